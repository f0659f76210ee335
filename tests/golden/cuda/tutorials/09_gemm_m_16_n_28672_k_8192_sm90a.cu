// tutorials/09_int4_matmul_benchmark.py --compile-only: gemm(M=16, N=28672, K=8192); sm_90a
// written by `python scripts/update_golden.py` (never by hand): the CUDA source after prelude.cuh and a blank line, #line paths repository-relative
#line 490 "tilelang/ops/lowbit_kernels.py"
extern "C" __global__ void __launch_bounds__(128) gemm_kernel(half* __restrict__ A, unsigned char* __restrict__ B, half* __restrict__ Scales, half* __restrict__ C, const __grid_constant__ tl::TensorMap A_tmap, const __grid_constant__ tl::TensorMap B_tmap) {
  extern __shared__ __align__(1024) unsigned char tl_smem[];
  const int tid = (int)threadIdx.x;
#line 405 "tilelang/ops/lowbit_kernels.py"
  unsigned long long* const tma_bar = reinterpret_cast<unsigned long long*>(tl_smem + 75776);
  if (threadIdx.x == 0 && threadIdx.y == 0 && threadIdx.z == 0) {
    for (int i = 0; i < 3; ++i) tl::mbar_init(tma_bar + i, 1);
    tl::fence_mbar_init();
  }
#line 407 "tilelang/ops/lowbit_kernels.py"
  unsigned long long* const tma_bar_1 = reinterpret_cast<unsigned long long*>(tl_smem + 75904);
  if (threadIdx.x == 0 && threadIdx.y == 0 && threadIdx.z == 0) {
    for (int i = 0; i < 3; ++i) tl::mbar_init(tma_bar_1 + i, 1);
    tl::fence_mbar_init();
  }
#line 363 "tilelang/ops/lowbit_kernels.py"
  half* const A_s = reinterpret_cast<half*>(tl_smem + 49152);
#line 364 "tilelang/ops/lowbit_kernels.py"
  unsigned char* const B_s = reinterpret_cast<unsigned char*>(tl_smem + 0);
#line 365 "tilelang/ops/lowbit_kernels.py"
  half* const S_s = reinterpret_cast<half*>(tl_smem + 73728);
#line 367 "tilelang/ops/lowbit_kernels.py"
  alignas(16) half B_f[256];
#line 368 "tilelang/ops/lowbit_kernels.py"
  __syncthreads();
#line 369 "tilelang/ops/lowbit_kernels.py"
  alignas(16) float C_f[16];
#line 370 "tilelang/ops/lowbit_kernels.py"
  alignas(16) float C_step[16];
#line 371 "tilelang/ops/lowbit_kernels.py"
  alignas(16) float C2_step[16];
#line 473 "tilelang/ops/lowbit_kernels.py"
  #pragma unroll
  for (int l_v = 0; l_v < 4; l_v += 1) {
    const int v = (l_v * 4);
    const tl::vec<float, 4> v_1 = tl::vec<float, 4>{{0.0f, 0.0f, 0.0f, 0.0f}};
    *reinterpret_cast<tl::vec<float, 4>*>((C_f + v)) = v_1;
  }
#line 476 "tilelang/ops/lowbit_kernels.py"
  const int v_2 = ((int)blockIdx.z * 32);
  const int k0 = (v_2 * 256);
#line 405 "tilelang/ops/lowbit_kernels.py"
  const int v_3 = ((int)blockIdx.y * 16);
  const bool v_4 = (tid == 0);
#line 406 "tilelang/ops/lowbit_kernels.py"
  const int g0 = (k0 / 128);
#line 407 "tilelang/ops/lowbit_kernels.py"
  const int v_5 = ((int)blockIdx.x * 128);
  const int v_6 = (k0 * 4);
  const int v_7 = (v_6 / 8);
#line 413 "tilelang/ops/lowbit_kernels.py"
  const int v_8 = (g0 + 2);
  const bool v_9 = (tid < 32);
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
    tl::mbar_expect_tx((tma_bar_1 + 0), 16384);
    tl::tma_load<1>((B_s + (0) * 128 + 0), &B_tmap, (tma_bar_1 + 0), v_7, v_5);
  }
#line 413 "tilelang/ops/lowbit_kernels.py"
  if (v_9) {
    const int v_10 = (tid % 16);
    const int v_11 = (tid / 16);
    const int v_12 = (v_11 % 2);
    const int v_13 = (v_10 * 8);
    const int v_14 = (v_12 + g0);
    const int v_15 = (v_13 + v_5);
    tl::cp_async<16>((S_s + (v_12) * 128 + v_13), (Scales + (v_14) * 28672 + v_15), true);
  }
#line 474 "tilelang/ops/lowbit_kernels.py"
  tl::cp_async_commit();
#line 476 "tilelang/ops/lowbit_kernels.py"
  const int v_16 = (v_2 + 1);
  const int k0_1 = (v_16 * 256);
#line 407 "tilelang/ops/lowbit_kernels.py"
  const int v_17 = (k0_1 * 4);
  const int v_18 = (v_17 / 8);
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
    tl::mbar_expect_tx((tma_bar_1 + 1), 16384);
    tl::tma_load<1>((B_s + (128) * 128 + 0), &B_tmap, (tma_bar_1 + 1), v_18, v_5);
  }
#line 413 "tilelang/ops/lowbit_kernels.py"
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
#line 474 "tilelang/ops/lowbit_kernels.py"
  tl::cp_async_commit();
#line 418 "tilelang/ops/lowbit_kernels.py"
  const int v_26 = (tid / 32);
  const int v_27 = (v_26 * 16);
  const int v_28 = (tid % 32);
  const int v_29 = (v_28 / 4);
  const int v_30 = (tid % 4);
  const int v_31 = (v_30 * 2);
  const int v_32 = (v_30 * 8);
  const int v_33 = (v_29 * 32);
