"""Lowering of ``split_k_reduce`` (the split-K hand-in, ``ir/ops/tile.py``).

The block stores its partial tile to ``work[part]`` (through a shared tile, so that
the stores are coalesced row-major vectors whatever the fragment's layout) and fences
them (``fence``: visible device-wide before what the thread writes next); after a
barrier, thread 0 counts the part in (``fetch_add`` on the tile's counter) and
tells the block through shared memory whether it was the last; the last block
fences again, sums the ``parts`` partials of each element of the tile in part order
(float32, the interpreter's order; the threads take row-major runs of the tile, so
the loads and stores are coalesced vectors whatever the fragment's layout), writes
them to ``dst`` in its dtype and resets
the counter for the next call.  This is the threadfence-reduction pattern: a
writer's partial is visible before its count, so the block that sees the count
reach ``parts`` reads complete partials.
"""

from __future__ import annotations

from ..ir import ops as O
from ..ir.types import BufferType, ScalarType, element_type
from .context import Ctx, _bool
from .rules import _convert, rule


@rule("split_k_reduce")
def lower_split_k_reduce(ctx: Ctx, op):
    f32, i32 = element_type(op.work.type), element_type(op.arrivals.type)
    parts = op.work.type.shape[0]
    local = ctx.frags[id(op.src)][0]

    def tile_index(coords):
        return [ctx.ix(o) + c for o, c in zip(op.dst_offsets, coords)]

    # the partial goes out through a shared tile, in row-major runs spread over the
    # threads (vector stores), not in the fragment's order (a transposed accumulator --
    # wgmma's register form -- holds a column per thread: strided 4-byte stores)
    extents = list(op.src.type.shape)
    tile = ctx.b.value(O.AllocSharedOp, BufferType("shared", tuple(extents), f32.dtype), name="split_k_tile")
    ctx.shared[id(tile)] = None
    # (a barrier candidate: the tile may reuse the bytes of a pipeline's stages, which
    # the other threads' last copies land in up to their wait after the loop)
    ctx.b.op(O.BarrierOp)
    with ctx.fragment_elements(op.src) as (l, coords):
        v = ctx.b.value(O.LoadOp, element_type(op.src.type), source=local, indices=[l.value()])
        ctx.store(tile, coords, _convert(ctx, v, f32))
    ctx.b.op(O.BarrierOp)
    width = ctx.vector_width([f32.dtype, element_type(op.dst.type).dtype], extents)
    with ctx.coalesced(extents, vector=width) as coords:
        idx = [op.part, *tile_index(coords)]
        with ctx.when(ctx.in_bounds(op.work, idx)):
            ctx.store(op.work, idx, ctx.load(tile, coords))
    ctx.b.op(O.FenceOp)
    ctx.b.op(O.BarrierOp)  # every thread's partial is out before thread 0 counts it in
    flag = ctx.b.value(O.AllocSharedOp, BufferType("shared", (1,), i32.dtype), name="split_k_last")
    zero_ix = ctx.const(0)
    first = ctx.b.value(O.EqOp, ScalarType(_bool()), lhs=ctx.tid, rhs=zero_ix)
    counter = [ctx.ix(i).value() for i in op.arrival_indices]
    with ctx.when(first):
        one = ctx.b.value(O.ConstOp, i32, value=1)
        old = ctx.b.value(O.FetchAddOp, i32, dst=op.arrivals, indices=counter, value=one)
        ctx.b.op(O.StoreOp, dest=flag, indices=[zero_ix], value=old)
    ctx.b.op(O.BarrierOp)
    arrived = ctx.b.value(O.LoadOp, i32, source=flag, indices=[zero_ix])
    last = ctx.b.value(O.EqOp, ScalarType(_bool()), lhs=arrived, rhs=ctx.b.value(O.ConstOp, i32, value=parts - 1))
    with ctx.when(last):
        ctx.b.op(O.FenceOp)
        with ctx.coalesced(extents, vector=width) as coords:  # (the same runs)
            rc = tile_index(coords)
            with ctx.when(ctx.in_bounds(op.dst, rc)):
                total = None
                for q in range(parts):  # in part order
                    v = ctx.load(op.work, [q, *rc])
                    total = v if total is None else ctx.b.value(O.AddOp, f32, lhs=total, rhs=v)
                ctx.store(op.dst, rc, _convert(ctx, total, element_type(op.dst.type)))
        with ctx.when(first):
            ctx.b.op(O.StoreOp, dest=op.arrivals, indices=counter, value=ctx.b.value(O.ConstOp, i32, value=0))
