// tutorials/01_copy_and_elementwise.py --compile-only: tile_copy; sm_90a
// written by `python scripts/update_golden.py` (never by hand): the CUDA source after prelude.cuh and a blank line, #line paths repository-relative
#line 87 "tutorials/01_copy_and_elementwise.py"
extern "C" __global__ void __launch_bounds__(128) main_kernel(half* __restrict__ A, half* __restrict__ B) {
  extern __shared__ __align__(1024) unsigned char tl_smem[];
  const int tid = (int)threadIdx.x;
#line 88 "tutorials/01_copy_and_elementwise.py"
  half* const A_s = reinterpret_cast<half*>(tl_smem + 0);
#line 89 "tutorials/01_copy_and_elementwise.py"
  const int v = ((int)blockIdx.y * 64);
  const int v_1 = ((int)blockIdx.x * 128);
  for (int k = 0; k < 8; k += 1) {
    const int v_2 = (k * 128);
    const int v_3 = (v_2 + tid);
    const int v_4 = (v_3 % 16);
    const int v_5 = (v_3 / 16);
    const int v_6 = (v_4 * 8);
    const int v_7 = (v_5 + v);
    const int v_8 = (v_6 + v_1);
    tl::cp_async<16>((A_s + (v_5) * 128 + v_6), (A + (v_7) * 8192 + v_8), true);
  }
  tl::cp_async_commit();
  tl::cp_async_wait<0>();
#line 90 "tutorials/01_copy_and_elementwise.py"
  __syncthreads();
  for (int k_1 = 0; k_1 < 8; k_1 += 1) {
    const int v_9 = (k_1 * 128);
    const int v_10 = (v_9 + tid);
    const int v_11 = (v_10 % 16);
    const int v_12 = (v_10 / 16);
    const int v_13 = (v_11 * 8);
    const int v_14 = (v_12 + v);
    const int v_15 = (v_13 + v_1);
    const tl::vec<half, 8> v_16 = *reinterpret_cast<const tl::vec<half, 8>*>((A_s + (v_12) * 128 + v_13));
    *reinterpret_cast<tl::vec<half, 8>*>((B + (v_14) * 8192 + v_15)) = v_16;
  }
}
