// decode_attention: q (16, 1, 32, 128) float16, cache (16 x 32768, 8, 128) int4 scales by token; sm_80
// split kernel; tile [64, 64, 1], keys major True, stages 2, fast math True, 3 splits (plan_splits without a GPU)
// written by `python scripts/update_golden.py` (never by hand): the CUDA source after prelude.cuh and a blank line, #line paths repository-relative
#line 570 "tilelang/ops/decode_kernels.py"
extern "C" __global__ void __launch_bounds__(64) split_kv_keys_major_kernel(half* __restrict__ Q, unsigned char* __restrict__ KC, unsigned char* __restrict__ VC, half* __restrict__ KS, half* __restrict__ VS, int* __restrict__ Lens, float* __restrict__ Opart, float* __restrict__ Lse) {
  extern __shared__ __align__(1024) unsigned char tl_smem[];
  const int tid = (int)threadIdx.x;
#line 576 "tilelang/ops/decode_kernels.py"
  half* const Q_s = reinterpret_cast<half*>(tl_smem + 16384);
#line 577 "tilelang/ops/decode_kernels.py"
  half* const P_s = reinterpret_cast<half*>(tl_smem + 22528);
#line 579 "tilelang/ops/decode_kernels.py"
  unsigned char* const Kq_s = reinterpret_cast<unsigned char*>(tl_smem + 0);
#line 580 "tilelang/ops/decode_kernels.py"
  unsigned char* const Vq_s = reinterpret_cast<unsigned char*>(tl_smem + 8192);
#line 583 "tilelang/ops/decode_kernels.py"
  half* const KSl_s = reinterpret_cast<half*>(tl_smem + 18432);
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
#line 596 "tilelang/ops/decode_kernels.py"
  alignas(16) float l_blk[2];
#line 600 "tilelang/ops/decode_kernels.py"
  const int len_k = Lens[(int)blockIdx.z];
#line 376 "tilelang/ops/decode_kernels.py"
  const int v = (len_k + 64);
  const int v_1 = (v - 1);
  const int n_blocks = tl::floordiv(v_1, 64);
#line 377 "tilelang/ops/decode_kernels.py"
  const int v_2 = (n_blocks + 3);
  const int v_3 = (v_2 - 1);
  const int per = tl::floordiv(v_3, 3);
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
  float* const reduce_partials = reinterpret_cast<float*>(tl_smem + 23552);
#line 691 "tilelang/ops/decode_kernels.py"
  float* const reduce_partials_1 = reinterpret_cast<float*>(tl_smem + 23680);
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
#line 426 "tilelang/ops/decode_kernels.py"
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
#line 626 "tilelang/ops/decode_kernels.py"
  const int v_140 = (v_125 * 64);
  const int v_141 = (v_127 * 8);
  const int v_142 = (v_140 + v_141);
  const int v_143 = (v_142 / 8);
  const int v_144 = (v_143 * 4);
  const int v_145 = (v_129 + 1);
#line 682 "tilelang/ops/decode_kernels.py"
  const int v_146 = (v_126 & 28);
  const bool v_147 = (v_146 == 0);
#line 355 "tilelang/ops/decode_kernels.py"
  for (int k = 0; k < 4; k += 1) {
    const int v_148 = (k * 64);
    const int v_149 = (v_148 + tid);
    const int v_150 = (v_149 / 4);
    const int v_151 = (v_150 + v_122);
    const bool v_152 = (v_151 < 32768);
    const bool v_153 = (v_117 && v_152);
    tl::cp_async<16>((Kq_s + (v_150) * 64 + v_133), (v_153 ? (KC + ((((int)blockIdx.z) * 32768 + v_151) * 8 + (int)blockIdx.y) * 64 + v_133) : (const void*)KC), v_153);
  }
  for (int k_1 = 0; k_1 < 4; k_1 += 1) {
    const int v_154 = (k_1 * 64);
    const int v_155 = (v_154 + tid);
    const int v_156 = (v_155 / 4);
    const int v_157 = (v_156 + v_122);
    const bool v_158 = (v_157 < 32768);
    const bool v_159 = (v_117 && v_158);
    tl::cp_async<16>((Vq_s + (v_156) * 64 + v_133), (v_159 ? (VC + ((((int)blockIdx.z) * 32768 + v_157) * 8 + (int)blockIdx.y) * 64 + v_133) : (const void*)VC), v_159);
  }
#line 426 "tilelang/ops/decode_kernels.py"
  const bool v_160 = (v_117 && v_124);
  tl::cp_async<16>((KSl_s + (tid) * 8 + 0), (v_160 ? (KS + ((((int)blockIdx.z) * 32768 + v_123) * 8 + 0) * 1 + 0) : (const void*)KS), v_160);
#line 427 "tilelang/ops/decode_kernels.py"
  tl::cp_async<16>((VSl_s + (tid) * 8 + 0), (v_160 ? (VS + ((((int)blockIdx.z) * 32768 + v_123) * 8 + 0) * 1 + 0) : (const void*)VS), v_160);
#line 612 "tilelang/ops/decode_kernels.py"
  tl::cp_async_commit();
#line 633 "tilelang/ops/decode_kernels.py"
  const int v_161 = (v_126 % 8);
  const int v_162 = (v_126 / 8);
  const int v_163 = (v_162 % 2);
  const int v_164 = (v_163 * 8);
  const int v_165 = (v_161 * 8);
#line 701 "tilelang/ops/decode_kernels.py"
  const int v_166 = (v_126 % 16);
#line 612 "tilelang/ops/decode_kernels.py"
  int r_8 = 0;
  for (int kb = 0; kb < v_116; kb += 1) {
    tl::cp_async_wait<0>();
    __syncthreads();
    const int v_167 = (kb + 1);
    const bool v_168 = (r_8 == 0);
    const int v_169 = (r_8 - 1);
    const int v_170 = (v_168 ? 1 : v_169);
    const bool v_171 = (v_167 < v_116);
    const int v_172 = tl::min(v_167, v_118);
#line 613 "tilelang/ops/decode_kernels.py"
    const int v_173 = v_172;
    const int v_174 = (start + v_173);
    const int t0_1 = (v_174 * 64);
#line 355 "tilelang/ops/decode_kernels.py"
    const int v_175 = t0_1;
#line 426 "tilelang/ops/decode_kernels.py"
    const int v_176 = (tid + v_175);
    const bool v_177 = (v_176 < 32768);
#line 612 "tilelang/ops/decode_kernels.py"
    const int v_178 = (v_170 * 64);
#line 355 "tilelang/ops/decode_kernels.py"
    for (int k_2 = 0; k_2 < 4; k_2 += 1) {
      const int v_179 = (k_2 * 64);
      const int v_180 = (v_179 + tid);
      const int v_181 = (v_180 / 4);
      const int v_182 = (v_181 + v_175);
      const bool v_183 = (v_182 < 32768);
      const int v_184 = (v_181 + v_178);
      const bool v_185 = (v_171 && v_183);
      tl::cp_async<16>((Kq_s + (v_184) * 64 + v_133), (v_185 ? (KC + ((((int)blockIdx.z) * 32768 + v_182) * 8 + (int)blockIdx.y) * 64 + v_133) : (const void*)KC), v_185);
    }
    for (int k_3 = 0; k_3 < 4; k_3 += 1) {
      const int v_186 = (k_3 * 64);
      const int v_187 = (v_186 + tid);
      const int v_188 = (v_187 / 4);
      const int v_189 = (v_188 + v_175);
      const bool v_190 = (v_189 < 32768);
      const int v_191 = (v_188 + v_178);
      const bool v_192 = (v_171 && v_190);
      tl::cp_async<16>((Vq_s + (v_191) * 64 + v_133), (v_192 ? (VC + ((((int)blockIdx.z) * 32768 + v_189) * 8 + (int)blockIdx.y) * 64 + v_133) : (const void*)VC), v_192);
    }
#line 426 "tilelang/ops/decode_kernels.py"
    const int v_193 = (tid + v_178);
    const bool v_194 = (v_171 && v_177);
    tl::cp_async<16>((KSl_s + (v_193) * 8 + 0), (v_194 ? (KS + ((((int)blockIdx.z) * 32768 + v_176) * 8 + 0) * 1 + 0) : (const void*)KS), v_194);
#line 427 "tilelang/ops/decode_kernels.py"
    tl::cp_async<16>((VSl_s + (v_193) * 8 + 0), (v_194 ? (VS + ((((int)blockIdx.z) * 32768 + v_176) * 8 + 0) * 1 + 0) : (const void*)VS), v_194);
#line 612 "tilelang/ops/decode_kernels.py"
    tl::cp_async_commit();
    const int v_195 = (r_8 * 64);
#line 613 "tilelang/ops/decode_kernels.py"
    const int v_196 = kb;
    const int v_197 = (start + v_196);
    const int t0_2 = (v_197 * 64);
#line 355 "tilelang/ops/decode_kernels.py"
    const int v_198 = (t0_2 + 64);
#line 164 "tilelang/ops/decode_kernels.py"
    const bool v_199 = (v_198 > len_k);
#line 429 "tilelang/ops/decode_kernels.py"
    if (v_199) {
#line 401 "tilelang/ops/decode_kernels.py"
      #pragma unroll
      for (int l_v_1 = 0; l_v_1 < 2; l_v_1 += 1) {
        const int v_200 = (l_v_1 * 4);
        const int v_201 = (l_v_1 * 16);
        const int v_202 = (v_130 + v_201);
        const int v_203 = (v_202 + v_127);
#line 327 "tilelang/ops/decode_kernels.py"
        const int v_204 = (v_203 + v_195);
        const half v_205 = KSl_s[(v_204) * 8 + (int)blockIdx.y];
        const float s = tl::cast<float>(v_205);
#line 335 "tilelang/ops/decode_kernels.py"
        const int v_206 = v_203;
        const int v_207 = (t0_2 + v_206);
        const bool v_208 = (v_207 < len_k);
        const float v_209 = (v_208 ? s : 0.0f);
#line 401 "tilelang/ops/decode_kernels.py"
        const int v_210 = (v_203 + 8);
#line 327 "tilelang/ops/decode_kernels.py"
        const int v_211 = (v_204 + 8);
        const half v_212 = KSl_s[(v_211) * 8 + (int)blockIdx.y];
        const float s_1 = tl::cast<float>(v_212);
#line 335 "tilelang/ops/decode_kernels.py"
        const int v_213 = v_210;
        const int v_214 = (t0_2 + v_213);
        const bool v_215 = (v_214 < len_k);
        const float v_216 = (v_215 ? s_1 : 0.0f);
#line 401 "tilelang/ops/decode_kernels.py"
        const tl::vec<float, 4> v_217 = tl::vec<float, 4>{{v_209, v_209, v_216, v_216}};
        *reinterpret_cast<tl::vec<float, 4>*>((ks_f + v_200)) = v_217;
      }
#line 403 "tilelang/ops/decode_kernels.py"
      #pragma unroll
      for (int l_v_2 = 0; l_v_2 < 2; l_v_2 += 1) {
        const int v_218 = (l_v_2 * 4);
        const int v_219 = (l_v_2 * 16);
        const int v_220 = (v_130 + v_219);
        const int v_221 = (v_220 + v_127);
#line 327 "tilelang/ops/decode_kernels.py"
        const int v_222 = (v_221 + v_195);
        const half v_223 = VSl_s[(v_222) * 8 + (int)blockIdx.y];
        const float s_2 = tl::cast<float>(v_223);
#line 335 "tilelang/ops/decode_kernels.py"
        const int v_224 = v_221;
        const int v_225 = (t0_2 + v_224);
        const bool v_226 = (v_225 < len_k);
        const float v_227 = (v_226 ? s_2 : 0.0f);
#line 403 "tilelang/ops/decode_kernels.py"
        const int v_228 = (v_221 + 8);
#line 327 "tilelang/ops/decode_kernels.py"
        const int v_229 = (v_222 + 8);
        const half v_230 = VSl_s[(v_229) * 8 + (int)blockIdx.y];
        const float s_3 = tl::cast<float>(v_230);
#line 335 "tilelang/ops/decode_kernels.py"
        const int v_231 = v_228;
        const int v_232 = (t0_2 + v_231);
        const bool v_233 = (v_232 < len_k);
        const float v_234 = (v_233 ? s_3 : 0.0f);
#line 403 "tilelang/ops/decode_kernels.py"
        const tl::vec<float, 4> v_235 = tl::vec<float, 4>{{v_227, v_227, v_234, v_234}};
        *reinterpret_cast<tl::vec<float, 4>*>((vs_f + v_218)) = v_235;
      }
#line 429 "tilelang/ops/decode_kernels.py"
    } else {
#line 401 "tilelang/ops/decode_kernels.py"
      #pragma unroll
      for (int l_v_3 = 0; l_v_3 < 2; l_v_3 += 1) {
        const int v_236 = (l_v_3 * 4);
        const int v_237 = (l_v_3 * 16);
        const int v_238 = (v_130 + v_237);
        const int v_239 = (v_238 + v_127);
#line 327 "tilelang/ops/decode_kernels.py"
        const int v_240 = (v_239 + v_195);
        const half v_241 = KSl_s[(v_240) * 8 + (int)blockIdx.y];
        const float s_4 = tl::cast<float>(v_241);
        const int v_242 = (v_240 + 8);
        const half v_243 = KSl_s[(v_242) * 8 + (int)blockIdx.y];
        const float s_5 = tl::cast<float>(v_243);
#line 401 "tilelang/ops/decode_kernels.py"
        const tl::vec<float, 4> v_244 = tl::vec<float, 4>{{s_4, s_4, s_5, s_5}};
        *reinterpret_cast<tl::vec<float, 4>*>((ks_f + v_236)) = v_244;
      }
#line 403 "tilelang/ops/decode_kernels.py"
      #pragma unroll
      for (int l_v_4 = 0; l_v_4 < 2; l_v_4 += 1) {
        const int v_245 = (l_v_4 * 4);
        const int v_246 = (l_v_4 * 16);
        const int v_247 = (v_130 + v_246);
        const int v_248 = (v_247 + v_127);
#line 327 "tilelang/ops/decode_kernels.py"
        const int v_249 = (v_248 + v_195);
        const half v_250 = VSl_s[(v_249) * 8 + (int)blockIdx.y];
        const float s_6 = tl::cast<float>(v_250);
        const int v_251 = (v_249 + 8);
        const half v_252 = VSl_s[(v_251) * 8 + (int)blockIdx.y];
        const float s_7 = tl::cast<float>(v_252);
#line 403 "tilelang/ops/decode_kernels.py"
        const tl::vec<float, 4> v_253 = tl::vec<float, 4>{{s_6, s_6, s_7, s_7}};
        *reinterpret_cast<tl::vec<float, 4>*>((vs_f + v_245)) = v_253;
      }
#line 429 "tilelang/ops/decode_kernels.py"
    }
#line 619 "tilelang/ops/decode_kernels.py"
    alignas(16) half dequant[128];
    alignas(16) half decoded[8];
    const int v_254 = (v_131 + v_195);
    const unsigned v_255 = *reinterpret_cast<const unsigned*>((Kq_s + (v_254) * 64 + v_133));
    tl::dequant_i4<true>(decoded + 0, v_255);
    const half v_256 = decoded[0];
    dequant[0] = v_256;
    const half v_257 = decoded[1];
    dequant[1] = v_257;
    const half v_258 = decoded[2];
    dequant[4] = v_258;
    const half v_259 = decoded[3];
    dequant[5] = v_259;
    const half v_260 = decoded[4];
    dequant[8] = v_260;
    const half v_261 = decoded[5];
    dequant[9] = v_261;
    const half v_262 = decoded[6];
    dequant[12] = v_262;
    const half v_263 = decoded[7];
    dequant[13] = v_263;
    const int v_264 = (v_254 + 8);
    const unsigned v_265 = *reinterpret_cast<const unsigned*>((Kq_s + (v_264) * 64 + v_133));
    tl::dequant_i4<true>(decoded + 0, v_265);
    const half v_266 = decoded[0];
    dequant[2] = v_266;
    const half v_267 = decoded[1];
    dequant[3] = v_267;
    const half v_268 = decoded[2];
    dequant[6] = v_268;
    const half v_269 = decoded[3];
    dequant[7] = v_269;
    const half v_270 = decoded[4];
    dequant[10] = v_270;
    const half v_271 = decoded[5];
    dequant[11] = v_271;
    const half v_272 = decoded[6];
    dequant[14] = v_272;
    const half v_273 = decoded[7];
    dequant[15] = v_273;
    const unsigned v_274 = *reinterpret_cast<const unsigned*>((Kq_s + (v_254) * 64 + v_135));
    tl::dequant_i4<true>(decoded + 0, v_274);
    const half v_275 = decoded[0];
    dequant[16] = v_275;
    const half v_276 = decoded[1];
    dequant[17] = v_276;
    const half v_277 = decoded[2];
    dequant[20] = v_277;
    const half v_278 = decoded[3];
    dequant[21] = v_278;
    const half v_279 = decoded[4];
    dequant[24] = v_279;
    const half v_280 = decoded[5];
    dequant[25] = v_280;
    const half v_281 = decoded[6];
    dequant[28] = v_281;
    const half v_282 = decoded[7];
    dequant[29] = v_282;
    const unsigned v_283 = *reinterpret_cast<const unsigned*>((Kq_s + (v_264) * 64 + v_135));
    tl::dequant_i4<true>(decoded + 0, v_283);
    const half v_284 = decoded[0];
    dequant[18] = v_284;
    const half v_285 = decoded[1];
    dequant[19] = v_285;
    const half v_286 = decoded[2];
    dequant[22] = v_286;
    const half v_287 = decoded[3];
    dequant[23] = v_287;
    const half v_288 = decoded[4];
    dequant[26] = v_288;
    const half v_289 = decoded[5];
    dequant[27] = v_289;
    const half v_290 = decoded[6];
    dequant[30] = v_290;
    const half v_291 = decoded[7];
    dequant[31] = v_291;
    const unsigned v_292 = *reinterpret_cast<const unsigned*>((Kq_s + (v_254) * 64 + v_137));
    tl::dequant_i4<true>(decoded + 0, v_292);
    const half v_293 = decoded[0];
    dequant[32] = v_293;
    const half v_294 = decoded[1];
    dequant[33] = v_294;
    const half v_295 = decoded[2];
    dequant[36] = v_295;
    const half v_296 = decoded[3];
    dequant[37] = v_296;
    const half v_297 = decoded[4];
    dequant[40] = v_297;
    const half v_298 = decoded[5];
    dequant[41] = v_298;
    const half v_299 = decoded[6];
    dequant[44] = v_299;
    const half v_300 = decoded[7];
    dequant[45] = v_300;
    const unsigned v_301 = *reinterpret_cast<const unsigned*>((Kq_s + (v_264) * 64 + v_137));
    tl::dequant_i4<true>(decoded + 0, v_301);
    const half v_302 = decoded[0];
    dequant[34] = v_302;
    const half v_303 = decoded[1];
    dequant[35] = v_303;
    const half v_304 = decoded[2];
    dequant[38] = v_304;
    const half v_305 = decoded[3];
    dequant[39] = v_305;
    const half v_306 = decoded[4];
    dequant[42] = v_306;
    const half v_307 = decoded[5];
    dequant[43] = v_307;
    const half v_308 = decoded[6];
    dequant[46] = v_308;
    const half v_309 = decoded[7];
    dequant[47] = v_309;
    const unsigned v_310 = *reinterpret_cast<const unsigned*>((Kq_s + (v_254) * 64 + v_139));
    tl::dequant_i4<true>(decoded + 0, v_310);
    const half v_311 = decoded[0];
    dequant[48] = v_311;
    const half v_312 = decoded[1];
    dequant[49] = v_312;
    const half v_313 = decoded[2];
    dequant[52] = v_313;
    const half v_314 = decoded[3];
    dequant[53] = v_314;
    const half v_315 = decoded[4];
    dequant[56] = v_315;
    const half v_316 = decoded[5];
    dequant[57] = v_316;
    const half v_317 = decoded[6];
    dequant[60] = v_317;
    const half v_318 = decoded[7];
    dequant[61] = v_318;
    const unsigned v_319 = *reinterpret_cast<const unsigned*>((Kq_s + (v_264) * 64 + v_139));
    tl::dequant_i4<true>(decoded + 0, v_319);
    const half v_320 = decoded[0];
    dequant[50] = v_320;
    const half v_321 = decoded[1];
    dequant[51] = v_321;
    const half v_322 = decoded[2];
    dequant[54] = v_322;
    const half v_323 = decoded[3];
    dequant[55] = v_323;
    const half v_324 = decoded[4];
    dequant[58] = v_324;
    const half v_325 = decoded[5];
    dequant[59] = v_325;
    const half v_326 = decoded[6];
    dequant[62] = v_326;
    const half v_327 = decoded[7];
    dequant[63] = v_327;
    const int v_328 = (v_254 + 16);
    const unsigned v_329 = *reinterpret_cast<const unsigned*>((Kq_s + (v_328) * 64 + v_133));
    tl::dequant_i4<true>(decoded + 0, v_329);
    const half v_330 = decoded[0];
    dequant[64] = v_330;
    const half v_331 = decoded[1];
    dequant[65] = v_331;
    const half v_332 = decoded[2];
    dequant[68] = v_332;
    const half v_333 = decoded[3];
    dequant[69] = v_333;
    const half v_334 = decoded[4];
    dequant[72] = v_334;
    const half v_335 = decoded[5];
    dequant[73] = v_335;
    const half v_336 = decoded[6];
    dequant[76] = v_336;
    const half v_337 = decoded[7];
    dequant[77] = v_337;
    const int v_338 = (v_254 + 24);
    const unsigned v_339 = *reinterpret_cast<const unsigned*>((Kq_s + (v_338) * 64 + v_133));
    tl::dequant_i4<true>(decoded + 0, v_339);
    const half v_340 = decoded[0];
    dequant[66] = v_340;
    const half v_341 = decoded[1];
    dequant[67] = v_341;
    const half v_342 = decoded[2];
    dequant[70] = v_342;
    const half v_343 = decoded[3];
    dequant[71] = v_343;
    const half v_344 = decoded[4];
    dequant[74] = v_344;
    const half v_345 = decoded[5];
    dequant[75] = v_345;
    const half v_346 = decoded[6];
    dequant[78] = v_346;
    const half v_347 = decoded[7];
    dequant[79] = v_347;
    const unsigned v_348 = *reinterpret_cast<const unsigned*>((Kq_s + (v_328) * 64 + v_135));
    tl::dequant_i4<true>(decoded + 0, v_348);
    const half v_349 = decoded[0];
    dequant[80] = v_349;
    const half v_350 = decoded[1];
    dequant[81] = v_350;
    const half v_351 = decoded[2];
    dequant[84] = v_351;
    const half v_352 = decoded[3];
    dequant[85] = v_352;
    const half v_353 = decoded[4];
    dequant[88] = v_353;
    const half v_354 = decoded[5];
    dequant[89] = v_354;
    const half v_355 = decoded[6];
    dequant[92] = v_355;
    const half v_356 = decoded[7];
    dequant[93] = v_356;
    const unsigned v_357 = *reinterpret_cast<const unsigned*>((Kq_s + (v_338) * 64 + v_135));
    tl::dequant_i4<true>(decoded + 0, v_357);
    const half v_358 = decoded[0];
    dequant[82] = v_358;
    const half v_359 = decoded[1];
    dequant[83] = v_359;
    const half v_360 = decoded[2];
    dequant[86] = v_360;
    const half v_361 = decoded[3];
    dequant[87] = v_361;
    const half v_362 = decoded[4];
    dequant[90] = v_362;
    const half v_363 = decoded[5];
    dequant[91] = v_363;
    const half v_364 = decoded[6];
    dequant[94] = v_364;
    const half v_365 = decoded[7];
    dequant[95] = v_365;
    const unsigned v_366 = *reinterpret_cast<const unsigned*>((Kq_s + (v_328) * 64 + v_137));
    tl::dequant_i4<true>(decoded + 0, v_366);
    const half v_367 = decoded[0];
    dequant[96] = v_367;
    const half v_368 = decoded[1];
    dequant[97] = v_368;
    const half v_369 = decoded[2];
    dequant[100] = v_369;
    const half v_370 = decoded[3];
    dequant[101] = v_370;
    const half v_371 = decoded[4];
    dequant[104] = v_371;
    const half v_372 = decoded[5];
    dequant[105] = v_372;
    const half v_373 = decoded[6];
    dequant[108] = v_373;
    const half v_374 = decoded[7];
    dequant[109] = v_374;
    const unsigned v_375 = *reinterpret_cast<const unsigned*>((Kq_s + (v_338) * 64 + v_137));
    tl::dequant_i4<true>(decoded + 0, v_375);
    const half v_376 = decoded[0];
    dequant[98] = v_376;
    const half v_377 = decoded[1];
    dequant[99] = v_377;
    const half v_378 = decoded[2];
    dequant[102] = v_378;
    const half v_379 = decoded[3];
    dequant[103] = v_379;
    const half v_380 = decoded[4];
    dequant[106] = v_380;
    const half v_381 = decoded[5];
    dequant[107] = v_381;
    const half v_382 = decoded[6];
    dequant[110] = v_382;
    const half v_383 = decoded[7];
    dequant[111] = v_383;
    const unsigned v_384 = *reinterpret_cast<const unsigned*>((Kq_s + (v_328) * 64 + v_139));
    tl::dequant_i4<true>(decoded + 0, v_384);
    const half v_385 = decoded[0];
    dequant[112] = v_385;
    const half v_386 = decoded[1];
    dequant[113] = v_386;
    const half v_387 = decoded[2];
    dequant[116] = v_387;
    const half v_388 = decoded[3];
    dequant[117] = v_388;
    const half v_389 = decoded[4];
    dequant[120] = v_389;
    const half v_390 = decoded[5];
    dequant[121] = v_390;
    const half v_391 = decoded[6];
    dequant[124] = v_391;
    const half v_392 = decoded[7];
    dequant[125] = v_392;
    const unsigned v_393 = *reinterpret_cast<const unsigned*>((Kq_s + (v_338) * 64 + v_139));
    tl::dequant_i4<true>(decoded + 0, v_393);
    const half v_394 = decoded[0];
    dequant[114] = v_394;
    const half v_395 = decoded[1];
    dequant[115] = v_395;
    const half v_396 = decoded[2];
    dequant[118] = v_396;
    const half v_397 = decoded[3];
    dequant[119] = v_397;
    const half v_398 = decoded[4];
    dequant[122] = v_398;
    const half v_399 = decoded[5];
    dequant[123] = v_399;
    const half v_400 = decoded[6];
    dequant[126] = v_400;
    const half v_401 = decoded[7];
    dequant[127] = v_401;
    #pragma unroll
    for (int l_v_5 = 0; l_v_5 < 16; l_v_5 += 1) {
      const int v_402 = (l_v_5 * 8);
#line 199 "tilelang/ops/decode_kernels.py"
      const tl::vec<half, 8> v_403 = *reinterpret_cast<const tl::vec<half, 8>*>((dequant + v_402));
#line 619 "tilelang/ops/decode_kernels.py"
      *reinterpret_cast<tl::vec<half, 8>*>((K_f + v_402)) = v_403;
    }
#line 626 "tilelang/ops/decode_kernels.py"
    alignas(16) half dequant_1[128];
    alignas(16) half decoded_1[8];
    const int v_404 = (v_129 + v_195);
    const unsigned v_405 = *reinterpret_cast<const unsigned*>((Vq_s + (v_404) * 64 + v_144));
    const int v_406 = (v_404 + 1);
    const unsigned v_407 = *reinterpret_cast<const unsigned*>((Vq_s + (v_406) * 64 + v_144));
    const unsigned v_408 = (v_405 & 65535u);
    const unsigned v_409 = (v_407 << 16u);
    const unsigned v_410 = (v_408 | v_409);
    tl::dequant_i4<true>(decoded_1 + 0, v_410);
    const half v_411 = decoded_1[0];
    dequant_1[0] = v_411;
    const half v_412 = decoded_1[1];
    dequant_1[1] = v_412;
    const half v_413 = decoded_1[2];
    dequant_1[2] = v_413;
    const half v_414 = decoded_1[3];
    dequant_1[3] = v_414;
    const half v_415 = decoded_1[4];
    dequant_1[32] = v_415;
    const half v_416 = decoded_1[5];
    dequant_1[33] = v_416;
    const half v_417 = decoded_1[6];
    dequant_1[34] = v_417;
    const half v_418 = decoded_1[7];
    dequant_1[35] = v_418;
    const unsigned v_419 = (v_405 >> 16u);
    const unsigned v_420 = (v_407 & 4294901760u);
    const unsigned v_421 = (v_419 | v_420);
    tl::dequant_i4<true>(decoded_1 + 0, v_421);
    const half v_422 = decoded_1[0];
    dequant_1[64] = v_422;
    const half v_423 = decoded_1[1];
    dequant_1[65] = v_423;
    const half v_424 = decoded_1[2];
    dequant_1[66] = v_424;
    const half v_425 = decoded_1[3];
    dequant_1[67] = v_425;
    const half v_426 = decoded_1[4];
    dequant_1[96] = v_426;
    const half v_427 = decoded_1[5];
    dequant_1[97] = v_427;
    const half v_428 = decoded_1[6];
    dequant_1[98] = v_428;
    const half v_429 = decoded_1[7];
    dequant_1[99] = v_429;
    const int v_430 = (v_404 + 8);
    const unsigned v_431 = *reinterpret_cast<const unsigned*>((Vq_s + (v_430) * 64 + v_144));
    const int v_432 = (v_404 + 9);
    const unsigned v_433 = *reinterpret_cast<const unsigned*>((Vq_s + (v_432) * 64 + v_144));
    const unsigned v_434 = (v_431 & 65535u);
    const unsigned v_435 = (v_433 << 16u);
    const unsigned v_436 = (v_434 | v_435);
    tl::dequant_i4<true>(decoded_1 + 0, v_436);
    const half v_437 = decoded_1[0];
    dequant_1[4] = v_437;
    const half v_438 = decoded_1[1];
    dequant_1[5] = v_438;
    const half v_439 = decoded_1[2];
    dequant_1[6] = v_439;
    const half v_440 = decoded_1[3];
    dequant_1[7] = v_440;
    const half v_441 = decoded_1[4];
    dequant_1[36] = v_441;
    const half v_442 = decoded_1[5];
    dequant_1[37] = v_442;
    const half v_443 = decoded_1[6];
    dequant_1[38] = v_443;
    const half v_444 = decoded_1[7];
    dequant_1[39] = v_444;
    const unsigned v_445 = (v_431 >> 16u);
    const unsigned v_446 = (v_433 & 4294901760u);
    const unsigned v_447 = (v_445 | v_446);
    tl::dequant_i4<true>(decoded_1 + 0, v_447);
    const half v_448 = decoded_1[0];
    dequant_1[68] = v_448;
    const half v_449 = decoded_1[1];
    dequant_1[69] = v_449;
    const half v_450 = decoded_1[2];
    dequant_1[70] = v_450;
    const half v_451 = decoded_1[3];
    dequant_1[71] = v_451;
    const half v_452 = decoded_1[4];
    dequant_1[100] = v_452;
    const half v_453 = decoded_1[5];
    dequant_1[101] = v_453;
    const half v_454 = decoded_1[6];
    dequant_1[102] = v_454;
    const half v_455 = decoded_1[7];
    dequant_1[103] = v_455;
    const int v_456 = (v_404 + 16);
    const unsigned v_457 = *reinterpret_cast<const unsigned*>((Vq_s + (v_456) * 64 + v_144));
    const int v_458 = (v_404 + 17);
    const unsigned v_459 = *reinterpret_cast<const unsigned*>((Vq_s + (v_458) * 64 + v_144));
    const unsigned v_460 = (v_457 & 65535u);
    const unsigned v_461 = (v_459 << 16u);
    const unsigned v_462 = (v_460 | v_461);
    tl::dequant_i4<true>(decoded_1 + 0, v_462);
    const half v_463 = decoded_1[0];
    dequant_1[8] = v_463;
    const half v_464 = decoded_1[1];
    dequant_1[9] = v_464;
    const half v_465 = decoded_1[2];
    dequant_1[10] = v_465;
    const half v_466 = decoded_1[3];
    dequant_1[11] = v_466;
    const half v_467 = decoded_1[4];
    dequant_1[40] = v_467;
    const half v_468 = decoded_1[5];
    dequant_1[41] = v_468;
    const half v_469 = decoded_1[6];
    dequant_1[42] = v_469;
    const half v_470 = decoded_1[7];
    dequant_1[43] = v_470;
    const unsigned v_471 = (v_457 >> 16u);
    const unsigned v_472 = (v_459 & 4294901760u);
    const unsigned v_473 = (v_471 | v_472);
    tl::dequant_i4<true>(decoded_1 + 0, v_473);
    const half v_474 = decoded_1[0];
    dequant_1[72] = v_474;
    const half v_475 = decoded_1[1];
    dequant_1[73] = v_475;
    const half v_476 = decoded_1[2];
    dequant_1[74] = v_476;
    const half v_477 = decoded_1[3];
    dequant_1[75] = v_477;
    const half v_478 = decoded_1[4];
    dequant_1[104] = v_478;
    const half v_479 = decoded_1[5];
    dequant_1[105] = v_479;
    const half v_480 = decoded_1[6];
    dequant_1[106] = v_480;
    const half v_481 = decoded_1[7];
    dequant_1[107] = v_481;
    const int v_482 = (v_404 + 24);
    const unsigned v_483 = *reinterpret_cast<const unsigned*>((Vq_s + (v_482) * 64 + v_144));
    const int v_484 = (v_404 + 25);
    const unsigned v_485 = *reinterpret_cast<const unsigned*>((Vq_s + (v_484) * 64 + v_144));
    const unsigned v_486 = (v_483 & 65535u);
    const unsigned v_487 = (v_485 << 16u);
    const unsigned v_488 = (v_486 | v_487);
    tl::dequant_i4<true>(decoded_1 + 0, v_488);
    const half v_489 = decoded_1[0];
    dequant_1[12] = v_489;
    const half v_490 = decoded_1[1];
    dequant_1[13] = v_490;
    const half v_491 = decoded_1[2];
    dequant_1[14] = v_491;
    const half v_492 = decoded_1[3];
    dequant_1[15] = v_492;
    const half v_493 = decoded_1[4];
    dequant_1[44] = v_493;
    const half v_494 = decoded_1[5];
    dequant_1[45] = v_494;
    const half v_495 = decoded_1[6];
    dequant_1[46] = v_495;
    const half v_496 = decoded_1[7];
    dequant_1[47] = v_496;
    const unsigned v_497 = (v_483 >> 16u);
    const unsigned v_498 = (v_485 & 4294901760u);
    const unsigned v_499 = (v_497 | v_498);
    tl::dequant_i4<true>(decoded_1 + 0, v_499);
    const half v_500 = decoded_1[0];
    dequant_1[76] = v_500;
    const half v_501 = decoded_1[1];
    dequant_1[77] = v_501;
    const half v_502 = decoded_1[2];
    dequant_1[78] = v_502;
    const half v_503 = decoded_1[3];
    dequant_1[79] = v_503;
    const half v_504 = decoded_1[4];
    dequant_1[108] = v_504;
    const half v_505 = decoded_1[5];
    dequant_1[109] = v_505;
    const half v_506 = decoded_1[6];
    dequant_1[110] = v_506;
    const half v_507 = decoded_1[7];
    dequant_1[111] = v_507;
    const int v_508 = (v_404 + 32);
    const unsigned v_509 = *reinterpret_cast<const unsigned*>((Vq_s + (v_508) * 64 + v_144));
    const int v_510 = (v_404 + 33);
    const unsigned v_511 = *reinterpret_cast<const unsigned*>((Vq_s + (v_510) * 64 + v_144));
    const unsigned v_512 = (v_509 & 65535u);
    const unsigned v_513 = (v_511 << 16u);
    const unsigned v_514 = (v_512 | v_513);
    tl::dequant_i4<true>(decoded_1 + 0, v_514);
    const half v_515 = decoded_1[0];
    dequant_1[16] = v_515;
    const half v_516 = decoded_1[1];
    dequant_1[17] = v_516;
    const half v_517 = decoded_1[2];
    dequant_1[18] = v_517;
    const half v_518 = decoded_1[3];
    dequant_1[19] = v_518;
    const half v_519 = decoded_1[4];
    dequant_1[48] = v_519;
    const half v_520 = decoded_1[5];
    dequant_1[49] = v_520;
    const half v_521 = decoded_1[6];
    dequant_1[50] = v_521;
    const half v_522 = decoded_1[7];
    dequant_1[51] = v_522;
    const unsigned v_523 = (v_509 >> 16u);
    const unsigned v_524 = (v_511 & 4294901760u);
    const unsigned v_525 = (v_523 | v_524);
    tl::dequant_i4<true>(decoded_1 + 0, v_525);
    const half v_526 = decoded_1[0];
    dequant_1[80] = v_526;
    const half v_527 = decoded_1[1];
    dequant_1[81] = v_527;
    const half v_528 = decoded_1[2];
    dequant_1[82] = v_528;
    const half v_529 = decoded_1[3];
    dequant_1[83] = v_529;
    const half v_530 = decoded_1[4];
    dequant_1[112] = v_530;
    const half v_531 = decoded_1[5];
    dequant_1[113] = v_531;
    const half v_532 = decoded_1[6];
    dequant_1[114] = v_532;
    const half v_533 = decoded_1[7];
    dequant_1[115] = v_533;
    const int v_534 = (v_404 + 40);
    const unsigned v_535 = *reinterpret_cast<const unsigned*>((Vq_s + (v_534) * 64 + v_144));
    const int v_536 = (v_404 + 41);
    const unsigned v_537 = *reinterpret_cast<const unsigned*>((Vq_s + (v_536) * 64 + v_144));
    const unsigned v_538 = (v_535 & 65535u);
    const unsigned v_539 = (v_537 << 16u);
    const unsigned v_540 = (v_538 | v_539);
    tl::dequant_i4<true>(decoded_1 + 0, v_540);
    const half v_541 = decoded_1[0];
    dequant_1[20] = v_541;
    const half v_542 = decoded_1[1];
    dequant_1[21] = v_542;
    const half v_543 = decoded_1[2];
    dequant_1[22] = v_543;
    const half v_544 = decoded_1[3];
    dequant_1[23] = v_544;
    const half v_545 = decoded_1[4];
    dequant_1[52] = v_545;
    const half v_546 = decoded_1[5];
    dequant_1[53] = v_546;
    const half v_547 = decoded_1[6];
    dequant_1[54] = v_547;
    const half v_548 = decoded_1[7];
    dequant_1[55] = v_548;
    const unsigned v_549 = (v_535 >> 16u);
    const unsigned v_550 = (v_537 & 4294901760u);
    const unsigned v_551 = (v_549 | v_550);
    tl::dequant_i4<true>(decoded_1 + 0, v_551);
    const half v_552 = decoded_1[0];
    dequant_1[84] = v_552;
    const half v_553 = decoded_1[1];
    dequant_1[85] = v_553;
    const half v_554 = decoded_1[2];
    dequant_1[86] = v_554;
    const half v_555 = decoded_1[3];
    dequant_1[87] = v_555;
    const half v_556 = decoded_1[4];
    dequant_1[116] = v_556;
    const half v_557 = decoded_1[5];
    dequant_1[117] = v_557;
    const half v_558 = decoded_1[6];
    dequant_1[118] = v_558;
    const half v_559 = decoded_1[7];
    dequant_1[119] = v_559;
    const int v_560 = (v_404 + 48);
    const unsigned v_561 = *reinterpret_cast<const unsigned*>((Vq_s + (v_560) * 64 + v_144));
    const int v_562 = (v_404 + 49);
    const unsigned v_563 = *reinterpret_cast<const unsigned*>((Vq_s + (v_562) * 64 + v_144));
    const unsigned v_564 = (v_561 & 65535u);
    const unsigned v_565 = (v_563 << 16u);
    const unsigned v_566 = (v_564 | v_565);
    tl::dequant_i4<true>(decoded_1 + 0, v_566);
    const half v_567 = decoded_1[0];
    dequant_1[24] = v_567;
    const half v_568 = decoded_1[1];
    dequant_1[25] = v_568;
    const half v_569 = decoded_1[2];
    dequant_1[26] = v_569;
    const half v_570 = decoded_1[3];
    dequant_1[27] = v_570;
    const half v_571 = decoded_1[4];
    dequant_1[56] = v_571;
    const half v_572 = decoded_1[5];
    dequant_1[57] = v_572;
    const half v_573 = decoded_1[6];
    dequant_1[58] = v_573;
    const half v_574 = decoded_1[7];
    dequant_1[59] = v_574;
    const unsigned v_575 = (v_561 >> 16u);
    const unsigned v_576 = (v_563 & 4294901760u);
    const unsigned v_577 = (v_575 | v_576);
    tl::dequant_i4<true>(decoded_1 + 0, v_577);
    const half v_578 = decoded_1[0];
    dequant_1[88] = v_578;
    const half v_579 = decoded_1[1];
    dequant_1[89] = v_579;
    const half v_580 = decoded_1[2];
    dequant_1[90] = v_580;
    const half v_581 = decoded_1[3];
    dequant_1[91] = v_581;
    const half v_582 = decoded_1[4];
    dequant_1[120] = v_582;
    const half v_583 = decoded_1[5];
    dequant_1[121] = v_583;
    const half v_584 = decoded_1[6];
    dequant_1[122] = v_584;
    const half v_585 = decoded_1[7];
    dequant_1[123] = v_585;
    const int v_586 = (v_404 + 56);
    const unsigned v_587 = *reinterpret_cast<const unsigned*>((Vq_s + (v_586) * 64 + v_144));
    const int v_588 = (v_404 + 57);
    const unsigned v_589 = *reinterpret_cast<const unsigned*>((Vq_s + (v_588) * 64 + v_144));
    const unsigned v_590 = (v_587 & 65535u);
    const unsigned v_591 = (v_589 << 16u);
    const unsigned v_592 = (v_590 | v_591);
    tl::dequant_i4<true>(decoded_1 + 0, v_592);
    const half v_593 = decoded_1[0];
    dequant_1[28] = v_593;
    const half v_594 = decoded_1[1];
    dequant_1[29] = v_594;
    const half v_595 = decoded_1[2];
    dequant_1[30] = v_595;
    const half v_596 = decoded_1[3];
    dequant_1[31] = v_596;
    const half v_597 = decoded_1[4];
    dequant_1[60] = v_597;
    const half v_598 = decoded_1[5];
    dequant_1[61] = v_598;
    const half v_599 = decoded_1[6];
    dequant_1[62] = v_599;
    const half v_600 = decoded_1[7];
    dequant_1[63] = v_600;
    const unsigned v_601 = (v_587 >> 16u);
    const unsigned v_602 = (v_589 & 4294901760u);
    const unsigned v_603 = (v_601 | v_602);
    tl::dequant_i4<true>(decoded_1 + 0, v_603);
    const half v_604 = decoded_1[0];
    dequant_1[92] = v_604;
    const half v_605 = decoded_1[1];
    dequant_1[93] = v_605;
    const half v_606 = decoded_1[2];
    dequant_1[94] = v_606;
    const half v_607 = decoded_1[3];
    dequant_1[95] = v_607;
    const half v_608 = decoded_1[4];
    dequant_1[124] = v_608;
    const half v_609 = decoded_1[5];
    dequant_1[125] = v_609;
    const half v_610 = decoded_1[6];
    dequant_1[126] = v_610;
    const half v_611 = decoded_1[7];
    dequant_1[127] = v_611;
    #pragma unroll
    for (int l_v_6 = 0; l_v_6 < 16; l_v_6 += 1) {
      const int v_612 = (l_v_6 * 8);
#line 199 "tilelang/ops/decode_kernels.py"
      const tl::vec<half, 8> v_613 = *reinterpret_cast<const tl::vec<half, 8>*>((dequant_1 + v_612));
#line 626 "tilelang/ops/decode_kernels.py"
      *reinterpret_cast<tl::vec<half, 8>*>((V_f + v_612)) = v_613;
    }
#line 632 "tilelang/ops/decode_kernels.py"
    #pragma unroll
    for (int l_v_7 = 0; l_v_7 < 2; l_v_7 += 1) {
      const int v_614 = (l_v_7 * 4);
      const tl::vec<float, 4> v_615 = tl::vec<float, 4>{{0.0f, 0.0f, 0.0f, 0.0f}};
      *reinterpret_cast<tl::vec<float, 4>*>((acc_s + v_614)) = v_615;
    }
#line 633 "tilelang/ops/decode_kernels.py"
    alignas(16) half a_regs[16];
    alignas(16) half b_regs[4];
    alignas(16) float c_odd[8];
    #pragma unroll
    for (int l_v_8 = 0; l_v_8 < 2; l_v_8 += 1) {
      const int v_616 = (l_v_8 * 4);
      const tl::vec<float, 4> v_617 = tl::vec<float, 4>{{0.0f, 0.0f, 0.0f, 0.0f}};
      *reinterpret_cast<tl::vec<float, 4>*>((c_odd + v_616)) = v_617;
    }
    for (int kk = 0; kk < 4; kk += 1) {
      const int v_618 = (kk * 2);
      const int v_619 = (v_618 * 16);
      const int v_620 = (v_619 + v_164);
      const int v_621 = (v_620 ^ v_165);
      tl::ldmatrix<2, false>(b_regs + 0, (Q_s + (v_161) * 128 + v_621));
      const int v_622 = (v_618 * 8);
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
      tl::mma_m16n8k16(a_regs + 0, b_regs + 0, acc_s + 0);
      tl::mma_m16n8k16(a_regs + 8, b_regs + 0, acc_s + 4);
      const int v_654 = (v_618 + 1);
      const int v_655 = (v_620 + 16);
      const int v_656 = (v_655 ^ v_165);
      tl::ldmatrix<2, false>(b_regs + 0, (Q_s + (v_161) * 128 + v_656));
      const int v_657 = (v_654 * 8);
      const half v_658 = K_f[v_657];
      a_regs[0] = v_658;
      const int v_659 = (v_657 + 1);
      const half v_660 = K_f[v_659];
      a_regs[1] = v_660;
      const int v_661 = (v_657 + 2);
      const half v_662 = K_f[v_661];
      a_regs[2] = v_662;
      const int v_663 = (v_657 + 3);
      const half v_664 = K_f[v_663];
      a_regs[3] = v_664;
      const int v_665 = (v_657 + 4);
      const half v_666 = K_f[v_665];
      a_regs[4] = v_666;
      const int v_667 = (v_657 + 5);
      const half v_668 = K_f[v_667];
      a_regs[5] = v_668;
      const int v_669 = (v_657 + 6);
      const half v_670 = K_f[v_669];
      a_regs[6] = v_670;
      const int v_671 = (v_657 + 7);
      const half v_672 = K_f[v_671];
      a_regs[7] = v_672;
      const int v_673 = (v_657 + 64);
      const half v_674 = K_f[v_673];
      a_regs[8] = v_674;
      const int v_675 = (v_657 + 65);
      const half v_676 = K_f[v_675];
      a_regs[9] = v_676;
      const int v_677 = (v_657 + 66);
      const half v_678 = K_f[v_677];
      a_regs[10] = v_678;
      const int v_679 = (v_657 + 67);
      const half v_680 = K_f[v_679];
      a_regs[11] = v_680;
      const int v_681 = (v_657 + 68);
      const half v_682 = K_f[v_681];
      a_regs[12] = v_682;
      const int v_683 = (v_657 + 69);
      const half v_684 = K_f[v_683];
      a_regs[13] = v_684;
      const int v_685 = (v_657 + 70);
      const half v_686 = K_f[v_685];
      a_regs[14] = v_686;
      const int v_687 = (v_657 + 71);
      const half v_688 = K_f[v_687];
      a_regs[15] = v_688;
      tl::mma_m16n8k16(a_regs + 0, b_regs + 0, c_odd + 0);
      tl::mma_m16n8k16(a_regs + 8, b_regs + 0, c_odd + 4);
    }
    #pragma unroll
    for (int l_v_9 = 0; l_v_9 < 2; l_v_9 += 1) {
      const int v_689 = (l_v_9 * 4);
      const tl::vec<float, 4> v_690 = *reinterpret_cast<const tl::vec<float, 4>*>((acc_s + v_689));
      const float v_691 = v_690.v[0];
      const tl::vec<float, 4> v_692 = *reinterpret_cast<const tl::vec<float, 4>*>((c_odd + v_689));
      const float v_693 = v_692.v[0];
      const float v_694 = (v_691 + v_693);
      const float v_695 = v_690.v[1];
      const float v_696 = v_692.v[1];
      const float v_697 = (v_695 + v_696);
      const float v_698 = v_690.v[2];
      const float v_699 = v_692.v[2];
      const float v_700 = (v_698 + v_699);
      const float v_701 = v_690.v[3];
      const float v_702 = v_692.v[3];
      const float v_703 = (v_701 + v_702);
      const tl::vec<float, 4> v_704 = tl::vec<float, 4>{{v_694, v_697, v_700, v_703}};
      *reinterpret_cast<tl::vec<float, 4>*>((acc_s + v_689)) = v_704;
    }
#line 634 "tilelang/ops/decode_kernels.py"
    if (v_199) {
#line 635 "tilelang/ops/decode_kernels.py"
      #pragma unroll
      for (int l_v_10 = 0; l_v_10 < 2; l_v_10 += 1) {
        const int v_705 = (l_v_10 * 4);
        const int l = (v_705 + 1);
        const int l_1 = (v_705 + 2);
        const int l_2 = (v_705 + 3);
        const int v_706 = (l_v_10 * 16);
        const int v_707 = (v_130 + v_706);
        const int v_708 = (v_707 + v_127);
#line 147 "tilelang/ops/decode_kernels.py"
        const int v_709 = v_708;
        const int v_710 = (t0_2 + v_709);
        const bool v_711 = (v_710 < len_k);
#line 636 "tilelang/ops/decode_kernels.py"
        float r_9;
        if (v_711) {
#line 637 "tilelang/ops/decode_kernels.py"
          const float v_712 = acc_s[v_705];
          const float v_713 = ks_f[v_705];
          const float v_714 = (v_712 * v_713);
#line 636 "tilelang/ops/decode_kernels.py"
          r_9 = v_714;
        } else {
#line 638 "tilelang/ops/decode_kernels.py"
          const float v_715 = (-__int_as_float(0x7f800000));
#line 636 "tilelang/ops/decode_kernels.py"
          r_9 = v_715;
        }
        float r_10;
        if (v_711) {
#line 637 "tilelang/ops/decode_kernels.py"
          const float v_716 = acc_s[l];
          const float v_717 = ks_f[l];
          const float v_718 = (v_716 * v_717);
#line 636 "tilelang/ops/decode_kernels.py"
          r_10 = v_718;
        } else {
#line 638 "tilelang/ops/decode_kernels.py"
          const float v_719 = (-__int_as_float(0x7f800000));
#line 636 "tilelang/ops/decode_kernels.py"
          r_10 = v_719;
        }
#line 635 "tilelang/ops/decode_kernels.py"
        const int v_720 = (v_708 + 8);
#line 147 "tilelang/ops/decode_kernels.py"
        const int v_721 = v_720;
        const int v_722 = (t0_2 + v_721);
        const bool v_723 = (v_722 < len_k);
#line 636 "tilelang/ops/decode_kernels.py"
        float r_11;
        if (v_723) {
#line 637 "tilelang/ops/decode_kernels.py"
          const float v_724 = acc_s[l_1];
          const float v_725 = ks_f[l_1];
          const float v_726 = (v_724 * v_725);
#line 636 "tilelang/ops/decode_kernels.py"
          r_11 = v_726;
        } else {
#line 638 "tilelang/ops/decode_kernels.py"
          const float v_727 = (-__int_as_float(0x7f800000));
#line 636 "tilelang/ops/decode_kernels.py"
          r_11 = v_727;
        }
        float r_12;
        if (v_723) {
#line 637 "tilelang/ops/decode_kernels.py"
          const float v_728 = acc_s[l_2];
          const float v_729 = ks_f[l_2];
          const float v_730 = (v_728 * v_729);
#line 636 "tilelang/ops/decode_kernels.py"
          r_12 = v_730;
        } else {
#line 638 "tilelang/ops/decode_kernels.py"
          const float v_731 = (-__int_as_float(0x7f800000));
#line 636 "tilelang/ops/decode_kernels.py"
          r_12 = v_731;
        }
#line 635 "tilelang/ops/decode_kernels.py"
        const tl::vec<float, 4> v_732 = tl::vec<float, 4>{{r_9, r_10, r_11, r_12}};
        *reinterpret_cast<tl::vec<float, 4>*>((acc_s + v_705)) = v_732;
      }
#line 634 "tilelang/ops/decode_kernels.py"
    } else {
#line 645 "tilelang/ops/decode_kernels.py"
      #pragma unroll
      for (int l_v_11 = 0; l_v_11 < 2; l_v_11 += 1) {
        const int v_733 = (l_v_11 * 4);
#line 646 "tilelang/ops/decode_kernels.py"
        const tl::vec<float, 4> v_734 = *reinterpret_cast<const tl::vec<float, 4>*>((acc_s + v_733));
        const float v_735 = v_734.v[0];
        const tl::vec<float, 4> v_736 = *reinterpret_cast<const tl::vec<float, 4>*>((ks_f + v_733));
        const float v_737 = v_736.v[0];
        const float v_738 = (v_735 * v_737);
        const float v_739 = v_734.v[1];
        const float v_740 = v_736.v[1];
        const float v_741 = (v_739 * v_740);
        const float v_742 = v_734.v[2];
        const float v_743 = v_736.v[2];
        const float v_744 = (v_742 * v_743);
        const float v_745 = v_734.v[3];
        const float v_746 = v_736.v[3];
        const float v_747 = (v_745 * v_746);
#line 645 "tilelang/ops/decode_kernels.py"
        const tl::vec<float, 4> v_748 = tl::vec<float, 4>{{v_738, v_741, v_744, v_747}};
        *reinterpret_cast<tl::vec<float, 4>*>((acc_s + v_733)) = v_748;
      }
#line 634 "tilelang/ops/decode_kernels.py"
    }
#line 681 "tilelang/ops/decode_kernels.py"
    const tl::vec<float, 2> v_749 = *reinterpret_cast<const tl::vec<float, 2>*>((m_cur + 0));
    *reinterpret_cast<tl::vec<float, 2>*>((m_prev + 0)) = v_749;
#line 682 "tilelang/ops/decode_kernels.py"
    #pragma unroll
    for (int p = 0; p < 2; p += 1) {
      const float v_750 = acc_s[p];
      const int v_751 = (p + 2);
      const float v_752 = acc_s[v_751];
      const int v_753 = (v_751 + 2);
      const float v_754 = acc_s[v_753];
      const int v_755 = (v_751 + 4);
      const float v_756 = acc_s[v_755];
      const float v_757 = fmaxf(v_750, v_752);
      const float v_758 = fmaxf(v_754, v_756);
      const float v_759 = fmaxf(v_757, v_758);
      const float v_760 = tl::shfl<0>(v_759, 4, 32);
      const float v_761 = fmaxf(v_759, v_760);
      const float v_762 = tl::shfl<0>(v_761, 8, 32);
      const float v_763 = fmaxf(v_761, v_762);
      const float v_764 = tl::shfl<0>(v_763, 16, 32);
      const float v_765 = fmaxf(v_763, v_764);
      if (v_147) {
        const int v_766 = (v_129 + p);
        reduce_partials[(v_766) * 2 + v_125] = v_765;
      }
    }
    __syncthreads();
    const float v_767 = reduce_partials[(v_129) * 2 + 0];
    const float v_768 = reduce_partials[(v_129) * 2 + 1];
    const float v_769 = fmaxf(v_767, v_768);
    const tl::vec<float, 2> v_770 = *reinterpret_cast<const tl::vec<float, 2>*>((m_cur + 0));
    const float v_771 = v_770.v[0];
    const float v_772 = fmaxf(v_771, v_769);
    const float v_773 = reduce_partials[(v_145) * 2 + 0];
    const float v_774 = reduce_partials[(v_145) * 2 + 1];
    const float v_775 = fmaxf(v_773, v_774);
    const float v_776 = v_770.v[1];
    const float v_777 = fmaxf(v_776, v_775);
    const tl::vec<float, 2> v_778 = tl::vec<float, 2>{{v_772, v_777}};
    *reinterpret_cast<tl::vec<float, 2>*>((m_cur + 0)) = v_778;
#line 683 "tilelang/ops/decode_kernels.py"
    #pragma unroll
    for (int l_v_12 = 0; l_v_12 < 2; l_v_12 += 1) {
      const int v_779 = (l_v_12 * 4);
#line 684 "tilelang/ops/decode_kernels.py"
      const tl::vec<float, 4> v_780 = *reinterpret_cast<const tl::vec<float, 4>*>((acc_s + v_779));
      const float v_781 = v_780.v[0];
      const float v_782 = (v_781 * 0.127517431974411f);
      const tl::vec<float, 2> v_783 = *reinterpret_cast<const tl::vec<float, 2>*>((m_cur + 0));
      const float v_784 = v_783.v[0];
      const float v_785 = (v_784 * 0.127517431974411f);
      const float v_786 = (v_782 - v_785);
      const float v_787 = exp2f(v_786);
      const float v_788 = v_780.v[1];
      const float v_789 = (v_788 * 0.127517431974411f);
      const float v_790 = v_783.v[1];
      const float v_791 = (v_790 * 0.127517431974411f);
      const float v_792 = (v_789 - v_791);
      const float v_793 = exp2f(v_792);
      const float v_794 = v_780.v[2];
      const float v_795 = (v_794 * 0.127517431974411f);
      const tl::vec<float, 2> v_796 = *reinterpret_cast<const tl::vec<float, 2>*>((m_cur + 0));
      const float v_797 = v_796.v[0];
      const float v_798 = (v_797 * 0.127517431974411f);
      const float v_799 = (v_795 - v_798);
      const float v_800 = exp2f(v_799);
      const float v_801 = v_780.v[3];
      const float v_802 = (v_801 * 0.127517431974411f);
      const float v_803 = v_796.v[1];
      const float v_804 = (v_803 * 0.127517431974411f);
      const float v_805 = (v_802 - v_804);
      const float v_806 = exp2f(v_805);
#line 683 "tilelang/ops/decode_kernels.py"
      const tl::vec<float, 4> v_807 = tl::vec<float, 4>{{v_787, v_793, v_800, v_806}};
      *reinterpret_cast<tl::vec<float, 4>*>((acc_s + v_779)) = v_807;
    }
#line 686 "tilelang/ops/decode_kernels.py"
    const tl::vec<float, 2> v_808 = *reinterpret_cast<const tl::vec<float, 2>*>((m_prev + 0));
    const float v_809 = v_808.v[0];
    const float v_810 = (v_809 * 0.127517431974411f);
    const tl::vec<float, 2> v_811 = *reinterpret_cast<const tl::vec<float, 2>*>((m_cur + 0));
    const float v_812 = v_811.v[0];
    const float v_813 = (v_812 * 0.127517431974411f);
    const float v_814 = (v_810 - v_813);
    const float v_815 = exp2f(v_814);
    const float v_816 = v_808.v[1];
    const float v_817 = (v_816 * 0.127517431974411f);
    const float v_818 = v_811.v[1];
    const float v_819 = (v_818 * 0.127517431974411f);
    const float v_820 = (v_817 - v_819);
    const float v_821 = exp2f(v_820);
#line 685 "tilelang/ops/decode_kernels.py"
    const tl::vec<float, 2> v_822 = tl::vec<float, 2>{{v_815, v_821}};
    *reinterpret_cast<tl::vec<float, 2>*>((m_prev + 0)) = v_822;
#line 691 "tilelang/ops/decode_kernels.py"
    #pragma unroll
    for (int p_1 = 0; p_1 < 2; p_1 += 1) {
      const float v_823 = acc_s[p_1];
      const int v_824 = (p_1 + 2);
      const float v_825 = acc_s[v_824];
      const int v_826 = (v_824 + 2);
      const float v_827 = acc_s[v_826];
      const int v_828 = (v_824 + 4);
      const float v_829 = acc_s[v_828];
      const float v_830 = (v_823 + v_825);
      const float v_831 = (v_827 + v_829);
      const float v_832 = (v_830 + v_831);
      const float v_833 = tl::shfl<0>(v_832, 4, 32);
      const float v_834 = (v_832 + v_833);
      const float v_835 = tl::shfl<0>(v_834, 8, 32);
      const float v_836 = (v_834 + v_835);
      const float v_837 = tl::shfl<0>(v_836, 16, 32);
      const float v_838 = (v_836 + v_837);
      if (v_147) {
        const int v_839 = (v_129 + p_1);
        reduce_partials_1[(v_839) * 2 + v_125] = v_838;
      }
    }
    __syncthreads();
    const float v_840 = reduce_partials_1[(v_129) * 2 + 0];
    const float v_841 = reduce_partials_1[(v_129) * 2 + 1];
    const float v_842 = (v_840 + v_841);
    const float v_843 = reduce_partials_1[(v_145) * 2 + 0];
    const float v_844 = reduce_partials_1[(v_145) * 2 + 1];
    const float v_845 = (v_843 + v_844);
    const tl::vec<float, 2> v_846 = tl::vec<float, 2>{{v_842, v_845}};
    *reinterpret_cast<tl::vec<float, 2>*>((l_blk + 0)) = v_846;
#line 693 "tilelang/ops/decode_kernels.py"
    #pragma unroll
    for (int l_v_13 = 0; l_v_13 < 2; l_v_13 += 1) {
      const int v_847 = (l_v_13 * 4);
#line 694 "tilelang/ops/decode_kernels.py"
      const tl::vec<float, 4> v_848 = *reinterpret_cast<const tl::vec<float, 4>*>((acc_s + v_847));
      const float v_849 = v_848.v[0];
      const tl::vec<float, 4> v_850 = *reinterpret_cast<const tl::vec<float, 4>*>((vs_f + v_847));
      const float v_851 = v_850.v[0];
      const float v_852 = (v_849 * v_851);
      const float v_853 = v_848.v[1];
      const float v_854 = v_850.v[1];
      const float v_855 = (v_853 * v_854);
      const float v_856 = v_848.v[2];
      const float v_857 = v_850.v[2];
      const float v_858 = (v_856 * v_857);
      const float v_859 = v_848.v[3];
      const float v_860 = v_850.v[3];
      const float v_861 = (v_859 * v_860);
#line 693 "tilelang/ops/decode_kernels.py"
      const tl::vec<float, 4> v_862 = tl::vec<float, 4>{{v_852, v_855, v_858, v_861}};
      *reinterpret_cast<tl::vec<float, 4>*>((acc_s + v_847)) = v_862;
    }
#line 695 "tilelang/ops/decode_kernels.py"
    #pragma unroll
    for (int l_v_14 = 0; l_v_14 < 4; l_v_14 += 1) {
      const int v_863 = (l_v_14 * 4);
#line 696 "tilelang/ops/decode_kernels.py"
      const tl::vec<float, 4> v_864 = *reinterpret_cast<const tl::vec<float, 4>*>((acc_o + v_863));
      const float v_865 = v_864.v[0];
      const tl::vec<float, 2> v_866 = *reinterpret_cast<const tl::vec<float, 2>*>((m_prev + 0));
      const float v_867 = v_866.v[0];
      const float v_868 = (v_865 * v_867);
      const float v_869 = v_864.v[1];
      const float v_870 = v_866.v[1];
      const float v_871 = (v_869 * v_870);
      const float v_872 = v_864.v[2];
      const tl::vec<float, 2> v_873 = *reinterpret_cast<const tl::vec<float, 2>*>((m_prev + 0));
      const float v_874 = v_873.v[0];
      const float v_875 = (v_872 * v_874);
      const float v_876 = v_864.v[3];
      const float v_877 = v_873.v[1];
      const float v_878 = (v_876 * v_877);
#line 695 "tilelang/ops/decode_kernels.py"
      const tl::vec<float, 4> v_879 = tl::vec<float, 4>{{v_868, v_871, v_875, v_878}};
      *reinterpret_cast<tl::vec<float, 4>*>((acc_o + v_863)) = v_879;
    }
#line 699 "tilelang/ops/decode_kernels.py"
    const tl::vec<float, 2> v_880 = *reinterpret_cast<const tl::vec<float, 2>*>((l_sum + 0));
    const float v_881 = v_880.v[0];
    const tl::vec<float, 2> v_882 = *reinterpret_cast<const tl::vec<float, 2>*>((m_prev + 0));
    const float v_883 = v_882.v[0];
    const float v_884 = (v_881 * v_883);
    const tl::vec<float, 2> v_885 = *reinterpret_cast<const tl::vec<float, 2>*>((l_blk + 0));
    const float v_886 = v_885.v[0];
    const float v_887 = (v_884 + v_886);
    const float v_888 = v_880.v[1];
    const float v_889 = v_882.v[1];
    const float v_890 = (v_888 * v_889);
    const float v_891 = v_885.v[1];
    const float v_892 = (v_890 + v_891);
#line 698 "tilelang/ops/decode_kernels.py"
    const tl::vec<float, 2> v_893 = tl::vec<float, 2>{{v_887, v_892}};
    *reinterpret_cast<tl::vec<float, 2>*>((l_sum + 0)) = v_893;
#line 700 "tilelang/ops/decode_kernels.py"
    #pragma unroll
    for (int l_v_15 = 0; l_v_15 < 2; l_v_15 += 1) {
      const int v_894 = (l_v_15 * 4);
      const int v_895 = (l_v_15 * 16);
      const int v_896 = (v_130 + v_895);
      const int v_897 = (v_896 + v_127);
      const tl::vec<float, 4> v_898 = *reinterpret_cast<const tl::vec<float, 4>*>((acc_s + v_894));
      const float v_899 = v_898.v[0];
      const half v_900 = tl::cast<half>(v_899);
      const float v_901 = v_898.v[1];
      const half v_902 = tl::cast<half>(v_901);
      const tl::vec<half, 2> v_903 = tl::vec<half, 2>{{v_900, v_902}};
      *reinterpret_cast<tl::vec<half, 2>*>((P_s + (v_897) * 8 + v_129)) = v_903;
      const int v_904 = (v_897 + 8);
      const float v_905 = v_898.v[2];
      const half v_906 = tl::cast<half>(v_905);
      const float v_907 = v_898.v[3];
      const half v_908 = tl::cast<half>(v_907);
      const tl::vec<half, 2> v_909 = tl::vec<half, 2>{{v_906, v_908}};
      *reinterpret_cast<tl::vec<half, 2>*>((P_s + (v_904) * 8 + v_129)) = v_909;
    }
    __syncthreads();
#line 701 "tilelang/ops/decode_kernels.py"
    alignas(16) half a_regs_1[32];
    alignas(16) half b_regs_1[4];
    for (int kk_1 = 0; kk_1 < 4; kk_1 += 1) {
      const int v_910 = (kk_1 * 16);
      const int v_911 = (v_910 + v_166);
      tl::ldmatrix<2, true>(b_regs_1 + 0, (P_s + (v_911) * 8 + 0));
      const int v_912 = (kk_1 * 8);
      const half v_913 = V_f[v_912];
      a_regs_1[0] = v_913;
      const int v_914 = (v_912 + 1);
      const half v_915 = V_f[v_914];
      a_regs_1[1] = v_915;
      const int v_916 = (v_912 + 2);
      const half v_917 = V_f[v_916];
      a_regs_1[2] = v_917;
      const int v_918 = (v_912 + 3);
      const half v_919 = V_f[v_918];
      a_regs_1[3] = v_919;
      const int v_920 = (v_912 + 4);
      const half v_921 = V_f[v_920];
      a_regs_1[4] = v_921;
      const int v_922 = (v_912 + 5);
      const half v_923 = V_f[v_922];
      a_regs_1[5] = v_923;
      const int v_924 = (v_912 + 6);
      const half v_925 = V_f[v_924];
      a_regs_1[6] = v_925;
      const int v_926 = (v_912 + 7);
      const half v_927 = V_f[v_926];
      a_regs_1[7] = v_927;
      const int v_928 = (v_912 + 32);
      const half v_929 = V_f[v_928];
      a_regs_1[8] = v_929;
      const int v_930 = (v_912 + 33);
      const half v_931 = V_f[v_930];
      a_regs_1[9] = v_931;
      const int v_932 = (v_912 + 34);
      const half v_933 = V_f[v_932];
      a_regs_1[10] = v_933;
      const int v_934 = (v_912 + 35);
      const half v_935 = V_f[v_934];
      a_regs_1[11] = v_935;
      const int v_936 = (v_912 + 36);
      const half v_937 = V_f[v_936];
      a_regs_1[12] = v_937;
      const int v_938 = (v_912 + 37);
      const half v_939 = V_f[v_938];
      a_regs_1[13] = v_939;
      const int v_940 = (v_912 + 38);
      const half v_941 = V_f[v_940];
      a_regs_1[14] = v_941;
      const int v_942 = (v_912 + 39);
      const half v_943 = V_f[v_942];
      a_regs_1[15] = v_943;
      const int v_944 = (v_912 + 64);
      const half v_945 = V_f[v_944];
      a_regs_1[16] = v_945;
      const int v_946 = (v_912 + 65);
      const half v_947 = V_f[v_946];
      a_regs_1[17] = v_947;
      const int v_948 = (v_912 + 66);
      const half v_949 = V_f[v_948];
      a_regs_1[18] = v_949;
      const int v_950 = (v_912 + 67);
      const half v_951 = V_f[v_950];
      a_regs_1[19] = v_951;
      const int v_952 = (v_912 + 68);
      const half v_953 = V_f[v_952];
      a_regs_1[20] = v_953;
      const int v_954 = (v_912 + 69);
      const half v_955 = V_f[v_954];
      a_regs_1[21] = v_955;
      const int v_956 = (v_912 + 70);
      const half v_957 = V_f[v_956];
      a_regs_1[22] = v_957;
      const int v_958 = (v_912 + 71);
      const half v_959 = V_f[v_958];
      a_regs_1[23] = v_959;
      const int v_960 = (v_912 + 96);
      const half v_961 = V_f[v_960];
      a_regs_1[24] = v_961;
      const int v_962 = (v_912 + 97);
      const half v_963 = V_f[v_962];
      a_regs_1[25] = v_963;
      const int v_964 = (v_912 + 98);
      const half v_965 = V_f[v_964];
      a_regs_1[26] = v_965;
      const int v_966 = (v_912 + 99);
      const half v_967 = V_f[v_966];
      a_regs_1[27] = v_967;
      const int v_968 = (v_912 + 100);
      const half v_969 = V_f[v_968];
      a_regs_1[28] = v_969;
      const int v_970 = (v_912 + 101);
      const half v_971 = V_f[v_970];
      a_regs_1[29] = v_971;
      const int v_972 = (v_912 + 102);
      const half v_973 = V_f[v_972];
      a_regs_1[30] = v_973;
      const int v_974 = (v_912 + 103);
      const half v_975 = V_f[v_974];
      a_regs_1[31] = v_975;
      tl::mma_m16n8k16(a_regs_1 + 0, b_regs_1 + 0, acc_o + 0);
      tl::mma_m16n8k16(a_regs_1 + 8, b_regs_1 + 0, acc_o + 4);
      tl::mma_m16n8k16(a_regs_1 + 16, b_regs_1 + 0, acc_o + 8);
      tl::mma_m16n8k16(a_regs_1 + 24, b_regs_1 + 0, acc_o + 12);
    }
#line 612 "tilelang/ops/decode_kernels.py"
    const bool v_976 = (r_8 == 1);
    const int v_977 = (v_169 + 2);
    const int v_978 = (v_976 ? 0 : v_977);
#line 570 "tilelang/ops/decode_kernels.py"
    r_8 = v_978;
#line 612 "tilelang/ops/decode_kernels.py"
  }
  tl::cp_async_wait<0>();
#line 705 "tilelang/ops/decode_kernels.py"
  const bool v_979 = (v_129 < 4);
#line 704 "tilelang/ops/decode_kernels.py"
  #pragma unroll
  for (int l_v_16 = 0; l_v_16 < 8; l_v_16 += 1) {
    const int v_980 = (l_v_16 * 2);
    const int l_3 = (v_980 + 1);
    const int v_981 = (l_v_16 / 2);
    const int v_982 = (v_981 * 16);
    const int v_983 = (v_140 + v_982);
    const int v_984 = (v_983 + v_127);
    const int v_985 = (l_v_16 % 2);
    const int v_986 = (v_985 * 8);
    const int v_987 = (v_984 + v_986);
#line 705 "tilelang/ops/decode_kernels.py"
    if (v_979) {
#line 707 "tilelang/ops/decode_kernels.py"
      const tl::vec<float, 2> v_988 = *reinterpret_cast<const tl::vec<float, 2>*>((l_sum + 0));
      const float v_989 = v_988.v[0];
      const bool v_990 = (v_989 > 0.0f);
#line 706 "tilelang/ops/decode_kernels.py"
      float r_13;
      if (v_990) {
#line 707 "tilelang/ops/decode_kernels.py"
        const float v_991 = acc_o[v_980];
        const float v_992 = l_sum[0];
        const float v_993 = (v_991 / v_992);
#line 706 "tilelang/ops/decode_kernels.py"
        r_13 = v_993;
      } else {
        r_13 = 0.0f;
      }
#line 363 "tilelang/ops/decode_kernels.py"
      const int v_994 = (v_129 / 4);
#line 370 "tilelang/ops/decode_kernels.py"
      const int v_995 = ((int)blockIdx.y * 4);
      const int v_996 = (v_129 % 4);
      const int v_997 = (v_995 + v_996);
#line 284 "tilelang/ops/decode_kernels.py"
      const int v_998 = (v_987 % 64);
      const int v_999 = (v_998 / 8);
      const int v_1000 = (v_142 + v_999);
#line 706 "tilelang/ops/decode_kernels.py"
      Opart[(((((int)blockIdx.z) * 1 + v_994) * 32 + v_997) * 3 + (int)blockIdx.x) * 128 + v_1000] = r_13;
#line 707 "tilelang/ops/decode_kernels.py"
      const float v_1001 = v_988.v[1];
      const bool v_1002 = (v_1001 > 0.0f);
#line 706 "tilelang/ops/decode_kernels.py"
      float r_14;
      if (v_1002) {
#line 707 "tilelang/ops/decode_kernels.py"
        const float v_1003 = acc_o[l_3];
        const float v_1004 = l_sum[1];
        const float v_1005 = (v_1003 / v_1004);
#line 706 "tilelang/ops/decode_kernels.py"
        r_14 = v_1005;
      } else {
        r_14 = 0.0f;
      }
#line 370 "tilelang/ops/decode_kernels.py"
      const int v_1006 = (v_997 + 1);
#line 706 "tilelang/ops/decode_kernels.py"
      Opart[(((((int)blockIdx.z) * 1 + v_994) * 32 + v_1006) * 3 + (int)blockIdx.x) * 128 + v_1000] = r_14;
#line 705 "tilelang/ops/decode_kernels.py"
    }
#line 704 "tilelang/ops/decode_kernels.py"
  }
#line 708 "tilelang/ops/decode_kernels.py"
  const bool v_1007 = (tid == v_128);
  #pragma unroll
  for (int l_4 = 0; l_4 < 2; l_4 += 1) {
    const int v_1008 = (v_129 + l_4);
    if (v_1007) {
#line 709 "tilelang/ops/decode_kernels.py"
      const bool v_1009 = (v_1008 < 4);
      if (v_1009) {
#line 711 "tilelang/ops/decode_kernels.py"
        const float v_1010 = l_sum[l_4];
        const bool v_1011 = (v_1010 > 0.0f);
#line 710 "tilelang/ops/decode_kernels.py"
        float r_15;
        if (v_1011) {
#line 711 "tilelang/ops/decode_kernels.py"
          const float v_1012 = m_cur[l_4];
          const float v_1013 = (v_1012 * 0.127517431974411f);
          const float v_1014 = l_sum[l_4];
          const float v_1015 = log2f(v_1014);
          const float v_1016 = (v_1013 + v_1015);
#line 710 "tilelang/ops/decode_kernels.py"
          r_15 = v_1016;
        } else {
#line 711 "tilelang/ops/decode_kernels.py"
          const float v_1017 = (-__int_as_float(0x7f800000));
#line 710 "tilelang/ops/decode_kernels.py"
          r_15 = v_1017;
        }
#line 363 "tilelang/ops/decode_kernels.py"
        const int v_1018 = (v_1008 / 4);
#line 370 "tilelang/ops/decode_kernels.py"
        const int v_1019 = ((int)blockIdx.y * 4);
        const int v_1020 = (v_1008 % 4);
        const int v_1021 = (v_1019 + v_1020);
#line 710 "tilelang/ops/decode_kernels.py"
        Lse[((((int)blockIdx.z) * 1 + v_1018) * 32 + v_1021) * 3 + (int)blockIdx.x] = r_15;
#line 709 "tilelang/ops/decode_kernels.py"
      }
#line 708 "tilelang/ops/decode_kernels.py"
    }
  }
}
