// tutorials/11_custom_format.py --compile-only: gemm for i3; sm_90a
// written by `python scripts/update_golden.py` (never by hand): the CUDA source after prelude.cuh and a blank line, #line paths repository-relative
// i3 -> float16: planes decode, 68 instructions per 32 codes in 3 words of planes 2+1 (2.12 per value)
template <class T> __device__ __forceinline__ void tl_dw_i3_p21_f16(T* dst, const unsigned w0_0, const unsigned w0_1, const unsigned w1_0) {
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
extern "C" __global__ void __launch_bounds__(128) gemm_kernel(half* __restrict__ A, unsigned char* __restrict__ B, half* __restrict__ Scales, half* __restrict__ C, float* __restrict__ Work, int* __restrict__ Arrivals, unsigned char* __restrict__ B1, const __grid_constant__ tl::TensorMap A_tmap) {
  extern __shared__ __align__(1024) unsigned char tl_smem[];
  const int tid = (int)threadIdx.x;
#line 405 "tilelang/ops/lowbit_kernels.py"
  unsigned long long* const tma_bar = reinterpret_cast<unsigned long long*>(tl_smem + 43776);
  if (threadIdx.x == 0 && threadIdx.y == 0 && threadIdx.z == 0) {
    for (int i = 0; i < 3; ++i) tl::mbar_init(tma_bar + i, 1);
    tl::fence_mbar_init();
  }
#line 363 "tilelang/ops/lowbit_kernels.py"
  half* const A_s = reinterpret_cast<half*>(tl_smem + 0);
#line 364 "tilelang/ops/lowbit_kernels.py"
  unsigned char* const B_s = reinterpret_cast<unsigned char*>(tl_smem + 24576);
#line 365 "tilelang/ops/lowbit_kernels.py"
  half* const S_s = reinterpret_cast<half*>(tl_smem + 43008);
#line 367 "tilelang/ops/lowbit_kernels.py"
  alignas(16) half B_f[128];
#line 369 "tilelang/ops/lowbit_kernels.py"
  alignas(16) float C_f[8];
#line 370 "tilelang/ops/lowbit_kernels.py"
  alignas(16) float C_step[8];
#line 371 "tilelang/ops/lowbit_kernels.py"
  alignas(16) float C2_step[8];
#line 385 "tilelang/ops/lowbit_kernels.py"
  tl::fence_proxy_async();
  __syncthreads();
  unsigned char* const B1_s = reinterpret_cast<unsigned char*>(tl_smem + 36864);
#line 473 "tilelang/ops/lowbit_kernels.py"
  #pragma unroll
  for (int l_v = 0; l_v < 2; l_v += 1) {
    const int v = (l_v * 4);
    const tl::vec<float, 4> v_1 = tl::vec<float, 4>{{0.0f, 0.0f, 0.0f, 0.0f}};
    *reinterpret_cast<tl::vec<float, 4>*>((C_f + v)) = v_1;
  }
#line 476 "tilelang/ops/lowbit_kernels.py"
  const int v_2 = ((int)blockIdx.z * 8);
  const int k0 = (v_2 * 256);
#line 405 "tilelang/ops/lowbit_kernels.py"
  const int v_3 = ((int)blockIdx.y * 16);
  const bool v_4 = (tid == 0);
#line 406 "tilelang/ops/lowbit_kernels.py"
  const int g0 = (k0 / 128);
#line 407 "tilelang/ops/lowbit_kernels.py"
  const int v_5 = ((int)blockIdx.x * 64);
#line 410 "tilelang/ops/lowbit_kernels.py"
  const int v_6 = (tid % 2);
  const int v_7 = (tid / 2);
  const int v_8 = (v_6 * 128);
  const int v_9 = (v_7 + v_5);
  const int v_10 = (v_8 + k0);
  const int v_11 = (v_7 / 4);
  const int v_12 = (v_11 % 2);
  const int v_13 = (v_12 * 128);
  const int v_14 = (v_8 ^ v_13);
  const int v_15 = tl::floordiv(v_14, 8);
  const int v_16 = (v_10 / 8);
#line 413 "tilelang/ops/lowbit_kernels.py"
  const int v_17 = (g0 + 2);
  const bool v_18 = (tid < 16);
#line 418 "tilelang/ops/lowbit_kernels.py"
  const int v_19 = (tid / 32);
  const int v_20 = (v_19 * 16);
  const int v_21 = (tid % 32);
  const int v_22 = (v_21 / 4);
  const int v_23 = (v_20 + v_22);
  const int v_24 = (tid % 4);
  const int v_25 = (v_24 * 2);
  const int v_26 = (v_24 * 16);
  const int v_27 = (v_23 / 2);
  const int v_28 = (v_27 % 4);
  const int v_29 = (v_28 * 64);
  const int v_30 = (v_26 ^ v_29);
  const int v_31 = tl::floordiv(v_30, 16);
  const int v_32 = (v_31 * 4);
  const int v_33 = (v_26 + 64);
  const int v_34 = (v_33 ^ v_29);
  const int v_35 = tl::floordiv(v_34, 16);
  const int v_36 = (v_35 * 4);
  const int v_37 = (v_24 * 32);
  const int v_38 = (v_23 / 4);
  const int v_39 = (v_38 % 2);
  const int v_40 = (v_39 * 128);
  const int v_41 = (v_37 ^ v_40);
  const int v_42 = tl::floordiv(v_41, 32);
  const int v_43 = (v_42 * 4);
  const int v_44 = (v_23 + 8);
  const int v_45 = (v_26 + 128);
  const int v_46 = (v_45 ^ v_29);
  const int v_47 = tl::floordiv(v_46, 16);
  const int v_48 = (v_47 * 4);
  const int v_49 = (v_26 + 192);
  const int v_50 = (v_49 ^ v_29);
  const int v_51 = tl::floordiv(v_50, 16);
  const int v_52 = (v_51 * 4);
  const int v_53 = (v_37 + 128);
  const int v_54 = (v_53 ^ v_40);
  const int v_55 = tl::floordiv(v_54, 32);
  const int v_56 = (v_55 * 4);
#line 405 "tilelang/ops/lowbit_kernels.py"
  if (v_4) {
    tl::mbar_expect_tx((tma_bar + 0), 8192);
    tl::tma_load<2>((A_s + 0), &A_tmap, (tma_bar + 0), k0, v_3);
    tl::tma_load<2>((unsigned char*)(A_s + 0) + 2048, &A_tmap, (tma_bar + 0), k0 + 64, v_3);
    tl::tma_load<2>((unsigned char*)(A_s + 0) + 4096, &A_tmap, (tma_bar + 0), k0 + 128, v_3);
    tl::tma_load<2>((unsigned char*)(A_s + 0) + 6144, &A_tmap, (tma_bar + 0), k0 + 192, v_3);
  }
#line 407 "tilelang/ops/lowbit_kernels.py"
  const int v_57 = (v_24 * 64);
  const int v_58 = (v_57 + k0);
  const int v_59 = (v_57 ^ v_29);
  const int v_60 = (v_59 * 2);
  const int v_61 = tl::floordiv(v_60, 8);
  const int v_62 = (v_58 * 2);
  const int v_63 = (v_62 / 8);
  for (int k = 0; k < 2; k += 1) {
    const int v_64 = (k * 128);
    const int v_65 = (v_64 + tid);
    const int v_66 = (v_65 / 4);
    const int v_67 = (v_66 + v_5);
    tl::cp_async<16>((B_s + (v_66) * 64 + v_61), (B + (v_67) * 2048 + v_63), true);
  }
#line 410 "tilelang/ops/lowbit_kernels.py"
  tl::cp_async<16>((B1_s + (v_7) * 32 + v_15), (B1 + (v_9) * 1024 + v_16), true);
#line 413 "tilelang/ops/lowbit_kernels.py"
  if (v_18) {
    const int v_68 = (tid % 8);
    const int v_69 = (v_68 * 8);
    const int v_70 = (v_12 + g0);
    const int v_71 = (v_69 + v_5);
    tl::cp_async<16>((S_s + (v_12) * 64 + v_69), (Scales + (v_70) * 8192 + v_71), true);
  }
#line 474 "tilelang/ops/lowbit_kernels.py"
  tl::cp_async_commit();
#line 476 "tilelang/ops/lowbit_kernels.py"
  const int v_72 = (v_2 + 1);
  const int k0_1 = (v_72 * 256);
#line 410 "tilelang/ops/lowbit_kernels.py"
  const int v_73 = (v_10 + 256);
  const int v_74 = (v_73 / 8);
#line 405 "tilelang/ops/lowbit_kernels.py"
  if (v_4) {
    tl::mbar_expect_tx((tma_bar + 1), 8192);
    tl::tma_load<2>((A_s + (64) * 64 + 0), &A_tmap, (tma_bar + 1), k0_1, v_3);
    tl::tma_load<2>((unsigned char*)(A_s + (64) * 64 + 0) + 2048, &A_tmap, (tma_bar + 1), k0_1 + 64, v_3);
    tl::tma_load<2>((unsigned char*)(A_s + (64) * 64 + 0) + 4096, &A_tmap, (tma_bar + 1), k0_1 + 128, v_3);
    tl::tma_load<2>((unsigned char*)(A_s + (64) * 64 + 0) + 6144, &A_tmap, (tma_bar + 1), k0_1 + 192, v_3);
  }
#line 407 "tilelang/ops/lowbit_kernels.py"
  const int v_75 = (v_58 + 256);
  const int v_76 = (v_75 * 2);
  const int v_77 = (v_76 / 8);
  for (int k_1 = 0; k_1 < 2; k_1 += 1) {
    const int v_78 = (k_1 * 128);
    const int v_79 = (v_78 + tid);
    const int v_80 = (v_79 / 4);
    const int v_81 = (v_80 + v_5);
    const int v_82 = (v_80 + 64);
    tl::cp_async<16>((B_s + (v_82) * 64 + v_61), (B + (v_81) * 2048 + v_77), true);
  }
#line 410 "tilelang/ops/lowbit_kernels.py"
  const int v_83 = (v_7 + 64);
  tl::cp_async<16>((B1_s + (v_83) * 32 + v_15), (B1 + (v_9) * 1024 + v_74), true);
#line 413 "tilelang/ops/lowbit_kernels.py"
  if (v_18) {
    const int v_84 = (tid % 8);
    const int v_85 = (v_84 * 8);
    const int v_86 = (v_12 + v_17);
    const int v_87 = (v_85 + v_5);
    const int v_88 = (v_12 + 2);
    tl::cp_async<16>((S_s + (v_88) * 64 + v_85), (Scales + (v_86) * 8192 + v_87), true);
  }
#line 474 "tilelang/ops/lowbit_kernels.py"
  tl::cp_async_commit();
  int r = 0;
  for (int ko = 0; ko < 8; ko += 1) {
    tl::cp_async_wait<1>();
    tl::fence_proxy_async();
    __syncthreads();
    const int v_89 = (r * 64);
    const int v_90 = (r * 2);
    const int v_91 = (ko / 3);
    const int v_92 = (v_91 % 2);
#line 405 "tilelang/ops/lowbit_kernels.py"
    tl::mbar_wait((tma_bar + r), v_92);
#line 418 "tilelang/ops/lowbit_kernels.py"
    alignas(16) half dequant[128];
    alignas(16) half decoded[32];
    const int v_93 = (v_23 + v_89);
    const unsigned v_94 = *reinterpret_cast<const unsigned*>((B_s + (v_93) * 64 + v_32));
    const unsigned v_95 = *reinterpret_cast<const unsigned*>((B_s + (v_93) * 64 + v_36));
    const unsigned v_96 = *reinterpret_cast<const unsigned*>((B1_s + (v_93) * 32 + v_43));
    tl_dw_i3_p21_f16(decoded + 0, v_94, v_95, v_96);
    const half v_97 = decoded[0];
    dequant[0] = v_97;
    const half v_98 = decoded[1];
    dequant[1] = v_98;
    const half v_99 = decoded[2];
    dequant[2] = v_99;
    const half v_100 = decoded[3];
    dequant[3] = v_100;
    const half v_101 = decoded[4];
    dequant[4] = v_101;
    const half v_102 = decoded[5];
    dequant[5] = v_102;
    const half v_103 = decoded[6];
    dequant[6] = v_103;
    const half v_104 = decoded[7];
    dequant[7] = v_104;
    const half v_105 = decoded[8];
    dequant[16] = v_105;
    const half v_106 = decoded[9];
    dequant[17] = v_106;
    const half v_107 = decoded[10];
    dequant[18] = v_107;
    const half v_108 = decoded[11];
    dequant[19] = v_108;
    const half v_109 = decoded[12];
    dequant[20] = v_109;
    const half v_110 = decoded[13];
    dequant[21] = v_110;
    const half v_111 = decoded[14];
    dequant[22] = v_111;
    const half v_112 = decoded[15];
    dequant[23] = v_112;
    const half v_113 = decoded[16];
    dequant[32] = v_113;
    const half v_114 = decoded[17];
    dequant[33] = v_114;
    const half v_115 = decoded[18];
    dequant[34] = v_115;
    const half v_116 = decoded[19];
    dequant[35] = v_116;
    const half v_117 = decoded[20];
    dequant[36] = v_117;
    const half v_118 = decoded[21];
    dequant[37] = v_118;
    const half v_119 = decoded[22];
    dequant[38] = v_119;
    const half v_120 = decoded[23];
    dequant[39] = v_120;
    const half v_121 = decoded[24];
    dequant[48] = v_121;
    const half v_122 = decoded[25];
    dequant[49] = v_122;
    const half v_123 = decoded[26];
    dequant[50] = v_123;
    const half v_124 = decoded[27];
    dequant[51] = v_124;
    const half v_125 = decoded[28];
    dequant[52] = v_125;
    const half v_126 = decoded[29];
    dequant[53] = v_126;
    const half v_127 = decoded[30];
    dequant[54] = v_127;
    const half v_128 = decoded[31];
    dequant[55] = v_128;
    const int v_129 = (v_93 + 8);
    const unsigned v_130 = *reinterpret_cast<const unsigned*>((B_s + (v_129) * 64 + v_32));
    const unsigned v_131 = *reinterpret_cast<const unsigned*>((B_s + (v_129) * 64 + v_36));
    const unsigned v_132 = *reinterpret_cast<const unsigned*>((B1_s + (v_129) * 32 + v_43));
    tl_dw_i3_p21_f16(decoded + 0, v_130, v_131, v_132);
    const half v_133 = decoded[0];
    dequant[8] = v_133;
    const half v_134 = decoded[1];
    dequant[9] = v_134;
    const half v_135 = decoded[2];
    dequant[10] = v_135;
    const half v_136 = decoded[3];
    dequant[11] = v_136;
    const half v_137 = decoded[4];
    dequant[12] = v_137;
    const half v_138 = decoded[5];
    dequant[13] = v_138;
    const half v_139 = decoded[6];
    dequant[14] = v_139;
    const half v_140 = decoded[7];
    dequant[15] = v_140;
    const half v_141 = decoded[8];
    dequant[24] = v_141;
    const half v_142 = decoded[9];
    dequant[25] = v_142;
    const half v_143 = decoded[10];
    dequant[26] = v_143;
    const half v_144 = decoded[11];
    dequant[27] = v_144;
    const half v_145 = decoded[12];
    dequant[28] = v_145;
    const half v_146 = decoded[13];
    dequant[29] = v_146;
    const half v_147 = decoded[14];
    dequant[30] = v_147;
    const half v_148 = decoded[15];
    dequant[31] = v_148;
    const half v_149 = decoded[16];
    dequant[40] = v_149;
    const half v_150 = decoded[17];
    dequant[41] = v_150;
    const half v_151 = decoded[18];
    dequant[42] = v_151;
    const half v_152 = decoded[19];
    dequant[43] = v_152;
    const half v_153 = decoded[20];
    dequant[44] = v_153;
    const half v_154 = decoded[21];
    dequant[45] = v_154;
    const half v_155 = decoded[22];
    dequant[46] = v_155;
    const half v_156 = decoded[23];
    dequant[47] = v_156;
    const half v_157 = decoded[24];
    dequant[56] = v_157;
    const half v_158 = decoded[25];
    dequant[57] = v_158;
    const half v_159 = decoded[26];
    dequant[58] = v_159;
    const half v_160 = decoded[27];
    dequant[59] = v_160;
    const half v_161 = decoded[28];
    dequant[60] = v_161;
    const half v_162 = decoded[29];
    dequant[61] = v_162;
    const half v_163 = decoded[30];
    dequant[62] = v_163;
    const half v_164 = decoded[31];
    dequant[63] = v_164;
    const unsigned v_165 = *reinterpret_cast<const unsigned*>((B_s + (v_93) * 64 + v_48));
    const unsigned v_166 = *reinterpret_cast<const unsigned*>((B_s + (v_93) * 64 + v_52));
    const unsigned v_167 = *reinterpret_cast<const unsigned*>((B1_s + (v_93) * 32 + v_56));
    tl_dw_i3_p21_f16(decoded + 0, v_165, v_166, v_167);
    const half v_168 = decoded[0];
    dequant[64] = v_168;
    const half v_169 = decoded[1];
    dequant[65] = v_169;
    const half v_170 = decoded[2];
    dequant[66] = v_170;
    const half v_171 = decoded[3];
    dequant[67] = v_171;
    const half v_172 = decoded[4];
    dequant[68] = v_172;
    const half v_173 = decoded[5];
    dequant[69] = v_173;
    const half v_174 = decoded[6];
    dequant[70] = v_174;
    const half v_175 = decoded[7];
    dequant[71] = v_175;
    const half v_176 = decoded[8];
    dequant[80] = v_176;
    const half v_177 = decoded[9];
    dequant[81] = v_177;
    const half v_178 = decoded[10];
    dequant[82] = v_178;
    const half v_179 = decoded[11];
    dequant[83] = v_179;
    const half v_180 = decoded[12];
    dequant[84] = v_180;
    const half v_181 = decoded[13];
    dequant[85] = v_181;
    const half v_182 = decoded[14];
    dequant[86] = v_182;
    const half v_183 = decoded[15];
    dequant[87] = v_183;
    const half v_184 = decoded[16];
    dequant[96] = v_184;
    const half v_185 = decoded[17];
    dequant[97] = v_185;
    const half v_186 = decoded[18];
    dequant[98] = v_186;
    const half v_187 = decoded[19];
    dequant[99] = v_187;
    const half v_188 = decoded[20];
    dequant[100] = v_188;
    const half v_189 = decoded[21];
    dequant[101] = v_189;
    const half v_190 = decoded[22];
    dequant[102] = v_190;
    const half v_191 = decoded[23];
    dequant[103] = v_191;
    const half v_192 = decoded[24];
    dequant[112] = v_192;
    const half v_193 = decoded[25];
    dequant[113] = v_193;
    const half v_194 = decoded[26];
    dequant[114] = v_194;
    const half v_195 = decoded[27];
    dequant[115] = v_195;
    const half v_196 = decoded[28];
    dequant[116] = v_196;
    const half v_197 = decoded[29];
    dequant[117] = v_197;
    const half v_198 = decoded[30];
    dequant[118] = v_198;
    const half v_199 = decoded[31];
    dequant[119] = v_199;
    const unsigned v_200 = *reinterpret_cast<const unsigned*>((B_s + (v_129) * 64 + v_48));
    const unsigned v_201 = *reinterpret_cast<const unsigned*>((B_s + (v_129) * 64 + v_52));
    const unsigned v_202 = *reinterpret_cast<const unsigned*>((B1_s + (v_129) * 32 + v_56));
    tl_dw_i3_p21_f16(decoded + 0, v_200, v_201, v_202);
    const half v_203 = decoded[0];
    dequant[72] = v_203;
    const half v_204 = decoded[1];
    dequant[73] = v_204;
    const half v_205 = decoded[2];
    dequant[74] = v_205;
    const half v_206 = decoded[3];
    dequant[75] = v_206;
    const half v_207 = decoded[4];
    dequant[76] = v_207;
    const half v_208 = decoded[5];
    dequant[77] = v_208;
    const half v_209 = decoded[6];
    dequant[78] = v_209;
    const half v_210 = decoded[7];
    dequant[79] = v_210;
    const half v_211 = decoded[8];
    dequant[88] = v_211;
    const half v_212 = decoded[9];
    dequant[89] = v_212;
    const half v_213 = decoded[10];
    dequant[90] = v_213;
    const half v_214 = decoded[11];
    dequant[91] = v_214;
    const half v_215 = decoded[12];
    dequant[92] = v_215;
    const half v_216 = decoded[13];
    dequant[93] = v_216;
    const half v_217 = decoded[14];
    dequant[94] = v_217;
    const half v_218 = decoded[15];
    dequant[95] = v_218;
    const half v_219 = decoded[16];
    dequant[104] = v_219;
    const half v_220 = decoded[17];
    dequant[105] = v_220;
    const half v_221 = decoded[18];
    dequant[106] = v_221;
    const half v_222 = decoded[19];
    dequant[107] = v_222;
    const half v_223 = decoded[20];
    dequant[108] = v_223;
    const half v_224 = decoded[21];
    dequant[109] = v_224;
    const half v_225 = decoded[22];
    dequant[110] = v_225;
    const half v_226 = decoded[23];
    dequant[111] = v_226;
    const half v_227 = decoded[24];
    dequant[120] = v_227;
    const half v_228 = decoded[25];
    dequant[121] = v_228;
    const half v_229 = decoded[26];
    dequant[122] = v_229;
    const half v_230 = decoded[27];
    dequant[123] = v_230;
    const half v_231 = decoded[28];
    dequant[124] = v_231;
    const half v_232 = decoded[29];
    dequant[125] = v_232;
    const half v_233 = decoded[30];
    dequant[126] = v_233;
    const half v_234 = decoded[31];
    dequant[127] = v_234;
    #pragma unroll
    for (int l_v_1 = 0; l_v_1 < 16; l_v_1 += 1) {
      const int v_235 = (l_v_1 * 8);
#line 426 "tilelang/ops/lowbit_kernels.py"
      const tl::vec<half, 8> v_236 = *reinterpret_cast<const tl::vec<half, 8>*>((dequant + v_235));
#line 418 "tilelang/ops/lowbit_kernels.py"
      *reinterpret_cast<tl::vec<half, 8>*>((B_f + v_235)) = v_236;
    }
#line 441 "tilelang/ops/lowbit_kernels.py"
    tl::wgmma_fence<0, 64>(C_step, B_f);
    const unsigned long long v_237 = tl::wgmma_desc<128, 16, 1024>((A_s + (v_89) * 64 + 0));
    { float* tl_acc = C_step; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %13, 0;\nwgmma.mma_async.sync.aligned.m64n16k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9, %10, %11}, %12, p, 1, 1, 0;\n}\n" : "=f"(tl_acc[0 + 0]), "=f"(tl_acc[0 + 1]), "=f"(tl_acc[0 + 2]), "=f"(tl_acc[0 + 3]), "=f"(tl_acc[0 + 4]), "=f"(tl_acc[0 + 5]), "=f"(tl_acc[0 + 6]), "=f"(tl_acc[0 + 7]) : "r"(*reinterpret_cast<const unsigned*>(&B_f[0 + 0])), "r"(*reinterpret_cast<const unsigned*>(&B_f[0 + 8])), "r"(*reinterpret_cast<const unsigned*>(&B_f[0 + 2])), "r"(*reinterpret_cast<const unsigned*>(&B_f[0 + 10])), "l"(v_237), "r"(0)); }
    const unsigned long long v_238 = tl::wgmma_desc_at<128, 16, 1024>((A_s + (v_89) * 64), 2);
    { float* tl_acc = C_step; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %13, 0;\nwgmma.mma_async.sync.aligned.m64n16k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9, %10, %11}, %12, p, 1, 1, 0;\n}\n" : "+f"(tl_acc[0 + 0]), "+f"(tl_acc[0 + 1]), "+f"(tl_acc[0 + 2]), "+f"(tl_acc[0 + 3]), "+f"(tl_acc[0 + 4]), "+f"(tl_acc[0 + 5]), "+f"(tl_acc[0 + 6]), "+f"(tl_acc[0 + 7]) : "r"(*reinterpret_cast<const unsigned*>(&B_f[4 + 0])), "r"(*reinterpret_cast<const unsigned*>(&B_f[4 + 8])), "r"(*reinterpret_cast<const unsigned*>(&B_f[4 + 2])), "r"(*reinterpret_cast<const unsigned*>(&B_f[4 + 10])), "l"(v_238), "r"(1)); }
    const unsigned long long v_239 = tl::wgmma_desc_at<128, 16, 1024>((A_s + (v_89) * 64), 4);
    { float* tl_acc = C_step; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %13, 0;\nwgmma.mma_async.sync.aligned.m64n16k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9, %10, %11}, %12, p, 1, 1, 0;\n}\n" : "+f"(tl_acc[0 + 0]), "+f"(tl_acc[0 + 1]), "+f"(tl_acc[0 + 2]), "+f"(tl_acc[0 + 3]), "+f"(tl_acc[0 + 4]), "+f"(tl_acc[0 + 5]), "+f"(tl_acc[0 + 6]), "+f"(tl_acc[0 + 7]) : "r"(*reinterpret_cast<const unsigned*>(&B_f[16 + 0])), "r"(*reinterpret_cast<const unsigned*>(&B_f[16 + 8])), "r"(*reinterpret_cast<const unsigned*>(&B_f[16 + 2])), "r"(*reinterpret_cast<const unsigned*>(&B_f[16 + 10])), "l"(v_239), "r"(1)); }
    const unsigned long long v_240 = tl::wgmma_desc_at<128, 16, 1024>((A_s + (v_89) * 64), 6);
    { float* tl_acc = C_step; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %13, 0;\nwgmma.mma_async.sync.aligned.m64n16k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9, %10, %11}, %12, p, 1, 1, 0;\n}\n" : "+f"(tl_acc[0 + 0]), "+f"(tl_acc[0 + 1]), "+f"(tl_acc[0 + 2]), "+f"(tl_acc[0 + 3]), "+f"(tl_acc[0 + 4]), "+f"(tl_acc[0 + 5]), "+f"(tl_acc[0 + 6]), "+f"(tl_acc[0 + 7]) : "r"(*reinterpret_cast<const unsigned*>(&B_f[20 + 0])), "r"(*reinterpret_cast<const unsigned*>(&B_f[20 + 8])), "r"(*reinterpret_cast<const unsigned*>(&B_f[20 + 2])), "r"(*reinterpret_cast<const unsigned*>(&B_f[20 + 10])), "l"(v_240), "r"(1)); }
    const int v_241 = (v_89 + 16);
    const unsigned long long v_242 = tl::wgmma_desc_at<128, 16, 1024>((A_s + (v_89) * 64), 128);
    { float* tl_acc = C_step; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %13, 0;\nwgmma.mma_async.sync.aligned.m64n16k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9, %10, %11}, %12, p, 1, 1, 0;\n}\n" : "+f"(tl_acc[0 + 0]), "+f"(tl_acc[0 + 1]), "+f"(tl_acc[0 + 2]), "+f"(tl_acc[0 + 3]), "+f"(tl_acc[0 + 4]), "+f"(tl_acc[0 + 5]), "+f"(tl_acc[0 + 6]), "+f"(tl_acc[0 + 7]) : "r"(*reinterpret_cast<const unsigned*>(&B_f[32 + 0])), "r"(*reinterpret_cast<const unsigned*>(&B_f[32 + 8])), "r"(*reinterpret_cast<const unsigned*>(&B_f[32 + 2])), "r"(*reinterpret_cast<const unsigned*>(&B_f[32 + 10])), "l"(v_242), "r"(1)); }
    const unsigned long long v_243 = tl::wgmma_desc_at<128, 16, 1024>((A_s + (v_89) * 64), 130);
    { float* tl_acc = C_step; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %13, 0;\nwgmma.mma_async.sync.aligned.m64n16k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9, %10, %11}, %12, p, 1, 1, 0;\n}\n" : "+f"(tl_acc[0 + 0]), "+f"(tl_acc[0 + 1]), "+f"(tl_acc[0 + 2]), "+f"(tl_acc[0 + 3]), "+f"(tl_acc[0 + 4]), "+f"(tl_acc[0 + 5]), "+f"(tl_acc[0 + 6]), "+f"(tl_acc[0 + 7]) : "r"(*reinterpret_cast<const unsigned*>(&B_f[36 + 0])), "r"(*reinterpret_cast<const unsigned*>(&B_f[36 + 8])), "r"(*reinterpret_cast<const unsigned*>(&B_f[36 + 2])), "r"(*reinterpret_cast<const unsigned*>(&B_f[36 + 10])), "l"(v_243), "r"(1)); }
    const unsigned long long v_244 = tl::wgmma_desc_at<128, 16, 1024>((A_s + (v_89) * 64), 132);
    { float* tl_acc = C_step; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %13, 0;\nwgmma.mma_async.sync.aligned.m64n16k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9, %10, %11}, %12, p, 1, 1, 0;\n}\n" : "+f"(tl_acc[0 + 0]), "+f"(tl_acc[0 + 1]), "+f"(tl_acc[0 + 2]), "+f"(tl_acc[0 + 3]), "+f"(tl_acc[0 + 4]), "+f"(tl_acc[0 + 5]), "+f"(tl_acc[0 + 6]), "+f"(tl_acc[0 + 7]) : "r"(*reinterpret_cast<const unsigned*>(&B_f[48 + 0])), "r"(*reinterpret_cast<const unsigned*>(&B_f[48 + 8])), "r"(*reinterpret_cast<const unsigned*>(&B_f[48 + 2])), "r"(*reinterpret_cast<const unsigned*>(&B_f[48 + 10])), "l"(v_244), "r"(1)); }
    const unsigned long long v_245 = tl::wgmma_desc_at<128, 16, 1024>((A_s + (v_89) * 64), 134);
    { float* tl_acc = C_step; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %13, 0;\nwgmma.mma_async.sync.aligned.m64n16k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9, %10, %11}, %12, p, 1, 1, 0;\n}\n" : "+f"(tl_acc[0 + 0]), "+f"(tl_acc[0 + 1]), "+f"(tl_acc[0 + 2]), "+f"(tl_acc[0 + 3]), "+f"(tl_acc[0 + 4]), "+f"(tl_acc[0 + 5]), "+f"(tl_acc[0 + 6]), "+f"(tl_acc[0 + 7]) : "r"(*reinterpret_cast<const unsigned*>(&B_f[52 + 0])), "r"(*reinterpret_cast<const unsigned*>(&B_f[52 + 8])), "r"(*reinterpret_cast<const unsigned*>(&B_f[52 + 2])), "r"(*reinterpret_cast<const unsigned*>(&B_f[52 + 10])), "l"(v_245), "r"(1)); }
    tl::wgmma_commit();
    tl::wgmma_fence<0, 64>(C2_step, B_f);
    const int v_246 = (v_89 + 32);
    const unsigned long long v_247 = tl::wgmma_desc_at<128, 16, 1024>((A_s + (v_89) * 64), 256);
    { float* tl_acc = C2_step; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %13, 0;\nwgmma.mma_async.sync.aligned.m64n16k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9, %10, %11}, %12, p, 1, 1, 0;\n}\n" : "=f"(tl_acc[0 + 0]), "=f"(tl_acc[0 + 1]), "=f"(tl_acc[0 + 2]), "=f"(tl_acc[0 + 3]), "=f"(tl_acc[0 + 4]), "=f"(tl_acc[0 + 5]), "=f"(tl_acc[0 + 6]), "=f"(tl_acc[0 + 7]) : "r"(*reinterpret_cast<const unsigned*>(&B_f[64 + 0])), "r"(*reinterpret_cast<const unsigned*>(&B_f[64 + 8])), "r"(*reinterpret_cast<const unsigned*>(&B_f[64 + 2])), "r"(*reinterpret_cast<const unsigned*>(&B_f[64 + 10])), "l"(v_247), "r"(0)); }
    const unsigned long long v_248 = tl::wgmma_desc_at<128, 16, 1024>((A_s + (v_89) * 64), 258);
    { float* tl_acc = C2_step; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %13, 0;\nwgmma.mma_async.sync.aligned.m64n16k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9, %10, %11}, %12, p, 1, 1, 0;\n}\n" : "+f"(tl_acc[0 + 0]), "+f"(tl_acc[0 + 1]), "+f"(tl_acc[0 + 2]), "+f"(tl_acc[0 + 3]), "+f"(tl_acc[0 + 4]), "+f"(tl_acc[0 + 5]), "+f"(tl_acc[0 + 6]), "+f"(tl_acc[0 + 7]) : "r"(*reinterpret_cast<const unsigned*>(&B_f[68 + 0])), "r"(*reinterpret_cast<const unsigned*>(&B_f[68 + 8])), "r"(*reinterpret_cast<const unsigned*>(&B_f[68 + 2])), "r"(*reinterpret_cast<const unsigned*>(&B_f[68 + 10])), "l"(v_248), "r"(1)); }
    const unsigned long long v_249 = tl::wgmma_desc_at<128, 16, 1024>((A_s + (v_89) * 64), 260);
    { float* tl_acc = C2_step; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %13, 0;\nwgmma.mma_async.sync.aligned.m64n16k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9, %10, %11}, %12, p, 1, 1, 0;\n}\n" : "+f"(tl_acc[0 + 0]), "+f"(tl_acc[0 + 1]), "+f"(tl_acc[0 + 2]), "+f"(tl_acc[0 + 3]), "+f"(tl_acc[0 + 4]), "+f"(tl_acc[0 + 5]), "+f"(tl_acc[0 + 6]), "+f"(tl_acc[0 + 7]) : "r"(*reinterpret_cast<const unsigned*>(&B_f[80 + 0])), "r"(*reinterpret_cast<const unsigned*>(&B_f[80 + 8])), "r"(*reinterpret_cast<const unsigned*>(&B_f[80 + 2])), "r"(*reinterpret_cast<const unsigned*>(&B_f[80 + 10])), "l"(v_249), "r"(1)); }
    const unsigned long long v_250 = tl::wgmma_desc_at<128, 16, 1024>((A_s + (v_89) * 64), 262);
    { float* tl_acc = C2_step; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %13, 0;\nwgmma.mma_async.sync.aligned.m64n16k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9, %10, %11}, %12, p, 1, 1, 0;\n}\n" : "+f"(tl_acc[0 + 0]), "+f"(tl_acc[0 + 1]), "+f"(tl_acc[0 + 2]), "+f"(tl_acc[0 + 3]), "+f"(tl_acc[0 + 4]), "+f"(tl_acc[0 + 5]), "+f"(tl_acc[0 + 6]), "+f"(tl_acc[0 + 7]) : "r"(*reinterpret_cast<const unsigned*>(&B_f[84 + 0])), "r"(*reinterpret_cast<const unsigned*>(&B_f[84 + 8])), "r"(*reinterpret_cast<const unsigned*>(&B_f[84 + 2])), "r"(*reinterpret_cast<const unsigned*>(&B_f[84 + 10])), "l"(v_250), "r"(1)); }
    const int v_251 = (v_89 + 48);
    const unsigned long long v_252 = tl::wgmma_desc_at<128, 16, 1024>((A_s + (v_89) * 64), 384);
    { float* tl_acc = C2_step; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %13, 0;\nwgmma.mma_async.sync.aligned.m64n16k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9, %10, %11}, %12, p, 1, 1, 0;\n}\n" : "+f"(tl_acc[0 + 0]), "+f"(tl_acc[0 + 1]), "+f"(tl_acc[0 + 2]), "+f"(tl_acc[0 + 3]), "+f"(tl_acc[0 + 4]), "+f"(tl_acc[0 + 5]), "+f"(tl_acc[0 + 6]), "+f"(tl_acc[0 + 7]) : "r"(*reinterpret_cast<const unsigned*>(&B_f[96 + 0])), "r"(*reinterpret_cast<const unsigned*>(&B_f[96 + 8])), "r"(*reinterpret_cast<const unsigned*>(&B_f[96 + 2])), "r"(*reinterpret_cast<const unsigned*>(&B_f[96 + 10])), "l"(v_252), "r"(1)); }
    const unsigned long long v_253 = tl::wgmma_desc_at<128, 16, 1024>((A_s + (v_89) * 64), 386);
    { float* tl_acc = C2_step; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %13, 0;\nwgmma.mma_async.sync.aligned.m64n16k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9, %10, %11}, %12, p, 1, 1, 0;\n}\n" : "+f"(tl_acc[0 + 0]), "+f"(tl_acc[0 + 1]), "+f"(tl_acc[0 + 2]), "+f"(tl_acc[0 + 3]), "+f"(tl_acc[0 + 4]), "+f"(tl_acc[0 + 5]), "+f"(tl_acc[0 + 6]), "+f"(tl_acc[0 + 7]) : "r"(*reinterpret_cast<const unsigned*>(&B_f[100 + 0])), "r"(*reinterpret_cast<const unsigned*>(&B_f[100 + 8])), "r"(*reinterpret_cast<const unsigned*>(&B_f[100 + 2])), "r"(*reinterpret_cast<const unsigned*>(&B_f[100 + 10])), "l"(v_253), "r"(1)); }
    const unsigned long long v_254 = tl::wgmma_desc_at<128, 16, 1024>((A_s + (v_89) * 64), 388);
    { float* tl_acc = C2_step; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %13, 0;\nwgmma.mma_async.sync.aligned.m64n16k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9, %10, %11}, %12, p, 1, 1, 0;\n}\n" : "+f"(tl_acc[0 + 0]), "+f"(tl_acc[0 + 1]), "+f"(tl_acc[0 + 2]), "+f"(tl_acc[0 + 3]), "+f"(tl_acc[0 + 4]), "+f"(tl_acc[0 + 5]), "+f"(tl_acc[0 + 6]), "+f"(tl_acc[0 + 7]) : "r"(*reinterpret_cast<const unsigned*>(&B_f[112 + 0])), "r"(*reinterpret_cast<const unsigned*>(&B_f[112 + 8])), "r"(*reinterpret_cast<const unsigned*>(&B_f[112 + 2])), "r"(*reinterpret_cast<const unsigned*>(&B_f[112 + 10])), "l"(v_254), "r"(1)); }
    const unsigned long long v_255 = tl::wgmma_desc_at<128, 16, 1024>((A_s + (v_89) * 64), 390);
    { float* tl_acc = C2_step; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %13, 0;\nwgmma.mma_async.sync.aligned.m64n16k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9, %10, %11}, %12, p, 1, 1, 0;\n}\n" : "+f"(tl_acc[0 + 0]), "+f"(tl_acc[0 + 1]), "+f"(tl_acc[0 + 2]), "+f"(tl_acc[0 + 3]), "+f"(tl_acc[0 + 4]), "+f"(tl_acc[0 + 5]), "+f"(tl_acc[0 + 6]), "+f"(tl_acc[0 + 7]) : "r"(*reinterpret_cast<const unsigned*>(&B_f[116 + 0])), "r"(*reinterpret_cast<const unsigned*>(&B_f[116 + 8])), "r"(*reinterpret_cast<const unsigned*>(&B_f[116 + 2])), "r"(*reinterpret_cast<const unsigned*>(&B_f[116 + 10])), "l"(v_255), "r"(1)); }
    tl::wgmma_commit();
