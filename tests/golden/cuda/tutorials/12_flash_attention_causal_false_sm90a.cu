// tutorials/12_flash_attention.py --compile-only: flash_attention(causal=False); sm_90a
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
  for (int k = 0; k < 8; k += 1) {
    const int v_1 = (k * 256);
    const int v_2 = (v_1 + tid);
    const int v_3 = (v_2 % 16);
    const int v_4 = (v_2 / 16);
    const int v_5 = (v_3 * 8);
    const int v_6 = (v_4 + v);
    const int v_7 = (v_5 / 64);
    const int v_8 = (v_7 * 128);
    const int v_9 = (v_8 + v_4);
    const int v_10 = (v_5 % 64);
    const int v_11 = (v_4 % 8);
    const int v_12 = (v_11 * 8);
    const int v_13 = (v_10 ^ v_12);
    tl::cp_async<16>((Q_s + (v_9) * 64 + v_13), (Q + ((((int)blockIdx.z) * 16 + (int)blockIdx.y) * 4096 + v_6) * 128 + v_5), true);
  }
  tl::cp_async_commit();
  tl::cp_async_wait<0>();
  tl::fence_proxy_async();
  __syncthreads();
#line 121 "tutorials/12_flash_attention.py"
  #pragma unroll
  for (int l_v = 0; l_v < 16; l_v += 1) {
    const int v_14 = (l_v * 4);
    const tl::vec<float, 4> v_15 = tl::vec<float, 4>{{0.0f, 0.0f, 0.0f, 0.0f}};
    *reinterpret_cast<tl::vec<float, 4>*>((acc_o + v_14)) = v_15;
  }
#line 122 "tutorials/12_flash_attention.py"
  const tl::vec<float, 2> v_16 = tl::vec<float, 2>{{0.0f, 0.0f}};
  *reinterpret_cast<tl::vec<float, 2>*>((l + 0)) = v_16;
#line 123 "tutorials/12_flash_attention.py"
  const tl::vec<float, 2> v_17 = tl::vec<float, 2>{{-1.0000000150474662e+30f, -1.0000000150474662e+30f}};
  *reinterpret_cast<tl::vec<float, 2>*>((m + 0)) = v_17;
#line 127 "tutorials/12_flash_attention.py"
  const bool v_18 = (tid == 0);
#line 135 "tutorials/12_flash_attention.py"
  const int v_19 = (tid / 128);
  const int v_20 = (v_19 * 64);
  const int v_21 = (v_20 + 128);
#line 138 "tutorials/12_flash_attention.py"
  const int v_22 = (tid % 32);
  const int v_23 = (v_22 & 3);
#line 127 "tutorials/12_flash_attention.py"
  if (v_18) {
    tl::mbar_expect_tx((tma_bar + 0), 32768);
    tl::tma_load((K_s + 0), &K_tmap, (tma_bar + 0), 0, 0, (int)blockIdx.y, (int)blockIdx.z);
    tl::tma_load((unsigned char*)(K_s + 0) + 16384, &K_tmap, (tma_bar + 0), 0 + 64, 0, (int)blockIdx.y, (int)blockIdx.z);
  }
#line 128 "tutorials/12_flash_attention.py"
  if (v_18) {
    tl::mbar_expect_tx((tma_bar_1 + 0), 32768);
    tl::tma_load((V_s + 0), &V_tmap, (tma_bar_1 + 0), 0, 0, (int)blockIdx.y, (int)blockIdx.z);
    tl::tma_load((unsigned char*)(V_s + 0) + 16384, &V_tmap, (tma_bar_1 + 0), 0 + 64, 0, (int)blockIdx.y, (int)blockIdx.z);
  }
#line 130 "tutorials/12_flash_attention.py"
  const int v_24 = (tid % 128);
  const int v_25 = (v_24 / 32);
  const int v_26 = (v_25 * 16);
  const int v_27 = (v_20 + v_26);
  const int v_28 = (v_22 / 4);
  const int v_29 = (v_27 + v_28);
  const int v_30 = (v_23 * 2);
