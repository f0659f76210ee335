// tutorials/12_flash_attention.py --compile-only: flash_attention(causal=True); sm_90a
// written by `python scripts/update_golden.py` (never by hand): the CUDA source after prelude.cuh and a blank line, #line paths repository-relative
#line 109 "tutorials/12_flash_attention.py"
extern "C" __global__ void __launch_bounds__(256) main_kernel(half* __restrict__ Q, half* __restrict__ K, half* __restrict__ V, half* __restrict__ O, const __grid_constant__ tl::TensorMap K_tmap, const __grid_constant__ tl::TensorMap V_tmap) {
  extern __shared__ __align__(1024) unsigned char tl_smem[];
  const int tid = (int)threadIdx.x;
#line 127 "tutorials/12_flash_attention.py"
  unsigned long long* const tma_bar = reinterpret_cast<unsigned long long*>(tl_smem + 163840);
  if (threadIdx.x == 0 && threadIdx.y == 0 && threadIdx.z == 0) {
    for (int i = 0; i < 2; ++i) tl::mbar_init(tma_bar + i, 1);
    tl::fence_mbar_init();
  }
#line 128 "tutorials/12_flash_attention.py"
  unsigned long long* const tma_bar_1 = reinterpret_cast<unsigned long long*>(tl_smem + 163968);
  if (threadIdx.x == 0 && threadIdx.y == 0 && threadIdx.z == 0) {
    for (int i = 0; i < 2; ++i) tl::mbar_init(tma_bar_1 + i, 1);
    tl::fence_mbar_init();
  }
#line 110 "tutorials/12_flash_attention.py"
  half* const Q_s = reinterpret_cast<half*>(tl_smem + 131072);
#line 111 "tutorials/12_flash_attention.py"
  half* const K_s = reinterpret_cast<half*>(tl_smem + 0);
#line 112 "tutorials/12_flash_attention.py"
  half* const V_s = reinterpret_cast<half*>(tl_smem + 65536);
#line 113 "tutorials/12_flash_attention.py"
  alignas(16) half P[64];
#line 114 "tutorials/12_flash_attention.py"
  alignas(16) float acc_s[64];
#line 115 "tutorials/12_flash_attention.py"
  alignas(16) float acc_o[64];
#line 116 "tutorials/12_flash_attention.py"
  alignas(16) float m_old[2];
#line 117 "tutorials/12_flash_attention.py"
  alignas(16) float m[2];
#line 118 "tutorials/12_flash_attention.py"
  alignas(16) float l[2];
#line 119 "tutorials/12_flash_attention.py"
  alignas(16) float r[2];
#line 120 "tutorials/12_flash_attention.py"
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
#line 121 "tutorials/12_flash_attention.py"
  #pragma unroll
  for (int l_v = 0; l_v < 16; l_v += 1) {
    const int v_15 = (l_v * 4);
    const tl::vec<float, 4> v_16 = tl::vec<float, 4>{{0.0f, 0.0f, 0.0f, 0.0f}};
    *reinterpret_cast<tl::vec<float, 4>*>((acc_o + v_15)) = v_16;
  }
#line 122 "tutorials/12_flash_attention.py"
  const tl::vec<float, 2> v_17 = tl::vec<float, 2>{{0.0f, 0.0f}};
  *reinterpret_cast<tl::vec<float, 2>*>((l + 0)) = v_17;
#line 123 "tutorials/12_flash_attention.py"
  const tl::vec<float, 2> v_18 = tl::vec<float, 2>{{-1.0000000150474662e+30f, -1.0000000150474662e+30f}};
  *reinterpret_cast<tl::vec<float, 2>*>((m + 0)) = v_18;
#line 124 "tutorials/12_flash_attention.py"
  const int n = tl::min(32, v_1);
#line 109 "tutorials/12_flash_attention.py"
  const int v_19 = (n + -1);
  const int v_20 = tl::min(0, v_19);
#line 127 "tutorials/12_flash_attention.py"
  const int v_21 = (v_20 * 128);
  const bool v_22 = (tid == 0);
#line 135 "tutorials/12_flash_attention.py"
  const int v_23 = (tid / 128);
  const int v_24 = (v_23 * 64);
  const int v_25 = (v_24 + 128);
#line 138 "tutorials/12_flash_attention.py"
  const int v_26 = (tid % 32);
  const int v_27 = (v_26 & 3);
#line 127 "tutorials/12_flash_attention.py"
  if (v_22) {
    tl::mbar_expect_tx((tma_bar + 0), 32768);
    tl::tma_load((K_s + 0), &K_tmap, (tma_bar + 0), 0, v_21, (int)blockIdx.y, (int)blockIdx.z);
    tl::tma_load((unsigned char*)(K_s + 0) + 16384, &K_tmap, (tma_bar + 0), 0 + 64, v_21, (int)blockIdx.y, (int)blockIdx.z);
  }
#line 128 "tutorials/12_flash_attention.py"
  if (v_22) {
    tl::mbar_expect_tx((tma_bar_1 + 0), 32768);
    tl::tma_load((V_s + 0), &V_tmap, (tma_bar_1 + 0), 0, v_21, (int)blockIdx.y, (int)blockIdx.z);
    tl::tma_load((unsigned char*)(V_s + 0) + 16384, &V_tmap, (tma_bar_1 + 0), 0 + 64, v_21, (int)blockIdx.y, (int)blockIdx.z);
  }
#line 130 "tutorials/12_flash_attention.py"
  const int v_28 = (tid % 128);
  const int v_29 = (v_28 / 32);
  const int v_30 = (v_29 * 16);
  const int v_31 = (v_24 + v_30);
  const int v_32 = (v_26 / 4);
  const int v_33 = (v_31 + v_32);
  const int v_34 = (v_27 * 2);
#line 133 "tutorials/12_flash_attention.py"
  const int v_35 = (v + v_33);
  const int v_36 = (v_35 + 8);
#line 126 "tutorials/12_flash_attention.py"
  int r_1 = 0;
  for (int kb = 0; kb < n; kb += 1) {
    tl::fence_proxy_async();
    __syncthreads();
    const int v_37 = (r_1 * 256);
#line 127 "tutorials/12_flash_attention.py"
    const int v_38 = (kb * 128);
    const int v_39 = (kb + 1);
#line 126 "tutorials/12_flash_attention.py"
    const int v_40 = (kb / 2);
    const int v_41 = (v_40 % 2);
#line 127 "tutorials/12_flash_attention.py"
    tl::mbar_wait((tma_bar + r_1), v_41);
#line 128 "tutorials/12_flash_attention.py"
    tl::mbar_wait((tma_bar_1 + r_1), v_41);
#line 130 "tutorials/12_flash_attention.py"
    #pragma unroll
    for (int l_v_1 = 0; l_v_1 < 16; l_v_1 += 1) {
      const int v_42 = (l_v_1 * 4);
      const int v_43 = (l_v_1 * 8);
      const int v_44 = (v_43 + v_34);
#line 131 "tutorials/12_flash_attention.py"
      const int v_45 = (v_38 + v_44);
#line 133 "tutorials/12_flash_attention.py"
      const bool v_46 = (v_35 >= v_45);
#line 134 "tutorials/12_flash_attention.py"
      const float v_47 = (-__int_as_float(0x7f800000));
      const float v_48 = (v_46 ? 0.0f : v_47);
#line 131 "tutorials/12_flash_attention.py"
      const int v_49 = (v_45 + 1);
#line 133 "tutorials/12_flash_attention.py"
      const bool v_50 = (v_35 >= v_49);
#line 134 "tutorials/12_flash_attention.py"
      const float v_51 = (v_50 ? 0.0f : v_47);
#line 133 "tutorials/12_flash_attention.py"
      const bool v_52 = (v_36 >= v_45);
#line 134 "tutorials/12_flash_attention.py"
      const float v_53 = (v_52 ? 0.0f : v_47);
#line 133 "tutorials/12_flash_attention.py"
      const bool v_54 = (v_36 >= v_49);
#line 134 "tutorials/12_flash_attention.py"
      const float v_55 = (v_54 ? 0.0f : v_47);
#line 130 "tutorials/12_flash_attention.py"
      const tl::vec<float, 4> v_56 = tl::vec<float, 4>{{v_48, v_51, v_53, v_55}};
      *reinterpret_cast<tl::vec<float, 4>*>((acc_s + v_42)) = v_56;
    }
#line 135 "tutorials/12_flash_attention.py"
    tl::wgmma_fence<64>(acc_s);
    const unsigned long long v_57 = tl::wgmma_desc<128, 16, 1024>((K_s + (v_37) * 64 + 0));
    const unsigned long long v_58 = tl::wgmma_desc<128, 16, 1024>((Q_s + (v_24) * 64 + 0));
    asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %66, 0;\nwgmma.mma_async.sync.aligned.m64n128k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16, %17, %18, %19, %20, %21, %22, %23, %24, %25, %26, %27, %28, %29, %30, %31, %32, %33, %34, %35, %36, %37, %38, %39, %40, %41, %42, %43, %44, %45, %46, %47, %48, %49, %50, %51, %52, %53, %54, %55, %56, %57, %58, %59, %60, %61, %62, %63}, %64, %65, p, 1, 1, 0, 0;\n}\n" : "+f"(acc_s[0 + 0]), "+f"(acc_s[0 + 1]), "+f"(acc_s[0 + 2]), "+f"(acc_s[0 + 3]), "+f"(acc_s[0 + 4]), "+f"(acc_s[0 + 5]), "+f"(acc_s[0 + 6]), "+f"(acc_s[0 + 7]), "+f"(acc_s[0 + 8]), "+f"(acc_s[0 + 9]), "+f"(acc_s[0 + 10]), "+f"(acc_s[0 + 11]), "+f"(acc_s[0 + 12]), "+f"(acc_s[0 + 13]), "+f"(acc_s[0 + 14]), "+f"(acc_s[0 + 15]), "+f"(acc_s[0 + 16]), "+f"(acc_s[0 + 17]), "+f"(acc_s[0 + 18]), "+f"(acc_s[0 + 19]), "+f"(acc_s[0 + 20]), "+f"(acc_s[0 + 21]), "+f"(acc_s[0 + 22]), "+f"(acc_s[0 + 23]), "+f"(acc_s[0 + 24]), "+f"(acc_s[0 + 25]), "+f"(acc_s[0 + 26]), "+f"(acc_s[0 + 27]), "+f"(acc_s[0 + 28]), "+f"(acc_s[0 + 29]), "+f"(acc_s[0 + 30]), "+f"(acc_s[0 + 31]), "+f"(acc_s[0 + 32]), "+f"(acc_s[0 + 33]), "+f"(acc_s[0 + 34]), "+f"(acc_s[0 + 35]), "+f"(acc_s[0 + 36]), "+f"(acc_s[0 + 37]), "+f"(acc_s[0 + 38]), "+f"(acc_s[0 + 39]), "+f"(acc_s[0 + 40]), "+f"(acc_s[0 + 41]), "+f"(acc_s[0 + 42]), "+f"(acc_s[0 + 43]), "+f"(acc_s[0 + 44]), "+f"(acc_s[0 + 45]), "+f"(acc_s[0 + 46]), "+f"(acc_s[0 + 47]), "+f"(acc_s[0 + 48]), "+f"(acc_s[0 + 49]), "+f"(acc_s[0 + 50]), "+f"(acc_s[0 + 51]), "+f"(acc_s[0 + 52]), "+f"(acc_s[0 + 53]), "+f"(acc_s[0 + 54]), "+f"(acc_s[0 + 55]), "+f"(acc_s[0 + 56]), "+f"(acc_s[0 + 57]), "+f"(acc_s[0 + 58]), "+f"(acc_s[0 + 59]), "+f"(acc_s[0 + 60]), "+f"(acc_s[0 + 61]), "+f"(acc_s[0 + 62]), "+f"(acc_s[0 + 63]) : "l"(v_58), "l"(v_57), "r"(1));
    const unsigned long long v_59 = tl::wgmma_desc<128, 16, 1024>((K_s + (v_37) * 64 + 16));
    const unsigned long long v_60 = tl::wgmma_desc<128, 16, 1024>((Q_s + (v_24) * 64 + 16));
    asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %66, 0;\nwgmma.mma_async.sync.aligned.m64n128k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16, %17, %18, %19, %20, %21, %22, %23, %24, %25, %26, %27, %28, %29, %30, %31, %32, %33, %34, %35, %36, %37, %38, %39, %40, %41, %42, %43, %44, %45, %46, %47, %48, %49, %50, %51, %52, %53, %54, %55, %56, %57, %58, %59, %60, %61, %62, %63}, %64, %65, p, 1, 1, 0, 0;\n}\n" : "+f"(acc_s[0 + 0]), "+f"(acc_s[0 + 1]), "+f"(acc_s[0 + 2]), "+f"(acc_s[0 + 3]), "+f"(acc_s[0 + 4]), "+f"(acc_s[0 + 5]), "+f"(acc_s[0 + 6]), "+f"(acc_s[0 + 7]), "+f"(acc_s[0 + 8]), "+f"(acc_s[0 + 9]), "+f"(acc_s[0 + 10]), "+f"(acc_s[0 + 11]), "+f"(acc_s[0 + 12]), "+f"(acc_s[0 + 13]), "+f"(acc_s[0 + 14]), "+f"(acc_s[0 + 15]), "+f"(acc_s[0 + 16]), "+f"(acc_s[0 + 17]), "+f"(acc_s[0 + 18]), "+f"(acc_s[0 + 19]), "+f"(acc_s[0 + 20]), "+f"(acc_s[0 + 21]), "+f"(acc_s[0 + 22]), "+f"(acc_s[0 + 23]), "+f"(acc_s[0 + 24]), "+f"(acc_s[0 + 25]), "+f"(acc_s[0 + 26]), "+f"(acc_s[0 + 27]), "+f"(acc_s[0 + 28]), "+f"(acc_s[0 + 29]), "+f"(acc_s[0 + 30]), "+f"(acc_s[0 + 31]), "+f"(acc_s[0 + 32]), "+f"(acc_s[0 + 33]), "+f"(acc_s[0 + 34]), "+f"(acc_s[0 + 35]), "+f"(acc_s[0 + 36]), "+f"(acc_s[0 + 37]), "+f"(acc_s[0 + 38]), "+f"(acc_s[0 + 39]), "+f"(acc_s[0 + 40]), "+f"(acc_s[0 + 41]), "+f"(acc_s[0 + 42]), "+f"(acc_s[0 + 43]), "+f"(acc_s[0 + 44]), "+f"(acc_s[0 + 45]), "+f"(acc_s[0 + 46]), "+f"(acc_s[0 + 47]), "+f"(acc_s[0 + 48]), "+f"(acc_s[0 + 49]), "+f"(acc_s[0 + 50]), "+f"(acc_s[0 + 51]), "+f"(acc_s[0 + 52]), "+f"(acc_s[0 + 53]), "+f"(acc_s[0 + 54]), "+f"(acc_s[0 + 55]), "+f"(acc_s[0 + 56]), "+f"(acc_s[0 + 57]), "+f"(acc_s[0 + 58]), "+f"(acc_s[0 + 59]), "+f"(acc_s[0 + 60]), "+f"(acc_s[0 + 61]), "+f"(acc_s[0 + 62]), "+f"(acc_s[0 + 63]) : "l"(v_60), "l"(v_59), "r"(1));
    const unsigned long long v_61 = tl::wgmma_desc<128, 16, 1024>((K_s + (v_37) * 64 + 32));
    const unsigned long long v_62 = tl::wgmma_desc<128, 16, 1024>((Q_s + (v_24) * 64 + 32));
    asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %66, 0;\nwgmma.mma_async.sync.aligned.m64n128k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16, %17, %18, %19, %20, %21, %22, %23, %24, %25, %26, %27, %28, %29, %30, %31, %32, %33, %34, %35, %36, %37, %38, %39, %40, %41, %42, %43, %44, %45, %46, %47, %48, %49, %50, %51, %52, %53, %54, %55, %56, %57, %58, %59, %60, %61, %62, %63}, %64, %65, p, 1, 1, 0, 0;\n}\n" : "+f"(acc_s[0 + 0]), "+f"(acc_s[0 + 1]), "+f"(acc_s[0 + 2]), "+f"(acc_s[0 + 3]), "+f"(acc_s[0 + 4]), "+f"(acc_s[0 + 5]), "+f"(acc_s[0 + 6]), "+f"(acc_s[0 + 7]), "+f"(acc_s[0 + 8]), "+f"(acc_s[0 + 9]), "+f"(acc_s[0 + 10]), "+f"(acc_s[0 + 11]), "+f"(acc_s[0 + 12]), "+f"(acc_s[0 + 13]), "+f"(acc_s[0 + 14]), "+f"(acc_s[0 + 15]), "+f"(acc_s[0 + 16]), "+f"(acc_s[0 + 17]), "+f"(acc_s[0 + 18]), "+f"(acc_s[0 + 19]), "+f"(acc_s[0 + 20]), "+f"(acc_s[0 + 21]), "+f"(acc_s[0 + 22]), "+f"(acc_s[0 + 23]), "+f"(acc_s[0 + 24]), "+f"(acc_s[0 + 25]), "+f"(acc_s[0 + 26]), "+f"(acc_s[0 + 27]), "+f"(acc_s[0 + 28]), "+f"(acc_s[0 + 29]), "+f"(acc_s[0 + 30]), "+f"(acc_s[0 + 31]), "+f"(acc_s[0 + 32]), "+f"(acc_s[0 + 33]), "+f"(acc_s[0 + 34]), "+f"(acc_s[0 + 35]), "+f"(acc_s[0 + 36]), "+f"(acc_s[0 + 37]), "+f"(acc_s[0 + 38]), "+f"(acc_s[0 + 39]), "+f"(acc_s[0 + 40]), "+f"(acc_s[0 + 41]), "+f"(acc_s[0 + 42]), "+f"(acc_s[0 + 43]), "+f"(acc_s[0 + 44]), "+f"(acc_s[0 + 45]), "+f"(acc_s[0 + 46]), "+f"(acc_s[0 + 47]), "+f"(acc_s[0 + 48]), "+f"(acc_s[0 + 49]), "+f"(acc_s[0 + 50]), "+f"(acc_s[0 + 51]), "+f"(acc_s[0 + 52]), "+f"(acc_s[0 + 53]), "+f"(acc_s[0 + 54]), "+f"(acc_s[0 + 55]), "+f"(acc_s[0 + 56]), "+f"(acc_s[0 + 57]), "+f"(acc_s[0 + 58]), "+f"(acc_s[0 + 59]), "+f"(acc_s[0 + 60]), "+f"(acc_s[0 + 61]), "+f"(acc_s[0 + 62]), "+f"(acc_s[0 + 63]) : "l"(v_62), "l"(v_61), "r"(1));
    const unsigned long long v_63 = tl::wgmma_desc<128, 16, 1024>((K_s + (v_37) * 64 + 48));
    const unsigned long long v_64 = tl::wgmma_desc<128, 16, 1024>((Q_s + (v_24) * 64 + 48));
    asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %66, 0;\nwgmma.mma_async.sync.aligned.m64n128k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16, %17, %18, %19, %20, %21, %22, %23, %24, %25, %26, %27, %28, %29, %30, %31, %32, %33, %34, %35, %36, %37, %38, %39, %40, %41, %42, %43, %44, %45, %46, %47, %48, %49, %50, %51, %52, %53, %54, %55, %56, %57, %58, %59, %60, %61, %62, %63}, %64, %65, p, 1, 1, 0, 0;\n}\n" : "+f"(acc_s[0 + 0]), "+f"(acc_s[0 + 1]), "+f"(acc_s[0 + 2]), "+f"(acc_s[0 + 3]), "+f"(acc_s[0 + 4]), "+f"(acc_s[0 + 5]), "+f"(acc_s[0 + 6]), "+f"(acc_s[0 + 7]), "+f"(acc_s[0 + 8]), "+f"(acc_s[0 + 9]), "+f"(acc_s[0 + 10]), "+f"(acc_s[0 + 11]), "+f"(acc_s[0 + 12]), "+f"(acc_s[0 + 13]), "+f"(acc_s[0 + 14]), "+f"(acc_s[0 + 15]), "+f"(acc_s[0 + 16]), "+f"(acc_s[0 + 17]), "+f"(acc_s[0 + 18]), "+f"(acc_s[0 + 19]), "+f"(acc_s[0 + 20]), "+f"(acc_s[0 + 21]), "+f"(acc_s[0 + 22]), "+f"(acc_s[0 + 23]), "+f"(acc_s[0 + 24]), "+f"(acc_s[0 + 25]), "+f"(acc_s[0 + 26]), "+f"(acc_s[0 + 27]), "+f"(acc_s[0 + 28]), "+f"(acc_s[0 + 29]), "+f"(acc_s[0 + 30]), "+f"(acc_s[0 + 31]), "+f"(acc_s[0 + 32]), "+f"(acc_s[0 + 33]), "+f"(acc_s[0 + 34]), "+f"(acc_s[0 + 35]), "+f"(acc_s[0 + 36]), "+f"(acc_s[0 + 37]), "+f"(acc_s[0 + 38]), "+f"(acc_s[0 + 39]), "+f"(acc_s[0 + 40]), "+f"(acc_s[0 + 41]), "+f"(acc_s[0 + 42]), "+f"(acc_s[0 + 43]), "+f"(acc_s[0 + 44]), "+f"(acc_s[0 + 45]), "+f"(acc_s[0 + 46]), "+f"(acc_s[0 + 47]), "+f"(acc_s[0 + 48]), "+f"(acc_s[0 + 49]), "+f"(acc_s[0 + 50]), "+f"(acc_s[0 + 51]), "+f"(acc_s[0 + 52]), "+f"(acc_s[0 + 53]), "+f"(acc_s[0 + 54]), "+f"(acc_s[0 + 55]), "+f"(acc_s[0 + 56]), "+f"(acc_s[0 + 57]), "+f"(acc_s[0 + 58]), "+f"(acc_s[0 + 59]), "+f"(acc_s[0 + 60]), "+f"(acc_s[0 + 61]), "+f"(acc_s[0 + 62]), "+f"(acc_s[0 + 63]) : "l"(v_64), "l"(v_63), "r"(1));
    const int v_65 = (v_37 + 128);
    const unsigned long long v_66 = tl::wgmma_desc<128, 16, 1024>((K_s + (v_65) * 64 + 0));
    const unsigned long long v_67 = tl::wgmma_desc<128, 16, 1024>((Q_s + (v_25) * 64 + 0));
    asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %66, 0;\nwgmma.mma_async.sync.aligned.m64n128k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16, %17, %18, %19, %20, %21, %22, %23, %24, %25, %26, %27, %28, %29, %30, %31, %32, %33, %34, %35, %36, %37, %38, %39, %40, %41, %42, %43, %44, %45, %46, %47, %48, %49, %50, %51, %52, %53, %54, %55, %56, %57, %58, %59, %60, %61, %62, %63}, %64, %65, p, 1, 1, 0, 0;\n}\n" : "+f"(acc_s[0 + 0]), "+f"(acc_s[0 + 1]), "+f"(acc_s[0 + 2]), "+f"(acc_s[0 + 3]), "+f"(acc_s[0 + 4]), "+f"(acc_s[0 + 5]), "+f"(acc_s[0 + 6]), "+f"(acc_s[0 + 7]), "+f"(acc_s[0 + 8]), "+f"(acc_s[0 + 9]), "+f"(acc_s[0 + 10]), "+f"(acc_s[0 + 11]), "+f"(acc_s[0 + 12]), "+f"(acc_s[0 + 13]), "+f"(acc_s[0 + 14]), "+f"(acc_s[0 + 15]), "+f"(acc_s[0 + 16]), "+f"(acc_s[0 + 17]), "+f"(acc_s[0 + 18]), "+f"(acc_s[0 + 19]), "+f"(acc_s[0 + 20]), "+f"(acc_s[0 + 21]), "+f"(acc_s[0 + 22]), "+f"(acc_s[0 + 23]), "+f"(acc_s[0 + 24]), "+f"(acc_s[0 + 25]), "+f"(acc_s[0 + 26]), "+f"(acc_s[0 + 27]), "+f"(acc_s[0 + 28]), "+f"(acc_s[0 + 29]), "+f"(acc_s[0 + 30]), "+f"(acc_s[0 + 31]), "+f"(acc_s[0 + 32]), "+f"(acc_s[0 + 33]), "+f"(acc_s[0 + 34]), "+f"(acc_s[0 + 35]), "+f"(acc_s[0 + 36]), "+f"(acc_s[0 + 37]), "+f"(acc_s[0 + 38]), "+f"(acc_s[0 + 39]), "+f"(acc_s[0 + 40]), "+f"(acc_s[0 + 41]), "+f"(acc_s[0 + 42]), "+f"(acc_s[0 + 43]), "+f"(acc_s[0 + 44]), "+f"(acc_s[0 + 45]), "+f"(acc_s[0 + 46]), "+f"(acc_s[0 + 47]), "+f"(acc_s[0 + 48]), "+f"(acc_s[0 + 49]), "+f"(acc_s[0 + 50]), "+f"(acc_s[0 + 51]), "+f"(acc_s[0 + 52]), "+f"(acc_s[0 + 53]), "+f"(acc_s[0 + 54]), "+f"(acc_s[0 + 55]), "+f"(acc_s[0 + 56]), "+f"(acc_s[0 + 57]), "+f"(acc_s[0 + 58]), "+f"(acc_s[0 + 59]), "+f"(acc_s[0 + 60]), "+f"(acc_s[0 + 61]), "+f"(acc_s[0 + 62]), "+f"(acc_s[0 + 63]) : "l"(v_67), "l"(v_66), "r"(1));
    const unsigned long long v_68 = tl::wgmma_desc<128, 16, 1024>((K_s + (v_65) * 64 + 16));
    const unsigned long long v_69 = tl::wgmma_desc<128, 16, 1024>((Q_s + (v_25) * 64 + 16));
    asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %66, 0;\nwgmma.mma_async.sync.aligned.m64n128k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16, %17, %18, %19, %20, %21, %22, %23, %24, %25, %26, %27, %28, %29, %30, %31, %32, %33, %34, %35, %36, %37, %38, %39, %40, %41, %42, %43, %44, %45, %46, %47, %48, %49, %50, %51, %52, %53, %54, %55, %56, %57, %58, %59, %60, %61, %62, %63}, %64, %65, p, 1, 1, 0, 0;\n}\n" : "+f"(acc_s[0 + 0]), "+f"(acc_s[0 + 1]), "+f"(acc_s[0 + 2]), "+f"(acc_s[0 + 3]), "+f"(acc_s[0 + 4]), "+f"(acc_s[0 + 5]), "+f"(acc_s[0 + 6]), "+f"(acc_s[0 + 7]), "+f"(acc_s[0 + 8]), "+f"(acc_s[0 + 9]), "+f"(acc_s[0 + 10]), "+f"(acc_s[0 + 11]), "+f"(acc_s[0 + 12]), "+f"(acc_s[0 + 13]), "+f"(acc_s[0 + 14]), "+f"(acc_s[0 + 15]), "+f"(acc_s[0 + 16]), "+f"(acc_s[0 + 17]), "+f"(acc_s[0 + 18]), "+f"(acc_s[0 + 19]), "+f"(acc_s[0 + 20]), "+f"(acc_s[0 + 21]), "+f"(acc_s[0 + 22]), "+f"(acc_s[0 + 23]), "+f"(acc_s[0 + 24]), "+f"(acc_s[0 + 25]), "+f"(acc_s[0 + 26]), "+f"(acc_s[0 + 27]), "+f"(acc_s[0 + 28]), "+f"(acc_s[0 + 29]), "+f"(acc_s[0 + 30]), "+f"(acc_s[0 + 31]), "+f"(acc_s[0 + 32]), "+f"(acc_s[0 + 33]), "+f"(acc_s[0 + 34]), "+f"(acc_s[0 + 35]), "+f"(acc_s[0 + 36]), "+f"(acc_s[0 + 37]), "+f"(acc_s[0 + 38]), "+f"(acc_s[0 + 39]), "+f"(acc_s[0 + 40]), "+f"(acc_s[0 + 41]), "+f"(acc_s[0 + 42]), "+f"(acc_s[0 + 43]), "+f"(acc_s[0 + 44]), "+f"(acc_s[0 + 45]), "+f"(acc_s[0 + 46]), "+f"(acc_s[0 + 47]), "+f"(acc_s[0 + 48]), "+f"(acc_s[0 + 49]), "+f"(acc_s[0 + 50]), "+f"(acc_s[0 + 51]), "+f"(acc_s[0 + 52]), "+f"(acc_s[0 + 53]), "+f"(acc_s[0 + 54]), "+f"(acc_s[0 + 55]), "+f"(acc_s[0 + 56]), "+f"(acc_s[0 + 57]), "+f"(acc_s[0 + 58]), "+f"(acc_s[0 + 59]), "+f"(acc_s[0 + 60]), "+f"(acc_s[0 + 61]), "+f"(acc_s[0 + 62]), "+f"(acc_s[0 + 63]) : "l"(v_69), "l"(v_68), "r"(1));
    const unsigned long long v_70 = tl::wgmma_desc<128, 16, 1024>((K_s + (v_65) * 64 + 32));
    const unsigned long long v_71 = tl::wgmma_desc<128, 16, 1024>((Q_s + (v_25) * 64 + 32));
    asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %66, 0;\nwgmma.mma_async.sync.aligned.m64n128k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16, %17, %18, %19, %20, %21, %22, %23, %24, %25, %26, %27, %28, %29, %30, %31, %32, %33, %34, %35, %36, %37, %38, %39, %40, %41, %42, %43, %44, %45, %46, %47, %48, %49, %50, %51, %52, %53, %54, %55, %56, %57, %58, %59, %60, %61, %62, %63}, %64, %65, p, 1, 1, 0, 0;\n}\n" : "+f"(acc_s[0 + 0]), "+f"(acc_s[0 + 1]), "+f"(acc_s[0 + 2]), "+f"(acc_s[0 + 3]), "+f"(acc_s[0 + 4]), "+f"(acc_s[0 + 5]), "+f"(acc_s[0 + 6]), "+f"(acc_s[0 + 7]), "+f"(acc_s[0 + 8]), "+f"(acc_s[0 + 9]), "+f"(acc_s[0 + 10]), "+f"(acc_s[0 + 11]), "+f"(acc_s[0 + 12]), "+f"(acc_s[0 + 13]), "+f"(acc_s[0 + 14]), "+f"(acc_s[0 + 15]), "+f"(acc_s[0 + 16]), "+f"(acc_s[0 + 17]), "+f"(acc_s[0 + 18]), "+f"(acc_s[0 + 19]), "+f"(acc_s[0 + 20]), "+f"(acc_s[0 + 21]), "+f"(acc_s[0 + 22]), "+f"(acc_s[0 + 23]), "+f"(acc_s[0 + 24]), "+f"(acc_s[0 + 25]), "+f"(acc_s[0 + 26]), "+f"(acc_s[0 + 27]), "+f"(acc_s[0 + 28]), "+f"(acc_s[0 + 29]), "+f"(acc_s[0 + 30]), "+f"(acc_s[0 + 31]), "+f"(acc_s[0 + 32]), "+f"(acc_s[0 + 33]), "+f"(acc_s[0 + 34]), "+f"(acc_s[0 + 35]), "+f"(acc_s[0 + 36]), "+f"(acc_s[0 + 37]), "+f"(acc_s[0 + 38]), "+f"(acc_s[0 + 39]), "+f"(acc_s[0 + 40]), "+f"(acc_s[0 + 41]), "+f"(acc_s[0 + 42]), "+f"(acc_s[0 + 43]), "+f"(acc_s[0 + 44]), "+f"(acc_s[0 + 45]), "+f"(acc_s[0 + 46]), "+f"(acc_s[0 + 47]), "+f"(acc_s[0 + 48]), "+f"(acc_s[0 + 49]), "+f"(acc_s[0 + 50]), "+f"(acc_s[0 + 51]), "+f"(acc_s[0 + 52]), "+f"(acc_s[0 + 53]), "+f"(acc_s[0 + 54]), "+f"(acc_s[0 + 55]), "+f"(acc_s[0 + 56]), "+f"(acc_s[0 + 57]), "+f"(acc_s[0 + 58]), "+f"(acc_s[0 + 59]), "+f"(acc_s[0 + 60]), "+f"(acc_s[0 + 61]), "+f"(acc_s[0 + 62]), "+f"(acc_s[0 + 63]) : "l"(v_71), "l"(v_70), "r"(1));
    const unsigned long long v_72 = tl::wgmma_desc<128, 16, 1024>((K_s + (v_65) * 64 + 48));
    const unsigned long long v_73 = tl::wgmma_desc<128, 16, 1024>((Q_s + (v_25) * 64 + 48));
    asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %66, 0;\nwgmma.mma_async.sync.aligned.m64n128k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16, %17, %18, %19, %20, %21, %22, %23, %24, %25, %26, %27, %28, %29, %30, %31, %32, %33, %34, %35, %36, %37, %38, %39, %40, %41, %42, %43, %44, %45, %46, %47, %48, %49, %50, %51, %52, %53, %54, %55, %56, %57, %58, %59, %60, %61, %62, %63}, %64, %65, p, 1, 1, 0, 0;\n}\n" : "+f"(acc_s[0 + 0]), "+f"(acc_s[0 + 1]), "+f"(acc_s[0 + 2]), "+f"(acc_s[0 + 3]), "+f"(acc_s[0 + 4]), "+f"(acc_s[0 + 5]), "+f"(acc_s[0 + 6]), "+f"(acc_s[0 + 7]), "+f"(acc_s[0 + 8]), "+f"(acc_s[0 + 9]), "+f"(acc_s[0 + 10]), "+f"(acc_s[0 + 11]), "+f"(acc_s[0 + 12]), "+f"(acc_s[0 + 13]), "+f"(acc_s[0 + 14]), "+f"(acc_s[0 + 15]), "+f"(acc_s[0 + 16]), "+f"(acc_s[0 + 17]), "+f"(acc_s[0 + 18]), "+f"(acc_s[0 + 19]), "+f"(acc_s[0 + 20]), "+f"(acc_s[0 + 21]), "+f"(acc_s[0 + 22]), "+f"(acc_s[0 + 23]), "+f"(acc_s[0 + 24]), "+f"(acc_s[0 + 25]), "+f"(acc_s[0 + 26]), "+f"(acc_s[0 + 27]), "+f"(acc_s[0 + 28]), "+f"(acc_s[0 + 29]), "+f"(acc_s[0 + 30]), "+f"(acc_s[0 + 31]), "+f"(acc_s[0 + 32]), "+f"(acc_s[0 + 33]), "+f"(acc_s[0 + 34]), "+f"(acc_s[0 + 35]), "+f"(acc_s[0 + 36]), "+f"(acc_s[0 + 37]), "+f"(acc_s[0 + 38]), "+f"(acc_s[0 + 39]), "+f"(acc_s[0 + 40]), "+f"(acc_s[0 + 41]), "+f"(acc_s[0 + 42]), "+f"(acc_s[0 + 43]), "+f"(acc_s[0 + 44]), "+f"(acc_s[0 + 45]), "+f"(acc_s[0 + 46]), "+f"(acc_s[0 + 47]), "+f"(acc_s[0 + 48]), "+f"(acc_s[0 + 49]), "+f"(acc_s[0 + 50]), "+f"(acc_s[0 + 51]), "+f"(acc_s[0 + 52]), "+f"(acc_s[0 + 53]), "+f"(acc_s[0 + 54]), "+f"(acc_s[0 + 55]), "+f"(acc_s[0 + 56]), "+f"(acc_s[0 + 57]), "+f"(acc_s[0 + 58]), "+f"(acc_s[0 + 59]), "+f"(acc_s[0 + 60]), "+f"(acc_s[0 + 61]), "+f"(acc_s[0 + 62]), "+f"(acc_s[0 + 63]) : "l"(v_73), "l"(v_72), "r"(1));
    tl::wgmma_commit();
    tl::wgmma_wait_defining<0, 64>(acc_s);
