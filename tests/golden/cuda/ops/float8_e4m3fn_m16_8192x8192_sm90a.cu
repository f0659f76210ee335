// lowbit_matmul: a (16, 8192) float16, weight (8192, 8192) float8_e4m3fn prepared, group 128, no zeros; sm_90a
// plan: gemm {"block_M": 16, "block_N": 64, "block_K": 256, "num_stages": 3, "threads": 128, "split_k": 4, "swizzle": 0, "b_wgmma": true, "weight_eviction": "evict_first", "activation_eviction": "evict_last", "scale_acc": true}
// written by `python scripts/update_golden.py` (never by hand): the CUDA source after prelude.cuh and a blank line, #line paths repository-relative
// float8_e4m3fn -> float16: bytes decode, 10 instructions per 8 codes in 2 words of planes 4+4 (1.25 per value)
template <class T> __device__ __forceinline__ void tl_dw_float8_e4m3fn_p44_cvt_f16(T* dst, const unsigned w0_0, const unsigned w1_0) {
  unsigned* d = reinterpret_cast<unsigned*>(dst);
  const unsigned hi4 = w1_0 << 4;
  unsigned E; asm("lop3.b32 %0, %1, %2, %3, 0xe4;" : "=r"(E) : "r"(w0_0), "r"(hi4), "r"(0x0f0f0f0fu));
  const unsigned lo4 = w0_0 >> 4;
  unsigned O; asm("lop3.b32 %0, %1, %2, %3, 0xe4;" : "=r"(O) : "r"(lo4), "r"(w1_0), "r"(0x0f0f0f0fu));
  unsigned xe; asm("prmt.b32 %0, %1, %2, %3;" : "=r"(xe) : "r"(E), "r"(E), "r"(0x00003120u));
  unsigned r0e; asm("{ .reg .b16 lo, hi; mov.b32 {lo, hi}, %1; cvt.rn.f16x2.e4m3x2 %0, lo; }" : "=r"(r0e) : "r"(xe));
  unsigned r1e; asm("{ .reg .b16 lo, hi; mov.b32 {lo, hi}, %1; cvt.rn.f16x2.e4m3x2 %0, hi; }" : "=r"(r1e) : "r"(xe));
  unsigned xo; asm("prmt.b32 %0, %1, %2, %3;" : "=r"(xo) : "r"(O), "r"(O), "r"(0x00003120u));
  unsigned r0o; asm("{ .reg .b16 lo, hi; mov.b32 {lo, hi}, %1; cvt.rn.f16x2.e4m3x2 %0, lo; }" : "=r"(r0o) : "r"(xo));
  unsigned r1o; asm("{ .reg .b16 lo, hi; mov.b32 {lo, hi}, %1; cvt.rn.f16x2.e4m3x2 %0, hi; }" : "=r"(r1o) : "r"(xo));
  d[0] = r0e;
  d[1] = r0o;
  d[2] = r1e;
  d[3] = r1o;
}

