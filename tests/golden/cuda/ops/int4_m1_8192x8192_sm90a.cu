// lowbit_matmul: a (1, 8192) float16, weight (8192, 8192) int4 prepared, group 128, no zeros; sm_90a
// plan: gemm {"block_M": 16, "block_N": 64, "block_K": 256, "num_stages": 3, "threads": 128, "split_k": 4, "swizzle": 0, "b_wgmma": true, "weight_eviction": "evict_first", "activation_eviction": "evict_last"}
// written by `python scripts/update_golden.py` (never by hand): the CUDA source after prelude.cuh and a blank line, #line paths repository-relative
#line 448 "tilelang/ops/lowbit_kernels.py"
extern "C" __global__ void __launch_bounds__(128) gemm_kernel(half* __restrict__ A, unsigned char* __restrict__ B, half* __restrict__ Scales, half* __restrict__ C, float* __restrict__ Work, int* __restrict__ Arrivals, const __grid_constant__ tl::TensorMap B_tmap) {
  extern __shared__ __align__(1024) unsigned char tl_smem[];
  const int tid = (int)threadIdx.x;
#line 374 "tilelang/ops/lowbit_kernels.py"
  unsigned long long* const tma_bar = reinterpret_cast<unsigned long long*>(tl_smem + 50176);
  if (threadIdx.x == 0 && threadIdx.y == 0 && threadIdx.z == 0) {
    for (int i = 0; i < 3; ++i) tl::mbar_init(tma_bar + i, 1);
    tl::fence_mbar_init();
  }
#line 334 "tilelang/ops/lowbit_kernels.py"
  half* const A_s = reinterpret_cast<half*>(tl_smem + 0);
#line 335 "tilelang/ops/lowbit_kernels.py"
  unsigned char* const B_s = reinterpret_cast<unsigned char*>(tl_smem + 24576);
#line 336 "tilelang/ops/lowbit_kernels.py"
  half* const S_s = reinterpret_cast<half*>(tl_smem + 49152);
#line 338 "tilelang/ops/lowbit_kernels.py"
  alignas(16) half B_f[128];
#line 339 "tilelang/ops/lowbit_kernels.py"
  tl::fence_proxy_async();
  __syncthreads();
#line 340 "tilelang/ops/lowbit_kernels.py"
  alignas(16) float C_f[8];
#line 432 "tilelang/ops/lowbit_kernels.py"
  #pragma unroll
  for (int l_v = 0; l_v < 2; l_v += 1) {
    const int v = (l_v * 4);
    const tl::vec<float, 4> v_1 = tl::vec<float, 4>{{0.0f, 0.0f, 0.0f, 0.0f}};
    *reinterpret_cast<tl::vec<float, 4>*>((C_f + v)) = v_1;
  }
#line 434 "tilelang/ops/lowbit_kernels.py"
  const int v_2 = ((int)blockIdx.z * 8);
  const int k0 = (v_2 * 256);
#line 369 "tilelang/ops/lowbit_kernels.py"
  const int v_3 = (k0 + 256);
  const bool v_4 = (tid < 32);
#line 373 "tilelang/ops/lowbit_kernels.py"
  const int g0 = (k0 / 128);
#line 374 "tilelang/ops/lowbit_kernels.py"
  const int v_5 = ((int)blockIdx.x * 64);
  const int v_6 = (k0 * 4);
  const int v_7 = (v_6 / 8);
  const bool v_8 = (tid == 0);
#line 380 "tilelang/ops/lowbit_kernels.py"
  const int v_9 = (g0 + 2);
  const bool v_10 = (tid < 16);
#line 369 "tilelang/ops/lowbit_kernels.py"
  if (v_4) {
    const int v_11 = (tid % 32);
    const int v_12 = (v_11 * 8);
    const int v_13 = (v_12 + k0);
    const int v_14 = (v_12 / 64);
    const int v_15 = (v_14 * 16);
    const int v_16 = (v_12 % 64);
    tl::cp_async<16>((A_s + (v_15) * 64 + v_16), (A + v_13), true);
  }
#line 374 "tilelang/ops/lowbit_kernels.py"
  if (v_8) {
    tl::mbar_expect_tx((tma_bar + 0), 8192);
    tl::tma_load<1>((B_s + (0) * 128 + 0), &B_tmap, (tma_bar + 0), v_7, v_5);
  }
#line 380 "tilelang/ops/lowbit_kernels.py"
  if (v_10) {
    const int v_17 = (tid % 8);
    const int v_18 = (tid / 8);
    const int v_19 = (v_18 % 2);
    const int v_20 = (v_17 * 8);
    const int v_21 = (v_19 + g0);
    const int v_22 = (v_20 + v_5);
    tl::cp_async<16>((S_s + (v_19) * 64 + v_20), (Scales + (v_21) * 8192 + v_22), true);
  }
#line 433 "tilelang/ops/lowbit_kernels.py"
  tl::cp_async_commit();
#line 374 "tilelang/ops/lowbit_kernels.py"
  const int v_23 = (v_3 * 4);
  const int v_24 = (v_23 / 8);
#line 369 "tilelang/ops/lowbit_kernels.py"
  if (v_4) {
    const int v_25 = (tid % 32);
    const int v_26 = (v_25 * 8);
    const int v_27 = (v_26 + v_3);
    const int v_28 = (v_26 / 64);
    const int v_29 = (v_28 * 16);
    const int v_30 = (v_26 % 64);
    const int v_31 = (v_29 + 64);
    tl::cp_async<16>((A_s + (v_31) * 64 + v_30), (A + v_27), true);
  }
#line 374 "tilelang/ops/lowbit_kernels.py"
  if (v_8) {
    tl::mbar_expect_tx((tma_bar + 1), 8192);
    tl::tma_load<1>((B_s + (64) * 128 + 0), &B_tmap, (tma_bar + 1), v_24, v_5);
  }
#line 380 "tilelang/ops/lowbit_kernels.py"
  if (v_10) {
    const int v_32 = (tid % 8);
    const int v_33 = (tid / 8);
    const int v_34 = (v_33 % 2);
    const int v_35 = (v_32 * 8);
    const int v_36 = (v_34 + v_9);
    const int v_37 = (v_35 + v_5);
    const int v_38 = (v_34 + 2);
    tl::cp_async<16>((S_s + (v_38) * 64 + v_35), (Scales + (v_36) * 8192 + v_37), true);
  }
#line 433 "tilelang/ops/lowbit_kernels.py"
  tl::cp_async_commit();
#line 385 "tilelang/ops/lowbit_kernels.py"
  const int v_39 = (tid / 32);
  const int v_40 = (v_39 * 16);
  const int v_41 = (tid % 32);
  const int v_42 = (v_41 / 4);
  const int v_43 = (tid % 4);
  const int v_44 = (v_43 * 2);
  const int v_45 = (v_43 * 8);
  const int v_46 = (v_42 * 32);
#line 433 "tilelang/ops/lowbit_kernels.py"
  int r = 0;
  for (int ko = 0; ko < 8; ko += 1) {
    tl::cp_async_wait<1>();
    tl::fence_proxy_async();
    __syncthreads();
    const int v_47 = (r * 64);
    const int v_48 = (r * 2);
    const int v_49 = (ko / 3);
    const int v_50 = (v_49 % 2);
#line 374 "tilelang/ops/lowbit_kernels.py"
    tl::mbar_wait((tma_bar + r), v_50);
#line 385 "tilelang/ops/lowbit_kernels.py"
    alignas(16) half dequant[128];
    #pragma unroll
    for (int g = 0; g < 16; g += 1) {
      const int v_51 = (g * 8);
      const int v_52 = (g % 2);
      const int v_53 = (v_52 * 8);
      const int v_54 = (v_40 + v_53);
      const int v_55 = (v_54 + v_42);
      const int v_56 = (v_51 / 16);
      const int v_57 = (v_56 * 32);
      const int v_58 = (v_57 + v_45);
      const int v_59 = (v_58 ^ v_46);
      const int v_60 = tl::floordiv(v_59, 8);
      const int v_61 = (v_60 * 4);
      const int v_62 = (v_55 + v_47);
      const unsigned v_63 = *reinterpret_cast<const unsigned*>((B_s + (v_62) * 128 + v_61));
      tl::dequant_i4<true>(dequant + v_51, v_63);
    }
    #pragma unroll
    for (int l_v_1 = 0; l_v_1 < 16; l_v_1 += 1) {
      const int v_64 = (l_v_1 * 8);
      const int v_65 = (l_v_1 % 2);
      const int v_66 = (v_65 * 8);
      const int v_67 = (v_40 + v_66);
      const int v_68 = (v_67 + v_42);
      const int v_69 = (v_64 / 16);
      const int v_70 = (v_69 * 32);
      const int v_71 = (v_70 + v_44);
#line 393 "tilelang/ops/lowbit_kernels.py"
      const tl::vec<half, 8> v_72 = *reinterpret_cast<const tl::vec<half, 8>*>((dequant + v_64));
      const half v_73 = v_72.v[0];
#line 399 "tilelang/ops/lowbit_kernels.py"
      const int v_74 = (v_71 / 128);
      const int v_75 = (v_74 + v_48);
      const half v_76 = S_s[(v_75) * 64 + v_68];
      const half v_77 = tl::mul(v_73, v_76);
#line 393 "tilelang/ops/lowbit_kernels.py"
      const half v_78 = v_72.v[1];
#line 399 "tilelang/ops/lowbit_kernels.py"
      const half v_79 = tl::mul(v_78, v_76);
#line 393 "tilelang/ops/lowbit_kernels.py"
      const half v_80 = v_72.v[2];
#line 399 "tilelang/ops/lowbit_kernels.py"
      const half v_81 = tl::mul(v_80, v_76);
#line 393 "tilelang/ops/lowbit_kernels.py"
      const half v_82 = v_72.v[3];
#line 399 "tilelang/ops/lowbit_kernels.py"
      const half v_83 = tl::mul(v_82, v_76);
#line 393 "tilelang/ops/lowbit_kernels.py"
      const half v_84 = v_72.v[4];
#line 399 "tilelang/ops/lowbit_kernels.py"
      const half v_85 = tl::mul(v_84, v_76);
#line 393 "tilelang/ops/lowbit_kernels.py"
      const half v_86 = v_72.v[5];
#line 399 "tilelang/ops/lowbit_kernels.py"
      const half v_87 = tl::mul(v_86, v_76);
#line 393 "tilelang/ops/lowbit_kernels.py"
      const half v_88 = v_72.v[6];
#line 399 "tilelang/ops/lowbit_kernels.py"
      const half v_89 = tl::mul(v_88, v_76);
#line 393 "tilelang/ops/lowbit_kernels.py"
      const half v_90 = v_72.v[7];
#line 399 "tilelang/ops/lowbit_kernels.py"
      const half v_91 = tl::mul(v_90, v_76);
#line 385 "tilelang/ops/lowbit_kernels.py"
      const tl::vec<half, 8> v_92 = tl::vec<half, 8>{{v_77, v_79, v_81, v_83, v_85, v_87, v_89, v_91}};
      *reinterpret_cast<tl::vec<half, 8>*>((B_f + v_64)) = v_92;
    }
#line 411 "tilelang/ops/lowbit_kernels.py"
    tl::wgmma_fence<8, 64>(C_f, B_f);
    const unsigned long long v_93 = tl::wgmma_desc<128, 16, 1024>((A_s + (v_47) * 64 + 0));
    asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %13, 0;\nwgmma.mma_async.sync.aligned.m64n16k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9, %10, %11}, %12, p, 1, 1, 0;\n}\n" : "+f"(C_f[0 + 0]), "+f"(C_f[0 + 1]), "+f"(C_f[0 + 2]), "+f"(C_f[0 + 3]), "+f"(C_f[0 + 4]), "+f"(C_f[0 + 5]), "+f"(C_f[0 + 6]), "+f"(C_f[0 + 7]) : "r"(*reinterpret_cast<const unsigned*>(&B_f[0 + 0])), "r"(*reinterpret_cast<const unsigned*>(&B_f[0 + 8])), "r"(*reinterpret_cast<const unsigned*>(&B_f[0 + 2])), "r"(*reinterpret_cast<const unsigned*>(&B_f[0 + 10])), "l"(v_93), "r"(1));
    const unsigned long long v_94 = tl::wgmma_desc<128, 16, 1024>((A_s + (v_47) * 64 + 16));
    asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %13, 0;\nwgmma.mma_async.sync.aligned.m64n16k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9, %10, %11}, %12, p, 1, 1, 0;\n}\n" : "+f"(C_f[0 + 0]), "+f"(C_f[0 + 1]), "+f"(C_f[0 + 2]), "+f"(C_f[0 + 3]), "+f"(C_f[0 + 4]), "+f"(C_f[0 + 5]), "+f"(C_f[0 + 6]), "+f"(C_f[0 + 7]) : "r"(*reinterpret_cast<const unsigned*>(&B_f[4 + 0])), "r"(*reinterpret_cast<const unsigned*>(&B_f[4 + 8])), "r"(*reinterpret_cast<const unsigned*>(&B_f[4 + 2])), "r"(*reinterpret_cast<const unsigned*>(&B_f[4 + 10])), "l"(v_94), "r"(1));
    const unsigned long long v_95 = tl::wgmma_desc<128, 16, 1024>((A_s + (v_47) * 64 + 32));
    asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %13, 0;\nwgmma.mma_async.sync.aligned.m64n16k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9, %10, %11}, %12, p, 1, 1, 0;\n}\n" : "+f"(C_f[0 + 0]), "+f"(C_f[0 + 1]), "+f"(C_f[0 + 2]), "+f"(C_f[0 + 3]), "+f"(C_f[0 + 4]), "+f"(C_f[0 + 5]), "+f"(C_f[0 + 6]), "+f"(C_f[0 + 7]) : "r"(*reinterpret_cast<const unsigned*>(&B_f[16 + 0])), "r"(*reinterpret_cast<const unsigned*>(&B_f[16 + 8])), "r"(*reinterpret_cast<const unsigned*>(&B_f[16 + 2])), "r"(*reinterpret_cast<const unsigned*>(&B_f[16 + 10])), "l"(v_95), "r"(1));
    const unsigned long long v_96 = tl::wgmma_desc<128, 16, 1024>((A_s + (v_47) * 64 + 48));
    asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %13, 0;\nwgmma.mma_async.sync.aligned.m64n16k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9, %10, %11}, %12, p, 1, 1, 0;\n}\n" : "+f"(C_f[0 + 0]), "+f"(C_f[0 + 1]), "+f"(C_f[0 + 2]), "+f"(C_f[0 + 3]), "+f"(C_f[0 + 4]), "+f"(C_f[0 + 5]), "+f"(C_f[0 + 6]), "+f"(C_f[0 + 7]) : "r"(*reinterpret_cast<const unsigned*>(&B_f[20 + 0])), "r"(*reinterpret_cast<const unsigned*>(&B_f[20 + 8])), "r"(*reinterpret_cast<const unsigned*>(&B_f[20 + 2])), "r"(*reinterpret_cast<const unsigned*>(&B_f[20 + 10])), "l"(v_96), "r"(1));
    const int v_97 = (v_47 + 16);
    const unsigned long long v_98 = tl::wgmma_desc<128, 16, 1024>((A_s + (v_97) * 64 + 0));
    asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %13, 0;\nwgmma.mma_async.sync.aligned.m64n16k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9, %10, %11}, %12, p, 1, 1, 0;\n}\n" : "+f"(C_f[0 + 0]), "+f"(C_f[0 + 1]), "+f"(C_f[0 + 2]), "+f"(C_f[0 + 3]), "+f"(C_f[0 + 4]), "+f"(C_f[0 + 5]), "+f"(C_f[0 + 6]), "+f"(C_f[0 + 7]) : "r"(*reinterpret_cast<const unsigned*>(&B_f[32 + 0])), "r"(*reinterpret_cast<const unsigned*>(&B_f[32 + 8])), "r"(*reinterpret_cast<const unsigned*>(&B_f[32 + 2])), "r"(*reinterpret_cast<const unsigned*>(&B_f[32 + 10])), "l"(v_98), "r"(1));
    const unsigned long long v_99 = tl::wgmma_desc<128, 16, 1024>((A_s + (v_97) * 64 + 16));
    asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %13, 0;\nwgmma.mma_async.sync.aligned.m64n16k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9, %10, %11}, %12, p, 1, 1, 0;\n}\n" : "+f"(C_f[0 + 0]), "+f"(C_f[0 + 1]), "+f"(C_f[0 + 2]), "+f"(C_f[0 + 3]), "+f"(C_f[0 + 4]), "+f"(C_f[0 + 5]), "+f"(C_f[0 + 6]), "+f"(C_f[0 + 7]) : "r"(*reinterpret_cast<const unsigned*>(&B_f[36 + 0])), "r"(*reinterpret_cast<const unsigned*>(&B_f[36 + 8])), "r"(*reinterpret_cast<const unsigned*>(&B_f[36 + 2])), "r"(*reinterpret_cast<const unsigned*>(&B_f[36 + 10])), "l"(v_99), "r"(1));
    const unsigned long long v_100 = tl::wgmma_desc<128, 16, 1024>((A_s + (v_97) * 64 + 32));
    asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %13, 0;\nwgmma.mma_async.sync.aligned.m64n16k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9, %10, %11}, %12, p, 1, 1, 0;\n}\n" : "+f"(C_f[0 + 0]), "+f"(C_f[0 + 1]), "+f"(C_f[0 + 2]), "+f"(C_f[0 + 3]), "+f"(C_f[0 + 4]), "+f"(C_f[0 + 5]), "+f"(C_f[0 + 6]), "+f"(C_f[0 + 7]) : "r"(*reinterpret_cast<const unsigned*>(&B_f[48 + 0])), "r"(*reinterpret_cast<const unsigned*>(&B_f[48 + 8])), "r"(*reinterpret_cast<const unsigned*>(&B_f[48 + 2])), "r"(*reinterpret_cast<const unsigned*>(&B_f[48 + 10])), "l"(v_100), "r"(1));
    const unsigned long long v_101 = tl::wgmma_desc<128, 16, 1024>((A_s + (v_97) * 64 + 48));
    asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %13, 0;\nwgmma.mma_async.sync.aligned.m64n16k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9, %10, %11}, %12, p, 1, 1, 0;\n}\n" : "+f"(C_f[0 + 0]), "+f"(C_f[0 + 1]), "+f"(C_f[0 + 2]), "+f"(C_f[0 + 3]), "+f"(C_f[0 + 4]), "+f"(C_f[0 + 5]), "+f"(C_f[0 + 6]), "+f"(C_f[0 + 7]) : "r"(*reinterpret_cast<const unsigned*>(&B_f[52 + 0])), "r"(*reinterpret_cast<const unsigned*>(&B_f[52 + 8])), "r"(*reinterpret_cast<const unsigned*>(&B_f[52 + 2])), "r"(*reinterpret_cast<const unsigned*>(&B_f[52 + 10])), "l"(v_101), "r"(1));
    const int v_102 = (v_47 + 32);
    const unsigned long long v_103 = tl::wgmma_desc<128, 16, 1024>((A_s + (v_102) * 64 + 0));
    asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %13, 0;\nwgmma.mma_async.sync.aligned.m64n16k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9, %10, %11}, %12, p, 1, 1, 0;\n}\n" : "+f"(C_f[0 + 0]), "+f"(C_f[0 + 1]), "+f"(C_f[0 + 2]), "+f"(C_f[0 + 3]), "+f"(C_f[0 + 4]), "+f"(C_f[0 + 5]), "+f"(C_f[0 + 6]), "+f"(C_f[0 + 7]) : "r"(*reinterpret_cast<const unsigned*>(&B_f[64 + 0])), "r"(*reinterpret_cast<const unsigned*>(&B_f[64 + 8])), "r"(*reinterpret_cast<const unsigned*>(&B_f[64 + 2])), "r"(*reinterpret_cast<const unsigned*>(&B_f[64 + 10])), "l"(v_103), "r"(1));
    const unsigned long long v_104 = tl::wgmma_desc<128, 16, 1024>((A_s + (v_102) * 64 + 16));
    asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %13, 0;\nwgmma.mma_async.sync.aligned.m64n16k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9, %10, %11}, %12, p, 1, 1, 0;\n}\n" : "+f"(C_f[0 + 0]), "+f"(C_f[0 + 1]), "+f"(C_f[0 + 2]), "+f"(C_f[0 + 3]), "+f"(C_f[0 + 4]), "+f"(C_f[0 + 5]), "+f"(C_f[0 + 6]), "+f"(C_f[0 + 7]) : "r"(*reinterpret_cast<const unsigned*>(&B_f[68 + 0])), "r"(*reinterpret_cast<const unsigned*>(&B_f[68 + 8])), "r"(*reinterpret_cast<const unsigned*>(&B_f[68 + 2])), "r"(*reinterpret_cast<const unsigned*>(&B_f[68 + 10])), "l"(v_104), "r"(1));
    const unsigned long long v_105 = tl::wgmma_desc<128, 16, 1024>((A_s + (v_102) * 64 + 32));
    asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %13, 0;\nwgmma.mma_async.sync.aligned.m64n16k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9, %10, %11}, %12, p, 1, 1, 0;\n}\n" : "+f"(C_f[0 + 0]), "+f"(C_f[0 + 1]), "+f"(C_f[0 + 2]), "+f"(C_f[0 + 3]), "+f"(C_f[0 + 4]), "+f"(C_f[0 + 5]), "+f"(C_f[0 + 6]), "+f"(C_f[0 + 7]) : "r"(*reinterpret_cast<const unsigned*>(&B_f[80 + 0])), "r"(*reinterpret_cast<const unsigned*>(&B_f[80 + 8])), "r"(*reinterpret_cast<const unsigned*>(&B_f[80 + 2])), "r"(*reinterpret_cast<const unsigned*>(&B_f[80 + 10])), "l"(v_105), "r"(1));
    const unsigned long long v_106 = tl::wgmma_desc<128, 16, 1024>((A_s + (v_102) * 64 + 48));
    asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %13, 0;\nwgmma.mma_async.sync.aligned.m64n16k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9, %10, %11}, %12, p, 1, 1, 0;\n}\n" : "+f"(C_f[0 + 0]), "+f"(C_f[0 + 1]), "+f"(C_f[0 + 2]), "+f"(C_f[0 + 3]), "+f"(C_f[0 + 4]), "+f"(C_f[0 + 5]), "+f"(C_f[0 + 6]), "+f"(C_f[0 + 7]) : "r"(*reinterpret_cast<const unsigned*>(&B_f[84 + 0])), "r"(*reinterpret_cast<const unsigned*>(&B_f[84 + 8])), "r"(*reinterpret_cast<const unsigned*>(&B_f[84 + 2])), "r"(*reinterpret_cast<const unsigned*>(&B_f[84 + 10])), "l"(v_106), "r"(1));
    const int v_107 = (v_47 + 48);
    const unsigned long long v_108 = tl::wgmma_desc<128, 16, 1024>((A_s + (v_107) * 64 + 0));
    asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %13, 0;\nwgmma.mma_async.sync.aligned.m64n16k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9, %10, %11}, %12, p, 1, 1, 0;\n}\n" : "+f"(C_f[0 + 0]), "+f"(C_f[0 + 1]), "+f"(C_f[0 + 2]), "+f"(C_f[0 + 3]), "+f"(C_f[0 + 4]), "+f"(C_f[0 + 5]), "+f"(C_f[0 + 6]), "+f"(C_f[0 + 7]) : "r"(*reinterpret_cast<const unsigned*>(&B_f[96 + 0])), "r"(*reinterpret_cast<const unsigned*>(&B_f[96 + 8])), "r"(*reinterpret_cast<const unsigned*>(&B_f[96 + 2])), "r"(*reinterpret_cast<const unsigned*>(&B_f[96 + 10])), "l"(v_108), "r"(1));
    const unsigned long long v_109 = tl::wgmma_desc<128, 16, 1024>((A_s + (v_107) * 64 + 16));
    asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %13, 0;\nwgmma.mma_async.sync.aligned.m64n16k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9, %10, %11}, %12, p, 1, 1, 0;\n}\n" : "+f"(C_f[0 + 0]), "+f"(C_f[0 + 1]), "+f"(C_f[0 + 2]), "+f"(C_f[0 + 3]), "+f"(C_f[0 + 4]), "+f"(C_f[0 + 5]), "+f"(C_f[0 + 6]), "+f"(C_f[0 + 7]) : "r"(*reinterpret_cast<const unsigned*>(&B_f[100 + 0])), "r"(*reinterpret_cast<const unsigned*>(&B_f[100 + 8])), "r"(*reinterpret_cast<const unsigned*>(&B_f[100 + 2])), "r"(*reinterpret_cast<const unsigned*>(&B_f[100 + 10])), "l"(v_109), "r"(1));
    const unsigned long long v_110 = tl::wgmma_desc<128, 16, 1024>((A_s + (v_107) * 64 + 32));
    asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %13, 0;\nwgmma.mma_async.sync.aligned.m64n16k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9, %10, %11}, %12, p, 1, 1, 0;\n}\n" : "+f"(C_f[0 + 0]), "+f"(C_f[0 + 1]), "+f"(C_f[0 + 2]), "+f"(C_f[0 + 3]), "+f"(C_f[0 + 4]), "+f"(C_f[0 + 5]), "+f"(C_f[0 + 6]), "+f"(C_f[0 + 7]) : "r"(*reinterpret_cast<const unsigned*>(&B_f[112 + 0])), "r"(*reinterpret_cast<const unsigned*>(&B_f[112 + 8])), "r"(*reinterpret_cast<const unsigned*>(&B_f[112 + 2])), "r"(*reinterpret_cast<const unsigned*>(&B_f[112 + 10])), "l"(v_110), "r"(1));
    const unsigned long long v_111 = tl::wgmma_desc<128, 16, 1024>((A_s + (v_107) * 64 + 48));
    asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %13, 0;\nwgmma.mma_async.sync.aligned.m64n16k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9, %10, %11}, %12, p, 1, 1, 0;\n}\n" : "+f"(C_f[0 + 0]), "+f"(C_f[0 + 1]), "+f"(C_f[0 + 2]), "+f"(C_f[0 + 3]), "+f"(C_f[0 + 4]), "+f"(C_f[0 + 5]), "+f"(C_f[0 + 6]), "+f"(C_f[0 + 7]) : "r"(*reinterpret_cast<const unsigned*>(&B_f[116 + 0])), "r"(*reinterpret_cast<const unsigned*>(&B_f[116 + 8])), "r"(*reinterpret_cast<const unsigned*>(&B_f[116 + 2])), "r"(*reinterpret_cast<const unsigned*>(&B_f[116 + 10])), "l"(v_111), "r"(1));
    tl::wgmma_commit();
