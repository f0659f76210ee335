// decode_attention: q (8, 1, 32, 128) float16, cache (8 x 32768, 8, 128) int4 scales by token of 32; sm_80
// split kernel; tile [64, 64, 1], keys major True, stages 2, fast math True, 5 splits (plan_splits without a GPU)
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
#line 581 "tilelang/ops/decode_kernels.py"
  half* const KS_s = reinterpret_cast<half*>(tl_smem + 19456);
#line 582 "tilelang/ops/decode_kernels.py"
  half* const VS_s = reinterpret_cast<half*>(tl_smem + 20480);
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
#line 596 "tilelang/ops/decode_kernels.py"
  alignas(16) float l_blk[2];
#line 600 "tilelang/ops/decode_kernels.py"
  const int len_k = Lens[(int)blockIdx.z];
#line 376 "tilelang/ops/decode_kernels.py"
  const int v = (len_k + 64);
  const int v_1 = (v - 1);
  const int n_blocks = tl::floordiv(v_1, 64);
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
#line 387 "tilelang/ops/decode_kernels.py"
  for (int e = 0; e < 2; e += 1) {
    const int v_7 = (e * 64);
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
#line 70 "tilelang/ops/decode_kernels.py"
      const int v_15 = (v_11 / 32);
      const int v_16 = (v_15 * 8);
#line 59 "tilelang/ops/decode_kernels.py"
      const int v_17 = (v_11 % 32);
      const int v_18 = (v_17 / 8);
#line 70 "tilelang/ops/decode_kernels.py"
      const int v_19 = (v_16 + v_18);
#line 393 "tilelang/ops/decode_kernels.py"
      const half v_20 = Q[((((int)blockIdx.z) * 1 + 0) * 32 + v_14) * 128 + v_19];
      r = v_20;
    } else {
      r = tl::from_f<half>(0.0f);
    }
    const int v_21 = (v_10 * 8);
    const int v_22 = (v_11 ^ v_21);
#line 387 "tilelang/ops/decode_kernels.py"
    const int v_23 = (v_11 + 1);
#line 393 "tilelang/ops/decode_kernels.py"
    half r_1;
    if (v_12) {
#line 370 "tilelang/ops/decode_kernels.py"
      const int v_24 = ((int)blockIdx.y * 4);
      const int v_25 = (v_24 + rr);
#line 70 "tilelang/ops/decode_kernels.py"
      const int v_26 = (v_23 / 32);
      const int v_27 = (v_26 * 8);
#line 59 "tilelang/ops/decode_kernels.py"
      const int v_28 = (v_26 * 32);
      const int v_29 = (v_23 % 32);
      const int v_30 = (v_29 / 8);
      const int v_31 = (v_28 + v_30);
      const int v_32 = (v_31 + 4);
#line 70 "tilelang/ops/decode_kernels.py"
      const int v_33 = (v_32 % 8);
      const int v_34 = (v_27 + v_33);
#line 393 "tilelang/ops/decode_kernels.py"
      const half v_35 = Q[((((int)blockIdx.z) * 1 + 0) * 32 + v_25) * 128 + v_34];
      r_1 = v_35;
    } else {
      r_1 = tl::from_f<half>(0.0f);
    }
#line 387 "tilelang/ops/decode_kernels.py"
    const int v_36 = (v_11 + 2);
#line 393 "tilelang/ops/decode_kernels.py"
    half r_2;
    if (v_12) {
#line 370 "tilelang/ops/decode_kernels.py"
      const int v_37 = ((int)blockIdx.y * 4);
      const int v_38 = (v_37 + rr);
#line 70 "tilelang/ops/decode_kernels.py"
      const int v_39 = (v_36 / 32);
      const int v_40 = (v_39 + 4);
      const int v_41 = (v_40 * 8);
#line 59 "tilelang/ops/decode_kernels.py"
      const int v_42 = (v_36 % 32);
      const int v_43 = (v_42 / 8);
#line 70 "tilelang/ops/decode_kernels.py"
      const int v_44 = (v_41 + v_43);
#line 393 "tilelang/ops/decode_kernels.py"
      const half v_45 = Q[((((int)blockIdx.z) * 1 + 0) * 32 + v_38) * 128 + v_44];
      r_2 = v_45;
    } else {
      r_2 = tl::from_f<half>(0.0f);
    }
#line 387 "tilelang/ops/decode_kernels.py"
    const int v_46 = (v_11 + 3);
#line 393 "tilelang/ops/decode_kernels.py"
    half r_3;
    if (v_12) {
#line 370 "tilelang/ops/decode_kernels.py"
      const int v_47 = ((int)blockIdx.y * 4);
      const int v_48 = (v_47 + rr);
#line 70 "tilelang/ops/decode_kernels.py"
      const int v_49 = (v_46 / 32);
      const int v_50 = (v_49 + 4);
      const int v_51 = (v_50 * 8);
#line 59 "tilelang/ops/decode_kernels.py"
      const int v_52 = (v_49 * 32);
      const int v_53 = (v_52 + 8);
      const int v_54 = (v_46 % 32);
      const int v_55 = (v_54 / 8);
      const int v_56 = (v_53 + v_55);
      const int v_57 = (v_56 + 4);
#line 70 "tilelang/ops/decode_kernels.py"
      const int v_58 = (v_57 % 8);
      const int v_59 = (v_51 + v_58);
#line 393 "tilelang/ops/decode_kernels.py"
      const half v_60 = Q[((((int)blockIdx.z) * 1 + 0) * 32 + v_48) * 128 + v_59];
      r_3 = v_60;
    } else {
      r_3 = tl::from_f<half>(0.0f);
    }
#line 387 "tilelang/ops/decode_kernels.py"
    const int v_61 = (v_11 + 4);
#line 393 "tilelang/ops/decode_kernels.py"
    half r_4;
    if (v_12) {
#line 370 "tilelang/ops/decode_kernels.py"
      const int v_62 = ((int)blockIdx.y * 4);
      const int v_63 = (v_62 + rr);
#line 70 "tilelang/ops/decode_kernels.py"
      const int v_64 = (v_61 / 32);
      const int v_65 = (v_64 + 8);
      const int v_66 = (v_65 * 8);
#line 59 "tilelang/ops/decode_kernels.py"
      const int v_67 = (v_61 % 32);
      const int v_68 = (v_67 / 8);
#line 70 "tilelang/ops/decode_kernels.py"
      const int v_69 = (v_66 + v_68);
#line 393 "tilelang/ops/decode_kernels.py"
      const half v_70 = Q[((((int)blockIdx.z) * 1 + 0) * 32 + v_63) * 128 + v_69];
      r_4 = v_70;
    } else {
      r_4 = tl::from_f<half>(0.0f);
    }
#line 387 "tilelang/ops/decode_kernels.py"
    const int v_71 = (v_11 + 5);
#line 393 "tilelang/ops/decode_kernels.py"
    half r_5;
    if (v_12) {
#line 370 "tilelang/ops/decode_kernels.py"
      const int v_72 = ((int)blockIdx.y * 4);
      const int v_73 = (v_72 + rr);
#line 70 "tilelang/ops/decode_kernels.py"
      const int v_74 = (v_71 / 32);
      const int v_75 = (v_74 + 8);
      const int v_76 = (v_75 * 8);
#line 59 "tilelang/ops/decode_kernels.py"
      const int v_77 = (v_74 * 32);
      const int v_78 = (v_77 + 16);
      const int v_79 = (v_71 % 32);
      const int v_80 = (v_79 / 8);
      const int v_81 = (v_78 + v_80);
      const int v_82 = (v_81 + 4);
#line 70 "tilelang/ops/decode_kernels.py"
      const int v_83 = (v_82 % 8);
      const int v_84 = (v_76 + v_83);
#line 393 "tilelang/ops/decode_kernels.py"
      const half v_85 = Q[((((int)blockIdx.z) * 1 + 0) * 32 + v_73) * 128 + v_84];
      r_5 = v_85;
    } else {
      r_5 = tl::from_f<half>(0.0f);
    }
#line 387 "tilelang/ops/decode_kernels.py"
    const int v_86 = (v_11 + 6);
#line 393 "tilelang/ops/decode_kernels.py"
    half r_6;
    if (v_12) {
#line 370 "tilelang/ops/decode_kernels.py"
      const int v_87 = ((int)blockIdx.y * 4);
      const int v_88 = (v_87 + rr);
#line 70 "tilelang/ops/decode_kernels.py"
      const int v_89 = (v_86 / 32);
      const int v_90 = (v_89 + 12);
      const int v_91 = (v_90 * 8);
#line 59 "tilelang/ops/decode_kernels.py"
      const int v_92 = (v_86 % 32);
      const int v_93 = (v_92 / 8);
#line 70 "tilelang/ops/decode_kernels.py"
      const int v_94 = (v_91 + v_93);
#line 393 "tilelang/ops/decode_kernels.py"
      const half v_95 = Q[((((int)blockIdx.z) * 1 + 0) * 32 + v_88) * 128 + v_94];
      r_6 = v_95;
    } else {
      r_6 = tl::from_f<half>(0.0f);
    }
#line 387 "tilelang/ops/decode_kernels.py"
    const int v_96 = (v_11 + 7);
#line 393 "tilelang/ops/decode_kernels.py"
    half r_7;
    if (v_12) {
#line 370 "tilelang/ops/decode_kernels.py"
      const int v_97 = ((int)blockIdx.y * 4);
      const int v_98 = (v_97 + rr);
#line 70 "tilelang/ops/decode_kernels.py"
      const int v_99 = (v_96 / 32);
      const int v_100 = (v_99 + 12);
      const int v_101 = (v_100 * 8);
#line 59 "tilelang/ops/decode_kernels.py"
      const int v_102 = (v_99 * 32);
      const int v_103 = (v_102 + 24);
      const int v_104 = (v_96 % 32);
      const int v_105 = (v_104 / 8);
      const int v_106 = (v_103 + v_105);
      const int v_107 = (v_106 + 4);
#line 70 "tilelang/ops/decode_kernels.py"
      const int v_108 = (v_107 % 8);
      const int v_109 = (v_101 + v_108);
#line 393 "tilelang/ops/decode_kernels.py"
      const half v_110 = Q[((((int)blockIdx.z) * 1 + 0) * 32 + v_98) * 128 + v_109];
      r_7 = v_110;
    } else {
      r_7 = tl::from_f<half>(0.0f);
    }
    const tl::vec<half, 8> v_111 = tl::vec<half, 8>{{r, r_1, r_2, r_3, r_4, r_5, r_6, r_7}};
    *reinterpret_cast<tl::vec<half, 8>*>((Q_s + (v_10) * 128 + v_22)) = v_111;
#line 387 "tilelang/ops/decode_kernels.py"
  }
  __syncthreads();
#line 609 "tilelang/ops/decode_kernels.py"
  #pragma unroll
  for (int l_v = 0; l_v < 4; l_v += 1) {
    const int v_112 = (l_v * 4);
    const tl::vec<float, 4> v_113 = tl::vec<float, 4>{{0.0f, 0.0f, 0.0f, 0.0f}};
    *reinterpret_cast<tl::vec<float, 4>*>((acc_o + v_112)) = v_113;
  }
#line 610 "tilelang/ops/decode_kernels.py"
  const tl::vec<float, 2> v_114 = tl::vec<float, 2>{{0.0f, 0.0f}};
  *reinterpret_cast<tl::vec<float, 2>*>((l_sum + 0)) = v_114;
#line 611 "tilelang/ops/decode_kernels.py"
  const tl::vec<float, 2> v_115 = tl::vec<float, 2>{{-1.0000000150474662e+30f, -1.0000000150474662e+30f}};
  *reinterpret_cast<tl::vec<float, 2>*>((m_cur + 0)) = v_115;
#line 612 "tilelang/ops/decode_kernels.py"
  const int v_116 = count;
#line 682 "tilelang/ops/decode_kernels.py"
  float* const reduce_partials = reinterpret_cast<float*>(tl_smem + 21504);
#line 691 "tilelang/ops/decode_kernels.py"
  float* const reduce_partials_1 = reinterpret_cast<float*>(tl_smem + 21632);
#line 570 "tilelang/ops/decode_kernels.py"
  const bool v_117 = (0 < v_116);
  const int v_118 = (v_116 + -1);
  const int v_119 = tl::min(0, v_118);
#line 613 "tilelang/ops/decode_kernels.py"
  const int v_120 = v_119;
  const int v_121 = (start + v_120);
  const int t0 = (v_121 * 64);
#line 355 "tilelang/ops/decode_kernels.py"
  const int v_122 = t0;
  const int v_123 = (tid + v_122);
  const bool v_124 = (v_123 < 32768);
#line 619 "tilelang/ops/decode_kernels.py"
  const int v_125 = (tid / 32);
  const int v_126 = (tid % 32);
  const int v_127 = (v_126 / 4);
  const int v_128 = (v_126 % 4);
  const int v_129 = (v_128 * 2);
  const int v_130 = (v_125 * 32);
  const int v_131 = (v_130 + v_127);
  const int v_132 = (v_128 * 4);
  const int v_133 = (v_132 * 4);
  const int v_134 = (v_132 + 1);
  const int v_135 = (v_134 * 4);
  const int v_136 = (v_132 + 2);
  const int v_137 = (v_136 * 4);
  const int v_138 = (v_132 + 3);
  const int v_139 = (v_138 * 4);
#line 682 "tilelang/ops/decode_kernels.py"
  const int v_140 = (v_126 & 28);
  const bool v_141 = (v_140 == 0);
#line 701 "tilelang/ops/decode_kernels.py"
  const int v_142 = (v_125 * 64);
