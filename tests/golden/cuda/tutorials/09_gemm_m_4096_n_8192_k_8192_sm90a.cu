// tutorials/09_int4_matmul_benchmark.py --compile-only: gemm(M=4096, N=8192, K=8192); sm_90a
// written by `python scripts/update_golden.py` (never by hand): the CUDA source after prelude.cuh and a blank line, #line paths repository-relative
#line 490 "tilelang/ops/lowbit_kernels.py"
extern "C" __global__ void __launch_bounds__(256) gemm_kernel(half* __restrict__ A, unsigned char* __restrict__ B, half* __restrict__ Scales, half* __restrict__ C, const __grid_constant__ tl::TensorMap A_tmap) {
  extern __shared__ __align__(1024) unsigned char tl_smem[];
#line 469 "tilelang/ops/lowbit_kernels.py"
  const int tl_lin = (int)(blockIdx.y * gridDim.x + blockIdx.x);
  const int tl_per_panel = 8 * (int)gridDim.y;
  const int tl_panel = tl_lin / tl_per_panel, tl_in = tl_lin % tl_per_panel;
  const int tl_width = min(8, (int)gridDim.x - tl_panel * 8);
  const int tl_bx = tl_panel * 8 + tl_in % tl_width, tl_by = tl_in / tl_width;
#line 490 "tilelang/ops/lowbit_kernels.py"
  const int tid = (int)threadIdx.x;
#line 405 "tilelang/ops/lowbit_kernels.py"
  unsigned long long* const tma_bar = reinterpret_cast<unsigned long long*>(tl_smem + 148736);
  if (threadIdx.x == 0 && threadIdx.y == 0 && threadIdx.z == 0) {
    for (int i = 0; i < 4; ++i) tl::mbar_init(tma_bar + i, 1);
    tl::fence_mbar_init();
  }
#line 363 "tilelang/ops/lowbit_kernels.py"
  half* const A_s = reinterpret_cast<half*>(tl_smem + 0);
#line 364 "tilelang/ops/lowbit_kernels.py"
  unsigned char* const B_s = reinterpret_cast<unsigned char*>(tl_smem + 131072);
#line 365 "tilelang/ops/lowbit_kernels.py"
  half* const S_s = reinterpret_cast<half*>(tl_smem + 147456);
#line 367 "tilelang/ops/lowbit_kernels.py"
  alignas(16) half B_f[32];
  alignas(16) half B_f_odd[32];
#line 368 "tilelang/ops/lowbit_kernels.py"
  __syncthreads();
#line 369 "tilelang/ops/lowbit_kernels.py"
  alignas(16) float C_f[128];
#line 473 "tilelang/ops/lowbit_kernels.py"
  #pragma unroll
  for (int l_v = 0; l_v < 32; l_v += 1) {
    const int v = (l_v * 4);
    const tl::vec<float, 4> v_1 = tl::vec<float, 4>{{0.0f, 0.0f, 0.0f, 0.0f}};
    *reinterpret_cast<tl::vec<float, 4>*>((C_f + v)) = v_1;
  }
#line 476 "tilelang/ops/lowbit_kernels.py"
  const int v_2 = ((int)blockIdx.z * 128);
  const int k0 = (v_2 * 64);
#line 405 "tilelang/ops/lowbit_kernels.py"
  const int v_3 = (tl_by * 256);
  const bool v_4 = (tid == 0);
#line 406 "tilelang/ops/lowbit_kernels.py"
  const int g0 = (k0 / 128);
#line 407 "tilelang/ops/lowbit_kernels.py"
  const int v_5 = (tl_bx * 128);
  const int v_6 = (tid % 2);
  const int v_7 = (tid / 2);
  const int v_8 = (v_6 * 32);
  const int v_9 = (v_7 + v_5);
  const int v_10 = (v_8 + k0);
  const int v_11 = (v_7 / 4);
  const int v_12 = (v_11 % 2);
  const int v_13 = (v_12 * 32);
  const int v_14 = (v_8 ^ v_13);
  const int v_15 = (v_14 * 4);
  const int v_16 = tl::floordiv(v_15, 8);
  const int v_17 = (v_10 * 4);
  const int v_18 = (v_17 / 8);
#line 413 "tilelang/ops/lowbit_kernels.py"
  const bool v_19 = (tid < 16);
#line 405 "tilelang/ops/lowbit_kernels.py"
  if (v_4) {
    tl::mbar_expect_tx((tma_bar + 0), 32768);
    tl::tma_load((A_s + 0), &A_tmap, (tma_bar + 0), k0, v_3);
  }
#line 407 "tilelang/ops/lowbit_kernels.py"
  tl::cp_async<16>((B_s + (v_7) * 32 + v_16), (B + (v_9) * 4096 + v_18), true);
#line 413 "tilelang/ops/lowbit_kernels.py"
  if (v_19) {
    const int v_20 = (tid % 16);
    const int v_21 = (v_20 * 8);
    const int v_22 = (v_21 + v_5);
    tl::cp_async<16>((S_s + v_21), (Scales + (g0) * 8192 + v_22), true);
  }
#line 474 "tilelang/ops/lowbit_kernels.py"
  tl::cp_async_commit();
#line 476 "tilelang/ops/lowbit_kernels.py"
  const int v_23 = (v_2 + 1);
  const int k0_1 = (v_23 * 64);
#line 407 "tilelang/ops/lowbit_kernels.py"
  const int v_24 = (v_10 + 64);
  const int v_25 = (v_24 * 4);
  const int v_26 = (v_25 / 8);
#line 405 "tilelang/ops/lowbit_kernels.py"
  if (v_4) {
    tl::mbar_expect_tx((tma_bar + 1), 32768);
    tl::tma_load((A_s + (256) * 64 + 0), &A_tmap, (tma_bar + 1), k0_1, v_3);
  }
#line 407 "tilelang/ops/lowbit_kernels.py"
  const int v_27 = (v_7 + 128);
  tl::cp_async<16>((B_s + (v_27) * 32 + v_16), (B + (v_9) * 4096 + v_26), true);
#line 413 "tilelang/ops/lowbit_kernels.py"
  if (v_19) {
    const int v_28 = (tid % 16);
    const int v_29 = (v_28 * 8);
    const int v_30 = (v_29 + v_5);
    tl::cp_async<16>((S_s + (1) * 128 + v_29), (Scales + (g0) * 8192 + v_30), true);
  }
#line 474 "tilelang/ops/lowbit_kernels.py"
  tl::cp_async_commit();
#line 418 "tilelang/ops/lowbit_kernels.py"
  const int v_31 = (tid / 128);
  const int v_32 = (v_31 * 64);
  const int v_33 = (tid % 128);
  const int v_34 = (v_33 / 32);
  const int v_35 = (v_34 * 16);
  const int v_36 = (v_32 + v_35);
  const int v_37 = (tid % 32);
  const int v_38 = (v_37 / 4);
  const int v_39 = (tid % 4);
  const int v_40 = (v_39 * 2);
  const int v_41 = (v_39 * 8);
#line 474 "tilelang/ops/lowbit_kernels.py"
  int r = 0;
  for (int ko = 0; ko < 128; ko += 2) {
    tl::cp_async_wait<1>();
    __syncthreads();
    const int v_42 = (r * 256);
    const int v_43 = (r * 128);
    const int v_44 = (ko / 4);
    const int v_45 = (v_44 % 2);
#line 405 "tilelang/ops/lowbit_kernels.py"
    tl::mbar_wait((tma_bar + r), v_45);
#line 418 "tilelang/ops/lowbit_kernels.py"
    alignas(16) half dequant[32];
    #pragma unroll
    for (int g = 0; g < 4; g += 1) {
      const int v_46 = (g * 8);
      const int v_47 = (g % 2);
      const int v_48 = (v_47 * 8);
      const int v_49 = (v_36 + v_48);
      const int v_50 = (v_49 + v_38);
      const int v_51 = (g / 2);
      const int v_52 = (v_51 * 32);
      const int v_53 = (v_52 + v_41);
      const int v_54 = (v_50 / 4);
      const int v_55 = (v_54 % 2);
      const int v_56 = (v_55 * 32);
      const int v_57 = (v_53 ^ v_56);
      const int v_58 = tl::floordiv(v_57, 8);
      const int v_59 = (v_58 * 4);
      const int v_60 = (v_50 + v_43);
      const unsigned v_61 = *reinterpret_cast<const unsigned*>((B_s + (v_60) * 32 + v_59));
      tl::dequant_i4<true>(dequant + v_46, v_61);
    }
    #pragma unroll
    for (int l_v_1 = 0; l_v_1 < 4; l_v_1 += 1) {
      const int v_62 = (l_v_1 * 8);
      const int v_63 = (l_v_1 % 2);
      const int v_64 = (v_63 * 8);
      const int v_65 = (v_36 + v_64);
      const int v_66 = (v_65 + v_38);
#line 426 "tilelang/ops/lowbit_kernels.py"
      const tl::vec<half, 8> v_67 = *reinterpret_cast<const tl::vec<half, 8>*>((dequant + v_62));
      const half v_68 = v_67.v[0];
#line 432 "tilelang/ops/lowbit_kernels.py"
      const half v_69 = S_s[(r) * 128 + v_66];
      const half v_70 = tl::mul(v_68, v_69);
#line 426 "tilelang/ops/lowbit_kernels.py"
      const half v_71 = v_67.v[1];
#line 432 "tilelang/ops/lowbit_kernels.py"
      const half v_72 = tl::mul(v_71, v_69);
#line 426 "tilelang/ops/lowbit_kernels.py"
      const half v_73 = v_67.v[2];
#line 432 "tilelang/ops/lowbit_kernels.py"
      const half v_74 = tl::mul(v_73, v_69);
#line 426 "tilelang/ops/lowbit_kernels.py"
      const half v_75 = v_67.v[3];
#line 432 "tilelang/ops/lowbit_kernels.py"
      const half v_76 = tl::mul(v_75, v_69);
#line 426 "tilelang/ops/lowbit_kernels.py"
      const half v_77 = v_67.v[4];
#line 432 "tilelang/ops/lowbit_kernels.py"
      const half v_78 = tl::mul(v_77, v_69);
#line 426 "tilelang/ops/lowbit_kernels.py"
      const half v_79 = v_67.v[5];
#line 432 "tilelang/ops/lowbit_kernels.py"
      const half v_80 = tl::mul(v_79, v_69);
#line 426 "tilelang/ops/lowbit_kernels.py"
      const half v_81 = v_67.v[6];
#line 432 "tilelang/ops/lowbit_kernels.py"
      const half v_82 = tl::mul(v_81, v_69);
#line 426 "tilelang/ops/lowbit_kernels.py"
      const half v_83 = v_67.v[7];
#line 432 "tilelang/ops/lowbit_kernels.py"
      const half v_84 = tl::mul(v_83, v_69);
#line 418 "tilelang/ops/lowbit_kernels.py"
      const tl::vec<half, 8> v_85 = tl::vec<half, 8>{{v_70, v_72, v_74, v_76, v_78, v_80, v_82, v_84}};
      *reinterpret_cast<tl::vec<half, 8>*>((B_f + v_62)) = v_85;
    }
#line 452 "tilelang/ops/lowbit_kernels.py"
    tl::wgmma_fence<128, 16>(C_f, B_f);
    const unsigned long long v_86 = tl::wgmma_desc<128, 16, 1024>((A_s + (v_42) * 64 + 0));
    { float* tl_acc = C_f; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %133, 0;\nwgmma.mma_async.sync.aligned.m64n256k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16, %17, %18, %19, %20, %21, %22, %23, %24, %25, %26, %27, %28, %29, %30, %31, %32, %33, %34, %35, %36, %37, %38, %39, %40, %41, %42, %43, %44, %45, %46, %47, %48, %49, %50, %51, %52, %53, %54, %55, %56, %57, %58, %59, %60, %61, %62, %63, %64, %65, %66, %67, %68, %69, %70, %71, %72, %73, %74, %75, %76, %77, %78, %79, %80, %81, %82, %83, %84, %85, %86, %87, %88, %89, %90, %91, %92, %93, %94, %95, %96, %97, %98, %99, %100, %101, %102, %103, %104, %105, %106, %107, %108, %109, %110, %111, %112, %113, %114, %115, %116, %117, %118, %119, %120, %121, %122, %123, %124, %125, %126, %127}, {%128, %129, %130, %131}, %132, p, 1, 1, 0;\n}\n" : "+f"(tl_acc[0 + 0]), "+f"(tl_acc[0 + 1]), "+f"(tl_acc[0 + 2]), "+f"(tl_acc[0 + 3]), "+f"(tl_acc[0 + 4]), "+f"(tl_acc[0 + 5]), "+f"(tl_acc[0 + 6]), "+f"(tl_acc[0 + 7]), "+f"(tl_acc[0 + 8]), "+f"(tl_acc[0 + 9]), "+f"(tl_acc[0 + 10]), "+f"(tl_acc[0 + 11]), "+f"(tl_acc[0 + 12]), "+f"(tl_acc[0 + 13]), "+f"(tl_acc[0 + 14]), "+f"(tl_acc[0 + 15]), "+f"(tl_acc[0 + 16]), "+f"(tl_acc[0 + 17]), "+f"(tl_acc[0 + 18]), "+f"(tl_acc[0 + 19]), "+f"(tl_acc[0 + 20]), "+f"(tl_acc[0 + 21]), "+f"(tl_acc[0 + 22]), "+f"(tl_acc[0 + 23]), "+f"(tl_acc[0 + 24]), "+f"(tl_acc[0 + 25]), "+f"(tl_acc[0 + 26]), "+f"(tl_acc[0 + 27]), "+f"(tl_acc[0 + 28]), "+f"(tl_acc[0 + 29]), "+f"(tl_acc[0 + 30]), "+f"(tl_acc[0 + 31]), "+f"(tl_acc[0 + 32]), "+f"(tl_acc[0 + 33]), "+f"(tl_acc[0 + 34]), "+f"(tl_acc[0 + 35]), "+f"(tl_acc[0 + 36]), "+f"(tl_acc[0 + 37]), "+f"(tl_acc[0 + 38]), "+f"(tl_acc[0 + 39]), "+f"(tl_acc[0 + 40]), "+f"(tl_acc[0 + 41]), "+f"(tl_acc[0 + 42]), "+f"(tl_acc[0 + 43]), "+f"(tl_acc[0 + 44]), "+f"(tl_acc[0 + 45]), "+f"(tl_acc[0 + 46]), "+f"(tl_acc[0 + 47]), "+f"(tl_acc[0 + 48]), "+f"(tl_acc[0 + 49]), "+f"(tl_acc[0 + 50]), "+f"(tl_acc[0 + 51]), "+f"(tl_acc[0 + 52]), "+f"(tl_acc[0 + 53]), "+f"(tl_acc[0 + 54]), "+f"(tl_acc[0 + 55]), "+f"(tl_acc[0 + 56]), "+f"(tl_acc[0 + 57]), "+f"(tl_acc[0 + 58]), "+f"(tl_acc[0 + 59]), "+f"(tl_acc[0 + 60]), "+f"(tl_acc[0 + 61]), "+f"(tl_acc[0 + 62]), "+f"(tl_acc[0 + 63]), "+f"(tl_acc[0 + 64]), "+f"(tl_acc[0 + 65]), "+f"(tl_acc[0 + 66]), "+f"(tl_acc[0 + 67]), "+f"(tl_acc[0 + 68]), "+f"(tl_acc[0 + 69]), "+f"(tl_acc[0 + 70]), "+f"(tl_acc[0 + 71]), "+f"(tl_acc[0 + 72]), "+f"(tl_acc[0 + 73]), "+f"(tl_acc[0 + 74]), "+f"(tl_acc[0 + 75]), "+f"(tl_acc[0 + 76]), "+f"(tl_acc[0 + 77]), "+f"(tl_acc[0 + 78]), "+f"(tl_acc[0 + 79]), "+f"(tl_acc[0 + 80]), "+f"(tl_acc[0 + 81]), "+f"(tl_acc[0 + 82]), "+f"(tl_acc[0 + 83]), "+f"(tl_acc[0 + 84]), "+f"(tl_acc[0 + 85]), "+f"(tl_acc[0 + 86]), "+f"(tl_acc[0 + 87]), "+f"(tl_acc[0 + 88]), "+f"(tl_acc[0 + 89]), "+f"(tl_acc[0 + 90]), "+f"(tl_acc[0 + 91]), "+f"(tl_acc[0 + 92]), "+f"(tl_acc[0 + 93]), "+f"(tl_acc[0 + 94]), "+f"(tl_acc[0 + 95]), "+f"(tl_acc[0 + 96]), "+f"(tl_acc[0 + 97]), "+f"(tl_acc[0 + 98]), "+f"(tl_acc[0 + 99]), "+f"(tl_acc[0 + 100]), "+f"(tl_acc[0 + 101]), "+f"(tl_acc[0 + 102]), "+f"(tl_acc[0 + 103]), "+f"(tl_acc[0 + 104]), "+f"(tl_acc[0 + 105]), "+f"(tl_acc[0 + 106]), "+f"(tl_acc[0 + 107]), "+f"(tl_acc[0 + 108]), "+f"(tl_acc[0 + 109]), "+f"(tl_acc[0 + 110]), "+f"(tl_acc[0 + 111]), "+f"(tl_acc[0 + 112]), "+f"(tl_acc[0 + 113]), "+f"(tl_acc[0 + 114]), "+f"(tl_acc[0 + 115]), "+f"(tl_acc[0 + 116]), "+f"(tl_acc[0 + 117]), "+f"(tl_acc[0 + 118]), "+f"(tl_acc[0 + 119]), "+f"(tl_acc[0 + 120]), "+f"(tl_acc[0 + 121]), "+f"(tl_acc[0 + 122]), "+f"(tl_acc[0 + 123]), "+f"(tl_acc[0 + 124]), "+f"(tl_acc[0 + 125]), "+f"(tl_acc[0 + 126]), "+f"(tl_acc[0 + 127]) : "r"(*reinterpret_cast<const unsigned*>(&B_f[0 + 0])), "r"(*reinterpret_cast<const unsigned*>(&B_f[0 + 8])), "r"(*reinterpret_cast<const unsigned*>(&B_f[0 + 2])), "r"(*reinterpret_cast<const unsigned*>(&B_f[0 + 10])), "l"(v_86), "r"(1)); }
    const unsigned long long v_87 = tl::wgmma_desc_at<128, 16, 1024>((A_s + (v_42) * 64), 2);
    { float* tl_acc = C_f; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %133, 0;\nwgmma.mma_async.sync.aligned.m64n256k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16, %17, %18, %19, %20, %21, %22, %23, %24, %25, %26, %27, %28, %29, %30, %31, %32, %33, %34, %35, %36, %37, %38, %39, %40, %41, %42, %43, %44, %45, %46, %47, %48, %49, %50, %51, %52, %53, %54, %55, %56, %57, %58, %59, %60, %61, %62, %63, %64, %65, %66, %67, %68, %69, %70, %71, %72, %73, %74, %75, %76, %77, %78, %79, %80, %81, %82, %83, %84, %85, %86, %87, %88, %89, %90, %91, %92, %93, %94, %95, %96, %97, %98, %99, %100, %101, %102, %103, %104, %105, %106, %107, %108, %109, %110, %111, %112, %113, %114, %115, %116, %117, %118, %119, %120, %121, %122, %123, %124, %125, %126, %127}, {%128, %129, %130, %131}, %132, p, 1, 1, 0;\n}\n" : "+f"(tl_acc[0 + 0]), "+f"(tl_acc[0 + 1]), "+f"(tl_acc[0 + 2]), "+f"(tl_acc[0 + 3]), "+f"(tl_acc[0 + 4]), "+f"(tl_acc[0 + 5]), "+f"(tl_acc[0 + 6]), "+f"(tl_acc[0 + 7]), "+f"(tl_acc[0 + 8]), "+f"(tl_acc[0 + 9]), "+f"(tl_acc[0 + 10]), "+f"(tl_acc[0 + 11]), "+f"(tl_acc[0 + 12]), "+f"(tl_acc[0 + 13]), "+f"(tl_acc[0 + 14]), "+f"(tl_acc[0 + 15]), "+f"(tl_acc[0 + 16]), "+f"(tl_acc[0 + 17]), "+f"(tl_acc[0 + 18]), "+f"(tl_acc[0 + 19]), "+f"(tl_acc[0 + 20]), "+f"(tl_acc[0 + 21]), "+f"(tl_acc[0 + 22]), "+f"(tl_acc[0 + 23]), "+f"(tl_acc[0 + 24]), "+f"(tl_acc[0 + 25]), "+f"(tl_acc[0 + 26]), "+f"(tl_acc[0 + 27]), "+f"(tl_acc[0 + 28]), "+f"(tl_acc[0 + 29]), "+f"(tl_acc[0 + 30]), "+f"(tl_acc[0 + 31]), "+f"(tl_acc[0 + 32]), "+f"(tl_acc[0 + 33]), "+f"(tl_acc[0 + 34]), "+f"(tl_acc[0 + 35]), "+f"(tl_acc[0 + 36]), "+f"(tl_acc[0 + 37]), "+f"(tl_acc[0 + 38]), "+f"(tl_acc[0 + 39]), "+f"(tl_acc[0 + 40]), "+f"(tl_acc[0 + 41]), "+f"(tl_acc[0 + 42]), "+f"(tl_acc[0 + 43]), "+f"(tl_acc[0 + 44]), "+f"(tl_acc[0 + 45]), "+f"(tl_acc[0 + 46]), "+f"(tl_acc[0 + 47]), "+f"(tl_acc[0 + 48]), "+f"(tl_acc[0 + 49]), "+f"(tl_acc[0 + 50]), "+f"(tl_acc[0 + 51]), "+f"(tl_acc[0 + 52]), "+f"(tl_acc[0 + 53]), "+f"(tl_acc[0 + 54]), "+f"(tl_acc[0 + 55]), "+f"(tl_acc[0 + 56]), "+f"(tl_acc[0 + 57]), "+f"(tl_acc[0 + 58]), "+f"(tl_acc[0 + 59]), "+f"(tl_acc[0 + 60]), "+f"(tl_acc[0 + 61]), "+f"(tl_acc[0 + 62]), "+f"(tl_acc[0 + 63]), "+f"(tl_acc[0 + 64]), "+f"(tl_acc[0 + 65]), "+f"(tl_acc[0 + 66]), "+f"(tl_acc[0 + 67]), "+f"(tl_acc[0 + 68]), "+f"(tl_acc[0 + 69]), "+f"(tl_acc[0 + 70]), "+f"(tl_acc[0 + 71]), "+f"(tl_acc[0 + 72]), "+f"(tl_acc[0 + 73]), "+f"(tl_acc[0 + 74]), "+f"(tl_acc[0 + 75]), "+f"(tl_acc[0 + 76]), "+f"(tl_acc[0 + 77]), "+f"(tl_acc[0 + 78]), "+f"(tl_acc[0 + 79]), "+f"(tl_acc[0 + 80]), "+f"(tl_acc[0 + 81]), "+f"(tl_acc[0 + 82]), "+f"(tl_acc[0 + 83]), "+f"(tl_acc[0 + 84]), "+f"(tl_acc[0 + 85]), "+f"(tl_acc[0 + 86]), "+f"(tl_acc[0 + 87]), "+f"(tl_acc[0 + 88]), "+f"(tl_acc[0 + 89]), "+f"(tl_acc[0 + 90]), "+f"(tl_acc[0 + 91]), "+f"(tl_acc[0 + 92]), "+f"(tl_acc[0 + 93]), "+f"(tl_acc[0 + 94]), "+f"(tl_acc[0 + 95]), "+f"(tl_acc[0 + 96]), "+f"(tl_acc[0 + 97]), "+f"(tl_acc[0 + 98]), "+f"(tl_acc[0 + 99]), "+f"(tl_acc[0 + 100]), "+f"(tl_acc[0 + 101]), "+f"(tl_acc[0 + 102]), "+f"(tl_acc[0 + 103]), "+f"(tl_acc[0 + 104]), "+f"(tl_acc[0 + 105]), "+f"(tl_acc[0 + 106]), "+f"(tl_acc[0 + 107]), "+f"(tl_acc[0 + 108]), "+f"(tl_acc[0 + 109]), "+f"(tl_acc[0 + 110]), "+f"(tl_acc[0 + 111]), "+f"(tl_acc[0 + 112]), "+f"(tl_acc[0 + 113]), "+f"(tl_acc[0 + 114]), "+f"(tl_acc[0 + 115]), "+f"(tl_acc[0 + 116]), "+f"(tl_acc[0 + 117]), "+f"(tl_acc[0 + 118]), "+f"(tl_acc[0 + 119]), "+f"(tl_acc[0 + 120]), "+f"(tl_acc[0 + 121]), "+f"(tl_acc[0 + 122]), "+f"(tl_acc[0 + 123]), "+f"(tl_acc[0 + 124]), "+f"(tl_acc[0 + 125]), "+f"(tl_acc[0 + 126]), "+f"(tl_acc[0 + 127]) : "r"(*reinterpret_cast<const unsigned*>(&B_f[4 + 0])), "r"(*reinterpret_cast<const unsigned*>(&B_f[4 + 8])), "r"(*reinterpret_cast<const unsigned*>(&B_f[4 + 2])), "r"(*reinterpret_cast<const unsigned*>(&B_f[4 + 10])), "l"(v_87), "r"(1)); }
    const unsigned long long v_88 = tl::wgmma_desc_at<128, 16, 1024>((A_s + (v_42) * 64), 4);
    { float* tl_acc = C_f; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %133, 0;\nwgmma.mma_async.sync.aligned.m64n256k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16, %17, %18, %19, %20, %21, %22, %23, %24, %25, %26, %27, %28, %29, %30, %31, %32, %33, %34, %35, %36, %37, %38, %39, %40, %41, %42, %43, %44, %45, %46, %47, %48, %49, %50, %51, %52, %53, %54, %55, %56, %57, %58, %59, %60, %61, %62, %63, %64, %65, %66, %67, %68, %69, %70, %71, %72, %73, %74, %75, %76, %77, %78, %79, %80, %81, %82, %83, %84, %85, %86, %87, %88, %89, %90, %91, %92, %93, %94, %95, %96, %97, %98, %99, %100, %101, %102, %103, %104, %105, %106, %107, %108, %109, %110, %111, %112, %113, %114, %115, %116, %117, %118, %119, %120, %121, %122, %123, %124, %125, %126, %127}, {%128, %129, %130, %131}, %132, p, 1, 1, 0;\n}\n" : "+f"(tl_acc[0 + 0]), "+f"(tl_acc[0 + 1]), "+f"(tl_acc[0 + 2]), "+f"(tl_acc[0 + 3]), "+f"(tl_acc[0 + 4]), "+f"(tl_acc[0 + 5]), "+f"(tl_acc[0 + 6]), "+f"(tl_acc[0 + 7]), "+f"(tl_acc[0 + 8]), "+f"(tl_acc[0 + 9]), "+f"(tl_acc[0 + 10]), "+f"(tl_acc[0 + 11]), "+f"(tl_acc[0 + 12]), "+f"(tl_acc[0 + 13]), "+f"(tl_acc[0 + 14]), "+f"(tl_acc[0 + 15]), "+f"(tl_acc[0 + 16]), "+f"(tl_acc[0 + 17]), "+f"(tl_acc[0 + 18]), "+f"(tl_acc[0 + 19]), "+f"(tl_acc[0 + 20]), "+f"(tl_acc[0 + 21]), "+f"(tl_acc[0 + 22]), "+f"(tl_acc[0 + 23]), "+f"(tl_acc[0 + 24]), "+f"(tl_acc[0 + 25]), "+f"(tl_acc[0 + 26]), "+f"(tl_acc[0 + 27]), "+f"(tl_acc[0 + 28]), "+f"(tl_acc[0 + 29]), "+f"(tl_acc[0 + 30]), "+f"(tl_acc[0 + 31]), "+f"(tl_acc[0 + 32]), "+f"(tl_acc[0 + 33]), "+f"(tl_acc[0 + 34]), "+f"(tl_acc[0 + 35]), "+f"(tl_acc[0 + 36]), "+f"(tl_acc[0 + 37]), "+f"(tl_acc[0 + 38]), "+f"(tl_acc[0 + 39]), "+f"(tl_acc[0 + 40]), "+f"(tl_acc[0 + 41]), "+f"(tl_acc[0 + 42]), "+f"(tl_acc[0 + 43]), "+f"(tl_acc[0 + 44]), "+f"(tl_acc[0 + 45]), "+f"(tl_acc[0 + 46]), "+f"(tl_acc[0 + 47]), "+f"(tl_acc[0 + 48]), "+f"(tl_acc[0 + 49]), "+f"(tl_acc[0 + 50]), "+f"(tl_acc[0 + 51]), "+f"(tl_acc[0 + 52]), "+f"(tl_acc[0 + 53]), "+f"(tl_acc[0 + 54]), "+f"(tl_acc[0 + 55]), "+f"(tl_acc[0 + 56]), "+f"(tl_acc[0 + 57]), "+f"(tl_acc[0 + 58]), "+f"(tl_acc[0 + 59]), "+f"(tl_acc[0 + 60]), "+f"(tl_acc[0 + 61]), "+f"(tl_acc[0 + 62]), "+f"(tl_acc[0 + 63]), "+f"(tl_acc[0 + 64]), "+f"(tl_acc[0 + 65]), "+f"(tl_acc[0 + 66]), "+f"(tl_acc[0 + 67]), "+f"(tl_acc[0 + 68]), "+f"(tl_acc[0 + 69]), "+f"(tl_acc[0 + 70]), "+f"(tl_acc[0 + 71]), "+f"(tl_acc[0 + 72]), "+f"(tl_acc[0 + 73]), "+f"(tl_acc[0 + 74]), "+f"(tl_acc[0 + 75]), "+f"(tl_acc[0 + 76]), "+f"(tl_acc[0 + 77]), "+f"(tl_acc[0 + 78]), "+f"(tl_acc[0 + 79]), "+f"(tl_acc[0 + 80]), "+f"(tl_acc[0 + 81]), "+f"(tl_acc[0 + 82]), "+f"(tl_acc[0 + 83]), "+f"(tl_acc[0 + 84]), "+f"(tl_acc[0 + 85]), "+f"(tl_acc[0 + 86]), "+f"(tl_acc[0 + 87]), "+f"(tl_acc[0 + 88]), "+f"(tl_acc[0 + 89]), "+f"(tl_acc[0 + 90]), "+f"(tl_acc[0 + 91]), "+f"(tl_acc[0 + 92]), "+f"(tl_acc[0 + 93]), "+f"(tl_acc[0 + 94]), "+f"(tl_acc[0 + 95]), "+f"(tl_acc[0 + 96]), "+f"(tl_acc[0 + 97]), "+f"(tl_acc[0 + 98]), "+f"(tl_acc[0 + 99]), "+f"(tl_acc[0 + 100]), "+f"(tl_acc[0 + 101]), "+f"(tl_acc[0 + 102]), "+f"(tl_acc[0 + 103]), "+f"(tl_acc[0 + 104]), "+f"(tl_acc[0 + 105]), "+f"(tl_acc[0 + 106]), "+f"(tl_acc[0 + 107]), "+f"(tl_acc[0 + 108]), "+f"(tl_acc[0 + 109]), "+f"(tl_acc[0 + 110]), "+f"(tl_acc[0 + 111]), "+f"(tl_acc[0 + 112]), "+f"(tl_acc[0 + 113]), "+f"(tl_acc[0 + 114]), "+f"(tl_acc[0 + 115]), "+f"(tl_acc[0 + 116]), "+f"(tl_acc[0 + 117]), "+f"(tl_acc[0 + 118]), "+f"(tl_acc[0 + 119]), "+f"(tl_acc[0 + 120]), "+f"(tl_acc[0 + 121]), "+f"(tl_acc[0 + 122]), "+f"(tl_acc[0 + 123]), "+f"(tl_acc[0 + 124]), "+f"(tl_acc[0 + 125]), "+f"(tl_acc[0 + 126]), "+f"(tl_acc[0 + 127]) : "r"(*reinterpret_cast<const unsigned*>(&B_f[16 + 0])), "r"(*reinterpret_cast<const unsigned*>(&B_f[16 + 8])), "r"(*reinterpret_cast<const unsigned*>(&B_f[16 + 2])), "r"(*reinterpret_cast<const unsigned*>(&B_f[16 + 10])), "l"(v_88), "r"(1)); }
    const unsigned long long v_89 = tl::wgmma_desc_at<128, 16, 1024>((A_s + (v_42) * 64), 6);
    { float* tl_acc = C_f; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %133, 0;\nwgmma.mma_async.sync.aligned.m64n256k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16, %17, %18, %19, %20, %21, %22, %23, %24, %25, %26, %27, %28, %29, %30, %31, %32, %33, %34, %35, %36, %37, %38, %39, %40, %41, %42, %43, %44, %45, %46, %47, %48, %49, %50, %51, %52, %53, %54, %55, %56, %57, %58, %59, %60, %61, %62, %63, %64, %65, %66, %67, %68, %69, %70, %71, %72, %73, %74, %75, %76, %77, %78, %79, %80, %81, %82, %83, %84, %85, %86, %87, %88, %89, %90, %91, %92, %93, %94, %95, %96, %97, %98, %99, %100, %101, %102, %103, %104, %105, %106, %107, %108, %109, %110, %111, %112, %113, %114, %115, %116, %117, %118, %119, %120, %121, %122, %123, %124, %125, %126, %127}, {%128, %129, %130, %131}, %132, p, 1, 1, 0;\n}\n" : "+f"(tl_acc[0 + 0]), "+f"(tl_acc[0 + 1]), "+f"(tl_acc[0 + 2]), "+f"(tl_acc[0 + 3]), "+f"(tl_acc[0 + 4]), "+f"(tl_acc[0 + 5]), "+f"(tl_acc[0 + 6]), "+f"(tl_acc[0 + 7]), "+f"(tl_acc[0 + 8]), "+f"(tl_acc[0 + 9]), "+f"(tl_acc[0 + 10]), "+f"(tl_acc[0 + 11]), "+f"(tl_acc[0 + 12]), "+f"(tl_acc[0 + 13]), "+f"(tl_acc[0 + 14]), "+f"(tl_acc[0 + 15]), "+f"(tl_acc[0 + 16]), "+f"(tl_acc[0 + 17]), "+f"(tl_acc[0 + 18]), "+f"(tl_acc[0 + 19]), "+f"(tl_acc[0 + 20]), "+f"(tl_acc[0 + 21]), "+f"(tl_acc[0 + 22]), "+f"(tl_acc[0 + 23]), "+f"(tl_acc[0 + 24]), "+f"(tl_acc[0 + 25]), "+f"(tl_acc[0 + 26]), "+f"(tl_acc[0 + 27]), "+f"(tl_acc[0 + 28]), "+f"(tl_acc[0 + 29]), "+f"(tl_acc[0 + 30]), "+f"(tl_acc[0 + 31]), "+f"(tl_acc[0 + 32]), "+f"(tl_acc[0 + 33]), "+f"(tl_acc[0 + 34]), "+f"(tl_acc[0 + 35]), "+f"(tl_acc[0 + 36]), "+f"(tl_acc[0 + 37]), "+f"(tl_acc[0 + 38]), "+f"(tl_acc[0 + 39]), "+f"(tl_acc[0 + 40]), "+f"(tl_acc[0 + 41]), "+f"(tl_acc[0 + 42]), "+f"(tl_acc[0 + 43]), "+f"(tl_acc[0 + 44]), "+f"(tl_acc[0 + 45]), "+f"(tl_acc[0 + 46]), "+f"(tl_acc[0 + 47]), "+f"(tl_acc[0 + 48]), "+f"(tl_acc[0 + 49]), "+f"(tl_acc[0 + 50]), "+f"(tl_acc[0 + 51]), "+f"(tl_acc[0 + 52]), "+f"(tl_acc[0 + 53]), "+f"(tl_acc[0 + 54]), "+f"(tl_acc[0 + 55]), "+f"(tl_acc[0 + 56]), "+f"(tl_acc[0 + 57]), "+f"(tl_acc[0 + 58]), "+f"(tl_acc[0 + 59]), "+f"(tl_acc[0 + 60]), "+f"(tl_acc[0 + 61]), "+f"(tl_acc[0 + 62]), "+f"(tl_acc[0 + 63]), "+f"(tl_acc[0 + 64]), "+f"(tl_acc[0 + 65]), "+f"(tl_acc[0 + 66]), "+f"(tl_acc[0 + 67]), "+f"(tl_acc[0 + 68]), "+f"(tl_acc[0 + 69]), "+f"(tl_acc[0 + 70]), "+f"(tl_acc[0 + 71]), "+f"(tl_acc[0 + 72]), "+f"(tl_acc[0 + 73]), "+f"(tl_acc[0 + 74]), "+f"(tl_acc[0 + 75]), "+f"(tl_acc[0 + 76]), "+f"(tl_acc[0 + 77]), "+f"(tl_acc[0 + 78]), "+f"(tl_acc[0 + 79]), "+f"(tl_acc[0 + 80]), "+f"(tl_acc[0 + 81]), "+f"(tl_acc[0 + 82]), "+f"(tl_acc[0 + 83]), "+f"(tl_acc[0 + 84]), "+f"(tl_acc[0 + 85]), "+f"(tl_acc[0 + 86]), "+f"(tl_acc[0 + 87]), "+f"(tl_acc[0 + 88]), "+f"(tl_acc[0 + 89]), "+f"(tl_acc[0 + 90]), "+f"(tl_acc[0 + 91]), "+f"(tl_acc[0 + 92]), "+f"(tl_acc[0 + 93]), "+f"(tl_acc[0 + 94]), "+f"(tl_acc[0 + 95]), "+f"(tl_acc[0 + 96]), "+f"(tl_acc[0 + 97]), "+f"(tl_acc[0 + 98]), "+f"(tl_acc[0 + 99]), "+f"(tl_acc[0 + 100]), "+f"(tl_acc[0 + 101]), "+f"(tl_acc[0 + 102]), "+f"(tl_acc[0 + 103]), "+f"(tl_acc[0 + 104]), "+f"(tl_acc[0 + 105]), "+f"(tl_acc[0 + 106]), "+f"(tl_acc[0 + 107]), "+f"(tl_acc[0 + 108]), "+f"(tl_acc[0 + 109]), "+f"(tl_acc[0 + 110]), "+f"(tl_acc[0 + 111]), "+f"(tl_acc[0 + 112]), "+f"(tl_acc[0 + 113]), "+f"(tl_acc[0 + 114]), "+f"(tl_acc[0 + 115]), "+f"(tl_acc[0 + 116]), "+f"(tl_acc[0 + 117]), "+f"(tl_acc[0 + 118]), "+f"(tl_acc[0 + 119]), "+f"(tl_acc[0 + 120]), "+f"(tl_acc[0 + 121]), "+f"(tl_acc[0 + 122]), "+f"(tl_acc[0 + 123]), "+f"(tl_acc[0 + 124]), "+f"(tl_acc[0 + 125]), "+f"(tl_acc[0 + 126]), "+f"(tl_acc[0 + 127]) : "r"(*reinterpret_cast<const unsigned*>(&B_f[20 + 0])), "r"(*reinterpret_cast<const unsigned*>(&B_f[20 + 8])), "r"(*reinterpret_cast<const unsigned*>(&B_f[20 + 2])), "r"(*reinterpret_cast<const unsigned*>(&B_f[20 + 10])), "l"(v_89), "r"(1)); }
    tl::wgmma_commit();
