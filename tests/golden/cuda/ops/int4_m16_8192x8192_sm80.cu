// lowbit_matmul: a (16, 8192) float16, weight (8192, 8192) int4 prepared, group 128, no zeros; sm_80
// plan: gemm {"block_M": 16, "block_N": 64, "block_K": 128, "num_stages": 4, "threads": 128, "split_k": 4, "swizzle": 0}
// written by `python scripts/update_golden.py` (never by hand): the CUDA source after prelude.cuh and a blank line, #line paths repository-relative
#line 490 "tilelang/ops/lowbit_kernels.py"
extern "C" __global__ void __launch_bounds__(128) gemm_kernel(half* __restrict__ A, unsigned char* __restrict__ B, half* __restrict__ Scales, half* __restrict__ C, float* __restrict__ Work, int* __restrict__ Arrivals) {
  extern __shared__ __align__(1024) unsigned char tl_smem[];
  const int tid = (int)threadIdx.x;
#line 363 "tilelang/ops/lowbit_kernels.py"
  half* const A_s = reinterpret_cast<half*>(tl_smem + 0);
#line 364 "tilelang/ops/lowbit_kernels.py"
  unsigned char* const B_s = reinterpret_cast<unsigned char*>(tl_smem + 16384);
#line 365 "tilelang/ops/lowbit_kernels.py"
  half* const S_s = reinterpret_cast<half*>(tl_smem + 32768);
#line 367 "tilelang/ops/lowbit_kernels.py"
  alignas(16) half B_f[64];
#line 369 "tilelang/ops/lowbit_kernels.py"
  alignas(16) float C_f[8];
#line 473 "tilelang/ops/lowbit_kernels.py"
  #pragma unroll
  for (int l_v = 0; l_v < 2; l_v += 1) {
    const int v = (l_v * 4);
    const tl::vec<float, 4> v_1 = tl::vec<float, 4>{{0.0f, 0.0f, 0.0f, 0.0f}};
    *reinterpret_cast<tl::vec<float, 4>*>((C_f + v)) = v_1;
  }
#line 476 "tilelang/ops/lowbit_kernels.py"
  const int v_2 = ((int)blockIdx.z * 16);
  const int k0 = (v_2 * 128);
#line 405 "tilelang/ops/lowbit_kernels.py"
  const int v_3 = ((int)blockIdx.y * 16);
#line 407 "tilelang/ops/lowbit_kernels.py"
  const int v_4 = ((int)blockIdx.x * 64);
#line 413 "tilelang/ops/lowbit_kernels.py"
  const int v_5 = (v_2 + 1);
  const bool v_6 = (tid < 8);
#line 452 "tilelang/ops/lowbit_kernels.py"
  const int v_7 = (tid / 32);
  const int v_8 = (tid % 32);
  const int v_9 = (v_7 * 16);
#line 405 "tilelang/ops/lowbit_kernels.py"
  for (int k = 0; k < 2; k += 1) {
    const int v_10 = (k * 128);
    const int v_11 = (v_10 + tid);
    const int v_12 = (v_11 % 16);
    const int v_13 = (v_11 / 16);
    const int v_14 = (v_12 * 8);
    const int v_15 = (v_13 + v_3);
    const int v_16 = (v_14 + k0);
    const int v_17 = (v_13 % 8);
    const int v_18 = (v_17 * 8);
    const int v_19 = (v_14 ^ v_18);
    tl::cp_async<16>((A_s + (v_13) * 128 + v_19), (A + (v_15) * 8192 + v_16), true);
  }
#line 407 "tilelang/ops/lowbit_kernels.py"
  for (int k_1 = 0; k_1 < 2; k_1 += 1) {
    const int v_20 = (k_1 * 128);
    const int v_21 = (v_20 + tid);
    const int v_22 = (v_21 % 4);
    const int v_23 = (v_21 / 4);
    const int v_24 = (v_22 * 32);
    const int v_25 = (v_23 + v_4);
    const int v_26 = (v_24 + k0);
    const int v_27 = (v_23 / 2);
    const int v_28 = (v_27 % 4);
    const int v_29 = (v_28 * 32);
    const int v_30 = (v_24 ^ v_29);
    const int v_31 = (v_30 * 4);
    const int v_32 = tl::floordiv(v_31, 8);
    const int v_33 = (v_26 * 4);
    const int v_34 = (v_33 / 8);
    tl::cp_async<16>((B_s + (v_23) * 64 + v_32), (B + (v_25) * 4096 + v_34), true);
  }
#line 413 "tilelang/ops/lowbit_kernels.py"
  if (v_6) {
    const int v_35 = (tid % 8);
    const int v_36 = (v_35 * 8);
    const int v_37 = (v_36 + v_4);
    tl::cp_async<16>((S_s + v_36), (Scales + (v_2) * 8192 + v_37), true);
  }
#line 474 "tilelang/ops/lowbit_kernels.py"
  tl::cp_async_commit();
#line 476 "tilelang/ops/lowbit_kernels.py"
  const int k0_1 = (v_5 * 128);
#line 413 "tilelang/ops/lowbit_kernels.py"
  const int v_38 = (v_2 + 2);
#line 405 "tilelang/ops/lowbit_kernels.py"
  for (int k_2 = 0; k_2 < 2; k_2 += 1) {
    const int v_39 = (k_2 * 128);
    const int v_40 = (v_39 + tid);
    const int v_41 = (v_40 % 16);
    const int v_42 = (v_40 / 16);
    const int v_43 = (v_41 * 8);
    const int v_44 = (v_42 + v_3);
    const int v_45 = (v_43 + k0_1);
    const int v_46 = (v_42 % 8);
    const int v_47 = (v_46 * 8);
    const int v_48 = (v_43 ^ v_47);
    const int v_49 = (v_42 + 16);
    tl::cp_async<16>((A_s + (v_49) * 128 + v_48), (A + (v_44) * 8192 + v_45), true);
  }
#line 407 "tilelang/ops/lowbit_kernels.py"
  for (int k_3 = 0; k_3 < 2; k_3 += 1) {
    const int v_50 = (k_3 * 128);
    const int v_51 = (v_50 + tid);
    const int v_52 = (v_51 % 4);
    const int v_53 = (v_51 / 4);
    const int v_54 = (v_52 * 32);
    const int v_55 = (v_53 + v_4);
    const int v_56 = (v_54 + k0_1);
    const int v_57 = (v_53 / 2);
    const int v_58 = (v_57 % 4);
    const int v_59 = (v_58 * 32);
    const int v_60 = (v_54 ^ v_59);
    const int v_61 = (v_60 * 4);
    const int v_62 = tl::floordiv(v_61, 8);
    const int v_63 = (v_56 * 4);
    const int v_64 = (v_63 / 8);
    const int v_65 = (v_53 + 64);
    tl::cp_async<16>((B_s + (v_65) * 64 + v_62), (B + (v_55) * 4096 + v_64), true);
  }
#line 413 "tilelang/ops/lowbit_kernels.py"
  if (v_6) {
    const int v_66 = (tid % 8);
    const int v_67 = (v_66 * 8);
    const int v_68 = (v_67 + v_4);
    tl::cp_async<16>((S_s + (1) * 64 + v_67), (Scales + (v_5) * 8192 + v_68), true);
  }
#line 474 "tilelang/ops/lowbit_kernels.py"
  tl::cp_async_commit();
#line 476 "tilelang/ops/lowbit_kernels.py"
  const int k0_2 = (v_38 * 128);
#line 405 "tilelang/ops/lowbit_kernels.py"
  for (int k_4 = 0; k_4 < 2; k_4 += 1) {
    const int v_69 = (k_4 * 128);
    const int v_70 = (v_69 + tid);
    const int v_71 = (v_70 % 16);
    const int v_72 = (v_70 / 16);
    const int v_73 = (v_71 * 8);
    const int v_74 = (v_72 + v_3);
    const int v_75 = (v_73 + k0_2);
    const int v_76 = (v_72 % 8);
    const int v_77 = (v_76 * 8);
    const int v_78 = (v_73 ^ v_77);
    const int v_79 = (v_72 + 32);
    tl::cp_async<16>((A_s + (v_79) * 128 + v_78), (A + (v_74) * 8192 + v_75), true);
  }
#line 407 "tilelang/ops/lowbit_kernels.py"
  for (int k_5 = 0; k_5 < 2; k_5 += 1) {
    const int v_80 = (k_5 * 128);
    const int v_81 = (v_80 + tid);
    const int v_82 = (v_81 % 4);
    const int v_83 = (v_81 / 4);
    const int v_84 = (v_82 * 32);
    const int v_85 = (v_83 + v_4);
    const int v_86 = (v_84 + k0_2);
    const int v_87 = (v_83 / 2);
    const int v_88 = (v_87 % 4);
    const int v_89 = (v_88 * 32);
    const int v_90 = (v_84 ^ v_89);
    const int v_91 = (v_90 * 4);
    const int v_92 = tl::floordiv(v_91, 8);
    const int v_93 = (v_86 * 4);
    const int v_94 = (v_93 / 8);
    const int v_95 = (v_83 + 128);
    tl::cp_async<16>((B_s + (v_95) * 64 + v_92), (B + (v_85) * 4096 + v_94), true);
  }
#line 413 "tilelang/ops/lowbit_kernels.py"
  if (v_6) {
    const int v_96 = (tid % 8);
    const int v_97 = (v_96 * 8);
    const int v_98 = (v_97 + v_4);
    tl::cp_async<16>((S_s + (2) * 64 + v_97), (Scales + (v_38) * 8192 + v_98), true);
  }
#line 474 "tilelang/ops/lowbit_kernels.py"
  tl::cp_async_commit();
#line 418 "tilelang/ops/lowbit_kernels.py"
  const int v_99 = (v_8 % 4);
  const int v_100 = (v_99 * 2);
  const int v_101 = (v_8 / 4);
  const int v_102 = (v_99 * 8);
#line 452 "tilelang/ops/lowbit_kernels.py"
  const int v_103 = (v_8 % 8);
  const int v_104 = (v_8 / 8);
  const int v_105 = (v_8 % 16);
  const int v_106 = (v_8 / 16);
  const int v_107 = (v_106 * 8);
  const int v_108 = (v_103 * 8);
#line 474 "tilelang/ops/lowbit_kernels.py"
  int r = 0;
  for (int ko = 0; ko < 16; ko += 1) {
    tl::cp_async_wait<2>();
    __syncthreads();
    const int v_109 = (ko + 3);
    const bool v_110 = (r == 0);
    const int v_111 = (r - 1);
    const int v_112 = (v_110 ? 3 : v_111);
    const bool v_113 = (v_109 < 16);
    if (v_113) {
      const int v_114 = tl::min(v_109, 15);
#line 476 "tilelang/ops/lowbit_kernels.py"
      const int v_115 = (v_2 + v_114);
      const int k0_3 = (v_115 * 128);
#line 474 "tilelang/ops/lowbit_kernels.py"
      const int v_116 = (v_112 * 16);
      const int v_117 = (v_112 * 64);
#line 405 "tilelang/ops/lowbit_kernels.py"
      for (int k_6 = 0; k_6 < 2; k_6 += 1) {
        const int v_118 = (k_6 * 128);
        const int v_119 = (v_118 + tid);
        const int v_120 = (v_119 / 16);
        const int v_121 = (v_105 * 8);
        const int v_122 = (v_120 + v_3);
        const int v_123 = (v_121 + k0_3);
        const int v_124 = (v_120 % 8);
        const int v_125 = (v_124 * 8);
        const int v_126 = (v_121 ^ v_125);
        const int v_127 = (v_120 + v_116);
        tl::cp_async<16>((A_s + (v_127) * 128 + v_126), (A + (v_122) * 8192 + v_123), true);
      }
#line 407 "tilelang/ops/lowbit_kernels.py"
      for (int k_7 = 0; k_7 < 2; k_7 += 1) {
        const int v_128 = (k_7 * 128);
        const int v_129 = (v_128 + tid);
        const int v_130 = (v_129 / 4);
        const int v_131 = (v_99 * 32);
        const int v_132 = (v_130 + v_4);
        const int v_133 = (v_131 + k0_3);
        const int v_134 = (v_104 * 32);
        const int v_135 = (v_131 ^ v_134);
        const int v_136 = (v_135 * 4);
        const int v_137 = tl::floordiv(v_136, 8);
        const int v_138 = (v_133 * 4);
        const int v_139 = (v_138 / 8);
        const int v_140 = (v_130 + v_117);
        tl::cp_async<16>((B_s + (v_140) * 64 + v_137), (B + (v_132) * 4096 + v_139), true);
      }
#line 413 "tilelang/ops/lowbit_kernels.py"
      if (v_6) {
        const int v_141 = (v_108 + v_4);
        tl::cp_async<16>((S_s + (v_112) * 64 + v_108), (Scales + (v_115) * 8192 + v_141), true);
      }
#line 474 "tilelang/ops/lowbit_kernels.py"
    }
    tl::cp_async_commit();
    const int v_142 = (r * 16);
    const int v_143 = (r * 64);
#line 418 "tilelang/ops/lowbit_kernels.py"
    alignas(16) half dequant[64];
    #pragma unroll
    for (int g = 0; g < 8; g += 1) {
      const int v_144 = (g * 8);
      const int v_145 = (v_144 / 4);
      const int v_146 = (g / 4);
      const int v_147 = (v_145 % 8);
      const int v_148 = (v_147 * 16);
      const int v_149 = (v_146 * 8);
      const int v_150 = (v_9 + v_149);
      const int v_151 = (v_150 + v_101);
      const int v_152 = (v_148 + v_102);
      const int v_153 = (v_104 * 32);
      const int v_154 = (v_152 ^ v_153);
      const int v_155 = tl::floordiv(v_154, 8);
      const int v_156 = (v_155 * 4);
      const int v_157 = (v_151 + v_143);
      const unsigned v_158 = *reinterpret_cast<const unsigned*>((B_s + (v_157) * 64 + v_156));
      tl::dequant_i4<true>(dequant + v_144, v_158);
    }
    #pragma unroll
    for (int l_v_1 = 0; l_v_1 < 4; l_v_1 += 1) {
      const int v_159 = (l_v_1 * 16);
      const int l = (v_159 + 8);
      const int v_160 = (l_v_1 / 2);
      const int v_161 = (v_160 * 8);
      const int v_162 = (v_9 + v_161);
      const int v_163 = (v_162 + v_101);
#line 426 "tilelang/ops/lowbit_kernels.py"
      const tl::vec<half, 8> v_164 = *reinterpret_cast<const tl::vec<half, 8>*>((dequant + v_159));
      const half v_165 = v_164.v[0];
#line 432 "tilelang/ops/lowbit_kernels.py"
      const half v_166 = S_s[(r) * 64 + v_163];
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
      *reinterpret_cast<tl::vec<half, 8>*>((B_f + v_159)) = v_182;
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
    alignas(16) half a_regs[8];
    alignas(16) half b_regs[8];
    alignas(16) float c_odd[8];
    #pragma unroll
    for (int l_v_2 = 0; l_v_2 < 2; l_v_2 += 1) {
      const int v_201 = (l_v_2 * 4);
      const tl::vec<float, 4> v_202 = tl::vec<float, 4>{{0.0f, 0.0f, 0.0f, 0.0f}};
      *reinterpret_cast<tl::vec<float, 4>*>((c_odd + v_201)) = v_202;
    }
    const int v_203 = (v_105 + v_142);
    for (int kk = 0; kk < 4; kk += 1) {
      const int v_204 = (kk * 2);
      const int v_205 = (v_204 * 16);
      const int v_206 = (v_205 + v_107);
      const int v_207 = (v_206 ^ v_108);
      tl::ldmatrix<4, false>(a_regs + 0, (A_s + (v_203) * 128 + v_207));
      const int v_208 = (v_204 * 4);
      const half v_209 = B_f[v_208];
      b_regs[0] = v_209;
      const int v_210 = (v_208 + 1);
      const half v_211 = B_f[v_210];
      b_regs[1] = v_211;
      const int v_212 = (v_208 + 2);
      const half v_213 = B_f[v_212];
      b_regs[2] = v_213;
      const int v_214 = (v_208 + 3);
      const half v_215 = B_f[v_214];
      b_regs[3] = v_215;
      const int v_216 = (v_208 + 32);
      const half v_217 = B_f[v_216];
      b_regs[4] = v_217;
      const int v_218 = (v_208 + 33);
      const half v_219 = B_f[v_218];
      b_regs[5] = v_219;
      const int v_220 = (v_208 + 34);
      const half v_221 = B_f[v_220];
      b_regs[6] = v_221;
      const int v_222 = (v_208 + 35);
      const half v_223 = B_f[v_222];
      b_regs[7] = v_223;
      tl::mma_m16n8k16(a_regs + 0, b_regs + 0, C_f + 0);
      tl::mma_m16n8k16(a_regs + 0, b_regs + 4, C_f + 4);
      const int v_224 = (v_204 + 1);
      const int v_225 = (v_206 + 16);
      const int v_226 = (v_225 ^ v_108);
      tl::ldmatrix<4, false>(a_regs + 0, (A_s + (v_203) * 128 + v_226));
      const int v_227 = (v_224 * 4);
      const half v_228 = B_f[v_227];
      b_regs[0] = v_228;
      const int v_229 = (v_227 + 1);
      const half v_230 = B_f[v_229];
      b_regs[1] = v_230;
      const int v_231 = (v_227 + 2);
      const half v_232 = B_f[v_231];
      b_regs[2] = v_232;
      const int v_233 = (v_227 + 3);
      const half v_234 = B_f[v_233];
      b_regs[3] = v_234;
      const int v_235 = (v_227 + 32);
      const half v_236 = B_f[v_235];
      b_regs[4] = v_236;
      const int v_237 = (v_227 + 33);
      const half v_238 = B_f[v_237];
      b_regs[5] = v_238;
      const int v_239 = (v_227 + 34);
      const half v_240 = B_f[v_239];
      b_regs[6] = v_240;
      const int v_241 = (v_227 + 35);
      const half v_242 = B_f[v_241];
      b_regs[7] = v_242;
      tl::mma_m16n8k16(a_regs + 0, b_regs + 0, c_odd + 0);
      tl::mma_m16n8k16(a_regs + 0, b_regs + 4, c_odd + 4);
    }
    #pragma unroll
    for (int l_v_3 = 0; l_v_3 < 2; l_v_3 += 1) {
      const int v_243 = (l_v_3 * 4);
      const tl::vec<float, 4> v_244 = *reinterpret_cast<const tl::vec<float, 4>*>((C_f + v_243));
      const float v_245 = v_244.v[0];
      const tl::vec<float, 4> v_246 = *reinterpret_cast<const tl::vec<float, 4>*>((c_odd + v_243));
      const float v_247 = v_246.v[0];
      const float v_248 = (v_245 + v_247);
      const float v_249 = v_244.v[1];
      const float v_250 = v_246.v[1];
      const float v_251 = (v_249 + v_250);
      const float v_252 = v_244.v[2];
      const float v_253 = v_246.v[2];
      const float v_254 = (v_252 + v_253);
      const float v_255 = v_244.v[3];
      const float v_256 = v_246.v[3];
      const float v_257 = (v_255 + v_256);
      const tl::vec<float, 4> v_258 = tl::vec<float, 4>{{v_248, v_251, v_254, v_257}};
      *reinterpret_cast<tl::vec<float, 4>*>((C_f + v_243)) = v_258;
    }
#line 474 "tilelang/ops/lowbit_kernels.py"
    const bool v_259 = (r == 3);
    const int v_260 = (v_111 + 2);
    const int v_261 = (v_259 ? 0 : v_260);
#line 490 "tilelang/ops/lowbit_kernels.py"
    r = v_261;
#line 474 "tilelang/ops/lowbit_kernels.py"
  }
  tl::cp_async_wait<0>();
#line 479 "tilelang/ops/lowbit_kernels.py"
  float* const split_k_tile = reinterpret_cast<float*>(tl_smem + 0);
  __syncthreads();
  const int v_262 = (v_101 + 8);
  #pragma unroll
  for (int l_v_4 = 0; l_v_4 < 2; l_v_4 += 1) {
    const int v_263 = (l_v_4 * 4);
    const int v_264 = (l_v_4 * 8);
    const int v_265 = (v_9 + v_264);
    const int v_266 = (v_265 + v_100);
    const tl::vec<float, 4> v_267 = *reinterpret_cast<const tl::vec<float, 4>*>((C_f + v_263));
    const float v_268 = v_267.v[0];
    const float v_269 = v_267.v[1];
    const tl::vec<float, 2> v_270 = tl::vec<float, 2>{{v_268, v_269}};
    *reinterpret_cast<tl::vec<float, 2>*>((split_k_tile + (v_101) * 64 + v_266)) = v_270;
    const float v_271 = v_267.v[2];
    const float v_272 = v_267.v[3];
    const tl::vec<float, 2> v_273 = tl::vec<float, 2>{{v_271, v_272}};
    *reinterpret_cast<tl::vec<float, 2>*>((split_k_tile + (v_262) * 64 + v_266)) = v_273;
  }
  __syncthreads();
  for (int k_8 = 0; k_8 < 2; k_8 += 1) {
    const int v_274 = (k_8 * 128);
    const int v_275 = (v_274 + tid);
    const int v_276 = (v_275 / 16);
    const int v_277 = (v_105 * 4);
    const int v_278 = (v_3 + v_276);
    const int v_279 = (v_4 + v_277);
    const tl::vec<float, 4> v_280 = *reinterpret_cast<const tl::vec<float, 4>*>((split_k_tile + (v_276) * 64 + v_277));
    *reinterpret_cast<tl::vec<float, 4>*>((Work + (((int)blockIdx.z) * 16 + v_278) * 8192 + v_279)) = v_280;
  }
  __syncthreads();
  int* const split_k_last = reinterpret_cast<int*>(tl_smem + 0);
  const bool v_281 = (tid == 0);
  if (v_281) {
    const int v_282 = tl::fetch_add_acq_rel((Arrivals + ((int)blockIdx.y) * 128 + (int)blockIdx.x), 1);
    split_k_last[0] = v_282;
  }
  __syncthreads();
  const int v_283 = split_k_last[0];
  const bool v_284 = (v_283 == 3);
  if (v_284) {
    for (int k_9 = 0; k_9 < 2; k_9 += 1) {
      const int v_285 = (k_9 * 128);
      const int v_286 = (v_285 + tid);
      const int v_287 = (v_286 / 16);
      const int v_288 = (v_105 * 4);
      const int v_289 = (v_3 + v_287);
      const int v_290 = (v_4 + v_288);
      const tl::vec<float, 4> v_291 = *reinterpret_cast<const tl::vec<float, 4>*>((Work + (v_289) * 8192 + v_290));
      const float v_292 = v_291.v[0];
      const tl::vec<float, 4> v_293 = *reinterpret_cast<const tl::vec<float, 4>*>((Work + ((1) * 16 + v_289) * 8192 + v_290));
      const float v_294 = v_293.v[0];
      const float v_295 = (v_292 + v_294);
      const tl::vec<float, 4> v_296 = *reinterpret_cast<const tl::vec<float, 4>*>((Work + ((2) * 16 + v_289) * 8192 + v_290));
      const float v_297 = v_296.v[0];
      const float v_298 = (v_295 + v_297);
      const tl::vec<float, 4> v_299 = *reinterpret_cast<const tl::vec<float, 4>*>((Work + ((3) * 16 + v_289) * 8192 + v_290));
      const float v_300 = v_299.v[0];
      const float v_301 = (v_298 + v_300);
      const half v_302 = tl::cast<half>(v_301);
      const float v_303 = v_291.v[1];
      const float v_304 = v_293.v[1];
      const float v_305 = (v_303 + v_304);
      const float v_306 = v_296.v[1];
      const float v_307 = (v_305 + v_306);
      const float v_308 = v_299.v[1];
      const float v_309 = (v_307 + v_308);
      const half v_310 = tl::cast<half>(v_309);
      const float v_311 = v_291.v[2];
      const float v_312 = v_293.v[2];
      const float v_313 = (v_311 + v_312);
      const float v_314 = v_296.v[2];
      const float v_315 = (v_313 + v_314);
      const float v_316 = v_299.v[2];
      const float v_317 = (v_315 + v_316);
      const half v_318 = tl::cast<half>(v_317);
      const float v_319 = v_291.v[3];
      const float v_320 = v_293.v[3];
      const float v_321 = (v_319 + v_320);
      const float v_322 = v_296.v[3];
      const float v_323 = (v_321 + v_322);
      const float v_324 = v_299.v[3];
      const float v_325 = (v_323 + v_324);
      const half v_326 = tl::cast<half>(v_325);
      const tl::vec<half, 4> v_327 = tl::vec<half, 4>{{v_302, v_310, v_318, v_326}};
      *reinterpret_cast<tl::vec<half, 4>*>((C + (v_289) * 8192 + v_290)) = v_327;
    }
    if (v_281) {
      Arrivals[((int)blockIdx.y) * 128 + (int)blockIdx.x] = 0;
    }
  }
}
