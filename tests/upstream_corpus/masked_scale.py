"""Run-time scalars in the eager style (``n: T.int32``, ``alpha: T.float32``): scale the
first ``n`` columns of each row and zero the rest, with ``T.if_then_else``."""

import torch

import tilelang
import tilelang.language as T

M, N = 64, 96


def masked_scale(X, n: T.int32, alpha: T.float32, block_M: int = 16):
    M, N = T.const("M, N")
    X: T.Tensor((M, N), T.float32)
    Y = T.empty((M, N), T.float32)
    with T.Kernel(T.ceildiv(M, block_M), threads=128) as bx:
        for i, j in T.Parallel(block_M, N):
            Y[bx * block_M + i, j] = T.if_then_else(j < n, X[bx * block_M + i, j] * alpha, 0.0)
    return Y


def build(target):
    return tilelang.jit(target=target)(masked_scale).compile(M=M, N=N)


def run(target):
    f = tilelang.jit(target=target)(masked_scale)
    dev = "cuda" if target.startswith("cuda") else "cpu"
    x = torch.randn(M, N, device=dev)
    for n, alpha in ((40, 1.5), (N, -0.5)):     # one kernel: n and alpha are run-time values
        y = f(x, n, alpha)
        ref = x.double().cpu() * alpha
        ref[:, n:] = 0
        out = y.double().cpu()
        assert out.shape == ref.shape and torch.isfinite(out).all()
        err = ((out - ref).abs().max() / ref.abs().max()).item()
        assert err < 1e-6, (n, err)
