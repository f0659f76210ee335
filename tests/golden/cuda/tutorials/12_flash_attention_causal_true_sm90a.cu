// tutorials/12_flash_attention.py --compile-only: flash_attention(causal=True); sm_90a
// written by `python scripts/update_golden.py` (never by hand): the CUDA source after prelude.cuh and a blank line, #line paths repository-relative
#line 88 "tutorials/12_flash_attention.py"
extern "C" __global__ void __launch_bounds__(256) main_kernel(half* __restrict__ Q, half* __restrict__ K, half* __restrict__ V, half* __restrict__ O, const __grid_constant__ tl::TensorMap K_tmap, const __grid_constant__ tl::TensorMap V_tmap) {
  extern __shared__ __align__(1024) unsigned char tl_smem[];
  const int tid = (int)threadIdx.x;
#line 106 "tutorials/12_flash_attention.py"
  unsigned long long* const tma_bar = reinterpret_cast<unsigned long long*>(tl_smem + 196608);
  if (threadIdx.x == 0 && threadIdx.y == 0 && threadIdx.z == 0) {
    for (int i = 0; i < 2; ++i) tl::mbar_init(tma_bar + i, 1);
    tl::fence_mbar_init();
  }
#line 107 "tutorials/12_flash_attention.py"
  unsigned long long* const tma_bar_1 = reinterpret_cast<unsigned long long*>(tl_smem + 196736);
  if (threadIdx.x == 0 && threadIdx.y == 0 && threadIdx.z == 0) {
    for (int i = 0; i < 2; ++i) tl::mbar_init(tma_bar_1 + i, 1);
    tl::fence_mbar_init();
  }
#line 89 "tutorials/12_flash_attention.py"
  half* const Q_s = reinterpret_cast<half*>(tl_smem + 131072);
#line 90 "tutorials/12_flash_attention.py"
  half* const K_s = reinterpret_cast<half*>(tl_smem + 0);
#line 91 "tutorials/12_flash_attention.py"
  half* const V_s = reinterpret_cast<half*>(tl_smem + 65536);
#line 92 "tutorials/12_flash_attention.py"
  half* const P_s = reinterpret_cast<half*>(tl_smem + 163840);
#line 93 "tutorials/12_flash_attention.py"
  alignas(16) float acc_s[64];
#line 94 "tutorials/12_flash_attention.py"
  alignas(16) float acc_o[64];
#line 95 "tutorials/12_flash_attention.py"
  alignas(16) float m_old[2];
#line 96 "tutorials/12_flash_attention.py"
  alignas(16) float m[2];
#line 97 "tutorials/12_flash_attention.py"
  alignas(16) float l[2];
#line 98 "tutorials/12_flash_attention.py"
  alignas(16) float r[2];
#line 99 "tutorials/12_flash_attention.py"
  const int v = ((int)blockIdx.x * 128);
  const int v_1 = ((int)blockIdx.x + 1);
  for (int k = 0; k < 8; k += 1) {
    const int v_2 = (k * 256);
    const int v_3 = (v_2 + tid);
    const int v_4 = (v_3 % 16);
    const int v_5 = (v_3 / 16);
    const int v_6 = (v_4 * 8);
    const int v_7 = (v_5 + v);
    const int v_8 = (v_6 / 64);
    const int v_9 = (v_8 * 128);
    const int v_10 = (v_9 + v_5);
    const int v_11 = (v_6 % 64);
    const int v_12 = (v_5 % 8);
    const int v_13 = (v_12 * 8);
    const int v_14 = (v_11 ^ v_13);
    tl::cp_async<16>((Q_s + (v_10) * 64 + v_14), (Q + ((((int)blockIdx.z) * 16 + (int)blockIdx.y) * 4096 + v_7) * 128 + v_6), true);
  }
  tl::cp_async_commit();
  tl::cp_async_wait<0>();
  tl::fence_proxy_async();
  __syncthreads();
#line 100 "tutorials/12_flash_attention.py"
  #pragma unroll
  for (int l_v = 0; l_v < 16; l_v += 1) {
    const int v_15 = (l_v * 4);
    const tl::vec<float, 4> v_16 = tl::vec<float, 4>{{0.0f, 0.0f, 0.0f, 0.0f}};
    *reinterpret_cast<tl::vec<float, 4>*>((acc_o + v_15)) = v_16;
  }
#line 101 "tutorials/12_flash_attention.py"
  const tl::vec<float, 2> v_17 = tl::vec<float, 2>{{0.0f, 0.0f}};
  *reinterpret_cast<tl::vec<float, 2>*>((l + 0)) = v_17;
#line 102 "tutorials/12_flash_attention.py"
  const tl::vec<float, 2> v_18 = tl::vec<float, 2>{{-1.0000000150474662e+30f, -1.0000000150474662e+30f}};
  *reinterpret_cast<tl::vec<float, 2>*>((m + 0)) = v_18;
#line 103 "tutorials/12_flash_attention.py"
  const int n = tl::min(32, v_1);
#line 88 "tutorials/12_flash_attention.py"
  const int v_19 = (n + -1);
  const int v_20 = tl::min(0, v_19);
#line 106 "tutorials/12_flash_attention.py"
  const int v_21 = (v_20 * 128);
  const bool v_22 = (tid == 0);
#line 114 "tutorials/12_flash_attention.py"
  const int v_23 = (tid / 128);
  const int v_24 = (v_23 * 64);
  const int v_25 = (v_24 + 128);
#line 117 "tutorials/12_flash_attention.py"
  const int v_26 = (tid % 32);
  const int v_27 = (v_26 & 3);
#line 106 "tutorials/12_flash_attention.py"
  if (v_22) {
    tl::mbar_expect_tx((tma_bar + 0), 32768);
    tl::tma_load((K_s + 0), &K_tmap, (tma_bar + 0), 0, v_21, (int)blockIdx.y, (int)blockIdx.z);
    tl::tma_load((unsigned char*)(K_s + 0) + 16384, &K_tmap, (tma_bar + 0), 0 + 64, v_21, (int)blockIdx.y, (int)blockIdx.z);
  }
#line 107 "tutorials/12_flash_attention.py"
  if (v_22) {
    tl::mbar_expect_tx((tma_bar_1 + 0), 32768);
    tl::tma_load((V_s + 0), &V_tmap, (tma_bar_1 + 0), 0, v_21, (int)blockIdx.y, (int)blockIdx.z);
    tl::tma_load((unsigned char*)(V_s + 0) + 16384, &V_tmap, (tma_bar_1 + 0), 0 + 64, v_21, (int)blockIdx.y, (int)blockIdx.z);
  }
#line 109 "tutorials/12_flash_attention.py"
  const int v_28 = (tid % 128);
  const int v_29 = (v_28 / 32);
  const int v_30 = (v_29 * 16);
  const int v_31 = (v_24 + v_30);
  const int v_32 = (v_26 / 4);
  const int v_33 = (v_31 + v_32);
  const int v_34 = (v_27 * 2);
#line 112 "tutorials/12_flash_attention.py"
  const int v_35 = (v + v_33);
  const int v_36 = (v_35 + 8);
#line 130 "tutorials/12_flash_attention.py"
  const int v_37 = (v_32 * 8);
#line 105 "tutorials/12_flash_attention.py"
  int r_1 = 0;
  for (int kb = 0; kb < n; kb += 1) {
    tl::fence_proxy_async();
    __syncthreads();
    const int v_38 = (r_1 * 256);
#line 106 "tutorials/12_flash_attention.py"
    const int v_39 = (kb * 128);
    const int v_40 = (kb + 1);
#line 105 "tutorials/12_flash_attention.py"
    const int v_41 = (kb / 2);
    const int v_42 = (v_41 % 2);
#line 106 "tutorials/12_flash_attention.py"
    tl::mbar_wait((tma_bar + r_1), v_42);
#line 107 "tutorials/12_flash_attention.py"
    tl::mbar_wait((tma_bar_1 + r_1), v_42);
#line 109 "tutorials/12_flash_attention.py"
    #pragma unroll
    for (int l_v_1 = 0; l_v_1 < 16; l_v_1 += 1) {
      const int v_43 = (l_v_1 * 4);
      const int v_44 = (l_v_1 * 8);
      const int v_45 = (v_44 + v_34);
#line 110 "tutorials/12_flash_attention.py"
      const int v_46 = (v_39 + v_45);
#line 112 "tutorials/12_flash_attention.py"
      const bool v_47 = (v_35 >= v_46);
#line 113 "tutorials/12_flash_attention.py"
      const float v_48 = (-__int_as_float(0x7f800000));
      const float v_49 = (v_47 ? 0.0f : v_48);
#line 110 "tutorials/12_flash_attention.py"
      const int v_50 = (v_46 + 1);
#line 112 "tutorials/12_flash_attention.py"
      const bool v_51 = (v_35 >= v_50);
#line 113 "tutorials/12_flash_attention.py"
      const float v_52 = (v_51 ? 0.0f : v_48);
#line 112 "tutorials/12_flash_attention.py"
      const bool v_53 = (v_36 >= v_46);
#line 113 "tutorials/12_flash_attention.py"
      const float v_54 = (v_53 ? 0.0f : v_48);
#line 112 "tutorials/12_flash_attention.py"
      const bool v_55 = (v_36 >= v_50);
#line 113 "tutorials/12_flash_attention.py"
      const float v_56 = (v_55 ? 0.0f : v_48);
#line 109 "tutorials/12_flash_attention.py"
      const tl::vec<float, 4> v_57 = tl::vec<float, 4>{{v_49, v_52, v_54, v_56}};
      *reinterpret_cast<tl::vec<float, 4>*>((acc_s + v_43)) = v_57;
    }
#line 114 "tutorials/12_flash_attention.py"
    tl::wgmma_fence<64>(acc_s);
    const unsigned long long v_58 = tl::wgmma_desc<128, 16, 1024>((K_s + (v_38) * 64 + 0));
    const unsigned long long v_59 = tl::wgmma_desc<128, 16, 1024>((Q_s + (v_24) * 64 + 0));
    asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %66, 0;\nwgmma.mma_async.sync.aligned.m64n128k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16, %17, %18, %19, %20, %21, %22, %23, %24, %25, %26, %27, %28, %29, %30, %31, %32, %33, %34, %35, %36, %37, %38, %39, %40, %41, %42, %43, %44, %45, %46, %47, %48, %49, %50, %51, %52, %53, %54, %55, %56, %57, %58, %59, %60, %61, %62, %63}, %64, %65, p, 1, 1, 0, 0;\n}\n" : "+f"(acc_s[0 + 0]), "+f"(acc_s[0 + 1]), "+f"(acc_s[0 + 2]), "+f"(acc_s[0 + 3]), "+f"(acc_s[0 + 4]), "+f"(acc_s[0 + 5]), "+f"(acc_s[0 + 6]), "+f"(acc_s[0 + 7]), "+f"(acc_s[0 + 8]), "+f"(acc_s[0 + 9]), "+f"(acc_s[0 + 10]), "+f"(acc_s[0 + 11]), "+f"(acc_s[0 + 12]), "+f"(acc_s[0 + 13]), "+f"(acc_s[0 + 14]), "+f"(acc_s[0 + 15]), "+f"(acc_s[0 + 16]), "+f"(acc_s[0 + 17]), "+f"(acc_s[0 + 18]), "+f"(acc_s[0 + 19]), "+f"(acc_s[0 + 20]), "+f"(acc_s[0 + 21]), "+f"(acc_s[0 + 22]), "+f"(acc_s[0 + 23]), "+f"(acc_s[0 + 24]), "+f"(acc_s[0 + 25]), "+f"(acc_s[0 + 26]), "+f"(acc_s[0 + 27]), "+f"(acc_s[0 + 28]), "+f"(acc_s[0 + 29]), "+f"(acc_s[0 + 30]), "+f"(acc_s[0 + 31]), "+f"(acc_s[0 + 32]), "+f"(acc_s[0 + 33]), "+f"(acc_s[0 + 34]), "+f"(acc_s[0 + 35]), "+f"(acc_s[0 + 36]), "+f"(acc_s[0 + 37]), "+f"(acc_s[0 + 38]), "+f"(acc_s[0 + 39]), "+f"(acc_s[0 + 40]), "+f"(acc_s[0 + 41]), "+f"(acc_s[0 + 42]), "+f"(acc_s[0 + 43]), "+f"(acc_s[0 + 44]), "+f"(acc_s[0 + 45]), "+f"(acc_s[0 + 46]), "+f"(acc_s[0 + 47]), "+f"(acc_s[0 + 48]), "+f"(acc_s[0 + 49]), "+f"(acc_s[0 + 50]), "+f"(acc_s[0 + 51]), "+f"(acc_s[0 + 52]), "+f"(acc_s[0 + 53]), "+f"(acc_s[0 + 54]), "+f"(acc_s[0 + 55]), "+f"(acc_s[0 + 56]), "+f"(acc_s[0 + 57]), "+f"(acc_s[0 + 58]), "+f"(acc_s[0 + 59]), "+f"(acc_s[0 + 60]), "+f"(acc_s[0 + 61]), "+f"(acc_s[0 + 62]), "+f"(acc_s[0 + 63]) : "l"(v_59), "l"(v_58), "r"(1));
    const unsigned long long v_60 = tl::wgmma_desc<128, 16, 1024>((K_s + (v_38) * 64 + 16));
    const unsigned long long v_61 = tl::wgmma_desc<128, 16, 1024>((Q_s + (v_24) * 64 + 16));
    asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %66, 0;\nwgmma.mma_async.sync.aligned.m64n128k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16, %17, %18, %19, %20, %21, %22, %23, %24, %25, %26, %27, %28, %29, %30, %31, %32, %33, %34, %35, %36, %37, %38, %39, %40, %41, %42, %43, %44, %45, %46, %47, %48, %49, %50, %51, %52, %53, %54, %55, %56, %57, %58, %59, %60, %61, %62, %63}, %64, %65, p, 1, 1, 0, 0;\n}\n" : "+f"(acc_s[0 + 0]), "+f"(acc_s[0 + 1]), "+f"(acc_s[0 + 2]), "+f"(acc_s[0 + 3]), "+f"(acc_s[0 + 4]), "+f"(acc_s[0 + 5]), "+f"(acc_s[0 + 6]), "+f"(acc_s[0 + 7]), "+f"(acc_s[0 + 8]), "+f"(acc_s[0 + 9]), "+f"(acc_s[0 + 10]), "+f"(acc_s[0 + 11]), "+f"(acc_s[0 + 12]), "+f"(acc_s[0 + 13]), "+f"(acc_s[0 + 14]), "+f"(acc_s[0 + 15]), "+f"(acc_s[0 + 16]), "+f"(acc_s[0 + 17]), "+f"(acc_s[0 + 18]), "+f"(acc_s[0 + 19]), "+f"(acc_s[0 + 20]), "+f"(acc_s[0 + 21]), "+f"(acc_s[0 + 22]), "+f"(acc_s[0 + 23]), "+f"(acc_s[0 + 24]), "+f"(acc_s[0 + 25]), "+f"(acc_s[0 + 26]), "+f"(acc_s[0 + 27]), "+f"(acc_s[0 + 28]), "+f"(acc_s[0 + 29]), "+f"(acc_s[0 + 30]), "+f"(acc_s[0 + 31]), "+f"(acc_s[0 + 32]), "+f"(acc_s[0 + 33]), "+f"(acc_s[0 + 34]), "+f"(acc_s[0 + 35]), "+f"(acc_s[0 + 36]), "+f"(acc_s[0 + 37]), "+f"(acc_s[0 + 38]), "+f"(acc_s[0 + 39]), "+f"(acc_s[0 + 40]), "+f"(acc_s[0 + 41]), "+f"(acc_s[0 + 42]), "+f"(acc_s[0 + 43]), "+f"(acc_s[0 + 44]), "+f"(acc_s[0 + 45]), "+f"(acc_s[0 + 46]), "+f"(acc_s[0 + 47]), "+f"(acc_s[0 + 48]), "+f"(acc_s[0 + 49]), "+f"(acc_s[0 + 50]), "+f"(acc_s[0 + 51]), "+f"(acc_s[0 + 52]), "+f"(acc_s[0 + 53]), "+f"(acc_s[0 + 54]), "+f"(acc_s[0 + 55]), "+f"(acc_s[0 + 56]), "+f"(acc_s[0 + 57]), "+f"(acc_s[0 + 58]), "+f"(acc_s[0 + 59]), "+f"(acc_s[0 + 60]), "+f"(acc_s[0 + 61]), "+f"(acc_s[0 + 62]), "+f"(acc_s[0 + 63]) : "l"(v_61), "l"(v_60), "r"(1));
    const unsigned long long v_62 = tl::wgmma_desc<128, 16, 1024>((K_s + (v_38) * 64 + 32));
    const unsigned long long v_63 = tl::wgmma_desc<128, 16, 1024>((Q_s + (v_24) * 64 + 32));
    asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %66, 0;\nwgmma.mma_async.sync.aligned.m64n128k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16, %17, %18, %19, %20, %21, %22, %23, %24, %25, %26, %27, %28, %29, %30, %31, %32, %33, %34, %35, %36, %37, %38, %39, %40, %41, %42, %43, %44, %45, %46, %47, %48, %49, %50, %51, %52, %53, %54, %55, %56, %57, %58, %59, %60, %61, %62, %63}, %64, %65, p, 1, 1, 0, 0;\n}\n" : "+f"(acc_s[0 + 0]), "+f"(acc_s[0 + 1]), "+f"(acc_s[0 + 2]), "+f"(acc_s[0 + 3]), "+f"(acc_s[0 + 4]), "+f"(acc_s[0 + 5]), "+f"(acc_s[0 + 6]), "+f"(acc_s[0 + 7]), "+f"(acc_s[0 + 8]), "+f"(acc_s[0 + 9]), "+f"(acc_s[0 + 10]), "+f"(acc_s[0 + 11]), "+f"(acc_s[0 + 12]), "+f"(acc_s[0 + 13]), "+f"(acc_s[0 + 14]), "+f"(acc_s[0 + 15]), "+f"(acc_s[0 + 16]), "+f"(acc_s[0 + 17]), "+f"(acc_s[0 + 18]), "+f"(acc_s[0 + 19]), "+f"(acc_s[0 + 20]), "+f"(acc_s[0 + 21]), "+f"(acc_s[0 + 22]), "+f"(acc_s[0 + 23]), "+f"(acc_s[0 + 24]), "+f"(acc_s[0 + 25]), "+f"(acc_s[0 + 26]), "+f"(acc_s[0 + 27]), "+f"(acc_s[0 + 28]), "+f"(acc_s[0 + 29]), "+f"(acc_s[0 + 30]), "+f"(acc_s[0 + 31]), "+f"(acc_s[0 + 32]), "+f"(acc_s[0 + 33]), "+f"(acc_s[0 + 34]), "+f"(acc_s[0 + 35]), "+f"(acc_s[0 + 36]), "+f"(acc_s[0 + 37]), "+f"(acc_s[0 + 38]), "+f"(acc_s[0 + 39]), "+f"(acc_s[0 + 40]), "+f"(acc_s[0 + 41]), "+f"(acc_s[0 + 42]), "+f"(acc_s[0 + 43]), "+f"(acc_s[0 + 44]), "+f"(acc_s[0 + 45]), "+f"(acc_s[0 + 46]), "+f"(acc_s[0 + 47]), "+f"(acc_s[0 + 48]), "+f"(acc_s[0 + 49]), "+f"(acc_s[0 + 50]), "+f"(acc_s[0 + 51]), "+f"(acc_s[0 + 52]), "+f"(acc_s[0 + 53]), "+f"(acc_s[0 + 54]), "+f"(acc_s[0 + 55]), "+f"(acc_s[0 + 56]), "+f"(acc_s[0 + 57]), "+f"(acc_s[0 + 58]), "+f"(acc_s[0 + 59]), "+f"(acc_s[0 + 60]), "+f"(acc_s[0 + 61]), "+f"(acc_s[0 + 62]), "+f"(acc_s[0 + 63]) : "l"(v_63), "l"(v_62), "r"(1));
    const unsigned long long v_64 = tl::wgmma_desc<128, 16, 1024>((K_s + (v_38) * 64 + 48));
    const unsigned long long v_65 = tl::wgmma_desc<128, 16, 1024>((Q_s + (v_24) * 64 + 48));
    asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %66, 0;\nwgmma.mma_async.sync.aligned.m64n128k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16, %17, %18, %19, %20, %21, %22, %23, %24, %25, %26, %27, %28, %29, %30, %31, %32, %33, %34, %35, %36, %37, %38, %39, %40, %41, %42, %43, %44, %45, %46, %47, %48, %49, %50, %51, %52, %53, %54, %55, %56, %57, %58, %59, %60, %61, %62, %63}, %64, %65, p, 1, 1, 0, 0;\n}\n" : "+f"(acc_s[0 + 0]), "+f"(acc_s[0 + 1]), "+f"(acc_s[0 + 2]), "+f"(acc_s[0 + 3]), "+f"(acc_s[0 + 4]), "+f"(acc_s[0 + 5]), "+f"(acc_s[0 + 6]), "+f"(acc_s[0 + 7]), "+f"(acc_s[0 + 8]), "+f"(acc_s[0 + 9]), "+f"(acc_s[0 + 10]), "+f"(acc_s[0 + 11]), "+f"(acc_s[0 + 12]), "+f"(acc_s[0 + 13]), "+f"(acc_s[0 + 14]), "+f"(acc_s[0 + 15]), "+f"(acc_s[0 + 16]), "+f"(acc_s[0 + 17]), "+f"(acc_s[0 + 18]), "+f"(acc_s[0 + 19]), "+f"(acc_s[0 + 20]), "+f"(acc_s[0 + 21]), "+f"(acc_s[0 + 22]), "+f"(acc_s[0 + 23]), "+f"(acc_s[0 + 24]), "+f"(acc_s[0 + 25]), "+f"(acc_s[0 + 26]), "+f"(acc_s[0 + 27]), "+f"(acc_s[0 + 28]), "+f"(acc_s[0 + 29]), "+f"(acc_s[0 + 30]), "+f"(acc_s[0 + 31]), "+f"(acc_s[0 + 32]), "+f"(acc_s[0 + 33]), "+f"(acc_s[0 + 34]), "+f"(acc_s[0 + 35]), "+f"(acc_s[0 + 36]), "+f"(acc_s[0 + 37]), "+f"(acc_s[0 + 38]), "+f"(acc_s[0 + 39]), "+f"(acc_s[0 + 40]), "+f"(acc_s[0 + 41]), "+f"(acc_s[0 + 42]), "+f"(acc_s[0 + 43]), "+f"(acc_s[0 + 44]), "+f"(acc_s[0 + 45]), "+f"(acc_s[0 + 46]), "+f"(acc_s[0 + 47]), "+f"(acc_s[0 + 48]), "+f"(acc_s[0 + 49]), "+f"(acc_s[0 + 50]), "+f"(acc_s[0 + 51]), "+f"(acc_s[0 + 52]), "+f"(acc_s[0 + 53]), "+f"(acc_s[0 + 54]), "+f"(acc_s[0 + 55]), "+f"(acc_s[0 + 56]), "+f"(acc_s[0 + 57]), "+f"(acc_s[0 + 58]), "+f"(acc_s[0 + 59]), "+f"(acc_s[0 + 60]), "+f"(acc_s[0 + 61]), "+f"(acc_s[0 + 62]), "+f"(acc_s[0 + 63]) : "l"(v_65), "l"(v_64), "r"(1));
    const int v_66 = (v_38 + 128);
    const unsigned long long v_67 = tl::wgmma_desc<128, 16, 1024>((K_s + (v_66) * 64 + 0));
    const unsigned long long v_68 = tl::wgmma_desc<128, 16, 1024>((Q_s + (v_25) * 64 + 0));
    asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %66, 0;\nwgmma.mma_async.sync.aligned.m64n128k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16, %17, %18, %19, %20, %21, %22, %23, %24, %25, %26, %27, %28, %29, %30, %31, %32, %33, %34, %35, %36, %37, %38, %39, %40, %41, %42, %43, %44, %45, %46, %47, %48, %49, %50, %51, %52, %53, %54, %55, %56, %57, %58, %59, %60, %61, %62, %63}, %64, %65, p, 1, 1, 0, 0;\n}\n" : "+f"(acc_s[0 + 0]), "+f"(acc_s[0 + 1]), "+f"(acc_s[0 + 2]), "+f"(acc_s[0 + 3]), "+f"(acc_s[0 + 4]), "+f"(acc_s[0 + 5]), "+f"(acc_s[0 + 6]), "+f"(acc_s[0 + 7]), "+f"(acc_s[0 + 8]), "+f"(acc_s[0 + 9]), "+f"(acc_s[0 + 10]), "+f"(acc_s[0 + 11]), "+f"(acc_s[0 + 12]), "+f"(acc_s[0 + 13]), "+f"(acc_s[0 + 14]), "+f"(acc_s[0 + 15]), "+f"(acc_s[0 + 16]), "+f"(acc_s[0 + 17]), "+f"(acc_s[0 + 18]), "+f"(acc_s[0 + 19]), "+f"(acc_s[0 + 20]), "+f"(acc_s[0 + 21]), "+f"(acc_s[0 + 22]), "+f"(acc_s[0 + 23]), "+f"(acc_s[0 + 24]), "+f"(acc_s[0 + 25]), "+f"(acc_s[0 + 26]), "+f"(acc_s[0 + 27]), "+f"(acc_s[0 + 28]), "+f"(acc_s[0 + 29]), "+f"(acc_s[0 + 30]), "+f"(acc_s[0 + 31]), "+f"(acc_s[0 + 32]), "+f"(acc_s[0 + 33]), "+f"(acc_s[0 + 34]), "+f"(acc_s[0 + 35]), "+f"(acc_s[0 + 36]), "+f"(acc_s[0 + 37]), "+f"(acc_s[0 + 38]), "+f"(acc_s[0 + 39]), "+f"(acc_s[0 + 40]), "+f"(acc_s[0 + 41]), "+f"(acc_s[0 + 42]), "+f"(acc_s[0 + 43]), "+f"(acc_s[0 + 44]), "+f"(acc_s[0 + 45]), "+f"(acc_s[0 + 46]), "+f"(acc_s[0 + 47]), "+f"(acc_s[0 + 48]), "+f"(acc_s[0 + 49]), "+f"(acc_s[0 + 50]), "+f"(acc_s[0 + 51]), "+f"(acc_s[0 + 52]), "+f"(acc_s[0 + 53]), "+f"(acc_s[0 + 54]), "+f"(acc_s[0 + 55]), "+f"(acc_s[0 + 56]), "+f"(acc_s[0 + 57]), "+f"(acc_s[0 + 58]), "+f"(acc_s[0 + 59]), "+f"(acc_s[0 + 60]), "+f"(acc_s[0 + 61]), "+f"(acc_s[0 + 62]), "+f"(acc_s[0 + 63]) : "l"(v_68), "l"(v_67), "r"(1));
    const unsigned long long v_69 = tl::wgmma_desc<128, 16, 1024>((K_s + (v_66) * 64 + 16));
    const unsigned long long v_70 = tl::wgmma_desc<128, 16, 1024>((Q_s + (v_25) * 64 + 16));
    asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %66, 0;\nwgmma.mma_async.sync.aligned.m64n128k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16, %17, %18, %19, %20, %21, %22, %23, %24, %25, %26, %27, %28, %29, %30, %31, %32, %33, %34, %35, %36, %37, %38, %39, %40, %41, %42, %43, %44, %45, %46, %47, %48, %49, %50, %51, %52, %53, %54, %55, %56, %57, %58, %59, %60, %61, %62, %63}, %64, %65, p, 1, 1, 0, 0;\n}\n" : "+f"(acc_s[0 + 0]), "+f"(acc_s[0 + 1]), "+f"(acc_s[0 + 2]), "+f"(acc_s[0 + 3]), "+f"(acc_s[0 + 4]), "+f"(acc_s[0 + 5]), "+f"(acc_s[0 + 6]), "+f"(acc_s[0 + 7]), "+f"(acc_s[0 + 8]), "+f"(acc_s[0 + 9]), "+f"(acc_s[0 + 10]), "+f"(acc_s[0 + 11]), "+f"(acc_s[0 + 12]), "+f"(acc_s[0 + 13]), "+f"(acc_s[0 + 14]), "+f"(acc_s[0 + 15]), "+f"(acc_s[0 + 16]), "+f"(acc_s[0 + 17]), "+f"(acc_s[0 + 18]), "+f"(acc_s[0 + 19]), "+f"(acc_s[0 + 20]), "+f"(acc_s[0 + 21]), "+f"(acc_s[0 + 22]), "+f"(acc_s[0 + 23]), "+f"(acc_s[0 + 24]), "+f"(acc_s[0 + 25]), "+f"(acc_s[0 + 26]), "+f"(acc_s[0 + 27]), "+f"(acc_s[0 + 28]), "+f"(acc_s[0 + 29]), "+f"(acc_s[0 + 30]), "+f"(acc_s[0 + 31]), "+f"(acc_s[0 + 32]), "+f"(acc_s[0 + 33]), "+f"(acc_s[0 + 34]), "+f"(acc_s[0 + 35]), "+f"(acc_s[0 + 36]), "+f"(acc_s[0 + 37]), "+f"(acc_s[0 + 38]), "+f"(acc_s[0 + 39]), "+f"(acc_s[0 + 40]), "+f"(acc_s[0 + 41]), "+f"(acc_s[0 + 42]), "+f"(acc_s[0 + 43]), "+f"(acc_s[0 + 44]), "+f"(acc_s[0 + 45]), "+f"(acc_s[0 + 46]), "+f"(acc_s[0 + 47]), "+f"(acc_s[0 + 48]), "+f"(acc_s[0 + 49]), "+f"(acc_s[0 + 50]), "+f"(acc_s[0 + 51]), "+f"(acc_s[0 + 52]), "+f"(acc_s[0 + 53]), "+f"(acc_s[0 + 54]), "+f"(acc_s[0 + 55]), "+f"(acc_s[0 + 56]), "+f"(acc_s[0 + 57]), "+f"(acc_s[0 + 58]), "+f"(acc_s[0 + 59]), "+f"(acc_s[0 + 60]), "+f"(acc_s[0 + 61]), "+f"(acc_s[0 + 62]), "+f"(acc_s[0 + 63]) : "l"(v_70), "l"(v_69), "r"(1));
    const unsigned long long v_71 = tl::wgmma_desc<128, 16, 1024>((K_s + (v_66) * 64 + 32));
    const unsigned long long v_72 = tl::wgmma_desc<128, 16, 1024>((Q_s + (v_25) * 64 + 32));
    asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %66, 0;\nwgmma.mma_async.sync.aligned.m64n128k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16, %17, %18, %19, %20, %21, %22, %23, %24, %25, %26, %27, %28, %29, %30, %31, %32, %33, %34, %35, %36, %37, %38, %39, %40, %41, %42, %43, %44, %45, %46, %47, %48, %49, %50, %51, %52, %53, %54, %55, %56, %57, %58, %59, %60, %61, %62, %63}, %64, %65, p, 1, 1, 0, 0;\n}\n" : "+f"(acc_s[0 + 0]), "+f"(acc_s[0 + 1]), "+f"(acc_s[0 + 2]), "+f"(acc_s[0 + 3]), "+f"(acc_s[0 + 4]), "+f"(acc_s[0 + 5]), "+f"(acc_s[0 + 6]), "+f"(acc_s[0 + 7]), "+f"(acc_s[0 + 8]), "+f"(acc_s[0 + 9]), "+f"(acc_s[0 + 10]), "+f"(acc_s[0 + 11]), "+f"(acc_s[0 + 12]), "+f"(acc_s[0 + 13]), "+f"(acc_s[0 + 14]), "+f"(acc_s[0 + 15]), "+f"(acc_s[0 + 16]), "+f"(acc_s[0 + 17]), "+f"(acc_s[0 + 18]), "+f"(acc_s[0 + 19]), "+f"(acc_s[0 + 20]), "+f"(acc_s[0 + 21]), "+f"(acc_s[0 + 22]), "+f"(acc_s[0 + 23]), "+f"(acc_s[0 + 24]), "+f"(acc_s[0 + 25]), "+f"(acc_s[0 + 26]), "+f"(acc_s[0 + 27]), "+f"(acc_s[0 + 28]), "+f"(acc_s[0 + 29]), "+f"(acc_s[0 + 30]), "+f"(acc_s[0 + 31]), "+f"(acc_s[0 + 32]), "+f"(acc_s[0 + 33]), "+f"(acc_s[0 + 34]), "+f"(acc_s[0 + 35]), "+f"(acc_s[0 + 36]), "+f"(acc_s[0 + 37]), "+f"(acc_s[0 + 38]), "+f"(acc_s[0 + 39]), "+f"(acc_s[0 + 40]), "+f"(acc_s[0 + 41]), "+f"(acc_s[0 + 42]), "+f"(acc_s[0 + 43]), "+f"(acc_s[0 + 44]), "+f"(acc_s[0 + 45]), "+f"(acc_s[0 + 46]), "+f"(acc_s[0 + 47]), "+f"(acc_s[0 + 48]), "+f"(acc_s[0 + 49]), "+f"(acc_s[0 + 50]), "+f"(acc_s[0 + 51]), "+f"(acc_s[0 + 52]), "+f"(acc_s[0 + 53]), "+f"(acc_s[0 + 54]), "+f"(acc_s[0 + 55]), "+f"(acc_s[0 + 56]), "+f"(acc_s[0 + 57]), "+f"(acc_s[0 + 58]), "+f"(acc_s[0 + 59]), "+f"(acc_s[0 + 60]), "+f"(acc_s[0 + 61]), "+f"(acc_s[0 + 62]), "+f"(acc_s[0 + 63]) : "l"(v_72), "l"(v_71), "r"(1));
    const unsigned long long v_73 = tl::wgmma_desc<128, 16, 1024>((K_s + (v_66) * 64 + 48));
    const unsigned long long v_74 = tl::wgmma_desc<128, 16, 1024>((Q_s + (v_25) * 64 + 48));
    asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %66, 0;\nwgmma.mma_async.sync.aligned.m64n128k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16, %17, %18, %19, %20, %21, %22, %23, %24, %25, %26, %27, %28, %29, %30, %31, %32, %33, %34, %35, %36, %37, %38, %39, %40, %41, %42, %43, %44, %45, %46, %47, %48, %49, %50, %51, %52, %53, %54, %55, %56, %57, %58, %59, %60, %61, %62, %63}, %64, %65, p, 1, 1, 0, 0;\n}\n" : "+f"(acc_s[0 + 0]), "+f"(acc_s[0 + 1]), "+f"(acc_s[0 + 2]), "+f"(acc_s[0 + 3]), "+f"(acc_s[0 + 4]), "+f"(acc_s[0 + 5]), "+f"(acc_s[0 + 6]), "+f"(acc_s[0 + 7]), "+f"(acc_s[0 + 8]), "+f"(acc_s[0 + 9]), "+f"(acc_s[0 + 10]), "+f"(acc_s[0 + 11]), "+f"(acc_s[0 + 12]), "+f"(acc_s[0 + 13]), "+f"(acc_s[0 + 14]), "+f"(acc_s[0 + 15]), "+f"(acc_s[0 + 16]), "+f"(acc_s[0 + 17]), "+f"(acc_s[0 + 18]), "+f"(acc_s[0 + 19]), "+f"(acc_s[0 + 20]), "+f"(acc_s[0 + 21]), "+f"(acc_s[0 + 22]), "+f"(acc_s[0 + 23]), "+f"(acc_s[0 + 24]), "+f"(acc_s[0 + 25]), "+f"(acc_s[0 + 26]), "+f"(acc_s[0 + 27]), "+f"(acc_s[0 + 28]), "+f"(acc_s[0 + 29]), "+f"(acc_s[0 + 30]), "+f"(acc_s[0 + 31]), "+f"(acc_s[0 + 32]), "+f"(acc_s[0 + 33]), "+f"(acc_s[0 + 34]), "+f"(acc_s[0 + 35]), "+f"(acc_s[0 + 36]), "+f"(acc_s[0 + 37]), "+f"(acc_s[0 + 38]), "+f"(acc_s[0 + 39]), "+f"(acc_s[0 + 40]), "+f"(acc_s[0 + 41]), "+f"(acc_s[0 + 42]), "+f"(acc_s[0 + 43]), "+f"(acc_s[0 + 44]), "+f"(acc_s[0 + 45]), "+f"(acc_s[0 + 46]), "+f"(acc_s[0 + 47]), "+f"(acc_s[0 + 48]), "+f"(acc_s[0 + 49]), "+f"(acc_s[0 + 50]), "+f"(acc_s[0 + 51]), "+f"(acc_s[0 + 52]), "+f"(acc_s[0 + 53]), "+f"(acc_s[0 + 54]), "+f"(acc_s[0 + 55]), "+f"(acc_s[0 + 56]), "+f"(acc_s[0 + 57]), "+f"(acc_s[0 + 58]), "+f"(acc_s[0 + 59]), "+f"(acc_s[0 + 60]), "+f"(acc_s[0 + 61]), "+f"(acc_s[0 + 62]), "+f"(acc_s[0 + 63]) : "l"(v_74), "l"(v_73), "r"(1));
    tl::wgmma_commit();
    tl::wgmma_wait_defining<0, 64>(acc_s);
