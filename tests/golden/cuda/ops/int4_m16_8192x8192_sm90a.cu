// lowbit_matmul: a (16, 8192) float16, weight (8192, 8192) int4 prepared, group 128, no zeros; sm_90a
// plan: gemm {"block_M": 16, "block_N": 64, "block_K": 256, "num_stages": 3, "threads": 128, "split_k": 4, "swizzle": 0, "b_wgmma": true, "weight_eviction": "evict_first", "activation_eviction": "evict_last", "scale_acc": true, "unroll_stages": true}
// written by `python scripts/update_golden.py` (never by hand): the CUDA source after prelude.cuh and a blank line, #line paths repository-relative
#line 490 "tilelang/ops/lowbit_kernels.py"
extern "C" __global__ void __launch_bounds__(128) gemm_kernel(half* __restrict__ A, unsigned char* __restrict__ B, half* __restrict__ Scales, half* __restrict__ C, float* __restrict__ Work, int* __restrict__ Arrivals, const __grid_constant__ tl::TensorMap A_tmap, const __grid_constant__ tl::TensorMap B_tmap) {
  extern __shared__ __align__(1024) unsigned char tl_smem[];
  const int tid = (int)threadIdx.x;
#line 405 "tilelang/ops/lowbit_kernels.py"
  unsigned long long* const tma_bar = reinterpret_cast<unsigned long long*>(tl_smem + 50176);
  if (threadIdx.x == 0 && threadIdx.y == 0 && threadIdx.z == 0) {
    for (int i = 0; i < 3; ++i) tl::mbar_init(tma_bar + i, 1);
    tl::fence_mbar_init();
  }
#line 407 "tilelang/ops/lowbit_kernels.py"
  unsigned long long* const tma_bar_1 = reinterpret_cast<unsigned long long*>(tl_smem + 50304);
  if (threadIdx.x == 0 && threadIdx.y == 0 && threadIdx.z == 0) {
    for (int i = 0; i < 3; ++i) tl::mbar_init(tma_bar_1 + i, 1);
    tl::fence_mbar_init();
  }
#line 363 "tilelang/ops/lowbit_kernels.py"
  half* const A_s = reinterpret_cast<half*>(tl_smem + 0);
#line 364 "tilelang/ops/lowbit_kernels.py"
  unsigned char* const B_s = reinterpret_cast<unsigned char*>(tl_smem + 24576);
#line 365 "tilelang/ops/lowbit_kernels.py"
  half* const S_s = reinterpret_cast<half*>(tl_smem + 49152);
#line 367 "tilelang/ops/lowbit_kernels.py"
  alignas(16) half B_f[128];
#line 368 "tilelang/ops/lowbit_kernels.py"
  tl::fence_proxy_async();
  __syncthreads();
#line 369 "tilelang/ops/lowbit_kernels.py"
  alignas(16) float C_f[8];
#line 370 "tilelang/ops/lowbit_kernels.py"
  alignas(16) float C_step[8];
#line 371 "tilelang/ops/lowbit_kernels.py"
  alignas(16) float C2_step[8];
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
#line 413 "tilelang/ops/lowbit_kernels.py"
  const int v_8 = (g0 + 2);
  const bool v_9 = (tid < 16);
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
#line 413 "tilelang/ops/lowbit_kernels.py"
  if (v_9) {
    const int v_10 = (tid % 8);
    const int v_11 = (tid / 8);
    const int v_12 = (v_11 % 2);
    const int v_13 = (v_10 * 8);
    const int v_14 = (v_12 + g0);
    const int v_15 = (v_13 + v_5);
    tl::cp_async<16>((S_s + (v_12) * 64 + v_13), (Scales + (v_14) * 8192 + v_15), true);
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
    tl::mbar_expect_tx((tma_bar_1 + 1), 8192);
    tl::tma_load<1>((B_s + (64) * 128 + 0), &B_tmap, (tma_bar_1 + 1), v_18, v_5);
  }
#line 413 "tilelang/ops/lowbit_kernels.py"
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
#line 445 "tilelang/ops/lowbit_kernels.py"
  const int v_34 = (v_27 + v_29);
  const int v_35 = (v_34 + 8);
#line 474 "tilelang/ops/lowbit_kernels.py"
  for (int ko = 0; ko < 8; ko += 3) {
    tl::cp_async_wait<1>();
    tl::fence_proxy_async();
    __syncthreads();
    const int v_36 = (ko / 3);
    const int v_37 = (v_36 % 2);
#line 405 "tilelang/ops/lowbit_kernels.py"
    tl::mbar_wait((tma_bar + 0), v_37);
#line 407 "tilelang/ops/lowbit_kernels.py"
    tl::mbar_wait((tma_bar_1 + 0), v_37);
#line 418 "tilelang/ops/lowbit_kernels.py"
    alignas(16) half dequant[128];
    #pragma unroll
    for (int g = 0; g < 16; g += 1) {
      const int v_38 = (g * 8);
      const int v_39 = (g % 2);
      const int v_40 = (v_39 * 8);
      const int v_41 = (v_27 + v_40);
      const int v_42 = (v_41 + v_29);
      const int v_43 = (g / 2);
      const int v_44 = (v_43 * 32);
      const int v_45 = (v_44 + v_32);
      const int v_46 = (v_45 ^ v_33);
      const int v_47 = tl::floordiv(v_46, 8);
      const int v_48 = (v_47 * 4);
      const unsigned v_49 = *reinterpret_cast<const unsigned*>((B_s + (v_42) * 128 + v_48));
      tl::dequant_i4<true>(dequant + v_38, v_49);
    }
    #pragma unroll
    for (int l_v_1 = 0; l_v_1 < 16; l_v_1 += 1) {
      const int v_50 = (l_v_1 * 8);
#line 426 "tilelang/ops/lowbit_kernels.py"
      const tl::vec<half, 8> v_51 = *reinterpret_cast<const tl::vec<half, 8>*>((dequant + v_50));
#line 418 "tilelang/ops/lowbit_kernels.py"
      *reinterpret_cast<tl::vec<half, 8>*>((B_f + v_50)) = v_51;
    }
#line 441 "tilelang/ops/lowbit_kernels.py"
    tl::wgmma_fence<0, 64>(C_step, B_f);
    const unsigned long long v_52 = tl::wgmma_desc<128, 16, 1024>((A_s + 0));
    { float* tl_acc = C_step; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %13, 0;\nwgmma.mma_async.sync.aligned.m64n16k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9, %10, %11}, %12, p, 1, 1, 0;\n}\n" : "=f"(tl_acc[0 + 0]), "=f"(tl_acc[0 + 1]), "=f"(tl_acc[0 + 2]), "=f"(tl_acc[0 + 3]), "=f"(tl_acc[0 + 4]), "=f"(tl_acc[0 + 5]), "=f"(tl_acc[0 + 6]), "=f"(tl_acc[0 + 7]) : "r"(*reinterpret_cast<const unsigned*>(&B_f[0 + 0])), "r"(*reinterpret_cast<const unsigned*>(&B_f[0 + 8])), "r"(*reinterpret_cast<const unsigned*>(&B_f[0 + 2])), "r"(*reinterpret_cast<const unsigned*>(&B_f[0 + 10])), "l"(v_52), "r"(0)); }
    const unsigned long long v_53 = tl::wgmma_desc_at<128, 16, 1024>((A_s + (0) * 64), 2);
    { float* tl_acc = C_step; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %13, 0;\nwgmma.mma_async.sync.aligned.m64n16k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9, %10, %11}, %12, p, 1, 1, 0;\n}\n" : "+f"(tl_acc[0 + 0]), "+f"(tl_acc[0 + 1]), "+f"(tl_acc[0 + 2]), "+f"(tl_acc[0 + 3]), "+f"(tl_acc[0 + 4]), "+f"(tl_acc[0 + 5]), "+f"(tl_acc[0 + 6]), "+f"(tl_acc[0 + 7]) : "r"(*reinterpret_cast<const unsigned*>(&B_f[4 + 0])), "r"(*reinterpret_cast<const unsigned*>(&B_f[4 + 8])), "r"(*reinterpret_cast<const unsigned*>(&B_f[4 + 2])), "r"(*reinterpret_cast<const unsigned*>(&B_f[4 + 10])), "l"(v_53), "r"(1)); }
    const unsigned long long v_54 = tl::wgmma_desc_at<128, 16, 1024>((A_s + (0) * 64), 4);
    { float* tl_acc = C_step; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %13, 0;\nwgmma.mma_async.sync.aligned.m64n16k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9, %10, %11}, %12, p, 1, 1, 0;\n}\n" : "+f"(tl_acc[0 + 0]), "+f"(tl_acc[0 + 1]), "+f"(tl_acc[0 + 2]), "+f"(tl_acc[0 + 3]), "+f"(tl_acc[0 + 4]), "+f"(tl_acc[0 + 5]), "+f"(tl_acc[0 + 6]), "+f"(tl_acc[0 + 7]) : "r"(*reinterpret_cast<const unsigned*>(&B_f[16 + 0])), "r"(*reinterpret_cast<const unsigned*>(&B_f[16 + 8])), "r"(*reinterpret_cast<const unsigned*>(&B_f[16 + 2])), "r"(*reinterpret_cast<const unsigned*>(&B_f[16 + 10])), "l"(v_54), "r"(1)); }
    const unsigned long long v_55 = tl::wgmma_desc_at<128, 16, 1024>((A_s + (0) * 64), 6);
    { float* tl_acc = C_step; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %13, 0;\nwgmma.mma_async.sync.aligned.m64n16k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9, %10, %11}, %12, p, 1, 1, 0;\n}\n" : "+f"(tl_acc[0 + 0]), "+f"(tl_acc[0 + 1]), "+f"(tl_acc[0 + 2]), "+f"(tl_acc[0 + 3]), "+f"(tl_acc[0 + 4]), "+f"(tl_acc[0 + 5]), "+f"(tl_acc[0 + 6]), "+f"(tl_acc[0 + 7]) : "r"(*reinterpret_cast<const unsigned*>(&B_f[20 + 0])), "r"(*reinterpret_cast<const unsigned*>(&B_f[20 + 8])), "r"(*reinterpret_cast<const unsigned*>(&B_f[20 + 2])), "r"(*reinterpret_cast<const unsigned*>(&B_f[20 + 10])), "l"(v_55), "r"(1)); }
    const unsigned long long v_56 = tl::wgmma_desc_at<128, 16, 1024>((A_s + (0) * 64), 128);
    { float* tl_acc = C_step; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %13, 0;\nwgmma.mma_async.sync.aligned.m64n16k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9, %10, %11}, %12, p, 1, 1, 0;\n}\n" : "+f"(tl_acc[0 + 0]), "+f"(tl_acc[0 + 1]), "+f"(tl_acc[0 + 2]), "+f"(tl_acc[0 + 3]), "+f"(tl_acc[0 + 4]), "+f"(tl_acc[0 + 5]), "+f"(tl_acc[0 + 6]), "+f"(tl_acc[0 + 7]) : "r"(*reinterpret_cast<const unsigned*>(&B_f[32 + 0])), "r"(*reinterpret_cast<const unsigned*>(&B_f[32 + 8])), "r"(*reinterpret_cast<const unsigned*>(&B_f[32 + 2])), "r"(*reinterpret_cast<const unsigned*>(&B_f[32 + 10])), "l"(v_56), "r"(1)); }
    const unsigned long long v_57 = tl::wgmma_desc_at<128, 16, 1024>((A_s + (0) * 64), 130);
    { float* tl_acc = C_step; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %13, 0;\nwgmma.mma_async.sync.aligned.m64n16k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9, %10, %11}, %12, p, 1, 1, 0;\n}\n" : "+f"(tl_acc[0 + 0]), "+f"(tl_acc[0 + 1]), "+f"(tl_acc[0 + 2]), "+f"(tl_acc[0 + 3]), "+f"(tl_acc[0 + 4]), "+f"(tl_acc[0 + 5]), "+f"(tl_acc[0 + 6]), "+f"(tl_acc[0 + 7]) : "r"(*reinterpret_cast<const unsigned*>(&B_f[36 + 0])), "r"(*reinterpret_cast<const unsigned*>(&B_f[36 + 8])), "r"(*reinterpret_cast<const unsigned*>(&B_f[36 + 2])), "r"(*reinterpret_cast<const unsigned*>(&B_f[36 + 10])), "l"(v_57), "r"(1)); }
    const unsigned long long v_58 = tl::wgmma_desc_at<128, 16, 1024>((A_s + (0) * 64), 132);
    { float* tl_acc = C_step; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %13, 0;\nwgmma.mma_async.sync.aligned.m64n16k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9, %10, %11}, %12, p, 1, 1, 0;\n}\n" : "+f"(tl_acc[0 + 0]), "+f"(tl_acc[0 + 1]), "+f"(tl_acc[0 + 2]), "+f"(tl_acc[0 + 3]), "+f"(tl_acc[0 + 4]), "+f"(tl_acc[0 + 5]), "+f"(tl_acc[0 + 6]), "+f"(tl_acc[0 + 7]) : "r"(*reinterpret_cast<const unsigned*>(&B_f[48 + 0])), "r"(*reinterpret_cast<const unsigned*>(&B_f[48 + 8])), "r"(*reinterpret_cast<const unsigned*>(&B_f[48 + 2])), "r"(*reinterpret_cast<const unsigned*>(&B_f[48 + 10])), "l"(v_58), "r"(1)); }
    const unsigned long long v_59 = tl::wgmma_desc_at<128, 16, 1024>((A_s + (0) * 64), 134);
    { float* tl_acc = C_step; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %13, 0;\nwgmma.mma_async.sync.aligned.m64n16k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9, %10, %11}, %12, p, 1, 1, 0;\n}\n" : "+f"(tl_acc[0 + 0]), "+f"(tl_acc[0 + 1]), "+f"(tl_acc[0 + 2]), "+f"(tl_acc[0 + 3]), "+f"(tl_acc[0 + 4]), "+f"(tl_acc[0 + 5]), "+f"(tl_acc[0 + 6]), "+f"(tl_acc[0 + 7]) : "r"(*reinterpret_cast<const unsigned*>(&B_f[52 + 0])), "r"(*reinterpret_cast<const unsigned*>(&B_f[52 + 8])), "r"(*reinterpret_cast<const unsigned*>(&B_f[52 + 2])), "r"(*reinterpret_cast<const unsigned*>(&B_f[52 + 10])), "l"(v_59), "r"(1)); }
    tl::wgmma_commit();
    tl::wgmma_fence<0, 64>(C2_step, B_f);
    const unsigned long long v_60 = tl::wgmma_desc_at<128, 16, 1024>((A_s + (0) * 64), 256);
    { float* tl_acc = C2_step; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %13, 0;\nwgmma.mma_async.sync.aligned.m64n16k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9, %10, %11}, %12, p, 1, 1, 0;\n}\n" : "=f"(tl_acc[0 + 0]), "=f"(tl_acc[0 + 1]), "=f"(tl_acc[0 + 2]), "=f"(tl_acc[0 + 3]), "=f"(tl_acc[0 + 4]), "=f"(tl_acc[0 + 5]), "=f"(tl_acc[0 + 6]), "=f"(tl_acc[0 + 7]) : "r"(*reinterpret_cast<const unsigned*>(&B_f[64 + 0])), "r"(*reinterpret_cast<const unsigned*>(&B_f[64 + 8])), "r"(*reinterpret_cast<const unsigned*>(&B_f[64 + 2])), "r"(*reinterpret_cast<const unsigned*>(&B_f[64 + 10])), "l"(v_60), "r"(0)); }
    const unsigned long long v_61 = tl::wgmma_desc_at<128, 16, 1024>((A_s + (0) * 64), 258);
    { float* tl_acc = C2_step; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %13, 0;\nwgmma.mma_async.sync.aligned.m64n16k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9, %10, %11}, %12, p, 1, 1, 0;\n}\n" : "+f"(tl_acc[0 + 0]), "+f"(tl_acc[0 + 1]), "+f"(tl_acc[0 + 2]), "+f"(tl_acc[0 + 3]), "+f"(tl_acc[0 + 4]), "+f"(tl_acc[0 + 5]), "+f"(tl_acc[0 + 6]), "+f"(tl_acc[0 + 7]) : "r"(*reinterpret_cast<const unsigned*>(&B_f[68 + 0])), "r"(*reinterpret_cast<const unsigned*>(&B_f[68 + 8])), "r"(*reinterpret_cast<const unsigned*>(&B_f[68 + 2])), "r"(*reinterpret_cast<const unsigned*>(&B_f[68 + 10])), "l"(v_61), "r"(1)); }
    const unsigned long long v_62 = tl::wgmma_desc_at<128, 16, 1024>((A_s + (0) * 64), 260);
    { float* tl_acc = C2_step; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %13, 0;\nwgmma.mma_async.sync.aligned.m64n16k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9, %10, %11}, %12, p, 1, 1, 0;\n}\n" : "+f"(tl_acc[0 + 0]), "+f"(tl_acc[0 + 1]), "+f"(tl_acc[0 + 2]), "+f"(tl_acc[0 + 3]), "+f"(tl_acc[0 + 4]), "+f"(tl_acc[0 + 5]), "+f"(tl_acc[0 + 6]), "+f"(tl_acc[0 + 7]) : "r"(*reinterpret_cast<const unsigned*>(&B_f[80 + 0])), "r"(*reinterpret_cast<const unsigned*>(&B_f[80 + 8])), "r"(*reinterpret_cast<const unsigned*>(&B_f[80 + 2])), "r"(*reinterpret_cast<const unsigned*>(&B_f[80 + 10])), "l"(v_62), "r"(1)); }
    const unsigned long long v_63 = tl::wgmma_desc_at<128, 16, 1024>((A_s + (0) * 64), 262);
    { float* tl_acc = C2_step; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %13, 0;\nwgmma.mma_async.sync.aligned.m64n16k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9, %10, %11}, %12, p, 1, 1, 0;\n}\n" : "+f"(tl_acc[0 + 0]), "+f"(tl_acc[0 + 1]), "+f"(tl_acc[0 + 2]), "+f"(tl_acc[0 + 3]), "+f"(tl_acc[0 + 4]), "+f"(tl_acc[0 + 5]), "+f"(tl_acc[0 + 6]), "+f"(tl_acc[0 + 7]) : "r"(*reinterpret_cast<const unsigned*>(&B_f[84 + 0])), "r"(*reinterpret_cast<const unsigned*>(&B_f[84 + 8])), "r"(*reinterpret_cast<const unsigned*>(&B_f[84 + 2])), "r"(*reinterpret_cast<const unsigned*>(&B_f[84 + 10])), "l"(v_63), "r"(1)); }
    const unsigned long long v_64 = tl::wgmma_desc_at<128, 16, 1024>((A_s + (0) * 64), 384);
    { float* tl_acc = C2_step; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %13, 0;\nwgmma.mma_async.sync.aligned.m64n16k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9, %10, %11}, %12, p, 1, 1, 0;\n}\n" : "+f"(tl_acc[0 + 0]), "+f"(tl_acc[0 + 1]), "+f"(tl_acc[0 + 2]), "+f"(tl_acc[0 + 3]), "+f"(tl_acc[0 + 4]), "+f"(tl_acc[0 + 5]), "+f"(tl_acc[0 + 6]), "+f"(tl_acc[0 + 7]) : "r"(*reinterpret_cast<const unsigned*>(&B_f[96 + 0])), "r"(*reinterpret_cast<const unsigned*>(&B_f[96 + 8])), "r"(*reinterpret_cast<const unsigned*>(&B_f[96 + 2])), "r"(*reinterpret_cast<const unsigned*>(&B_f[96 + 10])), "l"(v_64), "r"(1)); }
    const unsigned long long v_65 = tl::wgmma_desc_at<128, 16, 1024>((A_s + (0) * 64), 386);
    { float* tl_acc = C2_step; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %13, 0;\nwgmma.mma_async.sync.aligned.m64n16k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9, %10, %11}, %12, p, 1, 1, 0;\n}\n" : "+f"(tl_acc[0 + 0]), "+f"(tl_acc[0 + 1]), "+f"(tl_acc[0 + 2]), "+f"(tl_acc[0 + 3]), "+f"(tl_acc[0 + 4]), "+f"(tl_acc[0 + 5]), "+f"(tl_acc[0 + 6]), "+f"(tl_acc[0 + 7]) : "r"(*reinterpret_cast<const unsigned*>(&B_f[100 + 0])), "r"(*reinterpret_cast<const unsigned*>(&B_f[100 + 8])), "r"(*reinterpret_cast<const unsigned*>(&B_f[100 + 2])), "r"(*reinterpret_cast<const unsigned*>(&B_f[100 + 10])), "l"(v_65), "r"(1)); }
    const unsigned long long v_66 = tl::wgmma_desc_at<128, 16, 1024>((A_s + (0) * 64), 388);
    { float* tl_acc = C2_step; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %13, 0;\nwgmma.mma_async.sync.aligned.m64n16k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9, %10, %11}, %12, p, 1, 1, 0;\n}\n" : "+f"(tl_acc[0 + 0]), "+f"(tl_acc[0 + 1]), "+f"(tl_acc[0 + 2]), "+f"(tl_acc[0 + 3]), "+f"(tl_acc[0 + 4]), "+f"(tl_acc[0 + 5]), "+f"(tl_acc[0 + 6]), "+f"(tl_acc[0 + 7]) : "r"(*reinterpret_cast<const unsigned*>(&B_f[112 + 0])), "r"(*reinterpret_cast<const unsigned*>(&B_f[112 + 8])), "r"(*reinterpret_cast<const unsigned*>(&B_f[112 + 2])), "r"(*reinterpret_cast<const unsigned*>(&B_f[112 + 10])), "l"(v_66), "r"(1)); }
    const unsigned long long v_67 = tl::wgmma_desc_at<128, 16, 1024>((A_s + (0) * 64), 390);
    { float* tl_acc = C2_step; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %13, 0;\nwgmma.mma_async.sync.aligned.m64n16k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9, %10, %11}, %12, p, 1, 1, 0;\n}\n" : "+f"(tl_acc[0 + 0]), "+f"(tl_acc[0 + 1]), "+f"(tl_acc[0 + 2]), "+f"(tl_acc[0 + 3]), "+f"(tl_acc[0 + 4]), "+f"(tl_acc[0 + 5]), "+f"(tl_acc[0 + 6]), "+f"(tl_acc[0 + 7]) : "r"(*reinterpret_cast<const unsigned*>(&B_f[116 + 0])), "r"(*reinterpret_cast<const unsigned*>(&B_f[116 + 8])), "r"(*reinterpret_cast<const unsigned*>(&B_f[116 + 2])), "r"(*reinterpret_cast<const unsigned*>(&B_f[116 + 10])), "l"(v_67), "r"(1)); }
    tl::wgmma_commit();