#line 433 "tilelang/ops/lowbit_kernels.py"
    const int v_112 = (ko + 2);
    const bool v_113 = (r == 0);
    const int v_114 = (r - 1);
    const int v_115 = (v_113 ? 2 : v_114);
    const bool v_116 = (v_112 < 8);
    if (v_116) {
      const int v_117 = tl::min(v_112, 7);
#line 434 "tilelang/ops/lowbit_kernels.py"
      const int v_118 = (v_2 + v_117);
      const int k0_1 = (v_118 * 256);
#line 373 "tilelang/ops/lowbit_kernels.py"
      const int g0_1 = (k0_1 / 128);
#line 374 "tilelang/ops/lowbit_kernels.py"
      const int v_119 = (k0_1 * 4);
      const int v_120 = (v_119 / 8);
#line 433 "tilelang/ops/lowbit_kernels.py"
      const int v_121 = (v_115 * 64);
      const int v_122 = (v_115 * 2);
#line 369 "tilelang/ops/lowbit_kernels.py"
      if (v_4) {
        const int v_123 = (v_41 * 8);
        const int v_124 = (v_123 + k0_1);
        const int v_125 = (v_123 / 64);
        const int v_126 = (v_125 * 16);
        const int v_127 = (v_123 % 64);
        const int v_128 = (v_126 + v_121);
        tl::cp_async<16>((A_s + (v_128) * 64 + v_127), (A + v_124), true);
      }
#line 374 "tilelang/ops/lowbit_kernels.py"
      if (v_8) {
        tl::mbar_expect_tx((tma_bar + v_115), 8192);
        tl::tma_load<1>((B_s + (v_121) * 128 + 0), &B_tmap, (tma_bar + v_115), v_120, v_5);
      }
#line 380 "tilelang/ops/lowbit_kernels.py"
      if (v_10) {
        const int v_129 = (tid % 8);
        const int v_130 = (tid / 8);
        const int v_131 = (v_130 % 2);
        const int v_132 = (v_129 * 8);
        const int v_133 = (v_131 + g0_1);
        const int v_134 = (v_132 + v_5);
        const int v_135 = (v_131 + v_122);
        tl::cp_async<16>((S_s + (v_135) * 64 + v_132), (Scales + (v_133) * 8192 + v_134), true);
      }
#line 433 "tilelang/ops/lowbit_kernels.py"
    }
    tl::cp_async_commit();
