"""Happens-before over global memory, between the threads of a block and across blocks.

The simulator runs blocks one after another, so a block always sees what earlier
blocks wrote; on the GPU they run at once and a block reads another's global writes
only as far as something orders them.  The split-K / stream-K hand-in is the
pattern: every block writes its partial, a barrier, one thread adds to a count with
``fetch_add {sem = acq_rel}``; the block that sees the last count reads the others'
partials after a barrier.  Drop the barrier, or relax the count, and the last block
may read stale partials -- with no visible effect in a serial run.  So every global
element remembers its last plain write (block, thread, barrier epoch, op), and a
later access from another thread checks that the write is ordered before it:

* the same thread, or the same block with a barrier both threads met in between
  (the same rule as shared memory: ``shared.barrier_unordered``);
* another block: the writer's write is *published* by a release of its block -- an
  acq_rel ``fetch_add`` by the writer itself, or by a thread that met a barrier after
  the write -- and *acquired* by the reader's block -- an acq_rel ``fetch_add`` of the
  same element after that release (an RMW sees every earlier one: the release
  sequence), by the reader itself or followed by a barrier before the read.  A relaxed
  ``fetch_add`` publishes what its thread wrote before an earlier ``fence``
  (``__threadfence``) and acquires at the thread's next ``fence``.  What a releasing
  block had itself acquired before its release goes along (chains of hand-ins).
  In a cluster, a cluster barrier both blocks passed between the two orders them.

Reads of another block's write with no such order, and writes over it, are reported
as data races.  Atomic adds are not tracked (they do not race with each other).
"""

from __future__ import annotations

from dataclasses import dataclass, field

import numpy as np

from .shared import consumers


@dataclass
class _Point:
    """A point in one thread's run: block ``serial``, thread ``thread``, the block's
    barrier epoch and block-wide epoch then, and whether the thread is a consumer."""

    serial: int
    thread: int
    epoch: int
    block_epoch: int
    consumer: bool


@dataclass
class _Release:
    """A block's release: it publishes the writes ordered before ``at`` and what the
    block had acquired before it (``inherited``)."""

    at: _Point
    inherited: list = field(default_factory=list)


@dataclass
class _Acquire:
    """A block acquired ``releases`` at ``at`` (its thread's point then)."""

    at: _Point
    releases: list


class _Track:
    """The last plain write of every element of one global tensor."""

    def __init__(self, mem):
        self.mem = mem
        n = mem.values.size
        self.serial = np.full(n, -1, np.int64)
        self.thread = np.zeros(n, np.int64)
        self.epoch = np.zeros(n, np.int64)
        self.op = np.zeros(n, np.int64)


class GlobalOrder:
    """The kernel's global-memory history: write tracks, releases per count element,
    and each block's acquisitions (by serial), cluster barrier epochs (by serial)."""

    def __init__(self):
        self.tracks: dict = {}                   # global memory -> _Track
        self.releases: dict[tuple, list] = {}    # (mem, flat) -> [_Release]
        self.acquired: dict[int, list] = {}      # block serial -> [_Acquire]
        self.fenced: dict[tuple, _Point] = {}    # (serial, thread) -> its latest fence
        self.pending: dict[tuple, list] = {}     # (serial, thread) -> releases its relaxed RMWs saw
        self.cluster_marks: dict[int, list] = {}  # block serial -> epoch at each cluster barrier
        self.blocks: dict[int, tuple] = {}        # block serial -> its block indices (for reports)


def _order(sim) -> GlobalOrder:
    order = getattr(sim, "global_order", None)
    if order is None:
        order = sim.global_order = GlobalOrder()
    return order


def _point(sim, thread: int) -> _Point:
    return _Point(sim.blocks_started, int(thread), sim.epoch, sim.block_epoch, bool(consumers(sim, thread)))


def _before(sim, w_thread, w_epoch, at: _Point) -> np.ndarray:
    """Whether writes of ``at``'s block (threads ``w_thread`` at epochs ``w_epoch``) are
    ordered before the point ``at`` inside the block (shared.barrier_unordered's rule)."""
    same = w_epoch == at.epoch
    if sim.layout is not None and sim.layout.consumers is not None:
        same = same | ((w_epoch >= at.block_epoch) & ~(consumers(sim, w_thread) & at.consumer))
    return (w_thread == at.thread) | ~same


def _published(sim, release: _Release, w_serial, w_thread, w_epoch) -> np.ndarray:
    covered = np.zeros(w_serial.shape, bool)
    at = release.at
    here = w_serial == at.serial
    if here.any():
        covered[here] = _before(sim, w_thread[here], w_epoch[here], at)
    for acq in release.inherited:
        covered |= _acquired(sim, acq, w_serial, w_thread, w_epoch)
    return covered


def _acquired(sim, acq: _Acquire, w_serial, w_thread, w_epoch) -> np.ndarray:
    covered = np.zeros(w_serial.shape, bool)
    for rel in acq.releases:
        covered |= _published(sim, rel, w_serial, w_thread, w_epoch)
    return covered


def _cluster_ordered(sim, order: GlobalOrder, w_serial, w_epoch) -> np.ndarray:
    """Writes of another block of the running cluster that a cluster barrier orders
    before now: the writer passed one after the write, and this block has passed it too."""
    ok = np.zeros(w_serial.shape, bool)
    states = getattr(sim, "cluster_states", None)
    if not states:
        return ok
    passed = len(order.cluster_marks.get(sim.blocks_started, ()))
    for s in {int(st["blocks_started"]) for st in states} - {sim.blocks_started}:
        mine = w_serial == s
        if mine.any():
            marks = np.asarray(order.cluster_marks.get(s, ()), np.int64)
            first_after = np.searchsorted(marks, w_epoch[mine], side="right")
            ok[mine] = first_after < passed
    return ok


