"""Programs of the corpus that no tutorial or test has in the needed form."""

from __future__ import annotations

import tilelang.language as T


def gemm_shared_epilogue(M, N, K, bm, bn, bk, stages, threads):
    """C = relu(A @ B.T + bias) (fp16) whose epilogue goes through shared memory: the
    accumulator is copied to a shared tile (another thread mapping), the bias added
    there, then stored to C in coalesced rows -- a write / barrier / read after the
    pipelined loop, next to the stages' bytes."""

    @T.prim_func
    def main(A: T.Tensor((M, K), "float16"), B: T.Tensor((N, K), "float16"), Bias: T.Tensor((N,), "float32"),
             C: T.Tensor((M, N), "float16")):
        with T.Kernel(T.ceildiv(N, bn), T.ceildiv(M, bm), threads=threads) as (bx, by):
            A_s = T.alloc_shared((bm, bk), "float16")
            B_s = T.alloc_shared((bn, bk), "float16")
            C_f = T.alloc_fragment((bm, bn), "float32")
            C_s = T.alloc_shared((bm, bn), "float32")
            T.clear(C_f)
            for ko in T.Pipelined(T.ceildiv(K, bk), num_stages=stages):
                T.copy(A[by * bm, ko * bk], A_s)
                T.copy(B[bx * bn, ko * bk], B_s)
                T.gemm(A_s, B_s, C_f, transpose_B=True)
            T.copy(C_f, C_s)
            for i, j in T.Parallel(bm, bn):
                C_s[i, j] = T.max(C_s[i, j] + Bias[bx * bn + j], 0.0)
            T.copy(C_s, C[by * bm, bx * bn])
    return main


def transpose_through_shared(M, N, b, threads):
    """B = A.T by tiles: a coalesced read into shared, a transposed coalesced write."""

    @T.prim_func
    def main(A: T.Tensor((M, N), "float32"), B: T.Tensor((N, M), "float32")):
        with T.Kernel(T.ceildiv(N, b), T.ceildiv(M, b), threads=threads) as (bx, by):
            t = T.alloc_shared((b, b), "float32")
            T.copy(A[by * b, bx * b], t)
            for i, j in T.Parallel(b, b):
                B[bx * b + i, by * b + j] = t[j, i]
    return main
