"""``prefetch-fragments``: load the next stage's first mma operands before the last
k-step's mma of a pipelined loop (register double buffering across the barrier).

After ``pipeline`` a loop whose consumers are one gemm reading both operands from
the stages by ``ldmatrix`` looks like

    loop (i, stage):  wait;  barrier;  run-ahead;  commit
                      for kk < T:  ldmatrix(stage, kk) -> regs;  mma(regs)
                      yield next

and every iteration starts with the barrier and then waits for the first
``ldmatrix`` (its latency, about 30 cycles, with no mma to hide it behind; ncu's
per-instruction samples put 8.5% of a 4096^3 fp16 gemm's stalls on the first mma
and 3.8% on the first ldmatrix).  This pass turns it into

    wait;  barrier;  ldmatrix(stage 0, kk 0) -> regs0            (before the loop)
    loop (i, stage):  run-ahead;  commit
                      kk = 0 .. T-2:  ldmatrix(stage, kk + 1) -> regs[(kk+1) % 2];  mma(regs[kk % 2])
                      kk = T-1:       wait;  barrier;  ldmatrix(next, 0) -> regs0;  mma(regs1)
                      yield next

(T even, the k-steps unrolled).  The barrier still orders what it did: stage
i + 1 has landed before anyone reads it, and every read of stage i (issued before
the barrier) precedes its refill by the next iteration's run-ahead.  The mma of the
last k-step runs behind the barrier and the loads.  In the last iteration the
loads read a stage no copy fills again: values nobody uses.

TMA tiles (``mbarrier_wait`` among the consumers) are waited for with their stage's
first loads: the prologue's for stage 0, the last k-step's for the next stage (only
while there is one: a phase nobody arms would never complete).

What it does not do: blocks of fewer than ``MIN_THREADS`` threads (below), loops
with any other consumer (a dequantize step, a second gemm, fragment operands that
are not ldmatrix'd from the stages -- the int4 kernels' B), an odd number of
k-steps, or loops ``pipeline`` did not produce.
Measured on the H100 by hand-editing the generated CUDA first (fp16 gemm 128 x 256
x 32, three stages): 352.7 -> 384.3 TFLOP/s at 4096^3, 370.7 -> 388.5 at 8192^3.
"""

from __future__ import annotations

import math

from ..ir import ops as O
from ..ir.clone import clone_op
from ..ir.core import Region, Value
from ..ir.types import BOOL, INDEX
from .base import KernelPass
from .pipeline import _PURE, _is_tma_issue

# Only blocks of 8 warps and more: a 4-warp block shares its SM with another, whose
# mma cover this one's barrier and first loads already, and the second register
# set costs more than the overlap gains (H100, fp16 gemm, same session: 256 threads
# 128 x 256 x 64 373.7 -> 411.7 TFLOP/s at 4096^3, 256 x 128 x 32 332 -> 384; 128
# threads 128 x 128 x 32 381 -> 358, 128 x 128 x 64 full_col 340 -> 312).
MIN_THREADS = 256


class PrefetchFragmentsPass(KernelPass):
    name = "prefetch-fragments"

    def kernel(self, kernel):
        if math.prod(kernel.threads) < MIN_THREADS:
            return
        shared = {op.result for op in kernel.walk() if op.name == "alloc_shared"}
        for parent in [kernel.body] + [r for op in kernel.walk() for r in op.regions()]:
            for loop in [op for op in parent.ops if op.name == "for"]:
                shape = _match(loop, shared)
                if shape is not None:
                    _rewrite(loop, parent, *shape)


def _const_of(v):
    owner = getattr(v, "owner", None)
    return owner.value if getattr(owner, "name", None) == "const" else None


def _match(loop, shared):
    """(commit index, the k-step loop, its register buffers) when ``loop`` has the
    shape the module docstring describes, else None."""
    body = loop.body.ops
    start = 1 if body and body[0].name == "cp_async_wait" else 0  # (none: TMA stages only)
    if len(loop.body.args) != 2 or len(loop.inits) != 1 or len(body) < 4 or body[start].name != "barrier" \
            or body[-1].name != "yield" or len(body[-1].values) != 1:
        return None
    # the end of the run-ahead: its commit, or its last TMA issue
    commits = [i for i, op in enumerate(body) if op.name == "cp_async_commit" or _is_tma_issue(op)]
    if not commits:
        return None
    consumers = body[commits[-1] + 1:-1]
    steps = [op for op in consumers if op.name == "for"]
    if len(steps) != 1 or any(op.name not in _PURE and op.name not in ("alloc_local", "for", "mbarrier_wait")
                              for op in consumers):
        return None
    inner = steps[0]
    trips = _const_of(inner.ub)
    if inner.inits or _const_of(inner.lb) != 0 or _const_of(inner.step) != 1 or not isinstance(trips, int) \
            or trips < 2 or trips % 2:
        return None
    ops = [op for op in inner.body.ops if op.name != "yield"]
    if any(op.name not in _PURE and op.name not in ("ldmatrix", "mma") for op in ops):
        return None
    loads = [i for i, op in enumerate(ops) if op.name == "ldmatrix"]
    mmas = [i for i, op in enumerate(ops) if op.name == "mma"]
    if not loads or not mmas or max(loads) > min(mmas):
        return None
    regs = {ops[i].dst for i in loads}
    allocs = {op.result for op in consumers if op.name == "alloc_local"}
    if not regs <= allocs or any(ops[i].src not in shared for i in loads) \
            or any(ops[i].A not in regs or ops[i].B not in regs for i in mmas):
        return None
    return commits[-1], inner, regs


