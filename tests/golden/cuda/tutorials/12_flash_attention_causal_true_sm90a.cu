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
    { float* tl_acc = acc_s; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %66, 0;\nwgmma.mma_async.sync.aligned.m64n128k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16, %17, %18, %19, %20, %21, %22, %23, %24, %25, %26, %27, %28, %29, %30, %31, %32, %33, %34, %35, %36, %37, %38, %39, %40, %41, %42, %43, %44, %45, %46, %47, %48, %49, %50, %51, %52, %53, %54, %55, %56, %57, %58, %59, %60, %61, %62, %63}, %64, %65, p, 1, 1, 0, 0;\n}\n" : "+f"(tl_acc[0 + 0]), "+f"(tl_acc[0 + 1]), "+f"(tl_acc[0 + 2]), "+f"(tl_acc[0 + 3]), "+f"(tl_acc[0 + 4]), "+f"(tl_acc[0 + 5]), "+f"(tl_acc[0 + 6]), "+f"(tl_acc[0 + 7]), "+f"(tl_acc[0 + 8]), "+f"(tl_acc[0 + 9]), "+f"(tl_acc[0 + 10]), "+f"(tl_acc[0 + 11]), "+f"(tl_acc[0 + 12]), "+f"(tl_acc[0 + 13]), "+f"(tl_acc[0 + 14]), "+f"(tl_acc[0 + 15]), "+f"(tl_acc[0 + 16]), "+f"(tl_acc[0 + 17]), "+f"(tl_acc[0 + 18]), "+f"(tl_acc[0 + 19]), "+f"(tl_acc[0 + 20]), "+f"(tl_acc[0 + 21]), "+f"(tl_acc[0 + 22]), "+f"(tl_acc[0 + 23]), "+f"(tl_acc[0 + 24]), "+f"(tl_acc[0 + 25]), "+f"(tl_acc[0 + 26]), "+f"(tl_acc[0 + 27]), "+f"(tl_acc[0 + 28]), "+f"(tl_acc[0 + 29]), "+f"(tl_acc[0 + 30]), "+f"(tl_acc[0 + 31]), "+f"(tl_acc[0 + 32]), "+f"(tl_acc[0 + 33]), "+f"(tl_acc[0 + 34]), "+f"(tl_acc[0 + 35]), "+f"(tl_acc[0 + 36]), "+f"(tl_acc[0 + 37]), "+f"(tl_acc[0 + 38]), "+f"(tl_acc[0 + 39]), "+f"(tl_acc[0 + 40]), "+f"(tl_acc[0 + 41]), "+f"(tl_acc[0 + 42]), "+f"(tl_acc[0 + 43]), "+f"(tl_acc[0 + 44]), "+f"(tl_acc[0 + 45]), "+f"(tl_acc[0 + 46]), "+f"(tl_acc[0 + 47]), "+f"(tl_acc[0 + 48]), "+f"(tl_acc[0 + 49]), "+f"(tl_acc[0 + 50]), "+f"(tl_acc[0 + 51]), "+f"(tl_acc[0 + 52]), "+f"(tl_acc[0 + 53]), "+f"(tl_acc[0 + 54]), "+f"(tl_acc[0 + 55]), "+f"(tl_acc[0 + 56]), "+f"(tl_acc[0 + 57]), "+f"(tl_acc[0 + 58]), "+f"(tl_acc[0 + 59]), "+f"(tl_acc[0 + 60]), "+f"(tl_acc[0 + 61]), "+f"(tl_acc[0 + 62]), "+f"(tl_acc[0 + 63]) : "l"(v_58), "l"(v_57), "r"(1)); }
    const unsigned long long v_59 = tl::wgmma_desc_at<128, 16, 1024>((K_s + (v_37) * 64), 2);
    const unsigned long long v_60 = tl::wgmma_desc_at<128, 16, 1024>((Q_s + (v_24) * 64), 2);
    { float* tl_acc = acc_s; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %66, 0;\nwgmma.mma_async.sync.aligned.m64n128k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16, %17, %18, %19, %20, %21, %22, %23, %24, %25, %26, %27, %28, %29, %30, %31, %32, %33, %34, %35, %36, %37, %38, %39, %40, %41, %42, %43, %44, %45, %46, %47, %48, %49, %50, %51, %52, %53, %54, %55, %56, %57, %58, %59, %60, %61, %62, %63}, %64, %65, p, 1, 1, 0, 0;\n}\n" : "+f"(tl_acc[0 + 0]), "+f"(tl_acc[0 + 1]), "+f"(tl_acc[0 + 2]), "+f"(tl_acc[0 + 3]), "+f"(tl_acc[0 + 4]), "+f"(tl_acc[0 + 5]), "+f"(tl_acc[0 + 6]), "+f"(tl_acc[0 + 7]), "+f"(tl_acc[0 + 8]), "+f"(tl_acc[0 + 9]), "+f"(tl_acc[0 + 10]), "+f"(tl_acc[0 + 11]), "+f"(tl_acc[0 + 12]), "+f"(tl_acc[0 + 13]), "+f"(tl_acc[0 + 14]), "+f"(tl_acc[0 + 15]), "+f"(tl_acc[0 + 16]), "+f"(tl_acc[0 + 17]), "+f"(tl_acc[0 + 18]), "+f"(tl_acc[0 + 19]), "+f"(tl_acc[0 + 20]), "+f"(tl_acc[0 + 21]), "+f"(tl_acc[0 + 22]), "+f"(tl_acc[0 + 23]), "+f"(tl_acc[0 + 24]), "+f"(tl_acc[0 + 25]), "+f"(tl_acc[0 + 26]), "+f"(tl_acc[0 + 27]), "+f"(tl_acc[0 + 28]), "+f"(tl_acc[0 + 29]), "+f"(tl_acc[0 + 30]), "+f"(tl_acc[0 + 31]), "+f"(tl_acc[0 + 32]), "+f"(tl_acc[0 + 33]), "+f"(tl_acc[0 + 34]), "+f"(tl_acc[0 + 35]), "+f"(tl_acc[0 + 36]), "+f"(tl_acc[0 + 37]), "+f"(tl_acc[0 + 38]), "+f"(tl_acc[0 + 39]), "+f"(tl_acc[0 + 40]), "+f"(tl_acc[0 + 41]), "+f"(tl_acc[0 + 42]), "+f"(tl_acc[0 + 43]), "+f"(tl_acc[0 + 44]), "+f"(tl_acc[0 + 45]), "+f"(tl_acc[0 + 46]), "+f"(tl_acc[0 + 47]), "+f"(tl_acc[0 + 48]), "+f"(tl_acc[0 + 49]), "+f"(tl_acc[0 + 50]), "+f"(tl_acc[0 + 51]), "+f"(tl_acc[0 + 52]), "+f"(tl_acc[0 + 53]), "+f"(tl_acc[0 + 54]), "+f"(tl_acc[0 + 55]), "+f"(tl_acc[0 + 56]), "+f"(tl_acc[0 + 57]), "+f"(tl_acc[0 + 58]), "+f"(tl_acc[0 + 59]), "+f"(tl_acc[0 + 60]), "+f"(tl_acc[0 + 61]), "+f"(tl_acc[0 + 62]), "+f"(tl_acc[0 + 63]) : "l"(v_60), "l"(v_59), "r"(1)); }
    const unsigned long long v_61 = tl::wgmma_desc_at<128, 16, 1024>((K_s + (v_37) * 64), 4);
    const unsigned long long v_62 = tl::wgmma_desc_at<128, 16, 1024>((Q_s + (v_24) * 64), 4);
    { float* tl_acc = acc_s; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %66, 0;\nwgmma.mma_async.sync.aligned.m64n128k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16, %17, %18, %19, %20, %21, %22, %23, %24, %25, %26, %27, %28, %29, %30, %31, %32, %33, %34, %35, %36, %37, %38, %39, %40, %41, %42, %43, %44, %45, %46, %47, %48, %49, %50, %51, %52, %53, %54, %55, %56, %57, %58, %59, %60, %61, %62, %63}, %64, %65, p, 1, 1, 0, 0;\n}\n" : "+f"(tl_acc[0 + 0]), "+f"(tl_acc[0 + 1]), "+f"(tl_acc[0 + 2]), "+f"(tl_acc[0 + 3]), "+f"(tl_acc[0 + 4]), "+f"(tl_acc[0 + 5]), "+f"(tl_acc[0 + 6]), "+f"(tl_acc[0 + 7]), "+f"(tl_acc[0 + 8]), "+f"(tl_acc[0 + 9]), "+f"(tl_acc[0 + 10]), "+f"(tl_acc[0 + 11]), "+f"(tl_acc[0 + 12]), "+f"(tl_acc[0 + 13]), "+f"(tl_acc[0 + 14]), "+f"(tl_acc[0 + 15]), "+f"(tl_acc[0 + 16]), "+f"(tl_acc[0 + 17]), "+f"(tl_acc[0 + 18]), "+f"(tl_acc[0 + 19]), "+f"(tl_acc[0 + 20]), "+f"(tl_acc[0 + 21]), "+f"(tl_acc[0 + 22]), "+f"(tl_acc[0 + 23]), "+f"(tl_acc[0 + 24]), "+f"(tl_acc[0 + 25]), "+f"(tl_acc[0 + 26]), "+f"(tl_acc[0 + 27]), "+f"(tl_acc[0 + 28]), "+f"(tl_acc[0 + 29]), "+f"(tl_acc[0 + 30]), "+f"(tl_acc[0 + 31]), "+f"(tl_acc[0 + 32]), "+f"(tl_acc[0 + 33]), "+f"(tl_acc[0 + 34]), "+f"(tl_acc[0 + 35]), "+f"(tl_acc[0 + 36]), "+f"(tl_acc[0 + 37]), "+f"(tl_acc[0 + 38]), "+f"(tl_acc[0 + 39]), "+f"(tl_acc[0 + 40]), "+f"(tl_acc[0 + 41]), "+f"(tl_acc[0 + 42]), "+f"(tl_acc[0 + 43]), "+f"(tl_acc[0 + 44]), "+f"(tl_acc[0 + 45]), "+f"(tl_acc[0 + 46]), "+f"(tl_acc[0 + 47]), "+f"(tl_acc[0 + 48]), "+f"(tl_acc[0 + 49]), "+f"(tl_acc[0 + 50]), "+f"(tl_acc[0 + 51]), "+f"(tl_acc[0 + 52]), "+f"(tl_acc[0 + 53]), "+f"(tl_acc[0 + 54]), "+f"(tl_acc[0 + 55]), "+f"(tl_acc[0 + 56]), "+f"(tl_acc[0 + 57]), "+f"(tl_acc[0 + 58]), "+f"(tl_acc[0 + 59]), "+f"(tl_acc[0 + 60]), "+f"(tl_acc[0 + 61]), "+f"(tl_acc[0 + 62]), "+f"(tl_acc[0 + 63]) : "l"(v_62), "l"(v_61), "r"(1)); }
    const unsigned long long v_63 = tl::wgmma_desc_at<128, 16, 1024>((K_s + (v_37) * 64), 6);
    const unsigned long long v_64 = tl::wgmma_desc_at<128, 16, 1024>((Q_s + (v_24) * 64), 6);
    { float* tl_acc = acc_s; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %66, 0;\nwgmma.mma_async.sync.aligned.m64n128k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16, %17, %18, %19, %20, %21, %22, %23, %24, %25, %26, %27, %28, %29, %30, %31, %32, %33, %34, %35, %36, %37, %38, %39, %40, %41, %42, %43, %44, %45, %46, %47, %48, %49, %50, %51, %52, %53, %54, %55, %56, %57, %58, %59, %60, %61, %62, %63}, %64, %65, p, 1, 1, 0, 0;\n}\n" : "+f"(tl_acc[0 + 0]), "+f"(tl_acc[0 + 1]), "+f"(tl_acc[0 + 2]), "+f"(tl_acc[0 + 3]), "+f"(tl_acc[0 + 4]), "+f"(tl_acc[0 + 5]), "+f"(tl_acc[0 + 6]), "+f"(tl_acc[0 + 7]), "+f"(tl_acc[0 + 8]), "+f"(tl_acc[0 + 9]), "+f"(tl_acc[0 + 10]), "+f"(tl_acc[0 + 11]), "+f"(tl_acc[0 + 12]), "+f"(tl_acc[0 + 13]), "+f"(tl_acc[0 + 14]), "+f"(tl_acc[0 + 15]), "+f"(tl_acc[0 + 16]), "+f"(tl_acc[0 + 17]), "+f"(tl_acc[0 + 18]), "+f"(tl_acc[0 + 19]), "+f"(tl_acc[0 + 20]), "+f"(tl_acc[0 + 21]), "+f"(tl_acc[0 + 22]), "+f"(tl_acc[0 + 23]), "+f"(tl_acc[0 + 24]), "+f"(tl_acc[0 + 25]), "+f"(tl_acc[0 + 26]), "+f"(tl_acc[0 + 27]), "+f"(tl_acc[0 + 28]), "+f"(tl_acc[0 + 29]), "+f"(tl_acc[0 + 30]), "+f"(tl_acc[0 + 31]), "+f"(tl_acc[0 + 32]), "+f"(tl_acc[0 + 33]), "+f"(tl_acc[0 + 34]), "+f"(tl_acc[0 + 35]), "+f"(tl_acc[0 + 36]), "+f"(tl_acc[0 + 37]), "+f"(tl_acc[0 + 38]), "+f"(tl_acc[0 + 39]), "+f"(tl_acc[0 + 40]), "+f"(tl_acc[0 + 41]), "+f"(tl_acc[0 + 42]), "+f"(tl_acc[0 + 43]), "+f"(tl_acc[0 + 44]), "+f"(tl_acc[0 + 45]), "+f"(tl_acc[0 + 46]), "+f"(tl_acc[0 + 47]), "+f"(tl_acc[0 + 48]), "+f"(tl_acc[0 + 49]), "+f"(tl_acc[0 + 50]), "+f"(tl_acc[0 + 51]), "+f"(tl_acc[0 + 52]), "+f"(tl_acc[0 + 53]), "+f"(tl_acc[0 + 54]), "+f"(tl_acc[0 + 55]), "+f"(tl_acc[0 + 56]), "+f"(tl_acc[0 + 57]), "+f"(tl_acc[0 + 58]), "+f"(tl_acc[0 + 59]), "+f"(tl_acc[0 + 60]), "+f"(tl_acc[0 + 61]), "+f"(tl_acc[0 + 62]), "+f"(tl_acc[0 + 63]) : "l"(v_64), "l"(v_63), "r"(1)); }
    const int v_65 = (v_37 + 128);
    const unsigned long long v_66 = tl::wgmma_desc_at<128, 16, 1024>((K_s + (v_37) * 64), 1024);
    const unsigned long long v_67 = tl::wgmma_desc_at<128, 16, 1024>((Q_s + (v_24) * 64), 1024);
    { float* tl_acc = acc_s; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %66, 0;\nwgmma.mma_async.sync.aligned.m64n128k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16, %17, %18, %19, %20, %21, %22, %23, %24, %25, %26, %27, %28, %29, %30, %31, %32, %33, %34, %35, %36, %37, %38, %39, %40, %41, %42, %43, %44, %45, %46, %47, %48, %49, %50, %51, %52, %53, %54, %55, %56, %57, %58, %59, %60, %61, %62, %63}, %64, %65, p, 1, 1, 0, 0;\n}\n" : "+f"(tl_acc[0 + 0]), "+f"(tl_acc[0 + 1]), "+f"(tl_acc[0 + 2]), "+f"(tl_acc[0 + 3]), "+f"(tl_acc[0 + 4]), "+f"(tl_acc[0 + 5]), "+f"(tl_acc[0 + 6]), "+f"(tl_acc[0 + 7]), "+f"(tl_acc[0 + 8]), "+f"(tl_acc[0 + 9]), "+f"(tl_acc[0 + 10]), "+f"(tl_acc[0 + 11]), "+f"(tl_acc[0 + 12]), "+f"(tl_acc[0 + 13]), "+f"(tl_acc[0 + 14]), "+f"(tl_acc[0 + 15]), "+f"(tl_acc[0 + 16]), "+f"(tl_acc[0 + 17]), "+f"(tl_acc[0 + 18]), "+f"(tl_acc[0 + 19]), "+f"(tl_acc[0 + 20]), "+f"(tl_acc[0 + 21]), "+f"(tl_acc[0 + 22]), "+f"(tl_acc[0 + 23]), "+f"(tl_acc[0 + 24]), "+f"(tl_acc[0 + 25]), "+f"(tl_acc[0 + 26]), "+f"(tl_acc[0 + 27]), "+f"(tl_acc[0 + 28]), "+f"(tl_acc[0 + 29]), "+f"(tl_acc[0 + 30]), "+f"(tl_acc[0 + 31]), "+f"(tl_acc[0 + 32]), "+f"(tl_acc[0 + 33]), "+f"(tl_acc[0 + 34]), "+f"(tl_acc[0 + 35]), "+f"(tl_acc[0 + 36]), "+f"(tl_acc[0 + 37]), "+f"(tl_acc[0 + 38]), "+f"(tl_acc[0 + 39]), "+f"(tl_acc[0 + 40]), "+f"(tl_acc[0 + 41]), "+f"(tl_acc[0 + 42]), "+f"(tl_acc[0 + 43]), "+f"(tl_acc[0 + 44]), "+f"(tl_acc[0 + 45]), "+f"(tl_acc[0 + 46]), "+f"(tl_acc[0 + 47]), "+f"(tl_acc[0 + 48]), "+f"(tl_acc[0 + 49]), "+f"(tl_acc[0 + 50]), "+f"(tl_acc[0 + 51]), "+f"(tl_acc[0 + 52]), "+f"(tl_acc[0 + 53]), "+f"(tl_acc[0 + 54]), "+f"(tl_acc[0 + 55]), "+f"(tl_acc[0 + 56]), "+f"(tl_acc[0 + 57]), "+f"(tl_acc[0 + 58]), "+f"(tl_acc[0 + 59]), "+f"(tl_acc[0 + 60]), "+f"(tl_acc[0 + 61]), "+f"(tl_acc[0 + 62]), "+f"(tl_acc[0 + 63]) : "l"(v_67), "l"(v_66), "r"(1)); }
    const unsigned long long v_68 = tl::wgmma_desc_at<128, 16, 1024>((K_s + (v_37) * 64), 1026);
    const unsigned long long v_69 = tl::wgmma_desc_at<128, 16, 1024>((Q_s + (v_24) * 64), 1026);
    { float* tl_acc = acc_s; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %66, 0;\nwgmma.mma_async.sync.aligned.m64n128k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16, %17, %18, %19, %20, %21, %22, %23, %24, %25, %26, %27, %28, %29, %30, %31, %32, %33, %34, %35, %36, %37, %38, %39, %40, %41, %42, %43, %44, %45, %46, %47, %48, %49, %50, %51, %52, %53, %54, %55, %56, %57, %58, %59, %60, %61, %62, %63}, %64, %65, p, 1, 1, 0, 0;\n}\n" : "+f"(tl_acc[0 + 0]), "+f"(tl_acc[0 + 1]), "+f"(tl_acc[0 + 2]), "+f"(tl_acc[0 + 3]), "+f"(tl_acc[0 + 4]), "+f"(tl_acc[0 + 5]), "+f"(tl_acc[0 + 6]), "+f"(tl_acc[0 + 7]), "+f"(tl_acc[0 + 8]), "+f"(tl_acc[0 + 9]), "+f"(tl_acc[0 + 10]), "+f"(tl_acc[0 + 11]), "+f"(tl_acc[0 + 12]), "+f"(tl_acc[0 + 13]), "+f"(tl_acc[0 + 14]), "+f"(tl_acc[0 + 15]), "+f"(tl_acc[0 + 16]), "+f"(tl_acc[0 + 17]), "+f"(tl_acc[0 + 18]), "+f"(tl_acc[0 + 19]), "+f"(tl_acc[0 + 20]), "+f"(tl_acc[0 + 21]), "+f"(tl_acc[0 + 22]), "+f"(tl_acc[0 + 23]), "+f"(tl_acc[0 + 24]), "+f"(tl_acc[0 + 25]), "+f"(tl_acc[0 + 26]), "+f"(tl_acc[0 + 27]), "+f"(tl_acc[0 + 28]), "+f"(tl_acc[0 + 29]), "+f"(tl_acc[0 + 30]), "+f"(tl_acc[0 + 31]), "+f"(tl_acc[0 + 32]), "+f"(tl_acc[0 + 33]), "+f"(tl_acc[0 + 34]), "+f"(tl_acc[0 + 35]), "+f"(tl_acc[0 + 36]), "+f"(tl_acc[0 + 37]), "+f"(tl_acc[0 + 38]), "+f"(tl_acc[0 + 39]), "+f"(tl_acc[0 + 40]), "+f"(tl_acc[0 + 41]), "+f"(tl_acc[0 + 42]), "+f"(tl_acc[0 + 43]), "+f"(tl_acc[0 + 44]), "+f"(tl_acc[0 + 45]), "+f"(tl_acc[0 + 46]), "+f"(tl_acc[0 + 47]), "+f"(tl_acc[0 + 48]), "+f"(tl_acc[0 + 49]), "+f"(tl_acc[0 + 50]), "+f"(tl_acc[0 + 51]), "+f"(tl_acc[0 + 52]), "+f"(tl_acc[0 + 53]), "+f"(tl_acc[0 + 54]), "+f"(tl_acc[0 + 55]), "+f"(tl_acc[0 + 56]), "+f"(tl_acc[0 + 57]), "+f"(tl_acc[0 + 58]), "+f"(tl_acc[0 + 59]), "+f"(tl_acc[0 + 60]), "+f"(tl_acc[0 + 61]), "+f"(tl_acc[0 + 62]), "+f"(tl_acc[0 + 63]) : "l"(v_69), "l"(v_68), "r"(1)); }
    const unsigned long long v_70 = tl::wgmma_desc_at<128, 16, 1024>((K_s + (v_37) * 64), 1028);
    const unsigned long long v_71 = tl::wgmma_desc_at<128, 16, 1024>((Q_s + (v_24) * 64), 1028);
    { float* tl_acc = acc_s; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %66, 0;\nwgmma.mma_async.sync.aligned.m64n128k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16, %17, %18, %19, %20, %21, %22, %23, %24, %25, %26, %27, %28, %29, %30, %31, %32, %33, %34, %35, %36, %37, %38, %39, %40, %41, %42, %43, %44, %45, %46, %47, %48, %49, %50, %51, %52, %53, %54, %55, %56, %57, %58, %59, %60, %61, %62, %63}, %64, %65, p, 1, 1, 0, 0;\n}\n" : "+f"(tl_acc[0 + 0]), "+f"(tl_acc[0 + 1]), "+f"(tl_acc[0 + 2]), "+f"(tl_acc[0 + 3]), "+f"(tl_acc[0 + 4]), "+f"(tl_acc[0 + 5]), "+f"(tl_acc[0 + 6]), "+f"(tl_acc[0 + 7]), "+f"(tl_acc[0 + 8]), "+f"(tl_acc[0 + 9]), "+f"(tl_acc[0 + 10]), "+f"(tl_acc[0 + 11]), "+f"(tl_acc[0 + 12]), "+f"(tl_acc[0 + 13]), "+f"(tl_acc[0 + 14]), "+f"(tl_acc[0 + 15]), "+f"(tl_acc[0 + 16]), "+f"(tl_acc[0 + 17]), "+f"(tl_acc[0 + 18]), "+f"(tl_acc[0 + 19]), "+f"(tl_acc[0 + 20]), "+f"(tl_acc[0 + 21]), "+f"(tl_acc[0 + 22]), "+f"(tl_acc[0 + 23]), "+f"(tl_acc[0 + 24]), "+f"(tl_acc[0 + 25]), "+f"(tl_acc[0 + 26]), "+f"(tl_acc[0 + 27]), "+f"(tl_acc[0 + 28]), "+f"(tl_acc[0 + 29]), "+f"(tl_acc[0 + 30]), "+f"(tl_acc[0 + 31]), "+f"(tl_acc[0 + 32]), "+f"(tl_acc[0 + 33]), "+f"(tl_acc[0 + 34]), "+f"(tl_acc[0 + 35]), "+f"(tl_acc[0 + 36]), "+f"(tl_acc[0 + 37]), "+f"(tl_acc[0 + 38]), "+f"(tl_acc[0 + 39]), "+f"(tl_acc[0 + 40]), "+f"(tl_acc[0 + 41]), "+f"(tl_acc[0 + 42]), "+f"(tl_acc[0 + 43]), "+f"(tl_acc[0 + 44]), "+f"(tl_acc[0 + 45]), "+f"(tl_acc[0 + 46]), "+f"(tl_acc[0 + 47]), "+f"(tl_acc[0 + 48]), "+f"(tl_acc[0 + 49]), "+f"(tl_acc[0 + 50]), "+f"(tl_acc[0 + 51]), "+f"(tl_acc[0 + 52]), "+f"(tl_acc[0 + 53]), "+f"(tl_acc[0 + 54]), "+f"(tl_acc[0 + 55]), "+f"(tl_acc[0 + 56]), "+f"(tl_acc[0 + 57]), "+f"(tl_acc[0 + 58]), "+f"(tl_acc[0 + 59]), "+f"(tl_acc[0 + 60]), "+f"(tl_acc[0 + 61]), "+f"(tl_acc[0 + 62]), "+f"(tl_acc[0 + 63]) : "l"(v_71), "l"(v_70), "r"(1)); }
    const unsigned long long v_72 = tl::wgmma_desc_at<128, 16, 1024>((K_s + (v_37) * 64), 1030);
    const unsigned long long v_73 = tl::wgmma_desc_at<128, 16, 1024>((Q_s + (v_24) * 64), 1030);
    { float* tl_acc = acc_s; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %66, 0;\nwgmma.mma_async.sync.aligned.m64n128k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16, %17, %18, %19, %20, %21, %22, %23, %24, %25, %26, %27, %28, %29, %30, %31, %32, %33, %34, %35, %36, %37, %38, %39, %40, %41, %42, %43, %44, %45, %46, %47, %48, %49, %50, %51, %52, %53, %54, %55, %56, %57, %58, %59, %60, %61, %62, %63}, %64, %65, p, 1, 1, 0, 0;\n}\n" : "+f"(tl_acc[0 + 0]), "+f"(tl_acc[0 + 1]), "+f"(tl_acc[0 + 2]), "+f"(tl_acc[0 + 3]), "+f"(tl_acc[0 + 4]), "+f"(tl_acc[0 + 5]), "+f"(tl_acc[0 + 6]), "+f"(tl_acc[0 + 7]), "+f"(tl_acc[0 + 8]), "+f"(tl_acc[0 + 9]), "+f"(tl_acc[0 + 10]), "+f"(tl_acc[0 + 11]), "+f"(tl_acc[0 + 12]), "+f"(tl_acc[0 + 13]), "+f"(tl_acc[0 + 14]), "+f"(tl_acc[0 + 15]), "+f"(tl_acc[0 + 16]), "+f"(tl_acc[0 + 17]), "+f"(tl_acc[0 + 18]), "+f"(tl_acc[0 + 19]), "+f"(tl_acc[0 + 20]), "+f"(tl_acc[0 + 21]), "+f"(tl_acc[0 + 22]), "+f"(tl_acc[0 + 23]), "+f"(tl_acc[0 + 24]), "+f"(tl_acc[0 + 25]), "+f"(tl_acc[0 + 26]), "+f"(tl_acc[0 + 27]), "+f"(tl_acc[0 + 28]), "+f"(tl_acc[0 + 29]), "+f"(tl_acc[0 + 30]), "+f"(tl_acc[0 + 31]), "+f"(tl_acc[0 + 32]), "+f"(tl_acc[0 + 33]), "+f"(tl_acc[0 + 34]), "+f"(tl_acc[0 + 35]), "+f"(tl_acc[0 + 36]), "+f"(tl_acc[0 + 37]), "+f"(tl_acc[0 + 38]), "+f"(tl_acc[0 + 39]), "+f"(tl_acc[0 + 40]), "+f"(tl_acc[0 + 41]), "+f"(tl_acc[0 + 42]), "+f"(tl_acc[0 + 43]), "+f"(tl_acc[0 + 44]), "+f"(tl_acc[0 + 45]), "+f"(tl_acc[0 + 46]), "+f"(tl_acc[0 + 47]), "+f"(tl_acc[0 + 48]), "+f"(tl_acc[0 + 49]), "+f"(tl_acc[0 + 50]), "+f"(tl_acc[0 + 51]), "+f"(tl_acc[0 + 52]), "+f"(tl_acc[0 + 53]), "+f"(tl_acc[0 + 54]), "+f"(tl_acc[0 + 55]), "+f"(tl_acc[0 + 56]), "+f"(tl_acc[0 + 57]), "+f"(tl_acc[0 + 58]), "+f"(tl_acc[0 + 59]), "+f"(tl_acc[0 + 60]), "+f"(tl_acc[0 + 61]), "+f"(tl_acc[0 + 62]), "+f"(tl_acc[0 + 63]) : "l"(v_73), "l"(v_72), "r"(1)); }
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
    for (int l_1 = 0; l_1 < 64; l_1 += 1) {
      const int v_251 = (l_1 / 2);
      const int v_252 = (v_251 % 2);
#line 144 "tutorials/12_flash_attention.py"
      const float v_253 = r[v_252];
#line 143 "tutorials/12_flash_attention.py"
      asm volatile("mul.f32 %0, %0, %1;\n" : "+f"(*(acc_o + l_1)) : "f"(v_253));
    }
