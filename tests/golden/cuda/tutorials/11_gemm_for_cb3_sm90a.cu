// tutorials/11_custom_format.py --compile-only: gemm for cb3; sm_90a
// written by `python scripts/update_golden.py` (never by hand): the CUDA source after prelude.cuh and a blank line, #line paths repository-relative
__constant__ unsigned tl_dec_cb3[8] = {0xbf800000u, 0xbf000000u, 0xbe800000u, 0x00000000u, 0x3e800000u, 0x3f000000u, 0x3f800000u, 0x40000000u};
__constant__ float tl_mid_cb3[7] = {-0.75f, -0.375f, -0.125f, 0.125f, 0.375f, 0.75f, 1.5f};
__constant__ unsigned char tl_up_cb3[7] = {0, 0, 0, 0, 0, 0, 0};
__constant__ unsigned char tl_code_cb3[8] = {0, 1, 2, 3, 4, 5, 6, 7};
__device__ __forceinline__ unsigned tl_enc_cb3(float x) {
  if (x != x) return 0u;
  return tl_code_cb3[tl::bucket(8, x, tl_mid_cb3, tl_up_cb3)];
}
__device__ __forceinline__ float tl_snap_cb3(float x) { return __uint_as_float(tl_dec_cb3[tl_enc_cb3(x)]); }