#line 137 "tutorials/12_flash_attention.py"
    const tl::vec<float, 2> v_74 = *reinterpret_cast<const tl::vec<float, 2>*>((m + 0));
    *reinterpret_cast<tl::vec<float, 2>*>((m_old + 0)) = v_74;
#line 138 "tutorials/12_flash_attention.py"
    const float v_75 = acc_s[0];
    const float v_76 = acc_s[1];
    const float v_77 = acc_s[4];
    const float v_78 = acc_s[5];
    const float v_79 = acc_s[8];
    const float v_80 = acc_s[9];
    const float v_81 = acc_s[12];
    const float v_82 = acc_s[13];
    const float v_83 = acc_s[16];
    const float v_84 = acc_s[17];
    const float v_85 = acc_s[20];
    const float v_86 = acc_s[21];
    const float v_87 = acc_s[24];
    const float v_88 = acc_s[25];
    const float v_89 = acc_s[28];
    const float v_90 = acc_s[29];
    const float v_91 = acc_s[32];
    const float v_92 = acc_s[33];
    const float v_93 = acc_s[36];
    const float v_94 = acc_s[37];
    const float v_95 = acc_s[40];
    const float v_96 = acc_s[41];
    const float v_97 = acc_s[44];
    const float v_98 = acc_s[45];
    const float v_99 = acc_s[48];
    const float v_100 = acc_s[49];
    const float v_101 = acc_s[52];
    const float v_102 = acc_s[53];
    const float v_103 = acc_s[56];
    const float v_104 = acc_s[57];
    const float v_105 = acc_s[60];
    const float v_106 = acc_s[61];
    const float v_107 = fmaxf(v_75, v_76);
    const float v_108 = fmaxf(v_77, v_78);
    const float v_109 = fmaxf(v_79, v_80);
    const float v_110 = fmaxf(v_81, v_82);
    const float v_111 = fmaxf(v_83, v_84);
    const float v_112 = fmaxf(v_85, v_86);
    const float v_113 = fmaxf(v_87, v_88);
    const float v_114 = fmaxf(v_89, v_90);
    const float v_115 = fmaxf(v_91, v_92);
    const float v_116 = fmaxf(v_93, v_94);
    const float v_117 = fmaxf(v_95, v_96);
    const float v_118 = fmaxf(v_97, v_98);
    const float v_119 = fmaxf(v_99, v_100);
    const float v_120 = fmaxf(v_101, v_102);
    const float v_121 = fmaxf(v_103, v_104);
    const float v_122 = fmaxf(v_105, v_106);
    const float v_123 = fmaxf(v_107, v_108);
    const float v_124 = fmaxf(v_109, v_110);
    const float v_125 = fmaxf(v_111, v_112);
    const float v_126 = fmaxf(v_113, v_114);
    const float v_127 = fmaxf(v_115, v_116);
    const float v_128 = fmaxf(v_117, v_118);
    const float v_129 = fmaxf(v_119, v_120);
    const float v_130 = fmaxf(v_121, v_122);
    const float v_131 = fmaxf(v_123, v_124);
    const float v_132 = fmaxf(v_125, v_126);
    const float v_133 = fmaxf(v_127, v_128);
    const float v_134 = fmaxf(v_129, v_130);
    const float v_135 = fmaxf(v_131, v_132);
    const float v_136 = fmaxf(v_133, v_134);
    const float v_137 = fmaxf(v_135, v_136);
    const float v_138 = tl::shfl<0>(v_137, 1, 32);
    const float v_139 = fmaxf(v_137, v_138);
    const float v_140 = tl::shfl<0>(v_139, 2, 32);
    const float v_141 = fmaxf(v_139, v_140);
    const float v_142 = m[0];
    const float v_143 = fmaxf(v_142, v_141);
    m[0] = v_143;
    const float v_144 = acc_s[2];
    const float v_145 = acc_s[3];
    const float v_146 = acc_s[6];
    const float v_147 = acc_s[7];
    const float v_148 = acc_s[10];
    const float v_149 = acc_s[11];
    const float v_150 = acc_s[14];
    const float v_151 = acc_s[15];
    const float v_152 = acc_s[18];
    const float v_153 = acc_s[19];
    const float v_154 = acc_s[22];
    const float v_155 = acc_s[23];
    const float v_156 = acc_s[26];
    const float v_157 = acc_s[27];
    const float v_158 = acc_s[30];
    const float v_159 = acc_s[31];
    const float v_160 = acc_s[34];
    const float v_161 = acc_s[35];
    const float v_162 = acc_s[38];
    const float v_163 = acc_s[39];
    const float v_164 = acc_s[42];
    const float v_165 = acc_s[43];
    const float v_166 = acc_s[46];
    const float v_167 = acc_s[47];
    const float v_168 = acc_s[50];
    const float v_169 = acc_s[51];
    const float v_170 = acc_s[54];
    const float v_171 = acc_s[55];
    const float v_172 = acc_s[58];
    const float v_173 = acc_s[59];
    const float v_174 = acc_s[62];
    const float v_175 = acc_s[63];
    const float v_176 = fmaxf(v_144, v_145);
    const float v_177 = fmaxf(v_146, v_147);
    const float v_178 = fmaxf(v_148, v_149);
    const float v_179 = fmaxf(v_150, v_151);
    const float v_180 = fmaxf(v_152, v_153);
    const float v_181 = fmaxf(v_154, v_155);
    const float v_182 = fmaxf(v_156, v_157);
    const float v_183 = fmaxf(v_158, v_159);
    const float v_184 = fmaxf(v_160, v_161);
    const float v_185 = fmaxf(v_162, v_163);
    const float v_186 = fmaxf(v_164, v_165);
    const float v_187 = fmaxf(v_166, v_167);
    const float v_188 = fmaxf(v_168, v_169);
    const float v_189 = fmaxf(v_170, v_171);
    const float v_190 = fmaxf(v_172, v_173);
    const float v_191 = fmaxf(v_174, v_175);
    const float v_192 = fmaxf(v_176, v_177);
    const float v_193 = fmaxf(v_178, v_179);
    const float v_194 = fmaxf(v_180, v_181);
    const float v_195 = fmaxf(v_182, v_183);
    const float v_196 = fmaxf(v_184, v_185);
    const float v_197 = fmaxf(v_186, v_187);
    const float v_198 = fmaxf(v_188, v_189);
    const float v_199 = fmaxf(v_190, v_191);
    const float v_200 = fmaxf(v_192, v_193);
    const float v_201 = fmaxf(v_194, v_195);
    const float v_202 = fmaxf(v_196, v_197);
    const float v_203 = fmaxf(v_198, v_199);
    const float v_204 = fmaxf(v_200, v_201);
    const float v_205 = fmaxf(v_202, v_203);
    const float v_206 = fmaxf(v_204, v_205);
    const float v_207 = tl::shfl<0>(v_206, 1, 32);
    const float v_208 = fmaxf(v_206, v_207);
    const float v_209 = tl::shfl<0>(v_208, 2, 32);
    const float v_210 = fmaxf(v_208, v_209);
    const float v_211 = m[1];
    const float v_212 = fmaxf(v_211, v_210);
    m[1] = v_212;
