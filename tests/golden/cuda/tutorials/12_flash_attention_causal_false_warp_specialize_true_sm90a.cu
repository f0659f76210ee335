// tutorials/12_flash_attention.py --compile-only: flash_attention(causal=False, warp_specialize=True); sm_90a
// written by `python scripts/update_golden.py` (never by hand): the CUDA source after prelude.cuh and a blank line, #line paths repository-relative
#line 109 "tutorials/12_flash_attention.py"
extern "C" __global__ void __launch_bounds__(384) main_kernel(half* __restrict__ Q, half* __restrict__ K, half* __restrict__ V, half* __restrict__ O, const __grid_constant__ tl::TensorMap K_tmap, const __grid_constant__ tl::TensorMap V_tmap) {
  extern __shared__ __align__(1024) unsigned char tl_smem[];
#line 127 "tutorials/12_flash_attention.py"
  unsigned long long* const tma_bar = reinterpret_cast<unsigned long long*>(tl_smem + 163840);
  if (threadIdx.x == 0 && threadIdx.y == 0 && threadIdx.z == 0) {
    for (int i = 0; i < 2; ++i) tl::mbar_init(tma_bar + i, 2);
    tl::fence_mbar_init();
  }
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
  tl::fence_proxy_async();
  __syncthreads();
#line 109 "tutorials/12_flash_attention.py"
  const int tid = (int)threadIdx.x;
#line 126 "tutorials/12_flash_attention.py"
  if (threadIdx.x < 256) {
    tl::set_max_nreg<232, true>();
#line 110 "tutorials/12_flash_attention.py"
    half* const Q_s = reinterpret_cast<half*>(tl_smem + 131072);
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
    for (int k = 0; k < 8; k += 1) {
      const int v_1 = (k * 256);
      const int v_2 = (v_1 + tid);
      const int v_3 = (v_2 % 16);
      const int v_4 = (v_2 / 16);
      const int v_5 = (v_4 % 128);
      const int v_6 = (v_3 * 8);
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
    tl::named_barrier<1, 256>();
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
#line 130 "tutorials/12_flash_attention.py"
    const int v_19 = (tid / 128);
    const int v_20 = (v_19 * 64);
    const int v_21 = (tid % 128);
    const int v_22 = (v_21 / 32);
    const int v_23 = (v_22 * 16);
    const int v_24 = (v_20 + v_23);
    const int v_25 = (tid % 32);
    const int v_26 = (v_25 / 4);
    const int v_27 = (v_24 + v_26);
    const int v_28 = (tid % 4);
    const int v_29 = (v_28 * 2);
#line 135 "tutorials/12_flash_attention.py"
    const int v_30 = (v_20 + 128);
#line 126 "tutorials/12_flash_attention.py"
    int r_1 = 0;
    for (int kb = 0; kb < 32; kb += 1) {
      const int v_31 = (r_1 * 256);
      const int v_32 = (kb / 2);
      const int v_33 = (v_32 % 2);
#line 127 "tutorials/12_flash_attention.py"
      tl::mbar_wait((tma_bar + r_1), v_33);
#line 130 "tutorials/12_flash_attention.py"
      #pragma unroll
      for (int l_v_1 = 0; l_v_1 < 16; l_v_1 += 1) {
        const int v_34 = (l_v_1 * 4);
        const tl::vec<float, 4> v_35 = tl::vec<float, 4>{{0.0f, 0.0f, 0.0f, 0.0f}};
        *reinterpret_cast<tl::vec<float, 4>*>((acc_s + v_34)) = v_35;
      }
#line 135 "tutorials/12_flash_attention.py"
      tl::wgmma_fence<64>(acc_s);
      const unsigned long long v_36 = tl::wgmma_desc<128, 16, 1024>((K_s + (v_31) * 64 + 0));
      const unsigned long long v_37 = tl::wgmma_desc<128, 16, 1024>((Q_s + (v_20) * 64 + 0));
      asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %66, 0;\nwgmma.mma_async.sync.aligned.m64n128k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16, %17, %18, %19, %20, %21, %22, %23, %24, %25, %26, %27, %28, %29, %30, %31, %32, %33, %34, %35, %36, %37, %38, %39, %40, %41, %42, %43, %44, %45, %46, %47, %48, %49, %50, %51, %52, %53, %54, %55, %56, %57, %58, %59, %60, %61, %62, %63}, %64, %65, p, 1, 1, 0, 0;\n}\n" : "+f"(acc_s[0 + 0]), "+f"(acc_s[0 + 1]), "+f"(acc_s[0 + 2]), "+f"(acc_s[0 + 3]), "+f"(acc_s[0 + 4]), "+f"(acc_s[0 + 5]), "+f"(acc_s[0 + 6]), "+f"(acc_s[0 + 7]), "+f"(acc_s[0 + 8]), "+f"(acc_s[0 + 9]), "+f"(acc_s[0 + 10]), "+f"(acc_s[0 + 11]), "+f"(acc_s[0 + 12]), "+f"(acc_s[0 + 13]), "+f"(acc_s[0 + 14]), "+f"(acc_s[0 + 15]), "+f"(acc_s[0 + 16]), "+f"(acc_s[0 + 17]), "+f"(acc_s[0 + 18]), "+f"(acc_s[0 + 19]), "+f"(acc_s[0 + 20]), "+f"(acc_s[0 + 21]), "+f"(acc_s[0 + 22]), "+f"(acc_s[0 + 23]), "+f"(acc_s[0 + 24]), "+f"(acc_s[0 + 25]), "+f"(acc_s[0 + 26]), "+f"(acc_s[0 + 27]), "+f"(acc_s[0 + 28]), "+f"(acc_s[0 + 29]), "+f"(acc_s[0 + 30]), "+f"(acc_s[0 + 31]), "+f"(acc_s[0 + 32]), "+f"(acc_s[0 + 33]), "+f"(acc_s[0 + 34]), "+f"(acc_s[0 + 35]), "+f"(acc_s[0 + 36]), "+f"(acc_s[0 + 37]), "+f"(acc_s[0 + 38]), "+f"(acc_s[0 + 39]), "+f"(acc_s[0 + 40]), "+f"(acc_s[0 + 41]), "+f"(acc_s[0 + 42]), "+f"(acc_s[0 + 43]), "+f"(acc_s[0 + 44]), "+f"(acc_s[0 + 45]), "+f"(acc_s[0 + 46]), "+f"(acc_s[0 + 47]), "+f"(acc_s[0 + 48]), "+f"(acc_s[0 + 49]), "+f"(acc_s[0 + 50]), "+f"(acc_s[0 + 51]), "+f"(acc_s[0 + 52]), "+f"(acc_s[0 + 53]), "+f"(acc_s[0 + 54]), "+f"(acc_s[0 + 55]), "+f"(acc_s[0 + 56]), "+f"(acc_s[0 + 57]), "+f"(acc_s[0 + 58]), "+f"(acc_s[0 + 59]), "+f"(acc_s[0 + 60]), "+f"(acc_s[0 + 61]), "+f"(acc_s[0 + 62]), "+f"(acc_s[0 + 63]) : "l"(v_37), "l"(v_36), "r"(1));
      const unsigned long long v_38 = tl::wgmma_desc<128, 16, 1024>((K_s + (v_31) * 64 + 16));
      const unsigned long long v_39 = tl::wgmma_desc<128, 16, 1024>((Q_s + (v_20) * 64 + 16));
      asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %66, 0;\nwgmma.mma_async.sync.aligned.m64n128k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16, %17, %18, %19, %20, %21, %22, %23, %24, %25, %26, %27, %28, %29, %30, %31, %32, %33, %34, %35, %36, %37, %38, %39, %40, %41, %42, %43, %44, %45, %46, %47, %48, %49, %50, %51, %52, %53, %54, %55, %56, %57, %58, %59, %60, %61, %62, %63}, %64, %65, p, 1, 1, 0, 0;\n}\n" : "+f"(acc_s[0 + 0]), "+f"(acc_s[0 + 1]), "+f"(acc_s[0 + 2]), "+f"(acc_s[0 + 3]), "+f"(acc_s[0 + 4]), "+f"(acc_s[0 + 5]), "+f"(acc_s[0 + 6]), "+f"(acc_s[0 + 7]), "+f"(acc_s[0 + 8]), "+f"(acc_s[0 + 9]), "+f"(acc_s[0 + 10]), "+f"(acc_s[0 + 11]), "+f"(acc_s[0 + 12]), "+f"(acc_s[0 + 13]), "+f"(acc_s[0 + 14]), "+f"(acc_s[0 + 15]), "+f"(acc_s[0 + 16]), "+f"(acc_s[0 + 17]), "+f"(acc_s[0 + 18]), "+f"(acc_s[0 + 19]), "+f"(acc_s[0 + 20]), "+f"(acc_s[0 + 21]), "+f"(acc_s[0 + 22]), "+f"(acc_s[0 + 23]), "+f"(acc_s[0 + 24]), "+f"(acc_s[0 + 25]), "+f"(acc_s[0 + 26]), "+f"(acc_s[0 + 27]), "+f"(acc_s[0 + 28]), "+f"(acc_s[0 + 29]), "+f"(acc_s[0 + 30]), "+f"(acc_s[0 + 31]), "+f"(acc_s[0 + 32]), "+f"(acc_s[0 + 33]), "+f"(acc_s[0 + 34]), "+f"(acc_s[0 + 35]), "+f"(acc_s[0 + 36]), "+f"(acc_s[0 + 37]), "+f"(acc_s[0 + 38]), "+f"(acc_s[0 + 39]), "+f"(acc_s[0 + 40]), "+f"(acc_s[0 + 41]), "+f"(acc_s[0 + 42]), "+f"(acc_s[0 + 43]), "+f"(acc_s[0 + 44]), "+f"(acc_s[0 + 45]), "+f"(acc_s[0 + 46]), "+f"(acc_s[0 + 47]), "+f"(acc_s[0 + 48]), "+f"(acc_s[0 + 49]), "+f"(acc_s[0 + 50]), "+f"(acc_s[0 + 51]), "+f"(acc_s[0 + 52]), "+f"(acc_s[0 + 53]), "+f"(acc_s[0 + 54]), "+f"(acc_s[0 + 55]), "+f"(acc_s[0 + 56]), "+f"(acc_s[0 + 57]), "+f"(acc_s[0 + 58]), "+f"(acc_s[0 + 59]), "+f"(acc_s[0 + 60]), "+f"(acc_s[0 + 61]), "+f"(acc_s[0 + 62]), "+f"(acc_s[0 + 63]) : "l"(v_39), "l"(v_38), "r"(1));
      const unsigned long long v_40 = tl::wgmma_desc<128, 16, 1024>((K_s + (v_31) * 64 + 32));
      const unsigned long long v_41 = tl::wgmma_desc<128, 16, 1024>((Q_s + (v_20) * 64 + 32));
      asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %66, 0;\nwgmma.mma_async.sync.aligned.m64n128k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16, %17, %18, %19, %20, %21, %22, %23, %24, %25, %26, %27, %28, %29, %30, %31, %32, %33, %34, %35, %36, %37, %38, %39, %40, %41, %42, %43, %44, %45, %46, %47, %48, %49, %50, %51, %52, %53, %54, %55, %56, %57, %58, %59, %60, %61, %62, %63}, %64, %65, p, 1, 1, 0, 0;\n}\n" : "+f"(acc_s[0 + 0]), "+f"(acc_s[0 + 1]), "+f"(acc_s[0 + 2]), "+f"(acc_s[0 + 3]), "+f"(acc_s[0 + 4]), "+f"(acc_s[0 + 5]), "+f"(acc_s[0 + 6]), "+f"(acc_s[0 + 7]), "+f"(acc_s[0 + 8]), "+f"(acc_s[0 + 9]), "+f"(acc_s[0 + 10]), "+f"(acc_s[0 + 11]), "+f"(acc_s[0 + 12]), "+f"(acc_s[0 + 13]), "+f"(acc_s[0 + 14]), "+f"(acc_s[0 + 15]), "+f"(acc_s[0 + 16]), "+f"(acc_s[0 + 17]), "+f"(acc_s[0 + 18]), "+f"(acc_s[0 + 19]), "+f"(acc_s[0 + 20]), "+f"(acc_s[0 + 21]), "+f"(acc_s[0 + 22]), "+f"(acc_s[0 + 23]), "+f"(acc_s[0 + 24]), "+f"(acc_s[0 + 25]), "+f"(acc_s[0 + 26]), "+f"(acc_s[0 + 27]), "+f"(acc_s[0 + 28]), "+f"(acc_s[0 + 29]), "+f"(acc_s[0 + 30]), "+f"(acc_s[0 + 31]), "+f"(acc_s[0 + 32]), "+f"(acc_s[0 + 33]), "+f"(acc_s[0 + 34]), "+f"(acc_s[0 + 35]), "+f"(acc_s[0 + 36]), "+f"(acc_s[0 + 37]), "+f"(acc_s[0 + 38]), "+f"(acc_s[0 + 39]), "+f"(acc_s[0 + 40]), "+f"(acc_s[0 + 41]), "+f"(acc_s[0 + 42]), "+f"(acc_s[0 + 43]), "+f"(acc_s[0 + 44]), "+f"(acc_s[0 + 45]), "+f"(acc_s[0 + 46]), "+f"(acc_s[0 + 47]), "+f"(acc_s[0 + 48]), "+f"(acc_s[0 + 49]), "+f"(acc_s[0 + 50]), "+f"(acc_s[0 + 51]), "+f"(acc_s[0 + 52]), "+f"(acc_s[0 + 53]), "+f"(acc_s[0 + 54]), "+f"(acc_s[0 + 55]), "+f"(acc_s[0 + 56]), "+f"(acc_s[0 + 57]), "+f"(acc_s[0 + 58]), "+f"(acc_s[0 + 59]), "+f"(acc_s[0 + 60]), "+f"(acc_s[0 + 61]), "+f"(acc_s[0 + 62]), "+f"(acc_s[0 + 63]) : "l"(v_41), "l"(v_40), "r"(1));
      const unsigned long long v_42 = tl::wgmma_desc<128, 16, 1024>((K_s + (v_31) * 64 + 48));
      const unsigned long long v_43 = tl::wgmma_desc<128, 16, 1024>((Q_s + (v_20) * 64 + 48));
      asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %66, 0;\nwgmma.mma_async.sync.aligned.m64n128k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16, %17, %18, %19, %20, %21, %22, %23, %24, %25, %26, %27, %28, %29, %30, %31, %32, %33, %34, %35, %36, %37, %38, %39, %40, %41, %42, %43, %44, %45, %46, %47, %48, %49, %50, %51, %52, %53, %54, %55, %56, %57, %58, %59, %60, %61, %62, %63}, %64, %65, p, 1, 1, 0, 0;\n}\n" : "+f"(acc_s[0 + 0]), "+f"(acc_s[0 + 1]), "+f"(acc_s[0 + 2]), "+f"(acc_s[0 + 3]), "+f"(acc_s[0 + 4]), "+f"(acc_s[0 + 5]), "+f"(acc_s[0 + 6]), "+f"(acc_s[0 + 7]), "+f"(acc_s[0 + 8]), "+f"(acc_s[0 + 9]), "+f"(acc_s[0 + 10]), "+f"(acc_s[0 + 11]), "+f"(acc_s[0 + 12]), "+f"(acc_s[0 + 13]), "+f"(acc_s[0 + 14]), "+f"(acc_s[0 + 15]), "+f"(acc_s[0 + 16]), "+f"(acc_s[0 + 17]), "+f"(acc_s[0 + 18]), "+f"(acc_s[0 + 19]), "+f"(acc_s[0 + 20]), "+f"(acc_s[0 + 21]), "+f"(acc_s[0 + 22]), "+f"(acc_s[0 + 23]), "+f"(acc_s[0 + 24]), "+f"(acc_s[0 + 25]), "+f"(acc_s[0 + 26]), "+f"(acc_s[0 + 27]), "+f"(acc_s[0 + 28]), "+f"(acc_s[0 + 29]), "+f"(acc_s[0 + 30]), "+f"(acc_s[0 + 31]), "+f"(acc_s[0 + 32]), "+f"(acc_s[0 + 33]), "+f"(acc_s[0 + 34]), "+f"(acc_s[0 + 35]), "+f"(acc_s[0 + 36]), "+f"(acc_s[0 + 37]), "+f"(acc_s[0 + 38]), "+f"(acc_s[0 + 39]), "+f"(acc_s[0 + 40]), "+f"(acc_s[0 + 41]), "+f"(acc_s[0 + 42]), "+f"(acc_s[0 + 43]), "+f"(acc_s[0 + 44]), "+f"(acc_s[0 + 45]), "+f"(acc_s[0 + 46]), "+f"(acc_s[0 + 47]), "+f"(acc_s[0 + 48]), "+f"(acc_s[0 + 49]), "+f"(acc_s[0 + 50]), "+f"(acc_s[0 + 51]), "+f"(acc_s[0 + 52]), "+f"(acc_s[0 + 53]), "+f"(acc_s[0 + 54]), "+f"(acc_s[0 + 55]), "+f"(acc_s[0 + 56]), "+f"(acc_s[0 + 57]), "+f"(acc_s[0 + 58]), "+f"(acc_s[0 + 59]), "+f"(acc_s[0 + 60]), "+f"(acc_s[0 + 61]), "+f"(acc_s[0 + 62]), "+f"(acc_s[0 + 63]) : "l"(v_43), "l"(v_42), "r"(1));
      const int v_44 = (v_31 + 128);
      const unsigned long long v_45 = tl::wgmma_desc<128, 16, 1024>((K_s + (v_44) * 64 + 0));
      const unsigned long long v_46 = tl::wgmma_desc<128, 16, 1024>((Q_s + (v_30) * 64 + 0));
      asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %66, 0;\nwgmma.mma_async.sync.aligned.m64n128k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16, %17, %18, %19, %20, %21, %22, %23, %24, %25, %26, %27, %28, %29, %30, %31, %32, %33, %34, %35, %36, %37, %38, %39, %40, %41, %42, %43, %44, %45, %46, %47, %48, %49, %50, %51, %52, %53, %54, %55, %56, %57, %58, %59, %60, %61, %62, %63}, %64, %65, p, 1, 1, 0, 0;\n}\n" : "+f"(acc_s[0 + 0]), "+f"(acc_s[0 + 1]), "+f"(acc_s[0 + 2]), "+f"(acc_s[0 + 3]), "+f"(acc_s[0 + 4]), "+f"(acc_s[0 + 5]), "+f"(acc_s[0 + 6]), "+f"(acc_s[0 + 7]), "+f"(acc_s[0 + 8]), "+f"(acc_s[0 + 9]), "+f"(acc_s[0 + 10]), "+f"(acc_s[0 + 11]), "+f"(acc_s[0 + 12]), "+f"(acc_s[0 + 13]), "+f"(acc_s[0 + 14]), "+f"(acc_s[0 + 15]), "+f"(acc_s[0 + 16]), "+f"(acc_s[0 + 17]), "+f"(acc_s[0 + 18]), "+f"(acc_s[0 + 19]), "+f"(acc_s[0 + 20]), "+f"(acc_s[0 + 21]), "+f"(acc_s[0 + 22]), "+f"(acc_s[0 + 23]), "+f"(acc_s[0 + 24]), "+f"(acc_s[0 + 25]), "+f"(acc_s[0 + 26]), "+f"(acc_s[0 + 27]), "+f"(acc_s[0 + 28]), "+f"(acc_s[0 + 29]), "+f"(acc_s[0 + 30]), "+f"(acc_s[0 + 31]), "+f"(acc_s[0 + 32]), "+f"(acc_s[0 + 33]), "+f"(acc_s[0 + 34]), "+f"(acc_s[0 + 35]), "+f"(acc_s[0 + 36]), "+f"(acc_s[0 + 37]), "+f"(acc_s[0 + 38]), "+f"(acc_s[0 + 39]), "+f"(acc_s[0 + 40]), "+f"(acc_s[0 + 41]), "+f"(acc_s[0 + 42]), "+f"(acc_s[0 + 43]), "+f"(acc_s[0 + 44]), "+f"(acc_s[0 + 45]), "+f"(acc_s[0 + 46]), "+f"(acc_s[0 + 47]), "+f"(acc_s[0 + 48]), "+f"(acc_s[0 + 49]), "+f"(acc_s[0 + 50]), "+f"(acc_s[0 + 51]), "+f"(acc_s[0 + 52]), "+f"(acc_s[0 + 53]), "+f"(acc_s[0 + 54]), "+f"(acc_s[0 + 55]), "+f"(acc_s[0 + 56]), "+f"(acc_s[0 + 57]), "+f"(acc_s[0 + 58]), "+f"(acc_s[0 + 59]), "+f"(acc_s[0 + 60]), "+f"(acc_s[0 + 61]), "+f"(acc_s[0 + 62]), "+f"(acc_s[0 + 63]) : "l"(v_46), "l"(v_45), "r"(1));
      const unsigned long long v_47 = tl::wgmma_desc<128, 16, 1024>((K_s + (v_44) * 64 + 16));
      const unsigned long long v_48 = tl::wgmma_desc<128, 16, 1024>((Q_s + (v_30) * 64 + 16));
      asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %66, 0;\nwgmma.mma_async.sync.aligned.m64n128k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16, %17, %18, %19, %20, %21, %22, %23, %24, %25, %26, %27, %28, %29, %30, %31, %32, %33, %34, %35, %36, %37, %38, %39, %40, %41, %42, %43, %44, %45, %46, %47, %48, %49, %50, %51, %52, %53, %54, %55, %56, %57, %58, %59, %60, %61, %62, %63}, %64, %65, p, 1, 1, 0, 0;\n}\n" : "+f"(acc_s[0 + 0]), "+f"(acc_s[0 + 1]), "+f"(acc_s[0 + 2]), "+f"(acc_s[0 + 3]), "+f"(acc_s[0 + 4]), "+f"(acc_s[0 + 5]), "+f"(acc_s[0 + 6]), "+f"(acc_s[0 + 7]), "+f"(acc_s[0 + 8]), "+f"(acc_s[0 + 9]), "+f"(acc_s[0 + 10]), "+f"(acc_s[0 + 11]), "+f"(acc_s[0 + 12]), "+f"(acc_s[0 + 13]), "+f"(acc_s[0 + 14]), "+f"(acc_s[0 + 15]), "+f"(acc_s[0 + 16]), "+f"(acc_s[0 + 17]), "+f"(acc_s[0 + 18]), "+f"(acc_s[0 + 19]), "+f"(acc_s[0 + 20]), "+f"(acc_s[0 + 21]), "+f"(acc_s[0 + 22]), "+f"(acc_s[0 + 23]), "+f"(acc_s[0 + 24]), "+f"(acc_s[0 + 25]), "+f"(acc_s[0 + 26]), "+f"(acc_s[0 + 27]), "+f"(acc_s[0 + 28]), "+f"(acc_s[0 + 29]), "+f"(acc_s[0 + 30]), "+f"(acc_s[0 + 31]), "+f"(acc_s[0 + 32]), "+f"(acc_s[0 + 33]), "+f"(acc_s[0 + 34]), "+f"(acc_s[0 + 35]), "+f"(acc_s[0 + 36]), "+f"(acc_s[0 + 37]), "+f"(acc_s[0 + 38]), "+f"(acc_s[0 + 39]), "+f"(acc_s[0 + 40]), "+f"(acc_s[0 + 41]), "+f"(acc_s[0 + 42]), "+f"(acc_s[0 + 43]), "+f"(acc_s[0 + 44]), "+f"(acc_s[0 + 45]), "+f"(acc_s[0 + 46]), "+f"(acc_s[0 + 47]), "+f"(acc_s[0 + 48]), "+f"(acc_s[0 + 49]), "+f"(acc_s[0 + 50]), "+f"(acc_s[0 + 51]), "+f"(acc_s[0 + 52]), "+f"(acc_s[0 + 53]), "+f"(acc_s[0 + 54]), "+f"(acc_s[0 + 55]), "+f"(acc_s[0 + 56]), "+f"(acc_s[0 + 57]), "+f"(acc_s[0 + 58]), "+f"(acc_s[0 + 59]), "+f"(acc_s[0 + 60]), "+f"(acc_s[0 + 61]), "+f"(acc_s[0 + 62]), "+f"(acc_s[0 + 63]) : "l"(v_48), "l"(v_47), "r"(1));
      const unsigned long long v_49 = tl::wgmma_desc<128, 16, 1024>((K_s + (v_44) * 64 + 32));
      const unsigned long long v_50 = tl::wgmma_desc<128, 16, 1024>((Q_s + (v_30) * 64 + 32));
      asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %66, 0;\nwgmma.mma_async.sync.aligned.m64n128k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16, %17, %18, %19, %20, %21, %22, %23, %24, %25, %26, %27, %28, %29, %30, %31, %32, %33, %34, %35, %36, %37, %38, %39, %40, %41, %42, %43, %44, %45, %46, %47, %48, %49, %50, %51, %52, %53, %54, %55, %56, %57, %58, %59, %60, %61, %62, %63}, %64, %65, p, 1, 1, 0, 0;\n}\n" : "+f"(acc_s[0 + 0]), "+f"(acc_s[0 + 1]), "+f"(acc_s[0 + 2]), "+f"(acc_s[0 + 3]), "+f"(acc_s[0 + 4]), "+f"(acc_s[0 + 5]), "+f"(acc_s[0 + 6]), "+f"(acc_s[0 + 7]), "+f"(acc_s[0 + 8]), "+f"(acc_s[0 + 9]), "+f"(acc_s[0 + 10]), "+f"(acc_s[0 + 11]), "+f"(acc_s[0 + 12]), "+f"(acc_s[0 + 13]), "+f"(acc_s[0 + 14]), "+f"(acc_s[0 + 15]), "+f"(acc_s[0 + 16]), "+f"(acc_s[0 + 17]), "+f"(acc_s[0 + 18]), "+f"(acc_s[0 + 19]), "+f"(acc_s[0 + 20]), "+f"(acc_s[0 + 21]), "+f"(acc_s[0 + 22]), "+f"(acc_s[0 + 23]), "+f"(acc_s[0 + 24]), "+f"(acc_s[0 + 25]), "+f"(acc_s[0 + 26]), "+f"(acc_s[0 + 27]), "+f"(acc_s[0 + 28]), "+f"(acc_s[0 + 29]), "+f"(acc_s[0 + 30]), "+f"(acc_s[0 + 31]), "+f"(acc_s[0 + 32]), "+f"(acc_s[0 + 33]), "+f"(acc_s[0 + 34]), "+f"(acc_s[0 + 35]), "+f"(acc_s[0 + 36]), "+f"(acc_s[0 + 37]), "+f"(acc_s[0 + 38]), "+f"(acc_s[0 + 39]), "+f"(acc_s[0 + 40]), "+f"(acc_s[0 + 41]), "+f"(acc_s[0 + 42]), "+f"(acc_s[0 + 43]), "+f"(acc_s[0 + 44]), "+f"(acc_s[0 + 45]), "+f"(acc_s[0 + 46]), "+f"(acc_s[0 + 47]), "+f"(acc_s[0 + 48]), "+f"(acc_s[0 + 49]), "+f"(acc_s[0 + 50]), "+f"(acc_s[0 + 51]), "+f"(acc_s[0 + 52]), "+f"(acc_s[0 + 53]), "+f"(acc_s[0 + 54]), "+f"(acc_s[0 + 55]), "+f"(acc_s[0 + 56]), "+f"(acc_s[0 + 57]), "+f"(acc_s[0 + 58]), "+f"(acc_s[0 + 59]), "+f"(acc_s[0 + 60]), "+f"(acc_s[0 + 61]), "+f"(acc_s[0 + 62]), "+f"(acc_s[0 + 63]) : "l"(v_50), "l"(v_49), "r"(1));
      const unsigned long long v_51 = tl::wgmma_desc<128, 16, 1024>((K_s + (v_44) * 64 + 48));
      const unsigned long long v_52 = tl::wgmma_desc<128, 16, 1024>((Q_s + (v_30) * 64 + 48));
      asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %66, 0;\nwgmma.mma_async.sync.aligned.m64n128k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16, %17, %18, %19, %20, %21, %22, %23, %24, %25, %26, %27, %28, %29, %30, %31, %32, %33, %34, %35, %36, %37, %38, %39, %40, %41, %42, %43, %44, %45, %46, %47, %48, %49, %50, %51, %52, %53, %54, %55, %56, %57, %58, %59, %60, %61, %62, %63}, %64, %65, p, 1, 1, 0, 0;\n}\n" : "+f"(acc_s[0 + 0]), "+f"(acc_s[0 + 1]), "+f"(acc_s[0 + 2]), "+f"(acc_s[0 + 3]), "+f"(acc_s[0 + 4]), "+f"(acc_s[0 + 5]), "+f"(acc_s[0 + 6]), "+f"(acc_s[0 + 7]), "+f"(acc_s[0 + 8]), "+f"(acc_s[0 + 9]), "+f"(acc_s[0 + 10]), "+f"(acc_s[0 + 11]), "+f"(acc_s[0 + 12]), "+f"(acc_s[0 + 13]), "+f"(acc_s[0 + 14]), "+f"(acc_s[0 + 15]), "+f"(acc_s[0 + 16]), "+f"(acc_s[0 + 17]), "+f"(acc_s[0 + 18]), "+f"(acc_s[0 + 19]), "+f"(acc_s[0 + 20]), "+f"(acc_s[0 + 21]), "+f"(acc_s[0 + 22]), "+f"(acc_s[0 + 23]), "+f"(acc_s[0 + 24]), "+f"(acc_s[0 + 25]), "+f"(acc_s[0 + 26]), "+f"(acc_s[0 + 27]), "+f"(acc_s[0 + 28]), "+f"(acc_s[0 + 29]), "+f"(acc_s[0 + 30]), "+f"(acc_s[0 + 31]), "+f"(acc_s[0 + 32]), "+f"(acc_s[0 + 33]), "+f"(acc_s[0 + 34]), "+f"(acc_s[0 + 35]), "+f"(acc_s[0 + 36]), "+f"(acc_s[0 + 37]), "+f"(acc_s[0 + 38]), "+f"(acc_s[0 + 39]), "+f"(acc_s[0 + 40]), "+f"(acc_s[0 + 41]), "+f"(acc_s[0 + 42]), "+f"(acc_s[0 + 43]), "+f"(acc_s[0 + 44]), "+f"(acc_s[0 + 45]), "+f"(acc_s[0 + 46]), "+f"(acc_s[0 + 47]), "+f"(acc_s[0 + 48]), "+f"(acc_s[0 + 49]), "+f"(acc_s[0 + 50]), "+f"(acc_s[0 + 51]), "+f"(acc_s[0 + 52]), "+f"(acc_s[0 + 53]), "+f"(acc_s[0 + 54]), "+f"(acc_s[0 + 55]), "+f"(acc_s[0 + 56]), "+f"(acc_s[0 + 57]), "+f"(acc_s[0 + 58]), "+f"(acc_s[0 + 59]), "+f"(acc_s[0 + 60]), "+f"(acc_s[0 + 61]), "+f"(acc_s[0 + 62]), "+f"(acc_s[0 + 63]) : "l"(v_52), "l"(v_51), "r"(1));
      tl::wgmma_commit();
      tl::wgmma_wait_defining<0, 64>(acc_s);
