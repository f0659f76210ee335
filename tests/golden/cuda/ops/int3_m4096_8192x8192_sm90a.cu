// lowbit_matmul: a (4096, 8192) float16, weight (8192, 8192) int3 prepared, group 128, no zeros; sm_90a
// plan: gemm {"block_M": 128, "block_N": 128, "block_K": 128, "num_stages": 3, "threads": 256, "split_k": 1, "swizzle": 8, "b_wgmma": true, "warp_specialize": true}
// written by `python scripts/update_golden.py` (never by hand): the CUDA source after prelude.cuh and a blank line, #line paths repository-relative
// int3 -> float16: planes decode, 68 instructions per 32 codes in 3 words of planes 2+1 (2.12 per value)
template <class T> __device__ __forceinline__ void tl_dw_int3_p21_f16(T* dst, const unsigned w0_0, const unsigned w0_1, const unsigned w1_0) {
  unsigned* d = reinterpret_cast<unsigned*>(dst);
  const unsigned v0_0 = w1_0 << 2;
  unsigned h0_0; asm("lop3.b32 %0, %1, %2, %3, 0x6a;" : "=r"(h0_0) : "r"(v0_0), "r"(0x00040004u), "r"(0x64046404u));
  unsigned h0_1; asm("lop3.b32 %0, %1, %2, %3, 0xea;" : "=r"(h0_1) : "r"(w0_0), "r"(0x00030003u), "r"(h0_0));
  unsigned o0; asm("fma.rn.f16x2 %0, %1, %2, %3;" : "=r"(o0) : "r"(h0_1), "r"(0x3c003c00u), "r"(0xe404e404u));
  const unsigned v1_0 = w1_0 << 3;
  unsigned h1_0; asm("lop3.b32 %0, %1, %2, %3, 0x6a;" : "=r"(h1_0) : "r"(v1_0), "r"(0x00100010u), "r"(0x64106410u));
  unsigned h1_1; asm("lop3.b32 %0, %1, %2, %3, 0xea;" : "=r"(h1_1) : "r"(w0_0), "r"(0x000c000cu), "r"(h1_0));
  unsigned o1; asm("fma.rn.f16x2 %0, %1, %2, %3;" : "=r"(o1) : "r"(h1_1), "r"(0x34003400u), "r"(0xdc10dc10u));
  unsigned h2_0; asm("lop3.b32 %0, %1, %2, %3, 0x6a;" : "=r"(h2_0) : "r"(w1_0), "r"(0x00040004u), "r"(0x64046404u));
  const unsigned v2_1 = w0_0 >> 4;
  unsigned h2_1; asm("lop3.b32 %0, %1, %2, %3, 0xea;" : "=r"(h2_1) : "r"(v2_1), "r"(0x00030003u), "r"(h2_0));
  unsigned o2; asm("fma.rn.f16x2 %0, %1, %2, %3;" : "=r"(o2) : "r"(h2_1), "r"(0x3c003c00u), "r"(0xe404e404u));
  unsigned h3_0; asm("lop3.b32 %0, %1, %2, %3, 0x6a;" : "=r"(h3_0) : "r"(w1_0), "r"(0x00080008u), "r"(0x64086408u));
  const unsigned v3_1 = w0_0 >> 5;
  unsigned h3_1; asm("lop3.b32 %0, %1, %2, %3, 0xea;" : "=r"(h3_1) : "r"(v3_1), "r"(0x00060006u), "r"(h3_0));
  unsigned o3; asm("fma.rn.f16x2 %0, %1, %2, %3;" : "=r"(o3) : "r"(h3_1), "r"(0x38003800u), "r"(0xe008e008u));
  unsigned h4_0; asm("lop3.b32 %0, %1, %2, %3, 0x6a;" : "=r"(h4_0) : "r"(w1_0), "r"(0x00100010u), "r"(0x64106410u));
  const unsigned v4_1 = w0_0 >> 6;
  unsigned h4_1; asm("lop3.b32 %0, %1, %2, %3, 0xea;" : "=r"(h4_1) : "r"(v4_1), "r"(0x000c000cu), "r"(h4_0));
  unsigned o4; asm("fma.rn.f16x2 %0, %1, %2, %3;" : "=r"(o4) : "r"(h4_1), "r"(0x34003400u), "r"(0xdc10dc10u));
  unsigned h5_0; asm("lop3.b32 %0, %1, %2, %3, 0x6a;" : "=r"(h5_0) : "r"(w1_0), "r"(0x00200020u), "r"(0x64206420u));
  const unsigned v5_1 = w0_0 >> 7;
  unsigned h5_1; asm("lop3.b32 %0, %1, %2, %3, 0xea;" : "=r"(h5_1) : "r"(v5_1), "r"(0x00180018u), "r"(h5_0));
  unsigned o5; asm("fma.rn.f16x2 %0, %1, %2, %3;" : "=r"(o5) : "r"(h5_1), "r"(0x30003000u), "r"(0xd820d820u));
  unsigned h6_0; asm("lop3.b32 %0, %1, %2, %3, 0x6a;" : "=r"(h6_0) : "r"(w1_0), "r"(0x00400040u), "r"(0x64406440u));
  const unsigned v6_1 = w0_0 >> 8;
  unsigned h6_1; asm("lop3.b32 %0, %1, %2, %3, 0xea;" : "=r"(h6_1) : "r"(v6_1), "r"(0x00300030u), "r"(h6_0));
  unsigned o6; asm("fma.rn.f16x2 %0, %1, %2, %3;" : "=r"(o6) : "r"(h6_1), "r"(0x2c002c00u), "r"(0xd440d440u));
  unsigned h7_0; asm("lop3.b32 %0, %1, %2, %3, 0x6a;" : "=r"(h7_0) : "r"(w1_0), "r"(0x00800080u), "r"(0x64806480u));
  const unsigned v7_1 = w0_0 >> 9;
  unsigned h7_1; asm("lop3.b32 %0, %1, %2, %3, 0xea;" : "=r"(h7_1) : "r"(v7_1), "r"(0x00600060u), "r"(h7_0));
  unsigned o7; asm("fma.rn.f16x2 %0, %1, %2, %3;" : "=r"(o7) : "r"(h7_1), "r"(0x28002800u), "r"(0xd080d080u));
  const unsigned v8_0 = w1_0 >> 6;
  unsigned h8_0; asm("lop3.b32 %0, %1, %2, %3, 0x6a;" : "=r"(h8_0) : "r"(v8_0), "r"(0x00040004u), "r"(0x64046404u));
  unsigned h8_1; asm("lop3.b32 %0, %1, %2, %3, 0xea;" : "=r"(h8_1) : "r"(w0_1), "r"(0x00030003u), "r"(h8_0));
  unsigned o8; asm("fma.rn.f16x2 %0, %1, %2, %3;" : "=r"(o8) : "r"(h8_1), "r"(0x3c003c00u), "r"(0xe404e404u));
  const unsigned v9_0 = w1_0 >> 5;
  unsigned h9_0; asm("lop3.b32 %0, %1, %2, %3, 0x6a;" : "=r"(h9_0) : "r"(v9_0), "r"(0x00100010u), "r"(0x64106410u));
  unsigned h9_1; asm("lop3.b32 %0, %1, %2, %3, 0xea;" : "=r"(h9_1) : "r"(w0_1), "r"(0x000c000cu), "r"(h9_0));
  unsigned o9; asm("fma.rn.f16x2 %0, %1, %2, %3;" : "=r"(o9) : "r"(h9_1), "r"(0x34003400u), "r"(0xdc10dc10u));
  const unsigned v10_0 = w1_0 >> 4;
  unsigned h10_0; asm("lop3.b32 %0, %1, %2, %3, 0x6a;" : "=r"(h10_0) : "r"(v10_0), "r"(0x00400040u), "r"(0x64406440u));
  unsigned h10_1; asm("lop3.b32 %0, %1, %2, %3, 0xea;" : "=r"(h10_1) : "r"(w0_1), "r"(0x00300030u), "r"(h10_0));
  unsigned o10; asm("fma.rn.f16x2 %0, %1, %2, %3;" : "=r"(o10) : "r"(h10_1), "r"(0x2c002c00u), "r"(0xd440d440u));
  const unsigned v11_0 = w1_0 >> 3;
  unsigned h11_0; asm("lop3.b32 %0, %1, %2, %3, 0x6a;" : "=r"(h11_0) : "r"(v11_0), "r"(0x01000100u), "r"(0x65006500u));
  unsigned h11_1; asm("lop3.b32 %0, %1, %2, %3, 0xea;" : "=r"(h11_1) : "r"(w0_1), "r"(0x00c000c0u), "r"(h11_0));
  unsigned o11; asm("fma.rn.f16x2 %0, %1, %2, %3;" : "=r"(o11) : "r"(h11_1), "r"(0x24002400u), "r"(0xcd00cd00u));
  const unsigned v12_0 = w1_0 >> 10;
  unsigned h12_0; asm("lop3.b32 %0, %1, %2, %3, 0x6a;" : "=r"(h12_0) : "r"(v12_0), "r"(0x00040004u), "r"(0x64046404u));
  const unsigned v12_1 = w0_1 >> 8;
  unsigned h12_1; asm("lop3.b32 %0, %1, %2, %3, 0xea;" : "=r"(h12_1) : "r"(v12_1), "r"(0x00030003u), "r"(h12_0));
  unsigned o12; asm("fma.rn.f16x2 %0, %1, %2, %3;" : "=r"(o12) : "r"(h12_1), "r"(0x3c003c00u), "r"(0xe404e404u));
  const unsigned v13_0 = w1_0 >> 11;
  unsigned h13_0; asm("lop3.b32 %0, %1, %2, %3, 0x6a;" : "=r"(h13_0) : "r"(v13_0), "r"(0x00040004u), "r"(0x64046404u));
  const unsigned v13_1 = w0_1 >> 10;
  unsigned h13_1; asm("lop3.b32 %0, %1, %2, %3, 0xea;" : "=r"(h13_1) : "r"(v13_1), "r"(0x00030003u), "r"(h13_0));
  unsigned o13; asm("fma.rn.f16x2 %0, %1, %2, %3;" : "=r"(o13) : "r"(h13_1), "r"(0x3c003c00u), "r"(0xe404e404u));
  const unsigned v14_0 = w1_0 >> 12;
  unsigned h14_0; asm("lop3.b32 %0, %1, %2, %3, 0x6a;" : "=r"(h14_0) : "r"(v14_0), "r"(0x00040004u), "r"(0x64046404u));
  const unsigned v14_1 = w0_1 >> 12;
  unsigned h14_1; asm("lop3.b32 %0, %1, %2, %3, 0xea;" : "=r"(h14_1) : "r"(v14_1), "r"(0x00030003u), "r"(h14_0));
  unsigned o14; asm("fma.rn.f16x2 %0, %1, %2, %3;" : "=r"(o14) : "r"(h14_1), "r"(0x3c003c00u), "r"(0xe404e404u));
  const unsigned v15_0 = w1_0 >> 13;
  unsigned h15_0; asm("lop3.b32 %0, %1, %2, %3, 0x6a;" : "=r"(h15_0) : "r"(v15_0), "r"(0x00040004u), "r"(0x64046404u));
  const unsigned v15_1 = w0_1 >> 14;
  unsigned h15_1; asm("lop3.b32 %0, %1, %2, %3, 0xea;" : "=r"(h15_1) : "r"(v15_1), "r"(0x00030003u), "r"(h15_0));
  unsigned o15; asm("fma.rn.f16x2 %0, %1, %2, %3;" : "=r"(o15) : "r"(h15_1), "r"(0x3c003c00u), "r"(0xe404e404u));
  d[0] = o0;
  d[1] = o1;
  d[2] = o2;
  d[3] = o3;
  d[4] = o4;
  d[5] = o5;
  d[6] = o6;
  d[7] = o7;
  d[8] = o8;
  d[9] = o9;
  d[10] = o10;
  d[11] = o11;
  d[12] = o12;
  d[13] = o13;
  d[14] = o14;
  d[15] = o15;
}

