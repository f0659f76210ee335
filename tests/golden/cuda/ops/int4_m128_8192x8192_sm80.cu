// lowbit_matmul: a (128, 8192) float16, weight (8192, 8192) int4 prepared, group 128, no zeros; sm_80
// plan: gemm {"block_M": 64, "block_N": 128, "block_K": 128, "num_stages": 4, "threads": 128, "split_k": 2, "swizzle": 0}
// written by `python scripts/update_golden.py` (never by hand): the CUDA source after prelude.cuh and a blank line, #line paths repository-relative
#line 465 "tilelang/ops/lowbit_kernels.py"
extern "C" __global__ void __launch_bounds__(128) gemm_kernel(half* __restrict__ A, unsigned char* __restrict__ B, half* __restrict__ Scales, half* __restrict__ C, float* __restrict__ Work, int* __restrict__ Arrivals) {
  extern __shared__ __align__(1024) unsigned char tl_smem[];
  const int tid = (int)threadIdx.x;
#line 348 "tilelang/ops/lowbit_kernels.py"
  half* const A_s = reinterpret_cast<half*>(tl_smem + 0);
#line 349 "tilelang/ops/lowbit_kernels.py"
  unsigned char* const B_s = reinterpret_cast<unsigned char*>(tl_smem + 65536);
#line 350 "tilelang/ops/lowbit_kernels.py"
  half* const S_s = reinterpret_cast<half*>(tl_smem + 98304);
#line 352 "tilelang/ops/lowbit_kernels.py"
  alignas(16) half B_f[128];
#line 354 "tilelang/ops/lowbit_kernels.py"
  alignas(16) float C_f[64];
#line 449 "tilelang/ops/lowbit_kernels.py"
  #pragma unroll
  for (int l_v = 0; l_v < 16; l_v += 1) {
    const int v = (l_v * 4);
    const tl::vec<float, 4> v_1 = tl::vec<float, 4>{{0.0f, 0.0f, 0.0f, 0.0f}};
    *reinterpret_cast<tl::vec<float, 4>*>((C_f + v)) = v_1;
  }
#line 451 "tilelang/ops/lowbit_kernels.py"
  const int v_2 = ((int)blockIdx.z * 32);
  const int k0 = (v_2 * 128);
#line 389 "tilelang/ops/lowbit_kernels.py"
  const int v_3 = ((int)blockIdx.y * 64);
#line 391 "tilelang/ops/lowbit_kernels.py"
  const int v_4 = ((int)blockIdx.x * 128);
#line 397 "tilelang/ops/lowbit_kernels.py"
  const int v_5 = (v_2 + 1);
  const bool v_6 = (tid < 16);
#line 428 "tilelang/ops/lowbit_kernels.py"
  const int v_7 = (tid / 32);
  const int v_8 = (tid % 32);
  const int v_9 = (v_7 * 32);
#line 389 "tilelang/ops/lowbit_kernels.py"
  const int v_10 = (tid % 16);
  const int v_11 = (v_10 * 8);
  const int v_12 = (v_11 + k0);
  const int v_13 = (tid / 16);
  const int v_14 = (v_13 * 8);
  const int v_15 = (v_11 ^ v_14);
  for (int k = 0; k < 8; k += 1) {
    const int v_16 = (k * 128);
    const int v_17 = (v_16 + tid);
    const int v_18 = (v_17 / 16);
    const int v_19 = (v_18 + v_3);
    tl::cp_async<16>((A_s + (v_18) * 128 + v_15), (A + (v_19) * 8192 + v_12), true);
  }
#line 391 "tilelang/ops/lowbit_kernels.py"
  const int v_20 = (tid % 4);
  const int v_21 = (v_20 * 32);
  const int v_22 = (v_21 + k0);
#line 465 "tilelang/ops/lowbit_kernels.py"
  const int v_23 = (tid / 8);
#line 391 "tilelang/ops/lowbit_kernels.py"
  const int v_24 = (v_23 % 4);
  const int v_25 = (v_24 * 32);
  const int v_26 = (v_21 ^ v_25);
  const int v_27 = (v_26 * 4);
  const int v_28 = tl::floordiv(v_27, 8);
  const int v_29 = (v_22 * 4);
  const int v_30 = (v_29 / 8);
  for (int k_1 = 0; k_1 < 4; k_1 += 1) {
    const int v_31 = (k_1 * 128);
    const int v_32 = (v_31 + tid);
    const int v_33 = (v_32 / 4);
    const int v_34 = (v_33 + v_4);
    tl::cp_async<16>((B_s + (v_33) * 64 + v_28), (B + (v_34) * 4096 + v_30), true);
  }
#line 397 "tilelang/ops/lowbit_kernels.py"
  if (v_6) {
    const int v_35 = (v_11 + v_4);
    tl::cp_async<16>((S_s + v_11), (Scales + (v_2) * 8192 + v_35), true);
  }
#line 450 "tilelang/ops/lowbit_kernels.py"
  tl::cp_async_commit();
#line 397 "tilelang/ops/lowbit_kernels.py"
  const int v_36 = (v_2 + 2);
#line 389 "tilelang/ops/lowbit_kernels.py"
  const int v_37 = (v_12 + 128);
  for (int k_2 = 0; k_2 < 8; k_2 += 1) {
    const int v_38 = (k_2 * 128);
    const int v_39 = (v_38 + tid);
    const int v_40 = (v_39 / 16);
    const int v_41 = (v_40 + v_3);
    const int v_42 = (v_40 + 64);
    tl::cp_async<16>((A_s + (v_42) * 128 + v_15), (A + (v_41) * 8192 + v_37), true);
  }
#line 391 "tilelang/ops/lowbit_kernels.py"
  const int v_43 = (v_22 + 128);
  const int v_44 = (v_43 * 4);
  const int v_45 = (v_44 / 8);
  for (int k_3 = 0; k_3 < 4; k_3 += 1) {
    const int v_46 = (k_3 * 128);
    const int v_47 = (v_46 + tid);
    const int v_48 = (v_47 / 4);
    const int v_49 = (v_48 + v_4);
    const int v_50 = (v_48 + 128);
    tl::cp_async<16>((B_s + (v_50) * 64 + v_28), (B + (v_49) * 4096 + v_45), true);
  }
#line 397 "tilelang/ops/lowbit_kernels.py"
  if (v_6) {
    const int v_51 = (v_11 + v_4);
    tl::cp_async<16>((S_s + (1) * 128 + v_11), (Scales + (v_5) * 8192 + v_51), true);
  }
#line 450 "tilelang/ops/lowbit_kernels.py"
  tl::cp_async_commit();
#line 389 "tilelang/ops/lowbit_kernels.py"
  const int v_52 = (v_12 + 256);
  for (int k_4 = 0; k_4 < 8; k_4 += 1) {
    const int v_53 = (k_4 * 128);
    const int v_54 = (v_53 + tid);
    const int v_55 = (v_54 / 16);
    const int v_56 = (v_55 + v_3);
    const int v_57 = (v_55 + 128);
    tl::cp_async<16>((A_s + (v_57) * 128 + v_15), (A + (v_56) * 8192 + v_52), true);
  }
#line 391 "tilelang/ops/lowbit_kernels.py"
  const int v_58 = (v_22 + 256);
  const int v_59 = (v_58 * 4);
  const int v_60 = (v_59 / 8);
  for (int k_5 = 0; k_5 < 4; k_5 += 1) {
    const int v_61 = (k_5 * 128);
    const int v_62 = (v_61 + tid);
    const int v_63 = (v_62 / 4);
    const int v_64 = (v_63 + v_4);
    const int v_65 = (v_63 + 256);
    tl::cp_async<16>((B_s + (v_65) * 64 + v_28), (B + (v_64) * 4096 + v_60), true);
  }
#line 397 "tilelang/ops/lowbit_kernels.py"
  if (v_6) {
    const int v_66 = (v_11 + v_4);
    tl::cp_async<16>((S_s + (2) * 128 + v_11), (Scales + (v_36) * 8192 + v_66), true);
  }
#line 450 "tilelang/ops/lowbit_kernels.py"
  tl::cp_async_commit();
#line 402 "tilelang/ops/lowbit_kernels.py"
  const int v_67 = (v_20 * 2);
#line 465 "tilelang/ops/lowbit_kernels.py"
  const int v_68 = (tid / 4);
#line 402 "tilelang/ops/lowbit_kernels.py"
  const int v_69 = (v_68 % 8);
  const int v_70 = (v_20 * 8);
#line 428 "tilelang/ops/lowbit_kernels.py"
  const int v_71 = (tid % 8);
  const int v_72 = (v_13 % 2);
  const int v_73 = (v_72 * 8);
  const int v_74 = (v_71 * 8);
#line 450 "tilelang/ops/lowbit_kernels.py"
  int r = 0;
  for (int ko = 0; ko < 32; ko += 1) {
    tl::cp_async_wait<2>();
    __syncthreads();
    const int v_75 = (ko + 3);
    const bool v_76 = (r == 0);
    const int v_77 = (r - 1);
    const int v_78 = (v_76 ? 3 : v_77);
    const bool v_79 = (v_75 < 32);
    if (v_79) {
      const int v_80 = tl::min(v_75, 31);
#line 451 "tilelang/ops/lowbit_kernels.py"
      const int v_81 = (v_2 + v_80);
      const int k0_1 = (v_81 * 128);
#line 450 "tilelang/ops/lowbit_kernels.py"
      const int v_82 = (v_78 * 64);
      const int v_83 = (v_78 * 128);
#line 389 "tilelang/ops/lowbit_kernels.py"
      const int v_84 = (v_11 + k0_1);
      for (int k_6 = 0; k_6 < 8; k_6 += 1) {
        const int v_85 = (k_6 * 128);
        const int v_86 = (v_85 + tid);
        const int v_87 = (v_86 / 16);
        const int v_88 = (v_87 + v_3);
        const int v_89 = (v_87 + v_82);
        tl::cp_async<16>((A_s + (v_89) * 128 + v_15), (A + (v_88) * 8192 + v_84), true);
      }
#line 391 "tilelang/ops/lowbit_kernels.py"
      const int v_90 = (v_21 + k0_1);
      const int v_91 = (v_90 * 4);
      const int v_92 = (v_91 / 8);
      for (int k_7 = 0; k_7 < 4; k_7 += 1) {
        const int v_93 = (k_7 * 128);
        const int v_94 = (v_93 + tid);
        const int v_95 = (v_94 / 4);
        const int v_96 = (v_95 + v_4);
        const int v_97 = (v_95 + v_83);
        tl::cp_async<16>((B_s + (v_97) * 64 + v_28), (B + (v_96) * 4096 + v_92), true);
      }
#line 397 "tilelang/ops/lowbit_kernels.py"
      if (v_6) {
        const int v_98 = (v_11 + v_4);
        tl::cp_async<16>((S_s + (v_78) * 128 + v_11), (Scales + (v_81) * 8192 + v_98), true);
      }
#line 450 "tilelang/ops/lowbit_kernels.py"
    }
    tl::cp_async_commit();
    const int v_99 = (r * 64);
    const int v_100 = (r * 128);
#line 402 "tilelang/ops/lowbit_kernels.py"
    alignas(16) half dequant[128];
    #pragma unroll
    for (int g = 0; g < 16; g += 1) {
      const int v_101 = (g * 8);
      const int v_102 = (v_101 / 4);
      const int v_103 = (g / 4);
      const int v_104 = (v_102 % 8);
      const int v_105 = (v_104 * 16);
      const int v_106 = (v_103 * 8);
      const int v_107 = (v_9 + v_106);
      const int v_108 = (v_107 + v_69);
      const int v_109 = (v_105 + v_70);
      const int v_110 = (v_109 ^ v_25);
      const int v_111 = tl::floordiv(v_110, 8);
      const int v_112 = (v_111 * 4);
      const int v_113 = (v_108 + v_100);
      const unsigned v_114 = *reinterpret_cast<const unsigned*>((B_s + (v_113) * 64 + v_112));
      tl::dequant_i4<true>(dequant + v_101, v_114);
    }
    #pragma unroll
    for (int l_v_1 = 0; l_v_1 < 8; l_v_1 += 1) {
      const int v_115 = (l_v_1 * 16);
      const int l = (v_115 + 8);
      const int v_116 = (l_v_1 / 2);
      const int v_117 = (v_116 * 8);
      const int v_118 = (v_9 + v_117);
      const int v_119 = (v_118 + v_69);
#line 410 "tilelang/ops/lowbit_kernels.py"
      const tl::vec<half, 8> v_120 = *reinterpret_cast<const tl::vec<half, 8>*>((dequant + v_115));
      const half v_121 = v_120.v[0];
#line 416 "tilelang/ops/lowbit_kernels.py"
      const half v_122 = S_s[(r) * 128 + v_119];
      const half v_123 = tl::mul(v_121, v_122);
#line 410 "tilelang/ops/lowbit_kernels.py"
      const half v_124 = v_120.v[1];
#line 416 "tilelang/ops/lowbit_kernels.py"
      const half v_125 = tl::mul(v_124, v_122);
#line 410 "tilelang/ops/lowbit_kernels.py"
      const half v_126 = v_120.v[2];
#line 416 "tilelang/ops/lowbit_kernels.py"
      const half v_127 = tl::mul(v_126, v_122);
#line 410 "tilelang/ops/lowbit_kernels.py"
      const half v_128 = v_120.v[3];
#line 416 "tilelang/ops/lowbit_kernels.py"
      const half v_129 = tl::mul(v_128, v_122);
#line 410 "tilelang/ops/lowbit_kernels.py"
      const half v_130 = v_120.v[4];
#line 416 "tilelang/ops/lowbit_kernels.py"
      const half v_131 = tl::mul(v_130, v_122);
#line 410 "tilelang/ops/lowbit_kernels.py"
      const half v_132 = v_120.v[5];
#line 416 "tilelang/ops/lowbit_kernels.py"
      const half v_133 = tl::mul(v_132, v_122);
#line 410 "tilelang/ops/lowbit_kernels.py"
      const half v_134 = v_120.v[6];
#line 416 "tilelang/ops/lowbit_kernels.py"
      const half v_135 = tl::mul(v_134, v_122);
#line 410 "tilelang/ops/lowbit_kernels.py"
      const half v_136 = v_120.v[7];
#line 416 "tilelang/ops/lowbit_kernels.py"
      const half v_137 = tl::mul(v_136, v_122);
#line 402 "tilelang/ops/lowbit_kernels.py"
      const tl::vec<half, 8> v_138 = tl::vec<half, 8>{{v_123, v_125, v_127, v_129, v_131, v_133, v_135, v_137}};
      *reinterpret_cast<tl::vec<half, 8>*>((B_f + v_115)) = v_138;
#line 410 "tilelang/ops/lowbit_kernels.py"
      const tl::vec<half, 8> v_139 = *reinterpret_cast<const tl::vec<half, 8>*>((dequant + l));
      const half v_140 = v_139.v[0];
#line 416 "tilelang/ops/lowbit_kernels.py"
      const half v_141 = tl::mul(v_140, v_122);
#line 410 "tilelang/ops/lowbit_kernels.py"
      const half v_142 = v_139.v[1];
#line 416 "tilelang/ops/lowbit_kernels.py"
      const half v_143 = tl::mul(v_142, v_122);
#line 410 "tilelang/ops/lowbit_kernels.py"
      const half v_144 = v_139.v[2];
#line 416 "tilelang/ops/lowbit_kernels.py"
      const half v_145 = tl::mul(v_144, v_122);
#line 410 "tilelang/ops/lowbit_kernels.py"
      const half v_146 = v_139.v[3];
#line 416 "tilelang/ops/lowbit_kernels.py"
      const half v_147 = tl::mul(v_146, v_122);
#line 410 "tilelang/ops/lowbit_kernels.py"
      const half v_148 = v_139.v[4];
#line 416 "tilelang/ops/lowbit_kernels.py"
      const half v_149 = tl::mul(v_148, v_122);
#line 410 "tilelang/ops/lowbit_kernels.py"
      const half v_150 = v_139.v[5];
#line 416 "tilelang/ops/lowbit_kernels.py"
      const half v_151 = tl::mul(v_150, v_122);
#line 410 "tilelang/ops/lowbit_kernels.py"
      const half v_152 = v_139.v[6];
#line 416 "tilelang/ops/lowbit_kernels.py"
      const half v_153 = tl::mul(v_152, v_122);
#line 410 "tilelang/ops/lowbit_kernels.py"
      const half v_154 = v_139.v[7];
#line 416 "tilelang/ops/lowbit_kernels.py"
      const half v_155 = tl::mul(v_154, v_122);
#line 402 "tilelang/ops/lowbit_kernels.py"
      const tl::vec<half, 8> v_156 = tl::vec<half, 8>{{v_141, v_143, v_145, v_147, v_149, v_151, v_153, v_155}};
      *reinterpret_cast<tl::vec<half, 8>*>((B_f + l)) = v_156;
    }
#line 428 "tilelang/ops/lowbit_kernels.py"
    alignas(16) half a_regs[32];
    alignas(16) half b_regs[16];
    const int v_157 = (v_10 + v_99);
    const int v_158 = (v_157 + 16);
    const int v_159 = (v_157 + 32);
    const int v_160 = (v_157 + 48);
    for (int kk = 0; kk < 8; kk += 1) {
      const int v_161 = (kk * 16);
      const int v_162 = (v_161 + v_73);
      const int v_163 = (v_162 ^ v_74);
      tl::ldmatrix<4, false>(a_regs + 0, (A_s + (v_157) * 128 + v_163));
      tl::ldmatrix<4, false>(a_regs + 8, (A_s + (v_158) * 128 + v_163));
      tl::ldmatrix<4, false>(a_regs + 16, (A_s + (v_159) * 128 + v_163));
      tl::ldmatrix<4, false>(a_regs + 24, (A_s + (v_160) * 128 + v_163));
      const int v_164 = (kk * 4);
      const half v_165 = B_f[v_164];
      b_regs[0] = v_165;
      const int v_166 = (v_164 + 1);
      const half v_167 = B_f[v_166];
      b_regs[1] = v_167;
      const int v_168 = (v_164 + 2);
      const half v_169 = B_f[v_168];
      b_regs[2] = v_169;
      const int v_170 = (v_164 + 3);
      const half v_171 = B_f[v_170];
      b_regs[3] = v_171;
      const int v_172 = (v_164 + 32);
      const half v_173 = B_f[v_172];
      b_regs[4] = v_173;
      const int v_174 = (v_164 + 33);
      const half v_175 = B_f[v_174];
      b_regs[5] = v_175;
      const int v_176 = (v_164 + 34);
      const half v_177 = B_f[v_176];
      b_regs[6] = v_177;
      const int v_178 = (v_164 + 35);
      const half v_179 = B_f[v_178];
      b_regs[7] = v_179;
      const int v_180 = (v_164 + 64);
      const half v_181 = B_f[v_180];
      b_regs[8] = v_181;
      const int v_182 = (v_164 + 65);
      const half v_183 = B_f[v_182];
      b_regs[9] = v_183;
      const int v_184 = (v_164 + 66);
      const half v_185 = B_f[v_184];
      b_regs[10] = v_185;
      const int v_186 = (v_164 + 67);
      const half v_187 = B_f[v_186];
      b_regs[11] = v_187;
      const int v_188 = (v_164 + 96);
      const half v_189 = B_f[v_188];
      b_regs[12] = v_189;
      const int v_190 = (v_164 + 97);
      const half v_191 = B_f[v_190];
      b_regs[13] = v_191;
      const int v_192 = (v_164 + 98);
      const half v_193 = B_f[v_192];
      b_regs[14] = v_193;
      const int v_194 = (v_164 + 99);
      const half v_195 = B_f[v_194];
      b_regs[15] = v_195;
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
    }
#line 450 "tilelang/ops/lowbit_kernels.py"
    const bool v_196 = (r == 3);
    const int v_197 = (v_77 + 2);
    const int v_198 = (v_196 ? 0 : v_197);
#line 465 "tilelang/ops/lowbit_kernels.py"
    r = v_198;
#line 450 "tilelang/ops/lowbit_kernels.py"
  }
  tl::cp_async_wait<0>();
#line 454 "tilelang/ops/lowbit_kernels.py"
  float* const split_k_tile = reinterpret_cast<float*>(tl_smem + 0);
  __syncthreads();
  #pragma unroll
  for (int l_v_2 = 0; l_v_2 < 16; l_v_2 += 1) {
    const int v_199 = (l_v_2 * 4);
    const int v_200 = (l_v_2 / 4);
    const int v_201 = (l_v_2 % 4);
    const int v_202 = (v_200 * 16);
    const int v_203 = (v_202 + v_69);
    const int v_204 = (v_201 * 8);
    const int v_205 = (v_9 + v_204);
    const int v_206 = (v_205 + v_67);
    const tl::vec<float, 4> v_207 = *reinterpret_cast<const tl::vec<float, 4>*>((C_f + v_199));
    const float v_208 = v_207.v[0];
    const float v_209 = v_207.v[1];
    const tl::vec<float, 2> v_210 = tl::vec<float, 2>{{v_208, v_209}};
    *reinterpret_cast<tl::vec<float, 2>*>((split_k_tile + (v_203) * 128 + v_206)) = v_210;
    const int v_211 = (v_203 + 8);
    const float v_212 = v_207.v[2];
    const float v_213 = v_207.v[3];
    const tl::vec<float, 2> v_214 = tl::vec<float, 2>{{v_212, v_213}};
    *reinterpret_cast<tl::vec<float, 2>*>((split_k_tile + (v_211) * 128 + v_206)) = v_214;
  }
  __syncthreads();
  const int v_215 = (v_8 * 4);
  const int v_216 = (v_4 + v_215);
  for (int k_8 = 0; k_8 < 16; k_8 += 1) {
    const int v_217 = (k_8 * 128);
    const int v_218 = (v_217 + tid);
    const int v_219 = (v_218 / 32);
    const int v_220 = (v_3 + v_219);
    const tl::vec<float, 4> v_221 = *reinterpret_cast<const tl::vec<float, 4>*>((split_k_tile + (v_219) * 128 + v_215));
    *reinterpret_cast<tl::vec<float, 4>*>((Work + (((int)blockIdx.z) * 128 + v_220) * 8192 + v_216)) = v_221;
  }
  __syncthreads();
  int* const split_k_last = reinterpret_cast<int*>(tl_smem + 0);
  const bool v_222 = (tid == 0);
  if (v_222) {
    const int v_223 = tl::fetch_add_acq_rel((Arrivals + ((int)blockIdx.y) * 64 + (int)blockIdx.x), 1);
    split_k_last[0] = v_223;
  }
  __syncthreads();
  const int v_224 = split_k_last[0];
  const bool v_225 = (v_224 == 1);
  if (v_225) {
    for (int k_9 = 0; k_9 < 16; k_9 += 1) {
      const int v_226 = (k_9 * 128);
      const int v_227 = (v_226 + tid);
      const int v_228 = (v_227 / 32);
      const int v_229 = (v_3 + v_228);
      const tl::vec<float, 4> v_230 = *reinterpret_cast<const tl::vec<float, 4>*>((Work + (v_229) * 8192 + v_216));
      const float v_231 = v_230.v[0];
      const tl::vec<float, 4> v_232 = *reinterpret_cast<const tl::vec<float, 4>*>((Work + ((1) * 128 + v_229) * 8192 + v_216));
      const float v_233 = v_232.v[0];
      const float v_234 = (v_231 + v_233);
      const half v_235 = tl::cast<half>(v_234);
      const float v_236 = v_230.v[1];
      const float v_237 = v_232.v[1];
      const float v_238 = (v_236 + v_237);
      const half v_239 = tl::cast<half>(v_238);
      const float v_240 = v_230.v[2];
      const float v_241 = v_232.v[2];
      const float v_242 = (v_240 + v_241);
      const half v_243 = tl::cast<half>(v_242);
      const float v_244 = v_230.v[3];
      const float v_245 = v_232.v[3];
      const float v_246 = (v_244 + v_245);
      const half v_247 = tl::cast<half>(v_246);
      const tl::vec<half, 4> v_248 = tl::vec<half, 4>{{v_235, v_239, v_243, v_247}};
      *reinterpret_cast<tl::vec<half, 4>*>((C + (v_229) * 8192 + v_216)) = v_248;
    }
    if (v_222) {
      Arrivals[((int)blockIdx.y) * 64 + (int)blockIdx.x] = 0;
    }
  }
}
