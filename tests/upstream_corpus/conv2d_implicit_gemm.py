"""NHWC conv2d (stride, zero padding) as an implicit GEMM, ``@T.prim_func`` style: the
im2col gather happens while the A tile is copied into shared memory (a ``T.Parallel``
over the tile with index math, ``T.if_then_else`` reading 0 in the padding), the weight
viewed as (KH*KW*C, F), ``T.gemm`` on shared tiles inside ``T.Pipelined`` over KH*KW*C."""

import torch

import tilelang
import tilelang.language as T

N, H, W, C, F, KH, KW = 2, 16, 16, 32, 64, 3, 3
STRIDE, PAD = 1, 1


def conv2d(N, H, W, C, F, KH, KW, S, P, block_M=64, block_N=64, block_K=32,
           dtype="float16", accum_dtype="float"):
    OH = (H + 2 * P - KH) // S + 1
    OW = (W + 2 * P - KW) // S + 1
    GM, GK = N * OH * OW, KH * KW * C        # the implicit GEMM: (GM, GK) x (GK, F)

    @T.prim_func
    def main(data: T.Tensor((N, H, W, C), dtype), weight: T.Tensor((KH, KW, C, F), dtype),
             out: T.Tensor((N, OH, OW, F), dtype)):
        with T.Kernel(T.ceildiv(F, block_N), T.ceildiv(GM, block_M), threads=128) as (bx, by):
            A_shared = T.alloc_shared((block_M, block_K), dtype)
            B_shared = T.alloc_shared((block_K, block_N), dtype)
            C_local = T.alloc_fragment((block_M, block_N), accum_dtype)
            T.clear(C_local)
            for ko in T.Pipelined(T.ceildiv(GK, block_K), num_stages=2):
                for i, k in T.Parallel(block_M, block_K):
                    m = by * block_M + i             # output pixel (n, oh, ow)
                    kk = ko * block_K + k            # reduction index (kh, kw, c)
                    n = m // (OH * OW)
                    oh = m % (OH * OW) // OW
                    ow = m % OW
                    ih = oh * S - P + kk // (KW * C)
                    iw = ow * S - P + kk // C % KW
                    inside = (m < GM) and (kk < GK) and (0 <= ih < H) and (0 <= iw < W)
                    A_shared[i, k] = T.if_then_else(inside, data[n, ih, iw, kk % C], T.cast(0, dtype))
                for k, j in T.Parallel(block_K, block_N):
                    kk = ko * block_K + k
                    B_shared[k, j] = T.if_then_else(
                        kk < GK, weight[kk // (KW * C), kk // C % KW, kk % C, bx * block_N + j], T.cast(0, dtype))
                T.gemm(A_shared, B_shared, C_local)
            for i, j in T.Parallel(block_M, block_N):
                m = by * block_M + i
                if m < GM:
                    out[m // (OH * OW), m % (OH * OW) // OW, m % OW, bx * block_N + j] = T.cast(C_local[i, j], dtype)

    return main


def build(target):
    return tilelang.compile(conv2d(N, H, W, C, F, KH, KW, STRIDE, PAD), out_idx=[-1], target=target)


def run(target):
    dev = "cuda" if target.startswith("cuda") else "cpu"
    for stride, pad in ((STRIDE, PAD), (2, 2)):     # the second: a 9 x 9 output, a partial M tile
        kernel = tilelang.compile(conv2d(N, H, W, C, F, KH, KW, stride, pad), out_idx=[-1], target=target)
        x = torch.randn(N, H, W, C, dtype=torch.float16, device=dev)
        w = torch.randn(KH, KW, C, F, dtype=torch.float16, device=dev)
        y = kernel(x, w)
        ref = torch.nn.functional.conv2d(x.double().cpu().permute(0, 3, 1, 2), w.double().cpu().permute(3, 2, 0, 1),
                                         stride=stride, padding=pad).permute(0, 2, 3, 1)
        out = y.double().cpu()
        assert out.shape == ref.shape and torch.isfinite(out).all()
        err = ((out - ref).abs().max() / ref.abs().max()).item()
        assert err < 1e-2, (stride, pad, err)
