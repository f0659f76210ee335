// tutorials/04_software_pipelining.py --compile-only: pipelined_gemm(num_stages=1); sm_90a
// written by `python scripts/update_golden.py` (never by hand): the CUDA source after prelude.cuh and a blank line, #line paths repository-relative
#line 84 "tutorials/04_software_pipelining.py"
extern "C" __global__ void __launch_bounds__(128) main_kernel(half* __restrict__ A, half* __restrict__ B, half* __restrict__ C, const __grid_constant__ tl::TensorMap A_tmap, const __grid_constant__ tl::TensorMap B_tmap) {
  extern __shared__ __align__(1024) unsigned char tl_smem[];
  const int tid = (int)threadIdx.x;
#line 90 "tutorials/04_software_pipelining.py"
  unsigned long long* const tma_bar = reinterpret_cast<unsigned long long*>(tl_smem + 16384);
  if (threadIdx.x == 0 && threadIdx.y == 0 && threadIdx.z == 0) {
    for (int i = 0; i < 1; ++i) tl::mbar_init(tma_bar + i, 1);
    tl::fence_mbar_init();
  }
#line 91 "tutorials/04_software_pipelining.py"
  unsigned long long* const tma_bar_1 = reinterpret_cast<unsigned long long*>(tl_smem + 16512);
  if (threadIdx.x == 0 && threadIdx.y == 0 && threadIdx.z == 0) {
    for (int i = 0; i < 1; ++i) tl::mbar_init(tma_bar_1 + i, 1);
    tl::fence_mbar_init();
  }
  __syncthreads();
#line 85 "tutorials/04_software_pipelining.py"
  half* const A_s = reinterpret_cast<half*>(tl_smem + 0);
#line 86 "tutorials/04_software_pipelining.py"
  half* const B_s = reinterpret_cast<half*>(tl_smem + 8192);
#line 87 "tutorials/04_software_pipelining.py"
  alignas(16) float C_f[128];
#line 88 "tutorials/04_software_pipelining.py"
  #pragma unroll
  for (int l_v = 0; l_v < 32; l_v += 1) {
    const int v = (l_v * 4);
    const tl::vec<float, 4> v_1 = tl::vec<float, 4>{{0.0f, 0.0f, 0.0f, 0.0f}};
    *reinterpret_cast<tl::vec<float, 4>*>((C_f + v)) = v_1;
  }
#line 90 "tutorials/04_software_pipelining.py"
  const int v_2 = ((int)blockIdx.y * 128);
  const bool v_3 = (tid == 0);
#line 91 "tutorials/04_software_pipelining.py"
  const int v_4 = ((int)blockIdx.x * 128);
#line 89 "tutorials/04_software_pipelining.py"
  for (int ko = 0; ko < 128; ko += 1) {
#line 90 "tutorials/04_software_pipelining.py"
    const int v_5 = (ko * 32);
    if (v_3) {
      tl::mbar_expect_tx((tma_bar + 0), 8192);
      tl::tma_load((A_s + 0), &A_tmap, (tma_bar + 0), v_5, v_2);
    }
#line 89 "tutorials/04_software_pipelining.py"
    const int v_6 = (ko % 2);
#line 90 "tutorials/04_software_pipelining.py"
    tl::mbar_wait((tma_bar + 0), v_6);
#line 91 "tutorials/04_software_pipelining.py"
    if (v_3) {
      tl::mbar_expect_tx((tma_bar_1 + 0), 8192);
      tl::tma_load((B_s + 0), &B_tmap, (tma_bar_1 + 0), v_4, v_5);
      tl::tma_load((unsigned char*)(B_s + 0) + 4096, &B_tmap, (tma_bar_1 + 0), v_4 + 64, v_5);
    }
    tl::mbar_wait((tma_bar_1 + 0), v_6);
    __syncthreads();
#line 92 "tutorials/04_software_pipelining.py"
    tl::wgmma_fence<128>(C_f);
    const unsigned long long v_7 = tl::wgmma_desc<128, 4096, 1024>((B_s + 0));
    const unsigned long long v_8 = tl::wgmma_desc<64, 16, 512>((A_s + 0));
    { float* tl_acc = C_f; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %66, 0;\nwgmma.mma_async.sync.aligned.m64n128k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16, %17, %18, %19, %20, %21, %22, %23, %24, %25, %26, %27, %28, %29, %30, %31, %32, %33, %34, %35, %36, %37, %38, %39, %40, %41, %42, %43, %44, %45, %46, %47, %48, %49, %50, %51, %52, %53, %54, %55, %56, %57, %58, %59, %60, %61, %62, %63}, %64, %65, p, 1, 1, 0, 1;\n}\n" : "+f"(tl_acc[0 + 0]), "+f"(tl_acc[0 + 1]), "+f"(tl_acc[0 + 2]), "+f"(tl_acc[0 + 3]), "+f"(tl_acc[0 + 4]), "+f"(tl_acc[0 + 5]), "+f"(tl_acc[0 + 6]), "+f"(tl_acc[0 + 7]), "+f"(tl_acc[0 + 8]), "+f"(tl_acc[0 + 9]), "+f"(tl_acc[0 + 10]), "+f"(tl_acc[0 + 11]), "+f"(tl_acc[0 + 12]), "+f"(tl_acc[0 + 13]), "+f"(tl_acc[0 + 14]), "+f"(tl_acc[0 + 15]), "+f"(tl_acc[0 + 16]), "+f"(tl_acc[0 + 17]), "+f"(tl_acc[0 + 18]), "+f"(tl_acc[0 + 19]), "+f"(tl_acc[0 + 20]), "+f"(tl_acc[0 + 21]), "+f"(tl_acc[0 + 22]), "+f"(tl_acc[0 + 23]), "+f"(tl_acc[0 + 24]), "+f"(tl_acc[0 + 25]), "+f"(tl_acc[0 + 26]), "+f"(tl_acc[0 + 27]), "+f"(tl_acc[0 + 28]), "+f"(tl_acc[0 + 29]), "+f"(tl_acc[0 + 30]), "+f"(tl_acc[0 + 31]), "+f"(tl_acc[0 + 32]), "+f"(tl_acc[0 + 33]), "+f"(tl_acc[0 + 34]), "+f"(tl_acc[0 + 35]), "+f"(tl_acc[0 + 36]), "+f"(tl_acc[0 + 37]), "+f"(tl_acc[0 + 38]), "+f"(tl_acc[0 + 39]), "+f"(tl_acc[0 + 40]), "+f"(tl_acc[0 + 41]), "+f"(tl_acc[0 + 42]), "+f"(tl_acc[0 + 43]), "+f"(tl_acc[0 + 44]), "+f"(tl_acc[0 + 45]), "+f"(tl_acc[0 + 46]), "+f"(tl_acc[0 + 47]), "+f"(tl_acc[0 + 48]), "+f"(tl_acc[0 + 49]), "+f"(tl_acc[0 + 50]), "+f"(tl_acc[0 + 51]), "+f"(tl_acc[0 + 52]), "+f"(tl_acc[0 + 53]), "+f"(tl_acc[0 + 54]), "+f"(tl_acc[0 + 55]), "+f"(tl_acc[0 + 56]), "+f"(tl_acc[0 + 57]), "+f"(tl_acc[0 + 58]), "+f"(tl_acc[0 + 59]), "+f"(tl_acc[0 + 60]), "+f"(tl_acc[0 + 61]), "+f"(tl_acc[0 + 62]), "+f"(tl_acc[0 + 63]) : "l"(v_8), "l"(v_7), "r"(1)); }
    const unsigned long long v_9 = tl::wgmma_desc_at<64, 16, 512>((A_s + (0) * 32), 256);
    { float* tl_acc = C_f; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %66, 0;\nwgmma.mma_async.sync.aligned.m64n128k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16, %17, %18, %19, %20, %21, %22, %23, %24, %25, %26, %27, %28, %29, %30, %31, %32, %33, %34, %35, %36, %37, %38, %39, %40, %41, %42, %43, %44, %45, %46, %47, %48, %49, %50, %51, %52, %53, %54, %55, %56, %57, %58, %59, %60, %61, %62, %63}, %64, %65, p, 1, 1, 0, 1;\n}\n" : "+f"(tl_acc[64 + 0]), "+f"(tl_acc[64 + 1]), "+f"(tl_acc[64 + 2]), "+f"(tl_acc[64 + 3]), "+f"(tl_acc[64 + 4]), "+f"(tl_acc[64 + 5]), "+f"(tl_acc[64 + 6]), "+f"(tl_acc[64 + 7]), "+f"(tl_acc[64 + 8]), "+f"(tl_acc[64 + 9]), "+f"(tl_acc[64 + 10]), "+f"(tl_acc[64 + 11]), "+f"(tl_acc[64 + 12]), "+f"(tl_acc[64 + 13]), "+f"(tl_acc[64 + 14]), "+f"(tl_acc[64 + 15]), "+f"(tl_acc[64 + 16]), "+f"(tl_acc[64 + 17]), "+f"(tl_acc[64 + 18]), "+f"(tl_acc[64 + 19]), "+f"(tl_acc[64 + 20]), "+f"(tl_acc[64 + 21]), "+f"(tl_acc[64 + 22]), "+f"(tl_acc[64 + 23]), "+f"(tl_acc[64 + 24]), "+f"(tl_acc[64 + 25]), "+f"(tl_acc[64 + 26]), "+f"(tl_acc[64 + 27]), "+f"(tl_acc[64 + 28]), "+f"(tl_acc[64 + 29]), "+f"(tl_acc[64 + 30]), "+f"(tl_acc[64 + 31]), "+f"(tl_acc[64 + 32]), "+f"(tl_acc[64 + 33]), "+f"(tl_acc[64 + 34]), "+f"(tl_acc[64 + 35]), "+f"(tl_acc[64 + 36]), "+f"(tl_acc[64 + 37]), "+f"(tl_acc[64 + 38]), "+f"(tl_acc[64 + 39]), "+f"(tl_acc[64 + 40]), "+f"(tl_acc[64 + 41]), "+f"(tl_acc[64 + 42]), "+f"(tl_acc[64 + 43]), "+f"(tl_acc[64 + 44]), "+f"(tl_acc[64 + 45]), "+f"(tl_acc[64 + 46]), "+f"(tl_acc[64 + 47]), "+f"(tl_acc[64 + 48]), "+f"(tl_acc[64 + 49]), "+f"(tl_acc[64 + 50]), "+f"(tl_acc[64 + 51]), "+f"(tl_acc[64 + 52]), "+f"(tl_acc[64 + 53]), "+f"(tl_acc[64 + 54]), "+f"(tl_acc[64 + 55]), "+f"(tl_acc[64 + 56]), "+f"(tl_acc[64 + 57]), "+f"(tl_acc[64 + 58]), "+f"(tl_acc[64 + 59]), "+f"(tl_acc[64 + 60]), "+f"(tl_acc[64 + 61]), "+f"(tl_acc[64 + 62]), "+f"(tl_acc[64 + 63]) : "l"(v_9), "l"(v_7), "r"(1)); }
    const unsigned long long v_10 = tl::wgmma_desc_at<128, 4096, 1024>((B_s + (0) * 64), 128);
    const unsigned long long v_11 = tl::wgmma_desc_at<64, 16, 512>((A_s + (0) * 32), 2);
    { float* tl_acc = C_f; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %66, 0;\nwgmma.mma_async.sync.aligned.m64n128k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16, %17, %18, %19, %20, %21, %22, %23, %24, %25, %26, %27, %28, %29, %30, %31, %32, %33, %34, %35, %36, %37, %38, %39, %40, %41, %42, %43, %44, %45, %46, %47, %48, %49, %50, %51, %52, %53, %54, %55, %56, %57, %58, %59, %60, %61, %62, %63}, %64, %65, p, 1, 1, 0, 1;\n}\n" : "+f"(tl_acc[0 + 0]), "+f"(tl_acc[0 + 1]), "+f"(tl_acc[0 + 2]), "+f"(tl_acc[0 + 3]), "+f"(tl_acc[0 + 4]), "+f"(tl_acc[0 + 5]), "+f"(tl_acc[0 + 6]), "+f"(tl_acc[0 + 7]), "+f"(tl_acc[0 + 8]), "+f"(tl_acc[0 + 9]), "+f"(tl_acc[0 + 10]), "+f"(tl_acc[0 + 11]), "+f"(tl_acc[0 + 12]), "+f"(tl_acc[0 + 13]), "+f"(tl_acc[0 + 14]), "+f"(tl_acc[0 + 15]), "+f"(tl_acc[0 + 16]), "+f"(tl_acc[0 + 17]), "+f"(tl_acc[0 + 18]), "+f"(tl_acc[0 + 19]), "+f"(tl_acc[0 + 20]), "+f"(tl_acc[0 + 21]), "+f"(tl_acc[0 + 22]), "+f"(tl_acc[0 + 23]), "+f"(tl_acc[0 + 24]), "+f"(tl_acc[0 + 25]), "+f"(tl_acc[0 + 26]), "+f"(tl_acc[0 + 27]), "+f"(tl_acc[0 + 28]), "+f"(tl_acc[0 + 29]), "+f"(tl_acc[0 + 30]), "+f"(tl_acc[0 + 31]), "+f"(tl_acc[0 + 32]), "+f"(tl_acc[0 + 33]), "+f"(tl_acc[0 + 34]), "+f"(tl_acc[0 + 35]), "+f"(tl_acc[0 + 36]), "+f"(tl_acc[0 + 37]), "+f"(tl_acc[0 + 38]), "+f"(tl_acc[0 + 39]), "+f"(tl_acc[0 + 40]), "+f"(tl_acc[0 + 41]), "+f"(tl_acc[0 + 42]), "+f"(tl_acc[0 + 43]), "+f"(tl_acc[0 + 44]), "+f"(tl_acc[0 + 45]), "+f"(tl_acc[0 + 46]), "+f"(tl_acc[0 + 47]), "+f"(tl_acc[0 + 48]), "+f"(tl_acc[0 + 49]), "+f"(tl_acc[0 + 50]), "+f"(tl_acc[0 + 51]), "+f"(tl_acc[0 + 52]), "+f"(tl_acc[0 + 53]), "+f"(tl_acc[0 + 54]), "+f"(tl_acc[0 + 55]), "+f"(tl_acc[0 + 56]), "+f"(tl_acc[0 + 57]), "+f"(tl_acc[0 + 58]), "+f"(tl_acc[0 + 59]), "+f"(tl_acc[0 + 60]), "+f"(tl_acc[0 + 61]), "+f"(tl_acc[0 + 62]), "+f"(tl_acc[0 + 63]) : "l"(v_11), "l"(v_10), "r"(1)); }
    const unsigned long long v_12 = tl::wgmma_desc_at<64, 16, 512>((A_s + (0) * 32), 258);
    { float* tl_acc = C_f; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %66, 0;\nwgmma.mma_async.sync.aligned.m64n128k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16, %17, %18, %19, %20, %21, %22, %23, %24, %25, %26, %27, %28, %29, %30, %31, %32, %33, %34, %35, %36, %37, %38, %39, %40, %41, %42, %43, %44, %45, %46, %47, %48, %49, %50, %51, %52, %53, %54, %55, %56, %57, %58, %59, %60, %61, %62, %63}, %64, %65, p, 1, 1, 0, 1;\n}\n" : "+f"(tl_acc[64 + 0]), "+f"(tl_acc[64 + 1]), "+f"(tl_acc[64 + 2]), "+f"(tl_acc[64 + 3]), "+f"(tl_acc[64 + 4]), "+f"(tl_acc[64 + 5]), "+f"(tl_acc[64 + 6]), "+f"(tl_acc[64 + 7]), "+f"(tl_acc[64 + 8]), "+f"(tl_acc[64 + 9]), "+f"(tl_acc[64 + 10]), "+f"(tl_acc[64 + 11]), "+f"(tl_acc[64 + 12]), "+f"(tl_acc[64 + 13]), "+f"(tl_acc[64 + 14]), "+f"(tl_acc[64 + 15]), "+f"(tl_acc[64 + 16]), "+f"(tl_acc[64 + 17]), "+f"(tl_acc[64 + 18]), "+f"(tl_acc[64 + 19]), "+f"(tl_acc[64 + 20]), "+f"(tl_acc[64 + 21]), "+f"(tl_acc[64 + 22]), "+f"(tl_acc[64 + 23]), "+f"(tl_acc[64 + 24]), "+f"(tl_acc[64 + 25]), "+f"(tl_acc[64 + 26]), "+f"(tl_acc[64 + 27]), "+f"(tl_acc[64 + 28]), "+f"(tl_acc[64 + 29]), "+f"(tl_acc[64 + 30]), "+f"(tl_acc[64 + 31]), "+f"(tl_acc[64 + 32]), "+f"(tl_acc[64 + 33]), "+f"(tl_acc[64 + 34]), "+f"(tl_acc[64 + 35]), "+f"(tl_acc[64 + 36]), "+f"(tl_acc[64 + 37]), "+f"(tl_acc[64 + 38]), "+f"(tl_acc[64 + 39]), "+f"(tl_acc[64 + 40]), "+f"(tl_acc[64 + 41]), "+f"(tl_acc[64 + 42]), "+f"(tl_acc[64 + 43]), "+f"(tl_acc[64 + 44]), "+f"(tl_acc[64 + 45]), "+f"(tl_acc[64 + 46]), "+f"(tl_acc[64 + 47]), "+f"(tl_acc[64 + 48]), "+f"(tl_acc[64 + 49]), "+f"(tl_acc[64 + 50]), "+f"(tl_acc[64 + 51]), "+f"(tl_acc[64 + 52]), "+f"(tl_acc[64 + 53]), "+f"(tl_acc[64 + 54]), "+f"(tl_acc[64 + 55]), "+f"(tl_acc[64 + 56]), "+f"(tl_acc[64 + 57]), "+f"(tl_acc[64 + 58]), "+f"(tl_acc[64 + 59]), "+f"(tl_acc[64 + 60]), "+f"(tl_acc[64 + 61]), "+f"(tl_acc[64 + 62]), "+f"(tl_acc[64 + 63]) : "l"(v_12), "l"(v_10), "r"(1)); }
    tl::wgmma_commit();
    tl::wgmma_wait<0, 128>(C_f);
    __syncthreads();
