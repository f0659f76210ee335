// tutorials/10_warp_specialization.py --compile-only: gemm(warp_specialize=False); sm_90a
// written by `python scripts/update_golden.py` (never by hand): the CUDA source after prelude.cuh and a blank line, #line paths repository-relative
#line 59 "tutorials/10_warp_specialization.py"
extern "C" __global__ void __launch_bounds__(256) main_kernel(half* __restrict__ A, half* __restrict__ B, half* __restrict__ C, const __grid_constant__ tl::TensorMap A_tmap, const __grid_constant__ tl::TensorMap B_tmap) {
  extern __shared__ __align__(1024) unsigned char tl_smem[];
  const int tid = (int)threadIdx.x;
#line 65 "tutorials/10_warp_specialization.py"
  unsigned long long* const tma_bar = reinterpret_cast<unsigned long long*>(tl_smem + 131072);
  if (threadIdx.x == 0 && threadIdx.y == 0 && threadIdx.z == 0) {
    for (int i = 0; i < 4; ++i) tl::mbar_init(tma_bar + i, 1);
    tl::fence_mbar_init();
  }
#line 66 "tutorials/10_warp_specialization.py"
  unsigned long long* const tma_bar_1 = reinterpret_cast<unsigned long long*>(tl_smem + 131200);
  if (threadIdx.x == 0 && threadIdx.y == 0 && threadIdx.z == 0) {
    for (int i = 0; i < 4; ++i) tl::mbar_init(tma_bar_1 + i, 1);
    tl::fence_mbar_init();
  }
  __syncthreads();
#line 60 "tutorials/10_warp_specialization.py"
  half* const A_s = reinterpret_cast<half*>(tl_smem + 0);
#line 61 "tutorials/10_warp_specialization.py"
  half* const B_s = reinterpret_cast<half*>(tl_smem + 65536);
#line 62 "tutorials/10_warp_specialization.py"
  alignas(16) float C_f[64];
#line 63 "tutorials/10_warp_specialization.py"
  #pragma unroll
  for (int l_v = 0; l_v < 16; l_v += 1) {
    const int v = (l_v * 4);
    const tl::vec<float, 4> v_1 = tl::vec<float, 4>{{0.0f, 0.0f, 0.0f, 0.0f}};
    *reinterpret_cast<tl::vec<float, 4>*>((C_f + v)) = v_1;
  }
#line 65 "tutorials/10_warp_specialization.py"
  const int v_2 = ((int)blockIdx.y * 128);
  const bool v_3 = (tid == 0);
#line 66 "tutorials/10_warp_specialization.py"
  const int v_4 = ((int)blockIdx.x * 128);
#line 67 "tutorials/10_warp_specialization.py"
  const int v_5 = (tid / 128);
  const int v_6 = (v_5 * 64);
#line 65 "tutorials/10_warp_specialization.py"
  if (v_3) {
    tl::mbar_expect_tx((tma_bar + 0), 16384);
    tl::tma_load((A_s + 0), &A_tmap, (tma_bar + 0), 0, v_2);
  }
#line 66 "tutorials/10_warp_specialization.py"
  if (v_3) {
    tl::mbar_expect_tx((tma_bar_1 + 0), 16384);
    tl::tma_load((B_s + 0), &B_tmap, (tma_bar_1 + 0), 0, v_4);
  }
#line 65 "tutorials/10_warp_specialization.py"
  if (v_3) {
    tl::mbar_expect_tx((tma_bar + 1), 16384);
    tl::tma_load((A_s + (128) * 64 + 0), &A_tmap, (tma_bar + 1), 64, v_2);
  }
#line 66 "tutorials/10_warp_specialization.py"
  if (v_3) {
    tl::mbar_expect_tx((tma_bar_1 + 1), 16384);
    tl::tma_load((B_s + (128) * 64 + 0), &B_tmap, (tma_bar_1 + 1), 64, v_4);
  }
#line 64 "tutorials/10_warp_specialization.py"
  int r = 0;
  for (int ko = 0; ko < 64; ko += 1) {
    __syncthreads();
    const int v_7 = (r * 128);
    const int v_8 = (ko / 4);
    const int v_9 = (v_8 % 2);
#line 65 "tutorials/10_warp_specialization.py"
    tl::mbar_wait((tma_bar + r), v_9);
#line 66 "tutorials/10_warp_specialization.py"
    tl::mbar_wait((tma_bar_1 + r), v_9);
#line 67 "tutorials/10_warp_specialization.py"
    tl::wgmma_fence<64>(C_f);
    const unsigned long long v_10 = tl::wgmma_desc<128, 16, 1024>((B_s + (v_7) * 64 + 0));
    const int v_11 = (v_6 + v_7);
    const unsigned long long v_12 = tl::wgmma_desc<128, 16, 1024>((A_s + (v_11) * 64 + 0));
    { float* tl_acc = C_f; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %66, 0;\nwgmma.mma_async.sync.aligned.m64n128k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16, %17, %18, %19, %20, %21, %22, %23, %24, %25, %26, %27, %28, %29, %30, %31, %32, %33, %34, %35, %36, %37, %38, %39, %40, %41, %42, %43, %44, %45, %46, %47, %48, %49, %50, %51, %52, %53, %54, %55, %56, %57, %58, %59, %60, %61, %62, %63}, %64, %65, p, 1, 1, 0, 0;\n}\n" : "+f"(tl_acc[0 + 0]), "+f"(tl_acc[0 + 1]), "+f"(tl_acc[0 + 2]), "+f"(tl_acc[0 + 3]), "+f"(tl_acc[0 + 4]), "+f"(tl_acc[0 + 5]), "+f"(tl_acc[0 + 6]), "+f"(tl_acc[0 + 7]), "+f"(tl_acc[0 + 8]), "+f"(tl_acc[0 + 9]), "+f"(tl_acc[0 + 10]), "+f"(tl_acc[0 + 11]), "+f"(tl_acc[0 + 12]), "+f"(tl_acc[0 + 13]), "+f"(tl_acc[0 + 14]), "+f"(tl_acc[0 + 15]), "+f"(tl_acc[0 + 16]), "+f"(tl_acc[0 + 17]), "+f"(tl_acc[0 + 18]), "+f"(tl_acc[0 + 19]), "+f"(tl_acc[0 + 20]), "+f"(tl_acc[0 + 21]), "+f"(tl_acc[0 + 22]), "+f"(tl_acc[0 + 23]), "+f"(tl_acc[0 + 24]), "+f"(tl_acc[0 + 25]), "+f"(tl_acc[0 + 26]), "+f"(tl_acc[0 + 27]), "+f"(tl_acc[0 + 28]), "+f"(tl_acc[0 + 29]), "+f"(tl_acc[0 + 30]), "+f"(tl_acc[0 + 31]), "+f"(tl_acc[0 + 32]), "+f"(tl_acc[0 + 33]), "+f"(tl_acc[0 + 34]), "+f"(tl_acc[0 + 35]), "+f"(tl_acc[0 + 36]), "+f"(tl_acc[0 + 37]), "+f"(tl_acc[0 + 38]), "+f"(tl_acc[0 + 39]), "+f"(tl_acc[0 + 40]), "+f"(tl_acc[0 + 41]), "+f"(tl_acc[0 + 42]), "+f"(tl_acc[0 + 43]), "+f"(tl_acc[0 + 44]), "+f"(tl_acc[0 + 45]), "+f"(tl_acc[0 + 46]), "+f"(tl_acc[0 + 47]), "+f"(tl_acc[0 + 48]), "+f"(tl_acc[0 + 49]), "+f"(tl_acc[0 + 50]), "+f"(tl_acc[0 + 51]), "+f"(tl_acc[0 + 52]), "+f"(tl_acc[0 + 53]), "+f"(tl_acc[0 + 54]), "+f"(tl_acc[0 + 55]), "+f"(tl_acc[0 + 56]), "+f"(tl_acc[0 + 57]), "+f"(tl_acc[0 + 58]), "+f"(tl_acc[0 + 59]), "+f"(tl_acc[0 + 60]), "+f"(tl_acc[0 + 61]), "+f"(tl_acc[0 + 62]), "+f"(tl_acc[0 + 63]) : "l"(v_12), "l"(v_10), "r"(1)); }
    const unsigned long long v_13 = tl::wgmma_desc_at<128, 16, 1024>((B_s + (v_7) * 64), 2);
    const unsigned long long v_14 = tl::wgmma_desc_at<128, 16, 1024>((A_s + (v_11) * 64), 2);
    { float* tl_acc = C_f; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %66, 0;\nwgmma.mma_async.sync.aligned.m64n128k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16, %17, %18, %19, %20, %21, %22, %23, %24, %25, %26, %27, %28, %29, %30, %31, %32, %33, %34, %35, %36, %37, %38, %39, %40, %41, %42, %43, %44, %45, %46, %47, %48, %49, %50, %51, %52, %53, %54, %55, %56, %57, %58, %59, %60, %61, %62, %63}, %64, %65, p, 1, 1, 0, 0;\n}\n" : "+f"(tl_acc[0 + 0]), "+f"(tl_acc[0 + 1]), "+f"(tl_acc[0 + 2]), "+f"(tl_acc[0 + 3]), "+f"(tl_acc[0 + 4]), "+f"(tl_acc[0 + 5]), "+f"(tl_acc[0 + 6]), "+f"(tl_acc[0 + 7]), "+f"(tl_acc[0 + 8]), "+f"(tl_acc[0 + 9]), "+f"(tl_acc[0 + 10]), "+f"(tl_acc[0 + 11]), "+f"(tl_acc[0 + 12]), "+f"(tl_acc[0 + 13]), "+f"(tl_acc[0 + 14]), "+f"(tl_acc[0 + 15]), "+f"(tl_acc[0 + 16]), "+f"(tl_acc[0 + 17]), "+f"(tl_acc[0 + 18]), "+f"(tl_acc[0 + 19]), "+f"(tl_acc[0 + 20]), "+f"(tl_acc[0 + 21]), "+f"(tl_acc[0 + 22]), "+f"(tl_acc[0 + 23]), "+f"(tl_acc[0 + 24]), "+f"(tl_acc[0 + 25]), "+f"(tl_acc[0 + 26]), "+f"(tl_acc[0 + 27]), "+f"(tl_acc[0 + 28]), "+f"(tl_acc[0 + 29]), "+f"(tl_acc[0 + 30]), "+f"(tl_acc[0 + 31]), "+f"(tl_acc[0 + 32]), "+f"(tl_acc[0 + 33]), "+f"(tl_acc[0 + 34]), "+f"(tl_acc[0 + 35]), "+f"(tl_acc[0 + 36]), "+f"(tl_acc[0 + 37]), "+f"(tl_acc[0 + 38]), "+f"(tl_acc[0 + 39]), "+f"(tl_acc[0 + 40]), "+f"(tl_acc[0 + 41]), "+f"(tl_acc[0 + 42]), "+f"(tl_acc[0 + 43]), "+f"(tl_acc[0 + 44]), "+f"(tl_acc[0 + 45]), "+f"(tl_acc[0 + 46]), "+f"(tl_acc[0 + 47]), "+f"(tl_acc[0 + 48]), "+f"(tl_acc[0 + 49]), "+f"(tl_acc[0 + 50]), "+f"(tl_acc[0 + 51]), "+f"(tl_acc[0 + 52]), "+f"(tl_acc[0 + 53]), "+f"(tl_acc[0 + 54]), "+f"(tl_acc[0 + 55]), "+f"(tl_acc[0 + 56]), "+f"(tl_acc[0 + 57]), "+f"(tl_acc[0 + 58]), "+f"(tl_acc[0 + 59]), "+f"(tl_acc[0 + 60]), "+f"(tl_acc[0 + 61]), "+f"(tl_acc[0 + 62]), "+f"(tl_acc[0 + 63]) : "l"(v_14), "l"(v_13), "r"(1)); }
    const unsigned long long v_15 = tl::wgmma_desc_at<128, 16, 1024>((B_s + (v_7) * 64), 4);
    const unsigned long long v_16 = tl::wgmma_desc_at<128, 16, 1024>((A_s + (v_11) * 64), 4);
    { float* tl_acc = C_f; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %66, 0;\nwgmma.mma_async.sync.aligned.m64n128k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16, %17, %18, %19, %20, %21, %22, %23, %24, %25, %26, %27, %28, %29, %30, %31, %32, %33, %34, %35, %36, %37, %38, %39, %40, %41, %42, %43, %44, %45, %46, %47, %48, %49, %50, %51, %52, %53, %54, %55, %56, %57, %58, %59, %60, %61, %62, %63}, %64, %65, p, 1, 1, 0, 0;\n}\n" : "+f"(tl_acc[0 + 0]), "+f"(tl_acc[0 + 1]), "+f"(tl_acc[0 + 2]), "+f"(tl_acc[0 + 3]), "+f"(tl_acc[0 + 4]), "+f"(tl_acc[0 + 5]), "+f"(tl_acc[0 + 6]), "+f"(tl_acc[0 + 7]), "+f"(tl_acc[0 + 8]), "+f"(tl_acc[0 + 9]), "+f"(tl_acc[0 + 10]), "+f"(tl_acc[0 + 11]), "+f"(tl_acc[0 + 12]), "+f"(tl_acc[0 + 13]), "+f"(tl_acc[0 + 14]), "+f"(tl_acc[0 + 15]), "+f"(tl_acc[0 + 16]), "+f"(tl_acc[0 + 17]), "+f"(tl_acc[0 + 18]), "+f"(tl_acc[0 + 19]), "+f"(tl_acc[0 + 20]), "+f"(tl_acc[0 + 21]), "+f"(tl_acc[0 + 22]), "+f"(tl_acc[0 + 23]), "+f"(tl_acc[0 + 24]), "+f"(tl_acc[0 + 25]), "+f"(tl_acc[0 + 26]), "+f"(tl_acc[0 + 27]), "+f"(tl_acc[0 + 28]), "+f"(tl_acc[0 + 29]), "+f"(tl_acc[0 + 30]), "+f"(tl_acc[0 + 31]), "+f"(tl_acc[0 + 32]), "+f"(tl_acc[0 + 33]), "+f"(tl_acc[0 + 34]), "+f"(tl_acc[0 + 35]), "+f"(tl_acc[0 + 36]), "+f"(tl_acc[0 + 37]), "+f"(tl_acc[0 + 38]), "+f"(tl_acc[0 + 39]), "+f"(tl_acc[0 + 40]), "+f"(tl_acc[0 + 41]), "+f"(tl_acc[0 + 42]), "+f"(tl_acc[0 + 43]), "+f"(tl_acc[0 + 44]), "+f"(tl_acc[0 + 45]), "+f"(tl_acc[0 + 46]), "+f"(tl_acc[0 + 47]), "+f"(tl_acc[0 + 48]), "+f"(tl_acc[0 + 49]), "+f"(tl_acc[0 + 50]), "+f"(tl_acc[0 + 51]), "+f"(tl_acc[0 + 52]), "+f"(tl_acc[0 + 53]), "+f"(tl_acc[0 + 54]), "+f"(tl_acc[0 + 55]), "+f"(tl_acc[0 + 56]), "+f"(tl_acc[0 + 57]), "+f"(tl_acc[0 + 58]), "+f"(tl_acc[0 + 59]), "+f"(tl_acc[0 + 60]), "+f"(tl_acc[0 + 61]), "+f"(tl_acc[0 + 62]), "+f"(tl_acc[0 + 63]) : "l"(v_16), "l"(v_15), "r"(1)); }
    const unsigned long long v_17 = tl::wgmma_desc_at<128, 16, 1024>((B_s + (v_7) * 64), 6);
    const unsigned long long v_18 = tl::wgmma_desc_at<128, 16, 1024>((A_s + (v_11) * 64), 6);
    { float* tl_acc = C_f; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %66, 0;\nwgmma.mma_async.sync.aligned.m64n128k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16, %17, %18, %19, %20, %21, %22, %23, %24, %25, %26, %27, %28, %29, %30, %31, %32, %33, %34, %35, %36, %37, %38, %39, %40, %41, %42, %43, %44, %45, %46, %47, %48, %49, %50, %51, %52, %53, %54, %55, %56, %57, %58, %59, %60, %61, %62, %63}, %64, %65, p, 1, 1, 0, 0;\n}\n" : "+f"(tl_acc[0 + 0]), "+f"(tl_acc[0 + 1]), "+f"(tl_acc[0 + 2]), "+f"(tl_acc[0 + 3]), "+f"(tl_acc[0 + 4]), "+f"(tl_acc[0 + 5]), "+f"(tl_acc[0 + 6]), "+f"(tl_acc[0 + 7]), "+f"(tl_acc[0 + 8]), "+f"(tl_acc[0 + 9]), "+f"(tl_acc[0 + 10]), "+f"(tl_acc[0 + 11]), "+f"(tl_acc[0 + 12]), "+f"(tl_acc[0 + 13]), "+f"(tl_acc[0 + 14]), "+f"(tl_acc[0 + 15]), "+f"(tl_acc[0 + 16]), "+f"(tl_acc[0 + 17]), "+f"(tl_acc[0 + 18]), "+f"(tl_acc[0 + 19]), "+f"(tl_acc[0 + 20]), "+f"(tl_acc[0 + 21]), "+f"(tl_acc[0 + 22]), "+f"(tl_acc[0 + 23]), "+f"(tl_acc[0 + 24]), "+f"(tl_acc[0 + 25]), "+f"(tl_acc[0 + 26]), "+f"(tl_acc[0 + 27]), "+f"(tl_acc[0 + 28]), "+f"(tl_acc[0 + 29]), "+f"(tl_acc[0 + 30]), "+f"(tl_acc[0 + 31]), "+f"(tl_acc[0 + 32]), "+f"(tl_acc[0 + 33]), "+f"(tl_acc[0 + 34]), "+f"(tl_acc[0 + 35]), "+f"(tl_acc[0 + 36]), "+f"(tl_acc[0 + 37]), "+f"(tl_acc[0 + 38]), "+f"(tl_acc[0 + 39]), "+f"(tl_acc[0 + 40]), "+f"(tl_acc[0 + 41]), "+f"(tl_acc[0 + 42]), "+f"(tl_acc[0 + 43]), "+f"(tl_acc[0 + 44]), "+f"(tl_acc[0 + 45]), "+f"(tl_acc[0 + 46]), "+f"(tl_acc[0 + 47]), "+f"(tl_acc[0 + 48]), "+f"(tl_acc[0 + 49]), "+f"(tl_acc[0 + 50]), "+f"(tl_acc[0 + 51]), "+f"(tl_acc[0 + 52]), "+f"(tl_acc[0 + 53]), "+f"(tl_acc[0 + 54]), "+f"(tl_acc[0 + 55]), "+f"(tl_acc[0 + 56]), "+f"(tl_acc[0 + 57]), "+f"(tl_acc[0 + 58]), "+f"(tl_acc[0 + 59]), "+f"(tl_acc[0 + 60]), "+f"(tl_acc[0 + 61]), "+f"(tl_acc[0 + 62]), "+f"(tl_acc[0 + 63]) : "l"(v_18), "l"(v_17), "r"(1)); }
    tl::wgmma_commit();
