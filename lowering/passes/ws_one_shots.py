"""Warp specialization's one-shot copies: the TMA copies beside the warp-specialized loop.

Lowering gives a ``T.copy`` in the same list of ops as a warp-specialized loop (before or
after it) a TMA load too (``tile_lowering/tma.py``): attention's Q tile and first key
block before its key loop, its last value block after it.  Left to the consumers, each
is a copy the whole block waits for at every tile's start or end, with the producer warp
idle.  ``warp-specialize`` moves the load to the producer warp instead:

    producer:   [wait empty_before]  one-shot loads before the loop   (Q, K0)
                the loop's stages, as before
                [wait empty_after]   one-shot loads after the loop    (V last)
    consumers:  mbarrier_wait(full) where each copy was; the loop; ...
                [arrive empty_*]     after the last use of the group's tiles

so the producer issues a tile's last value block as soon as it has issued the loop's
stages, long before the consumers need it.  The ``empty`` mbarriers (one per group, an
arrival per consumer thread) exist only in a loop around it -- a persistent kernel's
loop over tiles, where the producer loads the next tile's Q while the consumers finish
this one, once they have released it: after the last op that uses the group's tiles, once
its wgmmas are complete (``release``).  There the waits count the trips'
phases; else each completes once (phase 0).  Measured on the H200 (benchmarks/RESULTS.md,
2026-11-28): neutral for attention's plans (one block a tile), +1-3% for its persistent
form at 4k -- which stays slower than one block a tile.

A one-shot stays with the consumers' thread 0 (its wait still gets its phase) where the
producer cannot recompute its index arithmetic (warp_specialize's ``_deps``), or where an
op before it touches its tile (the producer, running ahead, could land the load during
that use).
"""

from __future__ import annotations

from dataclasses import dataclass

from tilelang.dtypes import int32, uint64

from ..ir import ops as O
from ..ir.clone import clone_op
from ..ir.core import Value
from ..ir.types import INDEX, BufferType, ScalarType
from .pipeline import _Emitter, _is_tma_issue


@dataclass
class OneShot:
    issue: object  # the consumers' ``if <thread 0>: tma_load``
    wait: object  # its ``mbarrier_wait``
    after: bool  # after the loop (else before it)
    movable: bool  # the producer can issue it


def find_one_shots(ops: list, loop, movable, prior=()) -> list[OneShot]:
    """The TMA issues of ``ops`` (the list holding ``loop``) other than the loop's, each
    with the wait of its mbarrier that lowering left without a phase.  Movable (to the
    producer, which runs ahead): what ``movable`` allows, and only a copy whose tile no op
    before it touches -- in ``ops``, or in ``prior`` (the ops of the enclosing regions that
    run before ``ops``): the producer's load could land before that use is over."""
    at = ops.index(loop)
    found = []
    for i, op in enumerate(ops):
        if i == at or not _is_tma_issue(op):
            continue
        loads = [sub for sub in op.then_region.ops if sub.name == "tma_load"]
        barriers = {sub.barrier for sub in loads}
        wait = next((w for w in ops[i + 1:] if w.name == "mbarrier_wait" and w.barrier in barriers), None)
        if len(barriers) == 1 and wait is not None and wait.phase is None:
            tiles = {sub.dst for sub in loads}
            used = any(v in tiles for earlier in list(prior) + ops[:i] for sub in earlier.walk()
                       for v in sub.operand_values())
            found.append(OneShot(op, wait, i > at, movable(op) and not used))
    return found


def set_phases(ops: list, shots: list[OneShot], outer, runs=None) -> None:
    """Each one-shot wait's phase: 0, or in ``outer`` the parity of its trip -- or of
    ``runs``, the runs of ``ops`` before this one, where ifs may skip a trip's."""
    for shot in shots:
        pre = []
        em = _Emitter(pre)
        if outer is None:
            shot.wait.phase = em.const(0)
        else:
            shot.wait.phase = em.index("floormod", trip_of(em, outer.body.args[0], outer) if runs is None else runs,
                                       em.const(2))
        at = ops.index(shot.wait)
        ops[at:at] = pre


