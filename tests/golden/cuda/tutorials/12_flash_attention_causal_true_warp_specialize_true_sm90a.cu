// tutorials/12_flash_attention.py --compile-only: flash_attention(causal=True, warp_specialize=True); sm_90a
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
#line 124 "tutorials/12_flash_attention.py"
  const int v = ((int)blockIdx.x + 1);
  const int n = tl::min(32, v);
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
    const int v_1 = ((int)blockIdx.x * 128);
    for (int k = 0; k < 8; k += 1) {
      const int v_2 = (k * 256);
      const int v_3 = (v_2 + tid);
      const int v_4 = (v_3 % 16);
      const int v_5 = (v_3 / 16);
      const int v_6 = (v_5 % 128);
      const int v_7 = (v_4 * 8);
      const int v_8 = (v_6 + v_1);
      const int v_9 = (v_7 / 64);
      const int v_10 = (v_9 * 128);
      const int v_11 = (v_10 + v_6);
      const int v_12 = (v_7 % 64);
      const int v_13 = (v_6 % 8);
      const int v_14 = (v_13 * 8);
      const int v_15 = (v_12 ^ v_14);
      tl::cp_async<16>((Q_s + (v_11) * 64 + v_15), (Q + ((((int)blockIdx.z) * 16 + (int)blockIdx.y) * 4096 + v_8) * 128 + v_7), true);
    }
    tl::cp_async_commit();
    tl::cp_async_wait<0>();
    tl::fence_proxy_async();
    tl::named_barrier<1, 256>();
#line 121 "tutorials/12_flash_attention.py"
    #pragma unroll
    for (int l_v = 0; l_v < 16; l_v += 1) {
      const int v_16 = (l_v * 4);
      const tl::vec<float, 4> v_17 = tl::vec<float, 4>{{0.0f, 0.0f, 0.0f, 0.0f}};
      *reinterpret_cast<tl::vec<float, 4>*>((acc_o + v_16)) = v_17;
    }
#line 122 "tutorials/12_flash_attention.py"
    const tl::vec<float, 2> v_18 = tl::vec<float, 2>{{0.0f, 0.0f}};
    *reinterpret_cast<tl::vec<float, 2>*>((l + 0)) = v_18;
#line 123 "tutorials/12_flash_attention.py"
    const tl::vec<float, 2> v_19 = tl::vec<float, 2>{{-1.0000000150474662e+30f, -1.0000000150474662e+30f}};
    *reinterpret_cast<tl::vec<float, 2>*>((m + 0)) = v_19;
#line 130 "tutorials/12_flash_attention.py"
    const int v_20 = (tid / 128);
    const int v_21 = (v_20 * 64);
    const int v_22 = (tid % 128);
    const int v_23 = (v_22 / 32);
    const int v_24 = (v_23 * 16);
    const int v_25 = (v_21 + v_24);
    const int v_26 = (tid % 32);
    const int v_27 = (v_26 / 4);
    const int v_28 = (v_25 + v_27);
    const int v_29 = (tid % 4);
    const int v_30 = (v_29 * 2);
#line 133 "tutorials/12_flash_attention.py"
    const int v_31 = (v_1 + v_28);
    const int v_32 = (v_31 + 8);
#line 135 "tutorials/12_flash_attention.py"
    const int v_33 = (v_21 + 128);
