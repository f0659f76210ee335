// decode_attention: q (8, 1, 32, 128) float16, cache (8 x 8192, 8, 128) float8_e4m3fn scales by tensor, paged by 64; sm_80
// split kernel; tile [32, 64, 1], keys major True, stages 2, fast math True, 5 splits (plan_splits without a GPU)
// written by `python scripts/update_golden.py` (never by hand): the CUDA source after prelude.cuh and a blank line, #line paths repository-relative
// float8_e4m3fn -> float16: float decode, 15 instructions per word of 4 codes (3.75 per value)
template <class T> __device__ __forceinline__ void tl_dw_float8_e4m3fn_f16(T* dst, const unsigned w) {
  unsigned* d = reinterpret_cast<unsigned*>(dst);
  const unsigned c0 = w << 7;
  const unsigned a0 = w << 8;
  unsigned m0; asm("lop3.b32 %0, %1, %2, %3, 0xc0;" : "=r"(m0) : "r"(c0), "r"(0x3f803f80u), "r"(0x00000000u));
  unsigned f0; asm("lop3.b32 %0, %1, %2, %3, 0xd8;" : "=r"(f0) : "r"(m0), "r"(a0), "r"(0x80008000u));
  unsigned s0; asm("fma.rn.f16x2 %0, %1, %2, %3;" : "=r"(s0) : "r"(f0), "r"(0x5c005c00u), "r"(0x80008000u));
  unsigned x0; asm("lop3.b32 %0, %1, %2, %3, 0xc0;" : "=r"(x0) : "r"(f0), "r"(0x3f803f80u), "r"(0x00000000u));
  unsigned e0; asm("set.eq.u32.f16x2 %0, %1, %2;" : "=r"(e0) : "r"(x0), "r"(0x3f803f80u));
  unsigned o0; asm("lop3.b32 %0, %1, %2, %3, 0xf8;" : "=r"(o0) : "r"(s0), "r"(e0), "r"(0x7c007c00u));
  const unsigned c1 = w >> 1;
  unsigned m1; asm("lop3.b32 %0, %1, %2, %3, 0xc0;" : "=r"(m1) : "r"(c1), "r"(0x3f803f80u), "r"(0x00000000u));
  unsigned f1; asm("lop3.b32 %0, %1, %2, %3, 0xd8;" : "=r"(f1) : "r"(m1), "r"(w), "r"(0x80008000u));
  unsigned s1; asm("fma.rn.f16x2 %0, %1, %2, %3;" : "=r"(s1) : "r"(f1), "r"(0x5c005c00u), "r"(0x80008000u));
  unsigned x1; asm("lop3.b32 %0, %1, %2, %3, 0xc0;" : "=r"(x1) : "r"(f1), "r"(0x3f803f80u), "r"(0x00000000u));
  unsigned e1; asm("set.eq.u32.f16x2 %0, %1, %2;" : "=r"(e1) : "r"(x1), "r"(0x3f803f80u));
  unsigned o1; asm("lop3.b32 %0, %1, %2, %3, 0xf8;" : "=r"(o1) : "r"(s1), "r"(e1), "r"(0x7c007c00u));
  d[0] = o0;
  d[1] = o1;
}