#line 490 "tilelang/ops/lowbit_kernels.py"
extern "C" __global__ void __launch_bounds__(128) gemm_kernel(half* __restrict__ A, unsigned char* __restrict__ B, half* __restrict__ Scales, half* __restrict__ C, float* __restrict__ Work, int* __restrict__ Arrivals, const __grid_constant__ tl::TensorMap A_tmap) {
  extern __shared__ __align__(1024) unsigned char tl_smem[];
  const int tid = (int)threadIdx.x;
#line 405 "tilelang/ops/lowbit_kernels.py"
  unsigned long long* const tma_bar = reinterpret_cast<unsigned long long*>(tl_smem + 44032);
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
#line 368 "tilelang/ops/lowbit_kernels.py"
  tl::fence_proxy_async();
  __syncthreads();
#line 369 "tilelang/ops/lowbit_kernels.py"
  alignas(16) float C_f[8];
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
#line 413 "tilelang/ops/lowbit_kernels.py"
  const int v_6 = (g0 + 2);
  const bool v_7 = (tid < 16);
#line 405 "tilelang/ops/lowbit_kernels.py"
  if (v_4) {
    tl::mbar_expect_tx((tma_bar + 0), 8192);
    tl::tma_load<2>((A_s + 0), &A_tmap, (tma_bar + 0), k0, v_3);
    tl::tma_load<2>((unsigned char*)(A_s + 0) + 2048, &A_tmap, (tma_bar + 0), k0 + 64, v_3);
    tl::tma_load<2>((unsigned char*)(A_s + 0) + 4096, &A_tmap, (tma_bar + 0), k0 + 128, v_3);
    tl::tma_load<2>((unsigned char*)(A_s + 0) + 6144, &A_tmap, (tma_bar + 0), k0 + 192, v_3);
  }
#line 407 "tilelang/ops/lowbit_kernels.py"
  const int v_8 = (k0 * 3);
  const int v_9 = (v_8 / 8);
  for (int k = 0; k < 48; k += 1) {
    const int v_10 = (k * 128);
    const int v_11 = (v_10 + tid);
    const int v_12 = (v_11 % 96);
    const int v_13 = (v_11 / 96);
    const int v_14 = (v_13 + v_5);
    const int v_15 = (v_9 + v_12);
    const unsigned char v_16 = *reinterpret_cast<const unsigned char*>((B + (v_14) * 3072 + v_15));
    *reinterpret_cast<unsigned char*>((B_s + (v_13) * 96 + v_12)) = v_16;
  }
#line 413 "tilelang/ops/lowbit_kernels.py"
  if (v_7) {
    const int v_17 = (tid % 8);
    const int v_18 = (tid / 8);
    const int v_19 = (v_18 % 2);
    const int v_20 = (v_17 * 8);
    const int v_21 = (v_19 + g0);
    const int v_22 = (v_20 + v_5);
    tl::cp_async<16>((S_s + (v_19) * 64 + v_20), (Scales + (v_21) * 8192 + v_22), true);
  }
#line 474 "tilelang/ops/lowbit_kernels.py"
  tl::cp_async_commit();
#line 476 "tilelang/ops/lowbit_kernels.py"
  const int v_23 = (v_2 + 1);
  const int k0_1 = (v_23 * 256);
#line 405 "tilelang/ops/lowbit_kernels.py"
  if (v_4) {
    tl::mbar_expect_tx((tma_bar + 1), 8192);
    tl::tma_load<2>((A_s + (64) * 64 + 0), &A_tmap, (tma_bar + 1), k0_1, v_3);
    tl::tma_load<2>((unsigned char*)(A_s + (64) * 64 + 0) + 2048, &A_tmap, (tma_bar + 1), k0_1 + 64, v_3);
    tl::tma_load<2>((unsigned char*)(A_s + (64) * 64 + 0) + 4096, &A_tmap, (tma_bar + 1), k0_1 + 128, v_3);
    tl::tma_load<2>((unsigned char*)(A_s + (64) * 64 + 0) + 6144, &A_tmap, (tma_bar + 1), k0_1 + 192, v_3);
  }
#line 407 "tilelang/ops/lowbit_kernels.py"
  const int v_24 = (k0_1 * 3);
  const int v_25 = (v_24 / 8);
  for (int k_1 = 0; k_1 < 48; k_1 += 1) {
    const int v_26 = (k_1 * 128);
    const int v_27 = (v_26 + tid);
    const int v_28 = (v_27 % 96);
    const int v_29 = (v_27 / 96);
    const int v_30 = (v_29 + v_5);
    const int v_31 = (v_25 + v_28);
    const unsigned char v_32 = *reinterpret_cast<const unsigned char*>((B + (v_30) * 3072 + v_31));
    const int v_33 = (v_29 + 64);
    *reinterpret_cast<unsigned char*>((B_s + (v_33) * 96 + v_28)) = v_32;
  }
#line 413 "tilelang/ops/lowbit_kernels.py"
  if (v_7) {
    const int v_34 = (tid % 8);
    const int v_35 = (tid / 8);
    const int v_36 = (v_35 % 2);
    const int v_37 = (v_34 * 8);
    const int v_38 = (v_36 + v_6);
    const int v_39 = (v_37 + v_5);
    const int v_40 = (v_36 + 2);
    tl::cp_async<16>((S_s + (v_40) * 64 + v_37), (Scales + (v_38) * 8192 + v_39), true);
  }
#line 474 "tilelang/ops/lowbit_kernels.py"
  tl::cp_async_commit();
#line 418 "tilelang/ops/lowbit_kernels.py"
  const int v_41 = (tid / 32);
  const int v_42 = (v_41 * 16);
  const int v_43 = (tid % 32);
  const int v_44 = (v_43 / 4);
  const int v_45 = (tid % 4);
  const int v_46 = (v_45 * 2);
#line 474 "tilelang/ops/lowbit_kernels.py"
  int r = 0;
  for (int ko = 0; ko < 8; ko += 1) {
    tl::cp_async_wait<1>();
    tl::fence_proxy_async();
    __syncthreads();
    const int v_47 = (r * 64);
    const int v_48 = (r * 2);
    const int v_49 = (ko / 3);
    const int v_50 = (v_49 % 2);
#line 405 "tilelang/ops/lowbit_kernels.py"
    tl::mbar_wait((tma_bar + r), v_50);
#line 418 "tilelang/ops/lowbit_kernels.py"
    #pragma unroll
    for (int l = 0; l < 128; l += 1) {
      const int v_51 = (l / 8);
      const int v_52 = (v_51 % 2);
      const int v_53 = (v_52 * 8);
      const int v_54 = (v_42 + v_53);
      const int v_55 = (v_54 + v_44);
      const int v_56 = (l / 16);
      const int v_57 = (v_56 * 32);
      const int v_58 = (l / 2);
      const int v_59 = (v_58 % 4);
      const int v_60 = (v_59 * 8);
      const int v_61 = (v_57 + v_60);
      const int v_62 = (v_61 + v_46);
      const int v_63 = (l % 2);
      const int v_64 = (v_62 + v_63);
#line 424 "tilelang/ops/lowbit_kernels.py"
      const int v_65 = (v_64 * 3);
      const int v_66 = (v_65 / 8);
      const int v_67 = (v_65 % 8);
      const int v_68 = (v_55 + v_47);
      const unsigned char v_69 = *reinterpret_cast<const unsigned char*>((B_s + (v_68) * 96 + v_66));
      const int v_70 = tl::cast<int>(v_69);
      const int v_71 = (v_66 + 1);
      const int v_72 = tl::min(v_71, 95);
      const unsigned char v_73 = *reinterpret_cast<const unsigned char*>((B_s + (v_68) * 96 + v_72));
      const int v_74 = tl::cast<int>(v_73);
      const int v_75 = (v_74 << 8);
      const int v_76 = (v_70 | v_75);
      const int v_77 = v_67;
      const int v_78 = (v_76 >> v_77);
      const int v_79 = (v_78 & 7);
      const float code = __uint_as_float(tl_dec_cb3[v_79]);
#line 434 "tilelang/ops/lowbit_kernels.py"
      const int v_80 = (l / 64);
#line 107 "tilelang/ops/lowbit_kernels.py"
      const float v_81 = code;
#line 435 "tilelang/ops/lowbit_kernels.py"
      const int v_82 = (v_80 + v_48);
      const half v_83 = S_s[(v_82) * 64 + v_55];
      const float v_84 = tl::cast<float>(v_83);
      const float v_85 = (v_81 * v_84);
      const half v_86 = tl::cast<half>(v_85);
#line 418 "tilelang/ops/lowbit_kernels.py"
      B_f[l] = v_86;
    }
#line 452 "tilelang/ops/lowbit_kernels.py"
    tl::wgmma_fence<8, 64>(C_f, B_f);
    const unsigned long long v_87 = tl::wgmma_desc<128, 16, 1024>((A_s + (v_47) * 64 + 0));
    { float* tl_acc = C_f; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %13, 0;\nwgmma.mma_async.sync.aligned.m64n16k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9, %10, %11}, %12, p, 1, 1, 0;\n}\n" : "+f"(tl_acc[0 + 0]), "+f"(tl_acc[0 + 1]), "+f"(tl_acc[0 + 2]), "+f"(tl_acc[0 + 3]), "+f"(tl_acc[0 + 4]), "+f"(tl_acc[0 + 5]), "+f"(tl_acc[0 + 6]), "+f"(tl_acc[0 + 7]) : "r"(*reinterpret_cast<const unsigned*>(&B_f[0 + 0])), "r"(*reinterpret_cast<const unsigned*>(&B_f[0 + 8])), "r"(*reinterpret_cast<const unsigned*>(&B_f[0 + 2])), "r"(*reinterpret_cast<const unsigned*>(&B_f[0 + 10])), "l"(v_87), "r"(1)); }
    const unsigned long long v_88 = tl::wgmma_desc_at<128, 16, 1024>((A_s + (v_47) * 64), 2);
    { float* tl_acc = C_f; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %13, 0;\nwgmma.mma_async.sync.aligned.m64n16k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9, %10, %11}, %12, p, 1, 1, 0;\n}\n" : "+f"(tl_acc[0 + 0]), "+f"(tl_acc[0 + 1]), "+f"(tl_acc[0 + 2]), "+f"(tl_acc[0 + 3]), "+f"(tl_acc[0 + 4]), "+f"(tl_acc[0 + 5]), "+f"(tl_acc[0 + 6]), "+f"(tl_acc[0 + 7]) : "r"(*reinterpret_cast<const unsigned*>(&B_f[4 + 0])), "r"(*reinterpret_cast<const unsigned*>(&B_f[4 + 8])), "r"(*reinterpret_cast<const unsigned*>(&B_f[4 + 2])), "r"(*reinterpret_cast<const unsigned*>(&B_f[4 + 10])), "l"(v_88), "r"(1)); }
    const unsigned long long v_89 = tl::wgmma_desc_at<128, 16, 1024>((A_s + (v_47) * 64), 4);
    { float* tl_acc = C_f; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %13, 0;\nwgmma.mma_async.sync.aligned.m64n16k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9, %10, %11}, %12, p, 1, 1, 0;\n}\n" : "+f"(tl_acc[0 + 0]), "+f"(tl_acc[0 + 1]), "+f"(tl_acc[0 + 2]), "+f"(tl_acc[0 + 3]), "+f"(tl_acc[0 + 4]), "+f"(tl_acc[0 + 5]), "+f"(tl_acc[0 + 6]), "+f"(tl_acc[0 + 7]) : "r"(*reinterpret_cast<const unsigned*>(&B_f[16 + 0])), "r"(*reinterpret_cast<const unsigned*>(&B_f[16 + 8])), "r"(*reinterpret_cast<const unsigned*>(&B_f[16 + 2])), "r"(*reinterpret_cast<const unsigned*>(&B_f[16 + 10])), "l"(v_89), "r"(1)); }
    const unsigned long long v_90 = tl::wgmma_desc_at<128, 16, 1024>((A_s + (v_47) * 64), 6);
    { float* tl_acc = C_f; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %13, 0;\nwgmma.mma_async.sync.aligned.m64n16k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9, %10, %11}, %12, p, 1, 1, 0;\n}\n" : "+f"(tl_acc[0 + 0]), "+f"(tl_acc[0 + 1]), "+f"(tl_acc[0 + 2]), "+f"(tl_acc[0 + 3]), "+f"(tl_acc[0 + 4]), "+f"(tl_acc[0 + 5]), "+f"(tl_acc[0 + 6]), "+f"(tl_acc[0 + 7]) : "r"(*reinterpret_cast<const unsigned*>(&B_f[20 + 0])), "r"(*reinterpret_cast<const unsigned*>(&B_f[20 + 8])), "r"(*reinterpret_cast<const unsigned*>(&B_f[20 + 2])), "r"(*reinterpret_cast<const unsigned*>(&B_f[20 + 10])), "l"(v_90), "r"(1)); }
    const int v_91 = (v_47 + 16);
    const unsigned long long v_92 = tl::wgmma_desc_at<128, 16, 1024>((A_s + (v_47) * 64), 128);
    { float* tl_acc = C_f; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %13, 0;\nwgmma.mma_async.sync.aligned.m64n16k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9, %10, %11}, %12, p, 1, 1, 0;\n}\n" : "+f"(tl_acc[0 + 0]), "+f"(tl_acc[0 + 1]), "+f"(tl_acc[0 + 2]), "+f"(tl_acc[0 + 3]), "+f"(tl_acc[0 + 4]), "+f"(tl_acc[0 + 5]), "+f"(tl_acc[0 + 6]), "+f"(tl_acc[0 + 7]) : "r"(*reinterpret_cast<const unsigned*>(&B_f[32 + 0])), "r"(*reinterpret_cast<const unsigned*>(&B_f[32 + 8])), "r"(*reinterpret_cast<const unsigned*>(&B_f[32 + 2])), "r"(*reinterpret_cast<const unsigned*>(&B_f[32 + 10])), "l"(v_92), "r"(1)); }
    const unsigned long long v_93 = tl::wgmma_desc_at<128, 16, 1024>((A_s + (v_47) * 64), 130);
    { float* tl_acc = C_f; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %13, 0;\nwgmma.mma_async.sync.aligned.m64n16k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9, %10, %11}, %12, p, 1, 1, 0;\n}\n" : "+f"(tl_acc[0 + 0]), "+f"(tl_acc[0 + 1]), "+f"(tl_acc[0 + 2]), "+f"(tl_acc[0 + 3]), "+f"(tl_acc[0 + 4]), "+f"(tl_acc[0 + 5]), "+f"(tl_acc[0 + 6]), "+f"(tl_acc[0 + 7]) : "r"(*reinterpret_cast<const unsigned*>(&B_f[36 + 0])), "r"(*reinterpret_cast<const unsigned*>(&B_f[36 + 8])), "r"(*reinterpret_cast<const unsigned*>(&B_f[36 + 2])), "r"(*reinterpret_cast<const unsigned*>(&B_f[36 + 10])), "l"(v_93), "r"(1)); }
    const unsigned long long v_94 = tl::wgmma_desc_at<128, 16, 1024>((A_s + (v_47) * 64), 132);
    { float* tl_acc = C_f; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %13, 0;\nwgmma.mma_async.sync.aligned.m64n16k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9, %10, %11}, %12, p, 1, 1, 0;\n}\n" : "+f"(tl_acc[0 + 0]), "+f"(tl_acc[0 + 1]), "+f"(tl_acc[0 + 2]), "+f"(tl_acc[0 + 3]), "+f"(tl_acc[0 + 4]), "+f"(tl_acc[0 + 5]), "+f"(tl_acc[0 + 6]), "+f"(tl_acc[0 + 7]) : "r"(*reinterpret_cast<const unsigned*>(&B_f[48 + 0])), "r"(*reinterpret_cast<const unsigned*>(&B_f[48 + 8])), "r"(*reinterpret_cast<const unsigned*>(&B_f[48 + 2])), "r"(*reinterpret_cast<const unsigned*>(&B_f[48 + 10])), "l"(v_94), "r"(1)); }
    const unsigned long long v_95 = tl::wgmma_desc_at<128, 16, 1024>((A_s + (v_47) * 64), 134);
    { float* tl_acc = C_f; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %13, 0;\nwgmma.mma_async.sync.aligned.m64n16k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9, %10, %11}, %12, p, 1, 1, 0;\n}\n" : "+f"(tl_acc[0 + 0]), "+f"(tl_acc[0 + 1]), "+f"(tl_acc[0 + 2]), "+f"(tl_acc[0 + 3]), "+f"(tl_acc[0 + 4]), "+f"(tl_acc[0 + 5]), "+f"(tl_acc[0 + 6]), "+f"(tl_acc[0 + 7]) : "r"(*reinterpret_cast<const unsigned*>(&B_f[52 + 0])), "r"(*reinterpret_cast<const unsigned*>(&B_f[52 + 8])), "r"(*reinterpret_cast<const unsigned*>(&B_f[52 + 2])), "r"(*reinterpret_cast<const unsigned*>(&B_f[52 + 10])), "l"(v_95), "r"(1)); }
    const int v_96 = (v_47 + 32);
    const unsigned long long v_97 = tl::wgmma_desc_at<128, 16, 1024>((A_s + (v_47) * 64), 256);
    { float* tl_acc = C_f; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %13, 0;\nwgmma.mma_async.sync.aligned.m64n16k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9, %10, %11}, %12, p, 1, 1, 0;\n}\n" : "+f"(tl_acc[0 + 0]), "+f"(tl_acc[0 + 1]), "+f"(tl_acc[0 + 2]), "+f"(tl_acc[0 + 3]), "+f"(tl_acc[0 + 4]), "+f"(tl_acc[0 + 5]), "+f"(tl_acc[0 + 6]), "+f"(tl_acc[0 + 7]) : "r"(*reinterpret_cast<const unsigned*>(&B_f[64 + 0])), "r"(*reinterpret_cast<const unsigned*>(&B_f[64 + 8])), "r"(*reinterpret_cast<const unsigned*>(&B_f[64 + 2])), "r"(*reinterpret_cast<const unsigned*>(&B_f[64 + 10])), "l"(v_97), "r"(1)); }
    const unsigned long long v_98 = tl::wgmma_desc_at<128, 16, 1024>((A_s + (v_47) * 64), 258);
    { float* tl_acc = C_f; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %13, 0;\nwgmma.mma_async.sync.aligned.m64n16k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9, %10, %11}, %12, p, 1, 1, 0;\n}\n" : "+f"(tl_acc[0 + 0]), "+f"(tl_acc[0 + 1]), "+f"(tl_acc[0 + 2]), "+f"(tl_acc[0 + 3]), "+f"(tl_acc[0 + 4]), "+f"(tl_acc[0 + 5]), "+f"(tl_acc[0 + 6]), "+f"(tl_acc[0 + 7]) : "r"(*reinterpret_cast<const unsigned*>(&B_f[68 + 0])), "r"(*reinterpret_cast<const unsigned*>(&B_f[68 + 8])), "r"(*reinterpret_cast<const unsigned*>(&B_f[68 + 2])), "r"(*reinterpret_cast<const unsigned*>(&B_f[68 + 10])), "l"(v_98), "r"(1)); }
    const unsigned long long v_99 = tl::wgmma_desc_at<128, 16, 1024>((A_s + (v_47) * 64), 260);
    { float* tl_acc = C_f; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %13, 0;\nwgmma.mma_async.sync.aligned.m64n16k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9, %10, %11}, %12, p, 1, 1, 0;\n}\n" : "+f"(tl_acc[0 + 0]), "+f"(tl_acc[0 + 1]), "+f"(tl_acc[0 + 2]), "+f"(tl_acc[0 + 3]), "+f"(tl_acc[0 + 4]), "+f"(tl_acc[0 + 5]), "+f"(tl_acc[0 + 6]), "+f"(tl_acc[0 + 7]) : "r"(*reinterpret_cast<const unsigned*>(&B_f[80 + 0])), "r"(*reinterpret_cast<const unsigned*>(&B_f[80 + 8])), "r"(*reinterpret_cast<const unsigned*>(&B_f[80 + 2])), "r"(*reinterpret_cast<const unsigned*>(&B_f[80 + 10])), "l"(v_99), "r"(1)); }
    const unsigned long long v_100 = tl::wgmma_desc_at<128, 16, 1024>((A_s + (v_47) * 64), 262);
    { float* tl_acc = C_f; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %13, 0;\nwgmma.mma_async.sync.aligned.m64n16k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9, %10, %11}, %12, p, 1, 1, 0;\n}\n" : "+f"(tl_acc[0 + 0]), "+f"(tl_acc[0 + 1]), "+f"(tl_acc[0 + 2]), "+f"(tl_acc[0 + 3]), "+f"(tl_acc[0 + 4]), "+f"(tl_acc[0 + 5]), "+f"(tl_acc[0 + 6]), "+f"(tl_acc[0 + 7]) : "r"(*reinterpret_cast<const unsigned*>(&B_f[84 + 0])), "r"(*reinterpret_cast<const unsigned*>(&B_f[84 + 8])), "r"(*reinterpret_cast<const unsigned*>(&B_f[84 + 2])), "r"(*reinterpret_cast<const unsigned*>(&B_f[84 + 10])), "l"(v_100), "r"(1)); }
    const int v_101 = (v_47 + 48);
    const unsigned long long v_102 = tl::wgmma_desc_at<128, 16, 1024>((A_s + (v_47) * 64), 384);
    { float* tl_acc = C_f; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %13, 0;\nwgmma.mma_async.sync.aligned.m64n16k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9, %10, %11}, %12, p, 1, 1, 0;\n}\n" : "+f"(tl_acc[0 + 0]), "+f"(tl_acc[0 + 1]), "+f"(tl_acc[0 + 2]), "+f"(tl_acc[0 + 3]), "+f"(tl_acc[0 + 4]), "+f"(tl_acc[0 + 5]), "+f"(tl_acc[0 + 6]), "+f"(tl_acc[0 + 7]) : "r"(*reinterpret_cast<const unsigned*>(&B_f[96 + 0])), "r"(*reinterpret_cast<const unsigned*>(&B_f[96 + 8])), "r"(*reinterpret_cast<const unsigned*>(&B_f[96 + 2])), "r"(*reinterpret_cast<const unsigned*>(&B_f[96 + 10])), "l"(v_102), "r"(1)); }
    const unsigned long long v_103 = tl::wgmma_desc_at<128, 16, 1024>((A_s + (v_47) * 64), 386);
    { float* tl_acc = C_f; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %13, 0;\nwgmma.mma_async.sync.aligned.m64n16k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9, %10, %11}, %12, p, 1, 1, 0;\n}\n" : "+f"(tl_acc[0 + 0]), "+f"(tl_acc[0 + 1]), "+f"(tl_acc[0 + 2]), "+f"(tl_acc[0 + 3]), "+f"(tl_acc[0 + 4]), "+f"(tl_acc[0 + 5]), "+f"(tl_acc[0 + 6]), "+f"(tl_acc[0 + 7]) : "r"(*reinterpret_cast<const unsigned*>(&B_f[100 + 0])), "r"(*reinterpret_cast<const unsigned*>(&B_f[100 + 8])), "r"(*reinterpret_cast<const unsigned*>(&B_f[100 + 2])), "r"(*reinterpret_cast<const unsigned*>(&B_f[100 + 10])), "l"(v_103), "r"(1)); }
    const unsigned long long v_104 = tl::wgmma_desc_at<128, 16, 1024>((A_s + (v_47) * 64), 388);
    { float* tl_acc = C_f; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %13, 0;\nwgmma.mma_async.sync.aligned.m64n16k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9, %10, %11}, %12, p, 1, 1, 0;\n}\n" : "+f"(tl_acc[0 + 0]), "+f"(tl_acc[0 + 1]), "+f"(tl_acc[0 + 2]), "+f"(tl_acc[0 + 3]), "+f"(tl_acc[0 + 4]), "+f"(tl_acc[0 + 5]), "+f"(tl_acc[0 + 6]), "+f"(tl_acc[0 + 7]) : "r"(*reinterpret_cast<const unsigned*>(&B_f[112 + 0])), "r"(*reinterpret_cast<const unsigned*>(&B_f[112 + 8])), "r"(*reinterpret_cast<const unsigned*>(&B_f[112 + 2])), "r"(*reinterpret_cast<const unsigned*>(&B_f[112 + 10])), "l"(v_104), "r"(1)); }
    const unsigned long long v_105 = tl::wgmma_desc_at<128, 16, 1024>((A_s + (v_47) * 64), 390);
    { float* tl_acc = C_f; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %13, 0;\nwgmma.mma_async.sync.aligned.m64n16k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9, %10, %11}, %12, p, 1, 1, 0;\n}\n" : "+f"(tl_acc[0 + 0]), "+f"(tl_acc[0 + 1]), "+f"(tl_acc[0 + 2]), "+f"(tl_acc[0 + 3]), "+f"(tl_acc[0 + 4]), "+f"(tl_acc[0 + 5]), "+f"(tl_acc[0 + 6]), "+f"(tl_acc[0 + 7]) : "r"(*reinterpret_cast<const unsigned*>(&B_f[116 + 0])), "r"(*reinterpret_cast<const unsigned*>(&B_f[116 + 8])), "r"(*reinterpret_cast<const unsigned*>(&B_f[116 + 2])), "r"(*reinterpret_cast<const unsigned*>(&B_f[116 + 10])), "l"(v_105), "r"(1)); }
    tl::wgmma_commit();
