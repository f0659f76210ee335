// tutorials/09_int4_matmul_benchmark.py --compile-only: gemm(M=16, N=8192, K=8192); sm_90a
// written by `python scripts/update_golden.py` (never by hand): the CUDA source after prelude.cuh and a blank line, #line paths repository-relative
#line 489 "tilelang/ops/lowbit_kernels.py"
extern "C" __global__ void __launch_bounds__(128) gemm_kernel(half* __restrict__ A, unsigned char* __restrict__ B, half* __restrict__ Scales, half* __restrict__ C, float* __restrict__ Work, int* __restrict__ Arrivals, const __grid_constant__ tl::TensorMap A_tmap, const __grid_constant__ tl::TensorMap B_tmap) {
  extern __shared__ __align__(1024) unsigned char tl_smem[];
  const int tid = (int)threadIdx.x;
#line 404 "tilelang/ops/lowbit_kernels.py"
  unsigned long long* const tma_bar = reinterpret_cast<unsigned long long*>(tl_smem + 50176);
  if (threadIdx.x == 0 && threadIdx.y == 0 && threadIdx.z == 0) {
    for (int i = 0; i < 3; ++i) tl::mbar_init(tma_bar + i, 1);
    tl::fence_mbar_init();
  }
#line 406 "tilelang/ops/lowbit_kernels.py"
  unsigned long long* const tma_bar_1 = reinterpret_cast<unsigned long long*>(tl_smem + 50304);
  if (threadIdx.x == 0 && threadIdx.y == 0 && threadIdx.z == 0) {
    for (int i = 0; i < 3; ++i) tl::mbar_init(tma_bar_1 + i, 1);
    tl::fence_mbar_init();
  }
#line 362 "tilelang/ops/lowbit_kernels.py"
  half* const A_s = reinterpret_cast<half*>(tl_smem + 0);
#line 363 "tilelang/ops/lowbit_kernels.py"
  unsigned char* const B_s = reinterpret_cast<unsigned char*>(tl_smem + 24576);
#line 364 "tilelang/ops/lowbit_kernels.py"
  half* const S_s = reinterpret_cast<half*>(tl_smem + 49152);
#line 366 "tilelang/ops/lowbit_kernels.py"
  alignas(16) half B_f[128];
#line 367 "tilelang/ops/lowbit_kernels.py"
  tl::fence_proxy_async();
  __syncthreads();
#line 368 "tilelang/ops/lowbit_kernels.py"
  alignas(16) float C_f[8];
#line 369 "tilelang/ops/lowbit_kernels.py"
  alignas(16) float C_step[8];
#line 370 "tilelang/ops/lowbit_kernels.py"
  alignas(16) float C2_step[8];
#line 472 "tilelang/ops/lowbit_kernels.py"
  #pragma unroll
  for (int l_v = 0; l_v < 2; l_v += 1) {
    const int v = (l_v * 4);
    const tl::vec<float, 4> v_1 = tl::vec<float, 4>{{0.0f, 0.0f, 0.0f, 0.0f}};
    *reinterpret_cast<tl::vec<float, 4>*>((C_f + v)) = v_1;
  }
#line 475 "tilelang/ops/lowbit_kernels.py"
  const int v_2 = ((int)blockIdx.z * 8);
  const int k0 = (v_2 * 256);
#line 404 "tilelang/ops/lowbit_kernels.py"
  const int v_3 = ((int)blockIdx.y * 16);
  const bool v_4 = (tid == 0);
#line 405 "tilelang/ops/lowbit_kernels.py"
  const int g0 = (k0 / 128);
#line 406 "tilelang/ops/lowbit_kernels.py"
  const int v_5 = ((int)blockIdx.x * 64);
  const int v_6 = (k0 * 4);
  const int v_7 = (v_6 / 8);
#line 412 "tilelang/ops/lowbit_kernels.py"
  const int v_8 = (g0 + 2);
  const bool v_9 = (tid < 16);
#line 404 "tilelang/ops/lowbit_kernels.py"
  if (v_4) {
    tl::mbar_expect_tx((tma_bar + 0), 8192);
    tl::tma_load<2>((A_s + 0), &A_tmap, (tma_bar + 0), k0, v_3);
    tl::tma_load<2>((unsigned char*)(A_s + 0) + 2048, &A_tmap, (tma_bar + 0), k0 + 64, v_3);
    tl::tma_load<2>((unsigned char*)(A_s + 0) + 4096, &A_tmap, (tma_bar + 0), k0 + 128, v_3);
    tl::tma_load<2>((unsigned char*)(A_s + 0) + 6144, &A_tmap, (tma_bar + 0), k0 + 192, v_3);
  }
#line 406 "tilelang/ops/lowbit_kernels.py"
  if (v_4) {
    tl::mbar_expect_tx((tma_bar_1 + 0), 8192);
    tl::tma_load<1>((B_s + (0) * 128 + 0), &B_tmap, (tma_bar_1 + 0), v_7, v_5);
  }
#line 412 "tilelang/ops/lowbit_kernels.py"
  if (v_9) {
    const int v_10 = (tid % 8);
    const int v_11 = (tid / 8);
    const int v_12 = (v_11 % 2);
    const int v_13 = (v_10 * 8);
    const int v_14 = (v_12 + g0);
    const int v_15 = (v_13 + v_5);
    tl::cp_async<16>((S_s + (v_12) * 64 + v_13), (Scales + (v_14) * 8192 + v_15), true);
  }
#line 473 "tilelang/ops/lowbit_kernels.py"
  tl::cp_async_commit();
#line 475 "tilelang/ops/lowbit_kernels.py"
  const int v_16 = (v_2 + 1);
  const int k0_1 = (v_16 * 256);
#line 406 "tilelang/ops/lowbit_kernels.py"
  const int v_17 = (k0_1 * 4);
  const int v_18 = (v_17 / 8);
#line 404 "tilelang/ops/lowbit_kernels.py"
  if (v_4) {
    tl::mbar_expect_tx((tma_bar + 1), 8192);
    tl::tma_load<2>((A_s + (64) * 64 + 0), &A_tmap, (tma_bar + 1), k0_1, v_3);
    tl::tma_load<2>((unsigned char*)(A_s + (64) * 64 + 0) + 2048, &A_tmap, (tma_bar + 1), k0_1 + 64, v_3);
    tl::tma_load<2>((unsigned char*)(A_s + (64) * 64 + 0) + 4096, &A_tmap, (tma_bar + 1), k0_1 + 128, v_3);
    tl::tma_load<2>((unsigned char*)(A_s + (64) * 64 + 0) + 6144, &A_tmap, (tma_bar + 1), k0_1 + 192, v_3);
  }
#line 406 "tilelang/ops/lowbit_kernels.py"
  if (v_4) {
    tl::mbar_expect_tx((tma_bar_1 + 1), 8192);
    tl::tma_load<1>((B_s + (64) * 128 + 0), &B_tmap, (tma_bar_1 + 1), v_18, v_5);
  }
#line 412 "tilelang/ops/lowbit_kernels.py"
  if (v_9) {
    const int v_19 = (tid % 8);
    const int v_20 = (tid / 8);
    const int v_21 = (v_20 % 2);
    const int v_22 = (v_19 * 8);
    const int v_23 = (v_21 + v_8);
    const int v_24 = (v_22 + v_5);
    const int v_25 = (v_21 + 2);
    tl::cp_async<16>((S_s + (v_25) * 64 + v_22), (Scales + (v_23) * 8192 + v_24), true);
  }
#line 473 "tilelang/ops/lowbit_kernels.py"
  tl::cp_async_commit();
#line 417 "tilelang/ops/lowbit_kernels.py"
  const int v_26 = (tid / 32);
  const int v_27 = (v_26 * 16);
  const int v_28 = (tid % 32);
  const int v_29 = (v_28 / 4);
  const int v_30 = (tid % 4);
  const int v_31 = (v_30 * 2);
  const int v_32 = (v_30 * 8);
  const int v_33 = (v_29 * 32);
#line 444 "tilelang/ops/lowbit_kernels.py"
  const int v_34 = (v_27 + v_29);
  const int v_35 = (v_34 + 8);
#line 473 "tilelang/ops/lowbit_kernels.py"
  int r = 0;
  for (int ko = 0; ko < 8; ko += 1) {
    tl::cp_async_wait<1>();
    tl::fence_proxy_async();
    __syncthreads();
    const int v_36 = (r * 64);
    const int v_37 = (r * 2);
    const int v_38 = (ko / 3);
    const int v_39 = (v_38 % 2);
#line 404 "tilelang/ops/lowbit_kernels.py"
    tl::mbar_wait((tma_bar + r), v_39);
#line 406 "tilelang/ops/lowbit_kernels.py"
    tl::mbar_wait((tma_bar_1 + r), v_39);
#line 417 "tilelang/ops/lowbit_kernels.py"
    alignas(16) half dequant[128];
    #pragma unroll
    for (int g = 0; g < 16; g += 1) {
      const int v_40 = (g * 8);
      const int v_41 = (g % 2);
      const int v_42 = (v_41 * 8);
      const int v_43 = (v_27 + v_42);
      const int v_44 = (v_43 + v_29);
      const int v_45 = (g / 2);
      const int v_46 = (v_45 * 32);
      const int v_47 = (v_46 + v_32);
      const int v_48 = (v_47 ^ v_33);
      const int v_49 = tl::floordiv(v_48, 8);
      const int v_50 = (v_49 * 4);
      const int v_51 = (v_44 + v_36);
      const unsigned v_52 = *reinterpret_cast<const unsigned*>((B_s + (v_51) * 128 + v_50));
      tl::dequant_i4<true>(dequant + v_40, v_52);
    }
    #pragma unroll
    for (int l_v_1 = 0; l_v_1 < 16; l_v_1 += 1) {
      const int v_53 = (l_v_1 * 8);
#line 425 "tilelang/ops/lowbit_kernels.py"
      const tl::vec<half, 8> v_54 = *reinterpret_cast<const tl::vec<half, 8>*>((dequant + v_53));
#line 417 "tilelang/ops/lowbit_kernels.py"
      *reinterpret_cast<tl::vec<half, 8>*>((B_f + v_53)) = v_54;
    }
#line 440 "tilelang/ops/lowbit_kernels.py"
    tl::wgmma_fence<0, 64>(C_step, B_f);
    const unsigned long long v_55 = tl::wgmma_desc<128, 16, 1024>((A_s + (v_36) * 64 + 0));
    { float* tl_acc = C_step; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %13, 0;\nwgmma.mma_async.sync.aligned.m64n16k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9, %10, %11}, %12, p, 1, 1, 0;\n}\n" : "=f"(tl_acc[0 + 0]), "=f"(tl_acc[0 + 1]), "=f"(tl_acc[0 + 2]), "=f"(tl_acc[0 + 3]), "=f"(tl_acc[0 + 4]), "=f"(tl_acc[0 + 5]), "=f"(tl_acc[0 + 6]), "=f"(tl_acc[0 + 7]) : "r"(*reinterpret_cast<const unsigned*>(&B_f[0 + 0])), "r"(*reinterpret_cast<const unsigned*>(&B_f[0 + 8])), "r"(*reinterpret_cast<const unsigned*>(&B_f[0 + 2])), "r"(*reinterpret_cast<const unsigned*>(&B_f[0 + 10])), "l"(v_55), "r"(0)); }
    const unsigned long long v_56 = tl::wgmma_desc_at<128, 16, 1024>((A_s + (v_36) * 64), 2);
    { float* tl_acc = C_step; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %13, 0;\nwgmma.mma_async.sync.aligned.m64n16k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9, %10, %11}, %12, p, 1, 1, 0;\n}\n" : "+f"(tl_acc[0 + 0]), "+f"(tl_acc[0 + 1]), "+f"(tl_acc[0 + 2]), "+f"(tl_acc[0 + 3]), "+f"(tl_acc[0 + 4]), "+f"(tl_acc[0 + 5]), "+f"(tl_acc[0 + 6]), "+f"(tl_acc[0 + 7]) : "r"(*reinterpret_cast<const unsigned*>(&B_f[4 + 0])), "r"(*reinterpret_cast<const unsigned*>(&B_f[4 + 8])), "r"(*reinterpret_cast<const unsigned*>(&B_f[4 + 2])), "r"(*reinterpret_cast<const unsigned*>(&B_f[4 + 10])), "l"(v_56), "r"(1)); }
    const unsigned long long v_57 = tl::wgmma_desc_at<128, 16, 1024>((A_s + (v_36) * 64), 4);
    { float* tl_acc = C_step; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %13, 0;\nwgmma.mma_async.sync.aligned.m64n16k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9, %10, %11}, %12, p, 1, 1, 0;\n}\n" : "+f"(tl_acc[0 + 0]), "+f"(tl_acc[0 + 1]), "+f"(tl_acc[0 + 2]), "+f"(tl_acc[0 + 3]), "+f"(tl_acc[0 + 4]), "+f"(tl_acc[0 + 5]), "+f"(tl_acc[0 + 6]), "+f"(tl_acc[0 + 7]) : "r"(*reinterpret_cast<const unsigned*>(&B_f[16 + 0])), "r"(*reinterpret_cast<const unsigned*>(&B_f[16 + 8])), "r"(*reinterpret_cast<const unsigned*>(&B_f[16 + 2])), "r"(*reinterpret_cast<const unsigned*>(&B_f[16 + 10])), "l"(v_57), "r"(1)); }
    const unsigned long long v_58 = tl::wgmma_desc_at<128, 16, 1024>((A_s + (v_36) * 64), 6);
    { float* tl_acc = C_step; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %13, 0;\nwgmma.mma_async.sync.aligned.m64n16k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9, %10, %11}, %12, p, 1, 1, 0;\n}\n" : "+f"(tl_acc[0 + 0]), "+f"(tl_acc[0 + 1]), "+f"(tl_acc[0 + 2]), "+f"(tl_acc[0 + 3]), "+f"(tl_acc[0 + 4]), "+f"(tl_acc[0 + 5]), "+f"(tl_acc[0 + 6]), "+f"(tl_acc[0 + 7]) : "r"(*reinterpret_cast<const unsigned*>(&B_f[20 + 0])), "r"(*reinterpret_cast<const unsigned*>(&B_f[20 + 8])), "r"(*reinterpret_cast<const unsigned*>(&B_f[20 + 2])), "r"(*reinterpret_cast<const unsigned*>(&B_f[20 + 10])), "l"(v_58), "r"(1)); }
    const int v_59 = (v_36 + 16);
    const unsigned long long v_60 = tl::wgmma_desc_at<128, 16, 1024>((A_s + (v_36) * 64), 128);
    { float* tl_acc = C_step; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %13, 0;\nwgmma.mma_async.sync.aligned.m64n16k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9, %10, %11}, %12, p, 1, 1, 0;\n}\n" : "+f"(tl_acc[0 + 0]), "+f"(tl_acc[0 + 1]), "+f"(tl_acc[0 + 2]), "+f"(tl_acc[0 + 3]), "+f"(tl_acc[0 + 4]), "+f"(tl_acc[0 + 5]), "+f"(tl_acc[0 + 6]), "+f"(tl_acc[0 + 7]) : "r"(*reinterpret_cast<const unsigned*>(&B_f[32 + 0])), "r"(*reinterpret_cast<const unsigned*>(&B_f[32 + 8])), "r"(*reinterpret_cast<const unsigned*>(&B_f[32 + 2])), "r"(*reinterpret_cast<const unsigned*>(&B_f[32 + 10])), "l"(v_60), "r"(1)); }
    const unsigned long long v_61 = tl::wgmma_desc_at<128, 16, 1024>((A_s + (v_36) * 64), 130);
    { float* tl_acc = C_step; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %13, 0;\nwgmma.mma_async.sync.aligned.m64n16k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9, %10, %11}, %12, p, 1, 1, 0;\n}\n" : "+f"(tl_acc[0 + 0]), "+f"(tl_acc[0 + 1]), "+f"(tl_acc[0 + 2]), "+f"(tl_acc[0 + 3]), "+f"(tl_acc[0 + 4]), "+f"(tl_acc[0 + 5]), "+f"(tl_acc[0 + 6]), "+f"(tl_acc[0 + 7]) : "r"(*reinterpret_cast<const unsigned*>(&B_f[36 + 0])), "r"(*reinterpret_cast<const unsigned*>(&B_f[36 + 8])), "r"(*reinterpret_cast<const unsigned*>(&B_f[36 + 2])), "r"(*reinterpret_cast<const unsigned*>(&B_f[36 + 10])), "l"(v_61), "r"(1)); }
    const unsigned long long v_62 = tl::wgmma_desc_at<128, 16, 1024>((A_s + (v_36) * 64), 132);
    { float* tl_acc = C_step; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %13, 0;\nwgmma.mma_async.sync.aligned.m64n16k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9, %10, %11}, %12, p, 1, 1, 0;\n}\n" : "+f"(tl_acc[0 + 0]), "+f"(tl_acc[0 + 1]), "+f"(tl_acc[0 + 2]), "+f"(tl_acc[0 + 3]), "+f"(tl_acc[0 + 4]), "+f"(tl_acc[0 + 5]), "+f"(tl_acc[0 + 6]), "+f"(tl_acc[0 + 7]) : "r"(*reinterpret_cast<const unsigned*>(&B_f[48 + 0])), "r"(*reinterpret_cast<const unsigned*>(&B_f[48 + 8])), "r"(*reinterpret_cast<const unsigned*>(&B_f[48 + 2])), "r"(*reinterpret_cast<const unsigned*>(&B_f[48 + 10])), "l"(v_62), "r"(1)); }
    const unsigned long long v_63 = tl::wgmma_desc_at<128, 16, 1024>((A_s + (v_36) * 64), 134);
    { float* tl_acc = C_step; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %13, 0;\nwgmma.mma_async.sync.aligned.m64n16k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9, %10, %11}, %12, p, 1, 1, 0;\n}\n" : "+f"(tl_acc[0 + 0]), "+f"(tl_acc[0 + 1]), "+f"(tl_acc[0 + 2]), "+f"(tl_acc[0 + 3]), "+f"(tl_acc[0 + 4]), "+f"(tl_acc[0 + 5]), "+f"(tl_acc[0 + 6]), "+f"(tl_acc[0 + 7]) : "r"(*reinterpret_cast<const unsigned*>(&B_f[52 + 0])), "r"(*reinterpret_cast<const unsigned*>(&B_f[52 + 8])), "r"(*reinterpret_cast<const unsigned*>(&B_f[52 + 2])), "r"(*reinterpret_cast<const unsigned*>(&B_f[52 + 10])), "l"(v_63), "r"(1)); }
    tl::wgmma_commit();
    tl::wgmma_fence<0, 64>(C2_step, B_f);
    const int v_64 = (v_36 + 32);
    const unsigned long long v_65 = tl::wgmma_desc_at<128, 16, 1024>((A_s + (v_36) * 64), 256);
    { float* tl_acc = C2_step; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %13, 0;\nwgmma.mma_async.sync.aligned.m64n16k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9, %10, %11}, %12, p, 1, 1, 0;\n}\n" : "=f"(tl_acc[0 + 0]), "=f"(tl_acc[0 + 1]), "=f"(tl_acc[0 + 2]), "=f"(tl_acc[0 + 3]), "=f"(tl_acc[0 + 4]), "=f"(tl_acc[0 + 5]), "=f"(tl_acc[0 + 6]), "=f"(tl_acc[0 + 7]) : "r"(*reinterpret_cast<const unsigned*>(&B_f[64 + 0])), "r"(*reinterpret_cast<const unsigned*>(&B_f[64 + 8])), "r"(*reinterpret_cast<const unsigned*>(&B_f[64 + 2])), "r"(*reinterpret_cast<const unsigned*>(&B_f[64 + 10])), "l"(v_65), "r"(0)); }
    const unsigned long long v_66 = tl::wgmma_desc_at<128, 16, 1024>((A_s + (v_36) * 64), 258);
    { float* tl_acc = C2_step; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %13, 0;\nwgmma.mma_async.sync.aligned.m64n16k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9, %10, %11}, %12, p, 1, 1, 0;\n}\n" : "+f"(tl_acc[0 + 0]), "+f"(tl_acc[0 + 1]), "+f"(tl_acc[0 + 2]), "+f"(tl_acc[0 + 3]), "+f"(tl_acc[0 + 4]), "+f"(tl_acc[0 + 5]), "+f"(tl_acc[0 + 6]), "+f"(tl_acc[0 + 7]) : "r"(*reinterpret_cast<const unsigned*>(&B_f[68 + 0])), "r"(*reinterpret_cast<const unsigned*>(&B_f[68 + 8])), "r"(*reinterpret_cast<const unsigned*>(&B_f[68 + 2])), "r"(*reinterpret_cast<const unsigned*>(&B_f[68 + 10])), "l"(v_66), "r"(1)); }
    const unsigned long long v_67 = tl::wgmma_desc_at<128, 16, 1024>((A_s + (v_36) * 64), 260);
    { float* tl_acc = C2_step; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %13, 0;\nwgmma.mma_async.sync.aligned.m64n16k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9, %10, %11}, %12, p, 1, 1, 0;\n}\n" : "+f"(tl_acc[0 + 0]), "+f"(tl_acc[0 + 1]), "+f"(tl_acc[0 + 2]), "+f"(tl_acc[0 + 3]), "+f"(tl_acc[0 + 4]), "+f"(tl_acc[0 + 5]), "+f"(tl_acc[0 + 6]), "+f"(tl_acc[0 + 7]) : "r"(*reinterpret_cast<const unsigned*>(&B_f[80 + 0])), "r"(*reinterpret_cast<const unsigned*>(&B_f[80 + 8])), "r"(*reinterpret_cast<const unsigned*>(&B_f[80 + 2])), "r"(*reinterpret_cast<const unsigned*>(&B_f[80 + 10])), "l"(v_67), "r"(1)); }
    const unsigned long long v_68 = tl::wgmma_desc_at<128, 16, 1024>((A_s + (v_36) * 64), 262);
    { float* tl_acc = C2_step; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %13, 0;\nwgmma.mma_async.sync.aligned.m64n16k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9, %10, %11}, %12, p, 1, 1, 0;\n}\n" : "+f"(tl_acc[0 + 0]), "+f"(tl_acc[0 + 1]), "+f"(tl_acc[0 + 2]), "+f"(tl_acc[0 + 3]), "+f"(tl_acc[0 + 4]), "+f"(tl_acc[0 + 5]), "+f"(tl_acc[0 + 6]), "+f"(tl_acc[0 + 7]) : "r"(*reinterpret_cast<const unsigned*>(&B_f[84 + 0])), "r"(*reinterpret_cast<const unsigned*>(&B_f[84 + 8])), "r"(*reinterpret_cast<const unsigned*>(&B_f[84 + 2])), "r"(*reinterpret_cast<const unsigned*>(&B_f[84 + 10])), "l"(v_68), "r"(1)); }
    const int v_69 = (v_36 + 48);
    const unsigned long long v_70 = tl::wgmma_desc_at<128, 16, 1024>((A_s + (v_36) * 64), 384);
    { float* tl_acc = C2_step; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %13, 0;\nwgmma.mma_async.sync.aligned.m64n16k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9, %10, %11}, %12, p, 1, 1, 0;\n}\n" : "+f"(tl_acc[0 + 0]), "+f"(tl_acc[0 + 1]), "+f"(tl_acc[0 + 2]), "+f"(tl_acc[0 + 3]), "+f"(tl_acc[0 + 4]), "+f"(tl_acc[0 + 5]), "+f"(tl_acc[0 + 6]), "+f"(tl_acc[0 + 7]) : "r"(*reinterpret_cast<const unsigned*>(&B_f[96 + 0])), "r"(*reinterpret_cast<const unsigned*>(&B_f[96 + 8])), "r"(*reinterpret_cast<const unsigned*>(&B_f[96 + 2])), "r"(*reinterpret_cast<const unsigned*>(&B_f[96 + 10])), "l"(v_70), "r"(1)); }
    const unsigned long long v_71 = tl::wgmma_desc_at<128, 16, 1024>((A_s + (v_36) * 64), 386);
    { float* tl_acc = C2_step; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %13, 0;\nwgmma.mma_async.sync.aligned.m64n16k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9, %10, %11}, %12, p, 1, 1, 0;\n}\n" : "+f"(tl_acc[0 + 0]), "+f"(tl_acc[0 + 1]), "+f"(tl_acc[0 + 2]), "+f"(tl_acc[0 + 3]), "+f"(tl_acc[0 + 4]), "+f"(tl_acc[0 + 5]), "+f"(tl_acc[0 + 6]), "+f"(tl_acc[0 + 7]) : "r"(*reinterpret_cast<const unsigned*>(&B_f[100 + 0])), "r"(*reinterpret_cast<const unsigned*>(&B_f[100 + 8])), "r"(*reinterpret_cast<const unsigned*>(&B_f[100 + 2])), "r"(*reinterpret_cast<const unsigned*>(&B_f[100 + 10])), "l"(v_71), "r"(1)); }
    const unsigned long long v_72 = tl::wgmma_desc_at<128, 16, 1024>((A_s + (v_36) * 64), 388);
    { float* tl_acc = C2_step; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %13, 0;\nwgmma.mma_async.sync.aligned.m64n16k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9, %10, %11}, %12, p, 1, 1, 0;\n}\n" : "+f"(tl_acc[0 + 0]), "+f"(tl_acc[0 + 1]), "+f"(tl_acc[0 + 2]), "+f"(tl_acc[0 + 3]), "+f"(tl_acc[0 + 4]), "+f"(tl_acc[0 + 5]), "+f"(tl_acc[0 + 6]), "+f"(tl_acc[0 + 7]) : "r"(*reinterpret_cast<const unsigned*>(&B_f[112 + 0])), "r"(*reinterpret_cast<const unsigned*>(&B_f[112 + 8])), "r"(*reinterpret_cast<const unsigned*>(&B_f[112 + 2])), "r"(*reinterpret_cast<const unsigned*>(&B_f[112 + 10])), "l"(v_72), "r"(1)); }
    const unsigned long long v_73 = tl::wgmma_desc_at<128, 16, 1024>((A_s + (v_36) * 64), 390);
    { float* tl_acc = C2_step; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %13, 0;\nwgmma.mma_async.sync.aligned.m64n16k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9, %10, %11}, %12, p, 1, 1, 0;\n}\n" : "+f"(tl_acc[0 + 0]), "+f"(tl_acc[0 + 1]), "+f"(tl_acc[0 + 2]), "+f"(tl_acc[0 + 3]), "+f"(tl_acc[0 + 4]), "+f"(tl_acc[0 + 5]), "+f"(tl_acc[0 + 6]), "+f"(tl_acc[0 + 7]) : "r"(*reinterpret_cast<const unsigned*>(&B_f[116 + 0])), "r"(*reinterpret_cast<const unsigned*>(&B_f[116 + 8])), "r"(*reinterpret_cast<const unsigned*>(&B_f[116 + 2])), "r"(*reinterpret_cast<const unsigned*>(&B_f[116 + 10])), "l"(v_73), "r"(1)); }
    tl::wgmma_commit();