#line 89 "tutorials/04_software_pipelining.py"
  }
  tl::wgmma_wait_defining<0, 128>(C_f);
#line 93 "tutorials/04_software_pipelining.py"
  const int v_13 = (tid / 32);
  const int v_14 = (v_13 * 16);
  const int v_15 = (tid % 32);
  const int v_16 = (v_15 / 4);
  const int v_17 = (tid % 4);
  const int v_18 = (v_17 * 2);
  #pragma unroll
  for (int l_v_1 = 0; l_v_1 < 32; l_v_1 += 1) {
    const int v_19 = (l_v_1 * 4);
    const int v_20 = (l_v_1 / 16);
    const int v_21 = (v_20 * 64);
    const int v_22 = (v_21 + v_14);
    const int v_23 = (v_22 + v_16);
    const int v_24 = (l_v_1 % 16);
    const int v_25 = (v_24 * 8);
    const int v_26 = (v_25 + v_18);
    const int v_27 = (v_23 + v_2);
    const int v_28 = (v_26 + v_4);
    const tl::vec<float, 4> v_29 = *reinterpret_cast<const tl::vec<float, 4>*>((C_f + v_19));
    const float v_30 = v_29.v[0];
    const half v_31 = tl::cast<half>(v_30);
    const float v_32 = v_29.v[1];
    const half v_33 = tl::cast<half>(v_32);
    const tl::vec<half, 2> v_34 = tl::vec<half, 2>{{v_31, v_33}};
    *reinterpret_cast<tl::vec<half, 2>*>((C + (v_27) * 4096 + v_28)) = v_34;
    const int v_35 = (v_27 + 8);
    const float v_36 = v_29.v[2];
    const half v_37 = tl::cast<half>(v_36);
    const float v_38 = v_29.v[3];
    const half v_39 = tl::cast<half>(v_38);
    const tl::vec<half, 2> v_40 = tl::vec<half, 2>{{v_37, v_39}};
    *reinterpret_cast<tl::vec<half, 2>*>((C + (v_35) * 4096 + v_28)) = v_40;
  }
}
