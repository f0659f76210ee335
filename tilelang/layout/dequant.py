"""Weight pre-permutation for the fast int4 -> f16 conversion in an m16n8k16 GEMM.

The weight W has logical shape (N, K) and is used as the B operand, B = W^T, so the
fragment element (k, n) is W[n, k].  Over two consecutive k16 steps of a 32-wide k
block, lane ``n % 8 * 4 + t`` (t = threadID_in_group) needs, of row n, the eight
values k = 2t, 2t+1, 2t+8, 2t+9, 2t+16, 2t+17, 2t+24, 2t+25 -- call them e = 0..7 in
that order; consecutive pairs (e = 2r, 2r+1) fill f16x2 register r.

The fast (lop3 / magic-number) conversion turns one 32-bit word of eight nibbles into
four f16x2 registers, register r taking nibbles (r, r + 4) (low half, high half).
So if element e sits at nibble ``e // 2 + e % 2 * 4`` of one 32-bit word, one word
load per lane gives all 8 values, already in register order.  With the packing rule
(element c of a row at nibble c % 8 of 32-bit word c // 8, little-endian), lane t's
word is word t of the block:

    (n, k) -> (n, k // 32 * 32 + k % 8 // 2 * 8 + k % 32 // 8 + k % 2 * 4)

(word ``k % 8 // 2`` = t; nibble ``k % 32 // 8 + k % 2 * 4`` = e // 2 + e % 2 * 4).
"""

from __future__ import annotations

from .layout import Layout

__all__ = ["dequant_permutation_bits", "make_int4_dequant_permutation", "make_lowbit_dequant_permutation"]

_BLOCK = 32  # k values covered by two k16 mma steps


def make_int4_dequant_permutation(rows: int, cols: int) -> Layout:
    """Permutation of an int4 weight (N, K) so each lane's 8 B-fragment values share a word.

    Apply it on the host to the logical (unpacked) int4 weight before packing
    (``layout.apply(w)``); the kernel keeps indexing W[n, k] and the compiler maps
    the index through the layout.  See the module docstring for the derivation.

    Arguments:
        rows: N (any positive number of rows).
        cols: K, a multiple of 32.
    Example::

        >>> L = make_int4_dequant_permutation(8, 32)
        >>> [L.forward(0, k)[1] for k in (2, 3, 10, 11, 18, 19, 26, 27)]  # lane t=1
        [8, 12, 9, 13, 10, 14, 11, 15]
    """
    _check_cols("make_int4_dequant_permutation", cols, _BLOCK)
    layout = Layout((rows, cols), lambda i, j: (i, dequant_storage_column(j, 4)))
    # Column c of a block is word w = c % 32 // 8, nibble q = c % 8 = s + 4 b, holding
    # k = 8 s + 2 w + b (``dequant_logical_column`` at 4 bits).
    layout._inverse_hint = lambda i, j: (i, dequant_logical_column(j, 4))
    return layout


def _check_cols(func: str, cols, block: int) -> None:
    if isinstance(cols, bool) or not isinstance(cols, int) or cols <= 0 or cols % block:
        raise ValueError(f"{func}: cols={cols!r} must be a positive multiple of {block} (the k16 mma steps "
                         f"whose values one lane's 32-bit words hold)")


def make_lowbit_dequant_permutation(rows: int, cols: int, bits: int) -> Layout:
    """The int4 permutation generalized to ``bits`` = 1, 2, 4 or 8: each lane's values of
    the mma operand fragments (m16n8k16 B, wgmma's register A) that one 32-bit word of
    n = 32 / bits codes holds sit in that word in ``dequant_word``'s order (output e
    takes code e // 2 + n / 2 (e % 2)).

    A lane (t = lane % 4) holds, of each 32-wide k block, k = 2t, 2t + 1, 2t + 8, 2t + 9
    and the same 16 higher -- its values e = 0..7 in order, and e = 8 kb + ... for the
    kb-th 32-block of a run of n.  A block of 4 n columns is four words, word t holding
    lane t's n values: for n >= 8 the lane's values of n / 8 consecutive 32-blocks, for
    n = 4 (8-bit codes) of one k16 step.  ``bits = 4`` is ``make_int4_dequant_permutation``.

    Arguments:
        rows: N; cols: K, a multiple of 4 n (16 for 8-bit, 32, 64, 128 for 4, 2, 1 bit).
    Example::

        >>> L = make_lowbit_dequant_permutation(1, 64, 2)
        >>> [L.forward(0, k)[1] for k in (0, 1, 8, 9)]  # lane 0's first values: word 0
        [0, 8, 1, 9]
    """
    if bits not in (1, 2, 4, 8):
        raise ValueError(f"make_lowbit_dequant_permutation: bits={bits!r} must be 1, 2, 4 or 8 (codes that "
                         f"do not straddle 32-bit words)")
    if bits == 4:
        return make_int4_dequant_permutation(rows, cols)
    _check_cols("make_lowbit_dequant_permutation", cols, 4 * (32 // bits))
    layout = Layout((rows, cols), lambda i, j: (i, dequant_storage_column(j, bits)))
    layout._inverse_hint = lambda i, j: (i, dequant_logical_column(j, bits))
    return layout


def dequant_storage_column(k, bits: int):
    """The storage column that logical column ``k`` of a weight moves to under
    ``make_lowbit_dequant_permutation(.., bits)`` (``k`` an int or an expression):
    value e of a lane's word sits at code e // 2 + n / 2 (e % 2)."""
    n = 32 // bits
    block, half, run = 4 * n, n // 2, min(32, 4 * n)
    c = k // block * block + k % 8 // 2 * n
    if bits != 4:  # (int4's block is one run of 32 columns: the run term is 0, left out of its printed form)
        c = c + k % block // 32 * 4
    return c + k % run // 8 + k % 2 * half


def dequant_logical_column(c, bits: int):
    """The logical column k that storage column ``c`` of a weight permuted by
    ``make_lowbit_dequant_permutation(.., bits)`` holds: ``dequant_storage_column``'s
    closed-form inverse, the same for every weight size (the permutation keeps each block of 4 n
    columns whole, n = 32 / bits codes a word).  Storage column s of a block is word
    t = s % 4n // n, position p = s % n = e // 2 + n / 2 (e % 2) of the lane's value e.
    ``c`` is an int or a kernel expression: a kernel may call this (it is inlined).
    Example::

        >>> [dequant_logical_column(c, 2) for c in range(4)]
        [0, 8, 16, 24]
    """
    n = 32 // bits
    half, block = n // 2, 4 * n
    k = c // block * block
    if bits != 4:  # (int4's block is one run of 32 columns: the run term is 0, left out of its printed form)
        k = k + c % n % half // 4 * 32
    return k + c % n % half % 4 * 8 + c % block // n * 2 + c % n // half


dequant_logical_column.__tilelang_macro__ = True  # (what ``@T.macro`` marks: kernels inline it)


def dequant_permutation_bits(layout) -> int | None:
    """The code width whose ``make_lowbit_dequant_permutation`` of ``layout``'s shape
    ``layout`` is (layouts compare structurally, so one read back from IR text
    qualifies), or None."""
    if len(getattr(layout, "shape", ())) != 2:
        return None
    for bits in (4, 2, 1, 8):
        try:
            if layout == make_lowbit_dequant_permutation(*layout.shape, bits):
                return bits
        except ValueError:
            continue
    return None
