"""Shared memory of one block, with the per-element history that race detection needs.

For every element the buffer remembers its last write (thread, epoch, op) and its
readers in the latest epoch that read it (one thread, or MANY), where the epoch is
the number of barriers the block has executed.  Two accesses race when they touch
the same element in the same epoch from different threads and at least one writes;
a barrier between them puts them in different epochs.  Atomic adds do not race with
each other, only with plain accesses.

It also remembers which elements an in-flight cp.async or TMA copy will write
(``pending``): touching such an element before the ``cp_async_wait`` (the
``mbarrier_wait``) that completes the copy reads stale data (or is overwritten later
by the copy), and is reported as such.

All checks take flat element addresses and the thread of each access, one entry per
element accessed, and are vectorized over them.
"""

from __future__ import annotations

import numpy as np
from tilelang.backends.interp.memory import Memory, new_buffer

from tilelang.dtypes import uint8

NONE = -1   # no access recorded
MANY = -2   # several threads (readers, or atomic writers)


class SharedBuffer:
    """A shared buffer: ``values`` (the interpreter's representation) and its history.

    A buffer of a sub-byte dtype is ``packed``: ``values`` are its bytes (the last dim
    in bytes, see ``packed.py``), tracked per byte."""

    def __init__(self, name: str, btype):
        self.name = name
        self.dtype = btype.dtype
        self.packed = btype.dtype.bits < 8
        if self.packed:
            from .packed import UNWRITTEN, packed_shape

            shape = packed_shape(btype.shape, btype.dtype.bits)
            self.mem = Memory(name, uint8, np.full(shape, UNWRITTEN, np.uint8))
        else:
            self.mem = new_buffer(name, btype)
        n = self.mem.values.size
        self.w_thread = np.full(n, NONE, np.int64)
        self.w_epoch = np.full(n, -1, np.int64)
        self.w_op = np.full(n, -1, np.int64)
        self.w_atomic = np.zeros(n, bool)
        self.r_thread = np.full(n, NONE, np.int64)
        self.r_epoch = np.full(n, -1, np.int64)
        self.r_op = np.full(n, -1, np.int64)
        # the releases (mbarrier_arrives) its last writer / its readers had made before the
        # access (the most among several): the access precedes their next one (tma.py)
        self.w_rel = np.zeros(n, np.int64)
        self.r_rel = np.zeros(n, np.int64)
        self.pending = np.full(n, -1, np.int64)        # op id of the in-flight cp.async
        self.pending_thread = np.full(n, NONE, np.int64)
        # the mbarrier (row of sim.mbarrier_seen) and phase whose TMA copy wrote each element, or -1 (tma.py)
        self.landed_bar = np.full(n, -1, np.int64)
        self.landed_phase = np.full(n, -1, np.int64)

    @property
    def values(self) -> np.ndarray:
        return self.mem.values

    @property
    def shape(self):
        return self.mem.values.shape

    def flat(self, idx) -> np.ndarray:
        return np.ravel_multi_index(tuple(idx), self.shape)

    def element(self, flat: int) -> str:
        return f"{self.name}{[int(i) for i in np.unravel_index(int(flat), self.shape)]}"


def _who(thread: int) -> str:
    return "several threads" if thread == MANY else f"thread {thread}"


def _group(sim, flat: np.ndarray, tids: np.ndarray):
    """Distinct addresses, with the smallest and largest thread touching each and the
    most releases (mbarrier_arrives) any of those threads had made (0 while none has)."""
    order = np.lexsort((tids, flat))
    f, t = flat[order], tids[order]
    starts = np.flatnonzero(np.r_[True, f[1:] != f[:-1]])
    released = np.maximum.reduceat(sim.releases[t], starts) if sim.releases.any() else 0
    return f[starts], np.minimum.reduceat(t, starts), np.maximum.reduceat(t, starts), released


def _last_write(sim, buf: SharedBuffer, addr: int, thread: int):
    """The recorded last write of ``addr`` as a report entry (what, thread, where)."""
    op_id = int(buf.w_op[addr])
    if buf.w_atomic[addr]:
        what = "atomic add"
    else:
        what = "cp_async write" if sim.op_table[op_id].name == "cp_async" else "write"
    return what, thread, sim.where(op_id)


def _race(sim, buf, addr, first, second):
    """Raise the race report; ``first``/``second`` are (what, thread, location text)."""
    (k1, t1, l1), (k2, t2, l2) = first, second
    sim.fail(f"data race on shared {buf.element(addr)}: {k1} by {_who(t1)} at {l1} and {k2} by "
             f"{_who(t2)} at {l2}, with no barrier between them")


def check_stale(sim, buf: SharedBuffer, tids, flat, what: str, here: str) -> None:
    """Error when an access touches an element an in-flight cp.async will write."""
    p = buf.pending[flat]
    bad = np.flatnonzero(p >= 0)
    if bad.size == 0:
        return
    i = bad[0]
    a = int(flat[i])
    kind = sim.op_table[int(p[i])].name  # cp_async or tma_load
    issued = f"the {kind} at {sim.where(int(p[i]))} (thread {int(buf.pending_thread[a])})"
    waiter = "mbarrier_wait for its phase" if kind == "tma_load" else "cp_async_wait covering its group"
    if what == "read":
        sim.fail(f"stale read of shared {buf.element(a)} by thread {int(tids[i])} at {here}: {issued} "
                 f"that writes it has not completed (no {waiter} yet)")
    sim.fail(f"{what} of shared {buf.element(a)} by thread {int(tids[i])} at {here} while {issued} "
             f"into it is still in flight (it completes at a later {waiter} and would overwrite it)")


