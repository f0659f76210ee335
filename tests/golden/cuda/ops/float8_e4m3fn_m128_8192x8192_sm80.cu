// lowbit_matmul: a (128, 8192) float16, weight (8192, 8192) float8_e4m3fn prepared, group 128, no zeros; sm_80
// plan: gemm {"block_M": 64, "block_N": 128, "block_K": 128, "num_stages": 4, "threads": 128, "split_k": 2, "swizzle": 0}
// written by `python scripts/update_golden.py` (never by hand): the CUDA source after prelude.cuh and a blank line, #line paths repository-relative
// float8_e4m3fn -> float16: bytes decode, 34 instructions per 8 codes in 2 words of planes 4+4 (4.25 per value)
template <class T> __device__ __forceinline__ void tl_dw_float8_e4m3fn_p44_f16(T* dst, const unsigned w0_0, const unsigned w1_0) {
  unsigned* d = reinterpret_cast<unsigned*>(dst);
  const unsigned hi4 = w1_0 << 4;
  unsigned E; asm("lop3.b32 %0, %1, %2, %3, 0xe4;" : "=r"(E) : "r"(w0_0), "r"(hi4), "r"(0x0f0f0f0fu));
  const unsigned lo4 = w0_0 >> 4;
  unsigned O; asm("lop3.b32 %0, %1, %2, %3, 0xe4;" : "=r"(O) : "r"(lo4), "r"(w1_0), "r"(0x0f0f0f0fu));
  const unsigned c0e = E << 7;
  const unsigned a0e = E << 8;
  unsigned m0e; asm("lop3.b32 %0, %1, %2, %3, 0xc0;" : "=r"(m0e) : "r"(c0e), "r"(0x3f803f80u), "r"(0x00000000u));
  unsigned f0e; asm("lop3.b32 %0, %1, %2, %3, 0xd8;" : "=r"(f0e) : "r"(m0e), "r"(a0e), "r"(0x80008000u));
  unsigned s0e; asm("fma.rn.f16x2 %0, %1, %2, %3;" : "=r"(s0e) : "r"(f0e), "r"(0x5c005c00u), "r"(0x80008000u));
  unsigned x0e; asm("lop3.b32 %0, %1, %2, %3, 0xc0;" : "=r"(x0e) : "r"(f0e), "r"(0x3f803f80u), "r"(0x00000000u));
  unsigned e0e; asm("set.eq.u32.f16x2 %0, %1, %2;" : "=r"(e0e) : "r"(x0e), "r"(0x3f803f80u));
  unsigned o0e; asm("lop3.b32 %0, %1, %2, %3, 0xf8;" : "=r"(o0e) : "r"(s0e), "r"(e0e), "r"(0x7c007c00u));
  const unsigned c1e = E >> 1;
  unsigned m1e; asm("lop3.b32 %0, %1, %2, %3, 0xc0;" : "=r"(m1e) : "r"(c1e), "r"(0x3f803f80u), "r"(0x00000000u));
  unsigned f1e; asm("lop3.b32 %0, %1, %2, %3, 0xd8;" : "=r"(f1e) : "r"(m1e), "r"(E), "r"(0x80008000u));
  unsigned s1e; asm("fma.rn.f16x2 %0, %1, %2, %3;" : "=r"(s1e) : "r"(f1e), "r"(0x5c005c00u), "r"(0x80008000u));
  unsigned x1e; asm("lop3.b32 %0, %1, %2, %3, 0xc0;" : "=r"(x1e) : "r"(f1e), "r"(0x3f803f80u), "r"(0x00000000u));
  unsigned e1e; asm("set.eq.u32.f16x2 %0, %1, %2;" : "=r"(e1e) : "r"(x1e), "r"(0x3f803f80u));
  unsigned o1e; asm("lop3.b32 %0, %1, %2, %3, 0xf8;" : "=r"(o1e) : "r"(s1e), "r"(e1e), "r"(0x7c007c00u));
  const unsigned c0o = O << 7;
  const unsigned a0o = O << 8;
  unsigned m0o; asm("lop3.b32 %0, %1, %2, %3, 0xc0;" : "=r"(m0o) : "r"(c0o), "r"(0x3f803f80u), "r"(0x00000000u));
  unsigned f0o; asm("lop3.b32 %0, %1, %2, %3, 0xd8;" : "=r"(f0o) : "r"(m0o), "r"(a0o), "r"(0x80008000u));
  unsigned s0o; asm("fma.rn.f16x2 %0, %1, %2, %3;" : "=r"(s0o) : "r"(f0o), "r"(0x5c005c00u), "r"(0x80008000u));
  unsigned x0o; asm("lop3.b32 %0, %1, %2, %3, 0xc0;" : "=r"(x0o) : "r"(f0o), "r"(0x3f803f80u), "r"(0x00000000u));
  unsigned e0o; asm("set.eq.u32.f16x2 %0, %1, %2;" : "=r"(e0o) : "r"(x0o), "r"(0x3f803f80u));
  unsigned o0o; asm("lop3.b32 %0, %1, %2, %3, 0xf8;" : "=r"(o0o) : "r"(s0o), "r"(e0o), "r"(0x7c007c00u));
  const unsigned c1o = O >> 1;
  unsigned m1o; asm("lop3.b32 %0, %1, %2, %3, 0xc0;" : "=r"(m1o) : "r"(c1o), "r"(0x3f803f80u), "r"(0x00000000u));
  unsigned f1o; asm("lop3.b32 %0, %1, %2, %3, 0xd8;" : "=r"(f1o) : "r"(m1o), "r"(O), "r"(0x80008000u));
  unsigned s1o; asm("fma.rn.f16x2 %0, %1, %2, %3;" : "=r"(s1o) : "r"(f1o), "r"(0x5c005c00u), "r"(0x80008000u));
  unsigned x1o; asm("lop3.b32 %0, %1, %2, %3, 0xc0;" : "=r"(x1o) : "r"(f1o), "r"(0x3f803f80u), "r"(0x00000000u));
  unsigned e1o; asm("set.eq.u32.f16x2 %0, %1, %2;" : "=r"(e1o) : "r"(x1o), "r"(0x3f803f80u));
  unsigned o1o; asm("lop3.b32 %0, %1, %2, %3, 0xf8;" : "=r"(o1o) : "r"(s1o), "r"(e1o), "r"(0x7c007c00u));
  d[0] = o0e;
  d[1] = o0o;
  d[2] = o1e;
  d[3] = o1o;
}

