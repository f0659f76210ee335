// lowbit_matmul: a (16, 8192) float16, weight (8192, 8192) uint2 prepared, group 128, no zeros; sm_90a
// plan: gemm {"block_M": 16, "block_N": 64, "block_K": 256, "num_stages": 3, "threads": 128, "split_k": 4, "swizzle": 0, "b_wgmma": true, "weight_eviction": "evict_first", "activation_eviction": "evict_last", "scale_acc": true, "unroll_stages": true}
// written by `python scripts/update_golden.py` (never by hand): the CUDA source after prelude.cuh and a blank line, #line paths repository-relative
// uint2_minus2 -> float16: int decode, 17 instructions per word of 16 codes (1.06 per value)
template <class T> __device__ __forceinline__ void tl_dw_uint2_minus2_f16(T* dst, const unsigned w) {
  unsigned* d = reinterpret_cast<unsigned*>(dst);
  unsigned h0; asm("lop3.b32 %0, %1, %2, %3, 0x6a;" : "=r"(h0) : "r"(w), "r"(0x00030003u), "r"(0x64006400u));
  unsigned o0; asm("fma.rn.f16x2 %0, %1, %2, %3;" : "=r"(o0) : "r"(h0), "r"(0x3c003c00u), "r"(0xe402e402u));
  unsigned h1; asm("lop3.b32 %0, %1, %2, %3, 0x6a;" : "=r"(h1) : "r"(w), "r"(0x000c000cu), "r"(0x64006400u));
  unsigned o1; asm("fma.rn.f16x2 %0, %1, %2, %3;" : "=r"(o1) : "r"(h1), "r"(0x34003400u), "r"(0xdc08dc08u));
  unsigned h2; asm("lop3.b32 %0, %1, %2, %3, 0x6a;" : "=r"(h2) : "r"(w), "r"(0x00300030u), "r"(0x64006400u));
  unsigned o2; asm("fma.rn.f16x2 %0, %1, %2, %3;" : "=r"(o2) : "r"(h2), "r"(0x2c002c00u), "r"(0xd420d420u));
  unsigned h3; asm("lop3.b32 %0, %1, %2, %3, 0x6a;" : "=r"(h3) : "r"(w), "r"(0x00c000c0u), "r"(0x64006400u));
  unsigned o3; asm("fma.rn.f16x2 %0, %1, %2, %3;" : "=r"(o3) : "r"(h3), "r"(0x24002400u), "r"(0xcc80cc80u));
  unsigned h4; asm("lop3.b32 %0, %1, %2, %3, 0x6a;" : "=r"(h4) : "r"(w), "r"(0x03000300u), "r"(0x64006400u));
  unsigned o4; asm("fma.rn.f16x2 %0, %1, %2, %3;" : "=r"(o4) : "r"(h4), "r"(0x1c001c00u), "r"(0xc600c600u));
  const unsigned v5 = w >> 10;
  unsigned h5; asm("lop3.b32 %0, %1, %2, %3, 0x6a;" : "=r"(h5) : "r"(v5), "r"(0x00030003u), "r"(0x64006400u));
  unsigned o5; asm("fma.rn.f16x2 %0, %1, %2, %3;" : "=r"(o5) : "r"(h5), "r"(0x3c003c00u), "r"(0xe402e402u));
  unsigned h6; asm("lop3.b32 %0, %1, %2, %3, 0x6a;" : "=r"(h6) : "r"(v5), "r"(0x000c000cu), "r"(0x64006400u));
  unsigned o6; asm("fma.rn.f16x2 %0, %1, %2, %3;" : "=r"(o6) : "r"(h6), "r"(0x34003400u), "r"(0xdc08dc08u));
  unsigned h7; asm("lop3.b32 %0, %1, %2, %3, 0x6a;" : "=r"(h7) : "r"(v5), "r"(0x00300030u), "r"(0x64006400u));
  unsigned o7; asm("fma.rn.f16x2 %0, %1, %2, %3;" : "=r"(o7) : "r"(h7), "r"(0x2c002c00u), "r"(0xd420d420u));
  d[0] = o0;
  d[1] = o1;
  d[2] = o2;
  d[3] = o3;
  d[4] = o4;
  d[5] = o5;
  d[6] = o6;
  d[7] = o7;
}

