"""Tutorial 07: fast int4 dequantization and the weight layout that enables it.

    python tutorials/07_fast_dequant_layout.py                       # on a GPU
    TILELANG_TARGET=cpu python tutorials/07_fast_dequant_layout.py   # anywhere

Tutorial 06 decoded every weight on its own: load a byte, shift, mask, sign-extend,
convert -- about eight integer instructions per weight, which at int4's density
costs more than the tensor cores' work.  The fast path decodes *eight* weights from
one 32-bit word with four ``lop3`` and four ``sub.f16x2``.  It needs the eight values
a thread wants to sit in one word, in a particular nibble order; this tutorial shows
which order, how to get the weight into it once on the host, and what the compiler
then emits.

Which eight values a thread needs: the mma B fragment
-----------------------------------------------------
``mma.m16n8k16`` takes B as (k16 x n8) float16: lane ``4 * (n % 8) + t`` (t = 0..3)
holds, of column n (a row of W), the values k = 2t, 2t+1 and 2t+8, 2t+9: two f16x2
registers.  Two consecutive k16 steps (a 32-wide block of k) give the lane
k = 2t, 2t+1, 2t+8, 2t+9, 2t+16, 2t+17, 2t+24, 2t+25 -- call them e = 0..7, register
``r`` holding the pair (e = 2r, 2r + 1).  In the packing order of tutorial 05 (k at
nibble k % 8 of word k // 8) those eight values lie in four different words, two
nibbles each (the script prints lane 1's).

The magic-number trick, bit by bit
----------------------------------
A float16 with the exponent bits of 1024 (``0x6400``) has a mantissa step of exactly
1, so ``0x6400 | x`` for a nibble ``x`` *is* the float16 ``1024 + x``.  ``lop3`` (any
3-input bitwise function in one instruction) computes ``(word >> 4r) & 0x000f000f |
0x64006400``: nibble r lands in the low half and nibble r + 4 in the high half of an
f16x2 register, each as ``1024 + x``.  One ``sub.f16x2`` of ``1024`` (for signed int4:
first flip the top bit of every nibble with ``xor 0x88888888``, making ``x = code + 8``,
and subtract ``1032``; the prelude folds that xor into the lop3, ``(word & mask) ^
(0x64006400 | 0x00080008)``) gives the two values.  Register r holds nibbles (r, r + 4); so
if element e sits at nibble ``e // 2 + 4 * (e % 2)`` of a single word, one 32-bit load
and four (lop3, sub) pairs fill the lane's four registers in mma order::

    nibble:     7    6    5    4    3    2    1    0
    holds e:    7    5    3    1    6    4    2    0      register r = (nibble r, nibble r+4)

The weight layout
-----------------
``make_int4_dequant_permutation(N, K)`` is that placement as a ``T.Layout`` of the
(N, K) weight onto itself: within each 32-block of a row, k goes to column
``k % 8 // 2 * 8 + k % 32 // 8 + k % 2 * 4`` (word t = k % 8 // 2 is lane t's word).
Declaring the parameter ``B: T.Tensor((N, K), "int4", layout=L)`` says: the caller
passes the storage form ``L.apply(codes)``, packed; the kernel keeps indexing
``B[n, k]`` logically and the compiler maps every access through L.  On the host,
``tilelang.pack(L.apply(tilelang.unpack(q, "int4")), "int4")`` -- what
``tilelang.ops.prepare_int4`` does, once per weight (the script checks they agree;
since L permutes within 32-blocks it applies the (1, 32) layout block by block).

Inside the kernel the shared tile ``B_s`` gets the same permutation
(``T.annotate_layout({B_s: make_int4_dequant_permutation(block_N, block_K)})``);
then the ``T.Parallel`` that casts ``B_s[n, k]`` into the mma B fragment meets the
``dequant_i4`` criterion (docs/lowering.md, "Low-bit memory"): every group of 8
fragment slots of a thread reads one storage word in the right nibble order.  The
kernel text is tutorial 06's plus those two layouts.  Three variants, printed as a
table of what each lowers to:

* ``plain``     (06): plain tile, plain weight: the copy is 16-byte ``cp_async``, the
  decode generic (a byte ``packed_load`` + shifts per element);
* ``tile only``: permuted tile, plain weight: ``dequant_i4``, but the global ->
  shared copy must permute nibbles on the way -- a thread assembles each shared byte
  from two global nibbles (``packed_store``), no ``cp_async`` for B;
* ``prepared``: permuted tile and weight: both orders agree, so the copy is raw
  bytes again (``cp_async``) *and* the decode is ``dequant_i4`` -- one ``packed_load
  ... : uint32`` and one ``dequant_i4`` per 8 weights.

What to look at in the output
-----------------------------
* lane 1's eight values in the plain and permuted word;
* the table (``cp_async`` of B, ``dequant_i4``, byte stores into B_s per variant) and
  the prepared variant's decode lines;
* a ``check:`` line per variant (all three compute the same C);
* on a GPU: the time of each next to cuBLAS with the float16 weight.
"""

