// lowbit_matmul: a (1, 8192) float16, weight (8192, 8192) int4 prepared, group 128, no zeros; sm_80
// plan: gemm {"block_M": 16, "block_N": 64, "block_K": 128, "num_stages": 4, "threads": 128, "split_k": 4, "swizzle": 0}
// written by `python scripts/update_golden.py` (never by hand): the CUDA source after prelude.cuh and a blank line, #line paths repository-relative
#line 465 "tilelang/ops/lowbit_kernels.py"
extern "C" __global__ void __launch_bounds__(128) gemm_kernel(half* __restrict__ A, unsigned char* __restrict__ B, half* __restrict__ Scales, half* __restrict__ C, float* __restrict__ Work, int* __restrict__ Arrivals) {
  extern __shared__ __align__(1024) unsigned char tl_smem[];
  const int tid = (int)threadIdx.x;
#line 348 "tilelang/ops/lowbit_kernels.py"
  half* const A_s = reinterpret_cast<half*>(tl_smem + 0);
#line 349 "tilelang/ops/lowbit_kernels.py"
  unsigned char* const B_s = reinterpret_cast<unsigned char*>(tl_smem + 16384);
#line 350 "tilelang/ops/lowbit_kernels.py"
  half* const S_s = reinterpret_cast<half*>(tl_smem + 32768);
#line 352 "tilelang/ops/lowbit_kernels.py"
  alignas(16) half B_f[64];
#line 354 "tilelang/ops/lowbit_kernels.py"
  alignas(16) float C_f[8];
#line 449 "tilelang/ops/lowbit_kernels.py"
  #pragma unroll
  for (int l_v = 0; l_v < 2; l_v += 1) {
    const int v = (l_v * 4);
    const tl::vec<float, 4> v_1 = tl::vec<float, 4>{{0.0f, 0.0f, 0.0f, 0.0f}};
    *reinterpret_cast<tl::vec<float, 4>*>((C_f + v)) = v_1;
  }
#line 451 "tilelang/ops/lowbit_kernels.py"
  const int v_2 = ((int)blockIdx.z * 16);
  const int k0 = (v_2 * 128);
#line 386 "tilelang/ops/lowbit_kernels.py"
  const int v_3 = (k0 + 128);
  const bool v_4 = (tid < 16);
#line 391 "tilelang/ops/lowbit_kernels.py"
  const int v_5 = ((int)blockIdx.x * 64);
#line 397 "tilelang/ops/lowbit_kernels.py"
  const int v_6 = (v_2 + 1);
  const bool v_7 = (tid < 8);
#line 428 "tilelang/ops/lowbit_kernels.py"
  const int v_8 = (tid / 32);
  const int v_9 = (tid % 32);
  const int v_10 = (v_8 * 16);
#line 386 "tilelang/ops/lowbit_kernels.py"
  if (v_4) {
    const int v_11 = (tid % 16);
    const int v_12 = (v_11 * 8);
    const int v_13 = (v_12 + k0);
    tl::cp_async<16>((A_s + v_12), (A + v_13), true);
  }
#line 391 "tilelang/ops/lowbit_kernels.py"
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
#line 397 "tilelang/ops/lowbit_kernels.py"
  if (v_7) {
    const int v_29 = (tid % 8);
    const int v_30 = (v_29 * 8);
    const int v_31 = (v_30 + v_5);
    tl::cp_async<16>((S_s + v_30), (Scales + (v_2) * 8192 + v_31), true);
  }
#line 450 "tilelang/ops/lowbit_kernels.py"
  tl::cp_async_commit();
#line 386 "tilelang/ops/lowbit_kernels.py"
  const int v_32 = (k0 + 256);
#line 397 "tilelang/ops/lowbit_kernels.py"
  const int v_33 = (v_2 + 2);
#line 386 "tilelang/ops/lowbit_kernels.py"
  if (v_4) {
    const int v_34 = (tid % 16);
    const int v_35 = (v_34 * 8);
    const int v_36 = (v_35 + v_3);
    tl::cp_async<16>((A_s + (16) * 128 + v_35), (A + v_36), true);
  }
#line 391 "tilelang/ops/lowbit_kernels.py"
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
#line 397 "tilelang/ops/lowbit_kernels.py"
  if (v_7) {
    const int v_53 = (tid % 8);
    const int v_54 = (v_53 * 8);
    const int v_55 = (v_54 + v_5);
    tl::cp_async<16>((S_s + (1) * 64 + v_54), (Scales + (v_6) * 8192 + v_55), true);
  }
#line 450 "tilelang/ops/lowbit_kernels.py"
  tl::cp_async_commit();
#line 386 "tilelang/ops/lowbit_kernels.py"
  if (v_4) {
    const int v_56 = (tid % 16);
    const int v_57 = (v_56 * 8);
    const int v_58 = (v_57 + v_32);
    tl::cp_async<16>((A_s + (32) * 128 + v_57), (A + v_58), true);
  }
#line 391 "tilelang/ops/lowbit_kernels.py"
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
#line 397 "tilelang/ops/lowbit_kernels.py"
  if (v_7) {
    const int v_75 = (tid % 8);
    const int v_76 = (v_75 * 8);
    const int v_77 = (v_76 + v_5);
    tl::cp_async<16>((S_s + (2) * 64 + v_76), (Scales + (v_33) * 8192 + v_77), true);
  }
#line 450 "tilelang/ops/lowbit_kernels.py"
  tl::cp_async_commit();
#line 402 "tilelang/ops/lowbit_kernels.py"
  const int v_78 = (v_9 % 4);
  const int v_79 = (v_78 * 2);
  const int v_80 = (v_9 / 4);
  const int v_81 = (v_78 * 8);
#line 428 "tilelang/ops/lowbit_kernels.py"
  const int v_82 = (v_9 % 8);
  const int v_83 = (v_9 / 8);
  const int v_84 = (v_9 % 16);
  const int v_85 = (v_9 / 16);
  const int v_86 = (v_85 * 8);
  const int v_87 = (v_82 * 8);
#line 450 "tilelang/ops/lowbit_kernels.py"
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
#line 451 "tilelang/ops/lowbit_kernels.py"
      const int v_94 = (v_2 + v_93);
      const int k0_1 = (v_94 * 128);
#line 450 "tilelang/ops/lowbit_kernels.py"
      const int v_95 = (v_91 * 16);
      const int v_96 = (v_91 * 64);
#line 386 "tilelang/ops/lowbit_kernels.py"
      if (v_4) {
        const int v_97 = (v_84 * 8);
        const int v_98 = (v_97 + k0_1);
        tl::cp_async<16>((A_s + (v_95) * 128 + v_97), (A + v_98), true);
      }
#line 391 "tilelang/ops/lowbit_kernels.py"
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
#line 397 "tilelang/ops/lowbit_kernels.py"
      if (v_7) {
        const int v_112 = (v_87 + v_5);
        tl::cp_async<16>((S_s + (v_91) * 64 + v_87), (Scales + (v_94) * 8192 + v_112), true);
      }
#line 450 "tilelang/ops/lowbit_kernels.py"
    }
    tl::cp_async_commit();
    const int v_113 = (r * 16);
    const int v_114 = (r * 64);
