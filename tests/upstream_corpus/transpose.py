"""Matrix transpose through a shared tile, ``@T.prim_func`` style."""

import torch

import tilelang
import tilelang.language as T

M, N = 64, 96


def transpose(M, N, block=32, dtype="float16"):
    @T.prim_func
    def main(A: T.Tensor((M, N), dtype), B: T.Tensor((N, M), dtype)):
        with T.Kernel(T.ceildiv(N, block), T.ceildiv(M, block), threads=128) as (bx, by):
            tile = T.alloc_shared((block, block), dtype)
            T.copy(A[by * block, bx * block], tile)
            for i, j in T.Parallel(block, block):
                B[bx * block + i, by * block + j] = tile[j, i]

    return main


def build(target):
    return tilelang.compile(transpose(M, N), out_idx=[1], target=target)


def run(target):
    kernel = build(target)
    dev = "cuda" if target.startswith("cuda") else "cpu"
    a = torch.randn(M, N, dtype=torch.float16, device=dev)
    b = kernel(a)
    assert b.shape == (N, M)
    assert torch.equal(b.cpu(), a.t().contiguous().cpu())   # a copy: exact