#line 474 "tilelang/ops/lowbit_kernels.py"
    const int v_90 = (ko + 2);
    const int v_91 = (r + 2);
    const bool v_92 = (v_91 < 4);
    const int v_93 = (v_91 + -4);
    const int v_94 = (v_92 ? v_91 : v_93);
    const bool v_95 = (v_90 < 128);
    if (v_95) {
      const int v_96 = tl::min(v_90, 127);
#line 476 "tilelang/ops/lowbit_kernels.py"
      const int v_97 = (v_2 + v_96);
      const int k0_2 = (v_97 * 64);
#line 406 "tilelang/ops/lowbit_kernels.py"
      const int g0_1 = (k0_2 / 128);
#line 407 "tilelang/ops/lowbit_kernels.py"
      const int v_98 = (v_8 + k0_2);
      const int v_99 = (v_98 * 4);
      const int v_100 = (v_99 / 8);
#line 474 "tilelang/ops/lowbit_kernels.py"
      const int v_101 = (v_94 * 256);
      const int v_102 = (v_94 * 128);
#line 405 "tilelang/ops/lowbit_kernels.py"
      if (v_4) {
        tl::mbar_expect_tx((tma_bar + v_94), 32768);
        tl::tma_load((A_s + (v_101) * 64 + 0), &A_tmap, (tma_bar + v_94), k0_2, v_3);
      }
#line 407 "tilelang/ops/lowbit_kernels.py"
      const int v_103 = (v_7 + v_102);
      tl::cp_async<16>((B_s + (v_103) * 32 + v_16), (B + (v_9) * 4096 + v_100), true);
#line 413 "tilelang/ops/lowbit_kernels.py"
      if (v_19) {
        const int v_104 = (tid % 16);
        const int v_105 = (v_104 * 8);
        const int v_106 = (v_105 + v_5);
        tl::cp_async<16>((S_s + (v_94) * 128 + v_105), (Scales + (g0_1) * 8192 + v_106), true);
      }
#line 474 "tilelang/ops/lowbit_kernels.py"
    }
    tl::cp_async_commit();