#line 126 "tutorials/12_flash_attention.py"
  int r_1 = 0;
  for (int kb = 0; kb < 32; kb += 1) {
    tl::fence_proxy_async();
    __syncthreads();
    const int v_31 = (r_1 * 256);
#line 127 "tutorials/12_flash_attention.py"
    const int v_32 = (kb + 1);
#line 126 "tutorials/12_flash_attention.py"
    const int v_33 = (kb / 2);
    const int v_34 = (v_33 % 2);
#line 127 "tutorials/12_flash_attention.py"
    tl::mbar_wait((tma_bar + r_1), v_34);
#line 128 "tutorials/12_flash_attention.py"
    tl::mbar_wait((tma_bar_1 + r_1), v_34);
#line 130 "tutorials/12_flash_attention.py"
    #pragma unroll
    for (int l_v_1 = 0; l_v_1 < 16; l_v_1 += 1) {
      const int v_35 = (l_v_1 * 4);
      const tl::vec<float, 4> v_36 = tl::vec<float, 4>{{0.0f, 0.0f, 0.0f, 0.0f}};
      *reinterpret_cast<tl::vec<float, 4>*>((acc_s + v_35)) = v_36;
    }
#line 135 "tutorials/12_flash_attention.py"
    tl::wgmma_fence<64>(acc_s);
    const unsigned long long v_37 = tl::wgmma_desc<128, 16, 1024>((K_s + (v_31) * 64 + 0));
    const unsigned long long v_38 = tl::wgmma_desc<128, 16, 1024>((Q_s + (v_20) * 64 + 0));
    { float* tl_acc = acc_s; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %66, 0;\nwgmma.mma_async.sync.aligned.m64n128k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16, %17, %18, %19, %20, %21, %22, %23, %24, %25, %26, %27, %28, %29, %30, %31, %32, %33, %34, %35, %36, %37, %38, %39, %40, %41, %42, %43, %44, %45, %46, %47, %48, %49, %50, %51, %52, %53, %54, %55, %56, %57, %58, %59, %60, %61, %62, %63}, %64, %65, p, 1, 1, 0, 0;\n}\n" : "+f"(tl_acc[0 + 0]), "+f"(tl_acc[0 + 1]), "+f"(tl_acc[0 + 2]), "+f"(tl_acc[0 + 3]), "+f"(tl_acc[0 + 4]), "+f"(tl_acc[0 + 5]), "+f"(tl_acc[0 + 6]), "+f"(tl_acc[0 + 7]), "+f"(tl_acc[0 + 8]), "+f"(tl_acc[0 + 9]), "+f"(tl_acc[0 + 10]), "+f"(tl_acc[0 + 11]), "+f"(tl_acc[0 + 12]), "+f"(tl_acc[0 + 13]), "+f"(tl_acc[0 + 14]), "+f"(tl_acc[0 + 15]), "+f"(tl_acc[0 + 16]), "+f"(tl_acc[0 + 17]), "+f"(tl_acc[0 + 18]), "+f"(tl_acc[0 + 19]), "+f"(tl_acc[0 + 20]), "+f"(tl_acc[0 + 21]), "+f"(tl_acc[0 + 22]), "+f"(tl_acc[0 + 23]), "+f"(tl_acc[0 + 24]), "+f"(tl_acc[0 + 25]), "+f"(tl_acc[0 + 26]), "+f"(tl_acc[0 + 27]), "+f"(tl_acc[0 + 28]), "+f"(tl_acc[0 + 29]), "+f"(tl_acc[0 + 30]), "+f"(tl_acc[0 + 31]), "+f"(tl_acc[0 + 32]), "+f"(tl_acc[0 + 33]), "+f"(tl_acc[0 + 34]), "+f"(tl_acc[0 + 35]), "+f"(tl_acc[0 + 36]), "+f"(tl_acc[0 + 37]), "+f"(tl_acc[0 + 38]), "+f"(tl_acc[0 + 39]), "+f"(tl_acc[0 + 40]), "+f"(tl_acc[0 + 41]), "+f"(tl_acc[0 + 42]), "+f"(tl_acc[0 + 43]), "+f"(tl_acc[0 + 44]), "+f"(tl_acc[0 + 45]), "+f"(tl_acc[0 + 46]), "+f"(tl_acc[0 + 47]), "+f"(tl_acc[0 + 48]), "+f"(tl_acc[0 + 49]), "+f"(tl_acc[0 + 50]), "+f"(tl_acc[0 + 51]), "+f"(tl_acc[0 + 52]), "+f"(tl_acc[0 + 53]), "+f"(tl_acc[0 + 54]), "+f"(tl_acc[0 + 55]), "+f"(tl_acc[0 + 56]), "+f"(tl_acc[0 + 57]), "+f"(tl_acc[0 + 58]), "+f"(tl_acc[0 + 59]), "+f"(tl_acc[0 + 60]), "+f"(tl_acc[0 + 61]), "+f"(tl_acc[0 + 62]), "+f"(tl_acc[0 + 63]) : "l"(v_38), "l"(v_37), "r"(1)); }
    const unsigned long long v_39 = tl::wgmma_desc_at<128, 16, 1024>((K_s + (v_31) * 64), 2);
    const unsigned long long v_40 = tl::wgmma_desc_at<128, 16, 1024>((Q_s + (v_20) * 64), 2);
    { float* tl_acc = acc_s; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %66, 0;\nwgmma.mma_async.sync.aligned.m64n128k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16, %17, %18, %19, %20, %21, %22, %23, %24, %25, %26, %27, %28, %29, %30, %31, %32, %33, %34, %35, %36, %37, %38, %39, %40, %41, %42, %43, %44, %45, %46, %47, %48, %49, %50, %51, %52, %53, %54, %55, %56, %57, %58, %59, %60, %61, %62, %63}, %64, %65, p, 1, 1, 0, 0;\n}\n" : "+f"(tl_acc[0 + 0]), "+f"(tl_acc[0 + 1]), "+f"(tl_acc[0 + 2]), "+f"(tl_acc[0 + 3]), "+f"(tl_acc[0 + 4]), "+f"(tl_acc[0 + 5]), "+f"(tl_acc[0 + 6]), "+f"(tl_acc[0 + 7]), "+f"(tl_acc[0 + 8]), "+f"(tl_acc[0 + 9]), "+f"(tl_acc[0 + 10]), "+f"(tl_acc[0 + 11]), "+f"(tl_acc[0 + 12]), "+f"(tl_acc[0 + 13]), "+f"(tl_acc[0 + 14]), "+f"(tl_acc[0 + 15]), "+f"(tl_acc[0 + 16]), "+f"(tl_acc[0 + 17]), "+f"(tl_acc[0 + 18]), "+f"(tl_acc[0 + 19]), "+f"(tl_acc[0 + 20]), "+f"(tl_acc[0 + 21]), "+f"(tl_acc[0 + 22]), "+f"(tl_acc[0 + 23]), "+f"(tl_acc[0 + 24]), "+f"(tl_acc[0 + 25]), "+f"(tl_acc[0 + 26]), "+f"(tl_acc[0 + 27]), "+f"(tl_acc[0 + 28]), "+f"(tl_acc[0 + 29]), "+f"(tl_acc[0 + 30]), "+f"(tl_acc[0 + 31]), "+f"(tl_acc[0 + 32]), "+f"(tl_acc[0 + 33]), "+f"(tl_acc[0 + 34]), "+f"(tl_acc[0 + 35]), "+f"(tl_acc[0 + 36]), "+f"(tl_acc[0 + 37]), "+f"(tl_acc[0 + 38]), "+f"(tl_acc[0 + 39]), "+f"(tl_acc[0 + 40]), "+f"(tl_acc[0 + 41]), "+f"(tl_acc[0 + 42]), "+f"(tl_acc[0 + 43]), "+f"(tl_acc[0 + 44]), "+f"(tl_acc[0 + 45]), "+f"(tl_acc[0 + 46]), "+f"(tl_acc[0 + 47]), "+f"(tl_acc[0 + 48]), "+f"(tl_acc[0 + 49]), "+f"(tl_acc[0 + 50]), "+f"(tl_acc[0 + 51]), "+f"(tl_acc[0 + 52]), "+f"(tl_acc[0 + 53]), "+f"(tl_acc[0 + 54]), "+f"(tl_acc[0 + 55]), "+f"(tl_acc[0 + 56]), "+f"(tl_acc[0 + 57]), "+f"(tl_acc[0 + 58]), "+f"(tl_acc[0 + 59]), "+f"(tl_acc[0 + 60]), "+f"(tl_acc[0 + 61]), "+f"(tl_acc[0 + 62]), "+f"(tl_acc[0 + 63]) : "l"(v_40), "l"(v_39), "r"(1)); }
    const unsigned long long v_41 = tl::wgmma_desc_at<128, 16, 1024>((K_s + (v_31) * 64), 4);
    const unsigned long long v_42 = tl::wgmma_desc_at<128, 16, 1024>((Q_s + (v_20) * 64), 4);
    { float* tl_acc = acc_s; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %66, 0;\nwgmma.mma_async.sync.aligned.m64n128k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16, %17, %18, %19, %20, %21, %22, %23, %24, %25, %26, %27, %28, %29, %30, %31, %32, %33, %34, %35, %36, %37, %38, %39, %40, %41, %42, %43, %44, %45, %46, %47, %48, %49, %50, %51, %52, %53, %54, %55, %56, %57, %58, %59, %60, %61, %62, %63}, %64, %65, p, 1, 1, 0, 0;\n}\n" : "+f"(tl_acc[0 + 0]), "+f"(tl_acc[0 + 1]), "+f"(tl_acc[0 + 2]), "+f"(tl_acc[0 + 3]), "+f"(tl_acc[0 + 4]), "+f"(tl_acc[0 + 5]), "+f"(tl_acc[0 + 6]), "+f"(tl_acc[0 + 7]), "+f"(tl_acc[0 + 8]), "+f"(tl_acc[0 + 9]), "+f"(tl_acc[0 + 10]), "+f"(tl_acc[0 + 11]), "+f"(tl_acc[0 + 12]), "+f"(tl_acc[0 + 13]), "+f"(tl_acc[0 + 14]), "+f"(tl_acc[0 + 15]), "+f"(tl_acc[0 + 16]), "+f"(tl_acc[0 + 17]), "+f"(tl_acc[0 + 18]), "+f"(tl_acc[0 + 19]), "+f"(tl_acc[0 + 20]), "+f"(tl_acc[0 + 21]), "+f"(tl_acc[0 + 22]), "+f"(tl_acc[0 + 23]), "+f"(tl_acc[0 + 24]), "+f"(tl_acc[0 + 25]), "+f"(tl_acc[0 + 26]), "+f"(tl_acc[0 + 27]), "+f"(tl_acc[0 + 28]), "+f"(tl_acc[0 + 29]), "+f"(tl_acc[0 + 30]), "+f"(tl_acc[0 + 31]), "+f"(tl_acc[0 + 32]), "+f"(tl_acc[0 + 33]), "+f"(tl_acc[0 + 34]), "+f"(tl_acc[0 + 35]), "+f"(tl_acc[0 + 36]), "+f"(tl_acc[0 + 37]), "+f"(tl_acc[0 + 38]), "+f"(tl_acc[0 + 39]), "+f"(tl_acc[0 + 40]), "+f"(tl_acc[0 + 41]), "+f"(tl_acc[0 + 42]), "+f"(tl_acc[0 + 43]), "+f"(tl_acc[0 + 44]), "+f"(tl_acc[0 + 45]), "+f"(tl_acc[0 + 46]), "+f"(tl_acc[0 + 47]), "+f"(tl_acc[0 + 48]), "+f"(tl_acc[0 + 49]), "+f"(tl_acc[0 + 50]), "+f"(tl_acc[0 + 51]), "+f"(tl_acc[0 + 52]), "+f"(tl_acc[0 + 53]), "+f"(tl_acc[0 + 54]), "+f"(tl_acc[0 + 55]), "+f"(tl_acc[0 + 56]), "+f"(tl_acc[0 + 57]), "+f"(tl_acc[0 + 58]), "+f"(tl_acc[0 + 59]), "+f"(tl_acc[0 + 60]), "+f"(tl_acc[0 + 61]), "+f"(tl_acc[0 + 62]), "+f"(tl_acc[0 + 63]) : "l"(v_42), "l"(v_41), "r"(1)); }
    const unsigned long long v_43 = tl::wgmma_desc_at<128, 16, 1024>((K_s + (v_31) * 64), 6);
    const unsigned long long v_44 = tl::wgmma_desc_at<128, 16, 1024>((Q_s + (v_20) * 64), 6);
    { float* tl_acc = acc_s; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %66, 0;\nwgmma.mma_async.sync.aligned.m64n128k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16, %17, %18, %19, %20, %21, %22, %23, %24, %25, %26, %27, %28, %29, %30, %31, %32, %33, %34, %35, %36, %37, %38, %39, %40, %41, %42, %43, %44, %45, %46, %47, %48, %49, %50, %51, %52, %53, %54, %55, %56, %57, %58, %59, %60, %61, %62, %63}, %64, %65, p, 1, 1, 0, 0;\n}\n" : "+f"(tl_acc[0 + 0]), "+f"(tl_acc[0 + 1]), "+f"(tl_acc[0 + 2]), "+f"(tl_acc[0 + 3]), "+f"(tl_acc[0 + 4]), "+f"(tl_acc[0 + 5]), "+f"(tl_acc[0 + 6]), "+f"(tl_acc[0 + 7]), "+f"(tl_acc[0 + 8]), "+f"(tl_acc[0 + 9]), "+f"(tl_acc[0 + 10]), "+f"(tl_acc[0 + 11]), "+f"(tl_acc[0 + 12]), "+f"(tl_acc[0 + 13]), "+f"(tl_acc[0 + 14]), "+f"(tl_acc[0 + 15]), "+f"(tl_acc[0 + 16]), "+f"(tl_acc[0 + 17]), "+f"(tl_acc[0 + 18]), "+f"(tl_acc[0 + 19]), "+f"(tl_acc[0 + 20]), "+f"(tl_acc[0 + 21]), "+f"(tl_acc[0 + 22]), "+f"(tl_acc[0 + 23]), "+f"(tl_acc[0 + 24]), "+f"(tl_acc[0 + 25]), "+f"(tl_acc[0 + 26]), "+f"(tl_acc[0 + 27]), "+f"(tl_acc[0 + 28]), "+f"(tl_acc[0 + 29]), "+f"(tl_acc[0 + 30]), "+f"(tl_acc[0 + 31]), "+f"(tl_acc[0 + 32]), "+f"(tl_acc[0 + 33]), "+f"(tl_acc[0 + 34]), "+f"(tl_acc[0 + 35]), "+f"(tl_acc[0 + 36]), "+f"(tl_acc[0 + 37]), "+f"(tl_acc[0 + 38]), "+f"(tl_acc[0 + 39]), "+f"(tl_acc[0 + 40]), "+f"(tl_acc[0 + 41]), "+f"(tl_acc[0 + 42]), "+f"(tl_acc[0 + 43]), "+f"(tl_acc[0 + 44]), "+f"(tl_acc[0 + 45]), "+f"(tl_acc[0 + 46]), "+f"(tl_acc[0 + 47]), "+f"(tl_acc[0 + 48]), "+f"(tl_acc[0 + 49]), "+f"(tl_acc[0 + 50]), "+f"(tl_acc[0 + 51]), "+f"(tl_acc[0 + 52]), "+f"(tl_acc[0 + 53]), "+f"(tl_acc[0 + 54]), "+f"(tl_acc[0 + 55]), "+f"(tl_acc[0 + 56]), "+f"(tl_acc[0 + 57]), "+f"(tl_acc[0 + 58]), "+f"(tl_acc[0 + 59]), "+f"(tl_acc[0 + 60]), "+f"(tl_acc[0 + 61]), "+f"(tl_acc[0 + 62]), "+f"(tl_acc[0 + 63]) : "l"(v_44), "l"(v_43), "r"(1)); }
    const int v_45 = (v_31 + 128);
    const unsigned long long v_46 = tl::wgmma_desc_at<128, 16, 1024>((K_s + (v_31) * 64), 1024);
    const unsigned long long v_47 = tl::wgmma_desc_at<128, 16, 1024>((Q_s + (v_20) * 64), 1024);
    { float* tl_acc = acc_s; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %66, 0;\nwgmma.mma_async.sync.aligned.m64n128k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16, %17, %18, %19, %20, %21, %22, %23, %24, %25, %26, %27, %28, %29, %30, %31, %32, %33, %34, %35, %36, %37, %38, %39, %40, %41, %42, %43, %44, %45, %46, %47, %48, %49, %50, %51, %52, %53, %54, %55, %56, %57, %58, %59, %60, %61, %62, %63}, %64, %65, p, 1, 1, 0, 0;\n}\n" : "+f"(tl_acc[0 + 0]), "+f"(tl_acc[0 + 1]), "+f"(tl_acc[0 + 2]), "+f"(tl_acc[0 + 3]), "+f"(tl_acc[0 + 4]), "+f"(tl_acc[0 + 5]), "+f"(tl_acc[0 + 6]), "+f"(tl_acc[0 + 7]), "+f"(tl_acc[0 + 8]), "+f"(tl_acc[0 + 9]), "+f"(tl_acc[0 + 10]), "+f"(tl_acc[0 + 11]), "+f"(tl_acc[0 + 12]), "+f"(tl_acc[0 + 13]), "+f"(tl_acc[0 + 14]), "+f"(tl_acc[0 + 15]), "+f"(tl_acc[0 + 16]), "+f"(tl_acc[0 + 17]), "+f"(tl_acc[0 + 18]), "+f"(tl_acc[0 + 19]), "+f"(tl_acc[0 + 20]), "+f"(tl_acc[0 + 21]), "+f"(tl_acc[0 + 22]), "+f"(tl_acc[0 + 23]), "+f"(tl_acc[0 + 24]), "+f"(tl_acc[0 + 25]), "+f"(tl_acc[0 + 26]), "+f"(tl_acc[0 + 27]), "+f"(tl_acc[0 + 28]), "+f"(tl_acc[0 + 29]), "+f"(tl_acc[0 + 30]), "+f"(tl_acc[0 + 31]), "+f"(tl_acc[0 + 32]), "+f"(tl_acc[0 + 33]), "+f"(tl_acc[0 + 34]), "+f"(tl_acc[0 + 35]), "+f"(tl_acc[0 + 36]), "+f"(tl_acc[0 + 37]), "+f"(tl_acc[0 + 38]), "+f"(tl_acc[0 + 39]), "+f"(tl_acc[0 + 40]), "+f"(tl_acc[0 + 41]), "+f"(tl_acc[0 + 42]), "+f"(tl_acc[0 + 43]), "+f"(tl_acc[0 + 44]), "+f"(tl_acc[0 + 45]), "+f"(tl_acc[0 + 46]), "+f"(tl_acc[0 + 47]), "+f"(tl_acc[0 + 48]), "+f"(tl_acc[0 + 49]), "+f"(tl_acc[0 + 50]), "+f"(tl_acc[0 + 51]), "+f"(tl_acc[0 + 52]), "+f"(tl_acc[0 + 53]), "+f"(tl_acc[0 + 54]), "+f"(tl_acc[0 + 55]), "+f"(tl_acc[0 + 56]), "+f"(tl_acc[0 + 57]), "+f"(tl_acc[0 + 58]), "+f"(tl_acc[0 + 59]), "+f"(tl_acc[0 + 60]), "+f"(tl_acc[0 + 61]), "+f"(tl_acc[0 + 62]), "+f"(tl_acc[0 + 63]) : "l"(v_47), "l"(v_46), "r"(1)); }
    const unsigned long long v_48 = tl::wgmma_desc_at<128, 16, 1024>((K_s + (v_31) * 64), 1026);
    const unsigned long long v_49 = tl::wgmma_desc_at<128, 16, 1024>((Q_s + (v_20) * 64), 1026);
    { float* tl_acc = acc_s; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %66, 0;\nwgmma.mma_async.sync.aligned.m64n128k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16, %17, %18, %19, %20, %21, %22, %23, %24, %25, %26, %27, %28, %29, %30, %31, %32, %33, %34, %35, %36, %37, %38, %39, %40, %41, %42, %43, %44, %45, %46, %47, %48, %49, %50, %51, %52, %53, %54, %55, %56, %57, %58, %59, %60, %61, %62, %63}, %64, %65, p, 1, 1, 0, 0;\n}\n" : "+f"(tl_acc[0 + 0]), "+f"(tl_acc[0 + 1]), "+f"(tl_acc[0 + 2]), "+f"(tl_acc[0 + 3]), "+f"(tl_acc[0 + 4]), "+f"(tl_acc[0 + 5]), "+f"(tl_acc[0 + 6]), "+f"(tl_acc[0 + 7]), "+f"(tl_acc[0 + 8]), "+f"(tl_acc[0 + 9]), "+f"(tl_acc[0 + 10]), "+f"(tl_acc[0 + 11]), "+f"(tl_acc[0 + 12]), "+f"(tl_acc[0 + 13]), "+f"(tl_acc[0 + 14]), "+f"(tl_acc[0 + 15]), "+f"(tl_acc[0 + 16]), "+f"(tl_acc[0 + 17]), "+f"(tl_acc[0 + 18]), "+f"(tl_acc[0 + 19]), "+f"(tl_acc[0 + 20]), "+f"(tl_acc[0 + 21]), "+f"(tl_acc[0 + 22]), "+f"(tl_acc[0 + 23]), "+f"(tl_acc[0 + 24]), "+f"(tl_acc[0 + 25]), "+f"(tl_acc[0 + 26]), "+f"(tl_acc[0 + 27]), "+f"(tl_acc[0 + 28]), "+f"(tl_acc[0 + 29]), "+f"(tl_acc[0 + 30]), "+f"(tl_acc[0 + 31]), "+f"(tl_acc[0 + 32]), "+f"(tl_acc[0 + 33]), "+f"(tl_acc[0 + 34]), "+f"(tl_acc[0 + 35]), "+f"(tl_acc[0 + 36]), "+f"(tl_acc[0 + 37]), "+f"(tl_acc[0 + 38]), "+f"(tl_acc[0 + 39]), "+f"(tl_acc[0 + 40]), "+f"(tl_acc[0 + 41]), "+f"(tl_acc[0 + 42]), "+f"(tl_acc[0 + 43]), "+f"(tl_acc[0 + 44]), "+f"(tl_acc[0 + 45]), "+f"(tl_acc[0 + 46]), "+f"(tl_acc[0 + 47]), "+f"(tl_acc[0 + 48]), "+f"(tl_acc[0 + 49]), "+f"(tl_acc[0 + 50]), "+f"(tl_acc[0 + 51]), "+f"(tl_acc[0 + 52]), "+f"(tl_acc[0 + 53]), "+f"(tl_acc[0 + 54]), "+f"(tl_acc[0 + 55]), "+f"(tl_acc[0 + 56]), "+f"(tl_acc[0 + 57]), "+f"(tl_acc[0 + 58]), "+f"(tl_acc[0 + 59]), "+f"(tl_acc[0 + 60]), "+f"(tl_acc[0 + 61]), "+f"(tl_acc[0 + 62]), "+f"(tl_acc[0 + 63]) : "l"(v_49), "l"(v_48), "r"(1)); }
    const unsigned long long v_50 = tl::wgmma_desc_at<128, 16, 1024>((K_s + (v_31) * 64), 1028);
    const unsigned long long v_51 = tl::wgmma_desc_at<128, 16, 1024>((Q_s + (v_20) * 64), 1028);
    { float* tl_acc = acc_s; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %66, 0;\nwgmma.mma_async.sync.aligned.m64n128k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16, %17, %18, %19, %20, %21, %22, %23, %24, %25, %26, %27, %28, %29, %30, %31, %32, %33, %34, %35, %36, %37, %38, %39, %40, %41, %42, %43, %44, %45, %46, %47, %48, %49, %50, %51, %52, %53, %54, %55, %56, %57, %58, %59, %60, %61, %62, %63}, %64, %65, p, 1, 1, 0, 0;\n}\n" : "+f"(tl_acc[0 + 0]), "+f"(tl_acc[0 + 1]), "+f"(tl_acc[0 + 2]), "+f"(tl_acc[0 + 3]), "+f"(tl_acc[0 + 4]), "+f"(tl_acc[0 + 5]), "+f"(tl_acc[0 + 6]), "+f"(tl_acc[0 + 7]), "+f"(tl_acc[0 + 8]), "+f"(tl_acc[0 + 9]), "+f"(tl_acc[0 + 10]), "+f"(tl_acc[0 + 11]), "+f"(tl_acc[0 + 12]), "+f"(tl_acc[0 + 13]), "+f"(tl_acc[0 + 14]), "+f"(tl_acc[0 + 15]), "+f"(tl_acc[0 + 16]), "+f"(tl_acc[0 + 17]), "+f"(tl_acc[0 + 18]), "+f"(tl_acc[0 + 19]), "+f"(tl_acc[0 + 20]), "+f"(tl_acc[0 + 21]), "+f"(tl_acc[0 + 22]), "+f"(tl_acc[0 + 23]), "+f"(tl_acc[0 + 24]), "+f"(tl_acc[0 + 25]), "+f"(tl_acc[0 + 26]), "+f"(tl_acc[0 + 27]), "+f"(tl_acc[0 + 28]), "+f"(tl_acc[0 + 29]), "+f"(tl_acc[0 + 30]), "+f"(tl_acc[0 + 31]), "+f"(tl_acc[0 + 32]), "+f"(tl_acc[0 + 33]), "+f"(tl_acc[0 + 34]), "+f"(tl_acc[0 + 35]), "+f"(tl_acc[0 + 36]), "+f"(tl_acc[0 + 37]), "+f"(tl_acc[0 + 38]), "+f"(tl_acc[0 + 39]), "+f"(tl_acc[0 + 40]), "+f"(tl_acc[0 + 41]), "+f"(tl_acc[0 + 42]), "+f"(tl_acc[0 + 43]), "+f"(tl_acc[0 + 44]), "+f"(tl_acc[0 + 45]), "+f"(tl_acc[0 + 46]), "+f"(tl_acc[0 + 47]), "+f"(tl_acc[0 + 48]), "+f"(tl_acc[0 + 49]), "+f"(tl_acc[0 + 50]), "+f"(tl_acc[0 + 51]), "+f"(tl_acc[0 + 52]), "+f"(tl_acc[0 + 53]), "+f"(tl_acc[0 + 54]), "+f"(tl_acc[0 + 55]), "+f"(tl_acc[0 + 56]), "+f"(tl_acc[0 + 57]), "+f"(tl_acc[0 + 58]), "+f"(tl_acc[0 + 59]), "+f"(tl_acc[0 + 60]), "+f"(tl_acc[0 + 61]), "+f"(tl_acc[0 + 62]), "+f"(tl_acc[0 + 63]) : "l"(v_51), "l"(v_50), "r"(1)); }
    const unsigned long long v_52 = tl::wgmma_desc_at<128, 16, 1024>((K_s + (v_31) * 64), 1030);
    const unsigned long long v_53 = tl::wgmma_desc_at<128, 16, 1024>((Q_s + (v_20) * 64), 1030);
    { float* tl_acc = acc_s; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %66, 0;\nwgmma.mma_async.sync.aligned.m64n128k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16, %17, %18, %19, %20, %21, %22, %23, %24, %25, %26, %27, %28, %29, %30, %31, %32, %33, %34, %35, %36, %37, %38, %39, %40, %41, %42, %43, %44, %45, %46, %47, %48, %49, %50, %51, %52, %53, %54, %55, %56, %57, %58, %59, %60, %61, %62, %63}, %64, %65, p, 1, 1, 0, 0;\n}\n" : "+f"(tl_acc[0 + 0]), "+f"(tl_acc[0 + 1]), "+f"(tl_acc[0 + 2]), "+f"(tl_acc[0 + 3]), "+f"(tl_acc[0 + 4]), "+f"(tl_acc[0 + 5]), "+f"(tl_acc[0 + 6]), "+f"(tl_acc[0 + 7]), "+f"(tl_acc[0 + 8]), "+f"(tl_acc[0 + 9]), "+f"(tl_acc[0 + 10]), "+f"(tl_acc[0 + 11]), "+f"(tl_acc[0 + 12]), "+f"(tl_acc[0 + 13]), "+f"(tl_acc[0 + 14]), "+f"(tl_acc[0 + 15]), "+f"(tl_acc[0 + 16]), "+f"(tl_acc[0 + 17]), "+f"(tl_acc[0 + 18]), "+f"(tl_acc[0 + 19]), "+f"(tl_acc[0 + 20]), "+f"(tl_acc[0 + 21]), "+f"(tl_acc[0 + 22]), "+f"(tl_acc[0 + 23]), "+f"(tl_acc[0 + 24]), "+f"(tl_acc[0 + 25]), "+f"(tl_acc[0 + 26]), "+f"(tl_acc[0 + 27]), "+f"(tl_acc[0 + 28]), "+f"(tl_acc[0 + 29]), "+f"(tl_acc[0 + 30]), "+f"(tl_acc[0 + 31]), "+f"(tl_acc[0 + 32]), "+f"(tl_acc[0 + 33]), "+f"(tl_acc[0 + 34]), "+f"(tl_acc[0 + 35]), "+f"(tl_acc[0 + 36]), "+f"(tl_acc[0 + 37]), "+f"(tl_acc[0 + 38]), "+f"(tl_acc[0 + 39]), "+f"(tl_acc[0 + 40]), "+f"(tl_acc[0 + 41]), "+f"(tl_acc[0 + 42]), "+f"(tl_acc[0 + 43]), "+f"(tl_acc[0 + 44]), "+f"(tl_acc[0 + 45]), "+f"(tl_acc[0 + 46]), "+f"(tl_acc[0 + 47]), "+f"(tl_acc[0 + 48]), "+f"(tl_acc[0 + 49]), "+f"(tl_acc[0 + 50]), "+f"(tl_acc[0 + 51]), "+f"(tl_acc[0 + 52]), "+f"(tl_acc[0 + 53]), "+f"(tl_acc[0 + 54]), "+f"(tl_acc[0 + 55]), "+f"(tl_acc[0 + 56]), "+f"(tl_acc[0 + 57]), "+f"(tl_acc[0 + 58]), "+f"(tl_acc[0 + 59]), "+f"(tl_acc[0 + 60]), "+f"(tl_acc[0 + 61]), "+f"(tl_acc[0 + 62]), "+f"(tl_acc[0 + 63]) : "l"(v_53), "l"(v_52), "r"(1)); }
    tl::wgmma_commit();
    tl::wgmma_wait_defining<0, 64>(acc_s);
