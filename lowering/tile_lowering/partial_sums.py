"""Accumulators of a K-split gemm: partial sums per warpgroup, added up once.

A register-form wgmma gemm whose fragment operand splits K over the block's G
warpgroups (``make_wgmma_operand_a(..., k_split=True)``, ``wgmma.py``) leaves in
every warpgroup's accumulator registers the sum over its K part.  The accumulator's
layout is warpgroup 0's (``wgmma_accumulator``: the other threads hold no element);
before any other op reads it (a store of C, a split-K hand-in, a parallel loop)
``lower-tile-ops`` emits one combine:

    barrier
    threads of warpgroups 1..G-1: their registers -> a shared scratch row; registers = 0
    barrier
    threads of warpgroup 0: registers += the G - 1 scratch rows of their lane
    barrier

The combine is idempotent (the other groups' registers are zero after it), so it
may stand before every read -- inside a loop too -- and the gemms that follow keep
accumulating partial sums.  The interpreter sees none of this: the gemm is C += A @
B.T there, whichever threads compute it.
"""

from __future__ import annotations

from ..ir import ops as O
from ..ir.types import BOOL, BufferType, element_type
from .context import Ctx


def k_split_accumulators(kernel, threads: int, target) -> dict:
    """accumulator -> warpgroups for every gemm of ``kernel`` that runs K split on
    ``target``."""
    from .wgmma import wgmma_plan

    out = {}
    for op in kernel.walk():
        if op.name == "gemm" and getattr(op.B.type, "scope", None) == "fragment":
            plan = wgmma_plan(op, threads, target, getattr(op.A.type, "layout", None), op.B.type.layout)
            if plan is not None and plan.k_groups > 1:
                out[op.C] = plan.k_groups
    return out


def reads_partial_sums(op, partial: dict, whole: bool):
    """The K-split accumulator ``op`` reads (one of ``partial``), or None: every op that
    names one but a gemm accumulating into it and a fill of it (zeros: a sum of zeros).
    ``whole``: the ops of its regions too (a tile op lowered with its body, like
    ``parallel``; control flow is looked into op by op as it is lowered)."""
    for sub in (op.walk() if whole else (op,)):
        for v in sub.operand_values():
            if v in partial:
                if (sub.name == "gemm" and sub.C is v) or (sub.name == "fill" and sub.dst is v):
                    continue
                return v
    return None


def combine_partial_sums(ctx: Ctx, acc, groups: int) -> None:
    """Add the warpgroups' partial sums of ``acc`` into warpgroup 0's registers."""
    local = ctx.frags[acc][0]
    t = element_type(local.type)
    n = local.type.shape[0]
    scratch = ctx.b.value(O.AllocSharedOp, BufferType("shared", ((groups - 1) * 128, n), t.dtype),
                          name="partial_sums")
    ctx.shared[scratch] = None
    tid = ctx.ix(ctx.tid)
    lane = tid % 128
    ctx.b.op(O.BarrierOp)  # (the scratch may take the bytes of a pipeline's stages)
    upper = ctx.b.value(O.GeOp, BOOL, lhs=ctx.tid, rhs=ctx.const(128))
    with ctx.when(upper):
        row = (tid // 128 - 1) * 128 + lane
        zero = ctx.b.value(O.ConstOp, t, value=0.0)
        with ctx.loop(n, "s", "unroll") as s:
            v = ctx.b.value(O.LoadOp, t, source=local, indices=[s.value()])
            ctx.store(scratch, [row, s], v)
            ctx.b.op(O.StoreOp, dest=local, indices=[s.value()], value=zero)
    ctx.b.op(O.BarrierOp)
    lower = ctx.b.value(O.LtOp, BOOL, lhs=ctx.tid, rhs=ctx.const(128))
    with ctx.when(lower):
        with ctx.loop(n, "s", "unroll") as s:
            total = ctx.b.value(O.LoadOp, t, source=local, indices=[s.value()])
            for g in range(1, groups):
                part = ctx.load(scratch, [(g - 1) * 128 + lane, s])
                total = ctx.b.value(O.AddOp, t, lhs=total, rhs=part)
            ctx.b.op(O.StoreOp, dest=local, indices=[s.value()], value=total)
    ctx.b.op(O.BarrierOp)
