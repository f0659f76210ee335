// tutorials/12_flash_attention.py --compile-only: flash_attention(causal=False, warp_specialize=True); sm_90a
// written by `python scripts/update_golden.py` (never by hand): the CUDA source after prelude.cuh and a blank line, #line paths repository-relative
#line 109 "tutorials/12_flash_attention.py"
extern "C" __global__ void __launch_bounds__(384) main_kernel(half* __restrict__ Q, half* __restrict__ K, half* __restrict__ V, half* __restrict__ O, const __grid_constant__ tl::TensorMap Q_tmap, const __grid_constant__ tl::TensorMap K_tmap, const __grid_constant__ tl::TensorMap V_tmap) {
  extern __shared__ __align__(1024) unsigned char tl_smem[];
#line 120 "tutorials/12_flash_attention.py"
  unsigned long long* const tma_bar = reinterpret_cast<unsigned long long*>(tl_smem + 164096);
  if (threadIdx.x == 0 && threadIdx.y == 0 && threadIdx.z == 0) {
    for (int i = 0; i < 1; ++i) tl::mbar_init(tma_bar + i, 1);
    tl::fence_mbar_init();
  }
#line 127 "tutorials/12_flash_attention.py"
  unsigned long long* const tma_bar_1 = reinterpret_cast<unsigned long long*>(tl_smem + 163840);
  if (threadIdx.x == 0 && threadIdx.y == 0 && threadIdx.z == 0) {
    for (int i = 0; i < 2; ++i) tl::mbar_init(tma_bar_1 + i, 2);
    tl::fence_mbar_init();
  }
#line 110 "tutorials/12_flash_attention.py"
  half* const Q_s = reinterpret_cast<half*>(tl_smem + 131072);
#line 111 "tutorials/12_flash_attention.py"
  half* const K_s = reinterpret_cast<half*>(tl_smem + 0);
#line 112 "tutorials/12_flash_attention.py"
  half* const V_s = reinterpret_cast<half*>(tl_smem + 65536);
#line 126 "tutorials/12_flash_attention.py"
  unsigned long long* const empty_bar = reinterpret_cast<unsigned long long*>(tl_smem + 163968);
  if (threadIdx.x == 0 && threadIdx.y == 0 && threadIdx.z == 0) {
    for (int i = 0; i < 2; ++i) tl::mbar_init(empty_bar + i, 8);
    tl::fence_mbar_init();
  }
  __syncthreads();
#line 109 "tutorials/12_flash_attention.py"
  const int tid = (int)threadIdx.x;
#line 120 "tutorials/12_flash_attention.py"
  const int v = ((int)blockIdx.x * 128);
#line 126 "tutorials/12_flash_attention.py"
  if (threadIdx.x < 256) {
    tl::set_max_nreg<232, true>();
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
    tl::mbar_wait((tma_bar + 0), 0);
#line 121 "tutorials/12_flash_attention.py"
    #pragma unroll
    for (int l_v = 0; l_v < 16; l_v += 1) {
      const int v_1 = (l_v * 4);
      const tl::vec<float, 4> v_2 = tl::vec<float, 4>{{0.0f, 0.0f, 0.0f, 0.0f}};
      *reinterpret_cast<tl::vec<float, 4>*>((acc_o + v_1)) = v_2;
    }
#line 122 "tutorials/12_flash_attention.py"
    const tl::vec<float, 2> v_3 = tl::vec<float, 2>{{0.0f, 0.0f}};
    *reinterpret_cast<tl::vec<float, 2>*>((l + 0)) = v_3;
#line 123 "tutorials/12_flash_attention.py"
    const tl::vec<float, 2> v_4 = tl::vec<float, 2>{{-1.0000000150474662e+30f, -1.0000000150474662e+30f}};
    *reinterpret_cast<tl::vec<float, 2>*>((m + 0)) = v_4;
#line 130 "tutorials/12_flash_attention.py"
    const int v_5 = (tid / 128);
    const int v_6 = (v_5 * 64);
    const int v_7 = (tid % 128);
    const int v_8 = (v_7 / 32);
    const int v_9 = (v_8 * 16);
    const int v_10 = (v_6 + v_9);
    const int v_11 = (tid % 32);
    const int v_12 = (v_11 / 4);
    const int v_13 = (v_10 + v_12);
    const int v_14 = (tid % 4);
    const int v_15 = (v_14 * 2);
#line 135 "tutorials/12_flash_attention.py"
    const int v_16 = (v_6 + 128);
#line 126 "tutorials/12_flash_attention.py"
    int r_1 = 0;
    for (int kb = 0; kb < 32; kb += 1) {
      const int v_17 = (r_1 * 256);
      const int v_18 = (kb / 2);
      const int v_19 = (v_18 % 2);
#line 127 "tutorials/12_flash_attention.py"
      tl::mbar_wait((tma_bar_1 + r_1), v_19);
#line 130 "tutorials/12_flash_attention.py"
      #pragma unroll
      for (int l_v_1 = 0; l_v_1 < 16; l_v_1 += 1) {
        const int v_20 = (l_v_1 * 4);
        const tl::vec<float, 4> v_21 = tl::vec<float, 4>{{0.0f, 0.0f, 0.0f, 0.0f}};
        *reinterpret_cast<tl::vec<float, 4>*>((acc_s + v_20)) = v_21;
      }
#line 135 "tutorials/12_flash_attention.py"
      tl::wgmma_fence<64>(acc_s);
      const unsigned long long v_22 = tl::wgmma_desc<128, 16, 1024>((K_s + (v_17) * 64 + 0));
      const unsigned long long v_23 = tl::wgmma_desc<128, 16, 1024>((Q_s + (v_6) * 64 + 0));
      { float* tl_acc = acc_s; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %66, 0;\nwgmma.mma_async.sync.aligned.m64n128k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16, %17, %18, %19, %20, %21, %22, %23, %24, %25, %26, %27, %28, %29, %30, %31, %32, %33, %34, %35, %36, %37, %38, %39, %40, %41, %42, %43, %44, %45, %46, %47, %48, %49, %50, %51, %52, %53, %54, %55, %56, %57, %58, %59, %60, %61, %62, %63}, %64, %65, p, 1, 1, 0, 0;\n}\n" : "+f"(tl_acc[0 + 0]), "+f"(tl_acc[0 + 1]), "+f"(tl_acc[0 + 2]), "+f"(tl_acc[0 + 3]), "+f"(tl_acc[0 + 4]), "+f"(tl_acc[0 + 5]), "+f"(tl_acc[0 + 6]), "+f"(tl_acc[0 + 7]), "+f"(tl_acc[0 + 8]), "+f"(tl_acc[0 + 9]), "+f"(tl_acc[0 + 10]), "+f"(tl_acc[0 + 11]), "+f"(tl_acc[0 + 12]), "+f"(tl_acc[0 + 13]), "+f"(tl_acc[0 + 14]), "+f"(tl_acc[0 + 15]), "+f"(tl_acc[0 + 16]), "+f"(tl_acc[0 + 17]), "+f"(tl_acc[0 + 18]), "+f"(tl_acc[0 + 19]), "+f"(tl_acc[0 + 20]), "+f"(tl_acc[0 + 21]), "+f"(tl_acc[0 + 22]), "+f"(tl_acc[0 + 23]), "+f"(tl_acc[0 + 24]), "+f"(tl_acc[0 + 25]), "+f"(tl_acc[0 + 26]), "+f"(tl_acc[0 + 27]), "+f"(tl_acc[0 + 28]), "+f"(tl_acc[0 + 29]), "+f"(tl_acc[0 + 30]), "+f"(tl_acc[0 + 31]), "+f"(tl_acc[0 + 32]), "+f"(tl_acc[0 + 33]), "+f"(tl_acc[0 + 34]), "+f"(tl_acc[0 + 35]), "+f"(tl_acc[0 + 36]), "+f"(tl_acc[0 + 37]), "+f"(tl_acc[0 + 38]), "+f"(tl_acc[0 + 39]), "+f"(tl_acc[0 + 40]), "+f"(tl_acc[0 + 41]), "+f"(tl_acc[0 + 42]), "+f"(tl_acc[0 + 43]), "+f"(tl_acc[0 + 44]), "+f"(tl_acc[0 + 45]), "+f"(tl_acc[0 + 46]), "+f"(tl_acc[0 + 47]), "+f"(tl_acc[0 + 48]), "+f"(tl_acc[0 + 49]), "+f"(tl_acc[0 + 50]), "+f"(tl_acc[0 + 51]), "+f"(tl_acc[0 + 52]), "+f"(tl_acc[0 + 53]), "+f"(tl_acc[0 + 54]), "+f"(tl_acc[0 + 55]), "+f"(tl_acc[0 + 56]), "+f"(tl_acc[0 + 57]), "+f"(tl_acc[0 + 58]), "+f"(tl_acc[0 + 59]), "+f"(tl_acc[0 + 60]), "+f"(tl_acc[0 + 61]), "+f"(tl_acc[0 + 62]), "+f"(tl_acc[0 + 63]) : "l"(v_23), "l"(v_22), "r"(1)); }
      const unsigned long long v_24 = tl::wgmma_desc_at<128, 16, 1024>((K_s + (v_17) * 64), 2);
      const unsigned long long v_25 = tl::wgmma_desc_at<128, 16, 1024>((Q_s + (v_6) * 64), 2);
      { float* tl_acc = acc_s; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %66, 0;\nwgmma.mma_async.sync.aligned.m64n128k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16, %17, %18, %19, %20, %21, %22, %23, %24, %25, %26, %27, %28, %29, %30, %31, %32, %33, %34, %35, %36, %37, %38, %39, %40, %41, %42, %43, %44, %45, %46, %47, %48, %49, %50, %51, %52, %53, %54, %55, %56, %57, %58, %59, %60, %61, %62, %63}, %64, %65, p, 1, 1, 0, 0;\n}\n" : "+f"(tl_acc[0 + 0]), "+f"(tl_acc[0 + 1]), "+f"(tl_acc[0 + 2]), "+f"(tl_acc[0 + 3]), "+f"(tl_acc[0 + 4]), "+f"(tl_acc[0 + 5]), "+f"(tl_acc[0 + 6]), "+f"(tl_acc[0 + 7]), "+f"(tl_acc[0 + 8]), "+f"(tl_acc[0 + 9]), "+f"(tl_acc[0 + 10]), "+f"(tl_acc[0 + 11]), "+f"(tl_acc[0 + 12]), "+f"(tl_acc[0 + 13]), "+f"(tl_acc[0 + 14]), "+f"(tl_acc[0 + 15]), "+f"(tl_acc[0 + 16]), "+f"(tl_acc[0 + 17]), "+f"(tl_acc[0 + 18]), "+f"(tl_acc[0 + 19]), "+f"(tl_acc[0 + 20]), "+f"(tl_acc[0 + 21]), "+f"(tl_acc[0 + 22]), "+f"(tl_acc[0 + 23]), "+f"(tl_acc[0 + 24]), "+f"(tl_acc[0 + 25]), "+f"(tl_acc[0 + 26]), "+f"(tl_acc[0 + 27]), "+f"(tl_acc[0 + 28]), "+f"(tl_acc[0 + 29]), "+f"(tl_acc[0 + 30]), "+f"(tl_acc[0 + 31]), "+f"(tl_acc[0 + 32]), "+f"(tl_acc[0 + 33]), "+f"(tl_acc[0 + 34]), "+f"(tl_acc[0 + 35]), "+f"(tl_acc[0 + 36]), "+f"(tl_acc[0 + 37]), "+f"(tl_acc[0 + 38]), "+f"(tl_acc[0 + 39]), "+f"(tl_acc[0 + 40]), "+f"(tl_acc[0 + 41]), "+f"(tl_acc[0 + 42]), "+f"(tl_acc[0 + 43]), "+f"(tl_acc[0 + 44]), "+f"(tl_acc[0 + 45]), "+f"(tl_acc[0 + 46]), "+f"(tl_acc[0 + 47]), "+f"(tl_acc[0 + 48]), "+f"(tl_acc[0 + 49]), "+f"(tl_acc[0 + 50]), "+f"(tl_acc[0 + 51]), "+f"(tl_acc[0 + 52]), "+f"(tl_acc[0 + 53]), "+f"(tl_acc[0 + 54]), "+f"(tl_acc[0 + 55]), "+f"(tl_acc[0 + 56]), "+f"(tl_acc[0 + 57]), "+f"(tl_acc[0 + 58]), "+f"(tl_acc[0 + 59]), "+f"(tl_acc[0 + 60]), "+f"(tl_acc[0 + 61]), "+f"(tl_acc[0 + 62]), "+f"(tl_acc[0 + 63]) : "l"(v_25), "l"(v_24), "r"(1)); }
      const unsigned long long v_26 = tl::wgmma_desc_at<128, 16, 1024>((K_s + (v_17) * 64), 4);
      const unsigned long long v_27 = tl::wgmma_desc_at<128, 16, 1024>((Q_s + (v_6) * 64), 4);
      { float* tl_acc = acc_s; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %66, 0;\nwgmma.mma_async.sync.aligned.m64n128k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16, %17, %18, %19, %20, %21, %22, %23, %24, %25, %26, %27, %28, %29, %30, %31, %32, %33, %34, %35, %36, %37, %38, %39, %40, %41, %42, %43, %44, %45, %46, %47, %48, %49, %50, %51, %52, %53, %54, %55, %56, %57, %58, %59, %60, %61, %62, %63}, %64, %65, p, 1, 1, 0, 0;\n}\n" : "+f"(tl_acc[0 + 0]), "+f"(tl_acc[0 + 1]), "+f"(tl_acc[0 + 2]), "+f"(tl_acc[0 + 3]), "+f"(tl_acc[0 + 4]), "+f"(tl_acc[0 + 5]), "+f"(tl_acc[0 + 6]), "+f"(tl_acc[0 + 7]), "+f"(tl_acc[0 + 8]), "+f"(tl_acc[0 + 9]), "+f"(tl_acc[0 + 10]), "+f"(tl_acc[0 + 11]), "+f"(tl_acc[0 + 12]), "+f"(tl_acc[0 + 13]), "+f"(tl_acc[0 + 14]), "+f"(tl_acc[0 + 15]), "+f"(tl_acc[0 + 16]), "+f"(tl_acc[0 + 17]), "+f"(tl_acc[0 + 18]), "+f"(tl_acc[0 + 19]), "+f"(tl_acc[0 + 20]), "+f"(tl_acc[0 + 21]), "+f"(tl_acc[0 + 22]), "+f"(tl_acc[0 + 23]), "+f"(tl_acc[0 + 24]), "+f"(tl_acc[0 + 25]), "+f"(tl_acc[0 + 26]), "+f"(tl_acc[0 + 27]), "+f"(tl_acc[0 + 28]), "+f"(tl_acc[0 + 29]), "+f"(tl_acc[0 + 30]), "+f"(tl_acc[0 + 31]), "+f"(tl_acc[0 + 32]), "+f"(tl_acc[0 + 33]), "+f"(tl_acc[0 + 34]), "+f"(tl_acc[0 + 35]), "+f"(tl_acc[0 + 36]), "+f"(tl_acc[0 + 37]), "+f"(tl_acc[0 + 38]), "+f"(tl_acc[0 + 39]), "+f"(tl_acc[0 + 40]), "+f"(tl_acc[0 + 41]), "+f"(tl_acc[0 + 42]), "+f"(tl_acc[0 + 43]), "+f"(tl_acc[0 + 44]), "+f"(tl_acc[0 + 45]), "+f"(tl_acc[0 + 46]), "+f"(tl_acc[0 + 47]), "+f"(tl_acc[0 + 48]), "+f"(tl_acc[0 + 49]), "+f"(tl_acc[0 + 50]), "+f"(tl_acc[0 + 51]), "+f"(tl_acc[0 + 52]), "+f"(tl_acc[0 + 53]), "+f"(tl_acc[0 + 54]), "+f"(tl_acc[0 + 55]), "+f"(tl_acc[0 + 56]), "+f"(tl_acc[0 + 57]), "+f"(tl_acc[0 + 58]), "+f"(tl_acc[0 + 59]), "+f"(tl_acc[0 + 60]), "+f"(tl_acc[0 + 61]), "+f"(tl_acc[0 + 62]), "+f"(tl_acc[0 + 63]) : "l"(v_27), "l"(v_26), "r"(1)); }
      const unsigned long long v_28 = tl::wgmma_desc_at<128, 16, 1024>((K_s + (v_17) * 64), 6);
      const unsigned long long v_29 = tl::wgmma_desc_at<128, 16, 1024>((Q_s + (v_6) * 64), 6);
      { float* tl_acc = acc_s; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %66, 0;\nwgmma.mma_async.sync.aligned.m64n128k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16, %17, %18, %19, %20, %21, %22, %23, %24, %25, %26, %27, %28, %29, %30, %31, %32, %33, %34, %35, %36, %37, %38, %39, %40, %41, %42, %43, %44, %45, %46, %47, %48, %49, %50, %51, %52, %53, %54, %55, %56, %57, %58, %59, %60, %61, %62, %63}, %64, %65, p, 1, 1, 0, 0;\n}\n" : "+f"(tl_acc[0 + 0]), "+f"(tl_acc[0 + 1]), "+f"(tl_acc[0 + 2]), "+f"(tl_acc[0 + 3]), "+f"(tl_acc[0 + 4]), "+f"(tl_acc[0 + 5]), "+f"(tl_acc[0 + 6]), "+f"(tl_acc[0 + 7]), "+f"(tl_acc[0 + 8]), "+f"(tl_acc[0 + 9]), "+f"(tl_acc[0 + 10]), "+f"(tl_acc[0 + 11]), "+f"(tl_acc[0 + 12]), "+f"(tl_acc[0 + 13]), "+f"(tl_acc[0 + 14]), "+f"(tl_acc[0 + 15]), "+f"(tl_acc[0 + 16]), "+f"(tl_acc[0 + 17]), "+f"(tl_acc[0 + 18]), "+f"(tl_acc[0 + 19]), "+f"(tl_acc[0 + 20]), "+f"(tl_acc[0 + 21]), "+f"(tl_acc[0 + 22]), "+f"(tl_acc[0 + 23]), "+f"(tl_acc[0 + 24]), "+f"(tl_acc[0 + 25]), "+f"(tl_acc[0 + 26]), "+f"(tl_acc[0 + 27]), "+f"(tl_acc[0 + 28]), "+f"(tl_acc[0 + 29]), "+f"(tl_acc[0 + 30]), "+f"(tl_acc[0 + 31]), "+f"(tl_acc[0 + 32]), "+f"(tl_acc[0 + 33]), "+f"(tl_acc[0 + 34]), "+f"(tl_acc[0 + 35]), "+f"(tl_acc[0 + 36]), "+f"(tl_acc[0 + 37]), "+f"(tl_acc[0 + 38]), "+f"(tl_acc[0 + 39]), "+f"(tl_acc[0 + 40]), "+f"(tl_acc[0 + 41]), "+f"(tl_acc[0 + 42]), "+f"(tl_acc[0 + 43]), "+f"(tl_acc[0 + 44]), "+f"(tl_acc[0 + 45]), "+f"(tl_acc[0 + 46]), "+f"(tl_acc[0 + 47]), "+f"(tl_acc[0 + 48]), "+f"(tl_acc[0 + 49]), "+f"(tl_acc[0 + 50]), "+f"(tl_acc[0 + 51]), "+f"(tl_acc[0 + 52]), "+f"(tl_acc[0 + 53]), "+f"(tl_acc[0 + 54]), "+f"(tl_acc[0 + 55]), "+f"(tl_acc[0 + 56]), "+f"(tl_acc[0 + 57]), "+f"(tl_acc[0 + 58]), "+f"(tl_acc[0 + 59]), "+f"(tl_acc[0 + 60]), "+f"(tl_acc[0 + 61]), "+f"(tl_acc[0 + 62]), "+f"(tl_acc[0 + 63]) : "l"(v_29), "l"(v_28), "r"(1)); }
      const int v_30 = (v_17 + 128);
      const unsigned long long v_31 = tl::wgmma_desc_at<128, 16, 1024>((K_s + (v_17) * 64), 1024);
      const unsigned long long v_32 = tl::wgmma_desc_at<128, 16, 1024>((Q_s + (v_6) * 64), 1024);
      { float* tl_acc = acc_s; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %66, 0;\nwgmma.mma_async.sync.aligned.m64n128k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16, %17, %18, %19, %20, %21, %22, %23, %24, %25, %26, %27, %28, %29, %30, %31, %32, %33, %34, %35, %36, %37, %38, %39, %40, %41, %42, %43, %44, %45, %46, %47, %48, %49, %50, %51, %52, %53, %54, %55, %56, %57, %58, %59, %60, %61, %62, %63}, %64, %65, p, 1, 1, 0, 0;\n}\n" : "+f"(tl_acc[0 + 0]), "+f"(tl_acc[0 + 1]), "+f"(tl_acc[0 + 2]), "+f"(tl_acc[0 + 3]), "+f"(tl_acc[0 + 4]), "+f"(tl_acc[0 + 5]), "+f"(tl_acc[0 + 6]), "+f"(tl_acc[0 + 7]), "+f"(tl_acc[0 + 8]), "+f"(tl_acc[0 + 9]), "+f"(tl_acc[0 + 10]), "+f"(tl_acc[0 + 11]), "+f"(tl_acc[0 + 12]), "+f"(tl_acc[0 + 13]), "+f"(tl_acc[0 + 14]), "+f"(tl_acc[0 + 15]), "+f"(tl_acc[0 + 16]), "+f"(tl_acc[0 + 17]), "+f"(tl_acc[0 + 18]), "+f"(tl_acc[0 + 19]), "+f"(tl_acc[0 + 20]), "+f"(tl_acc[0 + 21]), "+f"(tl_acc[0 + 22]), "+f"(tl_acc[0 + 23]), "+f"(tl_acc[0 + 24]), "+f"(tl_acc[0 + 25]), "+f"(tl_acc[0 + 26]), "+f"(tl_acc[0 + 27]), "+f"(tl_acc[0 + 28]), "+f"(tl_acc[0 + 29]), "+f"(tl_acc[0 + 30]), "+f"(tl_acc[0 + 31]), "+f"(tl_acc[0 + 32]), "+f"(tl_acc[0 + 33]), "+f"(tl_acc[0 + 34]), "+f"(tl_acc[0 + 35]), "+f"(tl_acc[0 + 36]), "+f"(tl_acc[0 + 37]), "+f"(tl_acc[0 + 38]), "+f"(tl_acc[0 + 39]), "+f"(tl_acc[0 + 40]), "+f"(tl_acc[0 + 41]), "+f"(tl_acc[0 + 42]), "+f"(tl_acc[0 + 43]), "+f"(tl_acc[0 + 44]), "+f"(tl_acc[0 + 45]), "+f"(tl_acc[0 + 46]), "+f"(tl_acc[0 + 47]), "+f"(tl_acc[0 + 48]), "+f"(tl_acc[0 + 49]), "+f"(tl_acc[0 + 50]), "+f"(tl_acc[0 + 51]), "+f"(tl_acc[0 + 52]), "+f"(tl_acc[0 + 53]), "+f"(tl_acc[0 + 54]), "+f"(tl_acc[0 + 55]), "+f"(tl_acc[0 + 56]), "+f"(tl_acc[0 + 57]), "+f"(tl_acc[0 + 58]), "+f"(tl_acc[0 + 59]), "+f"(tl_acc[0 + 60]), "+f"(tl_acc[0 + 61]), "+f"(tl_acc[0 + 62]), "+f"(tl_acc[0 + 63]) : "l"(v_32), "l"(v_31), "r"(1)); }
      const unsigned long long v_33 = tl::wgmma_desc_at<128, 16, 1024>((K_s + (v_17) * 64), 1026);
      const unsigned long long v_34 = tl::wgmma_desc_at<128, 16, 1024>((Q_s + (v_6) * 64), 1026);
      { float* tl_acc = acc_s; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %66, 0;\nwgmma.mma_async.sync.aligned.m64n128k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16, %17, %18, %19, %20, %21, %22, %23, %24, %25, %26, %27, %28, %29, %30, %31, %32, %33, %34, %35, %36, %37, %38, %39, %40, %41, %42, %43, %44, %45, %46, %47, %48, %49, %50, %51, %52, %53, %54, %55, %56, %57, %58, %59, %60, %61, %62, %63}, %64, %65, p, 1, 1, 0, 0;\n}\n" : "+f"(tl_acc[0 + 0]), "+f"(tl_acc[0 + 1]), "+f"(tl_acc[0 + 2]), "+f"(tl_acc[0 + 3]), "+f"(tl_acc[0 + 4]), "+f"(tl_acc[0 + 5]), "+f"(tl_acc[0 + 6]), "+f"(tl_acc[0 + 7]), "+f"(tl_acc[0 + 8]), "+f"(tl_acc[0 + 9]), "+f"(tl_acc[0 + 10]), "+f"(tl_acc[0 + 11]), "+f"(tl_acc[0 + 12]), "+f"(tl_acc[0 + 13]), "+f"(tl_acc[0 + 14]), "+f"(tl_acc[0 + 15]), "+f"(tl_acc[0 + 16]), "+f"(tl_acc[0 + 17]), "+f"(tl_acc[0 + 18]), "+f"(tl_acc[0 + 19]), "+f"(tl_acc[0 + 20]), "+f"(tl_acc[0 + 21]), "+f"(tl_acc[0 + 22]), "+f"(tl_acc[0 + 23]), "+f"(tl_acc[0 + 24]), "+f"(tl_acc[0 + 25]), "+f"(tl_acc[0 + 26]), "+f"(tl_acc[0 + 27]), "+f"(tl_acc[0 + 28]), "+f"(tl_acc[0 + 29]), "+f"(tl_acc[0 + 30]), "+f"(tl_acc[0 + 31]), "+f"(tl_acc[0 + 32]), "+f"(tl_acc[0 + 33]), "+f"(tl_acc[0 + 34]), "+f"(tl_acc[0 + 35]), "+f"(tl_acc[0 + 36]), "+f"(tl_acc[0 + 37]), "+f"(tl_acc[0 + 38]), "+f"(tl_acc[0 + 39]), "+f"(tl_acc[0 + 40]), "+f"(tl_acc[0 + 41]), "+f"(tl_acc[0 + 42]), "+f"(tl_acc[0 + 43]), "+f"(tl_acc[0 + 44]), "+f"(tl_acc[0 + 45]), "+f"(tl_acc[0 + 46]), "+f"(tl_acc[0 + 47]), "+f"(tl_acc[0 + 48]), "+f"(tl_acc[0 + 49]), "+f"(tl_acc[0 + 50]), "+f"(tl_acc[0 + 51]), "+f"(tl_acc[0 + 52]), "+f"(tl_acc[0 + 53]), "+f"(tl_acc[0 + 54]), "+f"(tl_acc[0 + 55]), "+f"(tl_acc[0 + 56]), "+f"(tl_acc[0 + 57]), "+f"(tl_acc[0 + 58]), "+f"(tl_acc[0 + 59]), "+f"(tl_acc[0 + 60]), "+f"(tl_acc[0 + 61]), "+f"(tl_acc[0 + 62]), "+f"(tl_acc[0 + 63]) : "l"(v_34), "l"(v_33), "r"(1)); }
      const unsigned long long v_35 = tl::wgmma_desc_at<128, 16, 1024>((K_s + (v_17) * 64), 1028);
      const unsigned long long v_36 = tl::wgmma_desc_at<128, 16, 1024>((Q_s + (v_6) * 64), 1028);
      { float* tl_acc = acc_s; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %66, 0;\nwgmma.mma_async.sync.aligned.m64n128k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16, %17, %18, %19, %20, %21, %22, %23, %24, %25, %26, %27, %28, %29, %30, %31, %32, %33, %34, %35, %36, %37, %38, %39, %40, %41, %42, %43, %44, %45, %46, %47, %48, %49, %50, %51, %52, %53, %54, %55, %56, %57, %58, %59, %60, %61, %62, %63}, %64, %65, p, 1, 1, 0, 0;\n}\n" : "+f"(tl_acc[0 + 0]), "+f"(tl_acc[0 + 1]), "+f"(tl_acc[0 + 2]), "+f"(tl_acc[0 + 3]), "+f"(tl_acc[0 + 4]), "+f"(tl_acc[0 + 5]), "+f"(tl_acc[0 + 6]), "+f"(tl_acc[0 + 7]), "+f"(tl_acc[0 + 8]), "+f"(tl_acc[0 + 9]), "+f"(tl_acc[0 + 10]), "+f"(tl_acc[0 + 11]), "+f"(tl_acc[0 + 12]), "+f"(tl_acc[0 + 13]), "+f"(tl_acc[0 + 14]), "+f"(tl_acc[0 + 15]), "+f"(tl_acc[0 + 16]), "+f"(tl_acc[0 + 17]), "+f"(tl_acc[0 + 18]), "+f"(tl_acc[0 + 19]), "+f"(tl_acc[0 + 20]), "+f"(tl_acc[0 + 21]), "+f"(tl_acc[0 + 22]), "+f"(tl_acc[0 + 23]), "+f"(tl_acc[0 + 24]), "+f"(tl_acc[0 + 25]), "+f"(tl_acc[0 + 26]), "+f"(tl_acc[0 + 27]), "+f"(tl_acc[0 + 28]), "+f"(tl_acc[0 + 29]), "+f"(tl_acc[0 + 30]), "+f"(tl_acc[0 + 31]), "+f"(tl_acc[0 + 32]), "+f"(tl_acc[0 + 33]), "+f"(tl_acc[0 + 34]), "+f"(tl_acc[0 + 35]), "+f"(tl_acc[0 + 36]), "+f"(tl_acc[0 + 37]), "+f"(tl_acc[0 + 38]), "+f"(tl_acc[0 + 39]), "+f"(tl_acc[0 + 40]), "+f"(tl_acc[0 + 41]), "+f"(tl_acc[0 + 42]), "+f"(tl_acc[0 + 43]), "+f"(tl_acc[0 + 44]), "+f"(tl_acc[0 + 45]), "+f"(tl_acc[0 + 46]), "+f"(tl_acc[0 + 47]), "+f"(tl_acc[0 + 48]), "+f"(tl_acc[0 + 49]), "+f"(tl_acc[0 + 50]), "+f"(tl_acc[0 + 51]), "+f"(tl_acc[0 + 52]), "+f"(tl_acc[0 + 53]), "+f"(tl_acc[0 + 54]), "+f"(tl_acc[0 + 55]), "+f"(tl_acc[0 + 56]), "+f"(tl_acc[0 + 57]), "+f"(tl_acc[0 + 58]), "+f"(tl_acc[0 + 59]), "+f"(tl_acc[0 + 60]), "+f"(tl_acc[0 + 61]), "+f"(tl_acc[0 + 62]), "+f"(tl_acc[0 + 63]) : "l"(v_36), "l"(v_35), "r"(1)); }
      const unsigned long long v_37 = tl::wgmma_desc_at<128, 16, 1024>((K_s + (v_17) * 64), 1030);
      const unsigned long long v_38 = tl::wgmma_desc_at<128, 16, 1024>((Q_s + (v_6) * 64), 1030);
      { float* tl_acc = acc_s; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %66, 0;\nwgmma.mma_async.sync.aligned.m64n128k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16, %17, %18, %19, %20, %21, %22, %23, %24, %25, %26, %27, %28, %29, %30, %31, %32, %33, %34, %35, %36, %37, %38, %39, %40, %41, %42, %43, %44, %45, %46, %47, %48, %49, %50, %51, %52, %53, %54, %55, %56, %57, %58, %59, %60, %61, %62, %63}, %64, %65, p, 1, 1, 0, 0;\n}\n" : "+f"(tl_acc[0 + 0]), "+f"(tl_acc[0 + 1]), "+f"(tl_acc[0 + 2]), "+f"(tl_acc[0 + 3]), "+f"(tl_acc[0 + 4]), "+f"(tl_acc[0 + 5]), "+f"(tl_acc[0 + 6]), "+f"(tl_acc[0 + 7]), "+f"(tl_acc[0 + 8]), "+f"(tl_acc[0 + 9]), "+f"(tl_acc[0 + 10]), "+f"(tl_acc[0 + 11]), "+f"(tl_acc[0 + 12]), "+f"(tl_acc[0 + 13]), "+f"(tl_acc[0 + 14]), "+f"(tl_acc[0 + 15]), "+f"(tl_acc[0 + 16]), "+f"(tl_acc[0 + 17]), "+f"(tl_acc[0 + 18]), "+f"(tl_acc[0 + 19]), "+f"(tl_acc[0 + 20]), "+f"(tl_acc[0 + 21]), "+f"(tl_acc[0 + 22]), "+f"(tl_acc[0 + 23]), "+f"(tl_acc[0 + 24]), "+f"(tl_acc[0 + 25]), "+f"(tl_acc[0 + 26]), "+f"(tl_acc[0 + 27]), "+f"(tl_acc[0 + 28]), "+f"(tl_acc[0 + 29]), "+f"(tl_acc[0 + 30]), "+f"(tl_acc[0 + 31]), "+f"(tl_acc[0 + 32]), "+f"(tl_acc[0 + 33]), "+f"(tl_acc[0 + 34]), "+f"(tl_acc[0 + 35]), "+f"(tl_acc[0 + 36]), "+f"(tl_acc[0 + 37]), "+f"(tl_acc[0 + 38]), "+f"(tl_acc[0 + 39]), "+f"(tl_acc[0 + 40]), "+f"(tl_acc[0 + 41]), "+f"(tl_acc[0 + 42]), "+f"(tl_acc[0 + 43]), "+f"(tl_acc[0 + 44]), "+f"(tl_acc[0 + 45]), "+f"(tl_acc[0 + 46]), "+f"(tl_acc[0 + 47]), "+f"(tl_acc[0 + 48]), "+f"(tl_acc[0 + 49]), "+f"(tl_acc[0 + 50]), "+f"(tl_acc[0 + 51]), "+f"(tl_acc[0 + 52]), "+f"(tl_acc[0 + 53]), "+f"(tl_acc[0 + 54]), "+f"(tl_acc[0 + 55]), "+f"(tl_acc[0 + 56]), "+f"(tl_acc[0 + 57]), "+f"(tl_acc[0 + 58]), "+f"(tl_acc[0 + 59]), "+f"(tl_acc[0 + 60]), "+f"(tl_acc[0 + 61]), "+f"(tl_acc[0 + 62]), "+f"(tl_acc[0 + 63]) : "l"(v_38), "l"(v_37), "r"(1)); }
      tl::wgmma_commit();
      tl::wgmma_wait_defining<0, 64>(acc_s);