#line 490 "tilelang/ops/lowbit_kernels.py"
extern "C" __global__ void __launch_bounds__(128) gemm_kernel(half* __restrict__ A, unsigned char* __restrict__ B, half* __restrict__ Scales, half* __restrict__ C, float* __restrict__ Work, int* __restrict__ Arrivals, const __grid_constant__ tl::TensorMap A_tmap) {
  extern __shared__ __align__(1024) unsigned char tl_smem[];
  const int tid = (int)threadIdx.x;
#line 405 "tilelang/ops/lowbit_kernels.py"
  unsigned long long* const tma_bar = reinterpret_cast<unsigned long long*>(tl_smem + 37888);
  if (threadIdx.x == 0 && threadIdx.y == 0 && threadIdx.z == 0) {
    for (int i = 0; i < 3; ++i) tl::mbar_init(tma_bar + i, 1);
    tl::fence_mbar_init();
  }
#line 363 "tilelang/ops/lowbit_kernels.py"
  half* const A_s = reinterpret_cast<half*>(tl_smem + 0);
#line 364 "tilelang/ops/lowbit_kernels.py"
  unsigned char* const B_s = reinterpret_cast<unsigned char*>(tl_smem + 24576);
#line 365 "tilelang/ops/lowbit_kernels.py"
  half* const S_s = reinterpret_cast<half*>(tl_smem + 36864);
#line 367 "tilelang/ops/lowbit_kernels.py"
  alignas(16) half B_f[128];
#line 368 "tilelang/ops/lowbit_kernels.py"
  tl::fence_proxy_async();
  __syncthreads();
#line 369 "tilelang/ops/lowbit_kernels.py"
  alignas(16) float C_f[8];
#line 370 "tilelang/ops/lowbit_kernels.py"
  alignas(16) float C_step[8];
#line 371 "tilelang/ops/lowbit_kernels.py"
  alignas(16) float C2_step[8];
#line 473 "tilelang/ops/lowbit_kernels.py"
  #pragma unroll
  for (int l_v = 0; l_v < 2; l_v += 1) {
    const int v = (l_v * 4);
    const tl::vec<float, 4> v_1 = tl::vec<float, 4>{{0.0f, 0.0f, 0.0f, 0.0f}};
    *reinterpret_cast<tl::vec<float, 4>*>((C_f + v)) = v_1;
  }
#line 476 "tilelang/ops/lowbit_kernels.py"
  const int v_2 = ((int)blockIdx.z * 8);
  const int k0 = (v_2 * 256);
#line 405 "tilelang/ops/lowbit_kernels.py"
  const int v_3 = ((int)blockIdx.y * 16);
  const bool v_4 = (tid == 0);
#line 406 "tilelang/ops/lowbit_kernels.py"
  const int g0 = (k0 / 128);
#line 407 "tilelang/ops/lowbit_kernels.py"
  const int v_5 = ((int)blockIdx.x * 64);
#line 413 "tilelang/ops/lowbit_kernels.py"
  const int v_6 = (g0 + 2);
  const bool v_7 = (tid < 16);
#line 418 "tilelang/ops/lowbit_kernels.py"
  const int v_8 = (tid / 32);
  const int v_9 = (v_8 * 16);
  const int v_10 = (tid % 32);
  const int v_11 = (v_10 / 4);
  const int v_12 = (v_9 + v_11);
  const int v_13 = (tid % 4);
  const int v_14 = (v_13 * 2);
  const int v_15 = (v_13 * 16);
  const int v_16 = (v_12 / 2);
  const int v_17 = (v_16 % 4);
  const int v_18 = (v_17 * 64);
  const int v_19 = (v_15 ^ v_18);
  const int v_20 = tl::floordiv(v_19, 16);
  const int v_21 = (v_20 * 4);
  const int v_22 = (v_12 + 8);
  const int v_23 = (v_15 + 64);
  const int v_24 = (v_23 ^ v_18);
  const int v_25 = tl::floordiv(v_24, 16);
  const int v_26 = (v_25 * 4);
  const int v_27 = (v_15 + 128);
  const int v_28 = (v_27 ^ v_18);
  const int v_29 = tl::floordiv(v_28, 16);
  const int v_30 = (v_29 * 4);
  const int v_31 = (v_15 + 192);
  const int v_32 = (v_31 ^ v_18);
  const int v_33 = tl::floordiv(v_32, 16);
  const int v_34 = (v_33 * 4);
#line 405 "tilelang/ops/lowbit_kernels.py"
  if (v_4) {
    tl::mbar_expect_tx((tma_bar + 0), 8192);
    tl::tma_load<2>((A_s + 0), &A_tmap, (tma_bar + 0), k0, v_3);
    tl::tma_load<2>((unsigned char*)(A_s + 0) + 2048, &A_tmap, (tma_bar + 0), k0 + 64, v_3);
    tl::tma_load<2>((unsigned char*)(A_s + 0) + 4096, &A_tmap, (tma_bar + 0), k0 + 128, v_3);
    tl::tma_load<2>((unsigned char*)(A_s + 0) + 6144, &A_tmap, (tma_bar + 0), k0 + 192, v_3);
  }
#line 407 "tilelang/ops/lowbit_kernels.py"
  const int v_35 = (v_13 * 64);
  const int v_36 = (v_35 + k0);
  const int v_37 = (v_35 ^ v_18);
  const int v_38 = (v_37 * 2);
  const int v_39 = tl::floordiv(v_38, 8);
  const int v_40 = (v_36 * 2);
  const int v_41 = (v_40 / 8);
  for (int k = 0; k < 2; k += 1) {
    const int v_42 = (k * 128);
    const int v_43 = (v_42 + tid);
    const int v_44 = (v_43 / 4);
    const int v_45 = (v_44 + v_5);
    tl::cp_async<16>((B_s + (v_44) * 64 + v_39), (B + (v_45) * 2048 + v_41), true);
  }
#line 413 "tilelang/ops/lowbit_kernels.py"
  if (v_7) {
    const int v_46 = (tid % 8);
    const int v_47 = (tid / 8);
    const int v_48 = (v_47 % 2);
    const int v_49 = (v_46 * 8);
    const int v_50 = (v_48 + g0);
    const int v_51 = (v_49 + v_5);
    tl::cp_async<16>((S_s + (v_48) * 64 + v_49), (Scales + (v_50) * 8192 + v_51), true);
  }
#line 474 "tilelang/ops/lowbit_kernels.py"
  tl::cp_async_commit();
#line 476 "tilelang/ops/lowbit_kernels.py"
  const int v_52 = (v_2 + 1);
  const int k0_1 = (v_52 * 256);
#line 405 "tilelang/ops/lowbit_kernels.py"
  if (v_4) {
    tl::mbar_expect_tx((tma_bar + 1), 8192);
    tl::tma_load<2>((A_s + (64) * 64 + 0), &A_tmap, (tma_bar + 1), k0_1, v_3);
    tl::tma_load<2>((unsigned char*)(A_s + (64) * 64 + 0) + 2048, &A_tmap, (tma_bar + 1), k0_1 + 64, v_3);
    tl::tma_load<2>((unsigned char*)(A_s + (64) * 64 + 0) + 4096, &A_tmap, (tma_bar + 1), k0_1 + 128, v_3);
    tl::tma_load<2>((unsigned char*)(A_s + (64) * 64 + 0) + 6144, &A_tmap, (tma_bar + 1), k0_1 + 192, v_3);
  }
#line 407 "tilelang/ops/lowbit_kernels.py"
  const int v_53 = (v_36 + 256);
  const int v_54 = (v_53 * 2);
  const int v_55 = (v_54 / 8);
  for (int k_1 = 0; k_1 < 2; k_1 += 1) {
    const int v_56 = (k_1 * 128);
    const int v_57 = (v_56 + tid);
    const int v_58 = (v_57 / 4);
    const int v_59 = (v_58 + v_5);
    const int v_60 = (v_58 + 64);
    tl::cp_async<16>((B_s + (v_60) * 64 + v_39), (B + (v_59) * 2048 + v_55), true);
  }
#line 413 "tilelang/ops/lowbit_kernels.py"
  if (v_7) {
    const int v_61 = (tid % 8);
    const int v_62 = (tid / 8);
    const int v_63 = (v_62 % 2);
    const int v_64 = (v_61 * 8);
    const int v_65 = (v_63 + v_6);
    const int v_66 = (v_64 + v_5);
    const int v_67 = (v_63 + 2);
    tl::cp_async<16>((S_s + (v_67) * 64 + v_64), (Scales + (v_65) * 8192 + v_66), true);
  }
#line 474 "tilelang/ops/lowbit_kernels.py"
  tl::cp_async_commit();
  for (int ko = 0; ko < 8; ko += 3) {
    tl::cp_async_wait<1>();
    tl::fence_proxy_async();
    __syncthreads();
    const int v_68 = (ko / 3);
    const int v_69 = (v_68 % 2);
#line 405 "tilelang/ops/lowbit_kernels.py"
    tl::mbar_wait((tma_bar + 0), v_69);
#line 418 "tilelang/ops/lowbit_kernels.py"
    alignas(16) half dequant[128];
    alignas(16) half decoded[16];
    const unsigned v_70 = *reinterpret_cast<const unsigned*>((B_s + (v_12) * 64 + v_21));
    tl_dw_uint2_minus2_f16(decoded + 0, v_70);
    const half v_71 = decoded[0];
    dequant[0] = v_71;
    const half v_72 = decoded[1];
    dequant[1] = v_72;
    const half v_73 = decoded[2];
    dequant[2] = v_73;
    const half v_74 = decoded[3];
    dequant[3] = v_74;
    const half v_75 = decoded[4];
    dequant[4] = v_75;
    const half v_76 = decoded[5];
    dequant[5] = v_76;
    const half v_77 = decoded[6];
    dequant[6] = v_77;
    const half v_78 = decoded[7];
    dequant[7] = v_78;
    const half v_79 = decoded[8];
    dequant[16] = v_79;
    const half v_80 = decoded[9];
    dequant[17] = v_80;
    const half v_81 = decoded[10];
    dequant[18] = v_81;
    const half v_82 = decoded[11];
    dequant[19] = v_82;
    const half v_83 = decoded[12];
    dequant[20] = v_83;
    const half v_84 = decoded[13];
    dequant[21] = v_84;
    const half v_85 = decoded[14];
    dequant[22] = v_85;
    const half v_86 = decoded[15];
    dequant[23] = v_86;
    const unsigned v_87 = *reinterpret_cast<const unsigned*>((B_s + (v_22) * 64 + v_21));
    tl_dw_uint2_minus2_f16(decoded + 0, v_87);
    const half v_88 = decoded[0];
    dequant[8] = v_88;
    const half v_89 = decoded[1];
    dequant[9] = v_89;
    const half v_90 = decoded[2];
    dequant[10] = v_90;
    const half v_91 = decoded[3];
    dequant[11] = v_91;
    const half v_92 = decoded[4];
    dequant[12] = v_92;
    const half v_93 = decoded[5];
    dequant[13] = v_93;
    const half v_94 = decoded[6];
    dequant[14] = v_94;
    const half v_95 = decoded[7];
    dequant[15] = v_95;
    const half v_96 = decoded[8];
    dequant[24] = v_96;
    const half v_97 = decoded[9];
    dequant[25] = v_97;
    const half v_98 = decoded[10];
    dequant[26] = v_98;
    const half v_99 = decoded[11];
    dequant[27] = v_99;
    const half v_100 = decoded[12];
    dequant[28] = v_100;
    const half v_101 = decoded[13];
    dequant[29] = v_101;
    const half v_102 = decoded[14];
    dequant[30] = v_102;
    const half v_103 = decoded[15];
    dequant[31] = v_103;
    const unsigned v_104 = *reinterpret_cast<const unsigned*>((B_s + (v_12) * 64 + v_26));
    tl_dw_uint2_minus2_f16(decoded + 0, v_104);
    const half v_105 = decoded[0];
    dequant[32] = v_105;
    const half v_106 = decoded[1];
    dequant[33] = v_106;
    const half v_107 = decoded[2];
    dequant[34] = v_107;
    const half v_108 = decoded[3];
    dequant[35] = v_108;
    const half v_109 = decoded[4];
    dequant[36] = v_109;
    const half v_110 = decoded[5];
    dequant[37] = v_110;
    const half v_111 = decoded[6];
    dequant[38] = v_111;
    const half v_112 = decoded[7];
    dequant[39] = v_112;
    const half v_113 = decoded[8];
    dequant[48] = v_113;
    const half v_114 = decoded[9];
    dequant[49] = v_114;
    const half v_115 = decoded[10];
    dequant[50] = v_115;
    const half v_116 = decoded[11];
    dequant[51] = v_116;
    const half v_117 = decoded[12];
    dequant[52] = v_117;
    const half v_118 = decoded[13];
    dequant[53] = v_118;
    const half v_119 = decoded[14];
    dequant[54] = v_119;
    const half v_120 = decoded[15];
    dequant[55] = v_120;
    const unsigned v_121 = *reinterpret_cast<const unsigned*>((B_s + (v_22) * 64 + v_26));
    tl_dw_uint2_minus2_f16(decoded + 0, v_121);
    const half v_122 = decoded[0];
    dequant[40] = v_122;
    const half v_123 = decoded[1];
    dequant[41] = v_123;
    const half v_124 = decoded[2];
    dequant[42] = v_124;
    const half v_125 = decoded[3];
    dequant[43] = v_125;
    const half v_126 = decoded[4];
    dequant[44] = v_126;
    const half v_127 = decoded[5];
    dequant[45] = v_127;
    const half v_128 = decoded[6];
    dequant[46] = v_128;
    const half v_129 = decoded[7];
    dequant[47] = v_129;
    const half v_130 = decoded[8];
    dequant[56] = v_130;
    const half v_131 = decoded[9];
    dequant[57] = v_131;
    const half v_132 = decoded[10];
    dequant[58] = v_132;
    const half v_133 = decoded[11];
    dequant[59] = v_133;
    const half v_134 = decoded[12];
    dequant[60] = v_134;
    const half v_135 = decoded[13];
    dequant[61] = v_135;
    const half v_136 = decoded[14];
    dequant[62] = v_136;
    const half v_137 = decoded[15];
    dequant[63] = v_137;
    const unsigned v_138 = *reinterpret_cast<const unsigned*>((B_s + (v_12) * 64 + v_30));
    tl_dw_uint2_minus2_f16(decoded + 0, v_138);
    const half v_139 = decoded[0];
    dequant[64] = v_139;
    const half v_140 = decoded[1];
    dequant[65] = v_140;
    const half v_141 = decoded[2];
    dequant[66] = v_141;
    const half v_142 = decoded[3];
    dequant[67] = v_142;
    const half v_143 = decoded[4];
    dequant[68] = v_143;
    const half v_144 = decoded[5];
    dequant[69] = v_144;
    const half v_145 = decoded[6];
    dequant[70] = v_145;
    const half v_146 = decoded[7];
    dequant[71] = v_146;
    const half v_147 = decoded[8];
    dequant[80] = v_147;
    const half v_148 = decoded[9];
    dequant[81] = v_148;
    const half v_149 = decoded[10];
    dequant[82] = v_149;
    const half v_150 = decoded[11];
    dequant[83] = v_150;
    const half v_151 = decoded[12];
    dequant[84] = v_151;
    const half v_152 = decoded[13];
    dequant[85] = v_152;
    const half v_153 = decoded[14];
    dequant[86] = v_153;
    const half v_154 = decoded[15];
    dequant[87] = v_154;
    const unsigned v_155 = *reinterpret_cast<const unsigned*>((B_s + (v_22) * 64 + v_30));
    tl_dw_uint2_minus2_f16(decoded + 0, v_155);
    const half v_156 = decoded[0];
    dequant[72] = v_156;
    const half v_157 = decoded[1];
    dequant[73] = v_157;
    const half v_158 = decoded[2];
    dequant[74] = v_158;
    const half v_159 = decoded[3];
    dequant[75] = v_159;
    const half v_160 = decoded[4];
    dequant[76] = v_160;
    const half v_161 = decoded[5];
    dequant[77] = v_161;
    const half v_162 = decoded[6];
    dequant[78] = v_162;
    const half v_163 = decoded[7];
    dequant[79] = v_163;
    const half v_164 = decoded[8];
    dequant[88] = v_164;
    const half v_165 = decoded[9];
    dequant[89] = v_165;
    const half v_166 = decoded[10];
    dequant[90] = v_166;
    const half v_167 = decoded[11];
    dequant[91] = v_167;
    const half v_168 = decoded[12];
    dequant[92] = v_168;
    const half v_169 = decoded[13];
    dequant[93] = v_169;
    const half v_170 = decoded[14];
    dequant[94] = v_170;
    const half v_171 = decoded[15];
    dequant[95] = v_171;
    const unsigned v_172 = *reinterpret_cast<const unsigned*>((B_s + (v_12) * 64 + v_34));
    tl_dw_uint2_minus2_f16(decoded + 0, v_172);
    const half v_173 = decoded[0];
    dequant[96] = v_173;
    const half v_174 = decoded[1];
    dequant[97] = v_174;
    const half v_175 = decoded[2];
    dequant[98] = v_175;
    const half v_176 = decoded[3];
    dequant[99] = v_176;
    const half v_177 = decoded[4];
    dequant[100] = v_177;
    const half v_178 = decoded[5];
    dequant[101] = v_178;
    const half v_179 = decoded[6];
    dequant[102] = v_179;
    const half v_180 = decoded[7];
    dequant[103] = v_180;
    const half v_181 = decoded[8];
    dequant[112] = v_181;
    const half v_182 = decoded[9];
    dequant[113] = v_182;
    const half v_183 = decoded[10];
    dequant[114] = v_183;
    const half v_184 = decoded[11];
    dequant[115] = v_184;
    const half v_185 = decoded[12];
    dequant[116] = v_185;
    const half v_186 = decoded[13];
    dequant[117] = v_186;
    const half v_187 = decoded[14];
    dequant[118] = v_187;
    const half v_188 = decoded[15];
    dequant[119] = v_188;
    const unsigned v_189 = *reinterpret_cast<const unsigned*>((B_s + (v_22) * 64 + v_34));
    tl_dw_uint2_minus2_f16(decoded + 0, v_189);
    const half v_190 = decoded[0];
    dequant[104] = v_190;
    const half v_191 = decoded[1];
    dequant[105] = v_191;
    const half v_192 = decoded[2];
    dequant[106] = v_192;
    const half v_193 = decoded[3];
    dequant[107] = v_193;
    const half v_194 = decoded[4];
    dequant[108] = v_194;
    const half v_195 = decoded[5];
    dequant[109] = v_195;
    const half v_196 = decoded[6];
    dequant[110] = v_196;
    const half v_197 = decoded[7];
    dequant[111] = v_197;
    const half v_198 = decoded[8];
    dequant[120] = v_198;
    const half v_199 = decoded[9];
    dequant[121] = v_199;
    const half v_200 = decoded[10];
    dequant[122] = v_200;
    const half v_201 = decoded[11];
    dequant[123] = v_201;
    const half v_202 = decoded[12];
    dequant[124] = v_202;
    const half v_203 = decoded[13];
    dequant[125] = v_203;
    const half v_204 = decoded[14];
    dequant[126] = v_204;
    const half v_205 = decoded[15];
    dequant[127] = v_205;
    #pragma unroll
    for (int l_v_1 = 0; l_v_1 < 16; l_v_1 += 1) {
      const int v_206 = (l_v_1 * 8);
#line 428 "tilelang/ops/lowbit_kernels.py"
      const tl::vec<half, 8> v_207 = *reinterpret_cast<const tl::vec<half, 8>*>((dequant + v_206));
#line 418 "tilelang/ops/lowbit_kernels.py"
      *reinterpret_cast<tl::vec<half, 8>*>((B_f + v_206)) = v_207;
    }
#line 441 "tilelang/ops/lowbit_kernels.py"
    tl::wgmma_fence<0, 64>(C_step, B_f);
    const unsigned long long v_208 = tl::wgmma_desc<128, 16, 1024>((A_s + 0));
    { float* tl_acc = C_step; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %13, 0;\nwgmma.mma_async.sync.aligned.m64n16k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9, %10, %11}, %12, p, 1, 1, 0;\n}\n" : "=f"(tl_acc[0 + 0]), "=f"(tl_acc[0 + 1]), "=f"(tl_acc[0 + 2]), "=f"(tl_acc[0 + 3]), "=f"(tl_acc[0 + 4]), "=f"(tl_acc[0 + 5]), "=f"(tl_acc[0 + 6]), "=f"(tl_acc[0 + 7]) : "r"(*reinterpret_cast<const unsigned*>(&B_f[0 + 0])), "r"(*reinterpret_cast<const unsigned*>(&B_f[0 + 8])), "r"(*reinterpret_cast<const unsigned*>(&B_f[0 + 2])), "r"(*reinterpret_cast<const unsigned*>(&B_f[0 + 10])), "l"(v_208), "r"(0)); }
    const unsigned long long v_209 = tl::wgmma_desc_at<128, 16, 1024>((A_s + (0) * 64), 2);
    { float* tl_acc = C_step; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %13, 0;\nwgmma.mma_async.sync.aligned.m64n16k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9, %10, %11}, %12, p, 1, 1, 0;\n}\n" : "+f"(tl_acc[0 + 0]), "+f"(tl_acc[0 + 1]), "+f"(tl_acc[0 + 2]), "+f"(tl_acc[0 + 3]), "+f"(tl_acc[0 + 4]), "+f"(tl_acc[0 + 5]), "+f"(tl_acc[0 + 6]), "+f"(tl_acc[0 + 7]) : "r"(*reinterpret_cast<const unsigned*>(&B_f[4 + 0])), "r"(*reinterpret_cast<const unsigned*>(&B_f[4 + 8])), "r"(*reinterpret_cast<const unsigned*>(&B_f[4 + 2])), "r"(*reinterpret_cast<const unsigned*>(&B_f[4 + 10])), "l"(v_209), "r"(1)); }
    const unsigned long long v_210 = tl::wgmma_desc_at<128, 16, 1024>((A_s + (0) * 64), 4);
    { float* tl_acc = C_step; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %13, 0;\nwgmma.mma_async.sync.aligned.m64n16k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9, %10, %11}, %12, p, 1, 1, 0;\n}\n" : "+f"(tl_acc[0 + 0]), "+f"(tl_acc[0 + 1]), "+f"(tl_acc[0 + 2]), "+f"(tl_acc[0 + 3]), "+f"(tl_acc[0 + 4]), "+f"(tl_acc[0 + 5]), "+f"(tl_acc[0 + 6]), "+f"(tl_acc[0 + 7]) : "r"(*reinterpret_cast<const unsigned*>(&B_f[16 + 0])), "r"(*reinterpret_cast<const unsigned*>(&B_f[16 + 8])), "r"(*reinterpret_cast<const unsigned*>(&B_f[16 + 2])), "r"(*reinterpret_cast<const unsigned*>(&B_f[16 + 10])), "l"(v_210), "r"(1)); }
    const unsigned long long v_211 = tl::wgmma_desc_at<128, 16, 1024>((A_s + (0) * 64), 6);
    { float* tl_acc = C_step; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %13, 0;\nwgmma.mma_async.sync.aligned.m64n16k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9, %10, %11}, %12, p, 1, 1, 0;\n}\n" : "+f"(tl_acc[0 + 0]), "+f"(tl_acc[0 + 1]), "+f"(tl_acc[0 + 2]), "+f"(tl_acc[0 + 3]), "+f"(tl_acc[0 + 4]), "+f"(tl_acc[0 + 5]), "+f"(tl_acc[0 + 6]), "+f"(tl_acc[0 + 7]) : "r"(*reinterpret_cast<const unsigned*>(&B_f[20 + 0])), "r"(*reinterpret_cast<const unsigned*>(&B_f[20 + 8])), "r"(*reinterpret_cast<const unsigned*>(&B_f[20 + 2])), "r"(*reinterpret_cast<const unsigned*>(&B_f[20 + 10])), "l"(v_211), "r"(1)); }
    const unsigned long long v_212 = tl::wgmma_desc_at<128, 16, 1024>((A_s + (0) * 64), 128);
    { float* tl_acc = C_step; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %13, 0;\nwgmma.mma_async.sync.aligned.m64n16k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9, %10, %11}, %12, p, 1, 1, 0;\n}\n" : "+f"(tl_acc[0 + 0]), "+f"(tl_acc[0 + 1]), "+f"(tl_acc[0 + 2]), "+f"(tl_acc[0 + 3]), "+f"(tl_acc[0 + 4]), "+f"(tl_acc[0 + 5]), "+f"(tl_acc[0 + 6]), "+f"(tl_acc[0 + 7]) : "r"(*reinterpret_cast<const unsigned*>(&B_f[32 + 0])), "r"(*reinterpret_cast<const unsigned*>(&B_f[32 + 8])), "r"(*reinterpret_cast<const unsigned*>(&B_f[32 + 2])), "r"(*reinterpret_cast<const unsigned*>(&B_f[32 + 10])), "l"(v_212), "r"(1)); }
    const unsigned long long v_213 = tl::wgmma_desc_at<128, 16, 1024>((A_s + (0) * 64), 130);
    { float* tl_acc = C_step; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %13, 0;\nwgmma.mma_async.sync.aligned.m64n16k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9, %10, %11}, %12, p, 1, 1, 0;\n}\n" : "+f"(tl_acc[0 + 0]), "+f"(tl_acc[0 + 1]), "+f"(tl_acc[0 + 2]), "+f"(tl_acc[0 + 3]), "+f"(tl_acc[0 + 4]), "+f"(tl_acc[0 + 5]), "+f"(tl_acc[0 + 6]), "+f"(tl_acc[0 + 7]) : "r"(*reinterpret_cast<const unsigned*>(&B_f[36 + 0])), "r"(*reinterpret_cast<const unsigned*>(&B_f[36 + 8])), "r"(*reinterpret_cast<const unsigned*>(&B_f[36 + 2])), "r"(*reinterpret_cast<const unsigned*>(&B_f[36 + 10])), "l"(v_213), "r"(1)); }
    const unsigned long long v_214 = tl::wgmma_desc_at<128, 16, 1024>((A_s + (0) * 64), 132);
    { float* tl_acc = C_step; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %13, 0;\nwgmma.mma_async.sync.aligned.m64n16k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9, %10, %11}, %12, p, 1, 1, 0;\n}\n" : "+f"(tl_acc[0 + 0]), "+f"(tl_acc[0 + 1]), "+f"(tl_acc[0 + 2]), "+f"(tl_acc[0 + 3]), "+f"(tl_acc[0 + 4]), "+f"(tl_acc[0 + 5]), "+f"(tl_acc[0 + 6]), "+f"(tl_acc[0 + 7]) : "r"(*reinterpret_cast<const unsigned*>(&B_f[48 + 0])), "r"(*reinterpret_cast<const unsigned*>(&B_f[48 + 8])), "r"(*reinterpret_cast<const unsigned*>(&B_f[48 + 2])), "r"(*reinterpret_cast<const unsigned*>(&B_f[48 + 10])), "l"(v_214), "r"(1)); }
    const unsigned long long v_215 = tl::wgmma_desc_at<128, 16, 1024>((A_s + (0) * 64), 134);
    { float* tl_acc = C_step; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %13, 0;\nwgmma.mma_async.sync.aligned.m64n16k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9, %10, %11}, %12, p, 1, 1, 0;\n}\n" : "+f"(tl_acc[0 + 0]), "+f"(tl_acc[0 + 1]), "+f"(tl_acc[0 + 2]), "+f"(tl_acc[0 + 3]), "+f"(tl_acc[0 + 4]), "+f"(tl_acc[0 + 5]), "+f"(tl_acc[0 + 6]), "+f"(tl_acc[0 + 7]) : "r"(*reinterpret_cast<const unsigned*>(&B_f[52 + 0])), "r"(*reinterpret_cast<const unsigned*>(&B_f[52 + 8])), "r"(*reinterpret_cast<const unsigned*>(&B_f[52 + 2])), "r"(*reinterpret_cast<const unsigned*>(&B_f[52 + 10])), "l"(v_215), "r"(1)); }
    tl::wgmma_commit();
    tl::wgmma_fence<0, 64>(C2_step, B_f);
    const unsigned long long v_216 = tl::wgmma_desc_at<128, 16, 1024>((A_s + (0) * 64), 256);
    { float* tl_acc = C2_step; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %13, 0;\nwgmma.mma_async.sync.aligned.m64n16k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9, %10, %11}, %12, p, 1, 1, 0;\n}\n" : "=f"(tl_acc[0 + 0]), "=f"(tl_acc[0 + 1]), "=f"(tl_acc[0 + 2]), "=f"(tl_acc[0 + 3]), "=f"(tl_acc[0 + 4]), "=f"(tl_acc[0 + 5]), "=f"(tl_acc[0 + 6]), "=f"(tl_acc[0 + 7]) : "r"(*reinterpret_cast<const unsigned*>(&B_f[64 + 0])), "r"(*reinterpret_cast<const unsigned*>(&B_f[64 + 8])), "r"(*reinterpret_cast<const unsigned*>(&B_f[64 + 2])), "r"(*reinterpret_cast<const unsigned*>(&B_f[64 + 10])), "l"(v_216), "r"(0)); }
    const unsigned long long v_217 = tl::wgmma_desc_at<128, 16, 1024>((A_s + (0) * 64), 258);
    { float* tl_acc = C2_step; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %13, 0;\nwgmma.mma_async.sync.aligned.m64n16k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9, %10, %11}, %12, p, 1, 1, 0;\n}\n" : "+f"(tl_acc[0 + 0]), "+f"(tl_acc[0 + 1]), "+f"(tl_acc[0 + 2]), "+f"(tl_acc[0 + 3]), "+f"(tl_acc[0 + 4]), "+f"(tl_acc[0 + 5]), "+f"(tl_acc[0 + 6]), "+f"(tl_acc[0 + 7]) : "r"(*reinterpret_cast<const unsigned*>(&B_f[68 + 0])), "r"(*reinterpret_cast<const unsigned*>(&B_f[68 + 8])), "r"(*reinterpret_cast<const unsigned*>(&B_f[68 + 2])), "r"(*reinterpret_cast<const unsigned*>(&B_f[68 + 10])), "l"(v_217), "r"(1)); }
    const unsigned long long v_218 = tl::wgmma_desc_at<128, 16, 1024>((A_s + (0) * 64), 260);
    { float* tl_acc = C2_step; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %13, 0;\nwgmma.mma_async.sync.aligned.m64n16k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9, %10, %11}, %12, p, 1, 1, 0;\n}\n" : "+f"(tl_acc[0 + 0]), "+f"(tl_acc[0 + 1]), "+f"(tl_acc[0 + 2]), "+f"(tl_acc[0 + 3]), "+f"(tl_acc[0 + 4]), "+f"(tl_acc[0 + 5]), "+f"(tl_acc[0 + 6]), "+f"(tl_acc[0 + 7]) : "r"(*reinterpret_cast<const unsigned*>(&B_f[80 + 0])), "r"(*reinterpret_cast<const unsigned*>(&B_f[80 + 8])), "r"(*reinterpret_cast<const unsigned*>(&B_f[80 + 2])), "r"(*reinterpret_cast<const unsigned*>(&B_f[80 + 10])), "l"(v_218), "r"(1)); }
    const unsigned long long v_219 = tl::wgmma_desc_at<128, 16, 1024>((A_s + (0) * 64), 262);
    { float* tl_acc = C2_step; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %13, 0;\nwgmma.mma_async.sync.aligned.m64n16k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9, %10, %11}, %12, p, 1, 1, 0;\n}\n" : "+f"(tl_acc[0 + 0]), "+f"(tl_acc[0 + 1]), "+f"(tl_acc[0 + 2]), "+f"(tl_acc[0 + 3]), "+f"(tl_acc[0 + 4]), "+f"(tl_acc[0 + 5]), "+f"(tl_acc[0 + 6]), "+f"(tl_acc[0 + 7]) : "r"(*reinterpret_cast<const unsigned*>(&B_f[84 + 0])), "r"(*reinterpret_cast<const unsigned*>(&B_f[84 + 8])), "r"(*reinterpret_cast<const unsigned*>(&B_f[84 + 2])), "r"(*reinterpret_cast<const unsigned*>(&B_f[84 + 10])), "l"(v_219), "r"(1)); }
    const unsigned long long v_220 = tl::wgmma_desc_at<128, 16, 1024>((A_s + (0) * 64), 384);
    { float* tl_acc = C2_step; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %13, 0;\nwgmma.mma_async.sync.aligned.m64n16k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9, %10, %11}, %12, p, 1, 1, 0;\n}\n" : "+f"(tl_acc[0 + 0]), "+f"(tl_acc[0 + 1]), "+f"(tl_acc[0 + 2]), "+f"(tl_acc[0 + 3]), "+f"(tl_acc[0 + 4]), "+f"(tl_acc[0 + 5]), "+f"(tl_acc[0 + 6]), "+f"(tl_acc[0 + 7]) : "r"(*reinterpret_cast<const unsigned*>(&B_f[96 + 0])), "r"(*reinterpret_cast<const unsigned*>(&B_f[96 + 8])), "r"(*reinterpret_cast<const unsigned*>(&B_f[96 + 2])), "r"(*reinterpret_cast<const unsigned*>(&B_f[96 + 10])), "l"(v_220), "r"(1)); }
    const unsigned long long v_221 = tl::wgmma_desc_at<128, 16, 1024>((A_s + (0) * 64), 386);
    { float* tl_acc = C2_step; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %13, 0;\nwgmma.mma_async.sync.aligned.m64n16k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9, %10, %11}, %12, p, 1, 1, 0;\n}\n" : "+f"(tl_acc[0 + 0]), "+f"(tl_acc[0 + 1]), "+f"(tl_acc[0 + 2]), "+f"(tl_acc[0 + 3]), "+f"(tl_acc[0 + 4]), "+f"(tl_acc[0 + 5]), "+f"(tl_acc[0 + 6]), "+f"(tl_acc[0 + 7]) : "r"(*reinterpret_cast<const unsigned*>(&B_f[100 + 0])), "r"(*reinterpret_cast<const unsigned*>(&B_f[100 + 8])), "r"(*reinterpret_cast<const unsigned*>(&B_f[100 + 2])), "r"(*reinterpret_cast<const unsigned*>(&B_f[100 + 10])), "l"(v_221), "r"(1)); }
    const unsigned long long v_222 = tl::wgmma_desc_at<128, 16, 1024>((A_s + (0) * 64), 388);
    { float* tl_acc = C2_step; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %13, 0;\nwgmma.mma_async.sync.aligned.m64n16k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9, %10, %11}, %12, p, 1, 1, 0;\n}\n" : "+f"(tl_acc[0 + 0]), "+f"(tl_acc[0 + 1]), "+f"(tl_acc[0 + 2]), "+f"(tl_acc[0 + 3]), "+f"(tl_acc[0 + 4]), "+f"(tl_acc[0 + 5]), "+f"(tl_acc[0 + 6]), "+f"(tl_acc[0 + 7]) : "r"(*reinterpret_cast<const unsigned*>(&B_f[112 + 0])), "r"(*reinterpret_cast<const unsigned*>(&B_f[112 + 8])), "r"(*reinterpret_cast<const unsigned*>(&B_f[112 + 2])), "r"(*reinterpret_cast<const unsigned*>(&B_f[112 + 10])), "l"(v_222), "r"(1)); }
    const unsigned long long v_223 = tl::wgmma_desc_at<128, 16, 1024>((A_s + (0) * 64), 390);
    { float* tl_acc = C2_step; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %13, 0;\nwgmma.mma_async.sync.aligned.m64n16k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9, %10, %11}, %12, p, 1, 1, 0;\n}\n" : "+f"(tl_acc[0 + 0]), "+f"(tl_acc[0 + 1]), "+f"(tl_acc[0 + 2]), "+f"(tl_acc[0 + 3]), "+f"(tl_acc[0 + 4]), "+f"(tl_acc[0 + 5]), "+f"(tl_acc[0 + 6]), "+f"(tl_acc[0 + 7]) : "r"(*reinterpret_cast<const unsigned*>(&B_f[116 + 0])), "r"(*reinterpret_cast<const unsigned*>(&B_f[116 + 8])), "r"(*reinterpret_cast<const unsigned*>(&B_f[116 + 2])), "r"(*reinterpret_cast<const unsigned*>(&B_f[116 + 10])), "l"(v_223), "r"(1)); }
    tl::wgmma_commit();
