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
  const int v_4 = (k0 + 1024);
  const int v_5 = (tid * 8);
  const int v_6 = (v_5 + k0);
  const int v_7 = (v_5 / 64);
  const int v_8 = (v_7 % 8);
  const int v_9 = (v_8 * 8);
  const int v_10 = (v_5 ^ v_9);
#line 249 "tilelang/ops/lowbit_gemv.py"
  const int g0 = (k0 / 128);
#line 250 "tilelang/ops/lowbit_gemv.py"
  const int v_11 = (g0 + 8);
  const bool v_12 = (tid < 8);
#line 241 "tilelang/ops/lowbit_gemv.py"
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
#line 243 "tilelang/ops/lowbit_gemv.py"
  tl::cp_async<16>((A_s + v_10), (A + ((int)blockIdx.z) * 8192 + v_6), true);
#line 250 "tilelang/ops/lowbit_gemv.py"
  if (v_12) {
    const int v_24 = (tid % 8);
    const int v_25 = (v_24 + g0);
    tl::cp_async<16>((S_s + (v_24) * 8 + 0), (Scales + (v_25) * 28672 + v_3), true);
  }
#line 239 "tilelang/ops/lowbit_gemv.py"
  tl::cp_async_commit();
#line 243 "tilelang/ops/lowbit_gemv.py"
  const int v_26 = (v_6 + 1024);
#line 241 "tilelang/ops/lowbit_gemv.py"
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
#line 243 "tilelang/ops/lowbit_gemv.py"
  tl::cp_async<16>((A_s + (1) * 1024 + v_10), (A + ((int)blockIdx.z) * 8192 + v_26), true);
#line 250 "tilelang/ops/lowbit_gemv.py"
  if (v_12) {
    const int v_39 = (tid % 8);
    const int v_40 = (v_39 + v_11);
    const int v_41 = (v_39 + 8);
    tl::cp_async<16>((S_s + (v_41) * 8 + 0), (Scales + (v_40) * 28672 + v_3), true);
  }
#line 239 "tilelang/ops/lowbit_gemv.py"
  tl::cp_async_commit();
#line 253 "tilelang/ops/lowbit_gemv.py"
  const int v_42 = (tid / 16);
  const int v_43 = (tid % 16);