#line 137 "tutorials/12_flash_attention.py"
      const tl::vec<float, 2> v_53 = *reinterpret_cast<const tl::vec<float, 2>*>((m + 0));
      *reinterpret_cast<tl::vec<float, 2>*>((m_old + 0)) = v_53;
#line 138 "tutorials/12_flash_attention.py"
      const float v_54 = acc_s[0];
      const float v_55 = acc_s[1];
      const float v_56 = acc_s[4];
      const float v_57 = acc_s[5];
      const float v_58 = acc_s[8];
      const float v_59 = acc_s[9];
      const float v_60 = acc_s[12];
      const float v_61 = acc_s[13];
      const float v_62 = acc_s[16];
      const float v_63 = acc_s[17];
      const float v_64 = acc_s[20];
      const float v_65 = acc_s[21];
      const float v_66 = acc_s[24];
      const float v_67 = acc_s[25];
      const float v_68 = acc_s[28];
      const float v_69 = acc_s[29];
      const float v_70 = acc_s[32];
      const float v_71 = acc_s[33];
      const float v_72 = acc_s[36];
      const float v_73 = acc_s[37];
      const float v_74 = acc_s[40];
      const float v_75 = acc_s[41];
      const float v_76 = acc_s[44];
      const float v_77 = acc_s[45];
      const float v_78 = acc_s[48];
      const float v_79 = acc_s[49];
      const float v_80 = acc_s[52];
      const float v_81 = acc_s[53];
      const float v_82 = acc_s[56];
      const float v_83 = acc_s[57];
      const float v_84 = acc_s[60];
      const float v_85 = acc_s[61];
      const float v_86 = fmaxf(v_54, v_55);
      const float v_87 = fmaxf(v_56, v_57);
      const float v_88 = fmaxf(v_58, v_59);
      const float v_89 = fmaxf(v_60, v_61);
      const float v_90 = fmaxf(v_62, v_63);
      const float v_91 = fmaxf(v_64, v_65);
      const float v_92 = fmaxf(v_66, v_67);
      const float v_93 = fmaxf(v_68, v_69);
      const float v_94 = fmaxf(v_70, v_71);
      const float v_95 = fmaxf(v_72, v_73);
      const float v_96 = fmaxf(v_74, v_75);
      const float v_97 = fmaxf(v_76, v_77);
      const float v_98 = fmaxf(v_78, v_79);
      const float v_99 = fmaxf(v_80, v_81);
      const float v_100 = fmaxf(v_82, v_83);
      const float v_101 = fmaxf(v_84, v_85);
      const float v_102 = fmaxf(v_86, v_87);
      const float v_103 = fmaxf(v_88, v_89);
      const float v_104 = fmaxf(v_90, v_91);
      const float v_105 = fmaxf(v_92, v_93);
      const float v_106 = fmaxf(v_94, v_95);
      const float v_107 = fmaxf(v_96, v_97);
      const float v_108 = fmaxf(v_98, v_99);
      const float v_109 = fmaxf(v_100, v_101);
      const float v_110 = fmaxf(v_102, v_103);
      const float v_111 = fmaxf(v_104, v_105);
      const float v_112 = fmaxf(v_106, v_107);
      const float v_113 = fmaxf(v_108, v_109);
      const float v_114 = fmaxf(v_110, v_111);
      const float v_115 = fmaxf(v_112, v_113);
      const float v_116 = fmaxf(v_114, v_115);
      const float v_117 = tl::shfl<0>(v_116, 1, 32);
      const float v_118 = fmaxf(v_116, v_117);
      const float v_119 = tl::shfl<0>(v_118, 2, 32);
      const float v_120 = fmaxf(v_118, v_119);
      const float v_121 = m[0];
      const float v_122 = fmaxf(v_121, v_120);
      m[0] = v_122;
      const float v_123 = acc_s[2];
      const float v_124 = acc_s[3];
      const float v_125 = acc_s[6];
      const float v_126 = acc_s[7];
      const float v_127 = acc_s[10];
      const float v_128 = acc_s[11];
      const float v_129 = acc_s[14];
      const float v_130 = acc_s[15];
      const float v_131 = acc_s[18];
      const float v_132 = acc_s[19];
      const float v_133 = acc_s[22];
      const float v_134 = acc_s[23];
      const float v_135 = acc_s[26];
      const float v_136 = acc_s[27];
      const float v_137 = acc_s[30];
      const float v_138 = acc_s[31];
      const float v_139 = acc_s[34];
      const float v_140 = acc_s[35];
      const float v_141 = acc_s[38];
      const float v_142 = acc_s[39];
      const float v_143 = acc_s[42];
      const float v_144 = acc_s[43];
      const float v_145 = acc_s[46];
      const float v_146 = acc_s[47];
      const float v_147 = acc_s[50];
      const float v_148 = acc_s[51];
      const float v_149 = acc_s[54];
      const float v_150 = acc_s[55];
      const float v_151 = acc_s[58];
      const float v_152 = acc_s[59];
      const float v_153 = acc_s[62];
      const float v_154 = acc_s[63];
      const float v_155 = fmaxf(v_123, v_124);
      const float v_156 = fmaxf(v_125, v_126);
      const float v_157 = fmaxf(v_127, v_128);
      const float v_158 = fmaxf(v_129, v_130);
      const float v_159 = fmaxf(v_131, v_132);
      const float v_160 = fmaxf(v_133, v_134);
      const float v_161 = fmaxf(v_135, v_136);
      const float v_162 = fmaxf(v_137, v_138);
      const float v_163 = fmaxf(v_139, v_140);
      const float v_164 = fmaxf(v_141, v_142);
      const float v_165 = fmaxf(v_143, v_144);
      const float v_166 = fmaxf(v_145, v_146);
      const float v_167 = fmaxf(v_147, v_148);
      const float v_168 = fmaxf(v_149, v_150);
      const float v_169 = fmaxf(v_151, v_152);
      const float v_170 = fmaxf(v_153, v_154);
      const float v_171 = fmaxf(v_155, v_156);
      const float v_172 = fmaxf(v_157, v_158);
      const float v_173 = fmaxf(v_159, v_160);
      const float v_174 = fmaxf(v_161, v_162);
      const float v_175 = fmaxf(v_163, v_164);
      const float v_176 = fmaxf(v_165, v_166);
      const float v_177 = fmaxf(v_167, v_168);
      const float v_178 = fmaxf(v_169, v_170);
      const float v_179 = fmaxf(v_171, v_172);
      const float v_180 = fmaxf(v_173, v_174);
      const float v_181 = fmaxf(v_175, v_176);
      const float v_182 = fmaxf(v_177, v_178);
      const float v_183 = fmaxf(v_179, v_180);
      const float v_184 = fmaxf(v_181, v_182);
      const float v_185 = fmaxf(v_183, v_184);
      const float v_186 = tl::shfl<0>(v_185, 1, 32);
      const float v_187 = fmaxf(v_185, v_186);
      const float v_188 = tl::shfl<0>(v_187, 2, 32);
      const float v_189 = fmaxf(v_187, v_188);
      const float v_190 = m[1];
      const float v_191 = fmaxf(v_190, v_189);
      m[1] = v_191;
