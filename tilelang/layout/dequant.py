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

__all__ = ["make_int4_dequant_permutation"]

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
    if isinstance(cols, bool) or not isinstance(cols, int) or cols <= 0 or cols % _BLOCK:
        raise ValueError(f"make_int4_dequant_permutation: cols={cols!r} must be a positive "
                         f"multiple of {_BLOCK} (two k16 mma steps)")
    layout = Layout((rows, cols),
                    lambda i, j: (i, j // 32 * 32 + j % 8 // 2 * 8 + j % 32 // 8 + j % 2 * 4))
    # Column c of a block is word w = c % 32 // 8, nibble q = c % 8 = s + 4 b, holding
    # k = 8 s + 2 w + b.
    layout._inverse_hint = lambda i, j: (i, j // 32 * 32 + j % 4 * 8 + j % 32 // 8 * 2 + j % 8 // 4)
    return layout