#line 239 "tilelang/ops/lowbit_gemv.py"
  for (int ko = 0; ko < 8; ko += 3) {
    tl::cp_async_wait<1>();
    __syncthreads();
    const int v_44 = (ko + 2);
    const bool v_45 = (v_44 < 8);
    if (v_45) {
      const int v_46 = tl::min(v_44, 7);
#line 240 "tilelang/ops/lowbit_gemv.py"
      const int v_47 = (v_2 + v_46);
      const int k0_1 = (v_47 * 1024);
#line 243 "tilelang/ops/lowbit_gemv.py"
      const int v_48 = (v_5 + k0_1);
#line 249 "tilelang/ops/lowbit_gemv.py"
      const int g0_1 = (k0_1 / 128);
#line 241 "tilelang/ops/lowbit_gemv.py"
      for (int k_2 = 0; k_2 < 2; k_2 += 1) {
        const int v_49 = (k_2 * 128);
        const int v_50 = (v_49 + tid);
        const int v_51 = (v_50 % 32);
        const int v_52 = (v_50 / 32);
        const int v_53 = (v_51 * 32);
        const int v_54 = (v_52 + v_3);
        const int v_55 = (v_53 + k0_1);
        const int v_56 = (v_53 * 4);
        const int v_57 = (v_56 / 8);
        const int v_58 = (v_55 * 4);
        const int v_59 = (v_58 / 8);
        const int v_60 = (v_52 + 16);
        tl::cp_async<16>((B_s + (v_60) * 512 + v_57), (B + (v_54) * 4096 + v_59), true);
      }
#line 243 "tilelang/ops/lowbit_gemv.py"
      tl::cp_async<16>((A_s + (2) * 1024 + v_10), (A + ((int)blockIdx.z) * 8192 + v_48), true);
#line 250 "tilelang/ops/lowbit_gemv.py"
      if (v_12) {
        const int v_61 = (tid % 8);
        const int v_62 = (v_61 + g0_1);
        const int v_63 = (v_61 + 16);
        tl::cp_async<16>((S_s + (v_63) * 8 + 0), (Scales + (v_62) * 28672 + v_3), true);
      }
#line 239 "tilelang/ops/lowbit_gemv.py"
    }
    tl::cp_async_commit();
#line 253 "tilelang/ops/lowbit_gemv.py"
    alignas(16) half dequant[64];
    #pragma unroll
    for (int g = 0; g < 2; g += 1) {
      const int v_64 = (g * 32);
      const int v_65 = (g * 16);
      const int v_66 = (v_65 + v_43);
      const int v_67 = (v_66 * 32);
      const int v_68 = (v_67 / 8);
      const int v_69 = (v_68 * 4);
      const tl::vec<unsigned, 4> v_70 = *reinterpret_cast<const tl::vec<unsigned, 4>*>((B_s + (v_42) * 512 + v_69));
      const unsigned v_71 = v_70.v[0];
      const int v_72 = (g * 4);
      tl::dequant_i4<true>(dequant + v_64, v_71);
      const unsigned v_73 = v_70.v[1];
      const int v_74 = (v_72 + 1);
      const int v_75 = (v_74 * 8);
      tl::dequant_i4<true>(dequant + v_75, v_73);
      const unsigned v_76 = v_70.v[2];
      const int v_77 = (v_72 + 2);
      const int v_78 = (v_77 * 8);
      tl::dequant_i4<true>(dequant + v_78, v_76);
      const unsigned v_79 = v_70.v[3];
      const int v_80 = (v_72 + 3);
      const int v_81 = (v_80 * 8);
      tl::dequant_i4<true>(dequant + v_81, v_79);
    }
    #pragma unroll
    for (int l_v_1 = 0; l_v_1 < 8; l_v_1 += 1) {
      const int v_82 = (l_v_1 * 8);
#line 259 "tilelang/ops/lowbit_gemv.py"
      const tl::vec<half, 8> v_83 = *reinterpret_cast<const tl::vec<half, 8>*>((dequant + v_82));
#line 253 "tilelang/ops/lowbit_gemv.py"
      *reinterpret_cast<tl::vec<half, 8>*>((W_f + v_82)) = v_83;
    }
#line 260 "tilelang/ops/lowbit_gemv.py"
    #pragma unroll
    for (int l_v_2 = 0; l_v_2 < 8; l_v_2 += 1) {
      const int v_84 = (l_v_2 * 8);
      const int v_85 = (l_v_2 / 4);
      const int v_86 = (v_85 * 16);
      const int v_87 = (v_86 + v_43);
      const int v_88 = (v_87 * 32);
      const int v_89 = (v_84 % 32);
      const int v_90 = (v_88 + v_89);
#line 261 "tilelang/ops/lowbit_gemv.py"
      const int v_91 = (v_90 / 64);
      const int v_92 = (v_91 % 8);
      const int v_93 = (v_92 * 8);
      const int v_94 = (v_90 ^ v_93);
      const tl::vec<half, 8> v_95 = *reinterpret_cast<const tl::vec<half, 8>*>((A_s + v_94));
#line 260 "tilelang/ops/lowbit_gemv.py"
      *reinterpret_cast<tl::vec<half, 8>*>((A_f + v_84)) = v_95;
    }
#line 262 "tilelang/ops/lowbit_gemv.py"
    #pragma unroll
    for (int l_v_3 = 0; l_v_3 < 2; l_v_3 += 1) {
      const int v_96 = (l_v_3 * 4);
      const int v_97 = (l_v_3 * 16);
      const int v_98 = (v_97 + v_43);
#line 266 "tilelang/ops/lowbit_gemv.py"
      const int v_99 = (v_98 * 32);
#line 262 "tilelang/ops/lowbit_gemv.py"
      const int v_100 = (v_96 * 8);
#line 267 "tilelang/ops/lowbit_gemv.py"
      const half v_101 = W_f[v_100];
      const half v_102 = A_f[v_100];
      const half lo = tl::mul(v_101, v_102);
#line 262 "tilelang/ops/lowbit_gemv.py"
      const int v_103 = (v_100 + 1);
#line 268 "tilelang/ops/lowbit_gemv.py"
      const half v_104 = W_f[v_103];
      const half v_105 = A_f[v_103];
      const half hi = tl::mul(v_104, v_105);
#line 262 "tilelang/ops/lowbit_gemv.py"
      const int v_106 = (v_100 + 2);
#line 270 "tilelang/ops/lowbit_gemv.py"
      const half v_107 = W_f[v_106];
#line 262 "tilelang/ops/lowbit_gemv.py"
      const int v_108 = (v_100 + 8);
#line 270 "tilelang/ops/lowbit_gemv.py"
      const half v_109 = A_f[v_108];
      const half lo_1 = tl_fma(v_107, v_109, lo);
#line 262 "tilelang/ops/lowbit_gemv.py"
      const int v_110 = (v_100 + 3);
#line 271 "tilelang/ops/lowbit_gemv.py"
      const half v_111 = W_f[v_110];
#line 262 "tilelang/ops/lowbit_gemv.py"
      const int v_112 = (v_100 + 9);
#line 271 "tilelang/ops/lowbit_gemv.py"
      const half v_113 = A_f[v_112];
      const half hi_1 = tl_fma(v_111, v_113, hi);
#line 262 "tilelang/ops/lowbit_gemv.py"
      const int v_114 = (v_100 + 4);
#line 270 "tilelang/ops/lowbit_gemv.py"
      const half v_115 = W_f[v_114];
#line 262 "tilelang/ops/lowbit_gemv.py"
      const int v_116 = (v_100 + 16);
#line 270 "tilelang/ops/lowbit_gemv.py"
      const half v_117 = A_f[v_116];
      const half lo_2 = tl_fma(v_115, v_117, lo_1);
#line 262 "tilelang/ops/lowbit_gemv.py"
      const int v_118 = (v_100 + 5);
#line 271 "tilelang/ops/lowbit_gemv.py"
      const half v_119 = W_f[v_118];
#line 262 "tilelang/ops/lowbit_gemv.py"
      const int v_120 = (v_100 + 17);
#line 271 "tilelang/ops/lowbit_gemv.py"
      const half v_121 = A_f[v_120];
      const half hi_2 = tl_fma(v_119, v_121, hi_1);
#line 262 "tilelang/ops/lowbit_gemv.py"
      const int v_122 = (v_100 + 6);
#line 270 "tilelang/ops/lowbit_gemv.py"
      const half v_123 = W_f[v_122];
#line 262 "tilelang/ops/lowbit_gemv.py"
      const int v_124 = (v_100 + 24);
#line 270 "tilelang/ops/lowbit_gemv.py"
      const half v_125 = A_f[v_124];
      const half lo_3 = tl_fma(v_123, v_125, lo_2);
#line 262 "tilelang/ops/lowbit_gemv.py"
      const int v_126 = (v_100 + 7);
#line 271 "tilelang/ops/lowbit_gemv.py"
      const half v_127 = W_f[v_126];
#line 262 "tilelang/ops/lowbit_gemv.py"
      const int v_128 = (v_100 + 25);
#line 271 "tilelang/ops/lowbit_gemv.py"
      const half v_129 = A_f[v_128];
      const half hi_3 = tl_fma(v_127, v_129, hi_2);
#line 272 "tilelang/ops/lowbit_gemv.py"
      const int v_130 = (v_99 / 128);
      const half v_131 = S_s[(v_130) * 8 + v_42];
      const float s = tl::cast<float>(v_131);
#line 274 "tilelang/ops/lowbit_gemv.py"
      const half v_132 = tl::add(lo_3, hi_3);
      const float v_133 = tl::cast<float>(v_132);
      const tl::vec<float, 4> v_134 = *reinterpret_cast<const tl::vec<float, 4>*>((acc + v_96));
      const float v_135 = v_134.v[0];
      const float v_136 = __fmaf_rn(v_133, s, v_135);
#line 267 "tilelang/ops/lowbit_gemv.py"
      const half v_137 = W_f[v_108];
      const half v_138 = A_f[v_106];
      const half lo_4 = tl::mul(v_137, v_138);
#line 268 "tilelang/ops/lowbit_gemv.py"
      const half v_139 = W_f[v_112];
      const half v_140 = A_f[v_110];
      const half hi_4 = tl::mul(v_139, v_140);
#line 262 "tilelang/ops/lowbit_gemv.py"
      const int v_141 = (v_100 + 10);
#line 270 "tilelang/ops/lowbit_gemv.py"
      const half v_142 = W_f[v_141];
      const half v_143 = A_f[v_141];
      const half lo_5 = tl_fma(v_142, v_143, lo_4);
#line 262 "tilelang/ops/lowbit_gemv.py"
      const int v_144 = (v_100 + 11);
#line 271 "tilelang/ops/lowbit_gemv.py"
      const half v_145 = W_f[v_144];
      const half v_146 = A_f[v_144];
      const half hi_5 = tl_fma(v_145, v_146, hi_4);
#line 262 "tilelang/ops/lowbit_gemv.py"
      const int v_147 = (v_100 + 12);
#line 270 "tilelang/ops/lowbit_gemv.py"
      const half v_148 = W_f[v_147];
#line 262 "tilelang/ops/lowbit_gemv.py"
      const int v_149 = (v_100 + 18);
#line 270 "tilelang/ops/lowbit_gemv.py"
      const half v_150 = A_f[v_149];
      const half lo_6 = tl_fma(v_148, v_150, lo_5);
#line 262 "tilelang/ops/lowbit_gemv.py"
      const int v_151 = (v_100 + 13);
#line 271 "tilelang/ops/lowbit_gemv.py"
      const half v_152 = W_f[v_151];
#line 262 "tilelang/ops/lowbit_gemv.py"
      const int v_153 = (v_100 + 19);
#line 271 "tilelang/ops/lowbit_gemv.py"
      const half v_154 = A_f[v_153];
      const half hi_6 = tl_fma(v_152, v_154, hi_5);
#line 262 "tilelang/ops/lowbit_gemv.py"
      const int v_155 = (v_100 + 14);
#line 270 "tilelang/ops/lowbit_gemv.py"
      const half v_156 = W_f[v_155];
#line 262 "tilelang/ops/lowbit_gemv.py"
      const int v_157 = (v_100 + 26);
#line 270 "tilelang/ops/lowbit_gemv.py"
      const half v_158 = A_f[v_157];
      const half lo_7 = tl_fma(v_156, v_158, lo_6);
#line 262 "tilelang/ops/lowbit_gemv.py"
      const int v_159 = (v_100 + 15);
#line 271 "tilelang/ops/lowbit_gemv.py"
      const half v_160 = W_f[v_159];
#line 262 "tilelang/ops/lowbit_gemv.py"
      const int v_161 = (v_100 + 27);
#line 271 "tilelang/ops/lowbit_gemv.py"
      const half v_162 = A_f[v_161];
      const half hi_7 = tl_fma(v_160, v_162, hi_6);
#line 274 "tilelang/ops/lowbit_gemv.py"
      const half v_163 = tl::add(lo_7, hi_7);
      const float v_164 = tl::cast<float>(v_163);
      const float v_165 = v_134.v[1];
      const float v_166 = __fmaf_rn(v_164, s, v_165);
#line 267 "tilelang/ops/lowbit_gemv.py"
      const half v_167 = W_f[v_116];
      const half v_168 = A_f[v_114];
      const half lo_8 = tl::mul(v_167, v_168);
#line 268 "tilelang/ops/lowbit_gemv.py"
      const half v_169 = W_f[v_120];
      const half v_170 = A_f[v_118];
      const half hi_8 = tl::mul(v_169, v_170);
#line 270 "tilelang/ops/lowbit_gemv.py"
      const half v_171 = W_f[v_149];
      const half v_172 = A_f[v_147];
      const half lo_9 = tl_fma(v_171, v_172, lo_8);
#line 271 "tilelang/ops/lowbit_gemv.py"
      const half v_173 = W_f[v_153];
      const half v_174 = A_f[v_151];
      const half hi_9 = tl_fma(v_173, v_174, hi_8);
#line 262 "tilelang/ops/lowbit_gemv.py"
      const int v_175 = (v_100 + 20);
#line 270 "tilelang/ops/lowbit_gemv.py"
      const half v_176 = W_f[v_175];
      const half v_177 = A_f[v_175];
      const half lo_10 = tl_fma(v_176, v_177, lo_9);
#line 262 "tilelang/ops/lowbit_gemv.py"
      const int v_178 = (v_100 + 21);
#line 271 "tilelang/ops/lowbit_gemv.py"
      const half v_179 = W_f[v_178];
      const half v_180 = A_f[v_178];
      const half hi_10 = tl_fma(v_179, v_180, hi_9);
#line 262 "tilelang/ops/lowbit_gemv.py"
      const int v_181 = (v_100 + 22);
#line 270 "tilelang/ops/lowbit_gemv.py"
      const half v_182 = W_f[v_181];
#line 262 "tilelang/ops/lowbit_gemv.py"
      const int v_183 = (v_100 + 28);
#line 270 "tilelang/ops/lowbit_gemv.py"
      const half v_184 = A_f[v_183];
      const half lo_11 = tl_fma(v_182, v_184, lo_10);
#line 262 "tilelang/ops/lowbit_gemv.py"
      const int v_185 = (v_100 + 23);
#line 271 "tilelang/ops/lowbit_gemv.py"
      const half v_186 = W_f[v_185];
#line 262 "tilelang/ops/lowbit_gemv.py"
      const int v_187 = (v_100 + 29);
#line 271 "tilelang/ops/lowbit_gemv.py"
      const half v_188 = A_f[v_187];
      const half hi_11 = tl_fma(v_186, v_188, hi_10);
#line 274 "tilelang/ops/lowbit_gemv.py"
      const half v_189 = tl::add(lo_11, hi_11);
      const float v_190 = tl::cast<float>(v_189);
      const float v_191 = v_134.v[2];
      const float v_192 = __fmaf_rn(v_190, s, v_191);
#line 267 "tilelang/ops/lowbit_gemv.py"
      const half v_193 = W_f[v_124];
      const half v_194 = A_f[v_122];
      const half lo_12 = tl::mul(v_193, v_194);
#line 268 "tilelang/ops/lowbit_gemv.py"
      const half v_195 = W_f[v_128];
      const half v_196 = A_f[v_126];
      const half hi_12 = tl::mul(v_195, v_196);
#line 270 "tilelang/ops/lowbit_gemv.py"
      const half v_197 = W_f[v_157];
      const half v_198 = A_f[v_155];
      const half lo_13 = tl_fma(v_197, v_198, lo_12);
#line 271 "tilelang/ops/lowbit_gemv.py"
      const half v_199 = W_f[v_161];
      const half v_200 = A_f[v_159];
      const half hi_13 = tl_fma(v_199, v_200, hi_12);
#line 270 "tilelang/ops/lowbit_gemv.py"
      const half v_201 = W_f[v_183];
      const half v_202 = A_f[v_181];
      const half lo_14 = tl_fma(v_201, v_202, lo_13);
#line 271 "tilelang/ops/lowbit_gemv.py"
      const half v_203 = W_f[v_187];
      const half v_204 = A_f[v_185];
      const half hi_14 = tl_fma(v_203, v_204, hi_13);
#line 262 "tilelang/ops/lowbit_gemv.py"
      const int v_205 = (v_100 + 30);
#line 270 "tilelang/ops/lowbit_gemv.py"
      const half v_206 = W_f[v_205];
      const half v_207 = A_f[v_205];
      const half lo_15 = tl_fma(v_206, v_207, lo_14);
#line 262 "tilelang/ops/lowbit_gemv.py"
      const int v_208 = (v_100 + 31);
#line 271 "tilelang/ops/lowbit_gemv.py"
      const half v_209 = W_f[v_208];
      const half v_210 = A_f[v_208];
      const half hi_15 = tl_fma(v_209, v_210, hi_14);
#line 274 "tilelang/ops/lowbit_gemv.py"
      const half v_211 = tl::add(lo_15, hi_15);
      const float v_212 = tl::cast<float>(v_211);
      const float v_213 = v_134.v[3];
      const float v_214 = __fmaf_rn(v_212, s, v_213);
#line 262 "tilelang/ops/lowbit_gemv.py"
      const tl::vec<float, 4> v_215 = tl::vec<float, 4>{{v_136, v_166, v_192, v_214}};
      *reinterpret_cast<tl::vec<float, 4>*>((acc + v_96)) = v_215;
    }
#line 239 "tilelang/ops/lowbit_gemv.py"
    const int v_216 = (v_44 + -1);
    const bool v_217 = (v_216 < 8);
    if (v_217) {
      tl::cp_async_wait<1>();
      __syncthreads();
      const int v_218 = (v_44 + 1);
      const bool v_219 = (v_218 < 8);
      if (v_219) {
        const int v_220 = tl::min(v_218, 7);
#line 240 "tilelang/ops/lowbit_gemv.py"
        const int v_221 = (v_2 + v_220);
        const int k0_2 = (v_221 * 1024);
#line 243 "tilelang/ops/lowbit_gemv.py"
        const int v_222 = (v_5 + k0_2);
#line 249 "tilelang/ops/lowbit_gemv.py"
        const int g0_2 = (k0_2 / 128);
#line 241 "tilelang/ops/lowbit_gemv.py"
        for (int k_3 = 0; k_3 < 2; k_3 += 1) {
          const int v_223 = (k_3 * 128);
          const int v_224 = (v_223 + tid);
          const int v_225 = (v_224 % 32);
          const int v_226 = (v_224 / 32);
          const int v_227 = (v_225 * 32);
          const int v_228 = (v_226 + v_3);
          const int v_229 = (v_227 + k0_2);
          const int v_230 = (v_227 * 4);
          const int v_231 = (v_230 / 8);
          const int v_232 = (v_229 * 4);
          const int v_233 = (v_232 / 8);
          tl::cp_async<16>((B_s + (v_226) * 512 + v_231), (B + (v_228) * 4096 + v_233), true);
        }
#line 243 "tilelang/ops/lowbit_gemv.py"
        tl::cp_async<16>((A_s + v_10), (A + ((int)blockIdx.z) * 8192 + v_222), true);
#line 250 "tilelang/ops/lowbit_gemv.py"
        if (v_12) {
          const int v_234 = (tid % 8);
          const int v_235 = (v_234 + g0_2);
          tl::cp_async<16>((S_s + (v_234) * 8 + 0), (Scales + (v_235) * 28672 + v_3), true);
        }
#line 239 "tilelang/ops/lowbit_gemv.py"
      }
      tl::cp_async_commit();
#line 253 "tilelang/ops/lowbit_gemv.py"
      alignas(16) half dequant_1[64];
      const int v_236 = (v_42 + 8);
      #pragma unroll
      for (int g_1 = 0; g_1 < 2; g_1 += 1) {
        const int v_237 = (g_1 * 32);
        const int v_238 = (g_1 * 16);
        const int v_239 = (v_238 + v_43);
        const int v_240 = (v_239 * 32);
        const int v_241 = (v_240 / 8);
        const int v_242 = (v_241 * 4);
        const tl::vec<unsigned, 4> v_243 = *reinterpret_cast<const tl::vec<unsigned, 4>*>((B_s + (v_236) * 512 + v_242));
        const unsigned v_244 = v_243.v[0];
        const int v_245 = (g_1 * 4);
        tl::dequant_i4<true>(dequant_1 + v_237, v_244);
        const unsigned v_246 = v_243.v[1];
        const int v_247 = (v_245 + 1);
        const int v_248 = (v_247 * 8);
        tl::dequant_i4<true>(dequant_1 + v_248, v_246);
        const unsigned v_249 = v_243.v[2];
        const int v_250 = (v_245 + 2);
        const int v_251 = (v_250 * 8);
        tl::dequant_i4<true>(dequant_1 + v_251, v_249);
        const unsigned v_252 = v_243.v[3];
        const int v_253 = (v_245 + 3);
        const int v_254 = (v_253 * 8);
        tl::dequant_i4<true>(dequant_1 + v_254, v_252);
      }
      #pragma unroll
      for (int l_v_4 = 0; l_v_4 < 8; l_v_4 += 1) {
        const int v_255 = (l_v_4 * 8);
#line 259 "tilelang/ops/lowbit_gemv.py"
        const tl::vec<half, 8> v_256 = *reinterpret_cast<const tl::vec<half, 8>*>((dequant_1 + v_255));
#line 253 "tilelang/ops/lowbit_gemv.py"
        *reinterpret_cast<tl::vec<half, 8>*>((W_f + v_255)) = v_256;
      }
#line 260 "tilelang/ops/lowbit_gemv.py"
      #pragma unroll
      for (int l_v_5 = 0; l_v_5 < 8; l_v_5 += 1) {
        const int v_257 = (l_v_5 * 8);
        const int v_258 = (l_v_5 / 4);
        const int v_259 = (v_258 * 16);
        const int v_260 = (v_259 + v_43);
        const int v_261 = (v_260 * 32);
        const int v_262 = (v_257 % 32);
        const int v_263 = (v_261 + v_262);
#line 261 "tilelang/ops/lowbit_gemv.py"
        const int v_264 = (v_263 / 64);
        const int v_265 = (v_264 % 8);
        const int v_266 = (v_265 * 8);
        const int v_267 = (v_263 ^ v_266);
        const tl::vec<half, 8> v_268 = *reinterpret_cast<const tl::vec<half, 8>*>((A_s + (1) * 1024 + v_267));
#line 260 "tilelang/ops/lowbit_gemv.py"
        *reinterpret_cast<tl::vec<half, 8>*>((A_f + v_257)) = v_268;
      }
#line 262 "tilelang/ops/lowbit_gemv.py"
      #pragma unroll
      for (int l_v_6 = 0; l_v_6 < 2; l_v_6 += 1) {
        const int v_269 = (l_v_6 * 4);
        const int v_270 = (l_v_6 * 16);
        const int v_271 = (v_270 + v_43);
#line 266 "tilelang/ops/lowbit_gemv.py"
        const int v_272 = (v_271 * 32);
#line 262 "tilelang/ops/lowbit_gemv.py"
        const int v_273 = (v_269 * 8);
#line 267 "tilelang/ops/lowbit_gemv.py"
        const half v_274 = W_f[v_273];
        const half v_275 = A_f[v_273];
        const half lo_16 = tl::mul(v_274, v_275);
#line 262 "tilelang/ops/lowbit_gemv.py"
        const int v_276 = (v_273 + 1);
#line 268 "tilelang/ops/lowbit_gemv.py"
        const half v_277 = W_f[v_276];
        const half v_278 = A_f[v_276];
        const half hi_16 = tl::mul(v_277, v_278);
#line 262 "tilelang/ops/lowbit_gemv.py"
        const int v_279 = (v_273 + 2);
#line 270 "tilelang/ops/lowbit_gemv.py"
        const half v_280 = W_f[v_279];
#line 262 "tilelang/ops/lowbit_gemv.py"
        const int v_281 = (v_273 + 8);
#line 270 "tilelang/ops/lowbit_gemv.py"
        const half v_282 = A_f[v_281];
        const half lo_17 = tl_fma(v_280, v_282, lo_16);
#line 262 "tilelang/ops/lowbit_gemv.py"
        const int v_283 = (v_273 + 3);
#line 271 "tilelang/ops/lowbit_gemv.py"
        const half v_284 = W_f[v_283];
#line 262 "tilelang/ops/lowbit_gemv.py"
        const int v_285 = (v_273 + 9);
#line 271 "tilelang/ops/lowbit_gemv.py"
        const half v_286 = A_f[v_285];
        const half hi_17 = tl_fma(v_284, v_286, hi_16);
#line 262 "tilelang/ops/lowbit_gemv.py"
        const int v_287 = (v_273 + 4);
#line 270 "tilelang/ops/lowbit_gemv.py"
        const half v_288 = W_f[v_287];
#line 262 "tilelang/ops/lowbit_gemv.py"
        const int v_289 = (v_273 + 16);
#line 270 "tilelang/ops/lowbit_gemv.py"
        const half v_290 = A_f[v_289];
        const half lo_18 = tl_fma(v_288, v_290, lo_17);
#line 262 "tilelang/ops/lowbit_gemv.py"
        const int v_291 = (v_273 + 5);
#line 271 "tilelang/ops/lowbit_gemv.py"
        const half v_292 = W_f[v_291];
#line 262 "tilelang/ops/lowbit_gemv.py"
        const int v_293 = (v_273 + 17);
#line 271 "tilelang/ops/lowbit_gemv.py"
        const half v_294 = A_f[v_293];
        const half hi_18 = tl_fma(v_292, v_294, hi_17);
#line 262 "tilelang/ops/lowbit_gemv.py"
        const int v_295 = (v_273 + 6);
#line 270 "tilelang/ops/lowbit_gemv.py"
        const half v_296 = W_f[v_295];
#line 262 "tilelang/ops/lowbit_gemv.py"
        const int v_297 = (v_273 + 24);
#line 270 "tilelang/ops/lowbit_gemv.py"
        const half v_298 = A_f[v_297];
        const half lo_19 = tl_fma(v_296, v_298, lo_18);
#line 262 "tilelang/ops/lowbit_gemv.py"
        const int v_299 = (v_273 + 7);
#line 271 "tilelang/ops/lowbit_gemv.py"
        const half v_300 = W_f[v_299];
#line 262 "tilelang/ops/lowbit_gemv.py"
        const int v_301 = (v_273 + 25);
#line 271 "tilelang/ops/lowbit_gemv.py"
        const half v_302 = A_f[v_301];
        const half hi_19 = tl_fma(v_300, v_302, hi_18);
#line 272 "tilelang/ops/lowbit_gemv.py"
        const int v_303 = (v_272 / 128);
        const int v_304 = (v_303 + 8);
        const half v_305 = S_s[(v_304) * 8 + v_42];
        const float s_1 = tl::cast<float>(v_305);
#line 274 "tilelang/ops/lowbit_gemv.py"
        const half v_306 = tl::add(lo_19, hi_19);
        const float v_307 = tl::cast<float>(v_306);
        const tl::vec<float, 4> v_308 = *reinterpret_cast<const tl::vec<float, 4>*>((acc + v_269));
        const float v_309 = v_308.v[0];
        const float v_310 = __fmaf_rn(v_307, s_1, v_309);
#line 267 "tilelang/ops/lowbit_gemv.py"
        const half v_311 = W_f[v_281];
        const half v_312 = A_f[v_279];
        const half lo_20 = tl::mul(v_311, v_312);
#line 268 "tilelang/ops/lowbit_gemv.py"
        const half v_313 = W_f[v_285];
        const half v_314 = A_f[v_283];
        const half hi_20 = tl::mul(v_313, v_314);
#line 262 "tilelang/ops/lowbit_gemv.py"
        const int v_315 = (v_273 + 10);
#line 270 "tilelang/ops/lowbit_gemv.py"
        const half v_316 = W_f[v_315];
        const half v_317 = A_f[v_315];
        const half lo_21 = tl_fma(v_316, v_317, lo_20);
#line 262 "tilelang/ops/lowbit_gemv.py"
        const int v_318 = (v_273 + 11);
#line 271 "tilelang/ops/lowbit_gemv.py"
        const half v_319 = W_f[v_318];
        const half v_320 = A_f[v_318];
        const half hi_21 = tl_fma(v_319, v_320, hi_20);
#line 262 "tilelang/ops/lowbit_gemv.py"
        const int v_321 = (v_273 + 12);
#line 270 "tilelang/ops/lowbit_gemv.py"
        const half v_322 = W_f[v_321];
#line 262 "tilelang/ops/lowbit_gemv.py"
        const int v_323 = (v_273 + 18);
#line 270 "tilelang/ops/lowbit_gemv.py"
        const half v_324 = A_f[v_323];
        const half lo_22 = tl_fma(v_322, v_324, lo_21);
#line 262 "tilelang/ops/lowbit_gemv.py"
        const int v_325 = (v_273 + 13);
#line 271 "tilelang/ops/lowbit_gemv.py"
        const half v_326 = W_f[v_325];
#line 262 "tilelang/ops/lowbit_gemv.py"
        const int v_327 = (v_273 + 19);
#line 271 "tilelang/ops/lowbit_gemv.py"
        const half v_328 = A_f[v_327];
        const half hi_22 = tl_fma(v_326, v_328, hi_21);
#line 262 "tilelang/ops/lowbit_gemv.py"
        const int v_329 = (v_273 + 14);
#line 270 "tilelang/ops/lowbit_gemv.py"
        const half v_330 = W_f[v_329];
#line 262 "tilelang/ops/lowbit_gemv.py"
        const int v_331 = (v_273 + 26);
#line 270 "tilelang/ops/lowbit_gemv.py"
        const half v_332 = A_f[v_331];
        const half lo_23 = tl_fma(v_330, v_332, lo_22);
#line 262 "tilelang/ops/lowbit_gemv.py"
        const int v_333 = (v_273 + 15);
#line 271 "tilelang/ops/lowbit_gemv.py"
        const half v_334 = W_f[v_333];
#line 262 "tilelang/ops/lowbit_gemv.py"
        const int v_335 = (v_273 + 27);
#line 271 "tilelang/ops/lowbit_gemv.py"
        const half v_336 = A_f[v_335];
        const half hi_23 = tl_fma(v_334, v_336, hi_22);
#line 274 "tilelang/ops/lowbit_gemv.py"
        const half v_337 = tl::add(lo_23, hi_23);
        const float v_338 = tl::cast<float>(v_337);
        const float v_339 = v_308.v[1];
        const float v_340 = __fmaf_rn(v_338, s_1, v_339);
#line 267 "tilelang/ops/lowbit_gemv.py"
        const half v_341 = W_f[v_289];
        const half v_342 = A_f[v_287];
        const half lo_24 = tl::mul(v_341, v_342);
#line 268 "tilelang/ops/lowbit_gemv.py"
        const half v_343 = W_f[v_293];
        const half v_344 = A_f[v_291];
        const half hi_24 = tl::mul(v_343, v_344);
#line 270 "tilelang/ops/lowbit_gemv.py"
        const half v_345 = W_f[v_323];
        const half v_346 = A_f[v_321];
        const half lo_25 = tl_fma(v_345, v_346, lo_24);
#line 271 "tilelang/ops/lowbit_gemv.py"
        const half v_347 = W_f[v_327];
        const half v_348 = A_f[v_325];
        const half hi_25 = tl_fma(v_347, v_348, hi_24);
#line 262 "tilelang/ops/lowbit_gemv.py"
        const int v_349 = (v_273 + 20);
#line 270 "tilelang/ops/lowbit_gemv.py"
        const half v_350 = W_f[v_349];
        const half v_351 = A_f[v_349];
        const half lo_26 = tl_fma(v_350, v_351, lo_25);
#line 262 "tilelang/ops/lowbit_gemv.py"
        const int v_352 = (v_273 + 21);
#line 271 "tilelang/ops/lowbit_gemv.py"
        const half v_353 = W_f[v_352];
        const half v_354 = A_f[v_352];
        const half hi_26 = tl_fma(v_353, v_354, hi_25);
#line 262 "tilelang/ops/lowbit_gemv.py"
        const int v_355 = (v_273 + 22);
#line 270 "tilelang/ops/lowbit_gemv.py"
        const half v_356 = W_f[v_355];
#line 262 "tilelang/ops/lowbit_gemv.py"
        const int v_357 = (v_273 + 28);
#line 270 "tilelang/ops/lowbit_gemv.py"
        const half v_358 = A_f[v_357];
        const half lo_27 = tl_fma(v_356, v_358, lo_26);
#line 262 "tilelang/ops/lowbit_gemv.py"
        const int v_359 = (v_273 + 23);
#line 271 "tilelang/ops/lowbit_gemv.py"
        const half v_360 = W_f[v_359];
#line 262 "tilelang/ops/lowbit_gemv.py"
        const int v_361 = (v_273 + 29);
#line 271 "tilelang/ops/lowbit_gemv.py"
        const half v_362 = A_f[v_361];
        const half hi_27 = tl_fma(v_360, v_362, hi_26);
#line 274 "tilelang/ops/lowbit_gemv.py"
        const half v_363 = tl::add(lo_27, hi_27);
        const float v_364 = tl::cast<float>(v_363);
        const float v_365 = v_308.v[2];
        const float v_366 = __fmaf_rn(v_364, s_1, v_365);
#line 267 "tilelang/ops/lowbit_gemv.py"
        const half v_367 = W_f[v_297];
        const half v_368 = A_f[v_295];
        const half lo_28 = tl::mul(v_367, v_368);
#line 268 "tilelang/ops/lowbit_gemv.py"
        const half v_369 = W_f[v_301];
        const half v_370 = A_f[v_299];
        const half hi_28 = tl::mul(v_369, v_370);
#line 270 "tilelang/ops/lowbit_gemv.py"
        const half v_371 = W_f[v_331];
        const half v_372 = A_f[v_329];
        const half lo_29 = tl_fma(v_371, v_372, lo_28);
#line 271 "tilelang/ops/lowbit_gemv.py"
        const half v_373 = W_f[v_335];
        const half v_374 = A_f[v_333];
        const half hi_29 = tl_fma(v_373, v_374, hi_28);
#line 270 "tilelang/ops/lowbit_gemv.py"
        const half v_375 = W_f[v_357];
        const half v_376 = A_f[v_355];
        const half lo_30 = tl_fma(v_375, v_376, lo_29);
#line 271 "tilelang/ops/lowbit_gemv.py"
        const half v_377 = W_f[v_361];
        const half v_378 = A_f[v_359];
        const half hi_30 = tl_fma(v_377, v_378, hi_29);
#line 262 "tilelang/ops/lowbit_gemv.py"
        const int v_379 = (v_273 + 30);
#line 270 "tilelang/ops/lowbit_gemv.py"
        const half v_380 = W_f[v_379];
        const half v_381 = A_f[v_379];
        const half lo_31 = tl_fma(v_380, v_381, lo_30);
#line 262 "tilelang/ops/lowbit_gemv.py"
        const int v_382 = (v_273 + 31);
#line 271 "tilelang/ops/lowbit_gemv.py"
        const half v_383 = W_f[v_382];
        const half v_384 = A_f[v_382];
        const half hi_31 = tl_fma(v_383, v_384, hi_30);
#line 274 "tilelang/ops/lowbit_gemv.py"
        const half v_385 = tl::add(lo_31, hi_31);
        const float v_386 = tl::cast<float>(v_385);
        const float v_387 = v_308.v[3];
        const float v_388 = __fmaf_rn(v_386, s_1, v_387);
#line 262 "tilelang/ops/lowbit_gemv.py"
        const tl::vec<float, 4> v_389 = tl::vec<float, 4>{{v_310, v_340, v_366, v_388}};
        *reinterpret_cast<tl::vec<float, 4>*>((acc + v_269)) = v_389;
      }
#line 239 "tilelang/ops/lowbit_gemv.py"
    }
    if (v_45) {
      tl::cp_async_wait<1>();
      __syncthreads();
      const int v_390 = (v_44 + 2);
      const bool v_391 = (v_390 < 8);
      if (v_391) {
        const int v_392 = tl::min(v_390, 7);
#line 240 "tilelang/ops/lowbit_gemv.py"
        const int v_393 = (v_2 + v_392);
        const int k0_3 = (v_393 * 1024);
#line 243 "tilelang/ops/lowbit_gemv.py"
        const int v_394 = (v_5 + k0_3);
#line 249 "tilelang/ops/lowbit_gemv.py"
        const int g0_3 = (k0_3 / 128);
#line 241 "tilelang/ops/lowbit_gemv.py"
        for (int k_4 = 0; k_4 < 2; k_4 += 1) {
          const int v_395 = (k_4 * 128);
          const int v_396 = (v_395 + tid);
          const int v_397 = (v_396 % 32);
          const int v_398 = (v_396 / 32);
          const int v_399 = (v_397 * 32);
          const int v_400 = (v_398 + v_3);
          const int v_401 = (v_399 + k0_3);
          const int v_402 = (v_399 * 4);
          const int v_403 = (v_402 / 8);
          const int v_404 = (v_401 * 4);
          const int v_405 = (v_404 / 8);
          const int v_406 = (v_398 + 8);
          tl::cp_async<16>((B_s + (v_406) * 512 + v_403), (B + (v_400) * 4096 + v_405), true);
        }
#line 243 "tilelang/ops/lowbit_gemv.py"
        tl::cp_async<16>((A_s + (1) * 1024 + v_10), (A + ((int)blockIdx.z) * 8192 + v_394), true);
#line 250 "tilelang/ops/lowbit_gemv.py"
        if (v_12) {
          const int v_407 = (tid % 8);
          const int v_408 = (v_407 + g0_3);
          const int v_409 = (v_407 + 8);
          tl::cp_async<16>((S_s + (v_409) * 8 + 0), (Scales + (v_408) * 28672 + v_3), true);
        }
#line 239 "tilelang/ops/lowbit_gemv.py"
      }
      tl::cp_async_commit();
#line 253 "tilelang/ops/lowbit_gemv.py"
      alignas(16) half dequant_2[64];
      const int v_410 = (v_42 + 16);
      #pragma unroll
      for (int g_2 = 0; g_2 < 2; g_2 += 1) {
        const int v_411 = (g_2 * 32);
        const int v_412 = (g_2 * 16);
        const int v_413 = (v_412 + v_43);
        const int v_414 = (v_413 * 32);
        const int v_415 = (v_414 / 8);
        const int v_416 = (v_415 * 4);
        const tl::vec<unsigned, 4> v_417 = *reinterpret_cast<const tl::vec<unsigned, 4>*>((B_s + (v_410) * 512 + v_416));
        const unsigned v_418 = v_417.v[0];
        const int v_419 = (g_2 * 4);
        tl::dequant_i4<true>(dequant_2 + v_411, v_418);
        const unsigned v_420 = v_417.v[1];
        const int v_421 = (v_419 + 1);
        const int v_422 = (v_421 * 8);
        tl::dequant_i4<true>(dequant_2 + v_422, v_420);
        const unsigned v_423 = v_417.v[2];
        const int v_424 = (v_419 + 2);
        const int v_425 = (v_424 * 8);
        tl::dequant_i4<true>(dequant_2 + v_425, v_423);
        const unsigned v_426 = v_417.v[3];
        const int v_427 = (v_419 + 3);
        const int v_428 = (v_427 * 8);
        tl::dequant_i4<true>(dequant_2 + v_428, v_426);
      }
      #pragma unroll
      for (int l_v_7 = 0; l_v_7 < 8; l_v_7 += 1) {
        const int v_429 = (l_v_7 * 8);
#line 259 "tilelang/ops/lowbit_gemv.py"
        const tl::vec<half, 8> v_430 = *reinterpret_cast<const tl::vec<half, 8>*>((dequant_2 + v_429));
#line 253 "tilelang/ops/lowbit_gemv.py"
        *reinterpret_cast<tl::vec<half, 8>*>((W_f + v_429)) = v_430;
      }
#line 260 "tilelang/ops/lowbit_gemv.py"
      #pragma unroll
      for (int l_v_8 = 0; l_v_8 < 8; l_v_8 += 1) {
        const int v_431 = (l_v_8 * 8);
        const int v_432 = (l_v_8 / 4);
        const int v_433 = (v_432 * 16);
        const int v_434 = (v_433 + v_43);
        const int v_435 = (v_434 * 32);
        const int v_436 = (v_431 % 32);
        const int v_437 = (v_435 + v_436);
#line 261 "tilelang/ops/lowbit_gemv.py"
        const int v_438 = (v_437 / 64);
        const int v_439 = (v_438 % 8);
        const int v_440 = (v_439 * 8);
        const int v_441 = (v_437 ^ v_440);
        const tl::vec<half, 8> v_442 = *reinterpret_cast<const tl::vec<half, 8>*>((A_s + (2) * 1024 + v_441));
#line 260 "tilelang/ops/lowbit_gemv.py"
        *reinterpret_cast<tl::vec<half, 8>*>((A_f + v_431)) = v_442;
      }
#line 262 "tilelang/ops/lowbit_gemv.py"
      #pragma unroll
      for (int l_v_9 = 0; l_v_9 < 2; l_v_9 += 1) {
        const int v_443 = (l_v_9 * 4);
        const int v_444 = (l_v_9 * 16);
        const int v_445 = (v_444 + v_43);
#line 266 "tilelang/ops/lowbit_gemv.py"
        const int v_446 = (v_445 * 32);
#line 262 "tilelang/ops/lowbit_gemv.py"
        const int v_447 = (v_443 * 8);
#line 267 "tilelang/ops/lowbit_gemv.py"
        const half v_448 = W_f[v_447];
        const half v_449 = A_f[v_447];
        const half lo_32 = tl::mul(v_448, v_449);
#line 262 "tilelang/ops/lowbit_gemv.py"
        const int v_450 = (v_447 + 1);
#line 268 "tilelang/ops/lowbit_gemv.py"
        const half v_451 = W_f[v_450];
        const half v_452 = A_f[v_450];
        const half hi_32 = tl::mul(v_451, v_452);
#line 262 "tilelang/ops/lowbit_gemv.py"
        const int v_453 = (v_447 + 2);
#line 270 "tilelang/ops/lowbit_gemv.py"
        const half v_454 = W_f[v_453];
#line 262 "tilelang/ops/lowbit_gemv.py"
        const int v_455 = (v_447 + 8);
#line 270 "tilelang/ops/lowbit_gemv.py"
        const half v_456 = A_f[v_455];
        const half lo_33 = tl_fma(v_454, v_456, lo_32);
#line 262 "tilelang/ops/lowbit_gemv.py"
        const int v_457 = (v_447 + 3);
#line 271 "tilelang/ops/lowbit_gemv.py"
        const half v_458 = W_f[v_457];
#line 262 "tilelang/ops/lowbit_gemv.py"
        const int v_459 = (v_447 + 9);
#line 271 "tilelang/ops/lowbit_gemv.py"
        const half v_460 = A_f[v_459];
        const half hi_33 = tl_fma(v_458, v_460, hi_32);
#line 262 "tilelang/ops/lowbit_gemv.py"
        const int v_461 = (v_447 + 4);
#line 270 "tilelang/ops/lowbit_gemv.py"
        const half v_462 = W_f[v_461];
#line 262 "tilelang/ops/lowbit_gemv.py"
        const int v_463 = (v_447 + 16);
#line 270 "tilelang/ops/lowbit_gemv.py"
        const half v_464 = A_f[v_463];
        const half lo_34 = tl_fma(v_462, v_464, lo_33);
#line 262 "tilelang/ops/lowbit_gemv.py"
        const int v_465 = (v_447 + 5);
#line 271 "tilelang/ops/lowbit_gemv.py"
        const half v_466 = W_f[v_465];
#line 262 "tilelang/ops/lowbit_gemv.py"
        const int v_467 = (v_447 + 17);
#line 271 "tilelang/ops/lowbit_gemv.py"
        const half v_468 = A_f[v_467];
        const half hi_34 = tl_fma(v_466, v_468, hi_33);
#line 262 "tilelang/ops/lowbit_gemv.py"
        const int v_469 = (v_447 + 6);
#line 270 "tilelang/ops/lowbit_gemv.py"
        const half v_470 = W_f[v_469];
#line 262 "tilelang/ops/lowbit_gemv.py"
        const int v_471 = (v_447 + 24);
#line 270 "tilelang/ops/lowbit_gemv.py"
        const half v_472 = A_f[v_471];
        const half lo_35 = tl_fma(v_470, v_472, lo_34);
#line 262 "tilelang/ops/lowbit_gemv.py"
        const int v_473 = (v_447 + 7);
#line 271 "tilelang/ops/lowbit_gemv.py"
        const half v_474 = W_f[v_473];
#line 262 "tilelang/ops/lowbit_gemv.py"
        const int v_475 = (v_447 + 25);
#line 271 "tilelang/ops/lowbit_gemv.py"
        const half v_476 = A_f[v_475];
        const half hi_35 = tl_fma(v_474, v_476, hi_34);
#line 272 "tilelang/ops/lowbit_gemv.py"
        const int v_477 = (v_446 / 128);
        const int v_478 = (v_477 + 16);
        const half v_479 = S_s[(v_478) * 8 + v_42];
        const float s_2 = tl::cast<float>(v_479);
#line 274 "tilelang/ops/lowbit_gemv.py"
        const half v_480 = tl::add(lo_35, hi_35);
        const float v_481 = tl::cast<float>(v_480);
        const tl::vec<float, 4> v_482 = *reinterpret_cast<const tl::vec<float, 4>*>((acc + v_443));
        const float v_483 = v_482.v[0];
        const float v_484 = __fmaf_rn(v_481, s_2, v_483);
#line 267 "tilelang/ops/lowbit_gemv.py"
        const half v_485 = W_f[v_455];
        const half v_486 = A_f[v_453];
        const half lo_36 = tl::mul(v_485, v_486);
#line 268 "tilelang/ops/lowbit_gemv.py"
        const half v_487 = W_f[v_459];
        const half v_488 = A_f[v_457];
        const half hi_36 = tl::mul(v_487, v_488);
#line 262 "tilelang/ops/lowbit_gemv.py"
        const int v_489 = (v_447 + 10);
#line 270 "tilelang/ops/lowbit_gemv.py"
        const half v_490 = W_f[v_489];
        const half v_491 = A_f[v_489];
        const half lo_37 = tl_fma(v_490, v_491, lo_36);
#line 262 "tilelang/ops/lowbit_gemv.py"
        const int v_492 = (v_447 + 11);
#line 271 "tilelang/ops/lowbit_gemv.py"
        const half v_493 = W_f[v_492];
        const half v_494 = A_f[v_492];
        const half hi_37 = tl_fma(v_493, v_494, hi_36);
#line 262 "tilelang/ops/lowbit_gemv.py"
        const int v_495 = (v_447 + 12);
#line 270 "tilelang/ops/lowbit_gemv.py"
        const half v_496 = W_f[v_495];
#line 262 "tilelang/ops/lowbit_gemv.py"
        const int v_497 = (v_447 + 18);
#line 270 "tilelang/ops/lowbit_gemv.py"
        const half v_498 = A_f[v_497];
        const half lo_38 = tl_fma(v_496, v_498, lo_37);
#line 262 "tilelang/ops/lowbit_gemv.py"
        const int v_499 = (v_447 + 13);
#line 271 "tilelang/ops/lowbit_gemv.py"
        const half v_500 = W_f[v_499];
#line 262 "tilelang/ops/lowbit_gemv.py"
        const int v_501 = (v_447 + 19);
#line 271 "tilelang/ops/lowbit_gemv.py"
        const half v_502 = A_f[v_501];
        const half hi_38 = tl_fma(v_500, v_502, hi_37);
#line 262 "tilelang/ops/lowbit_gemv.py"
        const int v_503 = (v_447 + 14);
#line 270 "tilelang/ops/lowbit_gemv.py"
        const half v_504 = W_f[v_503];
#line 262 "tilelang/ops/lowbit_gemv.py"
        const int v_505 = (v_447 + 26);
#line 270 "tilelang/ops/lowbit_gemv.py"
        const half v_506 = A_f[v_505];
        const half lo_39 = tl_fma(v_504, v_506, lo_38);
#line 262 "tilelang/ops/lowbit_gemv.py"
        const int v_507 = (v_447 + 15);
#line 271 "tilelang/ops/lowbit_gemv.py"
        const half v_508 = W_f[v_507];
#line 262 "tilelang/ops/lowbit_gemv.py"
        const int v_509 = (v_447 + 27);
#line 271 "tilelang/ops/lowbit_gemv.py"
        const half v_510 = A_f[v_509];
        const half hi_39 = tl_fma(v_508, v_510, hi_38);
#line 274 "tilelang/ops/lowbit_gemv.py"
        const half v_511 = tl::add(lo_39, hi_39);
        const float v_512 = tl::cast<float>(v_511);
        const float v_513 = v_482.v[1];
        const float v_514 = __fmaf_rn(v_512, s_2, v_513);
#line 267 "tilelang/ops/lowbit_gemv.py"
        const half v_515 = W_f[v_463];
        const half v_516 = A_f[v_461];
        const half lo_40 = tl::mul(v_515, v_516);
#line 268 "tilelang/ops/lowbit_gemv.py"
        const half v_517 = W_f[v_467];
        const half v_518 = A_f[v_465];
        const half hi_40 = tl::mul(v_517, v_518);
#line 270 "tilelang/ops/lowbit_gemv.py"
        const half v_519 = W_f[v_497];
        const half v_520 = A_f[v_495];
        const half lo_41 = tl_fma(v_519, v_520, lo_40);
#line 271 "tilelang/ops/lowbit_gemv.py"
        const half v_521 = W_f[v_501];
        const half v_522 = A_f[v_499];
        const half hi_41 = tl_fma(v_521, v_522, hi_40);
#line 262 "tilelang/ops/lowbit_gemv.py"
        const int v_523 = (v_447 + 20);
#line 270 "tilelang/ops/lowbit_gemv.py"
        const half v_524 = W_f[v_523];
        const half v_525 = A_f[v_523];
        const half lo_42 = tl_fma(v_524, v_525, lo_41);
#line 262 "tilelang/ops/lowbit_gemv.py"
        const int v_526 = (v_447 + 21);
#line 271 "tilelang/ops/lowbit_gemv.py"
        const half v_527 = W_f[v_526];
        const half v_528 = A_f[v_526];
        const half hi_42 = tl_fma(v_527, v_528, hi_41);
#line 262 "tilelang/ops/lowbit_gemv.py"
        const int v_529 = (v_447 + 22);
#line 270 "tilelang/ops/lowbit_gemv.py"
        const half v_530 = W_f[v_529];
#line 262 "tilelang/ops/lowbit_gemv.py"
        const int v_531 = (v_447 + 28);
#line 270 "tilelang/ops/lowbit_gemv.py"
        const half v_532 = A_f[v_531];
        const half lo_43 = tl_fma(v_530, v_532, lo_42);
#line 262 "tilelang/ops/lowbit_gemv.py"
        const int v_533 = (v_447 + 23);
#line 271 "tilelang/ops/lowbit_gemv.py"
        const half v_534 = W_f[v_533];
#line 262 "tilelang/ops/lowbit_gemv.py"
        const int v_535 = (v_447 + 29);
#line 271 "tilelang/ops/lowbit_gemv.py"
        const half v_536 = A_f[v_535];
        const half hi_43 = tl_fma(v_534, v_536, hi_42);
#line 274 "tilelang/ops/lowbit_gemv.py"
        const half v_537 = tl::add(lo_43, hi_43);
        const float v_538 = tl::cast<float>(v_537);
        const float v_539 = v_482.v[2];
        const float v_540 = __fmaf_rn(v_538, s_2, v_539);
#line 267 "tilelang/ops/lowbit_gemv.py"
        const half v_541 = W_f[v_471];
        const half v_542 = A_f[v_469];
        const half lo_44 = tl::mul(v_541, v_542);
#line 268 "tilelang/ops/lowbit_gemv.py"
        const half v_543 = W_f[v_475];
        const half v_544 = A_f[v_473];
        const half hi_44 = tl::mul(v_543, v_544);
#line 270 "tilelang/ops/lowbit_gemv.py"
        const half v_545 = W_f[v_505];
        const half v_546 = A_f[v_503];
        const half lo_45 = tl_fma(v_545, v_546, lo_44);
#line 271 "tilelang/ops/lowbit_gemv.py"
        const half v_547 = W_f[v_509];
        const half v_548 = A_f[v_507];
        const half hi_45 = tl_fma(v_547, v_548, hi_44);
#line 270 "tilelang/ops/lowbit_gemv.py"
        const half v_549 = W_f[v_531];
        const half v_550 = A_f[v_529];
        const half lo_46 = tl_fma(v_549, v_550, lo_45);
#line 271 "tilelang/ops/lowbit_gemv.py"
        const half v_551 = W_f[v_535];
        const half v_552 = A_f[v_533];
        const half hi_46 = tl_fma(v_551, v_552, hi_45);
#line 262 "tilelang/ops/lowbit_gemv.py"
        const int v_553 = (v_447 + 30);
#line 270 "tilelang/ops/lowbit_gemv.py"
        const half v_554 = W_f[v_553];
        const half v_555 = A_f[v_553];
        const half lo_47 = tl_fma(v_554, v_555, lo_46);
#line 262 "tilelang/ops/lowbit_gemv.py"
        const int v_556 = (v_447 + 31);
#line 271 "tilelang/ops/lowbit_gemv.py"
        const half v_557 = W_f[v_556];
        const half v_558 = A_f[v_556];
        const half hi_47 = tl_fma(v_557, v_558, hi_46);
#line 274 "tilelang/ops/lowbit_gemv.py"
        const half v_559 = tl::add(lo_47, hi_47);
        const float v_560 = tl::cast<float>(v_559);
        const float v_561 = v_482.v[3];
        const float v_562 = __fmaf_rn(v_560, s_2, v_561);
#line 262 "tilelang/ops/lowbit_gemv.py"
        const tl::vec<float, 4> v_563 = tl::vec<float, 4>{{v_484, v_514, v_540, v_562}};
        *reinterpret_cast<tl::vec<float, 4>*>((acc + v_443)) = v_563;
      }
#line 239 "tilelang/ops/lowbit_gemv.py"
    }
  }
  tl::cp_async_wait<0>();
