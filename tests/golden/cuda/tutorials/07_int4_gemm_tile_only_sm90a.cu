// tutorials/07_fast_dequant_layout.py --compile-only: int4_gemm(tile only); sm_90a
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
  for (int k = 0; k < 32; k += 1) {
    const int v_5 = (k * 128);
    const int v_6 = (v_5 + tid);
    const int v_7 = (v_6 % 32);
    const int v_8 = (v_6 / 32);
    const int v_9 = (v_7 * 2);
    const int v_10 = (v_9 / 32);
    const int v_11 = (v_10 * 32);
    const int v_12 = (v_9 % 4);
    const int v_13 = (v_12 * 8);
    const int v_14 = (v_11 + v_13);
    const int v_15 = (v_9 % 32);
    const int v_16 = (v_15 / 8);
    const int v_17 = (v_16 * 2);
    const int v_18 = (v_14 + v_17);
    const int v_19 = (v_9 % 8);
    const int v_20 = (v_19 / 4);
    const int v_21 = (v_18 + v_20);
    const int v_22 = (v_8 + v_4);
    const int v_23 = (v_21 / 2);
    const int v_24 = (v_20 * 4);
    const unsigned char v_25 = *reinterpret_cast<const unsigned char*>((B + (v_22) * 2048 + v_23));
    const int v_26 = tl::cast<int>(v_25);
    const int v_27 = v_24;
    const int v_28 = (v_26 >> v_27);
    const int v_29 = (v_28 & 15);
    const int v_30 = (v_21 + 8);
    const int v_31 = (v_30 / 2);
    const unsigned char v_32 = *reinterpret_cast<const unsigned char*>((B + (v_22) * 2048 + v_31));
    const int v_33 = tl::cast<int>(v_32);
    const int v_34 = (v_33 >> v_27);
    const int v_35 = (v_34 & 15);
    const int v_36 = (v_35 << 4);
    const int v_37 = (v_29 | v_36);
    const unsigned char v_38 = tl::cast<unsigned char>(v_37);
    *reinterpret_cast<unsigned char*>((B_s + (v_8) * 32 + v_7)) = v_38;
  }
#line 105 "tutorials/07_fast_dequant_layout.py"
  if (v_3) {
    tl::mbar_expect_tx((tma_bar + 1), 16384);
    tl::tma_load((A_s + (128) * 64 + 0), &A_tmap, (tma_bar + 1), 64, v_2);
  }
#line 106 "tutorials/07_fast_dequant_layout.py"
  for (int k_1 = 0; k_1 < 32; k_1 += 1) {
    const int v_39 = (k_1 * 128);
    const int v_40 = (v_39 + tid);
    const int v_41 = (v_40 % 32);
    const int v_42 = (v_40 / 32);
    const int v_43 = (v_41 * 2);
    const int v_44 = (v_43 / 32);
    const int v_45 = (v_44 * 32);
    const int v_46 = (v_43 % 4);
    const int v_47 = (v_46 * 8);
    const int v_48 = (v_45 + v_47);
    const int v_49 = (v_43 % 32);
    const int v_50 = (v_49 / 8);
    const int v_51 = (v_50 * 2);
    const int v_52 = (v_48 + v_51);
    const int v_53 = (v_43 % 8);
    const int v_54 = (v_53 / 4);
    const int v_55 = (v_52 + v_54);
    const int v_56 = (v_42 + v_4);
    const int v_57 = (v_55 + 64);
    const int v_58 = (v_57 / 2);
    const int v_59 = (v_54 * 4);
    const unsigned char v_60 = *reinterpret_cast<const unsigned char*>((B + (v_56) * 2048 + v_58));
    const int v_61 = tl::cast<int>(v_60);
    const int v_62 = v_59;
    const int v_63 = (v_61 >> v_62);
    const int v_64 = (v_63 & 15);
    const int v_65 = (v_55 + 72);
    const int v_66 = (v_65 / 2);
    const unsigned char v_67 = *reinterpret_cast<const unsigned char*>((B + (v_56) * 2048 + v_66));
    const int v_68 = tl::cast<int>(v_67);
    const int v_69 = (v_68 >> v_62);
    const int v_70 = (v_69 & 15);
    const int v_71 = (v_70 << 4);
    const int v_72 = (v_64 | v_71);
    const unsigned char v_73 = tl::cast<unsigned char>(v_72);
    const int v_74 = (v_42 + 128);
    *reinterpret_cast<unsigned char*>((B_s + (v_74) * 32 + v_41)) = v_73;
  }
#line 107 "tutorials/07_fast_dequant_layout.py"
  const int v_75 = (tid / 32);
  const int v_76 = (v_75 * 16);
  const int v_77 = (tid % 32);
  const int v_78 = (v_77 / 4);
  const int v_79 = (tid % 4);
  const int v_80 = (v_79 * 2);
  const int v_81 = (v_79 * 8);
