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

#line 489 "tilelang/ops/lowbit_kernels.py"
extern "C" __global__ void __launch_bounds__(128) gemm_kernel(half* __restrict__ A, unsigned char* __restrict__ B, half* __restrict__ Scales, half* __restrict__ C, float* __restrict__ Work, int* __restrict__ Arrivals, const __grid_constant__ tl::TensorMap A_tmap) {
  extern __shared__ __align__(1024) unsigned char tl_smem[];
  const int tid = (int)threadIdx.x;
#line 404 "tilelang/ops/lowbit_kernels.py"
  unsigned long long* const tma_bar = reinterpret_cast<unsigned long long*>(tl_smem + 37888);
  if (threadIdx.x == 0 && threadIdx.y == 0 && threadIdx.z == 0) {
    for (int i = 0; i < 3; ++i) tl::mbar_init(tma_bar + i, 1);
    tl::fence_mbar_init();
  }
#line 362 "tilelang/ops/lowbit_kernels.py"
  half* const A_s = reinterpret_cast<half*>(tl_smem + 0);
#line 363 "tilelang/ops/lowbit_kernels.py"
  unsigned char* const B_s = reinterpret_cast<unsigned char*>(tl_smem + 24576);
#line 364 "tilelang/ops/lowbit_kernels.py"
  half* const S_s = reinterpret_cast<half*>(tl_smem + 36864);
#line 366 "tilelang/ops/lowbit_kernels.py"
  alignas(16) half B_f[128];
#line 367 "tilelang/ops/lowbit_kernels.py"
  tl::fence_proxy_async();
  __syncthreads();
#line 368 "tilelang/ops/lowbit_kernels.py"
  alignas(16) float C_f[8];
#line 369 "tilelang/ops/lowbit_kernels.py"
  alignas(16) float C_step[8];
#line 370 "tilelang/ops/lowbit_kernels.py"
  alignas(16) float C2_step[8];
#line 472 "tilelang/ops/lowbit_kernels.py"
  #pragma unroll
  for (int l_v = 0; l_v < 2; l_v += 1) {
    const int v = (l_v * 4);
    const tl::vec<float, 4> v_1 = tl::vec<float, 4>{{0.0f, 0.0f, 0.0f, 0.0f}};
    *reinterpret_cast<tl::vec<float, 4>*>((C_f + v)) = v_1;
  }
#line 475 "tilelang/ops/lowbit_kernels.py"
  const int v_2 = ((int)blockIdx.z * 8);
  const int k0 = (v_2 * 256);
#line 404 "tilelang/ops/lowbit_kernels.py"
  const int v_3 = ((int)blockIdx.y * 16);
  const bool v_4 = (tid == 0);
#line 405 "tilelang/ops/lowbit_kernels.py"
  const int g0 = (k0 / 128);
#line 406 "tilelang/ops/lowbit_kernels.py"
  const int v_5 = ((int)blockIdx.x * 64);
#line 412 "tilelang/ops/lowbit_kernels.py"
  const int v_6 = (g0 + 2);
  const bool v_7 = (tid < 16);
#line 417 "tilelang/ops/lowbit_kernels.py"
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
#line 404 "tilelang/ops/lowbit_kernels.py"
  if (v_4) {
    tl::mbar_expect_tx((tma_bar + 0), 8192);
    tl::tma_load<2>((A_s + 0), &A_tmap, (tma_bar + 0), k0, v_3);
    tl::tma_load<2>((unsigned char*)(A_s + 0) + 2048, &A_tmap, (tma_bar + 0), k0 + 64, v_3);
    tl::tma_load<2>((unsigned char*)(A_s + 0) + 4096, &A_tmap, (tma_bar + 0), k0 + 128, v_3);
    tl::tma_load<2>((unsigned char*)(A_s + 0) + 6144, &A_tmap, (tma_bar + 0), k0 + 192, v_3);
  }
#line 406 "tilelang/ops/lowbit_kernels.py"
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
#line 412 "tilelang/ops/lowbit_kernels.py"
  if (v_7) {
    const int v_46 = (tid % 8);
    const int v_47 = (tid / 8);
    const int v_48 = (v_47 % 2);
    const int v_49 = (v_46 * 8);
    const int v_50 = (v_48 + g0);
    const int v_51 = (v_49 + v_5);
    tl::cp_async<16>((S_s + (v_48) * 64 + v_49), (Scales + (v_50) * 8192 + v_51), true);
  }
#line 473 "tilelang/ops/lowbit_kernels.py"
  tl::cp_async_commit();
#line 475 "tilelang/ops/lowbit_kernels.py"
  const int v_52 = (v_2 + 1);
  const int k0_1 = (v_52 * 256);
#line 404 "tilelang/ops/lowbit_kernels.py"
  if (v_4) {
    tl::mbar_expect_tx((tma_bar + 1), 8192);
    tl::tma_load<2>((A_s + (64) * 64 + 0), &A_tmap, (tma_bar + 1), k0_1, v_3);
    tl::tma_load<2>((unsigned char*)(A_s + (64) * 64 + 0) + 2048, &A_tmap, (tma_bar + 1), k0_1 + 64, v_3);
    tl::tma_load<2>((unsigned char*)(A_s + (64) * 64 + 0) + 4096, &A_tmap, (tma_bar + 1), k0_1 + 128, v_3);
    tl::tma_load<2>((unsigned char*)(A_s + (64) * 64 + 0) + 6144, &A_tmap, (tma_bar + 1), k0_1 + 192, v_3);
  }
#line 406 "tilelang/ops/lowbit_kernels.py"
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
#line 412 "tilelang/ops/lowbit_kernels.py"
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
#line 473 "tilelang/ops/lowbit_kernels.py"
  tl::cp_async_commit();
  int r = 0;
  for (int ko = 0; ko < 8; ko += 1) {
    tl::cp_async_wait<1>();
    tl::fence_proxy_async();
    __syncthreads();
    const int v_68 = (r * 64);
    const int v_69 = (r * 2);
    const int v_70 = (ko / 3);
    const int v_71 = (v_70 % 2);
#line 404 "tilelang/ops/lowbit_kernels.py"
    tl::mbar_wait((tma_bar + r), v_71);
#line 417 "tilelang/ops/lowbit_kernels.py"
    alignas(16) half dequant[128];
    alignas(16) half decoded[16];
    const int v_72 = (v_12 + v_68);
    const unsigned v_73 = *reinterpret_cast<const unsigned*>((B_s + (v_72) * 64 + v_21));
    tl_dw_u2_off1_f16(decoded + 0, v_73);
    const half v_74 = decoded[0];
    dequant[0] = v_74;
    const half v_75 = decoded[1];
    dequant[1] = v_75;
    const half v_76 = decoded[2];
    dequant[2] = v_76;
    const half v_77 = decoded[3];
    dequant[3] = v_77;
    const half v_78 = decoded[4];
    dequant[4] = v_78;
    const half v_79 = decoded[5];
    dequant[5] = v_79;
    const half v_80 = decoded[6];
    dequant[6] = v_80;
    const half v_81 = decoded[7];
    dequant[7] = v_81;
    const half v_82 = decoded[8];
    dequant[16] = v_82;
    const half v_83 = decoded[9];
    dequant[17] = v_83;
    const half v_84 = decoded[10];
    dequant[18] = v_84;
    const half v_85 = decoded[11];
    dequant[19] = v_85;
    const half v_86 = decoded[12];
    dequant[20] = v_86;
    const half v_87 = decoded[13];
    dequant[21] = v_87;
    const half v_88 = decoded[14];
    dequant[22] = v_88;
    const half v_89 = decoded[15];
    dequant[23] = v_89;
    const int v_90 = (v_72 + 8);
    const unsigned v_91 = *reinterpret_cast<const unsigned*>((B_s + (v_90) * 64 + v_21));
    tl_dw_u2_off1_f16(decoded + 0, v_91);
    const half v_92 = decoded[0];
    dequant[8] = v_92;
    const half v_93 = decoded[1];
    dequant[9] = v_93;
    const half v_94 = decoded[2];
    dequant[10] = v_94;
    const half v_95 = decoded[3];
    dequant[11] = v_95;
    const half v_96 = decoded[4];
    dequant[12] = v_96;
    const half v_97 = decoded[5];
    dequant[13] = v_97;
    const half v_98 = decoded[6];
    dequant[14] = v_98;
    const half v_99 = decoded[7];
    dequant[15] = v_99;
    const half v_100 = decoded[8];
    dequant[24] = v_100;
    const half v_101 = decoded[9];
    dequant[25] = v_101;
    const half v_102 = decoded[10];
    dequant[26] = v_102;
    const half v_103 = decoded[11];
    dequant[27] = v_103;
    const half v_104 = decoded[12];
    dequant[28] = v_104;
    const half v_105 = decoded[13];
    dequant[29] = v_105;
    const half v_106 = decoded[14];
    dequant[30] = v_106;
    const half v_107 = decoded[15];
    dequant[31] = v_107;
    const unsigned v_108 = *reinterpret_cast<const unsigned*>((B_s + (v_72) * 64 + v_26));
    tl_dw_u2_off1_f16(decoded + 0, v_108);
    const half v_109 = decoded[0];
    dequant[32] = v_109;
    const half v_110 = decoded[1];
    dequant[33] = v_110;
    const half v_111 = decoded[2];
    dequant[34] = v_111;
    const half v_112 = decoded[3];
    dequant[35] = v_112;
    const half v_113 = decoded[4];
    dequant[36] = v_113;
    const half v_114 = decoded[5];
    dequant[37] = v_114;
    const half v_115 = decoded[6];
    dequant[38] = v_115;
    const half v_116 = decoded[7];
    dequant[39] = v_116;
    const half v_117 = decoded[8];
    dequant[48] = v_117;
    const half v_118 = decoded[9];
    dequant[49] = v_118;
    const half v_119 = decoded[10];
    dequant[50] = v_119;
    const half v_120 = decoded[11];
    dequant[51] = v_120;
    const half v_121 = decoded[12];
    dequant[52] = v_121;
    const half v_122 = decoded[13];
    dequant[53] = v_122;
    const half v_123 = decoded[14];
    dequant[54] = v_123;
    const half v_124 = decoded[15];
    dequant[55] = v_124;
    const unsigned v_125 = *reinterpret_cast<const unsigned*>((B_s + (v_90) * 64 + v_26));
    tl_dw_u2_off1_f16(decoded + 0, v_125);
    const half v_126 = decoded[0];
    dequant[40] = v_126;
    const half v_127 = decoded[1];
    dequant[41] = v_127;
    const half v_128 = decoded[2];
    dequant[42] = v_128;
    const half v_129 = decoded[3];
    dequant[43] = v_129;
    const half v_130 = decoded[4];
    dequant[44] = v_130;
    const half v_131 = decoded[5];
    dequant[45] = v_131;
    const half v_132 = decoded[6];
    dequant[46] = v_132;
    const half v_133 = decoded[7];
    dequant[47] = v_133;
    const half v_134 = decoded[8];
    dequant[56] = v_134;
    const half v_135 = decoded[9];
    dequant[57] = v_135;
    const half v_136 = decoded[10];
    dequant[58] = v_136;
    const half v_137 = decoded[11];
    dequant[59] = v_137;
    const half v_138 = decoded[12];
    dequant[60] = v_138;
    const half v_139 = decoded[13];
    dequant[61] = v_139;
    const half v_140 = decoded[14];
    dequant[62] = v_140;
    const half v_141 = decoded[15];
    dequant[63] = v_141;
    const unsigned v_142 = *reinterpret_cast<const unsigned*>((B_s + (v_72) * 64 + v_30));
    tl_dw_u2_off1_f16(decoded + 0, v_142);
    const half v_143 = decoded[0];
    dequant[64] = v_143;
    const half v_144 = decoded[1];
    dequant[65] = v_144;
    const half v_145 = decoded[2];
    dequant[66] = v_145;
    const half v_146 = decoded[3];
    dequant[67] = v_146;
    const half v_147 = decoded[4];
    dequant[68] = v_147;
    const half v_148 = decoded[5];
    dequant[69] = v_148;
    const half v_149 = decoded[6];
    dequant[70] = v_149;
    const half v_150 = decoded[7];
    dequant[71] = v_150;
    const half v_151 = decoded[8];
    dequant[80] = v_151;
    const half v_152 = decoded[9];
    dequant[81] = v_152;
    const half v_153 = decoded[10];
    dequant[82] = v_153;
    const half v_154 = decoded[11];
    dequant[83] = v_154;
    const half v_155 = decoded[12];
    dequant[84] = v_155;
    const half v_156 = decoded[13];
    dequant[85] = v_156;
    const half v_157 = decoded[14];
    dequant[86] = v_157;
    const half v_158 = decoded[15];
    dequant[87] = v_158;
    const unsigned v_159 = *reinterpret_cast<const unsigned*>((B_s + (v_90) * 64 + v_30));
    tl_dw_u2_off1_f16(decoded + 0, v_159);
    const half v_160 = decoded[0];
    dequant[72] = v_160;
    const half v_161 = decoded[1];
    dequant[73] = v_161;
    const half v_162 = decoded[2];
    dequant[74] = v_162;
    const half v_163 = decoded[3];
    dequant[75] = v_163;
    const half v_164 = decoded[4];
    dequant[76] = v_164;
    const half v_165 = decoded[5];
    dequant[77] = v_165;
    const half v_166 = decoded[6];
    dequant[78] = v_166;
    const half v_167 = decoded[7];
    dequant[79] = v_167;
    const half v_168 = decoded[8];
    dequant[88] = v_168;
    const half v_169 = decoded[9];
    dequant[89] = v_169;
    const half v_170 = decoded[10];
    dequant[90] = v_170;
    const half v_171 = decoded[11];
    dequant[91] = v_171;
    const half v_172 = decoded[12];
    dequant[92] = v_172;
    const half v_173 = decoded[13];
    dequant[93] = v_173;
    const half v_174 = decoded[14];
    dequant[94] = v_174;
    const half v_175 = decoded[15];
    dequant[95] = v_175;
    const unsigned v_176 = *reinterpret_cast<const unsigned*>((B_s + (v_72) * 64 + v_34));
    tl_dw_u2_off1_f16(decoded + 0, v_176);
    const half v_177 = decoded[0];
    dequant[96] = v_177;
    const half v_178 = decoded[1];
    dequant[97] = v_178;
    const half v_179 = decoded[2];
    dequant[98] = v_179;
    const half v_180 = decoded[3];
    dequant[99] = v_180;
    const half v_181 = decoded[4];
    dequant[100] = v_181;
    const half v_182 = decoded[5];
    dequant[101] = v_182;
    const half v_183 = decoded[6];
    dequant[102] = v_183;
    const half v_184 = decoded[7];
    dequant[103] = v_184;
    const half v_185 = decoded[8];
    dequant[112] = v_185;
    const half v_186 = decoded[9];
    dequant[113] = v_186;
    const half v_187 = decoded[10];
    dequant[114] = v_187;
    const half v_188 = decoded[11];
    dequant[115] = v_188;
    const half v_189 = decoded[12];
    dequant[116] = v_189;
    const half v_190 = decoded[13];
    dequant[117] = v_190;
    const half v_191 = decoded[14];
    dequant[118] = v_191;
    const half v_192 = decoded[15];
    dequant[119] = v_192;
    const unsigned v_193 = *reinterpret_cast<const unsigned*>((B_s + (v_90) * 64 + v_34));
    tl_dw_u2_off1_f16(decoded + 0, v_193);
    const half v_194 = decoded[0];
    dequant[104] = v_194;
    const half v_195 = decoded[1];
    dequant[105] = v_195;
    const half v_196 = decoded[2];
    dequant[106] = v_196;
    const half v_197 = decoded[3];
    dequant[107] = v_197;
    const half v_198 = decoded[4];
    dequant[108] = v_198;
    const half v_199 = decoded[5];
    dequant[109] = v_199;
    const half v_200 = decoded[6];
    dequant[110] = v_200;
    const half v_201 = decoded[7];
    dequant[111] = v_201;
    const half v_202 = decoded[8];
    dequant[120] = v_202;
    const half v_203 = decoded[9];
    dequant[121] = v_203;
    const half v_204 = decoded[10];
    dequant[122] = v_204;
    const half v_205 = decoded[11];
    dequant[123] = v_205;
    const half v_206 = decoded[12];
    dequant[124] = v_206;
    const half v_207 = decoded[13];
    dequant[125] = v_207;
    const half v_208 = decoded[14];
    dequant[126] = v_208;
    const half v_209 = decoded[15];
    dequant[127] = v_209;
    #pragma unroll
    for (int l_v_1 = 0; l_v_1 < 16; l_v_1 += 1) {
      const int v_210 = (l_v_1 * 8);
#line 425 "tilelang/ops/lowbit_kernels.py"
      const tl::vec<half, 8> v_211 = *reinterpret_cast<const tl::vec<half, 8>*>((dequant + v_210));
#line 417 "tilelang/ops/lowbit_kernels.py"
      *reinterpret_cast<tl::vec<half, 8>*>((B_f + v_210)) = v_211;
    }
#line 440 "tilelang/ops/lowbit_kernels.py"
    tl::wgmma_fence<0, 64>(C_step, B_f);
    const unsigned long long v_212 = tl::wgmma_desc<128, 16, 1024>((A_s + (v_68) * 64 + 0));
    { float* tl_acc = C_step; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %13, 0;\nwgmma.mma_async.sync.aligned.m64n16k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9, %10, %11}, %12, p, 1, 1, 0;\n}\n" : "=f"(tl_acc[0 + 0]), "=f"(tl_acc[0 + 1]), "=f"(tl_acc[0 + 2]), "=f"(tl_acc[0 + 3]), "=f"(tl_acc[0 + 4]), "=f"(tl_acc[0 + 5]), "=f"(tl_acc[0 + 6]), "=f"(tl_acc[0 + 7]) : "r"(*reinterpret_cast<const unsigned*>(&B_f[0 + 0])), "r"(*reinterpret_cast<const unsigned*>(&B_f[0 + 8])), "r"(*reinterpret_cast<const unsigned*>(&B_f[0 + 2])), "r"(*reinterpret_cast<const unsigned*>(&B_f[0 + 10])), "l"(v_212), "r"(0)); }
    const unsigned long long v_213 = tl::wgmma_desc_at<128, 16, 1024>((A_s + (v_68) * 64), 2);
    { float* tl_acc = C_step; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %13, 0;\nwgmma.mma_async.sync.aligned.m64n16k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9, %10, %11}, %12, p, 1, 1, 0;\n}\n" : "+f"(tl_acc[0 + 0]), "+f"(tl_acc[0 + 1]), "+f"(tl_acc[0 + 2]), "+f"(tl_acc[0 + 3]), "+f"(tl_acc[0 + 4]), "+f"(tl_acc[0 + 5]), "+f"(tl_acc[0 + 6]), "+f"(tl_acc[0 + 7]) : "r"(*reinterpret_cast<const unsigned*>(&B_f[4 + 0])), "r"(*reinterpret_cast<const unsigned*>(&B_f[4 + 8])), "r"(*reinterpret_cast<const unsigned*>(&B_f[4 + 2])), "r"(*reinterpret_cast<const unsigned*>(&B_f[4 + 10])), "l"(v_213), "r"(1)); }
    const unsigned long long v_214 = tl::wgmma_desc_at<128, 16, 1024>((A_s + (v_68) * 64), 4);
    { float* tl_acc = C_step; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %13, 0;\nwgmma.mma_async.sync.aligned.m64n16k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9, %10, %11}, %12, p, 1, 1, 0;\n}\n" : "+f"(tl_acc[0 + 0]), "+f"(tl_acc[0 + 1]), "+f"(tl_acc[0 + 2]), "+f"(tl_acc[0 + 3]), "+f"(tl_acc[0 + 4]), "+f"(tl_acc[0 + 5]), "+f"(tl_acc[0 + 6]), "+f"(tl_acc[0 + 7]) : "r"(*reinterpret_cast<const unsigned*>(&B_f[16 + 0])), "r"(*reinterpret_cast<const unsigned*>(&B_f[16 + 8])), "r"(*reinterpret_cast<const unsigned*>(&B_f[16 + 2])), "r"(*reinterpret_cast<const unsigned*>(&B_f[16 + 10])), "l"(v_214), "r"(1)); }
    const unsigned long long v_215 = tl::wgmma_desc_at<128, 16, 1024>((A_s + (v_68) * 64), 6);
    { float* tl_acc = C_step; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %13, 0;\nwgmma.mma_async.sync.aligned.m64n16k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9, %10, %11}, %12, p, 1, 1, 0;\n}\n" : "+f"(tl_acc[0 + 0]), "+f"(tl_acc[0 + 1]), "+f"(tl_acc[0 + 2]), "+f"(tl_acc[0 + 3]), "+f"(tl_acc[0 + 4]), "+f"(tl_acc[0 + 5]), "+f"(tl_acc[0 + 6]), "+f"(tl_acc[0 + 7]) : "r"(*reinterpret_cast<const unsigned*>(&B_f[20 + 0])), "r"(*reinterpret_cast<const unsigned*>(&B_f[20 + 8])), "r"(*reinterpret_cast<const unsigned*>(&B_f[20 + 2])), "r"(*reinterpret_cast<const unsigned*>(&B_f[20 + 10])), "l"(v_215), "r"(1)); }
    const int v_216 = (v_68 + 16);
    const unsigned long long v_217 = tl::wgmma_desc_at<128, 16, 1024>((A_s + (v_68) * 64), 128);
    { float* tl_acc = C_step; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %13, 0;\nwgmma.mma_async.sync.aligned.m64n16k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9, %10, %11}, %12, p, 1, 1, 0;\n}\n" : "+f"(tl_acc[0 + 0]), "+f"(tl_acc[0 + 1]), "+f"(tl_acc[0 + 2]), "+f"(tl_acc[0 + 3]), "+f"(tl_acc[0 + 4]), "+f"(tl_acc[0 + 5]), "+f"(tl_acc[0 + 6]), "+f"(tl_acc[0 + 7]) : "r"(*reinterpret_cast<const unsigned*>(&B_f[32 + 0])), "r"(*reinterpret_cast<const unsigned*>(&B_f[32 + 8])), "r"(*reinterpret_cast<const unsigned*>(&B_f[32 + 2])), "r"(*reinterpret_cast<const unsigned*>(&B_f[32 + 10])), "l"(v_217), "r"(1)); }
    const unsigned long long v_218 = tl::wgmma_desc_at<128, 16, 1024>((A_s + (v_68) * 64), 130);
    { float* tl_acc = C_step; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %13, 0;\nwgmma.mma_async.sync.aligned.m64n16k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9, %10, %11}, %12, p, 1, 1, 0;\n}\n" : "+f"(tl_acc[0 + 0]), "+f"(tl_acc[0 + 1]), "+f"(tl_acc[0 + 2]), "+f"(tl_acc[0 + 3]), "+f"(tl_acc[0 + 4]), "+f"(tl_acc[0 + 5]), "+f"(tl_acc[0 + 6]), "+f"(tl_acc[0 + 7]) : "r"(*reinterpret_cast<const unsigned*>(&B_f[36 + 0])), "r"(*reinterpret_cast<const unsigned*>(&B_f[36 + 8])), "r"(*reinterpret_cast<const unsigned*>(&B_f[36 + 2])), "r"(*reinterpret_cast<const unsigned*>(&B_f[36 + 10])), "l"(v_218), "r"(1)); }
    const unsigned long long v_219 = tl::wgmma_desc_at<128, 16, 1024>((A_s + (v_68) * 64), 132);
    { float* tl_acc = C_step; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %13, 0;\nwgmma.mma_async.sync.aligned.m64n16k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9, %10, %11}, %12, p, 1, 1, 0;\n}\n" : "+f"(tl_acc[0 + 0]), "+f"(tl_acc[0 + 1]), "+f"(tl_acc[0 + 2]), "+f"(tl_acc[0 + 3]), "+f"(tl_acc[0 + 4]), "+f"(tl_acc[0 + 5]), "+f"(tl_acc[0 + 6]), "+f"(tl_acc[0 + 7]) : "r"(*reinterpret_cast<const unsigned*>(&B_f[48 + 0])), "r"(*reinterpret_cast<const unsigned*>(&B_f[48 + 8])), "r"(*reinterpret_cast<const unsigned*>(&B_f[48 + 2])), "r"(*reinterpret_cast<const unsigned*>(&B_f[48 + 10])), "l"(v_219), "r"(1)); }
    const unsigned long long v_220 = tl::wgmma_desc_at<128, 16, 1024>((A_s + (v_68) * 64), 134);
    { float* tl_acc = C_step; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %13, 0;\nwgmma.mma_async.sync.aligned.m64n16k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9, %10, %11}, %12, p, 1, 1, 0;\n}\n" : "+f"(tl_acc[0 + 0]), "+f"(tl_acc[0 + 1]), "+f"(tl_acc[0 + 2]), "+f"(tl_acc[0 + 3]), "+f"(tl_acc[0 + 4]), "+f"(tl_acc[0 + 5]), "+f"(tl_acc[0 + 6]), "+f"(tl_acc[0 + 7]) : "r"(*reinterpret_cast<const unsigned*>(&B_f[52 + 0])), "r"(*reinterpret_cast<const unsigned*>(&B_f[52 + 8])), "r"(*reinterpret_cast<const unsigned*>(&B_f[52 + 2])), "r"(*reinterpret_cast<const unsigned*>(&B_f[52 + 10])), "l"(v_220), "r"(1)); }
    tl::wgmma_commit();
    tl::wgmma_fence<0, 64>(C2_step, B_f);
    const int v_221 = (v_68 + 32);
    const unsigned long long v_222 = tl::wgmma_desc_at<128, 16, 1024>((A_s + (v_68) * 64), 256);
    { float* tl_acc = C2_step; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %13, 0;\nwgmma.mma_async.sync.aligned.m64n16k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9, %10, %11}, %12, p, 1, 1, 0;\n}\n" : "=f"(tl_acc[0 + 0]), "=f"(tl_acc[0 + 1]), "=f"(tl_acc[0 + 2]), "=f"(tl_acc[0 + 3]), "=f"(tl_acc[0 + 4]), "=f"(tl_acc[0 + 5]), "=f"(tl_acc[0 + 6]), "=f"(tl_acc[0 + 7]) : "r"(*reinterpret_cast<const unsigned*>(&B_f[64 + 0])), "r"(*reinterpret_cast<const unsigned*>(&B_f[64 + 8])), "r"(*reinterpret_cast<const unsigned*>(&B_f[64 + 2])), "r"(*reinterpret_cast<const unsigned*>(&B_f[64 + 10])), "l"(v_222), "r"(0)); }
    const unsigned long long v_223 = tl::wgmma_desc_at<128, 16, 1024>((A_s + (v_68) * 64), 258);
    { float* tl_acc = C2_step; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %13, 0;\nwgmma.mma_async.sync.aligned.m64n16k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9, %10, %11}, %12, p, 1, 1, 0;\n}\n" : "+f"(tl_acc[0 + 0]), "+f"(tl_acc[0 + 1]), "+f"(tl_acc[0 + 2]), "+f"(tl_acc[0 + 3]), "+f"(tl_acc[0 + 4]), "+f"(tl_acc[0 + 5]), "+f"(tl_acc[0 + 6]), "+f"(tl_acc[0 + 7]) : "r"(*reinterpret_cast<const unsigned*>(&B_f[68 + 0])), "r"(*reinterpret_cast<const unsigned*>(&B_f[68 + 8])), "r"(*reinterpret_cast<const unsigned*>(&B_f[68 + 2])), "r"(*reinterpret_cast<const unsigned*>(&B_f[68 + 10])), "l"(v_223), "r"(1)); }
    const unsigned long long v_224 = tl::wgmma_desc_at<128, 16, 1024>((A_s + (v_68) * 64), 260);
    { float* tl_acc = C2_step; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %13, 0;\nwgmma.mma_async.sync.aligned.m64n16k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9, %10, %11}, %12, p, 1, 1, 0;\n}\n" : "+f"(tl_acc[0 + 0]), "+f"(tl_acc[0 + 1]), "+f"(tl_acc[0 + 2]), "+f"(tl_acc[0 + 3]), "+f"(tl_acc[0 + 4]), "+f"(tl_acc[0 + 5]), "+f"(tl_acc[0 + 6]), "+f"(tl_acc[0 + 7]) : "r"(*reinterpret_cast<const unsigned*>(&B_f[80 + 0])), "r"(*reinterpret_cast<const unsigned*>(&B_f[80 + 8])), "r"(*reinterpret_cast<const unsigned*>(&B_f[80 + 2])), "r"(*reinterpret_cast<const unsigned*>(&B_f[80 + 10])), "l"(v_224), "r"(1)); }
    const unsigned long long v_225 = tl::wgmma_desc_at<128, 16, 1024>((A_s + (v_68) * 64), 262);
    { float* tl_acc = C2_step; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %13, 0;\nwgmma.mma_async.sync.aligned.m64n16k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9, %10, %11}, %12, p, 1, 1, 0;\n}\n" : "+f"(tl_acc[0 + 0]), "+f"(tl_acc[0 + 1]), "+f"(tl_acc[0 + 2]), "+f"(tl_acc[0 + 3]), "+f"(tl_acc[0 + 4]), "+f"(tl_acc[0 + 5]), "+f"(tl_acc[0 + 6]), "+f"(tl_acc[0 + 7]) : "r"(*reinterpret_cast<const unsigned*>(&B_f[84 + 0])), "r"(*reinterpret_cast<const unsigned*>(&B_f[84 + 8])), "r"(*reinterpret_cast<const unsigned*>(&B_f[84 + 2])), "r"(*reinterpret_cast<const unsigned*>(&B_f[84 + 10])), "l"(v_225), "r"(1)); }
    const int v_226 = (v_68 + 48);
    const unsigned long long v_227 = tl::wgmma_desc_at<128, 16, 1024>((A_s + (v_68) * 64), 384);
    { float* tl_acc = C2_step; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %13, 0;\nwgmma.mma_async.sync.aligned.m64n16k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9, %10, %11}, %12, p, 1, 1, 0;\n}\n" : "+f"(tl_acc[0 + 0]), "+f"(tl_acc[0 + 1]), "+f"(tl_acc[0 + 2]), "+f"(tl_acc[0 + 3]), "+f"(tl_acc[0 + 4]), "+f"(tl_acc[0 + 5]), "+f"(tl_acc[0 + 6]), "+f"(tl_acc[0 + 7]) : "r"(*reinterpret_cast<const unsigned*>(&B_f[96 + 0])), "r"(*reinterpret_cast<const unsigned*>(&B_f[96 + 8])), "r"(*reinterpret_cast<const unsigned*>(&B_f[96 + 2])), "r"(*reinterpret_cast<const unsigned*>(&B_f[96 + 10])), "l"(v_227), "r"(1)); }
    const unsigned long long v_228 = tl::wgmma_desc_at<128, 16, 1024>((A_s + (v_68) * 64), 386);
    { float* tl_acc = C2_step; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %13, 0;\nwgmma.mma_async.sync.aligned.m64n16k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9, %10, %11}, %12, p, 1, 1, 0;\n}\n" : "+f"(tl_acc[0 + 0]), "+f"(tl_acc[0 + 1]), "+f"(tl_acc[0 + 2]), "+f"(tl_acc[0 + 3]), "+f"(tl_acc[0 + 4]), "+f"(tl_acc[0 + 5]), "+f"(tl_acc[0 + 6]), "+f"(tl_acc[0 + 7]) : "r"(*reinterpret_cast<const unsigned*>(&B_f[100 + 0])), "r"(*reinterpret_cast<const unsigned*>(&B_f[100 + 8])), "r"(*reinterpret_cast<const unsigned*>(&B_f[100 + 2])), "r"(*reinterpret_cast<const unsigned*>(&B_f[100 + 10])), "l"(v_228), "r"(1)); }
    const unsigned long long v_229 = tl::wgmma_desc_at<128, 16, 1024>((A_s + (v_68) * 64), 388);
    { float* tl_acc = C2_step; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %13, 0;\nwgmma.mma_async.sync.aligned.m64n16k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9, %10, %11}, %12, p, 1, 1, 0;\n}\n" : "+f"(tl_acc[0 + 0]), "+f"(tl_acc[0 + 1]), "+f"(tl_acc[0 + 2]), "+f"(tl_acc[0 + 3]), "+f"(tl_acc[0 + 4]), "+f"(tl_acc[0 + 5]), "+f"(tl_acc[0 + 6]), "+f"(tl_acc[0 + 7]) : "r"(*reinterpret_cast<const unsigned*>(&B_f[112 + 0])), "r"(*reinterpret_cast<const unsigned*>(&B_f[112 + 8])), "r"(*reinterpret_cast<const unsigned*>(&B_f[112 + 2])), "r"(*reinterpret_cast<const unsigned*>(&B_f[112 + 10])), "l"(v_229), "r"(1)); }
    const unsigned long long v_230 = tl::wgmma_desc_at<128, 16, 1024>((A_s + (v_68) * 64), 390);
    { float* tl_acc = C2_step; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %13, 0;\nwgmma.mma_async.sync.aligned.m64n16k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9, %10, %11}, %12, p, 1, 1, 0;\n}\n" : "+f"(tl_acc[0 + 0]), "+f"(tl_acc[0 + 1]), "+f"(tl_acc[0 + 2]), "+f"(tl_acc[0 + 3]), "+f"(tl_acc[0 + 4]), "+f"(tl_acc[0 + 5]), "+f"(tl_acc[0 + 6]), "+f"(tl_acc[0 + 7]) : "r"(*reinterpret_cast<const unsigned*>(&B_f[116 + 0])), "r"(*reinterpret_cast<const unsigned*>(&B_f[116 + 8])), "r"(*reinterpret_cast<const unsigned*>(&B_f[116 + 2])), "r"(*reinterpret_cast<const unsigned*>(&B_f[116 + 10])), "l"(v_230), "r"(1)); }
    tl::wgmma_commit();