#line 126 "tutorials/12_flash_attention.py"
    int r_1 = 0;
    for (int kb = 0; kb < n; kb += 1) {
      const int v_34 = (r_1 * 256);
#line 127 "tutorials/12_flash_attention.py"
      const int v_35 = (kb * 128);
#line 126 "tutorials/12_flash_attention.py"
      const int v_36 = (kb / 2);
      const int v_37 = (v_36 % 2);
#line 127 "tutorials/12_flash_attention.py"
      tl::mbar_wait((tma_bar + r_1), v_37);
#line 130 "tutorials/12_flash_attention.py"
      #pragma unroll
      for (int l_v_1 = 0; l_v_1 < 16; l_v_1 += 1) {
        const int v_38 = (l_v_1 * 4);
        const int v_39 = (l_v_1 * 8);
        const int v_40 = (v_39 + v_30);
#line 131 "tutorials/12_flash_attention.py"
        const int v_41 = (v_35 + v_40);
#line 133 "tutorials/12_flash_attention.py"
        const bool v_42 = (v_31 >= v_41);
#line 134 "tutorials/12_flash_attention.py"
        const float v_43 = (-__int_as_float(0x7f800000));
        const float v_44 = (v_42 ? 0.0f : v_43);
#line 131 "tutorials/12_flash_attention.py"
        const int v_45 = (v_41 + 1);
#line 133 "tutorials/12_flash_attention.py"
        const bool v_46 = (v_31 >= v_45);
#line 134 "tutorials/12_flash_attention.py"
        const float v_47 = (v_46 ? 0.0f : v_43);
#line 133 "tutorials/12_flash_attention.py"
        const bool v_48 = (v_32 >= v_41);
#line 134 "tutorials/12_flash_attention.py"
        const float v_49 = (v_48 ? 0.0f : v_43);
#line 133 "tutorials/12_flash_attention.py"
        const bool v_50 = (v_32 >= v_45);
#line 134 "tutorials/12_flash_attention.py"
        const float v_51 = (v_50 ? 0.0f : v_43);
#line 130 "tutorials/12_flash_attention.py"
        const tl::vec<float, 4> v_52 = tl::vec<float, 4>{{v_44, v_47, v_49, v_51}};
        *reinterpret_cast<tl::vec<float, 4>*>((acc_s + v_38)) = v_52;
      }
#line 135 "tutorials/12_flash_attention.py"
      tl::wgmma_fence<64>(acc_s);
      const unsigned long long v_53 = tl::wgmma_desc<128, 16, 1024>((K_s + (v_34) * 64 + 0));
      const unsigned long long v_54 = tl::wgmma_desc<128, 16, 1024>((Q_s + (v_21) * 64 + 0));
      asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %66, 0;\nwgmma.mma_async.sync.aligned.m64n128k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16, %17, %18, %19, %20, %21, %22, %23, %24, %25, %26, %27, %28, %29, %30, %31, %32, %33, %34, %35, %36, %37, %38, %39, %40, %41, %42, %43, %44, %45, %46, %47, %48, %49, %50, %51, %52, %53, %54, %55, %56, %57, %58, %59, %60, %61, %62, %63}, %64, %65, p, 1, 1, 0, 0;\n}\n" : "+f"(acc_s[0 + 0]), "+f"(acc_s[0 + 1]), "+f"(acc_s[0 + 2]), "+f"(acc_s[0 + 3]), "+f"(acc_s[0 + 4]), "+f"(acc_s[0 + 5]), "+f"(acc_s[0 + 6]), "+f"(acc_s[0 + 7]), "+f"(acc_s[0 + 8]), "+f"(acc_s[0 + 9]), "+f"(acc_s[0 + 10]), "+f"(acc_s[0 + 11]), "+f"(acc_s[0 + 12]), "+f"(acc_s[0 + 13]), "+f"(acc_s[0 + 14]), "+f"(acc_s[0 + 15]), "+f"(acc_s[0 + 16]), "+f"(acc_s[0 + 17]), "+f"(acc_s[0 + 18]), "+f"(acc_s[0 + 19]), "+f"(acc_s[0 + 20]), "+f"(acc_s[0 + 21]), "+f"(acc_s[0 + 22]), "+f"(acc_s[0 + 23]), "+f"(acc_s[0 + 24]), "+f"(acc_s[0 + 25]), "+f"(acc_s[0 + 26]), "+f"(acc_s[0 + 27]), "+f"(acc_s[0 + 28]), "+f"(acc_s[0 + 29]), "+f"(acc_s[0 + 30]), "+f"(acc_s[0 + 31]), "+f"(acc_s[0 + 32]), "+f"(acc_s[0 + 33]), "+f"(acc_s[0 + 34]), "+f"(acc_s[0 + 35]), "+f"(acc_s[0 + 36]), "+f"(acc_s[0 + 37]), "+f"(acc_s[0 + 38]), "+f"(acc_s[0 + 39]), "+f"(acc_s[0 + 40]), "+f"(acc_s[0 + 41]), "+f"(acc_s[0 + 42]), "+f"(acc_s[0 + 43]), "+f"(acc_s[0 + 44]), "+f"(acc_s[0 + 45]), "+f"(acc_s[0 + 46]), "+f"(acc_s[0 + 47]), "+f"(acc_s[0 + 48]), "+f"(acc_s[0 + 49]), "+f"(acc_s[0 + 50]), "+f"(acc_s[0 + 51]), "+f"(acc_s[0 + 52]), "+f"(acc_s[0 + 53]), "+f"(acc_s[0 + 54]), "+f"(acc_s[0 + 55]), "+f"(acc_s[0 + 56]), "+f"(acc_s[0 + 57]), "+f"(acc_s[0 + 58]), "+f"(acc_s[0 + 59]), "+f"(acc_s[0 + 60]), "+f"(acc_s[0 + 61]), "+f"(acc_s[0 + 62]), "+f"(acc_s[0 + 63]) : "l"(v_54), "l"(v_53), "r"(1));
      const unsigned long long v_55 = tl::wgmma_desc<128, 16, 1024>((K_s + (v_34) * 64 + 16));
      const unsigned long long v_56 = tl::wgmma_desc<128, 16, 1024>((Q_s + (v_21) * 64 + 16));
      asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %66, 0;\nwgmma.mma_async.sync.aligned.m64n128k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16, %17, %18, %19, %20, %21, %22, %23, %24, %25, %26, %27, %28, %29, %30, %31, %32, %33, %34, %35, %36, %37, %38, %39, %40, %41, %42, %43, %44, %45, %46, %47, %48, %49, %50, %51, %52, %53, %54, %55, %56, %57, %58, %59, %60, %61, %62, %63}, %64, %65, p, 1, 1, 0, 0;\n}\n" : "+f"(acc_s[0 + 0]), "+f"(acc_s[0 + 1]), "+f"(acc_s[0 + 2]), "+f"(acc_s[0 + 3]), "+f"(acc_s[0 + 4]), "+f"(acc_s[0 + 5]), "+f"(acc_s[0 + 6]), "+f"(acc_s[0 + 7]), "+f"(acc_s[0 + 8]), "+f"(acc_s[0 + 9]), "+f"(acc_s[0 + 10]), "+f"(acc_s[0 + 11]), "+f"(acc_s[0 + 12]), "+f"(acc_s[0 + 13]), "+f"(acc_s[0 + 14]), "+f"(acc_s[0 + 15]), "+f"(acc_s[0 + 16]), "+f"(acc_s[0 + 17]), "+f"(acc_s[0 + 18]), "+f"(acc_s[0 + 19]), "+f"(acc_s[0 + 20]), "+f"(acc_s[0 + 21]), "+f"(acc_s[0 + 22]), "+f"(acc_s[0 + 23]), "+f"(acc_s[0 + 24]), "+f"(acc_s[0 + 25]), "+f"(acc_s[0 + 26]), "+f"(acc_s[0 + 27]), "+f"(acc_s[0 + 28]), "+f"(acc_s[0 + 29]), "+f"(acc_s[0 + 30]), "+f"(acc_s[0 + 31]), "+f"(acc_s[0 + 32]), "+f"(acc_s[0 + 33]), "+f"(acc_s[0 + 34]), "+f"(acc_s[0 + 35]), "+f"(acc_s[0 + 36]), "+f"(acc_s[0 + 37]), "+f"(acc_s[0 + 38]), "+f"(acc_s[0 + 39]), "+f"(acc_s[0 + 40]), "+f"(acc_s[0 + 41]), "+f"(acc_s[0 + 42]), "+f"(acc_s[0 + 43]), "+f"(acc_s[0 + 44]), "+f"(acc_s[0 + 45]), "+f"(acc_s[0 + 46]), "+f"(acc_s[0 + 47]), "+f"(acc_s[0 + 48]), "+f"(acc_s[0 + 49]), "+f"(acc_s[0 + 50]), "+f"(acc_s[0 + 51]), "+f"(acc_s[0 + 52]), "+f"(acc_s[0 + 53]), "+f"(acc_s[0 + 54]), "+f"(acc_s[0 + 55]), "+f"(acc_s[0 + 56]), "+f"(acc_s[0 + 57]), "+f"(acc_s[0 + 58]), "+f"(acc_s[0 + 59]), "+f"(acc_s[0 + 60]), "+f"(acc_s[0 + 61]), "+f"(acc_s[0 + 62]), "+f"(acc_s[0 + 63]) : "l"(v_56), "l"(v_55), "r"(1));
      const unsigned long long v_57 = tl::wgmma_desc<128, 16, 1024>((K_s + (v_34) * 64 + 32));
      const unsigned long long v_58 = tl::wgmma_desc<128, 16, 1024>((Q_s + (v_21) * 64 + 32));
      asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %66, 0;\nwgmma.mma_async.sync.aligned.m64n128k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16, %17, %18, %19, %20, %21, %22, %23, %24, %25, %26, %27, %28, %29, %30, %31, %32, %33, %34, %35, %36, %37, %38, %39, %40, %41, %42, %43, %44, %45, %46, %47, %48, %49, %50, %51, %52, %53, %54, %55, %56, %57, %58, %59, %60, %61, %62, %63}, %64, %65, p, 1, 1, 0, 0;\n}\n" : "+f"(acc_s[0 + 0]), "+f"(acc_s[0 + 1]), "+f"(acc_s[0 + 2]), "+f"(acc_s[0 + 3]), "+f"(acc_s[0 + 4]), "+f"(acc_s[0 + 5]), "+f"(acc_s[0 + 6]), "+f"(acc_s[0 + 7]), "+f"(acc_s[0 + 8]), "+f"(acc_s[0 + 9]), "+f"(acc_s[0 + 10]), "+f"(acc_s[0 + 11]), "+f"(acc_s[0 + 12]), "+f"(acc_s[0 + 13]), "+f"(acc_s[0 + 14]), "+f"(acc_s[0 + 15]), "+f"(acc_s[0 + 16]), "+f"(acc_s[0 + 17]), "+f"(acc_s[0 + 18]), "+f"(acc_s[0 + 19]), "+f"(acc_s[0 + 20]), "+f"(acc_s[0 + 21]), "+f"(acc_s[0 + 22]), "+f"(acc_s[0 + 23]), "+f"(acc_s[0 + 24]), "+f"(acc_s[0 + 25]), "+f"(acc_s[0 + 26]), "+f"(acc_s[0 + 27]), "+f"(acc_s[0 + 28]), "+f"(acc_s[0 + 29]), "+f"(acc_s[0 + 30]), "+f"(acc_s[0 + 31]), "+f"(acc_s[0 + 32]), "+f"(acc_s[0 + 33]), "+f"(acc_s[0 + 34]), "+f"(acc_s[0 + 35]), "+f"(acc_s[0 + 36]), "+f"(acc_s[0 + 37]), "+f"(acc_s[0 + 38]), "+f"(acc_s[0 + 39]), "+f"(acc_s[0 + 40]), "+f"(acc_s[0 + 41]), "+f"(acc_s[0 + 42]), "+f"(acc_s[0 + 43]), "+f"(acc_s[0 + 44]), "+f"(acc_s[0 + 45]), "+f"(acc_s[0 + 46]), "+f"(acc_s[0 + 47]), "+f"(acc_s[0 + 48]), "+f"(acc_s[0 + 49]), "+f"(acc_s[0 + 50]), "+f"(acc_s[0 + 51]), "+f"(acc_s[0 + 52]), "+f"(acc_s[0 + 53]), "+f"(acc_s[0 + 54]), "+f"(acc_s[0 + 55]), "+f"(acc_s[0 + 56]), "+f"(acc_s[0 + 57]), "+f"(acc_s[0 + 58]), "+f"(acc_s[0 + 59]), "+f"(acc_s[0 + 60]), "+f"(acc_s[0 + 61]), "+f"(acc_s[0 + 62]), "+f"(acc_s[0 + 63]) : "l"(v_58), "l"(v_57), "r"(1));
      const unsigned long long v_59 = tl::wgmma_desc<128, 16, 1024>((K_s + (v_34) * 64 + 48));
      const unsigned long long v_60 = tl::wgmma_desc<128, 16, 1024>((Q_s + (v_21) * 64 + 48));
      asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %66, 0;\nwgmma.mma_async.sync.aligned.m64n128k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16, %17, %18, %19, %20, %21, %22, %23, %24, %25, %26, %27, %28, %29, %30, %31, %32, %33, %34, %35, %36, %37, %38, %39, %40, %41, %42, %43, %44, %45, %46, %47, %48, %49, %50, %51, %52, %53, %54, %55, %56, %57, %58, %59, %60, %61, %62, %63}, %64, %65, p, 1, 1, 0, 0;\n}\n" : "+f"(acc_s[0 + 0]), "+f"(acc_s[0 + 1]), "+f"(acc_s[0 + 2]), "+f"(acc_s[0 + 3]), "+f"(acc_s[0 + 4]), "+f"(acc_s[0 + 5]), "+f"(acc_s[0 + 6]), "+f"(acc_s[0 + 7]), "+f"(acc_s[0 + 8]), "+f"(acc_s[0 + 9]), "+f"(acc_s[0 + 10]), "+f"(acc_s[0 + 11]), "+f"(acc_s[0 + 12]), "+f"(acc_s[0 + 13]), "+f"(acc_s[0 + 14]), "+f"(acc_s[0 + 15]), "+f"(acc_s[0 + 16]), "+f"(acc_s[0 + 17]), "+f"(acc_s[0 + 18]), "+f"(acc_s[0 + 19]), "+f"(acc_s[0 + 20]), "+f"(acc_s[0 + 21]), "+f"(acc_s[0 + 22]), "+f"(acc_s[0 + 23]), "+f"(acc_s[0 + 24]), "+f"(acc_s[0 + 25]), "+f"(acc_s[0 + 26]), "+f"(acc_s[0 + 27]), "+f"(acc_s[0 + 28]), "+f"(acc_s[0 + 29]), "+f"(acc_s[0 + 30]), "+f"(acc_s[0 + 31]), "+f"(acc_s[0 + 32]), "+f"(acc_s[0 + 33]), "+f"(acc_s[0 + 34]), "+f"(acc_s[0 + 35]), "+f"(acc_s[0 + 36]), "+f"(acc_s[0 + 37]), "+f"(acc_s[0 + 38]), "+f"(acc_s[0 + 39]), "+f"(acc_s[0 + 40]), "+f"(acc_s[0 + 41]), "+f"(acc_s[0 + 42]), "+f"(acc_s[0 + 43]), "+f"(acc_s[0 + 44]), "+f"(acc_s[0 + 45]), "+f"(acc_s[0 + 46]), "+f"(acc_s[0 + 47]), "+f"(acc_s[0 + 48]), "+f"(acc_s[0 + 49]), "+f"(acc_s[0 + 50]), "+f"(acc_s[0 + 51]), "+f"(acc_s[0 + 52]), "+f"(acc_s[0 + 53]), "+f"(acc_s[0 + 54]), "+f"(acc_s[0 + 55]), "+f"(acc_s[0 + 56]), "+f"(acc_s[0 + 57]), "+f"(acc_s[0 + 58]), "+f"(acc_s[0 + 59]), "+f"(acc_s[0 + 60]), "+f"(acc_s[0 + 61]), "+f"(acc_s[0 + 62]), "+f"(acc_s[0 + 63]) : "l"(v_60), "l"(v_59), "r"(1));
      const int v_61 = (v_34 + 128);
      const unsigned long long v_62 = tl::wgmma_desc<128, 16, 1024>((K_s + (v_61) * 64 + 0));
      const unsigned long long v_63 = tl::wgmma_desc<128, 16, 1024>((Q_s + (v_33) * 64 + 0));
      asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %66, 0;\nwgmma.mma_async.sync.aligned.m64n128k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16, %17, %18, %19, %20, %21, %22, %23, %24, %25, %26, %27, %28, %29, %30, %31, %32, %33, %34, %35, %36, %37, %38, %39, %40, %41, %42, %43, %44, %45, %46, %47, %48, %49, %50, %51, %52, %53, %54, %55, %56, %57, %58, %59, %60, %61, %62, %63}, %64, %65, p, 1, 1, 0, 0;\n}\n" : "+f"(acc_s[0 + 0]), "+f"(acc_s[0 + 1]), "+f"(acc_s[0 + 2]), "+f"(acc_s[0 + 3]), "+f"(acc_s[0 + 4]), "+f"(acc_s[0 + 5]), "+f"(acc_s[0 + 6]), "+f"(acc_s[0 + 7]), "+f"(acc_s[0 + 8]), "+f"(acc_s[0 + 9]), "+f"(acc_s[0 + 10]), "+f"(acc_s[0 + 11]), "+f"(acc_s[0 + 12]), "+f"(acc_s[0 + 13]), "+f"(acc_s[0 + 14]), "+f"(acc_s[0 + 15]), "+f"(acc_s[0 + 16]), "+f"(acc_s[0 + 17]), "+f"(acc_s[0 + 18]), "+f"(acc_s[0 + 19]), "+f"(acc_s[0 + 20]), "+f"(acc_s[0 + 21]), "+f"(acc_s[0 + 22]), "+f"(acc_s[0 + 23]), "+f"(acc_s[0 + 24]), "+f"(acc_s[0 + 25]), "+f"(acc_s[0 + 26]), "+f"(acc_s[0 + 27]), "+f"(acc_s[0 + 28]), "+f"(acc_s[0 + 29]), "+f"(acc_s[0 + 30]), "+f"(acc_s[0 + 31]), "+f"(acc_s[0 + 32]), "+f"(acc_s[0 + 33]), "+f"(acc_s[0 + 34]), "+f"(acc_s[0 + 35]), "+f"(acc_s[0 + 36]), "+f"(acc_s[0 + 37]), "+f"(acc_s[0 + 38]), "+f"(acc_s[0 + 39]), "+f"(acc_s[0 + 40]), "+f"(acc_s[0 + 41]), "+f"(acc_s[0 + 42]), "+f"(acc_s[0 + 43]), "+f"(acc_s[0 + 44]), "+f"(acc_s[0 + 45]), "+f"(acc_s[0 + 46]), "+f"(acc_s[0 + 47]), "+f"(acc_s[0 + 48]), "+f"(acc_s[0 + 49]), "+f"(acc_s[0 + 50]), "+f"(acc_s[0 + 51]), "+f"(acc_s[0 + 52]), "+f"(acc_s[0 + 53]), "+f"(acc_s[0 + 54]), "+f"(acc_s[0 + 55]), "+f"(acc_s[0 + 56]), "+f"(acc_s[0 + 57]), "+f"(acc_s[0 + 58]), "+f"(acc_s[0 + 59]), "+f"(acc_s[0 + 60]), "+f"(acc_s[0 + 61]), "+f"(acc_s[0 + 62]), "+f"(acc_s[0 + 63]) : "l"(v_63), "l"(v_62), "r"(1));
      const unsigned long long v_64 = tl::wgmma_desc<128, 16, 1024>((K_s + (v_61) * 64 + 16));
      const unsigned long long v_65 = tl::wgmma_desc<128, 16, 1024>((Q_s + (v_33) * 64 + 16));
      asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %66, 0;\nwgmma.mma_async.sync.aligned.m64n128k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16, %17, %18, %19, %20, %21, %22, %23, %24, %25, %26, %27, %28, %29, %30, %31, %32, %33, %34, %35, %36, %37, %38, %39, %40, %41, %42, %43, %44, %45, %46, %47, %48, %49, %50, %51, %52, %53, %54, %55, %56, %57, %58, %59, %60, %61, %62, %63}, %64, %65, p, 1, 1, 0, 0;\n}\n" : "+f"(acc_s[0 + 0]), "+f"(acc_s[0 + 1]), "+f"(acc_s[0 + 2]), "+f"(acc_s[0 + 3]), "+f"(acc_s[0 + 4]), "+f"(acc_s[0 + 5]), "+f"(acc_s[0 + 6]), "+f"(acc_s[0 + 7]), "+f"(acc_s[0 + 8]), "+f"(acc_s[0 + 9]), "+f"(acc_s[0 + 10]), "+f"(acc_s[0 + 11]), "+f"(acc_s[0 + 12]), "+f"(acc_s[0 + 13]), "+f"(acc_s[0 + 14]), "+f"(acc_s[0 + 15]), "+f"(acc_s[0 + 16]), "+f"(acc_s[0 + 17]), "+f"(acc_s[0 + 18]), "+f"(acc_s[0 + 19]), "+f"(acc_s[0 + 20]), "+f"(acc_s[0 + 21]), "+f"(acc_s[0 + 22]), "+f"(acc_s[0 + 23]), "+f"(acc_s[0 + 24]), "+f"(acc_s[0 + 25]), "+f"(acc_s[0 + 26]), "+f"(acc_s[0 + 27]), "+f"(acc_s[0 + 28]), "+f"(acc_s[0 + 29]), "+f"(acc_s[0 + 30]), "+f"(acc_s[0 + 31]), "+f"(acc_s[0 + 32]), "+f"(acc_s[0 + 33]), "+f"(acc_s[0 + 34]), "+f"(acc_s[0 + 35]), "+f"(acc_s[0 + 36]), "+f"(acc_s[0 + 37]), "+f"(acc_s[0 + 38]), "+f"(acc_s[0 + 39]), "+f"(acc_s[0 + 40]), "+f"(acc_s[0 + 41]), "+f"(acc_s[0 + 42]), "+f"(acc_s[0 + 43]), "+f"(acc_s[0 + 44]), "+f"(acc_s[0 + 45]), "+f"(acc_s[0 + 46]), "+f"(acc_s[0 + 47]), "+f"(acc_s[0 + 48]), "+f"(acc_s[0 + 49]), "+f"(acc_s[0 + 50]), "+f"(acc_s[0 + 51]), "+f"(acc_s[0 + 52]), "+f"(acc_s[0 + 53]), "+f"(acc_s[0 + 54]), "+f"(acc_s[0 + 55]), "+f"(acc_s[0 + 56]), "+f"(acc_s[0 + 57]), "+f"(acc_s[0 + 58]), "+f"(acc_s[0 + 59]), "+f"(acc_s[0 + 60]), "+f"(acc_s[0 + 61]), "+f"(acc_s[0 + 62]), "+f"(acc_s[0 + 63]) : "l"(v_65), "l"(v_64), "r"(1));
      const unsigned long long v_66 = tl::wgmma_desc<128, 16, 1024>((K_s + (v_61) * 64 + 32));
      const unsigned long long v_67 = tl::wgmma_desc<128, 16, 1024>((Q_s + (v_33) * 64 + 32));
      asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %66, 0;\nwgmma.mma_async.sync.aligned.m64n128k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16, %17, %18, %19, %20, %21, %22, %23, %24, %25, %26, %27, %28, %29, %30, %31, %32, %33, %34, %35, %36, %37, %38, %39, %40, %41, %42, %43, %44, %45, %46, %47, %48, %49, %50, %51, %52, %53, %54, %55, %56, %57, %58, %59, %60, %61, %62, %63}, %64, %65, p, 1, 1, 0, 0;\n}\n" : "+f"(acc_s[0 + 0]), "+f"(acc_s[0 + 1]), "+f"(acc_s[0 + 2]), "+f"(acc_s[0 + 3]), "+f"(acc_s[0 + 4]), "+f"(acc_s[0 + 5]), "+f"(acc_s[0 + 6]), "+f"(acc_s[0 + 7]), "+f"(acc_s[0 + 8]), "+f"(acc_s[0 + 9]), "+f"(acc_s[0 + 10]), "+f"(acc_s[0 + 11]), "+f"(acc_s[0 + 12]), "+f"(acc_s[0 + 13]), "+f"(acc_s[0 + 14]), "+f"(acc_s[0 + 15]), "+f"(acc_s[0 + 16]), "+f"(acc_s[0 + 17]), "+f"(acc_s[0 + 18]), "+f"(acc_s[0 + 19]), "+f"(acc_s[0 + 20]), "+f"(acc_s[0 + 21]), "+f"(acc_s[0 + 22]), "+f"(acc_s[0 + 23]), "+f"(acc_s[0 + 24]), "+f"(acc_s[0 + 25]), "+f"(acc_s[0 + 26]), "+f"(acc_s[0 + 27]), "+f"(acc_s[0 + 28]), "+f"(acc_s[0 + 29]), "+f"(acc_s[0 + 30]), "+f"(acc_s[0 + 31]), "+f"(acc_s[0 + 32]), "+f"(acc_s[0 + 33]), "+f"(acc_s[0 + 34]), "+f"(acc_s[0 + 35]), "+f"(acc_s[0 + 36]), "+f"(acc_s[0 + 37]), "+f"(acc_s[0 + 38]), "+f"(acc_s[0 + 39]), "+f"(acc_s[0 + 40]), "+f"(acc_s[0 + 41]), "+f"(acc_s[0 + 42]), "+f"(acc_s[0 + 43]), "+f"(acc_s[0 + 44]), "+f"(acc_s[0 + 45]), "+f"(acc_s[0 + 46]), "+f"(acc_s[0 + 47]), "+f"(acc_s[0 + 48]), "+f"(acc_s[0 + 49]), "+f"(acc_s[0 + 50]), "+f"(acc_s[0 + 51]), "+f"(acc_s[0 + 52]), "+f"(acc_s[0 + 53]), "+f"(acc_s[0 + 54]), "+f"(acc_s[0 + 55]), "+f"(acc_s[0 + 56]), "+f"(acc_s[0 + 57]), "+f"(acc_s[0 + 58]), "+f"(acc_s[0 + 59]), "+f"(acc_s[0 + 60]), "+f"(acc_s[0 + 61]), "+f"(acc_s[0 + 62]), "+f"(acc_s[0 + 63]) : "l"(v_67), "l"(v_66), "r"(1));
      const unsigned long long v_68 = tl::wgmma_desc<128, 16, 1024>((K_s + (v_61) * 64 + 48));
      const unsigned long long v_69 = tl::wgmma_desc<128, 16, 1024>((Q_s + (v_33) * 64 + 48));
      asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %66, 0;\nwgmma.mma_async.sync.aligned.m64n128k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16, %17, %18, %19, %20, %21, %22, %23, %24, %25, %26, %27, %28, %29, %30, %31, %32, %33, %34, %35, %36, %37, %38, %39, %40, %41, %42, %43, %44, %45, %46, %47, %48, %49, %50, %51, %52, %53, %54, %55, %56, %57, %58, %59, %60, %61, %62, %63}, %64, %65, p, 1, 1, 0, 0;\n}\n" : "+f"(acc_s[0 + 0]), "+f"(acc_s[0 + 1]), "+f"(acc_s[0 + 2]), "+f"(acc_s[0 + 3]), "+f"(acc_s[0 + 4]), "+f"(acc_s[0 + 5]), "+f"(acc_s[0 + 6]), "+f"(acc_s[0 + 7]), "+f"(acc_s[0 + 8]), "+f"(acc_s[0 + 9]), "+f"(acc_s[0 + 10]), "+f"(acc_s[0 + 11]), "+f"(acc_s[0 + 12]), "+f"(acc_s[0 + 13]), "+f"(acc_s[0 + 14]), "+f"(acc_s[0 + 15]), "+f"(acc_s[0 + 16]), "+f"(acc_s[0 + 17]), "+f"(acc_s[0 + 18]), "+f"(acc_s[0 + 19]), "+f"(acc_s[0 + 20]), "+f"(acc_s[0 + 21]), "+f"(acc_s[0 + 22]), "+f"(acc_s[0 + 23]), "+f"(acc_s[0 + 24]), "+f"(acc_s[0 + 25]), "+f"(acc_s[0 + 26]), "+f"(acc_s[0 + 27]), "+f"(acc_s[0 + 28]), "+f"(acc_s[0 + 29]), "+f"(acc_s[0 + 30]), "+f"(acc_s[0 + 31]), "+f"(acc_s[0 + 32]), "+f"(acc_s[0 + 33]), "+f"(acc_s[0 + 34]), "+f"(acc_s[0 + 35]), "+f"(acc_s[0 + 36]), "+f"(acc_s[0 + 37]), "+f"(acc_s[0 + 38]), "+f"(acc_s[0 + 39]), "+f"(acc_s[0 + 40]), "+f"(acc_s[0 + 41]), "+f"(acc_s[0 + 42]), "+f"(acc_s[0 + 43]), "+f"(acc_s[0 + 44]), "+f"(acc_s[0 + 45]), "+f"(acc_s[0 + 46]), "+f"(acc_s[0 + 47]), "+f"(acc_s[0 + 48]), "+f"(acc_s[0 + 49]), "+f"(acc_s[0 + 50]), "+f"(acc_s[0 + 51]), "+f"(acc_s[0 + 52]), "+f"(acc_s[0 + 53]), "+f"(acc_s[0 + 54]), "+f"(acc_s[0 + 55]), "+f"(acc_s[0 + 56]), "+f"(acc_s[0 + 57]), "+f"(acc_s[0 + 58]), "+f"(acc_s[0 + 59]), "+f"(acc_s[0 + 60]), "+f"(acc_s[0 + 61]), "+f"(acc_s[0 + 62]), "+f"(acc_s[0 + 63]) : "l"(v_69), "l"(v_68), "r"(1));
      tl::wgmma_commit();
      tl::wgmma_wait_defining<0, 64>(acc_s);