#line 139 "tutorials/12_flash_attention.py"
      #pragma unroll
      for (int l_v_2 = 0; l_v_2 < 16; l_v_2 += 1) {
        const int v_192 = (l_v_2 * 4);
#line 140 "tutorials/12_flash_attention.py"
        const tl::vec<float, 4> v_193 = *reinterpret_cast<const tl::vec<float, 4>*>((acc_s + v_192));
        const float v_194 = v_193.v[0];
        const float v_195 = (v_194 * 0.127517431974411f);
        const float v_196 = m[0];
        const float v_197 = (v_196 * 0.127517431974411f);
        const float v_198 = (v_195 - v_197);
        const float v_199 = exp2f(v_198);
        const float v_200 = v_193.v[1];
        const float v_201 = (v_200 * 0.127517431974411f);
        const float v_202 = (v_201 - v_197);
        const float v_203 = exp2f(v_202);
        const float v_204 = v_193.v[2];
        const float v_205 = (v_204 * 0.127517431974411f);
        const float v_206 = m[1];
        const float v_207 = (v_206 * 0.127517431974411f);
        const float v_208 = (v_205 - v_207);
        const float v_209 = exp2f(v_208);
        const float v_210 = v_193.v[3];
        const float v_211 = (v_210 * 0.127517431974411f);
        const float v_212 = (v_211 - v_207);
        const float v_213 = exp2f(v_212);
#line 139 "tutorials/12_flash_attention.py"
        const tl::vec<float, 4> v_214 = tl::vec<float, 4>{{v_199, v_203, v_209, v_213}};
        *reinterpret_cast<tl::vec<float, 4>*>((acc_s + v_192)) = v_214;
      }
