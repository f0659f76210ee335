// lowbit_matmul: a (1, 8192) float16, weight (8192, 8192) int4 prepared, group 128, no zeros; sm_80
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
#line 402 "tilelang/ops/lowbit_kernels.py"
  const int v_3 = (k0 + 128);
  const bool v_4 = (tid < 16);
#line 407 "tilelang/ops/lowbit_kernels.py"
  const int v_5 = ((int)blockIdx.x * 64);
#line 413 "tilelang/ops/lowbit_kernels.py"
  const int v_6 = (v_2 + 1);
  const bool v_7 = (tid < 8);
#line 452 "tilelang/ops/lowbit_kernels.py"
  const int v_8 = (tid / 32);
  const int v_9 = (tid % 32);
  const int v_10 = (v_8 * 16);
#line 402 "tilelang/ops/lowbit_kernels.py"
  if (v_4) {
    const int v_11 = (tid % 16);
    const int v_12 = (v_11 * 8);
    const int v_13 = (v_12 + k0);
    tl::cp_async<16>((A_s + v_12), (A + v_13), true);
  }
#line 407 "tilelang/ops/lowbit_kernels.py"
  for (int k = 0; k < 2; k += 1) {
    const int v_14 = (k * 128);
    const int v_15 = (v_14 + tid);
    const int v_16 = (v_15 % 4);
    const int v_17 = (v_15 / 4);
    const int v_18 = (v_16 * 32);
    const int v_19 = (v_17 + v_5);
    const int v_20 = (v_18 + k0);
    const int v_21 = (v_17 / 2);
    const int v_22 = (v_21 % 4);
    const int v_23 = (v_22 * 32);
    const int v_24 = (v_18 ^ v_23);
    const int v_25 = (v_24 * 4);
    const int v_26 = tl::floordiv(v_25, 8);
    const int v_27 = (v_20 * 4);
    const int v_28 = (v_27 / 8);
    tl::cp_async<16>((B_s + (v_17) * 64 + v_26), (B + (v_19) * 4096 + v_28), true);
  }
#line 413 "tilelang/ops/lowbit_kernels.py"
  if (v_7) {
    const int v_29 = (tid % 8);
    const int v_30 = (v_29 * 8);
    const int v_31 = (v_30 + v_5);
    tl::cp_async<16>((S_s + v_30), (Scales + (v_2) * 8192 + v_31), true);
  }
#line 474 "tilelang/ops/lowbit_kernels.py"
  tl::cp_async_commit();
#line 402 "tilelang/ops/lowbit_kernels.py"
  const int v_32 = (k0 + 256);
#line 413 "tilelang/ops/lowbit_kernels.py"
  const int v_33 = (v_2 + 2);
#line 402 "tilelang/ops/lowbit_kernels.py"
  if (v_4) {
    const int v_34 = (tid % 16);
    const int v_35 = (v_34 * 8);
    const int v_36 = (v_35 + v_3);
    tl::cp_async<16>((A_s + (16) * 128 + v_35), (A + v_36), true);
  }
#line 407 "tilelang/ops/lowbit_kernels.py"
  for (int k_1 = 0; k_1 < 2; k_1 += 1) {
    const int v_37 = (k_1 * 128);
    const int v_38 = (v_37 + tid);
    const int v_39 = (v_38 % 4);
    const int v_40 = (v_38 / 4);
    const int v_41 = (v_39 * 32);
    const int v_42 = (v_40 + v_5);
    const int v_43 = (v_41 + v_3);
    const int v_44 = (v_40 / 2);
    const int v_45 = (v_44 % 4);
    const int v_46 = (v_45 * 32);
    const int v_47 = (v_41 ^ v_46);
    const int v_48 = (v_47 * 4);
    const int v_49 = tl::floordiv(v_48, 8);
    const int v_50 = (v_43 * 4);
    const int v_51 = (v_50 / 8);
    const int v_52 = (v_40 + 64);
    tl::cp_async<16>((B_s + (v_52) * 64 + v_49), (B + (v_42) * 4096 + v_51), true);
  }
#line 413 "tilelang/ops/lowbit_kernels.py"
  if (v_7) {
    const int v_53 = (tid % 8);
    const int v_54 = (v_53 * 8);
    const int v_55 = (v_54 + v_5);
    tl::cp_async<16>((S_s + (1) * 64 + v_54), (Scales + (v_6) * 8192 + v_55), true);
  }