#line 570 "tilelang/ops/decode_kernels.py"
extern "C" __global__ void __launch_bounds__(64) split_kv_keys_major_kernel(half* __restrict__ Q, unsigned char* __restrict__ KC, unsigned char* __restrict__ VC, float* __restrict__ KS, float* __restrict__ VS, int* __restrict__ Lens, int* __restrict__ BT, float* __restrict__ Opart, float* __restrict__ Lse) {
  extern __shared__ __align__(1024) unsigned char tl_smem[];
  const int tid = (int)threadIdx.x;
#line 576 "tilelang/ops/decode_kernels.py"
  half* const Q_s = reinterpret_cast<half*>(tl_smem + 8192);
#line 577 "tilelang/ops/decode_kernels.py"
  half* const P_s = reinterpret_cast<half*>(tl_smem + 10240);
#line 579 "tilelang/ops/decode_kernels.py"
  unsigned char* const Kq_s = reinterpret_cast<unsigned char*>(tl_smem + 0);
#line 580 "tilelang/ops/decode_kernels.py"
  unsigned char* const Vq_s = reinterpret_cast<unsigned char*>(tl_smem + 4096);
#line 585 "tilelang/ops/decode_kernels.py"
  alignas(16) float ks_f[4];
#line 586 "tilelang/ops/decode_kernels.py"
  alignas(16) float vs_f[4];
#line 587 "tilelang/ops/decode_kernels.py"
  alignas(16) half K_f[64];
#line 588 "tilelang/ops/decode_kernels.py"
  alignas(16) half V_f[64];
#line 589 "tilelang/ops/decode_kernels.py"
  alignas(16) float acc_s[4];
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
      const int v_15 = (v_11 / 16);
      const int v_16 = (v_15 * 4);
#line 59 "tilelang/ops/decode_kernels.py"
      const int v_17 = (v_11 % 16);
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
      const int v_26 = (v_23 / 16);
      const int v_27 = (v_26 * 4);
#line 59 "tilelang/ops/decode_kernels.py"
      const int v_28 = (v_26 * 16);
      const int v_29 = (v_23 % 16);
      const int v_30 = (v_29 / 8);
      const int v_31 = (v_28 + v_30);
      const int v_32 = (v_31 + 2);
#line 70 "tilelang/ops/decode_kernels.py"
      const int v_33 = (v_32 % 4);
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
      const int v_39 = (v_36 / 16);
      const int v_40 = (v_39 + 8);
      const int v_41 = (v_40 * 4);
#line 59 "tilelang/ops/decode_kernels.py"
      const int v_42 = (v_36 % 16);
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
      const int v_49 = (v_46 / 16);
      const int v_50 = (v_49 + 8);
      const int v_51 = (v_50 * 4);
#line 59 "tilelang/ops/decode_kernels.py"
      const int v_52 = (v_49 * 16);
      const int v_53 = (v_52 + 4);
      const int v_54 = (v_46 % 16);
      const int v_55 = (v_54 / 8);
      const int v_56 = (v_53 + v_55);
      const int v_57 = (v_56 + 2);
#line 70 "tilelang/ops/decode_kernels.py"
      const int v_58 = (v_57 % 4);
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
      const int v_64 = (v_61 / 16);
      const int v_65 = (v_64 + 16);
      const int v_66 = (v_65 * 4);
#line 59 "tilelang/ops/decode_kernels.py"
      const int v_67 = (v_61 % 16);
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
      const int v_74 = (v_71 / 16);
      const int v_75 = (v_74 + 16);
      const int v_76 = (v_75 * 4);
#line 59 "tilelang/ops/decode_kernels.py"
      const int v_77 = (v_74 * 16);
      const int v_78 = (v_77 + 8);
      const int v_79 = (v_71 % 16);
      const int v_80 = (v_79 / 8);
      const int v_81 = (v_78 + v_80);
      const int v_82 = (v_81 + 2);
#line 70 "tilelang/ops/decode_kernels.py"
      const int v_83 = (v_82 % 4);
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
      const int v_89 = (v_86 / 16);
      const int v_90 = (v_89 + 24);
      const int v_91 = (v_90 * 4);
#line 59 "tilelang/ops/decode_kernels.py"
      const int v_92 = (v_86 % 16);
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
      const int v_99 = (v_96 / 16);
      const int v_100 = (v_99 + 24);
      const int v_101 = (v_100 * 4);
#line 59 "tilelang/ops/decode_kernels.py"
      const int v_102 = (v_99 * 16);
      const int v_103 = (v_102 + 12);
      const int v_104 = (v_96 % 16);
      const int v_105 = (v_104 / 8);
      const int v_106 = (v_103 + v_105);
      const int v_107 = (v_106 + 2);
#line 70 "tilelang/ops/decode_kernels.py"
      const int v_108 = (v_107 % 4);
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
  float* const reduce_partials = reinterpret_cast<float*>(tl_smem + 10752);
#line 691 "tilelang/ops/decode_kernels.py"
  float* const reduce_partials_1 = reinterpret_cast<float*>(tl_smem + 10880);
#line 401 "tilelang/ops/decode_kernels.py"
  const int v_117 = (tid / 32);
  const int v_118 = (tid % 32);
  const int v_119 = (v_117 * 16);
  const int v_120 = (v_118 / 4);
  const int v_121 = (v_119 + v_120);
  const int v_122 = (v_118 % 4);
  const int v_123 = (v_122 * 2);
  const int v_124 = (v_123 + 1);
  const int v_125 = (v_121 + 8);
#line 619 "tilelang/ops/decode_kernels.py"
  const int v_126 = (v_122 * 8);
  const int v_127 = (v_126 * 4);
  const int v_128 = (v_123 + 16);
  const int v_129 = (v_126 + 1);
  const int v_130 = (v_129 * 4);
  const int v_131 = (v_126 + 2);
  const int v_132 = (v_131 * 4);
  const int v_133 = (v_126 + 3);
  const int v_134 = (v_133 * 4);
  const int v_135 = (v_126 + 4);
  const int v_136 = (v_135 * 4);
  const int v_137 = (v_126 + 5);
  const int v_138 = (v_137 * 4);
  const int v_139 = (v_126 + 6);
  const int v_140 = (v_139 * 4);
  const int v_141 = (v_126 + 7);
  const int v_142 = (v_141 * 4);
  const int v_143 = (v_123 + 8);
  const int v_144 = (v_123 + 9);
#line 633 "tilelang/ops/decode_kernels.py"
  const int v_145 = (v_118 % 8);
  const int v_146 = (v_118 / 8);
  const int v_147 = (v_146 % 2);
  const int v_148 = (v_147 * 8);
  const int v_149 = (v_145 * 8);
#line 682 "tilelang/ops/decode_kernels.py"
  const int v_150 = (v_118 & 28);
  const bool v_151 = (v_150 == 0);
#line 695 "tilelang/ops/decode_kernels.py"
  const int v_152 = (v_117 * 64);
#line 701 "tilelang/ops/decode_kernels.py"
  const int v_153 = (v_118 % 16);
#line 612 "tilelang/ops/decode_kernels.py"
  for (int kb = 0; kb < v_116; kb += 1) {
#line 613 "tilelang/ops/decode_kernels.py"
    const int v_154 = kb;
    const int v_155 = (start + v_154);
    const int t0 = (v_155 * 32);
#line 416 "tilelang/ops/decode_kernels.py"
    const int v_156 = tl::floordiv(t0, 64);
    const int v_157 = v_156;
    const int page = BT[((int)blockIdx.z) * 128 + v_157];
#line 417 "tilelang/ops/decode_kernels.py"
    const int off = tl::floormod(t0, 64);
#line 355 "tilelang/ops/decode_kernels.py"
    const int v_158 = page;
    const int v_159 = off;
    const bool v_160 = (v_158 < 1024);
    for (int k = 0; k < 4; k += 1) {
      const int v_161 = (k * 64);
      const int v_162 = (v_161 + tid);
      const int v_163 = (v_162 / 8);
      const int v_164 = (v_145 * 16);
      const int v_165 = (v_163 + v_159);
      const bool v_166 = (v_165 < 64);
      const bool v_167 = (v_160 && v_166);
      tl::cp_async<16>((Kq_s + (v_163) * 128 + v_164), (v_167 ? (KC + (((v_158) * 64 + v_165) * 8 + (int)blockIdx.y) * 128 + v_164) : (const void*)KC), v_167);
    }
    tl::cp_async_commit();
    tl::cp_async_wait<0>();
    for (int k_1 = 0; k_1 < 4; k_1 += 1) {
      const int v_168 = (k_1 * 64);
      const int v_169 = (v_168 + tid);
      const int v_170 = (v_169 / 8);
      const int v_171 = (v_145 * 16);
      const int v_172 = (v_170 + v_159);
      const bool v_173 = (v_172 < 64);
      const bool v_174 = (v_160 && v_173);
      tl::cp_async<16>((Vq_s + (v_170) * 128 + v_171), (v_174 ? (VC + (((v_158) * 64 + v_172) * 8 + (int)blockIdx.y) * 128 + v_171) : (const void*)VC), v_174);
    }
    tl::cp_async_commit();
    tl::cp_async_wait<0>();
#line 323 "tilelang/ops/decode_kernels.py"
    const float v_175 = KS[0];
#line 401 "tilelang/ops/decode_kernels.py"
    const tl::vec<float, 4> v_176 = tl::vec<float, 4>{{v_175, v_175, v_175, v_175}};
    *reinterpret_cast<tl::vec<float, 4>*>((ks_f + 0)) = v_176;
#line 323 "tilelang/ops/decode_kernels.py"
    const float v_177 = VS[0];
#line 403 "tilelang/ops/decode_kernels.py"
    const tl::vec<float, 4> v_178 = tl::vec<float, 4>{{v_177, v_177, v_177, v_177}};
    *reinterpret_cast<tl::vec<float, 4>*>((vs_f + 0)) = v_178;
#line 619 "tilelang/ops/decode_kernels.py"
    __syncthreads();
    alignas(16) half dequant[64];
    alignas(16) half decoded[4];
    const unsigned v_179 = *reinterpret_cast<const unsigned*>((Kq_s + (v_121) * 128 + v_127));
    tl_dw_float8_e4m3fn_f16(decoded + 0, v_179);
    const half v_180 = decoded[0];
    dequant[0] = v_180;
    const half v_181 = decoded[1];
    dequant[1] = v_181;
    const half v_182 = decoded[2];
    dequant[4] = v_182;
    const half v_183 = decoded[3];
    dequant[5] = v_183;
    const unsigned v_184 = *reinterpret_cast<const unsigned*>((Kq_s + (v_125) * 128 + v_127));
    tl_dw_float8_e4m3fn_f16(decoded + 0, v_184);
    const half v_185 = decoded[0];
    dequant[2] = v_185;
    const half v_186 = decoded[1];
    dequant[3] = v_186;
    const half v_187 = decoded[2];
    dequant[6] = v_187;
    const half v_188 = decoded[3];
    dequant[7] = v_188;
    const unsigned v_189 = *reinterpret_cast<const unsigned*>((Kq_s + (v_121) * 128 + v_130));
    tl_dw_float8_e4m3fn_f16(decoded + 0, v_189);
    const half v_190 = decoded[0];
    dequant[8] = v_190;
    const half v_191 = decoded[1];
    dequant[9] = v_191;
    const half v_192 = decoded[2];
    dequant[12] = v_192;
    const half v_193 = decoded[3];
    dequant[13] = v_193;
    const unsigned v_194 = *reinterpret_cast<const unsigned*>((Kq_s + (v_125) * 128 + v_130));
    tl_dw_float8_e4m3fn_f16(decoded + 0, v_194);
    const half v_195 = decoded[0];
    dequant[10] = v_195;
    const half v_196 = decoded[1];
    dequant[11] = v_196;
    const half v_197 = decoded[2];
    dequant[14] = v_197;
    const half v_198 = decoded[3];
    dequant[15] = v_198;
    const unsigned v_199 = *reinterpret_cast<const unsigned*>((Kq_s + (v_121) * 128 + v_132));
    tl_dw_float8_e4m3fn_f16(decoded + 0, v_199);
    const half v_200 = decoded[0];
    dequant[16] = v_200;
    const half v_201 = decoded[1];
    dequant[17] = v_201;
    const half v_202 = decoded[2];
    dequant[20] = v_202;
    const half v_203 = decoded[3];
    dequant[21] = v_203;
    const unsigned v_204 = *reinterpret_cast<const unsigned*>((Kq_s + (v_125) * 128 + v_132));
    tl_dw_float8_e4m3fn_f16(decoded + 0, v_204);
    const half v_205 = decoded[0];
    dequant[18] = v_205;
    const half v_206 = decoded[1];
    dequant[19] = v_206;
    const half v_207 = decoded[2];
    dequant[22] = v_207;
    const half v_208 = decoded[3];
    dequant[23] = v_208;
    const unsigned v_209 = *reinterpret_cast<const unsigned*>((Kq_s + (v_121) * 128 + v_134));
    tl_dw_float8_e4m3fn_f16(decoded + 0, v_209);
    const half v_210 = decoded[0];
    dequant[24] = v_210;
    const half v_211 = decoded[1];
    dequant[25] = v_211;
    const half v_212 = decoded[2];
    dequant[28] = v_212;
    const half v_213 = decoded[3];
    dequant[29] = v_213;
    const unsigned v_214 = *reinterpret_cast<const unsigned*>((Kq_s + (v_125) * 128 + v_134));
    tl_dw_float8_e4m3fn_f16(decoded + 0, v_214);
    const half v_215 = decoded[0];
    dequant[26] = v_215;
    const half v_216 = decoded[1];
    dequant[27] = v_216;
    const half v_217 = decoded[2];
    dequant[30] = v_217;
    const half v_218 = decoded[3];
    dequant[31] = v_218;
    const unsigned v_219 = *reinterpret_cast<const unsigned*>((Kq_s + (v_121) * 128 + v_136));
    tl_dw_float8_e4m3fn_f16(decoded + 0, v_219);
    const half v_220 = decoded[0];
    dequant[32] = v_220;
    const half v_221 = decoded[1];
    dequant[33] = v_221;
    const half v_222 = decoded[2];
    dequant[36] = v_222;
    const half v_223 = decoded[3];
    dequant[37] = v_223;
    const unsigned v_224 = *reinterpret_cast<const unsigned*>((Kq_s + (v_125) * 128 + v_136));
    tl_dw_float8_e4m3fn_f16(decoded + 0, v_224);
    const half v_225 = decoded[0];
    dequant[34] = v_225;
    const half v_226 = decoded[1];
    dequant[35] = v_226;
    const half v_227 = decoded[2];
    dequant[38] = v_227;
    const half v_228 = decoded[3];
    dequant[39] = v_228;
    const unsigned v_229 = *reinterpret_cast<const unsigned*>((Kq_s + (v_121) * 128 + v_138));
    tl_dw_float8_e4m3fn_f16(decoded + 0, v_229);
    const half v_230 = decoded[0];
    dequant[40] = v_230;
    const half v_231 = decoded[1];
    dequant[41] = v_231;
    const half v_232 = decoded[2];
    dequant[44] = v_232;
    const half v_233 = decoded[3];
    dequant[45] = v_233;
    const unsigned v_234 = *reinterpret_cast<const unsigned*>((Kq_s + (v_125) * 128 + v_138));
    tl_dw_float8_e4m3fn_f16(decoded + 0, v_234);
    const half v_235 = decoded[0];
    dequant[42] = v_235;
    const half v_236 = decoded[1];
    dequant[43] = v_236;
    const half v_237 = decoded[2];
    dequant[46] = v_237;
    const half v_238 = decoded[3];
    dequant[47] = v_238;
    const unsigned v_239 = *reinterpret_cast<const unsigned*>((Kq_s + (v_121) * 128 + v_140));
    tl_dw_float8_e4m3fn_f16(decoded + 0, v_239);
    const half v_240 = decoded[0];
    dequant[48] = v_240;
    const half v_241 = decoded[1];
    dequant[49] = v_241;
    const half v_242 = decoded[2];
    dequant[52] = v_242;
    const half v_243 = decoded[3];
    dequant[53] = v_243;
    const unsigned v_244 = *reinterpret_cast<const unsigned*>((Kq_s + (v_125) * 128 + v_140));
    tl_dw_float8_e4m3fn_f16(decoded + 0, v_244);
    const half v_245 = decoded[0];
    dequant[50] = v_245;
    const half v_246 = decoded[1];
    dequant[51] = v_246;
    const half v_247 = decoded[2];
    dequant[54] = v_247;
    const half v_248 = decoded[3];
    dequant[55] = v_248;
    const unsigned v_249 = *reinterpret_cast<const unsigned*>((Kq_s + (v_121) * 128 + v_142));
    tl_dw_float8_e4m3fn_f16(decoded + 0, v_249);
    const half v_250 = decoded[0];
    dequant[56] = v_250;
    const half v_251 = decoded[1];
    dequant[57] = v_251;
    const half v_252 = decoded[2];
    dequant[60] = v_252;
    const half v_253 = decoded[3];
    dequant[61] = v_253;
    const unsigned v_254 = *reinterpret_cast<const unsigned*>((Kq_s + (v_125) * 128 + v_142));
    tl_dw_float8_e4m3fn_f16(decoded + 0, v_254);
    const half v_255 = decoded[0];
    dequant[58] = v_255;
    const half v_256 = decoded[1];
    dequant[59] = v_256;
    const half v_257 = decoded[2];
    dequant[62] = v_257;
    const half v_258 = decoded[3];
    dequant[63] = v_258;
    #pragma unroll
    for (int l_v_1 = 0; l_v_1 < 8; l_v_1 += 1) {
      const int v_259 = (l_v_1 * 8);
#line 199 "tilelang/ops/decode_kernels.py"
      const tl::vec<half, 8> v_260 = *reinterpret_cast<const tl::vec<half, 8>*>((dequant + v_259));
#line 619 "tilelang/ops/decode_kernels.py"
      *reinterpret_cast<tl::vec<half, 8>*>((K_f + v_259)) = v_260;
    }
#line 621 "tilelang/ops/decode_kernels.py"
    const int v_261 = (t0 + 32);
    const bool v_262 = (v_261 > len_k);
    if (v_262) {
#line 622 "tilelang/ops/decode_kernels.py"
      alignas(16) half dequant_1[64];
      const int v_263 = (v_120 * 8);
      const int v_264 = (v_152 + v_263);
      const unsigned v_265 = *reinterpret_cast<const unsigned*>((Vq_s + (v_123) * 128 + v_264));
      const unsigned v_266 = *reinterpret_cast<const unsigned*>((Vq_s + (v_124) * 128 + v_264));
      const unsigned v_267 = (v_265 & 65535u);
      const unsigned v_268 = (v_266 << 16u);
      const unsigned v_269 = (v_267 | v_268);
      tl_dw_float8_e4m3fn_f16(dequant_1 + 0, v_269);
      const unsigned v_270 = (v_265 >> 16u);
      const unsigned v_271 = (v_266 & 4294901760u);
      const unsigned v_272 = (v_270 | v_271);
      tl_dw_float8_e4m3fn_f16(dequant_1 + 16, v_272);
      const unsigned v_273 = *reinterpret_cast<const unsigned*>((Vq_s + (v_143) * 128 + v_264));
      const unsigned v_274 = *reinterpret_cast<const unsigned*>((Vq_s + (v_144) * 128 + v_264));
      const unsigned v_275 = (v_273 & 65535u);
      const unsigned v_276 = (v_274 << 16u);
      const unsigned v_277 = (v_275 | v_276);
      tl_dw_float8_e4m3fn_f16(dequant_1 + 4, v_277);
      const unsigned v_278 = (v_273 >> 16u);
      const unsigned v_279 = (v_274 & 4294901760u);
      const unsigned v_280 = (v_278 | v_279);
      tl_dw_float8_e4m3fn_f16(dequant_1 + 20, v_280);
      const unsigned v_281 = *reinterpret_cast<const unsigned*>((Vq_s + (v_128) * 128 + v_264));
      const int v_282 = (v_123 + 17);
      const unsigned v_283 = *reinterpret_cast<const unsigned*>((Vq_s + (v_282) * 128 + v_264));
      const unsigned v_284 = (v_281 & 65535u);
      const unsigned v_285 = (v_283 << 16u);
      const unsigned v_286 = (v_284 | v_285);
      tl_dw_float8_e4m3fn_f16(dequant_1 + 8, v_286);
      const unsigned v_287 = (v_281 >> 16u);
      const unsigned v_288 = (v_283 & 4294901760u);
      const unsigned v_289 = (v_287 | v_288);
      tl_dw_float8_e4m3fn_f16(dequant_1 + 24, v_289);
      const int v_290 = (v_123 + 24);
      const unsigned v_291 = *reinterpret_cast<const unsigned*>((Vq_s + (v_290) * 128 + v_264));
      const int v_292 = (v_123 + 25);
      const unsigned v_293 = *reinterpret_cast<const unsigned*>((Vq_s + (v_292) * 128 + v_264));
      const unsigned v_294 = (v_291 & 65535u);
      const unsigned v_295 = (v_293 << 16u);
      const unsigned v_296 = (v_294 | v_295);
      tl_dw_float8_e4m3fn_f16(dequant_1 + 12, v_296);
      const unsigned v_297 = (v_291 >> 16u);
      const unsigned v_298 = (v_293 & 4294901760u);
      const unsigned v_299 = (v_297 | v_298);
      tl_dw_float8_e4m3fn_f16(dequant_1 + 28, v_299);
      const int v_300 = (v_264 + 4);
      const unsigned v_301 = *reinterpret_cast<const unsigned*>((Vq_s + (v_123) * 128 + v_300));
      const unsigned v_302 = *reinterpret_cast<const unsigned*>((Vq_s + (v_124) * 128 + v_300));
      const unsigned v_303 = (v_301 & 65535u);
      const unsigned v_304 = (v_302 << 16u);
      const unsigned v_305 = (v_303 | v_304);
      tl_dw_float8_e4m3fn_f16(dequant_1 + 32, v_305);
      const unsigned v_306 = (v_301 >> 16u);
      const unsigned v_307 = (v_302 & 4294901760u);
      const unsigned v_308 = (v_306 | v_307);
      tl_dw_float8_e4m3fn_f16(dequant_1 + 48, v_308);
      const unsigned v_309 = *reinterpret_cast<const unsigned*>((Vq_s + (v_143) * 128 + v_300));
      const unsigned v_310 = *reinterpret_cast<const unsigned*>((Vq_s + (v_144) * 128 + v_300));
      const unsigned v_311 = (v_309 & 65535u);
      const unsigned v_312 = (v_310 << 16u);
      const unsigned v_313 = (v_311 | v_312);
      tl_dw_float8_e4m3fn_f16(dequant_1 + 36, v_313);
      const unsigned v_314 = (v_309 >> 16u);
      const unsigned v_315 = (v_310 & 4294901760u);
      const unsigned v_316 = (v_314 | v_315);
      tl_dw_float8_e4m3fn_f16(dequant_1 + 52, v_316);
      const unsigned v_317 = *reinterpret_cast<const unsigned*>((Vq_s + (v_128) * 128 + v_300));
      const unsigned v_318 = *reinterpret_cast<const unsigned*>((Vq_s + (v_282) * 128 + v_300));
      const unsigned v_319 = (v_317 & 65535u);
      const unsigned v_320 = (v_318 << 16u);
      const unsigned v_321 = (v_319 | v_320);
      tl_dw_float8_e4m3fn_f16(dequant_1 + 40, v_321);
      const unsigned v_322 = (v_317 >> 16u);
      const unsigned v_323 = (v_318 & 4294901760u);
      const unsigned v_324 = (v_322 | v_323);
      tl_dw_float8_e4m3fn_f16(dequant_1 + 56, v_324);
      const unsigned v_325 = *reinterpret_cast<const unsigned*>((Vq_s + (v_290) * 128 + v_300));
      const unsigned v_326 = *reinterpret_cast<const unsigned*>((Vq_s + (v_292) * 128 + v_300));
      const unsigned v_327 = (v_325 & 65535u);
      const unsigned v_328 = (v_326 << 16u);
      const unsigned v_329 = (v_327 | v_328);
      tl_dw_float8_e4m3fn_f16(dequant_1 + 44, v_329);
      const unsigned v_330 = (v_325 >> 16u);
      const unsigned v_331 = (v_326 & 4294901760u);
      const unsigned v_332 = (v_330 | v_331);
      tl_dw_float8_e4m3fn_f16(dequant_1 + 60, v_332);
      #pragma unroll
      for (int l_v_2 = 0; l_v_2 < 8; l_v_2 += 1) {
        const int v_333 = (l_v_2 * 8);
        const int l = (v_333 + 1);
        const int l_1 = (v_333 + 2);
        const int l_2 = (v_333 + 3);
        const int l_3 = (v_333 + 4);
        const int l_4 = (v_333 + 5);
        const int l_5 = (v_333 + 6);
        const int l_6 = (v_333 + 7);
        const int v_334 = (l_v_2 % 2);
        const int v_335 = (v_334 * 16);
        const int v_336 = (v_335 + v_123);
#line 623 "tilelang/ops/decode_kernels.py"
        const int v_337 = v_336;
        const int v_338 = (t0 + v_337);
        const bool v_339 = (v_338 < len_k);
        half r_8;
        if (v_339) {
#line 199 "tilelang/ops/decode_kernels.py"
          const half v_340 = dequant_1[v_333];
#line 623 "tilelang/ops/decode_kernels.py"
          r_8 = v_340;
        } else {
          r_8 = tl::from_f<half>(0.0f);
        }
#line 622 "tilelang/ops/decode_kernels.py"
        const int v_341 = (v_336 + 1);
#line 623 "tilelang/ops/decode_kernels.py"
        const int v_342 = v_341;
        const int v_343 = (t0 + v_342);
        const bool v_344 = (v_343 < len_k);
        half r_9;
        if (v_344) {
#line 199 "tilelang/ops/decode_kernels.py"
          const half v_345 = dequant_1[l];
#line 623 "tilelang/ops/decode_kernels.py"
          r_9 = v_345;
        } else {
          r_9 = tl::from_f<half>(0.0f);
        }
        half r_10;
        if (v_339) {
#line 199 "tilelang/ops/decode_kernels.py"
          const half v_346 = dequant_1[l_1];
#line 623 "tilelang/ops/decode_kernels.py"
          r_10 = v_346;
        } else {
          r_10 = tl::from_f<half>(0.0f);
        }
        half r_11;
        if (v_344) {
#line 199 "tilelang/ops/decode_kernels.py"
          const half v_347 = dequant_1[l_2];
#line 623 "tilelang/ops/decode_kernels.py"
          r_11 = v_347;
        } else {
          r_11 = tl::from_f<half>(0.0f);
        }
#line 622 "tilelang/ops/decode_kernels.py"
        const int v_348 = (v_336 + 8);
#line 623 "tilelang/ops/decode_kernels.py"
        const int v_349 = v_348;
        const int v_350 = (t0 + v_349);
        const bool v_351 = (v_350 < len_k);
        half r_12;
        if (v_351) {
#line 199 "tilelang/ops/decode_kernels.py"
          const half v_352 = dequant_1[l_3];
#line 623 "tilelang/ops/decode_kernels.py"
          r_12 = v_352;
        } else {
          r_12 = tl::from_f<half>(0.0f);
        }
#line 622 "tilelang/ops/decode_kernels.py"
        const int v_353 = (v_336 + 9);
#line 623 "tilelang/ops/decode_kernels.py"
        const int v_354 = v_353;
        const int v_355 = (t0 + v_354);
        const bool v_356 = (v_355 < len_k);
        half r_13;
        if (v_356) {
#line 199 "tilelang/ops/decode_kernels.py"
          const half v_357 = dequant_1[l_4];
#line 623 "tilelang/ops/decode_kernels.py"
          r_13 = v_357;
        } else {
          r_13 = tl::from_f<half>(0.0f);
        }
        half r_14;
        if (v_351) {
#line 199 "tilelang/ops/decode_kernels.py"
          const half v_358 = dequant_1[l_5];
#line 623 "tilelang/ops/decode_kernels.py"
          r_14 = v_358;
        } else {
          r_14 = tl::from_f<half>(0.0f);
        }
        half r_15;
        if (v_356) {
#line 199 "tilelang/ops/decode_kernels.py"
          const half v_359 = dequant_1[l_6];
#line 623 "tilelang/ops/decode_kernels.py"
          r_15 = v_359;
        } else {
          r_15 = tl::from_f<half>(0.0f);
        }
#line 622 "tilelang/ops/decode_kernels.py"
        const tl::vec<half, 8> v_360 = tl::vec<half, 8>{{r_8, r_9, r_10, r_11, r_12, r_13, r_14, r_15}};
        *reinterpret_cast<tl::vec<half, 8>*>((V_f + v_333)) = v_360;
      }
#line 621 "tilelang/ops/decode_kernels.py"
    } else {
#line 626 "tilelang/ops/decode_kernels.py"
      alignas(16) half dequant_2[64];
      const int v_361 = (v_120 * 8);
      const int v_362 = (v_152 + v_361);
      const unsigned v_363 = *reinterpret_cast<const unsigned*>((Vq_s + (v_123) * 128 + v_362));
      const unsigned v_364 = *reinterpret_cast<const unsigned*>((Vq_s + (v_124) * 128 + v_362));
      const unsigned v_365 = (v_363 & 65535u);
      const unsigned v_366 = (v_364 << 16u);
      const unsigned v_367 = (v_365 | v_366);
      tl_dw_float8_e4m3fn_f16(dequant_2 + 0, v_367);
      const unsigned v_368 = (v_363 >> 16u);
      const unsigned v_369 = (v_364 & 4294901760u);
      const unsigned v_370 = (v_368 | v_369);
      tl_dw_float8_e4m3fn_f16(dequant_2 + 16, v_370);
      const unsigned v_371 = *reinterpret_cast<const unsigned*>((Vq_s + (v_143) * 128 + v_362));
      const unsigned v_372 = *reinterpret_cast<const unsigned*>((Vq_s + (v_144) * 128 + v_362));
      const unsigned v_373 = (v_371 & 65535u);
      const unsigned v_374 = (v_372 << 16u);
      const unsigned v_375 = (v_373 | v_374);
      tl_dw_float8_e4m3fn_f16(dequant_2 + 4, v_375);
      const unsigned v_376 = (v_371 >> 16u);
      const unsigned v_377 = (v_372 & 4294901760u);
      const unsigned v_378 = (v_376 | v_377);
      tl_dw_float8_e4m3fn_f16(dequant_2 + 20, v_378);
      const unsigned v_379 = *reinterpret_cast<const unsigned*>((Vq_s + (v_128) * 128 + v_362));
      const int v_380 = (v_123 + 17);
      const unsigned v_381 = *reinterpret_cast<const unsigned*>((Vq_s + (v_380) * 128 + v_362));
      const unsigned v_382 = (v_379 & 65535u);
      const unsigned v_383 = (v_381 << 16u);
      const unsigned v_384 = (v_382 | v_383);
      tl_dw_float8_e4m3fn_f16(dequant_2 + 8, v_384);
      const unsigned v_385 = (v_379 >> 16u);
      const unsigned v_386 = (v_381 & 4294901760u);
      const unsigned v_387 = (v_385 | v_386);
      tl_dw_float8_e4m3fn_f16(dequant_2 + 24, v_387);
      const int v_388 = (v_123 + 24);
      const unsigned v_389 = *reinterpret_cast<const unsigned*>((Vq_s + (v_388) * 128 + v_362));
      const int v_390 = (v_123 + 25);
      const unsigned v_391 = *reinterpret_cast<const unsigned*>((Vq_s + (v_390) * 128 + v_362));
      const unsigned v_392 = (v_389 & 65535u);
      const unsigned v_393 = (v_391 << 16u);
      const unsigned v_394 = (v_392 | v_393);
      tl_dw_float8_e4m3fn_f16(dequant_2 + 12, v_394);
      const unsigned v_395 = (v_389 >> 16u);
      const unsigned v_396 = (v_391 & 4294901760u);
      const unsigned v_397 = (v_395 | v_396);
      tl_dw_float8_e4m3fn_f16(dequant_2 + 28, v_397);
      const int v_398 = (v_362 + 4);
      const unsigned v_399 = *reinterpret_cast<const unsigned*>((Vq_s + (v_123) * 128 + v_398));
      const unsigned v_400 = *reinterpret_cast<const unsigned*>((Vq_s + (v_124) * 128 + v_398));
      const unsigned v_401 = (v_399 & 65535u);
      const unsigned v_402 = (v_400 << 16u);
      const unsigned v_403 = (v_401 | v_402);
      tl_dw_float8_e4m3fn_f16(dequant_2 + 32, v_403);
      const unsigned v_404 = (v_399 >> 16u);
      const unsigned v_405 = (v_400 & 4294901760u);
      const unsigned v_406 = (v_404 | v_405);
      tl_dw_float8_e4m3fn_f16(dequant_2 + 48, v_406);
      const unsigned v_407 = *reinterpret_cast<const unsigned*>((Vq_s + (v_143) * 128 + v_398));
      const unsigned v_408 = *reinterpret_cast<const unsigned*>((Vq_s + (v_144) * 128 + v_398));
      const unsigned v_409 = (v_407 & 65535u);
      const unsigned v_410 = (v_408 << 16u);
      const unsigned v_411 = (v_409 | v_410);
      tl_dw_float8_e4m3fn_f16(dequant_2 + 36, v_411);
      const unsigned v_412 = (v_407 >> 16u);
      const unsigned v_413 = (v_408 & 4294901760u);
      const unsigned v_414 = (v_412 | v_413);
      tl_dw_float8_e4m3fn_f16(dequant_2 + 52, v_414);
      const unsigned v_415 = *reinterpret_cast<const unsigned*>((Vq_s + (v_128) * 128 + v_398));
      const unsigned v_416 = *reinterpret_cast<const unsigned*>((Vq_s + (v_380) * 128 + v_398));
      const unsigned v_417 = (v_415 & 65535u);
      const unsigned v_418 = (v_416 << 16u);
      const unsigned v_419 = (v_417 | v_418);
      tl_dw_float8_e4m3fn_f16(dequant_2 + 40, v_419);
      const unsigned v_420 = (v_415 >> 16u);
      const unsigned v_421 = (v_416 & 4294901760u);
      const unsigned v_422 = (v_420 | v_421);
      tl_dw_float8_e4m3fn_f16(dequant_2 + 56, v_422);
      const unsigned v_423 = *reinterpret_cast<const unsigned*>((Vq_s + (v_388) * 128 + v_398));
      const unsigned v_424 = *reinterpret_cast<const unsigned*>((Vq_s + (v_390) * 128 + v_398));
      const unsigned v_425 = (v_423 & 65535u);
      const unsigned v_426 = (v_424 << 16u);
      const unsigned v_427 = (v_425 | v_426);
      tl_dw_float8_e4m3fn_f16(dequant_2 + 44, v_427);
      const unsigned v_428 = (v_423 >> 16u);
      const unsigned v_429 = (v_424 & 4294901760u);
      const unsigned v_430 = (v_428 | v_429);
      tl_dw_float8_e4m3fn_f16(dequant_2 + 60, v_430);
      #pragma unroll
      for (int l_v_3 = 0; l_v_3 < 8; l_v_3 += 1) {
        const int v_431 = (l_v_3 * 8);
#line 199 "tilelang/ops/decode_kernels.py"
        const tl::vec<half, 8> v_432 = *reinterpret_cast<const tl::vec<half, 8>*>((dequant_2 + v_431));
#line 626 "tilelang/ops/decode_kernels.py"
        *reinterpret_cast<tl::vec<half, 8>*>((V_f + v_431)) = v_432;
      }
#line 621 "tilelang/ops/decode_kernels.py"
    }
#line 632 "tilelang/ops/decode_kernels.py"
    const tl::vec<float, 4> v_433 = tl::vec<float, 4>{{0.0f, 0.0f, 0.0f, 0.0f}};
    *reinterpret_cast<tl::vec<float, 4>*>((acc_s + 0)) = v_433;
#line 633 "tilelang/ops/decode_kernels.py"
    alignas(16) half a_regs[8];
    alignas(16) half b_regs[4];
    alignas(16) float c_odd[4];
    *reinterpret_cast<tl::vec<float, 4>*>((c_odd + 0)) = v_433;
    for (int kk = 0; kk < 4; kk += 1) {
      const int v_434 = (kk * 2);
      const int v_435 = (v_434 * 16);
      const int v_436 = (v_435 + v_148);
      const int v_437 = (v_436 ^ v_149);
      tl::ldmatrix<2, false>(b_regs + 0, (Q_s + (v_145) * 128 + v_437));
      const int v_438 = (v_434 * 8);
      const half v_439 = K_f[v_438];
      a_regs[0] = v_439;
      const int v_440 = (v_438 + 1);
      const half v_441 = K_f[v_440];
      a_regs[1] = v_441;
      const int v_442 = (v_438 + 2);
      const half v_443 = K_f[v_442];
      a_regs[2] = v_443;
      const int v_444 = (v_438 + 3);
      const half v_445 = K_f[v_444];
      a_regs[3] = v_445;
      const int v_446 = (v_438 + 4);
      const half v_447 = K_f[v_446];
      a_regs[4] = v_447;
      const int v_448 = (v_438 + 5);
      const half v_449 = K_f[v_448];
      a_regs[5] = v_449;
      const int v_450 = (v_438 + 6);
      const half v_451 = K_f[v_450];
      a_regs[6] = v_451;
      const int v_452 = (v_438 + 7);
      const half v_453 = K_f[v_452];
      a_regs[7] = v_453;
      tl::mma_m16n8k16(a_regs + 0, b_regs + 0, acc_s + 0);
      const int v_454 = (v_434 + 1);
      const int v_455 = (v_436 + 16);
      const int v_456 = (v_455 ^ v_149);
      tl::ldmatrix<2, false>(b_regs + 0, (Q_s + (v_145) * 128 + v_456));
      const int v_457 = (v_454 * 8);
      const half v_458 = K_f[v_457];
      a_regs[0] = v_458;
      const int v_459 = (v_457 + 1);
      const half v_460 = K_f[v_459];
      a_regs[1] = v_460;
      const int v_461 = (v_457 + 2);
      const half v_462 = K_f[v_461];
      a_regs[2] = v_462;
      const int v_463 = (v_457 + 3);
      const half v_464 = K_f[v_463];
      a_regs[3] = v_464;
      const int v_465 = (v_457 + 4);
      const half v_466 = K_f[v_465];
      a_regs[4] = v_466;
      const int v_467 = (v_457 + 5);
      const half v_468 = K_f[v_467];
      a_regs[5] = v_468;
      const int v_469 = (v_457 + 6);
      const half v_470 = K_f[v_469];
      a_regs[6] = v_470;
      const int v_471 = (v_457 + 7);
      const half v_472 = K_f[v_471];
      a_regs[7] = v_472;
      tl::mma_m16n8k16(a_regs + 0, b_regs + 0, c_odd + 0);
    }
    const tl::vec<float, 4> v_473 = *reinterpret_cast<const tl::vec<float, 4>*>((acc_s + 0));
    const float v_474 = v_473.v[0];
    const tl::vec<float, 4> v_475 = *reinterpret_cast<const tl::vec<float, 4>*>((c_odd + 0));
    const float v_476 = v_475.v[0];
    const float v_477 = (v_474 + v_476);
    const float v_478 = v_473.v[1];
    const float v_479 = v_475.v[1];
    const float v_480 = (v_478 + v_479);
    const float v_481 = v_473.v[2];
    const float v_482 = v_475.v[2];
    const float v_483 = (v_481 + v_482);
    const float v_484 = v_473.v[3];
    const float v_485 = v_475.v[3];
    const float v_486 = (v_484 + v_485);
    const tl::vec<float, 4> v_487 = tl::vec<float, 4>{{v_477, v_480, v_483, v_486}};
    *reinterpret_cast<tl::vec<float, 4>*>((acc_s + 0)) = v_487;
#line 147 "tilelang/ops/decode_kernels.py"
    const int v_488 = v_121;
    const int v_489 = (t0 + v_488);
    const bool v_490 = (v_489 < len_k);
#line 636 "tilelang/ops/decode_kernels.py"
    float r_16;
    if (v_490) {
#line 637 "tilelang/ops/decode_kernels.py"
      const float v_491 = acc_s[0];
      const float v_492 = ks_f[0];
      const float v_493 = (v_491 * v_492);
#line 636 "tilelang/ops/decode_kernels.py"
      r_16 = v_493;
    } else {
#line 638 "tilelang/ops/decode_kernels.py"
      const float v_494 = (-__int_as_float(0x7f800000));
#line 636 "tilelang/ops/decode_kernels.py"
      r_16 = v_494;
    }
    float r_17;
    if (v_490) {
#line 637 "tilelang/ops/decode_kernels.py"
      const float v_495 = acc_s[1];
      const float v_496 = ks_f[1];
      const float v_497 = (v_495 * v_496);
#line 636 "tilelang/ops/decode_kernels.py"
      r_17 = v_497;
    } else {
#line 638 "tilelang/ops/decode_kernels.py"
      const float v_498 = (-__int_as_float(0x7f800000));
#line 636 "tilelang/ops/decode_kernels.py"
      r_17 = v_498;
    }
#line 147 "tilelang/ops/decode_kernels.py"
    const int v_499 = v_125;
    const int v_500 = (t0 + v_499);
    const bool v_501 = (v_500 < len_k);
#line 636 "tilelang/ops/decode_kernels.py"
    float r_18;
    if (v_501) {
#line 637 "tilelang/ops/decode_kernels.py"
      const float v_502 = acc_s[2];
      const float v_503 = ks_f[2];
      const float v_504 = (v_502 * v_503);
#line 636 "tilelang/ops/decode_kernels.py"
      r_18 = v_504;
    } else {
#line 638 "tilelang/ops/decode_kernels.py"
      const float v_505 = (-__int_as_float(0x7f800000));
#line 636 "tilelang/ops/decode_kernels.py"
      r_18 = v_505;
    }
    float r_19;
    if (v_501) {
#line 637 "tilelang/ops/decode_kernels.py"
      const float v_506 = acc_s[3];
      const float v_507 = ks_f[3];
      const float v_508 = (v_506 * v_507);
#line 636 "tilelang/ops/decode_kernels.py"
      r_19 = v_508;
    } else {
#line 638 "tilelang/ops/decode_kernels.py"
      const float v_509 = (-__int_as_float(0x7f800000));
#line 636 "tilelang/ops/decode_kernels.py"
      r_19 = v_509;
    }
#line 635 "tilelang/ops/decode_kernels.py"
    const tl::vec<float, 4> v_510 = tl::vec<float, 4>{{r_16, r_17, r_18, r_19}};
    *reinterpret_cast<tl::vec<float, 4>*>((acc_s + 0)) = v_510;
#line 681 "tilelang/ops/decode_kernels.py"
    const tl::vec<float, 2> v_511 = *reinterpret_cast<const tl::vec<float, 2>*>((m_cur + 0));
    *reinterpret_cast<tl::vec<float, 2>*>((m_prev + 0)) = v_511;
#line 682 "tilelang/ops/decode_kernels.py"
    #pragma unroll
    for (int p = 0; p < 2; p += 1) {
      const float v_512 = acc_s[p];
      const int v_513 = (p + 2);
      const float v_514 = acc_s[v_513];
      const float v_515 = fmaxf(v_512, v_514);
      const float v_516 = tl::shfl<0>(v_515, 4, 32);
      const float v_517 = fmaxf(v_515, v_516);
      const float v_518 = tl::shfl<0>(v_517, 8, 32);
      const float v_519 = fmaxf(v_517, v_518);
      const float v_520 = tl::shfl<0>(v_519, 16, 32);
      const float v_521 = fmaxf(v_519, v_520);
      if (v_151) {
        const int v_522 = (v_123 + p);
        reduce_partials[(v_522) * 2 + v_117] = v_521;
      }
    }
    __syncthreads();
    const float v_523 = reduce_partials[(v_123) * 2 + 0];
    const float v_524 = reduce_partials[(v_123) * 2 + 1];
    const float v_525 = fmaxf(v_523, v_524);
    const tl::vec<float, 2> v_526 = *reinterpret_cast<const tl::vec<float, 2>*>((m_cur + 0));
    const float v_527 = v_526.v[0];
    const float v_528 = fmaxf(v_527, v_525);
    const float v_529 = reduce_partials[(v_124) * 2 + 0];
    const float v_530 = reduce_partials[(v_124) * 2 + 1];
    const float v_531 = fmaxf(v_529, v_530);
    const float v_532 = v_526.v[1];
    const float v_533 = fmaxf(v_532, v_531);
    const tl::vec<float, 2> v_534 = tl::vec<float, 2>{{v_528, v_533}};
    *reinterpret_cast<tl::vec<float, 2>*>((m_cur + 0)) = v_534;
#line 684 "tilelang/ops/decode_kernels.py"
    const tl::vec<float, 4> v_535 = *reinterpret_cast<const tl::vec<float, 4>*>((acc_s + 0));
    const float v_536 = v_535.v[0];
    const float v_537 = (v_536 * 0.127517431974411f);
    const tl::vec<float, 2> v_538 = *reinterpret_cast<const tl::vec<float, 2>*>((m_cur + 0));
    const float v_539 = v_538.v[0];
    const float v_540 = (v_539 * 0.127517431974411f);
    const float v_541 = (v_537 - v_540);
    const float v_542 = exp2f(v_541);
    const float v_543 = v_535.v[1];
    const float v_544 = (v_543 * 0.127517431974411f);
    const float v_545 = v_538.v[1];
    const float v_546 = (v_545 * 0.127517431974411f);
    const float v_547 = (v_544 - v_546);
    const float v_548 = exp2f(v_547);
    const float v_549 = v_535.v[2];
    const float v_550 = (v_549 * 0.127517431974411f);
    const tl::vec<float, 2> v_551 = *reinterpret_cast<const tl::vec<float, 2>*>((m_cur + 0));
    const float v_552 = v_551.v[0];
    const float v_553 = (v_552 * 0.127517431974411f);
    const float v_554 = (v_550 - v_553);
    const float v_555 = exp2f(v_554);
    const float v_556 = v_535.v[3];
    const float v_557 = (v_556 * 0.127517431974411f);
    const float v_558 = v_551.v[1];
    const float v_559 = (v_558 * 0.127517431974411f);
    const float v_560 = (v_557 - v_559);
    const float v_561 = exp2f(v_560);
#line 683 "tilelang/ops/decode_kernels.py"
    const tl::vec<float, 4> v_562 = tl::vec<float, 4>{{v_542, v_548, v_555, v_561}};
    *reinterpret_cast<tl::vec<float, 4>*>((acc_s + 0)) = v_562;
#line 686 "tilelang/ops/decode_kernels.py"
    const tl::vec<float, 2> v_563 = *reinterpret_cast<const tl::vec<float, 2>*>((m_prev + 0));
    const float v_564 = v_563.v[0];
    const float v_565 = (v_564 * 0.127517431974411f);
    const tl::vec<float, 2> v_566 = *reinterpret_cast<const tl::vec<float, 2>*>((m_cur + 0));
    const float v_567 = v_566.v[0];
    const float v_568 = (v_567 * 0.127517431974411f);
    const float v_569 = (v_565 - v_568);
    const float v_570 = exp2f(v_569);
    const float v_571 = v_563.v[1];
    const float v_572 = (v_571 * 0.127517431974411f);
    const float v_573 = v_566.v[1];
    const float v_574 = (v_573 * 0.127517431974411f);
    const float v_575 = (v_572 - v_574);
    const float v_576 = exp2f(v_575);
#line 685 "tilelang/ops/decode_kernels.py"
    const tl::vec<float, 2> v_577 = tl::vec<float, 2>{{v_570, v_576}};
    *reinterpret_cast<tl::vec<float, 2>*>((m_prev + 0)) = v_577;
#line 691 "tilelang/ops/decode_kernels.py"
    #pragma unroll
    for (int p_1 = 0; p_1 < 2; p_1 += 1) {
      const float v_578 = acc_s[p_1];
      const int v_579 = (p_1 + 2);
      const float v_580 = acc_s[v_579];
      const float v_581 = (v_578 + v_580);
      const float v_582 = tl::shfl<0>(v_581, 4, 32);
      const float v_583 = (v_581 + v_582);
      const float v_584 = tl::shfl<0>(v_583, 8, 32);
      const float v_585 = (v_583 + v_584);
      const float v_586 = tl::shfl<0>(v_585, 16, 32);
      const float v_587 = (v_585 + v_586);
      if (v_151) {
        const int v_588 = (v_123 + p_1);
        reduce_partials_1[(v_588) * 2 + v_117] = v_587;
      }
    }
    __syncthreads();
    const float v_589 = reduce_partials_1[(v_123) * 2 + 0];
    const float v_590 = reduce_partials_1[(v_123) * 2 + 1];
    const float v_591 = (v_589 + v_590);
    const float v_592 = reduce_partials_1[(v_124) * 2 + 0];
    const float v_593 = reduce_partials_1[(v_124) * 2 + 1];
    const float v_594 = (v_592 + v_593);
    const tl::vec<float, 2> v_595 = tl::vec<float, 2>{{v_591, v_594}};
    *reinterpret_cast<tl::vec<float, 2>*>((l_blk + 0)) = v_595;
#line 694 "tilelang/ops/decode_kernels.py"
    const tl::vec<float, 4> v_596 = *reinterpret_cast<const tl::vec<float, 4>*>((acc_s + 0));
    const float v_597 = v_596.v[0];
    const tl::vec<float, 4> v_598 = *reinterpret_cast<const tl::vec<float, 4>*>((vs_f + 0));
    const float v_599 = v_598.v[0];
    const float v_600 = (v_597 * v_599);
    const float v_601 = v_596.v[1];
    const float v_602 = v_598.v[1];
    const float v_603 = (v_601 * v_602);
    const float v_604 = v_596.v[2];
    const float v_605 = v_598.v[2];
    const float v_606 = (v_604 * v_605);
    const float v_607 = v_596.v[3];
    const float v_608 = v_598.v[3];
    const float v_609 = (v_607 * v_608);
#line 693 "tilelang/ops/decode_kernels.py"
    const tl::vec<float, 4> v_610 = tl::vec<float, 4>{{v_600, v_603, v_606, v_609}};
    *reinterpret_cast<tl::vec<float, 4>*>((acc_s + 0)) = v_610;
#line 695 "tilelang/ops/decode_kernels.py"
    #pragma unroll
    for (int l_v_4 = 0; l_v_4 < 4; l_v_4 += 1) {
      const int v_611 = (l_v_4 * 4);
#line 696 "tilelang/ops/decode_kernels.py"
      const tl::vec<float, 4> v_612 = *reinterpret_cast<const tl::vec<float, 4>*>((acc_o + v_611));
      const float v_613 = v_612.v[0];
      const tl::vec<float, 2> v_614 = *reinterpret_cast<const tl::vec<float, 2>*>((m_prev + 0));
      const float v_615 = v_614.v[0];
      const float v_616 = (v_613 * v_615);
      const float v_617 = v_612.v[1];
      const float v_618 = v_614.v[1];
      const float v_619 = (v_617 * v_618);
      const float v_620 = v_612.v[2];
      const tl::vec<float, 2> v_621 = *reinterpret_cast<const tl::vec<float, 2>*>((m_prev + 0));
      const float v_622 = v_621.v[0];
      const float v_623 = (v_620 * v_622);
      const float v_624 = v_612.v[3];
      const float v_625 = v_621.v[1];
      const float v_626 = (v_624 * v_625);
#line 695 "tilelang/ops/decode_kernels.py"
      const tl::vec<float, 4> v_627 = tl::vec<float, 4>{{v_616, v_619, v_623, v_626}};
      *reinterpret_cast<tl::vec<float, 4>*>((acc_o + v_611)) = v_627;
    }
#line 699 "tilelang/ops/decode_kernels.py"
    const tl::vec<float, 2> v_628 = *reinterpret_cast<const tl::vec<float, 2>*>((l_sum + 0));
    const float v_629 = v_628.v[0];
    const tl::vec<float, 2> v_630 = *reinterpret_cast<const tl::vec<float, 2>*>((m_prev + 0));
    const float v_631 = v_630.v[0];
    const float v_632 = (v_629 * v_631);
    const tl::vec<float, 2> v_633 = *reinterpret_cast<const tl::vec<float, 2>*>((l_blk + 0));
    const float v_634 = v_633.v[0];
    const float v_635 = (v_632 + v_634);
    const float v_636 = v_628.v[1];
    const float v_637 = v_630.v[1];
    const float v_638 = (v_636 * v_637);
    const float v_639 = v_633.v[1];
    const float v_640 = (v_638 + v_639);
#line 698 "tilelang/ops/decode_kernels.py"
    const tl::vec<float, 2> v_641 = tl::vec<float, 2>{{v_635, v_640}};
    *reinterpret_cast<tl::vec<float, 2>*>((l_sum + 0)) = v_641;
#line 700 "tilelang/ops/decode_kernels.py"
    const tl::vec<float, 4> v_642 = *reinterpret_cast<const tl::vec<float, 4>*>((acc_s + 0));
    const float v_643 = v_642.v[0];
    const half v_644 = tl::cast<half>(v_643);
    const float v_645 = v_642.v[1];
    const half v_646 = tl::cast<half>(v_645);
    const tl::vec<half, 2> v_647 = tl::vec<half, 2>{{v_644, v_646}};
    *reinterpret_cast<tl::vec<half, 2>*>((P_s + (v_121) * 8 + v_123)) = v_647;
    const float v_648 = v_642.v[2];
    const half v_649 = tl::cast<half>(v_648);
    const float v_650 = v_642.v[3];
    const half v_651 = tl::cast<half>(v_650);
    const tl::vec<half, 2> v_652 = tl::vec<half, 2>{{v_649, v_651}};
    *reinterpret_cast<tl::vec<half, 2>*>((P_s + (v_125) * 8 + v_123)) = v_652;
    __syncthreads();
#line 701 "tilelang/ops/decode_kernels.py"
    alignas(16) half a_regs_1[32];
    alignas(16) half b_regs_1[4];
    for (int kk_1 = 0; kk_1 < 2; kk_1 += 1) {
      const int v_653 = (kk_1 * 16);
      const int v_654 = (v_653 + v_153);
      tl::ldmatrix<2, true>(b_regs_1 + 0, (P_s + (v_654) * 8 + 0));
      const int v_655 = (kk_1 * 8);
      const half v_656 = V_f[v_655];
      a_regs_1[0] = v_656;
      const int v_657 = (v_655 + 1);
      const half v_658 = V_f[v_657];
      a_regs_1[1] = v_658;
      const int v_659 = (v_655 + 2);
      const half v_660 = V_f[v_659];
      a_regs_1[2] = v_660;
      const int v_661 = (v_655 + 3);
      const half v_662 = V_f[v_661];
      a_regs_1[3] = v_662;
      const int v_663 = (v_655 + 4);
      const half v_664 = V_f[v_663];
      a_regs_1[4] = v_664;
      const int v_665 = (v_655 + 5);
      const half v_666 = V_f[v_665];
      a_regs_1[5] = v_666;
      const int v_667 = (v_655 + 6);
      const half v_668 = V_f[v_667];
      a_regs_1[6] = v_668;
      const int v_669 = (v_655 + 7);
      const half v_670 = V_f[v_669];
      a_regs_1[7] = v_670;
      const int v_671 = (v_655 + 16);
      const half v_672 = V_f[v_671];
      a_regs_1[8] = v_672;
      const int v_673 = (v_655 + 17);
      const half v_674 = V_f[v_673];
      a_regs_1[9] = v_674;
      const int v_675 = (v_655 + 18);
      const half v_676 = V_f[v_675];
      a_regs_1[10] = v_676;
      const int v_677 = (v_655 + 19);
      const half v_678 = V_f[v_677];
      a_regs_1[11] = v_678;
      const int v_679 = (v_655 + 20);
      const half v_680 = V_f[v_679];
      a_regs_1[12] = v_680;
      const int v_681 = (v_655 + 21);
      const half v_682 = V_f[v_681];
      a_regs_1[13] = v_682;
      const int v_683 = (v_655 + 22);
      const half v_684 = V_f[v_683];
      a_regs_1[14] = v_684;
      const int v_685 = (v_655 + 23);
      const half v_686 = V_f[v_685];
      a_regs_1[15] = v_686;
      const int v_687 = (v_655 + 32);
      const half v_688 = V_f[v_687];
      a_regs_1[16] = v_688;
      const int v_689 = (v_655 + 33);
      const half v_690 = V_f[v_689];
      a_regs_1[17] = v_690;
      const int v_691 = (v_655 + 34);
      const half v_692 = V_f[v_691];
      a_regs_1[18] = v_692;
      const int v_693 = (v_655 + 35);
      const half v_694 = V_f[v_693];
      a_regs_1[19] = v_694;
      const int v_695 = (v_655 + 36);
      const half v_696 = V_f[v_695];
      a_regs_1[20] = v_696;
      const int v_697 = (v_655 + 37);
      const half v_698 = V_f[v_697];
      a_regs_1[21] = v_698;
      const int v_699 = (v_655 + 38);
      const half v_700 = V_f[v_699];
      a_regs_1[22] = v_700;
      const int v_701 = (v_655 + 39);
      const half v_702 = V_f[v_701];
      a_regs_1[23] = v_702;
      const int v_703 = (v_655 + 48);
      const half v_704 = V_f[v_703];
      a_regs_1[24] = v_704;
      const int v_705 = (v_655 + 49);
      const half v_706 = V_f[v_705];
      a_regs_1[25] = v_706;
      const int v_707 = (v_655 + 50);
      const half v_708 = V_f[v_707];
      a_regs_1[26] = v_708;
      const int v_709 = (v_655 + 51);
      const half v_710 = V_f[v_709];
      a_regs_1[27] = v_710;
      const int v_711 = (v_655 + 52);
      const half v_712 = V_f[v_711];
      a_regs_1[28] = v_712;
      const int v_713 = (v_655 + 53);
      const half v_714 = V_f[v_713];
      a_regs_1[29] = v_714;
      const int v_715 = (v_655 + 54);
      const half v_716 = V_f[v_715];
      a_regs_1[30] = v_716;
      const int v_717 = (v_655 + 55);
      const half v_718 = V_f[v_717];
      a_regs_1[31] = v_718;
      tl::mma_m16n8k16(a_regs_1 + 0, b_regs_1 + 0, acc_o + 0);
      tl::mma_m16n8k16(a_regs_1 + 8, b_regs_1 + 0, acc_o + 4);
      tl::mma_m16n8k16(a_regs_1 + 16, b_regs_1 + 0, acc_o + 8);
      tl::mma_m16n8k16(a_regs_1 + 24, b_regs_1 + 0, acc_o + 12);
    }
#line 612 "tilelang/ops/decode_kernels.py"
  }
#line 705 "tilelang/ops/decode_kernels.py"
  const bool v_719 = (v_123 < 4);
#line 704 "tilelang/ops/decode_kernels.py"
  #pragma unroll
  for (int l_v_5 = 0; l_v_5 < 8; l_v_5 += 1) {
    const int v_720 = (l_v_5 * 2);
    const int l_7 = (v_720 + 1);
    const int v_721 = (l_v_5 / 2);
    const int v_722 = (v_721 * 16);
    const int v_723 = (v_152 + v_722);
    const int v_724 = (v_723 + v_120);
    const int v_725 = (l_v_5 % 2);
    const int v_726 = (v_725 * 8);
    const int v_727 = (v_724 + v_726);
#line 705 "tilelang/ops/decode_kernels.py"
    if (v_719) {
#line 707 "tilelang/ops/decode_kernels.py"
      const tl::vec<float, 2> v_728 = *reinterpret_cast<const tl::vec<float, 2>*>((l_sum + 0));
      const float v_729 = v_728.v[0];
      const bool v_730 = (v_729 > 0.0f);
#line 706 "tilelang/ops/decode_kernels.py"
      float r_20;
      if (v_730) {
#line 707 "tilelang/ops/decode_kernels.py"
        const float v_731 = acc_o[v_720];
        const float v_732 = l_sum[0];
        const float v_733 = (v_731 / v_732);
#line 706 "tilelang/ops/decode_kernels.py"
        r_20 = v_733;
      } else {
        r_20 = 0.0f;
      }
#line 363 "tilelang/ops/decode_kernels.py"
      const int v_734 = (v_123 / 4);
#line 370 "tilelang/ops/decode_kernels.py"
      const int v_735 = ((int)blockIdx.y * 4);
      const int v_736 = (v_123 % 4);
      const int v_737 = (v_735 + v_736);
#line 284 "tilelang/ops/decode_kernels.py"
      const int v_738 = (v_120 * 8);
      const int v_739 = (v_152 + v_738);
      const int v_740 = (v_727 % 64);
      const int v_741 = (v_740 / 8);
      const int v_742 = (v_739 + v_741);
#line 706 "tilelang/ops/decode_kernels.py"
      Opart[(((((int)blockIdx.z) * 1 + v_734) * 32 + v_737) * 5 + (int)blockIdx.x) * 128 + v_742] = r_20;
#line 707 "tilelang/ops/decode_kernels.py"
      const float v_743 = v_728.v[1];
      const bool v_744 = (v_743 > 0.0f);
#line 706 "tilelang/ops/decode_kernels.py"
      float r_21;
      if (v_744) {
#line 707 "tilelang/ops/decode_kernels.py"
        const float v_745 = acc_o[l_7];
        const float v_746 = l_sum[1];
        const float v_747 = (v_745 / v_746);
#line 706 "tilelang/ops/decode_kernels.py"
        r_21 = v_747;
      } else {
        r_21 = 0.0f;
      }
#line 370 "tilelang/ops/decode_kernels.py"
      const int v_748 = (v_737 + 1);
#line 706 "tilelang/ops/decode_kernels.py"
      Opart[(((((int)blockIdx.z) * 1 + v_734) * 32 + v_748) * 5 + (int)blockIdx.x) * 128 + v_742] = r_21;
#line 705 "tilelang/ops/decode_kernels.py"
    }
#line 704 "tilelang/ops/decode_kernels.py"
  }
#line 708 "tilelang/ops/decode_kernels.py"
  const bool v_749 = (tid == v_122);
  #pragma unroll
  for (int l_8 = 0; l_8 < 2; l_8 += 1) {
    const int v_750 = (v_123 + l_8);
    if (v_749) {
#line 709 "tilelang/ops/decode_kernels.py"
      const bool v_751 = (v_750 < 4);
      if (v_751) {
#line 711 "tilelang/ops/decode_kernels.py"
        const float v_752 = l_sum[l_8];
        const bool v_753 = (v_752 > 0.0f);
#line 710 "tilelang/ops/decode_kernels.py"
        float r_22;
        if (v_753) {
#line 711 "tilelang/ops/decode_kernels.py"
          const float v_754 = m_cur[l_8];
          const float v_755 = (v_754 * 0.127517431974411f);
          const float v_756 = l_sum[l_8];
          const float v_757 = log2f(v_756);
          const float v_758 = (v_755 + v_757);
#line 710 "tilelang/ops/decode_kernels.py"
          r_22 = v_758;
        } else {
#line 711 "tilelang/ops/decode_kernels.py"
          const float v_759 = (-__int_as_float(0x7f800000));
#line 710 "tilelang/ops/decode_kernels.py"
          r_22 = v_759;
        }
#line 363 "tilelang/ops/decode_kernels.py"
        const int v_760 = (v_750 / 4);
#line 370 "tilelang/ops/decode_kernels.py"
        const int v_761 = ((int)blockIdx.y * 4);
        const int v_762 = (v_750 % 4);
        const int v_763 = (v_761 + v_762);
#line 710 "tilelang/ops/decode_kernels.py"
        Lse[((((int)blockIdx.z) * 1 + v_760) * 32 + v_763) * 5 + (int)blockIdx.x] = r_22;
#line 709 "tilelang/ops/decode_kernels.py"
      }
#line 708 "tilelang/ops/decode_kernels.py"
    }
  }
}