#line 142 "tutorials/12_flash_attention.py"
      const tl::vec<float, 2> v_215 = *reinterpret_cast<const tl::vec<float, 2>*>((m_old + 0));
      const float v_216 = v_215.v[0];
      const float v_217 = (v_216 * 0.127517431974411f);
      const tl::vec<float, 2> v_218 = *reinterpret_cast<const tl::vec<float, 2>*>((m + 0));
      const float v_219 = v_218.v[0];
      const float v_220 = (v_219 * 0.127517431974411f);
      const float v_221 = (v_217 - v_220);
      const float v_222 = exp2f(v_221);
      const float v_223 = v_215.v[1];
      const float v_224 = (v_223 * 0.127517431974411f);
      const float v_225 = v_218.v[1];
      const float v_226 = (v_225 * 0.127517431974411f);
      const float v_227 = (v_224 - v_226);
      const float v_228 = exp2f(v_227);
#line 141 "tutorials/12_flash_attention.py"
      const tl::vec<float, 2> v_229 = tl::vec<float, 2>{{v_222, v_228}};
      *reinterpret_cast<tl::vec<float, 2>*>((r + 0)) = v_229;
#line 143 "tutorials/12_flash_attention.py"
      #pragma unroll
      for (int l_1 = 0; l_1 < 64; l_1 += 1) {
        const int v_230 = (l_1 % 4);
        const int v_231 = (v_230 / 2);
#line 144 "tutorials/12_flash_attention.py"
        const float v_232 = r[v_231];
#line 143 "tutorials/12_flash_attention.py"
        asm volatile("mul.f32 %0, %0, %1;\n" : "+f"(*(acc_o + l_1)) : "f"(v_232));
      }
#line 146 "tutorials/12_flash_attention.py"
      const tl::vec<float, 2> v_233 = *reinterpret_cast<const tl::vec<float, 2>*>((l + 0));
      const float v_234 = v_233.v[0];
      const tl::vec<float, 2> v_235 = *reinterpret_cast<const tl::vec<float, 2>*>((r + 0));
      const float v_236 = v_235.v[0];
      const float v_237 = (v_234 * v_236);
      const float v_238 = v_233.v[1];
      const float v_239 = v_235.v[1];
      const float v_240 = (v_238 * v_239);
#line 145 "tutorials/12_flash_attention.py"
      const tl::vec<float, 2> v_241 = tl::vec<float, 2>{{v_237, v_240}};
      *reinterpret_cast<tl::vec<float, 2>*>((l + 0)) = v_241;