#line 474 "tilelang/ops/lowbit_kernels.py"
  tl::cp_async_commit();
#line 402 "tilelang/ops/lowbit_kernels.py"
  if (v_4) {
    const int v_56 = (tid % 16);
    const int v_57 = (v_56 * 8);
    const int v_58 = (v_57 + v_32);
    tl::cp_async<16>((A_s + (32) * 128 + v_57), (A + v_58), true);
  }
#line 407 "tilelang/ops/lowbit_kernels.py"
  for (int k_2 = 0; k_2 < 2; k_2 += 1) {
    const int v_59 = (k_2 * 128);
    const int v_60 = (v_59 + tid);
    const int v_61 = (v_60 % 4);
    const int v_62 = (v_60 / 4);
    const int v_63 = (v_61 * 32);
    const int v_64 = (v_62 + v_5);
    const int v_65 = (v_63 + v_32);
    const int v_66 = (v_62 / 2);
    const int v_67 = (v_66 % 4);
    const int v_68 = (v_67 * 32);
    const int v_69 = (v_63 ^ v_68);
    const int v_70 = (v_69 * 4);
    const int v_71 = tl::floordiv(v_70, 8);
    const int v_72 = (v_65 * 4);
    const int v_73 = (v_72 / 8);
    const int v_74 = (v_62 + 128);
    tl::cp_async<16>((B_s + (v_74) * 64 + v_71), (B + (v_64) * 4096 + v_73), true);
  }
#line 413 "tilelang/ops/lowbit_kernels.py"
  if (v_7) {
    const int v_75 = (tid % 8);
    const int v_76 = (v_75 * 8);
    const int v_77 = (v_76 + v_5);
    tl::cp_async<16>((S_s + (2) * 64 + v_76), (Scales + (v_33) * 8192 + v_77), true);
  }
#line 474 "tilelang/ops/lowbit_kernels.py"
  tl::cp_async_commit();
#line 418 "tilelang/ops/lowbit_kernels.py"
  const int v_78 = (v_9 % 4);
  const int v_79 = (v_78 * 2);
  const int v_80 = (v_9 / 4);
  const int v_81 = (v_78 * 8);
#line 452 "tilelang/ops/lowbit_kernels.py"
  const int v_82 = (v_9 % 8);
  const int v_83 = (v_9 / 8);
  const int v_84 = (v_9 % 16);
  const int v_85 = (v_9 / 16);
  const int v_86 = (v_85 * 8);
  const int v_87 = (v_82 * 8);
