// decode_attention: q (16, 1, 32, 128) float16, cache (16 x 32768, 8, 128) int4 scales by token; sm_90a
// split kernel; tile [64, 64, 1], keys major True, stages 2, fast math True, 3 splits (plan_splits without a GPU)
// written by `python scripts/update_golden.py` (never by hand): the CUDA source after prelude.cuh and a blank line, #line paths repository-relative
#line 570 "tilelang/ops/decode_kernels.py"
extern "C" __global__ void __launch_bounds__(64) split_kv_keys_major_kernel(half* __restrict__ Q, unsigned char* __restrict__ KC, unsigned char* __restrict__ VC, half* __restrict__ KS, half* __restrict__ VS, int* __restrict__ Lens, float* __restrict__ Opart, float* __restrict__ Lse, const __grid_constant__ tl::TensorMap KC_tmap, const __grid_constant__ tl::TensorMap VC_tmap) {
  extern __shared__ __align__(1024) unsigned char tl_smem[];
  const int tid = (int)threadIdx.x;
#line 355 "tilelang/ops/decode_kernels.py"
  unsigned long long* const tma_bar = reinterpret_cast<unsigned long long*>(tl_smem + 23808);
  if (threadIdx.x == 0 && threadIdx.y == 0 && threadIdx.z == 0) {
    for (int i = 0; i < 2; ++i) tl::mbar_init(tma_bar + i, 1);
    tl::fence_mbar_init();
  }
  unsigned long long* const tma_bar_1 = reinterpret_cast<unsigned long long*>(tl_smem + 23936);
  if (threadIdx.x == 0 && threadIdx.y == 0 && threadIdx.z == 0) {
    for (int i = 0; i < 2; ++i) tl::mbar_init(tma_bar_1 + i, 1);
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
  half* const P_s = reinterpret_cast<half*>(tl_smem + 22528);
#line 579 "tilelang/ops/decode_kernels.py"
  unsigned char* const Kq_s = reinterpret_cast<unsigned char*>(tl_smem + 0);
#line 580 "tilelang/ops/decode_kernels.py"
  unsigned char* const Vq_s = reinterpret_cast<unsigned char*>(tl_smem + 8192);
#line 583 "tilelang/ops/decode_kernels.py"
  half* const KSl_s = reinterpret_cast<half*>(tl_smem + 18432);
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
#line 596 "tilelang/ops/decode_kernels.py"
  alignas(16) float l_blk[2];
#line 600 "tilelang/ops/decode_kernels.py"
  const int len_k = Lens[(int)blockIdx.z];
#line 376 "tilelang/ops/decode_kernels.py"
  const int v = (len_k + 64);
  const int v_1 = (v - 1);
  const int n_blocks = tl::floordiv(v_1, 64);
#line 377 "tilelang/ops/decode_kernels.py"
  const int v_2 = (n_blocks + 3);
  const int v_3 = (v_2 - 1);
  const int per = tl::floordiv(v_3, 3);
#line 378 "tilelang/ops/decode_kernels.py"
  const int v_4 = (int)blockIdx.x;
  const int start = (v_4 * per);
#line 379 "tilelang/ops/decode_kernels.py"
  const int v_5 = (n_blocks - start);
  const int v_6 = tl::min(per, v_5);
  const int count = tl::max(v_6, 0);
#line 387 "tilelang/ops/decode_kernels.py"
  for (int e = 0; e < 2; e += 1) {
    const int v_7 = (e * 64);
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
#line 70 "tilelang/ops/decode_kernels.py"
      const int v_15 = (v_11 / 32);
      const int v_16 = (v_15 * 8);
#line 59 "tilelang/ops/decode_kernels.py"
      const int v_17 = (v_11 % 32);
      const int v_18 = (v_17 / 8);
#line 70 "tilelang/ops/decode_kernels.py"
      const int v_19 = (v_16 + v_18);
#line 393 "tilelang/ops/decode_kernels.py"
      const half v_20 = Q[((((int)blockIdx.z) * 1 + 0) * 32 + v_14) * 128 + v_19];
      r = v_20;
    } else {
      r = tl::from_f<half>(0.0f);
    }
    const int v_21 = (v_10 * 8);
    const int v_22 = (v_11 ^ v_21);
#line 387 "tilelang/ops/decode_kernels.py"
    const int v_23 = (v_11 + 1);
#line 393 "tilelang/ops/decode_kernels.py"
    half r_1;
    if (v_12) {
#line 370 "tilelang/ops/decode_kernels.py"
      const int v_24 = ((int)blockIdx.y * 4);
      const int v_25 = (v_24 + rr);
#line 70 "tilelang/ops/decode_kernels.py"
      const int v_26 = (v_23 / 32);
      const int v_27 = (v_26 * 8);
#line 59 "tilelang/ops/decode_kernels.py"
      const int v_28 = (v_26 * 32);
      const int v_29 = (v_23 % 32);
      const int v_30 = (v_29 / 8);
      const int v_31 = (v_28 + v_30);
      const int v_32 = (v_31 + 4);
#line 70 "tilelang/ops/decode_kernels.py"
      const int v_33 = (v_32 % 8);
      const int v_34 = (v_27 + v_33);
#line 393 "tilelang/ops/decode_kernels.py"
      const half v_35 = Q[((((int)blockIdx.z) * 1 + 0) * 32 + v_25) * 128 + v_34];
      r_1 = v_35;
    } else {
      r_1 = tl::from_f<half>(0.0f);
    }
#line 387 "tilelang/ops/decode_kernels.py"
    const int v_36 = (v_11 + 2);
#line 393 "tilelang/ops/decode_kernels.py"
    half r_2;
    if (v_12) {
#line 370 "tilelang/ops/decode_kernels.py"
      const int v_37 = ((int)blockIdx.y * 4);
      const int v_38 = (v_37 + rr);
#line 70 "tilelang/ops/decode_kernels.py"
      const int v_39 = (v_36 / 32);
      const int v_40 = (v_39 + 4);
      const int v_41 = (v_40 * 8);
#line 59 "tilelang/ops/decode_kernels.py"
      const int v_42 = (v_36 % 32);
      const int v_43 = (v_42 / 8);
#line 70 "tilelang/ops/decode_kernels.py"
      const int v_44 = (v_41 + v_43);
#line 393 "tilelang/ops/decode_kernels.py"
      const half v_45 = Q[((((int)blockIdx.z) * 1 + 0) * 32 + v_38) * 128 + v_44];
      r_2 = v_45;
    } else {
      r_2 = tl::from_f<half>(0.0f);
    }
#line 387 "tilelang/ops/decode_kernels.py"
    const int v_46 = (v_11 + 3);
#line 393 "tilelang/ops/decode_kernels.py"
    half r_3;
    if (v_12) {
#line 370 "tilelang/ops/decode_kernels.py"
      const int v_47 = ((int)blockIdx.y * 4);
      const int v_48 = (v_47 + rr);
#line 70 "tilelang/ops/decode_kernels.py"
      const int v_49 = (v_46 / 32);
      const int v_50 = (v_49 + 4);
      const int v_51 = (v_50 * 8);
#line 59 "tilelang/ops/decode_kernels.py"
      const int v_52 = (v_49 * 32);
      const int v_53 = (v_52 + 8);
      const int v_54 = (v_46 % 32);
      const int v_55 = (v_54 / 8);
      const int v_56 = (v_53 + v_55);
      const int v_57 = (v_56 + 4);
#line 70 "tilelang/ops/decode_kernels.py"
      const int v_58 = (v_57 % 8);
      const int v_59 = (v_51 + v_58);
#line 393 "tilelang/ops/decode_kernels.py"
      const half v_60 = Q[((((int)blockIdx.z) * 1 + 0) * 32 + v_48) * 128 + v_59];
      r_3 = v_60;
    } else {
      r_3 = tl::from_f<half>(0.0f);
    }
#line 387 "tilelang/ops/decode_kernels.py"
    const int v_61 = (v_11 + 4);
#line 393 "tilelang/ops/decode_kernels.py"
    half r_4;
    if (v_12) {
#line 370 "tilelang/ops/decode_kernels.py"
      const int v_62 = ((int)blockIdx.y * 4);
      const int v_63 = (v_62 + rr);
#line 70 "tilelang/ops/decode_kernels.py"
      const int v_64 = (v_61 / 32);
      const int v_65 = (v_64 + 8);
      const int v_66 = (v_65 * 8);
#line 59 "tilelang/ops/decode_kernels.py"
      const int v_67 = (v_61 % 32);
      const int v_68 = (v_67 / 8);
#line 70 "tilelang/ops/decode_kernels.py"
      const int v_69 = (v_66 + v_68);
#line 393 "tilelang/ops/decode_kernels.py"
      const half v_70 = Q[((((int)blockIdx.z) * 1 + 0) * 32 + v_63) * 128 + v_69];
      r_4 = v_70;
    } else {
      r_4 = tl::from_f<half>(0.0f);
    }
#line 387 "tilelang/ops/decode_kernels.py"
    const int v_71 = (v_11 + 5);
#line 393 "tilelang/ops/decode_kernels.py"
    half r_5;
    if (v_12) {
#line 370 "tilelang/ops/decode_kernels.py"
      const int v_72 = ((int)blockIdx.y * 4);
      const int v_73 = (v_72 + rr);
#line 70 "tilelang/ops/decode_kernels.py"
      const int v_74 = (v_71 / 32);
      const int v_75 = (v_74 + 8);
      const int v_76 = (v_75 * 8);
#line 59 "tilelang/ops/decode_kernels.py"
      const int v_77 = (v_74 * 32);
      const int v_78 = (v_77 + 16);
      const int v_79 = (v_71 % 32);
      const int v_80 = (v_79 / 8);
      const int v_81 = (v_78 + v_80);
      const int v_82 = (v_81 + 4);
#line 70 "tilelang/ops/decode_kernels.py"
      const int v_83 = (v_82 % 8);
      const int v_84 = (v_76 + v_83);
#line 393 "tilelang/ops/decode_kernels.py"
      const half v_85 = Q[((((int)blockIdx.z) * 1 + 0) * 32 + v_73) * 128 + v_84];
      r_5 = v_85;
    } else {
      r_5 = tl::from_f<half>(0.0f);
    }
#line 387 "tilelang/ops/decode_kernels.py"
    const int v_86 = (v_11 + 6);
#line 393 "tilelang/ops/decode_kernels.py"
    half r_6;
    if (v_12) {
#line 370 "tilelang/ops/decode_kernels.py"
      const int v_87 = ((int)blockIdx.y * 4);
      const int v_88 = (v_87 + rr);
#line 70 "tilelang/ops/decode_kernels.py"
      const int v_89 = (v_86 / 32);
      const int v_90 = (v_89 + 12);
      const int v_91 = (v_90 * 8);
#line 59 "tilelang/ops/decode_kernels.py"
      const int v_92 = (v_86 % 32);
      const int v_93 = (v_92 / 8);
#line 70 "tilelang/ops/decode_kernels.py"
      const int v_94 = (v_91 + v_93);
#line 393 "tilelang/ops/decode_kernels.py"
      const half v_95 = Q[((((int)blockIdx.z) * 1 + 0) * 32 + v_88) * 128 + v_94];
      r_6 = v_95;
    } else {
      r_6 = tl::from_f<half>(0.0f);
    }
#line 387 "tilelang/ops/decode_kernels.py"
    const int v_96 = (v_11 + 7);
#line 393 "tilelang/ops/decode_kernels.py"
    half r_7;
    if (v_12) {
#line 370 "tilelang/ops/decode_kernels.py"
      const int v_97 = ((int)blockIdx.y * 4);
      const int v_98 = (v_97 + rr);
#line 70 "tilelang/ops/decode_kernels.py"
      const int v_99 = (v_96 / 32);
      const int v_100 = (v_99 + 12);
      const int v_101 = (v_100 * 8);
#line 59 "tilelang/ops/decode_kernels.py"
      const int v_102 = (v_99 * 32);
      const int v_103 = (v_102 + 24);
      const int v_104 = (v_96 % 32);
      const int v_105 = (v_104 / 8);
      const int v_106 = (v_103 + v_105);
      const int v_107 = (v_106 + 4);
#line 70 "tilelang/ops/decode_kernels.py"
      const int v_108 = (v_107 % 8);
      const int v_109 = (v_101 + v_108);
#line 393 "tilelang/ops/decode_kernels.py"
      const half v_110 = Q[((((int)blockIdx.z) * 1 + 0) * 32 + v_98) * 128 + v_109];
      r_7 = v_110;
    } else {
      r_7 = tl::from_f<half>(0.0f);
    }
    const tl::vec<half, 8> v_111 = tl::vec<half, 8>{{r, r_1, r_2, r_3, r_4, r_5, r_6, r_7}};
    *reinterpret_cast<tl::vec<half, 8>*>((Q_s + (v_10) * 128 + v_22)) = v_111;
#line 387 "tilelang/ops/decode_kernels.py"
  }
  __syncthreads();
#line 609 "tilelang/ops/decode_kernels.py"
  #pragma unroll
  for (int l_v = 0; l_v < 4; l_v += 1) {
    const int v_112 = (l_v * 4);
    const tl::vec<float, 4> v_113 = tl::vec<float, 4>{{0.0f, 0.0f, 0.0f, 0.0f}};
    *reinterpret_cast<tl::vec<float, 4>*>((acc_o + v_112)) = v_113;
  }
#line 610 "tilelang/ops/decode_kernels.py"
  const tl::vec<float, 2> v_114 = tl::vec<float, 2>{{0.0f, 0.0f}};
  *reinterpret_cast<tl::vec<float, 2>*>((l_sum + 0)) = v_114;
#line 611 "tilelang/ops/decode_kernels.py"
  const tl::vec<float, 2> v_115 = tl::vec<float, 2>{{-1.0000000150474662e+30f, -1.0000000150474662e+30f}};
  *reinterpret_cast<tl::vec<float, 2>*>((m_cur + 0)) = v_115;
#line 612 "tilelang/ops/decode_kernels.py"
  const int v_116 = count;
#line 682 "tilelang/ops/decode_kernels.py"
  float* const reduce_partials = reinterpret_cast<float*>(tl_smem + 23552);
#line 691 "tilelang/ops/decode_kernels.py"
  float* const reduce_partials_1 = reinterpret_cast<float*>(tl_smem + 23680);
#line 570 "tilelang/ops/decode_kernels.py"
  const bool v_117 = (0 < v_116);
  const int v_118 = (v_116 + -1);
  const int v_119 = tl::min(0, v_118);
#line 613 "tilelang/ops/decode_kernels.py"
  const int v_120 = v_119;
  const int v_121 = (start + v_120);
  const int t0 = (v_121 * 64);
#line 355 "tilelang/ops/decode_kernels.py"
  const int v_122 = t0;
  const bool v_123 = (tid == 0);
#line 426 "tilelang/ops/decode_kernels.py"
  const int v_124 = (tid + v_122);
  const bool v_125 = (v_124 < 32768);
#line 619 "tilelang/ops/decode_kernels.py"
  const int v_126 = (tid / 32);
  const int v_127 = (tid % 32);
  const int v_128 = (v_127 / 4);
  const int v_129 = (v_127 % 4);
  const int v_130 = (v_129 * 2);
  const int v_131 = (v_126 * 32);
  const int v_132 = (v_131 + v_128);
  const int v_133 = (v_129 * 4);
  const int v_134 = (v_133 * 4);
  const int v_135 = (v_133 + 1);
  const int v_136 = (v_135 * 4);
  const int v_137 = (v_133 + 2);
  const int v_138 = (v_137 * 4);
  const int v_139 = (v_133 + 3);
  const int v_140 = (v_139 * 4);
#line 626 "tilelang/ops/decode_kernels.py"
  const int v_141 = (v_126 * 64);
  const int v_142 = (v_128 * 8);
  const int v_143 = (v_141 + v_142);
  const int v_144 = (v_143 / 8);
  const int v_145 = (v_144 * 4);
  const int v_146 = (v_130 + 1);
#line 682 "tilelang/ops/decode_kernels.py"
  const int v_147 = (v_127 & 28);
  const bool v_148 = (v_147 == 0);
#line 355 "tilelang/ops/decode_kernels.py"
  const bool v_149 = (v_117 && v_123);
  if (v_149) {
    tl::mbar_expect_tx((tma_bar + 0), 4096);
    tl::tma_load((Kq_s + (0) * 64 + 0), &KC_tmap, (tma_bar + 0), 0, (int)blockIdx.y, v_122, (int)blockIdx.z);
  }
  if (v_149) {
    tl::mbar_expect_tx((tma_bar_1 + 0), 4096);
    tl::tma_load((Vq_s + (0) * 64 + 0), &VC_tmap, (tma_bar_1 + 0), 0, (int)blockIdx.y, v_122, (int)blockIdx.z);
  }
#line 426 "tilelang/ops/decode_kernels.py"
  const bool v_150 = (v_117 && v_125);
  tl::cp_async<16>((KSl_s + (tid) * 8 + 0), (v_150 ? (KS + ((((int)blockIdx.z) * 32768 + v_124) * 8 + 0) * 1 + 0) : (const void*)KS), v_150);
#line 427 "tilelang/ops/decode_kernels.py"
  tl::cp_async<16>((VSl_s + (tid) * 8 + 0), (v_150 ? (VS + ((((int)blockIdx.z) * 32768 + v_124) * 8 + 0) * 1 + 0) : (const void*)VS), v_150);
#line 612 "tilelang/ops/decode_kernels.py"
  tl::cp_async_commit();
#line 633 "tilelang/ops/decode_kernels.py"
  const int v_151 = (v_127 % 8);
  const int v_152 = (v_127 / 8);
  const int v_153 = (v_152 % 2);
  const int v_154 = (v_153 * 8);
  const int v_155 = (v_151 * 8);
#line 701 "tilelang/ops/decode_kernels.py"
  const int v_156 = (v_127 % 16);
#line 612 "tilelang/ops/decode_kernels.py"
  int r_8 = 0;
  for (int kb = 0; kb < v_116; kb += 1) {
    tl::cp_async_wait<0>();
    __syncthreads();
    const int v_157 = (kb + 1);
    const bool v_158 = (r_8 == 0);
    const int v_159 = (r_8 - 1);
    const int v_160 = (v_158 ? 1 : v_159);
    const bool v_161 = (v_157 < v_116);
    const int v_162 = tl::min(v_157, v_118);
#line 613 "tilelang/ops/decode_kernels.py"
    const int v_163 = v_162;
    const int v_164 = (start + v_163);
    const int t0_1 = (v_164 * 64);
#line 355 "tilelang/ops/decode_kernels.py"
    const int v_165 = t0_1;
#line 426 "tilelang/ops/decode_kernels.py"
    const int v_166 = (tid + v_165);
    const bool v_167 = (v_166 < 32768);
#line 612 "tilelang/ops/decode_kernels.py"
    const int v_168 = (v_160 * 64);
#line 355 "tilelang/ops/decode_kernels.py"
    const bool v_169 = (v_161 && v_123);
    if (v_169) {
      tl::mbar_expect_tx((tma_bar + v_160), 4096);
      tl::tma_load((Kq_s + (v_168) * 64 + 0), &KC_tmap, (tma_bar + v_160), 0, (int)blockIdx.y, v_165, (int)blockIdx.z);
    }
    if (v_169) {
      tl::mbar_expect_tx((tma_bar_1 + v_160), 4096);
      tl::tma_load((Vq_s + (v_168) * 64 + 0), &VC_tmap, (tma_bar_1 + v_160), 0, (int)blockIdx.y, v_165, (int)blockIdx.z);
    }
#line 426 "tilelang/ops/decode_kernels.py"
    const int v_170 = (tid + v_168);
    const bool v_171 = (v_161 && v_167);
    tl::cp_async<16>((KSl_s + (v_170) * 8 + 0), (v_171 ? (KS + ((((int)blockIdx.z) * 32768 + v_166) * 8 + 0) * 1 + 0) : (const void*)KS), v_171);
#line 427 "tilelang/ops/decode_kernels.py"
    tl::cp_async<16>((VSl_s + (v_170) * 8 + 0), (v_171 ? (VS + ((((int)blockIdx.z) * 32768 + v_166) * 8 + 0) * 1 + 0) : (const void*)VS), v_171);
#line 612 "tilelang/ops/decode_kernels.py"
    tl::cp_async_commit();
    const int v_172 = (r_8 * 64);
#line 613 "tilelang/ops/decode_kernels.py"
    const int v_173 = kb;
    const int v_174 = (start + v_173);
    const int t0_2 = (v_174 * 64);
#line 355 "tilelang/ops/decode_kernels.py"
    const int v_175 = (t0_2 + 64);
#line 612 "tilelang/ops/decode_kernels.py"
    const int v_176 = (kb / 2);
    const int v_177 = (v_176 % 2);
#line 355 "tilelang/ops/decode_kernels.py"
    tl::mbar_wait((tma_bar + r_8), v_177);
    __syncthreads();
    tl::mbar_wait((tma_bar_1 + r_8), v_177);
#line 164 "tilelang/ops/decode_kernels.py"
    const bool v_178 = (v_175 > len_k);
#line 429 "tilelang/ops/decode_kernels.py"
    if (v_178) {
#line 401 "tilelang/ops/decode_kernels.py"
      #pragma unroll
      for (int l_v_1 = 0; l_v_1 < 2; l_v_1 += 1) {
        const int v_179 = (l_v_1 * 4);
        const int v_180 = (l_v_1 * 16);
        const int v_181 = (v_131 + v_180);
        const int v_182 = (v_181 + v_128);
#line 327 "tilelang/ops/decode_kernels.py"
        const int v_183 = (v_182 + v_172);
        const half v_184 = KSl_s[(v_183) * 8 + (int)blockIdx.y];
        const float s = tl::cast<float>(v_184);
#line 335 "tilelang/ops/decode_kernels.py"
        const int v_185 = v_182;
        const int v_186 = (t0_2 + v_185);
        const bool v_187 = (v_186 < len_k);
        const float v_188 = (v_187 ? s : 0.0f);
#line 401 "tilelang/ops/decode_kernels.py"
        const int v_189 = (v_182 + 8);
#line 327 "tilelang/ops/decode_kernels.py"
        const int v_190 = (v_183 + 8);
        const half v_191 = KSl_s[(v_190) * 8 + (int)blockIdx.y];
        const float s_1 = tl::cast<float>(v_191);
#line 335 "tilelang/ops/decode_kernels.py"
        const int v_192 = v_189;
        const int v_193 = (t0_2 + v_192);
        const bool v_194 = (v_193 < len_k);
        const float v_195 = (v_194 ? s_1 : 0.0f);
#line 401 "tilelang/ops/decode_kernels.py"
        const tl::vec<float, 4> v_196 = tl::vec<float, 4>{{v_188, v_188, v_195, v_195}};
        *reinterpret_cast<tl::vec<float, 4>*>((ks_f + v_179)) = v_196;
      }
#line 403 "tilelang/ops/decode_kernels.py"
      #pragma unroll
      for (int l_v_2 = 0; l_v_2 < 2; l_v_2 += 1) {
        const int v_197 = (l_v_2 * 4);
        const int v_198 = (l_v_2 * 16);
        const int v_199 = (v_131 + v_198);
        const int v_200 = (v_199 + v_128);
#line 327 "tilelang/ops/decode_kernels.py"
        const int v_201 = (v_200 + v_172);
        const half v_202 = VSl_s[(v_201) * 8 + (int)blockIdx.y];
        const float s_2 = tl::cast<float>(v_202);
#line 335 "tilelang/ops/decode_kernels.py"
        const int v_203 = v_200;
        const int v_204 = (t0_2 + v_203);
        const bool v_205 = (v_204 < len_k);
        const float v_206 = (v_205 ? s_2 : 0.0f);
#line 403 "tilelang/ops/decode_kernels.py"
        const int v_207 = (v_200 + 8);
#line 327 "tilelang/ops/decode_kernels.py"
        const int v_208 = (v_201 + 8);
        const half v_209 = VSl_s[(v_208) * 8 + (int)blockIdx.y];
        const float s_3 = tl::cast<float>(v_209);
#line 335 "tilelang/ops/decode_kernels.py"
        const int v_210 = v_207;
        const int v_211 = (t0_2 + v_210);
        const bool v_212 = (v_211 < len_k);
        const float v_213 = (v_212 ? s_3 : 0.0f);
#line 403 "tilelang/ops/decode_kernels.py"
        const tl::vec<float, 4> v_214 = tl::vec<float, 4>{{v_206, v_206, v_213, v_213}};
        *reinterpret_cast<tl::vec<float, 4>*>((vs_f + v_197)) = v_214;
      }
#line 429 "tilelang/ops/decode_kernels.py"
    } else {
#line 401 "tilelang/ops/decode_kernels.py"
      #pragma unroll
      for (int l_v_3 = 0; l_v_3 < 2; l_v_3 += 1) {
        const int v_215 = (l_v_3 * 4);
        const int v_216 = (l_v_3 * 16);
        const int v_217 = (v_131 + v_216);
        const int v_218 = (v_217 + v_128);
#line 327 "tilelang/ops/decode_kernels.py"
        const int v_219 = (v_218 + v_172);
        const half v_220 = KSl_s[(v_219) * 8 + (int)blockIdx.y];
        const float s_4 = tl::cast<float>(v_220);
        const int v_221 = (v_219 + 8);
        const half v_222 = KSl_s[(v_221) * 8 + (int)blockIdx.y];
        const float s_5 = tl::cast<float>(v_222);
#line 401 "tilelang/ops/decode_kernels.py"
        const tl::vec<float, 4> v_223 = tl::vec<float, 4>{{s_4, s_4, s_5, s_5}};
        *reinterpret_cast<tl::vec<float, 4>*>((ks_f + v_215)) = v_223;
      }
#line 403 "tilelang/ops/decode_kernels.py"
      #pragma unroll
      for (int l_v_4 = 0; l_v_4 < 2; l_v_4 += 1) {
        const int v_224 = (l_v_4 * 4);
        const int v_225 = (l_v_4 * 16);
        const int v_226 = (v_131 + v_225);
        const int v_227 = (v_226 + v_128);
#line 327 "tilelang/ops/decode_kernels.py"
        const int v_228 = (v_227 + v_172);
        const half v_229 = VSl_s[(v_228) * 8 + (int)blockIdx.y];
        const float s_6 = tl::cast<float>(v_229);
        const int v_230 = (v_228 + 8);
        const half v_231 = VSl_s[(v_230) * 8 + (int)blockIdx.y];
        const float s_7 = tl::cast<float>(v_231);
#line 403 "tilelang/ops/decode_kernels.py"
        const tl::vec<float, 4> v_232 = tl::vec<float, 4>{{s_6, s_6, s_7, s_7}};
        *reinterpret_cast<tl::vec<float, 4>*>((vs_f + v_224)) = v_232;
      }
#line 429 "tilelang/ops/decode_kernels.py"
    }
#line 619 "tilelang/ops/decode_kernels.py"
    alignas(16) half dequant[128];
    alignas(16) half decoded[8];
    const int v_233 = (v_132 + v_172);
    const unsigned v_234 = *reinterpret_cast<const unsigned*>((Kq_s + (v_233) * 64 + v_134));
    tl::dequant_i4<true>(decoded + 0, v_234);
    const half v_235 = decoded[0];
    dequant[0] = v_235;
    const half v_236 = decoded[1];
    dequant[1] = v_236;
    const half v_237 = decoded[2];
    dequant[4] = v_237;
    const half v_238 = decoded[3];
    dequant[5] = v_238;
    const half v_239 = decoded[4];
    dequant[8] = v_239;
    const half v_240 = decoded[5];
    dequant[9] = v_240;
    const half v_241 = decoded[6];
    dequant[12] = v_241;
    const half v_242 = decoded[7];
    dequant[13] = v_242;
    const int v_243 = (v_233 + 8);
    const unsigned v_244 = *reinterpret_cast<const unsigned*>((Kq_s + (v_243) * 64 + v_134));
    tl::dequant_i4<true>(decoded + 0, v_244);
    const half v_245 = decoded[0];
    dequant[2] = v_245;
    const half v_246 = decoded[1];
    dequant[3] = v_246;
    const half v_247 = decoded[2];
    dequant[6] = v_247;
    const half v_248 = decoded[3];
    dequant[7] = v_248;
    const half v_249 = decoded[4];
    dequant[10] = v_249;
    const half v_250 = decoded[5];
    dequant[11] = v_250;
    const half v_251 = decoded[6];
    dequant[14] = v_251;
    const half v_252 = decoded[7];
    dequant[15] = v_252;
    const unsigned v_253 = *reinterpret_cast<const unsigned*>((Kq_s + (v_233) * 64 + v_136));
    tl::dequant_i4<true>(decoded + 0, v_253);
    const half v_254 = decoded[0];
    dequant[16] = v_254;
    const half v_255 = decoded[1];
    dequant[17] = v_255;
    const half v_256 = decoded[2];
    dequant[20] = v_256;
    const half v_257 = decoded[3];
    dequant[21] = v_257;
    const half v_258 = decoded[4];
    dequant[24] = v_258;
    const half v_259 = decoded[5];
    dequant[25] = v_259;
    const half v_260 = decoded[6];
    dequant[28] = v_260;
    const half v_261 = decoded[7];
    dequant[29] = v_261;
    const unsigned v_262 = *reinterpret_cast<const unsigned*>((Kq_s + (v_243) * 64 + v_136));
    tl::dequant_i4<true>(decoded + 0, v_262);
    const half v_263 = decoded[0];
    dequant[18] = v_263;
    const half v_264 = decoded[1];
    dequant[19] = v_264;
    const half v_265 = decoded[2];
    dequant[22] = v_265;
    const half v_266 = decoded[3];
    dequant[23] = v_266;
    const half v_267 = decoded[4];
    dequant[26] = v_267;
    const half v_268 = decoded[5];
    dequant[27] = v_268;
    const half v_269 = decoded[6];
    dequant[30] = v_269;
    const half v_270 = decoded[7];
    dequant[31] = v_270;
    const unsigned v_271 = *reinterpret_cast<const unsigned*>((Kq_s + (v_233) * 64 + v_138));
    tl::dequant_i4<true>(decoded + 0, v_271);
    const half v_272 = decoded[0];
    dequant[32] = v_272;
    const half v_273 = decoded[1];
    dequant[33] = v_273;
    const half v_274 = decoded[2];
    dequant[36] = v_274;
    const half v_275 = decoded[3];
    dequant[37] = v_275;
    const half v_276 = decoded[4];
    dequant[40] = v_276;
    const half v_277 = decoded[5];
    dequant[41] = v_277;
    const half v_278 = decoded[6];
    dequant[44] = v_278;
    const half v_279 = decoded[7];
    dequant[45] = v_279;
    const unsigned v_280 = *reinterpret_cast<const unsigned*>((Kq_s + (v_243) * 64 + v_138));
    tl::dequant_i4<true>(decoded + 0, v_280);
    const half v_281 = decoded[0];
    dequant[34] = v_281;
    const half v_282 = decoded[1];
    dequant[35] = v_282;
    const half v_283 = decoded[2];
    dequant[38] = v_283;
    const half v_284 = decoded[3];
    dequant[39] = v_284;
    const half v_285 = decoded[4];
    dequant[42] = v_285;
    const half v_286 = decoded[5];
    dequant[43] = v_286;
    const half v_287 = decoded[6];
    dequant[46] = v_287;
    const half v_288 = decoded[7];
    dequant[47] = v_288;
    const unsigned v_289 = *reinterpret_cast<const unsigned*>((Kq_s + (v_233) * 64 + v_140));
    tl::dequant_i4<true>(decoded + 0, v_289);
    const half v_290 = decoded[0];
    dequant[48] = v_290;
    const half v_291 = decoded[1];
    dequant[49] = v_291;
    const half v_292 = decoded[2];
    dequant[52] = v_292;
    const half v_293 = decoded[3];
    dequant[53] = v_293;
    const half v_294 = decoded[4];
    dequant[56] = v_294;
    const half v_295 = decoded[5];
    dequant[57] = v_295;
    const half v_296 = decoded[6];
    dequant[60] = v_296;
    const half v_297 = decoded[7];
    dequant[61] = v_297;
    const unsigned v_298 = *reinterpret_cast<const unsigned*>((Kq_s + (v_243) * 64 + v_140));
    tl::dequant_i4<true>(decoded + 0, v_298);
    const half v_299 = decoded[0];
    dequant[50] = v_299;
    const half v_300 = decoded[1];
    dequant[51] = v_300;
    const half v_301 = decoded[2];
    dequant[54] = v_301;
    const half v_302 = decoded[3];
    dequant[55] = v_302;
    const half v_303 = decoded[4];
    dequant[58] = v_303;
    const half v_304 = decoded[5];
    dequant[59] = v_304;
    const half v_305 = decoded[6];
    dequant[62] = v_305;
    const half v_306 = decoded[7];
    dequant[63] = v_306;
    const int v_307 = (v_233 + 16);
    const unsigned v_308 = *reinterpret_cast<const unsigned*>((Kq_s + (v_307) * 64 + v_134));
    tl::dequant_i4<true>(decoded + 0, v_308);
    const half v_309 = decoded[0];
    dequant[64] = v_309;
    const half v_310 = decoded[1];
    dequant[65] = v_310;
    const half v_311 = decoded[2];
    dequant[68] = v_311;
    const half v_312 = decoded[3];
    dequant[69] = v_312;
    const half v_313 = decoded[4];
    dequant[72] = v_313;
    const half v_314 = decoded[5];
    dequant[73] = v_314;
    const half v_315 = decoded[6];
    dequant[76] = v_315;
    const half v_316 = decoded[7];
    dequant[77] = v_316;
    const int v_317 = (v_233 + 24);
    const unsigned v_318 = *reinterpret_cast<const unsigned*>((Kq_s + (v_317) * 64 + v_134));
    tl::dequant_i4<true>(decoded + 0, v_318);
    const half v_319 = decoded[0];
    dequant[66] = v_319;
    const half v_320 = decoded[1];
    dequant[67] = v_320;
    const half v_321 = decoded[2];
    dequant[70] = v_321;
    const half v_322 = decoded[3];
    dequant[71] = v_322;
    const half v_323 = decoded[4];
    dequant[74] = v_323;
    const half v_324 = decoded[5];
    dequant[75] = v_324;
    const half v_325 = decoded[6];
    dequant[78] = v_325;
    const half v_326 = decoded[7];
    dequant[79] = v_326;
    const unsigned v_327 = *reinterpret_cast<const unsigned*>((Kq_s + (v_307) * 64 + v_136));
    tl::dequant_i4<true>(decoded + 0, v_327);
    const half v_328 = decoded[0];
    dequant[80] = v_328;
    const half v_329 = decoded[1];
    dequant[81] = v_329;
    const half v_330 = decoded[2];
    dequant[84] = v_330;
    const half v_331 = decoded[3];
    dequant[85] = v_331;
    const half v_332 = decoded[4];
    dequant[88] = v_332;
    const half v_333 = decoded[5];
    dequant[89] = v_333;
    const half v_334 = decoded[6];
    dequant[92] = v_334;
    const half v_335 = decoded[7];
    dequant[93] = v_335;
    const unsigned v_336 = *reinterpret_cast<const unsigned*>((Kq_s + (v_317) * 64 + v_136));
    tl::dequant_i4<true>(decoded + 0, v_336);
    const half v_337 = decoded[0];
    dequant[82] = v_337;
    const half v_338 = decoded[1];
    dequant[83] = v_338;
    const half v_339 = decoded[2];
    dequant[86] = v_339;
    const half v_340 = decoded[3];
    dequant[87] = v_340;
    const half v_341 = decoded[4];
    dequant[90] = v_341;
    const half v_342 = decoded[5];
    dequant[91] = v_342;
    const half v_343 = decoded[6];
    dequant[94] = v_343;
    const half v_344 = decoded[7];
    dequant[95] = v_344;
    const unsigned v_345 = *reinterpret_cast<const unsigned*>((Kq_s + (v_307) * 64 + v_138));
    tl::dequant_i4<true>(decoded + 0, v_345);
    const half v_346 = decoded[0];
    dequant[96] = v_346;
    const half v_347 = decoded[1];
    dequant[97] = v_347;
    const half v_348 = decoded[2];
    dequant[100] = v_348;
    const half v_349 = decoded[3];
    dequant[101] = v_349;
    const half v_350 = decoded[4];
    dequant[104] = v_350;
    const half v_351 = decoded[5];
    dequant[105] = v_351;
    const half v_352 = decoded[6];
    dequant[108] = v_352;
    const half v_353 = decoded[7];
    dequant[109] = v_353;
    const unsigned v_354 = *reinterpret_cast<const unsigned*>((Kq_s + (v_317) * 64 + v_138));
    tl::dequant_i4<true>(decoded + 0, v_354);
    const half v_355 = decoded[0];
    dequant[98] = v_355;
    const half v_356 = decoded[1];
    dequant[99] = v_356;
    const half v_357 = decoded[2];
    dequant[102] = v_357;
    const half v_358 = decoded[3];
    dequant[103] = v_358;
    const half v_359 = decoded[4];
    dequant[106] = v_359;
    const half v_360 = decoded[5];
    dequant[107] = v_360;
    const half v_361 = decoded[6];
    dequant[110] = v_361;
    const half v_362 = decoded[7];
    dequant[111] = v_362;
    const unsigned v_363 = *reinterpret_cast<const unsigned*>((Kq_s + (v_307) * 64 + v_140));
    tl::dequant_i4<true>(decoded + 0, v_363);
    const half v_364 = decoded[0];
    dequant[112] = v_364;
    const half v_365 = decoded[1];
    dequant[113] = v_365;
    const half v_366 = decoded[2];
    dequant[116] = v_366;
    const half v_367 = decoded[3];
    dequant[117] = v_367;
    const half v_368 = decoded[4];
    dequant[120] = v_368;
    const half v_369 = decoded[5];
    dequant[121] = v_369;
    const half v_370 = decoded[6];
    dequant[124] = v_370;
    const half v_371 = decoded[7];
    dequant[125] = v_371;
    const unsigned v_372 = *reinterpret_cast<const unsigned*>((Kq_s + (v_317) * 64 + v_140));
    tl::dequant_i4<true>(decoded + 0, v_372);
    const half v_373 = decoded[0];
    dequant[114] = v_373;
    const half v_374 = decoded[1];
    dequant[115] = v_374;
    const half v_375 = decoded[2];
    dequant[118] = v_375;
    const half v_376 = decoded[3];
    dequant[119] = v_376;
    const half v_377 = decoded[4];
    dequant[122] = v_377;
    const half v_378 = decoded[5];
    dequant[123] = v_378;
    const half v_379 = decoded[6];
    dequant[126] = v_379;
    const half v_380 = decoded[7];
    dequant[127] = v_380;
    #pragma unroll
    for (int l_v_5 = 0; l_v_5 < 16; l_v_5 += 1) {
      const int v_381 = (l_v_5 * 8);
#line 199 "tilelang/ops/decode_kernels.py"
      const tl::vec<half, 8> v_382 = *reinterpret_cast<const tl::vec<half, 8>*>((dequant + v_381));
#line 619 "tilelang/ops/decode_kernels.py"
      *reinterpret_cast<tl::vec<half, 8>*>((K_f + v_381)) = v_382;
    }
#line 626 "tilelang/ops/decode_kernels.py"
    alignas(16) half dequant_1[128];
    alignas(16) half decoded_1[8];
    const int v_383 = (v_130 + v_172);
    const unsigned v_384 = *reinterpret_cast<const unsigned*>((Vq_s + (v_383) * 64 + v_145));
    const int v_385 = (v_383 + 1);
    const unsigned v_386 = *reinterpret_cast<const unsigned*>((Vq_s + (v_385) * 64 + v_145));
    const unsigned v_387 = (v_384 & 65535u);
    const unsigned v_388 = (v_386 << 16u);
    const unsigned v_389 = (v_387 | v_388);
    tl::dequant_i4<true>(decoded_1 + 0, v_389);
    const half v_390 = decoded_1[0];
    dequant_1[0] = v_390;
    const half v_391 = decoded_1[1];
    dequant_1[1] = v_391;
    const half v_392 = decoded_1[2];
    dequant_1[2] = v_392;
    const half v_393 = decoded_1[3];
    dequant_1[3] = v_393;
    const half v_394 = decoded_1[4];
    dequant_1[32] = v_394;
    const half v_395 = decoded_1[5];
    dequant_1[33] = v_395;
    const half v_396 = decoded_1[6];
    dequant_1[34] = v_396;
    const half v_397 = decoded_1[7];
    dequant_1[35] = v_397;
    const unsigned v_398 = (v_384 >> 16u);
    const unsigned v_399 = (v_386 & 4294901760u);
    const unsigned v_400 = (v_398 | v_399);
    tl::dequant_i4<true>(decoded_1 + 0, v_400);
    const half v_401 = decoded_1[0];
    dequant_1[64] = v_401;
    const half v_402 = decoded_1[1];
    dequant_1[65] = v_402;
    const half v_403 = decoded_1[2];
    dequant_1[66] = v_403;
    const half v_404 = decoded_1[3];
    dequant_1[67] = v_404;
    const half v_405 = decoded_1[4];
    dequant_1[96] = v_405;
    const half v_406 = decoded_1[5];
    dequant_1[97] = v_406;
    const half v_407 = decoded_1[6];
    dequant_1[98] = v_407;
    const half v_408 = decoded_1[7];
    dequant_1[99] = v_408;
    const int v_409 = (v_383 + 8);
    const unsigned v_410 = *reinterpret_cast<const unsigned*>((Vq_s + (v_409) * 64 + v_145));
    const int v_411 = (v_383 + 9);
    const unsigned v_412 = *reinterpret_cast<const unsigned*>((Vq_s + (v_411) * 64 + v_145));
    const unsigned v_413 = (v_410 & 65535u);
    const unsigned v_414 = (v_412 << 16u);
    const unsigned v_415 = (v_413 | v_414);
    tl::dequant_i4<true>(decoded_1 + 0, v_415);
    const half v_416 = decoded_1[0];
    dequant_1[4] = v_416;
    const half v_417 = decoded_1[1];
    dequant_1[5] = v_417;
    const half v_418 = decoded_1[2];
    dequant_1[6] = v_418;
    const half v_419 = decoded_1[3];
    dequant_1[7] = v_419;
    const half v_420 = decoded_1[4];
    dequant_1[36] = v_420;
    const half v_421 = decoded_1[5];
    dequant_1[37] = v_421;
    const half v_422 = decoded_1[6];
    dequant_1[38] = v_422;
    const half v_423 = decoded_1[7];
    dequant_1[39] = v_423;
    const unsigned v_424 = (v_410 >> 16u);
    const unsigned v_425 = (v_412 & 4294901760u);
    const unsigned v_426 = (v_424 | v_425);
    tl::dequant_i4<true>(decoded_1 + 0, v_426);
    const half v_427 = decoded_1[0];
    dequant_1[68] = v_427;
    const half v_428 = decoded_1[1];
    dequant_1[69] = v_428;
    const half v_429 = decoded_1[2];
    dequant_1[70] = v_429;
    const half v_430 = decoded_1[3];
    dequant_1[71] = v_430;
    const half v_431 = decoded_1[4];
    dequant_1[100] = v_431;
    const half v_432 = decoded_1[5];
    dequant_1[101] = v_432;
    const half v_433 = decoded_1[6];
    dequant_1[102] = v_433;
    const half v_434 = decoded_1[7];
    dequant_1[103] = v_434;
    const int v_435 = (v_383 + 16);
    const unsigned v_436 = *reinterpret_cast<const unsigned*>((Vq_s + (v_435) * 64 + v_145));
    const int v_437 = (v_383 + 17);
    const unsigned v_438 = *reinterpret_cast<const unsigned*>((Vq_s + (v_437) * 64 + v_145));
    const unsigned v_439 = (v_436 & 65535u);
    const unsigned v_440 = (v_438 << 16u);
    const unsigned v_441 = (v_439 | v_440);
    tl::dequant_i4<true>(decoded_1 + 0, v_441);
    const half v_442 = decoded_1[0];
    dequant_1[8] = v_442;
    const half v_443 = decoded_1[1];
    dequant_1[9] = v_443;
    const half v_444 = decoded_1[2];
    dequant_1[10] = v_444;
    const half v_445 = decoded_1[3];
    dequant_1[11] = v_445;
    const half v_446 = decoded_1[4];
    dequant_1[40] = v_446;
    const half v_447 = decoded_1[5];
    dequant_1[41] = v_447;
    const half v_448 = decoded_1[6];
    dequant_1[42] = v_448;
    const half v_449 = decoded_1[7];
    dequant_1[43] = v_449;
    const unsigned v_450 = (v_436 >> 16u);
    const unsigned v_451 = (v_438 & 4294901760u);
    const unsigned v_452 = (v_450 | v_451);
    tl::dequant_i4<true>(decoded_1 + 0, v_452);
    const half v_453 = decoded_1[0];
    dequant_1[72] = v_453;
    const half v_454 = decoded_1[1];
    dequant_1[73] = v_454;
    const half v_455 = decoded_1[2];
    dequant_1[74] = v_455;
    const half v_456 = decoded_1[3];
    dequant_1[75] = v_456;
    const half v_457 = decoded_1[4];
    dequant_1[104] = v_457;
    const half v_458 = decoded_1[5];
    dequant_1[105] = v_458;
    const half v_459 = decoded_1[6];
    dequant_1[106] = v_459;
    const half v_460 = decoded_1[7];
    dequant_1[107] = v_460;
    const int v_461 = (v_383 + 24);
    const unsigned v_462 = *reinterpret_cast<const unsigned*>((Vq_s + (v_461) * 64 + v_145));
    const int v_463 = (v_383 + 25);
    const unsigned v_464 = *reinterpret_cast<const unsigned*>((Vq_s + (v_463) * 64 + v_145));
    const unsigned v_465 = (v_462 & 65535u);
    const unsigned v_466 = (v_464 << 16u);
    const unsigned v_467 = (v_465 | v_466);
    tl::dequant_i4<true>(decoded_1 + 0, v_467);
    const half v_468 = decoded_1[0];
    dequant_1[12] = v_468;
    const half v_469 = decoded_1[1];
    dequant_1[13] = v_469;
    const half v_470 = decoded_1[2];
    dequant_1[14] = v_470;
    const half v_471 = decoded_1[3];
    dequant_1[15] = v_471;
    const half v_472 = decoded_1[4];
    dequant_1[44] = v_472;
    const half v_473 = decoded_1[5];
    dequant_1[45] = v_473;
    const half v_474 = decoded_1[6];
    dequant_1[46] = v_474;
    const half v_475 = decoded_1[7];
    dequant_1[47] = v_475;
    const unsigned v_476 = (v_462 >> 16u);
    const unsigned v_477 = (v_464 & 4294901760u);
    const unsigned v_478 = (v_476 | v_477);
    tl::dequant_i4<true>(decoded_1 + 0, v_478);
    const half v_479 = decoded_1[0];
    dequant_1[76] = v_479;
    const half v_480 = decoded_1[1];
    dequant_1[77] = v_480;
    const half v_481 = decoded_1[2];
    dequant_1[78] = v_481;
    const half v_482 = decoded_1[3];
    dequant_1[79] = v_482;
    const half v_483 = decoded_1[4];
    dequant_1[108] = v_483;
    const half v_484 = decoded_1[5];
    dequant_1[109] = v_484;
    const half v_485 = decoded_1[6];
    dequant_1[110] = v_485;
    const half v_486 = decoded_1[7];
    dequant_1[111] = v_486;
    const int v_487 = (v_383 + 32);
    const unsigned v_488 = *reinterpret_cast<const unsigned*>((Vq_s + (v_487) * 64 + v_145));
    const int v_489 = (v_383 + 33);
    const unsigned v_490 = *reinterpret_cast<const unsigned*>((Vq_s + (v_489) * 64 + v_145));
    const unsigned v_491 = (v_488 & 65535u);
    const unsigned v_492 = (v_490 << 16u);
    const unsigned v_493 = (v_491 | v_492);
    tl::dequant_i4<true>(decoded_1 + 0, v_493);
    const half v_494 = decoded_1[0];
    dequant_1[16] = v_494;
    const half v_495 = decoded_1[1];
    dequant_1[17] = v_495;
    const half v_496 = decoded_1[2];
    dequant_1[18] = v_496;
    const half v_497 = decoded_1[3];
    dequant_1[19] = v_497;
    const half v_498 = decoded_1[4];
    dequant_1[48] = v_498;
    const half v_499 = decoded_1[5];
    dequant_1[49] = v_499;
    const half v_500 = decoded_1[6];
    dequant_1[50] = v_500;
    const half v_501 = decoded_1[7];
    dequant_1[51] = v_501;
    const unsigned v_502 = (v_488 >> 16u);
    const unsigned v_503 = (v_490 & 4294901760u);
    const unsigned v_504 = (v_502 | v_503);
    tl::dequant_i4<true>(decoded_1 + 0, v_504);
    const half v_505 = decoded_1[0];
    dequant_1[80] = v_505;
    const half v_506 = decoded_1[1];
    dequant_1[81] = v_506;
    const half v_507 = decoded_1[2];
    dequant_1[82] = v_507;
    const half v_508 = decoded_1[3];
    dequant_1[83] = v_508;
    const half v_509 = decoded_1[4];
    dequant_1[112] = v_509;
    const half v_510 = decoded_1[5];
    dequant_1[113] = v_510;
    const half v_511 = decoded_1[6];
    dequant_1[114] = v_511;
    const half v_512 = decoded_1[7];
    dequant_1[115] = v_512;
    const int v_513 = (v_383 + 40);
    const unsigned v_514 = *reinterpret_cast<const unsigned*>((Vq_s + (v_513) * 64 + v_145));
    const int v_515 = (v_383 + 41);
    const unsigned v_516 = *reinterpret_cast<const unsigned*>((Vq_s + (v_515) * 64 + v_145));
    const unsigned v_517 = (v_514 & 65535u);
    const unsigned v_518 = (v_516 << 16u);
    const unsigned v_519 = (v_517 | v_518);
    tl::dequant_i4<true>(decoded_1 + 0, v_519);
    const half v_520 = decoded_1[0];
    dequant_1[20] = v_520;
    const half v_521 = decoded_1[1];
    dequant_1[21] = v_521;
    const half v_522 = decoded_1[2];
    dequant_1[22] = v_522;
    const half v_523 = decoded_1[3];
    dequant_1[23] = v_523;
    const half v_524 = decoded_1[4];
    dequant_1[52] = v_524;
    const half v_525 = decoded_1[5];
    dequant_1[53] = v_525;
    const half v_526 = decoded_1[6];
    dequant_1[54] = v_526;
    const half v_527 = decoded_1[7];
    dequant_1[55] = v_527;
    const unsigned v_528 = (v_514 >> 16u);
    const unsigned v_529 = (v_516 & 4294901760u);
    const unsigned v_530 = (v_528 | v_529);
    tl::dequant_i4<true>(decoded_1 + 0, v_530);
    const half v_531 = decoded_1[0];
    dequant_1[84] = v_531;
    const half v_532 = decoded_1[1];
    dequant_1[85] = v_532;
    const half v_533 = decoded_1[2];
    dequant_1[86] = v_533;
    const half v_534 = decoded_1[3];
    dequant_1[87] = v_534;
    const half v_535 = decoded_1[4];
    dequant_1[116] = v_535;
    const half v_536 = decoded_1[5];
    dequant_1[117] = v_536;
    const half v_537 = decoded_1[6];
    dequant_1[118] = v_537;
    const half v_538 = decoded_1[7];
    dequant_1[119] = v_538;
    const int v_539 = (v_383 + 48);
    const unsigned v_540 = *reinterpret_cast<const unsigned*>((Vq_s + (v_539) * 64 + v_145));
    const int v_541 = (v_383 + 49);
    const unsigned v_542 = *reinterpret_cast<const unsigned*>((Vq_s + (v_541) * 64 + v_145));
    const unsigned v_543 = (v_540 & 65535u);
    const unsigned v_544 = (v_542 << 16u);
    const unsigned v_545 = (v_543 | v_544);
    tl::dequant_i4<true>(decoded_1 + 0, v_545);
    const half v_546 = decoded_1[0];
    dequant_1[24] = v_546;
    const half v_547 = decoded_1[1];
    dequant_1[25] = v_547;
    const half v_548 = decoded_1[2];
    dequant_1[26] = v_548;
    const half v_549 = decoded_1[3];
    dequant_1[27] = v_549;
    const half v_550 = decoded_1[4];
    dequant_1[56] = v_550;
    const half v_551 = decoded_1[5];
    dequant_1[57] = v_551;
    const half v_552 = decoded_1[6];
    dequant_1[58] = v_552;
    const half v_553 = decoded_1[7];
    dequant_1[59] = v_553;
    const unsigned v_554 = (v_540 >> 16u);
    const unsigned v_555 = (v_542 & 4294901760u);
    const unsigned v_556 = (v_554 | v_555);
    tl::dequant_i4<true>(decoded_1 + 0, v_556);
    const half v_557 = decoded_1[0];
    dequant_1[88] = v_557;
    const half v_558 = decoded_1[1];
    dequant_1[89] = v_558;
    const half v_559 = decoded_1[2];
    dequant_1[90] = v_559;
    const half v_560 = decoded_1[3];
    dequant_1[91] = v_560;
    const half v_561 = decoded_1[4];
    dequant_1[120] = v_561;
    const half v_562 = decoded_1[5];
    dequant_1[121] = v_562;
    const half v_563 = decoded_1[6];
    dequant_1[122] = v_563;
    const half v_564 = decoded_1[7];
    dequant_1[123] = v_564;
    const int v_565 = (v_383 + 56);
    const unsigned v_566 = *reinterpret_cast<const unsigned*>((Vq_s + (v_565) * 64 + v_145));
    const int v_567 = (v_383 + 57);
    const unsigned v_568 = *reinterpret_cast<const unsigned*>((Vq_s + (v_567) * 64 + v_145));
    const unsigned v_569 = (v_566 & 65535u);
    const unsigned v_570 = (v_568 << 16u);
    const unsigned v_571 = (v_569 | v_570);
    tl::dequant_i4<true>(decoded_1 + 0, v_571);
    const half v_572 = decoded_1[0];
    dequant_1[28] = v_572;
    const half v_573 = decoded_1[1];
    dequant_1[29] = v_573;
    const half v_574 = decoded_1[2];
    dequant_1[30] = v_574;
    const half v_575 = decoded_1[3];
    dequant_1[31] = v_575;
    const half v_576 = decoded_1[4];
    dequant_1[60] = v_576;
    const half v_577 = decoded_1[5];
    dequant_1[61] = v_577;
    const half v_578 = decoded_1[6];
    dequant_1[62] = v_578;
    const half v_579 = decoded_1[7];
    dequant_1[63] = v_579;
    const unsigned v_580 = (v_566 >> 16u);
    const unsigned v_581 = (v_568 & 4294901760u);
    const unsigned v_582 = (v_580 | v_581);
    tl::dequant_i4<true>(decoded_1 + 0, v_582);
    const half v_583 = decoded_1[0];
    dequant_1[92] = v_583;
    const half v_584 = decoded_1[1];
    dequant_1[93] = v_584;
    const half v_585 = decoded_1[2];
    dequant_1[94] = v_585;
    const half v_586 = decoded_1[3];
    dequant_1[95] = v_586;
    const half v_587 = decoded_1[4];
    dequant_1[124] = v_587;
    const half v_588 = decoded_1[5];
    dequant_1[125] = v_588;
    const half v_589 = decoded_1[6];
    dequant_1[126] = v_589;
    const half v_590 = decoded_1[7];
    dequant_1[127] = v_590;
    #pragma unroll
    for (int l_v_6 = 0; l_v_6 < 16; l_v_6 += 1) {
      const int v_591 = (l_v_6 * 8);
#line 199 "tilelang/ops/decode_kernels.py"
      const tl::vec<half, 8> v_592 = *reinterpret_cast<const tl::vec<half, 8>*>((dequant_1 + v_591));
#line 626 "tilelang/ops/decode_kernels.py"
      *reinterpret_cast<tl::vec<half, 8>*>((V_f + v_591)) = v_592;
    }
#line 632 "tilelang/ops/decode_kernels.py"
    #pragma unroll
    for (int l_v_7 = 0; l_v_7 < 2; l_v_7 += 1) {
      const int v_593 = (l_v_7 * 4);
      const tl::vec<float, 4> v_594 = tl::vec<float, 4>{{0.0f, 0.0f, 0.0f, 0.0f}};
      *reinterpret_cast<tl::vec<float, 4>*>((acc_s + v_593)) = v_594;
    }
#line 633 "tilelang/ops/decode_kernels.py"
    alignas(16) half a_regs[16];
    alignas(16) half b_regs[4];
    alignas(16) float c_odd[8];
    #pragma unroll
    for (int l_v_8 = 0; l_v_8 < 2; l_v_8 += 1) {
      const int v_595 = (l_v_8 * 4);
      const tl::vec<float, 4> v_596 = tl::vec<float, 4>{{0.0f, 0.0f, 0.0f, 0.0f}};
      *reinterpret_cast<tl::vec<float, 4>*>((c_odd + v_595)) = v_596;
    }
    for (int kk = 0; kk < 4; kk += 1) {
      const int v_597 = (kk * 2);
      const int v_598 = (v_597 * 16);
      const int v_599 = (v_598 + v_154);
      const int v_600 = (v_599 ^ v_155);
      tl::ldmatrix<2, false>(b_regs + 0, (Q_s + (v_151) * 128 + v_600));
      const int v_601 = (v_597 * 8);
      const half v_602 = K_f[v_601];
      a_regs[0] = v_602;
      const int v_603 = (v_601 + 1);
      const half v_604 = K_f[v_603];
      a_regs[1] = v_604;
      const int v_605 = (v_601 + 2);
      const half v_606 = K_f[v_605];
      a_regs[2] = v_606;
      const int v_607 = (v_601 + 3);
      const half v_608 = K_f[v_607];
      a_regs[3] = v_608;
      const int v_609 = (v_601 + 4);
      const half v_610 = K_f[v_609];
      a_regs[4] = v_610;
      const int v_611 = (v_601 + 5);
      const half v_612 = K_f[v_611];
      a_regs[5] = v_612;
      const int v_613 = (v_601 + 6);
      const half v_614 = K_f[v_613];
      a_regs[6] = v_614;
      const int v_615 = (v_601 + 7);
      const half v_616 = K_f[v_615];
      a_regs[7] = v_616;
      const int v_617 = (v_601 + 64);
      const half v_618 = K_f[v_617];
      a_regs[8] = v_618;
      const int v_619 = (v_601 + 65);
      const half v_620 = K_f[v_619];
      a_regs[9] = v_620;
      const int v_621 = (v_601 + 66);
      const half v_622 = K_f[v_621];
      a_regs[10] = v_622;
      const int v_623 = (v_601 + 67);
      const half v_624 = K_f[v_623];
      a_regs[11] = v_624;
      const int v_625 = (v_601 + 68);
      const half v_626 = K_f[v_625];
      a_regs[12] = v_626;
      const int v_627 = (v_601 + 69);
      const half v_628 = K_f[v_627];
      a_regs[13] = v_628;
      const int v_629 = (v_601 + 70);
      const half v_630 = K_f[v_629];
      a_regs[14] = v_630;
      const int v_631 = (v_601 + 71);
      const half v_632 = K_f[v_631];
      a_regs[15] = v_632;
      tl::mma_m16n8k16(a_regs + 0, b_regs + 0, acc_s + 0);
      tl::mma_m16n8k16(a_regs + 8, b_regs + 0, acc_s + 4);
      const int v_633 = (v_597 + 1);
      const int v_634 = (v_599 + 16);
      const int v_635 = (v_634 ^ v_155);
      tl::ldmatrix<2, false>(b_regs + 0, (Q_s + (v_151) * 128 + v_635));
      const int v_636 = (v_633 * 8);
      const half v_637 = K_f[v_636];
      a_regs[0] = v_637;
      const int v_638 = (v_636 + 1);
      const half v_639 = K_f[v_638];
      a_regs[1] = v_639;
      const int v_640 = (v_636 + 2);
      const half v_641 = K_f[v_640];
      a_regs[2] = v_641;
      const int v_642 = (v_636 + 3);
      const half v_643 = K_f[v_642];
      a_regs[3] = v_643;
      const int v_644 = (v_636 + 4);
      const half v_645 = K_f[v_644];
      a_regs[4] = v_645;
      const int v_646 = (v_636 + 5);
      const half v_647 = K_f[v_646];
      a_regs[5] = v_647;
      const int v_648 = (v_636 + 6);
      const half v_649 = K_f[v_648];
      a_regs[6] = v_649;
      const int v_650 = (v_636 + 7);
      const half v_651 = K_f[v_650];
      a_regs[7] = v_651;
      const int v_652 = (v_636 + 64);
      const half v_653 = K_f[v_652];
      a_regs[8] = v_653;
      const int v_654 = (v_636 + 65);
      const half v_655 = K_f[v_654];
      a_regs[9] = v_655;
      const int v_656 = (v_636 + 66);
      const half v_657 = K_f[v_656];
      a_regs[10] = v_657;
      const int v_658 = (v_636 + 67);
      const half v_659 = K_f[v_658];
      a_regs[11] = v_659;
      const int v_660 = (v_636 + 68);
      const half v_661 = K_f[v_660];
      a_regs[12] = v_661;
      const int v_662 = (v_636 + 69);
      const half v_663 = K_f[v_662];
      a_regs[13] = v_663;
      const int v_664 = (v_636 + 70);
      const half v_665 = K_f[v_664];
      a_regs[14] = v_665;
      const int v_666 = (v_636 + 71);
      const half v_667 = K_f[v_666];
      a_regs[15] = v_667;
      tl::mma_m16n8k16(a_regs + 0, b_regs + 0, c_odd + 0);
      tl::mma_m16n8k16(a_regs + 8, b_regs + 0, c_odd + 4);
    }
    #pragma unroll
    for (int l_v_9 = 0; l_v_9 < 2; l_v_9 += 1) {
      const int v_668 = (l_v_9 * 4);
      const tl::vec<float, 4> v_669 = *reinterpret_cast<const tl::vec<float, 4>*>((acc_s + v_668));
      const float v_670 = v_669.v[0];
      const tl::vec<float, 4> v_671 = *reinterpret_cast<const tl::vec<float, 4>*>((c_odd + v_668));
      const float v_672 = v_671.v[0];
      const float v_673 = (v_670 + v_672);
      const float v_674 = v_669.v[1];
      const float v_675 = v_671.v[1];
      const float v_676 = (v_674 + v_675);
      const float v_677 = v_669.v[2];
      const float v_678 = v_671.v[2];
      const float v_679 = (v_677 + v_678);
      const float v_680 = v_669.v[3];
      const float v_681 = v_671.v[3];
      const float v_682 = (v_680 + v_681);
      const tl::vec<float, 4> v_683 = tl::vec<float, 4>{{v_673, v_676, v_679, v_682}};
      *reinterpret_cast<tl::vec<float, 4>*>((acc_s + v_668)) = v_683;
    }
#line 634 "tilelang/ops/decode_kernels.py"
    if (v_178) {
#line 635 "tilelang/ops/decode_kernels.py"
      #pragma unroll
      for (int l_v_10 = 0; l_v_10 < 2; l_v_10 += 1) {
        const int v_684 = (l_v_10 * 4);
        const int l = (v_684 + 1);
        const int l_1 = (v_684 + 2);
        const int l_2 = (v_684 + 3);
        const int v_685 = (l_v_10 * 16);
        const int v_686 = (v_131 + v_685);
        const int v_687 = (v_686 + v_128);
#line 147 "tilelang/ops/decode_kernels.py"
        const int v_688 = v_687;
        const int v_689 = (t0_2 + v_688);
        const bool v_690 = (v_689 < len_k);
#line 636 "tilelang/ops/decode_kernels.py"
        float r_9;
        if (v_690) {
#line 637 "tilelang/ops/decode_kernels.py"
          const float v_691 = acc_s[v_684];
          const float v_692 = ks_f[v_684];
          const float v_693 = (v_691 * v_692);
#line 636 "tilelang/ops/decode_kernels.py"
          r_9 = v_693;
        } else {
#line 638 "tilelang/ops/decode_kernels.py"
          const float v_694 = (-__int_as_float(0x7f800000));
#line 636 "tilelang/ops/decode_kernels.py"
          r_9 = v_694;
        }
        float r_10;
        if (v_690) {
#line 637 "tilelang/ops/decode_kernels.py"
          const float v_695 = acc_s[l];
          const float v_696 = ks_f[l];
          const float v_697 = (v_695 * v_696);
#line 636 "tilelang/ops/decode_kernels.py"
          r_10 = v_697;
        } else {
#line 638 "tilelang/ops/decode_kernels.py"
          const float v_698 = (-__int_as_float(0x7f800000));
#line 636 "tilelang/ops/decode_kernels.py"
          r_10 = v_698;
        }
#line 635 "tilelang/ops/decode_kernels.py"
        const int v_699 = (v_687 + 8);
#line 147 "tilelang/ops/decode_kernels.py"
        const int v_700 = v_699;
        const int v_701 = (t0_2 + v_700);
        const bool v_702 = (v_701 < len_k);
#line 636 "tilelang/ops/decode_kernels.py"
        float r_11;
        if (v_702) {
#line 637 "tilelang/ops/decode_kernels.py"
          const float v_703 = acc_s[l_1];
          const float v_704 = ks_f[l_1];
          const float v_705 = (v_703 * v_704);
#line 636 "tilelang/ops/decode_kernels.py"
          r_11 = v_705;
        } else {
#line 638 "tilelang/ops/decode_kernels.py"
          const float v_706 = (-__int_as_float(0x7f800000));
#line 636 "tilelang/ops/decode_kernels.py"
          r_11 = v_706;
        }
        float r_12;
        if (v_702) {
#line 637 "tilelang/ops/decode_kernels.py"
          const float v_707 = acc_s[l_2];
          const float v_708 = ks_f[l_2];
          const float v_709 = (v_707 * v_708);
#line 636 "tilelang/ops/decode_kernels.py"
          r_12 = v_709;
        } else {
#line 638 "tilelang/ops/decode_kernels.py"
          const float v_710 = (-__int_as_float(0x7f800000));
#line 636 "tilelang/ops/decode_kernels.py"
          r_12 = v_710;
        }
#line 635 "tilelang/ops/decode_kernels.py"
        const tl::vec<float, 4> v_711 = tl::vec<float, 4>{{r_9, r_10, r_11, r_12}};
        *reinterpret_cast<tl::vec<float, 4>*>((acc_s + v_684)) = v_711;
      }
#line 634 "tilelang/ops/decode_kernels.py"
    } else {
#line 645 "tilelang/ops/decode_kernels.py"
      #pragma unroll
      for (int l_v_11 = 0; l_v_11 < 2; l_v_11 += 1) {
        const int v_712 = (l_v_11 * 4);
#line 646 "tilelang/ops/decode_kernels.py"
        const tl::vec<float, 4> v_713 = *reinterpret_cast<const tl::vec<float, 4>*>((acc_s + v_712));
        const float v_714 = v_713.v[0];
        const tl::vec<float, 4> v_715 = *reinterpret_cast<const tl::vec<float, 4>*>((ks_f + v_712));
        const float v_716 = v_715.v[0];
        const float v_717 = (v_714 * v_716);
        const float v_718 = v_713.v[1];
        const float v_719 = v_715.v[1];
        const float v_720 = (v_718 * v_719);
        const float v_721 = v_713.v[2];
        const float v_722 = v_715.v[2];
        const float v_723 = (v_721 * v_722);
        const float v_724 = v_713.v[3];
        const float v_725 = v_715.v[3];
        const float v_726 = (v_724 * v_725);
#line 645 "tilelang/ops/decode_kernels.py"
        const tl::vec<float, 4> v_727 = tl::vec<float, 4>{{v_717, v_720, v_723, v_726}};
        *reinterpret_cast<tl::vec<float, 4>*>((acc_s + v_712)) = v_727;
      }
#line 634 "tilelang/ops/decode_kernels.py"
    }
#line 681 "tilelang/ops/decode_kernels.py"
    const tl::vec<float, 2> v_728 = *reinterpret_cast<const tl::vec<float, 2>*>((m_cur + 0));
    *reinterpret_cast<tl::vec<float, 2>*>((m_prev + 0)) = v_728;
#line 682 "tilelang/ops/decode_kernels.py"
    #pragma unroll
    for (int p = 0; p < 2; p += 1) {
      const float v_729 = acc_s[p];
      const int v_730 = (p + 2);
      const float v_731 = acc_s[v_730];
      const int v_732 = (v_730 + 2);
      const float v_733 = acc_s[v_732];
      const int v_734 = (v_730 + 4);
      const float v_735 = acc_s[v_734];
      const float v_736 = fmaxf(v_729, v_731);
      const float v_737 = fmaxf(v_733, v_735);
      const float v_738 = fmaxf(v_736, v_737);
      const float v_739 = tl::shfl<0>(v_738, 4, 32);
      const float v_740 = fmaxf(v_738, v_739);
      const float v_741 = tl::shfl<0>(v_740, 8, 32);
      const float v_742 = fmaxf(v_740, v_741);
      const float v_743 = tl::shfl<0>(v_742, 16, 32);
      const float v_744 = fmaxf(v_742, v_743);
      if (v_148) {
        const int v_745 = (v_130 + p);
        reduce_partials[(v_745) * 2 + v_126] = v_744;
      }
    }
    __syncthreads();
    const float v_746 = reduce_partials[(v_130) * 2 + 0];
    const float v_747 = reduce_partials[(v_130) * 2 + 1];
    const float v_748 = fmaxf(v_746, v_747);
    const tl::vec<float, 2> v_749 = *reinterpret_cast<const tl::vec<float, 2>*>((m_cur + 0));
    const float v_750 = v_749.v[0];
    const float v_751 = fmaxf(v_750, v_748);
    const float v_752 = reduce_partials[(v_146) * 2 + 0];
    const float v_753 = reduce_partials[(v_146) * 2 + 1];
    const float v_754 = fmaxf(v_752, v_753);
    const float v_755 = v_749.v[1];
    const float v_756 = fmaxf(v_755, v_754);
    const tl::vec<float, 2> v_757 = tl::vec<float, 2>{{v_751, v_756}};
    *reinterpret_cast<tl::vec<float, 2>*>((m_cur + 0)) = v_757;
#line 683 "tilelang/ops/decode_kernels.py"
    #pragma unroll
    for (int l_v_12 = 0; l_v_12 < 2; l_v_12 += 1) {
      const int v_758 = (l_v_12 * 4);
#line 684 "tilelang/ops/decode_kernels.py"
      const tl::vec<float, 4> v_759 = *reinterpret_cast<const tl::vec<float, 4>*>((acc_s + v_758));
      const float v_760 = v_759.v[0];
      const float v_761 = (v_760 * 0.127517431974411f);
      const tl::vec<float, 2> v_762 = *reinterpret_cast<const tl::vec<float, 2>*>((m_cur + 0));
      const float v_763 = v_762.v[0];
      const float v_764 = (v_763 * 0.127517431974411f);
      const float v_765 = (v_761 - v_764);
      const float v_766 = exp2f(v_765);
      const float v_767 = v_759.v[1];
      const float v_768 = (v_767 * 0.127517431974411f);
      const float v_769 = v_762.v[1];
      const float v_770 = (v_769 * 0.127517431974411f);
      const float v_771 = (v_768 - v_770);
      const float v_772 = exp2f(v_771);
      const float v_773 = v_759.v[2];
      const float v_774 = (v_773 * 0.127517431974411f);
      const tl::vec<float, 2> v_775 = *reinterpret_cast<const tl::vec<float, 2>*>((m_cur + 0));
      const float v_776 = v_775.v[0];
      const float v_777 = (v_776 * 0.127517431974411f);
      const float v_778 = (v_774 - v_777);
      const float v_779 = exp2f(v_778);
      const float v_780 = v_759.v[3];
      const float v_781 = (v_780 * 0.127517431974411f);
      const float v_782 = v_775.v[1];
      const float v_783 = (v_782 * 0.127517431974411f);
      const float v_784 = (v_781 - v_783);
      const float v_785 = exp2f(v_784);
#line 683 "tilelang/ops/decode_kernels.py"
      const tl::vec<float, 4> v_786 = tl::vec<float, 4>{{v_766, v_772, v_779, v_785}};
      *reinterpret_cast<tl::vec<float, 4>*>((acc_s + v_758)) = v_786;
    }
#line 686 "tilelang/ops/decode_kernels.py"
    const tl::vec<float, 2> v_787 = *reinterpret_cast<const tl::vec<float, 2>*>((m_prev + 0));
    const float v_788 = v_787.v[0];
    const float v_789 = (v_788 * 0.127517431974411f);
    const tl::vec<float, 2> v_790 = *reinterpret_cast<const tl::vec<float, 2>*>((m_cur + 0));
    const float v_791 = v_790.v[0];
    const float v_792 = (v_791 * 0.127517431974411f);
    const float v_793 = (v_789 - v_792);
    const float v_794 = exp2f(v_793);
    const float v_795 = v_787.v[1];
    const float v_796 = (v_795 * 0.127517431974411f);
    const float v_797 = v_790.v[1];
    const float v_798 = (v_797 * 0.127517431974411f);
    const float v_799 = (v_796 - v_798);
    const float v_800 = exp2f(v_799);
#line 685 "tilelang/ops/decode_kernels.py"
    const tl::vec<float, 2> v_801 = tl::vec<float, 2>{{v_794, v_800}};
    *reinterpret_cast<tl::vec<float, 2>*>((m_prev + 0)) = v_801;
#line 691 "tilelang/ops/decode_kernels.py"
    #pragma unroll
    for (int p_1 = 0; p_1 < 2; p_1 += 1) {
      const float v_802 = acc_s[p_1];
      const int v_803 = (p_1 + 2);
      const float v_804 = acc_s[v_803];
      const int v_805 = (v_803 + 2);
      const float v_806 = acc_s[v_805];
      const int v_807 = (v_803 + 4);
      const float v_808 = acc_s[v_807];
      const float v_809 = (v_802 + v_804);
      const float v_810 = (v_806 + v_808);
      const float v_811 = (v_809 + v_810);
      const float v_812 = tl::shfl<0>(v_811, 4, 32);
      const float v_813 = (v_811 + v_812);
      const float v_814 = tl::shfl<0>(v_813, 8, 32);
      const float v_815 = (v_813 + v_814);
      const float v_816 = tl::shfl<0>(v_815, 16, 32);
      const float v_817 = (v_815 + v_816);
      if (v_148) {
        const int v_818 = (v_130 + p_1);
        reduce_partials_1[(v_818) * 2 + v_126] = v_817;
      }
    }
    __syncthreads();
    const float v_819 = reduce_partials_1[(v_130) * 2 + 0];
    const float v_820 = reduce_partials_1[(v_130) * 2 + 1];
    const float v_821 = (v_819 + v_820);
    const float v_822 = reduce_partials_1[(v_146) * 2 + 0];
    const float v_823 = reduce_partials_1[(v_146) * 2 + 1];
    const float v_824 = (v_822 + v_823);
    const tl::vec<float, 2> v_825 = tl::vec<float, 2>{{v_821, v_824}};
    *reinterpret_cast<tl::vec<float, 2>*>((l_blk + 0)) = v_825;
#line 693 "tilelang/ops/decode_kernels.py"
    #pragma unroll
    for (int l_v_13 = 0; l_v_13 < 2; l_v_13 += 1) {
      const int v_826 = (l_v_13 * 4);
#line 694 "tilelang/ops/decode_kernels.py"
      const tl::vec<float, 4> v_827 = *reinterpret_cast<const tl::vec<float, 4>*>((acc_s + v_826));
      const float v_828 = v_827.v[0];
      const tl::vec<float, 4> v_829 = *reinterpret_cast<const tl::vec<float, 4>*>((vs_f + v_826));
      const float v_830 = v_829.v[0];
      const float v_831 = (v_828 * v_830);
      const float v_832 = v_827.v[1];
      const float v_833 = v_829.v[1];
      const float v_834 = (v_832 * v_833);
      const float v_835 = v_827.v[2];
      const float v_836 = v_829.v[2];
      const float v_837 = (v_835 * v_836);
      const float v_838 = v_827.v[3];
      const float v_839 = v_829.v[3];
      const float v_840 = (v_838 * v_839);
#line 693 "tilelang/ops/decode_kernels.py"
      const tl::vec<float, 4> v_841 = tl::vec<float, 4>{{v_831, v_834, v_837, v_840}};
      *reinterpret_cast<tl::vec<float, 4>*>((acc_s + v_826)) = v_841;
    }
#line 695 "tilelang/ops/decode_kernels.py"
    #pragma unroll
    for (int l_v_14 = 0; l_v_14 < 4; l_v_14 += 1) {
      const int v_842 = (l_v_14 * 4);
#line 696 "tilelang/ops/decode_kernels.py"
      const tl::vec<float, 4> v_843 = *reinterpret_cast<const tl::vec<float, 4>*>((acc_o + v_842));
      const float v_844 = v_843.v[0];
      const tl::vec<float, 2> v_845 = *reinterpret_cast<const tl::vec<float, 2>*>((m_prev + 0));
      const float v_846 = v_845.v[0];
      const float v_847 = (v_844 * v_846);
      const float v_848 = v_843.v[1];
      const float v_849 = v_845.v[1];
      const float v_850 = (v_848 * v_849);
      const float v_851 = v_843.v[2];
      const tl::vec<float, 2> v_852 = *reinterpret_cast<const tl::vec<float, 2>*>((m_prev + 0));
      const float v_853 = v_852.v[0];
      const float v_854 = (v_851 * v_853);
      const float v_855 = v_843.v[3];
      const float v_856 = v_852.v[1];
      const float v_857 = (v_855 * v_856);
#line 695 "tilelang/ops/decode_kernels.py"
      const tl::vec<float, 4> v_858 = tl::vec<float, 4>{{v_847, v_850, v_854, v_857}};
      *reinterpret_cast<tl::vec<float, 4>*>((acc_o + v_842)) = v_858;
    }
#line 699 "tilelang/ops/decode_kernels.py"
    const tl::vec<float, 2> v_859 = *reinterpret_cast<const tl::vec<float, 2>*>((l_sum + 0));
    const float v_860 = v_859.v[0];
    const tl::vec<float, 2> v_861 = *reinterpret_cast<const tl::vec<float, 2>*>((m_prev + 0));
    const float v_862 = v_861.v[0];
    const float v_863 = (v_860 * v_862);
    const tl::vec<float, 2> v_864 = *reinterpret_cast<const tl::vec<float, 2>*>((l_blk + 0));
    const float v_865 = v_864.v[0];
    const float v_866 = (v_863 + v_865);
    const float v_867 = v_859.v[1];
    const float v_868 = v_861.v[1];
    const float v_869 = (v_867 * v_868);
    const float v_870 = v_864.v[1];
    const float v_871 = (v_869 + v_870);
#line 698 "tilelang/ops/decode_kernels.py"
    const tl::vec<float, 2> v_872 = tl::vec<float, 2>{{v_866, v_871}};
    *reinterpret_cast<tl::vec<float, 2>*>((l_sum + 0)) = v_872;
#line 700 "tilelang/ops/decode_kernels.py"
    #pragma unroll
    for (int l_v_15 = 0; l_v_15 < 2; l_v_15 += 1) {
      const int v_873 = (l_v_15 * 4);
      const int v_874 = (l_v_15 * 16);
      const int v_875 = (v_131 + v_874);
      const int v_876 = (v_875 + v_128);
      const tl::vec<float, 4> v_877 = *reinterpret_cast<const tl::vec<float, 4>*>((acc_s + v_873));
      const float v_878 = v_877.v[0];
      const half v_879 = tl::cast<half>(v_878);
      const float v_880 = v_877.v[1];
      const half v_881 = tl::cast<half>(v_880);
      const tl::vec<half, 2> v_882 = tl::vec<half, 2>{{v_879, v_881}};
      *reinterpret_cast<tl::vec<half, 2>*>((P_s + (v_876) * 8 + v_130)) = v_882;
      const int v_883 = (v_876 + 8);
      const float v_884 = v_877.v[2];
      const half v_885 = tl::cast<half>(v_884);
      const float v_886 = v_877.v[3];
      const half v_887 = tl::cast<half>(v_886);
      const tl::vec<half, 2> v_888 = tl::vec<half, 2>{{v_885, v_887}};
      *reinterpret_cast<tl::vec<half, 2>*>((P_s + (v_883) * 8 + v_130)) = v_888;
    }
    __syncthreads();
#line 701 "tilelang/ops/decode_kernels.py"
    alignas(16) half a_regs_1[32];
    alignas(16) half b_regs_1[4];
    for (int kk_1 = 0; kk_1 < 4; kk_1 += 1) {
      const int v_889 = (kk_1 * 16);
      const int v_890 = (v_889 + v_156);
      tl::ldmatrix<2, true>(b_regs_1 + 0, (P_s + (v_890) * 8 + 0));
      const int v_891 = (kk_1 * 8);
      const half v_892 = V_f[v_891];
      a_regs_1[0] = v_892;
      const int v_893 = (v_891 + 1);
      const half v_894 = V_f[v_893];
      a_regs_1[1] = v_894;
      const int v_895 = (v_891 + 2);
      const half v_896 = V_f[v_895];
      a_regs_1[2] = v_896;
      const int v_897 = (v_891 + 3);
      const half v_898 = V_f[v_897];
      a_regs_1[3] = v_898;
      const int v_899 = (v_891 + 4);
      const half v_900 = V_f[v_899];
      a_regs_1[4] = v_900;
      const int v_901 = (v_891 + 5);
      const half v_902 = V_f[v_901];
      a_regs_1[5] = v_902;
      const int v_903 = (v_891 + 6);
      const half v_904 = V_f[v_903];
      a_regs_1[6] = v_904;
      const int v_905 = (v_891 + 7);
      const half v_906 = V_f[v_905];
      a_regs_1[7] = v_906;
      const int v_907 = (v_891 + 32);
      const half v_908 = V_f[v_907];
      a_regs_1[8] = v_908;
      const int v_909 = (v_891 + 33);
      const half v_910 = V_f[v_909];
      a_regs_1[9] = v_910;
      const int v_911 = (v_891 + 34);
      const half v_912 = V_f[v_911];
      a_regs_1[10] = v_912;
      const int v_913 = (v_891 + 35);
      const half v_914 = V_f[v_913];
      a_regs_1[11] = v_914;
      const int v_915 = (v_891 + 36);
      const half v_916 = V_f[v_915];
      a_regs_1[12] = v_916;
      const int v_917 = (v_891 + 37);
      const half v_918 = V_f[v_917];
      a_regs_1[13] = v_918;
      const int v_919 = (v_891 + 38);
      const half v_920 = V_f[v_919];
      a_regs_1[14] = v_920;
      const int v_921 = (v_891 + 39);
      const half v_922 = V_f[v_921];
      a_regs_1[15] = v_922;
      const int v_923 = (v_891 + 64);
      const half v_924 = V_f[v_923];
      a_regs_1[16] = v_924;
      const int v_925 = (v_891 + 65);
      const half v_926 = V_f[v_925];
      a_regs_1[17] = v_926;
      const int v_927 = (v_891 + 66);
      const half v_928 = V_f[v_927];
      a_regs_1[18] = v_928;
      const int v_929 = (v_891 + 67);
      const half v_930 = V_f[v_929];
      a_regs_1[19] = v_930;
      const int v_931 = (v_891 + 68);
      const half v_932 = V_f[v_931];
      a_regs_1[20] = v_932;
      const int v_933 = (v_891 + 69);
      const half v_934 = V_f[v_933];
      a_regs_1[21] = v_934;
      const int v_935 = (v_891 + 70);
      const half v_936 = V_f[v_935];
      a_regs_1[22] = v_936;
      const int v_937 = (v_891 + 71);
      const half v_938 = V_f[v_937];
      a_regs_1[23] = v_938;
      const int v_939 = (v_891 + 96);
      const half v_940 = V_f[v_939];
      a_regs_1[24] = v_940;
      const int v_941 = (v_891 + 97);
      const half v_942 = V_f[v_941];
      a_regs_1[25] = v_942;
      const int v_943 = (v_891 + 98);
      const half v_944 = V_f[v_943];
      a_regs_1[26] = v_944;
      const int v_945 = (v_891 + 99);
      const half v_946 = V_f[v_945];
      a_regs_1[27] = v_946;
      const int v_947 = (v_891 + 100);
      const half v_948 = V_f[v_947];
      a_regs_1[28] = v_948;
      const int v_949 = (v_891 + 101);
      const half v_950 = V_f[v_949];
      a_regs_1[29] = v_950;
      const int v_951 = (v_891 + 102);
      const half v_952 = V_f[v_951];
      a_regs_1[30] = v_952;
      const int v_953 = (v_891 + 103);
      const half v_954 = V_f[v_953];
      a_regs_1[31] = v_954;
      tl::mma_m16n8k16(a_regs_1 + 0, b_regs_1 + 0, acc_o + 0);
      tl::mma_m16n8k16(a_regs_1 + 8, b_regs_1 + 0, acc_o + 4);
      tl::mma_m16n8k16(a_regs_1 + 16, b_regs_1 + 0, acc_o + 8);
      tl::mma_m16n8k16(a_regs_1 + 24, b_regs_1 + 0, acc_o + 12);
    }
#line 612 "tilelang/ops/decode_kernels.py"
    const bool v_955 = (r_8 == 1);
    const int v_956 = (v_159 + 2);
    const int v_957 = (v_955 ? 0 : v_956);
#line 570 "tilelang/ops/decode_kernels.py"
    r_8 = v_957;
#line 612 "tilelang/ops/decode_kernels.py"
  }
  tl::cp_async_wait<0>();
#line 705 "tilelang/ops/decode_kernels.py"
  const bool v_958 = (v_130 < 4);
#line 704 "tilelang/ops/decode_kernels.py"
  #pragma unroll
  for (int l_v_16 = 0; l_v_16 < 8; l_v_16 += 1) {
    const int v_959 = (l_v_16 * 2);
    const int l_3 = (v_959 + 1);
    const int v_960 = (l_v_16 / 2);
    const int v_961 = (v_960 * 16);
    const int v_962 = (v_141 + v_961);
    const int v_963 = (v_962 + v_128);
    const int v_964 = (l_v_16 % 2);
    const int v_965 = (v_964 * 8);
    const int v_966 = (v_963 + v_965);
#line 705 "tilelang/ops/decode_kernels.py"
    if (v_958) {
#line 707 "tilelang/ops/decode_kernels.py"
      const tl::vec<float, 2> v_967 = *reinterpret_cast<const tl::vec<float, 2>*>((l_sum + 0));
      const float v_968 = v_967.v[0];
      const bool v_969 = (v_968 > 0.0f);
#line 706 "tilelang/ops/decode_kernels.py"
      float r_13;
      if (v_969) {
#line 707 "tilelang/ops/decode_kernels.py"
        const float v_970 = acc_o[v_959];
        const float v_971 = l_sum[0];
        const float v_972 = (v_970 / v_971);
#line 706 "tilelang/ops/decode_kernels.py"
        r_13 = v_972;
      } else {
        r_13 = 0.0f;
      }
#line 363 "tilelang/ops/decode_kernels.py"
      const int v_973 = (v_130 / 4);
#line 370 "tilelang/ops/decode_kernels.py"
      const int v_974 = ((int)blockIdx.y * 4);
      const int v_975 = (v_130 % 4);
      const int v_976 = (v_974 + v_975);
#line 284 "tilelang/ops/decode_kernels.py"
      const int v_977 = (v_966 % 64);
      const int v_978 = (v_977 / 8);
      const int v_979 = (v_143 + v_978);
#line 706 "tilelang/ops/decode_kernels.py"
      Opart[(((((int)blockIdx.z) * 1 + v_973) * 32 + v_976) * 3 + (int)blockIdx.x) * 128 + v_979] = r_13;
#line 707 "tilelang/ops/decode_kernels.py"
      const float v_980 = v_967.v[1];
      const bool v_981 = (v_980 > 0.0f);
#line 706 "tilelang/ops/decode_kernels.py"
      float r_14;
      if (v_981) {
#line 707 "tilelang/ops/decode_kernels.py"
        const float v_982 = acc_o[l_3];
        const float v_983 = l_sum[1];
        const float v_984 = (v_982 / v_983);
#line 706 "tilelang/ops/decode_kernels.py"
        r_14 = v_984;
      } else {
        r_14 = 0.0f;
      }
#line 370 "tilelang/ops/decode_kernels.py"
      const int v_985 = (v_976 + 1);
#line 706 "tilelang/ops/decode_kernels.py"
      Opart[(((((int)blockIdx.z) * 1 + v_973) * 32 + v_985) * 3 + (int)blockIdx.x) * 128 + v_979] = r_14;
#line 705 "tilelang/ops/decode_kernels.py"
    }
#line 704 "tilelang/ops/decode_kernels.py"
  }
#line 708 "tilelang/ops/decode_kernels.py"
  const bool v_986 = (tid == v_129);
  #pragma unroll
  for (int l_4 = 0; l_4 < 2; l_4 += 1) {
    const int v_987 = (v_130 + l_4);
    if (v_986) {
#line 709 "tilelang/ops/decode_kernels.py"
      const bool v_988 = (v_987 < 4);
      if (v_988) {
#line 711 "tilelang/ops/decode_kernels.py"
        const float v_989 = l_sum[l_4];
        const bool v_990 = (v_989 > 0.0f);
#line 710 "tilelang/ops/decode_kernels.py"
        float r_15;
        if (v_990) {
#line 711 "tilelang/ops/decode_kernels.py"
          const float v_991 = m_cur[l_4];
          const float v_992 = (v_991 * 0.127517431974411f);
          const float v_993 = l_sum[l_4];
          const float v_994 = log2f(v_993);
          const float v_995 = (v_992 + v_994);
#line 710 "tilelang/ops/decode_kernels.py"
          r_15 = v_995;
        } else {
#line 711 "tilelang/ops/decode_kernels.py"
          const float v_996 = (-__int_as_float(0x7f800000));
#line 710 "tilelang/ops/decode_kernels.py"
          r_15 = v_996;
        }
#line 363 "tilelang/ops/decode_kernels.py"
        const int v_997 = (v_987 / 4);
#line 370 "tilelang/ops/decode_kernels.py"
        const int v_998 = ((int)blockIdx.y * 4);
        const int v_999 = (v_987 % 4);
        const int v_1000 = (v_998 + v_999);
#line 710 "tilelang/ops/decode_kernels.py"
        Lse[((((int)blockIdx.z) * 1 + v_997) * 32 + v_1000) * 3 + (int)blockIdx.x] = r_15;
#line 709 "tilelang/ops/decode_kernels.py"
      }
#line 708 "tilelang/ops/decode_kernels.py"
    }
  }
}
