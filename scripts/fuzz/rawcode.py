"""The ``rawcode`` category: ``T.raw_code`` of a packed integer weight tile into a gemm
operand -- the weight's B operand (C = A W^T) or its A operand (C^T = W A^T, as decode
attention reads its keys) -- at the code's column within the tile (the words decode
without their fma where the fragment's codes are whole words: both operands' columns read
in ``word_order_column``'s order, whose words decode attention's keys take too) or at its column in
the whole row (an index of the pipelined loop: the element arithmetic), every integer format
of 1, 2, 4 and 8 bits into float16 / bfloat16, against ``m v + b`` in float64."""

import tilelang.language as T
from tilelang.dtypes import get_dtype
from tilelang.ops.decode_kernels import word_order_column

from .checks import TOL, check, input_generator, poisoned, tdt
from .compiling import compile_kernel
from .draws import LIMITS, ragged, warp_grid_ok

RAW_FORMATS = ("int1", "uint1", "int2", "uint2", "int4", "uint4", "int8", "uint8")


def raw_kernel(c):
    """Out = A @ W_raw^T (``major`` "b") or its transpose (``major`` "a"), float32."""
    M, N, K, bm, bn, bk = c["M"], c["N"], c["K"], c["bm"], c["bn"], c["bk"]
    fmt, act, keys_major, place = c["fmt"], c["act"], c["major"] == "a", c["place"]
    n = 32 // get_dtype(fmt).bits
    out_shape = (N, M) if keys_major else (M, N)
    acc_shape = (bn, bm) if keys_major else (bm, bn)
    threads, stages = c["threads"], c["stages"]

    @T.prim_func
    def main(A: T.Tensor((M, K), act), W: T.Tensor((N, K), fmt), Out: T.Tensor(out_shape, "float32")):
        with T.Kernel(T.ceildiv(N, bn), T.ceildiv(M, bm), threads=threads) as (bx, by):
            A_s = T.alloc_shared((bm, bk), act)
            W_s = T.alloc_shared((bn, bk), fmt)
            W_f = T.alloc_fragment((bn, bk), act)
            acc = T.alloc_fragment(acc_shape, "float32")
            T.clear(acc)
            for k in T.Pipelined(K // bk, num_stages=stages):
                T.copy(W[bx * bn, k * bk], W_s)
                if place == "word":  # (both operands' columns in the word order: a lane's codes whole words)
                    for r, j in T.Parallel(bm, bk):
                        A_s[r, j] = T.if_then_else(by * bm + r < M, A[T.min(by * bm + r, M - 1),
                                                                      k * bk + word_order_column(j, n)], 0)
                    for i, j in T.Parallel(bn, bk):
                        W_f[i, j] = T.raw_code(W_s[i, word_order_column(j, n)], word_order_column(j, n), act)
                elif place == "row":
                    T.copy(A[by * bm, k * bk], A_s)
                    for i, j in T.Parallel(bn, bk):
                        W_f[i, j] = T.raw_code(W_s[i, j], k * bk + j, act)
                else:
                    T.copy(A[by * bm, k * bk], A_s)
                    for i, j in T.Parallel(bn, bk):
                        W_f[i, j] = T.raw_code(W_s[i, j], j, act)
                if keys_major:
                    T.gemm(W_f, A_s, acc, transpose_B=True)
                else:
                    T.gemm(A_s, W_f, acc, transpose_B=True)
            if keys_major:
                T.copy(acc, Out[bx * bn, by * bm])
            else:
                T.copy(acc, Out[by * bm, bx * bn])
    return main


def generate(rng, target, arch):
    """A raw-code gemm drawn from ``rng``: whole steps of K, ragged M and N."""
    lim = LIMITS[target]
    act = rng.choice(["float16", "float16", "bfloat16"])
    fmt = rng.choice([f for f in RAW_FORMATS if not (act == "bfloat16" and f.endswith("int8"))])  # (no raw plan)
    n = 32 // get_dtype(fmt).bits
    place = rng.choice(["word", "word", "tile", "row"])
    bk = rng.choice([b for b in ((32, 64, 128) if target != "sim" else (32, 64, 128 if n == 32 else 64))
                     if place != "word" or b % (4 * n) == 0])  # (word_order_column's blocks of 4 n columns)
    major = rng.choice(["a", "b"])
    while True:  # (a warp grid of whole 16 x 8 mma tiles)
        bm, bn, threads = rng.choice([16, 32, 64]), rng.choice([16, 32, 64]), rng.choice([64, 128, 128])
        if warp_grid_ok(*((bn, bm) if major == "a" else (bm, bn)), threads // 32, 16, 8, "square"):
            break
    K = bk * rng.randint(1, max(1, lim["kdim"] // bk))
    return dict(category="rawcode", arch=arch, fmt=fmt, act=act, M=ragged(rng, lim["dim"]),
                N=ragged(rng, lim["dim"]), K=K, bm=bm, bn=bn, bk=bk, threads=threads, stages=rng.randint(1, 3),
                major=major, place=place)


def build(c, target):
    """Compile the program; returns ``run(device, trial)``: random codes and A against the
    float64 product of A and ``m v + b`` (``raw_affine`` of each column)."""
    import numpy as np
    import torch

    import tilelang
    from tilelang.lowering.word_decode import raw_affine

    kernel = compile_kernel(raw_kernel(c), target, c["arch"])
    fmt = get_dtype(c["fmt"])
    M, N, K = c["M"], c["N"], c["K"]
    affine = torch.tensor([raw_affine(fmt, c["act"], p) for p in range(K)], dtype=torch.float64)

    def run(device, trial):
        g = input_generator(c, trial)
        lo = -(1 << (fmt.bits - 1)) if fmt.is_signed else 0
        v = torch.randint(lo, lo + (1 << fmt.bits), (N, K), generator=g)
        a = torch.randn(M, K, generator=g).to(tdt(c["act"]))
        w = v.to(tdt(c["fmt"])) if fmt.bits == 8 else torch.as_tensor(tilelang.pack(np.asarray(v), c["fmt"]))
        out = poisoned((N, M) if c["major"] == "a" else (M, N), "float32", device)
        kernel(a.to(device), w.to(device), out)
        raw = v.double() * affine[:, 0] + affine[:, 1]
        ref, scale = a.double() @ raw.T, a.double().abs() @ raw.abs().T / K ** 0.5
        if c["major"] == "a":
            ref, scale = ref.T, scale.T
        return check(out, ref, "float32", tol=TOL["float32"], scale=scale)
    return run
