// decode_attention: q (16, 1, 32, 128) float16, cache (16 x 131072, 8, 128) int4 scales by token; sm_90a
// split kernel; tile [64, 64, 2], keys major True, stages 2, fast math True, 5 splits (plan_splits without a GPU)
// written by `python scripts/update_golden.py` (never by hand): the CUDA source after prelude.cuh and a blank line, #line paths repository-relative
#line 549 "tilelang/ops/decode_kernels.py"
extern "C" __global__ void __launch_bounds__(64) split_kv_keys_major_kernel(half* __restrict__ Q, unsigned char* __restrict__ KC, unsigned char* __restrict__ VC, half* __restrict__ KS, half* __restrict__ VS, int* __restrict__ Lens, float* __restrict__ Opart, float* __restrict__ Lse, const __grid_constant__ tl::TensorMap KC_tmap, const __grid_constant__ tl::TensorMap VC_tmap) {
  extern __shared__ __align__(1024) unsigned char tl_smem[];
  const int tid = (int)threadIdx.x;
#line 337 "tilelang/ops/decode_kernels.py"
  unsigned long long* const tma_bar = reinterpret_cast<unsigned long long*>(tl_smem + 21760);
  if (threadIdx.x == 0 && threadIdx.y == 0 && threadIdx.z == 0) {
    for (int i = 0; i < 2; ++i) tl::mbar_init(tma_bar + i, 1);
    tl::fence_mbar_init();
  }
  unsigned long long* const tma_bar_1 = reinterpret_cast<unsigned long long*>(tl_smem + 21888);
  if (threadIdx.x == 0 && threadIdx.y == 0 && threadIdx.z == 0) {
    for (int i = 0; i < 2; ++i) tl::mbar_init(tma_bar_1 + i, 1);
    tl::fence_mbar_init();
  }
  unsigned long long* const tma_bar_2 = reinterpret_cast<unsigned long long*>(tl_smem + 22016);
  if (threadIdx.x == 0 && threadIdx.y == 0 && threadIdx.z == 0) {
    for (int i = 0; i < 2; ++i) tl::mbar_init(tma_bar_2 + i, 1);
    tl::fence_mbar_init();
  }
  unsigned long long* const tma_bar_3 = reinterpret_cast<unsigned long long*>(tl_smem + 22144);
  if (threadIdx.x == 0 && threadIdx.y == 0 && threadIdx.z == 0) {
    for (int i = 0; i < 2; ++i) tl::mbar_init(tma_bar_3 + i, 1);
    tl::fence_mbar_init();
  }
#line 551 "tilelang/ops/decode_kernels.py"
  #if __CUDA_ARCH__ >= 900
  asm volatile("griddepcontrol.wait;" ::: "memory");
  #endif
#line 552 "tilelang/ops/decode_kernels.py"
  #if __CUDA_ARCH__ >= 900
  asm volatile("griddepcontrol.launch_dependents;" ::: "memory");
  #endif
#line 555 "tilelang/ops/decode_kernels.py"
  half* const Q_s = reinterpret_cast<half*>(tl_smem + 16384);
#line 556 "tilelang/ops/decode_kernels.py"
  half* const P_s = reinterpret_cast<half*>(tl_smem + 18432);
#line 557 "tilelang/ops/decode_kernels.py"
  unsigned char* const Kq_s = reinterpret_cast<unsigned char*>(tl_smem + 0);
#line 558 "tilelang/ops/decode_kernels.py"
  unsigned char* const Vq_s = reinterpret_cast<unsigned char*>(tl_smem + 8192);
#line 561 "tilelang/ops/decode_kernels.py"
  half* const KSl_s = reinterpret_cast<half*>(tl_smem + 19456);
#line 562 "tilelang/ops/decode_kernels.py"
  half* const VSl_s = reinterpret_cast<half*>(tl_smem + 20480);
#line 563 "tilelang/ops/decode_kernels.py"
  alignas(16) float ks_f[8];
#line 564 "tilelang/ops/decode_kernels.py"
  alignas(16) float vs_f[8];
#line 565 "tilelang/ops/decode_kernels.py"
  alignas(16) half K_f[128];
#line 566 "tilelang/ops/decode_kernels.py"
  alignas(16) half V_f[128];
#line 567 "tilelang/ops/decode_kernels.py"
  alignas(16) float acc_s[8];
#line 570 "tilelang/ops/decode_kernels.py"
  alignas(16) float acc_o[16];
#line 571 "tilelang/ops/decode_kernels.py"
  alignas(16) float m_prev[2];
#line 572 "tilelang/ops/decode_kernels.py"
  alignas(16) float m_cur[2];
#line 573 "tilelang/ops/decode_kernels.py"
  alignas(16) float l_sum[2];
#line 574 "tilelang/ops/decode_kernels.py"
  alignas(16) float l_blk[2];
#line 575 "tilelang/ops/decode_kernels.py"
  const int len_k = Lens[(int)blockIdx.z];
#line 355 "tilelang/ops/decode_kernels.py"
  const int v = (len_k + 32);
  const int v_1 = (v - 1);
  const int n_blocks = tl::floordiv(v_1, 32);
#line 356 "tilelang/ops/decode_kernels.py"
  const int v_2 = (n_blocks + 5);
  const int v_3 = (v_2 - 1);
  const int per = tl::floordiv(v_3, 5);
#line 357 "tilelang/ops/decode_kernels.py"
  const int v_4 = (int)blockIdx.x;
  const int start = (v_4 * per);
#line 358 "tilelang/ops/decode_kernels.py"
  const int v_5 = (n_blocks - start);
  const int v_6 = tl::min(per, v_5);
  const int count = tl::max(v_6, 0);
#line 348 "tilelang/ops/decode_kernels.py"
  const int v_7 = ((int)blockIdx.y * 2);
#line 366 "tilelang/ops/decode_kernels.py"
  for (int e = 0; e < 2; e += 1) {
    const int v_8 = (e * 64);
    const int v_9 = (v_8 + tid);
    const int v_10 = (v_9 % 16);
    const int v_11 = (v_9 / 16);
    const int v_12 = (v_10 * 8);
#line 367 "tilelang/ops/decode_kernels.py"
    const int rr = tl::min(v_11, 7);
#line 342 "tilelang/ops/decode_kernels.py"
    const int v_13 = (rr % 4);
#line 348 "tilelang/ops/decode_kernels.py"
    const int v_14 = (rr / 4);
    const int v_15 = (v_7 + v_14);
    const int v_16 = (v_15 * 4);
    const int v_17 = (v_16 + v_13);
#line 69 "tilelang/ops/decode_kernels.py"
    const int v_18 = (v_12 / 32);
    const int v_19 = (v_18 * 8);
#line 58 "tilelang/ops/decode_kernels.py"
    const int v_20 = (v_12 % 32);
    const int v_21 = (v_20 / 8);
#line 69 "tilelang/ops/decode_kernels.py"
    const int v_22 = (v_19 + v_21);
#line 372 "tilelang/ops/decode_kernels.py"
    const half v_23 = Q[((((int)blockIdx.z) * 1 + 0) * 32 + v_17) * 128 + v_22];
    const int v_24 = (v_11 * 8);
    const int v_25 = (v_12 ^ v_24);
#line 69 "tilelang/ops/decode_kernels.py"
    const int v_26 = (v_22 + 4);
#line 372 "tilelang/ops/decode_kernels.py"
    const half v_27 = Q[((((int)blockIdx.z) * 1 + 0) * 32 + v_17) * 128 + v_26];
#line 69 "tilelang/ops/decode_kernels.py"
    const int v_28 = (v_22 + 32);
#line 372 "tilelang/ops/decode_kernels.py"
    const half v_29 = Q[((((int)blockIdx.z) * 1 + 0) * 32 + v_17) * 128 + v_28];
#line 69 "tilelang/ops/decode_kernels.py"
    const int v_30 = (v_22 + 36);
#line 372 "tilelang/ops/decode_kernels.py"
    const half v_31 = Q[((((int)blockIdx.z) * 1 + 0) * 32 + v_17) * 128 + v_30];
#line 69 "tilelang/ops/decode_kernels.py"
    const int v_32 = (v_22 + 64);
#line 372 "tilelang/ops/decode_kernels.py"
    const half v_33 = Q[((((int)blockIdx.z) * 1 + 0) * 32 + v_17) * 128 + v_32];
#line 69 "tilelang/ops/decode_kernels.py"
    const int v_34 = (v_22 + 68);
#line 372 "tilelang/ops/decode_kernels.py"
    const half v_35 = Q[((((int)blockIdx.z) * 1 + 0) * 32 + v_17) * 128 + v_34];
#line 69 "tilelang/ops/decode_kernels.py"
    const int v_36 = (v_22 + 96);
#line 372 "tilelang/ops/decode_kernels.py"
    const half v_37 = Q[((((int)blockIdx.z) * 1 + 0) * 32 + v_17) * 128 + v_36];
#line 69 "tilelang/ops/decode_kernels.py"
    const int v_38 = (v_22 + 100);
#line 372 "tilelang/ops/decode_kernels.py"
    const half v_39 = Q[((((int)blockIdx.z) * 1 + 0) * 32 + v_17) * 128 + v_38];
    const tl::vec<half, 8> v_40 = tl::vec<half, 8>{{v_23, v_27, v_29, v_31, v_33, v_35, v_37, v_39}};
    *reinterpret_cast<tl::vec<half, 8>*>((Q_s + (v_11) * 128 + v_25)) = v_40;
#line 366 "tilelang/ops/decode_kernels.py"
  }
  __syncthreads();
#line 584 "tilelang/ops/decode_kernels.py"
  #pragma unroll
  for (int l_v = 0; l_v < 4; l_v += 1) {
    const int v_41 = (l_v * 4);
    const tl::vec<float, 4> v_42 = tl::vec<float, 4>{{0.0f, 0.0f, 0.0f, 0.0f}};
    *reinterpret_cast<tl::vec<float, 4>*>((acc_o + v_41)) = v_42;
  }
#line 585 "tilelang/ops/decode_kernels.py"
  const tl::vec<float, 2> v_43 = tl::vec<float, 2>{{0.0f, 0.0f}};
  *reinterpret_cast<tl::vec<float, 2>*>((l_sum + 0)) = v_43;
#line 586 "tilelang/ops/decode_kernels.py"
  const tl::vec<float, 2> v_44 = tl::vec<float, 2>{{-1.0000000150474662e+30f, -1.0000000150474662e+30f}};
  *reinterpret_cast<tl::vec<float, 2>*>((m_cur + 0)) = v_44;
#line 587 "tilelang/ops/decode_kernels.py"
  const int v_45 = count;
#line 625 "tilelang/ops/decode_kernels.py"
  float* const reduce_partials = reinterpret_cast<float*>(tl_smem + 21504);
#line 630 "tilelang/ops/decode_kernels.py"
  float* const reduce_partials_1 = reinterpret_cast<float*>(tl_smem + 21632);
#line 549 "tilelang/ops/decode_kernels.py"
  const bool v_46 = (0 < v_45);
#line 587 "tilelang/ops/decode_kernels.py"
  if (v_46) {
    const int v_47 = (v_45 + -1);
    const int v_48 = tl::min(0, v_47);
#line 588 "tilelang/ops/decode_kernels.py"
    const int v_49 = v_48;
    const int v_50 = (start + v_49);
    const int t0 = (v_50 * 32);
#line 337 "tilelang/ops/decode_kernels.py"
    const int v_51 = t0;
    const bool v_52 = (tid == 0);
    const int v_53 = (v_7 + 1);
#line 405 "tilelang/ops/decode_kernels.py"
    const bool v_54 = (tid < 32);
#line 594 "tilelang/ops/decode_kernels.py"
    const int v_55 = (tid % 32);
#line 337 "tilelang/ops/decode_kernels.py"
    if (v_52) {
      tl::mbar_expect_tx((tma_bar + 0), 2048);
      tl::tma_load((Kq_s + (0) * 64 + 0), &KC_tmap, (tma_bar + 0), 0, v_7, v_51, (int)blockIdx.z);
    }
    if (v_52) {
      tl::mbar_expect_tx((tma_bar_1 + 0), 2048);
      tl::tma_load((Kq_s + (32) * 64 + 0), &KC_tmap, (tma_bar_1 + 0), 0, v_53, v_51, (int)blockIdx.z);
    }
    if (v_52) {
      tl::mbar_expect_tx((tma_bar_2 + 0), 2048);
      tl::tma_load((Vq_s + (0) * 64 + 0), &VC_tmap, (tma_bar_2 + 0), 0, v_7, v_51, (int)blockIdx.z);
    }
    if (v_52) {
      tl::mbar_expect_tx((tma_bar_3 + 0), 2048);
      tl::tma_load((Vq_s + (32) * 64 + 0), &VC_tmap, (tma_bar_3 + 0), 0, v_53, v_51, (int)blockIdx.z);
    }
#line 405 "tilelang/ops/decode_kernels.py"
    if (v_54) {
      const int v_56 = (v_55 + v_51);
      const bool v_57 = (v_56 < 131072);
      tl::cp_async<16>((KSl_s + (v_55) * 8 + 0), (v_57 ? (KS + ((((int)blockIdx.z) * 131072 + v_56) * 8 + 0) * 1 + 0) : (const void*)KS), v_57);
    }
#line 406 "tilelang/ops/decode_kernels.py"
    if (v_54) {
      const int v_58 = (v_55 + v_51);
      const bool v_59 = (v_58 < 131072);
      tl::cp_async<16>((VSl_s + (v_55) * 8 + 0), (v_59 ? (VS + ((((int)blockIdx.z) * 131072 + v_58) * 8 + 0) * 1 + 0) : (const void*)VS), v_59);
    }
#line 587 "tilelang/ops/decode_kernels.py"
  }
  tl::cp_async_commit();
#line 337 "tilelang/ops/decode_kernels.py"
  const bool v_60 = (tid == 0);
  const int v_61 = (v_7 + 1);
#line 405 "tilelang/ops/decode_kernels.py"
  const bool v_62 = (tid < 32);
#line 594 "tilelang/ops/decode_kernels.py"
  const int v_63 = (tid / 32);
  const int v_64 = (tid % 32);
  const int v_65 = (v_64 / 4);
  const int v_66 = (v_64 % 4);
  const int v_67 = (v_66 * 2);
  const int v_68 = (v_63 * 32);
  const int v_69 = (v_68 + v_65);
  const int v_70 = (v_66 * 4);
  const int v_71 = (v_70 * 4);
  const int v_72 = (v_70 + 1);
  const int v_73 = (v_72 * 4);
  const int v_74 = (v_70 + 2);
  const int v_75 = (v_74 * 4);
  const int v_76 = (v_70 + 3);
  const int v_77 = (v_76 * 4);
  const int v_78 = (v_67 + 1);
#line 601 "tilelang/ops/decode_kernels.py"
  const int v_79 = (v_63 * 64);
  const int v_80 = (v_65 * 8);
  const int v_81 = (v_79 + v_80);
  const int v_82 = (v_81 / 8);
  const int v_83 = (v_82 * 4);
#line 608 "tilelang/ops/decode_kernels.py"
  const int v_84 = (v_64 % 8);
  const int v_85 = (v_64 / 8);
  const int v_86 = (v_85 % 2);
  const int v_87 = (v_86 * 8);
  const int v_88 = (v_84 * 8);
#line 625 "tilelang/ops/decode_kernels.py"
  const int v_89 = (v_64 & 28);
  const bool v_90 = (v_89 == 0);
#line 639 "tilelang/ops/decode_kernels.py"
  const int v_91 = (v_64 % 16);
#line 587 "tilelang/ops/decode_kernels.py"
  int r = 0;
  for (int kb = 0; kb < v_45; kb += 1) {
    tl::cp_async_wait<0>();
    __syncthreads();
    const int v_92 = (kb + 1);
    const bool v_93 = (r == 0);
    const int v_94 = (r - 1);
    const int v_95 = (v_93 ? 1 : v_94);
    const bool v_96 = (v_92 < v_45);
    if (v_96) {
      const int v_97 = (v_45 + -1);
      const int v_98 = tl::min(v_92, v_97);
#line 588 "tilelang/ops/decode_kernels.py"
      const int v_99 = v_98;
      const int v_100 = (start + v_99);
      const int t0_1 = (v_100 * 32);
#line 337 "tilelang/ops/decode_kernels.py"
      const int v_101 = t0_1;
#line 587 "tilelang/ops/decode_kernels.py"
      const int v_102 = (v_95 * 64);
      const int v_103 = (v_95 * 32);
#line 337 "tilelang/ops/decode_kernels.py"
      if (v_60) {
        tl::mbar_expect_tx((tma_bar + v_95), 2048);
        tl::tma_load((Kq_s + (v_102) * 64 + 0), &KC_tmap, (tma_bar + v_95), 0, v_7, v_101, (int)blockIdx.z);
      }
      if (v_60) {
        const int v_104 = (v_102 + 32);
        tl::mbar_expect_tx((tma_bar_1 + v_95), 2048);
        tl::tma_load((Kq_s + (v_104) * 64 + 0), &KC_tmap, (tma_bar_1 + v_95), 0, v_61, v_101, (int)blockIdx.z);
      }
      if (v_60) {
        tl::mbar_expect_tx((tma_bar_2 + v_95), 2048);
        tl::tma_load((Vq_s + (v_102) * 64 + 0), &VC_tmap, (tma_bar_2 + v_95), 0, v_7, v_101, (int)blockIdx.z);
      }
      if (v_60) {
        const int v_105 = (v_102 + 32);
        tl::mbar_expect_tx((tma_bar_3 + v_95), 2048);
        tl::tma_load((Vq_s + (v_105) * 64 + 0), &VC_tmap, (tma_bar_3 + v_95), 0, v_61, v_101, (int)blockIdx.z);
      }
#line 405 "tilelang/ops/decode_kernels.py"
      if (v_62) {
        const int v_106 = (v_64 + v_101);
        const bool v_107 = (v_106 < 131072);
        const int v_108 = (v_64 + v_103);
        tl::cp_async<16>((KSl_s + (v_108) * 8 + 0), (v_107 ? (KS + ((((int)blockIdx.z) * 131072 + v_106) * 8 + 0) * 1 + 0) : (const void*)KS), v_107);
      }
#line 406 "tilelang/ops/decode_kernels.py"
      if (v_62) {
        const int v_109 = (v_64 + v_101);
        const bool v_110 = (v_109 < 131072);
        const int v_111 = (v_64 + v_103);
        tl::cp_async<16>((VSl_s + (v_111) * 8 + 0), (v_110 ? (VS + ((((int)blockIdx.z) * 131072 + v_109) * 8 + 0) * 1 + 0) : (const void*)VS), v_110);
      }
#line 587 "tilelang/ops/decode_kernels.py"
    }
    tl::cp_async_commit();
    const int v_112 = (r * 64);
    const int v_113 = (r * 32);
#line 588 "tilelang/ops/decode_kernels.py"
    const int v_114 = kb;
    const int v_115 = (start + v_114);
    const int t0_2 = (v_115 * 32);
#line 337 "tilelang/ops/decode_kernels.py"
    const int v_116 = (t0_2 + 32);
#line 587 "tilelang/ops/decode_kernels.py"
    const int v_117 = (kb / 2);
    const int v_118 = (v_117 % 2);
#line 337 "tilelang/ops/decode_kernels.py"
    tl::mbar_wait((tma_bar + r), v_118);
    __syncthreads();
    tl::mbar_wait((tma_bar_1 + r), v_118);
    tl::mbar_wait((tma_bar_2 + r), v_118);
    tl::mbar_wait((tma_bar_3 + r), v_118);
#line 159 "tilelang/ops/decode_kernels.py"
    const bool v_119 = (v_116 > len_k);
#line 408 "tilelang/ops/decode_kernels.py"
    if (v_119) {
#line 304 "tilelang/ops/decode_kernels.py"
      const int h = (v_7 + v_63);
#line 380 "tilelang/ops/decode_kernels.py"
      #pragma unroll
      for (int l_v_1 = 0; l_v_1 < 2; l_v_1 += 1) {
        const int v_120 = (l_v_1 * 4);
        const int v_121 = (l_v_1 * 16);
        const int v_122 = (v_68 + v_121);
        const int v_123 = (v_122 + v_65);
#line 320 "tilelang/ops/decode_kernels.py"
        const int n = (v_123 % 32);
#line 306 "tilelang/ops/decode_kernels.py"
        const int v_124 = (n + v_113);
        const half v_125 = KSl_s[(v_124) * 8 + h];
        const float s = tl::cast<float>(v_125);
#line 314 "tilelang/ops/decode_kernels.py"
        const int v_126 = n;
        const int v_127 = (t0_2 + v_126);
        const bool v_128 = (v_127 < len_k);
        const float v_129 = (v_128 ? s : 0.0f);
#line 380 "tilelang/ops/decode_kernels.py"
        const int v_130 = (v_123 + 8);
#line 320 "tilelang/ops/decode_kernels.py"
        const int n_1 = (v_130 % 32);
#line 306 "tilelang/ops/decode_kernels.py"
        const int v_131 = (v_124 + 8);
        const half v_132 = KSl_s[(v_131) * 8 + h];
        const float s_1 = tl::cast<float>(v_132);
#line 314 "tilelang/ops/decode_kernels.py"
        const int v_133 = n_1;
        const int v_134 = (t0_2 + v_133);
        const bool v_135 = (v_134 < len_k);
        const float v_136 = (v_135 ? s_1 : 0.0f);
#line 380 "tilelang/ops/decode_kernels.py"
        const tl::vec<float, 4> v_137 = tl::vec<float, 4>{{v_129, v_129, v_136, v_136}};
        *reinterpret_cast<tl::vec<float, 4>*>((ks_f + v_120)) = v_137;
      }
#line 382 "tilelang/ops/decode_kernels.py"
      #pragma unroll
      for (int l_v_2 = 0; l_v_2 < 2; l_v_2 += 1) {
        const int v_138 = (l_v_2 * 4);
        const int v_139 = (l_v_2 * 16);
        const int v_140 = (v_68 + v_139);
        const int v_141 = (v_140 + v_65);
#line 320 "tilelang/ops/decode_kernels.py"
        const int n_2 = (v_141 % 32);
#line 306 "tilelang/ops/decode_kernels.py"
        const int v_142 = (n_2 + v_113);
        const half v_143 = VSl_s[(v_142) * 8 + h];
        const float s_2 = tl::cast<float>(v_143);
#line 314 "tilelang/ops/decode_kernels.py"
        const int v_144 = n_2;
        const int v_145 = (t0_2 + v_144);
        const bool v_146 = (v_145 < len_k);
        const float v_147 = (v_146 ? s_2 : 0.0f);
#line 382 "tilelang/ops/decode_kernels.py"
        const int v_148 = (v_141 + 8);
#line 320 "tilelang/ops/decode_kernels.py"
        const int n_3 = (v_148 % 32);
#line 306 "tilelang/ops/decode_kernels.py"
        const int v_149 = (v_142 + 8);
        const half v_150 = VSl_s[(v_149) * 8 + h];
        const float s_3 = tl::cast<float>(v_150);
#line 314 "tilelang/ops/decode_kernels.py"
        const int v_151 = n_3;
        const int v_152 = (t0_2 + v_151);
        const bool v_153 = (v_152 < len_k);
        const float v_154 = (v_153 ? s_3 : 0.0f);
#line 382 "tilelang/ops/decode_kernels.py"
        const tl::vec<float, 4> v_155 = tl::vec<float, 4>{{v_147, v_147, v_154, v_154}};
        *reinterpret_cast<tl::vec<float, 4>*>((vs_f + v_138)) = v_155;
      }
#line 408 "tilelang/ops/decode_kernels.py"
    } else {
#line 304 "tilelang/ops/decode_kernels.py"
      const int h_1 = (v_7 + v_63);
#line 380 "tilelang/ops/decode_kernels.py"
      #pragma unroll
      for (int l_v_3 = 0; l_v_3 < 2; l_v_3 += 1) {
        const int v_156 = (l_v_3 * 4);
        const int v_157 = (l_v_3 * 16);
        const int v_158 = (v_68 + v_157);
        const int v_159 = (v_158 + v_65);
#line 320 "tilelang/ops/decode_kernels.py"
        const int n_4 = (v_159 % 32);
#line 306 "tilelang/ops/decode_kernels.py"
        const int v_160 = (n_4 + v_113);
        const half v_161 = KSl_s[(v_160) * 8 + h_1];
        const float s_4 = tl::cast<float>(v_161);
        const int v_162 = (v_160 + 8);
        const half v_163 = KSl_s[(v_162) * 8 + h_1];
        const float s_5 = tl::cast<float>(v_163);
#line 380 "tilelang/ops/decode_kernels.py"
        const tl::vec<float, 4> v_164 = tl::vec<float, 4>{{s_4, s_4, s_5, s_5}};
        *reinterpret_cast<tl::vec<float, 4>*>((ks_f + v_156)) = v_164;
      }
#line 382 "tilelang/ops/decode_kernels.py"
      #pragma unroll
      for (int l_v_4 = 0; l_v_4 < 2; l_v_4 += 1) {
        const int v_165 = (l_v_4 * 4);
        const int v_166 = (l_v_4 * 16);
        const int v_167 = (v_68 + v_166);
        const int v_168 = (v_167 + v_65);
#line 320 "tilelang/ops/decode_kernels.py"
        const int n_5 = (v_168 % 32);
#line 306 "tilelang/ops/decode_kernels.py"
        const int v_169 = (n_5 + v_113);
        const half v_170 = VSl_s[(v_169) * 8 + h_1];
        const float s_6 = tl::cast<float>(v_170);
        const int v_171 = (v_169 + 8);
        const half v_172 = VSl_s[(v_171) * 8 + h_1];
        const float s_7 = tl::cast<float>(v_172);
#line 382 "tilelang/ops/decode_kernels.py"
        const tl::vec<float, 4> v_173 = tl::vec<float, 4>{{s_6, s_6, s_7, s_7}};
        *reinterpret_cast<tl::vec<float, 4>*>((vs_f + v_165)) = v_173;
      }
#line 408 "tilelang/ops/decode_kernels.py"
    }
#line 594 "tilelang/ops/decode_kernels.py"
    alignas(16) half dequant[128];
    alignas(16) half decoded[8];
    const int v_174 = (v_69 + v_112);
    const unsigned v_175 = *reinterpret_cast<const unsigned*>((Kq_s + (v_174) * 64 + v_71));
    tl::dequant_i4<true>(decoded + 0, v_175);
    const half v_176 = decoded[0];
    dequant[0] = v_176;
    const half v_177 = decoded[1];
    dequant[1] = v_177;
    const half v_178 = decoded[2];
    dequant[4] = v_178;
    const half v_179 = decoded[3];
    dequant[5] = v_179;
    const half v_180 = decoded[4];
    dequant[8] = v_180;
    const half v_181 = decoded[5];
    dequant[9] = v_181;
    const half v_182 = decoded[6];
    dequant[12] = v_182;
    const half v_183 = decoded[7];
    dequant[13] = v_183;
    const int v_184 = (v_174 + 8);
    const unsigned v_185 = *reinterpret_cast<const unsigned*>((Kq_s + (v_184) * 64 + v_71));
    tl::dequant_i4<true>(decoded + 0, v_185);
    const half v_186 = decoded[0];
    dequant[2] = v_186;
    const half v_187 = decoded[1];
    dequant[3] = v_187;
    const half v_188 = decoded[2];
    dequant[6] = v_188;
    const half v_189 = decoded[3];
    dequant[7] = v_189;
    const half v_190 = decoded[4];
    dequant[10] = v_190;
    const half v_191 = decoded[5];
    dequant[11] = v_191;
    const half v_192 = decoded[6];
    dequant[14] = v_192;
    const half v_193 = decoded[7];
    dequant[15] = v_193;
    const unsigned v_194 = *reinterpret_cast<const unsigned*>((Kq_s + (v_174) * 64 + v_73));
    tl::dequant_i4<true>(decoded + 0, v_194);
    const half v_195 = decoded[0];
    dequant[16] = v_195;
    const half v_196 = decoded[1];
    dequant[17] = v_196;
    const half v_197 = decoded[2];
    dequant[20] = v_197;
    const half v_198 = decoded[3];
    dequant[21] = v_198;
    const half v_199 = decoded[4];
    dequant[24] = v_199;
    const half v_200 = decoded[5];
    dequant[25] = v_200;
    const half v_201 = decoded[6];
    dequant[28] = v_201;
    const half v_202 = decoded[7];
    dequant[29] = v_202;
    const unsigned v_203 = *reinterpret_cast<const unsigned*>((Kq_s + (v_184) * 64 + v_73));
    tl::dequant_i4<true>(decoded + 0, v_203);
    const half v_204 = decoded[0];
    dequant[18] = v_204;
    const half v_205 = decoded[1];
    dequant[19] = v_205;
    const half v_206 = decoded[2];
    dequant[22] = v_206;
    const half v_207 = decoded[3];
    dequant[23] = v_207;
    const half v_208 = decoded[4];
    dequant[26] = v_208;
    const half v_209 = decoded[5];
    dequant[27] = v_209;
    const half v_210 = decoded[6];
    dequant[30] = v_210;
    const half v_211 = decoded[7];
    dequant[31] = v_211;
    const unsigned v_212 = *reinterpret_cast<const unsigned*>((Kq_s + (v_174) * 64 + v_75));
    tl::dequant_i4<true>(decoded + 0, v_212);
    const half v_213 = decoded[0];
    dequant[32] = v_213;
    const half v_214 = decoded[1];
    dequant[33] = v_214;
    const half v_215 = decoded[2];
    dequant[36] = v_215;
    const half v_216 = decoded[3];
    dequant[37] = v_216;
    const half v_217 = decoded[4];
    dequant[40] = v_217;
    const half v_218 = decoded[5];
    dequant[41] = v_218;
    const half v_219 = decoded[6];
    dequant[44] = v_219;
    const half v_220 = decoded[7];
    dequant[45] = v_220;
    const unsigned v_221 = *reinterpret_cast<const unsigned*>((Kq_s + (v_184) * 64 + v_75));
    tl::dequant_i4<true>(decoded + 0, v_221);
    const half v_222 = decoded[0];
    dequant[34] = v_222;
    const half v_223 = decoded[1];
    dequant[35] = v_223;
    const half v_224 = decoded[2];
    dequant[38] = v_224;
    const half v_225 = decoded[3];
    dequant[39] = v_225;
    const half v_226 = decoded[4];
    dequant[42] = v_226;
    const half v_227 = decoded[5];
    dequant[43] = v_227;
    const half v_228 = decoded[6];
    dequant[46] = v_228;
    const half v_229 = decoded[7];
    dequant[47] = v_229;
    const unsigned v_230 = *reinterpret_cast<const unsigned*>((Kq_s + (v_174) * 64 + v_77));
    tl::dequant_i4<true>(decoded + 0, v_230);
    const half v_231 = decoded[0];
    dequant[48] = v_231;
    const half v_232 = decoded[1];
    dequant[49] = v_232;
    const half v_233 = decoded[2];
    dequant[52] = v_233;
    const half v_234 = decoded[3];
    dequant[53] = v_234;
    const half v_235 = decoded[4];
    dequant[56] = v_235;
    const half v_236 = decoded[5];
    dequant[57] = v_236;
    const half v_237 = decoded[6];
    dequant[60] = v_237;
    const half v_238 = decoded[7];
    dequant[61] = v_238;
    const unsigned v_239 = *reinterpret_cast<const unsigned*>((Kq_s + (v_184) * 64 + v_77));
    tl::dequant_i4<true>(decoded + 0, v_239);
    const half v_240 = decoded[0];
    dequant[50] = v_240;
    const half v_241 = decoded[1];
    dequant[51] = v_241;
    const half v_242 = decoded[2];
    dequant[54] = v_242;
    const half v_243 = decoded[3];
    dequant[55] = v_243;
    const half v_244 = decoded[4];
    dequant[58] = v_244;
    const half v_245 = decoded[5];
    dequant[59] = v_245;
    const half v_246 = decoded[6];
    dequant[62] = v_246;
    const half v_247 = decoded[7];
    dequant[63] = v_247;
    const int v_248 = (v_174 + 16);
    const unsigned v_249 = *reinterpret_cast<const unsigned*>((Kq_s + (v_248) * 64 + v_71));
    tl::dequant_i4<true>(decoded + 0, v_249);
    const half v_250 = decoded[0];
    dequant[64] = v_250;
    const half v_251 = decoded[1];
    dequant[65] = v_251;
    const half v_252 = decoded[2];
    dequant[68] = v_252;
    const half v_253 = decoded[3];
    dequant[69] = v_253;
    const half v_254 = decoded[4];
    dequant[72] = v_254;
    const half v_255 = decoded[5];
    dequant[73] = v_255;
    const half v_256 = decoded[6];
    dequant[76] = v_256;
    const half v_257 = decoded[7];
    dequant[77] = v_257;
    const int v_258 = (v_174 + 24);
    const unsigned v_259 = *reinterpret_cast<const unsigned*>((Kq_s + (v_258) * 64 + v_71));
    tl::dequant_i4<true>(decoded + 0, v_259);
    const half v_260 = decoded[0];
    dequant[66] = v_260;
    const half v_261 = decoded[1];
    dequant[67] = v_261;
    const half v_262 = decoded[2];
    dequant[70] = v_262;
    const half v_263 = decoded[3];
    dequant[71] = v_263;
    const half v_264 = decoded[4];
    dequant[74] = v_264;
    const half v_265 = decoded[5];
    dequant[75] = v_265;
    const half v_266 = decoded[6];
    dequant[78] = v_266;
    const half v_267 = decoded[7];
    dequant[79] = v_267;
    const unsigned v_268 = *reinterpret_cast<const unsigned*>((Kq_s + (v_248) * 64 + v_73));
    tl::dequant_i4<true>(decoded + 0, v_268);
    const half v_269 = decoded[0];
    dequant[80] = v_269;
    const half v_270 = decoded[1];
    dequant[81] = v_270;
    const half v_271 = decoded[2];
    dequant[84] = v_271;
    const half v_272 = decoded[3];
    dequant[85] = v_272;
    const half v_273 = decoded[4];
    dequant[88] = v_273;
    const half v_274 = decoded[5];
    dequant[89] = v_274;
    const half v_275 = decoded[6];
    dequant[92] = v_275;
    const half v_276 = decoded[7];
    dequant[93] = v_276;
    const unsigned v_277 = *reinterpret_cast<const unsigned*>((Kq_s + (v_258) * 64 + v_73));
    tl::dequant_i4<true>(decoded + 0, v_277);
    const half v_278 = decoded[0];
    dequant[82] = v_278;
    const half v_279 = decoded[1];
    dequant[83] = v_279;
    const half v_280 = decoded[2];
    dequant[86] = v_280;
    const half v_281 = decoded[3];
    dequant[87] = v_281;
    const half v_282 = decoded[4];
    dequant[90] = v_282;
    const half v_283 = decoded[5];
    dequant[91] = v_283;
    const half v_284 = decoded[6];
    dequant[94] = v_284;
    const half v_285 = decoded[7];
    dequant[95] = v_285;
    const unsigned v_286 = *reinterpret_cast<const unsigned*>((Kq_s + (v_248) * 64 + v_75));
    tl::dequant_i4<true>(decoded + 0, v_286);
    const half v_287 = decoded[0];
    dequant[96] = v_287;
    const half v_288 = decoded[1];
    dequant[97] = v_288;
    const half v_289 = decoded[2];
    dequant[100] = v_289;
    const half v_290 = decoded[3];
    dequant[101] = v_290;
    const half v_291 = decoded[4];
    dequant[104] = v_291;
    const half v_292 = decoded[5];
    dequant[105] = v_292;
    const half v_293 = decoded[6];
    dequant[108] = v_293;
    const half v_294 = decoded[7];
    dequant[109] = v_294;
    const unsigned v_295 = *reinterpret_cast<const unsigned*>((Kq_s + (v_258) * 64 + v_75));
    tl::dequant_i4<true>(decoded + 0, v_295);
    const half v_296 = decoded[0];
    dequant[98] = v_296;
    const half v_297 = decoded[1];
    dequant[99] = v_297;
    const half v_298 = decoded[2];
    dequant[102] = v_298;
    const half v_299 = decoded[3];
    dequant[103] = v_299;
    const half v_300 = decoded[4];
    dequant[106] = v_300;
    const half v_301 = decoded[5];
    dequant[107] = v_301;
    const half v_302 = decoded[6];
    dequant[110] = v_302;
    const half v_303 = decoded[7];
    dequant[111] = v_303;
    const unsigned v_304 = *reinterpret_cast<const unsigned*>((Kq_s + (v_248) * 64 + v_77));
    tl::dequant_i4<true>(decoded + 0, v_304);
    const half v_305 = decoded[0];
    dequant[112] = v_305;
    const half v_306 = decoded[1];
    dequant[113] = v_306;
    const half v_307 = decoded[2];
    dequant[116] = v_307;
    const half v_308 = decoded[3];
    dequant[117] = v_308;
    const half v_309 = decoded[4];
    dequant[120] = v_309;
    const half v_310 = decoded[5];
    dequant[121] = v_310;
    const half v_311 = decoded[6];
    dequant[124] = v_311;
    const half v_312 = decoded[7];
    dequant[125] = v_312;
    const unsigned v_313 = *reinterpret_cast<const unsigned*>((Kq_s + (v_258) * 64 + v_77));
    tl::dequant_i4<true>(decoded + 0, v_313);
    const half v_314 = decoded[0];
    dequant[114] = v_314;
    const half v_315 = decoded[1];
    dequant[115] = v_315;
    const half v_316 = decoded[2];
    dequant[118] = v_316;
    const half v_317 = decoded[3];
    dequant[119] = v_317;
    const half v_318 = decoded[4];
    dequant[122] = v_318;
    const half v_319 = decoded[5];
    dequant[123] = v_319;
    const half v_320 = decoded[6];
    dequant[126] = v_320;
    const half v_321 = decoded[7];
    dequant[127] = v_321;
    #pragma unroll
    for (int l_v_5 = 0; l_v_5 < 16; l_v_5 += 1) {
      const int v_322 = (l_v_5 * 8);
#line 194 "tilelang/ops/decode_kernels.py"
      const tl::vec<half, 8> v_323 = *reinterpret_cast<const tl::vec<half, 8>*>((dequant + v_322));
#line 594 "tilelang/ops/decode_kernels.py"
      *reinterpret_cast<tl::vec<half, 8>*>((K_f + v_322)) = v_323;
    }
#line 601 "tilelang/ops/decode_kernels.py"
    alignas(16) half dequant_1[128];
    alignas(16) half decoded_1[8];
    const int v_324 = (v_67 + v_112);
    const unsigned v_325 = *reinterpret_cast<const unsigned*>((Vq_s + (v_324) * 64 + v_83));
    const int v_326 = (v_324 + 1);
    const unsigned v_327 = *reinterpret_cast<const unsigned*>((Vq_s + (v_326) * 64 + v_83));
    const unsigned v_328 = (v_325 & 65535u);
    const unsigned v_329 = (v_327 << 16u);
    const unsigned v_330 = (v_328 | v_329);
    tl::dequant_i4<true>(decoded_1 + 0, v_330);
    const half v_331 = decoded_1[0];
    dequant_1[0] = v_331;
    const half v_332 = decoded_1[1];
    dequant_1[1] = v_332;
    const half v_333 = decoded_1[2];
    dequant_1[2] = v_333;
    const half v_334 = decoded_1[3];
    dequant_1[3] = v_334;
    const half v_335 = decoded_1[4];
    dequant_1[32] = v_335;
    const half v_336 = decoded_1[5];
    dequant_1[33] = v_336;
    const half v_337 = decoded_1[6];
    dequant_1[34] = v_337;
    const half v_338 = decoded_1[7];
    dequant_1[35] = v_338;
    const unsigned v_339 = (v_325 >> 16u);
    const unsigned v_340 = (v_327 & 4294901760u);
    const unsigned v_341 = (v_339 | v_340);
    tl::dequant_i4<true>(decoded_1 + 0, v_341);
    const half v_342 = decoded_1[0];
    dequant_1[64] = v_342;
    const half v_343 = decoded_1[1];
    dequant_1[65] = v_343;
    const half v_344 = decoded_1[2];
    dequant_1[66] = v_344;
    const half v_345 = decoded_1[3];
    dequant_1[67] = v_345;
    const half v_346 = decoded_1[4];
    dequant_1[96] = v_346;
    const half v_347 = decoded_1[5];
    dequant_1[97] = v_347;
    const half v_348 = decoded_1[6];
    dequant_1[98] = v_348;
    const half v_349 = decoded_1[7];
    dequant_1[99] = v_349;
    const int v_350 = (v_324 + 8);
    const unsigned v_351 = *reinterpret_cast<const unsigned*>((Vq_s + (v_350) * 64 + v_83));
    const int v_352 = (v_324 + 9);
    const unsigned v_353 = *reinterpret_cast<const unsigned*>((Vq_s + (v_352) * 64 + v_83));
    const unsigned v_354 = (v_351 & 65535u);
    const unsigned v_355 = (v_353 << 16u);
    const unsigned v_356 = (v_354 | v_355);
    tl::dequant_i4<true>(decoded_1 + 0, v_356);
    const half v_357 = decoded_1[0];
    dequant_1[4] = v_357;
    const half v_358 = decoded_1[1];
    dequant_1[5] = v_358;
    const half v_359 = decoded_1[2];
    dequant_1[6] = v_359;
    const half v_360 = decoded_1[3];
    dequant_1[7] = v_360;
    const half v_361 = decoded_1[4];
    dequant_1[36] = v_361;
    const half v_362 = decoded_1[5];
    dequant_1[37] = v_362;
    const half v_363 = decoded_1[6];
    dequant_1[38] = v_363;
    const half v_364 = decoded_1[7];
    dequant_1[39] = v_364;
    const unsigned v_365 = (v_351 >> 16u);
    const unsigned v_366 = (v_353 & 4294901760u);
    const unsigned v_367 = (v_365 | v_366);
    tl::dequant_i4<true>(decoded_1 + 0, v_367);
    const half v_368 = decoded_1[0];
    dequant_1[68] = v_368;
    const half v_369 = decoded_1[1];
    dequant_1[69] = v_369;
    const half v_370 = decoded_1[2];
    dequant_1[70] = v_370;
    const half v_371 = decoded_1[3];
    dequant_1[71] = v_371;
    const half v_372 = decoded_1[4];
    dequant_1[100] = v_372;
    const half v_373 = decoded_1[5];
    dequant_1[101] = v_373;
    const half v_374 = decoded_1[6];
    dequant_1[102] = v_374;
    const half v_375 = decoded_1[7];
    dequant_1[103] = v_375;
    const int v_376 = (v_324 + 16);
    const unsigned v_377 = *reinterpret_cast<const unsigned*>((Vq_s + (v_376) * 64 + v_83));
    const int v_378 = (v_324 + 17);
    const unsigned v_379 = *reinterpret_cast<const unsigned*>((Vq_s + (v_378) * 64 + v_83));
    const unsigned v_380 = (v_377 & 65535u);
    const unsigned v_381 = (v_379 << 16u);
    const unsigned v_382 = (v_380 | v_381);
    tl::dequant_i4<true>(decoded_1 + 0, v_382);
    const half v_383 = decoded_1[0];
    dequant_1[8] = v_383;
    const half v_384 = decoded_1[1];
    dequant_1[9] = v_384;
    const half v_385 = decoded_1[2];
    dequant_1[10] = v_385;
    const half v_386 = decoded_1[3];
    dequant_1[11] = v_386;
    const half v_387 = decoded_1[4];
    dequant_1[40] = v_387;
    const half v_388 = decoded_1[5];
    dequant_1[41] = v_388;
    const half v_389 = decoded_1[6];
    dequant_1[42] = v_389;
    const half v_390 = decoded_1[7];
    dequant_1[43] = v_390;
    const unsigned v_391 = (v_377 >> 16u);
    const unsigned v_392 = (v_379 & 4294901760u);
    const unsigned v_393 = (v_391 | v_392);
    tl::dequant_i4<true>(decoded_1 + 0, v_393);
    const half v_394 = decoded_1[0];
    dequant_1[72] = v_394;
    const half v_395 = decoded_1[1];
    dequant_1[73] = v_395;
    const half v_396 = decoded_1[2];
    dequant_1[74] = v_396;
    const half v_397 = decoded_1[3];
    dequant_1[75] = v_397;
    const half v_398 = decoded_1[4];
    dequant_1[104] = v_398;
    const half v_399 = decoded_1[5];
    dequant_1[105] = v_399;
    const half v_400 = decoded_1[6];
    dequant_1[106] = v_400;
    const half v_401 = decoded_1[7];
    dequant_1[107] = v_401;
    const int v_402 = (v_324 + 24);
    const unsigned v_403 = *reinterpret_cast<const unsigned*>((Vq_s + (v_402) * 64 + v_83));
    const int v_404 = (v_324 + 25);
    const unsigned v_405 = *reinterpret_cast<const unsigned*>((Vq_s + (v_404) * 64 + v_83));
    const unsigned v_406 = (v_403 & 65535u);
    const unsigned v_407 = (v_405 << 16u);
    const unsigned v_408 = (v_406 | v_407);
    tl::dequant_i4<true>(decoded_1 + 0, v_408);
    const half v_409 = decoded_1[0];
    dequant_1[12] = v_409;
    const half v_410 = decoded_1[1];
    dequant_1[13] = v_410;
    const half v_411 = decoded_1[2];
    dequant_1[14] = v_411;
    const half v_412 = decoded_1[3];
    dequant_1[15] = v_412;
    const half v_413 = decoded_1[4];
    dequant_1[44] = v_413;
    const half v_414 = decoded_1[5];
    dequant_1[45] = v_414;
    const half v_415 = decoded_1[6];
    dequant_1[46] = v_415;
    const half v_416 = decoded_1[7];
    dequant_1[47] = v_416;
    const unsigned v_417 = (v_403 >> 16u);
    const unsigned v_418 = (v_405 & 4294901760u);
    const unsigned v_419 = (v_417 | v_418);
    tl::dequant_i4<true>(decoded_1 + 0, v_419);
    const half v_420 = decoded_1[0];
    dequant_1[76] = v_420;
    const half v_421 = decoded_1[1];
    dequant_1[77] = v_421;
    const half v_422 = decoded_1[2];
    dequant_1[78] = v_422;
    const half v_423 = decoded_1[3];
    dequant_1[79] = v_423;
    const half v_424 = decoded_1[4];
    dequant_1[108] = v_424;
    const half v_425 = decoded_1[5];
    dequant_1[109] = v_425;
    const half v_426 = decoded_1[6];
    dequant_1[110] = v_426;
    const half v_427 = decoded_1[7];
    dequant_1[111] = v_427;
    const int v_428 = (v_324 + 32);
    const unsigned v_429 = *reinterpret_cast<const unsigned*>((Vq_s + (v_428) * 64 + v_83));
    const int v_430 = (v_324 + 33);
    const unsigned v_431 = *reinterpret_cast<const unsigned*>((Vq_s + (v_430) * 64 + v_83));
    const unsigned v_432 = (v_429 & 65535u);
    const unsigned v_433 = (v_431 << 16u);
    const unsigned v_434 = (v_432 | v_433);
    tl::dequant_i4<true>(decoded_1 + 0, v_434);
    const half v_435 = decoded_1[0];
    dequant_1[16] = v_435;
    const half v_436 = decoded_1[1];
    dequant_1[17] = v_436;
    const half v_437 = decoded_1[2];
    dequant_1[18] = v_437;
    const half v_438 = decoded_1[3];
    dequant_1[19] = v_438;
    const half v_439 = decoded_1[4];
    dequant_1[48] = v_439;
    const half v_440 = decoded_1[5];
    dequant_1[49] = v_440;
    const half v_441 = decoded_1[6];
    dequant_1[50] = v_441;
    const half v_442 = decoded_1[7];
    dequant_1[51] = v_442;
    const unsigned v_443 = (v_429 >> 16u);
    const unsigned v_444 = (v_431 & 4294901760u);
    const unsigned v_445 = (v_443 | v_444);
    tl::dequant_i4<true>(decoded_1 + 0, v_445);
    const half v_446 = decoded_1[0];
    dequant_1[80] = v_446;
    const half v_447 = decoded_1[1];
    dequant_1[81] = v_447;
    const half v_448 = decoded_1[2];
    dequant_1[82] = v_448;
    const half v_449 = decoded_1[3];
    dequant_1[83] = v_449;
    const half v_450 = decoded_1[4];
    dequant_1[112] = v_450;
    const half v_451 = decoded_1[5];
    dequant_1[113] = v_451;
    const half v_452 = decoded_1[6];
    dequant_1[114] = v_452;
    const half v_453 = decoded_1[7];
    dequant_1[115] = v_453;
    const int v_454 = (v_324 + 40);
    const unsigned v_455 = *reinterpret_cast<const unsigned*>((Vq_s + (v_454) * 64 + v_83));
    const int v_456 = (v_324 + 41);
    const unsigned v_457 = *reinterpret_cast<const unsigned*>((Vq_s + (v_456) * 64 + v_83));
    const unsigned v_458 = (v_455 & 65535u);
    const unsigned v_459 = (v_457 << 16u);
    const unsigned v_460 = (v_458 | v_459);
    tl::dequant_i4<true>(decoded_1 + 0, v_460);
    const half v_461 = decoded_1[0];
    dequant_1[20] = v_461;
    const half v_462 = decoded_1[1];
    dequant_1[21] = v_462;
    const half v_463 = decoded_1[2];
    dequant_1[22] = v_463;
    const half v_464 = decoded_1[3];
    dequant_1[23] = v_464;
    const half v_465 = decoded_1[4];
    dequant_1[52] = v_465;
    const half v_466 = decoded_1[5];
    dequant_1[53] = v_466;
    const half v_467 = decoded_1[6];
    dequant_1[54] = v_467;
    const half v_468 = decoded_1[7];
    dequant_1[55] = v_468;
    const unsigned v_469 = (v_455 >> 16u);
    const unsigned v_470 = (v_457 & 4294901760u);
    const unsigned v_471 = (v_469 | v_470);
    tl::dequant_i4<true>(decoded_1 + 0, v_471);
    const half v_472 = decoded_1[0];
    dequant_1[84] = v_472;
    const half v_473 = decoded_1[1];
    dequant_1[85] = v_473;
    const half v_474 = decoded_1[2];
    dequant_1[86] = v_474;
    const half v_475 = decoded_1[3];
    dequant_1[87] = v_475;
    const half v_476 = decoded_1[4];
    dequant_1[116] = v_476;
    const half v_477 = decoded_1[5];
    dequant_1[117] = v_477;
    const half v_478 = decoded_1[6];
    dequant_1[118] = v_478;
    const half v_479 = decoded_1[7];
    dequant_1[119] = v_479;
    const int v_480 = (v_324 + 48);
    const unsigned v_481 = *reinterpret_cast<const unsigned*>((Vq_s + (v_480) * 64 + v_83));
    const int v_482 = (v_324 + 49);
    const unsigned v_483 = *reinterpret_cast<const unsigned*>((Vq_s + (v_482) * 64 + v_83));
    const unsigned v_484 = (v_481 & 65535u);
    const unsigned v_485 = (v_483 << 16u);
    const unsigned v_486 = (v_484 | v_485);
    tl::dequant_i4<true>(decoded_1 + 0, v_486);
    const half v_487 = decoded_1[0];
    dequant_1[24] = v_487;
    const half v_488 = decoded_1[1];
    dequant_1[25] = v_488;
    const half v_489 = decoded_1[2];
    dequant_1[26] = v_489;
    const half v_490 = decoded_1[3];
    dequant_1[27] = v_490;
    const half v_491 = decoded_1[4];
    dequant_1[56] = v_491;
    const half v_492 = decoded_1[5];
    dequant_1[57] = v_492;
    const half v_493 = decoded_1[6];
    dequant_1[58] = v_493;
    const half v_494 = decoded_1[7];
    dequant_1[59] = v_494;
    const unsigned v_495 = (v_481 >> 16u);
    const unsigned v_496 = (v_483 & 4294901760u);
    const unsigned v_497 = (v_495 | v_496);
    tl::dequant_i4<true>(decoded_1 + 0, v_497);
    const half v_498 = decoded_1[0];
    dequant_1[88] = v_498;
    const half v_499 = decoded_1[1];
    dequant_1[89] = v_499;
    const half v_500 = decoded_1[2];
    dequant_1[90] = v_500;
    const half v_501 = decoded_1[3];
    dequant_1[91] = v_501;
    const half v_502 = decoded_1[4];
    dequant_1[120] = v_502;
    const half v_503 = decoded_1[5];
    dequant_1[121] = v_503;
    const half v_504 = decoded_1[6];
    dequant_1[122] = v_504;
    const half v_505 = decoded_1[7];
    dequant_1[123] = v_505;
    const int v_506 = (v_324 + 56);
    const unsigned v_507 = *reinterpret_cast<const unsigned*>((Vq_s + (v_506) * 64 + v_83));
    const int v_508 = (v_324 + 57);
    const unsigned v_509 = *reinterpret_cast<const unsigned*>((Vq_s + (v_508) * 64 + v_83));
    const unsigned v_510 = (v_507 & 65535u);
    const unsigned v_511 = (v_509 << 16u);
    const unsigned v_512 = (v_510 | v_511);
    tl::dequant_i4<true>(decoded_1 + 0, v_512);
    const half v_513 = decoded_1[0];
    dequant_1[28] = v_513;
    const half v_514 = decoded_1[1];
    dequant_1[29] = v_514;
    const half v_515 = decoded_1[2];
    dequant_1[30] = v_515;
    const half v_516 = decoded_1[3];
    dequant_1[31] = v_516;
    const half v_517 = decoded_1[4];
    dequant_1[60] = v_517;
    const half v_518 = decoded_1[5];
    dequant_1[61] = v_518;
    const half v_519 = decoded_1[6];
    dequant_1[62] = v_519;
    const half v_520 = decoded_1[7];
    dequant_1[63] = v_520;
    const unsigned v_521 = (v_507 >> 16u);
    const unsigned v_522 = (v_509 & 4294901760u);
    const unsigned v_523 = (v_521 | v_522);
    tl::dequant_i4<true>(decoded_1 + 0, v_523);
    const half v_524 = decoded_1[0];
    dequant_1[92] = v_524;
    const half v_525 = decoded_1[1];
    dequant_1[93] = v_525;
    const half v_526 = decoded_1[2];
    dequant_1[94] = v_526;
    const half v_527 = decoded_1[3];
    dequant_1[95] = v_527;
    const half v_528 = decoded_1[4];
    dequant_1[124] = v_528;
    const half v_529 = decoded_1[5];
    dequant_1[125] = v_529;
    const half v_530 = decoded_1[6];
    dequant_1[126] = v_530;
    const half v_531 = decoded_1[7];
    dequant_1[127] = v_531;
    #pragma unroll
    for (int l_v_6 = 0; l_v_6 < 16; l_v_6 += 1) {
      const int v_532 = (l_v_6 * 8);
#line 194 "tilelang/ops/decode_kernels.py"
      const tl::vec<half, 8> v_533 = *reinterpret_cast<const tl::vec<half, 8>*>((dequant_1 + v_532));
#line 601 "tilelang/ops/decode_kernels.py"
      *reinterpret_cast<tl::vec<half, 8>*>((V_f + v_532)) = v_533;
    }
#line 607 "tilelang/ops/decode_kernels.py"
    #pragma unroll
    for (int l_v_7 = 0; l_v_7 < 2; l_v_7 += 1) {
      const int v_534 = (l_v_7 * 4);
      const tl::vec<float, 4> v_535 = tl::vec<float, 4>{{0.0f, 0.0f, 0.0f, 0.0f}};
      *reinterpret_cast<tl::vec<float, 4>*>((acc_s + v_534)) = v_535;
    }
#line 608 "tilelang/ops/decode_kernels.py"
    alignas(16) half a_regs[16];
    alignas(16) half b_regs[4];
    alignas(16) float c_odd[8];
    #pragma unroll
    for (int l_v_8 = 0; l_v_8 < 2; l_v_8 += 1) {
      const int v_536 = (l_v_8 * 4);
      const tl::vec<float, 4> v_537 = tl::vec<float, 4>{{0.0f, 0.0f, 0.0f, 0.0f}};
      *reinterpret_cast<tl::vec<float, 4>*>((c_odd + v_536)) = v_537;
    }
    for (int kk = 0; kk < 4; kk += 1) {
      const int v_538 = (kk * 2);
      const int v_539 = (v_538 * 16);
      const int v_540 = (v_539 + v_87);
      const int v_541 = (v_540 ^ v_88);
      tl::ldmatrix<2, false>(b_regs + 0, (Q_s + (v_84) * 128 + v_541));
      const int v_542 = (v_538 * 8);
      const half v_543 = K_f[v_542];
      a_regs[0] = v_543;
      const int v_544 = (v_542 + 1);
      const half v_545 = K_f[v_544];
      a_regs[1] = v_545;
      const int v_546 = (v_542 + 2);
      const half v_547 = K_f[v_546];
      a_regs[2] = v_547;
      const int v_548 = (v_542 + 3);
      const half v_549 = K_f[v_548];
      a_regs[3] = v_549;
      const int v_550 = (v_542 + 4);
      const half v_551 = K_f[v_550];
      a_regs[4] = v_551;
      const int v_552 = (v_542 + 5);
      const half v_553 = K_f[v_552];
      a_regs[5] = v_553;
      const int v_554 = (v_542 + 6);
      const half v_555 = K_f[v_554];
      a_regs[6] = v_555;
      const int v_556 = (v_542 + 7);
      const half v_557 = K_f[v_556];
      a_regs[7] = v_557;
      const int v_558 = (v_542 + 64);
      const half v_559 = K_f[v_558];
      a_regs[8] = v_559;
      const int v_560 = (v_542 + 65);
      const half v_561 = K_f[v_560];
      a_regs[9] = v_561;
      const int v_562 = (v_542 + 66);
      const half v_563 = K_f[v_562];
      a_regs[10] = v_563;
      const int v_564 = (v_542 + 67);
      const half v_565 = K_f[v_564];
      a_regs[11] = v_565;
      const int v_566 = (v_542 + 68);
      const half v_567 = K_f[v_566];
      a_regs[12] = v_567;
      const int v_568 = (v_542 + 69);
      const half v_569 = K_f[v_568];
      a_regs[13] = v_569;
      const int v_570 = (v_542 + 70);
      const half v_571 = K_f[v_570];
      a_regs[14] = v_571;
      const int v_572 = (v_542 + 71);
      const half v_573 = K_f[v_572];
      a_regs[15] = v_573;
      tl::mma_m16n8k16(a_regs + 0, b_regs + 0, acc_s + 0);
      tl::mma_m16n8k16(a_regs + 8, b_regs + 0, acc_s + 4);
      const int v_574 = (v_538 + 1);
      const int v_575 = (v_540 + 16);
      const int v_576 = (v_575 ^ v_88);
      tl::ldmatrix<2, false>(b_regs + 0, (Q_s + (v_84) * 128 + v_576));
      const int v_577 = (v_574 * 8);
      const half v_578 = K_f[v_577];
      a_regs[0] = v_578;
      const int v_579 = (v_577 + 1);
      const half v_580 = K_f[v_579];
      a_regs[1] = v_580;
      const int v_581 = (v_577 + 2);
      const half v_582 = K_f[v_581];
      a_regs[2] = v_582;
      const int v_583 = (v_577 + 3);
      const half v_584 = K_f[v_583];
      a_regs[3] = v_584;
      const int v_585 = (v_577 + 4);
      const half v_586 = K_f[v_585];
      a_regs[4] = v_586;
      const int v_587 = (v_577 + 5);
      const half v_588 = K_f[v_587];
      a_regs[5] = v_588;
      const int v_589 = (v_577 + 6);
      const half v_590 = K_f[v_589];
      a_regs[6] = v_590;
      const int v_591 = (v_577 + 7);
      const half v_592 = K_f[v_591];
      a_regs[7] = v_592;
      const int v_593 = (v_577 + 64);
      const half v_594 = K_f[v_593];
      a_regs[8] = v_594;
      const int v_595 = (v_577 + 65);
      const half v_596 = K_f[v_595];
      a_regs[9] = v_596;
      const int v_597 = (v_577 + 66);
      const half v_598 = K_f[v_597];
      a_regs[10] = v_598;
      const int v_599 = (v_577 + 67);
      const half v_600 = K_f[v_599];
      a_regs[11] = v_600;
      const int v_601 = (v_577 + 68);
      const half v_602 = K_f[v_601];
      a_regs[12] = v_602;
      const int v_603 = (v_577 + 69);
      const half v_604 = K_f[v_603];
      a_regs[13] = v_604;
      const int v_605 = (v_577 + 70);
      const half v_606 = K_f[v_605];
      a_regs[14] = v_606;
      const int v_607 = (v_577 + 71);
      const half v_608 = K_f[v_607];
      a_regs[15] = v_608;
      tl::mma_m16n8k16(a_regs + 0, b_regs + 0, c_odd + 0);
      tl::mma_m16n8k16(a_regs + 8, b_regs + 0, c_odd + 4);
    }
    #pragma unroll
    for (int l_v_9 = 0; l_v_9 < 2; l_v_9 += 1) {
      const int v_609 = (l_v_9 * 4);
      const tl::vec<float, 4> v_610 = *reinterpret_cast<const tl::vec<float, 4>*>((acc_s + v_609));
      const float v_611 = v_610.v[0];
      const tl::vec<float, 4> v_612 = *reinterpret_cast<const tl::vec<float, 4>*>((c_odd + v_609));
      const float v_613 = v_612.v[0];
      const float v_614 = (v_611 + v_613);
      const float v_615 = v_610.v[1];
      const float v_616 = v_612.v[1];
      const float v_617 = (v_615 + v_616);
      const float v_618 = v_610.v[2];
      const float v_619 = v_612.v[2];
      const float v_620 = (v_618 + v_619);
      const float v_621 = v_610.v[3];
      const float v_622 = v_612.v[3];
      const float v_623 = (v_621 + v_622);
      const tl::vec<float, 4> v_624 = tl::vec<float, 4>{{v_614, v_617, v_620, v_623}};
      *reinterpret_cast<tl::vec<float, 4>*>((acc_s + v_609)) = v_624;
    }
#line 609 "tilelang/ops/decode_kernels.py"
    if (v_119) {
#line 326 "tilelang/ops/decode_kernels.py"
      const int v_625 = (v_67 / 4);
      const bool v_626 = (v_625 == v_63);
#line 610 "tilelang/ops/decode_kernels.py"
      #pragma unroll
      for (int l_v_10 = 0; l_v_10 < 2; l_v_10 += 1) {
        const int v_627 = (l_v_10 * 4);
        const int l = (v_627 + 1);
        const int l_1 = (v_627 + 2);
        const int l_2 = (v_627 + 3);
        const int v_628 = (l_v_10 * 16);
        const int v_629 = (v_68 + v_628);
        const int v_630 = (v_629 + v_65);
#line 320 "tilelang/ops/decode_kernels.py"
        const int v_631 = (v_630 % 32);
#line 139 "tilelang/ops/decode_kernels.py"
        const int v_632 = v_631;
        const int v_633 = (t0_2 + v_632);
        const bool v_634 = (v_633 < len_k);
        const bool v_635 = (v_626 && v_634);
#line 611 "tilelang/ops/decode_kernels.py"
        float r_1;
        if (v_635) {
#line 612 "tilelang/ops/decode_kernels.py"
          const float v_636 = acc_s[v_627];
          const float v_637 = ks_f[v_627];
          const float v_638 = (v_636 * v_637);
#line 611 "tilelang/ops/decode_kernels.py"
          r_1 = v_638;
        } else {
#line 613 "tilelang/ops/decode_kernels.py"
          const float v_639 = (-__int_as_float(0x7f800000));
#line 611 "tilelang/ops/decode_kernels.py"
          r_1 = v_639;
        }
        float r_2;
        if (v_635) {
#line 612 "tilelang/ops/decode_kernels.py"
          const float v_640 = acc_s[l];
          const float v_641 = ks_f[l];
          const float v_642 = (v_640 * v_641);
#line 611 "tilelang/ops/decode_kernels.py"
          r_2 = v_642;
        } else {
#line 613 "tilelang/ops/decode_kernels.py"
          const float v_643 = (-__int_as_float(0x7f800000));
#line 611 "tilelang/ops/decode_kernels.py"
          r_2 = v_643;
        }
#line 610 "tilelang/ops/decode_kernels.py"
        const int v_644 = (v_630 + 8);
#line 320 "tilelang/ops/decode_kernels.py"
        const int v_645 = (v_644 % 32);
#line 139 "tilelang/ops/decode_kernels.py"
        const int v_646 = v_645;
        const int v_647 = (t0_2 + v_646);
        const bool v_648 = (v_647 < len_k);
        const bool v_649 = (v_626 && v_648);
#line 611 "tilelang/ops/decode_kernels.py"
        float r_3;
        if (v_649) {
#line 612 "tilelang/ops/decode_kernels.py"
          const float v_650 = acc_s[l_1];
          const float v_651 = ks_f[l_1];
          const float v_652 = (v_650 * v_651);
#line 611 "tilelang/ops/decode_kernels.py"
          r_3 = v_652;
        } else {
#line 613 "tilelang/ops/decode_kernels.py"
          const float v_653 = (-__int_as_float(0x7f800000));
#line 611 "tilelang/ops/decode_kernels.py"
          r_3 = v_653;
        }
        float r_4;
        if (v_649) {
#line 612 "tilelang/ops/decode_kernels.py"
          const float v_654 = acc_s[l_2];
          const float v_655 = ks_f[l_2];
          const float v_656 = (v_654 * v_655);
#line 611 "tilelang/ops/decode_kernels.py"
          r_4 = v_656;
        } else {
#line 613 "tilelang/ops/decode_kernels.py"
          const float v_657 = (-__int_as_float(0x7f800000));
#line 611 "tilelang/ops/decode_kernels.py"
          r_4 = v_657;
        }
#line 610 "tilelang/ops/decode_kernels.py"
        const tl::vec<float, 4> v_658 = tl::vec<float, 4>{{r_1, r_2, r_3, r_4}};
        *reinterpret_cast<tl::vec<float, 4>*>((acc_s + v_627)) = v_658;
      }
#line 609 "tilelang/ops/decode_kernels.py"
    } else {
#line 326 "tilelang/ops/decode_kernels.py"
      const int v_659 = (v_67 / 4);
      const bool v_660 = (v_659 == v_63);
#line 615 "tilelang/ops/decode_kernels.py"
      #pragma unroll
      for (int l_v_11 = 0; l_v_11 < 2; l_v_11 += 1) {
        const int v_661 = (l_v_11 * 4);
        const int l_3 = (v_661 + 1);
        const int l_4 = (v_661 + 2);
        const int l_5 = (v_661 + 3);
#line 616 "tilelang/ops/decode_kernels.py"
        float r_5;
        if (v_660) {
#line 617 "tilelang/ops/decode_kernels.py"
          const float v_662 = acc_s[v_661];
          const float v_663 = ks_f[v_661];
          const float v_664 = (v_662 * v_663);
#line 616 "tilelang/ops/decode_kernels.py"
          r_5 = v_664;
        } else {
#line 618 "tilelang/ops/decode_kernels.py"
          const float v_665 = (-__int_as_float(0x7f800000));
#line 616 "tilelang/ops/decode_kernels.py"
          r_5 = v_665;
        }
        float r_6;
        if (v_660) {
#line 617 "tilelang/ops/decode_kernels.py"
          const float v_666 = acc_s[l_3];
          const float v_667 = ks_f[l_3];
          const float v_668 = (v_666 * v_667);
#line 616 "tilelang/ops/decode_kernels.py"
          r_6 = v_668;
        } else {
#line 618 "tilelang/ops/decode_kernels.py"
          const float v_669 = (-__int_as_float(0x7f800000));
#line 616 "tilelang/ops/decode_kernels.py"
          r_6 = v_669;
        }
        float r_7;
        if (v_660) {
#line 617 "tilelang/ops/decode_kernels.py"
          const float v_670 = acc_s[l_4];
          const float v_671 = ks_f[l_4];
          const float v_672 = (v_670 * v_671);
#line 616 "tilelang/ops/decode_kernels.py"
          r_7 = v_672;
        } else {
#line 618 "tilelang/ops/decode_kernels.py"
          const float v_673 = (-__int_as_float(0x7f800000));
#line 616 "tilelang/ops/decode_kernels.py"
          r_7 = v_673;
        }
        float r_8;
        if (v_660) {
#line 617 "tilelang/ops/decode_kernels.py"
          const float v_674 = acc_s[l_5];
          const float v_675 = ks_f[l_5];
          const float v_676 = (v_674 * v_675);
#line 616 "tilelang/ops/decode_kernels.py"
          r_8 = v_676;
        } else {
#line 618 "tilelang/ops/decode_kernels.py"
          const float v_677 = (-__int_as_float(0x7f800000));
#line 616 "tilelang/ops/decode_kernels.py"
          r_8 = v_677;
        }
#line 615 "tilelang/ops/decode_kernels.py"
        const tl::vec<float, 4> v_678 = tl::vec<float, 4>{{r_5, r_6, r_7, r_8}};
        *reinterpret_cast<tl::vec<float, 4>*>((acc_s + v_661)) = v_678;
      }
#line 609 "tilelang/ops/decode_kernels.py"
    }
#line 624 "tilelang/ops/decode_kernels.py"
    const tl::vec<float, 2> v_679 = *reinterpret_cast<const tl::vec<float, 2>*>((m_cur + 0));
    *reinterpret_cast<tl::vec<float, 2>*>((m_prev + 0)) = v_679;
#line 625 "tilelang/ops/decode_kernels.py"
    #pragma unroll
    for (int p = 0; p < 2; p += 1) {
      const float v_680 = acc_s[p];
      const int v_681 = (p + 2);
      const float v_682 = acc_s[v_681];
      const int v_683 = (v_681 + 2);
      const float v_684 = acc_s[v_683];
      const int v_685 = (v_681 + 4);
      const float v_686 = acc_s[v_685];
      const float v_687 = fmaxf(v_680, v_682);
      const float v_688 = fmaxf(v_684, v_686);
      const float v_689 = fmaxf(v_687, v_688);
      const float v_690 = tl::shfl<0>(v_689, 4, 32);
      const float v_691 = fmaxf(v_689, v_690);
      const float v_692 = tl::shfl<0>(v_691, 8, 32);
      const float v_693 = fmaxf(v_691, v_692);
      const float v_694 = tl::shfl<0>(v_693, 16, 32);
      const float v_695 = fmaxf(v_693, v_694);
      if (v_90) {
        const int v_696 = (v_67 + p);
        reduce_partials[(v_696) * 2 + v_63] = v_695;
      }
    }
    __syncthreads();
    const float v_697 = reduce_partials[(v_67) * 2 + 0];
    const float v_698 = reduce_partials[(v_67) * 2 + 1];
    const float v_699 = fmaxf(v_697, v_698);
    const tl::vec<float, 2> v_700 = *reinterpret_cast<const tl::vec<float, 2>*>((m_cur + 0));
    const float v_701 = v_700.v[0];
    const float v_702 = fmaxf(v_701, v_699);
    const float v_703 = reduce_partials[(v_78) * 2 + 0];
    const float v_704 = reduce_partials[(v_78) * 2 + 1];
    const float v_705 = fmaxf(v_703, v_704);
    const float v_706 = v_700.v[1];
    const float v_707 = fmaxf(v_706, v_705);
    const tl::vec<float, 2> v_708 = tl::vec<float, 2>{{v_702, v_707}};
    *reinterpret_cast<tl::vec<float, 2>*>((m_cur + 0)) = v_708;
#line 626 "tilelang/ops/decode_kernels.py"
    #pragma unroll
    for (int l_v_12 = 0; l_v_12 < 2; l_v_12 += 1) {
      const int v_709 = (l_v_12 * 4);
#line 627 "tilelang/ops/decode_kernels.py"
      const tl::vec<float, 4> v_710 = *reinterpret_cast<const tl::vec<float, 4>*>((acc_s + v_709));
      const float v_711 = v_710.v[0];
      const float v_712 = (v_711 * 0.127517431974411f);
      const tl::vec<float, 2> v_713 = *reinterpret_cast<const tl::vec<float, 2>*>((m_cur + 0));
      const float v_714 = v_713.v[0];
      const float v_715 = (v_714 * 0.127517431974411f);
      const float v_716 = (v_712 - v_715);
      const float v_717 = exp2f(v_716);
      const float v_718 = v_710.v[1];
      const float v_719 = (v_718 * 0.127517431974411f);
      const float v_720 = v_713.v[1];
      const float v_721 = (v_720 * 0.127517431974411f);
      const float v_722 = (v_719 - v_721);
      const float v_723 = exp2f(v_722);
      const float v_724 = v_710.v[2];
      const float v_725 = (v_724 * 0.127517431974411f);
      const tl::vec<float, 2> v_726 = *reinterpret_cast<const tl::vec<float, 2>*>((m_cur + 0));
      const float v_727 = v_726.v[0];
      const float v_728 = (v_727 * 0.127517431974411f);
      const float v_729 = (v_725 - v_728);
      const float v_730 = exp2f(v_729);
      const float v_731 = v_710.v[3];
      const float v_732 = (v_731 * 0.127517431974411f);
      const float v_733 = v_726.v[1];
      const float v_734 = (v_733 * 0.127517431974411f);
      const float v_735 = (v_732 - v_734);
      const float v_736 = exp2f(v_735);
#line 626 "tilelang/ops/decode_kernels.py"
      const tl::vec<float, 4> v_737 = tl::vec<float, 4>{{v_717, v_723, v_730, v_736}};
      *reinterpret_cast<tl::vec<float, 4>*>((acc_s + v_709)) = v_737;
    }
#line 629 "tilelang/ops/decode_kernels.py"
    const tl::vec<float, 2> v_738 = *reinterpret_cast<const tl::vec<float, 2>*>((m_prev + 0));
    const float v_739 = v_738.v[0];
    const float v_740 = (v_739 * 0.127517431974411f);
    const tl::vec<float, 2> v_741 = *reinterpret_cast<const tl::vec<float, 2>*>((m_cur + 0));
    const float v_742 = v_741.v[0];
    const float v_743 = (v_742 * 0.127517431974411f);
    const float v_744 = (v_740 - v_743);
    const float v_745 = exp2f(v_744);
    const float v_746 = v_738.v[1];
    const float v_747 = (v_746 * 0.127517431974411f);
    const float v_748 = v_741.v[1];
    const float v_749 = (v_748 * 0.127517431974411f);
    const float v_750 = (v_747 - v_749);
    const float v_751 = exp2f(v_750);
#line 628 "tilelang/ops/decode_kernels.py"
    const tl::vec<float, 2> v_752 = tl::vec<float, 2>{{v_745, v_751}};
    *reinterpret_cast<tl::vec<float, 2>*>((m_prev + 0)) = v_752;
#line 630 "tilelang/ops/decode_kernels.py"
    #pragma unroll
    for (int p_1 = 0; p_1 < 2; p_1 += 1) {
      const float v_753 = acc_s[p_1];
      const int v_754 = (p_1 + 2);
      const float v_755 = acc_s[v_754];
      const int v_756 = (v_754 + 2);
      const float v_757 = acc_s[v_756];
      const int v_758 = (v_754 + 4);
      const float v_759 = acc_s[v_758];
      const float v_760 = (v_753 + v_755);
      const float v_761 = (v_757 + v_759);
      const float v_762 = (v_760 + v_761);
      const float v_763 = tl::shfl<0>(v_762, 4, 32);
      const float v_764 = (v_762 + v_763);
      const float v_765 = tl::shfl<0>(v_764, 8, 32);
      const float v_766 = (v_764 + v_765);
      const float v_767 = tl::shfl<0>(v_766, 16, 32);
      const float v_768 = (v_766 + v_767);
      if (v_90) {
        const int v_769 = (v_67 + p_1);
        reduce_partials_1[(v_769) * 2 + v_63] = v_768;
      }
    }
    __syncthreads();
    const float v_770 = reduce_partials_1[(v_67) * 2 + 0];
    const float v_771 = reduce_partials_1[(v_67) * 2 + 1];
    const float v_772 = (v_770 + v_771);
    const float v_773 = reduce_partials_1[(v_78) * 2 + 0];
    const float v_774 = reduce_partials_1[(v_78) * 2 + 1];
    const float v_775 = (v_773 + v_774);
    const tl::vec<float, 2> v_776 = tl::vec<float, 2>{{v_772, v_775}};
    *reinterpret_cast<tl::vec<float, 2>*>((l_blk + 0)) = v_776;
#line 632 "tilelang/ops/decode_kernels.py"
    #pragma unroll
    for (int l_v_13 = 0; l_v_13 < 2; l_v_13 += 1) {
      const int v_777 = (l_v_13 * 4);
#line 633 "tilelang/ops/decode_kernels.py"
      const tl::vec<float, 4> v_778 = *reinterpret_cast<const tl::vec<float, 4>*>((acc_s + v_777));
      const float v_779 = v_778.v[0];
      const tl::vec<float, 4> v_780 = *reinterpret_cast<const tl::vec<float, 4>*>((vs_f + v_777));
      const float v_781 = v_780.v[0];
      const float v_782 = (v_779 * v_781);
      const float v_783 = v_778.v[1];
      const float v_784 = v_780.v[1];
      const float v_785 = (v_783 * v_784);
      const float v_786 = v_778.v[2];
      const float v_787 = v_780.v[2];
      const float v_788 = (v_786 * v_787);
      const float v_789 = v_778.v[3];
      const float v_790 = v_780.v[3];
      const float v_791 = (v_789 * v_790);
#line 632 "tilelang/ops/decode_kernels.py"
      const tl::vec<float, 4> v_792 = tl::vec<float, 4>{{v_782, v_785, v_788, v_791}};
      *reinterpret_cast<tl::vec<float, 4>*>((acc_s + v_777)) = v_792;
    }
#line 634 "tilelang/ops/decode_kernels.py"
    #pragma unroll
    for (int l_v_14 = 0; l_v_14 < 4; l_v_14 += 1) {
      const int v_793 = (l_v_14 * 4);
#line 635 "tilelang/ops/decode_kernels.py"
      const tl::vec<float, 4> v_794 = *reinterpret_cast<const tl::vec<float, 4>*>((acc_o + v_793));
      const float v_795 = v_794.v[0];
      const tl::vec<float, 2> v_796 = *reinterpret_cast<const tl::vec<float, 2>*>((m_prev + 0));
      const float v_797 = v_796.v[0];
      const float v_798 = (v_795 * v_797);
      const float v_799 = v_794.v[1];
      const float v_800 = v_796.v[1];
      const float v_801 = (v_799 * v_800);
      const float v_802 = v_794.v[2];
      const tl::vec<float, 2> v_803 = *reinterpret_cast<const tl::vec<float, 2>*>((m_prev + 0));
      const float v_804 = v_803.v[0];
      const float v_805 = (v_802 * v_804);
      const float v_806 = v_794.v[3];
      const float v_807 = v_803.v[1];
      const float v_808 = (v_806 * v_807);
#line 634 "tilelang/ops/decode_kernels.py"
      const tl::vec<float, 4> v_809 = tl::vec<float, 4>{{v_798, v_801, v_805, v_808}};
      *reinterpret_cast<tl::vec<float, 4>*>((acc_o + v_793)) = v_809;
    }
#line 637 "tilelang/ops/decode_kernels.py"
    const tl::vec<float, 2> v_810 = *reinterpret_cast<const tl::vec<float, 2>*>((l_sum + 0));
    const float v_811 = v_810.v[0];
    const tl::vec<float, 2> v_812 = *reinterpret_cast<const tl::vec<float, 2>*>((m_prev + 0));
    const float v_813 = v_812.v[0];
    const float v_814 = (v_811 * v_813);
    const tl::vec<float, 2> v_815 = *reinterpret_cast<const tl::vec<float, 2>*>((l_blk + 0));
    const float v_816 = v_815.v[0];
    const float v_817 = (v_814 + v_816);
    const float v_818 = v_810.v[1];
    const float v_819 = v_812.v[1];
    const float v_820 = (v_818 * v_819);
    const float v_821 = v_815.v[1];
    const float v_822 = (v_820 + v_821);
#line 636 "tilelang/ops/decode_kernels.py"
    const tl::vec<float, 2> v_823 = tl::vec<float, 2>{{v_817, v_822}};
    *reinterpret_cast<tl::vec<float, 2>*>((l_sum + 0)) = v_823;
#line 638 "tilelang/ops/decode_kernels.py"
    #pragma unroll
    for (int l_v_15 = 0; l_v_15 < 2; l_v_15 += 1) {
      const int v_824 = (l_v_15 * 4);
      const int v_825 = (l_v_15 * 16);
      const int v_826 = (v_68 + v_825);
      const int v_827 = (v_826 + v_65);
      const tl::vec<float, 4> v_828 = *reinterpret_cast<const tl::vec<float, 4>*>((acc_s + v_824));
      const float v_829 = v_828.v[0];
      const half v_830 = tl::cast<half>(v_829);
      const float v_831 = v_828.v[1];
      const half v_832 = tl::cast<half>(v_831);
      const tl::vec<half, 2> v_833 = tl::vec<half, 2>{{v_830, v_832}};
      *reinterpret_cast<tl::vec<half, 2>*>((P_s + (v_827) * 8 + v_67)) = v_833;
      const int v_834 = (v_827 + 8);
      const float v_835 = v_828.v[2];
      const half v_836 = tl::cast<half>(v_835);
      const float v_837 = v_828.v[3];
      const half v_838 = tl::cast<half>(v_837);
      const tl::vec<half, 2> v_839 = tl::vec<half, 2>{{v_836, v_838}};
      *reinterpret_cast<tl::vec<half, 2>*>((P_s + (v_834) * 8 + v_67)) = v_839;
    }
    __syncthreads();
#line 639 "tilelang/ops/decode_kernels.py"
    alignas(16) half a_regs_1[32];
    alignas(16) half b_regs_1[4];
    for (int kk_1 = 0; kk_1 < 4; kk_1 += 1) {
      const int v_840 = (kk_1 * 16);
      const int v_841 = (v_840 + v_91);
      tl::ldmatrix<2, true>(b_regs_1 + 0, (P_s + (v_841) * 8 + 0));
      const int v_842 = (kk_1 * 8);
      const half v_843 = V_f[v_842];
      a_regs_1[0] = v_843;
      const int v_844 = (v_842 + 1);
      const half v_845 = V_f[v_844];
      a_regs_1[1] = v_845;
      const int v_846 = (v_842 + 2);
      const half v_847 = V_f[v_846];
      a_regs_1[2] = v_847;
      const int v_848 = (v_842 + 3);
      const half v_849 = V_f[v_848];
      a_regs_1[3] = v_849;
      const int v_850 = (v_842 + 4);
      const half v_851 = V_f[v_850];
      a_regs_1[4] = v_851;
      const int v_852 = (v_842 + 5);
      const half v_853 = V_f[v_852];
      a_regs_1[5] = v_853;
      const int v_854 = (v_842 + 6);
      const half v_855 = V_f[v_854];
      a_regs_1[6] = v_855;
      const int v_856 = (v_842 + 7);
      const half v_857 = V_f[v_856];
      a_regs_1[7] = v_857;
      const int v_858 = (v_842 + 32);
      const half v_859 = V_f[v_858];
      a_regs_1[8] = v_859;
      const int v_860 = (v_842 + 33);
      const half v_861 = V_f[v_860];
      a_regs_1[9] = v_861;
      const int v_862 = (v_842 + 34);
      const half v_863 = V_f[v_862];
      a_regs_1[10] = v_863;
      const int v_864 = (v_842 + 35);
      const half v_865 = V_f[v_864];
      a_regs_1[11] = v_865;
      const int v_866 = (v_842 + 36);
      const half v_867 = V_f[v_866];
      a_regs_1[12] = v_867;
      const int v_868 = (v_842 + 37);
      const half v_869 = V_f[v_868];
      a_regs_1[13] = v_869;
      const int v_870 = (v_842 + 38);
      const half v_871 = V_f[v_870];
      a_regs_1[14] = v_871;
      const int v_872 = (v_842 + 39);
      const half v_873 = V_f[v_872];
      a_regs_1[15] = v_873;
      const int v_874 = (v_842 + 64);
      const half v_875 = V_f[v_874];
      a_regs_1[16] = v_875;
      const int v_876 = (v_842 + 65);
      const half v_877 = V_f[v_876];
      a_regs_1[17] = v_877;
      const int v_878 = (v_842 + 66);
      const half v_879 = V_f[v_878];
      a_regs_1[18] = v_879;
      const int v_880 = (v_842 + 67);
      const half v_881 = V_f[v_880];
      a_regs_1[19] = v_881;
      const int v_882 = (v_842 + 68);
      const half v_883 = V_f[v_882];
      a_regs_1[20] = v_883;
      const int v_884 = (v_842 + 69);
      const half v_885 = V_f[v_884];
      a_regs_1[21] = v_885;
      const int v_886 = (v_842 + 70);
      const half v_887 = V_f[v_886];
      a_regs_1[22] = v_887;
      const int v_888 = (v_842 + 71);
      const half v_889 = V_f[v_888];
      a_regs_1[23] = v_889;
      const int v_890 = (v_842 + 96);
      const half v_891 = V_f[v_890];
      a_regs_1[24] = v_891;
      const int v_892 = (v_842 + 97);
      const half v_893 = V_f[v_892];
      a_regs_1[25] = v_893;
      const int v_894 = (v_842 + 98);
      const half v_895 = V_f[v_894];
      a_regs_1[26] = v_895;
      const int v_896 = (v_842 + 99);
      const half v_897 = V_f[v_896];
      a_regs_1[27] = v_897;
      const int v_898 = (v_842 + 100);
      const half v_899 = V_f[v_898];
      a_regs_1[28] = v_899;
      const int v_900 = (v_842 + 101);
      const half v_901 = V_f[v_900];
      a_regs_1[29] = v_901;
      const int v_902 = (v_842 + 102);
      const half v_903 = V_f[v_902];
      a_regs_1[30] = v_903;
      const int v_904 = (v_842 + 103);
      const half v_905 = V_f[v_904];
      a_regs_1[31] = v_905;
      tl::mma_m16n8k16(a_regs_1 + 0, b_regs_1 + 0, acc_o + 0);
      tl::mma_m16n8k16(a_regs_1 + 8, b_regs_1 + 0, acc_o + 4);
      tl::mma_m16n8k16(a_regs_1 + 16, b_regs_1 + 0, acc_o + 8);
      tl::mma_m16n8k16(a_regs_1 + 24, b_regs_1 + 0, acc_o + 12);
    }
#line 587 "tilelang/ops/decode_kernels.py"
    const bool v_906 = (r == 1);
    const int v_907 = (v_94 + 2);
    const int v_908 = (v_906 ? 0 : v_907);
#line 549 "tilelang/ops/decode_kernels.py"
    r = v_908;
#line 587 "tilelang/ops/decode_kernels.py"
  }
  tl::cp_async_wait<0>();
#line 342 "tilelang/ops/decode_kernels.py"
  const int v_909 = (v_67 % 4);
#line 348 "tilelang/ops/decode_kernels.py"
  const int v_910 = (v_67 / 4);
  const int v_911 = (v_7 + v_910);
  const int v_912 = (v_911 * 4);
  const int v_913 = (v_912 + v_909);
  const int v_914 = (v_913 + 1);
#line 640 "tilelang/ops/decode_kernels.py"
  #pragma unroll
  for (int l_v_16 = 0; l_v_16 < 8; l_v_16 += 1) {
    const int v_915 = (l_v_16 * 2);
    const int l_6 = (v_915 + 1);
    const int v_916 = (l_v_16 / 2);
    const int v_917 = (v_916 * 16);
    const int v_918 = (v_79 + v_917);
    const int v_919 = (v_918 + v_65);
    const int v_920 = (l_v_16 % 2);
    const int v_921 = (v_920 * 8);
    const int v_922 = (v_919 + v_921);
#line 643 "tilelang/ops/decode_kernels.py"
    const tl::vec<float, 2> v_923 = *reinterpret_cast<const tl::vec<float, 2>*>((l_sum + 0));
    const float v_924 = v_923.v[0];
    const bool v_925 = (v_924 > 0.0f);
#line 642 "tilelang/ops/decode_kernels.py"
    float r_9;
    if (v_925) {
#line 643 "tilelang/ops/decode_kernels.py"
      const float v_926 = acc_o[v_915];
      const float v_927 = l_sum[0];
      const float v_928 = (v_926 / v_927);
#line 642 "tilelang/ops/decode_kernels.py"
      r_9 = v_928;
    } else {
      r_9 = 0.0f;
    }
#line 263 "tilelang/ops/decode_kernels.py"
    const int v_929 = (v_922 % 64);
    const int v_930 = (v_929 / 8);
    const int v_931 = (v_81 + v_930);
#line 642 "tilelang/ops/decode_kernels.py"
    Opart[(((((int)blockIdx.z) * 1 + 0) * 32 + v_913) * 5 + (int)blockIdx.x) * 128 + v_931] = r_9;
#line 643 "tilelang/ops/decode_kernels.py"
    const float v_932 = v_923.v[1];
    const bool v_933 = (v_932 > 0.0f);
#line 642 "tilelang/ops/decode_kernels.py"
    float r_10;
    if (v_933) {
#line 643 "tilelang/ops/decode_kernels.py"
      const float v_934 = acc_o[l_6];
      const float v_935 = l_sum[1];
      const float v_936 = (v_934 / v_935);
#line 642 "tilelang/ops/decode_kernels.py"
      r_10 = v_936;
    } else {
      r_10 = 0.0f;
    }
    Opart[(((((int)blockIdx.z) * 1 + 0) * 32 + v_914) * 5 + (int)blockIdx.x) * 128 + v_931] = r_10;
#line 640 "tilelang/ops/decode_kernels.py"
  }
#line 644 "tilelang/ops/decode_kernels.py"
  const bool v_937 = (tid == v_66);
  if (v_937) {
#line 647 "tilelang/ops/decode_kernels.py"
    const tl::vec<float, 2> v_938 = *reinterpret_cast<const tl::vec<float, 2>*>((l_sum + 0));
    const float v_939 = v_938.v[0];
    const bool v_940 = (v_939 > 0.0f);
#line 646 "tilelang/ops/decode_kernels.py"
    float r_11;
    if (v_940) {
#line 647 "tilelang/ops/decode_kernels.py"
      const float v_941 = m_cur[0];
      const float v_942 = (v_941 * 0.127517431974411f);
      const float v_943 = l_sum[0];
      const float v_944 = log2f(v_943);
      const float v_945 = (v_942 + v_944);
#line 646 "tilelang/ops/decode_kernels.py"
      r_11 = v_945;
    } else {
#line 647 "tilelang/ops/decode_kernels.py"
      const float v_946 = (-__int_as_float(0x7f800000));
#line 646 "tilelang/ops/decode_kernels.py"
      r_11 = v_946;
    }
    Lse[((((int)blockIdx.z) * 1 + 0) * 32 + v_913) * 5 + (int)blockIdx.x] = r_11;
#line 647 "tilelang/ops/decode_kernels.py"
    const float v_947 = v_938.v[1];
    const bool v_948 = (v_947 > 0.0f);
#line 646 "tilelang/ops/decode_kernels.py"
    float r_12;
    if (v_948) {
#line 647 "tilelang/ops/decode_kernels.py"
      const float v_949 = m_cur[1];
      const float v_950 = (v_949 * 0.127517431974411f);
      const float v_951 = l_sum[1];
      const float v_952 = log2f(v_951);
      const float v_953 = (v_950 + v_952);
#line 646 "tilelang/ops/decode_kernels.py"
      r_12 = v_953;
    } else {
#line 647 "tilelang/ops/decode_kernels.py"
      const float v_954 = (-__int_as_float(0x7f800000));
#line 646 "tilelang/ops/decode_kernels.py"
      r_12 = v_954;
    }
    Lse[((((int)blockIdx.z) * 1 + 0) * 32 + v_914) * 5 + (int)blockIdx.x] = r_12;
#line 644 "tilelang/ops/decode_kernels.py"
  }
}
