"""``unroll-stages``: a pipelined loop asked for ``T.Pipelined(..., unroll_stages=True)``
unrolled by its stage count, late (after ``vectorize``: the passes between see one copy
of the body, not k -- vectorize's time grows with the copies).

What it does: the ``pipeline`` pass leaves such a loop serial, carrying its stage (``for
... [%c0] (%iv, %stage) {...; yield [select(eq %stage, k - 1), 0, %stage + 1]}``) and
still marked ``unroll_stages``.  Here the loop takes k iterations a trip, copy j of the
body at ``iv + j * step`` on the constant stage j; copies past the first run under ``if
iv + j * step < ub`` unless the trip count is a static multiple of k; the loop carries
nothing.  ``simplify`` (next) folds the stage arithmetic, so every staged access is a
per-thread base plus a constant (with the carried stage NVCC moved the uniform stage into
a vector register, scaled and added it per access: the uint2 gemv's step 219 -> 169 SASS
instructions).  Each copy keeps an iteration's own waits and barriers, so the
synchronization is that of k consecutive iterations."""

from __future__ import annotations

from ..ir import ops as O
from ..ir.clone import clone_op
from ..ir.core import Region, Value
from ..ir.types import BOOL, INDEX
from .base import KernelPass, region_holding
from .pipeline import _Emitter, _static_trip_count


class UnrollStagesPass(KernelPass):
    name = "unroll-stages"

    def kernel(self, kernel):
        for op in list(kernel.walk()):
            if op.name == "for" and op.unroll_stages:
                unroll_by_stages(op, region_holding(kernel, op))


def carried_stages(loop) -> int:
    """k, the stage count of ``loop``: its one iteration value starts at 0 and its body
    yields ``select(eq(stage, k - 1), 0, stage + 1)`` (``pipeline.yield_next_stage``)."""
    def const(v):
        owner = getattr(v, "owner", None)
        return owner.value if getattr(owner, "name", None) == "const" else None

    stage = loop.body.args[1] if len(loop.body.args) == 2 and len(loop.inits) == 1 else None
    last = loop.body.ops[-1] if loop.body.ops else None
    sel = getattr(last.values[0], "owner", None) if last is not None and last.name == "yield" and last.values else None
    cond = getattr(getattr(sel, "cond", None), "owner", None)
    if stage is None or const(loop.inits[0]) != 0 or getattr(sel, "name", None) != "select" or \
            getattr(cond, "name", None) != "eq" or cond.lhs is not stage or const(cond.rhs) is None or \
            const(sel.true_value) != 0:
        raise AssertionError("unroll-stages: the loop does not carry a stage from 0 (pipeline.carry_stage)")
    return const(cond.rhs) + 1


def unroll_by_stages(loop, parent) -> None:
    """Unroll ``loop`` (module docstring), its constants emitted before it in ``parent``."""
    k = carried_stages(loop)
    iv, stage = loop.body.args
    *ops, _ = loop.body.ops  # (the yield of the next stage)
    trips = _static_trip_count(loop)
    guarded = trips is None or trips % k != 0
    new_iv = Value(INDEX, iv.name)
    out = []
    for j in range(k):
        em = _Emitter([])
        at = em.index("add", new_iv, em.index("mul", loop.step, em.const(j))) if j else new_iv
        mapping = {iv: at, stage: em.const(j)}
        copy = [clone_op(op, mapping) for op in ops]
        if j and guarded:
            cond = em.emit(O.LtOp, BOOL, lhs=at, rhs=loop.ub)
            out += em.ops + [O.IfOp(cond=cond, then_region=Region([], copy), else_region=Region(), loc=loop.loc)]
        else:
            out += em.ops + copy
    loop.body = Region([new_iv], out + [O.YieldOp(values=[])])
    loop.inits, loop.results, loop.unroll_stages = [], [], False
    before = _Emitter([])
    loop.step = before.index("mul", loop.step, before.const(k))
    at = parent.ops.index(loop)
    parent.ops[at:at] = before.ops
