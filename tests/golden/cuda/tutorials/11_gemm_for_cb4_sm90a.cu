// tutorials/11_custom_format.py --compile-only: gemm for cb4; sm_90a
// written by `python scripts/update_golden.py` (never by hand): the CUDA source after prelude.cuh and a blank line, #line paths repository-relative
__device__ __forceinline__ unsigned tl_vreg(unsigned c) { return c + ((unsigned)threadIdx.x >> 20); }

// cb4 -> float16: lut decode, 19 instructions per word of 8 codes (2.38 per value)
template <class T> __device__ __forceinline__ void tl_dw_cb4_f16(T* dst, const unsigned w) {
  unsigned* d = reinterpret_cast<unsigned*>(dst);
  unsigned m; asm("lop3.b32 %0, %1, %2, %3, 0xc0;" : "=r"(m) : "r"(w), "r"(0x77777777u), "r"(0x00000000u));
  const unsigned w4 = w << 4;
  const unsigned qe = m >> 12;
  unsigned se; asm("lop3.b32 %0, %1, %2, %3, 0xe4;" : "=r"(se) : "r"(m), "r"(qe), "r"(0x00000f0fu));
  unsigned be; asm("prmt.b32 %0, %1, %2, %3;" : "=r"(be) : "r"(w4), "r"(w), "r"(0x0000b9a8u));
  unsigned Hae; asm("prmt.b32 %0, %1, %2, %3;" : "=r"(Hae) : "r"(tl_vreg(0xbabcbec0u)), "r"(tl_vreg(0xb0b4b6b8u)), "r"(se));
  unsigned Hbe; asm("prmt.b32 %0, %1, %2, %3;" : "=r"(Hbe) : "r"(tl_vreg(0x38343000u)), "r"(tl_vreg(0x403e3c3au)), "r"(se));
  unsigned He; asm("lop3.b32 %0, %1, %2, %3, 0xd8;" : "=r"(He) : "r"(Hae), "r"(Hbe), "r"(be));
  unsigned o0; asm("prmt.b32 %0, %1, %2, %3;" : "=r"(o0) : "r"(tl_vreg(0x00000000u)), "r"(He), "r"(0x00005140u));
  unsigned o2; asm("prmt.b32 %0, %1, %2, %3;" : "=r"(o2) : "r"(tl_vreg(0x00000000u)), "r"(He), "r"(0x00007362u));
  const unsigned po = m >> 4;
  const unsigned qo = m >> 16;
  unsigned so; asm("lop3.b32 %0, %1, %2, %3, 0xe4;" : "=r"(so) : "r"(po), "r"(qo), "r"(0x00000f0fu));
  unsigned bo; asm("prmt.b32 %0, %1, %2, %3;" : "=r"(bo) : "r"(w4), "r"(w), "r"(0x0000fdecu));
  unsigned Hao; asm("prmt.b32 %0, %1, %2, %3;" : "=r"(Hao) : "r"(tl_vreg(0xbabcbec0u)), "r"(tl_vreg(0xb0b4b6b8u)), "r"(so));
  unsigned Hbo; asm("prmt.b32 %0, %1, %2, %3;" : "=r"(Hbo) : "r"(tl_vreg(0x38343000u)), "r"(tl_vreg(0x403e3c3au)), "r"(so));
  unsigned Ho; asm("lop3.b32 %0, %1, %2, %3, 0xd8;" : "=r"(Ho) : "r"(Hao), "r"(Hbo), "r"(bo));
  unsigned o1; asm("prmt.b32 %0, %1, %2, %3;" : "=r"(o1) : "r"(tl_vreg(0x00000000u)), "r"(Ho), "r"(0x00005140u));
  unsigned o3; asm("prmt.b32 %0, %1, %2, %3;" : "=r"(o3) : "r"(tl_vreg(0x00000000u)), "r"(Ho), "r"(0x00007362u));
  d[0] = o0;
  d[1] = o1;
  d[2] = o2;
  d[3] = o3;
}

// cb4 -> float16: pair table decode (4 shared loads a word of 8 codes)
template <class T> __device__ __forceinline__ void tl_dwt_cb4_f16(T* dst, const unsigned w, const unsigned* tab, const unsigned lane4) {
  unsigned* d = reinterpret_cast<unsigned*>(dst);
  const char* t = reinterpret_cast<const char*>(tab);
  const unsigned w12 = w >> 12;
  const unsigned w4 = w >> 4;
  const unsigned w16 = w >> 16;
  unsigned e; asm("lop3.b32 %0, %1, %2, %3, 0xe4;" : "=r"(e) : "r"(w), "r"(w12), "r"(0x00000f0fu));
  unsigned o; asm("lop3.b32 %0, %1, %2, %3, 0xe4;" : "=r"(o) : "r"(w4), "r"(w16), "r"(0x00000f0fu));
  d[0] = *reinterpret_cast<const unsigned*>(t + (((e << 7) & 0x7f80u) | lane4));
  d[1] = *reinterpret_cast<const unsigned*>(t + (((o << 7) & 0x7f80u) | lane4));
  d[2] = *reinterpret_cast<const unsigned*>(t + (((e >> 1) & 0x7f80u) | lane4));
  d[3] = *reinterpret_cast<const unsigned*>(t + (((o >> 1) & 0x7f80u) | lane4));
}

