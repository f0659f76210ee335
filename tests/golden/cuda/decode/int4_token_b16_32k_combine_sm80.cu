// decode_attention: q (16, 1, 32, 128) float16, cache (16 x 32768, 8, 128) int4 scales by token; sm_80
// combine kernel; tile [64, 64, 1], keys major True, stages 2, fast math True, 3 splits (plan_splits without a GPU)
// written by `python scripts/update_golden.py` (never by hand): the CUDA source after prelude.cuh and a blank line, #line paths repository-relative
#line 51 "tilelang/ops/decode_combine.py"
extern "C" __global__ void __launch_bounds__(32) combine_kernel(float* __restrict__ Opart, float* __restrict__ Lse, half* __restrict__ O) {
  extern __shared__ __align__(1024) unsigned char tl_smem[];
  const int tid = (int)threadIdx.x;
#line 54 "tilelang/ops/decode_combine.py"
  alignas(16) float parts[12];
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
  for (int l_v = 0; l_v < 3; l_v += 1) {
    const int v_1 = (l_v * 4);
#line 63 "tilelang/ops/decode_combine.py"
    const int v_2 = tl::min(l_v, 2);
    const tl::vec<float, 4> v_3 = *reinterpret_cast<const tl::vec<float, 4>*>((Opart + (((((int)blockIdx.z) * 1 + (int)blockIdx.y) * 32 + (int)blockIdx.x) * 3 + v_2) * 128 + v));
#line 62 "tilelang/ops/decode_combine.py"
    *reinterpret_cast<tl::vec<float, 4>*>((parts + v_1)) = v_3;
  }
#line 64 "tilelang/ops/decode_combine.py"
  const int v_4 = (tid % 4);
  const bool v_5 = (tid < 4);
  if (v_5) {
#line 65 "tilelang/ops/decode_combine.py"
    const bool v_6 = (v_4 < 3);
    float r;
    if (v_6) {
      const int v_7 = tl::min(v_4, 2);
      const float v_8 = Lse[((((int)blockIdx.z) * 1 + (int)blockIdx.y) * 32 + (int)blockIdx.x) * 3 + v_7];
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
  const bool v_17 = (v_5 && v_10);
  if (v_17) {
    reduce_partials[0] = v_16;
  }
  __syncthreads();
  const bool v_18 = (tid < 1);
  if (v_18) {
    const float v_19 = reduce_partials[0];
    const float v_20 = fmaxf(v_19, __int_as_float(0xff800000));
    mx[0] = v_20;
  }
  __syncthreads();
#line 69 "tilelang/ops/decode_combine.py"
  float* const mx_staged = reinterpret_cast<float*>(tl_smem + 0);
  if (v_18) {
    const float v_21 = mx[0];
    mx_staged[0] = v_21;
  }
  __syncthreads();
  if (v_5) {
#line 70 "tilelang/ops/decode_combine.py"
    const float v_22 = lse[0];
    const float v_23 = (-__int_as_float(0x7f800000));
    const bool v_24 = (v_22 > v_23);
    float r_1;
    if (v_24) {
      const float v_25 = lse[0];
      const float v_26 = mx_staged[0];
      const float v_27 = (v_25 - v_26);
      const float v_28 = exp2f(v_27);
      r_1 = v_28;
    } else {
      r_1 = 0.0f;
    }
#line 69 "tilelang/ops/decode_combine.py"
    w[0] = r_1;
  }
#line 71 "tilelang/ops/decode_combine.py"
  float* const reduce_partials_1 = reinterpret_cast<float*>(tl_smem + 0);
  __syncthreads();
  const float v_29 = w[0];
  const float v_30 = (v_5 ? v_29 : 0.0f);
  const float v_31 = tl::shfl<0>(v_30, 1, 32);
  const float v_32 = (v_30 + v_31);
  const float v_33 = tl::shfl<0>(v_32, 2, 32);
  const float v_34 = (v_32 + v_33);
  if (v_17) {
    reduce_partials_1[0] = v_34;
  }
  __syncthreads();
  if (v_18) {
    const float v_35 = reduce_partials_1[0];
    tot[0] = v_35;
  }
  __syncthreads();
#line 74 "tilelang/ops/decode_combine.py"
  float* const w_staged = reinterpret_cast<float*>(tl_smem + 0);
  if (v_5) {
    const float v_36 = w[0];
    w_staged[v_4] = v_36;
  }
  __syncthreads();
  #pragma unroll
  for (int l_v_1 = 0; l_v_1 < 3; l_v_1 += 1) {
    const int v_37 = (l_v_1 * 4);
#line 75 "tilelang/ops/decode_combine.py"
    const tl::vec<float, 4> v_38 = *reinterpret_cast<const tl::vec<float, 4>*>((parts + v_37));
    const float v_39 = v_38.v[0];
    const int v_40 = tl::min(l_v_1, 2);
    const float v_41 = w_staged[v_40];
    const float v_42 = (v_39 * v_41);
    const float v_43 = v_38.v[1];
    const float v_44 = (v_43 * v_41);
    const float v_45 = v_38.v[2];
    const float v_46 = (v_45 * v_41);
    const float v_47 = v_38.v[3];
    const float v_48 = (v_47 * v_41);
#line 74 "tilelang/ops/decode_combine.py"
    const tl::vec<float, 4> v_49 = tl::vec<float, 4>{{v_42, v_44, v_46, v_48}};
    *reinterpret_cast<tl::vec<float, 4>*>((parts + v_37)) = v_49;
  }
#line 76 "tilelang/ops/decode_combine.py"
  float* const reduce_partials_2 = reinterpret_cast<float*>(tl_smem + 0);
  __syncthreads();
  const tl::vec<float, 4> v_50 = *reinterpret_cast<const tl::vec<float, 4>*>((parts + 0));
  const float v_51 = v_50.v[0];
  const tl::vec<float, 4> v_52 = *reinterpret_cast<const tl::vec<float, 4>*>((parts + 4));
  const float v_53 = v_52.v[0];
  const tl::vec<float, 4> v_54 = *reinterpret_cast<const tl::vec<float, 4>*>((parts + 8));
  const float v_55 = v_54.v[0];
  const float v_56 = (v_51 + v_53);
  const float v_57 = (v_56 + v_55);
  reduce_partials_2[(v) * 1 + 0] = v_57;
  const float v_58 = v_50.v[1];
  const float v_59 = v_52.v[1];
  const float v_60 = v_54.v[1];
  const float v_61 = (v_58 + v_59);
  const float v_62 = (v_61 + v_60);
  const int v_63 = (v + 1);
  reduce_partials_2[(v_63) * 1 + 0] = v_62;
  const float v_64 = v_50.v[2];
  const float v_65 = v_52.v[2];
  const float v_66 = v_54.v[2];
  const float v_67 = (v_64 + v_65);
  const float v_68 = (v_67 + v_66);
  const int v_69 = (v + 2);
  reduce_partials_2[(v_69) * 1 + 0] = v_68;
  const float v_70 = v_50.v[3];
  const float v_71 = v_52.v[3];
  const float v_72 = v_54.v[3];
  const float v_73 = (v_70 + v_71);
  const float v_74 = (v_73 + v_72);
  const int v_75 = (v + 3);
  reduce_partials_2[(v_75) * 1 + 0] = v_74;
  __syncthreads();
  const float v_76 = reduce_partials_2[(v) * 1 + 0];
  const float v_77 = reduce_partials_2[(v_63) * 1 + 0];
  const float v_78 = reduce_partials_2[(v_69) * 1 + 0];
  const float v_79 = reduce_partials_2[(v_75) * 1 + 0];
  const tl::vec<float, 4> v_80 = tl::vec<float, 4>{{v_76, v_77, v_78, v_79}};
  *reinterpret_cast<tl::vec<float, 4>*>((acc + 0)) = v_80;
  __syncthreads();
#line 77 "tilelang/ops/decode_combine.py"
  const tl::vec<float, 4> v_81 = *reinterpret_cast<const tl::vec<float, 4>*>((acc + 0));
  *reinterpret_cast<tl::vec<float, 4>*>((out + 0)) = v_81;
#line 78 "tilelang/ops/decode_combine.py"
  float* const tot_staged = reinterpret_cast<float*>(tl_smem + 0);
  if (v_18) {
    const float v_82 = tot[0];
    tot_staged[0] = v_82;
  }
  __syncthreads();
#line 79 "tilelang/ops/decode_combine.py"
  const float v_83 = tot_staged[0];
  const bool v_84 = (v_83 > 0.0f);
  float r_2;
  if (v_84) {
    const float v_85 = out[0];
    const float v_86 = tot_staged[0];
    const float v_87 = (v_85 / v_86);
    r_2 = v_87;
  } else {
    r_2 = 0.0f;
  }
  const half v_88 = tl::cast<half>(r_2);
  float r_3;
  if (v_84) {
    const float v_89 = out[1];
    const float v_90 = tot_staged[0];
    const float v_91 = (v_89 / v_90);
    r_3 = v_91;
  } else {
    r_3 = 0.0f;
  }
  const half v_92 = tl::cast<half>(r_3);
  float r_4;
  if (v_84) {
    const float v_93 = out[2];
    const float v_94 = tot_staged[0];
    const float v_95 = (v_93 / v_94);
    r_4 = v_95;
  } else {
    r_4 = 0.0f;
  }
  const half v_96 = tl::cast<half>(r_4);
  float r_5;
  if (v_84) {
    const float v_97 = out[3];
    const float v_98 = tot_staged[0];
    const float v_99 = (v_97 / v_98);
    r_5 = v_99;
  } else {
    r_5 = 0.0f;
  }
  const half v_100 = tl::cast<half>(r_5);
  const tl::vec<half, 4> v_101 = tl::vec<half, 4>{{v_88, v_92, v_96, v_100}};
  *reinterpret_cast<tl::vec<half, 4>*>((O + ((((int)blockIdx.z) * 1 + (int)blockIdx.y) * 32 + (int)blockIdx.x) * 128 + v)) = v_101;
}
