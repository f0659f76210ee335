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
#line 76 "tutorials/08_int4_gemv.py"
  const int v_23 = (tid / 16);
#line 91 "tutorials/08_int4_gemv.py"
  const int v_24 = (v_23 % 2);
#line 90 "tutorials/08_int4_gemv.py"
  const int v_25 = (v_21 + 4);
  const int v_26 = (v_21 + 1);
  const int v_27 = (v_21 + 5);
  const int v_28 = (v_21 + 2);
  const int v_29 = (v_21 + 6);
  const int v_30 = (v_21 + 3);
  const int v_31 = (v_21 + 7);
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
      const int v_40 = (v_35 * 16);
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
        const int v_51 = (v_43 + v_39);
        tl::cp_async<16>((B_s + (v_51) * 128 + v_48), (B + (v_45) * 4096 + v_50), true);
      }
#line 87 "tutorials/08_int4_gemv.py"
      if (v_5) {
        tl::mbar_expect_tx((tma_bar + v_35), 8192);
        tl::tma_load((A_s + (v_40) * 256 + 0), &A_tmap, (tma_bar + v_35), k0_1, 0);
      }
#line 89 "tutorials/08_int4_gemv.py"
      if (v_6) {
        const int v_52 = (tid % 4);
        const int v_53 = (v_52 + v_3);
        const int v_54 = (v_52 + v_39);
        tl::cp_async<4>((S_s + (v_54) * 2 + 0), (Scales + (v_53) * 64 + g0_1), true);
      }
#line 84 "tutorials/08_int4_gemv.py"
    }
    tl::cp_async_commit();
    const int v_55 = (r * 4);
    const int v_56 = (r * 16);
    const int v_57 = (ko / 2);
    const int v_58 = (v_57 % 2);
#line 87 "tutorials/08_int4_gemv.py"
    tl::mbar_wait((tma_bar + r), v_58);
