// lowbit_matmul: a (4096, 8192) float16, weight (8192, 8192) int3 prepared, group 128, no zeros; sm_80
// plan: gemm {"block_M": 128, "block_N": 128, "block_K": 128, "num_stages": 4, "threads": 128, "split_k": 1, "swizzle": 0}
// written by `python scripts/update_golden.py` (never by hand): the CUDA source after prelude.cuh and a blank line, #line paths repository-relative
// int3 -> float16: planes decode, 68 instructions per 32 codes in 3 words of planes 2+1 (2.12 per value)
template <class T> __device__ __forceinline__ void tl_dw_int3_p21_f16(T* dst, const unsigned w0_0, const unsigned w0_1, const unsigned w1_0) {
  unsigned* d = reinterpret_cast<unsigned*>(dst);
  const unsigned v0_0 = w1_0 << 2;
  unsigned h0_0; asm("lop3.b32 %0, %1, %2, %3, 0x6a;" : "=r"(h0_0) : "r"(v0_0), "r"(0x00040004u), "r"(0x64046404u));
  unsigned h0_1; asm("lop3.b32 %0, %1, %2, %3, 0xea;" : "=r"(h0_1) : "r"(w0_0), "r"(0x00030003u), "r"(h0_0));
  unsigned o0; asm("fma.rn.f16x2 %0, %1, %2, %3;" : "=r"(o0) : "r"(h0_1), "r"(0x3c003c00u), "r"(0xe404e404u));
  const unsigned v1_0 = w1_0 << 3;
  unsigned h1_0; asm("lop3.b32 %0, %1, %2, %3, 0x6a;" : "=r"(h1_0) : "r"(v1_0), "r"(0x00100010u), "r"(0x64106410u));
  unsigned h1_1; asm("lop3.b32 %0, %1, %2, %3, 0xea;" : "=r"(h1_1) : "r"(w0_0), "r"(0x000c000cu), "r"(h1_0));
  unsigned o1; asm("fma.rn.f16x2 %0, %1, %2, %3;" : "=r"(o1) : "r"(h1_1), "r"(0x34003400u), "r"(0xdc10dc10u));
  unsigned h2_0; asm("lop3.b32 %0, %1, %2, %3, 0x6a;" : "=r"(h2_0) : "r"(w1_0), "r"(0x00040004u), "r"(0x64046404u));
  const unsigned v2_1 = w0_0 >> 4;
  unsigned h2_1; asm("lop3.b32 %0, %1, %2, %3, 0xea;" : "=r"(h2_1) : "r"(v2_1), "r"(0x00030003u), "r"(h2_0));
  unsigned o2; asm("fma.rn.f16x2 %0, %1, %2, %3;" : "=r"(o2) : "r"(h2_1), "r"(0x3c003c00u), "r"(0xe404e404u));
  unsigned h3_0; asm("lop3.b32 %0, %1, %2, %3, 0x6a;" : "=r"(h3_0) : "r"(w1_0), "r"(0x00080008u), "r"(0x64086408u));
  const unsigned v3_1 = w0_0 >> 5;
  unsigned h3_1; asm("lop3.b32 %0, %1, %2, %3, 0xea;" : "=r"(h3_1) : "r"(v3_1), "r"(0x00060006u), "r"(h3_0));
  unsigned o3; asm("fma.rn.f16x2 %0, %1, %2, %3;" : "=r"(o3) : "r"(h3_1), "r"(0x38003800u), "r"(0xe008e008u));
  unsigned h4_0; asm("lop3.b32 %0, %1, %2, %3, 0x6a;" : "=r"(h4_0) : "r"(w1_0), "r"(0x00100010u), "r"(0x64106410u));
  const unsigned v4_1 = w0_0 >> 6;
  unsigned h4_1; asm("lop3.b32 %0, %1, %2, %3, 0xea;" : "=r"(h4_1) : "r"(v4_1), "r"(0x000c000cu), "r"(h4_0));
  unsigned o4; asm("fma.rn.f16x2 %0, %1, %2, %3;" : "=r"(o4) : "r"(h4_1), "r"(0x34003400u), "r"(0xdc10dc10u));
  unsigned h5_0; asm("lop3.b32 %0, %1, %2, %3, 0x6a;" : "=r"(h5_0) : "r"(w1_0), "r"(0x00200020u), "r"(0x64206420u));
  const unsigned v5_1 = w0_0 >> 7;
  unsigned h5_1; asm("lop3.b32 %0, %1, %2, %3, 0xea;" : "=r"(h5_1) : "r"(v5_1), "r"(0x00180018u), "r"(h5_0));
  unsigned o5; asm("fma.rn.f16x2 %0, %1, %2, %3;" : "=r"(o5) : "r"(h5_1), "r"(0x30003000u), "r"(0xd820d820u));
  unsigned h6_0; asm("lop3.b32 %0, %1, %2, %3, 0x6a;" : "=r"(h6_0) : "r"(w1_0), "r"(0x00400040u), "r"(0x64406440u));
  const unsigned v6_1 = w0_0 >> 8;
  unsigned h6_1; asm("lop3.b32 %0, %1, %2, %3, 0xea;" : "=r"(h6_1) : "r"(v6_1), "r"(0x00300030u), "r"(h6_0));
  unsigned o6; asm("fma.rn.f16x2 %0, %1, %2, %3;" : "=r"(o6) : "r"(h6_1), "r"(0x2c002c00u), "r"(0xd440d440u));
  unsigned h7_0; asm("lop3.b32 %0, %1, %2, %3, 0x6a;" : "=r"(h7_0) : "r"(w1_0), "r"(0x00800080u), "r"(0x64806480u));
  const unsigned v7_1 = w0_0 >> 9;
  unsigned h7_1; asm("lop3.b32 %0, %1, %2, %3, 0xea;" : "=r"(h7_1) : "r"(v7_1), "r"(0x00600060u), "r"(h7_0));
  unsigned o7; asm("fma.rn.f16x2 %0, %1, %2, %3;" : "=r"(o7) : "r"(h7_1), "r"(0x28002800u), "r"(0xd080d080u));
  const unsigned v8_0 = w1_0 >> 6;
  unsigned h8_0; asm("lop3.b32 %0, %1, %2, %3, 0x6a;" : "=r"(h8_0) : "r"(v8_0), "r"(0x00040004u), "r"(0x64046404u));
  unsigned h8_1; asm("lop3.b32 %0, %1, %2, %3, 0xea;" : "=r"(h8_1) : "r"(w0_1), "r"(0x00030003u), "r"(h8_0));
  unsigned o8; asm("fma.rn.f16x2 %0, %1, %2, %3;" : "=r"(o8) : "r"(h8_1), "r"(0x3c003c00u), "r"(0xe404e404u));
  const unsigned v9_0 = w1_0 >> 5;
  unsigned h9_0; asm("lop3.b32 %0, %1, %2, %3, 0x6a;" : "=r"(h9_0) : "r"(v9_0), "r"(0x00100010u), "r"(0x64106410u));
  unsigned h9_1; asm("lop3.b32 %0, %1, %2, %3, 0xea;" : "=r"(h9_1) : "r"(w0_1), "r"(0x000c000cu), "r"(h9_0));
  unsigned o9; asm("fma.rn.f16x2 %0, %1, %2, %3;" : "=r"(o9) : "r"(h9_1), "r"(0x34003400u), "r"(0xdc10dc10u));
  const unsigned v10_0 = w1_0 >> 4;
  unsigned h10_0; asm("lop3.b32 %0, %1, %2, %3, 0x6a;" : "=r"(h10_0) : "r"(v10_0), "r"(0x00400040u), "r"(0x64406440u));
  unsigned h10_1; asm("lop3.b32 %0, %1, %2, %3, 0xea;" : "=r"(h10_1) : "r"(w0_1), "r"(0x00300030u), "r"(h10_0));
  unsigned o10; asm("fma.rn.f16x2 %0, %1, %2, %3;" : "=r"(o10) : "r"(h10_1), "r"(0x2c002c00u), "r"(0xd440d440u));
  const unsigned v11_0 = w1_0 >> 3;
  unsigned h11_0; asm("lop3.b32 %0, %1, %2, %3, 0x6a;" : "=r"(h11_0) : "r"(v11_0), "r"(0x01000100u), "r"(0x65006500u));
  unsigned h11_1; asm("lop3.b32 %0, %1, %2, %3, 0xea;" : "=r"(h11_1) : "r"(w0_1), "r"(0x00c000c0u), "r"(h11_0));
  unsigned o11; asm("fma.rn.f16x2 %0, %1, %2, %3;" : "=r"(o11) : "r"(h11_1), "r"(0x24002400u), "r"(0xcd00cd00u));
  const unsigned v12_0 = w1_0 >> 10;
  unsigned h12_0; asm("lop3.b32 %0, %1, %2, %3, 0x6a;" : "=r"(h12_0) : "r"(v12_0), "r"(0x00040004u), "r"(0x64046404u));
  const unsigned v12_1 = w0_1 >> 8;
  unsigned h12_1; asm("lop3.b32 %0, %1, %2, %3, 0xea;" : "=r"(h12_1) : "r"(v12_1), "r"(0x00030003u), "r"(h12_0));
  unsigned o12; asm("fma.rn.f16x2 %0, %1, %2, %3;" : "=r"(o12) : "r"(h12_1), "r"(0x3c003c00u), "r"(0xe404e404u));
  const unsigned v13_0 = w1_0 >> 11;
  unsigned h13_0; asm("lop3.b32 %0, %1, %2, %3, 0x6a;" : "=r"(h13_0) : "r"(v13_0), "r"(0x00040004u), "r"(0x64046404u));
  const unsigned v13_1 = w0_1 >> 10;
  unsigned h13_1; asm("lop3.b32 %0, %1, %2, %3, 0xea;" : "=r"(h13_1) : "r"(v13_1), "r"(0x00030003u), "r"(h13_0));
  unsigned o13; asm("fma.rn.f16x2 %0, %1, %2, %3;" : "=r"(o13) : "r"(h13_1), "r"(0x3c003c00u), "r"(0xe404e404u));
  const unsigned v14_0 = w1_0 >> 12;
  unsigned h14_0; asm("lop3.b32 %0, %1, %2, %3, 0x6a;" : "=r"(h14_0) : "r"(v14_0), "r"(0x00040004u), "r"(0x64046404u));
  const unsigned v14_1 = w0_1 >> 12;
  unsigned h14_1; asm("lop3.b32 %0, %1, %2, %3, 0xea;" : "=r"(h14_1) : "r"(v14_1), "r"(0x00030003u), "r"(h14_0));
  unsigned o14; asm("fma.rn.f16x2 %0, %1, %2, %3;" : "=r"(o14) : "r"(h14_1), "r"(0x3c003c00u), "r"(0xe404e404u));
  const unsigned v15_0 = w1_0 >> 13;
  unsigned h15_0; asm("lop3.b32 %0, %1, %2, %3, 0x6a;" : "=r"(h15_0) : "r"(v15_0), "r"(0x00040004u), "r"(0x64046404u));
  const unsigned v15_1 = w0_1 >> 14;
  unsigned h15_1; asm("lop3.b32 %0, %1, %2, %3, 0xea;" : "=r"(h15_1) : "r"(v15_1), "r"(0x00030003u), "r"(h15_0));
  unsigned o15; asm("fma.rn.f16x2 %0, %1, %2, %3;" : "=r"(o15) : "r"(h15_1), "r"(0x3c003c00u), "r"(0xe404e404u));
  d[0] = o0;
  d[1] = o1;
  d[2] = o2;
  d[3] = o3;
  d[4] = o4;
  d[5] = o5;
  d[6] = o6;
  d[7] = o7;
  d[8] = o8;
  d[9] = o9;
  d[10] = o10;
  d[11] = o11;
  d[12] = o12;
  d[13] = o13;
  d[14] = o14;
  d[15] = o15;
}

