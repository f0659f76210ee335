// tutorials/09_int4_matmul_benchmark.py --compile-only: gemm(M=16, N=28672, K=8192); sm_90a
// written by `python scripts/update_golden.py` (never by hand): the CUDA source after prelude.cuh and a blank line, #line paths repository-relative
#line 489 "tilelang/ops/lowbit_kernels.py"
extern "C" __global__ void __launch_bounds__(128) gemm_kernel(half* __restrict__ A, unsigned char* __restrict__ B, half* __restrict__ Scales, half* __restrict__ C, const __grid_constant__ tl::TensorMap A_tmap, const __grid_constant__ tl::TensorMap B_tmap) {
  extern __shared__ __align__(1024) unsigned char tl_smem[];
  const int tid = (int)threadIdx.x;
#line 404 "tilelang/ops/lowbit_kernels.py"
  unsigned long long* const tma_bar = reinterpret_cast<unsigned long long*>(tl_smem + 75776);
  if (threadIdx.x == 0 && threadIdx.y == 0 && threadIdx.z == 0) {
    for (int i = 0; i < 3; ++i) tl::mbar_init(tma_bar + i, 1);
    tl::fence_mbar_init();
  }
#line 406 "tilelang/ops/lowbit_kernels.py"
  unsigned long long* const tma_bar_1 = reinterpret_cast<unsigned long long*>(tl_smem + 75904);
  if (threadIdx.x == 0 && threadIdx.y == 0 && threadIdx.z == 0) {
    for (int i = 0; i < 3; ++i) tl::mbar_init(tma_bar_1 + i, 1);
    tl::fence_mbar_init();
  }
#line 362 "tilelang/ops/lowbit_kernels.py"
  half* const A_s = reinterpret_cast<half*>(tl_smem + 49152);
#line 363 "tilelang/ops/lowbit_kernels.py"
  unsigned char* const B_s = reinterpret_cast<unsigned char*>(tl_smem + 0);
#line 364 "tilelang/ops/lowbit_kernels.py"
  half* const S_s = reinterpret_cast<half*>(tl_smem + 73728);
#line 366 "tilelang/ops/lowbit_kernels.py"
  alignas(16) half B_f[256];
#line 367 "tilelang/ops/lowbit_kernels.py"
  __syncthreads();
#line 368 "tilelang/ops/lowbit_kernels.py"
  alignas(16) float C_f[16];
#line 369 "tilelang/ops/lowbit_kernels.py"
  alignas(16) float C_step[16];
#line 370 "tilelang/ops/lowbit_kernels.py"
  alignas(16) float C2_step[16];
#line 472 "tilelang/ops/lowbit_kernels.py"
  #pragma unroll
  for (int l_v = 0; l_v < 4; l_v += 1) {
    const int v = (l_v * 4);
    const tl::vec<float, 4> v_1 = tl::vec<float, 4>{{0.0f, 0.0f, 0.0f, 0.0f}};
    *reinterpret_cast<tl::vec<float, 4>*>((C_f + v)) = v_1;
  }
#line 475 "tilelang/ops/lowbit_kernels.py"
  const int v_2 = ((int)blockIdx.z * 32);
  const int k0 = (v_2 * 256);
#line 404 "tilelang/ops/lowbit_kernels.py"
  const int v_3 = ((int)blockIdx.y * 16);
  const bool v_4 = (tid == 0);
#line 405 "tilelang/ops/lowbit_kernels.py"
  const int g0 = (k0 / 128);
#line 406 "tilelang/ops/lowbit_kernels.py"
  const int v_5 = ((int)blockIdx.x * 128);
  const int v_6 = (k0 * 4);
  const int v_7 = (v_6 / 8);
#line 412 "tilelang/ops/lowbit_kernels.py"
  const int v_8 = (g0 + 2);
  const bool v_9 = (tid < 32);
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
    tl::mbar_expect_tx((tma_bar_1 + 0), 16384);
    tl::tma_load<1>((B_s + (0) * 128 + 0), &B_tmap, (tma_bar_1 + 0), v_7, v_5);
  }
#line 412 "tilelang/ops/lowbit_kernels.py"
  if (v_9) {
    const int v_10 = (tid % 16);
    const int v_11 = (tid / 16);
    const int v_12 = (v_11 % 2);
    const int v_13 = (v_10 * 8);
    const int v_14 = (v_12 + g0);
    const int v_15 = (v_13 + v_5);
    tl::cp_async<16>((S_s + (v_12) * 128 + v_13), (Scales + (v_14) * 28672 + v_15), true);
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
    tl::mbar_expect_tx((tma_bar_1 + 1), 16384);
    tl::tma_load<1>((B_s + (128) * 128 + 0), &B_tmap, (tma_bar_1 + 1), v_18, v_5);
  }
