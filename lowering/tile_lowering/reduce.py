"""``T.reduce_*`` of a fragment with warp shuffles (the fast path of the ``reduce`` rule).

Three steps, all derived from the source fragment's layout (evaluated with numpy
over the tile, so no layout is special-cased):

1. in-thread: a *partial* is a set of local slots that hold the same output element
   in every thread (e.g. the 4 consecutive columns a thread holds of one row).
   Each thread folds its partials' slots (in float32 for 16-bit floats);
2. in-warp: the lanes holding one output element in a partial must form a group
   ``{lane ^ s : s a subset of lane_mask}`` whose lowest lane holds it; one
   ``shfl`` xor per set bit of ``lane_mask`` (a butterfly) leaves the group's total
   in every lane of the group;
3. across warps: the warps holding one output element must likewise be
   ``{warp ^ s : s a subset of warp_mask}``.  The lowest lane of each group writes
   its total to a shared scratch ``[outputs, 2 ** popcount(warp_mask)]`` (column: the
   warp's bits under ``warp_mask``, compressed); after a barrier each holder of
   ``dst`` folds its row of the scratch (and, with ``clear=False``, dst's old value,
   once) and stores it.  A shared ``dst`` with one partial per output is written
   directly by the group leaders, with no scratch.

``plan_shuffle_reduce`` decides whether a layout fits (returning the reason when it
does not: the caller then takes the staged path); ``lower_shuffle_reduce`` emits it.
Barriers are candidates (``ctx.barrier()``) around the scratch: before its writes
(an earlier reader of the same bytes, e.g. the previous iteration of a loop), between
writes and reads, and after the reads (a later writer of bytes plan-shared reuses).
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np
from tilelang.layout import Fragment
from tilelang.layout.layout import open_grid

from ..ir import ops as O
from ..ir.core import Region, Value
from ..ir.types import BOOL, INDEX, BufferType, element_type
from .context import Ctx

WARP = 32


@dataclass
class ShufflePlan:
    """How one reduction runs; ``groups[p]`` are the local slots folded into partial
    ``p`` (the same slots in every thread), ``guarded[p]`` whether some threads hold
    nothing there (they contribute the identity); ``out_step`` (or None) lets the
    leaders find their output elements without inverting the layout per partial."""

    groups: list
    guarded: list
    lane_mask: int
    warp_mask: int
    n_out: int
    out_step: list | None = None  # partial p's output = partial 0's + out_step[p] in every thread
    part: object = None  # [thread, partial] -> output element (-1: none)
    dst_slots: list | None = None  # registers: partial p's total goes to dst's slot dst_slots[p] in its holders

    @property
    def per_output(self) -> int:
        """Warp partials per output element (the scratch row length)."""
        return 1 << bin(self.warp_mask).count("1")

    @property
    def xor_offsets(self) -> list[int]:
        return [1 << b for b in range(5) if self.lane_mask >> b & 1]


def plan_shuffle_reduce(layout, shape, dim: int, threads: int, has_guard: bool):
    """A :class:`ShufflePlan` for reducing a fragment with ``layout`` over ``shape``
    along ``dim`` in a block of ``threads``, or a string saying why none exists.
    ``has_guard``: the fragment's inverse can tell slots that hold nothing."""
    if not isinstance(layout, Fragment):
        return "the source has no fragment layout"
    if layout.replicate != 1:
        return "the source layout is replicated"
    if len(layout.local_shape) != 1:
        return "the source layout has a multi-dimensional local index"
    if threads % WARP:
        return "the block is not a whole number of warps"
    shape = tuple(shape)
    grid = open_grid(shape)
    thread = np.broadcast_to(np.asarray(layout.thread_of(*grid), dtype=np.int64), shape)
    local = np.broadcast_to(np.asarray(layout.index_of(*grid)[0], dtype=np.int64), shape)
    if thread.max() >= threads:
        return f"the layout uses thread {int(thread.max())} of a block of {threads}"
    out_shape = shape[:dim] + shape[dim + 1:]
    n_out = int(np.prod(out_shape)) if out_shape else 1
    out = np.broadcast_to(np.arange(n_out).reshape(shape[:dim] + (1,) + shape[dim + 1:]), shape)
    holds = np.full((threads, int(local.max()) + 1), -1, dtype=np.int64)  # [thread, slot] -> output
    holds[thread, local] = out
    if np.unique(thread * holds.shape[1] + local).size != thread.size:
        return "two elements share a register slot"

    # 1. partials: slots holding the same output element in every thread
    columns, first, which = np.unique(holds.T, axis=0, return_index=True, return_inverse=True)
    which = np.asarray(which).reshape(-1)
    groups, guarded = [], []
    for g in np.argsort(first):
        if (columns[g] < 0).all():
            continue  # a slot no thread uses
        groups.append([int(s) for s in np.flatnonzero(which == g)])
        guarded.append(bool((columns[g] < 0).any()))
    if any(guarded) and not has_guard:
        return "some threads hold nothing in a partial and the layout cannot tell which"
    part = holds[:, [g[0] for g in groups]]  # [thread, partial] -> output
    ordered = np.sort(part, axis=1)
    if ((ordered[:, 1:] == ordered[:, :-1]) & (ordered[:, 1:] >= 0)).any():
        return "a thread holds one output element in slots other threads use for different ones"

    # 2. lanes: the bits along which the holders of one output (in one warp and partial) differ
    per_warp = part.reshape(threads // WARP, WARP, len(groups))
    w, lane, p = np.nonzero(per_warp >= 0)
    q = per_warp[w, lane, p]
    _, first, which = np.unique((w * len(groups) + p) * n_out + q, return_index=True, return_inverse=True)
    lane_mask = int(np.bitwise_or.reduce(lane ^ lane[first][np.asarray(which).reshape(-1)]))
    if (per_warp[w, lane & ~lane_mask, p] != q).any():
        return "the lanes holding one output element are not an xor group led by its lowest lane"

    # 3. warps: each group leader is one partial per warp; their warps must be an xor group too
    lead = (lane & lane_mask) == 0
    lw, lq = w[lead], q[lead]
    if np.unique(lw * n_out + lq).size != lw.size:
        return "a warp holds one output element in two partials"
    _, first, which = np.unique(lq, return_index=True, return_inverse=True)
    warp_mask = int(np.bitwise_or.reduce(lw ^ lw[first][np.asarray(which).reshape(-1)]))
    if (np.bincount(lq, minlength=n_out) != 1 << bin(warp_mask).count("1")).any():
        return "the warps holding one output element are not an xor group"
    return ShufflePlan(groups, guarded, lane_mask, warp_mask, n_out, _out_steps(part), part)


def plan_register_dst(plan: ShufflePlan, dst_layout) -> list | None:
    """The dst slot of each partial when a fragment ``dst`` with ``dst_layout`` (a row
    layout, ``tilelang/layout/rows.py``) is held exactly by the threads that end the
    butterfly with each output's total (one warp per output), in a slot the same in
    all of them; else None (the scratch path)."""
    if plan.warp_mask or plan.part is None or not isinstance(dst_layout, Fragment) or dst_layout.ndim != 1 \
            or dst_layout.shape[0] != plan.n_out or len(dst_layout.local_shape) != 1:
        return None
    o = np.arange(plan.n_out)
    slot = np.broadcast_to(np.asarray(dst_layout.index_of(o)[0], dtype=np.int64), o.shape)
    want = set()
    for r in range(dst_layout.replicate):
        t = np.broadcast_to(np.asarray(dst_layout.thread_of(o, rep=r), dtype=np.int64), o.shape)
        want.update(zip(t.tolist(), o.tolist()))
    t, p = np.nonzero(plan.part >= 0)
    out = plan.part[t, p]
    if set(zip(t.tolist(), out.tolist())) != want or len(want) != t.size:
        return None
    slots = []
    for q in range(plan.part.shape[1]):
        s = np.unique(slot[out[p == q]])
        if s.size != 1:
            return None
        slots.append(int(s[0]))
    return slots


def _out_steps(part):
    """``step[p]`` with ``part[t, p] == part[t, 0] + step[p]`` wherever thread t holds
    partial p (and then partial 0 too), or None."""
    steps = []
    for p in range(part.shape[1]):
        held = part[:, p] >= 0
        if (part[held, 0] < 0).any():
            return None
        d = np.unique(part[held, p] - part[held, 0])
        if d.size > 1:
            return None
        steps.append(int(d[0]) if d.size else 0)
    return steps


def _affine(groups):
    """(base, partial stride, slot stride) when slot k of partial p is base + p*sp + k*sk."""
    n, k = len(groups), len(groups[0])
    if any(len(g) != k for g in groups):
        return None
    base = groups[0][0]
    sp = groups[1][0] - base if n > 1 else 0
    sk = groups[0][1] - base if k > 1 else 0
    ok = all(groups[i][j] == base + i * sp + j * sk for i in range(n) for j in range(k))
    return (base, sp, sk) if ok else None


def _flat(coords, shape):
    """Row-major element number of ``coords`` in ``shape`` (0 for no coords)."""
    e = 0
    for c, n in zip(coords, shape):
        e = e * n + c
    return e


def _compress(x, mask: int):
    """The bits of ``x`` under ``mask``, packed to the low end (runs of set bits at a time)."""
    out, pos, b = 0, 0, 0
    while mask >> b:
        if not mask >> b & 1:
            b += 1
            continue
        n = 0
        while mask >> (b + n) & 1:
            n += 1
        out = out + (x // (1 << b)) % (1 << n) * (1 << pos)
        pos, b = pos + n, b + n
    return out


def lower_shuffle_reduce(ctx: Ctx, op, plan: ShufflePlan, acc_t, combine, identity) -> None:
    """Emit ``op`` (src a fragment) by ``plan``.  ``combine(a, b)`` emits the kind's
    binary op in ``acc_t``; ``identity()`` emits its neutral value in ``acc_t``."""
    src_t = op.src.type
    t = element_type(src_t)
    dim = op.dim % src_t.rank
    local, inverse, _ = ctx.frags[op.src]
    tid = ctx.ix(ctx.tid)
    lane, warp = tid % WARP, tid // WARP
    per_output = plan.per_output
    dst_shape = tuple(op.dst.type.shape)
    direct = not ctx.is_fragment(op.dst) and per_output == 1  # leaders write a shared dst themselves
    registers = plan.dst_slots is not None  # every lane of a group writes its own copy of a row-layout dst
    scratch = None
    if not direct and not registers:
        scratch = ctx.b.value(O.AllocSharedOp, BufferType("shared", (plan.n_out, per_output), acc_t.dtype),
                              name="reduce_partials")
        ctx.shared[scratch] = None
        _hoist_out_of_loops(ctx)
        ctx.barrier()  # the scratch's bytes may still be read by another thread (a loop's previous pass)

    def element(slot):
        x = ctx.b.value(O.LoadOp, t, source=local, indices=[ctx.ix(slot).value()])
        x = x if x.type == acc_t else ctx.b.value(O.CastOp, acc_t, value=x)
        if op.kind in ("abssum", "absmax"):
            x = ctx.b.value(O.AbsOp, acc_t, value=x)
        return x

    offsets = [ctx.const(off) for off in plan.xor_offsets]  # outside the loop over partials
    low = None  # the lowest lane of each lane group leads it
    if plan.lane_mask:
        low = ctx.b.value(O.EqOp, BOOL, lhs=(lane & plan.lane_mask).value(), rhs=ctx.const(0))

    first_out = None  # partial 0's output element (then the others' are at fixed steps from it)
    if plan.out_step is not None and not direct and not registers:
        coords, _ = inverse(tid, ctx.ix(plan.groups[0][0]))
        first_out = ctx.ix(_flat([c for d, c in enumerate(coords) if d != dim], dst_shape))

    def one_partial(guarded: bool, slot0, fold_rest, out_step):
        """Fold one partial, shuffle it across its lane group, let the group's leader
        write it.  ``out_step``: its output element's distance from partial 0's (or None)."""
        acc = fold_rest(element(slot0))
        if (guarded or out_step is None or direct) and not (registers and not guarded):
            coords, guard = inverse(tid, slot0)
        held = None
        if guarded:  # threads holding nothing here contribute the identity and lead nothing
            e, numel = guard
            held = ctx.b.value(O.LtOp, BOOL, lhs=ctx.ix(e).value(), rhs=ctx.const(numel))
            acc = ctx.b.value(O.SelectOp, acc_t, cond=held, true_value=acc, false_value=identity())
        for off in offsets:  # butterfly: every lane of the group ends with the group's total
            other = ctx.b.value(O.ShuffleOp, acc_t, value=acc, offset=off, mode="xor")
            acc = combine(acc, other)
        if registers:
            dst_local = ctx.frags[op.dst][0]
            d = [ctx.ix(out_step).value()]  # (here: the partial's dst slot)
            with ctx.when(held):
                _store_result(ctx, op, acc, lambda: ctx.b.value(O.LoadOp, t, source=dst_local, indices=d),
                              lambda v: ctx.b.op(O.StoreOp, dest=dst_local, indices=d, value=v), combine, acc_t)
            return
        lead = low if held is None else held if low is None else ctx.b.value(O.AndOp, BOOL, lhs=held, rhs=low)
        with ctx.when(lead):
            if direct:
                idx = [c for d, c in enumerate(coords) if d != dim] or [ctx.ix(0)]
                _store_result(ctx, op, acc, lambda: ctx.load(op.dst, idx), lambda v: ctx.store(op.dst, idx, v),
                              combine, acc_t)
                return
            if out_step is None:
                o = ctx.ix(_flat([c for d, c in enumerate(coords) if d != dim], dst_shape))
            else:
                o = first_out + out_step
            ctx.store(scratch, [o, ctx.ix(_compress(warp, plan.warp_mask))], acc)

    affine = _affine(plan.groups)
    slot_expr = None
    if registers and affine is not None and len(set(plan.guarded)) == 1:
        from tilelang.layout.rows import bit_linear

        slot_expr = bit_linear(plan.dst_slots, ["p"])
        affine = affine if slot_expr is not None else None
    if affine is not None and len(set(plan.guarded)) == 1:
        # one loop over partials, one over their slots (every partial guarded alike)
        base, sp, sk = affine
        n_slots = len(plan.groups[0])
        steps = plan.out_step
        so = steps[1] if steps is not None and len(steps) > 1 else 0
        linear = steps is not None and all(s == i * so for i, s in enumerate(steps))
        with ctx.loop(len(plan.groups), "p", "unroll") as p:
            first = p * sp + base
            one_partial(plan.guarded[0], first,
                        lambda x: _fold(ctx, n_slots, x, lambda k: element(first + k * sk), combine),
                        slot_expr.evaluate({"p": p}) if registers else p * so if linear else None)
    else:  # irregular slot tables: one straight-line block per partial, constant slots
        for i, (group, guarded) in enumerate(zip(plan.groups, plan.guarded)):
            def fold_rest(acc, group=group):
                return _tree([acc] + [element(ctx.ix(s)) for s in group[1:]], combine)
            step = plan.dst_slots[i] if registers else None if plan.out_step is None else plan.out_step[i]
            one_partial(guarded, ctx.ix(group[0]), fold_rest, step)
    if direct or registers:
        return
    ctx.barrier()

    def gather(coords):
        """This output element's warp partials, combined."""
        o = ctx.ix(_flat(coords, dst_shape))
        acc = None
        for k in range(per_output):
            v = ctx.load(scratch, [o, ctx.ix(k)])
            acc = v if acc is None else combine(acc, v)
        return acc

    if ctx.is_fragment(op.dst):
        dst_local = ctx.frags[op.dst][0]
        with ctx.fragment_elements(op.dst) as (l, coords):
            _store_result(ctx, op, gather(coords),
                          lambda: ctx.b.value(O.LoadOp, t, source=dst_local, indices=[l.value()]),
                          lambda v: ctx.b.op(O.StoreOp, dest=dst_local, indices=[l.value()], value=v), combine, acc_t)
    else:
        with ctx.coalesced(list(dst_shape)) as coords:
            _store_result(ctx, op, gather(coords), lambda: ctx.load(op.dst, coords),
                          lambda v: ctx.store(op.dst, coords, v), combine, acc_t)
    ctx.barrier()  # later writers of the scratch's bytes (plan-shared reuses them) wait for these reads


def _hoist_out_of_loops(ctx: Ctx) -> None:
    """Move the alloc just emitted before the kernel's top-level op being lowered: one
    buffer for every iteration of enclosing loops, as plan-shared places it anyway
    (and the simulator then sees one buffer, with its history across iterations)."""
    body = ctx.kernel.body
    if ctx.b.region is not body:
        body.ops.insert(len(body.ops) - 1, ctx.b.region.ops.pop())


def _store_result(ctx: Ctx, op, acc, read_old, write, combine, acc_t) -> None:
    """dst = total (clear) or combine(dst, total), rounded once to dst's dtype."""
    from .rules import reduce_combine_op, reduce_identity

    t = element_type(op.dst.type)
    if op.clear and reduce_combine_op(op, acc_t) in (O.FmaxOp, O.FminOp):
        # NaN skipped: the fold starts from the identity (as the staged path's and the
        # interpreter's), so a line of NaNs gives it (-inf for max), not NaN
        acc = combine(acc, ctx.b.value(O.ConstOp, acc_t, value=reduce_identity(op.kind, acc_t)))
    if not op.clear:
        old = read_old()
        acc = combine(old if old.type == acc_t else ctx.b.value(O.CastOp, acc_t, value=old), acc)
    write(acc if acc.type == t else ctx.b.value(O.CastOp, t, value=acc))


def _tree(values: list, combine) -> Value:
    """Pairwise combination: independent ops for the GPU to overlap, shorter error chains."""
    while len(values) > 1:
        values = [combine(values[i], values[i + 1]) if i + 1 < len(values) else values[i]
                  for i in range(0, len(values), 2)]
    return values[0]


def _fold(ctx: Ctx, n: int, first: Value, element, combine) -> Value:
    """``first`` combined with ``element(k)`` for k in 1..n-1: straight-line code for a
    vector's worth (up to 8), an unrolled loop beyond (keeps the IR short)."""
    if n <= 8:
        return _tree([first] + [element(ctx.ix(k)) for k in range(1, n)], combine)
    iv, acc = Value(INDEX, "k"), Value(first.type, "acc")
    loop = ctx.b.op(O.ForOp, [first.type], lb=ctx.const(1), ub=ctx.const(n), step=ctx.const(1), inits=[first],
                    kind="unroll", body=Region([iv, acc]))
    with ctx.b.at(loop.body):
        ctx.b.op(O.YieldOp, values=[combine(acc, element(ctx.ix(iv)))])
    return loop.results[0]