#line 139 "tutorials/12_flash_attention.py"
    #pragma unroll
    for (int l_v_2 = 0; l_v_2 < 16; l_v_2 += 1) {
      const int v_213 = (l_v_2 * 4);
#line 140 "tutorials/12_flash_attention.py"
      const tl::vec<float, 4> v_214 = *reinterpret_cast<const tl::vec<float, 4>*>((acc_s + v_213));
      const float v_215 = v_214.v[0];
      const float v_216 = (v_215 * 0.127517431974411f);
      const float v_217 = m[0];
      const float v_218 = (v_217 * 0.127517431974411f);
      const float v_219 = (v_216 - v_218);
      const float v_220 = exp2f(v_219);
      const float v_221 = v_214.v[1];
      const float v_222 = (v_221 * 0.127517431974411f);
      const float v_223 = (v_222 - v_218);
      const float v_224 = exp2f(v_223);
      const float v_225 = v_214.v[2];
      const float v_226 = (v_225 * 0.127517431974411f);
      const float v_227 = m[1];
      const float v_228 = (v_227 * 0.127517431974411f);
      const float v_229 = (v_226 - v_228);
      const float v_230 = exp2f(v_229);
      const float v_231 = v_214.v[3];
      const float v_232 = (v_231 * 0.127517431974411f);
      const float v_233 = (v_232 - v_228);
      const float v_234 = exp2f(v_233);
#line 139 "tutorials/12_flash_attention.py"
      const tl::vec<float, 4> v_235 = tl::vec<float, 4>{{v_220, v_224, v_230, v_234}};
      *reinterpret_cast<tl::vec<float, 4>*>((acc_s + v_213)) = v_235;
    }
