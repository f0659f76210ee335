"""RMSNorm over the rows of a float16 matrix, ``@T.prim_func`` style; the statistics in
float32."""

import torch

import tilelang
import tilelang.language as T

M, N = 64, 128
EPS = 1e-6


def rms_norm(M, N, block_M, eps=EPS, dtype="float16", accum_dtype="float32"):
    @T.prim_func
    def main(X: T.Tensor((M, N), dtype), W: T.Tensor((N,), dtype), Y: T.Tensor((M, N), dtype)):
        with T.Kernel(T.ceildiv(M, block_M), threads=128) as bx:
            x_shared = T.alloc_shared((block_M, N), dtype)
            x = T.alloc_fragment((block_M, N), accum_dtype)
            sq = T.alloc_fragment((block_M, N), accum_dtype)
            rms = T.alloc_fragment((block_M,), accum_dtype)
            T.copy(X[bx * block_M, 0], x_shared)
            for i, j in T.Parallel(block_M, N):
                x[i, j] = T.cast(x_shared[i, j], accum_dtype)
                sq[i, j] = x[i, j] * x[i, j]
            T.reduce_sum(sq, rms, dim=1)
            for i in T.Parallel(block_M):
                rms[i] = T.rsqrt(rms[i] / N + eps)
            for i, j in T.Parallel(block_M, N):
                Y[bx * block_M + i, j] = T.cast(x[i, j] * rms[i] * T.cast(W[j], accum_dtype), dtype)

    return main


def build(target):
    return tilelang.compile(rms_norm(M, N, 16), out_idx=[-1], target=target)


def run(target):
    kernel = build(target)
    dev = "cuda" if target.startswith("cuda") else "cpu"
    x = torch.randn(M, N, dtype=torch.float16, device=dev)
    w = torch.rand(N, dtype=torch.float16, device=dev) + 0.5
    y = kernel(x, w)
    xd = x.double()
    ref = (xd * torch.rsqrt(xd.pow(2).mean(dim=1, keepdim=True) + EPS) * w.double()).cpu()
    out = y.double().cpu()
    assert out.shape == ref.shape and torch.isfinite(out).all()
    err = ((out - ref).abs().max() / ref.abs().max()).item()
    assert err < 2e-3, err
