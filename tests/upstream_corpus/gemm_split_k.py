"""Split-K GEMM: each block multiplies one K slice and adds its tile into the float32 C
with the tile form of ``T.atomic_add``; C is passed in zeroed (no ``out_idx``).
``@T.prim_func`` style with a 3-D grid."""

import torch

import tilelang
import tilelang.language as T

M, N, K, SPLIT = 64, 64, 256, 4


def matmul_split_k(M, N, K, block_M, block_N, block_K, split_k, dtype="float16", accum_dtype="float"):
    k_per_split = K // split_k

    @T.prim_func
    def main(A: T.Tensor((M, K), dtype), B: T.Tensor((K, N), dtype), C: T.Tensor((M, N), accum_dtype)):
        with T.Kernel(T.ceildiv(N, block_N), T.ceildiv(M, block_M), split_k, threads=128) as (bx, by, bz):
            A_shared = T.alloc_shared((block_M, block_K), dtype)
            B_shared = T.alloc_shared((block_K, block_N), dtype)
            C_local = T.alloc_fragment((block_M, block_N), accum_dtype)
            T.clear(C_local)
            for ko in T.Pipelined(T.ceildiv(k_per_split, block_K), num_stages=2):
                T.copy(A[by * block_M, bz * k_per_split + ko * block_K], A_shared)
                T.copy(B[bz * k_per_split + ko * block_K, bx * block_N], B_shared)
                T.gemm(A_shared, B_shared, C_local)
            T.atomic_add(C[by * block_M, bx * block_N], C_local)

    return main


def build(target):
    return tilelang.compile(matmul_split_k(M, N, K, 32, 32, 32, SPLIT), target=target)


def run(target):
    kernel = build(target)
    dev = "cuda" if target.startswith("cuda") else "cpu"
    a = torch.randn(M, K, dtype=torch.float16, device=dev)
    b = torch.randn(K, N, dtype=torch.float16, device=dev)
    c = torch.zeros(M, N, dtype=torch.float32, device=dev)
    kernel(a, b, c)
    ref = (a.double() @ b.double()).cpu()
    out = c.double().cpu()
    assert torch.isfinite(out).all()
    err = ((out - ref).abs().max() / ref.abs().max()).item()
    assert err < 1e-5, err
