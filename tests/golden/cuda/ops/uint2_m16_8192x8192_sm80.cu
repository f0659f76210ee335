// lowbit_matmul: a (16, 8192) float16, weight (8192, 8192) uint2 prepared, group 128, no zeros; sm_80
// plan: gemm {"block_M": 16, "block_N": 64, "block_K": 128, "num_stages": 4, "threads": 128, "split_k": 4, "swizzle": 0}
// written by `python scripts/update_golden.py` (never by hand): the CUDA source after prelude.cuh and a blank line, #line paths repository-relative
// uint2_minus2 -> float16: int decode, 17 instructions per word of 16 codes (1.06 per value)
template <class T> __device__ __forceinline__ void tl_dw_uint2_minus2_f16(T* dst, const unsigned w) {
  unsigned* d = reinterpret_cast<unsigned*>(dst);
  unsigned h0; asm("lop3.b32 %0, %1, %2, %3, 0x6a;" : "=r"(h0) : "r"(w), "r"(0x00030003u), "r"(0x64006400u));
  unsigned o0; asm("fma.rn.f16x2 %0, %1, %2, %3;" : "=r"(o0) : "r"(h0), "r"(0x3c003c00u), "r"(0xe402e402u));
  unsigned h1; asm("lop3.b32 %0, %1, %2, %3, 0x6a;" : "=r"(h1) : "r"(w), "r"(0x000c000cu), "r"(0x64006400u));
  unsigned o1; asm("fma.rn.f16x2 %0, %1, %2, %3;" : "=r"(o1) : "r"(h1), "r"(0x34003400u), "r"(0xdc08dc08u));
  unsigned h2; asm("lop3.b32 %0, %1, %2, %3, 0x6a;" : "=r"(h2) : "r"(w), "r"(0x00300030u), "r"(0x64006400u));
  unsigned o2; asm("fma.rn.f16x2 %0, %1, %2, %3;" : "=r"(o2) : "r"(h2), "r"(0x2c002c00u), "r"(0xd420d420u));
  unsigned h3; asm("lop3.b32 %0, %1, %2, %3, 0x6a;" : "=r"(h3) : "r"(w), "r"(0x00c000c0u), "r"(0x64006400u));
  unsigned o3; asm("fma.rn.f16x2 %0, %1, %2, %3;" : "=r"(o3) : "r"(h3), "r"(0x24002400u), "r"(0xcc80cc80u));
  unsigned h4; asm("lop3.b32 %0, %1, %2, %3, 0x6a;" : "=r"(h4) : "r"(w), "r"(0x03000300u), "r"(0x64006400u));
  unsigned o4; asm("fma.rn.f16x2 %0, %1, %2, %3;" : "=r"(o4) : "r"(h4), "r"(0x1c001c00u), "r"(0xc600c600u));
  const unsigned v5 = w >> 10;
  unsigned h5; asm("lop3.b32 %0, %1, %2, %3, 0x6a;" : "=r"(h5) : "r"(v5), "r"(0x00030003u), "r"(0x64006400u));
  unsigned o5; asm("fma.rn.f16x2 %0, %1, %2, %3;" : "=r"(o5) : "r"(h5), "r"(0x3c003c00u), "r"(0xe402e402u));
  unsigned h6; asm("lop3.b32 %0, %1, %2, %3, 0x6a;" : "=r"(h6) : "r"(v5), "r"(0x000c000cu), "r"(0x64006400u));
  unsigned o6; asm("fma.rn.f16x2 %0, %1, %2, %3;" : "=r"(o6) : "r"(h6), "r"(0x34003400u), "r"(0xdc08dc08u));
  unsigned h7; asm("lop3.b32 %0, %1, %2, %3, 0x6a;" : "=r"(h7) : "r"(v5), "r"(0x00300030u), "r"(0x64006400u));
  unsigned o7; asm("fma.rn.f16x2 %0, %1, %2, %3;" : "=r"(o7) : "r"(h7), "r"(0x2c002c00u), "r"(0xd420d420u));
  d[0] = o0;
  d[1] = o1;
  d[2] = o2;
  d[3] = o3;
  d[4] = o4;
  d[5] = o5;
  d[6] = o6;
  d[7] = o7;
}