#line 474 "tilelang/ops/lowbit_kernels.py"
  for (int ko = 0; ko < 32; ko += 3) {
    tl::cp_async_wait<1>();
    __syncthreads();
    const int v_34 = (ko / 3);
    const int v_35 = (v_34 % 2);
#line 405 "tilelang/ops/lowbit_kernels.py"
    tl::mbar_wait((tma_bar + 0), v_35);
#line 407 "tilelang/ops/lowbit_kernels.py"
    tl::mbar_wait((tma_bar_1 + 0), v_35);
#line 418 "tilelang/ops/lowbit_kernels.py"
    alignas(16) half dequant[256];
    #pragma unroll
    for (int g = 0; g < 32; g += 1) {
      const int v_36 = (g * 8);
      const int v_37 = (g / 16);
      const int v_38 = (v_37 * 64);
      const int v_39 = (v_38 + v_27);
      const int v_40 = (g % 2);
      const int v_41 = (v_40 * 8);
      const int v_42 = (v_39 + v_41);
      const int v_43 = (v_42 + v_29);
      const int v_44 = (g / 2);
      const int v_45 = (v_44 % 8);
      const int v_46 = (v_45 * 32);
      const int v_47 = (v_46 + v_32);
      const int v_48 = (v_47 ^ v_33);
      const int v_49 = tl::floordiv(v_48, 8);
      const int v_50 = (v_49 * 4);
      const unsigned v_51 = *reinterpret_cast<const unsigned*>((B_s + (v_43) * 128 + v_50));
      tl::dequant_i4<true>(dequant + v_36, v_51);
    }
    #pragma unroll
    for (int l_v_1 = 0; l_v_1 < 32; l_v_1 += 1) {
      const int v_52 = (l_v_1 * 8);
#line 426 "tilelang/ops/lowbit_kernels.py"
      const tl::vec<half, 8> v_53 = *reinterpret_cast<const tl::vec<half, 8>*>((dequant + v_52));
#line 418 "tilelang/ops/lowbit_kernels.py"
      *reinterpret_cast<tl::vec<half, 8>*>((B_f + v_52)) = v_53;
    }
#line 441 "tilelang/ops/lowbit_kernels.py"
    tl::wgmma_fence<0, 128>(C_step, B_f);
    const unsigned long long v_54 = tl::wgmma_desc<128, 16, 1024>((A_s + 0));
    { float* tl_acc = C_step; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %13, 0;\nwgmma.mma_async.sync.aligned.m64n16k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9, %10, %11}, %12, p, 1, 1, 0;\n}\n" : "=f"(tl_acc[0 + 0]), "=f"(tl_acc[0 + 1]), "=f"(tl_acc[0 + 2]), "=f"(tl_acc[0 + 3]), "=f"(tl_acc[0 + 4]), "=f"(tl_acc[0 + 5]), "=f"(tl_acc[0 + 6]), "=f"(tl_acc[0 + 7]) : "r"(*reinterpret_cast<const unsigned*>(&B_f[0 + 0])), "r"(*reinterpret_cast<const unsigned*>(&B_f[0 + 8])), "r"(*reinterpret_cast<const unsigned*>(&B_f[0 + 2])), "r"(*reinterpret_cast<const unsigned*>(&B_f[0 + 10])), "l"(v_54), "r"(0)); }
    { float* tl_acc = C_step; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %13, 0;\nwgmma.mma_async.sync.aligned.m64n16k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9, %10, %11}, %12, p, 1, 1, 0;\n}\n" : "=f"(tl_acc[8 + 0]), "=f"(tl_acc[8 + 1]), "=f"(tl_acc[8 + 2]), "=f"(tl_acc[8 + 3]), "=f"(tl_acc[8 + 4]), "=f"(tl_acc[8 + 5]), "=f"(tl_acc[8 + 6]), "=f"(tl_acc[8 + 7]) : "r"(*reinterpret_cast<const unsigned*>(&B_f[128 + 0])), "r"(*reinterpret_cast<const unsigned*>(&B_f[128 + 8])), "r"(*reinterpret_cast<const unsigned*>(&B_f[128 + 2])), "r"(*reinterpret_cast<const unsigned*>(&B_f[128 + 10])), "l"(v_54), "r"(0)); }
    const unsigned long long v_55 = tl::wgmma_desc_at<128, 16, 1024>((A_s + (0) * 64), 2);
    { float* tl_acc = C_step; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %13, 0;\nwgmma.mma_async.sync.aligned.m64n16k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9, %10, %11}, %12, p, 1, 1, 0;\n}\n" : "+f"(tl_acc[0 + 0]), "+f"(tl_acc[0 + 1]), "+f"(tl_acc[0 + 2]), "+f"(tl_acc[0 + 3]), "+f"(tl_acc[0 + 4]), "+f"(tl_acc[0 + 5]), "+f"(tl_acc[0 + 6]), "+f"(tl_acc[0 + 7]) : "r"(*reinterpret_cast<const unsigned*>(&B_f[4 + 0])), "r"(*reinterpret_cast<const unsigned*>(&B_f[4 + 8])), "r"(*reinterpret_cast<const unsigned*>(&B_f[4 + 2])), "r"(*reinterpret_cast<const unsigned*>(&B_f[4 + 10])), "l"(v_55), "r"(1)); }
    { float* tl_acc = C_step; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %13, 0;\nwgmma.mma_async.sync.aligned.m64n16k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9, %10, %11}, %12, p, 1, 1, 0;\n}\n" : "+f"(tl_acc[8 + 0]), "+f"(tl_acc[8 + 1]), "+f"(tl_acc[8 + 2]), "+f"(tl_acc[8 + 3]), "+f"(tl_acc[8 + 4]), "+f"(tl_acc[8 + 5]), "+f"(tl_acc[8 + 6]), "+f"(tl_acc[8 + 7]) : "r"(*reinterpret_cast<const unsigned*>(&B_f[132 + 0])), "r"(*reinterpret_cast<const unsigned*>(&B_f[132 + 8])), "r"(*reinterpret_cast<const unsigned*>(&B_f[132 + 2])), "r"(*reinterpret_cast<const unsigned*>(&B_f[132 + 10])), "l"(v_55), "r"(1)); }
    const unsigned long long v_56 = tl::wgmma_desc_at<128, 16, 1024>((A_s + (0) * 64), 4);
    { float* tl_acc = C_step; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %13, 0;\nwgmma.mma_async.sync.aligned.m64n16k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9, %10, %11}, %12, p, 1, 1, 0;\n}\n" : "+f"(tl_acc[0 + 0]), "+f"(tl_acc[0 + 1]), "+f"(tl_acc[0 + 2]), "+f"(tl_acc[0 + 3]), "+f"(tl_acc[0 + 4]), "+f"(tl_acc[0 + 5]), "+f"(tl_acc[0 + 6]), "+f"(tl_acc[0 + 7]) : "r"(*reinterpret_cast<const unsigned*>(&B_f[16 + 0])), "r"(*reinterpret_cast<const unsigned*>(&B_f[16 + 8])), "r"(*reinterpret_cast<const unsigned*>(&B_f[16 + 2])), "r"(*reinterpret_cast<const unsigned*>(&B_f[16 + 10])), "l"(v_56), "r"(1)); }
    { float* tl_acc = C_step; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %13, 0;\nwgmma.mma_async.sync.aligned.m64n16k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9, %10, %11}, %12, p, 1, 1, 0;\n}\n" : "+f"(tl_acc[8 + 0]), "+f"(tl_acc[8 + 1]), "+f"(tl_acc[8 + 2]), "+f"(tl_acc[8 + 3]), "+f"(tl_acc[8 + 4]), "+f"(tl_acc[8 + 5]), "+f"(tl_acc[8 + 6]), "+f"(tl_acc[8 + 7]) : "r"(*reinterpret_cast<const unsigned*>(&B_f[144 + 0])), "r"(*reinterpret_cast<const unsigned*>(&B_f[144 + 8])), "r"(*reinterpret_cast<const unsigned*>(&B_f[144 + 2])), "r"(*reinterpret_cast<const unsigned*>(&B_f[144 + 10])), "l"(v_56), "r"(1)); }
    const unsigned long long v_57 = tl::wgmma_desc_at<128, 16, 1024>((A_s + (0) * 64), 6);
    { float* tl_acc = C_step; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %13, 0;\nwgmma.mma_async.sync.aligned.m64n16k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9, %10, %11}, %12, p, 1, 1, 0;\n}\n" : "+f"(tl_acc[0 + 0]), "+f"(tl_acc[0 + 1]), "+f"(tl_acc[0 + 2]), "+f"(tl_acc[0 + 3]), "+f"(tl_acc[0 + 4]), "+f"(tl_acc[0 + 5]), "+f"(tl_acc[0 + 6]), "+f"(tl_acc[0 + 7]) : "r"(*reinterpret_cast<const unsigned*>(&B_f[20 + 0])), "r"(*reinterpret_cast<const unsigned*>(&B_f[20 + 8])), "r"(*reinterpret_cast<const unsigned*>(&B_f[20 + 2])), "r"(*reinterpret_cast<const unsigned*>(&B_f[20 + 10])), "l"(v_57), "r"(1)); }
    { float* tl_acc = C_step; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %13, 0;\nwgmma.mma_async.sync.aligned.m64n16k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9, %10, %11}, %12, p, 1, 1, 0;\n}\n" : "+f"(tl_acc[8 + 0]), "+f"(tl_acc[8 + 1]), "+f"(tl_acc[8 + 2]), "+f"(tl_acc[8 + 3]), "+f"(tl_acc[8 + 4]), "+f"(tl_acc[8 + 5]), "+f"(tl_acc[8 + 6]), "+f"(tl_acc[8 + 7]) : "r"(*reinterpret_cast<const unsigned*>(&B_f[148 + 0])), "r"(*reinterpret_cast<const unsigned*>(&B_f[148 + 8])), "r"(*reinterpret_cast<const unsigned*>(&B_f[148 + 2])), "r"(*reinterpret_cast<const unsigned*>(&B_f[148 + 10])), "l"(v_57), "r"(1)); }
    const unsigned long long v_58 = tl::wgmma_desc_at<128, 16, 1024>((A_s + (0) * 64), 128);
    { float* tl_acc = C_step; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %13, 0;\nwgmma.mma_async.sync.aligned.m64n16k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9, %10, %11}, %12, p, 1, 1, 0;\n}\n" : "+f"(tl_acc[0 + 0]), "+f"(tl_acc[0 + 1]), "+f"(tl_acc[0 + 2]), "+f"(tl_acc[0 + 3]), "+f"(tl_acc[0 + 4]), "+f"(tl_acc[0 + 5]), "+f"(tl_acc[0 + 6]), "+f"(tl_acc[0 + 7]) : "r"(*reinterpret_cast<const unsigned*>(&B_f[32 + 0])), "r"(*reinterpret_cast<const unsigned*>(&B_f[32 + 8])), "r"(*reinterpret_cast<const unsigned*>(&B_f[32 + 2])), "r"(*reinterpret_cast<const unsigned*>(&B_f[32 + 10])), "l"(v_58), "r"(1)); }
    { float* tl_acc = C_step; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %13, 0;\nwgmma.mma_async.sync.aligned.m64n16k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9, %10, %11}, %12, p, 1, 1, 0;\n}\n" : "+f"(tl_acc[8 + 0]), "+f"(tl_acc[8 + 1]), "+f"(tl_acc[8 + 2]), "+f"(tl_acc[8 + 3]), "+f"(tl_acc[8 + 4]), "+f"(tl_acc[8 + 5]), "+f"(tl_acc[8 + 6]), "+f"(tl_acc[8 + 7]) : "r"(*reinterpret_cast<const unsigned*>(&B_f[160 + 0])), "r"(*reinterpret_cast<const unsigned*>(&B_f[160 + 8])), "r"(*reinterpret_cast<const unsigned*>(&B_f[160 + 2])), "r"(*reinterpret_cast<const unsigned*>(&B_f[160 + 10])), "l"(v_58), "r"(1)); }
    const unsigned long long v_59 = tl::wgmma_desc_at<128, 16, 1024>((A_s + (0) * 64), 130);
    { float* tl_acc = C_step; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %13, 0;\nwgmma.mma_async.sync.aligned.m64n16k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9, %10, %11}, %12, p, 1, 1, 0;\n}\n" : "+f"(tl_acc[0 + 0]), "+f"(tl_acc[0 + 1]), "+f"(tl_acc[0 + 2]), "+f"(tl_acc[0 + 3]), "+f"(tl_acc[0 + 4]), "+f"(tl_acc[0 + 5]), "+f"(tl_acc[0 + 6]), "+f"(tl_acc[0 + 7]) : "r"(*reinterpret_cast<const unsigned*>(&B_f[36 + 0])), "r"(*reinterpret_cast<const unsigned*>(&B_f[36 + 8])), "r"(*reinterpret_cast<const unsigned*>(&B_f[36 + 2])), "r"(*reinterpret_cast<const unsigned*>(&B_f[36 + 10])), "l"(v_59), "r"(1)); }
    { float* tl_acc = C_step; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %13, 0;\nwgmma.mma_async.sync.aligned.m64n16k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9, %10, %11}, %12, p, 1, 1, 0;\n}\n" : "+f"(tl_acc[8 + 0]), "+f"(tl_acc[8 + 1]), "+f"(tl_acc[8 + 2]), "+f"(tl_acc[8 + 3]), "+f"(tl_acc[8 + 4]), "+f"(tl_acc[8 + 5]), "+f"(tl_acc[8 + 6]), "+f"(tl_acc[8 + 7]) : "r"(*reinterpret_cast<const unsigned*>(&B_f[164 + 0])), "r"(*reinterpret_cast<const unsigned*>(&B_f[164 + 8])), "r"(*reinterpret_cast<const unsigned*>(&B_f[164 + 2])), "r"(*reinterpret_cast<const unsigned*>(&B_f[164 + 10])), "l"(v_59), "r"(1)); }
    const unsigned long long v_60 = tl::wgmma_desc_at<128, 16, 1024>((A_s + (0) * 64), 132);
    { float* tl_acc = C_step; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %13, 0;\nwgmma.mma_async.sync.aligned.m64n16k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9, %10, %11}, %12, p, 1, 1, 0;\n}\n" : "+f"(tl_acc[0 + 0]), "+f"(tl_acc[0 + 1]), "+f"(tl_acc[0 + 2]), "+f"(tl_acc[0 + 3]), "+f"(tl_acc[0 + 4]), "+f"(tl_acc[0 + 5]), "+f"(tl_acc[0 + 6]), "+f"(tl_acc[0 + 7]) : "r"(*reinterpret_cast<const unsigned*>(&B_f[48 + 0])), "r"(*reinterpret_cast<const unsigned*>(&B_f[48 + 8])), "r"(*reinterpret_cast<const unsigned*>(&B_f[48 + 2])), "r"(*reinterpret_cast<const unsigned*>(&B_f[48 + 10])), "l"(v_60), "r"(1)); }
    { float* tl_acc = C_step; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %13, 0;\nwgmma.mma_async.sync.aligned.m64n16k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9, %10, %11}, %12, p, 1, 1, 0;\n}\n" : "+f"(tl_acc[8 + 0]), "+f"(tl_acc[8 + 1]), "+f"(tl_acc[8 + 2]), "+f"(tl_acc[8 + 3]), "+f"(tl_acc[8 + 4]), "+f"(tl_acc[8 + 5]), "+f"(tl_acc[8 + 6]), "+f"(tl_acc[8 + 7]) : "r"(*reinterpret_cast<const unsigned*>(&B_f[176 + 0])), "r"(*reinterpret_cast<const unsigned*>(&B_f[176 + 8])), "r"(*reinterpret_cast<const unsigned*>(&B_f[176 + 2])), "r"(*reinterpret_cast<const unsigned*>(&B_f[176 + 10])), "l"(v_60), "r"(1)); }
    const unsigned long long v_61 = tl::wgmma_desc_at<128, 16, 1024>((A_s + (0) * 64), 134);
    { float* tl_acc = C_step; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %13, 0;\nwgmma.mma_async.sync.aligned.m64n16k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9, %10, %11}, %12, p, 1, 1, 0;\n}\n" : "+f"(tl_acc[0 + 0]), "+f"(tl_acc[0 + 1]), "+f"(tl_acc[0 + 2]), "+f"(tl_acc[0 + 3]), "+f"(tl_acc[0 + 4]), "+f"(tl_acc[0 + 5]), "+f"(tl_acc[0 + 6]), "+f"(tl_acc[0 + 7]) : "r"(*reinterpret_cast<const unsigned*>(&B_f[52 + 0])), "r"(*reinterpret_cast<const unsigned*>(&B_f[52 + 8])), "r"(*reinterpret_cast<const unsigned*>(&B_f[52 + 2])), "r"(*reinterpret_cast<const unsigned*>(&B_f[52 + 10])), "l"(v_61), "r"(1)); }
    { float* tl_acc = C_step; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %13, 0;\nwgmma.mma_async.sync.aligned.m64n16k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9, %10, %11}, %12, p, 1, 1, 0;\n}\n" : "+f"(tl_acc[8 + 0]), "+f"(tl_acc[8 + 1]), "+f"(tl_acc[8 + 2]), "+f"(tl_acc[8 + 3]), "+f"(tl_acc[8 + 4]), "+f"(tl_acc[8 + 5]), "+f"(tl_acc[8 + 6]), "+f"(tl_acc[8 + 7]) : "r"(*reinterpret_cast<const unsigned*>(&B_f[180 + 0])), "r"(*reinterpret_cast<const unsigned*>(&B_f[180 + 8])), "r"(*reinterpret_cast<const unsigned*>(&B_f[180 + 2])), "r"(*reinterpret_cast<const unsigned*>(&B_f[180 + 10])), "l"(v_61), "r"(1)); }
    tl::wgmma_commit();
    tl::wgmma_fence<0, 128>(C2_step, B_f);
    const unsigned long long v_62 = tl::wgmma_desc_at<128, 16, 1024>((A_s + (0) * 64), 256);
    { float* tl_acc = C2_step; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %13, 0;\nwgmma.mma_async.sync.aligned.m64n16k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9, %10, %11}, %12, p, 1, 1, 0;\n}\n" : "=f"(tl_acc[0 + 0]), "=f"(tl_acc[0 + 1]), "=f"(tl_acc[0 + 2]), "=f"(tl_acc[0 + 3]), "=f"(tl_acc[0 + 4]), "=f"(tl_acc[0 + 5]), "=f"(tl_acc[0 + 6]), "=f"(tl_acc[0 + 7]) : "r"(*reinterpret_cast<const unsigned*>(&B_f[64 + 0])), "r"(*reinterpret_cast<const unsigned*>(&B_f[64 + 8])), "r"(*reinterpret_cast<const unsigned*>(&B_f[64 + 2])), "r"(*reinterpret_cast<const unsigned*>(&B_f[64 + 10])), "l"(v_62), "r"(0)); }
    { float* tl_acc = C2_step; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %13, 0;\nwgmma.mma_async.sync.aligned.m64n16k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9, %10, %11}, %12, p, 1, 1, 0;\n}\n" : "=f"(tl_acc[8 + 0]), "=f"(tl_acc[8 + 1]), "=f"(tl_acc[8 + 2]), "=f"(tl_acc[8 + 3]), "=f"(tl_acc[8 + 4]), "=f"(tl_acc[8 + 5]), "=f"(tl_acc[8 + 6]), "=f"(tl_acc[8 + 7]) : "r"(*reinterpret_cast<const unsigned*>(&B_f[192 + 0])), "r"(*reinterpret_cast<const unsigned*>(&B_f[192 + 8])), "r"(*reinterpret_cast<const unsigned*>(&B_f[192 + 2])), "r"(*reinterpret_cast<const unsigned*>(&B_f[192 + 10])), "l"(v_62), "r"(0)); }
    const unsigned long long v_63 = tl::wgmma_desc_at<128, 16, 1024>((A_s + (0) * 64), 258);
    { float* tl_acc = C2_step; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %13, 0;\nwgmma.mma_async.sync.aligned.m64n16k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9, %10, %11}, %12, p, 1, 1, 0;\n}\n" : "+f"(tl_acc[0 + 0]), "+f"(tl_acc[0 + 1]), "+f"(tl_acc[0 + 2]), "+f"(tl_acc[0 + 3]), "+f"(tl_acc[0 + 4]), "+f"(tl_acc[0 + 5]), "+f"(tl_acc[0 + 6]), "+f"(tl_acc[0 + 7]) : "r"(*reinterpret_cast<const unsigned*>(&B_f[68 + 0])), "r"(*reinterpret_cast<const unsigned*>(&B_f[68 + 8])), "r"(*reinterpret_cast<const unsigned*>(&B_f[68 + 2])), "r"(*reinterpret_cast<const unsigned*>(&B_f[68 + 10])), "l"(v_63), "r"(1)); }
    { float* tl_acc = C2_step; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %13, 0;\nwgmma.mma_async.sync.aligned.m64n16k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9, %10, %11}, %12, p, 1, 1, 0;\n}\n" : "+f"(tl_acc[8 + 0]), "+f"(tl_acc[8 + 1]), "+f"(tl_acc[8 + 2]), "+f"(tl_acc[8 + 3]), "+f"(tl_acc[8 + 4]), "+f"(tl_acc[8 + 5]), "+f"(tl_acc[8 + 6]), "+f"(tl_acc[8 + 7]) : "r"(*reinterpret_cast<const unsigned*>(&B_f[196 + 0])), "r"(*reinterpret_cast<const unsigned*>(&B_f[196 + 8])), "r"(*reinterpret_cast<const unsigned*>(&B_f[196 + 2])), "r"(*reinterpret_cast<const unsigned*>(&B_f[196 + 10])), "l"(v_63), "r"(1)); }
    const unsigned long long v_64 = tl::wgmma_desc_at<128, 16, 1024>((A_s + (0) * 64), 260);
    { float* tl_acc = C2_step; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %13, 0;\nwgmma.mma_async.sync.aligned.m64n16k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9, %10, %11}, %12, p, 1, 1, 0;\n}\n" : "+f"(tl_acc[0 + 0]), "+f"(tl_acc[0 + 1]), "+f"(tl_acc[0 + 2]), "+f"(tl_acc[0 + 3]), "+f"(tl_acc[0 + 4]), "+f"(tl_acc[0 + 5]), "+f"(tl_acc[0 + 6]), "+f"(tl_acc[0 + 7]) : "r"(*reinterpret_cast<const unsigned*>(&B_f[80 + 0])), "r"(*reinterpret_cast<const unsigned*>(&B_f[80 + 8])), "r"(*reinterpret_cast<const unsigned*>(&B_f[80 + 2])), "r"(*reinterpret_cast<const unsigned*>(&B_f[80 + 10])), "l"(v_64), "r"(1)); }
    { float* tl_acc = C2_step; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %13, 0;\nwgmma.mma_async.sync.aligned.m64n16k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9, %10, %11}, %12, p, 1, 1, 0;\n}\n" : "+f"(tl_acc[8 + 0]), "+f"(tl_acc[8 + 1]), "+f"(tl_acc[8 + 2]), "+f"(tl_acc[8 + 3]), "+f"(tl_acc[8 + 4]), "+f"(tl_acc[8 + 5]), "+f"(tl_acc[8 + 6]), "+f"(tl_acc[8 + 7]) : "r"(*reinterpret_cast<const unsigned*>(&B_f[208 + 0])), "r"(*reinterpret_cast<const unsigned*>(&B_f[208 + 8])), "r"(*reinterpret_cast<const unsigned*>(&B_f[208 + 2])), "r"(*reinterpret_cast<const unsigned*>(&B_f[208 + 10])), "l"(v_64), "r"(1)); }
    const unsigned long long v_65 = tl::wgmma_desc_at<128, 16, 1024>((A_s + (0) * 64), 262);
    { float* tl_acc = C2_step; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %13, 0;\nwgmma.mma_async.sync.aligned.m64n16k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9, %10, %11}, %12, p, 1, 1, 0;\n}\n" : "+f"(tl_acc[0 + 0]), "+f"(tl_acc[0 + 1]), "+f"(tl_acc[0 + 2]), "+f"(tl_acc[0 + 3]), "+f"(tl_acc[0 + 4]), "+f"(tl_acc[0 + 5]), "+f"(tl_acc[0 + 6]), "+f"(tl_acc[0 + 7]) : "r"(*reinterpret_cast<const unsigned*>(&B_f[84 + 0])), "r"(*reinterpret_cast<const unsigned*>(&B_f[84 + 8])), "r"(*reinterpret_cast<const unsigned*>(&B_f[84 + 2])), "r"(*reinterpret_cast<const unsigned*>(&B_f[84 + 10])), "l"(v_65), "r"(1)); }
    { float* tl_acc = C2_step; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %13, 0;\nwgmma.mma_async.sync.aligned.m64n16k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9, %10, %11}, %12, p, 1, 1, 0;\n}\n" : "+f"(tl_acc[8 + 0]), "+f"(tl_acc[8 + 1]), "+f"(tl_acc[8 + 2]), "+f"(tl_acc[8 + 3]), "+f"(tl_acc[8 + 4]), "+f"(tl_acc[8 + 5]), "+f"(tl_acc[8 + 6]), "+f"(tl_acc[8 + 7]) : "r"(*reinterpret_cast<const unsigned*>(&B_f[212 + 0])), "r"(*reinterpret_cast<const unsigned*>(&B_f[212 + 8])), "r"(*reinterpret_cast<const unsigned*>(&B_f[212 + 2])), "r"(*reinterpret_cast<const unsigned*>(&B_f[212 + 10])), "l"(v_65), "r"(1)); }
    const unsigned long long v_66 = tl::wgmma_desc_at<128, 16, 1024>((A_s + (0) * 64), 384);
    { float* tl_acc = C2_step; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %13, 0;\nwgmma.mma_async.sync.aligned.m64n16k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9, %10, %11}, %12, p, 1, 1, 0;\n}\n" : "+f"(tl_acc[0 + 0]), "+f"(tl_acc[0 + 1]), "+f"(tl_acc[0 + 2]), "+f"(tl_acc[0 + 3]), "+f"(tl_acc[0 + 4]), "+f"(tl_acc[0 + 5]), "+f"(tl_acc[0 + 6]), "+f"(tl_acc[0 + 7]) : "r"(*reinterpret_cast<const unsigned*>(&B_f[96 + 0])), "r"(*reinterpret_cast<const unsigned*>(&B_f[96 + 8])), "r"(*reinterpret_cast<const unsigned*>(&B_f[96 + 2])), "r"(*reinterpret_cast<const unsigned*>(&B_f[96 + 10])), "l"(v_66), "r"(1)); }
    { float* tl_acc = C2_step; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %13, 0;\nwgmma.mma_async.sync.aligned.m64n16k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9, %10, %11}, %12, p, 1, 1, 0;\n}\n" : "+f"(tl_acc[8 + 0]), "+f"(tl_acc[8 + 1]), "+f"(tl_acc[8 + 2]), "+f"(tl_acc[8 + 3]), "+f"(tl_acc[8 + 4]), "+f"(tl_acc[8 + 5]), "+f"(tl_acc[8 + 6]), "+f"(tl_acc[8 + 7]) : "r"(*reinterpret_cast<const unsigned*>(&B_f[224 + 0])), "r"(*reinterpret_cast<const unsigned*>(&B_f[224 + 8])), "r"(*reinterpret_cast<const unsigned*>(&B_f[224 + 2])), "r"(*reinterpret_cast<const unsigned*>(&B_f[224 + 10])), "l"(v_66), "r"(1)); }
    const unsigned long long v_67 = tl::wgmma_desc_at<128, 16, 1024>((A_s + (0) * 64), 386);
    { float* tl_acc = C2_step; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %13, 0;\nwgmma.mma_async.sync.aligned.m64n16k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9, %10, %11}, %12, p, 1, 1, 0;\n}\n" : "+f"(tl_acc[0 + 0]), "+f"(tl_acc[0 + 1]), "+f"(tl_acc[0 + 2]), "+f"(tl_acc[0 + 3]), "+f"(tl_acc[0 + 4]), "+f"(tl_acc[0 + 5]), "+f"(tl_acc[0 + 6]), "+f"(tl_acc[0 + 7]) : "r"(*reinterpret_cast<const unsigned*>(&B_f[100 + 0])), "r"(*reinterpret_cast<const unsigned*>(&B_f[100 + 8])), "r"(*reinterpret_cast<const unsigned*>(&B_f[100 + 2])), "r"(*reinterpret_cast<const unsigned*>(&B_f[100 + 10])), "l"(v_67), "r"(1)); }
    { float* tl_acc = C2_step; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %13, 0;\nwgmma.mma_async.sync.aligned.m64n16k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9, %10, %11}, %12, p, 1, 1, 0;\n}\n" : "+f"(tl_acc[8 + 0]), "+f"(tl_acc[8 + 1]), "+f"(tl_acc[8 + 2]), "+f"(tl_acc[8 + 3]), "+f"(tl_acc[8 + 4]), "+f"(tl_acc[8 + 5]), "+f"(tl_acc[8 + 6]), "+f"(tl_acc[8 + 7]) : "r"(*reinterpret_cast<const unsigned*>(&B_f[228 + 0])), "r"(*reinterpret_cast<const unsigned*>(&B_f[228 + 8])), "r"(*reinterpret_cast<const unsigned*>(&B_f[228 + 2])), "r"(*reinterpret_cast<const unsigned*>(&B_f[228 + 10])), "l"(v_67), "r"(1)); }
    const unsigned long long v_68 = tl::wgmma_desc_at<128, 16, 1024>((A_s + (0) * 64), 388);
    { float* tl_acc = C2_step; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %13, 0;\nwgmma.mma_async.sync.aligned.m64n16k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9, %10, %11}, %12, p, 1, 1, 0;\n}\n" : "+f"(tl_acc[0 + 0]), "+f"(tl_acc[0 + 1]), "+f"(tl_acc[0 + 2]), "+f"(tl_acc[0 + 3]), "+f"(tl_acc[0 + 4]), "+f"(tl_acc[0 + 5]), "+f"(tl_acc[0 + 6]), "+f"(tl_acc[0 + 7]) : "r"(*reinterpret_cast<const unsigned*>(&B_f[112 + 0])), "r"(*reinterpret_cast<const unsigned*>(&B_f[112 + 8])), "r"(*reinterpret_cast<const unsigned*>(&B_f[112 + 2])), "r"(*reinterpret_cast<const unsigned*>(&B_f[112 + 10])), "l"(v_68), "r"(1)); }
    { float* tl_acc = C2_step; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %13, 0;\nwgmma.mma_async.sync.aligned.m64n16k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9, %10, %11}, %12, p, 1, 1, 0;\n}\n" : "+f"(tl_acc[8 + 0]), "+f"(tl_acc[8 + 1]), "+f"(tl_acc[8 + 2]), "+f"(tl_acc[8 + 3]), "+f"(tl_acc[8 + 4]), "+f"(tl_acc[8 + 5]), "+f"(tl_acc[8 + 6]), "+f"(tl_acc[8 + 7]) : "r"(*reinterpret_cast<const unsigned*>(&B_f[240 + 0])), "r"(*reinterpret_cast<const unsigned*>(&B_f[240 + 8])), "r"(*reinterpret_cast<const unsigned*>(&B_f[240 + 2])), "r"(*reinterpret_cast<const unsigned*>(&B_f[240 + 10])), "l"(v_68), "r"(1)); }
    const unsigned long long v_69 = tl::wgmma_desc_at<128, 16, 1024>((A_s + (0) * 64), 390);
    { float* tl_acc = C2_step; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %13, 0;\nwgmma.mma_async.sync.aligned.m64n16k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9, %10, %11}, %12, p, 1, 1, 0;\n}\n" : "+f"(tl_acc[0 + 0]), "+f"(tl_acc[0 + 1]), "+f"(tl_acc[0 + 2]), "+f"(tl_acc[0 + 3]), "+f"(tl_acc[0 + 4]), "+f"(tl_acc[0 + 5]), "+f"(tl_acc[0 + 6]), "+f"(tl_acc[0 + 7]) : "r"(*reinterpret_cast<const unsigned*>(&B_f[116 + 0])), "r"(*reinterpret_cast<const unsigned*>(&B_f[116 + 8])), "r"(*reinterpret_cast<const unsigned*>(&B_f[116 + 2])), "r"(*reinterpret_cast<const unsigned*>(&B_f[116 + 10])), "l"(v_69), "r"(1)); }
    { float* tl_acc = C2_step; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %13, 0;\nwgmma.mma_async.sync.aligned.m64n16k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9, %10, %11}, %12, p, 1, 1, 0;\n}\n" : "+f"(tl_acc[8 + 0]), "+f"(tl_acc[8 + 1]), "+f"(tl_acc[8 + 2]), "+f"(tl_acc[8 + 3]), "+f"(tl_acc[8 + 4]), "+f"(tl_acc[8 + 5]), "+f"(tl_acc[8 + 6]), "+f"(tl_acc[8 + 7]) : "r"(*reinterpret_cast<const unsigned*>(&B_f[244 + 0])), "r"(*reinterpret_cast<const unsigned*>(&B_f[244 + 8])), "r"(*reinterpret_cast<const unsigned*>(&B_f[244 + 2])), "r"(*reinterpret_cast<const unsigned*>(&B_f[244 + 10])), "l"(v_69), "r"(1)); }
    tl::wgmma_commit();