#line 452 "tilelang/ops/lowbit_kernels.py"
    tl::wgmma_wait<1, 128, 16>(C_f, B_f_odd);
#line 474 "tilelang/ops/lowbit_kernels.py"
    const bool v_107 = (r == 3);
    const int v_108 = (v_91 + -1);
    const int v_109 = (v_107 ? 0 : v_108);
    const int v_110 = (v_90 + -1);
    tl::cp_async_wait<1>();
    __syncthreads();
    const int v_111 = (v_109 * 256);
    const int v_112 = (v_109 * 128);
    const int v_113 = tl::floordiv(v_110, 4);
    const int v_114 = tl::floormod(v_113, 2);
#line 405 "tilelang/ops/lowbit_kernels.py"
    tl::mbar_wait((tma_bar + v_109), v_114);
#line 418 "tilelang/ops/lowbit_kernels.py"
    alignas(16) half dequant_1[32];
    #pragma unroll
    for (int g_1 = 0; g_1 < 4; g_1 += 1) {
      const int v_115 = (g_1 * 8);
      const int v_116 = (g_1 % 2);
      const int v_117 = (v_116 * 8);
      const int v_118 = (v_36 + v_117);
      const int v_119 = (v_118 + v_38);
      const int v_120 = (g_1 / 2);
      const int v_121 = (v_120 * 32);
      const int v_122 = (v_121 + v_41);
      const int v_123 = (v_119 / 4);
      const int v_124 = (v_123 % 2);
      const int v_125 = (v_124 * 32);
      const int v_126 = (v_122 ^ v_125);
      const int v_127 = tl::floordiv(v_126, 8);
      const int v_128 = (v_127 * 4);
      const int v_129 = (v_119 + v_112);
      const unsigned v_130 = *reinterpret_cast<const unsigned*>((B_s + (v_129) * 32 + v_128));
      tl::dequant_i4<true>(dequant_1 + v_115, v_130);
    }
    #pragma unroll
    for (int l_v_2 = 0; l_v_2 < 4; l_v_2 += 1) {
      const int v_131 = (l_v_2 * 8);
      const int v_132 = (l_v_2 % 2);
      const int v_133 = (v_132 * 8);
      const int v_134 = (v_36 + v_133);
      const int v_135 = (v_134 + v_38);
#line 426 "tilelang/ops/lowbit_kernels.py"
      const tl::vec<half, 8> v_136 = *reinterpret_cast<const tl::vec<half, 8>*>((dequant_1 + v_131));
      const half v_137 = v_136.v[0];
#line 432 "tilelang/ops/lowbit_kernels.py"
      const half v_138 = S_s[(v_109) * 128 + v_135];
      const half v_139 = tl::mul(v_137, v_138);
#line 426 "tilelang/ops/lowbit_kernels.py"
      const half v_140 = v_136.v[1];
#line 432 "tilelang/ops/lowbit_kernels.py"
      const half v_141 = tl::mul(v_140, v_138);
#line 426 "tilelang/ops/lowbit_kernels.py"
      const half v_142 = v_136.v[2];
#line 432 "tilelang/ops/lowbit_kernels.py"
      const half v_143 = tl::mul(v_142, v_138);
#line 426 "tilelang/ops/lowbit_kernels.py"
      const half v_144 = v_136.v[3];
#line 432 "tilelang/ops/lowbit_kernels.py"
      const half v_145 = tl::mul(v_144, v_138);
#line 426 "tilelang/ops/lowbit_kernels.py"
      const half v_146 = v_136.v[4];
#line 432 "tilelang/ops/lowbit_kernels.py"
      const half v_147 = tl::mul(v_146, v_138);
#line 426 "tilelang/ops/lowbit_kernels.py"
      const half v_148 = v_136.v[5];
#line 432 "tilelang/ops/lowbit_kernels.py"
      const half v_149 = tl::mul(v_148, v_138);
#line 426 "tilelang/ops/lowbit_kernels.py"
      const half v_150 = v_136.v[6];
#line 432 "tilelang/ops/lowbit_kernels.py"
      const half v_151 = tl::mul(v_150, v_138);
#line 426 "tilelang/ops/lowbit_kernels.py"
      const half v_152 = v_136.v[7];
#line 432 "tilelang/ops/lowbit_kernels.py"
      const half v_153 = tl::mul(v_152, v_138);
#line 418 "tilelang/ops/lowbit_kernels.py"
      const tl::vec<half, 8> v_154 = tl::vec<half, 8>{{v_139, v_141, v_143, v_145, v_147, v_149, v_151, v_153}};
      *reinterpret_cast<tl::vec<half, 8>*>((B_f_odd + v_131)) = v_154;
    }