#line 490 "tilelang/ops/lowbit_kernels.py"
extern "C" __global__ void __launch_bounds__(128) gemm_kernel(half* __restrict__ A, unsigned char* __restrict__ B, half* __restrict__ Scales, half* __restrict__ C, float* __restrict__ Work, int* __restrict__ Arrivals, const __grid_constant__ tl::TensorMap A_tmap, const __grid_constant__ tl::TensorMap B_tmap) {
  extern __shared__ __align__(1024) unsigned char tl_smem[];
  const int tid = (int)threadIdx.x;
#line 405 "tilelang/ops/lowbit_kernels.py"
  unsigned long long* const tma_bar = reinterpret_cast<unsigned long long*>(tl_smem + 82944);
  if (threadIdx.x == 0 && threadIdx.y == 0 && threadIdx.z == 0) {
    for (int i = 0; i < 3; ++i) tl::mbar_init(tma_bar + i, 1);
    tl::fence_mbar_init();
  }
#line 407 "tilelang/ops/lowbit_kernels.py"
  unsigned long long* const tma_bar_1 = reinterpret_cast<unsigned long long*>(tl_smem + 83072);
  if (threadIdx.x == 0 && threadIdx.y == 0 && threadIdx.z == 0) {
    for (int i = 0; i < 3; ++i) tl::mbar_init(tma_bar_1 + i, 1);
    tl::fence_mbar_init();
  }
#line 418 "tilelang/ops/lowbit_kernels.py"
  unsigned* const pair_table = reinterpret_cast<unsigned*>(tl_smem + 0);
  for (int tl_i = tid; tl_i < 512; tl_i += 128) {
    const unsigned tl_q = (unsigned)tl_i >> 3;  // entries 4 tl_q + p: codes 4 tl_q % 16 + p, tl_q / 4
    unsigned tl_p[4];
    tl_dw_cb4_f16(tl_p, ((4u * tl_q) & 15u) * 0x1111u + 0x3210u + ((tl_q >> 2) * 0x1111u << 16));
    #pragma unroll
    for (int p = 0; p < 4; ++p)
      *reinterpret_cast<uint4*>(pair_table + (4 * tl_q + p) * 32 + 4 * (tl_i & 7)) = make_uint4(tl_p[p], tl_p[p], tl_p[p], tl_p[p]);
  }
#line 363 "tilelang/ops/lowbit_kernels.py"
  half* const A_s = reinterpret_cast<half*>(tl_smem + 32768);
#line 364 "tilelang/ops/lowbit_kernels.py"
  unsigned char* const B_s = reinterpret_cast<unsigned char*>(tl_smem + 57344);
#line 365 "tilelang/ops/lowbit_kernels.py"
  half* const S_s = reinterpret_cast<half*>(tl_smem + 81920);
#line 367 "tilelang/ops/lowbit_kernels.py"
  alignas(16) half B_f[128];
#line 368 "tilelang/ops/lowbit_kernels.py"
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
#line 474 "tilelang/ops/lowbit_kernels.py"
  int r = 0;
  for (int ko = 0; ko < 8; ko += 1) {
    tl::cp_async_wait<1>();
    __syncthreads();
    const int v_34 = (r * 64);
    const int v_35 = (r * 2);
    const int v_36 = (ko / 3);
    const int v_37 = (v_36 % 2);
#line 405 "tilelang/ops/lowbit_kernels.py"
    tl::mbar_wait((tma_bar + r), v_37);
#line 407 "tilelang/ops/lowbit_kernels.py"
    tl::mbar_wait((tma_bar_1 + r), v_37);
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
      const int v_49 = (v_42 + v_34);
      const unsigned v_50 = *reinterpret_cast<const unsigned*>((B_s + (v_49) * 128 + v_48));
      tl_dwt_cb4_f16(dequant + v_38, v_50, pair_table, (threadIdx.x & 31) << 2);
    }
    #pragma unroll
    for (int l_v_1 = 0; l_v_1 < 16; l_v_1 += 1) {
      const int v_51 = (l_v_1 * 8);
      const int v_52 = (l_v_1 % 2);
      const int v_53 = (v_52 * 8);
      const int v_54 = (v_27 + v_53);
      const int v_55 = (v_54 + v_29);
#line 426 "tilelang/ops/lowbit_kernels.py"
      const tl::vec<half, 8> v_56 = *reinterpret_cast<const tl::vec<half, 8>*>((dequant + v_51));
      const half v_57 = v_56.v[0];
#line 432 "tilelang/ops/lowbit_kernels.py"
      const int v_58 = (l_v_1 / 8);
      const int v_59 = (v_58 + v_35);
      const half v_60 = S_s[(v_59) * 64 + v_55];
      const half v_61 = tl::mul(v_57, v_60);
#line 426 "tilelang/ops/lowbit_kernels.py"
      const half v_62 = v_56.v[1];
#line 432 "tilelang/ops/lowbit_kernels.py"
      const half v_63 = tl::mul(v_62, v_60);
#line 426 "tilelang/ops/lowbit_kernels.py"
      const half v_64 = v_56.v[2];
#line 432 "tilelang/ops/lowbit_kernels.py"
      const half v_65 = tl::mul(v_64, v_60);
#line 426 "tilelang/ops/lowbit_kernels.py"
      const half v_66 = v_56.v[3];
#line 432 "tilelang/ops/lowbit_kernels.py"
      const half v_67 = tl::mul(v_66, v_60);
#line 426 "tilelang/ops/lowbit_kernels.py"
      const half v_68 = v_56.v[4];
#line 432 "tilelang/ops/lowbit_kernels.py"
      const half v_69 = tl::mul(v_68, v_60);
#line 426 "tilelang/ops/lowbit_kernels.py"
      const half v_70 = v_56.v[5];
#line 432 "tilelang/ops/lowbit_kernels.py"
      const half v_71 = tl::mul(v_70, v_60);
#line 426 "tilelang/ops/lowbit_kernels.py"
      const half v_72 = v_56.v[6];
#line 432 "tilelang/ops/lowbit_kernels.py"
      const half v_73 = tl::mul(v_72, v_60);
#line 426 "tilelang/ops/lowbit_kernels.py"
      const half v_74 = v_56.v[7];
#line 432 "tilelang/ops/lowbit_kernels.py"
      const half v_75 = tl::mul(v_74, v_60);
#line 418 "tilelang/ops/lowbit_kernels.py"
      const tl::vec<half, 8> v_76 = tl::vec<half, 8>{{v_61, v_63, v_65, v_67, v_69, v_71, v_73, v_75}};
      *reinterpret_cast<tl::vec<half, 8>*>((B_f + v_51)) = v_76;
    }
#line 452 "tilelang/ops/lowbit_kernels.py"
    tl::wgmma_fence<8, 64>(C_f, B_f);
    const unsigned long long v_77 = tl::wgmma_desc<128, 16, 1024>((A_s + (v_34) * 64 + 0));
    { float* tl_acc = C_f; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %13, 0;\nwgmma.mma_async.sync.aligned.m64n16k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9, %10, %11}, %12, p, 1, 1, 0;\n}\n" : "+f"(tl_acc[0 + 0]), "+f"(tl_acc[0 + 1]), "+f"(tl_acc[0 + 2]), "+f"(tl_acc[0 + 3]), "+f"(tl_acc[0 + 4]), "+f"(tl_acc[0 + 5]), "+f"(tl_acc[0 + 6]), "+f"(tl_acc[0 + 7]) : "r"(*reinterpret_cast<const unsigned*>(&B_f[0 + 0])), "r"(*reinterpret_cast<const unsigned*>(&B_f[0 + 8])), "r"(*reinterpret_cast<const unsigned*>(&B_f[0 + 2])), "r"(*reinterpret_cast<const unsigned*>(&B_f[0 + 10])), "l"(v_77), "r"(1)); }
    const unsigned long long v_78 = tl::wgmma_desc_at<128, 16, 1024>((A_s + (v_34) * 64), 2);
    { float* tl_acc = C_f; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %13, 0;\nwgmma.mma_async.sync.aligned.m64n16k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9, %10, %11}, %12, p, 1, 1, 0;\n}\n" : "+f"(tl_acc[0 + 0]), "+f"(tl_acc[0 + 1]), "+f"(tl_acc[0 + 2]), "+f"(tl_acc[0 + 3]), "+f"(tl_acc[0 + 4]), "+f"(tl_acc[0 + 5]), "+f"(tl_acc[0 + 6]), "+f"(tl_acc[0 + 7]) : "r"(*reinterpret_cast<const unsigned*>(&B_f[4 + 0])), "r"(*reinterpret_cast<const unsigned*>(&B_f[4 + 8])), "r"(*reinterpret_cast<const unsigned*>(&B_f[4 + 2])), "r"(*reinterpret_cast<const unsigned*>(&B_f[4 + 10])), "l"(v_78), "r"(1)); }
    const unsigned long long v_79 = tl::wgmma_desc_at<128, 16, 1024>((A_s + (v_34) * 64), 4);
    { float* tl_acc = C_f; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %13, 0;\nwgmma.mma_async.sync.aligned.m64n16k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9, %10, %11}, %12, p, 1, 1, 0;\n}\n" : "+f"(tl_acc[0 + 0]), "+f"(tl_acc[0 + 1]), "+f"(tl_acc[0 + 2]), "+f"(tl_acc[0 + 3]), "+f"(tl_acc[0 + 4]), "+f"(tl_acc[0 + 5]), "+f"(tl_acc[0 + 6]), "+f"(tl_acc[0 + 7]) : "r"(*reinterpret_cast<const unsigned*>(&B_f[16 + 0])), "r"(*reinterpret_cast<const unsigned*>(&B_f[16 + 8])), "r"(*reinterpret_cast<const unsigned*>(&B_f[16 + 2])), "r"(*reinterpret_cast<const unsigned*>(&B_f[16 + 10])), "l"(v_79), "r"(1)); }
    const unsigned long long v_80 = tl::wgmma_desc_at<128, 16, 1024>((A_s + (v_34) * 64), 6);
    { float* tl_acc = C_f; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %13, 0;\nwgmma.mma_async.sync.aligned.m64n16k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9, %10, %11}, %12, p, 1, 1, 0;\n}\n" : "+f"(tl_acc[0 + 0]), "+f"(tl_acc[0 + 1]), "+f"(tl_acc[0 + 2]), "+f"(tl_acc[0 + 3]), "+f"(tl_acc[0 + 4]), "+f"(tl_acc[0 + 5]), "+f"(tl_acc[0 + 6]), "+f"(tl_acc[0 + 7]) : "r"(*reinterpret_cast<const unsigned*>(&B_f[20 + 0])), "r"(*reinterpret_cast<const unsigned*>(&B_f[20 + 8])), "r"(*reinterpret_cast<const unsigned*>(&B_f[20 + 2])), "r"(*reinterpret_cast<const unsigned*>(&B_f[20 + 10])), "l"(v_80), "r"(1)); }
    const int v_81 = (v_34 + 16);
    const unsigned long long v_82 = tl::wgmma_desc_at<128, 16, 1024>((A_s + (v_34) * 64), 128);
    { float* tl_acc = C_f; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %13, 0;\nwgmma.mma_async.sync.aligned.m64n16k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9, %10, %11}, %12, p, 1, 1, 0;\n}\n" : "+f"(tl_acc[0 + 0]), "+f"(tl_acc[0 + 1]), "+f"(tl_acc[0 + 2]), "+f"(tl_acc[0 + 3]), "+f"(tl_acc[0 + 4]), "+f"(tl_acc[0 + 5]), "+f"(tl_acc[0 + 6]), "+f"(tl_acc[0 + 7]) : "r"(*reinterpret_cast<const unsigned*>(&B_f[32 + 0])), "r"(*reinterpret_cast<const unsigned*>(&B_f[32 + 8])), "r"(*reinterpret_cast<const unsigned*>(&B_f[32 + 2])), "r"(*reinterpret_cast<const unsigned*>(&B_f[32 + 10])), "l"(v_82), "r"(1)); }
    const unsigned long long v_83 = tl::wgmma_desc_at<128, 16, 1024>((A_s + (v_34) * 64), 130);
    { float* tl_acc = C_f; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %13, 0;\nwgmma.mma_async.sync.aligned.m64n16k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9, %10, %11}, %12, p, 1, 1, 0;\n}\n" : "+f"(tl_acc[0 + 0]), "+f"(tl_acc[0 + 1]), "+f"(tl_acc[0 + 2]), "+f"(tl_acc[0 + 3]), "+f"(tl_acc[0 + 4]), "+f"(tl_acc[0 + 5]), "+f"(tl_acc[0 + 6]), "+f"(tl_acc[0 + 7]) : "r"(*reinterpret_cast<const unsigned*>(&B_f[36 + 0])), "r"(*reinterpret_cast<const unsigned*>(&B_f[36 + 8])), "r"(*reinterpret_cast<const unsigned*>(&B_f[36 + 2])), "r"(*reinterpret_cast<const unsigned*>(&B_f[36 + 10])), "l"(v_83), "r"(1)); }
    const unsigned long long v_84 = tl::wgmma_desc_at<128, 16, 1024>((A_s + (v_34) * 64), 132);
    { float* tl_acc = C_f; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %13, 0;\nwgmma.mma_async.sync.aligned.m64n16k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9, %10, %11}, %12, p, 1, 1, 0;\n}\n" : "+f"(tl_acc[0 + 0]), "+f"(tl_acc[0 + 1]), "+f"(tl_acc[0 + 2]), "+f"(tl_acc[0 + 3]), "+f"(tl_acc[0 + 4]), "+f"(tl_acc[0 + 5]), "+f"(tl_acc[0 + 6]), "+f"(tl_acc[0 + 7]) : "r"(*reinterpret_cast<const unsigned*>(&B_f[48 + 0])), "r"(*reinterpret_cast<const unsigned*>(&B_f[48 + 8])), "r"(*reinterpret_cast<const unsigned*>(&B_f[48 + 2])), "r"(*reinterpret_cast<const unsigned*>(&B_f[48 + 10])), "l"(v_84), "r"(1)); }
    const unsigned long long v_85 = tl::wgmma_desc_at<128, 16, 1024>((A_s + (v_34) * 64), 134);
    { float* tl_acc = C_f; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %13, 0;\nwgmma.mma_async.sync.aligned.m64n16k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9, %10, %11}, %12, p, 1, 1, 0;\n}\n" : "+f"(tl_acc[0 + 0]), "+f"(tl_acc[0 + 1]), "+f"(tl_acc[0 + 2]), "+f"(tl_acc[0 + 3]), "+f"(tl_acc[0 + 4]), "+f"(tl_acc[0 + 5]), "+f"(tl_acc[0 + 6]), "+f"(tl_acc[0 + 7]) : "r"(*reinterpret_cast<const unsigned*>(&B_f[52 + 0])), "r"(*reinterpret_cast<const unsigned*>(&B_f[52 + 8])), "r"(*reinterpret_cast<const unsigned*>(&B_f[52 + 2])), "r"(*reinterpret_cast<const unsigned*>(&B_f[52 + 10])), "l"(v_85), "r"(1)); }
    const int v_86 = (v_34 + 32);
    const unsigned long long v_87 = tl::wgmma_desc_at<128, 16, 1024>((A_s + (v_34) * 64), 256);
    { float* tl_acc = C_f; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %13, 0;\nwgmma.mma_async.sync.aligned.m64n16k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9, %10, %11}, %12, p, 1, 1, 0;\n}\n" : "+f"(tl_acc[0 + 0]), "+f"(tl_acc[0 + 1]), "+f"(tl_acc[0 + 2]), "+f"(tl_acc[0 + 3]), "+f"(tl_acc[0 + 4]), "+f"(tl_acc[0 + 5]), "+f"(tl_acc[0 + 6]), "+f"(tl_acc[0 + 7]) : "r"(*reinterpret_cast<const unsigned*>(&B_f[64 + 0])), "r"(*reinterpret_cast<const unsigned*>(&B_f[64 + 8])), "r"(*reinterpret_cast<const unsigned*>(&B_f[64 + 2])), "r"(*reinterpret_cast<const unsigned*>(&B_f[64 + 10])), "l"(v_87), "r"(1)); }
    const unsigned long long v_88 = tl::wgmma_desc_at<128, 16, 1024>((A_s + (v_34) * 64), 258);
    { float* tl_acc = C_f; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %13, 0;\nwgmma.mma_async.sync.aligned.m64n16k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9, %10, %11}, %12, p, 1, 1, 0;\n}\n" : "+f"(tl_acc[0 + 0]), "+f"(tl_acc[0 + 1]), "+f"(tl_acc[0 + 2]), "+f"(tl_acc[0 + 3]), "+f"(tl_acc[0 + 4]), "+f"(tl_acc[0 + 5]), "+f"(tl_acc[0 + 6]), "+f"(tl_acc[0 + 7]) : "r"(*reinterpret_cast<const unsigned*>(&B_f[68 + 0])), "r"(*reinterpret_cast<const unsigned*>(&B_f[68 + 8])), "r"(*reinterpret_cast<const unsigned*>(&B_f[68 + 2])), "r"(*reinterpret_cast<const unsigned*>(&B_f[68 + 10])), "l"(v_88), "r"(1)); }
    const unsigned long long v_89 = tl::wgmma_desc_at<128, 16, 1024>((A_s + (v_34) * 64), 260);
    { float* tl_acc = C_f; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %13, 0;\nwgmma.mma_async.sync.aligned.m64n16k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9, %10, %11}, %12, p, 1, 1, 0;\n}\n" : "+f"(tl_acc[0 + 0]), "+f"(tl_acc[0 + 1]), "+f"(tl_acc[0 + 2]), "+f"(tl_acc[0 + 3]), "+f"(tl_acc[0 + 4]), "+f"(tl_acc[0 + 5]), "+f"(tl_acc[0 + 6]), "+f"(tl_acc[0 + 7]) : "r"(*reinterpret_cast<const unsigned*>(&B_f[80 + 0])), "r"(*reinterpret_cast<const unsigned*>(&B_f[80 + 8])), "r"(*reinterpret_cast<const unsigned*>(&B_f[80 + 2])), "r"(*reinterpret_cast<const unsigned*>(&B_f[80 + 10])), "l"(v_89), "r"(1)); }
    const unsigned long long v_90 = tl::wgmma_desc_at<128, 16, 1024>((A_s + (v_34) * 64), 262);
    { float* tl_acc = C_f; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %13, 0;\nwgmma.mma_async.sync.aligned.m64n16k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9, %10, %11}, %12, p, 1, 1, 0;\n}\n" : "+f"(tl_acc[0 + 0]), "+f"(tl_acc[0 + 1]), "+f"(tl_acc[0 + 2]), "+f"(tl_acc[0 + 3]), "+f"(tl_acc[0 + 4]), "+f"(tl_acc[0 + 5]), "+f"(tl_acc[0 + 6]), "+f"(tl_acc[0 + 7]) : "r"(*reinterpret_cast<const unsigned*>(&B_f[84 + 0])), "r"(*reinterpret_cast<const unsigned*>(&B_f[84 + 8])), "r"(*reinterpret_cast<const unsigned*>(&B_f[84 + 2])), "r"(*reinterpret_cast<const unsigned*>(&B_f[84 + 10])), "l"(v_90), "r"(1)); }
    const int v_91 = (v_34 + 48);
    const unsigned long long v_92 = tl::wgmma_desc_at<128, 16, 1024>((A_s + (v_34) * 64), 384);
    { float* tl_acc = C_f; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %13, 0;\nwgmma.mma_async.sync.aligned.m64n16k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9, %10, %11}, %12, p, 1, 1, 0;\n}\n" : "+f"(tl_acc[0 + 0]), "+f"(tl_acc[0 + 1]), "+f"(tl_acc[0 + 2]), "+f"(tl_acc[0 + 3]), "+f"(tl_acc[0 + 4]), "+f"(tl_acc[0 + 5]), "+f"(tl_acc[0 + 6]), "+f"(tl_acc[0 + 7]) : "r"(*reinterpret_cast<const unsigned*>(&B_f[96 + 0])), "r"(*reinterpret_cast<const unsigned*>(&B_f[96 + 8])), "r"(*reinterpret_cast<const unsigned*>(&B_f[96 + 2])), "r"(*reinterpret_cast<const unsigned*>(&B_f[96 + 10])), "l"(v_92), "r"(1)); }
    const unsigned long long v_93 = tl::wgmma_desc_at<128, 16, 1024>((A_s + (v_34) * 64), 386);
    { float* tl_acc = C_f; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %13, 0;\nwgmma.mma_async.sync.aligned.m64n16k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9, %10, %11}, %12, p, 1, 1, 0;\n}\n" : "+f"(tl_acc[0 + 0]), "+f"(tl_acc[0 + 1]), "+f"(tl_acc[0 + 2]), "+f"(tl_acc[0 + 3]), "+f"(tl_acc[0 + 4]), "+f"(tl_acc[0 + 5]), "+f"(tl_acc[0 + 6]), "+f"(tl_acc[0 + 7]) : "r"(*reinterpret_cast<const unsigned*>(&B_f[100 + 0])), "r"(*reinterpret_cast<const unsigned*>(&B_f[100 + 8])), "r"(*reinterpret_cast<const unsigned*>(&B_f[100 + 2])), "r"(*reinterpret_cast<const unsigned*>(&B_f[100 + 10])), "l"(v_93), "r"(1)); }
    const unsigned long long v_94 = tl::wgmma_desc_at<128, 16, 1024>((A_s + (v_34) * 64), 388);
    { float* tl_acc = C_f; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %13, 0;\nwgmma.mma_async.sync.aligned.m64n16k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9, %10, %11}, %12, p, 1, 1, 0;\n}\n" : "+f"(tl_acc[0 + 0]), "+f"(tl_acc[0 + 1]), "+f"(tl_acc[0 + 2]), "+f"(tl_acc[0 + 3]), "+f"(tl_acc[0 + 4]), "+f"(tl_acc[0 + 5]), "+f"(tl_acc[0 + 6]), "+f"(tl_acc[0 + 7]) : "r"(*reinterpret_cast<const unsigned*>(&B_f[112 + 0])), "r"(*reinterpret_cast<const unsigned*>(&B_f[112 + 8])), "r"(*reinterpret_cast<const unsigned*>(&B_f[112 + 2])), "r"(*reinterpret_cast<const unsigned*>(&B_f[112 + 10])), "l"(v_94), "r"(1)); }
    const unsigned long long v_95 = tl::wgmma_desc_at<128, 16, 1024>((A_s + (v_34) * 64), 390);
    { float* tl_acc = C_f; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %13, 0;\nwgmma.mma_async.sync.aligned.m64n16k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9, %10, %11}, %12, p, 1, 1, 0;\n}\n" : "+f"(tl_acc[0 + 0]), "+f"(tl_acc[0 + 1]), "+f"(tl_acc[0 + 2]), "+f"(tl_acc[0 + 3]), "+f"(tl_acc[0 + 4]), "+f"(tl_acc[0 + 5]), "+f"(tl_acc[0 + 6]), "+f"(tl_acc[0 + 7]) : "r"(*reinterpret_cast<const unsigned*>(&B_f[116 + 0])), "r"(*reinterpret_cast<const unsigned*>(&B_f[116 + 8])), "r"(*reinterpret_cast<const unsigned*>(&B_f[116 + 2])), "r"(*reinterpret_cast<const unsigned*>(&B_f[116 + 10])), "l"(v_95), "r"(1)); }
    tl::wgmma_commit();
