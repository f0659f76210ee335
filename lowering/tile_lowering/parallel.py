"""Lowering ``T.Parallel``: who runs which element.

The loop takes its thread mapping from the fragment it stores to (each thread
walks its own elements of that fragment); a loop that stores no fragment is
spread over the threads row-major.  Fragments read inside must be indexed by the
loop variables and share the anchor's layout (then the element is in the same
register slot); other reads of fragments are not supported yet (they need
staging through shared memory, see docs/lowering.md).
"""

from __future__ import annotations

from tilelang.errors import TileLangError

from ..ir import ops as O
from .context import Ctx


def _fragment_accesses(ctx: Ctx, body):
    for op in body.ops:
        for sub in op.walk():
            if sub.name in ("load", "store"):
                mem = sub.source if sub.name == "load" else sub.dest
                if ctx.is_fragment(mem):
                    yield sub, mem


def lower_parallel_loop(ctx: Ctx, op) -> None:
    args = op.body.args
    anchor = next((mem for sub, mem in _fragment_accesses(ctx, op.body) if sub.name == "store"), None)
    if anchor is None:
        anchor = next((mem for sub, mem in _fragment_accesses(ctx, op.body)), None)
    layout = ctx.frags[id(anchor)][2] if anchor is not None else None
    for sub, mem in _fragment_accesses(ctx, op.body):
        direct = len(sub.indices) == len(args) and all(i is a for i, a in zip(sub.indices, args))
        if not direct or ctx.frags[id(mem)][2] != layout or tuple(mem.type.shape) != tuple(op.extents):
            raise TileLangError(
                f"T.Parallel reads fragment {mem.name or '?'} with indices or a layout other than the loop's "
                f"anchor {anchor.name or '?'}; staging through shared memory is not supported yet", sub.loc)
    if anchor is not None:
        with ctx.fragment_elements(anchor) as (l, coords):
            _move_body(ctx, op, coords, l)
    else:
        with ctx.coalesced(list(op.extents), "e") as coords:
            _move_body(ctx, op, coords, None)


def _move_body(ctx: Ctx, op, coords, l) -> None:
    """Move the loop body here, its loop variables replaced by ``coords``; fragment
    accesses become register accesses, shared ones go through the storage layout."""
    values = [ctx.ix(c).value() for c in coords]
    mapping = {id(a): v for a, v in zip(op.body.args, values)}
    for sub_op in op.body.ops:
        _rewrite(ctx, sub_op, mapping, l)


def _rewrite(ctx: Ctx, op, mapping, l) -> None:
    for v in list(op.operand_values()):
        if id(v) in mapping:
            op.replace_uses(v, mapping[id(v)])
    if op.name in ("load", "store"):
        mem = op.source if op.name == "load" else op.dest
        if ctx.is_fragment(mem):
            local = ctx.frags[id(mem)][0]
            indices = [l.value()]
            if op.name == "load":
                ctx.b.region.append(O.LoadOp(source=local, indices=indices, results=op.results, loc=op.loc))
            else:
                ctx.b.op(O.StoreOp, dest=local, indices=indices, value=op.value)
            return
        if id(mem) in ctx.shared:
            idx = ctx.storage_indices(mem, op.indices)
            if op.name == "load":
                ctx.b.region.append(O.LoadOp(source=mem, indices=idx, results=op.results, loc=op.loc))
            else:
                ctx.b.op(O.StoreOp, dest=mem, indices=idx, value=op.value)
            return
    regions = op.regions()
    ctx.b.region.append(op)
    for r in regions:
        old = r.ops
        r.ops = []
        with ctx.b.at(r):
            for sub in old:
                _rewrite(ctx, sub, mapping, l)
