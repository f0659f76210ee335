// lowbit_matmul: a (4096, 8192) float16, weight (8192, 8192) int4 prepared, group 128, no zeros; sm_80
// plan: gemm {"block_M": 128, "block_N": 128, "block_K": 64, "num_stages": 4, "threads": 128, "split_k": 1, "swizzle": 0}
// written by `python scripts/update_golden.py` (never by hand): the CUDA source after prelude.cuh and a blank line, #line paths repository-relative
#line 465 "tilelang/ops/lowbit_kernels.py"
extern "C" __global__ void __launch_bounds__(128) gemm_kernel(half* __restrict__ A, unsigned char* __restrict__ B, half* __restrict__ Scales, half* __restrict__ C) {
  extern __shared__ __align__(1024) unsigned char tl_smem[];
  const int tid = (int)threadIdx.x;
#line 348 "tilelang/ops/lowbit_kernels.py"
  half* const A_s = reinterpret_cast<half*>(tl_smem + 0);
#line 349 "tilelang/ops/lowbit_kernels.py"
  unsigned char* const B_s = reinterpret_cast<unsigned char*>(tl_smem + 65536);
#line 350 "tilelang/ops/lowbit_kernels.py"
  half* const S_s = reinterpret_cast<half*>(tl_smem + 81920);
#line 352 "tilelang/ops/lowbit_kernels.py"
  alignas(16) half B_f[64];
#line 354 "tilelang/ops/lowbit_kernels.py"
  alignas(16) float C_f[128];
#line 449 "tilelang/ops/lowbit_kernels.py"
  #pragma unroll
  for (int l_v = 0; l_v < 32; l_v += 1) {
    const int v = (l_v * 4);
    const tl::vec<float, 4> v_1 = tl::vec<float, 4>{{0.0f, 0.0f, 0.0f, 0.0f}};
    *reinterpret_cast<tl::vec<float, 4>*>((C_f + v)) = v_1;
  }
#line 451 "tilelang/ops/lowbit_kernels.py"
  const int v_2 = ((int)blockIdx.z * 128);
  const int k0 = (v_2 * 64);
#line 389 "tilelang/ops/lowbit_kernels.py"
  const int v_3 = ((int)blockIdx.y * 128);
#line 390 "tilelang/ops/lowbit_kernels.py"
  const int g0 = (k0 / 128);
#line 391 "tilelang/ops/lowbit_kernels.py"
  const int v_4 = ((int)blockIdx.x * 128);
#line 397 "tilelang/ops/lowbit_kernels.py"
  const int v_5 = (g0 + 1);
  const bool v_6 = (tid < 16);
#line 428 "tilelang/ops/lowbit_kernels.py"
  const int v_7 = (tid / 32);
  const int v_8 = (v_7 * 32);
#line 389 "tilelang/ops/lowbit_kernels.py"
  const int v_9 = (tid % 8);
  const int v_10 = (v_9 * 8);
  const int v_11 = (v_10 + k0);
#line 465 "tilelang/ops/lowbit_kernels.py"
  const int v_12 = (tid / 8);
#line 389 "tilelang/ops/lowbit_kernels.py"
  const int v_13 = (v_12 % 8);
  const int v_14 = (v_13 * 8);
  const int v_15 = (v_10 ^ v_14);
  for (int k = 0; k < 8; k += 1) {
    const int v_16 = (k * 128);
    const int v_17 = (v_16 + tid);
    const int v_18 = (v_17 / 8);
    const int v_19 = (v_18 + v_3);
    tl::cp_async<16>((A_s + (v_18) * 64 + v_15), (A + (v_19) * 8192 + v_11), true);
  }
#line 391 "tilelang/ops/lowbit_kernels.py"
  const int v_20 = (tid % 2);
  const int v_21 = (v_20 * 32);
  const int v_22 = (v_21 + k0);
  const int v_23 = (v_12 % 2);
  const int v_24 = (v_23 * 32);
  const int v_25 = (v_21 ^ v_24);
  const int v_26 = (v_25 * 4);
  const int v_27 = tl::floordiv(v_26, 8);
  const int v_28 = (v_22 * 4);
  const int v_29 = (v_28 / 8);
  for (int k_1 = 0; k_1 < 2; k_1 += 1) {
    const int v_30 = (k_1 * 128);
    const int v_31 = (v_30 + tid);
    const int v_32 = (v_31 / 2);
    const int v_33 = (v_32 + v_4);
    tl::cp_async<16>((B_s + (v_32) * 32 + v_27), (B + (v_33) * 4096 + v_29), true);
  }
#line 397 "tilelang/ops/lowbit_kernels.py"
  if (v_6) {
    const int v_34 = (tid % 16);
    const int v_35 = (v_34 * 8);
    const int v_36 = (v_35 + v_4);
    tl::cp_async<16>((S_s + v_35), (Scales + (g0) * 8192 + v_36), true);
  }
#line 450 "tilelang/ops/lowbit_kernels.py"
  tl::cp_async_commit();
#line 389 "tilelang/ops/lowbit_kernels.py"
  const int v_37 = (v_11 + 64);
  for (int k_2 = 0; k_2 < 8; k_2 += 1) {
    const int v_38 = (k_2 * 128);
    const int v_39 = (v_38 + tid);
    const int v_40 = (v_39 / 8);
    const int v_41 = (v_40 + v_3);
    const int v_42 = (v_40 + 128);
    tl::cp_async<16>((A_s + (v_42) * 64 + v_15), (A + (v_41) * 8192 + v_37), true);
  }
#line 391 "tilelang/ops/lowbit_kernels.py"
  const int v_43 = (v_22 + 64);
  const int v_44 = (v_43 * 4);
  const int v_45 = (v_44 / 8);
  for (int k_3 = 0; k_3 < 2; k_3 += 1) {
    const int v_46 = (k_3 * 128);
    const int v_47 = (v_46 + tid);
    const int v_48 = (v_47 / 2);
    const int v_49 = (v_48 + v_4);
    const int v_50 = (v_48 + 128);
    tl::cp_async<16>((B_s + (v_50) * 32 + v_27), (B + (v_49) * 4096 + v_45), true);
  }
#line 397 "tilelang/ops/lowbit_kernels.py"
  if (v_6) {
    const int v_51 = (tid % 16);
    const int v_52 = (v_51 * 8);
    const int v_53 = (v_52 + v_4);
    tl::cp_async<16>((S_s + (1) * 128 + v_52), (Scales + (g0) * 8192 + v_53), true);
  }
#line 450 "tilelang/ops/lowbit_kernels.py"
  tl::cp_async_commit();
#line 389 "tilelang/ops/lowbit_kernels.py"
  const int v_54 = (v_11 + 128);
  for (int k_4 = 0; k_4 < 8; k_4 += 1) {
    const int v_55 = (k_4 * 128);
    const int v_56 = (v_55 + tid);
    const int v_57 = (v_56 / 8);
    const int v_58 = (v_57 + v_3);
    const int v_59 = (v_57 + 256);
    tl::cp_async<16>((A_s + (v_59) * 64 + v_15), (A + (v_58) * 8192 + v_54), true);
  }
#line 391 "tilelang/ops/lowbit_kernels.py"
  const int v_60 = (v_22 + 128);
  const int v_61 = (v_60 * 4);
  const int v_62 = (v_61 / 8);
  for (int k_5 = 0; k_5 < 2; k_5 += 1) {
    const int v_63 = (k_5 * 128);
    const int v_64 = (v_63 + tid);
    const int v_65 = (v_64 / 2);
    const int v_66 = (v_65 + v_4);
    const int v_67 = (v_65 + 256);
    tl::cp_async<16>((B_s + (v_67) * 32 + v_27), (B + (v_66) * 4096 + v_62), true);
  }
#line 397 "tilelang/ops/lowbit_kernels.py"
  if (v_6) {
    const int v_68 = (tid % 16);
    const int v_69 = (v_68 * 8);
    const int v_70 = (v_69 + v_4);
    tl::cp_async<16>((S_s + (2) * 128 + v_69), (Scales + (v_5) * 8192 + v_70), true);
  }
#line 450 "tilelang/ops/lowbit_kernels.py"
  tl::cp_async_commit();
#line 402 "tilelang/ops/lowbit_kernels.py"
  const int v_71 = (tid % 4);
  const int v_72 = (v_71 * 2);
#line 465 "tilelang/ops/lowbit_kernels.py"
  const int v_73 = (tid / 4);
#line 402 "tilelang/ops/lowbit_kernels.py"
  const int v_74 = (v_73 % 8);
  const int v_75 = (v_71 * 8);
#line 465 "tilelang/ops/lowbit_kernels.py"
  const int v_76 = (tid / 16);
#line 402 "tilelang/ops/lowbit_kernels.py"
  const int v_77 = (v_76 % 2);
  const int v_78 = (v_77 * 32);
#line 428 "tilelang/ops/lowbit_kernels.py"
  const int v_79 = (tid % 16);
  const int v_80 = (v_77 * 8);
#line 450 "tilelang/ops/lowbit_kernels.py"
  int r = 0;
  for (int ko = 0; ko < 128; ko += 1) {
    tl::cp_async_wait<2>();
    __syncthreads();
    const int v_81 = (ko + 3);
    const bool v_82 = (r == 0);
    const int v_83 = (r - 1);
    const int v_84 = (v_82 ? 3 : v_83);
    const bool v_85 = (v_81 < 128);
    if (v_85) {
      const int v_86 = tl::min(v_81, 127);
#line 451 "tilelang/ops/lowbit_kernels.py"
      const int v_87 = (v_2 + v_86);
      const int k0_1 = (v_87 * 64);
#line 390 "tilelang/ops/lowbit_kernels.py"
      const int g0_1 = (k0_1 / 128);
#line 450 "tilelang/ops/lowbit_kernels.py"
      const int v_88 = (v_84 * 128);
#line 389 "tilelang/ops/lowbit_kernels.py"
      const int v_89 = (v_10 + k0_1);
      for (int k_6 = 0; k_6 < 8; k_6 += 1) {
        const int v_90 = (k_6 * 128);
        const int v_91 = (v_90 + tid);
        const int v_92 = (v_91 / 8);
        const int v_93 = (v_92 + v_3);
        const int v_94 = (v_92 + v_88);
        tl::cp_async<16>((A_s + (v_94) * 64 + v_15), (A + (v_93) * 8192 + v_89), true);
      }
#line 391 "tilelang/ops/lowbit_kernels.py"
      const int v_95 = (v_21 + k0_1);
      const int v_96 = (v_95 * 4);
      const int v_97 = (v_96 / 8);
      for (int k_7 = 0; k_7 < 2; k_7 += 1) {
        const int v_98 = (k_7 * 128);
        const int v_99 = (v_98 + tid);
        const int v_100 = (v_99 / 2);
        const int v_101 = (v_100 + v_4);
        const int v_102 = (v_100 + v_88);
        tl::cp_async<16>((B_s + (v_102) * 32 + v_27), (B + (v_101) * 4096 + v_97), true);
      }
#line 397 "tilelang/ops/lowbit_kernels.py"
      if (v_6) {
        const int v_103 = (v_79 * 8);
        const int v_104 = (v_103 + v_4);
        tl::cp_async<16>((S_s + (v_84) * 128 + v_103), (Scales + (g0_1) * 8192 + v_104), true);
      }
#line 450 "tilelang/ops/lowbit_kernels.py"
    }
    tl::cp_async_commit();
    const int v_105 = (r * 128);
#line 402 "tilelang/ops/lowbit_kernels.py"
    alignas(16) half dequant[64];
    #pragma unroll
    for (int g = 0; g < 8; g += 1) {
      const int v_106 = (g * 8);
      const int v_107 = (v_106 / 4);
      const int v_108 = (g / 2);
      const int v_109 = (v_107 % 4);
      const int v_110 = (v_109 * 16);
      const int v_111 = (v_108 * 8);
      const int v_112 = (v_8 + v_111);
      const int v_113 = (v_112 + v_74);
      const int v_114 = (v_110 + v_75);
      const int v_115 = (v_114 ^ v_78);
      const int v_116 = tl::floordiv(v_115, 8);
      const int v_117 = (v_116 * 4);
      const int v_118 = (v_113 + v_105);
      const unsigned v_119 = *reinterpret_cast<const unsigned*>((B_s + (v_118) * 32 + v_117));
      tl::dequant_i4<true>(dequant + v_106, v_119);
    }
    #pragma unroll
    for (int l_v_1 = 0; l_v_1 < 4; l_v_1 += 1) {
      const int v_120 = (l_v_1 * 16);
      const int l = (v_120 + 8);
      const int v_121 = (l_v_1 * 8);
      const int v_122 = (v_8 + v_121);
      const int v_123 = (v_122 + v_74);
#line 410 "tilelang/ops/lowbit_kernels.py"
      const tl::vec<half, 8> v_124 = *reinterpret_cast<const tl::vec<half, 8>*>((dequant + v_120));
      const half v_125 = v_124.v[0];
#line 416 "tilelang/ops/lowbit_kernels.py"
      const half v_126 = S_s[(r) * 128 + v_123];
      const half v_127 = tl::mul(v_125, v_126);
#line 410 "tilelang/ops/lowbit_kernels.py"
      const half v_128 = v_124.v[1];
#line 416 "tilelang/ops/lowbit_kernels.py"
      const half v_129 = tl::mul(v_128, v_126);
#line 410 "tilelang/ops/lowbit_kernels.py"
      const half v_130 = v_124.v[2];
#line 416 "tilelang/ops/lowbit_kernels.py"
      const half v_131 = tl::mul(v_130, v_126);
#line 410 "tilelang/ops/lowbit_kernels.py"
      const half v_132 = v_124.v[3];
#line 416 "tilelang/ops/lowbit_kernels.py"
      const half v_133 = tl::mul(v_132, v_126);
#line 410 "tilelang/ops/lowbit_kernels.py"
      const half v_134 = v_124.v[4];
#line 416 "tilelang/ops/lowbit_kernels.py"
      const half v_135 = tl::mul(v_134, v_126);
#line 410 "tilelang/ops/lowbit_kernels.py"
      const half v_136 = v_124.v[5];
#line 416 "tilelang/ops/lowbit_kernels.py"
      const half v_137 = tl::mul(v_136, v_126);
#line 410 "tilelang/ops/lowbit_kernels.py"
      const half v_138 = v_124.v[6];
#line 416 "tilelang/ops/lowbit_kernels.py"
      const half v_139 = tl::mul(v_138, v_126);
#line 410 "tilelang/ops/lowbit_kernels.py"
      const half v_140 = v_124.v[7];
#line 416 "tilelang/ops/lowbit_kernels.py"
      const half v_141 = tl::mul(v_140, v_126);
#line 402 "tilelang/ops/lowbit_kernels.py"
      const tl::vec<half, 8> v_142 = tl::vec<half, 8>{{v_127, v_129, v_131, v_133, v_135, v_137, v_139, v_141}};
      *reinterpret_cast<tl::vec<half, 8>*>((B_f + v_120)) = v_142;
#line 410 "tilelang/ops/lowbit_kernels.py"
      const tl::vec<half, 8> v_143 = *reinterpret_cast<const tl::vec<half, 8>*>((dequant + l));
      const half v_144 = v_143.v[0];
#line 416 "tilelang/ops/lowbit_kernels.py"
      const half v_145 = tl::mul(v_144, v_126);
#line 410 "tilelang/ops/lowbit_kernels.py"
      const half v_146 = v_143.v[1];
#line 416 "tilelang/ops/lowbit_kernels.py"
      const half v_147 = tl::mul(v_146, v_126);
#line 410 "tilelang/ops/lowbit_kernels.py"
      const half v_148 = v_143.v[2];
#line 416 "tilelang/ops/lowbit_kernels.py"
      const half v_149 = tl::mul(v_148, v_126);
#line 410 "tilelang/ops/lowbit_kernels.py"
      const half v_150 = v_143.v[3];
#line 416 "tilelang/ops/lowbit_kernels.py"
      const half v_151 = tl::mul(v_150, v_126);
#line 410 "tilelang/ops/lowbit_kernels.py"
      const half v_152 = v_143.v[4];
#line 416 "tilelang/ops/lowbit_kernels.py"
      const half v_153 = tl::mul(v_152, v_126);
#line 410 "tilelang/ops/lowbit_kernels.py"
      const half v_154 = v_143.v[5];
#line 416 "tilelang/ops/lowbit_kernels.py"
      const half v_155 = tl::mul(v_154, v_126);
#line 410 "tilelang/ops/lowbit_kernels.py"
      const half v_156 = v_143.v[6];
#line 416 "tilelang/ops/lowbit_kernels.py"
      const half v_157 = tl::mul(v_156, v_126);
#line 410 "tilelang/ops/lowbit_kernels.py"
      const half v_158 = v_143.v[7];
#line 416 "tilelang/ops/lowbit_kernels.py"
      const half v_159 = tl::mul(v_158, v_126);
#line 402 "tilelang/ops/lowbit_kernels.py"
      const tl::vec<half, 8> v_160 = tl::vec<half, 8>{{v_145, v_147, v_149, v_151, v_153, v_155, v_157, v_159}};
      *reinterpret_cast<tl::vec<half, 8>*>((B_f + l)) = v_160;
    }
#line 428 "tilelang/ops/lowbit_kernels.py"
    alignas(16) half a_regs[64];
    alignas(16) half b_regs[16];
    const int v_161 = (v_79 + v_105);
    const int v_162 = (v_161 + 16);
    const int v_163 = (v_161 + 32);
    const int v_164 = (v_161 + 48);
    const int v_165 = (v_161 + 64);
    const int v_166 = (v_161 + 80);
    const int v_167 = (v_161 + 96);
    const int v_168 = (v_161 + 112);
    for (int kk = 0; kk < 4; kk += 1) {
      const int v_169 = (kk * 16);
      const int v_170 = (v_169 + v_80);
      const int v_171 = (v_170 ^ v_10);
      tl::ldmatrix<4, false>(a_regs + 0, (A_s + (v_161) * 64 + v_171));
      tl::ldmatrix<4, false>(a_regs + 8, (A_s + (v_162) * 64 + v_171));
      tl::ldmatrix<4, false>(a_regs + 16, (A_s + (v_163) * 64 + v_171));
      tl::ldmatrix<4, false>(a_regs + 24, (A_s + (v_164) * 64 + v_171));
      tl::ldmatrix<4, false>(a_regs + 32, (A_s + (v_165) * 64 + v_171));
      tl::ldmatrix<4, false>(a_regs + 40, (A_s + (v_166) * 64 + v_171));
      tl::ldmatrix<4, false>(a_regs + 48, (A_s + (v_167) * 64 + v_171));
      tl::ldmatrix<4, false>(a_regs + 56, (A_s + (v_168) * 64 + v_171));
      const int v_172 = (kk * 4);
      const half v_173 = B_f[v_172];
      b_regs[0] = v_173;
      const int v_174 = (v_172 + 1);
      const half v_175 = B_f[v_174];
      b_regs[1] = v_175;
      const int v_176 = (v_172 + 2);
      const half v_177 = B_f[v_176];
      b_regs[2] = v_177;
      const int v_178 = (v_172 + 3);
      const half v_179 = B_f[v_178];
      b_regs[3] = v_179;
      const int v_180 = (v_172 + 16);
      const half v_181 = B_f[v_180];
      b_regs[4] = v_181;
      const int v_182 = (v_172 + 17);
      const half v_183 = B_f[v_182];
      b_regs[5] = v_183;
      const int v_184 = (v_172 + 18);
      const half v_185 = B_f[v_184];
      b_regs[6] = v_185;
      const int v_186 = (v_172 + 19);
      const half v_187 = B_f[v_186];
      b_regs[7] = v_187;
      const int v_188 = (v_172 + 32);
      const half v_189 = B_f[v_188];
      b_regs[8] = v_189;
      const int v_190 = (v_172 + 33);
      const half v_191 = B_f[v_190];
      b_regs[9] = v_191;
      const int v_192 = (v_172 + 34);
      const half v_193 = B_f[v_192];
      b_regs[10] = v_193;
      const int v_194 = (v_172 + 35);
      const half v_195 = B_f[v_194];
      b_regs[11] = v_195;
      const int v_196 = (v_172 + 48);
      const half v_197 = B_f[v_196];
      b_regs[12] = v_197;
      const int v_198 = (v_172 + 49);
      const half v_199 = B_f[v_198];
      b_regs[13] = v_199;
      const int v_200 = (v_172 + 50);
      const half v_201 = B_f[v_200];
      b_regs[14] = v_201;
      const int v_202 = (v_172 + 51);
      const half v_203 = B_f[v_202];
      b_regs[15] = v_203;
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
#line 450 "tilelang/ops/lowbit_kernels.py"
    const bool v_204 = (r == 3);
    const int v_205 = (v_83 + 2);
    const int v_206 = (v_204 ? 0 : v_205);
#line 465 "tilelang/ops/lowbit_kernels.py"
    r = v_206;
#line 450 "tilelang/ops/lowbit_kernels.py"
  }
  tl::cp_async_wait<0>();
#line 456 "tilelang/ops/lowbit_kernels.py"
  #pragma unroll
  for (int l_v_2 = 0; l_v_2 < 32; l_v_2 += 1) {
    const int v_207 = (l_v_2 * 4);
    const int v_208 = (l_v_2 / 4);
    const int v_209 = (l_v_2 % 4);
    const int v_210 = (v_208 * 16);
    const int v_211 = (v_210 + v_74);
    const int v_212 = (v_209 * 8);
    const int v_213 = (v_8 + v_212);
    const int v_214 = (v_213 + v_72);
    const int v_215 = (v_211 + v_3);
    const int v_216 = (v_214 + v_4);
    const tl::vec<float, 4> v_217 = *reinterpret_cast<const tl::vec<float, 4>*>((C_f + v_207));
    const float v_218 = v_217.v[0];
    const half v_219 = tl::cast<half>(v_218);
    const float v_220 = v_217.v[1];
    const half v_221 = tl::cast<half>(v_220);
    const tl::vec<half, 2> v_222 = tl::vec<half, 2>{{v_219, v_221}};
    *reinterpret_cast<tl::vec<half, 2>*>((C + (v_215) * 8192 + v_216)) = v_222;
    const int v_223 = (v_215 + 8);
    const float v_224 = v_217.v[2];
    const half v_225 = tl::cast<half>(v_224);
    const float v_226 = v_217.v[3];
    const half v_227 = tl::cast<half>(v_226);
    const tl::vec<half, 2> v_228 = tl::vec<half, 2>{{v_225, v_227}};
    *reinterpret_cast<tl::vec<half, 2>*>((C + (v_223) * 8192 + v_216)) = v_228;
  }
}
