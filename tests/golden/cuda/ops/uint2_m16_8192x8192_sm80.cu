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

#line 465 "tilelang/ops/lowbit_kernels.py"
extern "C" __global__ void __launch_bounds__(128) gemm_kernel(half* __restrict__ A, unsigned char* __restrict__ B, half* __restrict__ Scales, half* __restrict__ C, float* __restrict__ Work, int* __restrict__ Arrivals) {
  extern __shared__ __align__(1024) unsigned char tl_smem[];
  const int tid = (int)threadIdx.x;
#line 348 "tilelang/ops/lowbit_kernels.py"
  half* const A_s = reinterpret_cast<half*>(tl_smem + 0);
#line 349 "tilelang/ops/lowbit_kernels.py"
  unsigned char* const B_s = reinterpret_cast<unsigned char*>(tl_smem + 16384);
#line 350 "tilelang/ops/lowbit_kernels.py"
  half* const S_s = reinterpret_cast<half*>(tl_smem + 24576);
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
  const int v_5 = (tid % 2);
  const int v_6 = (tid / 2);
  const int v_7 = (v_5 * 64);
  const int v_8 = (v_6 + v_4);
  const int v_9 = (v_7 + k0);
  const int v_10 = (tid / 8);
  const int v_11 = (v_10 % 2);
  const int v_12 = (v_11 * 64);
  const int v_13 = (v_7 ^ v_12);
  const int v_14 = (v_13 * 2);
  const int v_15 = tl::floordiv(v_14, 8);
  const int v_16 = (v_9 * 2);
  const int v_17 = (v_16 / 8);
#line 397 "tilelang/ops/lowbit_kernels.py"
  const int v_18 = (v_2 + 1);
  const bool v_19 = (tid < 8);
#line 428 "tilelang/ops/lowbit_kernels.py"
  const int v_20 = (tid / 32);
  const int v_21 = (v_20 * 16);
#line 389 "tilelang/ops/lowbit_kernels.py"
  const int v_22 = (tid % 16);
  const int v_23 = (v_22 * 8);
  const int v_24 = (v_23 + k0);
  const int v_25 = (tid / 16);
  const int v_26 = (v_25 * 8);
  const int v_27 = (v_23 ^ v_26);
  for (int k = 0; k < 2; k += 1) {
    const int v_28 = (k * 128);
    const int v_29 = (v_28 + tid);
    const int v_30 = (v_29 / 16);
    const int v_31 = (v_30 + v_3);
    tl::cp_async<16>((A_s + (v_30) * 128 + v_27), (A + (v_31) * 8192 + v_24), true);
  }
#line 391 "tilelang/ops/lowbit_kernels.py"
  tl::cp_async<16>((B_s + (v_6) * 32 + v_15), (B + (v_8) * 2048 + v_17), true);
#line 397 "tilelang/ops/lowbit_kernels.py"
  if (v_19) {
    const int v_32 = (tid % 8);
    const int v_33 = (v_32 * 8);
    const int v_34 = (v_33 + v_4);
    tl::cp_async<16>((S_s + v_33), (Scales + (v_2) * 8192 + v_34), true);
  }
#line 450 "tilelang/ops/lowbit_kernels.py"
  tl::cp_async_commit();
#line 391 "tilelang/ops/lowbit_kernels.py"
  const int v_35 = (v_9 + 128);
  const int v_36 = (v_35 * 2);
  const int v_37 = (v_36 / 8);
#line 397 "tilelang/ops/lowbit_kernels.py"
  const int v_38 = (v_2 + 2);
#line 389 "tilelang/ops/lowbit_kernels.py"
  const int v_39 = (v_24 + 128);
  for (int k_1 = 0; k_1 < 2; k_1 += 1) {
    const int v_40 = (k_1 * 128);
    const int v_41 = (v_40 + tid);
    const int v_42 = (v_41 / 16);
    const int v_43 = (v_42 + v_3);
    const int v_44 = (v_42 + 16);
    tl::cp_async<16>((A_s + (v_44) * 128 + v_27), (A + (v_43) * 8192 + v_39), true);
  }
#line 391 "tilelang/ops/lowbit_kernels.py"
  const int v_45 = (v_6 + 64);
  tl::cp_async<16>((B_s + (v_45) * 32 + v_15), (B + (v_8) * 2048 + v_37), true);
#line 397 "tilelang/ops/lowbit_kernels.py"
  if (v_19) {
    const int v_46 = (tid % 8);
    const int v_47 = (v_46 * 8);
    const int v_48 = (v_47 + v_4);
    tl::cp_async<16>((S_s + (1) * 64 + v_47), (Scales + (v_18) * 8192 + v_48), true);
  }
#line 450 "tilelang/ops/lowbit_kernels.py"
  tl::cp_async_commit();
#line 391 "tilelang/ops/lowbit_kernels.py"
  const int v_49 = (v_9 + 256);
  const int v_50 = (v_49 * 2);
  const int v_51 = (v_50 / 8);
#line 389 "tilelang/ops/lowbit_kernels.py"
  const int v_52 = (v_24 + 256);
  for (int k_2 = 0; k_2 < 2; k_2 += 1) {
    const int v_53 = (k_2 * 128);
    const int v_54 = (v_53 + tid);
    const int v_55 = (v_54 / 16);
    const int v_56 = (v_55 + v_3);
    const int v_57 = (v_55 + 32);
    tl::cp_async<16>((A_s + (v_57) * 128 + v_27), (A + (v_56) * 8192 + v_52), true);
  }
#line 391 "tilelang/ops/lowbit_kernels.py"
  const int v_58 = (v_6 + 128);
  tl::cp_async<16>((B_s + (v_58) * 32 + v_15), (B + (v_8) * 2048 + v_51), true);
#line 397 "tilelang/ops/lowbit_kernels.py"
  if (v_19) {
    const int v_59 = (tid % 8);
    const int v_60 = (v_59 * 8);
    const int v_61 = (v_60 + v_4);
    tl::cp_async<16>((S_s + (2) * 64 + v_60), (Scales + (v_38) * 8192 + v_61), true);
  }
#line 450 "tilelang/ops/lowbit_kernels.py"
  tl::cp_async_commit();
#line 402 "tilelang/ops/lowbit_kernels.py"
  const int v_62 = (tid % 4);
  const int v_63 = (v_62 * 2);
#line 465 "tilelang/ops/lowbit_kernels.py"
  const int v_64 = (tid / 4);
#line 402 "tilelang/ops/lowbit_kernels.py"
  const int v_65 = (v_64 % 8);
  const int v_66 = (v_62 * 16);
  const int v_67 = (v_25 % 2);
  const int v_68 = (v_67 * 64);
#line 428 "tilelang/ops/lowbit_kernels.py"
  const int v_69 = (tid % 8);
  const int v_70 = (v_67 * 8);
  const int v_71 = (v_69 * 8);
#line 450 "tilelang/ops/lowbit_kernels.py"
  int r = 0;
  for (int ko = 0; ko < 16; ko += 1) {
    tl::cp_async_wait<2>();
    __syncthreads();
    const int v_72 = (ko + 3);
    const bool v_73 = (r == 0);
    const int v_74 = (r - 1);
    const int v_75 = (v_73 ? 3 : v_74);
    const bool v_76 = (v_72 < 16);
    if (v_76) {
      const int v_77 = tl::min(v_72, 15);
#line 451 "tilelang/ops/lowbit_kernels.py"
      const int v_78 = (v_2 + v_77);
      const int k0_1 = (v_78 * 128);
#line 391 "tilelang/ops/lowbit_kernels.py"
      const int v_79 = (v_7 + k0_1);
      const int v_80 = (v_79 * 2);
      const int v_81 = (v_80 / 8);
#line 450 "tilelang/ops/lowbit_kernels.py"
      const int v_82 = (v_75 * 16);
      const int v_83 = (v_75 * 64);
#line 389 "tilelang/ops/lowbit_kernels.py"
      const int v_84 = (v_23 + k0_1);
      for (int k_3 = 0; k_3 < 2; k_3 += 1) {
        const int v_85 = (k_3 * 128);
        const int v_86 = (v_85 + tid);
        const int v_87 = (v_86 / 16);
        const int v_88 = (v_87 + v_3);
        const int v_89 = (v_87 + v_82);
        tl::cp_async<16>((A_s + (v_89) * 128 + v_27), (A + (v_88) * 8192 + v_84), true);
      }
#line 391 "tilelang/ops/lowbit_kernels.py"
      const int v_90 = (v_6 + v_83);
      tl::cp_async<16>((B_s + (v_90) * 32 + v_15), (B + (v_8) * 2048 + v_81), true);
#line 397 "tilelang/ops/lowbit_kernels.py"
      if (v_19) {
        const int v_91 = (v_71 + v_4);
        tl::cp_async<16>((S_s + (v_75) * 64 + v_71), (Scales + (v_78) * 8192 + v_91), true);
      }
#line 450 "tilelang/ops/lowbit_kernels.py"
    }
    tl::cp_async_commit();
    const int v_92 = (r * 16);
    const int v_93 = (r * 64);
#line 402 "tilelang/ops/lowbit_kernels.py"
    alignas(16) half dequant[64];
    #pragma unroll
    for (int g = 0; g < 4; g += 1) {
      const int v_94 = (g * 16);
      const int v_95 = (v_94 / 4);
      const int v_96 = (g / 2);
      const int v_97 = (v_95 % 8);
      const int v_98 = (v_97 * 16);
      const int v_99 = (v_96 * 8);
      const int v_100 = (v_21 + v_99);
      const int v_101 = (v_100 + v_65);
      const int v_102 = (v_98 + v_66);
      const int v_103 = (v_102 ^ v_68);
      const int v_104 = tl::floordiv(v_103, 16);
      const int v_105 = (v_104 * 4);
      const int v_106 = (v_101 + v_93);
      const unsigned v_107 = *reinterpret_cast<const unsigned*>((B_s + (v_106) * 32 + v_105));
      tl_dw_uint2_minus2_f16(dequant + v_94, v_107);
    }
    #pragma unroll
    for (int l_v_1 = 0; l_v_1 < 4; l_v_1 += 1) {
      const int v_108 = (l_v_1 * 16);
      const int l = (v_108 + 8);
      const int v_109 = (l_v_1 / 2);
      const int v_110 = (v_109 * 8);
      const int v_111 = (v_21 + v_110);
      const int v_112 = (v_111 + v_65);
#line 412 "tilelang/ops/lowbit_kernels.py"
      const tl::vec<half, 8> v_113 = *reinterpret_cast<const tl::vec<half, 8>*>((dequant + v_108));
      const half v_114 = v_113.v[0];
#line 416 "tilelang/ops/lowbit_kernels.py"
      const half v_115 = S_s[(r) * 64 + v_112];
      const half v_116 = tl::mul(v_114, v_115);
#line 412 "tilelang/ops/lowbit_kernels.py"
      const half v_117 = v_113.v[1];
#line 416 "tilelang/ops/lowbit_kernels.py"
      const half v_118 = tl::mul(v_117, v_115);
#line 412 "tilelang/ops/lowbit_kernels.py"
      const half v_119 = v_113.v[2];
#line 416 "tilelang/ops/lowbit_kernels.py"
      const half v_120 = tl::mul(v_119, v_115);
#line 412 "tilelang/ops/lowbit_kernels.py"
      const half v_121 = v_113.v[3];
#line 416 "tilelang/ops/lowbit_kernels.py"
      const half v_122 = tl::mul(v_121, v_115);
#line 412 "tilelang/ops/lowbit_kernels.py"
      const half v_123 = v_113.v[4];
#line 416 "tilelang/ops/lowbit_kernels.py"
      const half v_124 = tl::mul(v_123, v_115);
#line 412 "tilelang/ops/lowbit_kernels.py"
      const half v_125 = v_113.v[5];
#line 416 "tilelang/ops/lowbit_kernels.py"
      const half v_126 = tl::mul(v_125, v_115);
#line 412 "tilelang/ops/lowbit_kernels.py"
      const half v_127 = v_113.v[6];
#line 416 "tilelang/ops/lowbit_kernels.py"
      const half v_128 = tl::mul(v_127, v_115);
#line 412 "tilelang/ops/lowbit_kernels.py"
      const half v_129 = v_113.v[7];
#line 416 "tilelang/ops/lowbit_kernels.py"
      const half v_130 = tl::mul(v_129, v_115);
#line 402 "tilelang/ops/lowbit_kernels.py"
      const tl::vec<half, 8> v_131 = tl::vec<half, 8>{{v_116, v_118, v_120, v_122, v_124, v_126, v_128, v_130}};
      *reinterpret_cast<tl::vec<half, 8>*>((B_f + v_108)) = v_131;
#line 412 "tilelang/ops/lowbit_kernels.py"
      const tl::vec<half, 8> v_132 = *reinterpret_cast<const tl::vec<half, 8>*>((dequant + l));
      const half v_133 = v_132.v[0];
#line 416 "tilelang/ops/lowbit_kernels.py"
      const half v_134 = tl::mul(v_133, v_115);
#line 412 "tilelang/ops/lowbit_kernels.py"
      const half v_135 = v_132.v[1];
#line 416 "tilelang/ops/lowbit_kernels.py"
      const half v_136 = tl::mul(v_135, v_115);
#line 412 "tilelang/ops/lowbit_kernels.py"
      const half v_137 = v_132.v[2];
#line 416 "tilelang/ops/lowbit_kernels.py"
      const half v_138 = tl::mul(v_137, v_115);
#line 412 "tilelang/ops/lowbit_kernels.py"
      const half v_139 = v_132.v[3];
#line 416 "tilelang/ops/lowbit_kernels.py"
      const half v_140 = tl::mul(v_139, v_115);
#line 412 "tilelang/ops/lowbit_kernels.py"
      const half v_141 = v_132.v[4];
#line 416 "tilelang/ops/lowbit_kernels.py"
      const half v_142 = tl::mul(v_141, v_115);
#line 412 "tilelang/ops/lowbit_kernels.py"
      const half v_143 = v_132.v[5];
#line 416 "tilelang/ops/lowbit_kernels.py"
      const half v_144 = tl::mul(v_143, v_115);
#line 412 "tilelang/ops/lowbit_kernels.py"
      const half v_145 = v_132.v[6];
#line 416 "tilelang/ops/lowbit_kernels.py"
      const half v_146 = tl::mul(v_145, v_115);
#line 412 "tilelang/ops/lowbit_kernels.py"
      const half v_147 = v_132.v[7];
#line 416 "tilelang/ops/lowbit_kernels.py"
      const half v_148 = tl::mul(v_147, v_115);
#line 402 "tilelang/ops/lowbit_kernels.py"
      const tl::vec<half, 8> v_149 = tl::vec<half, 8>{{v_134, v_136, v_138, v_140, v_142, v_144, v_146, v_148}};
      *reinterpret_cast<tl::vec<half, 8>*>((B_f + l)) = v_149;
    }
#line 428 "tilelang/ops/lowbit_kernels.py"
    alignas(16) half a_regs[8];
    alignas(16) half b_regs[8];
    alignas(16) float c_odd[8];
    #pragma unroll
    for (int l_v_2 = 0; l_v_2 < 2; l_v_2 += 1) {
      const int v_150 = (l_v_2 * 4);
      const tl::vec<float, 4> v_151 = tl::vec<float, 4>{{0.0f, 0.0f, 0.0f, 0.0f}};
      *reinterpret_cast<tl::vec<float, 4>*>((c_odd + v_150)) = v_151;
    }
    const int v_152 = (v_22 + v_92);
    for (int kk = 0; kk < 4; kk += 1) {
      const int v_153 = (kk * 2);
      const int v_154 = (v_153 * 16);
      const int v_155 = (v_154 + v_70);
      const int v_156 = (v_155 ^ v_71);
      tl::ldmatrix<4, false>(a_regs + 0, (A_s + (v_152) * 128 + v_156));
      const int v_157 = (v_153 * 4);
      const half v_158 = B_f[v_157];
      b_regs[0] = v_158;
      const int v_159 = (v_157 + 1);
      const half v_160 = B_f[v_159];
      b_regs[1] = v_160;
      const int v_161 = (v_157 + 2);
      const half v_162 = B_f[v_161];
      b_regs[2] = v_162;
      const int v_163 = (v_157 + 3);
      const half v_164 = B_f[v_163];
      b_regs[3] = v_164;
      const int v_165 = (v_157 + 32);
      const half v_166 = B_f[v_165];
      b_regs[4] = v_166;
      const int v_167 = (v_157 + 33);
      const half v_168 = B_f[v_167];
      b_regs[5] = v_168;
      const int v_169 = (v_157 + 34);
      const half v_170 = B_f[v_169];
      b_regs[6] = v_170;
      const int v_171 = (v_157 + 35);
      const half v_172 = B_f[v_171];
      b_regs[7] = v_172;
      tl::mma_m16n8k16(a_regs + 0, b_regs + 0, C_f + 0);
      tl::mma_m16n8k16(a_regs + 0, b_regs + 4, C_f + 4);
      const int v_173 = (v_153 + 1);
      const int v_174 = (v_155 + 16);
      const int v_175 = (v_174 ^ v_71);
      tl::ldmatrix<4, false>(a_regs + 0, (A_s + (v_152) * 128 + v_175));
      const int v_176 = (v_173 * 4);
      const half v_177 = B_f[v_176];
      b_regs[0] = v_177;
      const int v_178 = (v_176 + 1);
      const half v_179 = B_f[v_178];
      b_regs[1] = v_179;
      const int v_180 = (v_176 + 2);
      const half v_181 = B_f[v_180];
      b_regs[2] = v_181;
      const int v_182 = (v_176 + 3);
      const half v_183 = B_f[v_182];
      b_regs[3] = v_183;
      const int v_184 = (v_176 + 32);
      const half v_185 = B_f[v_184];
      b_regs[4] = v_185;
      const int v_186 = (v_176 + 33);
      const half v_187 = B_f[v_186];
      b_regs[5] = v_187;
      const int v_188 = (v_176 + 34);
      const half v_189 = B_f[v_188];
      b_regs[6] = v_189;
      const int v_190 = (v_176 + 35);
      const half v_191 = B_f[v_190];
      b_regs[7] = v_191;
      tl::mma_m16n8k16(a_regs + 0, b_regs + 0, c_odd + 0);
      tl::mma_m16n8k16(a_regs + 0, b_regs + 4, c_odd + 4);
    }
    #pragma unroll
    for (int l_v_3 = 0; l_v_3 < 2; l_v_3 += 1) {
      const int v_192 = (l_v_3 * 4);
      const tl::vec<float, 4> v_193 = *reinterpret_cast<const tl::vec<float, 4>*>((C_f + v_192));
      const float v_194 = v_193.v[0];
      const tl::vec<float, 4> v_195 = *reinterpret_cast<const tl::vec<float, 4>*>((c_odd + v_192));
      const float v_196 = v_195.v[0];
      const float v_197 = (v_194 + v_196);
      const float v_198 = v_193.v[1];
      const float v_199 = v_195.v[1];
      const float v_200 = (v_198 + v_199);
      const float v_201 = v_193.v[2];
      const float v_202 = v_195.v[2];
      const float v_203 = (v_201 + v_202);
      const float v_204 = v_193.v[3];
      const float v_205 = v_195.v[3];
      const float v_206 = (v_204 + v_205);
      const tl::vec<float, 4> v_207 = tl::vec<float, 4>{{v_197, v_200, v_203, v_206}};
      *reinterpret_cast<tl::vec<float, 4>*>((C_f + v_192)) = v_207;
    }
#line 450 "tilelang/ops/lowbit_kernels.py"
    const bool v_208 = (r == 3);
    const int v_209 = (v_74 + 2);
    const int v_210 = (v_208 ? 0 : v_209);
#line 465 "tilelang/ops/lowbit_kernels.py"
    r = v_210;
#line 450 "tilelang/ops/lowbit_kernels.py"
  }
  tl::cp_async_wait<0>();
#line 454 "tilelang/ops/lowbit_kernels.py"
  float* const split_k_tile = reinterpret_cast<float*>(tl_smem + 0);
  __syncthreads();
  const int v_211 = (v_65 + 8);
  #pragma unroll
  for (int l_v_4 = 0; l_v_4 < 2; l_v_4 += 1) {
    const int v_212 = (l_v_4 * 4);
    const int v_213 = (l_v_4 * 8);
    const int v_214 = (v_21 + v_213);
    const int v_215 = (v_214 + v_63);
    const tl::vec<float, 4> v_216 = *reinterpret_cast<const tl::vec<float, 4>*>((C_f + v_212));
    const float v_217 = v_216.v[0];
    const float v_218 = v_216.v[1];
    const tl::vec<float, 2> v_219 = tl::vec<float, 2>{{v_217, v_218}};
    *reinterpret_cast<tl::vec<float, 2>*>((split_k_tile + (v_65) * 64 + v_215)) = v_219;
    const float v_220 = v_216.v[2];
    const float v_221 = v_216.v[3];
    const tl::vec<float, 2> v_222 = tl::vec<float, 2>{{v_220, v_221}};
    *reinterpret_cast<tl::vec<float, 2>*>((split_k_tile + (v_211) * 64 + v_215)) = v_222;
  }
  __syncthreads();
  const int v_223 = (v_22 * 4);
  const int v_224 = (v_4 + v_223);
  for (int k_4 = 0; k_4 < 2; k_4 += 1) {
    const int v_225 = (k_4 * 128);
    const int v_226 = (v_225 + tid);
    const int v_227 = (v_226 / 16);
    const int v_228 = (v_3 + v_227);
    const tl::vec<float, 4> v_229 = *reinterpret_cast<const tl::vec<float, 4>*>((split_k_tile + (v_227) * 64 + v_223));
    *reinterpret_cast<tl::vec<float, 4>*>((Work + (((int)blockIdx.z) * 16 + v_228) * 8192 + v_224)) = v_229;
  }
  __syncthreads();
  int* const split_k_last = reinterpret_cast<int*>(tl_smem + 0);
  const bool v_230 = (tid == 0);
  if (v_230) {
    const int v_231 = tl::fetch_add_acq_rel((Arrivals + ((int)blockIdx.y) * 128 + (int)blockIdx.x), 1);
    split_k_last[0] = v_231;
  }
  __syncthreads();
  const int v_232 = split_k_last[0];
  const bool v_233 = (v_232 == 3);
  if (v_233) {
    for (int k_5 = 0; k_5 < 2; k_5 += 1) {
      const int v_234 = (k_5 * 128);
      const int v_235 = (v_234 + tid);
      const int v_236 = (v_235 / 16);
      const int v_237 = (v_3 + v_236);
      const tl::vec<float, 4> v_238 = *reinterpret_cast<const tl::vec<float, 4>*>((Work + (v_237) * 8192 + v_224));
      const float v_239 = v_238.v[0];
      const tl::vec<float, 4> v_240 = *reinterpret_cast<const tl::vec<float, 4>*>((Work + ((1) * 16 + v_237) * 8192 + v_224));
      const float v_241 = v_240.v[0];
      const float v_242 = (v_239 + v_241);
      const tl::vec<float, 4> v_243 = *reinterpret_cast<const tl::vec<float, 4>*>((Work + ((2) * 16 + v_237) * 8192 + v_224));
      const float v_244 = v_243.v[0];
      const float v_245 = (v_242 + v_244);
      const tl::vec<float, 4> v_246 = *reinterpret_cast<const tl::vec<float, 4>*>((Work + ((3) * 16 + v_237) * 8192 + v_224));
      const float v_247 = v_246.v[0];
      const float v_248 = (v_245 + v_247);
      const half v_249 = tl::cast<half>(v_248);
      const float v_250 = v_238.v[1];
      const float v_251 = v_240.v[1];
      const float v_252 = (v_250 + v_251);
      const float v_253 = v_243.v[1];
      const float v_254 = (v_252 + v_253);
      const float v_255 = v_246.v[1];
      const float v_256 = (v_254 + v_255);
      const half v_257 = tl::cast<half>(v_256);
      const float v_258 = v_238.v[2];
      const float v_259 = v_240.v[2];
      const float v_260 = (v_258 + v_259);
      const float v_261 = v_243.v[2];
      const float v_262 = (v_260 + v_261);
      const float v_263 = v_246.v[2];
      const float v_264 = (v_262 + v_263);
      const half v_265 = tl::cast<half>(v_264);
      const float v_266 = v_238.v[3];
      const float v_267 = v_240.v[3];
      const float v_268 = (v_266 + v_267);
      const float v_269 = v_243.v[3];
      const float v_270 = (v_268 + v_269);
      const float v_271 = v_246.v[3];
      const float v_272 = (v_270 + v_271);
      const half v_273 = tl::cast<half>(v_272);
      const tl::vec<half, 4> v_274 = tl::vec<half, 4>{{v_249, v_257, v_265, v_273}};
      *reinterpret_cast<tl::vec<half, 4>*>((C + (v_237) * 8192 + v_224)) = v_274;
    }
    if (v_230) {
      Arrivals[((int)blockIdx.y) * 128 + (int)blockIdx.x] = 0;
    }
  }
}