#line 137 "tutorials/12_flash_attention.py"
      const tl::vec<float, 2> v_70 = *reinterpret_cast<const tl::vec<float, 2>*>((m + 0));
      *reinterpret_cast<tl::vec<float, 2>*>((m_old + 0)) = v_70;
#line 138 "tutorials/12_flash_attention.py"
      const float v_71 = acc_s[0];
      const float v_72 = acc_s[1];
      const float v_73 = acc_s[4];
      const float v_74 = acc_s[5];
      const float v_75 = acc_s[8];
      const float v_76 = acc_s[9];
      const float v_77 = acc_s[12];
      const float v_78 = acc_s[13];
      const float v_79 = acc_s[16];
      const float v_80 = acc_s[17];
      const float v_81 = acc_s[20];
      const float v_82 = acc_s[21];
      const float v_83 = acc_s[24];
      const float v_84 = acc_s[25];
      const float v_85 = acc_s[28];
      const float v_86 = acc_s[29];
      const float v_87 = acc_s[32];
      const float v_88 = acc_s[33];
      const float v_89 = acc_s[36];
      const float v_90 = acc_s[37];
      const float v_91 = acc_s[40];
      const float v_92 = acc_s[41];
      const float v_93 = acc_s[44];
      const float v_94 = acc_s[45];
      const float v_95 = acc_s[48];
      const float v_96 = acc_s[49];
      const float v_97 = acc_s[52];
      const float v_98 = acc_s[53];
      const float v_99 = acc_s[56];
      const float v_100 = acc_s[57];
      const float v_101 = acc_s[60];
      const float v_102 = acc_s[61];
      const float v_103 = fmaxf(v_71, v_72);
      const float v_104 = fmaxf(v_73, v_74);
      const float v_105 = fmaxf(v_75, v_76);
      const float v_106 = fmaxf(v_77, v_78);
      const float v_107 = fmaxf(v_79, v_80);
      const float v_108 = fmaxf(v_81, v_82);
      const float v_109 = fmaxf(v_83, v_84);
      const float v_110 = fmaxf(v_85, v_86);
      const float v_111 = fmaxf(v_87, v_88);
      const float v_112 = fmaxf(v_89, v_90);
      const float v_113 = fmaxf(v_91, v_92);
      const float v_114 = fmaxf(v_93, v_94);
      const float v_115 = fmaxf(v_95, v_96);
      const float v_116 = fmaxf(v_97, v_98);
      const float v_117 = fmaxf(v_99, v_100);
      const float v_118 = fmaxf(v_101, v_102);
      const float v_119 = fmaxf(v_103, v_104);
      const float v_120 = fmaxf(v_105, v_106);
      const float v_121 = fmaxf(v_107, v_108);
      const float v_122 = fmaxf(v_109, v_110);
      const float v_123 = fmaxf(v_111, v_112);
      const float v_124 = fmaxf(v_113, v_114);
      const float v_125 = fmaxf(v_115, v_116);
      const float v_126 = fmaxf(v_117, v_118);
      const float v_127 = fmaxf(v_119, v_120);
      const float v_128 = fmaxf(v_121, v_122);
      const float v_129 = fmaxf(v_123, v_124);
      const float v_130 = fmaxf(v_125, v_126);
      const float v_131 = fmaxf(v_127, v_128);
      const float v_132 = fmaxf(v_129, v_130);
      const float v_133 = fmaxf(v_131, v_132);
      const float v_134 = tl::shfl<0>(v_133, 1, 32);
      const float v_135 = fmaxf(v_133, v_134);
      const float v_136 = tl::shfl<0>(v_135, 2, 32);
      const float v_137 = fmaxf(v_135, v_136);
      const float v_138 = m[0];
      const float v_139 = fmaxf(v_138, v_137);
      m[0] = v_139;
      const float v_140 = acc_s[2];
      const float v_141 = acc_s[3];
      const float v_142 = acc_s[6];
      const float v_143 = acc_s[7];
      const float v_144 = acc_s[10];
      const float v_145 = acc_s[11];
      const float v_146 = acc_s[14];
      const float v_147 = acc_s[15];
      const float v_148 = acc_s[18];
      const float v_149 = acc_s[19];
      const float v_150 = acc_s[22];
      const float v_151 = acc_s[23];
      const float v_152 = acc_s[26];
      const float v_153 = acc_s[27];
      const float v_154 = acc_s[30];
      const float v_155 = acc_s[31];
      const float v_156 = acc_s[34];
      const float v_157 = acc_s[35];
      const float v_158 = acc_s[38];
      const float v_159 = acc_s[39];
      const float v_160 = acc_s[42];
      const float v_161 = acc_s[43];
      const float v_162 = acc_s[46];
      const float v_163 = acc_s[47];
      const float v_164 = acc_s[50];
      const float v_165 = acc_s[51];
      const float v_166 = acc_s[54];
      const float v_167 = acc_s[55];
      const float v_168 = acc_s[58];
      const float v_169 = acc_s[59];
      const float v_170 = acc_s[62];
      const float v_171 = acc_s[63];
      const float v_172 = fmaxf(v_140, v_141);
      const float v_173 = fmaxf(v_142, v_143);
      const float v_174 = fmaxf(v_144, v_145);
      const float v_175 = fmaxf(v_146, v_147);
      const float v_176 = fmaxf(v_148, v_149);
      const float v_177 = fmaxf(v_150, v_151);
      const float v_178 = fmaxf(v_152, v_153);
      const float v_179 = fmaxf(v_154, v_155);
      const float v_180 = fmaxf(v_156, v_157);
      const float v_181 = fmaxf(v_158, v_159);
      const float v_182 = fmaxf(v_160, v_161);
      const float v_183 = fmaxf(v_162, v_163);
      const float v_184 = fmaxf(v_164, v_165);
      const float v_185 = fmaxf(v_166, v_167);
      const float v_186 = fmaxf(v_168, v_169);
      const float v_187 = fmaxf(v_170, v_171);
      const float v_188 = fmaxf(v_172, v_173);
      const float v_189 = fmaxf(v_174, v_175);
      const float v_190 = fmaxf(v_176, v_177);
      const float v_191 = fmaxf(v_178, v_179);
      const float v_192 = fmaxf(v_180, v_181);
      const float v_193 = fmaxf(v_182, v_183);
      const float v_194 = fmaxf(v_184, v_185);
      const float v_195 = fmaxf(v_186, v_187);
      const float v_196 = fmaxf(v_188, v_189);
      const float v_197 = fmaxf(v_190, v_191);
      const float v_198 = fmaxf(v_192, v_193);
      const float v_199 = fmaxf(v_194, v_195);
      const float v_200 = fmaxf(v_196, v_197);
      const float v_201 = fmaxf(v_198, v_199);
      const float v_202 = fmaxf(v_200, v_201);
      const float v_203 = tl::shfl<0>(v_202, 1, 32);
      const float v_204 = fmaxf(v_202, v_203);
      const float v_205 = tl::shfl<0>(v_204, 2, 32);
      const float v_206 = fmaxf(v_204, v_205);
      const float v_207 = m[1];
      const float v_208 = fmaxf(v_207, v_206);
      m[1] = v_208;