#line 474 "tilelang/ops/lowbit_kernels.py"
  int r = 0;
  for (int ko = 0; ko < 16; ko += 1) {
    tl::cp_async_wait<2>();
    __syncthreads();
    const int v_88 = (ko + 3);
    const bool v_89 = (r == 0);
    const int v_90 = (r - 1);
    const int v_91 = (v_89 ? 3 : v_90);
    const bool v_92 = (v_88 < 16);
    if (v_92) {
      const int v_93 = tl::min(v_88, 15);
#line 476 "tilelang/ops/lowbit_kernels.py"
      const int v_94 = (v_2 + v_93);
      const int k0_1 = (v_94 * 128);
#line 474 "tilelang/ops/lowbit_kernels.py"
      const int v_95 = (v_91 * 16);
      const int v_96 = (v_91 * 64);
#line 402 "tilelang/ops/lowbit_kernels.py"
      if (v_4) {
        const int v_97 = (v_84 * 8);
        const int v_98 = (v_97 + k0_1);
        tl::cp_async<16>((A_s + (v_95) * 128 + v_97), (A + v_98), true);
      }
#line 407 "tilelang/ops/lowbit_kernels.py"
      for (int k_3 = 0; k_3 < 2; k_3 += 1) {
        const int v_99 = (k_3 * 128);
        const int v_100 = (v_99 + tid);
        const int v_101 = (v_100 / 4);
        const int v_102 = (v_78 * 32);
        const int v_103 = (v_101 + v_5);
        const int v_104 = (v_102 + k0_1);
        const int v_105 = (v_83 * 32);
        const int v_106 = (v_102 ^ v_105);
        const int v_107 = (v_106 * 4);
        const int v_108 = tl::floordiv(v_107, 8);
        const int v_109 = (v_104 * 4);
        const int v_110 = (v_109 / 8);
        const int v_111 = (v_101 + v_96);
        tl::cp_async<16>((B_s + (v_111) * 64 + v_108), (B + (v_103) * 4096 + v_110), true);
      }
#line 413 "tilelang/ops/lowbit_kernels.py"
      if (v_7) {
        const int v_112 = (v_87 + v_5);
        tl::cp_async<16>((S_s + (v_91) * 64 + v_87), (Scales + (v_94) * 8192 + v_112), true);
      }
#line 474 "tilelang/ops/lowbit_kernels.py"
    }
    tl::cp_async_commit();
    const int v_113 = (r * 16);
    const int v_114 = (r * 64);
#line 418 "tilelang/ops/lowbit_kernels.py"
    alignas(16) half dequant[64];
    #pragma unroll
    for (int g = 0; g < 8; g += 1) {
      const int v_115 = (g * 8);
      const int v_116 = (v_115 / 4);
      const int v_117 = (g / 4);
      const int v_118 = (v_116 % 8);
      const int v_119 = (v_118 * 16);
      const int v_120 = (v_117 * 8);
      const int v_121 = (v_10 + v_120);
      const int v_122 = (v_121 + v_80);
      const int v_123 = (v_119 + v_81);
      const int v_124 = (v_83 * 32);
      const int v_125 = (v_123 ^ v_124);
      const int v_126 = tl::floordiv(v_125, 8);
      const int v_127 = (v_126 * 4);
      const int v_128 = (v_122 + v_114);
      const unsigned v_129 = *reinterpret_cast<const unsigned*>((B_s + (v_128) * 64 + v_127));
      tl::dequant_i4<true>(dequant + v_115, v_129);
    }
    #pragma unroll
    for (int l_v_1 = 0; l_v_1 < 4; l_v_1 += 1) {
      const int v_130 = (l_v_1 * 16);
      const int l = (v_130 + 8);
      const int v_131 = (l_v_1 / 2);
      const int v_132 = (v_131 * 8);
      const int v_133 = (v_10 + v_132);
      const int v_134 = (v_133 + v_80);
#line 426 "tilelang/ops/lowbit_kernels.py"
      const tl::vec<half, 8> v_135 = *reinterpret_cast<const tl::vec<half, 8>*>((dequant + v_130));
      const half v_136 = v_135.v[0];
#line 432 "tilelang/ops/lowbit_kernels.py"
      const half v_137 = S_s[(r) * 64 + v_134];
      const half v_138 = tl::mul(v_136, v_137);
#line 426 "tilelang/ops/lowbit_kernels.py"
      const half v_139 = v_135.v[1];
#line 432 "tilelang/ops/lowbit_kernels.py"
      const half v_140 = tl::mul(v_139, v_137);
#line 426 "tilelang/ops/lowbit_kernels.py"
      const half v_141 = v_135.v[2];
#line 432 "tilelang/ops/lowbit_kernels.py"
      const half v_142 = tl::mul(v_141, v_137);
#line 426 "tilelang/ops/lowbit_kernels.py"
      const half v_143 = v_135.v[3];
#line 432 "tilelang/ops/lowbit_kernels.py"
      const half v_144 = tl::mul(v_143, v_137);
#line 426 "tilelang/ops/lowbit_kernels.py"
      const half v_145 = v_135.v[4];
#line 432 "tilelang/ops/lowbit_kernels.py"
      const half v_146 = tl::mul(v_145, v_137);
#line 426 "tilelang/ops/lowbit_kernels.py"
      const half v_147 = v_135.v[5];
#line 432 "tilelang/ops/lowbit_kernels.py"
      const half v_148 = tl::mul(v_147, v_137);
#line 426 "tilelang/ops/lowbit_kernels.py"
      const half v_149 = v_135.v[6];
#line 432 "tilelang/ops/lowbit_kernels.py"
      const half v_150 = tl::mul(v_149, v_137);
#line 426 "tilelang/ops/lowbit_kernels.py"
      const half v_151 = v_135.v[7];
#line 432 "tilelang/ops/lowbit_kernels.py"
      const half v_152 = tl::mul(v_151, v_137);
#line 418 "tilelang/ops/lowbit_kernels.py"
      const tl::vec<half, 8> v_153 = tl::vec<half, 8>{{v_138, v_140, v_142, v_144, v_146, v_148, v_150, v_152}};
      *reinterpret_cast<tl::vec<half, 8>*>((B_f + v_130)) = v_153;
#line 426 "tilelang/ops/lowbit_kernels.py"
      const tl::vec<half, 8> v_154 = *reinterpret_cast<const tl::vec<half, 8>*>((dequant + l));
      const half v_155 = v_154.v[0];
#line 432 "tilelang/ops/lowbit_kernels.py"
      const half v_156 = tl::mul(v_155, v_137);
#line 426 "tilelang/ops/lowbit_kernels.py"
      const half v_157 = v_154.v[1];
#line 432 "tilelang/ops/lowbit_kernels.py"
      const half v_158 = tl::mul(v_157, v_137);
#line 426 "tilelang/ops/lowbit_kernels.py"
      const half v_159 = v_154.v[2];
#line 432 "tilelang/ops/lowbit_kernels.py"
      const half v_160 = tl::mul(v_159, v_137);
#line 426 "tilelang/ops/lowbit_kernels.py"
      const half v_161 = v_154.v[3];
#line 432 "tilelang/ops/lowbit_kernels.py"
      const half v_162 = tl::mul(v_161, v_137);
#line 426 "tilelang/ops/lowbit_kernels.py"
      const half v_163 = v_154.v[4];
#line 432 "tilelang/ops/lowbit_kernels.py"
      const half v_164 = tl::mul(v_163, v_137);
#line 426 "tilelang/ops/lowbit_kernels.py"
      const half v_165 = v_154.v[5];
#line 432 "tilelang/ops/lowbit_kernels.py"
      const half v_166 = tl::mul(v_165, v_137);
#line 426 "tilelang/ops/lowbit_kernels.py"
      const half v_167 = v_154.v[6];
#line 432 "tilelang/ops/lowbit_kernels.py"
      const half v_168 = tl::mul(v_167, v_137);
#line 426 "tilelang/ops/lowbit_kernels.py"
      const half v_169 = v_154.v[7];
#line 432 "tilelang/ops/lowbit_kernels.py"
      const half v_170 = tl::mul(v_169, v_137);
#line 418 "tilelang/ops/lowbit_kernels.py"
      const tl::vec<half, 8> v_171 = tl::vec<half, 8>{{v_156, v_158, v_160, v_162, v_164, v_166, v_168, v_170}};
      *reinterpret_cast<tl::vec<half, 8>*>((B_f + l)) = v_171;
    }
#line 452 "tilelang/ops/lowbit_kernels.py"
    alignas(16) half a_regs[8];
    alignas(16) half b_regs[8];
    alignas(16) float c_odd[8];
    #pragma unroll
    for (int l_v_2 = 0; l_v_2 < 2; l_v_2 += 1) {
      const int v_172 = (l_v_2 * 4);
      const tl::vec<float, 4> v_173 = tl::vec<float, 4>{{0.0f, 0.0f, 0.0f, 0.0f}};
      *reinterpret_cast<tl::vec<float, 4>*>((c_odd + v_172)) = v_173;
    }
    const int v_174 = (v_84 + v_113);
    for (int kk = 0; kk < 4; kk += 1) {
      const int v_175 = (kk * 2);
      const int v_176 = (v_175 * 16);
      const int v_177 = (v_176 + v_86);
      const int v_178 = (v_177 ^ v_87);
      tl::ldmatrix<4, false>(a_regs + 0, (A_s + (v_174) * 128 + v_178));
      const int v_179 = (v_175 * 4);
      const half v_180 = B_f[v_179];
      b_regs[0] = v_180;
      const int v_181 = (v_179 + 1);
      const half v_182 = B_f[v_181];
      b_regs[1] = v_182;
      const int v_183 = (v_179 + 2);
      const half v_184 = B_f[v_183];
      b_regs[2] = v_184;
      const int v_185 = (v_179 + 3);
      const half v_186 = B_f[v_185];
      b_regs[3] = v_186;
      const int v_187 = (v_179 + 32);
      const half v_188 = B_f[v_187];
      b_regs[4] = v_188;
      const int v_189 = (v_179 + 33);
      const half v_190 = B_f[v_189];
      b_regs[5] = v_190;
      const int v_191 = (v_179 + 34);
      const half v_192 = B_f[v_191];
      b_regs[6] = v_192;
      const int v_193 = (v_179 + 35);
      const half v_194 = B_f[v_193];
      b_regs[7] = v_194;
      tl::mma_m16n8k16(a_regs + 0, b_regs + 0, C_f + 0);
      tl::mma_m16n8k16(a_regs + 0, b_regs + 4, C_f + 4);
      const int v_195 = (v_175 + 1);
      const int v_196 = (v_177 + 16);
      const int v_197 = (v_196 ^ v_87);
      tl::ldmatrix<4, false>(a_regs + 0, (A_s + (v_174) * 128 + v_197));
      const int v_198 = (v_195 * 4);
      const half v_199 = B_f[v_198];
      b_regs[0] = v_199;
      const int v_200 = (v_198 + 1);
      const half v_201 = B_f[v_200];
      b_regs[1] = v_201;
      const int v_202 = (v_198 + 2);
      const half v_203 = B_f[v_202];
      b_regs[2] = v_203;
      const int v_204 = (v_198 + 3);
      const half v_205 = B_f[v_204];
      b_regs[3] = v_205;
      const int v_206 = (v_198 + 32);
      const half v_207 = B_f[v_206];
      b_regs[4] = v_207;
      const int v_208 = (v_198 + 33);
      const half v_209 = B_f[v_208];
      b_regs[5] = v_209;
      const int v_210 = (v_198 + 34);
      const half v_211 = B_f[v_210];
      b_regs[6] = v_211;
      const int v_212 = (v_198 + 35);
      const half v_213 = B_f[v_212];
      b_regs[7] = v_213;
      tl::mma_m16n8k16(a_regs + 0, b_regs + 0, c_odd + 0);
      tl::mma_m16n8k16(a_regs + 0, b_regs + 4, c_odd + 4);
    }
    #pragma unroll
    for (int l_v_3 = 0; l_v_3 < 2; l_v_3 += 1) {
      const int v_214 = (l_v_3 * 4);
      const tl::vec<float, 4> v_215 = *reinterpret_cast<const tl::vec<float, 4>*>((C_f + v_214));
      const float v_216 = v_215.v[0];
      const tl::vec<float, 4> v_217 = *reinterpret_cast<const tl::vec<float, 4>*>((c_odd + v_214));
      const float v_218 = v_217.v[0];
      const float v_219 = (v_216 + v_218);
      const float v_220 = v_215.v[1];
      const float v_221 = v_217.v[1];
      const float v_222 = (v_220 + v_221);
      const float v_223 = v_215.v[2];
      const float v_224 = v_217.v[2];
      const float v_225 = (v_223 + v_224);
      const float v_226 = v_215.v[3];
      const float v_227 = v_217.v[3];
      const float v_228 = (v_226 + v_227);
      const tl::vec<float, 4> v_229 = tl::vec<float, 4>{{v_219, v_222, v_225, v_228}};
      *reinterpret_cast<tl::vec<float, 4>*>((C_f + v_214)) = v_229;
    }
#line 474 "tilelang/ops/lowbit_kernels.py"
    const bool v_230 = (r == 3);
    const int v_231 = (v_90 + 2);
    const int v_232 = (v_230 ? 0 : v_231);
#line 490 "tilelang/ops/lowbit_kernels.py"
    r = v_232;
#line 474 "tilelang/ops/lowbit_kernels.py"
  }
  tl::cp_async_wait<0>();