#line 473 "tilelang/ops/lowbit_kernels.py"
    const int v_231 = (ko + 2);
    const bool v_232 = (r == 0);
    const int v_233 = (r - 1);
    const int v_234 = (v_232 ? 2 : v_233);
    const bool v_235 = (v_231 < 8);
    if (v_235) {
      const int v_236 = tl::min(v_231, 7);
#line 475 "tilelang/ops/lowbit_kernels.py"
      const int v_237 = (v_2 + v_236);
      const int k0_2 = (v_237 * 256);
#line 405 "tilelang/ops/lowbit_kernels.py"
      const int g0_1 = (k0_2 / 128);
#line 473 "tilelang/ops/lowbit_kernels.py"
      const int v_238 = (v_234 * 64);
      const int v_239 = (v_234 * 2);
#line 404 "tilelang/ops/lowbit_kernels.py"
      if (v_4) {
        tl::mbar_expect_tx((tma_bar + v_234), 8192);
        tl::tma_load<2>((A_s + (v_238) * 64 + 0), &A_tmap, (tma_bar + v_234), k0_2, v_3);
        tl::tma_load<2>((unsigned char*)(A_s + (v_238) * 64 + 0) + 2048, &A_tmap, (tma_bar + v_234), k0_2 + 64, v_3);
        tl::tma_load<2>((unsigned char*)(A_s + (v_238) * 64 + 0) + 4096, &A_tmap, (tma_bar + v_234), k0_2 + 128, v_3);
        tl::tma_load<2>((unsigned char*)(A_s + (v_238) * 64 + 0) + 6144, &A_tmap, (tma_bar + v_234), k0_2 + 192, v_3);
      }
#line 406 "tilelang/ops/lowbit_kernels.py"
      const int v_240 = (v_35 + k0_2);
      const int v_241 = (v_240 * 2);
      const int v_242 = (v_241 / 8);
      for (int k_2 = 0; k_2 < 2; k_2 += 1) {
        const int v_243 = (k_2 * 128);
        const int v_244 = (v_243 + tid);
        const int v_245 = (v_244 / 4);
        const int v_246 = (v_245 + v_5);
        const int v_247 = (v_245 + v_238);
        tl::cp_async<16>((B_s + (v_247) * 64 + v_39), (B + (v_246) * 2048 + v_242), true);
      }
#line 412 "tilelang/ops/lowbit_kernels.py"
      if (v_7) {
        const int v_248 = (tid % 8);
        const int v_249 = (tid / 8);
        const int v_250 = (v_249 % 2);
        const int v_251 = (v_248 * 8);
        const int v_252 = (v_250 + g0_1);
        const int v_253 = (v_251 + v_5);
        const int v_254 = (v_250 + v_239);
        tl::cp_async<16>((S_s + (v_254) * 64 + v_251), (Scales + (v_252) * 8192 + v_253), true);
      }
#line 473 "tilelang/ops/lowbit_kernels.py"
    }
    tl::cp_async_commit();
