"""GEMM + ReLU in the eager style (the quickstart): tensors are parameters, ``T.const``
names the sizes, the output is a returned ``T.empty``."""

import torch

import tilelang
import tilelang.language as T

M, N, K = 64, 64, 64


def matmul_relu(A, B, block_M: int = 32, block_N: int = 32, block_K: int = 32,
                dtype=T.float16, accum_dtype=T.float32):
    M, N, K = T.const("M, N, K")
    A: T.Tensor((M, K), dtype)
    B: T.Tensor((K, N), dtype)
    C = T.empty((M, N), dtype)
    with T.Kernel(T.ceildiv(N, block_N), T.ceildiv(M, block_M), threads=128) as (bx, by):
        A_shared = T.alloc_shared((block_M, block_K), dtype)
        B_shared = T.alloc_shared((block_K, block_N), dtype)
        C_local = T.alloc_fragment((block_M, block_N), accum_dtype)
        T.clear(C_local)
        for ko in T.Pipelined(T.ceildiv(K, block_K), num_stages=3):
            T.copy(A[by * block_M, ko * block_K], A_shared)
            T.copy(B[ko * block_K, bx * block_N], B_shared)
            T.gemm(A_shared, B_shared, C_local)
        for i, j in T.Parallel(block_M, block_N):
            C_local[i, j] = T.max(C_local[i, j], 0)
        T.copy(C_local, C[by * block_M, bx * block_N])
    return C


def build(target):
    # `@tilelang.jit(target=...)` applied here so that one file serves every target.
    return tilelang.jit(target=target)(matmul_relu).compile(M=M, N=N, K=K)


def run(target):
    f = tilelang.jit(target=target)(matmul_relu)
    dev = "cuda" if target.startswith("cuda") else "cpu"
    a = torch.randn(M, K, dtype=torch.float16, device=dev)
    b = torch.randn(K, N, dtype=torch.float16, device=dev)
    c = f(a, b)
    ref = torch.relu(a.double() @ b.double()).cpu()
    out = c.double().cpu()
    assert out.shape == ref.shape and torch.isfinite(out).all()
    err = ((out - ref).abs().max() / ref.abs().max()).item()
    assert err < 1e-2, err