#line 474 "tilelang/ops/lowbit_kernels.py"
    const int v_70 = (ko + 2);
    const bool v_71 = (v_70 < 32);
    if (v_71) {
      const int v_72 = tl::min(v_70, 31);
#line 476 "tilelang/ops/lowbit_kernels.py"
      const int v_73 = (v_2 + v_72);
      const int k0_2 = (v_73 * 256);
#line 406 "tilelang/ops/lowbit_kernels.py"
      const int g0_1 = (k0_2 / 128);
#line 407 "tilelang/ops/lowbit_kernels.py"
      const int v_74 = (k0_2 * 4);
      const int v_75 = (v_74 / 8);
#line 405 "tilelang/ops/lowbit_kernels.py"
      if (v_4) {
        tl::mbar_expect_tx((tma_bar + 2), 8192);
        tl::tma_load<2>((A_s + (128) * 64 + 0), &A_tmap, (tma_bar + 2), k0_2, v_3);
        tl::tma_load<2>((unsigned char*)(A_s + (128) * 64 + 0) + 2048, &A_tmap, (tma_bar + 2), k0_2 + 64, v_3);
        tl::tma_load<2>((unsigned char*)(A_s + (128) * 64 + 0) + 4096, &A_tmap, (tma_bar + 2), k0_2 + 128, v_3);
        tl::tma_load<2>((unsigned char*)(A_s + (128) * 64 + 0) + 6144, &A_tmap, (tma_bar + 2), k0_2 + 192, v_3);
      }
#line 407 "tilelang/ops/lowbit_kernels.py"
      if (v_4) {
        tl::mbar_expect_tx((tma_bar_1 + 2), 16384);
        tl::tma_load<1>((B_s + (256) * 128 + 0), &B_tmap, (tma_bar_1 + 2), v_75, v_5);
      }
#line 413 "tilelang/ops/lowbit_kernels.py"
      if (v_9) {
        const int v_76 = (tid % 16);
        const int v_77 = (tid / 16);
        const int v_78 = (v_77 % 2);
        const int v_79 = (v_76 * 8);
        const int v_80 = (v_78 + g0_1);
        const int v_81 = (v_79 + v_5);
        const int v_82 = (v_78 + 4);
        tl::cp_async<16>((S_s + (v_82) * 128 + v_79), (Scales + (v_80) * 28672 + v_81), true);
      }
#line 474 "tilelang/ops/lowbit_kernels.py"
    }
    tl::cp_async_commit();
#line 444 "tilelang/ops/lowbit_kernels.py"
    tl::wgmma_wait<1, 16, 128>(C_step, B_f);
#line 445 "tilelang/ops/lowbit_kernels.py"
    #pragma unroll
    for (int l_v_2 = 0; l_v_2 < 4; l_v_2 += 1) {
      const int v_83 = (l_v_2 * 4);
      const int v_84 = (l_v_2 / 2);
      const int v_85 = (v_84 * 64);
      const int v_86 = (v_85 + v_27);
      const int v_87 = (v_86 + v_29);
#line 446 "tilelang/ops/lowbit_kernels.py"
      const tl::vec<float, 4> v_88 = *reinterpret_cast<const tl::vec<float, 4>*>((C_step + v_83));
      const float v_89 = v_88.v[0];
      const half v_90 = S_s[v_87];
      const float v_91 = tl::cast<float>(v_90);
      const tl::vec<float, 4> v_92 = *reinterpret_cast<const tl::vec<float, 4>*>((C_f + v_83));
      const float v_93 = v_92.v[0];
      const float v_94 = __fmaf_rn(v_89, v_91, v_93);
      const float v_95 = v_88.v[1];
      const float v_96 = v_92.v[1];
      const float v_97 = __fmaf_rn(v_95, v_91, v_96);
#line 445 "tilelang/ops/lowbit_kernels.py"
      const int v_98 = (v_87 + 8);
#line 446 "tilelang/ops/lowbit_kernels.py"
      const float v_99 = v_88.v[2];
      const half v_100 = S_s[v_98];
      const float v_101 = tl::cast<float>(v_100);
      const float v_102 = v_92.v[2];
      const float v_103 = __fmaf_rn(v_99, v_101, v_102);
      const float v_104 = v_88.v[3];
      const float v_105 = v_92.v[3];
      const float v_106 = __fmaf_rn(v_104, v_101, v_105);
#line 445 "tilelang/ops/lowbit_kernels.py"
      const tl::vec<float, 4> v_107 = tl::vec<float, 4>{{v_94, v_97, v_103, v_106}};
      *reinterpret_cast<tl::vec<float, 4>*>((C_f + v_83)) = v_107;
    }
#line 444 "tilelang/ops/lowbit_kernels.py"
    tl::wgmma_wait_defining<0, 16, 128>(C2_step, B_f);
#line 445 "tilelang/ops/lowbit_kernels.py"
    #pragma unroll
    for (int l_v_3 = 0; l_v_3 < 4; l_v_3 += 1) {
      const int v_108 = (l_v_3 * 4);
      const int v_109 = (l_v_3 / 2);
      const int v_110 = (v_109 * 64);
      const int v_111 = (v_110 + v_27);
      const int v_112 = (v_111 + v_29);
#line 446 "tilelang/ops/lowbit_kernels.py"
      const tl::vec<float, 4> v_113 = *reinterpret_cast<const tl::vec<float, 4>*>((C2_step + v_108));
      const float v_114 = v_113.v[0];
      const half v_115 = S_s[(1) * 128 + v_112];
      const float v_116 = tl::cast<float>(v_115);
      const tl::vec<float, 4> v_117 = *reinterpret_cast<const tl::vec<float, 4>*>((C_f + v_108));
      const float v_118 = v_117.v[0];
      const float v_119 = __fmaf_rn(v_114, v_116, v_118);
      const float v_120 = v_113.v[1];
      const float v_121 = v_117.v[1];
      const float v_122 = __fmaf_rn(v_120, v_116, v_121);
#line 445 "tilelang/ops/lowbit_kernels.py"
      const int v_123 = (v_112 + 8);
#line 446 "tilelang/ops/lowbit_kernels.py"
      const float v_124 = v_113.v[2];
      const half v_125 = S_s[(1) * 128 + v_123];
      const float v_126 = tl::cast<float>(v_125);
      const float v_127 = v_117.v[2];
      const float v_128 = __fmaf_rn(v_124, v_126, v_127);
      const float v_129 = v_113.v[3];
      const float v_130 = v_117.v[3];
      const float v_131 = __fmaf_rn(v_129, v_126, v_130);
#line 445 "tilelang/ops/lowbit_kernels.py"
      const tl::vec<float, 4> v_132 = tl::vec<float, 4>{{v_119, v_122, v_128, v_131}};
      *reinterpret_cast<tl::vec<float, 4>*>((C_f + v_108)) = v_132;
    }
