"""A fragment -> shared copy of 16-bit values by ``stmatrix`` (sm_90): four 8x8 tiles
per instruction, each lane storing a register pair per tile, one address per lane.

When (``stmatrix_copy``): lowering for sm_90a; the copy's fragment and shared buffer
hold the same 16-bit dtype; the offsets are compile-time constants; and, evaluated
with numpy over the whole block (the fragment's inverse layout, the copy's offsets,
the destination's storage layout), the fragment's slots in groups of eight,
``8q .. 8q + 7``, are four 8x8 tiles: in every warp, slot ``8q + 2m + e`` of lane
``4g + t`` lands at storage element ``base(m, g) + 2t + e`` with ``base`` a multiple
of 8 (a 16-byte row of the tile).  The mma fragments (accumulators, A/B operands)
stored into a swizzled tile are such: each thread's pairs are consecutive columns,
8 lanes cover the 8 rows, and the swizzle keeps 8-element chunks whole.

Then each group is one ``stmatrix`` x4 -- 4 instructions and 4 addresses where the
element-wise copy has 16 stores of 2 elements, each with its own swizzled address.
Lane l supplies the row ``l % 8`` of tile ``l // 8``: the coordinates of slot
``8q + 2 (l // 8)`` of lane ``4 (l % 8)`` of its warp.
"""

from __future__ import annotations

from tilelang.lazy_import import lazy_module

np = lazy_module("numpy")

from ..ir import ops as O
from ..ir.types import BOOL
from .context import Ctx
from .fast_dequant import const_int, slot_coords
from .ix import Ix



def _storage_flat(ctx: Ctx, op, coords):
    """Flat storage index in ``op.dst`` of fragment coordinates (numpy arrays)."""
    from .rules import _region_indices, _squeeze

    shape = op.src.type.shape
    idx = _region_indices([const_int(o) for o in op.dst_offsets], op.dst_extents, _squeeze(coords, shape))
    layout = ctx.layout_of(op.dst)
    storage = layout.forward(*idx) if layout is not None else idx
    dims = op.dst.type.shape
    flat = np.zeros(np.broadcast(*[np.asarray(s) for s in storage]).shape, dtype=np.int64)
    for s, d in zip(storage, dims):
        flat = flat * d + np.asarray(s, dtype=np.int64)
    return flat


def _fits(ctx: Ctx, op) -> bool:
    coords = slot_coords(ctx, op.src, 8)
    if coords is None or ctx.threads % 32:
        return False
    n = coords[0].shape[1]
    try:
        flat = _storage_flat(ctx, op, coords)
    except (TypeError, ValueError, IndexError):
        return False
    # [warp, g, t, q, m, e]
    f = flat.reshape(ctx.threads // 32, 8, 4, n // 8, 4, 2)
    base = f[:, :, :1, :, :, :1]
    want = base + 2 * np.arange(4)[None, None, :, None, None, None] + np.arange(2)[None, None, None, None, None, :]
    return bool(np.array_equal(f, want) and np.all(base % 8 == 0))


def stmatrix_copy(ctx: Ctx, op) -> bool:
    """Lower ``op`` (a fragment -> shared copy) with stmatrix x4 when the criterion in
    the module docstring holds; False otherwise (the caller lowers it element-wise)."""
    from .rules import _region_indices, _squeeze

    if not ctx.target.has("stmatrix") or not ctx.is_fragment(op.src) or op.dst not in ctx.shared:
        return False
    if op.src.type.dtype != op.dst.type.dtype or op.src.type.dtype.bits != 16 or \
            any(const_int(o) is None for o in op.dst_offsets):
        return False
    if not _fits(ctx, op):
        return False
    local, inverse, _ = ctx.frags[op.src]
    tid = Ix(ctx.b, ctx.tid)
    lane = tid % 32
    row_lane = tid - lane + lane % 8 * 4  # lane 4 (l % 8) of this warp: row l % 8, column 0 of each tile
    tile = ctx.ix(lane // 8).value()
    shape = op.src.type.shape
    offsets = [const_int(o) for o in op.dst_offsets]
    for q in range(local.type.shape[0] // 8):
        # the coordinates of this lane's row for each of the 4 tiles, then the lane's own
        candidates = [inverse(row_lane, 8 * q + 2 * m)[0] for m in range(4)]
        coords = []
        for d in range(len(candidates[0])):
            v = ctx.ix(candidates[3][d]).value()
            for m in (2, 1, 0):
                is_m = ctx.b.value(O.EqOp, BOOL, lhs=tile, rhs=ctx.const(m))
                v = ctx.b.value(O.SelectOp, v.type, cond=is_m, true_value=ctx.ix(candidates[m][d]).value(),
                                false_value=v)
            coords.append(ctx.ix(v))
        idx = _region_indices(offsets, op.dst_extents, _squeeze(coords, shape))
        ctx.b.op(O.StmatrixOp, src=local, src_offset=ctx.const(8 * q), dst=op.dst,
                 dst_indices=ctx.storage_indices(op.dst, idx), num=4)
    return True