#line 474 "tilelang/ops/lowbit_kernels.py"
    const int v_256 = (ko + 2);
    const bool v_257 = (r == 0);
    const int v_258 = (r - 1);
    const int v_259 = (v_257 ? 2 : v_258);
    const bool v_260 = (v_256 < 8);
    if (v_260) {
      const int v_261 = tl::min(v_256, 7);
#line 476 "tilelang/ops/lowbit_kernels.py"
      const int v_262 = (v_2 + v_261);
      const int k0_2 = (v_262 * 256);
#line 406 "tilelang/ops/lowbit_kernels.py"
      const int g0_1 = (k0_2 / 128);
#line 410 "tilelang/ops/lowbit_kernels.py"
      const int v_263 = (v_8 + k0_2);
      const int v_264 = (v_263 / 8);
#line 474 "tilelang/ops/lowbit_kernels.py"
      const int v_265 = (v_259 * 64);
      const int v_266 = (v_259 * 2);
#line 405 "tilelang/ops/lowbit_kernels.py"
      if (v_4) {
        tl::mbar_expect_tx((tma_bar + v_259), 8192);
        tl::tma_load<2>((A_s + (v_265) * 64 + 0), &A_tmap, (tma_bar + v_259), k0_2, v_3);
        tl::tma_load<2>((unsigned char*)(A_s + (v_265) * 64 + 0) + 2048, &A_tmap, (tma_bar + v_259), k0_2 + 64, v_3);
        tl::tma_load<2>((unsigned char*)(A_s + (v_265) * 64 + 0) + 4096, &A_tmap, (tma_bar + v_259), k0_2 + 128, v_3);
        tl::tma_load<2>((unsigned char*)(A_s + (v_265) * 64 + 0) + 6144, &A_tmap, (tma_bar + v_259), k0_2 + 192, v_3);
      }
#line 407 "tilelang/ops/lowbit_kernels.py"
      const int v_267 = (v_57 + k0_2);
      const int v_268 = (v_267 * 2);
      const int v_269 = (v_268 / 8);
      for (int k_2 = 0; k_2 < 2; k_2 += 1) {
        const int v_270 = (k_2 * 128);
        const int v_271 = (v_270 + tid);
        const int v_272 = (v_271 / 4);
        const int v_273 = (v_272 + v_5);
        const int v_274 = (v_272 + v_265);
        tl::cp_async<16>((B_s + (v_274) * 64 + v_61), (B + (v_273) * 2048 + v_269), true);
      }
#line 410 "tilelang/ops/lowbit_kernels.py"
      const int v_275 = (v_7 + v_265);
      tl::cp_async<16>((B1_s + (v_275) * 32 + v_15), (B1 + (v_9) * 1024 + v_264), true);
#line 413 "tilelang/ops/lowbit_kernels.py"
      if (v_18) {
        const int v_276 = (tid % 8);
        const int v_277 = (v_276 * 8);
        const int v_278 = (v_12 + g0_1);
        const int v_279 = (v_277 + v_5);
        const int v_280 = (v_12 + v_266);
        tl::cp_async<16>((S_s + (v_280) * 64 + v_277), (Scales + (v_278) * 8192 + v_279), true);
      }
#line 474 "tilelang/ops/lowbit_kernels.py"
    }
    tl::cp_async_commit();
