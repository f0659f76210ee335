"""Per-row symmetric int8 quantization: ``T.reduce_absmax`` for the scale, ``T.round``,
``T.clamp`` and ``T.cast`` for the codes; two outputs returned in the eager style."""

import torch

import tilelang
import tilelang.language as T

M, N = 64, 96


def quantize_rows(X, block_M: int = 16):
    M, N = T.const("M, N")
    X: T.Tensor((M, N), T.float16)
    Q = T.empty((M, N), T.int8)
    S = T.empty((M,), T.float32)
    with T.Kernel(T.ceildiv(M, block_M), threads=128) as bx:
        x = T.alloc_fragment((block_M, N), T.float32)
        amax = T.alloc_fragment((block_M,), T.float32)
        T.copy(X[bx * block_M, 0], x)
        T.reduce_absmax(x, amax, dim=1)
        for i in T.Parallel(block_M):
            amax[i] = T.max(amax[i], 1e-8) / 127.0
            S[bx * block_M + i] = amax[i]
        for i, j in T.Parallel(block_M, N):
            Q[bx * block_M + i, j] = T.cast(T.clamp(T.round(x[i, j] / amax[i]), -127.0, 127.0), T.int8)
    return Q, S


def build(target):
    return tilelang.jit(target=target)(quantize_rows).compile(M=M, N=N)


def run(target):
    f = tilelang.jit(target=target)(quantize_rows)
    dev = "cuda" if target.startswith("cuda") else "cpu"
    x = torch.randn(M, N, dtype=torch.float16, device=dev)
    q, s = f(x)
    xd = x.double().cpu()
    ref_s = xd.abs().amax(dim=1) / 127.0
    assert s.shape == (M,) and q.shape == (M, N) and q.dtype == torch.int8
    assert ((s.double().cpu() - ref_s).abs().max() / ref_s.max()).item() < 1e-6
    # Codes: the nearest integer to x / scale, off by one at most where float32 rounding
    # lands on a tie; the row's largest element maps to +-127 exactly.
    ref_q = (xd / s.double().cpu()[:, None]).round().clamp(-127, 127)
    assert (q.cpu().double() - ref_q).abs().max().item() <= 1
    assert torch.equal(q.cpu().abs().amax(dim=1), torch.full((M,), 127, dtype=torch.int8))