#line 498 "tilelang/ops/lowbit_kernels.py"
extern "C" __global__ void __launch_bounds__(128) gemm_kernel(half* __restrict__ A, unsigned char* __restrict__ B, half* __restrict__ Scales, half* __restrict__ C, float* __restrict__ Work, int* __restrict__ Arrivals, unsigned char* __restrict__ B1, const __grid_constant__ tl::TensorMap A_tmap, const __grid_constant__ tl::TensorMap B_tmap, const __grid_constant__ tl::TensorMap B1_tmap) {
  extern __shared__ __align__(1024) unsigned char tl_smem[];
  const int tid = (int)threadIdx.x;
#line 405 "tilelang/ops/lowbit_kernels.py"
  unsigned long long* const tma_bar = reinterpret_cast<unsigned long long*>(tl_smem + 74496);
  if (threadIdx.x == 0 && threadIdx.y == 0 && threadIdx.z == 0) {
    for (int i = 0; i < 3; ++i) tl::mbar_init(tma_bar + i, 1);
    tl::fence_mbar_init();
  }
#line 407 "tilelang/ops/lowbit_kernels.py"
  unsigned long long* const tma_bar_1 = reinterpret_cast<unsigned long long*>(tl_smem + 74624);
  if (threadIdx.x == 0 && threadIdx.y == 0 && threadIdx.z == 0) {
    for (int i = 0; i < 3; ++i) tl::mbar_init(tma_bar_1 + i, 1);
    tl::fence_mbar_init();
  }
#line 410 "tilelang/ops/lowbit_kernels.py"
  unsigned long long* const tma_bar_2 = reinterpret_cast<unsigned long long*>(tl_smem + 74752);
  if (threadIdx.x == 0 && threadIdx.y == 0 && threadIdx.z == 0) {
    for (int i = 0; i < 3; ++i) tl::mbar_init(tma_bar_2 + i, 1);
    tl::fence_mbar_init();
  }
#line 363 "tilelang/ops/lowbit_kernels.py"
  half* const A_s = reinterpret_cast<half*>(tl_smem + 0);
#line 364 "tilelang/ops/lowbit_kernels.py"
  unsigned char* const B_s = reinterpret_cast<unsigned char*>(tl_smem + 24576);
#line 365 "tilelang/ops/lowbit_kernels.py"
  half* const S_s = reinterpret_cast<half*>(tl_smem + 73728);
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
#line 410 "tilelang/ops/lowbit_kernels.py"
  if (v_4) {
    tl::mbar_expect_tx((tma_bar_2 + 0), 8192);
    tl::tma_load<1>((B1_s + (0) * 128 + 0), &B1_tmap, (tma_bar_2 + 0), v_7, v_5);
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
#line 410 "tilelang/ops/lowbit_kernels.py"
  if (v_4) {
    tl::mbar_expect_tx((tma_bar_2 + 1), 8192);
    tl::tma_load<1>((B1_s + (64) * 128 + 0), &B1_tmap, (tma_bar_2 + 1), v_18, v_5);
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
  int r = 0;
  for (int ko = 0; ko < 8; ko += 1) {
    tl::cp_async_wait<1>();
    tl::fence_proxy_async();
    __syncthreads();
    const int v_36 = (r * 64);
    const int v_37 = (r * 2);
    const int v_38 = (ko / 3);
    const int v_39 = (v_38 % 2);
#line 405 "tilelang/ops/lowbit_kernels.py"
    tl::mbar_wait((tma_bar + r), v_39);
#line 407 "tilelang/ops/lowbit_kernels.py"
    tl::mbar_wait((tma_bar_1 + r), v_39);
#line 410 "tilelang/ops/lowbit_kernels.py"
    tl::mbar_wait((tma_bar_2 + r), v_39);
#line 418 "tilelang/ops/lowbit_kernels.py"
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
      const unsigned v_53 = *reinterpret_cast<const unsigned*>((B1_s + (v_51) * 128 + v_50));
      tl_dw_float8_e4m3fn_p44_cvt_f16(dequant + v_40, v_52, v_53);
    }
    #pragma unroll
    for (int l_v_1 = 0; l_v_1 < 16; l_v_1 += 1) {
      const int v_54 = (l_v_1 * 8);
#line 426 "tilelang/ops/lowbit_kernels.py"
      const tl::vec<half, 8> v_55 = *reinterpret_cast<const tl::vec<half, 8>*>((dequant + v_54));
#line 418 "tilelang/ops/lowbit_kernels.py"
      *reinterpret_cast<tl::vec<half, 8>*>((B_f + v_54)) = v_55;
    }
#line 441 "tilelang/ops/lowbit_kernels.py"
    tl::wgmma_fence<0, 64>(C_step, B_f);
    const unsigned long long v_56 = tl::wgmma_desc<128, 16, 1024>((A_s + (v_36) * 64 + 0));
    { float* tl_acc = C_step; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %13, 0;\nwgmma.mma_async.sync.aligned.m64n16k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9, %10, %11}, %12, p, 1, 1, 0;\n}\n" : "=f"(tl_acc[0 + 0]), "=f"(tl_acc[0 + 1]), "=f"(tl_acc[0 + 2]), "=f"(tl_acc[0 + 3]), "=f"(tl_acc[0 + 4]), "=f"(tl_acc[0 + 5]), "=f"(tl_acc[0 + 6]), "=f"(tl_acc[0 + 7]) : "r"(*reinterpret_cast<const unsigned*>(&B_f[0 + 0])), "r"(*reinterpret_cast<const unsigned*>(&B_f[0 + 8])), "r"(*reinterpret_cast<const unsigned*>(&B_f[0 + 2])), "r"(*reinterpret_cast<const unsigned*>(&B_f[0 + 10])), "l"(v_56), "r"(0)); }
    const unsigned long long v_57 = tl::wgmma_desc_at<128, 16, 1024>((A_s + (v_36) * 64), 2);
    { float* tl_acc = C_step; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %13, 0;\nwgmma.mma_async.sync.aligned.m64n16k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9, %10, %11}, %12, p, 1, 1, 0;\n}\n" : "+f"(tl_acc[0 + 0]), "+f"(tl_acc[0 + 1]), "+f"(tl_acc[0 + 2]), "+f"(tl_acc[0 + 3]), "+f"(tl_acc[0 + 4]), "+f"(tl_acc[0 + 5]), "+f"(tl_acc[0 + 6]), "+f"(tl_acc[0 + 7]) : "r"(*reinterpret_cast<const unsigned*>(&B_f[4 + 0])), "r"(*reinterpret_cast<const unsigned*>(&B_f[4 + 8])), "r"(*reinterpret_cast<const unsigned*>(&B_f[4 + 2])), "r"(*reinterpret_cast<const unsigned*>(&B_f[4 + 10])), "l"(v_57), "r"(1)); }
    const unsigned long long v_58 = tl::wgmma_desc_at<128, 16, 1024>((A_s + (v_36) * 64), 4);
    { float* tl_acc = C_step; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %13, 0;\nwgmma.mma_async.sync.aligned.m64n16k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9, %10, %11}, %12, p, 1, 1, 0;\n}\n" : "+f"(tl_acc[0 + 0]), "+f"(tl_acc[0 + 1]), "+f"(tl_acc[0 + 2]), "+f"(tl_acc[0 + 3]), "+f"(tl_acc[0 + 4]), "+f"(tl_acc[0 + 5]), "+f"(tl_acc[0 + 6]), "+f"(tl_acc[0 + 7]) : "r"(*reinterpret_cast<const unsigned*>(&B_f[16 + 0])), "r"(*reinterpret_cast<const unsigned*>(&B_f[16 + 8])), "r"(*reinterpret_cast<const unsigned*>(&B_f[16 + 2])), "r"(*reinterpret_cast<const unsigned*>(&B_f[16 + 10])), "l"(v_58), "r"(1)); }
    const unsigned long long v_59 = tl::wgmma_desc_at<128, 16, 1024>((A_s + (v_36) * 64), 6);
    { float* tl_acc = C_step; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %13, 0;\nwgmma.mma_async.sync.aligned.m64n16k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9, %10, %11}, %12, p, 1, 1, 0;\n}\n" : "+f"(tl_acc[0 + 0]), "+f"(tl_acc[0 + 1]), "+f"(tl_acc[0 + 2]), "+f"(tl_acc[0 + 3]), "+f"(tl_acc[0 + 4]), "+f"(tl_acc[0 + 5]), "+f"(tl_acc[0 + 6]), "+f"(tl_acc[0 + 7]) : "r"(*reinterpret_cast<const unsigned*>(&B_f[20 + 0])), "r"(*reinterpret_cast<const unsigned*>(&B_f[20 + 8])), "r"(*reinterpret_cast<const unsigned*>(&B_f[20 + 2])), "r"(*reinterpret_cast<const unsigned*>(&B_f[20 + 10])), "l"(v_59), "r"(1)); }
    const int v_60 = (v_36 + 16);
    const unsigned long long v_61 = tl::wgmma_desc_at<128, 16, 1024>((A_s + (v_36) * 64), 128);
    { float* tl_acc = C_step; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %13, 0;\nwgmma.mma_async.sync.aligned.m64n16k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9, %10, %11}, %12, p, 1, 1, 0;\n}\n" : "+f"(tl_acc[0 + 0]), "+f"(tl_acc[0 + 1]), "+f"(tl_acc[0 + 2]), "+f"(tl_acc[0 + 3]), "+f"(tl_acc[0 + 4]), "+f"(tl_acc[0 + 5]), "+f"(tl_acc[0 + 6]), "+f"(tl_acc[0 + 7]) : "r"(*reinterpret_cast<const unsigned*>(&B_f[32 + 0])), "r"(*reinterpret_cast<const unsigned*>(&B_f[32 + 8])), "r"(*reinterpret_cast<const unsigned*>(&B_f[32 + 2])), "r"(*reinterpret_cast<const unsigned*>(&B_f[32 + 10])), "l"(v_61), "r"(1)); }
    const unsigned long long v_62 = tl::wgmma_desc_at<128, 16, 1024>((A_s + (v_36) * 64), 130);
    { float* tl_acc = C_step; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %13, 0;\nwgmma.mma_async.sync.aligned.m64n16k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9, %10, %11}, %12, p, 1, 1, 0;\n}\n" : "+f"(tl_acc[0 + 0]), "+f"(tl_acc[0 + 1]), "+f"(tl_acc[0 + 2]), "+f"(tl_acc[0 + 3]), "+f"(tl_acc[0 + 4]), "+f"(tl_acc[0 + 5]), "+f"(tl_acc[0 + 6]), "+f"(tl_acc[0 + 7]) : "r"(*reinterpret_cast<const unsigned*>(&B_f[36 + 0])), "r"(*reinterpret_cast<const unsigned*>(&B_f[36 + 8])), "r"(*reinterpret_cast<const unsigned*>(&B_f[36 + 2])), "r"(*reinterpret_cast<const unsigned*>(&B_f[36 + 10])), "l"(v_62), "r"(1)); }
    const unsigned long long v_63 = tl::wgmma_desc_at<128, 16, 1024>((A_s + (v_36) * 64), 132);
    { float* tl_acc = C_step; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %13, 0;\nwgmma.mma_async.sync.aligned.m64n16k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9, %10, %11}, %12, p, 1, 1, 0;\n}\n" : "+f"(tl_acc[0 + 0]), "+f"(tl_acc[0 + 1]), "+f"(tl_acc[0 + 2]), "+f"(tl_acc[0 + 3]), "+f"(tl_acc[0 + 4]), "+f"(tl_acc[0 + 5]), "+f"(tl_acc[0 + 6]), "+f"(tl_acc[0 + 7]) : "r"(*reinterpret_cast<const unsigned*>(&B_f[48 + 0])), "r"(*reinterpret_cast<const unsigned*>(&B_f[48 + 8])), "r"(*reinterpret_cast<const unsigned*>(&B_f[48 + 2])), "r"(*reinterpret_cast<const unsigned*>(&B_f[48 + 10])), "l"(v_63), "r"(1)); }
    const unsigned long long v_64 = tl::wgmma_desc_at<128, 16, 1024>((A_s + (v_36) * 64), 134);
    { float* tl_acc = C_step; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %13, 0;\nwgmma.mma_async.sync.aligned.m64n16k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9, %10, %11}, %12, p, 1, 1, 0;\n}\n" : "+f"(tl_acc[0 + 0]), "+f"(tl_acc[0 + 1]), "+f"(tl_acc[0 + 2]), "+f"(tl_acc[0 + 3]), "+f"(tl_acc[0 + 4]), "+f"(tl_acc[0 + 5]), "+f"(tl_acc[0 + 6]), "+f"(tl_acc[0 + 7]) : "r"(*reinterpret_cast<const unsigned*>(&B_f[52 + 0])), "r"(*reinterpret_cast<const unsigned*>(&B_f[52 + 8])), "r"(*reinterpret_cast<const unsigned*>(&B_f[52 + 2])), "r"(*reinterpret_cast<const unsigned*>(&B_f[52 + 10])), "l"(v_64), "r"(1)); }
    tl::wgmma_commit();
    tl::wgmma_fence<0, 64>(C2_step, B_f);
    const int v_65 = (v_36 + 32);
    const unsigned long long v_66 = tl::wgmma_desc_at<128, 16, 1024>((A_s + (v_36) * 64), 256);
    { float* tl_acc = C2_step; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %13, 0;\nwgmma.mma_async.sync.aligned.m64n16k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9, %10, %11}, %12, p, 1, 1, 0;\n}\n" : "=f"(tl_acc[0 + 0]), "=f"(tl_acc[0 + 1]), "=f"(tl_acc[0 + 2]), "=f"(tl_acc[0 + 3]), "=f"(tl_acc[0 + 4]), "=f"(tl_acc[0 + 5]), "=f"(tl_acc[0 + 6]), "=f"(tl_acc[0 + 7]) : "r"(*reinterpret_cast<const unsigned*>(&B_f[64 + 0])), "r"(*reinterpret_cast<const unsigned*>(&B_f[64 + 8])), "r"(*reinterpret_cast<const unsigned*>(&B_f[64 + 2])), "r"(*reinterpret_cast<const unsigned*>(&B_f[64 + 10])), "l"(v_66), "r"(0)); }
    const unsigned long long v_67 = tl::wgmma_desc_at<128, 16, 1024>((A_s + (v_36) * 64), 258);
    { float* tl_acc = C2_step; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %13, 0;\nwgmma.mma_async.sync.aligned.m64n16k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9, %10, %11}, %12, p, 1, 1, 0;\n}\n" : "+f"(tl_acc[0 + 0]), "+f"(tl_acc[0 + 1]), "+f"(tl_acc[0 + 2]), "+f"(tl_acc[0 + 3]), "+f"(tl_acc[0 + 4]), "+f"(tl_acc[0 + 5]), "+f"(tl_acc[0 + 6]), "+f"(tl_acc[0 + 7]) : "r"(*reinterpret_cast<const unsigned*>(&B_f[68 + 0])), "r"(*reinterpret_cast<const unsigned*>(&B_f[68 + 8])), "r"(*reinterpret_cast<const unsigned*>(&B_f[68 + 2])), "r"(*reinterpret_cast<const unsigned*>(&B_f[68 + 10])), "l"(v_67), "r"(1)); }
    const unsigned long long v_68 = tl::wgmma_desc_at<128, 16, 1024>((A_s + (v_36) * 64), 260);
    { float* tl_acc = C2_step; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %13, 0;\nwgmma.mma_async.sync.aligned.m64n16k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9, %10, %11}, %12, p, 1, 1, 0;\n}\n" : "+f"(tl_acc[0 + 0]), "+f"(tl_acc[0 + 1]), "+f"(tl_acc[0 + 2]), "+f"(tl_acc[0 + 3]), "+f"(tl_acc[0 + 4]), "+f"(tl_acc[0 + 5]), "+f"(tl_acc[0 + 6]), "+f"(tl_acc[0 + 7]) : "r"(*reinterpret_cast<const unsigned*>(&B_f[80 + 0])), "r"(*reinterpret_cast<const unsigned*>(&B_f[80 + 8])), "r"(*reinterpret_cast<const unsigned*>(&B_f[80 + 2])), "r"(*reinterpret_cast<const unsigned*>(&B_f[80 + 10])), "l"(v_68), "r"(1)); }
    const unsigned long long v_69 = tl::wgmma_desc_at<128, 16, 1024>((A_s + (v_36) * 64), 262);
    { float* tl_acc = C2_step; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %13, 0;\nwgmma.mma_async.sync.aligned.m64n16k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9, %10, %11}, %12, p, 1, 1, 0;\n}\n" : "+f"(tl_acc[0 + 0]), "+f"(tl_acc[0 + 1]), "+f"(tl_acc[0 + 2]), "+f"(tl_acc[0 + 3]), "+f"(tl_acc[0 + 4]), "+f"(tl_acc[0 + 5]), "+f"(tl_acc[0 + 6]), "+f"(tl_acc[0 + 7]) : "r"(*reinterpret_cast<const unsigned*>(&B_f[84 + 0])), "r"(*reinterpret_cast<const unsigned*>(&B_f[84 + 8])), "r"(*reinterpret_cast<const unsigned*>(&B_f[84 + 2])), "r"(*reinterpret_cast<const unsigned*>(&B_f[84 + 10])), "l"(v_69), "r"(1)); }
    const int v_70 = (v_36 + 48);
    const unsigned long long v_71 = tl::wgmma_desc_at<128, 16, 1024>((A_s + (v_36) * 64), 384);
    { float* tl_acc = C2_step; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %13, 0;\nwgmma.mma_async.sync.aligned.m64n16k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9, %10, %11}, %12, p, 1, 1, 0;\n}\n" : "+f"(tl_acc[0 + 0]), "+f"(tl_acc[0 + 1]), "+f"(tl_acc[0 + 2]), "+f"(tl_acc[0 + 3]), "+f"(tl_acc[0 + 4]), "+f"(tl_acc[0 + 5]), "+f"(tl_acc[0 + 6]), "+f"(tl_acc[0 + 7]) : "r"(*reinterpret_cast<const unsigned*>(&B_f[96 + 0])), "r"(*reinterpret_cast<const unsigned*>(&B_f[96 + 8])), "r"(*reinterpret_cast<const unsigned*>(&B_f[96 + 2])), "r"(*reinterpret_cast<const unsigned*>(&B_f[96 + 10])), "l"(v_71), "r"(1)); }
    const unsigned long long v_72 = tl::wgmma_desc_at<128, 16, 1024>((A_s + (v_36) * 64), 386);
    { float* tl_acc = C2_step; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %13, 0;\nwgmma.mma_async.sync.aligned.m64n16k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9, %10, %11}, %12, p, 1, 1, 0;\n}\n" : "+f"(tl_acc[0 + 0]), "+f"(tl_acc[0 + 1]), "+f"(tl_acc[0 + 2]), "+f"(tl_acc[0 + 3]), "+f"(tl_acc[0 + 4]), "+f"(tl_acc[0 + 5]), "+f"(tl_acc[0 + 6]), "+f"(tl_acc[0 + 7]) : "r"(*reinterpret_cast<const unsigned*>(&B_f[100 + 0])), "r"(*reinterpret_cast<const unsigned*>(&B_f[100 + 8])), "r"(*reinterpret_cast<const unsigned*>(&B_f[100 + 2])), "r"(*reinterpret_cast<const unsigned*>(&B_f[100 + 10])), "l"(v_72), "r"(1)); }
    const unsigned long long v_73 = tl::wgmma_desc_at<128, 16, 1024>((A_s + (v_36) * 64), 388);
    { float* tl_acc = C2_step; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %13, 0;\nwgmma.mma_async.sync.aligned.m64n16k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9, %10, %11}, %12, p, 1, 1, 0;\n}\n" : "+f"(tl_acc[0 + 0]), "+f"(tl_acc[0 + 1]), "+f"(tl_acc[0 + 2]), "+f"(tl_acc[0 + 3]), "+f"(tl_acc[0 + 4]), "+f"(tl_acc[0 + 5]), "+f"(tl_acc[0 + 6]), "+f"(tl_acc[0 + 7]) : "r"(*reinterpret_cast<const unsigned*>(&B_f[112 + 0])), "r"(*reinterpret_cast<const unsigned*>(&B_f[112 + 8])), "r"(*reinterpret_cast<const unsigned*>(&B_f[112 + 2])), "r"(*reinterpret_cast<const unsigned*>(&B_f[112 + 10])), "l"(v_73), "r"(1)); }
    const unsigned long long v_74 = tl::wgmma_desc_at<128, 16, 1024>((A_s + (v_36) * 64), 390);
    { float* tl_acc = C2_step; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %13, 0;\nwgmma.mma_async.sync.aligned.m64n16k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9, %10, %11}, %12, p, 1, 1, 0;\n}\n" : "+f"(tl_acc[0 + 0]), "+f"(tl_acc[0 + 1]), "+f"(tl_acc[0 + 2]), "+f"(tl_acc[0 + 3]), "+f"(tl_acc[0 + 4]), "+f"(tl_acc[0 + 5]), "+f"(tl_acc[0 + 6]), "+f"(tl_acc[0 + 7]) : "r"(*reinterpret_cast<const unsigned*>(&B_f[116 + 0])), "r"(*reinterpret_cast<const unsigned*>(&B_f[116 + 8])), "r"(*reinterpret_cast<const unsigned*>(&B_f[116 + 2])), "r"(*reinterpret_cast<const unsigned*>(&B_f[116 + 10])), "l"(v_74), "r"(1)); }
    tl::wgmma_commit();