#line 137 "tutorials/12_flash_attention.py"
    const tl::vec<float, 2> v_54 = *reinterpret_cast<const tl::vec<float, 2>*>((m + 0));
    *reinterpret_cast<tl::vec<float, 2>*>((m_old + 0)) = v_54;
#line 138 "tutorials/12_flash_attention.py"
    const float v_55 = acc_s[0];
    const float v_56 = acc_s[1];
    const float v_57 = acc_s[4];
    const float v_58 = acc_s[5];
    const float v_59 = acc_s[8];
    const float v_60 = acc_s[9];
    const float v_61 = acc_s[12];
    const float v_62 = acc_s[13];
    const float v_63 = acc_s[16];
    const float v_64 = acc_s[17];
    const float v_65 = acc_s[20];
    const float v_66 = acc_s[21];
    const float v_67 = acc_s[24];
    const float v_68 = acc_s[25];
    const float v_69 = acc_s[28];
    const float v_70 = acc_s[29];
    const float v_71 = acc_s[32];
    const float v_72 = acc_s[33];
    const float v_73 = acc_s[36];
    const float v_74 = acc_s[37];
    const float v_75 = acc_s[40];
    const float v_76 = acc_s[41];
    const float v_77 = acc_s[44];
    const float v_78 = acc_s[45];
    const float v_79 = acc_s[48];
    const float v_80 = acc_s[49];
    const float v_81 = acc_s[52];
    const float v_82 = acc_s[53];
    const float v_83 = acc_s[56];
    const float v_84 = acc_s[57];
    const float v_85 = acc_s[60];
    const float v_86 = acc_s[61];
    const float v_87 = fmaxf(v_55, v_56);
    const float v_88 = fmaxf(v_57, v_58);
    const float v_89 = fmaxf(v_59, v_60);
    const float v_90 = fmaxf(v_61, v_62);
    const float v_91 = fmaxf(v_63, v_64);
    const float v_92 = fmaxf(v_65, v_66);
    const float v_93 = fmaxf(v_67, v_68);
    const float v_94 = fmaxf(v_69, v_70);
    const float v_95 = fmaxf(v_71, v_72);
    const float v_96 = fmaxf(v_73, v_74);
    const float v_97 = fmaxf(v_75, v_76);
    const float v_98 = fmaxf(v_77, v_78);
    const float v_99 = fmaxf(v_79, v_80);
    const float v_100 = fmaxf(v_81, v_82);
    const float v_101 = fmaxf(v_83, v_84);
    const float v_102 = fmaxf(v_85, v_86);
    const float v_103 = fmaxf(v_87, v_88);
    const float v_104 = fmaxf(v_89, v_90);
    const float v_105 = fmaxf(v_91, v_92);
    const float v_106 = fmaxf(v_93, v_94);
    const float v_107 = fmaxf(v_95, v_96);
    const float v_108 = fmaxf(v_97, v_98);
    const float v_109 = fmaxf(v_99, v_100);
    const float v_110 = fmaxf(v_101, v_102);
    const float v_111 = fmaxf(v_103, v_104);
    const float v_112 = fmaxf(v_105, v_106);
    const float v_113 = fmaxf(v_107, v_108);
    const float v_114 = fmaxf(v_109, v_110);
    const float v_115 = fmaxf(v_111, v_112);
    const float v_116 = fmaxf(v_113, v_114);
    const float v_117 = fmaxf(v_115, v_116);
    const float v_118 = tl::shfl<0>(v_117, 1, 32);
    const float v_119 = fmaxf(v_117, v_118);
    const float v_120 = tl::shfl<0>(v_119, 2, 32);
    const float v_121 = fmaxf(v_119, v_120);
    const float v_122 = m[0];
    const float v_123 = fmaxf(v_122, v_121);
    m[0] = v_123;
    const float v_124 = acc_s[2];
    const float v_125 = acc_s[3];
    const float v_126 = acc_s[6];
    const float v_127 = acc_s[7];
    const float v_128 = acc_s[10];
    const float v_129 = acc_s[11];
    const float v_130 = acc_s[14];
    const float v_131 = acc_s[15];
    const float v_132 = acc_s[18];
    const float v_133 = acc_s[19];
    const float v_134 = acc_s[22];
    const float v_135 = acc_s[23];
    const float v_136 = acc_s[26];
    const float v_137 = acc_s[27];
    const float v_138 = acc_s[30];
    const float v_139 = acc_s[31];
    const float v_140 = acc_s[34];
    const float v_141 = acc_s[35];
    const float v_142 = acc_s[38];
    const float v_143 = acc_s[39];
    const float v_144 = acc_s[42];
    const float v_145 = acc_s[43];
    const float v_146 = acc_s[46];
    const float v_147 = acc_s[47];
    const float v_148 = acc_s[50];
    const float v_149 = acc_s[51];
    const float v_150 = acc_s[54];
    const float v_151 = acc_s[55];
    const float v_152 = acc_s[58];
    const float v_153 = acc_s[59];
    const float v_154 = acc_s[62];
    const float v_155 = acc_s[63];
    const float v_156 = fmaxf(v_124, v_125);
    const float v_157 = fmaxf(v_126, v_127);
    const float v_158 = fmaxf(v_128, v_129);
    const float v_159 = fmaxf(v_130, v_131);
    const float v_160 = fmaxf(v_132, v_133);
    const float v_161 = fmaxf(v_134, v_135);
    const float v_162 = fmaxf(v_136, v_137);
    const float v_163 = fmaxf(v_138, v_139);
    const float v_164 = fmaxf(v_140, v_141);
    const float v_165 = fmaxf(v_142, v_143);
    const float v_166 = fmaxf(v_144, v_145);
    const float v_167 = fmaxf(v_146, v_147);
    const float v_168 = fmaxf(v_148, v_149);
    const float v_169 = fmaxf(v_150, v_151);
    const float v_170 = fmaxf(v_152, v_153);
    const float v_171 = fmaxf(v_154, v_155);
    const float v_172 = fmaxf(v_156, v_157);
    const float v_173 = fmaxf(v_158, v_159);
    const float v_174 = fmaxf(v_160, v_161);
    const float v_175 = fmaxf(v_162, v_163);
    const float v_176 = fmaxf(v_164, v_165);
    const float v_177 = fmaxf(v_166, v_167);
    const float v_178 = fmaxf(v_168, v_169);
    const float v_179 = fmaxf(v_170, v_171);
    const float v_180 = fmaxf(v_172, v_173);
    const float v_181 = fmaxf(v_174, v_175);
    const float v_182 = fmaxf(v_176, v_177);
    const float v_183 = fmaxf(v_178, v_179);
    const float v_184 = fmaxf(v_180, v_181);
    const float v_185 = fmaxf(v_182, v_183);
    const float v_186 = fmaxf(v_184, v_185);
    const float v_187 = tl::shfl<0>(v_186, 1, 32);
    const float v_188 = fmaxf(v_186, v_187);
    const float v_189 = tl::shfl<0>(v_188, 2, 32);
    const float v_190 = fmaxf(v_188, v_189);
    const float v_191 = m[1];
    const float v_192 = fmaxf(v_191, v_190);
    m[1] = v_192;