#line 139 "tutorials/12_flash_attention.py"
      #pragma unroll
      for (int l_v_2 = 0; l_v_2 < 16; l_v_2 += 1) {
        const int v_209 = (l_v_2 * 4);
#line 140 "tutorials/12_flash_attention.py"
        const tl::vec<float, 4> v_210 = *reinterpret_cast<const tl::vec<float, 4>*>((acc_s + v_209));
        const float v_211 = v_210.v[0];
        const float v_212 = (v_211 * 0.127517431974411f);
        const float v_213 = m[0];
        const float v_214 = (v_213 * 0.127517431974411f);
        const float v_215 = (v_212 - v_214);
        const float v_216 = exp2f(v_215);
        const float v_217 = v_210.v[1];
        const float v_218 = (v_217 * 0.127517431974411f);
        const float v_219 = (v_218 - v_214);
        const float v_220 = exp2f(v_219);
        const float v_221 = v_210.v[2];
        const float v_222 = (v_221 * 0.127517431974411f);
        const float v_223 = m[1];
        const float v_224 = (v_223 * 0.127517431974411f);
        const float v_225 = (v_222 - v_224);
        const float v_226 = exp2f(v_225);
        const float v_227 = v_210.v[3];
        const float v_228 = (v_227 * 0.127517431974411f);
        const float v_229 = (v_228 - v_224);
        const float v_230 = exp2f(v_229);
#line 139 "tutorials/12_flash_attention.py"
        const tl::vec<float, 4> v_231 = tl::vec<float, 4>{{v_216, v_220, v_226, v_230}};
        *reinterpret_cast<tl::vec<float, 4>*>((acc_s + v_209)) = v_231;
      }
#line 142 "tutorials/12_flash_attention.py"
      const tl::vec<float, 2> v_232 = *reinterpret_cast<const tl::vec<float, 2>*>((m_old + 0));
      const float v_233 = v_232.v[0];
      const float v_234 = (v_233 * 0.127517431974411f);
      const tl::vec<float, 2> v_235 = *reinterpret_cast<const tl::vec<float, 2>*>((m + 0));
      const float v_236 = v_235.v[0];
      const float v_237 = (v_236 * 0.127517431974411f);
      const float v_238 = (v_234 - v_237);
      const float v_239 = exp2f(v_238);
      const float v_240 = v_232.v[1];
      const float v_241 = (v_240 * 0.127517431974411f);
      const float v_242 = v_235.v[1];
      const float v_243 = (v_242 * 0.127517431974411f);
      const float v_244 = (v_241 - v_243);
      const float v_245 = exp2f(v_244);
#line 141 "tutorials/12_flash_attention.py"
      const tl::vec<float, 2> v_246 = tl::vec<float, 2>{{v_239, v_245}};
      *reinterpret_cast<tl::vec<float, 2>*>((r + 0)) = v_246;
#line 143 "tutorials/12_flash_attention.py"
      #pragma unroll
      for (int l_1 = 0; l_1 < 64; l_1 += 1) {
        const int v_247 = (l_1 % 4);
        const int v_248 = (v_247 / 2);
#line 144 "tutorials/12_flash_attention.py"
        const float v_249 = r[v_248];
#line 143 "tutorials/12_flash_attention.py"
        asm volatile("mul.f32 %0, %0, %1;\n" : "+f"(*(acc_o + l_1)) : "f"(v_249));
      }