#line 474 "tilelang/ops/lowbit_kernels.py"
    const int v_133 = (v_70 + -1);
    const bool v_134 = (v_133 < 32);
    if (v_134) {
      tl::cp_async_wait<1>();
      __syncthreads();
      const int v_135 = tl::floordiv(v_133, 3);
      const int v_136 = tl::floormod(v_135, 2);
#line 405 "tilelang/ops/lowbit_kernels.py"
      tl::mbar_wait((tma_bar + 1), v_136);
#line 407 "tilelang/ops/lowbit_kernels.py"
      tl::mbar_wait((tma_bar_1 + 1), v_136);
#line 418 "tilelang/ops/lowbit_kernels.py"
      alignas(16) half dequant_1[256];
      #pragma unroll
      for (int g_1 = 0; g_1 < 32; g_1 += 1) {
        const int v_137 = (g_1 * 8);
        const int v_138 = (g_1 / 16);
        const int v_139 = (v_138 * 64);
        const int v_140 = (v_139 + v_27);
        const int v_141 = (g_1 % 2);
        const int v_142 = (v_141 * 8);
        const int v_143 = (v_140 + v_142);
        const int v_144 = (v_143 + v_29);
        const int v_145 = (g_1 / 2);
        const int v_146 = (v_145 % 8);
        const int v_147 = (v_146 * 32);
        const int v_148 = (v_147 + v_32);
        const int v_149 = (v_148 ^ v_33);
        const int v_150 = tl::floordiv(v_149, 8);
        const int v_151 = (v_150 * 4);
        const int v_152 = (v_144 + 128);
        const unsigned v_153 = *reinterpret_cast<const unsigned*>((B_s + (v_152) * 128 + v_151));
        tl::dequant_i4<true>(dequant_1 + v_137, v_153);
      }
      #pragma unroll
      for (int l_v_4 = 0; l_v_4 < 32; l_v_4 += 1) {
        const int v_154 = (l_v_4 * 8);
#line 426 "tilelang/ops/lowbit_kernels.py"
        const tl::vec<half, 8> v_155 = *reinterpret_cast<const tl::vec<half, 8>*>((dequant_1 + v_154));
#line 418 "tilelang/ops/lowbit_kernels.py"
        *reinterpret_cast<tl::vec<half, 8>*>((B_f + v_154)) = v_155;
      }
#line 441 "tilelang/ops/lowbit_kernels.py"
      tl::wgmma_fence<0, 128>(C_step, B_f);
      const unsigned long long v_156 = tl::wgmma_desc_at<128, 16, 1024>((A_s + (0) * 64), 512);
      { float* tl_acc = C_step; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %13, 0;\nwgmma.mma_async.sync.aligned.m64n16k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9, %10, %11}, %12, p, 1, 1, 0;\n}\n" : "=f"(tl_acc[0 + 0]), "=f"(tl_acc[0 + 1]), "=f"(tl_acc[0 + 2]), "=f"(tl_acc[0 + 3]), "=f"(tl_acc[0 + 4]), "=f"(tl_acc[0 + 5]), "=f"(tl_acc[0 + 6]), "=f"(tl_acc[0 + 7]) : "r"(*reinterpret_cast<const unsigned*>(&B_f[0 + 0])), "r"(*reinterpret_cast<const unsigned*>(&B_f[0 + 8])), "r"(*reinterpret_cast<const unsigned*>(&B_f[0 + 2])), "r"(*reinterpret_cast<const unsigned*>(&B_f[0 + 10])), "l"(v_156), "r"(0)); }
      { float* tl_acc = C_step; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %13, 0;\nwgmma.mma_async.sync.aligned.m64n16k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9, %10, %11}, %12, p, 1, 1, 0;\n}\n" : "=f"(tl_acc[8 + 0]), "=f"(tl_acc[8 + 1]), "=f"(tl_acc[8 + 2]), "=f"(tl_acc[8 + 3]), "=f"(tl_acc[8 + 4]), "=f"(tl_acc[8 + 5]), "=f"(tl_acc[8 + 6]), "=f"(tl_acc[8 + 7]) : "r"(*reinterpret_cast<const unsigned*>(&B_f[128 + 0])), "r"(*reinterpret_cast<const unsigned*>(&B_f[128 + 8])), "r"(*reinterpret_cast<const unsigned*>(&B_f[128 + 2])), "r"(*reinterpret_cast<const unsigned*>(&B_f[128 + 10])), "l"(v_156), "r"(0)); }
      const unsigned long long v_157 = tl::wgmma_desc_at<128, 16, 1024>((A_s + (0) * 64), 514);
      { float* tl_acc = C_step; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %13, 0;\nwgmma.mma_async.sync.aligned.m64n16k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9, %10, %11}, %12, p, 1, 1, 0;\n}\n" : "+f"(tl_acc[0 + 0]), "+f"(tl_acc[0 + 1]), "+f"(tl_acc[0 + 2]), "+f"(tl_acc[0 + 3]), "+f"(tl_acc[0 + 4]), "+f"(tl_acc[0 + 5]), "+f"(tl_acc[0 + 6]), "+f"(tl_acc[0 + 7]) : "r"(*reinterpret_cast<const unsigned*>(&B_f[4 + 0])), "r"(*reinterpret_cast<const unsigned*>(&B_f[4 + 8])), "r"(*reinterpret_cast<const unsigned*>(&B_f[4 + 2])), "r"(*reinterpret_cast<const unsigned*>(&B_f[4 + 10])), "l"(v_157), "r"(1)); }
      { float* tl_acc = C_step; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %13, 0;\nwgmma.mma_async.sync.aligned.m64n16k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9, %10, %11}, %12, p, 1, 1, 0;\n}\n" : "+f"(tl_acc[8 + 0]), "+f"(tl_acc[8 + 1]), "+f"(tl_acc[8 + 2]), "+f"(tl_acc[8 + 3]), "+f"(tl_acc[8 + 4]), "+f"(tl_acc[8 + 5]), "+f"(tl_acc[8 + 6]), "+f"(tl_acc[8 + 7]) : "r"(*reinterpret_cast<const unsigned*>(&B_f[132 + 0])), "r"(*reinterpret_cast<const unsigned*>(&B_f[132 + 8])), "r"(*reinterpret_cast<const unsigned*>(&B_f[132 + 2])), "r"(*reinterpret_cast<const unsigned*>(&B_f[132 + 10])), "l"(v_157), "r"(1)); }
      const unsigned long long v_158 = tl::wgmma_desc_at<128, 16, 1024>((A_s + (0) * 64), 516);
      { float* tl_acc = C_step; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %13, 0;\nwgmma.mma_async.sync.aligned.m64n16k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9, %10, %11}, %12, p, 1, 1, 0;\n}\n" : "+f"(tl_acc[0 + 0]), "+f"(tl_acc[0 + 1]), "+f"(tl_acc[0 + 2]), "+f"(tl_acc[0 + 3]), "+f"(tl_acc[0 + 4]), "+f"(tl_acc[0 + 5]), "+f"(tl_acc[0 + 6]), "+f"(tl_acc[0 + 7]) : "r"(*reinterpret_cast<const unsigned*>(&B_f[16 + 0])), "r"(*reinterpret_cast<const unsigned*>(&B_f[16 + 8])), "r"(*reinterpret_cast<const unsigned*>(&B_f[16 + 2])), "r"(*reinterpret_cast<const unsigned*>(&B_f[16 + 10])), "l"(v_158), "r"(1)); }
      { float* tl_acc = C_step; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %13, 0;\nwgmma.mma_async.sync.aligned.m64n16k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9, %10, %11}, %12, p, 1, 1, 0;\n}\n" : "+f"(tl_acc[8 + 0]), "+f"(tl_acc[8 + 1]), "+f"(tl_acc[8 + 2]), "+f"(tl_acc[8 + 3]), "+f"(tl_acc[8 + 4]), "+f"(tl_acc[8 + 5]), "+f"(tl_acc[8 + 6]), "+f"(tl_acc[8 + 7]) : "r"(*reinterpret_cast<const unsigned*>(&B_f[144 + 0])), "r"(*reinterpret_cast<const unsigned*>(&B_f[144 + 8])), "r"(*reinterpret_cast<const unsigned*>(&B_f[144 + 2])), "r"(*reinterpret_cast<const unsigned*>(&B_f[144 + 10])), "l"(v_158), "r"(1)); }
      const unsigned long long v_159 = tl::wgmma_desc_at<128, 16, 1024>((A_s + (0) * 64), 518);
      { float* tl_acc = C_step; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %13, 0;\nwgmma.mma_async.sync.aligned.m64n16k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9, %10, %11}, %12, p, 1, 1, 0;\n}\n" : "+f"(tl_acc[0 + 0]), "+f"(tl_acc[0 + 1]), "+f"(tl_acc[0 + 2]), "+f"(tl_acc[0 + 3]), "+f"(tl_acc[0 + 4]), "+f"(tl_acc[0 + 5]), "+f"(tl_acc[0 + 6]), "+f"(tl_acc[0 + 7]) : "r"(*reinterpret_cast<const unsigned*>(&B_f[20 + 0])), "r"(*reinterpret_cast<const unsigned*>(&B_f[20 + 8])), "r"(*reinterpret_cast<const unsigned*>(&B_f[20 + 2])), "r"(*reinterpret_cast<const unsigned*>(&B_f[20 + 10])), "l"(v_159), "r"(1)); }
      { float* tl_acc = C_step; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %13, 0;\nwgmma.mma_async.sync.aligned.m64n16k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9, %10, %11}, %12, p, 1, 1, 0;\n}\n" : "+f"(tl_acc[8 + 0]), "+f"(tl_acc[8 + 1]), "+f"(tl_acc[8 + 2]), "+f"(tl_acc[8 + 3]), "+f"(tl_acc[8 + 4]), "+f"(tl_acc[8 + 5]), "+f"(tl_acc[8 + 6]), "+f"(tl_acc[8 + 7]) : "r"(*reinterpret_cast<const unsigned*>(&B_f[148 + 0])), "r"(*reinterpret_cast<const unsigned*>(&B_f[148 + 8])), "r"(*reinterpret_cast<const unsigned*>(&B_f[148 + 2])), "r"(*reinterpret_cast<const unsigned*>(&B_f[148 + 10])), "l"(v_159), "r"(1)); }
      const unsigned long long v_160 = tl::wgmma_desc_at<128, 16, 1024>((A_s + (0) * 64), 640);
      { float* tl_acc = C_step; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %13, 0;\nwgmma.mma_async.sync.aligned.m64n16k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9, %10, %11}, %12, p, 1, 1, 0;\n}\n" : "+f"(tl_acc[0 + 0]), "+f"(tl_acc[0 + 1]), "+f"(tl_acc[0 + 2]), "+f"(tl_acc[0 + 3]), "+f"(tl_acc[0 + 4]), "+f"(tl_acc[0 + 5]), "+f"(tl_acc[0 + 6]), "+f"(tl_acc[0 + 7]) : "r"(*reinterpret_cast<const unsigned*>(&B_f[32 + 0])), "r"(*reinterpret_cast<const unsigned*>(&B_f[32 + 8])), "r"(*reinterpret_cast<const unsigned*>(&B_f[32 + 2])), "r"(*reinterpret_cast<const unsigned*>(&B_f[32 + 10])), "l"(v_160), "r"(1)); }
      { float* tl_acc = C_step; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %13, 0;\nwgmma.mma_async.sync.aligned.m64n16k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9, %10, %11}, %12, p, 1, 1, 0;\n}\n" : "+f"(tl_acc[8 + 0]), "+f"(tl_acc[8 + 1]), "+f"(tl_acc[8 + 2]), "+f"(tl_acc[8 + 3]), "+f"(tl_acc[8 + 4]), "+f"(tl_acc[8 + 5]), "+f"(tl_acc[8 + 6]), "+f"(tl_acc[8 + 7]) : "r"(*reinterpret_cast<const unsigned*>(&B_f[160 + 0])), "r"(*reinterpret_cast<const unsigned*>(&B_f[160 + 8])), "r"(*reinterpret_cast<const unsigned*>(&B_f[160 + 2])), "r"(*reinterpret_cast<const unsigned*>(&B_f[160 + 10])), "l"(v_160), "r"(1)); }
      const unsigned long long v_161 = tl::wgmma_desc_at<128, 16, 1024>((A_s + (0) * 64), 642);
      { float* tl_acc = C_step; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %13, 0;\nwgmma.mma_async.sync.aligned.m64n16k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9, %10, %11}, %12, p, 1, 1, 0;\n}\n" : "+f"(tl_acc[0 + 0]), "+f"(tl_acc[0 + 1]), "+f"(tl_acc[0 + 2]), "+f"(tl_acc[0 + 3]), "+f"(tl_acc[0 + 4]), "+f"(tl_acc[0 + 5]), "+f"(tl_acc[0 + 6]), "+f"(tl_acc[0 + 7]) : "r"(*reinterpret_cast<const unsigned*>(&B_f[36 + 0])), "r"(*reinterpret_cast<const unsigned*>(&B_f[36 + 8])), "r"(*reinterpret_cast<const unsigned*>(&B_f[36 + 2])), "r"(*reinterpret_cast<const unsigned*>(&B_f[36 + 10])), "l"(v_161), "r"(1)); }
      { float* tl_acc = C_step; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %13, 0;\nwgmma.mma_async.sync.aligned.m64n16k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9, %10, %11}, %12, p, 1, 1, 0;\n}\n" : "+f"(tl_acc[8 + 0]), "+f"(tl_acc[8 + 1]), "+f"(tl_acc[8 + 2]), "+f"(tl_acc[8 + 3]), "+f"(tl_acc[8 + 4]), "+f"(tl_acc[8 + 5]), "+f"(tl_acc[8 + 6]), "+f"(tl_acc[8 + 7]) : "r"(*reinterpret_cast<const unsigned*>(&B_f[164 + 0])), "r"(*reinterpret_cast<const unsigned*>(&B_f[164 + 8])), "r"(*reinterpret_cast<const unsigned*>(&B_f[164 + 2])), "r"(*reinterpret_cast<const unsigned*>(&B_f[164 + 10])), "l"(v_161), "r"(1)); }
      const unsigned long long v_162 = tl::wgmma_desc_at<128, 16, 1024>((A_s + (0) * 64), 644);
      { float* tl_acc = C_step; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %13, 0;\nwgmma.mma_async.sync.aligned.m64n16k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9, %10, %11}, %12, p, 1, 1, 0;\n}\n" : "+f"(tl_acc[0 + 0]), "+f"(tl_acc[0 + 1]), "+f"(tl_acc[0 + 2]), "+f"(tl_acc[0 + 3]), "+f"(tl_acc[0 + 4]), "+f"(tl_acc[0 + 5]), "+f"(tl_acc[0 + 6]), "+f"(tl_acc[0 + 7]) : "r"(*reinterpret_cast<const unsigned*>(&B_f[48 + 0])), "r"(*reinterpret_cast<const unsigned*>(&B_f[48 + 8])), "r"(*reinterpret_cast<const unsigned*>(&B_f[48 + 2])), "r"(*reinterpret_cast<const unsigned*>(&B_f[48 + 10])), "l"(v_162), "r"(1)); }
      { float* tl_acc = C_step; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %13, 0;\nwgmma.mma_async.sync.aligned.m64n16k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9, %10, %11}, %12, p, 1, 1, 0;\n}\n" : "+f"(tl_acc[8 + 0]), "+f"(tl_acc[8 + 1]), "+f"(tl_acc[8 + 2]), "+f"(tl_acc[8 + 3]), "+f"(tl_acc[8 + 4]), "+f"(tl_acc[8 + 5]), "+f"(tl_acc[8 + 6]), "+f"(tl_acc[8 + 7]) : "r"(*reinterpret_cast<const unsigned*>(&B_f[176 + 0])), "r"(*reinterpret_cast<const unsigned*>(&B_f[176 + 8])), "r"(*reinterpret_cast<const unsigned*>(&B_f[176 + 2])), "r"(*reinterpret_cast<const unsigned*>(&B_f[176 + 10])), "l"(v_162), "r"(1)); }
      const unsigned long long v_163 = tl::wgmma_desc_at<128, 16, 1024>((A_s + (0) * 64), 646);
      { float* tl_acc = C_step; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %13, 0;\nwgmma.mma_async.sync.aligned.m64n16k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9, %10, %11}, %12, p, 1, 1, 0;\n}\n" : "+f"(tl_acc[0 + 0]), "+f"(tl_acc[0 + 1]), "+f"(tl_acc[0 + 2]), "+f"(tl_acc[0 + 3]), "+f"(tl_acc[0 + 4]), "+f"(tl_acc[0 + 5]), "+f"(tl_acc[0 + 6]), "+f"(tl_acc[0 + 7]) : "r"(*reinterpret_cast<const unsigned*>(&B_f[52 + 0])), "r"(*reinterpret_cast<const unsigned*>(&B_f[52 + 8])), "r"(*reinterpret_cast<const unsigned*>(&B_f[52 + 2])), "r"(*reinterpret_cast<const unsigned*>(&B_f[52 + 10])), "l"(v_163), "r"(1)); }
      { float* tl_acc = C_step; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %13, 0;\nwgmma.mma_async.sync.aligned.m64n16k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9, %10, %11}, %12, p, 1, 1, 0;\n}\n" : "+f"(tl_acc[8 + 0]), "+f"(tl_acc[8 + 1]), "+f"(tl_acc[8 + 2]), "+f"(tl_acc[8 + 3]), "+f"(tl_acc[8 + 4]), "+f"(tl_acc[8 + 5]), "+f"(tl_acc[8 + 6]), "+f"(tl_acc[8 + 7]) : "r"(*reinterpret_cast<const unsigned*>(&B_f[180 + 0])), "r"(*reinterpret_cast<const unsigned*>(&B_f[180 + 8])), "r"(*reinterpret_cast<const unsigned*>(&B_f[180 + 2])), "r"(*reinterpret_cast<const unsigned*>(&B_f[180 + 10])), "l"(v_163), "r"(1)); }
      tl::wgmma_commit();
      tl::wgmma_fence<0, 128>(C2_step, B_f);
      const unsigned long long v_164 = tl::wgmma_desc_at<128, 16, 1024>((A_s + (0) * 64), 768);
      { float* tl_acc = C2_step; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %13, 0;\nwgmma.mma_async.sync.aligned.m64n16k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9, %10, %11}, %12, p, 1, 1, 0;\n}\n" : "=f"(tl_acc[0 + 0]), "=f"(tl_acc[0 + 1]), "=f"(tl_acc[0 + 2]), "=f"(tl_acc[0 + 3]), "=f"(tl_acc[0 + 4]), "=f"(tl_acc[0 + 5]), "=f"(tl_acc[0 + 6]), "=f"(tl_acc[0 + 7]) : "r"(*reinterpret_cast<const unsigned*>(&B_f[64 + 0])), "r"(*reinterpret_cast<const unsigned*>(&B_f[64 + 8])), "r"(*reinterpret_cast<const unsigned*>(&B_f[64 + 2])), "r"(*reinterpret_cast<const unsigned*>(&B_f[64 + 10])), "l"(v_164), "r"(0)); }
      { float* tl_acc = C2_step; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %13, 0;\nwgmma.mma_async.sync.aligned.m64n16k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9, %10, %11}, %12, p, 1, 1, 0;\n}\n" : "=f"(tl_acc[8 + 0]), "=f"(tl_acc[8 + 1]), "=f"(tl_acc[8 + 2]), "=f"(tl_acc[8 + 3]), "=f"(tl_acc[8 + 4]), "=f"(tl_acc[8 + 5]), "=f"(tl_acc[8 + 6]), "=f"(tl_acc[8 + 7]) : "r"(*reinterpret_cast<const unsigned*>(&B_f[192 + 0])), "r"(*reinterpret_cast<const unsigned*>(&B_f[192 + 8])), "r"(*reinterpret_cast<const unsigned*>(&B_f[192 + 2])), "r"(*reinterpret_cast<const unsigned*>(&B_f[192 + 10])), "l"(v_164), "r"(0)); }
      const unsigned long long v_165 = tl::wgmma_desc_at<128, 16, 1024>((A_s + (0) * 64), 770);
      { float* tl_acc = C2_step; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %13, 0;\nwgmma.mma_async.sync.aligned.m64n16k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9, %10, %11}, %12, p, 1, 1, 0;\n}\n" : "+f"(tl_acc[0 + 0]), "+f"(tl_acc[0 + 1]), "+f"(tl_acc[0 + 2]), "+f"(tl_acc[0 + 3]), "+f"(tl_acc[0 + 4]), "+f"(tl_acc[0 + 5]), "+f"(tl_acc[0 + 6]), "+f"(tl_acc[0 + 7]) : "r"(*reinterpret_cast<const unsigned*>(&B_f[68 + 0])), "r"(*reinterpret_cast<const unsigned*>(&B_f[68 + 8])), "r"(*reinterpret_cast<const unsigned*>(&B_f[68 + 2])), "r"(*reinterpret_cast<const unsigned*>(&B_f[68 + 10])), "l"(v_165), "r"(1)); }
      { float* tl_acc = C2_step; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %13, 0;\nwgmma.mma_async.sync.aligned.m64n16k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9, %10, %11}, %12, p, 1, 1, 0;\n}\n" : "+f"(tl_acc[8 + 0]), "+f"(tl_acc[8 + 1]), "+f"(tl_acc[8 + 2]), "+f"(tl_acc[8 + 3]), "+f"(tl_acc[8 + 4]), "+f"(tl_acc[8 + 5]), "+f"(tl_acc[8 + 6]), "+f"(tl_acc[8 + 7]) : "r"(*reinterpret_cast<const unsigned*>(&B_f[196 + 0])), "r"(*reinterpret_cast<const unsigned*>(&B_f[196 + 8])), "r"(*reinterpret_cast<const unsigned*>(&B_f[196 + 2])), "r"(*reinterpret_cast<const unsigned*>(&B_f[196 + 10])), "l"(v_165), "r"(1)); }
      const unsigned long long v_166 = tl::wgmma_desc_at<128, 16, 1024>((A_s + (0) * 64), 772);
      { float* tl_acc = C2_step; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %13, 0;\nwgmma.mma_async.sync.aligned.m64n16k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9, %10, %11}, %12, p, 1, 1, 0;\n}\n" : "+f"(tl_acc[0 + 0]), "+f"(tl_acc[0 + 1]), "+f"(tl_acc[0 + 2]), "+f"(tl_acc[0 + 3]), "+f"(tl_acc[0 + 4]), "+f"(tl_acc[0 + 5]), "+f"(tl_acc[0 + 6]), "+f"(tl_acc[0 + 7]) : "r"(*reinterpret_cast<const unsigned*>(&B_f[80 + 0])), "r"(*reinterpret_cast<const unsigned*>(&B_f[80 + 8])), "r"(*reinterpret_cast<const unsigned*>(&B_f[80 + 2])), "r"(*reinterpret_cast<const unsigned*>(&B_f[80 + 10])), "l"(v_166), "r"(1)); }
      { float* tl_acc = C2_step; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %13, 0;\nwgmma.mma_async.sync.aligned.m64n16k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9, %10, %11}, %12, p, 1, 1, 0;\n}\n" : "+f"(tl_acc[8 + 0]), "+f"(tl_acc[8 + 1]), "+f"(tl_acc[8 + 2]), "+f"(tl_acc[8 + 3]), "+f"(tl_acc[8 + 4]), "+f"(tl_acc[8 + 5]), "+f"(tl_acc[8 + 6]), "+f"(tl_acc[8 + 7]) : "r"(*reinterpret_cast<const unsigned*>(&B_f[208 + 0])), "r"(*reinterpret_cast<const unsigned*>(&B_f[208 + 8])), "r"(*reinterpret_cast<const unsigned*>(&B_f[208 + 2])), "r"(*reinterpret_cast<const unsigned*>(&B_f[208 + 10])), "l"(v_166), "r"(1)); }
      const unsigned long long v_167 = tl::wgmma_desc_at<128, 16, 1024>((A_s + (0) * 64), 774);
      { float* tl_acc = C2_step; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %13, 0;\nwgmma.mma_async.sync.aligned.m64n16k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9, %10, %11}, %12, p, 1, 1, 0;\n}\n" : "+f"(tl_acc[0 + 0]), "+f"(tl_acc[0 + 1]), "+f"(tl_acc[0 + 2]), "+f"(tl_acc[0 + 3]), "+f"(tl_acc[0 + 4]), "+f"(tl_acc[0 + 5]), "+f"(tl_acc[0 + 6]), "+f"(tl_acc[0 + 7]) : "r"(*reinterpret_cast<const unsigned*>(&B_f[84 + 0])), "r"(*reinterpret_cast<const unsigned*>(&B_f[84 + 8])), "r"(*reinterpret_cast<const unsigned*>(&B_f[84 + 2])), "r"(*reinterpret_cast<const unsigned*>(&B_f[84 + 10])), "l"(v_167), "r"(1)); }
      { float* tl_acc = C2_step; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %13, 0;\nwgmma.mma_async.sync.aligned.m64n16k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9, %10, %11}, %12, p, 1, 1, 0;\n}\n" : "+f"(tl_acc[8 + 0]), "+f"(tl_acc[8 + 1]), "+f"(tl_acc[8 + 2]), "+f"(tl_acc[8 + 3]), "+f"(tl_acc[8 + 4]), "+f"(tl_acc[8 + 5]), "+f"(tl_acc[8 + 6]), "+f"(tl_acc[8 + 7]) : "r"(*reinterpret_cast<const unsigned*>(&B_f[212 + 0])), "r"(*reinterpret_cast<const unsigned*>(&B_f[212 + 8])), "r"(*reinterpret_cast<const unsigned*>(&B_f[212 + 2])), "r"(*reinterpret_cast<const unsigned*>(&B_f[212 + 10])), "l"(v_167), "r"(1)); }
      const unsigned long long v_168 = tl::wgmma_desc_at<128, 16, 1024>((A_s + (0) * 64), 896);
      { float* tl_acc = C2_step; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %13, 0;\nwgmma.mma_async.sync.aligned.m64n16k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9, %10, %11}, %12, p, 1, 1, 0;\n}\n" : "+f"(tl_acc[0 + 0]), "+f"(tl_acc[0 + 1]), "+f"(tl_acc[0 + 2]), "+f"(tl_acc[0 + 3]), "+f"(tl_acc[0 + 4]), "+f"(tl_acc[0 + 5]), "+f"(tl_acc[0 + 6]), "+f"(tl_acc[0 + 7]) : "r"(*reinterpret_cast<const unsigned*>(&B_f[96 + 0])), "r"(*reinterpret_cast<const unsigned*>(&B_f[96 + 8])), "r"(*reinterpret_cast<const unsigned*>(&B_f[96 + 2])), "r"(*reinterpret_cast<const unsigned*>(&B_f[96 + 10])), "l"(v_168), "r"(1)); }
      { float* tl_acc = C2_step; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %13, 0;\nwgmma.mma_async.sync.aligned.m64n16k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9, %10, %11}, %12, p, 1, 1, 0;\n}\n" : "+f"(tl_acc[8 + 0]), "+f"(tl_acc[8 + 1]), "+f"(tl_acc[8 + 2]), "+f"(tl_acc[8 + 3]), "+f"(tl_acc[8 + 4]), "+f"(tl_acc[8 + 5]), "+f"(tl_acc[8 + 6]), "+f"(tl_acc[8 + 7]) : "r"(*reinterpret_cast<const unsigned*>(&B_f[224 + 0])), "r"(*reinterpret_cast<const unsigned*>(&B_f[224 + 8])), "r"(*reinterpret_cast<const unsigned*>(&B_f[224 + 2])), "r"(*reinterpret_cast<const unsigned*>(&B_f[224 + 10])), "l"(v_168), "r"(1)); }
      const unsigned long long v_169 = tl::wgmma_desc_at<128, 16, 1024>((A_s + (0) * 64), 898);
      { float* tl_acc = C2_step; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %13, 0;\nwgmma.mma_async.sync.aligned.m64n16k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9, %10, %11}, %12, p, 1, 1, 0;\n}\n" : "+f"(tl_acc[0 + 0]), "+f"(tl_acc[0 + 1]), "+f"(tl_acc[0 + 2]), "+f"(tl_acc[0 + 3]), "+f"(tl_acc[0 + 4]), "+f"(tl_acc[0 + 5]), "+f"(tl_acc[0 + 6]), "+f"(tl_acc[0 + 7]) : "r"(*reinterpret_cast<const unsigned*>(&B_f[100 + 0])), "r"(*reinterpret_cast<const unsigned*>(&B_f[100 + 8])), "r"(*reinterpret_cast<const unsigned*>(&B_f[100 + 2])), "r"(*reinterpret_cast<const unsigned*>(&B_f[100 + 10])), "l"(v_169), "r"(1)); }
      { float* tl_acc = C2_step; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %13, 0;\nwgmma.mma_async.sync.aligned.m64n16k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9, %10, %11}, %12, p, 1, 1, 0;\n}\n" : "+f"(tl_acc[8 + 0]), "+f"(tl_acc[8 + 1]), "+f"(tl_acc[8 + 2]), "+f"(tl_acc[8 + 3]), "+f"(tl_acc[8 + 4]), "+f"(tl_acc[8 + 5]), "+f"(tl_acc[8 + 6]), "+f"(tl_acc[8 + 7]) : "r"(*reinterpret_cast<const unsigned*>(&B_f[228 + 0])), "r"(*reinterpret_cast<const unsigned*>(&B_f[228 + 8])), "r"(*reinterpret_cast<const unsigned*>(&B_f[228 + 2])), "r"(*reinterpret_cast<const unsigned*>(&B_f[228 + 10])), "l"(v_169), "r"(1)); }
      const unsigned long long v_170 = tl::wgmma_desc_at<128, 16, 1024>((A_s + (0) * 64), 900);
      { float* tl_acc = C2_step; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %13, 0;\nwgmma.mma_async.sync.aligned.m64n16k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9, %10, %11}, %12, p, 1, 1, 0;\n}\n" : "+f"(tl_acc[0 + 0]), "+f"(tl_acc[0 + 1]), "+f"(tl_acc[0 + 2]), "+f"(tl_acc[0 + 3]), "+f"(tl_acc[0 + 4]), "+f"(tl_acc[0 + 5]), "+f"(tl_acc[0 + 6]), "+f"(tl_acc[0 + 7]) : "r"(*reinterpret_cast<const unsigned*>(&B_f[112 + 0])), "r"(*reinterpret_cast<const unsigned*>(&B_f[112 + 8])), "r"(*reinterpret_cast<const unsigned*>(&B_f[112 + 2])), "r"(*reinterpret_cast<const unsigned*>(&B_f[112 + 10])), "l"(v_170), "r"(1)); }
      { float* tl_acc = C2_step; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %13, 0;\nwgmma.mma_async.sync.aligned.m64n16k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9, %10, %11}, %12, p, 1, 1, 0;\n}\n" : "+f"(tl_acc[8 + 0]), "+f"(tl_acc[8 + 1]), "+f"(tl_acc[8 + 2]), "+f"(tl_acc[8 + 3]), "+f"(tl_acc[8 + 4]), "+f"(tl_acc[8 + 5]), "+f"(tl_acc[8 + 6]), "+f"(tl_acc[8 + 7]) : "r"(*reinterpret_cast<const unsigned*>(&B_f[240 + 0])), "r"(*reinterpret_cast<const unsigned*>(&B_f[240 + 8])), "r"(*reinterpret_cast<const unsigned*>(&B_f[240 + 2])), "r"(*reinterpret_cast<const unsigned*>(&B_f[240 + 10])), "l"(v_170), "r"(1)); }
      const unsigned long long v_171 = tl::wgmma_desc_at<128, 16, 1024>((A_s + (0) * 64), 902);
      { float* tl_acc = C2_step; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %13, 0;\nwgmma.mma_async.sync.aligned.m64n16k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9, %10, %11}, %12, p, 1, 1, 0;\n}\n" : "+f"(tl_acc[0 + 0]), "+f"(tl_acc[0 + 1]), "+f"(tl_acc[0 + 2]), "+f"(tl_acc[0 + 3]), "+f"(tl_acc[0 + 4]), "+f"(tl_acc[0 + 5]), "+f"(tl_acc[0 + 6]), "+f"(tl_acc[0 + 7]) : "r"(*reinterpret_cast<const unsigned*>(&B_f[116 + 0])), "r"(*reinterpret_cast<const unsigned*>(&B_f[116 + 8])), "r"(*reinterpret_cast<const unsigned*>(&B_f[116 + 2])), "r"(*reinterpret_cast<const unsigned*>(&B_f[116 + 10])), "l"(v_171), "r"(1)); }
      { float* tl_acc = C2_step; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %13, 0;\nwgmma.mma_async.sync.aligned.m64n16k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9, %10, %11}, %12, p, 1, 1, 0;\n}\n" : "+f"(tl_acc[8 + 0]), "+f"(tl_acc[8 + 1]), "+f"(tl_acc[8 + 2]), "+f"(tl_acc[8 + 3]), "+f"(tl_acc[8 + 4]), "+f"(tl_acc[8 + 5]), "+f"(tl_acc[8 + 6]), "+f"(tl_acc[8 + 7]) : "r"(*reinterpret_cast<const unsigned*>(&B_f[244 + 0])), "r"(*reinterpret_cast<const unsigned*>(&B_f[244 + 8])), "r"(*reinterpret_cast<const unsigned*>(&B_f[244 + 2])), "r"(*reinterpret_cast<const unsigned*>(&B_f[244 + 10])), "l"(v_171), "r"(1)); }
      tl::wgmma_commit();