#line 137 "tutorials/12_flash_attention.py"
      const tl::vec<float, 2> v_39 = *reinterpret_cast<const tl::vec<float, 2>*>((m + 0));
      *reinterpret_cast<tl::vec<float, 2>*>((m_old + 0)) = v_39;
#line 138 "tutorials/12_flash_attention.py"
      const float v_40 = acc_s[0];
      const float v_41 = acc_s[1];
      const float v_42 = acc_s[4];
      const float v_43 = acc_s[5];
      const float v_44 = acc_s[8];
      const float v_45 = acc_s[9];
      const float v_46 = acc_s[12];
      const float v_47 = acc_s[13];
      const float v_48 = acc_s[16];
      const float v_49 = acc_s[17];
      const float v_50 = acc_s[20];
      const float v_51 = acc_s[21];
      const float v_52 = acc_s[24];
      const float v_53 = acc_s[25];
      const float v_54 = acc_s[28];
      const float v_55 = acc_s[29];
      const float v_56 = acc_s[32];
      const float v_57 = acc_s[33];
      const float v_58 = acc_s[36];
      const float v_59 = acc_s[37];
      const float v_60 = acc_s[40];
      const float v_61 = acc_s[41];
      const float v_62 = acc_s[44];
      const float v_63 = acc_s[45];
      const float v_64 = acc_s[48];
      const float v_65 = acc_s[49];
      const float v_66 = acc_s[52];
      const float v_67 = acc_s[53];
      const float v_68 = acc_s[56];
      const float v_69 = acc_s[57];
      const float v_70 = acc_s[60];
      const float v_71 = acc_s[61];
      const float v_72 = fmaxf(v_40, v_41);
      const float v_73 = fmaxf(v_42, v_43);
      const float v_74 = fmaxf(v_44, v_45);
      const float v_75 = fmaxf(v_46, v_47);
      const float v_76 = fmaxf(v_48, v_49);
      const float v_77 = fmaxf(v_50, v_51);
      const float v_78 = fmaxf(v_52, v_53);
      const float v_79 = fmaxf(v_54, v_55);
      const float v_80 = fmaxf(v_56, v_57);
      const float v_81 = fmaxf(v_58, v_59);
      const float v_82 = fmaxf(v_60, v_61);
      const float v_83 = fmaxf(v_62, v_63);
      const float v_84 = fmaxf(v_64, v_65);
      const float v_85 = fmaxf(v_66, v_67);
      const float v_86 = fmaxf(v_68, v_69);
      const float v_87 = fmaxf(v_70, v_71);
      const float v_88 = fmaxf(v_72, v_73);
      const float v_89 = fmaxf(v_74, v_75);
      const float v_90 = fmaxf(v_76, v_77);
      const float v_91 = fmaxf(v_78, v_79);
      const float v_92 = fmaxf(v_80, v_81);
      const float v_93 = fmaxf(v_82, v_83);
      const float v_94 = fmaxf(v_84, v_85);
      const float v_95 = fmaxf(v_86, v_87);
      const float v_96 = fmaxf(v_88, v_89);
      const float v_97 = fmaxf(v_90, v_91);
      const float v_98 = fmaxf(v_92, v_93);
      const float v_99 = fmaxf(v_94, v_95);
      const float v_100 = fmaxf(v_96, v_97);
      const float v_101 = fmaxf(v_98, v_99);
      const float v_102 = fmaxf(v_100, v_101);
      const float v_103 = tl::shfl<0>(v_102, 1, 32);
      const float v_104 = fmaxf(v_102, v_103);
      const float v_105 = tl::shfl<0>(v_104, 2, 32);
      const float v_106 = fmaxf(v_104, v_105);
      const float v_107 = m[0];
      const float v_108 = fmaxf(v_107, v_106);
      m[0] = v_108;
      const float v_109 = acc_s[2];
      const float v_110 = acc_s[3];
      const float v_111 = acc_s[6];
      const float v_112 = acc_s[7];
      const float v_113 = acc_s[10];
      const float v_114 = acc_s[11];
      const float v_115 = acc_s[14];
      const float v_116 = acc_s[15];
      const float v_117 = acc_s[18];
      const float v_118 = acc_s[19];
      const float v_119 = acc_s[22];
      const float v_120 = acc_s[23];
      const float v_121 = acc_s[26];
      const float v_122 = acc_s[27];
      const float v_123 = acc_s[30];
      const float v_124 = acc_s[31];
      const float v_125 = acc_s[34];
      const float v_126 = acc_s[35];
      const float v_127 = acc_s[38];
      const float v_128 = acc_s[39];
      const float v_129 = acc_s[42];
      const float v_130 = acc_s[43];
      const float v_131 = acc_s[46];
      const float v_132 = acc_s[47];
      const float v_133 = acc_s[50];
      const float v_134 = acc_s[51];
      const float v_135 = acc_s[54];
      const float v_136 = acc_s[55];
      const float v_137 = acc_s[58];
      const float v_138 = acc_s[59];
      const float v_139 = acc_s[62];
      const float v_140 = acc_s[63];
      const float v_141 = fmaxf(v_109, v_110);
      const float v_142 = fmaxf(v_111, v_112);
      const float v_143 = fmaxf(v_113, v_114);
      const float v_144 = fmaxf(v_115, v_116);
      const float v_145 = fmaxf(v_117, v_118);
      const float v_146 = fmaxf(v_119, v_120);
      const float v_147 = fmaxf(v_121, v_122);
      const float v_148 = fmaxf(v_123, v_124);
      const float v_149 = fmaxf(v_125, v_126);
      const float v_150 = fmaxf(v_127, v_128);
      const float v_151 = fmaxf(v_129, v_130);
      const float v_152 = fmaxf(v_131, v_132);
      const float v_153 = fmaxf(v_133, v_134);
      const float v_154 = fmaxf(v_135, v_136);
      const float v_155 = fmaxf(v_137, v_138);
      const float v_156 = fmaxf(v_139, v_140);
      const float v_157 = fmaxf(v_141, v_142);
      const float v_158 = fmaxf(v_143, v_144);
      const float v_159 = fmaxf(v_145, v_146);
      const float v_160 = fmaxf(v_147, v_148);
      const float v_161 = fmaxf(v_149, v_150);
      const float v_162 = fmaxf(v_151, v_152);
      const float v_163 = fmaxf(v_153, v_154);
      const float v_164 = fmaxf(v_155, v_156);
      const float v_165 = fmaxf(v_157, v_158);
      const float v_166 = fmaxf(v_159, v_160);
      const float v_167 = fmaxf(v_161, v_162);
      const float v_168 = fmaxf(v_163, v_164);
      const float v_169 = fmaxf(v_165, v_166);
      const float v_170 = fmaxf(v_167, v_168);
      const float v_171 = fmaxf(v_169, v_170);
      const float v_172 = tl::shfl<0>(v_171, 1, 32);
      const float v_173 = fmaxf(v_171, v_172);
      const float v_174 = tl::shfl<0>(v_173, 2, 32);
      const float v_175 = fmaxf(v_173, v_174);
      const float v_176 = m[1];
      const float v_177 = fmaxf(v_176, v_175);
      m[1] = v_177;