#line 142 "tutorials/12_flash_attention.py"
    const tl::vec<float, 2> v_236 = *reinterpret_cast<const tl::vec<float, 2>*>((m_old + 0));
    const float v_237 = v_236.v[0];
    const float v_238 = (v_237 * 0.127517431974411f);
    const tl::vec<float, 2> v_239 = *reinterpret_cast<const tl::vec<float, 2>*>((m + 0));
    const float v_240 = v_239.v[0];
    const float v_241 = (v_240 * 0.127517431974411f);
    const float v_242 = (v_238 - v_241);
    const float v_243 = exp2f(v_242);
    const float v_244 = v_236.v[1];
    const float v_245 = (v_244 * 0.127517431974411f);
    const float v_246 = v_239.v[1];
    const float v_247 = (v_246 * 0.127517431974411f);
    const float v_248 = (v_245 - v_247);
    const float v_249 = exp2f(v_248);
#line 141 "tutorials/12_flash_attention.py"
    const tl::vec<float, 2> v_250 = tl::vec<float, 2>{{v_243, v_249}};
    *reinterpret_cast<tl::vec<float, 2>*>((r + 0)) = v_250;
#line 143 "tutorials/12_flash_attention.py"
    #pragma unroll
    for (int l_v_3 = 0; l_v_3 < 16; l_v_3 += 1) {
      const int v_251 = (l_v_3 * 4);
#line 144 "tutorials/12_flash_attention.py"
      const tl::vec<float, 4> v_252 = *reinterpret_cast<const tl::vec<float, 4>*>((acc_o + v_251));
      const float v_253 = v_252.v[0];
      const float v_254 = r[0];
      const float v_255 = (v_253 * v_254);
      const float v_256 = v_252.v[1];
      const float v_257 = (v_256 * v_254);
      const float v_258 = v_252.v[2];
      const float v_259 = r[1];
      const float v_260 = (v_258 * v_259);
      const float v_261 = v_252.v[3];
      const float v_262 = (v_261 * v_259);
#line 143 "tutorials/12_flash_attention.py"
      const tl::vec<float, 4> v_263 = tl::vec<float, 4>{{v_255, v_257, v_260, v_262}};
      *reinterpret_cast<tl::vec<float, 4>*>((acc_o + v_251)) = v_263;
    }
