// tutorials/11_custom_format.py --compile-only: gemm for fp5_e2m2; sm_90a
// written by `python scripts/update_golden.py` (never by hand): the CUDA source after prelude.cuh and a blank line, #line paths repository-relative
// fp5_e2m2 -> float16: planes decode, 75 instructions per 32 codes in 5 words of planes 4+1 (2.34 per value)
template <class T> __device__ __forceinline__ void tl_dw_fp5_e2m2_p41_f16(T* dst, const unsigned w0_0, const unsigned w0_1, const unsigned w0_2, const unsigned w0_3, const unsigned w1_0) {
  unsigned* d = reinterpret_cast<unsigned*>(dst);
  const unsigned v0_0 = w0_0 << 8;
  unsigned h0_0; asm("lop3.b32 %0, %1, %2, %3, 0x6a;" : "=r"(h0_0) : "r"(v0_0), "r"(0x0f000f00u), "r"(0x00000000u));
  const unsigned v0_1 = w1_0 << 15;
  unsigned h0_1; asm("lop3.b32 %0, %1, %2, %3, 0xea;" : "=r"(h0_1) : "r"(v0_1), "r"(0x80008000u), "r"(h0_0));
  unsigned s0; asm("fma.rn.f16x2 %0, %1, %2, %3;" : "=r"(s0) : "r"(h0_1), "r"(0x74007400u), "r"(0x80008000u));
  const unsigned v1_0 = w0_0 << 4;
  unsigned h1_0; asm("lop3.b32 %0, %1, %2, %3, 0x6a;" : "=r"(h1_0) : "r"(v1_0), "r"(0x0f000f00u), "r"(0x00000000u));
  const unsigned v1_1 = w1_0 << 14;
  unsigned h1_1; asm("lop3.b32 %0, %1, %2, %3, 0xea;" : "=r"(h1_1) : "r"(v1_1), "r"(0x80008000u), "r"(h1_0));
  unsigned s1; asm("fma.rn.f16x2 %0, %1, %2, %3;" : "=r"(s1) : "r"(h1_1), "r"(0x74007400u), "r"(0x80008000u));
  unsigned h2_0; asm("lop3.b32 %0, %1, %2, %3, 0x6a;" : "=r"(h2_0) : "r"(w0_0), "r"(0x0f000f00u), "r"(0x00000000u));
  const unsigned v2_1 = w1_0 << 13;
  unsigned h2_1; asm("lop3.b32 %0, %1, %2, %3, 0xea;" : "=r"(h2_1) : "r"(v2_1), "r"(0x80008000u), "r"(h2_0));
  unsigned s2; asm("fma.rn.f16x2 %0, %1, %2, %3;" : "=r"(s2) : "r"(h2_1), "r"(0x74007400u), "r"(0x80008000u));
  const unsigned v3_0 = w0_0 >> 4;
  unsigned h3_0; asm("lop3.b32 %0, %1, %2, %3, 0x6a;" : "=r"(h3_0) : "r"(v3_0), "r"(0x0f000f00u), "r"(0x00000000u));
  const unsigned v3_1 = w1_0 << 12;
  unsigned h3_1; asm("lop3.b32 %0, %1, %2, %3, 0xea;" : "=r"(h3_1) : "r"(v3_1), "r"(0x80008000u), "r"(h3_0));
  unsigned s3; asm("fma.rn.f16x2 %0, %1, %2, %3;" : "=r"(s3) : "r"(h3_1), "r"(0x74007400u), "r"(0x80008000u));
  const unsigned v4_0 = w0_1 << 8;
  unsigned h4_0; asm("lop3.b32 %0, %1, %2, %3, 0x6a;" : "=r"(h4_0) : "r"(v4_0), "r"(0x0f000f00u), "r"(0x00000000u));
  const unsigned v4_1 = w1_0 << 11;
  unsigned h4_1; asm("lop3.b32 %0, %1, %2, %3, 0xea;" : "=r"(h4_1) : "r"(v4_1), "r"(0x80008000u), "r"(h4_0));
  unsigned s4; asm("fma.rn.f16x2 %0, %1, %2, %3;" : "=r"(s4) : "r"(h4_1), "r"(0x74007400u), "r"(0x80008000u));
  const unsigned v5_0 = w0_1 << 4;
  unsigned h5_0; asm("lop3.b32 %0, %1, %2, %3, 0x6a;" : "=r"(h5_0) : "r"(v5_0), "r"(0x0f000f00u), "r"(0x00000000u));
  const unsigned v5_1 = w1_0 << 10;
  unsigned h5_1; asm("lop3.b32 %0, %1, %2, %3, 0xea;" : "=r"(h5_1) : "r"(v5_1), "r"(0x80008000u), "r"(h5_0));
  unsigned s5; asm("fma.rn.f16x2 %0, %1, %2, %3;" : "=r"(s5) : "r"(h5_1), "r"(0x74007400u), "r"(0x80008000u));
  unsigned h6_0; asm("lop3.b32 %0, %1, %2, %3, 0x6a;" : "=r"(h6_0) : "r"(w0_1), "r"(0x0f000f00u), "r"(0x00000000u));
  const unsigned v6_1 = w1_0 << 9;
  unsigned h6_1; asm("lop3.b32 %0, %1, %2, %3, 0xea;" : "=r"(h6_1) : "r"(v6_1), "r"(0x80008000u), "r"(h6_0));
  unsigned s6; asm("fma.rn.f16x2 %0, %1, %2, %3;" : "=r"(s6) : "r"(h6_1), "r"(0x74007400u), "r"(0x80008000u));
  const unsigned v7_0 = w0_1 >> 4;
  unsigned h7_0; asm("lop3.b32 %0, %1, %2, %3, 0x6a;" : "=r"(h7_0) : "r"(v7_0), "r"(0x0f000f00u), "r"(0x00000000u));
  const unsigned v7_1 = w1_0 << 8;
  unsigned h7_1; asm("lop3.b32 %0, %1, %2, %3, 0xea;" : "=r"(h7_1) : "r"(v7_1), "r"(0x80008000u), "r"(h7_0));
  unsigned s7; asm("fma.rn.f16x2 %0, %1, %2, %3;" : "=r"(s7) : "r"(h7_1), "r"(0x74007400u), "r"(0x80008000u));
  const unsigned v8_0 = w0_2 << 8;
  unsigned h8_0; asm("lop3.b32 %0, %1, %2, %3, 0x6a;" : "=r"(h8_0) : "r"(v8_0), "r"(0x0f000f00u), "r"(0x00000000u));
  const unsigned v8_1 = w1_0 << 7;
  unsigned h8_1; asm("lop3.b32 %0, %1, %2, %3, 0xea;" : "=r"(h8_1) : "r"(v8_1), "r"(0x80008000u), "r"(h8_0));
  unsigned s8; asm("fma.rn.f16x2 %0, %1, %2, %3;" : "=r"(s8) : "r"(h8_1), "r"(0x74007400u), "r"(0x80008000u));
  const unsigned v9_0 = w0_2 << 4;
  unsigned h9_0; asm("lop3.b32 %0, %1, %2, %3, 0x6a;" : "=r"(h9_0) : "r"(v9_0), "r"(0x0f000f00u), "r"(0x00000000u));
  const unsigned v9_1 = w1_0 << 6;
  unsigned h9_1; asm("lop3.b32 %0, %1, %2, %3, 0xea;" : "=r"(h9_1) : "r"(v9_1), "r"(0x80008000u), "r"(h9_0));
  unsigned s9; asm("fma.rn.f16x2 %0, %1, %2, %3;" : "=r"(s9) : "r"(h9_1), "r"(0x74007400u), "r"(0x80008000u));
  unsigned h10_0; asm("lop3.b32 %0, %1, %2, %3, 0x6a;" : "=r"(h10_0) : "r"(w0_2), "r"(0x0f000f00u), "r"(0x00000000u));
  const unsigned v10_1 = w1_0 << 5;
  unsigned h10_1; asm("lop3.b32 %0, %1, %2, %3, 0xea;" : "=r"(h10_1) : "r"(v10_1), "r"(0x80008000u), "r"(h10_0));
  unsigned s10; asm("fma.rn.f16x2 %0, %1, %2, %3;" : "=r"(s10) : "r"(h10_1), "r"(0x74007400u), "r"(0x80008000u));
  const unsigned v11_0 = w0_2 >> 4;
  unsigned h11_0; asm("lop3.b32 %0, %1, %2, %3, 0x6a;" : "=r"(h11_0) : "r"(v11_0), "r"(0x0f000f00u), "r"(0x00000000u));
  const unsigned v11_1 = w1_0 << 4;
  unsigned h11_1; asm("lop3.b32 %0, %1, %2, %3, 0xea;" : "=r"(h11_1) : "r"(v11_1), "r"(0x80008000u), "r"(h11_0));
  unsigned s11; asm("fma.rn.f16x2 %0, %1, %2, %3;" : "=r"(s11) : "r"(h11_1), "r"(0x74007400u), "r"(0x80008000u));
  const unsigned v12_0 = w0_3 << 8;
  unsigned h12_0; asm("lop3.b32 %0, %1, %2, %3, 0x6a;" : "=r"(h12_0) : "r"(v12_0), "r"(0x0f000f00u), "r"(0x00000000u));
  const unsigned v12_1 = w1_0 << 3;
  unsigned h12_1; asm("lop3.b32 %0, %1, %2, %3, 0xea;" : "=r"(h12_1) : "r"(v12_1), "r"(0x80008000u), "r"(h12_0));
  unsigned s12; asm("fma.rn.f16x2 %0, %1, %2, %3;" : "=r"(s12) : "r"(h12_1), "r"(0x74007400u), "r"(0x80008000u));
  const unsigned v13_0 = w0_3 << 4;
  unsigned h13_0; asm("lop3.b32 %0, %1, %2, %3, 0x6a;" : "=r"(h13_0) : "r"(v13_0), "r"(0x0f000f00u), "r"(0x00000000u));
  const unsigned v13_1 = w1_0 << 2;
  unsigned h13_1; asm("lop3.b32 %0, %1, %2, %3, 0xea;" : "=r"(h13_1) : "r"(v13_1), "r"(0x80008000u), "r"(h13_0));
  unsigned s13; asm("fma.rn.f16x2 %0, %1, %2, %3;" : "=r"(s13) : "r"(h13_1), "r"(0x74007400u), "r"(0x80008000u));
  unsigned h14_0; asm("lop3.b32 %0, %1, %2, %3, 0x6a;" : "=r"(h14_0) : "r"(w0_3), "r"(0x0f000f00u), "r"(0x00000000u));
  const unsigned v14_1 = w1_0 << 1;
  unsigned h14_1; asm("lop3.b32 %0, %1, %2, %3, 0xea;" : "=r"(h14_1) : "r"(v14_1), "r"(0x80008000u), "r"(h14_0));
  unsigned s14; asm("fma.rn.f16x2 %0, %1, %2, %3;" : "=r"(s14) : "r"(h14_1), "r"(0x74007400u), "r"(0x80008000u));
  const unsigned v15_0 = w0_3 >> 4;
  unsigned h15_0; asm("lop3.b32 %0, %1, %2, %3, 0x6a;" : "=r"(h15_0) : "r"(v15_0), "r"(0x0f000f00u), "r"(0x00000000u));
  unsigned h15_1; asm("lop3.b32 %0, %1, %2, %3, 0xea;" : "=r"(h15_1) : "r"(w1_0), "r"(0x80008000u), "r"(h15_0));
  unsigned s15; asm("fma.rn.f16x2 %0, %1, %2, %3;" : "=r"(s15) : "r"(h15_1), "r"(0x74007400u), "r"(0x80008000u));
  d[0] = s0;
  d[1] = s1;
  d[2] = s2;
  d[3] = s3;
  d[4] = s4;
  d[5] = s5;
  d[6] = s6;
  d[7] = s7;
  d[8] = s8;
  d[9] = s9;
  d[10] = s10;
  d[11] = s11;
  d[12] = s12;
  d[13] = s13;
  d[14] = s14;
  d[15] = s15;
}