#line 146 "tutorials/12_flash_attention.py"
      const tl::vec<float, 2> v_250 = *reinterpret_cast<const tl::vec<float, 2>*>((l + 0));
      const float v_251 = v_250.v[0];
      const tl::vec<float, 2> v_252 = *reinterpret_cast<const tl::vec<float, 2>*>((r + 0));
      const float v_253 = v_252.v[0];
      const float v_254 = (v_251 * v_253);
      const float v_255 = v_250.v[1];
      const float v_256 = v_252.v[1];
      const float v_257 = (v_255 * v_256);
#line 145 "tutorials/12_flash_attention.py"
      const tl::vec<float, 2> v_258 = tl::vec<float, 2>{{v_254, v_257}};
      *reinterpret_cast<tl::vec<float, 2>*>((l + 0)) = v_258;
#line 147 "tutorials/12_flash_attention.py"
      const float v_259 = acc_s[0];
      const float v_260 = acc_s[1];
      const float v_261 = acc_s[4];
      const float v_262 = acc_s[5];
      const float v_263 = acc_s[8];
      const float v_264 = acc_s[9];
      const float v_265 = acc_s[12];
      const float v_266 = acc_s[13];
      const float v_267 = acc_s[16];
      const float v_268 = acc_s[17];
      const float v_269 = acc_s[20];
      const float v_270 = acc_s[21];
      const float v_271 = acc_s[24];
      const float v_272 = acc_s[25];
      const float v_273 = acc_s[28];
      const float v_274 = acc_s[29];
      const float v_275 = acc_s[32];
      const float v_276 = acc_s[33];
      const float v_277 = acc_s[36];
      const float v_278 = acc_s[37];
      const float v_279 = acc_s[40];
      const float v_280 = acc_s[41];
      const float v_281 = acc_s[44];
      const float v_282 = acc_s[45];
      const float v_283 = acc_s[48];
      const float v_284 = acc_s[49];
      const float v_285 = acc_s[52];
      const float v_286 = acc_s[53];
      const float v_287 = acc_s[56];
      const float v_288 = acc_s[57];
      const float v_289 = acc_s[60];
      const float v_290 = acc_s[61];
      const float v_291 = (v_259 + v_260);
      const float v_292 = (v_261 + v_262);
      const float v_293 = (v_263 + v_264);
      const float v_294 = (v_265 + v_266);
      const float v_295 = (v_267 + v_268);
      const float v_296 = (v_269 + v_270);
      const float v_297 = (v_271 + v_272);
      const float v_298 = (v_273 + v_274);
      const float v_299 = (v_275 + v_276);
      const float v_300 = (v_277 + v_278);
      const float v_301 = (v_279 + v_280);
      const float v_302 = (v_281 + v_282);
      const float v_303 = (v_283 + v_284);
      const float v_304 = (v_285 + v_286);
      const float v_305 = (v_287 + v_288);
      const float v_306 = (v_289 + v_290);
      const float v_307 = (v_291 + v_292);
      const float v_308 = (v_293 + v_294);
      const float v_309 = (v_295 + v_296);
      const float v_310 = (v_297 + v_298);
      const float v_311 = (v_299 + v_300);
      const float v_312 = (v_301 + v_302);
      const float v_313 = (v_303 + v_304);
      const float v_314 = (v_305 + v_306);
      const float v_315 = (v_307 + v_308);
      const float v_316 = (v_309 + v_310);
      const float v_317 = (v_311 + v_312);
      const float v_318 = (v_313 + v_314);
      const float v_319 = (v_315 + v_316);
      const float v_320 = (v_317 + v_318);
      const float v_321 = (v_319 + v_320);
      const float v_322 = tl::shfl<0>(v_321, 1, 32);
      const float v_323 = (v_321 + v_322);
      const float v_324 = tl::shfl<0>(v_323, 2, 32);
      const float v_325 = (v_323 + v_324);
      r[0] = v_325;
      const float v_326 = acc_s[2];
      const float v_327 = acc_s[3];
      const float v_328 = acc_s[6];
      const float v_329 = acc_s[7];
      const float v_330 = acc_s[10];
      const float v_331 = acc_s[11];
      const float v_332 = acc_s[14];
      const float v_333 = acc_s[15];
      const float v_334 = acc_s[18];
      const float v_335 = acc_s[19];
      const float v_336 = acc_s[22];
      const float v_337 = acc_s[23];
      const float v_338 = acc_s[26];
      const float v_339 = acc_s[27];
      const float v_340 = acc_s[30];
      const float v_341 = acc_s[31];
      const float v_342 = acc_s[34];
      const float v_343 = acc_s[35];
      const float v_344 = acc_s[38];
      const float v_345 = acc_s[39];
      const float v_346 = acc_s[42];
      const float v_347 = acc_s[43];
      const float v_348 = acc_s[46];
      const float v_349 = acc_s[47];
      const float v_350 = acc_s[50];
      const float v_351 = acc_s[51];
      const float v_352 = acc_s[54];
      const float v_353 = acc_s[55];
      const float v_354 = acc_s[58];
      const float v_355 = acc_s[59];
      const float v_356 = acc_s[62];
      const float v_357 = acc_s[63];
      const float v_358 = (v_326 + v_327);
      const float v_359 = (v_328 + v_329);
      const float v_360 = (v_330 + v_331);
      const float v_361 = (v_332 + v_333);
      const float v_362 = (v_334 + v_335);
      const float v_363 = (v_336 + v_337);
      const float v_364 = (v_338 + v_339);
      const float v_365 = (v_340 + v_341);
      const float v_366 = (v_342 + v_343);
      const float v_367 = (v_344 + v_345);
      const float v_368 = (v_346 + v_347);
      const float v_369 = (v_348 + v_349);
      const float v_370 = (v_350 + v_351);
      const float v_371 = (v_352 + v_353);
      const float v_372 = (v_354 + v_355);
      const float v_373 = (v_356 + v_357);
      const float v_374 = (v_358 + v_359);
      const float v_375 = (v_360 + v_361);
      const float v_376 = (v_362 + v_363);
      const float v_377 = (v_364 + v_365);
      const float v_378 = (v_366 + v_367);
      const float v_379 = (v_368 + v_369);
      const float v_380 = (v_370 + v_371);
      const float v_381 = (v_372 + v_373);
      const float v_382 = (v_374 + v_375);
      const float v_383 = (v_376 + v_377);
      const float v_384 = (v_378 + v_379);
      const float v_385 = (v_380 + v_381);
      const float v_386 = (v_382 + v_383);
      const float v_387 = (v_384 + v_385);
      const float v_388 = (v_386 + v_387);
      const float v_389 = tl::shfl<0>(v_388, 1, 32);
      const float v_390 = (v_388 + v_389);
      const float v_391 = tl::shfl<0>(v_390, 2, 32);
      const float v_392 = (v_390 + v_391);
      r[1] = v_392;
#line 149 "tutorials/12_flash_attention.py"
      const tl::vec<float, 2> v_393 = *reinterpret_cast<const tl::vec<float, 2>*>((l + 0));
      const float v_394 = v_393.v[0];
      const tl::vec<float, 2> v_395 = *reinterpret_cast<const tl::vec<float, 2>*>((r + 0));
      const float v_396 = v_395.v[0];
      const float v_397 = (v_394 + v_396);
      const float v_398 = v_393.v[1];
      const float v_399 = v_395.v[1];
      const float v_400 = (v_398 + v_399);
#line 148 "tutorials/12_flash_attention.py"
      const tl::vec<float, 2> v_401 = tl::vec<float, 2>{{v_397, v_400}};
      *reinterpret_cast<tl::vec<float, 2>*>((l + 0)) = v_401;
#line 151 "tutorials/12_flash_attention.py"
      #pragma unroll
      for (int l_v_3 = 0; l_v_3 < 16; l_v_3 += 1) {
        const int v_402 = (l_v_3 * 4);
        const tl::vec<float, 4> v_403 = *reinterpret_cast<const tl::vec<float, 4>*>((acc_s + v_402));
        const float v_404 = v_403.v[0];
        const half v_405 = tl::cast<half>(v_404);
        const int v_406 = (l_v_3 % 4);
        const int v_407 = (v_406 * 2);
        const int v_408 = (v_402 / 16);
        const int v_409 = (v_408 * 16);
        const int v_410 = (v_407 + v_409);
        const float v_411 = v_403.v[1];
        const half v_412 = tl::cast<half>(v_411);
        const tl::vec<half, 2> v_413 = tl::vec<half, 2>{{v_405, v_412}};
        *reinterpret_cast<tl::vec<half, 2>*>((P + v_410)) = v_413;
        const float v_414 = v_403.v[2];
        const half v_415 = tl::cast<half>(v_414);
        const int v_416 = (v_410 + 8);
        const float v_417 = v_403.v[3];
        const half v_418 = tl::cast<half>(v_417);
        const tl::vec<half, 2> v_419 = tl::vec<half, 2>{{v_415, v_418}};
        *reinterpret_cast<tl::vec<half, 2>*>((P + v_416)) = v_419;
      }