#line 146 "tutorials/12_flash_attention.py"
    const tl::vec<float, 2> v_254 = *reinterpret_cast<const tl::vec<float, 2>*>((l + 0));
    const float v_255 = v_254.v[0];
    const tl::vec<float, 2> v_256 = *reinterpret_cast<const tl::vec<float, 2>*>((r + 0));
    const float v_257 = v_256.v[0];
    const float v_258 = (v_255 * v_257);
    const float v_259 = v_254.v[1];
    const float v_260 = v_256.v[1];
    const float v_261 = (v_259 * v_260);
#line 145 "tutorials/12_flash_attention.py"
    const tl::vec<float, 2> v_262 = tl::vec<float, 2>{{v_258, v_261}};
    *reinterpret_cast<tl::vec<float, 2>*>((l + 0)) = v_262;
#line 147 "tutorials/12_flash_attention.py"
    const float v_263 = acc_s[0];
    const float v_264 = acc_s[1];
    const float v_265 = acc_s[4];
    const float v_266 = acc_s[5];
    const float v_267 = acc_s[8];
    const float v_268 = acc_s[9];
    const float v_269 = acc_s[12];
    const float v_270 = acc_s[13];
    const float v_271 = acc_s[16];
    const float v_272 = acc_s[17];
    const float v_273 = acc_s[20];
    const float v_274 = acc_s[21];
    const float v_275 = acc_s[24];
    const float v_276 = acc_s[25];
    const float v_277 = acc_s[28];
    const float v_278 = acc_s[29];
    const float v_279 = acc_s[32];
    const float v_280 = acc_s[33];
    const float v_281 = acc_s[36];
    const float v_282 = acc_s[37];
    const float v_283 = acc_s[40];
    const float v_284 = acc_s[41];
    const float v_285 = acc_s[44];
    const float v_286 = acc_s[45];
    const float v_287 = acc_s[48];
    const float v_288 = acc_s[49];
    const float v_289 = acc_s[52];
    const float v_290 = acc_s[53];
    const float v_291 = acc_s[56];
    const float v_292 = acc_s[57];
    const float v_293 = acc_s[60];
    const float v_294 = acc_s[61];
    const float v_295 = (v_263 + v_264);
    const float v_296 = (v_265 + v_266);
    const float v_297 = (v_267 + v_268);
    const float v_298 = (v_269 + v_270);
    const float v_299 = (v_271 + v_272);
    const float v_300 = (v_273 + v_274);
    const float v_301 = (v_275 + v_276);
    const float v_302 = (v_277 + v_278);
    const float v_303 = (v_279 + v_280);
    const float v_304 = (v_281 + v_282);
    const float v_305 = (v_283 + v_284);
    const float v_306 = (v_285 + v_286);
    const float v_307 = (v_287 + v_288);
    const float v_308 = (v_289 + v_290);
    const float v_309 = (v_291 + v_292);
    const float v_310 = (v_293 + v_294);
    const float v_311 = (v_295 + v_296);
    const float v_312 = (v_297 + v_298);
    const float v_313 = (v_299 + v_300);
    const float v_314 = (v_301 + v_302);
    const float v_315 = (v_303 + v_304);
    const float v_316 = (v_305 + v_306);
    const float v_317 = (v_307 + v_308);
    const float v_318 = (v_309 + v_310);
    const float v_319 = (v_311 + v_312);
    const float v_320 = (v_313 + v_314);
    const float v_321 = (v_315 + v_316);
    const float v_322 = (v_317 + v_318);
    const float v_323 = (v_319 + v_320);
    const float v_324 = (v_321 + v_322);
    const float v_325 = (v_323 + v_324);
    const float v_326 = tl::shfl<0>(v_325, 1, 32);
    const float v_327 = (v_325 + v_326);
    const float v_328 = tl::shfl<0>(v_327, 2, 32);
    const float v_329 = (v_327 + v_328);
    r[0] = v_329;
    const float v_330 = acc_s[2];
    const float v_331 = acc_s[3];
    const float v_332 = acc_s[6];
    const float v_333 = acc_s[7];
    const float v_334 = acc_s[10];
    const float v_335 = acc_s[11];
    const float v_336 = acc_s[14];
    const float v_337 = acc_s[15];
    const float v_338 = acc_s[18];
    const float v_339 = acc_s[19];
    const float v_340 = acc_s[22];
    const float v_341 = acc_s[23];
    const float v_342 = acc_s[26];
    const float v_343 = acc_s[27];
    const float v_344 = acc_s[30];
    const float v_345 = acc_s[31];
    const float v_346 = acc_s[34];
    const float v_347 = acc_s[35];
    const float v_348 = acc_s[38];
    const float v_349 = acc_s[39];
    const float v_350 = acc_s[42];
    const float v_351 = acc_s[43];
    const float v_352 = acc_s[46];
    const float v_353 = acc_s[47];
    const float v_354 = acc_s[50];
    const float v_355 = acc_s[51];
    const float v_356 = acc_s[54];
    const float v_357 = acc_s[55];
    const float v_358 = acc_s[58];
    const float v_359 = acc_s[59];
    const float v_360 = acc_s[62];
    const float v_361 = acc_s[63];
    const float v_362 = (v_330 + v_331);
    const float v_363 = (v_332 + v_333);
    const float v_364 = (v_334 + v_335);
    const float v_365 = (v_336 + v_337);
    const float v_366 = (v_338 + v_339);
    const float v_367 = (v_340 + v_341);
    const float v_368 = (v_342 + v_343);
    const float v_369 = (v_344 + v_345);
    const float v_370 = (v_346 + v_347);
    const float v_371 = (v_348 + v_349);
    const float v_372 = (v_350 + v_351);
    const float v_373 = (v_352 + v_353);
    const float v_374 = (v_354 + v_355);
    const float v_375 = (v_356 + v_357);
    const float v_376 = (v_358 + v_359);
    const float v_377 = (v_360 + v_361);
    const float v_378 = (v_362 + v_363);
    const float v_379 = (v_364 + v_365);
    const float v_380 = (v_366 + v_367);
    const float v_381 = (v_368 + v_369);
    const float v_382 = (v_370 + v_371);
    const float v_383 = (v_372 + v_373);
    const float v_384 = (v_374 + v_375);
    const float v_385 = (v_376 + v_377);
    const float v_386 = (v_378 + v_379);
    const float v_387 = (v_380 + v_381);
    const float v_388 = (v_382 + v_383);
    const float v_389 = (v_384 + v_385);
    const float v_390 = (v_386 + v_387);
    const float v_391 = (v_388 + v_389);
    const float v_392 = (v_390 + v_391);
    const float v_393 = tl::shfl<0>(v_392, 1, 32);
    const float v_394 = (v_392 + v_393);
    const float v_395 = tl::shfl<0>(v_394, 2, 32);
    const float v_396 = (v_394 + v_395);
    r[1] = v_396;