#line 146 "tutorials/12_flash_attention.py"
    const tl::vec<float, 2> v_264 = *reinterpret_cast<const tl::vec<float, 2>*>((l + 0));
    const float v_265 = v_264.v[0];
    const tl::vec<float, 2> v_266 = *reinterpret_cast<const tl::vec<float, 2>*>((r + 0));
    const float v_267 = v_266.v[0];
    const float v_268 = (v_265 * v_267);
    const float v_269 = v_264.v[1];
    const float v_270 = v_266.v[1];
    const float v_271 = (v_269 * v_270);
#line 145 "tutorials/12_flash_attention.py"
    const tl::vec<float, 2> v_272 = tl::vec<float, 2>{{v_268, v_271}};
    *reinterpret_cast<tl::vec<float, 2>*>((l + 0)) = v_272;
#line 147 "tutorials/12_flash_attention.py"
    const float v_273 = acc_s[0];
    const float v_274 = acc_s[1];
    const float v_275 = acc_s[4];
    const float v_276 = acc_s[5];
    const float v_277 = acc_s[8];
    const float v_278 = acc_s[9];
    const float v_279 = acc_s[12];
    const float v_280 = acc_s[13];
    const float v_281 = acc_s[16];
    const float v_282 = acc_s[17];
    const float v_283 = acc_s[20];
    const float v_284 = acc_s[21];
    const float v_285 = acc_s[24];
    const float v_286 = acc_s[25];
    const float v_287 = acc_s[28];
    const float v_288 = acc_s[29];
    const float v_289 = acc_s[32];
    const float v_290 = acc_s[33];
    const float v_291 = acc_s[36];
    const float v_292 = acc_s[37];
    const float v_293 = acc_s[40];
    const float v_294 = acc_s[41];
    const float v_295 = acc_s[44];
    const float v_296 = acc_s[45];
    const float v_297 = acc_s[48];
    const float v_298 = acc_s[49];
    const float v_299 = acc_s[52];
    const float v_300 = acc_s[53];
    const float v_301 = acc_s[56];
    const float v_302 = acc_s[57];
    const float v_303 = acc_s[60];
    const float v_304 = acc_s[61];
    const float v_305 = (v_273 + v_274);
    const float v_306 = (v_275 + v_276);
    const float v_307 = (v_277 + v_278);
    const float v_308 = (v_279 + v_280);
    const float v_309 = (v_281 + v_282);
    const float v_310 = (v_283 + v_284);
    const float v_311 = (v_285 + v_286);
    const float v_312 = (v_287 + v_288);
    const float v_313 = (v_289 + v_290);
    const float v_314 = (v_291 + v_292);
    const float v_315 = (v_293 + v_294);
    const float v_316 = (v_295 + v_296);
    const float v_317 = (v_297 + v_298);
    const float v_318 = (v_299 + v_300);
    const float v_319 = (v_301 + v_302);
    const float v_320 = (v_303 + v_304);
    const float v_321 = (v_305 + v_306);
    const float v_322 = (v_307 + v_308);
    const float v_323 = (v_309 + v_310);
    const float v_324 = (v_311 + v_312);
    const float v_325 = (v_313 + v_314);
    const float v_326 = (v_315 + v_316);
    const float v_327 = (v_317 + v_318);
    const float v_328 = (v_319 + v_320);
    const float v_329 = (v_321 + v_322);
    const float v_330 = (v_323 + v_324);
    const float v_331 = (v_325 + v_326);
    const float v_332 = (v_327 + v_328);
    const float v_333 = (v_329 + v_330);
    const float v_334 = (v_331 + v_332);
    const float v_335 = (v_333 + v_334);
    const float v_336 = tl::shfl<0>(v_335, 1, 32);
    const float v_337 = (v_335 + v_336);
    const float v_338 = tl::shfl<0>(v_337, 2, 32);
    const float v_339 = (v_337 + v_338);
    r[0] = v_339;
    const float v_340 = acc_s[2];
    const float v_341 = acc_s[3];
    const float v_342 = acc_s[6];
    const float v_343 = acc_s[7];
    const float v_344 = acc_s[10];
    const float v_345 = acc_s[11];
    const float v_346 = acc_s[14];
    const float v_347 = acc_s[15];
    const float v_348 = acc_s[18];
    const float v_349 = acc_s[19];
    const float v_350 = acc_s[22];
    const float v_351 = acc_s[23];
    const float v_352 = acc_s[26];
    const float v_353 = acc_s[27];
    const float v_354 = acc_s[30];
    const float v_355 = acc_s[31];
    const float v_356 = acc_s[34];
    const float v_357 = acc_s[35];
    const float v_358 = acc_s[38];
    const float v_359 = acc_s[39];
    const float v_360 = acc_s[42];
    const float v_361 = acc_s[43];
    const float v_362 = acc_s[46];
    const float v_363 = acc_s[47];
    const float v_364 = acc_s[50];
    const float v_365 = acc_s[51];
    const float v_366 = acc_s[54];
    const float v_367 = acc_s[55];
    const float v_368 = acc_s[58];
    const float v_369 = acc_s[59];
    const float v_370 = acc_s[62];
    const float v_371 = acc_s[63];
    const float v_372 = (v_340 + v_341);
    const float v_373 = (v_342 + v_343);
    const float v_374 = (v_344 + v_345);
    const float v_375 = (v_346 + v_347);
    const float v_376 = (v_348 + v_349);
    const float v_377 = (v_350 + v_351);
    const float v_378 = (v_352 + v_353);
    const float v_379 = (v_354 + v_355);
    const float v_380 = (v_356 + v_357);
    const float v_381 = (v_358 + v_359);
    const float v_382 = (v_360 + v_361);
    const float v_383 = (v_362 + v_363);
    const float v_384 = (v_364 + v_365);
    const float v_385 = (v_366 + v_367);
    const float v_386 = (v_368 + v_369);
    const float v_387 = (v_370 + v_371);
    const float v_388 = (v_372 + v_373);
    const float v_389 = (v_374 + v_375);
    const float v_390 = (v_376 + v_377);
    const float v_391 = (v_378 + v_379);
    const float v_392 = (v_380 + v_381);
    const float v_393 = (v_382 + v_383);
    const float v_394 = (v_384 + v_385);
    const float v_395 = (v_386 + v_387);
    const float v_396 = (v_388 + v_389);
    const float v_397 = (v_390 + v_391);
    const float v_398 = (v_392 + v_393);
    const float v_399 = (v_394 + v_395);
    const float v_400 = (v_396 + v_397);
    const float v_401 = (v_398 + v_399);
    const float v_402 = (v_400 + v_401);
    const float v_403 = tl::shfl<0>(v_402, 1, 32);
    const float v_404 = (v_402 + v_403);
    const float v_405 = tl::shfl<0>(v_404, 2, 32);
    const float v_406 = (v_404 + v_405);
    r[1] = v_406;
#line 149 "tutorials/12_flash_attention.py"
    const tl::vec<float, 2> v_407 = *reinterpret_cast<const tl::vec<float, 2>*>((l + 0));
    const float v_408 = v_407.v[0];
    const tl::vec<float, 2> v_409 = *reinterpret_cast<const tl::vec<float, 2>*>((r + 0));
    const float v_410 = v_409.v[0];
    const float v_411 = (v_408 + v_410);
    const float v_412 = v_407.v[1];
    const float v_413 = v_409.v[1];
    const float v_414 = (v_412 + v_413);
#line 148 "tutorials/12_flash_attention.py"
    const tl::vec<float, 2> v_415 = tl::vec<float, 2>{{v_411, v_414}};
    *reinterpret_cast<tl::vec<float, 2>*>((l + 0)) = v_415;
#line 151 "tutorials/12_flash_attention.py"
    #pragma unroll
    for (int l_v_4 = 0; l_v_4 < 16; l_v_4 += 1) {
      const int v_416 = (l_v_4 * 4);
      const tl::vec<float, 4> v_417 = *reinterpret_cast<const tl::vec<float, 4>*>((acc_s + v_416));
      const float v_418 = v_417.v[0];
      const half v_419 = tl::cast<half>(v_418);
      const int v_420 = (l_v_4 % 4);
      const int v_421 = (v_420 * 2);
      const int v_422 = (v_416 / 16);
      const int v_423 = (v_422 * 16);
      const int v_424 = (v_421 + v_423);
      const float v_425 = v_417.v[1];
      const half v_426 = tl::cast<half>(v_425);
      const tl::vec<half, 2> v_427 = tl::vec<half, 2>{{v_419, v_426}};
      *reinterpret_cast<tl::vec<half, 2>*>((P + v_424)) = v_427;
      const float v_428 = v_417.v[2];
      const half v_429 = tl::cast<half>(v_428);
      const int v_430 = (v_424 + 8);
      const float v_431 = v_417.v[3];
      const half v_432 = tl::cast<half>(v_431);
      const tl::vec<half, 2> v_433 = tl::vec<half, 2>{{v_429, v_432}};
      *reinterpret_cast<tl::vec<half, 2>*>((P + v_430)) = v_433;
    }