#line 152 "tutorials/12_flash_attention.py"
      tl::wgmma_fence<64, 32>(acc_o, P);
      const unsigned long long v_420 = tl::wgmma_desc<128, 16384, 1024>((V_s + (v_34) * 64 + 0));
      asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %69, 0;\nwgmma.mma_async.sync.aligned.m64n128k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16, %17, %18, %19, %20, %21, %22, %23, %24, %25, %26, %27, %28, %29, %30, %31, %32, %33, %34, %35, %36, %37, %38, %39, %40, %41, %42, %43, %44, %45, %46, %47, %48, %49, %50, %51, %52, %53, %54, %55, %56, %57, %58, %59, %60, %61, %62, %63}, {%64, %65, %66, %67}, %68, p, 1, 1, 1;\n}\n" : "+f"(acc_o[0 + 0]), "+f"(acc_o[0 + 1]), "+f"(acc_o[0 + 2]), "+f"(acc_o[0 + 3]), "+f"(acc_o[0 + 4]), "+f"(acc_o[0 + 5]), "+f"(acc_o[0 + 6]), "+f"(acc_o[0 + 7]), "+f"(acc_o[0 + 8]), "+f"(acc_o[0 + 9]), "+f"(acc_o[0 + 10]), "+f"(acc_o[0 + 11]), "+f"(acc_o[0 + 12]), "+f"(acc_o[0 + 13]), "+f"(acc_o[0 + 14]), "+f"(acc_o[0 + 15]), "+f"(acc_o[0 + 16]), "+f"(acc_o[0 + 17]), "+f"(acc_o[0 + 18]), "+f"(acc_o[0 + 19]), "+f"(acc_o[0 + 20]), "+f"(acc_o[0 + 21]), "+f"(acc_o[0 + 22]), "+f"(acc_o[0 + 23]), "+f"(acc_o[0 + 24]), "+f"(acc_o[0 + 25]), "+f"(acc_o[0 + 26]), "+f"(acc_o[0 + 27]), "+f"(acc_o[0 + 28]), "+f"(acc_o[0 + 29]), "+f"(acc_o[0 + 30]), "+f"(acc_o[0 + 31]), "+f"(acc_o[0 + 32]), "+f"(acc_o[0 + 33]), "+f"(acc_o[0 + 34]), "+f"(acc_o[0 + 35]), "+f"(acc_o[0 + 36]), "+f"(acc_o[0 + 37]), "+f"(acc_o[0 + 38]), "+f"(acc_o[0 + 39]), "+f"(acc_o[0 + 40]), "+f"(acc_o[0 + 41]), "+f"(acc_o[0 + 42]), "+f"(acc_o[0 + 43]), "+f"(acc_o[0 + 44]), "+f"(acc_o[0 + 45]), "+f"(acc_o[0 + 46]), "+f"(acc_o[0 + 47]), "+f"(acc_o[0 + 48]), "+f"(acc_o[0 + 49]), "+f"(acc_o[0 + 50]), "+f"(acc_o[0 + 51]), "+f"(acc_o[0 + 52]), "+f"(acc_o[0 + 53]), "+f"(acc_o[0 + 54]), "+f"(acc_o[0 + 55]), "+f"(acc_o[0 + 56]), "+f"(acc_o[0 + 57]), "+f"(acc_o[0 + 58]), "+f"(acc_o[0 + 59]), "+f"(acc_o[0 + 60]), "+f"(acc_o[0 + 61]), "+f"(acc_o[0 + 62]), "+f"(acc_o[0 + 63]) : "r"(*reinterpret_cast<const unsigned*>(&P[0 + 0])), "r"(*reinterpret_cast<const unsigned*>(&P[0 + 8])), "r"(*reinterpret_cast<const unsigned*>(&P[0 + 2])), "r"(*reinterpret_cast<const unsigned*>(&P[0 + 10])), "l"(v_420), "r"(1));
      const int v_421 = (v_34 + 16);
      const unsigned long long v_422 = tl::wgmma_desc<128, 16384, 1024>((V_s + (v_421) * 64 + 0));
      asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %69, 0;\nwgmma.mma_async.sync.aligned.m64n128k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16, %17, %18, %19, %20, %21, %22, %23, %24, %25, %26, %27, %28, %29, %30, %31, %32, %33, %34, %35, %36, %37, %38, %39, %40, %41, %42, %43, %44, %45, %46, %47, %48, %49, %50, %51, %52, %53, %54, %55, %56, %57, %58, %59, %60, %61, %62, %63}, {%64, %65, %66, %67}, %68, p, 1, 1, 1;\n}\n" : "+f"(acc_o[0 + 0]), "+f"(acc_o[0 + 1]), "+f"(acc_o[0 + 2]), "+f"(acc_o[0 + 3]), "+f"(acc_o[0 + 4]), "+f"(acc_o[0 + 5]), "+f"(acc_o[0 + 6]), "+f"(acc_o[0 + 7]), "+f"(acc_o[0 + 8]), "+f"(acc_o[0 + 9]), "+f"(acc_o[0 + 10]), "+f"(acc_o[0 + 11]), "+f"(acc_o[0 + 12]), "+f"(acc_o[0 + 13]), "+f"(acc_o[0 + 14]), "+f"(acc_o[0 + 15]), "+f"(acc_o[0 + 16]), "+f"(acc_o[0 + 17]), "+f"(acc_o[0 + 18]), "+f"(acc_o[0 + 19]), "+f"(acc_o[0 + 20]), "+f"(acc_o[0 + 21]), "+f"(acc_o[0 + 22]), "+f"(acc_o[0 + 23]), "+f"(acc_o[0 + 24]), "+f"(acc_o[0 + 25]), "+f"(acc_o[0 + 26]), "+f"(acc_o[0 + 27]), "+f"(acc_o[0 + 28]), "+f"(acc_o[0 + 29]), "+f"(acc_o[0 + 30]), "+f"(acc_o[0 + 31]), "+f"(acc_o[0 + 32]), "+f"(acc_o[0 + 33]), "+f"(acc_o[0 + 34]), "+f"(acc_o[0 + 35]), "+f"(acc_o[0 + 36]), "+f"(acc_o[0 + 37]), "+f"(acc_o[0 + 38]), "+f"(acc_o[0 + 39]), "+f"(acc_o[0 + 40]), "+f"(acc_o[0 + 41]), "+f"(acc_o[0 + 42]), "+f"(acc_o[0 + 43]), "+f"(acc_o[0 + 44]), "+f"(acc_o[0 + 45]), "+f"(acc_o[0 + 46]), "+f"(acc_o[0 + 47]), "+f"(acc_o[0 + 48]), "+f"(acc_o[0 + 49]), "+f"(acc_o[0 + 50]), "+f"(acc_o[0 + 51]), "+f"(acc_o[0 + 52]), "+f"(acc_o[0 + 53]), "+f"(acc_o[0 + 54]), "+f"(acc_o[0 + 55]), "+f"(acc_o[0 + 56]), "+f"(acc_o[0 + 57]), "+f"(acc_o[0 + 58]), "+f"(acc_o[0 + 59]), "+f"(acc_o[0 + 60]), "+f"(acc_o[0 + 61]), "+f"(acc_o[0 + 62]), "+f"(acc_o[0 + 63]) : "r"(*reinterpret_cast<const unsigned*>(&P[4 + 0])), "r"(*reinterpret_cast<const unsigned*>(&P[4 + 8])), "r"(*reinterpret_cast<const unsigned*>(&P[4 + 2])), "r"(*reinterpret_cast<const unsigned*>(&P[4 + 10])), "l"(v_422), "r"(1));
      const int v_423 = (v_34 + 32);
      const unsigned long long v_424 = tl::wgmma_desc<128, 16384, 1024>((V_s + (v_423) * 64 + 0));
      asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %69, 0;\nwgmma.mma_async.sync.aligned.m64n128k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16, %17, %18, %19, %20, %21, %22, %23, %24, %25, %26, %27, %28, %29, %30, %31, %32, %33, %34, %35, %36, %37, %38, %39, %40, %41, %42, %43, %44, %45, %46, %47, %48, %49, %50, %51, %52, %53, %54, %55, %56, %57, %58, %59, %60, %61, %62, %63}, {%64, %65, %66, %67}, %68, p, 1, 1, 1;\n}\n" : "+f"(acc_o[0 + 0]), "+f"(acc_o[0 + 1]), "+f"(acc_o[0 + 2]), "+f"(acc_o[0 + 3]), "+f"(acc_o[0 + 4]), "+f"(acc_o[0 + 5]), "+f"(acc_o[0 + 6]), "+f"(acc_o[0 + 7]), "+f"(acc_o[0 + 8]), "+f"(acc_o[0 + 9]), "+f"(acc_o[0 + 10]), "+f"(acc_o[0 + 11]), "+f"(acc_o[0 + 12]), "+f"(acc_o[0 + 13]), "+f"(acc_o[0 + 14]), "+f"(acc_o[0 + 15]), "+f"(acc_o[0 + 16]), "+f"(acc_o[0 + 17]), "+f"(acc_o[0 + 18]), "+f"(acc_o[0 + 19]), "+f"(acc_o[0 + 20]), "+f"(acc_o[0 + 21]), "+f"(acc_o[0 + 22]), "+f"(acc_o[0 + 23]), "+f"(acc_o[0 + 24]), "+f"(acc_o[0 + 25]), "+f"(acc_o[0 + 26]), "+f"(acc_o[0 + 27]), "+f"(acc_o[0 + 28]), "+f"(acc_o[0 + 29]), "+f"(acc_o[0 + 30]), "+f"(acc_o[0 + 31]), "+f"(acc_o[0 + 32]), "+f"(acc_o[0 + 33]), "+f"(acc_o[0 + 34]), "+f"(acc_o[0 + 35]), "+f"(acc_o[0 + 36]), "+f"(acc_o[0 + 37]), "+f"(acc_o[0 + 38]), "+f"(acc_o[0 + 39]), "+f"(acc_o[0 + 40]), "+f"(acc_o[0 + 41]), "+f"(acc_o[0 + 42]), "+f"(acc_o[0 + 43]), "+f"(acc_o[0 + 44]), "+f"(acc_o[0 + 45]), "+f"(acc_o[0 + 46]), "+f"(acc_o[0 + 47]), "+f"(acc_o[0 + 48]), "+f"(acc_o[0 + 49]), "+f"(acc_o[0 + 50]), "+f"(acc_o[0 + 51]), "+f"(acc_o[0 + 52]), "+f"(acc_o[0 + 53]), "+f"(acc_o[0 + 54]), "+f"(acc_o[0 + 55]), "+f"(acc_o[0 + 56]), "+f"(acc_o[0 + 57]), "+f"(acc_o[0 + 58]), "+f"(acc_o[0 + 59]), "+f"(acc_o[0 + 60]), "+f"(acc_o[0 + 61]), "+f"(acc_o[0 + 62]), "+f"(acc_o[0 + 63]) : "r"(*reinterpret_cast<const unsigned*>(&P[16 + 0])), "r"(*reinterpret_cast<const unsigned*>(&P[16 + 8])), "r"(*reinterpret_cast<const unsigned*>(&P[16 + 2])), "r"(*reinterpret_cast<const unsigned*>(&P[16 + 10])), "l"(v_424), "r"(1));
      const int v_425 = (v_34 + 48);
      const unsigned long long v_426 = tl::wgmma_desc<128, 16384, 1024>((V_s + (v_425) * 64 + 0));
      asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %69, 0;\nwgmma.mma_async.sync.aligned.m64n128k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16, %17, %18, %19, %20, %21, %22, %23, %24, %25, %26, %27, %28, %29, %30, %31, %32, %33, %34, %35, %36, %37, %38, %39, %40, %41, %42, %43, %44, %45, %46, %47, %48, %49, %50, %51, %52, %53, %54, %55, %56, %57, %58, %59, %60, %61, %62, %63}, {%64, %65, %66, %67}, %68, p, 1, 1, 1;\n}\n" : "+f"(acc_o[0 + 0]), "+f"(acc_o[0 + 1]), "+f"(acc_o[0 + 2]), "+f"(acc_o[0 + 3]), "+f"(acc_o[0 + 4]), "+f"(acc_o[0 + 5]), "+f"(acc_o[0 + 6]), "+f"(acc_o[0 + 7]), "+f"(acc_o[0 + 8]), "+f"(acc_o[0 + 9]), "+f"(acc_o[0 + 10]), "+f"(acc_o[0 + 11]), "+f"(acc_o[0 + 12]), "+f"(acc_o[0 + 13]), "+f"(acc_o[0 + 14]), "+f"(acc_o[0 + 15]), "+f"(acc_o[0 + 16]), "+f"(acc_o[0 + 17]), "+f"(acc_o[0 + 18]), "+f"(acc_o[0 + 19]), "+f"(acc_o[0 + 20]), "+f"(acc_o[0 + 21]), "+f"(acc_o[0 + 22]), "+f"(acc_o[0 + 23]), "+f"(acc_o[0 + 24]), "+f"(acc_o[0 + 25]), "+f"(acc_o[0 + 26]), "+f"(acc_o[0 + 27]), "+f"(acc_o[0 + 28]), "+f"(acc_o[0 + 29]), "+f"(acc_o[0 + 30]), "+f"(acc_o[0 + 31]), "+f"(acc_o[0 + 32]), "+f"(acc_o[0 + 33]), "+f"(acc_o[0 + 34]), "+f"(acc_o[0 + 35]), "+f"(acc_o[0 + 36]), "+f"(acc_o[0 + 37]), "+f"(acc_o[0 + 38]), "+f"(acc_o[0 + 39]), "+f"(acc_o[0 + 40]), "+f"(acc_o[0 + 41]), "+f"(acc_o[0 + 42]), "+f"(acc_o[0 + 43]), "+f"(acc_o[0 + 44]), "+f"(acc_o[0 + 45]), "+f"(acc_o[0 + 46]), "+f"(acc_o[0 + 47]), "+f"(acc_o[0 + 48]), "+f"(acc_o[0 + 49]), "+f"(acc_o[0 + 50]), "+f"(acc_o[0 + 51]), "+f"(acc_o[0 + 52]), "+f"(acc_o[0 + 53]), "+f"(acc_o[0 + 54]), "+f"(acc_o[0 + 55]), "+f"(acc_o[0 + 56]), "+f"(acc_o[0 + 57]), "+f"(acc_o[0 + 58]), "+f"(acc_o[0 + 59]), "+f"(acc_o[0 + 60]), "+f"(acc_o[0 + 61]), "+f"(acc_o[0 + 62]), "+f"(acc_o[0 + 63]) : "r"(*reinterpret_cast<const unsigned*>(&P[20 + 0])), "r"(*reinterpret_cast<const unsigned*>(&P[20 + 8])), "r"(*reinterpret_cast<const unsigned*>(&P[20 + 2])), "r"(*reinterpret_cast<const unsigned*>(&P[20 + 10])), "l"(v_426), "r"(1));
      const int v_427 = (v_34 + 64);
      const unsigned long long v_428 = tl::wgmma_desc<128, 16384, 1024>((V_s + (v_427) * 64 + 0));
      asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %69, 0;\nwgmma.mma_async.sync.aligned.m64n128k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16, %17, %18, %19, %20, %21, %22, %23, %24, %25, %26, %27, %28, %29, %30, %31, %32, %33, %34, %35, %36, %37, %38, %39, %40, %41, %42, %43, %44, %45, %46, %47, %48, %49, %50, %51, %52, %53, %54, %55, %56, %57, %58, %59, %60, %61, %62, %63}, {%64, %65, %66, %67}, %68, p, 1, 1, 1;\n}\n" : "+f"(acc_o[0 + 0]), "+f"(acc_o[0 + 1]), "+f"(acc_o[0 + 2]), "+f"(acc_o[0 + 3]), "+f"(acc_o[0 + 4]), "+f"(acc_o[0 + 5]), "+f"(acc_o[0 + 6]), "+f"(acc_o[0 + 7]), "+f"(acc_o[0 + 8]), "+f"(acc_o[0 + 9]), "+f"(acc_o[0 + 10]), "+f"(acc_o[0 + 11]), "+f"(acc_o[0 + 12]), "+f"(acc_o[0 + 13]), "+f"(acc_o[0 + 14]), "+f"(acc_o[0 + 15]), "+f"(acc_o[0 + 16]), "+f"(acc_o[0 + 17]), "+f"(acc_o[0 + 18]), "+f"(acc_o[0 + 19]), "+f"(acc_o[0 + 20]), "+f"(acc_o[0 + 21]), "+f"(acc_o[0 + 22]), "+f"(acc_o[0 + 23]), "+f"(acc_o[0 + 24]), "+f"(acc_o[0 + 25]), "+f"(acc_o[0 + 26]), "+f"(acc_o[0 + 27]), "+f"(acc_o[0 + 28]), "+f"(acc_o[0 + 29]), "+f"(acc_o[0 + 30]), "+f"(acc_o[0 + 31]), "+f"(acc_o[0 + 32]), "+f"(acc_o[0 + 33]), "+f"(acc_o[0 + 34]), "+f"(acc_o[0 + 35]), "+f"(acc_o[0 + 36]), "+f"(acc_o[0 + 37]), "+f"(acc_o[0 + 38]), "+f"(acc_o[0 + 39]), "+f"(acc_o[0 + 40]), "+f"(acc_o[0 + 41]), "+f"(acc_o[0 + 42]), "+f"(acc_o[0 + 43]), "+f"(acc_o[0 + 44]), "+f"(acc_o[0 + 45]), "+f"(acc_o[0 + 46]), "+f"(acc_o[0 + 47]), "+f"(acc_o[0 + 48]), "+f"(acc_o[0 + 49]), "+f"(acc_o[0 + 50]), "+f"(acc_o[0 + 51]), "+f"(acc_o[0 + 52]), "+f"(acc_o[0 + 53]), "+f"(acc_o[0 + 54]), "+f"(acc_o[0 + 55]), "+f"(acc_o[0 + 56]), "+f"(acc_o[0 + 57]), "+f"(acc_o[0 + 58]), "+f"(acc_o[0 + 59]), "+f"(acc_o[0 + 60]), "+f"(acc_o[0 + 61]), "+f"(acc_o[0 + 62]), "+f"(acc_o[0 + 63]) : "r"(*reinterpret_cast<const unsigned*>(&P[32 + 0])), "r"(*reinterpret_cast<const unsigned*>(&P[32 + 8])), "r"(*reinterpret_cast<const unsigned*>(&P[32 + 2])), "r"(*reinterpret_cast<const unsigned*>(&P[32 + 10])), "l"(v_428), "r"(1));
      const int v_429 = (v_34 + 80);
      const unsigned long long v_430 = tl::wgmma_desc<128, 16384, 1024>((V_s + (v_429) * 64 + 0));
      asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %69, 0;\nwgmma.mma_async.sync.aligned.m64n128k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16, %17, %18, %19, %20, %21, %22, %23, %24, %25, %26, %27, %28, %29, %30, %31, %32, %33, %34, %35, %36, %37, %38, %39, %40, %41, %42, %43, %44, %45, %46, %47, %48, %49, %50, %51, %52, %53, %54, %55, %56, %57, %58, %59, %60, %61, %62, %63}, {%64, %65, %66, %67}, %68, p, 1, 1, 1;\n}\n" : "+f"(acc_o[0 + 0]), "+f"(acc_o[0 + 1]), "+f"(acc_o[0 + 2]), "+f"(acc_o[0 + 3]), "+f"(acc_o[0 + 4]), "+f"(acc_o[0 + 5]), "+f"(acc_o[0 + 6]), "+f"(acc_o[0 + 7]), "+f"(acc_o[0 + 8]), "+f"(acc_o[0 + 9]), "+f"(acc_o[0 + 10]), "+f"(acc_o[0 + 11]), "+f"(acc_o[0 + 12]), "+f"(acc_o[0 + 13]), "+f"(acc_o[0 + 14]), "+f"(acc_o[0 + 15]), "+f"(acc_o[0 + 16]), "+f"(acc_o[0 + 17]), "+f"(acc_o[0 + 18]), "+f"(acc_o[0 + 19]), "+f"(acc_o[0 + 20]), "+f"(acc_o[0 + 21]), "+f"(acc_o[0 + 22]), "+f"(acc_o[0 + 23]), "+f"(acc_o[0 + 24]), "+f"(acc_o[0 + 25]), "+f"(acc_o[0 + 26]), "+f"(acc_o[0 + 27]), "+f"(acc_o[0 + 28]), "+f"(acc_o[0 + 29]), "+f"(acc_o[0 + 30]), "+f"(acc_o[0 + 31]), "+f"(acc_o[0 + 32]), "+f"(acc_o[0 + 33]), "+f"(acc_o[0 + 34]), "+f"(acc_o[0 + 35]), "+f"(acc_o[0 + 36]), "+f"(acc_o[0 + 37]), "+f"(acc_o[0 + 38]), "+f"(acc_o[0 + 39]), "+f"(acc_o[0 + 40]), "+f"(acc_o[0 + 41]), "+f"(acc_o[0 + 42]), "+f"(acc_o[0 + 43]), "+f"(acc_o[0 + 44]), "+f"(acc_o[0 + 45]), "+f"(acc_o[0 + 46]), "+f"(acc_o[0 + 47]), "+f"(acc_o[0 + 48]), "+f"(acc_o[0 + 49]), "+f"(acc_o[0 + 50]), "+f"(acc_o[0 + 51]), "+f"(acc_o[0 + 52]), "+f"(acc_o[0 + 53]), "+f"(acc_o[0 + 54]), "+f"(acc_o[0 + 55]), "+f"(acc_o[0 + 56]), "+f"(acc_o[0 + 57]), "+f"(acc_o[0 + 58]), "+f"(acc_o[0 + 59]), "+f"(acc_o[0 + 60]), "+f"(acc_o[0 + 61]), "+f"(acc_o[0 + 62]), "+f"(acc_o[0 + 63]) : "r"(*reinterpret_cast<const unsigned*>(&P[36 + 0])), "r"(*reinterpret_cast<const unsigned*>(&P[36 + 8])), "r"(*reinterpret_cast<const unsigned*>(&P[36 + 2])), "r"(*reinterpret_cast<const unsigned*>(&P[36 + 10])), "l"(v_430), "r"(1));
      const int v_431 = (v_34 + 96);
      const unsigned long long v_432 = tl::wgmma_desc<128, 16384, 1024>((V_s + (v_431) * 64 + 0));
      asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %69, 0;\nwgmma.mma_async.sync.aligned.m64n128k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16, %17, %18, %19, %20, %21, %22, %23, %24, %25, %26, %27, %28, %29, %30, %31, %32, %33, %34, %35, %36, %37, %38, %39, %40, %41, %42, %43, %44, %45, %46, %47, %48, %49, %50, %51, %52, %53, %54, %55, %56, %57, %58, %59, %60, %61, %62, %63}, {%64, %65, %66, %67}, %68, p, 1, 1, 1;\n}\n" : "+f"(acc_o[0 + 0]), "+f"(acc_o[0 + 1]), "+f"(acc_o[0 + 2]), "+f"(acc_o[0 + 3]), "+f"(acc_o[0 + 4]), "+f"(acc_o[0 + 5]), "+f"(acc_o[0 + 6]), "+f"(acc_o[0 + 7]), "+f"(acc_o[0 + 8]), "+f"(acc_o[0 + 9]), "+f"(acc_o[0 + 10]), "+f"(acc_o[0 + 11]), "+f"(acc_o[0 + 12]), "+f"(acc_o[0 + 13]), "+f"(acc_o[0 + 14]), "+f"(acc_o[0 + 15]), "+f"(acc_o[0 + 16]), "+f"(acc_o[0 + 17]), "+f"(acc_o[0 + 18]), "+f"(acc_o[0 + 19]), "+f"(acc_o[0 + 20]), "+f"(acc_o[0 + 21]), "+f"(acc_o[0 + 22]), "+f"(acc_o[0 + 23]), "+f"(acc_o[0 + 24]), "+f"(acc_o[0 + 25]), "+f"(acc_o[0 + 26]), "+f"(acc_o[0 + 27]), "+f"(acc_o[0 + 28]), "+f"(acc_o[0 + 29]), "+f"(acc_o[0 + 30]), "+f"(acc_o[0 + 31]), "+f"(acc_o[0 + 32]), "+f"(acc_o[0 + 33]), "+f"(acc_o[0 + 34]), "+f"(acc_o[0 + 35]), "+f"(acc_o[0 + 36]), "+f"(acc_o[0 + 37]), "+f"(acc_o[0 + 38]), "+f"(acc_o[0 + 39]), "+f"(acc_o[0 + 40]), "+f"(acc_o[0 + 41]), "+f"(acc_o[0 + 42]), "+f"(acc_o[0 + 43]), "+f"(acc_o[0 + 44]), "+f"(acc_o[0 + 45]), "+f"(acc_o[0 + 46]), "+f"(acc_o[0 + 47]), "+f"(acc_o[0 + 48]), "+f"(acc_o[0 + 49]), "+f"(acc_o[0 + 50]), "+f"(acc_o[0 + 51]), "+f"(acc_o[0 + 52]), "+f"(acc_o[0 + 53]), "+f"(acc_o[0 + 54]), "+f"(acc_o[0 + 55]), "+f"(acc_o[0 + 56]), "+f"(acc_o[0 + 57]), "+f"(acc_o[0 + 58]), "+f"(acc_o[0 + 59]), "+f"(acc_o[0 + 60]), "+f"(acc_o[0 + 61]), "+f"(acc_o[0 + 62]), "+f"(acc_o[0 + 63]) : "r"(*reinterpret_cast<const unsigned*>(&P[48 + 0])), "r"(*reinterpret_cast<const unsigned*>(&P[48 + 8])), "r"(*reinterpret_cast<const unsigned*>(&P[48 + 2])), "r"(*reinterpret_cast<const unsigned*>(&P[48 + 10])), "l"(v_432), "r"(1));
      const int v_433 = (v_34 + 112);
      const unsigned long long v_434 = tl::wgmma_desc<128, 16384, 1024>((V_s + (v_433) * 64 + 0));
      asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %69, 0;\nwgmma.mma_async.sync.aligned.m64n128k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16, %17, %18, %19, %20, %21, %22, %23, %24, %25, %26, %27, %28, %29, %30, %31, %32, %33, %34, %35, %36, %37, %38, %39, %40, %41, %42, %43, %44, %45, %46, %47, %48, %49, %50, %51, %52, %53, %54, %55, %56, %57, %58, %59, %60, %61, %62, %63}, {%64, %65, %66, %67}, %68, p, 1, 1, 1;\n}\n" : "+f"(acc_o[0 + 0]), "+f"(acc_o[0 + 1]), "+f"(acc_o[0 + 2]), "+f"(acc_o[0 + 3]), "+f"(acc_o[0 + 4]), "+f"(acc_o[0 + 5]), "+f"(acc_o[0 + 6]), "+f"(acc_o[0 + 7]), "+f"(acc_o[0 + 8]), "+f"(acc_o[0 + 9]), "+f"(acc_o[0 + 10]), "+f"(acc_o[0 + 11]), "+f"(acc_o[0 + 12]), "+f"(acc_o[0 + 13]), "+f"(acc_o[0 + 14]), "+f"(acc_o[0 + 15]), "+f"(acc_o[0 + 16]), "+f"(acc_o[0 + 17]), "+f"(acc_o[0 + 18]), "+f"(acc_o[0 + 19]), "+f"(acc_o[0 + 20]), "+f"(acc_o[0 + 21]), "+f"(acc_o[0 + 22]), "+f"(acc_o[0 + 23]), "+f"(acc_o[0 + 24]), "+f"(acc_o[0 + 25]), "+f"(acc_o[0 + 26]), "+f"(acc_o[0 + 27]), "+f"(acc_o[0 + 28]), "+f"(acc_o[0 + 29]), "+f"(acc_o[0 + 30]), "+f"(acc_o[0 + 31]), "+f"(acc_o[0 + 32]), "+f"(acc_o[0 + 33]), "+f"(acc_o[0 + 34]), "+f"(acc_o[0 + 35]), "+f"(acc_o[0 + 36]), "+f"(acc_o[0 + 37]), "+f"(acc_o[0 + 38]), "+f"(acc_o[0 + 39]), "+f"(acc_o[0 + 40]), "+f"(acc_o[0 + 41]), "+f"(acc_o[0 + 42]), "+f"(acc_o[0 + 43]), "+f"(acc_o[0 + 44]), "+f"(acc_o[0 + 45]), "+f"(acc_o[0 + 46]), "+f"(acc_o[0 + 47]), "+f"(acc_o[0 + 48]), "+f"(acc_o[0 + 49]), "+f"(acc_o[0 + 50]), "+f"(acc_o[0 + 51]), "+f"(acc_o[0 + 52]), "+f"(acc_o[0 + 53]), "+f"(acc_o[0 + 54]), "+f"(acc_o[0 + 55]), "+f"(acc_o[0 + 56]), "+f"(acc_o[0 + 57]), "+f"(acc_o[0 + 58]), "+f"(acc_o[0 + 59]), "+f"(acc_o[0 + 60]), "+f"(acc_o[0 + 61]), "+f"(acc_o[0 + 62]), "+f"(acc_o[0 + 63]) : "r"(*reinterpret_cast<const unsigned*>(&P[52 + 0])), "r"(*reinterpret_cast<const unsigned*>(&P[52 + 8])), "r"(*reinterpret_cast<const unsigned*>(&P[52 + 2])), "r"(*reinterpret_cast<const unsigned*>(&P[52 + 10])), "l"(v_434), "r"(1));
      tl::wgmma_commit();
      tl::wgmma_wait<0, 64, 32>(acc_o, P);