#line 498 "tilelang/ops/lowbit_kernels.py"
extern "C" __global__ void __launch_bounds__(128) gemm_kernel(half* __restrict__ A, unsigned char* __restrict__ B, half* __restrict__ Scales, half* __restrict__ C, float* __restrict__ Work, int* __restrict__ Arrivals, unsigned char* __restrict__ B1, const __grid_constant__ tl::TensorMap A_tmap, const __grid_constant__ tl::TensorMap B_tmap) {
  extern __shared__ __align__(1024) unsigned char tl_smem[];
  const int tid = (int)threadIdx.x;
#line 405 "tilelang/ops/lowbit_kernels.py"
  unsigned long long* const tma_bar = reinterpret_cast<unsigned long long*>(tl_smem + 56064);
  if (threadIdx.x == 0 && threadIdx.y == 0 && threadIdx.z == 0) {
    for (int i = 0; i < 3; ++i) tl::mbar_init(tma_bar + i, 1);
    tl::fence_mbar_init();
  }
#line 407 "tilelang/ops/lowbit_kernels.py"
  unsigned long long* const tma_bar_1 = reinterpret_cast<unsigned long long*>(tl_smem + 56192);
  if (threadIdx.x == 0 && threadIdx.y == 0 && threadIdx.z == 0) {
    for (int i = 0; i < 3; ++i) tl::mbar_init(tma_bar_1 + i, 1);
    tl::fence_mbar_init();
  }
#line 363 "tilelang/ops/lowbit_kernels.py"
  half* const A_s = reinterpret_cast<half*>(tl_smem + 0);
#line 364 "tilelang/ops/lowbit_kernels.py"
  unsigned char* const B_s = reinterpret_cast<unsigned char*>(tl_smem + 24576);
#line 365 "tilelang/ops/lowbit_kernels.py"
  half* const S_s = reinterpret_cast<half*>(tl_smem + 55296);
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
  unsigned char* const B1_s = reinterpret_cast<unsigned char*>(tl_smem + 49152);
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
  const int v_6 = (k0 * 4);
  const int v_7 = (v_6 / 8);
#line 410 "tilelang/ops/lowbit_kernels.py"
  const int v_8 = (tid % 2);
  const int v_9 = (tid / 2);
  const int v_10 = (v_8 * 128);
  const int v_11 = (v_9 + v_5);
  const int v_12 = (v_10 + k0);
  const int v_13 = (v_9 / 4);
  const int v_14 = (v_13 % 2);
  const int v_15 = (v_14 * 128);
  const int v_16 = (v_10 ^ v_15);
  const int v_17 = tl::floordiv(v_16, 8);
  const int v_18 = (v_12 / 8);
#line 413 "tilelang/ops/lowbit_kernels.py"
  const int v_19 = (g0 + 2);
  const bool v_20 = (tid < 16);
#line 418 "tilelang/ops/lowbit_kernels.py"
  const int v_21 = (tid / 32);
  const int v_22 = (v_21 * 16);
  const int v_23 = (tid % 32);
  const int v_24 = (v_23 / 4);
  const int v_25 = (v_22 + v_24);
  const int v_26 = (tid % 4);
  const int v_27 = (v_26 * 2);
  const int v_28 = (v_26 * 8);
  const int v_29 = (v_24 * 32);
  const int v_30 = (v_28 ^ v_29);
  const int v_31 = tl::floordiv(v_30, 8);
  const int v_32 = (v_31 * 4);
  const int v_33 = (v_28 + 32);
  const int v_34 = (v_33 ^ v_29);
  const int v_35 = tl::floordiv(v_34, 8);
  const int v_36 = (v_35 * 4);
  const int v_37 = (v_28 + 64);
  const int v_38 = (v_37 ^ v_29);
  const int v_39 = tl::floordiv(v_38, 8);
  const int v_40 = (v_39 * 4);
  const int v_41 = (v_28 + 96);
  const int v_42 = (v_41 ^ v_29);
  const int v_43 = tl::floordiv(v_42, 8);
  const int v_44 = (v_43 * 4);
  const int v_45 = (v_26 * 32);
  const int v_46 = (v_25 / 4);
  const int v_47 = (v_46 % 2);
  const int v_48 = (v_47 * 128);
  const int v_49 = (v_45 ^ v_48);
  const int v_50 = tl::floordiv(v_49, 32);
  const int v_51 = (v_50 * 4);
  const int v_52 = (v_25 + 8);
  const int v_53 = (v_28 + 128);
  const int v_54 = (v_53 ^ v_29);
  const int v_55 = tl::floordiv(v_54, 8);
  const int v_56 = (v_55 * 4);
  const int v_57 = (v_28 + 160);
  const int v_58 = (v_57 ^ v_29);
  const int v_59 = tl::floordiv(v_58, 8);
  const int v_60 = (v_59 * 4);
  const int v_61 = (v_28 + 192);
  const int v_62 = (v_61 ^ v_29);
  const int v_63 = tl::floordiv(v_62, 8);
  const int v_64 = (v_63 * 4);
  const int v_65 = (v_28 + 224);
  const int v_66 = (v_65 ^ v_29);
  const int v_67 = tl::floordiv(v_66, 8);
  const int v_68 = (v_67 * 4);
  const int v_69 = (v_45 + 128);
  const int v_70 = (v_69 ^ v_48);
  const int v_71 = tl::floordiv(v_70, 32);
  const int v_72 = (v_71 * 4);
#line 405 "tilelang/ops/lowbit_kernels.py"
  if (v_4) {
    tl::mbar_expect_tx((tma_bar + 0), 8192);
    tl::tma_load<2>((A_s + 0), &A_tmap, (tma_bar + 0), k0, v_3);
    tl::tma_load<2>((unsigned char*)(A_s + 0) + 2048, &A_tmap, (tma_bar + 0), k0 + 64, v_3);
    tl::tma_load<2>((unsigned char*)(A_s + 0) + 4096, &A_tmap, (tma_bar + 0), k0 + 128, v_3);
    tl::tma_load<2>((unsigned char*)(A_s + 0) + 6144, &A_tmap, (tma_bar + 0), k0 + 192, v_3);
  }
#line 407 "tilelang/ops/lowbit_kernels.py"
  if (v_4) {
    tl::mbar_expect_tx((tma_bar_1 + 0), 8192);
    tl::tma_load<1>((B_s + (0) * 128 + 0), &B_tmap, (tma_bar_1 + 0), v_7, v_5);
  }
#line 410 "tilelang/ops/lowbit_kernels.py"
  tl::cp_async<16>((B1_s + (v_9) * 32 + v_17), (B1 + (v_11) * 1024 + v_18), true);
#line 413 "tilelang/ops/lowbit_kernels.py"
  if (v_20) {
    const int v_73 = (tid % 8);
    const int v_74 = (v_73 * 8);
    const int v_75 = (v_14 + g0);
    const int v_76 = (v_74 + v_5);
    tl::cp_async<16>((S_s + (v_14) * 64 + v_74), (Scales + (v_75) * 8192 + v_76), true);
  }
#line 474 "tilelang/ops/lowbit_kernels.py"
  tl::cp_async_commit();
#line 476 "tilelang/ops/lowbit_kernels.py"
  const int v_77 = (v_2 + 1);
  const int k0_1 = (v_77 * 256);
#line 407 "tilelang/ops/lowbit_kernels.py"
  const int v_78 = (k0_1 * 4);
  const int v_79 = (v_78 / 8);
#line 410 "tilelang/ops/lowbit_kernels.py"
  const int v_80 = (v_12 + 256);
  const int v_81 = (v_80 / 8);
#line 405 "tilelang/ops/lowbit_kernels.py"
  if (v_4) {
    tl::mbar_expect_tx((tma_bar + 1), 8192);
    tl::tma_load<2>((A_s + (64) * 64 + 0), &A_tmap, (tma_bar + 1), k0_1, v_3);
    tl::tma_load<2>((unsigned char*)(A_s + (64) * 64 + 0) + 2048, &A_tmap, (tma_bar + 1), k0_1 + 64, v_3);
    tl::tma_load<2>((unsigned char*)(A_s + (64) * 64 + 0) + 4096, &A_tmap, (tma_bar + 1), k0_1 + 128, v_3);
    tl::tma_load<2>((unsigned char*)(A_s + (64) * 64 + 0) + 6144, &A_tmap, (tma_bar + 1), k0_1 + 192, v_3);
  }
#line 407 "tilelang/ops/lowbit_kernels.py"
  if (v_4) {
    tl::mbar_expect_tx((tma_bar_1 + 1), 8192);
    tl::tma_load<1>((B_s + (64) * 128 + 0), &B_tmap, (tma_bar_1 + 1), v_79, v_5);
  }
#line 410 "tilelang/ops/lowbit_kernels.py"
  const int v_82 = (v_9 + 64);
  tl::cp_async<16>((B1_s + (v_82) * 32 + v_17), (B1 + (v_11) * 1024 + v_81), true);
#line 413 "tilelang/ops/lowbit_kernels.py"
  if (v_20) {
    const int v_83 = (tid % 8);
    const int v_84 = (v_83 * 8);
    const int v_85 = (v_14 + v_19);
    const int v_86 = (v_84 + v_5);
    const int v_87 = (v_14 + 2);
    tl::cp_async<16>((S_s + (v_87) * 64 + v_84), (Scales + (v_85) * 8192 + v_86), true);
  }
#line 474 "tilelang/ops/lowbit_kernels.py"
  tl::cp_async_commit();
  int r = 0;
  for (int ko = 0; ko < 8; ko += 1) {
    tl::cp_async_wait<1>();
    tl::fence_proxy_async();
    __syncthreads();
    const int v_88 = (r * 64);
    const int v_89 = (r * 2);
    const int v_90 = (ko / 3);
    const int v_91 = (v_90 % 2);
#line 405 "tilelang/ops/lowbit_kernels.py"
    tl::mbar_wait((tma_bar + r), v_91);
#line 407 "tilelang/ops/lowbit_kernels.py"
    tl::mbar_wait((tma_bar_1 + r), v_91);
#line 418 "tilelang/ops/lowbit_kernels.py"
    alignas(16) half dequant[128];
    alignas(16) half decoded[32];
    const int v_92 = (v_25 + v_88);
    const unsigned v_93 = *reinterpret_cast<const unsigned*>((B_s + (v_92) * 128 + v_32));
    const unsigned v_94 = *reinterpret_cast<const unsigned*>((B_s + (v_92) * 128 + v_36));
    const unsigned v_95 = *reinterpret_cast<const unsigned*>((B_s + (v_92) * 128 + v_40));
    const unsigned v_96 = *reinterpret_cast<const unsigned*>((B_s + (v_92) * 128 + v_44));
    const unsigned v_97 = *reinterpret_cast<const unsigned*>((B1_s + (v_92) * 32 + v_51));
    tl_dw_fp5_e2m2_p41_f16(decoded + 0, v_93, v_94, v_95, v_96, v_97);
    const half v_98 = decoded[0];
    dequant[0] = v_98;
    const half v_99 = decoded[1];
    dequant[1] = v_99;
    const half v_100 = decoded[2];
    dequant[2] = v_100;
    const half v_101 = decoded[3];
    dequant[3] = v_101;
    const half v_102 = decoded[4];
    dequant[4] = v_102;
    const half v_103 = decoded[5];
    dequant[5] = v_103;
    const half v_104 = decoded[6];
    dequant[6] = v_104;
    const half v_105 = decoded[7];
    dequant[7] = v_105;
    const half v_106 = decoded[8];
    dequant[16] = v_106;
    const half v_107 = decoded[9];
    dequant[17] = v_107;
    const half v_108 = decoded[10];
    dequant[18] = v_108;
    const half v_109 = decoded[11];
    dequant[19] = v_109;
    const half v_110 = decoded[12];
    dequant[20] = v_110;
    const half v_111 = decoded[13];
    dequant[21] = v_111;
    const half v_112 = decoded[14];
    dequant[22] = v_112;
    const half v_113 = decoded[15];
    dequant[23] = v_113;
    const half v_114 = decoded[16];
    dequant[32] = v_114;
    const half v_115 = decoded[17];
    dequant[33] = v_115;
    const half v_116 = decoded[18];
    dequant[34] = v_116;
    const half v_117 = decoded[19];
    dequant[35] = v_117;
    const half v_118 = decoded[20];
    dequant[36] = v_118;
    const half v_119 = decoded[21];
    dequant[37] = v_119;
    const half v_120 = decoded[22];
    dequant[38] = v_120;
    const half v_121 = decoded[23];
    dequant[39] = v_121;
    const half v_122 = decoded[24];
    dequant[48] = v_122;
    const half v_123 = decoded[25];
    dequant[49] = v_123;
    const half v_124 = decoded[26];
    dequant[50] = v_124;
    const half v_125 = decoded[27];
    dequant[51] = v_125;
    const half v_126 = decoded[28];
    dequant[52] = v_126;
    const half v_127 = decoded[29];
    dequant[53] = v_127;
    const half v_128 = decoded[30];
    dequant[54] = v_128;
    const half v_129 = decoded[31];
    dequant[55] = v_129;
    const int v_130 = (v_92 + 8);
    const unsigned v_131 = *reinterpret_cast<const unsigned*>((B_s + (v_130) * 128 + v_32));
    const unsigned v_132 = *reinterpret_cast<const unsigned*>((B_s + (v_130) * 128 + v_36));
    const unsigned v_133 = *reinterpret_cast<const unsigned*>((B_s + (v_130) * 128 + v_40));
    const unsigned v_134 = *reinterpret_cast<const unsigned*>((B_s + (v_130) * 128 + v_44));
    const unsigned v_135 = *reinterpret_cast<const unsigned*>((B1_s + (v_130) * 32 + v_51));
    tl_dw_fp5_e2m2_p41_f16(decoded + 0, v_131, v_132, v_133, v_134, v_135);
    const half v_136 = decoded[0];
    dequant[8] = v_136;
    const half v_137 = decoded[1];
    dequant[9] = v_137;
    const half v_138 = decoded[2];
    dequant[10] = v_138;
    const half v_139 = decoded[3];
    dequant[11] = v_139;
    const half v_140 = decoded[4];
    dequant[12] = v_140;
    const half v_141 = decoded[5];
    dequant[13] = v_141;
    const half v_142 = decoded[6];
    dequant[14] = v_142;
    const half v_143 = decoded[7];
    dequant[15] = v_143;
    const half v_144 = decoded[8];
    dequant[24] = v_144;
    const half v_145 = decoded[9];
    dequant[25] = v_145;
    const half v_146 = decoded[10];
    dequant[26] = v_146;
    const half v_147 = decoded[11];
    dequant[27] = v_147;
    const half v_148 = decoded[12];
    dequant[28] = v_148;
    const half v_149 = decoded[13];
    dequant[29] = v_149;
    const half v_150 = decoded[14];
    dequant[30] = v_150;
    const half v_151 = decoded[15];
    dequant[31] = v_151;
    const half v_152 = decoded[16];
    dequant[40] = v_152;
    const half v_153 = decoded[17];
    dequant[41] = v_153;
    const half v_154 = decoded[18];
    dequant[42] = v_154;
    const half v_155 = decoded[19];
    dequant[43] = v_155;
    const half v_156 = decoded[20];
    dequant[44] = v_156;
    const half v_157 = decoded[21];
    dequant[45] = v_157;
    const half v_158 = decoded[22];
    dequant[46] = v_158;
    const half v_159 = decoded[23];
    dequant[47] = v_159;
    const half v_160 = decoded[24];
    dequant[56] = v_160;
    const half v_161 = decoded[25];
    dequant[57] = v_161;
    const half v_162 = decoded[26];
    dequant[58] = v_162;
    const half v_163 = decoded[27];
    dequant[59] = v_163;
    const half v_164 = decoded[28];
    dequant[60] = v_164;
    const half v_165 = decoded[29];
    dequant[61] = v_165;
    const half v_166 = decoded[30];
    dequant[62] = v_166;
    const half v_167 = decoded[31];
    dequant[63] = v_167;
    const unsigned v_168 = *reinterpret_cast<const unsigned*>((B_s + (v_92) * 128 + v_56));
    const unsigned v_169 = *reinterpret_cast<const unsigned*>((B_s + (v_92) * 128 + v_60));
    const unsigned v_170 = *reinterpret_cast<const unsigned*>((B_s + (v_92) * 128 + v_64));
    const unsigned v_171 = *reinterpret_cast<const unsigned*>((B_s + (v_92) * 128 + v_68));
    const unsigned v_172 = *reinterpret_cast<const unsigned*>((B1_s + (v_92) * 32 + v_72));
    tl_dw_fp5_e2m2_p41_f16(decoded + 0, v_168, v_169, v_170, v_171, v_172);
    const half v_173 = decoded[0];
    dequant[64] = v_173;
    const half v_174 = decoded[1];
    dequant[65] = v_174;
    const half v_175 = decoded[2];
    dequant[66] = v_175;
    const half v_176 = decoded[3];
    dequant[67] = v_176;
    const half v_177 = decoded[4];
    dequant[68] = v_177;
    const half v_178 = decoded[5];
    dequant[69] = v_178;
    const half v_179 = decoded[6];
    dequant[70] = v_179;
    const half v_180 = decoded[7];
    dequant[71] = v_180;
    const half v_181 = decoded[8];
    dequant[80] = v_181;
    const half v_182 = decoded[9];
    dequant[81] = v_182;
    const half v_183 = decoded[10];
    dequant[82] = v_183;
    const half v_184 = decoded[11];
    dequant[83] = v_184;
    const half v_185 = decoded[12];
    dequant[84] = v_185;
    const half v_186 = decoded[13];
    dequant[85] = v_186;
    const half v_187 = decoded[14];
    dequant[86] = v_187;
    const half v_188 = decoded[15];
    dequant[87] = v_188;
    const half v_189 = decoded[16];
    dequant[96] = v_189;
    const half v_190 = decoded[17];
    dequant[97] = v_190;
    const half v_191 = decoded[18];
    dequant[98] = v_191;
    const half v_192 = decoded[19];
    dequant[99] = v_192;
    const half v_193 = decoded[20];
    dequant[100] = v_193;
    const half v_194 = decoded[21];
    dequant[101] = v_194;
    const half v_195 = decoded[22];
    dequant[102] = v_195;
    const half v_196 = decoded[23];
    dequant[103] = v_196;
    const half v_197 = decoded[24];
    dequant[112] = v_197;
    const half v_198 = decoded[25];
    dequant[113] = v_198;
    const half v_199 = decoded[26];
    dequant[114] = v_199;
    const half v_200 = decoded[27];
    dequant[115] = v_200;
    const half v_201 = decoded[28];
    dequant[116] = v_201;
    const half v_202 = decoded[29];
    dequant[117] = v_202;
    const half v_203 = decoded[30];
    dequant[118] = v_203;
    const half v_204 = decoded[31];
    dequant[119] = v_204;
    const unsigned v_205 = *reinterpret_cast<const unsigned*>((B_s + (v_130) * 128 + v_56));
    const unsigned v_206 = *reinterpret_cast<const unsigned*>((B_s + (v_130) * 128 + v_60));
    const unsigned v_207 = *reinterpret_cast<const unsigned*>((B_s + (v_130) * 128 + v_64));
    const unsigned v_208 = *reinterpret_cast<const unsigned*>((B_s + (v_130) * 128 + v_68));
    const unsigned v_209 = *reinterpret_cast<const unsigned*>((B1_s + (v_130) * 32 + v_72));
    tl_dw_fp5_e2m2_p41_f16(decoded + 0, v_205, v_206, v_207, v_208, v_209);
    const half v_210 = decoded[0];
    dequant[72] = v_210;
    const half v_211 = decoded[1];
    dequant[73] = v_211;
    const half v_212 = decoded[2];
    dequant[74] = v_212;
    const half v_213 = decoded[3];
    dequant[75] = v_213;
    const half v_214 = decoded[4];
    dequant[76] = v_214;
    const half v_215 = decoded[5];
    dequant[77] = v_215;
    const half v_216 = decoded[6];
    dequant[78] = v_216;
    const half v_217 = decoded[7];
    dequant[79] = v_217;
    const half v_218 = decoded[8];
    dequant[88] = v_218;
    const half v_219 = decoded[9];
    dequant[89] = v_219;
    const half v_220 = decoded[10];
    dequant[90] = v_220;
    const half v_221 = decoded[11];
    dequant[91] = v_221;
    const half v_222 = decoded[12];
    dequant[92] = v_222;
    const half v_223 = decoded[13];
    dequant[93] = v_223;
    const half v_224 = decoded[14];
    dequant[94] = v_224;
    const half v_225 = decoded[15];
    dequant[95] = v_225;
    const half v_226 = decoded[16];
    dequant[104] = v_226;
    const half v_227 = decoded[17];
    dequant[105] = v_227;
    const half v_228 = decoded[18];
    dequant[106] = v_228;
    const half v_229 = decoded[19];
    dequant[107] = v_229;
    const half v_230 = decoded[20];
    dequant[108] = v_230;
    const half v_231 = decoded[21];
    dequant[109] = v_231;
    const half v_232 = decoded[22];
    dequant[110] = v_232;
    const half v_233 = decoded[23];
    dequant[111] = v_233;
    const half v_234 = decoded[24];
    dequant[120] = v_234;
    const half v_235 = decoded[25];
    dequant[121] = v_235;
    const half v_236 = decoded[26];
    dequant[122] = v_236;
    const half v_237 = decoded[27];
    dequant[123] = v_237;
    const half v_238 = decoded[28];
    dequant[124] = v_238;
    const half v_239 = decoded[29];
    dequant[125] = v_239;
    const half v_240 = decoded[30];
    dequant[126] = v_240;
    const half v_241 = decoded[31];
    dequant[127] = v_241;
    #pragma unroll
    for (int l_v_1 = 0; l_v_1 < 16; l_v_1 += 1) {
      const int v_242 = (l_v_1 * 8);
#line 426 "tilelang/ops/lowbit_kernels.py"
      const tl::vec<half, 8> v_243 = *reinterpret_cast<const tl::vec<half, 8>*>((dequant + v_242));
#line 418 "tilelang/ops/lowbit_kernels.py"
      *reinterpret_cast<tl::vec<half, 8>*>((B_f + v_242)) = v_243;
    }
#line 441 "tilelang/ops/lowbit_kernels.py"
    tl::wgmma_fence<0, 64>(C_step, B_f);
    const unsigned long long v_244 = tl::wgmma_desc<128, 16, 1024>((A_s + (v_88) * 64 + 0));
    { float* tl_acc = C_step; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %13, 0;\nwgmma.mma_async.sync.aligned.m64n16k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9, %10, %11}, %12, p, 1, 1, 0;\n}\n" : "=f"(tl_acc[0 + 0]), "=f"(tl_acc[0 + 1]), "=f"(tl_acc[0 + 2]), "=f"(tl_acc[0 + 3]), "=f"(tl_acc[0 + 4]), "=f"(tl_acc[0 + 5]), "=f"(tl_acc[0 + 6]), "=f"(tl_acc[0 + 7]) : "r"(*reinterpret_cast<const unsigned*>(&B_f[0 + 0])), "r"(*reinterpret_cast<const unsigned*>(&B_f[0 + 8])), "r"(*reinterpret_cast<const unsigned*>(&B_f[0 + 2])), "r"(*reinterpret_cast<const unsigned*>(&B_f[0 + 10])), "l"(v_244), "r"(0)); }
    const unsigned long long v_245 = tl::wgmma_desc_at<128, 16, 1024>((A_s + (v_88) * 64), 2);
    { float* tl_acc = C_step; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %13, 0;\nwgmma.mma_async.sync.aligned.m64n16k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9, %10, %11}, %12, p, 1, 1, 0;\n}\n" : "+f"(tl_acc[0 + 0]), "+f"(tl_acc[0 + 1]), "+f"(tl_acc[0 + 2]), "+f"(tl_acc[0 + 3]), "+f"(tl_acc[0 + 4]), "+f"(tl_acc[0 + 5]), "+f"(tl_acc[0 + 6]), "+f"(tl_acc[0 + 7]) : "r"(*reinterpret_cast<const unsigned*>(&B_f[4 + 0])), "r"(*reinterpret_cast<const unsigned*>(&B_f[4 + 8])), "r"(*reinterpret_cast<const unsigned*>(&B_f[4 + 2])), "r"(*reinterpret_cast<const unsigned*>(&B_f[4 + 10])), "l"(v_245), "r"(1)); }
    const unsigned long long v_246 = tl::wgmma_desc_at<128, 16, 1024>((A_s + (v_88) * 64), 4);
    { float* tl_acc = C_step; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %13, 0;\nwgmma.mma_async.sync.aligned.m64n16k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9, %10, %11}, %12, p, 1, 1, 0;\n}\n" : "+f"(tl_acc[0 + 0]), "+f"(tl_acc[0 + 1]), "+f"(tl_acc[0 + 2]), "+f"(tl_acc[0 + 3]), "+f"(tl_acc[0 + 4]), "+f"(tl_acc[0 + 5]), "+f"(tl_acc[0 + 6]), "+f"(tl_acc[0 + 7]) : "r"(*reinterpret_cast<const unsigned*>(&B_f[16 + 0])), "r"(*reinterpret_cast<const unsigned*>(&B_f[16 + 8])), "r"(*reinterpret_cast<const unsigned*>(&B_f[16 + 2])), "r"(*reinterpret_cast<const unsigned*>(&B_f[16 + 10])), "l"(v_246), "r"(1)); }
    const unsigned long long v_247 = tl::wgmma_desc_at<128, 16, 1024>((A_s + (v_88) * 64), 6);
    { float* tl_acc = C_step; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %13, 0;\nwgmma.mma_async.sync.aligned.m64n16k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9, %10, %11}, %12, p, 1, 1, 0;\n}\n" : "+f"(tl_acc[0 + 0]), "+f"(tl_acc[0 + 1]), "+f"(tl_acc[0 + 2]), "+f"(tl_acc[0 + 3]), "+f"(tl_acc[0 + 4]), "+f"(tl_acc[0 + 5]), "+f"(tl_acc[0 + 6]), "+f"(tl_acc[0 + 7]) : "r"(*reinterpret_cast<const unsigned*>(&B_f[20 + 0])), "r"(*reinterpret_cast<const unsigned*>(&B_f[20 + 8])), "r"(*reinterpret_cast<const unsigned*>(&B_f[20 + 2])), "r"(*reinterpret_cast<const unsigned*>(&B_f[20 + 10])), "l"(v_247), "r"(1)); }
    const int v_248 = (v_88 + 16);
    const unsigned long long v_249 = tl::wgmma_desc_at<128, 16, 1024>((A_s + (v_88) * 64), 128);
    { float* tl_acc = C_step; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %13, 0;\nwgmma.mma_async.sync.aligned.m64n16k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9, %10, %11}, %12, p, 1, 1, 0;\n}\n" : "+f"(tl_acc[0 + 0]), "+f"(tl_acc[0 + 1]), "+f"(tl_acc[0 + 2]), "+f"(tl_acc[0 + 3]), "+f"(tl_acc[0 + 4]), "+f"(tl_acc[0 + 5]), "+f"(tl_acc[0 + 6]), "+f"(tl_acc[0 + 7]) : "r"(*reinterpret_cast<const unsigned*>(&B_f[32 + 0])), "r"(*reinterpret_cast<const unsigned*>(&B_f[32 + 8])), "r"(*reinterpret_cast<const unsigned*>(&B_f[32 + 2])), "r"(*reinterpret_cast<const unsigned*>(&B_f[32 + 10])), "l"(v_249), "r"(1)); }
    const unsigned long long v_250 = tl::wgmma_desc_at<128, 16, 1024>((A_s + (v_88) * 64), 130);
    { float* tl_acc = C_step; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %13, 0;\nwgmma.mma_async.sync.aligned.m64n16k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9, %10, %11}, %12, p, 1, 1, 0;\n}\n" : "+f"(tl_acc[0 + 0]), "+f"(tl_acc[0 + 1]), "+f"(tl_acc[0 + 2]), "+f"(tl_acc[0 + 3]), "+f"(tl_acc[0 + 4]), "+f"(tl_acc[0 + 5]), "+f"(tl_acc[0 + 6]), "+f"(tl_acc[0 + 7]) : "r"(*reinterpret_cast<const unsigned*>(&B_f[36 + 0])), "r"(*reinterpret_cast<const unsigned*>(&B_f[36 + 8])), "r"(*reinterpret_cast<const unsigned*>(&B_f[36 + 2])), "r"(*reinterpret_cast<const unsigned*>(&B_f[36 + 10])), "l"(v_250), "r"(1)); }
    const unsigned long long v_251 = tl::wgmma_desc_at<128, 16, 1024>((A_s + (v_88) * 64), 132);
    { float* tl_acc = C_step; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %13, 0;\nwgmma.mma_async.sync.aligned.m64n16k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9, %10, %11}, %12, p, 1, 1, 0;\n}\n" : "+f"(tl_acc[0 + 0]), "+f"(tl_acc[0 + 1]), "+f"(tl_acc[0 + 2]), "+f"(tl_acc[0 + 3]), "+f"(tl_acc[0 + 4]), "+f"(tl_acc[0 + 5]), "+f"(tl_acc[0 + 6]), "+f"(tl_acc[0 + 7]) : "r"(*reinterpret_cast<const unsigned*>(&B_f[48 + 0])), "r"(*reinterpret_cast<const unsigned*>(&B_f[48 + 8])), "r"(*reinterpret_cast<const unsigned*>(&B_f[48 + 2])), "r"(*reinterpret_cast<const unsigned*>(&B_f[48 + 10])), "l"(v_251), "r"(1)); }
    const unsigned long long v_252 = tl::wgmma_desc_at<128, 16, 1024>((A_s + (v_88) * 64), 134);
    { float* tl_acc = C_step; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %13, 0;\nwgmma.mma_async.sync.aligned.m64n16k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9, %10, %11}, %12, p, 1, 1, 0;\n}\n" : "+f"(tl_acc[0 + 0]), "+f"(tl_acc[0 + 1]), "+f"(tl_acc[0 + 2]), "+f"(tl_acc[0 + 3]), "+f"(tl_acc[0 + 4]), "+f"(tl_acc[0 + 5]), "+f"(tl_acc[0 + 6]), "+f"(tl_acc[0 + 7]) : "r"(*reinterpret_cast<const unsigned*>(&B_f[52 + 0])), "r"(*reinterpret_cast<const unsigned*>(&B_f[52 + 8])), "r"(*reinterpret_cast<const unsigned*>(&B_f[52 + 2])), "r"(*reinterpret_cast<const unsigned*>(&B_f[52 + 10])), "l"(v_252), "r"(1)); }
    tl::wgmma_commit();
    tl::wgmma_fence<0, 64>(C2_step, B_f);
    const int v_253 = (v_88 + 32);
    const unsigned long long v_254 = tl::wgmma_desc_at<128, 16, 1024>((A_s + (v_88) * 64), 256);
    { float* tl_acc = C2_step; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %13, 0;\nwgmma.mma_async.sync.aligned.m64n16k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9, %10, %11}, %12, p, 1, 1, 0;\n}\n" : "=f"(tl_acc[0 + 0]), "=f"(tl_acc[0 + 1]), "=f"(tl_acc[0 + 2]), "=f"(tl_acc[0 + 3]), "=f"(tl_acc[0 + 4]), "=f"(tl_acc[0 + 5]), "=f"(tl_acc[0 + 6]), "=f"(tl_acc[0 + 7]) : "r"(*reinterpret_cast<const unsigned*>(&B_f[64 + 0])), "r"(*reinterpret_cast<const unsigned*>(&B_f[64 + 8])), "r"(*reinterpret_cast<const unsigned*>(&B_f[64 + 2])), "r"(*reinterpret_cast<const unsigned*>(&B_f[64 + 10])), "l"(v_254), "r"(0)); }
    const unsigned long long v_255 = tl::wgmma_desc_at<128, 16, 1024>((A_s + (v_88) * 64), 258);
    { float* tl_acc = C2_step; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %13, 0;\nwgmma.mma_async.sync.aligned.m64n16k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9, %10, %11}, %12, p, 1, 1, 0;\n}\n" : "+f"(tl_acc[0 + 0]), "+f"(tl_acc[0 + 1]), "+f"(tl_acc[0 + 2]), "+f"(tl_acc[0 + 3]), "+f"(tl_acc[0 + 4]), "+f"(tl_acc[0 + 5]), "+f"(tl_acc[0 + 6]), "+f"(tl_acc[0 + 7]) : "r"(*reinterpret_cast<const unsigned*>(&B_f[68 + 0])), "r"(*reinterpret_cast<const unsigned*>(&B_f[68 + 8])), "r"(*reinterpret_cast<const unsigned*>(&B_f[68 + 2])), "r"(*reinterpret_cast<const unsigned*>(&B_f[68 + 10])), "l"(v_255), "r"(1)); }
    const unsigned long long v_256 = tl::wgmma_desc_at<128, 16, 1024>((A_s + (v_88) * 64), 260);
    { float* tl_acc = C2_step; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %13, 0;\nwgmma.mma_async.sync.aligned.m64n16k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9, %10, %11}, %12, p, 1, 1, 0;\n}\n" : "+f"(tl_acc[0 + 0]), "+f"(tl_acc[0 + 1]), "+f"(tl_acc[0 + 2]), "+f"(tl_acc[0 + 3]), "+f"(tl_acc[0 + 4]), "+f"(tl_acc[0 + 5]), "+f"(tl_acc[0 + 6]), "+f"(tl_acc[0 + 7]) : "r"(*reinterpret_cast<const unsigned*>(&B_f[80 + 0])), "r"(*reinterpret_cast<const unsigned*>(&B_f[80 + 8])), "r"(*reinterpret_cast<const unsigned*>(&B_f[80 + 2])), "r"(*reinterpret_cast<const unsigned*>(&B_f[80 + 10])), "l"(v_256), "r"(1)); }
    const unsigned long long v_257 = tl::wgmma_desc_at<128, 16, 1024>((A_s + (v_88) * 64), 262);
    { float* tl_acc = C2_step; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %13, 0;\nwgmma.mma_async.sync.aligned.m64n16k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9, %10, %11}, %12, p, 1, 1, 0;\n}\n" : "+f"(tl_acc[0 + 0]), "+f"(tl_acc[0 + 1]), "+f"(tl_acc[0 + 2]), "+f"(tl_acc[0 + 3]), "+f"(tl_acc[0 + 4]), "+f"(tl_acc[0 + 5]), "+f"(tl_acc[0 + 6]), "+f"(tl_acc[0 + 7]) : "r"(*reinterpret_cast<const unsigned*>(&B_f[84 + 0])), "r"(*reinterpret_cast<const unsigned*>(&B_f[84 + 8])), "r"(*reinterpret_cast<const unsigned*>(&B_f[84 + 2])), "r"(*reinterpret_cast<const unsigned*>(&B_f[84 + 10])), "l"(v_257), "r"(1)); }
    const int v_258 = (v_88 + 48);
    const unsigned long long v_259 = tl::wgmma_desc_at<128, 16, 1024>((A_s + (v_88) * 64), 384);
    { float* tl_acc = C2_step; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %13, 0;\nwgmma.mma_async.sync.aligned.m64n16k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9, %10, %11}, %12, p, 1, 1, 0;\n}\n" : "+f"(tl_acc[0 + 0]), "+f"(tl_acc[0 + 1]), "+f"(tl_acc[0 + 2]), "+f"(tl_acc[0 + 3]), "+f"(tl_acc[0 + 4]), "+f"(tl_acc[0 + 5]), "+f"(tl_acc[0 + 6]), "+f"(tl_acc[0 + 7]) : "r"(*reinterpret_cast<const unsigned*>(&B_f[96 + 0])), "r"(*reinterpret_cast<const unsigned*>(&B_f[96 + 8])), "r"(*reinterpret_cast<const unsigned*>(&B_f[96 + 2])), "r"(*reinterpret_cast<const unsigned*>(&B_f[96 + 10])), "l"(v_259), "r"(1)); }
    const unsigned long long v_260 = tl::wgmma_desc_at<128, 16, 1024>((A_s + (v_88) * 64), 386);
    { float* tl_acc = C2_step; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %13, 0;\nwgmma.mma_async.sync.aligned.m64n16k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9, %10, %11}, %12, p, 1, 1, 0;\n}\n" : "+f"(tl_acc[0 + 0]), "+f"(tl_acc[0 + 1]), "+f"(tl_acc[0 + 2]), "+f"(tl_acc[0 + 3]), "+f"(tl_acc[0 + 4]), "+f"(tl_acc[0 + 5]), "+f"(tl_acc[0 + 6]), "+f"(tl_acc[0 + 7]) : "r"(*reinterpret_cast<const unsigned*>(&B_f[100 + 0])), "r"(*reinterpret_cast<const unsigned*>(&B_f[100 + 8])), "r"(*reinterpret_cast<const unsigned*>(&B_f[100 + 2])), "r"(*reinterpret_cast<const unsigned*>(&B_f[100 + 10])), "l"(v_260), "r"(1)); }
    const unsigned long long v_261 = tl::wgmma_desc_at<128, 16, 1024>((A_s + (v_88) * 64), 388);
    { float* tl_acc = C2_step; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %13, 0;\nwgmma.mma_async.sync.aligned.m64n16k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9, %10, %11}, %12, p, 1, 1, 0;\n}\n" : "+f"(tl_acc[0 + 0]), "+f"(tl_acc[0 + 1]), "+f"(tl_acc[0 + 2]), "+f"(tl_acc[0 + 3]), "+f"(tl_acc[0 + 4]), "+f"(tl_acc[0 + 5]), "+f"(tl_acc[0 + 6]), "+f"(tl_acc[0 + 7]) : "r"(*reinterpret_cast<const unsigned*>(&B_f[112 + 0])), "r"(*reinterpret_cast<const unsigned*>(&B_f[112 + 8])), "r"(*reinterpret_cast<const unsigned*>(&B_f[112 + 2])), "r"(*reinterpret_cast<const unsigned*>(&B_f[112 + 10])), "l"(v_261), "r"(1)); }
    const unsigned long long v_262 = tl::wgmma_desc_at<128, 16, 1024>((A_s + (v_88) * 64), 390);
    { float* tl_acc = C2_step; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %13, 0;\nwgmma.mma_async.sync.aligned.m64n16k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9, %10, %11}, %12, p, 1, 1, 0;\n}\n" : "+f"(tl_acc[0 + 0]), "+f"(tl_acc[0 + 1]), "+f"(tl_acc[0 + 2]), "+f"(tl_acc[0 + 3]), "+f"(tl_acc[0 + 4]), "+f"(tl_acc[0 + 5]), "+f"(tl_acc[0 + 6]), "+f"(tl_acc[0 + 7]) : "r"(*reinterpret_cast<const unsigned*>(&B_f[116 + 0])), "r"(*reinterpret_cast<const unsigned*>(&B_f[116 + 8])), "r"(*reinterpret_cast<const unsigned*>(&B_f[116 + 2])), "r"(*reinterpret_cast<const unsigned*>(&B_f[116 + 10])), "l"(v_262), "r"(1)); }
    tl::wgmma_commit();
