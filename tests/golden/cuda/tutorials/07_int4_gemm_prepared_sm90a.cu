// tutorials/07_fast_dequant_layout.py --compile-only: int4_gemm(prepared); sm_90a
// written by `python scripts/update_golden.py` (never by hand): the CUDA source after prelude.cuh and a blank line, #line paths repository-relative
#line 96 "tutorials/07_fast_dequant_layout.py"
extern "C" __global__ void __launch_bounds__(128) main_kernel(half* __restrict__ A, unsigned char* __restrict__ B, half* __restrict__ Scales, half* __restrict__ C, const __grid_constant__ tl::TensorMap A_tmap) {
  extern __shared__ __align__(1024) unsigned char tl_smem[];
  const int tid = (int)threadIdx.x;
#line 105 "tutorials/07_fast_dequant_layout.py"
  unsigned long long* const tma_bar = reinterpret_cast<unsigned long long*>(tl_smem + 61440);
  if (threadIdx.x == 0 && threadIdx.y == 0 && threadIdx.z == 0) {
    for (int i = 0; i < 3; ++i) tl::mbar_init(tma_bar + i, 1);
    tl::fence_mbar_init();
  }
  __syncthreads();
#line 97 "tutorials/07_fast_dequant_layout.py"
  half* const A_s = reinterpret_cast<half*>(tl_smem + 0);
#line 98 "tutorials/07_fast_dequant_layout.py"
  unsigned char* const B_s = reinterpret_cast<unsigned char*>(tl_smem + 49152);
#line 99 "tutorials/07_fast_dequant_layout.py"
  alignas(16) half B_f[64];
#line 100 "tutorials/07_fast_dequant_layout.py"
  alignas(16) float C_f[128];
#line 103 "tutorials/07_fast_dequant_layout.py"
  #pragma unroll
  for (int l_v = 0; l_v < 32; l_v += 1) {
    const int v = (l_v * 4);
    const tl::vec<float, 4> v_1 = tl::vec<float, 4>{{0.0f, 0.0f, 0.0f, 0.0f}};
    *reinterpret_cast<tl::vec<float, 4>*>((C_f + v)) = v_1;
  }
#line 105 "tutorials/07_fast_dequant_layout.py"
  const int v_2 = ((int)blockIdx.y * 128);
  const bool v_3 = (tid == 0);
#line 106 "tutorials/07_fast_dequant_layout.py"
  const int v_4 = ((int)blockIdx.x * 128);
#line 105 "tutorials/07_fast_dequant_layout.py"
  if (v_3) {
    tl::mbar_expect_tx((tma_bar + 0), 16384);
    tl::tma_load((A_s + 0), &A_tmap, (tma_bar + 0), 0, v_2);
  }
#line 106 "tutorials/07_fast_dequant_layout.py"
  for (int k = 0; k < 2; k += 1) {
    const int v_5 = (k * 128);
    const int v_6 = (v_5 + tid);
    const int v_7 = (v_6 % 2);
    const int v_8 = (v_6 / 2);
    const int v_9 = (v_7 * 32);
    const int v_10 = (v_8 + v_4);
    const int v_11 = (v_9 * 4);
    const int v_12 = (v_11 / 8);
    tl::cp_async<16>((B_s + (v_8) * 32 + v_12), (B + (v_10) * 2048 + v_12), true);
  }
#line 104 "tutorials/07_fast_dequant_layout.py"
  tl::cp_async_commit();
#line 105 "tutorials/07_fast_dequant_layout.py"
  if (v_3) {
    tl::mbar_expect_tx((tma_bar + 1), 16384);
    tl::tma_load((A_s + (128) * 64 + 0), &A_tmap, (tma_bar + 1), 64, v_2);
  }
#line 106 "tutorials/07_fast_dequant_layout.py"
  for (int k_1 = 0; k_1 < 2; k_1 += 1) {
    const int v_13 = (k_1 * 128);
    const int v_14 = (v_13 + tid);
    const int v_15 = (v_14 % 2);
    const int v_16 = (v_14 / 2);
    const int v_17 = (v_15 * 32);
    const int v_18 = (v_16 + v_4);
    const int v_19 = (v_17 + 64);
    const int v_20 = (v_17 * 4);
    const int v_21 = (v_20 / 8);
    const int v_22 = (v_19 * 4);
    const int v_23 = (v_22 / 8);
    const int v_24 = (v_16 + 128);
    tl::cp_async<16>((B_s + (v_24) * 32 + v_21), (B + (v_18) * 2048 + v_23), true);
  }
#line 104 "tutorials/07_fast_dequant_layout.py"
  tl::cp_async_commit();
#line 107 "tutorials/07_fast_dequant_layout.py"
  const int v_25 = (tid / 32);
  const int v_26 = (v_25 * 16);
  const int v_27 = (tid % 32);
  const int v_28 = (v_27 / 4);
  const int v_29 = (tid % 4);
  const int v_30 = (v_29 * 2);
  const int v_31 = (v_29 * 8);
#line 104 "tutorials/07_fast_dequant_layout.py"
  int r = 0;
  for (int ko = 0; ko < 64; ko += 1) {
    tl::cp_async_wait<1>();
    __syncthreads();
    const int v_32 = (r * 128);
    const int v_33 = (ko / 3);
    const int v_34 = (v_33 % 2);
#line 105 "tutorials/07_fast_dequant_layout.py"
    tl::mbar_wait((tma_bar + r), v_34);
#line 107 "tutorials/07_fast_dequant_layout.py"
    alignas(16) half dequant[64];
    #pragma unroll
    for (int g = 0; g < 8; g += 1) {
      const int v_35 = (g * 8);
      const int v_36 = (g / 4);
      const int v_37 = (v_36 * 64);
      const int v_38 = (v_37 + v_26);
      const int v_39 = (g % 2);
      const int v_40 = (v_39 * 8);
      const int v_41 = (v_38 + v_40);
      const int v_42 = (v_41 + v_28);
      const int v_43 = (g / 2);
      const int v_44 = (v_43 % 2);
      const int v_45 = (v_44 * 32);
      const int v_46 = (v_45 + v_31);
      const int v_47 = (v_46 / 8);
      const int v_48 = (v_47 * 4);
      const int v_49 = (v_42 + v_32);
      const unsigned v_50 = *reinterpret_cast<const unsigned*>((B_s + (v_49) * 32 + v_48));
      tl::dequant_i4<true>(dequant + v_35, v_50);
    }
#line 109 "tutorials/07_fast_dequant_layout.py"
    const int v_51 = (ko / 2);
#line 107 "tutorials/07_fast_dequant_layout.py"
    #pragma unroll
    for (int l_v_1 = 0; l_v_1 < 8; l_v_1 += 1) {
      const int v_52 = (l_v_1 * 8);
      const int v_53 = (l_v_1 / 4);
      const int v_54 = (v_53 * 64);
      const int v_55 = (v_54 + v_26);
      const int v_56 = (l_v_1 % 2);
      const int v_57 = (v_56 * 8);
      const int v_58 = (v_55 + v_57);
      const int v_59 = (v_58 + v_28);
#line 108 "tutorials/07_fast_dequant_layout.py"
      const tl::vec<half, 8> v_60 = *reinterpret_cast<const tl::vec<half, 8>*>((dequant + v_52));
      const half v_61 = v_60.v[0];
      const float code = tl::cast<float>(v_61);
#line 109 "tutorials/07_fast_dequant_layout.py"
      const int v_62 = (v_4 + v_59);
      const half v_63 = Scales[(v_62) * 32 + v_51];
      const float scale = tl::cast<float>(v_63);
#line 110 "tutorials/07_fast_dequant_layout.py"
      const float v_64 = (code * scale);
      const half v_65 = tl::cast<half>(v_64);
#line 108 "tutorials/07_fast_dequant_layout.py"
      const half v_66 = v_60.v[1];
      const float code_1 = tl::cast<float>(v_66);
#line 110 "tutorials/07_fast_dequant_layout.py"
      const float v_67 = (code_1 * scale);
      const half v_68 = tl::cast<half>(v_67);
#line 108 "tutorials/07_fast_dequant_layout.py"
      const half v_69 = v_60.v[2];
      const float code_2 = tl::cast<float>(v_69);
#line 110 "tutorials/07_fast_dequant_layout.py"
      const float v_70 = (code_2 * scale);
      const half v_71 = tl::cast<half>(v_70);
#line 108 "tutorials/07_fast_dequant_layout.py"
      const half v_72 = v_60.v[3];
      const float code_3 = tl::cast<float>(v_72);
#line 110 "tutorials/07_fast_dequant_layout.py"
      const float v_73 = (code_3 * scale);
      const half v_74 = tl::cast<half>(v_73);
#line 108 "tutorials/07_fast_dequant_layout.py"
      const half v_75 = v_60.v[4];
      const float code_4 = tl::cast<float>(v_75);
#line 110 "tutorials/07_fast_dequant_layout.py"
      const float v_76 = (code_4 * scale);
      const half v_77 = tl::cast<half>(v_76);
#line 108 "tutorials/07_fast_dequant_layout.py"
      const half v_78 = v_60.v[5];
      const float code_5 = tl::cast<float>(v_78);
#line 110 "tutorials/07_fast_dequant_layout.py"
      const float v_79 = (code_5 * scale);
      const half v_80 = tl::cast<half>(v_79);
#line 108 "tutorials/07_fast_dequant_layout.py"
      const half v_81 = v_60.v[6];
      const float code_6 = tl::cast<float>(v_81);
#line 110 "tutorials/07_fast_dequant_layout.py"
      const float v_82 = (code_6 * scale);
      const half v_83 = tl::cast<half>(v_82);
#line 108 "tutorials/07_fast_dequant_layout.py"
      const half v_84 = v_60.v[7];
      const float code_7 = tl::cast<float>(v_84);
#line 110 "tutorials/07_fast_dequant_layout.py"
      const float v_85 = (code_7 * scale);
      const half v_86 = tl::cast<half>(v_85);
#line 107 "tutorials/07_fast_dequant_layout.py"
      const tl::vec<half, 8> v_87 = tl::vec<half, 8>{{v_65, v_68, v_71, v_74, v_77, v_80, v_83, v_86}};
      *reinterpret_cast<tl::vec<half, 8>*>((B_f + v_52)) = v_87;
    }
#line 111 "tutorials/07_fast_dequant_layout.py"
    tl::wgmma_fence<128, 32>(C_f, B_f);
    const unsigned long long v_88 = tl::wgmma_desc<128, 16, 1024>((A_s + (v_32) * 64 + 0));
    { float* tl_acc = C_f; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %69, 0;\nwgmma.mma_async.sync.aligned.m64n128k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16, %17, %18, %19, %20, %21, %22, %23, %24, %25, %26, %27, %28, %29, %30, %31, %32, %33, %34, %35, %36, %37, %38, %39, %40, %41, %42, %43, %44, %45, %46, %47, %48, %49, %50, %51, %52, %53, %54, %55, %56, %57, %58, %59, %60, %61, %62, %63}, {%64, %65, %66, %67}, %68, p, 1, 1, 0;\n}\n" : "+f"(tl_acc[0 + 0]), "+f"(tl_acc[0 + 1]), "+f"(tl_acc[0 + 2]), "+f"(tl_acc[0 + 3]), "+f"(tl_acc[0 + 4]), "+f"(tl_acc[0 + 5]), "+f"(tl_acc[0 + 6]), "+f"(tl_acc[0 + 7]), "+f"(tl_acc[0 + 8]), "+f"(tl_acc[0 + 9]), "+f"(tl_acc[0 + 10]), "+f"(tl_acc[0 + 11]), "+f"(tl_acc[0 + 12]), "+f"(tl_acc[0 + 13]), "+f"(tl_acc[0 + 14]), "+f"(tl_acc[0 + 15]), "+f"(tl_acc[0 + 16]), "+f"(tl_acc[0 + 17]), "+f"(tl_acc[0 + 18]), "+f"(tl_acc[0 + 19]), "+f"(tl_acc[0 + 20]), "+f"(tl_acc[0 + 21]), "+f"(tl_acc[0 + 22]), "+f"(tl_acc[0 + 23]), "+f"(tl_acc[0 + 24]), "+f"(tl_acc[0 + 25]), "+f"(tl_acc[0 + 26]), "+f"(tl_acc[0 + 27]), "+f"(tl_acc[0 + 28]), "+f"(tl_acc[0 + 29]), "+f"(tl_acc[0 + 30]), "+f"(tl_acc[0 + 31]), "+f"(tl_acc[0 + 32]), "+f"(tl_acc[0 + 33]), "+f"(tl_acc[0 + 34]), "+f"(tl_acc[0 + 35]), "+f"(tl_acc[0 + 36]), "+f"(tl_acc[0 + 37]), "+f"(tl_acc[0 + 38]), "+f"(tl_acc[0 + 39]), "+f"(tl_acc[0 + 40]), "+f"(tl_acc[0 + 41]), "+f"(tl_acc[0 + 42]), "+f"(tl_acc[0 + 43]), "+f"(tl_acc[0 + 44]), "+f"(tl_acc[0 + 45]), "+f"(tl_acc[0 + 46]), "+f"(tl_acc[0 + 47]), "+f"(tl_acc[0 + 48]), "+f"(tl_acc[0 + 49]), "+f"(tl_acc[0 + 50]), "+f"(tl_acc[0 + 51]), "+f"(tl_acc[0 + 52]), "+f"(tl_acc[0 + 53]), "+f"(tl_acc[0 + 54]), "+f"(tl_acc[0 + 55]), "+f"(tl_acc[0 + 56]), "+f"(tl_acc[0 + 57]), "+f"(tl_acc[0 + 58]), "+f"(tl_acc[0 + 59]), "+f"(tl_acc[0 + 60]), "+f"(tl_acc[0 + 61]), "+f"(tl_acc[0 + 62]), "+f"(tl_acc[0 + 63]) : "r"(*reinterpret_cast<const unsigned*>(&B_f[0 + 0])), "r"(*reinterpret_cast<const unsigned*>(&B_f[0 + 8])), "r"(*reinterpret_cast<const unsigned*>(&B_f[0 + 2])), "r"(*reinterpret_cast<const unsigned*>(&B_f[0 + 10])), "l"(v_88), "r"(1)); }
    { float* tl_acc = C_f; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %69, 0;\nwgmma.mma_async.sync.aligned.m64n128k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16, %17, %18, %19, %20, %21, %22, %23, %24, %25, %26, %27, %28, %29, %30, %31, %32, %33, %34, %35, %36, %37, %38, %39, %40, %41, %42, %43, %44, %45, %46, %47, %48, %49, %50, %51, %52, %53, %54, %55, %56, %57, %58, %59, %60, %61, %62, %63}, {%64, %65, %66, %67}, %68, p, 1, 1, 0;\n}\n" : "+f"(tl_acc[64 + 0]), "+f"(tl_acc[64 + 1]), "+f"(tl_acc[64 + 2]), "+f"(tl_acc[64 + 3]), "+f"(tl_acc[64 + 4]), "+f"(tl_acc[64 + 5]), "+f"(tl_acc[64 + 6]), "+f"(tl_acc[64 + 7]), "+f"(tl_acc[64 + 8]), "+f"(tl_acc[64 + 9]), "+f"(tl_acc[64 + 10]), "+f"(tl_acc[64 + 11]), "+f"(tl_acc[64 + 12]), "+f"(tl_acc[64 + 13]), "+f"(tl_acc[64 + 14]), "+f"(tl_acc[64 + 15]), "+f"(tl_acc[64 + 16]), "+f"(tl_acc[64 + 17]), "+f"(tl_acc[64 + 18]), "+f"(tl_acc[64 + 19]), "+f"(tl_acc[64 + 20]), "+f"(tl_acc[64 + 21]), "+f"(tl_acc[64 + 22]), "+f"(tl_acc[64 + 23]), "+f"(tl_acc[64 + 24]), "+f"(tl_acc[64 + 25]), "+f"(tl_acc[64 + 26]), "+f"(tl_acc[64 + 27]), "+f"(tl_acc[64 + 28]), "+f"(tl_acc[64 + 29]), "+f"(tl_acc[64 + 30]), "+f"(tl_acc[64 + 31]), "+f"(tl_acc[64 + 32]), "+f"(tl_acc[64 + 33]), "+f"(tl_acc[64 + 34]), "+f"(tl_acc[64 + 35]), "+f"(tl_acc[64 + 36]), "+f"(tl_acc[64 + 37]), "+f"(tl_acc[64 + 38]), "+f"(tl_acc[64 + 39]), "+f"(tl_acc[64 + 40]), "+f"(tl_acc[64 + 41]), "+f"(tl_acc[64 + 42]), "+f"(tl_acc[64 + 43]), "+f"(tl_acc[64 + 44]), "+f"(tl_acc[64 + 45]), "+f"(tl_acc[64 + 46]), "+f"(tl_acc[64 + 47]), "+f"(tl_acc[64 + 48]), "+f"(tl_acc[64 + 49]), "+f"(tl_acc[64 + 50]), "+f"(tl_acc[64 + 51]), "+f"(tl_acc[64 + 52]), "+f"(tl_acc[64 + 53]), "+f"(tl_acc[64 + 54]), "+f"(tl_acc[64 + 55]), "+f"(tl_acc[64 + 56]), "+f"(tl_acc[64 + 57]), "+f"(tl_acc[64 + 58]), "+f"(tl_acc[64 + 59]), "+f"(tl_acc[64 + 60]), "+f"(tl_acc[64 + 61]), "+f"(tl_acc[64 + 62]), "+f"(tl_acc[64 + 63]) : "r"(*reinterpret_cast<const unsigned*>(&B_f[32 + 0])), "r"(*reinterpret_cast<const unsigned*>(&B_f[32 + 8])), "r"(*reinterpret_cast<const unsigned*>(&B_f[32 + 2])), "r"(*reinterpret_cast<const unsigned*>(&B_f[32 + 10])), "l"(v_88), "r"(1)); }
    const unsigned long long v_89 = tl::wgmma_desc_at<128, 16, 1024>((A_s + (v_32) * 64), 2);
    { float* tl_acc = C_f; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %69, 0;\nwgmma.mma_async.sync.aligned.m64n128k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16, %17, %18, %19, %20, %21, %22, %23, %24, %25, %26, %27, %28, %29, %30, %31, %32, %33, %34, %35, %36, %37, %38, %39, %40, %41, %42, %43, %44, %45, %46, %47, %48, %49, %50, %51, %52, %53, %54, %55, %56, %57, %58, %59, %60, %61, %62, %63}, {%64, %65, %66, %67}, %68, p, 1, 1, 0;\n}\n" : "+f"(tl_acc[0 + 0]), "+f"(tl_acc[0 + 1]), "+f"(tl_acc[0 + 2]), "+f"(tl_acc[0 + 3]), "+f"(tl_acc[0 + 4]), "+f"(tl_acc[0 + 5]), "+f"(tl_acc[0 + 6]), "+f"(tl_acc[0 + 7]), "+f"(tl_acc[0 + 8]), "+f"(tl_acc[0 + 9]), "+f"(tl_acc[0 + 10]), "+f"(tl_acc[0 + 11]), "+f"(tl_acc[0 + 12]), "+f"(tl_acc[0 + 13]), "+f"(tl_acc[0 + 14]), "+f"(tl_acc[0 + 15]), "+f"(tl_acc[0 + 16]), "+f"(tl_acc[0 + 17]), "+f"(tl_acc[0 + 18]), "+f"(tl_acc[0 + 19]), "+f"(tl_acc[0 + 20]), "+f"(tl_acc[0 + 21]), "+f"(tl_acc[0 + 22]), "+f"(tl_acc[0 + 23]), "+f"(tl_acc[0 + 24]), "+f"(tl_acc[0 + 25]), "+f"(tl_acc[0 + 26]), "+f"(tl_acc[0 + 27]), "+f"(tl_acc[0 + 28]), "+f"(tl_acc[0 + 29]), "+f"(tl_acc[0 + 30]), "+f"(tl_acc[0 + 31]), "+f"(tl_acc[0 + 32]), "+f"(tl_acc[0 + 33]), "+f"(tl_acc[0 + 34]), "+f"(tl_acc[0 + 35]), "+f"(tl_acc[0 + 36]), "+f"(tl_acc[0 + 37]), "+f"(tl_acc[0 + 38]), "+f"(tl_acc[0 + 39]), "+f"(tl_acc[0 + 40]), "+f"(tl_acc[0 + 41]), "+f"(tl_acc[0 + 42]), "+f"(tl_acc[0 + 43]), "+f"(tl_acc[0 + 44]), "+f"(tl_acc[0 + 45]), "+f"(tl_acc[0 + 46]), "+f"(tl_acc[0 + 47]), "+f"(tl_acc[0 + 48]), "+f"(tl_acc[0 + 49]), "+f"(tl_acc[0 + 50]), "+f"(tl_acc[0 + 51]), "+f"(tl_acc[0 + 52]), "+f"(tl_acc[0 + 53]), "+f"(tl_acc[0 + 54]), "+f"(tl_acc[0 + 55]), "+f"(tl_acc[0 + 56]), "+f"(tl_acc[0 + 57]), "+f"(tl_acc[0 + 58]), "+f"(tl_acc[0 + 59]), "+f"(tl_acc[0 + 60]), "+f"(tl_acc[0 + 61]), "+f"(tl_acc[0 + 62]), "+f"(tl_acc[0 + 63]) : "r"(*reinterpret_cast<const unsigned*>(&B_f[4 + 0])), "r"(*reinterpret_cast<const unsigned*>(&B_f[4 + 8])), "r"(*reinterpret_cast<const unsigned*>(&B_f[4 + 2])), "r"(*reinterpret_cast<const unsigned*>(&B_f[4 + 10])), "l"(v_89), "r"(1)); }
    { float* tl_acc = C_f; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %69, 0;\nwgmma.mma_async.sync.aligned.m64n128k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16, %17, %18, %19, %20, %21, %22, %23, %24, %25, %26, %27, %28, %29, %30, %31, %32, %33, %34, %35, %36, %37, %38, %39, %40, %41, %42, %43, %44, %45, %46, %47, %48, %49, %50, %51, %52, %53, %54, %55, %56, %57, %58, %59, %60, %61, %62, %63}, {%64, %65, %66, %67}, %68, p, 1, 1, 0;\n}\n" : "+f"(tl_acc[64 + 0]), "+f"(tl_acc[64 + 1]), "+f"(tl_acc[64 + 2]), "+f"(tl_acc[64 + 3]), "+f"(tl_acc[64 + 4]), "+f"(tl_acc[64 + 5]), "+f"(tl_acc[64 + 6]), "+f"(tl_acc[64 + 7]), "+f"(tl_acc[64 + 8]), "+f"(tl_acc[64 + 9]), "+f"(tl_acc[64 + 10]), "+f"(tl_acc[64 + 11]), "+f"(tl_acc[64 + 12]), "+f"(tl_acc[64 + 13]), "+f"(tl_acc[64 + 14]), "+f"(tl_acc[64 + 15]), "+f"(tl_acc[64 + 16]), "+f"(tl_acc[64 + 17]), "+f"(tl_acc[64 + 18]), "+f"(tl_acc[64 + 19]), "+f"(tl_acc[64 + 20]), "+f"(tl_acc[64 + 21]), "+f"(tl_acc[64 + 22]), "+f"(tl_acc[64 + 23]), "+f"(tl_acc[64 + 24]), "+f"(tl_acc[64 + 25]), "+f"(tl_acc[64 + 26]), "+f"(tl_acc[64 + 27]), "+f"(tl_acc[64 + 28]), "+f"(tl_acc[64 + 29]), "+f"(tl_acc[64 + 30]), "+f"(tl_acc[64 + 31]), "+f"(tl_acc[64 + 32]), "+f"(tl_acc[64 + 33]), "+f"(tl_acc[64 + 34]), "+f"(tl_acc[64 + 35]), "+f"(tl_acc[64 + 36]), "+f"(tl_acc[64 + 37]), "+f"(tl_acc[64 + 38]), "+f"(tl_acc[64 + 39]), "+f"(tl_acc[64 + 40]), "+f"(tl_acc[64 + 41]), "+f"(tl_acc[64 + 42]), "+f"(tl_acc[64 + 43]), "+f"(tl_acc[64 + 44]), "+f"(tl_acc[64 + 45]), "+f"(tl_acc[64 + 46]), "+f"(tl_acc[64 + 47]), "+f"(tl_acc[64 + 48]), "+f"(tl_acc[64 + 49]), "+f"(tl_acc[64 + 50]), "+f"(tl_acc[64 + 51]), "+f"(tl_acc[64 + 52]), "+f"(tl_acc[64 + 53]), "+f"(tl_acc[64 + 54]), "+f"(tl_acc[64 + 55]), "+f"(tl_acc[64 + 56]), "+f"(tl_acc[64 + 57]), "+f"(tl_acc[64 + 58]), "+f"(tl_acc[64 + 59]), "+f"(tl_acc[64 + 60]), "+f"(tl_acc[64 + 61]), "+f"(tl_acc[64 + 62]), "+f"(tl_acc[64 + 63]) : "r"(*reinterpret_cast<const unsigned*>(&B_f[36 + 0])), "r"(*reinterpret_cast<const unsigned*>(&B_f[36 + 8])), "r"(*reinterpret_cast<const unsigned*>(&B_f[36 + 2])), "r"(*reinterpret_cast<const unsigned*>(&B_f[36 + 10])), "l"(v_89), "r"(1)); }
    const unsigned long long v_90 = tl::wgmma_desc_at<128, 16, 1024>((A_s + (v_32) * 64), 4);
    { float* tl_acc = C_f; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %69, 0;\nwgmma.mma_async.sync.aligned.m64n128k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16, %17, %18, %19, %20, %21, %22, %23, %24, %25, %26, %27, %28, %29, %30, %31, %32, %33, %34, %35, %36, %37, %38, %39, %40, %41, %42, %43, %44, %45, %46, %47, %48, %49, %50, %51, %52, %53, %54, %55, %56, %57, %58, %59, %60, %61, %62, %63}, {%64, %65, %66, %67}, %68, p, 1, 1, 0;\n}\n" : "+f"(tl_acc[0 + 0]), "+f"(tl_acc[0 + 1]), "+f"(tl_acc[0 + 2]), "+f"(tl_acc[0 + 3]), "+f"(tl_acc[0 + 4]), "+f"(tl_acc[0 + 5]), "+f"(tl_acc[0 + 6]), "+f"(tl_acc[0 + 7]), "+f"(tl_acc[0 + 8]), "+f"(tl_acc[0 + 9]), "+f"(tl_acc[0 + 10]), "+f"(tl_acc[0 + 11]), "+f"(tl_acc[0 + 12]), "+f"(tl_acc[0 + 13]), "+f"(tl_acc[0 + 14]), "+f"(tl_acc[0 + 15]), "+f"(tl_acc[0 + 16]), "+f"(tl_acc[0 + 17]), "+f"(tl_acc[0 + 18]), "+f"(tl_acc[0 + 19]), "+f"(tl_acc[0 + 20]), "+f"(tl_acc[0 + 21]), "+f"(tl_acc[0 + 22]), "+f"(tl_acc[0 + 23]), "+f"(tl_acc[0 + 24]), "+f"(tl_acc[0 + 25]), "+f"(tl_acc[0 + 26]), "+f"(tl_acc[0 + 27]), "+f"(tl_acc[0 + 28]), "+f"(tl_acc[0 + 29]), "+f"(tl_acc[0 + 30]), "+f"(tl_acc[0 + 31]), "+f"(tl_acc[0 + 32]), "+f"(tl_acc[0 + 33]), "+f"(tl_acc[0 + 34]), "+f"(tl_acc[0 + 35]), "+f"(tl_acc[0 + 36]), "+f"(tl_acc[0 + 37]), "+f"(tl_acc[0 + 38]), "+f"(tl_acc[0 + 39]), "+f"(tl_acc[0 + 40]), "+f"(tl_acc[0 + 41]), "+f"(tl_acc[0 + 42]), "+f"(tl_acc[0 + 43]), "+f"(tl_acc[0 + 44]), "+f"(tl_acc[0 + 45]), "+f"(tl_acc[0 + 46]), "+f"(tl_acc[0 + 47]), "+f"(tl_acc[0 + 48]), "+f"(tl_acc[0 + 49]), "+f"(tl_acc[0 + 50]), "+f"(tl_acc[0 + 51]), "+f"(tl_acc[0 + 52]), "+f"(tl_acc[0 + 53]), "+f"(tl_acc[0 + 54]), "+f"(tl_acc[0 + 55]), "+f"(tl_acc[0 + 56]), "+f"(tl_acc[0 + 57]), "+f"(tl_acc[0 + 58]), "+f"(tl_acc[0 + 59]), "+f"(tl_acc[0 + 60]), "+f"(tl_acc[0 + 61]), "+f"(tl_acc[0 + 62]), "+f"(tl_acc[0 + 63]) : "r"(*reinterpret_cast<const unsigned*>(&B_f[16 + 0])), "r"(*reinterpret_cast<const unsigned*>(&B_f[16 + 8])), "r"(*reinterpret_cast<const unsigned*>(&B_f[16 + 2])), "r"(*reinterpret_cast<const unsigned*>(&B_f[16 + 10])), "l"(v_90), "r"(1)); }
    { float* tl_acc = C_f; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %69, 0;\nwgmma.mma_async.sync.aligned.m64n128k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16, %17, %18, %19, %20, %21, %22, %23, %24, %25, %26, %27, %28, %29, %30, %31, %32, %33, %34, %35, %36, %37, %38, %39, %40, %41, %42, %43, %44, %45, %46, %47, %48, %49, %50, %51, %52, %53, %54, %55, %56, %57, %58, %59, %60, %61, %62, %63}, {%64, %65, %66, %67}, %68, p, 1, 1, 0;\n}\n" : "+f"(tl_acc[64 + 0]), "+f"(tl_acc[64 + 1]), "+f"(tl_acc[64 + 2]), "+f"(tl_acc[64 + 3]), "+f"(tl_acc[64 + 4]), "+f"(tl_acc[64 + 5]), "+f"(tl_acc[64 + 6]), "+f"(tl_acc[64 + 7]), "+f"(tl_acc[64 + 8]), "+f"(tl_acc[64 + 9]), "+f"(tl_acc[64 + 10]), "+f"(tl_acc[64 + 11]), "+f"(tl_acc[64 + 12]), "+f"(tl_acc[64 + 13]), "+f"(tl_acc[64 + 14]), "+f"(tl_acc[64 + 15]), "+f"(tl_acc[64 + 16]), "+f"(tl_acc[64 + 17]), "+f"(tl_acc[64 + 18]), "+f"(tl_acc[64 + 19]), "+f"(tl_acc[64 + 20]), "+f"(tl_acc[64 + 21]), "+f"(tl_acc[64 + 22]), "+f"(tl_acc[64 + 23]), "+f"(tl_acc[64 + 24]), "+f"(tl_acc[64 + 25]), "+f"(tl_acc[64 + 26]), "+f"(tl_acc[64 + 27]), "+f"(tl_acc[64 + 28]), "+f"(tl_acc[64 + 29]), "+f"(tl_acc[64 + 30]), "+f"(tl_acc[64 + 31]), "+f"(tl_acc[64 + 32]), "+f"(tl_acc[64 + 33]), "+f"(tl_acc[64 + 34]), "+f"(tl_acc[64 + 35]), "+f"(tl_acc[64 + 36]), "+f"(tl_acc[64 + 37]), "+f"(tl_acc[64 + 38]), "+f"(tl_acc[64 + 39]), "+f"(tl_acc[64 + 40]), "+f"(tl_acc[64 + 41]), "+f"(tl_acc[64 + 42]), "+f"(tl_acc[64 + 43]), "+f"(tl_acc[64 + 44]), "+f"(tl_acc[64 + 45]), "+f"(tl_acc[64 + 46]), "+f"(tl_acc[64 + 47]), "+f"(tl_acc[64 + 48]), "+f"(tl_acc[64 + 49]), "+f"(tl_acc[64 + 50]), "+f"(tl_acc[64 + 51]), "+f"(tl_acc[64 + 52]), "+f"(tl_acc[64 + 53]), "+f"(tl_acc[64 + 54]), "+f"(tl_acc[64 + 55]), "+f"(tl_acc[64 + 56]), "+f"(tl_acc[64 + 57]), "+f"(tl_acc[64 + 58]), "+f"(tl_acc[64 + 59]), "+f"(tl_acc[64 + 60]), "+f"(tl_acc[64 + 61]), "+f"(tl_acc[64 + 62]), "+f"(tl_acc[64 + 63]) : "r"(*reinterpret_cast<const unsigned*>(&B_f[48 + 0])), "r"(*reinterpret_cast<const unsigned*>(&B_f[48 + 8])), "r"(*reinterpret_cast<const unsigned*>(&B_f[48 + 2])), "r"(*reinterpret_cast<const unsigned*>(&B_f[48 + 10])), "l"(v_90), "r"(1)); }
    const unsigned long long v_91 = tl::wgmma_desc_at<128, 16, 1024>((A_s + (v_32) * 64), 6);
    { float* tl_acc = C_f; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %69, 0;\nwgmma.mma_async.sync.aligned.m64n128k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16, %17, %18, %19, %20, %21, %22, %23, %24, %25, %26, %27, %28, %29, %30, %31, %32, %33, %34, %35, %36, %37, %38, %39, %40, %41, %42, %43, %44, %45, %46, %47, %48, %49, %50, %51, %52, %53, %54, %55, %56, %57, %58, %59, %60, %61, %62, %63}, {%64, %65, %66, %67}, %68, p, 1, 1, 0;\n}\n" : "+f"(tl_acc[0 + 0]), "+f"(tl_acc[0 + 1]), "+f"(tl_acc[0 + 2]), "+f"(tl_acc[0 + 3]), "+f"(tl_acc[0 + 4]), "+f"(tl_acc[0 + 5]), "+f"(tl_acc[0 + 6]), "+f"(tl_acc[0 + 7]), "+f"(tl_acc[0 + 8]), "+f"(tl_acc[0 + 9]), "+f"(tl_acc[0 + 10]), "+f"(tl_acc[0 + 11]), "+f"(tl_acc[0 + 12]), "+f"(tl_acc[0 + 13]), "+f"(tl_acc[0 + 14]), "+f"(tl_acc[0 + 15]), "+f"(tl_acc[0 + 16]), "+f"(tl_acc[0 + 17]), "+f"(tl_acc[0 + 18]), "+f"(tl_acc[0 + 19]), "+f"(tl_acc[0 + 20]), "+f"(tl_acc[0 + 21]), "+f"(tl_acc[0 + 22]), "+f"(tl_acc[0 + 23]), "+f"(tl_acc[0 + 24]), "+f"(tl_acc[0 + 25]), "+f"(tl_acc[0 + 26]), "+f"(tl_acc[0 + 27]), "+f"(tl_acc[0 + 28]), "+f"(tl_acc[0 + 29]), "+f"(tl_acc[0 + 30]), "+f"(tl_acc[0 + 31]), "+f"(tl_acc[0 + 32]), "+f"(tl_acc[0 + 33]), "+f"(tl_acc[0 + 34]), "+f"(tl_acc[0 + 35]), "+f"(tl_acc[0 + 36]), "+f"(tl_acc[0 + 37]), "+f"(tl_acc[0 + 38]), "+f"(tl_acc[0 + 39]), "+f"(tl_acc[0 + 40]), "+f"(tl_acc[0 + 41]), "+f"(tl_acc[0 + 42]), "+f"(tl_acc[0 + 43]), "+f"(tl_acc[0 + 44]), "+f"(tl_acc[0 + 45]), "+f"(tl_acc[0 + 46]), "+f"(tl_acc[0 + 47]), "+f"(tl_acc[0 + 48]), "+f"(tl_acc[0 + 49]), "+f"(tl_acc[0 + 50]), "+f"(tl_acc[0 + 51]), "+f"(tl_acc[0 + 52]), "+f"(tl_acc[0 + 53]), "+f"(tl_acc[0 + 54]), "+f"(tl_acc[0 + 55]), "+f"(tl_acc[0 + 56]), "+f"(tl_acc[0 + 57]), "+f"(tl_acc[0 + 58]), "+f"(tl_acc[0 + 59]), "+f"(tl_acc[0 + 60]), "+f"(tl_acc[0 + 61]), "+f"(tl_acc[0 + 62]), "+f"(tl_acc[0 + 63]) : "r"(*reinterpret_cast<const unsigned*>(&B_f[20 + 0])), "r"(*reinterpret_cast<const unsigned*>(&B_f[20 + 8])), "r"(*reinterpret_cast<const unsigned*>(&B_f[20 + 2])), "r"(*reinterpret_cast<const unsigned*>(&B_f[20 + 10])), "l"(v_91), "r"(1)); }
    { float* tl_acc = C_f; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %69, 0;\nwgmma.mma_async.sync.aligned.m64n128k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16, %17, %18, %19, %20, %21, %22, %23, %24, %25, %26, %27, %28, %29, %30, %31, %32, %33, %34, %35, %36, %37, %38, %39, %40, %41, %42, %43, %44, %45, %46, %47, %48, %49, %50, %51, %52, %53, %54, %55, %56, %57, %58, %59, %60, %61, %62, %63}, {%64, %65, %66, %67}, %68, p, 1, 1, 0;\n}\n" : "+f"(tl_acc[64 + 0]), "+f"(tl_acc[64 + 1]), "+f"(tl_acc[64 + 2]), "+f"(tl_acc[64 + 3]), "+f"(tl_acc[64 + 4]), "+f"(tl_acc[64 + 5]), "+f"(tl_acc[64 + 6]), "+f"(tl_acc[64 + 7]), "+f"(tl_acc[64 + 8]), "+f"(tl_acc[64 + 9]), "+f"(tl_acc[64 + 10]), "+f"(tl_acc[64 + 11]), "+f"(tl_acc[64 + 12]), "+f"(tl_acc[64 + 13]), "+f"(tl_acc[64 + 14]), "+f"(tl_acc[64 + 15]), "+f"(tl_acc[64 + 16]), "+f"(tl_acc[64 + 17]), "+f"(tl_acc[64 + 18]), "+f"(tl_acc[64 + 19]), "+f"(tl_acc[64 + 20]), "+f"(tl_acc[64 + 21]), "+f"(tl_acc[64 + 22]), "+f"(tl_acc[64 + 23]), "+f"(tl_acc[64 + 24]), "+f"(tl_acc[64 + 25]), "+f"(tl_acc[64 + 26]), "+f"(tl_acc[64 + 27]), "+f"(tl_acc[64 + 28]), "+f"(tl_acc[64 + 29]), "+f"(tl_acc[64 + 30]), "+f"(tl_acc[64 + 31]), "+f"(tl_acc[64 + 32]), "+f"(tl_acc[64 + 33]), "+f"(tl_acc[64 + 34]), "+f"(tl_acc[64 + 35]), "+f"(tl_acc[64 + 36]), "+f"(tl_acc[64 + 37]), "+f"(tl_acc[64 + 38]), "+f"(tl_acc[64 + 39]), "+f"(tl_acc[64 + 40]), "+f"(tl_acc[64 + 41]), "+f"(tl_acc[64 + 42]), "+f"(tl_acc[64 + 43]), "+f"(tl_acc[64 + 44]), "+f"(tl_acc[64 + 45]), "+f"(tl_acc[64 + 46]), "+f"(tl_acc[64 + 47]), "+f"(tl_acc[64 + 48]), "+f"(tl_acc[64 + 49]), "+f"(tl_acc[64 + 50]), "+f"(tl_acc[64 + 51]), "+f"(tl_acc[64 + 52]), "+f"(tl_acc[64 + 53]), "+f"(tl_acc[64 + 54]), "+f"(tl_acc[64 + 55]), "+f"(tl_acc[64 + 56]), "+f"(tl_acc[64 + 57]), "+f"(tl_acc[64 + 58]), "+f"(tl_acc[64 + 59]), "+f"(tl_acc[64 + 60]), "+f"(tl_acc[64 + 61]), "+f"(tl_acc[64 + 62]), "+f"(tl_acc[64 + 63]) : "r"(*reinterpret_cast<const unsigned*>(&B_f[52 + 0])), "r"(*reinterpret_cast<const unsigned*>(&B_f[52 + 8])), "r"(*reinterpret_cast<const unsigned*>(&B_f[52 + 2])), "r"(*reinterpret_cast<const unsigned*>(&B_f[52 + 10])), "l"(v_91), "r"(1)); }
    tl::wgmma_commit();
