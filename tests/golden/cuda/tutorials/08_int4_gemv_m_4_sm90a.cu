// tutorials/08_int4_gemv.py --compile-only: int4_gemv(M=4); sm_90a
// written by `python scripts/update_golden.py` (never by hand): the CUDA source after prelude.cuh and a blank line, #line paths repository-relative
#line 76 "tutorials/08_int4_gemv.py"
extern "C" __global__ void __launch_bounds__(128) main_kernel(half* __restrict__ A, unsigned char* __restrict__ B, half* __restrict__ Scales, float* __restrict__ C) {
  extern __shared__ __align__(1024) unsigned char tl_smem[];
  const int tid = (int)threadIdx.x;
#line 77 "tutorials/08_int4_gemv.py"
  unsigned char* const B_s = reinterpret_cast<unsigned char*>(tl_smem + 4096);
#line 78 "tutorials/08_int4_gemv.py"
  half* const A_s = reinterpret_cast<half*>(tl_smem + 0);
#line 79 "tutorials/08_int4_gemv.py"
  half* const S_s = reinterpret_cast<half*>(tl_smem + 5120);
#line 80 "tutorials/08_int4_gemv.py"
  alignas(16) float acc[32];
#line 81 "tutorials/08_int4_gemv.py"
  alignas(16) float row_sum[1];
#line 83 "tutorials/08_int4_gemv.py"
  #pragma unroll
  for (int l_v = 0; l_v < 8; l_v += 1) {
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
#line 87 "tutorials/08_int4_gemv.py"
  const int v_5 = (tid % 32);
  const int v_6 = (tid / 32);
  const int v_7 = (v_5 * 8);
  const int v_8 = (v_7 + k0);
#line 88 "tutorials/08_int4_gemv.py"
  const int g0 = (k0 / 128);
#line 89 "tutorials/08_int4_gemv.py"
  const bool v_9 = (tid < 4);
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
  tl::cp_async<16>((A_s + (v_6) * 256 + v_7), (A + (v_6) * 8192 + v_8), true);
#line 89 "tutorials/08_int4_gemv.py"
  if (v_9) {
    const int v_20 = (tid % 4);
    const int v_21 = (v_20 + v_3);
    tl::cp_async<4>((S_s + (v_20) * 2 + 0), (Scales + (v_21) * 64 + g0), true);
  }
#line 84 "tutorials/08_int4_gemv.py"
  tl::cp_async_commit();
#line 90 "tutorials/08_int4_gemv.py"
  const int v_22 = (v_5 * 4);
#line 76 "tutorials/08_int4_gemv.py"
  const int v_23 = (tid / 16);
#line 91 "tutorials/08_int4_gemv.py"
  const int v_24 = (v_23 % 2);
#line 90 "tutorials/08_int4_gemv.py"
  const int v_25 = (v_7 + 4);
  const int v_26 = (v_7 + 1);
  const int v_27 = (v_7 + 5);
  const int v_28 = (v_7 + 2);
  const int v_29 = (v_7 + 6);
  const int v_30 = (v_7 + 3);
  const int v_31 = (v_7 + 7);
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
#line 87 "tutorials/08_int4_gemv.py"
      const int v_39 = (v_7 + k0_1);
#line 88 "tutorials/08_int4_gemv.py"
      const int g0_1 = (k0_1 / 128);
#line 84 "tutorials/08_int4_gemv.py"
      const int v_40 = (v_35 * 4);
#line 86 "tutorials/08_int4_gemv.py"
      if (v_4) {
        const int v_41 = (tid % 8);
        const int v_42 = (tid / 8);
        const int v_43 = (v_42 % 4);
        const int v_44 = (v_41 * 32);
        const int v_45 = (v_43 + v_3);
        const int v_46 = (v_44 + k0_1);
        const int v_47 = (v_44 * 4);
        const int v_48 = (v_47 / 8);
        const int v_49 = (v_46 * 4);
        const int v_50 = (v_49 / 8);
        const int v_51 = (v_43 + v_40);
        tl::cp_async<16>((B_s + (v_51) * 128 + v_48), (B + (v_45) * 4096 + v_50), true);
      }
#line 87 "tutorials/08_int4_gemv.py"
      const int v_52 = (v_6 + v_40);
      tl::cp_async<16>((A_s + (v_52) * 256 + v_7), (A + (v_6) * 8192 + v_39), true);
#line 89 "tutorials/08_int4_gemv.py"
      if (v_9) {
        const int v_53 = (tid % 4);
        const int v_54 = (v_53 + v_3);
        const int v_55 = (v_53 + v_40);
        tl::cp_async<4>((S_s + (v_55) * 2 + 0), (Scales + (v_54) * 64 + g0_1), true);
      }
#line 84 "tutorials/08_int4_gemv.py"
    }
    tl::cp_async_commit();
    const int v_56 = (r * 4);
#line 90 "tutorials/08_int4_gemv.py"
    alignas(16) half dequant[32];
    const int v_57 = (v_6 + v_56);
    #pragma unroll
    for (int g = 0; g < 4; g += 1) {
      const int v_58 = (g * 8);
      const unsigned v_59 = *reinterpret_cast<const unsigned*>((B_s + (v_57) * 128 + v_22));
      tl::dequant_i4<true>(dequant + v_58, v_59);
    }
    #pragma unroll
    for (int l_v_1 = 0; l_v_1 < 2; l_v_1 += 1) {
      const int v_60 = (l_v_1 * 16);
      const int l = (v_60 + 4);
      const int l_1 = (v_60 + 8);
      const int l_2 = (v_60 + 12);
      const int v_61 = (v_60 / 8);
#line 91 "tutorials/08_int4_gemv.py"
      const tl::vec<half, 8> v_62 = *reinterpret_cast<const tl::vec<half, 8>*>((dequant + v_60));
      const half v_63 = v_62.v[0];
      const float v_64 = tl::cast<float>(v_63);
      const half v_65 = S_s[(v_57) * 2 + v_24];
      const float v_66 = tl::cast<float>(v_65);
      const float w = (v_64 * v_66);
#line 92 "tutorials/08_int4_gemv.py"
      const tl::vec<float, 4> v_67 = *reinterpret_cast<const tl::vec<float, 4>*>((acc + v_60));
      const float v_68 = v_67.v[0];
      const int v_69 = (v_61 + v_56);
      const half v_70 = A_s[(v_69) * 256 + v_7];
      const float v_71 = tl::cast<float>(v_70);
      const float v_72 = (w * v_71);
      const float v_73 = (v_68 + v_72);
#line 91 "tutorials/08_int4_gemv.py"
      const half v_74 = v_62.v[1];
      const float v_75 = tl::cast<float>(v_74);
      const float w_1 = (v_75 * v_66);
#line 92 "tutorials/08_int4_gemv.py"
      const float v_76 = v_67.v[1];
      const half v_77 = A_s[(v_69) * 256 + v_25];
      const float v_78 = tl::cast<float>(v_77);
      const float v_79 = (w_1 * v_78);
      const float v_80 = (v_76 + v_79);
#line 91 "tutorials/08_int4_gemv.py"
      const half v_81 = v_62.v[2];
      const float v_82 = tl::cast<float>(v_81);
      const float w_2 = (v_82 * v_66);
#line 92 "tutorials/08_int4_gemv.py"
      const float v_83 = v_67.v[2];
      const half v_84 = A_s[(v_69) * 256 + v_26];
      const float v_85 = tl::cast<float>(v_84);
      const float v_86 = (w_2 * v_85);
      const float v_87 = (v_83 + v_86);
#line 91 "tutorials/08_int4_gemv.py"
      const half v_88 = v_62.v[3];
      const float v_89 = tl::cast<float>(v_88);
      const float w_3 = (v_89 * v_66);
#line 92 "tutorials/08_int4_gemv.py"
      const float v_90 = v_67.v[3];
      const half v_91 = A_s[(v_69) * 256 + v_27];
      const float v_92 = tl::cast<float>(v_91);
      const float v_93 = (w_3 * v_92);
      const float v_94 = (v_90 + v_93);
#line 90 "tutorials/08_int4_gemv.py"
      const tl::vec<float, 4> v_95 = tl::vec<float, 4>{{v_73, v_80, v_87, v_94}};
      *reinterpret_cast<tl::vec<float, 4>*>((acc + v_60)) = v_95;
#line 91 "tutorials/08_int4_gemv.py"
      const half v_96 = v_62.v[4];
      const float v_97 = tl::cast<float>(v_96);
      const float w_4 = (v_97 * v_66);
#line 92 "tutorials/08_int4_gemv.py"
      const tl::vec<float, 4> v_98 = *reinterpret_cast<const tl::vec<float, 4>*>((acc + l));
      const float v_99 = v_98.v[0];
      const half v_100 = A_s[(v_69) * 256 + v_28];
      const float v_101 = tl::cast<float>(v_100);
      const float v_102 = (w_4 * v_101);
      const float v_103 = (v_99 + v_102);
#line 91 "tutorials/08_int4_gemv.py"
      const half v_104 = v_62.v[5];
      const float v_105 = tl::cast<float>(v_104);
      const float w_5 = (v_105 * v_66);
#line 92 "tutorials/08_int4_gemv.py"
      const float v_106 = v_98.v[1];
      const half v_107 = A_s[(v_69) * 256 + v_29];
      const float v_108 = tl::cast<float>(v_107);
      const float v_109 = (w_5 * v_108);
      const float v_110 = (v_106 + v_109);
#line 91 "tutorials/08_int4_gemv.py"
      const half v_111 = v_62.v[6];
      const float v_112 = tl::cast<float>(v_111);
      const float w_6 = (v_112 * v_66);
#line 92 "tutorials/08_int4_gemv.py"
      const float v_113 = v_98.v[2];
      const half v_114 = A_s[(v_69) * 256 + v_30];
      const float v_115 = tl::cast<float>(v_114);
      const float v_116 = (w_6 * v_115);
      const float v_117 = (v_113 + v_116);
#line 91 "tutorials/08_int4_gemv.py"
      const half v_118 = v_62.v[7];
      const float v_119 = tl::cast<float>(v_118);
      const float w_7 = (v_119 * v_66);
#line 92 "tutorials/08_int4_gemv.py"
      const float v_120 = v_98.v[3];
      const half v_121 = A_s[(v_69) * 256 + v_31];
      const float v_122 = tl::cast<float>(v_121);
      const float v_123 = (w_7 * v_122);
      const float v_124 = (v_120 + v_123);
#line 90 "tutorials/08_int4_gemv.py"
      const tl::vec<float, 4> v_125 = tl::vec<float, 4>{{v_103, v_110, v_117, v_124}};
      *reinterpret_cast<tl::vec<float, 4>*>((acc + l)) = v_125;
#line 91 "tutorials/08_int4_gemv.py"
      const tl::vec<half, 8> v_126 = *reinterpret_cast<const tl::vec<half, 8>*>((dequant + l_1));
      const half v_127 = v_126.v[0];
      const float v_128 = tl::cast<float>(v_127);
      const float w_8 = (v_128 * v_66);
#line 92 "tutorials/08_int4_gemv.py"
      const tl::vec<float, 4> v_129 = *reinterpret_cast<const tl::vec<float, 4>*>((acc + l_1));
      const float v_130 = v_129.v[0];
      const int v_131 = (v_69 + 1);
      const half v_132 = A_s[(v_131) * 256 + v_7];
      const float v_133 = tl::cast<float>(v_132);
      const float v_134 = (w_8 * v_133);
      const float v_135 = (v_130 + v_134);
#line 91 "tutorials/08_int4_gemv.py"
      const half v_136 = v_126.v[1];
      const float v_137 = tl::cast<float>(v_136);
      const float w_9 = (v_137 * v_66);
#line 92 "tutorials/08_int4_gemv.py"
      const float v_138 = v_129.v[1];
      const half v_139 = A_s[(v_131) * 256 + v_25];
      const float v_140 = tl::cast<float>(v_139);
      const float v_141 = (w_9 * v_140);
      const float v_142 = (v_138 + v_141);
#line 91 "tutorials/08_int4_gemv.py"
      const half v_143 = v_126.v[2];
      const float v_144 = tl::cast<float>(v_143);
      const float w_10 = (v_144 * v_66);
#line 92 "tutorials/08_int4_gemv.py"
      const float v_145 = v_129.v[2];
      const half v_146 = A_s[(v_131) * 256 + v_26];
      const float v_147 = tl::cast<float>(v_146);
      const float v_148 = (w_10 * v_147);
      const float v_149 = (v_145 + v_148);
#line 91 "tutorials/08_int4_gemv.py"
      const half v_150 = v_126.v[3];
      const float v_151 = tl::cast<float>(v_150);
      const float w_11 = (v_151 * v_66);
#line 92 "tutorials/08_int4_gemv.py"
      const float v_152 = v_129.v[3];
      const half v_153 = A_s[(v_131) * 256 + v_27];
      const float v_154 = tl::cast<float>(v_153);
      const float v_155 = (w_11 * v_154);
      const float v_156 = (v_152 + v_155);
#line 90 "tutorials/08_int4_gemv.py"
      const tl::vec<float, 4> v_157 = tl::vec<float, 4>{{v_135, v_142, v_149, v_156}};
      *reinterpret_cast<tl::vec<float, 4>*>((acc + l_1)) = v_157;
#line 91 "tutorials/08_int4_gemv.py"
      const half v_158 = v_126.v[4];
      const float v_159 = tl::cast<float>(v_158);
      const float w_12 = (v_159 * v_66);
#line 92 "tutorials/08_int4_gemv.py"
      const tl::vec<float, 4> v_160 = *reinterpret_cast<const tl::vec<float, 4>*>((acc + l_2));
      const float v_161 = v_160.v[0];
      const half v_162 = A_s[(v_131) * 256 + v_28];
      const float v_163 = tl::cast<float>(v_162);
      const float v_164 = (w_12 * v_163);
      const float v_165 = (v_161 + v_164);
#line 91 "tutorials/08_int4_gemv.py"
      const half v_166 = v_126.v[5];
      const float v_167 = tl::cast<float>(v_166);
      const float w_13 = (v_167 * v_66);
#line 92 "tutorials/08_int4_gemv.py"
      const float v_168 = v_160.v[1];
      const half v_169 = A_s[(v_131) * 256 + v_29];
      const float v_170 = tl::cast<float>(v_169);
      const float v_171 = (w_13 * v_170);
      const float v_172 = (v_168 + v_171);
#line 91 "tutorials/08_int4_gemv.py"
      const half v_173 = v_126.v[6];
      const float v_174 = tl::cast<float>(v_173);
      const float w_14 = (v_174 * v_66);
#line 92 "tutorials/08_int4_gemv.py"
      const float v_175 = v_160.v[2];
      const half v_176 = A_s[(v_131) * 256 + v_30];
      const float v_177 = tl::cast<float>(v_176);
      const float v_178 = (w_14 * v_177);
      const float v_179 = (v_175 + v_178);
#line 91 "tutorials/08_int4_gemv.py"
      const half v_180 = v_126.v[7];
      const float v_181 = tl::cast<float>(v_180);
      const float w_15 = (v_181 * v_66);
#line 92 "tutorials/08_int4_gemv.py"
      const float v_182 = v_160.v[3];
      const half v_183 = A_s[(v_131) * 256 + v_31];
      const float v_184 = tl::cast<float>(v_183);
      const float v_185 = (w_15 * v_184);
      const float v_186 = (v_182 + v_185);
#line 90 "tutorials/08_int4_gemv.py"
      const tl::vec<float, 4> v_187 = tl::vec<float, 4>{{v_165, v_172, v_179, v_186}};
      *reinterpret_cast<tl::vec<float, 4>*>((acc + l_2)) = v_187;
    }
#line 84 "tutorials/08_int4_gemv.py"
    const bool v_188 = (r == 1);
    const int v_189 = (v_34 + 2);
    const int v_190 = (v_188 ? 0 : v_189);
#line 76 "tutorials/08_int4_gemv.py"
    r = v_190;
#line 84 "tutorials/08_int4_gemv.py"
  }
  tl::cp_async_wait<0>();
