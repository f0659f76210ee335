"""Element-wise add with ``T.Parallel`` over a 2-D tile, ``@T.prim_func`` style."""

import torch

import tilelang
import tilelang.language as T

M, N = 96, 64


def elementwise_add(M, N, block_M, block_N, in_dtype="float32", out_dtype="float32", threads=128):
    @T.prim_func
    def main(A: T.Tensor((M, N), in_dtype), B: T.Tensor((M, N), in_dtype), C: T.Tensor((M, N), out_dtype)):
        with T.Kernel(T.ceildiv(N, block_N), T.ceildiv(M, block_M), threads=threads) as (bx, by):
            start_x = bx * block_N
            start_y = by * block_M
            for local_y, local_x in T.Parallel(block_M, block_N):
                y = start_y + local_y
                x = start_x + local_x
                C[y, x] = A[y, x] + B[y, x]

    return main


def build(target):
    return tilelang.compile(elementwise_add(M, N, 32, 32), out_idx=[2], target=target)


def run(target):
    kernel = build(target)
    dev = "cuda" if target.startswith("cuda") else "cpu"
    a = torch.randn(M, N, device=dev)
    b = torch.randn(M, N, device=dev)
    c = kernel(a, b)
    ref = (a.double() + b.double()).cpu()
    out = c.double().cpu()
    assert out.shape == ref.shape and torch.isfinite(out).all()
    err = ((out - ref).abs().max() / ref.abs().max()).item()
    assert err < 1e-6, err