#line 104 "tutorials/07_fast_dequant_layout.py"
    const int v_92 = (ko + 2);
    const bool v_93 = (r == 0);
    const int v_94 = (r - 1);
    const int v_95 = (v_93 ? 2 : v_94);
    const bool v_96 = (v_92 < 64);
    const int v_97 = tl::min(v_92, 63);
#line 105 "tutorials/07_fast_dequant_layout.py"
    const int v_98 = (v_97 * 64);
#line 104 "tutorials/07_fast_dequant_layout.py"
    const int v_99 = (v_95 * 128);
#line 105 "tutorials/07_fast_dequant_layout.py"
    const bool v_100 = (v_96 && v_3);
    if (v_100) {
      tl::mbar_expect_tx((tma_bar + v_95), 16384);
      tl::tma_load((A_s + (v_99) * 64 + 0), &A_tmap, (tma_bar + v_95), v_98, v_2);
    }
#line 106 "tutorials/07_fast_dequant_layout.py"
    for (int k_2 = 0; k_2 < 2; k_2 += 1) {
      const int v_101 = (k_2 * 128);
      const int v_102 = (v_101 + tid);
      const int v_103 = (v_102 % 2);
      const int v_104 = (v_102 / 2);
      const int v_105 = (v_103 * 32);
      const int v_106 = (v_104 + v_4);
      const int v_107 = (v_105 + v_98);
      const int v_108 = (v_105 * 4);
      const int v_109 = (v_108 / 8);
      const int v_110 = (v_107 * 4);
      const int v_111 = (v_110 / 8);
      const int v_112 = (v_104 + v_99);
      tl::cp_async<16>((B_s + (v_112) * 32 + v_109), (B + (v_106) * 2048 + v_111), v_96);
    }