#line 474 "tilelang/ops/lowbit_kernels.py"
    const int v_263 = (ko + 2);
    const bool v_264 = (r == 0);
    const int v_265 = (r - 1);
    const int v_266 = (v_264 ? 2 : v_265);
    const bool v_267 = (v_263 < 8);
    if (v_267) {
      const int v_268 = tl::min(v_263, 7);
#line 476 "tilelang/ops/lowbit_kernels.py"
      const int v_269 = (v_2 + v_268);
      const int k0_2 = (v_269 * 256);
#line 406 "tilelang/ops/lowbit_kernels.py"
      const int g0_1 = (k0_2 / 128);
#line 407 "tilelang/ops/lowbit_kernels.py"
      const int v_270 = (k0_2 * 4);
      const int v_271 = (v_270 / 8);
#line 410 "tilelang/ops/lowbit_kernels.py"
      const int v_272 = (v_10 + k0_2);
      const int v_273 = (v_272 / 8);
#line 474 "tilelang/ops/lowbit_kernels.py"
      const int v_274 = (v_266 * 64);
      const int v_275 = (v_266 * 2);
#line 405 "tilelang/ops/lowbit_kernels.py"
      if (v_4) {
        tl::mbar_expect_tx((tma_bar + v_266), 8192);
        tl::tma_load<2>((A_s + (v_274) * 64 + 0), &A_tmap, (tma_bar + v_266), k0_2, v_3);
        tl::tma_load<2>((unsigned char*)(A_s + (v_274) * 64 + 0) + 2048, &A_tmap, (tma_bar + v_266), k0_2 + 64, v_3);
        tl::tma_load<2>((unsigned char*)(A_s + (v_274) * 64 + 0) + 4096, &A_tmap, (tma_bar + v_266), k0_2 + 128, v_3);
        tl::tma_load<2>((unsigned char*)(A_s + (v_274) * 64 + 0) + 6144, &A_tmap, (tma_bar + v_266), k0_2 + 192, v_3);
      }
#line 407 "tilelang/ops/lowbit_kernels.py"
      if (v_4) {
        tl::mbar_expect_tx((tma_bar_1 + v_266), 8192);
        tl::tma_load<1>((B_s + (v_274) * 128 + 0), &B_tmap, (tma_bar_1 + v_266), v_271, v_5);
      }
#line 410 "tilelang/ops/lowbit_kernels.py"
      const int v_276 = (v_9 + v_274);
      tl::cp_async<16>((B1_s + (v_276) * 32 + v_17), (B1 + (v_11) * 1024 + v_273), true);
#line 413 "tilelang/ops/lowbit_kernels.py"
      if (v_20) {
        const int v_277 = (tid % 8);
        const int v_278 = (v_277 * 8);
        const int v_279 = (v_14 + g0_1);
        const int v_280 = (v_278 + v_5);
        const int v_281 = (v_14 + v_275);
        tl::cp_async<16>((S_s + (v_281) * 64 + v_278), (Scales + (v_279) * 8192 + v_280), true);
      }
#line 474 "tilelang/ops/lowbit_kernels.py"
    }
    tl::cp_async_commit();