#line 474 "tilelang/ops/lowbit_kernels.py"
    const int v_224 = (ko + 2);
    const bool v_225 = (v_224 < 8);
    if (v_225) {
      const int v_226 = tl::min(v_224, 7);
#line 476 "tilelang/ops/lowbit_kernels.py"
      const int v_227 = (v_2 + v_226);
      const int k0_2 = (v_227 * 256);
#line 406 "tilelang/ops/lowbit_kernels.py"
      const int g0_1 = (k0_2 / 128);
#line 405 "tilelang/ops/lowbit_kernels.py"
      if (v_4) {
        tl::mbar_expect_tx((tma_bar + 2), 8192);
        tl::tma_load<2>((A_s + (128) * 64 + 0), &A_tmap, (tma_bar + 2), k0_2, v_3);
        tl::tma_load<2>((unsigned char*)(A_s + (128) * 64 + 0) + 2048, &A_tmap, (tma_bar + 2), k0_2 + 64, v_3);
        tl::tma_load<2>((unsigned char*)(A_s + (128) * 64 + 0) + 4096, &A_tmap, (tma_bar + 2), k0_2 + 128, v_3);
        tl::tma_load<2>((unsigned char*)(A_s + (128) * 64 + 0) + 6144, &A_tmap, (tma_bar + 2), k0_2 + 192, v_3);
      }
#line 407 "tilelang/ops/lowbit_kernels.py"
      const int v_228 = (v_35 + k0_2);
      const int v_229 = (v_228 * 2);
      const int v_230 = (v_229 / 8);
      for (int k_2 = 0; k_2 < 2; k_2 += 1) {
        const int v_231 = (k_2 * 128);
        const int v_232 = (v_231 + tid);
        const int v_233 = (v_232 / 4);
        const int v_234 = (v_233 + v_5);
        const int v_235 = (v_233 + 128);
        tl::cp_async<16>((B_s + (v_235) * 64 + v_39), (B + (v_234) * 2048 + v_230), true);
      }
#line 413 "tilelang/ops/lowbit_kernels.py"
      if (v_7) {
        const int v_236 = (tid % 8);
        const int v_237 = (tid / 8);
        const int v_238 = (v_237 % 2);
        const int v_239 = (v_236 * 8);
        const int v_240 = (v_238 + g0_1);
        const int v_241 = (v_239 + v_5);
        const int v_242 = (v_238 + 4);
        tl::cp_async<16>((S_s + (v_242) * 64 + v_239), (Scales + (v_240) * 8192 + v_241), true);
      }
#line 474 "tilelang/ops/lowbit_kernels.py"
    }
    tl::cp_async_commit();
#line 444 "tilelang/ops/lowbit_kernels.py"
    tl::wgmma_wait<1, 8, 64>(C_step, B_f);
#line 445 "tilelang/ops/lowbit_kernels.py"
    #pragma unroll
    for (int l_v_2 = 0; l_v_2 < 2; l_v_2 += 1) {
      const int v_243 = (l_v_2 * 4);
#line 446 "tilelang/ops/lowbit_kernels.py"
      const tl::vec<float, 4> v_244 = *reinterpret_cast<const tl::vec<float, 4>*>((C_step + v_243));
      const float v_245 = v_244.v[0];
      const half v_246 = S_s[v_12];
      const float v_247 = tl::cast<float>(v_246);
      const tl::vec<float, 4> v_248 = *reinterpret_cast<const tl::vec<float, 4>*>((C_f + v_243));
      const float v_249 = v_248.v[0];
      const float v_250 = __fmaf_rn(v_245, v_247, v_249);
      const float v_251 = v_244.v[1];
      const float v_252 = v_248.v[1];
      const float v_253 = __fmaf_rn(v_251, v_247, v_252);
      const float v_254 = v_244.v[2];
      const half v_255 = S_s[v_22];
      const float v_256 = tl::cast<float>(v_255);
      const float v_257 = v_248.v[2];
      const float v_258 = __fmaf_rn(v_254, v_256, v_257);
      const float v_259 = v_244.v[3];
      const float v_260 = v_248.v[3];
      const float v_261 = __fmaf_rn(v_259, v_256, v_260);
#line 445 "tilelang/ops/lowbit_kernels.py"
      const tl::vec<float, 4> v_262 = tl::vec<float, 4>{{v_250, v_253, v_258, v_261}};
      *reinterpret_cast<tl::vec<float, 4>*>((C_f + v_243)) = v_262;
    }
#line 444 "tilelang/ops/lowbit_kernels.py"
    tl::wgmma_wait_defining<0, 8, 64>(C2_step, B_f);
#line 445 "tilelang/ops/lowbit_kernels.py"
    #pragma unroll
    for (int l_v_3 = 0; l_v_3 < 2; l_v_3 += 1) {
      const int v_263 = (l_v_3 * 4);
#line 446 "tilelang/ops/lowbit_kernels.py"
      const tl::vec<float, 4> v_264 = *reinterpret_cast<const tl::vec<float, 4>*>((C2_step + v_263));
      const float v_265 = v_264.v[0];
      const half v_266 = S_s[(1) * 64 + v_12];
      const float v_267 = tl::cast<float>(v_266);
      const tl::vec<float, 4> v_268 = *reinterpret_cast<const tl::vec<float, 4>*>((C_f + v_263));
      const float v_269 = v_268.v[0];
      const float v_270 = __fmaf_rn(v_265, v_267, v_269);
      const float v_271 = v_264.v[1];
      const float v_272 = v_268.v[1];
      const float v_273 = __fmaf_rn(v_271, v_267, v_272);
      const float v_274 = v_264.v[2];
      const half v_275 = S_s[(1) * 64 + v_22];
      const float v_276 = tl::cast<float>(v_275);
      const float v_277 = v_268.v[2];
      const float v_278 = __fmaf_rn(v_274, v_276, v_277);
      const float v_279 = v_264.v[3];
      const float v_280 = v_268.v[3];
      const float v_281 = __fmaf_rn(v_279, v_276, v_280);
#line 445 "tilelang/ops/lowbit_kernels.py"
      const tl::vec<float, 4> v_282 = tl::vec<float, 4>{{v_270, v_273, v_278, v_281}};
      *reinterpret_cast<tl::vec<float, 4>*>((C_f + v_263)) = v_282;
    }