#line 412 "tilelang/ops/lowbit_kernels.py"
  if (v_9) {
    const int v_19 = (tid % 16);
    const int v_20 = (tid / 16);
    const int v_21 = (v_20 % 2);
    const int v_22 = (v_19 * 8);
    const int v_23 = (v_21 + v_8);
    const int v_24 = (v_22 + v_5);
    const int v_25 = (v_21 + 2);
    tl::cp_async<16>((S_s + (v_25) * 128 + v_22), (Scales + (v_23) * 28672 + v_24), true);
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
#line 473 "tilelang/ops/lowbit_kernels.py"
  int r = 0;
  for (int ko = 0; ko < 32; ko += 1) {
    tl::cp_async_wait<1>();
    __syncthreads();
    const int v_34 = (r * 64);
    const int v_35 = (r * 128);
    const int v_36 = (r * 2);
    const int v_37 = (ko / 3);
    const int v_38 = (v_37 % 2);
#line 404 "tilelang/ops/lowbit_kernels.py"
    tl::mbar_wait((tma_bar + r), v_38);
#line 406 "tilelang/ops/lowbit_kernels.py"
    tl::mbar_wait((tma_bar_1 + r), v_38);
#line 417 "tilelang/ops/lowbit_kernels.py"
    alignas(16) half dequant[256];
    #pragma unroll
    for (int g = 0; g < 32; g += 1) {
      const int v_39 = (g * 8);
      const int v_40 = (g / 16);
      const int v_41 = (v_40 * 64);
      const int v_42 = (v_41 + v_27);
      const int v_43 = (g % 2);
      const int v_44 = (v_43 * 8);
      const int v_45 = (v_42 + v_44);
      const int v_46 = (v_45 + v_29);
      const int v_47 = (g / 2);
      const int v_48 = (v_47 % 8);
      const int v_49 = (v_48 * 32);
      const int v_50 = (v_49 + v_32);
      const int v_51 = (v_50 ^ v_33);
      const int v_52 = tl::floordiv(v_51, 8);
      const int v_53 = (v_52 * 4);
      const int v_54 = (v_46 + v_35);
      const unsigned v_55 = *reinterpret_cast<const unsigned*>((B_s + (v_54) * 128 + v_53));
      tl::dequant_i4<true>(dequant + v_39, v_55);
    }
    #pragma unroll
    for (int l_v_1 = 0; l_v_1 < 32; l_v_1 += 1) {
      const int v_56 = (l_v_1 * 8);
#line 425 "tilelang/ops/lowbit_kernels.py"
      const tl::vec<half, 8> v_57 = *reinterpret_cast<const tl::vec<half, 8>*>((dequant + v_56));
#line 417 "tilelang/ops/lowbit_kernels.py"
      *reinterpret_cast<tl::vec<half, 8>*>((B_f + v_56)) = v_57;
    }
#line 440 "tilelang/ops/lowbit_kernels.py"
    tl::wgmma_fence<0, 128>(C_step, B_f);
    const unsigned long long v_58 = tl::wgmma_desc<128, 16, 1024>((A_s + (v_34) * 64 + 0));
    { float* tl_acc = C_step; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %13, 0;\nwgmma.mma_async.sync.aligned.m64n16k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9, %10, %11}, %12, p, 1, 1, 0;\n}\n" : "=f"(tl_acc[0 + 0]), "=f"(tl_acc[0 + 1]), "=f"(tl_acc[0 + 2]), "=f"(tl_acc[0 + 3]), "=f"(tl_acc[0 + 4]), "=f"(tl_acc[0 + 5]), "=f"(tl_acc[0 + 6]), "=f"(tl_acc[0 + 7]) : "r"(*reinterpret_cast<const unsigned*>(&B_f[0 + 0])), "r"(*reinterpret_cast<const unsigned*>(&B_f[0 + 8])), "r"(*reinterpret_cast<const unsigned*>(&B_f[0 + 2])), "r"(*reinterpret_cast<const unsigned*>(&B_f[0 + 10])), "l"(v_58), "r"(0)); }
    { float* tl_acc = C_step; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %13, 0;\nwgmma.mma_async.sync.aligned.m64n16k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9, %10, %11}, %12, p, 1, 1, 0;\n}\n" : "=f"(tl_acc[8 + 0]), "=f"(tl_acc[8 + 1]), "=f"(tl_acc[8 + 2]), "=f"(tl_acc[8 + 3]), "=f"(tl_acc[8 + 4]), "=f"(tl_acc[8 + 5]), "=f"(tl_acc[8 + 6]), "=f"(tl_acc[8 + 7]) : "r"(*reinterpret_cast<const unsigned*>(&B_f[128 + 0])), "r"(*reinterpret_cast<const unsigned*>(&B_f[128 + 8])), "r"(*reinterpret_cast<const unsigned*>(&B_f[128 + 2])), "r"(*reinterpret_cast<const unsigned*>(&B_f[128 + 10])), "l"(v_58), "r"(0)); }
    const unsigned long long v_59 = tl::wgmma_desc_at<128, 16, 1024>((A_s + (v_34) * 64), 2);
    { float* tl_acc = C_step; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %13, 0;\nwgmma.mma_async.sync.aligned.m64n16k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9, %10, %11}, %12, p, 1, 1, 0;\n}\n" : "+f"(tl_acc[0 + 0]), "+f"(tl_acc[0 + 1]), "+f"(tl_acc[0 + 2]), "+f"(tl_acc[0 + 3]), "+f"(tl_acc[0 + 4]), "+f"(tl_acc[0 + 5]), "+f"(tl_acc[0 + 6]), "+f"(tl_acc[0 + 7]) : "r"(*reinterpret_cast<const unsigned*>(&B_f[4 + 0])), "r"(*reinterpret_cast<const unsigned*>(&B_f[4 + 8])), "r"(*reinterpret_cast<const unsigned*>(&B_f[4 + 2])), "r"(*reinterpret_cast<const unsigned*>(&B_f[4 + 10])), "l"(v_59), "r"(1)); }
    { float* tl_acc = C_step; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %13, 0;\nwgmma.mma_async.sync.aligned.m64n16k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9, %10, %11}, %12, p, 1, 1, 0;\n}\n" : "+f"(tl_acc[8 + 0]), "+f"(tl_acc[8 + 1]), "+f"(tl_acc[8 + 2]), "+f"(tl_acc[8 + 3]), "+f"(tl_acc[8 + 4]), "+f"(tl_acc[8 + 5]), "+f"(tl_acc[8 + 6]), "+f"(tl_acc[8 + 7]) : "r"(*reinterpret_cast<const unsigned*>(&B_f[132 + 0])), "r"(*reinterpret_cast<const unsigned*>(&B_f[132 + 8])), "r"(*reinterpret_cast<const unsigned*>(&B_f[132 + 2])), "r"(*reinterpret_cast<const unsigned*>(&B_f[132 + 10])), "l"(v_59), "r"(1)); }
    const unsigned long long v_60 = tl::wgmma_desc_at<128, 16, 1024>((A_s + (v_34) * 64), 4);
    { float* tl_acc = C_step; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %13, 0;\nwgmma.mma_async.sync.aligned.m64n16k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9, %10, %11}, %12, p, 1, 1, 0;\n}\n" : "+f"(tl_acc[0 + 0]), "+f"(tl_acc[0 + 1]), "+f"(tl_acc[0 + 2]), "+f"(tl_acc[0 + 3]), "+f"(tl_acc[0 + 4]), "+f"(tl_acc[0 + 5]), "+f"(tl_acc[0 + 6]), "+f"(tl_acc[0 + 7]) : "r"(*reinterpret_cast<const unsigned*>(&B_f[16 + 0])), "r"(*reinterpret_cast<const unsigned*>(&B_f[16 + 8])), "r"(*reinterpret_cast<const unsigned*>(&B_f[16 + 2])), "r"(*reinterpret_cast<const unsigned*>(&B_f[16 + 10])), "l"(v_60), "r"(1)); }
    { float* tl_acc = C_step; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %13, 0;\nwgmma.mma_async.sync.aligned.m64n16k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9, %10, %11}, %12, p, 1, 1, 0;\n}\n" : "+f"(tl_acc[8 + 0]), "+f"(tl_acc[8 + 1]), "+f"(tl_acc[8 + 2]), "+f"(tl_acc[8 + 3]), "+f"(tl_acc[8 + 4]), "+f"(tl_acc[8 + 5]), "+f"(tl_acc[8 + 6]), "+f"(tl_acc[8 + 7]) : "r"(*reinterpret_cast<const unsigned*>(&B_f[144 + 0])), "r"(*reinterpret_cast<const unsigned*>(&B_f[144 + 8])), "r"(*reinterpret_cast<const unsigned*>(&B_f[144 + 2])), "r"(*reinterpret_cast<const unsigned*>(&B_f[144 + 10])), "l"(v_60), "r"(1)); }
    const unsigned long long v_61 = tl::wgmma_desc_at<128, 16, 1024>((A_s + (v_34) * 64), 6);
    { float* tl_acc = C_step; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %13, 0;\nwgmma.mma_async.sync.aligned.m64n16k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9, %10, %11}, %12, p, 1, 1, 0;\n}\n" : "+f"(tl_acc[0 + 0]), "+f"(tl_acc[0 + 1]), "+f"(tl_acc[0 + 2]), "+f"(tl_acc[0 + 3]), "+f"(tl_acc[0 + 4]), "+f"(tl_acc[0 + 5]), "+f"(tl_acc[0 + 6]), "+f"(tl_acc[0 + 7]) : "r"(*reinterpret_cast<const unsigned*>(&B_f[20 + 0])), "r"(*reinterpret_cast<const unsigned*>(&B_f[20 + 8])), "r"(*reinterpret_cast<const unsigned*>(&B_f[20 + 2])), "r"(*reinterpret_cast<const unsigned*>(&B_f[20 + 10])), "l"(v_61), "r"(1)); }
    { float* tl_acc = C_step; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %13, 0;\nwgmma.mma_async.sync.aligned.m64n16k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9, %10, %11}, %12, p, 1, 1, 0;\n}\n" : "+f"(tl_acc[8 + 0]), "+f"(tl_acc[8 + 1]), "+f"(tl_acc[8 + 2]), "+f"(tl_acc[8 + 3]), "+f"(tl_acc[8 + 4]), "+f"(tl_acc[8 + 5]), "+f"(tl_acc[8 + 6]), "+f"(tl_acc[8 + 7]) : "r"(*reinterpret_cast<const unsigned*>(&B_f[148 + 0])), "r"(*reinterpret_cast<const unsigned*>(&B_f[148 + 8])), "r"(*reinterpret_cast<const unsigned*>(&B_f[148 + 2])), "r"(*reinterpret_cast<const unsigned*>(&B_f[148 + 10])), "l"(v_61), "r"(1)); }
    const int v_62 = (v_34 + 16);
    const unsigned long long v_63 = tl::wgmma_desc_at<128, 16, 1024>((A_s + (v_34) * 64), 128);
    { float* tl_acc = C_step; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %13, 0;\nwgmma.mma_async.sync.aligned.m64n16k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9, %10, %11}, %12, p, 1, 1, 0;\n}\n" : "+f"(tl_acc[0 + 0]), "+f"(tl_acc[0 + 1]), "+f"(tl_acc[0 + 2]), "+f"(tl_acc[0 + 3]), "+f"(tl_acc[0 + 4]), "+f"(tl_acc[0 + 5]), "+f"(tl_acc[0 + 6]), "+f"(tl_acc[0 + 7]) : "r"(*reinterpret_cast<const unsigned*>(&B_f[32 + 0])), "r"(*reinterpret_cast<const unsigned*>(&B_f[32 + 8])), "r"(*reinterpret_cast<const unsigned*>(&B_f[32 + 2])), "r"(*reinterpret_cast<const unsigned*>(&B_f[32 + 10])), "l"(v_63), "r"(1)); }
    { float* tl_acc = C_step; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %13, 0;\nwgmma.mma_async.sync.aligned.m64n16k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9, %10, %11}, %12, p, 1, 1, 0;\n}\n" : "+f"(tl_acc[8 + 0]), "+f"(tl_acc[8 + 1]), "+f"(tl_acc[8 + 2]), "+f"(tl_acc[8 + 3]), "+f"(tl_acc[8 + 4]), "+f"(tl_acc[8 + 5]), "+f"(tl_acc[8 + 6]), "+f"(tl_acc[8 + 7]) : "r"(*reinterpret_cast<const unsigned*>(&B_f[160 + 0])), "r"(*reinterpret_cast<const unsigned*>(&B_f[160 + 8])), "r"(*reinterpret_cast<const unsigned*>(&B_f[160 + 2])), "r"(*reinterpret_cast<const unsigned*>(&B_f[160 + 10])), "l"(v_63), "r"(1)); }
    const unsigned long long v_64 = tl::wgmma_desc_at<128, 16, 1024>((A_s + (v_34) * 64), 130);
    { float* tl_acc = C_step; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %13, 0;\nwgmma.mma_async.sync.aligned.m64n16k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9, %10, %11}, %12, p, 1, 1, 0;\n}\n" : "+f"(tl_acc[0 + 0]), "+f"(tl_acc[0 + 1]), "+f"(tl_acc[0 + 2]), "+f"(tl_acc[0 + 3]), "+f"(tl_acc[0 + 4]), "+f"(tl_acc[0 + 5]), "+f"(tl_acc[0 + 6]), "+f"(tl_acc[0 + 7]) : "r"(*reinterpret_cast<const unsigned*>(&B_f[36 + 0])), "r"(*reinterpret_cast<const unsigned*>(&B_f[36 + 8])), "r"(*reinterpret_cast<const unsigned*>(&B_f[36 + 2])), "r"(*reinterpret_cast<const unsigned*>(&B_f[36 + 10])), "l"(v_64), "r"(1)); }
    { float* tl_acc = C_step; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %13, 0;\nwgmma.mma_async.sync.aligned.m64n16k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9, %10, %11}, %12, p, 1, 1, 0;\n}\n" : "+f"(tl_acc[8 + 0]), "+f"(tl_acc[8 + 1]), "+f"(tl_acc[8 + 2]), "+f"(tl_acc[8 + 3]), "+f"(tl_acc[8 + 4]), "+f"(tl_acc[8 + 5]), "+f"(tl_acc[8 + 6]), "+f"(tl_acc[8 + 7]) : "r"(*reinterpret_cast<const unsigned*>(&B_f[164 + 0])), "r"(*reinterpret_cast<const unsigned*>(&B_f[164 + 8])), "r"(*reinterpret_cast<const unsigned*>(&B_f[164 + 2])), "r"(*reinterpret_cast<const unsigned*>(&B_f[164 + 10])), "l"(v_64), "r"(1)); }
    const unsigned long long v_65 = tl::wgmma_desc_at<128, 16, 1024>((A_s + (v_34) * 64), 132);
    { float* tl_acc = C_step; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %13, 0;\nwgmma.mma_async.sync.aligned.m64n16k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9, %10, %11}, %12, p, 1, 1, 0;\n}\n" : "+f"(tl_acc[0 + 0]), "+f"(tl_acc[0 + 1]), "+f"(tl_acc[0 + 2]), "+f"(tl_acc[0 + 3]), "+f"(tl_acc[0 + 4]), "+f"(tl_acc[0 + 5]), "+f"(tl_acc[0 + 6]), "+f"(tl_acc[0 + 7]) : "r"(*reinterpret_cast<const unsigned*>(&B_f[48 + 0])), "r"(*reinterpret_cast<const unsigned*>(&B_f[48 + 8])), "r"(*reinterpret_cast<const unsigned*>(&B_f[48 + 2])), "r"(*reinterpret_cast<const unsigned*>(&B_f[48 + 10])), "l"(v_65), "r"(1)); }
    { float* tl_acc = C_step; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %13, 0;\nwgmma.mma_async.sync.aligned.m64n16k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9, %10, %11}, %12, p, 1, 1, 0;\n}\n" : "+f"(tl_acc[8 + 0]), "+f"(tl_acc[8 + 1]), "+f"(tl_acc[8 + 2]), "+f"(tl_acc[8 + 3]), "+f"(tl_acc[8 + 4]), "+f"(tl_acc[8 + 5]), "+f"(tl_acc[8 + 6]), "+f"(tl_acc[8 + 7]) : "r"(*reinterpret_cast<const unsigned*>(&B_f[176 + 0])), "r"(*reinterpret_cast<const unsigned*>(&B_f[176 + 8])), "r"(*reinterpret_cast<const unsigned*>(&B_f[176 + 2])), "r"(*reinterpret_cast<const unsigned*>(&B_f[176 + 10])), "l"(v_65), "r"(1)); }
    const unsigned long long v_66 = tl::wgmma_desc_at<128, 16, 1024>((A_s + (v_34) * 64), 134);
    { float* tl_acc = C_step; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %13, 0;\nwgmma.mma_async.sync.aligned.m64n16k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9, %10, %11}, %12, p, 1, 1, 0;\n}\n" : "+f"(tl_acc[0 + 0]), "+f"(tl_acc[0 + 1]), "+f"(tl_acc[0 + 2]), "+f"(tl_acc[0 + 3]), "+f"(tl_acc[0 + 4]), "+f"(tl_acc[0 + 5]), "+f"(tl_acc[0 + 6]), "+f"(tl_acc[0 + 7]) : "r"(*reinterpret_cast<const unsigned*>(&B_f[52 + 0])), "r"(*reinterpret_cast<const unsigned*>(&B_f[52 + 8])), "r"(*reinterpret_cast<const unsigned*>(&B_f[52 + 2])), "r"(*reinterpret_cast<const unsigned*>(&B_f[52 + 10])), "l"(v_66), "r"(1)); }
    { float* tl_acc = C_step; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %13, 0;\nwgmma.mma_async.sync.aligned.m64n16k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9, %10, %11}, %12, p, 1, 1, 0;\n}\n" : "+f"(tl_acc[8 + 0]), "+f"(tl_acc[8 + 1]), "+f"(tl_acc[8 + 2]), "+f"(tl_acc[8 + 3]), "+f"(tl_acc[8 + 4]), "+f"(tl_acc[8 + 5]), "+f"(tl_acc[8 + 6]), "+f"(tl_acc[8 + 7]) : "r"(*reinterpret_cast<const unsigned*>(&B_f[180 + 0])), "r"(*reinterpret_cast<const unsigned*>(&B_f[180 + 8])), "r"(*reinterpret_cast<const unsigned*>(&B_f[180 + 2])), "r"(*reinterpret_cast<const unsigned*>(&B_f[180 + 10])), "l"(v_66), "r"(1)); }
    tl::wgmma_commit();
    tl::wgmma_fence<0, 128>(C2_step, B_f);
    const int v_67 = (v_34 + 32);
    const unsigned long long v_68 = tl::wgmma_desc_at<128, 16, 1024>((A_s + (v_34) * 64), 256);
    { float* tl_acc = C2_step; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %13, 0;\nwgmma.mma_async.sync.aligned.m64n16k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9, %10, %11}, %12, p, 1, 1, 0;\n}\n" : "=f"(tl_acc[0 + 0]), "=f"(tl_acc[0 + 1]), "=f"(tl_acc[0 + 2]), "=f"(tl_acc[0 + 3]), "=f"(tl_acc[0 + 4]), "=f"(tl_acc[0 + 5]), "=f"(tl_acc[0 + 6]), "=f"(tl_acc[0 + 7]) : "r"(*reinterpret_cast<const unsigned*>(&B_f[64 + 0])), "r"(*reinterpret_cast<const unsigned*>(&B_f[64 + 8])), "r"(*reinterpret_cast<const unsigned*>(&B_f[64 + 2])), "r"(*reinterpret_cast<const unsigned*>(&B_f[64 + 10])), "l"(v_68), "r"(0)); }
    { float* tl_acc = C2_step; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %13, 0;\nwgmma.mma_async.sync.aligned.m64n16k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9, %10, %11}, %12, p, 1, 1, 0;\n}\n" : "=f"(tl_acc[8 + 0]), "=f"(tl_acc[8 + 1]), "=f"(tl_acc[8 + 2]), "=f"(tl_acc[8 + 3]), "=f"(tl_acc[8 + 4]), "=f"(tl_acc[8 + 5]), "=f"(tl_acc[8 + 6]), "=f"(tl_acc[8 + 7]) : "r"(*reinterpret_cast<const unsigned*>(&B_f[192 + 0])), "r"(*reinterpret_cast<const unsigned*>(&B_f[192 + 8])), "r"(*reinterpret_cast<const unsigned*>(&B_f[192 + 2])), "r"(*reinterpret_cast<const unsigned*>(&B_f[192 + 10])), "l"(v_68), "r"(0)); }
    const unsigned long long v_69 = tl::wgmma_desc_at<128, 16, 1024>((A_s + (v_34) * 64), 258);
    { float* tl_acc = C2_step; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %13, 0;\nwgmma.mma_async.sync.aligned.m64n16k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9, %10, %11}, %12, p, 1, 1, 0;\n}\n" : "+f"(tl_acc[0 + 0]), "+f"(tl_acc[0 + 1]), "+f"(tl_acc[0 + 2]), "+f"(tl_acc[0 + 3]), "+f"(tl_acc[0 + 4]), "+f"(tl_acc[0 + 5]), "+f"(tl_acc[0 + 6]), "+f"(tl_acc[0 + 7]) : "r"(*reinterpret_cast<const unsigned*>(&B_f[68 + 0])), "r"(*reinterpret_cast<const unsigned*>(&B_f[68 + 8])), "r"(*reinterpret_cast<const unsigned*>(&B_f[68 + 2])), "r"(*reinterpret_cast<const unsigned*>(&B_f[68 + 10])), "l"(v_69), "r"(1)); }
    { float* tl_acc = C2_step; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %13, 0;\nwgmma.mma_async.sync.aligned.m64n16k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9, %10, %11}, %12, p, 1, 1, 0;\n}\n" : "+f"(tl_acc[8 + 0]), "+f"(tl_acc[8 + 1]), "+f"(tl_acc[8 + 2]), "+f"(tl_acc[8 + 3]), "+f"(tl_acc[8 + 4]), "+f"(tl_acc[8 + 5]), "+f"(tl_acc[8 + 6]), "+f"(tl_acc[8 + 7]) : "r"(*reinterpret_cast<const unsigned*>(&B_f[196 + 0])), "r"(*reinterpret_cast<const unsigned*>(&B_f[196 + 8])), "r"(*reinterpret_cast<const unsigned*>(&B_f[196 + 2])), "r"(*reinterpret_cast<const unsigned*>(&B_f[196 + 10])), "l"(v_69), "r"(1)); }
    const unsigned long long v_70 = tl::wgmma_desc_at<128, 16, 1024>((A_s + (v_34) * 64), 260);
    { float* tl_acc = C2_step; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %13, 0;\nwgmma.mma_async.sync.aligned.m64n16k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9, %10, %11}, %12, p, 1, 1, 0;\n}\n" : "+f"(tl_acc[0 + 0]), "+f"(tl_acc[0 + 1]), "+f"(tl_acc[0 + 2]), "+f"(tl_acc[0 + 3]), "+f"(tl_acc[0 + 4]), "+f"(tl_acc[0 + 5]), "+f"(tl_acc[0 + 6]), "+f"(tl_acc[0 + 7]) : "r"(*reinterpret_cast<const unsigned*>(&B_f[80 + 0])), "r"(*reinterpret_cast<const unsigned*>(&B_f[80 + 8])), "r"(*reinterpret_cast<const unsigned*>(&B_f[80 + 2])), "r"(*reinterpret_cast<const unsigned*>(&B_f[80 + 10])), "l"(v_70), "r"(1)); }
    { float* tl_acc = C2_step; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %13, 0;\nwgmma.mma_async.sync.aligned.m64n16k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9, %10, %11}, %12, p, 1, 1, 0;\n}\n" : "+f"(tl_acc[8 + 0]), "+f"(tl_acc[8 + 1]), "+f"(tl_acc[8 + 2]), "+f"(tl_acc[8 + 3]), "+f"(tl_acc[8 + 4]), "+f"(tl_acc[8 + 5]), "+f"(tl_acc[8 + 6]), "+f"(tl_acc[8 + 7]) : "r"(*reinterpret_cast<const unsigned*>(&B_f[208 + 0])), "r"(*reinterpret_cast<const unsigned*>(&B_f[208 + 8])), "r"(*reinterpret_cast<const unsigned*>(&B_f[208 + 2])), "r"(*reinterpret_cast<const unsigned*>(&B_f[208 + 10])), "l"(v_70), "r"(1)); }
    const unsigned long long v_71 = tl::wgmma_desc_at<128, 16, 1024>((A_s + (v_34) * 64), 262);
    { float* tl_acc = C2_step; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %13, 0;\nwgmma.mma_async.sync.aligned.m64n16k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9, %10, %11}, %12, p, 1, 1, 0;\n}\n" : "+f"(tl_acc[0 + 0]), "+f"(tl_acc[0 + 1]), "+f"(tl_acc[0 + 2]), "+f"(tl_acc[0 + 3]), "+f"(tl_acc[0 + 4]), "+f"(tl_acc[0 + 5]), "+f"(tl_acc[0 + 6]), "+f"(tl_acc[0 + 7]) : "r"(*reinterpret_cast<const unsigned*>(&B_f[84 + 0])), "r"(*reinterpret_cast<const unsigned*>(&B_f[84 + 8])), "r"(*reinterpret_cast<const unsigned*>(&B_f[84 + 2])), "r"(*reinterpret_cast<const unsigned*>(&B_f[84 + 10])), "l"(v_71), "r"(1)); }
    { float* tl_acc = C2_step; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %13, 0;\nwgmma.mma_async.sync.aligned.m64n16k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9, %10, %11}, %12, p, 1, 1, 0;\n}\n" : "+f"(tl_acc[8 + 0]), "+f"(tl_acc[8 + 1]), "+f"(tl_acc[8 + 2]), "+f"(tl_acc[8 + 3]), "+f"(tl_acc[8 + 4]), "+f"(tl_acc[8 + 5]), "+f"(tl_acc[8 + 6]), "+f"(tl_acc[8 + 7]) : "r"(*reinterpret_cast<const unsigned*>(&B_f[212 + 0])), "r"(*reinterpret_cast<const unsigned*>(&B_f[212 + 8])), "r"(*reinterpret_cast<const unsigned*>(&B_f[212 + 2])), "r"(*reinterpret_cast<const unsigned*>(&B_f[212 + 10])), "l"(v_71), "r"(1)); }
    const int v_72 = (v_34 + 48);
    const unsigned long long v_73 = tl::wgmma_desc_at<128, 16, 1024>((A_s + (v_34) * 64), 384);
    { float* tl_acc = C2_step; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %13, 0;\nwgmma.mma_async.sync.aligned.m64n16k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9, %10, %11}, %12, p, 1, 1, 0;\n}\n" : "+f"(tl_acc[0 + 0]), "+f"(tl_acc[0 + 1]), "+f"(tl_acc[0 + 2]), "+f"(tl_acc[0 + 3]), "+f"(tl_acc[0 + 4]), "+f"(tl_acc[0 + 5]), "+f"(tl_acc[0 + 6]), "+f"(tl_acc[0 + 7]) : "r"(*reinterpret_cast<const unsigned*>(&B_f[96 + 0])), "r"(*reinterpret_cast<const unsigned*>(&B_f[96 + 8])), "r"(*reinterpret_cast<const unsigned*>(&B_f[96 + 2])), "r"(*reinterpret_cast<const unsigned*>(&B_f[96 + 10])), "l"(v_73), "r"(1)); }
    { float* tl_acc = C2_step; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %13, 0;\nwgmma.mma_async.sync.aligned.m64n16k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9, %10, %11}, %12, p, 1, 1, 0;\n}\n" : "+f"(tl_acc[8 + 0]), "+f"(tl_acc[8 + 1]), "+f"(tl_acc[8 + 2]), "+f"(tl_acc[8 + 3]), "+f"(tl_acc[8 + 4]), "+f"(tl_acc[8 + 5]), "+f"(tl_acc[8 + 6]), "+f"(tl_acc[8 + 7]) : "r"(*reinterpret_cast<const unsigned*>(&B_f[224 + 0])), "r"(*reinterpret_cast<const unsigned*>(&B_f[224 + 8])), "r"(*reinterpret_cast<const unsigned*>(&B_f[224 + 2])), "r"(*reinterpret_cast<const unsigned*>(&B_f[224 + 10])), "l"(v_73), "r"(1)); }
    const unsigned long long v_74 = tl::wgmma_desc_at<128, 16, 1024>((A_s + (v_34) * 64), 386);
    { float* tl_acc = C2_step; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %13, 0;\nwgmma.mma_async.sync.aligned.m64n16k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9, %10, %11}, %12, p, 1, 1, 0;\n}\n" : "+f"(tl_acc[0 + 0]), "+f"(tl_acc[0 + 1]), "+f"(tl_acc[0 + 2]), "+f"(tl_acc[0 + 3]), "+f"(tl_acc[0 + 4]), "+f"(tl_acc[0 + 5]), "+f"(tl_acc[0 + 6]), "+f"(tl_acc[0 + 7]) : "r"(*reinterpret_cast<const unsigned*>(&B_f[100 + 0])), "r"(*reinterpret_cast<const unsigned*>(&B_f[100 + 8])), "r"(*reinterpret_cast<const unsigned*>(&B_f[100 + 2])), "r"(*reinterpret_cast<const unsigned*>(&B_f[100 + 10])), "l"(v_74), "r"(1)); }
    { float* tl_acc = C2_step; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %13, 0;\nwgmma.mma_async.sync.aligned.m64n16k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9, %10, %11}, %12, p, 1, 1, 0;\n}\n" : "+f"(tl_acc[8 + 0]), "+f"(tl_acc[8 + 1]), "+f"(tl_acc[8 + 2]), "+f"(tl_acc[8 + 3]), "+f"(tl_acc[8 + 4]), "+f"(tl_acc[8 + 5]), "+f"(tl_acc[8 + 6]), "+f"(tl_acc[8 + 7]) : "r"(*reinterpret_cast<const unsigned*>(&B_f[228 + 0])), "r"(*reinterpret_cast<const unsigned*>(&B_f[228 + 8])), "r"(*reinterpret_cast<const unsigned*>(&B_f[228 + 2])), "r"(*reinterpret_cast<const unsigned*>(&B_f[228 + 10])), "l"(v_74), "r"(1)); }
    const unsigned long long v_75 = tl::wgmma_desc_at<128, 16, 1024>((A_s + (v_34) * 64), 388);
    { float* tl_acc = C2_step; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %13, 0;\nwgmma.mma_async.sync.aligned.m64n16k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9, %10, %11}, %12, p, 1, 1, 0;\n}\n" : "+f"(tl_acc[0 + 0]), "+f"(tl_acc[0 + 1]), "+f"(tl_acc[0 + 2]), "+f"(tl_acc[0 + 3]), "+f"(tl_acc[0 + 4]), "+f"(tl_acc[0 + 5]), "+f"(tl_acc[0 + 6]), "+f"(tl_acc[0 + 7]) : "r"(*reinterpret_cast<const unsigned*>(&B_f[112 + 0])), "r"(*reinterpret_cast<const unsigned*>(&B_f[112 + 8])), "r"(*reinterpret_cast<const unsigned*>(&B_f[112 + 2])), "r"(*reinterpret_cast<const unsigned*>(&B_f[112 + 10])), "l"(v_75), "r"(1)); }
    { float* tl_acc = C2_step; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %13, 0;\nwgmma.mma_async.sync.aligned.m64n16k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9, %10, %11}, %12, p, 1, 1, 0;\n}\n" : "+f"(tl_acc[8 + 0]), "+f"(tl_acc[8 + 1]), "+f"(tl_acc[8 + 2]), "+f"(tl_acc[8 + 3]), "+f"(tl_acc[8 + 4]), "+f"(tl_acc[8 + 5]), "+f"(tl_acc[8 + 6]), "+f"(tl_acc[8 + 7]) : "r"(*reinterpret_cast<const unsigned*>(&B_f[240 + 0])), "r"(*reinterpret_cast<const unsigned*>(&B_f[240 + 8])), "r"(*reinterpret_cast<const unsigned*>(&B_f[240 + 2])), "r"(*reinterpret_cast<const unsigned*>(&B_f[240 + 10])), "l"(v_75), "r"(1)); }
    const unsigned long long v_76 = tl::wgmma_desc_at<128, 16, 1024>((A_s + (v_34) * 64), 390);
    { float* tl_acc = C2_step; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %13, 0;\nwgmma.mma_async.sync.aligned.m64n16k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9, %10, %11}, %12, p, 1, 1, 0;\n}\n" : "+f"(tl_acc[0 + 0]), "+f"(tl_acc[0 + 1]), "+f"(tl_acc[0 + 2]), "+f"(tl_acc[0 + 3]), "+f"(tl_acc[0 + 4]), "+f"(tl_acc[0 + 5]), "+f"(tl_acc[0 + 6]), "+f"(tl_acc[0 + 7]) : "r"(*reinterpret_cast<const unsigned*>(&B_f[116 + 0])), "r"(*reinterpret_cast<const unsigned*>(&B_f[116 + 8])), "r"(*reinterpret_cast<const unsigned*>(&B_f[116 + 2])), "r"(*reinterpret_cast<const unsigned*>(&B_f[116 + 10])), "l"(v_76), "r"(1)); }
    { float* tl_acc = C2_step; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %13, 0;\nwgmma.mma_async.sync.aligned.m64n16k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9, %10, %11}, %12, p, 1, 1, 0;\n}\n" : "+f"(tl_acc[8 + 0]), "+f"(tl_acc[8 + 1]), "+f"(tl_acc[8 + 2]), "+f"(tl_acc[8 + 3]), "+f"(tl_acc[8 + 4]), "+f"(tl_acc[8 + 5]), "+f"(tl_acc[8 + 6]), "+f"(tl_acc[8 + 7]) : "r"(*reinterpret_cast<const unsigned*>(&B_f[244 + 0])), "r"(*reinterpret_cast<const unsigned*>(&B_f[244 + 8])), "r"(*reinterpret_cast<const unsigned*>(&B_f[244 + 2])), "r"(*reinterpret_cast<const unsigned*>(&B_f[244 + 10])), "l"(v_76), "r"(1)); }
    tl::wgmma_commit();