#line 444 "tilelang/ops/lowbit_kernels.py"
    tl::wgmma_wait<1, 8, 64>(C_step, B_f);
#line 445 "tilelang/ops/lowbit_kernels.py"
    #pragma unroll
    for (int l_v_2 = 0; l_v_2 < 2; l_v_2 += 1) {
      const int v_282 = (l_v_2 * 4);
#line 446 "tilelang/ops/lowbit_kernels.py"
      const tl::vec<float, 4> v_283 = *reinterpret_cast<const tl::vec<float, 4>*>((C_step + v_282));
      const float v_284 = v_283.v[0];
      const half v_285 = S_s[(v_89) * 64 + v_25];
      const float v_286 = tl::cast<float>(v_285);
      const tl::vec<float, 4> v_287 = *reinterpret_cast<const tl::vec<float, 4>*>((C_f + v_282));
      const float v_288 = v_287.v[0];
      const float v_289 = __fmaf_rn(v_284, v_286, v_288);
      const float v_290 = v_283.v[1];
      const float v_291 = v_287.v[1];
      const float v_292 = __fmaf_rn(v_290, v_286, v_291);
      const float v_293 = v_283.v[2];
      const half v_294 = S_s[(v_89) * 64 + v_52];
      const float v_295 = tl::cast<float>(v_294);
      const float v_296 = v_287.v[2];
      const float v_297 = __fmaf_rn(v_293, v_295, v_296);
      const float v_298 = v_283.v[3];
      const float v_299 = v_287.v[3];
      const float v_300 = __fmaf_rn(v_298, v_295, v_299);
#line 445 "tilelang/ops/lowbit_kernels.py"
      const tl::vec<float, 4> v_301 = tl::vec<float, 4>{{v_289, v_292, v_297, v_300}};
      *reinterpret_cast<tl::vec<float, 4>*>((C_f + v_282)) = v_301;
    }
