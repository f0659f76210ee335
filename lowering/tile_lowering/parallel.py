"""Lowering ``T.Parallel``: who runs which element.

The loop takes its thread mapping from the fragment it stores to (each thread
walks its own elements of that fragment); a loop that stores no fragment walks
one of the loop's shape that it reads, else it is spread over the threads
row-major.  Fragments read inside must be indexed by the loop variables and
share the anchor's layout to be read from the same register slot; a read of other
elements the walking thread holds (``local_reads.py``: a row vector replicated over a
line's threads, a decoded fragment's neighbours) reads its registers too; any other
fragment read is staged: the fragment is copied to a shared buffer first and read
from there.
"""

from __future__ import annotations

import math

from tilelang.errors import TileLangError

from ..ir import ops as O
from ..ir.core import Region
from ..ir.types import BufferType, ScalarType
from .context import Ctx
from .fast_dequant import parallel_words
from .local_reads import held_slots
from .lowbit import chunk_elements, is_packed


def _fragment_accesses(ctx: Ctx, body):
    for op in body.ops:
        for sub in op.walk():
            if sub.name in ("load", "store"):
                mem = sub.source if sub.name == "load" else sub.dest
                if ctx.is_fragment(mem):
                    yield sub, mem


def _whole(sub, mem, op) -> bool:
    """``sub`` accesses ``mem`` at the loop's own indices and ``mem`` has the loop's shape:
    one element per iteration, every element once."""
    args = op.body.args
    return (len(sub.indices) == len(args) and all(i is a for i, a in zip(sub.indices, args))
            and tuple(mem.type.shape) == tuple(op.extents))


def lower_parallel_loop(ctx: Ctx, op) -> None:
    accesses = list(_fragment_accesses(ctx, op.body))
    anchor = next((mem for sub, mem in accesses if sub.name == "store"), None)
    if anchor is None:
        # Only reads: walk a fragment of the loop's shape, if one is read.  A smaller one
        # (a row vector broadcast over the loop) has fewer elements than the loop has
        # iterations and cannot carry it: it is staged, the loop spread over threads.
        anchor = next((mem for sub, mem in accesses if tuple(mem.type.shape) == tuple(op.extents)), None)
    layout = ctx.frags[anchor][2] if anchor is not None else None
    staged = {}
    stored = {mem for sub, mem in accesses if sub.name == "store"}
    for sub, mem in accesses:
        if _whole(sub, mem, op) and ctx.frags[mem][2] == layout:
            continue
        if sub.name == "store":
            raise TileLangError(f"T.Parallel stores to fragment {mem.name or '?'} with indices or a layout other "
                                f"than the loop's anchor {anchor.name or '?'}; use one fragment layout per loop",
                                sub.loc)
        if sub in staged or mem in staged:
            continue
        # (not a fragment the loop stores: its iterations would see each other's stores,
        # where T.Parallel reads every element as it was before the loop)
        slot = None if mem in stored else held_slots(ctx, sub, mem, op, anchor)
        if slot is not None:  # elements the walking thread holds, a row vector's too (local_reads.py)
            staged[sub] = ("registers", *slot)  # (this load's own slots)
        else:  # a fragment read elsewhere than the thread holds it: via shared memory
            staged[mem] = _stage_before_loops(ctx, mem)
    shared = any(not isinstance(v, tuple) for v in staged.values())
    if shared:
        ctx.barrier()
    if anchor is not None:
        fast = parallel_words(ctx, op, anchor)  # int4 casts decoded ahead, a word at a time
        # a loop that stores no fragment but walks a replicated one (a row layout) stores
        # to memory from the first replica of each element only
        once = not stored and any(s.name == "store" for top in op.body.ops for s in top.walk())
        with ctx.fragment_elements(anchor) as (l, coords):
            with ctx.when(first_replica(ctx, layout, coords) if once else None):
                _move_body(ctx, op, coords, l, staged, fast)
    else:
        dtypes = [(sub.source if sub.name == "load" else sub.dest).type.dtype
                  for o in op.body.ops for sub in o.walk() if sub.name in ("load", "store")]
        run = _packed_run(op.body)  # packed stores: whole bytes per thread come first
        vector = run if run > 1 else ctx.vector_width(dtypes, list(op.extents))
        with ctx.coalesced(list(op.extents), "e", vector) as coords:
            _move_body(ctx, op, coords, None, staged)
    if shared:
        ctx.barrier()  # the staging buffers are written again by the next such loop


def _packed_run(body) -> int:
    """Elements per thread run so that stores to packed memory write whole bytes (the
    stored element's bytes are then one thread's when the indices follow the loop)."""
    run = 1
    for top in body.ops:
        for sub in top.walk():
            if sub.name == "store" and is_packed(sub.dest):
                run = math.lcm(run, chunk_elements(sub.dest.type.dtype.bits))
    return run