#line 473 "tilelang/ops/lowbit_kernels.py"
    const int v_77 = (ko + 2);
    const bool v_78 = (r == 0);
    const int v_79 = (r - 1);
    const int v_80 = (v_78 ? 2 : v_79);
    const bool v_81 = (v_77 < 32);
    if (v_81) {
      const int v_82 = tl::min(v_77, 31);
#line 475 "tilelang/ops/lowbit_kernels.py"
      const int v_83 = (v_2 + v_82);
      const int k0_2 = (v_83 * 256);
#line 405 "tilelang/ops/lowbit_kernels.py"
      const int g0_1 = (k0_2 / 128);
#line 406 "tilelang/ops/lowbit_kernels.py"
      const int v_84 = (k0_2 * 4);
      const int v_85 = (v_84 / 8);
#line 473 "tilelang/ops/lowbit_kernels.py"
      const int v_86 = (v_80 * 64);
      const int v_87 = (v_80 * 128);
      const int v_88 = (v_80 * 2);
#line 404 "tilelang/ops/lowbit_kernels.py"
      if (v_4) {
        tl::mbar_expect_tx((tma_bar + v_80), 8192);
        tl::tma_load<2>((A_s + (v_86) * 64 + 0), &A_tmap, (tma_bar + v_80), k0_2, v_3);
        tl::tma_load<2>((unsigned char*)(A_s + (v_86) * 64 + 0) + 2048, &A_tmap, (tma_bar + v_80), k0_2 + 64, v_3);
        tl::tma_load<2>((unsigned char*)(A_s + (v_86) * 64 + 0) + 4096, &A_tmap, (tma_bar + v_80), k0_2 + 128, v_3);
        tl::tma_load<2>((unsigned char*)(A_s + (v_86) * 64 + 0) + 6144, &A_tmap, (tma_bar + v_80), k0_2 + 192, v_3);
      }
#line 406 "tilelang/ops/lowbit_kernels.py"
      if (v_4) {
        tl::mbar_expect_tx((tma_bar_1 + v_80), 16384);
        tl::tma_load<1>((B_s + (v_87) * 128 + 0), &B_tmap, (tma_bar_1 + v_80), v_85, v_5);
      }
#line 412 "tilelang/ops/lowbit_kernels.py"
      if (v_9) {
        const int v_89 = (tid % 16);
        const int v_90 = (tid / 16);
        const int v_91 = (v_90 % 2);
        const int v_92 = (v_89 * 8);
        const int v_93 = (v_91 + g0_1);
        const int v_94 = (v_92 + v_5);
        const int v_95 = (v_91 + v_88);
        tl::cp_async<16>((S_s + (v_95) * 128 + v_92), (Scales + (v_93) * 28672 + v_94), true);
      }
#line 473 "tilelang/ops/lowbit_kernels.py"
    }
    tl::cp_async_commit();