#line 490 "tilelang/ops/lowbit_kernels.py"
extern "C" __global__ void __launch_bounds__(128) gemm_kernel(half* __restrict__ A, unsigned char* __restrict__ B, half* __restrict__ Scales, half* __restrict__ C, float* __restrict__ Work, int* __restrict__ Arrivals) {
  extern __shared__ __align__(1024) unsigned char tl_smem[];
  const int tid = (int)threadIdx.x;
#line 363 "tilelang/ops/lowbit_kernels.py"
  half* const A_s = reinterpret_cast<half*>(tl_smem + 0);
#line 364 "tilelang/ops/lowbit_kernels.py"
  unsigned char* const B_s = reinterpret_cast<unsigned char*>(tl_smem + 16384);
#line 365 "tilelang/ops/lowbit_kernels.py"
  half* const S_s = reinterpret_cast<half*>(tl_smem + 24576);
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
  const int v_5 = (tid % 2);
  const int v_6 = (tid / 2);
  const int v_7 = (v_5 * 64);
  const int v_8 = (v_6 + v_4);
  const int v_9 = (v_7 + k0);
  const int v_10 = (v_6 / 4);
  const int v_11 = (v_10 % 2);
  const int v_12 = (v_11 * 64);
  const int v_13 = (v_7 ^ v_12);
  const int v_14 = (v_13 * 2);
  const int v_15 = tl::floordiv(v_14, 8);
  const int v_16 = (v_9 * 2);
  const int v_17 = (v_16 / 8);
#line 413 "tilelang/ops/lowbit_kernels.py"
  const int v_18 = (v_2 + 1);
  const bool v_19 = (tid < 8);
#line 452 "tilelang/ops/lowbit_kernels.py"
  const int v_20 = (tid / 32);
  const int v_21 = (tid % 32);
  const int v_22 = (v_20 * 16);
#line 405 "tilelang/ops/lowbit_kernels.py"
  for (int k = 0; k < 2; k += 1) {
    const int v_23 = (k * 128);
    const int v_24 = (v_23 + tid);
    const int v_25 = (v_24 % 16);
    const int v_26 = (v_24 / 16);
    const int v_27 = (v_25 * 8);
    const int v_28 = (v_26 + v_3);
    const int v_29 = (v_27 + k0);
    const int v_30 = (v_26 % 8);
    const int v_31 = (v_30 * 8);
    const int v_32 = (v_27 ^ v_31);
    tl::cp_async<16>((A_s + (v_26) * 128 + v_32), (A + (v_28) * 8192 + v_29), true);
  }
#line 407 "tilelang/ops/lowbit_kernels.py"
  tl::cp_async<16>((B_s + (v_6) * 32 + v_15), (B + (v_8) * 2048 + v_17), true);
#line 413 "tilelang/ops/lowbit_kernels.py"
  if (v_19) {
    const int v_33 = (tid % 8);
    const int v_34 = (v_33 * 8);
    const int v_35 = (v_34 + v_4);
    tl::cp_async<16>((S_s + v_34), (Scales + (v_2) * 8192 + v_35), true);
  }
#line 474 "tilelang/ops/lowbit_kernels.py"
  tl::cp_async_commit();
#line 476 "tilelang/ops/lowbit_kernels.py"
  const int k0_1 = (v_18 * 128);
#line 407 "tilelang/ops/lowbit_kernels.py"
  const int v_36 = (v_9 + 128);
  const int v_37 = (v_36 * 2);
  const int v_38 = (v_37 / 8);
#line 413 "tilelang/ops/lowbit_kernels.py"
  const int v_39 = (v_2 + 2);
#line 405 "tilelang/ops/lowbit_kernels.py"
  for (int k_1 = 0; k_1 < 2; k_1 += 1) {
    const int v_40 = (k_1 * 128);
    const int v_41 = (v_40 + tid);
    const int v_42 = (v_41 % 16);
    const int v_43 = (v_41 / 16);
    const int v_44 = (v_42 * 8);
    const int v_45 = (v_43 + v_3);
    const int v_46 = (v_44 + k0_1);
    const int v_47 = (v_43 % 8);
    const int v_48 = (v_47 * 8);
    const int v_49 = (v_44 ^ v_48);
    const int v_50 = (v_43 + 16);
    tl::cp_async<16>((A_s + (v_50) * 128 + v_49), (A + (v_45) * 8192 + v_46), true);
  }
#line 407 "tilelang/ops/lowbit_kernels.py"
  const int v_51 = (v_6 + 64);
  tl::cp_async<16>((B_s + (v_51) * 32 + v_15), (B + (v_8) * 2048 + v_38), true);
#line 413 "tilelang/ops/lowbit_kernels.py"
  if (v_19) {
    const int v_52 = (tid % 8);
    const int v_53 = (v_52 * 8);
    const int v_54 = (v_53 + v_4);
    tl::cp_async<16>((S_s + (1) * 64 + v_53), (Scales + (v_18) * 8192 + v_54), true);
  }
#line 474 "tilelang/ops/lowbit_kernels.py"
  tl::cp_async_commit();
#line 476 "tilelang/ops/lowbit_kernels.py"
  const int k0_2 = (v_39 * 128);
#line 407 "tilelang/ops/lowbit_kernels.py"
  const int v_55 = (v_9 + 256);
  const int v_56 = (v_55 * 2);
  const int v_57 = (v_56 / 8);
#line 405 "tilelang/ops/lowbit_kernels.py"
  for (int k_2 = 0; k_2 < 2; k_2 += 1) {
    const int v_58 = (k_2 * 128);
    const int v_59 = (v_58 + tid);
    const int v_60 = (v_59 % 16);
    const int v_61 = (v_59 / 16);
    const int v_62 = (v_60 * 8);
    const int v_63 = (v_61 + v_3);
    const int v_64 = (v_62 + k0_2);
    const int v_65 = (v_61 % 8);
    const int v_66 = (v_65 * 8);
    const int v_67 = (v_62 ^ v_66);
    const int v_68 = (v_61 + 32);
    tl::cp_async<16>((A_s + (v_68) * 128 + v_67), (A + (v_63) * 8192 + v_64), true);
  }
#line 407 "tilelang/ops/lowbit_kernels.py"
  const int v_69 = (v_6 + 128);
  tl::cp_async<16>((B_s + (v_69) * 32 + v_15), (B + (v_8) * 2048 + v_57), true);
#line 413 "tilelang/ops/lowbit_kernels.py"
  if (v_19) {
    const int v_70 = (tid % 8);
    const int v_71 = (v_70 * 8);
    const int v_72 = (v_71 + v_4);
    tl::cp_async<16>((S_s + (2) * 64 + v_71), (Scales + (v_39) * 8192 + v_72), true);
  }
#line 474 "tilelang/ops/lowbit_kernels.py"
  tl::cp_async_commit();
#line 418 "tilelang/ops/lowbit_kernels.py"
  const int v_73 = (v_21 % 4);
  const int v_74 = (v_73 * 2);
  const int v_75 = (v_21 / 4);
  const int v_76 = (v_73 * 16);
#line 452 "tilelang/ops/lowbit_kernels.py"
  const int v_77 = (v_21 % 8);
  const int v_78 = (v_21 % 16);
  const int v_79 = (v_21 / 16);
  const int v_80 = (v_79 * 8);
  const int v_81 = (v_77 * 8);
#line 474 "tilelang/ops/lowbit_kernels.py"
  int r = 0;
  for (int ko = 0; ko < 16; ko += 1) {
    tl::cp_async_wait<2>();
    __syncthreads();
    const int v_82 = (ko + 3);
    const bool v_83 = (r == 0);
    const int v_84 = (r - 1);
    const int v_85 = (v_83 ? 3 : v_84);
    const bool v_86 = (v_82 < 16);
    if (v_86) {
      const int v_87 = tl::min(v_82, 15);
#line 476 "tilelang/ops/lowbit_kernels.py"
      const int v_88 = (v_2 + v_87);
      const int k0_3 = (v_88 * 128);
#line 407 "tilelang/ops/lowbit_kernels.py"
      const int v_89 = (v_7 + k0_3);
      const int v_90 = (v_89 * 2);
      const int v_91 = (v_90 / 8);
#line 474 "tilelang/ops/lowbit_kernels.py"
      const int v_92 = (v_85 * 16);
      const int v_93 = (v_85 * 64);
#line 405 "tilelang/ops/lowbit_kernels.py"
      for (int k_3 = 0; k_3 < 2; k_3 += 1) {
        const int v_94 = (k_3 * 128);
        const int v_95 = (v_94 + tid);
        const int v_96 = (v_95 / 16);
        const int v_97 = (v_78 * 8);
        const int v_98 = (v_96 + v_3);
        const int v_99 = (v_97 + k0_3);
        const int v_100 = (v_96 % 8);
        const int v_101 = (v_100 * 8);
        const int v_102 = (v_97 ^ v_101);
        const int v_103 = (v_96 + v_92);
        tl::cp_async<16>((A_s + (v_103) * 128 + v_102), (A + (v_98) * 8192 + v_99), true);
      }
#line 407 "tilelang/ops/lowbit_kernels.py"
      const int v_104 = (v_6 + v_93);
      tl::cp_async<16>((B_s + (v_104) * 32 + v_15), (B + (v_8) * 2048 + v_91), true);
#line 413 "tilelang/ops/lowbit_kernels.py"
      if (v_19) {
        const int v_105 = (v_81 + v_4);
        tl::cp_async<16>((S_s + (v_85) * 64 + v_81), (Scales + (v_88) * 8192 + v_105), true);
      }
#line 474 "tilelang/ops/lowbit_kernels.py"
    }
    tl::cp_async_commit();
    const int v_106 = (r * 16);
    const int v_107 = (r * 64);
#line 418 "tilelang/ops/lowbit_kernels.py"
    alignas(16) half dequant[64];
    #pragma unroll
    for (int g = 0; g < 4; g += 1) {
      const int v_108 = (g * 16);
      const int v_109 = (v_108 / 4);
      const int v_110 = (g / 2);
      const int v_111 = (v_109 % 8);
      const int v_112 = (v_111 * 16);
      const int v_113 = (v_110 * 8);
      const int v_114 = (v_22 + v_113);
      const int v_115 = (v_114 + v_75);
      const int v_116 = (v_112 + v_76);
      const int v_117 = (v_79 * 64);
      const int v_118 = (v_116 ^ v_117);
      const int v_119 = tl::floordiv(v_118, 16);
      const int v_120 = (v_119 * 4);
      const int v_121 = (v_115 + v_107);
      const unsigned v_122 = *reinterpret_cast<const unsigned*>((B_s + (v_121) * 32 + v_120));
      tl_dw_uint2_minus2_f16(dequant + v_108, v_122);
    }
    #pragma unroll
    for (int l_v_1 = 0; l_v_1 < 4; l_v_1 += 1) {
      const int v_123 = (l_v_1 * 16);
      const int l = (v_123 + 8);
      const int v_124 = (l_v_1 / 2);
      const int v_125 = (v_124 * 8);
      const int v_126 = (v_22 + v_125);
      const int v_127 = (v_126 + v_75);
#line 428 "tilelang/ops/lowbit_kernels.py"
      const tl::vec<half, 8> v_128 = *reinterpret_cast<const tl::vec<half, 8>*>((dequant + v_123));
      const half v_129 = v_128.v[0];
#line 432 "tilelang/ops/lowbit_kernels.py"
      const half v_130 = S_s[(r) * 64 + v_127];
      const half v_131 = tl::mul(v_129, v_130);
#line 428 "tilelang/ops/lowbit_kernels.py"
      const half v_132 = v_128.v[1];
#line 432 "tilelang/ops/lowbit_kernels.py"
      const half v_133 = tl::mul(v_132, v_130);
#line 428 "tilelang/ops/lowbit_kernels.py"
      const half v_134 = v_128.v[2];
#line 432 "tilelang/ops/lowbit_kernels.py"
      const half v_135 = tl::mul(v_134, v_130);
#line 428 "tilelang/ops/lowbit_kernels.py"
      const half v_136 = v_128.v[3];
#line 432 "tilelang/ops/lowbit_kernels.py"
      const half v_137 = tl::mul(v_136, v_130);
#line 428 "tilelang/ops/lowbit_kernels.py"
      const half v_138 = v_128.v[4];
#line 432 "tilelang/ops/lowbit_kernels.py"
      const half v_139 = tl::mul(v_138, v_130);
#line 428 "tilelang/ops/lowbit_kernels.py"
      const half v_140 = v_128.v[5];
#line 432 "tilelang/ops/lowbit_kernels.py"
      const half v_141 = tl::mul(v_140, v_130);
#line 428 "tilelang/ops/lowbit_kernels.py"
      const half v_142 = v_128.v[6];
#line 432 "tilelang/ops/lowbit_kernels.py"
      const half v_143 = tl::mul(v_142, v_130);
#line 428 "tilelang/ops/lowbit_kernels.py"
      const half v_144 = v_128.v[7];
#line 432 "tilelang/ops/lowbit_kernels.py"
      const half v_145 = tl::mul(v_144, v_130);
#line 418 "tilelang/ops/lowbit_kernels.py"
      const tl::vec<half, 8> v_146 = tl::vec<half, 8>{{v_131, v_133, v_135, v_137, v_139, v_141, v_143, v_145}};
      *reinterpret_cast<tl::vec<half, 8>*>((B_f + v_123)) = v_146;
#line 428 "tilelang/ops/lowbit_kernels.py"
      const tl::vec<half, 8> v_147 = *reinterpret_cast<const tl::vec<half, 8>*>((dequant + l));
      const half v_148 = v_147.v[0];
#line 432 "tilelang/ops/lowbit_kernels.py"
      const half v_149 = tl::mul(v_148, v_130);
#line 428 "tilelang/ops/lowbit_kernels.py"
      const half v_150 = v_147.v[1];
#line 432 "tilelang/ops/lowbit_kernels.py"
      const half v_151 = tl::mul(v_150, v_130);
#line 428 "tilelang/ops/lowbit_kernels.py"
      const half v_152 = v_147.v[2];
#line 432 "tilelang/ops/lowbit_kernels.py"
      const half v_153 = tl::mul(v_152, v_130);
#line 428 "tilelang/ops/lowbit_kernels.py"
      const half v_154 = v_147.v[3];
#line 432 "tilelang/ops/lowbit_kernels.py"
      const half v_155 = tl::mul(v_154, v_130);
#line 428 "tilelang/ops/lowbit_kernels.py"
      const half v_156 = v_147.v[4];
#line 432 "tilelang/ops/lowbit_kernels.py"
      const half v_157 = tl::mul(v_156, v_130);
#line 428 "tilelang/ops/lowbit_kernels.py"
      const half v_158 = v_147.v[5];
#line 432 "tilelang/ops/lowbit_kernels.py"
      const half v_159 = tl::mul(v_158, v_130);
#line 428 "tilelang/ops/lowbit_kernels.py"
      const half v_160 = v_147.v[6];
#line 432 "tilelang/ops/lowbit_kernels.py"
      const half v_161 = tl::mul(v_160, v_130);
#line 428 "tilelang/ops/lowbit_kernels.py"
      const half v_162 = v_147.v[7];
#line 432 "tilelang/ops/lowbit_kernels.py"
      const half v_163 = tl::mul(v_162, v_130);
#line 418 "tilelang/ops/lowbit_kernels.py"
      const tl::vec<half, 8> v_164 = tl::vec<half, 8>{{v_149, v_151, v_153, v_155, v_157, v_159, v_161, v_163}};
      *reinterpret_cast<tl::vec<half, 8>*>((B_f + l)) = v_164;
    }
#line 452 "tilelang/ops/lowbit_kernels.py"
    alignas(16) half a_regs[8];
    alignas(16) half b_regs[8];
    alignas(16) float c_odd[8];
    #pragma unroll
    for (int l_v_2 = 0; l_v_2 < 2; l_v_2 += 1) {
      const int v_165 = (l_v_2 * 4);
      const tl::vec<float, 4> v_166 = tl::vec<float, 4>{{0.0f, 0.0f, 0.0f, 0.0f}};
      *reinterpret_cast<tl::vec<float, 4>*>((c_odd + v_165)) = v_166;
    }
    const int v_167 = (v_78 + v_106);
    for (int kk = 0; kk < 4; kk += 1) {
      const int v_168 = (kk * 2);
      const int v_169 = (v_168 * 16);
      const int v_170 = (v_169 + v_80);
      const int v_171 = (v_170 ^ v_81);
      tl::ldmatrix<4, false>(a_regs + 0, (A_s + (v_167) * 128 + v_171));
      const int v_172 = (v_168 * 4);
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
      const int v_180 = (v_172 + 32);
      const half v_181 = B_f[v_180];
      b_regs[4] = v_181;
      const int v_182 = (v_172 + 33);
      const half v_183 = B_f[v_182];
      b_regs[5] = v_183;
      const int v_184 = (v_172 + 34);
      const half v_185 = B_f[v_184];
      b_regs[6] = v_185;
      const int v_186 = (v_172 + 35);
      const half v_187 = B_f[v_186];
      b_regs[7] = v_187;
      tl::mma_m16n8k16(a_regs + 0, b_regs + 0, C_f + 0);
      tl::mma_m16n8k16(a_regs + 0, b_regs + 4, C_f + 4);
      const int v_188 = (v_168 + 1);
      const int v_189 = (v_170 + 16);
      const int v_190 = (v_189 ^ v_81);
      tl::ldmatrix<4, false>(a_regs + 0, (A_s + (v_167) * 128 + v_190));
      const int v_191 = (v_188 * 4);
      const half v_192 = B_f[v_191];
      b_regs[0] = v_192;
      const int v_193 = (v_191 + 1);
      const half v_194 = B_f[v_193];
      b_regs[1] = v_194;
      const int v_195 = (v_191 + 2);
      const half v_196 = B_f[v_195];
      b_regs[2] = v_196;
      const int v_197 = (v_191 + 3);
      const half v_198 = B_f[v_197];
      b_regs[3] = v_198;
      const int v_199 = (v_191 + 32);
      const half v_200 = B_f[v_199];
      b_regs[4] = v_200;
      const int v_201 = (v_191 + 33);
      const half v_202 = B_f[v_201];
      b_regs[5] = v_202;
      const int v_203 = (v_191 + 34);
      const half v_204 = B_f[v_203];
      b_regs[6] = v_204;
      const int v_205 = (v_191 + 35);
      const half v_206 = B_f[v_205];
      b_regs[7] = v_206;
      tl::mma_m16n8k16(a_regs + 0, b_regs + 0, c_odd + 0);
      tl::mma_m16n8k16(a_regs + 0, b_regs + 4, c_odd + 4);
    }
    #pragma unroll
    for (int l_v_3 = 0; l_v_3 < 2; l_v_3 += 1) {
      const int v_207 = (l_v_3 * 4);
      const tl::vec<float, 4> v_208 = *reinterpret_cast<const tl::vec<float, 4>*>((C_f + v_207));
      const float v_209 = v_208.v[0];
      const tl::vec<float, 4> v_210 = *reinterpret_cast<const tl::vec<float, 4>*>((c_odd + v_207));
      const float v_211 = v_210.v[0];
      const float v_212 = (v_209 + v_211);
      const float v_213 = v_208.v[1];
      const float v_214 = v_210.v[1];
      const float v_215 = (v_213 + v_214);
      const float v_216 = v_208.v[2];
      const float v_217 = v_210.v[2];
      const float v_218 = (v_216 + v_217);
      const float v_219 = v_208.v[3];
      const float v_220 = v_210.v[3];
      const float v_221 = (v_219 + v_220);
      const tl::vec<float, 4> v_222 = tl::vec<float, 4>{{v_212, v_215, v_218, v_221}};
      *reinterpret_cast<tl::vec<float, 4>*>((C_f + v_207)) = v_222;
    }
#line 474 "tilelang/ops/lowbit_kernels.py"
    const bool v_223 = (r == 3);
    const int v_224 = (v_84 + 2);
    const int v_225 = (v_223 ? 0 : v_224);
#line 490 "tilelang/ops/lowbit_kernels.py"
    r = v_225;
#line 474 "tilelang/ops/lowbit_kernels.py"
  }
  tl::cp_async_wait<0>();
#line 479 "tilelang/ops/lowbit_kernels.py"
  float* const split_k_tile = reinterpret_cast<float*>(tl_smem + 0);
  __syncthreads();
  const int v_226 = (v_75 + 8);
  #pragma unroll
  for (int l_v_4 = 0; l_v_4 < 2; l_v_4 += 1) {
    const int v_227 = (l_v_4 * 4);
    const int v_228 = (l_v_4 * 8);
    const int v_229 = (v_22 + v_228);
    const int v_230 = (v_229 + v_74);
    const tl::vec<float, 4> v_231 = *reinterpret_cast<const tl::vec<float, 4>*>((C_f + v_227));
    const float v_232 = v_231.v[0];
    const float v_233 = v_231.v[1];
    const tl::vec<float, 2> v_234 = tl::vec<float, 2>{{v_232, v_233}};
    *reinterpret_cast<tl::vec<float, 2>*>((split_k_tile + (v_75) * 64 + v_230)) = v_234;
    const float v_235 = v_231.v[2];
    const float v_236 = v_231.v[3];
    const tl::vec<float, 2> v_237 = tl::vec<float, 2>{{v_235, v_236}};
    *reinterpret_cast<tl::vec<float, 2>*>((split_k_tile + (v_226) * 64 + v_230)) = v_237;
  }
  __syncthreads();
  for (int k_4 = 0; k_4 < 2; k_4 += 1) {
    const int v_238 = (k_4 * 128);
    const int v_239 = (v_238 + tid);
    const int v_240 = (v_239 / 16);
    const int v_241 = (v_78 * 4);
    const int v_242 = (v_3 + v_240);
    const int v_243 = (v_4 + v_241);
    const tl::vec<float, 4> v_244 = *reinterpret_cast<const tl::vec<float, 4>*>((split_k_tile + (v_240) * 64 + v_241));
    *reinterpret_cast<tl::vec<float, 4>*>((Work + (((int)blockIdx.z) * 16 + v_242) * 8192 + v_243)) = v_244;
  }
  __syncthreads();
  int* const split_k_last = reinterpret_cast<int*>(tl_smem + 0);
  const bool v_245 = (tid == 0);
  if (v_245) {
    const int v_246 = tl::fetch_add_acq_rel((Arrivals + ((int)blockIdx.y) * 128 + (int)blockIdx.x), 1);
    split_k_last[0] = v_246;
  }
  __syncthreads();
  const int v_247 = split_k_last[0];
  const bool v_248 = (v_247 == 3);
  if (v_248) {
    for (int k_5 = 0; k_5 < 2; k_5 += 1) {
      const int v_249 = (k_5 * 128);
      const int v_250 = (v_249 + tid);
      const int v_251 = (v_250 / 16);
      const int v_252 = (v_78 * 4);
      const int v_253 = (v_3 + v_251);
      const int v_254 = (v_4 + v_252);
      const tl::vec<float, 4> v_255 = *reinterpret_cast<const tl::vec<float, 4>*>((Work + (v_253) * 8192 + v_254));
      const float v_256 = v_255.v[0];
      const tl::vec<float, 4> v_257 = *reinterpret_cast<const tl::vec<float, 4>*>((Work + ((1) * 16 + v_253) * 8192 + v_254));
      const float v_258 = v_257.v[0];
      const float v_259 = (v_256 + v_258);
      const tl::vec<float, 4> v_260 = *reinterpret_cast<const tl::vec<float, 4>*>((Work + ((2) * 16 + v_253) * 8192 + v_254));
      const float v_261 = v_260.v[0];
      const float v_262 = (v_259 + v_261);
      const tl::vec<float, 4> v_263 = *reinterpret_cast<const tl::vec<float, 4>*>((Work + ((3) * 16 + v_253) * 8192 + v_254));
      const float v_264 = v_263.v[0];
      const float v_265 = (v_262 + v_264);
      const half v_266 = tl::cast<half>(v_265);
      const float v_267 = v_255.v[1];
      const float v_268 = v_257.v[1];
      const float v_269 = (v_267 + v_268);
      const float v_270 = v_260.v[1];
      const float v_271 = (v_269 + v_270);
      const float v_272 = v_263.v[1];
      const float v_273 = (v_271 + v_272);
      const half v_274 = tl::cast<half>(v_273);
      const float v_275 = v_255.v[2];
      const float v_276 = v_257.v[2];
      const float v_277 = (v_275 + v_276);
      const float v_278 = v_260.v[2];
      const float v_279 = (v_277 + v_278);
      const float v_280 = v_263.v[2];
      const float v_281 = (v_279 + v_280);
      const half v_282 = tl::cast<half>(v_281);
      const float v_283 = v_255.v[3];
      const float v_284 = v_257.v[3];
      const float v_285 = (v_283 + v_284);
      const float v_286 = v_260.v[3];
      const float v_287 = (v_285 + v_286);
      const float v_288 = v_263.v[3];
      const float v_289 = (v_287 + v_288);
      const half v_290 = tl::cast<half>(v_289);
      const tl::vec<half, 4> v_291 = tl::vec<half, 4>{{v_266, v_274, v_282, v_290}};
      *reinterpret_cast<tl::vec<half, 4>*>((C + (v_253) * 8192 + v_254)) = v_291;
    }
    if (v_245) {
      Arrivals[((int)blockIdx.y) * 128 + (int)blockIdx.x] = 0;
    }
  }
}