#line 479 "tilelang/ops/lowbit_kernels.py"
  const int v_233 = ((int)blockIdx.y * 16);
  float* const split_k_tile = reinterpret_cast<float*>(tl_smem + 0);
  __syncthreads();
  const int v_234 = (v_80 + 8);
  #pragma unroll
  for (int l_v_4 = 0; l_v_4 < 2; l_v_4 += 1) {
    const int v_235 = (l_v_4 * 4);
    const int v_236 = (l_v_4 * 8);
    const int v_237 = (v_10 + v_236);
    const int v_238 = (v_237 + v_79);
    const tl::vec<float, 4> v_239 = *reinterpret_cast<const tl::vec<float, 4>*>((C_f + v_235));
    const float v_240 = v_239.v[0];
    const float v_241 = v_239.v[1];
    const tl::vec<float, 2> v_242 = tl::vec<float, 2>{{v_240, v_241}};
    *reinterpret_cast<tl::vec<float, 2>*>((split_k_tile + (v_80) * 64 + v_238)) = v_242;
    const float v_243 = v_239.v[2];
    const float v_244 = v_239.v[3];
    const tl::vec<float, 2> v_245 = tl::vec<float, 2>{{v_243, v_244}};
    *reinterpret_cast<tl::vec<float, 2>*>((split_k_tile + (v_234) * 64 + v_238)) = v_245;
  }
  __syncthreads();
  for (int k_4 = 0; k_4 < 2; k_4 += 1) {
    const int v_246 = (k_4 * 128);
    const int v_247 = (v_246 + tid);
    const int v_248 = (v_247 / 16);
    const int v_249 = (v_84 * 4);
    const int v_250 = (v_233 + v_248);
    const int v_251 = (v_5 + v_249);
    const bool v_252 = (v_250 < 1);
    if (v_252) {
      const tl::vec<float, 4> v_253 = *reinterpret_cast<const tl::vec<float, 4>*>((split_k_tile + (v_248) * 64 + v_249));
      *reinterpret_cast<tl::vec<float, 4>*>((Work + (((int)blockIdx.z) * 1 + v_250) * 8192 + v_251)) = v_253;
    }
  }
  __syncthreads();
  int* const split_k_last = reinterpret_cast<int*>(tl_smem + 0);
  const bool v_254 = (tid == 0);
  if (v_254) {
    const int v_255 = tl::fetch_add_acq_rel((Arrivals + ((int)blockIdx.y) * 128 + (int)blockIdx.x), 1);
    split_k_last[0] = v_255;
  }
  __syncthreads();
  const int v_256 = split_k_last[0];
  const bool v_257 = (v_256 == 3);
  if (v_257) {
    for (int k_5 = 0; k_5 < 2; k_5 += 1) {
      const int v_258 = (k_5 * 128);
      const int v_259 = (v_258 + tid);
      const int v_260 = (v_259 / 16);
      const int v_261 = (v_84 * 4);
      const int v_262 = (v_233 + v_260);
      const int v_263 = (v_5 + v_261);
      const bool v_264 = (v_262 < 1);
      if (v_264) {
        const tl::vec<float, 4> v_265 = *reinterpret_cast<const tl::vec<float, 4>*>((Work + (v_262) * 8192 + v_263));
        const float v_266 = v_265.v[0];
        const tl::vec<float, 4> v_267 = *reinterpret_cast<const tl::vec<float, 4>*>((Work + ((1) * 1 + v_262) * 8192 + v_263));
        const float v_268 = v_267.v[0];
        const float v_269 = (v_266 + v_268);
        const tl::vec<float, 4> v_270 = *reinterpret_cast<const tl::vec<float, 4>*>((Work + ((2) * 1 + v_262) * 8192 + v_263));
        const float v_271 = v_270.v[0];
        const float v_272 = (v_269 + v_271);
        const tl::vec<float, 4> v_273 = *reinterpret_cast<const tl::vec<float, 4>*>((Work + ((3) * 1 + v_262) * 8192 + v_263));
        const float v_274 = v_273.v[0];
        const float v_275 = (v_272 + v_274);
        const half v_276 = tl::cast<half>(v_275);
        const float v_277 = v_265.v[1];
        const float v_278 = v_267.v[1];
        const float v_279 = (v_277 + v_278);
        const float v_280 = v_270.v[1];
        const float v_281 = (v_279 + v_280);
        const float v_282 = v_273.v[1];
        const float v_283 = (v_281 + v_282);
        const half v_284 = tl::cast<half>(v_283);
        const float v_285 = v_265.v[2];
        const float v_286 = v_267.v[2];
        const float v_287 = (v_285 + v_286);
        const float v_288 = v_270.v[2];
        const float v_289 = (v_287 + v_288);
        const float v_290 = v_273.v[2];
        const float v_291 = (v_289 + v_290);
        const half v_292 = tl::cast<half>(v_291);
        const float v_293 = v_265.v[3];
        const float v_294 = v_267.v[3];
        const float v_295 = (v_293 + v_294);
        const float v_296 = v_270.v[3];
        const float v_297 = (v_295 + v_296);
        const float v_298 = v_273.v[3];
        const float v_299 = (v_297 + v_298);
        const half v_300 = tl::cast<half>(v_299);
        const tl::vec<half, 4> v_301 = tl::vec<half, 4>{{v_276, v_284, v_292, v_300}};
        *reinterpret_cast<tl::vec<half, 4>*>((C + (v_262) * 8192 + v_263)) = v_301;
      }
    }
    if (v_254) {
      Arrivals[((int)blockIdx.y) * 128 + (int)blockIdx.x] = 0;
    }
  }
}
