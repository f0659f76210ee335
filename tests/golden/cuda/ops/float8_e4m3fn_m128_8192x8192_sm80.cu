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

#line 473 "tilelang/ops/lowbit_kernels.py"
extern "C" __global__ void __launch_bounds__(128) gemm_kernel(half* __restrict__ A, unsigned char* __restrict__ B, half* __restrict__ Scales, half* __restrict__ C, float* __restrict__ Work, int* __restrict__ Arrivals, unsigned char* __restrict__ B1) {
  extern __shared__ __align__(1024) unsigned char tl_smem[];
  const int tid = (int)threadIdx.x;
#line 348 "tilelang/ops/lowbit_kernels.py"
  half* const A_s = reinterpret_cast<half*>(tl_smem + 0);
#line 349 "tilelang/ops/lowbit_kernels.py"
  unsigned char* const B_s = reinterpret_cast<unsigned char*>(tl_smem + 65536);
#line 350 "tilelang/ops/lowbit_kernels.py"
  half* const S_s = reinterpret_cast<half*>(tl_smem + 131072);
#line 352 "tilelang/ops/lowbit_kernels.py"
  alignas(16) half B_f[128];
#line 354 "tilelang/ops/lowbit_kernels.py"
  alignas(16) float C_f[64];
#line 369 "tilelang/ops/lowbit_kernels.py"
  unsigned char* const B1_s = reinterpret_cast<unsigned char*>(tl_smem + 98304);
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
#line 473 "tilelang/ops/lowbit_kernels.py"
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
#line 394 "tilelang/ops/lowbit_kernels.py"
  for (int k_2 = 0; k_2 < 4; k_2 += 1) {
    const int v_35 = (k_2 * 128);
    const int v_36 = (v_35 + tid);
    const int v_37 = (v_36 / 4);
    const int v_38 = (v_37 + v_4);
    tl::cp_async<16>((B1_s + (v_37) * 64 + v_28), (B1 + (v_38) * 4096 + v_30), true);
  }
#line 397 "tilelang/ops/lowbit_kernels.py"
  if (v_6) {
    const int v_39 = (v_11 + v_4);
    tl::cp_async<16>((S_s + v_11), (Scales + (v_2) * 8192 + v_39), true);
  }
#line 450 "tilelang/ops/lowbit_kernels.py"
  tl::cp_async_commit();
#line 397 "tilelang/ops/lowbit_kernels.py"
  const int v_40 = (v_2 + 2);
#line 389 "tilelang/ops/lowbit_kernels.py"
  const int v_41 = (v_12 + 128);
  for (int k_3 = 0; k_3 < 8; k_3 += 1) {
    const int v_42 = (k_3 * 128);
    const int v_43 = (v_42 + tid);
    const int v_44 = (v_43 / 16);
    const int v_45 = (v_44 + v_3);
    const int v_46 = (v_44 + 64);
    tl::cp_async<16>((A_s + (v_46) * 128 + v_15), (A + (v_45) * 8192 + v_41), true);
  }
#line 391 "tilelang/ops/lowbit_kernels.py"
  const int v_47 = (v_22 + 128);
  const int v_48 = (v_47 * 4);
  const int v_49 = (v_48 / 8);
  for (int k_4 = 0; k_4 < 4; k_4 += 1) {
    const int v_50 = (k_4 * 128);
    const int v_51 = (v_50 + tid);
    const int v_52 = (v_51 / 4);
    const int v_53 = (v_52 + v_4);
    const int v_54 = (v_52 + 128);
    tl::cp_async<16>((B_s + (v_54) * 64 + v_28), (B + (v_53) * 4096 + v_49), true);
  }
#line 394 "tilelang/ops/lowbit_kernels.py"
  for (int k_5 = 0; k_5 < 4; k_5 += 1) {
    const int v_55 = (k_5 * 128);
    const int v_56 = (v_55 + tid);
    const int v_57 = (v_56 / 4);
    const int v_58 = (v_57 + v_4);
    const int v_59 = (v_57 + 128);
    tl::cp_async<16>((B1_s + (v_59) * 64 + v_28), (B1 + (v_58) * 4096 + v_49), true);
  }
#line 397 "tilelang/ops/lowbit_kernels.py"
  if (v_6) {
    const int v_60 = (v_11 + v_4);
    tl::cp_async<16>((S_s + (1) * 128 + v_11), (Scales + (v_5) * 8192 + v_60), true);
  }
#line 450 "tilelang/ops/lowbit_kernels.py"
  tl::cp_async_commit();
#line 389 "tilelang/ops/lowbit_kernels.py"
  const int v_61 = (v_12 + 256);
  for (int k_6 = 0; k_6 < 8; k_6 += 1) {
    const int v_62 = (k_6 * 128);
    const int v_63 = (v_62 + tid);
    const int v_64 = (v_63 / 16);
    const int v_65 = (v_64 + v_3);
    const int v_66 = (v_64 + 128);
    tl::cp_async<16>((A_s + (v_66) * 128 + v_15), (A + (v_65) * 8192 + v_61), true);
  }
#line 391 "tilelang/ops/lowbit_kernels.py"
  const int v_67 = (v_22 + 256);
  const int v_68 = (v_67 * 4);
  const int v_69 = (v_68 / 8);
  for (int k_7 = 0; k_7 < 4; k_7 += 1) {
    const int v_70 = (k_7 * 128);
    const int v_71 = (v_70 + tid);
    const int v_72 = (v_71 / 4);
    const int v_73 = (v_72 + v_4);
    const int v_74 = (v_72 + 256);
    tl::cp_async<16>((B_s + (v_74) * 64 + v_28), (B + (v_73) * 4096 + v_69), true);
  }
#line 394 "tilelang/ops/lowbit_kernels.py"
  for (int k_8 = 0; k_8 < 4; k_8 += 1) {
    const int v_75 = (k_8 * 128);
    const int v_76 = (v_75 + tid);
    const int v_77 = (v_76 / 4);
    const int v_78 = (v_77 + v_4);
    const int v_79 = (v_77 + 256);
    tl::cp_async<16>((B1_s + (v_79) * 64 + v_28), (B1 + (v_78) * 4096 + v_69), true);
  }
#line 397 "tilelang/ops/lowbit_kernels.py"
  if (v_6) {
    const int v_80 = (v_11 + v_4);
    tl::cp_async<16>((S_s + (2) * 128 + v_11), (Scales + (v_40) * 8192 + v_80), true);
  }
#line 450 "tilelang/ops/lowbit_kernels.py"
  tl::cp_async_commit();
#line 402 "tilelang/ops/lowbit_kernels.py"
  const int v_81 = (v_20 * 2);
#line 473 "tilelang/ops/lowbit_kernels.py"
  const int v_82 = (tid / 4);
#line 402 "tilelang/ops/lowbit_kernels.py"
  const int v_83 = (v_82 % 8);
  const int v_84 = (v_20 * 8);
#line 428 "tilelang/ops/lowbit_kernels.py"
  const int v_85 = (tid % 8);
  const int v_86 = (v_13 % 2);
  const int v_87 = (v_86 * 8);
  const int v_88 = (v_85 * 8);
#line 450 "tilelang/ops/lowbit_kernels.py"
  int r = 0;
  for (int ko = 0; ko < 32; ko += 1) {
    tl::cp_async_wait<2>();
    __syncthreads();
    const int v_89 = (ko + 3);
    const bool v_90 = (r == 0);
    const int v_91 = (r - 1);
    const int v_92 = (v_90 ? 3 : v_91);
    const bool v_93 = (v_89 < 32);
    if (v_93) {
      const int v_94 = tl::min(v_89, 31);
#line 451 "tilelang/ops/lowbit_kernels.py"
      const int v_95 = (v_2 + v_94);
      const int k0_1 = (v_95 * 128);
#line 450 "tilelang/ops/lowbit_kernels.py"
      const int v_96 = (v_92 * 64);
      const int v_97 = (v_92 * 128);
#line 389 "tilelang/ops/lowbit_kernels.py"
      const int v_98 = (v_11 + k0_1);
      for (int k_9 = 0; k_9 < 8; k_9 += 1) {
        const int v_99 = (k_9 * 128);
        const int v_100 = (v_99 + tid);
        const int v_101 = (v_100 / 16);
        const int v_102 = (v_101 + v_3);
        const int v_103 = (v_101 + v_96);
        tl::cp_async<16>((A_s + (v_103) * 128 + v_15), (A + (v_102) * 8192 + v_98), true);
      }
#line 391 "tilelang/ops/lowbit_kernels.py"
      const int v_104 = (v_21 + k0_1);
      const int v_105 = (v_104 * 4);
      const int v_106 = (v_105 / 8);
      for (int k_10 = 0; k_10 < 4; k_10 += 1) {
        const int v_107 = (k_10 * 128);
        const int v_108 = (v_107 + tid);
        const int v_109 = (v_108 / 4);
        const int v_110 = (v_109 + v_4);
        const int v_111 = (v_109 + v_97);
        tl::cp_async<16>((B_s + (v_111) * 64 + v_28), (B + (v_110) * 4096 + v_106), true);
      }
#line 394 "tilelang/ops/lowbit_kernels.py"
      for (int k_11 = 0; k_11 < 4; k_11 += 1) {
        const int v_112 = (k_11 * 128);
        const int v_113 = (v_112 + tid);
        const int v_114 = (v_113 / 4);
        const int v_115 = (v_114 + v_4);
        const int v_116 = (v_114 + v_97);
        tl::cp_async<16>((B1_s + (v_116) * 64 + v_28), (B1 + (v_115) * 4096 + v_106), true);
      }
#line 397 "tilelang/ops/lowbit_kernels.py"
      if (v_6) {
        const int v_117 = (v_11 + v_4);
        tl::cp_async<16>((S_s + (v_92) * 128 + v_11), (Scales + (v_95) * 8192 + v_117), true);
      }
#line 450 "tilelang/ops/lowbit_kernels.py"
    }
    tl::cp_async_commit();
    const int v_118 = (r * 64);
    const int v_119 = (r * 128);
#line 402 "tilelang/ops/lowbit_kernels.py"
    alignas(16) half dequant[128];
    #pragma unroll
    for (int g = 0; g < 16; g += 1) {
      const int v_120 = (g * 8);
      const int v_121 = (v_120 / 4);
      const int v_122 = (g / 4);
      const int v_123 = (v_121 % 8);
      const int v_124 = (v_123 * 16);
      const int v_125 = (v_122 * 8);
      const int v_126 = (v_9 + v_125);
      const int v_127 = (v_126 + v_83);
      const int v_128 = (v_124 + v_84);
      const int v_129 = (v_128 ^ v_25);
      const int v_130 = tl::floordiv(v_129, 8);
      const int v_131 = (v_130 * 4);
      const int v_132 = (v_127 + v_119);
      const unsigned v_133 = *reinterpret_cast<const unsigned*>((B_s + (v_132) * 64 + v_131));
      const unsigned v_134 = *reinterpret_cast<const unsigned*>((B1_s + (v_132) * 64 + v_131));
      tl_dw_float8_e4m3fn_p44_f16(dequant + v_120, v_133, v_134);
    }
    #pragma unroll
    for (int l_v_1 = 0; l_v_1 < 8; l_v_1 += 1) {
      const int v_135 = (l_v_1 * 16);
      const int l = (v_135 + 8);
      const int v_136 = (l_v_1 / 2);
      const int v_137 = (v_136 * 8);
      const int v_138 = (v_9 + v_137);
      const int v_139 = (v_138 + v_83);
#line 410 "tilelang/ops/lowbit_kernels.py"
      const tl::vec<half, 8> v_140 = *reinterpret_cast<const tl::vec<half, 8>*>((dequant + v_135));
      const half v_141 = v_140.v[0];
#line 416 "tilelang/ops/lowbit_kernels.py"
      const half v_142 = S_s[(r) * 128 + v_139];
      const half v_143 = tl::mul(v_141, v_142);
#line 410 "tilelang/ops/lowbit_kernels.py"
      const half v_144 = v_140.v[1];
#line 416 "tilelang/ops/lowbit_kernels.py"
      const half v_145 = tl::mul(v_144, v_142);
#line 410 "tilelang/ops/lowbit_kernels.py"
      const half v_146 = v_140.v[2];
#line 416 "tilelang/ops/lowbit_kernels.py"
      const half v_147 = tl::mul(v_146, v_142);
#line 410 "tilelang/ops/lowbit_kernels.py"
      const half v_148 = v_140.v[3];
#line 416 "tilelang/ops/lowbit_kernels.py"
      const half v_149 = tl::mul(v_148, v_142);
#line 410 "tilelang/ops/lowbit_kernels.py"
      const half v_150 = v_140.v[4];
#line 416 "tilelang/ops/lowbit_kernels.py"
      const half v_151 = tl::mul(v_150, v_142);
#line 410 "tilelang/ops/lowbit_kernels.py"
      const half v_152 = v_140.v[5];
#line 416 "tilelang/ops/lowbit_kernels.py"
      const half v_153 = tl::mul(v_152, v_142);
#line 410 "tilelang/ops/lowbit_kernels.py"
      const half v_154 = v_140.v[6];
#line 416 "tilelang/ops/lowbit_kernels.py"
      const half v_155 = tl::mul(v_154, v_142);
#line 410 "tilelang/ops/lowbit_kernels.py"
      const half v_156 = v_140.v[7];
#line 416 "tilelang/ops/lowbit_kernels.py"
      const half v_157 = tl::mul(v_156, v_142);
#line 402 "tilelang/ops/lowbit_kernels.py"
      const tl::vec<half, 8> v_158 = tl::vec<half, 8>{{v_143, v_145, v_147, v_149, v_151, v_153, v_155, v_157}};
      *reinterpret_cast<tl::vec<half, 8>*>((B_f + v_135)) = v_158;
#line 410 "tilelang/ops/lowbit_kernels.py"
      const tl::vec<half, 8> v_159 = *reinterpret_cast<const tl::vec<half, 8>*>((dequant + l));
      const half v_160 = v_159.v[0];
#line 416 "tilelang/ops/lowbit_kernels.py"
      const half v_161 = tl::mul(v_160, v_142);
#line 410 "tilelang/ops/lowbit_kernels.py"
      const half v_162 = v_159.v[1];
#line 416 "tilelang/ops/lowbit_kernels.py"
      const half v_163 = tl::mul(v_162, v_142);
#line 410 "tilelang/ops/lowbit_kernels.py"
      const half v_164 = v_159.v[2];
#line 416 "tilelang/ops/lowbit_kernels.py"
      const half v_165 = tl::mul(v_164, v_142);
#line 410 "tilelang/ops/lowbit_kernels.py"
      const half v_166 = v_159.v[3];
#line 416 "tilelang/ops/lowbit_kernels.py"
      const half v_167 = tl::mul(v_166, v_142);
#line 410 "tilelang/ops/lowbit_kernels.py"
      const half v_168 = v_159.v[4];
#line 416 "tilelang/ops/lowbit_kernels.py"
      const half v_169 = tl::mul(v_168, v_142);
#line 410 "tilelang/ops/lowbit_kernels.py"
      const half v_170 = v_159.v[5];
#line 416 "tilelang/ops/lowbit_kernels.py"
      const half v_171 = tl::mul(v_170, v_142);
#line 410 "tilelang/ops/lowbit_kernels.py"
      const half v_172 = v_159.v[6];
#line 416 "tilelang/ops/lowbit_kernels.py"
      const half v_173 = tl::mul(v_172, v_142);
#line 410 "tilelang/ops/lowbit_kernels.py"
      const half v_174 = v_159.v[7];
#line 416 "tilelang/ops/lowbit_kernels.py"
      const half v_175 = tl::mul(v_174, v_142);
#line 402 "tilelang/ops/lowbit_kernels.py"
      const tl::vec<half, 8> v_176 = tl::vec<half, 8>{{v_161, v_163, v_165, v_167, v_169, v_171, v_173, v_175}};
      *reinterpret_cast<tl::vec<half, 8>*>((B_f + l)) = v_176;
    }
#line 428 "tilelang/ops/lowbit_kernels.py"
    alignas(16) half a_regs[32];
    alignas(16) half b_regs[16];
    const int v_177 = (v_10 + v_118);
    const int v_178 = (v_177 + 16);
    const int v_179 = (v_177 + 32);
    const int v_180 = (v_177 + 48);
    for (int kk = 0; kk < 8; kk += 1) {
      const int v_181 = (kk * 16);
      const int v_182 = (v_181 + v_87);
      const int v_183 = (v_182 ^ v_88);
      tl::ldmatrix<4, false>(a_regs + 0, (A_s + (v_177) * 128 + v_183));
      tl::ldmatrix<4, false>(a_regs + 8, (A_s + (v_178) * 128 + v_183));
      tl::ldmatrix<4, false>(a_regs + 16, (A_s + (v_179) * 128 + v_183));
      tl::ldmatrix<4, false>(a_regs + 24, (A_s + (v_180) * 128 + v_183));
      const int v_184 = (kk * 4);
      const half v_185 = B_f[v_184];
      b_regs[0] = v_185;
      const int v_186 = (v_184 + 1);
      const half v_187 = B_f[v_186];
      b_regs[1] = v_187;
      const int v_188 = (v_184 + 2);
      const half v_189 = B_f[v_188];
      b_regs[2] = v_189;
      const int v_190 = (v_184 + 3);
      const half v_191 = B_f[v_190];
      b_regs[3] = v_191;
      const int v_192 = (v_184 + 32);
      const half v_193 = B_f[v_192];
      b_regs[4] = v_193;
      const int v_194 = (v_184 + 33);
      const half v_195 = B_f[v_194];
      b_regs[5] = v_195;
      const int v_196 = (v_184 + 34);
      const half v_197 = B_f[v_196];
      b_regs[6] = v_197;
      const int v_198 = (v_184 + 35);
      const half v_199 = B_f[v_198];
      b_regs[7] = v_199;
      const int v_200 = (v_184 + 64);
      const half v_201 = B_f[v_200];
      b_regs[8] = v_201;
      const int v_202 = (v_184 + 65);
      const half v_203 = B_f[v_202];
      b_regs[9] = v_203;
      const int v_204 = (v_184 + 66);
      const half v_205 = B_f[v_204];
      b_regs[10] = v_205;
      const int v_206 = (v_184 + 67);
      const half v_207 = B_f[v_206];
      b_regs[11] = v_207;
      const int v_208 = (v_184 + 96);
      const half v_209 = B_f[v_208];
      b_regs[12] = v_209;
      const int v_210 = (v_184 + 97);
      const half v_211 = B_f[v_210];
      b_regs[13] = v_211;
      const int v_212 = (v_184 + 98);
      const half v_213 = B_f[v_212];
      b_regs[14] = v_213;
      const int v_214 = (v_184 + 99);
      const half v_215 = B_f[v_214];
      b_regs[15] = v_215;
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
    const bool v_216 = (r == 3);
    const int v_217 = (v_91 + 2);
    const int v_218 = (v_216 ? 0 : v_217);
#line 473 "tilelang/ops/lowbit_kernels.py"
    r = v_218;
#line 450 "tilelang/ops/lowbit_kernels.py"
  }
  tl::cp_async_wait<0>();
#line 454 "tilelang/ops/lowbit_kernels.py"
  float* const split_k_tile = reinterpret_cast<float*>(tl_smem + 0);
  __syncthreads();
  #pragma unroll
  for (int l_v_2 = 0; l_v_2 < 16; l_v_2 += 1) {
    const int v_219 = (l_v_2 * 4);
    const int v_220 = (l_v_2 / 4);
    const int v_221 = (l_v_2 % 4);
    const int v_222 = (v_220 * 16);
    const int v_223 = (v_222 + v_83);
    const int v_224 = (v_221 * 8);
    const int v_225 = (v_9 + v_224);
    const int v_226 = (v_225 + v_81);
    const tl::vec<float, 4> v_227 = *reinterpret_cast<const tl::vec<float, 4>*>((C_f + v_219));
    const float v_228 = v_227.v[0];
    const float v_229 = v_227.v[1];
    const tl::vec<float, 2> v_230 = tl::vec<float, 2>{{v_228, v_229}};
    *reinterpret_cast<tl::vec<float, 2>*>((split_k_tile + (v_223) * 128 + v_226)) = v_230;
    const int v_231 = (v_223 + 8);
    const float v_232 = v_227.v[2];
    const float v_233 = v_227.v[3];
    const tl::vec<float, 2> v_234 = tl::vec<float, 2>{{v_232, v_233}};
    *reinterpret_cast<tl::vec<float, 2>*>((split_k_tile + (v_231) * 128 + v_226)) = v_234;
  }
  __syncthreads();
  const int v_235 = (v_8 * 4);
  const int v_236 = (v_4 + v_235);
  for (int k_12 = 0; k_12 < 16; k_12 += 1) {
    const int v_237 = (k_12 * 128);
    const int v_238 = (v_237 + tid);
    const int v_239 = (v_238 / 32);
    const int v_240 = (v_3 + v_239);
    const tl::vec<float, 4> v_241 = *reinterpret_cast<const tl::vec<float, 4>*>((split_k_tile + (v_239) * 128 + v_235));
    *reinterpret_cast<tl::vec<float, 4>*>((Work + (((int)blockIdx.z) * 128 + v_240) * 8192 + v_236)) = v_241;
  }
  __syncthreads();
  int* const split_k_last = reinterpret_cast<int*>(tl_smem + 0);
  const bool v_242 = (tid == 0);
  if (v_242) {
    const int v_243 = tl::fetch_add_acq_rel((Arrivals + ((int)blockIdx.y) * 64 + (int)blockIdx.x), 1);
    split_k_last[0] = v_243;
  }
  __syncthreads();
  const int v_244 = split_k_last[0];
  const bool v_245 = (v_244 == 1);
  if (v_245) {
    for (int k_13 = 0; k_13 < 16; k_13 += 1) {
      const int v_246 = (k_13 * 128);
      const int v_247 = (v_246 + tid);
      const int v_248 = (v_247 / 32);
      const int v_249 = (v_3 + v_248);
      const tl::vec<float, 4> v_250 = *reinterpret_cast<const tl::vec<float, 4>*>((Work + (v_249) * 8192 + v_236));
      const float v_251 = v_250.v[0];
      const tl::vec<float, 4> v_252 = *reinterpret_cast<const tl::vec<float, 4>*>((Work + ((1) * 128 + v_249) * 8192 + v_236));
      const float v_253 = v_252.v[0];
      const float v_254 = (v_251 + v_253);
      const half v_255 = tl::cast<half>(v_254);
      const float v_256 = v_250.v[1];
      const float v_257 = v_252.v[1];
      const float v_258 = (v_256 + v_257);
      const half v_259 = tl::cast<half>(v_258);
      const float v_260 = v_250.v[2];
      const float v_261 = v_252.v[2];
      const float v_262 = (v_260 + v_261);
      const half v_263 = tl::cast<half>(v_262);
      const float v_264 = v_250.v[3];
      const float v_265 = v_252.v[3];
      const float v_266 = (v_264 + v_265);
      const half v_267 = tl::cast<half>(v_266);
      const tl::vec<half, 4> v_268 = tl::vec<half, 4>{{v_255, v_259, v_263, v_267}};
      *reinterpret_cast<tl::vec<half, 4>*>((C + (v_249) * 8192 + v_236)) = v_268;
    }
    if (v_242) {
      Arrivals[((int)blockIdx.y) * 64 + (int)blockIdx.x] = 0;
    }
  }
}