#line 139 "tutorials/12_flash_attention.py"
      #pragma unroll
      for (int l_v_2 = 0; l_v_2 < 16; l_v_2 += 1) {
        const int v_178 = (l_v_2 * 4);
#line 140 "tutorials/12_flash_attention.py"
        const tl::vec<float, 4> v_179 = *reinterpret_cast<const tl::vec<float, 4>*>((acc_s + v_178));
        const float v_180 = v_179.v[0];
        const float v_181 = (v_180 * 0.127517431974411f);
        const float v_182 = m[0];
        const float v_183 = (v_182 * 0.127517431974411f);
        const float v_184 = (v_181 - v_183);
        const float v_185 = exp2f(v_184);
        const float v_186 = v_179.v[1];
        const float v_187 = (v_186 * 0.127517431974411f);
        const float v_188 = (v_187 - v_183);
        const float v_189 = exp2f(v_188);
        const float v_190 = v_179.v[2];
        const float v_191 = (v_190 * 0.127517431974411f);
        const float v_192 = m[1];
        const float v_193 = (v_192 * 0.127517431974411f);
        const float v_194 = (v_191 - v_193);
        const float v_195 = exp2f(v_194);
        const float v_196 = v_179.v[3];
        const float v_197 = (v_196 * 0.127517431974411f);
        const float v_198 = (v_197 - v_193);
        const float v_199 = exp2f(v_198);
#line 139 "tutorials/12_flash_attention.py"
        const tl::vec<float, 4> v_200 = tl::vec<float, 4>{{v_185, v_189, v_195, v_199}};
        *reinterpret_cast<tl::vec<float, 4>*>((acc_s + v_178)) = v_200;
      }
