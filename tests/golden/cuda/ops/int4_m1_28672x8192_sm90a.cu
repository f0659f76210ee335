// lowbit_matmul: a (1, 8192) float16, weight (28672, 8192) int4 prepared, group 128, no zeros; sm_90a
// plan: gemm {"block_M": 16, "block_N": 128, "block_K": 256, "num_stages": 3, "threads": 128, "split_k": 1, "swizzle": 0, "b_wgmma": true, "weight_eviction": "evict_first", "activation_eviction": "evict_last"}
// written by `python scripts/update_golden.py` (never by hand): the CUDA source after prelude.cuh and a blank line, #line paths repository-relative
#line 448 "tilelang/ops/lowbit_kernels.py"
extern "C" __global__ void __launch_bounds__(128) gemm_kernel(half* __restrict__ A, unsigned char* __restrict__ B, half* __restrict__ Scales, half* __restrict__ C, const __grid_constant__ tl::TensorMap B_tmap) {
  extern __shared__ __align__(1024) unsigned char tl_smem[];
  const int tid = (int)threadIdx.x;
#line 374 "tilelang/ops/lowbit_kernels.py"
  unsigned long long* const tma_bar = reinterpret_cast<unsigned long long*>(tl_smem + 75776);
  if (threadIdx.x == 0 && threadIdx.y == 0 && threadIdx.z == 0) {
    for (int i = 0; i < 3; ++i) tl::mbar_init(tma_bar + i, 1);
    tl::fence_mbar_init();
  }
#line 334 "tilelang/ops/lowbit_kernels.py"
  half* const A_s = reinterpret_cast<half*>(tl_smem + 49152);
#line 335 "tilelang/ops/lowbit_kernels.py"
  unsigned char* const B_s = reinterpret_cast<unsigned char*>(tl_smem + 0);
#line 336 "tilelang/ops/lowbit_kernels.py"
  half* const S_s = reinterpret_cast<half*>(tl_smem + 73728);
#line 338 "tilelang/ops/lowbit_kernels.py"
  alignas(16) half B_f[256];
#line 339 "tilelang/ops/lowbit_kernels.py"
  tl::fence_proxy_async();
  __syncthreads();
#line 340 "tilelang/ops/lowbit_kernels.py"
  alignas(16) float C_f[16];
#line 432 "tilelang/ops/lowbit_kernels.py"
  #pragma unroll
  for (int l_v = 0; l_v < 4; l_v += 1) {
    const int v = (l_v * 4);
    const tl::vec<float, 4> v_1 = tl::vec<float, 4>{{0.0f, 0.0f, 0.0f, 0.0f}};
    *reinterpret_cast<tl::vec<float, 4>*>((C_f + v)) = v_1;
  }
#line 434 "tilelang/ops/lowbit_kernels.py"
  const int v_2 = ((int)blockIdx.z * 32);
  const int k0 = (v_2 * 256);
#line 369 "tilelang/ops/lowbit_kernels.py"
  const int v_3 = (k0 + 256);
  const bool v_4 = (tid < 32);
#line 373 "tilelang/ops/lowbit_kernels.py"
  const int g0 = (k0 / 128);
#line 374 "tilelang/ops/lowbit_kernels.py"
  const int v_5 = ((int)blockIdx.x * 128);
  const int v_6 = (k0 * 4);
  const int v_7 = (v_6 / 8);
  const bool v_8 = (tid == 0);
#line 380 "tilelang/ops/lowbit_kernels.py"
  const int v_9 = (g0 + 2);
#line 369 "tilelang/ops/lowbit_kernels.py"
  if (v_4) {
    const int v_10 = (tid % 32);
    const int v_11 = (v_10 * 8);
    const int v_12 = (v_11 + k0);
    const int v_13 = (v_11 / 64);
    const int v_14 = (v_13 * 16);
    const int v_15 = (v_11 % 64);
    tl::cp_async<16>((A_s + (v_14) * 64 + v_15), (A + v_12), true);
  }
#line 374 "tilelang/ops/lowbit_kernels.py"
  if (v_8) {
    tl::mbar_expect_tx((tma_bar + 0), 16384);
    tl::tma_load<1>((B_s + (0) * 128 + 0), &B_tmap, (tma_bar + 0), v_7, v_5);
  }
#line 380 "tilelang/ops/lowbit_kernels.py"
  if (v_4) {
    const int v_16 = (tid % 16);
    const int v_17 = (tid / 16);
    const int v_18 = (v_17 % 2);
    const int v_19 = (v_16 * 8);
    const int v_20 = (v_18 + g0);
    const int v_21 = (v_19 + v_5);
    tl::cp_async<16>((S_s + (v_18) * 128 + v_19), (Scales + (v_20) * 28672 + v_21), true);
  }
#line 433 "tilelang/ops/lowbit_kernels.py"
  tl::cp_async_commit();
#line 374 "tilelang/ops/lowbit_kernels.py"
  const int v_22 = (v_3 * 4);
  const int v_23 = (v_22 / 8);
#line 369 "tilelang/ops/lowbit_kernels.py"
  if (v_4) {
    const int v_24 = (tid % 32);
    const int v_25 = (v_24 * 8);
    const int v_26 = (v_25 + v_3);
    const int v_27 = (v_25 / 64);
    const int v_28 = (v_27 * 16);
    const int v_29 = (v_25 % 64);
    const int v_30 = (v_28 + 64);
    tl::cp_async<16>((A_s + (v_30) * 64 + v_29), (A + v_26), true);
  }
#line 374 "tilelang/ops/lowbit_kernels.py"
  if (v_8) {
    tl::mbar_expect_tx((tma_bar + 1), 16384);
    tl::tma_load<1>((B_s + (128) * 128 + 0), &B_tmap, (tma_bar + 1), v_23, v_5);
  }
#line 380 "tilelang/ops/lowbit_kernels.py"
  if (v_4) {
    const int v_31 = (tid % 16);
    const int v_32 = (tid / 16);
    const int v_33 = (v_32 % 2);
    const int v_34 = (v_31 * 8);
    const int v_35 = (v_33 + v_9);
    const int v_36 = (v_34 + v_5);
    const int v_37 = (v_33 + 2);
    tl::cp_async<16>((S_s + (v_37) * 128 + v_34), (Scales + (v_35) * 28672 + v_36), true);
  }
#line 433 "tilelang/ops/lowbit_kernels.py"
  tl::cp_async_commit();
#line 385 "tilelang/ops/lowbit_kernels.py"
  const int v_38 = (tid / 32);
  const int v_39 = (v_38 * 16);
  const int v_40 = (tid % 32);
  const int v_41 = (v_40 / 4);
  const int v_42 = (tid % 4);
  const int v_43 = (v_42 * 2);
  const int v_44 = (v_42 * 8);
  const int v_45 = (v_41 * 32);
#line 433 "tilelang/ops/lowbit_kernels.py"
  int r = 0;
  for (int ko = 0; ko < 32; ko += 1) {
    tl::cp_async_wait<1>();
    tl::fence_proxy_async();
    __syncthreads();
    const int v_46 = (r * 64);
    const int v_47 = (r * 128);
    const int v_48 = (r * 2);
    const int v_49 = (ko / 3);
    const int v_50 = (v_49 % 2);
#line 374 "tilelang/ops/lowbit_kernels.py"
    tl::mbar_wait((tma_bar + r), v_50);
#line 385 "tilelang/ops/lowbit_kernels.py"
    alignas(16) half dequant[256];
    #pragma unroll
    for (int g = 0; g < 32; g += 1) {
      const int v_51 = (g * 8);
      const int v_52 = (v_51 / 128);
      const int v_53 = (v_52 * 64);
      const int v_54 = (v_53 + v_39);
      const int v_55 = (g % 2);
      const int v_56 = (v_55 * 8);
      const int v_57 = (v_54 + v_56);
      const int v_58 = (v_57 + v_41);
      const int v_59 = (v_51 / 16);
      const int v_60 = (v_59 % 8);
      const int v_61 = (v_60 * 32);
      const int v_62 = (v_61 + v_44);
      const int v_63 = (v_62 ^ v_45);
      const int v_64 = tl::floordiv(v_63, 8);
      const int v_65 = (v_64 * 4);
      const int v_66 = (v_58 + v_47);
      const unsigned v_67 = *reinterpret_cast<const unsigned*>((B_s + (v_66) * 128 + v_65));
      tl::dequant_i4<true>(dequant + v_51, v_67);
    }
    #pragma unroll
    for (int l_v_1 = 0; l_v_1 < 32; l_v_1 += 1) {
      const int v_68 = (l_v_1 * 8);
      const int v_69 = (v_68 / 128);
      const int v_70 = (v_69 * 64);
      const int v_71 = (v_70 + v_39);
      const int v_72 = (l_v_1 % 2);
      const int v_73 = (v_72 * 8);
      const int v_74 = (v_71 + v_73);
      const int v_75 = (v_74 + v_41);
      const int v_76 = (v_68 / 16);
      const int v_77 = (v_76 % 8);
      const int v_78 = (v_77 * 32);
      const int v_79 = (v_78 + v_43);
#line 393 "tilelang/ops/lowbit_kernels.py"
      const tl::vec<half, 8> v_80 = *reinterpret_cast<const tl::vec<half, 8>*>((dequant + v_68));
      const half v_81 = v_80.v[0];
#line 399 "tilelang/ops/lowbit_kernels.py"
      const int v_82 = (v_79 / 128);
      const int v_83 = (v_82 + v_48);
      const half v_84 = S_s[(v_83) * 128 + v_75];
      const half v_85 = tl::mul(v_81, v_84);
#line 393 "tilelang/ops/lowbit_kernels.py"
      const half v_86 = v_80.v[1];
#line 399 "tilelang/ops/lowbit_kernels.py"
      const half v_87 = tl::mul(v_86, v_84);
#line 393 "tilelang/ops/lowbit_kernels.py"
      const half v_88 = v_80.v[2];
#line 399 "tilelang/ops/lowbit_kernels.py"
      const half v_89 = tl::mul(v_88, v_84);
#line 393 "tilelang/ops/lowbit_kernels.py"
      const half v_90 = v_80.v[3];
#line 399 "tilelang/ops/lowbit_kernels.py"
      const half v_91 = tl::mul(v_90, v_84);
#line 393 "tilelang/ops/lowbit_kernels.py"
      const half v_92 = v_80.v[4];
#line 399 "tilelang/ops/lowbit_kernels.py"
      const half v_93 = tl::mul(v_92, v_84);
#line 393 "tilelang/ops/lowbit_kernels.py"
      const half v_94 = v_80.v[5];
#line 399 "tilelang/ops/lowbit_kernels.py"
      const half v_95 = tl::mul(v_94, v_84);
#line 393 "tilelang/ops/lowbit_kernels.py"
      const half v_96 = v_80.v[6];
#line 399 "tilelang/ops/lowbit_kernels.py"
      const half v_97 = tl::mul(v_96, v_84);
#line 393 "tilelang/ops/lowbit_kernels.py"
      const half v_98 = v_80.v[7];
#line 399 "tilelang/ops/lowbit_kernels.py"
      const half v_99 = tl::mul(v_98, v_84);
#line 385 "tilelang/ops/lowbit_kernels.py"
      const tl::vec<half, 8> v_100 = tl::vec<half, 8>{{v_85, v_87, v_89, v_91, v_93, v_95, v_97, v_99}};
      *reinterpret_cast<tl::vec<half, 8>*>((B_f + v_68)) = v_100;
    }
#line 411 "tilelang/ops/lowbit_kernels.py"
    tl::wgmma_fence<16, 128>(C_f, B_f);
    const unsigned long long v_101 = tl::wgmma_desc<128, 16, 1024>((A_s + (v_46) * 64 + 0));
    asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %13, 0;\nwgmma.mma_async.sync.aligned.m64n16k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9, %10, %11}, %12, p, 1, 1, 0;\n}\n" : "+f"(C_f[0 + 0]), "+f"(C_f[0 + 1]), "+f"(C_f[0 + 2]), "+f"(C_f[0 + 3]), "+f"(C_f[0 + 4]), "+f"(C_f[0 + 5]), "+f"(C_f[0 + 6]), "+f"(C_f[0 + 7]) : "r"(*reinterpret_cast<const unsigned*>(&B_f[0 + 0])), "r"(*reinterpret_cast<const unsigned*>(&B_f[0 + 8])), "r"(*reinterpret_cast<const unsigned*>(&B_f[0 + 2])), "r"(*reinterpret_cast<const unsigned*>(&B_f[0 + 10])), "l"(v_101), "r"(1));
    asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %13, 0;\nwgmma.mma_async.sync.aligned.m64n16k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9, %10, %11}, %12, p, 1, 1, 0;\n}\n" : "+f"(C_f[8 + 0]), "+f"(C_f[8 + 1]), "+f"(C_f[8 + 2]), "+f"(C_f[8 + 3]), "+f"(C_f[8 + 4]), "+f"(C_f[8 + 5]), "+f"(C_f[8 + 6]), "+f"(C_f[8 + 7]) : "r"(*reinterpret_cast<const unsigned*>(&B_f[128 + 0])), "r"(*reinterpret_cast<const unsigned*>(&B_f[128 + 8])), "r"(*reinterpret_cast<const unsigned*>(&B_f[128 + 2])), "r"(*reinterpret_cast<const unsigned*>(&B_f[128 + 10])), "l"(v_101), "r"(1));
    const unsigned long long v_102 = tl::wgmma_desc<128, 16, 1024>((A_s + (v_46) * 64 + 16));
    asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %13, 0;\nwgmma.mma_async.sync.aligned.m64n16k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9, %10, %11}, %12, p, 1, 1, 0;\n}\n" : "+f"(C_f[0 + 0]), "+f"(C_f[0 + 1]), "+f"(C_f[0 + 2]), "+f"(C_f[0 + 3]), "+f"(C_f[0 + 4]), "+f"(C_f[0 + 5]), "+f"(C_f[0 + 6]), "+f"(C_f[0 + 7]) : "r"(*reinterpret_cast<const unsigned*>(&B_f[4 + 0])), "r"(*reinterpret_cast<const unsigned*>(&B_f[4 + 8])), "r"(*reinterpret_cast<const unsigned*>(&B_f[4 + 2])), "r"(*reinterpret_cast<const unsigned*>(&B_f[4 + 10])), "l"(v_102), "r"(1));
    asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %13, 0;\nwgmma.mma_async.sync.aligned.m64n16k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9, %10, %11}, %12, p, 1, 1, 0;\n}\n" : "+f"(C_f[8 + 0]), "+f"(C_f[8 + 1]), "+f"(C_f[8 + 2]), "+f"(C_f[8 + 3]), "+f"(C_f[8 + 4]), "+f"(C_f[8 + 5]), "+f"(C_f[8 + 6]), "+f"(C_f[8 + 7]) : "r"(*reinterpret_cast<const unsigned*>(&B_f[132 + 0])), "r"(*reinterpret_cast<const unsigned*>(&B_f[132 + 8])), "r"(*reinterpret_cast<const unsigned*>(&B_f[132 + 2])), "r"(*reinterpret_cast<const unsigned*>(&B_f[132 + 10])), "l"(v_102), "r"(1));
    const unsigned long long v_103 = tl::wgmma_desc<128, 16, 1024>((A_s + (v_46) * 64 + 32));
    asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %13, 0;\nwgmma.mma_async.sync.aligned.m64n16k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9, %10, %11}, %12, p, 1, 1, 0;\n}\n" : "+f"(C_f[0 + 0]), "+f"(C_f[0 + 1]), "+f"(C_f[0 + 2]), "+f"(C_f[0 + 3]), "+f"(C_f[0 + 4]), "+f"(C_f[0 + 5]), "+f"(C_f[0 + 6]), "+f"(C_f[0 + 7]) : "r"(*reinterpret_cast<const unsigned*>(&B_f[16 + 0])), "r"(*reinterpret_cast<const unsigned*>(&B_f[16 + 8])), "r"(*reinterpret_cast<const unsigned*>(&B_f[16 + 2])), "r"(*reinterpret_cast<const unsigned*>(&B_f[16 + 10])), "l"(v_103), "r"(1));
    asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %13, 0;\nwgmma.mma_async.sync.aligned.m64n16k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9, %10, %11}, %12, p, 1, 1, 0;\n}\n" : "+f"(C_f[8 + 0]), "+f"(C_f[8 + 1]), "+f"(C_f[8 + 2]), "+f"(C_f[8 + 3]), "+f"(C_f[8 + 4]), "+f"(C_f[8 + 5]), "+f"(C_f[8 + 6]), "+f"(C_f[8 + 7]) : "r"(*reinterpret_cast<const unsigned*>(&B_f[144 + 0])), "r"(*reinterpret_cast<const unsigned*>(&B_f[144 + 8])), "r"(*reinterpret_cast<const unsigned*>(&B_f[144 + 2])), "r"(*reinterpret_cast<const unsigned*>(&B_f[144 + 10])), "l"(v_103), "r"(1));
    const unsigned long long v_104 = tl::wgmma_desc<128, 16, 1024>((A_s + (v_46) * 64 + 48));
    asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %13, 0;\nwgmma.mma_async.sync.aligned.m64n16k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9, %10, %11}, %12, p, 1, 1, 0;\n}\n" : "+f"(C_f[0 + 0]), "+f"(C_f[0 + 1]), "+f"(C_f[0 + 2]), "+f"(C_f[0 + 3]), "+f"(C_f[0 + 4]), "+f"(C_f[0 + 5]), "+f"(C_f[0 + 6]), "+f"(C_f[0 + 7]) : "r"(*reinterpret_cast<const unsigned*>(&B_f[20 + 0])), "r"(*reinterpret_cast<const unsigned*>(&B_f[20 + 8])), "r"(*reinterpret_cast<const unsigned*>(&B_f[20 + 2])), "r"(*reinterpret_cast<const unsigned*>(&B_f[20 + 10])), "l"(v_104), "r"(1));
    asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %13, 0;\nwgmma.mma_async.sync.aligned.m64n16k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9, %10, %11}, %12, p, 1, 1, 0;\n}\n" : "+f"(C_f[8 + 0]), "+f"(C_f[8 + 1]), "+f"(C_f[8 + 2]), "+f"(C_f[8 + 3]), "+f"(C_f[8 + 4]), "+f"(C_f[8 + 5]), "+f"(C_f[8 + 6]), "+f"(C_f[8 + 7]) : "r"(*reinterpret_cast<const unsigned*>(&B_f[148 + 0])), "r"(*reinterpret_cast<const unsigned*>(&B_f[148 + 8])), "r"(*reinterpret_cast<const unsigned*>(&B_f[148 + 2])), "r"(*reinterpret_cast<const unsigned*>(&B_f[148 + 10])), "l"(v_104), "r"(1));
    const int v_105 = (v_46 + 16);
    const unsigned long long v_106 = tl::wgmma_desc<128, 16, 1024>((A_s + (v_105) * 64 + 0));
    asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %13, 0;\nwgmma.mma_async.sync.aligned.m64n16k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9, %10, %11}, %12, p, 1, 1, 0;\n}\n" : "+f"(C_f[0 + 0]), "+f"(C_f[0 + 1]), "+f"(C_f[0 + 2]), "+f"(C_f[0 + 3]), "+f"(C_f[0 + 4]), "+f"(C_f[0 + 5]), "+f"(C_f[0 + 6]), "+f"(C_f[0 + 7]) : "r"(*reinterpret_cast<const unsigned*>(&B_f[32 + 0])), "r"(*reinterpret_cast<const unsigned*>(&B_f[32 + 8])), "r"(*reinterpret_cast<const unsigned*>(&B_f[32 + 2])), "r"(*reinterpret_cast<const unsigned*>(&B_f[32 + 10])), "l"(v_106), "r"(1));
    asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %13, 0;\nwgmma.mma_async.sync.aligned.m64n16k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9, %10, %11}, %12, p, 1, 1, 0;\n}\n" : "+f"(C_f[8 + 0]), "+f"(C_f[8 + 1]), "+f"(C_f[8 + 2]), "+f"(C_f[8 + 3]), "+f"(C_f[8 + 4]), "+f"(C_f[8 + 5]), "+f"(C_f[8 + 6]), "+f"(C_f[8 + 7]) : "r"(*reinterpret_cast<const unsigned*>(&B_f[160 + 0])), "r"(*reinterpret_cast<const unsigned*>(&B_f[160 + 8])), "r"(*reinterpret_cast<const unsigned*>(&B_f[160 + 2])), "r"(*reinterpret_cast<const unsigned*>(&B_f[160 + 10])), "l"(v_106), "r"(1));
    const unsigned long long v_107 = tl::wgmma_desc<128, 16, 1024>((A_s + (v_105) * 64 + 16));
    asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %13, 0;\nwgmma.mma_async.sync.aligned.m64n16k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9, %10, %11}, %12, p, 1, 1, 0;\n}\n" : "+f"(C_f[0 + 0]), "+f"(C_f[0 + 1]), "+f"(C_f[0 + 2]), "+f"(C_f[0 + 3]), "+f"(C_f[0 + 4]), "+f"(C_f[0 + 5]), "+f"(C_f[0 + 6]), "+f"(C_f[0 + 7]) : "r"(*reinterpret_cast<const unsigned*>(&B_f[36 + 0])), "r"(*reinterpret_cast<const unsigned*>(&B_f[36 + 8])), "r"(*reinterpret_cast<const unsigned*>(&B_f[36 + 2])), "r"(*reinterpret_cast<const unsigned*>(&B_f[36 + 10])), "l"(v_107), "r"(1));
    asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %13, 0;\nwgmma.mma_async.sync.aligned.m64n16k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9, %10, %11}, %12, p, 1, 1, 0;\n}\n" : "+f"(C_f[8 + 0]), "+f"(C_f[8 + 1]), "+f"(C_f[8 + 2]), "+f"(C_f[8 + 3]), "+f"(C_f[8 + 4]), "+f"(C_f[8 + 5]), "+f"(C_f[8 + 6]), "+f"(C_f[8 + 7]) : "r"(*reinterpret_cast<const unsigned*>(&B_f[164 + 0])), "r"(*reinterpret_cast<const unsigned*>(&B_f[164 + 8])), "r"(*reinterpret_cast<const unsigned*>(&B_f[164 + 2])), "r"(*reinterpret_cast<const unsigned*>(&B_f[164 + 10])), "l"(v_107), "r"(1));
    const unsigned long long v_108 = tl::wgmma_desc<128, 16, 1024>((A_s + (v_105) * 64 + 32));
    asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %13, 0;\nwgmma.mma_async.sync.aligned.m64n16k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9, %10, %11}, %12, p, 1, 1, 0;\n}\n" : "+f"(C_f[0 + 0]), "+f"(C_f[0 + 1]), "+f"(C_f[0 + 2]), "+f"(C_f[0 + 3]), "+f"(C_f[0 + 4]), "+f"(C_f[0 + 5]), "+f"(C_f[0 + 6]), "+f"(C_f[0 + 7]) : "r"(*reinterpret_cast<const unsigned*>(&B_f[48 + 0])), "r"(*reinterpret_cast<const unsigned*>(&B_f[48 + 8])), "r"(*reinterpret_cast<const unsigned*>(&B_f[48 + 2])), "r"(*reinterpret_cast<const unsigned*>(&B_f[48 + 10])), "l"(v_108), "r"(1));
    asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %13, 0;\nwgmma.mma_async.sync.aligned.m64n16k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9, %10, %11}, %12, p, 1, 1, 0;\n}\n" : "+f"(C_f[8 + 0]), "+f"(C_f[8 + 1]), "+f"(C_f[8 + 2]), "+f"(C_f[8 + 3]), "+f"(C_f[8 + 4]), "+f"(C_f[8 + 5]), "+f"(C_f[8 + 6]), "+f"(C_f[8 + 7]) : "r"(*reinterpret_cast<const unsigned*>(&B_f[176 + 0])), "r"(*reinterpret_cast<const unsigned*>(&B_f[176 + 8])), "r"(*reinterpret_cast<const unsigned*>(&B_f[176 + 2])), "r"(*reinterpret_cast<const unsigned*>(&B_f[176 + 10])), "l"(v_108), "r"(1));
    const unsigned long long v_109 = tl::wgmma_desc<128, 16, 1024>((A_s + (v_105) * 64 + 48));
    asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %13, 0;\nwgmma.mma_async.sync.aligned.m64n16k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9, %10, %11}, %12, p, 1, 1, 0;\n}\n" : "+f"(C_f[0 + 0]), "+f"(C_f[0 + 1]), "+f"(C_f[0 + 2]), "+f"(C_f[0 + 3]), "+f"(C_f[0 + 4]), "+f"(C_f[0 + 5]), "+f"(C_f[0 + 6]), "+f"(C_f[0 + 7]) : "r"(*reinterpret_cast<const unsigned*>(&B_f[52 + 0])), "r"(*reinterpret_cast<const unsigned*>(&B_f[52 + 8])), "r"(*reinterpret_cast<const unsigned*>(&B_f[52 + 2])), "r"(*reinterpret_cast<const unsigned*>(&B_f[52 + 10])), "l"(v_109), "r"(1));
    asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %13, 0;\nwgmma.mma_async.sync.aligned.m64n16k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9, %10, %11}, %12, p, 1, 1, 0;\n}\n" : "+f"(C_f[8 + 0]), "+f"(C_f[8 + 1]), "+f"(C_f[8 + 2]), "+f"(C_f[8 + 3]), "+f"(C_f[8 + 4]), "+f"(C_f[8 + 5]), "+f"(C_f[8 + 6]), "+f"(C_f[8 + 7]) : "r"(*reinterpret_cast<const unsigned*>(&B_f[180 + 0])), "r"(*reinterpret_cast<const unsigned*>(&B_f[180 + 8])), "r"(*reinterpret_cast<const unsigned*>(&B_f[180 + 2])), "r"(*reinterpret_cast<const unsigned*>(&B_f[180 + 10])), "l"(v_109), "r"(1));
    const int v_110 = (v_46 + 32);
    const unsigned long long v_111 = tl::wgmma_desc<128, 16, 1024>((A_s + (v_110) * 64 + 0));
    asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %13, 0;\nwgmma.mma_async.sync.aligned.m64n16k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9, %10, %11}, %12, p, 1, 1, 0;\n}\n" : "+f"(C_f[0 + 0]), "+f"(C_f[0 + 1]), "+f"(C_f[0 + 2]), "+f"(C_f[0 + 3]), "+f"(C_f[0 + 4]), "+f"(C_f[0 + 5]), "+f"(C_f[0 + 6]), "+f"(C_f[0 + 7]) : "r"(*reinterpret_cast<const unsigned*>(&B_f[64 + 0])), "r"(*reinterpret_cast<const unsigned*>(&B_f[64 + 8])), "r"(*reinterpret_cast<const unsigned*>(&B_f[64 + 2])), "r"(*reinterpret_cast<const unsigned*>(&B_f[64 + 10])), "l"(v_111), "r"(1));
    asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %13, 0;\nwgmma.mma_async.sync.aligned.m64n16k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9, %10, %11}, %12, p, 1, 1, 0;\n}\n" : "+f"(C_f[8 + 0]), "+f"(C_f[8 + 1]), "+f"(C_f[8 + 2]), "+f"(C_f[8 + 3]), "+f"(C_f[8 + 4]), "+f"(C_f[8 + 5]), "+f"(C_f[8 + 6]), "+f"(C_f[8 + 7]) : "r"(*reinterpret_cast<const unsigned*>(&B_f[192 + 0])), "r"(*reinterpret_cast<const unsigned*>(&B_f[192 + 8])), "r"(*reinterpret_cast<const unsigned*>(&B_f[192 + 2])), "r"(*reinterpret_cast<const unsigned*>(&B_f[192 + 10])), "l"(v_111), "r"(1));
    const unsigned long long v_112 = tl::wgmma_desc<128, 16, 1024>((A_s + (v_110) * 64 + 16));
    asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %13, 0;\nwgmma.mma_async.sync.aligned.m64n16k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9, %10, %11}, %12, p, 1, 1, 0;\n}\n" : "+f"(C_f[0 + 0]), "+f"(C_f[0 + 1]), "+f"(C_f[0 + 2]), "+f"(C_f[0 + 3]), "+f"(C_f[0 + 4]), "+f"(C_f[0 + 5]), "+f"(C_f[0 + 6]), "+f"(C_f[0 + 7]) : "r"(*reinterpret_cast<const unsigned*>(&B_f[68 + 0])), "r"(*reinterpret_cast<const unsigned*>(&B_f[68 + 8])), "r"(*reinterpret_cast<const unsigned*>(&B_f[68 + 2])), "r"(*reinterpret_cast<const unsigned*>(&B_f[68 + 10])), "l"(v_112), "r"(1));
    asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %13, 0;\nwgmma.mma_async.sync.aligned.m64n16k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9, %10, %11}, %12, p, 1, 1, 0;\n}\n" : "+f"(C_f[8 + 0]), "+f"(C_f[8 + 1]), "+f"(C_f[8 + 2]), "+f"(C_f[8 + 3]), "+f"(C_f[8 + 4]), "+f"(C_f[8 + 5]), "+f"(C_f[8 + 6]), "+f"(C_f[8 + 7]) : "r"(*reinterpret_cast<const unsigned*>(&B_f[196 + 0])), "r"(*reinterpret_cast<const unsigned*>(&B_f[196 + 8])), "r"(*reinterpret_cast<const unsigned*>(&B_f[196 + 2])), "r"(*reinterpret_cast<const unsigned*>(&B_f[196 + 10])), "l"(v_112), "r"(1));
    const unsigned long long v_113 = tl::wgmma_desc<128, 16, 1024>((A_s + (v_110) * 64 + 32));
    asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %13, 0;\nwgmma.mma_async.sync.aligned.m64n16k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9, %10, %11}, %12, p, 1, 1, 0;\n}\n" : "+f"(C_f[0 + 0]), "+f"(C_f[0 + 1]), "+f"(C_f[0 + 2]), "+f"(C_f[0 + 3]), "+f"(C_f[0 + 4]), "+f"(C_f[0 + 5]), "+f"(C_f[0 + 6]), "+f"(C_f[0 + 7]) : "r"(*reinterpret_cast<const unsigned*>(&B_f[80 + 0])), "r"(*reinterpret_cast<const unsigned*>(&B_f[80 + 8])), "r"(*reinterpret_cast<const unsigned*>(&B_f[80 + 2])), "r"(*reinterpret_cast<const unsigned*>(&B_f[80 + 10])), "l"(v_113), "r"(1));
    asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %13, 0;\nwgmma.mma_async.sync.aligned.m64n16k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9, %10, %11}, %12, p, 1, 1, 0;\n}\n" : "+f"(C_f[8 + 0]), "+f"(C_f[8 + 1]), "+f"(C_f[8 + 2]), "+f"(C_f[8 + 3]), "+f"(C_f[8 + 4]), "+f"(C_f[8 + 5]), "+f"(C_f[8 + 6]), "+f"(C_f[8 + 7]) : "r"(*reinterpret_cast<const unsigned*>(&B_f[208 + 0])), "r"(*reinterpret_cast<const unsigned*>(&B_f[208 + 8])), "r"(*reinterpret_cast<const unsigned*>(&B_f[208 + 2])), "r"(*reinterpret_cast<const unsigned*>(&B_f[208 + 10])), "l"(v_113), "r"(1));
    const unsigned long long v_114 = tl::wgmma_desc<128, 16, 1024>((A_s + (v_110) * 64 + 48));
    asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %13, 0;\nwgmma.mma_async.sync.aligned.m64n16k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9, %10, %11}, %12, p, 1, 1, 0;\n}\n" : "+f"(C_f[0 + 0]), "+f"(C_f[0 + 1]), "+f"(C_f[0 + 2]), "+f"(C_f[0 + 3]), "+f"(C_f[0 + 4]), "+f"(C_f[0 + 5]), "+f"(C_f[0 + 6]), "+f"(C_f[0 + 7]) : "r"(*reinterpret_cast<const unsigned*>(&B_f[84 + 0])), "r"(*reinterpret_cast<const unsigned*>(&B_f[84 + 8])), "r"(*reinterpret_cast<const unsigned*>(&B_f[84 + 2])), "r"(*reinterpret_cast<const unsigned*>(&B_f[84 + 10])), "l"(v_114), "r"(1));
    asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %13, 0;\nwgmma.mma_async.sync.aligned.m64n16k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9, %10, %11}, %12, p, 1, 1, 0;\n}\n" : "+f"(C_f[8 + 0]), "+f"(C_f[8 + 1]), "+f"(C_f[8 + 2]), "+f"(C_f[8 + 3]), "+f"(C_f[8 + 4]), "+f"(C_f[8 + 5]), "+f"(C_f[8 + 6]), "+f"(C_f[8 + 7]) : "r"(*reinterpret_cast<const unsigned*>(&B_f[212 + 0])), "r"(*reinterpret_cast<const unsigned*>(&B_f[212 + 8])), "r"(*reinterpret_cast<const unsigned*>(&B_f[212 + 2])), "r"(*reinterpret_cast<const unsigned*>(&B_f[212 + 10])), "l"(v_114), "r"(1));
    const int v_115 = (v_46 + 48);
    const unsigned long long v_116 = tl::wgmma_desc<128, 16, 1024>((A_s + (v_115) * 64 + 0));
    asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %13, 0;\nwgmma.mma_async.sync.aligned.m64n16k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9, %10, %11}, %12, p, 1, 1, 0;\n}\n" : "+f"(C_f[0 + 0]), "+f"(C_f[0 + 1]), "+f"(C_f[0 + 2]), "+f"(C_f[0 + 3]), "+f"(C_f[0 + 4]), "+f"(C_f[0 + 5]), "+f"(C_f[0 + 6]), "+f"(C_f[0 + 7]) : "r"(*reinterpret_cast<const unsigned*>(&B_f[96 + 0])), "r"(*reinterpret_cast<const unsigned*>(&B_f[96 + 8])), "r"(*reinterpret_cast<const unsigned*>(&B_f[96 + 2])), "r"(*reinterpret_cast<const unsigned*>(&B_f[96 + 10])), "l"(v_116), "r"(1));
    asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %13, 0;\nwgmma.mma_async.sync.aligned.m64n16k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9, %10, %11}, %12, p, 1, 1, 0;\n}\n" : "+f"(C_f[8 + 0]), "+f"(C_f[8 + 1]), "+f"(C_f[8 + 2]), "+f"(C_f[8 + 3]), "+f"(C_f[8 + 4]), "+f"(C_f[8 + 5]), "+f"(C_f[8 + 6]), "+f"(C_f[8 + 7]) : "r"(*reinterpret_cast<const unsigned*>(&B_f[224 + 0])), "r"(*reinterpret_cast<const unsigned*>(&B_f[224 + 8])), "r"(*reinterpret_cast<const unsigned*>(&B_f[224 + 2])), "r"(*reinterpret_cast<const unsigned*>(&B_f[224 + 10])), "l"(v_116), "r"(1));
    const unsigned long long v_117 = tl::wgmma_desc<128, 16, 1024>((A_s + (v_115) * 64 + 16));
    asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %13, 0;\nwgmma.mma_async.sync.aligned.m64n16k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9, %10, %11}, %12, p, 1, 1, 0;\n}\n" : "+f"(C_f[0 + 0]), "+f"(C_f[0 + 1]), "+f"(C_f[0 + 2]), "+f"(C_f[0 + 3]), "+f"(C_f[0 + 4]), "+f"(C_f[0 + 5]), "+f"(C_f[0 + 6]), "+f"(C_f[0 + 7]) : "r"(*reinterpret_cast<const unsigned*>(&B_f[100 + 0])), "r"(*reinterpret_cast<const unsigned*>(&B_f[100 + 8])), "r"(*reinterpret_cast<const unsigned*>(&B_f[100 + 2])), "r"(*reinterpret_cast<const unsigned*>(&B_f[100 + 10])), "l"(v_117), "r"(1));
    asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %13, 0;\nwgmma.mma_async.sync.aligned.m64n16k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9, %10, %11}, %12, p, 1, 1, 0;\n}\n" : "+f"(C_f[8 + 0]), "+f"(C_f[8 + 1]), "+f"(C_f[8 + 2]), "+f"(C_f[8 + 3]), "+f"(C_f[8 + 4]), "+f"(C_f[8 + 5]), "+f"(C_f[8 + 6]), "+f"(C_f[8 + 7]) : "r"(*reinterpret_cast<const unsigned*>(&B_f[228 + 0])), "r"(*reinterpret_cast<const unsigned*>(&B_f[228 + 8])), "r"(*reinterpret_cast<const unsigned*>(&B_f[228 + 2])), "r"(*reinterpret_cast<const unsigned*>(&B_f[228 + 10])), "l"(v_117), "r"(1));
    const unsigned long long v_118 = tl::wgmma_desc<128, 16, 1024>((A_s + (v_115) * 64 + 32));
    asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %13, 0;\nwgmma.mma_async.sync.aligned.m64n16k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9, %10, %11}, %12, p, 1, 1, 0;\n}\n" : "+f"(C_f[0 + 0]), "+f"(C_f[0 + 1]), "+f"(C_f[0 + 2]), "+f"(C_f[0 + 3]), "+f"(C_f[0 + 4]), "+f"(C_f[0 + 5]), "+f"(C_f[0 + 6]), "+f"(C_f[0 + 7]) : "r"(*reinterpret_cast<const unsigned*>(&B_f[112 + 0])), "r"(*reinterpret_cast<const unsigned*>(&B_f[112 + 8])), "r"(*reinterpret_cast<const unsigned*>(&B_f[112 + 2])), "r"(*reinterpret_cast<const unsigned*>(&B_f[112 + 10])), "l"(v_118), "r"(1));
    asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %13, 0;\nwgmma.mma_async.sync.aligned.m64n16k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9, %10, %11}, %12, p, 1, 1, 0;\n}\n" : "+f"(C_f[8 + 0]), "+f"(C_f[8 + 1]), "+f"(C_f[8 + 2]), "+f"(C_f[8 + 3]), "+f"(C_f[8 + 4]), "+f"(C_f[8 + 5]), "+f"(C_f[8 + 6]), "+f"(C_f[8 + 7]) : "r"(*reinterpret_cast<const unsigned*>(&B_f[240 + 0])), "r"(*reinterpret_cast<const unsigned*>(&B_f[240 + 8])), "r"(*reinterpret_cast<const unsigned*>(&B_f[240 + 2])), "r"(*reinterpret_cast<const unsigned*>(&B_f[240 + 10])), "l"(v_118), "r"(1));
    const unsigned long long v_119 = tl::wgmma_desc<128, 16, 1024>((A_s + (v_115) * 64 + 48));
    asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %13, 0;\nwgmma.mma_async.sync.aligned.m64n16k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9, %10, %11}, %12, p, 1, 1, 0;\n}\n" : "+f"(C_f[0 + 0]), "+f"(C_f[0 + 1]), "+f"(C_f[0 + 2]), "+f"(C_f[0 + 3]), "+f"(C_f[0 + 4]), "+f"(C_f[0 + 5]), "+f"(C_f[0 + 6]), "+f"(C_f[0 + 7]) : "r"(*reinterpret_cast<const unsigned*>(&B_f[116 + 0])), "r"(*reinterpret_cast<const unsigned*>(&B_f[116 + 8])), "r"(*reinterpret_cast<const unsigned*>(&B_f[116 + 2])), "r"(*reinterpret_cast<const unsigned*>(&B_f[116 + 10])), "l"(v_119), "r"(1));
    asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %13, 0;\nwgmma.mma_async.sync.aligned.m64n16k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9, %10, %11}, %12, p, 1, 1, 0;\n}\n" : "+f"(C_f[8 + 0]), "+f"(C_f[8 + 1]), "+f"(C_f[8 + 2]), "+f"(C_f[8 + 3]), "+f"(C_f[8 + 4]), "+f"(C_f[8 + 5]), "+f"(C_f[8 + 6]), "+f"(C_f[8 + 7]) : "r"(*reinterpret_cast<const unsigned*>(&B_f[244 + 0])), "r"(*reinterpret_cast<const unsigned*>(&B_f[244 + 8])), "r"(*reinterpret_cast<const unsigned*>(&B_f[244 + 2])), "r"(*reinterpret_cast<const unsigned*>(&B_f[244 + 10])), "l"(v_119), "r"(1));
    tl::wgmma_commit();
