// lowbit_matmul: a (16, 8192) float16, weight (8192, 8192) int4 prepared, group 128, no zeros; sm_80
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
#line 389 "tilelang/ops/lowbit_kernels.py"
  const int v_3 = ((int)blockIdx.y * 16);
#line 391 "tilelang/ops/lowbit_kernels.py"
  const int v_4 = ((int)blockIdx.x * 64);
#line 397 "tilelang/ops/lowbit_kernels.py"
  const int v_5 = (v_2 + 1);
  const bool v_6 = (tid < 8);
#line 428 "tilelang/ops/lowbit_kernels.py"
  const int v_7 = (tid / 32);
  const int v_8 = (v_7 * 16);
#line 389 "tilelang/ops/lowbit_kernels.py"
  const int v_9 = (tid % 16);
  const int v_10 = (v_9 * 8);
  const int v_11 = (v_10 + k0);
  const int v_12 = (tid / 16);
  const int v_13 = (v_12 * 8);
  const int v_14 = (v_10 ^ v_13);
  for (int k = 0; k < 2; k += 1) {
    const int v_15 = (k * 128);
    const int v_16 = (v_15 + tid);
    const int v_17 = (v_16 / 16);
    const int v_18 = (v_17 + v_3);
    tl::cp_async<16>((A_s + (v_17) * 128 + v_14), (A + (v_18) * 8192 + v_11), true);
  }
#line 391 "tilelang/ops/lowbit_kernels.py"
  const int v_19 = (tid % 4);
  const int v_20 = (v_19 * 32);
  const int v_21 = (v_20 + k0);
#line 465 "tilelang/ops/lowbit_kernels.py"
  const int v_22 = (tid / 8);
#line 391 "tilelang/ops/lowbit_kernels.py"
  const int v_23 = (v_22 % 4);
  const int v_24 = (v_23 * 32);
  const int v_25 = (v_20 ^ v_24);
  const int v_26 = (v_25 * 4);
  const int v_27 = tl::floordiv(v_26, 8);
  const int v_28 = (v_21 * 4);
  const int v_29 = (v_28 / 8);
  for (int k_1 = 0; k_1 < 2; k_1 += 1) {
    const int v_30 = (k_1 * 128);
    const int v_31 = (v_30 + tid);
    const int v_32 = (v_31 / 4);
    const int v_33 = (v_32 + v_4);
    tl::cp_async<16>((B_s + (v_32) * 64 + v_27), (B + (v_33) * 4096 + v_29), true);
  }
#line 397 "tilelang/ops/lowbit_kernels.py"
  if (v_6) {
    const int v_34 = (tid % 8);
    const int v_35 = (v_34 * 8);
    const int v_36 = (v_35 + v_4);
    tl::cp_async<16>((S_s + v_35), (Scales + (v_2) * 8192 + v_36), true);
  }
#line 450 "tilelang/ops/lowbit_kernels.py"
  tl::cp_async_commit();
#line 397 "tilelang/ops/lowbit_kernels.py"
  const int v_37 = (v_2 + 2);
#line 389 "tilelang/ops/lowbit_kernels.py"
  const int v_38 = (v_11 + 128);
  for (int k_2 = 0; k_2 < 2; k_2 += 1) {
    const int v_39 = (k_2 * 128);
    const int v_40 = (v_39 + tid);
    const int v_41 = (v_40 / 16);
    const int v_42 = (v_41 + v_3);
    const int v_43 = (v_41 + 16);
    tl::cp_async<16>((A_s + (v_43) * 128 + v_14), (A + (v_42) * 8192 + v_38), true);
  }
#line 391 "tilelang/ops/lowbit_kernels.py"
  const int v_44 = (v_21 + 128);
  const int v_45 = (v_44 * 4);
  const int v_46 = (v_45 / 8);
  for (int k_3 = 0; k_3 < 2; k_3 += 1) {
    const int v_47 = (k_3 * 128);
    const int v_48 = (v_47 + tid);
    const int v_49 = (v_48 / 4);
    const int v_50 = (v_49 + v_4);
    const int v_51 = (v_49 + 64);
    tl::cp_async<16>((B_s + (v_51) * 64 + v_27), (B + (v_50) * 4096 + v_46), true);
  }