#line 402 "tilelang/ops/lowbit_kernels.py"
    alignas(16) half dequant[64];
    #pragma unroll
    for (int g = 0; g < 8; g += 1) {
      const int v_115 = (g * 8);
      const int v_116 = (v_115 / 4);
      const int v_117 = (v_116 / 8);
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
      const int v_131 = (v_130 / 4);
      const int v_132 = (v_131 / 8);
      const int v_133 = (v_132 * 8);
      const int v_134 = (v_10 + v_133);
      const int v_135 = (v_134 + v_80);
#line 410 "tilelang/ops/lowbit_kernels.py"
      const tl::vec<half, 8> v_136 = *reinterpret_cast<const tl::vec<half, 8>*>((dequant + v_130));
      const half v_137 = v_136.v[0];
#line 416 "tilelang/ops/lowbit_kernels.py"
      const half v_138 = S_s[(r) * 64 + v_135];
      const half v_139 = tl::mul(v_137, v_138);
#line 410 "tilelang/ops/lowbit_kernels.py"
      const half v_140 = v_136.v[1];
#line 416 "tilelang/ops/lowbit_kernels.py"
      const half v_141 = tl::mul(v_140, v_138);
#line 410 "tilelang/ops/lowbit_kernels.py"
      const half v_142 = v_136.v[2];
#line 416 "tilelang/ops/lowbit_kernels.py"
      const half v_143 = tl::mul(v_142, v_138);
#line 410 "tilelang/ops/lowbit_kernels.py"
      const half v_144 = v_136.v[3];
#line 416 "tilelang/ops/lowbit_kernels.py"
      const half v_145 = tl::mul(v_144, v_138);
#line 410 "tilelang/ops/lowbit_kernels.py"
      const half v_146 = v_136.v[4];
#line 416 "tilelang/ops/lowbit_kernels.py"
      const half v_147 = tl::mul(v_146, v_138);
#line 410 "tilelang/ops/lowbit_kernels.py"
      const half v_148 = v_136.v[5];
#line 416 "tilelang/ops/lowbit_kernels.py"
      const half v_149 = tl::mul(v_148, v_138);
#line 410 "tilelang/ops/lowbit_kernels.py"
      const half v_150 = v_136.v[6];
#line 416 "tilelang/ops/lowbit_kernels.py"
      const half v_151 = tl::mul(v_150, v_138);
#line 410 "tilelang/ops/lowbit_kernels.py"
      const half v_152 = v_136.v[7];
#line 416 "tilelang/ops/lowbit_kernels.py"
      const half v_153 = tl::mul(v_152, v_138);
#line 402 "tilelang/ops/lowbit_kernels.py"
      const tl::vec<half, 8> v_154 = tl::vec<half, 8>{{v_139, v_141, v_143, v_145, v_147, v_149, v_151, v_153}};
      *reinterpret_cast<tl::vec<half, 8>*>((B_f + v_130)) = v_154;
#line 410 "tilelang/ops/lowbit_kernels.py"
      const tl::vec<half, 8> v_155 = *reinterpret_cast<const tl::vec<half, 8>*>((dequant + l));
      const half v_156 = v_155.v[0];
#line 416 "tilelang/ops/lowbit_kernels.py"
      const half v_157 = tl::mul(v_156, v_138);
#line 410 "tilelang/ops/lowbit_kernels.py"
      const half v_158 = v_155.v[1];
#line 416 "tilelang/ops/lowbit_kernels.py"
      const half v_159 = tl::mul(v_158, v_138);
#line 410 "tilelang/ops/lowbit_kernels.py"
      const half v_160 = v_155.v[2];
#line 416 "tilelang/ops/lowbit_kernels.py"
      const half v_161 = tl::mul(v_160, v_138);
#line 410 "tilelang/ops/lowbit_kernels.py"
      const half v_162 = v_155.v[3];
#line 416 "tilelang/ops/lowbit_kernels.py"
      const half v_163 = tl::mul(v_162, v_138);
#line 410 "tilelang/ops/lowbit_kernels.py"
      const half v_164 = v_155.v[4];
#line 416 "tilelang/ops/lowbit_kernels.py"
      const half v_165 = tl::mul(v_164, v_138);
#line 410 "tilelang/ops/lowbit_kernels.py"
      const half v_166 = v_155.v[5];
#line 416 "tilelang/ops/lowbit_kernels.py"
      const half v_167 = tl::mul(v_166, v_138);
#line 410 "tilelang/ops/lowbit_kernels.py"
      const half v_168 = v_155.v[6];
#line 416 "tilelang/ops/lowbit_kernels.py"
      const half v_169 = tl::mul(v_168, v_138);
#line 410 "tilelang/ops/lowbit_kernels.py"
      const half v_170 = v_155.v[7];
#line 416 "tilelang/ops/lowbit_kernels.py"
      const half v_171 = tl::mul(v_170, v_138);
#line 402 "tilelang/ops/lowbit_kernels.py"
      const tl::vec<half, 8> v_172 = tl::vec<half, 8>{{v_157, v_159, v_161, v_163, v_165, v_167, v_169, v_171}};
      *reinterpret_cast<tl::vec<half, 8>*>((B_f + l)) = v_172;
    }
