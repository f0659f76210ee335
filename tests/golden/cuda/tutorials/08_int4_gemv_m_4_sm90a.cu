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
#line 91 "tutorials/08_int4_gemv.py"
  const int v_23 = (v_7 / 128);
#line 90 "tutorials/08_int4_gemv.py"
  const int v_24 = (v_7 + 4);
  const int v_25 = (v_7 + 1);
  const int v_26 = (v_7 + 5);
  const int v_27 = (v_7 + 2);
  const int v_28 = (v_7 + 6);
  const int v_29 = (v_7 + 3);
  const int v_30 = (v_7 + 7);
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
#line 87 "tutorials/08_int4_gemv.py"
      const int v_38 = (v_7 + k0_1);
#line 88 "tutorials/08_int4_gemv.py"
      const int g0_1 = (k0_1 / 128);
#line 84 "tutorials/08_int4_gemv.py"
      const int v_39 = (v_34 * 4);
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
      const int v_51 = (v_6 + v_39);
      tl::cp_async<16>((A_s + (v_51) * 256 + v_7), (A + (v_6) * 8192 + v_38), true);
#line 89 "tutorials/08_int4_gemv.py"
      if (v_9) {
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
    alignas(16) half dequant[32];
    const int v_56 = (v_6 + v_55);
    #pragma unroll
    for (int g = 0; g < 4; g += 1) {
      const int v_57 = (g * 8);
      const unsigned v_58 = *reinterpret_cast<const unsigned*>((B_s + (v_56) * 128 + v_22));
      tl::dequant_i4<true>(dequant + v_57, v_58);
    }
    #pragma unroll
    for (int l_v_1 = 0; l_v_1 < 2; l_v_1 += 1) {
      const int v_59 = (l_v_1 * 16);
      const int l = (v_59 + 4);
      const int l_1 = (v_59 + 8);
      const int l_2 = (v_59 + 12);
      const int v_60 = (v_59 / 8);
#line 91 "tutorials/08_int4_gemv.py"
      const tl::vec<half, 8> v_61 = *reinterpret_cast<const tl::vec<half, 8>*>((dequant + v_59));
      const half v_62 = v_61.v[0];
      const float v_63 = tl::cast<float>(v_62);
      const half v_64 = S_s[(v_56) * 2 + v_23];
      const float v_65 = tl::cast<float>(v_64);
      const float w = (v_63 * v_65);
#line 92 "tutorials/08_int4_gemv.py"
      const tl::vec<float, 4> v_66 = *reinterpret_cast<const tl::vec<float, 4>*>((acc + v_59));
      const float v_67 = v_66.v[0];
      const int v_68 = (v_60 + v_55);
      const half v_69 = A_s[(v_68) * 256 + v_7];
      const float v_70 = tl::cast<float>(v_69);
      const float v_71 = (w * v_70);
      const float v_72 = (v_67 + v_71);
#line 91 "tutorials/08_int4_gemv.py"
      const half v_73 = v_61.v[1];
      const float v_74 = tl::cast<float>(v_73);
      const float w_1 = (v_74 * v_65);
#line 92 "tutorials/08_int4_gemv.py"
      const float v_75 = v_66.v[1];
      const half v_76 = A_s[(v_68) * 256 + v_24];
      const float v_77 = tl::cast<float>(v_76);
      const float v_78 = (w_1 * v_77);
      const float v_79 = (v_75 + v_78);
#line 91 "tutorials/08_int4_gemv.py"
      const half v_80 = v_61.v[2];
      const float v_81 = tl::cast<float>(v_80);
      const float w_2 = (v_81 * v_65);
#line 92 "tutorials/08_int4_gemv.py"
      const float v_82 = v_66.v[2];
      const half v_83 = A_s[(v_68) * 256 + v_25];
      const float v_84 = tl::cast<float>(v_83);
      const float v_85 = (w_2 * v_84);
      const float v_86 = (v_82 + v_85);
#line 91 "tutorials/08_int4_gemv.py"
      const half v_87 = v_61.v[3];
      const float v_88 = tl::cast<float>(v_87);
      const float w_3 = (v_88 * v_65);
#line 92 "tutorials/08_int4_gemv.py"
      const float v_89 = v_66.v[3];
      const half v_90 = A_s[(v_68) * 256 + v_26];
      const float v_91 = tl::cast<float>(v_90);
      const float v_92 = (w_3 * v_91);
      const float v_93 = (v_89 + v_92);
#line 90 "tutorials/08_int4_gemv.py"
      const tl::vec<float, 4> v_94 = tl::vec<float, 4>{{v_72, v_79, v_86, v_93}};
      *reinterpret_cast<tl::vec<float, 4>*>((acc + v_59)) = v_94;
#line 91 "tutorials/08_int4_gemv.py"
      const half v_95 = v_61.v[4];
      const float v_96 = tl::cast<float>(v_95);
      const float w_4 = (v_96 * v_65);
#line 92 "tutorials/08_int4_gemv.py"
      const tl::vec<float, 4> v_97 = *reinterpret_cast<const tl::vec<float, 4>*>((acc + l));
      const float v_98 = v_97.v[0];
      const half v_99 = A_s[(v_68) * 256 + v_27];
      const float v_100 = tl::cast<float>(v_99);
      const float v_101 = (w_4 * v_100);
      const float v_102 = (v_98 + v_101);
#line 91 "tutorials/08_int4_gemv.py"
      const half v_103 = v_61.v[5];
      const float v_104 = tl::cast<float>(v_103);
      const float w_5 = (v_104 * v_65);
#line 92 "tutorials/08_int4_gemv.py"
      const float v_105 = v_97.v[1];
      const half v_106 = A_s[(v_68) * 256 + v_28];
      const float v_107 = tl::cast<float>(v_106);
      const float v_108 = (w_5 * v_107);
      const float v_109 = (v_105 + v_108);
#line 91 "tutorials/08_int4_gemv.py"
      const half v_110 = v_61.v[6];
      const float v_111 = tl::cast<float>(v_110);
      const float w_6 = (v_111 * v_65);
#line 92 "tutorials/08_int4_gemv.py"
      const float v_112 = v_97.v[2];
      const half v_113 = A_s[(v_68) * 256 + v_29];
      const float v_114 = tl::cast<float>(v_113);
      const float v_115 = (w_6 * v_114);
      const float v_116 = (v_112 + v_115);
#line 91 "tutorials/08_int4_gemv.py"
      const half v_117 = v_61.v[7];
      const float v_118 = tl::cast<float>(v_117);
      const float w_7 = (v_118 * v_65);
#line 92 "tutorials/08_int4_gemv.py"
      const float v_119 = v_97.v[3];
      const half v_120 = A_s[(v_68) * 256 + v_30];
      const float v_121 = tl::cast<float>(v_120);
      const float v_122 = (w_7 * v_121);
      const float v_123 = (v_119 + v_122);
#line 90 "tutorials/08_int4_gemv.py"
      const tl::vec<float, 4> v_124 = tl::vec<float, 4>{{v_102, v_109, v_116, v_123}};
      *reinterpret_cast<tl::vec<float, 4>*>((acc + l)) = v_124;
#line 91 "tutorials/08_int4_gemv.py"
      const tl::vec<half, 8> v_125 = *reinterpret_cast<const tl::vec<half, 8>*>((dequant + l_1));
      const half v_126 = v_125.v[0];
      const float v_127 = tl::cast<float>(v_126);
      const float w_8 = (v_127 * v_65);
#line 92 "tutorials/08_int4_gemv.py"
      const tl::vec<float, 4> v_128 = *reinterpret_cast<const tl::vec<float, 4>*>((acc + l_1));
      const float v_129 = v_128.v[0];
      const int v_130 = (v_68 + 1);
      const half v_131 = A_s[(v_130) * 256 + v_7];
      const float v_132 = tl::cast<float>(v_131);
      const float v_133 = (w_8 * v_132);
      const float v_134 = (v_129 + v_133);
#line 91 "tutorials/08_int4_gemv.py"
      const half v_135 = v_125.v[1];
      const float v_136 = tl::cast<float>(v_135);
      const float w_9 = (v_136 * v_65);
#line 92 "tutorials/08_int4_gemv.py"
      const float v_137 = v_128.v[1];
      const half v_138 = A_s[(v_130) * 256 + v_24];
      const float v_139 = tl::cast<float>(v_138);
      const float v_140 = (w_9 * v_139);
      const float v_141 = (v_137 + v_140);
#line 91 "tutorials/08_int4_gemv.py"
      const half v_142 = v_125.v[2];
      const float v_143 = tl::cast<float>(v_142);
      const float w_10 = (v_143 * v_65);
#line 92 "tutorials/08_int4_gemv.py"
      const float v_144 = v_128.v[2];
      const half v_145 = A_s[(v_130) * 256 + v_25];
      const float v_146 = tl::cast<float>(v_145);
      const float v_147 = (w_10 * v_146);
      const float v_148 = (v_144 + v_147);
#line 91 "tutorials/08_int4_gemv.py"
      const half v_149 = v_125.v[3];
      const float v_150 = tl::cast<float>(v_149);
      const float w_11 = (v_150 * v_65);
#line 92 "tutorials/08_int4_gemv.py"
      const float v_151 = v_128.v[3];
      const half v_152 = A_s[(v_130) * 256 + v_26];
      const float v_153 = tl::cast<float>(v_152);
      const float v_154 = (w_11 * v_153);
      const float v_155 = (v_151 + v_154);
#line 90 "tutorials/08_int4_gemv.py"
      const tl::vec<float, 4> v_156 = tl::vec<float, 4>{{v_134, v_141, v_148, v_155}};
      *reinterpret_cast<tl::vec<float, 4>*>((acc + l_1)) = v_156;
#line 91 "tutorials/08_int4_gemv.py"
      const half v_157 = v_125.v[4];
      const float v_158 = tl::cast<float>(v_157);
      const float w_12 = (v_158 * v_65);
#line 92 "tutorials/08_int4_gemv.py"
      const tl::vec<float, 4> v_159 = *reinterpret_cast<const tl::vec<float, 4>*>((acc + l_2));
      const float v_160 = v_159.v[0];
      const half v_161 = A_s[(v_130) * 256 + v_27];
      const float v_162 = tl::cast<float>(v_161);
      const float v_163 = (w_12 * v_162);
      const float v_164 = (v_160 + v_163);
#line 91 "tutorials/08_int4_gemv.py"
      const half v_165 = v_125.v[5];
      const float v_166 = tl::cast<float>(v_165);
      const float w_13 = (v_166 * v_65);
#line 92 "tutorials/08_int4_gemv.py"
      const float v_167 = v_159.v[1];
      const half v_168 = A_s[(v_130) * 256 + v_28];
      const float v_169 = tl::cast<float>(v_168);
      const float v_170 = (w_13 * v_169);
      const float v_171 = (v_167 + v_170);
#line 91 "tutorials/08_int4_gemv.py"
      const half v_172 = v_125.v[6];
      const float v_173 = tl::cast<float>(v_172);
      const float w_14 = (v_173 * v_65);
#line 92 "tutorials/08_int4_gemv.py"
      const float v_174 = v_159.v[2];
      const half v_175 = A_s[(v_130) * 256 + v_29];
      const float v_176 = tl::cast<float>(v_175);
      const float v_177 = (w_14 * v_176);
      const float v_178 = (v_174 + v_177);
#line 91 "tutorials/08_int4_gemv.py"
      const half v_179 = v_125.v[7];
      const float v_180 = tl::cast<float>(v_179);
      const float w_15 = (v_180 * v_65);
#line 92 "tutorials/08_int4_gemv.py"
      const float v_181 = v_159.v[3];
      const half v_182 = A_s[(v_130) * 256 + v_30];
      const float v_183 = tl::cast<float>(v_182);
      const float v_184 = (w_15 * v_183);
      const float v_185 = (v_181 + v_184);
#line 90 "tutorials/08_int4_gemv.py"
      const tl::vec<float, 4> v_186 = tl::vec<float, 4>{{v_164, v_171, v_178, v_185}};
      *reinterpret_cast<tl::vec<float, 4>*>((acc + l_2)) = v_186;
    }
#line 84 "tutorials/08_int4_gemv.py"
    const bool v_187 = (r == 1);
    const int v_188 = (v_33 + 2);
    const int v_189 = (v_187 ? 0 : v_188);
#line 76 "tutorials/08_int4_gemv.py"
    r = v_189;
#line 84 "tutorials/08_int4_gemv.py"
  }
  tl::cp_async_wait<0>();
