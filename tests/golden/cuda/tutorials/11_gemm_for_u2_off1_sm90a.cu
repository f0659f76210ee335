// tutorials/11_custom_format.py --compile-only: gemm for u2_off1; sm_90a
// written by `python scripts/update_golden.py` (never by hand): the CUDA source after prelude.cuh and a blank line, #line paths repository-relative
// u2_off1 -> float16: int decode, 17 instructions per word of 16 codes (1.06 per value)
template <class T> __device__ __forceinline__ void tl_dw_u2_off1_f16(T* dst, const unsigned w) {
  unsigned* d = reinterpret_cast<unsigned*>(dst);
  unsigned h0; asm("lop3.b32 %0, %1, %2, %3, 0x6a;" : "=r"(h0) : "r"(w), "r"(0x00030003u), "r"(0x64006400u));
  unsigned o0; asm("fma.rn.f16x2 %0, %1, %2, %3;" : "=r"(o0) : "r"(h0), "r"(0x3c003c00u), "r"(0xe401e401u));
  unsigned h1; asm("lop3.b32 %0, %1, %2, %3, 0x6a;" : "=r"(h1) : "r"(w), "r"(0x000c000cu), "r"(0x64006400u));
  unsigned o1; asm("fma.rn.f16x2 %0, %1, %2, %3;" : "=r"(o1) : "r"(h1), "r"(0x34003400u), "r"(0xdc04dc04u));
  unsigned h2; asm("lop3.b32 %0, %1, %2, %3, 0x6a;" : "=r"(h2) : "r"(w), "r"(0x00300030u), "r"(0x64006400u));
  unsigned o2; asm("fma.rn.f16x2 %0, %1, %2, %3;" : "=r"(o2) : "r"(h2), "r"(0x2c002c00u), "r"(0xd410d410u));
  unsigned h3; asm("lop3.b32 %0, %1, %2, %3, 0x6a;" : "=r"(h3) : "r"(w), "r"(0x00c000c0u), "r"(0x64006400u));
  unsigned o3; asm("fma.rn.f16x2 %0, %1, %2, %3;" : "=r"(o3) : "r"(h3), "r"(0x24002400u), "r"(0xcc40cc40u));
  unsigned h4; asm("lop3.b32 %0, %1, %2, %3, 0x6a;" : "=r"(h4) : "r"(w), "r"(0x03000300u), "r"(0x64006400u));
  unsigned o4; asm("fma.rn.f16x2 %0, %1, %2, %3;" : "=r"(o4) : "r"(h4), "r"(0x1c001c00u), "r"(0xc500c500u));
  const unsigned v5 = w >> 10;
  unsigned h5; asm("lop3.b32 %0, %1, %2, %3, 0x6a;" : "=r"(h5) : "r"(v5), "r"(0x00030003u), "r"(0x64006400u));
  unsigned o5; asm("fma.rn.f16x2 %0, %1, %2, %3;" : "=r"(o5) : "r"(h5), "r"(0x3c003c00u), "r"(0xe401e401u));
  unsigned h6; asm("lop3.b32 %0, %1, %2, %3, 0x6a;" : "=r"(h6) : "r"(v5), "r"(0x000c000cu), "r"(0x64006400u));
  unsigned o6; asm("fma.rn.f16x2 %0, %1, %2, %3;" : "=r"(o6) : "r"(h6), "r"(0x34003400u), "r"(0xdc04dc04u));
  unsigned h7; asm("lop3.b32 %0, %1, %2, %3, 0x6a;" : "=r"(h7) : "r"(v5), "r"(0x00300030u), "r"(0x64006400u));
  unsigned o7; asm("fma.rn.f16x2 %0, %1, %2, %3;" : "=r"(o7) : "r"(h7), "r"(0x2c002c00u), "r"(0xd410d410u));
  d[0] = o0;
  d[1] = o1;
  d[2] = o2;
  d[3] = o3;
  d[4] = o4;
  d[5] = o5;
  d[6] = o6;
  d[7] = o7;
}