#line 147 "tutorials/12_flash_attention.py"
      const float v_242 = acc_s[0];
      const float v_243 = acc_s[1];
      const float v_244 = acc_s[4];
      const float v_245 = acc_s[5];
      const float v_246 = acc_s[8];
      const float v_247 = acc_s[9];
      const float v_248 = acc_s[12];
      const float v_249 = acc_s[13];
      const float v_250 = acc_s[16];
      const float v_251 = acc_s[17];
      const float v_252 = acc_s[20];
      const float v_253 = acc_s[21];
      const float v_254 = acc_s[24];
      const float v_255 = acc_s[25];
      const float v_256 = acc_s[28];
      const float v_257 = acc_s[29];
      const float v_258 = acc_s[32];
      const float v_259 = acc_s[33];
      const float v_260 = acc_s[36];
      const float v_261 = acc_s[37];
      const float v_262 = acc_s[40];
      const float v_263 = acc_s[41];
      const float v_264 = acc_s[44];
      const float v_265 = acc_s[45];
      const float v_266 = acc_s[48];
      const float v_267 = acc_s[49];
      const float v_268 = acc_s[52];
      const float v_269 = acc_s[53];
      const float v_270 = acc_s[56];
      const float v_271 = acc_s[57];
      const float v_272 = acc_s[60];
      const float v_273 = acc_s[61];
      const float v_274 = (v_242 + v_243);
      const float v_275 = (v_244 + v_245);
      const float v_276 = (v_246 + v_247);
      const float v_277 = (v_248 + v_249);
      const float v_278 = (v_250 + v_251);
      const float v_279 = (v_252 + v_253);
      const float v_280 = (v_254 + v_255);
      const float v_281 = (v_256 + v_257);
      const float v_282 = (v_258 + v_259);
      const float v_283 = (v_260 + v_261);
      const float v_284 = (v_262 + v_263);
      const float v_285 = (v_264 + v_265);
      const float v_286 = (v_266 + v_267);
      const float v_287 = (v_268 + v_269);
      const float v_288 = (v_270 + v_271);
      const float v_289 = (v_272 + v_273);
      const float v_290 = (v_274 + v_275);
      const float v_291 = (v_276 + v_277);
      const float v_292 = (v_278 + v_279);
      const float v_293 = (v_280 + v_281);
      const float v_294 = (v_282 + v_283);
      const float v_295 = (v_284 + v_285);
      const float v_296 = (v_286 + v_287);
      const float v_297 = (v_288 + v_289);
      const float v_298 = (v_290 + v_291);
      const float v_299 = (v_292 + v_293);
      const float v_300 = (v_294 + v_295);
      const float v_301 = (v_296 + v_297);
      const float v_302 = (v_298 + v_299);
      const float v_303 = (v_300 + v_301);
      const float v_304 = (v_302 + v_303);
      const float v_305 = tl::shfl<0>(v_304, 1, 32);
      const float v_306 = (v_304 + v_305);
      const float v_307 = tl::shfl<0>(v_306, 2, 32);
      const float v_308 = (v_306 + v_307);
      r[0] = v_308;
      const float v_309 = acc_s[2];
      const float v_310 = acc_s[3];
      const float v_311 = acc_s[6];
      const float v_312 = acc_s[7];
      const float v_313 = acc_s[10];
      const float v_314 = acc_s[11];
      const float v_315 = acc_s[14];
      const float v_316 = acc_s[15];
      const float v_317 = acc_s[18];
      const float v_318 = acc_s[19];
      const float v_319 = acc_s[22];
      const float v_320 = acc_s[23];
      const float v_321 = acc_s[26];
      const float v_322 = acc_s[27];
      const float v_323 = acc_s[30];
      const float v_324 = acc_s[31];
      const float v_325 = acc_s[34];
      const float v_326 = acc_s[35];
      const float v_327 = acc_s[38];
      const float v_328 = acc_s[39];
      const float v_329 = acc_s[42];
      const float v_330 = acc_s[43];
      const float v_331 = acc_s[46];
      const float v_332 = acc_s[47];
      const float v_333 = acc_s[50];
      const float v_334 = acc_s[51];
      const float v_335 = acc_s[54];
      const float v_336 = acc_s[55];
      const float v_337 = acc_s[58];
      const float v_338 = acc_s[59];
      const float v_339 = acc_s[62];
      const float v_340 = acc_s[63];
      const float v_341 = (v_309 + v_310);
      const float v_342 = (v_311 + v_312);
      const float v_343 = (v_313 + v_314);
      const float v_344 = (v_315 + v_316);
      const float v_345 = (v_317 + v_318);
      const float v_346 = (v_319 + v_320);
      const float v_347 = (v_321 + v_322);
      const float v_348 = (v_323 + v_324);
      const float v_349 = (v_325 + v_326);
      const float v_350 = (v_327 + v_328);
      const float v_351 = (v_329 + v_330);
      const float v_352 = (v_331 + v_332);
      const float v_353 = (v_333 + v_334);
      const float v_354 = (v_335 + v_336);
      const float v_355 = (v_337 + v_338);
      const float v_356 = (v_339 + v_340);
      const float v_357 = (v_341 + v_342);
      const float v_358 = (v_343 + v_344);
      const float v_359 = (v_345 + v_346);
      const float v_360 = (v_347 + v_348);
      const float v_361 = (v_349 + v_350);
      const float v_362 = (v_351 + v_352);
      const float v_363 = (v_353 + v_354);
      const float v_364 = (v_355 + v_356);
      const float v_365 = (v_357 + v_358);
      const float v_366 = (v_359 + v_360);
      const float v_367 = (v_361 + v_362);
      const float v_368 = (v_363 + v_364);
      const float v_369 = (v_365 + v_366);
      const float v_370 = (v_367 + v_368);
      const float v_371 = (v_369 + v_370);
      const float v_372 = tl::shfl<0>(v_371, 1, 32);
      const float v_373 = (v_371 + v_372);
      const float v_374 = tl::shfl<0>(v_373, 2, 32);
      const float v_375 = (v_373 + v_374);
      r[1] = v_375;
#line 149 "tutorials/12_flash_attention.py"
      const tl::vec<float, 2> v_376 = *reinterpret_cast<const tl::vec<float, 2>*>((l + 0));
      const float v_377 = v_376.v[0];
      const tl::vec<float, 2> v_378 = *reinterpret_cast<const tl::vec<float, 2>*>((r + 0));
      const float v_379 = v_378.v[0];
      const float v_380 = (v_377 + v_379);
      const float v_381 = v_376.v[1];
      const float v_382 = v_378.v[1];
      const float v_383 = (v_381 + v_382);
#line 148 "tutorials/12_flash_attention.py"
      const tl::vec<float, 2> v_384 = tl::vec<float, 2>{{v_380, v_383}};
      *reinterpret_cast<tl::vec<float, 2>*>((l + 0)) = v_384;
#line 151 "tutorials/12_flash_attention.py"
      #pragma unroll
      for (int l_v_3 = 0; l_v_3 < 16; l_v_3 += 1) {
        const int v_385 = (l_v_3 * 4);
        const tl::vec<float, 4> v_386 = *reinterpret_cast<const tl::vec<float, 4>*>((acc_s + v_385));
        const float v_387 = v_386.v[0];
        const half v_388 = tl::cast<half>(v_387);
        const int v_389 = (l_v_3 % 4);
        const int v_390 = (v_389 * 2);
        const int v_391 = (v_385 / 16);
        const int v_392 = (v_391 * 16);
        const int v_393 = (v_390 + v_392);
        const float v_394 = v_386.v[1];
        const half v_395 = tl::cast<half>(v_394);
        const tl::vec<half, 2> v_396 = tl::vec<half, 2>{{v_388, v_395}};
        *reinterpret_cast<tl::vec<half, 2>*>((P + v_393)) = v_396;
        const float v_397 = v_386.v[2];
        const half v_398 = tl::cast<half>(v_397);
        const int v_399 = (v_393 + 8);
        const float v_400 = v_386.v[3];
        const half v_401 = tl::cast<half>(v_400);
        const tl::vec<half, 2> v_402 = tl::vec<half, 2>{{v_398, v_401}};
        *reinterpret_cast<tl::vec<half, 2>*>((P + v_399)) = v_402;
      }