import torch

import tilelang
import tilelang.language as T
from tilelang.layout import make_int4_dequant_permutation
from tilelang.ops import prepare_int4
from _support import Tutorial

VARIANTS = {"plain": (False, False), "tile only": (True, False), "prepared": (True, True)}


@tilelang.jit(out_idx=[-1])
def int4_gemm(M, N, K, G, permute_tile, prepared, block_M=64, block_N=64, block_K=64, num_stages=2, threads=128):
    weight_layout = make_int4_dequant_permutation(N, K) if prepared else None  # what the caller passes

    @T.prim_func
    def main(A: T.Tensor((M, K), "float16"), B: T.Tensor((N, K), "int4", layout=weight_layout),
             Scales: T.Tensor((N, K // G), "float16"), C: T.Tensor((M, N), "float16")):
        with T.Kernel(T.ceildiv(N, block_N), T.ceildiv(M, block_M), threads=threads) as (bx, by):
            A_s = T.alloc_shared((block_M, block_K), "float16")
            B_s = T.alloc_shared((block_N, block_K), "int4")
            B_f = T.alloc_fragment((block_N, block_K), "float16")
            C_f = T.alloc_fragment((block_M, block_N), "float32")
            if permute_tile:  # each lane's 8 B-fragment values in one word of B_s
                T.annotate_layout({B_s: make_int4_dequant_permutation(block_N, block_K)})
            T.clear(C_f)
            for ko in T.Pipelined(K // block_K, num_stages=num_stages):
                T.copy(A[by * block_M, ko * block_K], A_s)
                T.copy(B[bx * block_N, ko * block_K], B_s)
                for n, k in T.Parallel(block_N, block_K):
                    code = T.cast(T.cast(B_s[n, k], "float16"), "float32")
                    scale = T.cast(Scales[bx * block_N + n, (ko * block_K + k) // G], "float32")
                    B_f[n, k] = T.cast(code * scale, "float16")
                T.gemm(A_s, B_f, C_f, transpose_B=True)
            T.copy(C_f, C[by * block_M, bx * block_N])
    return main


def show_lane_words():
    """Where lane t = 1's eight B-fragment values sit, plain and permuted."""
    t = 1
    ks = [2 * t, 2 * t + 1, 2 * t + 8, 2 * t + 9, 2 * t + 16, 2 * t + 17, 2 * t + 24, 2 * t + 25]
    L = make_int4_dequant_permutation(1, 32)
    print(f"lane t={t} needs k = {ks} (e = 0..7) of each 32-block of its row")
    print(f"  plain order:    (word, nibble) = {[(k // 8, k % 8) for k in ks]}")
    cols = [L.forward(0, k)[1] for k in ks]
    print(f"  permuted order: (word, nibble) = {[(c // 8, c % 8) for c in cols]}")
    nibble_holds = {c % 8: e for e, c in enumerate(cols)}
    print("  word 1, nibble 7..0 holds e: " + " ".join(str(nibble_holds[q]) for q in range(7, -1, -1))
          + "   -> register r = (nibble r, nibble r+4) = (e 2r, e 2r+1)")


def lowered_counts(ir_text: str) -> dict:
    return {"cp_async of B": ir_text.count("cp_async %B_s"), "dequant_i4": ir_text.count("dequant_i4 "),
            "packed_store B_s": ir_text.count("packed_store %B_s")}


def main():
    tut = Tutorial("07 fast int4 dequantization and the weight layout")
    M, N, K, G = tut.size((48, 128, 256, 64), (4096, 4096, 4096, 128))
    config = tut.size((64, 64, 64, 2), (128, 128, 64, 3))  # block_M, block_N, block_K, num_stages
    show_lane_words()
    print(f"\nproblem: C[{M}, {N}] = A[{M}, {K}] @ W[{N}, {K}].T, W int4, group {G}")
    kernels = {name: tut.compiled(f"int4_gemm({name})", int4_gemm(M, N, K, G, *flags, *config))
               for name, flags in VARIANTS.items()}

    print("\nin the lowered IR:")
    print(f"  {'variant':10s} {'cp_async of B':>14s} {'dequant_i4':>11s} {'packed_store B_s':>17s}")
    texts = {name: str(tilelang.lower(k.prim_func)) for name, k in kernels.items()}
    for name, text in texts.items():
        c = lowered_counts(text)
        yes = {k: "yes" if n else "no" for k, n in c.items()}
        print(f"  {name:10s} {yes['cp_async of B']:>14s} {yes['dequant_i4']:>11s} {yes['packed_store B_s']:>17s}")
    lines = [line.split(" loc(")[0].strip() for line in texts["prepared"].splitlines()]
    i = next(i for i, line in enumerate(lines) if line.startswith("dequant_i4"))
    print("the prepared variant's decode (per group of 8 fragment slots: one word, one dequant_i4):\n  "
          + "\n  ".join(lines[i - 1:i + 1]))
    tut.stop_if_compile_only()

    a = tut.randn(M, K)
    w = tut.randn(N, K, scale=0.05)
    q, s = tilelang.quantize(w, "int4", group_size=G)
    # The storage form, on the host: L.apply on the codes, packed again.  L moves k only
    # within its 32-block, so the (1, 32) layout applied to every block (the leading
    # dims of L.apply's argument are batch dims) is make_int4_dequant_permutation(N, K)
    # -- and a 32-entry index table instead of an N x K one.
    L32 = make_int4_dequant_permutation(1, 32)
    blocks = tilelang.unpack(q, "int4").reshape(N * K // 32, 1, 32)
    q_perm = tilelang.pack(L32.apply(blocks).reshape(N, K), "int4")
    same = torch.equal(q_perm, prepare_int4(q, s, group_size=G).qweight)
    print(f"\nhost: L.apply on the codes, packed again == prepare_int4(q, s).qweight: {same}")
    if not same:
        tut.failures.append("prepare_int4 agrees with L.apply")
    w_hat = tilelang.dequantize(q, "int4", s, group_size=G, out_dtype=torch.float32)
    ref = a.double() @ w_hat.double().T
    weights = {"plain": q, "tile only": q, "prepared": q_perm}
    for name, kernel in kernels.items():
        c = kernel(a, weights[name], s)
        # float16 rounding of the weights and of C: ~3e-4; a nibble in the wrong
        # register or a permutation applied twice gives errors of order 1.
        tut.check(f"{name}: C = A @ dequantize(q, s).T against torch (float64)", c, ref, tol=1e-3)
    for name, kernel in kernels.items():
        tut.time(f"int4_gemm({name})", kernel, (a, weights[name], s), work=2.0 * M * N * K, unit="TFLOP/s",
                 torch_fn=lambda: torch.matmul(a, w.T), torch_what="cuBLAS float16 weight")
    tut.finish()


if __name__ == "__main__":
    main()