#line 444 "tilelang/ops/lowbit_kernels.py"
    tl::wgmma_wait_defining<0, 8, 64>(C2_step, B_f);
#line 446 "tilelang/ops/lowbit_kernels.py"
    const int v_302 = (v_89 + 1);
#line 445 "tilelang/ops/lowbit_kernels.py"
    #pragma unroll
    for (int l_v_3 = 0; l_v_3 < 2; l_v_3 += 1) {
      const int v_303 = (l_v_3 * 4);
#line 446 "tilelang/ops/lowbit_kernels.py"
      const tl::vec<float, 4> v_304 = *reinterpret_cast<const tl::vec<float, 4>*>((C2_step + v_303));
      const float v_305 = v_304.v[0];
      const half v_306 = S_s[(v_302) * 64 + v_25];
      const float v_307 = tl::cast<float>(v_306);
      const tl::vec<float, 4> v_308 = *reinterpret_cast<const tl::vec<float, 4>*>((C_f + v_303));
      const float v_309 = v_308.v[0];
      const float v_310 = __fmaf_rn(v_305, v_307, v_309);
      const float v_311 = v_304.v[1];
      const float v_312 = v_308.v[1];
      const float v_313 = __fmaf_rn(v_311, v_307, v_312);
      const float v_314 = v_304.v[2];
      const half v_315 = S_s[(v_302) * 64 + v_52];
      const float v_316 = tl::cast<float>(v_315);
      const float v_317 = v_308.v[2];
      const float v_318 = __fmaf_rn(v_314, v_316, v_317);
      const float v_319 = v_304.v[3];
      const float v_320 = v_308.v[3];
      const float v_321 = __fmaf_rn(v_319, v_316, v_320);
#line 445 "tilelang/ops/lowbit_kernels.py"
      const tl::vec<float, 4> v_322 = tl::vec<float, 4>{{v_310, v_313, v_318, v_321}};
      *reinterpret_cast<tl::vec<float, 4>*>((C_f + v_303)) = v_322;
    }