#line 474 "tilelang/ops/lowbit_kernels.py"
    const int v_96 = (ko + 2);
    const bool v_97 = (r == 0);
    const int v_98 = (r - 1);
    const int v_99 = (v_97 ? 2 : v_98);
    const bool v_100 = (v_96 < 8);
    if (v_100) {
      const int v_101 = tl::min(v_96, 7);
#line 476 "tilelang/ops/lowbit_kernels.py"
      const int v_102 = (v_2 + v_101);
      const int k0_2 = (v_102 * 256);
#line 406 "tilelang/ops/lowbit_kernels.py"
      const int g0_1 = (k0_2 / 128);
#line 407 "tilelang/ops/lowbit_kernels.py"
      const int v_103 = (k0_2 * 4);
      const int v_104 = (v_103 / 8);
#line 474 "tilelang/ops/lowbit_kernels.py"
      const int v_105 = (v_99 * 64);
      const int v_106 = (v_99 * 2);
#line 405 "tilelang/ops/lowbit_kernels.py"
      if (v_4) {
        tl::mbar_expect_tx((tma_bar + v_99), 8192);
        tl::tma_load<2>((A_s + (v_105) * 64 + 0), &A_tmap, (tma_bar + v_99), k0_2, v_3);
        tl::tma_load<2>((unsigned char*)(A_s + (v_105) * 64 + 0) + 2048, &A_tmap, (tma_bar + v_99), k0_2 + 64, v_3);
        tl::tma_load<2>((unsigned char*)(A_s + (v_105) * 64 + 0) + 4096, &A_tmap, (tma_bar + v_99), k0_2 + 128, v_3);
        tl::tma_load<2>((unsigned char*)(A_s + (v_105) * 64 + 0) + 6144, &A_tmap, (tma_bar + v_99), k0_2 + 192, v_3);
      }
#line 407 "tilelang/ops/lowbit_kernels.py"
      if (v_4) {
        tl::mbar_expect_tx((tma_bar_1 + v_99), 8192);
        tl::tma_load<1>((B_s + (v_105) * 128 + 0), &B_tmap, (tma_bar_1 + v_99), v_104, v_5);
      }
#line 413 "tilelang/ops/lowbit_kernels.py"
      if (v_9) {
        const int v_107 = (tid % 8);
        const int v_108 = (tid / 8);
        const int v_109 = (v_108 % 2);
        const int v_110 = (v_107 * 8);
        const int v_111 = (v_109 + g0_1);
        const int v_112 = (v_110 + v_5);
        const int v_113 = (v_109 + v_106);
        tl::cp_async<16>((S_s + (v_113) * 64 + v_110), (Scales + (v_111) * 8192 + v_112), true);
      }
#line 474 "tilelang/ops/lowbit_kernels.py"
    }
    tl::cp_async_commit();
