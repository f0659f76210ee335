// tutorials/10_warp_specialization.py --compile-only: gemm(warp_specialize=True); sm_90a
// written by `python scripts/update_golden.py` (never by hand): the CUDA source after prelude.cuh and a blank line, #line paths repository-relative
#line 59 "tutorials/10_warp_specialization.py"
extern "C" __global__ void __launch_bounds__(384) main_kernel(half* __restrict__ A, half* __restrict__ B, half* __restrict__ C, const __grid_constant__ tl::TensorMap A_tmap, const __grid_constant__ tl::TensorMap B_tmap) {
  extern __shared__ __align__(1024) unsigned char tl_smem[];
#line 65 "tutorials/10_warp_specialization.py"
  unsigned long long* const tma_bar = reinterpret_cast<unsigned long long*>(tl_smem + 131072);
  if (threadIdx.x == 0 && threadIdx.y == 0 && threadIdx.z == 0) {
    for (int i = 0; i < 4; ++i) tl::mbar_init(tma_bar + i, 2);
    tl::fence_mbar_init();
  }
#line 60 "tutorials/10_warp_specialization.py"
  half* const A_s = reinterpret_cast<half*>(tl_smem + 0);
#line 61 "tutorials/10_warp_specialization.py"
  half* const B_s = reinterpret_cast<half*>(tl_smem + 65536);
#line 64 "tutorials/10_warp_specialization.py"
  unsigned long long* const empty_bar = reinterpret_cast<unsigned long long*>(tl_smem + 131200);
  if (threadIdx.x == 0 && threadIdx.y == 0 && threadIdx.z == 0) {
    for (int i = 0; i < 4; ++i) tl::mbar_init(empty_bar + i, 8);
    tl::fence_mbar_init();
  }
  __syncthreads();
#line 59 "tutorials/10_warp_specialization.py"
  const int tid = (int)threadIdx.x;
#line 64 "tutorials/10_warp_specialization.py"
  if (threadIdx.x < 256) {
    tl::set_max_nreg<232, true>();
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
#line 66 "tutorials/10_warp_specialization.py"
    const int v_3 = ((int)blockIdx.x * 128);
#line 67 "tutorials/10_warp_specialization.py"
    const int v_4 = (tid / 128);
    const int v_5 = (v_4 * 64);
#line 64 "tutorials/10_warp_specialization.py"
    int r = 0;
    for (int ko = 0; ko < 64; ko += 1) {
      const int v_6 = (r * 128);
      const int v_7 = (ko / 4);
      const int v_8 = (v_7 % 2);
#line 65 "tutorials/10_warp_specialization.py"
      tl::mbar_wait((tma_bar + r), v_8);
#line 67 "tutorials/10_warp_specialization.py"
      tl::wgmma_fence<64>(C_f);
      const unsigned long long v_9 = tl::wgmma_desc<128, 16, 1024>((B_s + (v_6) * 64 + 0));
      const int v_10 = (v_5 + v_6);
      const unsigned long long v_11 = tl::wgmma_desc<128, 16, 1024>((A_s + (v_10) * 64 + 0));
      { float* tl_acc = C_f; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %66, 0;\nwgmma.mma_async.sync.aligned.m64n128k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16, %17, %18, %19, %20, %21, %22, %23, %24, %25, %26, %27, %28, %29, %30, %31, %32, %33, %34, %35, %36, %37, %38, %39, %40, %41, %42, %43, %44, %45, %46, %47, %48, %49, %50, %51, %52, %53, %54, %55, %56, %57, %58, %59, %60, %61, %62, %63}, %64, %65, p, 1, 1, 0, 0;\n}\n" : "+f"(tl_acc[0 + 0]), "+f"(tl_acc[0 + 1]), "+f"(tl_acc[0 + 2]), "+f"(tl_acc[0 + 3]), "+f"(tl_acc[0 + 4]), "+f"(tl_acc[0 + 5]), "+f"(tl_acc[0 + 6]), "+f"(tl_acc[0 + 7]), "+f"(tl_acc[0 + 8]), "+f"(tl_acc[0 + 9]), "+f"(tl_acc[0 + 10]), "+f"(tl_acc[0 + 11]), "+f"(tl_acc[0 + 12]), "+f"(tl_acc[0 + 13]), "+f"(tl_acc[0 + 14]), "+f"(tl_acc[0 + 15]), "+f"(tl_acc[0 + 16]), "+f"(tl_acc[0 + 17]), "+f"(tl_acc[0 + 18]), "+f"(tl_acc[0 + 19]), "+f"(tl_acc[0 + 20]), "+f"(tl_acc[0 + 21]), "+f"(tl_acc[0 + 22]), "+f"(tl_acc[0 + 23]), "+f"(tl_acc[0 + 24]), "+f"(tl_acc[0 + 25]), "+f"(tl_acc[0 + 26]), "+f"(tl_acc[0 + 27]), "+f"(tl_acc[0 + 28]), "+f"(tl_acc[0 + 29]), "+f"(tl_acc[0 + 30]), "+f"(tl_acc[0 + 31]), "+f"(tl_acc[0 + 32]), "+f"(tl_acc[0 + 33]), "+f"(tl_acc[0 + 34]), "+f"(tl_acc[0 + 35]), "+f"(tl_acc[0 + 36]), "+f"(tl_acc[0 + 37]), "+f"(tl_acc[0 + 38]), "+f"(tl_acc[0 + 39]), "+f"(tl_acc[0 + 40]), "+f"(tl_acc[0 + 41]), "+f"(tl_acc[0 + 42]), "+f"(tl_acc[0 + 43]), "+f"(tl_acc[0 + 44]), "+f"(tl_acc[0 + 45]), "+f"(tl_acc[0 + 46]), "+f"(tl_acc[0 + 47]), "+f"(tl_acc[0 + 48]), "+f"(tl_acc[0 + 49]), "+f"(tl_acc[0 + 50]), "+f"(tl_acc[0 + 51]), "+f"(tl_acc[0 + 52]), "+f"(tl_acc[0 + 53]), "+f"(tl_acc[0 + 54]), "+f"(tl_acc[0 + 55]), "+f"(tl_acc[0 + 56]), "+f"(tl_acc[0 + 57]), "+f"(tl_acc[0 + 58]), "+f"(tl_acc[0 + 59]), "+f"(tl_acc[0 + 60]), "+f"(tl_acc[0 + 61]), "+f"(tl_acc[0 + 62]), "+f"(tl_acc[0 + 63]) : "l"(v_11), "l"(v_9), "r"(1)); }
      const unsigned long long v_12 = tl::wgmma_desc_at<128, 16, 1024>((B_s + (v_6) * 64), 2);
      const unsigned long long v_13 = tl::wgmma_desc_at<128, 16, 1024>((A_s + (v_10) * 64), 2);
      { float* tl_acc = C_f; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %66, 0;\nwgmma.mma_async.sync.aligned.m64n128k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16, %17, %18, %19, %20, %21, %22, %23, %24, %25, %26, %27, %28, %29, %30, %31, %32, %33, %34, %35, %36, %37, %38, %39, %40, %41, %42, %43, %44, %45, %46, %47, %48, %49, %50, %51, %52, %53, %54, %55, %56, %57, %58, %59, %60, %61, %62, %63}, %64, %65, p, 1, 1, 0, 0;\n}\n" : "+f"(tl_acc[0 + 0]), "+f"(tl_acc[0 + 1]), "+f"(tl_acc[0 + 2]), "+f"(tl_acc[0 + 3]), "+f"(tl_acc[0 + 4]), "+f"(tl_acc[0 + 5]), "+f"(tl_acc[0 + 6]), "+f"(tl_acc[0 + 7]), "+f"(tl_acc[0 + 8]), "+f"(tl_acc[0 + 9]), "+f"(tl_acc[0 + 10]), "+f"(tl_acc[0 + 11]), "+f"(tl_acc[0 + 12]), "+f"(tl_acc[0 + 13]), "+f"(tl_acc[0 + 14]), "+f"(tl_acc[0 + 15]), "+f"(tl_acc[0 + 16]), "+f"(tl_acc[0 + 17]), "+f"(tl_acc[0 + 18]), "+f"(tl_acc[0 + 19]), "+f"(tl_acc[0 + 20]), "+f"(tl_acc[0 + 21]), "+f"(tl_acc[0 + 22]), "+f"(tl_acc[0 + 23]), "+f"(tl_acc[0 + 24]), "+f"(tl_acc[0 + 25]), "+f"(tl_acc[0 + 26]), "+f"(tl_acc[0 + 27]), "+f"(tl_acc[0 + 28]), "+f"(tl_acc[0 + 29]), "+f"(tl_acc[0 + 30]), "+f"(tl_acc[0 + 31]), "+f"(tl_acc[0 + 32]), "+f"(tl_acc[0 + 33]), "+f"(tl_acc[0 + 34]), "+f"(tl_acc[0 + 35]), "+f"(tl_acc[0 + 36]), "+f"(tl_acc[0 + 37]), "+f"(tl_acc[0 + 38]), "+f"(tl_acc[0 + 39]), "+f"(tl_acc[0 + 40]), "+f"(tl_acc[0 + 41]), "+f"(tl_acc[0 + 42]), "+f"(tl_acc[0 + 43]), "+f"(tl_acc[0 + 44]), "+f"(tl_acc[0 + 45]), "+f"(tl_acc[0 + 46]), "+f"(tl_acc[0 + 47]), "+f"(tl_acc[0 + 48]), "+f"(tl_acc[0 + 49]), "+f"(tl_acc[0 + 50]), "+f"(tl_acc[0 + 51]), "+f"(tl_acc[0 + 52]), "+f"(tl_acc[0 + 53]), "+f"(tl_acc[0 + 54]), "+f"(tl_acc[0 + 55]), "+f"(tl_acc[0 + 56]), "+f"(tl_acc[0 + 57]), "+f"(tl_acc[0 + 58]), "+f"(tl_acc[0 + 59]), "+f"(tl_acc[0 + 60]), "+f"(tl_acc[0 + 61]), "+f"(tl_acc[0 + 62]), "+f"(tl_acc[0 + 63]) : "l"(v_13), "l"(v_12), "r"(1)); }
      const unsigned long long v_14 = tl::wgmma_desc_at<128, 16, 1024>((B_s + (v_6) * 64), 4);
      const unsigned long long v_15 = tl::wgmma_desc_at<128, 16, 1024>((A_s + (v_10) * 64), 4);
      { float* tl_acc = C_f; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %66, 0;\nwgmma.mma_async.sync.aligned.m64n128k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16, %17, %18, %19, %20, %21, %22, %23, %24, %25, %26, %27, %28, %29, %30, %31, %32, %33, %34, %35, %36, %37, %38, %39, %40, %41, %42, %43, %44, %45, %46, %47, %48, %49, %50, %51, %52, %53, %54, %55, %56, %57, %58, %59, %60, %61, %62, %63}, %64, %65, p, 1, 1, 0, 0;\n}\n" : "+f"(tl_acc[0 + 0]), "+f"(tl_acc[0 + 1]), "+f"(tl_acc[0 + 2]), "+f"(tl_acc[0 + 3]), "+f"(tl_acc[0 + 4]), "+f"(tl_acc[0 + 5]), "+f"(tl_acc[0 + 6]), "+f"(tl_acc[0 + 7]), "+f"(tl_acc[0 + 8]), "+f"(tl_acc[0 + 9]), "+f"(tl_acc[0 + 10]), "+f"(tl_acc[0 + 11]), "+f"(tl_acc[0 + 12]), "+f"(tl_acc[0 + 13]), "+f"(tl_acc[0 + 14]), "+f"(tl_acc[0 + 15]), "+f"(tl_acc[0 + 16]), "+f"(tl_acc[0 + 17]), "+f"(tl_acc[0 + 18]), "+f"(tl_acc[0 + 19]), "+f"(tl_acc[0 + 20]), "+f"(tl_acc[0 + 21]), "+f"(tl_acc[0 + 22]), "+f"(tl_acc[0 + 23]), "+f"(tl_acc[0 + 24]), "+f"(tl_acc[0 + 25]), "+f"(tl_acc[0 + 26]), "+f"(tl_acc[0 + 27]), "+f"(tl_acc[0 + 28]), "+f"(tl_acc[0 + 29]), "+f"(tl_acc[0 + 30]), "+f"(tl_acc[0 + 31]), "+f"(tl_acc[0 + 32]), "+f"(tl_acc[0 + 33]), "+f"(tl_acc[0 + 34]), "+f"(tl_acc[0 + 35]), "+f"(tl_acc[0 + 36]), "+f"(tl_acc[0 + 37]), "+f"(tl_acc[0 + 38]), "+f"(tl_acc[0 + 39]), "+f"(tl_acc[0 + 40]), "+f"(tl_acc[0 + 41]), "+f"(tl_acc[0 + 42]), "+f"(tl_acc[0 + 43]), "+f"(tl_acc[0 + 44]), "+f"(tl_acc[0 + 45]), "+f"(tl_acc[0 + 46]), "+f"(tl_acc[0 + 47]), "+f"(tl_acc[0 + 48]), "+f"(tl_acc[0 + 49]), "+f"(tl_acc[0 + 50]), "+f"(tl_acc[0 + 51]), "+f"(tl_acc[0 + 52]), "+f"(tl_acc[0 + 53]), "+f"(tl_acc[0 + 54]), "+f"(tl_acc[0 + 55]), "+f"(tl_acc[0 + 56]), "+f"(tl_acc[0 + 57]), "+f"(tl_acc[0 + 58]), "+f"(tl_acc[0 + 59]), "+f"(tl_acc[0 + 60]), "+f"(tl_acc[0 + 61]), "+f"(tl_acc[0 + 62]), "+f"(tl_acc[0 + 63]) : "l"(v_15), "l"(v_14), "r"(1)); }
      const unsigned long long v_16 = tl::wgmma_desc_at<128, 16, 1024>((B_s + (v_6) * 64), 6);
      const unsigned long long v_17 = tl::wgmma_desc_at<128, 16, 1024>((A_s + (v_10) * 64), 6);
      { float* tl_acc = C_f; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %66, 0;\nwgmma.mma_async.sync.aligned.m64n128k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16, %17, %18, %19, %20, %21, %22, %23, %24, %25, %26, %27, %28, %29, %30, %31, %32, %33, %34, %35, %36, %37, %38, %39, %40, %41, %42, %43, %44, %45, %46, %47, %48, %49, %50, %51, %52, %53, %54, %55, %56, %57, %58, %59, %60, %61, %62, %63}, %64, %65, p, 1, 1, 0, 0;\n}\n" : "+f"(tl_acc[0 + 0]), "+f"(tl_acc[0 + 1]), "+f"(tl_acc[0 + 2]), "+f"(tl_acc[0 + 3]), "+f"(tl_acc[0 + 4]), "+f"(tl_acc[0 + 5]), "+f"(tl_acc[0 + 6]), "+f"(tl_acc[0 + 7]), "+f"(tl_acc[0 + 8]), "+f"(tl_acc[0 + 9]), "+f"(tl_acc[0 + 10]), "+f"(tl_acc[0 + 11]), "+f"(tl_acc[0 + 12]), "+f"(tl_acc[0 + 13]), "+f"(tl_acc[0 + 14]), "+f"(tl_acc[0 + 15]), "+f"(tl_acc[0 + 16]), "+f"(tl_acc[0 + 17]), "+f"(tl_acc[0 + 18]), "+f"(tl_acc[0 + 19]), "+f"(tl_acc[0 + 20]), "+f"(tl_acc[0 + 21]), "+f"(tl_acc[0 + 22]), "+f"(tl_acc[0 + 23]), "+f"(tl_acc[0 + 24]), "+f"(tl_acc[0 + 25]), "+f"(tl_acc[0 + 26]), "+f"(tl_acc[0 + 27]), "+f"(tl_acc[0 + 28]), "+f"(tl_acc[0 + 29]), "+f"(tl_acc[0 + 30]), "+f"(tl_acc[0 + 31]), "+f"(tl_acc[0 + 32]), "+f"(tl_acc[0 + 33]), "+f"(tl_acc[0 + 34]), "+f"(tl_acc[0 + 35]), "+f"(tl_acc[0 + 36]), "+f"(tl_acc[0 + 37]), "+f"(tl_acc[0 + 38]), "+f"(tl_acc[0 + 39]), "+f"(tl_acc[0 + 40]), "+f"(tl_acc[0 + 41]), "+f"(tl_acc[0 + 42]), "+f"(tl_acc[0 + 43]), "+f"(tl_acc[0 + 44]), "+f"(tl_acc[0 + 45]), "+f"(tl_acc[0 + 46]), "+f"(tl_acc[0 + 47]), "+f"(tl_acc[0 + 48]), "+f"(tl_acc[0 + 49]), "+f"(tl_acc[0 + 50]), "+f"(tl_acc[0 + 51]), "+f"(tl_acc[0 + 52]), "+f"(tl_acc[0 + 53]), "+f"(tl_acc[0 + 54]), "+f"(tl_acc[0 + 55]), "+f"(tl_acc[0 + 56]), "+f"(tl_acc[0 + 57]), "+f"(tl_acc[0 + 58]), "+f"(tl_acc[0 + 59]), "+f"(tl_acc[0 + 60]), "+f"(tl_acc[0 + 61]), "+f"(tl_acc[0 + 62]), "+f"(tl_acc[0 + 63]) : "l"(v_17), "l"(v_16), "r"(1)); }
      tl::wgmma_commit();
      tl::wgmma_wait<1, 64>(C_f);
