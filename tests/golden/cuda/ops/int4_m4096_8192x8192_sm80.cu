// lowbit_matmul: a (4096, 8192) float16, weight (8192, 8192) int4 prepared, group 128, no zeros; sm_80
// plan: gemm {"block_M": 128, "block_N": 128, "block_K": 64, "num_stages": 4, "threads": 128, "split_k": 1, "swizzle": 0}
// written by `python scripts/update_golden.py` (never by hand): the CUDA source after prelude.cuh and a blank line, #line paths repository-relative
#line 490 "tilelang/ops/lowbit_kernels.py"
extern "C" __global__ void __launch_bounds__(128) gemm_kernel(half* __restrict__ A, unsigned char* __restrict__ B, half* __restrict__ Scales, half* __restrict__ C) {
  extern __shared__ __align__(1024) unsigned char tl_smem[];
  const int tid = (int)threadIdx.x;
#line 363 "tilelang/ops/lowbit_kernels.py"
  half* const A_s = reinterpret_cast<half*>(tl_smem + 0);
#line 364 "tilelang/ops/lowbit_kernels.py"
  unsigned char* const B_s = reinterpret_cast<unsigned char*>(tl_smem + 65536);
#line 365 "tilelang/ops/lowbit_kernels.py"
  half* const S_s = reinterpret_cast<half*>(tl_smem + 81920);
#line 367 "tilelang/ops/lowbit_kernels.py"
  alignas(16) half B_f[64];
#line 369 "tilelang/ops/lowbit_kernels.py"
  alignas(16) float C_f[128];
#line 473 "tilelang/ops/lowbit_kernels.py"
  #pragma unroll
  for (int l_v = 0; l_v < 32; l_v += 1) {
    const int v = (l_v * 4);
    const tl::vec<float, 4> v_1 = tl::vec<float, 4>{{0.0f, 0.0f, 0.0f, 0.0f}};
    *reinterpret_cast<tl::vec<float, 4>*>((C_f + v)) = v_1;
  }
#line 476 "tilelang/ops/lowbit_kernels.py"
  const int v_2 = ((int)blockIdx.z * 128);
  const int k0 = (v_2 * 64);
#line 405 "tilelang/ops/lowbit_kernels.py"
  const int v_3 = ((int)blockIdx.y * 128);
#line 406 "tilelang/ops/lowbit_kernels.py"
  const int g0 = (k0 / 128);
#line 407 "tilelang/ops/lowbit_kernels.py"
  const int v_4 = ((int)blockIdx.x * 128);
#line 413 "tilelang/ops/lowbit_kernels.py"
  const int v_5 = (g0 + 1);
  const bool v_6 = (tid < 16);
#line 452 "tilelang/ops/lowbit_kernels.py"
  const int v_7 = (tid / 32);
  const int v_8 = (tid % 32);
  const int v_9 = (v_7 * 32);
#line 405 "tilelang/ops/lowbit_kernels.py"
  for (int k = 0; k < 8; k += 1) {
    const int v_10 = (k * 128);
    const int v_11 = (v_10 + tid);
    const int v_12 = (v_11 % 8);
    const int v_13 = (v_11 / 8);
    const int v_14 = (v_12 * 8);
    const int v_15 = (v_13 + v_3);
    const int v_16 = (v_14 + k0);
    const int v_17 = (v_13 % 8);
    const int v_18 = (v_17 * 8);
    const int v_19 = (v_14 ^ v_18);
    tl::cp_async<16>((A_s + (v_13) * 64 + v_19), (A + (v_15) * 8192 + v_16), true);
  }
#line 407 "tilelang/ops/lowbit_kernels.py"
  for (int k_1 = 0; k_1 < 2; k_1 += 1) {
    const int v_20 = (k_1 * 128);
    const int v_21 = (v_20 + tid);
    const int v_22 = (v_21 % 2);
    const int v_23 = (v_21 / 2);
    const int v_24 = (v_22 * 32);
    const int v_25 = (v_23 + v_4);
    const int v_26 = (v_24 + k0);
    const int v_27 = (v_23 / 4);
    const int v_28 = (v_27 % 2);
    const int v_29 = (v_28 * 32);
    const int v_30 = (v_24 ^ v_29);
    const int v_31 = (v_30 * 4);
    const int v_32 = tl::floordiv(v_31, 8);
    const int v_33 = (v_26 * 4);
    const int v_34 = (v_33 / 8);
    tl::cp_async<16>((B_s + (v_23) * 32 + v_32), (B + (v_25) * 4096 + v_34), true);
  }
#line 413 "tilelang/ops/lowbit_kernels.py"
  if (v_6) {
    const int v_35 = (tid % 16);
    const int v_36 = (v_35 * 8);
    const int v_37 = (v_36 + v_4);
    tl::cp_async<16>((S_s + v_36), (Scales + (g0) * 8192 + v_37), true);
  }
#line 474 "tilelang/ops/lowbit_kernels.py"
  tl::cp_async_commit();
#line 476 "tilelang/ops/lowbit_kernels.py"
  const int v_38 = (v_2 + 1);
  const int k0_1 = (v_38 * 64);
#line 405 "tilelang/ops/lowbit_kernels.py"
  for (int k_2 = 0; k_2 < 8; k_2 += 1) {
    const int v_39 = (k_2 * 128);
    const int v_40 = (v_39 + tid);
    const int v_41 = (v_40 % 8);
    const int v_42 = (v_40 / 8);
    const int v_43 = (v_41 * 8);
    const int v_44 = (v_42 + v_3);
    const int v_45 = (v_43 + k0_1);
    const int v_46 = (v_42 % 8);
    const int v_47 = (v_46 * 8);
    const int v_48 = (v_43 ^ v_47);
    const int v_49 = (v_42 + 128);
    tl::cp_async<16>((A_s + (v_49) * 64 + v_48), (A + (v_44) * 8192 + v_45), true);
  }
#line 407 "tilelang/ops/lowbit_kernels.py"
  for (int k_3 = 0; k_3 < 2; k_3 += 1) {
    const int v_50 = (k_3 * 128);
    const int v_51 = (v_50 + tid);
    const int v_52 = (v_51 % 2);
    const int v_53 = (v_51 / 2);
    const int v_54 = (v_52 * 32);
    const int v_55 = (v_53 + v_4);
    const int v_56 = (v_54 + k0_1);
    const int v_57 = (v_53 / 4);
    const int v_58 = (v_57 % 2);
    const int v_59 = (v_58 * 32);
    const int v_60 = (v_54 ^ v_59);
    const int v_61 = (v_60 * 4);
    const int v_62 = tl::floordiv(v_61, 8);
    const int v_63 = (v_56 * 4);
    const int v_64 = (v_63 / 8);
    const int v_65 = (v_53 + 128);
    tl::cp_async<16>((B_s + (v_65) * 32 + v_62), (B + (v_55) * 4096 + v_64), true);
  }
#line 413 "tilelang/ops/lowbit_kernels.py"
  if (v_6) {
    const int v_66 = (tid % 16);
    const int v_67 = (v_66 * 8);
    const int v_68 = (v_67 + v_4);
    tl::cp_async<16>((S_s + (1) * 128 + v_67), (Scales + (g0) * 8192 + v_68), true);
  }
#line 474 "tilelang/ops/lowbit_kernels.py"
  tl::cp_async_commit();
#line 476 "tilelang/ops/lowbit_kernels.py"
  const int v_69 = (v_2 + 2);
  const int k0_2 = (v_69 * 64);
#line 405 "tilelang/ops/lowbit_kernels.py"
  for (int k_4 = 0; k_4 < 8; k_4 += 1) {
    const int v_70 = (k_4 * 128);
    const int v_71 = (v_70 + tid);
    const int v_72 = (v_71 % 8);
    const int v_73 = (v_71 / 8);
    const int v_74 = (v_72 * 8);
    const int v_75 = (v_73 + v_3);
    const int v_76 = (v_74 + k0_2);
    const int v_77 = (v_73 % 8);
    const int v_78 = (v_77 * 8);
    const int v_79 = (v_74 ^ v_78);
    const int v_80 = (v_73 + 256);
    tl::cp_async<16>((A_s + (v_80) * 64 + v_79), (A + (v_75) * 8192 + v_76), true);
  }
#line 407 "tilelang/ops/lowbit_kernels.py"
  for (int k_5 = 0; k_5 < 2; k_5 += 1) {
    const int v_81 = (k_5 * 128);
    const int v_82 = (v_81 + tid);
    const int v_83 = (v_82 % 2);
    const int v_84 = (v_82 / 2);
    const int v_85 = (v_83 * 32);
    const int v_86 = (v_84 + v_4);
    const int v_87 = (v_85 + k0_2);
    const int v_88 = (v_84 / 4);
    const int v_89 = (v_88 % 2);
    const int v_90 = (v_89 * 32);
    const int v_91 = (v_85 ^ v_90);
    const int v_92 = (v_91 * 4);
    const int v_93 = tl::floordiv(v_92, 8);
    const int v_94 = (v_87 * 4);
    const int v_95 = (v_94 / 8);
    const int v_96 = (v_84 + 256);
    tl::cp_async<16>((B_s + (v_96) * 32 + v_93), (B + (v_86) * 4096 + v_95), true);
  }
#line 413 "tilelang/ops/lowbit_kernels.py"
  if (v_6) {
    const int v_97 = (tid % 16);
    const int v_98 = (v_97 * 8);
    const int v_99 = (v_98 + v_4);
    tl::cp_async<16>((S_s + (2) * 128 + v_98), (Scales + (v_5) * 8192 + v_99), true);
  }
#line 474 "tilelang/ops/lowbit_kernels.py"
  tl::cp_async_commit();
#line 418 "tilelang/ops/lowbit_kernels.py"
  const int v_100 = (v_8 % 4);
  const int v_101 = (v_100 * 2);
  const int v_102 = (v_8 / 4);
  const int v_103 = (v_100 * 8);
#line 452 "tilelang/ops/lowbit_kernels.py"
  const int v_104 = (v_8 % 8);
  const int v_105 = (v_8 % 16);
  const int v_106 = (v_8 / 16);
  const int v_107 = (v_106 * 8);
  const int v_108 = (v_104 * 8);
#line 474 "tilelang/ops/lowbit_kernels.py"
  int r = 0;
  for (int ko = 0; ko < 128; ko += 1) {
    tl::cp_async_wait<2>();
    __syncthreads();
    const int v_109 = (ko + 3);
    const bool v_110 = (r == 0);
    const int v_111 = (r - 1);
    const int v_112 = (v_110 ? 3 : v_111);
    const bool v_113 = (v_109 < 128);
    if (v_113) {
      const int v_114 = tl::min(v_109, 127);
#line 476 "tilelang/ops/lowbit_kernels.py"
      const int v_115 = (v_2 + v_114);
      const int k0_3 = (v_115 * 64);
#line 406 "tilelang/ops/lowbit_kernels.py"
      const int g0_1 = (k0_3 / 128);
#line 474 "tilelang/ops/lowbit_kernels.py"
      const int v_116 = (v_112 * 128);
#line 405 "tilelang/ops/lowbit_kernels.py"
      for (int k_6 = 0; k_6 < 8; k_6 += 1) {
        const int v_117 = (k_6 * 128);
        const int v_118 = (v_117 + tid);
        const int v_119 = (v_118 / 8);
        const int v_120 = (v_119 + v_3);
        const int v_121 = (v_108 + k0_3);
        const int v_122 = (v_119 % 8);
        const int v_123 = (v_122 * 8);
        const int v_124 = (v_108 ^ v_123);
        const int v_125 = (v_119 + v_116);
        tl::cp_async<16>((A_s + (v_125) * 64 + v_124), (A + (v_120) * 8192 + v_121), true);
      }
#line 407 "tilelang/ops/lowbit_kernels.py"
      for (int k_7 = 0; k_7 < 2; k_7 += 1) {
        const int v_126 = (k_7 * 128);
        const int v_127 = (v_126 + tid);
        const int v_128 = (v_127 % 2);
        const int v_129 = (v_127 / 2);
        const int v_130 = (v_128 * 32);
        const int v_131 = (v_129 + v_4);
        const int v_132 = (v_130 + k0_3);
        const int v_133 = (v_129 / 4);
        const int v_134 = (v_133 % 2);
        const int v_135 = (v_134 * 32);
        const int v_136 = (v_130 ^ v_135);
        const int v_137 = (v_136 * 4);
        const int v_138 = tl::floordiv(v_137, 8);
        const int v_139 = (v_132 * 4);
        const int v_140 = (v_139 / 8);
        const int v_141 = (v_129 + v_116);
        tl::cp_async<16>((B_s + (v_141) * 32 + v_138), (B + (v_131) * 4096 + v_140), true);
      }
#line 413 "tilelang/ops/lowbit_kernels.py"
      if (v_6) {
        const int v_142 = (v_105 * 8);
        const int v_143 = (v_142 + v_4);
        tl::cp_async<16>((S_s + (v_112) * 128 + v_142), (Scales + (g0_1) * 8192 + v_143), true);
      }
#line 474 "tilelang/ops/lowbit_kernels.py"
    }
    tl::cp_async_commit();
    const int v_144 = (r * 128);
#line 418 "tilelang/ops/lowbit_kernels.py"
    alignas(16) half dequant[64];
    #pragma unroll
    for (int g = 0; g < 8; g += 1) {
      const int v_145 = (g * 8);
      const int v_146 = (v_145 / 4);
      const int v_147 = (g / 2);
      const int v_148 = (v_146 % 4);
      const int v_149 = (v_148 * 16);
      const int v_150 = (v_147 * 8);
      const int v_151 = (v_9 + v_150);
      const int v_152 = (v_151 + v_102);
      const int v_153 = (v_149 + v_103);
      const int v_154 = (v_106 * 32);
      const int v_155 = (v_153 ^ v_154);
      const int v_156 = tl::floordiv(v_155, 8);
      const int v_157 = (v_156 * 4);
      const int v_158 = (v_152 + v_144);
      const unsigned v_159 = *reinterpret_cast<const unsigned*>((B_s + (v_158) * 32 + v_157));
      tl::dequant_i4<true>(dequant + v_145, v_159);
    }
    #pragma unroll
    for (int l_v_1 = 0; l_v_1 < 4; l_v_1 += 1) {
      const int v_160 = (l_v_1 * 16);
      const int l = (v_160 + 8);
      const int v_161 = (l_v_1 * 8);
      const int v_162 = (v_9 + v_161);
      const int v_163 = (v_162 + v_102);
#line 426 "tilelang/ops/lowbit_kernels.py"
      const tl::vec<half, 8> v_164 = *reinterpret_cast<const tl::vec<half, 8>*>((dequant + v_160));
      const half v_165 = v_164.v[0];
#line 432 "tilelang/ops/lowbit_kernels.py"
      const half v_166 = S_s[(r) * 128 + v_163];
      const half v_167 = tl::mul(v_165, v_166);
#line 426 "tilelang/ops/lowbit_kernels.py"
      const half v_168 = v_164.v[1];
#line 432 "tilelang/ops/lowbit_kernels.py"
      const half v_169 = tl::mul(v_168, v_166);
#line 426 "tilelang/ops/lowbit_kernels.py"
      const half v_170 = v_164.v[2];
#line 432 "tilelang/ops/lowbit_kernels.py"
      const half v_171 = tl::mul(v_170, v_166);
#line 426 "tilelang/ops/lowbit_kernels.py"
      const half v_172 = v_164.v[3];
#line 432 "tilelang/ops/lowbit_kernels.py"
      const half v_173 = tl::mul(v_172, v_166);
#line 426 "tilelang/ops/lowbit_kernels.py"
      const half v_174 = v_164.v[4];
#line 432 "tilelang/ops/lowbit_kernels.py"
      const half v_175 = tl::mul(v_174, v_166);
#line 426 "tilelang/ops/lowbit_kernels.py"
      const half v_176 = v_164.v[5];
#line 432 "tilelang/ops/lowbit_kernels.py"
      const half v_177 = tl::mul(v_176, v_166);
#line 426 "tilelang/ops/lowbit_kernels.py"
      const half v_178 = v_164.v[6];
#line 432 "tilelang/ops/lowbit_kernels.py"
      const half v_179 = tl::mul(v_178, v_166);
#line 426 "tilelang/ops/lowbit_kernels.py"
      const half v_180 = v_164.v[7];
#line 432 "tilelang/ops/lowbit_kernels.py"
      const half v_181 = tl::mul(v_180, v_166);
#line 418 "tilelang/ops/lowbit_kernels.py"
      const tl::vec<half, 8> v_182 = tl::vec<half, 8>{{v_167, v_169, v_171, v_173, v_175, v_177, v_179, v_181}};
      *reinterpret_cast<tl::vec<half, 8>*>((B_f + v_160)) = v_182;
#line 426 "tilelang/ops/lowbit_kernels.py"
      const tl::vec<half, 8> v_183 = *reinterpret_cast<const tl::vec<half, 8>*>((dequant + l));
      const half v_184 = v_183.v[0];
#line 432 "tilelang/ops/lowbit_kernels.py"
      const half v_185 = tl::mul(v_184, v_166);
#line 426 "tilelang/ops/lowbit_kernels.py"
      const half v_186 = v_183.v[1];
#line 432 "tilelang/ops/lowbit_kernels.py"
      const half v_187 = tl::mul(v_186, v_166);
#line 426 "tilelang/ops/lowbit_kernels.py"
      const half v_188 = v_183.v[2];
#line 432 "tilelang/ops/lowbit_kernels.py"
      const half v_189 = tl::mul(v_188, v_166);
#line 426 "tilelang/ops/lowbit_kernels.py"
      const half v_190 = v_183.v[3];
#line 432 "tilelang/ops/lowbit_kernels.py"
      const half v_191 = tl::mul(v_190, v_166);
#line 426 "tilelang/ops/lowbit_kernels.py"
      const half v_192 = v_183.v[4];
#line 432 "tilelang/ops/lowbit_kernels.py"
      const half v_193 = tl::mul(v_192, v_166);
#line 426 "tilelang/ops/lowbit_kernels.py"
      const half v_194 = v_183.v[5];
#line 432 "tilelang/ops/lowbit_kernels.py"
      const half v_195 = tl::mul(v_194, v_166);
#line 426 "tilelang/ops/lowbit_kernels.py"
      const half v_196 = v_183.v[6];
#line 432 "tilelang/ops/lowbit_kernels.py"
      const half v_197 = tl::mul(v_196, v_166);
#line 426 "tilelang/ops/lowbit_kernels.py"
      const half v_198 = v_183.v[7];
#line 432 "tilelang/ops/lowbit_kernels.py"
      const half v_199 = tl::mul(v_198, v_166);
#line 418 "tilelang/ops/lowbit_kernels.py"
      const tl::vec<half, 8> v_200 = tl::vec<half, 8>{{v_185, v_187, v_189, v_191, v_193, v_195, v_197, v_199}};
      *reinterpret_cast<tl::vec<half, 8>*>((B_f + l)) = v_200;
    }
#line 452 "tilelang/ops/lowbit_kernels.py"
    alignas(16) half a_regs[64];
    alignas(16) half b_regs[16];
    const int v_201 = (v_105 + v_144);
    const int v_202 = (v_201 + 16);
    const int v_203 = (v_201 + 32);
    const int v_204 = (v_201 + 48);
    const int v_205 = (v_201 + 64);
    const int v_206 = (v_201 + 80);
    const int v_207 = (v_201 + 96);
    const int v_208 = (v_201 + 112);
    for (int kk = 0; kk < 4; kk += 1) {
      const int v_209 = (kk * 16);
      const int v_210 = (v_209 + v_107);
      const int v_211 = (v_210 ^ v_108);
      tl::ldmatrix<4, false>(a_regs + 0, (A_s + (v_201) * 64 + v_211));
      tl::ldmatrix<4, false>(a_regs + 8, (A_s + (v_202) * 64 + v_211));
      tl::ldmatrix<4, false>(a_regs + 16, (A_s + (v_203) * 64 + v_211));
      tl::ldmatrix<4, false>(a_regs + 24, (A_s + (v_204) * 64 + v_211));
      tl::ldmatrix<4, false>(a_regs + 32, (A_s + (v_205) * 64 + v_211));
      tl::ldmatrix<4, false>(a_regs + 40, (A_s + (v_206) * 64 + v_211));
      tl::ldmatrix<4, false>(a_regs + 48, (A_s + (v_207) * 64 + v_211));
      tl::ldmatrix<4, false>(a_regs + 56, (A_s + (v_208) * 64 + v_211));
      const int v_212 = (kk * 4);
      const half v_213 = B_f[v_212];
      b_regs[0] = v_213;
      const int v_214 = (v_212 + 1);
      const half v_215 = B_f[v_214];
      b_regs[1] = v_215;
      const int v_216 = (v_212 + 2);
      const half v_217 = B_f[v_216];
      b_regs[2] = v_217;
      const int v_218 = (v_212 + 3);
      const half v_219 = B_f[v_218];
      b_regs[3] = v_219;
      const int v_220 = (v_212 + 16);
      const half v_221 = B_f[v_220];
      b_regs[4] = v_221;
      const int v_222 = (v_212 + 17);
      const half v_223 = B_f[v_222];
      b_regs[5] = v_223;
      const int v_224 = (v_212 + 18);
      const half v_225 = B_f[v_224];
      b_regs[6] = v_225;
      const int v_226 = (v_212 + 19);
      const half v_227 = B_f[v_226];
      b_regs[7] = v_227;
      const int v_228 = (v_212 + 32);
      const half v_229 = B_f[v_228];
      b_regs[8] = v_229;
      const int v_230 = (v_212 + 33);
      const half v_231 = B_f[v_230];
      b_regs[9] = v_231;
      const int v_232 = (v_212 + 34);
      const half v_233 = B_f[v_232];
      b_regs[10] = v_233;
      const int v_234 = (v_212 + 35);
      const half v_235 = B_f[v_234];
      b_regs[11] = v_235;
      const int v_236 = (v_212 + 48);
      const half v_237 = B_f[v_236];
      b_regs[12] = v_237;
      const int v_238 = (v_212 + 49);
      const half v_239 = B_f[v_238];
      b_regs[13] = v_239;
      const int v_240 = (v_212 + 50);
      const half v_241 = B_f[v_240];
      b_regs[14] = v_241;
      const int v_242 = (v_212 + 51);
      const half v_243 = B_f[v_242];
      b_regs[15] = v_243;
      tl::mma_m16n8k16(a_regs + 0, b_regs + 0, C_f + 0);
      tl::mma_m16n8k16(a_regs + 0, b_regs + 4, C_f + 4);
      tl::mma_m16n8k16(a_regs + 0, b_regs + 8, C_f + 8);
      tl::mma_m16n8k16(a_regs + 0, b_regs + 12, C_f + 12);
      tl::mma_m16n8k16(a_regs + 8, b_regs + 0, C_f + 16);
      tl::mma_m16n8k16(a_regs + 8, b_regs + 4, C_f + 20);
      tl::mma_m16n8k16(a_regs + 8, b_regs + 8, C_f + 24);
      tl::mma_m16n8k16(a_regs + 8, b_regs + 12, C_f + 28);
      tl::mma_m16n8k16(a_regs + 16, b_regs + 0, C_f + 32);
      tl::mma_m16n8k16(a_regs + 16, b_regs + 4, C_f + 36);
      tl::mma_m16n8k16(a_regs + 16, b_regs + 8, C_f + 40);
      tl::mma_m16n8k16(a_regs + 16, b_regs + 12, C_f + 44);
      tl::mma_m16n8k16(a_regs + 24, b_regs + 0, C_f + 48);
      tl::mma_m16n8k16(a_regs + 24, b_regs + 4, C_f + 52);
      tl::mma_m16n8k16(a_regs + 24, b_regs + 8, C_f + 56);
      tl::mma_m16n8k16(a_regs + 24, b_regs + 12, C_f + 60);
      tl::mma_m16n8k16(a_regs + 32, b_regs + 0, C_f + 64);
      tl::mma_m16n8k16(a_regs + 32, b_regs + 4, C_f + 68);
      tl::mma_m16n8k16(a_regs + 32, b_regs + 8, C_f + 72);
      tl::mma_m16n8k16(a_regs + 32, b_regs + 12, C_f + 76);
      tl::mma_m16n8k16(a_regs + 40, b_regs + 0, C_f + 80);
      tl::mma_m16n8k16(a_regs + 40, b_regs + 4, C_f + 84);
      tl::mma_m16n8k16(a_regs + 40, b_regs + 8, C_f + 88);
      tl::mma_m16n8k16(a_regs + 40, b_regs + 12, C_f + 92);
      tl::mma_m16n8k16(a_regs + 48, b_regs + 0, C_f + 96);
      tl::mma_m16n8k16(a_regs + 48, b_regs + 4, C_f + 100);
      tl::mma_m16n8k16(a_regs + 48, b_regs + 8, C_f + 104);
      tl::mma_m16n8k16(a_regs + 48, b_regs + 12, C_f + 108);
      tl::mma_m16n8k16(a_regs + 56, b_regs + 0, C_f + 112);
      tl::mma_m16n8k16(a_regs + 56, b_regs + 4, C_f + 116);
      tl::mma_m16n8k16(a_regs + 56, b_regs + 8, C_f + 120);
      tl::mma_m16n8k16(a_regs + 56, b_regs + 12, C_f + 124);
    }
#line 474 "tilelang/ops/lowbit_kernels.py"
    const bool v_244 = (r == 3);
    const int v_245 = (v_111 + 2);
    const int v_246 = (v_244 ? 0 : v_245);
#line 490 "tilelang/ops/lowbit_kernels.py"
    r = v_246;
#line 474 "tilelang/ops/lowbit_kernels.py"
  }
  tl::cp_async_wait<0>();
#line 481 "tilelang/ops/lowbit_kernels.py"
  #pragma unroll
  for (int l_v_2 = 0; l_v_2 < 32; l_v_2 += 1) {
    const int v_247 = (l_v_2 * 4);
    const int v_248 = (l_v_2 / 4);
    const int v_249 = (l_v_2 % 4);
    const int v_250 = (v_248 * 16);
    const int v_251 = (v_250 + v_102);
    const int v_252 = (v_249 * 8);
    const int v_253 = (v_9 + v_252);
    const int v_254 = (v_253 + v_101);
    const int v_255 = (v_251 + v_3);
    const int v_256 = (v_254 + v_4);
    const tl::vec<float, 4> v_257 = *reinterpret_cast<const tl::vec<float, 4>*>((C_f + v_247));
    const float v_258 = v_257.v[0];
    const half v_259 = tl::cast<half>(v_258);
    const float v_260 = v_257.v[1];
    const half v_261 = tl::cast<half>(v_260);
    const tl::vec<half, 2> v_262 = tl::vec<half, 2>{{v_259, v_261}};
    *reinterpret_cast<tl::vec<half, 2>*>((C + (v_255) * 8192 + v_256)) = v_262;
    const int v_263 = (v_255 + 8);
    const float v_264 = v_257.v[2];
    const half v_265 = tl::cast<half>(v_264);
    const float v_266 = v_257.v[3];
    const half v_267 = tl::cast<half>(v_266);
    const tl::vec<half, 2> v_268 = tl::vec<half, 2>{{v_265, v_267}};
    *reinterpret_cast<tl::vec<half, 2>*>((C + (v_263) * 8192 + v_256)) = v_268;
  }
}