#line 474 "tilelang/ops/lowbit_kernels.py"
    const int v_68 = (ko + 2);
    const bool v_69 = (v_68 < 8);
    if (v_69) {
      const int v_70 = tl::min(v_68, 7);
#line 476 "tilelang/ops/lowbit_kernels.py"
      const int v_71 = (v_2 + v_70);
      const int k0_2 = (v_71 * 256);
#line 406 "tilelang/ops/lowbit_kernels.py"
      const int g0_1 = (k0_2 / 128);
#line 407 "tilelang/ops/lowbit_kernels.py"
      const int v_72 = (k0_2 * 4);
      const int v_73 = (v_72 / 8);
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
        tl::mbar_expect_tx((tma_bar_1 + 2), 8192);
        tl::tma_load<1>((B_s + (128) * 128 + 0), &B_tmap, (tma_bar_1 + 2), v_73, v_5);
      }
#line 413 "tilelang/ops/lowbit_kernels.py"
      if (v_9) {
        const int v_74 = (tid % 8);
        const int v_75 = (tid / 8);
        const int v_76 = (v_75 % 2);
        const int v_77 = (v_74 * 8);
        const int v_78 = (v_76 + g0_1);
        const int v_79 = (v_77 + v_5);
        const int v_80 = (v_76 + 4);
        tl::cp_async<16>((S_s + (v_80) * 64 + v_77), (Scales + (v_78) * 8192 + v_79), true);
      }
