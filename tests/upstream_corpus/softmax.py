"""Row-wise softmax in the eager style: ``T.reduce_max`` from ``-T.infinity``, ``T.exp2``
with the log2(e) scale, ``T.reduce_sum``."""

import torch

import tilelang
import tilelang.language as T

M, N = 64, 64
LOG2E = 1.44269504


def softmax(X, block_M: int = 16, dtype=T.float32, accum_dtype=T.float32):
    M, N = T.const("M, N")
    X: T.Tensor((M, N), dtype)
    Y = T.empty((M, N), dtype)
    with T.Kernel(T.ceildiv(M, block_M), threads=128) as bx:
        x = T.alloc_fragment((block_M, N), accum_dtype)
        row_max = T.alloc_fragment((block_M,), accum_dtype)
        row_sum = T.alloc_fragment((block_M,), accum_dtype)
        T.copy(X[bx * block_M, 0], x)
        T.fill(row_max, -T.infinity(accum_dtype))
        T.reduce_max(x, row_max, dim=1, clear=False)
        for i, j in T.Parallel(block_M, N):
            x[i, j] = T.exp2(x[i, j] * LOG2E - row_max[i] * LOG2E)
        T.reduce_sum(x, row_sum, dim=1)
        for i, j in T.Parallel(block_M, N):
            x[i, j] = x[i, j] / row_sum[i]
        T.copy(x, Y[bx * block_M, 0])
    return Y


def build(target):
    return tilelang.jit(target=target)(softmax).compile(M=M, N=N)


def run(target):
    f = tilelang.jit(target=target)(softmax)
    dev = "cuda" if target.startswith("cuda") else "cpu"
    x = torch.randn(M, N, device=dev) * 4
    y = f(x)
    ref = torch.softmax(x.double(), dim=1).cpu()
    out = y.double().cpu()
    assert out.shape == ref.shape and torch.isfinite(out).all()
    err = ((out - ref).abs().max() / ref.abs().max()).item()
    assert err < 1e-5, err
