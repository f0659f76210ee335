"""wgmma's asynchronous operand reads, and the async proxy they read through.

A ``wgmma`` reads its shared tiles (through its descriptors) at some time between its
issue and the ``wgmma_wait`` that retires its group -- the tensor cores run on while
the warps go on.  So the simulator checks the read at the issue (a stale or clobbered
unit, TMA data its warpgroup has not waited for, an unordered write -- a race, a
generic write not fenced for the async proxy) and then marks the units *being read*
(``arena.reading``) until the retiring wait: any write to them meanwhile, by any
thread and any means (a store, a cp.async or TMA copy, stmatrix), is a hazard
(``shared._check_special``).  At the wait the read is recorded as the warpgroup's
(``group_reader``) in that epoch, which stands for each of its four warps: the block's
threads run in lockstep here, but on the GPU each warp executes ``wgmma.wait_group``
on its own, and its wait retires only its warp's share -- after warp 0's wait, warps
1-3 may still be reading the tiles (every warp reads all of B; A's rows per warp are
not told apart: each warp counts as reading the whole tile).  So a later write by
*any* thread, one of the warpgroup's own included (thread 0's TMA refill or cp.async
of the stage, a scratch laid over the tile's bytes), needs a barrier or an mbarrier
release of every thread of the group (a warp-specialized consumer's
``mbarrier_arrive`` after the wait).

The async proxy: wgmma (and TMA) access shared memory through the async proxy; a
generic-proxy write (a store, stmatrix, a landed cp.async) is visible to it only after
the writing thread's ``fence.proxy.async`` (``fence_proxy_async``) -- before the
barrier that orders the write before the wgmma.  The arena marks each unit's last
write ``generic`` (TMA's are not) and the epoch of the writer's first fence after it
(``fenced``); the wgmma's read then needs that fence in an earlier epoch (or in this
one by a thread of its own warpgroup, program order).  A TMA copy's write over bytes
whose last write is a generic one needs the same fence (the generic write could land
after the copy's data, ``check_fenced_write``, tma.py) -- before the barrier, or the
writer's ``mbarrier_arrive`` (``fenced_rel``), that orders the write before the copy.
The other direction needs no fence: the completion of an async-proxy access (an
mbarrier phase a thread waited for, a retiring ``wgmma_wait``) is followed by an
implicit generic-async proxy fence (PTX ISA), and a generic *read* before a TMA
copy's write is ordered by the barrier or mbarrier release alone (as the CUTLASS
pipelines' consumer release assumes) -- neither is checked.  An mbarrier's words are
mbarrier objects, not data: ``mbarrier_init`` then a barrier suffices before a TMA
copy's complete-tx on it.  (There is no TMA store op yet; it would check its source
as the wgmma does.)
"""

from __future__ import annotations

import numpy as np

from .machine import Simulator, rule
from .shared import GROUP, NONE, _check_writes, _last_write, check_clobbered, check_stale, consumers, \
    group_reader, record_reads, who


def begin_operand_read(sim: Simulator, buf, flat, g: int, op_id: int) -> np.ndarray:
    """Warpgroup ``g``'s wgmma ``op_id`` is issued reading elements ``flat`` of ``buf``:
    check the read (module doc) and mark its units read until the retiring wait."""
    arena = buf.arena
    units = buf.units(flat)
    code = group_reader(g)
    tids = np.full(units.size, code)
    here = sim.where(op_id)
    check_stale(sim, buf, tids, units, "read", here)
    if arena.owner is not None:
        check_clobbered(sim, buf, tids, units, here)
    if sim.mbarrier_names:  # TMA data: every thread of the warpgroup waited for its phase
        from .tma import check_waited

        check_waited(sim, buf, None, units, here, group=np.arange(g * GROUP, (g + 1) * GROUP))
    _check_writes(sim, buf, units, tids, "wgmma read", here, consumers(sim, (g + 1) * GROUP - 1))
    if arena.generic is not None:
        _check_fenced(sim, buf, units, g, here)
    arena.reading[units] += 1  # (a tile's units are distinct)
    arena.reading_op[units] = op_id
    arena.reading_group[units] = g
    arena.in_flight_reads += units.size
    return units