#line 474 "tilelang/ops/lowbit_kernels.py"
    }
    tl::cp_async_commit();
#line 444 "tilelang/ops/lowbit_kernels.py"
    tl::wgmma_wait<1, 8, 64>(C_step, B_f);
#line 445 "tilelang/ops/lowbit_kernels.py"
    #pragma unroll
    for (int l_v_2 = 0; l_v_2 < 2; l_v_2 += 1) {
      const int v_81 = (l_v_2 * 4);
#line 446 "tilelang/ops/lowbit_kernels.py"
      const tl::vec<float, 4> v_82 = *reinterpret_cast<const tl::vec<float, 4>*>((C_step + v_81));
      const float v_83 = v_82.v[0];
      const half v_84 = S_s[v_34];
      const float v_85 = tl::cast<float>(v_84);
      const tl::vec<float, 4> v_86 = *reinterpret_cast<const tl::vec<float, 4>*>((C_f + v_81));
      const float v_87 = v_86.v[0];
      const float v_88 = __fmaf_rn(v_83, v_85, v_87);
      const float v_89 = v_82.v[1];
      const float v_90 = v_86.v[1];
      const float v_91 = __fmaf_rn(v_89, v_85, v_90);
      const float v_92 = v_82.v[2];
      const half v_93 = S_s[v_35];
      const float v_94 = tl::cast<float>(v_93);
      const float v_95 = v_86.v[2];
      const float v_96 = __fmaf_rn(v_92, v_94, v_95);
      const float v_97 = v_82.v[3];
      const float v_98 = v_86.v[3];
      const float v_99 = __fmaf_rn(v_97, v_94, v_98);
#line 445 "tilelang/ops/lowbit_kernels.py"
      const tl::vec<float, 4> v_100 = tl::vec<float, 4>{{v_88, v_91, v_96, v_99}};
      *reinterpret_cast<tl::vec<float, 4>*>((C_f + v_81)) = v_100;
    }
#line 444 "tilelang/ops/lowbit_kernels.py"
    tl::wgmma_wait_defining<0, 8, 64>(C2_step, B_f);
#line 445 "tilelang/ops/lowbit_kernels.py"
    #pragma unroll
    for (int l_v_3 = 0; l_v_3 < 2; l_v_3 += 1) {
      const int v_101 = (l_v_3 * 4);
#line 446 "tilelang/ops/lowbit_kernels.py"
      const tl::vec<float, 4> v_102 = *reinterpret_cast<const tl::vec<float, 4>*>((C2_step + v_101));
      const float v_103 = v_102.v[0];
      const half v_104 = S_s[(1) * 64 + v_34];
      const float v_105 = tl::cast<float>(v_104);
      const tl::vec<float, 4> v_106 = *reinterpret_cast<const tl::vec<float, 4>*>((C_f + v_101));
      const float v_107 = v_106.v[0];
      const float v_108 = __fmaf_rn(v_103, v_105, v_107);
      const float v_109 = v_102.v[1];
      const float v_110 = v_106.v[1];
      const float v_111 = __fmaf_rn(v_109, v_105, v_110);
      const float v_112 = v_102.v[2];
      const half v_113 = S_s[(1) * 64 + v_35];
      const float v_114 = tl::cast<float>(v_113);
      const float v_115 = v_106.v[2];
      const float v_116 = __fmaf_rn(v_112, v_114, v_115);
      const float v_117 = v_102.v[3];
      const float v_118 = v_106.v[3];
      const float v_119 = __fmaf_rn(v_117, v_114, v_118);
#line 445 "tilelang/ops/lowbit_kernels.py"
      const tl::vec<float, 4> v_120 = tl::vec<float, 4>{{v_108, v_111, v_116, v_119}};
      *reinterpret_cast<tl::vec<float, 4>*>((C_f + v_101)) = v_120;
    }