#line 93 "tutorials/08_int4_gemv.py"
  float* const reduce_partials = reinterpret_cast<float*>(tl_smem + 0);
  __syncthreads();
  const bool v_191 = (v_5 == 0);
  #pragma unroll
  for (int p = 0; p < 4; p += 1) {
    const int v_192 = (p * 8);
    const int v_193 = (p * 4);
    const float v_194 = acc[v_192];
    const int v_195 = (v_192 + 1);
    const float v_196 = acc[v_195];
    const int v_197 = (v_192 + 2);
    const float v_198 = acc[v_197];
    const int v_199 = (v_192 + 3);
    const float v_200 = acc[v_199];
    const int v_201 = (v_192 + 4);
    const float v_202 = acc[v_201];
    const int v_203 = (v_192 + 5);
    const float v_204 = acc[v_203];
    const int v_205 = (v_192 + 6);
    const float v_206 = acc[v_205];
    const int v_207 = (v_192 + 7);
    const float v_208 = acc[v_207];
    const float v_209 = (v_194 + v_196);
    const float v_210 = (v_198 + v_200);
    const float v_211 = (v_202 + v_204);
    const float v_212 = (v_206 + v_208);
    const float v_213 = (v_209 + v_210);
    const float v_214 = (v_211 + v_212);
    const float v_215 = (v_213 + v_214);
    const float v_216 = tl::shfl<0>(v_215, 1, 32);
    const float v_217 = (v_215 + v_216);
    const float v_218 = tl::shfl<0>(v_217, 2, 32);
    const float v_219 = (v_217 + v_218);
    const float v_220 = tl::shfl<0>(v_219, 4, 32);
    const float v_221 = (v_219 + v_220);
    const float v_222 = tl::shfl<0>(v_221, 8, 32);
    const float v_223 = (v_221 + v_222);
    const float v_224 = tl::shfl<0>(v_223, 16, 32);
    const float v_225 = (v_223 + v_224);
    if (v_191) {
      const int v_226 = (v_6 + v_193);
      reduce_partials[(v_226) * 1 + 0] = v_225;
    }
  }
  __syncthreads();
  const int v_227 = (tid % 4);
  const int v_228 = (tid / 4);
  const int v_229 = (v_228 % 4);
  const bool v_230 = (tid < 16);
  if (v_230) {
    const int v_231 = (v_229 * 4);
    const int v_232 = (v_231 + v_227);
    const float v_233 = reduce_partials[(v_232) * 1 + 0];
    row_sum[0] = v_233;
  }
#line 94 "tutorials/08_int4_gemv.py"
  if (v_230) {
    const int v_234 = (v_227 + v_3);
    const float v_235 = row_sum[0];
    tl::atomic_add((C + (v_229) * 28672 + v_234), v_235);
  }
}