#line 152 "tutorials/12_flash_attention.py"
      tl::wgmma_fence<64, 32>(acc_o, P);
      const unsigned long long v_403 = tl::wgmma_desc<128, 16384, 1024>((V_s + (v_31) * 64 + 0));
      asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %69, 0;\nwgmma.mma_async.sync.aligned.m64n128k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16, %17, %18, %19, %20, %21, %22, %23, %24, %25, %26, %27, %28, %29, %30, %31, %32, %33, %34, %35, %36, %37, %38, %39, %40, %41, %42, %43, %44, %45, %46, %47, %48, %49, %50, %51, %52, %53, %54, %55, %56, %57, %58, %59, %60, %61, %62, %63}, {%64, %65, %66, %67}, %68, p, 1, 1, 1;\n}\n" : "+f"(acc_o[0 + 0]), "+f"(acc_o[0 + 1]), "+f"(acc_o[0 + 2]), "+f"(acc_o[0 + 3]), "+f"(acc_o[0 + 4]), "+f"(acc_o[0 + 5]), "+f"(acc_o[0 + 6]), "+f"(acc_o[0 + 7]), "+f"(acc_o[0 + 8]), "+f"(acc_o[0 + 9]), "+f"(acc_o[0 + 10]), "+f"(acc_o[0 + 11]), "+f"(acc_o[0 + 12]), "+f"(acc_o[0 + 13]), "+f"(acc_o[0 + 14]), "+f"(acc_o[0 + 15]), "+f"(acc_o[0 + 16]), "+f"(acc_o[0 + 17]), "+f"(acc_o[0 + 18]), "+f"(acc_o[0 + 19]), "+f"(acc_o[0 + 20]), "+f"(acc_o[0 + 21]), "+f"(acc_o[0 + 22]), "+f"(acc_o[0 + 23]), "+f"(acc_o[0 + 24]), "+f"(acc_o[0 + 25]), "+f"(acc_o[0 + 26]), "+f"(acc_o[0 + 27]), "+f"(acc_o[0 + 28]), "+f"(acc_o[0 + 29]), "+f"(acc_o[0 + 30]), "+f"(acc_o[0 + 31]), "+f"(acc_o[0 + 32]), "+f"(acc_o[0 + 33]), "+f"(acc_o[0 + 34]), "+f"(acc_o[0 + 35]), "+f"(acc_o[0 + 36]), "+f"(acc_o[0 + 37]), "+f"(acc_o[0 + 38]), "+f"(acc_o[0 + 39]), "+f"(acc_o[0 + 40]), "+f"(acc_o[0 + 41]), "+f"(acc_o[0 + 42]), "+f"(acc_o[0 + 43]), "+f"(acc_o[0 + 44]), "+f"(acc_o[0 + 45]), "+f"(acc_o[0 + 46]), "+f"(acc_o[0 + 47]), "+f"(acc_o[0 + 48]), "+f"(acc_o[0 + 49]), "+f"(acc_o[0 + 50]), "+f"(acc_o[0 + 51]), "+f"(acc_o[0 + 52]), "+f"(acc_o[0 + 53]), "+f"(acc_o[0 + 54]), "+f"(acc_o[0 + 55]), "+f"(acc_o[0 + 56]), "+f"(acc_o[0 + 57]), "+f"(acc_o[0 + 58]), "+f"(acc_o[0 + 59]), "+f"(acc_o[0 + 60]), "+f"(acc_o[0 + 61]), "+f"(acc_o[0 + 62]), "+f"(acc_o[0 + 63]) : "r"(*reinterpret_cast<const unsigned*>(&P[0 + 0])), "r"(*reinterpret_cast<const unsigned*>(&P[0 + 8])), "r"(*reinterpret_cast<const unsigned*>(&P[0 + 2])), "r"(*reinterpret_cast<const unsigned*>(&P[0 + 10])), "l"(v_403), "r"(1));
      const int v_404 = (v_31 + 16);
      const unsigned long long v_405 = tl::wgmma_desc<128, 16384, 1024>((V_s + (v_404) * 64 + 0));
      asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %69, 0;\nwgmma.mma_async.sync.aligned.m64n128k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16, %17, %18, %19, %20, %21, %22, %23, %24, %25, %26, %27, %28, %29, %30, %31, %32, %33, %34, %35, %36, %37, %38, %39, %40, %41, %42, %43, %44, %45, %46, %47, %48, %49, %50, %51, %52, %53, %54, %55, %56, %57, %58, %59, %60, %61, %62, %63}, {%64, %65, %66, %67}, %68, p, 1, 1, 1;\n}\n" : "+f"(acc_o[0 + 0]), "+f"(acc_o[0 + 1]), "+f"(acc_o[0 + 2]), "+f"(acc_o[0 + 3]), "+f"(acc_o[0 + 4]), "+f"(acc_o[0 + 5]), "+f"(acc_o[0 + 6]), "+f"(acc_o[0 + 7]), "+f"(acc_o[0 + 8]), "+f"(acc_o[0 + 9]), "+f"(acc_o[0 + 10]), "+f"(acc_o[0 + 11]), "+f"(acc_o[0 + 12]), "+f"(acc_o[0 + 13]), "+f"(acc_o[0 + 14]), "+f"(acc_o[0 + 15]), "+f"(acc_o[0 + 16]), "+f"(acc_o[0 + 17]), "+f"(acc_o[0 + 18]), "+f"(acc_o[0 + 19]), "+f"(acc_o[0 + 20]), "+f"(acc_o[0 + 21]), "+f"(acc_o[0 + 22]), "+f"(acc_o[0 + 23]), "+f"(acc_o[0 + 24]), "+f"(acc_o[0 + 25]), "+f"(acc_o[0 + 26]), "+f"(acc_o[0 + 27]), "+f"(acc_o[0 + 28]), "+f"(acc_o[0 + 29]), "+f"(acc_o[0 + 30]), "+f"(acc_o[0 + 31]), "+f"(acc_o[0 + 32]), "+f"(acc_o[0 + 33]), "+f"(acc_o[0 + 34]), "+f"(acc_o[0 + 35]), "+f"(acc_o[0 + 36]), "+f"(acc_o[0 + 37]), "+f"(acc_o[0 + 38]), "+f"(acc_o[0 + 39]), "+f"(acc_o[0 + 40]), "+f"(acc_o[0 + 41]), "+f"(acc_o[0 + 42]), "+f"(acc_o[0 + 43]), "+f"(acc_o[0 + 44]), "+f"(acc_o[0 + 45]), "+f"(acc_o[0 + 46]), "+f"(acc_o[0 + 47]), "+f"(acc_o[0 + 48]), "+f"(acc_o[0 + 49]), "+f"(acc_o[0 + 50]), "+f"(acc_o[0 + 51]), "+f"(acc_o[0 + 52]), "+f"(acc_o[0 + 53]), "+f"(acc_o[0 + 54]), "+f"(acc_o[0 + 55]), "+f"(acc_o[0 + 56]), "+f"(acc_o[0 + 57]), "+f"(acc_o[0 + 58]), "+f"(acc_o[0 + 59]), "+f"(acc_o[0 + 60]), "+f"(acc_o[0 + 61]), "+f"(acc_o[0 + 62]), "+f"(acc_o[0 + 63]) : "r"(*reinterpret_cast<const unsigned*>(&P[4 + 0])), "r"(*reinterpret_cast<const unsigned*>(&P[4 + 8])), "r"(*reinterpret_cast<const unsigned*>(&P[4 + 2])), "r"(*reinterpret_cast<const unsigned*>(&P[4 + 10])), "l"(v_405), "r"(1));
      const int v_406 = (v_31 + 32);
      const unsigned long long v_407 = tl::wgmma_desc<128, 16384, 1024>((V_s + (v_406) * 64 + 0));
      asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %69, 0;\nwgmma.mma_async.sync.aligned.m64n128k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16, %17, %18, %19, %20, %21, %22, %23, %24, %25, %26, %27, %28, %29, %30, %31, %32, %33, %34, %35, %36, %37, %38, %39, %40, %41, %42, %43, %44, %45, %46, %47, %48, %49, %50, %51, %52, %53, %54, %55, %56, %57, %58, %59, %60, %61, %62, %63}, {%64, %65, %66, %67}, %68, p, 1, 1, 1;\n}\n" : "+f"(acc_o[0 + 0]), "+f"(acc_o[0 + 1]), "+f"(acc_o[0 + 2]), "+f"(acc_o[0 + 3]), "+f"(acc_o[0 + 4]), "+f"(acc_o[0 + 5]), "+f"(acc_o[0 + 6]), "+f"(acc_o[0 + 7]), "+f"(acc_o[0 + 8]), "+f"(acc_o[0 + 9]), "+f"(acc_o[0 + 10]), "+f"(acc_o[0 + 11]), "+f"(acc_o[0 + 12]), "+f"(acc_o[0 + 13]), "+f"(acc_o[0 + 14]), "+f"(acc_o[0 + 15]), "+f"(acc_o[0 + 16]), "+f"(acc_o[0 + 17]), "+f"(acc_o[0 + 18]), "+f"(acc_o[0 + 19]), "+f"(acc_o[0 + 20]), "+f"(acc_o[0 + 21]), "+f"(acc_o[0 + 22]), "+f"(acc_o[0 + 23]), "+f"(acc_o[0 + 24]), "+f"(acc_o[0 + 25]), "+f"(acc_o[0 + 26]), "+f"(acc_o[0 + 27]), "+f"(acc_o[0 + 28]), "+f"(acc_o[0 + 29]), "+f"(acc_o[0 + 30]), "+f"(acc_o[0 + 31]), "+f"(acc_o[0 + 32]), "+f"(acc_o[0 + 33]), "+f"(acc_o[0 + 34]), "+f"(acc_o[0 + 35]), "+f"(acc_o[0 + 36]), "+f"(acc_o[0 + 37]), "+f"(acc_o[0 + 38]), "+f"(acc_o[0 + 39]), "+f"(acc_o[0 + 40]), "+f"(acc_o[0 + 41]), "+f"(acc_o[0 + 42]), "+f"(acc_o[0 + 43]), "+f"(acc_o[0 + 44]), "+f"(acc_o[0 + 45]), "+f"(acc_o[0 + 46]), "+f"(acc_o[0 + 47]), "+f"(acc_o[0 + 48]), "+f"(acc_o[0 + 49]), "+f"(acc_o[0 + 50]), "+f"(acc_o[0 + 51]), "+f"(acc_o[0 + 52]), "+f"(acc_o[0 + 53]), "+f"(acc_o[0 + 54]), "+f"(acc_o[0 + 55]), "+f"(acc_o[0 + 56]), "+f"(acc_o[0 + 57]), "+f"(acc_o[0 + 58]), "+f"(acc_o[0 + 59]), "+f"(acc_o[0 + 60]), "+f"(acc_o[0 + 61]), "+f"(acc_o[0 + 62]), "+f"(acc_o[0 + 63]) : "r"(*reinterpret_cast<const unsigned*>(&P[16 + 0])), "r"(*reinterpret_cast<const unsigned*>(&P[16 + 8])), "r"(*reinterpret_cast<const unsigned*>(&P[16 + 2])), "r"(*reinterpret_cast<const unsigned*>(&P[16 + 10])), "l"(v_407), "r"(1));
      const int v_408 = (v_31 + 48);
      const unsigned long long v_409 = tl::wgmma_desc<128, 16384, 1024>((V_s + (v_408) * 64 + 0));
      asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %69, 0;\nwgmma.mma_async.sync.aligned.m64n128k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16, %17, %18, %19, %20, %21, %22, %23, %24, %25, %26, %27, %28, %29, %30, %31, %32, %33, %34, %35, %36, %37, %38, %39, %40, %41, %42, %43, %44, %45, %46, %47, %48, %49, %50, %51, %52, %53, %54, %55, %56, %57, %58, %59, %60, %61, %62, %63}, {%64, %65, %66, %67}, %68, p, 1, 1, 1;\n}\n" : "+f"(acc_o[0 + 0]), "+f"(acc_o[0 + 1]), "+f"(acc_o[0 + 2]), "+f"(acc_o[0 + 3]), "+f"(acc_o[0 + 4]), "+f"(acc_o[0 + 5]), "+f"(acc_o[0 + 6]), "+f"(acc_o[0 + 7]), "+f"(acc_o[0 + 8]), "+f"(acc_o[0 + 9]), "+f"(acc_o[0 + 10]), "+f"(acc_o[0 + 11]), "+f"(acc_o[0 + 12]), "+f"(acc_o[0 + 13]), "+f"(acc_o[0 + 14]), "+f"(acc_o[0 + 15]), "+f"(acc_o[0 + 16]), "+f"(acc_o[0 + 17]), "+f"(acc_o[0 + 18]), "+f"(acc_o[0 + 19]), "+f"(acc_o[0 + 20]), "+f"(acc_o[0 + 21]), "+f"(acc_o[0 + 22]), "+f"(acc_o[0 + 23]), "+f"(acc_o[0 + 24]), "+f"(acc_o[0 + 25]), "+f"(acc_o[0 + 26]), "+f"(acc_o[0 + 27]), "+f"(acc_o[0 + 28]), "+f"(acc_o[0 + 29]), "+f"(acc_o[0 + 30]), "+f"(acc_o[0 + 31]), "+f"(acc_o[0 + 32]), "+f"(acc_o[0 + 33]), "+f"(acc_o[0 + 34]), "+f"(acc_o[0 + 35]), "+f"(acc_o[0 + 36]), "+f"(acc_o[0 + 37]), "+f"(acc_o[0 + 38]), "+f"(acc_o[0 + 39]), "+f"(acc_o[0 + 40]), "+f"(acc_o[0 + 41]), "+f"(acc_o[0 + 42]), "+f"(acc_o[0 + 43]), "+f"(acc_o[0 + 44]), "+f"(acc_o[0 + 45]), "+f"(acc_o[0 + 46]), "+f"(acc_o[0 + 47]), "+f"(acc_o[0 + 48]), "+f"(acc_o[0 + 49]), "+f"(acc_o[0 + 50]), "+f"(acc_o[0 + 51]), "+f"(acc_o[0 + 52]), "+f"(acc_o[0 + 53]), "+f"(acc_o[0 + 54]), "+f"(acc_o[0 + 55]), "+f"(acc_o[0 + 56]), "+f"(acc_o[0 + 57]), "+f"(acc_o[0 + 58]), "+f"(acc_o[0 + 59]), "+f"(acc_o[0 + 60]), "+f"(acc_o[0 + 61]), "+f"(acc_o[0 + 62]), "+f"(acc_o[0 + 63]) : "r"(*reinterpret_cast<const unsigned*>(&P[20 + 0])), "r"(*reinterpret_cast<const unsigned*>(&P[20 + 8])), "r"(*reinterpret_cast<const unsigned*>(&P[20 + 2])), "r"(*reinterpret_cast<const unsigned*>(&P[20 + 10])), "l"(v_409), "r"(1));
      const int v_410 = (v_31 + 64);
      const unsigned long long v_411 = tl::wgmma_desc<128, 16384, 1024>((V_s + (v_410) * 64 + 0));
      asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %69, 0;\nwgmma.mma_async.sync.aligned.m64n128k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16, %17, %18, %19, %20, %21, %22, %23, %24, %25, %26, %27, %28, %29, %30, %31, %32, %33, %34, %35, %36, %37, %38, %39, %40, %41, %42, %43, %44, %45, %46, %47, %48, %49, %50, %51, %52, %53, %54, %55, %56, %57, %58, %59, %60, %61, %62, %63}, {%64, %65, %66, %67}, %68, p, 1, 1, 1;\n}\n" : "+f"(acc_o[0 + 0]), "+f"(acc_o[0 + 1]), "+f"(acc_o[0 + 2]), "+f"(acc_o[0 + 3]), "+f"(acc_o[0 + 4]), "+f"(acc_o[0 + 5]), "+f"(acc_o[0 + 6]), "+f"(acc_o[0 + 7]), "+f"(acc_o[0 + 8]), "+f"(acc_o[0 + 9]), "+f"(acc_o[0 + 10]), "+f"(acc_o[0 + 11]), "+f"(acc_o[0 + 12]), "+f"(acc_o[0 + 13]), "+f"(acc_o[0 + 14]), "+f"(acc_o[0 + 15]), "+f"(acc_o[0 + 16]), "+f"(acc_o[0 + 17]), "+f"(acc_o[0 + 18]), "+f"(acc_o[0 + 19]), "+f"(acc_o[0 + 20]), "+f"(acc_o[0 + 21]), "+f"(acc_o[0 + 22]), "+f"(acc_o[0 + 23]), "+f"(acc_o[0 + 24]), "+f"(acc_o[0 + 25]), "+f"(acc_o[0 + 26]), "+f"(acc_o[0 + 27]), "+f"(acc_o[0 + 28]), "+f"(acc_o[0 + 29]), "+f"(acc_o[0 + 30]), "+f"(acc_o[0 + 31]), "+f"(acc_o[0 + 32]), "+f"(acc_o[0 + 33]), "+f"(acc_o[0 + 34]), "+f"(acc_o[0 + 35]), "+f"(acc_o[0 + 36]), "+f"(acc_o[0 + 37]), "+f"(acc_o[0 + 38]), "+f"(acc_o[0 + 39]), "+f"(acc_o[0 + 40]), "+f"(acc_o[0 + 41]), "+f"(acc_o[0 + 42]), "+f"(acc_o[0 + 43]), "+f"(acc_o[0 + 44]), "+f"(acc_o[0 + 45]), "+f"(acc_o[0 + 46]), "+f"(acc_o[0 + 47]), "+f"(acc_o[0 + 48]), "+f"(acc_o[0 + 49]), "+f"(acc_o[0 + 50]), "+f"(acc_o[0 + 51]), "+f"(acc_o[0 + 52]), "+f"(acc_o[0 + 53]), "+f"(acc_o[0 + 54]), "+f"(acc_o[0 + 55]), "+f"(acc_o[0 + 56]), "+f"(acc_o[0 + 57]), "+f"(acc_o[0 + 58]), "+f"(acc_o[0 + 59]), "+f"(acc_o[0 + 60]), "+f"(acc_o[0 + 61]), "+f"(acc_o[0 + 62]), "+f"(acc_o[0 + 63]) : "r"(*reinterpret_cast<const unsigned*>(&P[32 + 0])), "r"(*reinterpret_cast<const unsigned*>(&P[32 + 8])), "r"(*reinterpret_cast<const unsigned*>(&P[32 + 2])), "r"(*reinterpret_cast<const unsigned*>(&P[32 + 10])), "l"(v_411), "r"(1));
      const int v_412 = (v_31 + 80);
      const unsigned long long v_413 = tl::wgmma_desc<128, 16384, 1024>((V_s + (v_412) * 64 + 0));
      asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %69, 0;\nwgmma.mma_async.sync.aligned.m64n128k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16, %17, %18, %19, %20, %21, %22, %23, %24, %25, %26, %27, %28, %29, %30, %31, %32, %33, %34, %35, %36, %37, %38, %39, %40, %41, %42, %43, %44, %45, %46, %47, %48, %49, %50, %51, %52, %53, %54, %55, %56, %57, %58, %59, %60, %61, %62, %63}, {%64, %65, %66, %67}, %68, p, 1, 1, 1;\n}\n" : "+f"(acc_o[0 + 0]), "+f"(acc_o[0 + 1]), "+f"(acc_o[0 + 2]), "+f"(acc_o[0 + 3]), "+f"(acc_o[0 + 4]), "+f"(acc_o[0 + 5]), "+f"(acc_o[0 + 6]), "+f"(acc_o[0 + 7]), "+f"(acc_o[0 + 8]), "+f"(acc_o[0 + 9]), "+f"(acc_o[0 + 10]), "+f"(acc_o[0 + 11]), "+f"(acc_o[0 + 12]), "+f"(acc_o[0 + 13]), "+f"(acc_o[0 + 14]), "+f"(acc_o[0 + 15]), "+f"(acc_o[0 + 16]), "+f"(acc_o[0 + 17]), "+f"(acc_o[0 + 18]), "+f"(acc_o[0 + 19]), "+f"(acc_o[0 + 20]), "+f"(acc_o[0 + 21]), "+f"(acc_o[0 + 22]), "+f"(acc_o[0 + 23]), "+f"(acc_o[0 + 24]), "+f"(acc_o[0 + 25]), "+f"(acc_o[0 + 26]), "+f"(acc_o[0 + 27]), "+f"(acc_o[0 + 28]), "+f"(acc_o[0 + 29]), "+f"(acc_o[0 + 30]), "+f"(acc_o[0 + 31]), "+f"(acc_o[0 + 32]), "+f"(acc_o[0 + 33]), "+f"(acc_o[0 + 34]), "+f"(acc_o[0 + 35]), "+f"(acc_o[0 + 36]), "+f"(acc_o[0 + 37]), "+f"(acc_o[0 + 38]), "+f"(acc_o[0 + 39]), "+f"(acc_o[0 + 40]), "+f"(acc_o[0 + 41]), "+f"(acc_o[0 + 42]), "+f"(acc_o[0 + 43]), "+f"(acc_o[0 + 44]), "+f"(acc_o[0 + 45]), "+f"(acc_o[0 + 46]), "+f"(acc_o[0 + 47]), "+f"(acc_o[0 + 48]), "+f"(acc_o[0 + 49]), "+f"(acc_o[0 + 50]), "+f"(acc_o[0 + 51]), "+f"(acc_o[0 + 52]), "+f"(acc_o[0 + 53]), "+f"(acc_o[0 + 54]), "+f"(acc_o[0 + 55]), "+f"(acc_o[0 + 56]), "+f"(acc_o[0 + 57]), "+f"(acc_o[0 + 58]), "+f"(acc_o[0 + 59]), "+f"(acc_o[0 + 60]), "+f"(acc_o[0 + 61]), "+f"(acc_o[0 + 62]), "+f"(acc_o[0 + 63]) : "r"(*reinterpret_cast<const unsigned*>(&P[36 + 0])), "r"(*reinterpret_cast<const unsigned*>(&P[36 + 8])), "r"(*reinterpret_cast<const unsigned*>(&P[36 + 2])), "r"(*reinterpret_cast<const unsigned*>(&P[36 + 10])), "l"(v_413), "r"(1));
      const int v_414 = (v_31 + 96);
      const unsigned long long v_415 = tl::wgmma_desc<128, 16384, 1024>((V_s + (v_414) * 64 + 0));
      asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %69, 0;\nwgmma.mma_async.sync.aligned.m64n128k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16, %17, %18, %19, %20, %21, %22, %23, %24, %25, %26, %27, %28, %29, %30, %31, %32, %33, %34, %35, %36, %37, %38, %39, %40, %41, %42, %43, %44, %45, %46, %47, %48, %49, %50, %51, %52, %53, %54, %55, %56, %57, %58, %59, %60, %61, %62, %63}, {%64, %65, %66, %67}, %68, p, 1, 1, 1;\n}\n" : "+f"(acc_o[0 + 0]), "+f"(acc_o[0 + 1]), "+f"(acc_o[0 + 2]), "+f"(acc_o[0 + 3]), "+f"(acc_o[0 + 4]), "+f"(acc_o[0 + 5]), "+f"(acc_o[0 + 6]), "+f"(acc_o[0 + 7]), "+f"(acc_o[0 + 8]), "+f"(acc_o[0 + 9]), "+f"(acc_o[0 + 10]), "+f"(acc_o[0 + 11]), "+f"(acc_o[0 + 12]), "+f"(acc_o[0 + 13]), "+f"(acc_o[0 + 14]), "+f"(acc_o[0 + 15]), "+f"(acc_o[0 + 16]), "+f"(acc_o[0 + 17]), "+f"(acc_o[0 + 18]), "+f"(acc_o[0 + 19]), "+f"(acc_o[0 + 20]), "+f"(acc_o[0 + 21]), "+f"(acc_o[0 + 22]), "+f"(acc_o[0 + 23]), "+f"(acc_o[0 + 24]), "+f"(acc_o[0 + 25]), "+f"(acc_o[0 + 26]), "+f"(acc_o[0 + 27]), "+f"(acc_o[0 + 28]), "+f"(acc_o[0 + 29]), "+f"(acc_o[0 + 30]), "+f"(acc_o[0 + 31]), "+f"(acc_o[0 + 32]), "+f"(acc_o[0 + 33]), "+f"(acc_o[0 + 34]), "+f"(acc_o[0 + 35]), "+f"(acc_o[0 + 36]), "+f"(acc_o[0 + 37]), "+f"(acc_o[0 + 38]), "+f"(acc_o[0 + 39]), "+f"(acc_o[0 + 40]), "+f"(acc_o[0 + 41]), "+f"(acc_o[0 + 42]), "+f"(acc_o[0 + 43]), "+f"(acc_o[0 + 44]), "+f"(acc_o[0 + 45]), "+f"(acc_o[0 + 46]), "+f"(acc_o[0 + 47]), "+f"(acc_o[0 + 48]), "+f"(acc_o[0 + 49]), "+f"(acc_o[0 + 50]), "+f"(acc_o[0 + 51]), "+f"(acc_o[0 + 52]), "+f"(acc_o[0 + 53]), "+f"(acc_o[0 + 54]), "+f"(acc_o[0 + 55]), "+f"(acc_o[0 + 56]), "+f"(acc_o[0 + 57]), "+f"(acc_o[0 + 58]), "+f"(acc_o[0 + 59]), "+f"(acc_o[0 + 60]), "+f"(acc_o[0 + 61]), "+f"(acc_o[0 + 62]), "+f"(acc_o[0 + 63]) : "r"(*reinterpret_cast<const unsigned*>(&P[48 + 0])), "r"(*reinterpret_cast<const unsigned*>(&P[48 + 8])), "r"(*reinterpret_cast<const unsigned*>(&P[48 + 2])), "r"(*reinterpret_cast<const unsigned*>(&P[48 + 10])), "l"(v_415), "r"(1));
      const int v_416 = (v_31 + 112);
      const unsigned long long v_417 = tl::wgmma_desc<128, 16384, 1024>((V_s + (v_416) * 64 + 0));
      asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %69, 0;\nwgmma.mma_async.sync.aligned.m64n128k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16, %17, %18, %19, %20, %21, %22, %23, %24, %25, %26, %27, %28, %29, %30, %31, %32, %33, %34, %35, %36, %37, %38, %39, %40, %41, %42, %43, %44, %45, %46, %47, %48, %49, %50, %51, %52, %53, %54, %55, %56, %57, %58, %59, %60, %61, %62, %63}, {%64, %65, %66, %67}, %68, p, 1, 1, 1;\n}\n" : "+f"(acc_o[0 + 0]), "+f"(acc_o[0 + 1]), "+f"(acc_o[0 + 2]), "+f"(acc_o[0 + 3]), "+f"(acc_o[0 + 4]), "+f"(acc_o[0 + 5]), "+f"(acc_o[0 + 6]), "+f"(acc_o[0 + 7]), "+f"(acc_o[0 + 8]), "+f"(acc_o[0 + 9]), "+f"(acc_o[0 + 10]), "+f"(acc_o[0 + 11]), "+f"(acc_o[0 + 12]), "+f"(acc_o[0 + 13]), "+f"(acc_o[0 + 14]), "+f"(acc_o[0 + 15]), "+f"(acc_o[0 + 16]), "+f"(acc_o[0 + 17]), "+f"(acc_o[0 + 18]), "+f"(acc_o[0 + 19]), "+f"(acc_o[0 + 20]), "+f"(acc_o[0 + 21]), "+f"(acc_o[0 + 22]), "+f"(acc_o[0 + 23]), "+f"(acc_o[0 + 24]), "+f"(acc_o[0 + 25]), "+f"(acc_o[0 + 26]), "+f"(acc_o[0 + 27]), "+f"(acc_o[0 + 28]), "+f"(acc_o[0 + 29]), "+f"(acc_o[0 + 30]), "+f"(acc_o[0 + 31]), "+f"(acc_o[0 + 32]), "+f"(acc_o[0 + 33]), "+f"(acc_o[0 + 34]), "+f"(acc_o[0 + 35]), "+f"(acc_o[0 + 36]), "+f"(acc_o[0 + 37]), "+f"(acc_o[0 + 38]), "+f"(acc_o[0 + 39]), "+f"(acc_o[0 + 40]), "+f"(acc_o[0 + 41]), "+f"(acc_o[0 + 42]), "+f"(acc_o[0 + 43]), "+f"(acc_o[0 + 44]), "+f"(acc_o[0 + 45]), "+f"(acc_o[0 + 46]), "+f"(acc_o[0 + 47]), "+f"(acc_o[0 + 48]), "+f"(acc_o[0 + 49]), "+f"(acc_o[0 + 50]), "+f"(acc_o[0 + 51]), "+f"(acc_o[0 + 52]), "+f"(acc_o[0 + 53]), "+f"(acc_o[0 + 54]), "+f"(acc_o[0 + 55]), "+f"(acc_o[0 + 56]), "+f"(acc_o[0 + 57]), "+f"(acc_o[0 + 58]), "+f"(acc_o[0 + 59]), "+f"(acc_o[0 + 60]), "+f"(acc_o[0 + 61]), "+f"(acc_o[0 + 62]), "+f"(acc_o[0 + 63]) : "r"(*reinterpret_cast<const unsigned*>(&P[52 + 0])), "r"(*reinterpret_cast<const unsigned*>(&P[52 + 8])), "r"(*reinterpret_cast<const unsigned*>(&P[52 + 2])), "r"(*reinterpret_cast<const unsigned*>(&P[52 + 10])), "l"(v_417), "r"(1));
      tl::wgmma_commit();
      tl::wgmma_wait<0, 64, 32>(acc_o, P);