#line 152 "tutorials/12_flash_attention.py"
    tl::fence_proxy_async();
    __syncthreads();
    tl::wgmma_fence<64, 32>(acc_o, P);
    const unsigned long long v_434 = tl::wgmma_desc<128, 16384, 1024>((V_s + (v_37) * 64 + 0));
    asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %69, 0;\nwgmma.mma_async.sync.aligned.m64n128k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16, %17, %18, %19, %20, %21, %22, %23, %24, %25, %26, %27, %28, %29, %30, %31, %32, %33, %34, %35, %36, %37, %38, %39, %40, %41, %42, %43, %44, %45, %46, %47, %48, %49, %50, %51, %52, %53, %54, %55, %56, %57, %58, %59, %60, %61, %62, %63}, {%64, %65, %66, %67}, %68, p, 1, 1, 1;\n}\n" : "+f"(acc_o[0 + 0]), "+f"(acc_o[0 + 1]), "+f"(acc_o[0 + 2]), "+f"(acc_o[0 + 3]), "+f"(acc_o[0 + 4]), "+f"(acc_o[0 + 5]), "+f"(acc_o[0 + 6]), "+f"(acc_o[0 + 7]), "+f"(acc_o[0 + 8]), "+f"(acc_o[0 + 9]), "+f"(acc_o[0 + 10]), "+f"(acc_o[0 + 11]), "+f"(acc_o[0 + 12]), "+f"(acc_o[0 + 13]), "+f"(acc_o[0 + 14]), "+f"(acc_o[0 + 15]), "+f"(acc_o[0 + 16]), "+f"(acc_o[0 + 17]), "+f"(acc_o[0 + 18]), "+f"(acc_o[0 + 19]), "+f"(acc_o[0 + 20]), "+f"(acc_o[0 + 21]), "+f"(acc_o[0 + 22]), "+f"(acc_o[0 + 23]), "+f"(acc_o[0 + 24]), "+f"(acc_o[0 + 25]), "+f"(acc_o[0 + 26]), "+f"(acc_o[0 + 27]), "+f"(acc_o[0 + 28]), "+f"(acc_o[0 + 29]), "+f"(acc_o[0 + 30]), "+f"(acc_o[0 + 31]), "+f"(acc_o[0 + 32]), "+f"(acc_o[0 + 33]), "+f"(acc_o[0 + 34]), "+f"(acc_o[0 + 35]), "+f"(acc_o[0 + 36]), "+f"(acc_o[0 + 37]), "+f"(acc_o[0 + 38]), "+f"(acc_o[0 + 39]), "+f"(acc_o[0 + 40]), "+f"(acc_o[0 + 41]), "+f"(acc_o[0 + 42]), "+f"(acc_o[0 + 43]), "+f"(acc_o[0 + 44]), "+f"(acc_o[0 + 45]), "+f"(acc_o[0 + 46]), "+f"(acc_o[0 + 47]), "+f"(acc_o[0 + 48]), "+f"(acc_o[0 + 49]), "+f"(acc_o[0 + 50]), "+f"(acc_o[0 + 51]), "+f"(acc_o[0 + 52]), "+f"(acc_o[0 + 53]), "+f"(acc_o[0 + 54]), "+f"(acc_o[0 + 55]), "+f"(acc_o[0 + 56]), "+f"(acc_o[0 + 57]), "+f"(acc_o[0 + 58]), "+f"(acc_o[0 + 59]), "+f"(acc_o[0 + 60]), "+f"(acc_o[0 + 61]), "+f"(acc_o[0 + 62]), "+f"(acc_o[0 + 63]) : "r"(*reinterpret_cast<const unsigned*>(&P[0 + 0])), "r"(*reinterpret_cast<const unsigned*>(&P[0 + 8])), "r"(*reinterpret_cast<const unsigned*>(&P[0 + 2])), "r"(*reinterpret_cast<const unsigned*>(&P[0 + 10])), "l"(v_434), "r"(1));
    const int v_435 = (v_37 + 16);
    const unsigned long long v_436 = tl::wgmma_desc<128, 16384, 1024>((V_s + (v_435) * 64 + 0));
    asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %69, 0;\nwgmma.mma_async.sync.aligned.m64n128k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16, %17, %18, %19, %20, %21, %22, %23, %24, %25, %26, %27, %28, %29, %30, %31, %32, %33, %34, %35, %36, %37, %38, %39, %40, %41, %42, %43, %44, %45, %46, %47, %48, %49, %50, %51, %52, %53, %54, %55, %56, %57, %58, %59, %60, %61, %62, %63}, {%64, %65, %66, %67}, %68, p, 1, 1, 1;\n}\n" : "+f"(acc_o[0 + 0]), "+f"(acc_o[0 + 1]), "+f"(acc_o[0 + 2]), "+f"(acc_o[0 + 3]), "+f"(acc_o[0 + 4]), "+f"(acc_o[0 + 5]), "+f"(acc_o[0 + 6]), "+f"(acc_o[0 + 7]), "+f"(acc_o[0 + 8]), "+f"(acc_o[0 + 9]), "+f"(acc_o[0 + 10]), "+f"(acc_o[0 + 11]), "+f"(acc_o[0 + 12]), "+f"(acc_o[0 + 13]), "+f"(acc_o[0 + 14]), "+f"(acc_o[0 + 15]), "+f"(acc_o[0 + 16]), "+f"(acc_o[0 + 17]), "+f"(acc_o[0 + 18]), "+f"(acc_o[0 + 19]), "+f"(acc_o[0 + 20]), "+f"(acc_o[0 + 21]), "+f"(acc_o[0 + 22]), "+f"(acc_o[0 + 23]), "+f"(acc_o[0 + 24]), "+f"(acc_o[0 + 25]), "+f"(acc_o[0 + 26]), "+f"(acc_o[0 + 27]), "+f"(acc_o[0 + 28]), "+f"(acc_o[0 + 29]), "+f"(acc_o[0 + 30]), "+f"(acc_o[0 + 31]), "+f"(acc_o[0 + 32]), "+f"(acc_o[0 + 33]), "+f"(acc_o[0 + 34]), "+f"(acc_o[0 + 35]), "+f"(acc_o[0 + 36]), "+f"(acc_o[0 + 37]), "+f"(acc_o[0 + 38]), "+f"(acc_o[0 + 39]), "+f"(acc_o[0 + 40]), "+f"(acc_o[0 + 41]), "+f"(acc_o[0 + 42]), "+f"(acc_o[0 + 43]), "+f"(acc_o[0 + 44]), "+f"(acc_o[0 + 45]), "+f"(acc_o[0 + 46]), "+f"(acc_o[0 + 47]), "+f"(acc_o[0 + 48]), "+f"(acc_o[0 + 49]), "+f"(acc_o[0 + 50]), "+f"(acc_o[0 + 51]), "+f"(acc_o[0 + 52]), "+f"(acc_o[0 + 53]), "+f"(acc_o[0 + 54]), "+f"(acc_o[0 + 55]), "+f"(acc_o[0 + 56]), "+f"(acc_o[0 + 57]), "+f"(acc_o[0 + 58]), "+f"(acc_o[0 + 59]), "+f"(acc_o[0 + 60]), "+f"(acc_o[0 + 61]), "+f"(acc_o[0 + 62]), "+f"(acc_o[0 + 63]) : "r"(*reinterpret_cast<const unsigned*>(&P[4 + 0])), "r"(*reinterpret_cast<const unsigned*>(&P[4 + 8])), "r"(*reinterpret_cast<const unsigned*>(&P[4 + 2])), "r"(*reinterpret_cast<const unsigned*>(&P[4 + 10])), "l"(v_436), "r"(1));
    const int v_437 = (v_37 + 32);
    const unsigned long long v_438 = tl::wgmma_desc<128, 16384, 1024>((V_s + (v_437) * 64 + 0));
    asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %69, 0;\nwgmma.mma_async.sync.aligned.m64n128k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16, %17, %18, %19, %20, %21, %22, %23, %24, %25, %26, %27, %28, %29, %30, %31, %32, %33, %34, %35, %36, %37, %38, %39, %40, %41, %42, %43, %44, %45, %46, %47, %48, %49, %50, %51, %52, %53, %54, %55, %56, %57, %58, %59, %60, %61, %62, %63}, {%64, %65, %66, %67}, %68, p, 1, 1, 1;\n}\n" : "+f"(acc_o[0 + 0]), "+f"(acc_o[0 + 1]), "+f"(acc_o[0 + 2]), "+f"(acc_o[0 + 3]), "+f"(acc_o[0 + 4]), "+f"(acc_o[0 + 5]), "+f"(acc_o[0 + 6]), "+f"(acc_o[0 + 7]), "+f"(acc_o[0 + 8]), "+f"(acc_o[0 + 9]), "+f"(acc_o[0 + 10]), "+f"(acc_o[0 + 11]), "+f"(acc_o[0 + 12]), "+f"(acc_o[0 + 13]), "+f"(acc_o[0 + 14]), "+f"(acc_o[0 + 15]), "+f"(acc_o[0 + 16]), "+f"(acc_o[0 + 17]), "+f"(acc_o[0 + 18]), "+f"(acc_o[0 + 19]), "+f"(acc_o[0 + 20]), "+f"(acc_o[0 + 21]), "+f"(acc_o[0 + 22]), "+f"(acc_o[0 + 23]), "+f"(acc_o[0 + 24]), "+f"(acc_o[0 + 25]), "+f"(acc_o[0 + 26]), "+f"(acc_o[0 + 27]), "+f"(acc_o[0 + 28]), "+f"(acc_o[0 + 29]), "+f"(acc_o[0 + 30]), "+f"(acc_o[0 + 31]), "+f"(acc_o[0 + 32]), "+f"(acc_o[0 + 33]), "+f"(acc_o[0 + 34]), "+f"(acc_o[0 + 35]), "+f"(acc_o[0 + 36]), "+f"(acc_o[0 + 37]), "+f"(acc_o[0 + 38]), "+f"(acc_o[0 + 39]), "+f"(acc_o[0 + 40]), "+f"(acc_o[0 + 41]), "+f"(acc_o[0 + 42]), "+f"(acc_o[0 + 43]), "+f"(acc_o[0 + 44]), "+f"(acc_o[0 + 45]), "+f"(acc_o[0 + 46]), "+f"(acc_o[0 + 47]), "+f"(acc_o[0 + 48]), "+f"(acc_o[0 + 49]), "+f"(acc_o[0 + 50]), "+f"(acc_o[0 + 51]), "+f"(acc_o[0 + 52]), "+f"(acc_o[0 + 53]), "+f"(acc_o[0 + 54]), "+f"(acc_o[0 + 55]), "+f"(acc_o[0 + 56]), "+f"(acc_o[0 + 57]), "+f"(acc_o[0 + 58]), "+f"(acc_o[0 + 59]), "+f"(acc_o[0 + 60]), "+f"(acc_o[0 + 61]), "+f"(acc_o[0 + 62]), "+f"(acc_o[0 + 63]) : "r"(*reinterpret_cast<const unsigned*>(&P[16 + 0])), "r"(*reinterpret_cast<const unsigned*>(&P[16 + 8])), "r"(*reinterpret_cast<const unsigned*>(&P[16 + 2])), "r"(*reinterpret_cast<const unsigned*>(&P[16 + 10])), "l"(v_438), "r"(1));
    const int v_439 = (v_37 + 48);
    const unsigned long long v_440 = tl::wgmma_desc<128, 16384, 1024>((V_s + (v_439) * 64 + 0));
    asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %69, 0;\nwgmma.mma_async.sync.aligned.m64n128k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16, %17, %18, %19, %20, %21, %22, %23, %24, %25, %26, %27, %28, %29, %30, %31, %32, %33, %34, %35, %36, %37, %38, %39, %40, %41, %42, %43, %44, %45, %46, %47, %48, %49, %50, %51, %52, %53, %54, %55, %56, %57, %58, %59, %60, %61, %62, %63}, {%64, %65, %66, %67}, %68, p, 1, 1, 1;\n}\n" : "+f"(acc_o[0 + 0]), "+f"(acc_o[0 + 1]), "+f"(acc_o[0 + 2]), "+f"(acc_o[0 + 3]), "+f"(acc_o[0 + 4]), "+f"(acc_o[0 + 5]), "+f"(acc_o[0 + 6]), "+f"(acc_o[0 + 7]), "+f"(acc_o[0 + 8]), "+f"(acc_o[0 + 9]), "+f"(acc_o[0 + 10]), "+f"(acc_o[0 + 11]), "+f"(acc_o[0 + 12]), "+f"(acc_o[0 + 13]), "+f"(acc_o[0 + 14]), "+f"(acc_o[0 + 15]), "+f"(acc_o[0 + 16]), "+f"(acc_o[0 + 17]), "+f"(acc_o[0 + 18]), "+f"(acc_o[0 + 19]), "+f"(acc_o[0 + 20]), "+f"(acc_o[0 + 21]), "+f"(acc_o[0 + 22]), "+f"(acc_o[0 + 23]), "+f"(acc_o[0 + 24]), "+f"(acc_o[0 + 25]), "+f"(acc_o[0 + 26]), "+f"(acc_o[0 + 27]), "+f"(acc_o[0 + 28]), "+f"(acc_o[0 + 29]), "+f"(acc_o[0 + 30]), "+f"(acc_o[0 + 31]), "+f"(acc_o[0 + 32]), "+f"(acc_o[0 + 33]), "+f"(acc_o[0 + 34]), "+f"(acc_o[0 + 35]), "+f"(acc_o[0 + 36]), "+f"(acc_o[0 + 37]), "+f"(acc_o[0 + 38]), "+f"(acc_o[0 + 39]), "+f"(acc_o[0 + 40]), "+f"(acc_o[0 + 41]), "+f"(acc_o[0 + 42]), "+f"(acc_o[0 + 43]), "+f"(acc_o[0 + 44]), "+f"(acc_o[0 + 45]), "+f"(acc_o[0 + 46]), "+f"(acc_o[0 + 47]), "+f"(acc_o[0 + 48]), "+f"(acc_o[0 + 49]), "+f"(acc_o[0 + 50]), "+f"(acc_o[0 + 51]), "+f"(acc_o[0 + 52]), "+f"(acc_o[0 + 53]), "+f"(acc_o[0 + 54]), "+f"(acc_o[0 + 55]), "+f"(acc_o[0 + 56]), "+f"(acc_o[0 + 57]), "+f"(acc_o[0 + 58]), "+f"(acc_o[0 + 59]), "+f"(acc_o[0 + 60]), "+f"(acc_o[0 + 61]), "+f"(acc_o[0 + 62]), "+f"(acc_o[0 + 63]) : "r"(*reinterpret_cast<const unsigned*>(&P[20 + 0])), "r"(*reinterpret_cast<const unsigned*>(&P[20 + 8])), "r"(*reinterpret_cast<const unsigned*>(&P[20 + 2])), "r"(*reinterpret_cast<const unsigned*>(&P[20 + 10])), "l"(v_440), "r"(1));
    const int v_441 = (v_37 + 64);
    const unsigned long long v_442 = tl::wgmma_desc<128, 16384, 1024>((V_s + (v_441) * 64 + 0));
    asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %69, 0;\nwgmma.mma_async.sync.aligned.m64n128k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16, %17, %18, %19, %20, %21, %22, %23, %24, %25, %26, %27, %28, %29, %30, %31, %32, %33, %34, %35, %36, %37, %38, %39, %40, %41, %42, %43, %44, %45, %46, %47, %48, %49, %50, %51, %52, %53, %54, %55, %56, %57, %58, %59, %60, %61, %62, %63}, {%64, %65, %66, %67}, %68, p, 1, 1, 1;\n}\n" : "+f"(acc_o[0 + 0]), "+f"(acc_o[0 + 1]), "+f"(acc_o[0 + 2]), "+f"(acc_o[0 + 3]), "+f"(acc_o[0 + 4]), "+f"(acc_o[0 + 5]), "+f"(acc_o[0 + 6]), "+f"(acc_o[0 + 7]), "+f"(acc_o[0 + 8]), "+f"(acc_o[0 + 9]), "+f"(acc_o[0 + 10]), "+f"(acc_o[0 + 11]), "+f"(acc_o[0 + 12]), "+f"(acc_o[0 + 13]), "+f"(acc_o[0 + 14]), "+f"(acc_o[0 + 15]), "+f"(acc_o[0 + 16]), "+f"(acc_o[0 + 17]), "+f"(acc_o[0 + 18]), "+f"(acc_o[0 + 19]), "+f"(acc_o[0 + 20]), "+f"(acc_o[0 + 21]), "+f"(acc_o[0 + 22]), "+f"(acc_o[0 + 23]), "+f"(acc_o[0 + 24]), "+f"(acc_o[0 + 25]), "+f"(acc_o[0 + 26]), "+f"(acc_o[0 + 27]), "+f"(acc_o[0 + 28]), "+f"(acc_o[0 + 29]), "+f"(acc_o[0 + 30]), "+f"(acc_o[0 + 31]), "+f"(acc_o[0 + 32]), "+f"(acc_o[0 + 33]), "+f"(acc_o[0 + 34]), "+f"(acc_o[0 + 35]), "+f"(acc_o[0 + 36]), "+f"(acc_o[0 + 37]), "+f"(acc_o[0 + 38]), "+f"(acc_o[0 + 39]), "+f"(acc_o[0 + 40]), "+f"(acc_o[0 + 41]), "+f"(acc_o[0 + 42]), "+f"(acc_o[0 + 43]), "+f"(acc_o[0 + 44]), "+f"(acc_o[0 + 45]), "+f"(acc_o[0 + 46]), "+f"(acc_o[0 + 47]), "+f"(acc_o[0 + 48]), "+f"(acc_o[0 + 49]), "+f"(acc_o[0 + 50]), "+f"(acc_o[0 + 51]), "+f"(acc_o[0 + 52]), "+f"(acc_o[0 + 53]), "+f"(acc_o[0 + 54]), "+f"(acc_o[0 + 55]), "+f"(acc_o[0 + 56]), "+f"(acc_o[0 + 57]), "+f"(acc_o[0 + 58]), "+f"(acc_o[0 + 59]), "+f"(acc_o[0 + 60]), "+f"(acc_o[0 + 61]), "+f"(acc_o[0 + 62]), "+f"(acc_o[0 + 63]) : "r"(*reinterpret_cast<const unsigned*>(&P[32 + 0])), "r"(*reinterpret_cast<const unsigned*>(&P[32 + 8])), "r"(*reinterpret_cast<const unsigned*>(&P[32 + 2])), "r"(*reinterpret_cast<const unsigned*>(&P[32 + 10])), "l"(v_442), "r"(1));
    const int v_443 = (v_37 + 80);
    const unsigned long long v_444 = tl::wgmma_desc<128, 16384, 1024>((V_s + (v_443) * 64 + 0));
    asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %69, 0;\nwgmma.mma_async.sync.aligned.m64n128k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16, %17, %18, %19, %20, %21, %22, %23, %24, %25, %26, %27, %28, %29, %30, %31, %32, %33, %34, %35, %36, %37, %38, %39, %40, %41, %42, %43, %44, %45, %46, %47, %48, %49, %50, %51, %52, %53, %54, %55, %56, %57, %58, %59, %60, %61, %62, %63}, {%64, %65, %66, %67}, %68, p, 1, 1, 1;\n}\n" : "+f"(acc_o[0 + 0]), "+f"(acc_o[0 + 1]), "+f"(acc_o[0 + 2]), "+f"(acc_o[0 + 3]), "+f"(acc_o[0 + 4]), "+f"(acc_o[0 + 5]), "+f"(acc_o[0 + 6]), "+f"(acc_o[0 + 7]), "+f"(acc_o[0 + 8]), "+f"(acc_o[0 + 9]), "+f"(acc_o[0 + 10]), "+f"(acc_o[0 + 11]), "+f"(acc_o[0 + 12]), "+f"(acc_o[0 + 13]), "+f"(acc_o[0 + 14]), "+f"(acc_o[0 + 15]), "+f"(acc_o[0 + 16]), "+f"(acc_o[0 + 17]), "+f"(acc_o[0 + 18]), "+f"(acc_o[0 + 19]), "+f"(acc_o[0 + 20]), "+f"(acc_o[0 + 21]), "+f"(acc_o[0 + 22]), "+f"(acc_o[0 + 23]), "+f"(acc_o[0 + 24]), "+f"(acc_o[0 + 25]), "+f"(acc_o[0 + 26]), "+f"(acc_o[0 + 27]), "+f"(acc_o[0 + 28]), "+f"(acc_o[0 + 29]), "+f"(acc_o[0 + 30]), "+f"(acc_o[0 + 31]), "+f"(acc_o[0 + 32]), "+f"(acc_o[0 + 33]), "+f"(acc_o[0 + 34]), "+f"(acc_o[0 + 35]), "+f"(acc_o[0 + 36]), "+f"(acc_o[0 + 37]), "+f"(acc_o[0 + 38]), "+f"(acc_o[0 + 39]), "+f"(acc_o[0 + 40]), "+f"(acc_o[0 + 41]), "+f"(acc_o[0 + 42]), "+f"(acc_o[0 + 43]), "+f"(acc_o[0 + 44]), "+f"(acc_o[0 + 45]), "+f"(acc_o[0 + 46]), "+f"(acc_o[0 + 47]), "+f"(acc_o[0 + 48]), "+f"(acc_o[0 + 49]), "+f"(acc_o[0 + 50]), "+f"(acc_o[0 + 51]), "+f"(acc_o[0 + 52]), "+f"(acc_o[0 + 53]), "+f"(acc_o[0 + 54]), "+f"(acc_o[0 + 55]), "+f"(acc_o[0 + 56]), "+f"(acc_o[0 + 57]), "+f"(acc_o[0 + 58]), "+f"(acc_o[0 + 59]), "+f"(acc_o[0 + 60]), "+f"(acc_o[0 + 61]), "+f"(acc_o[0 + 62]), "+f"(acc_o[0 + 63]) : "r"(*reinterpret_cast<const unsigned*>(&P[36 + 0])), "r"(*reinterpret_cast<const unsigned*>(&P[36 + 8])), "r"(*reinterpret_cast<const unsigned*>(&P[36 + 2])), "r"(*reinterpret_cast<const unsigned*>(&P[36 + 10])), "l"(v_444), "r"(1));
    const int v_445 = (v_37 + 96);
    const unsigned long long v_446 = tl::wgmma_desc<128, 16384, 1024>((V_s + (v_445) * 64 + 0));
    asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %69, 0;\nwgmma.mma_async.sync.aligned.m64n128k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16, %17, %18, %19, %20, %21, %22, %23, %24, %25, %26, %27, %28, %29, %30, %31, %32, %33, %34, %35, %36, %37, %38, %39, %40, %41, %42, %43, %44, %45, %46, %47, %48, %49, %50, %51, %52, %53, %54, %55, %56, %57, %58, %59, %60, %61, %62, %63}, {%64, %65, %66, %67}, %68, p, 1, 1, 1;\n}\n" : "+f"(acc_o[0 + 0]), "+f"(acc_o[0 + 1]), "+f"(acc_o[0 + 2]), "+f"(acc_o[0 + 3]), "+f"(acc_o[0 + 4]), "+f"(acc_o[0 + 5]), "+f"(acc_o[0 + 6]), "+f"(acc_o[0 + 7]), "+f"(acc_o[0 + 8]), "+f"(acc_o[0 + 9]), "+f"(acc_o[0 + 10]), "+f"(acc_o[0 + 11]), "+f"(acc_o[0 + 12]), "+f"(acc_o[0 + 13]), "+f"(acc_o[0 + 14]), "+f"(acc_o[0 + 15]), "+f"(acc_o[0 + 16]), "+f"(acc_o[0 + 17]), "+f"(acc_o[0 + 18]), "+f"(acc_o[0 + 19]), "+f"(acc_o[0 + 20]), "+f"(acc_o[0 + 21]), "+f"(acc_o[0 + 22]), "+f"(acc_o[0 + 23]), "+f"(acc_o[0 + 24]), "+f"(acc_o[0 + 25]), "+f"(acc_o[0 + 26]), "+f"(acc_o[0 + 27]), "+f"(acc_o[0 + 28]), "+f"(acc_o[0 + 29]), "+f"(acc_o[0 + 30]), "+f"(acc_o[0 + 31]), "+f"(acc_o[0 + 32]), "+f"(acc_o[0 + 33]), "+f"(acc_o[0 + 34]), "+f"(acc_o[0 + 35]), "+f"(acc_o[0 + 36]), "+f"(acc_o[0 + 37]), "+f"(acc_o[0 + 38]), "+f"(acc_o[0 + 39]), "+f"(acc_o[0 + 40]), "+f"(acc_o[0 + 41]), "+f"(acc_o[0 + 42]), "+f"(acc_o[0 + 43]), "+f"(acc_o[0 + 44]), "+f"(acc_o[0 + 45]), "+f"(acc_o[0 + 46]), "+f"(acc_o[0 + 47]), "+f"(acc_o[0 + 48]), "+f"(acc_o[0 + 49]), "+f"(acc_o[0 + 50]), "+f"(acc_o[0 + 51]), "+f"(acc_o[0 + 52]), "+f"(acc_o[0 + 53]), "+f"(acc_o[0 + 54]), "+f"(acc_o[0 + 55]), "+f"(acc_o[0 + 56]), "+f"(acc_o[0 + 57]), "+f"(acc_o[0 + 58]), "+f"(acc_o[0 + 59]), "+f"(acc_o[0 + 60]), "+f"(acc_o[0 + 61]), "+f"(acc_o[0 + 62]), "+f"(acc_o[0 + 63]) : "r"(*reinterpret_cast<const unsigned*>(&P[48 + 0])), "r"(*reinterpret_cast<const unsigned*>(&P[48 + 8])), "r"(*reinterpret_cast<const unsigned*>(&P[48 + 2])), "r"(*reinterpret_cast<const unsigned*>(&P[48 + 10])), "l"(v_446), "r"(1));
    const int v_447 = (v_37 + 112);
    const unsigned long long v_448 = tl::wgmma_desc<128, 16384, 1024>((V_s + (v_447) * 64 + 0));
    asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %69, 0;\nwgmma.mma_async.sync.aligned.m64n128k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16, %17, %18, %19, %20, %21, %22, %23, %24, %25, %26, %27, %28, %29, %30, %31, %32, %33, %34, %35, %36, %37, %38, %39, %40, %41, %42, %43, %44, %45, %46, %47, %48, %49, %50, %51, %52, %53, %54, %55, %56, %57, %58, %59, %60, %61, %62, %63}, {%64, %65, %66, %67}, %68, p, 1, 1, 1;\n}\n" : "+f"(acc_o[0 + 0]), "+f"(acc_o[0 + 1]), "+f"(acc_o[0 + 2]), "+f"(acc_o[0 + 3]), "+f"(acc_o[0 + 4]), "+f"(acc_o[0 + 5]), "+f"(acc_o[0 + 6]), "+f"(acc_o[0 + 7]), "+f"(acc_o[0 + 8]), "+f"(acc_o[0 + 9]), "+f"(acc_o[0 + 10]), "+f"(acc_o[0 + 11]), "+f"(acc_o[0 + 12]), "+f"(acc_o[0 + 13]), "+f"(acc_o[0 + 14]), "+f"(acc_o[0 + 15]), "+f"(acc_o[0 + 16]), "+f"(acc_o[0 + 17]), "+f"(acc_o[0 + 18]), "+f"(acc_o[0 + 19]), "+f"(acc_o[0 + 20]), "+f"(acc_o[0 + 21]), "+f"(acc_o[0 + 22]), "+f"(acc_o[0 + 23]), "+f"(acc_o[0 + 24]), "+f"(acc_o[0 + 25]), "+f"(acc_o[0 + 26]), "+f"(acc_o[0 + 27]), "+f"(acc_o[0 + 28]), "+f"(acc_o[0 + 29]), "+f"(acc_o[0 + 30]), "+f"(acc_o[0 + 31]), "+f"(acc_o[0 + 32]), "+f"(acc_o[0 + 33]), "+f"(acc_o[0 + 34]), "+f"(acc_o[0 + 35]), "+f"(acc_o[0 + 36]), "+f"(acc_o[0 + 37]), "+f"(acc_o[0 + 38]), "+f"(acc_o[0 + 39]), "+f"(acc_o[0 + 40]), "+f"(acc_o[0 + 41]), "+f"(acc_o[0 + 42]), "+f"(acc_o[0 + 43]), "+f"(acc_o[0 + 44]), "+f"(acc_o[0 + 45]), "+f"(acc_o[0 + 46]), "+f"(acc_o[0 + 47]), "+f"(acc_o[0 + 48]), "+f"(acc_o[0 + 49]), "+f"(acc_o[0 + 50]), "+f"(acc_o[0 + 51]), "+f"(acc_o[0 + 52]), "+f"(acc_o[0 + 53]), "+f"(acc_o[0 + 54]), "+f"(acc_o[0 + 55]), "+f"(acc_o[0 + 56]), "+f"(acc_o[0 + 57]), "+f"(acc_o[0 + 58]), "+f"(acc_o[0 + 59]), "+f"(acc_o[0 + 60]), "+f"(acc_o[0 + 61]), "+f"(acc_o[0 + 62]), "+f"(acc_o[0 + 63]) : "r"(*reinterpret_cast<const unsigned*>(&P[52 + 0])), "r"(*reinterpret_cast<const unsigned*>(&P[52 + 8])), "r"(*reinterpret_cast<const unsigned*>(&P[52 + 2])), "r"(*reinterpret_cast<const unsigned*>(&P[52 + 10])), "l"(v_448), "r"(1));
    tl::wgmma_commit();