#line 473 "tilelang/ops/lowbit_kernels.py"
    const int v_74 = (ko + 2);
    const bool v_75 = (r == 0);
    const int v_76 = (r - 1);
    const int v_77 = (v_75 ? 2 : v_76);
    const bool v_78 = (v_74 < 8);
    if (v_78) {
      const int v_79 = tl::min(v_74, 7);
#line 475 "tilelang/ops/lowbit_kernels.py"
      const int v_80 = (v_2 + v_79);
      const int k0_2 = (v_80 * 256);
#line 405 "tilelang/ops/lowbit_kernels.py"
      const int g0_1 = (k0_2 / 128);
#line 406 "tilelang/ops/lowbit_kernels.py"
      const int v_81 = (k0_2 * 4);
      const int v_82 = (v_81 / 8);
#line 473 "tilelang/ops/lowbit_kernels.py"
      const int v_83 = (v_77 * 64);
      const int v_84 = (v_77 * 2);
#line 404 "tilelang/ops/lowbit_kernels.py"
      if (v_4) {
        tl::mbar_expect_tx((tma_bar + v_77), 8192);
        tl::tma_load<2>((A_s + (v_83) * 64 + 0), &A_tmap, (tma_bar + v_77), k0_2, v_3);
        tl::tma_load<2>((unsigned char*)(A_s + (v_83) * 64 + 0) + 2048, &A_tmap, (tma_bar + v_77), k0_2 + 64, v_3);
        tl::tma_load<2>((unsigned char*)(A_s + (v_83) * 64 + 0) + 4096, &A_tmap, (tma_bar + v_77), k0_2 + 128, v_3);
        tl::tma_load<2>((unsigned char*)(A_s + (v_83) * 64 + 0) + 6144, &A_tmap, (tma_bar + v_77), k0_2 + 192, v_3);
      }
#line 406 "tilelang/ops/lowbit_kernels.py"
      if (v_4) {
        tl::mbar_expect_tx((tma_bar_1 + v_77), 8192);
        tl::tma_load<1>((B_s + (v_83) * 128 + 0), &B_tmap, (tma_bar_1 + v_77), v_82, v_5);
      }
#line 412 "tilelang/ops/lowbit_kernels.py"
      if (v_9) {
        const int v_85 = (tid % 8);
        const int v_86 = (tid / 8);
        const int v_87 = (v_86 % 2);
        const int v_88 = (v_85 * 8);
        const int v_89 = (v_87 + g0_1);
        const int v_90 = (v_88 + v_5);
        const int v_91 = (v_87 + v_84);
        tl::cp_async<16>((S_s + (v_91) * 64 + v_88), (Scales + (v_89) * 8192 + v_90), true);
      }
#line 473 "tilelang/ops/lowbit_kernels.py"
    }
    tl::cp_async_commit();