#line 465 "tilelang/ops/lowbit_kernels.py"
extern "C" __global__ void __launch_bounds__(128) gemm_kernel(half* __restrict__ A, unsigned char* __restrict__ B, half* __restrict__ Scales, half* __restrict__ C, float* __restrict__ Work, int* __restrict__ Arrivals, const __grid_constant__ tl::TensorMap A_tmap) {
  extern __shared__ __align__(1024) unsigned char tl_smem[];
  const int tid = (int)threadIdx.x;
#line 389 "tilelang/ops/lowbit_kernels.py"
  unsigned long long* const tma_bar = reinterpret_cast<unsigned long long*>(tl_smem + 37888);
  if (threadIdx.x == 0 && threadIdx.y == 0 && threadIdx.z == 0) {
    for (int i = 0; i < 3; ++i) tl::mbar_init(tma_bar + i, 1);
    tl::fence_mbar_init();
  }
#line 348 "tilelang/ops/lowbit_kernels.py"
  half* const A_s = reinterpret_cast<half*>(tl_smem + 0);
#line 349 "tilelang/ops/lowbit_kernels.py"
  unsigned char* const B_s = reinterpret_cast<unsigned char*>(tl_smem + 24576);
#line 350 "tilelang/ops/lowbit_kernels.py"
  half* const S_s = reinterpret_cast<half*>(tl_smem + 36864);
#line 352 "tilelang/ops/lowbit_kernels.py"
  alignas(16) half B_f[128];
#line 353 "tilelang/ops/lowbit_kernels.py"
  tl::fence_proxy_async();
  __syncthreads();
#line 354 "tilelang/ops/lowbit_kernels.py"
  alignas(16) float C_f[8];
#line 449 "tilelang/ops/lowbit_kernels.py"
  #pragma unroll
  for (int l_v = 0; l_v < 2; l_v += 1) {
    const int v = (l_v * 4);
    const tl::vec<float, 4> v_1 = tl::vec<float, 4>{{0.0f, 0.0f, 0.0f, 0.0f}};
    *reinterpret_cast<tl::vec<float, 4>*>((C_f + v)) = v_1;
  }
#line 451 "tilelang/ops/lowbit_kernels.py"
  const int v_2 = ((int)blockIdx.z * 8);
  const int k0 = (v_2 * 256);
#line 389 "tilelang/ops/lowbit_kernels.py"
  const int v_3 = ((int)blockIdx.y * 16);
  const bool v_4 = (tid == 0);
#line 390 "tilelang/ops/lowbit_kernels.py"
  const int g0 = (k0 / 128);
#line 391 "tilelang/ops/lowbit_kernels.py"
  const int v_5 = ((int)blockIdx.x * 64);
#line 397 "tilelang/ops/lowbit_kernels.py"
  const int v_6 = (g0 + 2);
  const bool v_7 = (tid < 16);
#line 402 "tilelang/ops/lowbit_kernels.py"
  const int v_8 = (tid / 32);
  const int v_9 = (v_8 * 16);
#line 465 "tilelang/ops/lowbit_kernels.py"
  const int v_10 = (tid / 4);
#line 402 "tilelang/ops/lowbit_kernels.py"
  const int v_11 = (v_10 % 8);
  const int v_12 = (v_9 + v_11);
  const int v_13 = (tid % 4);
  const int v_14 = (v_13 * 2);
  const int v_15 = (v_13 * 16);
#line 465 "tilelang/ops/lowbit_kernels.py"
  const int v_16 = (tid / 8);
#line 402 "tilelang/ops/lowbit_kernels.py"
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
#line 389 "tilelang/ops/lowbit_kernels.py"
  if (v_4) {
    tl::mbar_expect_tx((tma_bar + 0), 8192);
    tl::tma_load<2>((A_s + 0), &A_tmap, (tma_bar + 0), k0, v_3);
    tl::tma_load<2>((unsigned char*)(A_s + 0) + 2048, &A_tmap, (tma_bar + 0), k0 + 64, v_3);
    tl::tma_load<2>((unsigned char*)(A_s + 0) + 4096, &A_tmap, (tma_bar + 0), k0 + 128, v_3);
    tl::tma_load<2>((unsigned char*)(A_s + 0) + 6144, &A_tmap, (tma_bar + 0), k0 + 192, v_3);
  }
#line 391 "tilelang/ops/lowbit_kernels.py"
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
#line 397 "tilelang/ops/lowbit_kernels.py"
  if (v_7) {
    const int v_46 = (tid % 8);
    const int v_47 = (v_16 % 2);
    const int v_48 = (v_46 * 8);
    const int v_49 = (v_47 + g0);
    const int v_50 = (v_48 + v_5);
    tl::cp_async<16>((S_s + (v_47) * 64 + v_48), (Scales + (v_49) * 8192 + v_50), true);
  }
#line 450 "tilelang/ops/lowbit_kernels.py"
  tl::cp_async_commit();
#line 451 "tilelang/ops/lowbit_kernels.py"
  const int v_51 = (v_2 + 1);
  const int k0_1 = (v_51 * 256);
#line 389 "tilelang/ops/lowbit_kernels.py"
  if (v_4) {
    tl::mbar_expect_tx((tma_bar + 1), 8192);
    tl::tma_load<2>((A_s + (64) * 64 + 0), &A_tmap, (tma_bar + 1), k0_1, v_3);
    tl::tma_load<2>((unsigned char*)(A_s + (64) * 64 + 0) + 2048, &A_tmap, (tma_bar + 1), k0_1 + 64, v_3);
    tl::tma_load<2>((unsigned char*)(A_s + (64) * 64 + 0) + 4096, &A_tmap, (tma_bar + 1), k0_1 + 128, v_3);
    tl::tma_load<2>((unsigned char*)(A_s + (64) * 64 + 0) + 6144, &A_tmap, (tma_bar + 1), k0_1 + 192, v_3);
  }
#line 391 "tilelang/ops/lowbit_kernels.py"
  const int v_52 = (v_36 + 256);
  const int v_53 = (v_52 * 2);
  const int v_54 = (v_53 / 8);
  for (int k_1 = 0; k_1 < 2; k_1 += 1) {
    const int v_55 = (k_1 * 128);
    const int v_56 = (v_55 + tid);
    const int v_57 = (v_56 / 4);
    const int v_58 = (v_57 + v_5);
    const int v_59 = (v_57 + 64);
    tl::cp_async<16>((B_s + (v_59) * 64 + v_39), (B + (v_58) * 2048 + v_54), true);
  }
#line 397 "tilelang/ops/lowbit_kernels.py"
  if (v_7) {
    const int v_60 = (tid % 8);
    const int v_61 = (v_16 % 2);
    const int v_62 = (v_60 * 8);
    const int v_63 = (v_61 + v_6);
    const int v_64 = (v_62 + v_5);
    const int v_65 = (v_61 + 2);
    tl::cp_async<16>((S_s + (v_65) * 64 + v_62), (Scales + (v_63) * 8192 + v_64), true);
  }
#line 450 "tilelang/ops/lowbit_kernels.py"
  tl::cp_async_commit();
  int r = 0;
  for (int ko = 0; ko < 8; ko += 1) {
    tl::cp_async_wait<1>();
    tl::fence_proxy_async();
    __syncthreads();
    const int v_66 = (r * 64);
    const int v_67 = (r * 2);
    const int v_68 = (ko / 3);
    const int v_69 = (v_68 % 2);
#line 389 "tilelang/ops/lowbit_kernels.py"
    tl::mbar_wait((tma_bar + r), v_69);
#line 402 "tilelang/ops/lowbit_kernels.py"
    alignas(16) half dequant[128];
    alignas(16) half decoded[16];
    const int v_70 = (v_12 + v_66);
    const unsigned v_71 = *reinterpret_cast<const unsigned*>((B_s + (v_70) * 64 + v_21));
    tl_dw_u2_off1_f16(decoded + 0, v_71);
    const half v_72 = decoded[0];
    dequant[0] = v_72;
    const half v_73 = decoded[1];
    dequant[1] = v_73;
    const half v_74 = decoded[2];
    dequant[2] = v_74;
    const half v_75 = decoded[3];
    dequant[3] = v_75;
    const half v_76 = decoded[4];
    dequant[4] = v_76;
    const half v_77 = decoded[5];
    dequant[5] = v_77;
    const half v_78 = decoded[6];
    dequant[6] = v_78;
    const half v_79 = decoded[7];
    dequant[7] = v_79;
    const half v_80 = decoded[8];
    dequant[16] = v_80;
    const half v_81 = decoded[9];
    dequant[17] = v_81;
    const half v_82 = decoded[10];
    dequant[18] = v_82;
    const half v_83 = decoded[11];
    dequant[19] = v_83;
    const half v_84 = decoded[12];
    dequant[20] = v_84;
    const half v_85 = decoded[13];
    dequant[21] = v_85;
    const half v_86 = decoded[14];
    dequant[22] = v_86;
    const half v_87 = decoded[15];
    dequant[23] = v_87;
    const int v_88 = (v_70 + 8);
    const unsigned v_89 = *reinterpret_cast<const unsigned*>((B_s + (v_88) * 64 + v_21));
    tl_dw_u2_off1_f16(decoded + 0, v_89);
    const half v_90 = decoded[0];
    dequant[8] = v_90;
    const half v_91 = decoded[1];
    dequant[9] = v_91;
    const half v_92 = decoded[2];
    dequant[10] = v_92;
    const half v_93 = decoded[3];
    dequant[11] = v_93;
    const half v_94 = decoded[4];
    dequant[12] = v_94;
    const half v_95 = decoded[5];
    dequant[13] = v_95;
    const half v_96 = decoded[6];
    dequant[14] = v_96;
    const half v_97 = decoded[7];
    dequant[15] = v_97;
    const half v_98 = decoded[8];
    dequant[24] = v_98;
    const half v_99 = decoded[9];
    dequant[25] = v_99;
    const half v_100 = decoded[10];
    dequant[26] = v_100;
    const half v_101 = decoded[11];
    dequant[27] = v_101;
    const half v_102 = decoded[12];
    dequant[28] = v_102;
    const half v_103 = decoded[13];
    dequant[29] = v_103;
    const half v_104 = decoded[14];
    dequant[30] = v_104;
    const half v_105 = decoded[15];
    dequant[31] = v_105;
    const unsigned v_106 = *reinterpret_cast<const unsigned*>((B_s + (v_70) * 64 + v_26));
    tl_dw_u2_off1_f16(decoded + 0, v_106);
    const half v_107 = decoded[0];
    dequant[32] = v_107;
    const half v_108 = decoded[1];
    dequant[33] = v_108;
    const half v_109 = decoded[2];
    dequant[34] = v_109;
    const half v_110 = decoded[3];
    dequant[35] = v_110;
    const half v_111 = decoded[4];
    dequant[36] = v_111;
    const half v_112 = decoded[5];
    dequant[37] = v_112;
    const half v_113 = decoded[6];
    dequant[38] = v_113;
    const half v_114 = decoded[7];
    dequant[39] = v_114;
    const half v_115 = decoded[8];
    dequant[48] = v_115;
    const half v_116 = decoded[9];
    dequant[49] = v_116;
    const half v_117 = decoded[10];
    dequant[50] = v_117;
    const half v_118 = decoded[11];
    dequant[51] = v_118;
    const half v_119 = decoded[12];
    dequant[52] = v_119;
    const half v_120 = decoded[13];
    dequant[53] = v_120;
    const half v_121 = decoded[14];
    dequant[54] = v_121;
    const half v_122 = decoded[15];
    dequant[55] = v_122;
    const unsigned v_123 = *reinterpret_cast<const unsigned*>((B_s + (v_88) * 64 + v_26));
    tl_dw_u2_off1_f16(decoded + 0, v_123);
    const half v_124 = decoded[0];
    dequant[40] = v_124;
    const half v_125 = decoded[1];
    dequant[41] = v_125;
    const half v_126 = decoded[2];
    dequant[42] = v_126;
    const half v_127 = decoded[3];
    dequant[43] = v_127;
    const half v_128 = decoded[4];
    dequant[44] = v_128;
    const half v_129 = decoded[5];
    dequant[45] = v_129;
    const half v_130 = decoded[6];
    dequant[46] = v_130;
    const half v_131 = decoded[7];
    dequant[47] = v_131;
    const half v_132 = decoded[8];
    dequant[56] = v_132;
    const half v_133 = decoded[9];
    dequant[57] = v_133;
    const half v_134 = decoded[10];
    dequant[58] = v_134;
    const half v_135 = decoded[11];
    dequant[59] = v_135;
    const half v_136 = decoded[12];
    dequant[60] = v_136;
    const half v_137 = decoded[13];
    dequant[61] = v_137;
    const half v_138 = decoded[14];
    dequant[62] = v_138;
    const half v_139 = decoded[15];
    dequant[63] = v_139;
    const unsigned v_140 = *reinterpret_cast<const unsigned*>((B_s + (v_70) * 64 + v_30));
    tl_dw_u2_off1_f16(decoded + 0, v_140);
    const half v_141 = decoded[0];
    dequant[64] = v_141;
    const half v_142 = decoded[1];
    dequant[65] = v_142;
    const half v_143 = decoded[2];
    dequant[66] = v_143;
    const half v_144 = decoded[3];
    dequant[67] = v_144;
    const half v_145 = decoded[4];
    dequant[68] = v_145;
    const half v_146 = decoded[5];
    dequant[69] = v_146;
    const half v_147 = decoded[6];
    dequant[70] = v_147;
    const half v_148 = decoded[7];
    dequant[71] = v_148;
    const half v_149 = decoded[8];
    dequant[80] = v_149;
    const half v_150 = decoded[9];
    dequant[81] = v_150;
    const half v_151 = decoded[10];
    dequant[82] = v_151;
    const half v_152 = decoded[11];
    dequant[83] = v_152;
    const half v_153 = decoded[12];
    dequant[84] = v_153;
    const half v_154 = decoded[13];
    dequant[85] = v_154;
    const half v_155 = decoded[14];
    dequant[86] = v_155;
    const half v_156 = decoded[15];
    dequant[87] = v_156;
    const unsigned v_157 = *reinterpret_cast<const unsigned*>((B_s + (v_88) * 64 + v_30));
    tl_dw_u2_off1_f16(decoded + 0, v_157);
    const half v_158 = decoded[0];
    dequant[72] = v_158;
    const half v_159 = decoded[1];
    dequant[73] = v_159;
    const half v_160 = decoded[2];
    dequant[74] = v_160;
    const half v_161 = decoded[3];
    dequant[75] = v_161;
    const half v_162 = decoded[4];
    dequant[76] = v_162;
    const half v_163 = decoded[5];
    dequant[77] = v_163;
    const half v_164 = decoded[6];
    dequant[78] = v_164;
    const half v_165 = decoded[7];
    dequant[79] = v_165;
    const half v_166 = decoded[8];
    dequant[88] = v_166;
    const half v_167 = decoded[9];
    dequant[89] = v_167;
    const half v_168 = decoded[10];
    dequant[90] = v_168;
    const half v_169 = decoded[11];
    dequant[91] = v_169;
    const half v_170 = decoded[12];
    dequant[92] = v_170;
    const half v_171 = decoded[13];
    dequant[93] = v_171;
    const half v_172 = decoded[14];
    dequant[94] = v_172;
    const half v_173 = decoded[15];
    dequant[95] = v_173;
    const unsigned v_174 = *reinterpret_cast<const unsigned*>((B_s + (v_70) * 64 + v_34));
    tl_dw_u2_off1_f16(decoded + 0, v_174);
    const half v_175 = decoded[0];
    dequant[96] = v_175;
    const half v_176 = decoded[1];
    dequant[97] = v_176;
    const half v_177 = decoded[2];
    dequant[98] = v_177;
    const half v_178 = decoded[3];
    dequant[99] = v_178;
    const half v_179 = decoded[4];
    dequant[100] = v_179;
    const half v_180 = decoded[5];
    dequant[101] = v_180;
    const half v_181 = decoded[6];
    dequant[102] = v_181;
    const half v_182 = decoded[7];
    dequant[103] = v_182;
    const half v_183 = decoded[8];
    dequant[112] = v_183;
    const half v_184 = decoded[9];
    dequant[113] = v_184;
    const half v_185 = decoded[10];
    dequant[114] = v_185;
    const half v_186 = decoded[11];
    dequant[115] = v_186;
    const half v_187 = decoded[12];
    dequant[116] = v_187;
    const half v_188 = decoded[13];
    dequant[117] = v_188;
    const half v_189 = decoded[14];
    dequant[118] = v_189;
    const half v_190 = decoded[15];
    dequant[119] = v_190;
    const unsigned v_191 = *reinterpret_cast<const unsigned*>((B_s + (v_88) * 64 + v_34));
    tl_dw_u2_off1_f16(decoded + 0, v_191);
    const half v_192 = decoded[0];
    dequant[104] = v_192;
    const half v_193 = decoded[1];
    dequant[105] = v_193;
    const half v_194 = decoded[2];
    dequant[106] = v_194;
    const half v_195 = decoded[3];
    dequant[107] = v_195;
    const half v_196 = decoded[4];
    dequant[108] = v_196;
    const half v_197 = decoded[5];
    dequant[109] = v_197;
    const half v_198 = decoded[6];
    dequant[110] = v_198;
    const half v_199 = decoded[7];
    dequant[111] = v_199;
    const half v_200 = decoded[8];
    dequant[120] = v_200;
    const half v_201 = decoded[9];
    dequant[121] = v_201;
    const half v_202 = decoded[10];
    dequant[122] = v_202;
    const half v_203 = decoded[11];
    dequant[123] = v_203;
    const half v_204 = decoded[12];
    dequant[124] = v_204;
    const half v_205 = decoded[13];
    dequant[125] = v_205;
    const half v_206 = decoded[14];
    dequant[126] = v_206;
    const half v_207 = decoded[15];
    dequant[127] = v_207;
    #pragma unroll
    for (int l_v_1 = 0; l_v_1 < 16; l_v_1 += 1) {
      const int v_208 = (l_v_1 * 8);
      const int v_209 = (l_v_1 % 2);
      const int v_210 = (v_209 * 8);
      const int v_211 = (v_9 + v_210);
      const int v_212 = (v_211 + v_11);
#line 410 "tilelang/ops/lowbit_kernels.py"
      const tl::vec<half, 8> v_213 = *reinterpret_cast<const tl::vec<half, 8>*>((dequant + v_208));
      const half v_214 = v_213.v[0];
#line 416 "tilelang/ops/lowbit_kernels.py"
      const int v_215 = (l_v_1 / 8);
      const int v_216 = (v_215 + v_67);
      const half v_217 = S_s[(v_216) * 64 + v_212];
      const half v_218 = tl::mul(v_214, v_217);
#line 410 "tilelang/ops/lowbit_kernels.py"
      const half v_219 = v_213.v[1];
#line 416 "tilelang/ops/lowbit_kernels.py"
      const half v_220 = tl::mul(v_219, v_217);
#line 410 "tilelang/ops/lowbit_kernels.py"
      const half v_221 = v_213.v[2];
#line 416 "tilelang/ops/lowbit_kernels.py"
      const half v_222 = tl::mul(v_221, v_217);
#line 410 "tilelang/ops/lowbit_kernels.py"
      const half v_223 = v_213.v[3];
#line 416 "tilelang/ops/lowbit_kernels.py"
      const half v_224 = tl::mul(v_223, v_217);
#line 410 "tilelang/ops/lowbit_kernels.py"
      const half v_225 = v_213.v[4];
#line 416 "tilelang/ops/lowbit_kernels.py"
      const half v_226 = tl::mul(v_225, v_217);
#line 410 "tilelang/ops/lowbit_kernels.py"
      const half v_227 = v_213.v[5];
#line 416 "tilelang/ops/lowbit_kernels.py"
      const half v_228 = tl::mul(v_227, v_217);
#line 410 "tilelang/ops/lowbit_kernels.py"
      const half v_229 = v_213.v[6];
#line 416 "tilelang/ops/lowbit_kernels.py"
      const half v_230 = tl::mul(v_229, v_217);
#line 410 "tilelang/ops/lowbit_kernels.py"
      const half v_231 = v_213.v[7];
#line 416 "tilelang/ops/lowbit_kernels.py"
      const half v_232 = tl::mul(v_231, v_217);
#line 402 "tilelang/ops/lowbit_kernels.py"
      const tl::vec<half, 8> v_233 = tl::vec<half, 8>{{v_218, v_220, v_222, v_224, v_226, v_228, v_230, v_232}};
      *reinterpret_cast<tl::vec<half, 8>*>((B_f + v_208)) = v_233;
    }
#line 428 "tilelang/ops/lowbit_kernels.py"
    tl::wgmma_fence<8, 64>(C_f, B_f);
    const unsigned long long v_234 = tl::wgmma_desc<128, 16, 1024>((A_s + (v_66) * 64 + 0));
    { float* tl_acc = C_f; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %13, 0;\nwgmma.mma_async.sync.aligned.m64n16k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9, %10, %11}, %12, p, 1, 1, 0;\n}\n" : "+f"(tl_acc[0 + 0]), "+f"(tl_acc[0 + 1]), "+f"(tl_acc[0 + 2]), "+f"(tl_acc[0 + 3]), "+f"(tl_acc[0 + 4]), "+f"(tl_acc[0 + 5]), "+f"(tl_acc[0 + 6]), "+f"(tl_acc[0 + 7]) : "r"(*reinterpret_cast<const unsigned*>(&B_f[0 + 0])), "r"(*reinterpret_cast<const unsigned*>(&B_f[0 + 8])), "r"(*reinterpret_cast<const unsigned*>(&B_f[0 + 2])), "r"(*reinterpret_cast<const unsigned*>(&B_f[0 + 10])), "l"(v_234), "r"(1)); }
    const unsigned long long v_235 = tl::wgmma_desc_at<128, 16, 1024>((A_s + (v_66) * 64), 2);
    { float* tl_acc = C_f; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %13, 0;\nwgmma.mma_async.sync.aligned.m64n16k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9, %10, %11}, %12, p, 1, 1, 0;\n}\n" : "+f"(tl_acc[0 + 0]), "+f"(tl_acc[0 + 1]), "+f"(tl_acc[0 + 2]), "+f"(tl_acc[0 + 3]), "+f"(tl_acc[0 + 4]), "+f"(tl_acc[0 + 5]), "+f"(tl_acc[0 + 6]), "+f"(tl_acc[0 + 7]) : "r"(*reinterpret_cast<const unsigned*>(&B_f[4 + 0])), "r"(*reinterpret_cast<const unsigned*>(&B_f[4 + 8])), "r"(*reinterpret_cast<const unsigned*>(&B_f[4 + 2])), "r"(*reinterpret_cast<const unsigned*>(&B_f[4 + 10])), "l"(v_235), "r"(1)); }
    const unsigned long long v_236 = tl::wgmma_desc_at<128, 16, 1024>((A_s + (v_66) * 64), 4);
    { float* tl_acc = C_f; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %13, 0;\nwgmma.mma_async.sync.aligned.m64n16k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9, %10, %11}, %12, p, 1, 1, 0;\n}\n" : "+f"(tl_acc[0 + 0]), "+f"(tl_acc[0 + 1]), "+f"(tl_acc[0 + 2]), "+f"(tl_acc[0 + 3]), "+f"(tl_acc[0 + 4]), "+f"(tl_acc[0 + 5]), "+f"(tl_acc[0 + 6]), "+f"(tl_acc[0 + 7]) : "r"(*reinterpret_cast<const unsigned*>(&B_f[16 + 0])), "r"(*reinterpret_cast<const unsigned*>(&B_f[16 + 8])), "r"(*reinterpret_cast<const unsigned*>(&B_f[16 + 2])), "r"(*reinterpret_cast<const unsigned*>(&B_f[16 + 10])), "l"(v_236), "r"(1)); }
    const unsigned long long v_237 = tl::wgmma_desc_at<128, 16, 1024>((A_s + (v_66) * 64), 6);
    { float* tl_acc = C_f; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %13, 0;\nwgmma.mma_async.sync.aligned.m64n16k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9, %10, %11}, %12, p, 1, 1, 0;\n}\n" : "+f"(tl_acc[0 + 0]), "+f"(tl_acc[0 + 1]), "+f"(tl_acc[0 + 2]), "+f"(tl_acc[0 + 3]), "+f"(tl_acc[0 + 4]), "+f"(tl_acc[0 + 5]), "+f"(tl_acc[0 + 6]), "+f"(tl_acc[0 + 7]) : "r"(*reinterpret_cast<const unsigned*>(&B_f[20 + 0])), "r"(*reinterpret_cast<const unsigned*>(&B_f[20 + 8])), "r"(*reinterpret_cast<const unsigned*>(&B_f[20 + 2])), "r"(*reinterpret_cast<const unsigned*>(&B_f[20 + 10])), "l"(v_237), "r"(1)); }
    const int v_238 = (v_66 + 16);
    const unsigned long long v_239 = tl::wgmma_desc<128, 16, 1024>((A_s + (v_238) * 64 + 0));
    { float* tl_acc = C_f; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %13, 0;\nwgmma.mma_async.sync.aligned.m64n16k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9, %10, %11}, %12, p, 1, 1, 0;\n}\n" : "+f"(tl_acc[0 + 0]), "+f"(tl_acc[0 + 1]), "+f"(tl_acc[0 + 2]), "+f"(tl_acc[0 + 3]), "+f"(tl_acc[0 + 4]), "+f"(tl_acc[0 + 5]), "+f"(tl_acc[0 + 6]), "+f"(tl_acc[0 + 7]) : "r"(*reinterpret_cast<const unsigned*>(&B_f[32 + 0])), "r"(*reinterpret_cast<const unsigned*>(&B_f[32 + 8])), "r"(*reinterpret_cast<const unsigned*>(&B_f[32 + 2])), "r"(*reinterpret_cast<const unsigned*>(&B_f[32 + 10])), "l"(v_239), "r"(1)); }
    const unsigned long long v_240 = tl::wgmma_desc_at<128, 16, 1024>((A_s + (v_238) * 64), 2);
    { float* tl_acc = C_f; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %13, 0;\nwgmma.mma_async.sync.aligned.m64n16k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9, %10, %11}, %12, p, 1, 1, 0;\n}\n" : "+f"(tl_acc[0 + 0]), "+f"(tl_acc[0 + 1]), "+f"(tl_acc[0 + 2]), "+f"(tl_acc[0 + 3]), "+f"(tl_acc[0 + 4]), "+f"(tl_acc[0 + 5]), "+f"(tl_acc[0 + 6]), "+f"(tl_acc[0 + 7]) : "r"(*reinterpret_cast<const unsigned*>(&B_f[36 + 0])), "r"(*reinterpret_cast<const unsigned*>(&B_f[36 + 8])), "r"(*reinterpret_cast<const unsigned*>(&B_f[36 + 2])), "r"(*reinterpret_cast<const unsigned*>(&B_f[36 + 10])), "l"(v_240), "r"(1)); }
    const unsigned long long v_241 = tl::wgmma_desc_at<128, 16, 1024>((A_s + (v_238) * 64), 4);
    { float* tl_acc = C_f; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %13, 0;\nwgmma.mma_async.sync.aligned.m64n16k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9, %10, %11}, %12, p, 1, 1, 0;\n}\n" : "+f"(tl_acc[0 + 0]), "+f"(tl_acc[0 + 1]), "+f"(tl_acc[0 + 2]), "+f"(tl_acc[0 + 3]), "+f"(tl_acc[0 + 4]), "+f"(tl_acc[0 + 5]), "+f"(tl_acc[0 + 6]), "+f"(tl_acc[0 + 7]) : "r"(*reinterpret_cast<const unsigned*>(&B_f[48 + 0])), "r"(*reinterpret_cast<const unsigned*>(&B_f[48 + 8])), "r"(*reinterpret_cast<const unsigned*>(&B_f[48 + 2])), "r"(*reinterpret_cast<const unsigned*>(&B_f[48 + 10])), "l"(v_241), "r"(1)); }
    const unsigned long long v_242 = tl::wgmma_desc_at<128, 16, 1024>((A_s + (v_238) * 64), 6);
    { float* tl_acc = C_f; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %13, 0;\nwgmma.mma_async.sync.aligned.m64n16k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9, %10, %11}, %12, p, 1, 1, 0;\n}\n" : "+f"(tl_acc[0 + 0]), "+f"(tl_acc[0 + 1]), "+f"(tl_acc[0 + 2]), "+f"(tl_acc[0 + 3]), "+f"(tl_acc[0 + 4]), "+f"(tl_acc[0 + 5]), "+f"(tl_acc[0 + 6]), "+f"(tl_acc[0 + 7]) : "r"(*reinterpret_cast<const unsigned*>(&B_f[52 + 0])), "r"(*reinterpret_cast<const unsigned*>(&B_f[52 + 8])), "r"(*reinterpret_cast<const unsigned*>(&B_f[52 + 2])), "r"(*reinterpret_cast<const unsigned*>(&B_f[52 + 10])), "l"(v_242), "r"(1)); }
    const int v_243 = (v_66 + 32);
    const unsigned long long v_244 = tl::wgmma_desc<128, 16, 1024>((A_s + (v_243) * 64 + 0));
    { float* tl_acc = C_f; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %13, 0;\nwgmma.mma_async.sync.aligned.m64n16k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9, %10, %11}, %12, p, 1, 1, 0;\n}\n" : "+f"(tl_acc[0 + 0]), "+f"(tl_acc[0 + 1]), "+f"(tl_acc[0 + 2]), "+f"(tl_acc[0 + 3]), "+f"(tl_acc[0 + 4]), "+f"(tl_acc[0 + 5]), "+f"(tl_acc[0 + 6]), "+f"(tl_acc[0 + 7]) : "r"(*reinterpret_cast<const unsigned*>(&B_f[64 + 0])), "r"(*reinterpret_cast<const unsigned*>(&B_f[64 + 8])), "r"(*reinterpret_cast<const unsigned*>(&B_f[64 + 2])), "r"(*reinterpret_cast<const unsigned*>(&B_f[64 + 10])), "l"(v_244), "r"(1)); }
    const unsigned long long v_245 = tl::wgmma_desc_at<128, 16, 1024>((A_s + (v_243) * 64), 2);
    { float* tl_acc = C_f; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %13, 0;\nwgmma.mma_async.sync.aligned.m64n16k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9, %10, %11}, %12, p, 1, 1, 0;\n}\n" : "+f"(tl_acc[0 + 0]), "+f"(tl_acc[0 + 1]), "+f"(tl_acc[0 + 2]), "+f"(tl_acc[0 + 3]), "+f"(tl_acc[0 + 4]), "+f"(tl_acc[0 + 5]), "+f"(tl_acc[0 + 6]), "+f"(tl_acc[0 + 7]) : "r"(*reinterpret_cast<const unsigned*>(&B_f[68 + 0])), "r"(*reinterpret_cast<const unsigned*>(&B_f[68 + 8])), "r"(*reinterpret_cast<const unsigned*>(&B_f[68 + 2])), "r"(*reinterpret_cast<const unsigned*>(&B_f[68 + 10])), "l"(v_245), "r"(1)); }
    const unsigned long long v_246 = tl::wgmma_desc_at<128, 16, 1024>((A_s + (v_243) * 64), 4);
    { float* tl_acc = C_f; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %13, 0;\nwgmma.mma_async.sync.aligned.m64n16k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9, %10, %11}, %12, p, 1, 1, 0;\n}\n" : "+f"(tl_acc[0 + 0]), "+f"(tl_acc[0 + 1]), "+f"(tl_acc[0 + 2]), "+f"(tl_acc[0 + 3]), "+f"(tl_acc[0 + 4]), "+f"(tl_acc[0 + 5]), "+f"(tl_acc[0 + 6]), "+f"(tl_acc[0 + 7]) : "r"(*reinterpret_cast<const unsigned*>(&B_f[80 + 0])), "r"(*reinterpret_cast<const unsigned*>(&B_f[80 + 8])), "r"(*reinterpret_cast<const unsigned*>(&B_f[80 + 2])), "r"(*reinterpret_cast<const unsigned*>(&B_f[80 + 10])), "l"(v_246), "r"(1)); }
    const unsigned long long v_247 = tl::wgmma_desc_at<128, 16, 1024>((A_s + (v_243) * 64), 6);
    { float* tl_acc = C_f; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %13, 0;\nwgmma.mma_async.sync.aligned.m64n16k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9, %10, %11}, %12, p, 1, 1, 0;\n}\n" : "+f"(tl_acc[0 + 0]), "+f"(tl_acc[0 + 1]), "+f"(tl_acc[0 + 2]), "+f"(tl_acc[0 + 3]), "+f"(tl_acc[0 + 4]), "+f"(tl_acc[0 + 5]), "+f"(tl_acc[0 + 6]), "+f"(tl_acc[0 + 7]) : "r"(*reinterpret_cast<const unsigned*>(&B_f[84 + 0])), "r"(*reinterpret_cast<const unsigned*>(&B_f[84 + 8])), "r"(*reinterpret_cast<const unsigned*>(&B_f[84 + 2])), "r"(*reinterpret_cast<const unsigned*>(&B_f[84 + 10])), "l"(v_247), "r"(1)); }
    const int v_248 = (v_66 + 48);
    const unsigned long long v_249 = tl::wgmma_desc<128, 16, 1024>((A_s + (v_248) * 64 + 0));
    { float* tl_acc = C_f; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %13, 0;\nwgmma.mma_async.sync.aligned.m64n16k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9, %10, %11}, %12, p, 1, 1, 0;\n}\n" : "+f"(tl_acc[0 + 0]), "+f"(tl_acc[0 + 1]), "+f"(tl_acc[0 + 2]), "+f"(tl_acc[0 + 3]), "+f"(tl_acc[0 + 4]), "+f"(tl_acc[0 + 5]), "+f"(tl_acc[0 + 6]), "+f"(tl_acc[0 + 7]) : "r"(*reinterpret_cast<const unsigned*>(&B_f[96 + 0])), "r"(*reinterpret_cast<const unsigned*>(&B_f[96 + 8])), "r"(*reinterpret_cast<const unsigned*>(&B_f[96 + 2])), "r"(*reinterpret_cast<const unsigned*>(&B_f[96 + 10])), "l"(v_249), "r"(1)); }
    const unsigned long long v_250 = tl::wgmma_desc_at<128, 16, 1024>((A_s + (v_248) * 64), 2);
    { float* tl_acc = C_f; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %13, 0;\nwgmma.mma_async.sync.aligned.m64n16k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9, %10, %11}, %12, p, 1, 1, 0;\n}\n" : "+f"(tl_acc[0 + 0]), "+f"(tl_acc[0 + 1]), "+f"(tl_acc[0 + 2]), "+f"(tl_acc[0 + 3]), "+f"(tl_acc[0 + 4]), "+f"(tl_acc[0 + 5]), "+f"(tl_acc[0 + 6]), "+f"(tl_acc[0 + 7]) : "r"(*reinterpret_cast<const unsigned*>(&B_f[100 + 0])), "r"(*reinterpret_cast<const unsigned*>(&B_f[100 + 8])), "r"(*reinterpret_cast<const unsigned*>(&B_f[100 + 2])), "r"(*reinterpret_cast<const unsigned*>(&B_f[100 + 10])), "l"(v_250), "r"(1)); }
    const unsigned long long v_251 = tl::wgmma_desc_at<128, 16, 1024>((A_s + (v_248) * 64), 4);
    { float* tl_acc = C_f; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %13, 0;\nwgmma.mma_async.sync.aligned.m64n16k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9, %10, %11}, %12, p, 1, 1, 0;\n}\n" : "+f"(tl_acc[0 + 0]), "+f"(tl_acc[0 + 1]), "+f"(tl_acc[0 + 2]), "+f"(tl_acc[0 + 3]), "+f"(tl_acc[0 + 4]), "+f"(tl_acc[0 + 5]), "+f"(tl_acc[0 + 6]), "+f"(tl_acc[0 + 7]) : "r"(*reinterpret_cast<const unsigned*>(&B_f[112 + 0])), "r"(*reinterpret_cast<const unsigned*>(&B_f[112 + 8])), "r"(*reinterpret_cast<const unsigned*>(&B_f[112 + 2])), "r"(*reinterpret_cast<const unsigned*>(&B_f[112 + 10])), "l"(v_251), "r"(1)); }
    const unsigned long long v_252 = tl::wgmma_desc_at<128, 16, 1024>((A_s + (v_248) * 64), 6);
    { float* tl_acc = C_f; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %13, 0;\nwgmma.mma_async.sync.aligned.m64n16k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9, %10, %11}, %12, p, 1, 1, 0;\n}\n" : "+f"(tl_acc[0 + 0]), "+f"(tl_acc[0 + 1]), "+f"(tl_acc[0 + 2]), "+f"(tl_acc[0 + 3]), "+f"(tl_acc[0 + 4]), "+f"(tl_acc[0 + 5]), "+f"(tl_acc[0 + 6]), "+f"(tl_acc[0 + 7]) : "r"(*reinterpret_cast<const unsigned*>(&B_f[116 + 0])), "r"(*reinterpret_cast<const unsigned*>(&B_f[116 + 8])), "r"(*reinterpret_cast<const unsigned*>(&B_f[116 + 2])), "r"(*reinterpret_cast<const unsigned*>(&B_f[116 + 10])), "l"(v_252), "r"(1)); }
    tl::wgmma_commit();
