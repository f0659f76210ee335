"""Where a thread's local element lives: the inverse of a fragment layout, as IR.

For the layouts layout inference hands out, the inverse is known in closed form
(recognised by rebuilding the layout: layouts compare structurally); any other
fragment must invert without lookup tables.  ``fragment_inverse`` returns a
function ``(thread, local) -> (coordinates, guard)``; ``guard`` is None or an
expression that is true where the local slot holds an element (a blocked layout
over fewer elements than threads leaves some slots empty).
"""

from __future__ import annotations

from tilelang.errors import TileLangError
from tilelang.layout import Fragment, choose_warp_grid
from tilelang.layout.warp_tiling import POLICIES, gemm_accumulator_maps
from tilelang.layout.blocked import blocked_fragment_maps, blocked_vector

from ..ir.types import BufferType


def _accumulator_inverse(m, n, warps, policy):
    tm, tn = 16, 8
    wm, wn = choose_warp_grid(m, n, warps, tm, tn, policy)
    mw, nw = m // wm, n // wn

    def inverse(t, l):
        warp, lane = t // 32, t % 32
        tile, reg = l // 4, l % 4
        mi, ni = tile // (nw // 8), tile % (nw // 8)
        row = warp // wn * mw + mi * 16 + lane // 4 + reg // 2 * 8
        col = warp % wn * nw + ni * 8 + lane % 4 * 2 + reg % 2
        return (row, col), None
    return inverse


def _blocked_inverse(shape, threads, bits):
    numel = 1
    for d in shape:
        numel *= d
    v = blocked_vector(shape, threads, bits)

    def inverse(t, l):
        e = l // v * (v * threads) + t * v + l % v
        coords, rest = [], e
        for d in reversed(shape):
            coords.append(rest % d)
            rest = rest // d
        return tuple(reversed(coords)), ((e, numel) if numel % (v * threads) else None)
    return inverse


def _operand_inverse(which, shape, other, warps, bits, swapped, policy):
    """Inverse of ``make_gemm_operand_a/b`` (every replica thread holds its own copy)."""
    from tilelang.layout import mma_fragment

    rows, cols = shape[::-1] if swapped else shape
    tk = 16 if bits == 16 else 32
    per = {("a", 16): 8, ("a", 8): 16, ("b", 16): 4, ("b", 8): 8}[(which, bits)]
    inv = mma_fragment(which, bits).inverse()
    if which == "a":
        m, k, n = rows, cols, other
    else:
        k, n, m = rows, cols, other
    wm, wn = choose_warp_grid(m, n, warps, 16, 8, policy)
    kt_count = k // tk

    def inverse(t, l):
        warp, lane = t // 32, t % 32
        tile, r = l // per, l % per
        outer, kt = tile // kt_count, tile % kt_count
        a, c = inv.forward(lane, r)
        if which == "a":
            coords = (warp // wn * (m // wm) + outer * 16 + a, kt * tk + c)
        else:
            coords = (kt * tk + a, warp % wn * (n // wn) + outer * 8 + c)
        return (coords[::-1] if swapped else coords), None
    return inverse


def fragment_inverse(t: BufferType, threads: int, operand=None):
    """``(thread, local) -> (coords, guard)`` for fragment buffer type ``t``; ``operand``
    is ("a" or "b", accumulator's other dim, input bits, transposed, warp policy) for
    gemm operands."""
    frag: Fragment = t.layout
    warps = threads // 32
    if operand is not None:
        which, other, bits, swapped, policy = operand
        return _operand_inverse(which, t.shape, other, threads // 32, bits, swapped, policy)
    if frag.replicate > 1 and t.rank == 1:  # a row layout (``tilelang/layout/rows.py``): every replica's line
        from tilelang.layout.rows import row_inverse

        line = row_inverse(frag, threads)
        if line is not None:
            return lambda th, l: ((line.evaluate({"t": th, "l": l}),), None)
    own = -(-frag.num_threads // 32)  # (a fragment may cover fewer warps than the block)
    if t.rank == 2 and warps >= 1:
        for w in dict.fromkeys((warps, own)):
            for bits in (16, 8):
                for policy in POLICIES:
                    try:  # (== make_gemm_accumulator(...), without building each candidate)
                        if frag.equals_maps(t.shape, *gemm_accumulator_maps(*t.shape, w, bits, policy)):
                            return _accumulator_inverse(*t.shape, w, policy)
                    except ValueError:
                        pass
    for bits in (t.dtype.bits, 32, 16, 8):  # (== make_blocked_fragment(...), alike)
        if frag.equals_maps(t.shape, *blocked_fragment_maps(t.shape, threads, bits)):
            return _blocked_inverse(t.shape, threads, bits)

    try:
        inv = frag.inverse()
    except ValueError as e:
        raise TileLangError(f"fragment layout {frag!r} has no inverse the lowering can use: {e}") from None
    if "lookup(" in repr(inv):
        raise TileLangError(f"fragment layout {frag!r} inverts only through lookup tables; not supported yet")
    return lambda th, l: (inv.forward(th, l), None)