def end_operand_read(sim: Simulator, buf, units: np.ndarray, g: int, op_id: int) -> None:
    """The wait retiring the wgmma: its read is done, recorded as warpgroup ``g``'s."""
    arena = buf.arena
    arena.reading[units] -= 1
    arena.in_flight_reads -= units.size
    released = int(sim.releases[g * GROUP:(g + 1) * GROUP].max()) if sim.releases.any() else 0
    record_reads(sim, buf, units, None, (g + 1) * GROUP - 1, released, op_id, reader=group_reader(g))


def _check_fenced(sim: Simulator, buf, units, g: int, here: str) -> None:
    """Error when a unit's last write is a generic-proxy one that no fence_proxy_async of
    its writer makes visible to this async-proxy read."""
    def late(w, fenced):
        return (fenced >= sim.epoch) & ~((w >= 0) & (w // GROUP == g))

    _require_fenced(sim, buf, units, late, lambda elem, what, writer, where: (
                    f"the wgmma at {here} (warpgroup {g}) reads shared {elem} through the async proxy, which the "
                    f"{what} by {writer} at {where} wrote through the generic proxy"),
                    "the barrier that orders the write before the wgmma",
                    "the tensor cores may read the bytes as they were before the write")


def check_fenced_write(sim: Simulator, buf, units, tid: int, here: str) -> None:
    """Error when a TMA copy issued by ``tid`` writes units whose last write is a generic
    one its writer did not fence before what orders it before the copy: a barrier (the
    fence in an earlier epoch), the writer's own program order, or an mbarrier release
    after the fence that ``tid`` acquired (module doc)."""
    arena = buf.arena

    def late(w, fenced):
        out = (fenced >= sim.epoch) & (w != tid)
        if out.any() and sim.releases.any():  # (ordered by the writer's release after its fence)
            out &= ~((w >= 0) & (sim.acquired[tid, np.maximum(w, 0)] > arena.fenced_rel[units]))
        return out

    _require_fenced(sim, buf, units, late, lambda elem, what, writer, where: (
                    f"the tma_load at {here} (thread {tid}) writes shared {elem} through the async proxy over the "
                    f"{what} by {writer} at {where} through the generic proxy"),
                    "what orders the write before the copy", "the generic write may land after the copy's data")


def _require_fenced(sim: Simulator, buf, units, late, access: str, ordering: str, consequence: str) -> None:
    """Error when a unit's last write is a generic one its writer never fenced, or fenced
    only after ``ordering`` (``late(writers, fence epochs)``: which ones); ``access(elem,
    what, writer, where)`` describes the async-proxy access of the first such unit and its write."""
    arena = buf.arena
    gen = arena.generic[units]
    if not gen.any():
        return
    w, fenced = arena.w_thread[units], arena.fenced[units]
    too_late = late(w, fenced)
    bad = np.flatnonzero(gen & (w != NONE) & ((fenced < 0) | too_late))
    if bad.size == 0:
        return
    i, u = bad[0], int(units[bad[0]])
    what, writer, where = _last_write(sim, arena, u, buf)
    why = f"its fence_proxy_async came after {ordering}" if too_late[i] else \
        "it executed no fence_proxy_async after the write"
    sim.fail(f"missing fence_proxy_async: {access(buf.element_of(u), what, who(writer), where)}, and {why}: "
             f"{consequence}")


@rule("fence_proxy_async")
def run_fence_proxy_async(sim: Simulator, op):
    """The executing threads' generic writes so far become visible to the async proxy
    (to async-proxy reads that a barrier orders after this epoch)."""
    arena = sim.arena
    if arena is None or arena.generic is None:
        return
    open_ = np.flatnonzero(arena.generic & (arena.fenced < 0))
    if open_.size == 0:
        return
    w = arena.w_thread[open_]
    mine = np.zeros(open_.size, bool)
    single = w >= 0
    mine[single] = sim.active()[w[single]]
    if sim.mask is None:  # (several writers -- atomic adds -- all fence here)
        mine |= w == -2
    arena.fenced[open_[mine]] = sim.epoch
    arena.fenced_rel[open_[mine]] = sim.releases[np.maximum(w[mine], 0)] * (w[mine] >= 0)
