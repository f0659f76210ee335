// decode_attention: q (4, 1, 32, 128) float16, cache (4 x 4096, 8, 128) float16; sm_90a
// split kernel; tile [64, 128, 1], keys major False, stages 2, fast math True, 9 splits (plan_splits without a GPU)
// written by `python scripts/update_golden.py` (never by hand): the CUDA source after prelude.cuh and a blank line, #line paths repository-relative
#line 465 "tilelang/ops/decode_kernels.py"
extern "C" __global__ void __launch_bounds__(128) split_kv_kernel(half* __restrict__ Q, half* __restrict__ KC, half* __restrict__ VC, int* __restrict__ Lens, float* __restrict__ Opart, float* __restrict__ Lse, const __grid_constant__ tl::TensorMap KC_tmap, const __grid_constant__ tl::TensorMap VC_tmap) {
  extern __shared__ __align__(1024) unsigned char tl_smem[];
  const int tid = (int)threadIdx.x;
#line 355 "tilelang/ops/decode_kernels.py"
  unsigned long long* const tma_bar = reinterpret_cast<unsigned long long*>(tl_smem + 72192);
  if (threadIdx.x == 0 && threadIdx.y == 0 && threadIdx.z == 0) {
    for (int i = 0; i < 2; ++i) tl::mbar_init(tma_bar + i, 1);
    tl::fence_mbar_init();
  }
  unsigned long long* const tma_bar_1 = reinterpret_cast<unsigned long long*>(tl_smem + 72320);
  if (threadIdx.x == 0 && threadIdx.y == 0 && threadIdx.z == 0) {
    for (int i = 0; i < 2; ++i) tl::mbar_init(tma_bar_1 + i, 1);
    tl::fence_mbar_init();
  }
#line 467 "tilelang/ops/decode_kernels.py"
  #if __CUDA_ARCH__ >= 900
  asm volatile("griddepcontrol.wait;" ::: "memory");
  #endif
#line 468 "tilelang/ops/decode_kernels.py"
  #if __CUDA_ARCH__ >= 900
  asm volatile("griddepcontrol.launch_dependents;" ::: "memory");
  #endif
#line 469 "tilelang/ops/decode_kernels.py"
  half* const Q_s = reinterpret_cast<half*>(tl_smem + 65536);
#line 470 "tilelang/ops/decode_kernels.py"
  half* const K_s = reinterpret_cast<half*>(tl_smem + 0);
#line 471 "tilelang/ops/decode_kernels.py"
  half* const V_s = reinterpret_cast<half*>(tl_smem + 32768);
#line 472 "tilelang/ops/decode_kernels.py"
  half* const P_s = reinterpret_cast<half*>(tl_smem + 69632);
#line 484 "tilelang/ops/decode_kernels.py"
  alignas(16) float acc_s[8];
#line 485 "tilelang/ops/decode_kernels.py"
  alignas(16) float acc_o[16];
#line 486 "tilelang/ops/decode_kernels.py"
  alignas(16) float m_prev[2];
#line 487 "tilelang/ops/decode_kernels.py"
  alignas(16) float m_cur[2];
#line 488 "tilelang/ops/decode_kernels.py"
  alignas(16) float l_sum[2];
#line 489 "tilelang/ops/decode_kernels.py"
  alignas(16) float l_blk[2];
#line 490 "tilelang/ops/decode_kernels.py"
  const int len_k = Lens[(int)blockIdx.z];
#line 376 "tilelang/ops/decode_kernels.py"
  const int v = (len_k + 64);
  const int v_1 = (v - 1);
  const int n_blocks = tl::floordiv(v_1, 64);
#line 377 "tilelang/ops/decode_kernels.py"
  const int v_2 = (n_blocks + 9);
  const int v_3 = (v_2 - 1);
  const int per = tl::floordiv(v_3, 9);
#line 378 "tilelang/ops/decode_kernels.py"
  const int v_4 = (int)blockIdx.x;
  const int start = (v_4 * per);
#line 379 "tilelang/ops/decode_kernels.py"
  const int v_5 = (n_blocks - start);
  const int v_6 = tl::min(per, v_5);
  const int count = tl::max(v_6, 0);
#line 387 "tilelang/ops/decode_kernels.py"
  for (int e = 0; e < 2; e += 1) {
    const int v_7 = (e * 128);
    const int v_8 = (v_7 + tid);
    const int v_9 = (v_8 % 16);
    const int v_10 = (v_8 / 16);
    const int v_11 = (v_9 * 8);
#line 388 "tilelang/ops/decode_kernels.py"
    const int rr = tl::min(v_10, 3);
#line 393 "tilelang/ops/decode_kernels.py"
    const bool v_12 = (v_10 < 4);
    half r;
    if (v_12) {
#line 370 "tilelang/ops/decode_kernels.py"
      const int v_13 = ((int)blockIdx.y * 4);
      const int v_14 = (v_13 + rr);
#line 393 "tilelang/ops/decode_kernels.py"
      const half v_15 = Q[((((int)blockIdx.z) * 1 + 0) * 32 + v_14) * 128 + v_11];
      r = v_15;
    } else {
      r = tl::from_f<half>(0.0f);
    }
    const int v_16 = (v_10 % 8);
    const int v_17 = (v_16 * 8);
    const int v_18 = (v_11 ^ v_17);
#line 387 "tilelang/ops/decode_kernels.py"
    const int v_19 = (v_11 + 1);
#line 393 "tilelang/ops/decode_kernels.py"
    half r_1;
    if (v_12) {
#line 370 "tilelang/ops/decode_kernels.py"
      const int v_20 = ((int)blockIdx.y * 4);
      const int v_21 = (v_20 + rr);
#line 393 "tilelang/ops/decode_kernels.py"
      const half v_22 = Q[((((int)blockIdx.z) * 1 + 0) * 32 + v_21) * 128 + v_19];
      r_1 = v_22;
    } else {
      r_1 = tl::from_f<half>(0.0f);
    }
#line 387 "tilelang/ops/decode_kernels.py"
    const int v_23 = (v_11 + 2);
#line 393 "tilelang/ops/decode_kernels.py"
    half r_2;
    if (v_12) {
#line 370 "tilelang/ops/decode_kernels.py"
      const int v_24 = ((int)blockIdx.y * 4);
      const int v_25 = (v_24 + rr);
#line 393 "tilelang/ops/decode_kernels.py"
      const half v_26 = Q[((((int)blockIdx.z) * 1 + 0) * 32 + v_25) * 128 + v_23];
      r_2 = v_26;
    } else {
      r_2 = tl::from_f<half>(0.0f);
    }
#line 387 "tilelang/ops/decode_kernels.py"
    const int v_27 = (v_11 + 3);
#line 393 "tilelang/ops/decode_kernels.py"
    half r_3;
    if (v_12) {
#line 370 "tilelang/ops/decode_kernels.py"
      const int v_28 = ((int)blockIdx.y * 4);
      const int v_29 = (v_28 + rr);
#line 393 "tilelang/ops/decode_kernels.py"
      const half v_30 = Q[((((int)blockIdx.z) * 1 + 0) * 32 + v_29) * 128 + v_27];
      r_3 = v_30;
    } else {
      r_3 = tl::from_f<half>(0.0f);
    }
#line 387 "tilelang/ops/decode_kernels.py"
    const int v_31 = (v_11 + 4);
#line 393 "tilelang/ops/decode_kernels.py"
    half r_4;
    if (v_12) {
#line 370 "tilelang/ops/decode_kernels.py"
      const int v_32 = ((int)blockIdx.y * 4);
      const int v_33 = (v_32 + rr);
#line 393 "tilelang/ops/decode_kernels.py"
      const half v_34 = Q[((((int)blockIdx.z) * 1 + 0) * 32 + v_33) * 128 + v_31];
      r_4 = v_34;
    } else {
      r_4 = tl::from_f<half>(0.0f);
    }
#line 387 "tilelang/ops/decode_kernels.py"
    const int v_35 = (v_11 + 5);
#line 393 "tilelang/ops/decode_kernels.py"
    half r_5;
    if (v_12) {
#line 370 "tilelang/ops/decode_kernels.py"
      const int v_36 = ((int)blockIdx.y * 4);
      const int v_37 = (v_36 + rr);
#line 393 "tilelang/ops/decode_kernels.py"
      const half v_38 = Q[((((int)blockIdx.z) * 1 + 0) * 32 + v_37) * 128 + v_35];
      r_5 = v_38;
    } else {
      r_5 = tl::from_f<half>(0.0f);
    }
#line 387 "tilelang/ops/decode_kernels.py"
    const int v_39 = (v_11 + 6);
#line 393 "tilelang/ops/decode_kernels.py"
    half r_6;
    if (v_12) {
#line 370 "tilelang/ops/decode_kernels.py"
      const int v_40 = ((int)blockIdx.y * 4);
      const int v_41 = (v_40 + rr);
#line 393 "tilelang/ops/decode_kernels.py"
      const half v_42 = Q[((((int)blockIdx.z) * 1 + 0) * 32 + v_41) * 128 + v_39];
      r_6 = v_42;
    } else {
      r_6 = tl::from_f<half>(0.0f);
    }
#line 387 "tilelang/ops/decode_kernels.py"
    const int v_43 = (v_11 + 7);
#line 393 "tilelang/ops/decode_kernels.py"
    half r_7;
    if (v_12) {
#line 370 "tilelang/ops/decode_kernels.py"
      const int v_44 = ((int)blockIdx.y * 4);
      const int v_45 = (v_44 + rr);
#line 393 "tilelang/ops/decode_kernels.py"
      const half v_46 = Q[((((int)blockIdx.z) * 1 + 0) * 32 + v_45) * 128 + v_43];
      r_7 = v_46;
    } else {
      r_7 = tl::from_f<half>(0.0f);
    }
    const tl::vec<half, 8> v_47 = tl::vec<half, 8>{{r, r_1, r_2, r_3, r_4, r_5, r_6, r_7}};
    *reinterpret_cast<tl::vec<half, 8>*>((Q_s + (v_10) * 128 + v_18)) = v_47;
#line 387 "tilelang/ops/decode_kernels.py"
  }
  __syncthreads();
#line 493 "tilelang/ops/decode_kernels.py"
  #pragma unroll
  for (int l_v = 0; l_v < 4; l_v += 1) {
    const int v_48 = (l_v * 4);
    const tl::vec<float, 4> v_49 = tl::vec<float, 4>{{0.0f, 0.0f, 0.0f, 0.0f}};
    *reinterpret_cast<tl::vec<float, 4>*>((acc_o + v_48)) = v_49;
  }
#line 494 "tilelang/ops/decode_kernels.py"
  const tl::vec<float, 2> v_50 = tl::vec<float, 2>{{0.0f, 0.0f}};
  *reinterpret_cast<tl::vec<float, 2>*>((l_sum + 0)) = v_50;
#line 495 "tilelang/ops/decode_kernels.py"
  const tl::vec<float, 2> v_51 = tl::vec<float, 2>{{-1.0000000150474662e+30f, -1.0000000150474662e+30f}};
  *reinterpret_cast<tl::vec<float, 2>*>((m_cur + 0)) = v_51;
#line 496 "tilelang/ops/decode_kernels.py"
  const int v_52 = count;
#line 249 "tilelang/ops/attention_kernels.py"
  float* const reduce_partials = reinterpret_cast<float*>(tl_smem + 71680);
#line 254 "tilelang/ops/attention_kernels.py"
  float* const reduce_partials_1 = reinterpret_cast<float*>(tl_smem + 71936);
#line 465 "tilelang/ops/decode_kernels.py"
  const bool v_53 = (0 < v_52);
  const int v_54 = (v_52 + -1);
  const int v_55 = tl::min(0, v_54);
#line 497 "tilelang/ops/decode_kernels.py"
  const int v_56 = v_55;
  const int v_57 = (start + v_56);
  const int t0 = (v_57 * 64);
#line 355 "tilelang/ops/decode_kernels.py"
  const int v_58 = t0;
  const bool v_59 = (tid == 0);
#line 513 "tilelang/ops/decode_kernels.py"
  const int v_60 = (tid / 32);
  const int v_61 = (tid % 32);
  const int v_62 = (v_60 * 16);
#line 249 "tilelang/ops/attention_kernels.py"
  const int v_63 = (v_61 & 3);
  const bool v_64 = (v_63 == 0);
  const int v_65 = (v_61 / 4);
  const int v_66 = (v_63 * 2);
#line 550 "tilelang/ops/decode_kernels.py"
  const int v_67 = (v_60 * 32);
#line 355 "tilelang/ops/decode_kernels.py"
  const bool v_68 = (v_53 && v_59);
  if (v_68) {
    tl::mbar_expect_tx((tma_bar + 0), 16384);
    tl::tma_load((K_s + 0), &KC_tmap, (tma_bar + 0), 0, (int)blockIdx.y, v_58, (int)blockIdx.z);
    tl::tma_load((unsigned char*)(K_s + 0) + 8192, &KC_tmap, (tma_bar + 0), 0 + 64, (int)blockIdx.y, v_58, (int)blockIdx.z);
  }
  if (v_68) {
    tl::mbar_expect_tx((tma_bar_1 + 0), 16384);
    tl::tma_load((V_s + 0), &VC_tmap, (tma_bar_1 + 0), 0, (int)blockIdx.y, v_58, (int)blockIdx.z);
    tl::tma_load((unsigned char*)(V_s + 0) + 8192, &VC_tmap, (tma_bar_1 + 0), 0 + 64, (int)blockIdx.y, v_58, (int)blockIdx.z);
  }
#line 513 "tilelang/ops/decode_kernels.py"
  const int v_69 = (v_61 % 8);
  const int v_70 = (v_61 / 8);
  const int v_71 = (v_61 % 16);
  const int v_72 = (v_61 / 16);
  const int v_73 = (v_72 * 8);
  const int v_74 = (v_69 * 8);
  const int v_75 = (v_62 + v_73);
  const int v_76 = (v_75 + v_69);
  const int v_77 = (v_70 % 2);
  const int v_78 = (v_77 * 8);
#line 168 "tilelang/ops/decode_kernels.py"
  const int v_79 = (v_65 + 8);
#line 265 "tilelang/ops/attention_kernels.py"
  const int v_80 = (v_65 * 8);
#line 550 "tilelang/ops/decode_kernels.py"
  const int v_81 = (v_67 + v_73);
  const int v_82 = (v_81 / 64);
  const int v_83 = (v_82 * 64);
  const int v_84 = (v_81 % 64);
  const int v_85 = (v_84 ^ v_74);
  const int v_86 = (v_81 + 16);
  const int v_87 = (v_86 % 64);
  const int v_88 = (v_87 ^ v_74);
#line 496 "tilelang/ops/decode_kernels.py"
  int r_8 = 0;
  for (int kb = 0; kb < v_52; kb += 1) {
    __syncthreads();
    const int v_89 = (kb + 1);
    const bool v_90 = (r_8 == 0);
    const int v_91 = (r_8 - 1);
    const int v_92 = (v_90 ? 1 : v_91);
    const bool v_93 = (v_89 < v_52);
    const int v_94 = tl::min(v_89, v_54);
#line 497 "tilelang/ops/decode_kernels.py"
    const int v_95 = v_94;
    const int v_96 = (start + v_95);
    const int t0_1 = (v_96 * 64);
#line 355 "tilelang/ops/decode_kernels.py"
    const int v_97 = t0_1;
#line 496 "tilelang/ops/decode_kernels.py"
    const int v_98 = (v_92 * 128);
#line 355 "tilelang/ops/decode_kernels.py"
    const bool v_99 = (v_93 && v_59);
    if (v_99) {
      tl::mbar_expect_tx((tma_bar + v_92), 16384);
      tl::tma_load((K_s + (v_98) * 64 + 0), &KC_tmap, (tma_bar + v_92), 0, (int)blockIdx.y, v_97, (int)blockIdx.z);
      tl::tma_load((unsigned char*)(K_s + (v_98) * 64 + 0) + 8192, &KC_tmap, (tma_bar + v_92), 0 + 64, (int)blockIdx.y, v_97, (int)blockIdx.z);
    }
    if (v_99) {
      tl::mbar_expect_tx((tma_bar_1 + v_92), 16384);
      tl::tma_load((V_s + (v_98) * 64 + 0), &VC_tmap, (tma_bar_1 + v_92), 0, (int)blockIdx.y, v_97, (int)blockIdx.z);
      tl::tma_load((unsigned char*)(V_s + (v_98) * 64 + 0) + 8192, &VC_tmap, (tma_bar_1 + v_92), 0 + 64, (int)blockIdx.y, v_97, (int)blockIdx.z);
    }
#line 496 "tilelang/ops/decode_kernels.py"
    const int v_100 = (r_8 * 128);
#line 497 "tilelang/ops/decode_kernels.py"
    const int v_101 = kb;
    const int v_102 = (start + v_101);
    const int t0_2 = (v_102 * 64);
#line 355 "tilelang/ops/decode_kernels.py"
    const int v_103 = (t0_2 + 64);
#line 496 "tilelang/ops/decode_kernels.py"
    const int v_104 = (kb / 2);
    const int v_105 = (v_104 % 2);
#line 355 "tilelang/ops/decode_kernels.py"
    tl::mbar_wait((tma_bar + r_8), v_105);
    __syncthreads();
    tl::mbar_wait((tma_bar_1 + r_8), v_105);
#line 509 "tilelang/ops/decode_kernels.py"
    const bool v_106 = (v_103 > len_k);
    if (v_106) {
#line 510 "tilelang/ops/decode_kernels.py"
      for (int e_1 = 0; e_1 < 8; e_1 += 1) {
        const int v_107 = (e_1 * 128);
        const int v_108 = (v_107 + tid);
        const int v_109 = (v_108 / 16);
        const int v_110 = (v_71 * 8);
#line 511 "tilelang/ops/decode_kernels.py"
        const int v_111 = v_109;
        const int v_112 = (t0_2 + v_111);
        const bool v_113 = (v_112 < len_k);
        half r_9;
        if (v_113) {
          const int v_114 = (v_77 * 64);
          const int v_115 = (v_114 + v_109);
          const int v_116 = (v_109 % 8);
          const int v_117 = (v_116 * 8);
          const int v_118 = (v_74 ^ v_117);
          const int v_119 = (v_115 + v_100);
          const half v_120 = V_s[(v_119) * 64 + v_118];
          r_9 = v_120;
        } else {
          r_9 = tl::from_f<half>(0.0f);
        }
        const int v_121 = (v_77 * 64);
        const int v_122 = (v_121 + v_109);
        const int v_123 = (v_109 % 8);
        const int v_124 = (v_123 * 8);
        const int v_125 = (v_74 ^ v_124);
        const int v_126 = (v_122 + v_100);
#line 510 "tilelang/ops/decode_kernels.py"
        const int v_127 = (v_110 + 1);
#line 511 "tilelang/ops/decode_kernels.py"
        half r_10;
        if (v_113) {
          const int v_128 = (v_127 % 64);
          const int v_129 = (v_128 ^ v_124);
          const half v_130 = V_s[(v_126) * 64 + v_129];
          r_10 = v_130;
        } else {
          r_10 = tl::from_f<half>(0.0f);
        }
#line 510 "tilelang/ops/decode_kernels.py"
        const int v_131 = (v_110 + 2);
#line 511 "tilelang/ops/decode_kernels.py"
        half r_11;
        if (v_113) {
          const int v_132 = (v_131 % 64);
          const int v_133 = (v_132 ^ v_124);
          const half v_134 = V_s[(v_126) * 64 + v_133];
          r_11 = v_134;
        } else {
          r_11 = tl::from_f<half>(0.0f);
        }
#line 510 "tilelang/ops/decode_kernels.py"
        const int v_135 = (v_110 + 3);
#line 511 "tilelang/ops/decode_kernels.py"
        half r_12;
        if (v_113) {
          const int v_136 = (v_135 % 64);
          const int v_137 = (v_136 ^ v_124);
          const half v_138 = V_s[(v_126) * 64 + v_137];
          r_12 = v_138;
        } else {
          r_12 = tl::from_f<half>(0.0f);
        }
#line 510 "tilelang/ops/decode_kernels.py"
        const int v_139 = (v_110 + 4);
#line 511 "tilelang/ops/decode_kernels.py"
        half r_13;
        if (v_113) {
          const int v_140 = (v_139 % 64);
          const int v_141 = (v_140 ^ v_124);
          const half v_142 = V_s[(v_126) * 64 + v_141];
          r_13 = v_142;
        } else {
          r_13 = tl::from_f<half>(0.0f);
        }
#line 510 "tilelang/ops/decode_kernels.py"
        const int v_143 = (v_110 + 5);
#line 511 "tilelang/ops/decode_kernels.py"
        half r_14;
        if (v_113) {
          const int v_144 = (v_143 % 64);
          const int v_145 = (v_144 ^ v_124);
          const half v_146 = V_s[(v_126) * 64 + v_145];
          r_14 = v_146;
        } else {
          r_14 = tl::from_f<half>(0.0f);
        }
#line 510 "tilelang/ops/decode_kernels.py"
        const int v_147 = (v_110 + 6);
#line 511 "tilelang/ops/decode_kernels.py"
        half r_15;
        if (v_113) {
          const int v_148 = (v_147 % 64);
          const int v_149 = (v_148 ^ v_124);
          const half v_150 = V_s[(v_126) * 64 + v_149];
          r_15 = v_150;
        } else {
          r_15 = tl::from_f<half>(0.0f);
        }
#line 510 "tilelang/ops/decode_kernels.py"
        const int v_151 = (v_110 + 7);
#line 511 "tilelang/ops/decode_kernels.py"
        half r_16;
        if (v_113) {
          const int v_152 = (v_151 % 64);
          const int v_153 = (v_152 ^ v_124);
          const half v_154 = V_s[(v_126) * 64 + v_153];
          r_16 = v_154;
        } else {
          r_16 = tl::from_f<half>(0.0f);
        }
        const tl::vec<half, 8> v_155 = tl::vec<half, 8>{{r_9, r_10, r_11, r_12, r_13, r_14, r_15, r_16}};
        *reinterpret_cast<tl::vec<half, 8>*>((V_s + (v_126) * 64 + v_125)) = v_155;
#line 510 "tilelang/ops/decode_kernels.py"
      }
#line 509 "tilelang/ops/decode_kernels.py"
    }
#line 512 "tilelang/ops/decode_kernels.py"
    #pragma unroll
    for (int l_v_1 = 0; l_v_1 < 2; l_v_1 += 1) {
      const int v_156 = (l_v_1 * 4);
      const tl::vec<float, 4> v_157 = tl::vec<float, 4>{{0.0f, 0.0f, 0.0f, 0.0f}};
      *reinterpret_cast<tl::vec<float, 4>*>((acc_s + v_156)) = v_157;
    }
#line 513 "tilelang/ops/decode_kernels.py"
    alignas(16) half a_regs[8];
    alignas(16) half b_regs[8];
    alignas(16) float c_odd[8];
    #pragma unroll
    for (int l_v_2 = 0; l_v_2 < 2; l_v_2 += 1) {
      const int v_158 = (l_v_2 * 4);
      const tl::vec<float, 4> v_159 = tl::vec<float, 4>{{0.0f, 0.0f, 0.0f, 0.0f}};
      *reinterpret_cast<tl::vec<float, 4>*>((c_odd + v_158)) = v_159;
    }
    for (int kk = 0; kk < 4; kk += 1) {
      const int v_160 = (kk * 2);
      const int v_161 = (v_160 * 16);
      const int v_162 = (v_161 + v_73);
      const int v_163 = (v_162 ^ v_74);
      tl::ldmatrix<4, false>(a_regs + 0, (Q_s + (v_71) * 128 + v_163));
      const int v_164 = (v_161 + v_78);
      const int v_165 = (kk / 2);
      const int v_166 = (v_165 * 64);
      const int v_167 = (v_166 + v_76);
      const int v_168 = (v_164 % 64);
      const int v_169 = (v_168 ^ v_74);
      const int v_170 = (v_167 + v_100);
      tl::ldmatrix<4, false>(b_regs + 0, (K_s + (v_170) * 64 + v_169));
      tl::mma_m16n8k16(a_regs + 0, b_regs + 0, acc_s + 0);
      tl::mma_m16n8k16(a_regs + 0, b_regs + 4, acc_s + 4);
      const int v_171 = (v_162 + 16);
      const int v_172 = (v_171 ^ v_74);
      tl::ldmatrix<4, false>(a_regs + 0, (Q_s + (v_71) * 128 + v_172));
      const int v_173 = (v_164 + 16);
      const int v_174 = (v_173 % 64);
      const int v_175 = (v_174 ^ v_74);
      tl::ldmatrix<4, false>(b_regs + 0, (K_s + (v_170) * 64 + v_175));
      tl::mma_m16n8k16(a_regs + 0, b_regs + 0, c_odd + 0);
      tl::mma_m16n8k16(a_regs + 0, b_regs + 4, c_odd + 4);
    }
    #pragma unroll
    for (int l_v_3 = 0; l_v_3 < 2; l_v_3 += 1) {
      const int v_176 = (l_v_3 * 4);
      const tl::vec<float, 4> v_177 = *reinterpret_cast<const tl::vec<float, 4>*>((acc_s + v_176));
      const float v_178 = v_177.v[0];
      const tl::vec<float, 4> v_179 = *reinterpret_cast<const tl::vec<float, 4>*>((c_odd + v_176));
      const float v_180 = v_179.v[0];
      const float v_181 = (v_178 + v_180);
      const float v_182 = v_177.v[1];
      const float v_183 = v_179.v[1];
      const float v_184 = (v_182 + v_183);
      const float v_185 = v_177.v[2];
      const float v_186 = v_179.v[2];
      const float v_187 = (v_185 + v_186);
      const float v_188 = v_177.v[3];
      const float v_189 = v_179.v[3];
      const float v_190 = (v_188 + v_189);
      const tl::vec<float, 4> v_191 = tl::vec<float, 4>{{v_181, v_184, v_187, v_190}};
      *reinterpret_cast<tl::vec<float, 4>*>((acc_s + v_176)) = v_191;
    }
#line 168 "tilelang/ops/decode_kernels.py"
    #pragma unroll
    for (int l_v_4 = 0; l_v_4 < 2; l_v_4 += 1) {
      const int v_192 = (l_v_4 * 4);
      const int l = (v_192 + 1);
      const int l_1 = (v_192 + 2);
      const int l_2 = (v_192 + 3);
      const int v_193 = (l_v_4 * 8);
      const int v_194 = (v_62 + v_193);
      const int v_195 = (v_194 + v_66);
#line 147 "tilelang/ops/decode_kernels.py"
      const int v_196 = v_195;
      const int v_197 = (t0_2 + v_196);
      const bool v_198 = (v_197 < len_k);
#line 169 "tilelang/ops/decode_kernels.py"
      float r_17;
      if (v_198) {
        const float v_199 = acc_s[v_192];
        r_17 = v_199;
      } else {
        const float v_200 = (-__int_as_float(0x7f800000));
        r_17 = v_200;
      }
#line 168 "tilelang/ops/decode_kernels.py"
      const int v_201 = (v_195 + 1);
#line 147 "tilelang/ops/decode_kernels.py"
      const int v_202 = v_201;
      const int v_203 = (t0_2 + v_202);
      const bool v_204 = (v_203 < len_k);
#line 169 "tilelang/ops/decode_kernels.py"
      float r_18;
      if (v_204) {
        const float v_205 = acc_s[l];
        r_18 = v_205;
      } else {
        const float v_206 = (-__int_as_float(0x7f800000));
        r_18 = v_206;
      }
      float r_19;
      if (v_198) {
        const float v_207 = acc_s[l_1];
        r_19 = v_207;
      } else {
        const float v_208 = (-__int_as_float(0x7f800000));
        r_19 = v_208;
      }
      float r_20;
      if (v_204) {
        const float v_209 = acc_s[l_2];
        r_20 = v_209;
      } else {
        const float v_210 = (-__int_as_float(0x7f800000));
        r_20 = v_210;
      }
#line 168 "tilelang/ops/decode_kernels.py"
      const tl::vec<float, 4> v_211 = tl::vec<float, 4>{{r_17, r_18, r_19, r_20}};
      *reinterpret_cast<tl::vec<float, 4>*>((acc_s + v_192)) = v_211;
    }
#line 248 "tilelang/ops/attention_kernels.py"
    const tl::vec<float, 2> v_212 = *reinterpret_cast<const tl::vec<float, 2>*>((m_cur + 0));
    *reinterpret_cast<tl::vec<float, 2>*>((m_prev + 0)) = v_212;
#line 249 "tilelang/ops/attention_kernels.py"
    const float v_213 = acc_s[0];
    const float v_214 = acc_s[1];
    const float v_215 = acc_s[4];
    const float v_216 = acc_s[5];
    const float v_217 = fmaxf(v_213, v_214);
    const float v_218 = fmaxf(v_215, v_216);
    const float v_219 = fmaxf(v_217, v_218);
    const float v_220 = tl::shfl<0>(v_219, 1, 32);
    const float v_221 = fmaxf(v_219, v_220);
    const float v_222 = tl::shfl<0>(v_221, 2, 32);
    const float v_223 = fmaxf(v_221, v_222);
    if (v_64) {
      reduce_partials[(v_65) * 4 + v_60] = v_223;
    }
    const float v_224 = acc_s[2];
    const float v_225 = acc_s[3];
    const float v_226 = acc_s[6];
    const float v_227 = acc_s[7];
    const float v_228 = fmaxf(v_224, v_225);
    const float v_229 = fmaxf(v_226, v_227);
    const float v_230 = fmaxf(v_228, v_229);
    const float v_231 = tl::shfl<0>(v_230, 1, 32);
    const float v_232 = fmaxf(v_230, v_231);
    const float v_233 = tl::shfl<0>(v_232, 2, 32);
    const float v_234 = fmaxf(v_232, v_233);
    if (v_64) {
      reduce_partials[(v_79) * 4 + v_60] = v_234;
    }
    __syncthreads();
    const float v_235 = reduce_partials[(v_65) * 4 + 0];
    const float v_236 = reduce_partials[(v_65) * 4 + 1];
    const float v_237 = fmaxf(v_235, v_236);
    const float v_238 = reduce_partials[(v_65) * 4 + 2];
    const float v_239 = fmaxf(v_237, v_238);
    const float v_240 = reduce_partials[(v_65) * 4 + 3];
    const float v_241 = fmaxf(v_239, v_240);
    const tl::vec<float, 2> v_242 = *reinterpret_cast<const tl::vec<float, 2>*>((m_cur + 0));
    const float v_243 = v_242.v[0];
    const float v_244 = fmaxf(v_243, v_241);
    const float v_245 = reduce_partials[(v_79) * 4 + 0];
    const float v_246 = reduce_partials[(v_79) * 4 + 1];
    const float v_247 = fmaxf(v_245, v_246);
    const float v_248 = reduce_partials[(v_79) * 4 + 2];
    const float v_249 = fmaxf(v_247, v_248);
    const float v_250 = reduce_partials[(v_79) * 4 + 3];
    const float v_251 = fmaxf(v_249, v_250);
    const float v_252 = v_242.v[1];
    const float v_253 = fmaxf(v_252, v_251);
    const tl::vec<float, 2> v_254 = tl::vec<float, 2>{{v_244, v_253}};
    *reinterpret_cast<tl::vec<float, 2>*>((m_cur + 0)) = v_254;
#line 250 "tilelang/ops/attention_kernels.py"
    #pragma unroll
    for (int l_v_5 = 0; l_v_5 < 2; l_v_5 += 1) {
      const int v_255 = (l_v_5 * 4);
#line 251 "tilelang/ops/attention_kernels.py"
      const tl::vec<float, 4> v_256 = *reinterpret_cast<const tl::vec<float, 4>*>((acc_s + v_255));
      const float v_257 = v_256.v[0];
      const float v_258 = (v_257 * 0.127517431974411f);
      const float v_259 = m_cur[0];
      const float v_260 = (v_259 * 0.127517431974411f);
      const float v_261 = (v_258 - v_260);
      const float v_262 = exp2f(v_261);
      const float v_263 = v_256.v[1];
      const float v_264 = (v_263 * 0.127517431974411f);
      const float v_265 = (v_264 - v_260);
      const float v_266 = exp2f(v_265);
      const float v_267 = v_256.v[2];
      const float v_268 = (v_267 * 0.127517431974411f);
      const float v_269 = m_cur[1];
      const float v_270 = (v_269 * 0.127517431974411f);
      const float v_271 = (v_268 - v_270);
      const float v_272 = exp2f(v_271);
      const float v_273 = v_256.v[3];
      const float v_274 = (v_273 * 0.127517431974411f);
      const float v_275 = (v_274 - v_270);
      const float v_276 = exp2f(v_275);
#line 250 "tilelang/ops/attention_kernels.py"
      const tl::vec<float, 4> v_277 = tl::vec<float, 4>{{v_262, v_266, v_272, v_276}};
      *reinterpret_cast<tl::vec<float, 4>*>((acc_s + v_255)) = v_277;
    }
#line 253 "tilelang/ops/attention_kernels.py"
    const tl::vec<float, 2> v_278 = *reinterpret_cast<const tl::vec<float, 2>*>((m_prev + 0));
    const float v_279 = v_278.v[0];
    const float v_280 = (v_279 * 0.127517431974411f);
    const tl::vec<float, 2> v_281 = *reinterpret_cast<const tl::vec<float, 2>*>((m_cur + 0));
    const float v_282 = v_281.v[0];
    const float v_283 = (v_282 * 0.127517431974411f);
    const float v_284 = (v_280 - v_283);
    const float v_285 = exp2f(v_284);
    const float v_286 = v_278.v[1];
    const float v_287 = (v_286 * 0.127517431974411f);
    const float v_288 = v_281.v[1];
    const float v_289 = (v_288 * 0.127517431974411f);
    const float v_290 = (v_287 - v_289);
    const float v_291 = exp2f(v_290);
#line 252 "tilelang/ops/attention_kernels.py"
    const tl::vec<float, 2> v_292 = tl::vec<float, 2>{{v_285, v_291}};
    *reinterpret_cast<tl::vec<float, 2>*>((m_prev + 0)) = v_292;
#line 254 "tilelang/ops/attention_kernels.py"
    const float v_293 = acc_s[0];
    const float v_294 = acc_s[1];
    const float v_295 = acc_s[4];
    const float v_296 = acc_s[5];
    const float v_297 = (v_293 + v_294);
    const float v_298 = (v_295 + v_296);
    const float v_299 = (v_297 + v_298);
    const float v_300 = tl::shfl<0>(v_299, 1, 32);
    const float v_301 = (v_299 + v_300);
    const float v_302 = tl::shfl<0>(v_301, 2, 32);
    const float v_303 = (v_301 + v_302);
    if (v_64) {
      reduce_partials_1[(v_65) * 4 + v_60] = v_303;
    }
    const float v_304 = acc_s[2];
    const float v_305 = acc_s[3];
    const float v_306 = acc_s[6];
    const float v_307 = acc_s[7];
    const float v_308 = (v_304 + v_305);
    const float v_309 = (v_306 + v_307);
    const float v_310 = (v_308 + v_309);
    const float v_311 = tl::shfl<0>(v_310, 1, 32);
    const float v_312 = (v_310 + v_311);
    const float v_313 = tl::shfl<0>(v_312, 2, 32);
    const float v_314 = (v_312 + v_313);
    if (v_64) {
      reduce_partials_1[(v_79) * 4 + v_60] = v_314;
    }
    __syncthreads();
    const float v_315 = reduce_partials_1[(v_65) * 4 + 0];
    const float v_316 = reduce_partials_1[(v_65) * 4 + 1];
    const float v_317 = (v_315 + v_316);
    const float v_318 = reduce_partials_1[(v_65) * 4 + 2];
    const float v_319 = (v_317 + v_318);
    const float v_320 = reduce_partials_1[(v_65) * 4 + 3];
    const float v_321 = (v_319 + v_320);
    const float v_322 = reduce_partials_1[(v_79) * 4 + 0];
    const float v_323 = reduce_partials_1[(v_79) * 4 + 1];
    const float v_324 = (v_322 + v_323);
    const float v_325 = reduce_partials_1[(v_79) * 4 + 2];
    const float v_326 = (v_324 + v_325);
    const float v_327 = reduce_partials_1[(v_79) * 4 + 3];
    const float v_328 = (v_326 + v_327);
    const tl::vec<float, 2> v_329 = tl::vec<float, 2>{{v_321, v_328}};
    *reinterpret_cast<tl::vec<float, 2>*>((l_blk + 0)) = v_329;
#line 261 "tilelang/ops/attention_kernels.py"
    #pragma unroll
    for (int l_v_6 = 0; l_v_6 < 4; l_v_6 += 1) {
      const int v_330 = (l_v_6 * 4);
#line 262 "tilelang/ops/attention_kernels.py"
      const tl::vec<float, 4> v_331 = *reinterpret_cast<const tl::vec<float, 4>*>((acc_o + v_330));
      const float v_332 = v_331.v[0];
      const float v_333 = m_prev[0];
      const float v_334 = (v_332 * v_333);
      const float v_335 = v_331.v[1];
      const float v_336 = (v_335 * v_333);
      const float v_337 = v_331.v[2];
      const float v_338 = m_prev[1];
      const float v_339 = (v_337 * v_338);
      const float v_340 = v_331.v[3];
      const float v_341 = (v_340 * v_338);
#line 261 "tilelang/ops/attention_kernels.py"
      const tl::vec<float, 4> v_342 = tl::vec<float, 4>{{v_334, v_336, v_339, v_341}};
      *reinterpret_cast<tl::vec<float, 4>*>((acc_o + v_330)) = v_342;
    }
#line 264 "tilelang/ops/attention_kernels.py"
    const tl::vec<float, 2> v_343 = *reinterpret_cast<const tl::vec<float, 2>*>((l_sum + 0));
    const float v_344 = v_343.v[0];
    const tl::vec<float, 2> v_345 = *reinterpret_cast<const tl::vec<float, 2>*>((m_prev + 0));
    const float v_346 = v_345.v[0];
    const float v_347 = (v_344 * v_346);
    const tl::vec<float, 2> v_348 = *reinterpret_cast<const tl::vec<float, 2>*>((l_blk + 0));
    const float v_349 = v_348.v[0];
    const float v_350 = (v_347 + v_349);
    const float v_351 = v_343.v[1];
    const float v_352 = v_345.v[1];
    const float v_353 = (v_351 * v_352);
    const float v_354 = v_348.v[1];
    const float v_355 = (v_353 + v_354);
#line 263 "tilelang/ops/attention_kernels.py"
    const tl::vec<float, 2> v_356 = tl::vec<float, 2>{{v_350, v_355}};
    *reinterpret_cast<tl::vec<float, 2>*>((l_sum + 0)) = v_356;
#line 265 "tilelang/ops/attention_kernels.py"
    #pragma unroll
    for (int l_v_7 = 0; l_v_7 < 2; l_v_7 += 1) {
      const int v_357 = (l_v_7 * 4);
      const int v_358 = (l_v_7 * 8);
      const int v_359 = (v_62 + v_358);
      const int v_360 = (v_359 + v_66);
      const tl::vec<float, 4> v_361 = *reinterpret_cast<const tl::vec<float, 4>*>((acc_s + v_357));
      const float v_362 = v_361.v[0];
      const half v_363 = tl::cast<half>(v_362);
      const int v_364 = (v_360 ^ v_80);
      const float v_365 = v_361.v[1];
      const half v_366 = tl::cast<half>(v_365);
      const tl::vec<half, 2> v_367 = tl::vec<half, 2>{{v_363, v_366}};
      *reinterpret_cast<tl::vec<half, 2>*>((P_s + (v_65) * 64 + v_364)) = v_367;
      const float v_368 = v_361.v[2];
      const half v_369 = tl::cast<half>(v_368);
      const float v_370 = v_361.v[3];
      const half v_371 = tl::cast<half>(v_370);
      const tl::vec<half, 2> v_372 = tl::vec<half, 2>{{v_369, v_371}};
      *reinterpret_cast<tl::vec<half, 2>*>((P_s + (v_79) * 64 + v_364)) = v_372;
    }
    __syncthreads();
#line 550 "tilelang/ops/decode_kernels.py"
    alignas(16) half a_regs_1[8];
    alignas(16) half b_regs_1[16];
    for (int kk_1 = 0; kk_1 < 4; kk_1 += 1) {
      const int v_373 = (kk_1 * 16);
      const int v_374 = (v_373 + v_73);
      const int v_375 = (v_374 ^ v_74);
      tl::ldmatrix<4, false>(a_regs_1 + 0, (P_s + (v_71) * 64 + v_375));
      const int v_376 = (v_373 + v_71);
      const int v_377 = (v_83 + v_376);
      const int v_378 = (v_377 + v_100);
      tl::ldmatrix<4, true>(b_regs_1 + 0, (V_s + (v_378) * 64 + v_85));
      tl::ldmatrix<4, true>(b_regs_1 + 8, (V_s + (v_378) * 64 + v_88));
      tl::mma_m16n8k16(a_regs_1 + 0, b_regs_1 + 0, acc_o + 0);
      tl::mma_m16n8k16(a_regs_1 + 0, b_regs_1 + 4, acc_o + 4);
      tl::mma_m16n8k16(a_regs_1 + 0, b_regs_1 + 8, acc_o + 8);
      tl::mma_m16n8k16(a_regs_1 + 0, b_regs_1 + 12, acc_o + 12);
    }
#line 496 "tilelang/ops/decode_kernels.py"
    const bool v_379 = (r_8 == 1);
    const int v_380 = (v_91 + 2);
    const int v_381 = (v_379 ? 0 : v_380);
#line 465 "tilelang/ops/decode_kernels.py"
    r_8 = v_381;
#line 496 "tilelang/ops/decode_kernels.py"
  }
#line 551 "tilelang/ops/decode_kernels.py"
  #pragma unroll
  for (int l_v_8 = 0; l_v_8 < 8; l_v_8 += 1) {
    const int v_382 = (l_v_8 * 2);
    const int l_3 = (v_382 + 1);
    const int v_383 = (l_v_8 / 2);
    const int v_384 = (l_v_8 % 2);
    const int v_385 = (v_384 * 8);
    const int v_386 = (v_65 + v_385);
    const int v_387 = (v_383 * 8);
    const int v_388 = (v_67 + v_387);
    const int v_389 = (v_388 + v_66);
#line 552 "tilelang/ops/decode_kernels.py"
    const bool v_390 = (v_386 < 4);
    if (v_390) {
#line 554 "tilelang/ops/decode_kernels.py"
      const float v_391 = l_sum[v_384];
      const bool v_392 = (v_391 > 0.0f);
#line 553 "tilelang/ops/decode_kernels.py"
      float r_21;
      if (v_392) {
#line 554 "tilelang/ops/decode_kernels.py"
        const float v_393 = acc_o[v_382];
        const float v_394 = l_sum[v_384];
        const float v_395 = (v_393 / v_394);
#line 553 "tilelang/ops/decode_kernels.py"
        r_21 = v_395;
      } else {
        r_21 = 0.0f;
      }
#line 363 "tilelang/ops/decode_kernels.py"
      const int v_396 = (v_386 / 4);
#line 370 "tilelang/ops/decode_kernels.py"
      const int v_397 = ((int)blockIdx.y * 4);
      const int v_398 = (v_386 % 4);
      const int v_399 = (v_397 + v_398);
#line 553 "tilelang/ops/decode_kernels.py"
      float r_22;
      if (v_392) {
#line 554 "tilelang/ops/decode_kernels.py"
        const float v_400 = acc_o[l_3];
        const float v_401 = l_sum[v_384];
        const float v_402 = (v_400 / v_401);
#line 553 "tilelang/ops/decode_kernels.py"
        r_22 = v_402;
      } else {
        r_22 = 0.0f;
      }
      const tl::vec<float, 2> v_403 = tl::vec<float, 2>{{r_21, r_22}};
      *reinterpret_cast<tl::vec<float, 2>*>((Opart + (((((int)blockIdx.z) * 1 + v_396) * 32 + v_399) * 9 + (int)blockIdx.x) * 128 + v_389)) = v_403;
#line 552 "tilelang/ops/decode_kernels.py"
    }
#line 551 "tilelang/ops/decode_kernels.py"
  }
#line 555 "tilelang/ops/decode_kernels.py"
  const int v_404 = (v_65 * 4);
  const bool v_405 = (tid == v_404);
  #pragma unroll
  for (int l_4 = 0; l_4 < 2; l_4 += 1) {
    const int v_406 = (l_4 * 8);
    const int v_407 = (v_65 + v_406);
    if (v_405) {
#line 556 "tilelang/ops/decode_kernels.py"
      const bool v_408 = (v_407 < 4);
      if (v_408) {
#line 558 "tilelang/ops/decode_kernels.py"
        const float v_409 = l_sum[l_4];
        const bool v_410 = (v_409 > 0.0f);
#line 557 "tilelang/ops/decode_kernels.py"
        float r_23;
        if (v_410) {
#line 558 "tilelang/ops/decode_kernels.py"
          const float v_411 = m_cur[l_4];
          const float v_412 = (v_411 * 0.127517431974411f);
          const float v_413 = l_sum[l_4];
          const float v_414 = log2f(v_413);
          const float v_415 = (v_412 + v_414);
#line 557 "tilelang/ops/decode_kernels.py"
          r_23 = v_415;
        } else {
#line 558 "tilelang/ops/decode_kernels.py"
          const float v_416 = (-__int_as_float(0x7f800000));
#line 557 "tilelang/ops/decode_kernels.py"
          r_23 = v_416;
        }
#line 363 "tilelang/ops/decode_kernels.py"
        const int v_417 = (v_407 / 4);
#line 370 "tilelang/ops/decode_kernels.py"
        const int v_418 = ((int)blockIdx.y * 4);
        const int v_419 = (v_407 % 4);
        const int v_420 = (v_418 + v_419);
#line 557 "tilelang/ops/decode_kernels.py"
        Lse[((((int)blockIdx.z) * 1 + v_417) * 32 + v_420) * 9 + (int)blockIdx.x] = r_23;
#line 556 "tilelang/ops/decode_kernels.py"
      }
#line 555 "tilelang/ops/decode_kernels.py"
    }
  }
}