#line 474 "tilelang/ops/lowbit_kernels.py"
    const int v_121 = (v_68 + -1);
    const bool v_122 = (v_121 < 8);
    if (v_122) {
      tl::cp_async_wait<1>();
      tl::fence_proxy_async();
      __syncthreads();
      const int v_123 = tl::floordiv(v_121, 3);
      const int v_124 = tl::floormod(v_123, 2);
#line 405 "tilelang/ops/lowbit_kernels.py"
      tl::mbar_wait((tma_bar + 1), v_124);
#line 407 "tilelang/ops/lowbit_kernels.py"
      tl::mbar_wait((tma_bar_1 + 1), v_124);
#line 418 "tilelang/ops/lowbit_kernels.py"
      alignas(16) half dequant_1[128];
      #pragma unroll
      for (int g_1 = 0; g_1 < 16; g_1 += 1) {
        const int v_125 = (g_1 * 8);
        const int v_126 = (g_1 % 2);
        const int v_127 = (v_126 * 8);
        const int v_128 = (v_27 + v_127);
        const int v_129 = (v_128 + v_29);
        const int v_130 = (g_1 / 2);
        const int v_131 = (v_130 * 32);
        const int v_132 = (v_131 + v_32);
        const int v_133 = (v_132 ^ v_33);
        const int v_134 = tl::floordiv(v_133, 8);
        const int v_135 = (v_134 * 4);
        const int v_136 = (v_129 + 64);
        const unsigned v_137 = *reinterpret_cast<const unsigned*>((B_s + (v_136) * 128 + v_135));
        tl::dequant_i4<true>(dequant_1 + v_125, v_137);
      }
      #pragma unroll
      for (int l_v_4 = 0; l_v_4 < 16; l_v_4 += 1) {
        const int v_138 = (l_v_4 * 8);
#line 426 "tilelang/ops/lowbit_kernels.py"
        const tl::vec<half, 8> v_139 = *reinterpret_cast<const tl::vec<half, 8>*>((dequant_1 + v_138));
#line 418 "tilelang/ops/lowbit_kernels.py"
        *reinterpret_cast<tl::vec<half, 8>*>((B_f + v_138)) = v_139;
      }
#line 441 "tilelang/ops/lowbit_kernels.py"
      tl::wgmma_fence<0, 64>(C_step, B_f);
      const unsigned long long v_140 = tl::wgmma_desc_at<128, 16, 1024>((A_s + (0) * 64), 512);
      { float* tl_acc = C_step; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %13, 0;\nwgmma.mma_async.sync.aligned.m64n16k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9, %10, %11}, %12, p, 1, 1, 0;\n}\n" : "=f"(tl_acc[0 + 0]), "=f"(tl_acc[0 + 1]), "=f"(tl_acc[0 + 2]), "=f"(tl_acc[0 + 3]), "=f"(tl_acc[0 + 4]), "=f"(tl_acc[0 + 5]), "=f"(tl_acc[0 + 6]), "=f"(tl_acc[0 + 7]) : "r"(*reinterpret_cast<const unsigned*>(&B_f[0 + 0])), "r"(*reinterpret_cast<const unsigned*>(&B_f[0 + 8])), "r"(*reinterpret_cast<const unsigned*>(&B_f[0 + 2])), "r"(*reinterpret_cast<const unsigned*>(&B_f[0 + 10])), "l"(v_140), "r"(0)); }
      const unsigned long long v_141 = tl::wgmma_desc_at<128, 16, 1024>((A_s + (0) * 64), 514);
      { float* tl_acc = C_step; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %13, 0;\nwgmma.mma_async.sync.aligned.m64n16k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9, %10, %11}, %12, p, 1, 1, 0;\n}\n" : "+f"(tl_acc[0 + 0]), "+f"(tl_acc[0 + 1]), "+f"(tl_acc[0 + 2]), "+f"(tl_acc[0 + 3]), "+f"(tl_acc[0 + 4]), "+f"(tl_acc[0 + 5]), "+f"(tl_acc[0 + 6]), "+f"(tl_acc[0 + 7]) : "r"(*reinterpret_cast<const unsigned*>(&B_f[4 + 0])), "r"(*reinterpret_cast<const unsigned*>(&B_f[4 + 8])), "r"(*reinterpret_cast<const unsigned*>(&B_f[4 + 2])), "r"(*reinterpret_cast<const unsigned*>(&B_f[4 + 10])), "l"(v_141), "r"(1)); }
      const unsigned long long v_142 = tl::wgmma_desc_at<128, 16, 1024>((A_s + (0) * 64), 516);
      { float* tl_acc = C_step; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %13, 0;\nwgmma.mma_async.sync.aligned.m64n16k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9, %10, %11}, %12, p, 1, 1, 0;\n}\n" : "+f"(tl_acc[0 + 0]), "+f"(tl_acc[0 + 1]), "+f"(tl_acc[0 + 2]), "+f"(tl_acc[0 + 3]), "+f"(tl_acc[0 + 4]), "+f"(tl_acc[0 + 5]), "+f"(tl_acc[0 + 6]), "+f"(tl_acc[0 + 7]) : "r"(*reinterpret_cast<const unsigned*>(&B_f[16 + 0])), "r"(*reinterpret_cast<const unsigned*>(&B_f[16 + 8])), "r"(*reinterpret_cast<const unsigned*>(&B_f[16 + 2])), "r"(*reinterpret_cast<const unsigned*>(&B_f[16 + 10])), "l"(v_142), "r"(1)); }
      const unsigned long long v_143 = tl::wgmma_desc_at<128, 16, 1024>((A_s + (0) * 64), 518);
      { float* tl_acc = C_step; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %13, 0;\nwgmma.mma_async.sync.aligned.m64n16k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9, %10, %11}, %12, p, 1, 1, 0;\n}\n" : "+f"(tl_acc[0 + 0]), "+f"(tl_acc[0 + 1]), "+f"(tl_acc[0 + 2]), "+f"(tl_acc[0 + 3]), "+f"(tl_acc[0 + 4]), "+f"(tl_acc[0 + 5]), "+f"(tl_acc[0 + 6]), "+f"(tl_acc[0 + 7]) : "r"(*reinterpret_cast<const unsigned*>(&B_f[20 + 0])), "r"(*reinterpret_cast<const unsigned*>(&B_f[20 + 8])), "r"(*reinterpret_cast<const unsigned*>(&B_f[20 + 2])), "r"(*reinterpret_cast<const unsigned*>(&B_f[20 + 10])), "l"(v_143), "r"(1)); }
      const unsigned long long v_144 = tl::wgmma_desc_at<128, 16, 1024>((A_s + (0) * 64), 640);
      { float* tl_acc = C_step; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %13, 0;\nwgmma.mma_async.sync.aligned.m64n16k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9, %10, %11}, %12, p, 1, 1, 0;\n}\n" : "+f"(tl_acc[0 + 0]), "+f"(tl_acc[0 + 1]), "+f"(tl_acc[0 + 2]), "+f"(tl_acc[0 + 3]), "+f"(tl_acc[0 + 4]), "+f"(tl_acc[0 + 5]), "+f"(tl_acc[0 + 6]), "+f"(tl_acc[0 + 7]) : "r"(*reinterpret_cast<const unsigned*>(&B_f[32 + 0])), "r"(*reinterpret_cast<const unsigned*>(&B_f[32 + 8])), "r"(*reinterpret_cast<const unsigned*>(&B_f[32 + 2])), "r"(*reinterpret_cast<const unsigned*>(&B_f[32 + 10])), "l"(v_144), "r"(1)); }
      const unsigned long long v_145 = tl::wgmma_desc_at<128, 16, 1024>((A_s + (0) * 64), 642);
      { float* tl_acc = C_step; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %13, 0;\nwgmma.mma_async.sync.aligned.m64n16k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9, %10, %11}, %12, p, 1, 1, 0;\n}\n" : "+f"(tl_acc[0 + 0]), "+f"(tl_acc[0 + 1]), "+f"(tl_acc[0 + 2]), "+f"(tl_acc[0 + 3]), "+f"(tl_acc[0 + 4]), "+f"(tl_acc[0 + 5]), "+f"(tl_acc[0 + 6]), "+f"(tl_acc[0 + 7]) : "r"(*reinterpret_cast<const unsigned*>(&B_f[36 + 0])), "r"(*reinterpret_cast<const unsigned*>(&B_f[36 + 8])), "r"(*reinterpret_cast<const unsigned*>(&B_f[36 + 2])), "r"(*reinterpret_cast<const unsigned*>(&B_f[36 + 10])), "l"(v_145), "r"(1)); }
      const unsigned long long v_146 = tl::wgmma_desc_at<128, 16, 1024>((A_s + (0) * 64), 644);
      { float* tl_acc = C_step; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %13, 0;\nwgmma.mma_async.sync.aligned.m64n16k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9, %10, %11}, %12, p, 1, 1, 0;\n}\n" : "+f"(tl_acc[0 + 0]), "+f"(tl_acc[0 + 1]), "+f"(tl_acc[0 + 2]), "+f"(tl_acc[0 + 3]), "+f"(tl_acc[0 + 4]), "+f"(tl_acc[0 + 5]), "+f"(tl_acc[0 + 6]), "+f"(tl_acc[0 + 7]) : "r"(*reinterpret_cast<const unsigned*>(&B_f[48 + 0])), "r"(*reinterpret_cast<const unsigned*>(&B_f[48 + 8])), "r"(*reinterpret_cast<const unsigned*>(&B_f[48 + 2])), "r"(*reinterpret_cast<const unsigned*>(&B_f[48 + 10])), "l"(v_146), "r"(1)); }
      const unsigned long long v_147 = tl::wgmma_desc_at<128, 16, 1024>((A_s + (0) * 64), 646);
      { float* tl_acc = C_step; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %13, 0;\nwgmma.mma_async.sync.aligned.m64n16k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9, %10, %11}, %12, p, 1, 1, 0;\n}\n" : "+f"(tl_acc[0 + 0]), "+f"(tl_acc[0 + 1]), "+f"(tl_acc[0 + 2]), "+f"(tl_acc[0 + 3]), "+f"(tl_acc[0 + 4]), "+f"(tl_acc[0 + 5]), "+f"(tl_acc[0 + 6]), "+f"(tl_acc[0 + 7]) : "r"(*reinterpret_cast<const unsigned*>(&B_f[52 + 0])), "r"(*reinterpret_cast<const unsigned*>(&B_f[52 + 8])), "r"(*reinterpret_cast<const unsigned*>(&B_f[52 + 2])), "r"(*reinterpret_cast<const unsigned*>(&B_f[52 + 10])), "l"(v_147), "r"(1)); }
      tl::wgmma_commit();
      tl::wgmma_fence<0, 64>(C2_step, B_f);
      const unsigned long long v_148 = tl::wgmma_desc_at<128, 16, 1024>((A_s + (0) * 64), 768);
      { float* tl_acc = C2_step; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %13, 0;\nwgmma.mma_async.sync.aligned.m64n16k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9, %10, %11}, %12, p, 1, 1, 0;\n}\n" : "=f"(tl_acc[0 + 0]), "=f"(tl_acc[0 + 1]), "=f"(tl_acc[0 + 2]), "=f"(tl_acc[0 + 3]), "=f"(tl_acc[0 + 4]), "=f"(tl_acc[0 + 5]), "=f"(tl_acc[0 + 6]), "=f"(tl_acc[0 + 7]) : "r"(*reinterpret_cast<const unsigned*>(&B_f[64 + 0])), "r"(*reinterpret_cast<const unsigned*>(&B_f[64 + 8])), "r"(*reinterpret_cast<const unsigned*>(&B_f[64 + 2])), "r"(*reinterpret_cast<const unsigned*>(&B_f[64 + 10])), "l"(v_148), "r"(0)); }
      const unsigned long long v_149 = tl::wgmma_desc_at<128, 16, 1024>((A_s + (0) * 64), 770);
      { float* tl_acc = C2_step; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %13, 0;\nwgmma.mma_async.sync.aligned.m64n16k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9, %10, %11}, %12, p, 1, 1, 0;\n}\n" : "+f"(tl_acc[0 + 0]), "+f"(tl_acc[0 + 1]), "+f"(tl_acc[0 + 2]), "+f"(tl_acc[0 + 3]), "+f"(tl_acc[0 + 4]), "+f"(tl_acc[0 + 5]), "+f"(tl_acc[0 + 6]), "+f"(tl_acc[0 + 7]) : "r"(*reinterpret_cast<const unsigned*>(&B_f[68 + 0])), "r"(*reinterpret_cast<const unsigned*>(&B_f[68 + 8])), "r"(*reinterpret_cast<const unsigned*>(&B_f[68 + 2])), "r"(*reinterpret_cast<const unsigned*>(&B_f[68 + 10])), "l"(v_149), "r"(1)); }
      const unsigned long long v_150 = tl::wgmma_desc_at<128, 16, 1024>((A_s + (0) * 64), 772);
      { float* tl_acc = C2_step; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %13, 0;\nwgmma.mma_async.sync.aligned.m64n16k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9, %10, %11}, %12, p, 1, 1, 0;\n}\n" : "+f"(tl_acc[0 + 0]), "+f"(tl_acc[0 + 1]), "+f"(tl_acc[0 + 2]), "+f"(tl_acc[0 + 3]), "+f"(tl_acc[0 + 4]), "+f"(tl_acc[0 + 5]), "+f"(tl_acc[0 + 6]), "+f"(tl_acc[0 + 7]) : "r"(*reinterpret_cast<const unsigned*>(&B_f[80 + 0])), "r"(*reinterpret_cast<const unsigned*>(&B_f[80 + 8])), "r"(*reinterpret_cast<const unsigned*>(&B_f[80 + 2])), "r"(*reinterpret_cast<const unsigned*>(&B_f[80 + 10])), "l"(v_150), "r"(1)); }
      const unsigned long long v_151 = tl::wgmma_desc_at<128, 16, 1024>((A_s + (0) * 64), 774);
      { float* tl_acc = C2_step; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %13, 0;\nwgmma.mma_async.sync.aligned.m64n16k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9, %10, %11}, %12, p, 1, 1, 0;\n}\n" : "+f"(tl_acc[0 + 0]), "+f"(tl_acc[0 + 1]), "+f"(tl_acc[0 + 2]), "+f"(tl_acc[0 + 3]), "+f"(tl_acc[0 + 4]), "+f"(tl_acc[0 + 5]), "+f"(tl_acc[0 + 6]), "+f"(tl_acc[0 + 7]) : "r"(*reinterpret_cast<const unsigned*>(&B_f[84 + 0])), "r"(*reinterpret_cast<const unsigned*>(&B_f[84 + 8])), "r"(*reinterpret_cast<const unsigned*>(&B_f[84 + 2])), "r"(*reinterpret_cast<const unsigned*>(&B_f[84 + 10])), "l"(v_151), "r"(1)); }
      const unsigned long long v_152 = tl::wgmma_desc_at<128, 16, 1024>((A_s + (0) * 64), 896);
      { float* tl_acc = C2_step; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %13, 0;\nwgmma.mma_async.sync.aligned.m64n16k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9, %10, %11}, %12, p, 1, 1, 0;\n}\n" : "+f"(tl_acc[0 + 0]), "+f"(tl_acc[0 + 1]), "+f"(tl_acc[0 + 2]), "+f"(tl_acc[0 + 3]), "+f"(tl_acc[0 + 4]), "+f"(tl_acc[0 + 5]), "+f"(tl_acc[0 + 6]), "+f"(tl_acc[0 + 7]) : "r"(*reinterpret_cast<const unsigned*>(&B_f[96 + 0])), "r"(*reinterpret_cast<const unsigned*>(&B_f[96 + 8])), "r"(*reinterpret_cast<const unsigned*>(&B_f[96 + 2])), "r"(*reinterpret_cast<const unsigned*>(&B_f[96 + 10])), "l"(v_152), "r"(1)); }
      const unsigned long long v_153 = tl::wgmma_desc_at<128, 16, 1024>((A_s + (0) * 64), 898);
      { float* tl_acc = C2_step; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %13, 0;\nwgmma.mma_async.sync.aligned.m64n16k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9, %10, %11}, %12, p, 1, 1, 0;\n}\n" : "+f"(tl_acc[0 + 0]), "+f"(tl_acc[0 + 1]), "+f"(tl_acc[0 + 2]), "+f"(tl_acc[0 + 3]), "+f"(tl_acc[0 + 4]), "+f"(tl_acc[0 + 5]), "+f"(tl_acc[0 + 6]), "+f"(tl_acc[0 + 7]) : "r"(*reinterpret_cast<const unsigned*>(&B_f[100 + 0])), "r"(*reinterpret_cast<const unsigned*>(&B_f[100 + 8])), "r"(*reinterpret_cast<const unsigned*>(&B_f[100 + 2])), "r"(*reinterpret_cast<const unsigned*>(&B_f[100 + 10])), "l"(v_153), "r"(1)); }
      const unsigned long long v_154 = tl::wgmma_desc_at<128, 16, 1024>((A_s + (0) * 64), 900);
      { float* tl_acc = C2_step; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %13, 0;\nwgmma.mma_async.sync.aligned.m64n16k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9, %10, %11}, %12, p, 1, 1, 0;\n}\n" : "+f"(tl_acc[0 + 0]), "+f"(tl_acc[0 + 1]), "+f"(tl_acc[0 + 2]), "+f"(tl_acc[0 + 3]), "+f"(tl_acc[0 + 4]), "+f"(tl_acc[0 + 5]), "+f"(tl_acc[0 + 6]), "+f"(tl_acc[0 + 7]) : "r"(*reinterpret_cast<const unsigned*>(&B_f[112 + 0])), "r"(*reinterpret_cast<const unsigned*>(&B_f[112 + 8])), "r"(*reinterpret_cast<const unsigned*>(&B_f[112 + 2])), "r"(*reinterpret_cast<const unsigned*>(&B_f[112 + 10])), "l"(v_154), "r"(1)); }
      const unsigned long long v_155 = tl::wgmma_desc_at<128, 16, 1024>((A_s + (0) * 64), 902);
      { float* tl_acc = C2_step; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %13, 0;\nwgmma.mma_async.sync.aligned.m64n16k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9, %10, %11}, %12, p, 1, 1, 0;\n}\n" : "+f"(tl_acc[0 + 0]), "+f"(tl_acc[0 + 1]), "+f"(tl_acc[0 + 2]), "+f"(tl_acc[0 + 3]), "+f"(tl_acc[0 + 4]), "+f"(tl_acc[0 + 5]), "+f"(tl_acc[0 + 6]), "+f"(tl_acc[0 + 7]) : "r"(*reinterpret_cast<const unsigned*>(&B_f[116 + 0])), "r"(*reinterpret_cast<const unsigned*>(&B_f[116 + 8])), "r"(*reinterpret_cast<const unsigned*>(&B_f[116 + 2])), "r"(*reinterpret_cast<const unsigned*>(&B_f[116 + 10])), "l"(v_155), "r"(1)); }
      tl::wgmma_commit();