#line 355 "tilelang/ops/decode_kernels.py"
  for (int k = 0; k < 4; k += 1) {
    const int v_143 = (k * 64);
    const int v_144 = (v_143 + tid);
    const int v_145 = (v_144 / 4);
    const int v_146 = (v_145 + v_122);
    const bool v_147 = (v_146 < 32768);
    const bool v_148 = (v_117 && v_147);
    tl::cp_async<16>((Kq_s + (v_145) * 64 + v_133), (v_148 ? (KC + ((((int)blockIdx.z) * 32768 + v_146) * 8 + (int)blockIdx.y) * 64 + v_133) : (const void*)KC), v_148);
  }
  for (int k_1 = 0; k_1 < 4; k_1 += 1) {
    const int v_149 = (k_1 * 64);
    const int v_150 = (v_149 + tid);
    const int v_151 = (v_150 / 4);
    const int v_152 = (v_151 + v_122);
    const bool v_153 = (v_152 < 32768);
    const bool v_154 = (v_117 && v_153);
    tl::cp_async<16>((Vq_s + (v_151) * 64 + v_133), (v_154 ? (VC + ((((int)blockIdx.z) * 32768 + v_152) * 8 + (int)blockIdx.y) * 64 + v_133) : (const void*)VC), v_154);
  }
  const bool v_155 = (v_117 && v_124);
  tl::cp_async<8>((KS_s + (tid) * 4 + 0), (v_155 ? (KS + ((((int)blockIdx.z) * 32768 + v_123) * 8 + (int)blockIdx.y) * 4 + 0) : (const void*)KS), v_155);
  tl::cp_async<8>((VS_s + (tid) * 4 + 0), (v_155 ? (VS + ((((int)blockIdx.z) * 32768 + v_123) * 8 + (int)blockIdx.y) * 4 + 0) : (const void*)VS), v_155);
#line 612 "tilelang/ops/decode_kernels.py"
  tl::cp_async_commit();
#line 619 "tilelang/ops/decode_kernels.py"
  const int v_156 = (v_129 + 1);
#line 633 "tilelang/ops/decode_kernels.py"
  const int v_157 = (v_126 % 8);
  const int v_158 = (v_126 / 8);
  const int v_159 = (v_158 % 2);
  const int v_160 = (v_159 * 8);
  const int v_161 = (v_157 * 8);
#line 701 "tilelang/ops/decode_kernels.py"
  const int v_162 = (v_126 % 16);
