"""Lowering of ``split_k_reduce`` (the split-K hand-in, ``ir/ops/tile.py``), and of
``arrive_last`` (its count alone: the last block is told, the program finishes).

The block stores its partial tile to ``work[part]`` (through a shared tile, so that
the stores are coalesced row-major vectors whatever the fragment's layout); after a
barrier, thread 0 counts the part in (``fetch_add`` on the tile's counter, acq_rel:
the release covers what the block's threads wrote before the barrier) and tells the
block through shared memory whether it was the last; the last block (its threads
ordered after thread 0's acquire by the next barrier) sums the ``parts`` partials of
each element of the tile in part order (float32, the interpreter's order; the
threads take row-major runs of the tile, so the loads and stores are coalesced
vectors whatever the fragment's layout), writes them to ``dst`` in its dtype and
resets the counter for the next call.  A writer's partial is visible before its
count, so the block that sees the count reach ``parts`` reads complete partials --
the threadfence-reduction pattern with one release / acquire add per block instead
of a fence in every thread (the hand-in 1.8-2.9 -> 1.2-2.4 us at the end of the
small-M gemms on the H100, benchmarks/RESULTS.md).

With ``cluster`` on sm_90, where the parts of a tile are the kernel's z blocks (grid
z = ``parts``, at most 8), they hand in through distributed shared memory instead:
the kernel runs them as one cluster (kernel ``cluster`` = (1, 1, parts)), each block
leaves its partial in its shared tile, and after a cluster barrier block ``part``
sums its share of the tile (``parts`` column slices, or row slices) over every
block's tile in part order and writes it; a second cluster barrier keeps each tile
until its readers are done.  No global round trips, no counters, the same sums in
the same order; ``work`` and ``arrivals`` go unused.  A choice, not the default
(H100, measured against the fenced hand-in): on two-warpgroup 128 x 128
tiles split twice it saves 5 of that hand-in's 7.7 us, but the small-M gemms, with
many small blocks per SM, run 3-15 us slower (the cluster's blocks are placed
together).
"""

from __future__ import annotations

from contextlib import contextmanager

from ..ir import ops as O
from ..ir.core import Region, Value
from ..ir.types import BOOL, BufferType, element_type
from ..index_analysis import IndexAnalysis
from .context import Ctx
from .rules import _convert, rule




def _cluster_parts(ctx: Ctx, op, parts: int) -> bool:
    """The parts of a tile are exactly the blocks along the grid's z: one cluster."""
    k = ctx.kernel
    if not op.cluster or not ctx.target.has("clusters") or not 2 <= parts <= 8 or len(k.grid) != 3 \
            or op.part is not k.body.args[2]:
        return False
    z = k.grid[2].owner
    return getattr(z, "name", None) == "const" and z.value == parts and k.cluster in ((), (1, 1, parts))


