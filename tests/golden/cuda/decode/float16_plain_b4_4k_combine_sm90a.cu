// decode_attention: q (4, 1, 32, 128) float16, cache (4 x 4096, 8, 128) float16; sm_90a
// combine kernel; tile [64, 128, 1], keys major False, stages 2, fast math True, 9 splits (plan_splits without a GPU)
// written by `python scripts/update_golden.py` (never by hand): the CUDA source after prelude.cuh and a blank line, #line paths repository-relative
#line 51 "tilelang/ops/decode_combine.py"
extern "C" __global__ void __launch_bounds__(32) combine_kernel(float* __restrict__ Opart, float* __restrict__ Lse, half* __restrict__ O) {
  extern __shared__ __align__(1024) unsigned char tl_smem[];
  const int tid = (int)threadIdx.x;
#line 53 "tilelang/ops/decode_combine.py"
  #if __CUDA_ARCH__ >= 900
  asm volatile("griddepcontrol.wait;" ::: "memory");
  #endif
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
  alignas(16) float out[4];
#line 62 "tilelang/ops/decode_combine.py"
  const int v = (tid * 4);
  #pragma unroll
  for (int l_v = 0; l_v < 9; l_v += 1) {
    const int v_1 = (l_v * 4);
#line 63 "tilelang/ops/decode_combine.py"
    const int v_2 = tl::min(l_v, 8);
    const tl::vec<float, 4> v_3 = *reinterpret_cast<const tl::vec<float, 4>*>((Opart + (((((int)blockIdx.z) * 1 + (int)blockIdx.y) * 32 + (int)blockIdx.x) * 9 + v_2) * 128 + v));
#line 62 "tilelang/ops/decode_combine.py"
    *reinterpret_cast<tl::vec<float, 4>*>((parts + v_1)) = v_3;
  }
#line 64 "tilelang/ops/decode_combine.py"
  const int v_4 = (tid % 16);
  const bool v_5 = (tid < 16);
  if (v_5) {
#line 65 "tilelang/ops/decode_combine.py"
    const bool v_6 = (v_4 < 9);
    float r;
    if (v_6) {
      const int v_7 = tl::min(v_4, 8);
      const float v_8 = Lse[((((int)blockIdx.z) * 1 + (int)blockIdx.y) * 32 + (int)blockIdx.x) * 9 + v_7];
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
  const float v_19 = tl::shfl<0>(v_18, 8, 32);
  const float v_20 = fmaxf(v_18, v_19);
  const bool v_21 = (v_5 && v_10);
  if (v_21) {
    reduce_partials[0] = v_20;
  }
  __syncthreads();
  const bool v_22 = (tid < 1);
  if (v_22) {
    const float v_23 = reduce_partials[0];
    const float v_24 = fmaxf(v_23, __int_as_float(0xff800000));
    mx[0] = v_24;
  }
  __syncthreads();
#line 69 "tilelang/ops/decode_combine.py"
  float* const mx_staged = reinterpret_cast<float*>(tl_smem + 0);
  if (v_22) {
    const float v_25 = mx[0];
    mx_staged[0] = v_25;
  }
  __syncthreads();
  if (v_5) {
#line 70 "tilelang/ops/decode_combine.py"
    const float v_26 = lse[0];
    const float v_27 = (-__int_as_float(0x7f800000));
    const bool v_28 = (v_26 > v_27);
    float r_1;
    if (v_28) {
      const float v_29 = lse[0];
      const float v_30 = mx_staged[0];
      const float v_31 = (v_29 - v_30);
      const float v_32 = exp2f(v_31);
      r_1 = v_32;
    } else {
      r_1 = 0.0f;
    }
#line 69 "tilelang/ops/decode_combine.py"
    w[0] = r_1;
  }
#line 71 "tilelang/ops/decode_combine.py"
  float* const reduce_partials_1 = reinterpret_cast<float*>(tl_smem + 0);
  __syncthreads();
  const float v_33 = w[0];
  const float v_34 = (v_5 ? v_33 : 0.0f);
  const float v_35 = tl::shfl<0>(v_34, 1, 32);
  const float v_36 = (v_34 + v_35);
  const float v_37 = tl::shfl<0>(v_36, 2, 32);
  const float v_38 = (v_36 + v_37);
  const float v_39 = tl::shfl<0>(v_38, 4, 32);
  const float v_40 = (v_38 + v_39);
  const float v_41 = tl::shfl<0>(v_40, 8, 32);
  const float v_42 = (v_40 + v_41);
  if (v_21) {
    reduce_partials_1[0] = v_42;
  }
  __syncthreads();
  if (v_22) {
    const float v_43 = reduce_partials_1[0];
    tot[0] = v_43;
  }
  __syncthreads();
#line 74 "tilelang/ops/decode_combine.py"
  float* const w_staged = reinterpret_cast<float*>(tl_smem + 0);
  if (v_5) {
    const float v_44 = w[0];
    w_staged[v_4] = v_44;
  }
  __syncthreads();
  #pragma unroll
  for (int l_v_1 = 0; l_v_1 < 9; l_v_1 += 1) {
    const int v_45 = (l_v_1 * 4);
#line 75 "tilelang/ops/decode_combine.py"
    const tl::vec<float, 4> v_46 = *reinterpret_cast<const tl::vec<float, 4>*>((parts + v_45));
    const float v_47 = v_46.v[0];
    const int v_48 = tl::min(l_v_1, 8);
    const float v_49 = w_staged[v_48];
    const float v_50 = (v_47 * v_49);
    const float v_51 = v_46.v[1];
    const float v_52 = (v_51 * v_49);
    const float v_53 = v_46.v[2];
    const float v_54 = (v_53 * v_49);
    const float v_55 = v_46.v[3];
    const float v_56 = (v_55 * v_49);
#line 74 "tilelang/ops/decode_combine.py"
    const tl::vec<float, 4> v_57 = tl::vec<float, 4>{{v_50, v_52, v_54, v_56}};
    *reinterpret_cast<tl::vec<float, 4>*>((parts + v_45)) = v_57;
  }
#line 76 "tilelang/ops/decode_combine.py"
  float* const reduce_partials_2 = reinterpret_cast<float*>(tl_smem + 0);
  __syncthreads();
  #pragma unroll
  for (int p = 0; p < 4; p += 1) {
    const float v_58 = parts[p];
    float r_2 = v_58;
    #pragma unroll
    for (int k = 1; k < 9; k += 1) {
      const int v_59 = (k * 4);
      const int v_60 = (p + v_59);
      const float v_61 = parts[v_60];
      const float v_62 = (r_2 + v_61);
      r_2 = v_62;
    }
    const int v_63 = (v + p);
    reduce_partials_2[(v_63) * 1 + 0] = r_2;
  }
  __syncthreads();
  const float v_64 = reduce_partials_2[(v) * 1 + 0];
  const int v_65 = (v + 1);
  const float v_66 = reduce_partials_2[(v_65) * 1 + 0];
  const int v_67 = (v + 2);
  const float v_68 = reduce_partials_2[(v_67) * 1 + 0];
  const int v_69 = (v + 3);
  const float v_70 = reduce_partials_2[(v_69) * 1 + 0];
  const tl::vec<float, 4> v_71 = tl::vec<float, 4>{{v_64, v_66, v_68, v_70}};
  *reinterpret_cast<tl::vec<float, 4>*>((acc + 0)) = v_71;
  __syncthreads();
#line 77 "tilelang/ops/decode_combine.py"
  const tl::vec<float, 4> v_72 = *reinterpret_cast<const tl::vec<float, 4>*>((acc + 0));
  *reinterpret_cast<tl::vec<float, 4>*>((out + 0)) = v_72;
#line 78 "tilelang/ops/decode_combine.py"
  float* const tot_staged = reinterpret_cast<float*>(tl_smem + 0);
  if (v_22) {
    const float v_73 = tot[0];
    tot_staged[0] = v_73;
  }
  __syncthreads();
#line 79 "tilelang/ops/decode_combine.py"
  const float v_74 = tot_staged[0];
  const bool v_75 = (v_74 > 0.0f);
  float r_3;
  if (v_75) {
    const float v_76 = out[0];
    const float v_77 = tot_staged[0];
    const float v_78 = (v_76 / v_77);
    r_3 = v_78;
  } else {
    r_3 = 0.0f;
  }
  const half v_79 = tl::cast<half>(r_3);
  float r_4;
  if (v_75) {
    const float v_80 = out[1];
    const float v_81 = tot_staged[0];
    const float v_82 = (v_80 / v_81);
    r_4 = v_82;
  } else {
    r_4 = 0.0f;
  }
  const half v_83 = tl::cast<half>(r_4);
  float r_5;
  if (v_75) {
    const float v_84 = out[2];
    const float v_85 = tot_staged[0];
    const float v_86 = (v_84 / v_85);
    r_5 = v_86;
  } else {
    r_5 = 0.0f;
  }
  const half v_87 = tl::cast<half>(r_5);
  float r_6;
  if (v_75) {
    const float v_88 = out[3];
    const float v_89 = tot_staged[0];
    const float v_90 = (v_88 / v_89);
    r_6 = v_90;
  } else {
    r_6 = 0.0f;
  }
  const half v_91 = tl::cast<half>(r_6);
  const tl::vec<half, 4> v_92 = tl::vec<half, 4>{{v_79, v_83, v_87, v_91}};
  *reinterpret_cast<tl::vec<half, 4>*>((O + ((((int)blockIdx.z) * 1 + (int)blockIdx.y) * 32 + (int)blockIdx.x) * 128 + v)) = v_92;
}