#line 116 "tutorials/12_flash_attention.py"
    const tl::vec<float, 2> v_75 = *reinterpret_cast<const tl::vec<float, 2>*>((m + 0));
    *reinterpret_cast<tl::vec<float, 2>*>((m_old + 0)) = v_75;
#line 117 "tutorials/12_flash_attention.py"
    const float v_76 = acc_s[0];
    const float v_77 = acc_s[1];
    const float v_78 = acc_s[4];
    const float v_79 = acc_s[5];
    const float v_80 = acc_s[8];
    const float v_81 = acc_s[9];
    const float v_82 = acc_s[12];
    const float v_83 = acc_s[13];
    const float v_84 = acc_s[16];
    const float v_85 = acc_s[17];
    const float v_86 = acc_s[20];
    const float v_87 = acc_s[21];
    const float v_88 = acc_s[24];
    const float v_89 = acc_s[25];
    const float v_90 = acc_s[28];
    const float v_91 = acc_s[29];
    const float v_92 = acc_s[32];
    const float v_93 = acc_s[33];
    const float v_94 = acc_s[36];
    const float v_95 = acc_s[37];
    const float v_96 = acc_s[40];
    const float v_97 = acc_s[41];
    const float v_98 = acc_s[44];
    const float v_99 = acc_s[45];
    const float v_100 = acc_s[48];
    const float v_101 = acc_s[49];
    const float v_102 = acc_s[52];
    const float v_103 = acc_s[53];
    const float v_104 = acc_s[56];
    const float v_105 = acc_s[57];
    const float v_106 = acc_s[60];
    const float v_107 = acc_s[61];
    const float v_108 = fmaxf(v_76, v_77);
    const float v_109 = fmaxf(v_78, v_79);
    const float v_110 = fmaxf(v_80, v_81);
    const float v_111 = fmaxf(v_82, v_83);
    const float v_112 = fmaxf(v_84, v_85);
    const float v_113 = fmaxf(v_86, v_87);
    const float v_114 = fmaxf(v_88, v_89);
    const float v_115 = fmaxf(v_90, v_91);
    const float v_116 = fmaxf(v_92, v_93);
    const float v_117 = fmaxf(v_94, v_95);
    const float v_118 = fmaxf(v_96, v_97);
    const float v_119 = fmaxf(v_98, v_99);
    const float v_120 = fmaxf(v_100, v_101);
    const float v_121 = fmaxf(v_102, v_103);
    const float v_122 = fmaxf(v_104, v_105);
    const float v_123 = fmaxf(v_106, v_107);
    const float v_124 = fmaxf(v_108, v_109);
    const float v_125 = fmaxf(v_110, v_111);
    const float v_126 = fmaxf(v_112, v_113);
    const float v_127 = fmaxf(v_114, v_115);
    const float v_128 = fmaxf(v_116, v_117);
    const float v_129 = fmaxf(v_118, v_119);
    const float v_130 = fmaxf(v_120, v_121);
    const float v_131 = fmaxf(v_122, v_123);
    const float v_132 = fmaxf(v_124, v_125);
    const float v_133 = fmaxf(v_126, v_127);
    const float v_134 = fmaxf(v_128, v_129);
    const float v_135 = fmaxf(v_130, v_131);
    const float v_136 = fmaxf(v_132, v_133);
    const float v_137 = fmaxf(v_134, v_135);
    const float v_138 = fmaxf(v_136, v_137);
    const float v_139 = tl::shfl<0>(v_138, 1, 32);
    const float v_140 = fmaxf(v_138, v_139);
    const float v_141 = tl::shfl<0>(v_140, 2, 32);
    const float v_142 = fmaxf(v_140, v_141);
    const float v_143 = m[0];
    const float v_144 = fmaxf(v_143, v_142);
    m[0] = v_144;
    const float v_145 = acc_s[2];
    const float v_146 = acc_s[3];
    const float v_147 = acc_s[6];
    const float v_148 = acc_s[7];
    const float v_149 = acc_s[10];
    const float v_150 = acc_s[11];
    const float v_151 = acc_s[14];
    const float v_152 = acc_s[15];
    const float v_153 = acc_s[18];
    const float v_154 = acc_s[19];
    const float v_155 = acc_s[22];
    const float v_156 = acc_s[23];
    const float v_157 = acc_s[26];
    const float v_158 = acc_s[27];
    const float v_159 = acc_s[30];
    const float v_160 = acc_s[31];
    const float v_161 = acc_s[34];
    const float v_162 = acc_s[35];
    const float v_163 = acc_s[38];
    const float v_164 = acc_s[39];
    const float v_165 = acc_s[42];
    const float v_166 = acc_s[43];
    const float v_167 = acc_s[46];
    const float v_168 = acc_s[47];
    const float v_169 = acc_s[50];
    const float v_170 = acc_s[51];
    const float v_171 = acc_s[54];
    const float v_172 = acc_s[55];
    const float v_173 = acc_s[58];
    const float v_174 = acc_s[59];
    const float v_175 = acc_s[62];
    const float v_176 = acc_s[63];
    const float v_177 = fmaxf(v_145, v_146);
    const float v_178 = fmaxf(v_147, v_148);
    const float v_179 = fmaxf(v_149, v_150);
    const float v_180 = fmaxf(v_151, v_152);
    const float v_181 = fmaxf(v_153, v_154);
    const float v_182 = fmaxf(v_155, v_156);
    const float v_183 = fmaxf(v_157, v_158);
    const float v_184 = fmaxf(v_159, v_160);
    const float v_185 = fmaxf(v_161, v_162);
    const float v_186 = fmaxf(v_163, v_164);
    const float v_187 = fmaxf(v_165, v_166);
    const float v_188 = fmaxf(v_167, v_168);
    const float v_189 = fmaxf(v_169, v_170);
    const float v_190 = fmaxf(v_171, v_172);
    const float v_191 = fmaxf(v_173, v_174);
    const float v_192 = fmaxf(v_175, v_176);
    const float v_193 = fmaxf(v_177, v_178);
    const float v_194 = fmaxf(v_179, v_180);
    const float v_195 = fmaxf(v_181, v_182);
    const float v_196 = fmaxf(v_183, v_184);
    const float v_197 = fmaxf(v_185, v_186);
    const float v_198 = fmaxf(v_187, v_188);
    const float v_199 = fmaxf(v_189, v_190);
    const float v_200 = fmaxf(v_191, v_192);
    const float v_201 = fmaxf(v_193, v_194);
    const float v_202 = fmaxf(v_195, v_196);
    const float v_203 = fmaxf(v_197, v_198);
    const float v_204 = fmaxf(v_199, v_200);
    const float v_205 = fmaxf(v_201, v_202);
    const float v_206 = fmaxf(v_203, v_204);
    const float v_207 = fmaxf(v_205, v_206);
    const float v_208 = tl::shfl<0>(v_207, 1, 32);
    const float v_209 = fmaxf(v_207, v_208);
    const float v_210 = tl::shfl<0>(v_209, 2, 32);
    const float v_211 = fmaxf(v_209, v_210);
    const float v_212 = m[1];
    const float v_213 = fmaxf(v_212, v_211);
    m[1] = v_213;