#line 474 "tilelang/ops/lowbit_kernels.py"
      const int v_172 = (v_70 + 1);
      const bool v_173 = (v_172 < 32);
      if (v_173) {
        const int v_174 = tl::min(v_172, 31);
#line 476 "tilelang/ops/lowbit_kernels.py"
        const int v_175 = (v_2 + v_174);
        const int k0_3 = (v_175 * 256);
#line 406 "tilelang/ops/lowbit_kernels.py"
        const int g0_2 = (k0_3 / 128);
#line 407 "tilelang/ops/lowbit_kernels.py"
        const int v_176 = (k0_3 * 4);
        const int v_177 = (v_176 / 8);
#line 405 "tilelang/ops/lowbit_kernels.py"
        if (v_4) {
          tl::mbar_expect_tx((tma_bar + 0), 8192);
          tl::tma_load<2>((A_s + 0), &A_tmap, (tma_bar + 0), k0_3, v_3);
          tl::tma_load<2>((unsigned char*)(A_s + 0) + 2048, &A_tmap, (tma_bar + 0), k0_3 + 64, v_3);
          tl::tma_load<2>((unsigned char*)(A_s + 0) + 4096, &A_tmap, (tma_bar + 0), k0_3 + 128, v_3);
          tl::tma_load<2>((unsigned char*)(A_s + 0) + 6144, &A_tmap, (tma_bar + 0), k0_3 + 192, v_3);
        }
#line 407 "tilelang/ops/lowbit_kernels.py"
        if (v_4) {
          tl::mbar_expect_tx((tma_bar_1 + 0), 16384);
          tl::tma_load<1>((B_s + (0) * 128 + 0), &B_tmap, (tma_bar_1 + 0), v_177, v_5);
        }
#line 413 "tilelang/ops/lowbit_kernels.py"
        if (v_9) {
          const int v_178 = (tid % 16);
          const int v_179 = (tid / 16);
          const int v_180 = (v_179 % 2);
          const int v_181 = (v_178 * 8);
          const int v_182 = (v_180 + g0_2);
          const int v_183 = (v_181 + v_5);
          tl::cp_async<16>((S_s + (v_180) * 128 + v_181), (Scales + (v_182) * 28672 + v_183), true);
        }
#line 474 "tilelang/ops/lowbit_kernels.py"
      }
      tl::cp_async_commit();
