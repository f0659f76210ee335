// tutorials/02_tiled_gemm_shared.py --compile-only: simt_gemm; sm_90a
// written by `python scripts/update_golden.py` (never by hand): the CUDA source after prelude.cuh and a blank line, #line paths repository-relative
#line 73 "tutorials/02_tiled_gemm_shared.py"
extern "C" __global__ void __launch_bounds__(256) main_kernel(float* __restrict__ A, float* __restrict__ B, float* __restrict__ C) {
  extern __shared__ __align__(1024) unsigned char tl_smem[];
  const int tid = (int)threadIdx.x;
#line 74 "tutorials/02_tiled_gemm_shared.py"
  float* const A_s = reinterpret_cast<float*>(tl_smem + 0);
#line 75 "tutorials/02_tiled_gemm_shared.py"
  float* const B_s = reinterpret_cast<float*>(tl_smem + 4096);
#line 76 "tutorials/02_tiled_gemm_shared.py"
  alignas(16) float C_f[64];
#line 77 "tutorials/02_tiled_gemm_shared.py"
  #pragma unroll
  for (int l_v = 0; l_v < 16; l_v += 1) {
    const int v = (l_v * 4);
    const tl::vec<float, 4> v_1 = tl::vec<float, 4>{{0.0f, 0.0f, 0.0f, 0.0f}};
    *reinterpret_cast<tl::vec<float, 4>*>((C_f + v)) = v_1;
  }
#line 79 "tutorials/02_tiled_gemm_shared.py"
  const int v_2 = ((int)blockIdx.y * 128);
  const int v_3 = (tid % 2);
  const int v_4 = (tid / 2);
  const int v_5 = (v_3 * 4);
  const int v_6 = (v_4 + v_2);
#line 80 "tutorials/02_tiled_gemm_shared.py"
  const int v_7 = ((int)blockIdx.x * 128);
  const int v_8 = (tid % 32);
  const int v_9 = (tid / 32);
  const int v_10 = (v_8 * 4);
  const int v_11 = (v_10 + v_7);
#line 82 "tutorials/02_tiled_gemm_shared.py"
  const int v_12 = (tid * 4);
#line 78 "tutorials/02_tiled_gemm_shared.py"
  for (int ko = 0; ko < 512; ko += 1) {
#line 79 "tutorials/02_tiled_gemm_shared.py"
    const int v_13 = (ko * 8);
    __syncthreads();
    const int v_14 = (v_5 + v_13);
    tl::cp_async<16>((A_s + (v_4) * 8 + v_5), (A + (v_6) * 4096 + v_14), true);
    tl::cp_async_commit();
    tl::cp_async_wait<0>();
#line 80 "tutorials/02_tiled_gemm_shared.py"
    const int v_15 = (v_9 + v_13);
    tl::cp_async<16>((B_s + (v_9) * 128 + v_10), (B + (v_15) * 4096 + v_11), true);
    tl::cp_async_commit();
    tl::cp_async_wait<0>();
    __syncthreads();
#line 81 "tutorials/02_tiled_gemm_shared.py"
    for (int k = 0; k < 8; k += 1) {
#line 82 "tutorials/02_tiled_gemm_shared.py"
      #pragma unroll
      for (int l_v_1 = 0; l_v_1 < 16; l_v_1 += 1) {
        const int v_16 = (l_v_1 * 4);
        const int v_17 = (l_v_1 * 1024);
        const int v_18 = (v_17 + v_12);
        const int v_19 = (v_18 / 128);
#line 83 "tutorials/02_tiled_gemm_shared.py"
        const tl::vec<float, 4> v_20 = *reinterpret_cast<const tl::vec<float, 4>*>((C_f + v_16));
        const float v_21 = v_20.v[0];
        const float v_22 = A_s[(v_19) * 8 + k];
        const tl::vec<float, 4> v_23 = *reinterpret_cast<const tl::vec<float, 4>*>((B_s + (k) * 128 + v_10));
        const float v_24 = v_23.v[0];
        const float v_25 = (v_22 * v_24);
        const float v_26 = (v_21 + v_25);
        const float v_27 = v_20.v[1];
        const float v_28 = v_23.v[1];
        const float v_29 = (v_22 * v_28);
        const float v_30 = (v_27 + v_29);
        const float v_31 = v_20.v[2];
        const float v_32 = v_23.v[2];
        const float v_33 = (v_22 * v_32);
        const float v_34 = (v_31 + v_33);
        const float v_35 = v_20.v[3];
        const float v_36 = v_23.v[3];
        const float v_37 = (v_22 * v_36);
        const float v_38 = (v_35 + v_37);
#line 82 "tutorials/02_tiled_gemm_shared.py"
        const tl::vec<float, 4> v_39 = tl::vec<float, 4>{{v_26, v_30, v_34, v_38}};
        *reinterpret_cast<tl::vec<float, 4>*>((C_f + v_16)) = v_39;
      }
#line 81 "tutorials/02_tiled_gemm_shared.py"
    }
#line 78 "tutorials/02_tiled_gemm_shared.py"
  }
#line 84 "tutorials/02_tiled_gemm_shared.py"
  #pragma unroll
  for (int l_v_2 = 0; l_v_2 < 16; l_v_2 += 1) {
    const int v_40 = (l_v_2 * 4);
    const int v_41 = (l_v_2 * 1024);
    const int v_42 = (v_41 + v_12);
    const int v_43 = (v_42 / 128);
    const int v_44 = (v_43 + v_2);
    const tl::vec<float, 4> v_45 = *reinterpret_cast<const tl::vec<float, 4>*>((C_f + v_40));
    *reinterpret_cast<tl::vec<float, 4>*>((C + (v_44) * 4096 + v_11)) = v_45;
  }
}
