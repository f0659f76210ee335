"""The main job: the INT4 x FP16 GEMM demo, ``python -m tilelang.demo``.

An FP16 weight is quantized group-wise to INT4 (``tilelang.quantize``) and the GEMM
``C = A @ dequant(B).T`` runs as kernels written in the language, checked against
torch:

* on a GPU: ``tilelang.ops.int4_matmul`` on weights prepared by ``prepare_int4`` (the
  tensor-core kernel with the lop3 dequant, split-K for small M), at LLM
  sizes, timed against cuBLAS FP16 (``torch.matmul`` with the dequantized weight);
* without one: the kernel below (each block dequantizes its INT4 tile into shared
  memory, scale per group, then ``T.gemm``) on the CPU interpreter at a small size.
"""

from __future__ import annotations

import time

import tilelang
import tilelang.language as T


def int4_gemm(M, N, K, group_size, block_M=16, block_N=64, block_K=64):
    @T.prim_func
    def main(A: T.Tensor((M, K), "float16"), B: T.Tensor((N, K), T.int4),
             S: T.Tensor((N, K // group_size), "float16"), C: T.Tensor((M, N), "float16")):
        with T.Kernel(T.ceildiv(N, block_N), T.ceildiv(M, block_M), threads=128) as (bx, by):
            A_s = T.alloc_shared((block_M, block_K), "float16")
            B_s = T.alloc_shared((block_N, block_K), "float16")
            C_f = T.alloc_fragment((block_M, block_N), "float")
            T.clear(C_f)
            for ko in T.Pipelined(K // block_K, num_stages=2):
                T.copy(A[by * block_M, ko * block_K], A_s)
                for n, k in T.Parallel(block_N, block_K):
                    row, col = bx * block_N + n, ko * block_K + k
                    B_s[n, k] = T.cast(B[row, col], "float16") * S[row, col // group_size]
                T.gemm(A_s, B_s, C_f, transpose_B=True)
            T.copy(C_f, C[by * block_M, bx * block_N])
    return main


def main(m: int = 16, n: int = 256, k: int = 512, group_size: int = 128) -> float:
    """Run on the GPU when there is one (LLM sizes), else on the CPU interpreter (small)."""
    import torch

    if torch.cuda.is_available():
        return gpu_main()
    return cpu_main(m, n, k, group_size)


def gpu_main(n: int = 8192, k: int = 8192, group_size: int = 128) -> float:
    """INT4 x FP16 through ``tilelang.ops.int4_matmul`` on the GPU, against cuBLAS FP16."""
    import torch

    from tilelang.ops import int4_matmul, prepare_int4
    from tilelang.timing import cuda_median_us

    w = (torch.randn(n, k, generator=torch.Generator().manual_seed(0)) * 0.05).half()
    packed, scales = tilelang.quantize(w, T.int4, group_size=group_size)  # a host helper
    w_hat = tilelang.dequantize(packed, T.int4, scales, group_size=group_size, out_dtype=torch.float32).cuda()
    prepared = prepare_int4(packed.cuda(), scales.cuda(), group_size=group_size)
    w16 = w_hat.half()
    print(f"INT4 x FP16 GEMM on {torch.cuda.get_device_name()}: N={n} K={k}, group size {group_size} "
          f"(weights {n * k // 2 / 2**20:.0f} MiB int4 vs {n * k * 2 / 2**20:.0f} MiB fp16)")
    print(f"  {'M':>5s} {'tilelang us':>12s} {'cuBLAS fp16 us':>15s} {'speedup':>8s} {'rel.err':>9s}")
    worst = 0.0
    for m in (1, 16, 128, 4096):
        a = torch.randn(m, k, device="cuda", dtype=torch.float16)
        t0 = time.perf_counter()
        c = int4_matmul(a, prepared)
        torch.cuda.synchronize()
        first = time.perf_counter() - t0
        ref = a.float() @ w_hat.T
        err = float((c.float() - ref).norm() / ref.norm())
        worst = max(worst, err)
        ours = cuda_median_us(lambda: int4_matmul(a, prepared))
        cublas = cuda_median_us(lambda: torch.matmul(a, w16.T))
        print(f"  {m:5d} {ours:12.1f} {cublas:15.1f} {cublas / ours:7.2f}x {err:9.1e}"
              f"   (first call, compile included: {first:.2f} s)")
    assert worst < 1e-2, f"kernel disagrees with the reference: {worst}"
    return worst


def cpu_main(m: int = 16, n: int = 256, k: int = 512, group_size: int = 128) -> float:
    """The INT4 GEMM above on the CPU interpreter, at a small size."""
    import torch

    gen = torch.Generator().manual_seed(0)
    a = torch.randn(m, k, generator=gen).half()
    w = (torch.randn(n, k, generator=gen) * 0.05).half()
    packed, scales = tilelang.quantize(w, T.int4, group_size=group_size)

    t0 = time.perf_counter()
    kernel = tilelang.compile(int4_gemm(m, n, k, group_size), out_idx=[-1], target="cpu")
    t1 = time.perf_counter()
    c = kernel(a, packed, scales)
    t2 = time.perf_counter()

    w_hat = tilelang.dequantize(packed, T.int4, scales, group_size=group_size, out_dtype=torch.float32)
    exact = a.float() @ w_hat.T            # what the kernel computes, in float32
    fp16 = a.float() @ w.float().T         # the unquantized FP16 weight
    err_kernel = float((c.float() - exact).norm() / exact.norm())
    err_quant = float((c.float() - fp16).norm() / fp16.norm())
    print(f"INT4 x FP16 GEMM, M={m} N={n} K={k}, group size {group_size}")
    print(f"  weight {tuple(w.shape)} fp16 {w.numel() * 2} bytes -> int4 {tuple(packed.shape)} {packed.dtype} "
          f"{packed.numel()} bytes + scales {tuple(scales.shape)} {scales.dtype}")
    print(f"  CPU interpreter: compile {1e3 * (t1 - t0):.0f} ms, run {1e3 * (t2 - t1):.0f} ms")
    print(f"  relative error vs A @ dequant(B).T in float32: {err_kernel:.2e}")
    print(f"  relative error vs the unquantized FP16 weight: {err_quant:.4f} (INT4 rounding)")
    print("  device: CPU (no GPU found: the CPU interpreter ran it; on a GPU this demo runs int4_matmul at "
          "LLM sizes against cuBLAS)")
    assert err_kernel < 2e-3, f"kernel disagrees with the reference: {err_kernel}"
    # Round-to-nearest INT4 of Gaussian weights leaves ~11% relative noise per weight
    # (step = absmax/7 with absmax ~ 2.7 sigma over 128 values); the GEMM inherits it.
    assert err_quant < 0.15, f"int4 quantization error {err_quant} is too large"
    return err_kernel


if __name__ == "__main__":
    main()