#line 444 "tilelang/ops/lowbit_kernels.py"
      tl::wgmma_wait<1, 16, 128>(C_step, B_f);
#line 445 "tilelang/ops/lowbit_kernels.py"
      #pragma unroll
      for (int l_v_5 = 0; l_v_5 < 4; l_v_5 += 1) {
        const int v_184 = (l_v_5 * 4);
        const int v_185 = (l_v_5 / 2);
        const int v_186 = (v_185 * 64);
        const int v_187 = (v_186 + v_27);
        const int v_188 = (v_187 + v_29);
#line 446 "tilelang/ops/lowbit_kernels.py"
        const tl::vec<float, 4> v_189 = *reinterpret_cast<const tl::vec<float, 4>*>((C_step + v_184));
        const float v_190 = v_189.v[0];
        const half v_191 = S_s[(2) * 128 + v_188];
        const float v_192 = tl::cast<float>(v_191);
        const tl::vec<float, 4> v_193 = *reinterpret_cast<const tl::vec<float, 4>*>((C_f + v_184));
        const float v_194 = v_193.v[0];
        const float v_195 = __fmaf_rn(v_190, v_192, v_194);
        const float v_196 = v_189.v[1];
        const float v_197 = v_193.v[1];
        const float v_198 = __fmaf_rn(v_196, v_192, v_197);
#line 445 "tilelang/ops/lowbit_kernels.py"
        const int v_199 = (v_188 + 8);
#line 446 "tilelang/ops/lowbit_kernels.py"
        const float v_200 = v_189.v[2];
        const half v_201 = S_s[(2) * 128 + v_199];
        const float v_202 = tl::cast<float>(v_201);
        const float v_203 = v_193.v[2];
        const float v_204 = __fmaf_rn(v_200, v_202, v_203);
        const float v_205 = v_189.v[3];
        const float v_206 = v_193.v[3];
        const float v_207 = __fmaf_rn(v_205, v_202, v_206);
#line 445 "tilelang/ops/lowbit_kernels.py"
        const tl::vec<float, 4> v_208 = tl::vec<float, 4>{{v_195, v_198, v_204, v_207}};
        *reinterpret_cast<tl::vec<float, 4>*>((C_f + v_184)) = v_208;
      }
#line 444 "tilelang/ops/lowbit_kernels.py"
      tl::wgmma_wait_defining<0, 16, 128>(C2_step, B_f);
#line 445 "tilelang/ops/lowbit_kernels.py"
      #pragma unroll
      for (int l_v_6 = 0; l_v_6 < 4; l_v_6 += 1) {
        const int v_209 = (l_v_6 * 4);
        const int v_210 = (l_v_6 / 2);
        const int v_211 = (v_210 * 64);
        const int v_212 = (v_211 + v_27);
        const int v_213 = (v_212 + v_29);
#line 446 "tilelang/ops/lowbit_kernels.py"
        const tl::vec<float, 4> v_214 = *reinterpret_cast<const tl::vec<float, 4>*>((C2_step + v_209));
        const float v_215 = v_214.v[0];
        const half v_216 = S_s[(3) * 128 + v_213];
        const float v_217 = tl::cast<float>(v_216);
        const tl::vec<float, 4> v_218 = *reinterpret_cast<const tl::vec<float, 4>*>((C_f + v_209));
        const float v_219 = v_218.v[0];
        const float v_220 = __fmaf_rn(v_215, v_217, v_219);
        const float v_221 = v_214.v[1];
        const float v_222 = v_218.v[1];
        const float v_223 = __fmaf_rn(v_221, v_217, v_222);
#line 445 "tilelang/ops/lowbit_kernels.py"
        const int v_224 = (v_213 + 8);
#line 446 "tilelang/ops/lowbit_kernels.py"
        const float v_225 = v_214.v[2];
        const half v_226 = S_s[(3) * 128 + v_224];
        const float v_227 = tl::cast<float>(v_226);
        const float v_228 = v_218.v[2];
        const float v_229 = __fmaf_rn(v_225, v_227, v_228);
        const float v_230 = v_214.v[3];
        const float v_231 = v_218.v[3];
        const float v_232 = __fmaf_rn(v_230, v_227, v_231);
#line 445 "tilelang/ops/lowbit_kernels.py"
        const tl::vec<float, 4> v_233 = tl::vec<float, 4>{{v_220, v_223, v_229, v_232}};
        *reinterpret_cast<tl::vec<float, 4>*>((C_f + v_209)) = v_233;
      }
