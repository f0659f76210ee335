// lowbit_matmul: a (16, 8192) float16, weight (8192, 8192) float8_e4m3fn prepared, group 128, no zeros; sm_80
// plan: gemm {"block_M": 16, "block_N": 64, "block_K": 128, "num_stages": 4, "threads": 128, "split_k": 4, "swizzle": 0}
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

#line 473 "tilelang/ops/lowbit_kernels.py"
extern "C" __global__ void __launch_bounds__(128) gemm_kernel(half* __restrict__ A, unsigned char* __restrict__ B, half* __restrict__ Scales, half* __restrict__ C, float* __restrict__ Work, int* __restrict__ Arrivals, unsigned char* __restrict__ B1) {
  extern __shared__ __align__(1024) unsigned char tl_smem[];
  const int tid = (int)threadIdx.x;
#line 348 "tilelang/ops/lowbit_kernels.py"
  half* const A_s = reinterpret_cast<half*>(tl_smem + 0);
#line 349 "tilelang/ops/lowbit_kernels.py"
  unsigned char* const B_s = reinterpret_cast<unsigned char*>(tl_smem + 16384);
#line 350 "tilelang/ops/lowbit_kernels.py"
  half* const S_s = reinterpret_cast<half*>(tl_smem + 49152);
#line 352 "tilelang/ops/lowbit_kernels.py"
  alignas(16) half B_f[64];
#line 354 "tilelang/ops/lowbit_kernels.py"
  alignas(16) float C_f[8];
#line 369 "tilelang/ops/lowbit_kernels.py"
  unsigned char* const B1_s = reinterpret_cast<unsigned char*>(tl_smem + 32768);
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
#line 473 "tilelang/ops/lowbit_kernels.py"
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
#line 394 "tilelang/ops/lowbit_kernels.py"
  for (int k_2 = 0; k_2 < 2; k_2 += 1) {
    const int v_34 = (k_2 * 128);
    const int v_35 = (v_34 + tid);
    const int v_36 = (v_35 / 4);
    const int v_37 = (v_36 + v_4);
    tl::cp_async<16>((B1_s + (v_36) * 64 + v_27), (B1 + (v_37) * 4096 + v_29), true);
  }
#line 397 "tilelang/ops/lowbit_kernels.py"
  if (v_6) {
    const int v_38 = (tid % 8);
    const int v_39 = (v_38 * 8);
    const int v_40 = (v_39 + v_4);
    tl::cp_async<16>((S_s + v_39), (Scales + (v_2) * 8192 + v_40), true);
  }
#line 450 "tilelang/ops/lowbit_kernels.py"
  tl::cp_async_commit();
#line 397 "tilelang/ops/lowbit_kernels.py"
  const int v_41 = (v_2 + 2);
#line 389 "tilelang/ops/lowbit_kernels.py"
  const int v_42 = (v_11 + 128);
  for (int k_3 = 0; k_3 < 2; k_3 += 1) {
    const int v_43 = (k_3 * 128);
    const int v_44 = (v_43 + tid);
    const int v_45 = (v_44 / 16);
    const int v_46 = (v_45 + v_3);
    const int v_47 = (v_45 + 16);
    tl::cp_async<16>((A_s + (v_47) * 128 + v_14), (A + (v_46) * 8192 + v_42), true);
  }
#line 391 "tilelang/ops/lowbit_kernels.py"
  const int v_48 = (v_21 + 128);
  const int v_49 = (v_48 * 4);
  const int v_50 = (v_49 / 8);
  for (int k_4 = 0; k_4 < 2; k_4 += 1) {
    const int v_51 = (k_4 * 128);
    const int v_52 = (v_51 + tid);
    const int v_53 = (v_52 / 4);
    const int v_54 = (v_53 + v_4);
    const int v_55 = (v_53 + 64);
    tl::cp_async<16>((B_s + (v_55) * 64 + v_27), (B + (v_54) * 4096 + v_50), true);
  }
#line 394 "tilelang/ops/lowbit_kernels.py"
  for (int k_5 = 0; k_5 < 2; k_5 += 1) {
    const int v_56 = (k_5 * 128);
    const int v_57 = (v_56 + tid);
    const int v_58 = (v_57 / 4);
    const int v_59 = (v_58 + v_4);
    const int v_60 = (v_58 + 64);
    tl::cp_async<16>((B1_s + (v_60) * 64 + v_27), (B1 + (v_59) * 4096 + v_50), true);
  }
#line 397 "tilelang/ops/lowbit_kernels.py"
  if (v_6) {
    const int v_61 = (tid % 8);
    const int v_62 = (v_61 * 8);
    const int v_63 = (v_62 + v_4);
    tl::cp_async<16>((S_s + (1) * 64 + v_62), (Scales + (v_5) * 8192 + v_63), true);
  }
#line 450 "tilelang/ops/lowbit_kernels.py"
  tl::cp_async_commit();
#line 389 "tilelang/ops/lowbit_kernels.py"
  const int v_64 = (v_11 + 256);
  for (int k_6 = 0; k_6 < 2; k_6 += 1) {
    const int v_65 = (k_6 * 128);
    const int v_66 = (v_65 + tid);
    const int v_67 = (v_66 / 16);
    const int v_68 = (v_67 + v_3);
    const int v_69 = (v_67 + 32);
    tl::cp_async<16>((A_s + (v_69) * 128 + v_14), (A + (v_68) * 8192 + v_64), true);
  }
#line 391 "tilelang/ops/lowbit_kernels.py"
  const int v_70 = (v_21 + 256);
  const int v_71 = (v_70 * 4);
  const int v_72 = (v_71 / 8);
  for (int k_7 = 0; k_7 < 2; k_7 += 1) {
    const int v_73 = (k_7 * 128);
    const int v_74 = (v_73 + tid);
    const int v_75 = (v_74 / 4);
    const int v_76 = (v_75 + v_4);
    const int v_77 = (v_75 + 128);
    tl::cp_async<16>((B_s + (v_77) * 64 + v_27), (B + (v_76) * 4096 + v_72), true);
  }
#line 394 "tilelang/ops/lowbit_kernels.py"
  for (int k_8 = 0; k_8 < 2; k_8 += 1) {
    const int v_78 = (k_8 * 128);
    const int v_79 = (v_78 + tid);
    const int v_80 = (v_79 / 4);
    const int v_81 = (v_80 + v_4);
    const int v_82 = (v_80 + 128);
    tl::cp_async<16>((B1_s + (v_82) * 64 + v_27), (B1 + (v_81) * 4096 + v_72), true);
  }
#line 397 "tilelang/ops/lowbit_kernels.py"
  if (v_6) {
    const int v_83 = (tid % 8);
    const int v_84 = (v_83 * 8);
    const int v_85 = (v_84 + v_4);
    tl::cp_async<16>((S_s + (2) * 64 + v_84), (Scales + (v_41) * 8192 + v_85), true);
  }
#line 450 "tilelang/ops/lowbit_kernels.py"
  tl::cp_async_commit();
#line 402 "tilelang/ops/lowbit_kernels.py"
  const int v_86 = (v_19 * 2);
#line 473 "tilelang/ops/lowbit_kernels.py"
  const int v_87 = (tid / 4);
#line 402 "tilelang/ops/lowbit_kernels.py"
  const int v_88 = (v_87 % 8);
  const int v_89 = (v_19 * 8);
#line 428 "tilelang/ops/lowbit_kernels.py"
  const int v_90 = (tid % 8);
  const int v_91 = (v_12 % 2);
  const int v_92 = (v_91 * 8);
  const int v_93 = (v_90 * 8);
#line 450 "tilelang/ops/lowbit_kernels.py"
  int r = 0;
  for (int ko = 0; ko < 16; ko += 1) {
    tl::cp_async_wait<2>();
    __syncthreads();
    const int v_94 = (ko + 3);
    const bool v_95 = (r == 0);
    const int v_96 = (r - 1);
    const int v_97 = (v_95 ? 3 : v_96);
    const bool v_98 = (v_94 < 16);
    if (v_98) {
      const int v_99 = tl::min(v_94, 15);
#line 451 "tilelang/ops/lowbit_kernels.py"
      const int v_100 = (v_2 + v_99);
      const int k0_1 = (v_100 * 128);
#line 450 "tilelang/ops/lowbit_kernels.py"
      const int v_101 = (v_97 * 16);
      const int v_102 = (v_97 * 64);
#line 389 "tilelang/ops/lowbit_kernels.py"
      const int v_103 = (v_10 + k0_1);
      for (int k_9 = 0; k_9 < 2; k_9 += 1) {
        const int v_104 = (k_9 * 128);
        const int v_105 = (v_104 + tid);
        const int v_106 = (v_105 / 16);
        const int v_107 = (v_106 + v_3);
        const int v_108 = (v_106 + v_101);
        tl::cp_async<16>((A_s + (v_108) * 128 + v_14), (A + (v_107) * 8192 + v_103), true);
      }
#line 391 "tilelang/ops/lowbit_kernels.py"
      const int v_109 = (v_20 + k0_1);
      const int v_110 = (v_109 * 4);
      const int v_111 = (v_110 / 8);
      for (int k_10 = 0; k_10 < 2; k_10 += 1) {
        const int v_112 = (k_10 * 128);
        const int v_113 = (v_112 + tid);
        const int v_114 = (v_113 / 4);
        const int v_115 = (v_114 + v_4);
        const int v_116 = (v_114 + v_102);
        tl::cp_async<16>((B_s + (v_116) * 64 + v_27), (B + (v_115) * 4096 + v_111), true);
      }
#line 394 "tilelang/ops/lowbit_kernels.py"
      for (int k_11 = 0; k_11 < 2; k_11 += 1) {
        const int v_117 = (k_11 * 128);
        const int v_118 = (v_117 + tid);
        const int v_119 = (v_118 / 4);
        const int v_120 = (v_119 + v_4);
        const int v_121 = (v_119 + v_102);
        tl::cp_async<16>((B1_s + (v_121) * 64 + v_27), (B1 + (v_120) * 4096 + v_111), true);
      }
#line 397 "tilelang/ops/lowbit_kernels.py"
      if (v_6) {
        const int v_122 = (v_93 + v_4);
        tl::cp_async<16>((S_s + (v_97) * 64 + v_93), (Scales + (v_100) * 8192 + v_122), true);
      }
#line 450 "tilelang/ops/lowbit_kernels.py"
    }
    tl::cp_async_commit();
    const int v_123 = (r * 16);
    const int v_124 = (r * 64);
#line 402 "tilelang/ops/lowbit_kernels.py"
    alignas(16) half dequant[64];
    #pragma unroll
    for (int g = 0; g < 8; g += 1) {
      const int v_125 = (g * 8);
      const int v_126 = (v_125 / 4);
      const int v_127 = (g / 4);
      const int v_128 = (v_126 % 8);
      const int v_129 = (v_128 * 16);
      const int v_130 = (v_127 * 8);
      const int v_131 = (v_8 + v_130);
      const int v_132 = (v_131 + v_88);
      const int v_133 = (v_129 + v_89);
      const int v_134 = (v_133 ^ v_24);
      const int v_135 = tl::floordiv(v_134, 8);
      const int v_136 = (v_135 * 4);
      const int v_137 = (v_132 + v_124);
      const unsigned v_138 = *reinterpret_cast<const unsigned*>((B_s + (v_137) * 64 + v_136));
      const unsigned v_139 = *reinterpret_cast<const unsigned*>((B1_s + (v_137) * 64 + v_136));
      tl_dw_float8_e4m3fn_p44_f16(dequant + v_125, v_138, v_139);
    }
    #pragma unroll
    for (int l_v_1 = 0; l_v_1 < 4; l_v_1 += 1) {
      const int v_140 = (l_v_1 * 16);
      const int l = (v_140 + 8);
      const int v_141 = (l_v_1 / 2);
      const int v_142 = (v_141 * 8);
      const int v_143 = (v_8 + v_142);
      const int v_144 = (v_143 + v_88);
#line 410 "tilelang/ops/lowbit_kernels.py"
      const tl::vec<half, 8> v_145 = *reinterpret_cast<const tl::vec<half, 8>*>((dequant + v_140));
      const half v_146 = v_145.v[0];
#line 416 "tilelang/ops/lowbit_kernels.py"
      const half v_147 = S_s[(r) * 64 + v_144];
      const half v_148 = tl::mul(v_146, v_147);
#line 410 "tilelang/ops/lowbit_kernels.py"
      const half v_149 = v_145.v[1];
#line 416 "tilelang/ops/lowbit_kernels.py"
      const half v_150 = tl::mul(v_149, v_147);
#line 410 "tilelang/ops/lowbit_kernels.py"
      const half v_151 = v_145.v[2];
#line 416 "tilelang/ops/lowbit_kernels.py"
      const half v_152 = tl::mul(v_151, v_147);
#line 410 "tilelang/ops/lowbit_kernels.py"
      const half v_153 = v_145.v[3];
#line 416 "tilelang/ops/lowbit_kernels.py"
      const half v_154 = tl::mul(v_153, v_147);
#line 410 "tilelang/ops/lowbit_kernels.py"
      const half v_155 = v_145.v[4];
#line 416 "tilelang/ops/lowbit_kernels.py"
      const half v_156 = tl::mul(v_155, v_147);
#line 410 "tilelang/ops/lowbit_kernels.py"
      const half v_157 = v_145.v[5];
#line 416 "tilelang/ops/lowbit_kernels.py"
      const half v_158 = tl::mul(v_157, v_147);
#line 410 "tilelang/ops/lowbit_kernels.py"
      const half v_159 = v_145.v[6];
#line 416 "tilelang/ops/lowbit_kernels.py"
      const half v_160 = tl::mul(v_159, v_147);
#line 410 "tilelang/ops/lowbit_kernels.py"
      const half v_161 = v_145.v[7];
#line 416 "tilelang/ops/lowbit_kernels.py"
      const half v_162 = tl::mul(v_161, v_147);
#line 402 "tilelang/ops/lowbit_kernels.py"
      const tl::vec<half, 8> v_163 = tl::vec<half, 8>{{v_148, v_150, v_152, v_154, v_156, v_158, v_160, v_162}};
      *reinterpret_cast<tl::vec<half, 8>*>((B_f + v_140)) = v_163;
#line 410 "tilelang/ops/lowbit_kernels.py"
      const tl::vec<half, 8> v_164 = *reinterpret_cast<const tl::vec<half, 8>*>((dequant + l));
      const half v_165 = v_164.v[0];
#line 416 "tilelang/ops/lowbit_kernels.py"
      const half v_166 = tl::mul(v_165, v_147);
#line 410 "tilelang/ops/lowbit_kernels.py"
      const half v_167 = v_164.v[1];
#line 416 "tilelang/ops/lowbit_kernels.py"
      const half v_168 = tl::mul(v_167, v_147);
#line 410 "tilelang/ops/lowbit_kernels.py"
      const half v_169 = v_164.v[2];
#line 416 "tilelang/ops/lowbit_kernels.py"
      const half v_170 = tl::mul(v_169, v_147);
#line 410 "tilelang/ops/lowbit_kernels.py"
      const half v_171 = v_164.v[3];
#line 416 "tilelang/ops/lowbit_kernels.py"
      const half v_172 = tl::mul(v_171, v_147);
#line 410 "tilelang/ops/lowbit_kernels.py"
      const half v_173 = v_164.v[4];
#line 416 "tilelang/ops/lowbit_kernels.py"
      const half v_174 = tl::mul(v_173, v_147);
#line 410 "tilelang/ops/lowbit_kernels.py"
      const half v_175 = v_164.v[5];
#line 416 "tilelang/ops/lowbit_kernels.py"
      const half v_176 = tl::mul(v_175, v_147);
#line 410 "tilelang/ops/lowbit_kernels.py"
      const half v_177 = v_164.v[6];
#line 416 "tilelang/ops/lowbit_kernels.py"
      const half v_178 = tl::mul(v_177, v_147);
#line 410 "tilelang/ops/lowbit_kernels.py"
      const half v_179 = v_164.v[7];
#line 416 "tilelang/ops/lowbit_kernels.py"
      const half v_180 = tl::mul(v_179, v_147);
#line 402 "tilelang/ops/lowbit_kernels.py"
      const tl::vec<half, 8> v_181 = tl::vec<half, 8>{{v_166, v_168, v_170, v_172, v_174, v_176, v_178, v_180}};
      *reinterpret_cast<tl::vec<half, 8>*>((B_f + l)) = v_181;
    }
#line 428 "tilelang/ops/lowbit_kernels.py"
    alignas(16) half a_regs[8];
    alignas(16) half b_regs[8];
    alignas(16) float c_odd[8];
    #pragma unroll
    for (int l_v_2 = 0; l_v_2 < 2; l_v_2 += 1) {
      const int v_182 = (l_v_2 * 4);
      const tl::vec<float, 4> v_183 = tl::vec<float, 4>{{0.0f, 0.0f, 0.0f, 0.0f}};
      *reinterpret_cast<tl::vec<float, 4>*>((c_odd + v_182)) = v_183;
    }
    const int v_184 = (v_9 + v_123);
    for (int kk = 0; kk < 4; kk += 1) {
      const int v_185 = (kk * 2);
      const int v_186 = (v_185 * 16);
      const int v_187 = (v_186 + v_92);
      const int v_188 = (v_187 ^ v_93);
      tl::ldmatrix<4, false>(a_regs + 0, (A_s + (v_184) * 128 + v_188));
      const int v_189 = (v_185 * 4);
      const half v_190 = B_f[v_189];
      b_regs[0] = v_190;
      const int v_191 = (v_189 + 1);
      const half v_192 = B_f[v_191];
      b_regs[1] = v_192;
      const int v_193 = (v_189 + 2);
      const half v_194 = B_f[v_193];
      b_regs[2] = v_194;
      const int v_195 = (v_189 + 3);
      const half v_196 = B_f[v_195];
      b_regs[3] = v_196;
      const int v_197 = (v_189 + 32);
      const half v_198 = B_f[v_197];
      b_regs[4] = v_198;
      const int v_199 = (v_189 + 33);
      const half v_200 = B_f[v_199];
      b_regs[5] = v_200;
      const int v_201 = (v_189 + 34);
      const half v_202 = B_f[v_201];
      b_regs[6] = v_202;
      const int v_203 = (v_189 + 35);
      const half v_204 = B_f[v_203];
      b_regs[7] = v_204;
      tl::mma_m16n8k16(a_regs + 0, b_regs + 0, C_f + 0);
      tl::mma_m16n8k16(a_regs + 0, b_regs + 4, C_f + 4);
      const int v_205 = (v_185 + 1);
      const int v_206 = (v_187 + 16);
      const int v_207 = (v_206 ^ v_93);
      tl::ldmatrix<4, false>(a_regs + 0, (A_s + (v_184) * 128 + v_207));
      const int v_208 = (v_205 * 4);
      const half v_209 = B_f[v_208];
      b_regs[0] = v_209;
      const int v_210 = (v_208 + 1);
      const half v_211 = B_f[v_210];
      b_regs[1] = v_211;
      const int v_212 = (v_208 + 2);
      const half v_213 = B_f[v_212];
      b_regs[2] = v_213;
      const int v_214 = (v_208 + 3);
      const half v_215 = B_f[v_214];
      b_regs[3] = v_215;
      const int v_216 = (v_208 + 32);
      const half v_217 = B_f[v_216];
      b_regs[4] = v_217;
      const int v_218 = (v_208 + 33);
      const half v_219 = B_f[v_218];
      b_regs[5] = v_219;
      const int v_220 = (v_208 + 34);
      const half v_221 = B_f[v_220];
      b_regs[6] = v_221;
      const int v_222 = (v_208 + 35);
      const half v_223 = B_f[v_222];
      b_regs[7] = v_223;
      tl::mma_m16n8k16(a_regs + 0, b_regs + 0, c_odd + 0);
      tl::mma_m16n8k16(a_regs + 0, b_regs + 4, c_odd + 4);
    }
    #pragma unroll
    for (int l_v_3 = 0; l_v_3 < 2; l_v_3 += 1) {
      const int v_224 = (l_v_3 * 4);
      const tl::vec<float, 4> v_225 = *reinterpret_cast<const tl::vec<float, 4>*>((C_f + v_224));
      const float v_226 = v_225.v[0];
      const tl::vec<float, 4> v_227 = *reinterpret_cast<const tl::vec<float, 4>*>((c_odd + v_224));
      const float v_228 = v_227.v[0];
      const float v_229 = (v_226 + v_228);
      const float v_230 = v_225.v[1];
      const float v_231 = v_227.v[1];
      const float v_232 = (v_230 + v_231);
      const float v_233 = v_225.v[2];
      const float v_234 = v_227.v[2];
      const float v_235 = (v_233 + v_234);
      const float v_236 = v_225.v[3];
      const float v_237 = v_227.v[3];
      const float v_238 = (v_236 + v_237);
      const tl::vec<float, 4> v_239 = tl::vec<float, 4>{{v_229, v_232, v_235, v_238}};
      *reinterpret_cast<tl::vec<float, 4>*>((C_f + v_224)) = v_239;
    }
#line 450 "tilelang/ops/lowbit_kernels.py"
    const bool v_240 = (r == 3);
    const int v_241 = (v_96 + 2);
    const int v_242 = (v_240 ? 0 : v_241);
#line 473 "tilelang/ops/lowbit_kernels.py"
    r = v_242;
#line 450 "tilelang/ops/lowbit_kernels.py"
  }
  tl::cp_async_wait<0>();
#line 454 "tilelang/ops/lowbit_kernels.py"
  float* const split_k_tile = reinterpret_cast<float*>(tl_smem + 0);
  __syncthreads();
  const int v_243 = (v_88 + 8);
  #pragma unroll
  for (int l_v_4 = 0; l_v_4 < 2; l_v_4 += 1) {
    const int v_244 = (l_v_4 * 4);
    const int v_245 = (l_v_4 * 8);
    const int v_246 = (v_8 + v_245);
    const int v_247 = (v_246 + v_86);
    const tl::vec<float, 4> v_248 = *reinterpret_cast<const tl::vec<float, 4>*>((C_f + v_244));
    const float v_249 = v_248.v[0];
    const float v_250 = v_248.v[1];
    const tl::vec<float, 2> v_251 = tl::vec<float, 2>{{v_249, v_250}};
    *reinterpret_cast<tl::vec<float, 2>*>((split_k_tile + (v_88) * 64 + v_247)) = v_251;
    const float v_252 = v_248.v[2];
    const float v_253 = v_248.v[3];
    const tl::vec<float, 2> v_254 = tl::vec<float, 2>{{v_252, v_253}};
    *reinterpret_cast<tl::vec<float, 2>*>((split_k_tile + (v_243) * 64 + v_247)) = v_254;
  }
  __syncthreads();
  const int v_255 = (v_9 * 4);
  const int v_256 = (v_4 + v_255);
  for (int k_12 = 0; k_12 < 2; k_12 += 1) {
    const int v_257 = (k_12 * 128);
    const int v_258 = (v_257 + tid);
    const int v_259 = (v_258 / 16);
    const int v_260 = (v_3 + v_259);
    const tl::vec<float, 4> v_261 = *reinterpret_cast<const tl::vec<float, 4>*>((split_k_tile + (v_259) * 64 + v_255));
    *reinterpret_cast<tl::vec<float, 4>*>((Work + (((int)blockIdx.z) * 16 + v_260) * 8192 + v_256)) = v_261;
  }
  __syncthreads();
  int* const split_k_last = reinterpret_cast<int*>(tl_smem + 0);
  const bool v_262 = (tid == 0);
  if (v_262) {
    const int v_263 = tl::fetch_add_acq_rel((Arrivals + ((int)blockIdx.y) * 128 + (int)blockIdx.x), 1);
    split_k_last[0] = v_263;
  }
  __syncthreads();
  const int v_264 = split_k_last[0];
  const bool v_265 = (v_264 == 3);
  if (v_265) {
    for (int k_13 = 0; k_13 < 2; k_13 += 1) {
      const int v_266 = (k_13 * 128);
      const int v_267 = (v_266 + tid);
      const int v_268 = (v_267 / 16);
      const int v_269 = (v_3 + v_268);
      const tl::vec<float, 4> v_270 = *reinterpret_cast<const tl::vec<float, 4>*>((Work + (v_269) * 8192 + v_256));
      const float v_271 = v_270.v[0];
      const tl::vec<float, 4> v_272 = *reinterpret_cast<const tl::vec<float, 4>*>((Work + ((1) * 16 + v_269) * 8192 + v_256));
      const float v_273 = v_272.v[0];
      const float v_274 = (v_271 + v_273);
      const tl::vec<float, 4> v_275 = *reinterpret_cast<const tl::vec<float, 4>*>((Work + ((2) * 16 + v_269) * 8192 + v_256));
      const float v_276 = v_275.v[0];
      const float v_277 = (v_274 + v_276);
      const tl::vec<float, 4> v_278 = *reinterpret_cast<const tl::vec<float, 4>*>((Work + ((3) * 16 + v_269) * 8192 + v_256));
      const float v_279 = v_278.v[0];
      const float v_280 = (v_277 + v_279);
      const half v_281 = tl::cast<half>(v_280);
      const float v_282 = v_270.v[1];
      const float v_283 = v_272.v[1];
      const float v_284 = (v_282 + v_283);
      const float v_285 = v_275.v[1];
      const float v_286 = (v_284 + v_285);
      const float v_287 = v_278.v[1];
      const float v_288 = (v_286 + v_287);
      const half v_289 = tl::cast<half>(v_288);
      const float v_290 = v_270.v[2];
      const float v_291 = v_272.v[2];
      const float v_292 = (v_290 + v_291);
      const float v_293 = v_275.v[2];
      const float v_294 = (v_292 + v_293);
      const float v_295 = v_278.v[2];
      const float v_296 = (v_294 + v_295);
      const half v_297 = tl::cast<half>(v_296);
      const float v_298 = v_270.v[3];
      const float v_299 = v_272.v[3];
      const float v_300 = (v_298 + v_299);
      const float v_301 = v_275.v[3];
      const float v_302 = (v_300 + v_301);
      const float v_303 = v_278.v[3];
      const float v_304 = (v_302 + v_303);
      const half v_305 = tl::cast<half>(v_304);
      const tl::vec<half, 4> v_306 = tl::vec<half, 4>{{v_281, v_289, v_297, v_305}};
      *reinterpret_cast<tl::vec<half, 4>*>((C + (v_269) * 8192 + v_256)) = v_306;
    }
    if (v_262) {
      Arrivals[((int)blockIdx.y) * 128 + (int)blockIdx.x] = 0;
    }
  }
}
