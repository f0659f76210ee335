"""``T.block_any`` (``BlockAnyOp``): each thread ORs the elements of the fragment it
holds, and the block votes at a barrier (``barrier_or``, ``__syncthreads_or``).

The vote is the barrier: ``insert-barriers`` counts it as one (a candidate barrier next
to it separates nothing and goes) and never removes it.  So a step that stores a tile
for a gemm and then votes pays one barrier for both.
"""

from __future__ import annotations

from ..ir import ops as O
from ..ir.types import BOOL, ScalarType
from .context import Ctx
from .rules import rule


@rule("block_any")
def lower_block_any(ctx: Ctx, op):
    from .reduce import _fold  # (a reduction's in-thread fold: a tree, a loop past 8 slots)

    local, inverse, _ = ctx.frags[op.flags]
    dtype = ScalarType(op.flags.type.dtype)

    def element(slot):
        v = ctx.b.value(O.LoadOp, dtype, source=local, indices=[ctx.ix(slot).value()])
        if not dtype.dtype.is_bool:
            v = ctx.b.value(O.NeOp, BOOL, lhs=v, rhs=ctx.b.value(O.ConstOp, dtype, value=0))
        _, guard = inverse(ctx.ix(ctx.tid), ctx.ix(slot))
        if guard is not None:  # (a slot some threads do not hold: false there)
            e, numel = guard
            held = ctx.b.value(O.LtOp, BOOL, lhs=ctx.ix(e).value(), rhs=ctx.const(numel))
            v = ctx.b.value(O.AndOp, BOOL, lhs=held, rhs=v)
        return v

    own = _fold(ctx, local.type.shape[0], element(0), element,
                lambda a, b: ctx.b.value(O.OrOp, BOOL, lhs=a, rhs=b))
    ctx.b.region.append(O.BarrierOrOp(pred=own, results=op.results, loc=ctx.b.loc))
