"""cp.async: copies that land in shared memory only when a wait completes them.

``cp_async`` reads its source at issue (nothing else writes global memory
meanwhile in this model) and queues the data -- zeros for a predicated-off copy,
which still writes its bytes; the destination's bytes in the block's arena are
marked in flight, so touching them through any buffer is a stale access.  Each thread has its own groups:
``cp_async_commit`` closes the thread's open group, and ``cp_async_wait
{pending=n}`` completes every copy of the thread's committed groups except the
newest ``n`` (copies in the still-open group never complete by a wait, as in PTX
``cp.async.wait_group``).  A completed copy is a write by its issuing thread at
the epoch of the wait, race-checked like any other write.

Packed (sub-byte) memories are byte arrays here: the last index names a byte of
the row and the copy moves ``bytes`` bytes (see ``packed.py``).
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from .addressing import element_indices
from .machine import Simulator, rule
from .arena import SharedBuffer
from .shared import check_write


@dataclass
class _Copies:
    """The copies one ``cp_async`` op issued and that have not completed yet."""

    buf: SharedBuffer
    op_id: int
    tids: np.ndarray     # (n,) issuing threads
    group: np.ndarray    # (n,) the group each belongs to (its thread's commit count at issue)
    flat: np.ndarray     # (n, k) destination elements
    data: np.ndarray     # (n, k) values to land


class AsyncCopies:
    """One block's cp.async queue."""

    def __init__(self, T: int):
        self.committed = np.zeros(T, np.int64)   # groups committed so far, per thread
        self.queue: list[_Copies] = []


def _element_count(sim: Simulator, op) -> int:
    bits = op.dst.type.dtype.bits
    if op.src.type.dtype != op.dst.type.dtype:
        sim.fail(f"cp_async copies bytes between equal dtypes; src is {op.src.type.dtype}, "
                 f"dst is {op.dst.type.dtype}")
    if bits < 8:  # packed memories: the last index is a byte offset, values are bytes
        return op.bytes
    if (op.bytes * 8) % bits:
        sim.fail(f"cp_async of {op.bytes} bytes is not a whole number of {op.dst.type.dtype} elements")
    return op.bytes * 8 // bits


@rule("cp_async")
def run_cp_async(sim: Simulator, op):
    dst, src = sim.get(op.dst), sim.get(op.src)
    k = _element_count(sim, op)
    tids = sim.active_tids()
    didx = element_indices(sim, tids, dst.shape, op.dst_indices, dst.name, "cp_async destination", k)
    pred = np.ones(tids.size, bool) if op.pred is None else sim.per_thread(sim.get(op.pred))[tids].astype(bool)
    data = np.zeros((tids.size, k), dtype=dst.values.dtype)  # pred false: zero-fill, source not read
    if pred.any():
        sidx = element_indices(sim, tids[pred], src.values.shape, op.src_indices, src.name,
                               "cp_async source", k)
        data[pred] = src.values[tuple(sidx)]
    flat = dst.flat(didx)
    op_id = sim.op_id(op)
    # The copy may land any time after issue: conflicting accesses of this epoch are
    # races already (recorded as a write only when a wait completes it).
    check_write(sim, dst, np.repeat(tids, k), flat.ravel(), op_id, record=False, what="cp_async write")
    units = dst.units(flat)
    dst.arena.pending[units] = op_id
    dst.arena.in_flight_copies += units.size
    dst.arena.pending_thread[units] = np.repeat(tids, units.size // max(tids.size, 1))
    q = sim.async_copies
    q.queue.append(_Copies(dst, op_id, tids, q.committed[tids].copy(), flat, data))


@rule("cp_async_commit")
def run_commit(sim: Simulator, op):
    sim.async_copies.committed[sim.active_tids()] += 1


@rule("cp_async_wait")
def run_wait(sim: Simulator, op):
    q = sim.async_copies
    active = sim.active()
    here = sim.where(sim.op_id(op))
    remaining = []
    for c in q.queue:
        done = active[c.tids] & (c.group < q.committed[c.tids] - op.pending)
        if done.any():
            flat = c.flat[done]
            units = c.buf.units(flat)
            c.buf.arena.pending[units] = -1
            c.buf.arena.in_flight_copies -= units.size
            check_write(sim, c.buf, np.repeat(c.tids[done], flat.shape[1]), flat.ravel(), c.op_id,
                        what=f"cp_async write (completed at the wait at {here})")
            c.buf.values[np.unravel_index(flat, c.buf.shape)] = c.data[done]
        if not done.all():
            keep = ~done
            remaining.append(_Copies(c.buf, c.op_id, c.tids[keep], c.group[keep], c.flat[keep], c.data[keep]))
    q.queue = remaining