#line 149 "tutorials/12_flash_attention.py"
    const tl::vec<float, 2> v_397 = *reinterpret_cast<const tl::vec<float, 2>*>((l + 0));
    const float v_398 = v_397.v[0];
    const tl::vec<float, 2> v_399 = *reinterpret_cast<const tl::vec<float, 2>*>((r + 0));
    const float v_400 = v_399.v[0];
    const float v_401 = (v_398 + v_400);
    const float v_402 = v_397.v[1];
    const float v_403 = v_399.v[1];
    const float v_404 = (v_402 + v_403);
#line 148 "tutorials/12_flash_attention.py"
    const tl::vec<float, 2> v_405 = tl::vec<float, 2>{{v_401, v_404}};
    *reinterpret_cast<tl::vec<float, 2>*>((l + 0)) = v_405;
#line 151 "tutorials/12_flash_attention.py"
    #pragma unroll
    for (int l_v_3 = 0; l_v_3 < 16; l_v_3 += 1) {
      const int v_406 = (l_v_3 * 4);
      const tl::vec<float, 4> v_407 = *reinterpret_cast<const tl::vec<float, 4>*>((acc_s + v_406));
      const float v_408 = v_407.v[0];
      const half v_409 = tl::cast<half>(v_408);
      const int v_410 = (l_v_3 % 4);
      const int v_411 = (v_410 * 2);
      const int v_412 = (l_v_3 / 4);
      const int v_413 = (v_412 * 16);
      const int v_414 = (v_411 + v_413);
      const float v_415 = v_407.v[1];
      const half v_416 = tl::cast<half>(v_415);
      const tl::vec<half, 2> v_417 = tl::vec<half, 2>{{v_409, v_416}};
      *reinterpret_cast<tl::vec<half, 2>*>((P + v_414)) = v_417;
      const float v_418 = v_407.v[2];
      const half v_419 = tl::cast<half>(v_418);
      const int v_420 = (v_414 + 8);
      const float v_421 = v_407.v[3];
      const half v_422 = tl::cast<half>(v_421);
      const tl::vec<half, 2> v_423 = tl::vec<half, 2>{{v_419, v_422}};
      *reinterpret_cast<tl::vec<half, 2>*>((P + v_420)) = v_423;
    }