#line 474 "tilelang/ops/lowbit_kernels.py"
    const int v_283 = (v_224 + -1);
    const bool v_284 = (v_283 < 8);
    if (v_284) {
      tl::cp_async_wait<1>();
      tl::fence_proxy_async();
      __syncthreads();
      const int v_285 = tl::floordiv(v_283, 3);
      const int v_286 = tl::floormod(v_285, 2);
#line 405 "tilelang/ops/lowbit_kernels.py"
      tl::mbar_wait((tma_bar + 1), v_286);
#line 418 "tilelang/ops/lowbit_kernels.py"
      alignas(16) half dequant_1[128];
      alignas(16) half decoded_1[16];
      const int v_287 = (v_12 + 64);
      const unsigned v_288 = *reinterpret_cast<const unsigned*>((B_s + (v_287) * 64 + v_21));
      tl_dw_uint2_minus2_f16(decoded_1 + 0, v_288);
      const half v_289 = decoded_1[0];
      dequant_1[0] = v_289;
      const half v_290 = decoded_1[1];
      dequant_1[1] = v_290;
      const half v_291 = decoded_1[2];
      dequant_1[2] = v_291;
      const half v_292 = decoded_1[3];
      dequant_1[3] = v_292;
      const half v_293 = decoded_1[4];
      dequant_1[4] = v_293;
      const half v_294 = decoded_1[5];
      dequant_1[5] = v_294;
      const half v_295 = decoded_1[6];
      dequant_1[6] = v_295;
      const half v_296 = decoded_1[7];
      dequant_1[7] = v_296;
      const half v_297 = decoded_1[8];
      dequant_1[16] = v_297;
      const half v_298 = decoded_1[9];
      dequant_1[17] = v_298;
      const half v_299 = decoded_1[10];
      dequant_1[18] = v_299;
      const half v_300 = decoded_1[11];
      dequant_1[19] = v_300;
      const half v_301 = decoded_1[12];
      dequant_1[20] = v_301;
      const half v_302 = decoded_1[13];
      dequant_1[21] = v_302;
      const half v_303 = decoded_1[14];
      dequant_1[22] = v_303;
      const half v_304 = decoded_1[15];
      dequant_1[23] = v_304;
      const int v_305 = (v_12 + 72);
      const unsigned v_306 = *reinterpret_cast<const unsigned*>((B_s + (v_305) * 64 + v_21));
      tl_dw_uint2_minus2_f16(decoded_1 + 0, v_306);
      const half v_307 = decoded_1[0];
      dequant_1[8] = v_307;
      const half v_308 = decoded_1[1];
      dequant_1[9] = v_308;
      const half v_309 = decoded_1[2];
      dequant_1[10] = v_309;
      const half v_310 = decoded_1[3];
      dequant_1[11] = v_310;
      const half v_311 = decoded_1[4];
      dequant_1[12] = v_311;
      const half v_312 = decoded_1[5];
      dequant_1[13] = v_312;
      const half v_313 = decoded_1[6];
      dequant_1[14] = v_313;
      const half v_314 = decoded_1[7];
      dequant_1[15] = v_314;
      const half v_315 = decoded_1[8];
      dequant_1[24] = v_315;
      const half v_316 = decoded_1[9];
      dequant_1[25] = v_316;
      const half v_317 = decoded_1[10];
      dequant_1[26] = v_317;
      const half v_318 = decoded_1[11];
      dequant_1[27] = v_318;
      const half v_319 = decoded_1[12];
      dequant_1[28] = v_319;
      const half v_320 = decoded_1[13];
      dequant_1[29] = v_320;
      const half v_321 = decoded_1[14];
      dequant_1[30] = v_321;
      const half v_322 = decoded_1[15];
      dequant_1[31] = v_322;
      const unsigned v_323 = *reinterpret_cast<const unsigned*>((B_s + (v_287) * 64 + v_26));
      tl_dw_uint2_minus2_f16(decoded_1 + 0, v_323);
      const half v_324 = decoded_1[0];
      dequant_1[32] = v_324;
      const half v_325 = decoded_1[1];
      dequant_1[33] = v_325;
      const half v_326 = decoded_1[2];
      dequant_1[34] = v_326;
      const half v_327 = decoded_1[3];
      dequant_1[35] = v_327;
      const half v_328 = decoded_1[4];
      dequant_1[36] = v_328;
      const half v_329 = decoded_1[5];
      dequant_1[37] = v_329;
      const half v_330 = decoded_1[6];
      dequant_1[38] = v_330;
      const half v_331 = decoded_1[7];
      dequant_1[39] = v_331;
      const half v_332 = decoded_1[8];
      dequant_1[48] = v_332;
      const half v_333 = decoded_1[9];
      dequant_1[49] = v_333;
      const half v_334 = decoded_1[10];
      dequant_1[50] = v_334;
      const half v_335 = decoded_1[11];
      dequant_1[51] = v_335;
      const half v_336 = decoded_1[12];
      dequant_1[52] = v_336;
      const half v_337 = decoded_1[13];
      dequant_1[53] = v_337;
      const half v_338 = decoded_1[14];
      dequant_1[54] = v_338;
      const half v_339 = decoded_1[15];
      dequant_1[55] = v_339;
      const unsigned v_340 = *reinterpret_cast<const unsigned*>((B_s + (v_305) * 64 + v_26));
      tl_dw_uint2_minus2_f16(decoded_1 + 0, v_340);
      const half v_341 = decoded_1[0];
      dequant_1[40] = v_341;
      const half v_342 = decoded_1[1];
      dequant_1[41] = v_342;
      const half v_343 = decoded_1[2];
      dequant_1[42] = v_343;
      const half v_344 = decoded_1[3];
      dequant_1[43] = v_344;
      const half v_345 = decoded_1[4];
      dequant_1[44] = v_345;
      const half v_346 = decoded_1[5];
      dequant_1[45] = v_346;
      const half v_347 = decoded_1[6];
      dequant_1[46] = v_347;
      const half v_348 = decoded_1[7];
      dequant_1[47] = v_348;
      const half v_349 = decoded_1[8];
      dequant_1[56] = v_349;
      const half v_350 = decoded_1[9];
      dequant_1[57] = v_350;
      const half v_351 = decoded_1[10];
      dequant_1[58] = v_351;
      const half v_352 = decoded_1[11];
      dequant_1[59] = v_352;
      const half v_353 = decoded_1[12];
      dequant_1[60] = v_353;
      const half v_354 = decoded_1[13];
      dequant_1[61] = v_354;
      const half v_355 = decoded_1[14];
      dequant_1[62] = v_355;
      const half v_356 = decoded_1[15];
      dequant_1[63] = v_356;
      const unsigned v_357 = *reinterpret_cast<const unsigned*>((B_s + (v_287) * 64 + v_30));
      tl_dw_uint2_minus2_f16(decoded_1 + 0, v_357);
      const half v_358 = decoded_1[0];
      dequant_1[64] = v_358;
      const half v_359 = decoded_1[1];
      dequant_1[65] = v_359;
      const half v_360 = decoded_1[2];
      dequant_1[66] = v_360;
      const half v_361 = decoded_1[3];
      dequant_1[67] = v_361;
      const half v_362 = decoded_1[4];
      dequant_1[68] = v_362;
      const half v_363 = decoded_1[5];
      dequant_1[69] = v_363;
      const half v_364 = decoded_1[6];
      dequant_1[70] = v_364;
      const half v_365 = decoded_1[7];
      dequant_1[71] = v_365;
      const half v_366 = decoded_1[8];
      dequant_1[80] = v_366;
      const half v_367 = decoded_1[9];
      dequant_1[81] = v_367;
      const half v_368 = decoded_1[10];
      dequant_1[82] = v_368;
      const half v_369 = decoded_1[11];
      dequant_1[83] = v_369;
      const half v_370 = decoded_1[12];
      dequant_1[84] = v_370;
      const half v_371 = decoded_1[13];
      dequant_1[85] = v_371;
      const half v_372 = decoded_1[14];
      dequant_1[86] = v_372;
      const half v_373 = decoded_1[15];
      dequant_1[87] = v_373;
      const unsigned v_374 = *reinterpret_cast<const unsigned*>((B_s + (v_305) * 64 + v_30));
      tl_dw_uint2_minus2_f16(decoded_1 + 0, v_374);
      const half v_375 = decoded_1[0];
      dequant_1[72] = v_375;
      const half v_376 = decoded_1[1];
      dequant_1[73] = v_376;
      const half v_377 = decoded_1[2];
      dequant_1[74] = v_377;
      const half v_378 = decoded_1[3];
      dequant_1[75] = v_378;
      const half v_379 = decoded_1[4];
      dequant_1[76] = v_379;
      const half v_380 = decoded_1[5];
      dequant_1[77] = v_380;
      const half v_381 = decoded_1[6];
      dequant_1[78] = v_381;
      const half v_382 = decoded_1[7];
      dequant_1[79] = v_382;
      const half v_383 = decoded_1[8];
      dequant_1[88] = v_383;
      const half v_384 = decoded_1[9];
      dequant_1[89] = v_384;
      const half v_385 = decoded_1[10];
      dequant_1[90] = v_385;
      const half v_386 = decoded_1[11];
      dequant_1[91] = v_386;
      const half v_387 = decoded_1[12];
      dequant_1[92] = v_387;
      const half v_388 = decoded_1[13];
      dequant_1[93] = v_388;
      const half v_389 = decoded_1[14];
      dequant_1[94] = v_389;
      const half v_390 = decoded_1[15];
      dequant_1[95] = v_390;
      const unsigned v_391 = *reinterpret_cast<const unsigned*>((B_s + (v_287) * 64 + v_34));
      tl_dw_uint2_minus2_f16(decoded_1 + 0, v_391);
      const half v_392 = decoded_1[0];
      dequant_1[96] = v_392;
      const half v_393 = decoded_1[1];
      dequant_1[97] = v_393;
      const half v_394 = decoded_1[2];
      dequant_1[98] = v_394;
      const half v_395 = decoded_1[3];
      dequant_1[99] = v_395;
      const half v_396 = decoded_1[4];
      dequant_1[100] = v_396;
      const half v_397 = decoded_1[5];
      dequant_1[101] = v_397;
      const half v_398 = decoded_1[6];
      dequant_1[102] = v_398;
      const half v_399 = decoded_1[7];
      dequant_1[103] = v_399;
      const half v_400 = decoded_1[8];
      dequant_1[112] = v_400;
      const half v_401 = decoded_1[9];
      dequant_1[113] = v_401;
      const half v_402 = decoded_1[10];
      dequant_1[114] = v_402;
      const half v_403 = decoded_1[11];
      dequant_1[115] = v_403;
      const half v_404 = decoded_1[12];
      dequant_1[116] = v_404;
      const half v_405 = decoded_1[13];
      dequant_1[117] = v_405;
      const half v_406 = decoded_1[14];
      dequant_1[118] = v_406;
      const half v_407 = decoded_1[15];
      dequant_1[119] = v_407;
      const unsigned v_408 = *reinterpret_cast<const unsigned*>((B_s + (v_305) * 64 + v_34));
      tl_dw_uint2_minus2_f16(decoded_1 + 0, v_408);
      const half v_409 = decoded_1[0];
      dequant_1[104] = v_409;
      const half v_410 = decoded_1[1];
      dequant_1[105] = v_410;
      const half v_411 = decoded_1[2];
      dequant_1[106] = v_411;
      const half v_412 = decoded_1[3];
      dequant_1[107] = v_412;
      const half v_413 = decoded_1[4];
      dequant_1[108] = v_413;
      const half v_414 = decoded_1[5];
      dequant_1[109] = v_414;
      const half v_415 = decoded_1[6];
      dequant_1[110] = v_415;
      const half v_416 = decoded_1[7];
      dequant_1[111] = v_416;
      const half v_417 = decoded_1[8];
      dequant_1[120] = v_417;
      const half v_418 = decoded_1[9];
      dequant_1[121] = v_418;
      const half v_419 = decoded_1[10];
      dequant_1[122] = v_419;
      const half v_420 = decoded_1[11];
      dequant_1[123] = v_420;
      const half v_421 = decoded_1[12];
      dequant_1[124] = v_421;
      const half v_422 = decoded_1[13];
      dequant_1[125] = v_422;
      const half v_423 = decoded_1[14];
      dequant_1[126] = v_423;
      const half v_424 = decoded_1[15];
      dequant_1[127] = v_424;
      #pragma unroll
      for (int l_v_4 = 0; l_v_4 < 16; l_v_4 += 1) {
        const int v_425 = (l_v_4 * 8);
#line 428 "tilelang/ops/lowbit_kernels.py"
        const tl::vec<half, 8> v_426 = *reinterpret_cast<const tl::vec<half, 8>*>((dequant_1 + v_425));
#line 418 "tilelang/ops/lowbit_kernels.py"
        *reinterpret_cast<tl::vec<half, 8>*>((B_f + v_425)) = v_426;
      }
#line 441 "tilelang/ops/lowbit_kernels.py"
      tl::wgmma_fence<0, 64>(C_step, B_f);
      const unsigned long long v_427 = tl::wgmma_desc_at<128, 16, 1024>((A_s + (0) * 64), 512);
      { float* tl_acc = C_step; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %13, 0;\nwgmma.mma_async.sync.aligned.m64n16k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9, %10, %11}, %12, p, 1, 1, 0;\n}\n" : "=f"(tl_acc[0 + 0]), "=f"(tl_acc[0 + 1]), "=f"(tl_acc[0 + 2]), "=f"(tl_acc[0 + 3]), "=f"(tl_acc[0 + 4]), "=f"(tl_acc[0 + 5]), "=f"(tl_acc[0 + 6]), "=f"(tl_acc[0 + 7]) : "r"(*reinterpret_cast<const unsigned*>(&B_f[0 + 0])), "r"(*reinterpret_cast<const unsigned*>(&B_f[0 + 8])), "r"(*reinterpret_cast<const unsigned*>(&B_f[0 + 2])), "r"(*reinterpret_cast<const unsigned*>(&B_f[0 + 10])), "l"(v_427), "r"(0)); }
      const unsigned long long v_428 = tl::wgmma_desc_at<128, 16, 1024>((A_s + (0) * 64), 514);
      { float* tl_acc = C_step; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %13, 0;\nwgmma.mma_async.sync.aligned.m64n16k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9, %10, %11}, %12, p, 1, 1, 0;\n}\n" : "+f"(tl_acc[0 + 0]), "+f"(tl_acc[0 + 1]), "+f"(tl_acc[0 + 2]), "+f"(tl_acc[0 + 3]), "+f"(tl_acc[0 + 4]), "+f"(tl_acc[0 + 5]), "+f"(tl_acc[0 + 6]), "+f"(tl_acc[0 + 7]) : "r"(*reinterpret_cast<const unsigned*>(&B_f[4 + 0])), "r"(*reinterpret_cast<const unsigned*>(&B_f[4 + 8])), "r"(*reinterpret_cast<const unsigned*>(&B_f[4 + 2])), "r"(*reinterpret_cast<const unsigned*>(&B_f[4 + 10])), "l"(v_428), "r"(1)); }
      const unsigned long long v_429 = tl::wgmma_desc_at<128, 16, 1024>((A_s + (0) * 64), 516);
      { float* tl_acc = C_step; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %13, 0;\nwgmma.mma_async.sync.aligned.m64n16k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9, %10, %11}, %12, p, 1, 1, 0;\n}\n" : "+f"(tl_acc[0 + 0]), "+f"(tl_acc[0 + 1]), "+f"(tl_acc[0 + 2]), "+f"(tl_acc[0 + 3]), "+f"(tl_acc[0 + 4]), "+f"(tl_acc[0 + 5]), "+f"(tl_acc[0 + 6]), "+f"(tl_acc[0 + 7]) : "r"(*reinterpret_cast<const unsigned*>(&B_f[16 + 0])), "r"(*reinterpret_cast<const unsigned*>(&B_f[16 + 8])), "r"(*reinterpret_cast<const unsigned*>(&B_f[16 + 2])), "r"(*reinterpret_cast<const unsigned*>(&B_f[16 + 10])), "l"(v_429), "r"(1)); }
      const unsigned long long v_430 = tl::wgmma_desc_at<128, 16, 1024>((A_s + (0) * 64), 518);
      { float* tl_acc = C_step; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %13, 0;\nwgmma.mma_async.sync.aligned.m64n16k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9, %10, %11}, %12, p, 1, 1, 0;\n}\n" : "+f"(tl_acc[0 + 0]), "+f"(tl_acc[0 + 1]), "+f"(tl_acc[0 + 2]), "+f"(tl_acc[0 + 3]), "+f"(tl_acc[0 + 4]), "+f"(tl_acc[0 + 5]), "+f"(tl_acc[0 + 6]), "+f"(tl_acc[0 + 7]) : "r"(*reinterpret_cast<const unsigned*>(&B_f[20 + 0])), "r"(*reinterpret_cast<const unsigned*>(&B_f[20 + 8])), "r"(*reinterpret_cast<const unsigned*>(&B_f[20 + 2])), "r"(*reinterpret_cast<const unsigned*>(&B_f[20 + 10])), "l"(v_430), "r"(1)); }
      const unsigned long long v_431 = tl::wgmma_desc_at<128, 16, 1024>((A_s + (0) * 64), 640);
      { float* tl_acc = C_step; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %13, 0;\nwgmma.mma_async.sync.aligned.m64n16k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9, %10, %11}, %12, p, 1, 1, 0;\n}\n" : "+f"(tl_acc[0 + 0]), "+f"(tl_acc[0 + 1]), "+f"(tl_acc[0 + 2]), "+f"(tl_acc[0 + 3]), "+f"(tl_acc[0 + 4]), "+f"(tl_acc[0 + 5]), "+f"(tl_acc[0 + 6]), "+f"(tl_acc[0 + 7]) : "r"(*reinterpret_cast<const unsigned*>(&B_f[32 + 0])), "r"(*reinterpret_cast<const unsigned*>(&B_f[32 + 8])), "r"(*reinterpret_cast<const unsigned*>(&B_f[32 + 2])), "r"(*reinterpret_cast<const unsigned*>(&B_f[32 + 10])), "l"(v_431), "r"(1)); }
      const unsigned long long v_432 = tl::wgmma_desc_at<128, 16, 1024>((A_s + (0) * 64), 642);
      { float* tl_acc = C_step; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %13, 0;\nwgmma.mma_async.sync.aligned.m64n16k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9, %10, %11}, %12, p, 1, 1, 0;\n}\n" : "+f"(tl_acc[0 + 0]), "+f"(tl_acc[0 + 1]), "+f"(tl_acc[0 + 2]), "+f"(tl_acc[0 + 3]), "+f"(tl_acc[0 + 4]), "+f"(tl_acc[0 + 5]), "+f"(tl_acc[0 + 6]), "+f"(tl_acc[0 + 7]) : "r"(*reinterpret_cast<const unsigned*>(&B_f[36 + 0])), "r"(*reinterpret_cast<const unsigned*>(&B_f[36 + 8])), "r"(*reinterpret_cast<const unsigned*>(&B_f[36 + 2])), "r"(*reinterpret_cast<const unsigned*>(&B_f[36 + 10])), "l"(v_432), "r"(1)); }
      const unsigned long long v_433 = tl::wgmma_desc_at<128, 16, 1024>((A_s + (0) * 64), 644);
      { float* tl_acc = C_step; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %13, 0;\nwgmma.mma_async.sync.aligned.m64n16k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9, %10, %11}, %12, p, 1, 1, 0;\n}\n" : "+f"(tl_acc[0 + 0]), "+f"(tl_acc[0 + 1]), "+f"(tl_acc[0 + 2]), "+f"(tl_acc[0 + 3]), "+f"(tl_acc[0 + 4]), "+f"(tl_acc[0 + 5]), "+f"(tl_acc[0 + 6]), "+f"(tl_acc[0 + 7]) : "r"(*reinterpret_cast<const unsigned*>(&B_f[48 + 0])), "r"(*reinterpret_cast<const unsigned*>(&B_f[48 + 8])), "r"(*reinterpret_cast<const unsigned*>(&B_f[48 + 2])), "r"(*reinterpret_cast<const unsigned*>(&B_f[48 + 10])), "l"(v_433), "r"(1)); }
      const unsigned long long v_434 = tl::wgmma_desc_at<128, 16, 1024>((A_s + (0) * 64), 646);
      { float* tl_acc = C_step; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %13, 0;\nwgmma.mma_async.sync.aligned.m64n16k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9, %10, %11}, %12, p, 1, 1, 0;\n}\n" : "+f"(tl_acc[0 + 0]), "+f"(tl_acc[0 + 1]), "+f"(tl_acc[0 + 2]), "+f"(tl_acc[0 + 3]), "+f"(tl_acc[0 + 4]), "+f"(tl_acc[0 + 5]), "+f"(tl_acc[0 + 6]), "+f"(tl_acc[0 + 7]) : "r"(*reinterpret_cast<const unsigned*>(&B_f[52 + 0])), "r"(*reinterpret_cast<const unsigned*>(&B_f[52 + 8])), "r"(*reinterpret_cast<const unsigned*>(&B_f[52 + 2])), "r"(*reinterpret_cast<const unsigned*>(&B_f[52 + 10])), "l"(v_434), "r"(1)); }
      tl::wgmma_commit();
      tl::wgmma_fence<0, 64>(C2_step, B_f);
      const unsigned long long v_435 = tl::wgmma_desc_at<128, 16, 1024>((A_s + (0) * 64), 768);
      { float* tl_acc = C2_step; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %13, 0;\nwgmma.mma_async.sync.aligned.m64n16k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9, %10, %11}, %12, p, 1, 1, 0;\n}\n" : "=f"(tl_acc[0 + 0]), "=f"(tl_acc[0 + 1]), "=f"(tl_acc[0 + 2]), "=f"(tl_acc[0 + 3]), "=f"(tl_acc[0 + 4]), "=f"(tl_acc[0 + 5]), "=f"(tl_acc[0 + 6]), "=f"(tl_acc[0 + 7]) : "r"(*reinterpret_cast<const unsigned*>(&B_f[64 + 0])), "r"(*reinterpret_cast<const unsigned*>(&B_f[64 + 8])), "r"(*reinterpret_cast<const unsigned*>(&B_f[64 + 2])), "r"(*reinterpret_cast<const unsigned*>(&B_f[64 + 10])), "l"(v_435), "r"(0)); }
      const unsigned long long v_436 = tl::wgmma_desc_at<128, 16, 1024>((A_s + (0) * 64), 770);
      { float* tl_acc = C2_step; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %13, 0;\nwgmma.mma_async.sync.aligned.m64n16k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9, %10, %11}, %12, p, 1, 1, 0;\n}\n" : "+f"(tl_acc[0 + 0]), "+f"(tl_acc[0 + 1]), "+f"(tl_acc[0 + 2]), "+f"(tl_acc[0 + 3]), "+f"(tl_acc[0 + 4]), "+f"(tl_acc[0 + 5]), "+f"(tl_acc[0 + 6]), "+f"(tl_acc[0 + 7]) : "r"(*reinterpret_cast<const unsigned*>(&B_f[68 + 0])), "r"(*reinterpret_cast<const unsigned*>(&B_f[68 + 8])), "r"(*reinterpret_cast<const unsigned*>(&B_f[68 + 2])), "r"(*reinterpret_cast<const unsigned*>(&B_f[68 + 10])), "l"(v_436), "r"(1)); }
      const unsigned long long v_437 = tl::wgmma_desc_at<128, 16, 1024>((A_s + (0) * 64), 772);
      { float* tl_acc = C2_step; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %13, 0;\nwgmma.mma_async.sync.aligned.m64n16k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9, %10, %11}, %12, p, 1, 1, 0;\n}\n" : "+f"(tl_acc[0 + 0]), "+f"(tl_acc[0 + 1]), "+f"(tl_acc[0 + 2]), "+f"(tl_acc[0 + 3]), "+f"(tl_acc[0 + 4]), "+f"(tl_acc[0 + 5]), "+f"(tl_acc[0 + 6]), "+f"(tl_acc[0 + 7]) : "r"(*reinterpret_cast<const unsigned*>(&B_f[80 + 0])), "r"(*reinterpret_cast<const unsigned*>(&B_f[80 + 8])), "r"(*reinterpret_cast<const unsigned*>(&B_f[80 + 2])), "r"(*reinterpret_cast<const unsigned*>(&B_f[80 + 10])), "l"(v_437), "r"(1)); }
      const unsigned long long v_438 = tl::wgmma_desc_at<128, 16, 1024>((A_s + (0) * 64), 774);
      { float* tl_acc = C2_step; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %13, 0;\nwgmma.mma_async.sync.aligned.m64n16k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9, %10, %11}, %12, p, 1, 1, 0;\n}\n" : "+f"(tl_acc[0 + 0]), "+f"(tl_acc[0 + 1]), "+f"(tl_acc[0 + 2]), "+f"(tl_acc[0 + 3]), "+f"(tl_acc[0 + 4]), "+f"(tl_acc[0 + 5]), "+f"(tl_acc[0 + 6]), "+f"(tl_acc[0 + 7]) : "r"(*reinterpret_cast<const unsigned*>(&B_f[84 + 0])), "r"(*reinterpret_cast<const unsigned*>(&B_f[84 + 8])), "r"(*reinterpret_cast<const unsigned*>(&B_f[84 + 2])), "r"(*reinterpret_cast<const unsigned*>(&B_f[84 + 10])), "l"(v_438), "r"(1)); }
      const unsigned long long v_439 = tl::wgmma_desc_at<128, 16, 1024>((A_s + (0) * 64), 896);
      { float* tl_acc = C2_step; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %13, 0;\nwgmma.mma_async.sync.aligned.m64n16k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9, %10, %11}, %12, p, 1, 1, 0;\n}\n" : "+f"(tl_acc[0 + 0]), "+f"(tl_acc[0 + 1]), "+f"(tl_acc[0 + 2]), "+f"(tl_acc[0 + 3]), "+f"(tl_acc[0 + 4]), "+f"(tl_acc[0 + 5]), "+f"(tl_acc[0 + 6]), "+f"(tl_acc[0 + 7]) : "r"(*reinterpret_cast<const unsigned*>(&B_f[96 + 0])), "r"(*reinterpret_cast<const unsigned*>(&B_f[96 + 8])), "r"(*reinterpret_cast<const unsigned*>(&B_f[96 + 2])), "r"(*reinterpret_cast<const unsigned*>(&B_f[96 + 10])), "l"(v_439), "r"(1)); }
      const unsigned long long v_440 = tl::wgmma_desc_at<128, 16, 1024>((A_s + (0) * 64), 898);
      { float* tl_acc = C2_step; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %13, 0;\nwgmma.mma_async.sync.aligned.m64n16k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9, %10, %11}, %12, p, 1, 1, 0;\n}\n" : "+f"(tl_acc[0 + 0]), "+f"(tl_acc[0 + 1]), "+f"(tl_acc[0 + 2]), "+f"(tl_acc[0 + 3]), "+f"(tl_acc[0 + 4]), "+f"(tl_acc[0 + 5]), "+f"(tl_acc[0 + 6]), "+f"(tl_acc[0 + 7]) : "r"(*reinterpret_cast<const unsigned*>(&B_f[100 + 0])), "r"(*reinterpret_cast<const unsigned*>(&B_f[100 + 8])), "r"(*reinterpret_cast<const unsigned*>(&B_f[100 + 2])), "r"(*reinterpret_cast<const unsigned*>(&B_f[100 + 10])), "l"(v_440), "r"(1)); }
      const unsigned long long v_441 = tl::wgmma_desc_at<128, 16, 1024>((A_s + (0) * 64), 900);
      { float* tl_acc = C2_step; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %13, 0;\nwgmma.mma_async.sync.aligned.m64n16k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9, %10, %11}, %12, p, 1, 1, 0;\n}\n" : "+f"(tl_acc[0 + 0]), "+f"(tl_acc[0 + 1]), "+f"(tl_acc[0 + 2]), "+f"(tl_acc[0 + 3]), "+f"(tl_acc[0 + 4]), "+f"(tl_acc[0 + 5]), "+f"(tl_acc[0 + 6]), "+f"(tl_acc[0 + 7]) : "r"(*reinterpret_cast<const unsigned*>(&B_f[112 + 0])), "r"(*reinterpret_cast<const unsigned*>(&B_f[112 + 8])), "r"(*reinterpret_cast<const unsigned*>(&B_f[112 + 2])), "r"(*reinterpret_cast<const unsigned*>(&B_f[112 + 10])), "l"(v_441), "r"(1)); }
      const unsigned long long v_442 = tl::wgmma_desc_at<128, 16, 1024>((A_s + (0) * 64), 902);
      { float* tl_acc = C2_step; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %13, 0;\nwgmma.mma_async.sync.aligned.m64n16k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9, %10, %11}, %12, p, 1, 1, 0;\n}\n" : "+f"(tl_acc[0 + 0]), "+f"(tl_acc[0 + 1]), "+f"(tl_acc[0 + 2]), "+f"(tl_acc[0 + 3]), "+f"(tl_acc[0 + 4]), "+f"(tl_acc[0 + 5]), "+f"(tl_acc[0 + 6]), "+f"(tl_acc[0 + 7]) : "r"(*reinterpret_cast<const unsigned*>(&B_f[116 + 0])), "r"(*reinterpret_cast<const unsigned*>(&B_f[116 + 8])), "r"(*reinterpret_cast<const unsigned*>(&B_f[116 + 2])), "r"(*reinterpret_cast<const unsigned*>(&B_f[116 + 10])), "l"(v_442), "r"(1)); }
      tl::wgmma_commit();