#line 104 "tutorials/07_fast_dequant_layout.py"
  int r = 0;
  for (int ko = 0; ko < 64; ko += 1) {
    __syncthreads();
    const int v_82 = (r * 128);
    const int v_83 = (ko / 3);
    const int v_84 = (v_83 % 2);
#line 105 "tutorials/07_fast_dequant_layout.py"
    tl::mbar_wait((tma_bar + r), v_84);
#line 107 "tutorials/07_fast_dequant_layout.py"
    alignas(16) half dequant[64];
    #pragma unroll
    for (int g = 0; g < 8; g += 1) {
      const int v_85 = (g * 8);
      const int v_86 = (g / 4);
      const int v_87 = (v_86 * 64);
      const int v_88 = (v_87 + v_76);
      const int v_89 = (g % 2);
      const int v_90 = (v_89 * 8);
      const int v_91 = (v_88 + v_90);
      const int v_92 = (v_91 + v_78);
      const int v_93 = (g / 2);
      const int v_94 = (v_93 % 2);
      const int v_95 = (v_94 * 32);
      const int v_96 = (v_95 + v_81);
      const int v_97 = (v_96 / 8);
      const int v_98 = (v_97 * 4);
      const int v_99 = (v_92 + v_82);
      const unsigned v_100 = *reinterpret_cast<const unsigned*>((B_s + (v_99) * 32 + v_98));
      tl::dequant_i4<true>(dequant + v_85, v_100);
    }
#line 109 "tutorials/07_fast_dequant_layout.py"
    const int v_101 = (ko / 2);
#line 107 "tutorials/07_fast_dequant_layout.py"
    #pragma unroll
    for (int l_v_1 = 0; l_v_1 < 8; l_v_1 += 1) {
      const int v_102 = (l_v_1 * 8);
      const int v_103 = (l_v_1 / 4);
      const int v_104 = (v_103 * 64);
      const int v_105 = (v_104 + v_76);
      const int v_106 = (l_v_1 % 2);
      const int v_107 = (v_106 * 8);
      const int v_108 = (v_105 + v_107);
      const int v_109 = (v_108 + v_78);
#line 108 "tutorials/07_fast_dequant_layout.py"
      const tl::vec<half, 8> v_110 = *reinterpret_cast<const tl::vec<half, 8>*>((dequant + v_102));
      const half v_111 = v_110.v[0];
      const float code = tl::cast<float>(v_111);
#line 109 "tutorials/07_fast_dequant_layout.py"
      const int v_112 = (v_4 + v_109);
      const half v_113 = Scales[(v_112) * 32 + v_101];
      const float scale = tl::cast<float>(v_113);
#line 110 "tutorials/07_fast_dequant_layout.py"
      const float v_114 = (code * scale);
      const half v_115 = tl::cast<half>(v_114);
#line 108 "tutorials/07_fast_dequant_layout.py"
      const half v_116 = v_110.v[1];
      const float code_1 = tl::cast<float>(v_116);
#line 110 "tutorials/07_fast_dequant_layout.py"
      const float v_117 = (code_1 * scale);
      const half v_118 = tl::cast<half>(v_117);
#line 108 "tutorials/07_fast_dequant_layout.py"
      const half v_119 = v_110.v[2];
      const float code_2 = tl::cast<float>(v_119);
#line 110 "tutorials/07_fast_dequant_layout.py"
      const float v_120 = (code_2 * scale);
      const half v_121 = tl::cast<half>(v_120);
#line 108 "tutorials/07_fast_dequant_layout.py"
      const half v_122 = v_110.v[3];
      const float code_3 = tl::cast<float>(v_122);
#line 110 "tutorials/07_fast_dequant_layout.py"
      const float v_123 = (code_3 * scale);
      const half v_124 = tl::cast<half>(v_123);
#line 108 "tutorials/07_fast_dequant_layout.py"
      const half v_125 = v_110.v[4];
      const float code_4 = tl::cast<float>(v_125);
#line 110 "tutorials/07_fast_dequant_layout.py"
      const float v_126 = (code_4 * scale);
      const half v_127 = tl::cast<half>(v_126);
#line 108 "tutorials/07_fast_dequant_layout.py"
      const half v_128 = v_110.v[5];
      const float code_5 = tl::cast<float>(v_128);
#line 110 "tutorials/07_fast_dequant_layout.py"
      const float v_129 = (code_5 * scale);
      const half v_130 = tl::cast<half>(v_129);
#line 108 "tutorials/07_fast_dequant_layout.py"
      const half v_131 = v_110.v[6];
      const float code_6 = tl::cast<float>(v_131);
#line 110 "tutorials/07_fast_dequant_layout.py"
      const float v_132 = (code_6 * scale);
      const half v_133 = tl::cast<half>(v_132);
#line 108 "tutorials/07_fast_dequant_layout.py"
      const half v_134 = v_110.v[7];
      const float code_7 = tl::cast<float>(v_134);
#line 110 "tutorials/07_fast_dequant_layout.py"
      const float v_135 = (code_7 * scale);
      const half v_136 = tl::cast<half>(v_135);
#line 107 "tutorials/07_fast_dequant_layout.py"
      const tl::vec<half, 8> v_137 = tl::vec<half, 8>{{v_115, v_118, v_121, v_124, v_127, v_130, v_133, v_136}};
      *reinterpret_cast<tl::vec<half, 8>*>((B_f + v_102)) = v_137;
    }
#line 111 "tutorials/07_fast_dequant_layout.py"
    tl::wgmma_fence<128, 32>(C_f, B_f);
    const unsigned long long v_138 = tl::wgmma_desc<128, 16, 1024>((A_s + (v_82) * 64 + 0));
    { float* tl_acc = C_f; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %69, 0;\nwgmma.mma_async.sync.aligned.m64n128k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16, %17, %18, %19, %20, %21, %22, %23, %24, %25, %26, %27, %28, %29, %30, %31, %32, %33, %34, %35, %36, %37, %38, %39, %40, %41, %42, %43, %44, %45, %46, %47, %48, %49, %50, %51, %52, %53, %54, %55, %56, %57, %58, %59, %60, %61, %62, %63}, {%64, %65, %66, %67}, %68, p, 1, 1, 0;\n}\n" : "+f"(tl_acc[0 + 0]), "+f"(tl_acc[0 + 1]), "+f"(tl_acc[0 + 2]), "+f"(tl_acc[0 + 3]), "+f"(tl_acc[0 + 4]), "+f"(tl_acc[0 + 5]), "+f"(tl_acc[0 + 6]), "+f"(tl_acc[0 + 7]), "+f"(tl_acc[0 + 8]), "+f"(tl_acc[0 + 9]), "+f"(tl_acc[0 + 10]), "+f"(tl_acc[0 + 11]), "+f"(tl_acc[0 + 12]), "+f"(tl_acc[0 + 13]), "+f"(tl_acc[0 + 14]), "+f"(tl_acc[0 + 15]), "+f"(tl_acc[0 + 16]), "+f"(tl_acc[0 + 17]), "+f"(tl_acc[0 + 18]), "+f"(tl_acc[0 + 19]), "+f"(tl_acc[0 + 20]), "+f"(tl_acc[0 + 21]), "+f"(tl_acc[0 + 22]), "+f"(tl_acc[0 + 23]), "+f"(tl_acc[0 + 24]), "+f"(tl_acc[0 + 25]), "+f"(tl_acc[0 + 26]), "+f"(tl_acc[0 + 27]), "+f"(tl_acc[0 + 28]), "+f"(tl_acc[0 + 29]), "+f"(tl_acc[0 + 30]), "+f"(tl_acc[0 + 31]), "+f"(tl_acc[0 + 32]), "+f"(tl_acc[0 + 33]), "+f"(tl_acc[0 + 34]), "+f"(tl_acc[0 + 35]), "+f"(tl_acc[0 + 36]), "+f"(tl_acc[0 + 37]), "+f"(tl_acc[0 + 38]), "+f"(tl_acc[0 + 39]), "+f"(tl_acc[0 + 40]), "+f"(tl_acc[0 + 41]), "+f"(tl_acc[0 + 42]), "+f"(tl_acc[0 + 43]), "+f"(tl_acc[0 + 44]), "+f"(tl_acc[0 + 45]), "+f"(tl_acc[0 + 46]), "+f"(tl_acc[0 + 47]), "+f"(tl_acc[0 + 48]), "+f"(tl_acc[0 + 49]), "+f"(tl_acc[0 + 50]), "+f"(tl_acc[0 + 51]), "+f"(tl_acc[0 + 52]), "+f"(tl_acc[0 + 53]), "+f"(tl_acc[0 + 54]), "+f"(tl_acc[0 + 55]), "+f"(tl_acc[0 + 56]), "+f"(tl_acc[0 + 57]), "+f"(tl_acc[0 + 58]), "+f"(tl_acc[0 + 59]), "+f"(tl_acc[0 + 60]), "+f"(tl_acc[0 + 61]), "+f"(tl_acc[0 + 62]), "+f"(tl_acc[0 + 63]) : "r"(*reinterpret_cast<const unsigned*>(&B_f[0 + 0])), "r"(*reinterpret_cast<const unsigned*>(&B_f[0 + 8])), "r"(*reinterpret_cast<const unsigned*>(&B_f[0 + 2])), "r"(*reinterpret_cast<const unsigned*>(&B_f[0 + 10])), "l"(v_138), "r"(1)); }
    { float* tl_acc = C_f; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %69, 0;\nwgmma.mma_async.sync.aligned.m64n128k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16, %17, %18, %19, %20, %21, %22, %23, %24, %25, %26, %27, %28, %29, %30, %31, %32, %33, %34, %35, %36, %37, %38, %39, %40, %41, %42, %43, %44, %45, %46, %47, %48, %49, %50, %51, %52, %53, %54, %55, %56, %57, %58, %59, %60, %61, %62, %63}, {%64, %65, %66, %67}, %68, p, 1, 1, 0;\n}\n" : "+f"(tl_acc[64 + 0]), "+f"(tl_acc[64 + 1]), "+f"(tl_acc[64 + 2]), "+f"(tl_acc[64 + 3]), "+f"(tl_acc[64 + 4]), "+f"(tl_acc[64 + 5]), "+f"(tl_acc[64 + 6]), "+f"(tl_acc[64 + 7]), "+f"(tl_acc[64 + 8]), "+f"(tl_acc[64 + 9]), "+f"(tl_acc[64 + 10]), "+f"(tl_acc[64 + 11]), "+f"(tl_acc[64 + 12]), "+f"(tl_acc[64 + 13]), "+f"(tl_acc[64 + 14]), "+f"(tl_acc[64 + 15]), "+f"(tl_acc[64 + 16]), "+f"(tl_acc[64 + 17]), "+f"(tl_acc[64 + 18]), "+f"(tl_acc[64 + 19]), "+f"(tl_acc[64 + 20]), "+f"(tl_acc[64 + 21]), "+f"(tl_acc[64 + 22]), "+f"(tl_acc[64 + 23]), "+f"(tl_acc[64 + 24]), "+f"(tl_acc[64 + 25]), "+f"(tl_acc[64 + 26]), "+f"(tl_acc[64 + 27]), "+f"(tl_acc[64 + 28]), "+f"(tl_acc[64 + 29]), "+f"(tl_acc[64 + 30]), "+f"(tl_acc[64 + 31]), "+f"(tl_acc[64 + 32]), "+f"(tl_acc[64 + 33]), "+f"(tl_acc[64 + 34]), "+f"(tl_acc[64 + 35]), "+f"(tl_acc[64 + 36]), "+f"(tl_acc[64 + 37]), "+f"(tl_acc[64 + 38]), "+f"(tl_acc[64 + 39]), "+f"(tl_acc[64 + 40]), "+f"(tl_acc[64 + 41]), "+f"(tl_acc[64 + 42]), "+f"(tl_acc[64 + 43]), "+f"(tl_acc[64 + 44]), "+f"(tl_acc[64 + 45]), "+f"(tl_acc[64 + 46]), "+f"(tl_acc[64 + 47]), "+f"(tl_acc[64 + 48]), "+f"(tl_acc[64 + 49]), "+f"(tl_acc[64 + 50]), "+f"(tl_acc[64 + 51]), "+f"(tl_acc[64 + 52]), "+f"(tl_acc[64 + 53]), "+f"(tl_acc[64 + 54]), "+f"(tl_acc[64 + 55]), "+f"(tl_acc[64 + 56]), "+f"(tl_acc[64 + 57]), "+f"(tl_acc[64 + 58]), "+f"(tl_acc[64 + 59]), "+f"(tl_acc[64 + 60]), "+f"(tl_acc[64 + 61]), "+f"(tl_acc[64 + 62]), "+f"(tl_acc[64 + 63]) : "r"(*reinterpret_cast<const unsigned*>(&B_f[32 + 0])), "r"(*reinterpret_cast<const unsigned*>(&B_f[32 + 8])), "r"(*reinterpret_cast<const unsigned*>(&B_f[32 + 2])), "r"(*reinterpret_cast<const unsigned*>(&B_f[32 + 10])), "l"(v_138), "r"(1)); }
    const unsigned long long v_139 = tl::wgmma_desc_at<128, 16, 1024>((A_s + (v_82) * 64), 2);
    { float* tl_acc = C_f; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %69, 0;\nwgmma.mma_async.sync.aligned.m64n128k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16, %17, %18, %19, %20, %21, %22, %23, %24, %25, %26, %27, %28, %29, %30, %31, %32, %33, %34, %35, %36, %37, %38, %39, %40, %41, %42, %43, %44, %45, %46, %47, %48, %49, %50, %51, %52, %53, %54, %55, %56, %57, %58, %59, %60, %61, %62, %63}, {%64, %65, %66, %67}, %68, p, 1, 1, 0;\n}\n" : "+f"(tl_acc[0 + 0]), "+f"(tl_acc[0 + 1]), "+f"(tl_acc[0 + 2]), "+f"(tl_acc[0 + 3]), "+f"(tl_acc[0 + 4]), "+f"(tl_acc[0 + 5]), "+f"(tl_acc[0 + 6]), "+f"(tl_acc[0 + 7]), "+f"(tl_acc[0 + 8]), "+f"(tl_acc[0 + 9]), "+f"(tl_acc[0 + 10]), "+f"(tl_acc[0 + 11]), "+f"(tl_acc[0 + 12]), "+f"(tl_acc[0 + 13]), "+f"(tl_acc[0 + 14]), "+f"(tl_acc[0 + 15]), "+f"(tl_acc[0 + 16]), "+f"(tl_acc[0 + 17]), "+f"(tl_acc[0 + 18]), "+f"(tl_acc[0 + 19]), "+f"(tl_acc[0 + 20]), "+f"(tl_acc[0 + 21]), "+f"(tl_acc[0 + 22]), "+f"(tl_acc[0 + 23]), "+f"(tl_acc[0 + 24]), "+f"(tl_acc[0 + 25]), "+f"(tl_acc[0 + 26]), "+f"(tl_acc[0 + 27]), "+f"(tl_acc[0 + 28]), "+f"(tl_acc[0 + 29]), "+f"(tl_acc[0 + 30]), "+f"(tl_acc[0 + 31]), "+f"(tl_acc[0 + 32]), "+f"(tl_acc[0 + 33]), "+f"(tl_acc[0 + 34]), "+f"(tl_acc[0 + 35]), "+f"(tl_acc[0 + 36]), "+f"(tl_acc[0 + 37]), "+f"(tl_acc[0 + 38]), "+f"(tl_acc[0 + 39]), "+f"(tl_acc[0 + 40]), "+f"(tl_acc[0 + 41]), "+f"(tl_acc[0 + 42]), "+f"(tl_acc[0 + 43]), "+f"(tl_acc[0 + 44]), "+f"(tl_acc[0 + 45]), "+f"(tl_acc[0 + 46]), "+f"(tl_acc[0 + 47]), "+f"(tl_acc[0 + 48]), "+f"(tl_acc[0 + 49]), "+f"(tl_acc[0 + 50]), "+f"(tl_acc[0 + 51]), "+f"(tl_acc[0 + 52]), "+f"(tl_acc[0 + 53]), "+f"(tl_acc[0 + 54]), "+f"(tl_acc[0 + 55]), "+f"(tl_acc[0 + 56]), "+f"(tl_acc[0 + 57]), "+f"(tl_acc[0 + 58]), "+f"(tl_acc[0 + 59]), "+f"(tl_acc[0 + 60]), "+f"(tl_acc[0 + 61]), "+f"(tl_acc[0 + 62]), "+f"(tl_acc[0 + 63]) : "r"(*reinterpret_cast<const unsigned*>(&B_f[4 + 0])), "r"(*reinterpret_cast<const unsigned*>(&B_f[4 + 8])), "r"(*reinterpret_cast<const unsigned*>(&B_f[4 + 2])), "r"(*reinterpret_cast<const unsigned*>(&B_f[4 + 10])), "l"(v_139), "r"(1)); }
    { float* tl_acc = C_f; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %69, 0;\nwgmma.mma_async.sync.aligned.m64n128k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16, %17, %18, %19, %20, %21, %22, %23, %24, %25, %26, %27, %28, %29, %30, %31, %32, %33, %34, %35, %36, %37, %38, %39, %40, %41, %42, %43, %44, %45, %46, %47, %48, %49, %50, %51, %52, %53, %54, %55, %56, %57, %58, %59, %60, %61, %62, %63}, {%64, %65, %66, %67}, %68, p, 1, 1, 0;\n}\n" : "+f"(tl_acc[64 + 0]), "+f"(tl_acc[64 + 1]), "+f"(tl_acc[64 + 2]), "+f"(tl_acc[64 + 3]), "+f"(tl_acc[64 + 4]), "+f"(tl_acc[64 + 5]), "+f"(tl_acc[64 + 6]), "+f"(tl_acc[64 + 7]), "+f"(tl_acc[64 + 8]), "+f"(tl_acc[64 + 9]), "+f"(tl_acc[64 + 10]), "+f"(tl_acc[64 + 11]), "+f"(tl_acc[64 + 12]), "+f"(tl_acc[64 + 13]), "+f"(tl_acc[64 + 14]), "+f"(tl_acc[64 + 15]), "+f"(tl_acc[64 + 16]), "+f"(tl_acc[64 + 17]), "+f"(tl_acc[64 + 18]), "+f"(tl_acc[64 + 19]), "+f"(tl_acc[64 + 20]), "+f"(tl_acc[64 + 21]), "+f"(tl_acc[64 + 22]), "+f"(tl_acc[64 + 23]), "+f"(tl_acc[64 + 24]), "+f"(tl_acc[64 + 25]), "+f"(tl_acc[64 + 26]), "+f"(tl_acc[64 + 27]), "+f"(tl_acc[64 + 28]), "+f"(tl_acc[64 + 29]), "+f"(tl_acc[64 + 30]), "+f"(tl_acc[64 + 31]), "+f"(tl_acc[64 + 32]), "+f"(tl_acc[64 + 33]), "+f"(tl_acc[64 + 34]), "+f"(tl_acc[64 + 35]), "+f"(tl_acc[64 + 36]), "+f"(tl_acc[64 + 37]), "+f"(tl_acc[64 + 38]), "+f"(tl_acc[64 + 39]), "+f"(tl_acc[64 + 40]), "+f"(tl_acc[64 + 41]), "+f"(tl_acc[64 + 42]), "+f"(tl_acc[64 + 43]), "+f"(tl_acc[64 + 44]), "+f"(tl_acc[64 + 45]), "+f"(tl_acc[64 + 46]), "+f"(tl_acc[64 + 47]), "+f"(tl_acc[64 + 48]), "+f"(tl_acc[64 + 49]), "+f"(tl_acc[64 + 50]), "+f"(tl_acc[64 + 51]), "+f"(tl_acc[64 + 52]), "+f"(tl_acc[64 + 53]), "+f"(tl_acc[64 + 54]), "+f"(tl_acc[64 + 55]), "+f"(tl_acc[64 + 56]), "+f"(tl_acc[64 + 57]), "+f"(tl_acc[64 + 58]), "+f"(tl_acc[64 + 59]), "+f"(tl_acc[64 + 60]), "+f"(tl_acc[64 + 61]), "+f"(tl_acc[64 + 62]), "+f"(tl_acc[64 + 63]) : "r"(*reinterpret_cast<const unsigned*>(&B_f[36 + 0])), "r"(*reinterpret_cast<const unsigned*>(&B_f[36 + 8])), "r"(*reinterpret_cast<const unsigned*>(&B_f[36 + 2])), "r"(*reinterpret_cast<const unsigned*>(&B_f[36 + 10])), "l"(v_139), "r"(1)); }
    const unsigned long long v_140 = tl::wgmma_desc_at<128, 16, 1024>((A_s + (v_82) * 64), 4);
    { float* tl_acc = C_f; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %69, 0;\nwgmma.mma_async.sync.aligned.m64n128k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16, %17, %18, %19, %20, %21, %22, %23, %24, %25, %26, %27, %28, %29, %30, %31, %32, %33, %34, %35, %36, %37, %38, %39, %40, %41, %42, %43, %44, %45, %46, %47, %48, %49, %50, %51, %52, %53, %54, %55, %56, %57, %58, %59, %60, %61, %62, %63}, {%64, %65, %66, %67}, %68, p, 1, 1, 0;\n}\n" : "+f"(tl_acc[0 + 0]), "+f"(tl_acc[0 + 1]), "+f"(tl_acc[0 + 2]), "+f"(tl_acc[0 + 3]), "+f"(tl_acc[0 + 4]), "+f"(tl_acc[0 + 5]), "+f"(tl_acc[0 + 6]), "+f"(tl_acc[0 + 7]), "+f"(tl_acc[0 + 8]), "+f"(tl_acc[0 + 9]), "+f"(tl_acc[0 + 10]), "+f"(tl_acc[0 + 11]), "+f"(tl_acc[0 + 12]), "+f"(tl_acc[0 + 13]), "+f"(tl_acc[0 + 14]), "+f"(tl_acc[0 + 15]), "+f"(tl_acc[0 + 16]), "+f"(tl_acc[0 + 17]), "+f"(tl_acc[0 + 18]), "+f"(tl_acc[0 + 19]), "+f"(tl_acc[0 + 20]), "+f"(tl_acc[0 + 21]), "+f"(tl_acc[0 + 22]), "+f"(tl_acc[0 + 23]), "+f"(tl_acc[0 + 24]), "+f"(tl_acc[0 + 25]), "+f"(tl_acc[0 + 26]), "+f"(tl_acc[0 + 27]), "+f"(tl_acc[0 + 28]), "+f"(tl_acc[0 + 29]), "+f"(tl_acc[0 + 30]), "+f"(tl_acc[0 + 31]), "+f"(tl_acc[0 + 32]), "+f"(tl_acc[0 + 33]), "+f"(tl_acc[0 + 34]), "+f"(tl_acc[0 + 35]), "+f"(tl_acc[0 + 36]), "+f"(tl_acc[0 + 37]), "+f"(tl_acc[0 + 38]), "+f"(tl_acc[0 + 39]), "+f"(tl_acc[0 + 40]), "+f"(tl_acc[0 + 41]), "+f"(tl_acc[0 + 42]), "+f"(tl_acc[0 + 43]), "+f"(tl_acc[0 + 44]), "+f"(tl_acc[0 + 45]), "+f"(tl_acc[0 + 46]), "+f"(tl_acc[0 + 47]), "+f"(tl_acc[0 + 48]), "+f"(tl_acc[0 + 49]), "+f"(tl_acc[0 + 50]), "+f"(tl_acc[0 + 51]), "+f"(tl_acc[0 + 52]), "+f"(tl_acc[0 + 53]), "+f"(tl_acc[0 + 54]), "+f"(tl_acc[0 + 55]), "+f"(tl_acc[0 + 56]), "+f"(tl_acc[0 + 57]), "+f"(tl_acc[0 + 58]), "+f"(tl_acc[0 + 59]), "+f"(tl_acc[0 + 60]), "+f"(tl_acc[0 + 61]), "+f"(tl_acc[0 + 62]), "+f"(tl_acc[0 + 63]) : "r"(*reinterpret_cast<const unsigned*>(&B_f[16 + 0])), "r"(*reinterpret_cast<const unsigned*>(&B_f[16 + 8])), "r"(*reinterpret_cast<const unsigned*>(&B_f[16 + 2])), "r"(*reinterpret_cast<const unsigned*>(&B_f[16 + 10])), "l"(v_140), "r"(1)); }
    { float* tl_acc = C_f; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %69, 0;\nwgmma.mma_async.sync.aligned.m64n128k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16, %17, %18, %19, %20, %21, %22, %23, %24, %25, %26, %27, %28, %29, %30, %31, %32, %33, %34, %35, %36, %37, %38, %39, %40, %41, %42, %43, %44, %45, %46, %47, %48, %49, %50, %51, %52, %53, %54, %55, %56, %57, %58, %59, %60, %61, %62, %63}, {%64, %65, %66, %67}, %68, p, 1, 1, 0;\n}\n" : "+f"(tl_acc[64 + 0]), "+f"(tl_acc[64 + 1]), "+f"(tl_acc[64 + 2]), "+f"(tl_acc[64 + 3]), "+f"(tl_acc[64 + 4]), "+f"(tl_acc[64 + 5]), "+f"(tl_acc[64 + 6]), "+f"(tl_acc[64 + 7]), "+f"(tl_acc[64 + 8]), "+f"(tl_acc[64 + 9]), "+f"(tl_acc[64 + 10]), "+f"(tl_acc[64 + 11]), "+f"(tl_acc[64 + 12]), "+f"(tl_acc[64 + 13]), "+f"(tl_acc[64 + 14]), "+f"(tl_acc[64 + 15]), "+f"(tl_acc[64 + 16]), "+f"(tl_acc[64 + 17]), "+f"(tl_acc[64 + 18]), "+f"(tl_acc[64 + 19]), "+f"(tl_acc[64 + 20]), "+f"(tl_acc[64 + 21]), "+f"(tl_acc[64 + 22]), "+f"(tl_acc[64 + 23]), "+f"(tl_acc[64 + 24]), "+f"(tl_acc[64 + 25]), "+f"(tl_acc[64 + 26]), "+f"(tl_acc[64 + 27]), "+f"(tl_acc[64 + 28]), "+f"(tl_acc[64 + 29]), "+f"(tl_acc[64 + 30]), "+f"(tl_acc[64 + 31]), "+f"(tl_acc[64 + 32]), "+f"(tl_acc[64 + 33]), "+f"(tl_acc[64 + 34]), "+f"(tl_acc[64 + 35]), "+f"(tl_acc[64 + 36]), "+f"(tl_acc[64 + 37]), "+f"(tl_acc[64 + 38]), "+f"(tl_acc[64 + 39]), "+f"(tl_acc[64 + 40]), "+f"(tl_acc[64 + 41]), "+f"(tl_acc[64 + 42]), "+f"(tl_acc[64 + 43]), "+f"(tl_acc[64 + 44]), "+f"(tl_acc[64 + 45]), "+f"(tl_acc[64 + 46]), "+f"(tl_acc[64 + 47]), "+f"(tl_acc[64 + 48]), "+f"(tl_acc[64 + 49]), "+f"(tl_acc[64 + 50]), "+f"(tl_acc[64 + 51]), "+f"(tl_acc[64 + 52]), "+f"(tl_acc[64 + 53]), "+f"(tl_acc[64 + 54]), "+f"(tl_acc[64 + 55]), "+f"(tl_acc[64 + 56]), "+f"(tl_acc[64 + 57]), "+f"(tl_acc[64 + 58]), "+f"(tl_acc[64 + 59]), "+f"(tl_acc[64 + 60]), "+f"(tl_acc[64 + 61]), "+f"(tl_acc[64 + 62]), "+f"(tl_acc[64 + 63]) : "r"(*reinterpret_cast<const unsigned*>(&B_f[48 + 0])), "r"(*reinterpret_cast<const unsigned*>(&B_f[48 + 8])), "r"(*reinterpret_cast<const unsigned*>(&B_f[48 + 2])), "r"(*reinterpret_cast<const unsigned*>(&B_f[48 + 10])), "l"(v_140), "r"(1)); }
    const unsigned long long v_141 = tl::wgmma_desc_at<128, 16, 1024>((A_s + (v_82) * 64), 6);
    { float* tl_acc = C_f; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %69, 0;\nwgmma.mma_async.sync.aligned.m64n128k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16, %17, %18, %19, %20, %21, %22, %23, %24, %25, %26, %27, %28, %29, %30, %31, %32, %33, %34, %35, %36, %37, %38, %39, %40, %41, %42, %43, %44, %45, %46, %47, %48, %49, %50, %51, %52, %53, %54, %55, %56, %57, %58, %59, %60, %61, %62, %63}, {%64, %65, %66, %67}, %68, p, 1, 1, 0;\n}\n" : "+f"(tl_acc[0 + 0]), "+f"(tl_acc[0 + 1]), "+f"(tl_acc[0 + 2]), "+f"(tl_acc[0 + 3]), "+f"(tl_acc[0 + 4]), "+f"(tl_acc[0 + 5]), "+f"(tl_acc[0 + 6]), "+f"(tl_acc[0 + 7]), "+f"(tl_acc[0 + 8]), "+f"(tl_acc[0 + 9]), "+f"(tl_acc[0 + 10]), "+f"(tl_acc[0 + 11]), "+f"(tl_acc[0 + 12]), "+f"(tl_acc[0 + 13]), "+f"(tl_acc[0 + 14]), "+f"(tl_acc[0 + 15]), "+f"(tl_acc[0 + 16]), "+f"(tl_acc[0 + 17]), "+f"(tl_acc[0 + 18]), "+f"(tl_acc[0 + 19]), "+f"(tl_acc[0 + 20]), "+f"(tl_acc[0 + 21]), "+f"(tl_acc[0 + 22]), "+f"(tl_acc[0 + 23]), "+f"(tl_acc[0 + 24]), "+f"(tl_acc[0 + 25]), "+f"(tl_acc[0 + 26]), "+f"(tl_acc[0 + 27]), "+f"(tl_acc[0 + 28]), "+f"(tl_acc[0 + 29]), "+f"(tl_acc[0 + 30]), "+f"(tl_acc[0 + 31]), "+f"(tl_acc[0 + 32]), "+f"(tl_acc[0 + 33]), "+f"(tl_acc[0 + 34]), "+f"(tl_acc[0 + 35]), "+f"(tl_acc[0 + 36]), "+f"(tl_acc[0 + 37]), "+f"(tl_acc[0 + 38]), "+f"(tl_acc[0 + 39]), "+f"(tl_acc[0 + 40]), "+f"(tl_acc[0 + 41]), "+f"(tl_acc[0 + 42]), "+f"(tl_acc[0 + 43]), "+f"(tl_acc[0 + 44]), "+f"(tl_acc[0 + 45]), "+f"(tl_acc[0 + 46]), "+f"(tl_acc[0 + 47]), "+f"(tl_acc[0 + 48]), "+f"(tl_acc[0 + 49]), "+f"(tl_acc[0 + 50]), "+f"(tl_acc[0 + 51]), "+f"(tl_acc[0 + 52]), "+f"(tl_acc[0 + 53]), "+f"(tl_acc[0 + 54]), "+f"(tl_acc[0 + 55]), "+f"(tl_acc[0 + 56]), "+f"(tl_acc[0 + 57]), "+f"(tl_acc[0 + 58]), "+f"(tl_acc[0 + 59]), "+f"(tl_acc[0 + 60]), "+f"(tl_acc[0 + 61]), "+f"(tl_acc[0 + 62]), "+f"(tl_acc[0 + 63]) : "r"(*reinterpret_cast<const unsigned*>(&B_f[20 + 0])), "r"(*reinterpret_cast<const unsigned*>(&B_f[20 + 8])), "r"(*reinterpret_cast<const unsigned*>(&B_f[20 + 2])), "r"(*reinterpret_cast<const unsigned*>(&B_f[20 + 10])), "l"(v_141), "r"(1)); }
    { float* tl_acc = C_f; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %69, 0;\nwgmma.mma_async.sync.aligned.m64n128k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16, %17, %18, %19, %20, %21, %22, %23, %24, %25, %26, %27, %28, %29, %30, %31, %32, %33, %34, %35, %36, %37, %38, %39, %40, %41, %42, %43, %44, %45, %46, %47, %48, %49, %50, %51, %52, %53, %54, %55, %56, %57, %58, %59, %60, %61, %62, %63}, {%64, %65, %66, %67}, %68, p, 1, 1, 0;\n}\n" : "+f"(tl_acc[64 + 0]), "+f"(tl_acc[64 + 1]), "+f"(tl_acc[64 + 2]), "+f"(tl_acc[64 + 3]), "+f"(tl_acc[64 + 4]), "+f"(tl_acc[64 + 5]), "+f"(tl_acc[64 + 6]), "+f"(tl_acc[64 + 7]), "+f"(tl_acc[64 + 8]), "+f"(tl_acc[64 + 9]), "+f"(tl_acc[64 + 10]), "+f"(tl_acc[64 + 11]), "+f"(tl_acc[64 + 12]), "+f"(tl_acc[64 + 13]), "+f"(tl_acc[64 + 14]), "+f"(tl_acc[64 + 15]), "+f"(tl_acc[64 + 16]), "+f"(tl_acc[64 + 17]), "+f"(tl_acc[64 + 18]), "+f"(tl_acc[64 + 19]), "+f"(tl_acc[64 + 20]), "+f"(tl_acc[64 + 21]), "+f"(tl_acc[64 + 22]), "+f"(tl_acc[64 + 23]), "+f"(tl_acc[64 + 24]), "+f"(tl_acc[64 + 25]), "+f"(tl_acc[64 + 26]), "+f"(tl_acc[64 + 27]), "+f"(tl_acc[64 + 28]), "+f"(tl_acc[64 + 29]), "+f"(tl_acc[64 + 30]), "+f"(tl_acc[64 + 31]), "+f"(tl_acc[64 + 32]), "+f"(tl_acc[64 + 33]), "+f"(tl_acc[64 + 34]), "+f"(tl_acc[64 + 35]), "+f"(tl_acc[64 + 36]), "+f"(tl_acc[64 + 37]), "+f"(tl_acc[64 + 38]), "+f"(tl_acc[64 + 39]), "+f"(tl_acc[64 + 40]), "+f"(tl_acc[64 + 41]), "+f"(tl_acc[64 + 42]), "+f"(tl_acc[64 + 43]), "+f"(tl_acc[64 + 44]), "+f"(tl_acc[64 + 45]), "+f"(tl_acc[64 + 46]), "+f"(tl_acc[64 + 47]), "+f"(tl_acc[64 + 48]), "+f"(tl_acc[64 + 49]), "+f"(tl_acc[64 + 50]), "+f"(tl_acc[64 + 51]), "+f"(tl_acc[64 + 52]), "+f"(tl_acc[64 + 53]), "+f"(tl_acc[64 + 54]), "+f"(tl_acc[64 + 55]), "+f"(tl_acc[64 + 56]), "+f"(tl_acc[64 + 57]), "+f"(tl_acc[64 + 58]), "+f"(tl_acc[64 + 59]), "+f"(tl_acc[64 + 60]), "+f"(tl_acc[64 + 61]), "+f"(tl_acc[64 + 62]), "+f"(tl_acc[64 + 63]) : "r"(*reinterpret_cast<const unsigned*>(&B_f[52 + 0])), "r"(*reinterpret_cast<const unsigned*>(&B_f[52 + 8])), "r"(*reinterpret_cast<const unsigned*>(&B_f[52 + 2])), "r"(*reinterpret_cast<const unsigned*>(&B_f[52 + 10])), "l"(v_141), "r"(1)); }
    tl::wgmma_commit();