#line 152 "tutorials/12_flash_attention.py"
    tl::wgmma_fence<64, 32>(acc_o, P);
    const unsigned long long v_424 = tl::wgmma_desc<128, 16384, 1024>((V_s + (v_37) * 64 + 0));
    { float* tl_acc = acc_o; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %69, 0;\nwgmma.mma_async.sync.aligned.m64n128k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16, %17, %18, %19, %20, %21, %22, %23, %24, %25, %26, %27, %28, %29, %30, %31, %32, %33, %34, %35, %36, %37, %38, %39, %40, %41, %42, %43, %44, %45, %46, %47, %48, %49, %50, %51, %52, %53, %54, %55, %56, %57, %58, %59, %60, %61, %62, %63}, {%64, %65, %66, %67}, %68, p, 1, 1, 1;\n}\n" : "+f"(tl_acc[0 + 0]), "+f"(tl_acc[0 + 1]), "+f"(tl_acc[0 + 2]), "+f"(tl_acc[0 + 3]), "+f"(tl_acc[0 + 4]), "+f"(tl_acc[0 + 5]), "+f"(tl_acc[0 + 6]), "+f"(tl_acc[0 + 7]), "+f"(tl_acc[0 + 8]), "+f"(tl_acc[0 + 9]), "+f"(tl_acc[0 + 10]), "+f"(tl_acc[0 + 11]), "+f"(tl_acc[0 + 12]), "+f"(tl_acc[0 + 13]), "+f"(tl_acc[0 + 14]), "+f"(tl_acc[0 + 15]), "+f"(tl_acc[0 + 16]), "+f"(tl_acc[0 + 17]), "+f"(tl_acc[0 + 18]), "+f"(tl_acc[0 + 19]), "+f"(tl_acc[0 + 20]), "+f"(tl_acc[0 + 21]), "+f"(tl_acc[0 + 22]), "+f"(tl_acc[0 + 23]), "+f"(tl_acc[0 + 24]), "+f"(tl_acc[0 + 25]), "+f"(tl_acc[0 + 26]), "+f"(tl_acc[0 + 27]), "+f"(tl_acc[0 + 28]), "+f"(tl_acc[0 + 29]), "+f"(tl_acc[0 + 30]), "+f"(tl_acc[0 + 31]), "+f"(tl_acc[0 + 32]), "+f"(tl_acc[0 + 33]), "+f"(tl_acc[0 + 34]), "+f"(tl_acc[0 + 35]), "+f"(tl_acc[0 + 36]), "+f"(tl_acc[0 + 37]), "+f"(tl_acc[0 + 38]), "+f"(tl_acc[0 + 39]), "+f"(tl_acc[0 + 40]), "+f"(tl_acc[0 + 41]), "+f"(tl_acc[0 + 42]), "+f"(tl_acc[0 + 43]), "+f"(tl_acc[0 + 44]), "+f"(tl_acc[0 + 45]), "+f"(tl_acc[0 + 46]), "+f"(tl_acc[0 + 47]), "+f"(tl_acc[0 + 48]), "+f"(tl_acc[0 + 49]), "+f"(tl_acc[0 + 50]), "+f"(tl_acc[0 + 51]), "+f"(tl_acc[0 + 52]), "+f"(tl_acc[0 + 53]), "+f"(tl_acc[0 + 54]), "+f"(tl_acc[0 + 55]), "+f"(tl_acc[0 + 56]), "+f"(tl_acc[0 + 57]), "+f"(tl_acc[0 + 58]), "+f"(tl_acc[0 + 59]), "+f"(tl_acc[0 + 60]), "+f"(tl_acc[0 + 61]), "+f"(tl_acc[0 + 62]), "+f"(tl_acc[0 + 63]) : "r"(*reinterpret_cast<const unsigned*>(&P[0 + 0])), "r"(*reinterpret_cast<const unsigned*>(&P[0 + 8])), "r"(*reinterpret_cast<const unsigned*>(&P[0 + 2])), "r"(*reinterpret_cast<const unsigned*>(&P[0 + 10])), "l"(v_424), "r"(1)); }
    const int v_425 = (v_37 + 16);
    const unsigned long long v_426 = tl::wgmma_desc_at<128, 16384, 1024>((V_s + (v_37) * 64), 128);
    { float* tl_acc = acc_o; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %69, 0;\nwgmma.mma_async.sync.aligned.m64n128k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16, %17, %18, %19, %20, %21, %22, %23, %24, %25, %26, %27, %28, %29, %30, %31, %32, %33, %34, %35, %36, %37, %38, %39, %40, %41, %42, %43, %44, %45, %46, %47, %48, %49, %50, %51, %52, %53, %54, %55, %56, %57, %58, %59, %60, %61, %62, %63}, {%64, %65, %66, %67}, %68, p, 1, 1, 1;\n}\n" : "+f"(tl_acc[0 + 0]), "+f"(tl_acc[0 + 1]), "+f"(tl_acc[0 + 2]), "+f"(tl_acc[0 + 3]), "+f"(tl_acc[0 + 4]), "+f"(tl_acc[0 + 5]), "+f"(tl_acc[0 + 6]), "+f"(tl_acc[0 + 7]), "+f"(tl_acc[0 + 8]), "+f"(tl_acc[0 + 9]), "+f"(tl_acc[0 + 10]), "+f"(tl_acc[0 + 11]), "+f"(tl_acc[0 + 12]), "+f"(tl_acc[0 + 13]), "+f"(tl_acc[0 + 14]), "+f"(tl_acc[0 + 15]), "+f"(tl_acc[0 + 16]), "+f"(tl_acc[0 + 17]), "+f"(tl_acc[0 + 18]), "+f"(tl_acc[0 + 19]), "+f"(tl_acc[0 + 20]), "+f"(tl_acc[0 + 21]), "+f"(tl_acc[0 + 22]), "+f"(tl_acc[0 + 23]), "+f"(tl_acc[0 + 24]), "+f"(tl_acc[0 + 25]), "+f"(tl_acc[0 + 26]), "+f"(tl_acc[0 + 27]), "+f"(tl_acc[0 + 28]), "+f"(tl_acc[0 + 29]), "+f"(tl_acc[0 + 30]), "+f"(tl_acc[0 + 31]), "+f"(tl_acc[0 + 32]), "+f"(tl_acc[0 + 33]), "+f"(tl_acc[0 + 34]), "+f"(tl_acc[0 + 35]), "+f"(tl_acc[0 + 36]), "+f"(tl_acc[0 + 37]), "+f"(tl_acc[0 + 38]), "+f"(tl_acc[0 + 39]), "+f"(tl_acc[0 + 40]), "+f"(tl_acc[0 + 41]), "+f"(tl_acc[0 + 42]), "+f"(tl_acc[0 + 43]), "+f"(tl_acc[0 + 44]), "+f"(tl_acc[0 + 45]), "+f"(tl_acc[0 + 46]), "+f"(tl_acc[0 + 47]), "+f"(tl_acc[0 + 48]), "+f"(tl_acc[0 + 49]), "+f"(tl_acc[0 + 50]), "+f"(tl_acc[0 + 51]), "+f"(tl_acc[0 + 52]), "+f"(tl_acc[0 + 53]), "+f"(tl_acc[0 + 54]), "+f"(tl_acc[0 + 55]), "+f"(tl_acc[0 + 56]), "+f"(tl_acc[0 + 57]), "+f"(tl_acc[0 + 58]), "+f"(tl_acc[0 + 59]), "+f"(tl_acc[0 + 60]), "+f"(tl_acc[0 + 61]), "+f"(tl_acc[0 + 62]), "+f"(tl_acc[0 + 63]) : "r"(*reinterpret_cast<const unsigned*>(&P[4 + 0])), "r"(*reinterpret_cast<const unsigned*>(&P[4 + 8])), "r"(*reinterpret_cast<const unsigned*>(&P[4 + 2])), "r"(*reinterpret_cast<const unsigned*>(&P[4 + 10])), "l"(v_426), "r"(1)); }
    const int v_427 = (v_37 + 32);
    const unsigned long long v_428 = tl::wgmma_desc_at<128, 16384, 1024>((V_s + (v_37) * 64), 256);
    { float* tl_acc = acc_o; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %69, 0;\nwgmma.mma_async.sync.aligned.m64n128k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16, %17, %18, %19, %20, %21, %22, %23, %24, %25, %26, %27, %28, %29, %30, %31, %32, %33, %34, %35, %36, %37, %38, %39, %40, %41, %42, %43, %44, %45, %46, %47, %48, %49, %50, %51, %52, %53, %54, %55, %56, %57, %58, %59, %60, %61, %62, %63}, {%64, %65, %66, %67}, %68, p, 1, 1, 1;\n}\n" : "+f"(tl_acc[0 + 0]), "+f"(tl_acc[0 + 1]), "+f"(tl_acc[0 + 2]), "+f"(tl_acc[0 + 3]), "+f"(tl_acc[0 + 4]), "+f"(tl_acc[0 + 5]), "+f"(tl_acc[0 + 6]), "+f"(tl_acc[0 + 7]), "+f"(tl_acc[0 + 8]), "+f"(tl_acc[0 + 9]), "+f"(tl_acc[0 + 10]), "+f"(tl_acc[0 + 11]), "+f"(tl_acc[0 + 12]), "+f"(tl_acc[0 + 13]), "+f"(tl_acc[0 + 14]), "+f"(tl_acc[0 + 15]), "+f"(tl_acc[0 + 16]), "+f"(tl_acc[0 + 17]), "+f"(tl_acc[0 + 18]), "+f"(tl_acc[0 + 19]), "+f"(tl_acc[0 + 20]), "+f"(tl_acc[0 + 21]), "+f"(tl_acc[0 + 22]), "+f"(tl_acc[0 + 23]), "+f"(tl_acc[0 + 24]), "+f"(tl_acc[0 + 25]), "+f"(tl_acc[0 + 26]), "+f"(tl_acc[0 + 27]), "+f"(tl_acc[0 + 28]), "+f"(tl_acc[0 + 29]), "+f"(tl_acc[0 + 30]), "+f"(tl_acc[0 + 31]), "+f"(tl_acc[0 + 32]), "+f"(tl_acc[0 + 33]), "+f"(tl_acc[0 + 34]), "+f"(tl_acc[0 + 35]), "+f"(tl_acc[0 + 36]), "+f"(tl_acc[0 + 37]), "+f"(tl_acc[0 + 38]), "+f"(tl_acc[0 + 39]), "+f"(tl_acc[0 + 40]), "+f"(tl_acc[0 + 41]), "+f"(tl_acc[0 + 42]), "+f"(tl_acc[0 + 43]), "+f"(tl_acc[0 + 44]), "+f"(tl_acc[0 + 45]), "+f"(tl_acc[0 + 46]), "+f"(tl_acc[0 + 47]), "+f"(tl_acc[0 + 48]), "+f"(tl_acc[0 + 49]), "+f"(tl_acc[0 + 50]), "+f"(tl_acc[0 + 51]), "+f"(tl_acc[0 + 52]), "+f"(tl_acc[0 + 53]), "+f"(tl_acc[0 + 54]), "+f"(tl_acc[0 + 55]), "+f"(tl_acc[0 + 56]), "+f"(tl_acc[0 + 57]), "+f"(tl_acc[0 + 58]), "+f"(tl_acc[0 + 59]), "+f"(tl_acc[0 + 60]), "+f"(tl_acc[0 + 61]), "+f"(tl_acc[0 + 62]), "+f"(tl_acc[0 + 63]) : "r"(*reinterpret_cast<const unsigned*>(&P[16 + 0])), "r"(*reinterpret_cast<const unsigned*>(&P[16 + 8])), "r"(*reinterpret_cast<const unsigned*>(&P[16 + 2])), "r"(*reinterpret_cast<const unsigned*>(&P[16 + 10])), "l"(v_428), "r"(1)); }
    const int v_429 = (v_37 + 48);
    const unsigned long long v_430 = tl::wgmma_desc_at<128, 16384, 1024>((V_s + (v_37) * 64), 384);
    { float* tl_acc = acc_o; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %69, 0;\nwgmma.mma_async.sync.aligned.m64n128k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16, %17, %18, %19, %20, %21, %22, %23, %24, %25, %26, %27, %28, %29, %30, %31, %32, %33, %34, %35, %36, %37, %38, %39, %40, %41, %42, %43, %44, %45, %46, %47, %48, %49, %50, %51, %52, %53, %54, %55, %56, %57, %58, %59, %60, %61, %62, %63}, {%64, %65, %66, %67}, %68, p, 1, 1, 1;\n}\n" : "+f"(tl_acc[0 + 0]), "+f"(tl_acc[0 + 1]), "+f"(tl_acc[0 + 2]), "+f"(tl_acc[0 + 3]), "+f"(tl_acc[0 + 4]), "+f"(tl_acc[0 + 5]), "+f"(tl_acc[0 + 6]), "+f"(tl_acc[0 + 7]), "+f"(tl_acc[0 + 8]), "+f"(tl_acc[0 + 9]), "+f"(tl_acc[0 + 10]), "+f"(tl_acc[0 + 11]), "+f"(tl_acc[0 + 12]), "+f"(tl_acc[0 + 13]), "+f"(tl_acc[0 + 14]), "+f"(tl_acc[0 + 15]), "+f"(tl_acc[0 + 16]), "+f"(tl_acc[0 + 17]), "+f"(tl_acc[0 + 18]), "+f"(tl_acc[0 + 19]), "+f"(tl_acc[0 + 20]), "+f"(tl_acc[0 + 21]), "+f"(tl_acc[0 + 22]), "+f"(tl_acc[0 + 23]), "+f"(tl_acc[0 + 24]), "+f"(tl_acc[0 + 25]), "+f"(tl_acc[0 + 26]), "+f"(tl_acc[0 + 27]), "+f"(tl_acc[0 + 28]), "+f"(tl_acc[0 + 29]), "+f"(tl_acc[0 + 30]), "+f"(tl_acc[0 + 31]), "+f"(tl_acc[0 + 32]), "+f"(tl_acc[0 + 33]), "+f"(tl_acc[0 + 34]), "+f"(tl_acc[0 + 35]), "+f"(tl_acc[0 + 36]), "+f"(tl_acc[0 + 37]), "+f"(tl_acc[0 + 38]), "+f"(tl_acc[0 + 39]), "+f"(tl_acc[0 + 40]), "+f"(tl_acc[0 + 41]), "+f"(tl_acc[0 + 42]), "+f"(tl_acc[0 + 43]), "+f"(tl_acc[0 + 44]), "+f"(tl_acc[0 + 45]), "+f"(tl_acc[0 + 46]), "+f"(tl_acc[0 + 47]), "+f"(tl_acc[0 + 48]), "+f"(tl_acc[0 + 49]), "+f"(tl_acc[0 + 50]), "+f"(tl_acc[0 + 51]), "+f"(tl_acc[0 + 52]), "+f"(tl_acc[0 + 53]), "+f"(tl_acc[0 + 54]), "+f"(tl_acc[0 + 55]), "+f"(tl_acc[0 + 56]), "+f"(tl_acc[0 + 57]), "+f"(tl_acc[0 + 58]), "+f"(tl_acc[0 + 59]), "+f"(tl_acc[0 + 60]), "+f"(tl_acc[0 + 61]), "+f"(tl_acc[0 + 62]), "+f"(tl_acc[0 + 63]) : "r"(*reinterpret_cast<const unsigned*>(&P[20 + 0])), "r"(*reinterpret_cast<const unsigned*>(&P[20 + 8])), "r"(*reinterpret_cast<const unsigned*>(&P[20 + 2])), "r"(*reinterpret_cast<const unsigned*>(&P[20 + 10])), "l"(v_430), "r"(1)); }
    const int v_431 = (v_37 + 64);
    const unsigned long long v_432 = tl::wgmma_desc_at<128, 16384, 1024>((V_s + (v_37) * 64), 512);
    { float* tl_acc = acc_o; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %69, 0;\nwgmma.mma_async.sync.aligned.m64n128k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16, %17, %18, %19, %20, %21, %22, %23, %24, %25, %26, %27, %28, %29, %30, %31, %32, %33, %34, %35, %36, %37, %38, %39, %40, %41, %42, %43, %44, %45, %46, %47, %48, %49, %50, %51, %52, %53, %54, %55, %56, %57, %58, %59, %60, %61, %62, %63}, {%64, %65, %66, %67}, %68, p, 1, 1, 1;\n}\n" : "+f"(tl_acc[0 + 0]), "+f"(tl_acc[0 + 1]), "+f"(tl_acc[0 + 2]), "+f"(tl_acc[0 + 3]), "+f"(tl_acc[0 + 4]), "+f"(tl_acc[0 + 5]), "+f"(tl_acc[0 + 6]), "+f"(tl_acc[0 + 7]), "+f"(tl_acc[0 + 8]), "+f"(tl_acc[0 + 9]), "+f"(tl_acc[0 + 10]), "+f"(tl_acc[0 + 11]), "+f"(tl_acc[0 + 12]), "+f"(tl_acc[0 + 13]), "+f"(tl_acc[0 + 14]), "+f"(tl_acc[0 + 15]), "+f"(tl_acc[0 + 16]), "+f"(tl_acc[0 + 17]), "+f"(tl_acc[0 + 18]), "+f"(tl_acc[0 + 19]), "+f"(tl_acc[0 + 20]), "+f"(tl_acc[0 + 21]), "+f"(tl_acc[0 + 22]), "+f"(tl_acc[0 + 23]), "+f"(tl_acc[0 + 24]), "+f"(tl_acc[0 + 25]), "+f"(tl_acc[0 + 26]), "+f"(tl_acc[0 + 27]), "+f"(tl_acc[0 + 28]), "+f"(tl_acc[0 + 29]), "+f"(tl_acc[0 + 30]), "+f"(tl_acc[0 + 31]), "+f"(tl_acc[0 + 32]), "+f"(tl_acc[0 + 33]), "+f"(tl_acc[0 + 34]), "+f"(tl_acc[0 + 35]), "+f"(tl_acc[0 + 36]), "+f"(tl_acc[0 + 37]), "+f"(tl_acc[0 + 38]), "+f"(tl_acc[0 + 39]), "+f"(tl_acc[0 + 40]), "+f"(tl_acc[0 + 41]), "+f"(tl_acc[0 + 42]), "+f"(tl_acc[0 + 43]), "+f"(tl_acc[0 + 44]), "+f"(tl_acc[0 + 45]), "+f"(tl_acc[0 + 46]), "+f"(tl_acc[0 + 47]), "+f"(tl_acc[0 + 48]), "+f"(tl_acc[0 + 49]), "+f"(tl_acc[0 + 50]), "+f"(tl_acc[0 + 51]), "+f"(tl_acc[0 + 52]), "+f"(tl_acc[0 + 53]), "+f"(tl_acc[0 + 54]), "+f"(tl_acc[0 + 55]), "+f"(tl_acc[0 + 56]), "+f"(tl_acc[0 + 57]), "+f"(tl_acc[0 + 58]), "+f"(tl_acc[0 + 59]), "+f"(tl_acc[0 + 60]), "+f"(tl_acc[0 + 61]), "+f"(tl_acc[0 + 62]), "+f"(tl_acc[0 + 63]) : "r"(*reinterpret_cast<const unsigned*>(&P[32 + 0])), "r"(*reinterpret_cast<const unsigned*>(&P[32 + 8])), "r"(*reinterpret_cast<const unsigned*>(&P[32 + 2])), "r"(*reinterpret_cast<const unsigned*>(&P[32 + 10])), "l"(v_432), "r"(1)); }
    const int v_433 = (v_37 + 80);
    const unsigned long long v_434 = tl::wgmma_desc_at<128, 16384, 1024>((V_s + (v_37) * 64), 640);
    { float* tl_acc = acc_o; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %69, 0;\nwgmma.mma_async.sync.aligned.m64n128k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16, %17, %18, %19, %20, %21, %22, %23, %24, %25, %26, %27, %28, %29, %30, %31, %32, %33, %34, %35, %36, %37, %38, %39, %40, %41, %42, %43, %44, %45, %46, %47, %48, %49, %50, %51, %52, %53, %54, %55, %56, %57, %58, %59, %60, %61, %62, %63}, {%64, %65, %66, %67}, %68, p, 1, 1, 1;\n}\n" : "+f"(tl_acc[0 + 0]), "+f"(tl_acc[0 + 1]), "+f"(tl_acc[0 + 2]), "+f"(tl_acc[0 + 3]), "+f"(tl_acc[0 + 4]), "+f"(tl_acc[0 + 5]), "+f"(tl_acc[0 + 6]), "+f"(tl_acc[0 + 7]), "+f"(tl_acc[0 + 8]), "+f"(tl_acc[0 + 9]), "+f"(tl_acc[0 + 10]), "+f"(tl_acc[0 + 11]), "+f"(tl_acc[0 + 12]), "+f"(tl_acc[0 + 13]), "+f"(tl_acc[0 + 14]), "+f"(tl_acc[0 + 15]), "+f"(tl_acc[0 + 16]), "+f"(tl_acc[0 + 17]), "+f"(tl_acc[0 + 18]), "+f"(tl_acc[0 + 19]), "+f"(tl_acc[0 + 20]), "+f"(tl_acc[0 + 21]), "+f"(tl_acc[0 + 22]), "+f"(tl_acc[0 + 23]), "+f"(tl_acc[0 + 24]), "+f"(tl_acc[0 + 25]), "+f"(tl_acc[0 + 26]), "+f"(tl_acc[0 + 27]), "+f"(tl_acc[0 + 28]), "+f"(tl_acc[0 + 29]), "+f"(tl_acc[0 + 30]), "+f"(tl_acc[0 + 31]), "+f"(tl_acc[0 + 32]), "+f"(tl_acc[0 + 33]), "+f"(tl_acc[0 + 34]), "+f"(tl_acc[0 + 35]), "+f"(tl_acc[0 + 36]), "+f"(tl_acc[0 + 37]), "+f"(tl_acc[0 + 38]), "+f"(tl_acc[0 + 39]), "+f"(tl_acc[0 + 40]), "+f"(tl_acc[0 + 41]), "+f"(tl_acc[0 + 42]), "+f"(tl_acc[0 + 43]), "+f"(tl_acc[0 + 44]), "+f"(tl_acc[0 + 45]), "+f"(tl_acc[0 + 46]), "+f"(tl_acc[0 + 47]), "+f"(tl_acc[0 + 48]), "+f"(tl_acc[0 + 49]), "+f"(tl_acc[0 + 50]), "+f"(tl_acc[0 + 51]), "+f"(tl_acc[0 + 52]), "+f"(tl_acc[0 + 53]), "+f"(tl_acc[0 + 54]), "+f"(tl_acc[0 + 55]), "+f"(tl_acc[0 + 56]), "+f"(tl_acc[0 + 57]), "+f"(tl_acc[0 + 58]), "+f"(tl_acc[0 + 59]), "+f"(tl_acc[0 + 60]), "+f"(tl_acc[0 + 61]), "+f"(tl_acc[0 + 62]), "+f"(tl_acc[0 + 63]) : "r"(*reinterpret_cast<const unsigned*>(&P[36 + 0])), "r"(*reinterpret_cast<const unsigned*>(&P[36 + 8])), "r"(*reinterpret_cast<const unsigned*>(&P[36 + 2])), "r"(*reinterpret_cast<const unsigned*>(&P[36 + 10])), "l"(v_434), "r"(1)); }
    const int v_435 = (v_37 + 96);
    const unsigned long long v_436 = tl::wgmma_desc_at<128, 16384, 1024>((V_s + (v_37) * 64), 768);
    { float* tl_acc = acc_o; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %69, 0;\nwgmma.mma_async.sync.aligned.m64n128k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16, %17, %18, %19, %20, %21, %22, %23, %24, %25, %26, %27, %28, %29, %30, %31, %32, %33, %34, %35, %36, %37, %38, %39, %40, %41, %42, %43, %44, %45, %46, %47, %48, %49, %50, %51, %52, %53, %54, %55, %56, %57, %58, %59, %60, %61, %62, %63}, {%64, %65, %66, %67}, %68, p, 1, 1, 1;\n}\n" : "+f"(tl_acc[0 + 0]), "+f"(tl_acc[0 + 1]), "+f"(tl_acc[0 + 2]), "+f"(tl_acc[0 + 3]), "+f"(tl_acc[0 + 4]), "+f"(tl_acc[0 + 5]), "+f"(tl_acc[0 + 6]), "+f"(tl_acc[0 + 7]), "+f"(tl_acc[0 + 8]), "+f"(tl_acc[0 + 9]), "+f"(tl_acc[0 + 10]), "+f"(tl_acc[0 + 11]), "+f"(tl_acc[0 + 12]), "+f"(tl_acc[0 + 13]), "+f"(tl_acc[0 + 14]), "+f"(tl_acc[0 + 15]), "+f"(tl_acc[0 + 16]), "+f"(tl_acc[0 + 17]), "+f"(tl_acc[0 + 18]), "+f"(tl_acc[0 + 19]), "+f"(tl_acc[0 + 20]), "+f"(tl_acc[0 + 21]), "+f"(tl_acc[0 + 22]), "+f"(tl_acc[0 + 23]), "+f"(tl_acc[0 + 24]), "+f"(tl_acc[0 + 25]), "+f"(tl_acc[0 + 26]), "+f"(tl_acc[0 + 27]), "+f"(tl_acc[0 + 28]), "+f"(tl_acc[0 + 29]), "+f"(tl_acc[0 + 30]), "+f"(tl_acc[0 + 31]), "+f"(tl_acc[0 + 32]), "+f"(tl_acc[0 + 33]), "+f"(tl_acc[0 + 34]), "+f"(tl_acc[0 + 35]), "+f"(tl_acc[0 + 36]), "+f"(tl_acc[0 + 37]), "+f"(tl_acc[0 + 38]), "+f"(tl_acc[0 + 39]), "+f"(tl_acc[0 + 40]), "+f"(tl_acc[0 + 41]), "+f"(tl_acc[0 + 42]), "+f"(tl_acc[0 + 43]), "+f"(tl_acc[0 + 44]), "+f"(tl_acc[0 + 45]), "+f"(tl_acc[0 + 46]), "+f"(tl_acc[0 + 47]), "+f"(tl_acc[0 + 48]), "+f"(tl_acc[0 + 49]), "+f"(tl_acc[0 + 50]), "+f"(tl_acc[0 + 51]), "+f"(tl_acc[0 + 52]), "+f"(tl_acc[0 + 53]), "+f"(tl_acc[0 + 54]), "+f"(tl_acc[0 + 55]), "+f"(tl_acc[0 + 56]), "+f"(tl_acc[0 + 57]), "+f"(tl_acc[0 + 58]), "+f"(tl_acc[0 + 59]), "+f"(tl_acc[0 + 60]), "+f"(tl_acc[0 + 61]), "+f"(tl_acc[0 + 62]), "+f"(tl_acc[0 + 63]) : "r"(*reinterpret_cast<const unsigned*>(&P[48 + 0])), "r"(*reinterpret_cast<const unsigned*>(&P[48 + 8])), "r"(*reinterpret_cast<const unsigned*>(&P[48 + 2])), "r"(*reinterpret_cast<const unsigned*>(&P[48 + 10])), "l"(v_436), "r"(1)); }
    const int v_437 = (v_37 + 112);
    const unsigned long long v_438 = tl::wgmma_desc_at<128, 16384, 1024>((V_s + (v_37) * 64), 896);
    { float* tl_acc = acc_o; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %69, 0;\nwgmma.mma_async.sync.aligned.m64n128k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16, %17, %18, %19, %20, %21, %22, %23, %24, %25, %26, %27, %28, %29, %30, %31, %32, %33, %34, %35, %36, %37, %38, %39, %40, %41, %42, %43, %44, %45, %46, %47, %48, %49, %50, %51, %52, %53, %54, %55, %56, %57, %58, %59, %60, %61, %62, %63}, {%64, %65, %66, %67}, %68, p, 1, 1, 1;\n}\n" : "+f"(tl_acc[0 + 0]), "+f"(tl_acc[0 + 1]), "+f"(tl_acc[0 + 2]), "+f"(tl_acc[0 + 3]), "+f"(tl_acc[0 + 4]), "+f"(tl_acc[0 + 5]), "+f"(tl_acc[0 + 6]), "+f"(tl_acc[0 + 7]), "+f"(tl_acc[0 + 8]), "+f"(tl_acc[0 + 9]), "+f"(tl_acc[0 + 10]), "+f"(tl_acc[0 + 11]), "+f"(tl_acc[0 + 12]), "+f"(tl_acc[0 + 13]), "+f"(tl_acc[0 + 14]), "+f"(tl_acc[0 + 15]), "+f"(tl_acc[0 + 16]), "+f"(tl_acc[0 + 17]), "+f"(tl_acc[0 + 18]), "+f"(tl_acc[0 + 19]), "+f"(tl_acc[0 + 20]), "+f"(tl_acc[0 + 21]), "+f"(tl_acc[0 + 22]), "+f"(tl_acc[0 + 23]), "+f"(tl_acc[0 + 24]), "+f"(tl_acc[0 + 25]), "+f"(tl_acc[0 + 26]), "+f"(tl_acc[0 + 27]), "+f"(tl_acc[0 + 28]), "+f"(tl_acc[0 + 29]), "+f"(tl_acc[0 + 30]), "+f"(tl_acc[0 + 31]), "+f"(tl_acc[0 + 32]), "+f"(tl_acc[0 + 33]), "+f"(tl_acc[0 + 34]), "+f"(tl_acc[0 + 35]), "+f"(tl_acc[0 + 36]), "+f"(tl_acc[0 + 37]), "+f"(tl_acc[0 + 38]), "+f"(tl_acc[0 + 39]), "+f"(tl_acc[0 + 40]), "+f"(tl_acc[0 + 41]), "+f"(tl_acc[0 + 42]), "+f"(tl_acc[0 + 43]), "+f"(tl_acc[0 + 44]), "+f"(tl_acc[0 + 45]), "+f"(tl_acc[0 + 46]), "+f"(tl_acc[0 + 47]), "+f"(tl_acc[0 + 48]), "+f"(tl_acc[0 + 49]), "+f"(tl_acc[0 + 50]), "+f"(tl_acc[0 + 51]), "+f"(tl_acc[0 + 52]), "+f"(tl_acc[0 + 53]), "+f"(tl_acc[0 + 54]), "+f"(tl_acc[0 + 55]), "+f"(tl_acc[0 + 56]), "+f"(tl_acc[0 + 57]), "+f"(tl_acc[0 + 58]), "+f"(tl_acc[0 + 59]), "+f"(tl_acc[0 + 60]), "+f"(tl_acc[0 + 61]), "+f"(tl_acc[0 + 62]), "+f"(tl_acc[0 + 63]) : "r"(*reinterpret_cast<const unsigned*>(&P[52 + 0])), "r"(*reinterpret_cast<const unsigned*>(&P[52 + 8])), "r"(*reinterpret_cast<const unsigned*>(&P[52 + 2])), "r"(*reinterpret_cast<const unsigned*>(&P[52 + 10])), "l"(v_438), "r"(1)); }
    tl::wgmma_commit();
