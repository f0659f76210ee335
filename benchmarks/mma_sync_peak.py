"""The ceiling of the instruction this project's tensor-core kernels use: ``mma.sync
m16n8k16`` (fp16 in, fp32 accumulate) from registers, no memory traffic, against
cuBLAS's fp16 GEMM (Hopper: wgmma) measured in the same run.  GPU only.

Each warp keeps ``CHAINS`` independent accumulators and issues ``ITERS`` rounds of
mma on them; blocks of ``WARPS`` warps fill every SM several times over.  The best
rate over a few (chains, warps) shapes is the most any mma.sync kernel can reach;
a quantized GEMM also spends issue slots on loads and the dequant.

    python benchmarks/mma_sync_peak.py
"""

from __future__ import annotations

import ctypes

import torch

from tilelang.backends.cuda import nvrtc
from tilelang.timing import cuda_median_us

SOURCE = r"""
extern "C" __global__ void __launch_bounds__(WARPS * 32) mma_peak(float* out, int iters) {
  unsigned a[4], b[2];
  float c[CHAINS][4];
  for (int i = 0; i < 4; ++i) a[i] = 0x3c003c00u ^ (threadIdx.x * (i + 1));  // fp16 pairs near 1
  b[0] = 0x3c003c00u ^ threadIdx.x; b[1] = 0x3c003c00u;
  for (int j = 0; j < CHAINS; ++j) for (int i = 0; i < 4; ++i) c[j][i] = 0.0f;
  for (int it = 0; it < iters; ++it) {
#pragma unroll
    for (int j = 0; j < CHAINS; ++j)
      asm volatile("mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 {%0,%1,%2,%3}, {%4,%5,%6,%7}, {%8,%9}, "
                   "{%0,%1,%2,%3};\n"
                   : "+f"(c[j][0]), "+f"(c[j][1]), "+f"(c[j][2]), "+f"(c[j][3])
                   : "r"(a[0]), "r"(a[1]), "r"(a[2]), "r"(a[3]), "r"(b[0]), "r"(b[1]));
  }
  float s = 0.0f;
  for (int j = 0; j < CHAINS; ++j) s += c[j][0] + c[j][1] + c[j][2] + c[j][3];
  out[blockIdx.x * blockDim.x + threadIdx.x] = s;  // keeps the chains alive
}
"""


def _driver():
    from cuda.bindings import driver

    return driver


def peak(chains: int, warps: int, iters: int = 4096) -> float:
    """TFLOP/s of the mma loop for one (chains, warps) shape."""
    drv = _driver()
    src = SOURCE.replace("CHAINS", str(chains)).replace("WARPS", str(warps))
    cubin = nvrtc.compile_cubin(src, "sm_90a")
    torch.cuda.init()
    torch.empty(1, device="cuda")  # torch's primary context is current
    err, mod = drv.cuModuleLoadData(cubin)
    assert err == drv.CUresult.CUDA_SUCCESS, err
    err, fn = drv.cuModuleGetFunction(mod, b"mma_peak")
    assert err == drv.CUresult.CUDA_SUCCESS, err
    sms = torch.cuda.get_device_properties(0).multi_processor_count
    blocks = sms * 8
    out = torch.empty(blocks * warps * 32, device="cuda")
    ptr, n = ctypes.c_void_p(out.data_ptr()), ctypes.c_int(iters)
    args = (ctypes.c_void_p * 2)(ctypes.addressof(ptr), ctypes.addressof(n))

    def launch():
        stream = torch.cuda.current_stream().cuda_stream
        (e,) = drv.cuLaunchKernel(fn, blocks, 1, 1, warps * 32, 1, 1, 0, stream, ctypes.addressof(args), 0)
        assert e == drv.CUresult.CUDA_SUCCESS, e

    us = cuda_median_us([launch], 3, 10)
    flops = blocks * warps * iters * chains * 2 * 16 * 8 * 16
    return flops / (us * 1e-6) / 1e12


def main():
    if not torch.cuda.is_available():
        raise SystemExit("mma_sync_peak.py needs a CUDA GPU")
    print(f"device: {torch.cuda.get_device_name()}")
    best = 0.0
    for chains, warps in ((4, 4), (8, 4), (8, 8), (16, 4), (4, 16)):
        t = peak(chains, warps)
        best = max(best, t)
        print(f"  mma.sync m16n8k16 f32 acc, {chains} chains x {warps} warps/block: {t:7.1f} TFLOP/s")
    a = torch.randn(8192, 8192, device="cuda", dtype=torch.float16)
    b = torch.randn(8192, 8192, device="cuda", dtype=torch.float16)
    us = cuda_median_us([lambda: torch.matmul(a, b)], 3, 10)
    cublas = 2 * 8192 ** 3 / (us * 1e-6) / 1e12
    print(f"cuBLAS fp16 8192^3: {cublas:.1f} TFLOP/s; mma.sync ceiling {best:.1f} TFLOP/s = {best / cublas:.2f}x cuBLAS")


if __name__ == "__main__":
    main()