#line 139 "tutorials/12_flash_attention.py"
    #pragma unroll
    for (int l_v_2 = 0; l_v_2 < 16; l_v_2 += 1) {
      const int v_193 = (l_v_2 * 4);
#line 140 "tutorials/12_flash_attention.py"
      const tl::vec<float, 4> v_194 = *reinterpret_cast<const tl::vec<float, 4>*>((acc_s + v_193));
      const float v_195 = v_194.v[0];
      const float v_196 = (v_195 * 0.127517431974411f);
      const float v_197 = m[0];
      const float v_198 = (v_197 * 0.127517431974411f);
      const float v_199 = (v_196 - v_198);
      const float v_200 = exp2f(v_199);
      const float v_201 = v_194.v[1];
      const float v_202 = (v_201 * 0.127517431974411f);
      const float v_203 = (v_202 - v_198);
      const float v_204 = exp2f(v_203);
      const float v_205 = v_194.v[2];
      const float v_206 = (v_205 * 0.127517431974411f);
      const float v_207 = m[1];
      const float v_208 = (v_207 * 0.127517431974411f);
      const float v_209 = (v_206 - v_208);
      const float v_210 = exp2f(v_209);
      const float v_211 = v_194.v[3];
      const float v_212 = (v_211 * 0.127517431974411f);
      const float v_213 = (v_212 - v_208);
      const float v_214 = exp2f(v_213);
#line 139 "tutorials/12_flash_attention.py"
      const tl::vec<float, 4> v_215 = tl::vec<float, 4>{{v_200, v_204, v_210, v_214}};
      *reinterpret_cast<tl::vec<float, 4>*>((acc_s + v_193)) = v_215;
    }
#line 142 "tutorials/12_flash_attention.py"
    const tl::vec<float, 2> v_216 = *reinterpret_cast<const tl::vec<float, 2>*>((m_old + 0));
    const float v_217 = v_216.v[0];
    const float v_218 = (v_217 * 0.127517431974411f);
    const tl::vec<float, 2> v_219 = *reinterpret_cast<const tl::vec<float, 2>*>((m + 0));
    const float v_220 = v_219.v[0];
    const float v_221 = (v_220 * 0.127517431974411f);
    const float v_222 = (v_218 - v_221);
    const float v_223 = exp2f(v_222);
    const float v_224 = v_216.v[1];
    const float v_225 = (v_224 * 0.127517431974411f);
    const float v_226 = v_219.v[1];
    const float v_227 = (v_226 * 0.127517431974411f);
    const float v_228 = (v_225 - v_227);
    const float v_229 = exp2f(v_228);
#line 141 "tutorials/12_flash_attention.py"
    const tl::vec<float, 2> v_230 = tl::vec<float, 2>{{v_223, v_229}};
    *reinterpret_cast<tl::vec<float, 2>*>((r + 0)) = v_230;
#line 143 "tutorials/12_flash_attention.py"
    #pragma unroll
    for (int l_1 = 0; l_1 < 64; l_1 += 1) {
      const int v_231 = (l_1 / 2);
      const int v_232 = (v_231 % 2);
#line 144 "tutorials/12_flash_attention.py"
      const float v_233 = r[v_232];
#line 143 "tutorials/12_flash_attention.py"
      asm volatile("mul.f32 %0, %0, %1;\n" : "+f"(*(acc_o + l_1)) : "f"(v_233));
    }