#line 126 "tutorials/12_flash_attention.py"
    const bool v_439 = (r_1 == 0);
    const int v_440 = (r_1 - 1);
    const int v_441 = (v_439 ? 1 : v_440);
    const bool v_442 = (v_39 < n);
    const int v_443 = tl::min(v_39, v_19);
#line 127 "tutorials/12_flash_attention.py"
    const int v_444 = (v_443 * 128);
#line 126 "tutorials/12_flash_attention.py"
    const int v_445 = (v_441 * 256);
#line 127 "tutorials/12_flash_attention.py"
    const bool v_446 = (v_442 && v_22);
    if (v_446) {
      tl::mbar_expect_tx((tma_bar + v_441), 32768);
      tl::tma_load((K_s + (v_445) * 64 + 0), &K_tmap, (tma_bar + v_441), 0, v_444, (int)blockIdx.y, (int)blockIdx.z);
      tl::tma_load((unsigned char*)(K_s + (v_445) * 64 + 0) + 16384, &K_tmap, (tma_bar + v_441), 0 + 64, v_444, (int)blockIdx.y, (int)blockIdx.z);
    }
#line 128 "tutorials/12_flash_attention.py"
    if (v_446) {
      tl::mbar_expect_tx((tma_bar_1 + v_441), 32768);
      tl::tma_load((V_s + (v_445) * 64 + 0), &V_tmap, (tma_bar_1 + v_441), 0, v_444, (int)blockIdx.y, (int)blockIdx.z);
      tl::tma_load((unsigned char*)(V_s + (v_445) * 64 + 0) + 16384, &V_tmap, (tma_bar_1 + v_441), 0 + 64, v_444, (int)blockIdx.y, (int)blockIdx.z);
    }