#line 428 "tilelang/ops/lowbit_kernels.py"
    alignas(16) half a_regs[8];
    alignas(16) half b_regs[8];
    alignas(16) float c_odd[8];
    #pragma unroll
    for (int l_v_2 = 0; l_v_2 < 2; l_v_2 += 1) {
      const int v_173 = (l_v_2 * 4);
      const tl::vec<float, 4> v_174 = tl::vec<float, 4>{{0.0f, 0.0f, 0.0f, 0.0f}};
      *reinterpret_cast<tl::vec<float, 4>*>((c_odd + v_173)) = v_174;
    }
    const int v_175 = (v_84 + v_113);
    for (int kk = 0; kk < 4; kk += 1) {
      const int v_176 = (kk * 2);
      const int v_177 = (v_176 * 16);
      const int v_178 = (v_177 + v_86);
      const int v_179 = (v_178 ^ v_87);
      tl::ldmatrix<4, false>(a_regs + 0, (A_s + (v_175) * 128 + v_179));
      const int v_180 = (v_176 * 4);
      const half v_181 = B_f[v_180];
      b_regs[0] = v_181;
      const int v_182 = (v_180 + 1);
      const half v_183 = B_f[v_182];
      b_regs[1] = v_183;
      const int v_184 = (v_180 + 2);
      const half v_185 = B_f[v_184];
      b_regs[2] = v_185;
      const int v_186 = (v_180 + 3);
      const half v_187 = B_f[v_186];
      b_regs[3] = v_187;
      const int v_188 = (v_180 + 32);
      const half v_189 = B_f[v_188];
      b_regs[4] = v_189;
      const int v_190 = (v_180 + 33);
      const half v_191 = B_f[v_190];
      b_regs[5] = v_191;
      const int v_192 = (v_180 + 34);
      const half v_193 = B_f[v_192];
      b_regs[6] = v_193;
      const int v_194 = (v_180 + 35);
      const half v_195 = B_f[v_194];
      b_regs[7] = v_195;
      tl::mma_m16n8k16(a_regs + 0, b_regs + 0, C_f + 0);
      tl::mma_m16n8k16(a_regs + 0, b_regs + 4, C_f + 4);
      const int v_196 = (v_176 + 1);
      const int v_197 = (v_178 + 16);
      const int v_198 = (v_197 ^ v_87);
      tl::ldmatrix<4, false>(a_regs + 0, (A_s + (v_175) * 128 + v_198));
      const int v_199 = (v_196 * 4);
      const half v_200 = B_f[v_199];
      b_regs[0] = v_200;
      const int v_201 = (v_199 + 1);
      const half v_202 = B_f[v_201];
      b_regs[1] = v_202;
      const int v_203 = (v_199 + 2);
      const half v_204 = B_f[v_203];
      b_regs[2] = v_204;
      const int v_205 = (v_199 + 3);
      const half v_206 = B_f[v_205];
      b_regs[3] = v_206;
      const int v_207 = (v_199 + 32);
      const half v_208 = B_f[v_207];
      b_regs[4] = v_208;
      const int v_209 = (v_199 + 33);
      const half v_210 = B_f[v_209];
      b_regs[5] = v_210;
      const int v_211 = (v_199 + 34);
      const half v_212 = B_f[v_211];
      b_regs[6] = v_212;
      const int v_213 = (v_199 + 35);
      const half v_214 = B_f[v_213];
      b_regs[7] = v_214;
      tl::mma_m16n8k16(a_regs + 0, b_regs + 0, c_odd + 0);
      tl::mma_m16n8k16(a_regs + 0, b_regs + 4, c_odd + 4);
    }
    #pragma unroll
    for (int l_v_3 = 0; l_v_3 < 2; l_v_3 += 1) {
      const int v_215 = (l_v_3 * 4);
      const tl::vec<float, 4> v_216 = *reinterpret_cast<const tl::vec<float, 4>*>((C_f + v_215));
      const float v_217 = v_216.v[0];
      const tl::vec<float, 4> v_218 = *reinterpret_cast<const tl::vec<float, 4>*>((c_odd + v_215));
      const float v_219 = v_218.v[0];
      const float v_220 = (v_217 + v_219);
      const float v_221 = v_216.v[1];
      const float v_222 = v_218.v[1];
      const float v_223 = (v_221 + v_222);
      const float v_224 = v_216.v[2];
      const float v_225 = v_218.v[2];
      const float v_226 = (v_224 + v_225);
      const float v_227 = v_216.v[3];
      const float v_228 = v_218.v[3];
      const float v_229 = (v_227 + v_228);
      const tl::vec<float, 4> v_230 = tl::vec<float, 4>{{v_220, v_223, v_226, v_229}};
      *reinterpret_cast<tl::vec<float, 4>*>((C_f + v_215)) = v_230;
    }