#line 474 "tilelang/ops/lowbit_kernels.py"
    const int v_106 = (ko + 2);
    const bool v_107 = (r == 0);
    const int v_108 = (r - 1);
    const int v_109 = (v_107 ? 2 : v_108);
    const bool v_110 = (v_106 < 8);
    if (v_110) {
      const int v_111 = tl::min(v_106, 7);
#line 476 "tilelang/ops/lowbit_kernels.py"
      const int v_112 = (v_2 + v_111);
      const int k0_2 = (v_112 * 256);
#line 406 "tilelang/ops/lowbit_kernels.py"
      const int g0_1 = (k0_2 / 128);
#line 474 "tilelang/ops/lowbit_kernels.py"
      const int v_113 = (v_109 * 64);
      const int v_114 = (v_109 * 2);
#line 405 "tilelang/ops/lowbit_kernels.py"
      if (v_4) {
        tl::mbar_expect_tx((tma_bar + v_109), 8192);
        tl::tma_load<2>((A_s + (v_113) * 64 + 0), &A_tmap, (tma_bar + v_109), k0_2, v_3);
        tl::tma_load<2>((unsigned char*)(A_s + (v_113) * 64 + 0) + 2048, &A_tmap, (tma_bar + v_109), k0_2 + 64, v_3);
        tl::tma_load<2>((unsigned char*)(A_s + (v_113) * 64 + 0) + 4096, &A_tmap, (tma_bar + v_109), k0_2 + 128, v_3);
        tl::tma_load<2>((unsigned char*)(A_s + (v_113) * 64 + 0) + 6144, &A_tmap, (tma_bar + v_109), k0_2 + 192, v_3);
      }
#line 407 "tilelang/ops/lowbit_kernels.py"
      const int v_115 = (k0_2 * 3);
      const int v_116 = (v_115 / 8);
      for (int k_2 = 0; k_2 < 48; k_2 += 1) {
        const int v_117 = (k_2 * 128);
        const int v_118 = (v_117 + tid);
        const int v_119 = (v_118 % 96);
        const int v_120 = (v_118 / 96);
        const int v_121 = (v_120 + v_5);
        const int v_122 = (v_116 + v_119);
        const unsigned char v_123 = *reinterpret_cast<const unsigned char*>((B + (v_121) * 3072 + v_122));
        const int v_124 = (v_120 + v_113);
        *reinterpret_cast<unsigned char*>((B_s + (v_124) * 96 + v_119)) = v_123;
      }
#line 413 "tilelang/ops/lowbit_kernels.py"
      if (v_7) {
        const int v_125 = (tid % 8);
        const int v_126 = (tid / 8);
        const int v_127 = (v_126 % 2);
        const int v_128 = (v_125 * 8);
        const int v_129 = (v_127 + g0_1);
        const int v_130 = (v_128 + v_5);
        const int v_131 = (v_127 + v_114);
        tl::cp_async<16>((S_s + (v_131) * 64 + v_128), (Scales + (v_129) * 8192 + v_130), true);
      }
#line 474 "tilelang/ops/lowbit_kernels.py"
    }
    tl::cp_async_commit();