#line 142 "tutorials/12_flash_attention.py"
      const tl::vec<float, 2> v_201 = *reinterpret_cast<const tl::vec<float, 2>*>((m_old + 0));
      const float v_202 = v_201.v[0];
      const float v_203 = (v_202 * 0.127517431974411f);
      const tl::vec<float, 2> v_204 = *reinterpret_cast<const tl::vec<float, 2>*>((m + 0));
      const float v_205 = v_204.v[0];
      const float v_206 = (v_205 * 0.127517431974411f);
      const float v_207 = (v_203 - v_206);
      const float v_208 = exp2f(v_207);
      const float v_209 = v_201.v[1];
      const float v_210 = (v_209 * 0.127517431974411f);
      const float v_211 = v_204.v[1];
      const float v_212 = (v_211 * 0.127517431974411f);
      const float v_213 = (v_210 - v_212);
      const float v_214 = exp2f(v_213);
#line 141 "tutorials/12_flash_attention.py"
      const tl::vec<float, 2> v_215 = tl::vec<float, 2>{{v_208, v_214}};
      *reinterpret_cast<tl::vec<float, 2>*>((r + 0)) = v_215;
#line 143 "tutorials/12_flash_attention.py"
      #pragma unroll
      for (int l_1 = 0; l_1 < 64; l_1 += 1) {
        const int v_216 = (l_1 / 2);
        const int v_217 = (v_216 % 2);
#line 144 "tutorials/12_flash_attention.py"
        const float v_218 = r[v_217];
#line 143 "tutorials/12_flash_attention.py"
        asm volatile("mul.f32 %0, %0, %1;\n" : "+f"(*(acc_o + l_1)) : "f"(v_218));
      }
#line 146 "tutorials/12_flash_attention.py"
      const tl::vec<float, 2> v_219 = *reinterpret_cast<const tl::vec<float, 2>*>((l + 0));
      const float v_220 = v_219.v[0];
      const tl::vec<float, 2> v_221 = *reinterpret_cast<const tl::vec<float, 2>*>((r + 0));
      const float v_222 = v_221.v[0];
      const float v_223 = (v_220 * v_222);
      const float v_224 = v_219.v[1];
      const float v_225 = v_221.v[1];
      const float v_226 = (v_224 * v_225);