#line 90 "tutorials/08_int4_gemv.py"
    alignas(16) half dequant[128];
    const int v_59 = (v_19 + v_55);
    #pragma unroll
    for (int g = 0; g < 16; g += 1) {
      const int v_60 = (g * 8);
      const unsigned v_61 = *reinterpret_cast<const unsigned*>((B_s + (v_59) * 128 + v_22));
      tl::dequant_i4<true>(dequant + v_60, v_61);
    }
    #pragma unroll
    for (int l_v_1 = 0; l_v_1 < 8; l_v_1 += 1) {
      const int v_62 = (l_v_1 * 16);
      const int l = (v_62 + 4);
      const int l_1 = (v_62 + 8);
      const int l_2 = (v_62 + 12);
      const int v_63 = (v_62 / 8);
#line 91 "tutorials/08_int4_gemv.py"
      const tl::vec<half, 8> v_64 = *reinterpret_cast<const tl::vec<half, 8>*>((dequant + v_62));
      const half v_65 = v_64.v[0];
      const float v_66 = tl::cast<float>(v_65);
      const half v_67 = S_s[(v_59) * 2 + v_24];
      const float v_68 = tl::cast<float>(v_67);
      const float w = (v_66 * v_68);
#line 92 "tutorials/08_int4_gemv.py"
      const tl::vec<float, 4> v_69 = *reinterpret_cast<const tl::vec<float, 4>*>((acc + v_62));
      const float v_70 = v_69.v[0];
      const int v_71 = (v_63 + v_56);
      const half v_72 = A_s[(v_71) * 256 + v_21];
      const float v_73 = tl::cast<float>(v_72);
      const float v_74 = (w * v_73);
      const float v_75 = (v_70 + v_74);
#line 91 "tutorials/08_int4_gemv.py"
      const half v_76 = v_64.v[1];
      const float v_77 = tl::cast<float>(v_76);
      const float w_1 = (v_77 * v_68);
#line 92 "tutorials/08_int4_gemv.py"
      const float v_78 = v_69.v[1];
      const half v_79 = A_s[(v_71) * 256 + v_25];
      const float v_80 = tl::cast<float>(v_79);
      const float v_81 = (w_1 * v_80);
      const float v_82 = (v_78 + v_81);
#line 91 "tutorials/08_int4_gemv.py"
      const half v_83 = v_64.v[2];
      const float v_84 = tl::cast<float>(v_83);
      const float w_2 = (v_84 * v_68);
#line 92 "tutorials/08_int4_gemv.py"
      const float v_85 = v_69.v[2];
      const half v_86 = A_s[(v_71) * 256 + v_26];
      const float v_87 = tl::cast<float>(v_86);
      const float v_88 = (w_2 * v_87);
      const float v_89 = (v_85 + v_88);
#line 91 "tutorials/08_int4_gemv.py"
      const half v_90 = v_64.v[3];
      const float v_91 = tl::cast<float>(v_90);
      const float w_3 = (v_91 * v_68);
#line 92 "tutorials/08_int4_gemv.py"
      const float v_92 = v_69.v[3];
      const half v_93 = A_s[(v_71) * 256 + v_27];
      const float v_94 = tl::cast<float>(v_93);
      const float v_95 = (w_3 * v_94);
      const float v_96 = (v_92 + v_95);
#line 90 "tutorials/08_int4_gemv.py"
      const tl::vec<float, 4> v_97 = tl::vec<float, 4>{{v_75, v_82, v_89, v_96}};
      *reinterpret_cast<tl::vec<float, 4>*>((acc + v_62)) = v_97;
#line 91 "tutorials/08_int4_gemv.py"
      const half v_98 = v_64.v[4];
      const float v_99 = tl::cast<float>(v_98);
      const float w_4 = (v_99 * v_68);
#line 92 "tutorials/08_int4_gemv.py"
      const tl::vec<float, 4> v_100 = *reinterpret_cast<const tl::vec<float, 4>*>((acc + l));
      const float v_101 = v_100.v[0];
      const half v_102 = A_s[(v_71) * 256 + v_28];
      const float v_103 = tl::cast<float>(v_102);
      const float v_104 = (w_4 * v_103);
      const float v_105 = (v_101 + v_104);
#line 91 "tutorials/08_int4_gemv.py"
      const half v_106 = v_64.v[5];
      const float v_107 = tl::cast<float>(v_106);
      const float w_5 = (v_107 * v_68);
#line 92 "tutorials/08_int4_gemv.py"
      const float v_108 = v_100.v[1];
      const half v_109 = A_s[(v_71) * 256 + v_29];
      const float v_110 = tl::cast<float>(v_109);
      const float v_111 = (w_5 * v_110);
      const float v_112 = (v_108 + v_111);
#line 91 "tutorials/08_int4_gemv.py"
      const half v_113 = v_64.v[6];
      const float v_114 = tl::cast<float>(v_113);
      const float w_6 = (v_114 * v_68);
#line 92 "tutorials/08_int4_gemv.py"
      const float v_115 = v_100.v[2];
      const half v_116 = A_s[(v_71) * 256 + v_30];
      const float v_117 = tl::cast<float>(v_116);
      const float v_118 = (w_6 * v_117);
      const float v_119 = (v_115 + v_118);
#line 91 "tutorials/08_int4_gemv.py"
      const half v_120 = v_64.v[7];
      const float v_121 = tl::cast<float>(v_120);
      const float w_7 = (v_121 * v_68);
#line 92 "tutorials/08_int4_gemv.py"
      const float v_122 = v_100.v[3];
      const half v_123 = A_s[(v_71) * 256 + v_31];
      const float v_124 = tl::cast<float>(v_123);
      const float v_125 = (w_7 * v_124);
      const float v_126 = (v_122 + v_125);
#line 90 "tutorials/08_int4_gemv.py"
      const tl::vec<float, 4> v_127 = tl::vec<float, 4>{{v_105, v_112, v_119, v_126}};
      *reinterpret_cast<tl::vec<float, 4>*>((acc + l)) = v_127;
#line 91 "tutorials/08_int4_gemv.py"
      const tl::vec<half, 8> v_128 = *reinterpret_cast<const tl::vec<half, 8>*>((dequant + l_1));
      const half v_129 = v_128.v[0];
      const float v_130 = tl::cast<float>(v_129);
      const float w_8 = (v_130 * v_68);
#line 92 "tutorials/08_int4_gemv.py"
      const tl::vec<float, 4> v_131 = *reinterpret_cast<const tl::vec<float, 4>*>((acc + l_1));
      const float v_132 = v_131.v[0];
      const int v_133 = (v_71 + 1);
      const half v_134 = A_s[(v_133) * 256 + v_21];
      const float v_135 = tl::cast<float>(v_134);
      const float v_136 = (w_8 * v_135);
      const float v_137 = (v_132 + v_136);
#line 91 "tutorials/08_int4_gemv.py"
      const half v_138 = v_128.v[1];
      const float v_139 = tl::cast<float>(v_138);
      const float w_9 = (v_139 * v_68);
#line 92 "tutorials/08_int4_gemv.py"
      const float v_140 = v_131.v[1];
      const half v_141 = A_s[(v_133) * 256 + v_25];
      const float v_142 = tl::cast<float>(v_141);
      const float v_143 = (w_9 * v_142);
      const float v_144 = (v_140 + v_143);
#line 91 "tutorials/08_int4_gemv.py"
      const half v_145 = v_128.v[2];
      const float v_146 = tl::cast<float>(v_145);
      const float w_10 = (v_146 * v_68);
#line 92 "tutorials/08_int4_gemv.py"
      const float v_147 = v_131.v[2];
      const half v_148 = A_s[(v_133) * 256 + v_26];
      const float v_149 = tl::cast<float>(v_148);
      const float v_150 = (w_10 * v_149);
      const float v_151 = (v_147 + v_150);
#line 91 "tutorials/08_int4_gemv.py"
      const half v_152 = v_128.v[3];
      const float v_153 = tl::cast<float>(v_152);
      const float w_11 = (v_153 * v_68);
#line 92 "tutorials/08_int4_gemv.py"
      const float v_154 = v_131.v[3];
      const half v_155 = A_s[(v_133) * 256 + v_27];
      const float v_156 = tl::cast<float>(v_155);
      const float v_157 = (w_11 * v_156);
      const float v_158 = (v_154 + v_157);
#line 90 "tutorials/08_int4_gemv.py"
      const tl::vec<float, 4> v_159 = tl::vec<float, 4>{{v_137, v_144, v_151, v_158}};
      *reinterpret_cast<tl::vec<float, 4>*>((acc + l_1)) = v_159;
#line 91 "tutorials/08_int4_gemv.py"
      const half v_160 = v_128.v[4];
      const float v_161 = tl::cast<float>(v_160);
      const float w_12 = (v_161 * v_68);
#line 92 "tutorials/08_int4_gemv.py"
      const tl::vec<float, 4> v_162 = *reinterpret_cast<const tl::vec<float, 4>*>((acc + l_2));
      const float v_163 = v_162.v[0];
      const half v_164 = A_s[(v_133) * 256 + v_28];
      const float v_165 = tl::cast<float>(v_164);
      const float v_166 = (w_12 * v_165);
      const float v_167 = (v_163 + v_166);
#line 91 "tutorials/08_int4_gemv.py"
      const half v_168 = v_128.v[5];
      const float v_169 = tl::cast<float>(v_168);
      const float w_13 = (v_169 * v_68);
#line 92 "tutorials/08_int4_gemv.py"
      const float v_170 = v_162.v[1];
      const half v_171 = A_s[(v_133) * 256 + v_29];
      const float v_172 = tl::cast<float>(v_171);
      const float v_173 = (w_13 * v_172);
      const float v_174 = (v_170 + v_173);
#line 91 "tutorials/08_int4_gemv.py"
      const half v_175 = v_128.v[6];
      const float v_176 = tl::cast<float>(v_175);
      const float w_14 = (v_176 * v_68);
#line 92 "tutorials/08_int4_gemv.py"
      const float v_177 = v_162.v[2];
      const half v_178 = A_s[(v_133) * 256 + v_30];
      const float v_179 = tl::cast<float>(v_178);
      const float v_180 = (w_14 * v_179);
      const float v_181 = (v_177 + v_180);
#line 91 "tutorials/08_int4_gemv.py"
      const half v_182 = v_128.v[7];
      const float v_183 = tl::cast<float>(v_182);
      const float w_15 = (v_183 * v_68);
#line 92 "tutorials/08_int4_gemv.py"
      const float v_184 = v_162.v[3];
      const half v_185 = A_s[(v_133) * 256 + v_31];
      const float v_186 = tl::cast<float>(v_185);
      const float v_187 = (w_15 * v_186);
      const float v_188 = (v_184 + v_187);
#line 90 "tutorials/08_int4_gemv.py"
      const tl::vec<float, 4> v_189 = tl::vec<float, 4>{{v_167, v_174, v_181, v_188}};
      *reinterpret_cast<tl::vec<float, 4>*>((acc + l_2)) = v_189;
    }