#line 146 "tutorials/12_flash_attention.py"
    const tl::vec<float, 2> v_234 = *reinterpret_cast<const tl::vec<float, 2>*>((l + 0));
    const float v_235 = v_234.v[0];
    const tl::vec<float, 2> v_236 = *reinterpret_cast<const tl::vec<float, 2>*>((r + 0));
    const float v_237 = v_236.v[0];
    const float v_238 = (v_235 * v_237);
    const float v_239 = v_234.v[1];
    const float v_240 = v_236.v[1];
    const float v_241 = (v_239 * v_240);
#line 145 "tutorials/12_flash_attention.py"
    const tl::vec<float, 2> v_242 = tl::vec<float, 2>{{v_238, v_241}};
    *reinterpret_cast<tl::vec<float, 2>*>((l + 0)) = v_242;
#line 147 "tutorials/12_flash_attention.py"
    const float v_243 = acc_s[0];
    const float v_244 = acc_s[1];
    const float v_245 = acc_s[4];
    const float v_246 = acc_s[5];
    const float v_247 = acc_s[8];
    const float v_248 = acc_s[9];
    const float v_249 = acc_s[12];
    const float v_250 = acc_s[13];
    const float v_251 = acc_s[16];
    const float v_252 = acc_s[17];
    const float v_253 = acc_s[20];
    const float v_254 = acc_s[21];
    const float v_255 = acc_s[24];
    const float v_256 = acc_s[25];
    const float v_257 = acc_s[28];
    const float v_258 = acc_s[29];
    const float v_259 = acc_s[32];
    const float v_260 = acc_s[33];
    const float v_261 = acc_s[36];
    const float v_262 = acc_s[37];
    const float v_263 = acc_s[40];
    const float v_264 = acc_s[41];
    const float v_265 = acc_s[44];
    const float v_266 = acc_s[45];
    const float v_267 = acc_s[48];
    const float v_268 = acc_s[49];
    const float v_269 = acc_s[52];
    const float v_270 = acc_s[53];
    const float v_271 = acc_s[56];
    const float v_272 = acc_s[57];
    const float v_273 = acc_s[60];
    const float v_274 = acc_s[61];
    const float v_275 = (v_243 + v_244);
    const float v_276 = (v_245 + v_246);
    const float v_277 = (v_247 + v_248);
    const float v_278 = (v_249 + v_250);
    const float v_279 = (v_251 + v_252);
    const float v_280 = (v_253 + v_254);
    const float v_281 = (v_255 + v_256);
    const float v_282 = (v_257 + v_258);
    const float v_283 = (v_259 + v_260);
    const float v_284 = (v_261 + v_262);
    const float v_285 = (v_263 + v_264);
    const float v_286 = (v_265 + v_266);
    const float v_287 = (v_267 + v_268);
    const float v_288 = (v_269 + v_270);
    const float v_289 = (v_271 + v_272);
    const float v_290 = (v_273 + v_274);
    const float v_291 = (v_275 + v_276);
    const float v_292 = (v_277 + v_278);
    const float v_293 = (v_279 + v_280);
    const float v_294 = (v_281 + v_282);
    const float v_295 = (v_283 + v_284);
    const float v_296 = (v_285 + v_286);
    const float v_297 = (v_287 + v_288);
    const float v_298 = (v_289 + v_290);
    const float v_299 = (v_291 + v_292);
    const float v_300 = (v_293 + v_294);
    const float v_301 = (v_295 + v_296);
    const float v_302 = (v_297 + v_298);
    const float v_303 = (v_299 + v_300);
    const float v_304 = (v_301 + v_302);
    const float v_305 = (v_303 + v_304);
    const float v_306 = tl::shfl<0>(v_305, 1, 32);
    const float v_307 = (v_305 + v_306);
    const float v_308 = tl::shfl<0>(v_307, 2, 32);
    const float v_309 = (v_307 + v_308);
    r[0] = v_309;
    const float v_310 = acc_s[2];
    const float v_311 = acc_s[3];
    const float v_312 = acc_s[6];
    const float v_313 = acc_s[7];
    const float v_314 = acc_s[10];
    const float v_315 = acc_s[11];
    const float v_316 = acc_s[14];
    const float v_317 = acc_s[15];
    const float v_318 = acc_s[18];
    const float v_319 = acc_s[19];
    const float v_320 = acc_s[22];
    const float v_321 = acc_s[23];
    const float v_322 = acc_s[26];
    const float v_323 = acc_s[27];
    const float v_324 = acc_s[30];
    const float v_325 = acc_s[31];
    const float v_326 = acc_s[34];
    const float v_327 = acc_s[35];
    const float v_328 = acc_s[38];
    const float v_329 = acc_s[39];
    const float v_330 = acc_s[42];
    const float v_331 = acc_s[43];
    const float v_332 = acc_s[46];
    const float v_333 = acc_s[47];
    const float v_334 = acc_s[50];
    const float v_335 = acc_s[51];
    const float v_336 = acc_s[54];
    const float v_337 = acc_s[55];
    const float v_338 = acc_s[58];
    const float v_339 = acc_s[59];
    const float v_340 = acc_s[62];
    const float v_341 = acc_s[63];
    const float v_342 = (v_310 + v_311);
    const float v_343 = (v_312 + v_313);
    const float v_344 = (v_314 + v_315);
    const float v_345 = (v_316 + v_317);
    const float v_346 = (v_318 + v_319);
    const float v_347 = (v_320 + v_321);
    const float v_348 = (v_322 + v_323);
    const float v_349 = (v_324 + v_325);
    const float v_350 = (v_326 + v_327);
    const float v_351 = (v_328 + v_329);
    const float v_352 = (v_330 + v_331);
    const float v_353 = (v_332 + v_333);
    const float v_354 = (v_334 + v_335);
    const float v_355 = (v_336 + v_337);
    const float v_356 = (v_338 + v_339);
    const float v_357 = (v_340 + v_341);
    const float v_358 = (v_342 + v_343);
    const float v_359 = (v_344 + v_345);
    const float v_360 = (v_346 + v_347);
    const float v_361 = (v_348 + v_349);
    const float v_362 = (v_350 + v_351);
    const float v_363 = (v_352 + v_353);
    const float v_364 = (v_354 + v_355);
    const float v_365 = (v_356 + v_357);
    const float v_366 = (v_358 + v_359);
    const float v_367 = (v_360 + v_361);
    const float v_368 = (v_362 + v_363);
    const float v_369 = (v_364 + v_365);
    const float v_370 = (v_366 + v_367);
    const float v_371 = (v_368 + v_369);
    const float v_372 = (v_370 + v_371);
    const float v_373 = tl::shfl<0>(v_372, 1, 32);
    const float v_374 = (v_372 + v_373);
    const float v_375 = tl::shfl<0>(v_374, 2, 32);
    const float v_376 = (v_374 + v_375);
    r[1] = v_376;
#line 149 "tutorials/12_flash_attention.py"
    const tl::vec<float, 2> v_377 = *reinterpret_cast<const tl::vec<float, 2>*>((l + 0));
    const float v_378 = v_377.v[0];
    const tl::vec<float, 2> v_379 = *reinterpret_cast<const tl::vec<float, 2>*>((r + 0));
    const float v_380 = v_379.v[0];
    const float v_381 = (v_378 + v_380);
    const float v_382 = v_377.v[1];
    const float v_383 = v_379.v[1];
    const float v_384 = (v_382 + v_383);
#line 148 "tutorials/12_flash_attention.py"
    const tl::vec<float, 2> v_385 = tl::vec<float, 2>{{v_381, v_384}};
    *reinterpret_cast<tl::vec<float, 2>*>((l + 0)) = v_385;
#line 151 "tutorials/12_flash_attention.py"
    #pragma unroll
    for (int l_v_3 = 0; l_v_3 < 16; l_v_3 += 1) {
      const int v_386 = (l_v_3 * 4);
      const tl::vec<float, 4> v_387 = *reinterpret_cast<const tl::vec<float, 4>*>((acc_s + v_386));
      const float v_388 = v_387.v[0];
      const half v_389 = tl::cast<half>(v_388);
      const int v_390 = (l_v_3 % 4);
      const int v_391 = (v_390 * 2);
      const int v_392 = (l_v_3 / 4);
      const int v_393 = (v_392 * 16);
      const int v_394 = (v_391 + v_393);
      const float v_395 = v_387.v[1];
      const half v_396 = tl::cast<half>(v_395);
      const tl::vec<half, 2> v_397 = tl::vec<half, 2>{{v_389, v_396}};
      *reinterpret_cast<tl::vec<half, 2>*>((P + v_394)) = v_397;
      const float v_398 = v_387.v[2];
      const half v_399 = tl::cast<half>(v_398);
      const int v_400 = (v_394 + 8);
      const float v_401 = v_387.v[3];
      const half v_402 = tl::cast<half>(v_401);
      const tl::vec<half, 2> v_403 = tl::vec<half, 2>{{v_399, v_402}};
      *reinterpret_cast<tl::vec<half, 2>*>((P + v_400)) = v_403;
    }