#line 397 "tilelang/ops/lowbit_kernels.py"
  if (v_6) {
    const int v_52 = (tid % 8);
    const int v_53 = (v_52 * 8);
    const int v_54 = (v_53 + v_4);
    tl::cp_async<16>((S_s + (1) * 64 + v_53), (Scales + (v_5) * 8192 + v_54), true);
  }
#line 450 "tilelang/ops/lowbit_kernels.py"
  tl::cp_async_commit();
#line 389 "tilelang/ops/lowbit_kernels.py"
  const int v_55 = (v_11 + 256);
  for (int k_4 = 0; k_4 < 2; k_4 += 1) {
    const int v_56 = (k_4 * 128);
    const int v_57 = (v_56 + tid);
    const int v_58 = (v_57 / 16);
    const int v_59 = (v_58 + v_3);
    const int v_60 = (v_58 + 32);
    tl::cp_async<16>((A_s + (v_60) * 128 + v_14), (A + (v_59) * 8192 + v_55), true);
  }
#line 391 "tilelang/ops/lowbit_kernels.py"
  const int v_61 = (v_21 + 256);
  const int v_62 = (v_61 * 4);
  const int v_63 = (v_62 / 8);
  for (int k_5 = 0; k_5 < 2; k_5 += 1) {
    const int v_64 = (k_5 * 128);
    const int v_65 = (v_64 + tid);
    const int v_66 = (v_65 / 4);
    const int v_67 = (v_66 + v_4);
    const int v_68 = (v_66 + 128);
    tl::cp_async<16>((B_s + (v_68) * 64 + v_27), (B + (v_67) * 4096 + v_63), true);
  }
#line 397 "tilelang/ops/lowbit_kernels.py"
  if (v_6) {
    const int v_69 = (tid % 8);
    const int v_70 = (v_69 * 8);
    const int v_71 = (v_70 + v_4);
    tl::cp_async<16>((S_s + (2) * 64 + v_70), (Scales + (v_37) * 8192 + v_71), true);
  }
#line 450 "tilelang/ops/lowbit_kernels.py"
  tl::cp_async_commit();
#line 402 "tilelang/ops/lowbit_kernels.py"
  const int v_72 = (v_19 * 2);
#line 465 "tilelang/ops/lowbit_kernels.py"
  const int v_73 = (tid / 4);
#line 402 "tilelang/ops/lowbit_kernels.py"
  const int v_74 = (v_73 % 8);
  const int v_75 = (v_19 * 8);
#line 428 "tilelang/ops/lowbit_kernels.py"
  const int v_76 = (tid % 8);
  const int v_77 = (v_12 % 2);
  const int v_78 = (v_77 * 8);
  const int v_79 = (v_76 * 8);