#line 443 "tilelang/ops/lowbit_kernels.py"
    tl::wgmma_wait<1, 8, 64>(C_step, B_f);
#line 444 "tilelang/ops/lowbit_kernels.py"
    #pragma unroll
    for (int l_v_2 = 0; l_v_2 < 2; l_v_2 += 1) {
      const int v_92 = (l_v_2 * 4);
#line 445 "tilelang/ops/lowbit_kernels.py"
      const tl::vec<float, 4> v_93 = *reinterpret_cast<const tl::vec<float, 4>*>((C_step + v_92));
      const float v_94 = v_93.v[0];
      const half v_95 = S_s[(v_37) * 64 + v_34];
      const float v_96 = tl::cast<float>(v_95);
      const tl::vec<float, 4> v_97 = *reinterpret_cast<const tl::vec<float, 4>*>((C_f + v_92));
      const float v_98 = v_97.v[0];
      const float v_99 = __fmaf_rn(v_94, v_96, v_98);
      const float v_100 = v_93.v[1];
      const float v_101 = v_97.v[1];
      const float v_102 = __fmaf_rn(v_100, v_96, v_101);
      const float v_103 = v_93.v[2];
      const half v_104 = S_s[(v_37) * 64 + v_35];
      const float v_105 = tl::cast<float>(v_104);
      const float v_106 = v_97.v[2];
      const float v_107 = __fmaf_rn(v_103, v_105, v_106);
      const float v_108 = v_93.v[3];
      const float v_109 = v_97.v[3];
      const float v_110 = __fmaf_rn(v_108, v_105, v_109);
#line 444 "tilelang/ops/lowbit_kernels.py"
      const tl::vec<float, 4> v_111 = tl::vec<float, 4>{{v_99, v_102, v_107, v_110}};
      *reinterpret_cast<tl::vec<float, 4>*>((C_f + v_92)) = v_111;
    }