#line 444 "tilelang/ops/lowbit_kernels.py"
    tl::wgmma_wait<1, 8, 64>(C_step, B_f);
#line 445 "tilelang/ops/lowbit_kernels.py"
    #pragma unroll
    for (int l_v_2 = 0; l_v_2 < 2; l_v_2 += 1) {
      const int v_281 = (l_v_2 * 4);
#line 446 "tilelang/ops/lowbit_kernels.py"
      const tl::vec<float, 4> v_282 = *reinterpret_cast<const tl::vec<float, 4>*>((C_step + v_281));
      const float v_283 = v_282.v[0];
      const half v_284 = S_s[(v_90) * 64 + v_23];
      const float v_285 = tl::cast<float>(v_284);
      const tl::vec<float, 4> v_286 = *reinterpret_cast<const tl::vec<float, 4>*>((C_f + v_281));
      const float v_287 = v_286.v[0];
      const float v_288 = __fmaf_rn(v_283, v_285, v_287);
      const float v_289 = v_282.v[1];
      const float v_290 = v_286.v[1];
      const float v_291 = __fmaf_rn(v_289, v_285, v_290);
      const float v_292 = v_282.v[2];
      const half v_293 = S_s[(v_90) * 64 + v_44];
      const float v_294 = tl::cast<float>(v_293);
      const float v_295 = v_286.v[2];
      const float v_296 = __fmaf_rn(v_292, v_294, v_295);
      const float v_297 = v_282.v[3];
      const float v_298 = v_286.v[3];
      const float v_299 = __fmaf_rn(v_297, v_294, v_298);
#line 445 "tilelang/ops/lowbit_kernels.py"
      const tl::vec<float, 4> v_300 = tl::vec<float, 4>{{v_288, v_291, v_296, v_299}};
      *reinterpret_cast<tl::vec<float, 4>*>((C_f + v_281)) = v_300;
    }