#line 443 "tilelang/ops/lowbit_kernels.py"
    tl::wgmma_wait<1, 16, 128>(C_step, B_f);
#line 444 "tilelang/ops/lowbit_kernels.py"
    #pragma unroll
    for (int l_v_2 = 0; l_v_2 < 4; l_v_2 += 1) {
      const int v_96 = (l_v_2 * 4);
      const int v_97 = (l_v_2 / 2);
      const int v_98 = (v_97 * 64);
      const int v_99 = (v_98 + v_27);
      const int v_100 = (v_99 + v_29);
#line 445 "tilelang/ops/lowbit_kernels.py"
      const tl::vec<float, 4> v_101 = *reinterpret_cast<const tl::vec<float, 4>*>((C_step + v_96));
      const float v_102 = v_101.v[0];
      const half v_103 = S_s[(v_36) * 128 + v_100];
      const float v_104 = tl::cast<float>(v_103);
      const tl::vec<float, 4> v_105 = *reinterpret_cast<const tl::vec<float, 4>*>((C_f + v_96));
      const float v_106 = v_105.v[0];
      const float v_107 = __fmaf_rn(v_102, v_104, v_106);
      const float v_108 = v_101.v[1];
      const float v_109 = v_105.v[1];
      const float v_110 = __fmaf_rn(v_108, v_104, v_109);
#line 444 "tilelang/ops/lowbit_kernels.py"
      const int v_111 = (v_100 + 8);
#line 445 "tilelang/ops/lowbit_kernels.py"
      const float v_112 = v_101.v[2];
      const half v_113 = S_s[(v_36) * 128 + v_111];
      const float v_114 = tl::cast<float>(v_113);
      const float v_115 = v_105.v[2];
      const float v_116 = __fmaf_rn(v_112, v_114, v_115);
      const float v_117 = v_101.v[3];
      const float v_118 = v_105.v[3];
      const float v_119 = __fmaf_rn(v_117, v_114, v_118);
#line 444 "tilelang/ops/lowbit_kernels.py"
      const tl::vec<float, 4> v_120 = tl::vec<float, 4>{{v_107, v_110, v_116, v_119}};
      *reinterpret_cast<tl::vec<float, 4>*>((C_f + v_96)) = v_120;
    }