#line 452 "tilelang/ops/lowbit_kernels.py"
    tl::wgmma_wait<0, 8, 64>(C_f, B_f);
#line 474 "tilelang/ops/lowbit_kernels.py"
    const bool v_132 = (r == 2);
    const int v_133 = (v_108 + 2);
    const int v_134 = (v_132 ? 0 : v_133);
#line 490 "tilelang/ops/lowbit_kernels.py"
    r = v_134;
#line 474 "tilelang/ops/lowbit_kernels.py"
  }
  tl::cp_async_wait<0>();
#line 479 "tilelang/ops/lowbit_kernels.py"
  float* const split_k_tile = reinterpret_cast<float*>(tl_smem + 0);
  __syncthreads();
#line 474 "tilelang/ops/lowbit_kernels.py"
  tl::wgmma_wait_defining<0, 8>(C_f);
#line 479 "tilelang/ops/lowbit_kernels.py"
  const int v_135 = (v_42 + v_44);
  const int v_136 = (v_135 + 8);
  #pragma unroll
  for (int l_v_1 = 0; l_v_1 < 2; l_v_1 += 1) {
    const int v_137 = (l_v_1 * 4);
    const int v_138 = (l_v_1 * 8);
    const int v_139 = (v_138 + v_46);
    const tl::vec<float, 4> v_140 = *reinterpret_cast<const tl::vec<float, 4>*>((C_f + v_137));
    const float v_141 = v_140.v[0];
    split_k_tile[(v_139) * 64 + v_135] = v_141;
    const int v_142 = (v_139 + 1);
    const float v_143 = v_140.v[1];
    split_k_tile[(v_142) * 64 + v_135] = v_143;
    const float v_144 = v_140.v[2];
    split_k_tile[(v_139) * 64 + v_136] = v_144;
    const float v_145 = v_140.v[3];
    split_k_tile[(v_142) * 64 + v_136] = v_145;
  }
  __syncthreads();
  for (int k_3 = 0; k_3 < 2; k_3 += 1) {
    const int v_146 = (k_3 * 128);
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
    for (int k_4 = 0; k_4 < 2; k_4 += 1) {
      const int v_157 = (k_4 * 128);
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