#line 452 "tilelang/ops/lowbit_kernels.py"
    tl::wgmma_fence<128, 16>(C_f, B_f_odd);
    const unsigned long long v_155 = tl::wgmma_desc<128, 16, 1024>((A_s + (v_111) * 64 + 0));
    { float* tl_acc = C_f; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %133, 0;\nwgmma.mma_async.sync.aligned.m64n256k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16, %17, %18, %19, %20, %21, %22, %23, %24, %25, %26, %27, %28, %29, %30, %31, %32, %33, %34, %35, %36, %37, %38, %39, %40, %41, %42, %43, %44, %45, %46, %47, %48, %49, %50, %51, %52, %53, %54, %55, %56, %57, %58, %59, %60, %61, %62, %63, %64, %65, %66, %67, %68, %69, %70, %71, %72, %73, %74, %75, %76, %77, %78, %79, %80, %81, %82, %83, %84, %85, %86, %87, %88, %89, %90, %91, %92, %93, %94, %95, %96, %97, %98, %99, %100, %101, %102, %103, %104, %105, %106, %107, %108, %109, %110, %111, %112, %113, %114, %115, %116, %117, %118, %119, %120, %121, %122, %123, %124, %125, %126, %127}, {%128, %129, %130, %131}, %132, p, 1, 1, 0;\n}\n" : "+f"(tl_acc[0 + 0]), "+f"(tl_acc[0 + 1]), "+f"(tl_acc[0 + 2]), "+f"(tl_acc[0 + 3]), "+f"(tl_acc[0 + 4]), "+f"(tl_acc[0 + 5]), "+f"(tl_acc[0 + 6]), "+f"(tl_acc[0 + 7]), "+f"(tl_acc[0 + 8]), "+f"(tl_acc[0 + 9]), "+f"(tl_acc[0 + 10]), "+f"(tl_acc[0 + 11]), "+f"(tl_acc[0 + 12]), "+f"(tl_acc[0 + 13]), "+f"(tl_acc[0 + 14]), "+f"(tl_acc[0 + 15]), "+f"(tl_acc[0 + 16]), "+f"(tl_acc[0 + 17]), "+f"(tl_acc[0 + 18]), "+f"(tl_acc[0 + 19]), "+f"(tl_acc[0 + 20]), "+f"(tl_acc[0 + 21]), "+f"(tl_acc[0 + 22]), "+f"(tl_acc[0 + 23]), "+f"(tl_acc[0 + 24]), "+f"(tl_acc[0 + 25]), "+f"(tl_acc[0 + 26]), "+f"(tl_acc[0 + 27]), "+f"(tl_acc[0 + 28]), "+f"(tl_acc[0 + 29]), "+f"(tl_acc[0 + 30]), "+f"(tl_acc[0 + 31]), "+f"(tl_acc[0 + 32]), "+f"(tl_acc[0 + 33]), "+f"(tl_acc[0 + 34]), "+f"(tl_acc[0 + 35]), "+f"(tl_acc[0 + 36]), "+f"(tl_acc[0 + 37]), "+f"(tl_acc[0 + 38]), "+f"(tl_acc[0 + 39]), "+f"(tl_acc[0 + 40]), "+f"(tl_acc[0 + 41]), "+f"(tl_acc[0 + 42]), "+f"(tl_acc[0 + 43]), "+f"(tl_acc[0 + 44]), "+f"(tl_acc[0 + 45]), "+f"(tl_acc[0 + 46]), "+f"(tl_acc[0 + 47]), "+f"(tl_acc[0 + 48]), "+f"(tl_acc[0 + 49]), "+f"(tl_acc[0 + 50]), "+f"(tl_acc[0 + 51]), "+f"(tl_acc[0 + 52]), "+f"(tl_acc[0 + 53]), "+f"(tl_acc[0 + 54]), "+f"(tl_acc[0 + 55]), "+f"(tl_acc[0 + 56]), "+f"(tl_acc[0 + 57]), "+f"(tl_acc[0 + 58]), "+f"(tl_acc[0 + 59]), "+f"(tl_acc[0 + 60]), "+f"(tl_acc[0 + 61]), "+f"(tl_acc[0 + 62]), "+f"(tl_acc[0 + 63]), "+f"(tl_acc[0 + 64]), "+f"(tl_acc[0 + 65]), "+f"(tl_acc[0 + 66]), "+f"(tl_acc[0 + 67]), "+f"(tl_acc[0 + 68]), "+f"(tl_acc[0 + 69]), "+f"(tl_acc[0 + 70]), "+f"(tl_acc[0 + 71]), "+f"(tl_acc[0 + 72]), "+f"(tl_acc[0 + 73]), "+f"(tl_acc[0 + 74]), "+f"(tl_acc[0 + 75]), "+f"(tl_acc[0 + 76]), "+f"(tl_acc[0 + 77]), "+f"(tl_acc[0 + 78]), "+f"(tl_acc[0 + 79]), "+f"(tl_acc[0 + 80]), "+f"(tl_acc[0 + 81]), "+f"(tl_acc[0 + 82]), "+f"(tl_acc[0 + 83]), "+f"(tl_acc[0 + 84]), "+f"(tl_acc[0 + 85]), "+f"(tl_acc[0 + 86]), "+f"(tl_acc[0 + 87]), "+f"(tl_acc[0 + 88]), "+f"(tl_acc[0 + 89]), "+f"(tl_acc[0 + 90]), "+f"(tl_acc[0 + 91]), "+f"(tl_acc[0 + 92]), "+f"(tl_acc[0 + 93]), "+f"(tl_acc[0 + 94]), "+f"(tl_acc[0 + 95]), "+f"(tl_acc[0 + 96]), "+f"(tl_acc[0 + 97]), "+f"(tl_acc[0 + 98]), "+f"(tl_acc[0 + 99]), "+f"(tl_acc[0 + 100]), "+f"(tl_acc[0 + 101]), "+f"(tl_acc[0 + 102]), "+f"(tl_acc[0 + 103]), "+f"(tl_acc[0 + 104]), "+f"(tl_acc[0 + 105]), "+f"(tl_acc[0 + 106]), "+f"(tl_acc[0 + 107]), "+f"(tl_acc[0 + 108]), "+f"(tl_acc[0 + 109]), "+f"(tl_acc[0 + 110]), "+f"(tl_acc[0 + 111]), "+f"(tl_acc[0 + 112]), "+f"(tl_acc[0 + 113]), "+f"(tl_acc[0 + 114]), "+f"(tl_acc[0 + 115]), "+f"(tl_acc[0 + 116]), "+f"(tl_acc[0 + 117]), "+f"(tl_acc[0 + 118]), "+f"(tl_acc[0 + 119]), "+f"(tl_acc[0 + 120]), "+f"(tl_acc[0 + 121]), "+f"(tl_acc[0 + 122]), "+f"(tl_acc[0 + 123]), "+f"(tl_acc[0 + 124]), "+f"(tl_acc[0 + 125]), "+f"(tl_acc[0 + 126]), "+f"(tl_acc[0 + 127]) : "r"(*reinterpret_cast<const unsigned*>(&B_f_odd[0 + 0])), "r"(*reinterpret_cast<const unsigned*>(&B_f_odd[0 + 8])), "r"(*reinterpret_cast<const unsigned*>(&B_f_odd[0 + 2])), "r"(*reinterpret_cast<const unsigned*>(&B_f_odd[0 + 10])), "l"(v_155), "r"(1)); }
    const unsigned long long v_156 = tl::wgmma_desc_at<128, 16, 1024>((A_s + (v_111) * 64), 2);
    { float* tl_acc = C_f; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %133, 0;\nwgmma.mma_async.sync.aligned.m64n256k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16, %17, %18, %19, %20, %21, %22, %23, %24, %25, %26, %27, %28, %29, %30, %31, %32, %33, %34, %35, %36, %37, %38, %39, %40, %41, %42, %43, %44, %45, %46, %47, %48, %49, %50, %51, %52, %53, %54, %55, %56, %57, %58, %59, %60, %61, %62, %63, %64, %65, %66, %67, %68, %69, %70, %71, %72, %73, %74, %75, %76, %77, %78, %79, %80, %81, %82, %83, %84, %85, %86, %87, %88, %89, %90, %91, %92, %93, %94, %95, %96, %97, %98, %99, %100, %101, %102, %103, %104, %105, %106, %107, %108, %109, %110, %111, %112, %113, %114, %115, %116, %117, %118, %119, %120, %121, %122, %123, %124, %125, %126, %127}, {%128, %129, %130, %131}, %132, p, 1, 1, 0;\n}\n" : "+f"(tl_acc[0 + 0]), "+f"(tl_acc[0 + 1]), "+f"(tl_acc[0 + 2]), "+f"(tl_acc[0 + 3]), "+f"(tl_acc[0 + 4]), "+f"(tl_acc[0 + 5]), "+f"(tl_acc[0 + 6]), "+f"(tl_acc[0 + 7]), "+f"(tl_acc[0 + 8]), "+f"(tl_acc[0 + 9]), "+f"(tl_acc[0 + 10]), "+f"(tl_acc[0 + 11]), "+f"(tl_acc[0 + 12]), "+f"(tl_acc[0 + 13]), "+f"(tl_acc[0 + 14]), "+f"(tl_acc[0 + 15]), "+f"(tl_acc[0 + 16]), "+f"(tl_acc[0 + 17]), "+f"(tl_acc[0 + 18]), "+f"(tl_acc[0 + 19]), "+f"(tl_acc[0 + 20]), "+f"(tl_acc[0 + 21]), "+f"(tl_acc[0 + 22]), "+f"(tl_acc[0 + 23]), "+f"(tl_acc[0 + 24]), "+f"(tl_acc[0 + 25]), "+f"(tl_acc[0 + 26]), "+f"(tl_acc[0 + 27]), "+f"(tl_acc[0 + 28]), "+f"(tl_acc[0 + 29]), "+f"(tl_acc[0 + 30]), "+f"(tl_acc[0 + 31]), "+f"(tl_acc[0 + 32]), "+f"(tl_acc[0 + 33]), "+f"(tl_acc[0 + 34]), "+f"(tl_acc[0 + 35]), "+f"(tl_acc[0 + 36]), "+f"(tl_acc[0 + 37]), "+f"(tl_acc[0 + 38]), "+f"(tl_acc[0 + 39]), "+f"(tl_acc[0 + 40]), "+f"(tl_acc[0 + 41]), "+f"(tl_acc[0 + 42]), "+f"(tl_acc[0 + 43]), "+f"(tl_acc[0 + 44]), "+f"(tl_acc[0 + 45]), "+f"(tl_acc[0 + 46]), "+f"(tl_acc[0 + 47]), "+f"(tl_acc[0 + 48]), "+f"(tl_acc[0 + 49]), "+f"(tl_acc[0 + 50]), "+f"(tl_acc[0 + 51]), "+f"(tl_acc[0 + 52]), "+f"(tl_acc[0 + 53]), "+f"(tl_acc[0 + 54]), "+f"(tl_acc[0 + 55]), "+f"(tl_acc[0 + 56]), "+f"(tl_acc[0 + 57]), "+f"(tl_acc[0 + 58]), "+f"(tl_acc[0 + 59]), "+f"(tl_acc[0 + 60]), "+f"(tl_acc[0 + 61]), "+f"(tl_acc[0 + 62]), "+f"(tl_acc[0 + 63]), "+f"(tl_acc[0 + 64]), "+f"(tl_acc[0 + 65]), "+f"(tl_acc[0 + 66]), "+f"(tl_acc[0 + 67]), "+f"(tl_acc[0 + 68]), "+f"(tl_acc[0 + 69]), "+f"(tl_acc[0 + 70]), "+f"(tl_acc[0 + 71]), "+f"(tl_acc[0 + 72]), "+f"(tl_acc[0 + 73]), "+f"(tl_acc[0 + 74]), "+f"(tl_acc[0 + 75]), "+f"(tl_acc[0 + 76]), "+f"(tl_acc[0 + 77]), "+f"(tl_acc[0 + 78]), "+f"(tl_acc[0 + 79]), "+f"(tl_acc[0 + 80]), "+f"(tl_acc[0 + 81]), "+f"(tl_acc[0 + 82]), "+f"(tl_acc[0 + 83]), "+f"(tl_acc[0 + 84]), "+f"(tl_acc[0 + 85]), "+f"(tl_acc[0 + 86]), "+f"(tl_acc[0 + 87]), "+f"(tl_acc[0 + 88]), "+f"(tl_acc[0 + 89]), "+f"(tl_acc[0 + 90]), "+f"(tl_acc[0 + 91]), "+f"(tl_acc[0 + 92]), "+f"(tl_acc[0 + 93]), "+f"(tl_acc[0 + 94]), "+f"(tl_acc[0 + 95]), "+f"(tl_acc[0 + 96]), "+f"(tl_acc[0 + 97]), "+f"(tl_acc[0 + 98]), "+f"(tl_acc[0 + 99]), "+f"(tl_acc[0 + 100]), "+f"(tl_acc[0 + 101]), "+f"(tl_acc[0 + 102]), "+f"(tl_acc[0 + 103]), "+f"(tl_acc[0 + 104]), "+f"(tl_acc[0 + 105]), "+f"(tl_acc[0 + 106]), "+f"(tl_acc[0 + 107]), "+f"(tl_acc[0 + 108]), "+f"(tl_acc[0 + 109]), "+f"(tl_acc[0 + 110]), "+f"(tl_acc[0 + 111]), "+f"(tl_acc[0 + 112]), "+f"(tl_acc[0 + 113]), "+f"(tl_acc[0 + 114]), "+f"(tl_acc[0 + 115]), "+f"(tl_acc[0 + 116]), "+f"(tl_acc[0 + 117]), "+f"(tl_acc[0 + 118]), "+f"(tl_acc[0 + 119]), "+f"(tl_acc[0 + 120]), "+f"(tl_acc[0 + 121]), "+f"(tl_acc[0 + 122]), "+f"(tl_acc[0 + 123]), "+f"(tl_acc[0 + 124]), "+f"(tl_acc[0 + 125]), "+f"(tl_acc[0 + 126]), "+f"(tl_acc[0 + 127]) : "r"(*reinterpret_cast<const unsigned*>(&B_f_odd[4 + 0])), "r"(*reinterpret_cast<const unsigned*>(&B_f_odd[4 + 8])), "r"(*reinterpret_cast<const unsigned*>(&B_f_odd[4 + 2])), "r"(*reinterpret_cast<const unsigned*>(&B_f_odd[4 + 10])), "l"(v_156), "r"(1)); }
    const unsigned long long v_157 = tl::wgmma_desc_at<128, 16, 1024>((A_s + (v_111) * 64), 4);
    { float* tl_acc = C_f; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %133, 0;\nwgmma.mma_async.sync.aligned.m64n256k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16, %17, %18, %19, %20, %21, %22, %23, %24, %25, %26, %27, %28, %29, %30, %31, %32, %33, %34, %35, %36, %37, %38, %39, %40, %41, %42, %43, %44, %45, %46, %47, %48, %49, %50, %51, %52, %53, %54, %55, %56, %57, %58, %59, %60, %61, %62, %63, %64, %65, %66, %67, %68, %69, %70, %71, %72, %73, %74, %75, %76, %77, %78, %79, %80, %81, %82, %83, %84, %85, %86, %87, %88, %89, %90, %91, %92, %93, %94, %95, %96, %97, %98, %99, %100, %101, %102, %103, %104, %105, %106, %107, %108, %109, %110, %111, %112, %113, %114, %115, %116, %117, %118, %119, %120, %121, %122, %123, %124, %125, %126, %127}, {%128, %129, %130, %131}, %132, p, 1, 1, 0;\n}\n" : "+f"(tl_acc[0 + 0]), "+f"(tl_acc[0 + 1]), "+f"(tl_acc[0 + 2]), "+f"(tl_acc[0 + 3]), "+f"(tl_acc[0 + 4]), "+f"(tl_acc[0 + 5]), "+f"(tl_acc[0 + 6]), "+f"(tl_acc[0 + 7]), "+f"(tl_acc[0 + 8]), "+f"(tl_acc[0 + 9]), "+f"(tl_acc[0 + 10]), "+f"(tl_acc[0 + 11]), "+f"(tl_acc[0 + 12]), "+f"(tl_acc[0 + 13]), "+f"(tl_acc[0 + 14]), "+f"(tl_acc[0 + 15]), "+f"(tl_acc[0 + 16]), "+f"(tl_acc[0 + 17]), "+f"(tl_acc[0 + 18]), "+f"(tl_acc[0 + 19]), "+f"(tl_acc[0 + 20]), "+f"(tl_acc[0 + 21]), "+f"(tl_acc[0 + 22]), "+f"(tl_acc[0 + 23]), "+f"(tl_acc[0 + 24]), "+f"(tl_acc[0 + 25]), "+f"(tl_acc[0 + 26]), "+f"(tl_acc[0 + 27]), "+f"(tl_acc[0 + 28]), "+f"(tl_acc[0 + 29]), "+f"(tl_acc[0 + 30]), "+f"(tl_acc[0 + 31]), "+f"(tl_acc[0 + 32]), "+f"(tl_acc[0 + 33]), "+f"(tl_acc[0 + 34]), "+f"(tl_acc[0 + 35]), "+f"(tl_acc[0 + 36]), "+f"(tl_acc[0 + 37]), "+f"(tl_acc[0 + 38]), "+f"(tl_acc[0 + 39]), "+f"(tl_acc[0 + 40]), "+f"(tl_acc[0 + 41]), "+f"(tl_acc[0 + 42]), "+f"(tl_acc[0 + 43]), "+f"(tl_acc[0 + 44]), "+f"(tl_acc[0 + 45]), "+f"(tl_acc[0 + 46]), "+f"(tl_acc[0 + 47]), "+f"(tl_acc[0 + 48]), "+f"(tl_acc[0 + 49]), "+f"(tl_acc[0 + 50]), "+f"(tl_acc[0 + 51]), "+f"(tl_acc[0 + 52]), "+f"(tl_acc[0 + 53]), "+f"(tl_acc[0 + 54]), "+f"(tl_acc[0 + 55]), "+f"(tl_acc[0 + 56]), "+f"(tl_acc[0 + 57]), "+f"(tl_acc[0 + 58]), "+f"(tl_acc[0 + 59]), "+f"(tl_acc[0 + 60]), "+f"(tl_acc[0 + 61]), "+f"(tl_acc[0 + 62]), "+f"(tl_acc[0 + 63]), "+f"(tl_acc[0 + 64]), "+f"(tl_acc[0 + 65]), "+f"(tl_acc[0 + 66]), "+f"(tl_acc[0 + 67]), "+f"(tl_acc[0 + 68]), "+f"(tl_acc[0 + 69]), "+f"(tl_acc[0 + 70]), "+f"(tl_acc[0 + 71]), "+f"(tl_acc[0 + 72]), "+f"(tl_acc[0 + 73]), "+f"(tl_acc[0 + 74]), "+f"(tl_acc[0 + 75]), "+f"(tl_acc[0 + 76]), "+f"(tl_acc[0 + 77]), "+f"(tl_acc[0 + 78]), "+f"(tl_acc[0 + 79]), "+f"(tl_acc[0 + 80]), "+f"(tl_acc[0 + 81]), "+f"(tl_acc[0 + 82]), "+f"(tl_acc[0 + 83]), "+f"(tl_acc[0 + 84]), "+f"(tl_acc[0 + 85]), "+f"(tl_acc[0 + 86]), "+f"(tl_acc[0 + 87]), "+f"(tl_acc[0 + 88]), "+f"(tl_acc[0 + 89]), "+f"(tl_acc[0 + 90]), "+f"(tl_acc[0 + 91]), "+f"(tl_acc[0 + 92]), "+f"(tl_acc[0 + 93]), "+f"(tl_acc[0 + 94]), "+f"(tl_acc[0 + 95]), "+f"(tl_acc[0 + 96]), "+f"(tl_acc[0 + 97]), "+f"(tl_acc[0 + 98]), "+f"(tl_acc[0 + 99]), "+f"(tl_acc[0 + 100]), "+f"(tl_acc[0 + 101]), "+f"(tl_acc[0 + 102]), "+f"(tl_acc[0 + 103]), "+f"(tl_acc[0 + 104]), "+f"(tl_acc[0 + 105]), "+f"(tl_acc[0 + 106]), "+f"(tl_acc[0 + 107]), "+f"(tl_acc[0 + 108]), "+f"(tl_acc[0 + 109]), "+f"(tl_acc[0 + 110]), "+f"(tl_acc[0 + 111]), "+f"(tl_acc[0 + 112]), "+f"(tl_acc[0 + 113]), "+f"(tl_acc[0 + 114]), "+f"(tl_acc[0 + 115]), "+f"(tl_acc[0 + 116]), "+f"(tl_acc[0 + 117]), "+f"(tl_acc[0 + 118]), "+f"(tl_acc[0 + 119]), "+f"(tl_acc[0 + 120]), "+f"(tl_acc[0 + 121]), "+f"(tl_acc[0 + 122]), "+f"(tl_acc[0 + 123]), "+f"(tl_acc[0 + 124]), "+f"(tl_acc[0 + 125]), "+f"(tl_acc[0 + 126]), "+f"(tl_acc[0 + 127]) : "r"(*reinterpret_cast<const unsigned*>(&B_f_odd[16 + 0])), "r"(*reinterpret_cast<const unsigned*>(&B_f_odd[16 + 8])), "r"(*reinterpret_cast<const unsigned*>(&B_f_odd[16 + 2])), "r"(*reinterpret_cast<const unsigned*>(&B_f_odd[16 + 10])), "l"(v_157), "r"(1)); }
    const unsigned long long v_158 = tl::wgmma_desc_at<128, 16, 1024>((A_s + (v_111) * 64), 6);
    { float* tl_acc = C_f; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %133, 0;\nwgmma.mma_async.sync.aligned.m64n256k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16, %17, %18, %19, %20, %21, %22, %23, %24, %25, %26, %27, %28, %29, %30, %31, %32, %33, %34, %35, %36, %37, %38, %39, %40, %41, %42, %43, %44, %45, %46, %47, %48, %49, %50, %51, %52, %53, %54, %55, %56, %57, %58, %59, %60, %61, %62, %63, %64, %65, %66, %67, %68, %69, %70, %71, %72, %73, %74, %75, %76, %77, %78, %79, %80, %81, %82, %83, %84, %85, %86, %87, %88, %89, %90, %91, %92, %93, %94, %95, %96, %97, %98, %99, %100, %101, %102, %103, %104, %105, %106, %107, %108, %109, %110, %111, %112, %113, %114, %115, %116, %117, %118, %119, %120, %121, %122, %123, %124, %125, %126, %127}, {%128, %129, %130, %131}, %132, p, 1, 1, 0;\n}\n" : "+f"(tl_acc[0 + 0]), "+f"(tl_acc[0 + 1]), "+f"(tl_acc[0 + 2]), "+f"(tl_acc[0 + 3]), "+f"(tl_acc[0 + 4]), "+f"(tl_acc[0 + 5]), "+f"(tl_acc[0 + 6]), "+f"(tl_acc[0 + 7]), "+f"(tl_acc[0 + 8]), "+f"(tl_acc[0 + 9]), "+f"(tl_acc[0 + 10]), "+f"(tl_acc[0 + 11]), "+f"(tl_acc[0 + 12]), "+f"(tl_acc[0 + 13]), "+f"(tl_acc[0 + 14]), "+f"(tl_acc[0 + 15]), "+f"(tl_acc[0 + 16]), "+f"(tl_acc[0 + 17]), "+f"(tl_acc[0 + 18]), "+f"(tl_acc[0 + 19]), "+f"(tl_acc[0 + 20]), "+f"(tl_acc[0 + 21]), "+f"(tl_acc[0 + 22]), "+f"(tl_acc[0 + 23]), "+f"(tl_acc[0 + 24]), "+f"(tl_acc[0 + 25]), "+f"(tl_acc[0 + 26]), "+f"(tl_acc[0 + 27]), "+f"(tl_acc[0 + 28]), "+f"(tl_acc[0 + 29]), "+f"(tl_acc[0 + 30]), "+f"(tl_acc[0 + 31]), "+f"(tl_acc[0 + 32]), "+f"(tl_acc[0 + 33]), "+f"(tl_acc[0 + 34]), "+f"(tl_acc[0 + 35]), "+f"(tl_acc[0 + 36]), "+f"(tl_acc[0 + 37]), "+f"(tl_acc[0 + 38]), "+f"(tl_acc[0 + 39]), "+f"(tl_acc[0 + 40]), "+f"(tl_acc[0 + 41]), "+f"(tl_acc[0 + 42]), "+f"(tl_acc[0 + 43]), "+f"(tl_acc[0 + 44]), "+f"(tl_acc[0 + 45]), "+f"(tl_acc[0 + 46]), "+f"(tl_acc[0 + 47]), "+f"(tl_acc[0 + 48]), "+f"(tl_acc[0 + 49]), "+f"(tl_acc[0 + 50]), "+f"(tl_acc[0 + 51]), "+f"(tl_acc[0 + 52]), "+f"(tl_acc[0 + 53]), "+f"(tl_acc[0 + 54]), "+f"(tl_acc[0 + 55]), "+f"(tl_acc[0 + 56]), "+f"(tl_acc[0 + 57]), "+f"(tl_acc[0 + 58]), "+f"(tl_acc[0 + 59]), "+f"(tl_acc[0 + 60]), "+f"(tl_acc[0 + 61]), "+f"(tl_acc[0 + 62]), "+f"(tl_acc[0 + 63]), "+f"(tl_acc[0 + 64]), "+f"(tl_acc[0 + 65]), "+f"(tl_acc[0 + 66]), "+f"(tl_acc[0 + 67]), "+f"(tl_acc[0 + 68]), "+f"(tl_acc[0 + 69]), "+f"(tl_acc[0 + 70]), "+f"(tl_acc[0 + 71]), "+f"(tl_acc[0 + 72]), "+f"(tl_acc[0 + 73]), "+f"(tl_acc[0 + 74]), "+f"(tl_acc[0 + 75]), "+f"(tl_acc[0 + 76]), "+f"(tl_acc[0 + 77]), "+f"(tl_acc[0 + 78]), "+f"(tl_acc[0 + 79]), "+f"(tl_acc[0 + 80]), "+f"(tl_acc[0 + 81]), "+f"(tl_acc[0 + 82]), "+f"(tl_acc[0 + 83]), "+f"(tl_acc[0 + 84]), "+f"(tl_acc[0 + 85]), "+f"(tl_acc[0 + 86]), "+f"(tl_acc[0 + 87]), "+f"(tl_acc[0 + 88]), "+f"(tl_acc[0 + 89]), "+f"(tl_acc[0 + 90]), "+f"(tl_acc[0 + 91]), "+f"(tl_acc[0 + 92]), "+f"(tl_acc[0 + 93]), "+f"(tl_acc[0 + 94]), "+f"(tl_acc[0 + 95]), "+f"(tl_acc[0 + 96]), "+f"(tl_acc[0 + 97]), "+f"(tl_acc[0 + 98]), "+f"(tl_acc[0 + 99]), "+f"(tl_acc[0 + 100]), "+f"(tl_acc[0 + 101]), "+f"(tl_acc[0 + 102]), "+f"(tl_acc[0 + 103]), "+f"(tl_acc[0 + 104]), "+f"(tl_acc[0 + 105]), "+f"(tl_acc[0 + 106]), "+f"(tl_acc[0 + 107]), "+f"(tl_acc[0 + 108]), "+f"(tl_acc[0 + 109]), "+f"(tl_acc[0 + 110]), "+f"(tl_acc[0 + 111]), "+f"(tl_acc[0 + 112]), "+f"(tl_acc[0 + 113]), "+f"(tl_acc[0 + 114]), "+f"(tl_acc[0 + 115]), "+f"(tl_acc[0 + 116]), "+f"(tl_acc[0 + 117]), "+f"(tl_acc[0 + 118]), "+f"(tl_acc[0 + 119]), "+f"(tl_acc[0 + 120]), "+f"(tl_acc[0 + 121]), "+f"(tl_acc[0 + 122]), "+f"(tl_acc[0 + 123]), "+f"(tl_acc[0 + 124]), "+f"(tl_acc[0 + 125]), "+f"(tl_acc[0 + 126]), "+f"(tl_acc[0 + 127]) : "r"(*reinterpret_cast<const unsigned*>(&B_f_odd[20 + 0])), "r"(*reinterpret_cast<const unsigned*>(&B_f_odd[20 + 8])), "r"(*reinterpret_cast<const unsigned*>(&B_f_odd[20 + 2])), "r"(*reinterpret_cast<const unsigned*>(&B_f_odd[20 + 10])), "l"(v_158), "r"(1)); }
    tl::wgmma_commit();