#line 474 "tilelang/ops/lowbit_kernels.py"
    }
    if (v_71) {
      tl::cp_async_wait<1>();
      __syncthreads();
      const int v_234 = (v_70 / 3);
      const int v_235 = (v_234 % 2);
#line 405 "tilelang/ops/lowbit_kernels.py"
      tl::mbar_wait((tma_bar + 2), v_235);
#line 407 "tilelang/ops/lowbit_kernels.py"
      tl::mbar_wait((tma_bar_1 + 2), v_235);
#line 418 "tilelang/ops/lowbit_kernels.py"
      alignas(16) half dequant_2[256];
      #pragma unroll
      for (int g_2 = 0; g_2 < 32; g_2 += 1) {
        const int v_236 = (g_2 * 8);
        const int v_237 = (g_2 / 16);
        const int v_238 = (v_237 * 64);
        const int v_239 = (v_238 + v_27);
        const int v_240 = (g_2 % 2);
        const int v_241 = (v_240 * 8);
        const int v_242 = (v_239 + v_241);
        const int v_243 = (v_242 + v_29);
        const int v_244 = (g_2 / 2);
        const int v_245 = (v_244 % 8);
        const int v_246 = (v_245 * 32);
        const int v_247 = (v_246 + v_32);
        const int v_248 = (v_247 ^ v_33);
        const int v_249 = tl::floordiv(v_248, 8);
        const int v_250 = (v_249 * 4);
        const int v_251 = (v_243 + 256);
        const unsigned v_252 = *reinterpret_cast<const unsigned*>((B_s + (v_251) * 128 + v_250));
        tl::dequant_i4<true>(dequant_2 + v_236, v_252);
      }
      #pragma unroll
      for (int l_v_7 = 0; l_v_7 < 32; l_v_7 += 1) {
        const int v_253 = (l_v_7 * 8);
#line 426 "tilelang/ops/lowbit_kernels.py"
        const tl::vec<half, 8> v_254 = *reinterpret_cast<const tl::vec<half, 8>*>((dequant_2 + v_253));
#line 418 "tilelang/ops/lowbit_kernels.py"
        *reinterpret_cast<tl::vec<half, 8>*>((B_f + v_253)) = v_254;
      }
#line 441 "tilelang/ops/lowbit_kernels.py"
      tl::wgmma_fence<0, 128>(C_step, B_f);
      const unsigned long long v_255 = tl::wgmma_desc_at<128, 16, 1024>((A_s + (0) * 64), 1024);
      { float* tl_acc = C_step; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %13, 0;\nwgmma.mma_async.sync.aligned.m64n16k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9, %10, %11}, %12, p, 1, 1, 0;\n}\n" : "=f"(tl_acc[0 + 0]), "=f"(tl_acc[0 + 1]), "=f"(tl_acc[0 + 2]), "=f"(tl_acc[0 + 3]), "=f"(tl_acc[0 + 4]), "=f"(tl_acc[0 + 5]), "=f"(tl_acc[0 + 6]), "=f"(tl_acc[0 + 7]) : "r"(*reinterpret_cast<const unsigned*>(&B_f[0 + 0])), "r"(*reinterpret_cast<const unsigned*>(&B_f[0 + 8])), "r"(*reinterpret_cast<const unsigned*>(&B_f[0 + 2])), "r"(*reinterpret_cast<const unsigned*>(&B_f[0 + 10])), "l"(v_255), "r"(0)); }
      { float* tl_acc = C_step; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %13, 0;\nwgmma.mma_async.sync.aligned.m64n16k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9, %10, %11}, %12, p, 1, 1, 0;\n}\n" : "=f"(tl_acc[8 + 0]), "=f"(tl_acc[8 + 1]), "=f"(tl_acc[8 + 2]), "=f"(tl_acc[8 + 3]), "=f"(tl_acc[8 + 4]), "=f"(tl_acc[8 + 5]), "=f"(tl_acc[8 + 6]), "=f"(tl_acc[8 + 7]) : "r"(*reinterpret_cast<const unsigned*>(&B_f[128 + 0])), "r"(*reinterpret_cast<const unsigned*>(&B_f[128 + 8])), "r"(*reinterpret_cast<const unsigned*>(&B_f[128 + 2])), "r"(*reinterpret_cast<const unsigned*>(&B_f[128 + 10])), "l"(v_255), "r"(0)); }
      const unsigned long long v_256 = tl::wgmma_desc_at<128, 16, 1024>((A_s + (0) * 64), 1026);
      { float* tl_acc = C_step; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %13, 0;\nwgmma.mma_async.sync.aligned.m64n16k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9, %10, %11}, %12, p, 1, 1, 0;\n}\n" : "+f"(tl_acc[0 + 0]), "+f"(tl_acc[0 + 1]), "+f"(tl_acc[0 + 2]), "+f"(tl_acc[0 + 3]), "+f"(tl_acc[0 + 4]), "+f"(tl_acc[0 + 5]), "+f"(tl_acc[0 + 6]), "+f"(tl_acc[0 + 7]) : "r"(*reinterpret_cast<const unsigned*>(&B_f[4 + 0])), "r"(*reinterpret_cast<const unsigned*>(&B_f[4 + 8])), "r"(*reinterpret_cast<const unsigned*>(&B_f[4 + 2])), "r"(*reinterpret_cast<const unsigned*>(&B_f[4 + 10])), "l"(v_256), "r"(1)); }
      { float* tl_acc = C_step; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %13, 0;\nwgmma.mma_async.sync.aligned.m64n16k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9, %10, %11}, %12, p, 1, 1, 0;\n}\n" : "+f"(tl_acc[8 + 0]), "+f"(tl_acc[8 + 1]), "+f"(tl_acc[8 + 2]), "+f"(tl_acc[8 + 3]), "+f"(tl_acc[8 + 4]), "+f"(tl_acc[8 + 5]), "+f"(tl_acc[8 + 6]), "+f"(tl_acc[8 + 7]) : "r"(*reinterpret_cast<const unsigned*>(&B_f[132 + 0])), "r"(*reinterpret_cast<const unsigned*>(&B_f[132 + 8])), "r"(*reinterpret_cast<const unsigned*>(&B_f[132 + 2])), "r"(*reinterpret_cast<const unsigned*>(&B_f[132 + 10])), "l"(v_256), "r"(1)); }
      const unsigned long long v_257 = tl::wgmma_desc_at<128, 16, 1024>((A_s + (0) * 64), 1028);
      { float* tl_acc = C_step; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %13, 0;\nwgmma.mma_async.sync.aligned.m64n16k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9, %10, %11}, %12, p, 1, 1, 0;\n}\n" : "+f"(tl_acc[0 + 0]), "+f"(tl_acc[0 + 1]), "+f"(tl_acc[0 + 2]), "+f"(tl_acc[0 + 3]), "+f"(tl_acc[0 + 4]), "+f"(tl_acc[0 + 5]), "+f"(tl_acc[0 + 6]), "+f"(tl_acc[0 + 7]) : "r"(*reinterpret_cast<const unsigned*>(&B_f[16 + 0])), "r"(*reinterpret_cast<const unsigned*>(&B_f[16 + 8])), "r"(*reinterpret_cast<const unsigned*>(&B_f[16 + 2])), "r"(*reinterpret_cast<const unsigned*>(&B_f[16 + 10])), "l"(v_257), "r"(1)); }
      { float* tl_acc = C_step; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %13, 0;\nwgmma.mma_async.sync.aligned.m64n16k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9, %10, %11}, %12, p, 1, 1, 0;\n}\n" : "+f"(tl_acc[8 + 0]), "+f"(tl_acc[8 + 1]), "+f"(tl_acc[8 + 2]), "+f"(tl_acc[8 + 3]), "+f"(tl_acc[8 + 4]), "+f"(tl_acc[8 + 5]), "+f"(tl_acc[8 + 6]), "+f"(tl_acc[8 + 7]) : "r"(*reinterpret_cast<const unsigned*>(&B_f[144 + 0])), "r"(*reinterpret_cast<const unsigned*>(&B_f[144 + 8])), "r"(*reinterpret_cast<const unsigned*>(&B_f[144 + 2])), "r"(*reinterpret_cast<const unsigned*>(&B_f[144 + 10])), "l"(v_257), "r"(1)); }
      const unsigned long long v_258 = tl::wgmma_desc_at<128, 16, 1024>((A_s + (0) * 64), 1030);
      { float* tl_acc = C_step; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %13, 0;\nwgmma.mma_async.sync.aligned.m64n16k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9, %10, %11}, %12, p, 1, 1, 0;\n}\n" : "+f"(tl_acc[0 + 0]), "+f"(tl_acc[0 + 1]), "+f"(tl_acc[0 + 2]), "+f"(tl_acc[0 + 3]), "+f"(tl_acc[0 + 4]), "+f"(tl_acc[0 + 5]), "+f"(tl_acc[0 + 6]), "+f"(tl_acc[0 + 7]) : "r"(*reinterpret_cast<const unsigned*>(&B_f[20 + 0])), "r"(*reinterpret_cast<const unsigned*>(&B_f[20 + 8])), "r"(*reinterpret_cast<const unsigned*>(&B_f[20 + 2])), "r"(*reinterpret_cast<const unsigned*>(&B_f[20 + 10])), "l"(v_258), "r"(1)); }
      { float* tl_acc = C_step; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %13, 0;\nwgmma.mma_async.sync.aligned.m64n16k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9, %10, %11}, %12, p, 1, 1, 0;\n}\n" : "+f"(tl_acc[8 + 0]), "+f"(tl_acc[8 + 1]), "+f"(tl_acc[8 + 2]), "+f"(tl_acc[8 + 3]), "+f"(tl_acc[8 + 4]), "+f"(tl_acc[8 + 5]), "+f"(tl_acc[8 + 6]), "+f"(tl_acc[8 + 7]) : "r"(*reinterpret_cast<const unsigned*>(&B_f[148 + 0])), "r"(*reinterpret_cast<const unsigned*>(&B_f[148 + 8])), "r"(*reinterpret_cast<const unsigned*>(&B_f[148 + 2])), "r"(*reinterpret_cast<const unsigned*>(&B_f[148 + 10])), "l"(v_258), "r"(1)); }
      const unsigned long long v_259 = tl::wgmma_desc_at<128, 16, 1024>((A_s + (0) * 64), 1152);
      { float* tl_acc = C_step; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %13, 0;\nwgmma.mma_async.sync.aligned.m64n16k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9, %10, %11}, %12, p, 1, 1, 0;\n}\n" : "+f"(tl_acc[0 + 0]), "+f"(tl_acc[0 + 1]), "+f"(tl_acc[0 + 2]), "+f"(tl_acc[0 + 3]), "+f"(tl_acc[0 + 4]), "+f"(tl_acc[0 + 5]), "+f"(tl_acc[0 + 6]), "+f"(tl_acc[0 + 7]) : "r"(*reinterpret_cast<const unsigned*>(&B_f[32 + 0])), "r"(*reinterpret_cast<const unsigned*>(&B_f[32 + 8])), "r"(*reinterpret_cast<const unsigned*>(&B_f[32 + 2])), "r"(*reinterpret_cast<const unsigned*>(&B_f[32 + 10])), "l"(v_259), "r"(1)); }
      { float* tl_acc = C_step; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %13, 0;\nwgmma.mma_async.sync.aligned.m64n16k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9, %10, %11}, %12, p, 1, 1, 0;\n}\n" : "+f"(tl_acc[8 + 0]), "+f"(tl_acc[8 + 1]), "+f"(tl_acc[8 + 2]), "+f"(tl_acc[8 + 3]), "+f"(tl_acc[8 + 4]), "+f"(tl_acc[8 + 5]), "+f"(tl_acc[8 + 6]), "+f"(tl_acc[8 + 7]) : "r"(*reinterpret_cast<const unsigned*>(&B_f[160 + 0])), "r"(*reinterpret_cast<const unsigned*>(&B_f[160 + 8])), "r"(*reinterpret_cast<const unsigned*>(&B_f[160 + 2])), "r"(*reinterpret_cast<const unsigned*>(&B_f[160 + 10])), "l"(v_259), "r"(1)); }
      const unsigned long long v_260 = tl::wgmma_desc_at<128, 16, 1024>((A_s + (0) * 64), 1154);
      { float* tl_acc = C_step; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %13, 0;\nwgmma.mma_async.sync.aligned.m64n16k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9, %10, %11}, %12, p, 1, 1, 0;\n}\n" : "+f"(tl_acc[0 + 0]), "+f"(tl_acc[0 + 1]), "+f"(tl_acc[0 + 2]), "+f"(tl_acc[0 + 3]), "+f"(tl_acc[0 + 4]), "+f"(tl_acc[0 + 5]), "+f"(tl_acc[0 + 6]), "+f"(tl_acc[0 + 7]) : "r"(*reinterpret_cast<const unsigned*>(&B_f[36 + 0])), "r"(*reinterpret_cast<const unsigned*>(&B_f[36 + 8])), "r"(*reinterpret_cast<const unsigned*>(&B_f[36 + 2])), "r"(*reinterpret_cast<const unsigned*>(&B_f[36 + 10])), "l"(v_260), "r"(1)); }
      { float* tl_acc = C_step; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %13, 0;\nwgmma.mma_async.sync.aligned.m64n16k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9, %10, %11}, %12, p, 1, 1, 0;\n}\n" : "+f"(tl_acc[8 + 0]), "+f"(tl_acc[8 + 1]), "+f"(tl_acc[8 + 2]), "+f"(tl_acc[8 + 3]), "+f"(tl_acc[8 + 4]), "+f"(tl_acc[8 + 5]), "+f"(tl_acc[8 + 6]), "+f"(tl_acc[8 + 7]) : "r"(*reinterpret_cast<const unsigned*>(&B_f[164 + 0])), "r"(*reinterpret_cast<const unsigned*>(&B_f[164 + 8])), "r"(*reinterpret_cast<const unsigned*>(&B_f[164 + 2])), "r"(*reinterpret_cast<const unsigned*>(&B_f[164 + 10])), "l"(v_260), "r"(1)); }
      const unsigned long long v_261 = tl::wgmma_desc_at<128, 16, 1024>((A_s + (0) * 64), 1156);
      { float* tl_acc = C_step; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %13, 0;\nwgmma.mma_async.sync.aligned.m64n16k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9, %10, %11}, %12, p, 1, 1, 0;\n}\n" : "+f"(tl_acc[0 + 0]), "+f"(tl_acc[0 + 1]), "+f"(tl_acc[0 + 2]), "+f"(tl_acc[0 + 3]), "+f"(tl_acc[0 + 4]), "+f"(tl_acc[0 + 5]), "+f"(tl_acc[0 + 6]), "+f"(tl_acc[0 + 7]) : "r"(*reinterpret_cast<const unsigned*>(&B_f[48 + 0])), "r"(*reinterpret_cast<const unsigned*>(&B_f[48 + 8])), "r"(*reinterpret_cast<const unsigned*>(&B_f[48 + 2])), "r"(*reinterpret_cast<const unsigned*>(&B_f[48 + 10])), "l"(v_261), "r"(1)); }
      { float* tl_acc = C_step; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %13, 0;\nwgmma.mma_async.sync.aligned.m64n16k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9, %10, %11}, %12, p, 1, 1, 0;\n}\n" : "+f"(tl_acc[8 + 0]), "+f"(tl_acc[8 + 1]), "+f"(tl_acc[8 + 2]), "+f"(tl_acc[8 + 3]), "+f"(tl_acc[8 + 4]), "+f"(tl_acc[8 + 5]), "+f"(tl_acc[8 + 6]), "+f"(tl_acc[8 + 7]) : "r"(*reinterpret_cast<const unsigned*>(&B_f[176 + 0])), "r"(*reinterpret_cast<const unsigned*>(&B_f[176 + 8])), "r"(*reinterpret_cast<const unsigned*>(&B_f[176 + 2])), "r"(*reinterpret_cast<const unsigned*>(&B_f[176 + 10])), "l"(v_261), "r"(1)); }
      const unsigned long long v_262 = tl::wgmma_desc_at<128, 16, 1024>((A_s + (0) * 64), 1158);
      { float* tl_acc = C_step; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %13, 0;\nwgmma.mma_async.sync.aligned.m64n16k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9, %10, %11}, %12, p, 1, 1, 0;\n}\n" : "+f"(tl_acc[0 + 0]), "+f"(tl_acc[0 + 1]), "+f"(tl_acc[0 + 2]), "+f"(tl_acc[0 + 3]), "+f"(tl_acc[0 + 4]), "+f"(tl_acc[0 + 5]), "+f"(tl_acc[0 + 6]), "+f"(tl_acc[0 + 7]) : "r"(*reinterpret_cast<const unsigned*>(&B_f[52 + 0])), "r"(*reinterpret_cast<const unsigned*>(&B_f[52 + 8])), "r"(*reinterpret_cast<const unsigned*>(&B_f[52 + 2])), "r"(*reinterpret_cast<const unsigned*>(&B_f[52 + 10])), "l"(v_262), "r"(1)); }
      { float* tl_acc = C_step; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %13, 0;\nwgmma.mma_async.sync.aligned.m64n16k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9, %10, %11}, %12, p, 1, 1, 0;\n}\n" : "+f"(tl_acc[8 + 0]), "+f"(tl_acc[8 + 1]), "+f"(tl_acc[8 + 2]), "+f"(tl_acc[8 + 3]), "+f"(tl_acc[8 + 4]), "+f"(tl_acc[8 + 5]), "+f"(tl_acc[8 + 6]), "+f"(tl_acc[8 + 7]) : "r"(*reinterpret_cast<const unsigned*>(&B_f[180 + 0])), "r"(*reinterpret_cast<const unsigned*>(&B_f[180 + 8])), "r"(*reinterpret_cast<const unsigned*>(&B_f[180 + 2])), "r"(*reinterpret_cast<const unsigned*>(&B_f[180 + 10])), "l"(v_262), "r"(1)); }
      tl::wgmma_commit();
      tl::wgmma_fence<0, 128>(C2_step, B_f);
      const unsigned long long v_263 = tl::wgmma_desc_at<128, 16, 1024>((A_s + (0) * 64), 1280);
      { float* tl_acc = C2_step; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %13, 0;\nwgmma.mma_async.sync.aligned.m64n16k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9, %10, %11}, %12, p, 1, 1, 0;\n}\n" : "=f"(tl_acc[0 + 0]), "=f"(tl_acc[0 + 1]), "=f"(tl_acc[0 + 2]), "=f"(tl_acc[0 + 3]), "=f"(tl_acc[0 + 4]), "=f"(tl_acc[0 + 5]), "=f"(tl_acc[0 + 6]), "=f"(tl_acc[0 + 7]) : "r"(*reinterpret_cast<const unsigned*>(&B_f[64 + 0])), "r"(*reinterpret_cast<const unsigned*>(&B_f[64 + 8])), "r"(*reinterpret_cast<const unsigned*>(&B_f[64 + 2])), "r"(*reinterpret_cast<const unsigned*>(&B_f[64 + 10])), "l"(v_263), "r"(0)); }
      { float* tl_acc = C2_step; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %13, 0;\nwgmma.mma_async.sync.aligned.m64n16k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9, %10, %11}, %12, p, 1, 1, 0;\n}\n" : "=f"(tl_acc[8 + 0]), "=f"(tl_acc[8 + 1]), "=f"(tl_acc[8 + 2]), "=f"(tl_acc[8 + 3]), "=f"(tl_acc[8 + 4]), "=f"(tl_acc[8 + 5]), "=f"(tl_acc[8 + 6]), "=f"(tl_acc[8 + 7]) : "r"(*reinterpret_cast<const unsigned*>(&B_f[192 + 0])), "r"(*reinterpret_cast<const unsigned*>(&B_f[192 + 8])), "r"(*reinterpret_cast<const unsigned*>(&B_f[192 + 2])), "r"(*reinterpret_cast<const unsigned*>(&B_f[192 + 10])), "l"(v_263), "r"(0)); }
      const unsigned long long v_264 = tl::wgmma_desc_at<128, 16, 1024>((A_s + (0) * 64), 1282);
      { float* tl_acc = C2_step; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %13, 0;\nwgmma.mma_async.sync.aligned.m64n16k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9, %10, %11}, %12, p, 1, 1, 0;\n}\n" : "+f"(tl_acc[0 + 0]), "+f"(tl_acc[0 + 1]), "+f"(tl_acc[0 + 2]), "+f"(tl_acc[0 + 3]), "+f"(tl_acc[0 + 4]), "+f"(tl_acc[0 + 5]), "+f"(tl_acc[0 + 6]), "+f"(tl_acc[0 + 7]) : "r"(*reinterpret_cast<const unsigned*>(&B_f[68 + 0])), "r"(*reinterpret_cast<const unsigned*>(&B_f[68 + 8])), "r"(*reinterpret_cast<const unsigned*>(&B_f[68 + 2])), "r"(*reinterpret_cast<const unsigned*>(&B_f[68 + 10])), "l"(v_264), "r"(1)); }
      { float* tl_acc = C2_step; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %13, 0;\nwgmma.mma_async.sync.aligned.m64n16k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9, %10, %11}, %12, p, 1, 1, 0;\n}\n" : "+f"(tl_acc[8 + 0]), "+f"(tl_acc[8 + 1]), "+f"(tl_acc[8 + 2]), "+f"(tl_acc[8 + 3]), "+f"(tl_acc[8 + 4]), "+f"(tl_acc[8 + 5]), "+f"(tl_acc[8 + 6]), "+f"(tl_acc[8 + 7]) : "r"(*reinterpret_cast<const unsigned*>(&B_f[196 + 0])), "r"(*reinterpret_cast<const unsigned*>(&B_f[196 + 8])), "r"(*reinterpret_cast<const unsigned*>(&B_f[196 + 2])), "r"(*reinterpret_cast<const unsigned*>(&B_f[196 + 10])), "l"(v_264), "r"(1)); }
      const unsigned long long v_265 = tl::wgmma_desc_at<128, 16, 1024>((A_s + (0) * 64), 1284);
      { float* tl_acc = C2_step; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %13, 0;\nwgmma.mma_async.sync.aligned.m64n16k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9, %10, %11}, %12, p, 1, 1, 0;\n}\n" : "+f"(tl_acc[0 + 0]), "+f"(tl_acc[0 + 1]), "+f"(tl_acc[0 + 2]), "+f"(tl_acc[0 + 3]), "+f"(tl_acc[0 + 4]), "+f"(tl_acc[0 + 5]), "+f"(tl_acc[0 + 6]), "+f"(tl_acc[0 + 7]) : "r"(*reinterpret_cast<const unsigned*>(&B_f[80 + 0])), "r"(*reinterpret_cast<const unsigned*>(&B_f[80 + 8])), "r"(*reinterpret_cast<const unsigned*>(&B_f[80 + 2])), "r"(*reinterpret_cast<const unsigned*>(&B_f[80 + 10])), "l"(v_265), "r"(1)); }
      { float* tl_acc = C2_step; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %13, 0;\nwgmma.mma_async.sync.aligned.m64n16k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9, %10, %11}, %12, p, 1, 1, 0;\n}\n" : "+f"(tl_acc[8 + 0]), "+f"(tl_acc[8 + 1]), "+f"(tl_acc[8 + 2]), "+f"(tl_acc[8 + 3]), "+f"(tl_acc[8 + 4]), "+f"(tl_acc[8 + 5]), "+f"(tl_acc[8 + 6]), "+f"(tl_acc[8 + 7]) : "r"(*reinterpret_cast<const unsigned*>(&B_f[208 + 0])), "r"(*reinterpret_cast<const unsigned*>(&B_f[208 + 8])), "r"(*reinterpret_cast<const unsigned*>(&B_f[208 + 2])), "r"(*reinterpret_cast<const unsigned*>(&B_f[208 + 10])), "l"(v_265), "r"(1)); }
      const unsigned long long v_266 = tl::wgmma_desc_at<128, 16, 1024>((A_s + (0) * 64), 1286);
      { float* tl_acc = C2_step; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %13, 0;\nwgmma.mma_async.sync.aligned.m64n16k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9, %10, %11}, %12, p, 1, 1, 0;\n}\n" : "+f"(tl_acc[0 + 0]), "+f"(tl_acc[0 + 1]), "+f"(tl_acc[0 + 2]), "+f"(tl_acc[0 + 3]), "+f"(tl_acc[0 + 4]), "+f"(tl_acc[0 + 5]), "+f"(tl_acc[0 + 6]), "+f"(tl_acc[0 + 7]) : "r"(*reinterpret_cast<const unsigned*>(&B_f[84 + 0])), "r"(*reinterpret_cast<const unsigned*>(&B_f[84 + 8])), "r"(*reinterpret_cast<const unsigned*>(&B_f[84 + 2])), "r"(*reinterpret_cast<const unsigned*>(&B_f[84 + 10])), "l"(v_266), "r"(1)); }
      { float* tl_acc = C2_step; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %13, 0;\nwgmma.mma_async.sync.aligned.m64n16k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9, %10, %11}, %12, p, 1, 1, 0;\n}\n" : "+f"(tl_acc[8 + 0]), "+f"(tl_acc[8 + 1]), "+f"(tl_acc[8 + 2]), "+f"(tl_acc[8 + 3]), "+f"(tl_acc[8 + 4]), "+f"(tl_acc[8 + 5]), "+f"(tl_acc[8 + 6]), "+f"(tl_acc[8 + 7]) : "r"(*reinterpret_cast<const unsigned*>(&B_f[212 + 0])), "r"(*reinterpret_cast<const unsigned*>(&B_f[212 + 8])), "r"(*reinterpret_cast<const unsigned*>(&B_f[212 + 2])), "r"(*reinterpret_cast<const unsigned*>(&B_f[212 + 10])), "l"(v_266), "r"(1)); }
      const unsigned long long v_267 = tl::wgmma_desc_at<128, 16, 1024>((A_s + (0) * 64), 1408);
      { float* tl_acc = C2_step; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %13, 0;\nwgmma.mma_async.sync.aligned.m64n16k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9, %10, %11}, %12, p, 1, 1, 0;\n}\n" : "+f"(tl_acc[0 + 0]), "+f"(tl_acc[0 + 1]), "+f"(tl_acc[0 + 2]), "+f"(tl_acc[0 + 3]), "+f"(tl_acc[0 + 4]), "+f"(tl_acc[0 + 5]), "+f"(tl_acc[0 + 6]), "+f"(tl_acc[0 + 7]) : "r"(*reinterpret_cast<const unsigned*>(&B_f[96 + 0])), "r"(*reinterpret_cast<const unsigned*>(&B_f[96 + 8])), "r"(*reinterpret_cast<const unsigned*>(&B_f[96 + 2])), "r"(*reinterpret_cast<const unsigned*>(&B_f[96 + 10])), "l"(v_267), "r"(1)); }
      { float* tl_acc = C2_step; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %13, 0;\nwgmma.mma_async.sync.aligned.m64n16k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9, %10, %11}, %12, p, 1, 1, 0;\n}\n" : "+f"(tl_acc[8 + 0]), "+f"(tl_acc[8 + 1]), "+f"(tl_acc[8 + 2]), "+f"(tl_acc[8 + 3]), "+f"(tl_acc[8 + 4]), "+f"(tl_acc[8 + 5]), "+f"(tl_acc[8 + 6]), "+f"(tl_acc[8 + 7]) : "r"(*reinterpret_cast<const unsigned*>(&B_f[224 + 0])), "r"(*reinterpret_cast<const unsigned*>(&B_f[224 + 8])), "r"(*reinterpret_cast<const unsigned*>(&B_f[224 + 2])), "r"(*reinterpret_cast<const unsigned*>(&B_f[224 + 10])), "l"(v_267), "r"(1)); }
      const unsigned long long v_268 = tl::wgmma_desc_at<128, 16, 1024>((A_s + (0) * 64), 1410);
      { float* tl_acc = C2_step; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %13, 0;\nwgmma.mma_async.sync.aligned.m64n16k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9, %10, %11}, %12, p, 1, 1, 0;\n}\n" : "+f"(tl_acc[0 + 0]), "+f"(tl_acc[0 + 1]), "+f"(tl_acc[0 + 2]), "+f"(tl_acc[0 + 3]), "+f"(tl_acc[0 + 4]), "+f"(tl_acc[0 + 5]), "+f"(tl_acc[0 + 6]), "+f"(tl_acc[0 + 7]) : "r"(*reinterpret_cast<const unsigned*>(&B_f[100 + 0])), "r"(*reinterpret_cast<const unsigned*>(&B_f[100 + 8])), "r"(*reinterpret_cast<const unsigned*>(&B_f[100 + 2])), "r"(*reinterpret_cast<const unsigned*>(&B_f[100 + 10])), "l"(v_268), "r"(1)); }
      { float* tl_acc = C2_step; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %13, 0;\nwgmma.mma_async.sync.aligned.m64n16k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9, %10, %11}, %12, p, 1, 1, 0;\n}\n" : "+f"(tl_acc[8 + 0]), "+f"(tl_acc[8 + 1]), "+f"(tl_acc[8 + 2]), "+f"(tl_acc[8 + 3]), "+f"(tl_acc[8 + 4]), "+f"(tl_acc[8 + 5]), "+f"(tl_acc[8 + 6]), "+f"(tl_acc[8 + 7]) : "r"(*reinterpret_cast<const unsigned*>(&B_f[228 + 0])), "r"(*reinterpret_cast<const unsigned*>(&B_f[228 + 8])), "r"(*reinterpret_cast<const unsigned*>(&B_f[228 + 2])), "r"(*reinterpret_cast<const unsigned*>(&B_f[228 + 10])), "l"(v_268), "r"(1)); }
      const unsigned long long v_269 = tl::wgmma_desc_at<128, 16, 1024>((A_s + (0) * 64), 1412);
      { float* tl_acc = C2_step; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %13, 0;\nwgmma.mma_async.sync.aligned.m64n16k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9, %10, %11}, %12, p, 1, 1, 0;\n}\n" : "+f"(tl_acc[0 + 0]), "+f"(tl_acc[0 + 1]), "+f"(tl_acc[0 + 2]), "+f"(tl_acc[0 + 3]), "+f"(tl_acc[0 + 4]), "+f"(tl_acc[0 + 5]), "+f"(tl_acc[0 + 6]), "+f"(tl_acc[0 + 7]) : "r"(*reinterpret_cast<const unsigned*>(&B_f[112 + 0])), "r"(*reinterpret_cast<const unsigned*>(&B_f[112 + 8])), "r"(*reinterpret_cast<const unsigned*>(&B_f[112 + 2])), "r"(*reinterpret_cast<const unsigned*>(&B_f[112 + 10])), "l"(v_269), "r"(1)); }
      { float* tl_acc = C2_step; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %13, 0;\nwgmma.mma_async.sync.aligned.m64n16k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9, %10, %11}, %12, p, 1, 1, 0;\n}\n" : "+f"(tl_acc[8 + 0]), "+f"(tl_acc[8 + 1]), "+f"(tl_acc[8 + 2]), "+f"(tl_acc[8 + 3]), "+f"(tl_acc[8 + 4]), "+f"(tl_acc[8 + 5]), "+f"(tl_acc[8 + 6]), "+f"(tl_acc[8 + 7]) : "r"(*reinterpret_cast<const unsigned*>(&B_f[240 + 0])), "r"(*reinterpret_cast<const unsigned*>(&B_f[240 + 8])), "r"(*reinterpret_cast<const unsigned*>(&B_f[240 + 2])), "r"(*reinterpret_cast<const unsigned*>(&B_f[240 + 10])), "l"(v_269), "r"(1)); }
      const unsigned long long v_270 = tl::wgmma_desc_at<128, 16, 1024>((A_s + (0) * 64), 1414);
      { float* tl_acc = C2_step; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %13, 0;\nwgmma.mma_async.sync.aligned.m64n16k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9, %10, %11}, %12, p, 1, 1, 0;\n}\n" : "+f"(tl_acc[0 + 0]), "+f"(tl_acc[0 + 1]), "+f"(tl_acc[0 + 2]), "+f"(tl_acc[0 + 3]), "+f"(tl_acc[0 + 4]), "+f"(tl_acc[0 + 5]), "+f"(tl_acc[0 + 6]), "+f"(tl_acc[0 + 7]) : "r"(*reinterpret_cast<const unsigned*>(&B_f[116 + 0])), "r"(*reinterpret_cast<const unsigned*>(&B_f[116 + 8])), "r"(*reinterpret_cast<const unsigned*>(&B_f[116 + 2])), "r"(*reinterpret_cast<const unsigned*>(&B_f[116 + 10])), "l"(v_270), "r"(1)); }
      { float* tl_acc = C2_step; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %13, 0;\nwgmma.mma_async.sync.aligned.m64n16k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9, %10, %11}, %12, p, 1, 1, 0;\n}\n" : "+f"(tl_acc[8 + 0]), "+f"(tl_acc[8 + 1]), "+f"(tl_acc[8 + 2]), "+f"(tl_acc[8 + 3]), "+f"(tl_acc[8 + 4]), "+f"(tl_acc[8 + 5]), "+f"(tl_acc[8 + 6]), "+f"(tl_acc[8 + 7]) : "r"(*reinterpret_cast<const unsigned*>(&B_f[244 + 0])), "r"(*reinterpret_cast<const unsigned*>(&B_f[244 + 8])), "r"(*reinterpret_cast<const unsigned*>(&B_f[244 + 2])), "r"(*reinterpret_cast<const unsigned*>(&B_f[244 + 10])), "l"(v_270), "r"(1)); }
      tl::wgmma_commit();
