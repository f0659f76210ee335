// tutorials/08_int4_gemv.py --compile-only: int4_gemv(M=16); sm_90a
// written by `python scripts/update_golden.py` (never by hand): the CUDA source after prelude.cuh and a blank line, #line paths repository-relative
#line 76 "tutorials/08_int4_gemv.py"
extern "C" __global__ void __launch_bounds__(128) main_kernel(half* __restrict__ A, unsigned char* __restrict__ B, half* __restrict__ Scales, float* __restrict__ C, const __grid_constant__ tl::TensorMap A_tmap) {
  extern __shared__ __align__(1024) unsigned char tl_smem[];
  const int tid = (int)threadIdx.x;
#line 87 "tutorials/08_int4_gemv.py"
  unsigned long long* const tma_bar = reinterpret_cast<unsigned long long*>(tl_smem + 17536);
  if (threadIdx.x == 0 && threadIdx.y == 0 && threadIdx.z == 0) {
    for (int i = 0; i < 2; ++i) tl::mbar_init(tma_bar + i, 1);
    tl::fence_mbar_init();
  }
  __syncthreads();
#line 77 "tutorials/08_int4_gemv.py"
  unsigned char* const B_s = reinterpret_cast<unsigned char*>(tl_smem + 16384);
#line 78 "tutorials/08_int4_gemv.py"
  half* const A_s = reinterpret_cast<half*>(tl_smem + 0);
#line 79 "tutorials/08_int4_gemv.py"
  half* const S_s = reinterpret_cast<half*>(tl_smem + 17408);
#line 80 "tutorials/08_int4_gemv.py"
  alignas(16) float acc[128];
#line 81 "tutorials/08_int4_gemv.py"
  alignas(16) float row_sum[1];
#line 83 "tutorials/08_int4_gemv.py"
  #pragma unroll
  for (int l_v = 0; l_v < 32; l_v += 1) {
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
  const bool v_5 = (tid == 0);
#line 88 "tutorials/08_int4_gemv.py"
  const int g0 = (k0 / 128);
#line 89 "tutorials/08_int4_gemv.py"
  const bool v_6 = (tid < 4);
#line 86 "tutorials/08_int4_gemv.py"
  if (v_4) {
    const int v_7 = (tid % 8);
    const int v_8 = (tid / 8);
    const int v_9 = (v_8 % 4);
    const int v_10 = (v_7 * 32);
    const int v_11 = (v_9 + v_3);
    const int v_12 = (v_10 + k0);
    const int v_13 = (v_10 * 4);
    const int v_14 = (v_13 / 8);
    const int v_15 = (v_12 * 4);
    const int v_16 = (v_15 / 8);
    tl::cp_async<16>((B_s + (v_9) * 128 + v_14), (B + (v_11) * 4096 + v_16), true);
  }
#line 87 "tutorials/08_int4_gemv.py"
  if (v_5) {
    tl::mbar_expect_tx((tma_bar + 0), 8192);
    tl::tma_load((A_s + 0), &A_tmap, (tma_bar + 0), k0, 0);
  }
#line 89 "tutorials/08_int4_gemv.py"
  if (v_6) {
    const int v_17 = (tid % 4);
    const int v_18 = (v_17 + v_3);
    tl::cp_async<4>((S_s + (v_17) * 2 + 0), (Scales + (v_18) * 64 + g0), true);
  }
#line 84 "tutorials/08_int4_gemv.py"
  tl::cp_async_commit();
#line 90 "tutorials/08_int4_gemv.py"
  const int v_19 = (tid / 32);
  const int v_20 = (tid % 32);
  const int v_21 = (v_20 * 8);
  const int v_22 = (v_20 * 4);
#line 91 "tutorials/08_int4_gemv.py"
  const int v_23 = (v_21 / 128);
#line 90 "tutorials/08_int4_gemv.py"
  const int v_24 = (v_21 + 4);
  const int v_25 = (v_21 + 1);
  const int v_26 = (v_21 + 5);
  const int v_27 = (v_21 + 2);
  const int v_28 = (v_21 + 6);
  const int v_29 = (v_21 + 3);
  const int v_30 = (v_21 + 7);
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
      const int v_39 = (v_34 * 16);
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
        const int v_50 = (v_42 + v_38);
        tl::cp_async<16>((B_s + (v_50) * 128 + v_47), (B + (v_44) * 4096 + v_49), true);
      }
#line 87 "tutorials/08_int4_gemv.py"
      if (v_5) {
        tl::mbar_expect_tx((tma_bar + v_34), 8192);
        tl::tma_load((A_s + (v_39) * 256 + 0), &A_tmap, (tma_bar + v_34), k0_1, 0);
      }
#line 89 "tutorials/08_int4_gemv.py"
      if (v_6) {
        const int v_51 = (tid % 4);
        const int v_52 = (v_51 + v_3);
        const int v_53 = (v_51 + v_38);
        tl::cp_async<4>((S_s + (v_53) * 2 + 0), (Scales + (v_52) * 64 + g0_1), true);
      }
#line 84 "tutorials/08_int4_gemv.py"
    }
    tl::cp_async_commit();
    const int v_54 = (r * 4);
    const int v_55 = (r * 16);
    const int v_56 = (ko / 2);
    const int v_57 = (v_56 % 2);
