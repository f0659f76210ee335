"""A 2-D element-wise op with broadcasting, eager style: ``clamp(X * col_scale[None, :] +
row_bias[:, None], -lo, lo)`` on a bfloat16 matrix whose sizes are not multiples of the
tile (an ``if`` in the ``T.Parallel`` guards the ragged edges), the vectors in float32,
``T.clamp``, a 256-thread block, bfloat16 output."""

import torch

import tilelang
import tilelang.language as T

M, N, LIMIT = 100, 72, 2.5


def broadcast_affine(X, col_scale, row_bias, limit: float = LIMIT, block_M: int = 32, block_N: int = 32):
    M, N = T.const("M, N")
    X: T.Tensor((M, N), T.bfloat16)
    col_scale: T.Tensor((N,), T.float32)
    row_bias: T.Tensor((M,), T.float32)
    Y = T.empty((M, N), T.bfloat16)
    with T.Kernel(T.ceildiv(N, block_N), T.ceildiv(M, block_M), threads=256) as (bx, by):
        for i, j in T.Parallel(block_M, block_N):
            r = by * block_M + i
            c = bx * block_N + j
            if r < M and c < N:
                v = T.cast(X[r, c], T.float32) * col_scale[c] + row_bias[r]
                Y[r, c] = T.cast(T.clamp(v, -limit, limit), T.bfloat16)
    return Y


def build(target):
    return tilelang.jit(target=target)(broadcast_affine).compile(M=M, N=N)


def run(target):
    f = tilelang.jit(target=target)(broadcast_affine)
    dev = "cuda" if target.startswith("cuda") else "cpu"
    x = torch.randn(M, N, device=dev).to(torch.bfloat16)
    scale = torch.rand(N, device=dev) * 2 + 0.5
    bias = torch.randn(M, device=dev)
    y = f(x, scale, bias)
    ref = (x.double() * scale.double()[None, :] + bias.double()[:, None]).clamp(-LIMIT, LIMIT).cpu()
    out = y.double().cpu()
    assert out.shape == ref.shape and torch.isfinite(out).all()
    assert (ref.abs() == LIMIT).any() and (ref.abs() < LIMIT).any()      # both sides of the clamp
    err = ((out - ref).abs().max() / ref.abs().max()).item()
    assert err < 1e-2, err