#line 145 "tutorials/12_flash_attention.py"
      const tl::vec<float, 2> v_227 = tl::vec<float, 2>{{v_223, v_226}};
      *reinterpret_cast<tl::vec<float, 2>*>((l + 0)) = v_227;
#line 147 "tutorials/12_flash_attention.py"
      const float v_228 = acc_s[0];
      const float v_229 = acc_s[1];
      const float v_230 = acc_s[4];
      const float v_231 = acc_s[5];
      const float v_232 = acc_s[8];
      const float v_233 = acc_s[9];
      const float v_234 = acc_s[12];
      const float v_235 = acc_s[13];
      const float v_236 = acc_s[16];
      const float v_237 = acc_s[17];
      const float v_238 = acc_s[20];
      const float v_239 = acc_s[21];
      const float v_240 = acc_s[24];
      const float v_241 = acc_s[25];
      const float v_242 = acc_s[28];
      const float v_243 = acc_s[29];
      const float v_244 = acc_s[32];
      const float v_245 = acc_s[33];
      const float v_246 = acc_s[36];
      const float v_247 = acc_s[37];
      const float v_248 = acc_s[40];
      const float v_249 = acc_s[41];
      const float v_250 = acc_s[44];
      const float v_251 = acc_s[45];
      const float v_252 = acc_s[48];
      const float v_253 = acc_s[49];
      const float v_254 = acc_s[52];
      const float v_255 = acc_s[53];
      const float v_256 = acc_s[56];
      const float v_257 = acc_s[57];
      const float v_258 = acc_s[60];
      const float v_259 = acc_s[61];
      const float v_260 = (v_228 + v_229);
      const float v_261 = (v_230 + v_231);
      const float v_262 = (v_232 + v_233);
      const float v_263 = (v_234 + v_235);
      const float v_264 = (v_236 + v_237);
      const float v_265 = (v_238 + v_239);
      const float v_266 = (v_240 + v_241);
      const float v_267 = (v_242 + v_243);
      const float v_268 = (v_244 + v_245);
      const float v_269 = (v_246 + v_247);
      const float v_270 = (v_248 + v_249);
      const float v_271 = (v_250 + v_251);
      const float v_272 = (v_252 + v_253);
      const float v_273 = (v_254 + v_255);
      const float v_274 = (v_256 + v_257);
      const float v_275 = (v_258 + v_259);
      const float v_276 = (v_260 + v_261);
      const float v_277 = (v_262 + v_263);
      const float v_278 = (v_264 + v_265);
      const float v_279 = (v_266 + v_267);
      const float v_280 = (v_268 + v_269);
      const float v_281 = (v_270 + v_271);
      const float v_282 = (v_272 + v_273);
      const float v_283 = (v_274 + v_275);
      const float v_284 = (v_276 + v_277);
      const float v_285 = (v_278 + v_279);
      const float v_286 = (v_280 + v_281);
      const float v_287 = (v_282 + v_283);
      const float v_288 = (v_284 + v_285);
      const float v_289 = (v_286 + v_287);
      const float v_290 = (v_288 + v_289);
      const float v_291 = tl::shfl<0>(v_290, 1, 32);
      const float v_292 = (v_290 + v_291);
      const float v_293 = tl::shfl<0>(v_292, 2, 32);
      const float v_294 = (v_292 + v_293);
      r[0] = v_294;
      const float v_295 = acc_s[2];
      const float v_296 = acc_s[3];
      const float v_297 = acc_s[6];
      const float v_298 = acc_s[7];
      const float v_299 = acc_s[10];
      const float v_300 = acc_s[11];
      const float v_301 = acc_s[14];
      const float v_302 = acc_s[15];
      const float v_303 = acc_s[18];
      const float v_304 = acc_s[19];
      const float v_305 = acc_s[22];
      const float v_306 = acc_s[23];
      const float v_307 = acc_s[26];
      const float v_308 = acc_s[27];
      const float v_309 = acc_s[30];
      const float v_310 = acc_s[31];
      const float v_311 = acc_s[34];
      const float v_312 = acc_s[35];
      const float v_313 = acc_s[38];
      const float v_314 = acc_s[39];
      const float v_315 = acc_s[42];
      const float v_316 = acc_s[43];
      const float v_317 = acc_s[46];
      const float v_318 = acc_s[47];
      const float v_319 = acc_s[50];
      const float v_320 = acc_s[51];
      const float v_321 = acc_s[54];
      const float v_322 = acc_s[55];
      const float v_323 = acc_s[58];
      const float v_324 = acc_s[59];
      const float v_325 = acc_s[62];
      const float v_326 = acc_s[63];
      const float v_327 = (v_295 + v_296);
      const float v_328 = (v_297 + v_298);
      const float v_329 = (v_299 + v_300);
      const float v_330 = (v_301 + v_302);
      const float v_331 = (v_303 + v_304);
      const float v_332 = (v_305 + v_306);
      const float v_333 = (v_307 + v_308);
      const float v_334 = (v_309 + v_310);
      const float v_335 = (v_311 + v_312);
      const float v_336 = (v_313 + v_314);
      const float v_337 = (v_315 + v_316);
      const float v_338 = (v_317 + v_318);
      const float v_339 = (v_319 + v_320);
      const float v_340 = (v_321 + v_322);
      const float v_341 = (v_323 + v_324);
      const float v_342 = (v_325 + v_326);
      const float v_343 = (v_327 + v_328);
      const float v_344 = (v_329 + v_330);
      const float v_345 = (v_331 + v_332);
      const float v_346 = (v_333 + v_334);
      const float v_347 = (v_335 + v_336);
      const float v_348 = (v_337 + v_338);
      const float v_349 = (v_339 + v_340);
      const float v_350 = (v_341 + v_342);
      const float v_351 = (v_343 + v_344);
      const float v_352 = (v_345 + v_346);
      const float v_353 = (v_347 + v_348);
      const float v_354 = (v_349 + v_350);
      const float v_355 = (v_351 + v_352);
      const float v_356 = (v_353 + v_354);
      const float v_357 = (v_355 + v_356);
      const float v_358 = tl::shfl<0>(v_357, 1, 32);
      const float v_359 = (v_357 + v_358);
      const float v_360 = tl::shfl<0>(v_359, 2, 32);
      const float v_361 = (v_359 + v_360);
      r[1] = v_361;
#line 149 "tutorials/12_flash_attention.py"
      const tl::vec<float, 2> v_362 = *reinterpret_cast<const tl::vec<float, 2>*>((l + 0));
      const float v_363 = v_362.v[0];
      const tl::vec<float, 2> v_364 = *reinterpret_cast<const tl::vec<float, 2>*>((r + 0));
      const float v_365 = v_364.v[0];
      const float v_366 = (v_363 + v_365);
      const float v_367 = v_362.v[1];
      const float v_368 = v_364.v[1];
      const float v_369 = (v_367 + v_368);
#line 148 "tutorials/12_flash_attention.py"
      const tl::vec<float, 2> v_370 = tl::vec<float, 2>{{v_366, v_369}};
      *reinterpret_cast<tl::vec<float, 2>*>((l + 0)) = v_370;
#line 151 "tutorials/12_flash_attention.py"
      #pragma unroll
      for (int l_v_3 = 0; l_v_3 < 16; l_v_3 += 1) {
        const int v_371 = (l_v_3 * 4);
        const tl::vec<float, 4> v_372 = *reinterpret_cast<const tl::vec<float, 4>*>((acc_s + v_371));
        const float v_373 = v_372.v[0];
        const half v_374 = tl::cast<half>(v_373);
        const int v_375 = (l_v_3 % 4);
        const int v_376 = (v_375 * 2);
        const int v_377 = (l_v_3 / 4);
        const int v_378 = (v_377 * 16);
        const int v_379 = (v_376 + v_378);
        const float v_380 = v_372.v[1];
        const half v_381 = tl::cast<half>(v_380);
        const tl::vec<half, 2> v_382 = tl::vec<half, 2>{{v_374, v_381}};
        *reinterpret_cast<tl::vec<half, 2>*>((P + v_379)) = v_382;
        const float v_383 = v_372.v[2];
        const half v_384 = tl::cast<half>(v_383);
        const int v_385 = (v_379 + 8);
        const float v_386 = v_372.v[3];
        const half v_387 = tl::cast<half>(v_386);
        const tl::vec<half, 2> v_388 = tl::vec<half, 2>{{v_384, v_387}};
        *reinterpret_cast<tl::vec<half, 2>*>((P + v_385)) = v_388;
      }