#line 152 "tutorials/12_flash_attention.py"
    tl::wgmma_wait<0, 64, 32>(acc_o, P);
#line 126 "tutorials/12_flash_attention.py"
    const bool v_447 = (r_1 == 1);
    const int v_448 = (v_440 + 2);
    const int v_449 = (v_447 ? 0 : v_448);
#line 109 "tutorials/12_flash_attention.py"
    r_1 = v_449;
#line 126 "tutorials/12_flash_attention.py"
  }
  tl::wgmma_wait_defining<0, 64>(acc_o);
#line 153 "tutorials/12_flash_attention.py"
  #pragma unroll
  for (int l_v_4 = 0; l_v_4 < 16; l_v_4 += 1) {
    const int v_450 = (l_v_4 * 4);
#line 154 "tutorials/12_flash_attention.py"
    const tl::vec<float, 4> v_451 = *reinterpret_cast<const tl::vec<float, 4>*>((acc_o + v_450));
    const float v_452 = v_451.v[0];
    const float v_453 = l[0];
    const float v_454 = (v_452 / v_453);
    const float v_455 = v_451.v[1];
    const float v_456 = (v_455 / v_453);
    const float v_457 = v_451.v[2];
    const float v_458 = l[1];
    const float v_459 = (v_457 / v_458);
    const float v_460 = v_451.v[3];
    const float v_461 = (v_460 / v_458);
#line 153 "tutorials/12_flash_attention.py"
    const tl::vec<float, 4> v_462 = tl::vec<float, 4>{{v_454, v_456, v_459, v_461}};
    *reinterpret_cast<tl::vec<float, 4>*>((acc_o + v_450)) = v_462;
  }
