// decode_attention: q (16, 1, 32, 128) float16, cache (16 x 32768, 8, 128) int8 scales by token; sm_90a
// split kernel; tile [32, 64, 1], keys major True, stages 2, fast math True, 3 splits (plan_splits without a GPU)
// written by `python scripts/update_golden.py` (never by hand): the CUDA source after prelude.cuh and a blank line, #line paths repository-relative
// int8 -> float16: int decode, 5 instructions per word of 4 codes (1.25 per value)
template <class T> __device__ __forceinline__ void tl_dw_int8_f16(T* dst, const unsigned w) {
  unsigned* d = reinterpret_cast<unsigned*>(dst);
  unsigned h0; asm("lop3.b32 %0, %1, %2, %3, 0x6a;" : "=r"(h0) : "r"(w), "r"(0x00ff00ffu), "r"(0x64806480u));
  unsigned o0; asm("fma.rn.f16x2 %0, %1, %2, %3;" : "=r"(o0) : "r"(h0), "r"(0x3c003c00u), "r"(0xe480e480u));
  const unsigned v1 = w >> 8;
  unsigned h1; asm("lop3.b32 %0, %1, %2, %3, 0x6a;" : "=r"(h1) : "r"(v1), "r"(0x00ff00ffu), "r"(0x64806480u));
  unsigned o1; asm("fma.rn.f16x2 %0, %1, %2, %3;" : "=r"(o1) : "r"(h1), "r"(0x3c003c00u), "r"(0xe480e480u));
  d[0] = o0;
  d[1] = o1;
}