#line 450 "tilelang/ops/lowbit_kernels.py"
  int r = 0;
  for (int ko = 0; ko < 16; ko += 1) {
    tl::cp_async_wait<2>();
    __syncthreads();
    const int v_80 = (ko + 3);
    const bool v_81 = (r == 0);
    const int v_82 = (r - 1);
    const int v_83 = (v_81 ? 3 : v_82);
    const bool v_84 = (v_80 < 16);
    if (v_84) {
      const int v_85 = tl::min(v_80, 15);
#line 451 "tilelang/ops/lowbit_kernels.py"
      const int v_86 = (v_2 + v_85);
      const int k0_1 = (v_86 * 128);
#line 450 "tilelang/ops/lowbit_kernels.py"
      const int v_87 = (v_83 * 16);
      const int v_88 = (v_83 * 64);
#line 389 "tilelang/ops/lowbit_kernels.py"
      const int v_89 = (v_10 + k0_1);
      for (int k_6 = 0; k_6 < 2; k_6 += 1) {
        const int v_90 = (k_6 * 128);
        const int v_91 = (v_90 + tid);
        const int v_92 = (v_91 / 16);
        const int v_93 = (v_92 + v_3);
        const int v_94 = (v_92 + v_87);
        tl::cp_async<16>((A_s + (v_94) * 128 + v_14), (A + (v_93) * 8192 + v_89), true);
      }
#line 391 "tilelang/ops/lowbit_kernels.py"
      const int v_95 = (v_20 + k0_1);
      const int v_96 = (v_95 * 4);
      const int v_97 = (v_96 / 8);
      for (int k_7 = 0; k_7 < 2; k_7 += 1) {
        const int v_98 = (k_7 * 128);
        const int v_99 = (v_98 + tid);
        const int v_100 = (v_99 / 4);
        const int v_101 = (v_100 + v_4);
        const int v_102 = (v_100 + v_88);
        tl::cp_async<16>((B_s + (v_102) * 64 + v_27), (B + (v_101) * 4096 + v_97), true);
      }
#line 397 "tilelang/ops/lowbit_kernels.py"
      if (v_6) {
        const int v_103 = (v_79 + v_4);
        tl::cp_async<16>((S_s + (v_83) * 64 + v_79), (Scales + (v_86) * 8192 + v_103), true);
      }
#line 450 "tilelang/ops/lowbit_kernels.py"
    }
    tl::cp_async_commit();
    const int v_104 = (r * 16);
    const int v_105 = (r * 64);
#line 402 "tilelang/ops/lowbit_kernels.py"
    alignas(16) half dequant[64];
    #pragma unroll
    for (int g = 0; g < 8; g += 1) {
      const int v_106 = (g * 8);
      const int v_107 = (v_106 / 4);
      const int v_108 = (g / 4);
      const int v_109 = (v_107 % 8);
      const int v_110 = (v_109 * 16);
      const int v_111 = (v_108 * 8);
      const int v_112 = (v_8 + v_111);
      const int v_113 = (v_112 + v_74);
      const int v_114 = (v_110 + v_75);
      const int v_115 = (v_114 ^ v_24);
      const int v_116 = tl::floordiv(v_115, 8);
      const int v_117 = (v_116 * 4);
      const int v_118 = (v_113 + v_105);
      const unsigned v_119 = *reinterpret_cast<const unsigned*>((B_s + (v_118) * 64 + v_117));
      tl::dequant_i4<true>(dequant + v_106, v_119);
    }
    #pragma unroll
    for (int l_v_1 = 0; l_v_1 < 4; l_v_1 += 1) {
      const int v_120 = (l_v_1 * 16);
      const int l = (v_120 + 8);
      const int v_121 = (l_v_1 / 2);
      const int v_122 = (v_121 * 8);
      const int v_123 = (v_8 + v_122);
      const int v_124 = (v_123 + v_74);
#line 410 "tilelang/ops/lowbit_kernels.py"
      const tl::vec<half, 8> v_125 = *reinterpret_cast<const tl::vec<half, 8>*>((dequant + v_120));
      const half v_126 = v_125.v[0];
#line 416 "tilelang/ops/lowbit_kernels.py"
      const half v_127 = S_s[(r) * 64 + v_124];
      const half v_128 = tl::mul(v_126, v_127);
#line 410 "tilelang/ops/lowbit_kernels.py"
      const half v_129 = v_125.v[1];
#line 416 "tilelang/ops/lowbit_kernels.py"
      const half v_130 = tl::mul(v_129, v_127);
#line 410 "tilelang/ops/lowbit_kernels.py"
      const half v_131 = v_125.v[2];
#line 416 "tilelang/ops/lowbit_kernels.py"
      const half v_132 = tl::mul(v_131, v_127);
#line 410 "tilelang/ops/lowbit_kernels.py"
      const half v_133 = v_125.v[3];
#line 416 "tilelang/ops/lowbit_kernels.py"
      const half v_134 = tl::mul(v_133, v_127);
#line 410 "tilelang/ops/lowbit_kernels.py"
      const half v_135 = v_125.v[4];
#line 416 "tilelang/ops/lowbit_kernels.py"
      const half v_136 = tl::mul(v_135, v_127);
#line 410 "tilelang/ops/lowbit_kernels.py"
      const half v_137 = v_125.v[5];
#line 416 "tilelang/ops/lowbit_kernels.py"
      const half v_138 = tl::mul(v_137, v_127);
#line 410 "tilelang/ops/lowbit_kernels.py"
      const half v_139 = v_125.v[6];
#line 416 "tilelang/ops/lowbit_kernels.py"
      const half v_140 = tl::mul(v_139, v_127);
#line 410 "tilelang/ops/lowbit_kernels.py"
      const half v_141 = v_125.v[7];
#line 416 "tilelang/ops/lowbit_kernels.py"
      const half v_142 = tl::mul(v_141, v_127);
#line 402 "tilelang/ops/lowbit_kernels.py"
      const tl::vec<half, 8> v_143 = tl::vec<half, 8>{{v_128, v_130, v_132, v_134, v_136, v_138, v_140, v_142}};
      *reinterpret_cast<tl::vec<half, 8>*>((B_f + v_120)) = v_143;
#line 410 "tilelang/ops/lowbit_kernels.py"
      const tl::vec<half, 8> v_144 = *reinterpret_cast<const tl::vec<half, 8>*>((dequant + l));
      const half v_145 = v_144.v[0];
#line 416 "tilelang/ops/lowbit_kernels.py"
      const half v_146 = tl::mul(v_145, v_127);
#line 410 "tilelang/ops/lowbit_kernels.py"
      const half v_147 = v_144.v[1];
#line 416 "tilelang/ops/lowbit_kernels.py"
      const half v_148 = tl::mul(v_147, v_127);
#line 410 "tilelang/ops/lowbit_kernels.py"
      const half v_149 = v_144.v[2];
#line 416 "tilelang/ops/lowbit_kernels.py"
      const half v_150 = tl::mul(v_149, v_127);
#line 410 "tilelang/ops/lowbit_kernels.py"
      const half v_151 = v_144.v[3];
#line 416 "tilelang/ops/lowbit_kernels.py"
      const half v_152 = tl::mul(v_151, v_127);
#line 410 "tilelang/ops/lowbit_kernels.py"
      const half v_153 = v_144.v[4];
#line 416 "tilelang/ops/lowbit_kernels.py"
      const half v_154 = tl::mul(v_153, v_127);
#line 410 "tilelang/ops/lowbit_kernels.py"
      const half v_155 = v_144.v[5];
#line 416 "tilelang/ops/lowbit_kernels.py"
      const half v_156 = tl::mul(v_155, v_127);
#line 410 "tilelang/ops/lowbit_kernels.py"
      const half v_157 = v_144.v[6];
#line 416 "tilelang/ops/lowbit_kernels.py"
      const half v_158 = tl::mul(v_157, v_127);
#line 410 "tilelang/ops/lowbit_kernels.py"
      const half v_159 = v_144.v[7];
#line 416 "tilelang/ops/lowbit_kernels.py"
      const half v_160 = tl::mul(v_159, v_127);
#line 402 "tilelang/ops/lowbit_kernels.py"
      const tl::vec<half, 8> v_161 = tl::vec<half, 8>{{v_146, v_148, v_150, v_152, v_154, v_156, v_158, v_160}};
      *reinterpret_cast<tl::vec<half, 8>*>((B_f + l)) = v_161;
    }
#line 428 "tilelang/ops/lowbit_kernels.py"
    alignas(16) half a_regs[8];
    alignas(16) half b_regs[8];
    alignas(16) float c_odd[8];
    #pragma unroll
    for (int l_v_2 = 0; l_v_2 < 2; l_v_2 += 1) {
      const int v_162 = (l_v_2 * 4);
      const tl::vec<float, 4> v_163 = tl::vec<float, 4>{{0.0f, 0.0f, 0.0f, 0.0f}};
      *reinterpret_cast<tl::vec<float, 4>*>((c_odd + v_162)) = v_163;
    }
    const int v_164 = (v_9 + v_104);
    for (int kk = 0; kk < 4; kk += 1) {
      const int v_165 = (kk * 2);
      const int v_166 = (v_165 * 16);
      const int v_167 = (v_166 + v_78);
      const int v_168 = (v_167 ^ v_79);
      tl::ldmatrix<4, false>(a_regs + 0, (A_s + (v_164) * 128 + v_168));
      const int v_169 = (v_165 * 4);
      const half v_170 = B_f[v_169];
      b_regs[0] = v_170;
      const int v_171 = (v_169 + 1);
      const half v_172 = B_f[v_171];
      b_regs[1] = v_172;
      const int v_173 = (v_169 + 2);
      const half v_174 = B_f[v_173];
      b_regs[2] = v_174;
      const int v_175 = (v_169 + 3);
      const half v_176 = B_f[v_175];
      b_regs[3] = v_176;
      const int v_177 = (v_169 + 32);
      const half v_178 = B_f[v_177];
      b_regs[4] = v_178;
      const int v_179 = (v_169 + 33);
      const half v_180 = B_f[v_179];
      b_regs[5] = v_180;
      const int v_181 = (v_169 + 34);
      const half v_182 = B_f[v_181];
      b_regs[6] = v_182;
      const int v_183 = (v_169 + 35);
      const half v_184 = B_f[v_183];
      b_regs[7] = v_184;
      tl::mma_m16n8k16(a_regs + 0, b_regs + 0, C_f + 0);
      tl::mma_m16n8k16(a_regs + 0, b_regs + 4, C_f + 4);
      const int v_185 = (v_165 + 1);
      const int v_186 = (v_167 + 16);
      const int v_187 = (v_186 ^ v_79);
      tl::ldmatrix<4, false>(a_regs + 0, (A_s + (v_164) * 128 + v_187));
      const int v_188 = (v_185 * 4);
      const half v_189 = B_f[v_188];
      b_regs[0] = v_189;
      const int v_190 = (v_188 + 1);
      const half v_191 = B_f[v_190];
      b_regs[1] = v_191;
      const int v_192 = (v_188 + 2);
      const half v_193 = B_f[v_192];
      b_regs[2] = v_193;
      const int v_194 = (v_188 + 3);
      const half v_195 = B_f[v_194];
      b_regs[3] = v_195;
      const int v_196 = (v_188 + 32);
      const half v_197 = B_f[v_196];
      b_regs[4] = v_197;
      const int v_198 = (v_188 + 33);
      const half v_199 = B_f[v_198];
      b_regs[5] = v_199;
      const int v_200 = (v_188 + 34);
      const half v_201 = B_f[v_200];
      b_regs[6] = v_201;
      const int v_202 = (v_188 + 35);
      const half v_203 = B_f[v_202];
      b_regs[7] = v_203;
      tl::mma_m16n8k16(a_regs + 0, b_regs + 0, c_odd + 0);
      tl::mma_m16n8k16(a_regs + 0, b_regs + 4, c_odd + 4);
    }
    #pragma unroll
    for (int l_v_3 = 0; l_v_3 < 2; l_v_3 += 1) {
      const int v_204 = (l_v_3 * 4);
      const tl::vec<float, 4> v_205 = *reinterpret_cast<const tl::vec<float, 4>*>((C_f + v_204));
      const float v_206 = v_205.v[0];
      const tl::vec<float, 4> v_207 = *reinterpret_cast<const tl::vec<float, 4>*>((c_odd + v_204));
      const float v_208 = v_207.v[0];
      const float v_209 = (v_206 + v_208);
      const float v_210 = v_205.v[1];
      const float v_211 = v_207.v[1];
      const float v_212 = (v_210 + v_211);
      const float v_213 = v_205.v[2];
      const float v_214 = v_207.v[2];
      const float v_215 = (v_213 + v_214);
      const float v_216 = v_205.v[3];
      const float v_217 = v_207.v[3];
      const float v_218 = (v_216 + v_217);
      const tl::vec<float, 4> v_219 = tl::vec<float, 4>{{v_209, v_212, v_215, v_218}};
      *reinterpret_cast<tl::vec<float, 4>*>((C_f + v_204)) = v_219;
    }
#line 450 "tilelang/ops/lowbit_kernels.py"
    const bool v_220 = (r == 3);
    const int v_221 = (v_82 + 2);
    const int v_222 = (v_220 ? 0 : v_221);
#line 465 "tilelang/ops/lowbit_kernels.py"
    r = v_222;
#line 450 "tilelang/ops/lowbit_kernels.py"
  }
  tl::cp_async_wait<0>();