#line 498 "tilelang/ops/lowbit_kernels.py"
extern "C" __global__ void __launch_bounds__(128) gemm_kernel(half* __restrict__ A, unsigned char* __restrict__ B, half* __restrict__ Scales, half* __restrict__ C, unsigned char* __restrict__ B1) {
  extern __shared__ __align__(1024) unsigned char tl_smem[];
  const int tid = (int)threadIdx.x;
#line 363 "tilelang/ops/lowbit_kernels.py"
  half* const A_s = reinterpret_cast<half*>(tl_smem + 0);
#line 364 "tilelang/ops/lowbit_kernels.py"
  unsigned char* const B_s = reinterpret_cast<unsigned char*>(tl_smem + 131072);
#line 365 "tilelang/ops/lowbit_kernels.py"
  half* const S_s = reinterpret_cast<half*>(tl_smem + 155648);
#line 367 "tilelang/ops/lowbit_kernels.py"
  alignas(16) half B_f[128];
#line 369 "tilelang/ops/lowbit_kernels.py"
  alignas(16) float C_f[128];
#line 385 "tilelang/ops/lowbit_kernels.py"
  unsigned char* const B1_s = reinterpret_cast<unsigned char*>(tl_smem + 147456);
#line 473 "tilelang/ops/lowbit_kernels.py"
  #pragma unroll
  for (int l_v = 0; l_v < 32; l_v += 1) {
    const int v = (l_v * 4);
    const tl::vec<float, 4> v_1 = tl::vec<float, 4>{{0.0f, 0.0f, 0.0f, 0.0f}};
    *reinterpret_cast<tl::vec<float, 4>*>((C_f + v)) = v_1;
  }
#line 476 "tilelang/ops/lowbit_kernels.py"
  const int v_2 = ((int)blockIdx.z * 64);
  const int k0 = (v_2 * 128);
#line 405 "tilelang/ops/lowbit_kernels.py"
  const int v_3 = ((int)blockIdx.y * 128);
#line 407 "tilelang/ops/lowbit_kernels.py"
  const int v_4 = ((int)blockIdx.x * 128);
#line 410 "tilelang/ops/lowbit_kernels.py"
  const int v_5 = (tid + v_4);
  const int v_6 = (k0 / 8);
#line 413 "tilelang/ops/lowbit_kernels.py"
  const int v_7 = (v_2 + 1);
  const bool v_8 = (tid < 16);
#line 452 "tilelang/ops/lowbit_kernels.py"
  const int v_9 = (tid / 32);
  const int v_10 = (tid % 32);
  const int v_11 = (v_9 * 32);
#line 405 "tilelang/ops/lowbit_kernels.py"
  for (int k = 0; k < 16; k += 1) {
    const int v_12 = (k * 128);
    const int v_13 = (v_12 + tid);
    const int v_14 = (v_13 % 16);
    const int v_15 = (v_13 / 16);
    const int v_16 = (v_14 * 8);
    const int v_17 = (v_15 + v_3);
    const int v_18 = (v_16 + k0);
    const int v_19 = (v_15 % 8);
    const int v_20 = (v_19 * 8);
    const int v_21 = (v_16 ^ v_20);
    tl::cp_async<16>((A_s + (v_15) * 128 + v_21), (A + (v_17) * 8192 + v_18), true);
  }
#line 407 "tilelang/ops/lowbit_kernels.py"
  for (int k_1 = 0; k_1 < 2; k_1 += 1) {
    const int v_22 = (k_1 * 128);
    const int v_23 = (v_22 + tid);
    const int v_24 = (v_23 % 2);
    const int v_25 = (v_23 / 2);
    const int v_26 = (v_24 * 64);
    const int v_27 = (v_25 + v_4);
    const int v_28 = (v_26 + k0);
    const int v_29 = (v_25 / 4);
    const int v_30 = (v_29 % 2);
    const int v_31 = (v_30 * 64);
    const int v_32 = (v_26 ^ v_31);
    const int v_33 = (v_32 * 2);
    const int v_34 = tl::floordiv(v_33, 8);
    const int v_35 = (v_28 * 2);
    const int v_36 = (v_35 / 8);
    tl::cp_async<16>((B_s + (v_25) * 32 + v_34), (B + (v_27) * 2048 + v_36), true);
  }
#line 410 "tilelang/ops/lowbit_kernels.py"
  tl::cp_async<16>((B1_s + (tid) * 16 + 0), (B1 + (v_5) * 1024 + v_6), true);
#line 413 "tilelang/ops/lowbit_kernels.py"
  if (v_8) {
    const int v_37 = (tid % 16);
    const int v_38 = (v_37 * 8);
    const int v_39 = (v_38 + v_4);
    tl::cp_async<16>((S_s + v_38), (Scales + (v_2) * 8192 + v_39), true);
  }
#line 474 "tilelang/ops/lowbit_kernels.py"
  tl::cp_async_commit();
#line 476 "tilelang/ops/lowbit_kernels.py"
  const int k0_1 = (v_7 * 128);
#line 410 "tilelang/ops/lowbit_kernels.py"
  const int v_40 = (k0_1 / 8);
#line 413 "tilelang/ops/lowbit_kernels.py"
  const int v_41 = (v_2 + 2);
#line 405 "tilelang/ops/lowbit_kernels.py"
  for (int k_2 = 0; k_2 < 16; k_2 += 1) {
    const int v_42 = (k_2 * 128);
    const int v_43 = (v_42 + tid);
    const int v_44 = (v_43 % 16);
    const int v_45 = (v_43 / 16);
    const int v_46 = (v_44 * 8);
    const int v_47 = (v_45 + v_3);
    const int v_48 = (v_46 + k0_1);
    const int v_49 = (v_45 % 8);
    const int v_50 = (v_49 * 8);
    const int v_51 = (v_46 ^ v_50);
    const int v_52 = (v_45 + 128);
    tl::cp_async<16>((A_s + (v_52) * 128 + v_51), (A + (v_47) * 8192 + v_48), true);
  }
#line 407 "tilelang/ops/lowbit_kernels.py"
  for (int k_3 = 0; k_3 < 2; k_3 += 1) {
    const int v_53 = (k_3 * 128);
    const int v_54 = (v_53 + tid);
    const int v_55 = (v_54 % 2);
    const int v_56 = (v_54 / 2);
    const int v_57 = (v_55 * 64);
    const int v_58 = (v_56 + v_4);
    const int v_59 = (v_57 + k0_1);
    const int v_60 = (v_56 / 4);
    const int v_61 = (v_60 % 2);
    const int v_62 = (v_61 * 64);
    const int v_63 = (v_57 ^ v_62);
    const int v_64 = (v_63 * 2);
    const int v_65 = tl::floordiv(v_64, 8);
    const int v_66 = (v_59 * 2);
    const int v_67 = (v_66 / 8);
    const int v_68 = (v_56 + 128);
    tl::cp_async<16>((B_s + (v_68) * 32 + v_65), (B + (v_58) * 2048 + v_67), true);
  }
#line 410 "tilelang/ops/lowbit_kernels.py"
  const int v_69 = (tid + 128);
  tl::cp_async<16>((B1_s + (v_69) * 16 + 0), (B1 + (v_5) * 1024 + v_40), true);
#line 413 "tilelang/ops/lowbit_kernels.py"
  if (v_8) {
    const int v_70 = (tid % 16);
    const int v_71 = (v_70 * 8);
    const int v_72 = (v_71 + v_4);
    tl::cp_async<16>((S_s + (1) * 128 + v_71), (Scales + (v_7) * 8192 + v_72), true);
  }
#line 474 "tilelang/ops/lowbit_kernels.py"
  tl::cp_async_commit();
#line 476 "tilelang/ops/lowbit_kernels.py"
  const int k0_2 = (v_41 * 128);
#line 410 "tilelang/ops/lowbit_kernels.py"
  const int v_73 = (k0_2 / 8);
#line 405 "tilelang/ops/lowbit_kernels.py"
  for (int k_4 = 0; k_4 < 16; k_4 += 1) {
    const int v_74 = (k_4 * 128);
    const int v_75 = (v_74 + tid);
    const int v_76 = (v_75 % 16);
    const int v_77 = (v_75 / 16);
    const int v_78 = (v_76 * 8);
    const int v_79 = (v_77 + v_3);
    const int v_80 = (v_78 + k0_2);
    const int v_81 = (v_77 % 8);
    const int v_82 = (v_81 * 8);
    const int v_83 = (v_78 ^ v_82);
    const int v_84 = (v_77 + 256);
    tl::cp_async<16>((A_s + (v_84) * 128 + v_83), (A + (v_79) * 8192 + v_80), true);
  }
#line 407 "tilelang/ops/lowbit_kernels.py"
  for (int k_5 = 0; k_5 < 2; k_5 += 1) {
    const int v_85 = (k_5 * 128);
    const int v_86 = (v_85 + tid);
    const int v_87 = (v_86 % 2);
    const int v_88 = (v_86 / 2);
    const int v_89 = (v_87 * 64);
    const int v_90 = (v_88 + v_4);
    const int v_91 = (v_89 + k0_2);
    const int v_92 = (v_88 / 4);
    const int v_93 = (v_92 % 2);
    const int v_94 = (v_93 * 64);
    const int v_95 = (v_89 ^ v_94);
    const int v_96 = (v_95 * 2);
    const int v_97 = tl::floordiv(v_96, 8);
    const int v_98 = (v_91 * 2);
    const int v_99 = (v_98 / 8);
    const int v_100 = (v_88 + 256);
    tl::cp_async<16>((B_s + (v_100) * 32 + v_97), (B + (v_90) * 2048 + v_99), true);
  }
#line 410 "tilelang/ops/lowbit_kernels.py"
  const int v_101 = (tid + 256);
  tl::cp_async<16>((B1_s + (v_101) * 16 + 0), (B1 + (v_5) * 1024 + v_73), true);
#line 413 "tilelang/ops/lowbit_kernels.py"
  if (v_8) {
    const int v_102 = (tid % 16);
    const int v_103 = (v_102 * 8);
    const int v_104 = (v_103 + v_4);
    tl::cp_async<16>((S_s + (2) * 128 + v_103), (Scales + (v_41) * 8192 + v_104), true);
  }
#line 474 "tilelang/ops/lowbit_kernels.py"
  tl::cp_async_commit();
#line 418 "tilelang/ops/lowbit_kernels.py"
  const int v_105 = (v_10 % 4);
  const int v_106 = (v_105 * 2);
  const int v_107 = (v_10 / 4);
  const int v_108 = (v_105 * 16);
  const int v_109 = (v_108 + 64);
  const int v_110 = (v_105 * 4);
#line 452 "tilelang/ops/lowbit_kernels.py"
  const int v_111 = (v_10 % 8);
  const int v_112 = (v_10 % 16);
  const int v_113 = (v_10 / 16);
  const int v_114 = (v_113 * 8);
  const int v_115 = (v_111 * 8);
#line 474 "tilelang/ops/lowbit_kernels.py"
  int r = 0;
  for (int ko = 0; ko < 64; ko += 1) {
    tl::cp_async_wait<2>();
    __syncthreads();
    const int v_116 = (ko + 3);
    const bool v_117 = (r == 0);
    const int v_118 = (r - 1);
    const int v_119 = (v_117 ? 3 : v_118);
    const bool v_120 = (v_116 < 64);
    if (v_120) {
      const int v_121 = tl::min(v_116, 63);
#line 476 "tilelang/ops/lowbit_kernels.py"
      const int v_122 = (v_2 + v_121);
      const int k0_3 = (v_122 * 128);
#line 410 "tilelang/ops/lowbit_kernels.py"
      const int v_123 = (k0_3 / 8);
#line 474 "tilelang/ops/lowbit_kernels.py"
      const int v_124 = (v_119 * 128);
#line 405 "tilelang/ops/lowbit_kernels.py"
      for (int k_6 = 0; k_6 < 16; k_6 += 1) {
        const int v_125 = (k_6 * 128);
        const int v_126 = (v_125 + tid);
        const int v_127 = (v_126 / 16);
        const int v_128 = (v_112 * 8);
        const int v_129 = (v_127 + v_3);
        const int v_130 = (v_128 + k0_3);
        const int v_131 = (v_127 % 8);
        const int v_132 = (v_131 * 8);
        const int v_133 = (v_128 ^ v_132);
        const int v_134 = (v_127 + v_124);
        tl::cp_async<16>((A_s + (v_134) * 128 + v_133), (A + (v_129) * 8192 + v_130), true);
      }
#line 407 "tilelang/ops/lowbit_kernels.py"
      for (int k_7 = 0; k_7 < 2; k_7 += 1) {
        const int v_135 = (k_7 * 128);
        const int v_136 = (v_135 + tid);
        const int v_137 = (v_136 % 2);
        const int v_138 = (v_136 / 2);
        const int v_139 = (v_137 * 64);
        const int v_140 = (v_138 + v_4);
        const int v_141 = (v_139 + k0_3);
        const int v_142 = (v_138 / 4);
        const int v_143 = (v_142 % 2);
        const int v_144 = (v_143 * 64);
        const int v_145 = (v_139 ^ v_144);
        const int v_146 = (v_145 * 2);
        const int v_147 = tl::floordiv(v_146, 8);
        const int v_148 = (v_141 * 2);
        const int v_149 = (v_148 / 8);
        const int v_150 = (v_138 + v_124);
        tl::cp_async<16>((B_s + (v_150) * 32 + v_147), (B + (v_140) * 2048 + v_149), true);
      }
#line 410 "tilelang/ops/lowbit_kernels.py"
      const int v_151 = (tid + v_124);
      tl::cp_async<16>((B1_s + (v_151) * 16 + 0), (B1 + (v_5) * 1024 + v_123), true);
#line 413 "tilelang/ops/lowbit_kernels.py"
      if (v_8) {
        const int v_152 = (v_112 * 8);
        const int v_153 = (v_152 + v_4);
        tl::cp_async<16>((S_s + (v_119) * 128 + v_152), (Scales + (v_122) * 8192 + v_153), true);
      }
#line 474 "tilelang/ops/lowbit_kernels.py"
    }
    tl::cp_async_commit();
    const int v_154 = (r * 128);
#line 418 "tilelang/ops/lowbit_kernels.py"
    alignas(16) half dequant[128];
    #pragma unroll
    for (int g = 0; g < 4; g += 1) {
      const int v_155 = (g * 32);
      const int v_156 = (v_155 / 4);
      const int v_157 = (v_11 + v_156);
      const int v_158 = (v_157 + v_107);
      const int v_159 = (v_113 * 64);
      const int v_160 = (v_108 ^ v_159);
      const int v_161 = tl::floordiv(v_160, 16);
      const int v_162 = (v_161 * 4);
      const int v_163 = (v_158 + v_154);
      const unsigned v_164 = *reinterpret_cast<const unsigned*>((B_s + (v_163) * 32 + v_162));
      const int v_165 = (v_109 ^ v_159);
      const int v_166 = tl::floordiv(v_165, 16);
      const int v_167 = (v_166 * 4);
      const unsigned v_168 = *reinterpret_cast<const unsigned*>((B_s + (v_163) * 32 + v_167));
      const unsigned v_169 = *reinterpret_cast<const unsigned*>((B1_s + (v_163) * 16 + v_110));
      tl_dw_int3_p21_f16(dequant + v_155, v_164, v_168, v_169);
    }
    #pragma unroll
    for (int l_v_1 = 0; l_v_1 < 8; l_v_1 += 1) {
      const int v_170 = (l_v_1 * 16);
      const int l = (v_170 + 8);
      const int v_171 = (l_v_1 / 2);
      const int v_172 = (v_171 * 8);
      const int v_173 = (v_11 + v_172);
      const int v_174 = (v_173 + v_107);
#line 426 "tilelang/ops/lowbit_kernels.py"
      const tl::vec<half, 8> v_175 = *reinterpret_cast<const tl::vec<half, 8>*>((dequant + v_170));
      const half v_176 = v_175.v[0];
#line 432 "tilelang/ops/lowbit_kernels.py"
      const half v_177 = S_s[(r) * 128 + v_174];
      const half v_178 = tl::mul(v_176, v_177);
#line 426 "tilelang/ops/lowbit_kernels.py"
      const half v_179 = v_175.v[1];
#line 432 "tilelang/ops/lowbit_kernels.py"
      const half v_180 = tl::mul(v_179, v_177);
#line 426 "tilelang/ops/lowbit_kernels.py"
      const half v_181 = v_175.v[2];
#line 432 "tilelang/ops/lowbit_kernels.py"
      const half v_182 = tl::mul(v_181, v_177);
#line 426 "tilelang/ops/lowbit_kernels.py"
      const half v_183 = v_175.v[3];
#line 432 "tilelang/ops/lowbit_kernels.py"
      const half v_184 = tl::mul(v_183, v_177);
#line 426 "tilelang/ops/lowbit_kernels.py"
      const half v_185 = v_175.v[4];
#line 432 "tilelang/ops/lowbit_kernels.py"
      const half v_186 = tl::mul(v_185, v_177);
#line 426 "tilelang/ops/lowbit_kernels.py"
      const half v_187 = v_175.v[5];
#line 432 "tilelang/ops/lowbit_kernels.py"
      const half v_188 = tl::mul(v_187, v_177);
#line 426 "tilelang/ops/lowbit_kernels.py"
      const half v_189 = v_175.v[6];
#line 432 "tilelang/ops/lowbit_kernels.py"
      const half v_190 = tl::mul(v_189, v_177);
#line 426 "tilelang/ops/lowbit_kernels.py"
      const half v_191 = v_175.v[7];
#line 432 "tilelang/ops/lowbit_kernels.py"
      const half v_192 = tl::mul(v_191, v_177);
#line 418 "tilelang/ops/lowbit_kernels.py"
      const tl::vec<half, 8> v_193 = tl::vec<half, 8>{{v_178, v_180, v_182, v_184, v_186, v_188, v_190, v_192}};
      *reinterpret_cast<tl::vec<half, 8>*>((B_f + v_170)) = v_193;
#line 426 "tilelang/ops/lowbit_kernels.py"
      const tl::vec<half, 8> v_194 = *reinterpret_cast<const tl::vec<half, 8>*>((dequant + l));
      const half v_195 = v_194.v[0];
#line 432 "tilelang/ops/lowbit_kernels.py"
      const half v_196 = tl::mul(v_195, v_177);
#line 426 "tilelang/ops/lowbit_kernels.py"
      const half v_197 = v_194.v[1];
#line 432 "tilelang/ops/lowbit_kernels.py"
      const half v_198 = tl::mul(v_197, v_177);
#line 426 "tilelang/ops/lowbit_kernels.py"
      const half v_199 = v_194.v[2];
#line 432 "tilelang/ops/lowbit_kernels.py"
      const half v_200 = tl::mul(v_199, v_177);
#line 426 "tilelang/ops/lowbit_kernels.py"
      const half v_201 = v_194.v[3];
#line 432 "tilelang/ops/lowbit_kernels.py"
      const half v_202 = tl::mul(v_201, v_177);
#line 426 "tilelang/ops/lowbit_kernels.py"
      const half v_203 = v_194.v[4];
#line 432 "tilelang/ops/lowbit_kernels.py"
      const half v_204 = tl::mul(v_203, v_177);
#line 426 "tilelang/ops/lowbit_kernels.py"
      const half v_205 = v_194.v[5];
#line 432 "tilelang/ops/lowbit_kernels.py"
      const half v_206 = tl::mul(v_205, v_177);
#line 426 "tilelang/ops/lowbit_kernels.py"
      const half v_207 = v_194.v[6];
#line 432 "tilelang/ops/lowbit_kernels.py"
      const half v_208 = tl::mul(v_207, v_177);
#line 426 "tilelang/ops/lowbit_kernels.py"
      const half v_209 = v_194.v[7];
#line 432 "tilelang/ops/lowbit_kernels.py"
      const half v_210 = tl::mul(v_209, v_177);
#line 418 "tilelang/ops/lowbit_kernels.py"
      const tl::vec<half, 8> v_211 = tl::vec<half, 8>{{v_196, v_198, v_200, v_202, v_204, v_206, v_208, v_210}};
      *reinterpret_cast<tl::vec<half, 8>*>((B_f + l)) = v_211;
    }
#line 452 "tilelang/ops/lowbit_kernels.py"
    alignas(16) half a_regs[64];
    alignas(16) half b_regs[16];
    const int v_212 = (v_112 + v_154);
    const int v_213 = (v_212 + 16);
    const int v_214 = (v_212 + 32);
    const int v_215 = (v_212 + 48);
    const int v_216 = (v_212 + 64);
    const int v_217 = (v_212 + 80);
    const int v_218 = (v_212 + 96);
    const int v_219 = (v_212 + 112);
    for (int kk = 0; kk < 8; kk += 1) {
      const int v_220 = (kk * 16);
      const int v_221 = (v_220 + v_114);
      const int v_222 = (v_221 ^ v_115);
      tl::ldmatrix<4, false>(a_regs + 0, (A_s + (v_212) * 128 + v_222));
      tl::ldmatrix<4, false>(a_regs + 8, (A_s + (v_213) * 128 + v_222));
      tl::ldmatrix<4, false>(a_regs + 16, (A_s + (v_214) * 128 + v_222));
      tl::ldmatrix<4, false>(a_regs + 24, (A_s + (v_215) * 128 + v_222));
      tl::ldmatrix<4, false>(a_regs + 32, (A_s + (v_216) * 128 + v_222));
      tl::ldmatrix<4, false>(a_regs + 40, (A_s + (v_217) * 128 + v_222));
      tl::ldmatrix<4, false>(a_regs + 48, (A_s + (v_218) * 128 + v_222));
      tl::ldmatrix<4, false>(a_regs + 56, (A_s + (v_219) * 128 + v_222));
      const int v_223 = (kk * 4);
      const half v_224 = B_f[v_223];
      b_regs[0] = v_224;
      const int v_225 = (v_223 + 1);
      const half v_226 = B_f[v_225];
      b_regs[1] = v_226;
      const int v_227 = (v_223 + 2);
      const half v_228 = B_f[v_227];
      b_regs[2] = v_228;
      const int v_229 = (v_223 + 3);
      const half v_230 = B_f[v_229];
      b_regs[3] = v_230;
      const int v_231 = (v_223 + 32);
      const half v_232 = B_f[v_231];
      b_regs[4] = v_232;
      const int v_233 = (v_223 + 33);
      const half v_234 = B_f[v_233];
      b_regs[5] = v_234;
      const int v_235 = (v_223 + 34);
      const half v_236 = B_f[v_235];
      b_regs[6] = v_236;
      const int v_237 = (v_223 + 35);
      const half v_238 = B_f[v_237];
      b_regs[7] = v_238;
      const int v_239 = (v_223 + 64);
      const half v_240 = B_f[v_239];
      b_regs[8] = v_240;
      const int v_241 = (v_223 + 65);
      const half v_242 = B_f[v_241];
      b_regs[9] = v_242;
      const int v_243 = (v_223 + 66);
      const half v_244 = B_f[v_243];
      b_regs[10] = v_244;
      const int v_245 = (v_223 + 67);
      const half v_246 = B_f[v_245];
      b_regs[11] = v_246;
      const int v_247 = (v_223 + 96);
      const half v_248 = B_f[v_247];
      b_regs[12] = v_248;
      const int v_249 = (v_223 + 97);
      const half v_250 = B_f[v_249];
      b_regs[13] = v_250;
      const int v_251 = (v_223 + 98);
      const half v_252 = B_f[v_251];
      b_regs[14] = v_252;
      const int v_253 = (v_223 + 99);
      const half v_254 = B_f[v_253];
      b_regs[15] = v_254;
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
#line 474 "tilelang/ops/lowbit_kernels.py"
    const bool v_255 = (r == 3);
    const int v_256 = (v_118 + 2);
    const int v_257 = (v_255 ? 0 : v_256);
#line 498 "tilelang/ops/lowbit_kernels.py"
    r = v_257;
#line 474 "tilelang/ops/lowbit_kernels.py"
  }
  tl::cp_async_wait<0>();
#line 481 "tilelang/ops/lowbit_kernels.py"
  #pragma unroll
  for (int l_v_2 = 0; l_v_2 < 32; l_v_2 += 1) {
    const int v_258 = (l_v_2 * 4);
    const int v_259 = (l_v_2 / 4);
    const int v_260 = (l_v_2 % 4);
    const int v_261 = (v_259 * 16);
    const int v_262 = (v_261 + v_107);
    const int v_263 = (v_260 * 8);
    const int v_264 = (v_11 + v_263);
    const int v_265 = (v_264 + v_106);
    const int v_266 = (v_262 + v_3);
    const int v_267 = (v_265 + v_4);
    const tl::vec<float, 4> v_268 = *reinterpret_cast<const tl::vec<float, 4>*>((C_f + v_258));
    const float v_269 = v_268.v[0];
    const half v_270 = tl::cast<half>(v_269);
    const float v_271 = v_268.v[1];
    const half v_272 = tl::cast<half>(v_271);
    const tl::vec<half, 2> v_273 = tl::vec<half, 2>{{v_270, v_272}};
    *reinterpret_cast<tl::vec<half, 2>*>((C + (v_266) * 8192 + v_267)) = v_273;
    const int v_274 = (v_266 + 8);
    const float v_275 = v_268.v[2];
    const half v_276 = tl::cast<half>(v_275);
    const float v_277 = v_268.v[3];
    const half v_278 = tl::cast<half>(v_277);
    const tl::vec<half, 2> v_279 = tl::vec<half, 2>{{v_276, v_278}};
    *reinterpret_cast<tl::vec<half, 2>*>((C + (v_274) * 8192 + v_267)) = v_279;
  }
}