#line 474 "tilelang/ops/lowbit_kernels.py"
    const bool v_323 = (r == 2);
    const int v_324 = (v_265 + 2);
    const int v_325 = (v_323 ? 0 : v_324);
#line 498 "tilelang/ops/lowbit_kernels.py"
    r = v_325;
#line 474 "tilelang/ops/lowbit_kernels.py"
  }
  tl::cp_async_wait<0>();
#line 479 "tilelang/ops/lowbit_kernels.py"
  float* const split_k_tile = reinterpret_cast<float*>(tl_smem + 0);
  __syncthreads();
  #pragma unroll
  for (int l_v_4 = 0; l_v_4 < 2; l_v_4 += 1) {
    const int v_326 = (l_v_4 * 4);
    const int v_327 = (l_v_4 * 8);
    const int v_328 = (v_327 + v_27);
    const tl::vec<float, 4> v_329 = *reinterpret_cast<const tl::vec<float, 4>*>((C_f + v_326));
    const float v_330 = v_329.v[0];
    split_k_tile[(v_328) * 64 + v_25] = v_330;
    const int v_331 = (v_328 + 1);
    const float v_332 = v_329.v[1];
    split_k_tile[(v_331) * 64 + v_25] = v_332;
    const float v_333 = v_329.v[2];
    split_k_tile[(v_328) * 64 + v_52] = v_333;
    const float v_334 = v_329.v[3];
    split_k_tile[(v_331) * 64 + v_52] = v_334;
  }
  __syncthreads();
  for (int k = 0; k < 2; k += 1) {
    const int v_335 = (k * 128);
    const int v_336 = (v_335 + tid);
    const int v_337 = (v_336 % 16);
    const int v_338 = (v_336 / 16);
    const int v_339 = (v_337 * 4);
    const int v_340 = (v_3 + v_338);
    const int v_341 = (v_5 + v_339);
    const tl::vec<float, 4> v_342 = *reinterpret_cast<const tl::vec<float, 4>*>((split_k_tile + (v_338) * 64 + v_339));
    *reinterpret_cast<tl::vec<float, 4>*>((Work + (((int)blockIdx.z) * 16 + v_340) * 8192 + v_341)) = v_342;
  }
  __syncthreads();
  int* const split_k_last = reinterpret_cast<int*>(tl_smem + 0);
  if (v_4) {
    const int v_343 = tl::fetch_add_acq_rel((Arrivals + ((int)blockIdx.y) * 128 + (int)blockIdx.x), 1);
    split_k_last[0] = v_343;
  }
  tl::fence_proxy_async();
  __syncthreads();
  const int v_344 = split_k_last[0];
  const bool v_345 = (v_344 == 3);
  if (v_345) {
    for (int k_1 = 0; k_1 < 2; k_1 += 1) {
      const int v_346 = (k_1 * 128);
      const int v_347 = (v_346 + tid);
      const int v_348 = (v_347 % 16);
      const int v_349 = (v_347 / 16);
      const int v_350 = (v_348 * 4);
      const int v_351 = (v_3 + v_349);
      const int v_352 = (v_5 + v_350);
      const tl::vec<float, 4> v_353 = *reinterpret_cast<const tl::vec<float, 4>*>((Work + (v_351) * 8192 + v_352));
      const float v_354 = v_353.v[0];
      const tl::vec<float, 4> v_355 = *reinterpret_cast<const tl::vec<float, 4>*>((Work + ((1) * 16 + v_351) * 8192 + v_352));
      const float v_356 = v_355.v[0];
      const float v_357 = (v_354 + v_356);
      const tl::vec<float, 4> v_358 = *reinterpret_cast<const tl::vec<float, 4>*>((Work + ((2) * 16 + v_351) * 8192 + v_352));
      const float v_359 = v_358.v[0];
      const float v_360 = (v_357 + v_359);
      const tl::vec<float, 4> v_361 = *reinterpret_cast<const tl::vec<float, 4>*>((Work + ((3) * 16 + v_351) * 8192 + v_352));
      const float v_362 = v_361.v[0];
      const float v_363 = (v_360 + v_362);
      const half v_364 = tl::cast<half>(v_363);
      const float v_365 = v_353.v[1];
      const float v_366 = v_355.v[1];
      const float v_367 = (v_365 + v_366);
      const float v_368 = v_358.v[1];
      const float v_369 = (v_367 + v_368);
      const float v_370 = v_361.v[1];
      const float v_371 = (v_369 + v_370);
      const half v_372 = tl::cast<half>(v_371);
      const float v_373 = v_353.v[2];
      const float v_374 = v_355.v[2];
      const float v_375 = (v_373 + v_374);
      const float v_376 = v_358.v[2];
      const float v_377 = (v_375 + v_376);
      const float v_378 = v_361.v[2];
      const float v_379 = (v_377 + v_378);
      const half v_380 = tl::cast<half>(v_379);
      const float v_381 = v_353.v[3];
      const float v_382 = v_355.v[3];
      const float v_383 = (v_381 + v_382);
      const float v_384 = v_358.v[3];
      const float v_385 = (v_383 + v_384);
      const float v_386 = v_361.v[3];
      const float v_387 = (v_385 + v_386);
      const half v_388 = tl::cast<half>(v_387);
      const tl::vec<half, 4> v_389 = tl::vec<half, 4>{{v_364, v_372, v_380, v_388}};
      *reinterpret_cast<tl::vec<half, 4>*>((C + (v_351) * 8192 + v_352)) = v_389;
    }
    if (v_4) {
      Arrivals[((int)blockIdx.y) * 128 + (int)blockIdx.x] = 0;
    }
  }
}