def _unordered(sim, accessor, released, by) -> np.ndarray:
    """Which earlier accesses (by thread ``accessor`` -- or MANY -- before its release
    number ``released + 1``) no mbarrier ordered before thread(s) ``by``: ordered when
    ``by`` acquired that release (waited for the phase it arrived on).  Several
    accessors: when ``by`` acquired that many releases of every thread that made any
    (a reader that made none would have left a phase short)."""
    if not sim.releases.any():  # (no mbarrier_arrive yet: nothing is ordered that way)
        return np.ones(np.shape(accessor), bool)
    by = np.broadcast_to(by, np.shape(accessor))
    one = sim.acquired[by, np.maximum(accessor, 0)]
    many = sim.acquired[by][:, sim.releases > 0].min(axis=1)
    return released >= np.where(accessor == MANY, many, one)


def check_read(sim, buf: SharedBuffer, tids, flat, op_id: int) -> None:
    """Record a read of ``flat`` by ``tids``; raise on a race with a write of this epoch."""
    if flat.size == 0:
        return
    here = sim.where(op_id)
    check_stale(sim, buf, tids, flat, "read", here)
    if sim.mbarrier_names:
        from .tma import check_waited

        check_waited(sim, buf, tids, flat, here)
    w = buf.w_thread[flat]
    bad = np.flatnonzero((buf.w_epoch[flat] == sim.epoch) & (w != NONE) & (w != tids))
    if bad.size:
        bad = bad[_unordered(sim, w[bad], buf.w_rel[flat[bad]], tids[bad])]
    if bad.size:
        i, a = bad[0], int(flat[bad[0]])
        _race(sim, buf, a, _last_write(sim, buf, a, int(w[i])), ("read", int(tids[i]), here))
    uniq, tmin, tmax, released = _group(sim, flat, tids)
    reader = np.where(tmin == tmax, tmin, MANY)
    prev = buf.r_thread[uniq]
    again = (buf.r_epoch[uniq] == sim.epoch) & (prev != NONE) & (prev != reader)
    buf.r_thread[uniq] = np.where(again, MANY, reader)
    buf.r_epoch[uniq] = sim.epoch
    buf.r_op[uniq] = op_id
    buf.r_rel[uniq] = np.where(again, np.maximum(buf.r_rel[uniq], released), released)


def check_write(sim, buf: SharedBuffer, tids, flat, op_id: int, *, atomic: bool = False,
                record: bool = True, what: str | None = None) -> None:
    """Check (and with ``record`` remember) a write of ``flat`` by ``tids``.

    Races: another thread's write or read of the element in this epoch, or two
    threads writing the same element in this very op.  ``what`` describes the
    access in reports ("write" by default)."""
    if flat.size == 0:
        return
    here = sim.where(op_id)
    what = what or ("atomic add" if atomic else "write")
    check_stale(sim, buf, tids, flat, what, here)
    uniq, tmin, tmax, released = _group(sim, flat, tids)
    if not atomic:
        dup = np.flatnonzero(tmin != tmax)
        if dup.size:
            i = dup[0]
            _race(sim, buf, int(uniq[i]), (what, int(tmin[i]), here), (what, int(tmax[i]), here))
    writer = np.where(tmin == tmax, tmin, MANY)
    cur = buf.w_epoch[uniq] == sim.epoch
    w = buf.w_thread[uniq]
    both_atomic = buf.w_atomic[uniq] & atomic
    bad = np.flatnonzero(cur & (w != NONE) & ((w != writer) | (writer == MANY)) & ~both_atomic)
    if bad.size and (writer[bad] != MANY).all():
        bad = bad[_unordered(sim, w[bad], buf.w_rel[uniq[bad]], writer[bad])]
    if bad.size:
        i, a = bad[0], int(uniq[bad[0]])
        _race(sim, buf, a, _last_write(sim, buf, a, int(w[i])), (what, int(writer[i]), here))
    r = buf.r_thread[uniq]
    bad = np.flatnonzero((buf.r_epoch[uniq] == sim.epoch) & (r != NONE) & ((r != writer) | (r == MANY)))
    if bad.size and (writer[bad] != MANY).all():
        bad = bad[_unordered(sim, r[bad], buf.r_rel[uniq[bad]], writer[bad])]
    if bad.size:
        i, a = bad[0], int(uniq[bad[0]])
        _race(sim, buf, a, ("read", int(r[i]), sim.where(int(buf.r_op[a]))), (what, int(writer[i]), here))
    if record:
        buf.landed_bar[uniq] = -1  # (no longer a TMA copy's data)
        several = cur & both_atomic & (w != NONE) & (w != writer)
        buf.w_thread[uniq] = np.where(several, MANY, writer)
        buf.w_epoch[uniq] = sim.epoch
        buf.w_op[uniq] = op_id
        buf.w_atomic[uniq] = atomic
        buf.w_rel[uniq] = released