#line 498 "tilelang/ops/lowbit_kernels.py"
extern "C" __global__ void __launch_bounds__(384) gemm_kernel(half* __restrict__ A, unsigned char* __restrict__ B, half* __restrict__ Scales, half* __restrict__ C, unsigned char* __restrict__ B1, const __grid_constant__ tl::TensorMap A_tmap, const __grid_constant__ tl::TensorMap B_tmap, const __grid_constant__ tl::TensorMap B1_tmap, const __grid_constant__ tl::TensorMap Scales_tmap) {
  extern __shared__ __align__(1024) unsigned char tl_smem[];
#line 405 "tilelang/ops/lowbit_kernels.py"
  unsigned long long* const tma_bar = reinterpret_cast<unsigned long long*>(tl_smem + 117760);
  if (threadIdx.x == 0 && threadIdx.y == 0 && threadIdx.z == 0) {
    for (int i = 0; i < 3; ++i) tl::mbar_init(tma_bar + i, 4);
    tl::fence_mbar_init();
  }
#line 363 "tilelang/ops/lowbit_kernels.py"
  half* const A_s = reinterpret_cast<half*>(tl_smem + 0);
#line 364 "tilelang/ops/lowbit_kernels.py"
  unsigned char* const B_s = reinterpret_cast<unsigned char*>(tl_smem + 98304);
#line 365 "tilelang/ops/lowbit_kernels.py"
  half* const S_s = reinterpret_cast<half*>(tl_smem + 116736);
#line 385 "tilelang/ops/lowbit_kernels.py"
  unsigned char* const B1_s = reinterpret_cast<unsigned char*>(tl_smem + 110592);
#line 474 "tilelang/ops/lowbit_kernels.py"
  unsigned long long* const empty_bar = reinterpret_cast<unsigned long long*>(tl_smem + 117888);
  if (threadIdx.x == 0 && threadIdx.y == 0 && threadIdx.z == 0) {
    for (int i = 0; i < 3; ++i) tl::mbar_init(empty_bar + i, 8);
    tl::fence_mbar_init();
  }
  __syncthreads();
#line 498 "tilelang/ops/lowbit_kernels.py"
  const int tid = (int)threadIdx.x;
#line 474 "tilelang/ops/lowbit_kernels.py"
  if (threadIdx.x < 256) {
    tl::set_max_nreg<232, true>();
#line 367 "tilelang/ops/lowbit_kernels.py"
    alignas(16) half B_f[64];
#line 369 "tilelang/ops/lowbit_kernels.py"
    alignas(16) float C_f[64];
#line 473 "tilelang/ops/lowbit_kernels.py"
    #pragma unroll
    for (int l_v = 0; l_v < 16; l_v += 1) {
      const int v = (l_v * 4);
      const tl::vec<float, 4> v_1 = tl::vec<float, 4>{{0.0f, 0.0f, 0.0f, 0.0f}};
      *reinterpret_cast<tl::vec<float, 4>*>((C_f + v)) = v_1;
    }
#line 405 "tilelang/ops/lowbit_kernels.py"
    const int v_2 = ((int)blockIdx.y * 128);
#line 407 "tilelang/ops/lowbit_kernels.py"
    const int v_3 = ((int)blockIdx.x * 128);
#line 418 "tilelang/ops/lowbit_kernels.py"
    const int v_4 = (tid / 128);
    const int v_5 = (v_4 * 64);
    const int v_6 = (tid % 128);
    const int v_7 = (v_6 / 32);
    const int v_8 = (v_7 * 16);
    const int v_9 = (v_5 + v_8);
    const int v_10 = (tid % 32);
    const int v_11 = (v_10 / 4);
    const int v_12 = (v_9 + v_11);
    const int v_13 = (tid % 4);
    const int v_14 = (v_13 * 2);
    const int v_15 = (v_13 * 16);
    const int v_16 = (v_12 / 4);
    const int v_17 = (v_16 % 2);
    const int v_18 = (v_17 * 64);
    const int v_19 = (v_15 ^ v_18);
    const int v_20 = tl::floordiv(v_19, 16);
    const int v_21 = (v_20 * 4);
    const int v_22 = (v_15 + 64);
    const int v_23 = (v_22 ^ v_18);
    const int v_24 = tl::floordiv(v_23, 16);
    const int v_25 = (v_24 * 4);
    const int v_26 = (v_13 * 4);
#line 474 "tilelang/ops/lowbit_kernels.py"
    int r = 0;
    for (int ko = 0; ko < 64; ko += 1) {
      const int v_27 = (r * 256);
      const int v_28 = (r * 128);
      const int v_29 = (ko / 3);
      const int v_30 = (v_29 % 2);
#line 405 "tilelang/ops/lowbit_kernels.py"
      tl::mbar_wait((tma_bar + r), v_30);
#line 418 "tilelang/ops/lowbit_kernels.py"
      alignas(16) half dequant[64];
      alignas(16) half decoded[32];
      const int v_31 = (v_12 + v_28);
      const unsigned v_32 = *reinterpret_cast<const unsigned*>((B_s + (v_31) * 32 + v_21));
      const unsigned v_33 = *reinterpret_cast<const unsigned*>((B_s + (v_31) * 32 + v_25));
      const unsigned v_34 = *reinterpret_cast<const unsigned*>((B1_s + (v_31) * 16 + v_26));
      tl_dw_int3_p21_f16(decoded + 0, v_32, v_33, v_34);
      const half v_35 = decoded[0];
      dequant[0] = v_35;
      const half v_36 = decoded[1];
      dequant[1] = v_36;
      const half v_37 = decoded[2];
      dequant[2] = v_37;
      const half v_38 = decoded[3];
      dequant[3] = v_38;
      const half v_39 = decoded[4];
      dequant[4] = v_39;
      const half v_40 = decoded[5];
      dequant[5] = v_40;
      const half v_41 = decoded[6];
      dequant[6] = v_41;
      const half v_42 = decoded[7];
      dequant[7] = v_42;
      const half v_43 = decoded[8];
      dequant[16] = v_43;
      const half v_44 = decoded[9];
      dequant[17] = v_44;
      const half v_45 = decoded[10];
      dequant[18] = v_45;
      const half v_46 = decoded[11];
      dequant[19] = v_46;
      const half v_47 = decoded[12];
      dequant[20] = v_47;
      const half v_48 = decoded[13];
      dequant[21] = v_48;
      const half v_49 = decoded[14];
      dequant[22] = v_49;
      const half v_50 = decoded[15];
      dequant[23] = v_50;
      const half v_51 = decoded[16];
      dequant[32] = v_51;
      const half v_52 = decoded[17];
      dequant[33] = v_52;
      const half v_53 = decoded[18];
      dequant[34] = v_53;
      const half v_54 = decoded[19];
      dequant[35] = v_54;
      const half v_55 = decoded[20];
      dequant[36] = v_55;
      const half v_56 = decoded[21];
      dequant[37] = v_56;
      const half v_57 = decoded[22];
      dequant[38] = v_57;
      const half v_58 = decoded[23];
      dequant[39] = v_58;
      const half v_59 = decoded[24];
      dequant[48] = v_59;
      const half v_60 = decoded[25];
      dequant[49] = v_60;
      const half v_61 = decoded[26];
      dequant[50] = v_61;
      const half v_62 = decoded[27];
      dequant[51] = v_62;
      const half v_63 = decoded[28];
      dequant[52] = v_63;
      const half v_64 = decoded[29];
      dequant[53] = v_64;
      const half v_65 = decoded[30];
      dequant[54] = v_65;
      const half v_66 = decoded[31];
      dequant[55] = v_66;
      const int v_67 = (v_31 + 8);
      const unsigned v_68 = *reinterpret_cast<const unsigned*>((B_s + (v_67) * 32 + v_21));
      const unsigned v_69 = *reinterpret_cast<const unsigned*>((B_s + (v_67) * 32 + v_25));
      const unsigned v_70 = *reinterpret_cast<const unsigned*>((B1_s + (v_67) * 16 + v_26));
      tl_dw_int3_p21_f16(decoded + 0, v_68, v_69, v_70);
      const half v_71 = decoded[0];
      dequant[8] = v_71;
      const half v_72 = decoded[1];
      dequant[9] = v_72;
      const half v_73 = decoded[2];
      dequant[10] = v_73;
      const half v_74 = decoded[3];
      dequant[11] = v_74;
      const half v_75 = decoded[4];
      dequant[12] = v_75;
      const half v_76 = decoded[5];
      dequant[13] = v_76;
      const half v_77 = decoded[6];
      dequant[14] = v_77;
      const half v_78 = decoded[7];
      dequant[15] = v_78;
      const half v_79 = decoded[8];
      dequant[24] = v_79;
      const half v_80 = decoded[9];
      dequant[25] = v_80;
      const half v_81 = decoded[10];
      dequant[26] = v_81;
      const half v_82 = decoded[11];
      dequant[27] = v_82;
      const half v_83 = decoded[12];
      dequant[28] = v_83;
      const half v_84 = decoded[13];
      dequant[29] = v_84;
      const half v_85 = decoded[14];
      dequant[30] = v_85;
      const half v_86 = decoded[15];
      dequant[31] = v_86;
      const half v_87 = decoded[16];
      dequant[40] = v_87;
      const half v_88 = decoded[17];
      dequant[41] = v_88;
      const half v_89 = decoded[18];
      dequant[42] = v_89;
      const half v_90 = decoded[19];
      dequant[43] = v_90;
      const half v_91 = decoded[20];
      dequant[44] = v_91;
      const half v_92 = decoded[21];
      dequant[45] = v_92;
      const half v_93 = decoded[22];
      dequant[46] = v_93;
      const half v_94 = decoded[23];
      dequant[47] = v_94;
      const half v_95 = decoded[24];
      dequant[56] = v_95;
      const half v_96 = decoded[25];
      dequant[57] = v_96;
      const half v_97 = decoded[26];
      dequant[58] = v_97;
      const half v_98 = decoded[27];
      dequant[59] = v_98;
      const half v_99 = decoded[28];
      dequant[60] = v_99;
      const half v_100 = decoded[29];
      dequant[61] = v_100;
      const half v_101 = decoded[30];
      dequant[62] = v_101;
      const half v_102 = decoded[31];
      dequant[63] = v_102;
      #pragma unroll
      for (int l_v_1 = 0; l_v_1 < 8; l_v_1 += 1) {
        const int v_103 = (l_v_1 * 8);
        const int v_104 = (l_v_1 % 2);
        const int v_105 = (v_104 * 8);
        const int v_106 = (v_9 + v_105);
        const int v_107 = (v_106 + v_11);
#line 426 "tilelang/ops/lowbit_kernels.py"
        const tl::vec<half, 8> v_108 = *reinterpret_cast<const tl::vec<half, 8>*>((dequant + v_103));
        const half v_109 = v_108.v[0];
#line 432 "tilelang/ops/lowbit_kernels.py"
        const half v_110 = S_s[(r) * 128 + v_107];
        const half v_111 = tl::mul(v_109, v_110);
#line 426 "tilelang/ops/lowbit_kernels.py"
        const half v_112 = v_108.v[1];
#line 432 "tilelang/ops/lowbit_kernels.py"
        const half v_113 = tl::mul(v_112, v_110);
#line 426 "tilelang/ops/lowbit_kernels.py"
        const half v_114 = v_108.v[2];
#line 432 "tilelang/ops/lowbit_kernels.py"
        const half v_115 = tl::mul(v_114, v_110);
#line 426 "tilelang/ops/lowbit_kernels.py"
        const half v_116 = v_108.v[3];
#line 432 "tilelang/ops/lowbit_kernels.py"
        const half v_117 = tl::mul(v_116, v_110);
#line 426 "tilelang/ops/lowbit_kernels.py"
        const half v_118 = v_108.v[4];
#line 432 "tilelang/ops/lowbit_kernels.py"
        const half v_119 = tl::mul(v_118, v_110);
#line 426 "tilelang/ops/lowbit_kernels.py"
        const half v_120 = v_108.v[5];
#line 432 "tilelang/ops/lowbit_kernels.py"
        const half v_121 = tl::mul(v_120, v_110);
#line 426 "tilelang/ops/lowbit_kernels.py"
        const half v_122 = v_108.v[6];
#line 432 "tilelang/ops/lowbit_kernels.py"
        const half v_123 = tl::mul(v_122, v_110);
#line 426 "tilelang/ops/lowbit_kernels.py"
        const half v_124 = v_108.v[7];
#line 432 "tilelang/ops/lowbit_kernels.py"
        const half v_125 = tl::mul(v_124, v_110);
#line 418 "tilelang/ops/lowbit_kernels.py"
        const tl::vec<half, 8> v_126 = tl::vec<half, 8>{{v_111, v_113, v_115, v_117, v_119, v_121, v_123, v_125}};
        *reinterpret_cast<tl::vec<half, 8>*>((B_f + v_103)) = v_126;
      }
#line 452 "tilelang/ops/lowbit_kernels.py"
      tl::wgmma_fence<64, 32>(C_f, B_f);
      const unsigned long long v_127 = tl::wgmma_desc<128, 16, 1024>((A_s + (v_27) * 64 + 0));
      { float* tl_acc = C_f; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %69, 0;\nwgmma.mma_async.sync.aligned.m64n128k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16, %17, %18, %19, %20, %21, %22, %23, %24, %25, %26, %27, %28, %29, %30, %31, %32, %33, %34, %35, %36, %37, %38, %39, %40, %41, %42, %43, %44, %45, %46, %47, %48, %49, %50, %51, %52, %53, %54, %55, %56, %57, %58, %59, %60, %61, %62, %63}, {%64, %65, %66, %67}, %68, p, 1, 1, 0;\n}\n" : "+f"(tl_acc[0 + 0]), "+f"(tl_acc[0 + 1]), "+f"(tl_acc[0 + 2]), "+f"(tl_acc[0 + 3]), "+f"(tl_acc[0 + 4]), "+f"(tl_acc[0 + 5]), "+f"(tl_acc[0 + 6]), "+f"(tl_acc[0 + 7]), "+f"(tl_acc[0 + 8]), "+f"(tl_acc[0 + 9]), "+f"(tl_acc[0 + 10]), "+f"(tl_acc[0 + 11]), "+f"(tl_acc[0 + 12]), "+f"(tl_acc[0 + 13]), "+f"(tl_acc[0 + 14]), "+f"(tl_acc[0 + 15]), "+f"(tl_acc[0 + 16]), "+f"(tl_acc[0 + 17]), "+f"(tl_acc[0 + 18]), "+f"(tl_acc[0 + 19]), "+f"(tl_acc[0 + 20]), "+f"(tl_acc[0 + 21]), "+f"(tl_acc[0 + 22]), "+f"(tl_acc[0 + 23]), "+f"(tl_acc[0 + 24]), "+f"(tl_acc[0 + 25]), "+f"(tl_acc[0 + 26]), "+f"(tl_acc[0 + 27]), "+f"(tl_acc[0 + 28]), "+f"(tl_acc[0 + 29]), "+f"(tl_acc[0 + 30]), "+f"(tl_acc[0 + 31]), "+f"(tl_acc[0 + 32]), "+f"(tl_acc[0 + 33]), "+f"(tl_acc[0 + 34]), "+f"(tl_acc[0 + 35]), "+f"(tl_acc[0 + 36]), "+f"(tl_acc[0 + 37]), "+f"(tl_acc[0 + 38]), "+f"(tl_acc[0 + 39]), "+f"(tl_acc[0 + 40]), "+f"(tl_acc[0 + 41]), "+f"(tl_acc[0 + 42]), "+f"(tl_acc[0 + 43]), "+f"(tl_acc[0 + 44]), "+f"(tl_acc[0 + 45]), "+f"(tl_acc[0 + 46]), "+f"(tl_acc[0 + 47]), "+f"(tl_acc[0 + 48]), "+f"(tl_acc[0 + 49]), "+f"(tl_acc[0 + 50]), "+f"(tl_acc[0 + 51]), "+f"(tl_acc[0 + 52]), "+f"(tl_acc[0 + 53]), "+f"(tl_acc[0 + 54]), "+f"(tl_acc[0 + 55]), "+f"(tl_acc[0 + 56]), "+f"(tl_acc[0 + 57]), "+f"(tl_acc[0 + 58]), "+f"(tl_acc[0 + 59]), "+f"(tl_acc[0 + 60]), "+f"(tl_acc[0 + 61]), "+f"(tl_acc[0 + 62]), "+f"(tl_acc[0 + 63]) : "r"(*reinterpret_cast<const unsigned*>(&B_f[0 + 0])), "r"(*reinterpret_cast<const unsigned*>(&B_f[0 + 8])), "r"(*reinterpret_cast<const unsigned*>(&B_f[0 + 2])), "r"(*reinterpret_cast<const unsigned*>(&B_f[0 + 10])), "l"(v_127), "r"(1)); }
      const unsigned long long v_128 = tl::wgmma_desc_at<128, 16, 1024>((A_s + (v_27) * 64), 2);
      { float* tl_acc = C_f; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %69, 0;\nwgmma.mma_async.sync.aligned.m64n128k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16, %17, %18, %19, %20, %21, %22, %23, %24, %25, %26, %27, %28, %29, %30, %31, %32, %33, %34, %35, %36, %37, %38, %39, %40, %41, %42, %43, %44, %45, %46, %47, %48, %49, %50, %51, %52, %53, %54, %55, %56, %57, %58, %59, %60, %61, %62, %63}, {%64, %65, %66, %67}, %68, p, 1, 1, 0;\n}\n" : "+f"(tl_acc[0 + 0]), "+f"(tl_acc[0 + 1]), "+f"(tl_acc[0 + 2]), "+f"(tl_acc[0 + 3]), "+f"(tl_acc[0 + 4]), "+f"(tl_acc[0 + 5]), "+f"(tl_acc[0 + 6]), "+f"(tl_acc[0 + 7]), "+f"(tl_acc[0 + 8]), "+f"(tl_acc[0 + 9]), "+f"(tl_acc[0 + 10]), "+f"(tl_acc[0 + 11]), "+f"(tl_acc[0 + 12]), "+f"(tl_acc[0 + 13]), "+f"(tl_acc[0 + 14]), "+f"(tl_acc[0 + 15]), "+f"(tl_acc[0 + 16]), "+f"(tl_acc[0 + 17]), "+f"(tl_acc[0 + 18]), "+f"(tl_acc[0 + 19]), "+f"(tl_acc[0 + 20]), "+f"(tl_acc[0 + 21]), "+f"(tl_acc[0 + 22]), "+f"(tl_acc[0 + 23]), "+f"(tl_acc[0 + 24]), "+f"(tl_acc[0 + 25]), "+f"(tl_acc[0 + 26]), "+f"(tl_acc[0 + 27]), "+f"(tl_acc[0 + 28]), "+f"(tl_acc[0 + 29]), "+f"(tl_acc[0 + 30]), "+f"(tl_acc[0 + 31]), "+f"(tl_acc[0 + 32]), "+f"(tl_acc[0 + 33]), "+f"(tl_acc[0 + 34]), "+f"(tl_acc[0 + 35]), "+f"(tl_acc[0 + 36]), "+f"(tl_acc[0 + 37]), "+f"(tl_acc[0 + 38]), "+f"(tl_acc[0 + 39]), "+f"(tl_acc[0 + 40]), "+f"(tl_acc[0 + 41]), "+f"(tl_acc[0 + 42]), "+f"(tl_acc[0 + 43]), "+f"(tl_acc[0 + 44]), "+f"(tl_acc[0 + 45]), "+f"(tl_acc[0 + 46]), "+f"(tl_acc[0 + 47]), "+f"(tl_acc[0 + 48]), "+f"(tl_acc[0 + 49]), "+f"(tl_acc[0 + 50]), "+f"(tl_acc[0 + 51]), "+f"(tl_acc[0 + 52]), "+f"(tl_acc[0 + 53]), "+f"(tl_acc[0 + 54]), "+f"(tl_acc[0 + 55]), "+f"(tl_acc[0 + 56]), "+f"(tl_acc[0 + 57]), "+f"(tl_acc[0 + 58]), "+f"(tl_acc[0 + 59]), "+f"(tl_acc[0 + 60]), "+f"(tl_acc[0 + 61]), "+f"(tl_acc[0 + 62]), "+f"(tl_acc[0 + 63]) : "r"(*reinterpret_cast<const unsigned*>(&B_f[4 + 0])), "r"(*reinterpret_cast<const unsigned*>(&B_f[4 + 8])), "r"(*reinterpret_cast<const unsigned*>(&B_f[4 + 2])), "r"(*reinterpret_cast<const unsigned*>(&B_f[4 + 10])), "l"(v_128), "r"(1)); }
      const unsigned long long v_129 = tl::wgmma_desc_at<128, 16, 1024>((A_s + (v_27) * 64), 4);
      { float* tl_acc = C_f; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %69, 0;\nwgmma.mma_async.sync.aligned.m64n128k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16, %17, %18, %19, %20, %21, %22, %23, %24, %25, %26, %27, %28, %29, %30, %31, %32, %33, %34, %35, %36, %37, %38, %39, %40, %41, %42, %43, %44, %45, %46, %47, %48, %49, %50, %51, %52, %53, %54, %55, %56, %57, %58, %59, %60, %61, %62, %63}, {%64, %65, %66, %67}, %68, p, 1, 1, 0;\n}\n" : "+f"(tl_acc[0 + 0]), "+f"(tl_acc[0 + 1]), "+f"(tl_acc[0 + 2]), "+f"(tl_acc[0 + 3]), "+f"(tl_acc[0 + 4]), "+f"(tl_acc[0 + 5]), "+f"(tl_acc[0 + 6]), "+f"(tl_acc[0 + 7]), "+f"(tl_acc[0 + 8]), "+f"(tl_acc[0 + 9]), "+f"(tl_acc[0 + 10]), "+f"(tl_acc[0 + 11]), "+f"(tl_acc[0 + 12]), "+f"(tl_acc[0 + 13]), "+f"(tl_acc[0 + 14]), "+f"(tl_acc[0 + 15]), "+f"(tl_acc[0 + 16]), "+f"(tl_acc[0 + 17]), "+f"(tl_acc[0 + 18]), "+f"(tl_acc[0 + 19]), "+f"(tl_acc[0 + 20]), "+f"(tl_acc[0 + 21]), "+f"(tl_acc[0 + 22]), "+f"(tl_acc[0 + 23]), "+f"(tl_acc[0 + 24]), "+f"(tl_acc[0 + 25]), "+f"(tl_acc[0 + 26]), "+f"(tl_acc[0 + 27]), "+f"(tl_acc[0 + 28]), "+f"(tl_acc[0 + 29]), "+f"(tl_acc[0 + 30]), "+f"(tl_acc[0 + 31]), "+f"(tl_acc[0 + 32]), "+f"(tl_acc[0 + 33]), "+f"(tl_acc[0 + 34]), "+f"(tl_acc[0 + 35]), "+f"(tl_acc[0 + 36]), "+f"(tl_acc[0 + 37]), "+f"(tl_acc[0 + 38]), "+f"(tl_acc[0 + 39]), "+f"(tl_acc[0 + 40]), "+f"(tl_acc[0 + 41]), "+f"(tl_acc[0 + 42]), "+f"(tl_acc[0 + 43]), "+f"(tl_acc[0 + 44]), "+f"(tl_acc[0 + 45]), "+f"(tl_acc[0 + 46]), "+f"(tl_acc[0 + 47]), "+f"(tl_acc[0 + 48]), "+f"(tl_acc[0 + 49]), "+f"(tl_acc[0 + 50]), "+f"(tl_acc[0 + 51]), "+f"(tl_acc[0 + 52]), "+f"(tl_acc[0 + 53]), "+f"(tl_acc[0 + 54]), "+f"(tl_acc[0 + 55]), "+f"(tl_acc[0 + 56]), "+f"(tl_acc[0 + 57]), "+f"(tl_acc[0 + 58]), "+f"(tl_acc[0 + 59]), "+f"(tl_acc[0 + 60]), "+f"(tl_acc[0 + 61]), "+f"(tl_acc[0 + 62]), "+f"(tl_acc[0 + 63]) : "r"(*reinterpret_cast<const unsigned*>(&B_f[16 + 0])), "r"(*reinterpret_cast<const unsigned*>(&B_f[16 + 8])), "r"(*reinterpret_cast<const unsigned*>(&B_f[16 + 2])), "r"(*reinterpret_cast<const unsigned*>(&B_f[16 + 10])), "l"(v_129), "r"(1)); }
      const unsigned long long v_130 = tl::wgmma_desc_at<128, 16, 1024>((A_s + (v_27) * 64), 6);
      { float* tl_acc = C_f; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %69, 0;\nwgmma.mma_async.sync.aligned.m64n128k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16, %17, %18, %19, %20, %21, %22, %23, %24, %25, %26, %27, %28, %29, %30, %31, %32, %33, %34, %35, %36, %37, %38, %39, %40, %41, %42, %43, %44, %45, %46, %47, %48, %49, %50, %51, %52, %53, %54, %55, %56, %57, %58, %59, %60, %61, %62, %63}, {%64, %65, %66, %67}, %68, p, 1, 1, 0;\n}\n" : "+f"(tl_acc[0 + 0]), "+f"(tl_acc[0 + 1]), "+f"(tl_acc[0 + 2]), "+f"(tl_acc[0 + 3]), "+f"(tl_acc[0 + 4]), "+f"(tl_acc[0 + 5]), "+f"(tl_acc[0 + 6]), "+f"(tl_acc[0 + 7]), "+f"(tl_acc[0 + 8]), "+f"(tl_acc[0 + 9]), "+f"(tl_acc[0 + 10]), "+f"(tl_acc[0 + 11]), "+f"(tl_acc[0 + 12]), "+f"(tl_acc[0 + 13]), "+f"(tl_acc[0 + 14]), "+f"(tl_acc[0 + 15]), "+f"(tl_acc[0 + 16]), "+f"(tl_acc[0 + 17]), "+f"(tl_acc[0 + 18]), "+f"(tl_acc[0 + 19]), "+f"(tl_acc[0 + 20]), "+f"(tl_acc[0 + 21]), "+f"(tl_acc[0 + 22]), "+f"(tl_acc[0 + 23]), "+f"(tl_acc[0 + 24]), "+f"(tl_acc[0 + 25]), "+f"(tl_acc[0 + 26]), "+f"(tl_acc[0 + 27]), "+f"(tl_acc[0 + 28]), "+f"(tl_acc[0 + 29]), "+f"(tl_acc[0 + 30]), "+f"(tl_acc[0 + 31]), "+f"(tl_acc[0 + 32]), "+f"(tl_acc[0 + 33]), "+f"(tl_acc[0 + 34]), "+f"(tl_acc[0 + 35]), "+f"(tl_acc[0 + 36]), "+f"(tl_acc[0 + 37]), "+f"(tl_acc[0 + 38]), "+f"(tl_acc[0 + 39]), "+f"(tl_acc[0 + 40]), "+f"(tl_acc[0 + 41]), "+f"(tl_acc[0 + 42]), "+f"(tl_acc[0 + 43]), "+f"(tl_acc[0 + 44]), "+f"(tl_acc[0 + 45]), "+f"(tl_acc[0 + 46]), "+f"(tl_acc[0 + 47]), "+f"(tl_acc[0 + 48]), "+f"(tl_acc[0 + 49]), "+f"(tl_acc[0 + 50]), "+f"(tl_acc[0 + 51]), "+f"(tl_acc[0 + 52]), "+f"(tl_acc[0 + 53]), "+f"(tl_acc[0 + 54]), "+f"(tl_acc[0 + 55]), "+f"(tl_acc[0 + 56]), "+f"(tl_acc[0 + 57]), "+f"(tl_acc[0 + 58]), "+f"(tl_acc[0 + 59]), "+f"(tl_acc[0 + 60]), "+f"(tl_acc[0 + 61]), "+f"(tl_acc[0 + 62]), "+f"(tl_acc[0 + 63]) : "r"(*reinterpret_cast<const unsigned*>(&B_f[20 + 0])), "r"(*reinterpret_cast<const unsigned*>(&B_f[20 + 8])), "r"(*reinterpret_cast<const unsigned*>(&B_f[20 + 2])), "r"(*reinterpret_cast<const unsigned*>(&B_f[20 + 10])), "l"(v_130), "r"(1)); }
      const int v_131 = (v_27 + 128);
      const unsigned long long v_132 = tl::wgmma_desc_at<128, 16, 1024>((A_s + (v_27) * 64), 1024);
      { float* tl_acc = C_f; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %69, 0;\nwgmma.mma_async.sync.aligned.m64n128k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16, %17, %18, %19, %20, %21, %22, %23, %24, %25, %26, %27, %28, %29, %30, %31, %32, %33, %34, %35, %36, %37, %38, %39, %40, %41, %42, %43, %44, %45, %46, %47, %48, %49, %50, %51, %52, %53, %54, %55, %56, %57, %58, %59, %60, %61, %62, %63}, {%64, %65, %66, %67}, %68, p, 1, 1, 0;\n}\n" : "+f"(tl_acc[0 + 0]), "+f"(tl_acc[0 + 1]), "+f"(tl_acc[0 + 2]), "+f"(tl_acc[0 + 3]), "+f"(tl_acc[0 + 4]), "+f"(tl_acc[0 + 5]), "+f"(tl_acc[0 + 6]), "+f"(tl_acc[0 + 7]), "+f"(tl_acc[0 + 8]), "+f"(tl_acc[0 + 9]), "+f"(tl_acc[0 + 10]), "+f"(tl_acc[0 + 11]), "+f"(tl_acc[0 + 12]), "+f"(tl_acc[0 + 13]), "+f"(tl_acc[0 + 14]), "+f"(tl_acc[0 + 15]), "+f"(tl_acc[0 + 16]), "+f"(tl_acc[0 + 17]), "+f"(tl_acc[0 + 18]), "+f"(tl_acc[0 + 19]), "+f"(tl_acc[0 + 20]), "+f"(tl_acc[0 + 21]), "+f"(tl_acc[0 + 22]), "+f"(tl_acc[0 + 23]), "+f"(tl_acc[0 + 24]), "+f"(tl_acc[0 + 25]), "+f"(tl_acc[0 + 26]), "+f"(tl_acc[0 + 27]), "+f"(tl_acc[0 + 28]), "+f"(tl_acc[0 + 29]), "+f"(tl_acc[0 + 30]), "+f"(tl_acc[0 + 31]), "+f"(tl_acc[0 + 32]), "+f"(tl_acc[0 + 33]), "+f"(tl_acc[0 + 34]), "+f"(tl_acc[0 + 35]), "+f"(tl_acc[0 + 36]), "+f"(tl_acc[0 + 37]), "+f"(tl_acc[0 + 38]), "+f"(tl_acc[0 + 39]), "+f"(tl_acc[0 + 40]), "+f"(tl_acc[0 + 41]), "+f"(tl_acc[0 + 42]), "+f"(tl_acc[0 + 43]), "+f"(tl_acc[0 + 44]), "+f"(tl_acc[0 + 45]), "+f"(tl_acc[0 + 46]), "+f"(tl_acc[0 + 47]), "+f"(tl_acc[0 + 48]), "+f"(tl_acc[0 + 49]), "+f"(tl_acc[0 + 50]), "+f"(tl_acc[0 + 51]), "+f"(tl_acc[0 + 52]), "+f"(tl_acc[0 + 53]), "+f"(tl_acc[0 + 54]), "+f"(tl_acc[0 + 55]), "+f"(tl_acc[0 + 56]), "+f"(tl_acc[0 + 57]), "+f"(tl_acc[0 + 58]), "+f"(tl_acc[0 + 59]), "+f"(tl_acc[0 + 60]), "+f"(tl_acc[0 + 61]), "+f"(tl_acc[0 + 62]), "+f"(tl_acc[0 + 63]) : "r"(*reinterpret_cast<const unsigned*>(&B_f[32 + 0])), "r"(*reinterpret_cast<const unsigned*>(&B_f[32 + 8])), "r"(*reinterpret_cast<const unsigned*>(&B_f[32 + 2])), "r"(*reinterpret_cast<const unsigned*>(&B_f[32 + 10])), "l"(v_132), "r"(1)); }
      const unsigned long long v_133 = tl::wgmma_desc_at<128, 16, 1024>((A_s + (v_27) * 64), 1026);
      { float* tl_acc = C_f; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %69, 0;\nwgmma.mma_async.sync.aligned.m64n128k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16, %17, %18, %19, %20, %21, %22, %23, %24, %25, %26, %27, %28, %29, %30, %31, %32, %33, %34, %35, %36, %37, %38, %39, %40, %41, %42, %43, %44, %45, %46, %47, %48, %49, %50, %51, %52, %53, %54, %55, %56, %57, %58, %59, %60, %61, %62, %63}, {%64, %65, %66, %67}, %68, p, 1, 1, 0;\n}\n" : "+f"(tl_acc[0 + 0]), "+f"(tl_acc[0 + 1]), "+f"(tl_acc[0 + 2]), "+f"(tl_acc[0 + 3]), "+f"(tl_acc[0 + 4]), "+f"(tl_acc[0 + 5]), "+f"(tl_acc[0 + 6]), "+f"(tl_acc[0 + 7]), "+f"(tl_acc[0 + 8]), "+f"(tl_acc[0 + 9]), "+f"(tl_acc[0 + 10]), "+f"(tl_acc[0 + 11]), "+f"(tl_acc[0 + 12]), "+f"(tl_acc[0 + 13]), "+f"(tl_acc[0 + 14]), "+f"(tl_acc[0 + 15]), "+f"(tl_acc[0 + 16]), "+f"(tl_acc[0 + 17]), "+f"(tl_acc[0 + 18]), "+f"(tl_acc[0 + 19]), "+f"(tl_acc[0 + 20]), "+f"(tl_acc[0 + 21]), "+f"(tl_acc[0 + 22]), "+f"(tl_acc[0 + 23]), "+f"(tl_acc[0 + 24]), "+f"(tl_acc[0 + 25]), "+f"(tl_acc[0 + 26]), "+f"(tl_acc[0 + 27]), "+f"(tl_acc[0 + 28]), "+f"(tl_acc[0 + 29]), "+f"(tl_acc[0 + 30]), "+f"(tl_acc[0 + 31]), "+f"(tl_acc[0 + 32]), "+f"(tl_acc[0 + 33]), "+f"(tl_acc[0 + 34]), "+f"(tl_acc[0 + 35]), "+f"(tl_acc[0 + 36]), "+f"(tl_acc[0 + 37]), "+f"(tl_acc[0 + 38]), "+f"(tl_acc[0 + 39]), "+f"(tl_acc[0 + 40]), "+f"(tl_acc[0 + 41]), "+f"(tl_acc[0 + 42]), "+f"(tl_acc[0 + 43]), "+f"(tl_acc[0 + 44]), "+f"(tl_acc[0 + 45]), "+f"(tl_acc[0 + 46]), "+f"(tl_acc[0 + 47]), "+f"(tl_acc[0 + 48]), "+f"(tl_acc[0 + 49]), "+f"(tl_acc[0 + 50]), "+f"(tl_acc[0 + 51]), "+f"(tl_acc[0 + 52]), "+f"(tl_acc[0 + 53]), "+f"(tl_acc[0 + 54]), "+f"(tl_acc[0 + 55]), "+f"(tl_acc[0 + 56]), "+f"(tl_acc[0 + 57]), "+f"(tl_acc[0 + 58]), "+f"(tl_acc[0 + 59]), "+f"(tl_acc[0 + 60]), "+f"(tl_acc[0 + 61]), "+f"(tl_acc[0 + 62]), "+f"(tl_acc[0 + 63]) : "r"(*reinterpret_cast<const unsigned*>(&B_f[36 + 0])), "r"(*reinterpret_cast<const unsigned*>(&B_f[36 + 8])), "r"(*reinterpret_cast<const unsigned*>(&B_f[36 + 2])), "r"(*reinterpret_cast<const unsigned*>(&B_f[36 + 10])), "l"(v_133), "r"(1)); }
      const unsigned long long v_134 = tl::wgmma_desc_at<128, 16, 1024>((A_s + (v_27) * 64), 1028);
      { float* tl_acc = C_f; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %69, 0;\nwgmma.mma_async.sync.aligned.m64n128k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16, %17, %18, %19, %20, %21, %22, %23, %24, %25, %26, %27, %28, %29, %30, %31, %32, %33, %34, %35, %36, %37, %38, %39, %40, %41, %42, %43, %44, %45, %46, %47, %48, %49, %50, %51, %52, %53, %54, %55, %56, %57, %58, %59, %60, %61, %62, %63}, {%64, %65, %66, %67}, %68, p, 1, 1, 0;\n}\n" : "+f"(tl_acc[0 + 0]), "+f"(tl_acc[0 + 1]), "+f"(tl_acc[0 + 2]), "+f"(tl_acc[0 + 3]), "+f"(tl_acc[0 + 4]), "+f"(tl_acc[0 + 5]), "+f"(tl_acc[0 + 6]), "+f"(tl_acc[0 + 7]), "+f"(tl_acc[0 + 8]), "+f"(tl_acc[0 + 9]), "+f"(tl_acc[0 + 10]), "+f"(tl_acc[0 + 11]), "+f"(tl_acc[0 + 12]), "+f"(tl_acc[0 + 13]), "+f"(tl_acc[0 + 14]), "+f"(tl_acc[0 + 15]), "+f"(tl_acc[0 + 16]), "+f"(tl_acc[0 + 17]), "+f"(tl_acc[0 + 18]), "+f"(tl_acc[0 + 19]), "+f"(tl_acc[0 + 20]), "+f"(tl_acc[0 + 21]), "+f"(tl_acc[0 + 22]), "+f"(tl_acc[0 + 23]), "+f"(tl_acc[0 + 24]), "+f"(tl_acc[0 + 25]), "+f"(tl_acc[0 + 26]), "+f"(tl_acc[0 + 27]), "+f"(tl_acc[0 + 28]), "+f"(tl_acc[0 + 29]), "+f"(tl_acc[0 + 30]), "+f"(tl_acc[0 + 31]), "+f"(tl_acc[0 + 32]), "+f"(tl_acc[0 + 33]), "+f"(tl_acc[0 + 34]), "+f"(tl_acc[0 + 35]), "+f"(tl_acc[0 + 36]), "+f"(tl_acc[0 + 37]), "+f"(tl_acc[0 + 38]), "+f"(tl_acc[0 + 39]), "+f"(tl_acc[0 + 40]), "+f"(tl_acc[0 + 41]), "+f"(tl_acc[0 + 42]), "+f"(tl_acc[0 + 43]), "+f"(tl_acc[0 + 44]), "+f"(tl_acc[0 + 45]), "+f"(tl_acc[0 + 46]), "+f"(tl_acc[0 + 47]), "+f"(tl_acc[0 + 48]), "+f"(tl_acc[0 + 49]), "+f"(tl_acc[0 + 50]), "+f"(tl_acc[0 + 51]), "+f"(tl_acc[0 + 52]), "+f"(tl_acc[0 + 53]), "+f"(tl_acc[0 + 54]), "+f"(tl_acc[0 + 55]), "+f"(tl_acc[0 + 56]), "+f"(tl_acc[0 + 57]), "+f"(tl_acc[0 + 58]), "+f"(tl_acc[0 + 59]), "+f"(tl_acc[0 + 60]), "+f"(tl_acc[0 + 61]), "+f"(tl_acc[0 + 62]), "+f"(tl_acc[0 + 63]) : "r"(*reinterpret_cast<const unsigned*>(&B_f[48 + 0])), "r"(*reinterpret_cast<const unsigned*>(&B_f[48 + 8])), "r"(*reinterpret_cast<const unsigned*>(&B_f[48 + 2])), "r"(*reinterpret_cast<const unsigned*>(&B_f[48 + 10])), "l"(v_134), "r"(1)); }
      const unsigned long long v_135 = tl::wgmma_desc_at<128, 16, 1024>((A_s + (v_27) * 64), 1030);
      { float* tl_acc = C_f; asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %69, 0;\nwgmma.mma_async.sync.aligned.m64n128k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16, %17, %18, %19, %20, %21, %22, %23, %24, %25, %26, %27, %28, %29, %30, %31, %32, %33, %34, %35, %36, %37, %38, %39, %40, %41, %42, %43, %44, %45, %46, %47, %48, %49, %50, %51, %52, %53, %54, %55, %56, %57, %58, %59, %60, %61, %62, %63}, {%64, %65, %66, %67}, %68, p, 1, 1, 0;\n}\n" : "+f"(tl_acc[0 + 0]), "+f"(tl_acc[0 + 1]), "+f"(tl_acc[0 + 2]), "+f"(tl_acc[0 + 3]), "+f"(tl_acc[0 + 4]), "+f"(tl_acc[0 + 5]), "+f"(tl_acc[0 + 6]), "+f"(tl_acc[0 + 7]), "+f"(tl_acc[0 + 8]), "+f"(tl_acc[0 + 9]), "+f"(tl_acc[0 + 10]), "+f"(tl_acc[0 + 11]), "+f"(tl_acc[0 + 12]), "+f"(tl_acc[0 + 13]), "+f"(tl_acc[0 + 14]), "+f"(tl_acc[0 + 15]), "+f"(tl_acc[0 + 16]), "+f"(tl_acc[0 + 17]), "+f"(tl_acc[0 + 18]), "+f"(tl_acc[0 + 19]), "+f"(tl_acc[0 + 20]), "+f"(tl_acc[0 + 21]), "+f"(tl_acc[0 + 22]), "+f"(tl_acc[0 + 23]), "+f"(tl_acc[0 + 24]), "+f"(tl_acc[0 + 25]), "+f"(tl_acc[0 + 26]), "+f"(tl_acc[0 + 27]), "+f"(tl_acc[0 + 28]), "+f"(tl_acc[0 + 29]), "+f"(tl_acc[0 + 30]), "+f"(tl_acc[0 + 31]), "+f"(tl_acc[0 + 32]), "+f"(tl_acc[0 + 33]), "+f"(tl_acc[0 + 34]), "+f"(tl_acc[0 + 35]), "+f"(tl_acc[0 + 36]), "+f"(tl_acc[0 + 37]), "+f"(tl_acc[0 + 38]), "+f"(tl_acc[0 + 39]), "+f"(tl_acc[0 + 40]), "+f"(tl_acc[0 + 41]), "+f"(tl_acc[0 + 42]), "+f"(tl_acc[0 + 43]), "+f"(tl_acc[0 + 44]), "+f"(tl_acc[0 + 45]), "+f"(tl_acc[0 + 46]), "+f"(tl_acc[0 + 47]), "+f"(tl_acc[0 + 48]), "+f"(tl_acc[0 + 49]), "+f"(tl_acc[0 + 50]), "+f"(tl_acc[0 + 51]), "+f"(tl_acc[0 + 52]), "+f"(tl_acc[0 + 53]), "+f"(tl_acc[0 + 54]), "+f"(tl_acc[0 + 55]), "+f"(tl_acc[0 + 56]), "+f"(tl_acc[0 + 57]), "+f"(tl_acc[0 + 58]), "+f"(tl_acc[0 + 59]), "+f"(tl_acc[0 + 60]), "+f"(tl_acc[0 + 61]), "+f"(tl_acc[0 + 62]), "+f"(tl_acc[0 + 63]) : "r"(*reinterpret_cast<const unsigned*>(&B_f[52 + 0])), "r"(*reinterpret_cast<const unsigned*>(&B_f[52 + 8])), "r"(*reinterpret_cast<const unsigned*>(&B_f[52 + 2])), "r"(*reinterpret_cast<const unsigned*>(&B_f[52 + 10])), "l"(v_135), "r"(1)); }
      tl::wgmma_commit();
      tl::wgmma_wait<0, 64, 32>(C_f, B_f);
