"""SwiGLU's gate, ``silu(G) * U``, with the activation in a ``@T.macro`` and the
tensors written ``T.Tensor[shape, dtype]``; ``@T.prim_func`` style."""

import torch

import tilelang
import tilelang.language as T

M, N = 64, 128


@T.macro
def silu(x):
    return x * T.sigmoid(x)


def silu_mul(M, N, block_M=16, block_N=64, dtype="float16"):
    @T.prim_func
    def main(G: T.Tensor[(M, N), dtype], U: T.Tensor[(M, N), dtype], Y: T.Tensor[(M, N), dtype]):
        with T.Kernel(T.ceildiv(N, block_N), T.ceildiv(M, block_M), threads=128) as (bx, by):
            g = T.alloc_fragment((block_M, block_N), "float32")
            u = T.alloc_fragment((block_M, block_N), "float32")
            T.copy(G[by * block_M, bx * block_N], g)
            T.copy(U[by * block_M, bx * block_N], u)
            for i, j in T.Parallel(block_M, block_N):
                g[i, j] = silu(g[i, j]) * u[i, j]
            T.copy(g, Y[by * block_M, bx * block_N])

    return main


def build(target):
    return tilelang.compile(silu_mul(M, N), out_idx=[-1], target=target)


def run(target):
    kernel = build(target)
    dev = "cuda" if target.startswith("cuda") else "cpu"
    g = torch.randn(M, N, dtype=torch.float16, device=dev) * 3
    u = torch.randn(M, N, dtype=torch.float16, device=dev)
    y = kernel(g, u)
    ref = (torch.nn.functional.silu(g.double()) * u.double()).cpu()
    out = y.double().cpu()
    assert out.shape == ref.shape and torch.isfinite(out).all()
    err = ((out - ref).abs().max() / ref.abs().max()).item()
    assert err < 2e-3, err
