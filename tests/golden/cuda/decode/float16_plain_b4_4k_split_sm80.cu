// decode_attention: q (4, 1, 32, 128) float16, cache (4 x 4096, 8, 128) float16; sm_80
// split kernel; tile [64, 128, 1], keys major False, stages 2, fast math True, 9 splits (plan_splits without a GPU)
// written by `python scripts/update_golden.py` (never by hand): the CUDA source after prelude.cuh and a blank line, #line paths repository-relative
#line 465 "tilelang/ops/decode_kernels.py"
extern "C" __global__ void __launch_bounds__(128) split_kv_kernel(half* __restrict__ Q, half* __restrict__ KC, half* __restrict__ VC, int* __restrict__ Lens, float* __restrict__ Opart, float* __restrict__ Lse) {
  extern __shared__ __align__(1024) unsigned char tl_smem[];
  const int tid = (int)threadIdx.x;
#line 469 "tilelang/ops/decode_kernels.py"
  half* const Q_s = reinterpret_cast<half*>(tl_smem + 65536);
#line 470 "tilelang/ops/decode_kernels.py"
  half* const K_s = reinterpret_cast<half*>(tl_smem + 0);
#line 471 "tilelang/ops/decode_kernels.py"
  half* const V_s = reinterpret_cast<half*>(tl_smem + 32768);
#line 472 "tilelang/ops/decode_kernels.py"
  half* const P_s = reinterpret_cast<half*>(tl_smem + 69632);
#line 484 "tilelang/ops/decode_kernels.py"
  alignas(16) float acc_s[8];
#line 485 "tilelang/ops/decode_kernels.py"
  alignas(16) float acc_o[16];
#line 486 "tilelang/ops/decode_kernels.py"
  alignas(16) float m_prev[2];
#line 487 "tilelang/ops/decode_kernels.py"
  alignas(16) float m_cur[2];
#line 488 "tilelang/ops/decode_kernels.py"
  alignas(16) float l_sum[2];
#line 489 "tilelang/ops/decode_kernels.py"
  alignas(16) float l_blk[2];
#line 490 "tilelang/ops/decode_kernels.py"
  const int len_k = Lens[(int)blockIdx.z];
#line 376 "tilelang/ops/decode_kernels.py"
  const int v = (len_k + 64);
  const int v_1 = (v - 1);
  const int n_blocks = tl::floordiv(v_1, 64);
#line 377 "tilelang/ops/decode_kernels.py"
  const int v_2 = (n_blocks + 9);
  const int v_3 = (v_2 - 1);
  const int per = tl::floordiv(v_3, 9);
#line 378 "tilelang/ops/decode_kernels.py"
  const int v_4 = (int)blockIdx.x;
  const int start = (v_4 * per);
#line 379 "tilelang/ops/decode_kernels.py"
  const int v_5 = (n_blocks - start);
  const int v_6 = tl::min(per, v_5);
  const int count = tl::max(v_6, 0);
#line 387 "tilelang/ops/decode_kernels.py"
  for (int e = 0; e < 2; e += 1) {
    const int v_7 = (e * 128);
    const int v_8 = (v_7 + tid);
    const int v_9 = (v_8 % 16);
    const int v_10 = (v_8 / 16);
    const int v_11 = (v_9 * 8);
#line 388 "tilelang/ops/decode_kernels.py"
    const int rr = tl::min(v_10, 3);
#line 393 "tilelang/ops/decode_kernels.py"
    const bool v_12 = (v_10 < 4);
    half r;
    if (v_12) {
#line 370 "tilelang/ops/decode_kernels.py"
      const int v_13 = ((int)blockIdx.y * 4);
      const int v_14 = (v_13 + rr);
#line 393 "tilelang/ops/decode_kernels.py"
      const half v_15 = Q[((((int)blockIdx.z) * 1 + 0) * 32 + v_14) * 128 + v_11];
      r = v_15;
    } else {
      r = tl::from_f<half>(0.0f);
    }
    const int v_16 = (v_10 % 8);
    const int v_17 = (v_16 * 8);
    const int v_18 = (v_11 ^ v_17);
#line 387 "tilelang/ops/decode_kernels.py"
    const int v_19 = (v_11 + 1);
#line 393 "tilelang/ops/decode_kernels.py"
    half r_1;
    if (v_12) {
#line 370 "tilelang/ops/decode_kernels.py"
      const int v_20 = ((int)blockIdx.y * 4);
      const int v_21 = (v_20 + rr);
#line 393 "tilelang/ops/decode_kernels.py"
      const half v_22 = Q[((((int)blockIdx.z) * 1 + 0) * 32 + v_21) * 128 + v_19];
      r_1 = v_22;
    } else {
      r_1 = tl::from_f<half>(0.0f);
    }
#line 387 "tilelang/ops/decode_kernels.py"
    const int v_23 = (v_11 + 2);
#line 393 "tilelang/ops/decode_kernels.py"
    half r_2;
    if (v_12) {
#line 370 "tilelang/ops/decode_kernels.py"
      const int v_24 = ((int)blockIdx.y * 4);
      const int v_25 = (v_24 + rr);
#line 393 "tilelang/ops/decode_kernels.py"
      const half v_26 = Q[((((int)blockIdx.z) * 1 + 0) * 32 + v_25) * 128 + v_23];
      r_2 = v_26;
    } else {
      r_2 = tl::from_f<half>(0.0f);
    }
#line 387 "tilelang/ops/decode_kernels.py"
    const int v_27 = (v_11 + 3);
#line 393 "tilelang/ops/decode_kernels.py"
    half r_3;
    if (v_12) {
#line 370 "tilelang/ops/decode_kernels.py"
      const int v_28 = ((int)blockIdx.y * 4);
      const int v_29 = (v_28 + rr);
#line 393 "tilelang/ops/decode_kernels.py"
      const half v_30 = Q[((((int)blockIdx.z) * 1 + 0) * 32 + v_29) * 128 + v_27];
      r_3 = v_30;
    } else {
      r_3 = tl::from_f<half>(0.0f);
    }
#line 387 "tilelang/ops/decode_kernels.py"
    const int v_31 = (v_11 + 4);
#line 393 "tilelang/ops/decode_kernels.py"
    half r_4;
    if (v_12) {
#line 370 "tilelang/ops/decode_kernels.py"
      const int v_32 = ((int)blockIdx.y * 4);
      const int v_33 = (v_32 + rr);
#line 393 "tilelang/ops/decode_kernels.py"
      const half v_34 = Q[((((int)blockIdx.z) * 1 + 0) * 32 + v_33) * 128 + v_31];
      r_4 = v_34;
    } else {
      r_4 = tl::from_f<half>(0.0f);
    }
#line 387 "tilelang/ops/decode_kernels.py"
    const int v_35 = (v_11 + 5);
#line 393 "tilelang/ops/decode_kernels.py"
    half r_5;
    if (v_12) {
#line 370 "tilelang/ops/decode_kernels.py"
      const int v_36 = ((int)blockIdx.y * 4);
      const int v_37 = (v_36 + rr);
#line 393 "tilelang/ops/decode_kernels.py"
      const half v_38 = Q[((((int)blockIdx.z) * 1 + 0) * 32 + v_37) * 128 + v_35];
      r_5 = v_38;
    } else {
      r_5 = tl::from_f<half>(0.0f);
    }
#line 387 "tilelang/ops/decode_kernels.py"
    const int v_39 = (v_11 + 6);
#line 393 "tilelang/ops/decode_kernels.py"
    half r_6;
    if (v_12) {
#line 370 "tilelang/ops/decode_kernels.py"
      const int v_40 = ((int)blockIdx.y * 4);
      const int v_41 = (v_40 + rr);
#line 393 "tilelang/ops/decode_kernels.py"
      const half v_42 = Q[((((int)blockIdx.z) * 1 + 0) * 32 + v_41) * 128 + v_39];
      r_6 = v_42;
    } else {
      r_6 = tl::from_f<half>(0.0f);
    }
#line 387 "tilelang/ops/decode_kernels.py"
    const int v_43 = (v_11 + 7);
#line 393 "tilelang/ops/decode_kernels.py"
    half r_7;
    if (v_12) {
#line 370 "tilelang/ops/decode_kernels.py"
      const int v_44 = ((int)blockIdx.y * 4);
      const int v_45 = (v_44 + rr);
#line 393 "tilelang/ops/decode_kernels.py"
      const half v_46 = Q[((((int)blockIdx.z) * 1 + 0) * 32 + v_45) * 128 + v_43];
      r_7 = v_46;
    } else {
      r_7 = tl::from_f<half>(0.0f);
    }
    const tl::vec<half, 8> v_47 = tl::vec<half, 8>{{r, r_1, r_2, r_3, r_4, r_5, r_6, r_7}};
    *reinterpret_cast<tl::vec<half, 8>*>((Q_s + (v_10) * 128 + v_18)) = v_47;
#line 387 "tilelang/ops/decode_kernels.py"
  }
  __syncthreads();
#line 493 "tilelang/ops/decode_kernels.py"
  #pragma unroll
  for (int l_v = 0; l_v < 4; l_v += 1) {
    const int v_48 = (l_v * 4);
    const tl::vec<float, 4> v_49 = tl::vec<float, 4>{{0.0f, 0.0f, 0.0f, 0.0f}};
    *reinterpret_cast<tl::vec<float, 4>*>((acc_o + v_48)) = v_49;
  }
#line 494 "tilelang/ops/decode_kernels.py"
  const tl::vec<float, 2> v_50 = tl::vec<float, 2>{{0.0f, 0.0f}};
  *reinterpret_cast<tl::vec<float, 2>*>((l_sum + 0)) = v_50;
#line 495 "tilelang/ops/decode_kernels.py"
  const tl::vec<float, 2> v_51 = tl::vec<float, 2>{{-1.0000000150474662e+30f, -1.0000000150474662e+30f}};
  *reinterpret_cast<tl::vec<float, 2>*>((m_cur + 0)) = v_51;
#line 496 "tilelang/ops/decode_kernels.py"
  const int v_52 = count;
#line 249 "tilelang/ops/attention_kernels.py"
  float* const reduce_partials = reinterpret_cast<float*>(tl_smem + 71680);
#line 254 "tilelang/ops/attention_kernels.py"
  float* const reduce_partials_1 = reinterpret_cast<float*>(tl_smem + 71936);
#line 465 "tilelang/ops/decode_kernels.py"
  const bool v_53 = (0 < v_52);
  const int v_54 = (v_52 + -1);
  const int v_55 = tl::min(0, v_54);
#line 497 "tilelang/ops/decode_kernels.py"
  const int v_56 = v_55;
  const int v_57 = (start + v_56);
  const int t0 = (v_57 * 64);
#line 355 "tilelang/ops/decode_kernels.py"
  const int v_58 = t0;
#line 513 "tilelang/ops/decode_kernels.py"
  const int v_59 = (tid / 32);
  const int v_60 = (tid % 32);
  const int v_61 = (v_59 * 16);
#line 249 "tilelang/ops/attention_kernels.py"
  const int v_62 = (v_60 & 3);
  const bool v_63 = (v_62 == 0);
  const int v_64 = (v_60 / 4);
  const int v_65 = (v_62 * 2);
#line 550 "tilelang/ops/decode_kernels.py"
  const int v_66 = (v_59 * 32);
#line 355 "tilelang/ops/decode_kernels.py"
  for (int k = 0; k < 8; k += 1) {
    const int v_67 = (k * 128);
    const int v_68 = (v_67 + tid);
    const int v_69 = (v_68 % 16);
    const int v_70 = (v_68 / 16);
    const int v_71 = (v_69 * 8);
    const int v_72 = (v_70 + v_58);
    const bool v_73 = (v_72 < 4096);
    const int v_74 = (v_70 % 8);
    const int v_75 = (v_74 * 8);
    const int v_76 = (v_71 ^ v_75);
    const bool v_77 = (v_53 && v_73);
    tl::cp_async<16>((K_s + (v_70) * 128 + v_76), (v_77 ? (KC + ((((int)blockIdx.z) * 4096 + v_72) * 8 + (int)blockIdx.y) * 128 + v_71) : (const void*)KC), v_77);
  }
  for (int k_1 = 0; k_1 < 8; k_1 += 1) {
    const int v_78 = (k_1 * 128);
    const int v_79 = (v_78 + tid);
    const int v_80 = (v_79 % 16);
    const int v_81 = (v_79 / 16);
    const int v_82 = (v_80 * 8);
    const int v_83 = (v_81 + v_58);
    const bool v_84 = (v_83 < 4096);
    const int v_85 = (v_81 % 8);
    const int v_86 = (v_85 * 8);
    const int v_87 = (v_82 ^ v_86);
    const bool v_88 = (v_53 && v_84);
    tl::cp_async<16>((V_s + (v_81) * 128 + v_87), (v_88 ? (VC + ((((int)blockIdx.z) * 4096 + v_83) * 8 + (int)blockIdx.y) * 128 + v_82) : (const void*)VC), v_88);
  }
#line 496 "tilelang/ops/decode_kernels.py"
  tl::cp_async_commit();
#line 513 "tilelang/ops/decode_kernels.py"
  const int v_89 = (v_60 % 8);
  const int v_90 = (v_60 / 8);
  const int v_91 = (v_60 % 16);
  const int v_92 = (v_60 / 16);
  const int v_93 = (v_92 * 8);
  const int v_94 = (v_89 * 8);
  const int v_95 = (v_61 + v_93);
  const int v_96 = (v_95 + v_89);
  const int v_97 = (v_90 % 2);
  const int v_98 = (v_97 * 8);
#line 168 "tilelang/ops/decode_kernels.py"
  const int v_99 = (v_64 + 8);
#line 265 "tilelang/ops/attention_kernels.py"
  const int v_100 = (v_64 * 8);
#line 550 "tilelang/ops/decode_kernels.py"
  const int v_101 = (v_66 + v_93);
  const int v_102 = (v_101 ^ v_94);
  const int v_103 = (v_101 + 16);
  const int v_104 = (v_103 ^ v_94);
#line 496 "tilelang/ops/decode_kernels.py"
  int r_8 = 0;
  for (int kb = 0; kb < v_52; kb += 1) {
    tl::cp_async_wait<0>();
    __syncthreads();
    const int v_105 = (kb + 1);
    const bool v_106 = (r_8 == 0);
    const int v_107 = (r_8 - 1);
    const int v_108 = (v_106 ? 1 : v_107);
    const bool v_109 = (v_105 < v_52);
    const int v_110 = tl::min(v_105, v_54);
#line 497 "tilelang/ops/decode_kernels.py"
    const int v_111 = v_110;
    const int v_112 = (start + v_111);
    const int t0_1 = (v_112 * 64);
#line 355 "tilelang/ops/decode_kernels.py"
    const int v_113 = t0_1;
#line 496 "tilelang/ops/decode_kernels.py"
    const int v_114 = (v_108 * 64);
#line 355 "tilelang/ops/decode_kernels.py"
    for (int k_2 = 0; k_2 < 8; k_2 += 1) {
      const int v_115 = (k_2 * 128);
      const int v_116 = (v_115 + tid);
      const int v_117 = (v_116 / 16);
      const int v_118 = (v_91 * 8);
      const int v_119 = (v_117 + v_113);
      const bool v_120 = (v_119 < 4096);
      const int v_121 = (v_117 % 8);
      const int v_122 = (v_121 * 8);
      const int v_123 = (v_118 ^ v_122);
      const int v_124 = (v_117 + v_114);
      const bool v_125 = (v_109 && v_120);
      tl::cp_async<16>((K_s + (v_124) * 128 + v_123), (v_125 ? (KC + ((((int)blockIdx.z) * 4096 + v_119) * 8 + (int)blockIdx.y) * 128 + v_118) : (const void*)KC), v_125);
    }
    for (int k_3 = 0; k_3 < 8; k_3 += 1) {
      const int v_126 = (k_3 * 128);
      const int v_127 = (v_126 + tid);
      const int v_128 = (v_127 / 16);
      const int v_129 = (v_91 * 8);
      const int v_130 = (v_128 + v_113);
      const bool v_131 = (v_130 < 4096);
      const int v_132 = (v_128 % 8);
      const int v_133 = (v_132 * 8);
      const int v_134 = (v_129 ^ v_133);
      const int v_135 = (v_128 + v_114);
      const bool v_136 = (v_109 && v_131);
      tl::cp_async<16>((V_s + (v_135) * 128 + v_134), (v_136 ? (VC + ((((int)blockIdx.z) * 4096 + v_130) * 8 + (int)blockIdx.y) * 128 + v_129) : (const void*)VC), v_136);
    }
#line 496 "tilelang/ops/decode_kernels.py"
    tl::cp_async_commit();
    const int v_137 = (r_8 * 64);
#line 497 "tilelang/ops/decode_kernels.py"
    const int v_138 = kb;
    const int v_139 = (start + v_138);
    const int t0_2 = (v_139 * 64);
#line 355 "tilelang/ops/decode_kernels.py"
    const int v_140 = (t0_2 + 64);
#line 509 "tilelang/ops/decode_kernels.py"
    const bool v_141 = (v_140 > len_k);
    if (v_141) {
#line 510 "tilelang/ops/decode_kernels.py"
      for (int e_1 = 0; e_1 < 8; e_1 += 1) {
        const int v_142 = (e_1 * 128);
        const int v_143 = (v_142 + tid);
        const int v_144 = (v_143 / 16);
        const int v_145 = (v_91 * 8);
#line 511 "tilelang/ops/decode_kernels.py"
        const int v_146 = v_144;
        const int v_147 = (t0_2 + v_146);
        const bool v_148 = (v_147 < len_k);
        half r_9;
        if (v_148) {
          const int v_149 = (v_144 % 8);
          const int v_150 = (v_149 * 8);
          const int v_151 = (v_145 ^ v_150);
          const int v_152 = (v_144 + v_137);
          const half v_153 = V_s[(v_152) * 128 + v_151];
          r_9 = v_153;
        } else {
          r_9 = tl::from_f<half>(0.0f);
        }
        const int v_154 = (v_144 % 8);
        const int v_155 = (v_154 * 8);
        const int v_156 = (v_145 ^ v_155);
        const int v_157 = (v_144 + v_137);
#line 510 "tilelang/ops/decode_kernels.py"
        const int v_158 = (v_145 + 1);
#line 511 "tilelang/ops/decode_kernels.py"
        half r_10;
        if (v_148) {
          const int v_159 = (v_158 ^ v_155);
          const half v_160 = V_s[(v_157) * 128 + v_159];
          r_10 = v_160;
        } else {
          r_10 = tl::from_f<half>(0.0f);
        }
#line 510 "tilelang/ops/decode_kernels.py"
        const int v_161 = (v_145 + 2);
#line 511 "tilelang/ops/decode_kernels.py"
        half r_11;
        if (v_148) {
          const int v_162 = (v_161 ^ v_155);
          const half v_163 = V_s[(v_157) * 128 + v_162];
          r_11 = v_163;
        } else {
          r_11 = tl::from_f<half>(0.0f);
        }
#line 510 "tilelang/ops/decode_kernels.py"
        const int v_164 = (v_145 + 3);
#line 511 "tilelang/ops/decode_kernels.py"
        half r_12;
        if (v_148) {
          const int v_165 = (v_164 ^ v_155);
          const half v_166 = V_s[(v_157) * 128 + v_165];
          r_12 = v_166;
        } else {
          r_12 = tl::from_f<half>(0.0f);
        }
#line 510 "tilelang/ops/decode_kernels.py"
        const int v_167 = (v_145 + 4);
#line 511 "tilelang/ops/decode_kernels.py"
        half r_13;
        if (v_148) {
          const int v_168 = (v_167 ^ v_155);
          const half v_169 = V_s[(v_157) * 128 + v_168];
          r_13 = v_169;
        } else {
          r_13 = tl::from_f<half>(0.0f);
        }
#line 510 "tilelang/ops/decode_kernels.py"
        const int v_170 = (v_145 + 5);
#line 511 "tilelang/ops/decode_kernels.py"
        half r_14;
        if (v_148) {
          const int v_171 = (v_170 ^ v_155);
          const half v_172 = V_s[(v_157) * 128 + v_171];
          r_14 = v_172;
        } else {
          r_14 = tl::from_f<half>(0.0f);
        }
#line 510 "tilelang/ops/decode_kernels.py"
        const int v_173 = (v_145 + 6);
#line 511 "tilelang/ops/decode_kernels.py"
        half r_15;
        if (v_148) {
          const int v_174 = (v_173 ^ v_155);
          const half v_175 = V_s[(v_157) * 128 + v_174];
          r_15 = v_175;
        } else {
          r_15 = tl::from_f<half>(0.0f);
        }
#line 510 "tilelang/ops/decode_kernels.py"
        const int v_176 = (v_145 + 7);
#line 511 "tilelang/ops/decode_kernels.py"
        half r_16;
        if (v_148) {
          const int v_177 = (v_176 ^ v_155);
          const half v_178 = V_s[(v_157) * 128 + v_177];
          r_16 = v_178;
        } else {
          r_16 = tl::from_f<half>(0.0f);
        }
        const tl::vec<half, 8> v_179 = tl::vec<half, 8>{{r_9, r_10, r_11, r_12, r_13, r_14, r_15, r_16}};
        *reinterpret_cast<tl::vec<half, 8>*>((V_s + (v_157) * 128 + v_156)) = v_179;
#line 510 "tilelang/ops/decode_kernels.py"
      }
#line 509 "tilelang/ops/decode_kernels.py"
    }
#line 512 "tilelang/ops/decode_kernels.py"
    #pragma unroll
    for (int l_v_1 = 0; l_v_1 < 2; l_v_1 += 1) {
      const int v_180 = (l_v_1 * 4);
      const tl::vec<float, 4> v_181 = tl::vec<float, 4>{{0.0f, 0.0f, 0.0f, 0.0f}};
      *reinterpret_cast<tl::vec<float, 4>*>((acc_s + v_180)) = v_181;
    }
#line 513 "tilelang/ops/decode_kernels.py"
    alignas(16) half a_regs[8];
    alignas(16) half b_regs[8];
    alignas(16) float c_odd[8];
    #pragma unroll
    for (int l_v_2 = 0; l_v_2 < 2; l_v_2 += 1) {
      const int v_182 = (l_v_2 * 4);
      const tl::vec<float, 4> v_183 = tl::vec<float, 4>{{0.0f, 0.0f, 0.0f, 0.0f}};
      *reinterpret_cast<tl::vec<float, 4>*>((c_odd + v_182)) = v_183;
    }
    const int v_184 = (v_96 + v_137);
    for (int kk = 0; kk < 4; kk += 1) {
      const int v_185 = (kk * 2);
      const int v_186 = (v_185 * 16);
      const int v_187 = (v_186 + v_93);
      const int v_188 = (v_187 ^ v_94);
      tl::ldmatrix<4, false>(a_regs + 0, (Q_s + (v_91) * 128 + v_188));
      const int v_189 = (v_186 + v_98);
      const int v_190 = (v_189 ^ v_94);
      tl::ldmatrix<4, false>(b_regs + 0, (K_s + (v_184) * 128 + v_190));
      tl::mma_m16n8k16(a_regs + 0, b_regs + 0, acc_s + 0);
      tl::mma_m16n8k16(a_regs + 0, b_regs + 4, acc_s + 4);
      const int v_191 = (v_187 + 16);
      const int v_192 = (v_191 ^ v_94);
      tl::ldmatrix<4, false>(a_regs + 0, (Q_s + (v_91) * 128 + v_192));
      const int v_193 = (v_189 + 16);
      const int v_194 = (v_193 ^ v_94);
      tl::ldmatrix<4, false>(b_regs + 0, (K_s + (v_184) * 128 + v_194));
      tl::mma_m16n8k16(a_regs + 0, b_regs + 0, c_odd + 0);
      tl::mma_m16n8k16(a_regs + 0, b_regs + 4, c_odd + 4);
    }
    #pragma unroll
    for (int l_v_3 = 0; l_v_3 < 2; l_v_3 += 1) {
      const int v_195 = (l_v_3 * 4);
      const tl::vec<float, 4> v_196 = *reinterpret_cast<const tl::vec<float, 4>*>((acc_s + v_195));
      const float v_197 = v_196.v[0];
      const tl::vec<float, 4> v_198 = *reinterpret_cast<const tl::vec<float, 4>*>((c_odd + v_195));
      const float v_199 = v_198.v[0];
      const float v_200 = (v_197 + v_199);
      const float v_201 = v_196.v[1];
      const float v_202 = v_198.v[1];
      const float v_203 = (v_201 + v_202);
      const float v_204 = v_196.v[2];
      const float v_205 = v_198.v[2];
      const float v_206 = (v_204 + v_205);
      const float v_207 = v_196.v[3];
      const float v_208 = v_198.v[3];
      const float v_209 = (v_207 + v_208);
      const tl::vec<float, 4> v_210 = tl::vec<float, 4>{{v_200, v_203, v_206, v_209}};
      *reinterpret_cast<tl::vec<float, 4>*>((acc_s + v_195)) = v_210;
    }
#line 168 "tilelang/ops/decode_kernels.py"
    #pragma unroll
    for (int l_v_4 = 0; l_v_4 < 2; l_v_4 += 1) {
      const int v_211 = (l_v_4 * 4);
      const int l = (v_211 + 1);
      const int l_1 = (v_211 + 2);
      const int l_2 = (v_211 + 3);
      const int v_212 = (l_v_4 * 8);
      const int v_213 = (v_61 + v_212);
      const int v_214 = (v_213 + v_65);
#line 147 "tilelang/ops/decode_kernels.py"
      const int v_215 = v_214;
      const int v_216 = (t0_2 + v_215);
      const bool v_217 = (v_216 < len_k);
#line 169 "tilelang/ops/decode_kernels.py"
      float r_17;
      if (v_217) {
        const float v_218 = acc_s[v_211];
        r_17 = v_218;
      } else {
        const float v_219 = (-__int_as_float(0x7f800000));
        r_17 = v_219;
      }
#line 168 "tilelang/ops/decode_kernels.py"
      const int v_220 = (v_214 + 1);
#line 147 "tilelang/ops/decode_kernels.py"
      const int v_221 = v_220;
      const int v_222 = (t0_2 + v_221);
      const bool v_223 = (v_222 < len_k);
#line 169 "tilelang/ops/decode_kernels.py"
      float r_18;
      if (v_223) {
        const float v_224 = acc_s[l];
        r_18 = v_224;
      } else {
        const float v_225 = (-__int_as_float(0x7f800000));
        r_18 = v_225;
      }
      float r_19;
      if (v_217) {
        const float v_226 = acc_s[l_1];
        r_19 = v_226;
      } else {
        const float v_227 = (-__int_as_float(0x7f800000));
        r_19 = v_227;
      }
      float r_20;
      if (v_223) {
        const float v_228 = acc_s[l_2];
        r_20 = v_228;
      } else {
        const float v_229 = (-__int_as_float(0x7f800000));
        r_20 = v_229;
      }
#line 168 "tilelang/ops/decode_kernels.py"
      const tl::vec<float, 4> v_230 = tl::vec<float, 4>{{r_17, r_18, r_19, r_20}};
      *reinterpret_cast<tl::vec<float, 4>*>((acc_s + v_211)) = v_230;
    }
#line 248 "tilelang/ops/attention_kernels.py"
    const tl::vec<float, 2> v_231 = *reinterpret_cast<const tl::vec<float, 2>*>((m_cur + 0));
    *reinterpret_cast<tl::vec<float, 2>*>((m_prev + 0)) = v_231;
#line 249 "tilelang/ops/attention_kernels.py"
    const float v_232 = acc_s[0];
    const float v_233 = acc_s[1];
    const float v_234 = acc_s[4];
    const float v_235 = acc_s[5];
    const float v_236 = fmaxf(v_232, v_233);
    const float v_237 = fmaxf(v_234, v_235);
    const float v_238 = fmaxf(v_236, v_237);
    const float v_239 = tl::shfl<0>(v_238, 1, 32);
    const float v_240 = fmaxf(v_238, v_239);
    const float v_241 = tl::shfl<0>(v_240, 2, 32);
    const float v_242 = fmaxf(v_240, v_241);
    if (v_63) {
      reduce_partials[(v_64) * 4 + v_59] = v_242;
    }
    const float v_243 = acc_s[2];
    const float v_244 = acc_s[3];
    const float v_245 = acc_s[6];
    const float v_246 = acc_s[7];
    const float v_247 = fmaxf(v_243, v_244);
    const float v_248 = fmaxf(v_245, v_246);
    const float v_249 = fmaxf(v_247, v_248);
    const float v_250 = tl::shfl<0>(v_249, 1, 32);
    const float v_251 = fmaxf(v_249, v_250);
    const float v_252 = tl::shfl<0>(v_251, 2, 32);
    const float v_253 = fmaxf(v_251, v_252);
    if (v_63) {
      reduce_partials[(v_99) * 4 + v_59] = v_253;
    }
    __syncthreads();
    const float v_254 = reduce_partials[(v_64) * 4 + 0];
    const float v_255 = reduce_partials[(v_64) * 4 + 1];
    const float v_256 = fmaxf(v_254, v_255);
    const float v_257 = reduce_partials[(v_64) * 4 + 2];
    const float v_258 = fmaxf(v_256, v_257);
    const float v_259 = reduce_partials[(v_64) * 4 + 3];
    const float v_260 = fmaxf(v_258, v_259);
    const tl::vec<float, 2> v_261 = *reinterpret_cast<const tl::vec<float, 2>*>((m_cur + 0));
    const float v_262 = v_261.v[0];
    const float v_263 = fmaxf(v_262, v_260);
    const float v_264 = reduce_partials[(v_99) * 4 + 0];
    const float v_265 = reduce_partials[(v_99) * 4 + 1];
    const float v_266 = fmaxf(v_264, v_265);
    const float v_267 = reduce_partials[(v_99) * 4 + 2];
    const float v_268 = fmaxf(v_266, v_267);
    const float v_269 = reduce_partials[(v_99) * 4 + 3];
    const float v_270 = fmaxf(v_268, v_269);
    const float v_271 = v_261.v[1];
    const float v_272 = fmaxf(v_271, v_270);
    const tl::vec<float, 2> v_273 = tl::vec<float, 2>{{v_263, v_272}};
    *reinterpret_cast<tl::vec<float, 2>*>((m_cur + 0)) = v_273;
#line 250 "tilelang/ops/attention_kernels.py"
    #pragma unroll
    for (int l_v_5 = 0; l_v_5 < 2; l_v_5 += 1) {
      const int v_274 = (l_v_5 * 4);
#line 251 "tilelang/ops/attention_kernels.py"
      const tl::vec<float, 4> v_275 = *reinterpret_cast<const tl::vec<float, 4>*>((acc_s + v_274));
      const float v_276 = v_275.v[0];
      const float v_277 = (v_276 * 0.127517431974411f);
      const float v_278 = m_cur[0];
      const float v_279 = (v_278 * 0.127517431974411f);
      const float v_280 = (v_277 - v_279);
      const float v_281 = exp2f(v_280);
      const float v_282 = v_275.v[1];
      const float v_283 = (v_282 * 0.127517431974411f);
      const float v_284 = (v_283 - v_279);
      const float v_285 = exp2f(v_284);
      const float v_286 = v_275.v[2];
      const float v_287 = (v_286 * 0.127517431974411f);
      const float v_288 = m_cur[1];
      const float v_289 = (v_288 * 0.127517431974411f);
      const float v_290 = (v_287 - v_289);
      const float v_291 = exp2f(v_290);
      const float v_292 = v_275.v[3];
      const float v_293 = (v_292 * 0.127517431974411f);
      const float v_294 = (v_293 - v_289);
      const float v_295 = exp2f(v_294);
#line 250 "tilelang/ops/attention_kernels.py"
      const tl::vec<float, 4> v_296 = tl::vec<float, 4>{{v_281, v_285, v_291, v_295}};
      *reinterpret_cast<tl::vec<float, 4>*>((acc_s + v_274)) = v_296;
    }
#line 253 "tilelang/ops/attention_kernels.py"
    const tl::vec<float, 2> v_297 = *reinterpret_cast<const tl::vec<float, 2>*>((m_prev + 0));
    const float v_298 = v_297.v[0];
    const float v_299 = (v_298 * 0.127517431974411f);
    const tl::vec<float, 2> v_300 = *reinterpret_cast<const tl::vec<float, 2>*>((m_cur + 0));
    const float v_301 = v_300.v[0];
    const float v_302 = (v_301 * 0.127517431974411f);
    const float v_303 = (v_299 - v_302);
    const float v_304 = exp2f(v_303);
    const float v_305 = v_297.v[1];
    const float v_306 = (v_305 * 0.127517431974411f);
    const float v_307 = v_300.v[1];
    const float v_308 = (v_307 * 0.127517431974411f);
    const float v_309 = (v_306 - v_308);
    const float v_310 = exp2f(v_309);
#line 252 "tilelang/ops/attention_kernels.py"
    const tl::vec<float, 2> v_311 = tl::vec<float, 2>{{v_304, v_310}};
    *reinterpret_cast<tl::vec<float, 2>*>((m_prev + 0)) = v_311;
#line 254 "tilelang/ops/attention_kernels.py"
    const float v_312 = acc_s[0];
    const float v_313 = acc_s[1];
    const float v_314 = acc_s[4];
    const float v_315 = acc_s[5];
    const float v_316 = (v_312 + v_313);
    const float v_317 = (v_314 + v_315);
    const float v_318 = (v_316 + v_317);
    const float v_319 = tl::shfl<0>(v_318, 1, 32);
    const float v_320 = (v_318 + v_319);
    const float v_321 = tl::shfl<0>(v_320, 2, 32);
    const float v_322 = (v_320 + v_321);
    if (v_63) {
      reduce_partials_1[(v_64) * 4 + v_59] = v_322;
    }
    const float v_323 = acc_s[2];
    const float v_324 = acc_s[3];
    const float v_325 = acc_s[6];
    const float v_326 = acc_s[7];
    const float v_327 = (v_323 + v_324);
    const float v_328 = (v_325 + v_326);
    const float v_329 = (v_327 + v_328);
    const float v_330 = tl::shfl<0>(v_329, 1, 32);
    const float v_331 = (v_329 + v_330);
    const float v_332 = tl::shfl<0>(v_331, 2, 32);
    const float v_333 = (v_331 + v_332);
    if (v_63) {
      reduce_partials_1[(v_99) * 4 + v_59] = v_333;
    }
    __syncthreads();
    const float v_334 = reduce_partials_1[(v_64) * 4 + 0];
    const float v_335 = reduce_partials_1[(v_64) * 4 + 1];
    const float v_336 = (v_334 + v_335);
    const float v_337 = reduce_partials_1[(v_64) * 4 + 2];
    const float v_338 = (v_336 + v_337);
    const float v_339 = reduce_partials_1[(v_64) * 4 + 3];
    const float v_340 = (v_338 + v_339);
    const float v_341 = reduce_partials_1[(v_99) * 4 + 0];
    const float v_342 = reduce_partials_1[(v_99) * 4 + 1];
    const float v_343 = (v_341 + v_342);
    const float v_344 = reduce_partials_1[(v_99) * 4 + 2];
    const float v_345 = (v_343 + v_344);
    const float v_346 = reduce_partials_1[(v_99) * 4 + 3];
    const float v_347 = (v_345 + v_346);
    const tl::vec<float, 2> v_348 = tl::vec<float, 2>{{v_340, v_347}};
    *reinterpret_cast<tl::vec<float, 2>*>((l_blk + 0)) = v_348;
#line 261 "tilelang/ops/attention_kernels.py"
    #pragma unroll
    for (int l_v_6 = 0; l_v_6 < 4; l_v_6 += 1) {
      const int v_349 = (l_v_6 * 4);
#line 262 "tilelang/ops/attention_kernels.py"
      const tl::vec<float, 4> v_350 = *reinterpret_cast<const tl::vec<float, 4>*>((acc_o + v_349));
      const float v_351 = v_350.v[0];
      const float v_352 = m_prev[0];
      const float v_353 = (v_351 * v_352);
      const float v_354 = v_350.v[1];
      const float v_355 = (v_354 * v_352);
      const float v_356 = v_350.v[2];
      const float v_357 = m_prev[1];
      const float v_358 = (v_356 * v_357);
      const float v_359 = v_350.v[3];
      const float v_360 = (v_359 * v_357);
#line 261 "tilelang/ops/attention_kernels.py"
      const tl::vec<float, 4> v_361 = tl::vec<float, 4>{{v_353, v_355, v_358, v_360}};
      *reinterpret_cast<tl::vec<float, 4>*>((acc_o + v_349)) = v_361;
    }
#line 264 "tilelang/ops/attention_kernels.py"
    const tl::vec<float, 2> v_362 = *reinterpret_cast<const tl::vec<float, 2>*>((l_sum + 0));
    const float v_363 = v_362.v[0];
    const tl::vec<float, 2> v_364 = *reinterpret_cast<const tl::vec<float, 2>*>((m_prev + 0));
    const float v_365 = v_364.v[0];
    const float v_366 = (v_363 * v_365);
    const tl::vec<float, 2> v_367 = *reinterpret_cast<const tl::vec<float, 2>*>((l_blk + 0));
    const float v_368 = v_367.v[0];
    const float v_369 = (v_366 + v_368);
    const float v_370 = v_362.v[1];
    const float v_371 = v_364.v[1];
    const float v_372 = (v_370 * v_371);
    const float v_373 = v_367.v[1];
    const float v_374 = (v_372 + v_373);
#line 263 "tilelang/ops/attention_kernels.py"
    const tl::vec<float, 2> v_375 = tl::vec<float, 2>{{v_369, v_374}};
    *reinterpret_cast<tl::vec<float, 2>*>((l_sum + 0)) = v_375;
#line 265 "tilelang/ops/attention_kernels.py"
    #pragma unroll
    for (int l_v_7 = 0; l_v_7 < 2; l_v_7 += 1) {
      const int v_376 = (l_v_7 * 4);
      const int v_377 = (l_v_7 * 8);
      const int v_378 = (v_61 + v_377);
      const int v_379 = (v_378 + v_65);
      const tl::vec<float, 4> v_380 = *reinterpret_cast<const tl::vec<float, 4>*>((acc_s + v_376));
      const float v_381 = v_380.v[0];
      const half v_382 = tl::cast<half>(v_381);
      const int v_383 = (v_379 ^ v_100);
      const float v_384 = v_380.v[1];
      const half v_385 = tl::cast<half>(v_384);
      const tl::vec<half, 2> v_386 = tl::vec<half, 2>{{v_382, v_385}};
      *reinterpret_cast<tl::vec<half, 2>*>((P_s + (v_64) * 64 + v_383)) = v_386;
      const float v_387 = v_380.v[2];
      const half v_388 = tl::cast<half>(v_387);
      const float v_389 = v_380.v[3];
      const half v_390 = tl::cast<half>(v_389);
      const tl::vec<half, 2> v_391 = tl::vec<half, 2>{{v_388, v_390}};
      *reinterpret_cast<tl::vec<half, 2>*>((P_s + (v_99) * 64 + v_383)) = v_391;
    }
    __syncthreads();
#line 550 "tilelang/ops/decode_kernels.py"
    alignas(16) half a_regs_1[8];
    alignas(16) half b_regs_1[16];
    for (int kk_1 = 0; kk_1 < 4; kk_1 += 1) {
      const int v_392 = (kk_1 * 16);
      const int v_393 = (v_392 + v_93);
      const int v_394 = (v_393 ^ v_94);
      tl::ldmatrix<4, false>(a_regs_1 + 0, (P_s + (v_91) * 64 + v_394));
      const int v_395 = (v_392 + v_91);
      const int v_396 = (v_395 + v_137);
      tl::ldmatrix<4, true>(b_regs_1 + 0, (V_s + (v_396) * 128 + v_102));
      tl::ldmatrix<4, true>(b_regs_1 + 8, (V_s + (v_396) * 128 + v_104));
      tl::mma_m16n8k16(a_regs_1 + 0, b_regs_1 + 0, acc_o + 0);
      tl::mma_m16n8k16(a_regs_1 + 0, b_regs_1 + 4, acc_o + 4);
      tl::mma_m16n8k16(a_regs_1 + 0, b_regs_1 + 8, acc_o + 8);
      tl::mma_m16n8k16(a_regs_1 + 0, b_regs_1 + 12, acc_o + 12);
    }
    __syncthreads();
#line 496 "tilelang/ops/decode_kernels.py"
    const bool v_397 = (r_8 == 1);
    const int v_398 = (v_107 + 2);
    const int v_399 = (v_397 ? 0 : v_398);
#line 465 "tilelang/ops/decode_kernels.py"
    r_8 = v_399;
#line 496 "tilelang/ops/decode_kernels.py"
  }
  tl::cp_async_wait<0>();
#line 551 "tilelang/ops/decode_kernels.py"
  #pragma unroll
  for (int l_v_8 = 0; l_v_8 < 8; l_v_8 += 1) {
    const int v_400 = (l_v_8 * 2);
    const int l_3 = (v_400 + 1);
    const int v_401 = (l_v_8 / 2);
    const int v_402 = (l_v_8 % 2);
    const int v_403 = (v_402 * 8);
    const int v_404 = (v_64 + v_403);
    const int v_405 = (v_401 * 8);
    const int v_406 = (v_66 + v_405);
    const int v_407 = (v_406 + v_65);
#line 552 "tilelang/ops/decode_kernels.py"
    const bool v_408 = (v_404 < 4);
    if (v_408) {
#line 554 "tilelang/ops/decode_kernels.py"
      const float v_409 = l_sum[v_402];
      const bool v_410 = (v_409 > 0.0f);
#line 553 "tilelang/ops/decode_kernels.py"
      float r_21;
      if (v_410) {
#line 554 "tilelang/ops/decode_kernels.py"
        const float v_411 = acc_o[v_400];
        const float v_412 = l_sum[v_402];
        const float v_413 = (v_411 / v_412);
#line 553 "tilelang/ops/decode_kernels.py"
        r_21 = v_413;
      } else {
        r_21 = 0.0f;
      }
#line 363 "tilelang/ops/decode_kernels.py"
      const int v_414 = (v_404 / 4);
#line 370 "tilelang/ops/decode_kernels.py"
      const int v_415 = ((int)blockIdx.y * 4);
      const int v_416 = (v_404 % 4);
      const int v_417 = (v_415 + v_416);
#line 553 "tilelang/ops/decode_kernels.py"
      float r_22;
      if (v_410) {
#line 554 "tilelang/ops/decode_kernels.py"
        const float v_418 = acc_o[l_3];
        const float v_419 = l_sum[v_402];
        const float v_420 = (v_418 / v_419);
#line 553 "tilelang/ops/decode_kernels.py"
        r_22 = v_420;
      } else {
        r_22 = 0.0f;
      }
      const tl::vec<float, 2> v_421 = tl::vec<float, 2>{{r_21, r_22}};
      *reinterpret_cast<tl::vec<float, 2>*>((Opart + (((((int)blockIdx.z) * 1 + v_414) * 32 + v_417) * 9 + (int)blockIdx.x) * 128 + v_407)) = v_421;
#line 552 "tilelang/ops/decode_kernels.py"
    }
#line 551 "tilelang/ops/decode_kernels.py"
  }
#line 555 "tilelang/ops/decode_kernels.py"
  const int v_422 = (v_64 * 4);
  const bool v_423 = (tid == v_422);
  #pragma unroll
  for (int l_4 = 0; l_4 < 2; l_4 += 1) {
    const int v_424 = (l_4 * 8);
    const int v_425 = (v_64 + v_424);
    if (v_423) {
#line 556 "tilelang/ops/decode_kernels.py"
      const bool v_426 = (v_425 < 4);
      if (v_426) {
#line 558 "tilelang/ops/decode_kernels.py"
        const float v_427 = l_sum[l_4];
        const bool v_428 = (v_427 > 0.0f);
#line 557 "tilelang/ops/decode_kernels.py"
        float r_23;
        if (v_428) {
#line 558 "tilelang/ops/decode_kernels.py"
          const float v_429 = m_cur[l_4];
          const float v_430 = (v_429 * 0.127517431974411f);
          const float v_431 = l_sum[l_4];
          const float v_432 = log2f(v_431);
          const float v_433 = (v_430 + v_432);
#line 557 "tilelang/ops/decode_kernels.py"
          r_23 = v_433;
        } else {
#line 558 "tilelang/ops/decode_kernels.py"
          const float v_434 = (-__int_as_float(0x7f800000));
#line 557 "tilelang/ops/decode_kernels.py"
          r_23 = v_434;
        }
#line 363 "tilelang/ops/decode_kernels.py"
        const int v_435 = (v_425 / 4);
#line 370 "tilelang/ops/decode_kernels.py"
        const int v_436 = ((int)blockIdx.y * 4);
        const int v_437 = (v_425 % 4);
        const int v_438 = (v_436 + v_437);
#line 557 "tilelang/ops/decode_kernels.py"
        Lse[((((int)blockIdx.z) * 1 + v_435) * 32 + v_438) * 9 + (int)blockIdx.x] = r_23;
#line 556 "tilelang/ops/decode_kernels.py"
      }
#line 555 "tilelang/ops/decode_kernels.py"
    }
  }
}