#line 498 "tilelang/ops/lowbit_kernels.py"
extern "C" __global__ void __launch_bounds__(128) gemm_kernel(half* __restrict__ A, unsigned char* __restrict__ B, half* __restrict__ Scales, half* __restrict__ C, float* __restrict__ Work, int* __restrict__ Arrivals, unsigned char* __restrict__ B1) {
  extern __shared__ __align__(1024) unsigned char tl_smem[];
  const int tid = (int)threadIdx.x;
#line 363 "tilelang/ops/lowbit_kernels.py"
  half* const A_s = reinterpret_cast<half*>(tl_smem + 0);
#line 364 "tilelang/ops/lowbit_kernels.py"
  unsigned char* const B_s = reinterpret_cast<unsigned char*>(tl_smem + 65536);
#line 365 "tilelang/ops/lowbit_kernels.py"
  half* const S_s = reinterpret_cast<half*>(tl_smem + 131072);
#line 367 "tilelang/ops/lowbit_kernels.py"
  alignas(16) half B_f[128];
#line 369 "tilelang/ops/lowbit_kernels.py"
  alignas(16) float C_f[64];
#line 385 "tilelang/ops/lowbit_kernels.py"
  unsigned char* const B1_s = reinterpret_cast<unsigned char*>(tl_smem + 98304);
#line 473 "tilelang/ops/lowbit_kernels.py"
  #pragma unroll
  for (int l_v = 0; l_v < 16; l_v += 1) {
    const int v = (l_v * 4);
    const tl::vec<float, 4> v_1 = tl::vec<float, 4>{{0.0f, 0.0f, 0.0f, 0.0f}};
    *reinterpret_cast<tl::vec<float, 4>*>((C_f + v)) = v_1;
  }
#line 476 "tilelang/ops/lowbit_kernels.py"
  const int v_2 = ((int)blockIdx.z * 32);
  const int k0 = (v_2 * 128);
#line 405 "tilelang/ops/lowbit_kernels.py"
  const int v_3 = ((int)blockIdx.y * 64);
#line 407 "tilelang/ops/lowbit_kernels.py"
  const int v_4 = ((int)blockIdx.x * 128);
#line 413 "tilelang/ops/lowbit_kernels.py"
  const int v_5 = (v_2 + 1);
  const bool v_6 = (tid < 16);
#line 452 "tilelang/ops/lowbit_kernels.py"
  const int v_7 = (tid / 32);
  const int v_8 = (tid % 32);
  const int v_9 = (v_7 * 32);
#line 405 "tilelang/ops/lowbit_kernels.py"
  for (int k = 0; k < 8; k += 1) {
    const int v_10 = (k * 128);
    const int v_11 = (v_10 + tid);
    const int v_12 = (v_11 % 16);
    const int v_13 = (v_11 / 16);
    const int v_14 = (v_12 * 8);
    const int v_15 = (v_13 + v_3);
    const int v_16 = (v_14 + k0);
    const int v_17 = (v_13 % 8);
    const int v_18 = (v_17 * 8);
    const int v_19 = (v_14 ^ v_18);
    tl::cp_async<16>((A_s + (v_13) * 128 + v_19), (A + (v_15) * 8192 + v_16), true);
  }
#line 407 "tilelang/ops/lowbit_kernels.py"
  for (int k_1 = 0; k_1 < 4; k_1 += 1) {
    const int v_20 = (k_1 * 128);
    const int v_21 = (v_20 + tid);
    const int v_22 = (v_21 % 4);
    const int v_23 = (v_21 / 4);
    const int v_24 = (v_22 * 32);
    const int v_25 = (v_23 + v_4);
    const int v_26 = (v_24 + k0);
    const int v_27 = (v_23 / 2);
    const int v_28 = (v_27 % 4);
    const int v_29 = (v_28 * 32);
    const int v_30 = (v_24 ^ v_29);
    const int v_31 = (v_30 * 4);
    const int v_32 = tl::floordiv(v_31, 8);
    const int v_33 = (v_26 * 4);
    const int v_34 = (v_33 / 8);
    tl::cp_async<16>((B_s + (v_23) * 64 + v_32), (B + (v_25) * 4096 + v_34), true);
  }
#line 410 "tilelang/ops/lowbit_kernels.py"
  for (int k_2 = 0; k_2 < 4; k_2 += 1) {
    const int v_35 = (k_2 * 128);
    const int v_36 = (v_35 + tid);
    const int v_37 = (v_36 % 4);
    const int v_38 = (v_36 / 4);
    const int v_39 = (v_37 * 32);
    const int v_40 = (v_38 + v_4);
    const int v_41 = (v_39 + k0);
    const int v_42 = (v_38 / 2);
    const int v_43 = (v_42 % 4);
    const int v_44 = (v_43 * 32);
    const int v_45 = (v_39 ^ v_44);
    const int v_46 = (v_45 * 4);
    const int v_47 = tl::floordiv(v_46, 8);
    const int v_48 = (v_41 * 4);
    const int v_49 = (v_48 / 8);
    tl::cp_async<16>((B1_s + (v_38) * 64 + v_47), (B1 + (v_40) * 4096 + v_49), true);
  }
#line 413 "tilelang/ops/lowbit_kernels.py"
  if (v_6) {
    const int v_50 = (tid % 16);
    const int v_51 = (v_50 * 8);
    const int v_52 = (v_51 + v_4);
    tl::cp_async<16>((S_s + v_51), (Scales + (v_2) * 8192 + v_52), true);
  }
#line 474 "tilelang/ops/lowbit_kernels.py"
  tl::cp_async_commit();
#line 476 "tilelang/ops/lowbit_kernels.py"
  const int k0_1 = (v_5 * 128);
#line 413 "tilelang/ops/lowbit_kernels.py"
  const int v_53 = (v_2 + 2);
#line 405 "tilelang/ops/lowbit_kernels.py"
  for (int k_3 = 0; k_3 < 8; k_3 += 1) {
    const int v_54 = (k_3 * 128);
    const int v_55 = (v_54 + tid);
    const int v_56 = (v_55 % 16);
    const int v_57 = (v_55 / 16);
    const int v_58 = (v_56 * 8);
    const int v_59 = (v_57 + v_3);
    const int v_60 = (v_58 + k0_1);
    const int v_61 = (v_57 % 8);
    const int v_62 = (v_61 * 8);
    const int v_63 = (v_58 ^ v_62);
    const int v_64 = (v_57 + 64);
    tl::cp_async<16>((A_s + (v_64) * 128 + v_63), (A + (v_59) * 8192 + v_60), true);
  }
#line 407 "tilelang/ops/lowbit_kernels.py"
  for (int k_4 = 0; k_4 < 4; k_4 += 1) {
    const int v_65 = (k_4 * 128);
    const int v_66 = (v_65 + tid);
    const int v_67 = (v_66 % 4);
    const int v_68 = (v_66 / 4);
    const int v_69 = (v_67 * 32);
    const int v_70 = (v_68 + v_4);
    const int v_71 = (v_69 + k0_1);
    const int v_72 = (v_68 / 2);
    const int v_73 = (v_72 % 4);
    const int v_74 = (v_73 * 32);
    const int v_75 = (v_69 ^ v_74);
    const int v_76 = (v_75 * 4);
    const int v_77 = tl::floordiv(v_76, 8);
    const int v_78 = (v_71 * 4);
    const int v_79 = (v_78 / 8);
    const int v_80 = (v_68 + 128);
    tl::cp_async<16>((B_s + (v_80) * 64 + v_77), (B + (v_70) * 4096 + v_79), true);
  }
#line 410 "tilelang/ops/lowbit_kernels.py"
  for (int k_5 = 0; k_5 < 4; k_5 += 1) {
    const int v_81 = (k_5 * 128);
    const int v_82 = (v_81 + tid);
    const int v_83 = (v_82 % 4);
    const int v_84 = (v_82 / 4);
    const int v_85 = (v_83 * 32);
    const int v_86 = (v_84 + v_4);
    const int v_87 = (v_85 + k0_1);
    const int v_88 = (v_84 / 2);
    const int v_89 = (v_88 % 4);
    const int v_90 = (v_89 * 32);
    const int v_91 = (v_85 ^ v_90);
    const int v_92 = (v_91 * 4);
    const int v_93 = tl::floordiv(v_92, 8);
    const int v_94 = (v_87 * 4);
    const int v_95 = (v_94 / 8);
    const int v_96 = (v_84 + 128);
    tl::cp_async<16>((B1_s + (v_96) * 64 + v_93), (B1 + (v_86) * 4096 + v_95), true);
  }
#line 413 "tilelang/ops/lowbit_kernels.py"
  if (v_6) {
    const int v_97 = (tid % 16);
    const int v_98 = (v_97 * 8);
    const int v_99 = (v_98 + v_4);
    tl::cp_async<16>((S_s + (1) * 128 + v_98), (Scales + (v_5) * 8192 + v_99), true);
  }
#line 474 "tilelang/ops/lowbit_kernels.py"
  tl::cp_async_commit();
#line 476 "tilelang/ops/lowbit_kernels.py"
  const int k0_2 = (v_53 * 128);
#line 405 "tilelang/ops/lowbit_kernels.py"
  for (int k_6 = 0; k_6 < 8; k_6 += 1) {
    const int v_100 = (k_6 * 128);
    const int v_101 = (v_100 + tid);
    const int v_102 = (v_101 % 16);
    const int v_103 = (v_101 / 16);
    const int v_104 = (v_102 * 8);
    const int v_105 = (v_103 + v_3);
    const int v_106 = (v_104 + k0_2);
    const int v_107 = (v_103 % 8);
    const int v_108 = (v_107 * 8);
    const int v_109 = (v_104 ^ v_108);
    const int v_110 = (v_103 + 128);
    tl::cp_async<16>((A_s + (v_110) * 128 + v_109), (A + (v_105) * 8192 + v_106), true);
  }
#line 407 "tilelang/ops/lowbit_kernels.py"
  for (int k_7 = 0; k_7 < 4; k_7 += 1) {
    const int v_111 = (k_7 * 128);
    const int v_112 = (v_111 + tid);
    const int v_113 = (v_112 % 4);
    const int v_114 = (v_112 / 4);
    const int v_115 = (v_113 * 32);
    const int v_116 = (v_114 + v_4);
    const int v_117 = (v_115 + k0_2);
    const int v_118 = (v_114 / 2);
    const int v_119 = (v_118 % 4);
    const int v_120 = (v_119 * 32);
    const int v_121 = (v_115 ^ v_120);
    const int v_122 = (v_121 * 4);
    const int v_123 = tl::floordiv(v_122, 8);
    const int v_124 = (v_117 * 4);
    const int v_125 = (v_124 / 8);
    const int v_126 = (v_114 + 256);
    tl::cp_async<16>((B_s + (v_126) * 64 + v_123), (B + (v_116) * 4096 + v_125), true);
  }
#line 410 "tilelang/ops/lowbit_kernels.py"
  for (int k_8 = 0; k_8 < 4; k_8 += 1) {
    const int v_127 = (k_8 * 128);
    const int v_128 = (v_127 + tid);
    const int v_129 = (v_128 % 4);
    const int v_130 = (v_128 / 4);
    const int v_131 = (v_129 * 32);
    const int v_132 = (v_130 + v_4);
    const int v_133 = (v_131 + k0_2);
    const int v_134 = (v_130 / 2);
    const int v_135 = (v_134 % 4);
    const int v_136 = (v_135 * 32);
    const int v_137 = (v_131 ^ v_136);
    const int v_138 = (v_137 * 4);
    const int v_139 = tl::floordiv(v_138, 8);
    const int v_140 = (v_133 * 4);
    const int v_141 = (v_140 / 8);
    const int v_142 = (v_130 + 256);
    tl::cp_async<16>((B1_s + (v_142) * 64 + v_139), (B1 + (v_132) * 4096 + v_141), true);
  }
#line 413 "tilelang/ops/lowbit_kernels.py"
  if (v_6) {
    const int v_143 = (tid % 16);
    const int v_144 = (v_143 * 8);
    const int v_145 = (v_144 + v_4);
    tl::cp_async<16>((S_s + (2) * 128 + v_144), (Scales + (v_53) * 8192 + v_145), true);
  }
#line 474 "tilelang/ops/lowbit_kernels.py"
  tl::cp_async_commit();
#line 418 "tilelang/ops/lowbit_kernels.py"
  const int v_146 = (v_8 % 4);
  const int v_147 = (v_146 * 2);
  const int v_148 = (v_8 / 4);
  const int v_149 = (v_146 * 8);
#line 452 "tilelang/ops/lowbit_kernels.py"
  const int v_150 = (v_8 % 8);
  const int v_151 = (v_8 / 8);
  const int v_152 = (v_8 % 16);
  const int v_153 = (v_8 / 16);
  const int v_154 = (v_153 * 8);
  const int v_155 = (v_150 * 8);
#line 474 "tilelang/ops/lowbit_kernels.py"
  int r = 0;
  for (int ko = 0; ko < 32; ko += 1) {
    tl::cp_async_wait<2>();
    __syncthreads();
    const int v_156 = (ko + 3);
    const bool v_157 = (r == 0);
    const int v_158 = (r - 1);
    const int v_159 = (v_157 ? 3 : v_158);
    const bool v_160 = (v_156 < 32);
    if (v_160) {
      const int v_161 = tl::min(v_156, 31);
#line 476 "tilelang/ops/lowbit_kernels.py"
      const int v_162 = (v_2 + v_161);
      const int k0_3 = (v_162 * 128);
#line 474 "tilelang/ops/lowbit_kernels.py"
      const int v_163 = (v_159 * 64);
      const int v_164 = (v_159 * 128);
#line 405 "tilelang/ops/lowbit_kernels.py"
      for (int k_9 = 0; k_9 < 8; k_9 += 1) {
        const int v_165 = (k_9 * 128);
        const int v_166 = (v_165 + tid);
        const int v_167 = (v_166 / 16);
        const int v_168 = (v_152 * 8);
        const int v_169 = (v_167 + v_3);
        const int v_170 = (v_168 + k0_3);
        const int v_171 = (v_167 % 8);
        const int v_172 = (v_171 * 8);
        const int v_173 = (v_168 ^ v_172);
        const int v_174 = (v_167 + v_163);
        tl::cp_async<16>((A_s + (v_174) * 128 + v_173), (A + (v_169) * 8192 + v_170), true);
      }
#line 407 "tilelang/ops/lowbit_kernels.py"
      for (int k_10 = 0; k_10 < 4; k_10 += 1) {
        const int v_175 = (k_10 * 128);
        const int v_176 = (v_175 + tid);
        const int v_177 = (v_176 / 4);
        const int v_178 = (v_146 * 32);
        const int v_179 = (v_177 + v_4);
        const int v_180 = (v_178 + k0_3);
        const int v_181 = (v_151 * 32);
        const int v_182 = (v_178 ^ v_181);
        const int v_183 = (v_182 * 4);
        const int v_184 = tl::floordiv(v_183, 8);
        const int v_185 = (v_180 * 4);
        const int v_186 = (v_185 / 8);
        const int v_187 = (v_177 + v_164);
        tl::cp_async<16>((B_s + (v_187) * 64 + v_184), (B + (v_179) * 4096 + v_186), true);
      }
#line 410 "tilelang/ops/lowbit_kernels.py"
      for (int k_11 = 0; k_11 < 4; k_11 += 1) {
        const int v_188 = (k_11 * 128);
        const int v_189 = (v_188 + tid);
        const int v_190 = (v_189 / 4);
        const int v_191 = (v_146 * 32);
        const int v_192 = (v_190 + v_4);
        const int v_193 = (v_191 + k0_3);
        const int v_194 = (v_151 * 32);
        const int v_195 = (v_191 ^ v_194);
        const int v_196 = (v_195 * 4);
        const int v_197 = tl::floordiv(v_196, 8);
        const int v_198 = (v_193 * 4);
        const int v_199 = (v_198 / 8);
        const int v_200 = (v_190 + v_164);
        tl::cp_async<16>((B1_s + (v_200) * 64 + v_197), (B1 + (v_192) * 4096 + v_199), true);
      }
#line 413 "tilelang/ops/lowbit_kernels.py"
      if (v_6) {
        const int v_201 = (v_152 * 8);
        const int v_202 = (v_201 + v_4);
        tl::cp_async<16>((S_s + (v_159) * 128 + v_201), (Scales + (v_162) * 8192 + v_202), true);
      }
#line 474 "tilelang/ops/lowbit_kernels.py"
    }
    tl::cp_async_commit();
    const int v_203 = (r * 64);
    const int v_204 = (r * 128);
#line 418 "tilelang/ops/lowbit_kernels.py"
    alignas(16) half dequant[128];
    #pragma unroll
    for (int g = 0; g < 16; g += 1) {
      const int v_205 = (g * 8);
      const int v_206 = (v_205 / 4);
      const int v_207 = (g / 4);
      const int v_208 = (v_206 % 8);
      const int v_209 = (v_208 * 16);
      const int v_210 = (v_207 * 8);
      const int v_211 = (v_9 + v_210);
      const int v_212 = (v_211 + v_148);
      const int v_213 = (v_209 + v_149);
      const int v_214 = (v_151 * 32);
      const int v_215 = (v_213 ^ v_214);
      const int v_216 = tl::floordiv(v_215, 8);
      const int v_217 = (v_216 * 4);
      const int v_218 = (v_212 + v_204);
      const unsigned v_219 = *reinterpret_cast<const unsigned*>((B_s + (v_218) * 64 + v_217));
      const unsigned v_220 = *reinterpret_cast<const unsigned*>((B1_s + (v_218) * 64 + v_217));
      tl_dw_float8_e4m3fn_p44_f16(dequant + v_205, v_219, v_220);
    }
    #pragma unroll
    for (int l_v_1 = 0; l_v_1 < 8; l_v_1 += 1) {
      const int v_221 = (l_v_1 * 16);
      const int l = (v_221 + 8);
      const int v_222 = (l_v_1 / 2);
      const int v_223 = (v_222 * 8);
      const int v_224 = (v_9 + v_223);
      const int v_225 = (v_224 + v_148);
#line 426 "tilelang/ops/lowbit_kernels.py"
      const tl::vec<half, 8> v_226 = *reinterpret_cast<const tl::vec<half, 8>*>((dequant + v_221));
      const half v_227 = v_226.v[0];
#line 432 "tilelang/ops/lowbit_kernels.py"
      const half v_228 = S_s[(r) * 128 + v_225];
      const half v_229 = tl::mul(v_227, v_228);
#line 426 "tilelang/ops/lowbit_kernels.py"
      const half v_230 = v_226.v[1];
#line 432 "tilelang/ops/lowbit_kernels.py"
      const half v_231 = tl::mul(v_230, v_228);
#line 426 "tilelang/ops/lowbit_kernels.py"
      const half v_232 = v_226.v[2];
#line 432 "tilelang/ops/lowbit_kernels.py"
      const half v_233 = tl::mul(v_232, v_228);
#line 426 "tilelang/ops/lowbit_kernels.py"
      const half v_234 = v_226.v[3];
#line 432 "tilelang/ops/lowbit_kernels.py"
      const half v_235 = tl::mul(v_234, v_228);
#line 426 "tilelang/ops/lowbit_kernels.py"
      const half v_236 = v_226.v[4];
#line 432 "tilelang/ops/lowbit_kernels.py"
      const half v_237 = tl::mul(v_236, v_228);
#line 426 "tilelang/ops/lowbit_kernels.py"
      const half v_238 = v_226.v[5];
#line 432 "tilelang/ops/lowbit_kernels.py"
      const half v_239 = tl::mul(v_238, v_228);
#line 426 "tilelang/ops/lowbit_kernels.py"
      const half v_240 = v_226.v[6];
#line 432 "tilelang/ops/lowbit_kernels.py"
      const half v_241 = tl::mul(v_240, v_228);
#line 426 "tilelang/ops/lowbit_kernels.py"
      const half v_242 = v_226.v[7];
#line 432 "tilelang/ops/lowbit_kernels.py"
      const half v_243 = tl::mul(v_242, v_228);
#line 418 "tilelang/ops/lowbit_kernels.py"
      const tl::vec<half, 8> v_244 = tl::vec<half, 8>{{v_229, v_231, v_233, v_235, v_237, v_239, v_241, v_243}};
      *reinterpret_cast<tl::vec<half, 8>*>((B_f + v_221)) = v_244;
#line 426 "tilelang/ops/lowbit_kernels.py"
      const tl::vec<half, 8> v_245 = *reinterpret_cast<const tl::vec<half, 8>*>((dequant + l));
      const half v_246 = v_245.v[0];
#line 432 "tilelang/ops/lowbit_kernels.py"
      const half v_247 = tl::mul(v_246, v_228);
#line 426 "tilelang/ops/lowbit_kernels.py"
      const half v_248 = v_245.v[1];
#line 432 "tilelang/ops/lowbit_kernels.py"
      const half v_249 = tl::mul(v_248, v_228);
#line 426 "tilelang/ops/lowbit_kernels.py"
      const half v_250 = v_245.v[2];
#line 432 "tilelang/ops/lowbit_kernels.py"
      const half v_251 = tl::mul(v_250, v_228);
#line 426 "tilelang/ops/lowbit_kernels.py"
      const half v_252 = v_245.v[3];
#line 432 "tilelang/ops/lowbit_kernels.py"
      const half v_253 = tl::mul(v_252, v_228);
#line 426 "tilelang/ops/lowbit_kernels.py"
      const half v_254 = v_245.v[4];
#line 432 "tilelang/ops/lowbit_kernels.py"
      const half v_255 = tl::mul(v_254, v_228);
#line 426 "tilelang/ops/lowbit_kernels.py"
      const half v_256 = v_245.v[5];
#line 432 "tilelang/ops/lowbit_kernels.py"
      const half v_257 = tl::mul(v_256, v_228);
#line 426 "tilelang/ops/lowbit_kernels.py"
      const half v_258 = v_245.v[6];
#line 432 "tilelang/ops/lowbit_kernels.py"
      const half v_259 = tl::mul(v_258, v_228);
#line 426 "tilelang/ops/lowbit_kernels.py"
      const half v_260 = v_245.v[7];
#line 432 "tilelang/ops/lowbit_kernels.py"
      const half v_261 = tl::mul(v_260, v_228);
#line 418 "tilelang/ops/lowbit_kernels.py"
      const tl::vec<half, 8> v_262 = tl::vec<half, 8>{{v_247, v_249, v_251, v_253, v_255, v_257, v_259, v_261}};
      *reinterpret_cast<tl::vec<half, 8>*>((B_f + l)) = v_262;
    }
#line 452 "tilelang/ops/lowbit_kernels.py"
    alignas(16) half a_regs[32];
    alignas(16) half b_regs[16];
    const int v_263 = (v_152 + v_203);
    const int v_264 = (v_263 + 16);
    const int v_265 = (v_263 + 32);
    const int v_266 = (v_263 + 48);
    for (int kk = 0; kk < 8; kk += 1) {
      const int v_267 = (kk * 16);
      const int v_268 = (v_267 + v_154);
      const int v_269 = (v_268 ^ v_155);
      tl::ldmatrix<4, false>(a_regs + 0, (A_s + (v_263) * 128 + v_269));
      tl::ldmatrix<4, false>(a_regs + 8, (A_s + (v_264) * 128 + v_269));
      tl::ldmatrix<4, false>(a_regs + 16, (A_s + (v_265) * 128 + v_269));
      tl::ldmatrix<4, false>(a_regs + 24, (A_s + (v_266) * 128 + v_269));
      const int v_270 = (kk * 4);
      const half v_271 = B_f[v_270];
      b_regs[0] = v_271;
      const int v_272 = (v_270 + 1);
      const half v_273 = B_f[v_272];
      b_regs[1] = v_273;
      const int v_274 = (v_270 + 2);
      const half v_275 = B_f[v_274];
      b_regs[2] = v_275;
      const int v_276 = (v_270 + 3);
      const half v_277 = B_f[v_276];
      b_regs[3] = v_277;
      const int v_278 = (v_270 + 32);
      const half v_279 = B_f[v_278];
      b_regs[4] = v_279;
      const int v_280 = (v_270 + 33);
      const half v_281 = B_f[v_280];
      b_regs[5] = v_281;
      const int v_282 = (v_270 + 34);
      const half v_283 = B_f[v_282];
      b_regs[6] = v_283;
      const int v_284 = (v_270 + 35);
      const half v_285 = B_f[v_284];
      b_regs[7] = v_285;
      const int v_286 = (v_270 + 64);
      const half v_287 = B_f[v_286];
      b_regs[8] = v_287;
      const int v_288 = (v_270 + 65);
      const half v_289 = B_f[v_288];
      b_regs[9] = v_289;
      const int v_290 = (v_270 + 66);
      const half v_291 = B_f[v_290];
      b_regs[10] = v_291;
      const int v_292 = (v_270 + 67);
      const half v_293 = B_f[v_292];
      b_regs[11] = v_293;
      const int v_294 = (v_270 + 96);
      const half v_295 = B_f[v_294];
      b_regs[12] = v_295;
      const int v_296 = (v_270 + 97);
      const half v_297 = B_f[v_296];
      b_regs[13] = v_297;
      const int v_298 = (v_270 + 98);
      const half v_299 = B_f[v_298];
      b_regs[14] = v_299;
      const int v_300 = (v_270 + 99);
      const half v_301 = B_f[v_300];
      b_regs[15] = v_301;
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
#line 474 "tilelang/ops/lowbit_kernels.py"
    const bool v_302 = (r == 3);
    const int v_303 = (v_158 + 2);
    const int v_304 = (v_302 ? 0 : v_303);
#line 498 "tilelang/ops/lowbit_kernels.py"
    r = v_304;
#line 474 "tilelang/ops/lowbit_kernels.py"
  }
  tl::cp_async_wait<0>();
#line 479 "tilelang/ops/lowbit_kernels.py"
  float* const split_k_tile = reinterpret_cast<float*>(tl_smem + 0);
  __syncthreads();
  #pragma unroll
  for (int l_v_2 = 0; l_v_2 < 16; l_v_2 += 1) {
    const int v_305 = (l_v_2 * 4);
    const int v_306 = (l_v_2 / 4);
    const int v_307 = (l_v_2 % 4);
    const int v_308 = (v_306 * 16);
    const int v_309 = (v_308 + v_148);
    const int v_310 = (v_307 * 8);
    const int v_311 = (v_9 + v_310);
    const int v_312 = (v_311 + v_147);
    const tl::vec<float, 4> v_313 = *reinterpret_cast<const tl::vec<float, 4>*>((C_f + v_305));
    const float v_314 = v_313.v[0];
    const float v_315 = v_313.v[1];
    const tl::vec<float, 2> v_316 = tl::vec<float, 2>{{v_314, v_315}};
    *reinterpret_cast<tl::vec<float, 2>*>((split_k_tile + (v_309) * 128 + v_312)) = v_316;
    const int v_317 = (v_309 + 8);
    const float v_318 = v_313.v[2];
    const float v_319 = v_313.v[3];
    const tl::vec<float, 2> v_320 = tl::vec<float, 2>{{v_318, v_319}};
    *reinterpret_cast<tl::vec<float, 2>*>((split_k_tile + (v_317) * 128 + v_312)) = v_320;
  }
  __syncthreads();
  const int v_321 = (v_8 * 4);
  const int v_322 = (v_4 + v_321);
  for (int k_12 = 0; k_12 < 16; k_12 += 1) {
    const int v_323 = (k_12 * 128);
    const int v_324 = (v_323 + tid);
    const int v_325 = (v_324 / 32);
    const int v_326 = (v_3 + v_325);
    const tl::vec<float, 4> v_327 = *reinterpret_cast<const tl::vec<float, 4>*>((split_k_tile + (v_325) * 128 + v_321));
    *reinterpret_cast<tl::vec<float, 4>*>((Work + (((int)blockIdx.z) * 128 + v_326) * 8192 + v_322)) = v_327;
  }
  __syncthreads();
  int* const split_k_last = reinterpret_cast<int*>(tl_smem + 0);
  const bool v_328 = (tid == 0);
  if (v_328) {
    const int v_329 = tl::fetch_add_acq_rel((Arrivals + ((int)blockIdx.y) * 64 + (int)blockIdx.x), 1);
    split_k_last[0] = v_329;
  }
  __syncthreads();
  const int v_330 = split_k_last[0];
  const bool v_331 = (v_330 == 1);
  if (v_331) {
    for (int k_13 = 0; k_13 < 16; k_13 += 1) {
      const int v_332 = (k_13 * 128);
      const int v_333 = (v_332 + tid);
      const int v_334 = (v_333 / 32);
      const int v_335 = (v_3 + v_334);
      const tl::vec<float, 4> v_336 = *reinterpret_cast<const tl::vec<float, 4>*>((Work + (v_335) * 8192 + v_322));
      const float v_337 = v_336.v[0];
      const tl::vec<float, 4> v_338 = *reinterpret_cast<const tl::vec<float, 4>*>((Work + ((1) * 128 + v_335) * 8192 + v_322));
      const float v_339 = v_338.v[0];
      const float v_340 = (v_337 + v_339);
      const half v_341 = tl::cast<half>(v_340);
      const float v_342 = v_336.v[1];
      const float v_343 = v_338.v[1];
      const float v_344 = (v_342 + v_343);
      const half v_345 = tl::cast<half>(v_344);
      const float v_346 = v_336.v[2];
      const float v_347 = v_338.v[2];
      const float v_348 = (v_346 + v_347);
      const half v_349 = tl::cast<half>(v_348);
      const float v_350 = v_336.v[3];
      const float v_351 = v_338.v[3];
      const float v_352 = (v_350 + v_351);
      const half v_353 = tl::cast<half>(v_352);
      const tl::vec<half, 4> v_354 = tl::vec<half, 4>{{v_341, v_345, v_349, v_353}};
      *reinterpret_cast<tl::vec<half, 4>*>((C + (v_335) * 8192 + v_322)) = v_354;
    }
    if (v_328) {
      Arrivals[((int)blockIdx.y) * 64 + (int)blockIdx.x] = 0;
    }
  }
}