@rule("split_k_reduce")
def lower_split_k_reduce(ctx: Ctx, op):
    parts = op.work.type.shape[0]
    local = ctx.frags[op.src][0]

    def tile_index(coords):
        return [ctx.ix(o) + c for o, c in zip(op.dst_offsets, coords)]

    # the partial goes out through a shared tile, in row-major runs spread over the
    # threads (vector stores), not in the fragment's order (a transposed accumulator --
    # wgmma's register form -- holds a column per thread: strided 4-byte stores)
    f32 = element_type(op.work.type)
    extents = list(op.src.type.shape)
    if op.parts is not None and _fragment_order(ctx, op):
        _hand_in_in_fragment_order(ctx, op)
        return
    tile = ctx.b.value(O.AllocSharedOp, BufferType("shared", tuple(extents), f32.dtype), name="split_k_tile")
    ctx.shared[tile] = None
    # (a barrier candidate: the tile may reuse the bytes of a pipeline's stages, which
    # the other threads' last copies land in up to their wait after the loop)
    ctx.b.op(O.BarrierOp)
    with ctx.fragment_elements(op.src) as (l, coords):
        v = ctx.b.value(O.LoadOp, element_type(op.src.type), source=local, indices=[l.value()])
        ctx.store(tile, coords, _convert(ctx, v, f32))
    if _cluster_parts(ctx, op, parts):
        _hand_in_through_the_cluster(ctx, op, tile, extents, parts, tile_index)
        return
    ctx.b.op(O.BarrierOp)
    width = ctx.vector_width([f32.dtype, element_type(op.dst.type).dtype], extents)
    if op.parts is None:
        _hand_in_through_memory(ctx, op, tile, extents, width, tile_index)
        return
    # a count of parts the block computes (the same for all its threads): a tile of one
    # part is written directly, the others hand in
    one = ctx.b.value(O.EqOp, BOOL, lhs=op.parts, rhs=ctx.const(1))
    branch = ctx.b.op(O.IfOp, cond=one, then_region=Region(), else_region=Region())
    with ctx.b.at(branch.then_region):
        with ctx.coalesced(extents, vector=width) as coords:
            rc = tile_index(coords)
            with ctx.when(ctx.in_bounds(op.dst, rc)):
                ctx.store(op.dst, rc, _convert(ctx, ctx.load(tile, coords), element_type(op.dst.type)))
    with ctx.b.at(branch.else_region):
        _hand_in_through_memory(ctx, op, tile, extents, width, tile_index, count=op.parts)


def _hand_in_through_memory(ctx: Ctx, op, tile, extents, width, tile_index, count=None) -> None:
    """The partial to ``work[part]``, counted in; the last of ``count`` parts (an index,
    2 up to ``parts``; None: ``parts``) sums them in part order (module doc)."""
    f32, i32 = element_type(op.work.type), element_type(op.arrivals.type)
    with ctx.coalesced(extents, vector=width) as coords:
        idx = [op.part, *tile_index(coords)]
        with ctx.when(ctx.in_bounds(op.work, idx)):
            ctx.store(op.work, idx, ctx.load(tile, coords))
    last, first, counter = _count_in(ctx, op, i32, count)
    with ctx.when(last):
        with ctx.coalesced(extents, vector=width) as coords:  # (the same runs)
            rc = tile_index(coords)
            with ctx.when(ctx.in_bounds(op.dst, rc)):
                ctx.store(op.dst, rc, _convert(ctx, _ordered_sum(ctx, op, rc, count), element_type(op.dst.type)))
        with ctx.when(first):
            ctx.b.op(O.StoreOp, dest=op.arrivals, indices=counter, value=ctx.b.value(O.ConstOp, i32, value=0))


def _hand_in_through_the_cluster(ctx: Ctx, op, tile, extents, parts: int, tile_index) -> None:
    """Block ``part`` sums its slice of the tile over the cluster's tiles (module doc)."""
    ctx.kernel.cluster = (1, 1, parts)
    ctx.b.op(O.ClusterBarrierOp)  # every part's tile is written and visible to the cluster
    rows, cols = extents
    axis = 1 if cols % parts == 0 else 0 if rows % parts == 0 else None
    share = list(extents)
    if axis is not None:
        share[axis] //= parts
    peers = [ctx.b.value(O.MapSharedRankOp, tile.type, buffer=tile, rank=ctx.const(q), name=f"split_k_part{q}")
             for q in range(parts)]
    mine = None if axis is not None else ctx.b.value(O.EqOp, BOOL, lhs=op.part, rhs=ctx.const(0))
    width = ctx.vector_width([element_type(tile.type).dtype, element_type(op.dst.type).dtype], share)
    with ctx.when(mine):  # (a tile that splits evenly neither way: part 0 sums all of it)
        with ctx.coalesced(share, vector=width) as coords:
            if axis is not None:
                coords[axis] = coords[axis] + ctx.ix(op.part) * share[axis]
            rc = tile_index(coords)
            with ctx.when(ctx.in_bounds(op.dst, rc)):
                total = None
                for peer in peers:  # in part order
                    v = ctx.load(peer, coords)
                    total = v if total is None else ctx.b.value(O.AddOp, element_type(tile.type), lhs=total, rhs=v)
                ctx.store(op.dst, rc, _convert(ctx, total, element_type(op.dst.type)))
    ctx.b.op(O.ClusterBarrierOp)  # no block leaves (its tile with it) before the others have read it