#line 450 "tilelang/ops/lowbit_kernels.py"
    const int v_253 = (ko + 2);
    const bool v_254 = (r == 0);
    const int v_255 = (r - 1);
    const int v_256 = (v_254 ? 2 : v_255);
    const bool v_257 = (v_253 < 8);
    if (v_257) {
      const int v_258 = tl::min(v_253, 7);
#line 451 "tilelang/ops/lowbit_kernels.py"
      const int v_259 = (v_2 + v_258);
      const int k0_2 = (v_259 * 256);
#line 390 "tilelang/ops/lowbit_kernels.py"
      const int g0_1 = (k0_2 / 128);
#line 450 "tilelang/ops/lowbit_kernels.py"
      const int v_260 = (v_256 * 64);
      const int v_261 = (v_256 * 2);
#line 389 "tilelang/ops/lowbit_kernels.py"
      if (v_4) {
        tl::mbar_expect_tx((tma_bar + v_256), 8192);
        tl::tma_load<2>((A_s + (v_260) * 64 + 0), &A_tmap, (tma_bar + v_256), k0_2, v_3);
        tl::tma_load<2>((unsigned char*)(A_s + (v_260) * 64 + 0) + 2048, &A_tmap, (tma_bar + v_256), k0_2 + 64, v_3);
        tl::tma_load<2>((unsigned char*)(A_s + (v_260) * 64 + 0) + 4096, &A_tmap, (tma_bar + v_256), k0_2 + 128, v_3);
        tl::tma_load<2>((unsigned char*)(A_s + (v_260) * 64 + 0) + 6144, &A_tmap, (tma_bar + v_256), k0_2 + 192, v_3);
      }
#line 391 "tilelang/ops/lowbit_kernels.py"
      const int v_262 = (v_35 + k0_2);
      const int v_263 = (v_262 * 2);
      const int v_264 = (v_263 / 8);
      for (int k_2 = 0; k_2 < 2; k_2 += 1) {
        const int v_265 = (k_2 * 128);
        const int v_266 = (v_265 + tid);
        const int v_267 = (v_266 / 4);
        const int v_268 = (v_267 + v_5);
        const int v_269 = (v_267 + v_260);
        tl::cp_async<16>((B_s + (v_269) * 64 + v_39), (B + (v_268) * 2048 + v_264), true);
      }
#line 397 "tilelang/ops/lowbit_kernels.py"
      if (v_7) {
        const int v_270 = (tid % 8);
        const int v_271 = (v_16 % 2);
        const int v_272 = (v_270 * 8);
        const int v_273 = (v_271 + g0_1);
        const int v_274 = (v_272 + v_5);
        const int v_275 = (v_271 + v_261);
        tl::cp_async<16>((S_s + (v_275) * 64 + v_272), (Scales + (v_273) * 8192 + v_274), true);
      }
#line 450 "tilelang/ops/lowbit_kernels.py"
    }
    tl::cp_async_commit();