#line 64 "tutorials/10_warp_specialization.py"
    const int v_19 = (ko + 2);
    const int v_20 = (r + 2);
    const bool v_21 = (v_20 < 4);
    const int v_22 = (v_20 + -4);
    const int v_23 = (v_21 ? v_20 : v_22);
    const bool v_24 = (v_19 < 64);
    const int v_25 = tl::min(v_19, 63);
#line 65 "tutorials/10_warp_specialization.py"
    const int v_26 = (v_25 * 64);
#line 64 "tutorials/10_warp_specialization.py"
    const int v_27 = (v_23 * 128);
#line 65 "tutorials/10_warp_specialization.py"
    const bool v_28 = (v_24 && v_3);
    if (v_28) {
      tl::mbar_expect_tx((tma_bar + v_23), 16384);
      tl::tma_load((A_s + (v_27) * 64 + 0), &A_tmap, (tma_bar + v_23), v_26, v_2);
    }
#line 66 "tutorials/10_warp_specialization.py"
    if (v_28) {
      tl::mbar_expect_tx((tma_bar_1 + v_23), 16384);
      tl::tma_load((B_s + (v_27) * 64 + 0), &B_tmap, (tma_bar_1 + v_23), v_26, v_4);
    }
#line 67 "tutorials/10_warp_specialization.py"
    tl::wgmma_wait<1, 64>(C_f);