VECTOR = 4  # float32 slots per store of the fragment-order hand-in (16 bytes)


def _fragment_order(ctx: Ctx, op) -> bool:
    """Whether the partial can go to the workspace in the fragment's own order: every
    thread holds ``VECTOR``-multiples of slots, each element in one thread (no padded
    slots), and the tile is a whole tile of a grid that divides the output (corners
    provably multiples of the extents): its region of ``work`` is then all inside or
    all outside (every access is still bounds-checked, so an outside tile writes
    nothing; simplify folds the checks where the corner's range proves them)."""
    local = ctx.frags[op.src][0]
    rows, cols = op.src.type.shape
    slots = local.type.shape[0]
    if slots * ctx.threads != rows * cols or slots % VECTOR or cols % VECTOR:
        return False
    M, N = op.dst.type.shape
    forms = IndexAnalysis()
    return isinstance(M, int) and isinstance(N, int) and M % rows == 0 and N % cols == 0 and all(
        forms.form(o).divisible_by(e) for o, e in zip(op.dst_offsets, (rows, cols)))


def _hand_in_in_fragment_order(ctx: Ctx, op) -> None:
    """The stream-K hand-in (a count of parts per tile): no shared tile, no barrier for a
    tile of one part.  One part: the registers go to ``dst`` as ``T.copy`` stores them.
    More: each thread stores its slots to the tile's region of ``work[part]`` in
    fragment order -- ``VECTOR`` slots per 16-byte store, consecutive threads side by
    side (coalesced whatever the fragment's layout; every block of the kernel has the
    same layout, and the region is private scratch) --, counts in, and the last block
    sums each of its slots over the parts in part order (the same float32 sums as the
    shared-tile path) and stores them to ``dst``."""
    f32, i32 = element_type(op.work.type), element_type(op.arrivals.type)
    local, inverse, _ = ctx.frags[op.src]
    rows, cols = op.src.type.shape
    chunks = local.type.shape[0] // VECTOR
    out_t = element_type(op.dst.type)

    def store_out(slot, value):  # (as T.copy's fragment -> global stores)
        coords, _ = inverse(ctx.ix(ctx.tid), slot)
        rc = [ctx.ix(o) + ctx.ix(c) for o, c in zip(op.dst_offsets, coords)]
        with ctx.when(ctx.in_bounds(op.dst, rc)):
            ctx.store(op.dst, rc, _convert(ctx, value, out_t))

    @contextmanager
    def slots():  # (slot, work indices of part q) over this thread's slots, in runs of VECTOR
        with ctx.loop(chunks, "c", "unroll") as c:
            with ctx.loop(VECTOR, "cv", "unroll") as e:
                flat = (c * ctx.threads + ctx.ix(ctx.tid)) * VECTOR + e
                at = [ctx.ix(op.dst_offsets[0]) + flat // cols, ctx.ix(op.dst_offsets[1]) + flat % cols]
                yield c * VECTOR + e, at

    one = ctx.b.value(O.EqOp, BOOL, lhs=op.parts, rhs=ctx.const(1))
    branch = ctx.b.op(O.IfOp, cond=one, then_region=Region(), else_region=Region())
    with ctx.b.at(branch.then_region):
        with slots() as (slot, _):
            store_out(slot, ctx.b.value(O.LoadOp, f32, source=local, indices=[slot.value()]))
    with ctx.b.at(branch.else_region):
        with slots() as (slot, at):
            with ctx.when(ctx.in_bounds(op.dst, at)):
                ctx.store(op.work, [op.part, *at], ctx.b.value(O.LoadOp, f32, source=local, indices=[slot.value()]))
        last, first, counter = _count_in(ctx, op, i32, op.parts)
        with ctx.when(last):
            with slots() as (slot, at):
                with ctx.when(ctx.in_bounds(op.dst, at)):
                    store_out(slot, _ordered_sum(ctx, op, at, op.parts))
            with ctx.when(first):
                ctx.b.op(O.StoreOp, dest=op.arrivals, indices=counter, value=ctx.b.value(O.ConstOp, i32, value=0))


def _count_in(ctx: Ctx, op, i32, count=None, results=None):
    """After a barrier, thread 0 counts the block's part in (acq_rel: its partial before
    the count, the others' after it) and tells the block through shared memory; returns
    (this block is the last of ``count`` -- None: the workspace's -- parts, thread 0, the
    counter's indices); ``results``: the values the last-block test defines (an op's)."""
    # every thread's partial is out before thread 0 counts it in (its release covers what
    # precedes it in its own thread only), and every thread has read the flag of the
    # previous hand-in (stream-K: the loop over tiles) before thread 0 writes it again --
    # insert-barriers keeps the barrier for both
    ctx.b.op(O.BarrierOp)
    flag = ctx.b.value(O.AllocSharedOp, BufferType("shared", (1,), i32.dtype), name="split_k_last")
    zero_ix = ctx.const(0)
    first = ctx.b.value(O.EqOp, BOOL, lhs=ctx.tid, rhs=zero_ix)
    counter = [ctx.ix(i).value() for i in op.arrival_indices]
    with ctx.when(first):
        one = ctx.b.value(O.ConstOp, i32, value=1)
        old = ctx.b.value(O.FetchAddOp, i32, dst=op.arrivals, indices=counter, value=one, sem="acq_rel")
        ctx.b.op(O.StoreOp, dest=flag, indices=[zero_ix], value=old)
    ctx.b.op(O.BarrierOp)
    arrived = ctx.b.value(O.LoadOp, i32, source=flag, indices=[zero_ix])
    before_last = ctx.b.value(O.ConstOp, i32, value=op.work.type.shape[0] - 1) if count is None else \
        ctx.b.value(O.CastOp, i32, value=(ctx.ix(count) - 1).value())
    if results is None:
        return ctx.b.value(O.EqOp, BOOL, lhs=arrived, rhs=before_last), first, counter
    ctx.b.region.append(O.EqOp(lhs=arrived, rhs=before_last, results=results, loc=ctx.b.loc))
    return results[0], first, counter


@rule("arrive_last")
def lower_arrive_last(ctx: Ctx, op):
    """Counted in as a split-K part is (``_count_in``); the last block sets the counter
    back to zero at once -- the count's arrivals are all in."""
    i32 = element_type(op.arrivals.type)
    last, first, counter = _count_in(ctx, op, i32, op.count, results=op.results)
    with ctx.when(last):
        with ctx.when(first):
            ctx.b.op(O.StoreOp, dest=op.arrivals, indices=counter, value=ctx.b.value(O.ConstOp, i32, value=0))


def _ordered_sum(ctx: Ctx, op, at, count=None) -> Value:
    """The float32 sum of ``work[q, *at]`` over the parts in order q = 0, 1, ... (the
    interpreter's order); with a ``count`` below the workspace's extent the parts past
    it add 0 (at least two parts hand in, so the first two always count)."""
    f32 = element_type(op.work.type)
    total = None
    for q in range(op.work.type.shape[0]):
        v = ctx.load(op.work, [ctx.const(q), *at])
        if count is not None and q >= 2:
            there = ctx.b.value(O.LtOp, BOOL, lhs=ctx.const(q), rhs=count)
            v = ctx.b.value(O.SelectOp, f32, cond=there, true_value=v, false_value=ctx.b.value(O.ConstOp, f32,
                                                                                           value=0.0))
        total = v if total is None else ctx.b.value(O.AddOp, f32, lhs=total, rhs=v)
    return total
