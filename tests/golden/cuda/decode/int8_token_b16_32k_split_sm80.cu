// decode_attention: q (16, 1, 32, 128) float16, cache (16 x 32768, 8, 128) int8 scales by token; sm_80
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
extern "C" __global__ void __launch_bounds__(64) split_kv_keys_major_kernel(half* __restrict__ Q, signed char* __restrict__ KC, signed char* __restrict__ VC, half* __restrict__ KS, half* __restrict__ VS, int* __restrict__ Lens, float* __restrict__ Opart, float* __restrict__ Lse) {
  extern __shared__ __align__(1024) unsigned char tl_smem[];
  const int tid = (int)threadIdx.x;
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
#line 619 "tilelang/ops/decode_kernels.py"
  const int v_123 = (tid / 32);
  const int v_124 = (tid % 32);
  const int v_125 = (v_124 / 4);
  const int v_126 = (v_124 % 4);
  const int v_127 = (v_126 * 2);
  const int v_128 = (v_123 * 16);
  const int v_129 = (v_128 + v_125);
  const int v_130 = (v_126 * 8);
  const int v_131 = (v_130 * 4);
  const int v_132 = (v_129 + 8);
  const int v_133 = (v_130 + 1);
  const int v_134 = (v_133 * 4);
  const int v_135 = (v_130 + 2);
  const int v_136 = (v_135 * 4);
  const int v_137 = (v_130 + 3);
  const int v_138 = (v_137 * 4);
  const int v_139 = (v_130 + 4);
  const int v_140 = (v_139 * 4);
  const int v_141 = (v_130 + 5);
  const int v_142 = (v_141 * 4);
  const int v_143 = (v_130 + 6);
  const int v_144 = (v_143 * 4);
  const int v_145 = (v_130 + 7);
  const int v_146 = (v_145 * 4);
#line 626 "tilelang/ops/decode_kernels.py"
  const int v_147 = (v_123 * 64);
  const int v_148 = (v_125 * 8);
  const int v_149 = (v_147 + v_148);
  const int v_150 = (v_127 + 1);
  const int v_151 = (v_149 + 4);
#line 682 "tilelang/ops/decode_kernels.py"
  const int v_152 = (v_124 & 28);
  const bool v_153 = (v_152 == 0);
#line 355 "tilelang/ops/decode_kernels.py"
  for (int k = 0; k < 4; k += 1) {
    const int v_154 = (k * 64);
    const int v_155 = (v_154 + tid);
    const int v_156 = (v_155 % 8);
    const int v_157 = (v_155 / 8);
    const int v_158 = (v_156 * 16);
    const int v_159 = (v_157 + v_122);
    const bool v_160 = (v_159 < 32768);
    const bool v_161 = (v_117 && v_160);
    tl::cp_async<16>((Kq_s + (v_157) * 128 + v_158), (v_161 ? (KC + ((((int)blockIdx.z) * 32768 + v_159) * 8 + (int)blockIdx.y) * 128 + v_158) : (const void*)KC), v_161);
  }
  for (int k_1 = 0; k_1 < 4; k_1 += 1) {
    const int v_162 = (k_1 * 64);
    const int v_163 = (v_162 + tid);
    const int v_164 = (v_163 % 8);
    const int v_165 = (v_163 / 8);
    const int v_166 = (v_164 * 16);
    const int v_167 = (v_165 + v_122);
    const bool v_168 = (v_167 < 32768);
    const bool v_169 = (v_117 && v_168);
    tl::cp_async<16>((Vq_s + (v_165) * 128 + v_166), (v_169 ? (VC + ((((int)blockIdx.z) * 32768 + v_167) * 8 + (int)blockIdx.y) * 128 + v_166) : (const void*)VC), v_169);
  }
#line 612 "tilelang/ops/decode_kernels.py"
  tl::cp_async_commit();
#line 633 "tilelang/ops/decode_kernels.py"
  const int v_170 = (v_124 % 8);
  const int v_171 = (v_124 / 8);
  const int v_172 = (v_171 % 2);
  const int v_173 = (v_172 * 8);
  const int v_174 = (v_170 * 8);
#line 701 "tilelang/ops/decode_kernels.py"
  const int v_175 = (v_124 % 16);
#line 612 "tilelang/ops/decode_kernels.py"
  int r_8 = 0;
  for (int kb = 0; kb < v_116; kb += 1) {
    tl::cp_async_wait<0>();
    __syncthreads();
    const int v_176 = (kb + 1);
    const bool v_177 = (r_8 == 0);
    const int v_178 = (r_8 - 1);
    const int v_179 = (v_177 ? 1 : v_178);
    const bool v_180 = (v_176 < v_116);
    const int v_181 = tl::min(v_176, v_118);
#line 613 "tilelang/ops/decode_kernels.py"
    const int v_182 = v_181;
    const int v_183 = (start + v_182);
    const int t0_1 = (v_183 * 32);
#line 355 "tilelang/ops/decode_kernels.py"
    const int v_184 = t0_1;
#line 612 "tilelang/ops/decode_kernels.py"
    const int v_185 = (v_179 * 32);
#line 355 "tilelang/ops/decode_kernels.py"
    for (int k_2 = 0; k_2 < 4; k_2 += 1) {
      const int v_186 = (k_2 * 64);
      const int v_187 = (v_186 + tid);
      const int v_188 = (v_187 / 8);
      const int v_189 = (v_170 * 16);
      const int v_190 = (v_188 + v_184);
      const bool v_191 = (v_190 < 32768);
      const int v_192 = (v_188 + v_185);
      const bool v_193 = (v_180 && v_191);
      tl::cp_async<16>((Kq_s + (v_192) * 128 + v_189), (v_193 ? (KC + ((((int)blockIdx.z) * 32768 + v_190) * 8 + (int)blockIdx.y) * 128 + v_189) : (const void*)KC), v_193);
    }
    for (int k_3 = 0; k_3 < 4; k_3 += 1) {
      const int v_194 = (k_3 * 64);
      const int v_195 = (v_194 + tid);
      const int v_196 = (v_195 / 8);
      const int v_197 = (v_170 * 16);
      const int v_198 = (v_196 + v_184);
      const bool v_199 = (v_198 < 32768);
      const int v_200 = (v_196 + v_185);
      const bool v_201 = (v_180 && v_199);
      tl::cp_async<16>((Vq_s + (v_200) * 128 + v_197), (v_201 ? (VC + ((((int)blockIdx.z) * 32768 + v_198) * 8 + (int)blockIdx.y) * 128 + v_197) : (const void*)VC), v_201);
    }
#line 612 "tilelang/ops/decode_kernels.py"
    tl::cp_async_commit();
    const int v_202 = (r_8 * 32);
#line 613 "tilelang/ops/decode_kernels.py"
    const int v_203 = kb;
    const int v_204 = (start + v_203);
    const int t0_2 = (v_204 * 32);
#line 333 "tilelang/ops/decode_kernels.py"
    const int v_205 = v_129;
    const int v_206 = (t0_2 + v_205);
    const int v_207 = v_206;
    const half v_208 = KS[((((int)blockIdx.z) * 32768 + v_207) * 8 + (int)blockIdx.y) * 1 + 0];
    const float s = tl::cast<float>(v_208);
#line 335 "tilelang/ops/decode_kernels.py"
    const bool v_209 = (v_206 < len_k);
    const float v_210 = (v_209 ? s : 0.0f);
#line 333 "tilelang/ops/decode_kernels.py"
    const half v_211 = KS[((((int)blockIdx.z) * 32768 + v_207) * 8 + (int)blockIdx.y) * 1 + 0];
    const float s_1 = tl::cast<float>(v_211);
#line 335 "tilelang/ops/decode_kernels.py"
    const float v_212 = (v_209 ? s_1 : 0.0f);
#line 333 "tilelang/ops/decode_kernels.py"
    const int v_213 = v_132;
    const int v_214 = (t0_2 + v_213);
    const int v_215 = v_214;
    const half v_216 = KS[((((int)blockIdx.z) * 32768 + v_215) * 8 + (int)blockIdx.y) * 1 + 0];
    const float s_2 = tl::cast<float>(v_216);
#line 335 "tilelang/ops/decode_kernels.py"
    const bool v_217 = (v_214 < len_k);
    const float v_218 = (v_217 ? s_2 : 0.0f);
#line 333 "tilelang/ops/decode_kernels.py"
    const half v_219 = KS[((((int)blockIdx.z) * 32768 + v_215) * 8 + (int)blockIdx.y) * 1 + 0];
    const float s_3 = tl::cast<float>(v_219);
#line 335 "tilelang/ops/decode_kernels.py"
    const float v_220 = (v_217 ? s_3 : 0.0f);
#line 401 "tilelang/ops/decode_kernels.py"
    const tl::vec<float, 4> v_221 = tl::vec<float, 4>{{v_210, v_212, v_218, v_220}};
    *reinterpret_cast<tl::vec<float, 4>*>((ks_f + 0)) = v_221;
#line 333 "tilelang/ops/decode_kernels.py"
    const half v_222 = VS[((((int)blockIdx.z) * 32768 + v_207) * 8 + (int)blockIdx.y) * 1 + 0];
    const float s_4 = tl::cast<float>(v_222);
#line 335 "tilelang/ops/decode_kernels.py"
    const float v_223 = (v_209 ? s_4 : 0.0f);
#line 333 "tilelang/ops/decode_kernels.py"
    const half v_224 = VS[((((int)blockIdx.z) * 32768 + v_207) * 8 + (int)blockIdx.y) * 1 + 0];
    const float s_5 = tl::cast<float>(v_224);
#line 335 "tilelang/ops/decode_kernels.py"
    const float v_225 = (v_209 ? s_5 : 0.0f);
#line 333 "tilelang/ops/decode_kernels.py"
    const half v_226 = VS[((((int)blockIdx.z) * 32768 + v_215) * 8 + (int)blockIdx.y) * 1 + 0];
    const float s_6 = tl::cast<float>(v_226);
#line 335 "tilelang/ops/decode_kernels.py"
    const float v_227 = (v_217 ? s_6 : 0.0f);
#line 333 "tilelang/ops/decode_kernels.py"
    const half v_228 = VS[((((int)blockIdx.z) * 32768 + v_215) * 8 + (int)blockIdx.y) * 1 + 0];
    const float s_7 = tl::cast<float>(v_228);
#line 335 "tilelang/ops/decode_kernels.py"
    const float v_229 = (v_217 ? s_7 : 0.0f);
#line 403 "tilelang/ops/decode_kernels.py"
    const tl::vec<float, 4> v_230 = tl::vec<float, 4>{{v_223, v_225, v_227, v_229}};
    *reinterpret_cast<tl::vec<float, 4>*>((vs_f + 0)) = v_230;
#line 619 "tilelang/ops/decode_kernels.py"
    alignas(16) half dequant[64];
    alignas(16) half decoded[4];
    const int v_231 = (v_129 + v_202);
    const unsigned v_232 = *reinterpret_cast<const unsigned*>((Kq_s + (v_231) * 128 + v_131));
    tl_dw_int8_f16(decoded + 0, v_232);
    const half v_233 = decoded[0];
    dequant[0] = v_233;
    const half v_234 = decoded[1];
    dequant[1] = v_234;
    const half v_235 = decoded[2];
    dequant[4] = v_235;
    const half v_236 = decoded[3];
    dequant[5] = v_236;
    const int v_237 = (v_231 + 8);
    const unsigned v_238 = *reinterpret_cast<const unsigned*>((Kq_s + (v_237) * 128 + v_131));
    tl_dw_int8_f16(decoded + 0, v_238);
    const half v_239 = decoded[0];
    dequant[2] = v_239;
    const half v_240 = decoded[1];
    dequant[3] = v_240;
    const half v_241 = decoded[2];
    dequant[6] = v_241;
    const half v_242 = decoded[3];
    dequant[7] = v_242;
    const unsigned v_243 = *reinterpret_cast<const unsigned*>((Kq_s + (v_231) * 128 + v_134));
    tl_dw_int8_f16(decoded + 0, v_243);
    const half v_244 = decoded[0];
    dequant[8] = v_244;
    const half v_245 = decoded[1];
    dequant[9] = v_245;
    const half v_246 = decoded[2];
    dequant[12] = v_246;
    const half v_247 = decoded[3];
    dequant[13] = v_247;
    const unsigned v_248 = *reinterpret_cast<const unsigned*>((Kq_s + (v_237) * 128 + v_134));
    tl_dw_int8_f16(decoded + 0, v_248);
    const half v_249 = decoded[0];
    dequant[10] = v_249;
    const half v_250 = decoded[1];
    dequant[11] = v_250;
    const half v_251 = decoded[2];
    dequant[14] = v_251;
    const half v_252 = decoded[3];
    dequant[15] = v_252;
    const unsigned v_253 = *reinterpret_cast<const unsigned*>((Kq_s + (v_231) * 128 + v_136));
    tl_dw_int8_f16(decoded + 0, v_253);
    const half v_254 = decoded[0];
    dequant[16] = v_254;
    const half v_255 = decoded[1];
    dequant[17] = v_255;
    const half v_256 = decoded[2];
    dequant[20] = v_256;
    const half v_257 = decoded[3];
    dequant[21] = v_257;
    const unsigned v_258 = *reinterpret_cast<const unsigned*>((Kq_s + (v_237) * 128 + v_136));
    tl_dw_int8_f16(decoded + 0, v_258);
    const half v_259 = decoded[0];
    dequant[18] = v_259;
    const half v_260 = decoded[1];
    dequant[19] = v_260;
    const half v_261 = decoded[2];
    dequant[22] = v_261;
    const half v_262 = decoded[3];
    dequant[23] = v_262;
    const unsigned v_263 = *reinterpret_cast<const unsigned*>((Kq_s + (v_231) * 128 + v_138));
    tl_dw_int8_f16(decoded + 0, v_263);
    const half v_264 = decoded[0];
    dequant[24] = v_264;
    const half v_265 = decoded[1];
    dequant[25] = v_265;
    const half v_266 = decoded[2];
    dequant[28] = v_266;
    const half v_267 = decoded[3];
    dequant[29] = v_267;
    const unsigned v_268 = *reinterpret_cast<const unsigned*>((Kq_s + (v_237) * 128 + v_138));
    tl_dw_int8_f16(decoded + 0, v_268);
    const half v_269 = decoded[0];
    dequant[26] = v_269;
    const half v_270 = decoded[1];
    dequant[27] = v_270;
    const half v_271 = decoded[2];
    dequant[30] = v_271;
    const half v_272 = decoded[3];
    dequant[31] = v_272;
    const unsigned v_273 = *reinterpret_cast<const unsigned*>((Kq_s + (v_231) * 128 + v_140));
    tl_dw_int8_f16(decoded + 0, v_273);
    const half v_274 = decoded[0];
    dequant[32] = v_274;
    const half v_275 = decoded[1];
    dequant[33] = v_275;
    const half v_276 = decoded[2];
    dequant[36] = v_276;
    const half v_277 = decoded[3];
    dequant[37] = v_277;
    const unsigned v_278 = *reinterpret_cast<const unsigned*>((Kq_s + (v_237) * 128 + v_140));
    tl_dw_int8_f16(decoded + 0, v_278);
    const half v_279 = decoded[0];
    dequant[34] = v_279;
    const half v_280 = decoded[1];
    dequant[35] = v_280;
    const half v_281 = decoded[2];
    dequant[38] = v_281;
    const half v_282 = decoded[3];
    dequant[39] = v_282;
    const unsigned v_283 = *reinterpret_cast<const unsigned*>((Kq_s + (v_231) * 128 + v_142));
    tl_dw_int8_f16(decoded + 0, v_283);
    const half v_284 = decoded[0];
    dequant[40] = v_284;
    const half v_285 = decoded[1];
    dequant[41] = v_285;
    const half v_286 = decoded[2];
    dequant[44] = v_286;
    const half v_287 = decoded[3];
    dequant[45] = v_287;
    const unsigned v_288 = *reinterpret_cast<const unsigned*>((Kq_s + (v_237) * 128 + v_142));
    tl_dw_int8_f16(decoded + 0, v_288);
    const half v_289 = decoded[0];
    dequant[42] = v_289;
    const half v_290 = decoded[1];
    dequant[43] = v_290;
    const half v_291 = decoded[2];
    dequant[46] = v_291;
    const half v_292 = decoded[3];
    dequant[47] = v_292;
    const unsigned v_293 = *reinterpret_cast<const unsigned*>((Kq_s + (v_231) * 128 + v_144));
    tl_dw_int8_f16(decoded + 0, v_293);
    const half v_294 = decoded[0];
    dequant[48] = v_294;
    const half v_295 = decoded[1];
    dequant[49] = v_295;
    const half v_296 = decoded[2];
    dequant[52] = v_296;
    const half v_297 = decoded[3];
    dequant[53] = v_297;
    const unsigned v_298 = *reinterpret_cast<const unsigned*>((Kq_s + (v_237) * 128 + v_144));
    tl_dw_int8_f16(decoded + 0, v_298);
    const half v_299 = decoded[0];
    dequant[50] = v_299;
    const half v_300 = decoded[1];
    dequant[51] = v_300;
    const half v_301 = decoded[2];
    dequant[54] = v_301;
    const half v_302 = decoded[3];
    dequant[55] = v_302;
    const unsigned v_303 = *reinterpret_cast<const unsigned*>((Kq_s + (v_231) * 128 + v_146));
    tl_dw_int8_f16(decoded + 0, v_303);
    const half v_304 = decoded[0];
    dequant[56] = v_304;
    const half v_305 = decoded[1];
    dequant[57] = v_305;
    const half v_306 = decoded[2];
    dequant[60] = v_306;
    const half v_307 = decoded[3];
    dequant[61] = v_307;
    const unsigned v_308 = *reinterpret_cast<const unsigned*>((Kq_s + (v_237) * 128 + v_146));
    tl_dw_int8_f16(decoded + 0, v_308);
    const half v_309 = decoded[0];
    dequant[58] = v_309;
    const half v_310 = decoded[1];
    dequant[59] = v_310;
    const half v_311 = decoded[2];
    dequant[62] = v_311;
    const half v_312 = decoded[3];
    dequant[63] = v_312;
    #pragma unroll
    for (int l_v_1 = 0; l_v_1 < 8; l_v_1 += 1) {
      const int v_313 = (l_v_1 * 8);
#line 199 "tilelang/ops/decode_kernels.py"
      const tl::vec<half, 8> v_314 = *reinterpret_cast<const tl::vec<half, 8>*>((dequant + v_313));
#line 619 "tilelang/ops/decode_kernels.py"
      *reinterpret_cast<tl::vec<half, 8>*>((K_f + v_313)) = v_314;
    }
#line 626 "tilelang/ops/decode_kernels.py"
    alignas(16) half dequant_1[64];
    const int v_315 = (v_127 + v_202);
    const unsigned v_316 = *reinterpret_cast<const unsigned*>((Vq_s + (v_315) * 128 + v_149));
    const int v_317 = (v_315 + 1);
    const unsigned v_318 = *reinterpret_cast<const unsigned*>((Vq_s + (v_317) * 128 + v_149));
    const unsigned v_319 = (v_316 & 65535u);
    const unsigned v_320 = (v_318 << 16u);
    const unsigned v_321 = (v_319 | v_320);
    tl_dw_int8_f16(dequant_1 + 0, v_321);
    const unsigned v_322 = (v_316 >> 16u);
    const unsigned v_323 = (v_318 & 4294901760u);
    const unsigned v_324 = (v_322 | v_323);
    tl_dw_int8_f16(dequant_1 + 16, v_324);
    const int v_325 = (v_315 + 8);
    const unsigned v_326 = *reinterpret_cast<const unsigned*>((Vq_s + (v_325) * 128 + v_149));
    const int v_327 = (v_315 + 9);
    const unsigned v_328 = *reinterpret_cast<const unsigned*>((Vq_s + (v_327) * 128 + v_149));
    const unsigned v_329 = (v_326 & 65535u);
    const unsigned v_330 = (v_328 << 16u);
    const unsigned v_331 = (v_329 | v_330);
    tl_dw_int8_f16(dequant_1 + 4, v_331);
    const unsigned v_332 = (v_326 >> 16u);
    const unsigned v_333 = (v_328 & 4294901760u);
    const unsigned v_334 = (v_332 | v_333);
    tl_dw_int8_f16(dequant_1 + 20, v_334);
    const int v_335 = (v_315 + 16);
    const unsigned v_336 = *reinterpret_cast<const unsigned*>((Vq_s + (v_335) * 128 + v_149));
    const int v_337 = (v_315 + 17);
    const unsigned v_338 = *reinterpret_cast<const unsigned*>((Vq_s + (v_337) * 128 + v_149));
    const unsigned v_339 = (v_336 & 65535u);
    const unsigned v_340 = (v_338 << 16u);
    const unsigned v_341 = (v_339 | v_340);
    tl_dw_int8_f16(dequant_1 + 8, v_341);
    const unsigned v_342 = (v_336 >> 16u);
    const unsigned v_343 = (v_338 & 4294901760u);
    const unsigned v_344 = (v_342 | v_343);
    tl_dw_int8_f16(dequant_1 + 24, v_344);
    const int v_345 = (v_315 + 24);
    const unsigned v_346 = *reinterpret_cast<const unsigned*>((Vq_s + (v_345) * 128 + v_149));
    const int v_347 = (v_315 + 25);
    const unsigned v_348 = *reinterpret_cast<const unsigned*>((Vq_s + (v_347) * 128 + v_149));
    const unsigned v_349 = (v_346 & 65535u);
    const unsigned v_350 = (v_348 << 16u);
    const unsigned v_351 = (v_349 | v_350);
    tl_dw_int8_f16(dequant_1 + 12, v_351);
    const unsigned v_352 = (v_346 >> 16u);
    const unsigned v_353 = (v_348 & 4294901760u);
    const unsigned v_354 = (v_352 | v_353);
    tl_dw_int8_f16(dequant_1 + 28, v_354);
    const unsigned v_355 = *reinterpret_cast<const unsigned*>((Vq_s + (v_315) * 128 + v_151));
    const unsigned v_356 = *reinterpret_cast<const unsigned*>((Vq_s + (v_317) * 128 + v_151));
    const unsigned v_357 = (v_355 & 65535u);
    const unsigned v_358 = (v_356 << 16u);
    const unsigned v_359 = (v_357 | v_358);
    tl_dw_int8_f16(dequant_1 + 32, v_359);
    const unsigned v_360 = (v_355 >> 16u);
    const unsigned v_361 = (v_356 & 4294901760u);
    const unsigned v_362 = (v_360 | v_361);
    tl_dw_int8_f16(dequant_1 + 48, v_362);
    const unsigned v_363 = *reinterpret_cast<const unsigned*>((Vq_s + (v_325) * 128 + v_151));
    const unsigned v_364 = *reinterpret_cast<const unsigned*>((Vq_s + (v_327) * 128 + v_151));
    const unsigned v_365 = (v_363 & 65535u);
    const unsigned v_366 = (v_364 << 16u);
    const unsigned v_367 = (v_365 | v_366);
    tl_dw_int8_f16(dequant_1 + 36, v_367);
    const unsigned v_368 = (v_363 >> 16u);
    const unsigned v_369 = (v_364 & 4294901760u);
    const unsigned v_370 = (v_368 | v_369);
    tl_dw_int8_f16(dequant_1 + 52, v_370);
    const unsigned v_371 = *reinterpret_cast<const unsigned*>((Vq_s + (v_335) * 128 + v_151));
    const unsigned v_372 = *reinterpret_cast<const unsigned*>((Vq_s + (v_337) * 128 + v_151));
    const unsigned v_373 = (v_371 & 65535u);
    const unsigned v_374 = (v_372 << 16u);
    const unsigned v_375 = (v_373 | v_374);
    tl_dw_int8_f16(dequant_1 + 40, v_375);
    const unsigned v_376 = (v_371 >> 16u);
    const unsigned v_377 = (v_372 & 4294901760u);
    const unsigned v_378 = (v_376 | v_377);
    tl_dw_int8_f16(dequant_1 + 56, v_378);
    const unsigned v_379 = *reinterpret_cast<const unsigned*>((Vq_s + (v_345) * 128 + v_151));
    const unsigned v_380 = *reinterpret_cast<const unsigned*>((Vq_s + (v_347) * 128 + v_151));
    const unsigned v_381 = (v_379 & 65535u);
    const unsigned v_382 = (v_380 << 16u);
    const unsigned v_383 = (v_381 | v_382);
    tl_dw_int8_f16(dequant_1 + 44, v_383);
    const unsigned v_384 = (v_379 >> 16u);
    const unsigned v_385 = (v_380 & 4294901760u);
    const unsigned v_386 = (v_384 | v_385);
    tl_dw_int8_f16(dequant_1 + 60, v_386);
    #pragma unroll
    for (int l_v_2 = 0; l_v_2 < 8; l_v_2 += 1) {
      const int v_387 = (l_v_2 * 8);
#line 199 "tilelang/ops/decode_kernels.py"
      const tl::vec<half, 8> v_388 = *reinterpret_cast<const tl::vec<half, 8>*>((dequant_1 + v_387));
#line 626 "tilelang/ops/decode_kernels.py"
      *reinterpret_cast<tl::vec<half, 8>*>((V_f + v_387)) = v_388;
    }
#line 632 "tilelang/ops/decode_kernels.py"
    const tl::vec<float, 4> v_389 = tl::vec<float, 4>{{0.0f, 0.0f, 0.0f, 0.0f}};
    *reinterpret_cast<tl::vec<float, 4>*>((acc_s + 0)) = v_389;
#line 633 "tilelang/ops/decode_kernels.py"
    alignas(16) half a_regs[8];
    alignas(16) half b_regs[4];
    alignas(16) float c_odd[4];
    *reinterpret_cast<tl::vec<float, 4>*>((c_odd + 0)) = v_389;
    for (int kk = 0; kk < 4; kk += 1) {
      const int v_390 = (kk * 2);
      const int v_391 = (v_390 * 16);
      const int v_392 = (v_391 + v_173);
      const int v_393 = (v_392 ^ v_174);
      tl::ldmatrix<2, false>(b_regs + 0, (Q_s + (v_170) * 128 + v_393));
      const int v_394 = (v_390 * 8);
      const half v_395 = K_f[v_394];
      a_regs[0] = v_395;
      const int v_396 = (v_394 + 1);
      const half v_397 = K_f[v_396];
      a_regs[1] = v_397;
      const int v_398 = (v_394 + 2);
      const half v_399 = K_f[v_398];
      a_regs[2] = v_399;
      const int v_400 = (v_394 + 3);
      const half v_401 = K_f[v_400];
      a_regs[3] = v_401;
      const int v_402 = (v_394 + 4);
      const half v_403 = K_f[v_402];
      a_regs[4] = v_403;
      const int v_404 = (v_394 + 5);
      const half v_405 = K_f[v_404];
      a_regs[5] = v_405;
      const int v_406 = (v_394 + 6);
      const half v_407 = K_f[v_406];
      a_regs[6] = v_407;
      const int v_408 = (v_394 + 7);
      const half v_409 = K_f[v_408];
      a_regs[7] = v_409;
      tl::mma_m16n8k16(a_regs + 0, b_regs + 0, acc_s + 0);
      const int v_410 = (v_390 + 1);
      const int v_411 = (v_392 + 16);
      const int v_412 = (v_411 ^ v_174);
      tl::ldmatrix<2, false>(b_regs + 0, (Q_s + (v_170) * 128 + v_412));
      const int v_413 = (v_410 * 8);
      const half v_414 = K_f[v_413];
      a_regs[0] = v_414;
      const int v_415 = (v_413 + 1);
      const half v_416 = K_f[v_415];
      a_regs[1] = v_416;
      const int v_417 = (v_413 + 2);
      const half v_418 = K_f[v_417];
      a_regs[2] = v_418;
      const int v_419 = (v_413 + 3);
      const half v_420 = K_f[v_419];
      a_regs[3] = v_420;
      const int v_421 = (v_413 + 4);
      const half v_422 = K_f[v_421];
      a_regs[4] = v_422;
      const int v_423 = (v_413 + 5);
      const half v_424 = K_f[v_423];
      a_regs[5] = v_424;
      const int v_425 = (v_413 + 6);
      const half v_426 = K_f[v_425];
      a_regs[6] = v_426;
      const int v_427 = (v_413 + 7);
      const half v_428 = K_f[v_427];
      a_regs[7] = v_428;
      tl::mma_m16n8k16(a_regs + 0, b_regs + 0, c_odd + 0);
    }
    const tl::vec<float, 4> v_429 = *reinterpret_cast<const tl::vec<float, 4>*>((acc_s + 0));
    const float v_430 = v_429.v[0];
    const tl::vec<float, 4> v_431 = *reinterpret_cast<const tl::vec<float, 4>*>((c_odd + 0));
    const float v_432 = v_431.v[0];
    const float v_433 = (v_430 + v_432);
    const float v_434 = v_429.v[1];
    const float v_435 = v_431.v[1];
    const float v_436 = (v_434 + v_435);
    const float v_437 = v_429.v[2];
    const float v_438 = v_431.v[2];
    const float v_439 = (v_437 + v_438);
    const float v_440 = v_429.v[3];
    const float v_441 = v_431.v[3];
    const float v_442 = (v_440 + v_441);
    const tl::vec<float, 4> v_443 = tl::vec<float, 4>{{v_433, v_436, v_439, v_442}};
    *reinterpret_cast<tl::vec<float, 4>*>((acc_s + 0)) = v_443;
#line 636 "tilelang/ops/decode_kernels.py"
    float r_9;
    if (v_209) {
#line 637 "tilelang/ops/decode_kernels.py"
      const float v_444 = acc_s[0];
      const float v_445 = ks_f[0];
      const float v_446 = (v_444 * v_445);
#line 636 "tilelang/ops/decode_kernels.py"
      r_9 = v_446;
    } else {
#line 638 "tilelang/ops/decode_kernels.py"
      const float v_447 = (-__int_as_float(0x7f800000));
#line 636 "tilelang/ops/decode_kernels.py"
      r_9 = v_447;
    }
    float r_10;
    if (v_209) {
#line 637 "tilelang/ops/decode_kernels.py"
      const float v_448 = acc_s[1];
      const float v_449 = ks_f[1];
      const float v_450 = (v_448 * v_449);
#line 636 "tilelang/ops/decode_kernels.py"
      r_10 = v_450;
    } else {
#line 638 "tilelang/ops/decode_kernels.py"
      const float v_451 = (-__int_as_float(0x7f800000));
#line 636 "tilelang/ops/decode_kernels.py"
      r_10 = v_451;
    }
    float r_11;
    if (v_217) {
#line 637 "tilelang/ops/decode_kernels.py"
      const float v_452 = acc_s[2];
      const float v_453 = ks_f[2];
      const float v_454 = (v_452 * v_453);
#line 636 "tilelang/ops/decode_kernels.py"
      r_11 = v_454;
    } else {
#line 638 "tilelang/ops/decode_kernels.py"
      const float v_455 = (-__int_as_float(0x7f800000));
#line 636 "tilelang/ops/decode_kernels.py"
      r_11 = v_455;
    }
    float r_12;
    if (v_217) {
#line 637 "tilelang/ops/decode_kernels.py"
      const float v_456 = acc_s[3];
      const float v_457 = ks_f[3];
      const float v_458 = (v_456 * v_457);
#line 636 "tilelang/ops/decode_kernels.py"
      r_12 = v_458;
    } else {
#line 638 "tilelang/ops/decode_kernels.py"
      const float v_459 = (-__int_as_float(0x7f800000));
#line 636 "tilelang/ops/decode_kernels.py"
      r_12 = v_459;
    }
#line 635 "tilelang/ops/decode_kernels.py"
    const tl::vec<float, 4> v_460 = tl::vec<float, 4>{{r_9, r_10, r_11, r_12}};
    *reinterpret_cast<tl::vec<float, 4>*>((acc_s + 0)) = v_460;
#line 681 "tilelang/ops/decode_kernels.py"
    const tl::vec<float, 2> v_461 = *reinterpret_cast<const tl::vec<float, 2>*>((m_cur + 0));
    *reinterpret_cast<tl::vec<float, 2>*>((m_prev + 0)) = v_461;
#line 682 "tilelang/ops/decode_kernels.py"
    #pragma unroll
    for (int p = 0; p < 2; p += 1) {
      const float v_462 = acc_s[p];
      const int v_463 = (p + 2);
      const float v_464 = acc_s[v_463];
      const float v_465 = fmaxf(v_462, v_464);
      const float v_466 = tl::shfl<0>(v_465, 4, 32);
      const float v_467 = fmaxf(v_465, v_466);
      const float v_468 = tl::shfl<0>(v_467, 8, 32);
      const float v_469 = fmaxf(v_467, v_468);
      const float v_470 = tl::shfl<0>(v_469, 16, 32);
      const float v_471 = fmaxf(v_469, v_470);
      if (v_153) {
        const int v_472 = (v_127 + p);
        reduce_partials[(v_472) * 2 + v_123] = v_471;
      }
    }
    __syncthreads();
    const float v_473 = reduce_partials[(v_127) * 2 + 0];
    const float v_474 = reduce_partials[(v_127) * 2 + 1];
    const float v_475 = fmaxf(v_473, v_474);
    const tl::vec<float, 2> v_476 = *reinterpret_cast<const tl::vec<float, 2>*>((m_cur + 0));
    const float v_477 = v_476.v[0];
    const float v_478 = fmaxf(v_477, v_475);
    const float v_479 = reduce_partials[(v_150) * 2 + 0];
    const float v_480 = reduce_partials[(v_150) * 2 + 1];
    const float v_481 = fmaxf(v_479, v_480);
    const float v_482 = v_476.v[1];
    const float v_483 = fmaxf(v_482, v_481);
    const tl::vec<float, 2> v_484 = tl::vec<float, 2>{{v_478, v_483}};
    *reinterpret_cast<tl::vec<float, 2>*>((m_cur + 0)) = v_484;
#line 684 "tilelang/ops/decode_kernels.py"
    const tl::vec<float, 4> v_485 = *reinterpret_cast<const tl::vec<float, 4>*>((acc_s + 0));
    const float v_486 = v_485.v[0];
    const float v_487 = (v_486 * 0.127517431974411f);
    const tl::vec<float, 2> v_488 = *reinterpret_cast<const tl::vec<float, 2>*>((m_cur + 0));
    const float v_489 = v_488.v[0];
    const float v_490 = (v_489 * 0.127517431974411f);
    const float v_491 = (v_487 - v_490);
    const float v_492 = exp2f(v_491);
    const float v_493 = v_485.v[1];
    const float v_494 = (v_493 * 0.127517431974411f);
    const float v_495 = v_488.v[1];
    const float v_496 = (v_495 * 0.127517431974411f);
    const float v_497 = (v_494 - v_496);
    const float v_498 = exp2f(v_497);
    const float v_499 = v_485.v[2];
    const float v_500 = (v_499 * 0.127517431974411f);
    const tl::vec<float, 2> v_501 = *reinterpret_cast<const tl::vec<float, 2>*>((m_cur + 0));
    const float v_502 = v_501.v[0];
    const float v_503 = (v_502 * 0.127517431974411f);
    const float v_504 = (v_500 - v_503);
    const float v_505 = exp2f(v_504);
    const float v_506 = v_485.v[3];
    const float v_507 = (v_506 * 0.127517431974411f);
    const float v_508 = v_501.v[1];
    const float v_509 = (v_508 * 0.127517431974411f);
    const float v_510 = (v_507 - v_509);
    const float v_511 = exp2f(v_510);
#line 683 "tilelang/ops/decode_kernels.py"
    const tl::vec<float, 4> v_512 = tl::vec<float, 4>{{v_492, v_498, v_505, v_511}};
    *reinterpret_cast<tl::vec<float, 4>*>((acc_s + 0)) = v_512;
#line 686 "tilelang/ops/decode_kernels.py"
    const tl::vec<float, 2> v_513 = *reinterpret_cast<const tl::vec<float, 2>*>((m_prev + 0));
    const float v_514 = v_513.v[0];
    const float v_515 = (v_514 * 0.127517431974411f);
    const tl::vec<float, 2> v_516 = *reinterpret_cast<const tl::vec<float, 2>*>((m_cur + 0));
    const float v_517 = v_516.v[0];
    const float v_518 = (v_517 * 0.127517431974411f);
    const float v_519 = (v_515 - v_518);
    const float v_520 = exp2f(v_519);
    const float v_521 = v_513.v[1];
    const float v_522 = (v_521 * 0.127517431974411f);
    const float v_523 = v_516.v[1];
    const float v_524 = (v_523 * 0.127517431974411f);
    const float v_525 = (v_522 - v_524);
    const float v_526 = exp2f(v_525);
#line 685 "tilelang/ops/decode_kernels.py"
    const tl::vec<float, 2> v_527 = tl::vec<float, 2>{{v_520, v_526}};
    *reinterpret_cast<tl::vec<float, 2>*>((m_prev + 0)) = v_527;
#line 691 "tilelang/ops/decode_kernels.py"
    #pragma unroll
    for (int p_1 = 0; p_1 < 2; p_1 += 1) {
      const float v_528 = acc_s[p_1];
      const int v_529 = (p_1 + 2);
      const float v_530 = acc_s[v_529];
      const float v_531 = (v_528 + v_530);
      const float v_532 = tl::shfl<0>(v_531, 4, 32);
      const float v_533 = (v_531 + v_532);
      const float v_534 = tl::shfl<0>(v_533, 8, 32);
      const float v_535 = (v_533 + v_534);
      const float v_536 = tl::shfl<0>(v_535, 16, 32);
      const float v_537 = (v_535 + v_536);
      if (v_153) {
        const int v_538 = (v_127 + p_1);
        reduce_partials_1[(v_538) * 2 + v_123] = v_537;
      }
    }
    __syncthreads();
    const float v_539 = reduce_partials_1[(v_127) * 2 + 0];
    const float v_540 = reduce_partials_1[(v_127) * 2 + 1];
    const float v_541 = (v_539 + v_540);
    const float v_542 = reduce_partials_1[(v_150) * 2 + 0];
    const float v_543 = reduce_partials_1[(v_150) * 2 + 1];
    const float v_544 = (v_542 + v_543);
    const tl::vec<float, 2> v_545 = tl::vec<float, 2>{{v_541, v_544}};
    *reinterpret_cast<tl::vec<float, 2>*>((l_blk + 0)) = v_545;
#line 694 "tilelang/ops/decode_kernels.py"
    const tl::vec<float, 4> v_546 = *reinterpret_cast<const tl::vec<float, 4>*>((acc_s + 0));
    const float v_547 = v_546.v[0];
    const tl::vec<float, 4> v_548 = *reinterpret_cast<const tl::vec<float, 4>*>((vs_f + 0));
    const float v_549 = v_548.v[0];
    const float v_550 = (v_547 * v_549);
    const float v_551 = v_546.v[1];
    const float v_552 = v_548.v[1];
    const float v_553 = (v_551 * v_552);
    const float v_554 = v_546.v[2];
    const float v_555 = v_548.v[2];
    const float v_556 = (v_554 * v_555);
    const float v_557 = v_546.v[3];
    const float v_558 = v_548.v[3];
    const float v_559 = (v_557 * v_558);
#line 693 "tilelang/ops/decode_kernels.py"
    const tl::vec<float, 4> v_560 = tl::vec<float, 4>{{v_550, v_553, v_556, v_559}};
    *reinterpret_cast<tl::vec<float, 4>*>((acc_s + 0)) = v_560;
#line 695 "tilelang/ops/decode_kernels.py"
    #pragma unroll
    for (int l_v_3 = 0; l_v_3 < 4; l_v_3 += 1) {
      const int v_561 = (l_v_3 * 4);
#line 696 "tilelang/ops/decode_kernels.py"
      const tl::vec<float, 4> v_562 = *reinterpret_cast<const tl::vec<float, 4>*>((acc_o + v_561));
      const float v_563 = v_562.v[0];
      const tl::vec<float, 2> v_564 = *reinterpret_cast<const tl::vec<float, 2>*>((m_prev + 0));
      const float v_565 = v_564.v[0];
      const float v_566 = (v_563 * v_565);
      const float v_567 = v_562.v[1];
      const float v_568 = v_564.v[1];
      const float v_569 = (v_567 * v_568);
      const float v_570 = v_562.v[2];
      const tl::vec<float, 2> v_571 = *reinterpret_cast<const tl::vec<float, 2>*>((m_prev + 0));
      const float v_572 = v_571.v[0];
      const float v_573 = (v_570 * v_572);
      const float v_574 = v_562.v[3];
      const float v_575 = v_571.v[1];
      const float v_576 = (v_574 * v_575);
#line 695 "tilelang/ops/decode_kernels.py"
      const tl::vec<float, 4> v_577 = tl::vec<float, 4>{{v_566, v_569, v_573, v_576}};
      *reinterpret_cast<tl::vec<float, 4>*>((acc_o + v_561)) = v_577;
    }
#line 699 "tilelang/ops/decode_kernels.py"
    const tl::vec<float, 2> v_578 = *reinterpret_cast<const tl::vec<float, 2>*>((l_sum + 0));
    const float v_579 = v_578.v[0];
    const tl::vec<float, 2> v_580 = *reinterpret_cast<const tl::vec<float, 2>*>((m_prev + 0));
    const float v_581 = v_580.v[0];
    const float v_582 = (v_579 * v_581);
    const tl::vec<float, 2> v_583 = *reinterpret_cast<const tl::vec<float, 2>*>((l_blk + 0));
    const float v_584 = v_583.v[0];
    const float v_585 = (v_582 + v_584);
    const float v_586 = v_578.v[1];
    const float v_587 = v_580.v[1];
    const float v_588 = (v_586 * v_587);
    const float v_589 = v_583.v[1];
    const float v_590 = (v_588 + v_589);
#line 698 "tilelang/ops/decode_kernels.py"
    const tl::vec<float, 2> v_591 = tl::vec<float, 2>{{v_585, v_590}};
    *reinterpret_cast<tl::vec<float, 2>*>((l_sum + 0)) = v_591;
#line 700 "tilelang/ops/decode_kernels.py"
    const tl::vec<float, 4> v_592 = *reinterpret_cast<const tl::vec<float, 4>*>((acc_s + 0));
    const float v_593 = v_592.v[0];
    const half v_594 = tl::cast<half>(v_593);
    const float v_595 = v_592.v[1];
    const half v_596 = tl::cast<half>(v_595);
    const tl::vec<half, 2> v_597 = tl::vec<half, 2>{{v_594, v_596}};
    *reinterpret_cast<tl::vec<half, 2>*>((P_s + (v_129) * 8 + v_127)) = v_597;
    const float v_598 = v_592.v[2];
    const half v_599 = tl::cast<half>(v_598);
    const float v_600 = v_592.v[3];
    const half v_601 = tl::cast<half>(v_600);
    const tl::vec<half, 2> v_602 = tl::vec<half, 2>{{v_599, v_601}};
    *reinterpret_cast<tl::vec<half, 2>*>((P_s + (v_132) * 8 + v_127)) = v_602;
    __syncthreads();
#line 701 "tilelang/ops/decode_kernels.py"
    alignas(16) half a_regs_1[32];
    alignas(16) half b_regs_1[4];
    for (int kk_1 = 0; kk_1 < 2; kk_1 += 1) {
      const int v_603 = (kk_1 * 16);
      const int v_604 = (v_603 + v_175);
      tl::ldmatrix<2, true>(b_regs_1 + 0, (P_s + (v_604) * 8 + 0));
      const int v_605 = (kk_1 * 8);
      const half v_606 = V_f[v_605];
      a_regs_1[0] = v_606;
      const int v_607 = (v_605 + 1);
      const half v_608 = V_f[v_607];
      a_regs_1[1] = v_608;
      const int v_609 = (v_605 + 2);
      const half v_610 = V_f[v_609];
      a_regs_1[2] = v_610;
      const int v_611 = (v_605 + 3);
      const half v_612 = V_f[v_611];
      a_regs_1[3] = v_612;
      const int v_613 = (v_605 + 4);
      const half v_614 = V_f[v_613];
      a_regs_1[4] = v_614;
      const int v_615 = (v_605 + 5);
      const half v_616 = V_f[v_615];
      a_regs_1[5] = v_616;
      const int v_617 = (v_605 + 6);
      const half v_618 = V_f[v_617];
      a_regs_1[6] = v_618;
      const int v_619 = (v_605 + 7);
      const half v_620 = V_f[v_619];
      a_regs_1[7] = v_620;
      const int v_621 = (v_605 + 16);
      const half v_622 = V_f[v_621];
      a_regs_1[8] = v_622;
      const int v_623 = (v_605 + 17);
      const half v_624 = V_f[v_623];
      a_regs_1[9] = v_624;
      const int v_625 = (v_605 + 18);
      const half v_626 = V_f[v_625];
      a_regs_1[10] = v_626;
      const int v_627 = (v_605 + 19);
      const half v_628 = V_f[v_627];
      a_regs_1[11] = v_628;
      const int v_629 = (v_605 + 20);
      const half v_630 = V_f[v_629];
      a_regs_1[12] = v_630;
      const int v_631 = (v_605 + 21);
      const half v_632 = V_f[v_631];
      a_regs_1[13] = v_632;
      const int v_633 = (v_605 + 22);
      const half v_634 = V_f[v_633];
      a_regs_1[14] = v_634;
      const int v_635 = (v_605 + 23);
      const half v_636 = V_f[v_635];
      a_regs_1[15] = v_636;
      const int v_637 = (v_605 + 32);
      const half v_638 = V_f[v_637];
      a_regs_1[16] = v_638;
      const int v_639 = (v_605 + 33);
      const half v_640 = V_f[v_639];
      a_regs_1[17] = v_640;
      const int v_641 = (v_605 + 34);
      const half v_642 = V_f[v_641];
      a_regs_1[18] = v_642;
      const int v_643 = (v_605 + 35);
      const half v_644 = V_f[v_643];
      a_regs_1[19] = v_644;
      const int v_645 = (v_605 + 36);
      const half v_646 = V_f[v_645];
      a_regs_1[20] = v_646;
      const int v_647 = (v_605 + 37);
      const half v_648 = V_f[v_647];
      a_regs_1[21] = v_648;
      const int v_649 = (v_605 + 38);
      const half v_650 = V_f[v_649];
      a_regs_1[22] = v_650;
      const int v_651 = (v_605 + 39);
      const half v_652 = V_f[v_651];
      a_regs_1[23] = v_652;
      const int v_653 = (v_605 + 48);
      const half v_654 = V_f[v_653];
      a_regs_1[24] = v_654;
      const int v_655 = (v_605 + 49);
      const half v_656 = V_f[v_655];
      a_regs_1[25] = v_656;
      const int v_657 = (v_605 + 50);
      const half v_658 = V_f[v_657];
      a_regs_1[26] = v_658;
      const int v_659 = (v_605 + 51);
      const half v_660 = V_f[v_659];
      a_regs_1[27] = v_660;
      const int v_661 = (v_605 + 52);
      const half v_662 = V_f[v_661];
      a_regs_1[28] = v_662;
      const int v_663 = (v_605 + 53);
      const half v_664 = V_f[v_663];
      a_regs_1[29] = v_664;
      const int v_665 = (v_605 + 54);
      const half v_666 = V_f[v_665];
      a_regs_1[30] = v_666;
      const int v_667 = (v_605 + 55);
      const half v_668 = V_f[v_667];
      a_regs_1[31] = v_668;
      tl::mma_m16n8k16(a_regs_1 + 0, b_regs_1 + 0, acc_o + 0);
      tl::mma_m16n8k16(a_regs_1 + 8, b_regs_1 + 0, acc_o + 4);
      tl::mma_m16n8k16(a_regs_1 + 16, b_regs_1 + 0, acc_o + 8);
      tl::mma_m16n8k16(a_regs_1 + 24, b_regs_1 + 0, acc_o + 12);
    }
#line 612 "tilelang/ops/decode_kernels.py"
    const bool v_669 = (r_8 == 1);
    const int v_670 = (v_178 + 2);
    const int v_671 = (v_669 ? 0 : v_670);
#line 570 "tilelang/ops/decode_kernels.py"
    r_8 = v_671;
#line 612 "tilelang/ops/decode_kernels.py"
  }
  tl::cp_async_wait<0>();
#line 705 "tilelang/ops/decode_kernels.py"
  const bool v_672 = (v_127 < 4);
#line 704 "tilelang/ops/decode_kernels.py"
  #pragma unroll
  for (int l_v_4 = 0; l_v_4 < 8; l_v_4 += 1) {
    const int v_673 = (l_v_4 * 2);
    const int l = (v_673 + 1);
    const int v_674 = (l_v_4 / 2);
    const int v_675 = (v_674 * 16);
    const int v_676 = (v_147 + v_675);
    const int v_677 = (v_676 + v_125);
    const int v_678 = (l_v_4 % 2);
    const int v_679 = (v_678 * 8);
    const int v_680 = (v_677 + v_679);
#line 705 "tilelang/ops/decode_kernels.py"
    if (v_672) {
#line 707 "tilelang/ops/decode_kernels.py"
      const tl::vec<float, 2> v_681 = *reinterpret_cast<const tl::vec<float, 2>*>((l_sum + 0));
      const float v_682 = v_681.v[0];
      const bool v_683 = (v_682 > 0.0f);
#line 706 "tilelang/ops/decode_kernels.py"
      float r_13;
      if (v_683) {
#line 707 "tilelang/ops/decode_kernels.py"
        const float v_684 = acc_o[v_673];
        const float v_685 = l_sum[0];
        const float v_686 = (v_684 / v_685);
#line 706 "tilelang/ops/decode_kernels.py"
        r_13 = v_686;
      } else {
        r_13 = 0.0f;
      }
#line 363 "tilelang/ops/decode_kernels.py"
      const int v_687 = (v_127 / 4);
#line 370 "tilelang/ops/decode_kernels.py"
      const int v_688 = ((int)blockIdx.y * 4);
      const int v_689 = (v_127 % 4);
      const int v_690 = (v_688 + v_689);
#line 284 "tilelang/ops/decode_kernels.py"
      const int v_691 = (v_680 % 64);
      const int v_692 = (v_691 / 8);
      const int v_693 = (v_149 + v_692);
#line 706 "tilelang/ops/decode_kernels.py"
      Opart[(((((int)blockIdx.z) * 1 + v_687) * 32 + v_690) * 3 + (int)blockIdx.x) * 128 + v_693] = r_13;
#line 707 "tilelang/ops/decode_kernels.py"
      const float v_694 = v_681.v[1];
      const bool v_695 = (v_694 > 0.0f);
#line 706 "tilelang/ops/decode_kernels.py"
      float r_14;
      if (v_695) {
#line 707 "tilelang/ops/decode_kernels.py"
        const float v_696 = acc_o[l];
        const float v_697 = l_sum[1];
        const float v_698 = (v_696 / v_697);
#line 706 "tilelang/ops/decode_kernels.py"
        r_14 = v_698;
      } else {
        r_14 = 0.0f;
      }
#line 370 "tilelang/ops/decode_kernels.py"
      const int v_699 = (v_690 + 1);
#line 706 "tilelang/ops/decode_kernels.py"
      Opart[(((((int)blockIdx.z) * 1 + v_687) * 32 + v_699) * 3 + (int)blockIdx.x) * 128 + v_693] = r_14;
#line 705 "tilelang/ops/decode_kernels.py"
    }
#line 704 "tilelang/ops/decode_kernels.py"
  }
#line 708 "tilelang/ops/decode_kernels.py"
  const bool v_700 = (tid == v_126);
  #pragma unroll
  for (int l_1 = 0; l_1 < 2; l_1 += 1) {
    const int v_701 = (v_127 + l_1);
    if (v_700) {
#line 709 "tilelang/ops/decode_kernels.py"
      const bool v_702 = (v_701 < 4);
      if (v_702) {
#line 711 "tilelang/ops/decode_kernels.py"
        const float v_703 = l_sum[l_1];
        const bool v_704 = (v_703 > 0.0f);
#line 710 "tilelang/ops/decode_kernels.py"
        float r_15;
        if (v_704) {
#line 711 "tilelang/ops/decode_kernels.py"
          const float v_705 = m_cur[l_1];
          const float v_706 = (v_705 * 0.127517431974411f);
          const float v_707 = l_sum[l_1];
          const float v_708 = log2f(v_707);
          const float v_709 = (v_706 + v_708);
#line 710 "tilelang/ops/decode_kernels.py"
          r_15 = v_709;
        } else {
#line 711 "tilelang/ops/decode_kernels.py"
          const float v_710 = (-__int_as_float(0x7f800000));
#line 710 "tilelang/ops/decode_kernels.py"
          r_15 = v_710;
        }
#line 363 "tilelang/ops/decode_kernels.py"
        const int v_711 = (v_701 / 4);
#line 370 "tilelang/ops/decode_kernels.py"
        const int v_712 = ((int)blockIdx.y * 4);
        const int v_713 = (v_701 % 4);
        const int v_714 = (v_712 + v_713);
#line 710 "tilelang/ops/decode_kernels.py"
        Lse[((((int)blockIdx.z) * 1 + v_711) * 32 + v_714) * 3 + (int)blockIdx.x] = r_15;
#line 709 "tilelang/ops/decode_kernels.py"
      }
#line 708 "tilelang/ops/decode_kernels.py"
    }
  }
}