#line 474 "tilelang/ops/lowbit_kernels.py"
      const int v_443 = (v_224 + 1);
      const bool v_444 = (v_443 < 8);
      if (v_444) {
        const int v_445 = tl::min(v_443, 7);
#line 476 "tilelang/ops/lowbit_kernels.py"
        const int v_446 = (v_2 + v_445);
        const int k0_3 = (v_446 * 256);
#line 406 "tilelang/ops/lowbit_kernels.py"
        const int g0_2 = (k0_3 / 128);
#line 405 "tilelang/ops/lowbit_kernels.py"
        if (v_4) {
          tl::mbar_expect_tx((tma_bar + 0), 8192);
          tl::tma_load<2>((A_s + 0), &A_tmap, (tma_bar + 0), k0_3, v_3);
          tl::tma_load<2>((unsigned char*)(A_s + 0) + 2048, &A_tmap, (tma_bar + 0), k0_3 + 64, v_3);
          tl::tma_load<2>((unsigned char*)(A_s + 0) + 4096, &A_tmap, (tma_bar + 0), k0_3 + 128, v_3);
          tl::tma_load<2>((unsigned char*)(A_s + 0) + 6144, &A_tmap, (tma_bar + 0), k0_3 + 192, v_3);
        }
#line 407 "tilelang/ops/lowbit_kernels.py"
        const int v_447 = (v_35 + k0_3);
        const int v_448 = (v_447 * 2);
        const int v_449 = (v_448 / 8);
        for (int k_3 = 0; k_3 < 2; k_3 += 1) {
          const int v_450 = (k_3 * 128);
          const int v_451 = (v_450 + tid);
          const int v_452 = (v_451 / 4);
          const int v_453 = (v_452 + v_5);
          tl::cp_async<16>((B_s + (v_452) * 64 + v_39), (B + (v_453) * 2048 + v_449), true);
        }
#line 413 "tilelang/ops/lowbit_kernels.py"
        if (v_7) {
          const int v_454 = (tid % 8);
          const int v_455 = (tid / 8);
          const int v_456 = (v_455 % 2);
          const int v_457 = (v_454 * 8);
          const int v_458 = (v_456 + g0_2);
          const int v_459 = (v_457 + v_5);
          tl::cp_async<16>((S_s + (v_456) * 64 + v_457), (Scales + (v_458) * 8192 + v_459), true);
        }
#line 474 "tilelang/ops/lowbit_kernels.py"
      }
      tl::cp_async_commit();
