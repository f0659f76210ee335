// tutorials/09_int4_matmul_benchmark.py --compile-only: gemv(M=1, N=8192, K=8192); sm_90a
// written by `python scripts/update_golden.py` (never by hand): the CUDA source after prelude.cuh and a blank line, #line paths repository-relative
__device__ __forceinline__ half tl_fma(half a, half b, half c) {
  half r; asm("fma.rn.f16 %0, %1, %2, %3;" : "=h"(r.x) : "h"(a.x), "h"(b.x), "h"(c.x)); return r; }

#line 278 "tilelang/ops/lowbit_gemv.py"
extern "C" __global__ void __launch_bounds__(128) gemv_kernel(half* __restrict__ A, unsigned char* __restrict__ B, half* __restrict__ Scales, half* __restrict__ C) {
  extern __shared__ __align__(1024) unsigned char tl_smem[];
  const int tid = (int)threadIdx.x;
#line 214 "tilelang/ops/lowbit_gemv.py"
  unsigned char* const B_s = reinterpret_cast<unsigned char*>(tl_smem + 0);
#line 215 "tilelang/ops/lowbit_gemv.py"
  half* const A_s = reinterpret_cast<half*>(tl_smem + 12288);
#line 216 "tilelang/ops/lowbit_gemv.py"
  half* const S_s = reinterpret_cast<half*>(tl_smem + 18432);
#line 218 "tilelang/ops/lowbit_gemv.py"
  alignas(16) half W_f[64];
#line 219 "tilelang/ops/lowbit_gemv.py"
  alignas(16) half A_f[64];
#line 220 "tilelang/ops/lowbit_gemv.py"
  alignas(16) float acc[8];
#line 221 "tilelang/ops/lowbit_gemv.py"
  alignas(16) float row_sum[1];
#line 225 "tilelang/ops/lowbit_gemv.py"
  #pragma unroll
  for (int l_v = 0; l_v < 2; l_v += 1) {
    const int v = (l_v * 4);
    const tl::vec<float, 4> v_1 = tl::vec<float, 4>{{0.0f, 0.0f, 0.0f, 0.0f}};
    *reinterpret_cast<tl::vec<float, 4>*>((acc + v)) = v_1;
  }
#line 227 "tilelang/ops/lowbit_gemv.py"
  const int v_2 = ((int)blockIdx.y * 8);
  const int k0 = (v_2 * 1024);
#line 228 "tilelang/ops/lowbit_gemv.py"
  const int v_3 = ((int)blockIdx.x * 8);
#line 230 "tilelang/ops/lowbit_gemv.py"
  const int v_4 = (k0 + 1024);
  const int v_5 = (tid * 8);
  const int v_6 = (v_5 + k0);
  const int v_7 = (v_5 / 64);
  const int v_8 = (v_7 % 8);
  const int v_9 = (v_8 * 8);
  const int v_10 = (v_5 ^ v_9);
#line 236 "tilelang/ops/lowbit_gemv.py"
  const int g0 = (k0 / 128);
#line 237 "tilelang/ops/lowbit_gemv.py"
  const int v_11 = (g0 + 8);
  const bool v_12 = (tid < 8);
#line 228 "tilelang/ops/lowbit_gemv.py"
  for (int k = 0; k < 2; k += 1) {
    const int v_13 = (k * 128);
    const int v_14 = (v_13 + tid);
    const int v_15 = (v_14 % 32);
    const int v_16 = (v_14 / 32);
    const int v_17 = (v_15 * 32);
    const int v_18 = (v_16 + v_3);
    const int v_19 = (v_17 + k0);
    const int v_20 = (v_17 * 4);
    const int v_21 = (v_20 / 8);
    const int v_22 = (v_19 * 4);
    const int v_23 = (v_22 / 8);
    tl::cp_async<16>((B_s + (v_16) * 512 + v_21), (B + (v_18) * 4096 + v_23), true);
  }
#line 230 "tilelang/ops/lowbit_gemv.py"
  tl::cp_async<16>((A_s + v_10), (A + ((int)blockIdx.z) * 8192 + v_6), true);
#line 237 "tilelang/ops/lowbit_gemv.py"
  if (v_12) {
    const int v_24 = (tid % 8);
    const int v_25 = (v_24 + g0);
    tl::cp_async<16>((S_s + (v_24) * 8 + 0), (Scales + (v_25) * 8192 + v_3), true);
  }
#line 226 "tilelang/ops/lowbit_gemv.py"
  tl::cp_async_commit();
#line 230 "tilelang/ops/lowbit_gemv.py"
  const int v_26 = (v_6 + 1024);
#line 228 "tilelang/ops/lowbit_gemv.py"
  for (int k_1 = 0; k_1 < 2; k_1 += 1) {
    const int v_27 = (k_1 * 128);
    const int v_28 = (v_27 + tid);
    const int v_29 = (v_28 % 32);
    const int v_30 = (v_28 / 32);
    const int v_31 = (v_29 * 32);
    const int v_32 = (v_30 + v_3);
    const int v_33 = (v_31 + v_4);
    const int v_34 = (v_31 * 4);
    const int v_35 = (v_34 / 8);
    const int v_36 = (v_33 * 4);
    const int v_37 = (v_36 / 8);
    const int v_38 = (v_30 + 8);
    tl::cp_async<16>((B_s + (v_38) * 512 + v_35), (B + (v_32) * 4096 + v_37), true);
  }
#line 230 "tilelang/ops/lowbit_gemv.py"
  tl::cp_async<16>((A_s + (1) * 1024 + v_10), (A + ((int)blockIdx.z) * 8192 + v_26), true);
#line 237 "tilelang/ops/lowbit_gemv.py"
  if (v_12) {
    const int v_39 = (tid % 8);
    const int v_40 = (v_39 + v_11);
    const int v_41 = (v_39 + 8);
    tl::cp_async<16>((S_s + (v_41) * 8 + 0), (Scales + (v_40) * 8192 + v_3), true);
  }
#line 226 "tilelang/ops/lowbit_gemv.py"
  tl::cp_async_commit();
#line 240 "tilelang/ops/lowbit_gemv.py"
  const int v_42 = (tid / 16);
  const int v_43 = (tid % 16);
#line 226 "tilelang/ops/lowbit_gemv.py"
  int r = 0;
  for (int ko = 0; ko < 8; ko += 1) {
    tl::cp_async_wait<1>();
    __syncthreads();
    const int v_44 = (ko + 2);
    const bool v_45 = (r == 0);
    const int v_46 = (r - 1);
    const int v_47 = (v_45 ? 2 : v_46);
    const bool v_48 = (v_44 < 8);
    if (v_48) {
      const int v_49 = tl::min(v_44, 7);
#line 227 "tilelang/ops/lowbit_gemv.py"
      const int v_50 = (v_2 + v_49);
      const int k0_1 = (v_50 * 1024);
#line 230 "tilelang/ops/lowbit_gemv.py"
      const int v_51 = (v_5 + k0_1);
#line 236 "tilelang/ops/lowbit_gemv.py"
      const int g0_1 = (k0_1 / 128);
#line 226 "tilelang/ops/lowbit_gemv.py"
      const int v_52 = (v_47 * 8);
#line 228 "tilelang/ops/lowbit_gemv.py"
      for (int k_2 = 0; k_2 < 2; k_2 += 1) {
        const int v_53 = (k_2 * 128);
        const int v_54 = (v_53 + tid);
        const int v_55 = (v_54 % 32);
        const int v_56 = (v_54 / 32);
        const int v_57 = (v_55 * 32);
        const int v_58 = (v_56 + v_3);
        const int v_59 = (v_57 + k0_1);
        const int v_60 = (v_57 * 4);
        const int v_61 = (v_60 / 8);
        const int v_62 = (v_59 * 4);
        const int v_63 = (v_62 / 8);
        const int v_64 = (v_56 + v_52);
        tl::cp_async<16>((B_s + (v_64) * 512 + v_61), (B + (v_58) * 4096 + v_63), true);
      }
#line 230 "tilelang/ops/lowbit_gemv.py"
      tl::cp_async<16>((A_s + (v_47) * 1024 + v_10), (A + ((int)blockIdx.z) * 8192 + v_51), true);
#line 237 "tilelang/ops/lowbit_gemv.py"
      if (v_12) {
        const int v_65 = (tid % 8);
        const int v_66 = (v_65 + g0_1);
        const int v_67 = (v_65 + v_52);
        tl::cp_async<16>((S_s + (v_67) * 8 + 0), (Scales + (v_66) * 8192 + v_3), true);
      }
#line 226 "tilelang/ops/lowbit_gemv.py"
    }
    tl::cp_async_commit();
    const int v_68 = (r * 8);
#line 240 "tilelang/ops/lowbit_gemv.py"
    alignas(16) half dequant[64];
    const int v_69 = (v_42 + v_68);
    #pragma unroll
    for (int g = 0; g < 2; g += 1) {
      const int v_70 = (g * 32);
      const int v_71 = (g * 16);
      const int v_72 = (v_71 + v_43);
      const int v_73 = (v_72 * 32);
      const int v_74 = (v_73 / 8);
      const int v_75 = (v_74 * 4);
      const tl::vec<unsigned, 4> v_76 = *reinterpret_cast<const tl::vec<unsigned, 4>*>((B_s + (v_69) * 512 + v_75));
      const unsigned v_77 = v_76.v[0];
      const int v_78 = (g * 4);
      tl::dequant_i4<true>(dequant + v_70, v_77);
      const unsigned v_79 = v_76.v[1];
      const int v_80 = (v_78 + 1);
      const int v_81 = (v_80 * 8);
      tl::dequant_i4<true>(dequant + v_81, v_79);
      const unsigned v_82 = v_76.v[2];
      const int v_83 = (v_78 + 2);
      const int v_84 = (v_83 * 8);
      tl::dequant_i4<true>(dequant + v_84, v_82);
      const unsigned v_85 = v_76.v[3];
      const int v_86 = (v_78 + 3);
      const int v_87 = (v_86 * 8);
      tl::dequant_i4<true>(dequant + v_87, v_85);
    }
    #pragma unroll
    for (int l_v_1 = 0; l_v_1 < 8; l_v_1 += 1) {
      const int v_88 = (l_v_1 * 8);
#line 246 "tilelang/ops/lowbit_gemv.py"
      const tl::vec<half, 8> v_89 = *reinterpret_cast<const tl::vec<half, 8>*>((dequant + v_88));
#line 240 "tilelang/ops/lowbit_gemv.py"
      *reinterpret_cast<tl::vec<half, 8>*>((W_f + v_88)) = v_89;
    }
#line 247 "tilelang/ops/lowbit_gemv.py"
    #pragma unroll
    for (int l_v_2 = 0; l_v_2 < 8; l_v_2 += 1) {
      const int v_90 = (l_v_2 * 8);
      const int v_91 = (v_90 / 32);
      const int v_92 = (v_91 * 16);
      const int v_93 = (v_92 + v_43);
      const int v_94 = (v_93 * 32);
      const int v_95 = (v_90 % 32);
      const int v_96 = (v_94 + v_95);
#line 248 "tilelang/ops/lowbit_gemv.py"
      const int v_97 = (v_96 / 64);
      const int v_98 = (v_97 % 8);
      const int v_99 = (v_98 * 8);
      const int v_100 = (v_96 ^ v_99);
      const tl::vec<half, 8> v_101 = *reinterpret_cast<const tl::vec<half, 8>*>((A_s + (r) * 1024 + v_100));
#line 247 "tilelang/ops/lowbit_gemv.py"
      *reinterpret_cast<tl::vec<half, 8>*>((A_f + v_90)) = v_101;
    }
#line 249 "tilelang/ops/lowbit_gemv.py"
    #pragma unroll
    for (int l_v_3 = 0; l_v_3 < 2; l_v_3 += 1) {
      const int v_102 = (l_v_3 * 4);
      const int v_103 = (l_v_3 * 16);
      const int v_104 = (v_103 + v_43);
#line 253 "tilelang/ops/lowbit_gemv.py"
      const int v_105 = (v_104 * 32);
#line 249 "tilelang/ops/lowbit_gemv.py"
      const int v_106 = (v_102 * 8);
#line 254 "tilelang/ops/lowbit_gemv.py"
      const half v_107 = W_f[v_106];
      const half v_108 = A_f[v_106];
      const half lo = tl::mul(v_107, v_108);
#line 249 "tilelang/ops/lowbit_gemv.py"
      const int v_109 = (v_106 + 1);
#line 255 "tilelang/ops/lowbit_gemv.py"
      const half v_110 = W_f[v_109];
      const half v_111 = A_f[v_109];
      const half hi = tl::mul(v_110, v_111);
#line 249 "tilelang/ops/lowbit_gemv.py"
      const int v_112 = (v_106 + 2);
#line 257 "tilelang/ops/lowbit_gemv.py"
      const half v_113 = W_f[v_112];
#line 249 "tilelang/ops/lowbit_gemv.py"
      const int v_114 = (v_106 + 8);
#line 257 "tilelang/ops/lowbit_gemv.py"
      const half v_115 = A_f[v_114];
      const half lo_1 = tl_fma(v_113, v_115, lo);
#line 249 "tilelang/ops/lowbit_gemv.py"
      const int v_116 = (v_106 + 3);
#line 258 "tilelang/ops/lowbit_gemv.py"
      const half v_117 = W_f[v_116];
#line 249 "tilelang/ops/lowbit_gemv.py"
      const int v_118 = (v_106 + 9);
#line 258 "tilelang/ops/lowbit_gemv.py"
      const half v_119 = A_f[v_118];
      const half hi_1 = tl_fma(v_117, v_119, hi);
#line 249 "tilelang/ops/lowbit_gemv.py"
      const int v_120 = (v_106 + 4);
#line 257 "tilelang/ops/lowbit_gemv.py"
      const half v_121 = W_f[v_120];
#line 249 "tilelang/ops/lowbit_gemv.py"
      const int v_122 = (v_106 + 16);
#line 257 "tilelang/ops/lowbit_gemv.py"
      const half v_123 = A_f[v_122];
      const half lo_2 = tl_fma(v_121, v_123, lo_1);
#line 249 "tilelang/ops/lowbit_gemv.py"
      const int v_124 = (v_106 + 5);
#line 258 "tilelang/ops/lowbit_gemv.py"
      const half v_125 = W_f[v_124];
#line 249 "tilelang/ops/lowbit_gemv.py"
      const int v_126 = (v_106 + 17);
#line 258 "tilelang/ops/lowbit_gemv.py"
      const half v_127 = A_f[v_126];
      const half hi_2 = tl_fma(v_125, v_127, hi_1);
#line 249 "tilelang/ops/lowbit_gemv.py"
      const int v_128 = (v_106 + 6);
#line 257 "tilelang/ops/lowbit_gemv.py"
      const half v_129 = W_f[v_128];
#line 249 "tilelang/ops/lowbit_gemv.py"
      const int v_130 = (v_106 + 24);
#line 257 "tilelang/ops/lowbit_gemv.py"
      const half v_131 = A_f[v_130];
      const half lo_3 = tl_fma(v_129, v_131, lo_2);
#line 249 "tilelang/ops/lowbit_gemv.py"
      const int v_132 = (v_106 + 7);
#line 258 "tilelang/ops/lowbit_gemv.py"
      const half v_133 = W_f[v_132];
#line 249 "tilelang/ops/lowbit_gemv.py"
      const int v_134 = (v_106 + 25);
#line 258 "tilelang/ops/lowbit_gemv.py"
      const half v_135 = A_f[v_134];
      const half hi_3 = tl_fma(v_133, v_135, hi_2);
#line 259 "tilelang/ops/lowbit_gemv.py"
      const int v_136 = (v_105 / 128);
      const int v_137 = (v_136 + v_68);
      const half v_138 = S_s[(v_137) * 8 + v_42];
      const float s = tl::cast<float>(v_138);
#line 261 "tilelang/ops/lowbit_gemv.py"
      const half v_139 = tl::add(lo_3, hi_3);
      const float v_140 = tl::cast<float>(v_139);
      const tl::vec<float, 4> v_141 = *reinterpret_cast<const tl::vec<float, 4>*>((acc + v_102));
      const float v_142 = v_141.v[0];
      const float v_143 = __fmaf_rn(v_140, s, v_142);
#line 254 "tilelang/ops/lowbit_gemv.py"
      const half v_144 = W_f[v_114];
      const half v_145 = A_f[v_112];
      const half lo_4 = tl::mul(v_144, v_145);
#line 255 "tilelang/ops/lowbit_gemv.py"
      const half v_146 = W_f[v_118];
      const half v_147 = A_f[v_116];
      const half hi_4 = tl::mul(v_146, v_147);
#line 249 "tilelang/ops/lowbit_gemv.py"
      const int v_148 = (v_106 + 10);
#line 257 "tilelang/ops/lowbit_gemv.py"
      const half v_149 = W_f[v_148];
      const half v_150 = A_f[v_148];
      const half lo_5 = tl_fma(v_149, v_150, lo_4);
#line 249 "tilelang/ops/lowbit_gemv.py"
      const int v_151 = (v_106 + 11);
#line 258 "tilelang/ops/lowbit_gemv.py"
      const half v_152 = W_f[v_151];
      const half v_153 = A_f[v_151];
      const half hi_5 = tl_fma(v_152, v_153, hi_4);
#line 249 "tilelang/ops/lowbit_gemv.py"
      const int v_154 = (v_106 + 12);
#line 257 "tilelang/ops/lowbit_gemv.py"
      const half v_155 = W_f[v_154];
#line 249 "tilelang/ops/lowbit_gemv.py"
      const int v_156 = (v_106 + 18);
#line 257 "tilelang/ops/lowbit_gemv.py"
      const half v_157 = A_f[v_156];
      const half lo_6 = tl_fma(v_155, v_157, lo_5);
#line 249 "tilelang/ops/lowbit_gemv.py"
      const int v_158 = (v_106 + 13);
#line 258 "tilelang/ops/lowbit_gemv.py"
      const half v_159 = W_f[v_158];
#line 249 "tilelang/ops/lowbit_gemv.py"
      const int v_160 = (v_106 + 19);
#line 258 "tilelang/ops/lowbit_gemv.py"
      const half v_161 = A_f[v_160];
      const half hi_6 = tl_fma(v_159, v_161, hi_5);
#line 249 "tilelang/ops/lowbit_gemv.py"
      const int v_162 = (v_106 + 14);
#line 257 "tilelang/ops/lowbit_gemv.py"
      const half v_163 = W_f[v_162];
#line 249 "tilelang/ops/lowbit_gemv.py"
      const int v_164 = (v_106 + 26);
#line 257 "tilelang/ops/lowbit_gemv.py"
      const half v_165 = A_f[v_164];
      const half lo_7 = tl_fma(v_163, v_165, lo_6);
#line 249 "tilelang/ops/lowbit_gemv.py"
      const int v_166 = (v_106 + 15);
#line 258 "tilelang/ops/lowbit_gemv.py"
      const half v_167 = W_f[v_166];
#line 249 "tilelang/ops/lowbit_gemv.py"
      const int v_168 = (v_106 + 27);
#line 258 "tilelang/ops/lowbit_gemv.py"
      const half v_169 = A_f[v_168];
      const half hi_7 = tl_fma(v_167, v_169, hi_6);
#line 261 "tilelang/ops/lowbit_gemv.py"
      const half v_170 = tl::add(lo_7, hi_7);
      const float v_171 = tl::cast<float>(v_170);
      const float v_172 = v_141.v[1];
      const float v_173 = __fmaf_rn(v_171, s, v_172);
#line 254 "tilelang/ops/lowbit_gemv.py"
      const half v_174 = W_f[v_122];
      const half v_175 = A_f[v_120];
      const half lo_8 = tl::mul(v_174, v_175);
#line 255 "tilelang/ops/lowbit_gemv.py"
      const half v_176 = W_f[v_126];
      const half v_177 = A_f[v_124];
      const half hi_8 = tl::mul(v_176, v_177);
#line 257 "tilelang/ops/lowbit_gemv.py"
      const half v_178 = W_f[v_156];
      const half v_179 = A_f[v_154];
      const half lo_9 = tl_fma(v_178, v_179, lo_8);
#line 258 "tilelang/ops/lowbit_gemv.py"
      const half v_180 = W_f[v_160];
      const half v_181 = A_f[v_158];
      const half hi_9 = tl_fma(v_180, v_181, hi_8);
#line 249 "tilelang/ops/lowbit_gemv.py"
      const int v_182 = (v_106 + 20);
#line 257 "tilelang/ops/lowbit_gemv.py"
      const half v_183 = W_f[v_182];
      const half v_184 = A_f[v_182];
      const half lo_10 = tl_fma(v_183, v_184, lo_9);
#line 249 "tilelang/ops/lowbit_gemv.py"
      const int v_185 = (v_106 + 21);
#line 258 "tilelang/ops/lowbit_gemv.py"
      const half v_186 = W_f[v_185];
      const half v_187 = A_f[v_185];
      const half hi_10 = tl_fma(v_186, v_187, hi_9);
#line 249 "tilelang/ops/lowbit_gemv.py"
      const int v_188 = (v_106 + 22);
#line 257 "tilelang/ops/lowbit_gemv.py"
      const half v_189 = W_f[v_188];
#line 249 "tilelang/ops/lowbit_gemv.py"
      const int v_190 = (v_106 + 28);
#line 257 "tilelang/ops/lowbit_gemv.py"
      const half v_191 = A_f[v_190];
      const half lo_11 = tl_fma(v_189, v_191, lo_10);
#line 249 "tilelang/ops/lowbit_gemv.py"
      const int v_192 = (v_106 + 23);
#line 258 "tilelang/ops/lowbit_gemv.py"
      const half v_193 = W_f[v_192];
#line 249 "tilelang/ops/lowbit_gemv.py"
      const int v_194 = (v_106 + 29);
#line 258 "tilelang/ops/lowbit_gemv.py"
      const half v_195 = A_f[v_194];
      const half hi_11 = tl_fma(v_193, v_195, hi_10);
#line 261 "tilelang/ops/lowbit_gemv.py"
      const half v_196 = tl::add(lo_11, hi_11);
      const float v_197 = tl::cast<float>(v_196);
      const float v_198 = v_141.v[2];
      const float v_199 = __fmaf_rn(v_197, s, v_198);
#line 254 "tilelang/ops/lowbit_gemv.py"
      const half v_200 = W_f[v_130];
      const half v_201 = A_f[v_128];
      const half lo_12 = tl::mul(v_200, v_201);
#line 255 "tilelang/ops/lowbit_gemv.py"
      const half v_202 = W_f[v_134];
      const half v_203 = A_f[v_132];
      const half hi_12 = tl::mul(v_202, v_203);
#line 257 "tilelang/ops/lowbit_gemv.py"
      const half v_204 = W_f[v_164];
      const half v_205 = A_f[v_162];
      const half lo_13 = tl_fma(v_204, v_205, lo_12);
#line 258 "tilelang/ops/lowbit_gemv.py"
      const half v_206 = W_f[v_168];
      const half v_207 = A_f[v_166];
      const half hi_13 = tl_fma(v_206, v_207, hi_12);
#line 257 "tilelang/ops/lowbit_gemv.py"
      const half v_208 = W_f[v_190];
      const half v_209 = A_f[v_188];
      const half lo_14 = tl_fma(v_208, v_209, lo_13);
#line 258 "tilelang/ops/lowbit_gemv.py"
      const half v_210 = W_f[v_194];
      const half v_211 = A_f[v_192];
      const half hi_14 = tl_fma(v_210, v_211, hi_13);
#line 249 "tilelang/ops/lowbit_gemv.py"
      const int v_212 = (v_106 + 30);
#line 257 "tilelang/ops/lowbit_gemv.py"
      const half v_213 = W_f[v_212];
      const half v_214 = A_f[v_212];
      const half lo_15 = tl_fma(v_213, v_214, lo_14);
#line 249 "tilelang/ops/lowbit_gemv.py"
      const int v_215 = (v_106 + 31);
#line 258 "tilelang/ops/lowbit_gemv.py"
      const half v_216 = W_f[v_215];
      const half v_217 = A_f[v_215];
      const half hi_15 = tl_fma(v_216, v_217, hi_14);
#line 261 "tilelang/ops/lowbit_gemv.py"
      const half v_218 = tl::add(lo_15, hi_15);
      const float v_219 = tl::cast<float>(v_218);
      const float v_220 = v_141.v[3];
      const float v_221 = __fmaf_rn(v_219, s, v_220);
#line 249 "tilelang/ops/lowbit_gemv.py"
      const tl::vec<float, 4> v_222 = tl::vec<float, 4>{{v_143, v_173, v_199, v_221}};
      *reinterpret_cast<tl::vec<float, 4>*>((acc + v_102)) = v_222;
    }
#line 226 "tilelang/ops/lowbit_gemv.py"
    const bool v_223 = (r == 2);
    const int v_224 = (v_46 + 2);
    const int v_225 = (v_223 ? 0 : v_224);
#line 278 "tilelang/ops/lowbit_gemv.py"
    r = v_225;
#line 226 "tilelang/ops/lowbit_gemv.py"
  }
  tl::cp_async_wait<0>();
#line 136 "tilelang/ops/lowbit_kernels.py"
  float* const reduce_partials = reinterpret_cast<float*>(tl_smem + 0);
  __syncthreads();
  const bool v_226 = (v_43 == 0);
  const float v_227 = acc[0];
  const float v_228 = acc[1];
  const float v_229 = acc[2];
  const float v_230 = acc[3];
  const float v_231 = acc[4];
  const float v_232 = acc[5];
  const float v_233 = acc[6];
  const float v_234 = acc[7];
  const float v_235 = (v_227 + v_228);
  const float v_236 = (v_229 + v_230);
  const float v_237 = (v_231 + v_232);
  const float v_238 = (v_233 + v_234);
  const float v_239 = (v_235 + v_236);
  const float v_240 = (v_237 + v_238);
  const float v_241 = (v_239 + v_240);
  const float v_242 = tl::shfl<0>(v_241, 1, 32);
  const float v_243 = (v_241 + v_242);
  const float v_244 = tl::shfl<0>(v_243, 2, 32);
  const float v_245 = (v_243 + v_244);
  const float v_246 = tl::shfl<0>(v_245, 4, 32);
  const float v_247 = (v_245 + v_246);
  const float v_248 = tl::shfl<0>(v_247, 8, 32);
  const float v_249 = (v_247 + v_248);
  if (v_226) {
    reduce_partials[(v_42) * 1 + 0] = v_249;
  }
  __syncthreads();
  const int v_250 = (tid % 8);
  if (v_12) {
    const float v_251 = reduce_partials[(v_250) * 1 + 0];
    row_sum[0] = v_251;
  }
#line 140 "tilelang/ops/lowbit_kernels.py"
  if (v_12) {
    const int v_252 = (v_250 + v_3);
    const float v_253 = row_sum[0];
    const half v_254 = tl::cast<half>(v_253);
    C[((int)blockIdx.z) * 8192 + v_252] = v_254;
  }
}
