"""A GEMM whose reduction length is a run-time value (``T.dynamic("K")``): one kernel
for every K, the pipelined loop's trip count ``T.ceildiv(K, block_K)`` computed at run
time and the last K tile partial (the copies past K read zeros). The float32 result is
a caller-allocated parameter (``out_idx=None``), filled with NaN before each call so
that an element never written shows; ``@T.prim_func`` style."""

import torch

import tilelang
import tilelang.language as T

M, N = 64, 64


def matmul_dyn_k(M, N, K, block_M=32, block_N=32, block_K=32, dtype="float16", accum_dtype="float"):
    @T.prim_func
    def main(A: T.Tensor((M, K), dtype), B: T.Tensor((K, N), dtype), C: T.Tensor((M, N), accum_dtype)):
        with T.Kernel(T.ceildiv(N, block_N), T.ceildiv(M, block_M), threads=128) as (bx, by):
            A_shared = T.alloc_shared((block_M, block_K), dtype)
            B_shared = T.alloc_shared((block_K, block_N), dtype)
            C_local = T.alloc_fragment((block_M, block_N), accum_dtype)
            T.clear(C_local)
            for ko in T.Pipelined(T.ceildiv(K, block_K), num_stages=2):
                T.copy(A[by * block_M, ko * block_K], A_shared)
                T.copy(B[ko * block_K, bx * block_N], B_shared)
                T.gemm(A_shared, B_shared, C_local)
            T.copy(C_local, C[by * block_M, bx * block_N])

    return main


def build(target):
    return tilelang.compile(matmul_dyn_k(M, N, T.dynamic("K")), target=target)


def run(target):
    kernel = build(target)
    dev = "cuda" if target.startswith("cuda") else "cpu"
    for k in (96, 40, 8):      # a multiple of block_K, a partial last tile, less than one tile
        a = torch.randn(M, k, dtype=torch.float16, device=dev)
        b = torch.randn(k, N, dtype=torch.float16, device=dev)
        c = torch.full((M, N), float("nan"), device=dev)
        kernel(a, b, c)
        ref = (a.double() @ b.double()).cpu()
        out = c.double().cpu()
        assert torch.isfinite(out).all(), k
        err = ((out - ref).abs().max() / ref.abs().max()).item()
        assert err < 1e-5, (k, err)