#line 87 "tutorials/08_int4_gemv.py"
    tl::mbar_wait((tma_bar + r), v_57);
#line 90 "tutorials/08_int4_gemv.py"
    alignas(16) half dequant[128];
    const int v_58 = (v_19 + v_54);
    #pragma unroll
    for (int g = 0; g < 16; g += 1) {
      const int v_59 = (g * 8);
      const unsigned v_60 = *reinterpret_cast<const unsigned*>((B_s + (v_58) * 128 + v_22));
      tl::dequant_i4<true>(dequant + v_59, v_60);
    }
    #pragma unroll
    for (int l_v_1 = 0; l_v_1 < 8; l_v_1 += 1) {
      const int v_61 = (l_v_1 * 16);
      const int l = (v_61 + 4);
      const int l_1 = (v_61 + 8);
      const int l_2 = (v_61 + 12);
      const int v_62 = (v_61 / 8);
#line 91 "tutorials/08_int4_gemv.py"
      const tl::vec<half, 8> v_63 = *reinterpret_cast<const tl::vec<half, 8>*>((dequant + v_61));
      const half v_64 = v_63.v[0];
      const float v_65 = tl::cast<float>(v_64);
      const half v_66 = S_s[(v_58) * 2 + v_23];
      const float v_67 = tl::cast<float>(v_66);
      const float w = (v_65 * v_67);
#line 92 "tutorials/08_int4_gemv.py"
      const tl::vec<float, 4> v_68 = *reinterpret_cast<const tl::vec<float, 4>*>((acc + v_61));
      const float v_69 = v_68.v[0];
      const int v_70 = (v_62 + v_55);
      const half v_71 = A_s[(v_70) * 256 + v_21];
      const float v_72 = tl::cast<float>(v_71);
      const float v_73 = (w * v_72);
      const float v_74 = (v_69 + v_73);
#line 91 "tutorials/08_int4_gemv.py"
      const half v_75 = v_63.v[1];
      const float v_76 = tl::cast<float>(v_75);
      const float w_1 = (v_76 * v_67);
#line 92 "tutorials/08_int4_gemv.py"
      const float v_77 = v_68.v[1];
      const half v_78 = A_s[(v_70) * 256 + v_24];
      const float v_79 = tl::cast<float>(v_78);
      const float v_80 = (w_1 * v_79);
      const float v_81 = (v_77 + v_80);
#line 91 "tutorials/08_int4_gemv.py"
      const half v_82 = v_63.v[2];
      const float v_83 = tl::cast<float>(v_82);
      const float w_2 = (v_83 * v_67);
#line 92 "tutorials/08_int4_gemv.py"
      const float v_84 = v_68.v[2];
      const half v_85 = A_s[(v_70) * 256 + v_25];
      const float v_86 = tl::cast<float>(v_85);
      const float v_87 = (w_2 * v_86);
      const float v_88 = (v_84 + v_87);
#line 91 "tutorials/08_int4_gemv.py"
      const half v_89 = v_63.v[3];
      const float v_90 = tl::cast<float>(v_89);
      const float w_3 = (v_90 * v_67);
#line 92 "tutorials/08_int4_gemv.py"
      const float v_91 = v_68.v[3];
      const half v_92 = A_s[(v_70) * 256 + v_26];
      const float v_93 = tl::cast<float>(v_92);
      const float v_94 = (w_3 * v_93);
      const float v_95 = (v_91 + v_94);
#line 90 "tutorials/08_int4_gemv.py"
      const tl::vec<float, 4> v_96 = tl::vec<float, 4>{{v_74, v_81, v_88, v_95}};
      *reinterpret_cast<tl::vec<float, 4>*>((acc + v_61)) = v_96;
#line 91 "tutorials/08_int4_gemv.py"
      const half v_97 = v_63.v[4];
      const float v_98 = tl::cast<float>(v_97);
      const float w_4 = (v_98 * v_67);
#line 92 "tutorials/08_int4_gemv.py"
      const tl::vec<float, 4> v_99 = *reinterpret_cast<const tl::vec<float, 4>*>((acc + l));
      const float v_100 = v_99.v[0];
      const half v_101 = A_s[(v_70) * 256 + v_27];
      const float v_102 = tl::cast<float>(v_101);
      const float v_103 = (w_4 * v_102);
      const float v_104 = (v_100 + v_103);
#line 91 "tutorials/08_int4_gemv.py"
      const half v_105 = v_63.v[5];
      const float v_106 = tl::cast<float>(v_105);
      const float w_5 = (v_106 * v_67);
#line 92 "tutorials/08_int4_gemv.py"
      const float v_107 = v_99.v[1];
      const half v_108 = A_s[(v_70) * 256 + v_28];
      const float v_109 = tl::cast<float>(v_108);
      const float v_110 = (w_5 * v_109);
      const float v_111 = (v_107 + v_110);
#line 91 "tutorials/08_int4_gemv.py"
      const half v_112 = v_63.v[6];
      const float v_113 = tl::cast<float>(v_112);
      const float w_6 = (v_113 * v_67);
#line 92 "tutorials/08_int4_gemv.py"
      const float v_114 = v_99.v[2];
      const half v_115 = A_s[(v_70) * 256 + v_29];
      const float v_116 = tl::cast<float>(v_115);
      const float v_117 = (w_6 * v_116);
      const float v_118 = (v_114 + v_117);
#line 91 "tutorials/08_int4_gemv.py"
      const half v_119 = v_63.v[7];
      const float v_120 = tl::cast<float>(v_119);
      const float w_7 = (v_120 * v_67);
#line 92 "tutorials/08_int4_gemv.py"
      const float v_121 = v_99.v[3];
      const half v_122 = A_s[(v_70) * 256 + v_30];
      const float v_123 = tl::cast<float>(v_122);
      const float v_124 = (w_7 * v_123);
      const float v_125 = (v_121 + v_124);
#line 90 "tutorials/08_int4_gemv.py"
      const tl::vec<float, 4> v_126 = tl::vec<float, 4>{{v_104, v_111, v_118, v_125}};
      *reinterpret_cast<tl::vec<float, 4>*>((acc + l)) = v_126;
#line 91 "tutorials/08_int4_gemv.py"
      const tl::vec<half, 8> v_127 = *reinterpret_cast<const tl::vec<half, 8>*>((dequant + l_1));
      const half v_128 = v_127.v[0];
      const float v_129 = tl::cast<float>(v_128);
      const float w_8 = (v_129 * v_67);
#line 92 "tutorials/08_int4_gemv.py"
      const tl::vec<float, 4> v_130 = *reinterpret_cast<const tl::vec<float, 4>*>((acc + l_1));
      const float v_131 = v_130.v[0];
      const int v_132 = (v_70 + 1);
      const half v_133 = A_s[(v_132) * 256 + v_21];
      const float v_134 = tl::cast<float>(v_133);
      const float v_135 = (w_8 * v_134);
      const float v_136 = (v_131 + v_135);
#line 91 "tutorials/08_int4_gemv.py"
      const half v_137 = v_127.v[1];
      const float v_138 = tl::cast<float>(v_137);
      const float w_9 = (v_138 * v_67);
#line 92 "tutorials/08_int4_gemv.py"
      const float v_139 = v_130.v[1];
      const half v_140 = A_s[(v_132) * 256 + v_24];
      const float v_141 = tl::cast<float>(v_140);
      const float v_142 = (w_9 * v_141);
      const float v_143 = (v_139 + v_142);
#line 91 "tutorials/08_int4_gemv.py"
      const half v_144 = v_127.v[2];
      const float v_145 = tl::cast<float>(v_144);
      const float w_10 = (v_145 * v_67);
#line 92 "tutorials/08_int4_gemv.py"
      const float v_146 = v_130.v[2];
      const half v_147 = A_s[(v_132) * 256 + v_25];
      const float v_148 = tl::cast<float>(v_147);
      const float v_149 = (w_10 * v_148);
      const float v_150 = (v_146 + v_149);
#line 91 "tutorials/08_int4_gemv.py"
      const half v_151 = v_127.v[3];
      const float v_152 = tl::cast<float>(v_151);
      const float w_11 = (v_152 * v_67);
#line 92 "tutorials/08_int4_gemv.py"
      const float v_153 = v_130.v[3];
      const half v_154 = A_s[(v_132) * 256 + v_26];
      const float v_155 = tl::cast<float>(v_154);
      const float v_156 = (w_11 * v_155);
      const float v_157 = (v_153 + v_156);
#line 90 "tutorials/08_int4_gemv.py"
      const tl::vec<float, 4> v_158 = tl::vec<float, 4>{{v_136, v_143, v_150, v_157}};
      *reinterpret_cast<tl::vec<float, 4>*>((acc + l_1)) = v_158;
#line 91 "tutorials/08_int4_gemv.py"
      const half v_159 = v_127.v[4];
      const float v_160 = tl::cast<float>(v_159);
      const float w_12 = (v_160 * v_67);
#line 92 "tutorials/08_int4_gemv.py"
      const tl::vec<float, 4> v_161 = *reinterpret_cast<const tl::vec<float, 4>*>((acc + l_2));
      const float v_162 = v_161.v[0];
      const half v_163 = A_s[(v_132) * 256 + v_27];
      const float v_164 = tl::cast<float>(v_163);
      const float v_165 = (w_12 * v_164);
      const float v_166 = (v_162 + v_165);
#line 91 "tutorials/08_int4_gemv.py"
      const half v_167 = v_127.v[5];
      const float v_168 = tl::cast<float>(v_167);
      const float w_13 = (v_168 * v_67);
#line 92 "tutorials/08_int4_gemv.py"
      const float v_169 = v_161.v[1];
      const half v_170 = A_s[(v_132) * 256 + v_28];
      const float v_171 = tl::cast<float>(v_170);
      const float v_172 = (w_13 * v_171);
      const float v_173 = (v_169 + v_172);
#line 91 "tutorials/08_int4_gemv.py"
      const half v_174 = v_127.v[6];
      const float v_175 = tl::cast<float>(v_174);
      const float w_14 = (v_175 * v_67);
#line 92 "tutorials/08_int4_gemv.py"
      const float v_176 = v_161.v[2];
      const half v_177 = A_s[(v_132) * 256 + v_29];
      const float v_178 = tl::cast<float>(v_177);
      const float v_179 = (w_14 * v_178);
      const float v_180 = (v_176 + v_179);
#line 91 "tutorials/08_int4_gemv.py"
      const half v_181 = v_127.v[7];
      const float v_182 = tl::cast<float>(v_181);
      const float w_15 = (v_182 * v_67);
#line 92 "tutorials/08_int4_gemv.py"
      const float v_183 = v_161.v[3];
      const half v_184 = A_s[(v_132) * 256 + v_30];
      const float v_185 = tl::cast<float>(v_184);
      const float v_186 = (w_15 * v_185);
      const float v_187 = (v_183 + v_186);
#line 90 "tutorials/08_int4_gemv.py"
      const tl::vec<float, 4> v_188 = tl::vec<float, 4>{{v_166, v_173, v_180, v_187}};
      *reinterpret_cast<tl::vec<float, 4>*>((acc + l_2)) = v_188;
    }
