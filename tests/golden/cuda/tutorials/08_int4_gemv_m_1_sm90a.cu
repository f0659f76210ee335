// tutorials/08_int4_gemv.py --compile-only: int4_gemv(M=1); sm_90a
// written by `python scripts/update_golden.py` (never by hand): the CUDA source after prelude.cuh and a blank line, #line paths repository-relative
#line 76 "tutorials/08_int4_gemv.py"
extern "C" __global__ void __launch_bounds__(128) main_kernel(half* __restrict__ A, unsigned char* __restrict__ B, half* __restrict__ Scales, float* __restrict__ C) {
  extern __shared__ __align__(1024) unsigned char tl_smem[];
  const int tid = (int)threadIdx.x;
#line 77 "tutorials/08_int4_gemv.py"
  unsigned char* const B_s = reinterpret_cast<unsigned char*>(tl_smem + 0);
#line 78 "tutorials/08_int4_gemv.py"
  half* const A_s = reinterpret_cast<half*>(tl_smem + 1024);
#line 79 "tutorials/08_int4_gemv.py"
  half* const S_s = reinterpret_cast<half*>(tl_smem + 2048);
#line 80 "tutorials/08_int4_gemv.py"
  alignas(16) float acc[8];
#line 81 "tutorials/08_int4_gemv.py"
  alignas(16) float row_sum[1];
#line 83 "tutorials/08_int4_gemv.py"
  #pragma unroll
  for (int l_v = 0; l_v < 2; l_v += 1) {
    const int v = (l_v * 4);
    const tl::vec<float, 4> v_1 = tl::vec<float, 4>{{0.0f, 0.0f, 0.0f, 0.0f}};
    *reinterpret_cast<tl::vec<float, 4>*>((acc + v)) = v_1;
  }
#line 85 "tutorials/08_int4_gemv.py"
  const int v_2 = ((int)blockIdx.y * 32);
  const int k0 = (v_2 * 256);
#line 86 "tutorials/08_int4_gemv.py"
  const int v_3 = ((int)blockIdx.x * 4);
  const bool v_4 = (tid < 32);
#line 88 "tutorials/08_int4_gemv.py"
  const int g0 = (k0 / 128);
#line 89 "tutorials/08_int4_gemv.py"
  const bool v_5 = (tid < 4);
#line 90 "tutorials/08_int4_gemv.py"
  const int v_6 = (tid / 32);
  const int v_7 = (tid % 32);
  const int v_8 = (v_7 * 8);
  const int v_9 = (v_7 * 4);
#line 86 "tutorials/08_int4_gemv.py"
  if (v_4) {
    const int v_10 = (tid % 8);
    const int v_11 = (tid / 8);
    const int v_12 = (v_11 % 4);
    const int v_13 = (v_10 * 32);
    const int v_14 = (v_12 + v_3);
    const int v_15 = (v_13 + k0);
    const int v_16 = (v_13 * 4);
    const int v_17 = (v_16 / 8);
    const int v_18 = (v_15 * 4);
    const int v_19 = (v_18 / 8);
    tl::cp_async<16>((B_s + (v_12) * 128 + v_17), (B + (v_14) * 4096 + v_19), true);
  }
#line 87 "tutorials/08_int4_gemv.py"
  if (v_4) {
    const int v_20 = (v_8 + k0);
    tl::cp_async<16>((A_s + v_8), (A + v_20), true);
  }
#line 89 "tutorials/08_int4_gemv.py"
  if (v_5) {
    const int v_21 = (tid % 4);
    const int v_22 = (v_21 + v_3);
    tl::cp_async<4>((S_s + (v_21) * 2 + 0), (Scales + (v_22) * 64 + g0), true);
  }
#line 84 "tutorials/08_int4_gemv.py"
  tl::cp_async_commit();
#line 91 "tutorials/08_int4_gemv.py"
  const int v_23 = (v_8 / 128);
#line 90 "tutorials/08_int4_gemv.py"
  const int v_24 = (v_8 + 4);
  const int v_25 = (v_8 + 1);
  const int v_26 = (v_8 + 5);
  const int v_27 = (v_8 + 2);
  const int v_28 = (v_8 + 6);
  const int v_29 = (v_8 + 3);
  const int v_30 = (v_8 + 7);
#line 84 "tutorials/08_int4_gemv.py"
  int r = 0;
  for (int ko = 0; ko < 32; ko += 1) {
    tl::cp_async_wait<0>();
    __syncthreads();
    const int v_31 = (ko + 1);
    const bool v_32 = (r == 0);
    const int v_33 = (r - 1);
    const int v_34 = (v_32 ? 1 : v_33);
    const bool v_35 = (v_31 < 32);
    if (v_35) {
      const int v_36 = tl::min(v_31, 31);
#line 85 "tutorials/08_int4_gemv.py"
      const int v_37 = (v_2 + v_36);
      const int k0_1 = (v_37 * 256);
#line 88 "tutorials/08_int4_gemv.py"
      const int g0_1 = (k0_1 / 128);
#line 84 "tutorials/08_int4_gemv.py"
      const int v_38 = (v_34 * 4);
#line 86 "tutorials/08_int4_gemv.py"
      if (v_4) {
        const int v_39 = (tid % 8);
        const int v_40 = (tid / 8);
        const int v_41 = (v_40 % 4);
        const int v_42 = (v_39 * 32);
        const int v_43 = (v_41 + v_3);
        const int v_44 = (v_42 + k0_1);
        const int v_45 = (v_42 * 4);
        const int v_46 = (v_45 / 8);
        const int v_47 = (v_44 * 4);
        const int v_48 = (v_47 / 8);
        const int v_49 = (v_41 + v_38);
        tl::cp_async<16>((B_s + (v_49) * 128 + v_46), (B + (v_43) * 4096 + v_48), true);
      }
#line 87 "tutorials/08_int4_gemv.py"
      if (v_4) {
        const int v_50 = (v_8 + k0_1);
        tl::cp_async<16>((A_s + (v_34) * 256 + v_8), (A + v_50), true);
      }
#line 89 "tutorials/08_int4_gemv.py"
      if (v_5) {
        const int v_51 = (tid % 4);
        const int v_52 = (v_51 + v_3);
        const int v_53 = (v_51 + v_38);
        tl::cp_async<4>((S_s + (v_53) * 2 + 0), (Scales + (v_52) * 64 + g0_1), true);
      }
#line 84 "tutorials/08_int4_gemv.py"
    }
    tl::cp_async_commit();
    const int v_54 = (r * 4);
#line 90 "tutorials/08_int4_gemv.py"
    alignas(16) half dequant[8];
    const int v_55 = (v_6 + v_54);
    const unsigned v_56 = *reinterpret_cast<const unsigned*>((B_s + (v_55) * 128 + v_9));
    tl::dequant_i4<true>(dequant + 0, v_56);
#line 91 "tutorials/08_int4_gemv.py"
    const tl::vec<half, 8> v_57 = *reinterpret_cast<const tl::vec<half, 8>*>((dequant + 0));
    const half v_58 = v_57.v[0];
    const float v_59 = tl::cast<float>(v_58);
    const half v_60 = S_s[(v_55) * 2 + v_23];
    const float v_61 = tl::cast<float>(v_60);
    const float w = (v_59 * v_61);
#line 92 "tutorials/08_int4_gemv.py"
    const tl::vec<float, 4> v_62 = *reinterpret_cast<const tl::vec<float, 4>*>((acc + 0));
    const float v_63 = v_62.v[0];
    const half v_64 = A_s[(r) * 256 + v_8];
    const float v_65 = tl::cast<float>(v_64);
    const float v_66 = (w * v_65);
    const float v_67 = (v_63 + v_66);
#line 91 "tutorials/08_int4_gemv.py"
    const half v_68 = v_57.v[1];
    const float v_69 = tl::cast<float>(v_68);
    const float w_1 = (v_69 * v_61);
#line 92 "tutorials/08_int4_gemv.py"
    const float v_70 = v_62.v[1];
    const half v_71 = A_s[(r) * 256 + v_24];
    const float v_72 = tl::cast<float>(v_71);
    const float v_73 = (w_1 * v_72);
    const float v_74 = (v_70 + v_73);
#line 91 "tutorials/08_int4_gemv.py"
    const half v_75 = v_57.v[2];
    const float v_76 = tl::cast<float>(v_75);
    const float w_2 = (v_76 * v_61);
#line 92 "tutorials/08_int4_gemv.py"
    const float v_77 = v_62.v[2];
    const half v_78 = A_s[(r) * 256 + v_25];
    const float v_79 = tl::cast<float>(v_78);
    const float v_80 = (w_2 * v_79);
    const float v_81 = (v_77 + v_80);
#line 91 "tutorials/08_int4_gemv.py"
    const half v_82 = v_57.v[3];
    const float v_83 = tl::cast<float>(v_82);
    const float w_3 = (v_83 * v_61);
#line 92 "tutorials/08_int4_gemv.py"
    const float v_84 = v_62.v[3];
    const half v_85 = A_s[(r) * 256 + v_26];
    const float v_86 = tl::cast<float>(v_85);
    const float v_87 = (w_3 * v_86);
    const float v_88 = (v_84 + v_87);
#line 90 "tutorials/08_int4_gemv.py"
    const tl::vec<float, 4> v_89 = tl::vec<float, 4>{{v_67, v_74, v_81, v_88}};
    *reinterpret_cast<tl::vec<float, 4>*>((acc + 0)) = v_89;
#line 91 "tutorials/08_int4_gemv.py"
    const half v_90 = v_57.v[4];
    const float v_91 = tl::cast<float>(v_90);
    const float w_4 = (v_91 * v_61);
#line 92 "tutorials/08_int4_gemv.py"
    const tl::vec<float, 4> v_92 = *reinterpret_cast<const tl::vec<float, 4>*>((acc + 4));
    const float v_93 = v_92.v[0];
    const half v_94 = A_s[(r) * 256 + v_27];
    const float v_95 = tl::cast<float>(v_94);
    const float v_96 = (w_4 * v_95);
    const float v_97 = (v_93 + v_96);
#line 91 "tutorials/08_int4_gemv.py"
    const half v_98 = v_57.v[5];
    const float v_99 = tl::cast<float>(v_98);
    const float w_5 = (v_99 * v_61);
#line 92 "tutorials/08_int4_gemv.py"
    const float v_100 = v_92.v[1];
    const half v_101 = A_s[(r) * 256 + v_28];
    const float v_102 = tl::cast<float>(v_101);
    const float v_103 = (w_5 * v_102);
    const float v_104 = (v_100 + v_103);
#line 91 "tutorials/08_int4_gemv.py"
    const half v_105 = v_57.v[6];
    const float v_106 = tl::cast<float>(v_105);
    const float w_6 = (v_106 * v_61);
#line 92 "tutorials/08_int4_gemv.py"
    const float v_107 = v_92.v[2];
    const half v_108 = A_s[(r) * 256 + v_29];
    const float v_109 = tl::cast<float>(v_108);
    const float v_110 = (w_6 * v_109);
    const float v_111 = (v_107 + v_110);
#line 91 "tutorials/08_int4_gemv.py"
    const half v_112 = v_57.v[7];
    const float v_113 = tl::cast<float>(v_112);
    const float w_7 = (v_113 * v_61);
#line 92 "tutorials/08_int4_gemv.py"
    const float v_114 = v_92.v[3];
    const half v_115 = A_s[(r) * 256 + v_30];
    const float v_116 = tl::cast<float>(v_115);
    const float v_117 = (w_7 * v_116);
    const float v_118 = (v_114 + v_117);
#line 90 "tutorials/08_int4_gemv.py"
    const tl::vec<float, 4> v_119 = tl::vec<float, 4>{{v_97, v_104, v_111, v_118}};
    *reinterpret_cast<tl::vec<float, 4>*>((acc + 4)) = v_119;
#line 84 "tutorials/08_int4_gemv.py"
    const bool v_120 = (r == 1);
    const int v_121 = (v_33 + 2);
    const int v_122 = (v_120 ? 0 : v_121);
#line 76 "tutorials/08_int4_gemv.py"
    r = v_122;
#line 84 "tutorials/08_int4_gemv.py"
  }
  tl::cp_async_wait<0>();
#line 93 "tutorials/08_int4_gemv.py"
  float* const reduce_partials = reinterpret_cast<float*>(tl_smem + 0);
  __syncthreads();
  const bool v_123 = (v_7 == 0);
  const float v_124 = acc[0];
  const float v_125 = acc[1];
  const float v_126 = acc[2];
  const float v_127 = acc[3];
  const float v_128 = acc[4];
  const float v_129 = acc[5];
  const float v_130 = acc[6];
  const float v_131 = acc[7];
  const float v_132 = (v_124 + v_125);
  const float v_133 = (v_126 + v_127);
  const float v_134 = (v_128 + v_129);
  const float v_135 = (v_130 + v_131);
  const float v_136 = (v_132 + v_133);
  const float v_137 = (v_134 + v_135);
  const float v_138 = (v_136 + v_137);
  const float v_139 = tl::shfl<0>(v_138, 1, 32);
  const float v_140 = (v_138 + v_139);
  const float v_141 = tl::shfl<0>(v_140, 2, 32);
  const float v_142 = (v_140 + v_141);
  const float v_143 = tl::shfl<0>(v_142, 4, 32);
  const float v_144 = (v_142 + v_143);
  const float v_145 = tl::shfl<0>(v_144, 8, 32);
  const float v_146 = (v_144 + v_145);
  const float v_147 = tl::shfl<0>(v_146, 16, 32);
  const float v_148 = (v_146 + v_147);
  if (v_123) {
    reduce_partials[(v_6) * 1 + 0] = v_148;
  }
  __syncthreads();
  const int v_149 = (tid % 4);
  if (v_5) {
    const float v_150 = reduce_partials[(v_149) * 1 + 0];
    row_sum[0] = v_150;
  }
#line 94 "tutorials/08_int4_gemv.py"
  if (v_5) {
    const int v_151 = (v_149 + v_3);
    const float v_152 = row_sum[0];
    tl::atomic_add((C + v_151), v_152);
  }
}
