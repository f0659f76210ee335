// decode_attention: q (8, 1, 32, 128) float16, cache (8 x 8192, 8, 128) float8_e4m3fn scales by tensor, paged by 64; sm_90a
// split kernel; tile [32, 64, 1], keys major True, stages 2, fast math True, 5 splits (plan_splits without a GPU)
// written by `python scripts/update_golden.py` (never by hand): the CUDA source after prelude.cuh and a blank line, #line paths repository-relative
// float8_e4m3fn -> float16: convert decode, 3 instructions per word of 4 codes (0.75 per value)
template <class T> __device__ __forceinline__ void tl_dw_float8_e4m3fn_cvt_f16(T* dst, const unsigned w) {
  unsigned* d = reinterpret_cast<unsigned*>(dst);
  unsigned x; asm("prmt.b32 %0, %1, %2, %3;" : "=r"(x) : "r"(w), "r"(w), "r"(0x00003120u));
  unsigned r0; asm("{ .reg .b16 lo, hi; mov.b32 {lo, hi}, %1; cvt.rn.f16x2.e4m3x2 %0, lo; }" : "=r"(r0) : "r"(x));
  unsigned r1; asm("{ .reg .b16 lo, hi; mov.b32 {lo, hi}, %1; cvt.rn.f16x2.e4m3x2 %0, hi; }" : "=r"(r1) : "r"(x));
  d[0] = r0;
  d[1] = r1;
}

