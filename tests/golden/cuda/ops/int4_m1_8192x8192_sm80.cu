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
  const int v_9 = (v_8 * 16);
#line 386 "tilelang/ops/lowbit_kernels.py"
  if (v_4) {
    const int v_10 = (tid % 16);
    const int v_11 = (v_10 * 8);
    const int v_12 = (v_11 + k0);
    tl::cp_async<16>((A_s + v_11), (A + v_12), true);
  }
#line 391 "tilelang/ops/lowbit_kernels.py"
  const int v_13 = (tid % 4);
  const int v_14 = (v_13 * 32);
  const int v_15 = (v_14 + k0);
#line 465 "tilelang/ops/lowbit_kernels.py"
  const int v_16 = (tid / 8);
#line 391 "tilelang/ops/lowbit_kernels.py"
  const int v_17 = (v_16 % 4);
  const int v_18 = (v_17 * 32);
  const int v_19 = (v_14 ^ v_18);
  const int v_20 = (v_19 * 4);
  const int v_21 = tl::floordiv(v_20, 8);
  const int v_22 = (v_15 * 4);
  const int v_23 = (v_22 / 8);
  for (int k = 0; k < 2; k += 1) {
    const int v_24 = (k * 128);
    const int v_25 = (v_24 + tid);
    const int v_26 = (v_25 / 4);
    const int v_27 = (v_26 + v_5);
    tl::cp_async<16>((B_s + (v_26) * 64 + v_21), (B + (v_27) * 4096 + v_23), true);
  }
#line 397 "tilelang/ops/lowbit_kernels.py"
  if (v_7) {
    const int v_28 = (tid % 8);
    const int v_29 = (v_28 * 8);
    const int v_30 = (v_29 + v_5);
    tl::cp_async<16>((S_s + v_29), (Scales + (v_2) * 8192 + v_30), true);
  }
#line 450 "tilelang/ops/lowbit_kernels.py"
  tl::cp_async_commit();
#line 386 "tilelang/ops/lowbit_kernels.py"
  const int v_31 = (k0 + 256);
#line 397 "tilelang/ops/lowbit_kernels.py"
  const int v_32 = (v_2 + 2);
#line 386 "tilelang/ops/lowbit_kernels.py"
  if (v_4) {
    const int v_33 = (tid % 16);
    const int v_34 = (v_33 * 8);
    const int v_35 = (v_34 + v_3);
    tl::cp_async<16>((A_s + (16) * 128 + v_34), (A + v_35), true);
  }
#line 391 "tilelang/ops/lowbit_kernels.py"
  const int v_36 = (v_15 + 128);
  const int v_37 = (v_36 * 4);
  const int v_38 = (v_37 / 8);
  for (int k_1 = 0; k_1 < 2; k_1 += 1) {
    const int v_39 = (k_1 * 128);
    const int v_40 = (v_39 + tid);
    const int v_41 = (v_40 / 4);
    const int v_42 = (v_41 + v_5);
    const int v_43 = (v_41 + 64);
    tl::cp_async<16>((B_s + (v_43) * 64 + v_21), (B + (v_42) * 4096 + v_38), true);
  }
#line 397 "tilelang/ops/lowbit_kernels.py"
  if (v_7) {
    const int v_44 = (tid % 8);
    const int v_45 = (v_44 * 8);
    const int v_46 = (v_45 + v_5);
    tl::cp_async<16>((S_s + (1) * 64 + v_45), (Scales + (v_6) * 8192 + v_46), true);
  }
#line 450 "tilelang/ops/lowbit_kernels.py"
  tl::cp_async_commit();
#line 386 "tilelang/ops/lowbit_kernels.py"
  if (v_4) {
    const int v_47 = (tid % 16);
    const int v_48 = (v_47 * 8);
    const int v_49 = (v_48 + v_31);
    tl::cp_async<16>((A_s + (32) * 128 + v_48), (A + v_49), true);
  }