def _unordered(sim, order: GlobalOrder, track: _Track, flat: np.ndarray, tids: np.ndarray) -> np.ndarray:
    """Which accesses (element ``flat`` by thread ``tids``) meet a write not ordered before them."""
    ws = track.serial[flat]
    suspect = np.flatnonzero(ws >= 0)
    if suspect.size == 0:
        return np.zeros(flat.shape, bool)
    ws, wt, we = ws[suspect], track.thread[flat[suspect]], track.epoch[flat[suspect]]
    by = tids[suspect]
    bad = np.zeros(suspect.shape, bool)
    serial = sim.blocks_started
    here = ws == serial
    for t in np.unique(by):  # (the accessing threads: a point of each)
        mine = by == t
        now = _point(sim, t)
        local = mine & here
        if local.any():
            bad[local] = ~_before(sim, wt[local], we[local], now)
        other = mine & ~here
        if other.any():
            ok = _cluster_ordered(sim, order, ws[other], we[other])
            for acq in order.acquired.get(serial, ()):  # (those ordered before this thread's access)
                if _before(sim, np.array([acq.at.thread]), np.array([acq.at.epoch]), now)[0]:
                    ok |= _acquired(sim, acq, ws[other], wt[other], we[other])
            bad[other] = ~ok
    out = np.zeros(flat.shape, bool)
    out[suspect] = bad
    return out


def _report(sim, order: GlobalOrder, track: _Track, flat, tids, bad, what: str) -> None:
    i = int(np.flatnonzero(bad)[0])
    f = int(flat[i])
    where = [int(x) for x in np.unravel_index(f, track.mem.values.shape)]
    ws, wt, wop = int(track.serial[f]), int(track.thread[f]), int(track.op[f])
    writer = "its own block" if ws == sim.blocks_started else f"block {list(order.blocks[ws])}"
    sim.fail(f"data race on global {track.mem.name}{where}: {what} by thread {int(tids[i])} of block "
             f"{list(sim.block)} of what thread {wt} of {writer} wrote at {sim.where(wop)}, with nothing ordering "
             f"the write before it (a barrier after the write and a release -- an acq_rel fetch_add -- that this "
             f"block acquires before a barrier)")


def _flat(mem, idx, tids):
    """Flat element indices and the thread of each (index arrays of rows ``tids``)."""
    tids = np.asarray(tids, np.int64)
    if not idx:  # (a 0-d tensor)
        return np.zeros(tids.size, np.int64), tids
    flat = np.ravel_multi_index(tuple(np.asarray(i) for i in idx), mem.values.shape)
    t = np.broadcast_to(tids.reshape((-1,) + (1,) * (flat.ndim - 1)), flat.shape)
    return flat.ravel(), t.ravel()


def check_read(sim, mem, idx, tids) -> None:
    """A read of global ``mem`` at ``idx`` (index arrays, rows: the threads ``tids``)."""
    order = getattr(sim, "global_order", None)
    track = order.tracks.get(mem) if order is not None else None
    if track is None:
        return
    flat, t = _flat(mem, idx, tids)
    bad = _unordered(sim, order, track, flat, t)
    if bad.any():
        _report(sim, order, track, flat, t, bad, "read")


def record_write(sim, mem, idx, tids, op_id: int) -> None:
    """A plain write of global ``mem`` at ``idx``: checked against another block's
    unordered write (a write-write race), then recorded."""
    order = _order(sim)
    track = order.tracks.get(mem)
    if track is None:
        track = order.tracks[mem] = _Track(mem)
    flat, t = _flat(mem, idx, tids)
    bad = _unordered(sim, order, track, flat, t) & (track.serial[flat] != sim.blocks_started)
    if bad.any():
        _report(sim, order, track, flat, t, bad, "write")
    order.blocks[sim.blocks_started] = tuple(sim.block)
    track.serial[flat] = sim.blocks_started
    track.thread[flat] = t
    track.epoch[flat] = sim.epoch
    track.op[flat] = op_id


def rmw(sim, mem, flat: int, thread: int, sem: str) -> None:
    """Thread ``thread``'s atomic read-modify-write of count element ``flat``: with
    ``acq_rel`` it acquires every earlier release of the element, then releases; relaxed,
    it releases what the thread's last fence published and its acquisition waits for the
    thread's next fence."""
    order = _order(sim)
    key, me = (mem, int(flat)), (sim.blocks_started, int(thread))
    earlier = list(order.releases.get(key, ()))
    mine = order.acquired.setdefault(sim.blocks_started, [])
    if sem == "acq_rel":
        at = _point(sim, thread)
        mine.append(_Acquire(at, earlier))
        order.releases.setdefault(key, []).append(_Release(at, list(mine)))
        return
    order.pending.setdefault(me, []).extend(earlier)
    fence = order.fenced.get(me)
    if fence is not None:
        order.releases.setdefault(key, []).append(_Release(fence, list(mine)))


def fence(sim, tids) -> None:
    """``__threadfence`` by ``tids``: what their relaxed RMWs saw is acquired now; what
    they wrote before is what their next relaxed RMW releases."""
    order = _order(sim)
    mine = order.acquired.setdefault(sim.blocks_started, [])
    for t in tids:
        me = (sim.blocks_started, int(t))
        at = _point(sim, t)
        seen = order.pending.pop(me, None)
        if seen:
            mine.append(_Acquire(at, seen))
        order.fenced[me] = at


def cluster_barrier(sim) -> None:
    """The block passed a cluster barrier (its epoch counts it)."""
    _order(sim).cluster_marks.setdefault(sim.blocks_started, []).append(sim.epoch)