#line 126 "tutorials/12_flash_attention.py"
      __syncwarp();
      if ((threadIdx.x & 31) == 0) tl::mbar_arrive((empty_bar + r_1));
      const bool v_418 = (r_1 == 1);
      const int v_419 = (r_1 + 1);
      const int v_420 = (v_418 ? 0 : v_419);
      r_1 = v_420;
    }
    tl::wgmma_wait_defining<0, 64>(acc_o);
#line 153 "tutorials/12_flash_attention.py"
    #pragma unroll
    for (int l_v_4 = 0; l_v_4 < 16; l_v_4 += 1) {
      const int v_421 = (l_v_4 * 4);
#line 154 "tutorials/12_flash_attention.py"
      const tl::vec<float, 4> v_422 = *reinterpret_cast<const tl::vec<float, 4>*>((acc_o + v_421));
      const float v_423 = v_422.v[0];
      const float v_424 = l[0];
      const float v_425 = (v_423 / v_424);
      const float v_426 = v_422.v[1];
      const float v_427 = (v_426 / v_424);
      const float v_428 = v_422.v[2];
      const float v_429 = l[1];
      const float v_430 = (v_428 / v_429);
      const float v_431 = v_422.v[3];
      const float v_432 = (v_431 / v_429);
#line 153 "tutorials/12_flash_attention.py"
      const tl::vec<float, 4> v_433 = tl::vec<float, 4>{{v_425, v_427, v_430, v_432}};
      *reinterpret_cast<tl::vec<float, 4>*>((acc_o + v_421)) = v_433;
    }