#line 474 "tilelang/ops/lowbit_kernels.py"
      const int v_156 = (v_68 + 1);
      const bool v_157 = (v_156 < 8);
      if (v_157) {
        const int v_158 = tl::min(v_156, 7);
#line 476 "tilelang/ops/lowbit_kernels.py"
        const int v_159 = (v_2 + v_158);
        const int k0_3 = (v_159 * 256);
#line 406 "tilelang/ops/lowbit_kernels.py"
        const int g0_2 = (k0_3 / 128);
#line 407 "tilelang/ops/lowbit_kernels.py"
        const int v_160 = (k0_3 * 4);
        const int v_161 = (v_160 / 8);
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
          tl::mbar_expect_tx((tma_bar_1 + 0), 8192);
          tl::tma_load<1>((B_s + (0) * 128 + 0), &B_tmap, (tma_bar_1 + 0), v_161, v_5);
        }
#line 413 "tilelang/ops/lowbit_kernels.py"
        if (v_9) {
          const int v_162 = (tid % 8);
          const int v_163 = (tid / 8);
          const int v_164 = (v_163 % 2);
          const int v_165 = (v_162 * 8);
          const int v_166 = (v_164 + g0_2);
          const int v_167 = (v_165 + v_5);
          tl::cp_async<16>((S_s + (v_164) * 64 + v_165), (Scales + (v_166) * 8192 + v_167), true);
        }
#line 474 "tilelang/ops/lowbit_kernels.py"
      }
      tl::cp_async_commit();
#line 444 "tilelang/ops/lowbit_kernels.py"
      tl::wgmma_wait<1, 8, 64>(C_step, B_f);
#line 445 "tilelang/ops/lowbit_kernels.py"
      #pragma unroll
      for (int l_v_5 = 0; l_v_5 < 2; l_v_5 += 1) {
        const int v_168 = (l_v_5 * 4);
#line 446 "tilelang/ops/lowbit_kernels.py"
        const tl::vec<float, 4> v_169 = *reinterpret_cast<const tl::vec<float, 4>*>((C_step + v_168));
        const float v_170 = v_169.v[0];
        const half v_171 = S_s[(2) * 64 + v_34];
        const float v_172 = tl::cast<float>(v_171);
        const tl::vec<float, 4> v_173 = *reinterpret_cast<const tl::vec<float, 4>*>((C_f + v_168));
        const float v_174 = v_173.v[0];
        const float v_175 = __fmaf_rn(v_170, v_172, v_174);
        const float v_176 = v_169.v[1];
        const float v_177 = v_173.v[1];
        const float v_178 = __fmaf_rn(v_176, v_172, v_177);
        const float v_179 = v_169.v[2];
        const half v_180 = S_s[(2) * 64 + v_35];
        const float v_181 = tl::cast<float>(v_180);
        const float v_182 = v_173.v[2];
        const float v_183 = __fmaf_rn(v_179, v_181, v_182);
        const float v_184 = v_169.v[3];
        const float v_185 = v_173.v[3];
        const float v_186 = __fmaf_rn(v_184, v_181, v_185);
#line 445 "tilelang/ops/lowbit_kernels.py"
        const tl::vec<float, 4> v_187 = tl::vec<float, 4>{{v_175, v_178, v_183, v_186}};
        *reinterpret_cast<tl::vec<float, 4>*>((C_f + v_168)) = v_187;
      }
#line 444 "tilelang/ops/lowbit_kernels.py"
      tl::wgmma_wait_defining<0, 8, 64>(C2_step, B_f);