#line 118 "tutorials/12_flash_attention.py"
    #pragma unroll
    for (int l_v_2 = 0; l_v_2 < 16; l_v_2 += 1) {
      const int v_214 = (l_v_2 * 4);
#line 119 "tutorials/12_flash_attention.py"
      const tl::vec<float, 4> v_215 = *reinterpret_cast<const tl::vec<float, 4>*>((acc_s + v_214));
      const float v_216 = v_215.v[0];
      const float v_217 = (v_216 * 0.127517431974411f);
      const float v_218 = m[0];
      const float v_219 = (v_218 * 0.127517431974411f);
      const float v_220 = (v_217 - v_219);
      const float v_221 = exp2f(v_220);
      const float v_222 = v_215.v[1];
      const float v_223 = (v_222 * 0.127517431974411f);
      const float v_224 = (v_223 - v_219);
      const float v_225 = exp2f(v_224);
      const float v_226 = v_215.v[2];
      const float v_227 = (v_226 * 0.127517431974411f);
      const float v_228 = m[1];
      const float v_229 = (v_228 * 0.127517431974411f);
      const float v_230 = (v_227 - v_229);
      const float v_231 = exp2f(v_230);
      const float v_232 = v_215.v[3];
      const float v_233 = (v_232 * 0.127517431974411f);
      const float v_234 = (v_233 - v_229);
      const float v_235 = exp2f(v_234);
#line 118 "tutorials/12_flash_attention.py"
      const tl::vec<float, 4> v_236 = tl::vec<float, 4>{{v_221, v_225, v_231, v_235}};
      *reinterpret_cast<tl::vec<float, 4>*>((acc_s + v_214)) = v_236;
    }