#line 474 "tilelang/ops/lowbit_kernels.py"
      __syncwarp();
      if ((threadIdx.x & 31) == 0) tl::mbar_arrive((empty_bar + r));
      const bool v_136 = (r == 2);
      const int v_137 = (r + 1);
      const int v_138 = (v_136 ? 0 : v_137);
      r = v_138;
    }
    tl::wgmma_wait_defining<0, 64>(C_f);
#line 481 "tilelang/ops/lowbit_kernels.py"
    const int v_139 = (v_12 + v_3);
    const bool v_140 = (v_139 < 8192);
    const int v_141 = (v_139 + 8);
    const bool v_142 = (v_141 < 8192);
    #pragma unroll
    for (int l_v_2 = 0; l_v_2 < 16; l_v_2 += 1) {
      const int v_143 = (l_v_2 * 4);
      const int v_144 = (l_v_2 * 8);
      const int v_145 = (v_144 + v_14);
      const int v_146 = (v_145 + v_2);
      const tl::vec<float, 4> v_147 = *reinterpret_cast<const tl::vec<float, 4>*>((C_f + v_143));
      const float v_148 = v_147.v[0];
      const half v_149 = tl::cast<half>(v_148);
      if (v_140) {
        C[(v_146) * 8192 + v_139] = v_149;
      }
      const int v_150 = (v_146 + 1);
      const float v_151 = v_147.v[1];
      const half v_152 = tl::cast<half>(v_151);
      if (v_140) {
        C[(v_150) * 8192 + v_139] = v_152;
      }
      const float v_153 = v_147.v[2];
      const half v_154 = tl::cast<half>(v_153);
      if (v_142) {
        C[(v_146) * 8192 + v_141] = v_154;
      }
      const float v_155 = v_147.v[3];
      const half v_156 = tl::cast<half>(v_155);
      if (v_142) {
        C[(v_150) * 8192 + v_141] = v_156;
      }
    }