#line 450 "tilelang/ops/lowbit_kernels.py"
    const bool v_231 = (r == 3);
    const int v_232 = (v_90 + 2);
    const int v_233 = (v_231 ? 0 : v_232);
#line 465 "tilelang/ops/lowbit_kernels.py"
    r = v_233;
#line 450 "tilelang/ops/lowbit_kernels.py"
  }
  tl::cp_async_wait<0>();
#line 454 "tilelang/ops/lowbit_kernels.py"
  const int v_234 = ((int)blockIdx.y * 16);
  float* const split_k_tile = reinterpret_cast<float*>(tl_smem + 0);
  __syncthreads();
  const int v_235 = (v_80 + 8);
  #pragma unroll
  for (int l_v_4 = 0; l_v_4 < 2; l_v_4 += 1) {
    const int v_236 = (l_v_4 * 4);
    const int v_237 = (l_v_4 * 8);
    const int v_238 = (v_10 + v_237);
    const int v_239 = (v_238 + v_79);
    const tl::vec<float, 4> v_240 = *reinterpret_cast<const tl::vec<float, 4>*>((C_f + v_236));
    const float v_241 = v_240.v[0];
    const float v_242 = v_240.v[1];
    const tl::vec<float, 2> v_243 = tl::vec<float, 2>{{v_241, v_242}};
    *reinterpret_cast<tl::vec<float, 2>*>((split_k_tile + (v_80) * 64 + v_239)) = v_243;
    const float v_244 = v_240.v[2];
    const float v_245 = v_240.v[3];
    const tl::vec<float, 2> v_246 = tl::vec<float, 2>{{v_244, v_245}};
    *reinterpret_cast<tl::vec<float, 2>*>((split_k_tile + (v_235) * 64 + v_239)) = v_246;
  }
  __syncthreads();
  for (int k_4 = 0; k_4 < 2; k_4 += 1) {
    const int v_247 = (k_4 * 128);
    const int v_248 = (v_247 + tid);
    const int v_249 = (v_248 / 16);
    const int v_250 = (v_84 * 4);
    const int v_251 = (v_234 + v_249);
    const int v_252 = (v_5 + v_250);
    const bool v_253 = (v_251 < 1);
    if (v_253) {
      const tl::vec<float, 4> v_254 = *reinterpret_cast<const tl::vec<float, 4>*>((split_k_tile + (v_249) * 64 + v_250));
      *reinterpret_cast<tl::vec<float, 4>*>((Work + (((int)blockIdx.z) * 1 + v_251) * 8192 + v_252)) = v_254;
    }
  }
  __syncthreads();
  int* const split_k_last = reinterpret_cast<int*>(tl_smem + 0);
  const bool v_255 = (tid == 0);
  if (v_255) {
    const int v_256 = tl::fetch_add_acq_rel((Arrivals + ((int)blockIdx.y) * 128 + (int)blockIdx.x), 1);
    split_k_last[0] = v_256;
  }
  __syncthreads();
  const int v_257 = split_k_last[0];
  const bool v_258 = (v_257 == 3);
  if (v_258) {
    for (int k_5 = 0; k_5 < 2; k_5 += 1) {
      const int v_259 = (k_5 * 128);
      const int v_260 = (v_259 + tid);
      const int v_261 = (v_260 / 16);
      const int v_262 = (v_84 * 4);
      const int v_263 = (v_234 + v_261);
      const int v_264 = (v_5 + v_262);
      const bool v_265 = (v_263 < 1);
      if (v_265) {
        const tl::vec<float, 4> v_266 = *reinterpret_cast<const tl::vec<float, 4>*>((Work + (v_263) * 8192 + v_264));
        const float v_267 = v_266.v[0];
        const tl::vec<float, 4> v_268 = *reinterpret_cast<const tl::vec<float, 4>*>((Work + ((1) * 1 + v_263) * 8192 + v_264));
        const float v_269 = v_268.v[0];
        const float v_270 = (v_267 + v_269);
        const tl::vec<float, 4> v_271 = *reinterpret_cast<const tl::vec<float, 4>*>((Work + ((2) * 1 + v_263) * 8192 + v_264));
        const float v_272 = v_271.v[0];
        const float v_273 = (v_270 + v_272);
        const tl::vec<float, 4> v_274 = *reinterpret_cast<const tl::vec<float, 4>*>((Work + ((3) * 1 + v_263) * 8192 + v_264));
        const float v_275 = v_274.v[0];
        const float v_276 = (v_273 + v_275);
        const half v_277 = tl::cast<half>(v_276);
        const float v_278 = v_266.v[1];
        const float v_279 = v_268.v[1];
        const float v_280 = (v_278 + v_279);
        const float v_281 = v_271.v[1];
        const float v_282 = (v_280 + v_281);
        const float v_283 = v_274.v[1];
        const float v_284 = (v_282 + v_283);
        const half v_285 = tl::cast<half>(v_284);
        const float v_286 = v_266.v[2];
        const float v_287 = v_268.v[2];
        const float v_288 = (v_286 + v_287);
        const float v_289 = v_271.v[2];
        const float v_290 = (v_288 + v_289);
        const float v_291 = v_274.v[2];
        const float v_292 = (v_290 + v_291);
        const half v_293 = tl::cast<half>(v_292);
        const float v_294 = v_266.v[3];
        const float v_295 = v_268.v[3];
        const float v_296 = (v_294 + v_295);
        const float v_297 = v_271.v[3];
        const float v_298 = (v_296 + v_297);
        const float v_299 = v_274.v[3];
        const float v_300 = (v_298 + v_299);
        const half v_301 = tl::cast<half>(v_300);
        const tl::vec<half, 4> v_302 = tl::vec<half, 4>{{v_277, v_285, v_293, v_301}};
        *reinterpret_cast<tl::vec<half, 4>*>((C + (v_263) * 8192 + v_264)) = v_302;
      }
    }
    if (v_255) {
      Arrivals[((int)blockIdx.y) * 128 + (int)blockIdx.x] = 0;
    }
  }
}