#line 445 "tilelang/ops/lowbit_kernels.py"
      #pragma unroll
      for (int l_v_6 = 0; l_v_6 < 2; l_v_6 += 1) {
        const int v_188 = (l_v_6 * 4);
#line 446 "tilelang/ops/lowbit_kernels.py"
        const tl::vec<float, 4> v_189 = *reinterpret_cast<const tl::vec<float, 4>*>((C2_step + v_188));
        const float v_190 = v_189.v[0];
        const half v_191 = S_s[(3) * 64 + v_34];
        const float v_192 = tl::cast<float>(v_191);
        const tl::vec<float, 4> v_193 = *reinterpret_cast<const tl::vec<float, 4>*>((C_f + v_188));
        const float v_194 = v_193.v[0];
        const float v_195 = __fmaf_rn(v_190, v_192, v_194);
        const float v_196 = v_189.v[1];
        const float v_197 = v_193.v[1];
        const float v_198 = __fmaf_rn(v_196, v_192, v_197);
        const float v_199 = v_189.v[2];
        const half v_200 = S_s[(3) * 64 + v_35];
        const float v_201 = tl::cast<float>(v_200);
        const float v_202 = v_193.v[2];
        const float v_203 = __fmaf_rn(v_199, v_201, v_202);
        const float v_204 = v_189.v[3];
        const float v_205 = v_193.v[3];
        const float v_206 = __fmaf_rn(v_204, v_201, v_205);
#line 445 "tilelang/ops/lowbit_kernels.py"
        const tl::vec<float, 4> v_207 = tl::vec<float, 4>{{v_195, v_198, v_203, v_206}};
        *reinterpret_cast<tl::vec<float, 4>*>((C_f + v_188)) = v_207;
      }