#line 411 "tilelang/ops/lowbit_kernels.py"
    tl::wgmma_wait<0, 8, 64>(C_f, B_f);
#line 433 "tilelang/ops/lowbit_kernels.py"
    const bool v_136 = (r == 2);
    const int v_137 = (v_114 + 2);
    const int v_138 = (v_136 ? 0 : v_137);
#line 448 "tilelang/ops/lowbit_kernels.py"
    r = v_138;
#line 433 "tilelang/ops/lowbit_kernels.py"
  }
  tl::cp_async_wait<0>();
#line 437 "tilelang/ops/lowbit_kernels.py"
  const int v_139 = ((int)blockIdx.y * 16);
  float* const split_k_tile = reinterpret_cast<float*>(tl_smem + 0);
  __syncthreads();
#line 433 "tilelang/ops/lowbit_kernels.py"
  tl::wgmma_wait_defining<0, 8>(C_f);
#line 437 "tilelang/ops/lowbit_kernels.py"
  const int v_140 = (v_40 + v_42);
  const int v_141 = (v_140 + 8);
  #pragma unroll
  for (int l_v_2 = 0; l_v_2 < 2; l_v_2 += 1) {
    const int v_142 = (l_v_2 * 4);
    const int v_143 = (l_v_2 * 8);
    const int v_144 = (v_143 + v_44);
    const tl::vec<float, 4> v_145 = *reinterpret_cast<const tl::vec<float, 4>*>((C_f + v_142));
    const float v_146 = v_145.v[0];
    split_k_tile[(v_144) * 64 + v_140] = v_146;
    const int v_147 = (v_144 + 1);
    const float v_148 = v_145.v[1];
    split_k_tile[(v_147) * 64 + v_140] = v_148;
    const float v_149 = v_145.v[2];
    split_k_tile[(v_144) * 64 + v_141] = v_149;
    const float v_150 = v_145.v[3];
    split_k_tile[(v_147) * 64 + v_141] = v_150;
  }
  __syncthreads();
  for (int k = 0; k < 2; k += 1) {
    const int v_151 = (k * 128);
    const int v_152 = (v_151 + tid);
    const int v_153 = (v_152 % 16);
    const int v_154 = (v_152 / 16);
    const int v_155 = (v_153 * 4);
    const int v_156 = (v_139 + v_154);
    const int v_157 = (v_5 + v_155);
    const bool v_158 = (v_156 < 1);
    if (v_158) {
      const tl::vec<float, 4> v_159 = *reinterpret_cast<const tl::vec<float, 4>*>((split_k_tile + (v_154) * 64 + v_155));
      *reinterpret_cast<tl::vec<float, 4>*>((Work + (((int)blockIdx.z) * 1 + v_156) * 8192 + v_157)) = v_159;
    }
  }
  __syncthreads();
  int* const split_k_last = reinterpret_cast<int*>(tl_smem + 0);
  if (v_8) {
    const int v_160 = tl::fetch_add_acq_rel((Arrivals + ((int)blockIdx.y) * 128 + (int)blockIdx.x), 1);
    split_k_last[0] = v_160;
  }
  tl::fence_proxy_async();
  __syncthreads();
  const int v_161 = split_k_last[0];
  const bool v_162 = (v_161 == 3);
  if (v_162) {
    for (int k_1 = 0; k_1 < 2; k_1 += 1) {
      const int v_163 = (k_1 * 128);
      const int v_164 = (v_163 + tid);
      const int v_165 = (v_164 % 16);
      const int v_166 = (v_164 / 16);
      const int v_167 = (v_165 * 4);
      const int v_168 = (v_139 + v_166);
      const int v_169 = (v_5 + v_167);
      const bool v_170 = (v_168 < 1);
      if (v_170) {
        const tl::vec<float, 4> v_171 = *reinterpret_cast<const tl::vec<float, 4>*>((Work + (v_168) * 8192 + v_169));
        const float v_172 = v_171.v[0];
        const tl::vec<float, 4> v_173 = *reinterpret_cast<const tl::vec<float, 4>*>((Work + ((1) * 1 + v_168) * 8192 + v_169));
        const float v_174 = v_173.v[0];
        const float v_175 = (v_172 + v_174);
        const tl::vec<float, 4> v_176 = *reinterpret_cast<const tl::vec<float, 4>*>((Work + ((2) * 1 + v_168) * 8192 + v_169));
        const float v_177 = v_176.v[0];
        const float v_178 = (v_175 + v_177);
        const tl::vec<float, 4> v_179 = *reinterpret_cast<const tl::vec<float, 4>*>((Work + ((3) * 1 + v_168) * 8192 + v_169));
        const float v_180 = v_179.v[0];
        const float v_181 = (v_178 + v_180);
        const half v_182 = tl::cast<half>(v_181);
        const float v_183 = v_171.v[1];
        const float v_184 = v_173.v[1];
        const float v_185 = (v_183 + v_184);
        const float v_186 = v_176.v[1];
        const float v_187 = (v_185 + v_186);
        const float v_188 = v_179.v[1];
        const float v_189 = (v_187 + v_188);
        const half v_190 = tl::cast<half>(v_189);
        const float v_191 = v_171.v[2];
        const float v_192 = v_173.v[2];
        const float v_193 = (v_191 + v_192);
        const float v_194 = v_176.v[2];
        const float v_195 = (v_193 + v_194);
        const float v_196 = v_179.v[2];
        const float v_197 = (v_195 + v_196);
        const half v_198 = tl::cast<half>(v_197);
        const float v_199 = v_171.v[3];
        const float v_200 = v_173.v[3];
        const float v_201 = (v_199 + v_200);
        const float v_202 = v_176.v[3];
        const float v_203 = (v_201 + v_202);
        const float v_204 = v_179.v[3];
        const float v_205 = (v_203 + v_204);
        const half v_206 = tl::cast<half>(v_205);
        const tl::vec<half, 4> v_207 = tl::vec<half, 4>{{v_182, v_190, v_198, v_206}};
        *reinterpret_cast<tl::vec<half, 4>*>((C + (v_168) * 8192 + v_169)) = v_207;
      }
    }
    if (v_8) {
      Arrivals[((int)blockIdx.y) * 128 + (int)blockIdx.x] = 0;
    }
  }
}