#line 443 "tilelang/ops/lowbit_kernels.py"
    tl::wgmma_wait<1, 8, 64>(C_step, B_f);
#line 444 "tilelang/ops/lowbit_kernels.py"
    #pragma unroll
    for (int l_v_2 = 0; l_v_2 < 2; l_v_2 += 1) {
      const int v_255 = (l_v_2 * 4);
#line 445 "tilelang/ops/lowbit_kernels.py"
      const tl::vec<float, 4> v_256 = *reinterpret_cast<const tl::vec<float, 4>*>((C_step + v_255));
      const float v_257 = v_256.v[0];
      const half v_258 = S_s[(v_69) * 64 + v_12];
      const float v_259 = tl::cast<float>(v_258);
      const tl::vec<float, 4> v_260 = *reinterpret_cast<const tl::vec<float, 4>*>((C_f + v_255));
      const float v_261 = v_260.v[0];
      const float v_262 = __fmaf_rn(v_257, v_259, v_261);
      const float v_263 = v_256.v[1];
      const float v_264 = v_260.v[1];
      const float v_265 = __fmaf_rn(v_263, v_259, v_264);
      const float v_266 = v_256.v[2];
      const half v_267 = S_s[(v_69) * 64 + v_22];
      const float v_268 = tl::cast<float>(v_267);
      const float v_269 = v_260.v[2];
      const float v_270 = __fmaf_rn(v_266, v_268, v_269);
      const float v_271 = v_256.v[3];
      const float v_272 = v_260.v[3];
      const float v_273 = __fmaf_rn(v_271, v_268, v_272);
#line 444 "tilelang/ops/lowbit_kernels.py"
      const tl::vec<float, 4> v_274 = tl::vec<float, 4>{{v_262, v_265, v_270, v_273}};
      *reinterpret_cast<tl::vec<float, 4>*>((C_f + v_255)) = v_274;
    }