#line 444 "tilelang/ops/lowbit_kernels.py"
    tl::wgmma_wait_defining<0, 8, 64>(C2_step, B_f);
#line 446 "tilelang/ops/lowbit_kernels.py"
    const int v_301 = (v_90 + 1);
#line 445 "tilelang/ops/lowbit_kernels.py"
    #pragma unroll
    for (int l_v_3 = 0; l_v_3 < 2; l_v_3 += 1) {
      const int v_302 = (l_v_3 * 4);
#line 446 "tilelang/ops/lowbit_kernels.py"
      const tl::vec<float, 4> v_303 = *reinterpret_cast<const tl::vec<float, 4>*>((C2_step + v_302));
      const float v_304 = v_303.v[0];
      const half v_305 = S_s[(v_301) * 64 + v_23];
      const float v_306 = tl::cast<float>(v_305);
      const tl::vec<float, 4> v_307 = *reinterpret_cast<const tl::vec<float, 4>*>((C_f + v_302));
      const float v_308 = v_307.v[0];
      const float v_309 = __fmaf_rn(v_304, v_306, v_308);
      const float v_310 = v_303.v[1];
      const float v_311 = v_307.v[1];
      const float v_312 = __fmaf_rn(v_310, v_306, v_311);
      const float v_313 = v_303.v[2];
      const half v_314 = S_s[(v_301) * 64 + v_44];
      const float v_315 = tl::cast<float>(v_314);
      const float v_316 = v_307.v[2];
      const float v_317 = __fmaf_rn(v_313, v_315, v_316);
      const float v_318 = v_303.v[3];
      const float v_319 = v_307.v[3];
      const float v_320 = __fmaf_rn(v_318, v_315, v_319);
#line 445 "tilelang/ops/lowbit_kernels.py"
      const tl::vec<float, 4> v_321 = tl::vec<float, 4>{{v_309, v_312, v_317, v_320}};
      *reinterpret_cast<tl::vec<float, 4>*>((C_f + v_302)) = v_321;
    }