#line 474 "tilelang/ops/lowbit_kernels.py"
    const int v_75 = (ko + 2);
    const bool v_76 = (r == 0);
    const int v_77 = (r - 1);
    const int v_78 = (v_76 ? 2 : v_77);
    const bool v_79 = (v_75 < 8);
    if (v_79) {
      const int v_80 = tl::min(v_75, 7);
#line 476 "tilelang/ops/lowbit_kernels.py"
      const int v_81 = (v_2 + v_80);
      const int k0_2 = (v_81 * 256);
#line 406 "tilelang/ops/lowbit_kernels.py"
      const int g0_1 = (k0_2 / 128);
#line 407 "tilelang/ops/lowbit_kernels.py"
      const int v_82 = (k0_2 * 4);
      const int v_83 = (v_82 / 8);
#line 474 "tilelang/ops/lowbit_kernels.py"
      const int v_84 = (v_78 * 64);
      const int v_85 = (v_78 * 2);
#line 405 "tilelang/ops/lowbit_kernels.py"
      if (v_4) {
        tl::mbar_expect_tx((tma_bar + v_78), 8192);
        tl::tma_load<2>((A_s + (v_84) * 64 + 0), &A_tmap, (tma_bar + v_78), k0_2, v_3);
        tl::tma_load<2>((unsigned char*)(A_s + (v_84) * 64 + 0) + 2048, &A_tmap, (tma_bar + v_78), k0_2 + 64, v_3);
        tl::tma_load<2>((unsigned char*)(A_s + (v_84) * 64 + 0) + 4096, &A_tmap, (tma_bar + v_78), k0_2 + 128, v_3);
        tl::tma_load<2>((unsigned char*)(A_s + (v_84) * 64 + 0) + 6144, &A_tmap, (tma_bar + v_78), k0_2 + 192, v_3);
      }
#line 407 "tilelang/ops/lowbit_kernels.py"
      if (v_4) {
        tl::mbar_expect_tx((tma_bar_1 + v_78), 8192);
        tl::tma_load<1>((B_s + (v_84) * 128 + 0), &B_tmap, (tma_bar_1 + v_78), v_83, v_5);
      }
#line 410 "tilelang/ops/lowbit_kernels.py"
      if (v_4) {
        tl::mbar_expect_tx((tma_bar_2 + v_78), 8192);
        tl::tma_load<1>((B1_s + (v_84) * 128 + 0), &B1_tmap, (tma_bar_2 + v_78), v_83, v_5);
      }
#line 413 "tilelang/ops/lowbit_kernels.py"
      if (v_9) {
        const int v_86 = (tid % 8);
        const int v_87 = (tid / 8);
        const int v_88 = (v_87 % 2);
        const int v_89 = (v_86 * 8);
        const int v_90 = (v_88 + g0_1);
        const int v_91 = (v_89 + v_5);
        const int v_92 = (v_88 + v_85);
        tl::cp_async<16>((S_s + (v_92) * 64 + v_89), (Scales + (v_90) * 8192 + v_91), true);
      }
#line 474 "tilelang/ops/lowbit_kernels.py"
    }
    tl::cp_async_commit();
