// tutorials/09_int4_matmul_benchmark.py --compile-only: gemm(M=16, N=28672, K=8192); sm_90a
// written by `python scripts/update_golden.py` (never by hand): the CUDA source after prelude.cuh and a blank line, #line paths repository-relative
#line 484 "tilelang/ops/lowbit_kernels.py"
extern "C" __global__ void __launch_bounds__(128) gemm_kernel(half* __restrict__ A, unsigned char* __restrict__ B, half* __restrict__ Scales, half* __restrict__ C, const __grid_constant__ tl::TensorMap A_tmap, const __grid_constant__ tl::TensorMap B_tmap) {
  extern __shared__ __align__(1024) unsigned char tl_smem[];
  const int tid = (int)threadIdx.x;
#line 400 "tilelang/ops/lowbit_kernels.py"
  unsigned long long* const tma_bar = reinterpret_cast<unsigned long long*>(tl_smem + 75776);
  if (threadIdx.x == 0 && threadIdx.y == 0 && threadIdx.z == 0) {
    for (int i = 0; i < 3; ++i) tl::mbar_init(tma_bar + i, 1);
    tl::fence_mbar_init();
  }
#line 402 "tilelang/ops/lowbit_kernels.py"
  unsigned long long* const tma_bar_1 = reinterpret_cast<unsigned long long*>(tl_smem + 75904);
  if (threadIdx.x == 0 && threadIdx.y == 0 && threadIdx.z == 0) {
    for (int i = 0; i < 3; ++i) tl::mbar_init(tma_bar_1 + i, 1);
    tl::fence_mbar_init();
  }
#line 358 "tilelang/ops/lowbit_kernels.py"
  half* const A_s = reinterpret_cast<half*>(tl_smem + 49152);
#line 359 "tilelang/ops/lowbit_kernels.py"
  unsigned char* const B_s = reinterpret_cast<unsigned char*>(tl_smem + 0);
#line 360 "tilelang/ops/lowbit_kernels.py"
  half* const S_s = reinterpret_cast<half*>(tl_smem + 73728);
#line 362 "tilelang/ops/lowbit_kernels.py"
  alignas(16) half B_f[256];
#line 363 "tilelang/ops/lowbit_kernels.py"
  __syncthreads();
#line 364 "tilelang/ops/lowbit_kernels.py"
  alignas(16) float C_f[16];
#line 468 "tilelang/ops/lowbit_kernels.py"
  #pragma unroll
  for (int l_v = 0; l_v < 4; l_v += 1) {
    const int v = (l_v * 4);
    const tl::vec<float, 4> v_1 = tl::vec<float, 4>{{0.0f, 0.0f, 0.0f, 0.0f}};
    *reinterpret_cast<tl::vec<float, 4>*>((C_f + v)) = v_1;
  }
#line 470 "tilelang/ops/lowbit_kernels.py"
  const int v_2 = ((int)blockIdx.z * 32);
  const int k0 = (v_2 * 256);
#line 400 "tilelang/ops/lowbit_kernels.py"
  const int v_3 = ((int)blockIdx.y * 16);
  const bool v_4 = (tid == 0);
#line 401 "tilelang/ops/lowbit_kernels.py"
  const int g0 = (k0 / 128);
#line 402 "tilelang/ops/lowbit_kernels.py"
  const int v_5 = ((int)blockIdx.x * 128);
  const int v_6 = (k0 * 4);
  const int v_7 = (v_6 / 8);
#line 408 "tilelang/ops/lowbit_kernels.py"
  const int v_8 = (g0 + 2);
  const bool v_9 = (tid < 32);
#line 400 "tilelang/ops/lowbit_kernels.py"
  if (v_4) {
    tl::mbar_expect_tx((tma_bar + 0), 8192);
    tl::tma_load<2>((A_s + 0), &A_tmap, (tma_bar + 0), k0, v_3);
    tl::tma_load<2>((unsigned char*)(A_s + 0) + 2048, &A_tmap, (tma_bar + 0), k0 + 64, v_3);
    tl::tma_load<2>((unsigned char*)(A_s + 0) + 4096, &A_tmap, (tma_bar + 0), k0 + 128, v_3);
    tl::tma_load<2>((unsigned char*)(A_s + 0) + 6144, &A_tmap, (tma_bar + 0), k0 + 192, v_3);
  }
#line 402 "tilelang/ops/lowbit_kernels.py"
  if (v_4) {
    tl::mbar_expect_tx((tma_bar_1 + 0), 16384);
    tl::tma_load<1>((B_s + (0) * 128 + 0), &B_tmap, (tma_bar_1 + 0), v_7, v_5);
  }
#line 408 "tilelang/ops/lowbit_kernels.py"
  if (v_9) {
    const int v_10 = (tid % 16);
    const int v_11 = (tid / 16);
    const int v_12 = (v_11 % 2);
    const int v_13 = (v_10 * 8);
    const int v_14 = (v_12 + g0);
    const int v_15 = (v_13 + v_5);
    tl::cp_async<16>((S_s + (v_12) * 128 + v_13), (Scales + (v_14) * 28672 + v_15), true);
  }
#line 469 "tilelang/ops/lowbit_kernels.py"
  tl::cp_async_commit();
#line 470 "tilelang/ops/lowbit_kernels.py"
  const int v_16 = (v_2 + 1);
  const int k0_1 = (v_16 * 256);
#line 402 "tilelang/ops/lowbit_kernels.py"
  const int v_17 = (k0_1 * 4);
  const int v_18 = (v_17 / 8);
#line 400 "tilelang/ops/lowbit_kernels.py"
  if (v_4) {
    tl::mbar_expect_tx((tma_bar + 1), 8192);
    tl::tma_load<2>((A_s + (64) * 64 + 0), &A_tmap, (tma_bar + 1), k0_1, v_3);
    tl::tma_load<2>((unsigned char*)(A_s + (64) * 64 + 0) + 2048, &A_tmap, (tma_bar + 1), k0_1 + 64, v_3);
    tl::tma_load<2>((unsigned char*)(A_s + (64) * 64 + 0) + 4096, &A_tmap, (tma_bar + 1), k0_1 + 128, v_3);
    tl::tma_load<2>((unsigned char*)(A_s + (64) * 64 + 0) + 6144, &A_tmap, (tma_bar + 1), k0_1 + 192, v_3);
  }
#line 402 "tilelang/ops/lowbit_kernels.py"
  if (v_4) {
    tl::mbar_expect_tx((tma_bar_1 + 1), 16384);
    tl::tma_load<1>((B_s + (128) * 128 + 0), &B_tmap, (tma_bar_1 + 1), v_18, v_5);
  }
#line 408 "tilelang/ops/lowbit_kernels.py"
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
#line 469 "tilelang/ops/lowbit_kernels.py"
  tl::cp_async_commit();
#line 413 "tilelang/ops/lowbit_kernels.py"
  const int v_26 = (tid / 32);
  const int v_27 = (v_26 * 16);
  const int v_28 = (tid % 32);
  const int v_29 = (v_28 / 4);
  const int v_30 = (tid % 4);
  const int v_31 = (v_30 * 2);
  const int v_32 = (v_30 * 8);
  const int v_33 = (v_29 * 32);
#line 469 "tilelang/ops/lowbit_kernels.py"
  int r = 0;
  for (int ko = 0; ko < 32; ko += 1) {
    tl::cp_async_wait<1>();
    __syncthreads();
    const int v_34 = (r * 64);
    const int v_35 = (r * 128);
    const int v_36 = (r * 2);
    const int v_37 = (ko / 3);
    const int v_38 = (v_37 % 2);
#line 400 "tilelang/ops/lowbit_kernels.py"
    tl::mbar_wait((tma_bar + r), v_38);
#line 402 "tilelang/ops/lowbit_kernels.py"
    tl::mbar_wait((tma_bar_1 + r), v_38);
#line 413 "tilelang/ops/lowbit_kernels.py"
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
      const int v_57 = (l_v_1 / 16);
      const int v_58 = (v_57 * 64);
      const int v_59 = (v_58 + v_27);
      const int v_60 = (l_v_1 % 2);
      const int v_61 = (v_60 * 8);
      const int v_62 = (v_59 + v_61);
      const int v_63 = (v_62 + v_29);
#line 421 "tilelang/ops/lowbit_kernels.py"
      const tl::vec<half, 8> v_64 = *reinterpret_cast<const tl::vec<half, 8>*>((dequant + v_56));
      const half v_65 = v_64.v[0];
#line 413 "tilelang/ops/lowbit_kernels.py"
      const int v_66 = (l_v_1 / 8);
#line 427 "tilelang/ops/lowbit_kernels.py"
      const int v_67 = (v_66 % 2);
      const int v_68 = (v_67 + v_36);
      const half v_69 = S_s[(v_68) * 128 + v_63];
      const half v_70 = tl::mul(v_65, v_69);
#line 421 "tilelang/ops/lowbit_kernels.py"
      const half v_71 = v_64.v[1];
#line 427 "tilelang/ops/lowbit_kernels.py"
      const half v_72 = tl::mul(v_71, v_69);
#line 421 "tilelang/ops/lowbit_kernels.py"
      const half v_73 = v_64.v[2];
#line 427 "tilelang/ops/lowbit_kernels.py"
      const half v_74 = tl::mul(v_73, v_69);
#line 421 "tilelang/ops/lowbit_kernels.py"
      const half v_75 = v_64.v[3];
#line 427 "tilelang/ops/lowbit_kernels.py"
      const half v_76 = tl::mul(v_75, v_69);
#line 421 "tilelang/ops/lowbit_kernels.py"
      const half v_77 = v_64.v[4];
#line 427 "tilelang/ops/lowbit_kernels.py"
      const half v_78 = tl::mul(v_77, v_69);
#line 421 "tilelang/ops/lowbit_kernels.py"
      const half v_79 = v_64.v[5];
#line 427 "tilelang/ops/lowbit_kernels.py"
      const half v_80 = tl::mul(v_79, v_69);
#line 421 "tilelang/ops/lowbit_kernels.py"
      const half v_81 = v_64.v[6];
#line 427 "tilelang/ops/lowbit_kernels.py"
      const half v_82 = tl::mul(v_81, v_69);
#line 421 "tilelang/ops/lowbit_kernels.py"
      const half v_83 = v_64.v[7];
#line 427 "tilelang/ops/lowbit_kernels.py"
      const half v_84 = tl::mul(v_83, v_69);
#line 413 "tilelang/ops/lowbit_kernels.py"
      const tl::vec<half, 8> v_85 = tl::vec<half, 8>{{v_70, v_72, v_74, v_76, v_78, v_80, v_82, v_84}};
      *reinterpret_cast<tl::vec<half, 8>*>((B_f + v_56)) = v_85;
    }
#line 447 "tilelang/ops/lowbit_kernels.py"
    tl::wgmma_fence<16, 128>(C_f, B_f);
    const unsigned long long v_86 = tl::wgmma_desc<128, 16, 1024>((A_s + (v_34) * 64 + 0));
    { float* tl_acc = C_f; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %13, 0;\nwgmma.mma_async.sync.aligned.m64n16k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9, %10, %11}, %12, p, 1, 1, 0;\n}\n" : "+f"(tl_acc[0 + 0]), "+f"(tl_acc[0 + 1]), "+f"(tl_acc[0 + 2]), "+f"(tl_acc[0 + 3]), "+f"(tl_acc[0 + 4]), "+f"(tl_acc[0 + 5]), "+f"(tl_acc[0 + 6]), "+f"(tl_acc[0 + 7]) : "r"(*reinterpret_cast<const unsigned*>(&B_f[0 + 0])), "r"(*reinterpret_cast<const unsigned*>(&B_f[0 + 8])), "r"(*reinterpret_cast<const unsigned*>(&B_f[0 + 2])), "r"(*reinterpret_cast<const unsigned*>(&B_f[0 + 10])), "l"(v_86), "r"(1)); }
    { float* tl_acc = C_f; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %13, 0;\nwgmma.mma_async.sync.aligned.m64n16k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9, %10, %11}, %12, p, 1, 1, 0;\n}\n" : "+f"(tl_acc[8 + 0]), "+f"(tl_acc[8 + 1]), "+f"(tl_acc[8 + 2]), "+f"(tl_acc[8 + 3]), "+f"(tl_acc[8 + 4]), "+f"(tl_acc[8 + 5]), "+f"(tl_acc[8 + 6]), "+f"(tl_acc[8 + 7]) : "r"(*reinterpret_cast<const unsigned*>(&B_f[128 + 0])), "r"(*reinterpret_cast<const unsigned*>(&B_f[128 + 8])), "r"(*reinterpret_cast<const unsigned*>(&B_f[128 + 2])), "r"(*reinterpret_cast<const unsigned*>(&B_f[128 + 10])), "l"(v_86), "r"(1)); }
    const unsigned long long v_87 = tl::wgmma_desc_at<128, 16, 1024>((A_s + (v_34) * 64), 2);
    { float* tl_acc = C_f; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %13, 0;\nwgmma.mma_async.sync.aligned.m64n16k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9, %10, %11}, %12, p, 1, 1, 0;\n}\n" : "+f"(tl_acc[0 + 0]), "+f"(tl_acc[0 + 1]), "+f"(tl_acc[0 + 2]), "+f"(tl_acc[0 + 3]), "+f"(tl_acc[0 + 4]), "+f"(tl_acc[0 + 5]), "+f"(tl_acc[0 + 6]), "+f"(tl_acc[0 + 7]) : "r"(*reinterpret_cast<const unsigned*>(&B_f[4 + 0])), "r"(*reinterpret_cast<const unsigned*>(&B_f[4 + 8])), "r"(*reinterpret_cast<const unsigned*>(&B_f[4 + 2])), "r"(*reinterpret_cast<const unsigned*>(&B_f[4 + 10])), "l"(v_87), "r"(1)); }
    { float* tl_acc = C_f; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %13, 0;\nwgmma.mma_async.sync.aligned.m64n16k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9, %10, %11}, %12, p, 1, 1, 0;\n}\n" : "+f"(tl_acc[8 + 0]), "+f"(tl_acc[8 + 1]), "+f"(tl_acc[8 + 2]), "+f"(tl_acc[8 + 3]), "+f"(tl_acc[8 + 4]), "+f"(tl_acc[8 + 5]), "+f"(tl_acc[8 + 6]), "+f"(tl_acc[8 + 7]) : "r"(*reinterpret_cast<const unsigned*>(&B_f[132 + 0])), "r"(*reinterpret_cast<const unsigned*>(&B_f[132 + 8])), "r"(*reinterpret_cast<const unsigned*>(&B_f[132 + 2])), "r"(*reinterpret_cast<const unsigned*>(&B_f[132 + 10])), "l"(v_87), "r"(1)); }
    const unsigned long long v_88 = tl::wgmma_desc_at<128, 16, 1024>((A_s + (v_34) * 64), 4);
    { float* tl_acc = C_f; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %13, 0;\nwgmma.mma_async.sync.aligned.m64n16k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9, %10, %11}, %12, p, 1, 1, 0;\n}\n" : "+f"(tl_acc[0 + 0]), "+f"(tl_acc[0 + 1]), "+f"(tl_acc[0 + 2]), "+f"(tl_acc[0 + 3]), "+f"(tl_acc[0 + 4]), "+f"(tl_acc[0 + 5]), "+f"(tl_acc[0 + 6]), "+f"(tl_acc[0 + 7]) : "r"(*reinterpret_cast<const unsigned*>(&B_f[16 + 0])), "r"(*reinterpret_cast<const unsigned*>(&B_f[16 + 8])), "r"(*reinterpret_cast<const unsigned*>(&B_f[16 + 2])), "r"(*reinterpret_cast<const unsigned*>(&B_f[16 + 10])), "l"(v_88), "r"(1)); }
    { float* tl_acc = C_f; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %13, 0;\nwgmma.mma_async.sync.aligned.m64n16k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9, %10, %11}, %12, p, 1, 1, 0;\n}\n" : "+f"(tl_acc[8 + 0]), "+f"(tl_acc[8 + 1]), "+f"(tl_acc[8 + 2]), "+f"(tl_acc[8 + 3]), "+f"(tl_acc[8 + 4]), "+f"(tl_acc[8 + 5]), "+f"(tl_acc[8 + 6]), "+f"(tl_acc[8 + 7]) : "r"(*reinterpret_cast<const unsigned*>(&B_f[144 + 0])), "r"(*reinterpret_cast<const unsigned*>(&B_f[144 + 8])), "r"(*reinterpret_cast<const unsigned*>(&B_f[144 + 2])), "r"(*reinterpret_cast<const unsigned*>(&B_f[144 + 10])), "l"(v_88), "r"(1)); }
    const unsigned long long v_89 = tl::wgmma_desc_at<128, 16, 1024>((A_s + (v_34) * 64), 6);
    { float* tl_acc = C_f; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %13, 0;\nwgmma.mma_async.sync.aligned.m64n16k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9, %10, %11}, %12, p, 1, 1, 0;\n}\n" : "+f"(tl_acc[0 + 0]), "+f"(tl_acc[0 + 1]), "+f"(tl_acc[0 + 2]), "+f"(tl_acc[0 + 3]), "+f"(tl_acc[0 + 4]), "+f"(tl_acc[0 + 5]), "+f"(tl_acc[0 + 6]), "+f"(tl_acc[0 + 7]) : "r"(*reinterpret_cast<const unsigned*>(&B_f[20 + 0])), "r"(*reinterpret_cast<const unsigned*>(&B_f[20 + 8])), "r"(*reinterpret_cast<const unsigned*>(&B_f[20 + 2])), "r"(*reinterpret_cast<const unsigned*>(&B_f[20 + 10])), "l"(v_89), "r"(1)); }
    { float* tl_acc = C_f; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %13, 0;\nwgmma.mma_async.sync.aligned.m64n16k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9, %10, %11}, %12, p, 1, 1, 0;\n}\n" : "+f"(tl_acc[8 + 0]), "+f"(tl_acc[8 + 1]), "+f"(tl_acc[8 + 2]), "+f"(tl_acc[8 + 3]), "+f"(tl_acc[8 + 4]), "+f"(tl_acc[8 + 5]), "+f"(tl_acc[8 + 6]), "+f"(tl_acc[8 + 7]) : "r"(*reinterpret_cast<const unsigned*>(&B_f[148 + 0])), "r"(*reinterpret_cast<const unsigned*>(&B_f[148 + 8])), "r"(*reinterpret_cast<const unsigned*>(&B_f[148 + 2])), "r"(*reinterpret_cast<const unsigned*>(&B_f[148 + 10])), "l"(v_89), "r"(1)); }
    const int v_90 = (v_34 + 16);
    const unsigned long long v_91 = tl::wgmma_desc_at<128, 16, 1024>((A_s + (v_34) * 64), 128);
    { float* tl_acc = C_f; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %13, 0;\nwgmma.mma_async.sync.aligned.m64n16k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9, %10, %11}, %12, p, 1, 1, 0;\n}\n" : "+f"(tl_acc[0 + 0]), "+f"(tl_acc[0 + 1]), "+f"(tl_acc[0 + 2]), "+f"(tl_acc[0 + 3]), "+f"(tl_acc[0 + 4]), "+f"(tl_acc[0 + 5]), "+f"(tl_acc[0 + 6]), "+f"(tl_acc[0 + 7]) : "r"(*reinterpret_cast<const unsigned*>(&B_f[32 + 0])), "r"(*reinterpret_cast<const unsigned*>(&B_f[32 + 8])), "r"(*reinterpret_cast<const unsigned*>(&B_f[32 + 2])), "r"(*reinterpret_cast<const unsigned*>(&B_f[32 + 10])), "l"(v_91), "r"(1)); }
    { float* tl_acc = C_f; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %13, 0;\nwgmma.mma_async.sync.aligned.m64n16k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9, %10, %11}, %12, p, 1, 1, 0;\n}\n" : "+f"(tl_acc[8 + 0]), "+f"(tl_acc[8 + 1]), "+f"(tl_acc[8 + 2]), "+f"(tl_acc[8 + 3]), "+f"(tl_acc[8 + 4]), "+f"(tl_acc[8 + 5]), "+f"(tl_acc[8 + 6]), "+f"(tl_acc[8 + 7]) : "r"(*reinterpret_cast<const unsigned*>(&B_f[160 + 0])), "r"(*reinterpret_cast<const unsigned*>(&B_f[160 + 8])), "r"(*reinterpret_cast<const unsigned*>(&B_f[160 + 2])), "r"(*reinterpret_cast<const unsigned*>(&B_f[160 + 10])), "l"(v_91), "r"(1)); }
    const unsigned long long v_92 = tl::wgmma_desc_at<128, 16, 1024>((A_s + (v_34) * 64), 130);
    { float* tl_acc = C_f; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %13, 0;\nwgmma.mma_async.sync.aligned.m64n16k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9, %10, %11}, %12, p, 1, 1, 0;\n}\n" : "+f"(tl_acc[0 + 0]), "+f"(tl_acc[0 + 1]), "+f"(tl_acc[0 + 2]), "+f"(tl_acc[0 + 3]), "+f"(tl_acc[0 + 4]), "+f"(tl_acc[0 + 5]), "+f"(tl_acc[0 + 6]), "+f"(tl_acc[0 + 7]) : "r"(*reinterpret_cast<const unsigned*>(&B_f[36 + 0])), "r"(*reinterpret_cast<const unsigned*>(&B_f[36 + 8])), "r"(*reinterpret_cast<const unsigned*>(&B_f[36 + 2])), "r"(*reinterpret_cast<const unsigned*>(&B_f[36 + 10])), "l"(v_92), "r"(1)); }
    { float* tl_acc = C_f; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %13, 0;\nwgmma.mma_async.sync.aligned.m64n16k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9, %10, %11}, %12, p, 1, 1, 0;\n}\n" : "+f"(tl_acc[8 + 0]), "+f"(tl_acc[8 + 1]), "+f"(tl_acc[8 + 2]), "+f"(tl_acc[8 + 3]), "+f"(tl_acc[8 + 4]), "+f"(tl_acc[8 + 5]), "+f"(tl_acc[8 + 6]), "+f"(tl_acc[8 + 7]) : "r"(*reinterpret_cast<const unsigned*>(&B_f[164 + 0])), "r"(*reinterpret_cast<const unsigned*>(&B_f[164 + 8])), "r"(*reinterpret_cast<const unsigned*>(&B_f[164 + 2])), "r"(*reinterpret_cast<const unsigned*>(&B_f[164 + 10])), "l"(v_92), "r"(1)); }
    const unsigned long long v_93 = tl::wgmma_desc_at<128, 16, 1024>((A_s + (v_34) * 64), 132);
    { float* tl_acc = C_f; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %13, 0;\nwgmma.mma_async.sync.aligned.m64n16k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9, %10, %11}, %12, p, 1, 1, 0;\n}\n" : "+f"(tl_acc[0 + 0]), "+f"(tl_acc[0 + 1]), "+f"(tl_acc[0 + 2]), "+f"(tl_acc[0 + 3]), "+f"(tl_acc[0 + 4]), "+f"(tl_acc[0 + 5]), "+f"(tl_acc[0 + 6]), "+f"(tl_acc[0 + 7]) : "r"(*reinterpret_cast<const unsigned*>(&B_f[48 + 0])), "r"(*reinterpret_cast<const unsigned*>(&B_f[48 + 8])), "r"(*reinterpret_cast<const unsigned*>(&B_f[48 + 2])), "r"(*reinterpret_cast<const unsigned*>(&B_f[48 + 10])), "l"(v_93), "r"(1)); }
    { float* tl_acc = C_f; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %13, 0;\nwgmma.mma_async.sync.aligned.m64n16k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9, %10, %11}, %12, p, 1, 1, 0;\n}\n" : "+f"(tl_acc[8 + 0]), "+f"(tl_acc[8 + 1]), "+f"(tl_acc[8 + 2]), "+f"(tl_acc[8 + 3]), "+f"(tl_acc[8 + 4]), "+f"(tl_acc[8 + 5]), "+f"(tl_acc[8 + 6]), "+f"(tl_acc[8 + 7]) : "r"(*reinterpret_cast<const unsigned*>(&B_f[176 + 0])), "r"(*reinterpret_cast<const unsigned*>(&B_f[176 + 8])), "r"(*reinterpret_cast<const unsigned*>(&B_f[176 + 2])), "r"(*reinterpret_cast<const unsigned*>(&B_f[176 + 10])), "l"(v_93), "r"(1)); }
    const unsigned long long v_94 = tl::wgmma_desc_at<128, 16, 1024>((A_s + (v_34) * 64), 134);
    { float* tl_acc = C_f; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %13, 0;\nwgmma.mma_async.sync.aligned.m64n16k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9, %10, %11}, %12, p, 1, 1, 0;\n}\n" : "+f"(tl_acc[0 + 0]), "+f"(tl_acc[0 + 1]), "+f"(tl_acc[0 + 2]), "+f"(tl_acc[0 + 3]), "+f"(tl_acc[0 + 4]), "+f"(tl_acc[0 + 5]), "+f"(tl_acc[0 + 6]), "+f"(tl_acc[0 + 7]) : "r"(*reinterpret_cast<const unsigned*>(&B_f[52 + 0])), "r"(*reinterpret_cast<const unsigned*>(&B_f[52 + 8])), "r"(*reinterpret_cast<const unsigned*>(&B_f[52 + 2])), "r"(*reinterpret_cast<const unsigned*>(&B_f[52 + 10])), "l"(v_94), "r"(1)); }
    { float* tl_acc = C_f; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %13, 0;\nwgmma.mma_async.sync.aligned.m64n16k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9, %10, %11}, %12, p, 1, 1, 0;\n}\n" : "+f"(tl_acc[8 + 0]), "+f"(tl_acc[8 + 1]), "+f"(tl_acc[8 + 2]), "+f"(tl_acc[8 + 3]), "+f"(tl_acc[8 + 4]), "+f"(tl_acc[8 + 5]), "+f"(tl_acc[8 + 6]), "+f"(tl_acc[8 + 7]) : "r"(*reinterpret_cast<const unsigned*>(&B_f[180 + 0])), "r"(*reinterpret_cast<const unsigned*>(&B_f[180 + 8])), "r"(*reinterpret_cast<const unsigned*>(&B_f[180 + 2])), "r"(*reinterpret_cast<const unsigned*>(&B_f[180 + 10])), "l"(v_94), "r"(1)); }
    const int v_95 = (v_34 + 32);
    const unsigned long long v_96 = tl::wgmma_desc_at<128, 16, 1024>((A_s + (v_34) * 64), 256);
    { float* tl_acc = C_f; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %13, 0;\nwgmma.mma_async.sync.aligned.m64n16k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9, %10, %11}, %12, p, 1, 1, 0;\n}\n" : "+f"(tl_acc[0 + 0]), "+f"(tl_acc[0 + 1]), "+f"(tl_acc[0 + 2]), "+f"(tl_acc[0 + 3]), "+f"(tl_acc[0 + 4]), "+f"(tl_acc[0 + 5]), "+f"(tl_acc[0 + 6]), "+f"(tl_acc[0 + 7]) : "r"(*reinterpret_cast<const unsigned*>(&B_f[64 + 0])), "r"(*reinterpret_cast<const unsigned*>(&B_f[64 + 8])), "r"(*reinterpret_cast<const unsigned*>(&B_f[64 + 2])), "r"(*reinterpret_cast<const unsigned*>(&B_f[64 + 10])), "l"(v_96), "r"(1)); }
    { float* tl_acc = C_f; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %13, 0;\nwgmma.mma_async.sync.aligned.m64n16k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9, %10, %11}, %12, p, 1, 1, 0;\n}\n" : "+f"(tl_acc[8 + 0]), "+f"(tl_acc[8 + 1]), "+f"(tl_acc[8 + 2]), "+f"(tl_acc[8 + 3]), "+f"(tl_acc[8 + 4]), "+f"(tl_acc[8 + 5]), "+f"(tl_acc[8 + 6]), "+f"(tl_acc[8 + 7]) : "r"(*reinterpret_cast<const unsigned*>(&B_f[192 + 0])), "r"(*reinterpret_cast<const unsigned*>(&B_f[192 + 8])), "r"(*reinterpret_cast<const unsigned*>(&B_f[192 + 2])), "r"(*reinterpret_cast<const unsigned*>(&B_f[192 + 10])), "l"(v_96), "r"(1)); }
    const unsigned long long v_97 = tl::wgmma_desc_at<128, 16, 1024>((A_s + (v_34) * 64), 258);
    { float* tl_acc = C_f; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %13, 0;\nwgmma.mma_async.sync.aligned.m64n16k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9, %10, %11}, %12, p, 1, 1, 0;\n}\n" : "+f"(tl_acc[0 + 0]), "+f"(tl_acc[0 + 1]), "+f"(tl_acc[0 + 2]), "+f"(tl_acc[0 + 3]), "+f"(tl_acc[0 + 4]), "+f"(tl_acc[0 + 5]), "+f"(tl_acc[0 + 6]), "+f"(tl_acc[0 + 7]) : "r"(*reinterpret_cast<const unsigned*>(&B_f[68 + 0])), "r"(*reinterpret_cast<const unsigned*>(&B_f[68 + 8])), "r"(*reinterpret_cast<const unsigned*>(&B_f[68 + 2])), "r"(*reinterpret_cast<const unsigned*>(&B_f[68 + 10])), "l"(v_97), "r"(1)); }
    { float* tl_acc = C_f; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %13, 0;\nwgmma.mma_async.sync.aligned.m64n16k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9, %10, %11}, %12, p, 1, 1, 0;\n}\n" : "+f"(tl_acc[8 + 0]), "+f"(tl_acc[8 + 1]), "+f"(tl_acc[8 + 2]), "+f"(tl_acc[8 + 3]), "+f"(tl_acc[8 + 4]), "+f"(tl_acc[8 + 5]), "+f"(tl_acc[8 + 6]), "+f"(tl_acc[8 + 7]) : "r"(*reinterpret_cast<const unsigned*>(&B_f[196 + 0])), "r"(*reinterpret_cast<const unsigned*>(&B_f[196 + 8])), "r"(*reinterpret_cast<const unsigned*>(&B_f[196 + 2])), "r"(*reinterpret_cast<const unsigned*>(&B_f[196 + 10])), "l"(v_97), "r"(1)); }
    const unsigned long long v_98 = tl::wgmma_desc_at<128, 16, 1024>((A_s + (v_34) * 64), 260);
    { float* tl_acc = C_f; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %13, 0;\nwgmma.mma_async.sync.aligned.m64n16k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9, %10, %11}, %12, p, 1, 1, 0;\n}\n" : "+f"(tl_acc[0 + 0]), "+f"(tl_acc[0 + 1]), "+f"(tl_acc[0 + 2]), "+f"(tl_acc[0 + 3]), "+f"(tl_acc[0 + 4]), "+f"(tl_acc[0 + 5]), "+f"(tl_acc[0 + 6]), "+f"(tl_acc[0 + 7]) : "r"(*reinterpret_cast<const unsigned*>(&B_f[80 + 0])), "r"(*reinterpret_cast<const unsigned*>(&B_f[80 + 8])), "r"(*reinterpret_cast<const unsigned*>(&B_f[80 + 2])), "r"(*reinterpret_cast<const unsigned*>(&B_f[80 + 10])), "l"(v_98), "r"(1)); }
    { float* tl_acc = C_f; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %13, 0;\nwgmma.mma_async.sync.aligned.m64n16k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9, %10, %11}, %12, p, 1, 1, 0;\n}\n" : "+f"(tl_acc[8 + 0]), "+f"(tl_acc[8 + 1]), "+f"(tl_acc[8 + 2]), "+f"(tl_acc[8 + 3]), "+f"(tl_acc[8 + 4]), "+f"(tl_acc[8 + 5]), "+f"(tl_acc[8 + 6]), "+f"(tl_acc[8 + 7]) : "r"(*reinterpret_cast<const unsigned*>(&B_f[208 + 0])), "r"(*reinterpret_cast<const unsigned*>(&B_f[208 + 8])), "r"(*reinterpret_cast<const unsigned*>(&B_f[208 + 2])), "r"(*reinterpret_cast<const unsigned*>(&B_f[208 + 10])), "l"(v_98), "r"(1)); }
    const unsigned long long v_99 = tl::wgmma_desc_at<128, 16, 1024>((A_s + (v_34) * 64), 262);
    { float* tl_acc = C_f; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %13, 0;\nwgmma.mma_async.sync.aligned.m64n16k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9, %10, %11}, %12, p, 1, 1, 0;\n}\n" : "+f"(tl_acc[0 + 0]), "+f"(tl_acc[0 + 1]), "+f"(tl_acc[0 + 2]), "+f"(tl_acc[0 + 3]), "+f"(tl_acc[0 + 4]), "+f"(tl_acc[0 + 5]), "+f"(tl_acc[0 + 6]), "+f"(tl_acc[0 + 7]) : "r"(*reinterpret_cast<const unsigned*>(&B_f[84 + 0])), "r"(*reinterpret_cast<const unsigned*>(&B_f[84 + 8])), "r"(*reinterpret_cast<const unsigned*>(&B_f[84 + 2])), "r"(*reinterpret_cast<const unsigned*>(&B_f[84 + 10])), "l"(v_99), "r"(1)); }
    { float* tl_acc = C_f; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %13, 0;\nwgmma.mma_async.sync.aligned.m64n16k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9, %10, %11}, %12, p, 1, 1, 0;\n}\n" : "+f"(tl_acc[8 + 0]), "+f"(tl_acc[8 + 1]), "+f"(tl_acc[8 + 2]), "+f"(tl_acc[8 + 3]), "+f"(tl_acc[8 + 4]), "+f"(tl_acc[8 + 5]), "+f"(tl_acc[8 + 6]), "+f"(tl_acc[8 + 7]) : "r"(*reinterpret_cast<const unsigned*>(&B_f[212 + 0])), "r"(*reinterpret_cast<const unsigned*>(&B_f[212 + 8])), "r"(*reinterpret_cast<const unsigned*>(&B_f[212 + 2])), "r"(*reinterpret_cast<const unsigned*>(&B_f[212 + 10])), "l"(v_99), "r"(1)); }
    const int v_100 = (v_34 + 48);
    const unsigned long long v_101 = tl::wgmma_desc_at<128, 16, 1024>((A_s + (v_34) * 64), 384);
    { float* tl_acc = C_f; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %13, 0;\nwgmma.mma_async.sync.aligned.m64n16k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9, %10, %11}, %12, p, 1, 1, 0;\n}\n" : "+f"(tl_acc[0 + 0]), "+f"(tl_acc[0 + 1]), "+f"(tl_acc[0 + 2]), "+f"(tl_acc[0 + 3]), "+f"(tl_acc[0 + 4]), "+f"(tl_acc[0 + 5]), "+f"(tl_acc[0 + 6]), "+f"(tl_acc[0 + 7]) : "r"(*reinterpret_cast<const unsigned*>(&B_f[96 + 0])), "r"(*reinterpret_cast<const unsigned*>(&B_f[96 + 8])), "r"(*reinterpret_cast<const unsigned*>(&B_f[96 + 2])), "r"(*reinterpret_cast<const unsigned*>(&B_f[96 + 10])), "l"(v_101), "r"(1)); }
    { float* tl_acc = C_f; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %13, 0;\nwgmma.mma_async.sync.aligned.m64n16k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9, %10, %11}, %12, p, 1, 1, 0;\n}\n" : "+f"(tl_acc[8 + 0]), "+f"(tl_acc[8 + 1]), "+f"(tl_acc[8 + 2]), "+f"(tl_acc[8 + 3]), "+f"(tl_acc[8 + 4]), "+f"(tl_acc[8 + 5]), "+f"(tl_acc[8 + 6]), "+f"(tl_acc[8 + 7]) : "r"(*reinterpret_cast<const unsigned*>(&B_f[224 + 0])), "r"(*reinterpret_cast<const unsigned*>(&B_f[224 + 8])), "r"(*reinterpret_cast<const unsigned*>(&B_f[224 + 2])), "r"(*reinterpret_cast<const unsigned*>(&B_f[224 + 10])), "l"(v_101), "r"(1)); }
    const unsigned long long v_102 = tl::wgmma_desc_at<128, 16, 1024>((A_s + (v_34) * 64), 386);
    { float* tl_acc = C_f; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %13, 0;\nwgmma.mma_async.sync.aligned.m64n16k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9, %10, %11}, %12, p, 1, 1, 0;\n}\n" : "+f"(tl_acc[0 + 0]), "+f"(tl_acc[0 + 1]), "+f"(tl_acc[0 + 2]), "+f"(tl_acc[0 + 3]), "+f"(tl_acc[0 + 4]), "+f"(tl_acc[0 + 5]), "+f"(tl_acc[0 + 6]), "+f"(tl_acc[0 + 7]) : "r"(*reinterpret_cast<const unsigned*>(&B_f[100 + 0])), "r"(*reinterpret_cast<const unsigned*>(&B_f[100 + 8])), "r"(*reinterpret_cast<const unsigned*>(&B_f[100 + 2])), "r"(*reinterpret_cast<const unsigned*>(&B_f[100 + 10])), "l"(v_102), "r"(1)); }
    { float* tl_acc = C_f; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %13, 0;\nwgmma.mma_async.sync.aligned.m64n16k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9, %10, %11}, %12, p, 1, 1, 0;\n}\n" : "+f"(tl_acc[8 + 0]), "+f"(tl_acc[8 + 1]), "+f"(tl_acc[8 + 2]), "+f"(tl_acc[8 + 3]), "+f"(tl_acc[8 + 4]), "+f"(tl_acc[8 + 5]), "+f"(tl_acc[8 + 6]), "+f"(tl_acc[8 + 7]) : "r"(*reinterpret_cast<const unsigned*>(&B_f[228 + 0])), "r"(*reinterpret_cast<const unsigned*>(&B_f[228 + 8])), "r"(*reinterpret_cast<const unsigned*>(&B_f[228 + 2])), "r"(*reinterpret_cast<const unsigned*>(&B_f[228 + 10])), "l"(v_102), "r"(1)); }
    const unsigned long long v_103 = tl::wgmma_desc_at<128, 16, 1024>((A_s + (v_34) * 64), 388);
    { float* tl_acc = C_f; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %13, 0;\nwgmma.mma_async.sync.aligned.m64n16k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9, %10, %11}, %12, p, 1, 1, 0;\n}\n" : "+f"(tl_acc[0 + 0]), "+f"(tl_acc[0 + 1]), "+f"(tl_acc[0 + 2]), "+f"(tl_acc[0 + 3]), "+f"(tl_acc[0 + 4]), "+f"(tl_acc[0 + 5]), "+f"(tl_acc[0 + 6]), "+f"(tl_acc[0 + 7]) : "r"(*reinterpret_cast<const unsigned*>(&B_f[112 + 0])), "r"(*reinterpret_cast<const unsigned*>(&B_f[112 + 8])), "r"(*reinterpret_cast<const unsigned*>(&B_f[112 + 2])), "r"(*reinterpret_cast<const unsigned*>(&B_f[112 + 10])), "l"(v_103), "r"(1)); }
    { float* tl_acc = C_f; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %13, 0;\nwgmma.mma_async.sync.aligned.m64n16k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9, %10, %11}, %12, p, 1, 1, 0;\n}\n" : "+f"(tl_acc[8 + 0]), "+f"(tl_acc[8 + 1]), "+f"(tl_acc[8 + 2]), "+f"(tl_acc[8 + 3]), "+f"(tl_acc[8 + 4]), "+f"(tl_acc[8 + 5]), "+f"(tl_acc[8 + 6]), "+f"(tl_acc[8 + 7]) : "r"(*reinterpret_cast<const unsigned*>(&B_f[240 + 0])), "r"(*reinterpret_cast<const unsigned*>(&B_f[240 + 8])), "r"(*reinterpret_cast<const unsigned*>(&B_f[240 + 2])), "r"(*reinterpret_cast<const unsigned*>(&B_f[240 + 10])), "l"(v_103), "r"(1)); }
    const unsigned long long v_104 = tl::wgmma_desc_at<128, 16, 1024>((A_s + (v_34) * 64), 390);
    { float* tl_acc = C_f; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %13, 0;\nwgmma.mma_async.sync.aligned.m64n16k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9, %10, %11}, %12, p, 1, 1, 0;\n}\n" : "+f"(tl_acc[0 + 0]), "+f"(tl_acc[0 + 1]), "+f"(tl_acc[0 + 2]), "+f"(tl_acc[0 + 3]), "+f"(tl_acc[0 + 4]), "+f"(tl_acc[0 + 5]), "+f"(tl_acc[0 + 6]), "+f"(tl_acc[0 + 7]) : "r"(*reinterpret_cast<const unsigned*>(&B_f[116 + 0])), "r"(*reinterpret_cast<const unsigned*>(&B_f[116 + 8])), "r"(*reinterpret_cast<const unsigned*>(&B_f[116 + 2])), "r"(*reinterpret_cast<const unsigned*>(&B_f[116 + 10])), "l"(v_104), "r"(1)); }
    { float* tl_acc = C_f; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %13, 0;\nwgmma.mma_async.sync.aligned.m64n16k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9, %10, %11}, %12, p, 1, 1, 0;\n}\n" : "+f"(tl_acc[8 + 0]), "+f"(tl_acc[8 + 1]), "+f"(tl_acc[8 + 2]), "+f"(tl_acc[8 + 3]), "+f"(tl_acc[8 + 4]), "+f"(tl_acc[8 + 5]), "+f"(tl_acc[8 + 6]), "+f"(tl_acc[8 + 7]) : "r"(*reinterpret_cast<const unsigned*>(&B_f[244 + 0])), "r"(*reinterpret_cast<const unsigned*>(&B_f[244 + 8])), "r"(*reinterpret_cast<const unsigned*>(&B_f[244 + 2])), "r"(*reinterpret_cast<const unsigned*>(&B_f[244 + 10])), "l"(v_104), "r"(1)); }
    tl::wgmma_commit();