#line 155 "tutorials/12_flash_attention.py"
    const int v_434 = (v_27 + v);
    const bool v_435 = (v_434 < 4096);
    const int v_436 = (v_434 + 8);
    const bool v_437 = (v_436 < 4096);
    #pragma unroll
    for (int l_v_5 = 0; l_v_5 < 16; l_v_5 += 1) {
      const int v_438 = (l_v_5 * 4);
      const int v_439 = (l_v_5 * 8);
      const int v_440 = (v_439 + v_29);
      const tl::vec<float, 4> v_441 = *reinterpret_cast<const tl::vec<float, 4>*>((acc_o + v_438));
      const float v_442 = v_441.v[0];
      const half v_443 = tl::cast<half>(v_442);
      const float v_444 = v_441.v[1];
      const half v_445 = tl::cast<half>(v_444);
      if (v_435) {
        const tl::vec<half, 2> v_446 = tl::vec<half, 2>{{v_443, v_445}};
        *reinterpret_cast<tl::vec<half, 2>*>((O + ((((int)blockIdx.z) * 16 + (int)blockIdx.y) * 4096 + v_434) * 128 + v_440)) = v_446;
      }
      const float v_447 = v_441.v[2];
      const half v_448 = tl::cast<half>(v_447);
      const float v_449 = v_441.v[3];
      const half v_450 = tl::cast<half>(v_449);
      if (v_437) {
        const tl::vec<half, 2> v_451 = tl::vec<half, 2>{{v_448, v_450}};
        *reinterpret_cast<tl::vec<half, 2>*>((O + ((((int)blockIdx.z) * 16 + (int)blockIdx.y) * 4096 + v_436) * 128 + v_440)) = v_451;
      }
    }
#line 126 "tutorials/12_flash_attention.py"
  } else {
    tl::set_max_nreg<40, false>();
    const bool v_452 = (tid == 256);
    if (v_452) {
      int r_2 = 0;
      for (int kb_1 = 0; kb_1 < 32; kb_1 += 1) {
        const int v_453 = (kb_1 / 2);
        const int v_454 = (v_453 + 1);
        const int v_455 = (v_454 % 2);
        tl::mbar_wait((empty_bar + r_2), v_455);
#line 127 "tutorials/12_flash_attention.py"
        const int v_456 = (kb_1 * 128);
#line 126 "tutorials/12_flash_attention.py"
        const int v_457 = (r_2 * 256);
#line 127 "tutorials/12_flash_attention.py"
        tl::mbar_expect_tx((tma_bar + r_2), 32768);
        tl::tma_load((K_s + (v_457) * 64 + 0), &K_tmap, (tma_bar + r_2), 0, v_456, (int)blockIdx.y, (int)blockIdx.z);
        tl::tma_load((unsigned char*)(K_s + (v_457) * 64 + 0) + 16384, &K_tmap, (tma_bar + r_2), 0 + 64, v_456, (int)blockIdx.y, (int)blockIdx.z);
#line 128 "tutorials/12_flash_attention.py"
        tl::mbar_expect_tx((tma_bar + r_2), 32768);
        tl::tma_load((V_s + (v_457) * 64 + 0), &V_tmap, (tma_bar + r_2), 0, v_456, (int)blockIdx.y, (int)blockIdx.z);
        tl::tma_load((unsigned char*)(V_s + (v_457) * 64 + 0) + 16384, &V_tmap, (tma_bar + r_2), 0 + 64, v_456, (int)blockIdx.y, (int)blockIdx.z);
#line 126 "tutorials/12_flash_attention.py"
        const bool v_458 = (r_2 == 1);
        const int v_459 = (r_2 + 1);
        const int v_460 = (v_458 ? 0 : v_459);
        r_2 = v_460;
      }
    }
  }
}