#line 136 "tilelang/ops/lowbit_kernels.py"
  float* const reduce_partials = reinterpret_cast<float*>(tl_smem + 0);
  __syncthreads();
  const bool v_564 = (v_43 == 0);
  const float v_565 = acc[0];
  const float v_566 = acc[1];
  const float v_567 = acc[2];
  const float v_568 = acc[3];
  const float v_569 = acc[4];
  const float v_570 = acc[5];
  const float v_571 = acc[6];
  const float v_572 = acc[7];
  const float v_573 = (v_565 + v_566);
  const float v_574 = (v_567 + v_568);
  const float v_575 = (v_569 + v_570);
  const float v_576 = (v_571 + v_572);
  const float v_577 = (v_573 + v_574);
  const float v_578 = (v_575 + v_576);
  const float v_579 = (v_577 + v_578);
  const float v_580 = tl::shfl<0>(v_579, 1, 32);
  const float v_581 = (v_579 + v_580);
  const float v_582 = tl::shfl<0>(v_581, 2, 32);
  const float v_583 = (v_581 + v_582);
  const float v_584 = tl::shfl<0>(v_583, 4, 32);
  const float v_585 = (v_583 + v_584);
  const float v_586 = tl::shfl<0>(v_585, 8, 32);
  const float v_587 = (v_585 + v_586);
  if (v_564) {
    reduce_partials[(v_42) * 1 + 0] = v_587;
  }
  __syncthreads();
  const int v_588 = (tid % 8);
  if (v_12) {
    const float v_589 = reduce_partials[(v_588) * 1 + 0];
    row_sum[0] = v_589;
  }
#line 140 "tilelang/ops/lowbit_kernels.py"
  if (v_12) {
    const int v_590 = (v_588 + v_3);
    const float v_591 = row_sum[0];
    const half v_592 = tl::cast<half>(v_591);
    C[((int)blockIdx.z) * 28672 + v_590] = v_592;
  }
}