#line 474 "tilelang/ops/lowbit_kernels.py"
    const int v_159 = (v_90 + 1);
    const int v_160 = (v_109 + 2);
    const bool v_161 = (v_160 < 4);
    const int v_162 = (v_109 + -2);
    const int v_163 = (v_161 ? v_160 : v_162);
    const bool v_164 = (v_159 < 128);
    if (v_164) {
      const int v_165 = tl::min(v_159, 127);
#line 476 "tilelang/ops/lowbit_kernels.py"
      const int v_166 = (v_2 + v_165);
      const int k0_3 = (v_166 * 64);
#line 406 "tilelang/ops/lowbit_kernels.py"
      const int g0_2 = (k0_3 / 128);
#line 407 "tilelang/ops/lowbit_kernels.py"
      const int v_167 = (v_8 + k0_3);
      const int v_168 = (v_167 * 4);
      const int v_169 = (v_168 / 8);
#line 474 "tilelang/ops/lowbit_kernels.py"
      const int v_170 = (v_163 * 256);
      const int v_171 = (v_163 * 128);
#line 405 "tilelang/ops/lowbit_kernels.py"
      if (v_4) {
        tl::mbar_expect_tx((tma_bar + v_163), 32768);
        tl::tma_load((A_s + (v_170) * 64 + 0), &A_tmap, (tma_bar + v_163), k0_3, v_3);
      }
#line 407 "tilelang/ops/lowbit_kernels.py"
      const int v_172 = (v_7 + v_171);
      tl::cp_async<16>((B_s + (v_172) * 32 + v_16), (B + (v_9) * 4096 + v_169), true);
#line 413 "tilelang/ops/lowbit_kernels.py"
      if (v_19) {
        const int v_173 = (tid % 16);
        const int v_174 = (v_173 * 8);
        const int v_175 = (v_174 + v_5);
        tl::cp_async<16>((S_s + (v_163) * 128 + v_174), (Scales + (g0_2) * 8192 + v_175), true);
      }
#line 474 "tilelang/ops/lowbit_kernels.py"
    }
    tl::cp_async_commit();
