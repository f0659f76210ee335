"""A linear layer's forward, ``gelu(A @ W + bias)`` with the exact (erf) GELU, fused into
the GEMM's epilogue: A given transposed (K, M) (``transpose_A``), the bias broadcast along
rows, the activation on the accumulator fragment before one store; ``@T.prim_func`` style."""

import math

import torch

import tilelang
import tilelang.language as T

M, N, K = 64, 96, 128
INV_SQRT2 = 1 / math.sqrt(2)


def linear_gelu(M, N, K, block_M=64, block_N=32, block_K=32, dtype="float16", accum_dtype="float"):
    @T.prim_func
    def main(At: T.Tensor((K, M), dtype), W: T.Tensor((K, N), dtype), bias: T.Tensor((N,), dtype),
             Y: T.Tensor((M, N), dtype)):
        with T.Kernel(T.ceildiv(N, block_N), T.ceildiv(M, block_M), threads=128) as (bx, by):
            A_shared = T.alloc_shared((block_K, block_M), dtype)
            W_shared = T.alloc_shared((block_K, block_N), dtype)
            bias_shared = T.alloc_shared((block_N,), dtype)
            acc = T.alloc_fragment((block_M, block_N), accum_dtype)
            T.copy(bias[bx * block_N], bias_shared)
            T.clear(acc)
            for ko in T.Pipelined(T.ceildiv(K, block_K), num_stages=3):
                T.copy(At[ko * block_K, by * block_M], A_shared)
                T.copy(W[ko * block_K, bx * block_N], W_shared)
                T.gemm(A_shared, W_shared, acc, transpose_A=True)
            for i, j in T.Parallel(block_M, block_N):
                x = acc[i, j] + T.cast(bias_shared[j], accum_dtype)
                acc[i, j] = 0.5 * x * (1.0 + T.erf(x * INV_SQRT2))
            T.copy(acc, Y[by * block_M, bx * block_N])

    return main


def build(target):
    return tilelang.compile(linear_gelu(M, N, K), out_idx=[-1], target=target)


def run(target):
    kernel = build(target)
    dev = "cuda" if target.startswith("cuda") else "cpu"
    a = torch.randn(M, K, dtype=torch.float16, device=dev)
    w = (torch.randn(K, N, device=dev) / math.sqrt(K)).to(torch.float16)
    bias = torch.randn(N, dtype=torch.float16, device=dev)
    y = kernel(a.t().contiguous(), w, bias)
    ref = torch.nn.functional.gelu(a.double() @ w.double() + bias.double()).cpu()
    out = y.double().cpu()
    assert out.shape == ref.shape and torch.isfinite(out).all()
    assert (ref < 0).any() and (ref > 1).any()       # both sides of the curve are exercised
    err = ((out - ref).abs().max() / ref.abs().max()).item()
    assert err < 2e-3, err