#line 444 "tilelang/ops/lowbit_kernels.py"
    tl::wgmma_wait<1, 8, 64>(C_step, B_f);
#line 445 "tilelang/ops/lowbit_kernels.py"
    #pragma unroll
    for (int l_v_2 = 0; l_v_2 < 2; l_v_2 += 1) {
      const int v_93 = (l_v_2 * 4);
#line 446 "tilelang/ops/lowbit_kernels.py"
      const tl::vec<float, 4> v_94 = *reinterpret_cast<const tl::vec<float, 4>*>((C_step + v_93));
      const float v_95 = v_94.v[0];
      const half v_96 = S_s[(v_37) * 64 + v_34];
      const float v_97 = tl::cast<float>(v_96);
      const tl::vec<float, 4> v_98 = *reinterpret_cast<const tl::vec<float, 4>*>((C_f + v_93));
      const float v_99 = v_98.v[0];
      const float v_100 = __fmaf_rn(v_95, v_97, v_99);
      const float v_101 = v_94.v[1];
      const float v_102 = v_98.v[1];
      const float v_103 = __fmaf_rn(v_101, v_97, v_102);
      const float v_104 = v_94.v[2];
      const half v_105 = S_s[(v_37) * 64 + v_35];
      const float v_106 = tl::cast<float>(v_105);
      const float v_107 = v_98.v[2];
      const float v_108 = __fmaf_rn(v_104, v_106, v_107);
      const float v_109 = v_94.v[3];
      const float v_110 = v_98.v[3];
      const float v_111 = __fmaf_rn(v_109, v_106, v_110);
#line 445 "tilelang/ops/lowbit_kernels.py"
      const tl::vec<float, 4> v_112 = tl::vec<float, 4>{{v_100, v_103, v_108, v_111}};
      *reinterpret_cast<tl::vec<float, 4>*>((C_f + v_93)) = v_112;
    }