#line 443 "tilelang/ops/lowbit_kernels.py"
    tl::wgmma_wait_defining<0, 8, 64>(C2_step, B_f);
#line 445 "tilelang/ops/lowbit_kernels.py"
    const int v_275 = (v_69 + 1);
#line 444 "tilelang/ops/lowbit_kernels.py"
    #pragma unroll
    for (int l_v_3 = 0; l_v_3 < 2; l_v_3 += 1) {
      const int v_276 = (l_v_3 * 4);
#line 445 "tilelang/ops/lowbit_kernels.py"
      const tl::vec<float, 4> v_277 = *reinterpret_cast<const tl::vec<float, 4>*>((C2_step + v_276));
      const float v_278 = v_277.v[0];
      const half v_279 = S_s[(v_275) * 64 + v_12];
      const float v_280 = tl::cast<float>(v_279);
      const tl::vec<float, 4> v_281 = *reinterpret_cast<const tl::vec<float, 4>*>((C_f + v_276));
      const float v_282 = v_281.v[0];
      const float v_283 = __fmaf_rn(v_278, v_280, v_282);
      const float v_284 = v_277.v[1];
      const float v_285 = v_281.v[1];
      const float v_286 = __fmaf_rn(v_284, v_280, v_285);
      const float v_287 = v_277.v[2];
      const half v_288 = S_s[(v_275) * 64 + v_22];
      const float v_289 = tl::cast<float>(v_288);
      const float v_290 = v_281.v[2];
      const float v_291 = __fmaf_rn(v_287, v_289, v_290);
      const float v_292 = v_277.v[3];
      const float v_293 = v_281.v[3];
      const float v_294 = __fmaf_rn(v_292, v_289, v_293);
#line 444 "tilelang/ops/lowbit_kernels.py"
      const tl::vec<float, 4> v_295 = tl::vec<float, 4>{{v_283, v_286, v_291, v_294}};
      *reinterpret_cast<tl::vec<float, 4>*>((C_f + v_276)) = v_295;
    }
