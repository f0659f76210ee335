"""Row-wise inclusive prefix sums with ``T.cumsum`` on a shared tile, eager style."""

import torch

import tilelang
import tilelang.language as T

M, N = 32, 64


def row_cumsum(X, block_M: int = 8, reverse: bool = False):
    M, N = T.const("M N")
    X: T.Tensor((M, N), T.float32)
    Y = T.empty((M, N), T.float32)
    with T.Kernel(T.ceildiv(M, block_M), threads=128) as bx:
        tile = T.alloc_shared((block_M, N), T.float32)
        T.copy(X[bx * block_M, 0], tile)
        T.cumsum(tile, dim=1, reverse=reverse)
        T.copy(tile, Y[bx * block_M, 0])
    return Y


def build(target):
    return tilelang.jit(target=target)(row_cumsum).compile(M=M, N=N)


def run(target):
    f = tilelang.jit(target=target)(row_cumsum)
    dev = "cuda" if target.startswith("cuda") else "cpu"
    x = torch.randn(M, N, device=dev)
    for reverse in (False, True):
        y = f(x, reverse=reverse)
        xd = x.double().cpu()
        ref = xd.flip(1).cumsum(1).flip(1) if reverse else xd.cumsum(1)
        out = y.double().cpu()
        assert out.shape == ref.shape and torch.isfinite(out).all()
        err = ((out - ref).abs().max() / ref.abs().max()).item()
        assert err < 1e-5, (reverse, err)