def count_runs(kernel, ops: list, loc):
    """The runs of ``ops`` (an if's branch in a loop) made before this one, from a
    per-thread variable that the end of ``ops`` counts on (the index value, defined at the
    start of ``ops``)."""
    i32 = ScalarType(int32)
    zero, runs = Value(i32), Value(BufferType("var", (), int32), "one_shot_runs")
    kernel.body.ops[0:0] = [O.ConstOp(value=0, results=[zero], loc=loc),
                            O.AllocVarOp(init=zero, results=[runs], loc=loc)]
    start, end = [], []
    n = _Emitter(start).emit(O.CastOp, INDEX, value=_Emitter(start).emit(O.LoadOp, i32, source=runs, indices=[]))
    em = _Emitter(end)
    end.append(O.StoreOp(dest=runs, indices=[], value=em.emit(O.CastOp, i32, value=em.index("add", n, em.const(1))),
                         loc=loc))
    at = len(ops) - (1 if ops and ops[-1].name == "yield" else 0)
    ops[at:at] = end
    ops[0:0] = start
    return n


def empty_barriers(shots: list[OneShot], consumer_threads: int, loc) -> tuple[dict, list]:
    """({after: mbarrier} for the groups with a movable one-shot, their alloc and init ops)."""
    empties, setup = {}, []
    for after in sorted({s.after for s in shots if s.movable}):
        bar = Value(BufferType("shared", (1,), uint64), "one_shot_empty")
        empties[after] = bar
        setup += [O.AllocSharedOp(results=[bar], loc=loc), O.MbarrierInitOp(barrier=bar, count=consumer_threads,
                                                                             loc=loc)]
    return empties, setup


def release(ops: list, shots: list[OneShot], empties: dict, loc) -> None:
    """Each group's arrival on its ``empty`` mbarrier, after the last op of ``ops`` that
    uses the group's tiles: after a loop (or branch), whose wgmmas complete inside it but
    for the groups the warp-specialized loop keeps in flight (then after the wait that
    follows it); after a wgmma of its own, once the next ``pending = 0`` wait completes it
    (the end of ``ops`` when none follows)."""
    for after, bar in empties.items():
        tiles = {sub.dst for s in shots if s.movable and s.after == after
                 for sub in s.issue.then_region.ops if sub.name == "tma_load"}
        users = [i for i, op in enumerate(ops) if not any(op is s.issue for s in shots)
                 and any(v in tiles for sub in op.walk() for v in sub.operand_values())]
        last = ops[users[-1]]
        at = users[-1] + 1
        if last.regions():  # (a loop's or branch's wgmmas complete inside it -- but the groups a
            # warp-specialized loop keeps in flight, which the wait right after it completes)
            if at < len(ops) and ops[at].name == "wgmma_wait" and ops[at].pending == 0:
                at += 1
        elif any(sub.name == "wgmma_desc" and sub.src in tiles for sub in last.walk()):
            at = next((j + 1 for j in range(at, len(ops)) if ops[j].name == "wgmma_wait" and ops[j].pending == 0),
                      len(ops))
        arrive = []
        zero = _Emitter(arrive).const(0)
        ops[at:at] = arrive + [O.MbarrierArriveOp(barrier=bar, barrier_indices=[zero], loc=loc)]


def issue(host: list, shots: list[OneShot], after: bool, mapping: dict, empties: dict, trip) -> None:
    """The producer's clones of the group's movable one-shots into ``host``: first (in a
    loop around) the wait for the consumers' release of the trip before -- parity ``(trip
    + 1) % 2``, which a fresh mbarrier passes on the first trip."""
    group = [s for s in shots if s.movable and s.after == after]
    if not group:
        return
    em = _Emitter(host)
    if trip is not None:
        parity = em.index("floormod", em.index("add", trip, em.const(1)), em.const(2))
        host.append(O.MbarrierWaitOp(barrier=empties[after], barrier_indices=[em.const(0)], phase=parity,
                                     loc=group[0].issue.loc))
    for shot in group:
        clone = clone_op(shot.issue, mapping)
        host.extend(o for o in clone.then_region.ops if o.name != "yield")


def movable_by(defined: dict, deps, read_only):
    """``movable(issue)``: whether the producer can recompute what the issue reads
    (``deps``: warp_specialize's ``_deps``)."""
    def movable(op) -> bool:
        own = {r for sub in op.walk() for r in sub.results}
        return deps(defined, [v for sub in op.walk() for v in sub.operand_values() if v not in own], read_only)[1] \
            is None

    return movable


def trip_of(em: _Emitter, t, outer):
    """The producer's trip number of its clone of ``outer`` (loop variable ``t``)."""
    return em.index("floordiv", em.index("sub", t, outer.lb), outer.step)