#line 473 "tilelang/ops/lowbit_kernels.py"
    const bool v_296 = (r == 2);
    const int v_297 = (v_233 + 2);
    const int v_298 = (v_296 ? 0 : v_297);
#line 489 "tilelang/ops/lowbit_kernels.py"
    r = v_298;
#line 473 "tilelang/ops/lowbit_kernels.py"
  }
  tl::cp_async_wait<0>();
#line 478 "tilelang/ops/lowbit_kernels.py"
  float* const split_k_tile = reinterpret_cast<float*>(tl_smem + 0);
  __syncthreads();
  #pragma unroll
  for (int l_v_4 = 0; l_v_4 < 2; l_v_4 += 1) {
    const int v_299 = (l_v_4 * 4);
    const int v_300 = (l_v_4 * 8);
    const int v_301 = (v_300 + v_14);
    const tl::vec<float, 4> v_302 = *reinterpret_cast<const tl::vec<float, 4>*>((C_f + v_299));
    const float v_303 = v_302.v[0];
    split_k_tile[(v_301) * 64 + v_12] = v_303;
    const int v_304 = (v_301 + 1);
    const float v_305 = v_302.v[1];
    split_k_tile[(v_304) * 64 + v_12] = v_305;
    const float v_306 = v_302.v[2];
    split_k_tile[(v_301) * 64 + v_22] = v_306;
    const float v_307 = v_302.v[3];
    split_k_tile[(v_304) * 64 + v_22] = v_307;
  }
  __syncthreads();
  for (int k_3 = 0; k_3 < 2; k_3 += 1) {
    const int v_308 = (k_3 * 128);
    const int v_309 = (v_308 + tid);
    const int v_310 = (v_309 % 16);
    const int v_311 = (v_309 / 16);
    const int v_312 = (v_310 * 4);
    const int v_313 = (v_3 + v_311);
    const int v_314 = (v_5 + v_312);
    const tl::vec<float, 4> v_315 = *reinterpret_cast<const tl::vec<float, 4>*>((split_k_tile + (v_311) * 64 + v_312));
    *reinterpret_cast<tl::vec<float, 4>*>((Work + (((int)blockIdx.z) * 16 + v_313) * 8192 + v_314)) = v_315;
  }
  __syncthreads();
  int* const split_k_last = reinterpret_cast<int*>(tl_smem + 0);
  if (v_4) {
    const int v_316 = tl::fetch_add_acq_rel((Arrivals + ((int)blockIdx.y) * 128 + (int)blockIdx.x), 1);
    split_k_last[0] = v_316;
  }
  tl::fence_proxy_async();
  __syncthreads();
  const int v_317 = split_k_last[0];
  const bool v_318 = (v_317 == 3);
  if (v_318) {
    for (int k_4 = 0; k_4 < 2; k_4 += 1) {
      const int v_319 = (k_4 * 128);
      const int v_320 = (v_319 + tid);
      const int v_321 = (v_320 % 16);
      const int v_322 = (v_320 / 16);
      const int v_323 = (v_321 * 4);
      const int v_324 = (v_3 + v_322);
      const int v_325 = (v_5 + v_323);
      const tl::vec<float, 4> v_326 = *reinterpret_cast<const tl::vec<float, 4>*>((Work + (v_324) * 8192 + v_325));
      const float v_327 = v_326.v[0];
      const tl::vec<float, 4> v_328 = *reinterpret_cast<const tl::vec<float, 4>*>((Work + ((1) * 16 + v_324) * 8192 + v_325));
      const float v_329 = v_328.v[0];
      const float v_330 = (v_327 + v_329);
      const tl::vec<float, 4> v_331 = *reinterpret_cast<const tl::vec<float, 4>*>((Work + ((2) * 16 + v_324) * 8192 + v_325));
      const float v_332 = v_331.v[0];
      const float v_333 = (v_330 + v_332);
      const tl::vec<float, 4> v_334 = *reinterpret_cast<const tl::vec<float, 4>*>((Work + ((3) * 16 + v_324) * 8192 + v_325));
      const float v_335 = v_334.v[0];
      const float v_336 = (v_333 + v_335);
      const half v_337 = tl::cast<half>(v_336);
      const float v_338 = v_326.v[1];
      const float v_339 = v_328.v[1];
      const float v_340 = (v_338 + v_339);
      const float v_341 = v_331.v[1];
      const float v_342 = (v_340 + v_341);
      const float v_343 = v_334.v[1];
      const float v_344 = (v_342 + v_343);
      const half v_345 = tl::cast<half>(v_344);
      const float v_346 = v_326.v[2];
      const float v_347 = v_328.v[2];
      const float v_348 = (v_346 + v_347);
      const float v_349 = v_331.v[2];
      const float v_350 = (v_348 + v_349);
      const float v_351 = v_334.v[2];
      const float v_352 = (v_350 + v_351);
      const half v_353 = tl::cast<half>(v_352);
      const float v_354 = v_326.v[3];
      const float v_355 = v_328.v[3];
      const float v_356 = (v_354 + v_355);
      const float v_357 = v_331.v[3];
      const float v_358 = (v_356 + v_357);
      const float v_359 = v_334.v[3];
      const float v_360 = (v_358 + v_359);
      const half v_361 = tl::cast<half>(v_360);
      const tl::vec<half, 4> v_362 = tl::vec<half, 4>{{v_337, v_345, v_353, v_361}};
      *reinterpret_cast<tl::vec<half, 4>*>((C + (v_324) * 8192 + v_325)) = v_362;
    }
    if (v_4) {
      Arrivals[((int)blockIdx.y) * 128 + (int)blockIdx.x] = 0;
    }
  }
}