#line 126 "tutorials/12_flash_attention.py"
    const bool v_449 = (r_1 == 0);
    const int v_450 = (r_1 - 1);
    const int v_451 = (v_449 ? 1 : v_450);
    const bool v_452 = (v_39 < n);
    const int v_453 = tl::min(v_39, v_19);
#line 127 "tutorials/12_flash_attention.py"
    const int v_454 = (v_453 * 128);
#line 126 "tutorials/12_flash_attention.py"
    const int v_455 = (v_451 * 256);
#line 127 "tutorials/12_flash_attention.py"
    const bool v_456 = (v_452 && v_22);
    if (v_456) {
      tl::mbar_expect_tx((tma_bar + v_451), 32768);
      tl::tma_load((K_s + (v_455) * 64 + 0), &K_tmap, (tma_bar + v_451), 0, v_454, (int)blockIdx.y, (int)blockIdx.z);
      tl::tma_load((unsigned char*)(K_s + (v_455) * 64 + 0) + 16384, &K_tmap, (tma_bar + v_451), 0 + 64, v_454, (int)blockIdx.y, (int)blockIdx.z);
    }
#line 128 "tutorials/12_flash_attention.py"
    if (v_456) {
      tl::mbar_expect_tx((tma_bar_1 + v_451), 32768);
      tl::tma_load((V_s + (v_455) * 64 + 0), &V_tmap, (tma_bar_1 + v_451), 0, v_454, (int)blockIdx.y, (int)blockIdx.z);
      tl::tma_load((unsigned char*)(V_s + (v_455) * 64 + 0) + 16384, &V_tmap, (tma_bar_1 + v_451), 0 + 64, v_454, (int)blockIdx.y, (int)blockIdx.z);
    }