#line 474 "tilelang/ops/lowbit_kernels.py"
    }
    if (v_69) {
      tl::cp_async_wait<1>();
      tl::fence_proxy_async();
      __syncthreads();
      const int v_208 = (v_68 / 3);
      const int v_209 = (v_208 % 2);
#line 405 "tilelang/ops/lowbit_kernels.py"
      tl::mbar_wait((tma_bar + 2), v_209);
#line 407 "tilelang/ops/lowbit_kernels.py"
      tl::mbar_wait((tma_bar_1 + 2), v_209);
#line 418 "tilelang/ops/lowbit_kernels.py"
      alignas(16) half dequant_2[128];
      #pragma unroll
      for (int g_2 = 0; g_2 < 16; g_2 += 1) {
        const int v_210 = (g_2 * 8);
        const int v_211 = (g_2 % 2);
        const int v_212 = (v_211 * 8);
        const int v_213 = (v_27 + v_212);
        const int v_214 = (v_213 + v_29);
        const int v_215 = (g_2 / 2);
        const int v_216 = (v_215 * 32);
        const int v_217 = (v_216 + v_32);
        const int v_218 = (v_217 ^ v_33);
        const int v_219 = tl::floordiv(v_218, 8);
        const int v_220 = (v_219 * 4);
        const int v_221 = (v_214 + 128);
        const unsigned v_222 = *reinterpret_cast<const unsigned*>((B_s + (v_221) * 128 + v_220));
        tl::dequant_i4<true>(dequant_2 + v_210, v_222);
      }
      #pragma unroll
      for (int l_v_7 = 0; l_v_7 < 16; l_v_7 += 1) {
        const int v_223 = (l_v_7 * 8);
#line 426 "tilelang/ops/lowbit_kernels.py"
        const tl::vec<half, 8> v_224 = *reinterpret_cast<const tl::vec<half, 8>*>((dequant_2 + v_223));
#line 418 "tilelang/ops/lowbit_kernels.py"
        *reinterpret_cast<tl::vec<half, 8>*>((B_f + v_223)) = v_224;
      }
#line 441 "tilelang/ops/lowbit_kernels.py"
      tl::wgmma_fence<0, 64>(C_step, B_f);
      const unsigned long long v_225 = tl::wgmma_desc_at<128, 16, 1024>((A_s + (0) * 64), 1024);
      { float* tl_acc = C_step; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %13, 0;\nwgmma.mma_async.sync.aligned.m64n16k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9, %10, %11}, %12, p, 1, 1, 0;\n}\n" : "=f"(tl_acc[0 + 0]), "=f"(tl_acc[0 + 1]), "=f"(tl_acc[0 + 2]), "=f"(tl_acc[0 + 3]), "=f"(tl_acc[0 + 4]), "=f"(tl_acc[0 + 5]), "=f"(tl_acc[0 + 6]), "=f"(tl_acc[0 + 7]) : "r"(*reinterpret_cast<const unsigned*>(&B_f[0 + 0])), "r"(*reinterpret_cast<const unsigned*>(&B_f[0 + 8])), "r"(*reinterpret_cast<const unsigned*>(&B_f[0 + 2])), "r"(*reinterpret_cast<const unsigned*>(&B_f[0 + 10])), "l"(v_225), "r"(0)); }
      const unsigned long long v_226 = tl::wgmma_desc_at<128, 16, 1024>((A_s + (0) * 64), 1026);
      { float* tl_acc = C_step; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %13, 0;\nwgmma.mma_async.sync.aligned.m64n16k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9, %10, %11}, %12, p, 1, 1, 0;\n}\n" : "+f"(tl_acc[0 + 0]), "+f"(tl_acc[0 + 1]), "+f"(tl_acc[0 + 2]), "+f"(tl_acc[0 + 3]), "+f"(tl_acc[0 + 4]), "+f"(tl_acc[0 + 5]), "+f"(tl_acc[0 + 6]), "+f"(tl_acc[0 + 7]) : "r"(*reinterpret_cast<const unsigned*>(&B_f[4 + 0])), "r"(*reinterpret_cast<const unsigned*>(&B_f[4 + 8])), "r"(*reinterpret_cast<const unsigned*>(&B_f[4 + 2])), "r"(*reinterpret_cast<const unsigned*>(&B_f[4 + 10])), "l"(v_226), "r"(1)); }
      const unsigned long long v_227 = tl::wgmma_desc_at<128, 16, 1024>((A_s + (0) * 64), 1028);
      { float* tl_acc = C_step; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %13, 0;\nwgmma.mma_async.sync.aligned.m64n16k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9, %10, %11}, %12, p, 1, 1, 0;\n}\n" : "+f"(tl_acc[0 + 0]), "+f"(tl_acc[0 + 1]), "+f"(tl_acc[0 + 2]), "+f"(tl_acc[0 + 3]), "+f"(tl_acc[0 + 4]), "+f"(tl_acc[0 + 5]), "+f"(tl_acc[0 + 6]), "+f"(tl_acc[0 + 7]) : "r"(*reinterpret_cast<const unsigned*>(&B_f[16 + 0])), "r"(*reinterpret_cast<const unsigned*>(&B_f[16 + 8])), "r"(*reinterpret_cast<const unsigned*>(&B_f[16 + 2])), "r"(*reinterpret_cast<const unsigned*>(&B_f[16 + 10])), "l"(v_227), "r"(1)); }
      const unsigned long long v_228 = tl::wgmma_desc_at<128, 16, 1024>((A_s + (0) * 64), 1030);
      { float* tl_acc = C_step; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %13, 0;\nwgmma.mma_async.sync.aligned.m64n16k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9, %10, %11}, %12, p, 1, 1, 0;\n}\n" : "+f"(tl_acc[0 + 0]), "+f"(tl_acc[0 + 1]), "+f"(tl_acc[0 + 2]), "+f"(tl_acc[0 + 3]), "+f"(tl_acc[0 + 4]), "+f"(tl_acc[0 + 5]), "+f"(tl_acc[0 + 6]), "+f"(tl_acc[0 + 7]) : "r"(*reinterpret_cast<const unsigned*>(&B_f[20 + 0])), "r"(*reinterpret_cast<const unsigned*>(&B_f[20 + 8])), "r"(*reinterpret_cast<const unsigned*>(&B_f[20 + 2])), "r"(*reinterpret_cast<const unsigned*>(&B_f[20 + 10])), "l"(v_228), "r"(1)); }
      const unsigned long long v_229 = tl::wgmma_desc_at<128, 16, 1024>((A_s + (0) * 64), 1152);
      { float* tl_acc = C_step; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %13, 0;\nwgmma.mma_async.sync.aligned.m64n16k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9, %10, %11}, %12, p, 1, 1, 0;\n}\n" : "+f"(tl_acc[0 + 0]), "+f"(tl_acc[0 + 1]), "+f"(tl_acc[0 + 2]), "+f"(tl_acc[0 + 3]), "+f"(tl_acc[0 + 4]), "+f"(tl_acc[0 + 5]), "+f"(tl_acc[0 + 6]), "+f"(tl_acc[0 + 7]) : "r"(*reinterpret_cast<const unsigned*>(&B_f[32 + 0])), "r"(*reinterpret_cast<const unsigned*>(&B_f[32 + 8])), "r"(*reinterpret_cast<const unsigned*>(&B_f[32 + 2])), "r"(*reinterpret_cast<const unsigned*>(&B_f[32 + 10])), "l"(v_229), "r"(1)); }
      const unsigned long long v_230 = tl::wgmma_desc_at<128, 16, 1024>((A_s + (0) * 64), 1154);
      { float* tl_acc = C_step; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %13, 0;\nwgmma.mma_async.sync.aligned.m64n16k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9, %10, %11}, %12, p, 1, 1, 0;\n}\n" : "+f"(tl_acc[0 + 0]), "+f"(tl_acc[0 + 1]), "+f"(tl_acc[0 + 2]), "+f"(tl_acc[0 + 3]), "+f"(tl_acc[0 + 4]), "+f"(tl_acc[0 + 5]), "+f"(tl_acc[0 + 6]), "+f"(tl_acc[0 + 7]) : "r"(*reinterpret_cast<const unsigned*>(&B_f[36 + 0])), "r"(*reinterpret_cast<const unsigned*>(&B_f[36 + 8])), "r"(*reinterpret_cast<const unsigned*>(&B_f[36 + 2])), "r"(*reinterpret_cast<const unsigned*>(&B_f[36 + 10])), "l"(v_230), "r"(1)); }
      const unsigned long long v_231 = tl::wgmma_desc_at<128, 16, 1024>((A_s + (0) * 64), 1156);
      { float* tl_acc = C_step; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %13, 0;\nwgmma.mma_async.sync.aligned.m64n16k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9, %10, %11}, %12, p, 1, 1, 0;\n}\n" : "+f"(tl_acc[0 + 0]), "+f"(tl_acc[0 + 1]), "+f"(tl_acc[0 + 2]), "+f"(tl_acc[0 + 3]), "+f"(tl_acc[0 + 4]), "+f"(tl_acc[0 + 5]), "+f"(tl_acc[0 + 6]), "+f"(tl_acc[0 + 7]) : "r"(*reinterpret_cast<const unsigned*>(&B_f[48 + 0])), "r"(*reinterpret_cast<const unsigned*>(&B_f[48 + 8])), "r"(*reinterpret_cast<const unsigned*>(&B_f[48 + 2])), "r"(*reinterpret_cast<const unsigned*>(&B_f[48 + 10])), "l"(v_231), "r"(1)); }
      const unsigned long long v_232 = tl::wgmma_desc_at<128, 16, 1024>((A_s + (0) * 64), 1158);
      { float* tl_acc = C_step; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %13, 0;\nwgmma.mma_async.sync.aligned.m64n16k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9, %10, %11}, %12, p, 1, 1, 0;\n}\n" : "+f"(tl_acc[0 + 0]), "+f"(tl_acc[0 + 1]), "+f"(tl_acc[0 + 2]), "+f"(tl_acc[0 + 3]), "+f"(tl_acc[0 + 4]), "+f"(tl_acc[0 + 5]), "+f"(tl_acc[0 + 6]), "+f"(tl_acc[0 + 7]) : "r"(*reinterpret_cast<const unsigned*>(&B_f[52 + 0])), "r"(*reinterpret_cast<const unsigned*>(&B_f[52 + 8])), "r"(*reinterpret_cast<const unsigned*>(&B_f[52 + 2])), "r"(*reinterpret_cast<const unsigned*>(&B_f[52 + 10])), "l"(v_232), "r"(1)); }
      tl::wgmma_commit();
      tl::wgmma_fence<0, 64>(C2_step, B_f);
      const unsigned long long v_233 = tl::wgmma_desc_at<128, 16, 1024>((A_s + (0) * 64), 1280);
      { float* tl_acc = C2_step; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %13, 0;\nwgmma.mma_async.sync.aligned.m64n16k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9, %10, %11}, %12, p, 1, 1, 0;\n}\n" : "=f"(tl_acc[0 + 0]), "=f"(tl_acc[0 + 1]), "=f"(tl_acc[0 + 2]), "=f"(tl_acc[0 + 3]), "=f"(tl_acc[0 + 4]), "=f"(tl_acc[0 + 5]), "=f"(tl_acc[0 + 6]), "=f"(tl_acc[0 + 7]) : "r"(*reinterpret_cast<const unsigned*>(&B_f[64 + 0])), "r"(*reinterpret_cast<const unsigned*>(&B_f[64 + 8])), "r"(*reinterpret_cast<const unsigned*>(&B_f[64 + 2])), "r"(*reinterpret_cast<const unsigned*>(&B_f[64 + 10])), "l"(v_233), "r"(0)); }
      const unsigned long long v_234 = tl::wgmma_desc_at<128, 16, 1024>((A_s + (0) * 64), 1282);
      { float* tl_acc = C2_step; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %13, 0;\nwgmma.mma_async.sync.aligned.m64n16k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9, %10, %11}, %12, p, 1, 1, 0;\n}\n" : "+f"(tl_acc[0 + 0]), "+f"(tl_acc[0 + 1]), "+f"(tl_acc[0 + 2]), "+f"(tl_acc[0 + 3]), "+f"(tl_acc[0 + 4]), "+f"(tl_acc[0 + 5]), "+f"(tl_acc[0 + 6]), "+f"(tl_acc[0 + 7]) : "r"(*reinterpret_cast<const unsigned*>(&B_f[68 + 0])), "r"(*reinterpret_cast<const unsigned*>(&B_f[68 + 8])), "r"(*reinterpret_cast<const unsigned*>(&B_f[68 + 2])), "r"(*reinterpret_cast<const unsigned*>(&B_f[68 + 10])), "l"(v_234), "r"(1)); }
      const unsigned long long v_235 = tl::wgmma_desc_at<128, 16, 1024>((A_s + (0) * 64), 1284);
      { float* tl_acc = C2_step; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %13, 0;\nwgmma.mma_async.sync.aligned.m64n16k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9, %10, %11}, %12, p, 1, 1, 0;\n}\n" : "+f"(tl_acc[0 + 0]), "+f"(tl_acc[0 + 1]), "+f"(tl_acc[0 + 2]), "+f"(tl_acc[0 + 3]), "+f"(tl_acc[0 + 4]), "+f"(tl_acc[0 + 5]), "+f"(tl_acc[0 + 6]), "+f"(tl_acc[0 + 7]) : "r"(*reinterpret_cast<const unsigned*>(&B_f[80 + 0])), "r"(*reinterpret_cast<const unsigned*>(&B_f[80 + 8])), "r"(*reinterpret_cast<const unsigned*>(&B_f[80 + 2])), "r"(*reinterpret_cast<const unsigned*>(&B_f[80 + 10])), "l"(v_235), "r"(1)); }
      const unsigned long long v_236 = tl::wgmma_desc_at<128, 16, 1024>((A_s + (0) * 64), 1286);
      { float* tl_acc = C2_step; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %13, 0;\nwgmma.mma_async.sync.aligned.m64n16k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9, %10, %11}, %12, p, 1, 1, 0;\n}\n" : "+f"(tl_acc[0 + 0]), "+f"(tl_acc[0 + 1]), "+f"(tl_acc[0 + 2]), "+f"(tl_acc[0 + 3]), "+f"(tl_acc[0 + 4]), "+f"(tl_acc[0 + 5]), "+f"(tl_acc[0 + 6]), "+f"(tl_acc[0 + 7]) : "r"(*reinterpret_cast<const unsigned*>(&B_f[84 + 0])), "r"(*reinterpret_cast<const unsigned*>(&B_f[84 + 8])), "r"(*reinterpret_cast<const unsigned*>(&B_f[84 + 2])), "r"(*reinterpret_cast<const unsigned*>(&B_f[84 + 10])), "l"(v_236), "r"(1)); }
      const unsigned long long v_237 = tl::wgmma_desc_at<128, 16, 1024>((A_s + (0) * 64), 1408);
      { float* tl_acc = C2_step; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %13, 0;\nwgmma.mma_async.sync.aligned.m64n16k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9, %10, %11}, %12, p, 1, 1, 0;\n}\n" : "+f"(tl_acc[0 + 0]), "+f"(tl_acc[0 + 1]), "+f"(tl_acc[0 + 2]), "+f"(tl_acc[0 + 3]), "+f"(tl_acc[0 + 4]), "+f"(tl_acc[0 + 5]), "+f"(tl_acc[0 + 6]), "+f"(tl_acc[0 + 7]) : "r"(*reinterpret_cast<const unsigned*>(&B_f[96 + 0])), "r"(*reinterpret_cast<const unsigned*>(&B_f[96 + 8])), "r"(*reinterpret_cast<const unsigned*>(&B_f[96 + 2])), "r"(*reinterpret_cast<const unsigned*>(&B_f[96 + 10])), "l"(v_237), "r"(1)); }
      const unsigned long long v_238 = tl::wgmma_desc_at<128, 16, 1024>((A_s + (0) * 64), 1410);
      { float* tl_acc = C2_step; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %13, 0;\nwgmma.mma_async.sync.aligned.m64n16k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9, %10, %11}, %12, p, 1, 1, 0;\n}\n" : "+f"(tl_acc[0 + 0]), "+f"(tl_acc[0 + 1]), "+f"(tl_acc[0 + 2]), "+f"(tl_acc[0 + 3]), "+f"(tl_acc[0 + 4]), "+f"(tl_acc[0 + 5]), "+f"(tl_acc[0 + 6]), "+f"(tl_acc[0 + 7]) : "r"(*reinterpret_cast<const unsigned*>(&B_f[100 + 0])), "r"(*reinterpret_cast<const unsigned*>(&B_f[100 + 8])), "r"(*reinterpret_cast<const unsigned*>(&B_f[100 + 2])), "r"(*reinterpret_cast<const unsigned*>(&B_f[100 + 10])), "l"(v_238), "r"(1)); }
      const unsigned long long v_239 = tl::wgmma_desc_at<128, 16, 1024>((A_s + (0) * 64), 1412);
      { float* tl_acc = C2_step; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %13, 0;\nwgmma.mma_async.sync.aligned.m64n16k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9, %10, %11}, %12, p, 1, 1, 0;\n}\n" : "+f"(tl_acc[0 + 0]), "+f"(tl_acc[0 + 1]), "+f"(tl_acc[0 + 2]), "+f"(tl_acc[0 + 3]), "+f"(tl_acc[0 + 4]), "+f"(tl_acc[0 + 5]), "+f"(tl_acc[0 + 6]), "+f"(tl_acc[0 + 7]) : "r"(*reinterpret_cast<const unsigned*>(&B_f[112 + 0])), "r"(*reinterpret_cast<const unsigned*>(&B_f[112 + 8])), "r"(*reinterpret_cast<const unsigned*>(&B_f[112 + 2])), "r"(*reinterpret_cast<const unsigned*>(&B_f[112 + 10])), "l"(v_239), "r"(1)); }
      const unsigned long long v_240 = tl::wgmma_desc_at<128, 16, 1024>((A_s + (0) * 64), 1414);
      { float* tl_acc = C2_step; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %13, 0;\nwgmma.mma_async.sync.aligned.m64n16k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9, %10, %11}, %12, p, 1, 1, 0;\n}\n" : "+f"(tl_acc[0 + 0]), "+f"(tl_acc[0 + 1]), "+f"(tl_acc[0 + 2]), "+f"(tl_acc[0 + 3]), "+f"(tl_acc[0 + 4]), "+f"(tl_acc[0 + 5]), "+f"(tl_acc[0 + 6]), "+f"(tl_acc[0 + 7]) : "r"(*reinterpret_cast<const unsigned*>(&B_f[116 + 0])), "r"(*reinterpret_cast<const unsigned*>(&B_f[116 + 8])), "r"(*reinterpret_cast<const unsigned*>(&B_f[116 + 2])), "r"(*reinterpret_cast<const unsigned*>(&B_f[116 + 10])), "l"(v_240), "r"(1)); }
      tl::wgmma_commit();
