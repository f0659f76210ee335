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

#line 473 "tilelang/ops/lowbit_kernels.py"
extern "C" __global__ void __launch_bounds__(128) gemm_kernel(half* __restrict__ A, unsigned char* __restrict__ B, half* __restrict__ Scales, half* __restrict__ C, unsigned char* __restrict__ B1) {
  extern __shared__ __align__(1024) unsigned char tl_smem[];
  const int tid = (int)threadIdx.x;
#line 348 "tilelang/ops/lowbit_kernels.py"
  half* const A_s = reinterpret_cast<half*>(tl_smem + 0);
#line 349 "tilelang/ops/lowbit_kernels.py"
  unsigned char* const B_s = reinterpret_cast<unsigned char*>(tl_smem + 131072);
#line 350 "tilelang/ops/lowbit_kernels.py"
  half* const S_s = reinterpret_cast<half*>(tl_smem + 155648);
#line 352 "tilelang/ops/lowbit_kernels.py"
  alignas(16) half B_f[128];
#line 354 "tilelang/ops/lowbit_kernels.py"
  alignas(16) float C_f[128];
#line 369 "tilelang/ops/lowbit_kernels.py"
  unsigned char* const B1_s = reinterpret_cast<unsigned char*>(tl_smem + 147456);
#line 449 "tilelang/ops/lowbit_kernels.py"
  #pragma unroll
  for (int l_v = 0; l_v < 32; l_v += 1) {
    const int v = (l_v * 4);
    const tl::vec<float, 4> v_1 = tl::vec<float, 4>{{0.0f, 0.0f, 0.0f, 0.0f}};
    *reinterpret_cast<tl::vec<float, 4>*>((C_f + v)) = v_1;
  }
#line 451 "tilelang/ops/lowbit_kernels.py"
  const int v_2 = ((int)blockIdx.z * 64);
  const int k0 = (v_2 * 128);
#line 389 "tilelang/ops/lowbit_kernels.py"
  const int v_3 = ((int)blockIdx.y * 128);
#line 391 "tilelang/ops/lowbit_kernels.py"
  const int v_4 = ((int)blockIdx.x * 128);
#line 394 "tilelang/ops/lowbit_kernels.py"
  const int v_5 = (tid + v_4);
  const int v_6 = (k0 / 8);
#line 397 "tilelang/ops/lowbit_kernels.py"
  const int v_7 = (v_2 + 1);
  const bool v_8 = (tid < 16);
#line 428 "tilelang/ops/lowbit_kernels.py"
  const int v_9 = (tid / 32);
  const int v_10 = (v_9 * 32);
#line 389 "tilelang/ops/lowbit_kernels.py"
  const int v_11 = (tid % 16);
  const int v_12 = (v_11 * 8);
  const int v_13 = (v_12 + k0);
  const int v_14 = (tid / 16);
  const int v_15 = (v_14 * 8);
  const int v_16 = (v_12 ^ v_15);
  for (int k = 0; k < 16; k += 1) {
    const int v_17 = (k * 128);
    const int v_18 = (v_17 + tid);
    const int v_19 = (v_18 / 16);
    const int v_20 = (v_19 + v_3);
    tl::cp_async<16>((A_s + (v_19) * 128 + v_16), (A + (v_20) * 8192 + v_13), true);
  }
#line 391 "tilelang/ops/lowbit_kernels.py"
  const int v_21 = (tid % 2);
  const int v_22 = (v_21 * 64);
  const int v_23 = (v_22 + k0);
#line 473 "tilelang/ops/lowbit_kernels.py"
  const int v_24 = (tid / 8);
#line 391 "tilelang/ops/lowbit_kernels.py"
  const int v_25 = (v_24 % 2);
  const int v_26 = (v_25 * 64);
  const int v_27 = (v_22 ^ v_26);
  const int v_28 = (v_27 * 2);
  const int v_29 = tl::floordiv(v_28, 8);
  const int v_30 = (v_23 * 2);
  const int v_31 = (v_30 / 8);
  for (int k_1 = 0; k_1 < 2; k_1 += 1) {
    const int v_32 = (k_1 * 128);
    const int v_33 = (v_32 + tid);
    const int v_34 = (v_33 / 2);
    const int v_35 = (v_34 + v_4);
    tl::cp_async<16>((B_s + (v_34) * 32 + v_29), (B + (v_35) * 2048 + v_31), true);
  }
#line 394 "tilelang/ops/lowbit_kernels.py"
  tl::cp_async<16>((B1_s + (tid) * 16 + 0), (B1 + (v_5) * 1024 + v_6), true);
#line 397 "tilelang/ops/lowbit_kernels.py"
  if (v_8) {
    const int v_36 = (v_12 + v_4);
    tl::cp_async<16>((S_s + v_12), (Scales + (v_2) * 8192 + v_36), true);
  }
#line 450 "tilelang/ops/lowbit_kernels.py"
  tl::cp_async_commit();
#line 451 "tilelang/ops/lowbit_kernels.py"
  const int k0_1 = (v_7 * 128);
#line 394 "tilelang/ops/lowbit_kernels.py"
  const int v_37 = (k0_1 / 8);
#line 397 "tilelang/ops/lowbit_kernels.py"
  const int v_38 = (v_2 + 2);
#line 389 "tilelang/ops/lowbit_kernels.py"
  const int v_39 = (v_13 + 128);
  for (int k_2 = 0; k_2 < 16; k_2 += 1) {
    const int v_40 = (k_2 * 128);
    const int v_41 = (v_40 + tid);
    const int v_42 = (v_41 / 16);
    const int v_43 = (v_42 + v_3);
    const int v_44 = (v_42 + 128);
    tl::cp_async<16>((A_s + (v_44) * 128 + v_16), (A + (v_43) * 8192 + v_39), true);
  }
#line 391 "tilelang/ops/lowbit_kernels.py"
  const int v_45 = (v_23 + 128);
  const int v_46 = (v_45 * 2);
  const int v_47 = (v_46 / 8);
  for (int k_3 = 0; k_3 < 2; k_3 += 1) {
    const int v_48 = (k_3 * 128);
    const int v_49 = (v_48 + tid);
    const int v_50 = (v_49 / 2);
    const int v_51 = (v_50 + v_4);
    const int v_52 = (v_50 + 128);
    tl::cp_async<16>((B_s + (v_52) * 32 + v_29), (B + (v_51) * 2048 + v_47), true);
  }
#line 394 "tilelang/ops/lowbit_kernels.py"
  const int v_53 = (tid + 128);
  tl::cp_async<16>((B1_s + (v_53) * 16 + 0), (B1 + (v_5) * 1024 + v_37), true);
#line 397 "tilelang/ops/lowbit_kernels.py"
  if (v_8) {
    const int v_54 = (v_12 + v_4);
    tl::cp_async<16>((S_s + (1) * 128 + v_12), (Scales + (v_7) * 8192 + v_54), true);
  }
#line 450 "tilelang/ops/lowbit_kernels.py"
  tl::cp_async_commit();
#line 451 "tilelang/ops/lowbit_kernels.py"
  const int k0_2 = (v_38 * 128);
#line 394 "tilelang/ops/lowbit_kernels.py"
  const int v_55 = (k0_2 / 8);
#line 389 "tilelang/ops/lowbit_kernels.py"
  const int v_56 = (v_13 + 256);
  for (int k_4 = 0; k_4 < 16; k_4 += 1) {
    const int v_57 = (k_4 * 128);
    const int v_58 = (v_57 + tid);
    const int v_59 = (v_58 / 16);
    const int v_60 = (v_59 + v_3);
    const int v_61 = (v_59 + 256);
    tl::cp_async<16>((A_s + (v_61) * 128 + v_16), (A + (v_60) * 8192 + v_56), true);
  }
#line 391 "tilelang/ops/lowbit_kernels.py"
  const int v_62 = (v_23 + 256);
  const int v_63 = (v_62 * 2);
  const int v_64 = (v_63 / 8);
  for (int k_5 = 0; k_5 < 2; k_5 += 1) {
    const int v_65 = (k_5 * 128);
    const int v_66 = (v_65 + tid);
    const int v_67 = (v_66 / 2);
    const int v_68 = (v_67 + v_4);
    const int v_69 = (v_67 + 256);
    tl::cp_async<16>((B_s + (v_69) * 32 + v_29), (B + (v_68) * 2048 + v_64), true);
  }
#line 394 "tilelang/ops/lowbit_kernels.py"
  const int v_70 = (tid + 256);
  tl::cp_async<16>((B1_s + (v_70) * 16 + 0), (B1 + (v_5) * 1024 + v_55), true);
#line 397 "tilelang/ops/lowbit_kernels.py"
  if (v_8) {
    const int v_71 = (v_12 + v_4);
    tl::cp_async<16>((S_s + (2) * 128 + v_12), (Scales + (v_38) * 8192 + v_71), true);
  }
#line 450 "tilelang/ops/lowbit_kernels.py"
  tl::cp_async_commit();
#line 402 "tilelang/ops/lowbit_kernels.py"
  const int v_72 = (tid % 4);
  const int v_73 = (v_72 * 2);
#line 473 "tilelang/ops/lowbit_kernels.py"
  const int v_74 = (tid / 4);
#line 402 "tilelang/ops/lowbit_kernels.py"
  const int v_75 = (v_74 % 8);
  const int v_76 = (v_72 * 16);
  const int v_77 = (v_14 % 2);
  const int v_78 = (v_77 * 64);
  const int v_79 = (v_76 ^ v_78);
  const int v_80 = tl::floordiv(v_79, 16);
  const int v_81 = (v_80 * 4);
  const int v_82 = (v_76 + 64);
  const int v_83 = (v_82 ^ v_78);
  const int v_84 = tl::floordiv(v_83, 16);
  const int v_85 = (v_84 * 4);
  const int v_86 = (v_72 * 4);
#line 428 "tilelang/ops/lowbit_kernels.py"
  const int v_87 = (tid % 8);
  const int v_88 = (v_77 * 8);
  const int v_89 = (v_87 * 8);
#line 450 "tilelang/ops/lowbit_kernels.py"
  int r = 0;
  for (int ko = 0; ko < 64; ko += 1) {
    tl::cp_async_wait<2>();
    __syncthreads();
    const int v_90 = (ko + 3);
    const bool v_91 = (r == 0);
    const int v_92 = (r - 1);
    const int v_93 = (v_91 ? 3 : v_92);
    const bool v_94 = (v_90 < 64);
    if (v_94) {
      const int v_95 = tl::min(v_90, 63);
#line 451 "tilelang/ops/lowbit_kernels.py"
      const int v_96 = (v_2 + v_95);
      const int k0_3 = (v_96 * 128);
#line 394 "tilelang/ops/lowbit_kernels.py"
      const int v_97 = (k0_3 / 8);
#line 450 "tilelang/ops/lowbit_kernels.py"
      const int v_98 = (v_93 * 128);
#line 389 "tilelang/ops/lowbit_kernels.py"
      const int v_99 = (v_12 + k0_3);
      for (int k_6 = 0; k_6 < 16; k_6 += 1) {
        const int v_100 = (k_6 * 128);
        const int v_101 = (v_100 + tid);
        const int v_102 = (v_101 / 16);
        const int v_103 = (v_102 + v_3);
        const int v_104 = (v_102 + v_98);
        tl::cp_async<16>((A_s + (v_104) * 128 + v_16), (A + (v_103) * 8192 + v_99), true);
      }
#line 391 "tilelang/ops/lowbit_kernels.py"
      const int v_105 = (v_22 + k0_3);
      const int v_106 = (v_105 * 2);
      const int v_107 = (v_106 / 8);
      for (int k_7 = 0; k_7 < 2; k_7 += 1) {
        const int v_108 = (k_7 * 128);
        const int v_109 = (v_108 + tid);
        const int v_110 = (v_109 / 2);
        const int v_111 = (v_110 + v_4);
        const int v_112 = (v_110 + v_98);
        tl::cp_async<16>((B_s + (v_112) * 32 + v_29), (B + (v_111) * 2048 + v_107), true);
      }
#line 394 "tilelang/ops/lowbit_kernels.py"
      const int v_113 = (tid + v_98);
      tl::cp_async<16>((B1_s + (v_113) * 16 + 0), (B1 + (v_5) * 1024 + v_97), true);
#line 397 "tilelang/ops/lowbit_kernels.py"
      if (v_8) {
        const int v_114 = (v_12 + v_4);
        tl::cp_async<16>((S_s + (v_93) * 128 + v_12), (Scales + (v_96) * 8192 + v_114), true);
      }
#line 450 "tilelang/ops/lowbit_kernels.py"
    }
    tl::cp_async_commit();
    const int v_115 = (r * 128);
#line 402 "tilelang/ops/lowbit_kernels.py"
    alignas(16) half dequant[128];
    #pragma unroll
    for (int g = 0; g < 4; g += 1) {
      const int v_116 = (g * 32);
      const int v_117 = (v_116 / 4);
      const int v_118 = (v_10 + v_117);
      const int v_119 = (v_118 + v_75);
      const int v_120 = (v_119 + v_115);
      const unsigned v_121 = *reinterpret_cast<const unsigned*>((B_s + (v_120) * 32 + v_81));
      const unsigned v_122 = *reinterpret_cast<const unsigned*>((B_s + (v_120) * 32 + v_85));
      const unsigned v_123 = *reinterpret_cast<const unsigned*>((B1_s + (v_120) * 16 + v_86));
      tl_dw_int3_p21_f16(dequant + v_116, v_121, v_122, v_123);
    }
    #pragma unroll
    for (int l_v_1 = 0; l_v_1 < 8; l_v_1 += 1) {
      const int v_124 = (l_v_1 * 16);
      const int l = (v_124 + 8);
      const int v_125 = (l_v_1 / 2);
      const int v_126 = (v_125 * 8);
      const int v_127 = (v_10 + v_126);
      const int v_128 = (v_127 + v_75);
#line 410 "tilelang/ops/lowbit_kernels.py"
      const tl::vec<half, 8> v_129 = *reinterpret_cast<const tl::vec<half, 8>*>((dequant + v_124));
      const half v_130 = v_129.v[0];
#line 416 "tilelang/ops/lowbit_kernels.py"
      const half v_131 = S_s[(r) * 128 + v_128];
      const half v_132 = tl::mul(v_130, v_131);
#line 410 "tilelang/ops/lowbit_kernels.py"
      const half v_133 = v_129.v[1];
#line 416 "tilelang/ops/lowbit_kernels.py"
      const half v_134 = tl::mul(v_133, v_131);
#line 410 "tilelang/ops/lowbit_kernels.py"
      const half v_135 = v_129.v[2];
#line 416 "tilelang/ops/lowbit_kernels.py"
      const half v_136 = tl::mul(v_135, v_131);
#line 410 "tilelang/ops/lowbit_kernels.py"
      const half v_137 = v_129.v[3];
#line 416 "tilelang/ops/lowbit_kernels.py"
      const half v_138 = tl::mul(v_137, v_131);
#line 410 "tilelang/ops/lowbit_kernels.py"
      const half v_139 = v_129.v[4];
#line 416 "tilelang/ops/lowbit_kernels.py"
      const half v_140 = tl::mul(v_139, v_131);
#line 410 "tilelang/ops/lowbit_kernels.py"
      const half v_141 = v_129.v[5];
#line 416 "tilelang/ops/lowbit_kernels.py"
      const half v_142 = tl::mul(v_141, v_131);
#line 410 "tilelang/ops/lowbit_kernels.py"
      const half v_143 = v_129.v[6];
#line 416 "tilelang/ops/lowbit_kernels.py"
      const half v_144 = tl::mul(v_143, v_131);
#line 410 "tilelang/ops/lowbit_kernels.py"
      const half v_145 = v_129.v[7];
#line 416 "tilelang/ops/lowbit_kernels.py"
      const half v_146 = tl::mul(v_145, v_131);
#line 402 "tilelang/ops/lowbit_kernels.py"
      const tl::vec<half, 8> v_147 = tl::vec<half, 8>{{v_132, v_134, v_136, v_138, v_140, v_142, v_144, v_146}};
      *reinterpret_cast<tl::vec<half, 8>*>((B_f + v_124)) = v_147;
#line 410 "tilelang/ops/lowbit_kernels.py"
      const tl::vec<half, 8> v_148 = *reinterpret_cast<const tl::vec<half, 8>*>((dequant + l));
      const half v_149 = v_148.v[0];
#line 416 "tilelang/ops/lowbit_kernels.py"
      const half v_150 = tl::mul(v_149, v_131);
#line 410 "tilelang/ops/lowbit_kernels.py"
      const half v_151 = v_148.v[1];
#line 416 "tilelang/ops/lowbit_kernels.py"
      const half v_152 = tl::mul(v_151, v_131);
#line 410 "tilelang/ops/lowbit_kernels.py"
      const half v_153 = v_148.v[2];
#line 416 "tilelang/ops/lowbit_kernels.py"
      const half v_154 = tl::mul(v_153, v_131);
#line 410 "tilelang/ops/lowbit_kernels.py"
      const half v_155 = v_148.v[3];
#line 416 "tilelang/ops/lowbit_kernels.py"
      const half v_156 = tl::mul(v_155, v_131);
#line 410 "tilelang/ops/lowbit_kernels.py"
      const half v_157 = v_148.v[4];
#line 416 "tilelang/ops/lowbit_kernels.py"
      const half v_158 = tl::mul(v_157, v_131);
#line 410 "tilelang/ops/lowbit_kernels.py"
      const half v_159 = v_148.v[5];
#line 416 "tilelang/ops/lowbit_kernels.py"
      const half v_160 = tl::mul(v_159, v_131);
#line 410 "tilelang/ops/lowbit_kernels.py"
      const half v_161 = v_148.v[6];
#line 416 "tilelang/ops/lowbit_kernels.py"
      const half v_162 = tl::mul(v_161, v_131);
#line 410 "tilelang/ops/lowbit_kernels.py"
      const half v_163 = v_148.v[7];
#line 416 "tilelang/ops/lowbit_kernels.py"
      const half v_164 = tl::mul(v_163, v_131);
#line 402 "tilelang/ops/lowbit_kernels.py"
      const tl::vec<half, 8> v_165 = tl::vec<half, 8>{{v_150, v_152, v_154, v_156, v_158, v_160, v_162, v_164}};
      *reinterpret_cast<tl::vec<half, 8>*>((B_f + l)) = v_165;
    }
#line 428 "tilelang/ops/lowbit_kernels.py"
    alignas(16) half a_regs[64];
    alignas(16) half b_regs[16];
    const int v_166 = (v_11 + v_115);
    const int v_167 = (v_166 + 16);
    const int v_168 = (v_166 + 32);
    const int v_169 = (v_166 + 48);
    const int v_170 = (v_166 + 64);
    const int v_171 = (v_166 + 80);
    const int v_172 = (v_166 + 96);
    const int v_173 = (v_166 + 112);
    for (int kk = 0; kk < 8; kk += 1) {
      const int v_174 = (kk * 16);
      const int v_175 = (v_174 + v_88);
      const int v_176 = (v_175 ^ v_89);
      tl::ldmatrix<4, false>(a_regs + 0, (A_s + (v_166) * 128 + v_176));
      tl::ldmatrix<4, false>(a_regs + 8, (A_s + (v_167) * 128 + v_176));
      tl::ldmatrix<4, false>(a_regs + 16, (A_s + (v_168) * 128 + v_176));
      tl::ldmatrix<4, false>(a_regs + 24, (A_s + (v_169) * 128 + v_176));
      tl::ldmatrix<4, false>(a_regs + 32, (A_s + (v_170) * 128 + v_176));
      tl::ldmatrix<4, false>(a_regs + 40, (A_s + (v_171) * 128 + v_176));
      tl::ldmatrix<4, false>(a_regs + 48, (A_s + (v_172) * 128 + v_176));
      tl::ldmatrix<4, false>(a_regs + 56, (A_s + (v_173) * 128 + v_176));
      const int v_177 = (kk * 4);
      const half v_178 = B_f[v_177];
      b_regs[0] = v_178;
      const int v_179 = (v_177 + 1);
      const half v_180 = B_f[v_179];
      b_regs[1] = v_180;
      const int v_181 = (v_177 + 2);
      const half v_182 = B_f[v_181];
      b_regs[2] = v_182;
      const int v_183 = (v_177 + 3);
      const half v_184 = B_f[v_183];
      b_regs[3] = v_184;
      const int v_185 = (v_177 + 32);
      const half v_186 = B_f[v_185];
      b_regs[4] = v_186;
      const int v_187 = (v_177 + 33);
      const half v_188 = B_f[v_187];
      b_regs[5] = v_188;
      const int v_189 = (v_177 + 34);
      const half v_190 = B_f[v_189];
      b_regs[6] = v_190;
      const int v_191 = (v_177 + 35);
      const half v_192 = B_f[v_191];
      b_regs[7] = v_192;
      const int v_193 = (v_177 + 64);
      const half v_194 = B_f[v_193];
      b_regs[8] = v_194;
      const int v_195 = (v_177 + 65);
      const half v_196 = B_f[v_195];
      b_regs[9] = v_196;
      const int v_197 = (v_177 + 66);
      const half v_198 = B_f[v_197];
      b_regs[10] = v_198;
      const int v_199 = (v_177 + 67);
      const half v_200 = B_f[v_199];
      b_regs[11] = v_200;
      const int v_201 = (v_177 + 96);
      const half v_202 = B_f[v_201];
      b_regs[12] = v_202;
      const int v_203 = (v_177 + 97);
      const half v_204 = B_f[v_203];
      b_regs[13] = v_204;
      const int v_205 = (v_177 + 98);
      const half v_206 = B_f[v_205];
      b_regs[14] = v_206;
      const int v_207 = (v_177 + 99);
      const half v_208 = B_f[v_207];
      b_regs[15] = v_208;
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
    const bool v_209 = (r == 3);
    const int v_210 = (v_92 + 2);
    const int v_211 = (v_209 ? 0 : v_210);
#line 473 "tilelang/ops/lowbit_kernels.py"
    r = v_211;
#line 450 "tilelang/ops/lowbit_kernels.py"
  }
  tl::cp_async_wait<0>();
#line 456 "tilelang/ops/lowbit_kernels.py"
  #pragma unroll
  for (int l_v_2 = 0; l_v_2 < 32; l_v_2 += 1) {
    const int v_212 = (l_v_2 * 4);
    const int v_213 = (l_v_2 / 4);
    const int v_214 = (l_v_2 % 4);
    const int v_215 = (v_213 * 16);
    const int v_216 = (v_215 + v_75);
    const int v_217 = (v_214 * 8);
    const int v_218 = (v_10 + v_217);
    const int v_219 = (v_218 + v_73);
    const int v_220 = (v_216 + v_3);
    const int v_221 = (v_219 + v_4);
    const tl::vec<float, 4> v_222 = *reinterpret_cast<const tl::vec<float, 4>*>((C_f + v_212));
    const float v_223 = v_222.v[0];
    const half v_224 = tl::cast<half>(v_223);
    const float v_225 = v_222.v[1];
    const half v_226 = tl::cast<half>(v_225);
    const tl::vec<half, 2> v_227 = tl::vec<half, 2>{{v_224, v_226}};
    *reinterpret_cast<tl::vec<half, 2>*>((C + (v_220) * 8192 + v_221)) = v_227;
    const int v_228 = (v_220 + 8);
    const float v_229 = v_222.v[2];
    const half v_230 = tl::cast<half>(v_229);
    const float v_231 = v_222.v[3];
    const half v_232 = tl::cast<half>(v_231);
    const tl::vec<half, 2> v_233 = tl::vec<half, 2>{{v_230, v_232}};
    *reinterpret_cast<tl::vec<half, 2>*>((C + (v_228) * 8192 + v_221)) = v_233;
  }
}
