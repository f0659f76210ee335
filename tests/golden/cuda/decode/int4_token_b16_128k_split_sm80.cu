// decode_attention: q (16, 1, 32, 128) float16, cache (16 x 131072, 8, 128) int4 scales by token; sm_80
// split kernel; tile [64, 64, 2], keys major True, stages 2, fast math True, 5 splits (plan_splits without a GPU)
// written by `python scripts/update_golden.py` (never by hand): the CUDA source after prelude.cuh and a blank line, #line paths repository-relative
#line 570 "tilelang/ops/decode_kernels.py"
extern "C" __global__ void __launch_bounds__(64) split_kv_keys_major_kernel(half* __restrict__ Q, unsigned char* __restrict__ KC, unsigned char* __restrict__ VC, half* __restrict__ KS, half* __restrict__ VS, int* __restrict__ Lens, float* __restrict__ Opart, float* __restrict__ Lse) {
  extern __shared__ __align__(1024) unsigned char tl_smem[];
  const int tid = (int)threadIdx.x;
#line 576 "tilelang/ops/decode_kernels.py"
  half* const Q_s = reinterpret_cast<half*>(tl_smem + 16384);
#line 577 "tilelang/ops/decode_kernels.py"
  half* const P_s = reinterpret_cast<half*>(tl_smem + 18432);
#line 579 "tilelang/ops/decode_kernels.py"
  unsigned char* const Kq_s = reinterpret_cast<unsigned char*>(tl_smem + 0);
#line 580 "tilelang/ops/decode_kernels.py"
  unsigned char* const Vq_s = reinterpret_cast<unsigned char*>(tl_smem + 8192);
#line 583 "tilelang/ops/decode_kernels.py"
  half* const KSl_s = reinterpret_cast<half*>(tl_smem + 19456);
#line 584 "tilelang/ops/decode_kernels.py"
  half* const VSl_s = reinterpret_cast<half*>(tl_smem + 20480);
#line 585 "tilelang/ops/decode_kernels.py"
  alignas(16) float ks_f[8];
#line 586 "tilelang/ops/decode_kernels.py"
  alignas(16) float vs_f[8];
#line 587 "tilelang/ops/decode_kernels.py"
  alignas(16) half K_f[128];
#line 588 "tilelang/ops/decode_kernels.py"
  alignas(16) half V_f[128];
#line 589 "tilelang/ops/decode_kernels.py"
  alignas(16) float acc_s[8];
#line 592 "tilelang/ops/decode_kernels.py"
  alignas(16) float acc_o[16];
#line 593 "tilelang/ops/decode_kernels.py"
  alignas(16) float m_prev[2];
#line 594 "tilelang/ops/decode_kernels.py"
  alignas(16) float m_cur[2];
#line 595 "tilelang/ops/decode_kernels.py"
  alignas(16) float l_sum[2];
#line 597 "tilelang/ops/decode_kernels.py"
  alignas(16) float l_part[8];
#line 600 "tilelang/ops/decode_kernels.py"
  const int len_k = Lens[(int)blockIdx.z];
#line 376 "tilelang/ops/decode_kernels.py"
  const int v = (len_k + 32);
  const int v_1 = (v - 1);
  const int n_blocks = tl::floordiv(v_1, 32);
#line 377 "tilelang/ops/decode_kernels.py"
  const int v_2 = (n_blocks + 5);
  const int v_3 = (v_2 - 1);
  const int per = tl::floordiv(v_3, 5);
#line 378 "tilelang/ops/decode_kernels.py"
  const int v_4 = (int)blockIdx.x;
  const int start = (v_4 * per);
#line 379 "tilelang/ops/decode_kernels.py"
  const int v_5 = (n_blocks - start);
  const int v_6 = tl::min(per, v_5);
  const int count = tl::max(v_6, 0);
#line 369 "tilelang/ops/decode_kernels.py"
  const int v_7 = ((int)blockIdx.y * 2);
#line 387 "tilelang/ops/decode_kernels.py"
  for (int e = 0; e < 2; e += 1) {
    const int v_8 = (e * 64);
    const int v_9 = (v_8 + tid);
    const int v_10 = (v_9 % 16);
    const int v_11 = (v_9 / 16);
    const int v_12 = (v_10 * 8);
#line 388 "tilelang/ops/decode_kernels.py"
    const int rr = tl::min(v_11, 7);
#line 363 "tilelang/ops/decode_kernels.py"
    const int v_13 = (rr % 4);
#line 369 "tilelang/ops/decode_kernels.py"
    const int v_14 = (rr / 4);
    const int v_15 = (v_7 + v_14);
    const int v_16 = (v_15 * 4);
    const int v_17 = (v_16 + v_13);
#line 70 "tilelang/ops/decode_kernels.py"
    const int v_18 = (v_12 / 32);
    const int v_19 = (v_18 * 8);
#line 59 "tilelang/ops/decode_kernels.py"
    const int v_20 = (v_12 % 32);
    const int v_21 = (v_20 / 8);
#line 70 "tilelang/ops/decode_kernels.py"
    const int v_22 = (v_19 + v_21);
#line 393 "tilelang/ops/decode_kernels.py"
    const half v_23 = Q[((((int)blockIdx.z) * 1 + 0) * 32 + v_17) * 128 + v_22];
    const int v_24 = (v_11 * 8);
    const int v_25 = (v_12 ^ v_24);
#line 70 "tilelang/ops/decode_kernels.py"
    const int v_26 = (v_22 + 4);
#line 393 "tilelang/ops/decode_kernels.py"
    const half v_27 = Q[((((int)blockIdx.z) * 1 + 0) * 32 + v_17) * 128 + v_26];
#line 70 "tilelang/ops/decode_kernels.py"
    const int v_28 = (v_22 + 32);
#line 393 "tilelang/ops/decode_kernels.py"
    const half v_29 = Q[((((int)blockIdx.z) * 1 + 0) * 32 + v_17) * 128 + v_28];
#line 70 "tilelang/ops/decode_kernels.py"
    const int v_30 = (v_22 + 36);
#line 393 "tilelang/ops/decode_kernels.py"
    const half v_31 = Q[((((int)blockIdx.z) * 1 + 0) * 32 + v_17) * 128 + v_30];
#line 70 "tilelang/ops/decode_kernels.py"
    const int v_32 = (v_22 + 64);
#line 393 "tilelang/ops/decode_kernels.py"
    const half v_33 = Q[((((int)blockIdx.z) * 1 + 0) * 32 + v_17) * 128 + v_32];
#line 70 "tilelang/ops/decode_kernels.py"
    const int v_34 = (v_22 + 68);
#line 393 "tilelang/ops/decode_kernels.py"
    const half v_35 = Q[((((int)blockIdx.z) * 1 + 0) * 32 + v_17) * 128 + v_34];
#line 70 "tilelang/ops/decode_kernels.py"
    const int v_36 = (v_22 + 96);
#line 393 "tilelang/ops/decode_kernels.py"
    const half v_37 = Q[((((int)blockIdx.z) * 1 + 0) * 32 + v_17) * 128 + v_36];
#line 70 "tilelang/ops/decode_kernels.py"
    const int v_38 = (v_22 + 100);
#line 393 "tilelang/ops/decode_kernels.py"
    const half v_39 = Q[((((int)blockIdx.z) * 1 + 0) * 32 + v_17) * 128 + v_38];
    const tl::vec<half, 8> v_40 = tl::vec<half, 8>{{v_23, v_27, v_29, v_31, v_33, v_35, v_37, v_39}};
    *reinterpret_cast<tl::vec<half, 8>*>((Q_s + (v_11) * 128 + v_25)) = v_40;
#line 387 "tilelang/ops/decode_kernels.py"
  }
  __syncthreads();
#line 609 "tilelang/ops/decode_kernels.py"
  #pragma unroll
  for (int l_v = 0; l_v < 4; l_v += 1) {
    const int v_41 = (l_v * 4);
    const tl::vec<float, 4> v_42 = tl::vec<float, 4>{{0.0f, 0.0f, 0.0f, 0.0f}};
    *reinterpret_cast<tl::vec<float, 4>*>((acc_o + v_41)) = v_42;
  }
#line 610 "tilelang/ops/decode_kernels.py"
  #pragma unroll
  for (int l_v_1 = 0; l_v_1 < 2; l_v_1 += 1) {
    const int v_43 = (l_v_1 * 4);
    const tl::vec<float, 4> v_44 = tl::vec<float, 4>{{0.0f, 0.0f, 0.0f, 0.0f}};
    *reinterpret_cast<tl::vec<float, 4>*>((l_part + v_43)) = v_44;
  }
#line 611 "tilelang/ops/decode_kernels.py"
  const tl::vec<float, 2> v_45 = tl::vec<float, 2>{{-1.0000000150474662e+30f, -1.0000000150474662e+30f}};
  *reinterpret_cast<tl::vec<float, 2>*>((m_cur + 0)) = v_45;
#line 612 "tilelang/ops/decode_kernels.py"
  const int v_46 = count;
#line 682 "tilelang/ops/decode_kernels.py"
  float* const reduce_partials = reinterpret_cast<float*>(tl_smem + 21504);
#line 570 "tilelang/ops/decode_kernels.py"
  const bool v_47 = (0 < v_46);
#line 612 "tilelang/ops/decode_kernels.py"
  if (v_47) {
    const int v_48 = (v_46 + -1);
    const int v_49 = tl::min(0, v_48);
#line 613 "tilelang/ops/decode_kernels.py"
    const int v_50 = v_49;
    const int v_51 = (start + v_50);
    const int t0 = (v_51 * 32);
#line 358 "tilelang/ops/decode_kernels.py"
    const int v_52 = t0;
    const int v_53 = (v_7 + 1);
#line 426 "tilelang/ops/decode_kernels.py"
    const bool v_54 = (tid < 32);
#line 619 "tilelang/ops/decode_kernels.py"
    const int v_55 = (tid % 32);
    const int v_56 = (v_55 % 4);
    const int v_57 = (v_56 * 4);
    const int v_58 = (v_57 * 4);
#line 358 "tilelang/ops/decode_kernels.py"
    for (int k = 0; k < 2; k += 1) {
      const int v_59 = (k * 64);
      const int v_60 = (v_59 + tid);
      const int v_61 = (v_60 / 4);
      const int v_62 = (v_61 + v_52);
      const bool v_63 = (v_62 < 131072);
      tl::cp_async<16>((Kq_s + (v_61) * 64 + v_58), (v_63 ? (KC + ((((int)blockIdx.z) * 131072 + v_62) * 8 + v_7) * 64 + v_58) : (const void*)KC), v_63);
    }
    for (int k_1 = 0; k_1 < 2; k_1 += 1) {
      const int v_64 = (k_1 * 64);
      const int v_65 = (v_64 + tid);
      const int v_66 = (v_65 / 4);
      const int v_67 = (v_66 + v_52);
      const int v_68 = (v_66 + 32);
      const bool v_69 = (v_67 < 131072);
      tl::cp_async<16>((Kq_s + (v_68) * 64 + v_58), (v_69 ? (KC + ((((int)blockIdx.z) * 131072 + v_67) * 8 + v_53) * 64 + v_58) : (const void*)KC), v_69);
    }
    for (int k_2 = 0; k_2 < 2; k_2 += 1) {
      const int v_70 = (k_2 * 64);
      const int v_71 = (v_70 + tid);
      const int v_72 = (v_71 / 4);
      const int v_73 = (v_72 + v_52);
      const bool v_74 = (v_73 < 131072);
      tl::cp_async<16>((Vq_s + (v_72) * 64 + v_58), (v_74 ? (VC + ((((int)blockIdx.z) * 131072 + v_73) * 8 + v_7) * 64 + v_58) : (const void*)VC), v_74);
    }
    for (int k_3 = 0; k_3 < 2; k_3 += 1) {
      const int v_75 = (k_3 * 64);
      const int v_76 = (v_75 + tid);
      const int v_77 = (v_76 / 4);
      const int v_78 = (v_77 + v_52);
      const int v_79 = (v_77 + 32);
      const bool v_80 = (v_78 < 131072);
      tl::cp_async<16>((Vq_s + (v_79) * 64 + v_58), (v_80 ? (VC + ((((int)blockIdx.z) * 131072 + v_78) * 8 + v_53) * 64 + v_58) : (const void*)VC), v_80);
    }
#line 426 "tilelang/ops/decode_kernels.py"
    if (v_54) {
      const int v_81 = (v_55 + v_52);
      const bool v_82 = (v_81 < 131072);
      tl::cp_async<16>((KSl_s + (v_55) * 8 + 0), (v_82 ? (KS + ((((int)blockIdx.z) * 131072 + v_81) * 8 + 0) * 1 + 0) : (const void*)KS), v_82);
    }
#line 427 "tilelang/ops/decode_kernels.py"
    if (v_54) {
      const int v_83 = (v_55 + v_52);
      const bool v_84 = (v_83 < 131072);
      tl::cp_async<16>((VSl_s + (v_55) * 8 + 0), (v_84 ? (VS + ((((int)blockIdx.z) * 131072 + v_83) * 8 + 0) * 1 + 0) : (const void*)VS), v_84);
    }
#line 612 "tilelang/ops/decode_kernels.py"
  }
  tl::cp_async_commit();
#line 358 "tilelang/ops/decode_kernels.py"
  const int v_85 = (v_7 + 1);
#line 426 "tilelang/ops/decode_kernels.py"
  const bool v_86 = (tid < 32);
#line 619 "tilelang/ops/decode_kernels.py"
  const int v_87 = (tid / 32);
  const int v_88 = (tid % 32);
  const int v_89 = (v_88 / 4);
  const int v_90 = (v_88 % 4);
  const int v_91 = (v_90 * 2);
  const int v_92 = (v_87 * 32);
  const int v_93 = (v_92 + v_89);
  const int v_94 = (v_90 * 4);
  const int v_95 = (v_94 * 4);
  const int v_96 = (v_94 + 1);
  const int v_97 = (v_96 * 4);
  const int v_98 = (v_94 + 2);
  const int v_99 = (v_98 * 4);
  const int v_100 = (v_94 + 3);
  const int v_101 = (v_100 * 4);
  const int v_102 = (v_91 + 1);
#line 626 "tilelang/ops/decode_kernels.py"
  const int v_103 = (v_87 * 64);
  const int v_104 = (v_89 * 8);
  const int v_105 = (v_103 + v_104);
  const int v_106 = (v_105 / 8);
  const int v_107 = (v_106 * 4);
#line 633 "tilelang/ops/decode_kernels.py"
  const int v_108 = (v_88 % 8);
  const int v_109 = (v_88 / 8);
  const int v_110 = (v_109 % 2);
  const int v_111 = (v_110 * 8);
  const int v_112 = (v_108 * 8);
#line 682 "tilelang/ops/decode_kernels.py"
  const int v_113 = (v_88 & 28);
  const bool v_114 = (v_113 == 0);
#line 701 "tilelang/ops/decode_kernels.py"
  const int v_115 = (v_88 % 16);
#line 612 "tilelang/ops/decode_kernels.py"
  int r = 0;
  for (int kb = 0; kb < v_46; kb += 1) {
    tl::cp_async_wait<0>();
    __syncthreads();
    const int v_116 = (kb + 1);
    const bool v_117 = (r == 0);
    const int v_118 = (r - 1);
    const int v_119 = (v_117 ? 1 : v_118);
    const bool v_120 = (v_116 < v_46);
    if (v_120) {
      const int v_121 = (v_46 + -1);
      const int v_122 = tl::min(v_116, v_121);
#line 613 "tilelang/ops/decode_kernels.py"
      const int v_123 = v_122;
      const int v_124 = (start + v_123);
      const int t0_1 = (v_124 * 32);
#line 358 "tilelang/ops/decode_kernels.py"
      const int v_125 = t0_1;
#line 612 "tilelang/ops/decode_kernels.py"
      const int v_126 = (v_119 * 64);
      const int v_127 = (v_119 * 32);
#line 358 "tilelang/ops/decode_kernels.py"
      for (int k_4 = 0; k_4 < 2; k_4 += 1) {
        const int v_128 = (k_4 * 64);
        const int v_129 = (v_128 + tid);
        const int v_130 = (v_129 / 4);
        const int v_131 = (v_130 + v_125);
        const bool v_132 = (v_131 < 131072);
        const int v_133 = (v_130 + v_126);
        tl::cp_async<16>((Kq_s + (v_133) * 64 + v_95), (v_132 ? (KC + ((((int)blockIdx.z) * 131072 + v_131) * 8 + v_7) * 64 + v_95) : (const void*)KC), v_132);
      }
      for (int k_5 = 0; k_5 < 2; k_5 += 1) {
        const int v_134 = (k_5 * 64);
        const int v_135 = (v_134 + tid);
        const int v_136 = (v_135 / 4);
        const int v_137 = (v_136 + v_125);
        const int v_138 = (v_136 + 32);
        const bool v_139 = (v_137 < 131072);
        const int v_140 = (v_138 + v_126);
        tl::cp_async<16>((Kq_s + (v_140) * 64 + v_95), (v_139 ? (KC + ((((int)blockIdx.z) * 131072 + v_137) * 8 + v_85) * 64 + v_95) : (const void*)KC), v_139);
      }
      for (int k_6 = 0; k_6 < 2; k_6 += 1) {
        const int v_141 = (k_6 * 64);
        const int v_142 = (v_141 + tid);
        const int v_143 = (v_142 / 4);
        const int v_144 = (v_143 + v_125);
        const bool v_145 = (v_144 < 131072);
        const int v_146 = (v_143 + v_126);
        tl::cp_async<16>((Vq_s + (v_146) * 64 + v_95), (v_145 ? (VC + ((((int)blockIdx.z) * 131072 + v_144) * 8 + v_7) * 64 + v_95) : (const void*)VC), v_145);
      }
      for (int k_7 = 0; k_7 < 2; k_7 += 1) {
        const int v_147 = (k_7 * 64);
        const int v_148 = (v_147 + tid);
        const int v_149 = (v_148 / 4);
        const int v_150 = (v_149 + v_125);
        const int v_151 = (v_149 + 32);
        const bool v_152 = (v_150 < 131072);
        const int v_153 = (v_151 + v_126);
        tl::cp_async<16>((Vq_s + (v_153) * 64 + v_95), (v_152 ? (VC + ((((int)blockIdx.z) * 131072 + v_150) * 8 + v_85) * 64 + v_95) : (const void*)VC), v_152);
      }
#line 426 "tilelang/ops/decode_kernels.py"
      if (v_86) {
        const int v_154 = (v_88 + v_125);
        const bool v_155 = (v_154 < 131072);
        const int v_156 = (v_88 + v_127);
        tl::cp_async<16>((KSl_s + (v_156) * 8 + 0), (v_155 ? (KS + ((((int)blockIdx.z) * 131072 + v_154) * 8 + 0) * 1 + 0) : (const void*)KS), v_155);
      }
#line 427 "tilelang/ops/decode_kernels.py"
      if (v_86) {
        const int v_157 = (v_88 + v_125);
        const bool v_158 = (v_157 < 131072);
        const int v_159 = (v_88 + v_127);
        tl::cp_async<16>((VSl_s + (v_159) * 8 + 0), (v_158 ? (VS + ((((int)blockIdx.z) * 131072 + v_157) * 8 + 0) * 1 + 0) : (const void*)VS), v_158);
      }
#line 612 "tilelang/ops/decode_kernels.py"
    }
    tl::cp_async_commit();
    const int v_160 = (r * 64);
    const int v_161 = (r * 32);
#line 613 "tilelang/ops/decode_kernels.py"
    const int v_162 = kb;
    const int v_163 = (start + v_162);
    const int t0_2 = (v_163 * 32);
#line 358 "tilelang/ops/decode_kernels.py"
    const int v_164 = (t0_2 + 32);
#line 164 "tilelang/ops/decode_kernels.py"
    const bool v_165 = (v_164 > len_k);
#line 429 "tilelang/ops/decode_kernels.py"
    if (v_165) {
#line 325 "tilelang/ops/decode_kernels.py"
      const int h = (v_7 + v_87);
#line 401 "tilelang/ops/decode_kernels.py"
      #pragma unroll
      for (int l_v_2 = 0; l_v_2 < 2; l_v_2 += 1) {
        const int v_166 = (l_v_2 * 4);
        const int v_167 = (l_v_2 * 16);
        const int v_168 = (v_92 + v_167);
        const int v_169 = (v_168 + v_89);
#line 341 "tilelang/ops/decode_kernels.py"
        const int n = (v_169 % 32);
#line 327 "tilelang/ops/decode_kernels.py"
        const int v_170 = (n + v_161);
        const half v_171 = KSl_s[(v_170) * 8 + h];
        const float s = tl::cast<float>(v_171);
#line 335 "tilelang/ops/decode_kernels.py"
        const int v_172 = n;
        const int v_173 = (t0_2 + v_172);
        const bool v_174 = (v_173 < len_k);
        const float v_175 = (v_174 ? s : 0.0f);
#line 401 "tilelang/ops/decode_kernels.py"
        const int v_176 = (v_169 + 8);
#line 341 "tilelang/ops/decode_kernels.py"
        const int n_1 = (v_176 % 32);
#line 327 "tilelang/ops/decode_kernels.py"
        const int v_177 = (v_170 + 8);
        const half v_178 = KSl_s[(v_177) * 8 + h];
        const float s_1 = tl::cast<float>(v_178);
#line 335 "tilelang/ops/decode_kernels.py"
        const int v_179 = n_1;
        const int v_180 = (t0_2 + v_179);
        const bool v_181 = (v_180 < len_k);
        const float v_182 = (v_181 ? s_1 : 0.0f);
#line 401 "tilelang/ops/decode_kernels.py"
        const tl::vec<float, 4> v_183 = tl::vec<float, 4>{{v_175, v_175, v_182, v_182}};
        *reinterpret_cast<tl::vec<float, 4>*>((ks_f + v_166)) = v_183;
      }
#line 403 "tilelang/ops/decode_kernels.py"
      #pragma unroll
      for (int l_v_3 = 0; l_v_3 < 2; l_v_3 += 1) {
        const int v_184 = (l_v_3 * 4);
        const int v_185 = (l_v_3 * 16);
        const int v_186 = (v_92 + v_185);
        const int v_187 = (v_186 + v_89);
#line 341 "tilelang/ops/decode_kernels.py"
        const int n_2 = (v_187 % 32);
#line 327 "tilelang/ops/decode_kernels.py"
        const int v_188 = (n_2 + v_161);
        const half v_189 = VSl_s[(v_188) * 8 + h];
        const float s_2 = tl::cast<float>(v_189);
#line 335 "tilelang/ops/decode_kernels.py"
        const int v_190 = n_2;
        const int v_191 = (t0_2 + v_190);
        const bool v_192 = (v_191 < len_k);
        const float v_193 = (v_192 ? s_2 : 0.0f);
#line 403 "tilelang/ops/decode_kernels.py"
        const int v_194 = (v_187 + 8);
#line 341 "tilelang/ops/decode_kernels.py"
        const int n_3 = (v_194 % 32);
#line 327 "tilelang/ops/decode_kernels.py"
        const int v_195 = (v_188 + 8);
        const half v_196 = VSl_s[(v_195) * 8 + h];
        const float s_3 = tl::cast<float>(v_196);
#line 335 "tilelang/ops/decode_kernels.py"
        const int v_197 = n_3;
        const int v_198 = (t0_2 + v_197);
        const bool v_199 = (v_198 < len_k);
        const float v_200 = (v_199 ? s_3 : 0.0f);
#line 403 "tilelang/ops/decode_kernels.py"
        const tl::vec<float, 4> v_201 = tl::vec<float, 4>{{v_193, v_193, v_200, v_200}};
        *reinterpret_cast<tl::vec<float, 4>*>((vs_f + v_184)) = v_201;
      }
#line 429 "tilelang/ops/decode_kernels.py"
    } else {
#line 325 "tilelang/ops/decode_kernels.py"
      const int h_1 = (v_7 + v_87);
#line 401 "tilelang/ops/decode_kernels.py"
      #pragma unroll
      for (int l_v_4 = 0; l_v_4 < 2; l_v_4 += 1) {
        const int v_202 = (l_v_4 * 4);
        const int v_203 = (l_v_4 * 16);
        const int v_204 = (v_92 + v_203);
        const int v_205 = (v_204 + v_89);
#line 341 "tilelang/ops/decode_kernels.py"
        const int n_4 = (v_205 % 32);
#line 327 "tilelang/ops/decode_kernels.py"
        const int v_206 = (n_4 + v_161);
        const half v_207 = KSl_s[(v_206) * 8 + h_1];
        const float s_4 = tl::cast<float>(v_207);
        const int v_208 = (v_206 + 8);
        const half v_209 = KSl_s[(v_208) * 8 + h_1];
        const float s_5 = tl::cast<float>(v_209);
#line 401 "tilelang/ops/decode_kernels.py"
        const tl::vec<float, 4> v_210 = tl::vec<float, 4>{{s_4, s_4, s_5, s_5}};
        *reinterpret_cast<tl::vec<float, 4>*>((ks_f + v_202)) = v_210;
      }
#line 403 "tilelang/ops/decode_kernels.py"
      #pragma unroll
      for (int l_v_5 = 0; l_v_5 < 2; l_v_5 += 1) {
        const int v_211 = (l_v_5 * 4);
        const int v_212 = (l_v_5 * 16);
        const int v_213 = (v_92 + v_212);
        const int v_214 = (v_213 + v_89);
#line 341 "tilelang/ops/decode_kernels.py"
        const int n_5 = (v_214 % 32);
#line 327 "tilelang/ops/decode_kernels.py"
        const int v_215 = (n_5 + v_161);
        const half v_216 = VSl_s[(v_215) * 8 + h_1];
        const float s_6 = tl::cast<float>(v_216);
        const int v_217 = (v_215 + 8);
        const half v_218 = VSl_s[(v_217) * 8 + h_1];
        const float s_7 = tl::cast<float>(v_218);
#line 403 "tilelang/ops/decode_kernels.py"
        const tl::vec<float, 4> v_219 = tl::vec<float, 4>{{s_6, s_6, s_7, s_7}};
        *reinterpret_cast<tl::vec<float, 4>*>((vs_f + v_211)) = v_219;
      }
#line 429 "tilelang/ops/decode_kernels.py"
    }
#line 619 "tilelang/ops/decode_kernels.py"
    alignas(16) half dequant[128];
    alignas(16) half decoded[8];
    const int v_220 = (v_93 + v_160);
    const unsigned v_221 = *reinterpret_cast<const unsigned*>((Kq_s + (v_220) * 64 + v_95));
    tl::dequant_i4<true>(decoded + 0, v_221);
    const half v_222 = decoded[0];
    dequant[0] = v_222;
    const half v_223 = decoded[1];
    dequant[1] = v_223;
    const half v_224 = decoded[2];
    dequant[4] = v_224;
    const half v_225 = decoded[3];
    dequant[5] = v_225;
    const half v_226 = decoded[4];
    dequant[8] = v_226;
    const half v_227 = decoded[5];
    dequant[9] = v_227;
    const half v_228 = decoded[6];
    dequant[12] = v_228;
    const half v_229 = decoded[7];
    dequant[13] = v_229;
    const int v_230 = (v_220 + 8);
    const unsigned v_231 = *reinterpret_cast<const unsigned*>((Kq_s + (v_230) * 64 + v_95));
    tl::dequant_i4<true>(decoded + 0, v_231);
    const half v_232 = decoded[0];
    dequant[2] = v_232;
    const half v_233 = decoded[1];
    dequant[3] = v_233;
    const half v_234 = decoded[2];
    dequant[6] = v_234;
    const half v_235 = decoded[3];
    dequant[7] = v_235;
    const half v_236 = decoded[4];
    dequant[10] = v_236;
    const half v_237 = decoded[5];
    dequant[11] = v_237;
    const half v_238 = decoded[6];
    dequant[14] = v_238;
    const half v_239 = decoded[7];
    dequant[15] = v_239;
    const unsigned v_240 = *reinterpret_cast<const unsigned*>((Kq_s + (v_220) * 64 + v_97));
    tl::dequant_i4<true>(decoded + 0, v_240);
    const half v_241 = decoded[0];
    dequant[16] = v_241;
    const half v_242 = decoded[1];
    dequant[17] = v_242;
    const half v_243 = decoded[2];
    dequant[20] = v_243;
    const half v_244 = decoded[3];
    dequant[21] = v_244;
    const half v_245 = decoded[4];
    dequant[24] = v_245;
    const half v_246 = decoded[5];
    dequant[25] = v_246;
    const half v_247 = decoded[6];
    dequant[28] = v_247;
    const half v_248 = decoded[7];
    dequant[29] = v_248;
    const unsigned v_249 = *reinterpret_cast<const unsigned*>((Kq_s + (v_230) * 64 + v_97));
    tl::dequant_i4<true>(decoded + 0, v_249);
    const half v_250 = decoded[0];
    dequant[18] = v_250;
    const half v_251 = decoded[1];
    dequant[19] = v_251;
    const half v_252 = decoded[2];
    dequant[22] = v_252;
    const half v_253 = decoded[3];
    dequant[23] = v_253;
    const half v_254 = decoded[4];
    dequant[26] = v_254;
    const half v_255 = decoded[5];
    dequant[27] = v_255;
    const half v_256 = decoded[6];
    dequant[30] = v_256;
    const half v_257 = decoded[7];
    dequant[31] = v_257;
    const unsigned v_258 = *reinterpret_cast<const unsigned*>((Kq_s + (v_220) * 64 + v_99));
    tl::dequant_i4<true>(decoded + 0, v_258);
    const half v_259 = decoded[0];
    dequant[32] = v_259;
    const half v_260 = decoded[1];
    dequant[33] = v_260;
    const half v_261 = decoded[2];
    dequant[36] = v_261;
    const half v_262 = decoded[3];
    dequant[37] = v_262;
    const half v_263 = decoded[4];
    dequant[40] = v_263;
    const half v_264 = decoded[5];
    dequant[41] = v_264;
    const half v_265 = decoded[6];
    dequant[44] = v_265;
    const half v_266 = decoded[7];
    dequant[45] = v_266;
    const unsigned v_267 = *reinterpret_cast<const unsigned*>((Kq_s + (v_230) * 64 + v_99));
    tl::dequant_i4<true>(decoded + 0, v_267);
    const half v_268 = decoded[0];
    dequant[34] = v_268;
    const half v_269 = decoded[1];
    dequant[35] = v_269;
    const half v_270 = decoded[2];
    dequant[38] = v_270;
    const half v_271 = decoded[3];
    dequant[39] = v_271;
    const half v_272 = decoded[4];
    dequant[42] = v_272;
    const half v_273 = decoded[5];
    dequant[43] = v_273;
    const half v_274 = decoded[6];
    dequant[46] = v_274;
    const half v_275 = decoded[7];
    dequant[47] = v_275;
    const unsigned v_276 = *reinterpret_cast<const unsigned*>((Kq_s + (v_220) * 64 + v_101));
    tl::dequant_i4<true>(decoded + 0, v_276);
    const half v_277 = decoded[0];
    dequant[48] = v_277;
    const half v_278 = decoded[1];
    dequant[49] = v_278;
    const half v_279 = decoded[2];
    dequant[52] = v_279;
    const half v_280 = decoded[3];
    dequant[53] = v_280;
    const half v_281 = decoded[4];
    dequant[56] = v_281;
    const half v_282 = decoded[5];
    dequant[57] = v_282;
    const half v_283 = decoded[6];
    dequant[60] = v_283;
    const half v_284 = decoded[7];
    dequant[61] = v_284;
    const unsigned v_285 = *reinterpret_cast<const unsigned*>((Kq_s + (v_230) * 64 + v_101));
    tl::dequant_i4<true>(decoded + 0, v_285);
    const half v_286 = decoded[0];
    dequant[50] = v_286;
    const half v_287 = decoded[1];
    dequant[51] = v_287;
    const half v_288 = decoded[2];
    dequant[54] = v_288;
    const half v_289 = decoded[3];
    dequant[55] = v_289;
    const half v_290 = decoded[4];
    dequant[58] = v_290;
    const half v_291 = decoded[5];
    dequant[59] = v_291;
    const half v_292 = decoded[6];
    dequant[62] = v_292;
    const half v_293 = decoded[7];
    dequant[63] = v_293;
    const int v_294 = (v_220 + 16);
    const unsigned v_295 = *reinterpret_cast<const unsigned*>((Kq_s + (v_294) * 64 + v_95));
    tl::dequant_i4<true>(decoded + 0, v_295);
    const half v_296 = decoded[0];
    dequant[64] = v_296;
    const half v_297 = decoded[1];
    dequant[65] = v_297;
    const half v_298 = decoded[2];
    dequant[68] = v_298;
    const half v_299 = decoded[3];
    dequant[69] = v_299;
    const half v_300 = decoded[4];
    dequant[72] = v_300;
    const half v_301 = decoded[5];
    dequant[73] = v_301;
    const half v_302 = decoded[6];
    dequant[76] = v_302;
    const half v_303 = decoded[7];
    dequant[77] = v_303;
    const int v_304 = (v_220 + 24);
    const unsigned v_305 = *reinterpret_cast<const unsigned*>((Kq_s + (v_304) * 64 + v_95));
    tl::dequant_i4<true>(decoded + 0, v_305);
    const half v_306 = decoded[0];
    dequant[66] = v_306;
    const half v_307 = decoded[1];
    dequant[67] = v_307;
    const half v_308 = decoded[2];
    dequant[70] = v_308;
    const half v_309 = decoded[3];
    dequant[71] = v_309;
    const half v_310 = decoded[4];
    dequant[74] = v_310;
    const half v_311 = decoded[5];
    dequant[75] = v_311;
    const half v_312 = decoded[6];
    dequant[78] = v_312;
    const half v_313 = decoded[7];
    dequant[79] = v_313;
    const unsigned v_314 = *reinterpret_cast<const unsigned*>((Kq_s + (v_294) * 64 + v_97));
    tl::dequant_i4<true>(decoded + 0, v_314);
    const half v_315 = decoded[0];
    dequant[80] = v_315;
    const half v_316 = decoded[1];
    dequant[81] = v_316;
    const half v_317 = decoded[2];
    dequant[84] = v_317;
    const half v_318 = decoded[3];
    dequant[85] = v_318;
    const half v_319 = decoded[4];
    dequant[88] = v_319;
    const half v_320 = decoded[5];
    dequant[89] = v_320;
    const half v_321 = decoded[6];
    dequant[92] = v_321;
    const half v_322 = decoded[7];
    dequant[93] = v_322;
    const unsigned v_323 = *reinterpret_cast<const unsigned*>((Kq_s + (v_304) * 64 + v_97));
    tl::dequant_i4<true>(decoded + 0, v_323);
    const half v_324 = decoded[0];
    dequant[82] = v_324;
    const half v_325 = decoded[1];
    dequant[83] = v_325;
    const half v_326 = decoded[2];
    dequant[86] = v_326;
    const half v_327 = decoded[3];
    dequant[87] = v_327;
    const half v_328 = decoded[4];
    dequant[90] = v_328;
    const half v_329 = decoded[5];
    dequant[91] = v_329;
    const half v_330 = decoded[6];
    dequant[94] = v_330;
    const half v_331 = decoded[7];
    dequant[95] = v_331;
    const unsigned v_332 = *reinterpret_cast<const unsigned*>((Kq_s + (v_294) * 64 + v_99));
    tl::dequant_i4<true>(decoded + 0, v_332);
    const half v_333 = decoded[0];
    dequant[96] = v_333;
    const half v_334 = decoded[1];
    dequant[97] = v_334;
    const half v_335 = decoded[2];
    dequant[100] = v_335;
    const half v_336 = decoded[3];
    dequant[101] = v_336;
    const half v_337 = decoded[4];
    dequant[104] = v_337;
    const half v_338 = decoded[5];
    dequant[105] = v_338;
    const half v_339 = decoded[6];
    dequant[108] = v_339;
    const half v_340 = decoded[7];
    dequant[109] = v_340;
    const unsigned v_341 = *reinterpret_cast<const unsigned*>((Kq_s + (v_304) * 64 + v_99));
    tl::dequant_i4<true>(decoded + 0, v_341);
    const half v_342 = decoded[0];
    dequant[98] = v_342;
    const half v_343 = decoded[1];
    dequant[99] = v_343;
    const half v_344 = decoded[2];
    dequant[102] = v_344;
    const half v_345 = decoded[3];
    dequant[103] = v_345;
    const half v_346 = decoded[4];
    dequant[106] = v_346;
    const half v_347 = decoded[5];
    dequant[107] = v_347;
    const half v_348 = decoded[6];
    dequant[110] = v_348;
    const half v_349 = decoded[7];
    dequant[111] = v_349;
    const unsigned v_350 = *reinterpret_cast<const unsigned*>((Kq_s + (v_294) * 64 + v_101));
    tl::dequant_i4<true>(decoded + 0, v_350);
    const half v_351 = decoded[0];
    dequant[112] = v_351;
    const half v_352 = decoded[1];
    dequant[113] = v_352;
    const half v_353 = decoded[2];
    dequant[116] = v_353;
    const half v_354 = decoded[3];
    dequant[117] = v_354;
    const half v_355 = decoded[4];
    dequant[120] = v_355;
    const half v_356 = decoded[5];
    dequant[121] = v_356;
    const half v_357 = decoded[6];
    dequant[124] = v_357;
    const half v_358 = decoded[7];
    dequant[125] = v_358;
    const unsigned v_359 = *reinterpret_cast<const unsigned*>((Kq_s + (v_304) * 64 + v_101));
    tl::dequant_i4<true>(decoded + 0, v_359);
    const half v_360 = decoded[0];
    dequant[114] = v_360;
    const half v_361 = decoded[1];
    dequant[115] = v_361;
    const half v_362 = decoded[2];
    dequant[118] = v_362;
    const half v_363 = decoded[3];
    dequant[119] = v_363;
    const half v_364 = decoded[4];
    dequant[122] = v_364;
    const half v_365 = decoded[5];
    dequant[123] = v_365;
    const half v_366 = decoded[6];
    dequant[126] = v_366;
    const half v_367 = decoded[7];
    dequant[127] = v_367;
    #pragma unroll
    for (int l_v_6 = 0; l_v_6 < 16; l_v_6 += 1) {
      const int v_368 = (l_v_6 * 8);
#line 199 "tilelang/ops/decode_kernels.py"
      const tl::vec<half, 8> v_369 = *reinterpret_cast<const tl::vec<half, 8>*>((dequant + v_368));
#line 619 "tilelang/ops/decode_kernels.py"
      *reinterpret_cast<tl::vec<half, 8>*>((K_f + v_368)) = v_369;
    }
#line 626 "tilelang/ops/decode_kernels.py"
    alignas(16) half dequant_1[128];
    alignas(16) half decoded_1[8];
    const int v_370 = (v_91 + v_160);
    const unsigned v_371 = *reinterpret_cast<const unsigned*>((Vq_s + (v_370) * 64 + v_107));
    const int v_372 = (v_370 + 1);
    const unsigned v_373 = *reinterpret_cast<const unsigned*>((Vq_s + (v_372) * 64 + v_107));
    const unsigned v_374 = (v_371 & 65535u);
    const unsigned v_375 = (v_373 << 16u);
    const unsigned v_376 = (v_374 | v_375);
    tl::dequant_i4<true>(decoded_1 + 0, v_376);
    const half v_377 = decoded_1[0];
    dequant_1[0] = v_377;
    const half v_378 = decoded_1[1];
    dequant_1[1] = v_378;
    const half v_379 = decoded_1[2];
    dequant_1[2] = v_379;
    const half v_380 = decoded_1[3];
    dequant_1[3] = v_380;
    const half v_381 = decoded_1[4];
    dequant_1[32] = v_381;
    const half v_382 = decoded_1[5];
    dequant_1[33] = v_382;
    const half v_383 = decoded_1[6];
    dequant_1[34] = v_383;
    const half v_384 = decoded_1[7];
    dequant_1[35] = v_384;
    const unsigned v_385 = (v_371 >> 16u);
    const unsigned v_386 = (v_373 & 4294901760u);
    const unsigned v_387 = (v_385 | v_386);
    tl::dequant_i4<true>(decoded_1 + 0, v_387);
    const half v_388 = decoded_1[0];
    dequant_1[64] = v_388;
    const half v_389 = decoded_1[1];
    dequant_1[65] = v_389;
    const half v_390 = decoded_1[2];
    dequant_1[66] = v_390;
    const half v_391 = decoded_1[3];
    dequant_1[67] = v_391;
    const half v_392 = decoded_1[4];
    dequant_1[96] = v_392;
    const half v_393 = decoded_1[5];
    dequant_1[97] = v_393;
    const half v_394 = decoded_1[6];
    dequant_1[98] = v_394;
    const half v_395 = decoded_1[7];
    dequant_1[99] = v_395;
    const int v_396 = (v_370 + 8);
    const unsigned v_397 = *reinterpret_cast<const unsigned*>((Vq_s + (v_396) * 64 + v_107));
    const int v_398 = (v_370 + 9);
    const unsigned v_399 = *reinterpret_cast<const unsigned*>((Vq_s + (v_398) * 64 + v_107));
    const unsigned v_400 = (v_397 & 65535u);
    const unsigned v_401 = (v_399 << 16u);
    const unsigned v_402 = (v_400 | v_401);
    tl::dequant_i4<true>(decoded_1 + 0, v_402);
    const half v_403 = decoded_1[0];
    dequant_1[4] = v_403;
    const half v_404 = decoded_1[1];
    dequant_1[5] = v_404;
    const half v_405 = decoded_1[2];
    dequant_1[6] = v_405;
    const half v_406 = decoded_1[3];
    dequant_1[7] = v_406;
    const half v_407 = decoded_1[4];
    dequant_1[36] = v_407;
    const half v_408 = decoded_1[5];
    dequant_1[37] = v_408;
    const half v_409 = decoded_1[6];
    dequant_1[38] = v_409;
    const half v_410 = decoded_1[7];
    dequant_1[39] = v_410;
    const unsigned v_411 = (v_397 >> 16u);
    const unsigned v_412 = (v_399 & 4294901760u);
    const unsigned v_413 = (v_411 | v_412);
    tl::dequant_i4<true>(decoded_1 + 0, v_413);
    const half v_414 = decoded_1[0];
    dequant_1[68] = v_414;
    const half v_415 = decoded_1[1];
    dequant_1[69] = v_415;
    const half v_416 = decoded_1[2];
    dequant_1[70] = v_416;
    const half v_417 = decoded_1[3];
    dequant_1[71] = v_417;
    const half v_418 = decoded_1[4];
    dequant_1[100] = v_418;
    const half v_419 = decoded_1[5];
    dequant_1[101] = v_419;
    const half v_420 = decoded_1[6];
    dequant_1[102] = v_420;
    const half v_421 = decoded_1[7];
    dequant_1[103] = v_421;
    const int v_422 = (v_370 + 16);
    const unsigned v_423 = *reinterpret_cast<const unsigned*>((Vq_s + (v_422) * 64 + v_107));
    const int v_424 = (v_370 + 17);
    const unsigned v_425 = *reinterpret_cast<const unsigned*>((Vq_s + (v_424) * 64 + v_107));
    const unsigned v_426 = (v_423 & 65535u);
    const unsigned v_427 = (v_425 << 16u);
    const unsigned v_428 = (v_426 | v_427);
    tl::dequant_i4<true>(decoded_1 + 0, v_428);
    const half v_429 = decoded_1[0];
    dequant_1[8] = v_429;
    const half v_430 = decoded_1[1];
    dequant_1[9] = v_430;
    const half v_431 = decoded_1[2];
    dequant_1[10] = v_431;
    const half v_432 = decoded_1[3];
    dequant_1[11] = v_432;
    const half v_433 = decoded_1[4];
    dequant_1[40] = v_433;
    const half v_434 = decoded_1[5];
    dequant_1[41] = v_434;
    const half v_435 = decoded_1[6];
    dequant_1[42] = v_435;
    const half v_436 = decoded_1[7];
    dequant_1[43] = v_436;
    const unsigned v_437 = (v_423 >> 16u);
    const unsigned v_438 = (v_425 & 4294901760u);
    const unsigned v_439 = (v_437 | v_438);
    tl::dequant_i4<true>(decoded_1 + 0, v_439);
    const half v_440 = decoded_1[0];
    dequant_1[72] = v_440;
    const half v_441 = decoded_1[1];
    dequant_1[73] = v_441;
    const half v_442 = decoded_1[2];
    dequant_1[74] = v_442;
    const half v_443 = decoded_1[3];
    dequant_1[75] = v_443;
    const half v_444 = decoded_1[4];
    dequant_1[104] = v_444;
    const half v_445 = decoded_1[5];
    dequant_1[105] = v_445;
    const half v_446 = decoded_1[6];
    dequant_1[106] = v_446;
    const half v_447 = decoded_1[7];
    dequant_1[107] = v_447;
    const int v_448 = (v_370 + 24);
    const unsigned v_449 = *reinterpret_cast<const unsigned*>((Vq_s + (v_448) * 64 + v_107));
    const int v_450 = (v_370 + 25);
    const unsigned v_451 = *reinterpret_cast<const unsigned*>((Vq_s + (v_450) * 64 + v_107));
    const unsigned v_452 = (v_449 & 65535u);
    const unsigned v_453 = (v_451 << 16u);
    const unsigned v_454 = (v_452 | v_453);
    tl::dequant_i4<true>(decoded_1 + 0, v_454);
    const half v_455 = decoded_1[0];
    dequant_1[12] = v_455;
    const half v_456 = decoded_1[1];
    dequant_1[13] = v_456;
    const half v_457 = decoded_1[2];
    dequant_1[14] = v_457;
    const half v_458 = decoded_1[3];
    dequant_1[15] = v_458;
    const half v_459 = decoded_1[4];
    dequant_1[44] = v_459;
    const half v_460 = decoded_1[5];
    dequant_1[45] = v_460;
    const half v_461 = decoded_1[6];
    dequant_1[46] = v_461;
    const half v_462 = decoded_1[7];
    dequant_1[47] = v_462;
    const unsigned v_463 = (v_449 >> 16u);
    const unsigned v_464 = (v_451 & 4294901760u);
    const unsigned v_465 = (v_463 | v_464);
    tl::dequant_i4<true>(decoded_1 + 0, v_465);
    const half v_466 = decoded_1[0];
    dequant_1[76] = v_466;
    const half v_467 = decoded_1[1];
    dequant_1[77] = v_467;
    const half v_468 = decoded_1[2];
    dequant_1[78] = v_468;
    const half v_469 = decoded_1[3];
    dequant_1[79] = v_469;
    const half v_470 = decoded_1[4];
    dequant_1[108] = v_470;
    const half v_471 = decoded_1[5];
    dequant_1[109] = v_471;
    const half v_472 = decoded_1[6];
    dequant_1[110] = v_472;
    const half v_473 = decoded_1[7];
    dequant_1[111] = v_473;
    const int v_474 = (v_370 + 32);
    const unsigned v_475 = *reinterpret_cast<const unsigned*>((Vq_s + (v_474) * 64 + v_107));
    const int v_476 = (v_370 + 33);
    const unsigned v_477 = *reinterpret_cast<const unsigned*>((Vq_s + (v_476) * 64 + v_107));
    const unsigned v_478 = (v_475 & 65535u);
    const unsigned v_479 = (v_477 << 16u);
    const unsigned v_480 = (v_478 | v_479);
    tl::dequant_i4<true>(decoded_1 + 0, v_480);
    const half v_481 = decoded_1[0];
    dequant_1[16] = v_481;
    const half v_482 = decoded_1[1];
    dequant_1[17] = v_482;
    const half v_483 = decoded_1[2];
    dequant_1[18] = v_483;
    const half v_484 = decoded_1[3];
    dequant_1[19] = v_484;
    const half v_485 = decoded_1[4];
    dequant_1[48] = v_485;
    const half v_486 = decoded_1[5];
    dequant_1[49] = v_486;
    const half v_487 = decoded_1[6];
    dequant_1[50] = v_487;
    const half v_488 = decoded_1[7];
    dequant_1[51] = v_488;
    const unsigned v_489 = (v_475 >> 16u);
    const unsigned v_490 = (v_477 & 4294901760u);
    const unsigned v_491 = (v_489 | v_490);
    tl::dequant_i4<true>(decoded_1 + 0, v_491);
    const half v_492 = decoded_1[0];
    dequant_1[80] = v_492;
    const half v_493 = decoded_1[1];
    dequant_1[81] = v_493;
    const half v_494 = decoded_1[2];
    dequant_1[82] = v_494;
    const half v_495 = decoded_1[3];
    dequant_1[83] = v_495;
    const half v_496 = decoded_1[4];
    dequant_1[112] = v_496;
    const half v_497 = decoded_1[5];
    dequant_1[113] = v_497;
    const half v_498 = decoded_1[6];
    dequant_1[114] = v_498;
    const half v_499 = decoded_1[7];
    dequant_1[115] = v_499;
    const int v_500 = (v_370 + 40);
    const unsigned v_501 = *reinterpret_cast<const unsigned*>((Vq_s + (v_500) * 64 + v_107));
    const int v_502 = (v_370 + 41);
    const unsigned v_503 = *reinterpret_cast<const unsigned*>((Vq_s + (v_502) * 64 + v_107));
    const unsigned v_504 = (v_501 & 65535u);
    const unsigned v_505 = (v_503 << 16u);
    const unsigned v_506 = (v_504 | v_505);
    tl::dequant_i4<true>(decoded_1 + 0, v_506);
    const half v_507 = decoded_1[0];
    dequant_1[20] = v_507;
    const half v_508 = decoded_1[1];
    dequant_1[21] = v_508;
    const half v_509 = decoded_1[2];
    dequant_1[22] = v_509;
    const half v_510 = decoded_1[3];
    dequant_1[23] = v_510;
    const half v_511 = decoded_1[4];
    dequant_1[52] = v_511;
    const half v_512 = decoded_1[5];
    dequant_1[53] = v_512;
    const half v_513 = decoded_1[6];
    dequant_1[54] = v_513;
    const half v_514 = decoded_1[7];
    dequant_1[55] = v_514;
    const unsigned v_515 = (v_501 >> 16u);
    const unsigned v_516 = (v_503 & 4294901760u);
    const unsigned v_517 = (v_515 | v_516);
    tl::dequant_i4<true>(decoded_1 + 0, v_517);
    const half v_518 = decoded_1[0];
    dequant_1[84] = v_518;
    const half v_519 = decoded_1[1];
    dequant_1[85] = v_519;
    const half v_520 = decoded_1[2];
    dequant_1[86] = v_520;
    const half v_521 = decoded_1[3];
    dequant_1[87] = v_521;
    const half v_522 = decoded_1[4];
    dequant_1[116] = v_522;
    const half v_523 = decoded_1[5];
    dequant_1[117] = v_523;
    const half v_524 = decoded_1[6];
    dequant_1[118] = v_524;
    const half v_525 = decoded_1[7];
    dequant_1[119] = v_525;
    const int v_526 = (v_370 + 48);
    const unsigned v_527 = *reinterpret_cast<const unsigned*>((Vq_s + (v_526) * 64 + v_107));
    const int v_528 = (v_370 + 49);
    const unsigned v_529 = *reinterpret_cast<const unsigned*>((Vq_s + (v_528) * 64 + v_107));
    const unsigned v_530 = (v_527 & 65535u);
    const unsigned v_531 = (v_529 << 16u);
    const unsigned v_532 = (v_530 | v_531);
    tl::dequant_i4<true>(decoded_1 + 0, v_532);
    const half v_533 = decoded_1[0];
    dequant_1[24] = v_533;
    const half v_534 = decoded_1[1];
    dequant_1[25] = v_534;
    const half v_535 = decoded_1[2];
    dequant_1[26] = v_535;
    const half v_536 = decoded_1[3];
    dequant_1[27] = v_536;
    const half v_537 = decoded_1[4];
    dequant_1[56] = v_537;
    const half v_538 = decoded_1[5];
    dequant_1[57] = v_538;
    const half v_539 = decoded_1[6];
    dequant_1[58] = v_539;
    const half v_540 = decoded_1[7];
    dequant_1[59] = v_540;
    const unsigned v_541 = (v_527 >> 16u);
    const unsigned v_542 = (v_529 & 4294901760u);
    const unsigned v_543 = (v_541 | v_542);
    tl::dequant_i4<true>(decoded_1 + 0, v_543);
    const half v_544 = decoded_1[0];
    dequant_1[88] = v_544;
    const half v_545 = decoded_1[1];
    dequant_1[89] = v_545;
    const half v_546 = decoded_1[2];
    dequant_1[90] = v_546;
    const half v_547 = decoded_1[3];
    dequant_1[91] = v_547;
    const half v_548 = decoded_1[4];
    dequant_1[120] = v_548;
    const half v_549 = decoded_1[5];
    dequant_1[121] = v_549;
    const half v_550 = decoded_1[6];
    dequant_1[122] = v_550;
    const half v_551 = decoded_1[7];
    dequant_1[123] = v_551;
    const int v_552 = (v_370 + 56);
    const unsigned v_553 = *reinterpret_cast<const unsigned*>((Vq_s + (v_552) * 64 + v_107));
    const int v_554 = (v_370 + 57);
    const unsigned v_555 = *reinterpret_cast<const unsigned*>((Vq_s + (v_554) * 64 + v_107));
    const unsigned v_556 = (v_553 & 65535u);
    const unsigned v_557 = (v_555 << 16u);
    const unsigned v_558 = (v_556 | v_557);
    tl::dequant_i4<true>(decoded_1 + 0, v_558);
    const half v_559 = decoded_1[0];
    dequant_1[28] = v_559;
    const half v_560 = decoded_1[1];
    dequant_1[29] = v_560;
    const half v_561 = decoded_1[2];
    dequant_1[30] = v_561;
    const half v_562 = decoded_1[3];
    dequant_1[31] = v_562;
    const half v_563 = decoded_1[4];
    dequant_1[60] = v_563;
    const half v_564 = decoded_1[5];
    dequant_1[61] = v_564;
    const half v_565 = decoded_1[6];
    dequant_1[62] = v_565;
    const half v_566 = decoded_1[7];
    dequant_1[63] = v_566;
    const unsigned v_567 = (v_553 >> 16u);
    const unsigned v_568 = (v_555 & 4294901760u);
    const unsigned v_569 = (v_567 | v_568);
    tl::dequant_i4<true>(decoded_1 + 0, v_569);
    const half v_570 = decoded_1[0];
    dequant_1[92] = v_570;
    const half v_571 = decoded_1[1];
    dequant_1[93] = v_571;
    const half v_572 = decoded_1[2];
    dequant_1[94] = v_572;
    const half v_573 = decoded_1[3];
    dequant_1[95] = v_573;
    const half v_574 = decoded_1[4];
    dequant_1[124] = v_574;
    const half v_575 = decoded_1[5];
    dequant_1[125] = v_575;
    const half v_576 = decoded_1[6];
    dequant_1[126] = v_576;
    const half v_577 = decoded_1[7];
    dequant_1[127] = v_577;
    #pragma unroll
    for (int l_v_7 = 0; l_v_7 < 16; l_v_7 += 1) {
      const int v_578 = (l_v_7 * 8);
#line 199 "tilelang/ops/decode_kernels.py"
      const tl::vec<half, 8> v_579 = *reinterpret_cast<const tl::vec<half, 8>*>((dequant_1 + v_578));
#line 626 "tilelang/ops/decode_kernels.py"
      *reinterpret_cast<tl::vec<half, 8>*>((V_f + v_578)) = v_579;
    }
#line 632 "tilelang/ops/decode_kernels.py"
    #pragma unroll
    for (int l_v_8 = 0; l_v_8 < 2; l_v_8 += 1) {
      const int v_580 = (l_v_8 * 4);
      const tl::vec<float, 4> v_581 = tl::vec<float, 4>{{0.0f, 0.0f, 0.0f, 0.0f}};
      *reinterpret_cast<tl::vec<float, 4>*>((acc_s + v_580)) = v_581;
    }
#line 633 "tilelang/ops/decode_kernels.py"
    alignas(16) half a_regs[16];
    alignas(16) half b_regs[4];
    alignas(16) float c_odd[8];
    #pragma unroll
    for (int l_v_9 = 0; l_v_9 < 2; l_v_9 += 1) {
      const int v_582 = (l_v_9 * 4);
      const tl::vec<float, 4> v_583 = tl::vec<float, 4>{{0.0f, 0.0f, 0.0f, 0.0f}};
      *reinterpret_cast<tl::vec<float, 4>*>((c_odd + v_582)) = v_583;
    }
    for (int kk = 0; kk < 4; kk += 1) {
      const int v_584 = (kk * 2);
      const int v_585 = (v_584 * 16);
      const int v_586 = (v_585 + v_111);
      const int v_587 = (v_586 ^ v_112);
      tl::ldmatrix<2, false>(b_regs + 0, (Q_s + (v_108) * 128 + v_587));
      const int v_588 = (v_584 * 8);
      const half v_589 = K_f[v_588];
      a_regs[0] = v_589;
      const int v_590 = (v_588 + 1);
      const half v_591 = K_f[v_590];
      a_regs[1] = v_591;
      const int v_592 = (v_588 + 2);
      const half v_593 = K_f[v_592];
      a_regs[2] = v_593;
      const int v_594 = (v_588 + 3);
      const half v_595 = K_f[v_594];
      a_regs[3] = v_595;
      const int v_596 = (v_588 + 4);
      const half v_597 = K_f[v_596];
      a_regs[4] = v_597;
      const int v_598 = (v_588 + 5);
      const half v_599 = K_f[v_598];
      a_regs[5] = v_599;
      const int v_600 = (v_588 + 6);
      const half v_601 = K_f[v_600];
      a_regs[6] = v_601;
      const int v_602 = (v_588 + 7);
      const half v_603 = K_f[v_602];
      a_regs[7] = v_603;
      const int v_604 = (v_588 + 64);
      const half v_605 = K_f[v_604];
      a_regs[8] = v_605;
      const int v_606 = (v_588 + 65);
      const half v_607 = K_f[v_606];
      a_regs[9] = v_607;
      const int v_608 = (v_588 + 66);
      const half v_609 = K_f[v_608];
      a_regs[10] = v_609;
      const int v_610 = (v_588 + 67);
      const half v_611 = K_f[v_610];
      a_regs[11] = v_611;
      const int v_612 = (v_588 + 68);
      const half v_613 = K_f[v_612];
      a_regs[12] = v_613;
      const int v_614 = (v_588 + 69);
      const half v_615 = K_f[v_614];
      a_regs[13] = v_615;
      const int v_616 = (v_588 + 70);
      const half v_617 = K_f[v_616];
      a_regs[14] = v_617;
      const int v_618 = (v_588 + 71);
      const half v_619 = K_f[v_618];
      a_regs[15] = v_619;
      tl::mma_m16n8k16(a_regs + 0, b_regs + 0, acc_s + 0);
      tl::mma_m16n8k16(a_regs + 8, b_regs + 0, acc_s + 4);
      const int v_620 = (v_584 + 1);
      const int v_621 = (v_586 + 16);
      const int v_622 = (v_621 ^ v_112);
      tl::ldmatrix<2, false>(b_regs + 0, (Q_s + (v_108) * 128 + v_622));
      const int v_623 = (v_620 * 8);
      const half v_624 = K_f[v_623];
      a_regs[0] = v_624;
      const int v_625 = (v_623 + 1);
      const half v_626 = K_f[v_625];
      a_regs[1] = v_626;
      const int v_627 = (v_623 + 2);
      const half v_628 = K_f[v_627];
      a_regs[2] = v_628;
      const int v_629 = (v_623 + 3);
      const half v_630 = K_f[v_629];
      a_regs[3] = v_630;
      const int v_631 = (v_623 + 4);
      const half v_632 = K_f[v_631];
      a_regs[4] = v_632;
      const int v_633 = (v_623 + 5);
      const half v_634 = K_f[v_633];
      a_regs[5] = v_634;
      const int v_635 = (v_623 + 6);
      const half v_636 = K_f[v_635];
      a_regs[6] = v_636;
      const int v_637 = (v_623 + 7);
      const half v_638 = K_f[v_637];
      a_regs[7] = v_638;
      const int v_639 = (v_623 + 64);
      const half v_640 = K_f[v_639];
      a_regs[8] = v_640;
      const int v_641 = (v_623 + 65);
      const half v_642 = K_f[v_641];
      a_regs[9] = v_642;
      const int v_643 = (v_623 + 66);
      const half v_644 = K_f[v_643];
      a_regs[10] = v_644;
      const int v_645 = (v_623 + 67);
      const half v_646 = K_f[v_645];
      a_regs[11] = v_646;
      const int v_647 = (v_623 + 68);
      const half v_648 = K_f[v_647];
      a_regs[12] = v_648;
      const int v_649 = (v_623 + 69);
      const half v_650 = K_f[v_649];
      a_regs[13] = v_650;
      const int v_651 = (v_623 + 70);
      const half v_652 = K_f[v_651];
      a_regs[14] = v_652;
      const int v_653 = (v_623 + 71);
      const half v_654 = K_f[v_653];
      a_regs[15] = v_654;
      tl::mma_m16n8k16(a_regs + 0, b_regs + 0, c_odd + 0);
      tl::mma_m16n8k16(a_regs + 8, b_regs + 0, c_odd + 4);
    }
    #pragma unroll
    for (int l_v_10 = 0; l_v_10 < 2; l_v_10 += 1) {
      const int v_655 = (l_v_10 * 4);
      const tl::vec<float, 4> v_656 = *reinterpret_cast<const tl::vec<float, 4>*>((acc_s + v_655));
      const float v_657 = v_656.v[0];
      const tl::vec<float, 4> v_658 = *reinterpret_cast<const tl::vec<float, 4>*>((c_odd + v_655));
      const float v_659 = v_658.v[0];
      const float v_660 = (v_657 + v_659);
      const float v_661 = v_656.v[1];
      const float v_662 = v_658.v[1];
      const float v_663 = (v_661 + v_662);
      const float v_664 = v_656.v[2];
      const float v_665 = v_658.v[2];
      const float v_666 = (v_664 + v_665);
      const float v_667 = v_656.v[3];
      const float v_668 = v_658.v[3];
      const float v_669 = (v_667 + v_668);
      const tl::vec<float, 4> v_670 = tl::vec<float, 4>{{v_660, v_663, v_666, v_669}};
      *reinterpret_cast<tl::vec<float, 4>*>((acc_s + v_655)) = v_670;
    }
#line 634 "tilelang/ops/decode_kernels.py"
    if (v_165) {
#line 347 "tilelang/ops/decode_kernels.py"
      const int v_671 = (v_91 / 4);
      const bool v_672 = (v_671 == v_87);
#line 635 "tilelang/ops/decode_kernels.py"
      #pragma unroll
      for (int l_v_11 = 0; l_v_11 < 2; l_v_11 += 1) {
        const int v_673 = (l_v_11 * 4);
        const int l = (v_673 + 1);
        const int l_1 = (v_673 + 2);
        const int l_2 = (v_673 + 3);
        const int v_674 = (l_v_11 * 16);
        const int v_675 = (v_92 + v_674);
        const int v_676 = (v_675 + v_89);
#line 341 "tilelang/ops/decode_kernels.py"
        const int v_677 = (v_676 % 32);
#line 144 "tilelang/ops/decode_kernels.py"
        const int v_678 = v_677;
        const int v_679 = (t0_2 + v_678);
        const bool v_680 = (v_679 < len_k);
        const bool v_681 = (v_672 && v_680);
#line 636 "tilelang/ops/decode_kernels.py"
        float r_1;
        if (v_681) {
#line 637 "tilelang/ops/decode_kernels.py"
          const float v_682 = acc_s[v_673];
          const float v_683 = ks_f[v_673];
          const float v_684 = (v_682 * v_683);
#line 636 "tilelang/ops/decode_kernels.py"
          r_1 = v_684;
        } else {
#line 638 "tilelang/ops/decode_kernels.py"
          const float v_685 = (-__int_as_float(0x7f800000));
#line 636 "tilelang/ops/decode_kernels.py"
          r_1 = v_685;
        }
        float r_2;
        if (v_681) {
#line 637 "tilelang/ops/decode_kernels.py"
          const float v_686 = acc_s[l];
          const float v_687 = ks_f[l];
          const float v_688 = (v_686 * v_687);
#line 636 "tilelang/ops/decode_kernels.py"
          r_2 = v_688;
        } else {
#line 638 "tilelang/ops/decode_kernels.py"
          const float v_689 = (-__int_as_float(0x7f800000));
#line 636 "tilelang/ops/decode_kernels.py"
          r_2 = v_689;
        }
#line 635 "tilelang/ops/decode_kernels.py"
        const int v_690 = (v_676 + 8);
#line 341 "tilelang/ops/decode_kernels.py"
        const int v_691 = (v_690 % 32);
#line 144 "tilelang/ops/decode_kernels.py"
        const int v_692 = v_691;
        const int v_693 = (t0_2 + v_692);
        const bool v_694 = (v_693 < len_k);
        const bool v_695 = (v_672 && v_694);
#line 636 "tilelang/ops/decode_kernels.py"
        float r_3;
        if (v_695) {
#line 637 "tilelang/ops/decode_kernels.py"
          const float v_696 = acc_s[l_1];
          const float v_697 = ks_f[l_1];
          const float v_698 = (v_696 * v_697);
#line 636 "tilelang/ops/decode_kernels.py"
          r_3 = v_698;
        } else {
#line 638 "tilelang/ops/decode_kernels.py"
          const float v_699 = (-__int_as_float(0x7f800000));
#line 636 "tilelang/ops/decode_kernels.py"
          r_3 = v_699;
        }
        float r_4;
        if (v_695) {
#line 637 "tilelang/ops/decode_kernels.py"
          const float v_700 = acc_s[l_2];
          const float v_701 = ks_f[l_2];
          const float v_702 = (v_700 * v_701);
#line 636 "tilelang/ops/decode_kernels.py"
          r_4 = v_702;
        } else {
#line 638 "tilelang/ops/decode_kernels.py"
          const float v_703 = (-__int_as_float(0x7f800000));
#line 636 "tilelang/ops/decode_kernels.py"
          r_4 = v_703;
        }
#line 635 "tilelang/ops/decode_kernels.py"
        const tl::vec<float, 4> v_704 = tl::vec<float, 4>{{r_1, r_2, r_3, r_4}};
        *reinterpret_cast<tl::vec<float, 4>*>((acc_s + v_673)) = v_704;
      }
#line 634 "tilelang/ops/decode_kernels.py"
    } else {
#line 347 "tilelang/ops/decode_kernels.py"
      const int v_705 = (v_91 / 4);
      const bool v_706 = (v_705 == v_87);
#line 640 "tilelang/ops/decode_kernels.py"
      #pragma unroll
      for (int l_v_12 = 0; l_v_12 < 2; l_v_12 += 1) {
        const int v_707 = (l_v_12 * 4);
        const int l_3 = (v_707 + 1);
        const int l_4 = (v_707 + 2);
        const int l_5 = (v_707 + 3);
#line 641 "tilelang/ops/decode_kernels.py"
        float r_5;
        if (v_706) {
#line 642 "tilelang/ops/decode_kernels.py"
          const float v_708 = acc_s[v_707];
          const float v_709 = ks_f[v_707];
          const float v_710 = (v_708 * v_709);
#line 641 "tilelang/ops/decode_kernels.py"
          r_5 = v_710;
        } else {
#line 643 "tilelang/ops/decode_kernels.py"
          const float v_711 = (-__int_as_float(0x7f800000));
#line 641 "tilelang/ops/decode_kernels.py"
          r_5 = v_711;
        }
        float r_6;
        if (v_706) {
#line 642 "tilelang/ops/decode_kernels.py"
          const float v_712 = acc_s[l_3];
          const float v_713 = ks_f[l_3];
          const float v_714 = (v_712 * v_713);
#line 641 "tilelang/ops/decode_kernels.py"
          r_6 = v_714;
        } else {
#line 643 "tilelang/ops/decode_kernels.py"
          const float v_715 = (-__int_as_float(0x7f800000));
#line 641 "tilelang/ops/decode_kernels.py"
          r_6 = v_715;
        }
        float r_7;
        if (v_706) {
#line 642 "tilelang/ops/decode_kernels.py"
          const float v_716 = acc_s[l_4];
          const float v_717 = ks_f[l_4];
          const float v_718 = (v_716 * v_717);
#line 641 "tilelang/ops/decode_kernels.py"
          r_7 = v_718;
        } else {
#line 643 "tilelang/ops/decode_kernels.py"
          const float v_719 = (-__int_as_float(0x7f800000));
#line 641 "tilelang/ops/decode_kernels.py"
          r_7 = v_719;
        }
        float r_8;
        if (v_706) {
#line 642 "tilelang/ops/decode_kernels.py"
          const float v_720 = acc_s[l_5];
          const float v_721 = ks_f[l_5];
          const float v_722 = (v_720 * v_721);
#line 641 "tilelang/ops/decode_kernels.py"
          r_8 = v_722;
        } else {
#line 643 "tilelang/ops/decode_kernels.py"
          const float v_723 = (-__int_as_float(0x7f800000));
#line 641 "tilelang/ops/decode_kernels.py"
          r_8 = v_723;
        }
#line 640 "tilelang/ops/decode_kernels.py"
        const tl::vec<float, 4> v_724 = tl::vec<float, 4>{{r_5, r_6, r_7, r_8}};
        *reinterpret_cast<tl::vec<float, 4>*>((acc_s + v_707)) = v_724;
      }
#line 634 "tilelang/ops/decode_kernels.py"
    }
#line 681 "tilelang/ops/decode_kernels.py"
    const tl::vec<float, 2> v_725 = *reinterpret_cast<const tl::vec<float, 2>*>((m_cur + 0));
    *reinterpret_cast<tl::vec<float, 2>*>((m_prev + 0)) = v_725;
#line 682 "tilelang/ops/decode_kernels.py"
    #pragma unroll
    for (int p = 0; p < 2; p += 1) {
      const float v_726 = acc_s[p];
      const int v_727 = (p + 2);
      const float v_728 = acc_s[v_727];
      const int v_729 = (v_727 + 2);
      const float v_730 = acc_s[v_729];
      const int v_731 = (v_727 + 4);
      const float v_732 = acc_s[v_731];
      const float v_733 = fmaxf(v_726, v_728);
      const float v_734 = fmaxf(v_730, v_732);
      const float v_735 = fmaxf(v_733, v_734);
      const float v_736 = tl::shfl<0>(v_735, 4, 32);
      const float v_737 = fmaxf(v_735, v_736);
      const float v_738 = tl::shfl<0>(v_737, 8, 32);
      const float v_739 = fmaxf(v_737, v_738);
      const float v_740 = tl::shfl<0>(v_739, 16, 32);
      const float v_741 = fmaxf(v_739, v_740);
      if (v_114) {
        const int v_742 = (v_91 + p);
        reduce_partials[(v_742) * 2 + v_87] = v_741;
      }
    }
    __syncthreads();
    const float v_743 = reduce_partials[(v_91) * 2 + 0];
    const float v_744 = reduce_partials[(v_91) * 2 + 1];
    const float v_745 = fmaxf(v_743, v_744);
    const tl::vec<float, 2> v_746 = *reinterpret_cast<const tl::vec<float, 2>*>((m_cur + 0));
    const float v_747 = v_746.v[0];
    const float v_748 = fmaxf(v_747, v_745);
    const float v_749 = reduce_partials[(v_102) * 2 + 0];
    const float v_750 = reduce_partials[(v_102) * 2 + 1];
    const float v_751 = fmaxf(v_749, v_750);
    const float v_752 = v_746.v[1];
    const float v_753 = fmaxf(v_752, v_751);
    const tl::vec<float, 2> v_754 = tl::vec<float, 2>{{v_748, v_753}};
    *reinterpret_cast<tl::vec<float, 2>*>((m_cur + 0)) = v_754;
#line 683 "tilelang/ops/decode_kernels.py"
    #pragma unroll
    for (int l_v_13 = 0; l_v_13 < 2; l_v_13 += 1) {
      const int v_755 = (l_v_13 * 4);
#line 684 "tilelang/ops/decode_kernels.py"
      const tl::vec<float, 4> v_756 = *reinterpret_cast<const tl::vec<float, 4>*>((acc_s + v_755));
      const float v_757 = v_756.v[0];
      const float v_758 = (v_757 * 0.127517431974411f);
      const tl::vec<float, 2> v_759 = *reinterpret_cast<const tl::vec<float, 2>*>((m_cur + 0));
      const float v_760 = v_759.v[0];
      const float v_761 = (v_760 * 0.127517431974411f);
      const float v_762 = (v_758 - v_761);
      const float v_763 = exp2f(v_762);
      const float v_764 = v_756.v[1];
      const float v_765 = (v_764 * 0.127517431974411f);
      const float v_766 = v_759.v[1];
      const float v_767 = (v_766 * 0.127517431974411f);
      const float v_768 = (v_765 - v_767);
      const float v_769 = exp2f(v_768);
      const float v_770 = v_756.v[2];
      const float v_771 = (v_770 * 0.127517431974411f);
      const tl::vec<float, 2> v_772 = *reinterpret_cast<const tl::vec<float, 2>*>((m_cur + 0));
      const float v_773 = v_772.v[0];
      const float v_774 = (v_773 * 0.127517431974411f);
      const float v_775 = (v_771 - v_774);
      const float v_776 = exp2f(v_775);
      const float v_777 = v_756.v[3];
      const float v_778 = (v_777 * 0.127517431974411f);
      const float v_779 = v_772.v[1];
      const float v_780 = (v_779 * 0.127517431974411f);
      const float v_781 = (v_778 - v_780);
      const float v_782 = exp2f(v_781);
#line 683 "tilelang/ops/decode_kernels.py"
      const tl::vec<float, 4> v_783 = tl::vec<float, 4>{{v_763, v_769, v_776, v_782}};
      *reinterpret_cast<tl::vec<float, 4>*>((acc_s + v_755)) = v_783;
    }
#line 686 "tilelang/ops/decode_kernels.py"
    const tl::vec<float, 2> v_784 = *reinterpret_cast<const tl::vec<float, 2>*>((m_prev + 0));
    const float v_785 = v_784.v[0];
    const float v_786 = (v_785 * 0.127517431974411f);
    const tl::vec<float, 2> v_787 = *reinterpret_cast<const tl::vec<float, 2>*>((m_cur + 0));
    const float v_788 = v_787.v[0];
    const float v_789 = (v_788 * 0.127517431974411f);
    const float v_790 = (v_786 - v_789);
    const float v_791 = exp2f(v_790);
    const float v_792 = v_784.v[1];
    const float v_793 = (v_792 * 0.127517431974411f);
    const float v_794 = v_787.v[1];
    const float v_795 = (v_794 * 0.127517431974411f);
    const float v_796 = (v_793 - v_795);
    const float v_797 = exp2f(v_796);
#line 685 "tilelang/ops/decode_kernels.py"
    const tl::vec<float, 2> v_798 = tl::vec<float, 2>{{v_791, v_797}};
    *reinterpret_cast<tl::vec<float, 2>*>((m_prev + 0)) = v_798;
#line 688 "tilelang/ops/decode_kernels.py"
    #pragma unroll
    for (int l_v_14 = 0; l_v_14 < 2; l_v_14 += 1) {
      const int v_799 = (l_v_14 * 4);
#line 689 "tilelang/ops/decode_kernels.py"
      const tl::vec<float, 4> v_800 = *reinterpret_cast<const tl::vec<float, 4>*>((l_part + v_799));
      const float v_801 = v_800.v[0];
      const tl::vec<float, 2> v_802 = *reinterpret_cast<const tl::vec<float, 2>*>((m_prev + 0));
      const float v_803 = v_802.v[0];
      const float v_804 = (v_801 * v_803);
      const tl::vec<float, 4> v_805 = *reinterpret_cast<const tl::vec<float, 4>*>((acc_s + v_799));
      const float v_806 = v_805.v[0];
      const float v_807 = (v_804 + v_806);
      const float v_808 = v_800.v[1];
      const float v_809 = v_802.v[1];
      const float v_810 = (v_808 * v_809);
      const float v_811 = v_805.v[1];
      const float v_812 = (v_810 + v_811);
      const float v_813 = v_800.v[2];
      const tl::vec<float, 2> v_814 = *reinterpret_cast<const tl::vec<float, 2>*>((m_prev + 0));
      const float v_815 = v_814.v[0];
      const float v_816 = (v_813 * v_815);
      const float v_817 = v_805.v[2];
      const float v_818 = (v_816 + v_817);
      const float v_819 = v_800.v[3];
      const float v_820 = v_814.v[1];
      const float v_821 = (v_819 * v_820);
      const float v_822 = v_805.v[3];
      const float v_823 = (v_821 + v_822);
#line 688 "tilelang/ops/decode_kernels.py"
      const tl::vec<float, 4> v_824 = tl::vec<float, 4>{{v_807, v_812, v_818, v_823}};
      *reinterpret_cast<tl::vec<float, 4>*>((l_part + v_799)) = v_824;
    }
#line 693 "tilelang/ops/decode_kernels.py"
    #pragma unroll
    for (int l_v_15 = 0; l_v_15 < 2; l_v_15 += 1) {
      const int v_825 = (l_v_15 * 4);
#line 694 "tilelang/ops/decode_kernels.py"
      const tl::vec<float, 4> v_826 = *reinterpret_cast<const tl::vec<float, 4>*>((acc_s + v_825));
      const float v_827 = v_826.v[0];
      const tl::vec<float, 4> v_828 = *reinterpret_cast<const tl::vec<float, 4>*>((vs_f + v_825));
      const float v_829 = v_828.v[0];
      const float v_830 = (v_827 * v_829);
      const float v_831 = v_826.v[1];
      const float v_832 = v_828.v[1];
      const float v_833 = (v_831 * v_832);
      const float v_834 = v_826.v[2];
      const float v_835 = v_828.v[2];
      const float v_836 = (v_834 * v_835);
      const float v_837 = v_826.v[3];
      const float v_838 = v_828.v[3];
      const float v_839 = (v_837 * v_838);
#line 693 "tilelang/ops/decode_kernels.py"
      const tl::vec<float, 4> v_840 = tl::vec<float, 4>{{v_830, v_833, v_836, v_839}};
      *reinterpret_cast<tl::vec<float, 4>*>((acc_s + v_825)) = v_840;
    }
#line 695 "tilelang/ops/decode_kernels.py"
    #pragma unroll
    for (int l_v_16 = 0; l_v_16 < 4; l_v_16 += 1) {
      const int v_841 = (l_v_16 * 4);
#line 696 "tilelang/ops/decode_kernels.py"
      const tl::vec<float, 4> v_842 = *reinterpret_cast<const tl::vec<float, 4>*>((acc_o + v_841));
      const float v_843 = v_842.v[0];
      const tl::vec<float, 2> v_844 = *reinterpret_cast<const tl::vec<float, 2>*>((m_prev + 0));
      const float v_845 = v_844.v[0];
      const float v_846 = (v_843 * v_845);
      const float v_847 = v_842.v[1];
      const float v_848 = v_844.v[1];
      const float v_849 = (v_847 * v_848);
      const float v_850 = v_842.v[2];
      const tl::vec<float, 2> v_851 = *reinterpret_cast<const tl::vec<float, 2>*>((m_prev + 0));
      const float v_852 = v_851.v[0];
      const float v_853 = (v_850 * v_852);
      const float v_854 = v_842.v[3];
      const float v_855 = v_851.v[1];
      const float v_856 = (v_854 * v_855);
#line 695 "tilelang/ops/decode_kernels.py"
      const tl::vec<float, 4> v_857 = tl::vec<float, 4>{{v_846, v_849, v_853, v_856}};
      *reinterpret_cast<tl::vec<float, 4>*>((acc_o + v_841)) = v_857;
    }
#line 700 "tilelang/ops/decode_kernels.py"
    #pragma unroll
    for (int l_v_17 = 0; l_v_17 < 2; l_v_17 += 1) {
      const int v_858 = (l_v_17 * 4);
      const int v_859 = (l_v_17 * 16);
      const int v_860 = (v_92 + v_859);
      const int v_861 = (v_860 + v_89);
      const tl::vec<float, 4> v_862 = *reinterpret_cast<const tl::vec<float, 4>*>((acc_s + v_858));
      const float v_863 = v_862.v[0];
      const half v_864 = tl::cast<half>(v_863);
      const float v_865 = v_862.v[1];
      const half v_866 = tl::cast<half>(v_865);
      const tl::vec<half, 2> v_867 = tl::vec<half, 2>{{v_864, v_866}};
      *reinterpret_cast<tl::vec<half, 2>*>((P_s + (v_861) * 8 + v_91)) = v_867;
      const int v_868 = (v_861 + 8);
      const float v_869 = v_862.v[2];
      const half v_870 = tl::cast<half>(v_869);
      const float v_871 = v_862.v[3];
      const half v_872 = tl::cast<half>(v_871);
      const tl::vec<half, 2> v_873 = tl::vec<half, 2>{{v_870, v_872}};
      *reinterpret_cast<tl::vec<half, 2>*>((P_s + (v_868) * 8 + v_91)) = v_873;
    }
    __syncthreads();
#line 701 "tilelang/ops/decode_kernels.py"
    alignas(16) half a_regs_1[32];
    alignas(16) half b_regs_1[4];
    for (int kk_1 = 0; kk_1 < 4; kk_1 += 1) {
      const int v_874 = (kk_1 * 16);
      const int v_875 = (v_874 + v_115);
      tl::ldmatrix<2, true>(b_regs_1 + 0, (P_s + (v_875) * 8 + 0));
      const int v_876 = (kk_1 * 8);
      const half v_877 = V_f[v_876];
      a_regs_1[0] = v_877;
      const int v_878 = (v_876 + 1);
      const half v_879 = V_f[v_878];
      a_regs_1[1] = v_879;
      const int v_880 = (v_876 + 2);
      const half v_881 = V_f[v_880];
      a_regs_1[2] = v_881;
      const int v_882 = (v_876 + 3);
      const half v_883 = V_f[v_882];
      a_regs_1[3] = v_883;
      const int v_884 = (v_876 + 4);
      const half v_885 = V_f[v_884];
      a_regs_1[4] = v_885;
      const int v_886 = (v_876 + 5);
      const half v_887 = V_f[v_886];
      a_regs_1[5] = v_887;
      const int v_888 = (v_876 + 6);
      const half v_889 = V_f[v_888];
      a_regs_1[6] = v_889;
      const int v_890 = (v_876 + 7);
      const half v_891 = V_f[v_890];
      a_regs_1[7] = v_891;
      const int v_892 = (v_876 + 32);
      const half v_893 = V_f[v_892];
      a_regs_1[8] = v_893;
      const int v_894 = (v_876 + 33);
      const half v_895 = V_f[v_894];
      a_regs_1[9] = v_895;
      const int v_896 = (v_876 + 34);
      const half v_897 = V_f[v_896];
      a_regs_1[10] = v_897;
      const int v_898 = (v_876 + 35);
      const half v_899 = V_f[v_898];
      a_regs_1[11] = v_899;
      const int v_900 = (v_876 + 36);
      const half v_901 = V_f[v_900];
      a_regs_1[12] = v_901;
      const int v_902 = (v_876 + 37);
      const half v_903 = V_f[v_902];
      a_regs_1[13] = v_903;
      const int v_904 = (v_876 + 38);
      const half v_905 = V_f[v_904];
      a_regs_1[14] = v_905;
      const int v_906 = (v_876 + 39);
      const half v_907 = V_f[v_906];
      a_regs_1[15] = v_907;
      const int v_908 = (v_876 + 64);
      const half v_909 = V_f[v_908];
      a_regs_1[16] = v_909;
      const int v_910 = (v_876 + 65);
      const half v_911 = V_f[v_910];
      a_regs_1[17] = v_911;
      const int v_912 = (v_876 + 66);
      const half v_913 = V_f[v_912];
      a_regs_1[18] = v_913;
      const int v_914 = (v_876 + 67);
      const half v_915 = V_f[v_914];
      a_regs_1[19] = v_915;
      const int v_916 = (v_876 + 68);
      const half v_917 = V_f[v_916];
      a_regs_1[20] = v_917;
      const int v_918 = (v_876 + 69);
      const half v_919 = V_f[v_918];
      a_regs_1[21] = v_919;
      const int v_920 = (v_876 + 70);
      const half v_921 = V_f[v_920];
      a_regs_1[22] = v_921;
      const int v_922 = (v_876 + 71);
      const half v_923 = V_f[v_922];
      a_regs_1[23] = v_923;
      const int v_924 = (v_876 + 96);
      const half v_925 = V_f[v_924];
      a_regs_1[24] = v_925;
      const int v_926 = (v_876 + 97);
      const half v_927 = V_f[v_926];
      a_regs_1[25] = v_927;
      const int v_928 = (v_876 + 98);
      const half v_929 = V_f[v_928];
      a_regs_1[26] = v_929;
      const int v_930 = (v_876 + 99);
      const half v_931 = V_f[v_930];
      a_regs_1[27] = v_931;
      const int v_932 = (v_876 + 100);
      const half v_933 = V_f[v_932];
      a_regs_1[28] = v_933;
      const int v_934 = (v_876 + 101);
      const half v_935 = V_f[v_934];
      a_regs_1[29] = v_935;
      const int v_936 = (v_876 + 102);
      const half v_937 = V_f[v_936];
      a_regs_1[30] = v_937;
      const int v_938 = (v_876 + 103);
      const half v_939 = V_f[v_938];
      a_regs_1[31] = v_939;
      tl::mma_m16n8k16(a_regs_1 + 0, b_regs_1 + 0, acc_o + 0);
      tl::mma_m16n8k16(a_regs_1 + 8, b_regs_1 + 0, acc_o + 4);
      tl::mma_m16n8k16(a_regs_1 + 16, b_regs_1 + 0, acc_o + 8);
      tl::mma_m16n8k16(a_regs_1 + 24, b_regs_1 + 0, acc_o + 12);
    }
#line 612 "tilelang/ops/decode_kernels.py"
    const bool v_940 = (r == 1);
    const int v_941 = (v_118 + 2);
    const int v_942 = (v_940 ? 0 : v_941);
#line 570 "tilelang/ops/decode_kernels.py"
    r = v_942;
#line 612 "tilelang/ops/decode_kernels.py"
  }
  tl::cp_async_wait<0>();
#line 703 "tilelang/ops/decode_kernels.py"
  float* const reduce_partials_1 = reinterpret_cast<float*>(tl_smem + 0);
  __syncthreads();
  #pragma unroll
  for (int p_1 = 0; p_1 < 2; p_1 += 1) {
    const float v_943 = l_part[p_1];
    const int v_944 = (p_1 + 2);
    const float v_945 = l_part[v_944];
    const int v_946 = (v_944 + 2);
    const float v_947 = l_part[v_946];
    const int v_948 = (v_944 + 4);
    const float v_949 = l_part[v_948];
    const float v_950 = (v_943 + v_945);
    const float v_951 = (v_947 + v_949);
    const float v_952 = (v_950 + v_951);
    const float v_953 = tl::shfl<0>(v_952, 4, 32);
    const float v_954 = (v_952 + v_953);
    const float v_955 = tl::shfl<0>(v_954, 8, 32);
    const float v_956 = (v_954 + v_955);
    const float v_957 = tl::shfl<0>(v_956, 16, 32);
    const float v_958 = (v_956 + v_957);
    if (v_114) {
      const int v_959 = (v_91 + p_1);
      reduce_partials_1[(v_959) * 2 + v_87] = v_958;
    }
  }
  __syncthreads();
  const float v_960 = reduce_partials_1[(v_91) * 2 + 0];
  const float v_961 = reduce_partials_1[(v_91) * 2 + 1];
  const float v_962 = (v_960 + v_961);
  const float v_963 = reduce_partials_1[(v_102) * 2 + 0];
  const float v_964 = reduce_partials_1[(v_102) * 2 + 1];
  const float v_965 = (v_963 + v_964);
  const tl::vec<float, 2> v_966 = tl::vec<float, 2>{{v_962, v_965}};
  *reinterpret_cast<tl::vec<float, 2>*>((l_sum + 0)) = v_966;
#line 363 "tilelang/ops/decode_kernels.py"
  const int v_967 = (v_91 % 4);
#line 369 "tilelang/ops/decode_kernels.py"
  const int v_968 = (v_91 / 4);
  const int v_969 = (v_7 + v_968);
  const int v_970 = (v_969 * 4);
  const int v_971 = (v_970 + v_967);
  const int v_972 = (v_971 + 1);
#line 704 "tilelang/ops/decode_kernels.py"
  #pragma unroll
  for (int l_v_18 = 0; l_v_18 < 8; l_v_18 += 1) {
    const int v_973 = (l_v_18 * 2);
    const int l_6 = (v_973 + 1);
    const int v_974 = (l_v_18 / 2);
    const int v_975 = (v_974 * 16);
    const int v_976 = (v_103 + v_975);
    const int v_977 = (v_976 + v_89);
    const int v_978 = (l_v_18 % 2);
    const int v_979 = (v_978 * 8);
    const int v_980 = (v_977 + v_979);
#line 707 "tilelang/ops/decode_kernels.py"
    const tl::vec<float, 2> v_981 = *reinterpret_cast<const tl::vec<float, 2>*>((l_sum + 0));
    const float v_982 = v_981.v[0];
    const bool v_983 = (v_982 > 0.0f);
#line 706 "tilelang/ops/decode_kernels.py"
    float r_9;
    if (v_983) {
#line 707 "tilelang/ops/decode_kernels.py"
      const float v_984 = acc_o[v_973];
      const float v_985 = l_sum[0];
      const float v_986 = (v_984 / v_985);
#line 706 "tilelang/ops/decode_kernels.py"
      r_9 = v_986;
    } else {
      r_9 = 0.0f;
    }
#line 284 "tilelang/ops/decode_kernels.py"
    const int v_987 = (v_980 % 64);
    const int v_988 = (v_987 / 8);
    const int v_989 = (v_105 + v_988);
#line 706 "tilelang/ops/decode_kernels.py"
    Opart[(((((int)blockIdx.z) * 1 + 0) * 32 + v_971) * 5 + (int)blockIdx.x) * 128 + v_989] = r_9;
#line 707 "tilelang/ops/decode_kernels.py"
    const float v_990 = v_981.v[1];
    const bool v_991 = (v_990 > 0.0f);
#line 706 "tilelang/ops/decode_kernels.py"
    float r_10;
    if (v_991) {
#line 707 "tilelang/ops/decode_kernels.py"
      const float v_992 = acc_o[l_6];
      const float v_993 = l_sum[1];
      const float v_994 = (v_992 / v_993);
#line 706 "tilelang/ops/decode_kernels.py"
      r_10 = v_994;
    } else {
      r_10 = 0.0f;
    }
    Opart[(((((int)blockIdx.z) * 1 + 0) * 32 + v_972) * 5 + (int)blockIdx.x) * 128 + v_989] = r_10;
#line 704 "tilelang/ops/decode_kernels.py"
  }
#line 708 "tilelang/ops/decode_kernels.py"
  const bool v_995 = (tid == v_90);
  if (v_995) {
#line 711 "tilelang/ops/decode_kernels.py"
    const tl::vec<float, 2> v_996 = *reinterpret_cast<const tl::vec<float, 2>*>((l_sum + 0));
    const float v_997 = v_996.v[0];
    const bool v_998 = (v_997 > 0.0f);
#line 710 "tilelang/ops/decode_kernels.py"
    float r_11;
    if (v_998) {
#line 711 "tilelang/ops/decode_kernels.py"
      const float v_999 = m_cur[0];
      const float v_1000 = (v_999 * 0.127517431974411f);
      const float v_1001 = l_sum[0];
      const float v_1002 = log2f(v_1001);
      const float v_1003 = (v_1000 + v_1002);
#line 710 "tilelang/ops/decode_kernels.py"
      r_11 = v_1003;
    } else {
#line 711 "tilelang/ops/decode_kernels.py"
      const float v_1004 = (-__int_as_float(0x7f800000));
#line 710 "tilelang/ops/decode_kernels.py"
      r_11 = v_1004;
    }
    Lse[((((int)blockIdx.z) * 1 + 0) * 32 + v_971) * 5 + (int)blockIdx.x] = r_11;
#line 711 "tilelang/ops/decode_kernels.py"
    const float v_1005 = v_996.v[1];
    const bool v_1006 = (v_1005 > 0.0f);
#line 710 "tilelang/ops/decode_kernels.py"
    float r_12;
    if (v_1006) {
#line 711 "tilelang/ops/decode_kernels.py"
      const float v_1007 = m_cur[1];
      const float v_1008 = (v_1007 * 0.127517431974411f);
      const float v_1009 = l_sum[1];
      const float v_1010 = log2f(v_1009);
      const float v_1011 = (v_1008 + v_1010);
#line 710 "tilelang/ops/decode_kernels.py"
      r_12 = v_1011;
    } else {
#line 711 "tilelang/ops/decode_kernels.py"
      const float v_1012 = (-__int_as_float(0x7f800000));
#line 710 "tilelang/ops/decode_kernels.py"
      r_12 = v_1012;
    }
    Lse[((((int)blockIdx.z) * 1 + 0) * 32 + v_972) * 5 + (int)blockIdx.x] = r_12;
#line 708 "tilelang/ops/decode_kernels.py"
  }
}