#line 474 "tilelang/ops/lowbit_kernels.py"
    const bool v_322 = (r == 2);
    const int v_323 = (v_258 + 2);
    const int v_324 = (v_322 ? 0 : v_323);
#line 498 "tilelang/ops/lowbit_kernels.py"
    r = v_324;
#line 474 "tilelang/ops/lowbit_kernels.py"
  }
  tl::cp_async_wait<0>();
#line 479 "tilelang/ops/lowbit_kernels.py"
  float* const split_k_tile = reinterpret_cast<float*>(tl_smem + 0);
  __syncthreads();
  #pragma unroll
  for (int l_v_4 = 0; l_v_4 < 2; l_v_4 += 1) {
    const int v_325 = (l_v_4 * 4);
    const int v_326 = (l_v_4 * 8);
    const int v_327 = (v_326 + v_25);
    const tl::vec<float, 4> v_328 = *reinterpret_cast<const tl::vec<float, 4>*>((C_f + v_325));
    const float v_329 = v_328.v[0];
    split_k_tile[(v_327) * 64 + v_23] = v_329;
    const int v_330 = (v_327 + 1);
    const float v_331 = v_328.v[1];
    split_k_tile[(v_330) * 64 + v_23] = v_331;
    const float v_332 = v_328.v[2];
    split_k_tile[(v_327) * 64 + v_44] = v_332;
    const float v_333 = v_328.v[3];
    split_k_tile[(v_330) * 64 + v_44] = v_333;
  }
  __syncthreads();
  for (int k_3 = 0; k_3 < 2; k_3 += 1) {
    const int v_334 = (k_3 * 128);
    const int v_335 = (v_334 + tid);
    const int v_336 = (v_335 % 16);
    const int v_337 = (v_335 / 16);
    const int v_338 = (v_336 * 4);
    const int v_339 = (v_3 + v_337);
    const int v_340 = (v_5 + v_338);
    const tl::vec<float, 4> v_341 = *reinterpret_cast<const tl::vec<float, 4>*>((split_k_tile + (v_337) * 64 + v_338));
    *reinterpret_cast<tl::vec<float, 4>*>((Work + (((int)blockIdx.z) * 16 + v_339) * 8192 + v_340)) = v_341;
  }
  __syncthreads();
  int* const split_k_last = reinterpret_cast<int*>(tl_smem + 0);
  if (v_4) {
    const int v_342 = tl::fetch_add_acq_rel((Arrivals + ((int)blockIdx.y) * 128 + (int)blockIdx.x), 1);
    split_k_last[0] = v_342;
  }
  tl::fence_proxy_async();
  __syncthreads();
  const int v_343 = split_k_last[0];
  const bool v_344 = (v_343 == 3);
  if (v_344) {
    for (int k_4 = 0; k_4 < 2; k_4 += 1) {
      const int v_345 = (k_4 * 128);
      const int v_346 = (v_345 + tid);
      const int v_347 = (v_346 % 16);
      const int v_348 = (v_346 / 16);
      const int v_349 = (v_347 * 4);
      const int v_350 = (v_3 + v_348);
      const int v_351 = (v_5 + v_349);
      const tl::vec<float, 4> v_352 = *reinterpret_cast<const tl::vec<float, 4>*>((Work + (v_350) * 8192 + v_351));
      const float v_353 = v_352.v[0];
      const tl::vec<float, 4> v_354 = *reinterpret_cast<const tl::vec<float, 4>*>((Work + ((1) * 16 + v_350) * 8192 + v_351));
      const float v_355 = v_354.v[0];
      const float v_356 = (v_353 + v_355);
      const tl::vec<float, 4> v_357 = *reinterpret_cast<const tl::vec<float, 4>*>((Work + ((2) * 16 + v_350) * 8192 + v_351));
      const float v_358 = v_357.v[0];
      const float v_359 = (v_356 + v_358);
      const tl::vec<float, 4> v_360 = *reinterpret_cast<const tl::vec<float, 4>*>((Work + ((3) * 16 + v_350) * 8192 + v_351));
      const float v_361 = v_360.v[0];
      const float v_362 = (v_359 + v_361);
      const half v_363 = tl::cast<half>(v_362);
      const float v_364 = v_352.v[1];
      const float v_365 = v_354.v[1];
      const float v_366 = (v_364 + v_365);
      const float v_367 = v_357.v[1];
      const float v_368 = (v_366 + v_367);
      const float v_369 = v_360.v[1];
      const float v_370 = (v_368 + v_369);
      const half v_371 = tl::cast<half>(v_370);
      const float v_372 = v_352.v[2];
      const float v_373 = v_354.v[2];
      const float v_374 = (v_372 + v_373);
      const float v_375 = v_357.v[2];
      const float v_376 = (v_374 + v_375);
      const float v_377 = v_360.v[2];
      const float v_378 = (v_376 + v_377);
      const half v_379 = tl::cast<half>(v_378);
      const float v_380 = v_352.v[3];
      const float v_381 = v_354.v[3];
      const float v_382 = (v_380 + v_381);
      const float v_383 = v_357.v[3];
      const float v_384 = (v_382 + v_383);
      const float v_385 = v_360.v[3];
      const float v_386 = (v_384 + v_385);
      const half v_387 = tl::cast<half>(v_386);
      const tl::vec<half, 4> v_388 = tl::vec<half, 4>{{v_363, v_371, v_379, v_387}};
      *reinterpret_cast<tl::vec<half, 4>*>((C + (v_350) * 8192 + v_351)) = v_388;
    }
    if (v_4) {
      Arrivals[((int)blockIdx.y) * 128 + (int)blockIdx.x] = 0;
    }
  }
}