#line 391 "tilelang/ops/lowbit_kernels.py"
  const int v_50 = (v_15 + 256);
  const int v_51 = (v_50 * 4);
  const int v_52 = (v_51 / 8);
  for (int k_2 = 0; k_2 < 2; k_2 += 1) {
    const int v_53 = (k_2 * 128);
    const int v_54 = (v_53 + tid);
    const int v_55 = (v_54 / 4);
    const int v_56 = (v_55 + v_5);
    const int v_57 = (v_55 + 128);
    tl::cp_async<16>((B_s + (v_57) * 64 + v_21), (B + (v_56) * 4096 + v_52), true);
  }
#line 397 "tilelang/ops/lowbit_kernels.py"
  if (v_7) {
    const int v_58 = (tid % 8);
    const int v_59 = (v_58 * 8);
    const int v_60 = (v_59 + v_5);
    tl::cp_async<16>((S_s + (2) * 64 + v_59), (Scales + (v_32) * 8192 + v_60), true);
  }
#line 450 "tilelang/ops/lowbit_kernels.py"
  tl::cp_async_commit();
#line 402 "tilelang/ops/lowbit_kernels.py"
  const int v_61 = (v_13 * 2);
#line 465 "tilelang/ops/lowbit_kernels.py"
  const int v_62 = (tid / 4);
#line 402 "tilelang/ops/lowbit_kernels.py"
  const int v_63 = (v_62 % 8);
  const int v_64 = (v_13 * 8);
#line 428 "tilelang/ops/lowbit_kernels.py"
  const int v_65 = (tid % 8);
  const int v_66 = (tid % 16);
#line 465 "tilelang/ops/lowbit_kernels.py"
  const int v_67 = (tid / 16);
#line 428 "tilelang/ops/lowbit_kernels.py"
  const int v_68 = (v_67 % 2);
  const int v_69 = (v_68 * 8);
  const int v_70 = (v_65 * 8);