#line 433 "tilelang/ops/lowbit_kernels.py"
    const int v_120 = (ko + 2);
    const bool v_121 = (r == 0);
    const int v_122 = (r - 1);
    const int v_123 = (v_121 ? 2 : v_122);
    const bool v_124 = (v_120 < 32);
    if (v_124) {
      const int v_125 = tl::min(v_120, 31);
#line 434 "tilelang/ops/lowbit_kernels.py"
      const int v_126 = (v_2 + v_125);
      const int k0_1 = (v_126 * 256);
#line 373 "tilelang/ops/lowbit_kernels.py"
      const int g0_1 = (k0_1 / 128);
#line 374 "tilelang/ops/lowbit_kernels.py"
      const int v_127 = (k0_1 * 4);
      const int v_128 = (v_127 / 8);
#line 433 "tilelang/ops/lowbit_kernels.py"
      const int v_129 = (v_123 * 64);
      const int v_130 = (v_123 * 128);
      const int v_131 = (v_123 * 2);
#line 369 "tilelang/ops/lowbit_kernels.py"
      if (v_4) {
        const int v_132 = (v_40 * 8);
        const int v_133 = (v_132 + k0_1);
        const int v_134 = (v_132 / 64);
        const int v_135 = (v_134 * 16);
        const int v_136 = (v_132 % 64);
        const int v_137 = (v_135 + v_129);
        tl::cp_async<16>((A_s + (v_137) * 64 + v_136), (A + v_133), true);
      }
#line 374 "tilelang/ops/lowbit_kernels.py"
      if (v_8) {
        tl::mbar_expect_tx((tma_bar + v_123), 16384);
        tl::tma_load<1>((B_s + (v_130) * 128 + 0), &B_tmap, (tma_bar + v_123), v_128, v_5);
      }
#line 380 "tilelang/ops/lowbit_kernels.py"
      if (v_4) {
        const int v_138 = (tid % 16);
        const int v_139 = (tid / 16);
        const int v_140 = (v_139 % 2);
        const int v_141 = (v_138 * 8);
        const int v_142 = (v_140 + g0_1);
        const int v_143 = (v_141 + v_5);
        const int v_144 = (v_140 + v_131);
        tl::cp_async<16>((S_s + (v_144) * 128 + v_141), (Scales + (v_142) * 28672 + v_143), true);
      }
#line 433 "tilelang/ops/lowbit_kernels.py"
    }
    tl::cp_async_commit();