#line 84 "tutorials/08_int4_gemv.py"
    const bool v_190 = (r == 1);
    const int v_191 = (v_34 + 2);
    const int v_192 = (v_190 ? 0 : v_191);
#line 76 "tutorials/08_int4_gemv.py"
    r = v_192;
#line 84 "tutorials/08_int4_gemv.py"
  }
  tl::cp_async_wait<0>();
#line 93 "tutorials/08_int4_gemv.py"
  float* const reduce_partials = reinterpret_cast<float*>(tl_smem + 0);
  __syncthreads();
  const bool v_193 = (v_20 == 0);
  #pragma unroll
  for (int p = 0; p < 16; p += 1) {
    const int v_194 = (p * 8);
    const int v_195 = (p * 4);
    const float v_196 = acc[v_194];
    const int v_197 = (v_194 + 1);
    const float v_198 = acc[v_197];
    const int v_199 = (v_194 + 2);
    const float v_200 = acc[v_199];
    const int v_201 = (v_194 + 3);
    const float v_202 = acc[v_201];
    const int v_203 = (v_194 + 4);
    const float v_204 = acc[v_203];
    const int v_205 = (v_194 + 5);
    const float v_206 = acc[v_205];
    const int v_207 = (v_194 + 6);
    const float v_208 = acc[v_207];
    const int v_209 = (v_194 + 7);
    const float v_210 = acc[v_209];
    const float v_211 = (v_196 + v_198);
    const float v_212 = (v_200 + v_202);
    const float v_213 = (v_204 + v_206);
    const float v_214 = (v_208 + v_210);
    const float v_215 = (v_211 + v_212);
    const float v_216 = (v_213 + v_214);
    const float v_217 = (v_215 + v_216);
    const float v_218 = tl::shfl<0>(v_217, 1, 32);
    const float v_219 = (v_217 + v_218);
    const float v_220 = tl::shfl<0>(v_219, 2, 32);
    const float v_221 = (v_219 + v_220);
    const float v_222 = tl::shfl<0>(v_221, 4, 32);
    const float v_223 = (v_221 + v_222);
    const float v_224 = tl::shfl<0>(v_223, 8, 32);
    const float v_225 = (v_223 + v_224);
    const float v_226 = tl::shfl<0>(v_225, 16, 32);
    const float v_227 = (v_225 + v_226);
    if (v_193) {
      const int v_228 = (v_19 + v_195);
      reduce_partials[(v_228) * 1 + 0] = v_227;
    }
  }
  __syncthreads();
  const int v_229 = (tid % 4);
  const int v_230 = (tid / 4);
  const int v_231 = (v_230 % 16);
  const bool v_232 = (tid < 64);
  if (v_232) {
    const int v_233 = (v_231 * 4);
    const int v_234 = (v_233 + v_229);
    const float v_235 = reduce_partials[(v_234) * 1 + 0];
    row_sum[0] = v_235;
  }
#line 94 "tutorials/08_int4_gemv.py"
  if (v_232) {
    const int v_236 = (v_229 + v_3);
    const float v_237 = row_sum[0];
    tl::atomic_add((C + (v_231) * 28672 + v_236), v_237);
  }
}