#line 104 "tutorials/07_fast_dequant_layout.py"
    tl::cp_async_commit();
#line 111 "tutorials/07_fast_dequant_layout.py"
    tl::wgmma_wait<0, 128, 32>(C_f, B_f);
#line 104 "tutorials/07_fast_dequant_layout.py"
    const bool v_113 = (r == 2);
    const int v_114 = (v_94 + 2);
    const int v_115 = (v_113 ? 0 : v_114);
#line 96 "tutorials/07_fast_dequant_layout.py"
    r = v_115;
#line 104 "tutorials/07_fast_dequant_layout.py"
  }
  tl::cp_async_wait<0>();
  tl::wgmma_wait_defining<0, 128>(C_f);
#line 112 "tutorials/07_fast_dequant_layout.py"
  #pragma unroll
  for (int l_v_2 = 0; l_v_2 < 32; l_v_2 += 1) {
    const int v_116 = (l_v_2 * 4);
    const int v_117 = (l_v_2 % 16);
    const int v_118 = (v_117 * 8);
    const int v_119 = (v_118 + v_30);
    const int v_120 = (l_v_2 / 16);
    const int v_121 = (v_120 * 64);
    const int v_122 = (v_121 + v_26);
    const int v_123 = (v_122 + v_28);
    const int v_124 = (v_119 + v_2);
    const int v_125 = (v_123 + v_4);
    const tl::vec<float, 4> v_126 = *reinterpret_cast<const tl::vec<float, 4>*>((C_f + v_116));
    const float v_127 = v_126.v[0];
    const half v_128 = tl::cast<half>(v_127);
    C[(v_124) * 4096 + v_125] = v_128;
    const int v_129 = (v_124 + 1);
    const float v_130 = v_126.v[1];
    const half v_131 = tl::cast<half>(v_130);
    C[(v_129) * 4096 + v_125] = v_131;
    const int v_132 = (v_125 + 8);
    const float v_133 = v_126.v[2];
    const half v_134 = tl::cast<half>(v_133);
    C[(v_124) * 4096 + v_132] = v_134;
    const float v_135 = v_126.v[3];
    const half v_136 = tl::cast<half>(v_135);
    C[(v_129) * 4096 + v_132] = v_136;
  }
}
