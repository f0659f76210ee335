"""Copies of whole tiles of a global tensor declared with a layout (``T.Tensor(...,
layout=L)``) that are plain storage copies.

A weight pre-permuted on the host (``L.apply``) is read by the kernel at logical
indices; every element access maps through ``L`` (``Ctx.storage_indices``).  A tile
copy between such a tensor and a whole shared buffer moves storage unchanged when,
for every tile origin ``o`` the copy can start at and every tile element ``t``,

    L(o + t) == o + S(t)        (S: the shared buffer's layout, identity when none)

so the tile is a contiguous window of storage that lands in the buffer's storage as
is -- or, for a buffer layout ``S = W o P`` whose outer part ``W`` is an XOR swizzle
of 16-byte chunks (its own inverse; tried among ``make_swizzle``'s widths, checked
on the values) where P passes, lands chunk by chunk through ``W``.  Then the copy
is lowered with both layouts taken off -- the ordinary raw byte copy / cp.async of
the two storages -- which is what makes a permuted int4 weight tile one 16-byte
cp.async per thread instead of a nibble shuffle.

The origins: each offset of the global side must be provably a multiple of the
tile's extent in that dim (``multiple_of``).  The identity is checked with numpy
over every tile origin of the tensor (tensors up to ``_MAX_CHECK`` elements), or for
the builtin ``make_lowbit_dequant_permutation`` (period 4 n along K, rows fixed) on
one tile.  Anything else is not a storage copy: the caller's element-wise copy maps each
element through the layouts (correct, slower).
"""

from __future__ import annotations

import math

from tilelang.lazy_import import lazy_module

np = lazy_module("numpy")

from ..ir.types import BufferType
from .context import Ctx

__all__ = ["storage_tile_copy"]

_MAX_CHECK = 1 << 22  # elements evaluated at most for a generic layout


def _chunk_swizzles(shape, bits):
    """The XOR swizzles of 16-byte chunks a tile of this shape can have: ``make_swizzle``'s,
    widest first, then row-periodic ones -- row i's chunks XORed with ``(i % p) s`` chunks
    (the packed gemv's ``weight_tile_layout``, p = 2, 4 or 8 rows, s a power of 2).  The
    candidates for W in S = W o P.  Found from the layout's values, not from an attribute,
    so a layout read back from IR text still qualifies."""
    from tilelang.layout import Layout, make_swizzle

    if len(shape) != 2:
        return
    rows, cols = shape
    if rows % 8 == 0:
        for width in (128, 64, 32):
            if cols * bits % (width * 8) == 0:
                yield make_swizzle(rows, cols, bits, width)
    chunk = 128 // bits if 128 % bits == 0 else 0  # elements a 16-byte chunk
    for p in (2, 4, 8):
        s = chunk
        while chunk and rows % p == 0 and cols % (2 * s) == 0 and (p - 1) * s < cols:
            yield Layout(shape, lambda i, j, p=p, s=s: (i, j ^ i % p * s))
            s *= 2


def _dequant_period(layout) -> int | None:
    """The column period of ``layout`` when it is a builtin word-decode permutation
    (blocks of 4 n columns, rows fixed); else None."""
    from tilelang.layout.dequant import dequant_permutation_bits

    bits = dequant_permutation_bits(layout)
    return None if bits is None else 4 * (32 // bits)


def _tile(layout, ext):
    grid = np.ix_(*[np.arange(e) for e in ext])
    if layout is None:
        return [np.broadcast_to(g, ext) for g in grid]
    return [np.broadcast_to(np.asarray(x, dtype=np.int64), ext) for x in layout.forward(*grid)]


def tile_identity(glayout, ext, slayout) -> bool:
    """``glayout(o + t) == o + slayout(t)`` for every origin o on the grid of ``ext``."""
    shape = tuple(glayout.shape)
    if len(ext) != len(shape):
        return False
    want = _tile(slayout, ext)
    period = _dequant_period(glayout)
    if period is not None and ext[-1] % period == 0:
        # Columns map within aligned blocks and rows stay: a translation by a multiple of
        # (1, period) commutes with the layout, so one tile decides every origin (a tile
        # past the tensor's edge is predicated off element group by element group).
        return all(np.array_equal(g, w) for g, w in zip(_tile(glayout, ext), want))
    if any(d % e for d, e in zip(shape, ext)) or math.prod(shape) > _MAX_CHECK:
        return False
    grid = np.ix_(*[np.arange(d) for d in shape])
    got = glayout.forward(*grid)
    for d, (g, e) in enumerate(zip(got, ext)):
        g = np.broadcast_to(np.asarray(g, dtype=np.int64), shape)
        origin = (np.arange(shape[d]) // e * e).reshape([-1 if k == d else 1 for k in range(len(shape))])
        rel = g - origin
        blocks = rel.reshape([x for s, e2 in zip(shape, ext) for x in (s // e2, e2)])
        target = want[d].reshape([x for e2 in ext for x in (1, e2)])
        if not np.array_equal(blocks, np.broadcast_to(target, blocks.shape)):
            return False
    return True


def storage_tile_copy(ctx: Ctx, op, lower) -> bool:
    """Lower ``op`` as a storage copy when it moves a whole tile between a global
    tensor with a layout and a whole shared buffer (see the module docstring):
    ``lower(ctx, op)`` runs with both layouts taken off.  False when it does not."""
    from .packed_copy import multiple_of

    src_global = op.src in ctx.globals
    g, other = (op.src, op.dst) if src_global else (op.dst, op.src)
    g_off, g_ext = (op.src_offsets, op.src_extents) if src_global else (op.dst_offsets, op.dst_extents)
    o_off, o_ext = (op.dst_offsets, op.dst_extents) if src_global else (op.src_offsets, op.src_extents)
    if other in ctx.globals or ctx.is_fragment(other) or not isinstance(other.type, BufferType) \
            or other.type.scope != "shared" or g.type.dtype != other.type.dtype:
        return False
    shape = tuple(other.type.shape)
    if tuple(o_ext) != shape or tuple(g_ext) != shape or not all(multiple_of(o, 1 << 62) for o in o_off):
        return False
    if not all(multiple_of(o, e) for o, e in zip(g_off, g_ext)):
        return False
    slayout = ctx.shared.get(other)
    if slayout is not None and tuple(slayout.storage_shape) != shape:
        return False
    moved = None  # the shared storage the copy writes through: none (as is) or a chunk swizzle
    if not tile_identity(ctx.globals[g], shape, slayout):
        # A shared layout S = W o P whose outer part W (an XOR swizzle of 16-byte chunks,
        # its own inverse, so W o S = P) follows a P that passes: the copy moves chunks.
        moved = None if slayout is None else next(
            (w for w in _chunk_swizzles(shape, g.type.dtype.bits)
             if tile_identity(ctx.globals[g], shape, w.compose(slayout))), None)
        if moved is None:
            return False
    glayout = ctx.globals.pop(g)
    ctx.shared[other] = moved
    try:
        lower(ctx, op)
    finally:
        ctx.globals[g] = glayout
        ctx.shared[other] = slayout
    return True