#line 444 "tilelang/ops/lowbit_kernels.py"
      tl::wgmma_wait<1, 8, 64>(C_step, B_f);
#line 445 "tilelang/ops/lowbit_kernels.py"
      #pragma unroll
      for (int l_v_5 = 0; l_v_5 < 2; l_v_5 += 1) {
        const int v_460 = (l_v_5 * 4);
#line 446 "tilelang/ops/lowbit_kernels.py"
        const tl::vec<float, 4> v_461 = *reinterpret_cast<const tl::vec<float, 4>*>((C_step + v_460));
        const float v_462 = v_461.v[0];
        const half v_463 = S_s[(2) * 64 + v_12];
        const float v_464 = tl::cast<float>(v_463);
        const tl::vec<float, 4> v_465 = *reinterpret_cast<const tl::vec<float, 4>*>((C_f + v_460));
        const float v_466 = v_465.v[0];
        const float v_467 = __fmaf_rn(v_462, v_464, v_466);
        const float v_468 = v_461.v[1];
        const float v_469 = v_465.v[1];
        const float v_470 = __fmaf_rn(v_468, v_464, v_469);
        const float v_471 = v_461.v[2];
        const half v_472 = S_s[(2) * 64 + v_22];
        const float v_473 = tl::cast<float>(v_472);
        const float v_474 = v_465.v[2];
        const float v_475 = __fmaf_rn(v_471, v_473, v_474);
        const float v_476 = v_461.v[3];
        const float v_477 = v_465.v[3];
        const float v_478 = __fmaf_rn(v_476, v_473, v_477);
#line 445 "tilelang/ops/lowbit_kernels.py"
        const tl::vec<float, 4> v_479 = tl::vec<float, 4>{{v_467, v_470, v_475, v_478}};
        *reinterpret_cast<tl::vec<float, 4>*>((C_f + v_460)) = v_479;
      }
#line 444 "tilelang/ops/lowbit_kernels.py"
      tl::wgmma_wait_defining<0, 8, 64>(C2_step, B_f);
#line 445 "tilelang/ops/lowbit_kernels.py"
      #pragma unroll
      for (int l_v_6 = 0; l_v_6 < 2; l_v_6 += 1) {
        const int v_480 = (l_v_6 * 4);
#line 446 "tilelang/ops/lowbit_kernels.py"
        const tl::vec<float, 4> v_481 = *reinterpret_cast<const tl::vec<float, 4>*>((C2_step + v_480));
        const float v_482 = v_481.v[0];
        const half v_483 = S_s[(3) * 64 + v_12];
        const float v_484 = tl::cast<float>(v_483);
        const tl::vec<float, 4> v_485 = *reinterpret_cast<const tl::vec<float, 4>*>((C_f + v_480));
        const float v_486 = v_485.v[0];
        const float v_487 = __fmaf_rn(v_482, v_484, v_486);
        const float v_488 = v_481.v[1];
        const float v_489 = v_485.v[1];
        const float v_490 = __fmaf_rn(v_488, v_484, v_489);
        const float v_491 = v_481.v[2];
        const half v_492 = S_s[(3) * 64 + v_22];
        const float v_493 = tl::cast<float>(v_492);
        const float v_494 = v_485.v[2];
        const float v_495 = __fmaf_rn(v_491, v_493, v_494);
        const float v_496 = v_481.v[3];
        const float v_497 = v_485.v[3];
        const float v_498 = __fmaf_rn(v_496, v_493, v_497);
#line 445 "tilelang/ops/lowbit_kernels.py"
        const tl::vec<float, 4> v_499 = tl::vec<float, 4>{{v_487, v_490, v_495, v_498}};
        *reinterpret_cast<tl::vec<float, 4>*>((C_f + v_480)) = v_499;
      }