#line 452 "tilelang/ops/lowbit_kernels.py"
    tl::wgmma_wait<0, 8, 64>(C_f, B_f);
#line 474 "tilelang/ops/lowbit_kernels.py"
    const bool v_114 = (r == 2);
    const int v_115 = (v_98 + 2);
    const int v_116 = (v_114 ? 0 : v_115);
#line 490 "tilelang/ops/lowbit_kernels.py"
    r = v_116;
#line 474 "tilelang/ops/lowbit_kernels.py"
  }
  tl::cp_async_wait<0>();
#line 479 "tilelang/ops/lowbit_kernels.py"
  float* const split_k_tile = reinterpret_cast<float*>(tl_smem + 0);
  __syncthreads();
#line 474 "tilelang/ops/lowbit_kernels.py"
  tl::wgmma_wait_defining<0, 8>(C_f);
#line 479 "tilelang/ops/lowbit_kernels.py"
  const int v_117 = (v_27 + v_29);
  const int v_118 = (v_117 + 8);
  #pragma unroll
  for (int l_v_2 = 0; l_v_2 < 2; l_v_2 += 1) {
    const int v_119 = (l_v_2 * 4);
    const int v_120 = (l_v_2 * 8);
    const int v_121 = (v_120 + v_31);
    const tl::vec<float, 4> v_122 = *reinterpret_cast<const tl::vec<float, 4>*>((C_f + v_119));
    const float v_123 = v_122.v[0];
    split_k_tile[(v_121) * 64 + v_117] = v_123;
    const int v_124 = (v_121 + 1);
    const float v_125 = v_122.v[1];
    split_k_tile[(v_124) * 64 + v_117] = v_125;
    const float v_126 = v_122.v[2];
    split_k_tile[(v_121) * 64 + v_118] = v_126;
    const float v_127 = v_122.v[3];
    split_k_tile[(v_124) * 64 + v_118] = v_127;
  }
  __syncthreads();
  for (int k = 0; k < 2; k += 1) {
    const int v_128 = (k * 128);
    const int v_129 = (v_128 + tid);
    const int v_130 = (v_129 % 16);
    const int v_131 = (v_129 / 16);
    const int v_132 = (v_130 * 4);
    const int v_133 = (v_3 + v_131);
    const int v_134 = (v_5 + v_132);
    const tl::vec<float, 4> v_135 = *reinterpret_cast<const tl::vec<float, 4>*>((split_k_tile + (v_131) * 64 + v_132));
    *reinterpret_cast<tl::vec<float, 4>*>((Work + (((int)blockIdx.z) * 16 + v_133) * 8192 + v_134)) = v_135;
  }
  __syncthreads();
  int* const split_k_last = reinterpret_cast<int*>(tl_smem + 0);
  if (v_4) {
    const int v_136 = tl::fetch_add_acq_rel((Arrivals + ((int)blockIdx.y) * 128 + (int)blockIdx.x), 1);
    split_k_last[0] = v_136;
  }
  __syncthreads();
  const int v_137 = split_k_last[0];
  const bool v_138 = (v_137 == 3);
  if (v_138) {
    for (int k_1 = 0; k_1 < 2; k_1 += 1) {
      const int v_139 = (k_1 * 128);
      const int v_140 = (v_139 + tid);
      const int v_141 = (v_140 % 16);
      const int v_142 = (v_140 / 16);
      const int v_143 = (v_141 * 4);
      const int v_144 = (v_3 + v_142);
      const int v_145 = (v_5 + v_143);
      const tl::vec<float, 4> v_146 = *reinterpret_cast<const tl::vec<float, 4>*>((Work + (v_144) * 8192 + v_145));
      const float v_147 = v_146.v[0];
      const tl::vec<float, 4> v_148 = *reinterpret_cast<const tl::vec<float, 4>*>((Work + ((1) * 16 + v_144) * 8192 + v_145));
      const float v_149 = v_148.v[0];
      const float v_150 = (v_147 + v_149);
      const tl::vec<float, 4> v_151 = *reinterpret_cast<const tl::vec<float, 4>*>((Work + ((2) * 16 + v_144) * 8192 + v_145));
      const float v_152 = v_151.v[0];
      const float v_153 = (v_150 + v_152);
      const tl::vec<float, 4> v_154 = *reinterpret_cast<const tl::vec<float, 4>*>((Work + ((3) * 16 + v_144) * 8192 + v_145));
      const float v_155 = v_154.v[0];
      const float v_156 = (v_153 + v_155);
      const half v_157 = tl::cast<half>(v_156);
      const float v_158 = v_146.v[1];
      const float v_159 = v_148.v[1];
      const float v_160 = (v_158 + v_159);
      const float v_161 = v_151.v[1];
      const float v_162 = (v_160 + v_161);
      const float v_163 = v_154.v[1];
      const float v_164 = (v_162 + v_163);
      const half v_165 = tl::cast<half>(v_164);
      const float v_166 = v_146.v[2];
      const float v_167 = v_148.v[2];
      const float v_168 = (v_166 + v_167);
      const float v_169 = v_151.v[2];
      const float v_170 = (v_168 + v_169);
      const float v_171 = v_154.v[2];
      const float v_172 = (v_170 + v_171);
      const half v_173 = tl::cast<half>(v_172);
      const float v_174 = v_146.v[3];
      const float v_175 = v_148.v[3];
      const float v_176 = (v_174 + v_175);
      const float v_177 = v_151.v[3];
      const float v_178 = (v_176 + v_177);
      const float v_179 = v_154.v[3];
      const float v_180 = (v_178 + v_179);
      const half v_181 = tl::cast<half>(v_180);
      const tl::vec<half, 4> v_182 = tl::vec<half, 4>{{v_157, v_165, v_173, v_181}};
      *reinterpret_cast<tl::vec<half, 4>*>((C + (v_144) * 8192 + v_145)) = v_182;
    }
    if (v_4) {
      Arrivals[((int)blockIdx.y) * 128 + (int)blockIdx.x] = 0;
    }
  }
}