#line 469 "tilelang/ops/lowbit_kernels.py"
    const int v_105 = (ko + 2);
    const bool v_106 = (r == 0);
    const int v_107 = (r - 1);
    const int v_108 = (v_106 ? 2 : v_107);
    const bool v_109 = (v_105 < 32);
    if (v_109) {
      const int v_110 = tl::min(v_105, 31);
#line 470 "tilelang/ops/lowbit_kernels.py"
      const int v_111 = (v_2 + v_110);
      const int k0_2 = (v_111 * 256);
#line 401 "tilelang/ops/lowbit_kernels.py"
      const int g0_1 = (k0_2 / 128);
#line 402 "tilelang/ops/lowbit_kernels.py"
      const int v_112 = (k0_2 * 4);
      const int v_113 = (v_112 / 8);
#line 469 "tilelang/ops/lowbit_kernels.py"
      const int v_114 = (v_108 * 64);
      const int v_115 = (v_108 * 128);
      const int v_116 = (v_108 * 2);
#line 400 "tilelang/ops/lowbit_kernels.py"
      if (v_4) {
        tl::mbar_expect_tx((tma_bar + v_108), 8192);
        tl::tma_load<2>((A_s + (v_114) * 64 + 0), &A_tmap, (tma_bar + v_108), k0_2, v_3);
        tl::tma_load<2>((unsigned char*)(A_s + (v_114) * 64 + 0) + 2048, &A_tmap, (tma_bar + v_108), k0_2 + 64, v_3);
        tl::tma_load<2>((unsigned char*)(A_s + (v_114) * 64 + 0) + 4096, &A_tmap, (tma_bar + v_108), k0_2 + 128, v_3);
        tl::tma_load<2>((unsigned char*)(A_s + (v_114) * 64 + 0) + 6144, &A_tmap, (tma_bar + v_108), k0_2 + 192, v_3);
      }
#line 402 "tilelang/ops/lowbit_kernels.py"
      if (v_4) {
        tl::mbar_expect_tx((tma_bar_1 + v_108), 16384);
        tl::tma_load<1>((B_s + (v_115) * 128 + 0), &B_tmap, (tma_bar_1 + v_108), v_113, v_5);
      }
#line 408 "tilelang/ops/lowbit_kernels.py"
      if (v_9) {
        const int v_117 = (tid % 16);
        const int v_118 = (tid / 16);
        const int v_119 = (v_118 % 2);
        const int v_120 = (v_117 * 8);
        const int v_121 = (v_119 + g0_1);
        const int v_122 = (v_120 + v_5);
        const int v_123 = (v_119 + v_116);
        tl::cp_async<16>((S_s + (v_123) * 128 + v_120), (Scales + (v_121) * 28672 + v_122), true);
      }
#line 469 "tilelang/ops/lowbit_kernels.py"
    }
    tl::cp_async_commit();