#line 411 "tilelang/ops/lowbit_kernels.py"
    tl::wgmma_wait<0, 16, 128>(C_f, B_f);
#line 433 "tilelang/ops/lowbit_kernels.py"
    const bool v_145 = (r == 2);
    const int v_146 = (v_122 + 2);
    const int v_147 = (v_145 ? 0 : v_146);
#line 448 "tilelang/ops/lowbit_kernels.py"
    r = v_147;
#line 433 "tilelang/ops/lowbit_kernels.py"
  }
  tl::cp_async_wait<0>();
#line 439 "tilelang/ops/lowbit_kernels.py"
  const int v_148 = ((int)blockIdx.y * 16);
#line 433 "tilelang/ops/lowbit_kernels.py"
  tl::wgmma_wait_defining<0, 16>(C_f);
#line 439 "tilelang/ops/lowbit_kernels.py"
  #pragma unroll
  for (int l = 0; l < 16; l += 1) {
    const int v_149 = (l % 8);
    const int v_150 = (v_149 / 4);
    const int v_151 = (v_150 * 8);
    const int v_152 = (v_151 + v_43);
    const int v_153 = (l % 2);
    const int v_154 = (v_152 + v_153);
    const int v_155 = (l / 8);
    const int v_156 = (v_155 * 64);
    const int v_157 = (v_156 + v_39);
    const int v_158 = (l % 4);
    const int v_159 = (v_158 / 2);
    const int v_160 = (v_159 * 8);
    const int v_161 = (v_157 + v_160);
    const int v_162 = (v_161 + v_41);
    const int v_163 = (v_154 + v_148);
    const int v_164 = (v_162 + v_5);
    const float v_165 = C_f[l];
    const half v_166 = tl::cast<half>(v_165);
    const bool v_167 = (v_163 < 1);
    if (v_167) {
      C[(v_163) * 28672 + v_164] = v_166;
    }
  }
}