#line 443 "tilelang/ops/lowbit_kernels.py"
    tl::wgmma_wait_defining<0, 16, 128>(C2_step, B_f);
#line 445 "tilelang/ops/lowbit_kernels.py"
    const int v_121 = (v_36 + 1);
#line 444 "tilelang/ops/lowbit_kernels.py"
    #pragma unroll
    for (int l_v_3 = 0; l_v_3 < 4; l_v_3 += 1) {
      const int v_122 = (l_v_3 * 4);
      const int v_123 = (l_v_3 / 2);
      const int v_124 = (v_123 * 64);
      const int v_125 = (v_124 + v_27);
      const int v_126 = (v_125 + v_29);
#line 445 "tilelang/ops/lowbit_kernels.py"
      const tl::vec<float, 4> v_127 = *reinterpret_cast<const tl::vec<float, 4>*>((C2_step + v_122));
      const float v_128 = v_127.v[0];
      const half v_129 = S_s[(v_121) * 128 + v_126];
      const float v_130 = tl::cast<float>(v_129);
      const tl::vec<float, 4> v_131 = *reinterpret_cast<const tl::vec<float, 4>*>((C_f + v_122));
      const float v_132 = v_131.v[0];
      const float v_133 = __fmaf_rn(v_128, v_130, v_132);
      const float v_134 = v_127.v[1];
      const float v_135 = v_131.v[1];
      const float v_136 = __fmaf_rn(v_134, v_130, v_135);
#line 444 "tilelang/ops/lowbit_kernels.py"
      const int v_137 = (v_126 + 8);
#line 445 "tilelang/ops/lowbit_kernels.py"
      const float v_138 = v_127.v[2];
      const half v_139 = S_s[(v_121) * 128 + v_137];
      const float v_140 = tl::cast<float>(v_139);
      const float v_141 = v_131.v[2];
      const float v_142 = __fmaf_rn(v_138, v_140, v_141);
      const float v_143 = v_127.v[3];
      const float v_144 = v_131.v[3];
      const float v_145 = __fmaf_rn(v_143, v_140, v_144);
#line 444 "tilelang/ops/lowbit_kernels.py"
      const tl::vec<float, 4> v_146 = tl::vec<float, 4>{{v_133, v_136, v_142, v_145}};
      *reinterpret_cast<tl::vec<float, 4>*>((C_f + v_122)) = v_146;
    }