#line 444 "tilelang/ops/lowbit_kernels.py"
    tl::wgmma_wait_defining<0, 8, 64>(C2_step, B_f);
#line 446 "tilelang/ops/lowbit_kernels.py"
    const int v_113 = (v_37 + 1);
#line 445 "tilelang/ops/lowbit_kernels.py"
    #pragma unroll
    for (int l_v_3 = 0; l_v_3 < 2; l_v_3 += 1) {
      const int v_114 = (l_v_3 * 4);
#line 446 "tilelang/ops/lowbit_kernels.py"
      const tl::vec<float, 4> v_115 = *reinterpret_cast<const tl::vec<float, 4>*>((C2_step + v_114));
      const float v_116 = v_115.v[0];
      const half v_117 = S_s[(v_113) * 64 + v_34];
      const float v_118 = tl::cast<float>(v_117);
      const tl::vec<float, 4> v_119 = *reinterpret_cast<const tl::vec<float, 4>*>((C_f + v_114));
      const float v_120 = v_119.v[0];
      const float v_121 = __fmaf_rn(v_116, v_118, v_120);
      const float v_122 = v_115.v[1];
      const float v_123 = v_119.v[1];
      const float v_124 = __fmaf_rn(v_122, v_118, v_123);
      const float v_125 = v_115.v[2];
      const half v_126 = S_s[(v_113) * 64 + v_35];
      const float v_127 = tl::cast<float>(v_126);
      const float v_128 = v_119.v[2];
      const float v_129 = __fmaf_rn(v_125, v_127, v_128);
      const float v_130 = v_115.v[3];
      const float v_131 = v_119.v[3];
      const float v_132 = __fmaf_rn(v_130, v_127, v_131);
#line 445 "tilelang/ops/lowbit_kernels.py"
      const tl::vec<float, 4> v_133 = tl::vec<float, 4>{{v_121, v_124, v_129, v_132}};
      *reinterpret_cast<tl::vec<float, 4>*>((C_f + v_114)) = v_133;
    }
