"""wgmma's asynchronous operand reads, and the async proxy they read through.

A ``wgmma`` reads its shared tiles (through its descriptors) at some time between its
issue and the ``wgmma_wait`` that retires its group -- the tensor cores run on while
the warps go on.  So the simulator checks the read at the issue (a stale or clobbered
unit, TMA data its warpgroup has not waited for, an unordered write -- a race, a
generic write not fenced for the async proxy) and then marks the units *being read*
(``arena.reading``) until the retiring wait: any write to them meanwhile, by any
thread and any means (a store, a cp.async or TMA copy, stmatrix), is a hazard
(``shared._check_special``).  At the wait the read is recorded as the warpgroup's
(``group_reader``) in that epoch: a later write by a thread of the warpgroup is
ordered by its own wait, one by another thread needs a barrier or an mbarrier
release (a warp-specialized consumer's ``mbarrier_arrive`` after the wait).

The async proxy: wgmma (and TMA) access shared memory through the async proxy; a
generic-proxy write (a store, stmatrix, a landed cp.async) is visible to it only after
the writing thread's ``fence.proxy.async`` (``fence_proxy_async``) -- before the
barrier that orders the write before the wgmma.  The arena marks each unit's last
write ``generic`` (TMA's are not) and the epoch of the writer's first fence after it
(``fenced``); the wgmma's read then needs that fence in an earlier epoch (or in this
one by a thread of its own warpgroup, program order).  (There is no TMA store op yet;
it would check its source the same way.)
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
    arena = buf.arena
    gen = arena.generic[units]
    if not gen.any():
        return
    w = arena.w_thread[units]
    fenced = arena.fenced[units]
    own = (w >= 0) & (w // GROUP == g)
    late = (fenced >= sim.epoch) & ~own
    bad = np.flatnonzero(gen & (w != NONE) & ((fenced < 0) | late))
    if bad.size == 0:
        return
    i, u = bad[0], int(units[bad[0]])
    what, writer, where = _last_write(sim, arena, u, buf)
    why = ("its fence_proxy_async came after the barrier that orders the write before the wgmma" if late[i] else
           "it executed no fence_proxy_async after the write")
    sim.fail(f"missing fence_proxy_async: the wgmma at {here} (warpgroup {g}) reads shared {buf.element_of(u)} "
             f"through the async proxy, which the {what} by {who(writer)} at {where} wrote through the generic proxy, "
             f"and {why}: the tensor cores may read the bytes as they were before the write")


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