#line 428 "tilelang/ops/lowbit_kernels.py"
    tl::wgmma_wait<0, 8, 64>(C_f, B_f);
#line 450 "tilelang/ops/lowbit_kernels.py"
    const bool v_276 = (r == 2);
    const int v_277 = (v_255 + 2);
    const int v_278 = (v_276 ? 0 : v_277);
#line 465 "tilelang/ops/lowbit_kernels.py"
    r = v_278;
#line 450 "tilelang/ops/lowbit_kernels.py"
  }
  tl::cp_async_wait<0>();
#line 454 "tilelang/ops/lowbit_kernels.py"
  float* const split_k_tile = reinterpret_cast<float*>(tl_smem + 0);
  __syncthreads();
#line 450 "tilelang/ops/lowbit_kernels.py"
  tl::wgmma_wait_defining<0, 8>(C_f);
#line 454 "tilelang/ops/lowbit_kernels.py"
  #pragma unroll
  for (int l_v_2 = 0; l_v_2 < 2; l_v_2 += 1) {
    const int v_279 = (l_v_2 * 4);
    const int v_280 = (l_v_2 * 8);
    const int v_281 = (v_280 + v_14);
    const tl::vec<float, 4> v_282 = *reinterpret_cast<const tl::vec<float, 4>*>((C_f + v_279));
    const float v_283 = v_282.v[0];
    split_k_tile[(v_281) * 64 + v_12] = v_283;
    const int v_284 = (v_281 + 1);
    const float v_285 = v_282.v[1];
    split_k_tile[(v_284) * 64 + v_12] = v_285;
    const float v_286 = v_282.v[2];
    split_k_tile[(v_281) * 64 + v_22] = v_286;
    const float v_287 = v_282.v[3];
    split_k_tile[(v_284) * 64 + v_22] = v_287;
  }
  __syncthreads();
  const int v_288 = (tid % 16);
  const int v_289 = (v_288 * 4);
  const int v_290 = (v_5 + v_289);
  for (int k_3 = 0; k_3 < 2; k_3 += 1) {
    const int v_291 = (k_3 * 128);
    const int v_292 = (v_291 + tid);
    const int v_293 = (v_292 / 16);
    const int v_294 = (v_3 + v_293);
    const tl::vec<float, 4> v_295 = *reinterpret_cast<const tl::vec<float, 4>*>((split_k_tile + (v_293) * 64 + v_289));
    *reinterpret_cast<tl::vec<float, 4>*>((Work + (((int)blockIdx.z) * 16 + v_294) * 8192 + v_290)) = v_295;
  }
  __syncthreads();
  int* const split_k_last = reinterpret_cast<int*>(tl_smem + 0);
  if (v_4) {
    const int v_296 = tl::fetch_add_acq_rel((Arrivals + ((int)blockIdx.y) * 128 + (int)blockIdx.x), 1);
    split_k_last[0] = v_296;
  }
  tl::fence_proxy_async();
  __syncthreads();
  const int v_297 = split_k_last[0];
  const bool v_298 = (v_297 == 3);
  if (v_298) {
    for (int k_4 = 0; k_4 < 2; k_4 += 1) {
      const int v_299 = (k_4 * 128);
      const int v_300 = (v_299 + tid);
      const int v_301 = (v_300 / 16);
      const int v_302 = (v_3 + v_301);
      const tl::vec<float, 4> v_303 = *reinterpret_cast<const tl::vec<float, 4>*>((Work + (v_302) * 8192 + v_290));
      const float v_304 = v_303.v[0];
      const tl::vec<float, 4> v_305 = *reinterpret_cast<const tl::vec<float, 4>*>((Work + ((1) * 16 + v_302) * 8192 + v_290));
      const float v_306 = v_305.v[0];
      const float v_307 = (v_304 + v_306);
      const tl::vec<float, 4> v_308 = *reinterpret_cast<const tl::vec<float, 4>*>((Work + ((2) * 16 + v_302) * 8192 + v_290));
      const float v_309 = v_308.v[0];
      const float v_310 = (v_307 + v_309);
      const tl::vec<float, 4> v_311 = *reinterpret_cast<const tl::vec<float, 4>*>((Work + ((3) * 16 + v_302) * 8192 + v_290));
      const float v_312 = v_311.v[0];
      const float v_313 = (v_310 + v_312);
      const half v_314 = tl::cast<half>(v_313);
      const float v_315 = v_303.v[1];
      const float v_316 = v_305.v[1];
      const float v_317 = (v_315 + v_316);
      const float v_318 = v_308.v[1];
      const float v_319 = (v_317 + v_318);
      const float v_320 = v_311.v[1];
      const float v_321 = (v_319 + v_320);
      const half v_322 = tl::cast<half>(v_321);
      const float v_323 = v_303.v[2];
      const float v_324 = v_305.v[2];
      const float v_325 = (v_323 + v_324);
      const float v_326 = v_308.v[2];
      const float v_327 = (v_325 + v_326);
      const float v_328 = v_311.v[2];
      const float v_329 = (v_327 + v_328);
      const half v_330 = tl::cast<half>(v_329);
      const float v_331 = v_303.v[3];
      const float v_332 = v_305.v[3];
      const float v_333 = (v_331 + v_332);
      const float v_334 = v_308.v[3];
      const float v_335 = (v_333 + v_334);
      const float v_336 = v_311.v[3];
      const float v_337 = (v_335 + v_336);
      const half v_338 = tl::cast<half>(v_337);
      const tl::vec<half, 4> v_339 = tl::vec<half, 4>{{v_314, v_322, v_330, v_338}};
      *reinterpret_cast<tl::vec<half, 4>*>((C + (v_302) * 8192 + v_290)) = v_339;
    }
    if (v_4) {
      Arrivals[((int)blockIdx.y) * 128 + (int)blockIdx.x] = 0;
    }
  }
}