#line 473 "tilelang/ops/lowbit_kernels.py"
    const bool v_147 = (r == 2);
    const int v_148 = (v_79 + 2);
    const int v_149 = (v_147 ? 0 : v_148);
#line 489 "tilelang/ops/lowbit_kernels.py"
    r = v_149;
#line 473 "tilelang/ops/lowbit_kernels.py"
  }
  tl::cp_async_wait<0>();
#line 480 "tilelang/ops/lowbit_kernels.py"
  #pragma unroll
  for (int l_v_4 = 0; l_v_4 < 4; l_v_4 += 1) {
    const int v_150 = (l_v_4 * 4);
    const int v_151 = (l_v_4 % 2);
    const int v_152 = (v_151 * 8);
    const int v_153 = (v_152 + v_31);
    const int v_154 = (l_v_4 / 2);
    const int v_155 = (v_154 * 64);
    const int v_156 = (v_155 + v_27);
    const int v_157 = (v_156 + v_29);
    const int v_158 = (v_153 + v_3);
    const int v_159 = (v_157 + v_5);
    const tl::vec<float, 4> v_160 = *reinterpret_cast<const tl::vec<float, 4>*>((C_f + v_150));
    const float v_161 = v_160.v[0];
    const half v_162 = tl::cast<half>(v_161);
    C[(v_158) * 28672 + v_159] = v_162;
    const int v_163 = (v_158 + 1);
    const float v_164 = v_160.v[1];
    const half v_165 = tl::cast<half>(v_164);
    C[(v_163) * 28672 + v_159] = v_165;
    const int v_166 = (v_159 + 8);
    const float v_167 = v_160.v[2];
    const half v_168 = tl::cast<half>(v_167);
    C[(v_158) * 28672 + v_166] = v_168;
    const float v_169 = v_160.v[3];
    const half v_170 = tl::cast<half>(v_169);
    C[(v_163) * 28672 + v_166] = v_170;
  }
}