#line 155 "tutorials/12_flash_attention.py"
  #pragma unroll
  for (int l_v_5 = 0; l_v_5 < 16; l_v_5 += 1) {
    const int v_463 = (l_v_5 * 4);
    const int v_464 = (l_v_5 * 8);
    const int v_465 = (v_464 + v_34);
    const tl::vec<float, 4> v_466 = *reinterpret_cast<const tl::vec<float, 4>*>((acc_o + v_463));
    const float v_467 = v_466.v[0];
    const half v_468 = tl::cast<half>(v_467);
    const float v_469 = v_466.v[1];
    const half v_470 = tl::cast<half>(v_469);
    const tl::vec<half, 2> v_471 = tl::vec<half, 2>{{v_468, v_470}};
    *reinterpret_cast<tl::vec<half, 2>*>((O + ((((int)blockIdx.z) * 16 + (int)blockIdx.y) * 4096 + v_35) * 128 + v_465)) = v_471;
    const float v_472 = v_466.v[2];
    const half v_473 = tl::cast<half>(v_472);
    const float v_474 = v_466.v[3];
    const half v_475 = tl::cast<half>(v_474);
    const tl::vec<half, 2> v_476 = tl::vec<half, 2>{{v_473, v_475}};
    *reinterpret_cast<tl::vec<half, 2>*>((O + ((((int)blockIdx.z) * 16 + (int)blockIdx.y) * 4096 + v_36) * 128 + v_465)) = v_476;
  }
}