#line 93 "tutorials/08_int4_gemv.py"
  float* const reduce_partials = reinterpret_cast<float*>(tl_smem + 0);
  __syncthreads();
  const bool v_190 = (v_5 == 0);
  #pragma unroll
  for (int p = 0; p < 4; p += 1) {
    const int v_191 = (p * 8);
    const int v_192 = (p * 4);
    const float v_193 = acc[v_191];
    const int v_194 = (v_191 + 1);
    const float v_195 = acc[v_194];
    const int v_196 = (v_191 + 2);
    const float v_197 = acc[v_196];
    const int v_198 = (v_191 + 3);
    const float v_199 = acc[v_198];
    const int v_200 = (v_191 + 4);
    const float v_201 = acc[v_200];
    const int v_202 = (v_191 + 5);
    const float v_203 = acc[v_202];
    const int v_204 = (v_191 + 6);
    const float v_205 = acc[v_204];
    const int v_206 = (v_191 + 7);
    const float v_207 = acc[v_206];
    const float v_208 = (v_193 + v_195);
    const float v_209 = (v_197 + v_199);
    const float v_210 = (v_201 + v_203);
    const float v_211 = (v_205 + v_207);
    const float v_212 = (v_208 + v_209);
    const float v_213 = (v_210 + v_211);
    const float v_214 = (v_212 + v_213);
    const float v_215 = tl::shfl<0>(v_214, 1, 32);
    const float v_216 = (v_214 + v_215);
    const float v_217 = tl::shfl<0>(v_216, 2, 32);
    const float v_218 = (v_216 + v_217);
    const float v_219 = tl::shfl<0>(v_218, 4, 32);
    const float v_220 = (v_218 + v_219);
    const float v_221 = tl::shfl<0>(v_220, 8, 32);
    const float v_222 = (v_220 + v_221);
    const float v_223 = tl::shfl<0>(v_222, 16, 32);
    const float v_224 = (v_222 + v_223);
    if (v_190) {
      const int v_225 = (v_6 + v_192);
      reduce_partials[(v_225) * 1 + 0] = v_224;
    }
  }
  __syncthreads();
  const int v_226 = (tid % 4);
  const int v_227 = (tid / 4);
  const int v_228 = (v_227 % 4);
  const bool v_229 = (tid < 16);
  if (v_229) {
    const int v_230 = (v_228 * 4);
    const int v_231 = (v_230 + v_226);
    const float v_232 = reduce_partials[(v_231) * 1 + 0];
    row_sum[0] = v_232;
  }
#line 94 "tutorials/08_int4_gemv.py"
  if (v_229) {
    const int v_233 = (v_226 + v_3);
    const float v_234 = row_sum[0];
    tl::atomic_add((C + (v_228) * 28672 + v_233), v_234);
  }
}