#line 612 "tilelang/ops/decode_kernels.py"
  int r_8 = 0;
  for (int kb = 0; kb < v_116; kb += 1) {
    tl::cp_async_wait<0>();
    __syncthreads();
    const int v_163 = (kb + 1);
    const bool v_164 = (r_8 == 0);
    const int v_165 = (r_8 - 1);
    const int v_166 = (v_164 ? 1 : v_165);
    const bool v_167 = (v_163 < v_116);
    const int v_168 = tl::min(v_163, v_118);
#line 613 "tilelang/ops/decode_kernels.py"
    const int v_169 = v_168;
    const int v_170 = (start + v_169);
    const int t0_1 = (v_170 * 64);
#line 355 "tilelang/ops/decode_kernels.py"
    const int v_171 = t0_1;
    const int v_172 = (tid + v_171);
    const bool v_173 = (v_172 < 32768);
#line 612 "tilelang/ops/decode_kernels.py"
    const int v_174 = (v_166 * 64);
#line 355 "tilelang/ops/decode_kernels.py"
    for (int k_2 = 0; k_2 < 4; k_2 += 1) {
      const int v_175 = (k_2 * 64);
      const int v_176 = (v_175 + tid);
      const int v_177 = (v_176 / 4);
      const int v_178 = (v_177 + v_171);
      const bool v_179 = (v_178 < 32768);
      const int v_180 = (v_177 + v_174);
      const bool v_181 = (v_167 && v_179);
      tl::cp_async<16>((Kq_s + (v_180) * 64 + v_133), (v_181 ? (KC + ((((int)blockIdx.z) * 32768 + v_178) * 8 + (int)blockIdx.y) * 64 + v_133) : (const void*)KC), v_181);
    }
    for (int k_3 = 0; k_3 < 4; k_3 += 1) {
      const int v_182 = (k_3 * 64);
      const int v_183 = (v_182 + tid);
      const int v_184 = (v_183 / 4);
      const int v_185 = (v_184 + v_171);
      const bool v_186 = (v_185 < 32768);
      const int v_187 = (v_184 + v_174);
      const bool v_188 = (v_167 && v_186);
      tl::cp_async<16>((Vq_s + (v_187) * 64 + v_133), (v_188 ? (VC + ((((int)blockIdx.z) * 32768 + v_185) * 8 + (int)blockIdx.y) * 64 + v_133) : (const void*)VC), v_188);
    }
    const int v_189 = (tid + v_174);
    const bool v_190 = (v_167 && v_173);
    tl::cp_async<8>((KS_s + (v_189) * 4 + 0), (v_190 ? (KS + ((((int)blockIdx.z) * 32768 + v_172) * 8 + (int)blockIdx.y) * 4 + 0) : (const void*)KS), v_190);
    tl::cp_async<8>((VS_s + (v_189) * 4 + 0), (v_190 ? (VS + ((((int)blockIdx.z) * 32768 + v_172) * 8 + (int)blockIdx.y) * 4 + 0) : (const void*)VS), v_190);
#line 612 "tilelang/ops/decode_kernels.py"
    tl::cp_async_commit();
    const int v_191 = (r_8 * 64);
#line 613 "tilelang/ops/decode_kernels.py"
    const int v_192 = kb;
    const int v_193 = (start + v_192);
    const int t0_2 = (v_193 * 64);
#line 355 "tilelang/ops/decode_kernels.py"
    const int v_194 = (t0_2 + 64);
#line 619 "tilelang/ops/decode_kernels.py"
    alignas(16) half dequant[128];
    alignas(16) half decoded[8];
    const int v_195 = (v_131 + v_191);
    const unsigned v_196 = *reinterpret_cast<const unsigned*>((Kq_s + (v_195) * 64 + v_133));
    tl::dequant_i4<true>(decoded + 0, v_196);
    const half v_197 = decoded[0];
    dequant[0] = v_197;
    const half v_198 = decoded[1];
    dequant[1] = v_198;
    const half v_199 = decoded[2];
    dequant[4] = v_199;
    const half v_200 = decoded[3];
    dequant[5] = v_200;
    const half v_201 = decoded[4];
    dequant[8] = v_201;
    const half v_202 = decoded[5];
    dequant[9] = v_202;
    const half v_203 = decoded[6];
    dequant[12] = v_203;
    const half v_204 = decoded[7];
    dequant[13] = v_204;
    const int v_205 = (v_195 + 8);
    const unsigned v_206 = *reinterpret_cast<const unsigned*>((Kq_s + (v_205) * 64 + v_133));
    tl::dequant_i4<true>(decoded + 0, v_206);
    const half v_207 = decoded[0];
    dequant[2] = v_207;
    const half v_208 = decoded[1];
    dequant[3] = v_208;
    const half v_209 = decoded[2];
    dequant[6] = v_209;
    const half v_210 = decoded[3];
    dequant[7] = v_210;
    const half v_211 = decoded[4];
    dequant[10] = v_211;
    const half v_212 = decoded[5];
    dequant[11] = v_212;
    const half v_213 = decoded[6];
    dequant[14] = v_213;
    const half v_214 = decoded[7];
    dequant[15] = v_214;
    const unsigned v_215 = *reinterpret_cast<const unsigned*>((Kq_s + (v_195) * 64 + v_135));
    tl::dequant_i4<true>(decoded + 0, v_215);
    const half v_216 = decoded[0];
    dequant[16] = v_216;
    const half v_217 = decoded[1];
    dequant[17] = v_217;
    const half v_218 = decoded[2];
    dequant[20] = v_218;
    const half v_219 = decoded[3];
    dequant[21] = v_219;
    const half v_220 = decoded[4];
    dequant[24] = v_220;
    const half v_221 = decoded[5];
    dequant[25] = v_221;
    const half v_222 = decoded[6];
    dequant[28] = v_222;
    const half v_223 = decoded[7];
    dequant[29] = v_223;
    const unsigned v_224 = *reinterpret_cast<const unsigned*>((Kq_s + (v_205) * 64 + v_135));
    tl::dequant_i4<true>(decoded + 0, v_224);
    const half v_225 = decoded[0];
    dequant[18] = v_225;
    const half v_226 = decoded[1];
    dequant[19] = v_226;
    const half v_227 = decoded[2];
    dequant[22] = v_227;
    const half v_228 = decoded[3];
    dequant[23] = v_228;
    const half v_229 = decoded[4];
    dequant[26] = v_229;
    const half v_230 = decoded[5];
    dequant[27] = v_230;
    const half v_231 = decoded[6];
    dequant[30] = v_231;
    const half v_232 = decoded[7];
    dequant[31] = v_232;
    const unsigned v_233 = *reinterpret_cast<const unsigned*>((Kq_s + (v_195) * 64 + v_137));
    tl::dequant_i4<true>(decoded + 0, v_233);
    const half v_234 = decoded[0];
    dequant[32] = v_234;
    const half v_235 = decoded[1];
    dequant[33] = v_235;
    const half v_236 = decoded[2];
    dequant[36] = v_236;
    const half v_237 = decoded[3];
    dequant[37] = v_237;
    const half v_238 = decoded[4];
    dequant[40] = v_238;
    const half v_239 = decoded[5];
    dequant[41] = v_239;
    const half v_240 = decoded[6];
    dequant[44] = v_240;
    const half v_241 = decoded[7];
    dequant[45] = v_241;
    const unsigned v_242 = *reinterpret_cast<const unsigned*>((Kq_s + (v_205) * 64 + v_137));
    tl::dequant_i4<true>(decoded + 0, v_242);
    const half v_243 = decoded[0];
    dequant[34] = v_243;
    const half v_244 = decoded[1];
    dequant[35] = v_244;
    const half v_245 = decoded[2];
    dequant[38] = v_245;
    const half v_246 = decoded[3];
    dequant[39] = v_246;
    const half v_247 = decoded[4];
    dequant[42] = v_247;
    const half v_248 = decoded[5];
    dequant[43] = v_248;
    const half v_249 = decoded[6];
    dequant[46] = v_249;
    const half v_250 = decoded[7];
    dequant[47] = v_250;
    const unsigned v_251 = *reinterpret_cast<const unsigned*>((Kq_s + (v_195) * 64 + v_139));
    tl::dequant_i4<true>(decoded + 0, v_251);
    const half v_252 = decoded[0];
    dequant[48] = v_252;
    const half v_253 = decoded[1];
    dequant[49] = v_253;
    const half v_254 = decoded[2];
    dequant[52] = v_254;
    const half v_255 = decoded[3];
    dequant[53] = v_255;
    const half v_256 = decoded[4];
    dequant[56] = v_256;
    const half v_257 = decoded[5];
    dequant[57] = v_257;
    const half v_258 = decoded[6];
    dequant[60] = v_258;
    const half v_259 = decoded[7];
    dequant[61] = v_259;
    const unsigned v_260 = *reinterpret_cast<const unsigned*>((Kq_s + (v_205) * 64 + v_139));
    tl::dequant_i4<true>(decoded + 0, v_260);
    const half v_261 = decoded[0];
    dequant[50] = v_261;
    const half v_262 = decoded[1];
    dequant[51] = v_262;
    const half v_263 = decoded[2];
    dequant[54] = v_263;
    const half v_264 = decoded[3];
    dequant[55] = v_264;
    const half v_265 = decoded[4];
    dequant[58] = v_265;
    const half v_266 = decoded[5];
    dequant[59] = v_266;
    const half v_267 = decoded[6];
    dequant[62] = v_267;
    const half v_268 = decoded[7];
    dequant[63] = v_268;
    const int v_269 = (v_195 + 16);
    const unsigned v_270 = *reinterpret_cast<const unsigned*>((Kq_s + (v_269) * 64 + v_133));
    tl::dequant_i4<true>(decoded + 0, v_270);
    const half v_271 = decoded[0];
    dequant[64] = v_271;
    const half v_272 = decoded[1];
    dequant[65] = v_272;
    const half v_273 = decoded[2];
    dequant[68] = v_273;
    const half v_274 = decoded[3];
    dequant[69] = v_274;
    const half v_275 = decoded[4];
    dequant[72] = v_275;
    const half v_276 = decoded[5];
    dequant[73] = v_276;
    const half v_277 = decoded[6];
    dequant[76] = v_277;
    const half v_278 = decoded[7];
    dequant[77] = v_278;
    const int v_279 = (v_195 + 24);
    const unsigned v_280 = *reinterpret_cast<const unsigned*>((Kq_s + (v_279) * 64 + v_133));
    tl::dequant_i4<true>(decoded + 0, v_280);
    const half v_281 = decoded[0];
    dequant[66] = v_281;
    const half v_282 = decoded[1];
    dequant[67] = v_282;
    const half v_283 = decoded[2];
    dequant[70] = v_283;
    const half v_284 = decoded[3];
    dequant[71] = v_284;
    const half v_285 = decoded[4];
    dequant[74] = v_285;
    const half v_286 = decoded[5];
    dequant[75] = v_286;
    const half v_287 = decoded[6];
    dequant[78] = v_287;
    const half v_288 = decoded[7];
    dequant[79] = v_288;
    const unsigned v_289 = *reinterpret_cast<const unsigned*>((Kq_s + (v_269) * 64 + v_135));
    tl::dequant_i4<true>(decoded + 0, v_289);
    const half v_290 = decoded[0];
    dequant[80] = v_290;
    const half v_291 = decoded[1];
    dequant[81] = v_291;
    const half v_292 = decoded[2];
    dequant[84] = v_292;
    const half v_293 = decoded[3];
    dequant[85] = v_293;
    const half v_294 = decoded[4];
    dequant[88] = v_294;
    const half v_295 = decoded[5];
    dequant[89] = v_295;
    const half v_296 = decoded[6];
    dequant[92] = v_296;
    const half v_297 = decoded[7];
    dequant[93] = v_297;
    const unsigned v_298 = *reinterpret_cast<const unsigned*>((Kq_s + (v_279) * 64 + v_135));
    tl::dequant_i4<true>(decoded + 0, v_298);
    const half v_299 = decoded[0];
    dequant[82] = v_299;
    const half v_300 = decoded[1];
    dequant[83] = v_300;
    const half v_301 = decoded[2];
    dequant[86] = v_301;
    const half v_302 = decoded[3];
    dequant[87] = v_302;
    const half v_303 = decoded[4];
    dequant[90] = v_303;
    const half v_304 = decoded[5];
    dequant[91] = v_304;
    const half v_305 = decoded[6];
    dequant[94] = v_305;
    const half v_306 = decoded[7];
    dequant[95] = v_306;
    const unsigned v_307 = *reinterpret_cast<const unsigned*>((Kq_s + (v_269) * 64 + v_137));
    tl::dequant_i4<true>(decoded + 0, v_307);
    const half v_308 = decoded[0];
    dequant[96] = v_308;
    const half v_309 = decoded[1];
    dequant[97] = v_309;
    const half v_310 = decoded[2];
    dequant[100] = v_310;
    const half v_311 = decoded[3];
    dequant[101] = v_311;
    const half v_312 = decoded[4];
    dequant[104] = v_312;
    const half v_313 = decoded[5];
    dequant[105] = v_313;
    const half v_314 = decoded[6];
    dequant[108] = v_314;
    const half v_315 = decoded[7];
    dequant[109] = v_315;
    const unsigned v_316 = *reinterpret_cast<const unsigned*>((Kq_s + (v_279) * 64 + v_137));
    tl::dequant_i4<true>(decoded + 0, v_316);
    const half v_317 = decoded[0];
    dequant[98] = v_317;
    const half v_318 = decoded[1];
    dequant[99] = v_318;
    const half v_319 = decoded[2];
    dequant[102] = v_319;
    const half v_320 = decoded[3];
    dequant[103] = v_320;
    const half v_321 = decoded[4];
    dequant[106] = v_321;
    const half v_322 = decoded[5];
    dequant[107] = v_322;
    const half v_323 = decoded[6];
    dequant[110] = v_323;
    const half v_324 = decoded[7];
    dequant[111] = v_324;
    const unsigned v_325 = *reinterpret_cast<const unsigned*>((Kq_s + (v_269) * 64 + v_139));
    tl::dequant_i4<true>(decoded + 0, v_325);
    const half v_326 = decoded[0];
    dequant[112] = v_326;
    const half v_327 = decoded[1];
    dequant[113] = v_327;
    const half v_328 = decoded[2];
    dequant[116] = v_328;
    const half v_329 = decoded[3];
    dequant[117] = v_329;
    const half v_330 = decoded[4];
    dequant[120] = v_330;
    const half v_331 = decoded[5];
    dequant[121] = v_331;
    const half v_332 = decoded[6];
    dequant[124] = v_332;
    const half v_333 = decoded[7];
    dequant[125] = v_333;
    const unsigned v_334 = *reinterpret_cast<const unsigned*>((Kq_s + (v_279) * 64 + v_139));
    tl::dequant_i4<true>(decoded + 0, v_334);
    const half v_335 = decoded[0];
    dequant[114] = v_335;
    const half v_336 = decoded[1];
    dequant[115] = v_336;
    const half v_337 = decoded[2];
    dequant[118] = v_337;
    const half v_338 = decoded[3];
    dequant[119] = v_338;
    const half v_339 = decoded[4];
    dequant[122] = v_339;
    const half v_340 = decoded[5];
    dequant[123] = v_340;
    const half v_341 = decoded[6];
    dequant[126] = v_341;
    const half v_342 = decoded[7];
    dequant[127] = v_342;
    #pragma unroll
    for (int l_v_1 = 0; l_v_1 < 16; l_v_1 += 1) {
      const int v_343 = (l_v_1 * 8);
      const int v_344 = (l_v_1 / 8);
      const int v_345 = (v_344 * 16);
      const int v_346 = (v_130 + v_345);
      const int v_347 = (v_346 + v_127);
#line 204 "tilelang/ops/decode_kernels.py"
      const tl::vec<half, 8> v_348 = *reinterpret_cast<const tl::vec<half, 8>*>((dequant + v_343));
      const half v_349 = v_348.v[0];
      const int v_350 = (v_347 + v_191);
      const half v_351 = KS_s[(v_350) * 4 + v_128];
      const half v_352 = tl::mul(v_349, v_351);
      const half v_353 = v_348.v[1];
      const half v_354 = tl::mul(v_353, v_351);
      const half v_355 = v_348.v[2];
      const int v_356 = (v_350 + 8);
      const half v_357 = KS_s[(v_356) * 4 + v_128];
      const half v_358 = tl::mul(v_355, v_357);
      const half v_359 = v_348.v[3];
      const half v_360 = tl::mul(v_359, v_357);
      const half v_361 = v_348.v[4];
      const half v_362 = KS_s[(v_350) * 4 + v_128];
      const half v_363 = tl::mul(v_361, v_362);
      const half v_364 = v_348.v[5];
      const half v_365 = tl::mul(v_364, v_362);
      const half v_366 = v_348.v[6];
      const half v_367 = KS_s[(v_356) * 4 + v_128];
      const half v_368 = tl::mul(v_366, v_367);
      const half v_369 = v_348.v[7];
      const half v_370 = tl::mul(v_369, v_367);
#line 619 "tilelang/ops/decode_kernels.py"
      const tl::vec<half, 8> v_371 = tl::vec<half, 8>{{v_352, v_354, v_358, v_360, v_363, v_365, v_368, v_370}};
      *reinterpret_cast<tl::vec<half, 8>*>((K_f + v_343)) = v_371;
    }
#line 621 "tilelang/ops/decode_kernels.py"
    const bool v_372 = (v_194 > len_k);
    if (v_372) {
#line 622 "tilelang/ops/decode_kernels.py"
      alignas(16) half dequant_1[128];
      alignas(16) half decoded_1[8];
      const int v_373 = (v_127 * 8);
      const int v_374 = (v_142 + v_373);
      const int v_375 = (v_374 / 8);
      const int v_376 = (v_375 * 4);
      const int v_377 = (v_129 + v_191);
      const unsigned v_378 = *reinterpret_cast<const unsigned*>((Vq_s + (v_377) * 64 + v_376));
      const int v_379 = (v_377 + 1);
      const unsigned v_380 = *reinterpret_cast<const unsigned*>((Vq_s + (v_379) * 64 + v_376));
      const unsigned v_381 = (v_378 & 65535u);
      const unsigned v_382 = (v_380 << 16u);
      const unsigned v_383 = (v_381 | v_382);
      tl::dequant_i4<true>(decoded_1 + 0, v_383);
      const half v_384 = decoded_1[0];
      dequant_1[0] = v_384;
      const half v_385 = decoded_1[1];
      dequant_1[1] = v_385;
      const half v_386 = decoded_1[2];
      dequant_1[2] = v_386;
      const half v_387 = decoded_1[3];
      dequant_1[3] = v_387;
      const half v_388 = decoded_1[4];
      dequant_1[32] = v_388;
      const half v_389 = decoded_1[5];
      dequant_1[33] = v_389;
      const half v_390 = decoded_1[6];
      dequant_1[34] = v_390;
      const half v_391 = decoded_1[7];
      dequant_1[35] = v_391;
      const unsigned v_392 = (v_378 >> 16u);
      const unsigned v_393 = (v_380 & 4294901760u);
      const unsigned v_394 = (v_392 | v_393);
      tl::dequant_i4<true>(decoded_1 + 0, v_394);
      const half v_395 = decoded_1[0];
      dequant_1[64] = v_395;
      const half v_396 = decoded_1[1];
      dequant_1[65] = v_396;
      const half v_397 = decoded_1[2];
      dequant_1[66] = v_397;
      const half v_398 = decoded_1[3];
      dequant_1[67] = v_398;
      const half v_399 = decoded_1[4];
      dequant_1[96] = v_399;
      const half v_400 = decoded_1[5];
      dequant_1[97] = v_400;
      const half v_401 = decoded_1[6];
      dequant_1[98] = v_401;
      const half v_402 = decoded_1[7];
      dequant_1[99] = v_402;
      const int v_403 = (v_377 + 8);
      const unsigned v_404 = *reinterpret_cast<const unsigned*>((Vq_s + (v_403) * 64 + v_376));
      const int v_405 = (v_377 + 9);
      const unsigned v_406 = *reinterpret_cast<const unsigned*>((Vq_s + (v_405) * 64 + v_376));
      const unsigned v_407 = (v_404 & 65535u);
      const unsigned v_408 = (v_406 << 16u);
      const unsigned v_409 = (v_407 | v_408);
      tl::dequant_i4<true>(decoded_1 + 0, v_409);
      const half v_410 = decoded_1[0];
      dequant_1[4] = v_410;
      const half v_411 = decoded_1[1];
      dequant_1[5] = v_411;
      const half v_412 = decoded_1[2];
      dequant_1[6] = v_412;
      const half v_413 = decoded_1[3];
      dequant_1[7] = v_413;
      const half v_414 = decoded_1[4];
      dequant_1[36] = v_414;
      const half v_415 = decoded_1[5];
      dequant_1[37] = v_415;
      const half v_416 = decoded_1[6];
      dequant_1[38] = v_416;
      const half v_417 = decoded_1[7];
      dequant_1[39] = v_417;
      const unsigned v_418 = (v_404 >> 16u);
      const unsigned v_419 = (v_406 & 4294901760u);
      const unsigned v_420 = (v_418 | v_419);
      tl::dequant_i4<true>(decoded_1 + 0, v_420);
      const half v_421 = decoded_1[0];
      dequant_1[68] = v_421;
      const half v_422 = decoded_1[1];
      dequant_1[69] = v_422;
      const half v_423 = decoded_1[2];
      dequant_1[70] = v_423;
      const half v_424 = decoded_1[3];
      dequant_1[71] = v_424;
      const half v_425 = decoded_1[4];
      dequant_1[100] = v_425;
      const half v_426 = decoded_1[5];
      dequant_1[101] = v_426;
      const half v_427 = decoded_1[6];
      dequant_1[102] = v_427;
      const half v_428 = decoded_1[7];
      dequant_1[103] = v_428;
      const int v_429 = (v_377 + 16);
      const unsigned v_430 = *reinterpret_cast<const unsigned*>((Vq_s + (v_429) * 64 + v_376));
      const int v_431 = (v_377 + 17);
      const unsigned v_432 = *reinterpret_cast<const unsigned*>((Vq_s + (v_431) * 64 + v_376));
      const unsigned v_433 = (v_430 & 65535u);
      const unsigned v_434 = (v_432 << 16u);
      const unsigned v_435 = (v_433 | v_434);
      tl::dequant_i4<true>(decoded_1 + 0, v_435);
      const half v_436 = decoded_1[0];
      dequant_1[8] = v_436;
      const half v_437 = decoded_1[1];
      dequant_1[9] = v_437;
      const half v_438 = decoded_1[2];
      dequant_1[10] = v_438;
      const half v_439 = decoded_1[3];
      dequant_1[11] = v_439;
      const half v_440 = decoded_1[4];
      dequant_1[40] = v_440;
      const half v_441 = decoded_1[5];
      dequant_1[41] = v_441;
      const half v_442 = decoded_1[6];
      dequant_1[42] = v_442;
      const half v_443 = decoded_1[7];
      dequant_1[43] = v_443;
      const unsigned v_444 = (v_430 >> 16u);
      const unsigned v_445 = (v_432 & 4294901760u);
      const unsigned v_446 = (v_444 | v_445);
      tl::dequant_i4<true>(decoded_1 + 0, v_446);
      const half v_447 = decoded_1[0];
      dequant_1[72] = v_447;
      const half v_448 = decoded_1[1];
      dequant_1[73] = v_448;
      const half v_449 = decoded_1[2];
      dequant_1[74] = v_449;
      const half v_450 = decoded_1[3];
      dequant_1[75] = v_450;
      const half v_451 = decoded_1[4];
      dequant_1[104] = v_451;
      const half v_452 = decoded_1[5];
      dequant_1[105] = v_452;
      const half v_453 = decoded_1[6];
      dequant_1[106] = v_453;
      const half v_454 = decoded_1[7];
      dequant_1[107] = v_454;
      const int v_455 = (v_377 + 24);
      const unsigned v_456 = *reinterpret_cast<const unsigned*>((Vq_s + (v_455) * 64 + v_376));
      const int v_457 = (v_377 + 25);
      const unsigned v_458 = *reinterpret_cast<const unsigned*>((Vq_s + (v_457) * 64 + v_376));
      const unsigned v_459 = (v_456 & 65535u);
      const unsigned v_460 = (v_458 << 16u);
      const unsigned v_461 = (v_459 | v_460);
      tl::dequant_i4<true>(decoded_1 + 0, v_461);
      const half v_462 = decoded_1[0];
      dequant_1[12] = v_462;
      const half v_463 = decoded_1[1];
      dequant_1[13] = v_463;
      const half v_464 = decoded_1[2];
      dequant_1[14] = v_464;
      const half v_465 = decoded_1[3];
      dequant_1[15] = v_465;
      const half v_466 = decoded_1[4];
      dequant_1[44] = v_466;
      const half v_467 = decoded_1[5];
      dequant_1[45] = v_467;
      const half v_468 = decoded_1[6];
      dequant_1[46] = v_468;
      const half v_469 = decoded_1[7];
      dequant_1[47] = v_469;
      const unsigned v_470 = (v_456 >> 16u);
      const unsigned v_471 = (v_458 & 4294901760u);
      const unsigned v_472 = (v_470 | v_471);
      tl::dequant_i4<true>(decoded_1 + 0, v_472);
      const half v_473 = decoded_1[0];
      dequant_1[76] = v_473;
      const half v_474 = decoded_1[1];
      dequant_1[77] = v_474;
      const half v_475 = decoded_1[2];
      dequant_1[78] = v_475;
      const half v_476 = decoded_1[3];
      dequant_1[79] = v_476;
      const half v_477 = decoded_1[4];
      dequant_1[108] = v_477;
      const half v_478 = decoded_1[5];
      dequant_1[109] = v_478;
      const half v_479 = decoded_1[6];
      dequant_1[110] = v_479;
      const half v_480 = decoded_1[7];
      dequant_1[111] = v_480;
      const int v_481 = (v_377 + 32);
      const unsigned v_482 = *reinterpret_cast<const unsigned*>((Vq_s + (v_481) * 64 + v_376));
      const int v_483 = (v_377 + 33);
      const unsigned v_484 = *reinterpret_cast<const unsigned*>((Vq_s + (v_483) * 64 + v_376));
      const unsigned v_485 = (v_482 & 65535u);
      const unsigned v_486 = (v_484 << 16u);
      const unsigned v_487 = (v_485 | v_486);
      tl::dequant_i4<true>(decoded_1 + 0, v_487);
      const half v_488 = decoded_1[0];
      dequant_1[16] = v_488;
      const half v_489 = decoded_1[1];
      dequant_1[17] = v_489;
      const half v_490 = decoded_1[2];
      dequant_1[18] = v_490;
      const half v_491 = decoded_1[3];
      dequant_1[19] = v_491;
      const half v_492 = decoded_1[4];
      dequant_1[48] = v_492;
      const half v_493 = decoded_1[5];
      dequant_1[49] = v_493;
      const half v_494 = decoded_1[6];
      dequant_1[50] = v_494;
      const half v_495 = decoded_1[7];
      dequant_1[51] = v_495;
      const unsigned v_496 = (v_482 >> 16u);
      const unsigned v_497 = (v_484 & 4294901760u);
      const unsigned v_498 = (v_496 | v_497);
      tl::dequant_i4<true>(decoded_1 + 0, v_498);
      const half v_499 = decoded_1[0];
      dequant_1[80] = v_499;
      const half v_500 = decoded_1[1];
      dequant_1[81] = v_500;
      const half v_501 = decoded_1[2];
      dequant_1[82] = v_501;
      const half v_502 = decoded_1[3];
      dequant_1[83] = v_502;
      const half v_503 = decoded_1[4];
      dequant_1[112] = v_503;
      const half v_504 = decoded_1[5];
      dequant_1[113] = v_504;
      const half v_505 = decoded_1[6];
      dequant_1[114] = v_505;
      const half v_506 = decoded_1[7];
      dequant_1[115] = v_506;
      const int v_507 = (v_377 + 40);
      const unsigned v_508 = *reinterpret_cast<const unsigned*>((Vq_s + (v_507) * 64 + v_376));
      const int v_509 = (v_377 + 41);
      const unsigned v_510 = *reinterpret_cast<const unsigned*>((Vq_s + (v_509) * 64 + v_376));
      const unsigned v_511 = (v_508 & 65535u);
      const unsigned v_512 = (v_510 << 16u);
      const unsigned v_513 = (v_511 | v_512);
      tl::dequant_i4<true>(decoded_1 + 0, v_513);
      const half v_514 = decoded_1[0];
      dequant_1[20] = v_514;
      const half v_515 = decoded_1[1];
      dequant_1[21] = v_515;
      const half v_516 = decoded_1[2];
      dequant_1[22] = v_516;
      const half v_517 = decoded_1[3];
      dequant_1[23] = v_517;
      const half v_518 = decoded_1[4];
      dequant_1[52] = v_518;
      const half v_519 = decoded_1[5];
      dequant_1[53] = v_519;
      const half v_520 = decoded_1[6];
      dequant_1[54] = v_520;
      const half v_521 = decoded_1[7];
      dequant_1[55] = v_521;
      const unsigned v_522 = (v_508 >> 16u);
      const unsigned v_523 = (v_510 & 4294901760u);
      const unsigned v_524 = (v_522 | v_523);
      tl::dequant_i4<true>(decoded_1 + 0, v_524);
      const half v_525 = decoded_1[0];
      dequant_1[84] = v_525;
      const half v_526 = decoded_1[1];
      dequant_1[85] = v_526;
      const half v_527 = decoded_1[2];
      dequant_1[86] = v_527;
      const half v_528 = decoded_1[3];
      dequant_1[87] = v_528;
      const half v_529 = decoded_1[4];
      dequant_1[116] = v_529;
      const half v_530 = decoded_1[5];
      dequant_1[117] = v_530;
      const half v_531 = decoded_1[6];
      dequant_1[118] = v_531;
      const half v_532 = decoded_1[7];
      dequant_1[119] = v_532;
      const int v_533 = (v_377 + 48);
      const unsigned v_534 = *reinterpret_cast<const unsigned*>((Vq_s + (v_533) * 64 + v_376));
      const int v_535 = (v_377 + 49);
      const unsigned v_536 = *reinterpret_cast<const unsigned*>((Vq_s + (v_535) * 64 + v_376));
      const unsigned v_537 = (v_534 & 65535u);
      const unsigned v_538 = (v_536 << 16u);
      const unsigned v_539 = (v_537 | v_538);
      tl::dequant_i4<true>(decoded_1 + 0, v_539);
      const half v_540 = decoded_1[0];
      dequant_1[24] = v_540;
      const half v_541 = decoded_1[1];
      dequant_1[25] = v_541;
      const half v_542 = decoded_1[2];
      dequant_1[26] = v_542;
      const half v_543 = decoded_1[3];
      dequant_1[27] = v_543;
      const half v_544 = decoded_1[4];
      dequant_1[56] = v_544;
      const half v_545 = decoded_1[5];
      dequant_1[57] = v_545;
      const half v_546 = decoded_1[6];
      dequant_1[58] = v_546;
      const half v_547 = decoded_1[7];
      dequant_1[59] = v_547;
      const unsigned v_548 = (v_534 >> 16u);
      const unsigned v_549 = (v_536 & 4294901760u);
      const unsigned v_550 = (v_548 | v_549);
      tl::dequant_i4<true>(decoded_1 + 0, v_550);
      const half v_551 = decoded_1[0];
      dequant_1[88] = v_551;
      const half v_552 = decoded_1[1];
      dequant_1[89] = v_552;
      const half v_553 = decoded_1[2];
      dequant_1[90] = v_553;
      const half v_554 = decoded_1[3];
      dequant_1[91] = v_554;
      const half v_555 = decoded_1[4];
      dequant_1[120] = v_555;
      const half v_556 = decoded_1[5];
      dequant_1[121] = v_556;
      const half v_557 = decoded_1[6];
      dequant_1[122] = v_557;
      const half v_558 = decoded_1[7];
      dequant_1[123] = v_558;
      const int v_559 = (v_377 + 56);
      const unsigned v_560 = *reinterpret_cast<const unsigned*>((Vq_s + (v_559) * 64 + v_376));
      const int v_561 = (v_377 + 57);
      const unsigned v_562 = *reinterpret_cast<const unsigned*>((Vq_s + (v_561) * 64 + v_376));
      const unsigned v_563 = (v_560 & 65535u);
      const unsigned v_564 = (v_562 << 16u);
      const unsigned v_565 = (v_563 | v_564);
      tl::dequant_i4<true>(decoded_1 + 0, v_565);
      const half v_566 = decoded_1[0];
      dequant_1[28] = v_566;
      const half v_567 = decoded_1[1];
      dequant_1[29] = v_567;
      const half v_568 = decoded_1[2];
      dequant_1[30] = v_568;
      const half v_569 = decoded_1[3];
      dequant_1[31] = v_569;
      const half v_570 = decoded_1[4];
      dequant_1[60] = v_570;
      const half v_571 = decoded_1[5];
      dequant_1[61] = v_571;
      const half v_572 = decoded_1[6];
      dequant_1[62] = v_572;
      const half v_573 = decoded_1[7];
      dequant_1[63] = v_573;
      const unsigned v_574 = (v_560 >> 16u);
      const unsigned v_575 = (v_562 & 4294901760u);
      const unsigned v_576 = (v_574 | v_575);
      tl::dequant_i4<true>(decoded_1 + 0, v_576);
      const half v_577 = decoded_1[0];
      dequant_1[92] = v_577;
      const half v_578 = decoded_1[1];
      dequant_1[93] = v_578;
      const half v_579 = decoded_1[2];
      dequant_1[94] = v_579;
      const half v_580 = decoded_1[3];
      dequant_1[95] = v_580;
      const half v_581 = decoded_1[4];
      dequant_1[124] = v_581;
      const half v_582 = decoded_1[5];
      dequant_1[125] = v_582;
      const half v_583 = decoded_1[6];
      dequant_1[126] = v_583;
      const half v_584 = decoded_1[7];
      dequant_1[127] = v_584;
      #pragma unroll
      for (int l_v_2 = 0; l_v_2 < 16; l_v_2 += 1) {
        const int v_585 = (l_v_2 * 8);
        const int l = (v_585 + 1);
        const int l_1 = (v_585 + 2);
        const int l_2 = (v_585 + 3);
        const int l_3 = (v_585 + 4);
        const int l_4 = (v_585 + 5);
        const int l_5 = (v_585 + 6);
        const int l_6 = (v_585 + 7);
        const int v_586 = (l_v_2 / 4);
        const int v_587 = (l_v_2 % 4);
        const int v_588 = (v_586 * 16);
        const int v_589 = (v_142 + v_588);
        const int v_590 = (v_589 + v_127);
        const int v_591 = (v_587 * 16);
        const int v_592 = (v_591 + v_129);
#line 623 "tilelang/ops/decode_kernels.py"
        const int v_593 = v_592;
        const int v_594 = (t0_2 + v_593);
        const bool v_595 = (v_594 < len_k);
        half r_9;
        if (v_595) {
#line 284 "tilelang/ops/decode_kernels.py"
          const int v_596 = (v_590 % 64);
          const int v_597 = (v_596 / 8);
          const int v_598 = (v_374 + v_597);
#line 204 "tilelang/ops/decode_kernels.py"
          const half v_599 = dequant_1[v_585];
          const int v_600 = (v_598 / 32);
          const int v_601 = (v_592 + v_191);
          const half v_602 = VS_s[(v_601) * 4 + v_600];
          const half v_603 = tl::mul(v_599, v_602);
#line 623 "tilelang/ops/decode_kernels.py"
          r_9 = v_603;
        } else {
          r_9 = tl::from_f<half>(0.0f);
        }
#line 622 "tilelang/ops/decode_kernels.py"
        const int v_604 = (v_592 + 1);
#line 623 "tilelang/ops/decode_kernels.py"
        const int v_605 = v_604;
        const int v_606 = (t0_2 + v_605);
        const bool v_607 = (v_606 < len_k);
        half r_10;
        if (v_607) {
#line 284 "tilelang/ops/decode_kernels.py"
          const int v_608 = (v_590 % 64);
          const int v_609 = (v_608 / 8);
          const int v_610 = (v_374 + v_609);
#line 204 "tilelang/ops/decode_kernels.py"
          const half v_611 = dequant_1[l];
          const int v_612 = (v_610 / 32);
          const int v_613 = (v_604 + v_191);
          const half v_614 = VS_s[(v_613) * 4 + v_612];
          const half v_615 = tl::mul(v_611, v_614);
#line 623 "tilelang/ops/decode_kernels.py"
          r_10 = v_615;
        } else {
          r_10 = tl::from_f<half>(0.0f);
        }
#line 622 "tilelang/ops/decode_kernels.py"
        const int v_616 = (v_590 + 8);
#line 623 "tilelang/ops/decode_kernels.py"
        half r_11;
        if (v_595) {
#line 284 "tilelang/ops/decode_kernels.py"
          const int v_617 = (v_616 % 64);
          const int v_618 = (v_617 / 8);
          const int v_619 = (v_374 + v_618);
#line 204 "tilelang/ops/decode_kernels.py"
          const half v_620 = dequant_1[l_1];
          const int v_621 = (v_619 / 32);
          const int v_622 = (v_592 + v_191);
          const half v_623 = VS_s[(v_622) * 4 + v_621];
          const half v_624 = tl::mul(v_620, v_623);
#line 623 "tilelang/ops/decode_kernels.py"
          r_11 = v_624;
        } else {
          r_11 = tl::from_f<half>(0.0f);
        }
        half r_12;
        if (v_607) {
#line 284 "tilelang/ops/decode_kernels.py"
          const int v_625 = (v_616 % 64);
          const int v_626 = (v_625 / 8);
          const int v_627 = (v_374 + v_626);
#line 204 "tilelang/ops/decode_kernels.py"
          const half v_628 = dequant_1[l_2];
          const int v_629 = (v_627 / 32);
          const int v_630 = (v_604 + v_191);
          const half v_631 = VS_s[(v_630) * 4 + v_629];
          const half v_632 = tl::mul(v_628, v_631);
#line 623 "tilelang/ops/decode_kernels.py"
          r_12 = v_632;
        } else {
          r_12 = tl::from_f<half>(0.0f);
        }
#line 622 "tilelang/ops/decode_kernels.py"
        const int v_633 = (v_592 + 8);
#line 623 "tilelang/ops/decode_kernels.py"
        const int v_634 = v_633;
        const int v_635 = (t0_2 + v_634);
        const bool v_636 = (v_635 < len_k);
        half r_13;
        if (v_636) {
#line 284 "tilelang/ops/decode_kernels.py"
          const int v_637 = (v_590 % 64);
          const int v_638 = (v_637 / 8);
          const int v_639 = (v_374 + v_638);
#line 204 "tilelang/ops/decode_kernels.py"
          const half v_640 = dequant_1[l_3];
          const int v_641 = (v_639 / 32);
          const int v_642 = (v_633 + v_191);
          const half v_643 = VS_s[(v_642) * 4 + v_641];
          const half v_644 = tl::mul(v_640, v_643);
#line 623 "tilelang/ops/decode_kernels.py"
          r_13 = v_644;
        } else {
          r_13 = tl::from_f<half>(0.0f);
        }
#line 622 "tilelang/ops/decode_kernels.py"
        const int v_645 = (v_592 + 9);
#line 623 "tilelang/ops/decode_kernels.py"
        const int v_646 = v_645;
        const int v_647 = (t0_2 + v_646);
        const bool v_648 = (v_647 < len_k);
        half r_14;
        if (v_648) {
#line 284 "tilelang/ops/decode_kernels.py"
          const int v_649 = (v_590 % 64);
          const int v_650 = (v_649 / 8);
          const int v_651 = (v_374 + v_650);
#line 204 "tilelang/ops/decode_kernels.py"
          const half v_652 = dequant_1[l_4];
          const int v_653 = (v_651 / 32);
          const int v_654 = (v_645 + v_191);
          const half v_655 = VS_s[(v_654) * 4 + v_653];
          const half v_656 = tl::mul(v_652, v_655);
#line 623 "tilelang/ops/decode_kernels.py"
          r_14 = v_656;
        } else {
          r_14 = tl::from_f<half>(0.0f);
        }
        half r_15;
        if (v_636) {
#line 284 "tilelang/ops/decode_kernels.py"
          const int v_657 = (v_616 % 64);
          const int v_658 = (v_657 / 8);
          const int v_659 = (v_374 + v_658);
#line 204 "tilelang/ops/decode_kernels.py"
          const half v_660 = dequant_1[l_5];
          const int v_661 = (v_659 / 32);
          const int v_662 = (v_633 + v_191);
          const half v_663 = VS_s[(v_662) * 4 + v_661];
          const half v_664 = tl::mul(v_660, v_663);
#line 623 "tilelang/ops/decode_kernels.py"
          r_15 = v_664;
        } else {
          r_15 = tl::from_f<half>(0.0f);
        }
        half r_16;
        if (v_648) {
#line 284 "tilelang/ops/decode_kernels.py"
          const int v_665 = (v_616 % 64);
          const int v_666 = (v_665 / 8);
          const int v_667 = (v_374 + v_666);
#line 204 "tilelang/ops/decode_kernels.py"
          const half v_668 = dequant_1[l_6];
          const int v_669 = (v_667 / 32);
          const int v_670 = (v_645 + v_191);
          const half v_671 = VS_s[(v_670) * 4 + v_669];
          const half v_672 = tl::mul(v_668, v_671);
#line 623 "tilelang/ops/decode_kernels.py"
          r_16 = v_672;
        } else {
          r_16 = tl::from_f<half>(0.0f);
        }
#line 622 "tilelang/ops/decode_kernels.py"
        const tl::vec<half, 8> v_673 = tl::vec<half, 8>{{r_9, r_10, r_11, r_12, r_13, r_14, r_15, r_16}};
        *reinterpret_cast<tl::vec<half, 8>*>((V_f + v_585)) = v_673;
      }
#line 621 "tilelang/ops/decode_kernels.py"
    } else {
#line 626 "tilelang/ops/decode_kernels.py"
      alignas(16) half dequant_2[128];
      alignas(16) half decoded_2[8];
      const int v_674 = (v_127 * 8);
      const int v_675 = (v_142 + v_674);
      const int v_676 = (v_675 / 8);
      const int v_677 = (v_676 * 4);
      const int v_678 = (v_129 + v_191);
      const unsigned v_679 = *reinterpret_cast<const unsigned*>((Vq_s + (v_678) * 64 + v_677));
      const int v_680 = (v_678 + 1);
      const unsigned v_681 = *reinterpret_cast<const unsigned*>((Vq_s + (v_680) * 64 + v_677));
      const unsigned v_682 = (v_679 & 65535u);
      const unsigned v_683 = (v_681 << 16u);
      const unsigned v_684 = (v_682 | v_683);
      tl::dequant_i4<true>(decoded_2 + 0, v_684);
      const half v_685 = decoded_2[0];
      dequant_2[0] = v_685;
      const half v_686 = decoded_2[1];
      dequant_2[1] = v_686;
      const half v_687 = decoded_2[2];
      dequant_2[2] = v_687;
      const half v_688 = decoded_2[3];
      dequant_2[3] = v_688;
      const half v_689 = decoded_2[4];
      dequant_2[32] = v_689;
      const half v_690 = decoded_2[5];
      dequant_2[33] = v_690;
      const half v_691 = decoded_2[6];
      dequant_2[34] = v_691;
      const half v_692 = decoded_2[7];
      dequant_2[35] = v_692;
      const unsigned v_693 = (v_679 >> 16u);
      const unsigned v_694 = (v_681 & 4294901760u);
      const unsigned v_695 = (v_693 | v_694);
      tl::dequant_i4<true>(decoded_2 + 0, v_695);
      const half v_696 = decoded_2[0];
      dequant_2[64] = v_696;
      const half v_697 = decoded_2[1];
      dequant_2[65] = v_697;
      const half v_698 = decoded_2[2];
      dequant_2[66] = v_698;
      const half v_699 = decoded_2[3];
      dequant_2[67] = v_699;
      const half v_700 = decoded_2[4];
      dequant_2[96] = v_700;
      const half v_701 = decoded_2[5];
      dequant_2[97] = v_701;
      const half v_702 = decoded_2[6];
      dequant_2[98] = v_702;
      const half v_703 = decoded_2[7];
      dequant_2[99] = v_703;
      const int v_704 = (v_678 + 8);
      const unsigned v_705 = *reinterpret_cast<const unsigned*>((Vq_s + (v_704) * 64 + v_677));
      const int v_706 = (v_678 + 9);
      const unsigned v_707 = *reinterpret_cast<const unsigned*>((Vq_s + (v_706) * 64 + v_677));
      const unsigned v_708 = (v_705 & 65535u);
      const unsigned v_709 = (v_707 << 16u);
      const unsigned v_710 = (v_708 | v_709);
      tl::dequant_i4<true>(decoded_2 + 0, v_710);
      const half v_711 = decoded_2[0];
      dequant_2[4] = v_711;
      const half v_712 = decoded_2[1];
      dequant_2[5] = v_712;
      const half v_713 = decoded_2[2];
      dequant_2[6] = v_713;
      const half v_714 = decoded_2[3];
      dequant_2[7] = v_714;
      const half v_715 = decoded_2[4];
      dequant_2[36] = v_715;
      const half v_716 = decoded_2[5];
      dequant_2[37] = v_716;
      const half v_717 = decoded_2[6];
      dequant_2[38] = v_717;
      const half v_718 = decoded_2[7];
      dequant_2[39] = v_718;
      const unsigned v_719 = (v_705 >> 16u);
      const unsigned v_720 = (v_707 & 4294901760u);
      const unsigned v_721 = (v_719 | v_720);
      tl::dequant_i4<true>(decoded_2 + 0, v_721);
      const half v_722 = decoded_2[0];
      dequant_2[68] = v_722;
      const half v_723 = decoded_2[1];
      dequant_2[69] = v_723;
      const half v_724 = decoded_2[2];
      dequant_2[70] = v_724;
      const half v_725 = decoded_2[3];
      dequant_2[71] = v_725;
      const half v_726 = decoded_2[4];
      dequant_2[100] = v_726;
      const half v_727 = decoded_2[5];
      dequant_2[101] = v_727;
      const half v_728 = decoded_2[6];
      dequant_2[102] = v_728;
      const half v_729 = decoded_2[7];
      dequant_2[103] = v_729;
      const int v_730 = (v_678 + 16);
      const unsigned v_731 = *reinterpret_cast<const unsigned*>((Vq_s + (v_730) * 64 + v_677));
      const int v_732 = (v_678 + 17);
      const unsigned v_733 = *reinterpret_cast<const unsigned*>((Vq_s + (v_732) * 64 + v_677));
      const unsigned v_734 = (v_731 & 65535u);
      const unsigned v_735 = (v_733 << 16u);
      const unsigned v_736 = (v_734 | v_735);
      tl::dequant_i4<true>(decoded_2 + 0, v_736);
      const half v_737 = decoded_2[0];
      dequant_2[8] = v_737;
      const half v_738 = decoded_2[1];
      dequant_2[9] = v_738;
      const half v_739 = decoded_2[2];
      dequant_2[10] = v_739;
      const half v_740 = decoded_2[3];
      dequant_2[11] = v_740;
      const half v_741 = decoded_2[4];
      dequant_2[40] = v_741;
      const half v_742 = decoded_2[5];
      dequant_2[41] = v_742;
      const half v_743 = decoded_2[6];
      dequant_2[42] = v_743;
      const half v_744 = decoded_2[7];
      dequant_2[43] = v_744;
      const unsigned v_745 = (v_731 >> 16u);
      const unsigned v_746 = (v_733 & 4294901760u);
      const unsigned v_747 = (v_745 | v_746);
      tl::dequant_i4<true>(decoded_2 + 0, v_747);
      const half v_748 = decoded_2[0];
      dequant_2[72] = v_748;
      const half v_749 = decoded_2[1];
      dequant_2[73] = v_749;
      const half v_750 = decoded_2[2];
      dequant_2[74] = v_750;
      const half v_751 = decoded_2[3];
      dequant_2[75] = v_751;
      const half v_752 = decoded_2[4];
      dequant_2[104] = v_752;
      const half v_753 = decoded_2[5];
      dequant_2[105] = v_753;
      const half v_754 = decoded_2[6];
      dequant_2[106] = v_754;
      const half v_755 = decoded_2[7];
      dequant_2[107] = v_755;
      const int v_756 = (v_678 + 24);
      const unsigned v_757 = *reinterpret_cast<const unsigned*>((Vq_s + (v_756) * 64 + v_677));
      const int v_758 = (v_678 + 25);
      const unsigned v_759 = *reinterpret_cast<const unsigned*>((Vq_s + (v_758) * 64 + v_677));
      const unsigned v_760 = (v_757 & 65535u);
      const unsigned v_761 = (v_759 << 16u);
      const unsigned v_762 = (v_760 | v_761);
      tl::dequant_i4<true>(decoded_2 + 0, v_762);
      const half v_763 = decoded_2[0];
      dequant_2[12] = v_763;
      const half v_764 = decoded_2[1];
      dequant_2[13] = v_764;
      const half v_765 = decoded_2[2];
      dequant_2[14] = v_765;
      const half v_766 = decoded_2[3];
      dequant_2[15] = v_766;
      const half v_767 = decoded_2[4];
      dequant_2[44] = v_767;
      const half v_768 = decoded_2[5];
      dequant_2[45] = v_768;
      const half v_769 = decoded_2[6];
      dequant_2[46] = v_769;
      const half v_770 = decoded_2[7];
      dequant_2[47] = v_770;
      const unsigned v_771 = (v_757 >> 16u);
      const unsigned v_772 = (v_759 & 4294901760u);
      const unsigned v_773 = (v_771 | v_772);
      tl::dequant_i4<true>(decoded_2 + 0, v_773);
      const half v_774 = decoded_2[0];
      dequant_2[76] = v_774;
      const half v_775 = decoded_2[1];
      dequant_2[77] = v_775;
      const half v_776 = decoded_2[2];
      dequant_2[78] = v_776;
      const half v_777 = decoded_2[3];
      dequant_2[79] = v_777;
      const half v_778 = decoded_2[4];
      dequant_2[108] = v_778;
      const half v_779 = decoded_2[5];
      dequant_2[109] = v_779;
      const half v_780 = decoded_2[6];
      dequant_2[110] = v_780;
      const half v_781 = decoded_2[7];
      dequant_2[111] = v_781;
      const int v_782 = (v_678 + 32);
      const unsigned v_783 = *reinterpret_cast<const unsigned*>((Vq_s + (v_782) * 64 + v_677));
      const int v_784 = (v_678 + 33);
      const unsigned v_785 = *reinterpret_cast<const unsigned*>((Vq_s + (v_784) * 64 + v_677));
      const unsigned v_786 = (v_783 & 65535u);
      const unsigned v_787 = (v_785 << 16u);
      const unsigned v_788 = (v_786 | v_787);
      tl::dequant_i4<true>(decoded_2 + 0, v_788);
      const half v_789 = decoded_2[0];
      dequant_2[16] = v_789;
      const half v_790 = decoded_2[1];
      dequant_2[17] = v_790;
      const half v_791 = decoded_2[2];
      dequant_2[18] = v_791;
      const half v_792 = decoded_2[3];
      dequant_2[19] = v_792;
      const half v_793 = decoded_2[4];
      dequant_2[48] = v_793;
      const half v_794 = decoded_2[5];
      dequant_2[49] = v_794;
      const half v_795 = decoded_2[6];
      dequant_2[50] = v_795;
      const half v_796 = decoded_2[7];
      dequant_2[51] = v_796;
      const unsigned v_797 = (v_783 >> 16u);
      const unsigned v_798 = (v_785 & 4294901760u);
      const unsigned v_799 = (v_797 | v_798);
      tl::dequant_i4<true>(decoded_2 + 0, v_799);
      const half v_800 = decoded_2[0];
      dequant_2[80] = v_800;
      const half v_801 = decoded_2[1];
      dequant_2[81] = v_801;
      const half v_802 = decoded_2[2];
      dequant_2[82] = v_802;
      const half v_803 = decoded_2[3];
      dequant_2[83] = v_803;
      const half v_804 = decoded_2[4];
      dequant_2[112] = v_804;
      const half v_805 = decoded_2[5];
      dequant_2[113] = v_805;
      const half v_806 = decoded_2[6];
      dequant_2[114] = v_806;
      const half v_807 = decoded_2[7];
      dequant_2[115] = v_807;
      const int v_808 = (v_678 + 40);
      const unsigned v_809 = *reinterpret_cast<const unsigned*>((Vq_s + (v_808) * 64 + v_677));
      const int v_810 = (v_678 + 41);
      const unsigned v_811 = *reinterpret_cast<const unsigned*>((Vq_s + (v_810) * 64 + v_677));
      const unsigned v_812 = (v_809 & 65535u);
      const unsigned v_813 = (v_811 << 16u);
      const unsigned v_814 = (v_812 | v_813);
      tl::dequant_i4<true>(decoded_2 + 0, v_814);
      const half v_815 = decoded_2[0];
      dequant_2[20] = v_815;
      const half v_816 = decoded_2[1];
      dequant_2[21] = v_816;
      const half v_817 = decoded_2[2];
      dequant_2[22] = v_817;
      const half v_818 = decoded_2[3];
      dequant_2[23] = v_818;
      const half v_819 = decoded_2[4];
      dequant_2[52] = v_819;
      const half v_820 = decoded_2[5];
      dequant_2[53] = v_820;
      const half v_821 = decoded_2[6];
      dequant_2[54] = v_821;
      const half v_822 = decoded_2[7];
      dequant_2[55] = v_822;
      const unsigned v_823 = (v_809 >> 16u);
      const unsigned v_824 = (v_811 & 4294901760u);
      const unsigned v_825 = (v_823 | v_824);
      tl::dequant_i4<true>(decoded_2 + 0, v_825);
      const half v_826 = decoded_2[0];
      dequant_2[84] = v_826;
      const half v_827 = decoded_2[1];
      dequant_2[85] = v_827;
      const half v_828 = decoded_2[2];
      dequant_2[86] = v_828;
      const half v_829 = decoded_2[3];
      dequant_2[87] = v_829;
      const half v_830 = decoded_2[4];
      dequant_2[116] = v_830;
      const half v_831 = decoded_2[5];
      dequant_2[117] = v_831;
      const half v_832 = decoded_2[6];
      dequant_2[118] = v_832;
      const half v_833 = decoded_2[7];
      dequant_2[119] = v_833;
      const int v_834 = (v_678 + 48);
      const unsigned v_835 = *reinterpret_cast<const unsigned*>((Vq_s + (v_834) * 64 + v_677));
      const int v_836 = (v_678 + 49);
      const unsigned v_837 = *reinterpret_cast<const unsigned*>((Vq_s + (v_836) * 64 + v_677));
      const unsigned v_838 = (v_835 & 65535u);
      const unsigned v_839 = (v_837 << 16u);
      const unsigned v_840 = (v_838 | v_839);
      tl::dequant_i4<true>(decoded_2 + 0, v_840);
      const half v_841 = decoded_2[0];
      dequant_2[24] = v_841;
      const half v_842 = decoded_2[1];
      dequant_2[25] = v_842;
      const half v_843 = decoded_2[2];
      dequant_2[26] = v_843;
      const half v_844 = decoded_2[3];
      dequant_2[27] = v_844;
      const half v_845 = decoded_2[4];
      dequant_2[56] = v_845;
      const half v_846 = decoded_2[5];
      dequant_2[57] = v_846;
      const half v_847 = decoded_2[6];
      dequant_2[58] = v_847;
      const half v_848 = decoded_2[7];
      dequant_2[59] = v_848;
      const unsigned v_849 = (v_835 >> 16u);
      const unsigned v_850 = (v_837 & 4294901760u);
      const unsigned v_851 = (v_849 | v_850);
      tl::dequant_i4<true>(decoded_2 + 0, v_851);
      const half v_852 = decoded_2[0];
      dequant_2[88] = v_852;
      const half v_853 = decoded_2[1];
      dequant_2[89] = v_853;
      const half v_854 = decoded_2[2];
      dequant_2[90] = v_854;
      const half v_855 = decoded_2[3];
      dequant_2[91] = v_855;
      const half v_856 = decoded_2[4];
      dequant_2[120] = v_856;
      const half v_857 = decoded_2[5];
      dequant_2[121] = v_857;
      const half v_858 = decoded_2[6];
      dequant_2[122] = v_858;
      const half v_859 = decoded_2[7];
      dequant_2[123] = v_859;
      const int v_860 = (v_678 + 56);
      const unsigned v_861 = *reinterpret_cast<const unsigned*>((Vq_s + (v_860) * 64 + v_677));
      const int v_862 = (v_678 + 57);
      const unsigned v_863 = *reinterpret_cast<const unsigned*>((Vq_s + (v_862) * 64 + v_677));
      const unsigned v_864 = (v_861 & 65535u);
      const unsigned v_865 = (v_863 << 16u);
      const unsigned v_866 = (v_864 | v_865);
      tl::dequant_i4<true>(decoded_2 + 0, v_866);
      const half v_867 = decoded_2[0];
      dequant_2[28] = v_867;
      const half v_868 = decoded_2[1];
      dequant_2[29] = v_868;
      const half v_869 = decoded_2[2];
      dequant_2[30] = v_869;
      const half v_870 = decoded_2[3];
      dequant_2[31] = v_870;
      const half v_871 = decoded_2[4];
      dequant_2[60] = v_871;
      const half v_872 = decoded_2[5];
      dequant_2[61] = v_872;
      const half v_873 = decoded_2[6];
      dequant_2[62] = v_873;
      const half v_874 = decoded_2[7];
      dequant_2[63] = v_874;
      const unsigned v_875 = (v_861 >> 16u);
      const unsigned v_876 = (v_863 & 4294901760u);
      const unsigned v_877 = (v_875 | v_876);
      tl::dequant_i4<true>(decoded_2 + 0, v_877);
      const half v_878 = decoded_2[0];
      dequant_2[92] = v_878;
      const half v_879 = decoded_2[1];
      dequant_2[93] = v_879;
      const half v_880 = decoded_2[2];
      dequant_2[94] = v_880;
      const half v_881 = decoded_2[3];
      dequant_2[95] = v_881;
      const half v_882 = decoded_2[4];
      dequant_2[124] = v_882;
      const half v_883 = decoded_2[5];
      dequant_2[125] = v_883;
      const half v_884 = decoded_2[6];
      dequant_2[126] = v_884;
      const half v_885 = decoded_2[7];
      dequant_2[127] = v_885;
      #pragma unroll
      for (int l_v_3 = 0; l_v_3 < 16; l_v_3 += 1) {
        const int v_886 = (l_v_3 * 8);
        const int v_887 = (l_v_3 / 4);
        const int v_888 = (l_v_3 % 4);
        const int v_889 = (v_887 * 16);
        const int v_890 = (v_142 + v_889);
        const int v_891 = (v_890 + v_127);
        const int v_892 = (v_888 * 16);
        const int v_893 = (v_892 + v_129);
#line 284 "tilelang/ops/decode_kernels.py"
        const int v_894 = (v_891 % 64);
        const int v_895 = (v_894 / 8);
        const int v_896 = (v_675 + v_895);
#line 204 "tilelang/ops/decode_kernels.py"
        const tl::vec<half, 8> v_897 = *reinterpret_cast<const tl::vec<half, 8>*>((dequant_2 + v_886));
        const half v_898 = v_897.v[0];
        const int v_899 = (v_896 / 32);
        const int v_900 = (v_893 + v_191);
        const half v_901 = VS_s[(v_900) * 4 + v_899];
        const half v_902 = tl::mul(v_898, v_901);
        const half v_903 = v_897.v[1];
        const int v_904 = (v_900 + 1);
        const half v_905 = VS_s[(v_904) * 4 + v_899];
        const half v_906 = tl::mul(v_903, v_905);
        const half v_907 = v_897.v[2];
        const half v_908 = VS_s[(v_900) * 4 + v_899];
        const half v_909 = tl::mul(v_907, v_908);
        const half v_910 = v_897.v[3];
        const half v_911 = VS_s[(v_904) * 4 + v_899];
        const half v_912 = tl::mul(v_910, v_911);
        const half v_913 = v_897.v[4];
        const int v_914 = (v_900 + 8);
        const half v_915 = VS_s[(v_914) * 4 + v_899];
        const half v_916 = tl::mul(v_913, v_915);
        const half v_917 = v_897.v[5];
        const int v_918 = (v_900 + 9);
        const half v_919 = VS_s[(v_918) * 4 + v_899];
        const half v_920 = tl::mul(v_917, v_919);
        const half v_921 = v_897.v[6];
        const half v_922 = VS_s[(v_914) * 4 + v_899];
        const half v_923 = tl::mul(v_921, v_922);
        const half v_924 = v_897.v[7];
        const half v_925 = VS_s[(v_918) * 4 + v_899];
        const half v_926 = tl::mul(v_924, v_925);
#line 626 "tilelang/ops/decode_kernels.py"
        const tl::vec<half, 8> v_927 = tl::vec<half, 8>{{v_902, v_906, v_909, v_912, v_916, v_920, v_923, v_926}};
        *reinterpret_cast<tl::vec<half, 8>*>((V_f + v_886)) = v_927;
      }
#line 621 "tilelang/ops/decode_kernels.py"
    }
#line 632 "tilelang/ops/decode_kernels.py"
    #pragma unroll
    for (int l_v_4 = 0; l_v_4 < 2; l_v_4 += 1) {
      const int v_928 = (l_v_4 * 4);
      const tl::vec<float, 4> v_929 = tl::vec<float, 4>{{0.0f, 0.0f, 0.0f, 0.0f}};
      *reinterpret_cast<tl::vec<float, 4>*>((acc_s + v_928)) = v_929;
    }
#line 633 "tilelang/ops/decode_kernels.py"
    alignas(16) half a_regs[16];
    alignas(16) half b_regs[4];
    alignas(16) float c_odd[8];
    #pragma unroll
    for (int l_v_5 = 0; l_v_5 < 2; l_v_5 += 1) {
      const int v_930 = (l_v_5 * 4);
      const tl::vec<float, 4> v_931 = tl::vec<float, 4>{{0.0f, 0.0f, 0.0f, 0.0f}};
      *reinterpret_cast<tl::vec<float, 4>*>((c_odd + v_930)) = v_931;
    }
    for (int kk = 0; kk < 4; kk += 1) {
      const int v_932 = (kk * 2);
      const int v_933 = (v_932 * 16);
      const int v_934 = (v_933 + v_160);
      const int v_935 = (v_934 ^ v_161);
      tl::ldmatrix<2, false>(b_regs + 0, (Q_s + (v_157) * 128 + v_935));
      const int v_936 = (v_932 * 8);
      const half v_937 = K_f[v_936];
      a_regs[0] = v_937;
      const int v_938 = (v_936 + 1);
      const half v_939 = K_f[v_938];
      a_regs[1] = v_939;
      const int v_940 = (v_936 + 2);
      const half v_941 = K_f[v_940];
      a_regs[2] = v_941;
      const int v_942 = (v_936 + 3);
      const half v_943 = K_f[v_942];
      a_regs[3] = v_943;
      const int v_944 = (v_936 + 4);
      const half v_945 = K_f[v_944];
      a_regs[4] = v_945;
      const int v_946 = (v_936 + 5);
      const half v_947 = K_f[v_946];
      a_regs[5] = v_947;
      const int v_948 = (v_936 + 6);
      const half v_949 = K_f[v_948];
      a_regs[6] = v_949;
      const int v_950 = (v_936 + 7);
      const half v_951 = K_f[v_950];
      a_regs[7] = v_951;
      const int v_952 = (v_936 + 64);
      const half v_953 = K_f[v_952];
      a_regs[8] = v_953;
      const int v_954 = (v_936 + 65);
      const half v_955 = K_f[v_954];
      a_regs[9] = v_955;
      const int v_956 = (v_936 + 66);
      const half v_957 = K_f[v_956];
      a_regs[10] = v_957;
      const int v_958 = (v_936 + 67);
      const half v_959 = K_f[v_958];
      a_regs[11] = v_959;
      const int v_960 = (v_936 + 68);
      const half v_961 = K_f[v_960];
      a_regs[12] = v_961;
      const int v_962 = (v_936 + 69);
      const half v_963 = K_f[v_962];
      a_regs[13] = v_963;
      const int v_964 = (v_936 + 70);
      const half v_965 = K_f[v_964];
      a_regs[14] = v_965;
      const int v_966 = (v_936 + 71);
      const half v_967 = K_f[v_966];
      a_regs[15] = v_967;
      tl::mma_m16n8k16(a_regs + 0, b_regs + 0, acc_s + 0);
      tl::mma_m16n8k16(a_regs + 8, b_regs + 0, acc_s + 4);
      const int v_968 = (v_932 + 1);
      const int v_969 = (v_934 + 16);
      const int v_970 = (v_969 ^ v_161);
      tl::ldmatrix<2, false>(b_regs + 0, (Q_s + (v_157) * 128 + v_970));
      const int v_971 = (v_968 * 8);
      const half v_972 = K_f[v_971];
      a_regs[0] = v_972;
      const int v_973 = (v_971 + 1);
      const half v_974 = K_f[v_973];
      a_regs[1] = v_974;
      const int v_975 = (v_971 + 2);
      const half v_976 = K_f[v_975];
      a_regs[2] = v_976;
      const int v_977 = (v_971 + 3);
      const half v_978 = K_f[v_977];
      a_regs[3] = v_978;
      const int v_979 = (v_971 + 4);
      const half v_980 = K_f[v_979];
      a_regs[4] = v_980;
      const int v_981 = (v_971 + 5);
      const half v_982 = K_f[v_981];
      a_regs[5] = v_982;
      const int v_983 = (v_971 + 6);
      const half v_984 = K_f[v_983];
      a_regs[6] = v_984;
      const int v_985 = (v_971 + 7);
      const half v_986 = K_f[v_985];
      a_regs[7] = v_986;
      const int v_987 = (v_971 + 64);
      const half v_988 = K_f[v_987];
      a_regs[8] = v_988;
      const int v_989 = (v_971 + 65);
      const half v_990 = K_f[v_989];
      a_regs[9] = v_990;
      const int v_991 = (v_971 + 66);
      const half v_992 = K_f[v_991];
      a_regs[10] = v_992;
      const int v_993 = (v_971 + 67);
      const half v_994 = K_f[v_993];
      a_regs[11] = v_994;
      const int v_995 = (v_971 + 68);
      const half v_996 = K_f[v_995];
      a_regs[12] = v_996;
      const int v_997 = (v_971 + 69);
      const half v_998 = K_f[v_997];
      a_regs[13] = v_998;
      const int v_999 = (v_971 + 70);
      const half v_1000 = K_f[v_999];
      a_regs[14] = v_1000;
      const int v_1001 = (v_971 + 71);
      const half v_1002 = K_f[v_1001];
      a_regs[15] = v_1002;
      tl::mma_m16n8k16(a_regs + 0, b_regs + 0, c_odd + 0);
      tl::mma_m16n8k16(a_regs + 8, b_regs + 0, c_odd + 4);
    }
    #pragma unroll
    for (int l_v_6 = 0; l_v_6 < 2; l_v_6 += 1) {
      const int v_1003 = (l_v_6 * 4);
      const tl::vec<float, 4> v_1004 = *reinterpret_cast<const tl::vec<float, 4>*>((acc_s + v_1003));
      const float v_1005 = v_1004.v[0];
      const tl::vec<float, 4> v_1006 = *reinterpret_cast<const tl::vec<float, 4>*>((c_odd + v_1003));
      const float v_1007 = v_1006.v[0];
      const float v_1008 = (v_1005 + v_1007);
      const float v_1009 = v_1004.v[1];
      const float v_1010 = v_1006.v[1];
      const float v_1011 = (v_1009 + v_1010);
      const float v_1012 = v_1004.v[2];
      const float v_1013 = v_1006.v[2];
      const float v_1014 = (v_1012 + v_1013);
      const float v_1015 = v_1004.v[3];
      const float v_1016 = v_1006.v[3];
      const float v_1017 = (v_1015 + v_1016);
      const tl::vec<float, 4> v_1018 = tl::vec<float, 4>{{v_1008, v_1011, v_1014, v_1017}};
      *reinterpret_cast<tl::vec<float, 4>*>((acc_s + v_1003)) = v_1018;
    }
#line 634 "tilelang/ops/decode_kernels.py"
    if (v_372) {
#line 635 "tilelang/ops/decode_kernels.py"
      #pragma unroll
      for (int l_v_7 = 0; l_v_7 < 2; l_v_7 += 1) {
        const int v_1019 = (l_v_7 * 4);
        const int l_7 = (v_1019 + 1);
        const int l_8 = (v_1019 + 2);
        const int l_9 = (v_1019 + 3);
        const int v_1020 = (l_v_7 * 16);
        const int v_1021 = (v_130 + v_1020);
        const int v_1022 = (v_1021 + v_127);
#line 147 "tilelang/ops/decode_kernels.py"
        const int v_1023 = v_1022;
        const int v_1024 = (t0_2 + v_1023);
        const bool v_1025 = (v_1024 < len_k);
#line 636 "tilelang/ops/decode_kernels.py"
        float r_17;
        if (v_1025) {
#line 637 "tilelang/ops/decode_kernels.py"
          const float v_1026 = acc_s[v_1019];
#line 636 "tilelang/ops/decode_kernels.py"
          r_17 = v_1026;
        } else {
#line 638 "tilelang/ops/decode_kernels.py"
          const float v_1027 = (-__int_as_float(0x7f800000));
#line 636 "tilelang/ops/decode_kernels.py"
          r_17 = v_1027;
        }
        float r_18;
        if (v_1025) {
#line 637 "tilelang/ops/decode_kernels.py"
          const float v_1028 = acc_s[l_7];
#line 636 "tilelang/ops/decode_kernels.py"
          r_18 = v_1028;
        } else {
#line 638 "tilelang/ops/decode_kernels.py"
          const float v_1029 = (-__int_as_float(0x7f800000));
#line 636 "tilelang/ops/decode_kernels.py"
          r_18 = v_1029;
        }
#line 635 "tilelang/ops/decode_kernels.py"
        const int v_1030 = (v_1022 + 8);
#line 147 "tilelang/ops/decode_kernels.py"
        const int v_1031 = v_1030;
        const int v_1032 = (t0_2 + v_1031);
        const bool v_1033 = (v_1032 < len_k);
#line 636 "tilelang/ops/decode_kernels.py"
        float r_19;
        if (v_1033) {
#line 637 "tilelang/ops/decode_kernels.py"
          const float v_1034 = acc_s[l_8];
#line 636 "tilelang/ops/decode_kernels.py"
          r_19 = v_1034;
        } else {
#line 638 "tilelang/ops/decode_kernels.py"
          const float v_1035 = (-__int_as_float(0x7f800000));
#line 636 "tilelang/ops/decode_kernels.py"
          r_19 = v_1035;
        }
        float r_20;
        if (v_1033) {
#line 637 "tilelang/ops/decode_kernels.py"
          const float v_1036 = acc_s[l_9];
#line 636 "tilelang/ops/decode_kernels.py"
          r_20 = v_1036;
        } else {
#line 638 "tilelang/ops/decode_kernels.py"
          const float v_1037 = (-__int_as_float(0x7f800000));
#line 636 "tilelang/ops/decode_kernels.py"
          r_20 = v_1037;
        }
#line 635 "tilelang/ops/decode_kernels.py"
        const tl::vec<float, 4> v_1038 = tl::vec<float, 4>{{r_17, r_18, r_19, r_20}};
        *reinterpret_cast<tl::vec<float, 4>*>((acc_s + v_1019)) = v_1038;
      }
#line 634 "tilelang/ops/decode_kernels.py"
    }
#line 681 "tilelang/ops/decode_kernels.py"
    const tl::vec<float, 2> v_1039 = *reinterpret_cast<const tl::vec<float, 2>*>((m_cur + 0));
    *reinterpret_cast<tl::vec<float, 2>*>((m_prev + 0)) = v_1039;
#line 682 "tilelang/ops/decode_kernels.py"
    #pragma unroll
    for (int p = 0; p < 2; p += 1) {
      const float v_1040 = acc_s[p];
      const int v_1041 = (p + 2);
      const float v_1042 = acc_s[v_1041];
      const int v_1043 = (v_1041 + 2);
      const float v_1044 = acc_s[v_1043];
      const int v_1045 = (v_1041 + 4);
      const float v_1046 = acc_s[v_1045];
      const float v_1047 = fmaxf(v_1040, v_1042);
      const float v_1048 = fmaxf(v_1044, v_1046);
      const float v_1049 = fmaxf(v_1047, v_1048);
      const float v_1050 = tl::shfl<0>(v_1049, 4, 32);
      const float v_1051 = fmaxf(v_1049, v_1050);
      const float v_1052 = tl::shfl<0>(v_1051, 8, 32);
      const float v_1053 = fmaxf(v_1051, v_1052);
      const float v_1054 = tl::shfl<0>(v_1053, 16, 32);
      const float v_1055 = fmaxf(v_1053, v_1054);
      if (v_141) {
        const int v_1056 = (v_129 + p);
        reduce_partials[(v_1056) * 2 + v_125] = v_1055;
      }
    }
    __syncthreads();
    const float v_1057 = reduce_partials[(v_129) * 2 + 0];
    const float v_1058 = reduce_partials[(v_129) * 2 + 1];
    const float v_1059 = fmaxf(v_1057, v_1058);
    const tl::vec<float, 2> v_1060 = *reinterpret_cast<const tl::vec<float, 2>*>((m_cur + 0));
    const float v_1061 = v_1060.v[0];
    const float v_1062 = fmaxf(v_1061, v_1059);
    const float v_1063 = reduce_partials[(v_156) * 2 + 0];
    const float v_1064 = reduce_partials[(v_156) * 2 + 1];
    const float v_1065 = fmaxf(v_1063, v_1064);
    const float v_1066 = v_1060.v[1];
    const float v_1067 = fmaxf(v_1066, v_1065);
    const tl::vec<float, 2> v_1068 = tl::vec<float, 2>{{v_1062, v_1067}};
    *reinterpret_cast<tl::vec<float, 2>*>((m_cur + 0)) = v_1068;
#line 683 "tilelang/ops/decode_kernels.py"
    #pragma unroll
    for (int l_v_8 = 0; l_v_8 < 2; l_v_8 += 1) {
      const int v_1069 = (l_v_8 * 4);
#line 684 "tilelang/ops/decode_kernels.py"
      const tl::vec<float, 4> v_1070 = *reinterpret_cast<const tl::vec<float, 4>*>((acc_s + v_1069));
      const float v_1071 = v_1070.v[0];
      const float v_1072 = (v_1071 * 0.127517431974411f);
      const tl::vec<float, 2> v_1073 = *reinterpret_cast<const tl::vec<float, 2>*>((m_cur + 0));
      const float v_1074 = v_1073.v[0];
      const float v_1075 = (v_1074 * 0.127517431974411f);
      const float v_1076 = (v_1072 - v_1075);
      const float v_1077 = exp2f(v_1076);
      const float v_1078 = v_1070.v[1];
      const float v_1079 = (v_1078 * 0.127517431974411f);
      const float v_1080 = v_1073.v[1];
      const float v_1081 = (v_1080 * 0.127517431974411f);
      const float v_1082 = (v_1079 - v_1081);
      const float v_1083 = exp2f(v_1082);
      const float v_1084 = v_1070.v[2];
      const float v_1085 = (v_1084 * 0.127517431974411f);
      const tl::vec<float, 2> v_1086 = *reinterpret_cast<const tl::vec<float, 2>*>((m_cur + 0));
      const float v_1087 = v_1086.v[0];
      const float v_1088 = (v_1087 * 0.127517431974411f);
      const float v_1089 = (v_1085 - v_1088);
      const float v_1090 = exp2f(v_1089);
      const float v_1091 = v_1070.v[3];
      const float v_1092 = (v_1091 * 0.127517431974411f);
      const float v_1093 = v_1086.v[1];
      const float v_1094 = (v_1093 * 0.127517431974411f);
      const float v_1095 = (v_1092 - v_1094);
      const float v_1096 = exp2f(v_1095);
#line 683 "tilelang/ops/decode_kernels.py"
      const tl::vec<float, 4> v_1097 = tl::vec<float, 4>{{v_1077, v_1083, v_1090, v_1096}};
      *reinterpret_cast<tl::vec<float, 4>*>((acc_s + v_1069)) = v_1097;
    }
#line 686 "tilelang/ops/decode_kernels.py"
    const tl::vec<float, 2> v_1098 = *reinterpret_cast<const tl::vec<float, 2>*>((m_prev + 0));
    const float v_1099 = v_1098.v[0];
    const float v_1100 = (v_1099 * 0.127517431974411f);
    const tl::vec<float, 2> v_1101 = *reinterpret_cast<const tl::vec<float, 2>*>((m_cur + 0));
    const float v_1102 = v_1101.v[0];
    const float v_1103 = (v_1102 * 0.127517431974411f);
    const float v_1104 = (v_1100 - v_1103);
    const float v_1105 = exp2f(v_1104);
    const float v_1106 = v_1098.v[1];
    const float v_1107 = (v_1106 * 0.127517431974411f);
    const float v_1108 = v_1101.v[1];
    const float v_1109 = (v_1108 * 0.127517431974411f);
    const float v_1110 = (v_1107 - v_1109);
    const float v_1111 = exp2f(v_1110);
#line 685 "tilelang/ops/decode_kernels.py"
    const tl::vec<float, 2> v_1112 = tl::vec<float, 2>{{v_1105, v_1111}};
    *reinterpret_cast<tl::vec<float, 2>*>((m_prev + 0)) = v_1112;
#line 691 "tilelang/ops/decode_kernels.py"
    #pragma unroll
    for (int p_1 = 0; p_1 < 2; p_1 += 1) {
      const float v_1113 = acc_s[p_1];
      const int v_1114 = (p_1 + 2);
      const float v_1115 = acc_s[v_1114];
      const int v_1116 = (v_1114 + 2);
      const float v_1117 = acc_s[v_1116];
      const int v_1118 = (v_1114 + 4);
      const float v_1119 = acc_s[v_1118];
      const float v_1120 = (v_1113 + v_1115);
      const float v_1121 = (v_1117 + v_1119);
      const float v_1122 = (v_1120 + v_1121);
      const float v_1123 = tl::shfl<0>(v_1122, 4, 32);
      const float v_1124 = (v_1122 + v_1123);
      const float v_1125 = tl::shfl<0>(v_1124, 8, 32);
      const float v_1126 = (v_1124 + v_1125);
      const float v_1127 = tl::shfl<0>(v_1126, 16, 32);
      const float v_1128 = (v_1126 + v_1127);
      if (v_141) {
        const int v_1129 = (v_129 + p_1);
        reduce_partials_1[(v_1129) * 2 + v_125] = v_1128;
      }
    }
    __syncthreads();
    const float v_1130 = reduce_partials_1[(v_129) * 2 + 0];
    const float v_1131 = reduce_partials_1[(v_129) * 2 + 1];
    const float v_1132 = (v_1130 + v_1131);
    const float v_1133 = reduce_partials_1[(v_156) * 2 + 0];
    const float v_1134 = reduce_partials_1[(v_156) * 2 + 1];
    const float v_1135 = (v_1133 + v_1134);
    const tl::vec<float, 2> v_1136 = tl::vec<float, 2>{{v_1132, v_1135}};
    *reinterpret_cast<tl::vec<float, 2>*>((l_blk + 0)) = v_1136;
#line 695 "tilelang/ops/decode_kernels.py"
    #pragma unroll
    for (int l_v_9 = 0; l_v_9 < 4; l_v_9 += 1) {
      const int v_1137 = (l_v_9 * 4);
#line 696 "tilelang/ops/decode_kernels.py"
      const tl::vec<float, 4> v_1138 = *reinterpret_cast<const tl::vec<float, 4>*>((acc_o + v_1137));
      const float v_1139 = v_1138.v[0];
      const tl::vec<float, 2> v_1140 = *reinterpret_cast<const tl::vec<float, 2>*>((m_prev + 0));
      const float v_1141 = v_1140.v[0];
      const float v_1142 = (v_1139 * v_1141);
      const float v_1143 = v_1138.v[1];
      const float v_1144 = v_1140.v[1];
      const float v_1145 = (v_1143 * v_1144);
      const float v_1146 = v_1138.v[2];
      const tl::vec<float, 2> v_1147 = *reinterpret_cast<const tl::vec<float, 2>*>((m_prev + 0));
      const float v_1148 = v_1147.v[0];
      const float v_1149 = (v_1146 * v_1148);
      const float v_1150 = v_1138.v[3];
      const float v_1151 = v_1147.v[1];
      const float v_1152 = (v_1150 * v_1151);
#line 695 "tilelang/ops/decode_kernels.py"
      const tl::vec<float, 4> v_1153 = tl::vec<float, 4>{{v_1142, v_1145, v_1149, v_1152}};
      *reinterpret_cast<tl::vec<float, 4>*>((acc_o + v_1137)) = v_1153;
    }
#line 699 "tilelang/ops/decode_kernels.py"
    const tl::vec<float, 2> v_1154 = *reinterpret_cast<const tl::vec<float, 2>*>((l_sum + 0));
    const float v_1155 = v_1154.v[0];
    const tl::vec<float, 2> v_1156 = *reinterpret_cast<const tl::vec<float, 2>*>((m_prev + 0));
    const float v_1157 = v_1156.v[0];
    const float v_1158 = (v_1155 * v_1157);
    const tl::vec<float, 2> v_1159 = *reinterpret_cast<const tl::vec<float, 2>*>((l_blk + 0));
    const float v_1160 = v_1159.v[0];
    const float v_1161 = (v_1158 + v_1160);
    const float v_1162 = v_1154.v[1];
    const float v_1163 = v_1156.v[1];
    const float v_1164 = (v_1162 * v_1163);
    const float v_1165 = v_1159.v[1];
    const float v_1166 = (v_1164 + v_1165);
#line 698 "tilelang/ops/decode_kernels.py"
    const tl::vec<float, 2> v_1167 = tl::vec<float, 2>{{v_1161, v_1166}};
    *reinterpret_cast<tl::vec<float, 2>*>((l_sum + 0)) = v_1167;
#line 700 "tilelang/ops/decode_kernels.py"
    #pragma unroll
    for (int l_v_10 = 0; l_v_10 < 2; l_v_10 += 1) {
      const int v_1168 = (l_v_10 * 4);
      const int v_1169 = (l_v_10 * 16);
      const int v_1170 = (v_130 + v_1169);
      const int v_1171 = (v_1170 + v_127);
      const tl::vec<float, 4> v_1172 = *reinterpret_cast<const tl::vec<float, 4>*>((acc_s + v_1168));
      const float v_1173 = v_1172.v[0];
      const half v_1174 = tl::cast<half>(v_1173);
      const float v_1175 = v_1172.v[1];
      const half v_1176 = tl::cast<half>(v_1175);
      const tl::vec<half, 2> v_1177 = tl::vec<half, 2>{{v_1174, v_1176}};
      *reinterpret_cast<tl::vec<half, 2>*>((P_s + (v_1171) * 8 + v_129)) = v_1177;
      const int v_1178 = (v_1171 + 8);
      const float v_1179 = v_1172.v[2];
      const half v_1180 = tl::cast<half>(v_1179);
      const float v_1181 = v_1172.v[3];
      const half v_1182 = tl::cast<half>(v_1181);
      const tl::vec<half, 2> v_1183 = tl::vec<half, 2>{{v_1180, v_1182}};
      *reinterpret_cast<tl::vec<half, 2>*>((P_s + (v_1178) * 8 + v_129)) = v_1183;
    }
    __syncthreads();
#line 701 "tilelang/ops/decode_kernels.py"
    alignas(16) half a_regs_1[32];
    alignas(16) half b_regs_1[4];
    for (int kk_1 = 0; kk_1 < 4; kk_1 += 1) {
      const int v_1184 = (kk_1 * 16);
      const int v_1185 = (v_1184 + v_162);
      tl::ldmatrix<2, true>(b_regs_1 + 0, (P_s + (v_1185) * 8 + 0));
      const int v_1186 = (kk_1 * 8);
      const half v_1187 = V_f[v_1186];
      a_regs_1[0] = v_1187;
      const int v_1188 = (v_1186 + 1);
      const half v_1189 = V_f[v_1188];
      a_regs_1[1] = v_1189;
      const int v_1190 = (v_1186 + 2);
      const half v_1191 = V_f[v_1190];
      a_regs_1[2] = v_1191;
      const int v_1192 = (v_1186 + 3);
      const half v_1193 = V_f[v_1192];
      a_regs_1[3] = v_1193;
      const int v_1194 = (v_1186 + 4);
      const half v_1195 = V_f[v_1194];
      a_regs_1[4] = v_1195;
      const int v_1196 = (v_1186 + 5);
      const half v_1197 = V_f[v_1196];
      a_regs_1[5] = v_1197;
      const int v_1198 = (v_1186 + 6);
      const half v_1199 = V_f[v_1198];
      a_regs_1[6] = v_1199;
      const int v_1200 = (v_1186 + 7);
      const half v_1201 = V_f[v_1200];
      a_regs_1[7] = v_1201;
      const int v_1202 = (v_1186 + 32);
      const half v_1203 = V_f[v_1202];
      a_regs_1[8] = v_1203;
      const int v_1204 = (v_1186 + 33);
      const half v_1205 = V_f[v_1204];
      a_regs_1[9] = v_1205;
      const int v_1206 = (v_1186 + 34);
      const half v_1207 = V_f[v_1206];
      a_regs_1[10] = v_1207;
      const int v_1208 = (v_1186 + 35);
      const half v_1209 = V_f[v_1208];
      a_regs_1[11] = v_1209;
      const int v_1210 = (v_1186 + 36);
      const half v_1211 = V_f[v_1210];
      a_regs_1[12] = v_1211;
      const int v_1212 = (v_1186 + 37);
      const half v_1213 = V_f[v_1212];
      a_regs_1[13] = v_1213;
      const int v_1214 = (v_1186 + 38);
      const half v_1215 = V_f[v_1214];
      a_regs_1[14] = v_1215;
      const int v_1216 = (v_1186 + 39);
      const half v_1217 = V_f[v_1216];
      a_regs_1[15] = v_1217;
      const int v_1218 = (v_1186 + 64);
      const half v_1219 = V_f[v_1218];
      a_regs_1[16] = v_1219;
      const int v_1220 = (v_1186 + 65);
      const half v_1221 = V_f[v_1220];
      a_regs_1[17] = v_1221;
      const int v_1222 = (v_1186 + 66);
      const half v_1223 = V_f[v_1222];
      a_regs_1[18] = v_1223;
      const int v_1224 = (v_1186 + 67);
      const half v_1225 = V_f[v_1224];
      a_regs_1[19] = v_1225;
      const int v_1226 = (v_1186 + 68);
      const half v_1227 = V_f[v_1226];
      a_regs_1[20] = v_1227;
      const int v_1228 = (v_1186 + 69);
      const half v_1229 = V_f[v_1228];
      a_regs_1[21] = v_1229;
      const int v_1230 = (v_1186 + 70);
      const half v_1231 = V_f[v_1230];
      a_regs_1[22] = v_1231;
      const int v_1232 = (v_1186 + 71);
      const half v_1233 = V_f[v_1232];
      a_regs_1[23] = v_1233;
      const int v_1234 = (v_1186 + 96);
      const half v_1235 = V_f[v_1234];
      a_regs_1[24] = v_1235;
      const int v_1236 = (v_1186 + 97);
      const half v_1237 = V_f[v_1236];
      a_regs_1[25] = v_1237;
      const int v_1238 = (v_1186 + 98);
      const half v_1239 = V_f[v_1238];
      a_regs_1[26] = v_1239;
      const int v_1240 = (v_1186 + 99);
      const half v_1241 = V_f[v_1240];
      a_regs_1[27] = v_1241;
      const int v_1242 = (v_1186 + 100);
      const half v_1243 = V_f[v_1242];
      a_regs_1[28] = v_1243;
      const int v_1244 = (v_1186 + 101);
      const half v_1245 = V_f[v_1244];
      a_regs_1[29] = v_1245;
      const int v_1246 = (v_1186 + 102);
      const half v_1247 = V_f[v_1246];
      a_regs_1[30] = v_1247;
      const int v_1248 = (v_1186 + 103);
      const half v_1249 = V_f[v_1248];
      a_regs_1[31] = v_1249;
      tl::mma_m16n8k16(a_regs_1 + 0, b_regs_1 + 0, acc_o + 0);
      tl::mma_m16n8k16(a_regs_1 + 8, b_regs_1 + 0, acc_o + 4);
      tl::mma_m16n8k16(a_regs_1 + 16, b_regs_1 + 0, acc_o + 8);
      tl::mma_m16n8k16(a_regs_1 + 24, b_regs_1 + 0, acc_o + 12);
    }
#line 612 "tilelang/ops/decode_kernels.py"
    const bool v_1250 = (r_8 == 1);
    const int v_1251 = (v_165 + 2);
    const int v_1252 = (v_1250 ? 0 : v_1251);
#line 570 "tilelang/ops/decode_kernels.py"
    r_8 = v_1252;
#line 612 "tilelang/ops/decode_kernels.py"
  }
  tl::cp_async_wait<0>();
