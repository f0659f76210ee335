"""Per-lane register <-> matrix element maps of the warp-level ops, built from the
layout objects in ``tilelang.layout`` so the simulator and the layouts (which
layout inference and the CUDA backend also use) can never disagree.

Each map is a pair of int arrays over the operand's matrix shape: the lane that
holds element ``(i, j)`` and the register (local index) it holds it in.
"""

from __future__ import annotations

from functools import cache

import numpy as np
from tilelang.lowering.ir.ops.warp import MMA_SHAPES

from tilelang.layout import (
    make_int4_dequant_permutation,
    mma_m16n8k16_a,
    mma_m16n8k16_b,
    mma_m16n8k16_c,
    mma_m16n8k32_a,
    mma_m16n8k32_b,
    mma_m16n8k32_c,
)

_FRAGMENTS = {
    ("m16n8k16", "a"): mma_m16n8k16_a, ("m16n8k16", "b"): mma_m16n8k16_b, ("m16n8k16", "c"): mma_m16n8k16_c,
    ("m16n8k32", "a"): mma_m16n8k32_a, ("m16n8k32", "b"): mma_m16n8k32_b, ("m16n8k32", "c"): mma_m16n8k32_c,
}


def _maps(frag) -> tuple[np.ndarray, np.ndarray]:
    grid = np.meshgrid(*[np.arange(n) for n in frag.shape], indexing="ij")
    lane = np.broadcast_to(np.asarray(frag.thread_of(*grid), dtype=np.int64), frag.shape)
    (reg,) = frag.index_of(*grid)
    return lane.copy(), np.broadcast_to(np.asarray(reg, dtype=np.int64), frag.shape).copy()


@cache
def mma_operand_map(shape: str, operand: str) -> tuple[np.ndarray, np.ndarray]:
    """(lane, register) of every element of mma operand ``operand`` ("a", "b" (k, n), "c")."""
    frag = _FRAGMENTS[(shape, operand)]()
    registers = dict(zip("abc", MMA_SHAPES[shape][2:]))[operand]
    # the op verifier's register counts and the layouts must describe the same instruction
    assert frag.num_threads == 32 and frag.local_shape == (registers,), (shape, operand)
    return _maps(frag)


@cache
def ldmatrix_map() -> tuple[np.ndarray, np.ndarray]:
    """(lane, register within the pair) of element (row, col) of one 8x8 ldmatrix matrix.

    ldmatrix gives lane ``4 g + t`` the pair (row g, cols 2t, 2t+1): exactly the top
    8x8 block of the mma accumulator fragment (and of the A fragment's a0/a1), which
    is why ldmatrix output feeds mma directly.  With ``.trans`` element (r, c) lands
    where (c, r) would."""
    lane, reg = mma_operand_map("m16n8k16", "c")
    return lane[:8, :8].copy(), reg[:8, :8].copy()


@cache
def dequant_nibble_order() -> np.ndarray:
    """Nibble (0..7) of the 32-bit word that output element e (0..7) of ``dequant_i4`` reads.

    Lane t (of a k32 block) holds k = 2t, 2t+1, 2t+8, 2t+9, ... as e = 0..7; the
    permutation stores k at position ``8 t + nibble`` -- read here from the layout."""
    layout = make_int4_dequant_permutation(1, 32)
    ks = [e % 2 + e // 2 * 8 for e in range(8)]  # lane t = 0
    return np.array([int(layout.forward(0, k)[1]) for k in ks], dtype=np.int64)