#line 152 "tutorials/12_flash_attention.py"
    tl::wgmma_fence<64, 32>(acc_o, P);
    const unsigned long long v_404 = tl::wgmma_desc<128, 16384, 1024>((V_s + (v_31) * 64 + 0));
    { float* tl_acc = acc_o; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %69, 0;\nwgmma.mma_async.sync.aligned.m64n128k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16, %17, %18, %19, %20, %21, %22, %23, %24, %25, %26, %27, %28, %29, %30, %31, %32, %33, %34, %35, %36, %37, %38, %39, %40, %41, %42, %43, %44, %45, %46, %47, %48, %49, %50, %51, %52, %53, %54, %55, %56, %57, %58, %59, %60, %61, %62, %63}, {%64, %65, %66, %67}, %68, p, 1, 1, 1;\n}\n" : "+f"(tl_acc[0 + 0]), "+f"(tl_acc[0 + 1]), "+f"(tl_acc[0 + 2]), "+f"(tl_acc[0 + 3]), "+f"(tl_acc[0 + 4]), "+f"(tl_acc[0 + 5]), "+f"(tl_acc[0 + 6]), "+f"(tl_acc[0 + 7]), "+f"(tl_acc[0 + 8]), "+f"(tl_acc[0 + 9]), "+f"(tl_acc[0 + 10]), "+f"(tl_acc[0 + 11]), "+f"(tl_acc[0 + 12]), "+f"(tl_acc[0 + 13]), "+f"(tl_acc[0 + 14]), "+f"(tl_acc[0 + 15]), "+f"(tl_acc[0 + 16]), "+f"(tl_acc[0 + 17]), "+f"(tl_acc[0 + 18]), "+f"(tl_acc[0 + 19]), "+f"(tl_acc[0 + 20]), "+f"(tl_acc[0 + 21]), "+f"(tl_acc[0 + 22]), "+f"(tl_acc[0 + 23]), "+f"(tl_acc[0 + 24]), "+f"(tl_acc[0 + 25]), "+f"(tl_acc[0 + 26]), "+f"(tl_acc[0 + 27]), "+f"(tl_acc[0 + 28]), "+f"(tl_acc[0 + 29]), "+f"(tl_acc[0 + 30]), "+f"(tl_acc[0 + 31]), "+f"(tl_acc[0 + 32]), "+f"(tl_acc[0 + 33]), "+f"(tl_acc[0 + 34]), "+f"(tl_acc[0 + 35]), "+f"(tl_acc[0 + 36]), "+f"(tl_acc[0 + 37]), "+f"(tl_acc[0 + 38]), "+f"(tl_acc[0 + 39]), "+f"(tl_acc[0 + 40]), "+f"(tl_acc[0 + 41]), "+f"(tl_acc[0 + 42]), "+f"(tl_acc[0 + 43]), "+f"(tl_acc[0 + 44]), "+f"(tl_acc[0 + 45]), "+f"(tl_acc[0 + 46]), "+f"(tl_acc[0 + 47]), "+f"(tl_acc[0 + 48]), "+f"(tl_acc[0 + 49]), "+f"(tl_acc[0 + 50]), "+f"(tl_acc[0 + 51]), "+f"(tl_acc[0 + 52]), "+f"(tl_acc[0 + 53]), "+f"(tl_acc[0 + 54]), "+f"(tl_acc[0 + 55]), "+f"(tl_acc[0 + 56]), "+f"(tl_acc[0 + 57]), "+f"(tl_acc[0 + 58]), "+f"(tl_acc[0 + 59]), "+f"(tl_acc[0 + 60]), "+f"(tl_acc[0 + 61]), "+f"(tl_acc[0 + 62]), "+f"(tl_acc[0 + 63]) : "r"(*reinterpret_cast<const unsigned*>(&P[0 + 0])), "r"(*reinterpret_cast<const unsigned*>(&P[0 + 8])), "r"(*reinterpret_cast<const unsigned*>(&P[0 + 2])), "r"(*reinterpret_cast<const unsigned*>(&P[0 + 10])), "l"(v_404), "r"(1)); }
    const int v_405 = (v_31 + 16);
    const unsigned long long v_406 = tl::wgmma_desc_at<128, 16384, 1024>((V_s + (v_31) * 64), 128);
    { float* tl_acc = acc_o; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %69, 0;\nwgmma.mma_async.sync.aligned.m64n128k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16, %17, %18, %19, %20, %21, %22, %23, %24, %25, %26, %27, %28, %29, %30, %31, %32, %33, %34, %35, %36, %37, %38, %39, %40, %41, %42, %43, %44, %45, %46, %47, %48, %49, %50, %51, %52, %53, %54, %55, %56, %57, %58, %59, %60, %61, %62, %63}, {%64, %65, %66, %67}, %68, p, 1, 1, 1;\n}\n" : "+f"(tl_acc[0 + 0]), "+f"(tl_acc[0 + 1]), "+f"(tl_acc[0 + 2]), "+f"(tl_acc[0 + 3]), "+f"(tl_acc[0 + 4]), "+f"(tl_acc[0 + 5]), "+f"(tl_acc[0 + 6]), "+f"(tl_acc[0 + 7]), "+f"(tl_acc[0 + 8]), "+f"(tl_acc[0 + 9]), "+f"(tl_acc[0 + 10]), "+f"(tl_acc[0 + 11]), "+f"(tl_acc[0 + 12]), "+f"(tl_acc[0 + 13]), "+f"(tl_acc[0 + 14]), "+f"(tl_acc[0 + 15]), "+f"(tl_acc[0 + 16]), "+f"(tl_acc[0 + 17]), "+f"(tl_acc[0 + 18]), "+f"(tl_acc[0 + 19]), "+f"(tl_acc[0 + 20]), "+f"(tl_acc[0 + 21]), "+f"(tl_acc[0 + 22]), "+f"(tl_acc[0 + 23]), "+f"(tl_acc[0 + 24]), "+f"(tl_acc[0 + 25]), "+f"(tl_acc[0 + 26]), "+f"(tl_acc[0 + 27]), "+f"(tl_acc[0 + 28]), "+f"(tl_acc[0 + 29]), "+f"(tl_acc[0 + 30]), "+f"(tl_acc[0 + 31]), "+f"(tl_acc[0 + 32]), "+f"(tl_acc[0 + 33]), "+f"(tl_acc[0 + 34]), "+f"(tl_acc[0 + 35]), "+f"(tl_acc[0 + 36]), "+f"(tl_acc[0 + 37]), "+f"(tl_acc[0 + 38]), "+f"(tl_acc[0 + 39]), "+f"(tl_acc[0 + 40]), "+f"(tl_acc[0 + 41]), "+f"(tl_acc[0 + 42]), "+f"(tl_acc[0 + 43]), "+f"(tl_acc[0 + 44]), "+f"(tl_acc[0 + 45]), "+f"(tl_acc[0 + 46]), "+f"(tl_acc[0 + 47]), "+f"(tl_acc[0 + 48]), "+f"(tl_acc[0 + 49]), "+f"(tl_acc[0 + 50]), "+f"(tl_acc[0 + 51]), "+f"(tl_acc[0 + 52]), "+f"(tl_acc[0 + 53]), "+f"(tl_acc[0 + 54]), "+f"(tl_acc[0 + 55]), "+f"(tl_acc[0 + 56]), "+f"(tl_acc[0 + 57]), "+f"(tl_acc[0 + 58]), "+f"(tl_acc[0 + 59]), "+f"(tl_acc[0 + 60]), "+f"(tl_acc[0 + 61]), "+f"(tl_acc[0 + 62]), "+f"(tl_acc[0 + 63]) : "r"(*reinterpret_cast<const unsigned*>(&P[4 + 0])), "r"(*reinterpret_cast<const unsigned*>(&P[4 + 8])), "r"(*reinterpret_cast<const unsigned*>(&P[4 + 2])), "r"(*reinterpret_cast<const unsigned*>(&P[4 + 10])), "l"(v_406), "r"(1)); }
    const int v_407 = (v_31 + 32);
    const unsigned long long v_408 = tl::wgmma_desc_at<128, 16384, 1024>((V_s + (v_31) * 64), 256);
    { float* tl_acc = acc_o; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %69, 0;\nwgmma.mma_async.sync.aligned.m64n128k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16, %17, %18, %19, %20, %21, %22, %23, %24, %25, %26, %27, %28, %29, %30, %31, %32, %33, %34, %35, %36, %37, %38, %39, %40, %41, %42, %43, %44, %45, %46, %47, %48, %49, %50, %51, %52, %53, %54, %55, %56, %57, %58, %59, %60, %61, %62, %63}, {%64, %65, %66, %67}, %68, p, 1, 1, 1;\n}\n" : "+f"(tl_acc[0 + 0]), "+f"(tl_acc[0 + 1]), "+f"(tl_acc[0 + 2]), "+f"(tl_acc[0 + 3]), "+f"(tl_acc[0 + 4]), "+f"(tl_acc[0 + 5]), "+f"(tl_acc[0 + 6]), "+f"(tl_acc[0 + 7]), "+f"(tl_acc[0 + 8]), "+f"(tl_acc[0 + 9]), "+f"(tl_acc[0 + 10]), "+f"(tl_acc[0 + 11]), "+f"(tl_acc[0 + 12]), "+f"(tl_acc[0 + 13]), "+f"(tl_acc[0 + 14]), "+f"(tl_acc[0 + 15]), "+f"(tl_acc[0 + 16]), "+f"(tl_acc[0 + 17]), "+f"(tl_acc[0 + 18]), "+f"(tl_acc[0 + 19]), "+f"(tl_acc[0 + 20]), "+f"(tl_acc[0 + 21]), "+f"(tl_acc[0 + 22]), "+f"(tl_acc[0 + 23]), "+f"(tl_acc[0 + 24]), "+f"(tl_acc[0 + 25]), "+f"(tl_acc[0 + 26]), "+f"(tl_acc[0 + 27]), "+f"(tl_acc[0 + 28]), "+f"(tl_acc[0 + 29]), "+f"(tl_acc[0 + 30]), "+f"(tl_acc[0 + 31]), "+f"(tl_acc[0 + 32]), "+f"(tl_acc[0 + 33]), "+f"(tl_acc[0 + 34]), "+f"(tl_acc[0 + 35]), "+f"(tl_acc[0 + 36]), "+f"(tl_acc[0 + 37]), "+f"(tl_acc[0 + 38]), "+f"(tl_acc[0 + 39]), "+f"(tl_acc[0 + 40]), "+f"(tl_acc[0 + 41]), "+f"(tl_acc[0 + 42]), "+f"(tl_acc[0 + 43]), "+f"(tl_acc[0 + 44]), "+f"(tl_acc[0 + 45]), "+f"(tl_acc[0 + 46]), "+f"(tl_acc[0 + 47]), "+f"(tl_acc[0 + 48]), "+f"(tl_acc[0 + 49]), "+f"(tl_acc[0 + 50]), "+f"(tl_acc[0 + 51]), "+f"(tl_acc[0 + 52]), "+f"(tl_acc[0 + 53]), "+f"(tl_acc[0 + 54]), "+f"(tl_acc[0 + 55]), "+f"(tl_acc[0 + 56]), "+f"(tl_acc[0 + 57]), "+f"(tl_acc[0 + 58]), "+f"(tl_acc[0 + 59]), "+f"(tl_acc[0 + 60]), "+f"(tl_acc[0 + 61]), "+f"(tl_acc[0 + 62]), "+f"(tl_acc[0 + 63]) : "r"(*reinterpret_cast<const unsigned*>(&P[16 + 0])), "r"(*reinterpret_cast<const unsigned*>(&P[16 + 8])), "r"(*reinterpret_cast<const unsigned*>(&P[16 + 2])), "r"(*reinterpret_cast<const unsigned*>(&P[16 + 10])), "l"(v_408), "r"(1)); }
    const int v_409 = (v_31 + 48);
    const unsigned long long v_410 = tl::wgmma_desc_at<128, 16384, 1024>((V_s + (v_31) * 64), 384);
    { float* tl_acc = acc_o; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %69, 0;\nwgmma.mma_async.sync.aligned.m64n128k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16, %17, %18, %19, %20, %21, %22, %23, %24, %25, %26, %27, %28, %29, %30, %31, %32, %33, %34, %35, %36, %37, %38, %39, %40, %41, %42, %43, %44, %45, %46, %47, %48, %49, %50, %51, %52, %53, %54, %55, %56, %57, %58, %59, %60, %61, %62, %63}, {%64, %65, %66, %67}, %68, p, 1, 1, 1;\n}\n" : "+f"(tl_acc[0 + 0]), "+f"(tl_acc[0 + 1]), "+f"(tl_acc[0 + 2]), "+f"(tl_acc[0 + 3]), "+f"(tl_acc[0 + 4]), "+f"(tl_acc[0 + 5]), "+f"(tl_acc[0 + 6]), "+f"(tl_acc[0 + 7]), "+f"(tl_acc[0 + 8]), "+f"(tl_acc[0 + 9]), "+f"(tl_acc[0 + 10]), "+f"(tl_acc[0 + 11]), "+f"(tl_acc[0 + 12]), "+f"(tl_acc[0 + 13]), "+f"(tl_acc[0 + 14]), "+f"(tl_acc[0 + 15]), "+f"(tl_acc[0 + 16]), "+f"(tl_acc[0 + 17]), "+f"(tl_acc[0 + 18]), "+f"(tl_acc[0 + 19]), "+f"(tl_acc[0 + 20]), "+f"(tl_acc[0 + 21]), "+f"(tl_acc[0 + 22]), "+f"(tl_acc[0 + 23]), "+f"(tl_acc[0 + 24]), "+f"(tl_acc[0 + 25]), "+f"(tl_acc[0 + 26]), "+f"(tl_acc[0 + 27]), "+f"(tl_acc[0 + 28]), "+f"(tl_acc[0 + 29]), "+f"(tl_acc[0 + 30]), "+f"(tl_acc[0 + 31]), "+f"(tl_acc[0 + 32]), "+f"(tl_acc[0 + 33]), "+f"(tl_acc[0 + 34]), "+f"(tl_acc[0 + 35]), "+f"(tl_acc[0 + 36]), "+f"(tl_acc[0 + 37]), "+f"(tl_acc[0 + 38]), "+f"(tl_acc[0 + 39]), "+f"(tl_acc[0 + 40]), "+f"(tl_acc[0 + 41]), "+f"(tl_acc[0 + 42]), "+f"(tl_acc[0 + 43]), "+f"(tl_acc[0 + 44]), "+f"(tl_acc[0 + 45]), "+f"(tl_acc[0 + 46]), "+f"(tl_acc[0 + 47]), "+f"(tl_acc[0 + 48]), "+f"(tl_acc[0 + 49]), "+f"(tl_acc[0 + 50]), "+f"(tl_acc[0 + 51]), "+f"(tl_acc[0 + 52]), "+f"(tl_acc[0 + 53]), "+f"(tl_acc[0 + 54]), "+f"(tl_acc[0 + 55]), "+f"(tl_acc[0 + 56]), "+f"(tl_acc[0 + 57]), "+f"(tl_acc[0 + 58]), "+f"(tl_acc[0 + 59]), "+f"(tl_acc[0 + 60]), "+f"(tl_acc[0 + 61]), "+f"(tl_acc[0 + 62]), "+f"(tl_acc[0 + 63]) : "r"(*reinterpret_cast<const unsigned*>(&P[20 + 0])), "r"(*reinterpret_cast<const unsigned*>(&P[20 + 8])), "r"(*reinterpret_cast<const unsigned*>(&P[20 + 2])), "r"(*reinterpret_cast<const unsigned*>(&P[20 + 10])), "l"(v_410), "r"(1)); }
    const int v_411 = (v_31 + 64);
    const unsigned long long v_412 = tl::wgmma_desc_at<128, 16384, 1024>((V_s + (v_31) * 64), 512);
    { float* tl_acc = acc_o; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %69, 0;\nwgmma.mma_async.sync.aligned.m64n128k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16, %17, %18, %19, %20, %21, %22, %23, %24, %25, %26, %27, %28, %29, %30, %31, %32, %33, %34, %35, %36, %37, %38, %39, %40, %41, %42, %43, %44, %45, %46, %47, %48, %49, %50, %51, %52, %53, %54, %55, %56, %57, %58, %59, %60, %61, %62, %63}, {%64, %65, %66, %67}, %68, p, 1, 1, 1;\n}\n" : "+f"(tl_acc[0 + 0]), "+f"(tl_acc[0 + 1]), "+f"(tl_acc[0 + 2]), "+f"(tl_acc[0 + 3]), "+f"(tl_acc[0 + 4]), "+f"(tl_acc[0 + 5]), "+f"(tl_acc[0 + 6]), "+f"(tl_acc[0 + 7]), "+f"(tl_acc[0 + 8]), "+f"(tl_acc[0 + 9]), "+f"(tl_acc[0 + 10]), "+f"(tl_acc[0 + 11]), "+f"(tl_acc[0 + 12]), "+f"(tl_acc[0 + 13]), "+f"(tl_acc[0 + 14]), "+f"(tl_acc[0 + 15]), "+f"(tl_acc[0 + 16]), "+f"(tl_acc[0 + 17]), "+f"(tl_acc[0 + 18]), "+f"(tl_acc[0 + 19]), "+f"(tl_acc[0 + 20]), "+f"(tl_acc[0 + 21]), "+f"(tl_acc[0 + 22]), "+f"(tl_acc[0 + 23]), "+f"(tl_acc[0 + 24]), "+f"(tl_acc[0 + 25]), "+f"(tl_acc[0 + 26]), "+f"(tl_acc[0 + 27]), "+f"(tl_acc[0 + 28]), "+f"(tl_acc[0 + 29]), "+f"(tl_acc[0 + 30]), "+f"(tl_acc[0 + 31]), "+f"(tl_acc[0 + 32]), "+f"(tl_acc[0 + 33]), "+f"(tl_acc[0 + 34]), "+f"(tl_acc[0 + 35]), "+f"(tl_acc[0 + 36]), "+f"(tl_acc[0 + 37]), "+f"(tl_acc[0 + 38]), "+f"(tl_acc[0 + 39]), "+f"(tl_acc[0 + 40]), "+f"(tl_acc[0 + 41]), "+f"(tl_acc[0 + 42]), "+f"(tl_acc[0 + 43]), "+f"(tl_acc[0 + 44]), "+f"(tl_acc[0 + 45]), "+f"(tl_acc[0 + 46]), "+f"(tl_acc[0 + 47]), "+f"(tl_acc[0 + 48]), "+f"(tl_acc[0 + 49]), "+f"(tl_acc[0 + 50]), "+f"(tl_acc[0 + 51]), "+f"(tl_acc[0 + 52]), "+f"(tl_acc[0 + 53]), "+f"(tl_acc[0 + 54]), "+f"(tl_acc[0 + 55]), "+f"(tl_acc[0 + 56]), "+f"(tl_acc[0 + 57]), "+f"(tl_acc[0 + 58]), "+f"(tl_acc[0 + 59]), "+f"(tl_acc[0 + 60]), "+f"(tl_acc[0 + 61]), "+f"(tl_acc[0 + 62]), "+f"(tl_acc[0 + 63]) : "r"(*reinterpret_cast<const unsigned*>(&P[32 + 0])), "r"(*reinterpret_cast<const unsigned*>(&P[32 + 8])), "r"(*reinterpret_cast<const unsigned*>(&P[32 + 2])), "r"(*reinterpret_cast<const unsigned*>(&P[32 + 10])), "l"(v_412), "r"(1)); }
    const int v_413 = (v_31 + 80);
    const unsigned long long v_414 = tl::wgmma_desc_at<128, 16384, 1024>((V_s + (v_31) * 64), 640);
    { float* tl_acc = acc_o; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %69, 0;\nwgmma.mma_async.sync.aligned.m64n128k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16, %17, %18, %19, %20, %21, %22, %23, %24, %25, %26, %27, %28, %29, %30, %31, %32, %33, %34, %35, %36, %37, %38, %39, %40, %41, %42, %43, %44, %45, %46, %47, %48, %49, %50, %51, %52, %53, %54, %55, %56, %57, %58, %59, %60, %61, %62, %63}, {%64, %65, %66, %67}, %68, p, 1, 1, 1;\n}\n" : "+f"(tl_acc[0 + 0]), "+f"(tl_acc[0 + 1]), "+f"(tl_acc[0 + 2]), "+f"(tl_acc[0 + 3]), "+f"(tl_acc[0 + 4]), "+f"(tl_acc[0 + 5]), "+f"(tl_acc[0 + 6]), "+f"(tl_acc[0 + 7]), "+f"(tl_acc[0 + 8]), "+f"(tl_acc[0 + 9]), "+f"(tl_acc[0 + 10]), "+f"(tl_acc[0 + 11]), "+f"(tl_acc[0 + 12]), "+f"(tl_acc[0 + 13]), "+f"(tl_acc[0 + 14]), "+f"(tl_acc[0 + 15]), "+f"(tl_acc[0 + 16]), "+f"(tl_acc[0 + 17]), "+f"(tl_acc[0 + 18]), "+f"(tl_acc[0 + 19]), "+f"(tl_acc[0 + 20]), "+f"(tl_acc[0 + 21]), "+f"(tl_acc[0 + 22]), "+f"(tl_acc[0 + 23]), "+f"(tl_acc[0 + 24]), "+f"(tl_acc[0 + 25]), "+f"(tl_acc[0 + 26]), "+f"(tl_acc[0 + 27]), "+f"(tl_acc[0 + 28]), "+f"(tl_acc[0 + 29]), "+f"(tl_acc[0 + 30]), "+f"(tl_acc[0 + 31]), "+f"(tl_acc[0 + 32]), "+f"(tl_acc[0 + 33]), "+f"(tl_acc[0 + 34]), "+f"(tl_acc[0 + 35]), "+f"(tl_acc[0 + 36]), "+f"(tl_acc[0 + 37]), "+f"(tl_acc[0 + 38]), "+f"(tl_acc[0 + 39]), "+f"(tl_acc[0 + 40]), "+f"(tl_acc[0 + 41]), "+f"(tl_acc[0 + 42]), "+f"(tl_acc[0 + 43]), "+f"(tl_acc[0 + 44]), "+f"(tl_acc[0 + 45]), "+f"(tl_acc[0 + 46]), "+f"(tl_acc[0 + 47]), "+f"(tl_acc[0 + 48]), "+f"(tl_acc[0 + 49]), "+f"(tl_acc[0 + 50]), "+f"(tl_acc[0 + 51]), "+f"(tl_acc[0 + 52]), "+f"(tl_acc[0 + 53]), "+f"(tl_acc[0 + 54]), "+f"(tl_acc[0 + 55]), "+f"(tl_acc[0 + 56]), "+f"(tl_acc[0 + 57]), "+f"(tl_acc[0 + 58]), "+f"(tl_acc[0 + 59]), "+f"(tl_acc[0 + 60]), "+f"(tl_acc[0 + 61]), "+f"(tl_acc[0 + 62]), "+f"(tl_acc[0 + 63]) : "r"(*reinterpret_cast<const unsigned*>(&P[36 + 0])), "r"(*reinterpret_cast<const unsigned*>(&P[36 + 8])), "r"(*reinterpret_cast<const unsigned*>(&P[36 + 2])), "r"(*reinterpret_cast<const unsigned*>(&P[36 + 10])), "l"(v_414), "r"(1)); }
    const int v_415 = (v_31 + 96);
    const unsigned long long v_416 = tl::wgmma_desc_at<128, 16384, 1024>((V_s + (v_31) * 64), 768);
    { float* tl_acc = acc_o; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %69, 0;\nwgmma.mma_async.sync.aligned.m64n128k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16, %17, %18, %19, %20, %21, %22, %23, %24, %25, %26, %27, %28, %29, %30, %31, %32, %33, %34, %35, %36, %37, %38, %39, %40, %41, %42, %43, %44, %45, %46, %47, %48, %49, %50, %51, %52, %53, %54, %55, %56, %57, %58, %59, %60, %61, %62, %63}, {%64, %65, %66, %67}, %68, p, 1, 1, 1;\n}\n" : "+f"(tl_acc[0 + 0]), "+f"(tl_acc[0 + 1]), "+f"(tl_acc[0 + 2]), "+f"(tl_acc[0 + 3]), "+f"(tl_acc[0 + 4]), "+f"(tl_acc[0 + 5]), "+f"(tl_acc[0 + 6]), "+f"(tl_acc[0 + 7]), "+f"(tl_acc[0 + 8]), "+f"(tl_acc[0 + 9]), "+f"(tl_acc[0 + 10]), "+f"(tl_acc[0 + 11]), "+f"(tl_acc[0 + 12]), "+f"(tl_acc[0 + 13]), "+f"(tl_acc[0 + 14]), "+f"(tl_acc[0 + 15]), "+f"(tl_acc[0 + 16]), "+f"(tl_acc[0 + 17]), "+f"(tl_acc[0 + 18]), "+f"(tl_acc[0 + 19]), "+f"(tl_acc[0 + 20]), "+f"(tl_acc[0 + 21]), "+f"(tl_acc[0 + 22]), "+f"(tl_acc[0 + 23]), "+f"(tl_acc[0 + 24]), "+f"(tl_acc[0 + 25]), "+f"(tl_acc[0 + 26]), "+f"(tl_acc[0 + 27]), "+f"(tl_acc[0 + 28]), "+f"(tl_acc[0 + 29]), "+f"(tl_acc[0 + 30]), "+f"(tl_acc[0 + 31]), "+f"(tl_acc[0 + 32]), "+f"(tl_acc[0 + 33]), "+f"(tl_acc[0 + 34]), "+f"(tl_acc[0 + 35]), "+f"(tl_acc[0 + 36]), "+f"(tl_acc[0 + 37]), "+f"(tl_acc[0 + 38]), "+f"(tl_acc[0 + 39]), "+f"(tl_acc[0 + 40]), "+f"(tl_acc[0 + 41]), "+f"(tl_acc[0 + 42]), "+f"(tl_acc[0 + 43]), "+f"(tl_acc[0 + 44]), "+f"(tl_acc[0 + 45]), "+f"(tl_acc[0 + 46]), "+f"(tl_acc[0 + 47]), "+f"(tl_acc[0 + 48]), "+f"(tl_acc[0 + 49]), "+f"(tl_acc[0 + 50]), "+f"(tl_acc[0 + 51]), "+f"(tl_acc[0 + 52]), "+f"(tl_acc[0 + 53]), "+f"(tl_acc[0 + 54]), "+f"(tl_acc[0 + 55]), "+f"(tl_acc[0 + 56]), "+f"(tl_acc[0 + 57]), "+f"(tl_acc[0 + 58]), "+f"(tl_acc[0 + 59]), "+f"(tl_acc[0 + 60]), "+f"(tl_acc[0 + 61]), "+f"(tl_acc[0 + 62]), "+f"(tl_acc[0 + 63]) : "r"(*reinterpret_cast<const unsigned*>(&P[48 + 0])), "r"(*reinterpret_cast<const unsigned*>(&P[48 + 8])), "r"(*reinterpret_cast<const unsigned*>(&P[48 + 2])), "r"(*reinterpret_cast<const unsigned*>(&P[48 + 10])), "l"(v_416), "r"(1)); }
    const int v_417 = (v_31 + 112);
    const unsigned long long v_418 = tl::wgmma_desc_at<128, 16384, 1024>((V_s + (v_31) * 64), 896);
    { float* tl_acc = acc_o; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %69, 0;\nwgmma.mma_async.sync.aligned.m64n128k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16, %17, %18, %19, %20, %21, %22, %23, %24, %25, %26, %27, %28, %29, %30, %31, %32, %33, %34, %35, %36, %37, %38, %39, %40, %41, %42, %43, %44, %45, %46, %47, %48, %49, %50, %51, %52, %53, %54, %55, %56, %57, %58, %59, %60, %61, %62, %63}, {%64, %65, %66, %67}, %68, p, 1, 1, 1;\n}\n" : "+f"(tl_acc[0 + 0]), "+f"(tl_acc[0 + 1]), "+f"(tl_acc[0 + 2]), "+f"(tl_acc[0 + 3]), "+f"(tl_acc[0 + 4]), "+f"(tl_acc[0 + 5]), "+f"(tl_acc[0 + 6]), "+f"(tl_acc[0 + 7]), "+f"(tl_acc[0 + 8]), "+f"(tl_acc[0 + 9]), "+f"(tl_acc[0 + 10]), "+f"(tl_acc[0 + 11]), "+f"(tl_acc[0 + 12]), "+f"(tl_acc[0 + 13]), "+f"(tl_acc[0 + 14]), "+f"(tl_acc[0 + 15]), "+f"(tl_acc[0 + 16]), "+f"(tl_acc[0 + 17]), "+f"(tl_acc[0 + 18]), "+f"(tl_acc[0 + 19]), "+f"(tl_acc[0 + 20]), "+f"(tl_acc[0 + 21]), "+f"(tl_acc[0 + 22]), "+f"(tl_acc[0 + 23]), "+f"(tl_acc[0 + 24]), "+f"(tl_acc[0 + 25]), "+f"(tl_acc[0 + 26]), "+f"(tl_acc[0 + 27]), "+f"(tl_acc[0 + 28]), "+f"(tl_acc[0 + 29]), "+f"(tl_acc[0 + 30]), "+f"(tl_acc[0 + 31]), "+f"(tl_acc[0 + 32]), "+f"(tl_acc[0 + 33]), "+f"(tl_acc[0 + 34]), "+f"(tl_acc[0 + 35]), "+f"(tl_acc[0 + 36]), "+f"(tl_acc[0 + 37]), "+f"(tl_acc[0 + 38]), "+f"(tl_acc[0 + 39]), "+f"(tl_acc[0 + 40]), "+f"(tl_acc[0 + 41]), "+f"(tl_acc[0 + 42]), "+f"(tl_acc[0 + 43]), "+f"(tl_acc[0 + 44]), "+f"(tl_acc[0 + 45]), "+f"(tl_acc[0 + 46]), "+f"(tl_acc[0 + 47]), "+f"(tl_acc[0 + 48]), "+f"(tl_acc[0 + 49]), "+f"(tl_acc[0 + 50]), "+f"(tl_acc[0 + 51]), "+f"(tl_acc[0 + 52]), "+f"(tl_acc[0 + 53]), "+f"(tl_acc[0 + 54]), "+f"(tl_acc[0 + 55]), "+f"(tl_acc[0 + 56]), "+f"(tl_acc[0 + 57]), "+f"(tl_acc[0 + 58]), "+f"(tl_acc[0 + 59]), "+f"(tl_acc[0 + 60]), "+f"(tl_acc[0 + 61]), "+f"(tl_acc[0 + 62]), "+f"(tl_acc[0 + 63]) : "r"(*reinterpret_cast<const unsigned*>(&P[52 + 0])), "r"(*reinterpret_cast<const unsigned*>(&P[52 + 8])), "r"(*reinterpret_cast<const unsigned*>(&P[52 + 2])), "r"(*reinterpret_cast<const unsigned*>(&P[52 + 10])), "l"(v_418), "r"(1)); }
    tl::wgmma_commit();