def _stage_before_loops(ctx: Ctx, frag):
    """``_stage(frag)``, placed before the outermost enclosing loop whose body leaves
    ``frag`` unchanged (here when there is none): a loop that reads a fragment at its
    own index (``w[s]`` in a ``T.Parallel`` inside ``for s``) stages it once, not with
    two barriers every iteration."""
    outer = None
    for loop in reversed(ctx.loops):
        if frag in ctx.loop_uses.get(loop, (frag,)):
            break
        outer = loop
    if outer is None:
        return _stage(ctx, frag)
    parent = next(r for r in reversed(ctx.b.regions) if any(o is outer for o in r.ops))
    at = next(i for i, o in enumerate(parent.ops) if o is outer)
    hoisted = Region()
    with ctx.b.at(hoisted):
        ctx.barrier()  # (the scratch may share memory with buffers read before the loop)
        scratch = _stage(ctx, frag)
        ctx.barrier()
    parent.ops[at:at] = hoisted.ops
    return scratch


def _stage(ctx: Ctx, frag):
    """A shared copy of ``frag`` (each thread writes the elements it holds; of a
    replicated fragment, the first replica)."""
    t = frag.type
    scratch = ctx.b.value(O.AllocSharedOp, BufferType("shared", t.shape, t.dtype), name=f"{frag.name or 'frag'}_staged")
    ctx.shared[scratch] = None
    local, _, layout = ctx.frags[frag]
    with ctx.fragment_elements(frag) as (l, coords):
        with ctx.when(first_replica(ctx, layout, coords)):
            v = ctx.b.value(O.LoadOp, ScalarType(t.dtype), source=local, indices=[l.value()])
            ctx.store(scratch, coords, v)
    return scratch


def first_replica(ctx: Ctx, layout, coords):
    """A bool that this thread holds replica 0 of the element at ``coords`` (None: no
    replicas): one writer per element where a replicated fragment goes to memory."""
    if getattr(layout, "replicate", 1) == 1:
        return None
    from ..ir.types import BOOL

    owner = ctx.ix(layout.thread_of(*coords, rep=0))
    return ctx.b.value(O.EqOp, BOOL, lhs=ctx.ix(ctx.tid).value(), rhs=owner.value())


def _move_body(ctx: Ctx, op, coords, l, staged, fast=None) -> None:
    """Move the loop body here, its loop variables replaced by ``coords``; fragment
    accesses become register accesses, shared ones go through the storage layout."""
    values = [ctx.ix(c).value() for c in coords]
    mapping = {a: v for a, v in zip(op.body.args, values)}
    for sub_op in op.body.ops:
        rewrite_op(ctx, sub_op, mapping, l, staged, fast)


def rewrite_op(ctx: Ctx, op, mapping, l, staged=None, fast=None) -> None:
    """Append ``op`` with loop variables mapped, fragment accesses turned into register
    accesses and shared ones sent through the storage layout (recursing into regions).
    ``fast``: what ``dequant_i4`` / ``dequant_word`` decoded ahead (``parallel_words``:
    result -> the register buffer, indexed by the local slot ``l``, the op becomes a
    load of -- the casts of the codes, or the subtracts folded into the decode --, or
    None: the op is dropped -- the code loads, ``from_planes``, folded casts)."""
    staged = staged or {}
    fast = fast or {}
    if op.results and op.results[0] in fast:
        if fast[op.results[0]] is not None:
            ctx.b.region.append(O.LoadOp(source=fast[op.results[0]], indices=[l.value()], results=op.results,
                                         loc=op.loc))
        return
    for v in list(op.operand_values()):
        if v in mapping:
            op.replace_uses(v, mapping[v])
    if op.name in ("load", "store"):
        mem = op.source if op.name == "load" else op.dest
        held = staged.get(op, staged.get(mem))
        if op.name == "load" and isinstance(held, tuple):  # registers: the load's own slot
            slot = ctx.ix(held[1].evaluate({"l": l, **{n: ctx.ix(iv) for n, iv in held[2].items()}}))
            ctx.b.region.append(O.LoadOp(source=ctx.frags[mem][0], indices=[slot.value()], results=op.results,
                                         loc=op.loc))
            return
        if op.name == "load" and mem in staged:
            with ctx.b.located(op.loc):
                ctx.load(staged[mem], op.indices, op.result)
            return
        if ctx.is_fragment(mem):
            local = ctx.frags[mem][0]
            indices = [l.value()]
            if op.name == "load":
                ctx.b.region.append(O.LoadOp(source=local, indices=indices, results=op.results, loc=op.loc))
            else:
                ctx.b.op(O.StoreOp, dest=local, indices=indices, value=op.value)
            return
        if mem in ctx.shared or mem in ctx.globals or is_packed(mem):
            with ctx.b.located(op.loc):
                if op.name == "load":
                    ctx.load(mem, op.indices, op.result)
                else:
                    ctx.store(mem, op.indices, op.value)
            return
    regions = op.regions()
    ctx.b.region.append(op)
    for r in regions:
        old = r.ops
        r.ops = []
        with ctx.b.at(r):
            for sub in old:
                rewrite_op(ctx, sub, mapping, l, staged, fast)
