// decode_attention: q (16, 1, 32, 128) float16, cache (16 x 131072, 8, 128) int4 scales by token; sm_80
// split kernel; tile [64, 64, 2], keys major True, stages 2, fast math True, 5 splits (plan_splits without a GPU)
// written by `python scripts/update_golden.py` (never by hand): the CUDA source after prelude.cuh and a blank line, #line paths repository-relative
#line 549 "tilelang/ops/decode_kernels.py"
extern "C" __global__ void __launch_bounds__(64) split_kv_keys_major_kernel(half* __restrict__ Q, unsigned char* __restrict__ KC, unsigned char* __restrict__ VC, half* __restrict__ KS, half* __restrict__ VS, int* __restrict__ Lens, float* __restrict__ Opart, float* __restrict__ Lse) {
  extern __shared__ __align__(1024) unsigned char tl_smem[];
  const int tid = (int)threadIdx.x;
#line 555 "tilelang/ops/decode_kernels.py"
  half* const Q_s = reinterpret_cast<half*>(tl_smem + 16384);
#line 556 "tilelang/ops/decode_kernels.py"
  half* const P_s = reinterpret_cast<half*>(tl_smem + 18432);
#line 557 "tilelang/ops/decode_kernels.py"
  unsigned char* const Kq_s = reinterpret_cast<unsigned char*>(tl_smem + 0);
#line 558 "tilelang/ops/decode_kernels.py"
  unsigned char* const Vq_s = reinterpret_cast<unsigned char*>(tl_smem + 8192);
#line 561 "tilelang/ops/decode_kernels.py"
  half* const KSl_s = reinterpret_cast<half*>(tl_smem + 19456);
#line 562 "tilelang/ops/decode_kernels.py"
  half* const VSl_s = reinterpret_cast<half*>(tl_smem + 20480);
#line 563 "tilelang/ops/decode_kernels.py"
  alignas(16) float ks_f[8];
#line 564 "tilelang/ops/decode_kernels.py"
  alignas(16) float vs_f[8];
#line 565 "tilelang/ops/decode_kernels.py"
  alignas(16) half K_f[128];
#line 566 "tilelang/ops/decode_kernels.py"
  alignas(16) half V_f[128];
#line 567 "tilelang/ops/decode_kernels.py"
  alignas(16) float acc_s[8];
#line 570 "tilelang/ops/decode_kernels.py"
  alignas(16) float acc_o[16];
#line 571 "tilelang/ops/decode_kernels.py"
  alignas(16) float m_prev[2];
#line 572 "tilelang/ops/decode_kernels.py"
  alignas(16) float m_cur[2];
#line 573 "tilelang/ops/decode_kernels.py"
  alignas(16) float l_sum[2];
#line 574 "tilelang/ops/decode_kernels.py"
  alignas(16) float l_blk[2];
#line 575 "tilelang/ops/decode_kernels.py"
  const int len_k = Lens[(int)blockIdx.z];
#line 355 "tilelang/ops/decode_kernels.py"
  const int v = (len_k + 32);
  const int v_1 = (v - 1);
  const int n_blocks = tl::floordiv(v_1, 32);
#line 356 "tilelang/ops/decode_kernels.py"
  const int v_2 = (n_blocks + 5);
  const int v_3 = (v_2 - 1);
  const int per = tl::floordiv(v_3, 5);
#line 357 "tilelang/ops/decode_kernels.py"
  const int v_4 = (int)blockIdx.x;
  const int start = (v_4 * per);
#line 358 "tilelang/ops/decode_kernels.py"
  const int v_5 = (n_blocks - start);
  const int v_6 = tl::min(per, v_5);
  const int count = tl::max(v_6, 0);
#line 348 "tilelang/ops/decode_kernels.py"
  const int v_7 = ((int)blockIdx.y * 2);
#line 366 "tilelang/ops/decode_kernels.py"
  for (int e = 0; e < 2; e += 1) {
    const int v_8 = (e * 64);
    const int v_9 = (v_8 + tid);
    const int v_10 = (v_9 % 16);
    const int v_11 = (v_9 / 16);
    const int v_12 = (v_10 * 8);
#line 367 "tilelang/ops/decode_kernels.py"
    const int rr = tl::min(v_11, 7);
#line 342 "tilelang/ops/decode_kernels.py"
    const int v_13 = (rr % 4);
#line 348 "tilelang/ops/decode_kernels.py"
    const int v_14 = (rr / 4);
    const int v_15 = (v_7 + v_14);
    const int v_16 = (v_15 * 4);
    const int v_17 = (v_16 + v_13);
#line 69 "tilelang/ops/decode_kernels.py"
    const int v_18 = (v_12 / 32);
    const int v_19 = (v_18 * 8);
#line 58 "tilelang/ops/decode_kernels.py"
    const int v_20 = (v_12 % 32);
    const int v_21 = (v_20 / 8);
#line 69 "tilelang/ops/decode_kernels.py"
    const int v_22 = (v_19 + v_21);
#line 372 "tilelang/ops/decode_kernels.py"
    const half v_23 = Q[((((int)blockIdx.z) * 1 + 0) * 32 + v_17) * 128 + v_22];
    const int v_24 = (v_11 * 8);
    const int v_25 = (v_12 ^ v_24);
#line 69 "tilelang/ops/decode_kernels.py"
    const int v_26 = (v_22 + 4);
#line 372 "tilelang/ops/decode_kernels.py"
    const half v_27 = Q[((((int)blockIdx.z) * 1 + 0) * 32 + v_17) * 128 + v_26];
#line 69 "tilelang/ops/decode_kernels.py"
    const int v_28 = (v_22 + 32);
#line 372 "tilelang/ops/decode_kernels.py"
    const half v_29 = Q[((((int)blockIdx.z) * 1 + 0) * 32 + v_17) * 128 + v_28];
#line 69 "tilelang/ops/decode_kernels.py"
    const int v_30 = (v_22 + 36);
#line 372 "tilelang/ops/decode_kernels.py"
    const half v_31 = Q[((((int)blockIdx.z) * 1 + 0) * 32 + v_17) * 128 + v_30];
#line 69 "tilelang/ops/decode_kernels.py"
    const int v_32 = (v_22 + 64);
#line 372 "tilelang/ops/decode_kernels.py"
    const half v_33 = Q[((((int)blockIdx.z) * 1 + 0) * 32 + v_17) * 128 + v_32];
#line 69 "tilelang/ops/decode_kernels.py"
    const int v_34 = (v_22 + 68);
#line 372 "tilelang/ops/decode_kernels.py"
    const half v_35 = Q[((((int)blockIdx.z) * 1 + 0) * 32 + v_17) * 128 + v_34];
#line 69 "tilelang/ops/decode_kernels.py"
    const int v_36 = (v_22 + 96);
#line 372 "tilelang/ops/decode_kernels.py"
    const half v_37 = Q[((((int)blockIdx.z) * 1 + 0) * 32 + v_17) * 128 + v_36];
#line 69 "tilelang/ops/decode_kernels.py"
    const int v_38 = (v_22 + 100);
#line 372 "tilelang/ops/decode_kernels.py"
    const half v_39 = Q[((((int)blockIdx.z) * 1 + 0) * 32 + v_17) * 128 + v_38];
    const tl::vec<half, 8> v_40 = tl::vec<half, 8>{{v_23, v_27, v_29, v_31, v_33, v_35, v_37, v_39}};
    *reinterpret_cast<tl::vec<half, 8>*>((Q_s + (v_11) * 128 + v_25)) = v_40;
#line 366 "tilelang/ops/decode_kernels.py"
  }
  __syncthreads();
#line 584 "tilelang/ops/decode_kernels.py"
  #pragma unroll
  for (int l_v = 0; l_v < 4; l_v += 1) {
    const int v_41 = (l_v * 4);
    const tl::vec<float, 4> v_42 = tl::vec<float, 4>{{0.0f, 0.0f, 0.0f, 0.0f}};
    *reinterpret_cast<tl::vec<float, 4>*>((acc_o + v_41)) = v_42;
  }
#line 585 "tilelang/ops/decode_kernels.py"
  const tl::vec<float, 2> v_43 = tl::vec<float, 2>{{0.0f, 0.0f}};
  *reinterpret_cast<tl::vec<float, 2>*>((l_sum + 0)) = v_43;
#line 586 "tilelang/ops/decode_kernels.py"
  const tl::vec<float, 2> v_44 = tl::vec<float, 2>{{-1.0000000150474662e+30f, -1.0000000150474662e+30f}};
  *reinterpret_cast<tl::vec<float, 2>*>((m_cur + 0)) = v_44;
#line 587 "tilelang/ops/decode_kernels.py"
  const int v_45 = count;
#line 625 "tilelang/ops/decode_kernels.py"
  float* const reduce_partials = reinterpret_cast<float*>(tl_smem + 21504);
#line 630 "tilelang/ops/decode_kernels.py"
  float* const reduce_partials_1 = reinterpret_cast<float*>(tl_smem + 21632);
#line 549 "tilelang/ops/decode_kernels.py"
  const bool v_46 = (0 < v_45);
#line 587 "tilelang/ops/decode_kernels.py"
  if (v_46) {
    const int v_47 = (v_45 + -1);
    const int v_48 = tl::min(0, v_47);
#line 588 "tilelang/ops/decode_kernels.py"
    const int v_49 = v_48;
    const int v_50 = (start + v_49);
    const int t0 = (v_50 * 32);
#line 337 "tilelang/ops/decode_kernels.py"
    const int v_51 = t0;
    const int v_52 = (v_7 + 1);
#line 405 "tilelang/ops/decode_kernels.py"
    const bool v_53 = (tid < 32);
#line 594 "tilelang/ops/decode_kernels.py"
    const int v_54 = (tid % 32);
    const int v_55 = (v_54 % 4);
    const int v_56 = (v_55 * 4);
    const int v_57 = (v_56 * 4);
#line 337 "tilelang/ops/decode_kernels.py"
    for (int k = 0; k < 2; k += 1) {
      const int v_58 = (k * 64);
      const int v_59 = (v_58 + tid);
      const int v_60 = (v_59 / 4);
      const int v_61 = (v_60 + v_51);
      const bool v_62 = (v_61 < 131072);
      tl::cp_async<16>((Kq_s + (v_60) * 64 + v_57), (v_62 ? (KC + ((((int)blockIdx.z) * 131072 + v_61) * 8 + v_7) * 64 + v_57) : (const void*)KC), v_62);
    }
    for (int k_1 = 0; k_1 < 2; k_1 += 1) {
      const int v_63 = (k_1 * 64);
      const int v_64 = (v_63 + tid);
      const int v_65 = (v_64 / 4);
      const int v_66 = (v_65 + v_51);
      const int v_67 = (v_65 + 32);
      const bool v_68 = (v_66 < 131072);
      tl::cp_async<16>((Kq_s + (v_67) * 64 + v_57), (v_68 ? (KC + ((((int)blockIdx.z) * 131072 + v_66) * 8 + v_52) * 64 + v_57) : (const void*)KC), v_68);
    }
    for (int k_2 = 0; k_2 < 2; k_2 += 1) {
      const int v_69 = (k_2 * 64);
      const int v_70 = (v_69 + tid);
      const int v_71 = (v_70 / 4);
      const int v_72 = (v_71 + v_51);
      const bool v_73 = (v_72 < 131072);
      tl::cp_async<16>((Vq_s + (v_71) * 64 + v_57), (v_73 ? (VC + ((((int)blockIdx.z) * 131072 + v_72) * 8 + v_7) * 64 + v_57) : (const void*)VC), v_73);
    }
    for (int k_3 = 0; k_3 < 2; k_3 += 1) {
      const int v_74 = (k_3 * 64);
      const int v_75 = (v_74 + tid);
      const int v_76 = (v_75 / 4);
      const int v_77 = (v_76 + v_51);
      const int v_78 = (v_76 + 32);
      const bool v_79 = (v_77 < 131072);
      tl::cp_async<16>((Vq_s + (v_78) * 64 + v_57), (v_79 ? (VC + ((((int)blockIdx.z) * 131072 + v_77) * 8 + v_52) * 64 + v_57) : (const void*)VC), v_79);
    }
#line 405 "tilelang/ops/decode_kernels.py"
    if (v_53) {
      const int v_80 = (v_54 + v_51);
      const bool v_81 = (v_80 < 131072);
      tl::cp_async<16>((KSl_s + (v_54) * 8 + 0), (v_81 ? (KS + ((((int)blockIdx.z) * 131072 + v_80) * 8 + 0) * 1 + 0) : (const void*)KS), v_81);
    }
#line 406 "tilelang/ops/decode_kernels.py"
    if (v_53) {
      const int v_82 = (v_54 + v_51);
      const bool v_83 = (v_82 < 131072);
      tl::cp_async<16>((VSl_s + (v_54) * 8 + 0), (v_83 ? (VS + ((((int)blockIdx.z) * 131072 + v_82) * 8 + 0) * 1 + 0) : (const void*)VS), v_83);
    }
#line 587 "tilelang/ops/decode_kernels.py"
  }
  tl::cp_async_commit();
#line 337 "tilelang/ops/decode_kernels.py"
  const int v_84 = (v_7 + 1);
#line 405 "tilelang/ops/decode_kernels.py"
  const bool v_85 = (tid < 32);
#line 594 "tilelang/ops/decode_kernels.py"
  const int v_86 = (tid / 32);
  const int v_87 = (tid % 32);
  const int v_88 = (v_87 / 4);
  const int v_89 = (v_87 % 4);
  const int v_90 = (v_89 * 2);
  const int v_91 = (v_86 * 32);
  const int v_92 = (v_91 + v_88);
  const int v_93 = (v_89 * 4);
  const int v_94 = (v_93 * 4);
  const int v_95 = (v_93 + 1);
  const int v_96 = (v_95 * 4);
  const int v_97 = (v_93 + 2);
  const int v_98 = (v_97 * 4);
  const int v_99 = (v_93 + 3);
  const int v_100 = (v_99 * 4);
  const int v_101 = (v_90 + 1);
#line 601 "tilelang/ops/decode_kernels.py"
  const int v_102 = (v_86 * 64);
  const int v_103 = (v_88 * 8);
  const int v_104 = (v_102 + v_103);
  const int v_105 = (v_104 / 8);
  const int v_106 = (v_105 * 4);
#line 608 "tilelang/ops/decode_kernels.py"
  const int v_107 = (v_87 % 8);
  const int v_108 = (v_87 / 8);
  const int v_109 = (v_108 % 2);
  const int v_110 = (v_109 * 8);
  const int v_111 = (v_107 * 8);
#line 625 "tilelang/ops/decode_kernels.py"
  const int v_112 = (v_87 & 28);
  const bool v_113 = (v_112 == 0);
#line 639 "tilelang/ops/decode_kernels.py"
  const int v_114 = (v_87 % 16);
#line 587 "tilelang/ops/decode_kernels.py"
  int r = 0;
  for (int kb = 0; kb < v_45; kb += 1) {
    tl::cp_async_wait<0>();
    __syncthreads();
    const int v_115 = (kb + 1);
    const bool v_116 = (r == 0);
    const int v_117 = (r - 1);
    const int v_118 = (v_116 ? 1 : v_117);
    const bool v_119 = (v_115 < v_45);
    if (v_119) {
      const int v_120 = (v_45 + -1);
      const int v_121 = tl::min(v_115, v_120);
#line 588 "tilelang/ops/decode_kernels.py"
      const int v_122 = v_121;
      const int v_123 = (start + v_122);
      const int t0_1 = (v_123 * 32);
#line 337 "tilelang/ops/decode_kernels.py"
      const int v_124 = t0_1;
#line 587 "tilelang/ops/decode_kernels.py"
      const int v_125 = (v_118 * 64);
      const int v_126 = (v_118 * 32);
#line 337 "tilelang/ops/decode_kernels.py"
      for (int k_4 = 0; k_4 < 2; k_4 += 1) {
        const int v_127 = (k_4 * 64);
        const int v_128 = (v_127 + tid);
        const int v_129 = (v_128 / 4);
        const int v_130 = (v_129 + v_124);
        const bool v_131 = (v_130 < 131072);
        const int v_132 = (v_129 + v_125);
        tl::cp_async<16>((Kq_s + (v_132) * 64 + v_94), (v_131 ? (KC + ((((int)blockIdx.z) * 131072 + v_130) * 8 + v_7) * 64 + v_94) : (const void*)KC), v_131);
      }
      for (int k_5 = 0; k_5 < 2; k_5 += 1) {
        const int v_133 = (k_5 * 64);
        const int v_134 = (v_133 + tid);
        const int v_135 = (v_134 / 4);
        const int v_136 = (v_135 + v_124);
        const int v_137 = (v_135 + 32);
        const bool v_138 = (v_136 < 131072);
        const int v_139 = (v_137 + v_125);
        tl::cp_async<16>((Kq_s + (v_139) * 64 + v_94), (v_138 ? (KC + ((((int)blockIdx.z) * 131072 + v_136) * 8 + v_84) * 64 + v_94) : (const void*)KC), v_138);
      }
      for (int k_6 = 0; k_6 < 2; k_6 += 1) {
        const int v_140 = (k_6 * 64);
        const int v_141 = (v_140 + tid);
        const int v_142 = (v_141 / 4);
        const int v_143 = (v_142 + v_124);
        const bool v_144 = (v_143 < 131072);
        const int v_145 = (v_142 + v_125);
        tl::cp_async<16>((Vq_s + (v_145) * 64 + v_94), (v_144 ? (VC + ((((int)blockIdx.z) * 131072 + v_143) * 8 + v_7) * 64 + v_94) : (const void*)VC), v_144);
      }
      for (int k_7 = 0; k_7 < 2; k_7 += 1) {
        const int v_146 = (k_7 * 64);
        const int v_147 = (v_146 + tid);
        const int v_148 = (v_147 / 4);
        const int v_149 = (v_148 + v_124);
        const int v_150 = (v_148 + 32);
        const bool v_151 = (v_149 < 131072);
        const int v_152 = (v_150 + v_125);
        tl::cp_async<16>((Vq_s + (v_152) * 64 + v_94), (v_151 ? (VC + ((((int)blockIdx.z) * 131072 + v_149) * 8 + v_84) * 64 + v_94) : (const void*)VC), v_151);
      }
#line 405 "tilelang/ops/decode_kernels.py"
      if (v_85) {
        const int v_153 = (v_87 + v_124);
        const bool v_154 = (v_153 < 131072);
        const int v_155 = (v_87 + v_126);
        tl::cp_async<16>((KSl_s + (v_155) * 8 + 0), (v_154 ? (KS + ((((int)blockIdx.z) * 131072 + v_153) * 8 + 0) * 1 + 0) : (const void*)KS), v_154);
      }
#line 406 "tilelang/ops/decode_kernels.py"
      if (v_85) {
        const int v_156 = (v_87 + v_124);
        const bool v_157 = (v_156 < 131072);
        const int v_158 = (v_87 + v_126);
        tl::cp_async<16>((VSl_s + (v_158) * 8 + 0), (v_157 ? (VS + ((((int)blockIdx.z) * 131072 + v_156) * 8 + 0) * 1 + 0) : (const void*)VS), v_157);
      }
#line 587 "tilelang/ops/decode_kernels.py"
    }
    tl::cp_async_commit();
    const int v_159 = (r * 64);
    const int v_160 = (r * 32);
#line 588 "tilelang/ops/decode_kernels.py"
    const int v_161 = kb;
    const int v_162 = (start + v_161);
    const int t0_2 = (v_162 * 32);
#line 337 "tilelang/ops/decode_kernels.py"
    const int v_163 = (t0_2 + 32);
#line 159 "tilelang/ops/decode_kernels.py"
    const bool v_164 = (v_163 > len_k);
#line 408 "tilelang/ops/decode_kernels.py"
    if (v_164) {
#line 304 "tilelang/ops/decode_kernels.py"
      const int h = (v_7 + v_86);
#line 380 "tilelang/ops/decode_kernels.py"
      #pragma unroll
      for (int l_v_1 = 0; l_v_1 < 2; l_v_1 += 1) {
        const int v_165 = (l_v_1 * 4);
        const int v_166 = (l_v_1 * 16);
        const int v_167 = (v_91 + v_166);
        const int v_168 = (v_167 + v_88);
#line 320 "tilelang/ops/decode_kernels.py"
        const int n = (v_168 % 32);
#line 306 "tilelang/ops/decode_kernels.py"
        const int v_169 = (n + v_160);
        const half v_170 = KSl_s[(v_169) * 8 + h];
        const float s = tl::cast<float>(v_170);
#line 314 "tilelang/ops/decode_kernels.py"
        const int v_171 = n;
        const int v_172 = (t0_2 + v_171);
        const bool v_173 = (v_172 < len_k);
        const float v_174 = (v_173 ? s : 0.0f);
#line 380 "tilelang/ops/decode_kernels.py"
        const int v_175 = (v_168 + 8);
#line 320 "tilelang/ops/decode_kernels.py"
        const int n_1 = (v_175 % 32);
#line 306 "tilelang/ops/decode_kernels.py"
        const int v_176 = (v_169 + 8);
        const half v_177 = KSl_s[(v_176) * 8 + h];
        const float s_1 = tl::cast<float>(v_177);
#line 314 "tilelang/ops/decode_kernels.py"
        const int v_178 = n_1;
        const int v_179 = (t0_2 + v_178);
        const bool v_180 = (v_179 < len_k);
        const float v_181 = (v_180 ? s_1 : 0.0f);
#line 380 "tilelang/ops/decode_kernels.py"
        const tl::vec<float, 4> v_182 = tl::vec<float, 4>{{v_174, v_174, v_181, v_181}};
        *reinterpret_cast<tl::vec<float, 4>*>((ks_f + v_165)) = v_182;
      }
#line 382 "tilelang/ops/decode_kernels.py"
      #pragma unroll
      for (int l_v_2 = 0; l_v_2 < 2; l_v_2 += 1) {
        const int v_183 = (l_v_2 * 4);
        const int v_184 = (l_v_2 * 16);
        const int v_185 = (v_91 + v_184);
        const int v_186 = (v_185 + v_88);
#line 320 "tilelang/ops/decode_kernels.py"
        const int n_2 = (v_186 % 32);
#line 306 "tilelang/ops/decode_kernels.py"
        const int v_187 = (n_2 + v_160);
        const half v_188 = VSl_s[(v_187) * 8 + h];
        const float s_2 = tl::cast<float>(v_188);
#line 314 "tilelang/ops/decode_kernels.py"
        const int v_189 = n_2;
        const int v_190 = (t0_2 + v_189);
        const bool v_191 = (v_190 < len_k);
        const float v_192 = (v_191 ? s_2 : 0.0f);
#line 382 "tilelang/ops/decode_kernels.py"
        const int v_193 = (v_186 + 8);
#line 320 "tilelang/ops/decode_kernels.py"
        const int n_3 = (v_193 % 32);
#line 306 "tilelang/ops/decode_kernels.py"
        const int v_194 = (v_187 + 8);
        const half v_195 = VSl_s[(v_194) * 8 + h];
        const float s_3 = tl::cast<float>(v_195);
#line 314 "tilelang/ops/decode_kernels.py"
        const int v_196 = n_3;
        const int v_197 = (t0_2 + v_196);
        const bool v_198 = (v_197 < len_k);
        const float v_199 = (v_198 ? s_3 : 0.0f);
#line 382 "tilelang/ops/decode_kernels.py"
        const tl::vec<float, 4> v_200 = tl::vec<float, 4>{{v_192, v_192, v_199, v_199}};
        *reinterpret_cast<tl::vec<float, 4>*>((vs_f + v_183)) = v_200;
      }
#line 408 "tilelang/ops/decode_kernels.py"
    } else {
#line 304 "tilelang/ops/decode_kernels.py"
      const int h_1 = (v_7 + v_86);
#line 380 "tilelang/ops/decode_kernels.py"
      #pragma unroll
      for (int l_v_3 = 0; l_v_3 < 2; l_v_3 += 1) {
        const int v_201 = (l_v_3 * 4);
        const int v_202 = (l_v_3 * 16);
        const int v_203 = (v_91 + v_202);
        const int v_204 = (v_203 + v_88);
#line 320 "tilelang/ops/decode_kernels.py"
        const int n_4 = (v_204 % 32);
#line 306 "tilelang/ops/decode_kernels.py"
        const int v_205 = (n_4 + v_160);
        const half v_206 = KSl_s[(v_205) * 8 + h_1];
        const float s_4 = tl::cast<float>(v_206);
        const int v_207 = (v_205 + 8);
        const half v_208 = KSl_s[(v_207) * 8 + h_1];
        const float s_5 = tl::cast<float>(v_208);
#line 380 "tilelang/ops/decode_kernels.py"
        const tl::vec<float, 4> v_209 = tl::vec<float, 4>{{s_4, s_4, s_5, s_5}};
        *reinterpret_cast<tl::vec<float, 4>*>((ks_f + v_201)) = v_209;
      }
#line 382 "tilelang/ops/decode_kernels.py"
      #pragma unroll
      for (int l_v_4 = 0; l_v_4 < 2; l_v_4 += 1) {
        const int v_210 = (l_v_4 * 4);
        const int v_211 = (l_v_4 * 16);
        const int v_212 = (v_91 + v_211);
        const int v_213 = (v_212 + v_88);
#line 320 "tilelang/ops/decode_kernels.py"
        const int n_5 = (v_213 % 32);
#line 306 "tilelang/ops/decode_kernels.py"
        const int v_214 = (n_5 + v_160);
        const half v_215 = VSl_s[(v_214) * 8 + h_1];
        const float s_6 = tl::cast<float>(v_215);
        const int v_216 = (v_214 + 8);
        const half v_217 = VSl_s[(v_216) * 8 + h_1];
        const float s_7 = tl::cast<float>(v_217);
#line 382 "tilelang/ops/decode_kernels.py"
        const tl::vec<float, 4> v_218 = tl::vec<float, 4>{{s_6, s_6, s_7, s_7}};
        *reinterpret_cast<tl::vec<float, 4>*>((vs_f + v_210)) = v_218;
      }
#line 408 "tilelang/ops/decode_kernels.py"
    }
#line 594 "tilelang/ops/decode_kernels.py"
    alignas(16) half dequant[128];
    alignas(16) half decoded[8];
    const int v_219 = (v_92 + v_159);
    const unsigned v_220 = *reinterpret_cast<const unsigned*>((Kq_s + (v_219) * 64 + v_94));
    tl::dequant_i4<true>(decoded + 0, v_220);
    const half v_221 = decoded[0];
    dequant[0] = v_221;
    const half v_222 = decoded[1];
    dequant[1] = v_222;
    const half v_223 = decoded[2];
    dequant[4] = v_223;
    const half v_224 = decoded[3];
    dequant[5] = v_224;
    const half v_225 = decoded[4];
    dequant[8] = v_225;
    const half v_226 = decoded[5];
    dequant[9] = v_226;
    const half v_227 = decoded[6];
    dequant[12] = v_227;
    const half v_228 = decoded[7];
    dequant[13] = v_228;
    const int v_229 = (v_219 + 8);
    const unsigned v_230 = *reinterpret_cast<const unsigned*>((Kq_s + (v_229) * 64 + v_94));
    tl::dequant_i4<true>(decoded + 0, v_230);
    const half v_231 = decoded[0];
    dequant[2] = v_231;
    const half v_232 = decoded[1];
    dequant[3] = v_232;
    const half v_233 = decoded[2];
    dequant[6] = v_233;
    const half v_234 = decoded[3];
    dequant[7] = v_234;
    const half v_235 = decoded[4];
    dequant[10] = v_235;
    const half v_236 = decoded[5];
    dequant[11] = v_236;
    const half v_237 = decoded[6];
    dequant[14] = v_237;
    const half v_238 = decoded[7];
    dequant[15] = v_238;
    const unsigned v_239 = *reinterpret_cast<const unsigned*>((Kq_s + (v_219) * 64 + v_96));
    tl::dequant_i4<true>(decoded + 0, v_239);
    const half v_240 = decoded[0];
    dequant[16] = v_240;
    const half v_241 = decoded[1];
    dequant[17] = v_241;
    const half v_242 = decoded[2];
    dequant[20] = v_242;
    const half v_243 = decoded[3];
    dequant[21] = v_243;
    const half v_244 = decoded[4];
    dequant[24] = v_244;
    const half v_245 = decoded[5];
    dequant[25] = v_245;
    const half v_246 = decoded[6];
    dequant[28] = v_246;
    const half v_247 = decoded[7];
    dequant[29] = v_247;
    const unsigned v_248 = *reinterpret_cast<const unsigned*>((Kq_s + (v_229) * 64 + v_96));
    tl::dequant_i4<true>(decoded + 0, v_248);
    const half v_249 = decoded[0];
    dequant[18] = v_249;
    const half v_250 = decoded[1];
    dequant[19] = v_250;
    const half v_251 = decoded[2];
    dequant[22] = v_251;
    const half v_252 = decoded[3];
    dequant[23] = v_252;
    const half v_253 = decoded[4];
    dequant[26] = v_253;
    const half v_254 = decoded[5];
    dequant[27] = v_254;
    const half v_255 = decoded[6];
    dequant[30] = v_255;
    const half v_256 = decoded[7];
    dequant[31] = v_256;
    const unsigned v_257 = *reinterpret_cast<const unsigned*>((Kq_s + (v_219) * 64 + v_98));
    tl::dequant_i4<true>(decoded + 0, v_257);
    const half v_258 = decoded[0];
    dequant[32] = v_258;
    const half v_259 = decoded[1];
    dequant[33] = v_259;
    const half v_260 = decoded[2];
    dequant[36] = v_260;
    const half v_261 = decoded[3];
    dequant[37] = v_261;
    const half v_262 = decoded[4];
    dequant[40] = v_262;
    const half v_263 = decoded[5];
    dequant[41] = v_263;
    const half v_264 = decoded[6];
    dequant[44] = v_264;
    const half v_265 = decoded[7];
    dequant[45] = v_265;
    const unsigned v_266 = *reinterpret_cast<const unsigned*>((Kq_s + (v_229) * 64 + v_98));
    tl::dequant_i4<true>(decoded + 0, v_266);
    const half v_267 = decoded[0];
    dequant[34] = v_267;
    const half v_268 = decoded[1];
    dequant[35] = v_268;
    const half v_269 = decoded[2];
    dequant[38] = v_269;
    const half v_270 = decoded[3];
    dequant[39] = v_270;
    const half v_271 = decoded[4];
    dequant[42] = v_271;
    const half v_272 = decoded[5];
    dequant[43] = v_272;
    const half v_273 = decoded[6];
    dequant[46] = v_273;
    const half v_274 = decoded[7];
    dequant[47] = v_274;
    const unsigned v_275 = *reinterpret_cast<const unsigned*>((Kq_s + (v_219) * 64 + v_100));
    tl::dequant_i4<true>(decoded + 0, v_275);
    const half v_276 = decoded[0];
    dequant[48] = v_276;
    const half v_277 = decoded[1];
    dequant[49] = v_277;
    const half v_278 = decoded[2];
    dequant[52] = v_278;
    const half v_279 = decoded[3];
    dequant[53] = v_279;
    const half v_280 = decoded[4];
    dequant[56] = v_280;
    const half v_281 = decoded[5];
    dequant[57] = v_281;
    const half v_282 = decoded[6];
    dequant[60] = v_282;
    const half v_283 = decoded[7];
    dequant[61] = v_283;
    const unsigned v_284 = *reinterpret_cast<const unsigned*>((Kq_s + (v_229) * 64 + v_100));
    tl::dequant_i4<true>(decoded + 0, v_284);
    const half v_285 = decoded[0];
    dequant[50] = v_285;
    const half v_286 = decoded[1];
    dequant[51] = v_286;
    const half v_287 = decoded[2];
    dequant[54] = v_287;
    const half v_288 = decoded[3];
    dequant[55] = v_288;
    const half v_289 = decoded[4];
    dequant[58] = v_289;
    const half v_290 = decoded[5];
    dequant[59] = v_290;
    const half v_291 = decoded[6];
    dequant[62] = v_291;
    const half v_292 = decoded[7];
    dequant[63] = v_292;
    const int v_293 = (v_219 + 16);
    const unsigned v_294 = *reinterpret_cast<const unsigned*>((Kq_s + (v_293) * 64 + v_94));
    tl::dequant_i4<true>(decoded + 0, v_294);
    const half v_295 = decoded[0];
    dequant[64] = v_295;
    const half v_296 = decoded[1];
    dequant[65] = v_296;
    const half v_297 = decoded[2];
    dequant[68] = v_297;
    const half v_298 = decoded[3];
    dequant[69] = v_298;
    const half v_299 = decoded[4];
    dequant[72] = v_299;
    const half v_300 = decoded[5];
    dequant[73] = v_300;
    const half v_301 = decoded[6];
    dequant[76] = v_301;
    const half v_302 = decoded[7];
    dequant[77] = v_302;
    const int v_303 = (v_219 + 24);
    const unsigned v_304 = *reinterpret_cast<const unsigned*>((Kq_s + (v_303) * 64 + v_94));
    tl::dequant_i4<true>(decoded + 0, v_304);
    const half v_305 = decoded[0];
    dequant[66] = v_305;
    const half v_306 = decoded[1];
    dequant[67] = v_306;
    const half v_307 = decoded[2];
    dequant[70] = v_307;
    const half v_308 = decoded[3];
    dequant[71] = v_308;
    const half v_309 = decoded[4];
    dequant[74] = v_309;
    const half v_310 = decoded[5];
    dequant[75] = v_310;
    const half v_311 = decoded[6];
    dequant[78] = v_311;
    const half v_312 = decoded[7];
    dequant[79] = v_312;
    const unsigned v_313 = *reinterpret_cast<const unsigned*>((Kq_s + (v_293) * 64 + v_96));
    tl::dequant_i4<true>(decoded + 0, v_313);
    const half v_314 = decoded[0];
    dequant[80] = v_314;
    const half v_315 = decoded[1];
    dequant[81] = v_315;
    const half v_316 = decoded[2];
    dequant[84] = v_316;
    const half v_317 = decoded[3];
    dequant[85] = v_317;
    const half v_318 = decoded[4];
    dequant[88] = v_318;
    const half v_319 = decoded[5];
    dequant[89] = v_319;
    const half v_320 = decoded[6];
    dequant[92] = v_320;
    const half v_321 = decoded[7];
    dequant[93] = v_321;
    const unsigned v_322 = *reinterpret_cast<const unsigned*>((Kq_s + (v_303) * 64 + v_96));
    tl::dequant_i4<true>(decoded + 0, v_322);
    const half v_323 = decoded[0];
    dequant[82] = v_323;
    const half v_324 = decoded[1];
    dequant[83] = v_324;
    const half v_325 = decoded[2];
    dequant[86] = v_325;
    const half v_326 = decoded[3];
    dequant[87] = v_326;
    const half v_327 = decoded[4];
    dequant[90] = v_327;
    const half v_328 = decoded[5];
    dequant[91] = v_328;
    const half v_329 = decoded[6];
    dequant[94] = v_329;
    const half v_330 = decoded[7];
    dequant[95] = v_330;
    const unsigned v_331 = *reinterpret_cast<const unsigned*>((Kq_s + (v_293) * 64 + v_98));
    tl::dequant_i4<true>(decoded + 0, v_331);
    const half v_332 = decoded[0];
    dequant[96] = v_332;
    const half v_333 = decoded[1];
    dequant[97] = v_333;
    const half v_334 = decoded[2];
    dequant[100] = v_334;
    const half v_335 = decoded[3];
    dequant[101] = v_335;
    const half v_336 = decoded[4];
    dequant[104] = v_336;
    const half v_337 = decoded[5];
    dequant[105] = v_337;
    const half v_338 = decoded[6];
    dequant[108] = v_338;
    const half v_339 = decoded[7];
    dequant[109] = v_339;
    const unsigned v_340 = *reinterpret_cast<const unsigned*>((Kq_s + (v_303) * 64 + v_98));
    tl::dequant_i4<true>(decoded + 0, v_340);
    const half v_341 = decoded[0];
    dequant[98] = v_341;
    const half v_342 = decoded[1];
    dequant[99] = v_342;
    const half v_343 = decoded[2];
    dequant[102] = v_343;
    const half v_344 = decoded[3];
    dequant[103] = v_344;
    const half v_345 = decoded[4];
    dequant[106] = v_345;
    const half v_346 = decoded[5];
    dequant[107] = v_346;
    const half v_347 = decoded[6];
    dequant[110] = v_347;
    const half v_348 = decoded[7];
    dequant[111] = v_348;
    const unsigned v_349 = *reinterpret_cast<const unsigned*>((Kq_s + (v_293) * 64 + v_100));
    tl::dequant_i4<true>(decoded + 0, v_349);
    const half v_350 = decoded[0];
    dequant[112] = v_350;
    const half v_351 = decoded[1];
    dequant[113] = v_351;
    const half v_352 = decoded[2];
    dequant[116] = v_352;
    const half v_353 = decoded[3];
    dequant[117] = v_353;
    const half v_354 = decoded[4];
    dequant[120] = v_354;
    const half v_355 = decoded[5];
    dequant[121] = v_355;
    const half v_356 = decoded[6];
    dequant[124] = v_356;
    const half v_357 = decoded[7];
    dequant[125] = v_357;
    const unsigned v_358 = *reinterpret_cast<const unsigned*>((Kq_s + (v_303) * 64 + v_100));
    tl::dequant_i4<true>(decoded + 0, v_358);
    const half v_359 = decoded[0];
    dequant[114] = v_359;
    const half v_360 = decoded[1];
    dequant[115] = v_360;
    const half v_361 = decoded[2];
    dequant[118] = v_361;
    const half v_362 = decoded[3];
    dequant[119] = v_362;
    const half v_363 = decoded[4];
    dequant[122] = v_363;
    const half v_364 = decoded[5];
    dequant[123] = v_364;
    const half v_365 = decoded[6];
    dequant[126] = v_365;
    const half v_366 = decoded[7];
    dequant[127] = v_366;
    #pragma unroll
    for (int l_v_5 = 0; l_v_5 < 16; l_v_5 += 1) {
      const int v_367 = (l_v_5 * 8);
#line 194 "tilelang/ops/decode_kernels.py"
      const tl::vec<half, 8> v_368 = *reinterpret_cast<const tl::vec<half, 8>*>((dequant + v_367));
#line 594 "tilelang/ops/decode_kernels.py"
      *reinterpret_cast<tl::vec<half, 8>*>((K_f + v_367)) = v_368;
    }
#line 601 "tilelang/ops/decode_kernels.py"
    alignas(16) half dequant_1[128];
    alignas(16) half decoded_1[8];
    const int v_369 = (v_90 + v_159);
    const unsigned v_370 = *reinterpret_cast<const unsigned*>((Vq_s + (v_369) * 64 + v_106));
    const int v_371 = (v_369 + 1);
    const unsigned v_372 = *reinterpret_cast<const unsigned*>((Vq_s + (v_371) * 64 + v_106));
    const unsigned v_373 = (v_370 & 65535u);
    const unsigned v_374 = (v_372 << 16u);
    const unsigned v_375 = (v_373 | v_374);
    tl::dequant_i4<true>(decoded_1 + 0, v_375);
    const half v_376 = decoded_1[0];
    dequant_1[0] = v_376;
    const half v_377 = decoded_1[1];
    dequant_1[1] = v_377;
    const half v_378 = decoded_1[2];
    dequant_1[2] = v_378;
    const half v_379 = decoded_1[3];
    dequant_1[3] = v_379;
    const half v_380 = decoded_1[4];
    dequant_1[32] = v_380;
    const half v_381 = decoded_1[5];
    dequant_1[33] = v_381;
    const half v_382 = decoded_1[6];
    dequant_1[34] = v_382;
    const half v_383 = decoded_1[7];
    dequant_1[35] = v_383;
    const unsigned v_384 = (v_370 >> 16u);
    const unsigned v_385 = (v_372 & 4294901760u);
    const unsigned v_386 = (v_384 | v_385);
    tl::dequant_i4<true>(decoded_1 + 0, v_386);
    const half v_387 = decoded_1[0];
    dequant_1[64] = v_387;
    const half v_388 = decoded_1[1];
    dequant_1[65] = v_388;
    const half v_389 = decoded_1[2];
    dequant_1[66] = v_389;
    const half v_390 = decoded_1[3];
    dequant_1[67] = v_390;
    const half v_391 = decoded_1[4];
    dequant_1[96] = v_391;
    const half v_392 = decoded_1[5];
    dequant_1[97] = v_392;
    const half v_393 = decoded_1[6];
    dequant_1[98] = v_393;
    const half v_394 = decoded_1[7];
    dequant_1[99] = v_394;
    const int v_395 = (v_369 + 8);
    const unsigned v_396 = *reinterpret_cast<const unsigned*>((Vq_s + (v_395) * 64 + v_106));
    const int v_397 = (v_369 + 9);
    const unsigned v_398 = *reinterpret_cast<const unsigned*>((Vq_s + (v_397) * 64 + v_106));
    const unsigned v_399 = (v_396 & 65535u);
    const unsigned v_400 = (v_398 << 16u);
    const unsigned v_401 = (v_399 | v_400);
    tl::dequant_i4<true>(decoded_1 + 0, v_401);
    const half v_402 = decoded_1[0];
    dequant_1[4] = v_402;
    const half v_403 = decoded_1[1];
    dequant_1[5] = v_403;
    const half v_404 = decoded_1[2];
    dequant_1[6] = v_404;
    const half v_405 = decoded_1[3];
    dequant_1[7] = v_405;
    const half v_406 = decoded_1[4];
    dequant_1[36] = v_406;
    const half v_407 = decoded_1[5];
    dequant_1[37] = v_407;
    const half v_408 = decoded_1[6];
    dequant_1[38] = v_408;
    const half v_409 = decoded_1[7];
    dequant_1[39] = v_409;
    const unsigned v_410 = (v_396 >> 16u);
    const unsigned v_411 = (v_398 & 4294901760u);
    const unsigned v_412 = (v_410 | v_411);
    tl::dequant_i4<true>(decoded_1 + 0, v_412);
    const half v_413 = decoded_1[0];
    dequant_1[68] = v_413;
    const half v_414 = decoded_1[1];
    dequant_1[69] = v_414;
    const half v_415 = decoded_1[2];
    dequant_1[70] = v_415;
    const half v_416 = decoded_1[3];
    dequant_1[71] = v_416;
    const half v_417 = decoded_1[4];
    dequant_1[100] = v_417;
    const half v_418 = decoded_1[5];
    dequant_1[101] = v_418;
    const half v_419 = decoded_1[6];
    dequant_1[102] = v_419;
    const half v_420 = decoded_1[7];
    dequant_1[103] = v_420;
    const int v_421 = (v_369 + 16);
    const unsigned v_422 = *reinterpret_cast<const unsigned*>((Vq_s + (v_421) * 64 + v_106));
    const int v_423 = (v_369 + 17);
    const unsigned v_424 = *reinterpret_cast<const unsigned*>((Vq_s + (v_423) * 64 + v_106));
    const unsigned v_425 = (v_422 & 65535u);
    const unsigned v_426 = (v_424 << 16u);
    const unsigned v_427 = (v_425 | v_426);
    tl::dequant_i4<true>(decoded_1 + 0, v_427);
    const half v_428 = decoded_1[0];
    dequant_1[8] = v_428;
    const half v_429 = decoded_1[1];
    dequant_1[9] = v_429;
    const half v_430 = decoded_1[2];
    dequant_1[10] = v_430;
    const half v_431 = decoded_1[3];
    dequant_1[11] = v_431;
    const half v_432 = decoded_1[4];
    dequant_1[40] = v_432;
    const half v_433 = decoded_1[5];
    dequant_1[41] = v_433;
    const half v_434 = decoded_1[6];
    dequant_1[42] = v_434;
    const half v_435 = decoded_1[7];
    dequant_1[43] = v_435;
    const unsigned v_436 = (v_422 >> 16u);
    const unsigned v_437 = (v_424 & 4294901760u);
    const unsigned v_438 = (v_436 | v_437);
    tl::dequant_i4<true>(decoded_1 + 0, v_438);
    const half v_439 = decoded_1[0];
    dequant_1[72] = v_439;
    const half v_440 = decoded_1[1];
    dequant_1[73] = v_440;
    const half v_441 = decoded_1[2];
    dequant_1[74] = v_441;
    const half v_442 = decoded_1[3];
    dequant_1[75] = v_442;
    const half v_443 = decoded_1[4];
    dequant_1[104] = v_443;
    const half v_444 = decoded_1[5];
    dequant_1[105] = v_444;
    const half v_445 = decoded_1[6];
    dequant_1[106] = v_445;
    const half v_446 = decoded_1[7];
    dequant_1[107] = v_446;
    const int v_447 = (v_369 + 24);
    const unsigned v_448 = *reinterpret_cast<const unsigned*>((Vq_s + (v_447) * 64 + v_106));
    const int v_449 = (v_369 + 25);
    const unsigned v_450 = *reinterpret_cast<const unsigned*>((Vq_s + (v_449) * 64 + v_106));
    const unsigned v_451 = (v_448 & 65535u);
    const unsigned v_452 = (v_450 << 16u);
    const unsigned v_453 = (v_451 | v_452);
    tl::dequant_i4<true>(decoded_1 + 0, v_453);
    const half v_454 = decoded_1[0];
    dequant_1[12] = v_454;
    const half v_455 = decoded_1[1];
    dequant_1[13] = v_455;
    const half v_456 = decoded_1[2];
    dequant_1[14] = v_456;
    const half v_457 = decoded_1[3];
    dequant_1[15] = v_457;
    const half v_458 = decoded_1[4];
    dequant_1[44] = v_458;
    const half v_459 = decoded_1[5];
    dequant_1[45] = v_459;
    const half v_460 = decoded_1[6];
    dequant_1[46] = v_460;
    const half v_461 = decoded_1[7];
    dequant_1[47] = v_461;
    const unsigned v_462 = (v_448 >> 16u);
    const unsigned v_463 = (v_450 & 4294901760u);
    const unsigned v_464 = (v_462 | v_463);
    tl::dequant_i4<true>(decoded_1 + 0, v_464);
    const half v_465 = decoded_1[0];
    dequant_1[76] = v_465;
    const half v_466 = decoded_1[1];
    dequant_1[77] = v_466;
    const half v_467 = decoded_1[2];
    dequant_1[78] = v_467;
    const half v_468 = decoded_1[3];
    dequant_1[79] = v_468;
    const half v_469 = decoded_1[4];
    dequant_1[108] = v_469;
    const half v_470 = decoded_1[5];
    dequant_1[109] = v_470;
    const half v_471 = decoded_1[6];
    dequant_1[110] = v_471;
    const half v_472 = decoded_1[7];
    dequant_1[111] = v_472;
    const int v_473 = (v_369 + 32);
    const unsigned v_474 = *reinterpret_cast<const unsigned*>((Vq_s + (v_473) * 64 + v_106));
    const int v_475 = (v_369 + 33);
    const unsigned v_476 = *reinterpret_cast<const unsigned*>((Vq_s + (v_475) * 64 + v_106));
    const unsigned v_477 = (v_474 & 65535u);
    const unsigned v_478 = (v_476 << 16u);
    const unsigned v_479 = (v_477 | v_478);
    tl::dequant_i4<true>(decoded_1 + 0, v_479);
    const half v_480 = decoded_1[0];
    dequant_1[16] = v_480;
    const half v_481 = decoded_1[1];
    dequant_1[17] = v_481;
    const half v_482 = decoded_1[2];
    dequant_1[18] = v_482;
    const half v_483 = decoded_1[3];
    dequant_1[19] = v_483;
    const half v_484 = decoded_1[4];
    dequant_1[48] = v_484;
    const half v_485 = decoded_1[5];
    dequant_1[49] = v_485;
    const half v_486 = decoded_1[6];
    dequant_1[50] = v_486;
    const half v_487 = decoded_1[7];
    dequant_1[51] = v_487;
    const unsigned v_488 = (v_474 >> 16u);
    const unsigned v_489 = (v_476 & 4294901760u);
    const unsigned v_490 = (v_488 | v_489);
    tl::dequant_i4<true>(decoded_1 + 0, v_490);
    const half v_491 = decoded_1[0];
    dequant_1[80] = v_491;
    const half v_492 = decoded_1[1];
    dequant_1[81] = v_492;
    const half v_493 = decoded_1[2];
    dequant_1[82] = v_493;
    const half v_494 = decoded_1[3];
    dequant_1[83] = v_494;
    const half v_495 = decoded_1[4];
    dequant_1[112] = v_495;
    const half v_496 = decoded_1[5];
    dequant_1[113] = v_496;
    const half v_497 = decoded_1[6];
    dequant_1[114] = v_497;
    const half v_498 = decoded_1[7];
    dequant_1[115] = v_498;
    const int v_499 = (v_369 + 40);
    const unsigned v_500 = *reinterpret_cast<const unsigned*>((Vq_s + (v_499) * 64 + v_106));
    const int v_501 = (v_369 + 41);
    const unsigned v_502 = *reinterpret_cast<const unsigned*>((Vq_s + (v_501) * 64 + v_106));
    const unsigned v_503 = (v_500 & 65535u);
    const unsigned v_504 = (v_502 << 16u);
    const unsigned v_505 = (v_503 | v_504);
    tl::dequant_i4<true>(decoded_1 + 0, v_505);
    const half v_506 = decoded_1[0];
    dequant_1[20] = v_506;
    const half v_507 = decoded_1[1];
    dequant_1[21] = v_507;
    const half v_508 = decoded_1[2];
    dequant_1[22] = v_508;
    const half v_509 = decoded_1[3];
    dequant_1[23] = v_509;
    const half v_510 = decoded_1[4];
    dequant_1[52] = v_510;
    const half v_511 = decoded_1[5];
    dequant_1[53] = v_511;
    const half v_512 = decoded_1[6];
    dequant_1[54] = v_512;
    const half v_513 = decoded_1[7];
    dequant_1[55] = v_513;
    const unsigned v_514 = (v_500 >> 16u);
    const unsigned v_515 = (v_502 & 4294901760u);
    const unsigned v_516 = (v_514 | v_515);
    tl::dequant_i4<true>(decoded_1 + 0, v_516);
    const half v_517 = decoded_1[0];
    dequant_1[84] = v_517;
    const half v_518 = decoded_1[1];
    dequant_1[85] = v_518;
    const half v_519 = decoded_1[2];
    dequant_1[86] = v_519;
    const half v_520 = decoded_1[3];
    dequant_1[87] = v_520;
    const half v_521 = decoded_1[4];
    dequant_1[116] = v_521;
    const half v_522 = decoded_1[5];
    dequant_1[117] = v_522;
    const half v_523 = decoded_1[6];
    dequant_1[118] = v_523;
    const half v_524 = decoded_1[7];
    dequant_1[119] = v_524;
    const int v_525 = (v_369 + 48);
    const unsigned v_526 = *reinterpret_cast<const unsigned*>((Vq_s + (v_525) * 64 + v_106));
    const int v_527 = (v_369 + 49);
    const unsigned v_528 = *reinterpret_cast<const unsigned*>((Vq_s + (v_527) * 64 + v_106));
    const unsigned v_529 = (v_526 & 65535u);
    const unsigned v_530 = (v_528 << 16u);
    const unsigned v_531 = (v_529 | v_530);
    tl::dequant_i4<true>(decoded_1 + 0, v_531);
    const half v_532 = decoded_1[0];
    dequant_1[24] = v_532;
    const half v_533 = decoded_1[1];
    dequant_1[25] = v_533;
    const half v_534 = decoded_1[2];
    dequant_1[26] = v_534;
    const half v_535 = decoded_1[3];
    dequant_1[27] = v_535;
    const half v_536 = decoded_1[4];
    dequant_1[56] = v_536;
    const half v_537 = decoded_1[5];
    dequant_1[57] = v_537;
    const half v_538 = decoded_1[6];
    dequant_1[58] = v_538;
    const half v_539 = decoded_1[7];
    dequant_1[59] = v_539;
    const unsigned v_540 = (v_526 >> 16u);
    const unsigned v_541 = (v_528 & 4294901760u);
    const unsigned v_542 = (v_540 | v_541);
    tl::dequant_i4<true>(decoded_1 + 0, v_542);
    const half v_543 = decoded_1[0];
    dequant_1[88] = v_543;
    const half v_544 = decoded_1[1];
    dequant_1[89] = v_544;
    const half v_545 = decoded_1[2];
    dequant_1[90] = v_545;
    const half v_546 = decoded_1[3];
    dequant_1[91] = v_546;
    const half v_547 = decoded_1[4];
    dequant_1[120] = v_547;
    const half v_548 = decoded_1[5];
    dequant_1[121] = v_548;
    const half v_549 = decoded_1[6];
    dequant_1[122] = v_549;
    const half v_550 = decoded_1[7];
    dequant_1[123] = v_550;
    const int v_551 = (v_369 + 56);
    const unsigned v_552 = *reinterpret_cast<const unsigned*>((Vq_s + (v_551) * 64 + v_106));
    const int v_553 = (v_369 + 57);
    const unsigned v_554 = *reinterpret_cast<const unsigned*>((Vq_s + (v_553) * 64 + v_106));
    const unsigned v_555 = (v_552 & 65535u);
    const unsigned v_556 = (v_554 << 16u);
    const unsigned v_557 = (v_555 | v_556);
    tl::dequant_i4<true>(decoded_1 + 0, v_557);
    const half v_558 = decoded_1[0];
    dequant_1[28] = v_558;
    const half v_559 = decoded_1[1];
    dequant_1[29] = v_559;
    const half v_560 = decoded_1[2];
    dequant_1[30] = v_560;
    const half v_561 = decoded_1[3];
    dequant_1[31] = v_561;
    const half v_562 = decoded_1[4];
    dequant_1[60] = v_562;
    const half v_563 = decoded_1[5];
    dequant_1[61] = v_563;
    const half v_564 = decoded_1[6];
    dequant_1[62] = v_564;
    const half v_565 = decoded_1[7];
    dequant_1[63] = v_565;
    const unsigned v_566 = (v_552 >> 16u);
    const unsigned v_567 = (v_554 & 4294901760u);
    const unsigned v_568 = (v_566 | v_567);
    tl::dequant_i4<true>(decoded_1 + 0, v_568);
    const half v_569 = decoded_1[0];
    dequant_1[92] = v_569;
    const half v_570 = decoded_1[1];
    dequant_1[93] = v_570;
    const half v_571 = decoded_1[2];
    dequant_1[94] = v_571;
    const half v_572 = decoded_1[3];
    dequant_1[95] = v_572;
    const half v_573 = decoded_1[4];
    dequant_1[124] = v_573;
    const half v_574 = decoded_1[5];
    dequant_1[125] = v_574;
    const half v_575 = decoded_1[6];
    dequant_1[126] = v_575;
    const half v_576 = decoded_1[7];
    dequant_1[127] = v_576;
    #pragma unroll
    for (int l_v_6 = 0; l_v_6 < 16; l_v_6 += 1) {
      const int v_577 = (l_v_6 * 8);
#line 194 "tilelang/ops/decode_kernels.py"
      const tl::vec<half, 8> v_578 = *reinterpret_cast<const tl::vec<half, 8>*>((dequant_1 + v_577));
#line 601 "tilelang/ops/decode_kernels.py"
      *reinterpret_cast<tl::vec<half, 8>*>((V_f + v_577)) = v_578;
    }
#line 607 "tilelang/ops/decode_kernels.py"
    #pragma unroll
    for (int l_v_7 = 0; l_v_7 < 2; l_v_7 += 1) {
      const int v_579 = (l_v_7 * 4);
      const tl::vec<float, 4> v_580 = tl::vec<float, 4>{{0.0f, 0.0f, 0.0f, 0.0f}};
      *reinterpret_cast<tl::vec<float, 4>*>((acc_s + v_579)) = v_580;
    }
#line 608 "tilelang/ops/decode_kernels.py"
    alignas(16) half a_regs[16];
    alignas(16) half b_regs[4];
    alignas(16) float c_odd[8];
    #pragma unroll
    for (int l_v_8 = 0; l_v_8 < 2; l_v_8 += 1) {
      const int v_581 = (l_v_8 * 4);
      const tl::vec<float, 4> v_582 = tl::vec<float, 4>{{0.0f, 0.0f, 0.0f, 0.0f}};
      *reinterpret_cast<tl::vec<float, 4>*>((c_odd + v_581)) = v_582;
    }
    for (int kk = 0; kk < 4; kk += 1) {
      const int v_583 = (kk * 2);
      const int v_584 = (v_583 * 16);
      const int v_585 = (v_584 + v_110);
      const int v_586 = (v_585 ^ v_111);
      tl::ldmatrix<2, false>(b_regs + 0, (Q_s + (v_107) * 128 + v_586));
      const int v_587 = (v_583 * 8);
      const half v_588 = K_f[v_587];
      a_regs[0] = v_588;
      const int v_589 = (v_587 + 1);
      const half v_590 = K_f[v_589];
      a_regs[1] = v_590;
      const int v_591 = (v_587 + 2);
      const half v_592 = K_f[v_591];
      a_regs[2] = v_592;
      const int v_593 = (v_587 + 3);
      const half v_594 = K_f[v_593];
      a_regs[3] = v_594;
      const int v_595 = (v_587 + 4);
      const half v_596 = K_f[v_595];
      a_regs[4] = v_596;
      const int v_597 = (v_587 + 5);
      const half v_598 = K_f[v_597];
      a_regs[5] = v_598;
      const int v_599 = (v_587 + 6);
      const half v_600 = K_f[v_599];
      a_regs[6] = v_600;
      const int v_601 = (v_587 + 7);
      const half v_602 = K_f[v_601];
      a_regs[7] = v_602;
      const int v_603 = (v_587 + 64);
      const half v_604 = K_f[v_603];
      a_regs[8] = v_604;
      const int v_605 = (v_587 + 65);
      const half v_606 = K_f[v_605];
      a_regs[9] = v_606;
      const int v_607 = (v_587 + 66);
      const half v_608 = K_f[v_607];
      a_regs[10] = v_608;
      const int v_609 = (v_587 + 67);
      const half v_610 = K_f[v_609];
      a_regs[11] = v_610;
      const int v_611 = (v_587 + 68);
      const half v_612 = K_f[v_611];
      a_regs[12] = v_612;
      const int v_613 = (v_587 + 69);
      const half v_614 = K_f[v_613];
      a_regs[13] = v_614;
      const int v_615 = (v_587 + 70);
      const half v_616 = K_f[v_615];
      a_regs[14] = v_616;
      const int v_617 = (v_587 + 71);
      const half v_618 = K_f[v_617];
      a_regs[15] = v_618;
      tl::mma_m16n8k16(a_regs + 0, b_regs + 0, acc_s + 0);
      tl::mma_m16n8k16(a_regs + 8, b_regs + 0, acc_s + 4);
      const int v_619 = (v_583 + 1);
      const int v_620 = (v_585 + 16);
      const int v_621 = (v_620 ^ v_111);
      tl::ldmatrix<2, false>(b_regs + 0, (Q_s + (v_107) * 128 + v_621));
      const int v_622 = (v_619 * 8);
      const half v_623 = K_f[v_622];
      a_regs[0] = v_623;
      const int v_624 = (v_622 + 1);
      const half v_625 = K_f[v_624];
      a_regs[1] = v_625;
      const int v_626 = (v_622 + 2);
      const half v_627 = K_f[v_626];
      a_regs[2] = v_627;
      const int v_628 = (v_622 + 3);
      const half v_629 = K_f[v_628];
      a_regs[3] = v_629;
      const int v_630 = (v_622 + 4);
      const half v_631 = K_f[v_630];
      a_regs[4] = v_631;
      const int v_632 = (v_622 + 5);
      const half v_633 = K_f[v_632];
      a_regs[5] = v_633;
      const int v_634 = (v_622 + 6);
      const half v_635 = K_f[v_634];
      a_regs[6] = v_635;
      const int v_636 = (v_622 + 7);
      const half v_637 = K_f[v_636];
      a_regs[7] = v_637;
      const int v_638 = (v_622 + 64);
      const half v_639 = K_f[v_638];
      a_regs[8] = v_639;
      const int v_640 = (v_622 + 65);
      const half v_641 = K_f[v_640];
      a_regs[9] = v_641;
      const int v_642 = (v_622 + 66);
      const half v_643 = K_f[v_642];
      a_regs[10] = v_643;
      const int v_644 = (v_622 + 67);
      const half v_645 = K_f[v_644];
      a_regs[11] = v_645;
      const int v_646 = (v_622 + 68);
      const half v_647 = K_f[v_646];
      a_regs[12] = v_647;
      const int v_648 = (v_622 + 69);
      const half v_649 = K_f[v_648];
      a_regs[13] = v_649;
      const int v_650 = (v_622 + 70);
      const half v_651 = K_f[v_650];
      a_regs[14] = v_651;
      const int v_652 = (v_622 + 71);
      const half v_653 = K_f[v_652];
      a_regs[15] = v_653;
      tl::mma_m16n8k16(a_regs + 0, b_regs + 0, c_odd + 0);
      tl::mma_m16n8k16(a_regs + 8, b_regs + 0, c_odd + 4);
    }
    #pragma unroll
    for (int l_v_9 = 0; l_v_9 < 2; l_v_9 += 1) {
      const int v_654 = (l_v_9 * 4);
      const tl::vec<float, 4> v_655 = *reinterpret_cast<const tl::vec<float, 4>*>((acc_s + v_654));
      const float v_656 = v_655.v[0];
      const tl::vec<float, 4> v_657 = *reinterpret_cast<const tl::vec<float, 4>*>((c_odd + v_654));
      const float v_658 = v_657.v[0];
      const float v_659 = (v_656 + v_658);
      const float v_660 = v_655.v[1];
      const float v_661 = v_657.v[1];
      const float v_662 = (v_660 + v_661);
      const float v_663 = v_655.v[2];
      const float v_664 = v_657.v[2];
      const float v_665 = (v_663 + v_664);
      const float v_666 = v_655.v[3];
      const float v_667 = v_657.v[3];
      const float v_668 = (v_666 + v_667);
      const tl::vec<float, 4> v_669 = tl::vec<float, 4>{{v_659, v_662, v_665, v_668}};
      *reinterpret_cast<tl::vec<float, 4>*>((acc_s + v_654)) = v_669;
    }
#line 609 "tilelang/ops/decode_kernels.py"
    if (v_164) {
#line 326 "tilelang/ops/decode_kernels.py"
      const int v_670 = (v_90 / 4);
      const bool v_671 = (v_670 == v_86);
#line 610 "tilelang/ops/decode_kernels.py"
      #pragma unroll
      for (int l_v_10 = 0; l_v_10 < 2; l_v_10 += 1) {
        const int v_672 = (l_v_10 * 4);
        const int l = (v_672 + 1);
        const int l_1 = (v_672 + 2);
        const int l_2 = (v_672 + 3);
        const int v_673 = (l_v_10 * 16);
        const int v_674 = (v_91 + v_673);
        const int v_675 = (v_674 + v_88);
#line 320 "tilelang/ops/decode_kernels.py"
        const int v_676 = (v_675 % 32);
#line 139 "tilelang/ops/decode_kernels.py"
        const int v_677 = v_676;
        const int v_678 = (t0_2 + v_677);
        const bool v_679 = (v_678 < len_k);
        const bool v_680 = (v_671 && v_679);
#line 611 "tilelang/ops/decode_kernels.py"
        float r_1;
        if (v_680) {
#line 612 "tilelang/ops/decode_kernels.py"
          const float v_681 = acc_s[v_672];
          const float v_682 = ks_f[v_672];
          const float v_683 = (v_681 * v_682);
#line 611 "tilelang/ops/decode_kernels.py"
          r_1 = v_683;
        } else {
#line 613 "tilelang/ops/decode_kernels.py"
          const float v_684 = (-__int_as_float(0x7f800000));
#line 611 "tilelang/ops/decode_kernels.py"
          r_1 = v_684;
        }
        float r_2;
        if (v_680) {
#line 612 "tilelang/ops/decode_kernels.py"
          const float v_685 = acc_s[l];
          const float v_686 = ks_f[l];
          const float v_687 = (v_685 * v_686);
#line 611 "tilelang/ops/decode_kernels.py"
          r_2 = v_687;
        } else {
#line 613 "tilelang/ops/decode_kernels.py"
          const float v_688 = (-__int_as_float(0x7f800000));
#line 611 "tilelang/ops/decode_kernels.py"
          r_2 = v_688;
        }
#line 610 "tilelang/ops/decode_kernels.py"
        const int v_689 = (v_675 + 8);
#line 320 "tilelang/ops/decode_kernels.py"
        const int v_690 = (v_689 % 32);
#line 139 "tilelang/ops/decode_kernels.py"
        const int v_691 = v_690;
        const int v_692 = (t0_2 + v_691);
        const bool v_693 = (v_692 < len_k);
        const bool v_694 = (v_671 && v_693);
#line 611 "tilelang/ops/decode_kernels.py"
        float r_3;
        if (v_694) {
#line 612 "tilelang/ops/decode_kernels.py"
          const float v_695 = acc_s[l_1];
          const float v_696 = ks_f[l_1];
          const float v_697 = (v_695 * v_696);
#line 611 "tilelang/ops/decode_kernels.py"
          r_3 = v_697;
        } else {
#line 613 "tilelang/ops/decode_kernels.py"
          const float v_698 = (-__int_as_float(0x7f800000));
#line 611 "tilelang/ops/decode_kernels.py"
          r_3 = v_698;
        }
        float r_4;
        if (v_694) {
#line 612 "tilelang/ops/decode_kernels.py"
          const float v_699 = acc_s[l_2];
          const float v_700 = ks_f[l_2];
          const float v_701 = (v_699 * v_700);
#line 611 "tilelang/ops/decode_kernels.py"
          r_4 = v_701;
        } else {
#line 613 "tilelang/ops/decode_kernels.py"
          const float v_702 = (-__int_as_float(0x7f800000));
#line 611 "tilelang/ops/decode_kernels.py"
          r_4 = v_702;
        }
#line 610 "tilelang/ops/decode_kernels.py"
        const tl::vec<float, 4> v_703 = tl::vec<float, 4>{{r_1, r_2, r_3, r_4}};
        *reinterpret_cast<tl::vec<float, 4>*>((acc_s + v_672)) = v_703;
      }
#line 609 "tilelang/ops/decode_kernels.py"
    } else {
#line 326 "tilelang/ops/decode_kernels.py"
      const int v_704 = (v_90 / 4);
      const bool v_705 = (v_704 == v_86);
#line 615 "tilelang/ops/decode_kernels.py"
      #pragma unroll
      for (int l_v_11 = 0; l_v_11 < 2; l_v_11 += 1) {
        const int v_706 = (l_v_11 * 4);
        const int l_3 = (v_706 + 1);
        const int l_4 = (v_706 + 2);
        const int l_5 = (v_706 + 3);
#line 616 "tilelang/ops/decode_kernels.py"
        float r_5;
        if (v_705) {
#line 617 "tilelang/ops/decode_kernels.py"
          const float v_707 = acc_s[v_706];
          const float v_708 = ks_f[v_706];
          const float v_709 = (v_707 * v_708);
#line 616 "tilelang/ops/decode_kernels.py"
          r_5 = v_709;
        } else {
#line 618 "tilelang/ops/decode_kernels.py"
          const float v_710 = (-__int_as_float(0x7f800000));
#line 616 "tilelang/ops/decode_kernels.py"
          r_5 = v_710;
        }
        float r_6;
        if (v_705) {
#line 617 "tilelang/ops/decode_kernels.py"
          const float v_711 = acc_s[l_3];
          const float v_712 = ks_f[l_3];
          const float v_713 = (v_711 * v_712);
#line 616 "tilelang/ops/decode_kernels.py"
          r_6 = v_713;
        } else {
#line 618 "tilelang/ops/decode_kernels.py"
          const float v_714 = (-__int_as_float(0x7f800000));
#line 616 "tilelang/ops/decode_kernels.py"
          r_6 = v_714;
        }
        float r_7;
        if (v_705) {
#line 617 "tilelang/ops/decode_kernels.py"
          const float v_715 = acc_s[l_4];
          const float v_716 = ks_f[l_4];
          const float v_717 = (v_715 * v_716);
#line 616 "tilelang/ops/decode_kernels.py"
          r_7 = v_717;
        } else {
#line 618 "tilelang/ops/decode_kernels.py"
          const float v_718 = (-__int_as_float(0x7f800000));
#line 616 "tilelang/ops/decode_kernels.py"
          r_7 = v_718;
        }
        float r_8;
        if (v_705) {
#line 617 "tilelang/ops/decode_kernels.py"
          const float v_719 = acc_s[l_5];
          const float v_720 = ks_f[l_5];
          const float v_721 = (v_719 * v_720);
#line 616 "tilelang/ops/decode_kernels.py"
          r_8 = v_721;
        } else {
#line 618 "tilelang/ops/decode_kernels.py"
          const float v_722 = (-__int_as_float(0x7f800000));
#line 616 "tilelang/ops/decode_kernels.py"
          r_8 = v_722;
        }
#line 615 "tilelang/ops/decode_kernels.py"
        const tl::vec<float, 4> v_723 = tl::vec<float, 4>{{r_5, r_6, r_7, r_8}};
        *reinterpret_cast<tl::vec<float, 4>*>((acc_s + v_706)) = v_723;
      }
#line 609 "tilelang/ops/decode_kernels.py"
    }
#line 624 "tilelang/ops/decode_kernels.py"
    const tl::vec<float, 2> v_724 = *reinterpret_cast<const tl::vec<float, 2>*>((m_cur + 0));
    *reinterpret_cast<tl::vec<float, 2>*>((m_prev + 0)) = v_724;
#line 625 "tilelang/ops/decode_kernels.py"
    #pragma unroll
    for (int p = 0; p < 2; p += 1) {
      const float v_725 = acc_s[p];
      const int v_726 = (p + 2);
      const float v_727 = acc_s[v_726];
      const int v_728 = (v_726 + 2);
      const float v_729 = acc_s[v_728];
      const int v_730 = (v_726 + 4);
      const float v_731 = acc_s[v_730];
      const float v_732 = fmaxf(v_725, v_727);
      const float v_733 = fmaxf(v_729, v_731);
      const float v_734 = fmaxf(v_732, v_733);
      const float v_735 = tl::shfl<0>(v_734, 4, 32);
      const float v_736 = fmaxf(v_734, v_735);
      const float v_737 = tl::shfl<0>(v_736, 8, 32);
      const float v_738 = fmaxf(v_736, v_737);
      const float v_739 = tl::shfl<0>(v_738, 16, 32);
      const float v_740 = fmaxf(v_738, v_739);
      if (v_113) {
        const int v_741 = (v_90 + p);
        reduce_partials[(v_741) * 2 + v_86] = v_740;
      }
    }
    __syncthreads();
    const float v_742 = reduce_partials[(v_90) * 2 + 0];
    const float v_743 = reduce_partials[(v_90) * 2 + 1];
    const float v_744 = fmaxf(v_742, v_743);
    const tl::vec<float, 2> v_745 = *reinterpret_cast<const tl::vec<float, 2>*>((m_cur + 0));
    const float v_746 = v_745.v[0];
    const float v_747 = fmaxf(v_746, v_744);
    const float v_748 = reduce_partials[(v_101) * 2 + 0];
    const float v_749 = reduce_partials[(v_101) * 2 + 1];
    const float v_750 = fmaxf(v_748, v_749);
    const float v_751 = v_745.v[1];
    const float v_752 = fmaxf(v_751, v_750);
    const tl::vec<float, 2> v_753 = tl::vec<float, 2>{{v_747, v_752}};
    *reinterpret_cast<tl::vec<float, 2>*>((m_cur + 0)) = v_753;
#line 626 "tilelang/ops/decode_kernels.py"
    #pragma unroll
    for (int l_v_12 = 0; l_v_12 < 2; l_v_12 += 1) {
      const int v_754 = (l_v_12 * 4);
#line 627 "tilelang/ops/decode_kernels.py"
      const tl::vec<float, 4> v_755 = *reinterpret_cast<const tl::vec<float, 4>*>((acc_s + v_754));
      const float v_756 = v_755.v[0];
      const float v_757 = (v_756 * 0.127517431974411f);
      const tl::vec<float, 2> v_758 = *reinterpret_cast<const tl::vec<float, 2>*>((m_cur + 0));
      const float v_759 = v_758.v[0];
      const float v_760 = (v_759 * 0.127517431974411f);
      const float v_761 = (v_757 - v_760);
      const float v_762 = exp2f(v_761);
      const float v_763 = v_755.v[1];
      const float v_764 = (v_763 * 0.127517431974411f);
      const float v_765 = v_758.v[1];
      const float v_766 = (v_765 * 0.127517431974411f);
      const float v_767 = (v_764 - v_766);
      const float v_768 = exp2f(v_767);
      const float v_769 = v_755.v[2];
      const float v_770 = (v_769 * 0.127517431974411f);
      const tl::vec<float, 2> v_771 = *reinterpret_cast<const tl::vec<float, 2>*>((m_cur + 0));
      const float v_772 = v_771.v[0];
      const float v_773 = (v_772 * 0.127517431974411f);
      const float v_774 = (v_770 - v_773);
      const float v_775 = exp2f(v_774);
      const float v_776 = v_755.v[3];
      const float v_777 = (v_776 * 0.127517431974411f);
      const float v_778 = v_771.v[1];
      const float v_779 = (v_778 * 0.127517431974411f);
      const float v_780 = (v_777 - v_779);
      const float v_781 = exp2f(v_780);
#line 626 "tilelang/ops/decode_kernels.py"
      const tl::vec<float, 4> v_782 = tl::vec<float, 4>{{v_762, v_768, v_775, v_781}};
      *reinterpret_cast<tl::vec<float, 4>*>((acc_s + v_754)) = v_782;
    }
#line 629 "tilelang/ops/decode_kernels.py"
    const tl::vec<float, 2> v_783 = *reinterpret_cast<const tl::vec<float, 2>*>((m_prev + 0));
    const float v_784 = v_783.v[0];
    const float v_785 = (v_784 * 0.127517431974411f);
    const tl::vec<float, 2> v_786 = *reinterpret_cast<const tl::vec<float, 2>*>((m_cur + 0));
    const float v_787 = v_786.v[0];
    const float v_788 = (v_787 * 0.127517431974411f);
    const float v_789 = (v_785 - v_788);
    const float v_790 = exp2f(v_789);
    const float v_791 = v_783.v[1];
    const float v_792 = (v_791 * 0.127517431974411f);
    const float v_793 = v_786.v[1];
    const float v_794 = (v_793 * 0.127517431974411f);
    const float v_795 = (v_792 - v_794);
    const float v_796 = exp2f(v_795);
#line 628 "tilelang/ops/decode_kernels.py"
    const tl::vec<float, 2> v_797 = tl::vec<float, 2>{{v_790, v_796}};
    *reinterpret_cast<tl::vec<float, 2>*>((m_prev + 0)) = v_797;
#line 630 "tilelang/ops/decode_kernels.py"
    #pragma unroll
    for (int p_1 = 0; p_1 < 2; p_1 += 1) {
      const float v_798 = acc_s[p_1];
      const int v_799 = (p_1 + 2);
      const float v_800 = acc_s[v_799];
      const int v_801 = (v_799 + 2);
      const float v_802 = acc_s[v_801];
      const int v_803 = (v_799 + 4);
      const float v_804 = acc_s[v_803];
      const float v_805 = (v_798 + v_800);
      const float v_806 = (v_802 + v_804);
      const float v_807 = (v_805 + v_806);
      const float v_808 = tl::shfl<0>(v_807, 4, 32);
      const float v_809 = (v_807 + v_808);
      const float v_810 = tl::shfl<0>(v_809, 8, 32);
      const float v_811 = (v_809 + v_810);
      const float v_812 = tl::shfl<0>(v_811, 16, 32);
      const float v_813 = (v_811 + v_812);
      if (v_113) {
        const int v_814 = (v_90 + p_1);
        reduce_partials_1[(v_814) * 2 + v_86] = v_813;
      }
    }
    __syncthreads();
    const float v_815 = reduce_partials_1[(v_90) * 2 + 0];
    const float v_816 = reduce_partials_1[(v_90) * 2 + 1];
    const float v_817 = (v_815 + v_816);
    const float v_818 = reduce_partials_1[(v_101) * 2 + 0];
    const float v_819 = reduce_partials_1[(v_101) * 2 + 1];
    const float v_820 = (v_818 + v_819);
    const tl::vec<float, 2> v_821 = tl::vec<float, 2>{{v_817, v_820}};
    *reinterpret_cast<tl::vec<float, 2>*>((l_blk + 0)) = v_821;
#line 632 "tilelang/ops/decode_kernels.py"
    #pragma unroll
    for (int l_v_13 = 0; l_v_13 < 2; l_v_13 += 1) {
      const int v_822 = (l_v_13 * 4);
#line 633 "tilelang/ops/decode_kernels.py"
      const tl::vec<float, 4> v_823 = *reinterpret_cast<const tl::vec<float, 4>*>((acc_s + v_822));
      const float v_824 = v_823.v[0];
      const tl::vec<float, 4> v_825 = *reinterpret_cast<const tl::vec<float, 4>*>((vs_f + v_822));
      const float v_826 = v_825.v[0];
      const float v_827 = (v_824 * v_826);
      const float v_828 = v_823.v[1];
      const float v_829 = v_825.v[1];
      const float v_830 = (v_828 * v_829);
      const float v_831 = v_823.v[2];
      const float v_832 = v_825.v[2];
      const float v_833 = (v_831 * v_832);
      const float v_834 = v_823.v[3];
      const float v_835 = v_825.v[3];
      const float v_836 = (v_834 * v_835);
#line 632 "tilelang/ops/decode_kernels.py"
      const tl::vec<float, 4> v_837 = tl::vec<float, 4>{{v_827, v_830, v_833, v_836}};
      *reinterpret_cast<tl::vec<float, 4>*>((acc_s + v_822)) = v_837;
    }
#line 634 "tilelang/ops/decode_kernels.py"
    #pragma unroll
    for (int l_v_14 = 0; l_v_14 < 4; l_v_14 += 1) {
      const int v_838 = (l_v_14 * 4);
#line 635 "tilelang/ops/decode_kernels.py"
      const tl::vec<float, 4> v_839 = *reinterpret_cast<const tl::vec<float, 4>*>((acc_o + v_838));
      const float v_840 = v_839.v[0];
      const tl::vec<float, 2> v_841 = *reinterpret_cast<const tl::vec<float, 2>*>((m_prev + 0));
      const float v_842 = v_841.v[0];
      const float v_843 = (v_840 * v_842);
      const float v_844 = v_839.v[1];
      const float v_845 = v_841.v[1];
      const float v_846 = (v_844 * v_845);
      const float v_847 = v_839.v[2];
      const tl::vec<float, 2> v_848 = *reinterpret_cast<const tl::vec<float, 2>*>((m_prev + 0));
      const float v_849 = v_848.v[0];
      const float v_850 = (v_847 * v_849);
      const float v_851 = v_839.v[3];
      const float v_852 = v_848.v[1];
      const float v_853 = (v_851 * v_852);
#line 634 "tilelang/ops/decode_kernels.py"
      const tl::vec<float, 4> v_854 = tl::vec<float, 4>{{v_843, v_846, v_850, v_853}};
      *reinterpret_cast<tl::vec<float, 4>*>((acc_o + v_838)) = v_854;
    }
#line 637 "tilelang/ops/decode_kernels.py"
    const tl::vec<float, 2> v_855 = *reinterpret_cast<const tl::vec<float, 2>*>((l_sum + 0));
    const float v_856 = v_855.v[0];
    const tl::vec<float, 2> v_857 = *reinterpret_cast<const tl::vec<float, 2>*>((m_prev + 0));
    const float v_858 = v_857.v[0];
    const float v_859 = (v_856 * v_858);
    const tl::vec<float, 2> v_860 = *reinterpret_cast<const tl::vec<float, 2>*>((l_blk + 0));
    const float v_861 = v_860.v[0];
    const float v_862 = (v_859 + v_861);
    const float v_863 = v_855.v[1];
    const float v_864 = v_857.v[1];
    const float v_865 = (v_863 * v_864);
    const float v_866 = v_860.v[1];
    const float v_867 = (v_865 + v_866);
#line 636 "tilelang/ops/decode_kernels.py"
    const tl::vec<float, 2> v_868 = tl::vec<float, 2>{{v_862, v_867}};
    *reinterpret_cast<tl::vec<float, 2>*>((l_sum + 0)) = v_868;
#line 638 "tilelang/ops/decode_kernels.py"
    #pragma unroll
    for (int l_v_15 = 0; l_v_15 < 2; l_v_15 += 1) {
      const int v_869 = (l_v_15 * 4);
      const int v_870 = (l_v_15 * 16);
      const int v_871 = (v_91 + v_870);
      const int v_872 = (v_871 + v_88);
      const tl::vec<float, 4> v_873 = *reinterpret_cast<const tl::vec<float, 4>*>((acc_s + v_869));
      const float v_874 = v_873.v[0];
      const half v_875 = tl::cast<half>(v_874);
      const float v_876 = v_873.v[1];
      const half v_877 = tl::cast<half>(v_876);
      const tl::vec<half, 2> v_878 = tl::vec<half, 2>{{v_875, v_877}};
      *reinterpret_cast<tl::vec<half, 2>*>((P_s + (v_872) * 8 + v_90)) = v_878;
      const int v_879 = (v_872 + 8);
      const float v_880 = v_873.v[2];
      const half v_881 = tl::cast<half>(v_880);
      const float v_882 = v_873.v[3];
      const half v_883 = tl::cast<half>(v_882);
      const tl::vec<half, 2> v_884 = tl::vec<half, 2>{{v_881, v_883}};
      *reinterpret_cast<tl::vec<half, 2>*>((P_s + (v_879) * 8 + v_90)) = v_884;
    }
    __syncthreads();
#line 639 "tilelang/ops/decode_kernels.py"
    alignas(16) half a_regs_1[32];
    alignas(16) half b_regs_1[4];
    for (int kk_1 = 0; kk_1 < 4; kk_1 += 1) {
      const int v_885 = (kk_1 * 16);
      const int v_886 = (v_885 + v_114);
      tl::ldmatrix<2, true>(b_regs_1 + 0, (P_s + (v_886) * 8 + 0));
      const int v_887 = (kk_1 * 8);
      const half v_888 = V_f[v_887];
      a_regs_1[0] = v_888;
      const int v_889 = (v_887 + 1);
      const half v_890 = V_f[v_889];
      a_regs_1[1] = v_890;
      const int v_891 = (v_887 + 2);
      const half v_892 = V_f[v_891];
      a_regs_1[2] = v_892;
      const int v_893 = (v_887 + 3);
      const half v_894 = V_f[v_893];
      a_regs_1[3] = v_894;
      const int v_895 = (v_887 + 4);
      const half v_896 = V_f[v_895];
      a_regs_1[4] = v_896;
      const int v_897 = (v_887 + 5);
      const half v_898 = V_f[v_897];
      a_regs_1[5] = v_898;
      const int v_899 = (v_887 + 6);
      const half v_900 = V_f[v_899];
      a_regs_1[6] = v_900;
      const int v_901 = (v_887 + 7);
      const half v_902 = V_f[v_901];
      a_regs_1[7] = v_902;
      const int v_903 = (v_887 + 32);
      const half v_904 = V_f[v_903];
      a_regs_1[8] = v_904;
      const int v_905 = (v_887 + 33);
      const half v_906 = V_f[v_905];
      a_regs_1[9] = v_906;
      const int v_907 = (v_887 + 34);
      const half v_908 = V_f[v_907];
      a_regs_1[10] = v_908;
      const int v_909 = (v_887 + 35);
      const half v_910 = V_f[v_909];
      a_regs_1[11] = v_910;
      const int v_911 = (v_887 + 36);
      const half v_912 = V_f[v_911];
      a_regs_1[12] = v_912;
      const int v_913 = (v_887 + 37);
      const half v_914 = V_f[v_913];
      a_regs_1[13] = v_914;
      const int v_915 = (v_887 + 38);
      const half v_916 = V_f[v_915];
      a_regs_1[14] = v_916;
      const int v_917 = (v_887 + 39);
      const half v_918 = V_f[v_917];
      a_regs_1[15] = v_918;
      const int v_919 = (v_887 + 64);
      const half v_920 = V_f[v_919];
      a_regs_1[16] = v_920;
      const int v_921 = (v_887 + 65);
      const half v_922 = V_f[v_921];
      a_regs_1[17] = v_922;
      const int v_923 = (v_887 + 66);
      const half v_924 = V_f[v_923];
      a_regs_1[18] = v_924;
      const int v_925 = (v_887 + 67);
      const half v_926 = V_f[v_925];
      a_regs_1[19] = v_926;
      const int v_927 = (v_887 + 68);
      const half v_928 = V_f[v_927];
      a_regs_1[20] = v_928;
      const int v_929 = (v_887 + 69);
      const half v_930 = V_f[v_929];
      a_regs_1[21] = v_930;
      const int v_931 = (v_887 + 70);
      const half v_932 = V_f[v_931];
      a_regs_1[22] = v_932;
      const int v_933 = (v_887 + 71);
      const half v_934 = V_f[v_933];
      a_regs_1[23] = v_934;
      const int v_935 = (v_887 + 96);
      const half v_936 = V_f[v_935];
      a_regs_1[24] = v_936;
      const int v_937 = (v_887 + 97);
      const half v_938 = V_f[v_937];
      a_regs_1[25] = v_938;
      const int v_939 = (v_887 + 98);
      const half v_940 = V_f[v_939];
      a_regs_1[26] = v_940;
      const int v_941 = (v_887 + 99);
      const half v_942 = V_f[v_941];
      a_regs_1[27] = v_942;
      const int v_943 = (v_887 + 100);
      const half v_944 = V_f[v_943];
      a_regs_1[28] = v_944;
      const int v_945 = (v_887 + 101);
      const half v_946 = V_f[v_945];
      a_regs_1[29] = v_946;
      const int v_947 = (v_887 + 102);
      const half v_948 = V_f[v_947];
      a_regs_1[30] = v_948;
      const int v_949 = (v_887 + 103);
      const half v_950 = V_f[v_949];
      a_regs_1[31] = v_950;
      tl::mma_m16n8k16(a_regs_1 + 0, b_regs_1 + 0, acc_o + 0);
      tl::mma_m16n8k16(a_regs_1 + 8, b_regs_1 + 0, acc_o + 4);
      tl::mma_m16n8k16(a_regs_1 + 16, b_regs_1 + 0, acc_o + 8);
      tl::mma_m16n8k16(a_regs_1 + 24, b_regs_1 + 0, acc_o + 12);
    }
#line 587 "tilelang/ops/decode_kernels.py"
    const bool v_951 = (r == 1);
    const int v_952 = (v_117 + 2);
    const int v_953 = (v_951 ? 0 : v_952);
#line 549 "tilelang/ops/decode_kernels.py"
    r = v_953;
#line 587 "tilelang/ops/decode_kernels.py"
  }
  tl::cp_async_wait<0>();
#line 342 "tilelang/ops/decode_kernels.py"
  const int v_954 = (v_90 % 4);
#line 348 "tilelang/ops/decode_kernels.py"
  const int v_955 = (v_90 / 4);
  const int v_956 = (v_7 + v_955);
  const int v_957 = (v_956 * 4);
  const int v_958 = (v_957 + v_954);
  const int v_959 = (v_958 + 1);
#line 640 "tilelang/ops/decode_kernels.py"
  #pragma unroll
  for (int l_v_16 = 0; l_v_16 < 8; l_v_16 += 1) {
    const int v_960 = (l_v_16 * 2);
    const int l_6 = (v_960 + 1);
    const int v_961 = (l_v_16 / 2);
    const int v_962 = (v_961 * 16);
    const int v_963 = (v_102 + v_962);
    const int v_964 = (v_963 + v_88);
    const int v_965 = (l_v_16 % 2);
    const int v_966 = (v_965 * 8);
    const int v_967 = (v_964 + v_966);
#line 643 "tilelang/ops/decode_kernels.py"
    const tl::vec<float, 2> v_968 = *reinterpret_cast<const tl::vec<float, 2>*>((l_sum + 0));
    const float v_969 = v_968.v[0];
    const bool v_970 = (v_969 > 0.0f);
#line 642 "tilelang/ops/decode_kernels.py"
    float r_9;
    if (v_970) {
#line 643 "tilelang/ops/decode_kernels.py"
      const float v_971 = acc_o[v_960];
      const float v_972 = l_sum[0];
      const float v_973 = (v_971 / v_972);
#line 642 "tilelang/ops/decode_kernels.py"
      r_9 = v_973;
    } else {
      r_9 = 0.0f;
    }
#line 263 "tilelang/ops/decode_kernels.py"
    const int v_974 = (v_967 % 64);
    const int v_975 = (v_974 / 8);
    const int v_976 = (v_104 + v_975);
#line 642 "tilelang/ops/decode_kernels.py"
    Opart[(((((int)blockIdx.z) * 1 + 0) * 32 + v_958) * 5 + (int)blockIdx.x) * 128 + v_976] = r_9;
#line 643 "tilelang/ops/decode_kernels.py"
    const float v_977 = v_968.v[1];
    const bool v_978 = (v_977 > 0.0f);
#line 642 "tilelang/ops/decode_kernels.py"
    float r_10;
    if (v_978) {
#line 643 "tilelang/ops/decode_kernels.py"
      const float v_979 = acc_o[l_6];
      const float v_980 = l_sum[1];
      const float v_981 = (v_979 / v_980);
#line 642 "tilelang/ops/decode_kernels.py"
      r_10 = v_981;
    } else {
      r_10 = 0.0f;
    }
    Opart[(((((int)blockIdx.z) * 1 + 0) * 32 + v_959) * 5 + (int)blockIdx.x) * 128 + v_976] = r_10;
#line 640 "tilelang/ops/decode_kernels.py"
  }
#line 644 "tilelang/ops/decode_kernels.py"
  const bool v_982 = (tid == v_89);
  if (v_982) {
#line 647 "tilelang/ops/decode_kernels.py"
    const tl::vec<float, 2> v_983 = *reinterpret_cast<const tl::vec<float, 2>*>((l_sum + 0));
    const float v_984 = v_983.v[0];
    const bool v_985 = (v_984 > 0.0f);
#line 646 "tilelang/ops/decode_kernels.py"
    float r_11;
    if (v_985) {
#line 647 "tilelang/ops/decode_kernels.py"
      const float v_986 = m_cur[0];
      const float v_987 = (v_986 * 0.127517431974411f);
      const float v_988 = l_sum[0];
      const float v_989 = log2f(v_988);
      const float v_990 = (v_987 + v_989);
#line 646 "tilelang/ops/decode_kernels.py"
      r_11 = v_990;
    } else {
#line 647 "tilelang/ops/decode_kernels.py"
      const float v_991 = (-__int_as_float(0x7f800000));
#line 646 "tilelang/ops/decode_kernels.py"
      r_11 = v_991;
    }
    Lse[((((int)blockIdx.z) * 1 + 0) * 32 + v_958) * 5 + (int)blockIdx.x] = r_11;
#line 647 "tilelang/ops/decode_kernels.py"
    const float v_992 = v_983.v[1];
    const bool v_993 = (v_992 > 0.0f);
#line 646 "tilelang/ops/decode_kernels.py"
    float r_12;
    if (v_993) {
#line 647 "tilelang/ops/decode_kernels.py"
      const float v_994 = m_cur[1];
      const float v_995 = (v_994 * 0.127517431974411f);
      const float v_996 = l_sum[1];
      const float v_997 = log2f(v_996);
      const float v_998 = (v_995 + v_997);
#line 646 "tilelang/ops/decode_kernels.py"
      r_12 = v_998;
    } else {
#line 647 "tilelang/ops/decode_kernels.py"
      const float v_999 = (-__int_as_float(0x7f800000));
#line 646 "tilelang/ops/decode_kernels.py"
      r_12 = v_999;
    }
    Lse[((((int)blockIdx.z) * 1 + 0) * 32 + v_959) * 5 + (int)blockIdx.x] = r_12;
#line 644 "tilelang/ops/decode_kernels.py"
  }
}