#line 152 "tutorials/12_flash_attention.py"
      tl::wgmma_fence<64, 32>(acc_o, P);
      const unsigned long long v_389 = tl::wgmma_desc<128, 16384, 1024>((V_s + (v_17) * 64 + 0));
      { float* tl_acc = acc_o; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %69, 0;\nwgmma.mma_async.sync.aligned.m64n128k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16, %17, %18, %19, %20, %21, %22, %23, %24, %25, %26, %27, %28, %29, %30, %31, %32, %33, %34, %35, %36, %37, %38, %39, %40, %41, %42, %43, %44, %45, %46, %47, %48, %49, %50, %51, %52, %53, %54, %55, %56, %57, %58, %59, %60, %61, %62, %63}, {%64, %65, %66, %67}, %68, p, 1, 1, 1;\n}\n" : "+f"(tl_acc[0 + 0]), "+f"(tl_acc[0 + 1]), "+f"(tl_acc[0 + 2]), "+f"(tl_acc[0 + 3]), "+f"(tl_acc[0 + 4]), "+f"(tl_acc[0 + 5]), "+f"(tl_acc[0 + 6]), "+f"(tl_acc[0 + 7]), "+f"(tl_acc[0 + 8]), "+f"(tl_acc[0 + 9]), "+f"(tl_acc[0 + 10]), "+f"(tl_acc[0 + 11]), "+f"(tl_acc[0 + 12]), "+f"(tl_acc[0 + 13]), "+f"(tl_acc[0 + 14]), "+f"(tl_acc[0 + 15]), "+f"(tl_acc[0 + 16]), "+f"(tl_acc[0 + 17]), "+f"(tl_acc[0 + 18]), "+f"(tl_acc[0 + 19]), "+f"(tl_acc[0 + 20]), "+f"(tl_acc[0 + 21]), "+f"(tl_acc[0 + 22]), "+f"(tl_acc[0 + 23]), "+f"(tl_acc[0 + 24]), "+f"(tl_acc[0 + 25]), "+f"(tl_acc[0 + 26]), "+f"(tl_acc[0 + 27]), "+f"(tl_acc[0 + 28]), "+f"(tl_acc[0 + 29]), "+f"(tl_acc[0 + 30]), "+f"(tl_acc[0 + 31]), "+f"(tl_acc[0 + 32]), "+f"(tl_acc[0 + 33]), "+f"(tl_acc[0 + 34]), "+f"(tl_acc[0 + 35]), "+f"(tl_acc[0 + 36]), "+f"(tl_acc[0 + 37]), "+f"(tl_acc[0 + 38]), "+f"(tl_acc[0 + 39]), "+f"(tl_acc[0 + 40]), "+f"(tl_acc[0 + 41]), "+f"(tl_acc[0 + 42]), "+f"(tl_acc[0 + 43]), "+f"(tl_acc[0 + 44]), "+f"(tl_acc[0 + 45]), "+f"(tl_acc[0 + 46]), "+f"(tl_acc[0 + 47]), "+f"(tl_acc[0 + 48]), "+f"(tl_acc[0 + 49]), "+f"(tl_acc[0 + 50]), "+f"(tl_acc[0 + 51]), "+f"(tl_acc[0 + 52]), "+f"(tl_acc[0 + 53]), "+f"(tl_acc[0 + 54]), "+f"(tl_acc[0 + 55]), "+f"(tl_acc[0 + 56]), "+f"(tl_acc[0 + 57]), "+f"(tl_acc[0 + 58]), "+f"(tl_acc[0 + 59]), "+f"(tl_acc[0 + 60]), "+f"(tl_acc[0 + 61]), "+f"(tl_acc[0 + 62]), "+f"(tl_acc[0 + 63]) : "r"(*reinterpret_cast<const unsigned*>(&P[0 + 0])), "r"(*reinterpret_cast<const unsigned*>(&P[0 + 8])), "r"(*reinterpret_cast<const unsigned*>(&P[0 + 2])), "r"(*reinterpret_cast<const unsigned*>(&P[0 + 10])), "l"(v_389), "r"(1)); }
      const int v_390 = (v_17 + 16);
      const unsigned long long v_391 = tl::wgmma_desc_at<128, 16384, 1024>((V_s + (v_17) * 64), 128);
      { float* tl_acc = acc_o; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %69, 0;\nwgmma.mma_async.sync.aligned.m64n128k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16, %17, %18, %19, %20, %21, %22, %23, %24, %25, %26, %27, %28, %29, %30, %31, %32, %33, %34, %35, %36, %37, %38, %39, %40, %41, %42, %43, %44, %45, %46, %47, %48, %49, %50, %51, %52, %53, %54, %55, %56, %57, %58, %59, %60, %61, %62, %63}, {%64, %65, %66, %67}, %68, p, 1, 1, 1;\n}\n" : "+f"(tl_acc[0 + 0]), "+f"(tl_acc[0 + 1]), "+f"(tl_acc[0 + 2]), "+f"(tl_acc[0 + 3]), "+f"(tl_acc[0 + 4]), "+f"(tl_acc[0 + 5]), "+f"(tl_acc[0 + 6]), "+f"(tl_acc[0 + 7]), "+f"(tl_acc[0 + 8]), "+f"(tl_acc[0 + 9]), "+f"(tl_acc[0 + 10]), "+f"(tl_acc[0 + 11]), "+f"(tl_acc[0 + 12]), "+f"(tl_acc[0 + 13]), "+f"(tl_acc[0 + 14]), "+f"(tl_acc[0 + 15]), "+f"(tl_acc[0 + 16]), "+f"(tl_acc[0 + 17]), "+f"(tl_acc[0 + 18]), "+f"(tl_acc[0 + 19]), "+f"(tl_acc[0 + 20]), "+f"(tl_acc[0 + 21]), "+f"(tl_acc[0 + 22]), "+f"(tl_acc[0 + 23]), "+f"(tl_acc[0 + 24]), "+f"(tl_acc[0 + 25]), "+f"(tl_acc[0 + 26]), "+f"(tl_acc[0 + 27]), "+f"(tl_acc[0 + 28]), "+f"(tl_acc[0 + 29]), "+f"(tl_acc[0 + 30]), "+f"(tl_acc[0 + 31]), "+f"(tl_acc[0 + 32]), "+f"(tl_acc[0 + 33]), "+f"(tl_acc[0 + 34]), "+f"(tl_acc[0 + 35]), "+f"(tl_acc[0 + 36]), "+f"(tl_acc[0 + 37]), "+f"(tl_acc[0 + 38]), "+f"(tl_acc[0 + 39]), "+f"(tl_acc[0 + 40]), "+f"(tl_acc[0 + 41]), "+f"(tl_acc[0 + 42]), "+f"(tl_acc[0 + 43]), "+f"(tl_acc[0 + 44]), "+f"(tl_acc[0 + 45]), "+f"(tl_acc[0 + 46]), "+f"(tl_acc[0 + 47]), "+f"(tl_acc[0 + 48]), "+f"(tl_acc[0 + 49]), "+f"(tl_acc[0 + 50]), "+f"(tl_acc[0 + 51]), "+f"(tl_acc[0 + 52]), "+f"(tl_acc[0 + 53]), "+f"(tl_acc[0 + 54]), "+f"(tl_acc[0 + 55]), "+f"(tl_acc[0 + 56]), "+f"(tl_acc[0 + 57]), "+f"(tl_acc[0 + 58]), "+f"(tl_acc[0 + 59]), "+f"(tl_acc[0 + 60]), "+f"(tl_acc[0 + 61]), "+f"(tl_acc[0 + 62]), "+f"(tl_acc[0 + 63]) : "r"(*reinterpret_cast<const unsigned*>(&P[4 + 0])), "r"(*reinterpret_cast<const unsigned*>(&P[4 + 8])), "r"(*reinterpret_cast<const unsigned*>(&P[4 + 2])), "r"(*reinterpret_cast<const unsigned*>(&P[4 + 10])), "l"(v_391), "r"(1)); }
      const int v_392 = (v_17 + 32);
      const unsigned long long v_393 = tl::wgmma_desc_at<128, 16384, 1024>((V_s + (v_17) * 64), 256);
      { float* tl_acc = acc_o; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %69, 0;\nwgmma.mma_async.sync.aligned.m64n128k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16, %17, %18, %19, %20, %21, %22, %23, %24, %25, %26, %27, %28, %29, %30, %31, %32, %33, %34, %35, %36, %37, %38, %39, %40, %41, %42, %43, %44, %45, %46, %47, %48, %49, %50, %51, %52, %53, %54, %55, %56, %57, %58, %59, %60, %61, %62, %63}, {%64, %65, %66, %67}, %68, p, 1, 1, 1;\n}\n" : "+f"(tl_acc[0 + 0]), "+f"(tl_acc[0 + 1]), "+f"(tl_acc[0 + 2]), "+f"(tl_acc[0 + 3]), "+f"(tl_acc[0 + 4]), "+f"(tl_acc[0 + 5]), "+f"(tl_acc[0 + 6]), "+f"(tl_acc[0 + 7]), "+f"(tl_acc[0 + 8]), "+f"(tl_acc[0 + 9]), "+f"(tl_acc[0 + 10]), "+f"(tl_acc[0 + 11]), "+f"(tl_acc[0 + 12]), "+f"(tl_acc[0 + 13]), "+f"(tl_acc[0 + 14]), "+f"(tl_acc[0 + 15]), "+f"(tl_acc[0 + 16]), "+f"(tl_acc[0 + 17]), "+f"(tl_acc[0 + 18]), "+f"(tl_acc[0 + 19]), "+f"(tl_acc[0 + 20]), "+f"(tl_acc[0 + 21]), "+f"(tl_acc[0 + 22]), "+f"(tl_acc[0 + 23]), "+f"(tl_acc[0 + 24]), "+f"(tl_acc[0 + 25]), "+f"(tl_acc[0 + 26]), "+f"(tl_acc[0 + 27]), "+f"(tl_acc[0 + 28]), "+f"(tl_acc[0 + 29]), "+f"(tl_acc[0 + 30]), "+f"(tl_acc[0 + 31]), "+f"(tl_acc[0 + 32]), "+f"(tl_acc[0 + 33]), "+f"(tl_acc[0 + 34]), "+f"(tl_acc[0 + 35]), "+f"(tl_acc[0 + 36]), "+f"(tl_acc[0 + 37]), "+f"(tl_acc[0 + 38]), "+f"(tl_acc[0 + 39]), "+f"(tl_acc[0 + 40]), "+f"(tl_acc[0 + 41]), "+f"(tl_acc[0 + 42]), "+f"(tl_acc[0 + 43]), "+f"(tl_acc[0 + 44]), "+f"(tl_acc[0 + 45]), "+f"(tl_acc[0 + 46]), "+f"(tl_acc[0 + 47]), "+f"(tl_acc[0 + 48]), "+f"(tl_acc[0 + 49]), "+f"(tl_acc[0 + 50]), "+f"(tl_acc[0 + 51]), "+f"(tl_acc[0 + 52]), "+f"(tl_acc[0 + 53]), "+f"(tl_acc[0 + 54]), "+f"(tl_acc[0 + 55]), "+f"(tl_acc[0 + 56]), "+f"(tl_acc[0 + 57]), "+f"(tl_acc[0 + 58]), "+f"(tl_acc[0 + 59]), "+f"(tl_acc[0 + 60]), "+f"(tl_acc[0 + 61]), "+f"(tl_acc[0 + 62]), "+f"(tl_acc[0 + 63]) : "r"(*reinterpret_cast<const unsigned*>(&P[16 + 0])), "r"(*reinterpret_cast<const unsigned*>(&P[16 + 8])), "r"(*reinterpret_cast<const unsigned*>(&P[16 + 2])), "r"(*reinterpret_cast<const unsigned*>(&P[16 + 10])), "l"(v_393), "r"(1)); }
      const int v_394 = (v_17 + 48);
      const unsigned long long v_395 = tl::wgmma_desc_at<128, 16384, 1024>((V_s + (v_17) * 64), 384);
      { float* tl_acc = acc_o; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %69, 0;\nwgmma.mma_async.sync.aligned.m64n128k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16, %17, %18, %19, %20, %21, %22, %23, %24, %25, %26, %27, %28, %29, %30, %31, %32, %33, %34, %35, %36, %37, %38, %39, %40, %41, %42, %43, %44, %45, %46, %47, %48, %49, %50, %51, %52, %53, %54, %55, %56, %57, %58, %59, %60, %61, %62, %63}, {%64, %65, %66, %67}, %68, p, 1, 1, 1;\n}\n" : "+f"(tl_acc[0 + 0]), "+f"(tl_acc[0 + 1]), "+f"(tl_acc[0 + 2]), "+f"(tl_acc[0 + 3]), "+f"(tl_acc[0 + 4]), "+f"(tl_acc[0 + 5]), "+f"(tl_acc[0 + 6]), "+f"(tl_acc[0 + 7]), "+f"(tl_acc[0 + 8]), "+f"(tl_acc[0 + 9]), "+f"(tl_acc[0 + 10]), "+f"(tl_acc[0 + 11]), "+f"(tl_acc[0 + 12]), "+f"(tl_acc[0 + 13]), "+f"(tl_acc[0 + 14]), "+f"(tl_acc[0 + 15]), "+f"(tl_acc[0 + 16]), "+f"(tl_acc[0 + 17]), "+f"(tl_acc[0 + 18]), "+f"(tl_acc[0 + 19]), "+f"(tl_acc[0 + 20]), "+f"(tl_acc[0 + 21]), "+f"(tl_acc[0 + 22]), "+f"(tl_acc[0 + 23]), "+f"(tl_acc[0 + 24]), "+f"(tl_acc[0 + 25]), "+f"(tl_acc[0 + 26]), "+f"(tl_acc[0 + 27]), "+f"(tl_acc[0 + 28]), "+f"(tl_acc[0 + 29]), "+f"(tl_acc[0 + 30]), "+f"(tl_acc[0 + 31]), "+f"(tl_acc[0 + 32]), "+f"(tl_acc[0 + 33]), "+f"(tl_acc[0 + 34]), "+f"(tl_acc[0 + 35]), "+f"(tl_acc[0 + 36]), "+f"(tl_acc[0 + 37]), "+f"(tl_acc[0 + 38]), "+f"(tl_acc[0 + 39]), "+f"(tl_acc[0 + 40]), "+f"(tl_acc[0 + 41]), "+f"(tl_acc[0 + 42]), "+f"(tl_acc[0 + 43]), "+f"(tl_acc[0 + 44]), "+f"(tl_acc[0 + 45]), "+f"(tl_acc[0 + 46]), "+f"(tl_acc[0 + 47]), "+f"(tl_acc[0 + 48]), "+f"(tl_acc[0 + 49]), "+f"(tl_acc[0 + 50]), "+f"(tl_acc[0 + 51]), "+f"(tl_acc[0 + 52]), "+f"(tl_acc[0 + 53]), "+f"(tl_acc[0 + 54]), "+f"(tl_acc[0 + 55]), "+f"(tl_acc[0 + 56]), "+f"(tl_acc[0 + 57]), "+f"(tl_acc[0 + 58]), "+f"(tl_acc[0 + 59]), "+f"(tl_acc[0 + 60]), "+f"(tl_acc[0 + 61]), "+f"(tl_acc[0 + 62]), "+f"(tl_acc[0 + 63]) : "r"(*reinterpret_cast<const unsigned*>(&P[20 + 0])), "r"(*reinterpret_cast<const unsigned*>(&P[20 + 8])), "r"(*reinterpret_cast<const unsigned*>(&P[20 + 2])), "r"(*reinterpret_cast<const unsigned*>(&P[20 + 10])), "l"(v_395), "r"(1)); }
      const int v_396 = (v_17 + 64);
      const unsigned long long v_397 = tl::wgmma_desc_at<128, 16384, 1024>((V_s + (v_17) * 64), 512);
      { float* tl_acc = acc_o; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %69, 0;\nwgmma.mma_async.sync.aligned.m64n128k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16, %17, %18, %19, %20, %21, %22, %23, %24, %25, %26, %27, %28, %29, %30, %31, %32, %33, %34, %35, %36, %37, %38, %39, %40, %41, %42, %43, %44, %45, %46, %47, %48, %49, %50, %51, %52, %53, %54, %55, %56, %57, %58, %59, %60, %61, %62, %63}, {%64, %65, %66, %67}, %68, p, 1, 1, 1;\n}\n" : "+f"(tl_acc[0 + 0]), "+f"(tl_acc[0 + 1]), "+f"(tl_acc[0 + 2]), "+f"(tl_acc[0 + 3]), "+f"(tl_acc[0 + 4]), "+f"(tl_acc[0 + 5]), "+f"(tl_acc[0 + 6]), "+f"(tl_acc[0 + 7]), "+f"(tl_acc[0 + 8]), "+f"(tl_acc[0 + 9]), "+f"(tl_acc[0 + 10]), "+f"(tl_acc[0 + 11]), "+f"(tl_acc[0 + 12]), "+f"(tl_acc[0 + 13]), "+f"(tl_acc[0 + 14]), "+f"(tl_acc[0 + 15]), "+f"(tl_acc[0 + 16]), "+f"(tl_acc[0 + 17]), "+f"(tl_acc[0 + 18]), "+f"(tl_acc[0 + 19]), "+f"(tl_acc[0 + 20]), "+f"(tl_acc[0 + 21]), "+f"(tl_acc[0 + 22]), "+f"(tl_acc[0 + 23]), "+f"(tl_acc[0 + 24]), "+f"(tl_acc[0 + 25]), "+f"(tl_acc[0 + 26]), "+f"(tl_acc[0 + 27]), "+f"(tl_acc[0 + 28]), "+f"(tl_acc[0 + 29]), "+f"(tl_acc[0 + 30]), "+f"(tl_acc[0 + 31]), "+f"(tl_acc[0 + 32]), "+f"(tl_acc[0 + 33]), "+f"(tl_acc[0 + 34]), "+f"(tl_acc[0 + 35]), "+f"(tl_acc[0 + 36]), "+f"(tl_acc[0 + 37]), "+f"(tl_acc[0 + 38]), "+f"(tl_acc[0 + 39]), "+f"(tl_acc[0 + 40]), "+f"(tl_acc[0 + 41]), "+f"(tl_acc[0 + 42]), "+f"(tl_acc[0 + 43]), "+f"(tl_acc[0 + 44]), "+f"(tl_acc[0 + 45]), "+f"(tl_acc[0 + 46]), "+f"(tl_acc[0 + 47]), "+f"(tl_acc[0 + 48]), "+f"(tl_acc[0 + 49]), "+f"(tl_acc[0 + 50]), "+f"(tl_acc[0 + 51]), "+f"(tl_acc[0 + 52]), "+f"(tl_acc[0 + 53]), "+f"(tl_acc[0 + 54]), "+f"(tl_acc[0 + 55]), "+f"(tl_acc[0 + 56]), "+f"(tl_acc[0 + 57]), "+f"(tl_acc[0 + 58]), "+f"(tl_acc[0 + 59]), "+f"(tl_acc[0 + 60]), "+f"(tl_acc[0 + 61]), "+f"(tl_acc[0 + 62]), "+f"(tl_acc[0 + 63]) : "r"(*reinterpret_cast<const unsigned*>(&P[32 + 0])), "r"(*reinterpret_cast<const unsigned*>(&P[32 + 8])), "r"(*reinterpret_cast<const unsigned*>(&P[32 + 2])), "r"(*reinterpret_cast<const unsigned*>(&P[32 + 10])), "l"(v_397), "r"(1)); }
      const int v_398 = (v_17 + 80);
      const unsigned long long v_399 = tl::wgmma_desc_at<128, 16384, 1024>((V_s + (v_17) * 64), 640);
      { float* tl_acc = acc_o; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %69, 0;\nwgmma.mma_async.sync.aligned.m64n128k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16, %17, %18, %19, %20, %21, %22, %23, %24, %25, %26, %27, %28, %29, %30, %31, %32, %33, %34, %35, %36, %37, %38, %39, %40, %41, %42, %43, %44, %45, %46, %47, %48, %49, %50, %51, %52, %53, %54, %55, %56, %57, %58, %59, %60, %61, %62, %63}, {%64, %65, %66, %67}, %68, p, 1, 1, 1;\n}\n" : "+f"(tl_acc[0 + 0]), "+f"(tl_acc[0 + 1]), "+f"(tl_acc[0 + 2]), "+f"(tl_acc[0 + 3]), "+f"(tl_acc[0 + 4]), "+f"(tl_acc[0 + 5]), "+f"(tl_acc[0 + 6]), "+f"(tl_acc[0 + 7]), "+f"(tl_acc[0 + 8]), "+f"(tl_acc[0 + 9]), "+f"(tl_acc[0 + 10]), "+f"(tl_acc[0 + 11]), "+f"(tl_acc[0 + 12]), "+f"(tl_acc[0 + 13]), "+f"(tl_acc[0 + 14]), "+f"(tl_acc[0 + 15]), "+f"(tl_acc[0 + 16]), "+f"(tl_acc[0 + 17]), "+f"(tl_acc[0 + 18]), "+f"(tl_acc[0 + 19]), "+f"(tl_acc[0 + 20]), "+f"(tl_acc[0 + 21]), "+f"(tl_acc[0 + 22]), "+f"(tl_acc[0 + 23]), "+f"(tl_acc[0 + 24]), "+f"(tl_acc[0 + 25]), "+f"(tl_acc[0 + 26]), "+f"(tl_acc[0 + 27]), "+f"(tl_acc[0 + 28]), "+f"(tl_acc[0 + 29]), "+f"(tl_acc[0 + 30]), "+f"(tl_acc[0 + 31]), "+f"(tl_acc[0 + 32]), "+f"(tl_acc[0 + 33]), "+f"(tl_acc[0 + 34]), "+f"(tl_acc[0 + 35]), "+f"(tl_acc[0 + 36]), "+f"(tl_acc[0 + 37]), "+f"(tl_acc[0 + 38]), "+f"(tl_acc[0 + 39]), "+f"(tl_acc[0 + 40]), "+f"(tl_acc[0 + 41]), "+f"(tl_acc[0 + 42]), "+f"(tl_acc[0 + 43]), "+f"(tl_acc[0 + 44]), "+f"(tl_acc[0 + 45]), "+f"(tl_acc[0 + 46]), "+f"(tl_acc[0 + 47]), "+f"(tl_acc[0 + 48]), "+f"(tl_acc[0 + 49]), "+f"(tl_acc[0 + 50]), "+f"(tl_acc[0 + 51]), "+f"(tl_acc[0 + 52]), "+f"(tl_acc[0 + 53]), "+f"(tl_acc[0 + 54]), "+f"(tl_acc[0 + 55]), "+f"(tl_acc[0 + 56]), "+f"(tl_acc[0 + 57]), "+f"(tl_acc[0 + 58]), "+f"(tl_acc[0 + 59]), "+f"(tl_acc[0 + 60]), "+f"(tl_acc[0 + 61]), "+f"(tl_acc[0 + 62]), "+f"(tl_acc[0 + 63]) : "r"(*reinterpret_cast<const unsigned*>(&P[36 + 0])), "r"(*reinterpret_cast<const unsigned*>(&P[36 + 8])), "r"(*reinterpret_cast<const unsigned*>(&P[36 + 2])), "r"(*reinterpret_cast<const unsigned*>(&P[36 + 10])), "l"(v_399), "r"(1)); }
      const int v_400 = (v_17 + 96);
      const unsigned long long v_401 = tl::wgmma_desc_at<128, 16384, 1024>((V_s + (v_17) * 64), 768);
      { float* tl_acc = acc_o; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %69, 0;\nwgmma.mma_async.sync.aligned.m64n128k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16, %17, %18, %19, %20, %21, %22, %23, %24, %25, %26, %27, %28, %29, %30, %31, %32, %33, %34, %35, %36, %37, %38, %39, %40, %41, %42, %43, %44, %45, %46, %47, %48, %49, %50, %51, %52, %53, %54, %55, %56, %57, %58, %59, %60, %61, %62, %63}, {%64, %65, %66, %67}, %68, p, 1, 1, 1;\n}\n" : "+f"(tl_acc[0 + 0]), "+f"(tl_acc[0 + 1]), "+f"(tl_acc[0 + 2]), "+f"(tl_acc[0 + 3]), "+f"(tl_acc[0 + 4]), "+f"(tl_acc[0 + 5]), "+f"(tl_acc[0 + 6]), "+f"(tl_acc[0 + 7]), "+f"(tl_acc[0 + 8]), "+f"(tl_acc[0 + 9]), "+f"(tl_acc[0 + 10]), "+f"(tl_acc[0 + 11]), "+f"(tl_acc[0 + 12]), "+f"(tl_acc[0 + 13]), "+f"(tl_acc[0 + 14]), "+f"(tl_acc[0 + 15]), "+f"(tl_acc[0 + 16]), "+f"(tl_acc[0 + 17]), "+f"(tl_acc[0 + 18]), "+f"(tl_acc[0 + 19]), "+f"(tl_acc[0 + 20]), "+f"(tl_acc[0 + 21]), "+f"(tl_acc[0 + 22]), "+f"(tl_acc[0 + 23]), "+f"(tl_acc[0 + 24]), "+f"(tl_acc[0 + 25]), "+f"(tl_acc[0 + 26]), "+f"(tl_acc[0 + 27]), "+f"(tl_acc[0 + 28]), "+f"(tl_acc[0 + 29]), "+f"(tl_acc[0 + 30]), "+f"(tl_acc[0 + 31]), "+f"(tl_acc[0 + 32]), "+f"(tl_acc[0 + 33]), "+f"(tl_acc[0 + 34]), "+f"(tl_acc[0 + 35]), "+f"(tl_acc[0 + 36]), "+f"(tl_acc[0 + 37]), "+f"(tl_acc[0 + 38]), "+f"(tl_acc[0 + 39]), "+f"(tl_acc[0 + 40]), "+f"(tl_acc[0 + 41]), "+f"(tl_acc[0 + 42]), "+f"(tl_acc[0 + 43]), "+f"(tl_acc[0 + 44]), "+f"(tl_acc[0 + 45]), "+f"(tl_acc[0 + 46]), "+f"(tl_acc[0 + 47]), "+f"(tl_acc[0 + 48]), "+f"(tl_acc[0 + 49]), "+f"(tl_acc[0 + 50]), "+f"(tl_acc[0 + 51]), "+f"(tl_acc[0 + 52]), "+f"(tl_acc[0 + 53]), "+f"(tl_acc[0 + 54]), "+f"(tl_acc[0 + 55]), "+f"(tl_acc[0 + 56]), "+f"(tl_acc[0 + 57]), "+f"(tl_acc[0 + 58]), "+f"(tl_acc[0 + 59]), "+f"(tl_acc[0 + 60]), "+f"(tl_acc[0 + 61]), "+f"(tl_acc[0 + 62]), "+f"(tl_acc[0 + 63]) : "r"(*reinterpret_cast<const unsigned*>(&P[48 + 0])), "r"(*reinterpret_cast<const unsigned*>(&P[48 + 8])), "r"(*reinterpret_cast<const unsigned*>(&P[48 + 2])), "r"(*reinterpret_cast<const unsigned*>(&P[48 + 10])), "l"(v_401), "r"(1)); }
      const int v_402 = (v_17 + 112);
      const unsigned long long v_403 = tl::wgmma_desc_at<128, 16384, 1024>((V_s + (v_17) * 64), 896);
      { float* tl_acc = acc_o; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %69, 0;\nwgmma.mma_async.sync.aligned.m64n128k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16, %17, %18, %19, %20, %21, %22, %23, %24, %25, %26, %27, %28, %29, %30, %31, %32, %33, %34, %35, %36, %37, %38, %39, %40, %41, %42, %43, %44, %45, %46, %47, %48, %49, %50, %51, %52, %53, %54, %55, %56, %57, %58, %59, %60, %61, %62, %63}, {%64, %65, %66, %67}, %68, p, 1, 1, 1;\n}\n" : "+f"(tl_acc[0 + 0]), "+f"(tl_acc[0 + 1]), "+f"(tl_acc[0 + 2]), "+f"(tl_acc[0 + 3]), "+f"(tl_acc[0 + 4]), "+f"(tl_acc[0 + 5]), "+f"(tl_acc[0 + 6]), "+f"(tl_acc[0 + 7]), "+f"(tl_acc[0 + 8]), "+f"(tl_acc[0 + 9]), "+f"(tl_acc[0 + 10]), "+f"(tl_acc[0 + 11]), "+f"(tl_acc[0 + 12]), "+f"(tl_acc[0 + 13]), "+f"(tl_acc[0 + 14]), "+f"(tl_acc[0 + 15]), "+f"(tl_acc[0 + 16]), "+f"(tl_acc[0 + 17]), "+f"(tl_acc[0 + 18]), "+f"(tl_acc[0 + 19]), "+f"(tl_acc[0 + 20]), "+f"(tl_acc[0 + 21]), "+f"(tl_acc[0 + 22]), "+f"(tl_acc[0 + 23]), "+f"(tl_acc[0 + 24]), "+f"(tl_acc[0 + 25]), "+f"(tl_acc[0 + 26]), "+f"(tl_acc[0 + 27]), "+f"(tl_acc[0 + 28]), "+f"(tl_acc[0 + 29]), "+f"(tl_acc[0 + 30]), "+f"(tl_acc[0 + 31]), "+f"(tl_acc[0 + 32]), "+f"(tl_acc[0 + 33]), "+f"(tl_acc[0 + 34]), "+f"(tl_acc[0 + 35]), "+f"(tl_acc[0 + 36]), "+f"(tl_acc[0 + 37]), "+f"(tl_acc[0 + 38]), "+f"(tl_acc[0 + 39]), "+f"(tl_acc[0 + 40]), "+f"(tl_acc[0 + 41]), "+f"(tl_acc[0 + 42]), "+f"(tl_acc[0 + 43]), "+f"(tl_acc[0 + 44]), "+f"(tl_acc[0 + 45]), "+f"(tl_acc[0 + 46]), "+f"(tl_acc[0 + 47]), "+f"(tl_acc[0 + 48]), "+f"(tl_acc[0 + 49]), "+f"(tl_acc[0 + 50]), "+f"(tl_acc[0 + 51]), "+f"(tl_acc[0 + 52]), "+f"(tl_acc[0 + 53]), "+f"(tl_acc[0 + 54]), "+f"(tl_acc[0 + 55]), "+f"(tl_acc[0 + 56]), "+f"(tl_acc[0 + 57]), "+f"(tl_acc[0 + 58]), "+f"(tl_acc[0 + 59]), "+f"(tl_acc[0 + 60]), "+f"(tl_acc[0 + 61]), "+f"(tl_acc[0 + 62]), "+f"(tl_acc[0 + 63]) : "r"(*reinterpret_cast<const unsigned*>(&P[52 + 0])), "r"(*reinterpret_cast<const unsigned*>(&P[52 + 8])), "r"(*reinterpret_cast<const unsigned*>(&P[52 + 2])), "r"(*reinterpret_cast<const unsigned*>(&P[52 + 10])), "l"(v_403), "r"(1)); }
      tl::wgmma_commit();
      tl::wgmma_wait<0, 64, 32>(acc_o, P);