#line 443 "tilelang/ops/lowbit_kernels.py"
    tl::wgmma_wait_defining<0, 8, 64>(C2_step, B_f);
#line 445 "tilelang/ops/lowbit_kernels.py"
    const int v_112 = (v_37 + 1);
#line 444 "tilelang/ops/lowbit_kernels.py"
    #pragma unroll
    for (int l_v_3 = 0; l_v_3 < 2; l_v_3 += 1) {
      const int v_113 = (l_v_3 * 4);
#line 445 "tilelang/ops/lowbit_kernels.py"
      const tl::vec<float, 4> v_114 = *reinterpret_cast<const tl::vec<float, 4>*>((C2_step + v_113));
      const float v_115 = v_114.v[0];
      const half v_116 = S_s[(v_112) * 64 + v_34];
      const float v_117 = tl::cast<float>(v_116);
      const tl::vec<float, 4> v_118 = *reinterpret_cast<const tl::vec<float, 4>*>((C_f + v_113));
      const float v_119 = v_118.v[0];
      const float v_120 = __fmaf_rn(v_115, v_117, v_119);
      const float v_121 = v_114.v[1];
      const float v_122 = v_118.v[1];
      const float v_123 = __fmaf_rn(v_121, v_117, v_122);
      const float v_124 = v_114.v[2];
      const half v_125 = S_s[(v_112) * 64 + v_35];
      const float v_126 = tl::cast<float>(v_125);
      const float v_127 = v_118.v[2];
      const float v_128 = __fmaf_rn(v_124, v_126, v_127);
      const float v_129 = v_114.v[3];
      const float v_130 = v_118.v[3];
      const float v_131 = __fmaf_rn(v_129, v_126, v_130);
#line 444 "tilelang/ops/lowbit_kernels.py"
      const tl::vec<float, 4> v_132 = tl::vec<float, 4>{{v_120, v_123, v_128, v_131}};
      *reinterpret_cast<tl::vec<float, 4>*>((C_f + v_113)) = v_132;
    }
