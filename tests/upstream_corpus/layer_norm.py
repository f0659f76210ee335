"""LayerNorm (weight and bias) in the eager style: the mean, then the variance of the
centred rows, with ``T.reduce_sum``."""

import torch

import tilelang
import tilelang.language as T

M, N = 64, 96
EPS = 1e-5


def layer_norm(X, W, Bias, block_M: int = 16, eps: float = EPS, dtype=T.float32):
    M, N = T.const("M, N")
    X: T.Tensor((M, N), dtype)
    W: T.Tensor((N,), dtype)
    Bias: T.Tensor((N,), dtype)
    Y = T.empty((M, N), dtype)
    with T.Kernel(T.ceildiv(M, block_M), threads=128) as bx:
        x = T.alloc_fragment((block_M, N), T.float32)
        d2 = T.alloc_fragment((block_M, N), T.float32)
        mean = T.alloc_fragment((block_M,), T.float32)
        var = T.alloc_fragment((block_M,), T.float32)
        T.copy(X[bx * block_M, 0], x)
        T.reduce_sum(x, mean, dim=1)
        for i in T.Parallel(block_M):
            mean[i] = mean[i] / N
        for i, j in T.Parallel(block_M, N):
            x[i, j] = x[i, j] - mean[i]
            d2[i, j] = x[i, j] * x[i, j]
        T.reduce_sum(d2, var, dim=1)
        for i in T.Parallel(block_M):
            var[i] = T.rsqrt(var[i] / N + eps)
        for i, j in T.Parallel(block_M, N):
            x[i, j] = x[i, j] * var[i] * W[j] + Bias[j]
        T.copy(x, Y[bx * block_M, 0])
    return Y


def build(target):
    return tilelang.jit(target=target)(layer_norm).compile(M=M, N=N)


def run(target):
    f = tilelang.jit(target=target)(layer_norm)
    dev = "cuda" if target.startswith("cuda") else "cpu"
    x = torch.randn(M, N, device=dev) * 3 + 1
    w = torch.randn(N, device=dev)
    b = torch.randn(N, device=dev)
    y = f(x, w, b)
    ref = torch.nn.functional.layer_norm(x.double(), (N,), w.double(), b.double(), EPS).cpu()
    out = y.double().cpu()
    assert out.shape == ref.shape and torch.isfinite(out).all()
    err = ((out - ref).abs().max() / ref.abs().max()).item()
    assert err < 1e-5, err