#line 104 "tutorials/07_fast_dequant_layout.py"
    const int v_142 = (ko + 2);
    const bool v_143 = (r == 0);
    const int v_144 = (r - 1);
    const int v_145 = (v_143 ? 2 : v_144);
    const bool v_146 = (v_142 < 64);
    if (v_146) {
      const int v_147 = tl::min(v_142, 63);
#line 105 "tutorials/07_fast_dequant_layout.py"
      const int v_148 = (v_147 * 64);
#line 104 "tutorials/07_fast_dequant_layout.py"
      const int v_149 = (v_145 * 128);
#line 105 "tutorials/07_fast_dequant_layout.py"
      if (v_3) {
        tl::mbar_expect_tx((tma_bar + v_145), 16384);
        tl::tma_load((A_s + (v_149) * 64 + 0), &A_tmap, (tma_bar + v_145), v_148, v_2);
      }
#line 106 "tutorials/07_fast_dequant_layout.py"
      for (int k_2 = 0; k_2 < 32; k_2 += 1) {
        const int v_150 = (k_2 * 128);
        const int v_151 = (v_150 + tid);
        const int v_152 = (v_151 / 32);
        const int v_153 = (v_77 * 2);
        const int v_154 = (v_153 / 32);
        const int v_155 = (v_154 * 32);
        const int v_156 = (v_153 % 4);
        const int v_157 = (v_156 * 8);
        const int v_158 = (v_155 + v_157);
        const int v_159 = (v_153 % 32);
        const int v_160 = (v_159 / 8);
        const int v_161 = (v_160 * 2);
        const int v_162 = (v_158 + v_161);
        const int v_163 = (v_80 / 4);
        const int v_164 = (v_162 + v_163);
        const int v_165 = (v_152 + v_4);
        const int v_166 = (v_164 + v_148);
        const int v_167 = (v_166 / 2);
        const int v_168 = (v_163 * 4);
        const unsigned char v_169 = *reinterpret_cast<const unsigned char*>((B + (v_165) * 2048 + v_167));
        const int v_170 = tl::cast<int>(v_169);
        const int v_171 = v_168;
        const int v_172 = (v_170 >> v_171);
        const int v_173 = (v_172 & 15);
        const int v_174 = (v_166 + 8);
        const int v_175 = (v_174 / 2);
        const unsigned char v_176 = *reinterpret_cast<const unsigned char*>((B + (v_165) * 2048 + v_175));
        const int v_177 = tl::cast<int>(v_176);
        const int v_178 = (v_177 >> v_171);
        const int v_179 = (v_178 & 15);
        const int v_180 = (v_179 << 4);
        const int v_181 = (v_173 | v_180);
        const unsigned char v_182 = tl::cast<unsigned char>(v_181);
        const int v_183 = (v_152 + v_149);
        *reinterpret_cast<unsigned char*>((B_s + (v_183) * 32 + v_77)) = v_182;
      }
#line 104 "tutorials/07_fast_dequant_layout.py"
    }