#line 126 "tutorials/12_flash_attention.py"
    const bool v_419 = (r_1 == 0);
    const int v_420 = (r_1 - 1);
    const int v_421 = (v_419 ? 1 : v_420);
    const bool v_422 = (v_32 < 32);
    const int v_423 = tl::min(v_32, 31);
#line 127 "tutorials/12_flash_attention.py"
    const int v_424 = (v_423 * 128);
#line 126 "tutorials/12_flash_attention.py"
    const int v_425 = (v_421 * 256);
#line 127 "tutorials/12_flash_attention.py"
    const bool v_426 = (v_422 && v_18);
    if (v_426) {
      tl::mbar_expect_tx((tma_bar + v_421), 32768);
      tl::tma_load((K_s + (v_425) * 64 + 0), &K_tmap, (tma_bar + v_421), 0, v_424, (int)blockIdx.y, (int)blockIdx.z);
      tl::tma_load((unsigned char*)(K_s + (v_425) * 64 + 0) + 16384, &K_tmap, (tma_bar + v_421), 0 + 64, v_424, (int)blockIdx.y, (int)blockIdx.z);
    }
#line 128 "tutorials/12_flash_attention.py"
    if (v_426) {
      tl::mbar_expect_tx((tma_bar_1 + v_421), 32768);
      tl::tma_load((V_s + (v_425) * 64 + 0), &V_tmap, (tma_bar_1 + v_421), 0, v_424, (int)blockIdx.y, (int)blockIdx.z);
      tl::tma_load((unsigned char*)(V_s + (v_425) * 64 + 0) + 16384, &V_tmap, (tma_bar_1 + v_421), 0 + 64, v_424, (int)blockIdx.y, (int)blockIdx.z);
    }