#line 152 "tutorials/12_flash_attention.py"
    tl::wgmma_wait_defining<0, 64, 32>(acc_o, P);
#line 126 "tutorials/12_flash_attention.py"
    const bool v_457 = (r_1 == 1);
    const int v_458 = (v_450 + 2);
    const int v_459 = (v_457 ? 0 : v_458);
#line 109 "tutorials/12_flash_attention.py"
    r_1 = v_459;
#line 126 "tutorials/12_flash_attention.py"
  }
#line 153 "tutorials/12_flash_attention.py"
  #pragma unroll
  for (int l_v_5 = 0; l_v_5 < 16; l_v_5 += 1) {
    const int v_460 = (l_v_5 * 4);
#line 154 "tutorials/12_flash_attention.py"
    const tl::vec<float, 4> v_461 = *reinterpret_cast<const tl::vec<float, 4>*>((acc_o + v_460));
    const float v_462 = v_461.v[0];
    const float v_463 = l[0];
    const float v_464 = (v_462 / v_463);
    const float v_465 = v_461.v[1];
    const float v_466 = (v_465 / v_463);
    const float v_467 = v_461.v[2];
    const float v_468 = l[1];
    const float v_469 = (v_467 / v_468);
    const float v_470 = v_461.v[3];
    const float v_471 = (v_470 / v_468);
#line 153 "tutorials/12_flash_attention.py"
    const tl::vec<float, 4> v_472 = tl::vec<float, 4>{{v_464, v_466, v_469, v_471}};
    *reinterpret_cast<tl::vec<float, 4>*>((acc_o + v_460)) = v_472;
  }
#line 155 "tutorials/12_flash_attention.py"
  #pragma unroll
  for (int l_v_6 = 0; l_v_6 < 16; l_v_6 += 1) {
    const int v_473 = (l_v_6 * 4);
    const int v_474 = (l_v_6 * 8);
    const int v_475 = (v_474 + v_34);
    const tl::vec<float, 4> v_476 = *reinterpret_cast<const tl::vec<float, 4>*>((acc_o + v_473));
    const float v_477 = v_476.v[0];
    const half v_478 = tl::cast<half>(v_477);
    const float v_479 = v_476.v[1];
    const half v_480 = tl::cast<half>(v_479);
    const tl::vec<half, 2> v_481 = tl::vec<half, 2>{{v_478, v_480}};
    *reinterpret_cast<tl::vec<half, 2>*>((O + ((((int)blockIdx.z) * 16 + (int)blockIdx.y) * 4096 + v_35) * 128 + v_475)) = v_481;
    const float v_482 = v_476.v[2];
    const half v_483 = tl::cast<half>(v_482);
    const float v_484 = v_476.v[3];
    const half v_485 = tl::cast<half>(v_484);
    const tl::vec<half, 2> v_486 = tl::vec<half, 2>{{v_483, v_485}};
    *reinterpret_cast<tl::vec<half, 2>*>((O + ((((int)blockIdx.z) * 16 + (int)blockIdx.y) * 4096 + v_36) * 128 + v_475)) = v_486;
  }
}