#line 126 "tutorials/12_flash_attention.py"
      __syncwarp();
      if ((threadIdx.x & 31) == 0) tl::mbar_arrive((empty_bar + r_1));
      const bool v_435 = (r_1 == 1);
      const int v_436 = (r_1 + 1);
      const int v_437 = (v_435 ? 0 : v_436);
      r_1 = v_437;
    }
    tl::wgmma_wait_defining<0, 64>(acc_o);
#line 153 "tutorials/12_flash_attention.py"
    #pragma unroll
    for (int l_v_4 = 0; l_v_4 < 16; l_v_4 += 1) {
      const int v_438 = (l_v_4 * 4);
#line 154 "tutorials/12_flash_attention.py"
      const tl::vec<float, 4> v_439 = *reinterpret_cast<const tl::vec<float, 4>*>((acc_o + v_438));
      const float v_440 = v_439.v[0];
      const float v_441 = l[0];
      const float v_442 = (v_440 / v_441);
      const float v_443 = v_439.v[1];
      const float v_444 = (v_443 / v_441);
      const float v_445 = v_439.v[2];
      const float v_446 = l[1];
      const float v_447 = (v_445 / v_446);
      const float v_448 = v_439.v[3];
      const float v_449 = (v_448 / v_446);
#line 153 "tutorials/12_flash_attention.py"
      const tl::vec<float, 4> v_450 = tl::vec<float, 4>{{v_442, v_444, v_447, v_449}};
      *reinterpret_cast<tl::vec<float, 4>*>((acc_o + v_438)) = v_450;
    }