#line 474 "tilelang/ops/lowbit_kernels.py"
    }
    if (v_225) {
      tl::cp_async_wait<1>();
      tl::fence_proxy_async();
      __syncthreads();
      const int v_500 = (v_224 / 3);
      const int v_501 = (v_500 % 2);
#line 405 "tilelang/ops/lowbit_kernels.py"
      tl::mbar_wait((tma_bar + 2), v_501);
#line 418 "tilelang/ops/lowbit_kernels.py"
      alignas(16) half dequant_2[128];
      alignas(16) half decoded_2[16];
      const int v_502 = (v_12 + 128);
      const unsigned v_503 = *reinterpret_cast<const unsigned*>((B_s + (v_502) * 64 + v_21));
      tl_dw_uint2_minus2_f16(decoded_2 + 0, v_503);
      const half v_504 = decoded_2[0];
      dequant_2[0] = v_504;
      const half v_505 = decoded_2[1];
      dequant_2[1] = v_505;
      const half v_506 = decoded_2[2];
      dequant_2[2] = v_506;
      const half v_507 = decoded_2[3];
      dequant_2[3] = v_507;
      const half v_508 = decoded_2[4];
      dequant_2[4] = v_508;
      const half v_509 = decoded_2[5];
      dequant_2[5] = v_509;
      const half v_510 = decoded_2[6];
      dequant_2[6] = v_510;
      const half v_511 = decoded_2[7];
      dequant_2[7] = v_511;
      const half v_512 = decoded_2[8];
      dequant_2[16] = v_512;
      const half v_513 = decoded_2[9];
      dequant_2[17] = v_513;
      const half v_514 = decoded_2[10];
      dequant_2[18] = v_514;
      const half v_515 = decoded_2[11];
      dequant_2[19] = v_515;
      const half v_516 = decoded_2[12];
      dequant_2[20] = v_516;
      const half v_517 = decoded_2[13];
      dequant_2[21] = v_517;
      const half v_518 = decoded_2[14];
      dequant_2[22] = v_518;
      const half v_519 = decoded_2[15];
      dequant_2[23] = v_519;
      const int v_520 = (v_12 + 136);
      const unsigned v_521 = *reinterpret_cast<const unsigned*>((B_s + (v_520) * 64 + v_21));
      tl_dw_uint2_minus2_f16(decoded_2 + 0, v_521);
      const half v_522 = decoded_2[0];
      dequant_2[8] = v_522;
      const half v_523 = decoded_2[1];
      dequant_2[9] = v_523;
      const half v_524 = decoded_2[2];
      dequant_2[10] = v_524;
      const half v_525 = decoded_2[3];
      dequant_2[11] = v_525;
      const half v_526 = decoded_2[4];
      dequant_2[12] = v_526;
      const half v_527 = decoded_2[5];
      dequant_2[13] = v_527;
      const half v_528 = decoded_2[6];
      dequant_2[14] = v_528;
      const half v_529 = decoded_2[7];
      dequant_2[15] = v_529;
      const half v_530 = decoded_2[8];
      dequant_2[24] = v_530;
      const half v_531 = decoded_2[9];
      dequant_2[25] = v_531;
      const half v_532 = decoded_2[10];
      dequant_2[26] = v_532;
      const half v_533 = decoded_2[11];
      dequant_2[27] = v_533;
      const half v_534 = decoded_2[12];
      dequant_2[28] = v_534;
      const half v_535 = decoded_2[13];
      dequant_2[29] = v_535;
      const half v_536 = decoded_2[14];
      dequant_2[30] = v_536;
      const half v_537 = decoded_2[15];
      dequant_2[31] = v_537;
      const unsigned v_538 = *reinterpret_cast<const unsigned*>((B_s + (v_502) * 64 + v_26));
      tl_dw_uint2_minus2_f16(decoded_2 + 0, v_538);
      const half v_539 = decoded_2[0];
      dequant_2[32] = v_539;
      const half v_540 = decoded_2[1];
      dequant_2[33] = v_540;
      const half v_541 = decoded_2[2];
      dequant_2[34] = v_541;
      const half v_542 = decoded_2[3];
      dequant_2[35] = v_542;
      const half v_543 = decoded_2[4];
      dequant_2[36] = v_543;
      const half v_544 = decoded_2[5];
      dequant_2[37] = v_544;
      const half v_545 = decoded_2[6];
      dequant_2[38] = v_545;
      const half v_546 = decoded_2[7];
      dequant_2[39] = v_546;
      const half v_547 = decoded_2[8];
      dequant_2[48] = v_547;
      const half v_548 = decoded_2[9];
      dequant_2[49] = v_548;
      const half v_549 = decoded_2[10];
      dequant_2[50] = v_549;
      const half v_550 = decoded_2[11];
      dequant_2[51] = v_550;
      const half v_551 = decoded_2[12];
      dequant_2[52] = v_551;
      const half v_552 = decoded_2[13];
      dequant_2[53] = v_552;
      const half v_553 = decoded_2[14];
      dequant_2[54] = v_553;
      const half v_554 = decoded_2[15];
      dequant_2[55] = v_554;
      const unsigned v_555 = *reinterpret_cast<const unsigned*>((B_s + (v_520) * 64 + v_26));
      tl_dw_uint2_minus2_f16(decoded_2 + 0, v_555);
      const half v_556 = decoded_2[0];
      dequant_2[40] = v_556;
      const half v_557 = decoded_2[1];
      dequant_2[41] = v_557;
      const half v_558 = decoded_2[2];
      dequant_2[42] = v_558;
      const half v_559 = decoded_2[3];
      dequant_2[43] = v_559;
      const half v_560 = decoded_2[4];
      dequant_2[44] = v_560;
      const half v_561 = decoded_2[5];
      dequant_2[45] = v_561;
      const half v_562 = decoded_2[6];
      dequant_2[46] = v_562;
      const half v_563 = decoded_2[7];
      dequant_2[47] = v_563;
      const half v_564 = decoded_2[8];
      dequant_2[56] = v_564;
      const half v_565 = decoded_2[9];
      dequant_2[57] = v_565;
      const half v_566 = decoded_2[10];
      dequant_2[58] = v_566;
      const half v_567 = decoded_2[11];
      dequant_2[59] = v_567;
      const half v_568 = decoded_2[12];
      dequant_2[60] = v_568;
      const half v_569 = decoded_2[13];
      dequant_2[61] = v_569;
      const half v_570 = decoded_2[14];
      dequant_2[62] = v_570;
      const half v_571 = decoded_2[15];
      dequant_2[63] = v_571;
      const unsigned v_572 = *reinterpret_cast<const unsigned*>((B_s + (v_502) * 64 + v_30));
      tl_dw_uint2_minus2_f16(decoded_2 + 0, v_572);
      const half v_573 = decoded_2[0];
      dequant_2[64] = v_573;
      const half v_574 = decoded_2[1];
      dequant_2[65] = v_574;
      const half v_575 = decoded_2[2];
      dequant_2[66] = v_575;
      const half v_576 = decoded_2[3];
      dequant_2[67] = v_576;
      const half v_577 = decoded_2[4];
      dequant_2[68] = v_577;
      const half v_578 = decoded_2[5];
      dequant_2[69] = v_578;
      const half v_579 = decoded_2[6];
      dequant_2[70] = v_579;
      const half v_580 = decoded_2[7];
      dequant_2[71] = v_580;
      const half v_581 = decoded_2[8];
      dequant_2[80] = v_581;
      const half v_582 = decoded_2[9];
      dequant_2[81] = v_582;
      const half v_583 = decoded_2[10];
      dequant_2[82] = v_583;
      const half v_584 = decoded_2[11];
      dequant_2[83] = v_584;
      const half v_585 = decoded_2[12];
      dequant_2[84] = v_585;
      const half v_586 = decoded_2[13];
      dequant_2[85] = v_586;
      const half v_587 = decoded_2[14];
      dequant_2[86] = v_587;
      const half v_588 = decoded_2[15];
      dequant_2[87] = v_588;
      const unsigned v_589 = *reinterpret_cast<const unsigned*>((B_s + (v_520) * 64 + v_30));
      tl_dw_uint2_minus2_f16(decoded_2 + 0, v_589);
      const half v_590 = decoded_2[0];
      dequant_2[72] = v_590;
      const half v_591 = decoded_2[1];
      dequant_2[73] = v_591;
      const half v_592 = decoded_2[2];
      dequant_2[74] = v_592;
      const half v_593 = decoded_2[3];
      dequant_2[75] = v_593;
      const half v_594 = decoded_2[4];
      dequant_2[76] = v_594;
      const half v_595 = decoded_2[5];
      dequant_2[77] = v_595;
      const half v_596 = decoded_2[6];
      dequant_2[78] = v_596;
      const half v_597 = decoded_2[7];
      dequant_2[79] = v_597;
      const half v_598 = decoded_2[8];
      dequant_2[88] = v_598;
      const half v_599 = decoded_2[9];
      dequant_2[89] = v_599;
      const half v_600 = decoded_2[10];
      dequant_2[90] = v_600;
      const half v_601 = decoded_2[11];
      dequant_2[91] = v_601;
      const half v_602 = decoded_2[12];
      dequant_2[92] = v_602;
      const half v_603 = decoded_2[13];
      dequant_2[93] = v_603;
      const half v_604 = decoded_2[14];
      dequant_2[94] = v_604;
      const half v_605 = decoded_2[15];
      dequant_2[95] = v_605;
      const unsigned v_606 = *reinterpret_cast<const unsigned*>((B_s + (v_502) * 64 + v_34));
      tl_dw_uint2_minus2_f16(decoded_2 + 0, v_606);
      const half v_607 = decoded_2[0];
      dequant_2[96] = v_607;
      const half v_608 = decoded_2[1];
      dequant_2[97] = v_608;
      const half v_609 = decoded_2[2];
      dequant_2[98] = v_609;
      const half v_610 = decoded_2[3];
      dequant_2[99] = v_610;
      const half v_611 = decoded_2[4];
      dequant_2[100] = v_611;
      const half v_612 = decoded_2[5];
      dequant_2[101] = v_612;
      const half v_613 = decoded_2[6];
      dequant_2[102] = v_613;
      const half v_614 = decoded_2[7];
      dequant_2[103] = v_614;
      const half v_615 = decoded_2[8];
      dequant_2[112] = v_615;
      const half v_616 = decoded_2[9];
      dequant_2[113] = v_616;
      const half v_617 = decoded_2[10];
      dequant_2[114] = v_617;
      const half v_618 = decoded_2[11];
      dequant_2[115] = v_618;
      const half v_619 = decoded_2[12];
      dequant_2[116] = v_619;
      const half v_620 = decoded_2[13];
      dequant_2[117] = v_620;
      const half v_621 = decoded_2[14];
      dequant_2[118] = v_621;
      const half v_622 = decoded_2[15];
      dequant_2[119] = v_622;
      const unsigned v_623 = *reinterpret_cast<const unsigned*>((B_s + (v_520) * 64 + v_34));
      tl_dw_uint2_minus2_f16(decoded_2 + 0, v_623);
      const half v_624 = decoded_2[0];
      dequant_2[104] = v_624;
      const half v_625 = decoded_2[1];
      dequant_2[105] = v_625;
      const half v_626 = decoded_2[2];
      dequant_2[106] = v_626;
      const half v_627 = decoded_2[3];
      dequant_2[107] = v_627;
      const half v_628 = decoded_2[4];
      dequant_2[108] = v_628;
      const half v_629 = decoded_2[5];
      dequant_2[109] = v_629;
      const half v_630 = decoded_2[6];
      dequant_2[110] = v_630;
      const half v_631 = decoded_2[7];
      dequant_2[111] = v_631;
      const half v_632 = decoded_2[8];
      dequant_2[120] = v_632;
      const half v_633 = decoded_2[9];
      dequant_2[121] = v_633;
      const half v_634 = decoded_2[10];
      dequant_2[122] = v_634;
      const half v_635 = decoded_2[11];
      dequant_2[123] = v_635;
      const half v_636 = decoded_2[12];
      dequant_2[124] = v_636;
      const half v_637 = decoded_2[13];
      dequant_2[125] = v_637;
      const half v_638 = decoded_2[14];
      dequant_2[126] = v_638;
      const half v_639 = decoded_2[15];
      dequant_2[127] = v_639;
      #pragma unroll
      for (int l_v_7 = 0; l_v_7 < 16; l_v_7 += 1) {
        const int v_640 = (l_v_7 * 8);
#line 428 "tilelang/ops/lowbit_kernels.py"
        const tl::vec<half, 8> v_641 = *reinterpret_cast<const tl::vec<half, 8>*>((dequant_2 + v_640));
#line 418 "tilelang/ops/lowbit_kernels.py"
        *reinterpret_cast<tl::vec<half, 8>*>((B_f + v_640)) = v_641;
      }
#line 441 "tilelang/ops/lowbit_kernels.py"
      tl::wgmma_fence<0, 64>(C_step, B_f);
      const unsigned long long v_642 = tl::wgmma_desc_at<128, 16, 1024>((A_s + (0) * 64), 1024);
      { float* tl_acc = C_step; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %13, 0;\nwgmma.mma_async.sync.aligned.m64n16k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9, %10, %11}, %12, p, 1, 1, 0;\n}\n" : "=f"(tl_acc[0 + 0]), "=f"(tl_acc[0 + 1]), "=f"(tl_acc[0 + 2]), "=f"(tl_acc[0 + 3]), "=f"(tl_acc[0 + 4]), "=f"(tl_acc[0 + 5]), "=f"(tl_acc[0 + 6]), "=f"(tl_acc[0 + 7]) : "r"(*reinterpret_cast<const unsigned*>(&B_f[0 + 0])), "r"(*reinterpret_cast<const unsigned*>(&B_f[0 + 8])), "r"(*reinterpret_cast<const unsigned*>(&B_f[0 + 2])), "r"(*reinterpret_cast<const unsigned*>(&B_f[0 + 10])), "l"(v_642), "r"(0)); }
      const unsigned long long v_643 = tl::wgmma_desc_at<128, 16, 1024>((A_s + (0) * 64), 1026);
      { float* tl_acc = C_step; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %13, 0;\nwgmma.mma_async.sync.aligned.m64n16k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9, %10, %11}, %12, p, 1, 1, 0;\n}\n" : "+f"(tl_acc[0 + 0]), "+f"(tl_acc[0 + 1]), "+f"(tl_acc[0 + 2]), "+f"(tl_acc[0 + 3]), "+f"(tl_acc[0 + 4]), "+f"(tl_acc[0 + 5]), "+f"(tl_acc[0 + 6]), "+f"(tl_acc[0 + 7]) : "r"(*reinterpret_cast<const unsigned*>(&B_f[4 + 0])), "r"(*reinterpret_cast<const unsigned*>(&B_f[4 + 8])), "r"(*reinterpret_cast<const unsigned*>(&B_f[4 + 2])), "r"(*reinterpret_cast<const unsigned*>(&B_f[4 + 10])), "l"(v_643), "r"(1)); }
      const unsigned long long v_644 = tl::wgmma_desc_at<128, 16, 1024>((A_s + (0) * 64), 1028);
      { float* tl_acc = C_step; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %13, 0;\nwgmma.mma_async.sync.aligned.m64n16k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9, %10, %11}, %12, p, 1, 1, 0;\n}\n" : "+f"(tl_acc[0 + 0]), "+f"(tl_acc[0 + 1]), "+f"(tl_acc[0 + 2]), "+f"(tl_acc[0 + 3]), "+f"(tl_acc[0 + 4]), "+f"(tl_acc[0 + 5]), "+f"(tl_acc[0 + 6]), "+f"(tl_acc[0 + 7]) : "r"(*reinterpret_cast<const unsigned*>(&B_f[16 + 0])), "r"(*reinterpret_cast<const unsigned*>(&B_f[16 + 8])), "r"(*reinterpret_cast<const unsigned*>(&B_f[16 + 2])), "r"(*reinterpret_cast<const unsigned*>(&B_f[16 + 10])), "l"(v_644), "r"(1)); }
      const unsigned long long v_645 = tl::wgmma_desc_at<128, 16, 1024>((A_s + (0) * 64), 1030);
      { float* tl_acc = C_step; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %13, 0;\nwgmma.mma_async.sync.aligned.m64n16k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9, %10, %11}, %12, p, 1, 1, 0;\n}\n" : "+f"(tl_acc[0 + 0]), "+f"(tl_acc[0 + 1]), "+f"(tl_acc[0 + 2]), "+f"(tl_acc[0 + 3]), "+f"(tl_acc[0 + 4]), "+f"(tl_acc[0 + 5]), "+f"(tl_acc[0 + 6]), "+f"(tl_acc[0 + 7]) : "r"(*reinterpret_cast<const unsigned*>(&B_f[20 + 0])), "r"(*reinterpret_cast<const unsigned*>(&B_f[20 + 8])), "r"(*reinterpret_cast<const unsigned*>(&B_f[20 + 2])), "r"(*reinterpret_cast<const unsigned*>(&B_f[20 + 10])), "l"(v_645), "r"(1)); }
      const unsigned long long v_646 = tl::wgmma_desc_at<128, 16, 1024>((A_s + (0) * 64), 1152);
      { float* tl_acc = C_step; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %13, 0;\nwgmma.mma_async.sync.aligned.m64n16k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9, %10, %11}, %12, p, 1, 1, 0;\n}\n" : "+f"(tl_acc[0 + 0]), "+f"(tl_acc[0 + 1]), "+f"(tl_acc[0 + 2]), "+f"(tl_acc[0 + 3]), "+f"(tl_acc[0 + 4]), "+f"(tl_acc[0 + 5]), "+f"(tl_acc[0 + 6]), "+f"(tl_acc[0 + 7]) : "r"(*reinterpret_cast<const unsigned*>(&B_f[32 + 0])), "r"(*reinterpret_cast<const unsigned*>(&B_f[32 + 8])), "r"(*reinterpret_cast<const unsigned*>(&B_f[32 + 2])), "r"(*reinterpret_cast<const unsigned*>(&B_f[32 + 10])), "l"(v_646), "r"(1)); }
      const unsigned long long v_647 = tl::wgmma_desc_at<128, 16, 1024>((A_s + (0) * 64), 1154);
      { float* tl_acc = C_step; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %13, 0;\nwgmma.mma_async.sync.aligned.m64n16k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9, %10, %11}, %12, p, 1, 1, 0;\n}\n" : "+f"(tl_acc[0 + 0]), "+f"(tl_acc[0 + 1]), "+f"(tl_acc[0 + 2]), "+f"(tl_acc[0 + 3]), "+f"(tl_acc[0 + 4]), "+f"(tl_acc[0 + 5]), "+f"(tl_acc[0 + 6]), "+f"(tl_acc[0 + 7]) : "r"(*reinterpret_cast<const unsigned*>(&B_f[36 + 0])), "r"(*reinterpret_cast<const unsigned*>(&B_f[36 + 8])), "r"(*reinterpret_cast<const unsigned*>(&B_f[36 + 2])), "r"(*reinterpret_cast<const unsigned*>(&B_f[36 + 10])), "l"(v_647), "r"(1)); }
      const unsigned long long v_648 = tl::wgmma_desc_at<128, 16, 1024>((A_s + (0) * 64), 1156);
      { float* tl_acc = C_step; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %13, 0;\nwgmma.mma_async.sync.aligned.m64n16k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9, %10, %11}, %12, p, 1, 1, 0;\n}\n" : "+f"(tl_acc[0 + 0]), "+f"(tl_acc[0 + 1]), "+f"(tl_acc[0 + 2]), "+f"(tl_acc[0 + 3]), "+f"(tl_acc[0 + 4]), "+f"(tl_acc[0 + 5]), "+f"(tl_acc[0 + 6]), "+f"(tl_acc[0 + 7]) : "r"(*reinterpret_cast<const unsigned*>(&B_f[48 + 0])), "r"(*reinterpret_cast<const unsigned*>(&B_f[48 + 8])), "r"(*reinterpret_cast<const unsigned*>(&B_f[48 + 2])), "r"(*reinterpret_cast<const unsigned*>(&B_f[48 + 10])), "l"(v_648), "r"(1)); }
      const unsigned long long v_649 = tl::wgmma_desc_at<128, 16, 1024>((A_s + (0) * 64), 1158);
      { float* tl_acc = C_step; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %13, 0;\nwgmma.mma_async.sync.aligned.m64n16k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9, %10, %11}, %12, p, 1, 1, 0;\n}\n" : "+f"(tl_acc[0 + 0]), "+f"(tl_acc[0 + 1]), "+f"(tl_acc[0 + 2]), "+f"(tl_acc[0 + 3]), "+f"(tl_acc[0 + 4]), "+f"(tl_acc[0 + 5]), "+f"(tl_acc[0 + 6]), "+f"(tl_acc[0 + 7]) : "r"(*reinterpret_cast<const unsigned*>(&B_f[52 + 0])), "r"(*reinterpret_cast<const unsigned*>(&B_f[52 + 8])), "r"(*reinterpret_cast<const unsigned*>(&B_f[52 + 2])), "r"(*reinterpret_cast<const unsigned*>(&B_f[52 + 10])), "l"(v_649), "r"(1)); }
      tl::wgmma_commit();
      tl::wgmma_fence<0, 64>(C2_step, B_f);
      const unsigned long long v_650 = tl::wgmma_desc_at<128, 16, 1024>((A_s + (0) * 64), 1280);
      { float* tl_acc = C2_step; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %13, 0;\nwgmma.mma_async.sync.aligned.m64n16k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9, %10, %11}, %12, p, 1, 1, 0;\n}\n" : "=f"(tl_acc[0 + 0]), "=f"(tl_acc[0 + 1]), "=f"(tl_acc[0 + 2]), "=f"(tl_acc[0 + 3]), "=f"(tl_acc[0 + 4]), "=f"(tl_acc[0 + 5]), "=f"(tl_acc[0 + 6]), "=f"(tl_acc[0 + 7]) : "r"(*reinterpret_cast<const unsigned*>(&B_f[64 + 0])), "r"(*reinterpret_cast<const unsigned*>(&B_f[64 + 8])), "r"(*reinterpret_cast<const unsigned*>(&B_f[64 + 2])), "r"(*reinterpret_cast<const unsigned*>(&B_f[64 + 10])), "l"(v_650), "r"(0)); }
      const unsigned long long v_651 = tl::wgmma_desc_at<128, 16, 1024>((A_s + (0) * 64), 1282);
      { float* tl_acc = C2_step; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %13, 0;\nwgmma.mma_async.sync.aligned.m64n16k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9, %10, %11}, %12, p, 1, 1, 0;\n}\n" : "+f"(tl_acc[0 + 0]), "+f"(tl_acc[0 + 1]), "+f"(tl_acc[0 + 2]), "+f"(tl_acc[0 + 3]), "+f"(tl_acc[0 + 4]), "+f"(tl_acc[0 + 5]), "+f"(tl_acc[0 + 6]), "+f"(tl_acc[0 + 7]) : "r"(*reinterpret_cast<const unsigned*>(&B_f[68 + 0])), "r"(*reinterpret_cast<const unsigned*>(&B_f[68 + 8])), "r"(*reinterpret_cast<const unsigned*>(&B_f[68 + 2])), "r"(*reinterpret_cast<const unsigned*>(&B_f[68 + 10])), "l"(v_651), "r"(1)); }
      const unsigned long long v_652 = tl::wgmma_desc_at<128, 16, 1024>((A_s + (0) * 64), 1284);
      { float* tl_acc = C2_step; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %13, 0;\nwgmma.mma_async.sync.aligned.m64n16k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9, %10, %11}, %12, p, 1, 1, 0;\n}\n" : "+f"(tl_acc[0 + 0]), "+f"(tl_acc[0 + 1]), "+f"(tl_acc[0 + 2]), "+f"(tl_acc[0 + 3]), "+f"(tl_acc[0 + 4]), "+f"(tl_acc[0 + 5]), "+f"(tl_acc[0 + 6]), "+f"(tl_acc[0 + 7]) : "r"(*reinterpret_cast<const unsigned*>(&B_f[80 + 0])), "r"(*reinterpret_cast<const unsigned*>(&B_f[80 + 8])), "r"(*reinterpret_cast<const unsigned*>(&B_f[80 + 2])), "r"(*reinterpret_cast<const unsigned*>(&B_f[80 + 10])), "l"(v_652), "r"(1)); }
      const unsigned long long v_653 = tl::wgmma_desc_at<128, 16, 1024>((A_s + (0) * 64), 1286);
      { float* tl_acc = C2_step; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %13, 0;\nwgmma.mma_async.sync.aligned.m64n16k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9, %10, %11}, %12, p, 1, 1, 0;\n}\n" : "+f"(tl_acc[0 + 0]), "+f"(tl_acc[0 + 1]), "+f"(tl_acc[0 + 2]), "+f"(tl_acc[0 + 3]), "+f"(tl_acc[0 + 4]), "+f"(tl_acc[0 + 5]), "+f"(tl_acc[0 + 6]), "+f"(tl_acc[0 + 7]) : "r"(*reinterpret_cast<const unsigned*>(&B_f[84 + 0])), "r"(*reinterpret_cast<const unsigned*>(&B_f[84 + 8])), "r"(*reinterpret_cast<const unsigned*>(&B_f[84 + 2])), "r"(*reinterpret_cast<const unsigned*>(&B_f[84 + 10])), "l"(v_653), "r"(1)); }
      const unsigned long long v_654 = tl::wgmma_desc_at<128, 16, 1024>((A_s + (0) * 64), 1408);
      { float* tl_acc = C2_step; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %13, 0;\nwgmma.mma_async.sync.aligned.m64n16k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9, %10, %11}, %12, p, 1, 1, 0;\n}\n" : "+f"(tl_acc[0 + 0]), "+f"(tl_acc[0 + 1]), "+f"(tl_acc[0 + 2]), "+f"(tl_acc[0 + 3]), "+f"(tl_acc[0 + 4]), "+f"(tl_acc[0 + 5]), "+f"(tl_acc[0 + 6]), "+f"(tl_acc[0 + 7]) : "r"(*reinterpret_cast<const unsigned*>(&B_f[96 + 0])), "r"(*reinterpret_cast<const unsigned*>(&B_f[96 + 8])), "r"(*reinterpret_cast<const unsigned*>(&B_f[96 + 2])), "r"(*reinterpret_cast<const unsigned*>(&B_f[96 + 10])), "l"(v_654), "r"(1)); }
      const unsigned long long v_655 = tl::wgmma_desc_at<128, 16, 1024>((A_s + (0) * 64), 1410);
      { float* tl_acc = C2_step; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %13, 0;\nwgmma.mma_async.sync.aligned.m64n16k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9, %10, %11}, %12, p, 1, 1, 0;\n}\n" : "+f"(tl_acc[0 + 0]), "+f"(tl_acc[0 + 1]), "+f"(tl_acc[0 + 2]), "+f"(tl_acc[0 + 3]), "+f"(tl_acc[0 + 4]), "+f"(tl_acc[0 + 5]), "+f"(tl_acc[0 + 6]), "+f"(tl_acc[0 + 7]) : "r"(*reinterpret_cast<const unsigned*>(&B_f[100 + 0])), "r"(*reinterpret_cast<const unsigned*>(&B_f[100 + 8])), "r"(*reinterpret_cast<const unsigned*>(&B_f[100 + 2])), "r"(*reinterpret_cast<const unsigned*>(&B_f[100 + 10])), "l"(v_655), "r"(1)); }
      const unsigned long long v_656 = tl::wgmma_desc_at<128, 16, 1024>((A_s + (0) * 64), 1412);
      { float* tl_acc = C2_step; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %13, 0;\nwgmma.mma_async.sync.aligned.m64n16k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9, %10, %11}, %12, p, 1, 1, 0;\n}\n" : "+f"(tl_acc[0 + 0]), "+f"(tl_acc[0 + 1]), "+f"(tl_acc[0 + 2]), "+f"(tl_acc[0 + 3]), "+f"(tl_acc[0 + 4]), "+f"(tl_acc[0 + 5]), "+f"(tl_acc[0 + 6]), "+f"(tl_acc[0 + 7]) : "r"(*reinterpret_cast<const unsigned*>(&B_f[112 + 0])), "r"(*reinterpret_cast<const unsigned*>(&B_f[112 + 8])), "r"(*reinterpret_cast<const unsigned*>(&B_f[112 + 2])), "r"(*reinterpret_cast<const unsigned*>(&B_f[112 + 10])), "l"(v_656), "r"(1)); }
      const unsigned long long v_657 = tl::wgmma_desc_at<128, 16, 1024>((A_s + (0) * 64), 1414);
      { float* tl_acc = C2_step; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %13, 0;\nwgmma.mma_async.sync.aligned.m64n16k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9, %10, %11}, %12, p, 1, 1, 0;\n}\n" : "+f"(tl_acc[0 + 0]), "+f"(tl_acc[0 + 1]), "+f"(tl_acc[0 + 2]), "+f"(tl_acc[0 + 3]), "+f"(tl_acc[0 + 4]), "+f"(tl_acc[0 + 5]), "+f"(tl_acc[0 + 6]), "+f"(tl_acc[0 + 7]) : "r"(*reinterpret_cast<const unsigned*>(&B_f[116 + 0])), "r"(*reinterpret_cast<const unsigned*>(&B_f[116 + 8])), "r"(*reinterpret_cast<const unsigned*>(&B_f[116 + 2])), "r"(*reinterpret_cast<const unsigned*>(&B_f[116 + 10])), "l"(v_657), "r"(1)); }
      tl::wgmma_commit();