#line 64 "tutorials/10_warp_specialization.py"
    const bool v_29 = (r == 3);
    const int v_30 = (v_20 + -1);
    const int v_31 = (v_29 ? 0 : v_30);
#line 59 "tutorials/10_warp_specialization.py"
    r = v_31;
#line 64 "tutorials/10_warp_specialization.py"
  }
#line 67 "tutorials/10_warp_specialization.py"
  tl::wgmma_wait_defining<0, 64>(C_f);
#line 68 "tutorials/10_warp_specialization.py"
  const int v_32 = (tid % 128);
  const int v_33 = (v_32 / 32);
  const int v_34 = (v_33 * 16);
  const int v_35 = (v_6 + v_34);
  const int v_36 = (tid % 32);
  const int v_37 = (v_36 / 4);
  const int v_38 = (v_35 + v_37);
  const int v_39 = (tid % 4);
  const int v_40 = (v_39 * 2);
  const int v_41 = (v_38 + v_2);
  const int v_42 = (v_41 + 8);
  #pragma unroll
  for (int l_v_1 = 0; l_v_1 < 16; l_v_1 += 1) {
    const int v_43 = (l_v_1 * 4);
    const int v_44 = (l_v_1 * 8);
    const int v_45 = (v_44 + v_40);
    const int v_46 = (v_45 + v_4);
    const tl::vec<float, 4> v_47 = *reinterpret_cast<const tl::vec<float, 4>*>((C_f + v_43));
    const float v_48 = v_47.v[0];
    const half v_49 = tl::cast<half>(v_48);
    const float v_50 = v_47.v[1];
    const half v_51 = tl::cast<half>(v_50);
    const tl::vec<half, 2> v_52 = tl::vec<half, 2>{{v_49, v_51}};
    *reinterpret_cast<tl::vec<half, 2>*>((C + (v_41) * 4096 + v_46)) = v_52;
    const float v_53 = v_47.v[2];
    const half v_54 = tl::cast<half>(v_53);
    const float v_55 = v_47.v[3];
    const half v_56 = tl::cast<half>(v_55);
    const tl::vec<half, 2> v_57 = tl::vec<half, 2>{{v_54, v_56}};
    *reinterpret_cast<tl::vec<half, 2>*>((C + (v_42) * 4096 + v_46)) = v_57;
  }
}