#line 474 "tilelang/ops/lowbit_kernels.py"
      const int v_271 = (v_70 + 2);
      const bool v_272 = (v_271 < 32);
      if (v_272) {
        const int v_273 = tl::min(v_271, 31);
#line 476 "tilelang/ops/lowbit_kernels.py"
        const int v_274 = (v_2 + v_273);
        const int k0_4 = (v_274 * 256);
#line 406 "tilelang/ops/lowbit_kernels.py"
        const int g0_3 = (k0_4 / 128);
#line 407 "tilelang/ops/lowbit_kernels.py"
        const int v_275 = (k0_4 * 4);
        const int v_276 = (v_275 / 8);
#line 405 "tilelang/ops/lowbit_kernels.py"
        if (v_4) {
          tl::mbar_expect_tx((tma_bar + 1), 8192);
          tl::tma_load<2>((A_s + (64) * 64 + 0), &A_tmap, (tma_bar + 1), k0_4, v_3);
          tl::tma_load<2>((unsigned char*)(A_s + (64) * 64 + 0) + 2048, &A_tmap, (tma_bar + 1), k0_4 + 64, v_3);
          tl::tma_load<2>((unsigned char*)(A_s + (64) * 64 + 0) + 4096, &A_tmap, (tma_bar + 1), k0_4 + 128, v_3);
          tl::tma_load<2>((unsigned char*)(A_s + (64) * 64 + 0) + 6144, &A_tmap, (tma_bar + 1), k0_4 + 192, v_3);
        }
#line 407 "tilelang/ops/lowbit_kernels.py"
        if (v_4) {
          tl::mbar_expect_tx((tma_bar_1 + 1), 16384);
          tl::tma_load<1>((B_s + (128) * 128 + 0), &B_tmap, (tma_bar_1 + 1), v_276, v_5);
        }
#line 413 "tilelang/ops/lowbit_kernels.py"
        if (v_9) {
          const int v_277 = (tid % 16);
          const int v_278 = (tid / 16);
          const int v_279 = (v_278 % 2);
          const int v_280 = (v_277 * 8);
          const int v_281 = (v_279 + g0_3);
          const int v_282 = (v_280 + v_5);
          const int v_283 = (v_279 + 2);
          tl::cp_async<16>((S_s + (v_283) * 128 + v_280), (Scales + (v_281) * 28672 + v_282), true);
        }
#line 474 "tilelang/ops/lowbit_kernels.py"
      }
      tl::cp_async_commit();
#line 444 "tilelang/ops/lowbit_kernels.py"
      tl::wgmma_wait<1, 16, 128>(C_step, B_f);
#line 445 "tilelang/ops/lowbit_kernels.py"
      #pragma unroll
      for (int l_v_8 = 0; l_v_8 < 4; l_v_8 += 1) {
        const int v_284 = (l_v_8 * 4);
        const int v_285 = (l_v_8 / 2);
        const int v_286 = (v_285 * 64);
        const int v_287 = (v_286 + v_27);
        const int v_288 = (v_287 + v_29);
#line 446 "tilelang/ops/lowbit_kernels.py"
        const tl::vec<float, 4> v_289 = *reinterpret_cast<const tl::vec<float, 4>*>((C_step + v_284));
        const float v_290 = v_289.v[0];
        const half v_291 = S_s[(4) * 128 + v_288];
        const float v_292 = tl::cast<float>(v_291);
        const tl::vec<float, 4> v_293 = *reinterpret_cast<const tl::vec<float, 4>*>((C_f + v_284));
        const float v_294 = v_293.v[0];
        const float v_295 = __fmaf_rn(v_290, v_292, v_294);
        const float v_296 = v_289.v[1];
        const float v_297 = v_293.v[1];
        const float v_298 = __fmaf_rn(v_296, v_292, v_297);
#line 445 "tilelang/ops/lowbit_kernels.py"
        const int v_299 = (v_288 + 8);
#line 446 "tilelang/ops/lowbit_kernels.py"
        const float v_300 = v_289.v[2];
        const half v_301 = S_s[(4) * 128 + v_299];
        const float v_302 = tl::cast<float>(v_301);
        const float v_303 = v_293.v[2];
        const float v_304 = __fmaf_rn(v_300, v_302, v_303);
        const float v_305 = v_289.v[3];
        const float v_306 = v_293.v[3];
        const float v_307 = __fmaf_rn(v_305, v_302, v_306);
#line 445 "tilelang/ops/lowbit_kernels.py"
        const tl::vec<float, 4> v_308 = tl::vec<float, 4>{{v_295, v_298, v_304, v_307}};
        *reinterpret_cast<tl::vec<float, 4>*>((C_f + v_284)) = v_308;
      }
#line 444 "tilelang/ops/lowbit_kernels.py"
      tl::wgmma_wait_defining<0, 16, 128>(C2_step, B_f);
#line 445 "tilelang/ops/lowbit_kernels.py"
      #pragma unroll
      for (int l_v_9 = 0; l_v_9 < 4; l_v_9 += 1) {
        const int v_309 = (l_v_9 * 4);
        const int v_310 = (l_v_9 / 2);
        const int v_311 = (v_310 * 64);
        const int v_312 = (v_311 + v_27);
        const int v_313 = (v_312 + v_29);
#line 446 "tilelang/ops/lowbit_kernels.py"
        const tl::vec<float, 4> v_314 = *reinterpret_cast<const tl::vec<float, 4>*>((C2_step + v_309));
        const float v_315 = v_314.v[0];
        const half v_316 = S_s[(5) * 128 + v_313];
        const float v_317 = tl::cast<float>(v_316);
        const tl::vec<float, 4> v_318 = *reinterpret_cast<const tl::vec<float, 4>*>((C_f + v_309));
        const float v_319 = v_318.v[0];
        const float v_320 = __fmaf_rn(v_315, v_317, v_319);
        const float v_321 = v_314.v[1];
        const float v_322 = v_318.v[1];
        const float v_323 = __fmaf_rn(v_321, v_317, v_322);
#line 445 "tilelang/ops/lowbit_kernels.py"
        const int v_324 = (v_313 + 8);
#line 446 "tilelang/ops/lowbit_kernels.py"
        const float v_325 = v_314.v[2];
        const half v_326 = S_s[(5) * 128 + v_324];
        const float v_327 = tl::cast<float>(v_326);
        const float v_328 = v_318.v[2];
        const float v_329 = __fmaf_rn(v_325, v_327, v_328);
        const float v_330 = v_314.v[3];
        const float v_331 = v_318.v[3];
        const float v_332 = __fmaf_rn(v_330, v_327, v_331);
#line 445 "tilelang/ops/lowbit_kernels.py"
        const tl::vec<float, 4> v_333 = tl::vec<float, 4>{{v_320, v_323, v_329, v_332}};
        *reinterpret_cast<tl::vec<float, 4>*>((C_f + v_309)) = v_333;
      }
#line 474 "tilelang/ops/lowbit_kernels.py"
    }
  }
  tl::cp_async_wait<0>();
#line 481 "tilelang/ops/lowbit_kernels.py"
  #pragma unroll
  for (int l_v_10 = 0; l_v_10 < 4; l_v_10 += 1) {
    const int v_334 = (l_v_10 * 4);
    const int v_335 = (l_v_10 % 2);
    const int v_336 = (v_335 * 8);
    const int v_337 = (v_336 + v_31);
    const int v_338 = (l_v_10 / 2);
    const int v_339 = (v_338 * 64);
    const int v_340 = (v_339 + v_27);
    const int v_341 = (v_340 + v_29);
    const int v_342 = (v_337 + v_3);
    const int v_343 = (v_341 + v_5);
    const tl::vec<float, 4> v_344 = *reinterpret_cast<const tl::vec<float, 4>*>((C_f + v_334));
    const float v_345 = v_344.v[0];
    const half v_346 = tl::cast<half>(v_345);
    C[(v_342) * 28672 + v_343] = v_346;
    const int v_347 = (v_342 + 1);
    const float v_348 = v_344.v[1];
    const half v_349 = tl::cast<half>(v_348);
    C[(v_347) * 28672 + v_343] = v_349;
    const int v_350 = (v_343 + 8);
    const float v_351 = v_344.v[2];
    const half v_352 = tl::cast<half>(v_351);
    C[(v_342) * 28672 + v_350] = v_352;
    const float v_353 = v_344.v[3];
    const half v_354 = tl::cast<half>(v_353);
    C[(v_347) * 28672 + v_350] = v_354;
  }
}