#line 121 "tutorials/12_flash_attention.py"
    const tl::vec<float, 2> v_237 = *reinterpret_cast<const tl::vec<float, 2>*>((m_old + 0));
    const float v_238 = v_237.v[0];
    const float v_239 = (v_238 * 0.127517431974411f);
    const tl::vec<float, 2> v_240 = *reinterpret_cast<const tl::vec<float, 2>*>((m + 0));
    const float v_241 = v_240.v[0];
    const float v_242 = (v_241 * 0.127517431974411f);
    const float v_243 = (v_239 - v_242);
    const float v_244 = exp2f(v_243);
    const float v_245 = v_237.v[1];
    const float v_246 = (v_245 * 0.127517431974411f);
    const float v_247 = v_240.v[1];
    const float v_248 = (v_247 * 0.127517431974411f);
    const float v_249 = (v_246 - v_248);
    const float v_250 = exp2f(v_249);
#line 120 "tutorials/12_flash_attention.py"
    const tl::vec<float, 2> v_251 = tl::vec<float, 2>{{v_244, v_250}};
    *reinterpret_cast<tl::vec<float, 2>*>((r + 0)) = v_251;
#line 122 "tutorials/12_flash_attention.py"
    #pragma unroll
    for (int l_v_3 = 0; l_v_3 < 16; l_v_3 += 1) {
      const int v_252 = (l_v_3 * 4);
#line 123 "tutorials/12_flash_attention.py"
      const tl::vec<float, 4> v_253 = *reinterpret_cast<const tl::vec<float, 4>*>((acc_o + v_252));
      const float v_254 = v_253.v[0];
      const float v_255 = r[0];
      const float v_256 = (v_254 * v_255);
      const float v_257 = v_253.v[1];
      const float v_258 = (v_257 * v_255);
      const float v_259 = v_253.v[2];
      const float v_260 = r[1];
      const float v_261 = (v_259 * v_260);
      const float v_262 = v_253.v[3];
      const float v_263 = (v_262 * v_260);
#line 122 "tutorials/12_flash_attention.py"
      const tl::vec<float, 4> v_264 = tl::vec<float, 4>{{v_256, v_258, v_261, v_263}};
      *reinterpret_cast<tl::vec<float, 4>*>((acc_o + v_252)) = v_264;
    }
