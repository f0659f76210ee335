"""Batched GEMM over 3-D tensors, one K tile per block (``T.gemm(..., clear_accum=True)``),
the batch as the grid's third dim; eager style."""

import torch

import tilelang
import tilelang.language as T

BATCH, M, N, K = 3, 64, 32, 32


def bmm(A, B, block_M: int = 32, block_N: int = 32, dtype=T.float16, accum_dtype=T.float32):
    batch, M, N, K = T.const("batch, M, N, K")
    A: T.Tensor((batch, M, K), dtype)
    B: T.Tensor((batch, K, N), dtype)
    C = T.empty((batch, M, N), T.float32)
    with T.Kernel(T.ceildiv(N, block_N), T.ceildiv(M, block_M), batch, threads=128) as (bx, by, bz):
        A_shared = T.alloc_shared((block_M, K), dtype)
        B_shared = T.alloc_shared((K, block_N), dtype)
        C_local = T.alloc_fragment((block_M, block_N), accum_dtype)
        T.copy(A[bz, by * block_M:(by + 1) * block_M, :], A_shared)
        T.copy(B[bz, :, bx * block_N:(bx + 1) * block_N], B_shared)
        T.gemm(A_shared, B_shared, C_local, clear_accum=True)
        T.copy(C_local, C[bz, by * block_M:(by + 1) * block_M, bx * block_N:(bx + 1) * block_N])
    return C


def build(target):
    return tilelang.jit(target=target)(bmm).compile(batch=BATCH, M=M, N=N, K=K)


def run(target):
    f = tilelang.jit(target=target)(bmm)
    dev = "cuda" if target.startswith("cuda") else "cpu"
    a = torch.randn(BATCH, M, K, dtype=torch.float16, device=dev)
    b = torch.randn(BATCH, K, N, dtype=torch.float16, device=dev)
    c = f(a, b)
    ref = torch.bmm(a.double(), b.double()).cpu()
    out = c.double().cpu()
    assert out.shape == ref.shape and torch.isfinite(out).all()
    err = ((out - ref).abs().max() / ref.abs().max()).item()
    assert err < 1e-5, err