#line 473 "tilelang/ops/lowbit_kernels.py"
    const bool v_133 = (r == 2);
    const int v_134 = (v_76 + 2);
    const int v_135 = (v_133 ? 0 : v_134);
#line 489 "tilelang/ops/lowbit_kernels.py"
    r = v_135;
#line 473 "tilelang/ops/lowbit_kernels.py"
  }
  tl::cp_async_wait<0>();
#line 478 "tilelang/ops/lowbit_kernels.py"
  float* const split_k_tile = reinterpret_cast<float*>(tl_smem + 0);
  __syncthreads();
  #pragma unroll
  for (int l_v_4 = 0; l_v_4 < 2; l_v_4 += 1) {
    const int v_136 = (l_v_4 * 4);
    const int v_137 = (l_v_4 * 8);
    const int v_138 = (v_137 + v_31);
    const tl::vec<float, 4> v_139 = *reinterpret_cast<const tl::vec<float, 4>*>((C_f + v_136));
    const float v_140 = v_139.v[0];
    split_k_tile[(v_138) * 64 + v_34] = v_140;
    const int v_141 = (v_138 + 1);
    const float v_142 = v_139.v[1];
    split_k_tile[(v_141) * 64 + v_34] = v_142;
    const float v_143 = v_139.v[2];
    split_k_tile[(v_138) * 64 + v_35] = v_143;
    const float v_144 = v_139.v[3];
    split_k_tile[(v_141) * 64 + v_35] = v_144;
  }
  __syncthreads();
  for (int k = 0; k < 2; k += 1) {
    const int v_145 = (k * 128);
    const int v_146 = (v_145 + tid);
    const int v_147 = (v_146 % 16);
    const int v_148 = (v_146 / 16);
    const int v_149 = (v_147 * 4);
    const int v_150 = (v_3 + v_148);
    const int v_151 = (v_5 + v_149);
    const tl::vec<float, 4> v_152 = *reinterpret_cast<const tl::vec<float, 4>*>((split_k_tile + (v_148) * 64 + v_149));
    *reinterpret_cast<tl::vec<float, 4>*>((Work + (((int)blockIdx.z) * 16 + v_150) * 8192 + v_151)) = v_152;
  }
  __syncthreads();
  int* const split_k_last = reinterpret_cast<int*>(tl_smem + 0);
  if (v_4) {
    const int v_153 = tl::fetch_add_acq_rel((Arrivals + ((int)blockIdx.y) * 128 + (int)blockIdx.x), 1);
    split_k_last[0] = v_153;
  }
  tl::fence_proxy_async();
  __syncthreads();
  const int v_154 = split_k_last[0];
  const bool v_155 = (v_154 == 3);
  if (v_155) {
    for (int k_1 = 0; k_1 < 2; k_1 += 1) {
      const int v_156 = (k_1 * 128);
      const int v_157 = (v_156 + tid);
      const int v_158 = (v_157 % 16);
      const int v_159 = (v_157 / 16);
      const int v_160 = (v_158 * 4);
      const int v_161 = (v_3 + v_159);
      const int v_162 = (v_5 + v_160);
      const tl::vec<float, 4> v_163 = *reinterpret_cast<const tl::vec<float, 4>*>((Work + (v_161) * 8192 + v_162));
      const float v_164 = v_163.v[0];
      const tl::vec<float, 4> v_165 = *reinterpret_cast<const tl::vec<float, 4>*>((Work + ((1) * 16 + v_161) * 8192 + v_162));
      const float v_166 = v_165.v[0];
      const float v_167 = (v_164 + v_166);
      const tl::vec<float, 4> v_168 = *reinterpret_cast<const tl::vec<float, 4>*>((Work + ((2) * 16 + v_161) * 8192 + v_162));
      const float v_169 = v_168.v[0];
      const float v_170 = (v_167 + v_169);
      const tl::vec<float, 4> v_171 = *reinterpret_cast<const tl::vec<float, 4>*>((Work + ((3) * 16 + v_161) * 8192 + v_162));
      const float v_172 = v_171.v[0];
      const float v_173 = (v_170 + v_172);
      const half v_174 = tl::cast<half>(v_173);
      const float v_175 = v_163.v[1];
      const float v_176 = v_165.v[1];
      const float v_177 = (v_175 + v_176);
      const float v_178 = v_168.v[1];
      const float v_179 = (v_177 + v_178);
      const float v_180 = v_171.v[1];
      const float v_181 = (v_179 + v_180);
      const half v_182 = tl::cast<half>(v_181);
      const float v_183 = v_163.v[2];
      const float v_184 = v_165.v[2];
      const float v_185 = (v_183 + v_184);
      const float v_186 = v_168.v[2];
      const float v_187 = (v_185 + v_186);
      const float v_188 = v_171.v[2];
      const float v_189 = (v_187 + v_188);
      const half v_190 = tl::cast<half>(v_189);
      const float v_191 = v_163.v[3];
      const float v_192 = v_165.v[3];
      const float v_193 = (v_191 + v_192);
      const float v_194 = v_168.v[3];
      const float v_195 = (v_193 + v_194);
      const float v_196 = v_171.v[3];
      const float v_197 = (v_195 + v_196);
      const half v_198 = tl::cast<half>(v_197);
      const tl::vec<half, 4> v_199 = tl::vec<half, 4>{{v_174, v_182, v_190, v_198}};
      *reinterpret_cast<tl::vec<half, 4>*>((C + (v_161) * 8192 + v_162)) = v_199;
    }
    if (v_4) {
      Arrivals[((int)blockIdx.y) * 128 + (int)blockIdx.x] = 0;
    }
  }
}