#line 125 "tutorials/12_flash_attention.py"
    const tl::vec<float, 2> v_265 = *reinterpret_cast<const tl::vec<float, 2>*>((l + 0));
    const float v_266 = v_265.v[0];
    const tl::vec<float, 2> v_267 = *reinterpret_cast<const tl::vec<float, 2>*>((r + 0));
    const float v_268 = v_267.v[0];
    const float v_269 = (v_266 * v_268);
    const float v_270 = v_265.v[1];
    const float v_271 = v_267.v[1];
    const float v_272 = (v_270 * v_271);
#line 124 "tutorials/12_flash_attention.py"
    const tl::vec<float, 2> v_273 = tl::vec<float, 2>{{v_269, v_272}};
    *reinterpret_cast<tl::vec<float, 2>*>((l + 0)) = v_273;
#line 126 "tutorials/12_flash_attention.py"
    const float v_274 = acc_s[0];
    const float v_275 = acc_s[1];
    const float v_276 = acc_s[4];
    const float v_277 = acc_s[5];
    const float v_278 = acc_s[8];
    const float v_279 = acc_s[9];
    const float v_280 = acc_s[12];
    const float v_281 = acc_s[13];
    const float v_282 = acc_s[16];
    const float v_283 = acc_s[17];
    const float v_284 = acc_s[20];
    const float v_285 = acc_s[21];
    const float v_286 = acc_s[24];
    const float v_287 = acc_s[25];
    const float v_288 = acc_s[28];
    const float v_289 = acc_s[29];
    const float v_290 = acc_s[32];
    const float v_291 = acc_s[33];
    const float v_292 = acc_s[36];
    const float v_293 = acc_s[37];
    const float v_294 = acc_s[40];
    const float v_295 = acc_s[41];
    const float v_296 = acc_s[44];
    const float v_297 = acc_s[45];
    const float v_298 = acc_s[48];
    const float v_299 = acc_s[49];
    const float v_300 = acc_s[52];
    const float v_301 = acc_s[53];
    const float v_302 = acc_s[56];
    const float v_303 = acc_s[57];
    const float v_304 = acc_s[60];
    const float v_305 = acc_s[61];
    const float v_306 = (v_274 + v_275);
    const float v_307 = (v_276 + v_277);
    const float v_308 = (v_278 + v_279);
    const float v_309 = (v_280 + v_281);
    const float v_310 = (v_282 + v_283);
    const float v_311 = (v_284 + v_285);
    const float v_312 = (v_286 + v_287);
    const float v_313 = (v_288 + v_289);
    const float v_314 = (v_290 + v_291);
    const float v_315 = (v_292 + v_293);
    const float v_316 = (v_294 + v_295);
    const float v_317 = (v_296 + v_297);
    const float v_318 = (v_298 + v_299);
    const float v_319 = (v_300 + v_301);
    const float v_320 = (v_302 + v_303);
    const float v_321 = (v_304 + v_305);
    const float v_322 = (v_306 + v_307);
    const float v_323 = (v_308 + v_309);
    const float v_324 = (v_310 + v_311);
    const float v_325 = (v_312 + v_313);
    const float v_326 = (v_314 + v_315);
    const float v_327 = (v_316 + v_317);
    const float v_328 = (v_318 + v_319);
    const float v_329 = (v_320 + v_321);
    const float v_330 = (v_322 + v_323);
    const float v_331 = (v_324 + v_325);
    const float v_332 = (v_326 + v_327);
    const float v_333 = (v_328 + v_329);
    const float v_334 = (v_330 + v_331);
    const float v_335 = (v_332 + v_333);
    const float v_336 = (v_334 + v_335);
    const float v_337 = tl::shfl<0>(v_336, 1, 32);
    const float v_338 = (v_336 + v_337);
    const float v_339 = tl::shfl<0>(v_338, 2, 32);
    const float v_340 = (v_338 + v_339);
    r[0] = v_340;
    const float v_341 = acc_s[2];
    const float v_342 = acc_s[3];
    const float v_343 = acc_s[6];
    const float v_344 = acc_s[7];
    const float v_345 = acc_s[10];
    const float v_346 = acc_s[11];
    const float v_347 = acc_s[14];
    const float v_348 = acc_s[15];
    const float v_349 = acc_s[18];
    const float v_350 = acc_s[19];
    const float v_351 = acc_s[22];
    const float v_352 = acc_s[23];
    const float v_353 = acc_s[26];
    const float v_354 = acc_s[27];
    const float v_355 = acc_s[30];
    const float v_356 = acc_s[31];
    const float v_357 = acc_s[34];
    const float v_358 = acc_s[35];
    const float v_359 = acc_s[38];
    const float v_360 = acc_s[39];
    const float v_361 = acc_s[42];
    const float v_362 = acc_s[43];
    const float v_363 = acc_s[46];
    const float v_364 = acc_s[47];
    const float v_365 = acc_s[50];
    const float v_366 = acc_s[51];
    const float v_367 = acc_s[54];
    const float v_368 = acc_s[55];
    const float v_369 = acc_s[58];
    const float v_370 = acc_s[59];
    const float v_371 = acc_s[62];
    const float v_372 = acc_s[63];
    const float v_373 = (v_341 + v_342);
    const float v_374 = (v_343 + v_344);
    const float v_375 = (v_345 + v_346);
    const float v_376 = (v_347 + v_348);
    const float v_377 = (v_349 + v_350);
    const float v_378 = (v_351 + v_352);
    const float v_379 = (v_353 + v_354);
    const float v_380 = (v_355 + v_356);
    const float v_381 = (v_357 + v_358);
    const float v_382 = (v_359 + v_360);
    const float v_383 = (v_361 + v_362);
    const float v_384 = (v_363 + v_364);
    const float v_385 = (v_365 + v_366);
    const float v_386 = (v_367 + v_368);
    const float v_387 = (v_369 + v_370);
    const float v_388 = (v_371 + v_372);
    const float v_389 = (v_373 + v_374);
    const float v_390 = (v_375 + v_376);
    const float v_391 = (v_377 + v_378);
    const float v_392 = (v_379 + v_380);
    const float v_393 = (v_381 + v_382);
    const float v_394 = (v_383 + v_384);
    const float v_395 = (v_385 + v_386);
    const float v_396 = (v_387 + v_388);
    const float v_397 = (v_389 + v_390);
    const float v_398 = (v_391 + v_392);
    const float v_399 = (v_393 + v_394);
    const float v_400 = (v_395 + v_396);
    const float v_401 = (v_397 + v_398);
    const float v_402 = (v_399 + v_400);
    const float v_403 = (v_401 + v_402);
    const float v_404 = tl::shfl<0>(v_403, 1, 32);
    const float v_405 = (v_403 + v_404);
    const float v_406 = tl::shfl<0>(v_405, 2, 32);
    const float v_407 = (v_405 + v_406);
    r[1] = v_407;
#line 128 "tutorials/12_flash_attention.py"
    const tl::vec<float, 2> v_408 = *reinterpret_cast<const tl::vec<float, 2>*>((l + 0));
    const float v_409 = v_408.v[0];
    const tl::vec<float, 2> v_410 = *reinterpret_cast<const tl::vec<float, 2>*>((r + 0));
    const float v_411 = v_410.v[0];
    const float v_412 = (v_409 + v_411);
    const float v_413 = v_408.v[1];
    const float v_414 = v_410.v[1];
    const float v_415 = (v_413 + v_414);
#line 127 "tutorials/12_flash_attention.py"
    const tl::vec<float, 2> v_416 = tl::vec<float, 2>{{v_412, v_415}};
    *reinterpret_cast<tl::vec<float, 2>*>((l + 0)) = v_416;
