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
#line 76 "tutorials/08_int4_gemv.py"
  const int v_23 = (tid / 16);
#line 91 "tutorials/08_int4_gemv.py"
  const int v_24 = (v_23 % 2);
#line 90 "tutorials/08_int4_gemv.py"
  const int v_25 = (v_8 + 4);
  const int v_26 = (v_8 + 1);
  const int v_27 = (v_8 + 5);
  const int v_28 = (v_8 + 2);
  const int v_29 = (v_8 + 6);
  const int v_30 = (v_8 + 3);
  const int v_31 = (v_8 + 7);
#line 84 "tutorials/08_int4_gemv.py"
  int r = 0;
  for (int ko = 0; ko < 32; ko += 1) {
    tl::cp_async_wait<0>();
    __syncthreads();
    const int v_32 = (ko + 1);
    const bool v_33 = (r == 0);
    const int v_34 = (r - 1);
    const int v_35 = (v_33 ? 1 : v_34);
    const bool v_36 = (v_32 < 32);
    if (v_36) {
      const int v_37 = tl::min(v_32, 31);
#line 85 "tutorials/08_int4_gemv.py"
      const int v_38 = (v_2 + v_37);
      const int k0_1 = (v_38 * 256);
#line 88 "tutorials/08_int4_gemv.py"
      const int g0_1 = (k0_1 / 128);
#line 84 "tutorials/08_int4_gemv.py"
      const int v_39 = (v_35 * 4);
#line 86 "tutorials/08_int4_gemv.py"
      if (v_4) {
        const int v_40 = (tid % 8);
        const int v_41 = (tid / 8);
        const int v_42 = (v_41 % 4);
        const int v_43 = (v_40 * 32);
        const int v_44 = (v_42 + v_3);
        const int v_45 = (v_43 + k0_1);
        const int v_46 = (v_43 * 4);
        const int v_47 = (v_46 / 8);
        const int v_48 = (v_45 * 4);
        const int v_49 = (v_48 / 8);
        const int v_50 = (v_42 + v_39);
        tl::cp_async<16>((B_s + (v_50) * 128 + v_47), (B + (v_44) * 4096 + v_49), true);
      }
#line 87 "tutorials/08_int4_gemv.py"
      if (v_4) {
        const int v_51 = (v_8 + k0_1);
        tl::cp_async<16>((A_s + (v_35) * 256 + v_8), (A + v_51), true);
      }
#line 89 "tutorials/08_int4_gemv.py"
      if (v_5) {
        const int v_52 = (tid % 4);
        const int v_53 = (v_52 + v_3);
        const int v_54 = (v_52 + v_39);
        tl::cp_async<4>((S_s + (v_54) * 2 + 0), (Scales + (v_53) * 64 + g0_1), true);
      }
#line 84 "tutorials/08_int4_gemv.py"
    }
    tl::cp_async_commit();
    const int v_55 = (r * 4);
#line 90 "tutorials/08_int4_gemv.py"
    alignas(16) half dequant[8];
    const int v_56 = (v_6 + v_55);
    const unsigned v_57 = *reinterpret_cast<const unsigned*>((B_s + (v_56) * 128 + v_9));
    tl::dequant_i4<true>(dequant + 0, v_57);
#line 91 "tutorials/08_int4_gemv.py"
    const tl::vec<half, 8> v_58 = *reinterpret_cast<const tl::vec<half, 8>*>((dequant + 0));
    const half v_59 = v_58.v[0];
    const float v_60 = tl::cast<float>(v_59);
    const half v_61 = S_s[(v_56) * 2 + v_24];
    const float v_62 = tl::cast<float>(v_61);
    const float w = (v_60 * v_62);
#line 92 "tutorials/08_int4_gemv.py"
    const tl::vec<float, 4> v_63 = *reinterpret_cast<const tl::vec<float, 4>*>((acc + 0));
    const float v_64 = v_63.v[0];
    const half v_65 = A_s[(r) * 256 + v_8];
    const float v_66 = tl::cast<float>(v_65);
    const float v_67 = (w * v_66);
    const float v_68 = (v_64 + v_67);
#line 91 "tutorials/08_int4_gemv.py"
    const half v_69 = v_58.v[1];
    const float v_70 = tl::cast<float>(v_69);
    const float w_1 = (v_70 * v_62);
#line 92 "tutorials/08_int4_gemv.py"
    const float v_71 = v_63.v[1];
    const half v_72 = A_s[(r) * 256 + v_25];
    const float v_73 = tl::cast<float>(v_72);
    const float v_74 = (w_1 * v_73);
    const float v_75 = (v_71 + v_74);
#line 91 "tutorials/08_int4_gemv.py"
    const half v_76 = v_58.v[2];
    const float v_77 = tl::cast<float>(v_76);
    const float w_2 = (v_77 * v_62);
#line 92 "tutorials/08_int4_gemv.py"
    const float v_78 = v_63.v[2];
    const half v_79 = A_s[(r) * 256 + v_26];
    const float v_80 = tl::cast<float>(v_79);
    const float v_81 = (w_2 * v_80);
    const float v_82 = (v_78 + v_81);
#line 91 "tutorials/08_int4_gemv.py"
    const half v_83 = v_58.v[3];
    const float v_84 = tl::cast<float>(v_83);
    const float w_3 = (v_84 * v_62);
#line 92 "tutorials/08_int4_gemv.py"
    const float v_85 = v_63.v[3];
    const half v_86 = A_s[(r) * 256 + v_27];
    const float v_87 = tl::cast<float>(v_86);
    const float v_88 = (w_3 * v_87);
    const float v_89 = (v_85 + v_88);
#line 90 "tutorials/08_int4_gemv.py"
    const tl::vec<float, 4> v_90 = tl::vec<float, 4>{{v_68, v_75, v_82, v_89}};
    *reinterpret_cast<tl::vec<float, 4>*>((acc + 0)) = v_90;
#line 91 "tutorials/08_int4_gemv.py"
    const half v_91 = v_58.v[4];
    const float v_92 = tl::cast<float>(v_91);
    const float w_4 = (v_92 * v_62);
#line 92 "tutorials/08_int4_gemv.py"
    const tl::vec<float, 4> v_93 = *reinterpret_cast<const tl::vec<float, 4>*>((acc + 4));
    const float v_94 = v_93.v[0];
    const half v_95 = A_s[(r) * 256 + v_28];
    const float v_96 = tl::cast<float>(v_95);
    const float v_97 = (w_4 * v_96);
    const float v_98 = (v_94 + v_97);
#line 91 "tutorials/08_int4_gemv.py"
    const half v_99 = v_58.v[5];
    const float v_100 = tl::cast<float>(v_99);
    const float w_5 = (v_100 * v_62);
#line 92 "tutorials/08_int4_gemv.py"
    const float v_101 = v_93.v[1];
    const half v_102 = A_s[(r) * 256 + v_29];
    const float v_103 = tl::cast<float>(v_102);
    const float v_104 = (w_5 * v_103);
    const float v_105 = (v_101 + v_104);
#line 91 "tutorials/08_int4_gemv.py"
    const half v_106 = v_58.v[6];
    const float v_107 = tl::cast<float>(v_106);
    const float w_6 = (v_107 * v_62);
#line 92 "tutorials/08_int4_gemv.py"
    const float v_108 = v_93.v[2];
    const half v_109 = A_s[(r) * 256 + v_30];
    const float v_110 = tl::cast<float>(v_109);
    const float v_111 = (w_6 * v_110);
    const float v_112 = (v_108 + v_111);
#line 91 "tutorials/08_int4_gemv.py"
    const half v_113 = v_58.v[7];
    const float v_114 = tl::cast<float>(v_113);
    const float w_7 = (v_114 * v_62);
#line 92 "tutorials/08_int4_gemv.py"
    const float v_115 = v_93.v[3];
    const half v_116 = A_s[(r) * 256 + v_31];
    const float v_117 = tl::cast<float>(v_116);
    const float v_118 = (w_7 * v_117);
    const float v_119 = (v_115 + v_118);
#line 90 "tutorials/08_int4_gemv.py"
    const tl::vec<float, 4> v_120 = tl::vec<float, 4>{{v_98, v_105, v_112, v_119}};
    *reinterpret_cast<tl::vec<float, 4>*>((acc + 4)) = v_120;
#line 84 "tutorials/08_int4_gemv.py"
    const bool v_121 = (r == 1);
    const int v_122 = (v_34 + 2);
    const int v_123 = (v_121 ? 0 : v_122);
#line 76 "tutorials/08_int4_gemv.py"
    r = v_123;
#line 84 "tutorials/08_int4_gemv.py"
  }
  tl::cp_async_wait<0>();