#line 570 "tilelang/ops/decode_kernels.py"
extern "C" __global__ void __launch_bounds__(64) split_kv_keys_major_kernel(half* __restrict__ Q, unsigned char* __restrict__ KC, unsigned char* __restrict__ VC, float* __restrict__ KS, float* __restrict__ VS, int* __restrict__ Lens, int* __restrict__ BT, float* __restrict__ Opart, float* __restrict__ Lse, const __grid_constant__ tl::TensorMap KC_tmap, const __grid_constant__ tl::TensorMap VC_tmap) {
  extern __shared__ __align__(1024) unsigned char tl_smem[];
  const int tid = (int)threadIdx.x;
#line 355 "tilelang/ops/decode_kernels.py"
  unsigned long long* const tma_bar = reinterpret_cast<unsigned long long*>(tl_smem + 11008);
  if (threadIdx.x == 0 && threadIdx.y == 0 && threadIdx.z == 0) {
    for (int i = 0; i < 1; ++i) tl::mbar_init(tma_bar + i, 1);
    tl::fence_mbar_init();
  }
  unsigned long long* const tma_bar_1 = reinterpret_cast<unsigned long long*>(tl_smem + 11136);
  if (threadIdx.x == 0 && threadIdx.y == 0 && threadIdx.z == 0) {
    for (int i = 0; i < 1; ++i) tl::mbar_init(tma_bar_1 + i, 1);
    tl::fence_mbar_init();
  }
#line 572 "tilelang/ops/decode_kernels.py"
  #if __CUDA_ARCH__ >= 900
  asm volatile("griddepcontrol.wait;" ::: "memory");
  #endif
#line 573 "tilelang/ops/decode_kernels.py"
  #if __CUDA_ARCH__ >= 900
  asm volatile("griddepcontrol.launch_dependents;" ::: "memory");
  #endif
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
#line 355 "tilelang/ops/decode_kernels.py"
  const bool v_117 = (tid == 0);
#line 401 "tilelang/ops/decode_kernels.py"
  const int v_118 = (tid / 32);
  const int v_119 = (tid % 32);
  const int v_120 = (v_118 * 16);
  const int v_121 = (v_119 / 4);
  const int v_122 = (v_120 + v_121);
  const int v_123 = (v_119 % 4);
  const int v_124 = (v_123 * 2);
  const int v_125 = (v_124 + 1);
  const int v_126 = (v_122 + 8);
#line 619 "tilelang/ops/decode_kernels.py"
  const int v_127 = (v_123 * 8);
  const int v_128 = (v_127 * 4);
  const int v_129 = (v_124 + 16);
  const int v_130 = (v_127 + 1);
  const int v_131 = (v_130 * 4);
  const int v_132 = (v_127 + 2);
  const int v_133 = (v_132 * 4);
  const int v_134 = (v_127 + 3);
  const int v_135 = (v_134 * 4);
  const int v_136 = (v_127 + 4);
  const int v_137 = (v_136 * 4);
  const int v_138 = (v_127 + 5);
  const int v_139 = (v_138 * 4);
  const int v_140 = (v_127 + 6);
  const int v_141 = (v_140 * 4);
  const int v_142 = (v_127 + 7);
  const int v_143 = (v_142 * 4);
  const int v_144 = (v_124 + 8);
  const int v_145 = (v_124 + 9);
#line 633 "tilelang/ops/decode_kernels.py"
  const int v_146 = (v_119 % 8);
  const int v_147 = (v_119 / 8);
  const int v_148 = (v_147 % 2);
  const int v_149 = (v_148 * 8);
  const int v_150 = (v_146 * 8);
#line 682 "tilelang/ops/decode_kernels.py"
  const int v_151 = (v_119 & 28);
  const bool v_152 = (v_151 == 0);
#line 695 "tilelang/ops/decode_kernels.py"
  const int v_153 = (v_118 * 64);
#line 701 "tilelang/ops/decode_kernels.py"
  const int v_154 = (v_119 % 16);
#line 612 "tilelang/ops/decode_kernels.py"
  for (int kb = 0; kb < v_116; kb += 1) {
#line 613 "tilelang/ops/decode_kernels.py"
    const int v_155 = kb;
    const int v_156 = (start + v_155);
    const int t0 = (v_156 * 32);
#line 416 "tilelang/ops/decode_kernels.py"
    const int v_157 = tl::floordiv(t0, 64);
    const int v_158 = v_157;
    const int page = BT[((int)blockIdx.z) * 128 + v_158];
#line 417 "tilelang/ops/decode_kernels.py"
    const int off = tl::floormod(t0, 64);
#line 355 "tilelang/ops/decode_kernels.py"
    const int v_159 = page;
    const int v_160 = off;
    if (v_117) {
      tl::mbar_expect_tx((tma_bar + 0), 4096);
      tl::tma_load((Kq_s + 0), &KC_tmap, (tma_bar + 0), 0, (int)blockIdx.y, v_160, v_159);
    }
#line 612 "tilelang/ops/decode_kernels.py"
    const int v_161 = (kb % 2);
#line 355 "tilelang/ops/decode_kernels.py"
    tl::mbar_wait((tma_bar + 0), v_161);
    if (v_117) {
      tl::mbar_expect_tx((tma_bar_1 + 0), 4096);
      tl::tma_load((Vq_s + 0), &VC_tmap, (tma_bar_1 + 0), 0, (int)blockIdx.y, v_160, v_159);
    }
    tl::mbar_wait((tma_bar_1 + 0), v_161);
#line 323 "tilelang/ops/decode_kernels.py"
    const float v_162 = KS[0];
#line 401 "tilelang/ops/decode_kernels.py"
    const tl::vec<float, 4> v_163 = tl::vec<float, 4>{{v_162, v_162, v_162, v_162}};
    *reinterpret_cast<tl::vec<float, 4>*>((ks_f + 0)) = v_163;
#line 323 "tilelang/ops/decode_kernels.py"
    const float v_164 = VS[0];
#line 403 "tilelang/ops/decode_kernels.py"
    const tl::vec<float, 4> v_165 = tl::vec<float, 4>{{v_164, v_164, v_164, v_164}};
    *reinterpret_cast<tl::vec<float, 4>*>((vs_f + 0)) = v_165;
#line 619 "tilelang/ops/decode_kernels.py"
    __syncthreads();
    alignas(16) half dequant[64];
    alignas(16) half decoded[4];
    const unsigned v_166 = *reinterpret_cast<const unsigned*>((Kq_s + (v_122) * 128 + v_128));
    tl_dw_float8_e4m3fn_cvt_f16(decoded + 0, v_166);
    const half v_167 = decoded[0];
    dequant[0] = v_167;
    const half v_168 = decoded[1];
    dequant[1] = v_168;
    const half v_169 = decoded[2];
    dequant[4] = v_169;
    const half v_170 = decoded[3];
    dequant[5] = v_170;
    const unsigned v_171 = *reinterpret_cast<const unsigned*>((Kq_s + (v_126) * 128 + v_128));
    tl_dw_float8_e4m3fn_cvt_f16(decoded + 0, v_171);
    const half v_172 = decoded[0];
    dequant[2] = v_172;
    const half v_173 = decoded[1];
    dequant[3] = v_173;
    const half v_174 = decoded[2];
    dequant[6] = v_174;
    const half v_175 = decoded[3];
    dequant[7] = v_175;
    const unsigned v_176 = *reinterpret_cast<const unsigned*>((Kq_s + (v_122) * 128 + v_131));
    tl_dw_float8_e4m3fn_cvt_f16(decoded + 0, v_176);
    const half v_177 = decoded[0];
    dequant[8] = v_177;
    const half v_178 = decoded[1];
    dequant[9] = v_178;
    const half v_179 = decoded[2];
    dequant[12] = v_179;
    const half v_180 = decoded[3];
    dequant[13] = v_180;
    const unsigned v_181 = *reinterpret_cast<const unsigned*>((Kq_s + (v_126) * 128 + v_131));
    tl_dw_float8_e4m3fn_cvt_f16(decoded + 0, v_181);
    const half v_182 = decoded[0];
    dequant[10] = v_182;
    const half v_183 = decoded[1];
    dequant[11] = v_183;
    const half v_184 = decoded[2];
    dequant[14] = v_184;
    const half v_185 = decoded[3];
    dequant[15] = v_185;
    const unsigned v_186 = *reinterpret_cast<const unsigned*>((Kq_s + (v_122) * 128 + v_133));
    tl_dw_float8_e4m3fn_cvt_f16(decoded + 0, v_186);
    const half v_187 = decoded[0];
    dequant[16] = v_187;
    const half v_188 = decoded[1];
    dequant[17] = v_188;
    const half v_189 = decoded[2];
    dequant[20] = v_189;
    const half v_190 = decoded[3];
    dequant[21] = v_190;
    const unsigned v_191 = *reinterpret_cast<const unsigned*>((Kq_s + (v_126) * 128 + v_133));
    tl_dw_float8_e4m3fn_cvt_f16(decoded + 0, v_191);
    const half v_192 = decoded[0];
    dequant[18] = v_192;
    const half v_193 = decoded[1];
    dequant[19] = v_193;
    const half v_194 = decoded[2];
    dequant[22] = v_194;
    const half v_195 = decoded[3];
    dequant[23] = v_195;
    const unsigned v_196 = *reinterpret_cast<const unsigned*>((Kq_s + (v_122) * 128 + v_135));
    tl_dw_float8_e4m3fn_cvt_f16(decoded + 0, v_196);
    const half v_197 = decoded[0];
    dequant[24] = v_197;
    const half v_198 = decoded[1];
    dequant[25] = v_198;
    const half v_199 = decoded[2];
    dequant[28] = v_199;
    const half v_200 = decoded[3];
    dequant[29] = v_200;
    const unsigned v_201 = *reinterpret_cast<const unsigned*>((Kq_s + (v_126) * 128 + v_135));
    tl_dw_float8_e4m3fn_cvt_f16(decoded + 0, v_201);
    const half v_202 = decoded[0];
    dequant[26] = v_202;
    const half v_203 = decoded[1];
    dequant[27] = v_203;
    const half v_204 = decoded[2];
    dequant[30] = v_204;
    const half v_205 = decoded[3];
    dequant[31] = v_205;
    const unsigned v_206 = *reinterpret_cast<const unsigned*>((Kq_s + (v_122) * 128 + v_137));
    tl_dw_float8_e4m3fn_cvt_f16(decoded + 0, v_206);
    const half v_207 = decoded[0];
    dequant[32] = v_207;
    const half v_208 = decoded[1];
    dequant[33] = v_208;
    const half v_209 = decoded[2];
    dequant[36] = v_209;
    const half v_210 = decoded[3];
    dequant[37] = v_210;
    const unsigned v_211 = *reinterpret_cast<const unsigned*>((Kq_s + (v_126) * 128 + v_137));
    tl_dw_float8_e4m3fn_cvt_f16(decoded + 0, v_211);
    const half v_212 = decoded[0];
    dequant[34] = v_212;
    const half v_213 = decoded[1];
    dequant[35] = v_213;
    const half v_214 = decoded[2];
    dequant[38] = v_214;
    const half v_215 = decoded[3];
    dequant[39] = v_215;
    const unsigned v_216 = *reinterpret_cast<const unsigned*>((Kq_s + (v_122) * 128 + v_139));
    tl_dw_float8_e4m3fn_cvt_f16(decoded + 0, v_216);
    const half v_217 = decoded[0];
    dequant[40] = v_217;
    const half v_218 = decoded[1];
    dequant[41] = v_218;
    const half v_219 = decoded[2];
    dequant[44] = v_219;
    const half v_220 = decoded[3];
    dequant[45] = v_220;
    const unsigned v_221 = *reinterpret_cast<const unsigned*>((Kq_s + (v_126) * 128 + v_139));
    tl_dw_float8_e4m3fn_cvt_f16(decoded + 0, v_221);
    const half v_222 = decoded[0];
    dequant[42] = v_222;
    const half v_223 = decoded[1];
    dequant[43] = v_223;
    const half v_224 = decoded[2];
    dequant[46] = v_224;
    const half v_225 = decoded[3];
    dequant[47] = v_225;
    const unsigned v_226 = *reinterpret_cast<const unsigned*>((Kq_s + (v_122) * 128 + v_141));
    tl_dw_float8_e4m3fn_cvt_f16(decoded + 0, v_226);
    const half v_227 = decoded[0];
    dequant[48] = v_227;
    const half v_228 = decoded[1];
    dequant[49] = v_228;
    const half v_229 = decoded[2];
    dequant[52] = v_229;
    const half v_230 = decoded[3];
    dequant[53] = v_230;
    const unsigned v_231 = *reinterpret_cast<const unsigned*>((Kq_s + (v_126) * 128 + v_141));
    tl_dw_float8_e4m3fn_cvt_f16(decoded + 0, v_231);
    const half v_232 = decoded[0];
    dequant[50] = v_232;
    const half v_233 = decoded[1];
    dequant[51] = v_233;
    const half v_234 = decoded[2];
    dequant[54] = v_234;
    const half v_235 = decoded[3];
    dequant[55] = v_235;
    const unsigned v_236 = *reinterpret_cast<const unsigned*>((Kq_s + (v_122) * 128 + v_143));
    tl_dw_float8_e4m3fn_cvt_f16(decoded + 0, v_236);
    const half v_237 = decoded[0];
    dequant[56] = v_237;
    const half v_238 = decoded[1];
    dequant[57] = v_238;
    const half v_239 = decoded[2];
    dequant[60] = v_239;
    const half v_240 = decoded[3];
    dequant[61] = v_240;
    const unsigned v_241 = *reinterpret_cast<const unsigned*>((Kq_s + (v_126) * 128 + v_143));
    tl_dw_float8_e4m3fn_cvt_f16(decoded + 0, v_241);
    const half v_242 = decoded[0];
    dequant[58] = v_242;
    const half v_243 = decoded[1];
    dequant[59] = v_243;
    const half v_244 = decoded[2];
    dequant[62] = v_244;
    const half v_245 = decoded[3];
    dequant[63] = v_245;
    #pragma unroll
    for (int l_v_1 = 0; l_v_1 < 8; l_v_1 += 1) {
      const int v_246 = (l_v_1 * 8);
#line 199 "tilelang/ops/decode_kernels.py"
      const tl::vec<half, 8> v_247 = *reinterpret_cast<const tl::vec<half, 8>*>((dequant + v_246));
#line 619 "tilelang/ops/decode_kernels.py"
      *reinterpret_cast<tl::vec<half, 8>*>((K_f + v_246)) = v_247;
    }
#line 621 "tilelang/ops/decode_kernels.py"
    const int v_248 = (t0 + 32);
    const bool v_249 = (v_248 > len_k);
    if (v_249) {
#line 622 "tilelang/ops/decode_kernels.py"
      alignas(16) half dequant_1[64];
      const int v_250 = (v_121 * 8);
      const int v_251 = (v_153 + v_250);
      const unsigned v_252 = *reinterpret_cast<const unsigned*>((Vq_s + (v_124) * 128 + v_251));
      const unsigned v_253 = *reinterpret_cast<const unsigned*>((Vq_s + (v_125) * 128 + v_251));
      const unsigned v_254 = (v_252 & 65535u);
      const unsigned v_255 = (v_253 << 16u);
      const unsigned v_256 = (v_254 | v_255);
      tl_dw_float8_e4m3fn_cvt_f16(dequant_1 + 0, v_256);
      const unsigned v_257 = (v_252 >> 16u);
      const unsigned v_258 = (v_253 & 4294901760u);
      const unsigned v_259 = (v_257 | v_258);
      tl_dw_float8_e4m3fn_cvt_f16(dequant_1 + 16, v_259);
      const unsigned v_260 = *reinterpret_cast<const unsigned*>((Vq_s + (v_144) * 128 + v_251));
      const unsigned v_261 = *reinterpret_cast<const unsigned*>((Vq_s + (v_145) * 128 + v_251));
      const unsigned v_262 = (v_260 & 65535u);
      const unsigned v_263 = (v_261 << 16u);
      const unsigned v_264 = (v_262 | v_263);
      tl_dw_float8_e4m3fn_cvt_f16(dequant_1 + 4, v_264);
      const unsigned v_265 = (v_260 >> 16u);
      const unsigned v_266 = (v_261 & 4294901760u);
      const unsigned v_267 = (v_265 | v_266);
      tl_dw_float8_e4m3fn_cvt_f16(dequant_1 + 20, v_267);
      const unsigned v_268 = *reinterpret_cast<const unsigned*>((Vq_s + (v_129) * 128 + v_251));
      const int v_269 = (v_124 + 17);
      const unsigned v_270 = *reinterpret_cast<const unsigned*>((Vq_s + (v_269) * 128 + v_251));
      const unsigned v_271 = (v_268 & 65535u);
      const unsigned v_272 = (v_270 << 16u);
      const unsigned v_273 = (v_271 | v_272);
      tl_dw_float8_e4m3fn_cvt_f16(dequant_1 + 8, v_273);
      const unsigned v_274 = (v_268 >> 16u);
      const unsigned v_275 = (v_270 & 4294901760u);
      const unsigned v_276 = (v_274 | v_275);
      tl_dw_float8_e4m3fn_cvt_f16(dequant_1 + 24, v_276);
      const int v_277 = (v_124 + 24);
      const unsigned v_278 = *reinterpret_cast<const unsigned*>((Vq_s + (v_277) * 128 + v_251));
      const int v_279 = (v_124 + 25);
      const unsigned v_280 = *reinterpret_cast<const unsigned*>((Vq_s + (v_279) * 128 + v_251));
      const unsigned v_281 = (v_278 & 65535u);
      const unsigned v_282 = (v_280 << 16u);
      const unsigned v_283 = (v_281 | v_282);
      tl_dw_float8_e4m3fn_cvt_f16(dequant_1 + 12, v_283);
      const unsigned v_284 = (v_278 >> 16u);
      const unsigned v_285 = (v_280 & 4294901760u);
      const unsigned v_286 = (v_284 | v_285);
      tl_dw_float8_e4m3fn_cvt_f16(dequant_1 + 28, v_286);
      const int v_287 = (v_251 + 4);
      const unsigned v_288 = *reinterpret_cast<const unsigned*>((Vq_s + (v_124) * 128 + v_287));
      const unsigned v_289 = *reinterpret_cast<const unsigned*>((Vq_s + (v_125) * 128 + v_287));
      const unsigned v_290 = (v_288 & 65535u);
      const unsigned v_291 = (v_289 << 16u);
      const unsigned v_292 = (v_290 | v_291);
      tl_dw_float8_e4m3fn_cvt_f16(dequant_1 + 32, v_292);
      const unsigned v_293 = (v_288 >> 16u);
      const unsigned v_294 = (v_289 & 4294901760u);
      const unsigned v_295 = (v_293 | v_294);
      tl_dw_float8_e4m3fn_cvt_f16(dequant_1 + 48, v_295);
      const unsigned v_296 = *reinterpret_cast<const unsigned*>((Vq_s + (v_144) * 128 + v_287));
      const unsigned v_297 = *reinterpret_cast<const unsigned*>((Vq_s + (v_145) * 128 + v_287));
      const unsigned v_298 = (v_296 & 65535u);
      const unsigned v_299 = (v_297 << 16u);
      const unsigned v_300 = (v_298 | v_299);
      tl_dw_float8_e4m3fn_cvt_f16(dequant_1 + 36, v_300);
      const unsigned v_301 = (v_296 >> 16u);
      const unsigned v_302 = (v_297 & 4294901760u);
      const unsigned v_303 = (v_301 | v_302);
      tl_dw_float8_e4m3fn_cvt_f16(dequant_1 + 52, v_303);
      const unsigned v_304 = *reinterpret_cast<const unsigned*>((Vq_s + (v_129) * 128 + v_287));
      const unsigned v_305 = *reinterpret_cast<const unsigned*>((Vq_s + (v_269) * 128 + v_287));
      const unsigned v_306 = (v_304 & 65535u);
      const unsigned v_307 = (v_305 << 16u);
      const unsigned v_308 = (v_306 | v_307);
      tl_dw_float8_e4m3fn_cvt_f16(dequant_1 + 40, v_308);
      const unsigned v_309 = (v_304 >> 16u);
      const unsigned v_310 = (v_305 & 4294901760u);
      const unsigned v_311 = (v_309 | v_310);
      tl_dw_float8_e4m3fn_cvt_f16(dequant_1 + 56, v_311);
      const unsigned v_312 = *reinterpret_cast<const unsigned*>((Vq_s + (v_277) * 128 + v_287));
      const unsigned v_313 = *reinterpret_cast<const unsigned*>((Vq_s + (v_279) * 128 + v_287));
      const unsigned v_314 = (v_312 & 65535u);
      const unsigned v_315 = (v_313 << 16u);
      const unsigned v_316 = (v_314 | v_315);
      tl_dw_float8_e4m3fn_cvt_f16(dequant_1 + 44, v_316);
      const unsigned v_317 = (v_312 >> 16u);
      const unsigned v_318 = (v_313 & 4294901760u);
      const unsigned v_319 = (v_317 | v_318);
      tl_dw_float8_e4m3fn_cvt_f16(dequant_1 + 60, v_319);
      #pragma unroll
      for (int l_v_2 = 0; l_v_2 < 8; l_v_2 += 1) {
        const int v_320 = (l_v_2 * 8);
        const int l = (v_320 + 1);
        const int l_1 = (v_320 + 2);
        const int l_2 = (v_320 + 3);
        const int l_3 = (v_320 + 4);
        const int l_4 = (v_320 + 5);
        const int l_5 = (v_320 + 6);
        const int l_6 = (v_320 + 7);
        const int v_321 = (l_v_2 % 2);
        const int v_322 = (v_321 * 16);
        const int v_323 = (v_322 + v_124);
#line 623 "tilelang/ops/decode_kernels.py"
        const int v_324 = v_323;
        const int v_325 = (t0 + v_324);
        const bool v_326 = (v_325 < len_k);
        half r_8;
        if (v_326) {
#line 199 "tilelang/ops/decode_kernels.py"
          const half v_327 = dequant_1[v_320];
#line 623 "tilelang/ops/decode_kernels.py"
          r_8 = v_327;
        } else {
          r_8 = tl::from_f<half>(0.0f);
        }
#line 622 "tilelang/ops/decode_kernels.py"
        const int v_328 = (v_323 + 1);
#line 623 "tilelang/ops/decode_kernels.py"
        const int v_329 = v_328;
        const int v_330 = (t0 + v_329);
        const bool v_331 = (v_330 < len_k);
        half r_9;
        if (v_331) {
#line 199 "tilelang/ops/decode_kernels.py"
          const half v_332 = dequant_1[l];
#line 623 "tilelang/ops/decode_kernels.py"
          r_9 = v_332;
        } else {
          r_9 = tl::from_f<half>(0.0f);
        }
        half r_10;
        if (v_326) {
#line 199 "tilelang/ops/decode_kernels.py"
          const half v_333 = dequant_1[l_1];
#line 623 "tilelang/ops/decode_kernels.py"
          r_10 = v_333;
        } else {
          r_10 = tl::from_f<half>(0.0f);
        }
        half r_11;
        if (v_331) {
#line 199 "tilelang/ops/decode_kernels.py"
          const half v_334 = dequant_1[l_2];
#line 623 "tilelang/ops/decode_kernels.py"
          r_11 = v_334;
        } else {
          r_11 = tl::from_f<half>(0.0f);
        }
#line 622 "tilelang/ops/decode_kernels.py"
        const int v_335 = (v_323 + 8);
#line 623 "tilelang/ops/decode_kernels.py"
        const int v_336 = v_335;
        const int v_337 = (t0 + v_336);
        const bool v_338 = (v_337 < len_k);
        half r_12;
        if (v_338) {
#line 199 "tilelang/ops/decode_kernels.py"
          const half v_339 = dequant_1[l_3];
#line 623 "tilelang/ops/decode_kernels.py"
          r_12 = v_339;
        } else {
          r_12 = tl::from_f<half>(0.0f);
        }
#line 622 "tilelang/ops/decode_kernels.py"
        const int v_340 = (v_323 + 9);
#line 623 "tilelang/ops/decode_kernels.py"
        const int v_341 = v_340;
        const int v_342 = (t0 + v_341);
        const bool v_343 = (v_342 < len_k);
        half r_13;
        if (v_343) {
#line 199 "tilelang/ops/decode_kernels.py"
          const half v_344 = dequant_1[l_4];
#line 623 "tilelang/ops/decode_kernels.py"
          r_13 = v_344;
        } else {
          r_13 = tl::from_f<half>(0.0f);
        }
        half r_14;
        if (v_338) {
#line 199 "tilelang/ops/decode_kernels.py"
          const half v_345 = dequant_1[l_5];
#line 623 "tilelang/ops/decode_kernels.py"
          r_14 = v_345;
        } else {
          r_14 = tl::from_f<half>(0.0f);
        }
        half r_15;
        if (v_343) {
#line 199 "tilelang/ops/decode_kernels.py"
          const half v_346 = dequant_1[l_6];
#line 623 "tilelang/ops/decode_kernels.py"
          r_15 = v_346;
        } else {
          r_15 = tl::from_f<half>(0.0f);
        }
#line 622 "tilelang/ops/decode_kernels.py"
        const tl::vec<half, 8> v_347 = tl::vec<half, 8>{{r_8, r_9, r_10, r_11, r_12, r_13, r_14, r_15}};
        *reinterpret_cast<tl::vec<half, 8>*>((V_f + v_320)) = v_347;
      }
#line 621 "tilelang/ops/decode_kernels.py"
    } else {
#line 626 "tilelang/ops/decode_kernels.py"
      alignas(16) half dequant_2[64];
      const int v_348 = (v_121 * 8);
      const int v_349 = (v_153 + v_348);
      const unsigned v_350 = *reinterpret_cast<const unsigned*>((Vq_s + (v_124) * 128 + v_349));
      const unsigned v_351 = *reinterpret_cast<const unsigned*>((Vq_s + (v_125) * 128 + v_349));
      const unsigned v_352 = (v_350 & 65535u);
      const unsigned v_353 = (v_351 << 16u);
      const unsigned v_354 = (v_352 | v_353);
      tl_dw_float8_e4m3fn_cvt_f16(dequant_2 + 0, v_354);
      const unsigned v_355 = (v_350 >> 16u);
      const unsigned v_356 = (v_351 & 4294901760u);
      const unsigned v_357 = (v_355 | v_356);
      tl_dw_float8_e4m3fn_cvt_f16(dequant_2 + 16, v_357);
      const unsigned v_358 = *reinterpret_cast<const unsigned*>((Vq_s + (v_144) * 128 + v_349));
      const unsigned v_359 = *reinterpret_cast<const unsigned*>((Vq_s + (v_145) * 128 + v_349));
      const unsigned v_360 = (v_358 & 65535u);
      const unsigned v_361 = (v_359 << 16u);
      const unsigned v_362 = (v_360 | v_361);
      tl_dw_float8_e4m3fn_cvt_f16(dequant_2 + 4, v_362);
      const unsigned v_363 = (v_358 >> 16u);
      const unsigned v_364 = (v_359 & 4294901760u);
      const unsigned v_365 = (v_363 | v_364);
      tl_dw_float8_e4m3fn_cvt_f16(dequant_2 + 20, v_365);
      const unsigned v_366 = *reinterpret_cast<const unsigned*>((Vq_s + (v_129) * 128 + v_349));
      const int v_367 = (v_124 + 17);
      const unsigned v_368 = *reinterpret_cast<const unsigned*>((Vq_s + (v_367) * 128 + v_349));
      const unsigned v_369 = (v_366 & 65535u);
      const unsigned v_370 = (v_368 << 16u);
      const unsigned v_371 = (v_369 | v_370);
      tl_dw_float8_e4m3fn_cvt_f16(dequant_2 + 8, v_371);
      const unsigned v_372 = (v_366 >> 16u);
      const unsigned v_373 = (v_368 & 4294901760u);
      const unsigned v_374 = (v_372 | v_373);
      tl_dw_float8_e4m3fn_cvt_f16(dequant_2 + 24, v_374);
      const int v_375 = (v_124 + 24);
      const unsigned v_376 = *reinterpret_cast<const unsigned*>((Vq_s + (v_375) * 128 + v_349));
      const int v_377 = (v_124 + 25);
      const unsigned v_378 = *reinterpret_cast<const unsigned*>((Vq_s + (v_377) * 128 + v_349));
      const unsigned v_379 = (v_376 & 65535u);
      const unsigned v_380 = (v_378 << 16u);
      const unsigned v_381 = (v_379 | v_380);
      tl_dw_float8_e4m3fn_cvt_f16(dequant_2 + 12, v_381);
      const unsigned v_382 = (v_376 >> 16u);
      const unsigned v_383 = (v_378 & 4294901760u);
      const unsigned v_384 = (v_382 | v_383);
      tl_dw_float8_e4m3fn_cvt_f16(dequant_2 + 28, v_384);
      const int v_385 = (v_349 + 4);
      const unsigned v_386 = *reinterpret_cast<const unsigned*>((Vq_s + (v_124) * 128 + v_385));
      const unsigned v_387 = *reinterpret_cast<const unsigned*>((Vq_s + (v_125) * 128 + v_385));
      const unsigned v_388 = (v_386 & 65535u);
      const unsigned v_389 = (v_387 << 16u);
      const unsigned v_390 = (v_388 | v_389);
      tl_dw_float8_e4m3fn_cvt_f16(dequant_2 + 32, v_390);
      const unsigned v_391 = (v_386 >> 16u);
      const unsigned v_392 = (v_387 & 4294901760u);
      const unsigned v_393 = (v_391 | v_392);
      tl_dw_float8_e4m3fn_cvt_f16(dequant_2 + 48, v_393);
      const unsigned v_394 = *reinterpret_cast<const unsigned*>((Vq_s + (v_144) * 128 + v_385));
      const unsigned v_395 = *reinterpret_cast<const unsigned*>((Vq_s + (v_145) * 128 + v_385));
      const unsigned v_396 = (v_394 & 65535u);
      const unsigned v_397 = (v_395 << 16u);
      const unsigned v_398 = (v_396 | v_397);
      tl_dw_float8_e4m3fn_cvt_f16(dequant_2 + 36, v_398);
      const unsigned v_399 = (v_394 >> 16u);
      const unsigned v_400 = (v_395 & 4294901760u);
      const unsigned v_401 = (v_399 | v_400);
      tl_dw_float8_e4m3fn_cvt_f16(dequant_2 + 52, v_401);
      const unsigned v_402 = *reinterpret_cast<const unsigned*>((Vq_s + (v_129) * 128 + v_385));
      const unsigned v_403 = *reinterpret_cast<const unsigned*>((Vq_s + (v_367) * 128 + v_385));
      const unsigned v_404 = (v_402 & 65535u);
      const unsigned v_405 = (v_403 << 16u);
      const unsigned v_406 = (v_404 | v_405);
      tl_dw_float8_e4m3fn_cvt_f16(dequant_2 + 40, v_406);
      const unsigned v_407 = (v_402 >> 16u);
      const unsigned v_408 = (v_403 & 4294901760u);
      const unsigned v_409 = (v_407 | v_408);
      tl_dw_float8_e4m3fn_cvt_f16(dequant_2 + 56, v_409);
      const unsigned v_410 = *reinterpret_cast<const unsigned*>((Vq_s + (v_375) * 128 + v_385));
      const unsigned v_411 = *reinterpret_cast<const unsigned*>((Vq_s + (v_377) * 128 + v_385));
      const unsigned v_412 = (v_410 & 65535u);
      const unsigned v_413 = (v_411 << 16u);
      const unsigned v_414 = (v_412 | v_413);
      tl_dw_float8_e4m3fn_cvt_f16(dequant_2 + 44, v_414);
      const unsigned v_415 = (v_410 >> 16u);
      const unsigned v_416 = (v_411 & 4294901760u);
      const unsigned v_417 = (v_415 | v_416);
      tl_dw_float8_e4m3fn_cvt_f16(dequant_2 + 60, v_417);
      #pragma unroll
      for (int l_v_3 = 0; l_v_3 < 8; l_v_3 += 1) {
        const int v_418 = (l_v_3 * 8);
#line 199 "tilelang/ops/decode_kernels.py"
        const tl::vec<half, 8> v_419 = *reinterpret_cast<const tl::vec<half, 8>*>((dequant_2 + v_418));
#line 626 "tilelang/ops/decode_kernels.py"
        *reinterpret_cast<tl::vec<half, 8>*>((V_f + v_418)) = v_419;
      }
#line 621 "tilelang/ops/decode_kernels.py"
    }
#line 632 "tilelang/ops/decode_kernels.py"
    const tl::vec<float, 4> v_420 = tl::vec<float, 4>{{0.0f, 0.0f, 0.0f, 0.0f}};
    *reinterpret_cast<tl::vec<float, 4>*>((acc_s + 0)) = v_420;
#line 633 "tilelang/ops/decode_kernels.py"
    alignas(16) half a_regs[8];
    alignas(16) half b_regs[4];
    alignas(16) float c_odd[4];
    *reinterpret_cast<tl::vec<float, 4>*>((c_odd + 0)) = v_420;
    for (int kk = 0; kk < 4; kk += 1) {
      const int v_421 = (kk * 2);
      const int v_422 = (v_421 * 16);
      const int v_423 = (v_422 + v_149);
      const int v_424 = (v_423 ^ v_150);
      tl::ldmatrix<2, false>(b_regs + 0, (Q_s + (v_146) * 128 + v_424));
      const int v_425 = (v_421 * 8);
      const half v_426 = K_f[v_425];
      a_regs[0] = v_426;
      const int v_427 = (v_425 + 1);
      const half v_428 = K_f[v_427];
      a_regs[1] = v_428;
      const int v_429 = (v_425 + 2);
      const half v_430 = K_f[v_429];
      a_regs[2] = v_430;
      const int v_431 = (v_425 + 3);
      const half v_432 = K_f[v_431];
      a_regs[3] = v_432;
      const int v_433 = (v_425 + 4);
      const half v_434 = K_f[v_433];
      a_regs[4] = v_434;
      const int v_435 = (v_425 + 5);
      const half v_436 = K_f[v_435];
      a_regs[5] = v_436;
      const int v_437 = (v_425 + 6);
      const half v_438 = K_f[v_437];
      a_regs[6] = v_438;
      const int v_439 = (v_425 + 7);
      const half v_440 = K_f[v_439];
      a_regs[7] = v_440;
      tl::mma_m16n8k16(a_regs + 0, b_regs + 0, acc_s + 0);
      const int v_441 = (v_421 + 1);
      const int v_442 = (v_423 + 16);
      const int v_443 = (v_442 ^ v_150);
      tl::ldmatrix<2, false>(b_regs + 0, (Q_s + (v_146) * 128 + v_443));
      const int v_444 = (v_441 * 8);
      const half v_445 = K_f[v_444];
      a_regs[0] = v_445;
      const int v_446 = (v_444 + 1);
      const half v_447 = K_f[v_446];
      a_regs[1] = v_447;
      const int v_448 = (v_444 + 2);
      const half v_449 = K_f[v_448];
      a_regs[2] = v_449;
      const int v_450 = (v_444 + 3);
      const half v_451 = K_f[v_450];
      a_regs[3] = v_451;
      const int v_452 = (v_444 + 4);
      const half v_453 = K_f[v_452];
      a_regs[4] = v_453;
      const int v_454 = (v_444 + 5);
      const half v_455 = K_f[v_454];
      a_regs[5] = v_455;
      const int v_456 = (v_444 + 6);
      const half v_457 = K_f[v_456];
      a_regs[6] = v_457;
      const int v_458 = (v_444 + 7);
      const half v_459 = K_f[v_458];
      a_regs[7] = v_459;
      tl::mma_m16n8k16(a_regs + 0, b_regs + 0, c_odd + 0);
    }
    const tl::vec<float, 4> v_460 = *reinterpret_cast<const tl::vec<float, 4>*>((acc_s + 0));
    const float v_461 = v_460.v[0];
    const tl::vec<float, 4> v_462 = *reinterpret_cast<const tl::vec<float, 4>*>((c_odd + 0));
    const float v_463 = v_462.v[0];
    const float v_464 = (v_461 + v_463);
    const float v_465 = v_460.v[1];
    const float v_466 = v_462.v[1];
    const float v_467 = (v_465 + v_466);
    const float v_468 = v_460.v[2];
    const float v_469 = v_462.v[2];
    const float v_470 = (v_468 + v_469);
    const float v_471 = v_460.v[3];
    const float v_472 = v_462.v[3];
    const float v_473 = (v_471 + v_472);
    const tl::vec<float, 4> v_474 = tl::vec<float, 4>{{v_464, v_467, v_470, v_473}};
    *reinterpret_cast<tl::vec<float, 4>*>((acc_s + 0)) = v_474;
#line 147 "tilelang/ops/decode_kernels.py"
    const int v_475 = v_122;
    const int v_476 = (t0 + v_475);
    const bool v_477 = (v_476 < len_k);
#line 636 "tilelang/ops/decode_kernels.py"
    float r_16;
    if (v_477) {
#line 637 "tilelang/ops/decode_kernels.py"
      const float v_478 = acc_s[0];
      const float v_479 = ks_f[0];
      const float v_480 = (v_478 * v_479);
#line 636 "tilelang/ops/decode_kernels.py"
      r_16 = v_480;
    } else {
#line 638 "tilelang/ops/decode_kernels.py"
      const float v_481 = (-__int_as_float(0x7f800000));
#line 636 "tilelang/ops/decode_kernels.py"
      r_16 = v_481;
    }
    float r_17;
    if (v_477) {
#line 637 "tilelang/ops/decode_kernels.py"
      const float v_482 = acc_s[1];
      const float v_483 = ks_f[1];
      const float v_484 = (v_482 * v_483);
#line 636 "tilelang/ops/decode_kernels.py"
      r_17 = v_484;
    } else {
#line 638 "tilelang/ops/decode_kernels.py"
      const float v_485 = (-__int_as_float(0x7f800000));
#line 636 "tilelang/ops/decode_kernels.py"
      r_17 = v_485;
    }
#line 147 "tilelang/ops/decode_kernels.py"
    const int v_486 = v_126;
    const int v_487 = (t0 + v_486);
    const bool v_488 = (v_487 < len_k);
#line 636 "tilelang/ops/decode_kernels.py"
    float r_18;
    if (v_488) {
#line 637 "tilelang/ops/decode_kernels.py"
      const float v_489 = acc_s[2];
      const float v_490 = ks_f[2];
      const float v_491 = (v_489 * v_490);
#line 636 "tilelang/ops/decode_kernels.py"
      r_18 = v_491;
    } else {
#line 638 "tilelang/ops/decode_kernels.py"
      const float v_492 = (-__int_as_float(0x7f800000));
#line 636 "tilelang/ops/decode_kernels.py"
      r_18 = v_492;
    }
    float r_19;
    if (v_488) {
#line 637 "tilelang/ops/decode_kernels.py"
      const float v_493 = acc_s[3];
      const float v_494 = ks_f[3];
      const float v_495 = (v_493 * v_494);
#line 636 "tilelang/ops/decode_kernels.py"
      r_19 = v_495;
    } else {
#line 638 "tilelang/ops/decode_kernels.py"
      const float v_496 = (-__int_as_float(0x7f800000));
#line 636 "tilelang/ops/decode_kernels.py"
      r_19 = v_496;
    }
#line 635 "tilelang/ops/decode_kernels.py"
    const tl::vec<float, 4> v_497 = tl::vec<float, 4>{{r_16, r_17, r_18, r_19}};
    *reinterpret_cast<tl::vec<float, 4>*>((acc_s + 0)) = v_497;
#line 681 "tilelang/ops/decode_kernels.py"
    const tl::vec<float, 2> v_498 = *reinterpret_cast<const tl::vec<float, 2>*>((m_cur + 0));
    *reinterpret_cast<tl::vec<float, 2>*>((m_prev + 0)) = v_498;
#line 682 "tilelang/ops/decode_kernels.py"
    #pragma unroll
    for (int p = 0; p < 2; p += 1) {
      const float v_499 = acc_s[p];
      const int v_500 = (p + 2);
      const float v_501 = acc_s[v_500];
      const float v_502 = fmaxf(v_499, v_501);
      const float v_503 = tl::shfl<0>(v_502, 4, 32);
      const float v_504 = fmaxf(v_502, v_503);
      const float v_505 = tl::shfl<0>(v_504, 8, 32);
      const float v_506 = fmaxf(v_504, v_505);
      const float v_507 = tl::shfl<0>(v_506, 16, 32);
      const float v_508 = fmaxf(v_506, v_507);
      if (v_152) {
        const int v_509 = (v_124 + p);
        reduce_partials[(v_509) * 2 + v_118] = v_508;
      }
    }
    __syncthreads();
    const float v_510 = reduce_partials[(v_124) * 2 + 0];
    const float v_511 = reduce_partials[(v_124) * 2 + 1];
    const float v_512 = fmaxf(v_510, v_511);
    const tl::vec<float, 2> v_513 = *reinterpret_cast<const tl::vec<float, 2>*>((m_cur + 0));
    const float v_514 = v_513.v[0];
    const float v_515 = fmaxf(v_514, v_512);
    const float v_516 = reduce_partials[(v_125) * 2 + 0];
    const float v_517 = reduce_partials[(v_125) * 2 + 1];
    const float v_518 = fmaxf(v_516, v_517);
    const float v_519 = v_513.v[1];
    const float v_520 = fmaxf(v_519, v_518);
    const tl::vec<float, 2> v_521 = tl::vec<float, 2>{{v_515, v_520}};
    *reinterpret_cast<tl::vec<float, 2>*>((m_cur + 0)) = v_521;
#line 684 "tilelang/ops/decode_kernels.py"
    const tl::vec<float, 4> v_522 = *reinterpret_cast<const tl::vec<float, 4>*>((acc_s + 0));
    const float v_523 = v_522.v[0];
    const float v_524 = (v_523 * 0.127517431974411f);
    const tl::vec<float, 2> v_525 = *reinterpret_cast<const tl::vec<float, 2>*>((m_cur + 0));
    const float v_526 = v_525.v[0];
    const float v_527 = (v_526 * 0.127517431974411f);
    const float v_528 = (v_524 - v_527);
    const float v_529 = exp2f(v_528);
    const float v_530 = v_522.v[1];
    const float v_531 = (v_530 * 0.127517431974411f);
    const float v_532 = v_525.v[1];
    const float v_533 = (v_532 * 0.127517431974411f);
    const float v_534 = (v_531 - v_533);
    const float v_535 = exp2f(v_534);
    const float v_536 = v_522.v[2];
    const float v_537 = (v_536 * 0.127517431974411f);
    const tl::vec<float, 2> v_538 = *reinterpret_cast<const tl::vec<float, 2>*>((m_cur + 0));
    const float v_539 = v_538.v[0];
    const float v_540 = (v_539 * 0.127517431974411f);
    const float v_541 = (v_537 - v_540);
    const float v_542 = exp2f(v_541);
    const float v_543 = v_522.v[3];
    const float v_544 = (v_543 * 0.127517431974411f);
    const float v_545 = v_538.v[1];
    const float v_546 = (v_545 * 0.127517431974411f);
    const float v_547 = (v_544 - v_546);
    const float v_548 = exp2f(v_547);
#line 683 "tilelang/ops/decode_kernels.py"
    const tl::vec<float, 4> v_549 = tl::vec<float, 4>{{v_529, v_535, v_542, v_548}};
    *reinterpret_cast<tl::vec<float, 4>*>((acc_s + 0)) = v_549;
#line 686 "tilelang/ops/decode_kernels.py"
    const tl::vec<float, 2> v_550 = *reinterpret_cast<const tl::vec<float, 2>*>((m_prev + 0));
    const float v_551 = v_550.v[0];
    const float v_552 = (v_551 * 0.127517431974411f);
    const tl::vec<float, 2> v_553 = *reinterpret_cast<const tl::vec<float, 2>*>((m_cur + 0));
    const float v_554 = v_553.v[0];
    const float v_555 = (v_554 * 0.127517431974411f);
    const float v_556 = (v_552 - v_555);
    const float v_557 = exp2f(v_556);
    const float v_558 = v_550.v[1];
    const float v_559 = (v_558 * 0.127517431974411f);
    const float v_560 = v_553.v[1];
    const float v_561 = (v_560 * 0.127517431974411f);
    const float v_562 = (v_559 - v_561);
    const float v_563 = exp2f(v_562);
#line 685 "tilelang/ops/decode_kernels.py"
    const tl::vec<float, 2> v_564 = tl::vec<float, 2>{{v_557, v_563}};
    *reinterpret_cast<tl::vec<float, 2>*>((m_prev + 0)) = v_564;
#line 691 "tilelang/ops/decode_kernels.py"
    #pragma unroll
    for (int p_1 = 0; p_1 < 2; p_1 += 1) {
      const float v_565 = acc_s[p_1];
      const int v_566 = (p_1 + 2);
      const float v_567 = acc_s[v_566];
      const float v_568 = (v_565 + v_567);
      const float v_569 = tl::shfl<0>(v_568, 4, 32);
      const float v_570 = (v_568 + v_569);
      const float v_571 = tl::shfl<0>(v_570, 8, 32);
      const float v_572 = (v_570 + v_571);
      const float v_573 = tl::shfl<0>(v_572, 16, 32);
      const float v_574 = (v_572 + v_573);
      if (v_152) {
        const int v_575 = (v_124 + p_1);
        reduce_partials_1[(v_575) * 2 + v_118] = v_574;
      }
    }
    __syncthreads();
    const float v_576 = reduce_partials_1[(v_124) * 2 + 0];
    const float v_577 = reduce_partials_1[(v_124) * 2 + 1];
    const float v_578 = (v_576 + v_577);
    const float v_579 = reduce_partials_1[(v_125) * 2 + 0];
    const float v_580 = reduce_partials_1[(v_125) * 2 + 1];
    const float v_581 = (v_579 + v_580);
    const tl::vec<float, 2> v_582 = tl::vec<float, 2>{{v_578, v_581}};
    *reinterpret_cast<tl::vec<float, 2>*>((l_blk + 0)) = v_582;
#line 694 "tilelang/ops/decode_kernels.py"
    const tl::vec<float, 4> v_583 = *reinterpret_cast<const tl::vec<float, 4>*>((acc_s + 0));
    const float v_584 = v_583.v[0];
    const tl::vec<float, 4> v_585 = *reinterpret_cast<const tl::vec<float, 4>*>((vs_f + 0));
    const float v_586 = v_585.v[0];
    const float v_587 = (v_584 * v_586);
    const float v_588 = v_583.v[1];
    const float v_589 = v_585.v[1];
    const float v_590 = (v_588 * v_589);
    const float v_591 = v_583.v[2];
    const float v_592 = v_585.v[2];
    const float v_593 = (v_591 * v_592);
    const float v_594 = v_583.v[3];
    const float v_595 = v_585.v[3];
    const float v_596 = (v_594 * v_595);
#line 693 "tilelang/ops/decode_kernels.py"
    const tl::vec<float, 4> v_597 = tl::vec<float, 4>{{v_587, v_590, v_593, v_596}};
    *reinterpret_cast<tl::vec<float, 4>*>((acc_s + 0)) = v_597;
#line 695 "tilelang/ops/decode_kernels.py"
    #pragma unroll
    for (int l_v_4 = 0; l_v_4 < 4; l_v_4 += 1) {
      const int v_598 = (l_v_4 * 4);
#line 696 "tilelang/ops/decode_kernels.py"
      const tl::vec<float, 4> v_599 = *reinterpret_cast<const tl::vec<float, 4>*>((acc_o + v_598));
      const float v_600 = v_599.v[0];
      const tl::vec<float, 2> v_601 = *reinterpret_cast<const tl::vec<float, 2>*>((m_prev + 0));
      const float v_602 = v_601.v[0];
      const float v_603 = (v_600 * v_602);
      const float v_604 = v_599.v[1];
      const float v_605 = v_601.v[1];
      const float v_606 = (v_604 * v_605);
      const float v_607 = v_599.v[2];
      const tl::vec<float, 2> v_608 = *reinterpret_cast<const tl::vec<float, 2>*>((m_prev + 0));
      const float v_609 = v_608.v[0];
      const float v_610 = (v_607 * v_609);
      const float v_611 = v_599.v[3];
      const float v_612 = v_608.v[1];
      const float v_613 = (v_611 * v_612);
#line 695 "tilelang/ops/decode_kernels.py"
      const tl::vec<float, 4> v_614 = tl::vec<float, 4>{{v_603, v_606, v_610, v_613}};
      *reinterpret_cast<tl::vec<float, 4>*>((acc_o + v_598)) = v_614;
    }
#line 699 "tilelang/ops/decode_kernels.py"
    const tl::vec<float, 2> v_615 = *reinterpret_cast<const tl::vec<float, 2>*>((l_sum + 0));
    const float v_616 = v_615.v[0];
    const tl::vec<float, 2> v_617 = *reinterpret_cast<const tl::vec<float, 2>*>((m_prev + 0));
    const float v_618 = v_617.v[0];
    const float v_619 = (v_616 * v_618);
    const tl::vec<float, 2> v_620 = *reinterpret_cast<const tl::vec<float, 2>*>((l_blk + 0));
    const float v_621 = v_620.v[0];
    const float v_622 = (v_619 + v_621);
    const float v_623 = v_615.v[1];
    const float v_624 = v_617.v[1];
    const float v_625 = (v_623 * v_624);
    const float v_626 = v_620.v[1];
    const float v_627 = (v_625 + v_626);
#line 698 "tilelang/ops/decode_kernels.py"
    const tl::vec<float, 2> v_628 = tl::vec<float, 2>{{v_622, v_627}};
    *reinterpret_cast<tl::vec<float, 2>*>((l_sum + 0)) = v_628;
#line 700 "tilelang/ops/decode_kernels.py"
    const tl::vec<float, 4> v_629 = *reinterpret_cast<const tl::vec<float, 4>*>((acc_s + 0));
    const float v_630 = v_629.v[0];
    const half v_631 = tl::cast<half>(v_630);
    const float v_632 = v_629.v[1];
    const half v_633 = tl::cast<half>(v_632);
    const tl::vec<half, 2> v_634 = tl::vec<half, 2>{{v_631, v_633}};
    *reinterpret_cast<tl::vec<half, 2>*>((P_s + (v_122) * 8 + v_124)) = v_634;
    const float v_635 = v_629.v[2];
    const half v_636 = tl::cast<half>(v_635);
    const float v_637 = v_629.v[3];
    const half v_638 = tl::cast<half>(v_637);
    const tl::vec<half, 2> v_639 = tl::vec<half, 2>{{v_636, v_638}};
    *reinterpret_cast<tl::vec<half, 2>*>((P_s + (v_126) * 8 + v_124)) = v_639;
    __syncthreads();
#line 701 "tilelang/ops/decode_kernels.py"
    alignas(16) half a_regs_1[32];
    alignas(16) half b_regs_1[4];
    for (int kk_1 = 0; kk_1 < 2; kk_1 += 1) {
      const int v_640 = (kk_1 * 16);
      const int v_641 = (v_640 + v_154);
      tl::ldmatrix<2, true>(b_regs_1 + 0, (P_s + (v_641) * 8 + 0));
      const int v_642 = (kk_1 * 8);
      const half v_643 = V_f[v_642];
      a_regs_1[0] = v_643;
      const int v_644 = (v_642 + 1);
      const half v_645 = V_f[v_644];
      a_regs_1[1] = v_645;
      const int v_646 = (v_642 + 2);
      const half v_647 = V_f[v_646];
      a_regs_1[2] = v_647;
      const int v_648 = (v_642 + 3);
      const half v_649 = V_f[v_648];
      a_regs_1[3] = v_649;
      const int v_650 = (v_642 + 4);
      const half v_651 = V_f[v_650];
      a_regs_1[4] = v_651;
      const int v_652 = (v_642 + 5);
      const half v_653 = V_f[v_652];
      a_regs_1[5] = v_653;
      const int v_654 = (v_642 + 6);
      const half v_655 = V_f[v_654];
      a_regs_1[6] = v_655;
      const int v_656 = (v_642 + 7);
      const half v_657 = V_f[v_656];
      a_regs_1[7] = v_657;
      const int v_658 = (v_642 + 16);
      const half v_659 = V_f[v_658];
      a_regs_1[8] = v_659;
      const int v_660 = (v_642 + 17);
      const half v_661 = V_f[v_660];
      a_regs_1[9] = v_661;
      const int v_662 = (v_642 + 18);
      const half v_663 = V_f[v_662];
      a_regs_1[10] = v_663;
      const int v_664 = (v_642 + 19);
      const half v_665 = V_f[v_664];
      a_regs_1[11] = v_665;
      const int v_666 = (v_642 + 20);
      const half v_667 = V_f[v_666];
      a_regs_1[12] = v_667;
      const int v_668 = (v_642 + 21);
      const half v_669 = V_f[v_668];
      a_regs_1[13] = v_669;
      const int v_670 = (v_642 + 22);
      const half v_671 = V_f[v_670];
      a_regs_1[14] = v_671;
      const int v_672 = (v_642 + 23);
      const half v_673 = V_f[v_672];
      a_regs_1[15] = v_673;
      const int v_674 = (v_642 + 32);
      const half v_675 = V_f[v_674];
      a_regs_1[16] = v_675;
      const int v_676 = (v_642 + 33);
      const half v_677 = V_f[v_676];
      a_regs_1[17] = v_677;
      const int v_678 = (v_642 + 34);
      const half v_679 = V_f[v_678];
      a_regs_1[18] = v_679;
      const int v_680 = (v_642 + 35);
      const half v_681 = V_f[v_680];
      a_regs_1[19] = v_681;
      const int v_682 = (v_642 + 36);
      const half v_683 = V_f[v_682];
      a_regs_1[20] = v_683;
      const int v_684 = (v_642 + 37);
      const half v_685 = V_f[v_684];
      a_regs_1[21] = v_685;
      const int v_686 = (v_642 + 38);
      const half v_687 = V_f[v_686];
      a_regs_1[22] = v_687;
      const int v_688 = (v_642 + 39);
      const half v_689 = V_f[v_688];
      a_regs_1[23] = v_689;
      const int v_690 = (v_642 + 48);
      const half v_691 = V_f[v_690];
      a_regs_1[24] = v_691;
      const int v_692 = (v_642 + 49);
      const half v_693 = V_f[v_692];
      a_regs_1[25] = v_693;
      const int v_694 = (v_642 + 50);
      const half v_695 = V_f[v_694];
      a_regs_1[26] = v_695;
      const int v_696 = (v_642 + 51);
      const half v_697 = V_f[v_696];
      a_regs_1[27] = v_697;
      const int v_698 = (v_642 + 52);
      const half v_699 = V_f[v_698];
      a_regs_1[28] = v_699;
      const int v_700 = (v_642 + 53);
      const half v_701 = V_f[v_700];
      a_regs_1[29] = v_701;
      const int v_702 = (v_642 + 54);
      const half v_703 = V_f[v_702];
      a_regs_1[30] = v_703;
      const int v_704 = (v_642 + 55);
      const half v_705 = V_f[v_704];
      a_regs_1[31] = v_705;
      tl::mma_m16n8k16(a_regs_1 + 0, b_regs_1 + 0, acc_o + 0);
      tl::mma_m16n8k16(a_regs_1 + 8, b_regs_1 + 0, acc_o + 4);
      tl::mma_m16n8k16(a_regs_1 + 16, b_regs_1 + 0, acc_o + 8);
      tl::mma_m16n8k16(a_regs_1 + 24, b_regs_1 + 0, acc_o + 12);
    }
#line 612 "tilelang/ops/decode_kernels.py"
  }
#line 705 "tilelang/ops/decode_kernels.py"
  const bool v_706 = (v_124 < 4);
#line 704 "tilelang/ops/decode_kernels.py"
  #pragma unroll
  for (int l_v_5 = 0; l_v_5 < 8; l_v_5 += 1) {
    const int v_707 = (l_v_5 * 2);
    const int l_7 = (v_707 + 1);
    const int v_708 = (l_v_5 / 2);
    const int v_709 = (v_708 * 16);
    const int v_710 = (v_153 + v_709);
    const int v_711 = (v_710 + v_121);
    const int v_712 = (l_v_5 % 2);
    const int v_713 = (v_712 * 8);
    const int v_714 = (v_711 + v_713);
#line 705 "tilelang/ops/decode_kernels.py"
    if (v_706) {
#line 707 "tilelang/ops/decode_kernels.py"
      const tl::vec<float, 2> v_715 = *reinterpret_cast<const tl::vec<float, 2>*>((l_sum + 0));
      const float v_716 = v_715.v[0];
      const bool v_717 = (v_716 > 0.0f);
#line 706 "tilelang/ops/decode_kernels.py"
      float r_20;
      if (v_717) {
#line 707 "tilelang/ops/decode_kernels.py"
        const float v_718 = acc_o[v_707];
        const float v_719 = l_sum[0];
        const float v_720 = (v_718 / v_719);
#line 706 "tilelang/ops/decode_kernels.py"
        r_20 = v_720;
      } else {
        r_20 = 0.0f;
      }
#line 363 "tilelang/ops/decode_kernels.py"
      const int v_721 = (v_124 / 4);
#line 370 "tilelang/ops/decode_kernels.py"
      const int v_722 = ((int)blockIdx.y * 4);
      const int v_723 = (v_124 % 4);
      const int v_724 = (v_722 + v_723);
#line 284 "tilelang/ops/decode_kernels.py"
      const int v_725 = (v_121 * 8);
      const int v_726 = (v_153 + v_725);
      const int v_727 = (v_714 % 64);
      const int v_728 = (v_727 / 8);
      const int v_729 = (v_726 + v_728);
#line 706 "tilelang/ops/decode_kernels.py"
      Opart[(((((int)blockIdx.z) * 1 + v_721) * 32 + v_724) * 5 + (int)blockIdx.x) * 128 + v_729] = r_20;
#line 707 "tilelang/ops/decode_kernels.py"
      const float v_730 = v_715.v[1];
      const bool v_731 = (v_730 > 0.0f);
#line 706 "tilelang/ops/decode_kernels.py"
      float r_21;
      if (v_731) {
#line 707 "tilelang/ops/decode_kernels.py"
        const float v_732 = acc_o[l_7];
        const float v_733 = l_sum[1];
        const float v_734 = (v_732 / v_733);
#line 706 "tilelang/ops/decode_kernels.py"
        r_21 = v_734;
      } else {
        r_21 = 0.0f;
      }
#line 370 "tilelang/ops/decode_kernels.py"
      const int v_735 = (v_724 + 1);
#line 706 "tilelang/ops/decode_kernels.py"
      Opart[(((((int)blockIdx.z) * 1 + v_721) * 32 + v_735) * 5 + (int)blockIdx.x) * 128 + v_729] = r_21;
#line 705 "tilelang/ops/decode_kernels.py"
    }
#line 704 "tilelang/ops/decode_kernels.py"
  }
#line 708 "tilelang/ops/decode_kernels.py"
  const bool v_736 = (tid == v_123);
  #pragma unroll
  for (int l_8 = 0; l_8 < 2; l_8 += 1) {
    const int v_737 = (v_124 + l_8);
    if (v_736) {
#line 709 "tilelang/ops/decode_kernels.py"
      const bool v_738 = (v_737 < 4);
      if (v_738) {
#line 711 "tilelang/ops/decode_kernels.py"
        const float v_739 = l_sum[l_8];
        const bool v_740 = (v_739 > 0.0f);
#line 710 "tilelang/ops/decode_kernels.py"
        float r_22;
        if (v_740) {
#line 711 "tilelang/ops/decode_kernels.py"
          const float v_741 = m_cur[l_8];
          const float v_742 = (v_741 * 0.127517431974411f);
          const float v_743 = l_sum[l_8];
          const float v_744 = log2f(v_743);
          const float v_745 = (v_742 + v_744);
#line 710 "tilelang/ops/decode_kernels.py"
          r_22 = v_745;
        } else {
#line 711 "tilelang/ops/decode_kernels.py"
          const float v_746 = (-__int_as_float(0x7f800000));
#line 710 "tilelang/ops/decode_kernels.py"
          r_22 = v_746;
        }
#line 363 "tilelang/ops/decode_kernels.py"
        const int v_747 = (v_737 / 4);
#line 370 "tilelang/ops/decode_kernels.py"
        const int v_748 = ((int)blockIdx.y * 4);
        const int v_749 = (v_737 % 4);
        const int v_750 = (v_748 + v_749);
#line 710 "tilelang/ops/decode_kernels.py"
        Lse[((((int)blockIdx.z) * 1 + v_747) * 32 + v_750) * 5 + (int)blockIdx.x] = r_22;
#line 709 "tilelang/ops/decode_kernels.py"
      }
#line 708 "tilelang/ops/decode_kernels.py"
    }
  }
}
