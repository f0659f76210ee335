// decode_attention: q (1, 1, 32, 128) float16, cache (1 x 32768, 8, 128) int4 scales by token; sm_80
// combine kernel; tile [64, 64, 1], keys major True, stages 2, fast math True, 33 splits (plan_splits without a GPU)
// written by `python scripts/update_golden.py` (never by hand): the CUDA source after prelude.cuh and a blank line, #line paths repository-relative
#line 51 "tilelang/ops/decode_combine.py"
extern "C" __global__ void __launch_bounds__(128) combine_kernel(float* __restrict__ Opart, float* __restrict__ Lse, half* __restrict__ O) {
  extern __shared__ __align__(1024) unsigned char tl_smem[];
  const int tid = (int)threadIdx.x;
#line 54 "tilelang/ops/decode_combine.py"
  alignas(16) float parts[36];
#line 55 "tilelang/ops/decode_combine.py"
  alignas(16) float lse[1];
#line 56 "tilelang/ops/decode_combine.py"
  alignas(16) float mx[1];
#line 57 "tilelang/ops/decode_combine.py"
  alignas(16) float w[1];
#line 58 "tilelang/ops/decode_combine.py"
  alignas(16) float tot[1];
#line 59 "tilelang/ops/decode_combine.py"
  alignas(16) float acc[4];
#line 60 "tilelang/ops/decode_combine.py"
  alignas(16) float out[1];
#line 62 "tilelang/ops/decode_combine.py"
  const int v = (tid * 4);
  #pragma unroll
  for (int l_v = 0; l_v < 9; l_v += 1) {
    const int v_1 = (l_v * 4);
    const int v_2 = (l_v * 512);
    const int v_3 = (v_2 + v);
    const int v_4 = (v_3 % 128);
    const int v_5 = (v_3 / 128);
#line 63 "tilelang/ops/decode_combine.py"
    const int v_6 = tl::min(v_5, 32);
    const tl::vec<float, 4> v_7 = *reinterpret_cast<const tl::vec<float, 4>*>((Opart + (((((int)blockIdx.z) * 1 + (int)blockIdx.y) * 32 + (int)blockIdx.x) * 33 + v_6) * 128 + v_4));
#line 62 "tilelang/ops/decode_combine.py"
    *reinterpret_cast<tl::vec<float, 4>*>((parts + v_1)) = v_7;
  }
#line 64 "tilelang/ops/decode_combine.py"
  const int v_8 = (tid % 64);
  const bool v_9 = (tid < 64);
  if (v_9) {
#line 65 "tilelang/ops/decode_combine.py"
    const bool v_10 = (v_8 < 33);
    float r;
    if (v_10) {
      const int v_11 = tl::min(v_8, 32);
      const float v_12 = Lse[((((int)blockIdx.z) * 1 + (int)blockIdx.y) * 32 + (int)blockIdx.x) * 33 + v_11];
      r = v_12;
    } else {
      const float v_13 = (-__int_as_float(0x7f800000));
      r = v_13;
    }
#line 64 "tilelang/ops/decode_combine.py"
    lse[0] = r;
  }
#line 66 "tilelang/ops/decode_combine.py"
  const int v_14 = (tid % 32);
  const int v_15 = (tid / 32);
  float* const reduce_partials = reinterpret_cast<float*>(tl_smem + 0);
  const bool v_16 = (v_14 == 0);
  const float v_17 = lse[0];
  const float v_18 = (v_9 ? v_17 : __int_as_float(0xff800000));
  const float v_19 = tl::shfl<0>(v_18, 1, 32);
  const float v_20 = fmaxf(v_18, v_19);
  const float v_21 = tl::shfl<0>(v_20, 2, 32);
  const float v_22 = fmaxf(v_20, v_21);
  const float v_23 = tl::shfl<0>(v_22, 4, 32);
  const float v_24 = fmaxf(v_22, v_23);
  const float v_25 = tl::shfl<0>(v_24, 8, 32);
  const float v_26 = fmaxf(v_24, v_25);
  const float v_27 = tl::shfl<0>(v_26, 16, 32);
  const float v_28 = fmaxf(v_26, v_27);
  const bool v_29 = (v_9 && v_16);
  if (v_29) {
    const int v_30 = (v_15 % 2);
    reduce_partials[v_30] = v_28;
  }
  __syncthreads();
  const bool v_31 = (tid < 1);
  if (v_31) {
    const float v_32 = reduce_partials[0];
    const float v_33 = reduce_partials[1];
    const float v_34 = fmaxf(v_32, v_33);
    const float v_35 = fmaxf(v_34, __int_as_float(0xff800000));
    mx[0] = v_35;
  }
  __syncthreads();
#line 69 "tilelang/ops/decode_combine.py"
  float* const mx_staged = reinterpret_cast<float*>(tl_smem + 0);
  if (v_31) {
    const float v_36 = mx[0];
    mx_staged[0] = v_36;
  }
  __syncthreads();
  if (v_9) {
#line 70 "tilelang/ops/decode_combine.py"
    const float v_37 = lse[0];
    const float v_38 = (-__int_as_float(0x7f800000));
    const bool v_39 = (v_37 > v_38);
    float r_1;
    if (v_39) {
      const float v_40 = lse[0];
      const float v_41 = mx_staged[0];
      const float v_42 = (v_40 - v_41);
      const float v_43 = exp2f(v_42);
      r_1 = v_43;
    } else {
      r_1 = 0.0f;
    }
#line 69 "tilelang/ops/decode_combine.py"
    w[0] = r_1;
  }
#line 71 "tilelang/ops/decode_combine.py"
  float* const reduce_partials_1 = reinterpret_cast<float*>(tl_smem + 0);
  __syncthreads();
  const float v_44 = w[0];
  const float v_45 = (v_9 ? v_44 : 0.0f);
  const float v_46 = tl::shfl<0>(v_45, 1, 32);
  const float v_47 = (v_45 + v_46);
  const float v_48 = tl::shfl<0>(v_47, 2, 32);
  const float v_49 = (v_47 + v_48);
  const float v_50 = tl::shfl<0>(v_49, 4, 32);
  const float v_51 = (v_49 + v_50);
  const float v_52 = tl::shfl<0>(v_51, 8, 32);
  const float v_53 = (v_51 + v_52);
  const float v_54 = tl::shfl<0>(v_53, 16, 32);
  const float v_55 = (v_53 + v_54);
  if (v_29) {
    const int v_56 = (v_15 % 2);
    reduce_partials_1[v_56] = v_55;
  }
  __syncthreads();
  if (v_31) {
    const float v_57 = reduce_partials_1[0];
    const float v_58 = reduce_partials_1[1];
    const float v_59 = (v_57 + v_58);
    tot[0] = v_59;
  }
  __syncthreads();
#line 74 "tilelang/ops/decode_combine.py"
  float* const w_staged = reinterpret_cast<float*>(tl_smem + 0);
  if (v_9) {
    const float v_60 = w[0];
    w_staged[v_8] = v_60;
  }
  __syncthreads();
  #pragma unroll
  for (int l_v_1 = 0; l_v_1 < 9; l_v_1 += 1) {
    const int v_61 = (l_v_1 * 4);
    const int v_62 = (l_v_1 * 512);
    const int v_63 = (v_62 + v);
    const int v_64 = (v_63 / 128);
#line 75 "tilelang/ops/decode_combine.py"
    const tl::vec<float, 4> v_65 = *reinterpret_cast<const tl::vec<float, 4>*>((parts + v_61));
    const float v_66 = v_65.v[0];
    const bool v_67 = (v_64 < 33);
    float r_2;
    if (v_67) {
      const int v_68 = tl::min(v_64, 32);
      const float v_69 = w_staged[v_68];
      r_2 = v_69;
    } else {
      r_2 = 0.0f;
    }
    const float v_70 = (v_66 * r_2);
    const float v_71 = v_65.v[1];
    float r_3;
    if (v_67) {
      const int v_72 = tl::min(v_64, 32);
      const float v_73 = w_staged[v_72];
      r_3 = v_73;
    } else {
      r_3 = 0.0f;
    }
    const float v_74 = (v_71 * r_3);
    const float v_75 = v_65.v[2];
    float r_4;
    if (v_67) {
      const int v_76 = tl::min(v_64, 32);
      const float v_77 = w_staged[v_76];
      r_4 = v_77;
    } else {
      r_4 = 0.0f;
    }
    const float v_78 = (v_75 * r_4);
    const float v_79 = v_65.v[3];
    float r_5;
    if (v_67) {
      const int v_80 = tl::min(v_64, 32);
      const float v_81 = w_staged[v_80];
      r_5 = v_81;
    } else {
      r_5 = 0.0f;
    }
    const float v_82 = (v_79 * r_5);
#line 74 "tilelang/ops/decode_combine.py"
    const tl::vec<float, 4> v_83 = tl::vec<float, 4>{{v_70, v_74, v_78, v_82}};
    *reinterpret_cast<tl::vec<float, 4>*>((parts + v_61)) = v_83;
  }
#line 76 "tilelang/ops/decode_combine.py"
  float* const reduce_partials_2 = reinterpret_cast<float*>(tl_smem + 0);
  __syncthreads();
  const int v_84 = (v % 128);
  const int v_85 = (v_15 * 128);
  const int v_86 = (v_85 + v_84);
  #pragma unroll
  for (int p = 0; p < 4; p += 1) {
    const float v_87 = parts[p];
    float r_6 = v_87;
    #pragma unroll
    for (int k = 1; k < 9; k += 1) {
      const int v_88 = (k * 4);
      const int v_89 = (p + v_88);
      const float v_90 = parts[v_89];
      const float v_91 = (r_6 + v_90);
      r_6 = v_91;
    }
    const int v_92 = (v_86 + p);
    reduce_partials_2[(v_92) * 1 + 0] = r_6;
  }
  __syncthreads();
  const float v_93 = reduce_partials_2[(v_86) * 1 + 0];
  const int v_94 = (v + 1);
  const int v_95 = (v_94 % 128);
  const int v_96 = (v_86 + 1);
  const float v_97 = reduce_partials_2[(v_96) * 1 + 0];
  const int v_98 = (v + 2);
  const int v_99 = (v_98 % 128);
  const int v_100 = (v_86 + 2);
  const float v_101 = reduce_partials_2[(v_100) * 1 + 0];
  const int v_102 = (v + 3);
  const int v_103 = (v_102 % 128);
  const int v_104 = (v_86 + 3);
  const float v_105 = reduce_partials_2[(v_104) * 1 + 0];
  const tl::vec<float, 4> v_106 = tl::vec<float, 4>{{v_93, v_97, v_101, v_105}};
  *reinterpret_cast<tl::vec<float, 4>*>((acc + 0)) = v_106;
#line 77 "tilelang/ops/decode_combine.py"
  float* const reduce_partials_3 = reinterpret_cast<float*>(tl_smem + 0);
  __syncthreads();
  const tl::vec<float, 4> v_107 = *reinterpret_cast<const tl::vec<float, 4>*>((acc + 0));
  const float v_108 = v_107.v[0];
  reduce_partials_3[(v_84) * 4 + v_15] = v_108;
  const float v_109 = v_107.v[1];
  reduce_partials_3[(v_95) * 4 + v_15] = v_109;
  const float v_110 = v_107.v[2];
  reduce_partials_3[(v_99) * 4 + v_15] = v_110;
  const float v_111 = v_107.v[3];
  reduce_partials_3[(v_103) * 4 + v_15] = v_111;
  __syncthreads();
  const float v_112 = reduce_partials_3[(tid) * 4 + 0];
  const float v_113 = reduce_partials_3[(tid) * 4 + 1];
  const float v_114 = (v_112 + v_113);
  const float v_115 = reduce_partials_3[(tid) * 4 + 2];
  const float v_116 = (v_114 + v_115);
  const float v_117 = reduce_partials_3[(tid) * 4 + 3];
  const float v_118 = (v_116 + v_117);
  out[0] = v_118;
  __syncthreads();
#line 78 "tilelang/ops/decode_combine.py"
  float* const tot_staged = reinterpret_cast<float*>(tl_smem + 0);
  if (v_31) {
    const float v_119 = tot[0];
    tot_staged[0] = v_119;
  }
  __syncthreads();
#line 79 "tilelang/ops/decode_combine.py"
  const float v_120 = tot_staged[0];
  const bool v_121 = (v_120 > 0.0f);
  float r_7;
  if (v_121) {
    const float v_122 = out[0];
    const float v_123 = tot_staged[0];
    const float v_124 = (v_122 / v_123);
    r_7 = v_124;
  } else {
    r_7 = 0.0f;
  }
  const half v_125 = tl::cast<half>(r_7);
  O[((((int)blockIdx.z) * 1 + (int)blockIdx.y) * 32 + (int)blockIdx.x) * 128 + tid] = v_125;
}