#line 450 "tilelang/ops/lowbit_kernels.py"
  int r = 0;
  for (int ko = 0; ko < 16; ko += 1) {
    tl::cp_async_wait<2>();
    __syncthreads();
    const int v_71 = (ko + 3);
    const bool v_72 = (r == 0);
    const int v_73 = (r - 1);
    const int v_74 = (v_72 ? 3 : v_73);
    const bool v_75 = (v_71 < 16);
    if (v_75) {
      const int v_76 = tl::min(v_71, 15);
#line 451 "tilelang/ops/lowbit_kernels.py"
      const int v_77 = (v_2 + v_76);
      const int k0_1 = (v_77 * 128);
#line 450 "tilelang/ops/lowbit_kernels.py"
      const int v_78 = (v_74 * 16);
      const int v_79 = (v_74 * 64);
#line 386 "tilelang/ops/lowbit_kernels.py"
      if (v_4) {
        const int v_80 = (v_66 * 8);
        const int v_81 = (v_80 + k0_1);
        tl::cp_async<16>((A_s + (v_78) * 128 + v_80), (A + v_81), true);
      }
#line 391 "tilelang/ops/lowbit_kernels.py"
      const int v_82 = (v_14 + k0_1);
      const int v_83 = (v_82 * 4);
      const int v_84 = (v_83 / 8);
      for (int k_3 = 0; k_3 < 2; k_3 += 1) {
        const int v_85 = (k_3 * 128);
        const int v_86 = (v_85 + tid);
        const int v_87 = (v_86 / 4);
        const int v_88 = (v_87 + v_5);
        const int v_89 = (v_87 + v_79);
        tl::cp_async<16>((B_s + (v_89) * 64 + v_21), (B + (v_88) * 4096 + v_84), true);
      }
#line 397 "tilelang/ops/lowbit_kernels.py"
      if (v_7) {
        const int v_90 = (v_70 + v_5);
        tl::cp_async<16>((S_s + (v_74) * 64 + v_70), (Scales + (v_77) * 8192 + v_90), true);
      }
#line 450 "tilelang/ops/lowbit_kernels.py"
    }
    tl::cp_async_commit();
    const int v_91 = (r * 16);
    const int v_92 = (r * 64);
#line 402 "tilelang/ops/lowbit_kernels.py"
    alignas(16) half dequant[64];
    #pragma unroll
    for (int g = 0; g < 8; g += 1) {
      const int v_93 = (g * 8);
      const int v_94 = (v_93 / 4);
      const int v_95 = (g / 4);
      const int v_96 = (v_94 % 8);
      const int v_97 = (v_96 * 16);
      const int v_98 = (v_95 * 8);
      const int v_99 = (v_9 + v_98);
      const int v_100 = (v_99 + v_63);
      const int v_101 = (v_97 + v_64);
      const int v_102 = (v_101 ^ v_18);
      const int v_103 = tl::floordiv(v_102, 8);
      const int v_104 = (v_103 * 4);
      const int v_105 = (v_100 + v_92);
      const unsigned v_106 = *reinterpret_cast<const unsigned*>((B_s + (v_105) * 64 + v_104));
      tl::dequant_i4<true>(dequant + v_93, v_106);
    }
    #pragma unroll
    for (int l_v_1 = 0; l_v_1 < 4; l_v_1 += 1) {
      const int v_107 = (l_v_1 * 16);
      const int l = (v_107 + 8);
      const int v_108 = (l_v_1 / 2);
      const int v_109 = (v_108 * 8);
      const int v_110 = (v_9 + v_109);
      const int v_111 = (v_110 + v_63);
#line 410 "tilelang/ops/lowbit_kernels.py"
      const tl::vec<half, 8> v_112 = *reinterpret_cast<const tl::vec<half, 8>*>((dequant + v_107));
      const half v_113 = v_112.v[0];
#line 416 "tilelang/ops/lowbit_kernels.py"
      const half v_114 = S_s[(r) * 64 + v_111];
      const half v_115 = tl::mul(v_113, v_114);
#line 410 "tilelang/ops/lowbit_kernels.py"
      const half v_116 = v_112.v[1];
#line 416 "tilelang/ops/lowbit_kernels.py"
      const half v_117 = tl::mul(v_116, v_114);
#line 410 "tilelang/ops/lowbit_kernels.py"
      const half v_118 = v_112.v[2];
#line 416 "tilelang/ops/lowbit_kernels.py"
      const half v_119 = tl::mul(v_118, v_114);
#line 410 "tilelang/ops/lowbit_kernels.py"
      const half v_120 = v_112.v[3];
#line 416 "tilelang/ops/lowbit_kernels.py"
      const half v_121 = tl::mul(v_120, v_114);
#line 410 "tilelang/ops/lowbit_kernels.py"
      const half v_122 = v_112.v[4];
#line 416 "tilelang/ops/lowbit_kernels.py"
      const half v_123 = tl::mul(v_122, v_114);
#line 410 "tilelang/ops/lowbit_kernels.py"
      const half v_124 = v_112.v[5];
#line 416 "tilelang/ops/lowbit_kernels.py"
      const half v_125 = tl::mul(v_124, v_114);
#line 410 "tilelang/ops/lowbit_kernels.py"
      const half v_126 = v_112.v[6];
#line 416 "tilelang/ops/lowbit_kernels.py"
      const half v_127 = tl::mul(v_126, v_114);
#line 410 "tilelang/ops/lowbit_kernels.py"
      const half v_128 = v_112.v[7];
#line 416 "tilelang/ops/lowbit_kernels.py"
      const half v_129 = tl::mul(v_128, v_114);
#line 402 "tilelang/ops/lowbit_kernels.py"
      const tl::vec<half, 8> v_130 = tl::vec<half, 8>{{v_115, v_117, v_119, v_121, v_123, v_125, v_127, v_129}};
      *reinterpret_cast<tl::vec<half, 8>*>((B_f + v_107)) = v_130;
#line 410 "tilelang/ops/lowbit_kernels.py"
      const tl::vec<half, 8> v_131 = *reinterpret_cast<const tl::vec<half, 8>*>((dequant + l));
      const half v_132 = v_131.v[0];
#line 416 "tilelang/ops/lowbit_kernels.py"
      const half v_133 = tl::mul(v_132, v_114);
#line 410 "tilelang/ops/lowbit_kernels.py"
      const half v_134 = v_131.v[1];
#line 416 "tilelang/ops/lowbit_kernels.py"
      const half v_135 = tl::mul(v_134, v_114);
#line 410 "tilelang/ops/lowbit_kernels.py"
      const half v_136 = v_131.v[2];
#line 416 "tilelang/ops/lowbit_kernels.py"
      const half v_137 = tl::mul(v_136, v_114);
#line 410 "tilelang/ops/lowbit_kernels.py"
      const half v_138 = v_131.v[3];
#line 416 "tilelang/ops/lowbit_kernels.py"
      const half v_139 = tl::mul(v_138, v_114);
#line 410 "tilelang/ops/lowbit_kernels.py"
      const half v_140 = v_131.v[4];
#line 416 "tilelang/ops/lowbit_kernels.py"
      const half v_141 = tl::mul(v_140, v_114);
#line 410 "tilelang/ops/lowbit_kernels.py"
      const half v_142 = v_131.v[5];
#line 416 "tilelang/ops/lowbit_kernels.py"
      const half v_143 = tl::mul(v_142, v_114);
#line 410 "tilelang/ops/lowbit_kernels.py"
      const half v_144 = v_131.v[6];
#line 416 "tilelang/ops/lowbit_kernels.py"
      const half v_145 = tl::mul(v_144, v_114);
#line 410 "tilelang/ops/lowbit_kernels.py"
      const half v_146 = v_131.v[7];
#line 416 "tilelang/ops/lowbit_kernels.py"
      const half v_147 = tl::mul(v_146, v_114);
#line 402 "tilelang/ops/lowbit_kernels.py"
      const tl::vec<half, 8> v_148 = tl::vec<half, 8>{{v_133, v_135, v_137, v_139, v_141, v_143, v_145, v_147}};
      *reinterpret_cast<tl::vec<half, 8>*>((B_f + l)) = v_148;
    }
#line 428 "tilelang/ops/lowbit_kernels.py"
    alignas(16) half a_regs[8];
    alignas(16) half b_regs[8];
    alignas(16) float c_odd[8];
    #pragma unroll
    for (int l_v_2 = 0; l_v_2 < 2; l_v_2 += 1) {
      const int v_149 = (l_v_2 * 4);
      const tl::vec<float, 4> v_150 = tl::vec<float, 4>{{0.0f, 0.0f, 0.0f, 0.0f}};
      *reinterpret_cast<tl::vec<float, 4>*>((c_odd + v_149)) = v_150;
    }
    const int v_151 = (v_66 + v_91);
    for (int kk = 0; kk < 4; kk += 1) {
      const int v_152 = (kk * 2);
      const int v_153 = (v_152 * 16);
      const int v_154 = (v_153 + v_69);
      const int v_155 = (v_154 ^ v_70);
      tl::ldmatrix<4, false>(a_regs + 0, (A_s + (v_151) * 128 + v_155));
      const int v_156 = (v_152 * 4);
      const half v_157 = B_f[v_156];
      b_regs[0] = v_157;
      const int v_158 = (v_156 + 1);
      const half v_159 = B_f[v_158];
      b_regs[1] = v_159;
      const int v_160 = (v_156 + 2);
      const half v_161 = B_f[v_160];
      b_regs[2] = v_161;
      const int v_162 = (v_156 + 3);
      const half v_163 = B_f[v_162];
      b_regs[3] = v_163;
      const int v_164 = (v_156 + 32);
      const half v_165 = B_f[v_164];
      b_regs[4] = v_165;
      const int v_166 = (v_156 + 33);
      const half v_167 = B_f[v_166];
      b_regs[5] = v_167;
      const int v_168 = (v_156 + 34);
      const half v_169 = B_f[v_168];
      b_regs[6] = v_169;
      const int v_170 = (v_156 + 35);
      const half v_171 = B_f[v_170];
      b_regs[7] = v_171;
      tl::mma_m16n8k16(a_regs + 0, b_regs + 0, C_f + 0);
      tl::mma_m16n8k16(a_regs + 0, b_regs + 4, C_f + 4);
      const int v_172 = (v_152 + 1);
      const int v_173 = (v_154 + 16);
      const int v_174 = (v_173 ^ v_70);
      tl::ldmatrix<4, false>(a_regs + 0, (A_s + (v_151) * 128 + v_174));
      const int v_175 = (v_172 * 4);
      const half v_176 = B_f[v_175];
      b_regs[0] = v_176;
      const int v_177 = (v_175 + 1);
      const half v_178 = B_f[v_177];
      b_regs[1] = v_178;
      const int v_179 = (v_175 + 2);
      const half v_180 = B_f[v_179];
      b_regs[2] = v_180;
      const int v_181 = (v_175 + 3);
      const half v_182 = B_f[v_181];
      b_regs[3] = v_182;
      const int v_183 = (v_175 + 32);
      const half v_184 = B_f[v_183];
      b_regs[4] = v_184;
      const int v_185 = (v_175 + 33);
      const half v_186 = B_f[v_185];
      b_regs[5] = v_186;
      const int v_187 = (v_175 + 34);
      const half v_188 = B_f[v_187];
      b_regs[6] = v_188;
      const int v_189 = (v_175 + 35);
      const half v_190 = B_f[v_189];
      b_regs[7] = v_190;
      tl::mma_m16n8k16(a_regs + 0, b_regs + 0, c_odd + 0);
      tl::mma_m16n8k16(a_regs + 0, b_regs + 4, c_odd + 4);
    }
    #pragma unroll
    for (int l_v_3 = 0; l_v_3 < 2; l_v_3 += 1) {
      const int v_191 = (l_v_3 * 4);
      const tl::vec<float, 4> v_192 = *reinterpret_cast<const tl::vec<float, 4>*>((C_f + v_191));
      const float v_193 = v_192.v[0];
      const tl::vec<float, 4> v_194 = *reinterpret_cast<const tl::vec<float, 4>*>((c_odd + v_191));
      const float v_195 = v_194.v[0];
      const float v_196 = (v_193 + v_195);
      const float v_197 = v_192.v[1];
      const float v_198 = v_194.v[1];
      const float v_199 = (v_197 + v_198);
      const float v_200 = v_192.v[2];
      const float v_201 = v_194.v[2];
      const float v_202 = (v_200 + v_201);
      const float v_203 = v_192.v[3];
      const float v_204 = v_194.v[3];
      const float v_205 = (v_203 + v_204);
      const tl::vec<float, 4> v_206 = tl::vec<float, 4>{{v_196, v_199, v_202, v_205}};
      *reinterpret_cast<tl::vec<float, 4>*>((C_f + v_191)) = v_206;
    }
#line 450 "tilelang/ops/lowbit_kernels.py"
    const bool v_207 = (r == 3);
    const int v_208 = (v_73 + 2);
    const int v_209 = (v_207 ? 0 : v_208);
#line 465 "tilelang/ops/lowbit_kernels.py"
    r = v_209;
#line 450 "tilelang/ops/lowbit_kernels.py"
  }
  tl::cp_async_wait<0>();
