"""Top-1 per row (the value and the first index of the maximum), ``@T.prim_func`` style
with ``out_idx=None``: the caller passes the outputs. ``T.reduce_max`` gives the row
maximum; each column index where the maximum sits (``T.if_then_else``, else N) is
reduced with ``T.reduce_min`` into an int32 fragment."""

import torch

import tilelang
import tilelang.language as T

M, N = 64, 96


def argmax_rows(M, N, block_M=16, dtype="float32"):
    @T.prim_func
    def main(X: T.Tensor((M, N), dtype), Val: T.Tensor((M,), dtype), Idx: T.Tensor((M,), "int32")):
        with T.Kernel(T.ceildiv(M, block_M), threads=128) as bx:
            x = T.alloc_fragment((block_M, N), dtype)
            cand = T.alloc_fragment((block_M, N), "int32")
            row_max = T.alloc_fragment((block_M,), dtype)
            first = T.alloc_fragment((block_M,), "int32")
            T.copy(X[bx * block_M, 0], x)
            T.reduce_max(x, row_max, dim=1)
            for i, j in T.Parallel(block_M, N):
                cand[i, j] = T.if_then_else(x[i, j] == row_max[i], j, N)
            T.reduce_min(cand, first, dim=1)
            T.copy(row_max, Val[bx * block_M])
            T.copy(first, Idx[bx * block_M])

    return main


def build(target):
    return tilelang.compile(argmax_rows(M, N), target=target)


def run(target):
    kernel = build(target)
    dev = "cuda" if target.startswith("cuda") else "cpu"
    x = torch.randint(-50, 50, (M, N), device=dev).float()   # small integers: ties, the first must win
    x[0, 5] = x[0, 70] = 100.0
    val = torch.full((M,), float("nan"), device=dev)
    idx = torch.full((M,), -1, dtype=torch.int32, device=dev)
    assert kernel(x, val, idx) in (None, [])
    ref_val, ref_idx = x.cpu().max(dim=1)
    assert torch.equal(val.cpu(), ref_val)                 # a max picks an element: exact
    assert torch.equal(idx.cpu().long(), ref_idx) and idx[0].item() == 5
