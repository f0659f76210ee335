// decode_attention: q (8, 1, 32, 128) float16, cache (8 x 32768, 8, 128) int4 scales by token of 32; sm_90a
// split kernel; tile [64, 64, 1], keys major True, stages 2, fast math True, 5 splits (plan_splits without a GPU)
// written by `python scripts/update_golden.py` (never by hand): the CUDA source after prelude.cuh and a blank line, #line paths repository-relative
#line 570 "tilelang/ops/decode_kernels.py"
extern "C" __global__ void __launch_bounds__(64) split_kv_keys_major_kernel(half* __restrict__ Q, unsigned char* __restrict__ KC, unsigned char* __restrict__ VC, half* __restrict__ KS, half* __restrict__ VS, int* __restrict__ Lens, float* __restrict__ Opart, float* __restrict__ Lse, const __grid_constant__ tl::TensorMap KC_tmap, const __grid_constant__ tl::TensorMap VC_tmap) {
  extern __shared__ __align__(1024) unsigned char tl_smem[];
  const int tid = (int)threadIdx.x;
#line 355 "tilelang/ops/decode_kernels.py"
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
#line 581 "tilelang/ops/decode_kernels.py"
  half* const KS_s = reinterpret_cast<half*>(tl_smem + 19456);
#line 582 "tilelang/ops/decode_kernels.py"
  half* const VS_s = reinterpret_cast<half*>(tl_smem + 20480);
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
  float* const reduce_partials = reinterpret_cast<float*>(tl_smem + 21504);
#line 691 "tilelang/ops/decode_kernels.py"
  float* const reduce_partials_1 = reinterpret_cast<float*>(tl_smem + 21632);
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
#line 682 "tilelang/ops/decode_kernels.py"
  const int v_141 = (v_127 & 28);
  const bool v_142 = (v_141 == 0);
#line 701 "tilelang/ops/decode_kernels.py"
  const int v_143 = (v_126 * 64);
#line 355 "tilelang/ops/decode_kernels.py"
  const bool v_144 = (v_117 && v_123);
  if (v_144) {
    tl::mbar_expect_tx((tma_bar + 0), 4096);
    tl::tma_load((Kq_s + (0) * 64 + 0), &KC_tmap, (tma_bar + 0), 0, (int)blockIdx.y, v_122, (int)blockIdx.z);
  }
  if (v_144) {
    tl::mbar_expect_tx((tma_bar_1 + 0), 4096);
    tl::tma_load((Vq_s + (0) * 64 + 0), &VC_tmap, (tma_bar_1 + 0), 0, (int)blockIdx.y, v_122, (int)blockIdx.z);
  }
  const bool v_145 = (v_117 && v_125);
  tl::cp_async<8>((KS_s + (tid) * 4 + 0), (v_145 ? (KS + ((((int)blockIdx.z) * 32768 + v_124) * 8 + (int)blockIdx.y) * 4 + 0) : (const void*)KS), v_145);
  tl::cp_async<8>((VS_s + (tid) * 4 + 0), (v_145 ? (VS + ((((int)blockIdx.z) * 32768 + v_124) * 8 + (int)blockIdx.y) * 4 + 0) : (const void*)VS), v_145);
#line 612 "tilelang/ops/decode_kernels.py"
  tl::cp_async_commit();
#line 619 "tilelang/ops/decode_kernels.py"
  const int v_146 = (v_130 + 1);
#line 633 "tilelang/ops/decode_kernels.py"
  const int v_147 = (v_127 % 8);
  const int v_148 = (v_127 / 8);
  const int v_149 = (v_148 % 2);
  const int v_150 = (v_149 * 8);
  const int v_151 = (v_147 * 8);
#line 701 "tilelang/ops/decode_kernels.py"
  const int v_152 = (v_127 % 16);
#line 612 "tilelang/ops/decode_kernels.py"
  int r_8 = 0;
  for (int kb = 0; kb < v_116; kb += 1) {
    tl::cp_async_wait<0>();
    __syncthreads();
    const int v_153 = (kb + 1);
    const bool v_154 = (r_8 == 0);
    const int v_155 = (r_8 - 1);
    const int v_156 = (v_154 ? 1 : v_155);
    const bool v_157 = (v_153 < v_116);
    const int v_158 = tl::min(v_153, v_118);
#line 613 "tilelang/ops/decode_kernels.py"
    const int v_159 = v_158;
    const int v_160 = (start + v_159);
    const int t0_1 = (v_160 * 64);
#line 355 "tilelang/ops/decode_kernels.py"
    const int v_161 = t0_1;
    const int v_162 = (tid + v_161);
    const bool v_163 = (v_162 < 32768);
#line 612 "tilelang/ops/decode_kernels.py"
    const int v_164 = (v_156 * 64);
#line 355 "tilelang/ops/decode_kernels.py"
    const bool v_165 = (v_157 && v_123);
    if (v_165) {
      tl::mbar_expect_tx((tma_bar + v_156), 4096);
      tl::tma_load((Kq_s + (v_164) * 64 + 0), &KC_tmap, (tma_bar + v_156), 0, (int)blockIdx.y, v_161, (int)blockIdx.z);
    }
    if (v_165) {
      tl::mbar_expect_tx((tma_bar_1 + v_156), 4096);
      tl::tma_load((Vq_s + (v_164) * 64 + 0), &VC_tmap, (tma_bar_1 + v_156), 0, (int)blockIdx.y, v_161, (int)blockIdx.z);
    }
    const int v_166 = (tid + v_164);
    const bool v_167 = (v_157 && v_163);
    tl::cp_async<8>((KS_s + (v_166) * 4 + 0), (v_167 ? (KS + ((((int)blockIdx.z) * 32768 + v_162) * 8 + (int)blockIdx.y) * 4 + 0) : (const void*)KS), v_167);
    tl::cp_async<8>((VS_s + (v_166) * 4 + 0), (v_167 ? (VS + ((((int)blockIdx.z) * 32768 + v_162) * 8 + (int)blockIdx.y) * 4 + 0) : (const void*)VS), v_167);
#line 612 "tilelang/ops/decode_kernels.py"
    tl::cp_async_commit();
    const int v_168 = (r_8 * 64);
#line 613 "tilelang/ops/decode_kernels.py"
    const int v_169 = kb;
    const int v_170 = (start + v_169);
    const int t0_2 = (v_170 * 64);
#line 355 "tilelang/ops/decode_kernels.py"
    const int v_171 = (t0_2 + 64);
#line 612 "tilelang/ops/decode_kernels.py"
    const int v_172 = (kb / 2);
    const int v_173 = (v_172 % 2);
#line 355 "tilelang/ops/decode_kernels.py"
    tl::mbar_wait((tma_bar + r_8), v_173);
    __syncthreads();
    tl::mbar_wait((tma_bar_1 + r_8), v_173);
#line 619 "tilelang/ops/decode_kernels.py"
    alignas(16) half dequant[128];
    alignas(16) half decoded[8];
    const int v_174 = (v_132 + v_168);
    const unsigned v_175 = *reinterpret_cast<const unsigned*>((Kq_s + (v_174) * 64 + v_134));
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
    const unsigned v_185 = *reinterpret_cast<const unsigned*>((Kq_s + (v_184) * 64 + v_134));
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
    const unsigned v_194 = *reinterpret_cast<const unsigned*>((Kq_s + (v_174) * 64 + v_136));
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
    const unsigned v_203 = *reinterpret_cast<const unsigned*>((Kq_s + (v_184) * 64 + v_136));
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
    const unsigned v_212 = *reinterpret_cast<const unsigned*>((Kq_s + (v_174) * 64 + v_138));
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
    const unsigned v_221 = *reinterpret_cast<const unsigned*>((Kq_s + (v_184) * 64 + v_138));
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
    const unsigned v_230 = *reinterpret_cast<const unsigned*>((Kq_s + (v_174) * 64 + v_140));
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
    const unsigned v_239 = *reinterpret_cast<const unsigned*>((Kq_s + (v_184) * 64 + v_140));
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
    const unsigned v_249 = *reinterpret_cast<const unsigned*>((Kq_s + (v_248) * 64 + v_134));
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
    const unsigned v_259 = *reinterpret_cast<const unsigned*>((Kq_s + (v_258) * 64 + v_134));
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
    const unsigned v_268 = *reinterpret_cast<const unsigned*>((Kq_s + (v_248) * 64 + v_136));
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
    const unsigned v_277 = *reinterpret_cast<const unsigned*>((Kq_s + (v_258) * 64 + v_136));
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
    const unsigned v_286 = *reinterpret_cast<const unsigned*>((Kq_s + (v_248) * 64 + v_138));
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
    const unsigned v_295 = *reinterpret_cast<const unsigned*>((Kq_s + (v_258) * 64 + v_138));
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
    const unsigned v_304 = *reinterpret_cast<const unsigned*>((Kq_s + (v_248) * 64 + v_140));
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
    const unsigned v_313 = *reinterpret_cast<const unsigned*>((Kq_s + (v_258) * 64 + v_140));
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
    for (int l_v_1 = 0; l_v_1 < 16; l_v_1 += 1) {
      const int v_322 = (l_v_1 * 8);
      const int v_323 = (l_v_1 / 8);
      const int v_324 = (v_323 * 16);
      const int v_325 = (v_131 + v_324);
      const int v_326 = (v_325 + v_128);
#line 204 "tilelang/ops/decode_kernels.py"
      const tl::vec<half, 8> v_327 = *reinterpret_cast<const tl::vec<half, 8>*>((dequant + v_322));
      const half v_328 = v_327.v[0];
      const int v_329 = (v_326 + v_168);
      const half v_330 = KS_s[(v_329) * 4 + v_129];
      const half v_331 = tl::mul(v_328, v_330);
      const half v_332 = v_327.v[1];
      const half v_333 = tl::mul(v_332, v_330);
      const half v_334 = v_327.v[2];
      const int v_335 = (v_329 + 8);
      const half v_336 = KS_s[(v_335) * 4 + v_129];
      const half v_337 = tl::mul(v_334, v_336);
      const half v_338 = v_327.v[3];
      const half v_339 = tl::mul(v_338, v_336);
      const half v_340 = v_327.v[4];
      const half v_341 = KS_s[(v_329) * 4 + v_129];
      const half v_342 = tl::mul(v_340, v_341);
      const half v_343 = v_327.v[5];
      const half v_344 = tl::mul(v_343, v_341);
      const half v_345 = v_327.v[6];
      const half v_346 = KS_s[(v_335) * 4 + v_129];
      const half v_347 = tl::mul(v_345, v_346);
      const half v_348 = v_327.v[7];
      const half v_349 = tl::mul(v_348, v_346);
#line 619 "tilelang/ops/decode_kernels.py"
      const tl::vec<half, 8> v_350 = tl::vec<half, 8>{{v_331, v_333, v_337, v_339, v_342, v_344, v_347, v_349}};
      *reinterpret_cast<tl::vec<half, 8>*>((K_f + v_322)) = v_350;
    }
#line 621 "tilelang/ops/decode_kernels.py"
    const bool v_351 = (v_171 > len_k);
    if (v_351) {
#line 622 "tilelang/ops/decode_kernels.py"
      alignas(16) half dequant_1[128];
      alignas(16) half decoded_1[8];
      const int v_352 = (v_128 * 8);
      const int v_353 = (v_143 + v_352);
      const int v_354 = (v_353 / 8);
      const int v_355 = (v_354 * 4);
      const int v_356 = (v_130 + v_168);
      const unsigned v_357 = *reinterpret_cast<const unsigned*>((Vq_s + (v_356) * 64 + v_355));
      const int v_358 = (v_356 + 1);
      const unsigned v_359 = *reinterpret_cast<const unsigned*>((Vq_s + (v_358) * 64 + v_355));
      const unsigned v_360 = (v_357 & 65535u);
      const unsigned v_361 = (v_359 << 16u);
      const unsigned v_362 = (v_360 | v_361);
      tl::dequant_i4<true>(decoded_1 + 0, v_362);
      const half v_363 = decoded_1[0];
      dequant_1[0] = v_363;
      const half v_364 = decoded_1[1];
      dequant_1[1] = v_364;
      const half v_365 = decoded_1[2];
      dequant_1[2] = v_365;
      const half v_366 = decoded_1[3];
      dequant_1[3] = v_366;
      const half v_367 = decoded_1[4];
      dequant_1[32] = v_367;
      const half v_368 = decoded_1[5];
      dequant_1[33] = v_368;
      const half v_369 = decoded_1[6];
      dequant_1[34] = v_369;
      const half v_370 = decoded_1[7];
      dequant_1[35] = v_370;
      const unsigned v_371 = (v_357 >> 16u);
      const unsigned v_372 = (v_359 & 4294901760u);
      const unsigned v_373 = (v_371 | v_372);
      tl::dequant_i4<true>(decoded_1 + 0, v_373);
      const half v_374 = decoded_1[0];
      dequant_1[64] = v_374;
      const half v_375 = decoded_1[1];
      dequant_1[65] = v_375;
      const half v_376 = decoded_1[2];
      dequant_1[66] = v_376;
      const half v_377 = decoded_1[3];
      dequant_1[67] = v_377;
      const half v_378 = decoded_1[4];
      dequant_1[96] = v_378;
      const half v_379 = decoded_1[5];
      dequant_1[97] = v_379;
      const half v_380 = decoded_1[6];
      dequant_1[98] = v_380;
      const half v_381 = decoded_1[7];
      dequant_1[99] = v_381;
      const int v_382 = (v_356 + 8);
      const unsigned v_383 = *reinterpret_cast<const unsigned*>((Vq_s + (v_382) * 64 + v_355));
      const int v_384 = (v_356 + 9);
      const unsigned v_385 = *reinterpret_cast<const unsigned*>((Vq_s + (v_384) * 64 + v_355));
      const unsigned v_386 = (v_383 & 65535u);
      const unsigned v_387 = (v_385 << 16u);
      const unsigned v_388 = (v_386 | v_387);
      tl::dequant_i4<true>(decoded_1 + 0, v_388);
      const half v_389 = decoded_1[0];
      dequant_1[4] = v_389;
      const half v_390 = decoded_1[1];
      dequant_1[5] = v_390;
      const half v_391 = decoded_1[2];
      dequant_1[6] = v_391;
      const half v_392 = decoded_1[3];
      dequant_1[7] = v_392;
      const half v_393 = decoded_1[4];
      dequant_1[36] = v_393;
      const half v_394 = decoded_1[5];
      dequant_1[37] = v_394;
      const half v_395 = decoded_1[6];
      dequant_1[38] = v_395;
      const half v_396 = decoded_1[7];
      dequant_1[39] = v_396;
      const unsigned v_397 = (v_383 >> 16u);
      const unsigned v_398 = (v_385 & 4294901760u);
      const unsigned v_399 = (v_397 | v_398);
      tl::dequant_i4<true>(decoded_1 + 0, v_399);
      const half v_400 = decoded_1[0];
      dequant_1[68] = v_400;
      const half v_401 = decoded_1[1];
      dequant_1[69] = v_401;
      const half v_402 = decoded_1[2];
      dequant_1[70] = v_402;
      const half v_403 = decoded_1[3];
      dequant_1[71] = v_403;
      const half v_404 = decoded_1[4];
      dequant_1[100] = v_404;
      const half v_405 = decoded_1[5];
      dequant_1[101] = v_405;
      const half v_406 = decoded_1[6];
      dequant_1[102] = v_406;
      const half v_407 = decoded_1[7];
      dequant_1[103] = v_407;
      const int v_408 = (v_356 + 16);
      const unsigned v_409 = *reinterpret_cast<const unsigned*>((Vq_s + (v_408) * 64 + v_355));
      const int v_410 = (v_356 + 17);
      const unsigned v_411 = *reinterpret_cast<const unsigned*>((Vq_s + (v_410) * 64 + v_355));
      const unsigned v_412 = (v_409 & 65535u);
      const unsigned v_413 = (v_411 << 16u);
      const unsigned v_414 = (v_412 | v_413);
      tl::dequant_i4<true>(decoded_1 + 0, v_414);
      const half v_415 = decoded_1[0];
      dequant_1[8] = v_415;
      const half v_416 = decoded_1[1];
      dequant_1[9] = v_416;
      const half v_417 = decoded_1[2];
      dequant_1[10] = v_417;
      const half v_418 = decoded_1[3];
      dequant_1[11] = v_418;
      const half v_419 = decoded_1[4];
      dequant_1[40] = v_419;
      const half v_420 = decoded_1[5];
      dequant_1[41] = v_420;
      const half v_421 = decoded_1[6];
      dequant_1[42] = v_421;
      const half v_422 = decoded_1[7];
      dequant_1[43] = v_422;
      const unsigned v_423 = (v_409 >> 16u);
      const unsigned v_424 = (v_411 & 4294901760u);
      const unsigned v_425 = (v_423 | v_424);
      tl::dequant_i4<true>(decoded_1 + 0, v_425);
      const half v_426 = decoded_1[0];
      dequant_1[72] = v_426;
      const half v_427 = decoded_1[1];
      dequant_1[73] = v_427;
      const half v_428 = decoded_1[2];
      dequant_1[74] = v_428;
      const half v_429 = decoded_1[3];
      dequant_1[75] = v_429;
      const half v_430 = decoded_1[4];
      dequant_1[104] = v_430;
      const half v_431 = decoded_1[5];
      dequant_1[105] = v_431;
      const half v_432 = decoded_1[6];
      dequant_1[106] = v_432;
      const half v_433 = decoded_1[7];
      dequant_1[107] = v_433;
      const int v_434 = (v_356 + 24);
      const unsigned v_435 = *reinterpret_cast<const unsigned*>((Vq_s + (v_434) * 64 + v_355));
      const int v_436 = (v_356 + 25);
      const unsigned v_437 = *reinterpret_cast<const unsigned*>((Vq_s + (v_436) * 64 + v_355));
      const unsigned v_438 = (v_435 & 65535u);
      const unsigned v_439 = (v_437 << 16u);
      const unsigned v_440 = (v_438 | v_439);
      tl::dequant_i4<true>(decoded_1 + 0, v_440);
      const half v_441 = decoded_1[0];
      dequant_1[12] = v_441;
      const half v_442 = decoded_1[1];
      dequant_1[13] = v_442;
      const half v_443 = decoded_1[2];
      dequant_1[14] = v_443;
      const half v_444 = decoded_1[3];
      dequant_1[15] = v_444;
      const half v_445 = decoded_1[4];
      dequant_1[44] = v_445;
      const half v_446 = decoded_1[5];
      dequant_1[45] = v_446;
      const half v_447 = decoded_1[6];
      dequant_1[46] = v_447;
      const half v_448 = decoded_1[7];
      dequant_1[47] = v_448;
      const unsigned v_449 = (v_435 >> 16u);
      const unsigned v_450 = (v_437 & 4294901760u);
      const unsigned v_451 = (v_449 | v_450);
      tl::dequant_i4<true>(decoded_1 + 0, v_451);
      const half v_452 = decoded_1[0];
      dequant_1[76] = v_452;
      const half v_453 = decoded_1[1];
      dequant_1[77] = v_453;
      const half v_454 = decoded_1[2];
      dequant_1[78] = v_454;
      const half v_455 = decoded_1[3];
      dequant_1[79] = v_455;
      const half v_456 = decoded_1[4];
      dequant_1[108] = v_456;
      const half v_457 = decoded_1[5];
      dequant_1[109] = v_457;
      const half v_458 = decoded_1[6];
      dequant_1[110] = v_458;
      const half v_459 = decoded_1[7];
      dequant_1[111] = v_459;
      const int v_460 = (v_356 + 32);
      const unsigned v_461 = *reinterpret_cast<const unsigned*>((Vq_s + (v_460) * 64 + v_355));
      const int v_462 = (v_356 + 33);
      const unsigned v_463 = *reinterpret_cast<const unsigned*>((Vq_s + (v_462) * 64 + v_355));
      const unsigned v_464 = (v_461 & 65535u);
      const unsigned v_465 = (v_463 << 16u);
      const unsigned v_466 = (v_464 | v_465);
      tl::dequant_i4<true>(decoded_1 + 0, v_466);
      const half v_467 = decoded_1[0];
      dequant_1[16] = v_467;
      const half v_468 = decoded_1[1];
      dequant_1[17] = v_468;
      const half v_469 = decoded_1[2];
      dequant_1[18] = v_469;
      const half v_470 = decoded_1[3];
      dequant_1[19] = v_470;
      const half v_471 = decoded_1[4];
      dequant_1[48] = v_471;
      const half v_472 = decoded_1[5];
      dequant_1[49] = v_472;
      const half v_473 = decoded_1[6];
      dequant_1[50] = v_473;
      const half v_474 = decoded_1[7];
      dequant_1[51] = v_474;
      const unsigned v_475 = (v_461 >> 16u);
      const unsigned v_476 = (v_463 & 4294901760u);
      const unsigned v_477 = (v_475 | v_476);
      tl::dequant_i4<true>(decoded_1 + 0, v_477);
      const half v_478 = decoded_1[0];
      dequant_1[80] = v_478;
      const half v_479 = decoded_1[1];
      dequant_1[81] = v_479;
      const half v_480 = decoded_1[2];
      dequant_1[82] = v_480;
      const half v_481 = decoded_1[3];
      dequant_1[83] = v_481;
      const half v_482 = decoded_1[4];
      dequant_1[112] = v_482;
      const half v_483 = decoded_1[5];
      dequant_1[113] = v_483;
      const half v_484 = decoded_1[6];
      dequant_1[114] = v_484;
      const half v_485 = decoded_1[7];
      dequant_1[115] = v_485;
      const int v_486 = (v_356 + 40);
      const unsigned v_487 = *reinterpret_cast<const unsigned*>((Vq_s + (v_486) * 64 + v_355));
      const int v_488 = (v_356 + 41);
      const unsigned v_489 = *reinterpret_cast<const unsigned*>((Vq_s + (v_488) * 64 + v_355));
      const unsigned v_490 = (v_487 & 65535u);
      const unsigned v_491 = (v_489 << 16u);
      const unsigned v_492 = (v_490 | v_491);
      tl::dequant_i4<true>(decoded_1 + 0, v_492);
      const half v_493 = decoded_1[0];
      dequant_1[20] = v_493;
      const half v_494 = decoded_1[1];
      dequant_1[21] = v_494;
      const half v_495 = decoded_1[2];
      dequant_1[22] = v_495;
      const half v_496 = decoded_1[3];
      dequant_1[23] = v_496;
      const half v_497 = decoded_1[4];
      dequant_1[52] = v_497;
      const half v_498 = decoded_1[5];
      dequant_1[53] = v_498;
      const half v_499 = decoded_1[6];
      dequant_1[54] = v_499;
      const half v_500 = decoded_1[7];
      dequant_1[55] = v_500;
      const unsigned v_501 = (v_487 >> 16u);
      const unsigned v_502 = (v_489 & 4294901760u);
      const unsigned v_503 = (v_501 | v_502);
      tl::dequant_i4<true>(decoded_1 + 0, v_503);
      const half v_504 = decoded_1[0];
      dequant_1[84] = v_504;
      const half v_505 = decoded_1[1];
      dequant_1[85] = v_505;
      const half v_506 = decoded_1[2];
      dequant_1[86] = v_506;
      const half v_507 = decoded_1[3];
      dequant_1[87] = v_507;
      const half v_508 = decoded_1[4];
      dequant_1[116] = v_508;
      const half v_509 = decoded_1[5];
      dequant_1[117] = v_509;
      const half v_510 = decoded_1[6];
      dequant_1[118] = v_510;
      const half v_511 = decoded_1[7];
      dequant_1[119] = v_511;
      const int v_512 = (v_356 + 48);
      const unsigned v_513 = *reinterpret_cast<const unsigned*>((Vq_s + (v_512) * 64 + v_355));
      const int v_514 = (v_356 + 49);
      const unsigned v_515 = *reinterpret_cast<const unsigned*>((Vq_s + (v_514) * 64 + v_355));
      const unsigned v_516 = (v_513 & 65535u);
      const unsigned v_517 = (v_515 << 16u);
      const unsigned v_518 = (v_516 | v_517);
      tl::dequant_i4<true>(decoded_1 + 0, v_518);
      const half v_519 = decoded_1[0];
      dequant_1[24] = v_519;
      const half v_520 = decoded_1[1];
      dequant_1[25] = v_520;
      const half v_521 = decoded_1[2];
      dequant_1[26] = v_521;
      const half v_522 = decoded_1[3];
      dequant_1[27] = v_522;
      const half v_523 = decoded_1[4];
      dequant_1[56] = v_523;
      const half v_524 = decoded_1[5];
      dequant_1[57] = v_524;
      const half v_525 = decoded_1[6];
      dequant_1[58] = v_525;
      const half v_526 = decoded_1[7];
      dequant_1[59] = v_526;
      const unsigned v_527 = (v_513 >> 16u);
      const unsigned v_528 = (v_515 & 4294901760u);
      const unsigned v_529 = (v_527 | v_528);
      tl::dequant_i4<true>(decoded_1 + 0, v_529);
      const half v_530 = decoded_1[0];
      dequant_1[88] = v_530;
      const half v_531 = decoded_1[1];
      dequant_1[89] = v_531;
      const half v_532 = decoded_1[2];
      dequant_1[90] = v_532;
      const half v_533 = decoded_1[3];
      dequant_1[91] = v_533;
      const half v_534 = decoded_1[4];
      dequant_1[120] = v_534;
      const half v_535 = decoded_1[5];
      dequant_1[121] = v_535;
      const half v_536 = decoded_1[6];
      dequant_1[122] = v_536;
      const half v_537 = decoded_1[7];
      dequant_1[123] = v_537;
      const int v_538 = (v_356 + 56);
      const unsigned v_539 = *reinterpret_cast<const unsigned*>((Vq_s + (v_538) * 64 + v_355));
      const int v_540 = (v_356 + 57);
      const unsigned v_541 = *reinterpret_cast<const unsigned*>((Vq_s + (v_540) * 64 + v_355));
      const unsigned v_542 = (v_539 & 65535u);
      const unsigned v_543 = (v_541 << 16u);
      const unsigned v_544 = (v_542 | v_543);
      tl::dequant_i4<true>(decoded_1 + 0, v_544);
      const half v_545 = decoded_1[0];
      dequant_1[28] = v_545;
      const half v_546 = decoded_1[1];
      dequant_1[29] = v_546;
      const half v_547 = decoded_1[2];
      dequant_1[30] = v_547;
      const half v_548 = decoded_1[3];
      dequant_1[31] = v_548;
      const half v_549 = decoded_1[4];
      dequant_1[60] = v_549;
      const half v_550 = decoded_1[5];
      dequant_1[61] = v_550;
      const half v_551 = decoded_1[6];
      dequant_1[62] = v_551;
      const half v_552 = decoded_1[7];
      dequant_1[63] = v_552;
      const unsigned v_553 = (v_539 >> 16u);
      const unsigned v_554 = (v_541 & 4294901760u);
      const unsigned v_555 = (v_553 | v_554);
      tl::dequant_i4<true>(decoded_1 + 0, v_555);
      const half v_556 = decoded_1[0];
      dequant_1[92] = v_556;
      const half v_557 = decoded_1[1];
      dequant_1[93] = v_557;
      const half v_558 = decoded_1[2];
      dequant_1[94] = v_558;
      const half v_559 = decoded_1[3];
      dequant_1[95] = v_559;
      const half v_560 = decoded_1[4];
      dequant_1[124] = v_560;
      const half v_561 = decoded_1[5];
      dequant_1[125] = v_561;
      const half v_562 = decoded_1[6];
      dequant_1[126] = v_562;
      const half v_563 = decoded_1[7];
      dequant_1[127] = v_563;
      #pragma unroll
      for (int l_v_2 = 0; l_v_2 < 16; l_v_2 += 1) {
        const int v_564 = (l_v_2 * 8);
        const int l = (v_564 + 1);
        const int l_1 = (v_564 + 2);
        const int l_2 = (v_564 + 3);
        const int l_3 = (v_564 + 4);
        const int l_4 = (v_564 + 5);
        const int l_5 = (v_564 + 6);
        const int l_6 = (v_564 + 7);
        const int v_565 = (l_v_2 / 4);
        const int v_566 = (l_v_2 % 4);
        const int v_567 = (v_565 * 16);
        const int v_568 = (v_143 + v_567);
        const int v_569 = (v_568 + v_128);
        const int v_570 = (v_566 * 16);
        const int v_571 = (v_570 + v_130);
#line 623 "tilelang/ops/decode_kernels.py"
        const int v_572 = v_571;
        const int v_573 = (t0_2 + v_572);
        const bool v_574 = (v_573 < len_k);
        half r_9;
        if (v_574) {
#line 284 "tilelang/ops/decode_kernels.py"
          const int v_575 = (v_569 % 64);
          const int v_576 = (v_575 / 8);
          const int v_577 = (v_353 + v_576);
#line 204 "tilelang/ops/decode_kernels.py"
          const half v_578 = dequant_1[v_564];
          const int v_579 = (v_577 / 32);
          const int v_580 = (v_571 + v_168);
          const half v_581 = VS_s[(v_580) * 4 + v_579];
          const half v_582 = tl::mul(v_578, v_581);
#line 623 "tilelang/ops/decode_kernels.py"
          r_9 = v_582;
        } else {
          r_9 = tl::from_f<half>(0.0f);
        }
#line 622 "tilelang/ops/decode_kernels.py"
        const int v_583 = (v_571 + 1);
#line 623 "tilelang/ops/decode_kernels.py"
        const int v_584 = v_583;
        const int v_585 = (t0_2 + v_584);
        const bool v_586 = (v_585 < len_k);
        half r_10;
        if (v_586) {
#line 284 "tilelang/ops/decode_kernels.py"
          const int v_587 = (v_569 % 64);
          const int v_588 = (v_587 / 8);
          const int v_589 = (v_353 + v_588);
#line 204 "tilelang/ops/decode_kernels.py"
          const half v_590 = dequant_1[l];
          const int v_591 = (v_589 / 32);
          const int v_592 = (v_583 + v_168);
          const half v_593 = VS_s[(v_592) * 4 + v_591];
          const half v_594 = tl::mul(v_590, v_593);
#line 623 "tilelang/ops/decode_kernels.py"
          r_10 = v_594;
        } else {
          r_10 = tl::from_f<half>(0.0f);
        }
#line 622 "tilelang/ops/decode_kernels.py"
        const int v_595 = (v_569 + 8);
#line 623 "tilelang/ops/decode_kernels.py"
        half r_11;
        if (v_574) {
#line 284 "tilelang/ops/decode_kernels.py"
          const int v_596 = (v_595 % 64);
          const int v_597 = (v_596 / 8);
          const int v_598 = (v_353 + v_597);
#line 204 "tilelang/ops/decode_kernels.py"
          const half v_599 = dequant_1[l_1];
          const int v_600 = (v_598 / 32);
          const int v_601 = (v_571 + v_168);
          const half v_602 = VS_s[(v_601) * 4 + v_600];
          const half v_603 = tl::mul(v_599, v_602);
#line 623 "tilelang/ops/decode_kernels.py"
          r_11 = v_603;
        } else {
          r_11 = tl::from_f<half>(0.0f);
        }
        half r_12;
        if (v_586) {
#line 284 "tilelang/ops/decode_kernels.py"
          const int v_604 = (v_595 % 64);
          const int v_605 = (v_604 / 8);
          const int v_606 = (v_353 + v_605);
#line 204 "tilelang/ops/decode_kernels.py"
          const half v_607 = dequant_1[l_2];
          const int v_608 = (v_606 / 32);
          const int v_609 = (v_583 + v_168);
          const half v_610 = VS_s[(v_609) * 4 + v_608];
          const half v_611 = tl::mul(v_607, v_610);
#line 623 "tilelang/ops/decode_kernels.py"
          r_12 = v_611;
        } else {
          r_12 = tl::from_f<half>(0.0f);
        }
#line 622 "tilelang/ops/decode_kernels.py"
        const int v_612 = (v_571 + 8);
#line 623 "tilelang/ops/decode_kernels.py"
        const int v_613 = v_612;
        const int v_614 = (t0_2 + v_613);
        const bool v_615 = (v_614 < len_k);
        half r_13;
        if (v_615) {
#line 284 "tilelang/ops/decode_kernels.py"
          const int v_616 = (v_569 % 64);
          const int v_617 = (v_616 / 8);
          const int v_618 = (v_353 + v_617);
#line 204 "tilelang/ops/decode_kernels.py"
          const half v_619 = dequant_1[l_3];
          const int v_620 = (v_618 / 32);
          const int v_621 = (v_612 + v_168);
          const half v_622 = VS_s[(v_621) * 4 + v_620];
          const half v_623 = tl::mul(v_619, v_622);
#line 623 "tilelang/ops/decode_kernels.py"
          r_13 = v_623;
        } else {
          r_13 = tl::from_f<half>(0.0f);
        }
#line 622 "tilelang/ops/decode_kernels.py"
        const int v_624 = (v_571 + 9);
#line 623 "tilelang/ops/decode_kernels.py"
        const int v_625 = v_624;
        const int v_626 = (t0_2 + v_625);
        const bool v_627 = (v_626 < len_k);
        half r_14;
        if (v_627) {
#line 284 "tilelang/ops/decode_kernels.py"
          const int v_628 = (v_569 % 64);
          const int v_629 = (v_628 / 8);
          const int v_630 = (v_353 + v_629);
#line 204 "tilelang/ops/decode_kernels.py"
          const half v_631 = dequant_1[l_4];
          const int v_632 = (v_630 / 32);
          const int v_633 = (v_624 + v_168);
          const half v_634 = VS_s[(v_633) * 4 + v_632];
          const half v_635 = tl::mul(v_631, v_634);
#line 623 "tilelang/ops/decode_kernels.py"
          r_14 = v_635;
        } else {
          r_14 = tl::from_f<half>(0.0f);
        }
        half r_15;
        if (v_615) {
#line 284 "tilelang/ops/decode_kernels.py"
          const int v_636 = (v_595 % 64);
          const int v_637 = (v_636 / 8);
          const int v_638 = (v_353 + v_637);
#line 204 "tilelang/ops/decode_kernels.py"
          const half v_639 = dequant_1[l_5];
          const int v_640 = (v_638 / 32);
          const int v_641 = (v_612 + v_168);
          const half v_642 = VS_s[(v_641) * 4 + v_640];
          const half v_643 = tl::mul(v_639, v_642);
#line 623 "tilelang/ops/decode_kernels.py"
          r_15 = v_643;
        } else {
          r_15 = tl::from_f<half>(0.0f);
        }
        half r_16;
        if (v_627) {
#line 284 "tilelang/ops/decode_kernels.py"
          const int v_644 = (v_595 % 64);
          const int v_645 = (v_644 / 8);
          const int v_646 = (v_353 + v_645);
#line 204 "tilelang/ops/decode_kernels.py"
          const half v_647 = dequant_1[l_6];
          const int v_648 = (v_646 / 32);
          const int v_649 = (v_624 + v_168);
          const half v_650 = VS_s[(v_649) * 4 + v_648];
          const half v_651 = tl::mul(v_647, v_650);
#line 623 "tilelang/ops/decode_kernels.py"
          r_16 = v_651;
        } else {
          r_16 = tl::from_f<half>(0.0f);
        }
#line 622 "tilelang/ops/decode_kernels.py"
        const tl::vec<half, 8> v_652 = tl::vec<half, 8>{{r_9, r_10, r_11, r_12, r_13, r_14, r_15, r_16}};
        *reinterpret_cast<tl::vec<half, 8>*>((V_f + v_564)) = v_652;
      }
#line 621 "tilelang/ops/decode_kernels.py"
    } else {
#line 626 "tilelang/ops/decode_kernels.py"
      alignas(16) half dequant_2[128];
      alignas(16) half decoded_2[8];
      const int v_653 = (v_128 * 8);
      const int v_654 = (v_143 + v_653);
      const int v_655 = (v_654 / 8);
      const int v_656 = (v_655 * 4);
      const int v_657 = (v_130 + v_168);
      const unsigned v_658 = *reinterpret_cast<const unsigned*>((Vq_s + (v_657) * 64 + v_656));
      const int v_659 = (v_657 + 1);
      const unsigned v_660 = *reinterpret_cast<const unsigned*>((Vq_s + (v_659) * 64 + v_656));
      const unsigned v_661 = (v_658 & 65535u);
      const unsigned v_662 = (v_660 << 16u);
      const unsigned v_663 = (v_661 | v_662);
      tl::dequant_i4<true>(decoded_2 + 0, v_663);
      const half v_664 = decoded_2[0];
      dequant_2[0] = v_664;
      const half v_665 = decoded_2[1];
      dequant_2[1] = v_665;
      const half v_666 = decoded_2[2];
      dequant_2[2] = v_666;
      const half v_667 = decoded_2[3];
      dequant_2[3] = v_667;
      const half v_668 = decoded_2[4];
      dequant_2[32] = v_668;
      const half v_669 = decoded_2[5];
      dequant_2[33] = v_669;
      const half v_670 = decoded_2[6];
      dequant_2[34] = v_670;
      const half v_671 = decoded_2[7];
      dequant_2[35] = v_671;
      const unsigned v_672 = (v_658 >> 16u);
      const unsigned v_673 = (v_660 & 4294901760u);
      const unsigned v_674 = (v_672 | v_673);
      tl::dequant_i4<true>(decoded_2 + 0, v_674);
      const half v_675 = decoded_2[0];
      dequant_2[64] = v_675;
      const half v_676 = decoded_2[1];
      dequant_2[65] = v_676;
      const half v_677 = decoded_2[2];
      dequant_2[66] = v_677;
      const half v_678 = decoded_2[3];
      dequant_2[67] = v_678;
      const half v_679 = decoded_2[4];
      dequant_2[96] = v_679;
      const half v_680 = decoded_2[5];
      dequant_2[97] = v_680;
      const half v_681 = decoded_2[6];
      dequant_2[98] = v_681;
      const half v_682 = decoded_2[7];
      dequant_2[99] = v_682;
      const int v_683 = (v_657 + 8);
      const unsigned v_684 = *reinterpret_cast<const unsigned*>((Vq_s + (v_683) * 64 + v_656));
      const int v_685 = (v_657 + 9);
      const unsigned v_686 = *reinterpret_cast<const unsigned*>((Vq_s + (v_685) * 64 + v_656));
      const unsigned v_687 = (v_684 & 65535u);
      const unsigned v_688 = (v_686 << 16u);
      const unsigned v_689 = (v_687 | v_688);
      tl::dequant_i4<true>(decoded_2 + 0, v_689);
      const half v_690 = decoded_2[0];
      dequant_2[4] = v_690;
      const half v_691 = decoded_2[1];
      dequant_2[5] = v_691;
      const half v_692 = decoded_2[2];
      dequant_2[6] = v_692;
      const half v_693 = decoded_2[3];
      dequant_2[7] = v_693;
      const half v_694 = decoded_2[4];
      dequant_2[36] = v_694;
      const half v_695 = decoded_2[5];
      dequant_2[37] = v_695;
      const half v_696 = decoded_2[6];
      dequant_2[38] = v_696;
      const half v_697 = decoded_2[7];
      dequant_2[39] = v_697;
      const unsigned v_698 = (v_684 >> 16u);
      const unsigned v_699 = (v_686 & 4294901760u);
      const unsigned v_700 = (v_698 | v_699);
      tl::dequant_i4<true>(decoded_2 + 0, v_700);
      const half v_701 = decoded_2[0];
      dequant_2[68] = v_701;
      const half v_702 = decoded_2[1];
      dequant_2[69] = v_702;
      const half v_703 = decoded_2[2];
      dequant_2[70] = v_703;
      const half v_704 = decoded_2[3];
      dequant_2[71] = v_704;
      const half v_705 = decoded_2[4];
      dequant_2[100] = v_705;
      const half v_706 = decoded_2[5];
      dequant_2[101] = v_706;
      const half v_707 = decoded_2[6];
      dequant_2[102] = v_707;
      const half v_708 = decoded_2[7];
      dequant_2[103] = v_708;
      const int v_709 = (v_657 + 16);
      const unsigned v_710 = *reinterpret_cast<const unsigned*>((Vq_s + (v_709) * 64 + v_656));
      const int v_711 = (v_657 + 17);
      const unsigned v_712 = *reinterpret_cast<const unsigned*>((Vq_s + (v_711) * 64 + v_656));
      const unsigned v_713 = (v_710 & 65535u);
      const unsigned v_714 = (v_712 << 16u);
      const unsigned v_715 = (v_713 | v_714);
      tl::dequant_i4<true>(decoded_2 + 0, v_715);
      const half v_716 = decoded_2[0];
      dequant_2[8] = v_716;
      const half v_717 = decoded_2[1];
      dequant_2[9] = v_717;
      const half v_718 = decoded_2[2];
      dequant_2[10] = v_718;
      const half v_719 = decoded_2[3];
      dequant_2[11] = v_719;
      const half v_720 = decoded_2[4];
      dequant_2[40] = v_720;
      const half v_721 = decoded_2[5];
      dequant_2[41] = v_721;
      const half v_722 = decoded_2[6];
      dequant_2[42] = v_722;
      const half v_723 = decoded_2[7];
      dequant_2[43] = v_723;
      const unsigned v_724 = (v_710 >> 16u);
      const unsigned v_725 = (v_712 & 4294901760u);
      const unsigned v_726 = (v_724 | v_725);
      tl::dequant_i4<true>(decoded_2 + 0, v_726);
      const half v_727 = decoded_2[0];
      dequant_2[72] = v_727;
      const half v_728 = decoded_2[1];
      dequant_2[73] = v_728;
      const half v_729 = decoded_2[2];
      dequant_2[74] = v_729;
      const half v_730 = decoded_2[3];
      dequant_2[75] = v_730;
      const half v_731 = decoded_2[4];
      dequant_2[104] = v_731;
      const half v_732 = decoded_2[5];
      dequant_2[105] = v_732;
      const half v_733 = decoded_2[6];
      dequant_2[106] = v_733;
      const half v_734 = decoded_2[7];
      dequant_2[107] = v_734;
      const int v_735 = (v_657 + 24);
      const unsigned v_736 = *reinterpret_cast<const unsigned*>((Vq_s + (v_735) * 64 + v_656));
      const int v_737 = (v_657 + 25);
      const unsigned v_738 = *reinterpret_cast<const unsigned*>((Vq_s + (v_737) * 64 + v_656));
      const unsigned v_739 = (v_736 & 65535u);
      const unsigned v_740 = (v_738 << 16u);
      const unsigned v_741 = (v_739 | v_740);
      tl::dequant_i4<true>(decoded_2 + 0, v_741);
      const half v_742 = decoded_2[0];
      dequant_2[12] = v_742;
      const half v_743 = decoded_2[1];
      dequant_2[13] = v_743;
      const half v_744 = decoded_2[2];
      dequant_2[14] = v_744;
      const half v_745 = decoded_2[3];
      dequant_2[15] = v_745;
      const half v_746 = decoded_2[4];
      dequant_2[44] = v_746;
      const half v_747 = decoded_2[5];
      dequant_2[45] = v_747;
      const half v_748 = decoded_2[6];
      dequant_2[46] = v_748;
      const half v_749 = decoded_2[7];
      dequant_2[47] = v_749;
      const unsigned v_750 = (v_736 >> 16u);
      const unsigned v_751 = (v_738 & 4294901760u);
      const unsigned v_752 = (v_750 | v_751);
      tl::dequant_i4<true>(decoded_2 + 0, v_752);
      const half v_753 = decoded_2[0];
      dequant_2[76] = v_753;
      const half v_754 = decoded_2[1];
      dequant_2[77] = v_754;
      const half v_755 = decoded_2[2];
      dequant_2[78] = v_755;
      const half v_756 = decoded_2[3];
      dequant_2[79] = v_756;
      const half v_757 = decoded_2[4];
      dequant_2[108] = v_757;
      const half v_758 = decoded_2[5];
      dequant_2[109] = v_758;
      const half v_759 = decoded_2[6];
      dequant_2[110] = v_759;
      const half v_760 = decoded_2[7];
      dequant_2[111] = v_760;
      const int v_761 = (v_657 + 32);
      const unsigned v_762 = *reinterpret_cast<const unsigned*>((Vq_s + (v_761) * 64 + v_656));
      const int v_763 = (v_657 + 33);
      const unsigned v_764 = *reinterpret_cast<const unsigned*>((Vq_s + (v_763) * 64 + v_656));
      const unsigned v_765 = (v_762 & 65535u);
      const unsigned v_766 = (v_764 << 16u);
      const unsigned v_767 = (v_765 | v_766);
      tl::dequant_i4<true>(decoded_2 + 0, v_767);
      const half v_768 = decoded_2[0];
      dequant_2[16] = v_768;
      const half v_769 = decoded_2[1];
      dequant_2[17] = v_769;
      const half v_770 = decoded_2[2];
      dequant_2[18] = v_770;
      const half v_771 = decoded_2[3];
      dequant_2[19] = v_771;
      const half v_772 = decoded_2[4];
      dequant_2[48] = v_772;
      const half v_773 = decoded_2[5];
      dequant_2[49] = v_773;
      const half v_774 = decoded_2[6];
      dequant_2[50] = v_774;
      const half v_775 = decoded_2[7];
      dequant_2[51] = v_775;
      const unsigned v_776 = (v_762 >> 16u);
      const unsigned v_777 = (v_764 & 4294901760u);
      const unsigned v_778 = (v_776 | v_777);
      tl::dequant_i4<true>(decoded_2 + 0, v_778);
      const half v_779 = decoded_2[0];
      dequant_2[80] = v_779;
      const half v_780 = decoded_2[1];
      dequant_2[81] = v_780;
      const half v_781 = decoded_2[2];
      dequant_2[82] = v_781;
      const half v_782 = decoded_2[3];
      dequant_2[83] = v_782;
      const half v_783 = decoded_2[4];
      dequant_2[112] = v_783;
      const half v_784 = decoded_2[5];
      dequant_2[113] = v_784;
      const half v_785 = decoded_2[6];
      dequant_2[114] = v_785;
      const half v_786 = decoded_2[7];
      dequant_2[115] = v_786;
      const int v_787 = (v_657 + 40);
      const unsigned v_788 = *reinterpret_cast<const unsigned*>((Vq_s + (v_787) * 64 + v_656));
      const int v_789 = (v_657 + 41);
      const unsigned v_790 = *reinterpret_cast<const unsigned*>((Vq_s + (v_789) * 64 + v_656));
      const unsigned v_791 = (v_788 & 65535u);
      const unsigned v_792 = (v_790 << 16u);
      const unsigned v_793 = (v_791 | v_792);
      tl::dequant_i4<true>(decoded_2 + 0, v_793);
      const half v_794 = decoded_2[0];
      dequant_2[20] = v_794;
      const half v_795 = decoded_2[1];
      dequant_2[21] = v_795;
      const half v_796 = decoded_2[2];
      dequant_2[22] = v_796;
      const half v_797 = decoded_2[3];
      dequant_2[23] = v_797;
      const half v_798 = decoded_2[4];
      dequant_2[52] = v_798;
      const half v_799 = decoded_2[5];
      dequant_2[53] = v_799;
      const half v_800 = decoded_2[6];
      dequant_2[54] = v_800;
      const half v_801 = decoded_2[7];
      dequant_2[55] = v_801;
      const unsigned v_802 = (v_788 >> 16u);
      const unsigned v_803 = (v_790 & 4294901760u);
      const unsigned v_804 = (v_802 | v_803);
      tl::dequant_i4<true>(decoded_2 + 0, v_804);
      const half v_805 = decoded_2[0];
      dequant_2[84] = v_805;
      const half v_806 = decoded_2[1];
      dequant_2[85] = v_806;
      const half v_807 = decoded_2[2];
      dequant_2[86] = v_807;
      const half v_808 = decoded_2[3];
      dequant_2[87] = v_808;
      const half v_809 = decoded_2[4];
      dequant_2[116] = v_809;
      const half v_810 = decoded_2[5];
      dequant_2[117] = v_810;
      const half v_811 = decoded_2[6];
      dequant_2[118] = v_811;
      const half v_812 = decoded_2[7];
      dequant_2[119] = v_812;
      const int v_813 = (v_657 + 48);
      const unsigned v_814 = *reinterpret_cast<const unsigned*>((Vq_s + (v_813) * 64 + v_656));
      const int v_815 = (v_657 + 49);
      const unsigned v_816 = *reinterpret_cast<const unsigned*>((Vq_s + (v_815) * 64 + v_656));
      const unsigned v_817 = (v_814 & 65535u);
      const unsigned v_818 = (v_816 << 16u);
      const unsigned v_819 = (v_817 | v_818);
      tl::dequant_i4<true>(decoded_2 + 0, v_819);
      const half v_820 = decoded_2[0];
      dequant_2[24] = v_820;
      const half v_821 = decoded_2[1];
      dequant_2[25] = v_821;
      const half v_822 = decoded_2[2];
      dequant_2[26] = v_822;
      const half v_823 = decoded_2[3];
      dequant_2[27] = v_823;
      const half v_824 = decoded_2[4];
      dequant_2[56] = v_824;
      const half v_825 = decoded_2[5];
      dequant_2[57] = v_825;
      const half v_826 = decoded_2[6];
      dequant_2[58] = v_826;
      const half v_827 = decoded_2[7];
      dequant_2[59] = v_827;
      const unsigned v_828 = (v_814 >> 16u);
      const unsigned v_829 = (v_816 & 4294901760u);
      const unsigned v_830 = (v_828 | v_829);
      tl::dequant_i4<true>(decoded_2 + 0, v_830);
      const half v_831 = decoded_2[0];
      dequant_2[88] = v_831;
      const half v_832 = decoded_2[1];
      dequant_2[89] = v_832;
      const half v_833 = decoded_2[2];
      dequant_2[90] = v_833;
      const half v_834 = decoded_2[3];
      dequant_2[91] = v_834;
      const half v_835 = decoded_2[4];
      dequant_2[120] = v_835;
      const half v_836 = decoded_2[5];
      dequant_2[121] = v_836;
      const half v_837 = decoded_2[6];
      dequant_2[122] = v_837;
      const half v_838 = decoded_2[7];
      dequant_2[123] = v_838;
      const int v_839 = (v_657 + 56);
      const unsigned v_840 = *reinterpret_cast<const unsigned*>((Vq_s + (v_839) * 64 + v_656));
      const int v_841 = (v_657 + 57);
      const unsigned v_842 = *reinterpret_cast<const unsigned*>((Vq_s + (v_841) * 64 + v_656));
      const unsigned v_843 = (v_840 & 65535u);
      const unsigned v_844 = (v_842 << 16u);
      const unsigned v_845 = (v_843 | v_844);
      tl::dequant_i4<true>(decoded_2 + 0, v_845);
      const half v_846 = decoded_2[0];
      dequant_2[28] = v_846;
      const half v_847 = decoded_2[1];
      dequant_2[29] = v_847;
      const half v_848 = decoded_2[2];
      dequant_2[30] = v_848;
      const half v_849 = decoded_2[3];
      dequant_2[31] = v_849;
      const half v_850 = decoded_2[4];
      dequant_2[60] = v_850;
      const half v_851 = decoded_2[5];
      dequant_2[61] = v_851;
      const half v_852 = decoded_2[6];
      dequant_2[62] = v_852;
      const half v_853 = decoded_2[7];
      dequant_2[63] = v_853;
      const unsigned v_854 = (v_840 >> 16u);
      const unsigned v_855 = (v_842 & 4294901760u);
      const unsigned v_856 = (v_854 | v_855);
      tl::dequant_i4<true>(decoded_2 + 0, v_856);
      const half v_857 = decoded_2[0];
      dequant_2[92] = v_857;
      const half v_858 = decoded_2[1];
      dequant_2[93] = v_858;
      const half v_859 = decoded_2[2];
      dequant_2[94] = v_859;
      const half v_860 = decoded_2[3];
      dequant_2[95] = v_860;
      const half v_861 = decoded_2[4];
      dequant_2[124] = v_861;
      const half v_862 = decoded_2[5];
      dequant_2[125] = v_862;
      const half v_863 = decoded_2[6];
      dequant_2[126] = v_863;
      const half v_864 = decoded_2[7];
      dequant_2[127] = v_864;
      #pragma unroll
      for (int l_v_3 = 0; l_v_3 < 16; l_v_3 += 1) {
        const int v_865 = (l_v_3 * 8);
        const int v_866 = (l_v_3 / 4);
        const int v_867 = (l_v_3 % 4);
        const int v_868 = (v_866 * 16);
        const int v_869 = (v_143 + v_868);
        const int v_870 = (v_869 + v_128);
        const int v_871 = (v_867 * 16);
        const int v_872 = (v_871 + v_130);
#line 284 "tilelang/ops/decode_kernels.py"
        const int v_873 = (v_870 % 64);
        const int v_874 = (v_873 / 8);
        const int v_875 = (v_654 + v_874);
#line 204 "tilelang/ops/decode_kernels.py"
        const tl::vec<half, 8> v_876 = *reinterpret_cast<const tl::vec<half, 8>*>((dequant_2 + v_865));
        const half v_877 = v_876.v[0];
        const int v_878 = (v_875 / 32);
        const int v_879 = (v_872 + v_168);
        const half v_880 = VS_s[(v_879) * 4 + v_878];
        const half v_881 = tl::mul(v_877, v_880);
        const half v_882 = v_876.v[1];
        const int v_883 = (v_879 + 1);
        const half v_884 = VS_s[(v_883) * 4 + v_878];
        const half v_885 = tl::mul(v_882, v_884);
        const half v_886 = v_876.v[2];
        const half v_887 = VS_s[(v_879) * 4 + v_878];
        const half v_888 = tl::mul(v_886, v_887);
        const half v_889 = v_876.v[3];
        const half v_890 = VS_s[(v_883) * 4 + v_878];
        const half v_891 = tl::mul(v_889, v_890);
        const half v_892 = v_876.v[4];
        const int v_893 = (v_879 + 8);
        const half v_894 = VS_s[(v_893) * 4 + v_878];
        const half v_895 = tl::mul(v_892, v_894);
        const half v_896 = v_876.v[5];
        const int v_897 = (v_879 + 9);
        const half v_898 = VS_s[(v_897) * 4 + v_878];
        const half v_899 = tl::mul(v_896, v_898);
        const half v_900 = v_876.v[6];
        const half v_901 = VS_s[(v_893) * 4 + v_878];
        const half v_902 = tl::mul(v_900, v_901);
        const half v_903 = v_876.v[7];
        const half v_904 = VS_s[(v_897) * 4 + v_878];
        const half v_905 = tl::mul(v_903, v_904);
#line 626 "tilelang/ops/decode_kernels.py"
        const tl::vec<half, 8> v_906 = tl::vec<half, 8>{{v_881, v_885, v_888, v_891, v_895, v_899, v_902, v_905}};
        *reinterpret_cast<tl::vec<half, 8>*>((V_f + v_865)) = v_906;
      }
#line 621 "tilelang/ops/decode_kernels.py"
    }
#line 632 "tilelang/ops/decode_kernels.py"
    #pragma unroll
    for (int l_v_4 = 0; l_v_4 < 2; l_v_4 += 1) {
      const int v_907 = (l_v_4 * 4);
      const tl::vec<float, 4> v_908 = tl::vec<float, 4>{{0.0f, 0.0f, 0.0f, 0.0f}};
      *reinterpret_cast<tl::vec<float, 4>*>((acc_s + v_907)) = v_908;
    }
#line 633 "tilelang/ops/decode_kernels.py"
    alignas(16) half a_regs[16];
    alignas(16) half b_regs[4];
    alignas(16) float c_odd[8];
    #pragma unroll
    for (int l_v_5 = 0; l_v_5 < 2; l_v_5 += 1) {
      const int v_909 = (l_v_5 * 4);
      const tl::vec<float, 4> v_910 = tl::vec<float, 4>{{0.0f, 0.0f, 0.0f, 0.0f}};
      *reinterpret_cast<tl::vec<float, 4>*>((c_odd + v_909)) = v_910;
    }
    for (int kk = 0; kk < 4; kk += 1) {
      const int v_911 = (kk * 2);
      const int v_912 = (v_911 * 16);
      const int v_913 = (v_912 + v_150);
      const int v_914 = (v_913 ^ v_151);
      tl::ldmatrix<2, false>(b_regs + 0, (Q_s + (v_147) * 128 + v_914));
      const int v_915 = (v_911 * 8);
      const half v_916 = K_f[v_915];
      a_regs[0] = v_916;
      const int v_917 = (v_915 + 1);
      const half v_918 = K_f[v_917];
      a_regs[1] = v_918;
      const int v_919 = (v_915 + 2);
      const half v_920 = K_f[v_919];
      a_regs[2] = v_920;
      const int v_921 = (v_915 + 3);
      const half v_922 = K_f[v_921];
      a_regs[3] = v_922;
      const int v_923 = (v_915 + 4);
      const half v_924 = K_f[v_923];
      a_regs[4] = v_924;
      const int v_925 = (v_915 + 5);
      const half v_926 = K_f[v_925];
      a_regs[5] = v_926;
      const int v_927 = (v_915 + 6);
      const half v_928 = K_f[v_927];
      a_regs[6] = v_928;
      const int v_929 = (v_915 + 7);
      const half v_930 = K_f[v_929];
      a_regs[7] = v_930;
      const int v_931 = (v_915 + 64);
      const half v_932 = K_f[v_931];
      a_regs[8] = v_932;
      const int v_933 = (v_915 + 65);
      const half v_934 = K_f[v_933];
      a_regs[9] = v_934;
      const int v_935 = (v_915 + 66);
      const half v_936 = K_f[v_935];
      a_regs[10] = v_936;
      const int v_937 = (v_915 + 67);
      const half v_938 = K_f[v_937];
      a_regs[11] = v_938;
      const int v_939 = (v_915 + 68);
      const half v_940 = K_f[v_939];
      a_regs[12] = v_940;
      const int v_941 = (v_915 + 69);
      const half v_942 = K_f[v_941];
      a_regs[13] = v_942;
      const int v_943 = (v_915 + 70);
      const half v_944 = K_f[v_943];
      a_regs[14] = v_944;
      const int v_945 = (v_915 + 71);
      const half v_946 = K_f[v_945];
      a_regs[15] = v_946;
      tl::mma_m16n8k16(a_regs + 0, b_regs + 0, acc_s + 0);
      tl::mma_m16n8k16(a_regs + 8, b_regs + 0, acc_s + 4);
      const int v_947 = (v_911 + 1);
      const int v_948 = (v_913 + 16);
      const int v_949 = (v_948 ^ v_151);
      tl::ldmatrix<2, false>(b_regs + 0, (Q_s + (v_147) * 128 + v_949));
      const int v_950 = (v_947 * 8);
      const half v_951 = K_f[v_950];
      a_regs[0] = v_951;
      const int v_952 = (v_950 + 1);
      const half v_953 = K_f[v_952];
      a_regs[1] = v_953;
      const int v_954 = (v_950 + 2);
      const half v_955 = K_f[v_954];
      a_regs[2] = v_955;
      const int v_956 = (v_950 + 3);
      const half v_957 = K_f[v_956];
      a_regs[3] = v_957;
      const int v_958 = (v_950 + 4);
      const half v_959 = K_f[v_958];
      a_regs[4] = v_959;
      const int v_960 = (v_950 + 5);
      const half v_961 = K_f[v_960];
      a_regs[5] = v_961;
      const int v_962 = (v_950 + 6);
      const half v_963 = K_f[v_962];
      a_regs[6] = v_963;
      const int v_964 = (v_950 + 7);
      const half v_965 = K_f[v_964];
      a_regs[7] = v_965;
      const int v_966 = (v_950 + 64);
      const half v_967 = K_f[v_966];
      a_regs[8] = v_967;
      const int v_968 = (v_950 + 65);
      const half v_969 = K_f[v_968];
      a_regs[9] = v_969;
      const int v_970 = (v_950 + 66);
      const half v_971 = K_f[v_970];
      a_regs[10] = v_971;
      const int v_972 = (v_950 + 67);
      const half v_973 = K_f[v_972];
      a_regs[11] = v_973;
      const int v_974 = (v_950 + 68);
      const half v_975 = K_f[v_974];
      a_regs[12] = v_975;
      const int v_976 = (v_950 + 69);
      const half v_977 = K_f[v_976];
      a_regs[13] = v_977;
      const int v_978 = (v_950 + 70);
      const half v_979 = K_f[v_978];
      a_regs[14] = v_979;
      const int v_980 = (v_950 + 71);
      const half v_981 = K_f[v_980];
      a_regs[15] = v_981;
      tl::mma_m16n8k16(a_regs + 0, b_regs + 0, c_odd + 0);
      tl::mma_m16n8k16(a_regs + 8, b_regs + 0, c_odd + 4);
    }
    #pragma unroll
    for (int l_v_6 = 0; l_v_6 < 2; l_v_6 += 1) {
      const int v_982 = (l_v_6 * 4);
      const tl::vec<float, 4> v_983 = *reinterpret_cast<const tl::vec<float, 4>*>((acc_s + v_982));
      const float v_984 = v_983.v[0];
      const tl::vec<float, 4> v_985 = *reinterpret_cast<const tl::vec<float, 4>*>((c_odd + v_982));
      const float v_986 = v_985.v[0];
      const float v_987 = (v_984 + v_986);
      const float v_988 = v_983.v[1];
      const float v_989 = v_985.v[1];
      const float v_990 = (v_988 + v_989);
      const float v_991 = v_983.v[2];
      const float v_992 = v_985.v[2];
      const float v_993 = (v_991 + v_992);
      const float v_994 = v_983.v[3];
      const float v_995 = v_985.v[3];
      const float v_996 = (v_994 + v_995);
      const tl::vec<float, 4> v_997 = tl::vec<float, 4>{{v_987, v_990, v_993, v_996}};
      *reinterpret_cast<tl::vec<float, 4>*>((acc_s + v_982)) = v_997;
    }
#line 634 "tilelang/ops/decode_kernels.py"
    if (v_351) {
#line 635 "tilelang/ops/decode_kernels.py"
      #pragma unroll
      for (int l_v_7 = 0; l_v_7 < 2; l_v_7 += 1) {
        const int v_998 = (l_v_7 * 4);
        const int l_7 = (v_998 + 1);
        const int l_8 = (v_998 + 2);
        const int l_9 = (v_998 + 3);
        const int v_999 = (l_v_7 * 16);
        const int v_1000 = (v_131 + v_999);
        const int v_1001 = (v_1000 + v_128);
#line 147 "tilelang/ops/decode_kernels.py"
        const int v_1002 = v_1001;
        const int v_1003 = (t0_2 + v_1002);
        const bool v_1004 = (v_1003 < len_k);
#line 636 "tilelang/ops/decode_kernels.py"
        float r_17;
        if (v_1004) {
#line 637 "tilelang/ops/decode_kernels.py"
          const float v_1005 = acc_s[v_998];
#line 636 "tilelang/ops/decode_kernels.py"
          r_17 = v_1005;
        } else {
#line 638 "tilelang/ops/decode_kernels.py"
          const float v_1006 = (-__int_as_float(0x7f800000));
#line 636 "tilelang/ops/decode_kernels.py"
          r_17 = v_1006;
        }
        float r_18;
        if (v_1004) {
#line 637 "tilelang/ops/decode_kernels.py"
          const float v_1007 = acc_s[l_7];
#line 636 "tilelang/ops/decode_kernels.py"
          r_18 = v_1007;
        } else {
#line 638 "tilelang/ops/decode_kernels.py"
          const float v_1008 = (-__int_as_float(0x7f800000));
#line 636 "tilelang/ops/decode_kernels.py"
          r_18 = v_1008;
        }
#line 635 "tilelang/ops/decode_kernels.py"
        const int v_1009 = (v_1001 + 8);
#line 147 "tilelang/ops/decode_kernels.py"
        const int v_1010 = v_1009;
        const int v_1011 = (t0_2 + v_1010);
        const bool v_1012 = (v_1011 < len_k);
#line 636 "tilelang/ops/decode_kernels.py"
        float r_19;
        if (v_1012) {
#line 637 "tilelang/ops/decode_kernels.py"
          const float v_1013 = acc_s[l_8];
#line 636 "tilelang/ops/decode_kernels.py"
          r_19 = v_1013;
        } else {
#line 638 "tilelang/ops/decode_kernels.py"
          const float v_1014 = (-__int_as_float(0x7f800000));
#line 636 "tilelang/ops/decode_kernels.py"
          r_19 = v_1014;
        }
        float r_20;
        if (v_1012) {
#line 637 "tilelang/ops/decode_kernels.py"
          const float v_1015 = acc_s[l_9];
#line 636 "tilelang/ops/decode_kernels.py"
          r_20 = v_1015;
        } else {
#line 638 "tilelang/ops/decode_kernels.py"
          const float v_1016 = (-__int_as_float(0x7f800000));
#line 636 "tilelang/ops/decode_kernels.py"
          r_20 = v_1016;
        }
#line 635 "tilelang/ops/decode_kernels.py"
        const tl::vec<float, 4> v_1017 = tl::vec<float, 4>{{r_17, r_18, r_19, r_20}};
        *reinterpret_cast<tl::vec<float, 4>*>((acc_s + v_998)) = v_1017;
      }
#line 634 "tilelang/ops/decode_kernels.py"
    }
#line 681 "tilelang/ops/decode_kernels.py"
    const tl::vec<float, 2> v_1018 = *reinterpret_cast<const tl::vec<float, 2>*>((m_cur + 0));
    *reinterpret_cast<tl::vec<float, 2>*>((m_prev + 0)) = v_1018;
#line 682 "tilelang/ops/decode_kernels.py"
    #pragma unroll
    for (int p = 0; p < 2; p += 1) {
      const float v_1019 = acc_s[p];
      const int v_1020 = (p + 2);
      const float v_1021 = acc_s[v_1020];
      const int v_1022 = (v_1020 + 2);
      const float v_1023 = acc_s[v_1022];
      const int v_1024 = (v_1020 + 4);
      const float v_1025 = acc_s[v_1024];
      const float v_1026 = fmaxf(v_1019, v_1021);
      const float v_1027 = fmaxf(v_1023, v_1025);
      const float v_1028 = fmaxf(v_1026, v_1027);
      const float v_1029 = tl::shfl<0>(v_1028, 4, 32);
      const float v_1030 = fmaxf(v_1028, v_1029);
      const float v_1031 = tl::shfl<0>(v_1030, 8, 32);
      const float v_1032 = fmaxf(v_1030, v_1031);
      const float v_1033 = tl::shfl<0>(v_1032, 16, 32);
      const float v_1034 = fmaxf(v_1032, v_1033);
      if (v_142) {
        const int v_1035 = (v_130 + p);
        reduce_partials[(v_1035) * 2 + v_126] = v_1034;
      }
    }
    __syncthreads();
    const float v_1036 = reduce_partials[(v_130) * 2 + 0];
    const float v_1037 = reduce_partials[(v_130) * 2 + 1];
    const float v_1038 = fmaxf(v_1036, v_1037);
    const tl::vec<float, 2> v_1039 = *reinterpret_cast<const tl::vec<float, 2>*>((m_cur + 0));
    const float v_1040 = v_1039.v[0];
    const float v_1041 = fmaxf(v_1040, v_1038);
    const float v_1042 = reduce_partials[(v_146) * 2 + 0];
    const float v_1043 = reduce_partials[(v_146) * 2 + 1];
    const float v_1044 = fmaxf(v_1042, v_1043);
    const float v_1045 = v_1039.v[1];
    const float v_1046 = fmaxf(v_1045, v_1044);
    const tl::vec<float, 2> v_1047 = tl::vec<float, 2>{{v_1041, v_1046}};
    *reinterpret_cast<tl::vec<float, 2>*>((m_cur + 0)) = v_1047;
#line 683 "tilelang/ops/decode_kernels.py"
    #pragma unroll
    for (int l_v_8 = 0; l_v_8 < 2; l_v_8 += 1) {
      const int v_1048 = (l_v_8 * 4);
#line 684 "tilelang/ops/decode_kernels.py"
      const tl::vec<float, 4> v_1049 = *reinterpret_cast<const tl::vec<float, 4>*>((acc_s + v_1048));
      const float v_1050 = v_1049.v[0];
      const float v_1051 = (v_1050 * 0.127517431974411f);
      const tl::vec<float, 2> v_1052 = *reinterpret_cast<const tl::vec<float, 2>*>((m_cur + 0));
      const float v_1053 = v_1052.v[0];
      const float v_1054 = (v_1053 * 0.127517431974411f);
      const float v_1055 = (v_1051 - v_1054);
      const float v_1056 = exp2f(v_1055);
      const float v_1057 = v_1049.v[1];
      const float v_1058 = (v_1057 * 0.127517431974411f);
      const float v_1059 = v_1052.v[1];
      const float v_1060 = (v_1059 * 0.127517431974411f);
      const float v_1061 = (v_1058 - v_1060);
      const float v_1062 = exp2f(v_1061);
      const float v_1063 = v_1049.v[2];
      const float v_1064 = (v_1063 * 0.127517431974411f);
      const tl::vec<float, 2> v_1065 = *reinterpret_cast<const tl::vec<float, 2>*>((m_cur + 0));
      const float v_1066 = v_1065.v[0];
      const float v_1067 = (v_1066 * 0.127517431974411f);
      const float v_1068 = (v_1064 - v_1067);
      const float v_1069 = exp2f(v_1068);
      const float v_1070 = v_1049.v[3];
      const float v_1071 = (v_1070 * 0.127517431974411f);
      const float v_1072 = v_1065.v[1];
      const float v_1073 = (v_1072 * 0.127517431974411f);
      const float v_1074 = (v_1071 - v_1073);
      const float v_1075 = exp2f(v_1074);
#line 683 "tilelang/ops/decode_kernels.py"
      const tl::vec<float, 4> v_1076 = tl::vec<float, 4>{{v_1056, v_1062, v_1069, v_1075}};
      *reinterpret_cast<tl::vec<float, 4>*>((acc_s + v_1048)) = v_1076;
    }
#line 686 "tilelang/ops/decode_kernels.py"
    const tl::vec<float, 2> v_1077 = *reinterpret_cast<const tl::vec<float, 2>*>((m_prev + 0));
    const float v_1078 = v_1077.v[0];
    const float v_1079 = (v_1078 * 0.127517431974411f);
    const tl::vec<float, 2> v_1080 = *reinterpret_cast<const tl::vec<float, 2>*>((m_cur + 0));
    const float v_1081 = v_1080.v[0];
    const float v_1082 = (v_1081 * 0.127517431974411f);
    const float v_1083 = (v_1079 - v_1082);
    const float v_1084 = exp2f(v_1083);
    const float v_1085 = v_1077.v[1];
    const float v_1086 = (v_1085 * 0.127517431974411f);
    const float v_1087 = v_1080.v[1];
    const float v_1088 = (v_1087 * 0.127517431974411f);
    const float v_1089 = (v_1086 - v_1088);
    const float v_1090 = exp2f(v_1089);
#line 685 "tilelang/ops/decode_kernels.py"
    const tl::vec<float, 2> v_1091 = tl::vec<float, 2>{{v_1084, v_1090}};
    *reinterpret_cast<tl::vec<float, 2>*>((m_prev + 0)) = v_1091;
#line 691 "tilelang/ops/decode_kernels.py"
    #pragma unroll
    for (int p_1 = 0; p_1 < 2; p_1 += 1) {
      const float v_1092 = acc_s[p_1];
      const int v_1093 = (p_1 + 2);
      const float v_1094 = acc_s[v_1093];
      const int v_1095 = (v_1093 + 2);
      const float v_1096 = acc_s[v_1095];
      const int v_1097 = (v_1093 + 4);
      const float v_1098 = acc_s[v_1097];
      const float v_1099 = (v_1092 + v_1094);
      const float v_1100 = (v_1096 + v_1098);
      const float v_1101 = (v_1099 + v_1100);
      const float v_1102 = tl::shfl<0>(v_1101, 4, 32);
      const float v_1103 = (v_1101 + v_1102);
      const float v_1104 = tl::shfl<0>(v_1103, 8, 32);
      const float v_1105 = (v_1103 + v_1104);
      const float v_1106 = tl::shfl<0>(v_1105, 16, 32);
      const float v_1107 = (v_1105 + v_1106);
      if (v_142) {
        const int v_1108 = (v_130 + p_1);
        reduce_partials_1[(v_1108) * 2 + v_126] = v_1107;
      }
    }
    __syncthreads();
    const float v_1109 = reduce_partials_1[(v_130) * 2 + 0];
    const float v_1110 = reduce_partials_1[(v_130) * 2 + 1];
    const float v_1111 = (v_1109 + v_1110);
    const float v_1112 = reduce_partials_1[(v_146) * 2 + 0];
    const float v_1113 = reduce_partials_1[(v_146) * 2 + 1];
    const float v_1114 = (v_1112 + v_1113);
    const tl::vec<float, 2> v_1115 = tl::vec<float, 2>{{v_1111, v_1114}};
    *reinterpret_cast<tl::vec<float, 2>*>((l_blk + 0)) = v_1115;
#line 695 "tilelang/ops/decode_kernels.py"
    #pragma unroll
    for (int l_v_9 = 0; l_v_9 < 4; l_v_9 += 1) {
      const int v_1116 = (l_v_9 * 4);
#line 696 "tilelang/ops/decode_kernels.py"
      const tl::vec<float, 4> v_1117 = *reinterpret_cast<const tl::vec<float, 4>*>((acc_o + v_1116));
      const float v_1118 = v_1117.v[0];
      const tl::vec<float, 2> v_1119 = *reinterpret_cast<const tl::vec<float, 2>*>((m_prev + 0));
      const float v_1120 = v_1119.v[0];
      const float v_1121 = (v_1118 * v_1120);
      const float v_1122 = v_1117.v[1];
      const float v_1123 = v_1119.v[1];
      const float v_1124 = (v_1122 * v_1123);
      const float v_1125 = v_1117.v[2];
      const tl::vec<float, 2> v_1126 = *reinterpret_cast<const tl::vec<float, 2>*>((m_prev + 0));
      const float v_1127 = v_1126.v[0];
      const float v_1128 = (v_1125 * v_1127);
      const float v_1129 = v_1117.v[3];
      const float v_1130 = v_1126.v[1];
      const float v_1131 = (v_1129 * v_1130);
#line 695 "tilelang/ops/decode_kernels.py"
      const tl::vec<float, 4> v_1132 = tl::vec<float, 4>{{v_1121, v_1124, v_1128, v_1131}};
      *reinterpret_cast<tl::vec<float, 4>*>((acc_o + v_1116)) = v_1132;
    }
#line 699 "tilelang/ops/decode_kernels.py"
    const tl::vec<float, 2> v_1133 = *reinterpret_cast<const tl::vec<float, 2>*>((l_sum + 0));
    const float v_1134 = v_1133.v[0];
    const tl::vec<float, 2> v_1135 = *reinterpret_cast<const tl::vec<float, 2>*>((m_prev + 0));
    const float v_1136 = v_1135.v[0];
    const float v_1137 = (v_1134 * v_1136);
    const tl::vec<float, 2> v_1138 = *reinterpret_cast<const tl::vec<float, 2>*>((l_blk + 0));
    const float v_1139 = v_1138.v[0];
    const float v_1140 = (v_1137 + v_1139);
    const float v_1141 = v_1133.v[1];
    const float v_1142 = v_1135.v[1];
    const float v_1143 = (v_1141 * v_1142);
    const float v_1144 = v_1138.v[1];
    const float v_1145 = (v_1143 + v_1144);
#line 698 "tilelang/ops/decode_kernels.py"
    const tl::vec<float, 2> v_1146 = tl::vec<float, 2>{{v_1140, v_1145}};
    *reinterpret_cast<tl::vec<float, 2>*>((l_sum + 0)) = v_1146;
#line 700 "tilelang/ops/decode_kernels.py"
    #pragma unroll
    for (int l_v_10 = 0; l_v_10 < 2; l_v_10 += 1) {
      const int v_1147 = (l_v_10 * 4);
      const int v_1148 = (l_v_10 * 16);
      const int v_1149 = (v_131 + v_1148);
      const int v_1150 = (v_1149 + v_128);
      const tl::vec<float, 4> v_1151 = *reinterpret_cast<const tl::vec<float, 4>*>((acc_s + v_1147));
      const float v_1152 = v_1151.v[0];
      const half v_1153 = tl::cast<half>(v_1152);
      const float v_1154 = v_1151.v[1];
      const half v_1155 = tl::cast<half>(v_1154);
      const tl::vec<half, 2> v_1156 = tl::vec<half, 2>{{v_1153, v_1155}};
      *reinterpret_cast<tl::vec<half, 2>*>((P_s + (v_1150) * 8 + v_130)) = v_1156;
      const int v_1157 = (v_1150 + 8);
      const float v_1158 = v_1151.v[2];
      const half v_1159 = tl::cast<half>(v_1158);
      const float v_1160 = v_1151.v[3];
      const half v_1161 = tl::cast<half>(v_1160);
      const tl::vec<half, 2> v_1162 = tl::vec<half, 2>{{v_1159, v_1161}};
      *reinterpret_cast<tl::vec<half, 2>*>((P_s + (v_1157) * 8 + v_130)) = v_1162;
    }
    __syncthreads();
#line 701 "tilelang/ops/decode_kernels.py"
    alignas(16) half a_regs_1[32];
    alignas(16) half b_regs_1[4];
    for (int kk_1 = 0; kk_1 < 4; kk_1 += 1) {
      const int v_1163 = (kk_1 * 16);
      const int v_1164 = (v_1163 + v_152);
      tl::ldmatrix<2, true>(b_regs_1 + 0, (P_s + (v_1164) * 8 + 0));
      const int v_1165 = (kk_1 * 8);
      const half v_1166 = V_f[v_1165];
      a_regs_1[0] = v_1166;
      const int v_1167 = (v_1165 + 1);
      const half v_1168 = V_f[v_1167];
      a_regs_1[1] = v_1168;
      const int v_1169 = (v_1165 + 2);
      const half v_1170 = V_f[v_1169];
      a_regs_1[2] = v_1170;
      const int v_1171 = (v_1165 + 3);
      const half v_1172 = V_f[v_1171];
      a_regs_1[3] = v_1172;
      const int v_1173 = (v_1165 + 4);
      const half v_1174 = V_f[v_1173];
      a_regs_1[4] = v_1174;
      const int v_1175 = (v_1165 + 5);
      const half v_1176 = V_f[v_1175];
      a_regs_1[5] = v_1176;
      const int v_1177 = (v_1165 + 6);
      const half v_1178 = V_f[v_1177];
      a_regs_1[6] = v_1178;
      const int v_1179 = (v_1165 + 7);
      const half v_1180 = V_f[v_1179];
      a_regs_1[7] = v_1180;
      const int v_1181 = (v_1165 + 32);
      const half v_1182 = V_f[v_1181];
      a_regs_1[8] = v_1182;
      const int v_1183 = (v_1165 + 33);
      const half v_1184 = V_f[v_1183];
      a_regs_1[9] = v_1184;
      const int v_1185 = (v_1165 + 34);
      const half v_1186 = V_f[v_1185];
      a_regs_1[10] = v_1186;
      const int v_1187 = (v_1165 + 35);
      const half v_1188 = V_f[v_1187];
      a_regs_1[11] = v_1188;
      const int v_1189 = (v_1165 + 36);
      const half v_1190 = V_f[v_1189];
      a_regs_1[12] = v_1190;
      const int v_1191 = (v_1165 + 37);
      const half v_1192 = V_f[v_1191];
      a_regs_1[13] = v_1192;
      const int v_1193 = (v_1165 + 38);
      const half v_1194 = V_f[v_1193];
      a_regs_1[14] = v_1194;
      const int v_1195 = (v_1165 + 39);
      const half v_1196 = V_f[v_1195];
      a_regs_1[15] = v_1196;
      const int v_1197 = (v_1165 + 64);
      const half v_1198 = V_f[v_1197];
      a_regs_1[16] = v_1198;
      const int v_1199 = (v_1165 + 65);
      const half v_1200 = V_f[v_1199];
      a_regs_1[17] = v_1200;
      const int v_1201 = (v_1165 + 66);
      const half v_1202 = V_f[v_1201];
      a_regs_1[18] = v_1202;
      const int v_1203 = (v_1165 + 67);
      const half v_1204 = V_f[v_1203];
      a_regs_1[19] = v_1204;
      const int v_1205 = (v_1165 + 68);
      const half v_1206 = V_f[v_1205];
      a_regs_1[20] = v_1206;
      const int v_1207 = (v_1165 + 69);
      const half v_1208 = V_f[v_1207];
      a_regs_1[21] = v_1208;
      const int v_1209 = (v_1165 + 70);
      const half v_1210 = V_f[v_1209];
      a_regs_1[22] = v_1210;
      const int v_1211 = (v_1165 + 71);
      const half v_1212 = V_f[v_1211];
      a_regs_1[23] = v_1212;
      const int v_1213 = (v_1165 + 96);
      const half v_1214 = V_f[v_1213];
      a_regs_1[24] = v_1214;
      const int v_1215 = (v_1165 + 97);
      const half v_1216 = V_f[v_1215];
      a_regs_1[25] = v_1216;
      const int v_1217 = (v_1165 + 98);
      const half v_1218 = V_f[v_1217];
      a_regs_1[26] = v_1218;
      const int v_1219 = (v_1165 + 99);
      const half v_1220 = V_f[v_1219];
      a_regs_1[27] = v_1220;
      const int v_1221 = (v_1165 + 100);
      const half v_1222 = V_f[v_1221];
      a_regs_1[28] = v_1222;
      const int v_1223 = (v_1165 + 101);
      const half v_1224 = V_f[v_1223];
      a_regs_1[29] = v_1224;
      const int v_1225 = (v_1165 + 102);
      const half v_1226 = V_f[v_1225];
      a_regs_1[30] = v_1226;
      const int v_1227 = (v_1165 + 103);
      const half v_1228 = V_f[v_1227];
      a_regs_1[31] = v_1228;
      tl::mma_m16n8k16(a_regs_1 + 0, b_regs_1 + 0, acc_o + 0);
      tl::mma_m16n8k16(a_regs_1 + 8, b_regs_1 + 0, acc_o + 4);
      tl::mma_m16n8k16(a_regs_1 + 16, b_regs_1 + 0, acc_o + 8);
      tl::mma_m16n8k16(a_regs_1 + 24, b_regs_1 + 0, acc_o + 12);
    }
#line 612 "tilelang/ops/decode_kernels.py"
    const bool v_1229 = (r_8 == 1);
    const int v_1230 = (v_155 + 2);
    const int v_1231 = (v_1229 ? 0 : v_1230);
#line 570 "tilelang/ops/decode_kernels.py"
    r_8 = v_1231;
#line 612 "tilelang/ops/decode_kernels.py"
  }
  tl::cp_async_wait<0>();
#line 705 "tilelang/ops/decode_kernels.py"
  const bool v_1232 = (v_130 < 4);
#line 704 "tilelang/ops/decode_kernels.py"
  #pragma unroll
  for (int l_v_11 = 0; l_v_11 < 8; l_v_11 += 1) {
    const int v_1233 = (l_v_11 * 2);
    const int l_10 = (v_1233 + 1);
    const int v_1234 = (l_v_11 / 2);
    const int v_1235 = (v_1234 * 16);
    const int v_1236 = (v_143 + v_1235);
    const int v_1237 = (v_1236 + v_128);
    const int v_1238 = (l_v_11 % 2);
    const int v_1239 = (v_1238 * 8);
    const int v_1240 = (v_1237 + v_1239);
#line 705 "tilelang/ops/decode_kernels.py"
    if (v_1232) {
#line 707 "tilelang/ops/decode_kernels.py"
      const tl::vec<float, 2> v_1241 = *reinterpret_cast<const tl::vec<float, 2>*>((l_sum + 0));
      const float v_1242 = v_1241.v[0];
      const bool v_1243 = (v_1242 > 0.0f);
#line 706 "tilelang/ops/decode_kernels.py"
      float r_21;
      if (v_1243) {
#line 707 "tilelang/ops/decode_kernels.py"
        const float v_1244 = acc_o[v_1233];
        const float v_1245 = l_sum[0];
        const float v_1246 = (v_1244 / v_1245);
#line 706 "tilelang/ops/decode_kernels.py"
        r_21 = v_1246;
      } else {
        r_21 = 0.0f;
      }
#line 363 "tilelang/ops/decode_kernels.py"
      const int v_1247 = (v_130 / 4);
#line 370 "tilelang/ops/decode_kernels.py"
      const int v_1248 = ((int)blockIdx.y * 4);
      const int v_1249 = (v_130 % 4);
      const int v_1250 = (v_1248 + v_1249);
#line 284 "tilelang/ops/decode_kernels.py"
      const int v_1251 = (v_128 * 8);
      const int v_1252 = (v_143 + v_1251);
      const int v_1253 = (v_1240 % 64);
      const int v_1254 = (v_1253 / 8);
      const int v_1255 = (v_1252 + v_1254);
#line 706 "tilelang/ops/decode_kernels.py"
      Opart[(((((int)blockIdx.z) * 1 + v_1247) * 32 + v_1250) * 5 + (int)blockIdx.x) * 128 + v_1255] = r_21;
#line 707 "tilelang/ops/decode_kernels.py"
      const float v_1256 = v_1241.v[1];
      const bool v_1257 = (v_1256 > 0.0f);
#line 706 "tilelang/ops/decode_kernels.py"
      float r_22;
      if (v_1257) {
#line 707 "tilelang/ops/decode_kernels.py"
        const float v_1258 = acc_o[l_10];
        const float v_1259 = l_sum[1];
        const float v_1260 = (v_1258 / v_1259);
#line 706 "tilelang/ops/decode_kernels.py"
        r_22 = v_1260;
      } else {
        r_22 = 0.0f;
      }
#line 370 "tilelang/ops/decode_kernels.py"
      const int v_1261 = (v_1250 + 1);
#line 706 "tilelang/ops/decode_kernels.py"
      Opart[(((((int)blockIdx.z) * 1 + v_1247) * 32 + v_1261) * 5 + (int)blockIdx.x) * 128 + v_1255] = r_22;
#line 705 "tilelang/ops/decode_kernels.py"
    }
#line 704 "tilelang/ops/decode_kernels.py"
  }
#line 708 "tilelang/ops/decode_kernels.py"
  const bool v_1262 = (tid == v_129);
  #pragma unroll
  for (int l_11 = 0; l_11 < 2; l_11 += 1) {
    const int v_1263 = (v_130 + l_11);
    if (v_1262) {
#line 709 "tilelang/ops/decode_kernels.py"
      const bool v_1264 = (v_1263 < 4);
      if (v_1264) {
#line 711 "tilelang/ops/decode_kernels.py"
        const float v_1265 = l_sum[l_11];
        const bool v_1266 = (v_1265 > 0.0f);
#line 710 "tilelang/ops/decode_kernels.py"
        float r_23;
        if (v_1266) {
#line 711 "tilelang/ops/decode_kernels.py"
          const float v_1267 = m_cur[l_11];
          const float v_1268 = (v_1267 * 0.127517431974411f);
          const float v_1269 = l_sum[l_11];
          const float v_1270 = log2f(v_1269);
          const float v_1271 = (v_1268 + v_1270);
#line 710 "tilelang/ops/decode_kernels.py"
          r_23 = v_1271;
        } else {
#line 711 "tilelang/ops/decode_kernels.py"
          const float v_1272 = (-__int_as_float(0x7f800000));
#line 710 "tilelang/ops/decode_kernels.py"
          r_23 = v_1272;
        }
#line 363 "tilelang/ops/decode_kernels.py"
        const int v_1273 = (v_1263 / 4);
#line 370 "tilelang/ops/decode_kernels.py"
        const int v_1274 = ((int)blockIdx.y * 4);
        const int v_1275 = (v_1263 % 4);
        const int v_1276 = (v_1274 + v_1275);
#line 710 "tilelang/ops/decode_kernels.py"
        Lse[((((int)blockIdx.z) * 1 + v_1273) * 32 + v_1276) * 5 + (int)blockIdx.x] = r_23;
#line 709 "tilelang/ops/decode_kernels.py"
      }
#line 708 "tilelang/ops/decode_kernels.py"
    }
  }
}