#line 111 "tutorials/07_fast_dequant_layout.py"
    tl::wgmma_wait<0, 128, 32>(C_f, B_f);
#line 104 "tutorials/07_fast_dequant_layout.py"
    const bool v_184 = (r == 2);
    const int v_185 = (v_144 + 2);
    const int v_186 = (v_184 ? 0 : v_185);
#line 96 "tutorials/07_fast_dequant_layout.py"
    r = v_186;
#line 104 "tutorials/07_fast_dequant_layout.py"
  }
  tl::wgmma_wait_defining<0, 128>(C_f);
#line 112 "tutorials/07_fast_dequant_layout.py"
  #pragma unroll
  for (int l_v_2 = 0; l_v_2 < 32; l_v_2 += 1) {
    const int v_187 = (l_v_2 * 4);
    const int v_188 = (l_v_2 % 16);
    const int v_189 = (v_188 * 8);
    const int v_190 = (v_189 + v_80);
    const int v_191 = (l_v_2 / 16);
    const int v_192 = (v_191 * 64);
    const int v_193 = (v_192 + v_76);
    const int v_194 = (v_193 + v_78);
    const int v_195 = (v_190 + v_2);
    const int v_196 = (v_194 + v_4);
    const tl::vec<float, 4> v_197 = *reinterpret_cast<const tl::vec<float, 4>*>((C_f + v_187));
    const float v_198 = v_197.v[0];
    const half v_199 = tl::cast<half>(v_198);
    C[(v_195) * 4096 + v_196] = v_199;
    const int v_200 = (v_195 + 1);
    const float v_201 = v_197.v[1];
    const half v_202 = tl::cast<half>(v_201);
    C[(v_200) * 4096 + v_196] = v_202;
    const int v_203 = (v_196 + 8);
    const float v_204 = v_197.v[2];
    const half v_205 = tl::cast<half>(v_204);
    C[(v_195) * 4096 + v_203] = v_205;
    const float v_206 = v_197.v[3];
    const half v_207 = tl::cast<half>(v_206);
    C[(v_200) * 4096 + v_203] = v_207;
  }
}