#line 447 "tilelang/ops/lowbit_kernels.py"
    tl::wgmma_wait<0, 16, 128>(C_f, B_f);
#line 469 "tilelang/ops/lowbit_kernels.py"
    const bool v_124 = (r == 2);
    const int v_125 = (v_107 + 2);
    const int v_126 = (v_124 ? 0 : v_125);
#line 484 "tilelang/ops/lowbit_kernels.py"
    r = v_126;
#line 469 "tilelang/ops/lowbit_kernels.py"
  }
  tl::cp_async_wait<0>();
  tl::wgmma_wait_defining<0, 16>(C_f);
#line 475 "tilelang/ops/lowbit_kernels.py"
  #pragma unroll
  for (int l_v_2 = 0; l_v_2 < 4; l_v_2 += 1) {
    const int v_127 = (l_v_2 * 4);
    const int v_128 = (l_v_2 % 2);
    const int v_129 = (v_128 * 8);
    const int v_130 = (v_129 + v_31);
    const int v_131 = (l_v_2 / 2);
    const int v_132 = (v_131 * 64);
    const int v_133 = (v_132 + v_27);
    const int v_134 = (v_133 + v_29);
    const int v_135 = (v_130 + v_3);
    const int v_136 = (v_134 + v_5);
    const tl::vec<float, 4> v_137 = *reinterpret_cast<const tl::vec<float, 4>*>((C_f + v_127));
    const float v_138 = v_137.v[0];
    const half v_139 = tl::cast<half>(v_138);
    C[(v_135) * 28672 + v_136] = v_139;
    const int v_140 = (v_135 + 1);
    const float v_141 = v_137.v[1];
    const half v_142 = tl::cast<half>(v_141);
    C[(v_140) * 28672 + v_136] = v_142;
    const int v_143 = (v_136 + 8);
    const float v_144 = v_137.v[2];
    const half v_145 = tl::cast<half>(v_144);
    C[(v_135) * 28672 + v_143] = v_145;
    const float v_146 = v_137.v[3];
    const half v_147 = tl::cast<half>(v_146);
    C[(v_140) * 28672 + v_143] = v_147;
  }
}