#line 452 "tilelang/ops/lowbit_kernels.py"
    if (v_95) {
      tl::wgmma_wait<1, 128, 16>(C_f, B_f);
    } else {
      tl::wgmma_wait<1, 128, 16>(C_f, B_f);
      tl::wgmma_wait<0, 128, 16>(C_f, B_f_odd);
    }
#line 474 "tilelang/ops/lowbit_kernels.py"
    const bool v_176 = (v_109 == 3);
    const int v_177 = (v_109 + 1);
    const int v_178 = (v_176 ? 0 : v_177);
#line 490 "tilelang/ops/lowbit_kernels.py"
    r = v_178;
#line 474 "tilelang/ops/lowbit_kernels.py"
  }
  tl::cp_async_wait<0>();
#line 452 "tilelang/ops/lowbit_kernels.py"
  tl::wgmma_wait_defining<0, 128>(C_f);
#line 481 "tilelang/ops/lowbit_kernels.py"
  const int v_179 = (v_36 + v_38);
  const int v_180 = (v_179 + v_5);
  const int v_181 = (v_180 + 8);
  #pragma unroll
  for (int l_v_3 = 0; l_v_3 < 32; l_v_3 += 1) {
    const int v_182 = (l_v_3 * 4);
    const int v_183 = (l_v_3 * 8);
    const int v_184 = (v_183 + v_40);
    const int v_185 = (v_184 + v_3);
    const tl::vec<float, 4> v_186 = *reinterpret_cast<const tl::vec<float, 4>*>((C_f + v_182));
    const float v_187 = v_186.v[0];
    const half v_188 = tl::cast<half>(v_187);
    C[(v_185) * 8192 + v_180] = v_188;
    const int v_189 = (v_185 + 1);
    const float v_190 = v_186.v[1];
    const half v_191 = tl::cast<half>(v_190);
    C[(v_189) * 8192 + v_180] = v_191;
    const float v_192 = v_186.v[2];
    const half v_193 = tl::cast<half>(v_192);
    C[(v_185) * 8192 + v_181] = v_193;
    const float v_194 = v_186.v[3];
    const half v_195 = tl::cast<half>(v_194);
    C[(v_189) * 8192 + v_181] = v_195;
  }
}