#line 474 "tilelang/ops/lowbit_kernels.py"
      const int v_241 = (v_68 + 2);
      const bool v_242 = (v_241 < 8);
      if (v_242) {
        const int v_243 = tl::min(v_241, 7);
#line 476 "tilelang/ops/lowbit_kernels.py"
        const int v_244 = (v_2 + v_243);
        const int k0_4 = (v_244 * 256);
#line 406 "tilelang/ops/lowbit_kernels.py"
        const int g0_3 = (k0_4 / 128);
#line 407 "tilelang/ops/lowbit_kernels.py"
        const int v_245 = (k0_4 * 4);
        const int v_246 = (v_245 / 8);
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
          tl::mbar_expect_tx((tma_bar_1 + 1), 8192);
          tl::tma_load<1>((B_s + (64) * 128 + 0), &B_tmap, (tma_bar_1 + 1), v_246, v_5);
        }
#line 413 "tilelang/ops/lowbit_kernels.py"
        if (v_9) {
          const int v_247 = (tid % 8);
          const int v_248 = (tid / 8);
          const int v_249 = (v_248 % 2);
          const int v_250 = (v_247 * 8);
          const int v_251 = (v_249 + g0_3);
          const int v_252 = (v_250 + v_5);
          const int v_253 = (v_249 + 2);
          tl::cp_async<16>((S_s + (v_253) * 64 + v_250), (Scales + (v_251) * 8192 + v_252), true);
        }
#line 474 "tilelang/ops/lowbit_kernels.py"
      }
      tl::cp_async_commit();
#line 444 "tilelang/ops/lowbit_kernels.py"
      tl::wgmma_wait<1, 8, 64>(C_step, B_f);
#line 445 "tilelang/ops/lowbit_kernels.py"
      #pragma unroll
      for (int l_v_8 = 0; l_v_8 < 2; l_v_8 += 1) {
        const int v_254 = (l_v_8 * 4);
#line 446 "tilelang/ops/lowbit_kernels.py"
        const tl::vec<float, 4> v_255 = *reinterpret_cast<const tl::vec<float, 4>*>((C_step + v_254));
        const float v_256 = v_255.v[0];
        const half v_257 = S_s[(4) * 64 + v_34];
        const float v_258 = tl::cast<float>(v_257);
        const tl::vec<float, 4> v_259 = *reinterpret_cast<const tl::vec<float, 4>*>((C_f + v_254));
        const float v_260 = v_259.v[0];
        const float v_261 = __fmaf_rn(v_256, v_258, v_260);
        const float v_262 = v_255.v[1];
        const float v_263 = v_259.v[1];
        const float v_264 = __fmaf_rn(v_262, v_258, v_263);
        const float v_265 = v_255.v[2];
        const half v_266 = S_s[(4) * 64 + v_35];
        const float v_267 = tl::cast<float>(v_266);
        const float v_268 = v_259.v[2];
        const float v_269 = __fmaf_rn(v_265, v_267, v_268);
        const float v_270 = v_255.v[3];
        const float v_271 = v_259.v[3];
        const float v_272 = __fmaf_rn(v_270, v_267, v_271);
#line 445 "tilelang/ops/lowbit_kernels.py"
        const tl::vec<float, 4> v_273 = tl::vec<float, 4>{{v_261, v_264, v_269, v_272}};
        *reinterpret_cast<tl::vec<float, 4>*>((C_f + v_254)) = v_273;
      }
#line 444 "tilelang/ops/lowbit_kernels.py"
      tl::wgmma_wait_defining<0, 8, 64>(C2_step, B_f);
#line 445 "tilelang/ops/lowbit_kernels.py"
      #pragma unroll
      for (int l_v_9 = 0; l_v_9 < 2; l_v_9 += 1) {
        const int v_274 = (l_v_9 * 4);
#line 446 "tilelang/ops/lowbit_kernels.py"
        const tl::vec<float, 4> v_275 = *reinterpret_cast<const tl::vec<float, 4>*>((C2_step + v_274));
        const float v_276 = v_275.v[0];
        const half v_277 = S_s[(5) * 64 + v_34];
        const float v_278 = tl::cast<float>(v_277);
        const tl::vec<float, 4> v_279 = *reinterpret_cast<const tl::vec<float, 4>*>((C_f + v_274));
        const float v_280 = v_279.v[0];
        const float v_281 = __fmaf_rn(v_276, v_278, v_280);
        const float v_282 = v_275.v[1];
        const float v_283 = v_279.v[1];
        const float v_284 = __fmaf_rn(v_282, v_278, v_283);
        const float v_285 = v_275.v[2];
        const half v_286 = S_s[(5) * 64 + v_35];
        const float v_287 = tl::cast<float>(v_286);
        const float v_288 = v_279.v[2];
        const float v_289 = __fmaf_rn(v_285, v_287, v_288);
        const float v_290 = v_275.v[3];
        const float v_291 = v_279.v[3];
        const float v_292 = __fmaf_rn(v_290, v_287, v_291);
#line 445 "tilelang/ops/lowbit_kernels.py"
        const tl::vec<float, 4> v_293 = tl::vec<float, 4>{{v_281, v_284, v_289, v_292}};
        *reinterpret_cast<tl::vec<float, 4>*>((C_f + v_274)) = v_293;
      }
#line 474 "tilelang/ops/lowbit_kernels.py"
    }
  }
  tl::cp_async_wait<0>();
#line 479 "tilelang/ops/lowbit_kernels.py"
  float* const split_k_tile = reinterpret_cast<float*>(tl_smem + 0);
  __syncthreads();
  #pragma unroll
  for (int l_v_10 = 0; l_v_10 < 2; l_v_10 += 1) {
    const int v_294 = (l_v_10 * 4);
    const int v_295 = (l_v_10 * 8);
    const int v_296 = (v_295 + v_31);
    const tl::vec<float, 4> v_297 = *reinterpret_cast<const tl::vec<float, 4>*>((C_f + v_294));
    const float v_298 = v_297.v[0];
    split_k_tile[(v_296) * 64 + v_34] = v_298;
    const int v_299 = (v_296 + 1);
    const float v_300 = v_297.v[1];
    split_k_tile[(v_299) * 64 + v_34] = v_300;
    const float v_301 = v_297.v[2];
    split_k_tile[(v_296) * 64 + v_35] = v_301;
    const float v_302 = v_297.v[3];
    split_k_tile[(v_299) * 64 + v_35] = v_302;
  }
  __syncthreads();
  for (int k = 0; k < 2; k += 1) {
    const int v_303 = (k * 128);
    const int v_304 = (v_303 + tid);
    const int v_305 = (v_304 % 16);
    const int v_306 = (v_304 / 16);
    const int v_307 = (v_305 * 4);
    const int v_308 = (v_3 + v_306);
    const int v_309 = (v_5 + v_307);
    const tl::vec<float, 4> v_310 = *reinterpret_cast<const tl::vec<float, 4>*>((split_k_tile + (v_306) * 64 + v_307));
    *reinterpret_cast<tl::vec<float, 4>*>((Work + (((int)blockIdx.z) * 16 + v_308) * 8192 + v_309)) = v_310;
  }
  __syncthreads();
  int* const split_k_last = reinterpret_cast<int*>(tl_smem + 0);
  if (v_4) {
    const int v_311 = tl::fetch_add_acq_rel((Arrivals + ((int)blockIdx.y) * 128 + (int)blockIdx.x), 1);
    split_k_last[0] = v_311;
  }
  tl::fence_proxy_async();
  __syncthreads();
  const int v_312 = split_k_last[0];
  const bool v_313 = (v_312 == 3);
  if (v_313) {
    for (int k_1 = 0; k_1 < 2; k_1 += 1) {
      const int v_314 = (k_1 * 128);
      const int v_315 = (v_314 + tid);
      const int v_316 = (v_315 % 16);
      const int v_317 = (v_315 / 16);
      const int v_318 = (v_316 * 4);
      const int v_319 = (v_3 + v_317);
      const int v_320 = (v_5 + v_318);
      const tl::vec<float, 4> v_321 = *reinterpret_cast<const tl::vec<float, 4>*>((Work + (v_319) * 8192 + v_320));
      const float v_322 = v_321.v[0];
      const tl::vec<float, 4> v_323 = *reinterpret_cast<const tl::vec<float, 4>*>((Work + ((1) * 16 + v_319) * 8192 + v_320));
      const float v_324 = v_323.v[0];
      const float v_325 = (v_322 + v_324);
      const tl::vec<float, 4> v_326 = *reinterpret_cast<const tl::vec<float, 4>*>((Work + ((2) * 16 + v_319) * 8192 + v_320));
      const float v_327 = v_326.v[0];
      const float v_328 = (v_325 + v_327);
      const tl::vec<float, 4> v_329 = *reinterpret_cast<const tl::vec<float, 4>*>((Work + ((3) * 16 + v_319) * 8192 + v_320));
      const float v_330 = v_329.v[0];
      const float v_331 = (v_328 + v_330);
      const half v_332 = tl::cast<half>(v_331);
      const float v_333 = v_321.v[1];
      const float v_334 = v_323.v[1];
      const float v_335 = (v_333 + v_334);
      const float v_336 = v_326.v[1];
      const float v_337 = (v_335 + v_336);
      const float v_338 = v_329.v[1];
      const float v_339 = (v_337 + v_338);
      const half v_340 = tl::cast<half>(v_339);
      const float v_341 = v_321.v[2];
      const float v_342 = v_323.v[2];
      const float v_343 = (v_341 + v_342);
      const float v_344 = v_326.v[2];
      const float v_345 = (v_343 + v_344);
      const float v_346 = v_329.v[2];
      const float v_347 = (v_345 + v_346);
      const half v_348 = tl::cast<half>(v_347);
      const float v_349 = v_321.v[3];
      const float v_350 = v_323.v[3];
      const float v_351 = (v_349 + v_350);
      const float v_352 = v_326.v[3];
      const float v_353 = (v_351 + v_352);
      const float v_354 = v_329.v[3];
      const float v_355 = (v_353 + v_354);
      const half v_356 = tl::cast<half>(v_355);
      const tl::vec<half, 4> v_357 = tl::vec<half, 4>{{v_332, v_340, v_348, v_356}};
      *reinterpret_cast<tl::vec<half, 4>*>((C + (v_319) * 8192 + v_320)) = v_357;
    }
    if (v_4) {
      Arrivals[((int)blockIdx.y) * 128 + (int)blockIdx.x] = 0;
    }
  }
}
