"""A GEMV with an int4 weight (two codes per uint8, low nibble first, offset 8) and a
float16 scale per group of 32 along K, dequantized in registers; ``@T.prim_func`` style."""

import torch

import tilelang
import tilelang.language as T

N, K, GROUP = 64, 256, 32


def dequant_gemv(N, K, block_N, block_K, group=GROUP, dtype="float16", accum_dtype="float32"):
    @T.prim_func
    def main(A: T.Tensor((K,), dtype), B: T.Tensor((N, K // 2), "uint8"),
             Scale: T.Tensor((N, K // group), dtype), C: T.Tensor((N,), dtype)):
        with T.Kernel(T.ceildiv(N, block_N), threads=128) as bx:
            a_shared = T.alloc_shared((block_K,), dtype)
            b_shared = T.alloc_shared((block_N, block_K // 2), "uint8")
            prod = T.alloc_fragment((block_N, block_K), accum_dtype)
            acc = T.alloc_fragment((block_N,), accum_dtype)
            T.clear(acc)
            for ko in T.Pipelined(T.ceildiv(K, block_K), num_stages=2):
                T.copy(A[ko * block_K], a_shared)
                T.copy(B[bx * block_N, ko * block_K // 2], b_shared)
                for i, j in T.Parallel(block_N, block_K):
                    code = (b_shared[i, j // 2] >> ((j % 2) * 4)) & 15
                    scale = T.cast(Scale[bx * block_N + i, (ko * block_K + j) // group], accum_dtype)
                    prod[i, j] = T.cast(code - 8, accum_dtype) * scale * T.cast(a_shared[j], accum_dtype)
                T.reduce_sum(prod, acc, dim=1, clear=False)
            for i in T.Parallel(block_N):
                C[bx * block_N + i] = T.cast(acc[i], dtype)

    return main


def build(target):
    return tilelang.compile(dequant_gemv(N, K, 32, 64), out_idx=[-1], target=target)


def run(target):
    kernel = build(target)
    dev = "cuda" if target.startswith("cuda") else "cpu"
    codes = torch.randint(0, 16, (N, K), dtype=torch.uint8)
    packed = (codes[:, 0::2] | (codes[:, 1::2] << 4)).to(dev)
    scale = (torch.rand(N, K // GROUP) * 0.1 + 0.01).to(torch.float16).to(dev)
    a = torch.randn(K, dtype=torch.float16, device=dev)
    c = kernel(a, packed, scale)
    w = (codes.double() - 8) * scale.double().cpu().repeat_interleave(GROUP, dim=1)
    ref = w @ a.double().cpu()
    out = c.double().cpu()
    assert out.shape == ref.shape and torch.isfinite(out).all()
    err = ((out - ref).abs().max() / ref.abs().max()).item()
    assert err < 2e-3, err