#line 474 "tilelang/ops/lowbit_kernels.py"
    const bool v_134 = (r == 2);
    const int v_135 = (v_77 + 2);
    const int v_136 = (v_134 ? 0 : v_135);
#line 498 "tilelang/ops/lowbit_kernels.py"
    r = v_136;
#line 474 "tilelang/ops/lowbit_kernels.py"
  }
  tl::cp_async_wait<0>();
#line 479 "tilelang/ops/lowbit_kernels.py"
  float* const split_k_tile = reinterpret_cast<float*>(tl_smem + 0);
  __syncthreads();
  #pragma unroll
  for (int l_v_4 = 0; l_v_4 < 2; l_v_4 += 1) {
    const int v_137 = (l_v_4 * 4);
    const int v_138 = (l_v_4 * 8);
    const int v_139 = (v_138 + v_31);
    const tl::vec<float, 4> v_140 = *reinterpret_cast<const tl::vec<float, 4>*>((C_f + v_137));
    const float v_141 = v_140.v[0];
    split_k_tile[(v_139) * 64 + v_34] = v_141;
    const int v_142 = (v_139 + 1);
    const float v_143 = v_140.v[1];
    split_k_tile[(v_142) * 64 + v_34] = v_143;
    const float v_144 = v_140.v[2];
    split_k_tile[(v_139) * 64 + v_35] = v_144;
    const float v_145 = v_140.v[3];
    split_k_tile[(v_142) * 64 + v_35] = v_145;
  }
  __syncthreads();
  for (int k = 0; k < 2; k += 1) {
    const int v_146 = (k * 128);
    const int v_147 = (v_146 + tid);
    const int v_148 = (v_147 % 16);
    const int v_149 = (v_147 / 16);
    const int v_150 = (v_148 * 4);
    const int v_151 = (v_3 + v_149);
    const int v_152 = (v_5 + v_150);
    const tl::vec<float, 4> v_153 = *reinterpret_cast<const tl::vec<float, 4>*>((split_k_tile + (v_149) * 64 + v_150));
    *reinterpret_cast<tl::vec<float, 4>*>((Work + (((int)blockIdx.z) * 16 + v_151) * 8192 + v_152)) = v_153;
  }
  __syncthreads();
  int* const split_k_last = reinterpret_cast<int*>(tl_smem + 0);
  if (v_4) {
    const int v_154 = tl::fetch_add_acq_rel((Arrivals + ((int)blockIdx.y) * 128 + (int)blockIdx.x), 1);
    split_k_last[0] = v_154;
  }
  tl::fence_proxy_async();
  __syncthreads();
  const int v_155 = split_k_last[0];
  const bool v_156 = (v_155 == 3);
  if (v_156) {
    for (int k_1 = 0; k_1 < 2; k_1 += 1) {
      const int v_157 = (k_1 * 128);
      const int v_158 = (v_157 + tid);
      const int v_159 = (v_158 % 16);
      const int v_160 = (v_158 / 16);
      const int v_161 = (v_159 * 4);
      const int v_162 = (v_3 + v_160);
      const int v_163 = (v_5 + v_161);
      const tl::vec<float, 4> v_164 = *reinterpret_cast<const tl::vec<float, 4>*>((Work + (v_162) * 8192 + v_163));
      const float v_165 = v_164.v[0];
      const tl::vec<float, 4> v_166 = *reinterpret_cast<const tl::vec<float, 4>*>((Work + ((1) * 16 + v_162) * 8192 + v_163));
      const float v_167 = v_166.v[0];
      const float v_168 = (v_165 + v_167);
      const tl::vec<float, 4> v_169 = *reinterpret_cast<const tl::vec<float, 4>*>((Work + ((2) * 16 + v_162) * 8192 + v_163));
      const float v_170 = v_169.v[0];
      const float v_171 = (v_168 + v_170);
      const tl::vec<float, 4> v_172 = *reinterpret_cast<const tl::vec<float, 4>*>((Work + ((3) * 16 + v_162) * 8192 + v_163));
      const float v_173 = v_172.v[0];
      const float v_174 = (v_171 + v_173);
      const half v_175 = tl::cast<half>(v_174);
      const float v_176 = v_164.v[1];
      const float v_177 = v_166.v[1];
      const float v_178 = (v_176 + v_177);
      const float v_179 = v_169.v[1];
      const float v_180 = (v_178 + v_179);
      const float v_181 = v_172.v[1];
      const float v_182 = (v_180 + v_181);
      const half v_183 = tl::cast<half>(v_182);
      const float v_184 = v_164.v[2];
      const float v_185 = v_166.v[2];
      const float v_186 = (v_184 + v_185);
      const float v_187 = v_169.v[2];
      const float v_188 = (v_186 + v_187);
      const float v_189 = v_172.v[2];
      const float v_190 = (v_188 + v_189);
      const half v_191 = tl::cast<half>(v_190);
      const float v_192 = v_164.v[3];
      const float v_193 = v_166.v[3];
      const float v_194 = (v_192 + v_193);
      const float v_195 = v_169.v[3];
      const float v_196 = (v_194 + v_195);
      const float v_197 = v_172.v[3];
      const float v_198 = (v_196 + v_197);
      const half v_199 = tl::cast<half>(v_198);
      const tl::vec<half, 4> v_200 = tl::vec<half, 4>{{v_175, v_183, v_191, v_199}};
      *reinterpret_cast<tl::vec<half, 4>*>((C + (v_162) * 8192 + v_163)) = v_200;
    }
    if (v_4) {
      Arrivals[((int)blockIdx.y) * 128 + (int)blockIdx.x] = 0;
    }
  }
}