#line 130 "tutorials/12_flash_attention.py"
    #pragma unroll
    for (int l_v_4 = 0; l_v_4 < 16; l_v_4 += 1) {
      const int v_417 = (l_v_4 * 4);
      const int v_418 = (l_v_4 * 8);
      const int v_419 = (v_418 + v_34);
      const tl::vec<float, 4> v_420 = *reinterpret_cast<const tl::vec<float, 4>*>((acc_s + v_417));
      const float v_421 = v_420.v[0];
      const half v_422 = tl::cast<half>(v_421);
      const int v_423 = (v_419 / 64);
      const int v_424 = (v_423 * 128);
      const int v_425 = (v_424 + v_33);
      const int v_426 = (v_419 % 64);
      const int v_427 = (v_426 ^ v_37);
      const float v_428 = v_420.v[1];
      const half v_429 = tl::cast<half>(v_428);
      const tl::vec<half, 2> v_430 = tl::vec<half, 2>{{v_422, v_429}};
      *reinterpret_cast<tl::vec<half, 2>*>((P_s + (v_425) * 64 + v_427)) = v_430;
      const float v_431 = v_420.v[2];
      const half v_432 = tl::cast<half>(v_431);
      const int v_433 = (v_425 + 8);
      const float v_434 = v_420.v[3];
      const half v_435 = tl::cast<half>(v_434);
      const tl::vec<half, 2> v_436 = tl::vec<half, 2>{{v_432, v_435}};
      *reinterpret_cast<tl::vec<half, 2>*>((P_s + (v_433) * 64 + v_427)) = v_436;
    }
    tl::fence_proxy_async();
    __syncthreads();