#line 84 "tutorials/08_int4_gemv.py"
    const bool v_189 = (r == 1);
    const int v_190 = (v_33 + 2);
    const int v_191 = (v_189 ? 0 : v_190);
#line 76 "tutorials/08_int4_gemv.py"
    r = v_191;
#line 84 "tutorials/08_int4_gemv.py"
  }
  tl::cp_async_wait<0>();
#line 93 "tutorials/08_int4_gemv.py"
  float* const reduce_partials = reinterpret_cast<float*>(tl_smem + 0);
  __syncthreads();
  const bool v_192 = (v_20 == 0);
  #pragma unroll
  for (int p = 0; p < 16; p += 1) {
    const int v_193 = (p * 8);
    const int v_194 = (p * 4);
    const float v_195 = acc[v_193];
    const int v_196 = (v_193 + 1);
    const float v_197 = acc[v_196];
    const int v_198 = (v_193 + 2);
    const float v_199 = acc[v_198];
    const int v_200 = (v_193 + 3);
    const float v_201 = acc[v_200];
    const int v_202 = (v_193 + 4);
    const float v_203 = acc[v_202];
    const int v_204 = (v_193 + 5);
    const float v_205 = acc[v_204];
    const int v_206 = (v_193 + 6);
    const float v_207 = acc[v_206];
    const int v_208 = (v_193 + 7);
    const float v_209 = acc[v_208];
    const float v_210 = (v_195 + v_197);
    const float v_211 = (v_199 + v_201);
    const float v_212 = (v_203 + v_205);
    const float v_213 = (v_207 + v_209);
    const float v_214 = (v_210 + v_211);
    const float v_215 = (v_212 + v_213);
    const float v_216 = (v_214 + v_215);
    const float v_217 = tl::shfl<0>(v_216, 1, 32);
    const float v_218 = (v_216 + v_217);
    const float v_219 = tl::shfl<0>(v_218, 2, 32);
    const float v_220 = (v_218 + v_219);
    const float v_221 = tl::shfl<0>(v_220, 4, 32);
    const float v_222 = (v_220 + v_221);
    const float v_223 = tl::shfl<0>(v_222, 8, 32);
    const float v_224 = (v_222 + v_223);
    const float v_225 = tl::shfl<0>(v_224, 16, 32);
    const float v_226 = (v_224 + v_225);
    if (v_192) {
      const int v_227 = (v_19 + v_194);
      reduce_partials[(v_227) * 1 + 0] = v_226;
    }
  }
  __syncthreads();
  const int v_228 = (tid % 4);
  const int v_229 = (tid / 4);
  const int v_230 = (v_229 % 16);
  const bool v_231 = (tid < 64);
  if (v_231) {
    const int v_232 = (v_230 * 4);
    const int v_233 = (v_232 + v_228);
    const float v_234 = reduce_partials[(v_233) * 1 + 0];
    row_sum[0] = v_234;
  }
#line 94 "tutorials/08_int4_gemv.py"
  if (v_231) {
    const int v_235 = (v_228 + v_3);
    const float v_236 = row_sum[0];
    tl::atomic_add((C + (v_230) * 28672 + v_235), v_236);
  }
}