#line 705 "tilelang/ops/decode_kernels.py"
  const bool v_1253 = (v_129 < 4);
#line 704 "tilelang/ops/decode_kernels.py"
  #pragma unroll
  for (int l_v_11 = 0; l_v_11 < 8; l_v_11 += 1) {
    const int v_1254 = (l_v_11 * 2);
    const int l_10 = (v_1254 + 1);
    const int v_1255 = (l_v_11 / 2);
    const int v_1256 = (v_1255 * 16);
    const int v_1257 = (v_142 + v_1256);
    const int v_1258 = (v_1257 + v_127);
    const int v_1259 = (l_v_11 % 2);
    const int v_1260 = (v_1259 * 8);
    const int v_1261 = (v_1258 + v_1260);
#line 705 "tilelang/ops/decode_kernels.py"
    if (v_1253) {
#line 707 "tilelang/ops/decode_kernels.py"
      const tl::vec<float, 2> v_1262 = *reinterpret_cast<const tl::vec<float, 2>*>((l_sum + 0));
      const float v_1263 = v_1262.v[0];
      const bool v_1264 = (v_1263 > 0.0f);
#line 706 "tilelang/ops/decode_kernels.py"
      float r_21;
      if (v_1264) {
#line 707 "tilelang/ops/decode_kernels.py"
        const float v_1265 = acc_o[v_1254];
        const float v_1266 = l_sum[0];
        const float v_1267 = (v_1265 / v_1266);
#line 706 "tilelang/ops/decode_kernels.py"
        r_21 = v_1267;
      } else {
        r_21 = 0.0f;
      }
#line 363 "tilelang/ops/decode_kernels.py"
      const int v_1268 = (v_129 / 4);
#line 370 "tilelang/ops/decode_kernels.py"
      const int v_1269 = ((int)blockIdx.y * 4);
      const int v_1270 = (v_129 % 4);
      const int v_1271 = (v_1269 + v_1270);
#line 284 "tilelang/ops/decode_kernels.py"
      const int v_1272 = (v_127 * 8);
      const int v_1273 = (v_142 + v_1272);
      const int v_1274 = (v_1261 % 64);
      const int v_1275 = (v_1274 / 8);
      const int v_1276 = (v_1273 + v_1275);
#line 706 "tilelang/ops/decode_kernels.py"
      Opart[(((((int)blockIdx.z) * 1 + v_1268) * 32 + v_1271) * 5 + (int)blockIdx.x) * 128 + v_1276] = r_21;
#line 707 "tilelang/ops/decode_kernels.py"
      const float v_1277 = v_1262.v[1];
      const bool v_1278 = (v_1277 > 0.0f);
#line 706 "tilelang/ops/decode_kernels.py"
      float r_22;
      if (v_1278) {
#line 707 "tilelang/ops/decode_kernels.py"
        const float v_1279 = acc_o[l_10];
        const float v_1280 = l_sum[1];
        const float v_1281 = (v_1279 / v_1280);
#line 706 "tilelang/ops/decode_kernels.py"
        r_22 = v_1281;
      } else {
        r_22 = 0.0f;
      }
#line 370 "tilelang/ops/decode_kernels.py"
      const int v_1282 = (v_1271 + 1);
#line 706 "tilelang/ops/decode_kernels.py"
      Opart[(((((int)blockIdx.z) * 1 + v_1268) * 32 + v_1282) * 5 + (int)blockIdx.x) * 128 + v_1276] = r_22;
#line 705 "tilelang/ops/decode_kernels.py"
    }
#line 704 "tilelang/ops/decode_kernels.py"
  }