#line 126 "tutorials/12_flash_attention.py"
      __syncwarp();
      if ((threadIdx.x & 31) == 0) tl::mbar_arrive((empty_bar + r_1));
      const bool v_404 = (r_1 == 1);
      const int v_405 = (r_1 + 1);
      const int v_406 = (v_404 ? 0 : v_405);
      r_1 = v_406;
    }
    tl::wgmma_wait_defining<0, 64>(acc_o);
#line 153 "tutorials/12_flash_attention.py"
    #pragma unroll
    for (int l_v_4 = 0; l_v_4 < 16; l_v_4 += 1) {
      const int v_407 = (l_v_4 * 4);
#line 154 "tutorials/12_flash_attention.py"
      const tl::vec<float, 4> v_408 = *reinterpret_cast<const tl::vec<float, 4>*>((acc_o + v_407));
      const float v_409 = v_408.v[0];
      const float v_410 = l[0];
      const float v_411 = (v_409 / v_410);
      const float v_412 = v_408.v[1];
      const float v_413 = (v_412 / v_410);
      const float v_414 = v_408.v[2];
      const float v_415 = l[1];
      const float v_416 = (v_414 / v_415);
      const float v_417 = v_408.v[3];
      const float v_418 = (v_417 / v_415);
#line 153 "tutorials/12_flash_attention.py"
      const tl::vec<float, 4> v_419 = tl::vec<float, 4>{{v_411, v_413, v_416, v_418}};
      *reinterpret_cast<tl::vec<float, 4>*>((acc_o + v_407)) = v_419;
    }