#line 454 "tilelang/ops/lowbit_kernels.py"
  const int v_210 = ((int)blockIdx.y * 16);
  float* const split_k_tile = reinterpret_cast<float*>(tl_smem + 0);
  __syncthreads();
  const int v_211 = (v_63 + 8);
  #pragma unroll
  for (int l_v_4 = 0; l_v_4 < 2; l_v_4 += 1) {
    const int v_212 = (l_v_4 * 4);
    const int v_213 = (l_v_4 * 8);
    const int v_214 = (v_9 + v_213);
    const int v_215 = (v_214 + v_61);
    const tl::vec<float, 4> v_216 = *reinterpret_cast<const tl::vec<float, 4>*>((C_f + v_212));
    const float v_217 = v_216.v[0];
    const float v_218 = v_216.v[1];
    const tl::vec<float, 2> v_219 = tl::vec<float, 2>{{v_217, v_218}};
    *reinterpret_cast<tl::vec<float, 2>*>((split_k_tile + (v_63) * 64 + v_215)) = v_219;
    const float v_220 = v_216.v[2];
    const float v_221 = v_216.v[3];
    const tl::vec<float, 2> v_222 = tl::vec<float, 2>{{v_220, v_221}};
    *reinterpret_cast<tl::vec<float, 2>*>((split_k_tile + (v_211) * 64 + v_215)) = v_222;
  }
  __syncthreads();
  const int v_223 = (v_66 * 4);
  const int v_224 = (v_5 + v_223);
  for (int k_4 = 0; k_4 < 2; k_4 += 1) {
    const int v_225 = (k_4 * 128);
    const int v_226 = (v_225 + tid);
    const int v_227 = (v_226 / 16);
    const int v_228 = (v_210 + v_227);
    const bool v_229 = (v_228 < 1);
    if (v_229) {
      const tl::vec<float, 4> v_230 = *reinterpret_cast<const tl::vec<float, 4>*>((split_k_tile + (v_227) * 64 + v_223));
      *reinterpret_cast<tl::vec<float, 4>*>((Work + (((int)blockIdx.z) * 1 + v_228) * 8192 + v_224)) = v_230;
    }
  }
  __syncthreads();
  int* const split_k_last = reinterpret_cast<int*>(tl_smem + 0);
  const bool v_231 = (tid == 0);
  if (v_231) {
    const int v_232 = tl::fetch_add_acq_rel((Arrivals + ((int)blockIdx.y) * 128 + (int)blockIdx.x), 1);
    split_k_last[0] = v_232;
  }
  __syncthreads();
  const int v_233 = split_k_last[0];
  const bool v_234 = (v_233 == 3);
  if (v_234) {
    for (int k_5 = 0; k_5 < 2; k_5 += 1) {
      const int v_235 = (k_5 * 128);
      const int v_236 = (v_235 + tid);
      const int v_237 = (v_236 / 16);
      const int v_238 = (v_210 + v_237);
      const bool v_239 = (v_238 < 1);
      if (v_239) {
        const tl::vec<float, 4> v_240 = *reinterpret_cast<const tl::vec<float, 4>*>((Work + (v_238) * 8192 + v_224));
        const float v_241 = v_240.v[0];
        const tl::vec<float, 4> v_242 = *reinterpret_cast<const tl::vec<float, 4>*>((Work + ((1) * 1 + v_238) * 8192 + v_224));
        const float v_243 = v_242.v[0];
        const float v_244 = (v_241 + v_243);
        const tl::vec<float, 4> v_245 = *reinterpret_cast<const tl::vec<float, 4>*>((Work + ((2) * 1 + v_238) * 8192 + v_224));
        const float v_246 = v_245.v[0];
        const float v_247 = (v_244 + v_246);
        const tl::vec<float, 4> v_248 = *reinterpret_cast<const tl::vec<float, 4>*>((Work + ((3) * 1 + v_238) * 8192 + v_224));
        const float v_249 = v_248.v[0];
        const float v_250 = (v_247 + v_249);
        const half v_251 = tl::cast<half>(v_250);
        const float v_252 = v_240.v[1];
        const float v_253 = v_242.v[1];
        const float v_254 = (v_252 + v_253);
        const float v_255 = v_245.v[1];
        const float v_256 = (v_254 + v_255);
        const float v_257 = v_248.v[1];
        const float v_258 = (v_256 + v_257);
        const half v_259 = tl::cast<half>(v_258);
        const float v_260 = v_240.v[2];
        const float v_261 = v_242.v[2];
        const float v_262 = (v_260 + v_261);
        const float v_263 = v_245.v[2];
        const float v_264 = (v_262 + v_263);
        const float v_265 = v_248.v[2];
        const float v_266 = (v_264 + v_265);
        const half v_267 = tl::cast<half>(v_266);
        const float v_268 = v_240.v[3];
        const float v_269 = v_242.v[3];
        const float v_270 = (v_268 + v_269);
        const float v_271 = v_245.v[3];
        const float v_272 = (v_270 + v_271);
        const float v_273 = v_248.v[3];
        const float v_274 = (v_272 + v_273);
        const half v_275 = tl::cast<half>(v_274);
        const tl::vec<half, 4> v_276 = tl::vec<half, 4>{{v_251, v_259, v_267, v_275}};
        *reinterpret_cast<tl::vec<half, 4>*>((C + (v_238) * 8192 + v_224)) = v_276;
      }
    }
    if (v_231) {
      Arrivals[((int)blockIdx.y) * 128 + (int)blockIdx.x] = 0;
    }
  }
}
