"""A GEMM with an unsigned int4 weight with zero points, eager style: B is (N, K) packed
two codes per uint8 (low nibble first), each group of 32 along K has a float16 scale and
zero, ``w = (code - zero) * scale``. The packed tile is copied to shared memory, unpacked
with shifts and masks in a ``T.Parallel`` into a float16 fragment, staged through shared
memory and fed to ``T.gemm(..., transpose_B=True)``."""

import torch

import tilelang
import tilelang.language as T

M, N, K, GROUP = 64, 64, 256, 32


def dequant_matmul(A, B, Scale, Zeros, group: int = GROUP, block_M: int = 64, block_N: int = 64,
                   block_K: int = 64, dtype=T.float16, accum_dtype=T.float32):
    M, N, K = T.const("M, N, K")
    A: T.Tensor((M, K), dtype)
    B: T.Tensor((N, K // 2), T.uint8)
    Scale: T.Tensor((N, K // group), dtype)
    Zeros: T.Tensor((N, K // group), dtype)
    C = T.empty((M, N), dtype)
    with T.Kernel(T.ceildiv(N, block_N), T.ceildiv(M, block_M), threads=128) as (bx, by):
        A_shared = T.alloc_shared((block_M, block_K), dtype)
        B_packed = T.alloc_shared((block_N, block_K // 2), T.uint8)
        B_local = T.alloc_fragment((block_N, block_K), dtype)
        B_shared = T.alloc_shared((block_N, block_K), dtype)
        C_local = T.alloc_fragment((block_M, block_N), accum_dtype)
        T.clear(C_local)
        for ko in T.Pipelined(T.ceildiv(K, block_K), num_stages=2):
            T.copy(A[by * block_M, ko * block_K], A_shared)
            T.copy(B[bx * block_N, ko * block_K // 2], B_packed)
            for i, j in T.Parallel(block_N, block_K):
                code = (B_packed[i, j // 2] >> (4 * (j % 2))) & 0xF
                g = (ko * block_K + j) // group
                B_local[i, j] = (T.cast(code, dtype) - Zeros[bx * block_N + i, g]) * Scale[bx * block_N + i, g]
            T.copy(B_local, B_shared)
            T.gemm(A_shared, B_shared, C_local, transpose_B=True)
        T.copy(C_local, C[by * block_M, bx * block_N])
    return C


def build(target):
    return tilelang.jit(target=target)(dequant_matmul).compile(M=M, N=N, K=K)


def run(target):
    f = tilelang.jit(target=target)(dequant_matmul)
    dev = "cuda" if target.startswith("cuda") else "cpu"
    codes = torch.randint(0, 16, (N, K), dtype=torch.uint8)
    packed = (codes[:, 0::2] | (codes[:, 1::2] << 4)).to(dev)
    scale = (torch.rand(N, K // GROUP) * 0.1 + 0.01).to(torch.float16).to(dev)
    zeros = torch.randint(4, 12, (N, K // GROUP)).to(torch.float16).to(dev)
    a = torch.randn(M, K, dtype=torch.float16, device=dev)
    c = f(a, packed, scale, zeros)
    w = (codes.double() - zeros.double().cpu().repeat_interleave(GROUP, dim=1)) \
        * scale.double().cpu().repeat_interleave(GROUP, dim=1)
    ref = a.double().cpu() @ w.t()
    out = c.double().cpu()
    assert out.shape == ref.shape and torch.isfinite(out).all()
    err = ((out - ref).abs().max() / ref.abs().max()).item()
    assert err < 5e-3, err