#line 474 "tilelang/ops/lowbit_kernels.py"
      const int v_658 = (v_224 + 2);
      const bool v_659 = (v_658 < 8);
      if (v_659) {
        const int v_660 = tl::min(v_658, 7);
#line 476 "tilelang/ops/lowbit_kernels.py"
        const int v_661 = (v_2 + v_660);
        const int k0_4 = (v_661 * 256);
#line 406 "tilelang/ops/lowbit_kernels.py"
        const int g0_3 = (k0_4 / 128);
#line 405 "tilelang/ops/lowbit_kernels.py"
        if (v_4) {
          tl::mbar_expect_tx((tma_bar + 1), 8192);
          tl::tma_load<2>((A_s + (64) * 64 + 0), &A_tmap, (tma_bar + 1), k0_4, v_3);
          tl::tma_load<2>((unsigned char*)(A_s + (64) * 64 + 0) + 2048, &A_tmap, (tma_bar + 1), k0_4 + 64, v_3);
          tl::tma_load<2>((unsigned char*)(A_s + (64) * 64 + 0) + 4096, &A_tmap, (tma_bar + 1), k0_4 + 128, v_3);
          tl::tma_load<2>((unsigned char*)(A_s + (64) * 64 + 0) + 6144, &A_tmap, (tma_bar + 1), k0_4 + 192, v_3);
        }
#line 407 "tilelang/ops/lowbit_kernels.py"
        const int v_662 = (v_35 + k0_4);
        const int v_663 = (v_662 * 2);
        const int v_664 = (v_663 / 8);
        for (int k_4 = 0; k_4 < 2; k_4 += 1) {
          const int v_665 = (k_4 * 128);
          const int v_666 = (v_665 + tid);
          const int v_667 = (v_666 / 4);
          const int v_668 = (v_667 + v_5);
          const int v_669 = (v_667 + 64);
          tl::cp_async<16>((B_s + (v_669) * 64 + v_39), (B + (v_668) * 2048 + v_664), true);
        }
#line 413 "tilelang/ops/lowbit_kernels.py"
        if (v_7) {
          const int v_670 = (tid % 8);
          const int v_671 = (tid / 8);
          const int v_672 = (v_671 % 2);
          const int v_673 = (v_670 * 8);
          const int v_674 = (v_672 + g0_3);
          const int v_675 = (v_673 + v_5);
          const int v_676 = (v_672 + 2);
          tl::cp_async<16>((S_s + (v_676) * 64 + v_673), (Scales + (v_674) * 8192 + v_675), true);
        }
#line 474 "tilelang/ops/lowbit_kernels.py"
      }
      tl::cp_async_commit();
#line 444 "tilelang/ops/lowbit_kernels.py"
      tl::wgmma_wait<1, 8, 64>(C_step, B_f);
#line 445 "tilelang/ops/lowbit_kernels.py"
      #pragma unroll
      for (int l_v_8 = 0; l_v_8 < 2; l_v_8 += 1) {
        const int v_677 = (l_v_8 * 4);
#line 446 "tilelang/ops/lowbit_kernels.py"
        const tl::vec<float, 4> v_678 = *reinterpret_cast<const tl::vec<float, 4>*>((C_step + v_677));
        const float v_679 = v_678.v[0];
        const half v_680 = S_s[(4) * 64 + v_12];
        const float v_681 = tl::cast<float>(v_680);
        const tl::vec<float, 4> v_682 = *reinterpret_cast<const tl::vec<float, 4>*>((C_f + v_677));
        const float v_683 = v_682.v[0];
        const float v_684 = __fmaf_rn(v_679, v_681, v_683);
        const float v_685 = v_678.v[1];
        const float v_686 = v_682.v[1];
        const float v_687 = __fmaf_rn(v_685, v_681, v_686);
        const float v_688 = v_678.v[2];
        const half v_689 = S_s[(4) * 64 + v_22];
        const float v_690 = tl::cast<float>(v_689);
        const float v_691 = v_682.v[2];
        const float v_692 = __fmaf_rn(v_688, v_690, v_691);
        const float v_693 = v_678.v[3];
        const float v_694 = v_682.v[3];
        const float v_695 = __fmaf_rn(v_693, v_690, v_694);
#line 445 "tilelang/ops/lowbit_kernels.py"
        const tl::vec<float, 4> v_696 = tl::vec<float, 4>{{v_684, v_687, v_692, v_695}};
        *reinterpret_cast<tl::vec<float, 4>*>((C_f + v_677)) = v_696;
      }
#line 444 "tilelang/ops/lowbit_kernels.py"
      tl::wgmma_wait_defining<0, 8, 64>(C2_step, B_f);
#line 445 "tilelang/ops/lowbit_kernels.py"
      #pragma unroll
      for (int l_v_9 = 0; l_v_9 < 2; l_v_9 += 1) {
        const int v_697 = (l_v_9 * 4);
#line 446 "tilelang/ops/lowbit_kernels.py"
        const tl::vec<float, 4> v_698 = *reinterpret_cast<const tl::vec<float, 4>*>((C2_step + v_697));
        const float v_699 = v_698.v[0];
        const half v_700 = S_s[(5) * 64 + v_12];
        const float v_701 = tl::cast<float>(v_700);
        const tl::vec<float, 4> v_702 = *reinterpret_cast<const tl::vec<float, 4>*>((C_f + v_697));
        const float v_703 = v_702.v[0];
        const float v_704 = __fmaf_rn(v_699, v_701, v_703);
        const float v_705 = v_698.v[1];
        const float v_706 = v_702.v[1];
        const float v_707 = __fmaf_rn(v_705, v_701, v_706);
        const float v_708 = v_698.v[2];
        const half v_709 = S_s[(5) * 64 + v_22];
        const float v_710 = tl::cast<float>(v_709);
        const float v_711 = v_702.v[2];
        const float v_712 = __fmaf_rn(v_708, v_710, v_711);
        const float v_713 = v_698.v[3];
        const float v_714 = v_702.v[3];
        const float v_715 = __fmaf_rn(v_713, v_710, v_714);
#line 445 "tilelang/ops/lowbit_kernels.py"
        const tl::vec<float, 4> v_716 = tl::vec<float, 4>{{v_704, v_707, v_712, v_715}};
        *reinterpret_cast<tl::vec<float, 4>*>((C_f + v_697)) = v_716;
      }
#line 474 "tilelang/ops/lowbit_kernels.py"
    }
  }
  tl::cp_async_wait<0>();
#line 479 "tilelang/ops/lowbit_kernels.py"
  float* const split_k_tile = reinterpret_cast<float*>(tl_smem + 0);
  __syncthreads();
  #pragma unroll
  for (int l_v_10 = 0; l_v_10 < 2; l_v_10 += 1) {
    const int v_717 = (l_v_10 * 4);
    const int v_718 = (l_v_10 * 8);
    const int v_719 = (v_718 + v_14);
    const tl::vec<float, 4> v_720 = *reinterpret_cast<const tl::vec<float, 4>*>((C_f + v_717));
    const float v_721 = v_720.v[0];
    split_k_tile[(v_719) * 64 + v_12] = v_721;
    const int v_722 = (v_719 + 1);
    const float v_723 = v_720.v[1];
    split_k_tile[(v_722) * 64 + v_12] = v_723;
    const float v_724 = v_720.v[2];
    split_k_tile[(v_719) * 64 + v_22] = v_724;
    const float v_725 = v_720.v[3];
    split_k_tile[(v_722) * 64 + v_22] = v_725;
  }
  __syncthreads();
  for (int k_5 = 0; k_5 < 2; k_5 += 1) {
    const int v_726 = (k_5 * 128);
    const int v_727 = (v_726 + tid);
    const int v_728 = (v_727 % 16);
    const int v_729 = (v_727 / 16);
    const int v_730 = (v_728 * 4);
    const int v_731 = (v_3 + v_729);
    const int v_732 = (v_5 + v_730);
    const tl::vec<float, 4> v_733 = *reinterpret_cast<const tl::vec<float, 4>*>((split_k_tile + (v_729) * 64 + v_730));
    *reinterpret_cast<tl::vec<float, 4>*>((Work + (((int)blockIdx.z) * 16 + v_731) * 8192 + v_732)) = v_733;
  }
  __syncthreads();
  int* const split_k_last = reinterpret_cast<int*>(tl_smem + 0);
  if (v_4) {
    const int v_734 = tl::fetch_add_acq_rel((Arrivals + ((int)blockIdx.y) * 128 + (int)blockIdx.x), 1);
    split_k_last[0] = v_734;
  }
  tl::fence_proxy_async();
  __syncthreads();
  const int v_735 = split_k_last[0];
  const bool v_736 = (v_735 == 3);
  if (v_736) {
    for (int k_6 = 0; k_6 < 2; k_6 += 1) {
      const int v_737 = (k_6 * 128);
      const int v_738 = (v_737 + tid);
      const int v_739 = (v_738 % 16);
      const int v_740 = (v_738 / 16);
      const int v_741 = (v_739 * 4);
      const int v_742 = (v_3 + v_740);
      const int v_743 = (v_5 + v_741);
      const tl::vec<float, 4> v_744 = *reinterpret_cast<const tl::vec<float, 4>*>((Work + (v_742) * 8192 + v_743));
      const float v_745 = v_744.v[0];
      const tl::vec<float, 4> v_746 = *reinterpret_cast<const tl::vec<float, 4>*>((Work + ((1) * 16 + v_742) * 8192 + v_743));
      const float v_747 = v_746.v[0];
      const float v_748 = (v_745 + v_747);
      const tl::vec<float, 4> v_749 = *reinterpret_cast<const tl::vec<float, 4>*>((Work + ((2) * 16 + v_742) * 8192 + v_743));
      const float v_750 = v_749.v[0];
      const float v_751 = (v_748 + v_750);
      const tl::vec<float, 4> v_752 = *reinterpret_cast<const tl::vec<float, 4>*>((Work + ((3) * 16 + v_742) * 8192 + v_743));
      const float v_753 = v_752.v[0];
      const float v_754 = (v_751 + v_753);
      const half v_755 = tl::cast<half>(v_754);
      const float v_756 = v_744.v[1];
      const float v_757 = v_746.v[1];
      const float v_758 = (v_756 + v_757);
      const float v_759 = v_749.v[1];
      const float v_760 = (v_758 + v_759);
      const float v_761 = v_752.v[1];
      const float v_762 = (v_760 + v_761);
      const half v_763 = tl::cast<half>(v_762);
      const float v_764 = v_744.v[2];
      const float v_765 = v_746.v[2];
      const float v_766 = (v_764 + v_765);
      const float v_767 = v_749.v[2];
      const float v_768 = (v_766 + v_767);
      const float v_769 = v_752.v[2];
      const float v_770 = (v_768 + v_769);
      const half v_771 = tl::cast<half>(v_770);
      const float v_772 = v_744.v[3];
      const float v_773 = v_746.v[3];
      const float v_774 = (v_772 + v_773);
      const float v_775 = v_749.v[3];
      const float v_776 = (v_774 + v_775);
      const float v_777 = v_752.v[3];
      const float v_778 = (v_776 + v_777);
      const half v_779 = tl::cast<half>(v_778);
      const tl::vec<half, 4> v_780 = tl::vec<half, 4>{{v_755, v_763, v_771, v_779}};
      *reinterpret_cast<tl::vec<half, 4>*>((C + (v_742) * 8192 + v_743)) = v_780;
    }
    if (v_4) {
      Arrivals[((int)blockIdx.y) * 128 + (int)blockIdx.x] = 0;
    }
  }
}