#line 64 "tutorials/10_warp_specialization.py"
      const int v_18 = (r - 1);
      const bool v_19 = (v_18 < 0);
      const int v_20 = (v_18 + 4);
      const int v_21 = (v_19 ? v_20 : v_18);
      const bool v_22 = (1 <= ko);
      if (v_22) {
        __syncwarp();
        if ((threadIdx.x & 31) == 0) tl::mbar_arrive((empty_bar + v_21));
      }
      const bool v_23 = (r == 3);
      const int v_24 = (v_18 + 2);
      const int v_25 = (v_23 ? 0 : v_24);
      r = v_25;
    }
#line 67 "tutorials/10_warp_specialization.py"
    tl::wgmma_wait_defining<0, 64>(C_f);
#line 68 "tutorials/10_warp_specialization.py"
    const int v_26 = (tid % 128);
    const int v_27 = (v_26 / 32);
    const int v_28 = (v_27 * 16);
    const int v_29 = (v_5 + v_28);
    const int v_30 = (tid % 32);
    const int v_31 = (v_30 / 4);
    const int v_32 = (v_29 + v_31);
    const int v_33 = (tid % 4);
    const int v_34 = (v_33 * 2);
    const int v_35 = (v_32 + v_2);
    const bool v_36 = (v_35 < 4096);
    const int v_37 = (v_35 + 8);
    const bool v_38 = (v_37 < 4096);
    #pragma unroll
    for (int l_v_1 = 0; l_v_1 < 16; l_v_1 += 1) {
      const int v_39 = (l_v_1 * 4);
      const int v_40 = (l_v_1 * 8);
      const int v_41 = (v_40 + v_34);
      const int v_42 = (v_41 + v_3);
      const tl::vec<float, 4> v_43 = *reinterpret_cast<const tl::vec<float, 4>*>((C_f + v_39));
      const float v_44 = v_43.v[0];
      const half v_45 = tl::cast<half>(v_44);
      const float v_46 = v_43.v[1];
      const half v_47 = tl::cast<half>(v_46);
      if (v_36) {
        const tl::vec<half, 2> v_48 = tl::vec<half, 2>{{v_45, v_47}};
        *reinterpret_cast<tl::vec<half, 2>*>((C + (v_35) * 4096 + v_42)) = v_48;
      }
      const float v_49 = v_43.v[2];
      const half v_50 = tl::cast<half>(v_49);
      const float v_51 = v_43.v[3];
      const half v_52 = tl::cast<half>(v_51);
      if (v_38) {
        const tl::vec<half, 2> v_53 = tl::vec<half, 2>{{v_50, v_52}};
        *reinterpret_cast<tl::vec<half, 2>*>((C + (v_37) * 4096 + v_42)) = v_53;
      }
    }
