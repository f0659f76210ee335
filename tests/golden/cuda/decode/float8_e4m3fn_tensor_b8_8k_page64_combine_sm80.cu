// decode_attention: q (8, 1, 32, 128) float16, cache (8 x 8192, 8, 128) float8_e4m3fn scales by tensor, paged by 64; sm_80
// combine kernel; tile [32, 64, 1], keys major True, stages 2, fast math True, 5 splits (plan_splits without a GPU)
// written by `python scripts/update_golden.py` (never by hand): the CUDA source after prelude.cuh and a blank line, #line paths repository-relative
#line 51 "tilelang/ops/decode_combine.py"
extern "C" __global__ void __launch_bounds__(32) combine_kernel(float* __restrict__ Opart, float* __restrict__ Lse, half* __restrict__ O) {
  extern __shared__ __align__(1024) unsigned char tl_smem[];
  const int tid = (int)threadIdx.x;
#line 54 "tilelang/ops/decode_combine.py"
  alignas(16) float parts[20];
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
  alignas(16) float out[4];
#line 62 "tilelang/ops/decode_combine.py"
  const int v = (tid * 4);
  #pragma unroll
  for (int l_v = 0; l_v < 5; l_v += 1) {
    const int v_1 = (l_v * 4);
#line 63 "tilelang/ops/decode_combine.py"
    const int v_2 = tl::min(l_v, 4);
    const tl::vec<float, 4> v_3 = *reinterpret_cast<const tl::vec<float, 4>*>((Opart + (((((int)blockIdx.z) * 1 + (int)blockIdx.y) * 32 + (int)blockIdx.x) * 5 + v_2) * 128 + v));
#line 62 "tilelang/ops/decode_combine.py"
    *reinterpret_cast<tl::vec<float, 4>*>((parts + v_1)) = v_3;
  }
#line 64 "tilelang/ops/decode_combine.py"
  const int v_4 = (tid % 8);
  const bool v_5 = (tid < 8);
  if (v_5) {
#line 65 "tilelang/ops/decode_combine.py"
    const bool v_6 = (v_4 < 5);
    float r;
    if (v_6) {
      const int v_7 = tl::min(v_4, 4);
      const float v_8 = Lse[((((int)blockIdx.z) * 1 + (int)blockIdx.y) * 32 + (int)blockIdx.x) * 5 + v_7];
      r = v_8;
    } else {
      const float v_9 = (-__int_as_float(0x7f800000));
      r = v_9;
    }
#line 64 "tilelang/ops/decode_combine.py"
    lse[0] = r;
  }
#line 66 "tilelang/ops/decode_combine.py"
  float* const reduce_partials = reinterpret_cast<float*>(tl_smem + 0);
  const bool v_10 = (v_4 == 0);
  const float v_11 = lse[0];
  const float v_12 = (v_5 ? v_11 : __int_as_float(0xff800000));
  const float v_13 = tl::shfl<0>(v_12, 1, 32);
  const float v_14 = fmaxf(v_12, v_13);
  const float v_15 = tl::shfl<0>(v_14, 2, 32);
  const float v_16 = fmaxf(v_14, v_15);
  const float v_17 = tl::shfl<0>(v_16, 4, 32);
  const float v_18 = fmaxf(v_16, v_17);
  const bool v_19 = (v_5 && v_10);
  if (v_19) {
    reduce_partials[0] = v_18;
  }
  __syncthreads();
  const bool v_20 = (tid < 1);
  if (v_20) {
    const float v_21 = reduce_partials[0];
    const float v_22 = fmaxf(v_21, __int_as_float(0xff800000));
    mx[0] = v_22;
  }
  __syncthreads();
#line 69 "tilelang/ops/decode_combine.py"
  float* const mx_staged = reinterpret_cast<float*>(tl_smem + 0);
  if (v_20) {
    const float v_23 = mx[0];
    mx_staged[0] = v_23;
  }
  __syncthreads();
  if (v_5) {
#line 70 "tilelang/ops/decode_combine.py"
    const float v_24 = lse[0];
    const float v_25 = (-__int_as_float(0x7f800000));
    const bool v_26 = (v_24 > v_25);
    float r_1;
    if (v_26) {
      const float v_27 = lse[0];
      const float v_28 = mx_staged[0];
      const float v_29 = (v_27 - v_28);
      const float v_30 = exp2f(v_29);
      r_1 = v_30;
    } else {
      r_1 = 0.0f;
    }
#line 69 "tilelang/ops/decode_combine.py"
    w[0] = r_1;
  }
#line 71 "tilelang/ops/decode_combine.py"
  float* const reduce_partials_1 = reinterpret_cast<float*>(tl_smem + 0);
  __syncthreads();
  const float v_31 = w[0];
  const float v_32 = (v_5 ? v_31 : 0.0f);
  const float v_33 = tl::shfl<0>(v_32, 1, 32);
  const float v_34 = (v_32 + v_33);
  const float v_35 = tl::shfl<0>(v_34, 2, 32);
  const float v_36 = (v_34 + v_35);
  const float v_37 = tl::shfl<0>(v_36, 4, 32);
  const float v_38 = (v_36 + v_37);
  if (v_19) {
    reduce_partials_1[0] = v_38;
  }
  __syncthreads();
  if (v_20) {
    const float v_39 = reduce_partials_1[0];
    tot[0] = v_39;
  }
  __syncthreads();
#line 74 "tilelang/ops/decode_combine.py"
  float* const w_staged = reinterpret_cast<float*>(tl_smem + 0);
  if (v_5) {
    const float v_40 = w[0];
    w_staged[v_4] = v_40;
  }
  __syncthreads();
  #pragma unroll
  for (int l_v_1 = 0; l_v_1 < 5; l_v_1 += 1) {
    const int v_41 = (l_v_1 * 4);
#line 75 "tilelang/ops/decode_combine.py"
    const tl::vec<float, 4> v_42 = *reinterpret_cast<const tl::vec<float, 4>*>((parts + v_41));
    const float v_43 = v_42.v[0];
    const int v_44 = tl::min(l_v_1, 4);
    const float v_45 = w_staged[v_44];
    const float v_46 = (v_43 * v_45);
    const float v_47 = v_42.v[1];
    const float v_48 = (v_47 * v_45);
    const float v_49 = v_42.v[2];
    const float v_50 = (v_49 * v_45);
    const float v_51 = v_42.v[3];
    const float v_52 = (v_51 * v_45);
#line 74 "tilelang/ops/decode_combine.py"
    const tl::vec<float, 4> v_53 = tl::vec<float, 4>{{v_46, v_48, v_50, v_52}};
    *reinterpret_cast<tl::vec<float, 4>*>((parts + v_41)) = v_53;
  }
#line 76 "tilelang/ops/decode_combine.py"
  float* const reduce_partials_2 = reinterpret_cast<float*>(tl_smem + 0);
  __syncthreads();
  const tl::vec<float, 4> v_54 = *reinterpret_cast<const tl::vec<float, 4>*>((parts + 0));
  const float v_55 = v_54.v[0];
  const tl::vec<float, 4> v_56 = *reinterpret_cast<const tl::vec<float, 4>*>((parts + 4));
  const float v_57 = v_56.v[0];
  const tl::vec<float, 4> v_58 = *reinterpret_cast<const tl::vec<float, 4>*>((parts + 8));
  const float v_59 = v_58.v[0];
  const tl::vec<float, 4> v_60 = *reinterpret_cast<const tl::vec<float, 4>*>((parts + 12));
  const float v_61 = v_60.v[0];
  const tl::vec<float, 4> v_62 = *reinterpret_cast<const tl::vec<float, 4>*>((parts + 16));
  const float v_63 = v_62.v[0];
  const float v_64 = (v_55 + v_57);
  const float v_65 = (v_59 + v_61);
  const float v_66 = (v_64 + v_65);
  const float v_67 = (v_66 + v_63);
  reduce_partials_2[(v) * 1 + 0] = v_67;
  const float v_68 = v_54.v[1];
  const float v_69 = v_56.v[1];
  const float v_70 = v_58.v[1];
  const float v_71 = v_60.v[1];
  const float v_72 = v_62.v[1];
  const float v_73 = (v_68 + v_69);
  const float v_74 = (v_70 + v_71);
  const float v_75 = (v_73 + v_74);
  const float v_76 = (v_75 + v_72);
  const int v_77 = (v + 1);
  reduce_partials_2[(v_77) * 1 + 0] = v_76;
  const float v_78 = v_54.v[2];
  const float v_79 = v_56.v[2];
  const float v_80 = v_58.v[2];
  const float v_81 = v_60.v[2];
  const float v_82 = v_62.v[2];
  const float v_83 = (v_78 + v_79);
  const float v_84 = (v_80 + v_81);
  const float v_85 = (v_83 + v_84);
  const float v_86 = (v_85 + v_82);
  const int v_87 = (v + 2);
  reduce_partials_2[(v_87) * 1 + 0] = v_86;
  const float v_88 = v_54.v[3];
  const float v_89 = v_56.v[3];
  const float v_90 = v_58.v[3];
  const float v_91 = v_60.v[3];
  const float v_92 = v_62.v[3];
  const float v_93 = (v_88 + v_89);
  const float v_94 = (v_90 + v_91);
  const float v_95 = (v_93 + v_94);
  const float v_96 = (v_95 + v_92);
  const int v_97 = (v + 3);
  reduce_partials_2[(v_97) * 1 + 0] = v_96;
  __syncthreads();
  const float v_98 = reduce_partials_2[(v) * 1 + 0];
  const float v_99 = reduce_partials_2[(v_77) * 1 + 0];
  const float v_100 = reduce_partials_2[(v_87) * 1 + 0];
  const float v_101 = reduce_partials_2[(v_97) * 1 + 0];
  const tl::vec<float, 4> v_102 = tl::vec<float, 4>{{v_98, v_99, v_100, v_101}};
  *reinterpret_cast<tl::vec<float, 4>*>((acc + 0)) = v_102;
  __syncthreads();
#line 77 "tilelang/ops/decode_combine.py"
  const tl::vec<float, 4> v_103 = *reinterpret_cast<const tl::vec<float, 4>*>((acc + 0));
  *reinterpret_cast<tl::vec<float, 4>*>((out + 0)) = v_103;
#line 78 "tilelang/ops/decode_combine.py"
  float* const tot_staged = reinterpret_cast<float*>(tl_smem + 0);
  if (v_20) {
    const float v_104 = tot[0];
    tot_staged[0] = v_104;
  }
  __syncthreads();
#line 79 "tilelang/ops/decode_combine.py"
  const float v_105 = tot_staged[0];
  const bool v_106 = (v_105 > 0.0f);
  float r_2;
  if (v_106) {
    const float v_107 = out[0];
    const float v_108 = tot_staged[0];
    const float v_109 = (v_107 / v_108);
    r_2 = v_109;
  } else {
    r_2 = 0.0f;
  }
  const half v_110 = tl::cast<half>(r_2);
  float r_3;
  if (v_106) {
    const float v_111 = out[1];
    const float v_112 = tot_staged[0];
    const float v_113 = (v_111 / v_112);
    r_3 = v_113;
  } else {
    r_3 = 0.0f;
  }
  const half v_114 = tl::cast<half>(r_3);
  float r_4;
  if (v_106) {
    const float v_115 = out[2];
    const float v_116 = tot_staged[0];
    const float v_117 = (v_115 / v_116);
    r_4 = v_117;
  } else {
    r_4 = 0.0f;
  }
  const half v_118 = tl::cast<half>(r_4);
  float r_5;
  if (v_106) {
    const float v_119 = out[3];
    const float v_120 = tot_staged[0];
    const float v_121 = (v_119 / v_120);
    r_5 = v_121;
  } else {
    r_5 = 0.0f;
  }
  const half v_122 = tl::cast<half>(r_5);
  const tl::vec<half, 4> v_123 = tl::vec<half, 4>{{v_110, v_114, v_118, v_122}};
  *reinterpret_cast<tl::vec<half, 4>*>((O + ((((int)blockIdx.z) * 1 + (int)blockIdx.y) * 32 + (int)blockIdx.x) * 128 + v)) = v_123;
}