#line 131 "tutorials/12_flash_attention.py"
    tl::wgmma_fence<64>(acc_o);
    const unsigned long long v_437 = tl::wgmma_desc<128, 16384, 1024>((V_s + (v_38) * 64 + 0));
    const unsigned long long v_438 = tl::wgmma_desc<128, 16, 1024>((P_s + (v_24) * 64 + 0));
    asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %66, 0;\nwgmma.mma_async.sync.aligned.m64n128k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16, %17, %18, %19, %20, %21, %22, %23, %24, %25, %26, %27, %28, %29, %30, %31, %32, %33, %34, %35, %36, %37, %38, %39, %40, %41, %42, %43, %44, %45, %46, %47, %48, %49, %50, %51, %52, %53, %54, %55, %56, %57, %58, %59, %60, %61, %62, %63}, %64, %65, p, 1, 1, 0, 1;\n}\n" : "+f"(acc_o[0 + 0]), "+f"(acc_o[0 + 1]), "+f"(acc_o[0 + 2]), "+f"(acc_o[0 + 3]), "+f"(acc_o[0 + 4]), "+f"(acc_o[0 + 5]), "+f"(acc_o[0 + 6]), "+f"(acc_o[0 + 7]), "+f"(acc_o[0 + 8]), "+f"(acc_o[0 + 9]), "+f"(acc_o[0 + 10]), "+f"(acc_o[0 + 11]), "+f"(acc_o[0 + 12]), "+f"(acc_o[0 + 13]), "+f"(acc_o[0 + 14]), "+f"(acc_o[0 + 15]), "+f"(acc_o[0 + 16]), "+f"(acc_o[0 + 17]), "+f"(acc_o[0 + 18]), "+f"(acc_o[0 + 19]), "+f"(acc_o[0 + 20]), "+f"(acc_o[0 + 21]), "+f"(acc_o[0 + 22]), "+f"(acc_o[0 + 23]), "+f"(acc_o[0 + 24]), "+f"(acc_o[0 + 25]), "+f"(acc_o[0 + 26]), "+f"(acc_o[0 + 27]), "+f"(acc_o[0 + 28]), "+f"(acc_o[0 + 29]), "+f"(acc_o[0 + 30]), "+f"(acc_o[0 + 31]), "+f"(acc_o[0 + 32]), "+f"(acc_o[0 + 33]), "+f"(acc_o[0 + 34]), "+f"(acc_o[0 + 35]), "+f"(acc_o[0 + 36]), "+f"(acc_o[0 + 37]), "+f"(acc_o[0 + 38]), "+f"(acc_o[0 + 39]), "+f"(acc_o[0 + 40]), "+f"(acc_o[0 + 41]), "+f"(acc_o[0 + 42]), "+f"(acc_o[0 + 43]), "+f"(acc_o[0 + 44]), "+f"(acc_o[0 + 45]), "+f"(acc_o[0 + 46]), "+f"(acc_o[0 + 47]), "+f"(acc_o[0 + 48]), "+f"(acc_o[0 + 49]), "+f"(acc_o[0 + 50]), "+f"(acc_o[0 + 51]), "+f"(acc_o[0 + 52]), "+f"(acc_o[0 + 53]), "+f"(acc_o[0 + 54]), "+f"(acc_o[0 + 55]), "+f"(acc_o[0 + 56]), "+f"(acc_o[0 + 57]), "+f"(acc_o[0 + 58]), "+f"(acc_o[0 + 59]), "+f"(acc_o[0 + 60]), "+f"(acc_o[0 + 61]), "+f"(acc_o[0 + 62]), "+f"(acc_o[0 + 63]) : "l"(v_438), "l"(v_437), "r"(1));
    const int v_439 = (v_38 + 16);
    const unsigned long long v_440 = tl::wgmma_desc<128, 16384, 1024>((V_s + (v_439) * 64 + 0));
    const unsigned long long v_441 = tl::wgmma_desc<128, 16, 1024>((P_s + (v_24) * 64 + 16));
    asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %66, 0;\nwgmma.mma_async.sync.aligned.m64n128k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16, %17, %18, %19, %20, %21, %22, %23, %24, %25, %26, %27, %28, %29, %30, %31, %32, %33, %34, %35, %36, %37, %38, %39, %40, %41, %42, %43, %44, %45, %46, %47, %48, %49, %50, %51, %52, %53, %54, %55, %56, %57, %58, %59, %60, %61, %62, %63}, %64, %65, p, 1, 1, 0, 1;\n}\n" : "+f"(acc_o[0 + 0]), "+f"(acc_o[0 + 1]), "+f"(acc_o[0 + 2]), "+f"(acc_o[0 + 3]), "+f"(acc_o[0 + 4]), "+f"(acc_o[0 + 5]), "+f"(acc_o[0 + 6]), "+f"(acc_o[0 + 7]), "+f"(acc_o[0 + 8]), "+f"(acc_o[0 + 9]), "+f"(acc_o[0 + 10]), "+f"(acc_o[0 + 11]), "+f"(acc_o[0 + 12]), "+f"(acc_o[0 + 13]), "+f"(acc_o[0 + 14]), "+f"(acc_o[0 + 15]), "+f"(acc_o[0 + 16]), "+f"(acc_o[0 + 17]), "+f"(acc_o[0 + 18]), "+f"(acc_o[0 + 19]), "+f"(acc_o[0 + 20]), "+f"(acc_o[0 + 21]), "+f"(acc_o[0 + 22]), "+f"(acc_o[0 + 23]), "+f"(acc_o[0 + 24]), "+f"(acc_o[0 + 25]), "+f"(acc_o[0 + 26]), "+f"(acc_o[0 + 27]), "+f"(acc_o[0 + 28]), "+f"(acc_o[0 + 29]), "+f"(acc_o[0 + 30]), "+f"(acc_o[0 + 31]), "+f"(acc_o[0 + 32]), "+f"(acc_o[0 + 33]), "+f"(acc_o[0 + 34]), "+f"(acc_o[0 + 35]), "+f"(acc_o[0 + 36]), "+f"(acc_o[0 + 37]), "+f"(acc_o[0 + 38]), "+f"(acc_o[0 + 39]), "+f"(acc_o[0 + 40]), "+f"(acc_o[0 + 41]), "+f"(acc_o[0 + 42]), "+f"(acc_o[0 + 43]), "+f"(acc_o[0 + 44]), "+f"(acc_o[0 + 45]), "+f"(acc_o[0 + 46]), "+f"(acc_o[0 + 47]), "+f"(acc_o[0 + 48]), "+f"(acc_o[0 + 49]), "+f"(acc_o[0 + 50]), "+f"(acc_o[0 + 51]), "+f"(acc_o[0 + 52]), "+f"(acc_o[0 + 53]), "+f"(acc_o[0 + 54]), "+f"(acc_o[0 + 55]), "+f"(acc_o[0 + 56]), "+f"(acc_o[0 + 57]), "+f"(acc_o[0 + 58]), "+f"(acc_o[0 + 59]), "+f"(acc_o[0 + 60]), "+f"(acc_o[0 + 61]), "+f"(acc_o[0 + 62]), "+f"(acc_o[0 + 63]) : "l"(v_441), "l"(v_440), "r"(1));
    const int v_442 = (v_38 + 32);
    const unsigned long long v_443 = tl::wgmma_desc<128, 16384, 1024>((V_s + (v_442) * 64 + 0));
    const unsigned long long v_444 = tl::wgmma_desc<128, 16, 1024>((P_s + (v_24) * 64 + 32));
    asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %66, 0;\nwgmma.mma_async.sync.aligned.m64n128k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16, %17, %18, %19, %20, %21, %22, %23, %24, %25, %26, %27, %28, %29, %30, %31, %32, %33, %34, %35, %36, %37, %38, %39, %40, %41, %42, %43, %44, %45, %46, %47, %48, %49, %50, %51, %52, %53, %54, %55, %56, %57, %58, %59, %60, %61, %62, %63}, %64, %65, p, 1, 1, 0, 1;\n}\n" : "+f"(acc_o[0 + 0]), "+f"(acc_o[0 + 1]), "+f"(acc_o[0 + 2]), "+f"(acc_o[0 + 3]), "+f"(acc_o[0 + 4]), "+f"(acc_o[0 + 5]), "+f"(acc_o[0 + 6]), "+f"(acc_o[0 + 7]), "+f"(acc_o[0 + 8]), "+f"(acc_o[0 + 9]), "+f"(acc_o[0 + 10]), "+f"(acc_o[0 + 11]), "+f"(acc_o[0 + 12]), "+f"(acc_o[0 + 13]), "+f"(acc_o[0 + 14]), "+f"(acc_o[0 + 15]), "+f"(acc_o[0 + 16]), "+f"(acc_o[0 + 17]), "+f"(acc_o[0 + 18]), "+f"(acc_o[0 + 19]), "+f"(acc_o[0 + 20]), "+f"(acc_o[0 + 21]), "+f"(acc_o[0 + 22]), "+f"(acc_o[0 + 23]), "+f"(acc_o[0 + 24]), "+f"(acc_o[0 + 25]), "+f"(acc_o[0 + 26]), "+f"(acc_o[0 + 27]), "+f"(acc_o[0 + 28]), "+f"(acc_o[0 + 29]), "+f"(acc_o[0 + 30]), "+f"(acc_o[0 + 31]), "+f"(acc_o[0 + 32]), "+f"(acc_o[0 + 33]), "+f"(acc_o[0 + 34]), "+f"(acc_o[0 + 35]), "+f"(acc_o[0 + 36]), "+f"(acc_o[0 + 37]), "+f"(acc_o[0 + 38]), "+f"(acc_o[0 + 39]), "+f"(acc_o[0 + 40]), "+f"(acc_o[0 + 41]), "+f"(acc_o[0 + 42]), "+f"(acc_o[0 + 43]), "+f"(acc_o[0 + 44]), "+f"(acc_o[0 + 45]), "+f"(acc_o[0 + 46]), "+f"(acc_o[0 + 47]), "+f"(acc_o[0 + 48]), "+f"(acc_o[0 + 49]), "+f"(acc_o[0 + 50]), "+f"(acc_o[0 + 51]), "+f"(acc_o[0 + 52]), "+f"(acc_o[0 + 53]), "+f"(acc_o[0 + 54]), "+f"(acc_o[0 + 55]), "+f"(acc_o[0 + 56]), "+f"(acc_o[0 + 57]), "+f"(acc_o[0 + 58]), "+f"(acc_o[0 + 59]), "+f"(acc_o[0 + 60]), "+f"(acc_o[0 + 61]), "+f"(acc_o[0 + 62]), "+f"(acc_o[0 + 63]) : "l"(v_444), "l"(v_443), "r"(1));
    const int v_445 = (v_38 + 48);
    const unsigned long long v_446 = tl::wgmma_desc<128, 16384, 1024>((V_s + (v_445) * 64 + 0));
    const unsigned long long v_447 = tl::wgmma_desc<128, 16, 1024>((P_s + (v_24) * 64 + 48));
    asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %66, 0;\nwgmma.mma_async.sync.aligned.m64n128k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16, %17, %18, %19, %20, %21, %22, %23, %24, %25, %26, %27, %28, %29, %30, %31, %32, %33, %34, %35, %36, %37, %38, %39, %40, %41, %42, %43, %44, %45, %46, %47, %48, %49, %50, %51, %52, %53, %54, %55, %56, %57, %58, %59, %60, %61, %62, %63}, %64, %65, p, 1, 1, 0, 1;\n}\n" : "+f"(acc_o[0 + 0]), "+f"(acc_o[0 + 1]), "+f"(acc_o[0 + 2]), "+f"(acc_o[0 + 3]), "+f"(acc_o[0 + 4]), "+f"(acc_o[0 + 5]), "+f"(acc_o[0 + 6]), "+f"(acc_o[0 + 7]), "+f"(acc_o[0 + 8]), "+f"(acc_o[0 + 9]), "+f"(acc_o[0 + 10]), "+f"(acc_o[0 + 11]), "+f"(acc_o[0 + 12]), "+f"(acc_o[0 + 13]), "+f"(acc_o[0 + 14]), "+f"(acc_o[0 + 15]), "+f"(acc_o[0 + 16]), "+f"(acc_o[0 + 17]), "+f"(acc_o[0 + 18]), "+f"(acc_o[0 + 19]), "+f"(acc_o[0 + 20]), "+f"(acc_o[0 + 21]), "+f"(acc_o[0 + 22]), "+f"(acc_o[0 + 23]), "+f"(acc_o[0 + 24]), "+f"(acc_o[0 + 25]), "+f"(acc_o[0 + 26]), "+f"(acc_o[0 + 27]), "+f"(acc_o[0 + 28]), "+f"(acc_o[0 + 29]), "+f"(acc_o[0 + 30]), "+f"(acc_o[0 + 31]), "+f"(acc_o[0 + 32]), "+f"(acc_o[0 + 33]), "+f"(acc_o[0 + 34]), "+f"(acc_o[0 + 35]), "+f"(acc_o[0 + 36]), "+f"(acc_o[0 + 37]), "+f"(acc_o[0 + 38]), "+f"(acc_o[0 + 39]), "+f"(acc_o[0 + 40]), "+f"(acc_o[0 + 41]), "+f"(acc_o[0 + 42]), "+f"(acc_o[0 + 43]), "+f"(acc_o[0 + 44]), "+f"(acc_o[0 + 45]), "+f"(acc_o[0 + 46]), "+f"(acc_o[0 + 47]), "+f"(acc_o[0 + 48]), "+f"(acc_o[0 + 49]), "+f"(acc_o[0 + 50]), "+f"(acc_o[0 + 51]), "+f"(acc_o[0 + 52]), "+f"(acc_o[0 + 53]), "+f"(acc_o[0 + 54]), "+f"(acc_o[0 + 55]), "+f"(acc_o[0 + 56]), "+f"(acc_o[0 + 57]), "+f"(acc_o[0 + 58]), "+f"(acc_o[0 + 59]), "+f"(acc_o[0 + 60]), "+f"(acc_o[0 + 61]), "+f"(acc_o[0 + 62]), "+f"(acc_o[0 + 63]) : "l"(v_447), "l"(v_446), "r"(1));
    const int v_448 = (v_38 + 64);
    const unsigned long long v_449 = tl::wgmma_desc<128, 16384, 1024>((V_s + (v_448) * 64 + 0));
    const unsigned long long v_450 = tl::wgmma_desc<128, 16, 1024>((P_s + (v_25) * 64 + 0));
    asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %66, 0;\nwgmma.mma_async.sync.aligned.m64n128k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16, %17, %18, %19, %20, %21, %22, %23, %24, %25, %26, %27, %28, %29, %30, %31, %32, %33, %34, %35, %36, %37, %38, %39, %40, %41, %42, %43, %44, %45, %46, %47, %48, %49, %50, %51, %52, %53, %54, %55, %56, %57, %58, %59, %60, %61, %62, %63}, %64, %65, p, 1, 1, 0, 1;\n}\n" : "+f"(acc_o[0 + 0]), "+f"(acc_o[0 + 1]), "+f"(acc_o[0 + 2]), "+f"(acc_o[0 + 3]), "+f"(acc_o[0 + 4]), "+f"(acc_o[0 + 5]), "+f"(acc_o[0 + 6]), "+f"(acc_o[0 + 7]), "+f"(acc_o[0 + 8]), "+f"(acc_o[0 + 9]), "+f"(acc_o[0 + 10]), "+f"(acc_o[0 + 11]), "+f"(acc_o[0 + 12]), "+f"(acc_o[0 + 13]), "+f"(acc_o[0 + 14]), "+f"(acc_o[0 + 15]), "+f"(acc_o[0 + 16]), "+f"(acc_o[0 + 17]), "+f"(acc_o[0 + 18]), "+f"(acc_o[0 + 19]), "+f"(acc_o[0 + 20]), "+f"(acc_o[0 + 21]), "+f"(acc_o[0 + 22]), "+f"(acc_o[0 + 23]), "+f"(acc_o[0 + 24]), "+f"(acc_o[0 + 25]), "+f"(acc_o[0 + 26]), "+f"(acc_o[0 + 27]), "+f"(acc_o[0 + 28]), "+f"(acc_o[0 + 29]), "+f"(acc_o[0 + 30]), "+f"(acc_o[0 + 31]), "+f"(acc_o[0 + 32]), "+f"(acc_o[0 + 33]), "+f"(acc_o[0 + 34]), "+f"(acc_o[0 + 35]), "+f"(acc_o[0 + 36]), "+f"(acc_o[0 + 37]), "+f"(acc_o[0 + 38]), "+f"(acc_o[0 + 39]), "+f"(acc_o[0 + 40]), "+f"(acc_o[0 + 41]), "+f"(acc_o[0 + 42]), "+f"(acc_o[0 + 43]), "+f"(acc_o[0 + 44]), "+f"(acc_o[0 + 45]), "+f"(acc_o[0 + 46]), "+f"(acc_o[0 + 47]), "+f"(acc_o[0 + 48]), "+f"(acc_o[0 + 49]), "+f"(acc_o[0 + 50]), "+f"(acc_o[0 + 51]), "+f"(acc_o[0 + 52]), "+f"(acc_o[0 + 53]), "+f"(acc_o[0 + 54]), "+f"(acc_o[0 + 55]), "+f"(acc_o[0 + 56]), "+f"(acc_o[0 + 57]), "+f"(acc_o[0 + 58]), "+f"(acc_o[0 + 59]), "+f"(acc_o[0 + 60]), "+f"(acc_o[0 + 61]), "+f"(acc_o[0 + 62]), "+f"(acc_o[0 + 63]) : "l"(v_450), "l"(v_449), "r"(1));
    const int v_451 = (v_38 + 80);
    const unsigned long long v_452 = tl::wgmma_desc<128, 16384, 1024>((V_s + (v_451) * 64 + 0));
    const unsigned long long v_453 = tl::wgmma_desc<128, 16, 1024>((P_s + (v_25) * 64 + 16));
    asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %66, 0;\nwgmma.mma_async.sync.aligned.m64n128k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16, %17, %18, %19, %20, %21, %22, %23, %24, %25, %26, %27, %28, %29, %30, %31, %32, %33, %34, %35, %36, %37, %38, %39, %40, %41, %42, %43, %44, %45, %46, %47, %48, %49, %50, %51, %52, %53, %54, %55, %56, %57, %58, %59, %60, %61, %62, %63}, %64, %65, p, 1, 1, 0, 1;\n}\n" : "+f"(acc_o[0 + 0]), "+f"(acc_o[0 + 1]), "+f"(acc_o[0 + 2]), "+f"(acc_o[0 + 3]), "+f"(acc_o[0 + 4]), "+f"(acc_o[0 + 5]), "+f"(acc_o[0 + 6]), "+f"(acc_o[0 + 7]), "+f"(acc_o[0 + 8]), "+f"(acc_o[0 + 9]), "+f"(acc_o[0 + 10]), "+f"(acc_o[0 + 11]), "+f"(acc_o[0 + 12]), "+f"(acc_o[0 + 13]), "+f"(acc_o[0 + 14]), "+f"(acc_o[0 + 15]), "+f"(acc_o[0 + 16]), "+f"(acc_o[0 + 17]), "+f"(acc_o[0 + 18]), "+f"(acc_o[0 + 19]), "+f"(acc_o[0 + 20]), "+f"(acc_o[0 + 21]), "+f"(acc_o[0 + 22]), "+f"(acc_o[0 + 23]), "+f"(acc_o[0 + 24]), "+f"(acc_o[0 + 25]), "+f"(acc_o[0 + 26]), "+f"(acc_o[0 + 27]), "+f"(acc_o[0 + 28]), "+f"(acc_o[0 + 29]), "+f"(acc_o[0 + 30]), "+f"(acc_o[0 + 31]), "+f"(acc_o[0 + 32]), "+f"(acc_o[0 + 33]), "+f"(acc_o[0 + 34]), "+f"(acc_o[0 + 35]), "+f"(acc_o[0 + 36]), "+f"(acc_o[0 + 37]), "+f"(acc_o[0 + 38]), "+f"(acc_o[0 + 39]), "+f"(acc_o[0 + 40]), "+f"(acc_o[0 + 41]), "+f"(acc_o[0 + 42]), "+f"(acc_o[0 + 43]), "+f"(acc_o[0 + 44]), "+f"(acc_o[0 + 45]), "+f"(acc_o[0 + 46]), "+f"(acc_o[0 + 47]), "+f"(acc_o[0 + 48]), "+f"(acc_o[0 + 49]), "+f"(acc_o[0 + 50]), "+f"(acc_o[0 + 51]), "+f"(acc_o[0 + 52]), "+f"(acc_o[0 + 53]), "+f"(acc_o[0 + 54]), "+f"(acc_o[0 + 55]), "+f"(acc_o[0 + 56]), "+f"(acc_o[0 + 57]), "+f"(acc_o[0 + 58]), "+f"(acc_o[0 + 59]), "+f"(acc_o[0 + 60]), "+f"(acc_o[0 + 61]), "+f"(acc_o[0 + 62]), "+f"(acc_o[0 + 63]) : "l"(v_453), "l"(v_452), "r"(1));
    const int v_454 = (v_38 + 96);
    const unsigned long long v_455 = tl::wgmma_desc<128, 16384, 1024>((V_s + (v_454) * 64 + 0));
    const unsigned long long v_456 = tl::wgmma_desc<128, 16, 1024>((P_s + (v_25) * 64 + 32));
    asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %66, 0;\nwgmma.mma_async.sync.aligned.m64n128k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16, %17, %18, %19, %20, %21, %22, %23, %24, %25, %26, %27, %28, %29, %30, %31, %32, %33, %34, %35, %36, %37, %38, %39, %40, %41, %42, %43, %44, %45, %46, %47, %48, %49, %50, %51, %52, %53, %54, %55, %56, %57, %58, %59, %60, %61, %62, %63}, %64, %65, p, 1, 1, 0, 1;\n}\n" : "+f"(acc_o[0 + 0]), "+f"(acc_o[0 + 1]), "+f"(acc_o[0 + 2]), "+f"(acc_o[0 + 3]), "+f"(acc_o[0 + 4]), "+f"(acc_o[0 + 5]), "+f"(acc_o[0 + 6]), "+f"(acc_o[0 + 7]), "+f"(acc_o[0 + 8]), "+f"(acc_o[0 + 9]), "+f"(acc_o[0 + 10]), "+f"(acc_o[0 + 11]), "+f"(acc_o[0 + 12]), "+f"(acc_o[0 + 13]), "+f"(acc_o[0 + 14]), "+f"(acc_o[0 + 15]), "+f"(acc_o[0 + 16]), "+f"(acc_o[0 + 17]), "+f"(acc_o[0 + 18]), "+f"(acc_o[0 + 19]), "+f"(acc_o[0 + 20]), "+f"(acc_o[0 + 21]), "+f"(acc_o[0 + 22]), "+f"(acc_o[0 + 23]), "+f"(acc_o[0 + 24]), "+f"(acc_o[0 + 25]), "+f"(acc_o[0 + 26]), "+f"(acc_o[0 + 27]), "+f"(acc_o[0 + 28]), "+f"(acc_o[0 + 29]), "+f"(acc_o[0 + 30]), "+f"(acc_o[0 + 31]), "+f"(acc_o[0 + 32]), "+f"(acc_o[0 + 33]), "+f"(acc_o[0 + 34]), "+f"(acc_o[0 + 35]), "+f"(acc_o[0 + 36]), "+f"(acc_o[0 + 37]), "+f"(acc_o[0 + 38]), "+f"(acc_o[0 + 39]), "+f"(acc_o[0 + 40]), "+f"(acc_o[0 + 41]), "+f"(acc_o[0 + 42]), "+f"(acc_o[0 + 43]), "+f"(acc_o[0 + 44]), "+f"(acc_o[0 + 45]), "+f"(acc_o[0 + 46]), "+f"(acc_o[0 + 47]), "+f"(acc_o[0 + 48]), "+f"(acc_o[0 + 49]), "+f"(acc_o[0 + 50]), "+f"(acc_o[0 + 51]), "+f"(acc_o[0 + 52]), "+f"(acc_o[0 + 53]), "+f"(acc_o[0 + 54]), "+f"(acc_o[0 + 55]), "+f"(acc_o[0 + 56]), "+f"(acc_o[0 + 57]), "+f"(acc_o[0 + 58]), "+f"(acc_o[0 + 59]), "+f"(acc_o[0 + 60]), "+f"(acc_o[0 + 61]), "+f"(acc_o[0 + 62]), "+f"(acc_o[0 + 63]) : "l"(v_456), "l"(v_455), "r"(1));
    const int v_457 = (v_38 + 112);
    const unsigned long long v_458 = tl::wgmma_desc<128, 16384, 1024>((V_s + (v_457) * 64 + 0));
    const unsigned long long v_459 = tl::wgmma_desc<128, 16, 1024>((P_s + (v_25) * 64 + 48));
    asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %66, 0;\nwgmma.mma_async.sync.aligned.m64n128k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16, %17, %18, %19, %20, %21, %22, %23, %24, %25, %26, %27, %28, %29, %30, %31, %32, %33, %34, %35, %36, %37, %38, %39, %40, %41, %42, %43, %44, %45, %46, %47, %48, %49, %50, %51, %52, %53, %54, %55, %56, %57, %58, %59, %60, %61, %62, %63}, %64, %65, p, 1, 1, 0, 1;\n}\n" : "+f"(acc_o[0 + 0]), "+f"(acc_o[0 + 1]), "+f"(acc_o[0 + 2]), "+f"(acc_o[0 + 3]), "+f"(acc_o[0 + 4]), "+f"(acc_o[0 + 5]), "+f"(acc_o[0 + 6]), "+f"(acc_o[0 + 7]), "+f"(acc_o[0 + 8]), "+f"(acc_o[0 + 9]), "+f"(acc_o[0 + 10]), "+f"(acc_o[0 + 11]), "+f"(acc_o[0 + 12]), "+f"(acc_o[0 + 13]), "+f"(acc_o[0 + 14]), "+f"(acc_o[0 + 15]), "+f"(acc_o[0 + 16]), "+f"(acc_o[0 + 17]), "+f"(acc_o[0 + 18]), "+f"(acc_o[0 + 19]), "+f"(acc_o[0 + 20]), "+f"(acc_o[0 + 21]), "+f"(acc_o[0 + 22]), "+f"(acc_o[0 + 23]), "+f"(acc_o[0 + 24]), "+f"(acc_o[0 + 25]), "+f"(acc_o[0 + 26]), "+f"(acc_o[0 + 27]), "+f"(acc_o[0 + 28]), "+f"(acc_o[0 + 29]), "+f"(acc_o[0 + 30]), "+f"(acc_o[0 + 31]), "+f"(acc_o[0 + 32]), "+f"(acc_o[0 + 33]), "+f"(acc_o[0 + 34]), "+f"(acc_o[0 + 35]), "+f"(acc_o[0 + 36]), "+f"(acc_o[0 + 37]), "+f"(acc_o[0 + 38]), "+f"(acc_o[0 + 39]), "+f"(acc_o[0 + 40]), "+f"(acc_o[0 + 41]), "+f"(acc_o[0 + 42]), "+f"(acc_o[0 + 43]), "+f"(acc_o[0 + 44]), "+f"(acc_o[0 + 45]), "+f"(acc_o[0 + 46]), "+f"(acc_o[0 + 47]), "+f"(acc_o[0 + 48]), "+f"(acc_o[0 + 49]), "+f"(acc_o[0 + 50]), "+f"(acc_o[0 + 51]), "+f"(acc_o[0 + 52]), "+f"(acc_o[0 + 53]), "+f"(acc_o[0 + 54]), "+f"(acc_o[0 + 55]), "+f"(acc_o[0 + 56]), "+f"(acc_o[0 + 57]), "+f"(acc_o[0 + 58]), "+f"(acc_o[0 + 59]), "+f"(acc_o[0 + 60]), "+f"(acc_o[0 + 61]), "+f"(acc_o[0 + 62]), "+f"(acc_o[0 + 63]) : "l"(v_459), "l"(v_458), "r"(1));
    tl::wgmma_commit();