#line 570 "tilelang/ops/decode_kernels.py"
extern "C" __global__ void __launch_bounds__(64) split_kv_keys_major_kernel(half* __restrict__ Q, signed char* __restrict__ KC, signed char* __restrict__ VC, half* __restrict__ KS, half* __restrict__ VS, int* __restrict__ Lens, float* __restrict__ Opart, float* __restrict__ Lse, const __grid_constant__ tl::TensorMap KC_tmap, const __grid_constant__ tl::TensorMap VC_tmap) {
  extern __shared__ __align__(1024) unsigned char tl_smem[];
  const int tid = (int)threadIdx.x;
#line 355 "tilelang/ops/decode_kernels.py"
  unsigned long long* const tma_bar = reinterpret_cast<unsigned long long*>(tl_smem + 19200);
  if (threadIdx.x == 0 && threadIdx.y == 0 && threadIdx.z == 0) {
    for (int i = 0; i < 2; ++i) tl::mbar_init(tma_bar + i, 1);
    tl::fence_mbar_init();
  }
  unsigned long long* const tma_bar_1 = reinterpret_cast<unsigned long long*>(tl_smem + 19328);
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
  signed char* const Kq_s = reinterpret_cast<signed char*>(tl_smem + 0);
#line 580 "tilelang/ops/decode_kernels.py"
  signed char* const Vq_s = reinterpret_cast<signed char*>(tl_smem + 8192);
#line 585 "tilelang/ops/decode_kernels.py"
  alignas(16) float ks_f[4];
#line 586 "tilelang/ops/decode_kernels.py"
  alignas(16) float vs_f[4];
#line 587 "tilelang/ops/decode_kernels.py"
  alignas(16) half K_f[64];
#line 588 "tilelang/ops/decode_kernels.py"
  alignas(16) half V_f[64];
#line 589 "tilelang/ops/decode_kernels.py"
  alignas(16) float acc_s[4];
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
  const int v = (len_k + 32);
  const int v_1 = (v - 1);
  const int n_blocks = tl::floordiv(v_1, 32);
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
      const int v_15 = (v_11 / 16);
      const int v_16 = (v_15 * 4);
#line 59 "tilelang/ops/decode_kernels.py"
      const int v_17 = (v_11 % 16);
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
      const int v_26 = (v_23 / 16);
      const int v_27 = (v_26 * 4);
#line 59 "tilelang/ops/decode_kernels.py"
      const int v_28 = (v_26 * 16);
      const int v_29 = (v_23 % 16);
      const int v_30 = (v_29 / 8);
      const int v_31 = (v_28 + v_30);
      const int v_32 = (v_31 + 2);
#line 70 "tilelang/ops/decode_kernels.py"
      const int v_33 = (v_32 % 4);
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
      const int v_39 = (v_36 / 16);
      const int v_40 = (v_39 + 8);
      const int v_41 = (v_40 * 4);
#line 59 "tilelang/ops/decode_kernels.py"
      const int v_42 = (v_36 % 16);
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
      const int v_49 = (v_46 / 16);
      const int v_50 = (v_49 + 8);
      const int v_51 = (v_50 * 4);
#line 59 "tilelang/ops/decode_kernels.py"
      const int v_52 = (v_49 * 16);
      const int v_53 = (v_52 + 4);
      const int v_54 = (v_46 % 16);
      const int v_55 = (v_54 / 8);
      const int v_56 = (v_53 + v_55);
      const int v_57 = (v_56 + 2);
#line 70 "tilelang/ops/decode_kernels.py"
      const int v_58 = (v_57 % 4);
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
      const int v_64 = (v_61 / 16);
      const int v_65 = (v_64 + 16);
      const int v_66 = (v_65 * 4);
#line 59 "tilelang/ops/decode_kernels.py"
      const int v_67 = (v_61 % 16);
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
      const int v_74 = (v_71 / 16);
      const int v_75 = (v_74 + 16);
      const int v_76 = (v_75 * 4);
#line 59 "tilelang/ops/decode_kernels.py"
      const int v_77 = (v_74 * 16);
      const int v_78 = (v_77 + 8);
      const int v_79 = (v_71 % 16);
      const int v_80 = (v_79 / 8);
      const int v_81 = (v_78 + v_80);
      const int v_82 = (v_81 + 2);
#line 70 "tilelang/ops/decode_kernels.py"
      const int v_83 = (v_82 % 4);
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
      const int v_89 = (v_86 / 16);
      const int v_90 = (v_89 + 24);
      const int v_91 = (v_90 * 4);
#line 59 "tilelang/ops/decode_kernels.py"
      const int v_92 = (v_86 % 16);
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
      const int v_99 = (v_96 / 16);
      const int v_100 = (v_99 + 24);
      const int v_101 = (v_100 * 4);
#line 59 "tilelang/ops/decode_kernels.py"
      const int v_102 = (v_99 * 16);
      const int v_103 = (v_102 + 12);
      const int v_104 = (v_96 % 16);
      const int v_105 = (v_104 / 8);
      const int v_106 = (v_103 + v_105);
      const int v_107 = (v_106 + 2);
#line 70 "tilelang/ops/decode_kernels.py"
      const int v_108 = (v_107 % 4);
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
  float* const reduce_partials = reinterpret_cast<float*>(tl_smem + 18944);
#line 691 "tilelang/ops/decode_kernels.py"
  float* const reduce_partials_1 = reinterpret_cast<float*>(tl_smem + 19072);
#line 570 "tilelang/ops/decode_kernels.py"
  const bool v_117 = (0 < v_116);
  const int v_118 = (v_116 + -1);
  const int v_119 = tl::min(0, v_118);
#line 613 "tilelang/ops/decode_kernels.py"
  const int v_120 = v_119;
  const int v_121 = (start + v_120);
  const int t0 = (v_121 * 32);
#line 355 "tilelang/ops/decode_kernels.py"
  const int v_122 = t0;
  const bool v_123 = (tid == 0);
#line 619 "tilelang/ops/decode_kernels.py"
  const int v_124 = (tid / 32);
  const int v_125 = (tid % 32);
  const int v_126 = (v_125 / 4);
  const int v_127 = (v_125 % 4);
  const int v_128 = (v_127 * 2);
  const int v_129 = (v_124 * 16);
  const int v_130 = (v_129 + v_126);
  const int v_131 = (v_127 * 8);
  const int v_132 = (v_131 * 4);
  const int v_133 = (v_130 + 8);
  const int v_134 = (v_131 + 1);
  const int v_135 = (v_134 * 4);
  const int v_136 = (v_131 + 2);
  const int v_137 = (v_136 * 4);
  const int v_138 = (v_131 + 3);
  const int v_139 = (v_138 * 4);
  const int v_140 = (v_131 + 4);
  const int v_141 = (v_140 * 4);
  const int v_142 = (v_131 + 5);
  const int v_143 = (v_142 * 4);
  const int v_144 = (v_131 + 6);
  const int v_145 = (v_144 * 4);
  const int v_146 = (v_131 + 7);
  const int v_147 = (v_146 * 4);
#line 626 "tilelang/ops/decode_kernels.py"
  const int v_148 = (v_124 * 64);
  const int v_149 = (v_126 * 8);
  const int v_150 = (v_148 + v_149);
  const int v_151 = (v_128 + 1);
  const int v_152 = (v_150 + 4);
#line 682 "tilelang/ops/decode_kernels.py"
  const int v_153 = (v_125 & 28);
  const bool v_154 = (v_153 == 0);
#line 355 "tilelang/ops/decode_kernels.py"
  const bool v_155 = (v_117 && v_123);
  if (v_155) {
    tl::mbar_expect_tx((tma_bar + 0), 4096);
    tl::tma_load((Kq_s + 0), &KC_tmap, (tma_bar + 0), 0, (int)blockIdx.y, v_122, (int)blockIdx.z);
  }
  if (v_155) {
    tl::mbar_expect_tx((tma_bar_1 + 0), 4096);
    tl::tma_load((Vq_s + 0), &VC_tmap, (tma_bar_1 + 0), 0, (int)blockIdx.y, v_122, (int)blockIdx.z);
  }
#line 633 "tilelang/ops/decode_kernels.py"
  const int v_156 = (v_125 % 8);
  const int v_157 = (v_125 / 8);
  const int v_158 = (v_157 % 2);
  const int v_159 = (v_158 * 8);
  const int v_160 = (v_156 * 8);
#line 701 "tilelang/ops/decode_kernels.py"
  const int v_161 = (v_125 % 16);
#line 612 "tilelang/ops/decode_kernels.py"
  int r_8 = 0;
  for (int kb = 0; kb < v_116; kb += 1) {
    __syncthreads();
    const int v_162 = (kb + 1);
    const bool v_163 = (r_8 == 0);
    const int v_164 = (r_8 - 1);
    const int v_165 = (v_163 ? 1 : v_164);
    const bool v_166 = (v_162 < v_116);
    const int v_167 = tl::min(v_162, v_118);
#line 613 "tilelang/ops/decode_kernels.py"
    const int v_168 = v_167;
    const int v_169 = (start + v_168);
    const int t0_1 = (v_169 * 32);
#line 355 "tilelang/ops/decode_kernels.py"
    const int v_170 = t0_1;
#line 612 "tilelang/ops/decode_kernels.py"
    const int v_171 = (v_165 * 32);
#line 355 "tilelang/ops/decode_kernels.py"
    const bool v_172 = (v_166 && v_123);
    if (v_172) {
      tl::mbar_expect_tx((tma_bar + v_165), 4096);
      tl::tma_load((Kq_s + (v_171) * 128 + 0), &KC_tmap, (tma_bar + v_165), 0, (int)blockIdx.y, v_170, (int)blockIdx.z);
    }
    if (v_172) {
      tl::mbar_expect_tx((tma_bar_1 + v_165), 4096);
      tl::tma_load((Vq_s + (v_171) * 128 + 0), &VC_tmap, (tma_bar_1 + v_165), 0, (int)blockIdx.y, v_170, (int)blockIdx.z);
    }
#line 612 "tilelang/ops/decode_kernels.py"
    const int v_173 = (r_8 * 32);
#line 613 "tilelang/ops/decode_kernels.py"
    const int v_174 = kb;
    const int v_175 = (start + v_174);
    const int t0_2 = (v_175 * 32);
#line 612 "tilelang/ops/decode_kernels.py"
    const int v_176 = (kb / 2);
    const int v_177 = (v_176 % 2);
#line 355 "tilelang/ops/decode_kernels.py"
    tl::mbar_wait((tma_bar + r_8), v_177);
    __syncthreads();
    tl::mbar_wait((tma_bar_1 + r_8), v_177);
#line 333 "tilelang/ops/decode_kernels.py"
    const int v_178 = v_130;
    const int v_179 = (t0_2 + v_178);
    const int v_180 = v_179;
    const half v_181 = KS[((((int)blockIdx.z) * 32768 + v_180) * 8 + (int)blockIdx.y) * 1 + 0];
    const float s = tl::cast<float>(v_181);
#line 335 "tilelang/ops/decode_kernels.py"
    const bool v_182 = (v_179 < len_k);
    const float v_183 = (v_182 ? s : 0.0f);
#line 333 "tilelang/ops/decode_kernels.py"
    const half v_184 = KS[((((int)blockIdx.z) * 32768 + v_180) * 8 + (int)blockIdx.y) * 1 + 0];
    const float s_1 = tl::cast<float>(v_184);
#line 335 "tilelang/ops/decode_kernels.py"
    const float v_185 = (v_182 ? s_1 : 0.0f);
#line 333 "tilelang/ops/decode_kernels.py"
    const int v_186 = v_133;
    const int v_187 = (t0_2 + v_186);
    const int v_188 = v_187;
    const half v_189 = KS[((((int)blockIdx.z) * 32768 + v_188) * 8 + (int)blockIdx.y) * 1 + 0];
    const float s_2 = tl::cast<float>(v_189);
#line 335 "tilelang/ops/decode_kernels.py"
    const bool v_190 = (v_187 < len_k);
    const float v_191 = (v_190 ? s_2 : 0.0f);
#line 333 "tilelang/ops/decode_kernels.py"
    const half v_192 = KS[((((int)blockIdx.z) * 32768 + v_188) * 8 + (int)blockIdx.y) * 1 + 0];
    const float s_3 = tl::cast<float>(v_192);
#line 335 "tilelang/ops/decode_kernels.py"
    const float v_193 = (v_190 ? s_3 : 0.0f);
#line 401 "tilelang/ops/decode_kernels.py"
    const tl::vec<float, 4> v_194 = tl::vec<float, 4>{{v_183, v_185, v_191, v_193}};
    *reinterpret_cast<tl::vec<float, 4>*>((ks_f + 0)) = v_194;
#line 333 "tilelang/ops/decode_kernels.py"
    const half v_195 = VS[((((int)blockIdx.z) * 32768 + v_180) * 8 + (int)blockIdx.y) * 1 + 0];
    const float s_4 = tl::cast<float>(v_195);
#line 335 "tilelang/ops/decode_kernels.py"
    const float v_196 = (v_182 ? s_4 : 0.0f);
#line 333 "tilelang/ops/decode_kernels.py"
    const half v_197 = VS[((((int)blockIdx.z) * 32768 + v_180) * 8 + (int)blockIdx.y) * 1 + 0];
    const float s_5 = tl::cast<float>(v_197);
#line 335 "tilelang/ops/decode_kernels.py"
    const float v_198 = (v_182 ? s_5 : 0.0f);
#line 333 "tilelang/ops/decode_kernels.py"
    const half v_199 = VS[((((int)blockIdx.z) * 32768 + v_188) * 8 + (int)blockIdx.y) * 1 + 0];
    const float s_6 = tl::cast<float>(v_199);
#line 335 "tilelang/ops/decode_kernels.py"
    const float v_200 = (v_190 ? s_6 : 0.0f);
#line 333 "tilelang/ops/decode_kernels.py"
    const half v_201 = VS[((((int)blockIdx.z) * 32768 + v_188) * 8 + (int)blockIdx.y) * 1 + 0];
    const float s_7 = tl::cast<float>(v_201);
#line 335 "tilelang/ops/decode_kernels.py"
    const float v_202 = (v_190 ? s_7 : 0.0f);
#line 403 "tilelang/ops/decode_kernels.py"
    const tl::vec<float, 4> v_203 = tl::vec<float, 4>{{v_196, v_198, v_200, v_202}};
    *reinterpret_cast<tl::vec<float, 4>*>((vs_f + 0)) = v_203;
#line 619 "tilelang/ops/decode_kernels.py"
    alignas(16) half dequant[64];
    alignas(16) half decoded[4];
    const int v_204 = (v_130 + v_173);
    const unsigned v_205 = *reinterpret_cast<const unsigned*>((Kq_s + (v_204) * 128 + v_132));
    tl_dw_int8_f16(decoded + 0, v_205);
    const half v_206 = decoded[0];
    dequant[0] = v_206;
    const half v_207 = decoded[1];
    dequant[1] = v_207;
    const half v_208 = decoded[2];
    dequant[4] = v_208;
    const half v_209 = decoded[3];
    dequant[5] = v_209;
    const int v_210 = (v_204 + 8);
    const unsigned v_211 = *reinterpret_cast<const unsigned*>((Kq_s + (v_210) * 128 + v_132));
    tl_dw_int8_f16(decoded + 0, v_211);
    const half v_212 = decoded[0];
    dequant[2] = v_212;
    const half v_213 = decoded[1];
    dequant[3] = v_213;
    const half v_214 = decoded[2];
    dequant[6] = v_214;
    const half v_215 = decoded[3];
    dequant[7] = v_215;
    const unsigned v_216 = *reinterpret_cast<const unsigned*>((Kq_s + (v_204) * 128 + v_135));
    tl_dw_int8_f16(decoded + 0, v_216);
    const half v_217 = decoded[0];
    dequant[8] = v_217;
    const half v_218 = decoded[1];
    dequant[9] = v_218;
    const half v_219 = decoded[2];
    dequant[12] = v_219;
    const half v_220 = decoded[3];
    dequant[13] = v_220;
    const unsigned v_221 = *reinterpret_cast<const unsigned*>((Kq_s + (v_210) * 128 + v_135));
    tl_dw_int8_f16(decoded + 0, v_221);
    const half v_222 = decoded[0];
    dequant[10] = v_222;
    const half v_223 = decoded[1];
    dequant[11] = v_223;
    const half v_224 = decoded[2];
    dequant[14] = v_224;
    const half v_225 = decoded[3];
    dequant[15] = v_225;
    const unsigned v_226 = *reinterpret_cast<const unsigned*>((Kq_s + (v_204) * 128 + v_137));
    tl_dw_int8_f16(decoded + 0, v_226);
    const half v_227 = decoded[0];
    dequant[16] = v_227;
    const half v_228 = decoded[1];
    dequant[17] = v_228;
    const half v_229 = decoded[2];
    dequant[20] = v_229;
    const half v_230 = decoded[3];
    dequant[21] = v_230;
    const unsigned v_231 = *reinterpret_cast<const unsigned*>((Kq_s + (v_210) * 128 + v_137));
    tl_dw_int8_f16(decoded + 0, v_231);
    const half v_232 = decoded[0];
    dequant[18] = v_232;
    const half v_233 = decoded[1];
    dequant[19] = v_233;
    const half v_234 = decoded[2];
    dequant[22] = v_234;
    const half v_235 = decoded[3];
    dequant[23] = v_235;
    const unsigned v_236 = *reinterpret_cast<const unsigned*>((Kq_s + (v_204) * 128 + v_139));
    tl_dw_int8_f16(decoded + 0, v_236);
    const half v_237 = decoded[0];
    dequant[24] = v_237;
    const half v_238 = decoded[1];
    dequant[25] = v_238;
    const half v_239 = decoded[2];
    dequant[28] = v_239;
    const half v_240 = decoded[3];
    dequant[29] = v_240;
    const unsigned v_241 = *reinterpret_cast<const unsigned*>((Kq_s + (v_210) * 128 + v_139));
    tl_dw_int8_f16(decoded + 0, v_241);
    const half v_242 = decoded[0];
    dequant[26] = v_242;
    const half v_243 = decoded[1];
    dequant[27] = v_243;
    const half v_244 = decoded[2];
    dequant[30] = v_244;
    const half v_245 = decoded[3];
    dequant[31] = v_245;
    const unsigned v_246 = *reinterpret_cast<const unsigned*>((Kq_s + (v_204) * 128 + v_141));
    tl_dw_int8_f16(decoded + 0, v_246);
    const half v_247 = decoded[0];
    dequant[32] = v_247;
    const half v_248 = decoded[1];
    dequant[33] = v_248;
    const half v_249 = decoded[2];
    dequant[36] = v_249;
    const half v_250 = decoded[3];
    dequant[37] = v_250;
    const unsigned v_251 = *reinterpret_cast<const unsigned*>((Kq_s + (v_210) * 128 + v_141));
    tl_dw_int8_f16(decoded + 0, v_251);
    const half v_252 = decoded[0];
    dequant[34] = v_252;
    const half v_253 = decoded[1];
    dequant[35] = v_253;
    const half v_254 = decoded[2];
    dequant[38] = v_254;
    const half v_255 = decoded[3];
    dequant[39] = v_255;
    const unsigned v_256 = *reinterpret_cast<const unsigned*>((Kq_s + (v_204) * 128 + v_143));
    tl_dw_int8_f16(decoded + 0, v_256);
    const half v_257 = decoded[0];
    dequant[40] = v_257;
    const half v_258 = decoded[1];
    dequant[41] = v_258;
    const half v_259 = decoded[2];
    dequant[44] = v_259;
    const half v_260 = decoded[3];
    dequant[45] = v_260;
    const unsigned v_261 = *reinterpret_cast<const unsigned*>((Kq_s + (v_210) * 128 + v_143));
    tl_dw_int8_f16(decoded + 0, v_261);
    const half v_262 = decoded[0];
    dequant[42] = v_262;
    const half v_263 = decoded[1];
    dequant[43] = v_263;
    const half v_264 = decoded[2];
    dequant[46] = v_264;
    const half v_265 = decoded[3];
    dequant[47] = v_265;
    const unsigned v_266 = *reinterpret_cast<const unsigned*>((Kq_s + (v_204) * 128 + v_145));
    tl_dw_int8_f16(decoded + 0, v_266);
    const half v_267 = decoded[0];
    dequant[48] = v_267;
    const half v_268 = decoded[1];
    dequant[49] = v_268;
    const half v_269 = decoded[2];
    dequant[52] = v_269;
    const half v_270 = decoded[3];
    dequant[53] = v_270;
    const unsigned v_271 = *reinterpret_cast<const unsigned*>((Kq_s + (v_210) * 128 + v_145));
    tl_dw_int8_f16(decoded + 0, v_271);
    const half v_272 = decoded[0];
    dequant[50] = v_272;
    const half v_273 = decoded[1];
    dequant[51] = v_273;
    const half v_274 = decoded[2];
    dequant[54] = v_274;
    const half v_275 = decoded[3];
    dequant[55] = v_275;
    const unsigned v_276 = *reinterpret_cast<const unsigned*>((Kq_s + (v_204) * 128 + v_147));
    tl_dw_int8_f16(decoded + 0, v_276);
    const half v_277 = decoded[0];
    dequant[56] = v_277;
    const half v_278 = decoded[1];
    dequant[57] = v_278;
    const half v_279 = decoded[2];
    dequant[60] = v_279;
    const half v_280 = decoded[3];
    dequant[61] = v_280;
    const unsigned v_281 = *reinterpret_cast<const unsigned*>((Kq_s + (v_210) * 128 + v_147));
    tl_dw_int8_f16(decoded + 0, v_281);
    const half v_282 = decoded[0];
    dequant[58] = v_282;
    const half v_283 = decoded[1];
    dequant[59] = v_283;
    const half v_284 = decoded[2];
    dequant[62] = v_284;
    const half v_285 = decoded[3];
    dequant[63] = v_285;
    #pragma unroll
    for (int l_v_1 = 0; l_v_1 < 8; l_v_1 += 1) {
      const int v_286 = (l_v_1 * 8);
#line 199 "tilelang/ops/decode_kernels.py"
      const tl::vec<half, 8> v_287 = *reinterpret_cast<const tl::vec<half, 8>*>((dequant + v_286));
#line 619 "tilelang/ops/decode_kernels.py"
      *reinterpret_cast<tl::vec<half, 8>*>((K_f + v_286)) = v_287;
    }
#line 626 "tilelang/ops/decode_kernels.py"
    alignas(16) half dequant_1[64];
    const int v_288 = (v_128 + v_173);
    const unsigned v_289 = *reinterpret_cast<const unsigned*>((Vq_s + (v_288) * 128 + v_150));
    const int v_290 = (v_288 + 1);
    const unsigned v_291 = *reinterpret_cast<const unsigned*>((Vq_s + (v_290) * 128 + v_150));
    const unsigned v_292 = (v_289 & 65535u);
    const unsigned v_293 = (v_291 << 16u);
    const unsigned v_294 = (v_292 | v_293);
    tl_dw_int8_f16(dequant_1 + 0, v_294);
    const unsigned v_295 = (v_289 >> 16u);
    const unsigned v_296 = (v_291 & 4294901760u);
    const unsigned v_297 = (v_295 | v_296);
    tl_dw_int8_f16(dequant_1 + 16, v_297);
    const int v_298 = (v_288 + 8);
    const unsigned v_299 = *reinterpret_cast<const unsigned*>((Vq_s + (v_298) * 128 + v_150));
    const int v_300 = (v_288 + 9);
    const unsigned v_301 = *reinterpret_cast<const unsigned*>((Vq_s + (v_300) * 128 + v_150));
    const unsigned v_302 = (v_299 & 65535u);
    const unsigned v_303 = (v_301 << 16u);
    const unsigned v_304 = (v_302 | v_303);
    tl_dw_int8_f16(dequant_1 + 4, v_304);
    const unsigned v_305 = (v_299 >> 16u);
    const unsigned v_306 = (v_301 & 4294901760u);
    const unsigned v_307 = (v_305 | v_306);
    tl_dw_int8_f16(dequant_1 + 20, v_307);
    const int v_308 = (v_288 + 16);
    const unsigned v_309 = *reinterpret_cast<const unsigned*>((Vq_s + (v_308) * 128 + v_150));
    const int v_310 = (v_288 + 17);
    const unsigned v_311 = *reinterpret_cast<const unsigned*>((Vq_s + (v_310) * 128 + v_150));
    const unsigned v_312 = (v_309 & 65535u);
    const unsigned v_313 = (v_311 << 16u);
    const unsigned v_314 = (v_312 | v_313);
    tl_dw_int8_f16(dequant_1 + 8, v_314);
    const unsigned v_315 = (v_309 >> 16u);
    const unsigned v_316 = (v_311 & 4294901760u);
    const unsigned v_317 = (v_315 | v_316);
    tl_dw_int8_f16(dequant_1 + 24, v_317);
    const int v_318 = (v_288 + 24);
    const unsigned v_319 = *reinterpret_cast<const unsigned*>((Vq_s + (v_318) * 128 + v_150));
    const int v_320 = (v_288 + 25);
    const unsigned v_321 = *reinterpret_cast<const unsigned*>((Vq_s + (v_320) * 128 + v_150));
    const unsigned v_322 = (v_319 & 65535u);
    const unsigned v_323 = (v_321 << 16u);
    const unsigned v_324 = (v_322 | v_323);
    tl_dw_int8_f16(dequant_1 + 12, v_324);
    const unsigned v_325 = (v_319 >> 16u);
    const unsigned v_326 = (v_321 & 4294901760u);
    const unsigned v_327 = (v_325 | v_326);
    tl_dw_int8_f16(dequant_1 + 28, v_327);
    const unsigned v_328 = *reinterpret_cast<const unsigned*>((Vq_s + (v_288) * 128 + v_152));
    const unsigned v_329 = *reinterpret_cast<const unsigned*>((Vq_s + (v_290) * 128 + v_152));
    const unsigned v_330 = (v_328 & 65535u);
    const unsigned v_331 = (v_329 << 16u);
    const unsigned v_332 = (v_330 | v_331);
    tl_dw_int8_f16(dequant_1 + 32, v_332);
    const unsigned v_333 = (v_328 >> 16u);
    const unsigned v_334 = (v_329 & 4294901760u);
    const unsigned v_335 = (v_333 | v_334);
    tl_dw_int8_f16(dequant_1 + 48, v_335);
    const unsigned v_336 = *reinterpret_cast<const unsigned*>((Vq_s + (v_298) * 128 + v_152));
    const unsigned v_337 = *reinterpret_cast<const unsigned*>((Vq_s + (v_300) * 128 + v_152));
    const unsigned v_338 = (v_336 & 65535u);
    const unsigned v_339 = (v_337 << 16u);
    const unsigned v_340 = (v_338 | v_339);
    tl_dw_int8_f16(dequant_1 + 36, v_340);
    const unsigned v_341 = (v_336 >> 16u);
    const unsigned v_342 = (v_337 & 4294901760u);
    const unsigned v_343 = (v_341 | v_342);
    tl_dw_int8_f16(dequant_1 + 52, v_343);
    const unsigned v_344 = *reinterpret_cast<const unsigned*>((Vq_s + (v_308) * 128 + v_152));
    const unsigned v_345 = *reinterpret_cast<const unsigned*>((Vq_s + (v_310) * 128 + v_152));
    const unsigned v_346 = (v_344 & 65535u);
    const unsigned v_347 = (v_345 << 16u);
    const unsigned v_348 = (v_346 | v_347);
    tl_dw_int8_f16(dequant_1 + 40, v_348);
    const unsigned v_349 = (v_344 >> 16u);
    const unsigned v_350 = (v_345 & 4294901760u);
    const unsigned v_351 = (v_349 | v_350);
    tl_dw_int8_f16(dequant_1 + 56, v_351);
    const unsigned v_352 = *reinterpret_cast<const unsigned*>((Vq_s + (v_318) * 128 + v_152));
    const unsigned v_353 = *reinterpret_cast<const unsigned*>((Vq_s + (v_320) * 128 + v_152));
    const unsigned v_354 = (v_352 & 65535u);
    const unsigned v_355 = (v_353 << 16u);
    const unsigned v_356 = (v_354 | v_355);
    tl_dw_int8_f16(dequant_1 + 44, v_356);
    const unsigned v_357 = (v_352 >> 16u);
    const unsigned v_358 = (v_353 & 4294901760u);
    const unsigned v_359 = (v_357 | v_358);
    tl_dw_int8_f16(dequant_1 + 60, v_359);
    #pragma unroll
    for (int l_v_2 = 0; l_v_2 < 8; l_v_2 += 1) {
      const int v_360 = (l_v_2 * 8);
#line 199 "tilelang/ops/decode_kernels.py"
      const tl::vec<half, 8> v_361 = *reinterpret_cast<const tl::vec<half, 8>*>((dequant_1 + v_360));
#line 626 "tilelang/ops/decode_kernels.py"
      *reinterpret_cast<tl::vec<half, 8>*>((V_f + v_360)) = v_361;
    }
#line 632 "tilelang/ops/decode_kernels.py"
    const tl::vec<float, 4> v_362 = tl::vec<float, 4>{{0.0f, 0.0f, 0.0f, 0.0f}};
    *reinterpret_cast<tl::vec<float, 4>*>((acc_s + 0)) = v_362;
#line 633 "tilelang/ops/decode_kernels.py"
    alignas(16) half a_regs[8];
    alignas(16) half b_regs[4];
    alignas(16) float c_odd[4];
    *reinterpret_cast<tl::vec<float, 4>*>((c_odd + 0)) = v_362;
    for (int kk = 0; kk < 4; kk += 1) {
      const int v_363 = (kk * 2);
      const int v_364 = (v_363 * 16);
      const int v_365 = (v_364 + v_159);
      const int v_366 = (v_365 ^ v_160);
      tl::ldmatrix<2, false>(b_regs + 0, (Q_s + (v_156) * 128 + v_366));
      const int v_367 = (v_363 * 8);
      const half v_368 = K_f[v_367];
      a_regs[0] = v_368;
      const int v_369 = (v_367 + 1);
      const half v_370 = K_f[v_369];
      a_regs[1] = v_370;
      const int v_371 = (v_367 + 2);
      const half v_372 = K_f[v_371];
      a_regs[2] = v_372;
      const int v_373 = (v_367 + 3);
      const half v_374 = K_f[v_373];
      a_regs[3] = v_374;
      const int v_375 = (v_367 + 4);
      const half v_376 = K_f[v_375];
      a_regs[4] = v_376;
      const int v_377 = (v_367 + 5);
      const half v_378 = K_f[v_377];
      a_regs[5] = v_378;
      const int v_379 = (v_367 + 6);
      const half v_380 = K_f[v_379];
      a_regs[6] = v_380;
      const int v_381 = (v_367 + 7);
      const half v_382 = K_f[v_381];
      a_regs[7] = v_382;
      tl::mma_m16n8k16(a_regs + 0, b_regs + 0, acc_s + 0);
      const int v_383 = (v_363 + 1);
      const int v_384 = (v_365 + 16);
      const int v_385 = (v_384 ^ v_160);
      tl::ldmatrix<2, false>(b_regs + 0, (Q_s + (v_156) * 128 + v_385));
      const int v_386 = (v_383 * 8);
      const half v_387 = K_f[v_386];
      a_regs[0] = v_387;
      const int v_388 = (v_386 + 1);
      const half v_389 = K_f[v_388];
      a_regs[1] = v_389;
      const int v_390 = (v_386 + 2);
      const half v_391 = K_f[v_390];
      a_regs[2] = v_391;
      const int v_392 = (v_386 + 3);
      const half v_393 = K_f[v_392];
      a_regs[3] = v_393;
      const int v_394 = (v_386 + 4);
      const half v_395 = K_f[v_394];
      a_regs[4] = v_395;
      const int v_396 = (v_386 + 5);
      const half v_397 = K_f[v_396];
      a_regs[5] = v_397;
      const int v_398 = (v_386 + 6);
      const half v_399 = K_f[v_398];
      a_regs[6] = v_399;
      const int v_400 = (v_386 + 7);
      const half v_401 = K_f[v_400];
      a_regs[7] = v_401;
      tl::mma_m16n8k16(a_regs + 0, b_regs + 0, c_odd + 0);
    }
    const tl::vec<float, 4> v_402 = *reinterpret_cast<const tl::vec<float, 4>*>((acc_s + 0));
    const float v_403 = v_402.v[0];
    const tl::vec<float, 4> v_404 = *reinterpret_cast<const tl::vec<float, 4>*>((c_odd + 0));
    const float v_405 = v_404.v[0];
    const float v_406 = (v_403 + v_405);
    const float v_407 = v_402.v[1];
    const float v_408 = v_404.v[1];
    const float v_409 = (v_407 + v_408);
    const float v_410 = v_402.v[2];
    const float v_411 = v_404.v[2];
    const float v_412 = (v_410 + v_411);
    const float v_413 = v_402.v[3];
    const float v_414 = v_404.v[3];
    const float v_415 = (v_413 + v_414);
    const tl::vec<float, 4> v_416 = tl::vec<float, 4>{{v_406, v_409, v_412, v_415}};
    *reinterpret_cast<tl::vec<float, 4>*>((acc_s + 0)) = v_416;
#line 636 "tilelang/ops/decode_kernels.py"
    float r_9;
    if (v_182) {
#line 637 "tilelang/ops/decode_kernels.py"
      const float v_417 = acc_s[0];
      const float v_418 = ks_f[0];
      const float v_419 = (v_417 * v_418);
#line 636 "tilelang/ops/decode_kernels.py"
      r_9 = v_419;
    } else {
#line 638 "tilelang/ops/decode_kernels.py"
      const float v_420 = (-__int_as_float(0x7f800000));
#line 636 "tilelang/ops/decode_kernels.py"
      r_9 = v_420;
    }
    float r_10;
    if (v_182) {
#line 637 "tilelang/ops/decode_kernels.py"
      const float v_421 = acc_s[1];
      const float v_422 = ks_f[1];
      const float v_423 = (v_421 * v_422);
#line 636 "tilelang/ops/decode_kernels.py"
      r_10 = v_423;
    } else {
#line 638 "tilelang/ops/decode_kernels.py"
      const float v_424 = (-__int_as_float(0x7f800000));
#line 636 "tilelang/ops/decode_kernels.py"
      r_10 = v_424;
    }
    float r_11;
    if (v_190) {
#line 637 "tilelang/ops/decode_kernels.py"
      const float v_425 = acc_s[2];
      const float v_426 = ks_f[2];
      const float v_427 = (v_425 * v_426);
#line 636 "tilelang/ops/decode_kernels.py"
      r_11 = v_427;
    } else {
#line 638 "tilelang/ops/decode_kernels.py"
      const float v_428 = (-__int_as_float(0x7f800000));
#line 636 "tilelang/ops/decode_kernels.py"
      r_11 = v_428;
    }
    float r_12;
    if (v_190) {
#line 637 "tilelang/ops/decode_kernels.py"
      const float v_429 = acc_s[3];
      const float v_430 = ks_f[3];
      const float v_431 = (v_429 * v_430);
#line 636 "tilelang/ops/decode_kernels.py"
      r_12 = v_431;
    } else {
#line 638 "tilelang/ops/decode_kernels.py"
      const float v_432 = (-__int_as_float(0x7f800000));
#line 636 "tilelang/ops/decode_kernels.py"
      r_12 = v_432;
    }
#line 635 "tilelang/ops/decode_kernels.py"
    const tl::vec<float, 4> v_433 = tl::vec<float, 4>{{r_9, r_10, r_11, r_12}};
    *reinterpret_cast<tl::vec<float, 4>*>((acc_s + 0)) = v_433;
#line 681 "tilelang/ops/decode_kernels.py"
    const tl::vec<float, 2> v_434 = *reinterpret_cast<const tl::vec<float, 2>*>((m_cur + 0));
    *reinterpret_cast<tl::vec<float, 2>*>((m_prev + 0)) = v_434;
#line 682 "tilelang/ops/decode_kernels.py"
    #pragma unroll
    for (int p = 0; p < 2; p += 1) {
      const float v_435 = acc_s[p];
      const int v_436 = (p + 2);
      const float v_437 = acc_s[v_436];
      const float v_438 = fmaxf(v_435, v_437);
      const float v_439 = tl::shfl<0>(v_438, 4, 32);
      const float v_440 = fmaxf(v_438, v_439);
      const float v_441 = tl::shfl<0>(v_440, 8, 32);
      const float v_442 = fmaxf(v_440, v_441);
      const float v_443 = tl::shfl<0>(v_442, 16, 32);
      const float v_444 = fmaxf(v_442, v_443);
      if (v_154) {
        const int v_445 = (v_128 + p);
        reduce_partials[(v_445) * 2 + v_124] = v_444;
      }
    }
    __syncthreads();
    const float v_446 = reduce_partials[(v_128) * 2 + 0];
    const float v_447 = reduce_partials[(v_128) * 2 + 1];
    const float v_448 = fmaxf(v_446, v_447);
    const tl::vec<float, 2> v_449 = *reinterpret_cast<const tl::vec<float, 2>*>((m_cur + 0));
    const float v_450 = v_449.v[0];
    const float v_451 = fmaxf(v_450, v_448);
    const float v_452 = reduce_partials[(v_151) * 2 + 0];
    const float v_453 = reduce_partials[(v_151) * 2 + 1];
    const float v_454 = fmaxf(v_452, v_453);
    const float v_455 = v_449.v[1];
    const float v_456 = fmaxf(v_455, v_454);
    const tl::vec<float, 2> v_457 = tl::vec<float, 2>{{v_451, v_456}};
    *reinterpret_cast<tl::vec<float, 2>*>((m_cur + 0)) = v_457;
#line 684 "tilelang/ops/decode_kernels.py"
    const tl::vec<float, 4> v_458 = *reinterpret_cast<const tl::vec<float, 4>*>((acc_s + 0));
    const float v_459 = v_458.v[0];
    const float v_460 = (v_459 * 0.127517431974411f);
    const tl::vec<float, 2> v_461 = *reinterpret_cast<const tl::vec<float, 2>*>((m_cur + 0));
    const float v_462 = v_461.v[0];
    const float v_463 = (v_462 * 0.127517431974411f);
    const float v_464 = (v_460 - v_463);
    const float v_465 = exp2f(v_464);
    const float v_466 = v_458.v[1];
    const float v_467 = (v_466 * 0.127517431974411f);
    const float v_468 = v_461.v[1];
    const float v_469 = (v_468 * 0.127517431974411f);
    const float v_470 = (v_467 - v_469);
    const float v_471 = exp2f(v_470);
    const float v_472 = v_458.v[2];
    const float v_473 = (v_472 * 0.127517431974411f);
    const tl::vec<float, 2> v_474 = *reinterpret_cast<const tl::vec<float, 2>*>((m_cur + 0));
    const float v_475 = v_474.v[0];
    const float v_476 = (v_475 * 0.127517431974411f);
    const float v_477 = (v_473 - v_476);
    const float v_478 = exp2f(v_477);
    const float v_479 = v_458.v[3];
    const float v_480 = (v_479 * 0.127517431974411f);
    const float v_481 = v_474.v[1];
    const float v_482 = (v_481 * 0.127517431974411f);
    const float v_483 = (v_480 - v_482);
    const float v_484 = exp2f(v_483);
#line 683 "tilelang/ops/decode_kernels.py"
    const tl::vec<float, 4> v_485 = tl::vec<float, 4>{{v_465, v_471, v_478, v_484}};
    *reinterpret_cast<tl::vec<float, 4>*>((acc_s + 0)) = v_485;
#line 686 "tilelang/ops/decode_kernels.py"
    const tl::vec<float, 2> v_486 = *reinterpret_cast<const tl::vec<float, 2>*>((m_prev + 0));
    const float v_487 = v_486.v[0];
    const float v_488 = (v_487 * 0.127517431974411f);
    const tl::vec<float, 2> v_489 = *reinterpret_cast<const tl::vec<float, 2>*>((m_cur + 0));
    const float v_490 = v_489.v[0];
    const float v_491 = (v_490 * 0.127517431974411f);
    const float v_492 = (v_488 - v_491);
    const float v_493 = exp2f(v_492);
    const float v_494 = v_486.v[1];
    const float v_495 = (v_494 * 0.127517431974411f);
    const float v_496 = v_489.v[1];
    const float v_497 = (v_496 * 0.127517431974411f);
    const float v_498 = (v_495 - v_497);
    const float v_499 = exp2f(v_498);
#line 685 "tilelang/ops/decode_kernels.py"
    const tl::vec<float, 2> v_500 = tl::vec<float, 2>{{v_493, v_499}};
    *reinterpret_cast<tl::vec<float, 2>*>((m_prev + 0)) = v_500;
#line 691 "tilelang/ops/decode_kernels.py"
    #pragma unroll
    for (int p_1 = 0; p_1 < 2; p_1 += 1) {
      const float v_501 = acc_s[p_1];
      const int v_502 = (p_1 + 2);
      const float v_503 = acc_s[v_502];
      const float v_504 = (v_501 + v_503);
      const float v_505 = tl::shfl<0>(v_504, 4, 32);
      const float v_506 = (v_504 + v_505);
      const float v_507 = tl::shfl<0>(v_506, 8, 32);
      const float v_508 = (v_506 + v_507);
      const float v_509 = tl::shfl<0>(v_508, 16, 32);
      const float v_510 = (v_508 + v_509);
      if (v_154) {
        const int v_511 = (v_128 + p_1);
        reduce_partials_1[(v_511) * 2 + v_124] = v_510;
      }
    }
    __syncthreads();
    const float v_512 = reduce_partials_1[(v_128) * 2 + 0];
    const float v_513 = reduce_partials_1[(v_128) * 2 + 1];
    const float v_514 = (v_512 + v_513);
    const float v_515 = reduce_partials_1[(v_151) * 2 + 0];
    const float v_516 = reduce_partials_1[(v_151) * 2 + 1];
    const float v_517 = (v_515 + v_516);
    const tl::vec<float, 2> v_518 = tl::vec<float, 2>{{v_514, v_517}};
    *reinterpret_cast<tl::vec<float, 2>*>((l_blk + 0)) = v_518;
#line 694 "tilelang/ops/decode_kernels.py"
    const tl::vec<float, 4> v_519 = *reinterpret_cast<const tl::vec<float, 4>*>((acc_s + 0));
    const float v_520 = v_519.v[0];
    const tl::vec<float, 4> v_521 = *reinterpret_cast<const tl::vec<float, 4>*>((vs_f + 0));
    const float v_522 = v_521.v[0];
    const float v_523 = (v_520 * v_522);
    const float v_524 = v_519.v[1];
    const float v_525 = v_521.v[1];
    const float v_526 = (v_524 * v_525);
    const float v_527 = v_519.v[2];
    const float v_528 = v_521.v[2];
    const float v_529 = (v_527 * v_528);
    const float v_530 = v_519.v[3];
    const float v_531 = v_521.v[3];
    const float v_532 = (v_530 * v_531);
#line 693 "tilelang/ops/decode_kernels.py"
    const tl::vec<float, 4> v_533 = tl::vec<float, 4>{{v_523, v_526, v_529, v_532}};
    *reinterpret_cast<tl::vec<float, 4>*>((acc_s + 0)) = v_533;
#line 695 "tilelang/ops/decode_kernels.py"
    #pragma unroll
    for (int l_v_3 = 0; l_v_3 < 4; l_v_3 += 1) {
      const int v_534 = (l_v_3 * 4);
#line 696 "tilelang/ops/decode_kernels.py"
      const tl::vec<float, 4> v_535 = *reinterpret_cast<const tl::vec<float, 4>*>((acc_o + v_534));
      const float v_536 = v_535.v[0];
      const tl::vec<float, 2> v_537 = *reinterpret_cast<const tl::vec<float, 2>*>((m_prev + 0));
      const float v_538 = v_537.v[0];
      const float v_539 = (v_536 * v_538);
      const float v_540 = v_535.v[1];
      const float v_541 = v_537.v[1];
      const float v_542 = (v_540 * v_541);
      const float v_543 = v_535.v[2];
      const tl::vec<float, 2> v_544 = *reinterpret_cast<const tl::vec<float, 2>*>((m_prev + 0));
      const float v_545 = v_544.v[0];
      const float v_546 = (v_543 * v_545);
      const float v_547 = v_535.v[3];
      const float v_548 = v_544.v[1];
      const float v_549 = (v_547 * v_548);
#line 695 "tilelang/ops/decode_kernels.py"
      const tl::vec<float, 4> v_550 = tl::vec<float, 4>{{v_539, v_542, v_546, v_549}};
      *reinterpret_cast<tl::vec<float, 4>*>((acc_o + v_534)) = v_550;
    }
#line 699 "tilelang/ops/decode_kernels.py"
    const tl::vec<float, 2> v_551 = *reinterpret_cast<const tl::vec<float, 2>*>((l_sum + 0));
    const float v_552 = v_551.v[0];
    const tl::vec<float, 2> v_553 = *reinterpret_cast<const tl::vec<float, 2>*>((m_prev + 0));
    const float v_554 = v_553.v[0];
    const float v_555 = (v_552 * v_554);
    const tl::vec<float, 2> v_556 = *reinterpret_cast<const tl::vec<float, 2>*>((l_blk + 0));
    const float v_557 = v_556.v[0];
    const float v_558 = (v_555 + v_557);
    const float v_559 = v_551.v[1];
    const float v_560 = v_553.v[1];
    const float v_561 = (v_559 * v_560);
    const float v_562 = v_556.v[1];
    const float v_563 = (v_561 + v_562);
#line 698 "tilelang/ops/decode_kernels.py"
    const tl::vec<float, 2> v_564 = tl::vec<float, 2>{{v_558, v_563}};
    *reinterpret_cast<tl::vec<float, 2>*>((l_sum + 0)) = v_564;
#line 700 "tilelang/ops/decode_kernels.py"
    const tl::vec<float, 4> v_565 = *reinterpret_cast<const tl::vec<float, 4>*>((acc_s + 0));
    const float v_566 = v_565.v[0];
    const half v_567 = tl::cast<half>(v_566);
    const float v_568 = v_565.v[1];
    const half v_569 = tl::cast<half>(v_568);
    const tl::vec<half, 2> v_570 = tl::vec<half, 2>{{v_567, v_569}};
    *reinterpret_cast<tl::vec<half, 2>*>((P_s + (v_130) * 8 + v_128)) = v_570;
    const float v_571 = v_565.v[2];
    const half v_572 = tl::cast<half>(v_571);
    const float v_573 = v_565.v[3];
    const half v_574 = tl::cast<half>(v_573);
    const tl::vec<half, 2> v_575 = tl::vec<half, 2>{{v_572, v_574}};
    *reinterpret_cast<tl::vec<half, 2>*>((P_s + (v_133) * 8 + v_128)) = v_575;
    __syncthreads();
#line 701 "tilelang/ops/decode_kernels.py"
    alignas(16) half a_regs_1[32];
    alignas(16) half b_regs_1[4];
    for (int kk_1 = 0; kk_1 < 2; kk_1 += 1) {
      const int v_576 = (kk_1 * 16);
      const int v_577 = (v_576 + v_161);
      tl::ldmatrix<2, true>(b_regs_1 + 0, (P_s + (v_577) * 8 + 0));
      const int v_578 = (kk_1 * 8);
      const half v_579 = V_f[v_578];
      a_regs_1[0] = v_579;
      const int v_580 = (v_578 + 1);
      const half v_581 = V_f[v_580];
      a_regs_1[1] = v_581;
      const int v_582 = (v_578 + 2);
      const half v_583 = V_f[v_582];
      a_regs_1[2] = v_583;
      const int v_584 = (v_578 + 3);
      const half v_585 = V_f[v_584];
      a_regs_1[3] = v_585;
      const int v_586 = (v_578 + 4);
      const half v_587 = V_f[v_586];
      a_regs_1[4] = v_587;
      const int v_588 = (v_578 + 5);
      const half v_589 = V_f[v_588];
      a_regs_1[5] = v_589;
      const int v_590 = (v_578 + 6);
      const half v_591 = V_f[v_590];
      a_regs_1[6] = v_591;
      const int v_592 = (v_578 + 7);
      const half v_593 = V_f[v_592];
      a_regs_1[7] = v_593;
      const int v_594 = (v_578 + 16);
      const half v_595 = V_f[v_594];
      a_regs_1[8] = v_595;
      const int v_596 = (v_578 + 17);
      const half v_597 = V_f[v_596];
      a_regs_1[9] = v_597;
      const int v_598 = (v_578 + 18);
      const half v_599 = V_f[v_598];
      a_regs_1[10] = v_599;
      const int v_600 = (v_578 + 19);
      const half v_601 = V_f[v_600];
      a_regs_1[11] = v_601;
      const int v_602 = (v_578 + 20);
      const half v_603 = V_f[v_602];
      a_regs_1[12] = v_603;
      const int v_604 = (v_578 + 21);
      const half v_605 = V_f[v_604];
      a_regs_1[13] = v_605;
      const int v_606 = (v_578 + 22);
      const half v_607 = V_f[v_606];
      a_regs_1[14] = v_607;
      const int v_608 = (v_578 + 23);
      const half v_609 = V_f[v_608];
      a_regs_1[15] = v_609;
      const int v_610 = (v_578 + 32);
      const half v_611 = V_f[v_610];
      a_regs_1[16] = v_611;
      const int v_612 = (v_578 + 33);
      const half v_613 = V_f[v_612];
      a_regs_1[17] = v_613;
      const int v_614 = (v_578 + 34);
      const half v_615 = V_f[v_614];
      a_regs_1[18] = v_615;
      const int v_616 = (v_578 + 35);
      const half v_617 = V_f[v_616];
      a_regs_1[19] = v_617;
      const int v_618 = (v_578 + 36);
      const half v_619 = V_f[v_618];
      a_regs_1[20] = v_619;
      const int v_620 = (v_578 + 37);
      const half v_621 = V_f[v_620];
      a_regs_1[21] = v_621;
      const int v_622 = (v_578 + 38);
      const half v_623 = V_f[v_622];
      a_regs_1[22] = v_623;
      const int v_624 = (v_578 + 39);
      const half v_625 = V_f[v_624];
      a_regs_1[23] = v_625;
      const int v_626 = (v_578 + 48);
      const half v_627 = V_f[v_626];
      a_regs_1[24] = v_627;
      const int v_628 = (v_578 + 49);
      const half v_629 = V_f[v_628];
      a_regs_1[25] = v_629;
      const int v_630 = (v_578 + 50);
      const half v_631 = V_f[v_630];
      a_regs_1[26] = v_631;
      const int v_632 = (v_578 + 51);
      const half v_633 = V_f[v_632];
      a_regs_1[27] = v_633;
      const int v_634 = (v_578 + 52);
      const half v_635 = V_f[v_634];
      a_regs_1[28] = v_635;
      const int v_636 = (v_578 + 53);
      const half v_637 = V_f[v_636];
      a_regs_1[29] = v_637;
      const int v_638 = (v_578 + 54);
      const half v_639 = V_f[v_638];
      a_regs_1[30] = v_639;
      const int v_640 = (v_578 + 55);
      const half v_641 = V_f[v_640];
      a_regs_1[31] = v_641;
      tl::mma_m16n8k16(a_regs_1 + 0, b_regs_1 + 0, acc_o + 0);
      tl::mma_m16n8k16(a_regs_1 + 8, b_regs_1 + 0, acc_o + 4);
      tl::mma_m16n8k16(a_regs_1 + 16, b_regs_1 + 0, acc_o + 8);
      tl::mma_m16n8k16(a_regs_1 + 24, b_regs_1 + 0, acc_o + 12);
    }
#line 612 "tilelang/ops/decode_kernels.py"
    const bool v_642 = (r_8 == 1);
    const int v_643 = (v_164 + 2);
    const int v_644 = (v_642 ? 0 : v_643);
#line 570 "tilelang/ops/decode_kernels.py"
    r_8 = v_644;
#line 612 "tilelang/ops/decode_kernels.py"
  }
#line 705 "tilelang/ops/decode_kernels.py"
  const bool v_645 = (v_128 < 4);
#line 704 "tilelang/ops/decode_kernels.py"
  #pragma unroll
  for (int l_v_4 = 0; l_v_4 < 8; l_v_4 += 1) {
    const int v_646 = (l_v_4 * 2);
    const int l = (v_646 + 1);
    const int v_647 = (l_v_4 / 2);
    const int v_648 = (v_647 * 16);
    const int v_649 = (v_148 + v_648);
    const int v_650 = (v_649 + v_126);
    const int v_651 = (l_v_4 % 2);
    const int v_652 = (v_651 * 8);
    const int v_653 = (v_650 + v_652);
#line 705 "tilelang/ops/decode_kernels.py"
    if (v_645) {
#line 707 "tilelang/ops/decode_kernels.py"
      const tl::vec<float, 2> v_654 = *reinterpret_cast<const tl::vec<float, 2>*>((l_sum + 0));
      const float v_655 = v_654.v[0];
      const bool v_656 = (v_655 > 0.0f);
#line 706 "tilelang/ops/decode_kernels.py"
      float r_13;
      if (v_656) {
#line 707 "tilelang/ops/decode_kernels.py"
        const float v_657 = acc_o[v_646];
        const float v_658 = l_sum[0];
        const float v_659 = (v_657 / v_658);
#line 706 "tilelang/ops/decode_kernels.py"
        r_13 = v_659;
      } else {
        r_13 = 0.0f;
      }
#line 363 "tilelang/ops/decode_kernels.py"
      const int v_660 = (v_128 / 4);
#line 370 "tilelang/ops/decode_kernels.py"
      const int v_661 = ((int)blockIdx.y * 4);
      const int v_662 = (v_128 % 4);
      const int v_663 = (v_661 + v_662);
#line 284 "tilelang/ops/decode_kernels.py"
      const int v_664 = (v_653 % 64);
      const int v_665 = (v_664 / 8);
      const int v_666 = (v_150 + v_665);
#line 706 "tilelang/ops/decode_kernels.py"
      Opart[(((((int)blockIdx.z) * 1 + v_660) * 32 + v_663) * 3 + (int)blockIdx.x) * 128 + v_666] = r_13;
#line 707 "tilelang/ops/decode_kernels.py"
      const float v_667 = v_654.v[1];
      const bool v_668 = (v_667 > 0.0f);
#line 706 "tilelang/ops/decode_kernels.py"
      float r_14;
      if (v_668) {
#line 707 "tilelang/ops/decode_kernels.py"
        const float v_669 = acc_o[l];
        const float v_670 = l_sum[1];
        const float v_671 = (v_669 / v_670);
#line 706 "tilelang/ops/decode_kernels.py"
        r_14 = v_671;
      } else {
        r_14 = 0.0f;
      }
#line 370 "tilelang/ops/decode_kernels.py"
      const int v_672 = (v_663 + 1);
#line 706 "tilelang/ops/decode_kernels.py"
      Opart[(((((int)blockIdx.z) * 1 + v_660) * 32 + v_672) * 3 + (int)blockIdx.x) * 128 + v_666] = r_14;
#line 705 "tilelang/ops/decode_kernels.py"
    }
#line 704 "tilelang/ops/decode_kernels.py"
  }
#line 708 "tilelang/ops/decode_kernels.py"
  const bool v_673 = (tid == v_127);
  #pragma unroll
  for (int l_1 = 0; l_1 < 2; l_1 += 1) {
    const int v_674 = (v_128 + l_1);
    if (v_673) {
#line 709 "tilelang/ops/decode_kernels.py"
      const bool v_675 = (v_674 < 4);
      if (v_675) {
#line 711 "tilelang/ops/decode_kernels.py"
        const float v_676 = l_sum[l_1];
        const bool v_677 = (v_676 > 0.0f);
#line 710 "tilelang/ops/decode_kernels.py"
        float r_15;
        if (v_677) {
#line 711 "tilelang/ops/decode_kernels.py"
          const float v_678 = m_cur[l_1];
          const float v_679 = (v_678 * 0.127517431974411f);
          const float v_680 = l_sum[l_1];
          const float v_681 = log2f(v_680);
          const float v_682 = (v_679 + v_681);
#line 710 "tilelang/ops/decode_kernels.py"
          r_15 = v_682;
        } else {
#line 711 "tilelang/ops/decode_kernels.py"
          const float v_683 = (-__int_as_float(0x7f800000));
#line 710 "tilelang/ops/decode_kernels.py"
          r_15 = v_683;
        }
#line 363 "tilelang/ops/decode_kernels.py"
        const int v_684 = (v_674 / 4);
#line 370 "tilelang/ops/decode_kernels.py"
        const int v_685 = ((int)blockIdx.y * 4);
        const int v_686 = (v_674 % 4);
        const int v_687 = (v_685 + v_686);
#line 710 "tilelang/ops/decode_kernels.py"
        Lse[((((int)blockIdx.z) * 1 + v_684) * 32 + v_687) * 3 + (int)blockIdx.x] = r_15;
#line 709 "tilelang/ops/decode_kernels.py"
      }
#line 708 "tilelang/ops/decode_kernels.py"
    }
  }
}
