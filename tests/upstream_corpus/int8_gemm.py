"""An int8 GEMM accumulating in int32 (exact), B given as (N, K); eager style."""

import torch

import tilelang
import tilelang.language as T

M, N, K = 64, 64, 128


def int8_matmul(A, B, block_M: int = 64, block_N: int = 64, block_K: int = 64):
    M, N, K = T.const("M N K")
    A: T.Tensor((M, K), T.int8)
    B: T.Tensor((N, K), T.int8)
    C = T.empty((M, N), T.int32)
    with T.Kernel(T.ceildiv(N, block_N), T.ceildiv(M, block_M), threads=128) as (bx, by):
        A_shared = T.alloc_shared((block_M, block_K), T.int8)
        B_shared = T.alloc_shared((block_N, block_K), T.int8)
        C_local = T.alloc_fragment((block_M, block_N), T.int32)
        T.clear(C_local)
        for ko in T.Pipelined(T.ceildiv(K, block_K), num_stages=2):
            T.copy(A[by * block_M, ko * block_K], A_shared)
            T.copy(B[bx * block_N, ko * block_K], B_shared)
            T.gemm(A_shared, B_shared, C_local, transpose_B=True)
        T.copy(C_local, C[by * block_M, bx * block_N])
    return C


def build(target):
    return tilelang.jit(target=target)(int8_matmul).compile(M=M, N=N, K=K)


def run(target):
    f = tilelang.jit(target=target)(int8_matmul)
    dev = "cuda" if target.startswith("cuda") else "cpu"
    a = torch.randint(-128, 128, (M, K), dtype=torch.int8, device=dev)
    b = torch.randint(-128, 128, (N, K), dtype=torch.int8, device=dev)
    c = f(a, b)
    ref = (a.long().cpu() @ b.long().cpu().t()).to(torch.int32)
    assert c.dtype == torch.int32 and torch.equal(c.cpu(), ref)   # integer sums: exact
