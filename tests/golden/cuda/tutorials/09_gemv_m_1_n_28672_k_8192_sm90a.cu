// tutorials/09_int4_matmul_benchmark.py --compile-only: gemv(M=1, N=28672, K=8192); sm_90a
// written by `python scripts/update_golden.py` (never by hand): the CUDA source after prelude.cuh and a blank line, #line paths repository-relative
__device__ __forceinline__ half tl_fma(half a, half b, half c) {
  half r; asm("fma.rn.f16 %0, %1, %2, %3;" : "=h"(r.x) : "h"(a.x), "h"(b.x), "h"(c.x)); return r; }

#line 291 "tilelang/ops/lowbit_gemv.py"
extern "C" __global__ void __launch_bounds__(128) gemv_kernel(half* __restrict__ A, unsigned char* __restrict__ B, half* __restrict__ Scales, half* __restrict__ C) {
  extern __shared__ __align__(1024) unsigned char tl_smem[];
  const int tid = (int)threadIdx.x;
#line 225 "tilelang/ops/lowbit_gemv.py"
  unsigned char* const B_s = reinterpret_cast<unsigned char*>(tl_smem + 0);
#line 226 "tilelang/ops/lowbit_gemv.py"
  half* const A_s = reinterpret_cast<half*>(tl_smem + 12288);
#line 227 "tilelang/ops/lowbit_gemv.py"
  half* const S_s = reinterpret_cast<half*>(tl_smem + 18432);
#line 229 "tilelang/ops/lowbit_gemv.py"
  alignas(16) half W_f[64];
#line 230 "tilelang/ops/lowbit_gemv.py"
  alignas(16) half A_f[64];
#line 231 "tilelang/ops/lowbit_gemv.py"
  alignas(16) float acc[8];
#line 232 "tilelang/ops/lowbit_gemv.py"
  alignas(16) float row_sum[1];
#line 238 "tilelang/ops/lowbit_gemv.py"
  #pragma unroll
  for (int l_v = 0; l_v < 2; l_v += 1) {
    const int v = (l_v * 4);
    const tl::vec<float, 4> v_1 = tl::vec<float, 4>{{0.0f, 0.0f, 0.0f, 0.0f}};
    *reinterpret_cast<tl::vec<float, 4>*>((acc + v)) = v_1;
  }
#line 240 "tilelang/ops/lowbit_gemv.py"
  const int v_2 = ((int)blockIdx.y * 8);
  const int k0 = (v_2 * 1024);
#line 241 "tilelang/ops/lowbit_gemv.py"
  const int v_3 = ((int)blockIdx.x * 8);
#line 243 "tilelang/ops/lowbit_gemv.py"
  const int v_4 = (tid * 8);
  const int v_5 = (v_4 + k0);
  const int v_6 = (tid / 8);
  const int v_7 = (v_6 % 8);
  const int v_8 = (v_7 * 8);
  const int v_9 = (v_4 ^ v_8);
#line 249 "tilelang/ops/lowbit_gemv.py"
  const int g0 = (k0 / 128);
#line 250 "tilelang/ops/lowbit_gemv.py"
  const int v_10 = (g0 + 8);
  const bool v_11 = (tid < 8);
#line 241 "tilelang/ops/lowbit_gemv.py"
  const int v_12 = (tid % 32);
  const int v_13 = (v_12 * 32);
  const int v_14 = (v_13 + k0);
  const int v_15 = (v_13 * 4);
  const int v_16 = (v_15 / 8);
  const int v_17 = (v_14 * 4);
  const int v_18 = (v_17 / 8);
  for (int k = 0; k < 2; k += 1) {
    const int v_19 = (k * 128);
    const int v_20 = (v_19 + tid);
    const int v_21 = (v_20 / 32);
    const int v_22 = (v_21 + v_3);
    tl::cp_async<16>((B_s + (v_21) * 512 + v_16), (B + (v_22) * 4096 + v_18), true);
  }
#line 243 "tilelang/ops/lowbit_gemv.py"
  tl::cp_async<16>((A_s + v_9), (A + ((int)blockIdx.z) * 8192 + v_5), true);
#line 250 "tilelang/ops/lowbit_gemv.py"
  if (v_11) {
    const int v_23 = (tid % 8);
    const int v_24 = (v_23 + g0);
    tl::cp_async<16>((S_s + (v_23) * 8 + 0), (Scales + (v_24) * 28672 + v_3), true);
  }
#line 239 "tilelang/ops/lowbit_gemv.py"
  tl::cp_async_commit();
#line 243 "tilelang/ops/lowbit_gemv.py"
  const int v_25 = (v_5 + 1024);
#line 241 "tilelang/ops/lowbit_gemv.py"
  const int v_26 = (v_14 + 1024);
  const int v_27 = (v_26 * 4);
  const int v_28 = (v_27 / 8);
  for (int k_1 = 0; k_1 < 2; k_1 += 1) {
    const int v_29 = (k_1 * 128);
    const int v_30 = (v_29 + tid);
    const int v_31 = (v_30 / 32);
    const int v_32 = (v_31 + v_3);
    const int v_33 = (v_31 + 8);
    tl::cp_async<16>((B_s + (v_33) * 512 + v_16), (B + (v_32) * 4096 + v_28), true);
  }
#line 243 "tilelang/ops/lowbit_gemv.py"
  tl::cp_async<16>((A_s + (1) * 1024 + v_9), (A + ((int)blockIdx.z) * 8192 + v_25), true);
#line 250 "tilelang/ops/lowbit_gemv.py"
  if (v_11) {
    const int v_34 = (tid % 8);
    const int v_35 = (v_34 + v_10);
    const int v_36 = (v_34 + 8);
    tl::cp_async<16>((S_s + (v_36) * 8 + 0), (Scales + (v_35) * 28672 + v_3), true);
  }
#line 239 "tilelang/ops/lowbit_gemv.py"
  tl::cp_async_commit();
#line 253 "tilelang/ops/lowbit_gemv.py"
  const int v_37 = (tid / 16);
  const int v_38 = (tid % 16);
#line 291 "tilelang/ops/lowbit_gemv.py"
  const int v_39 = (tid / 2);
#line 261 "tilelang/ops/lowbit_gemv.py"
  const int v_40 = (v_39 % 8);
  const int v_41 = (v_40 * 8);
#line 239 "tilelang/ops/lowbit_gemv.py"
  for (int ko = 0; ko < 8; ko += 3) {
    tl::cp_async_wait<1>();
    __syncthreads();
    const int v_42 = (ko + 2);
    const bool v_43 = (v_42 < 8);
    if (v_43) {
      const int v_44 = tl::min(v_42, 7);
#line 240 "tilelang/ops/lowbit_gemv.py"
      const int v_45 = (v_2 + v_44);
      const int k0_1 = (v_45 * 1024);
#line 243 "tilelang/ops/lowbit_gemv.py"
      const int v_46 = (v_4 + k0_1);
#line 249 "tilelang/ops/lowbit_gemv.py"
      const int g0_1 = (k0_1 / 128);
#line 241 "tilelang/ops/lowbit_gemv.py"
      const int v_47 = (v_13 + k0_1);
      const int v_48 = (v_47 * 4);
      const int v_49 = (v_48 / 8);
      for (int k_2 = 0; k_2 < 2; k_2 += 1) {
        const int v_50 = (k_2 * 128);
        const int v_51 = (v_50 + tid);
        const int v_52 = (v_51 / 32);
        const int v_53 = (v_52 + v_3);
        const int v_54 = (v_52 + 16);
        tl::cp_async<16>((B_s + (v_54) * 512 + v_16), (B + (v_53) * 4096 + v_49), true);
      }
#line 243 "tilelang/ops/lowbit_gemv.py"
      tl::cp_async<16>((A_s + (2) * 1024 + v_9), (A + ((int)blockIdx.z) * 8192 + v_46), true);
#line 250 "tilelang/ops/lowbit_gemv.py"
      if (v_11) {
        const int v_55 = (tid % 8);
        const int v_56 = (v_55 + g0_1);
        const int v_57 = (v_55 + 16);
        tl::cp_async<16>((S_s + (v_57) * 8 + 0), (Scales + (v_56) * 28672 + v_3), true);
      }
#line 239 "tilelang/ops/lowbit_gemv.py"
    }
    tl::cp_async_commit();
#line 253 "tilelang/ops/lowbit_gemv.py"
    alignas(16) half dequant[64];
    #pragma unroll
    for (int g = 0; g < 2; g += 1) {
      const int v_58 = (g * 32);
      const int v_59 = (g * 16);
      const int v_60 = (v_59 + v_38);
      const int v_61 = (v_60 * 32);
      const int v_62 = (v_61 / 8);
      const int v_63 = (v_62 * 4);
      const tl::vec<unsigned, 4> v_64 = *reinterpret_cast<const tl::vec<unsigned, 4>*>((B_s + (v_37) * 512 + v_63));
      const unsigned v_65 = v_64.v[0];
      const int v_66 = (g * 4);
      tl::dequant_i4<true>(dequant + v_58, v_65);
      const unsigned v_67 = v_64.v[1];
      const int v_68 = (v_66 + 1);
      const int v_69 = (v_68 * 8);
      tl::dequant_i4<true>(dequant + v_69, v_67);
      const unsigned v_70 = v_64.v[2];
      const int v_71 = (v_66 + 2);
      const int v_72 = (v_71 * 8);
      tl::dequant_i4<true>(dequant + v_72, v_70);
      const unsigned v_73 = v_64.v[3];
      const int v_74 = (v_66 + 3);
      const int v_75 = (v_74 * 8);
      tl::dequant_i4<true>(dequant + v_75, v_73);
    }
    #pragma unroll
    for (int l_v_1 = 0; l_v_1 < 8; l_v_1 += 1) {
      const int v_76 = (l_v_1 * 8);
#line 259 "tilelang/ops/lowbit_gemv.py"
      const tl::vec<half, 8> v_77 = *reinterpret_cast<const tl::vec<half, 8>*>((dequant + v_76));
#line 253 "tilelang/ops/lowbit_gemv.py"
      *reinterpret_cast<tl::vec<half, 8>*>((W_f + v_76)) = v_77;
    }
#line 260 "tilelang/ops/lowbit_gemv.py"
    #pragma unroll
    for (int l_v_2 = 0; l_v_2 < 8; l_v_2 += 1) {
      const int v_78 = (l_v_2 * 8);
      const int v_79 = (l_v_2 / 4);
      const int v_80 = (v_79 * 16);
      const int v_81 = (v_80 + v_38);
      const int v_82 = (v_81 * 32);
      const int v_83 = (v_78 % 32);
      const int v_84 = (v_82 + v_83);
#line 261 "tilelang/ops/lowbit_gemv.py"
      const int v_85 = (v_84 ^ v_41);
      const tl::vec<half, 8> v_86 = *reinterpret_cast<const tl::vec<half, 8>*>((A_s + v_85));
#line 260 "tilelang/ops/lowbit_gemv.py"
      *reinterpret_cast<tl::vec<half, 8>*>((A_f + v_78)) = v_86;
    }
#line 262 "tilelang/ops/lowbit_gemv.py"
    #pragma unroll
    for (int l_v_3 = 0; l_v_3 < 2; l_v_3 += 1) {
      const int v_87 = (l_v_3 * 4);
      const int v_88 = (l_v_3 * 16);
      const int v_89 = (v_88 + v_38);
#line 266 "tilelang/ops/lowbit_gemv.py"
      const int v_90 = (v_89 * 32);
#line 262 "tilelang/ops/lowbit_gemv.py"
      const int v_91 = (v_87 * 8);
#line 267 "tilelang/ops/lowbit_gemv.py"
      const half v_92 = W_f[v_91];
      const half v_93 = A_f[v_91];
      const half lo = tl::mul(v_92, v_93);
#line 262 "tilelang/ops/lowbit_gemv.py"
      const int v_94 = (v_91 + 1);
#line 268 "tilelang/ops/lowbit_gemv.py"
      const half v_95 = W_f[v_94];
      const half v_96 = A_f[v_94];
      const half hi = tl::mul(v_95, v_96);
#line 262 "tilelang/ops/lowbit_gemv.py"
      const int v_97 = (v_91 + 2);
#line 270 "tilelang/ops/lowbit_gemv.py"
      const half v_98 = W_f[v_97];
#line 262 "tilelang/ops/lowbit_gemv.py"
      const int v_99 = (v_91 + 8);
#line 270 "tilelang/ops/lowbit_gemv.py"
      const half v_100 = A_f[v_99];
      const half lo_1 = tl_fma(v_98, v_100, lo);
#line 262 "tilelang/ops/lowbit_gemv.py"
      const int v_101 = (v_91 + 3);
#line 271 "tilelang/ops/lowbit_gemv.py"
      const half v_102 = W_f[v_101];
#line 262 "tilelang/ops/lowbit_gemv.py"
      const int v_103 = (v_91 + 9);
#line 271 "tilelang/ops/lowbit_gemv.py"
      const half v_104 = A_f[v_103];
      const half hi_1 = tl_fma(v_102, v_104, hi);
#line 262 "tilelang/ops/lowbit_gemv.py"
      const int v_105 = (v_91 + 4);
#line 270 "tilelang/ops/lowbit_gemv.py"
      const half v_106 = W_f[v_105];
#line 262 "tilelang/ops/lowbit_gemv.py"
      const int v_107 = (v_91 + 16);
#line 270 "tilelang/ops/lowbit_gemv.py"
      const half v_108 = A_f[v_107];
      const half lo_2 = tl_fma(v_106, v_108, lo_1);
#line 262 "tilelang/ops/lowbit_gemv.py"
      const int v_109 = (v_91 + 5);
#line 271 "tilelang/ops/lowbit_gemv.py"
      const half v_110 = W_f[v_109];
#line 262 "tilelang/ops/lowbit_gemv.py"
      const int v_111 = (v_91 + 17);
#line 271 "tilelang/ops/lowbit_gemv.py"
      const half v_112 = A_f[v_111];
      const half hi_2 = tl_fma(v_110, v_112, hi_1);
#line 262 "tilelang/ops/lowbit_gemv.py"
      const int v_113 = (v_91 + 6);
#line 270 "tilelang/ops/lowbit_gemv.py"
      const half v_114 = W_f[v_113];
#line 262 "tilelang/ops/lowbit_gemv.py"
      const int v_115 = (v_91 + 24);
#line 270 "tilelang/ops/lowbit_gemv.py"
      const half v_116 = A_f[v_115];
      const half lo_3 = tl_fma(v_114, v_116, lo_2);
#line 262 "tilelang/ops/lowbit_gemv.py"
      const int v_117 = (v_91 + 7);
#line 271 "tilelang/ops/lowbit_gemv.py"
      const half v_118 = W_f[v_117];
#line 262 "tilelang/ops/lowbit_gemv.py"
      const int v_119 = (v_91 + 25);
#line 271 "tilelang/ops/lowbit_gemv.py"
      const half v_120 = A_f[v_119];
      const half hi_3 = tl_fma(v_118, v_120, hi_2);
#line 272 "tilelang/ops/lowbit_gemv.py"
      const int v_121 = (v_90 / 128);
      const half v_122 = S_s[(v_121) * 8 + v_37];
      const float s = tl::cast<float>(v_122);
#line 274 "tilelang/ops/lowbit_gemv.py"
      const half v_123 = tl::add(lo_3, hi_3);
      const float v_124 = tl::cast<float>(v_123);
      const tl::vec<float, 4> v_125 = *reinterpret_cast<const tl::vec<float, 4>*>((acc + v_87));
      const float v_126 = v_125.v[0];
      const float v_127 = __fmaf_rn(v_124, s, v_126);
#line 267 "tilelang/ops/lowbit_gemv.py"
      const half v_128 = W_f[v_99];
      const half v_129 = A_f[v_97];
      const half lo_4 = tl::mul(v_128, v_129);
#line 268 "tilelang/ops/lowbit_gemv.py"
      const half v_130 = W_f[v_103];
      const half v_131 = A_f[v_101];
      const half hi_4 = tl::mul(v_130, v_131);
#line 262 "tilelang/ops/lowbit_gemv.py"
      const int v_132 = (v_91 + 10);
#line 270 "tilelang/ops/lowbit_gemv.py"
      const half v_133 = W_f[v_132];
      const half v_134 = A_f[v_132];
      const half lo_5 = tl_fma(v_133, v_134, lo_4);
#line 262 "tilelang/ops/lowbit_gemv.py"
      const int v_135 = (v_91 + 11);
#line 271 "tilelang/ops/lowbit_gemv.py"
      const half v_136 = W_f[v_135];
      const half v_137 = A_f[v_135];
      const half hi_5 = tl_fma(v_136, v_137, hi_4);
#line 262 "tilelang/ops/lowbit_gemv.py"
      const int v_138 = (v_91 + 12);
#line 270 "tilelang/ops/lowbit_gemv.py"
      const half v_139 = W_f[v_138];
#line 262 "tilelang/ops/lowbit_gemv.py"
      const int v_140 = (v_91 + 18);
#line 270 "tilelang/ops/lowbit_gemv.py"
      const half v_141 = A_f[v_140];
      const half lo_6 = tl_fma(v_139, v_141, lo_5);
#line 262 "tilelang/ops/lowbit_gemv.py"
      const int v_142 = (v_91 + 13);
#line 271 "tilelang/ops/lowbit_gemv.py"
      const half v_143 = W_f[v_142];
#line 262 "tilelang/ops/lowbit_gemv.py"
      const int v_144 = (v_91 + 19);
#line 271 "tilelang/ops/lowbit_gemv.py"
      const half v_145 = A_f[v_144];
      const half hi_6 = tl_fma(v_143, v_145, hi_5);
#line 262 "tilelang/ops/lowbit_gemv.py"
      const int v_146 = (v_91 + 14);
#line 270 "tilelang/ops/lowbit_gemv.py"
      const half v_147 = W_f[v_146];
#line 262 "tilelang/ops/lowbit_gemv.py"
      const int v_148 = (v_91 + 26);
#line 270 "tilelang/ops/lowbit_gemv.py"
      const half v_149 = A_f[v_148];
      const half lo_7 = tl_fma(v_147, v_149, lo_6);
#line 262 "tilelang/ops/lowbit_gemv.py"
      const int v_150 = (v_91 + 15);
#line 271 "tilelang/ops/lowbit_gemv.py"
      const half v_151 = W_f[v_150];
#line 262 "tilelang/ops/lowbit_gemv.py"
      const int v_152 = (v_91 + 27);
#line 271 "tilelang/ops/lowbit_gemv.py"
      const half v_153 = A_f[v_152];
      const half hi_7 = tl_fma(v_151, v_153, hi_6);
#line 274 "tilelang/ops/lowbit_gemv.py"
      const half v_154 = tl::add(lo_7, hi_7);
      const float v_155 = tl::cast<float>(v_154);
      const float v_156 = v_125.v[1];
      const float v_157 = __fmaf_rn(v_155, s, v_156);
#line 267 "tilelang/ops/lowbit_gemv.py"
      const half v_158 = W_f[v_107];
      const half v_159 = A_f[v_105];
      const half lo_8 = tl::mul(v_158, v_159);
#line 268 "tilelang/ops/lowbit_gemv.py"
      const half v_160 = W_f[v_111];
      const half v_161 = A_f[v_109];
      const half hi_8 = tl::mul(v_160, v_161);
#line 270 "tilelang/ops/lowbit_gemv.py"
      const half v_162 = W_f[v_140];
      const half v_163 = A_f[v_138];
      const half lo_9 = tl_fma(v_162, v_163, lo_8);
#line 271 "tilelang/ops/lowbit_gemv.py"
      const half v_164 = W_f[v_144];
      const half v_165 = A_f[v_142];
      const half hi_9 = tl_fma(v_164, v_165, hi_8);
#line 262 "tilelang/ops/lowbit_gemv.py"
      const int v_166 = (v_91 + 20);
#line 270 "tilelang/ops/lowbit_gemv.py"
      const half v_167 = W_f[v_166];
      const half v_168 = A_f[v_166];
      const half lo_10 = tl_fma(v_167, v_168, lo_9);
#line 262 "tilelang/ops/lowbit_gemv.py"
      const int v_169 = (v_91 + 21);
#line 271 "tilelang/ops/lowbit_gemv.py"
      const half v_170 = W_f[v_169];
      const half v_171 = A_f[v_169];
      const half hi_10 = tl_fma(v_170, v_171, hi_9);
#line 262 "tilelang/ops/lowbit_gemv.py"
      const int v_172 = (v_91 + 22);
#line 270 "tilelang/ops/lowbit_gemv.py"
      const half v_173 = W_f[v_172];
#line 262 "tilelang/ops/lowbit_gemv.py"
      const int v_174 = (v_91 + 28);
#line 270 "tilelang/ops/lowbit_gemv.py"
      const half v_175 = A_f[v_174];
      const half lo_11 = tl_fma(v_173, v_175, lo_10);
#line 262 "tilelang/ops/lowbit_gemv.py"
      const int v_176 = (v_91 + 23);
#line 271 "tilelang/ops/lowbit_gemv.py"
      const half v_177 = W_f[v_176];
#line 262 "tilelang/ops/lowbit_gemv.py"
      const int v_178 = (v_91 + 29);
#line 271 "tilelang/ops/lowbit_gemv.py"
      const half v_179 = A_f[v_178];
      const half hi_11 = tl_fma(v_177, v_179, hi_10);
#line 274 "tilelang/ops/lowbit_gemv.py"
      const half v_180 = tl::add(lo_11, hi_11);
      const float v_181 = tl::cast<float>(v_180);
      const float v_182 = v_125.v[2];
      const float v_183 = __fmaf_rn(v_181, s, v_182);
#line 267 "tilelang/ops/lowbit_gemv.py"
      const half v_184 = W_f[v_115];
      const half v_185 = A_f[v_113];
      const half lo_12 = tl::mul(v_184, v_185);
#line 268 "tilelang/ops/lowbit_gemv.py"
      const half v_186 = W_f[v_119];
      const half v_187 = A_f[v_117];
      const half hi_12 = tl::mul(v_186, v_187);
#line 270 "tilelang/ops/lowbit_gemv.py"
      const half v_188 = W_f[v_148];
      const half v_189 = A_f[v_146];
      const half lo_13 = tl_fma(v_188, v_189, lo_12);
#line 271 "tilelang/ops/lowbit_gemv.py"
      const half v_190 = W_f[v_152];
      const half v_191 = A_f[v_150];
      const half hi_13 = tl_fma(v_190, v_191, hi_12);
#line 270 "tilelang/ops/lowbit_gemv.py"
      const half v_192 = W_f[v_174];
      const half v_193 = A_f[v_172];
      const half lo_14 = tl_fma(v_192, v_193, lo_13);
#line 271 "tilelang/ops/lowbit_gemv.py"
      const half v_194 = W_f[v_178];
      const half v_195 = A_f[v_176];
      const half hi_14 = tl_fma(v_194, v_195, hi_13);
#line 262 "tilelang/ops/lowbit_gemv.py"
      const int v_196 = (v_91 + 30);
#line 270 "tilelang/ops/lowbit_gemv.py"
      const half v_197 = W_f[v_196];
      const half v_198 = A_f[v_196];
      const half lo_15 = tl_fma(v_197, v_198, lo_14);
#line 262 "tilelang/ops/lowbit_gemv.py"
      const int v_199 = (v_91 + 31);
#line 271 "tilelang/ops/lowbit_gemv.py"
      const half v_200 = W_f[v_199];
      const half v_201 = A_f[v_199];
      const half hi_15 = tl_fma(v_200, v_201, hi_14);
#line 274 "tilelang/ops/lowbit_gemv.py"
      const half v_202 = tl::add(lo_15, hi_15);
      const float v_203 = tl::cast<float>(v_202);
      const float v_204 = v_125.v[3];
      const float v_205 = __fmaf_rn(v_203, s, v_204);
#line 262 "tilelang/ops/lowbit_gemv.py"
      const tl::vec<float, 4> v_206 = tl::vec<float, 4>{{v_127, v_157, v_183, v_205}};
      *reinterpret_cast<tl::vec<float, 4>*>((acc + v_87)) = v_206;
    }
#line 239 "tilelang/ops/lowbit_gemv.py"
    const int v_207 = (v_42 + -1);
    const bool v_208 = (v_207 < 8);
    if (v_208) {
      tl::cp_async_wait<1>();
      __syncthreads();
      const int v_209 = (v_42 + 1);
      const bool v_210 = (v_209 < 8);
      if (v_210) {
        const int v_211 = tl::min(v_209, 7);
#line 240 "tilelang/ops/lowbit_gemv.py"
        const int v_212 = (v_2 + v_211);
        const int k0_2 = (v_212 * 1024);
#line 243 "tilelang/ops/lowbit_gemv.py"
        const int v_213 = (v_4 + k0_2);
#line 249 "tilelang/ops/lowbit_gemv.py"
        const int g0_2 = (k0_2 / 128);
#line 241 "tilelang/ops/lowbit_gemv.py"
        const int v_214 = (v_13 + k0_2);
        const int v_215 = (v_214 * 4);
        const int v_216 = (v_215 / 8);
        for (int k_3 = 0; k_3 < 2; k_3 += 1) {
          const int v_217 = (k_3 * 128);
          const int v_218 = (v_217 + tid);
          const int v_219 = (v_218 / 32);
          const int v_220 = (v_219 + v_3);
          tl::cp_async<16>((B_s + (v_219) * 512 + v_16), (B + (v_220) * 4096 + v_216), true);
        }
#line 243 "tilelang/ops/lowbit_gemv.py"
        tl::cp_async<16>((A_s + v_9), (A + ((int)blockIdx.z) * 8192 + v_213), true);
#line 250 "tilelang/ops/lowbit_gemv.py"
        if (v_11) {
          const int v_221 = (tid % 8);
          const int v_222 = (v_221 + g0_2);
          tl::cp_async<16>((S_s + (v_221) * 8 + 0), (Scales + (v_222) * 28672 + v_3), true);
        }
#line 239 "tilelang/ops/lowbit_gemv.py"
      }
      tl::cp_async_commit();
#line 253 "tilelang/ops/lowbit_gemv.py"
      alignas(16) half dequant_1[64];
      const int v_223 = (v_37 + 8);
      #pragma unroll
      for (int g_1 = 0; g_1 < 2; g_1 += 1) {
        const int v_224 = (g_1 * 32);
        const int v_225 = (g_1 * 16);
        const int v_226 = (v_225 + v_38);
        const int v_227 = (v_226 * 32);
        const int v_228 = (v_227 / 8);
        const int v_229 = (v_228 * 4);
        const tl::vec<unsigned, 4> v_230 = *reinterpret_cast<const tl::vec<unsigned, 4>*>((B_s + (v_223) * 512 + v_229));
        const unsigned v_231 = v_230.v[0];
        const int v_232 = (g_1 * 4);
        tl::dequant_i4<true>(dequant_1 + v_224, v_231);
        const unsigned v_233 = v_230.v[1];
        const int v_234 = (v_232 + 1);
        const int v_235 = (v_234 * 8);
        tl::dequant_i4<true>(dequant_1 + v_235, v_233);
        const unsigned v_236 = v_230.v[2];
        const int v_237 = (v_232 + 2);
        const int v_238 = (v_237 * 8);
        tl::dequant_i4<true>(dequant_1 + v_238, v_236);
        const unsigned v_239 = v_230.v[3];
        const int v_240 = (v_232 + 3);
        const int v_241 = (v_240 * 8);
        tl::dequant_i4<true>(dequant_1 + v_241, v_239);
      }
      #pragma unroll
      for (int l_v_4 = 0; l_v_4 < 8; l_v_4 += 1) {
        const int v_242 = (l_v_4 * 8);
#line 259 "tilelang/ops/lowbit_gemv.py"
        const tl::vec<half, 8> v_243 = *reinterpret_cast<const tl::vec<half, 8>*>((dequant_1 + v_242));
#line 253 "tilelang/ops/lowbit_gemv.py"
        *reinterpret_cast<tl::vec<half, 8>*>((W_f + v_242)) = v_243;
      }
#line 260 "tilelang/ops/lowbit_gemv.py"
      #pragma unroll
      for (int l_v_5 = 0; l_v_5 < 8; l_v_5 += 1) {
        const int v_244 = (l_v_5 * 8);
        const int v_245 = (l_v_5 / 4);
        const int v_246 = (v_245 * 16);
        const int v_247 = (v_246 + v_38);
        const int v_248 = (v_247 * 32);
        const int v_249 = (v_244 % 32);
        const int v_250 = (v_248 + v_249);
#line 261 "tilelang/ops/lowbit_gemv.py"
        const int v_251 = (v_250 ^ v_41);
        const tl::vec<half, 8> v_252 = *reinterpret_cast<const tl::vec<half, 8>*>((A_s + (1) * 1024 + v_251));
#line 260 "tilelang/ops/lowbit_gemv.py"
        *reinterpret_cast<tl::vec<half, 8>*>((A_f + v_244)) = v_252;
      }
#line 262 "tilelang/ops/lowbit_gemv.py"
      #pragma unroll
      for (int l_v_6 = 0; l_v_6 < 2; l_v_6 += 1) {
        const int v_253 = (l_v_6 * 4);
        const int v_254 = (l_v_6 * 16);
        const int v_255 = (v_254 + v_38);
#line 266 "tilelang/ops/lowbit_gemv.py"
        const int v_256 = (v_255 * 32);
#line 262 "tilelang/ops/lowbit_gemv.py"
        const int v_257 = (v_253 * 8);
#line 267 "tilelang/ops/lowbit_gemv.py"
        const half v_258 = W_f[v_257];
        const half v_259 = A_f[v_257];
        const half lo_16 = tl::mul(v_258, v_259);
#line 262 "tilelang/ops/lowbit_gemv.py"
        const int v_260 = (v_257 + 1);
#line 268 "tilelang/ops/lowbit_gemv.py"
        const half v_261 = W_f[v_260];
        const half v_262 = A_f[v_260];
        const half hi_16 = tl::mul(v_261, v_262);
#line 262 "tilelang/ops/lowbit_gemv.py"
        const int v_263 = (v_257 + 2);
#line 270 "tilelang/ops/lowbit_gemv.py"
        const half v_264 = W_f[v_263];
#line 262 "tilelang/ops/lowbit_gemv.py"
        const int v_265 = (v_257 + 8);
#line 270 "tilelang/ops/lowbit_gemv.py"
        const half v_266 = A_f[v_265];
        const half lo_17 = tl_fma(v_264, v_266, lo_16);
#line 262 "tilelang/ops/lowbit_gemv.py"
        const int v_267 = (v_257 + 3);
#line 271 "tilelang/ops/lowbit_gemv.py"
        const half v_268 = W_f[v_267];
#line 262 "tilelang/ops/lowbit_gemv.py"
        const int v_269 = (v_257 + 9);
#line 271 "tilelang/ops/lowbit_gemv.py"
        const half v_270 = A_f[v_269];
        const half hi_17 = tl_fma(v_268, v_270, hi_16);
#line 262 "tilelang/ops/lowbit_gemv.py"
        const int v_271 = (v_257 + 4);
#line 270 "tilelang/ops/lowbit_gemv.py"
        const half v_272 = W_f[v_271];
#line 262 "tilelang/ops/lowbit_gemv.py"
        const int v_273 = (v_257 + 16);
#line 270 "tilelang/ops/lowbit_gemv.py"
        const half v_274 = A_f[v_273];
        const half lo_18 = tl_fma(v_272, v_274, lo_17);
#line 262 "tilelang/ops/lowbit_gemv.py"
        const int v_275 = (v_257 + 5);
#line 271 "tilelang/ops/lowbit_gemv.py"
        const half v_276 = W_f[v_275];
#line 262 "tilelang/ops/lowbit_gemv.py"
        const int v_277 = (v_257 + 17);
#line 271 "tilelang/ops/lowbit_gemv.py"
        const half v_278 = A_f[v_277];
        const half hi_18 = tl_fma(v_276, v_278, hi_17);
#line 262 "tilelang/ops/lowbit_gemv.py"
        const int v_279 = (v_257 + 6);
#line 270 "tilelang/ops/lowbit_gemv.py"
        const half v_280 = W_f[v_279];
#line 262 "tilelang/ops/lowbit_gemv.py"
        const int v_281 = (v_257 + 24);
#line 270 "tilelang/ops/lowbit_gemv.py"
        const half v_282 = A_f[v_281];
        const half lo_19 = tl_fma(v_280, v_282, lo_18);
#line 262 "tilelang/ops/lowbit_gemv.py"
        const int v_283 = (v_257 + 7);
#line 271 "tilelang/ops/lowbit_gemv.py"
        const half v_284 = W_f[v_283];
#line 262 "tilelang/ops/lowbit_gemv.py"
        const int v_285 = (v_257 + 25);
#line 271 "tilelang/ops/lowbit_gemv.py"
        const half v_286 = A_f[v_285];
        const half hi_19 = tl_fma(v_284, v_286, hi_18);
#line 272 "tilelang/ops/lowbit_gemv.py"
        const int v_287 = (v_256 / 128);
        const int v_288 = (v_287 + 8);
        const half v_289 = S_s[(v_288) * 8 + v_37];
        const float s_1 = tl::cast<float>(v_289);
#line 274 "tilelang/ops/lowbit_gemv.py"
        const half v_290 = tl::add(lo_19, hi_19);
        const float v_291 = tl::cast<float>(v_290);
        const tl::vec<float, 4> v_292 = *reinterpret_cast<const tl::vec<float, 4>*>((acc + v_253));
        const float v_293 = v_292.v[0];
        const float v_294 = __fmaf_rn(v_291, s_1, v_293);
#line 267 "tilelang/ops/lowbit_gemv.py"
        const half v_295 = W_f[v_265];
        const half v_296 = A_f[v_263];
        const half lo_20 = tl::mul(v_295, v_296);
#line 268 "tilelang/ops/lowbit_gemv.py"
        const half v_297 = W_f[v_269];
        const half v_298 = A_f[v_267];
        const half hi_20 = tl::mul(v_297, v_298);
#line 262 "tilelang/ops/lowbit_gemv.py"
        const int v_299 = (v_257 + 10);
#line 270 "tilelang/ops/lowbit_gemv.py"
        const half v_300 = W_f[v_299];
        const half v_301 = A_f[v_299];
        const half lo_21 = tl_fma(v_300, v_301, lo_20);
#line 262 "tilelang/ops/lowbit_gemv.py"
        const int v_302 = (v_257 + 11);
#line 271 "tilelang/ops/lowbit_gemv.py"
        const half v_303 = W_f[v_302];
        const half v_304 = A_f[v_302];
        const half hi_21 = tl_fma(v_303, v_304, hi_20);
#line 262 "tilelang/ops/lowbit_gemv.py"
        const int v_305 = (v_257 + 12);
#line 270 "tilelang/ops/lowbit_gemv.py"
        const half v_306 = W_f[v_305];
#line 262 "tilelang/ops/lowbit_gemv.py"
        const int v_307 = (v_257 + 18);
#line 270 "tilelang/ops/lowbit_gemv.py"
        const half v_308 = A_f[v_307];
        const half lo_22 = tl_fma(v_306, v_308, lo_21);
#line 262 "tilelang/ops/lowbit_gemv.py"
        const int v_309 = (v_257 + 13);
#line 271 "tilelang/ops/lowbit_gemv.py"
        const half v_310 = W_f[v_309];
#line 262 "tilelang/ops/lowbit_gemv.py"
        const int v_311 = (v_257 + 19);
#line 271 "tilelang/ops/lowbit_gemv.py"
        const half v_312 = A_f[v_311];
        const half hi_22 = tl_fma(v_310, v_312, hi_21);
#line 262 "tilelang/ops/lowbit_gemv.py"
        const int v_313 = (v_257 + 14);
#line 270 "tilelang/ops/lowbit_gemv.py"
        const half v_314 = W_f[v_313];
#line 262 "tilelang/ops/lowbit_gemv.py"
        const int v_315 = (v_257 + 26);
#line 270 "tilelang/ops/lowbit_gemv.py"
        const half v_316 = A_f[v_315];
        const half lo_23 = tl_fma(v_314, v_316, lo_22);
#line 262 "tilelang/ops/lowbit_gemv.py"
        const int v_317 = (v_257 + 15);
#line 271 "tilelang/ops/lowbit_gemv.py"
        const half v_318 = W_f[v_317];
#line 262 "tilelang/ops/lowbit_gemv.py"
        const int v_319 = (v_257 + 27);
#line 271 "tilelang/ops/lowbit_gemv.py"
        const half v_320 = A_f[v_319];
        const half hi_23 = tl_fma(v_318, v_320, hi_22);
#line 274 "tilelang/ops/lowbit_gemv.py"
        const half v_321 = tl::add(lo_23, hi_23);
        const float v_322 = tl::cast<float>(v_321);
        const float v_323 = v_292.v[1];
        const float v_324 = __fmaf_rn(v_322, s_1, v_323);
#line 267 "tilelang/ops/lowbit_gemv.py"
        const half v_325 = W_f[v_273];
        const half v_326 = A_f[v_271];
        const half lo_24 = tl::mul(v_325, v_326);
#line 268 "tilelang/ops/lowbit_gemv.py"
        const half v_327 = W_f[v_277];
        const half v_328 = A_f[v_275];
        const half hi_24 = tl::mul(v_327, v_328);
#line 270 "tilelang/ops/lowbit_gemv.py"
        const half v_329 = W_f[v_307];
        const half v_330 = A_f[v_305];
        const half lo_25 = tl_fma(v_329, v_330, lo_24);
#line 271 "tilelang/ops/lowbit_gemv.py"
        const half v_331 = W_f[v_311];
        const half v_332 = A_f[v_309];
        const half hi_25 = tl_fma(v_331, v_332, hi_24);
#line 262 "tilelang/ops/lowbit_gemv.py"
        const int v_333 = (v_257 + 20);
#line 270 "tilelang/ops/lowbit_gemv.py"
        const half v_334 = W_f[v_333];
        const half v_335 = A_f[v_333];
        const half lo_26 = tl_fma(v_334, v_335, lo_25);
#line 262 "tilelang/ops/lowbit_gemv.py"
        const int v_336 = (v_257 + 21);
#line 271 "tilelang/ops/lowbit_gemv.py"
        const half v_337 = W_f[v_336];
        const half v_338 = A_f[v_336];
        const half hi_26 = tl_fma(v_337, v_338, hi_25);
#line 262 "tilelang/ops/lowbit_gemv.py"
        const int v_339 = (v_257 + 22);
#line 270 "tilelang/ops/lowbit_gemv.py"
        const half v_340 = W_f[v_339];
#line 262 "tilelang/ops/lowbit_gemv.py"
        const int v_341 = (v_257 + 28);
#line 270 "tilelang/ops/lowbit_gemv.py"
        const half v_342 = A_f[v_341];
        const half lo_27 = tl_fma(v_340, v_342, lo_26);
#line 262 "tilelang/ops/lowbit_gemv.py"
        const int v_343 = (v_257 + 23);
#line 271 "tilelang/ops/lowbit_gemv.py"
        const half v_344 = W_f[v_343];
#line 262 "tilelang/ops/lowbit_gemv.py"
        const int v_345 = (v_257 + 29);
#line 271 "tilelang/ops/lowbit_gemv.py"
        const half v_346 = A_f[v_345];
        const half hi_27 = tl_fma(v_344, v_346, hi_26);
#line 274 "tilelang/ops/lowbit_gemv.py"
        const half v_347 = tl::add(lo_27, hi_27);
        const float v_348 = tl::cast<float>(v_347);
        const float v_349 = v_292.v[2];
        const float v_350 = __fmaf_rn(v_348, s_1, v_349);
#line 267 "tilelang/ops/lowbit_gemv.py"
        const half v_351 = W_f[v_281];
        const half v_352 = A_f[v_279];
        const half lo_28 = tl::mul(v_351, v_352);
#line 268 "tilelang/ops/lowbit_gemv.py"
        const half v_353 = W_f[v_285];
        const half v_354 = A_f[v_283];
        const half hi_28 = tl::mul(v_353, v_354);
#line 270 "tilelang/ops/lowbit_gemv.py"
        const half v_355 = W_f[v_315];
        const half v_356 = A_f[v_313];
        const half lo_29 = tl_fma(v_355, v_356, lo_28);
#line 271 "tilelang/ops/lowbit_gemv.py"
        const half v_357 = W_f[v_319];
        const half v_358 = A_f[v_317];
        const half hi_29 = tl_fma(v_357, v_358, hi_28);
#line 270 "tilelang/ops/lowbit_gemv.py"
        const half v_359 = W_f[v_341];
        const half v_360 = A_f[v_339];
        const half lo_30 = tl_fma(v_359, v_360, lo_29);
#line 271 "tilelang/ops/lowbit_gemv.py"
        const half v_361 = W_f[v_345];
        const half v_362 = A_f[v_343];
        const half hi_30 = tl_fma(v_361, v_362, hi_29);
#line 262 "tilelang/ops/lowbit_gemv.py"
        const int v_363 = (v_257 + 30);
#line 270 "tilelang/ops/lowbit_gemv.py"
        const half v_364 = W_f[v_363];
        const half v_365 = A_f[v_363];
        const half lo_31 = tl_fma(v_364, v_365, lo_30);
#line 262 "tilelang/ops/lowbit_gemv.py"
        const int v_366 = (v_257 + 31);
#line 271 "tilelang/ops/lowbit_gemv.py"
        const half v_367 = W_f[v_366];
        const half v_368 = A_f[v_366];
        const half hi_31 = tl_fma(v_367, v_368, hi_30);
#line 274 "tilelang/ops/lowbit_gemv.py"
        const half v_369 = tl::add(lo_31, hi_31);
        const float v_370 = tl::cast<float>(v_369);
        const float v_371 = v_292.v[3];
        const float v_372 = __fmaf_rn(v_370, s_1, v_371);
#line 262 "tilelang/ops/lowbit_gemv.py"
        const tl::vec<float, 4> v_373 = tl::vec<float, 4>{{v_294, v_324, v_350, v_372}};
        *reinterpret_cast<tl::vec<float, 4>*>((acc + v_253)) = v_373;
      }
#line 239 "tilelang/ops/lowbit_gemv.py"
    }
    if (v_43) {
      tl::cp_async_wait<1>();
      __syncthreads();
      const int v_374 = (v_42 + 2);
      const bool v_375 = (v_374 < 8);
      if (v_375) {
        const int v_376 = tl::min(v_374, 7);
#line 240 "tilelang/ops/lowbit_gemv.py"
        const int v_377 = (v_2 + v_376);
        const int k0_3 = (v_377 * 1024);
#line 243 "tilelang/ops/lowbit_gemv.py"
        const int v_378 = (v_4 + k0_3);
#line 249 "tilelang/ops/lowbit_gemv.py"
        const int g0_3 = (k0_3 / 128);
#line 241 "tilelang/ops/lowbit_gemv.py"
        const int v_379 = (v_13 + k0_3);
        const int v_380 = (v_379 * 4);
        const int v_381 = (v_380 / 8);
        for (int k_4 = 0; k_4 < 2; k_4 += 1) {
          const int v_382 = (k_4 * 128);
          const int v_383 = (v_382 + tid);
          const int v_384 = (v_383 / 32);
          const int v_385 = (v_384 + v_3);
          const int v_386 = (v_384 + 8);
          tl::cp_async<16>((B_s + (v_386) * 512 + v_16), (B + (v_385) * 4096 + v_381), true);
        }
#line 243 "tilelang/ops/lowbit_gemv.py"
        tl::cp_async<16>((A_s + (1) * 1024 + v_9), (A + ((int)blockIdx.z) * 8192 + v_378), true);
#line 250 "tilelang/ops/lowbit_gemv.py"
        if (v_11) {
          const int v_387 = (tid % 8);
          const int v_388 = (v_387 + g0_3);
          const int v_389 = (v_387 + 8);
          tl::cp_async<16>((S_s + (v_389) * 8 + 0), (Scales + (v_388) * 28672 + v_3), true);
        }
#line 239 "tilelang/ops/lowbit_gemv.py"
      }
      tl::cp_async_commit();
#line 253 "tilelang/ops/lowbit_gemv.py"
      alignas(16) half dequant_2[64];
      const int v_390 = (v_37 + 16);
      #pragma unroll
      for (int g_2 = 0; g_2 < 2; g_2 += 1) {
        const int v_391 = (g_2 * 32);
        const int v_392 = (g_2 * 16);
        const int v_393 = (v_392 + v_38);
        const int v_394 = (v_393 * 32);
        const int v_395 = (v_394 / 8);
        const int v_396 = (v_395 * 4);
        const tl::vec<unsigned, 4> v_397 = *reinterpret_cast<const tl::vec<unsigned, 4>*>((B_s + (v_390) * 512 + v_396));
        const unsigned v_398 = v_397.v[0];
        const int v_399 = (g_2 * 4);
        tl::dequant_i4<true>(dequant_2 + v_391, v_398);
        const unsigned v_400 = v_397.v[1];
        const int v_401 = (v_399 + 1);
        const int v_402 = (v_401 * 8);
        tl::dequant_i4<true>(dequant_2 + v_402, v_400);
        const unsigned v_403 = v_397.v[2];
        const int v_404 = (v_399 + 2);
        const int v_405 = (v_404 * 8);
        tl::dequant_i4<true>(dequant_2 + v_405, v_403);
        const unsigned v_406 = v_397.v[3];
        const int v_407 = (v_399 + 3);
        const int v_408 = (v_407 * 8);
        tl::dequant_i4<true>(dequant_2 + v_408, v_406);
      }
      #pragma unroll
      for (int l_v_7 = 0; l_v_7 < 8; l_v_7 += 1) {
        const int v_409 = (l_v_7 * 8);
#line 259 "tilelang/ops/lowbit_gemv.py"
        const tl::vec<half, 8> v_410 = *reinterpret_cast<const tl::vec<half, 8>*>((dequant_2 + v_409));
#line 253 "tilelang/ops/lowbit_gemv.py"
        *reinterpret_cast<tl::vec<half, 8>*>((W_f + v_409)) = v_410;
      }
#line 260 "tilelang/ops/lowbit_gemv.py"
      #pragma unroll
      for (int l_v_8 = 0; l_v_8 < 8; l_v_8 += 1) {
        const int v_411 = (l_v_8 * 8);
        const int v_412 = (l_v_8 / 4);
        const int v_413 = (v_412 * 16);
        const int v_414 = (v_413 + v_38);
        const int v_415 = (v_414 * 32);
        const int v_416 = (v_411 % 32);
        const int v_417 = (v_415 + v_416);
#line 261 "tilelang/ops/lowbit_gemv.py"
        const int v_418 = (v_417 ^ v_41);
        const tl::vec<half, 8> v_419 = *reinterpret_cast<const tl::vec<half, 8>*>((A_s + (2) * 1024 + v_418));
#line 260 "tilelang/ops/lowbit_gemv.py"
        *reinterpret_cast<tl::vec<half, 8>*>((A_f + v_411)) = v_419;
      }
#line 262 "tilelang/ops/lowbit_gemv.py"
      #pragma unroll
      for (int l_v_9 = 0; l_v_9 < 2; l_v_9 += 1) {
        const int v_420 = (l_v_9 * 4);
        const int v_421 = (l_v_9 * 16);
        const int v_422 = (v_421 + v_38);
#line 266 "tilelang/ops/lowbit_gemv.py"
        const int v_423 = (v_422 * 32);
#line 262 "tilelang/ops/lowbit_gemv.py"
        const int v_424 = (v_420 * 8);
#line 267 "tilelang/ops/lowbit_gemv.py"
        const half v_425 = W_f[v_424];
        const half v_426 = A_f[v_424];
        const half lo_32 = tl::mul(v_425, v_426);
#line 262 "tilelang/ops/lowbit_gemv.py"
        const int v_427 = (v_424 + 1);
#line 268 "tilelang/ops/lowbit_gemv.py"
        const half v_428 = W_f[v_427];
        const half v_429 = A_f[v_427];
        const half hi_32 = tl::mul(v_428, v_429);
#line 262 "tilelang/ops/lowbit_gemv.py"
        const int v_430 = (v_424 + 2);
#line 270 "tilelang/ops/lowbit_gemv.py"
        const half v_431 = W_f[v_430];
#line 262 "tilelang/ops/lowbit_gemv.py"
        const int v_432 = (v_424 + 8);
#line 270 "tilelang/ops/lowbit_gemv.py"
        const half v_433 = A_f[v_432];
        const half lo_33 = tl_fma(v_431, v_433, lo_32);
#line 262 "tilelang/ops/lowbit_gemv.py"
        const int v_434 = (v_424 + 3);
#line 271 "tilelang/ops/lowbit_gemv.py"
        const half v_435 = W_f[v_434];
#line 262 "tilelang/ops/lowbit_gemv.py"
        const int v_436 = (v_424 + 9);
#line 271 "tilelang/ops/lowbit_gemv.py"
        const half v_437 = A_f[v_436];
        const half hi_33 = tl_fma(v_435, v_437, hi_32);
#line 262 "tilelang/ops/lowbit_gemv.py"
        const int v_438 = (v_424 + 4);
#line 270 "tilelang/ops/lowbit_gemv.py"
        const half v_439 = W_f[v_438];
#line 262 "tilelang/ops/lowbit_gemv.py"
        const int v_440 = (v_424 + 16);
#line 270 "tilelang/ops/lowbit_gemv.py"
        const half v_441 = A_f[v_440];
        const half lo_34 = tl_fma(v_439, v_441, lo_33);
#line 262 "tilelang/ops/lowbit_gemv.py"
        const int v_442 = (v_424 + 5);
#line 271 "tilelang/ops/lowbit_gemv.py"
        const half v_443 = W_f[v_442];
#line 262 "tilelang/ops/lowbit_gemv.py"
        const int v_444 = (v_424 + 17);
#line 271 "tilelang/ops/lowbit_gemv.py"
        const half v_445 = A_f[v_444];
        const half hi_34 = tl_fma(v_443, v_445, hi_33);
#line 262 "tilelang/ops/lowbit_gemv.py"
        const int v_446 = (v_424 + 6);
#line 270 "tilelang/ops/lowbit_gemv.py"
        const half v_447 = W_f[v_446];
#line 262 "tilelang/ops/lowbit_gemv.py"
        const int v_448 = (v_424 + 24);
#line 270 "tilelang/ops/lowbit_gemv.py"
        const half v_449 = A_f[v_448];
        const half lo_35 = tl_fma(v_447, v_449, lo_34);
#line 262 "tilelang/ops/lowbit_gemv.py"
        const int v_450 = (v_424 + 7);
#line 271 "tilelang/ops/lowbit_gemv.py"
        const half v_451 = W_f[v_450];
#line 262 "tilelang/ops/lowbit_gemv.py"
        const int v_452 = (v_424 + 25);
#line 271 "tilelang/ops/lowbit_gemv.py"
        const half v_453 = A_f[v_452];
        const half hi_35 = tl_fma(v_451, v_453, hi_34);
#line 272 "tilelang/ops/lowbit_gemv.py"
        const int v_454 = (v_423 / 128);
        const int v_455 = (v_454 + 16);
        const half v_456 = S_s[(v_455) * 8 + v_37];
        const float s_2 = tl::cast<float>(v_456);
#line 274 "tilelang/ops/lowbit_gemv.py"
        const half v_457 = tl::add(lo_35, hi_35);
        const float v_458 = tl::cast<float>(v_457);
        const tl::vec<float, 4> v_459 = *reinterpret_cast<const tl::vec<float, 4>*>((acc + v_420));
        const float v_460 = v_459.v[0];
        const float v_461 = __fmaf_rn(v_458, s_2, v_460);
#line 267 "tilelang/ops/lowbit_gemv.py"
        const half v_462 = W_f[v_432];
        const half v_463 = A_f[v_430];
        const half lo_36 = tl::mul(v_462, v_463);
#line 268 "tilelang/ops/lowbit_gemv.py"
        const half v_464 = W_f[v_436];
        const half v_465 = A_f[v_434];
        const half hi_36 = tl::mul(v_464, v_465);
#line 262 "tilelang/ops/lowbit_gemv.py"
        const int v_466 = (v_424 + 10);
#line 270 "tilelang/ops/lowbit_gemv.py"
        const half v_467 = W_f[v_466];
        const half v_468 = A_f[v_466];
        const half lo_37 = tl_fma(v_467, v_468, lo_36);
#line 262 "tilelang/ops/lowbit_gemv.py"
        const int v_469 = (v_424 + 11);
#line 271 "tilelang/ops/lowbit_gemv.py"
        const half v_470 = W_f[v_469];
        const half v_471 = A_f[v_469];
        const half hi_37 = tl_fma(v_470, v_471, hi_36);
#line 262 "tilelang/ops/lowbit_gemv.py"
        const int v_472 = (v_424 + 12);
#line 270 "tilelang/ops/lowbit_gemv.py"
        const half v_473 = W_f[v_472];
#line 262 "tilelang/ops/lowbit_gemv.py"
        const int v_474 = (v_424 + 18);
#line 270 "tilelang/ops/lowbit_gemv.py"
        const half v_475 = A_f[v_474];
        const half lo_38 = tl_fma(v_473, v_475, lo_37);
#line 262 "tilelang/ops/lowbit_gemv.py"
        const int v_476 = (v_424 + 13);
#line 271 "tilelang/ops/lowbit_gemv.py"
        const half v_477 = W_f[v_476];
#line 262 "tilelang/ops/lowbit_gemv.py"
        const int v_478 = (v_424 + 19);
#line 271 "tilelang/ops/lowbit_gemv.py"
        const half v_479 = A_f[v_478];
        const half hi_38 = tl_fma(v_477, v_479, hi_37);
#line 262 "tilelang/ops/lowbit_gemv.py"
        const int v_480 = (v_424 + 14);
#line 270 "tilelang/ops/lowbit_gemv.py"
        const half v_481 = W_f[v_480];
#line 262 "tilelang/ops/lowbit_gemv.py"
        const int v_482 = (v_424 + 26);
#line 270 "tilelang/ops/lowbit_gemv.py"
        const half v_483 = A_f[v_482];
        const half lo_39 = tl_fma(v_481, v_483, lo_38);
#line 262 "tilelang/ops/lowbit_gemv.py"
        const int v_484 = (v_424 + 15);
#line 271 "tilelang/ops/lowbit_gemv.py"
        const half v_485 = W_f[v_484];
#line 262 "tilelang/ops/lowbit_gemv.py"
        const int v_486 = (v_424 + 27);
#line 271 "tilelang/ops/lowbit_gemv.py"
        const half v_487 = A_f[v_486];
        const half hi_39 = tl_fma(v_485, v_487, hi_38);
#line 274 "tilelang/ops/lowbit_gemv.py"
        const half v_488 = tl::add(lo_39, hi_39);
        const float v_489 = tl::cast<float>(v_488);
        const float v_490 = v_459.v[1];
        const float v_491 = __fmaf_rn(v_489, s_2, v_490);
#line 267 "tilelang/ops/lowbit_gemv.py"
        const half v_492 = W_f[v_440];
        const half v_493 = A_f[v_438];
        const half lo_40 = tl::mul(v_492, v_493);
#line 268 "tilelang/ops/lowbit_gemv.py"
        const half v_494 = W_f[v_444];
        const half v_495 = A_f[v_442];
        const half hi_40 = tl::mul(v_494, v_495);
#line 270 "tilelang/ops/lowbit_gemv.py"
        const half v_496 = W_f[v_474];
        const half v_497 = A_f[v_472];
        const half lo_41 = tl_fma(v_496, v_497, lo_40);
#line 271 "tilelang/ops/lowbit_gemv.py"
        const half v_498 = W_f[v_478];
        const half v_499 = A_f[v_476];
        const half hi_41 = tl_fma(v_498, v_499, hi_40);
#line 262 "tilelang/ops/lowbit_gemv.py"
        const int v_500 = (v_424 + 20);
#line 270 "tilelang/ops/lowbit_gemv.py"
        const half v_501 = W_f[v_500];
        const half v_502 = A_f[v_500];
        const half lo_42 = tl_fma(v_501, v_502, lo_41);
#line 262 "tilelang/ops/lowbit_gemv.py"
        const int v_503 = (v_424 + 21);
#line 271 "tilelang/ops/lowbit_gemv.py"
        const half v_504 = W_f[v_503];
        const half v_505 = A_f[v_503];
        const half hi_42 = tl_fma(v_504, v_505, hi_41);
#line 262 "tilelang/ops/lowbit_gemv.py"
        const int v_506 = (v_424 + 22);
#line 270 "tilelang/ops/lowbit_gemv.py"
        const half v_507 = W_f[v_506];
#line 262 "tilelang/ops/lowbit_gemv.py"
        const int v_508 = (v_424 + 28);
#line 270 "tilelang/ops/lowbit_gemv.py"
        const half v_509 = A_f[v_508];
        const half lo_43 = tl_fma(v_507, v_509, lo_42);
#line 262 "tilelang/ops/lowbit_gemv.py"
        const int v_510 = (v_424 + 23);
#line 271 "tilelang/ops/lowbit_gemv.py"
        const half v_511 = W_f[v_510];
#line 262 "tilelang/ops/lowbit_gemv.py"
        const int v_512 = (v_424 + 29);
#line 271 "tilelang/ops/lowbit_gemv.py"
        const half v_513 = A_f[v_512];
        const half hi_43 = tl_fma(v_511, v_513, hi_42);
#line 274 "tilelang/ops/lowbit_gemv.py"
        const half v_514 = tl::add(lo_43, hi_43);
        const float v_515 = tl::cast<float>(v_514);
        const float v_516 = v_459.v[2];
        const float v_517 = __fmaf_rn(v_515, s_2, v_516);
#line 267 "tilelang/ops/lowbit_gemv.py"
        const half v_518 = W_f[v_448];
        const half v_519 = A_f[v_446];
        const half lo_44 = tl::mul(v_518, v_519);
#line 268 "tilelang/ops/lowbit_gemv.py"
        const half v_520 = W_f[v_452];
        const half v_521 = A_f[v_450];
        const half hi_44 = tl::mul(v_520, v_521);
#line 270 "tilelang/ops/lowbit_gemv.py"
        const half v_522 = W_f[v_482];
        const half v_523 = A_f[v_480];
        const half lo_45 = tl_fma(v_522, v_523, lo_44);
#line 271 "tilelang/ops/lowbit_gemv.py"
        const half v_524 = W_f[v_486];
        const half v_525 = A_f[v_484];
        const half hi_45 = tl_fma(v_524, v_525, hi_44);
#line 270 "tilelang/ops/lowbit_gemv.py"
        const half v_526 = W_f[v_508];
        const half v_527 = A_f[v_506];
        const half lo_46 = tl_fma(v_526, v_527, lo_45);
#line 271 "tilelang/ops/lowbit_gemv.py"
        const half v_528 = W_f[v_512];
        const half v_529 = A_f[v_510];
        const half hi_46 = tl_fma(v_528, v_529, hi_45);
#line 262 "tilelang/ops/lowbit_gemv.py"
        const int v_530 = (v_424 + 30);
#line 270 "tilelang/ops/lowbit_gemv.py"
        const half v_531 = W_f[v_530];
        const half v_532 = A_f[v_530];
        const half lo_47 = tl_fma(v_531, v_532, lo_46);
#line 262 "tilelang/ops/lowbit_gemv.py"
        const int v_533 = (v_424 + 31);
#line 271 "tilelang/ops/lowbit_gemv.py"
        const half v_534 = W_f[v_533];
        const half v_535 = A_f[v_533];
        const half hi_47 = tl_fma(v_534, v_535, hi_46);
#line 274 "tilelang/ops/lowbit_gemv.py"
        const half v_536 = tl::add(lo_47, hi_47);
        const float v_537 = tl::cast<float>(v_536);
        const float v_538 = v_459.v[3];
        const float v_539 = __fmaf_rn(v_537, s_2, v_538);
#line 262 "tilelang/ops/lowbit_gemv.py"
        const tl::vec<float, 4> v_540 = tl::vec<float, 4>{{v_461, v_491, v_517, v_539}};
        *reinterpret_cast<tl::vec<float, 4>*>((acc + v_420)) = v_540;
      }
#line 239 "tilelang/ops/lowbit_gemv.py"
    }
  }
  tl::cp_async_wait<0>();
#line 136 "tilelang/ops/lowbit_kernels.py"
  float* const reduce_partials = reinterpret_cast<float*>(tl_smem + 0);
  __syncthreads();
  const bool v_541 = (v_38 == 0);
  const float v_542 = acc[0];
  const float v_543 = acc[1];
  const float v_544 = acc[2];
  const float v_545 = acc[3];
  const float v_546 = acc[4];
  const float v_547 = acc[5];
  const float v_548 = acc[6];
  const float v_549 = acc[7];
  const float v_550 = (v_542 + v_543);
  const float v_551 = (v_544 + v_545);
  const float v_552 = (v_546 + v_547);
  const float v_553 = (v_548 + v_549);
  const float v_554 = (v_550 + v_551);
  const float v_555 = (v_552 + v_553);
  const float v_556 = (v_554 + v_555);
  const float v_557 = tl::shfl<0>(v_556, 1, 32);
  const float v_558 = (v_556 + v_557);
  const float v_559 = tl::shfl<0>(v_558, 2, 32);
  const float v_560 = (v_558 + v_559);
  const float v_561 = tl::shfl<0>(v_560, 4, 32);
  const float v_562 = (v_560 + v_561);
  const float v_563 = tl::shfl<0>(v_562, 8, 32);
  const float v_564 = (v_562 + v_563);
  if (v_541) {
    reduce_partials[(v_37) * 1 + 0] = v_564;
  }
  __syncthreads();
  const int v_565 = (tid % 8);
  if (v_11) {
    const float v_566 = reduce_partials[(v_565) * 1 + 0];
    row_sum[0] = v_566;
  }
#line 140 "tilelang/ops/lowbit_kernels.py"
  if (v_11) {
    const int v_567 = (v_565 + v_3);
    const float v_568 = row_sum[0];
    const half v_569 = tl::cast<half>(v_568);
    C[((int)blockIdx.z) * 28672 + v_567] = v_569;
  }
}
