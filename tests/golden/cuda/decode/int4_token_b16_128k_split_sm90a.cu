// decode_attention: q (16, 1, 32, 128) float16, cache (16 x 131072, 8, 128) int4 scales by token; sm_90a
// split kernel; tile [64, 64, 2], keys major True, stages 2, fast math True, 5 splits (plan_splits without a GPU)
// written by `python scripts/update_golden.py` (never by hand): the CUDA source after prelude.cuh and a blank line, #line paths repository-relative
#line 570 "tilelang/ops/decode_kernels.py"
extern "C" __global__ void __launch_bounds__(64) split_kv_keys_major_kernel(half* __restrict__ Q, unsigned char* __restrict__ KC, unsigned char* __restrict__ VC, half* __restrict__ KS, half* __restrict__ VS, int* __restrict__ Lens, float* __restrict__ Opart, float* __restrict__ Lse, const __grid_constant__ tl::TensorMap KC_tmap, const __grid_constant__ tl::TensorMap VC_tmap) {
  extern __shared__ __align__(1024) unsigned char tl_smem[];
  const int tid = (int)threadIdx.x;
#line 358 "tilelang/ops/decode_kernels.py"
  unsigned long long* const tma_bar = reinterpret_cast<unsigned long long*>(tl_smem + 21632);
  if (threadIdx.x == 0 && threadIdx.y == 0 && threadIdx.z == 0) {
    for (int i = 0; i < 2; ++i) tl::mbar_init(tma_bar + i, 1);
    tl::fence_mbar_init();
  }
  unsigned long long* const tma_bar_1 = reinterpret_cast<unsigned long long*>(tl_smem + 21760);
  if (threadIdx.x == 0 && threadIdx.y == 0 && threadIdx.z == 0) {
    for (int i = 0; i < 2; ++i) tl::mbar_init(tma_bar_1 + i, 1);
    tl::fence_mbar_init();
  }
  unsigned long long* const tma_bar_2 = reinterpret_cast<unsigned long long*>(tl_smem + 21888);
  if (threadIdx.x == 0 && threadIdx.y == 0 && threadIdx.z == 0) {
    for (int i = 0; i < 2; ++i) tl::mbar_init(tma_bar_2 + i, 1);
    tl::fence_mbar_init();
  }
  unsigned long long* const tma_bar_3 = reinterpret_cast<unsigned long long*>(tl_smem + 22016);
  if (threadIdx.x == 0 && threadIdx.y == 0 && threadIdx.z == 0) {
    for (int i = 0; i < 2; ++i) tl::mbar_init(tma_bar_3 + i, 1);
    tl::fence_mbar_init();
  }
#line 572 "tilelang/ops/decode_kernels.py"
  #if __CUDA_ARCH__ >= 900
  asm volatile("griddepcontrol.wait;" ::: "memory");
  #endif
#line 573 "tilelang/ops/decode_kernels.py"
  #if __CUDA_ARCH__ >= 900
  asm volatile("griddepcontrol.launch_dependents;" ::: "memory");
  #endif
#line 576 "tilelang/ops/decode_kernels.py"
  half* const Q_s = reinterpret_cast<half*>(tl_smem + 16384);
#line 577 "tilelang/ops/decode_kernels.py"
  half* const P_s = reinterpret_cast<half*>(tl_smem + 18432);
#line 579 "tilelang/ops/decode_kernels.py"
  unsigned char* const Kq_s = reinterpret_cast<unsigned char*>(tl_smem + 0);
#line 580 "tilelang/ops/decode_kernels.py"
  unsigned char* const Vq_s = reinterpret_cast<unsigned char*>(tl_smem + 8192);
#line 583 "tilelang/ops/decode_kernels.py"
  half* const KSl_s = reinterpret_cast<half*>(tl_smem + 19456);
#line 584 "tilelang/ops/decode_kernels.py"
  half* const VSl_s = reinterpret_cast<half*>(tl_smem + 20480);
#line 585 "tilelang/ops/decode_kernels.py"
  alignas(16) float ks_f[8];
#line 586 "tilelang/ops/decode_kernels.py"
  alignas(16) float vs_f[8];
#line 587 "tilelang/ops/decode_kernels.py"
  alignas(16) half K_f[128];
#line 588 "tilelang/ops/decode_kernels.py"
  alignas(16) half V_f[128];
#line 589 "tilelang/ops/decode_kernels.py"
  alignas(16) float acc_s[8];
#line 592 "tilelang/ops/decode_kernels.py"
  alignas(16) float acc_o[16];
#line 593 "tilelang/ops/decode_kernels.py"
  alignas(16) float m_prev[2];
#line 594 "tilelang/ops/decode_kernels.py"
  alignas(16) float m_cur[2];
#line 595 "tilelang/ops/decode_kernels.py"
  alignas(16) float l_sum[2];
#line 597 "tilelang/ops/decode_kernels.py"
  alignas(16) float l_part[8];
#line 600 "tilelang/ops/decode_kernels.py"
  const int len_k = Lens[(int)blockIdx.z];
#line 376 "tilelang/ops/decode_kernels.py"
  const int v = (len_k + 32);
  const int v_1 = (v - 1);
  const int n_blocks = tl::floordiv(v_1, 32);
#line 377 "tilelang/ops/decode_kernels.py"
  const int v_2 = (n_blocks + 5);
  const int v_3 = (v_2 - 1);
  const int per = tl::floordiv(v_3, 5);
#line 378 "tilelang/ops/decode_kernels.py"
  const int v_4 = (int)blockIdx.x;
  const int start = (v_4 * per);
#line 379 "tilelang/ops/decode_kernels.py"
  const int v_5 = (n_blocks - start);
  const int v_6 = tl::min(per, v_5);
  const int count = tl::max(v_6, 0);
#line 369 "tilelang/ops/decode_kernels.py"
  const int v_7 = ((int)blockIdx.y * 2);
#line 387 "tilelang/ops/decode_kernels.py"
  for (int e = 0; e < 2; e += 1) {
    const int v_8 = (e * 64);
    const int v_9 = (v_8 + tid);
    const int v_10 = (v_9 % 16);
    const int v_11 = (v_9 / 16);
    const int v_12 = (v_10 * 8);
#line 388 "tilelang/ops/decode_kernels.py"
    const int rr = tl::min(v_11, 7);
#line 363 "tilelang/ops/decode_kernels.py"
    const int v_13 = (rr % 4);
#line 369 "tilelang/ops/decode_kernels.py"
    const int v_14 = (rr / 4);
    const int v_15 = (v_7 + v_14);
    const int v_16 = (v_15 * 4);
    const int v_17 = (v_16 + v_13);
#line 70 "tilelang/ops/decode_kernels.py"
    const int v_18 = (v_12 / 32);
    const int v_19 = (v_18 * 8);
#line 59 "tilelang/ops/decode_kernels.py"
    const int v_20 = (v_12 % 32);
    const int v_21 = (v_20 / 8);
#line 70 "tilelang/ops/decode_kernels.py"
    const int v_22 = (v_19 + v_21);
#line 393 "tilelang/ops/decode_kernels.py"
    const half v_23 = Q[((((int)blockIdx.z) * 1 + 0) * 32 + v_17) * 128 + v_22];
    const int v_24 = (v_11 * 8);
    const int v_25 = (v_12 ^ v_24);
#line 70 "tilelang/ops/decode_kernels.py"
    const int v_26 = (v_22 + 4);
#line 393 "tilelang/ops/decode_kernels.py"
    const half v_27 = Q[((((int)blockIdx.z) * 1 + 0) * 32 + v_17) * 128 + v_26];
#line 70 "tilelang/ops/decode_kernels.py"
    const int v_28 = (v_22 + 32);
#line 393 "tilelang/ops/decode_kernels.py"
    const half v_29 = Q[((((int)blockIdx.z) * 1 + 0) * 32 + v_17) * 128 + v_28];
#line 70 "tilelang/ops/decode_kernels.py"
    const int v_30 = (v_22 + 36);
#line 393 "tilelang/ops/decode_kernels.py"
    const half v_31 = Q[((((int)blockIdx.z) * 1 + 0) * 32 + v_17) * 128 + v_30];
#line 70 "tilelang/ops/decode_kernels.py"
    const int v_32 = (v_22 + 64);
#line 393 "tilelang/ops/decode_kernels.py"
    const half v_33 = Q[((((int)blockIdx.z) * 1 + 0) * 32 + v_17) * 128 + v_32];
#line 70 "tilelang/ops/decode_kernels.py"
    const int v_34 = (v_22 + 68);
#line 393 "tilelang/ops/decode_kernels.py"
    const half v_35 = Q[((((int)blockIdx.z) * 1 + 0) * 32 + v_17) * 128 + v_34];
#line 70 "tilelang/ops/decode_kernels.py"
    const int v_36 = (v_22 + 96);
#line 393 "tilelang/ops/decode_kernels.py"
    const half v_37 = Q[((((int)blockIdx.z) * 1 + 0) * 32 + v_17) * 128 + v_36];
#line 70 "tilelang/ops/decode_kernels.py"
    const int v_38 = (v_22 + 100);
#line 393 "tilelang/ops/decode_kernels.py"
    const half v_39 = Q[((((int)blockIdx.z) * 1 + 0) * 32 + v_17) * 128 + v_38];
    const tl::vec<half, 8> v_40 = tl::vec<half, 8>{{v_23, v_27, v_29, v_31, v_33, v_35, v_37, v_39}};
    *reinterpret_cast<tl::vec<half, 8>*>((Q_s + (v_11) * 128 + v_25)) = v_40;
#line 387 "tilelang/ops/decode_kernels.py"
  }
  __syncthreads();
#line 609 "tilelang/ops/decode_kernels.py"
  #pragma unroll
  for (int l_v = 0; l_v < 4; l_v += 1) {
    const int v_41 = (l_v * 4);
    const tl::vec<float, 4> v_42 = tl::vec<float, 4>{{0.0f, 0.0f, 0.0f, 0.0f}};
    *reinterpret_cast<tl::vec<float, 4>*>((acc_o + v_41)) = v_42;
  }
#line 610 "tilelang/ops/decode_kernels.py"
  #pragma unroll
  for (int l_v_1 = 0; l_v_1 < 2; l_v_1 += 1) {
    const int v_43 = (l_v_1 * 4);
    const tl::vec<float, 4> v_44 = tl::vec<float, 4>{{0.0f, 0.0f, 0.0f, 0.0f}};
    *reinterpret_cast<tl::vec<float, 4>*>((l_part + v_43)) = v_44;
  }
#line 611 "tilelang/ops/decode_kernels.py"
  const tl::vec<float, 2> v_45 = tl::vec<float, 2>{{-1.0000000150474662e+30f, -1.0000000150474662e+30f}};
  *reinterpret_cast<tl::vec<float, 2>*>((m_cur + 0)) = v_45;
#line 612 "tilelang/ops/decode_kernels.py"
  const int v_46 = count;
#line 682 "tilelang/ops/decode_kernels.py"
  float* const reduce_partials = reinterpret_cast<float*>(tl_smem + 21504);
#line 570 "tilelang/ops/decode_kernels.py"
  const bool v_47 = (0 < v_46);
#line 612 "tilelang/ops/decode_kernels.py"
  if (v_47) {
    const int v_48 = (v_46 + -1);
    const int v_49 = tl::min(0, v_48);
#line 613 "tilelang/ops/decode_kernels.py"
    const int v_50 = v_49;
    const int v_51 = (start + v_50);
    const int t0 = (v_51 * 32);
#line 358 "tilelang/ops/decode_kernels.py"
    const int v_52 = t0;
    const bool v_53 = (tid == 0);
    const int v_54 = (v_7 + 1);
#line 426 "tilelang/ops/decode_kernels.py"
    const bool v_55 = (tid < 32);
#line 619 "tilelang/ops/decode_kernels.py"
    const int v_56 = (tid % 32);
#line 358 "tilelang/ops/decode_kernels.py"
    if (v_53) {
      tl::mbar_expect_tx((tma_bar + 0), 2048);
      tl::tma_load((Kq_s + (0) * 64 + 0), &KC_tmap, (tma_bar + 0), 0, v_7, v_52, (int)blockIdx.z);
    }
    if (v_53) {
      tl::mbar_expect_tx((tma_bar_1 + 0), 2048);
      tl::tma_load((Kq_s + (32) * 64 + 0), &KC_tmap, (tma_bar_1 + 0), 0, v_54, v_52, (int)blockIdx.z);
    }
    if (v_53) {
      tl::mbar_expect_tx((tma_bar_2 + 0), 2048);
      tl::tma_load((Vq_s + (0) * 64 + 0), &VC_tmap, (tma_bar_2 + 0), 0, v_7, v_52, (int)blockIdx.z);
    }
    if (v_53) {
      tl::mbar_expect_tx((tma_bar_3 + 0), 2048);
      tl::tma_load((Vq_s + (32) * 64 + 0), &VC_tmap, (tma_bar_3 + 0), 0, v_54, v_52, (int)blockIdx.z);
    }
#line 426 "tilelang/ops/decode_kernels.py"
    if (v_55) {
      const int v_57 = (v_56 + v_52);
      const bool v_58 = (v_57 < 131072);
      tl::cp_async<16>((KSl_s + (v_56) * 8 + 0), (v_58 ? (KS + ((((int)blockIdx.z) * 131072 + v_57) * 8 + 0) * 1 + 0) : (const void*)KS), v_58);
    }
#line 427 "tilelang/ops/decode_kernels.py"
    if (v_55) {
      const int v_59 = (v_56 + v_52);
      const bool v_60 = (v_59 < 131072);
      tl::cp_async<16>((VSl_s + (v_56) * 8 + 0), (v_60 ? (VS + ((((int)blockIdx.z) * 131072 + v_59) * 8 + 0) * 1 + 0) : (const void*)VS), v_60);
    }
#line 612 "tilelang/ops/decode_kernels.py"
  }
  tl::cp_async_commit();
#line 358 "tilelang/ops/decode_kernels.py"
  const bool v_61 = (tid == 0);
  const int v_62 = (v_7 + 1);
#line 426 "tilelang/ops/decode_kernels.py"
  const bool v_63 = (tid < 32);
#line 619 "tilelang/ops/decode_kernels.py"
  const int v_64 = (tid / 32);
  const int v_65 = (tid % 32);
  const int v_66 = (v_65 / 4);
  const int v_67 = (v_65 % 4);
  const int v_68 = (v_67 * 2);
  const int v_69 = (v_64 * 32);
  const int v_70 = (v_69 + v_66);
  const int v_71 = (v_67 * 4);
  const int v_72 = (v_71 * 4);
  const int v_73 = (v_71 + 1);
  const int v_74 = (v_73 * 4);
  const int v_75 = (v_71 + 2);
  const int v_76 = (v_75 * 4);
  const int v_77 = (v_71 + 3);
  const int v_78 = (v_77 * 4);
  const int v_79 = (v_68 + 1);
#line 626 "tilelang/ops/decode_kernels.py"
  const int v_80 = (v_64 * 64);
  const int v_81 = (v_66 * 8);
  const int v_82 = (v_80 + v_81);
  const int v_83 = (v_82 / 8);
  const int v_84 = (v_83 * 4);
#line 633 "tilelang/ops/decode_kernels.py"
  const int v_85 = (v_65 % 8);
  const int v_86 = (v_65 / 8);
  const int v_87 = (v_86 % 2);
  const int v_88 = (v_87 * 8);
  const int v_89 = (v_85 * 8);
#line 682 "tilelang/ops/decode_kernels.py"
  const int v_90 = (v_65 & 28);
  const bool v_91 = (v_90 == 0);
#line 701 "tilelang/ops/decode_kernels.py"
  const int v_92 = (v_65 % 16);
#line 612 "tilelang/ops/decode_kernels.py"
  int r = 0;
  for (int kb = 0; kb < v_46; kb += 1) {
    tl::cp_async_wait<0>();
    __syncthreads();
    const int v_93 = (kb + 1);
    const bool v_94 = (r == 0);
    const int v_95 = (r - 1);
    const int v_96 = (v_94 ? 1 : v_95);
    const bool v_97 = (v_93 < v_46);
    if (v_97) {
      const int v_98 = (v_46 + -1);
      const int v_99 = tl::min(v_93, v_98);
#line 613 "tilelang/ops/decode_kernels.py"
      const int v_100 = v_99;
      const int v_101 = (start + v_100);
      const int t0_1 = (v_101 * 32);
#line 358 "tilelang/ops/decode_kernels.py"
      const int v_102 = t0_1;
#line 612 "tilelang/ops/decode_kernels.py"
      const int v_103 = (v_96 * 64);
      const int v_104 = (v_96 * 32);
#line 358 "tilelang/ops/decode_kernels.py"
      if (v_61) {
        tl::mbar_expect_tx((tma_bar + v_96), 2048);
        tl::tma_load((Kq_s + (v_103) * 64 + 0), &KC_tmap, (tma_bar + v_96), 0, v_7, v_102, (int)blockIdx.z);
      }
      if (v_61) {
        const int v_105 = (v_103 + 32);
        tl::mbar_expect_tx((tma_bar_1 + v_96), 2048);
        tl::tma_load((Kq_s + (v_105) * 64 + 0), &KC_tmap, (tma_bar_1 + v_96), 0, v_62, v_102, (int)blockIdx.z);
      }
      if (v_61) {
        tl::mbar_expect_tx((tma_bar_2 + v_96), 2048);
        tl::tma_load((Vq_s + (v_103) * 64 + 0), &VC_tmap, (tma_bar_2 + v_96), 0, v_7, v_102, (int)blockIdx.z);
      }
      if (v_61) {
        const int v_106 = (v_103 + 32);
        tl::mbar_expect_tx((tma_bar_3 + v_96), 2048);
        tl::tma_load((Vq_s + (v_106) * 64 + 0), &VC_tmap, (tma_bar_3 + v_96), 0, v_62, v_102, (int)blockIdx.z);
      }
#line 426 "tilelang/ops/decode_kernels.py"
      if (v_63) {
        const int v_107 = (v_65 + v_102);
        const bool v_108 = (v_107 < 131072);
        const int v_109 = (v_65 + v_104);
        tl::cp_async<16>((KSl_s + (v_109) * 8 + 0), (v_108 ? (KS + ((((int)blockIdx.z) * 131072 + v_107) * 8 + 0) * 1 + 0) : (const void*)KS), v_108);
      }
#line 427 "tilelang/ops/decode_kernels.py"
      if (v_63) {
        const int v_110 = (v_65 + v_102);
        const bool v_111 = (v_110 < 131072);
        const int v_112 = (v_65 + v_104);
        tl::cp_async<16>((VSl_s + (v_112) * 8 + 0), (v_111 ? (VS + ((((int)blockIdx.z) * 131072 + v_110) * 8 + 0) * 1 + 0) : (const void*)VS), v_111);
      }
#line 612 "tilelang/ops/decode_kernels.py"
    }
    tl::cp_async_commit();
    const int v_113 = (r * 64);
    const int v_114 = (r * 32);
#line 613 "tilelang/ops/decode_kernels.py"
    const int v_115 = kb;
    const int v_116 = (start + v_115);
    const int t0_2 = (v_116 * 32);
#line 358 "tilelang/ops/decode_kernels.py"
    const int v_117 = (t0_2 + 32);
#line 612 "tilelang/ops/decode_kernels.py"
    const int v_118 = (kb / 2);
    const int v_119 = (v_118 % 2);
#line 358 "tilelang/ops/decode_kernels.py"
    tl::mbar_wait((tma_bar + r), v_119);
    __syncthreads();
    tl::mbar_wait((tma_bar_1 + r), v_119);
    tl::mbar_wait((tma_bar_2 + r), v_119);
    tl::mbar_wait((tma_bar_3 + r), v_119);
#line 164 "tilelang/ops/decode_kernels.py"
    const bool v_120 = (v_117 > len_k);
#line 429 "tilelang/ops/decode_kernels.py"
    if (v_120) {
#line 325 "tilelang/ops/decode_kernels.py"
      const int h = (v_7 + v_64);
#line 401 "tilelang/ops/decode_kernels.py"
      #pragma unroll
      for (int l_v_2 = 0; l_v_2 < 2; l_v_2 += 1) {
        const int v_121 = (l_v_2 * 4);
        const int v_122 = (l_v_2 * 16);
        const int v_123 = (v_69 + v_122);
        const int v_124 = (v_123 + v_66);
#line 341 "tilelang/ops/decode_kernels.py"
        const int n = (v_124 % 32);
#line 327 "tilelang/ops/decode_kernels.py"
        const int v_125 = (n + v_114);
        const half v_126 = KSl_s[(v_125) * 8 + h];
        const float s = tl::cast<float>(v_126);
#line 335 "tilelang/ops/decode_kernels.py"
        const int v_127 = n;
        const int v_128 = (t0_2 + v_127);
        const bool v_129 = (v_128 < len_k);
        const float v_130 = (v_129 ? s : 0.0f);
#line 401 "tilelang/ops/decode_kernels.py"
        const int v_131 = (v_124 + 8);
#line 341 "tilelang/ops/decode_kernels.py"
        const int n_1 = (v_131 % 32);
#line 327 "tilelang/ops/decode_kernels.py"
        const int v_132 = (v_125 + 8);
        const half v_133 = KSl_s[(v_132) * 8 + h];
        const float s_1 = tl::cast<float>(v_133);
#line 335 "tilelang/ops/decode_kernels.py"
        const int v_134 = n_1;
        const int v_135 = (t0_2 + v_134);
        const bool v_136 = (v_135 < len_k);
        const float v_137 = (v_136 ? s_1 : 0.0f);
#line 401 "tilelang/ops/decode_kernels.py"
        const tl::vec<float, 4> v_138 = tl::vec<float, 4>{{v_130, v_130, v_137, v_137}};
        *reinterpret_cast<tl::vec<float, 4>*>((ks_f + v_121)) = v_138;
      }
#line 403 "tilelang/ops/decode_kernels.py"
      #pragma unroll
      for (int l_v_3 = 0; l_v_3 < 2; l_v_3 += 1) {
        const int v_139 = (l_v_3 * 4);
        const int v_140 = (l_v_3 * 16);
        const int v_141 = (v_69 + v_140);
        const int v_142 = (v_141 + v_66);
#line 341 "tilelang/ops/decode_kernels.py"
        const int n_2 = (v_142 % 32);
#line 327 "tilelang/ops/decode_kernels.py"
        const int v_143 = (n_2 + v_114);
        const half v_144 = VSl_s[(v_143) * 8 + h];
        const float s_2 = tl::cast<float>(v_144);
#line 335 "tilelang/ops/decode_kernels.py"
        const int v_145 = n_2;
        const int v_146 = (t0_2 + v_145);
        const bool v_147 = (v_146 < len_k);
        const float v_148 = (v_147 ? s_2 : 0.0f);
#line 403 "tilelang/ops/decode_kernels.py"
        const int v_149 = (v_142 + 8);
#line 341 "tilelang/ops/decode_kernels.py"
        const int n_3 = (v_149 % 32);
#line 327 "tilelang/ops/decode_kernels.py"
        const int v_150 = (v_143 + 8);
        const half v_151 = VSl_s[(v_150) * 8 + h];
        const float s_3 = tl::cast<float>(v_151);
#line 335 "tilelang/ops/decode_kernels.py"
        const int v_152 = n_3;
        const int v_153 = (t0_2 + v_152);
        const bool v_154 = (v_153 < len_k);
        const float v_155 = (v_154 ? s_3 : 0.0f);
#line 403 "tilelang/ops/decode_kernels.py"
        const tl::vec<float, 4> v_156 = tl::vec<float, 4>{{v_148, v_148, v_155, v_155}};
        *reinterpret_cast<tl::vec<float, 4>*>((vs_f + v_139)) = v_156;
      }
#line 429 "tilelang/ops/decode_kernels.py"
    } else {
#line 325 "tilelang/ops/decode_kernels.py"
      const int h_1 = (v_7 + v_64);
#line 401 "tilelang/ops/decode_kernels.py"
      #pragma unroll
      for (int l_v_4 = 0; l_v_4 < 2; l_v_4 += 1) {
        const int v_157 = (l_v_4 * 4);
        const int v_158 = (l_v_4 * 16);
        const int v_159 = (v_69 + v_158);
        const int v_160 = (v_159 + v_66);
#line 341 "tilelang/ops/decode_kernels.py"
        const int n_4 = (v_160 % 32);
#line 327 "tilelang/ops/decode_kernels.py"
        const int v_161 = (n_4 + v_114);
        const half v_162 = KSl_s[(v_161) * 8 + h_1];
        const float s_4 = tl::cast<float>(v_162);
        const int v_163 = (v_161 + 8);
        const half v_164 = KSl_s[(v_163) * 8 + h_1];
        const float s_5 = tl::cast<float>(v_164);
#line 401 "tilelang/ops/decode_kernels.py"
        const tl::vec<float, 4> v_165 = tl::vec<float, 4>{{s_4, s_4, s_5, s_5}};
        *reinterpret_cast<tl::vec<float, 4>*>((ks_f + v_157)) = v_165;
      }
#line 403 "tilelang/ops/decode_kernels.py"
      #pragma unroll
      for (int l_v_5 = 0; l_v_5 < 2; l_v_5 += 1) {
        const int v_166 = (l_v_5 * 4);
        const int v_167 = (l_v_5 * 16);
        const int v_168 = (v_69 + v_167);
        const int v_169 = (v_168 + v_66);
#line 341 "tilelang/ops/decode_kernels.py"
        const int n_5 = (v_169 % 32);
#line 327 "tilelang/ops/decode_kernels.py"
        const int v_170 = (n_5 + v_114);
        const half v_171 = VSl_s[(v_170) * 8 + h_1];
        const float s_6 = tl::cast<float>(v_171);
        const int v_172 = (v_170 + 8);
        const half v_173 = VSl_s[(v_172) * 8 + h_1];
        const float s_7 = tl::cast<float>(v_173);
#line 403 "tilelang/ops/decode_kernels.py"
        const tl::vec<float, 4> v_174 = tl::vec<float, 4>{{s_6, s_6, s_7, s_7}};
        *reinterpret_cast<tl::vec<float, 4>*>((vs_f + v_166)) = v_174;
      }
#line 429 "tilelang/ops/decode_kernels.py"
    }
#line 619 "tilelang/ops/decode_kernels.py"
    alignas(16) half dequant[128];
    alignas(16) half decoded[8];
    const int v_175 = (v_70 + v_113);
    const unsigned v_176 = *reinterpret_cast<const unsigned*>((Kq_s + (v_175) * 64 + v_72));
    tl::dequant_i4<true>(decoded + 0, v_176);
    const half v_177 = decoded[0];
    dequant[0] = v_177;
    const half v_178 = decoded[1];
    dequant[1] = v_178;
    const half v_179 = decoded[2];
    dequant[4] = v_179;
    const half v_180 = decoded[3];
    dequant[5] = v_180;
    const half v_181 = decoded[4];
    dequant[8] = v_181;
    const half v_182 = decoded[5];
    dequant[9] = v_182;
    const half v_183 = decoded[6];
    dequant[12] = v_183;
    const half v_184 = decoded[7];
    dequant[13] = v_184;
    const int v_185 = (v_175 + 8);
    const unsigned v_186 = *reinterpret_cast<const unsigned*>((Kq_s + (v_185) * 64 + v_72));
    tl::dequant_i4<true>(decoded + 0, v_186);
    const half v_187 = decoded[0];
    dequant[2] = v_187;
    const half v_188 = decoded[1];
    dequant[3] = v_188;
    const half v_189 = decoded[2];
    dequant[6] = v_189;
    const half v_190 = decoded[3];
    dequant[7] = v_190;
    const half v_191 = decoded[4];
    dequant[10] = v_191;
    const half v_192 = decoded[5];
    dequant[11] = v_192;
    const half v_193 = decoded[6];
    dequant[14] = v_193;
    const half v_194 = decoded[7];
    dequant[15] = v_194;
    const unsigned v_195 = *reinterpret_cast<const unsigned*>((Kq_s + (v_175) * 64 + v_74));
    tl::dequant_i4<true>(decoded + 0, v_195);
    const half v_196 = decoded[0];
    dequant[16] = v_196;
    const half v_197 = decoded[1];
    dequant[17] = v_197;
    const half v_198 = decoded[2];
    dequant[20] = v_198;
    const half v_199 = decoded[3];
    dequant[21] = v_199;
    const half v_200 = decoded[4];
    dequant[24] = v_200;
    const half v_201 = decoded[5];
    dequant[25] = v_201;
    const half v_202 = decoded[6];
    dequant[28] = v_202;
    const half v_203 = decoded[7];
    dequant[29] = v_203;
    const unsigned v_204 = *reinterpret_cast<const unsigned*>((Kq_s + (v_185) * 64 + v_74));
    tl::dequant_i4<true>(decoded + 0, v_204);
    const half v_205 = decoded[0];
    dequant[18] = v_205;
    const half v_206 = decoded[1];
    dequant[19] = v_206;
    const half v_207 = decoded[2];
    dequant[22] = v_207;
    const half v_208 = decoded[3];
    dequant[23] = v_208;
    const half v_209 = decoded[4];
    dequant[26] = v_209;
    const half v_210 = decoded[5];
    dequant[27] = v_210;
    const half v_211 = decoded[6];
    dequant[30] = v_211;
    const half v_212 = decoded[7];
    dequant[31] = v_212;
    const unsigned v_213 = *reinterpret_cast<const unsigned*>((Kq_s + (v_175) * 64 + v_76));
    tl::dequant_i4<true>(decoded + 0, v_213);
    const half v_214 = decoded[0];
    dequant[32] = v_214;
    const half v_215 = decoded[1];
    dequant[33] = v_215;
    const half v_216 = decoded[2];
    dequant[36] = v_216;
    const half v_217 = decoded[3];
    dequant[37] = v_217;
    const half v_218 = decoded[4];
    dequant[40] = v_218;
    const half v_219 = decoded[5];
    dequant[41] = v_219;
    const half v_220 = decoded[6];
    dequant[44] = v_220;
    const half v_221 = decoded[7];
    dequant[45] = v_221;
    const unsigned v_222 = *reinterpret_cast<const unsigned*>((Kq_s + (v_185) * 64 + v_76));
    tl::dequant_i4<true>(decoded + 0, v_222);
    const half v_223 = decoded[0];
    dequant[34] = v_223;
    const half v_224 = decoded[1];
    dequant[35] = v_224;
    const half v_225 = decoded[2];
    dequant[38] = v_225;
    const half v_226 = decoded[3];
    dequant[39] = v_226;
    const half v_227 = decoded[4];
    dequant[42] = v_227;
    const half v_228 = decoded[5];
    dequant[43] = v_228;
    const half v_229 = decoded[6];
    dequant[46] = v_229;
    const half v_230 = decoded[7];
    dequant[47] = v_230;
    const unsigned v_231 = *reinterpret_cast<const unsigned*>((Kq_s + (v_175) * 64 + v_78));
    tl::dequant_i4<true>(decoded + 0, v_231);
    const half v_232 = decoded[0];
    dequant[48] = v_232;
    const half v_233 = decoded[1];
    dequant[49] = v_233;
    const half v_234 = decoded[2];
    dequant[52] = v_234;
    const half v_235 = decoded[3];
    dequant[53] = v_235;
    const half v_236 = decoded[4];
    dequant[56] = v_236;
    const half v_237 = decoded[5];
    dequant[57] = v_237;
    const half v_238 = decoded[6];
    dequant[60] = v_238;
    const half v_239 = decoded[7];
    dequant[61] = v_239;
    const unsigned v_240 = *reinterpret_cast<const unsigned*>((Kq_s + (v_185) * 64 + v_78));
    tl::dequant_i4<true>(decoded + 0, v_240);
    const half v_241 = decoded[0];
    dequant[50] = v_241;
    const half v_242 = decoded[1];
    dequant[51] = v_242;
    const half v_243 = decoded[2];
    dequant[54] = v_243;
    const half v_244 = decoded[3];
    dequant[55] = v_244;
    const half v_245 = decoded[4];
    dequant[58] = v_245;
    const half v_246 = decoded[5];
    dequant[59] = v_246;
    const half v_247 = decoded[6];
    dequant[62] = v_247;
    const half v_248 = decoded[7];
    dequant[63] = v_248;
    const int v_249 = (v_175 + 16);
    const unsigned v_250 = *reinterpret_cast<const unsigned*>((Kq_s + (v_249) * 64 + v_72));
    tl::dequant_i4<true>(decoded + 0, v_250);
    const half v_251 = decoded[0];
    dequant[64] = v_251;
    const half v_252 = decoded[1];
    dequant[65] = v_252;
    const half v_253 = decoded[2];
    dequant[68] = v_253;
    const half v_254 = decoded[3];
    dequant[69] = v_254;
    const half v_255 = decoded[4];
    dequant[72] = v_255;
    const half v_256 = decoded[5];
    dequant[73] = v_256;
    const half v_257 = decoded[6];
    dequant[76] = v_257;
    const half v_258 = decoded[7];
    dequant[77] = v_258;
    const int v_259 = (v_175 + 24);
    const unsigned v_260 = *reinterpret_cast<const unsigned*>((Kq_s + (v_259) * 64 + v_72));
    tl::dequant_i4<true>(decoded + 0, v_260);
    const half v_261 = decoded[0];
    dequant[66] = v_261;
    const half v_262 = decoded[1];
    dequant[67] = v_262;
    const half v_263 = decoded[2];
    dequant[70] = v_263;
    const half v_264 = decoded[3];
    dequant[71] = v_264;
    const half v_265 = decoded[4];
    dequant[74] = v_265;
    const half v_266 = decoded[5];
    dequant[75] = v_266;
    const half v_267 = decoded[6];
    dequant[78] = v_267;
    const half v_268 = decoded[7];
    dequant[79] = v_268;
    const unsigned v_269 = *reinterpret_cast<const unsigned*>((Kq_s + (v_249) * 64 + v_74));
    tl::dequant_i4<true>(decoded + 0, v_269);
    const half v_270 = decoded[0];
    dequant[80] = v_270;
    const half v_271 = decoded[1];
    dequant[81] = v_271;
    const half v_272 = decoded[2];
    dequant[84] = v_272;
    const half v_273 = decoded[3];
    dequant[85] = v_273;
    const half v_274 = decoded[4];
    dequant[88] = v_274;
    const half v_275 = decoded[5];
    dequant[89] = v_275;
    const half v_276 = decoded[6];
    dequant[92] = v_276;
    const half v_277 = decoded[7];
    dequant[93] = v_277;
    const unsigned v_278 = *reinterpret_cast<const unsigned*>((Kq_s + (v_259) * 64 + v_74));
    tl::dequant_i4<true>(decoded + 0, v_278);
    const half v_279 = decoded[0];
    dequant[82] = v_279;
    const half v_280 = decoded[1];
    dequant[83] = v_280;
    const half v_281 = decoded[2];
    dequant[86] = v_281;
    const half v_282 = decoded[3];
    dequant[87] = v_282;
    const half v_283 = decoded[4];
    dequant[90] = v_283;
    const half v_284 = decoded[5];
    dequant[91] = v_284;
    const half v_285 = decoded[6];
    dequant[94] = v_285;
    const half v_286 = decoded[7];
    dequant[95] = v_286;
    const unsigned v_287 = *reinterpret_cast<const unsigned*>((Kq_s + (v_249) * 64 + v_76));
    tl::dequant_i4<true>(decoded + 0, v_287);
    const half v_288 = decoded[0];
    dequant[96] = v_288;
    const half v_289 = decoded[1];
    dequant[97] = v_289;
    const half v_290 = decoded[2];
    dequant[100] = v_290;
    const half v_291 = decoded[3];
    dequant[101] = v_291;
    const half v_292 = decoded[4];
    dequant[104] = v_292;
    const half v_293 = decoded[5];
    dequant[105] = v_293;
    const half v_294 = decoded[6];
    dequant[108] = v_294;
    const half v_295 = decoded[7];
    dequant[109] = v_295;
    const unsigned v_296 = *reinterpret_cast<const unsigned*>((Kq_s + (v_259) * 64 + v_76));
    tl::dequant_i4<true>(decoded + 0, v_296);
    const half v_297 = decoded[0];
    dequant[98] = v_297;
    const half v_298 = decoded[1];
    dequant[99] = v_298;
    const half v_299 = decoded[2];
    dequant[102] = v_299;
    const half v_300 = decoded[3];
    dequant[103] = v_300;
    const half v_301 = decoded[4];
    dequant[106] = v_301;
    const half v_302 = decoded[5];
    dequant[107] = v_302;
    const half v_303 = decoded[6];
    dequant[110] = v_303;
    const half v_304 = decoded[7];
    dequant[111] = v_304;
    const unsigned v_305 = *reinterpret_cast<const unsigned*>((Kq_s + (v_249) * 64 + v_78));
    tl::dequant_i4<true>(decoded + 0, v_305);
    const half v_306 = decoded[0];
    dequant[112] = v_306;
    const half v_307 = decoded[1];
    dequant[113] = v_307;
    const half v_308 = decoded[2];
    dequant[116] = v_308;
    const half v_309 = decoded[3];
    dequant[117] = v_309;
    const half v_310 = decoded[4];
    dequant[120] = v_310;
    const half v_311 = decoded[5];
    dequant[121] = v_311;
    const half v_312 = decoded[6];
    dequant[124] = v_312;
    const half v_313 = decoded[7];
    dequant[125] = v_313;
    const unsigned v_314 = *reinterpret_cast<const unsigned*>((Kq_s + (v_259) * 64 + v_78));
    tl::dequant_i4<true>(decoded + 0, v_314);
    const half v_315 = decoded[0];
    dequant[114] = v_315;
    const half v_316 = decoded[1];
    dequant[115] = v_316;
    const half v_317 = decoded[2];
    dequant[118] = v_317;
    const half v_318 = decoded[3];
    dequant[119] = v_318;
    const half v_319 = decoded[4];
    dequant[122] = v_319;
    const half v_320 = decoded[5];
    dequant[123] = v_320;
    const half v_321 = decoded[6];
    dequant[126] = v_321;
    const half v_322 = decoded[7];
    dequant[127] = v_322;
    #pragma unroll
    for (int l_v_6 = 0; l_v_6 < 16; l_v_6 += 1) {
      const int v_323 = (l_v_6 * 8);
#line 199 "tilelang/ops/decode_kernels.py"
      const tl::vec<half, 8> v_324 = *reinterpret_cast<const tl::vec<half, 8>*>((dequant + v_323));
#line 619 "tilelang/ops/decode_kernels.py"
      *reinterpret_cast<tl::vec<half, 8>*>((K_f + v_323)) = v_324;
    }
#line 626 "tilelang/ops/decode_kernels.py"
    alignas(16) half dequant_1[128];
    alignas(16) half decoded_1[8];
    const int v_325 = (v_68 + v_113);
    const unsigned v_326 = *reinterpret_cast<const unsigned*>((Vq_s + (v_325) * 64 + v_84));
    const int v_327 = (v_325 + 1);
    const unsigned v_328 = *reinterpret_cast<const unsigned*>((Vq_s + (v_327) * 64 + v_84));
    const unsigned v_329 = (v_326 & 65535u);
    const unsigned v_330 = (v_328 << 16u);
    const unsigned v_331 = (v_329 | v_330);
    tl::dequant_i4<true>(decoded_1 + 0, v_331);
    const half v_332 = decoded_1[0];
    dequant_1[0] = v_332;
    const half v_333 = decoded_1[1];
    dequant_1[1] = v_333;
    const half v_334 = decoded_1[2];
    dequant_1[2] = v_334;
    const half v_335 = decoded_1[3];
    dequant_1[3] = v_335;
    const half v_336 = decoded_1[4];
    dequant_1[32] = v_336;
    const half v_337 = decoded_1[5];
    dequant_1[33] = v_337;
    const half v_338 = decoded_1[6];
    dequant_1[34] = v_338;
    const half v_339 = decoded_1[7];
    dequant_1[35] = v_339;
    const unsigned v_340 = (v_326 >> 16u);
    const unsigned v_341 = (v_328 & 4294901760u);
    const unsigned v_342 = (v_340 | v_341);
    tl::dequant_i4<true>(decoded_1 + 0, v_342);
    const half v_343 = decoded_1[0];
    dequant_1[64] = v_343;
    const half v_344 = decoded_1[1];
    dequant_1[65] = v_344;
    const half v_345 = decoded_1[2];
    dequant_1[66] = v_345;
    const half v_346 = decoded_1[3];
    dequant_1[67] = v_346;
    const half v_347 = decoded_1[4];
    dequant_1[96] = v_347;
    const half v_348 = decoded_1[5];
    dequant_1[97] = v_348;
    const half v_349 = decoded_1[6];
    dequant_1[98] = v_349;
    const half v_350 = decoded_1[7];
    dequant_1[99] = v_350;
    const int v_351 = (v_325 + 8);
    const unsigned v_352 = *reinterpret_cast<const unsigned*>((Vq_s + (v_351) * 64 + v_84));
    const int v_353 = (v_325 + 9);
    const unsigned v_354 = *reinterpret_cast<const unsigned*>((Vq_s + (v_353) * 64 + v_84));
    const unsigned v_355 = (v_352 & 65535u);
    const unsigned v_356 = (v_354 << 16u);
    const unsigned v_357 = (v_355 | v_356);
    tl::dequant_i4<true>(decoded_1 + 0, v_357);
    const half v_358 = decoded_1[0];
    dequant_1[4] = v_358;
    const half v_359 = decoded_1[1];
    dequant_1[5] = v_359;
    const half v_360 = decoded_1[2];
    dequant_1[6] = v_360;
    const half v_361 = decoded_1[3];
    dequant_1[7] = v_361;
    const half v_362 = decoded_1[4];
    dequant_1[36] = v_362;
    const half v_363 = decoded_1[5];
    dequant_1[37] = v_363;
    const half v_364 = decoded_1[6];
    dequant_1[38] = v_364;
    const half v_365 = decoded_1[7];
    dequant_1[39] = v_365;
    const unsigned v_366 = (v_352 >> 16u);
    const unsigned v_367 = (v_354 & 4294901760u);
    const unsigned v_368 = (v_366 | v_367);
    tl::dequant_i4<true>(decoded_1 + 0, v_368);
    const half v_369 = decoded_1[0];
    dequant_1[68] = v_369;
    const half v_370 = decoded_1[1];
    dequant_1[69] = v_370;
    const half v_371 = decoded_1[2];
    dequant_1[70] = v_371;
    const half v_372 = decoded_1[3];
    dequant_1[71] = v_372;
    const half v_373 = decoded_1[4];
    dequant_1[100] = v_373;
    const half v_374 = decoded_1[5];
    dequant_1[101] = v_374;
    const half v_375 = decoded_1[6];
    dequant_1[102] = v_375;
    const half v_376 = decoded_1[7];
    dequant_1[103] = v_376;
    const int v_377 = (v_325 + 16);
    const unsigned v_378 = *reinterpret_cast<const unsigned*>((Vq_s + (v_377) * 64 + v_84));
    const int v_379 = (v_325 + 17);
    const unsigned v_380 = *reinterpret_cast<const unsigned*>((Vq_s + (v_379) * 64 + v_84));
    const unsigned v_381 = (v_378 & 65535u);
    const unsigned v_382 = (v_380 << 16u);
    const unsigned v_383 = (v_381 | v_382);
    tl::dequant_i4<true>(decoded_1 + 0, v_383);
    const half v_384 = decoded_1[0];
    dequant_1[8] = v_384;
    const half v_385 = decoded_1[1];
    dequant_1[9] = v_385;
    const half v_386 = decoded_1[2];
    dequant_1[10] = v_386;
    const half v_387 = decoded_1[3];
    dequant_1[11] = v_387;
    const half v_388 = decoded_1[4];
    dequant_1[40] = v_388;
    const half v_389 = decoded_1[5];
    dequant_1[41] = v_389;
    const half v_390 = decoded_1[6];
    dequant_1[42] = v_390;
    const half v_391 = decoded_1[7];
    dequant_1[43] = v_391;
    const unsigned v_392 = (v_378 >> 16u);
    const unsigned v_393 = (v_380 & 4294901760u);
    const unsigned v_394 = (v_392 | v_393);
    tl::dequant_i4<true>(decoded_1 + 0, v_394);
    const half v_395 = decoded_1[0];
    dequant_1[72] = v_395;
    const half v_396 = decoded_1[1];
    dequant_1[73] = v_396;
    const half v_397 = decoded_1[2];
    dequant_1[74] = v_397;
    const half v_398 = decoded_1[3];
    dequant_1[75] = v_398;
    const half v_399 = decoded_1[4];
    dequant_1[104] = v_399;
    const half v_400 = decoded_1[5];
    dequant_1[105] = v_400;
    const half v_401 = decoded_1[6];
    dequant_1[106] = v_401;
    const half v_402 = decoded_1[7];
    dequant_1[107] = v_402;
    const int v_403 = (v_325 + 24);
    const unsigned v_404 = *reinterpret_cast<const unsigned*>((Vq_s + (v_403) * 64 + v_84));
    const int v_405 = (v_325 + 25);
    const unsigned v_406 = *reinterpret_cast<const unsigned*>((Vq_s + (v_405) * 64 + v_84));
    const unsigned v_407 = (v_404 & 65535u);
    const unsigned v_408 = (v_406 << 16u);
    const unsigned v_409 = (v_407 | v_408);
    tl::dequant_i4<true>(decoded_1 + 0, v_409);
    const half v_410 = decoded_1[0];
    dequant_1[12] = v_410;
    const half v_411 = decoded_1[1];
    dequant_1[13] = v_411;
    const half v_412 = decoded_1[2];
    dequant_1[14] = v_412;
    const half v_413 = decoded_1[3];
    dequant_1[15] = v_413;
    const half v_414 = decoded_1[4];
    dequant_1[44] = v_414;
    const half v_415 = decoded_1[5];
    dequant_1[45] = v_415;
    const half v_416 = decoded_1[6];
    dequant_1[46] = v_416;
    const half v_417 = decoded_1[7];
    dequant_1[47] = v_417;
    const unsigned v_418 = (v_404 >> 16u);
    const unsigned v_419 = (v_406 & 4294901760u);
    const unsigned v_420 = (v_418 | v_419);
    tl::dequant_i4<true>(decoded_1 + 0, v_420);
    const half v_421 = decoded_1[0];
    dequant_1[76] = v_421;
    const half v_422 = decoded_1[1];
    dequant_1[77] = v_422;
    const half v_423 = decoded_1[2];
    dequant_1[78] = v_423;
    const half v_424 = decoded_1[3];
    dequant_1[79] = v_424;
    const half v_425 = decoded_1[4];
    dequant_1[108] = v_425;
    const half v_426 = decoded_1[5];
    dequant_1[109] = v_426;
    const half v_427 = decoded_1[6];
    dequant_1[110] = v_427;
    const half v_428 = decoded_1[7];
    dequant_1[111] = v_428;
    const int v_429 = (v_325 + 32);
    const unsigned v_430 = *reinterpret_cast<const unsigned*>((Vq_s + (v_429) * 64 + v_84));
    const int v_431 = (v_325 + 33);
    const unsigned v_432 = *reinterpret_cast<const unsigned*>((Vq_s + (v_431) * 64 + v_84));
    const unsigned v_433 = (v_430 & 65535u);
    const unsigned v_434 = (v_432 << 16u);
    const unsigned v_435 = (v_433 | v_434);
    tl::dequant_i4<true>(decoded_1 + 0, v_435);
    const half v_436 = decoded_1[0];
    dequant_1[16] = v_436;
    const half v_437 = decoded_1[1];
    dequant_1[17] = v_437;
    const half v_438 = decoded_1[2];
    dequant_1[18] = v_438;
    const half v_439 = decoded_1[3];
    dequant_1[19] = v_439;
    const half v_440 = decoded_1[4];
    dequant_1[48] = v_440;
    const half v_441 = decoded_1[5];
    dequant_1[49] = v_441;
    const half v_442 = decoded_1[6];
    dequant_1[50] = v_442;
    const half v_443 = decoded_1[7];
    dequant_1[51] = v_443;
    const unsigned v_444 = (v_430 >> 16u);
    const unsigned v_445 = (v_432 & 4294901760u);
    const unsigned v_446 = (v_444 | v_445);
    tl::dequant_i4<true>(decoded_1 + 0, v_446);
    const half v_447 = decoded_1[0];
    dequant_1[80] = v_447;
    const half v_448 = decoded_1[1];
    dequant_1[81] = v_448;
    const half v_449 = decoded_1[2];
    dequant_1[82] = v_449;
    const half v_450 = decoded_1[3];
    dequant_1[83] = v_450;
    const half v_451 = decoded_1[4];
    dequant_1[112] = v_451;
    const half v_452 = decoded_1[5];
    dequant_1[113] = v_452;
    const half v_453 = decoded_1[6];
    dequant_1[114] = v_453;
    const half v_454 = decoded_1[7];
    dequant_1[115] = v_454;
    const int v_455 = (v_325 + 40);
    const unsigned v_456 = *reinterpret_cast<const unsigned*>((Vq_s + (v_455) * 64 + v_84));
    const int v_457 = (v_325 + 41);
    const unsigned v_458 = *reinterpret_cast<const unsigned*>((Vq_s + (v_457) * 64 + v_84));
    const unsigned v_459 = (v_456 & 65535u);
    const unsigned v_460 = (v_458 << 16u);
    const unsigned v_461 = (v_459 | v_460);
    tl::dequant_i4<true>(decoded_1 + 0, v_461);
    const half v_462 = decoded_1[0];
    dequant_1[20] = v_462;
    const half v_463 = decoded_1[1];
    dequant_1[21] = v_463;
    const half v_464 = decoded_1[2];
    dequant_1[22] = v_464;
    const half v_465 = decoded_1[3];
    dequant_1[23] = v_465;
    const half v_466 = decoded_1[4];
    dequant_1[52] = v_466;
    const half v_467 = decoded_1[5];
    dequant_1[53] = v_467;
    const half v_468 = decoded_1[6];
    dequant_1[54] = v_468;
    const half v_469 = decoded_1[7];
    dequant_1[55] = v_469;
    const unsigned v_470 = (v_456 >> 16u);
    const unsigned v_471 = (v_458 & 4294901760u);
    const unsigned v_472 = (v_470 | v_471);
    tl::dequant_i4<true>(decoded_1 + 0, v_472);
    const half v_473 = decoded_1[0];
    dequant_1[84] = v_473;
    const half v_474 = decoded_1[1];
    dequant_1[85] = v_474;
    const half v_475 = decoded_1[2];
    dequant_1[86] = v_475;
    const half v_476 = decoded_1[3];
    dequant_1[87] = v_476;
    const half v_477 = decoded_1[4];
    dequant_1[116] = v_477;
    const half v_478 = decoded_1[5];
    dequant_1[117] = v_478;
    const half v_479 = decoded_1[6];
    dequant_1[118] = v_479;
    const half v_480 = decoded_1[7];
    dequant_1[119] = v_480;
    const int v_481 = (v_325 + 48);
    const unsigned v_482 = *reinterpret_cast<const unsigned*>((Vq_s + (v_481) * 64 + v_84));
    const int v_483 = (v_325 + 49);
    const unsigned v_484 = *reinterpret_cast<const unsigned*>((Vq_s + (v_483) * 64 + v_84));
    const unsigned v_485 = (v_482 & 65535u);
    const unsigned v_486 = (v_484 << 16u);
    const unsigned v_487 = (v_485 | v_486);
    tl::dequant_i4<true>(decoded_1 + 0, v_487);
    const half v_488 = decoded_1[0];
    dequant_1[24] = v_488;
    const half v_489 = decoded_1[1];
    dequant_1[25] = v_489;
    const half v_490 = decoded_1[2];
    dequant_1[26] = v_490;
    const half v_491 = decoded_1[3];
    dequant_1[27] = v_491;
    const half v_492 = decoded_1[4];
    dequant_1[56] = v_492;
    const half v_493 = decoded_1[5];
    dequant_1[57] = v_493;
    const half v_494 = decoded_1[6];
    dequant_1[58] = v_494;
    const half v_495 = decoded_1[7];
    dequant_1[59] = v_495;
    const unsigned v_496 = (v_482 >> 16u);
    const unsigned v_497 = (v_484 & 4294901760u);
    const unsigned v_498 = (v_496 | v_497);
    tl::dequant_i4<true>(decoded_1 + 0, v_498);
    const half v_499 = decoded_1[0];
    dequant_1[88] = v_499;
    const half v_500 = decoded_1[1];
    dequant_1[89] = v_500;
    const half v_501 = decoded_1[2];
    dequant_1[90] = v_501;
    const half v_502 = decoded_1[3];
    dequant_1[91] = v_502;
    const half v_503 = decoded_1[4];
    dequant_1[120] = v_503;
    const half v_504 = decoded_1[5];
    dequant_1[121] = v_504;
    const half v_505 = decoded_1[6];
    dequant_1[122] = v_505;
    const half v_506 = decoded_1[7];
    dequant_1[123] = v_506;
    const int v_507 = (v_325 + 56);
    const unsigned v_508 = *reinterpret_cast<const unsigned*>((Vq_s + (v_507) * 64 + v_84));
    const int v_509 = (v_325 + 57);
    const unsigned v_510 = *reinterpret_cast<const unsigned*>((Vq_s + (v_509) * 64 + v_84));
    const unsigned v_511 = (v_508 & 65535u);
    const unsigned v_512 = (v_510 << 16u);
    const unsigned v_513 = (v_511 | v_512);
    tl::dequant_i4<true>(decoded_1 + 0, v_513);
    const half v_514 = decoded_1[0];
    dequant_1[28] = v_514;
    const half v_515 = decoded_1[1];
    dequant_1[29] = v_515;
    const half v_516 = decoded_1[2];
    dequant_1[30] = v_516;
    const half v_517 = decoded_1[3];
    dequant_1[31] = v_517;
    const half v_518 = decoded_1[4];
    dequant_1[60] = v_518;
    const half v_519 = decoded_1[5];
    dequant_1[61] = v_519;
    const half v_520 = decoded_1[6];
    dequant_1[62] = v_520;
    const half v_521 = decoded_1[7];
    dequant_1[63] = v_521;
    const unsigned v_522 = (v_508 >> 16u);
    const unsigned v_523 = (v_510 & 4294901760u);
    const unsigned v_524 = (v_522 | v_523);
    tl::dequant_i4<true>(decoded_1 + 0, v_524);
    const half v_525 = decoded_1[0];
    dequant_1[92] = v_525;
    const half v_526 = decoded_1[1];
    dequant_1[93] = v_526;
    const half v_527 = decoded_1[2];
    dequant_1[94] = v_527;
    const half v_528 = decoded_1[3];
    dequant_1[95] = v_528;
    const half v_529 = decoded_1[4];
    dequant_1[124] = v_529;
    const half v_530 = decoded_1[5];
    dequant_1[125] = v_530;
    const half v_531 = decoded_1[6];
    dequant_1[126] = v_531;
    const half v_532 = decoded_1[7];
    dequant_1[127] = v_532;
    #pragma unroll
    for (int l_v_7 = 0; l_v_7 < 16; l_v_7 += 1) {
      const int v_533 = (l_v_7 * 8);
#line 199 "tilelang/ops/decode_kernels.py"
      const tl::vec<half, 8> v_534 = *reinterpret_cast<const tl::vec<half, 8>*>((dequant_1 + v_533));
#line 626 "tilelang/ops/decode_kernels.py"
      *reinterpret_cast<tl::vec<half, 8>*>((V_f + v_533)) = v_534;
    }
#line 632 "tilelang/ops/decode_kernels.py"
    #pragma unroll
    for (int l_v_8 = 0; l_v_8 < 2; l_v_8 += 1) {
      const int v_535 = (l_v_8 * 4);
      const tl::vec<float, 4> v_536 = tl::vec<float, 4>{{0.0f, 0.0f, 0.0f, 0.0f}};
      *reinterpret_cast<tl::vec<float, 4>*>((acc_s + v_535)) = v_536;
    }
#line 633 "tilelang/ops/decode_kernels.py"
    alignas(16) half a_regs[16];
    alignas(16) half b_regs[4];
    alignas(16) float c_odd[8];
    #pragma unroll
    for (int l_v_9 = 0; l_v_9 < 2; l_v_9 += 1) {
      const int v_537 = (l_v_9 * 4);
      const tl::vec<float, 4> v_538 = tl::vec<float, 4>{{0.0f, 0.0f, 0.0f, 0.0f}};
      *reinterpret_cast<tl::vec<float, 4>*>((c_odd + v_537)) = v_538;
    }
    for (int kk = 0; kk < 4; kk += 1) {
      const int v_539 = (kk * 2);
      const int v_540 = (v_539 * 16);
      const int v_541 = (v_540 + v_88);
      const int v_542 = (v_541 ^ v_89);
      tl::ldmatrix<2, false>(b_regs + 0, (Q_s + (v_85) * 128 + v_542));
      const int v_543 = (v_539 * 8);
      const half v_544 = K_f[v_543];
      a_regs[0] = v_544;
      const int v_545 = (v_543 + 1);
      const half v_546 = K_f[v_545];
      a_regs[1] = v_546;
      const int v_547 = (v_543 + 2);
      const half v_548 = K_f[v_547];
      a_regs[2] = v_548;
      const int v_549 = (v_543 + 3);
      const half v_550 = K_f[v_549];
      a_regs[3] = v_550;
      const int v_551 = (v_543 + 4);
      const half v_552 = K_f[v_551];
      a_regs[4] = v_552;
      const int v_553 = (v_543 + 5);
      const half v_554 = K_f[v_553];
      a_regs[5] = v_554;
      const int v_555 = (v_543 + 6);
      const half v_556 = K_f[v_555];
      a_regs[6] = v_556;
      const int v_557 = (v_543 + 7);
      const half v_558 = K_f[v_557];
      a_regs[7] = v_558;
      const int v_559 = (v_543 + 64);
      const half v_560 = K_f[v_559];
      a_regs[8] = v_560;
      const int v_561 = (v_543 + 65);
      const half v_562 = K_f[v_561];
      a_regs[9] = v_562;
      const int v_563 = (v_543 + 66);
      const half v_564 = K_f[v_563];
      a_regs[10] = v_564;
      const int v_565 = (v_543 + 67);
      const half v_566 = K_f[v_565];
      a_regs[11] = v_566;
      const int v_567 = (v_543 + 68);
      const half v_568 = K_f[v_567];
      a_regs[12] = v_568;
      const int v_569 = (v_543 + 69);
      const half v_570 = K_f[v_569];
      a_regs[13] = v_570;
      const int v_571 = (v_543 + 70);
      const half v_572 = K_f[v_571];
      a_regs[14] = v_572;
      const int v_573 = (v_543 + 71);
      const half v_574 = K_f[v_573];
      a_regs[15] = v_574;
      tl::mma_m16n8k16(a_regs + 0, b_regs + 0, acc_s + 0);
      tl::mma_m16n8k16(a_regs + 8, b_regs + 0, acc_s + 4);
      const int v_575 = (v_539 + 1);
      const int v_576 = (v_541 + 16);
      const int v_577 = (v_576 ^ v_89);
      tl::ldmatrix<2, false>(b_regs + 0, (Q_s + (v_85) * 128 + v_577));
      const int v_578 = (v_575 * 8);
      const half v_579 = K_f[v_578];
      a_regs[0] = v_579;
      const int v_580 = (v_578 + 1);
      const half v_581 = K_f[v_580];
      a_regs[1] = v_581;
      const int v_582 = (v_578 + 2);
      const half v_583 = K_f[v_582];
      a_regs[2] = v_583;
      const int v_584 = (v_578 + 3);
      const half v_585 = K_f[v_584];
      a_regs[3] = v_585;
      const int v_586 = (v_578 + 4);
      const half v_587 = K_f[v_586];
      a_regs[4] = v_587;
      const int v_588 = (v_578 + 5);
      const half v_589 = K_f[v_588];
      a_regs[5] = v_589;
      const int v_590 = (v_578 + 6);
      const half v_591 = K_f[v_590];
      a_regs[6] = v_591;
      const int v_592 = (v_578 + 7);
      const half v_593 = K_f[v_592];
      a_regs[7] = v_593;
      const int v_594 = (v_578 + 64);
      const half v_595 = K_f[v_594];
      a_regs[8] = v_595;
      const int v_596 = (v_578 + 65);
      const half v_597 = K_f[v_596];
      a_regs[9] = v_597;
      const int v_598 = (v_578 + 66);
      const half v_599 = K_f[v_598];
      a_regs[10] = v_599;
      const int v_600 = (v_578 + 67);
      const half v_601 = K_f[v_600];
      a_regs[11] = v_601;
      const int v_602 = (v_578 + 68);
      const half v_603 = K_f[v_602];
      a_regs[12] = v_603;
      const int v_604 = (v_578 + 69);
      const half v_605 = K_f[v_604];
      a_regs[13] = v_605;
      const int v_606 = (v_578 + 70);
      const half v_607 = K_f[v_606];
      a_regs[14] = v_607;
      const int v_608 = (v_578 + 71);
      const half v_609 = K_f[v_608];
      a_regs[15] = v_609;
      tl::mma_m16n8k16(a_regs + 0, b_regs + 0, c_odd + 0);
      tl::mma_m16n8k16(a_regs + 8, b_regs + 0, c_odd + 4);
    }
    #pragma unroll
    for (int l_v_10 = 0; l_v_10 < 2; l_v_10 += 1) {
      const int v_610 = (l_v_10 * 4);
      const tl::vec<float, 4> v_611 = *reinterpret_cast<const tl::vec<float, 4>*>((acc_s + v_610));
      const float v_612 = v_611.v[0];
      const tl::vec<float, 4> v_613 = *reinterpret_cast<const tl::vec<float, 4>*>((c_odd + v_610));
      const float v_614 = v_613.v[0];
      const float v_615 = (v_612 + v_614);
      const float v_616 = v_611.v[1];
      const float v_617 = v_613.v[1];
      const float v_618 = (v_616 + v_617);
      const float v_619 = v_611.v[2];
      const float v_620 = v_613.v[2];
      const float v_621 = (v_619 + v_620);
      const float v_622 = v_611.v[3];
      const float v_623 = v_613.v[3];
      const float v_624 = (v_622 + v_623);
      const tl::vec<float, 4> v_625 = tl::vec<float, 4>{{v_615, v_618, v_621, v_624}};
      *reinterpret_cast<tl::vec<float, 4>*>((acc_s + v_610)) = v_625;
    }
#line 634 "tilelang/ops/decode_kernels.py"
    if (v_120) {
#line 347 "tilelang/ops/decode_kernels.py"
      const int v_626 = (v_68 / 4);
      const bool v_627 = (v_626 == v_64);
#line 635 "tilelang/ops/decode_kernels.py"
      #pragma unroll
      for (int l_v_11 = 0; l_v_11 < 2; l_v_11 += 1) {
        const int v_628 = (l_v_11 * 4);
        const int l = (v_628 + 1);
        const int l_1 = (v_628 + 2);
        const int l_2 = (v_628 + 3);
        const int v_629 = (l_v_11 * 16);
        const int v_630 = (v_69 + v_629);
        const int v_631 = (v_630 + v_66);
#line 341 "tilelang/ops/decode_kernels.py"
        const int v_632 = (v_631 % 32);
#line 144 "tilelang/ops/decode_kernels.py"
        const int v_633 = v_632;
        const int v_634 = (t0_2 + v_633);
        const bool v_635 = (v_634 < len_k);
        const bool v_636 = (v_627 && v_635);
#line 636 "tilelang/ops/decode_kernels.py"
        float r_1;
        if (v_636) {
#line 637 "tilelang/ops/decode_kernels.py"
          const float v_637 = acc_s[v_628];
          const float v_638 = ks_f[v_628];
          const float v_639 = (v_637 * v_638);
#line 636 "tilelang/ops/decode_kernels.py"
          r_1 = v_639;
        } else {
#line 638 "tilelang/ops/decode_kernels.py"
          const float v_640 = (-__int_as_float(0x7f800000));
#line 636 "tilelang/ops/decode_kernels.py"
          r_1 = v_640;
        }
        float r_2;
        if (v_636) {
#line 637 "tilelang/ops/decode_kernels.py"
          const float v_641 = acc_s[l];
          const float v_642 = ks_f[l];
          const float v_643 = (v_641 * v_642);
#line 636 "tilelang/ops/decode_kernels.py"
          r_2 = v_643;
        } else {
#line 638 "tilelang/ops/decode_kernels.py"
          const float v_644 = (-__int_as_float(0x7f800000));
#line 636 "tilelang/ops/decode_kernels.py"
          r_2 = v_644;
        }
#line 635 "tilelang/ops/decode_kernels.py"
        const int v_645 = (v_631 + 8);
#line 341 "tilelang/ops/decode_kernels.py"
        const int v_646 = (v_645 % 32);
#line 144 "tilelang/ops/decode_kernels.py"
        const int v_647 = v_646;
        const int v_648 = (t0_2 + v_647);
        const bool v_649 = (v_648 < len_k);
        const bool v_650 = (v_627 && v_649);
#line 636 "tilelang/ops/decode_kernels.py"
        float r_3;
        if (v_650) {
#line 637 "tilelang/ops/decode_kernels.py"
          const float v_651 = acc_s[l_1];
          const float v_652 = ks_f[l_1];
          const float v_653 = (v_651 * v_652);
#line 636 "tilelang/ops/decode_kernels.py"
          r_3 = v_653;
        } else {
#line 638 "tilelang/ops/decode_kernels.py"
          const float v_654 = (-__int_as_float(0x7f800000));
#line 636 "tilelang/ops/decode_kernels.py"
          r_3 = v_654;
        }
        float r_4;
        if (v_650) {
#line 637 "tilelang/ops/decode_kernels.py"
          const float v_655 = acc_s[l_2];
          const float v_656 = ks_f[l_2];
          const float v_657 = (v_655 * v_656);
#line 636 "tilelang/ops/decode_kernels.py"
          r_4 = v_657;
        } else {
#line 638 "tilelang/ops/decode_kernels.py"
          const float v_658 = (-__int_as_float(0x7f800000));
#line 636 "tilelang/ops/decode_kernels.py"
          r_4 = v_658;
        }
#line 635 "tilelang/ops/decode_kernels.py"
        const tl::vec<float, 4> v_659 = tl::vec<float, 4>{{r_1, r_2, r_3, r_4}};
        *reinterpret_cast<tl::vec<float, 4>*>((acc_s + v_628)) = v_659;
      }
#line 634 "tilelang/ops/decode_kernels.py"
    } else {
#line 347 "tilelang/ops/decode_kernels.py"
      const int v_660 = (v_68 / 4);
      const bool v_661 = (v_660 == v_64);
#line 640 "tilelang/ops/decode_kernels.py"
      #pragma unroll
      for (int l_v_12 = 0; l_v_12 < 2; l_v_12 += 1) {
        const int v_662 = (l_v_12 * 4);
        const int l_3 = (v_662 + 1);
        const int l_4 = (v_662 + 2);
        const int l_5 = (v_662 + 3);
#line 641 "tilelang/ops/decode_kernels.py"
        float r_5;
        if (v_661) {
#line 642 "tilelang/ops/decode_kernels.py"
          const float v_663 = acc_s[v_662];
          const float v_664 = ks_f[v_662];
          const float v_665 = (v_663 * v_664);
#line 641 "tilelang/ops/decode_kernels.py"
          r_5 = v_665;
        } else {
#line 643 "tilelang/ops/decode_kernels.py"
          const float v_666 = (-__int_as_float(0x7f800000));
#line 641 "tilelang/ops/decode_kernels.py"
          r_5 = v_666;
        }
        float r_6;
        if (v_661) {
#line 642 "tilelang/ops/decode_kernels.py"
          const float v_667 = acc_s[l_3];
          const float v_668 = ks_f[l_3];
          const float v_669 = (v_667 * v_668);
#line 641 "tilelang/ops/decode_kernels.py"
          r_6 = v_669;
        } else {
#line 643 "tilelang/ops/decode_kernels.py"
          const float v_670 = (-__int_as_float(0x7f800000));
#line 641 "tilelang/ops/decode_kernels.py"
          r_6 = v_670;
        }
        float r_7;
        if (v_661) {
#line 642 "tilelang/ops/decode_kernels.py"
          const float v_671 = acc_s[l_4];
          const float v_672 = ks_f[l_4];
          const float v_673 = (v_671 * v_672);
#line 641 "tilelang/ops/decode_kernels.py"
          r_7 = v_673;
        } else {
#line 643 "tilelang/ops/decode_kernels.py"
          const float v_674 = (-__int_as_float(0x7f800000));
#line 641 "tilelang/ops/decode_kernels.py"
          r_7 = v_674;
        }
        float r_8;
        if (v_661) {
#line 642 "tilelang/ops/decode_kernels.py"
          const float v_675 = acc_s[l_5];
          const float v_676 = ks_f[l_5];
          const float v_677 = (v_675 * v_676);
#line 641 "tilelang/ops/decode_kernels.py"
          r_8 = v_677;
        } else {
#line 643 "tilelang/ops/decode_kernels.py"
          const float v_678 = (-__int_as_float(0x7f800000));
#line 641 "tilelang/ops/decode_kernels.py"
          r_8 = v_678;
        }
#line 640 "tilelang/ops/decode_kernels.py"
        const tl::vec<float, 4> v_679 = tl::vec<float, 4>{{r_5, r_6, r_7, r_8}};
        *reinterpret_cast<tl::vec<float, 4>*>((acc_s + v_662)) = v_679;
      }
#line 634 "tilelang/ops/decode_kernels.py"
    }
#line 681 "tilelang/ops/decode_kernels.py"
    const tl::vec<float, 2> v_680 = *reinterpret_cast<const tl::vec<float, 2>*>((m_cur + 0));
    *reinterpret_cast<tl::vec<float, 2>*>((m_prev + 0)) = v_680;
#line 682 "tilelang/ops/decode_kernels.py"
    #pragma unroll
    for (int p = 0; p < 2; p += 1) {
      const float v_681 = acc_s[p];
      const int v_682 = (p + 2);
      const float v_683 = acc_s[v_682];
      const int v_684 = (v_682 + 2);
      const float v_685 = acc_s[v_684];
      const int v_686 = (v_682 + 4);
      const float v_687 = acc_s[v_686];
      const float v_688 = fmaxf(v_681, v_683);
      const float v_689 = fmaxf(v_685, v_687);
      const float v_690 = fmaxf(v_688, v_689);
      const float v_691 = tl::shfl<0>(v_690, 4, 32);
      const float v_692 = fmaxf(v_690, v_691);
      const float v_693 = tl::shfl<0>(v_692, 8, 32);
      const float v_694 = fmaxf(v_692, v_693);
      const float v_695 = tl::shfl<0>(v_694, 16, 32);
      const float v_696 = fmaxf(v_694, v_695);
      if (v_91) {
        const int v_697 = (v_68 + p);
        reduce_partials[(v_697) * 2 + v_64] = v_696;
      }
    }
    __syncthreads();
    const float v_698 = reduce_partials[(v_68) * 2 + 0];
    const float v_699 = reduce_partials[(v_68) * 2 + 1];
    const float v_700 = fmaxf(v_698, v_699);
    const tl::vec<float, 2> v_701 = *reinterpret_cast<const tl::vec<float, 2>*>((m_cur + 0));
    const float v_702 = v_701.v[0];
    const float v_703 = fmaxf(v_702, v_700);
    const float v_704 = reduce_partials[(v_79) * 2 + 0];
    const float v_705 = reduce_partials[(v_79) * 2 + 1];
    const float v_706 = fmaxf(v_704, v_705);
    const float v_707 = v_701.v[1];
    const float v_708 = fmaxf(v_707, v_706);
    const tl::vec<float, 2> v_709 = tl::vec<float, 2>{{v_703, v_708}};
    *reinterpret_cast<tl::vec<float, 2>*>((m_cur + 0)) = v_709;
#line 683 "tilelang/ops/decode_kernels.py"
    #pragma unroll
    for (int l_v_13 = 0; l_v_13 < 2; l_v_13 += 1) {
      const int v_710 = (l_v_13 * 4);
#line 684 "tilelang/ops/decode_kernels.py"
      const tl::vec<float, 4> v_711 = *reinterpret_cast<const tl::vec<float, 4>*>((acc_s + v_710));
      const float v_712 = v_711.v[0];
      const float v_713 = (v_712 * 0.127517431974411f);
      const tl::vec<float, 2> v_714 = *reinterpret_cast<const tl::vec<float, 2>*>((m_cur + 0));
      const float v_715 = v_714.v[0];
      const float v_716 = (v_715 * 0.127517431974411f);
      const float v_717 = (v_713 - v_716);
      const float v_718 = exp2f(v_717);
      const float v_719 = v_711.v[1];
      const float v_720 = (v_719 * 0.127517431974411f);
      const float v_721 = v_714.v[1];
      const float v_722 = (v_721 * 0.127517431974411f);
      const float v_723 = (v_720 - v_722);
      const float v_724 = exp2f(v_723);
      const float v_725 = v_711.v[2];
      const float v_726 = (v_725 * 0.127517431974411f);
      const tl::vec<float, 2> v_727 = *reinterpret_cast<const tl::vec<float, 2>*>((m_cur + 0));
      const float v_728 = v_727.v[0];
      const float v_729 = (v_728 * 0.127517431974411f);
      const float v_730 = (v_726 - v_729);
      const float v_731 = exp2f(v_730);
      const float v_732 = v_711.v[3];
      const float v_733 = (v_732 * 0.127517431974411f);
      const float v_734 = v_727.v[1];
      const float v_735 = (v_734 * 0.127517431974411f);
      const float v_736 = (v_733 - v_735);
      const float v_737 = exp2f(v_736);
#line 683 "tilelang/ops/decode_kernels.py"
      const tl::vec<float, 4> v_738 = tl::vec<float, 4>{{v_718, v_724, v_731, v_737}};
      *reinterpret_cast<tl::vec<float, 4>*>((acc_s + v_710)) = v_738;
    }
#line 686 "tilelang/ops/decode_kernels.py"
    const tl::vec<float, 2> v_739 = *reinterpret_cast<const tl::vec<float, 2>*>((m_prev + 0));
    const float v_740 = v_739.v[0];
    const float v_741 = (v_740 * 0.127517431974411f);
    const tl::vec<float, 2> v_742 = *reinterpret_cast<const tl::vec<float, 2>*>((m_cur + 0));
    const float v_743 = v_742.v[0];
    const float v_744 = (v_743 * 0.127517431974411f);
    const float v_745 = (v_741 - v_744);
    const float v_746 = exp2f(v_745);
    const float v_747 = v_739.v[1];
    const float v_748 = (v_747 * 0.127517431974411f);
    const float v_749 = v_742.v[1];
    const float v_750 = (v_749 * 0.127517431974411f);
    const float v_751 = (v_748 - v_750);
    const float v_752 = exp2f(v_751);
#line 685 "tilelang/ops/decode_kernels.py"
    const tl::vec<float, 2> v_753 = tl::vec<float, 2>{{v_746, v_752}};
    *reinterpret_cast<tl::vec<float, 2>*>((m_prev + 0)) = v_753;
#line 688 "tilelang/ops/decode_kernels.py"
    #pragma unroll
    for (int l_v_14 = 0; l_v_14 < 2; l_v_14 += 1) {
      const int v_754 = (l_v_14 * 4);
#line 689 "tilelang/ops/decode_kernels.py"
      const tl::vec<float, 4> v_755 = *reinterpret_cast<const tl::vec<float, 4>*>((l_part + v_754));
      const float v_756 = v_755.v[0];
      const tl::vec<float, 2> v_757 = *reinterpret_cast<const tl::vec<float, 2>*>((m_prev + 0));
      const float v_758 = v_757.v[0];
      const float v_759 = (v_756 * v_758);
      const tl::vec<float, 4> v_760 = *reinterpret_cast<const tl::vec<float, 4>*>((acc_s + v_754));
      const float v_761 = v_760.v[0];
      const float v_762 = (v_759 + v_761);
      const float v_763 = v_755.v[1];
      const float v_764 = v_757.v[1];
      const float v_765 = (v_763 * v_764);
      const float v_766 = v_760.v[1];
      const float v_767 = (v_765 + v_766);
      const float v_768 = v_755.v[2];
      const tl::vec<float, 2> v_769 = *reinterpret_cast<const tl::vec<float, 2>*>((m_prev + 0));
      const float v_770 = v_769.v[0];
      const float v_771 = (v_768 * v_770);
      const float v_772 = v_760.v[2];
      const float v_773 = (v_771 + v_772);
      const float v_774 = v_755.v[3];
      const float v_775 = v_769.v[1];
      const float v_776 = (v_774 * v_775);
      const float v_777 = v_760.v[3];
      const float v_778 = (v_776 + v_777);
#line 688 "tilelang/ops/decode_kernels.py"
      const tl::vec<float, 4> v_779 = tl::vec<float, 4>{{v_762, v_767, v_773, v_778}};
      *reinterpret_cast<tl::vec<float, 4>*>((l_part + v_754)) = v_779;
    }
#line 693 "tilelang/ops/decode_kernels.py"
    #pragma unroll
    for (int l_v_15 = 0; l_v_15 < 2; l_v_15 += 1) {
      const int v_780 = (l_v_15 * 4);
#line 694 "tilelang/ops/decode_kernels.py"
      const tl::vec<float, 4> v_781 = *reinterpret_cast<const tl::vec<float, 4>*>((acc_s + v_780));
      const float v_782 = v_781.v[0];
      const tl::vec<float, 4> v_783 = *reinterpret_cast<const tl::vec<float, 4>*>((vs_f + v_780));
      const float v_784 = v_783.v[0];
      const float v_785 = (v_782 * v_784);
      const float v_786 = v_781.v[1];
      const float v_787 = v_783.v[1];
      const float v_788 = (v_786 * v_787);
      const float v_789 = v_781.v[2];
      const float v_790 = v_783.v[2];
      const float v_791 = (v_789 * v_790);
      const float v_792 = v_781.v[3];
      const float v_793 = v_783.v[3];
      const float v_794 = (v_792 * v_793);
#line 693 "tilelang/ops/decode_kernels.py"
      const tl::vec<float, 4> v_795 = tl::vec<float, 4>{{v_785, v_788, v_791, v_794}};
      *reinterpret_cast<tl::vec<float, 4>*>((acc_s + v_780)) = v_795;
    }
#line 695 "tilelang/ops/decode_kernels.py"
    #pragma unroll
    for (int l_v_16 = 0; l_v_16 < 4; l_v_16 += 1) {
      const int v_796 = (l_v_16 * 4);
#line 696 "tilelang/ops/decode_kernels.py"
      const tl::vec<float, 4> v_797 = *reinterpret_cast<const tl::vec<float, 4>*>((acc_o + v_796));
      const float v_798 = v_797.v[0];
      const tl::vec<float, 2> v_799 = *reinterpret_cast<const tl::vec<float, 2>*>((m_prev + 0));
      const float v_800 = v_799.v[0];
      const float v_801 = (v_798 * v_800);
      const float v_802 = v_797.v[1];
      const float v_803 = v_799.v[1];
      const float v_804 = (v_802 * v_803);
      const float v_805 = v_797.v[2];
      const tl::vec<float, 2> v_806 = *reinterpret_cast<const tl::vec<float, 2>*>((m_prev + 0));
      const float v_807 = v_806.v[0];
      const float v_808 = (v_805 * v_807);
      const float v_809 = v_797.v[3];
      const float v_810 = v_806.v[1];
      const float v_811 = (v_809 * v_810);
#line 695 "tilelang/ops/decode_kernels.py"
      const tl::vec<float, 4> v_812 = tl::vec<float, 4>{{v_801, v_804, v_808, v_811}};
      *reinterpret_cast<tl::vec<float, 4>*>((acc_o + v_796)) = v_812;
    }
#line 700 "tilelang/ops/decode_kernels.py"
    #pragma unroll
    for (int l_v_17 = 0; l_v_17 < 2; l_v_17 += 1) {
      const int v_813 = (l_v_17 * 4);
      const int v_814 = (l_v_17 * 16);
      const int v_815 = (v_69 + v_814);
      const int v_816 = (v_815 + v_66);
      const tl::vec<float, 4> v_817 = *reinterpret_cast<const tl::vec<float, 4>*>((acc_s + v_813));
      const float v_818 = v_817.v[0];
      const half v_819 = tl::cast<half>(v_818);
      const float v_820 = v_817.v[1];
      const half v_821 = tl::cast<half>(v_820);
      const tl::vec<half, 2> v_822 = tl::vec<half, 2>{{v_819, v_821}};
      *reinterpret_cast<tl::vec<half, 2>*>((P_s + (v_816) * 8 + v_68)) = v_822;
      const int v_823 = (v_816 + 8);
      const float v_824 = v_817.v[2];
      const half v_825 = tl::cast<half>(v_824);
      const float v_826 = v_817.v[3];
      const half v_827 = tl::cast<half>(v_826);
      const tl::vec<half, 2> v_828 = tl::vec<half, 2>{{v_825, v_827}};
      *reinterpret_cast<tl::vec<half, 2>*>((P_s + (v_823) * 8 + v_68)) = v_828;
    }
    __syncthreads();
#line 701 "tilelang/ops/decode_kernels.py"
    alignas(16) half a_regs_1[32];
    alignas(16) half b_regs_1[4];
    for (int kk_1 = 0; kk_1 < 4; kk_1 += 1) {
      const int v_829 = (kk_1 * 16);
      const int v_830 = (v_829 + v_92);
      tl::ldmatrix<2, true>(b_regs_1 + 0, (P_s + (v_830) * 8 + 0));
      const int v_831 = (kk_1 * 8);
      const half v_832 = V_f[v_831];
      a_regs_1[0] = v_832;
      const int v_833 = (v_831 + 1);
      const half v_834 = V_f[v_833];
      a_regs_1[1] = v_834;
      const int v_835 = (v_831 + 2);
      const half v_836 = V_f[v_835];
      a_regs_1[2] = v_836;
      const int v_837 = (v_831 + 3);
      const half v_838 = V_f[v_837];
      a_regs_1[3] = v_838;
      const int v_839 = (v_831 + 4);
      const half v_840 = V_f[v_839];
      a_regs_1[4] = v_840;
      const int v_841 = (v_831 + 5);
      const half v_842 = V_f[v_841];
      a_regs_1[5] = v_842;
      const int v_843 = (v_831 + 6);
      const half v_844 = V_f[v_843];
      a_regs_1[6] = v_844;
      const int v_845 = (v_831 + 7);
      const half v_846 = V_f[v_845];
      a_regs_1[7] = v_846;
      const int v_847 = (v_831 + 32);
      const half v_848 = V_f[v_847];
      a_regs_1[8] = v_848;
      const int v_849 = (v_831 + 33);
      const half v_850 = V_f[v_849];
      a_regs_1[9] = v_850;
      const int v_851 = (v_831 + 34);
      const half v_852 = V_f[v_851];
      a_regs_1[10] = v_852;
      const int v_853 = (v_831 + 35);
      const half v_854 = V_f[v_853];
      a_regs_1[11] = v_854;
      const int v_855 = (v_831 + 36);
      const half v_856 = V_f[v_855];
      a_regs_1[12] = v_856;
      const int v_857 = (v_831 + 37);
      const half v_858 = V_f[v_857];
      a_regs_1[13] = v_858;
      const int v_859 = (v_831 + 38);
      const half v_860 = V_f[v_859];
      a_regs_1[14] = v_860;
      const int v_861 = (v_831 + 39);
      const half v_862 = V_f[v_861];
      a_regs_1[15] = v_862;
      const int v_863 = (v_831 + 64);
      const half v_864 = V_f[v_863];
      a_regs_1[16] = v_864;
      const int v_865 = (v_831 + 65);
      const half v_866 = V_f[v_865];
      a_regs_1[17] = v_866;
      const int v_867 = (v_831 + 66);
      const half v_868 = V_f[v_867];
      a_regs_1[18] = v_868;
      const int v_869 = (v_831 + 67);
      const half v_870 = V_f[v_869];
      a_regs_1[19] = v_870;
      const int v_871 = (v_831 + 68);
      const half v_872 = V_f[v_871];
      a_regs_1[20] = v_872;
      const int v_873 = (v_831 + 69);
      const half v_874 = V_f[v_873];
      a_regs_1[21] = v_874;
      const int v_875 = (v_831 + 70);
      const half v_876 = V_f[v_875];
      a_regs_1[22] = v_876;
      const int v_877 = (v_831 + 71);
      const half v_878 = V_f[v_877];
      a_regs_1[23] = v_878;
      const int v_879 = (v_831 + 96);
      const half v_880 = V_f[v_879];
      a_regs_1[24] = v_880;
      const int v_881 = (v_831 + 97);
      const half v_882 = V_f[v_881];
      a_regs_1[25] = v_882;
      const int v_883 = (v_831 + 98);
      const half v_884 = V_f[v_883];
      a_regs_1[26] = v_884;
      const int v_885 = (v_831 + 99);
      const half v_886 = V_f[v_885];
      a_regs_1[27] = v_886;
      const int v_887 = (v_831 + 100);
      const half v_888 = V_f[v_887];
      a_regs_1[28] = v_888;
      const int v_889 = (v_831 + 101);
      const half v_890 = V_f[v_889];
      a_regs_1[29] = v_890;
      const int v_891 = (v_831 + 102);
      const half v_892 = V_f[v_891];
      a_regs_1[30] = v_892;
      const int v_893 = (v_831 + 103);
      const half v_894 = V_f[v_893];
      a_regs_1[31] = v_894;
      tl::mma_m16n8k16(a_regs_1 + 0, b_regs_1 + 0, acc_o + 0);
      tl::mma_m16n8k16(a_regs_1 + 8, b_regs_1 + 0, acc_o + 4);
      tl::mma_m16n8k16(a_regs_1 + 16, b_regs_1 + 0, acc_o + 8);
      tl::mma_m16n8k16(a_regs_1 + 24, b_regs_1 + 0, acc_o + 12);
    }
#line 612 "tilelang/ops/decode_kernels.py"
    const bool v_895 = (r == 1);
    const int v_896 = (v_95 + 2);
    const int v_897 = (v_895 ? 0 : v_896);
#line 570 "tilelang/ops/decode_kernels.py"
    r = v_897;
#line 612 "tilelang/ops/decode_kernels.py"
  }
  tl::cp_async_wait<0>();
#line 703 "tilelang/ops/decode_kernels.py"
  float* const reduce_partials_1 = reinterpret_cast<float*>(tl_smem + 0);
  __syncthreads();
  #pragma unroll
  for (int p_1 = 0; p_1 < 2; p_1 += 1) {
    const float v_898 = l_part[p_1];
    const int v_899 = (p_1 + 2);
    const float v_900 = l_part[v_899];
    const int v_901 = (v_899 + 2);
    const float v_902 = l_part[v_901];
    const int v_903 = (v_899 + 4);
    const float v_904 = l_part[v_903];
    const float v_905 = (v_898 + v_900);
    const float v_906 = (v_902 + v_904);
    const float v_907 = (v_905 + v_906);
    const float v_908 = tl::shfl<0>(v_907, 4, 32);
    const float v_909 = (v_907 + v_908);
    const float v_910 = tl::shfl<0>(v_909, 8, 32);
    const float v_911 = (v_909 + v_910);
    const float v_912 = tl::shfl<0>(v_911, 16, 32);
    const float v_913 = (v_911 + v_912);
    if (v_91) {
      const int v_914 = (v_68 + p_1);
      reduce_partials_1[(v_914) * 2 + v_64] = v_913;
    }
  }
  __syncthreads();
  const float v_915 = reduce_partials_1[(v_68) * 2 + 0];
  const float v_916 = reduce_partials_1[(v_68) * 2 + 1];
  const float v_917 = (v_915 + v_916);
  const float v_918 = reduce_partials_1[(v_79) * 2 + 0];
  const float v_919 = reduce_partials_1[(v_79) * 2 + 1];
  const float v_920 = (v_918 + v_919);
  const tl::vec<float, 2> v_921 = tl::vec<float, 2>{{v_917, v_920}};
  *reinterpret_cast<tl::vec<float, 2>*>((l_sum + 0)) = v_921;
#line 363 "tilelang/ops/decode_kernels.py"
  const int v_922 = (v_68 % 4);
#line 369 "tilelang/ops/decode_kernels.py"
  const int v_923 = (v_68 / 4);
  const int v_924 = (v_7 + v_923);
  const int v_925 = (v_924 * 4);
  const int v_926 = (v_925 + v_922);
  const int v_927 = (v_926 + 1);
#line 704 "tilelang/ops/decode_kernels.py"
  #pragma unroll
  for (int l_v_18 = 0; l_v_18 < 8; l_v_18 += 1) {
    const int v_928 = (l_v_18 * 2);
    const int l_6 = (v_928 + 1);
    const int v_929 = (l_v_18 / 2);
    const int v_930 = (v_929 * 16);
    const int v_931 = (v_80 + v_930);
    const int v_932 = (v_931 + v_66);
    const int v_933 = (l_v_18 % 2);
    const int v_934 = (v_933 * 8);
    const int v_935 = (v_932 + v_934);
#line 707 "tilelang/ops/decode_kernels.py"
    const tl::vec<float, 2> v_936 = *reinterpret_cast<const tl::vec<float, 2>*>((l_sum + 0));
    const float v_937 = v_936.v[0];
    const bool v_938 = (v_937 > 0.0f);
#line 706 "tilelang/ops/decode_kernels.py"
    float r_9;
    if (v_938) {
#line 707 "tilelang/ops/decode_kernels.py"
      const float v_939 = acc_o[v_928];
      const float v_940 = l_sum[0];
      const float v_941 = (v_939 / v_940);
#line 706 "tilelang/ops/decode_kernels.py"
      r_9 = v_941;
    } else {
      r_9 = 0.0f;
    }
#line 284 "tilelang/ops/decode_kernels.py"
    const int v_942 = (v_935 % 64);
    const int v_943 = (v_942 / 8);
    const int v_944 = (v_82 + v_943);
#line 706 "tilelang/ops/decode_kernels.py"
    Opart[(((((int)blockIdx.z) * 1 + 0) * 32 + v_926) * 5 + (int)blockIdx.x) * 128 + v_944] = r_9;
#line 707 "tilelang/ops/decode_kernels.py"
    const float v_945 = v_936.v[1];
    const bool v_946 = (v_945 > 0.0f);
#line 706 "tilelang/ops/decode_kernels.py"
    float r_10;
    if (v_946) {
#line 707 "tilelang/ops/decode_kernels.py"
      const float v_947 = acc_o[l_6];
      const float v_948 = l_sum[1];
      const float v_949 = (v_947 / v_948);
#line 706 "tilelang/ops/decode_kernels.py"
      r_10 = v_949;
    } else {
      r_10 = 0.0f;
    }
    Opart[(((((int)blockIdx.z) * 1 + 0) * 32 + v_927) * 5 + (int)blockIdx.x) * 128 + v_944] = r_10;
#line 704 "tilelang/ops/decode_kernels.py"
  }
#line 708 "tilelang/ops/decode_kernels.py"
  const bool v_950 = (tid == v_67);
  if (v_950) {
#line 711 "tilelang/ops/decode_kernels.py"
    const tl::vec<float, 2> v_951 = *reinterpret_cast<const tl::vec<float, 2>*>((l_sum + 0));
    const float v_952 = v_951.v[0];
    const bool v_953 = (v_952 > 0.0f);
#line 710 "tilelang/ops/decode_kernels.py"
    float r_11;
    if (v_953) {
#line 711 "tilelang/ops/decode_kernels.py"
      const float v_954 = m_cur[0];
      const float v_955 = (v_954 * 0.127517431974411f);
      const float v_956 = l_sum[0];
      const float v_957 = log2f(v_956);
      const float v_958 = (v_955 + v_957);
#line 710 "tilelang/ops/decode_kernels.py"
      r_11 = v_958;
    } else {
#line 711 "tilelang/ops/decode_kernels.py"
      const float v_959 = (-__int_as_float(0x7f800000));
#line 710 "tilelang/ops/decode_kernels.py"
      r_11 = v_959;
    }
    Lse[((((int)blockIdx.z) * 1 + 0) * 32 + v_926) * 5 + (int)blockIdx.x] = r_11;
#line 711 "tilelang/ops/decode_kernels.py"
    const float v_960 = v_951.v[1];
    const bool v_961 = (v_960 > 0.0f);
#line 710 "tilelang/ops/decode_kernels.py"
    float r_12;
    if (v_961) {
#line 711 "tilelang/ops/decode_kernels.py"
      const float v_962 = m_cur[1];
      const float v_963 = (v_962 * 0.127517431974411f);
      const float v_964 = l_sum[1];
      const float v_965 = log2f(v_964);
      const float v_966 = (v_963 + v_965);
#line 710 "tilelang/ops/decode_kernels.py"
      r_12 = v_966;
    } else {
#line 711 "tilelang/ops/decode_kernels.py"
      const float v_967 = (-__int_as_float(0x7f800000));
#line 710 "tilelang/ops/decode_kernels.py"
      r_12 = v_967;
    }
    Lse[((((int)blockIdx.z) * 1 + 0) * 32 + v_927) * 5 + (int)blockIdx.x] = r_12;
#line 708 "tilelang/ops/decode_kernels.py"
  }
}