#line 155 "tutorials/12_flash_attention.py"
    const int v_420 = (v_13 + v);
    const bool v_421 = (v_420 < 4096);
    const int v_422 = (v_420 + 8);
    const bool v_423 = (v_422 < 4096);
    #pragma unroll
    for (int l_v_5 = 0; l_v_5 < 16; l_v_5 += 1) {
      const int v_424 = (l_v_5 * 4);
      const int v_425 = (l_v_5 * 8);
      const int v_426 = (v_425 + v_15);
      const tl::vec<float, 4> v_427 = *reinterpret_cast<const tl::vec<float, 4>*>((acc_o + v_424));
      const float v_428 = v_427.v[0];
      const half v_429 = tl::cast<half>(v_428);
      const float v_430 = v_427.v[1];
      const half v_431 = tl::cast<half>(v_430);
      if (v_421) {
        const tl::vec<half, 2> v_432 = tl::vec<half, 2>{{v_429, v_431}};
        *reinterpret_cast<tl::vec<half, 2>*>((O + ((((int)blockIdx.z) * 16 + (int)blockIdx.y) * 4096 + v_420) * 128 + v_426)) = v_432;
      }
      const float v_433 = v_427.v[2];
      const half v_434 = tl::cast<half>(v_433);
      const float v_435 = v_427.v[3];
      const half v_436 = tl::cast<half>(v_435);
      if (v_423) {
        const tl::vec<half, 2> v_437 = tl::vec<half, 2>{{v_434, v_436}};
        *reinterpret_cast<tl::vec<half, 2>*>((O + ((((int)blockIdx.z) * 16 + (int)blockIdx.y) * 4096 + v_422) * 128 + v_426)) = v_437;
      }
    }
#line 126 "tutorials/12_flash_attention.py"
  } else {
    tl::set_max_nreg<40, false>();
    const bool v_438 = (tid == 256);
    if (v_438) {
#line 120 "tutorials/12_flash_attention.py"
      tl::mbar_expect_tx((tma_bar + 0), 32768);
      tl::tma_load((Q_s + 0), &Q_tmap, (tma_bar + 0), 0, v, (int)blockIdx.y, (int)blockIdx.z);
      tl::tma_load((unsigned char*)(Q_s + 0) + 16384, &Q_tmap, (tma_bar + 0), 0 + 64, v, (int)blockIdx.y, (int)blockIdx.z);
#line 126 "tutorials/12_flash_attention.py"
      int r_2 = 0;
      for (int kb_1 = 0; kb_1 < 32; kb_1 += 1) {
        const int v_439 = (kb_1 / 2);
        const int v_440 = (v_439 + 1);
        const int v_441 = (v_440 % 2);
        tl::mbar_wait((empty_bar + r_2), v_441);
#line 127 "tutorials/12_flash_attention.py"
        const int v_442 = (kb_1 * 128);
#line 126 "tutorials/12_flash_attention.py"
        const int v_443 = (r_2 * 256);
#line 127 "tutorials/12_flash_attention.py"
        tl::mbar_expect_tx((tma_bar_1 + r_2), 32768);
        tl::tma_load((K_s + (v_443) * 64 + 0), &K_tmap, (tma_bar_1 + r_2), 0, v_442, (int)blockIdx.y, (int)blockIdx.z);
        tl::tma_load((unsigned char*)(K_s + (v_443) * 64 + 0) + 16384, &K_tmap, (tma_bar_1 + r_2), 0 + 64, v_442, (int)blockIdx.y, (int)blockIdx.z);
#line 128 "tutorials/12_flash_attention.py"
        tl::mbar_expect_tx((tma_bar_1 + r_2), 32768);
        tl::tma_load((V_s + (v_443) * 64 + 0), &V_tmap, (tma_bar_1 + r_2), 0, v_442, (int)blockIdx.y, (int)blockIdx.z);
        tl::tma_load((unsigned char*)(V_s + (v_443) * 64 + 0) + 16384, &V_tmap, (tma_bar_1 + r_2), 0 + 64, v_442, (int)blockIdx.y, (int)blockIdx.z);
#line 126 "tutorials/12_flash_attention.py"
        const bool v_444 = (r_2 == 1);
        const int v_445 = (r_2 + 1);
        const int v_446 = (v_444 ? 0 : v_445);
        r_2 = v_446;
      }
    }
  }
}
