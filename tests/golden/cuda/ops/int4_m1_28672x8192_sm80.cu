// lowbit_matmul: a (1, 8192) float16, weight (28672, 8192) int4 prepared, group 128, no zeros; sm_80
// plan: gemm {"block_M": 16, "block_N": 128, "block_K": 256, "num_stages": 3, "threads": 128, "split_k": 1, "swizzle": 0}
// written by `python scripts/update_golden.py` (never by hand): the CUDA source after prelude.cuh and a blank line, #line paths repository-relative
#line 490 "tilelang/ops/lowbit_kernels.py"
extern "C" __global__ void __launch_bounds__(128) gemm_kernel(half* __restrict__ A, unsigned char* __restrict__ B, half* __restrict__ Scales, half* __restrict__ C) {
  extern __shared__ __align__(1024) unsigned char tl_smem[];
  const int tid = (int)threadIdx.x;
#line 363 "tilelang/ops/lowbit_kernels.py"
  half* const A_s = reinterpret_cast<half*>(tl_smem + 49152);
#line 364 "tilelang/ops/lowbit_kernels.py"
  unsigned char* const B_s = reinterpret_cast<unsigned char*>(tl_smem + 0);
#line 365 "tilelang/ops/lowbit_kernels.py"
  half* const S_s = reinterpret_cast<half*>(tl_smem + 73728);
#line 367 "tilelang/ops/lowbit_kernels.py"
  alignas(16) half B_f[256];
#line 369 "tilelang/ops/lowbit_kernels.py"
  alignas(16) float C_f[16];
#line 473 "tilelang/ops/lowbit_kernels.py"
  #pragma unroll
  for (int l_v = 0; l_v < 4; l_v += 1) {
    const int v = (l_v * 4);
    const tl::vec<float, 4> v_1 = tl::vec<float, 4>{{0.0f, 0.0f, 0.0f, 0.0f}};
    *reinterpret_cast<tl::vec<float, 4>*>((C_f + v)) = v_1;
  }
#line 476 "tilelang/ops/lowbit_kernels.py"
  const int v_2 = ((int)blockIdx.z * 32);
  const int k0 = (v_2 * 256);
#line 402 "tilelang/ops/lowbit_kernels.py"
  const int v_3 = (k0 + 256);
  const bool v_4 = (tid < 32);
#line 406 "tilelang/ops/lowbit_kernels.py"
  const int g0 = (k0 / 128);
#line 407 "tilelang/ops/lowbit_kernels.py"
  const int v_5 = ((int)blockIdx.x * 128);
#line 413 "tilelang/ops/lowbit_kernels.py"
  const int v_6 = (g0 + 2);
#line 452 "tilelang/ops/lowbit_kernels.py"
  const int v_7 = (tid / 32);
  const int v_8 = (tid % 32);
  const int v_9 = (v_7 * 32);
#line 402 "tilelang/ops/lowbit_kernels.py"
  if (v_4) {
    const int v_10 = (v_8 * 8);
    const int v_11 = (v_10 + k0);
    tl::cp_async<16>((A_s + v_10), (A + v_11), true);
  }
#line 407 "tilelang/ops/lowbit_kernels.py"
  for (int k = 0; k < 8; k += 1) {
    const int v_12 = (k * 128);
    const int v_13 = (v_12 + tid);
    const int v_14 = (v_13 % 8);
    const int v_15 = (v_13 / 8);
    const int v_16 = (v_14 * 32);
    const int v_17 = (v_15 + v_5);
    const int v_18 = (v_16 + k0);
    const int v_19 = (v_15 % 8);
    const int v_20 = (v_19 * 32);
    const int v_21 = (v_16 ^ v_20);
    const int v_22 = (v_21 * 4);
    const int v_23 = tl::floordiv(v_22, 8);
    const int v_24 = (v_18 * 4);
    const int v_25 = (v_24 / 8);
    tl::cp_async<16>((B_s + (v_15) * 128 + v_23), (B + (v_17) * 4096 + v_25), true);
  }
#line 413 "tilelang/ops/lowbit_kernels.py"
  if (v_4) {
    const int v_26 = (tid % 16);
    const int v_27 = (tid / 16);
    const int v_28 = (v_27 % 2);
    const int v_29 = (v_26 * 8);
    const int v_30 = (v_28 + g0);
    const int v_31 = (v_29 + v_5);
    tl::cp_async<16>((S_s + (v_28) * 128 + v_29), (Scales + (v_30) * 28672 + v_31), true);
  }
#line 474 "tilelang/ops/lowbit_kernels.py"
  tl::cp_async_commit();
#line 402 "tilelang/ops/lowbit_kernels.py"
  if (v_4) {
    const int v_32 = (v_8 * 8);
    const int v_33 = (v_32 + v_3);
    tl::cp_async<16>((A_s + (16) * 256 + v_32), (A + v_33), true);
  }
#line 407 "tilelang/ops/lowbit_kernels.py"
  for (int k_1 = 0; k_1 < 8; k_1 += 1) {
    const int v_34 = (k_1 * 128);
    const int v_35 = (v_34 + tid);
    const int v_36 = (v_35 % 8);
    const int v_37 = (v_35 / 8);
    const int v_38 = (v_36 * 32);
    const int v_39 = (v_37 + v_5);
    const int v_40 = (v_38 + v_3);
    const int v_41 = (v_37 % 8);
    const int v_42 = (v_41 * 32);
    const int v_43 = (v_38 ^ v_42);
    const int v_44 = (v_43 * 4);
    const int v_45 = tl::floordiv(v_44, 8);
    const int v_46 = (v_40 * 4);
    const int v_47 = (v_46 / 8);
    const int v_48 = (v_37 + 128);
    tl::cp_async<16>((B_s + (v_48) * 128 + v_45), (B + (v_39) * 4096 + v_47), true);
  }
#line 413 "tilelang/ops/lowbit_kernels.py"
  if (v_4) {
    const int v_49 = (tid % 16);
    const int v_50 = (tid / 16);
    const int v_51 = (v_50 % 2);
    const int v_52 = (v_49 * 8);
    const int v_53 = (v_51 + v_6);
    const int v_54 = (v_52 + v_5);
    const int v_55 = (v_51 + 2);
    tl::cp_async<16>((S_s + (v_55) * 128 + v_52), (Scales + (v_53) * 28672 + v_54), true);
  }
#line 474 "tilelang/ops/lowbit_kernels.py"
  tl::cp_async_commit();
#line 418 "tilelang/ops/lowbit_kernels.py"
  const int v_56 = (v_8 % 4);
  const int v_57 = (v_56 * 2);
  const int v_58 = (v_8 / 4);
  const int v_59 = (v_56 * 8);
  const int v_60 = (v_58 * 32);
#line 452 "tilelang/ops/lowbit_kernels.py"
  const int v_61 = (v_8 % 8);
  const int v_62 = (v_8 % 16);
  const int v_63 = (v_8 / 16);
  const int v_64 = (v_63 * 8);
  const int v_65 = (v_61 * 8);
#line 474 "tilelang/ops/lowbit_kernels.py"
  int r = 0;
  for (int ko = 0; ko < 32; ko += 1) {
    tl::cp_async_wait<1>();
    __syncthreads();
    const int v_66 = (ko + 2);
    const bool v_67 = (r == 0);
    const int v_68 = (r - 1);
    const int v_69 = (v_67 ? 2 : v_68);
    const bool v_70 = (v_66 < 32);
    if (v_70) {
      const int v_71 = tl::min(v_66, 31);
#line 476 "tilelang/ops/lowbit_kernels.py"
      const int v_72 = (v_2 + v_71);
      const int k0_1 = (v_72 * 256);
#line 406 "tilelang/ops/lowbit_kernels.py"
      const int g0_1 = (k0_1 / 128);
#line 474 "tilelang/ops/lowbit_kernels.py"
      const int v_73 = (v_69 * 16);
      const int v_74 = (v_69 * 128);
      const int v_75 = (v_69 * 2);
#line 402 "tilelang/ops/lowbit_kernels.py"
      if (v_4) {
        const int v_76 = (v_8 * 8);
        const int v_77 = (v_76 + k0_1);
        tl::cp_async<16>((A_s + (v_73) * 256 + v_76), (A + v_77), true);
      }
#line 407 "tilelang/ops/lowbit_kernels.py"
      for (int k_2 = 0; k_2 < 8; k_2 += 1) {
        const int v_78 = (k_2 * 128);
        const int v_79 = (v_78 + tid);
        const int v_80 = (v_79 / 8);
        const int v_81 = (v_61 * 32);
        const int v_82 = (v_80 + v_5);
        const int v_83 = (v_81 + k0_1);
        const int v_84 = (v_80 % 8);
        const int v_85 = (v_84 * 32);
        const int v_86 = (v_81 ^ v_85);
        const int v_87 = (v_86 * 4);
        const int v_88 = tl::floordiv(v_87, 8);
        const int v_89 = (v_83 * 4);
        const int v_90 = (v_89 / 8);
        const int v_91 = (v_80 + v_74);
        tl::cp_async<16>((B_s + (v_91) * 128 + v_88), (B + (v_82) * 4096 + v_90), true);
      }
#line 413 "tilelang/ops/lowbit_kernels.py"
      if (v_4) {
        const int v_92 = (v_62 * 8);
        const int v_93 = (v_63 + g0_1);
        const int v_94 = (v_92 + v_5);
        const int v_95 = (v_63 + v_75);
        tl::cp_async<16>((S_s + (v_95) * 128 + v_92), (Scales + (v_93) * 28672 + v_94), true);
      }
#line 474 "tilelang/ops/lowbit_kernels.py"
    }
    tl::cp_async_commit();
    const int v_96 = (r * 16);
    const int v_97 = (r * 128);
    const int v_98 = (r * 2);
#line 418 "tilelang/ops/lowbit_kernels.py"
    alignas(16) half dequant[256];
    #pragma unroll
    for (int g = 0; g < 32; g += 1) {
      const int v_99 = (g * 8);
      const int v_100 = (v_99 / 4);
      const int v_101 = (g / 8);
      const int v_102 = (v_100 % 16);
      const int v_103 = (v_102 * 16);
      const int v_104 = (v_101 * 8);
      const int v_105 = (v_9 + v_104);
      const int v_106 = (v_105 + v_58);
      const int v_107 = (v_103 + v_59);
      const int v_108 = (v_107 ^ v_60);
      const int v_109 = tl::floordiv(v_108, 8);
      const int v_110 = (v_109 * 4);
      const int v_111 = (v_106 + v_97);
      const unsigned v_112 = *reinterpret_cast<const unsigned*>((B_s + (v_111) * 128 + v_110));
      tl::dequant_i4<true>(dequant + v_99, v_112);
    }
    #pragma unroll
    for (int l_v_1 = 0; l_v_1 < 16; l_v_1 += 1) {
      const int v_113 = (l_v_1 * 16);
      const int l = (v_113 + 8);
      const int v_114 = (l_v_1 / 4);
      const int v_115 = (v_114 * 8);
      const int v_116 = (v_9 + v_115);
      const int v_117 = (v_116 + v_58);
#line 426 "tilelang/ops/lowbit_kernels.py"
      const tl::vec<half, 8> v_118 = *reinterpret_cast<const tl::vec<half, 8>*>((dequant + v_113));
      const half v_119 = v_118.v[0];
#line 418 "tilelang/ops/lowbit_kernels.py"
      const int v_120 = (l_v_1 / 2);
#line 432 "tilelang/ops/lowbit_kernels.py"
      const int v_121 = (v_120 % 2);
      const int v_122 = (v_121 + v_98);
      const half v_123 = S_s[(v_122) * 128 + v_117];
      const half v_124 = tl::mul(v_119, v_123);
#line 426 "tilelang/ops/lowbit_kernels.py"
      const half v_125 = v_118.v[1];
#line 432 "tilelang/ops/lowbit_kernels.py"
      const half v_126 = tl::mul(v_125, v_123);
#line 426 "tilelang/ops/lowbit_kernels.py"
      const half v_127 = v_118.v[2];
#line 432 "tilelang/ops/lowbit_kernels.py"
      const half v_128 = tl::mul(v_127, v_123);
#line 426 "tilelang/ops/lowbit_kernels.py"
      const half v_129 = v_118.v[3];
#line 432 "tilelang/ops/lowbit_kernels.py"
      const half v_130 = tl::mul(v_129, v_123);
#line 426 "tilelang/ops/lowbit_kernels.py"
      const half v_131 = v_118.v[4];
#line 432 "tilelang/ops/lowbit_kernels.py"
      const half v_132 = tl::mul(v_131, v_123);
#line 426 "tilelang/ops/lowbit_kernels.py"
      const half v_133 = v_118.v[5];
#line 432 "tilelang/ops/lowbit_kernels.py"
      const half v_134 = tl::mul(v_133, v_123);
#line 426 "tilelang/ops/lowbit_kernels.py"
      const half v_135 = v_118.v[6];
#line 432 "tilelang/ops/lowbit_kernels.py"
      const half v_136 = tl::mul(v_135, v_123);
#line 426 "tilelang/ops/lowbit_kernels.py"
      const half v_137 = v_118.v[7];
#line 432 "tilelang/ops/lowbit_kernels.py"
      const half v_138 = tl::mul(v_137, v_123);
#line 418 "tilelang/ops/lowbit_kernels.py"
      const tl::vec<half, 8> v_139 = tl::vec<half, 8>{{v_124, v_126, v_128, v_130, v_132, v_134, v_136, v_138}};
      *reinterpret_cast<tl::vec<half, 8>*>((B_f + v_113)) = v_139;
#line 426 "tilelang/ops/lowbit_kernels.py"
      const tl::vec<half, 8> v_140 = *reinterpret_cast<const tl::vec<half, 8>*>((dequant + l));
      const half v_141 = v_140.v[0];
#line 432 "tilelang/ops/lowbit_kernels.py"
      const half v_142 = tl::mul(v_141, v_123);
#line 426 "tilelang/ops/lowbit_kernels.py"
      const half v_143 = v_140.v[1];
#line 432 "tilelang/ops/lowbit_kernels.py"
      const half v_144 = tl::mul(v_143, v_123);
#line 426 "tilelang/ops/lowbit_kernels.py"
      const half v_145 = v_140.v[2];
#line 432 "tilelang/ops/lowbit_kernels.py"
      const half v_146 = tl::mul(v_145, v_123);
#line 426 "tilelang/ops/lowbit_kernels.py"
      const half v_147 = v_140.v[3];
#line 432 "tilelang/ops/lowbit_kernels.py"
      const half v_148 = tl::mul(v_147, v_123);
#line 426 "tilelang/ops/lowbit_kernels.py"
      const half v_149 = v_140.v[4];
#line 432 "tilelang/ops/lowbit_kernels.py"
      const half v_150 = tl::mul(v_149, v_123);
#line 426 "tilelang/ops/lowbit_kernels.py"
      const half v_151 = v_140.v[5];
#line 432 "tilelang/ops/lowbit_kernels.py"
      const half v_152 = tl::mul(v_151, v_123);
#line 426 "tilelang/ops/lowbit_kernels.py"
      const half v_153 = v_140.v[6];
#line 432 "tilelang/ops/lowbit_kernels.py"
      const half v_154 = tl::mul(v_153, v_123);
#line 426 "tilelang/ops/lowbit_kernels.py"
      const half v_155 = v_140.v[7];
#line 432 "tilelang/ops/lowbit_kernels.py"
      const half v_156 = tl::mul(v_155, v_123);
#line 418 "tilelang/ops/lowbit_kernels.py"
      const tl::vec<half, 8> v_157 = tl::vec<half, 8>{{v_142, v_144, v_146, v_148, v_150, v_152, v_154, v_156}};
      *reinterpret_cast<tl::vec<half, 8>*>((B_f + l)) = v_157;
    }
#line 452 "tilelang/ops/lowbit_kernels.py"
    alignas(16) half a_regs[8];
    alignas(16) half b_regs[16];
    const int v_158 = (v_62 + v_96);
    for (int kk = 0; kk < 16; kk += 1) {
      const int v_159 = (kk * 16);
      const int v_160 = (v_159 + v_64);
      const int v_161 = (v_160 ^ v_65);
      tl::ldmatrix<4, false>(a_regs + 0, (A_s + (v_158) * 256 + v_161));
      const int v_162 = (kk * 4);
      const half v_163 = B_f[v_162];
      b_regs[0] = v_163;
      const int v_164 = (v_162 + 1);
      const half v_165 = B_f[v_164];
      b_regs[1] = v_165;
      const int v_166 = (v_162 + 2);
      const half v_167 = B_f[v_166];
      b_regs[2] = v_167;
      const int v_168 = (v_162 + 3);
      const half v_169 = B_f[v_168];
      b_regs[3] = v_169;
      const int v_170 = (v_162 + 64);
      const half v_171 = B_f[v_170];
      b_regs[4] = v_171;
      const int v_172 = (v_162 + 65);
      const half v_173 = B_f[v_172];
      b_regs[5] = v_173;
      const int v_174 = (v_162 + 66);
      const half v_175 = B_f[v_174];
      b_regs[6] = v_175;
      const int v_176 = (v_162 + 67);
      const half v_177 = B_f[v_176];
      b_regs[7] = v_177;
      const int v_178 = (v_162 + 128);
      const half v_179 = B_f[v_178];
      b_regs[8] = v_179;
      const int v_180 = (v_162 + 129);
      const half v_181 = B_f[v_180];
      b_regs[9] = v_181;
      const int v_182 = (v_162 + 130);
      const half v_183 = B_f[v_182];
      b_regs[10] = v_183;
      const int v_184 = (v_162 + 131);
      const half v_185 = B_f[v_184];
      b_regs[11] = v_185;
      const int v_186 = (v_162 + 192);
      const half v_187 = B_f[v_186];
      b_regs[12] = v_187;
      const int v_188 = (v_162 + 193);
      const half v_189 = B_f[v_188];
      b_regs[13] = v_189;
      const int v_190 = (v_162 + 194);
      const half v_191 = B_f[v_190];
      b_regs[14] = v_191;
      const int v_192 = (v_162 + 195);
      const half v_193 = B_f[v_192];
      b_regs[15] = v_193;
      tl::mma_m16n8k16(a_regs + 0, b_regs + 0, C_f + 0);
      tl::mma_m16n8k16(a_regs + 0, b_regs + 4, C_f + 4);
      tl::mma_m16n8k16(a_regs + 0, b_regs + 8, C_f + 8);
      tl::mma_m16n8k16(a_regs + 0, b_regs + 12, C_f + 12);
    }
#line 474 "tilelang/ops/lowbit_kernels.py"
    const bool v_194 = (r == 2);
    const int v_195 = (v_68 + 2);
    const int v_196 = (v_194 ? 0 : v_195);
#line 490 "tilelang/ops/lowbit_kernels.py"
    r = v_196;
#line 474 "tilelang/ops/lowbit_kernels.py"
  }
  tl::cp_async_wait<0>();
#line 481 "tilelang/ops/lowbit_kernels.py"
  const int v_197 = ((int)blockIdx.y * 16);
  #pragma unroll
  for (int l_v_2 = 0; l_v_2 < 8; l_v_2 += 1) {
    const int v_198 = (l_v_2 * 2);
    const int v_199 = (l_v_2 / 2);
    const int v_200 = (l_v_2 % 2);
    const int v_201 = (v_200 * 8);
    const int v_202 = (v_58 + v_201);
    const int v_203 = (v_199 * 8);
    const int v_204 = (v_9 + v_203);
    const int v_205 = (v_204 + v_57);
    const int v_206 = (v_202 + v_197);
    const int v_207 = (v_205 + v_5);
    const tl::vec<float, 2> v_208 = *reinterpret_cast<const tl::vec<float, 2>*>((C_f + v_198));
    const float v_209 = v_208.v[0];
    const half v_210 = tl::cast<half>(v_209);
    const bool v_211 = (v_206 < 1);
    const float v_212 = v_208.v[1];
    const half v_213 = tl::cast<half>(v_212);
    if (v_211) {
      const tl::vec<half, 2> v_214 = tl::vec<half, 2>{{v_210, v_213}};
      *reinterpret_cast<tl::vec<half, 2>*>((C + (v_206) * 28672 + v_207)) = v_214;
    }
  }
}