def _rewrite(loop, parent, commit, inner, regs) -> None:
    body = loop.body.ops
    iv, stage = loop.body.args
    start = 1 if body[0].name == "cp_async_wait" else 0
    wait = body[0] if start else None
    head, consumers, last = body[start + 1:commit + 1], body[commit + 1:-1], body[-1]
    allocs = [op for op in consumers if op.name == "alloc_local" and op.result in regs]
    # a stage's TMA tiles: their waits go with the stage's first loads (guarded past the
    # end: a phase nobody arms never completes)
    waits = [op for op in consumers if op.name == "mbarrier_wait"]
    index_ops = [op for op in consumers if op is not inner and op not in allocs and op not in waits]
    trips = _const_of(inner.ub)
    step_ops = [op for op in inner.body.ops if op.name != "yield"]
    split = max(i for i, op in enumerate(step_ops) if op.name == "ldmatrix") + 1
    # the second register set, and both sets outside the loop (the loads of an
    # iteration's first k-step happen in the previous one)
    twins = {op.result: Value(op.result.type, (op.result.name or "regs") + "_next") for op in allocs}
    sets = [{}, twins]  # operand mappings of k-steps 0, 2, .. and 1, 3, ..

    def sync():
        return ([O.CpAsyncWaitOp(pending=wait.pending, loc=wait.loc)] if wait else []) + [O.BarrierOp(loc=loop.loc)]

    def loads(kk_value, mapping, into):
        """The ldmatrix half of a k-step (and its index arithmetic), cloned into ``into``."""
        mapping[inner.body.args[0]] = kk_value
        into.extend(clone_op(op, mapping) for op in step_ops[:split])

    def first_loads(stage_value, iv_value, into, guard=None):
        mapping = {stage: stage_value, iv: iv_value}
        into.extend(clone_op(op, mapping) for op in index_ops)
        landed = [clone_op(op, mapping) for op in waits]
        if landed and guard is not None:
            into.append(O.IfOp(cond=guard, then_region=Region([], landed), else_region=Region(), loc=loop.loc))
        else:
            into.extend(landed)
        zero = O.ConstOp(value=0, results=[Value(INDEX)], loc=loop.loc)
        into.append(zero)
        loads(zero.result, mapping, into)

    new_allocs = allocs + [O.AllocLocalOp(results=[twins[op.result]], loc=op.loc) for op in allocs]
    prologue = sync() + new_allocs
    first_loads(loop.inits[0], loop.lb, prologue)
    at = parent.ops.index(loop)
    parent.ops[at:at] = prologue

    new_body = list(head) + index_ops
    nxt = last.values[0]
    for t in range(trips):
        kk = O.ConstOp(value=t, results=[Value(INDEX)], loc=loop.loc)
        new_body.append(kk)
        if t + 1 < trips:
            kk_next = O.ConstOp(value=t + 1, results=[Value(INDEX)], loc=loop.loc)
            new_body.append(kk_next)
            loads(kk_next.result, dict(sets[(t + 1) % 2]), new_body)
        else:
            new_body.extend(sync())
            ahead = O.AddOp(lhs=iv, rhs=loop.step, results=[Value(INDEX)], loc=loop.loc)
            new_body.append(ahead)
            guard = None
            if waits:
                guard = Value(BOOL)
                new_body.append(O.LtOp(lhs=ahead.result, rhs=loop.ub, results=[guard], loc=loop.loc))
            first_loads(nxt, ahead.result, new_body, guard)
        mapping = dict(sets[t % 2])
        mapping[inner.body.args[0]] = kk.result
        clones = [clone_op(op, mapping) for op in step_ops]  # index arithmetic again: simplify merges it
        new_body.extend(op for op in clones if op.name != "ldmatrix")
    new_body.append(last)
    loop.body.ops = new_body