#line 155 "tutorials/12_flash_attention.py"
    const bool v_451 = (v_31 < 4096);
    const bool v_452 = (v_32 < 4096);
    #pragma unroll
    for (int l_v_5 = 0; l_v_5 < 16; l_v_5 += 1) {
      const int v_453 = (l_v_5 * 4);
      const int v_454 = (l_v_5 * 8);
      const int v_455 = (v_454 + v_30);
      const tl::vec<float, 4> v_456 = *reinterpret_cast<const tl::vec<float, 4>*>((acc_o + v_453));
      const float v_457 = v_456.v[0];
      const half v_458 = tl::cast<half>(v_457);
      const float v_459 = v_456.v[1];
      const half v_460 = tl::cast<half>(v_459);
      if (v_451) {
        const tl::vec<half, 2> v_461 = tl::vec<half, 2>{{v_458, v_460}};
        *reinterpret_cast<tl::vec<half, 2>*>((O + ((((int)blockIdx.z) * 16 + (int)blockIdx.y) * 4096 + v_31) * 128 + v_455)) = v_461;
      }
      const float v_462 = v_456.v[2];
      const half v_463 = tl::cast<half>(v_462);
      const float v_464 = v_456.v[3];
      const half v_465 = tl::cast<half>(v_464);
      if (v_452) {
        const tl::vec<half, 2> v_466 = tl::vec<half, 2>{{v_463, v_465}};
        *reinterpret_cast<tl::vec<half, 2>*>((O + ((((int)blockIdx.z) * 16 + (int)blockIdx.y) * 4096 + v_32) * 128 + v_455)) = v_466;
      }
    }
#line 126 "tutorials/12_flash_attention.py"
  } else {
    tl::set_max_nreg<40, false>();
    const bool v_467 = (tid == 256);
    if (v_467) {
      int r_2 = 0;
      for (int kb_1 = 0; kb_1 < n; kb_1 += 1) {
        const int v_468 = (kb_1 / 2);
        const int v_469 = (v_468 + 1);
        const int v_470 = (v_469 % 2);
        tl::mbar_wait((empty_bar + r_2), v_470);
#line 127 "tutorials/12_flash_attention.py"
        const int v_471 = (kb_1 * 128);
#line 126 "tutorials/12_flash_attention.py"
        const int v_472 = (r_2 * 256);
#line 127 "tutorials/12_flash_attention.py"
        tl::mbar_expect_tx((tma_bar + r_2), 32768);
        tl::tma_load((K_s + (v_472) * 64 + 0), &K_tmap, (tma_bar + r_2), 0, v_471, (int)blockIdx.y, (int)blockIdx.z);
        tl::tma_load((unsigned char*)(K_s + (v_472) * 64 + 0) + 16384, &K_tmap, (tma_bar + r_2), 0 + 64, v_471, (int)blockIdx.y, (int)blockIdx.z);
#line 128 "tutorials/12_flash_attention.py"
        tl::mbar_expect_tx((tma_bar + r_2), 32768);
        tl::tma_load((V_s + (v_472) * 64 + 0), &V_tmap, (tma_bar + r_2), 0, v_471, (int)blockIdx.y, (int)blockIdx.z);
        tl::tma_load((unsigned char*)(V_s + (v_472) * 64 + 0) + 16384, &V_tmap, (tma_bar + r_2), 0 + 64, v_471, (int)blockIdx.y, (int)blockIdx.z);
#line 126 "tutorials/12_flash_attention.py"
        const bool v_473 = (r_2 == 1);
        const int v_474 = (r_2 + 1);
        const int v_475 = (v_473 ? 0 : v_474);
        r_2 = v_475;
      }
    }
  }
}