#line 708 "tilelang/ops/decode_kernels.py"
  const bool v_1283 = (tid == v_128);
  #pragma unroll
  for (int l_11 = 0; l_11 < 2; l_11 += 1) {
    const int v_1284 = (v_129 + l_11);
    if (v_1283) {
#line 709 "tilelang/ops/decode_kernels.py"
      const bool v_1285 = (v_1284 < 4);
      if (v_1285) {
#line 711 "tilelang/ops/decode_kernels.py"
        const float v_1286 = l_sum[l_11];
        const bool v_1287 = (v_1286 > 0.0f);
#line 710 "tilelang/ops/decode_kernels.py"
        float r_23;
        if (v_1287) {
#line 711 "tilelang/ops/decode_kernels.py"
          const float v_1288 = m_cur[l_11];
          const float v_1289 = (v_1288 * 0.127517431974411f);
          const float v_1290 = l_sum[l_11];
          const float v_1291 = log2f(v_1290);
          const float v_1292 = (v_1289 + v_1291);
#line 710 "tilelang/ops/decode_kernels.py"
          r_23 = v_1292;
        } else {
#line 711 "tilelang/ops/decode_kernels.py"
          const float v_1293 = (-__int_as_float(0x7f800000));
#line 710 "tilelang/ops/decode_kernels.py"
          r_23 = v_1293;
        }
#line 363 "tilelang/ops/decode_kernels.py"
        const int v_1294 = (v_1284 / 4);
#line 370 "tilelang/ops/decode_kernels.py"
        const int v_1295 = ((int)blockIdx.y * 4);
        const int v_1296 = (v_1284 % 4);
        const int v_1297 = (v_1295 + v_1296);
#line 710 "tilelang/ops/decode_kernels.py"
        Lse[((((int)blockIdx.z) * 1 + v_1294) * 32 + v_1297) * 5 + (int)blockIdx.x] = r_23;
#line 709 "tilelang/ops/decode_kernels.py"
      }
#line 708 "tilelang/ops/decode_kernels.py"
    }
  }
}
