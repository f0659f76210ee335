// lowbit_matmul: a (1, 8192) float16, weight (28672, 8192) int4 prepared, group 128, no zeros; sm_80
// plan: gemm {"block_M": 16, "block_N": 128, "block_K": 256, "num_stages": 3, "threads": 128, "split_k": 1, "swizzle": 0}
// written by `python scripts/update_golden.py` (never by hand): the CUDA source after prelude.cuh and a blank line, #line paths repository-relative
#line 465 "tilelang/ops/lowbit_kernels.py"
extern "C" __global__ void __launch_bounds__(128) gemm_kernel(half* __restrict__ A, unsigned char* __restrict__ B, half* __restrict__ Scales, half* __restrict__ C) {
  extern __shared__ __align__(1024) unsigned char tl_smem[];
  const int tid = (int)threadIdx.x;
#line 348 "tilelang/ops/lowbit_kernels.py"
  half* const A_s = reinterpret_cast<half*>(tl_smem + 49152);
#line 349 "tilelang/ops/lowbit_kernels.py"
  unsigned char* const B_s = reinterpret_cast<unsigned char*>(tl_smem + 0);
#line 350 "tilelang/ops/lowbit_kernels.py"
  half* const S_s = reinterpret_cast<half*>(tl_smem + 73728);
#line 352 "tilelang/ops/lowbit_kernels.py"
  alignas(16) half B_f[256];
#line 354 "tilelang/ops/lowbit_kernels.py"
  alignas(16) float C_f[16];
#line 449 "tilelang/ops/lowbit_kernels.py"
  #pragma unroll
  for (int l_v = 0; l_v < 4; l_v += 1) {
    const int v = (l_v * 4);
    const tl::vec<float, 4> v_1 = tl::vec<float, 4>{{0.0f, 0.0f, 0.0f, 0.0f}};
    *reinterpret_cast<tl::vec<float, 4>*>((C_f + v)) = v_1;
  }
#line 451 "tilelang/ops/lowbit_kernels.py"
  const int v_2 = ((int)blockIdx.z * 32);
  const int k0 = (v_2 * 256);
#line 386 "tilelang/ops/lowbit_kernels.py"
  const int v_3 = (k0 + 256);
  const bool v_4 = (tid < 32);
#line 390 "tilelang/ops/lowbit_kernels.py"
  const int g0 = (k0 / 128);
#line 391 "tilelang/ops/lowbit_kernels.py"
  const int v_5 = ((int)blockIdx.x * 128);
#line 397 "tilelang/ops/lowbit_kernels.py"
  const int v_6 = (g0 + 2);
#line 428 "tilelang/ops/lowbit_kernels.py"
  const int v_7 = (tid / 32);
  const int v_8 = (tid % 32);
  const int v_9 = (v_7 * 32);
#line 386 "tilelang/ops/lowbit_kernels.py"
  if (v_4) {
    const int v_10 = (v_8 * 8);
    const int v_11 = (v_10 + k0);
    tl::cp_async<16>((A_s + v_10), (A + v_11), true);
  }
#line 391 "tilelang/ops/lowbit_kernels.py"
  const int v_12 = (tid % 8);
  const int v_13 = (v_12 * 32);
  const int v_14 = (v_13 + k0);
#line 465 "tilelang/ops/lowbit_kernels.py"
  const int v_15 = (tid / 8);
#line 391 "tilelang/ops/lowbit_kernels.py"
  const int v_16 = (v_15 % 8);
  const int v_17 = (v_16 * 32);
  const int v_18 = (v_13 ^ v_17);
  const int v_19 = (v_18 * 4);
  const int v_20 = tl::floordiv(v_19, 8);
  const int v_21 = (v_14 * 4);
  const int v_22 = (v_21 / 8);
  for (int k = 0; k < 8; k += 1) {
    const int v_23 = (k * 128);
    const int v_24 = (v_23 + tid);
    const int v_25 = (v_24 / 8);
    const int v_26 = (v_25 + v_5);
    tl::cp_async<16>((B_s + (v_25) * 128 + v_20), (B + (v_26) * 4096 + v_22), true);
  }
#line 397 "tilelang/ops/lowbit_kernels.py"
  if (v_4) {
    const int v_27 = (tid % 16);
    const int v_28 = (tid / 16);
    const int v_29 = (v_28 % 2);
    const int v_30 = (v_27 * 8);
    const int v_31 = (v_29 + g0);
    const int v_32 = (v_30 + v_5);
    tl::cp_async<16>((S_s + (v_29) * 128 + v_30), (Scales + (v_31) * 28672 + v_32), true);
  }
#line 450 "tilelang/ops/lowbit_kernels.py"
  tl::cp_async_commit();
#line 386 "tilelang/ops/lowbit_kernels.py"
  if (v_4) {
    const int v_33 = (v_8 * 8);
    const int v_34 = (v_33 + v_3);
    tl::cp_async<16>((A_s + (16) * 256 + v_33), (A + v_34), true);
  }
#line 391 "tilelang/ops/lowbit_kernels.py"
  const int v_35 = (v_14 + 256);
  const int v_36 = (v_35 * 4);
  const int v_37 = (v_36 / 8);
  for (int k_1 = 0; k_1 < 8; k_1 += 1) {
    const int v_38 = (k_1 * 128);
    const int v_39 = (v_38 + tid);
    const int v_40 = (v_39 / 8);
    const int v_41 = (v_40 + v_5);
    const int v_42 = (v_40 + 128);
    tl::cp_async<16>((B_s + (v_42) * 128 + v_20), (B + (v_41) * 4096 + v_37), true);
  }
#line 397 "tilelang/ops/lowbit_kernels.py"
  if (v_4) {
    const int v_43 = (tid % 16);
    const int v_44 = (tid / 16);
    const int v_45 = (v_44 % 2);
    const int v_46 = (v_43 * 8);
    const int v_47 = (v_45 + v_6);
    const int v_48 = (v_46 + v_5);
    const int v_49 = (v_45 + 2);
    tl::cp_async<16>((S_s + (v_49) * 128 + v_46), (Scales + (v_47) * 28672 + v_48), true);
  }
#line 450 "tilelang/ops/lowbit_kernels.py"
  tl::cp_async_commit();
#line 402 "tilelang/ops/lowbit_kernels.py"
  const int v_50 = (tid % 4);
  const int v_51 = (v_50 * 2);
#line 465 "tilelang/ops/lowbit_kernels.py"
  const int v_52 = (tid / 4);
#line 402 "tilelang/ops/lowbit_kernels.py"
  const int v_53 = (v_52 % 8);
  const int v_54 = (v_50 * 8);
  const int v_55 = (v_53 * 32);
#line 428 "tilelang/ops/lowbit_kernels.py"
  const int v_56 = (tid % 16);
#line 465 "tilelang/ops/lowbit_kernels.py"
  const int v_57 = (tid / 16);
#line 428 "tilelang/ops/lowbit_kernels.py"
  const int v_58 = (v_57 % 2);
  const int v_59 = (v_58 * 8);
  const int v_60 = (v_12 * 8);
#line 450 "tilelang/ops/lowbit_kernels.py"
  int r = 0;
  for (int ko = 0; ko < 32; ko += 1) {
    tl::cp_async_wait<1>();
    __syncthreads();
    const int v_61 = (ko + 2);
    const bool v_62 = (r == 0);
    const int v_63 = (r - 1);
    const int v_64 = (v_62 ? 2 : v_63);
    const bool v_65 = (v_61 < 32);
    if (v_65) {
      const int v_66 = tl::min(v_61, 31);
#line 451 "tilelang/ops/lowbit_kernels.py"
      const int v_67 = (v_2 + v_66);
      const int k0_1 = (v_67 * 256);
#line 390 "tilelang/ops/lowbit_kernels.py"
      const int g0_1 = (k0_1 / 128);
#line 450 "tilelang/ops/lowbit_kernels.py"
      const int v_68 = (v_64 * 16);
      const int v_69 = (v_64 * 128);
      const int v_70 = (v_64 * 2);
#line 386 "tilelang/ops/lowbit_kernels.py"
      if (v_4) {
        const int v_71 = (v_8 * 8);
        const int v_72 = (v_71 + k0_1);
        tl::cp_async<16>((A_s + (v_68) * 256 + v_71), (A + v_72), true);
      }
#line 391 "tilelang/ops/lowbit_kernels.py"
      const int v_73 = (v_13 + k0_1);
      const int v_74 = (v_73 * 4);
      const int v_75 = (v_74 / 8);
      for (int k_2 = 0; k_2 < 8; k_2 += 1) {
        const int v_76 = (k_2 * 128);
        const int v_77 = (v_76 + tid);
        const int v_78 = (v_77 / 8);
        const int v_79 = (v_78 + v_5);
        const int v_80 = (v_78 + v_69);
        tl::cp_async<16>((B_s + (v_80) * 128 + v_20), (B + (v_79) * 4096 + v_75), true);
      }
#line 397 "tilelang/ops/lowbit_kernels.py"
      if (v_4) {
        const int v_81 = (v_56 * 8);
        const int v_82 = (v_58 + g0_1);
        const int v_83 = (v_81 + v_5);
        const int v_84 = (v_58 + v_70);
        tl::cp_async<16>((S_s + (v_84) * 128 + v_81), (Scales + (v_82) * 28672 + v_83), true);
      }
#line 450 "tilelang/ops/lowbit_kernels.py"
    }
    tl::cp_async_commit();
    const int v_85 = (r * 16);
    const int v_86 = (r * 128);
    const int v_87 = (r * 2);
#line 402 "tilelang/ops/lowbit_kernels.py"
    alignas(16) half dequant[256];
    #pragma unroll
    for (int g = 0; g < 32; g += 1) {
      const int v_88 = (g * 8);
      const int v_89 = (v_88 / 4);
      const int v_90 = (g / 8);
      const int v_91 = (v_89 % 16);
      const int v_92 = (v_91 * 16);
      const int v_93 = (v_90 * 8);
      const int v_94 = (v_9 + v_93);
      const int v_95 = (v_94 + v_53);
      const int v_96 = (v_92 + v_54);
      const int v_97 = (v_96 ^ v_55);
      const int v_98 = tl::floordiv(v_97, 8);
      const int v_99 = (v_98 * 4);
      const int v_100 = (v_95 + v_86);
      const unsigned v_101 = *reinterpret_cast<const unsigned*>((B_s + (v_100) * 128 + v_99));
      tl::dequant_i4<true>(dequant + v_88, v_101);
    }
    #pragma unroll
    for (int l_v_1 = 0; l_v_1 < 16; l_v_1 += 1) {
      const int v_102 = (l_v_1 * 16);
      const int l = (v_102 + 8);
      const int v_103 = (l_v_1 / 4);
      const int v_104 = (v_103 * 8);
      const int v_105 = (v_9 + v_104);
      const int v_106 = (v_105 + v_53);
#line 410 "tilelang/ops/lowbit_kernels.py"
      const tl::vec<half, 8> v_107 = *reinterpret_cast<const tl::vec<half, 8>*>((dequant + v_102));
      const half v_108 = v_107.v[0];
#line 402 "tilelang/ops/lowbit_kernels.py"
      const int v_109 = (l_v_1 / 2);
#line 416 "tilelang/ops/lowbit_kernels.py"
      const int v_110 = (v_109 % 2);
      const int v_111 = (v_110 + v_87);
      const half v_112 = S_s[(v_111) * 128 + v_106];
      const half v_113 = tl::mul(v_108, v_112);
#line 410 "tilelang/ops/lowbit_kernels.py"
      const half v_114 = v_107.v[1];
#line 416 "tilelang/ops/lowbit_kernels.py"
      const half v_115 = tl::mul(v_114, v_112);
#line 410 "tilelang/ops/lowbit_kernels.py"
      const half v_116 = v_107.v[2];
#line 416 "tilelang/ops/lowbit_kernels.py"
      const half v_117 = tl::mul(v_116, v_112);
#line 410 "tilelang/ops/lowbit_kernels.py"
      const half v_118 = v_107.v[3];
#line 416 "tilelang/ops/lowbit_kernels.py"
      const half v_119 = tl::mul(v_118, v_112);
#line 410 "tilelang/ops/lowbit_kernels.py"
      const half v_120 = v_107.v[4];
#line 416 "tilelang/ops/lowbit_kernels.py"
      const half v_121 = tl::mul(v_120, v_112);
#line 410 "tilelang/ops/lowbit_kernels.py"
      const half v_122 = v_107.v[5];
#line 416 "tilelang/ops/lowbit_kernels.py"
      const half v_123 = tl::mul(v_122, v_112);
#line 410 "tilelang/ops/lowbit_kernels.py"
      const half v_124 = v_107.v[6];
#line 416 "tilelang/ops/lowbit_kernels.py"
      const half v_125 = tl::mul(v_124, v_112);
#line 410 "tilelang/ops/lowbit_kernels.py"
      const half v_126 = v_107.v[7];
#line 416 "tilelang/ops/lowbit_kernels.py"
      const half v_127 = tl::mul(v_126, v_112);
#line 402 "tilelang/ops/lowbit_kernels.py"
      const tl::vec<half, 8> v_128 = tl::vec<half, 8>{{v_113, v_115, v_117, v_119, v_121, v_123, v_125, v_127}};
      *reinterpret_cast<tl::vec<half, 8>*>((B_f + v_102)) = v_128;
#line 410 "tilelang/ops/lowbit_kernels.py"
      const tl::vec<half, 8> v_129 = *reinterpret_cast<const tl::vec<half, 8>*>((dequant + l));
      const half v_130 = v_129.v[0];
#line 416 "tilelang/ops/lowbit_kernels.py"
      const half v_131 = tl::mul(v_130, v_112);
#line 410 "tilelang/ops/lowbit_kernels.py"
      const half v_132 = v_129.v[1];
#line 416 "tilelang/ops/lowbit_kernels.py"
      const half v_133 = tl::mul(v_132, v_112);
#line 410 "tilelang/ops/lowbit_kernels.py"
      const half v_134 = v_129.v[2];
#line 416 "tilelang/ops/lowbit_kernels.py"
      const half v_135 = tl::mul(v_134, v_112);
#line 410 "tilelang/ops/lowbit_kernels.py"
      const half v_136 = v_129.v[3];
#line 416 "tilelang/ops/lowbit_kernels.py"
      const half v_137 = tl::mul(v_136, v_112);
#line 410 "tilelang/ops/lowbit_kernels.py"
      const half v_138 = v_129.v[4];
#line 416 "tilelang/ops/lowbit_kernels.py"
      const half v_139 = tl::mul(v_138, v_112);
#line 410 "tilelang/ops/lowbit_kernels.py"
      const half v_140 = v_129.v[5];
#line 416 "tilelang/ops/lowbit_kernels.py"
      const half v_141 = tl::mul(v_140, v_112);
#line 410 "tilelang/ops/lowbit_kernels.py"
      const half v_142 = v_129.v[6];
#line 416 "tilelang/ops/lowbit_kernels.py"
      const half v_143 = tl::mul(v_142, v_112);
#line 410 "tilelang/ops/lowbit_kernels.py"
      const half v_144 = v_129.v[7];
#line 416 "tilelang/ops/lowbit_kernels.py"
      const half v_145 = tl::mul(v_144, v_112);
#line 402 "tilelang/ops/lowbit_kernels.py"
      const tl::vec<half, 8> v_146 = tl::vec<half, 8>{{v_131, v_133, v_135, v_137, v_139, v_141, v_143, v_145}};
      *reinterpret_cast<tl::vec<half, 8>*>((B_f + l)) = v_146;
    }
#line 428 "tilelang/ops/lowbit_kernels.py"
    alignas(16) half a_regs[8];
    alignas(16) half b_regs[16];
    const int v_147 = (v_56 + v_85);
    for (int kk = 0; kk < 16; kk += 1) {
      const int v_148 = (kk * 16);
      const int v_149 = (v_148 + v_59);
      const int v_150 = (v_149 ^ v_60);
      tl::ldmatrix<4, false>(a_regs + 0, (A_s + (v_147) * 256 + v_150));
      const int v_151 = (kk * 4);
      const half v_152 = B_f[v_151];
      b_regs[0] = v_152;
      const int v_153 = (v_151 + 1);
      const half v_154 = B_f[v_153];
      b_regs[1] = v_154;
      const int v_155 = (v_151 + 2);
      const half v_156 = B_f[v_155];
      b_regs[2] = v_156;
      const int v_157 = (v_151 + 3);
      const half v_158 = B_f[v_157];
      b_regs[3] = v_158;
      const int v_159 = (v_151 + 64);
      const half v_160 = B_f[v_159];
      b_regs[4] = v_160;
      const int v_161 = (v_151 + 65);
      const half v_162 = B_f[v_161];
      b_regs[5] = v_162;
      const int v_163 = (v_151 + 66);
      const half v_164 = B_f[v_163];
      b_regs[6] = v_164;
      const int v_165 = (v_151 + 67);
      const half v_166 = B_f[v_165];
      b_regs[7] = v_166;
      const int v_167 = (v_151 + 128);
      const half v_168 = B_f[v_167];
      b_regs[8] = v_168;
      const int v_169 = (v_151 + 129);
      const half v_170 = B_f[v_169];
      b_regs[9] = v_170;
      const int v_171 = (v_151 + 130);
      const half v_172 = B_f[v_171];
      b_regs[10] = v_172;
      const int v_173 = (v_151 + 131);
      const half v_174 = B_f[v_173];
      b_regs[11] = v_174;
      const int v_175 = (v_151 + 192);
      const half v_176 = B_f[v_175];
      b_regs[12] = v_176;
      const int v_177 = (v_151 + 193);
      const half v_178 = B_f[v_177];
      b_regs[13] = v_178;
      const int v_179 = (v_151 + 194);
      const half v_180 = B_f[v_179];
      b_regs[14] = v_180;
      const int v_181 = (v_151 + 195);
      const half v_182 = B_f[v_181];
      b_regs[15] = v_182;
      tl::mma_m16n8k16(a_regs + 0, b_regs + 0, C_f + 0);
      tl::mma_m16n8k16(a_regs + 0, b_regs + 4, C_f + 4);
      tl::mma_m16n8k16(a_regs + 0, b_regs + 8, C_f + 8);
      tl::mma_m16n8k16(a_regs + 0, b_regs + 12, C_f + 12);
    }
#line 450 "tilelang/ops/lowbit_kernels.py"
    const bool v_183 = (r == 2);
    const int v_184 = (v_63 + 2);
    const int v_185 = (v_183 ? 0 : v_184);
#line 465 "tilelang/ops/lowbit_kernels.py"
    r = v_185;
#line 450 "tilelang/ops/lowbit_kernels.py"
  }
  tl::cp_async_wait<0>();
#line 456 "tilelang/ops/lowbit_kernels.py"
  const int v_186 = ((int)blockIdx.y * 16);
  #pragma unroll
  for (int l_v_2 = 0; l_v_2 < 8; l_v_2 += 1) {
    const int v_187 = (l_v_2 * 2);
    const int v_188 = (l_v_2 / 2);
    const int v_189 = (l_v_2 % 2);
    const int v_190 = (v_189 * 8);
    const int v_191 = (v_53 + v_190);
    const int v_192 = (v_188 * 8);
    const int v_193 = (v_9 + v_192);
    const int v_194 = (v_193 + v_51);
    const int v_195 = (v_191 + v_186);
    const int v_196 = (v_194 + v_5);
    const tl::vec<float, 2> v_197 = *reinterpret_cast<const tl::vec<float, 2>*>((C_f + v_187));
    const float v_198 = v_197.v[0];
    const half v_199 = tl::cast<half>(v_198);
    const bool v_200 = (v_195 < 1);
    const float v_201 = v_197.v[1];
    const half v_202 = tl::cast<half>(v_201);
    if (v_200) {
      const tl::vec<half, 2> v_203 = tl::vec<half, 2>{{v_199, v_202}};
      *reinterpret_cast<tl::vec<half, 2>*>((C + (v_195) * 28672 + v_196)) = v_203;
    }
  }
}