#line 474 "tilelang/ops/lowbit_kernels.py"
  } else {
    tl::set_max_nreg<40, false>();
    const bool v_157 = (tid == 256);
    if (v_157) {
#line 476 "tilelang/ops/lowbit_kernels.py"
      const int v_158 = ((int)blockIdx.z * 64);
#line 405 "tilelang/ops/lowbit_kernels.py"
      const int v_159 = ((int)blockIdx.y * 128);
#line 407 "tilelang/ops/lowbit_kernels.py"
      const int v_160 = ((int)blockIdx.x * 128);
#line 474 "tilelang/ops/lowbit_kernels.py"
      int r_1 = 0;
      for (int ko_1 = 0; ko_1 < 64; ko_1 += 1) {
        const int v_161 = (ko_1 / 3);
        const int v_162 = (v_161 + 1);
        const int v_163 = (v_162 % 2);
        tl::mbar_wait((empty_bar + r_1), v_163);
#line 476 "tilelang/ops/lowbit_kernels.py"
        const int v_164 = (v_158 + ko_1);
        const int k0 = (v_164 * 128);
#line 407 "tilelang/ops/lowbit_kernels.py"
        const int v_165 = (k0 * 2);
        const int v_166 = (v_165 / 8);
#line 410 "tilelang/ops/lowbit_kernels.py"
        const int v_167 = (k0 / 8);
#line 474 "tilelang/ops/lowbit_kernels.py"
        const int v_168 = (r_1 * 256);
        const int v_169 = (r_1 * 128);
#line 405 "tilelang/ops/lowbit_kernels.py"
        tl::mbar_expect_tx((tma_bar + r_1), 32768);
        tl::tma_load((A_s + (v_168) * 64 + 0), &A_tmap, (tma_bar + r_1), k0, v_159);
        tl::tma_load((unsigned char*)(A_s + (v_168) * 64 + 0) + 16384, &A_tmap, (tma_bar + r_1), k0 + 64, v_159);
#line 407 "tilelang/ops/lowbit_kernels.py"
        tl::mbar_expect_tx((tma_bar + r_1), 4096);
        tl::tma_load((B_s + (v_169) * 32 + 0), &B_tmap, (tma_bar + r_1), v_166, v_160);
#line 410 "tilelang/ops/lowbit_kernels.py"
        tl::mbar_expect_tx((tma_bar + r_1), 2048);
        tl::tma_load((B1_s + (v_169) * 16 + 0), &B1_tmap, (tma_bar + r_1), v_167, v_160);
#line 413 "tilelang/ops/lowbit_kernels.py"
        tl::mbar_expect_tx((tma_bar + r_1), 256);
        tl::tma_load((S_s + (r_1) * 128 + 0), &Scales_tmap, (tma_bar + r_1), v_160, v_164);
#line 474 "tilelang/ops/lowbit_kernels.py"
        const bool v_170 = (r_1 == 2);
        const int v_171 = (r_1 + 1);
        const int v_172 = (v_170 ? 0 : v_171);
        r_1 = v_172;
      }
    }
  }
}