#line 454 "tilelang/ops/lowbit_kernels.py"
  float* const split_k_tile = reinterpret_cast<float*>(tl_smem + 0);
  __syncthreads();
  const int v_223 = (v_74 + 8);
  #pragma unroll
  for (int l_v_4 = 0; l_v_4 < 2; l_v_4 += 1) {
    const int v_224 = (l_v_4 * 4);
    const int v_225 = (l_v_4 * 8);
    const int v_226 = (v_8 + v_225);
    const int v_227 = (v_226 + v_72);
    const tl::vec<float, 4> v_228 = *reinterpret_cast<const tl::vec<float, 4>*>((C_f + v_224));
    const float v_229 = v_228.v[0];
    const float v_230 = v_228.v[1];
    const tl::vec<float, 2> v_231 = tl::vec<float, 2>{{v_229, v_230}};
    *reinterpret_cast<tl::vec<float, 2>*>((split_k_tile + (v_74) * 64 + v_227)) = v_231;
    const float v_232 = v_228.v[2];
    const float v_233 = v_228.v[3];
    const tl::vec<float, 2> v_234 = tl::vec<float, 2>{{v_232, v_233}};
    *reinterpret_cast<tl::vec<float, 2>*>((split_k_tile + (v_223) * 64 + v_227)) = v_234;
  }
  __syncthreads();
  const int v_235 = (v_9 * 4);
  const int v_236 = (v_4 + v_235);
  for (int k_8 = 0; k_8 < 2; k_8 += 1) {
    const int v_237 = (k_8 * 128);
    const int v_238 = (v_237 + tid);
    const int v_239 = (v_238 / 16);
    const int v_240 = (v_3 + v_239);
    const tl::vec<float, 4> v_241 = *reinterpret_cast<const tl::vec<float, 4>*>((split_k_tile + (v_239) * 64 + v_235));
    *reinterpret_cast<tl::vec<float, 4>*>((Work + (((int)blockIdx.z) * 16 + v_240) * 8192 + v_236)) = v_241;
  }
  __syncthreads();
  int* const split_k_last = reinterpret_cast<int*>(tl_smem + 0);
  const bool v_242 = (tid == 0);
  if (v_242) {
    const int v_243 = tl::fetch_add_acq_rel((Arrivals + ((int)blockIdx.y) * 128 + (int)blockIdx.x), 1);
    split_k_last[0] = v_243;
  }
  __syncthreads();
  const int v_244 = split_k_last[0];
  const bool v_245 = (v_244 == 3);
  if (v_245) {
    for (int k_9 = 0; k_9 < 2; k_9 += 1) {
      const int v_246 = (k_9 * 128);
      const int v_247 = (v_246 + tid);
      const int v_248 = (v_247 / 16);
      const int v_249 = (v_3 + v_248);
      const tl::vec<float, 4> v_250 = *reinterpret_cast<const tl::vec<float, 4>*>((Work + (v_249) * 8192 + v_236));
      const float v_251 = v_250.v[0];
      const tl::vec<float, 4> v_252 = *reinterpret_cast<const tl::vec<float, 4>*>((Work + ((1) * 16 + v_249) * 8192 + v_236));
      const float v_253 = v_252.v[0];
      const float v_254 = (v_251 + v_253);
      const tl::vec<float, 4> v_255 = *reinterpret_cast<const tl::vec<float, 4>*>((Work + ((2) * 16 + v_249) * 8192 + v_236));
      const float v_256 = v_255.v[0];
      const float v_257 = (v_254 + v_256);
      const tl::vec<float, 4> v_258 = *reinterpret_cast<const tl::vec<float, 4>*>((Work + ((3) * 16 + v_249) * 8192 + v_236));
      const float v_259 = v_258.v[0];
      const float v_260 = (v_257 + v_259);
      const half v_261 = tl::cast<half>(v_260);
      const float v_262 = v_250.v[1];
      const float v_263 = v_252.v[1];
      const float v_264 = (v_262 + v_263);
      const float v_265 = v_255.v[1];
      const float v_266 = (v_264 + v_265);
      const float v_267 = v_258.v[1];
      const float v_268 = (v_266 + v_267);
      const half v_269 = tl::cast<half>(v_268);
      const float v_270 = v_250.v[2];
      const float v_271 = v_252.v[2];
      const float v_272 = (v_270 + v_271);
      const float v_273 = v_255.v[2];
      const float v_274 = (v_272 + v_273);
      const float v_275 = v_258.v[2];
      const float v_276 = (v_274 + v_275);
      const half v_277 = tl::cast<half>(v_276);
      const float v_278 = v_250.v[3];
      const float v_279 = v_252.v[3];
      const float v_280 = (v_278 + v_279);
      const float v_281 = v_255.v[3];
      const float v_282 = (v_280 + v_281);
      const float v_283 = v_258.v[3];
      const float v_284 = (v_282 + v_283);
      const half v_285 = tl::cast<half>(v_284);
      const tl::vec<half, 4> v_286 = tl::vec<half, 4>{{v_261, v_269, v_277, v_285}};
      *reinterpret_cast<tl::vec<half, 4>*>((C + (v_249) * 8192 + v_236)) = v_286;
    }
    if (v_242) {
      Arrivals[((int)blockIdx.y) * 128 + (int)blockIdx.x] = 0;
    }
  }
}