#line 64 "tutorials/10_warp_specialization.py"
  } else {
    tl::set_max_nreg<40, false>();
    const bool v_54 = (tid == 256);
    if (v_54) {
#line 65 "tutorials/10_warp_specialization.py"
      const int v_55 = ((int)blockIdx.y * 128);
#line 66 "tutorials/10_warp_specialization.py"
      const int v_56 = ((int)blockIdx.x * 128);
#line 64 "tutorials/10_warp_specialization.py"
      int r_1 = 0;
      for (int ko_1 = 0; ko_1 < 64; ko_1 += 1) {
        const int v_57 = (ko_1 / 4);
        const int v_58 = (v_57 + 1);
        const int v_59 = (v_58 % 2);
        tl::mbar_wait((empty_bar + r_1), v_59);
#line 65 "tutorials/10_warp_specialization.py"
        const int v_60 = (ko_1 * 64);
#line 64 "tutorials/10_warp_specialization.py"
        const int v_61 = (r_1 * 128);
#line 65 "tutorials/10_warp_specialization.py"
        tl::mbar_expect_tx((tma_bar + r_1), 16384);
        tl::tma_load((A_s + (v_61) * 64 + 0), &A_tmap, (tma_bar + r_1), v_60, v_55);
#line 66 "tutorials/10_warp_specialization.py"
        tl::mbar_expect_tx((tma_bar + r_1), 16384);
        tl::tma_load((B_s + (v_61) * 64 + 0), &B_tmap, (tma_bar + r_1), v_60, v_56);
#line 64 "tutorials/10_warp_specialization.py"
        const bool v_62 = (r_1 == 3);
        const int v_63 = (r_1 + 1);
        const int v_64 = (v_62 ? 0 : v_63);
        r_1 = v_64;
      }
    }
  }
}