#line 105 "tutorials/12_flash_attention.py"
    const bool v_460 = (r_1 == 0);
    const int v_461 = (r_1 - 1);
    const int v_462 = (v_460 ? 1 : v_461);
    const bool v_463 = (v_40 < n);
    const int v_464 = tl::min(v_40, v_19);
#line 106 "tutorials/12_flash_attention.py"
    const int v_465 = (v_464 * 128);
#line 105 "tutorials/12_flash_attention.py"
    const int v_466 = (v_462 * 256);
#line 106 "tutorials/12_flash_attention.py"
    const bool v_467 = (v_463 && v_22);
    if (v_467) {
      tl::mbar_expect_tx((tma_bar + v_462), 32768);
      tl::tma_load((K_s + (v_466) * 64 + 0), &K_tmap, (tma_bar + v_462), 0, v_465, (int)blockIdx.y, (int)blockIdx.z);
      tl::tma_load((unsigned char*)(K_s + (v_466) * 64 + 0) + 16384, &K_tmap, (tma_bar + v_462), 0 + 64, v_465, (int)blockIdx.y, (int)blockIdx.z);
    }
#line 107 "tutorials/12_flash_attention.py"
    if (v_467) {
      tl::mbar_expect_tx((tma_bar_1 + v_462), 32768);
      tl::tma_load((V_s + (v_466) * 64 + 0), &V_tmap, (tma_bar_1 + v_462), 0, v_465, (int)blockIdx.y, (int)blockIdx.z);
      tl::tma_load((unsigned char*)(V_s + (v_466) * 64 + 0) + 16384, &V_tmap, (tma_bar_1 + v_462), 0 + 64, v_465, (int)blockIdx.y, (int)blockIdx.z);
    }
#line 131 "tutorials/12_flash_attention.py"
    tl::wgmma_wait_defining<0, 64>(acc_o);
#line 105 "tutorials/12_flash_attention.py"
    const bool v_468 = (r_1 == 1);
    const int v_469 = (v_461 + 2);
    const int v_470 = (v_468 ? 0 : v_469);
#line 88 "tutorials/12_flash_attention.py"
    r_1 = v_470;
#line 105 "tutorials/12_flash_attention.py"
  }
#line 132 "tutorials/12_flash_attention.py"
  #pragma unroll
  for (int l_v_5 = 0; l_v_5 < 16; l_v_5 += 1) {
    const int v_471 = (l_v_5 * 4);
#line 133 "tutorials/12_flash_attention.py"
    const tl::vec<float, 4> v_472 = *reinterpret_cast<const tl::vec<float, 4>*>((acc_o + v_471));
    const float v_473 = v_472.v[0];
    const float v_474 = l[0];
    const float v_475 = (v_473 / v_474);
    const float v_476 = v_472.v[1];
    const float v_477 = (v_476 / v_474);
    const float v_478 = v_472.v[2];
    const float v_479 = l[1];
    const float v_480 = (v_478 / v_479);
    const float v_481 = v_472.v[3];
    const float v_482 = (v_481 / v_479);
#line 132 "tutorials/12_flash_attention.py"
    const tl::vec<float, 4> v_483 = tl::vec<float, 4>{{v_475, v_477, v_480, v_482}};
    *reinterpret_cast<tl::vec<float, 4>*>((acc_o + v_471)) = v_483;
  }
#line 134 "tutorials/12_flash_attention.py"
  #pragma unroll
  for (int l_v_6 = 0; l_v_6 < 16; l_v_6 += 1) {
    const int v_484 = (l_v_6 * 4);
    const int v_485 = (l_v_6 * 8);
    const int v_486 = (v_485 + v_34);
    const tl::vec<float, 4> v_487 = *reinterpret_cast<const tl::vec<float, 4>*>((acc_o + v_484));
    const float v_488 = v_487.v[0];
    const half v_489 = tl::cast<half>(v_488);
    const float v_490 = v_487.v[1];
    const half v_491 = tl::cast<half>(v_490);
    const tl::vec<half, 2> v_492 = tl::vec<half, 2>{{v_489, v_491}};
    *reinterpret_cast<tl::vec<half, 2>*>((O + ((((int)blockIdx.z) * 16 + (int)blockIdx.y) * 4096 + v_35) * 128 + v_486)) = v_492;
    const float v_493 = v_487.v[2];
    const half v_494 = tl::cast<half>(v_493);
    const float v_495 = v_487.v[3];
    const half v_496 = tl::cast<half>(v_495);
    const tl::vec<half, 2> v_497 = tl::vec<half, 2>{{v_494, v_496}};
    *reinterpret_cast<tl::vec<half, 2>*>((O + ((((int)blockIdx.z) * 16 + (int)blockIdx.y) * 4096 + v_36) * 128 + v_486)) = v_497;
  }
}