#line 93 "tutorials/08_int4_gemv.py"
  float* const reduce_partials = reinterpret_cast<float*>(tl_smem + 0);
  __syncthreads();
  const bool v_124 = (v_7 == 0);
  const float v_125 = acc[0];
  const float v_126 = acc[1];
  const float v_127 = acc[2];
  const float v_128 = acc[3];
  const float v_129 = acc[4];
  const float v_130 = acc[5];
  const float v_131 = acc[6];
  const float v_132 = acc[7];
  const float v_133 = (v_125 + v_126);
  const float v_134 = (v_127 + v_128);
  const float v_135 = (v_129 + v_130);
  const float v_136 = (v_131 + v_132);
  const float v_137 = (v_133 + v_134);
  const float v_138 = (v_135 + v_136);
  const float v_139 = (v_137 + v_138);
  const float v_140 = tl::shfl<0>(v_139, 1, 32);
  const float v_141 = (v_139 + v_140);
  const float v_142 = tl::shfl<0>(v_141, 2, 32);
  const float v_143 = (v_141 + v_142);
  const float v_144 = tl::shfl<0>(v_143, 4, 32);
  const float v_145 = (v_143 + v_144);
  const float v_146 = tl::shfl<0>(v_145, 8, 32);
  const float v_147 = (v_145 + v_146);
  const float v_148 = tl::shfl<0>(v_147, 16, 32);
  const float v_149 = (v_147 + v_148);
  if (v_124) {
    reduce_partials[(v_6) * 1 + 0] = v_149;
  }
  __syncthreads();
  const int v_150 = (tid % 4);
  if (v_5) {
    const float v_151 = reduce_partials[(v_150) * 1 + 0];
    row_sum[0] = v_151;
  }
#line 94 "tutorials/08_int4_gemv.py"
  if (v_5) {
    const int v_152 = (v_150 + v_3);
    const float v_153 = row_sum[0];
    tl::atomic_add((C + v_152), v_153);
  }
}