#line 152 "tutorials/12_flash_attention.py"
    tl::wgmma_wait<0, 64, 32>(acc_o, P);
#line 126 "tutorials/12_flash_attention.py"
    const bool v_427 = (r_1 == 1);
    const int v_428 = (v_420 + 2);
    const int v_429 = (v_427 ? 0 : v_428);
#line 109 "tutorials/12_flash_attention.py"
    r_1 = v_429;
#line 126 "tutorials/12_flash_attention.py"
  }
  tl::wgmma_wait_defining<0, 64>(acc_o);
#line 153 "tutorials/12_flash_attention.py"
  #pragma unroll
  for (int l_v_4 = 0; l_v_4 < 16; l_v_4 += 1) {
    const int v_430 = (l_v_4 * 4);
#line 154 "tutorials/12_flash_attention.py"
    const tl::vec<float, 4> v_431 = *reinterpret_cast<const tl::vec<float, 4>*>((acc_o + v_430));
    const float v_432 = v_431.v[0];
    const float v_433 = l[0];
    const float v_434 = (v_432 / v_433);
    const float v_435 = v_431.v[1];
    const float v_436 = (v_435 / v_433);
    const float v_437 = v_431.v[2];
    const float v_438 = l[1];
    const float v_439 = (v_437 / v_438);
    const float v_440 = v_431.v[3];
    const float v_441 = (v_440 / v_438);
#line 153 "tutorials/12_flash_attention.py"
    const tl::vec<float, 4> v_442 = tl::vec<float, 4>{{v_434, v_436, v_439, v_441}};
    *reinterpret_cast<tl::vec<float, 4>*>((acc_o + v_430)) = v_442;
  }
#line 155 "tutorials/12_flash_attention.py"
  const int v_443 = (v_29 + v);
  const int v_444 = (v_443 + 8);
  #pragma unroll
  for (int l_v_5 = 0; l_v_5 < 16; l_v_5 += 1) {
    const int v_445 = (l_v_5 * 4);
    const int v_446 = (l_v_5 * 8);
    const int v_447 = (v_446 + v_30);
    const tl::vec<float, 4> v_448 = *reinterpret_cast<const tl::vec<float, 4>*>((acc_o + v_445));
    const float v_449 = v_448.v[0];
    const half v_450 = tl::cast<half>(v_449);
    const float v_451 = v_448.v[1];
    const half v_452 = tl::cast<half>(v_451);
    const tl::vec<half, 2> v_453 = tl::vec<half, 2>{{v_450, v_452}};
    *reinterpret_cast<tl::vec<half, 2>*>((O + ((((int)blockIdx.z) * 16 + (int)blockIdx.y) * 4096 + v_443) * 128 + v_447)) = v_453;
    const float v_454 = v_448.v[2];
    const half v_455 = tl::cast<half>(v_454);
    const float v_456 = v_448.v[3];
    const half v_457 = tl::cast<half>(v_456);
    const tl::vec<half, 2> v_458 = tl::vec<half, 2>{{v_455, v_457}};
    *reinterpret_cast<tl::vec<half, 2>*>((O + ((((int)blockIdx.z) * 16 + (int)blockIdx.y) * 4096 + v_444) * 128 + v_447)) = v_458;
  }
}
