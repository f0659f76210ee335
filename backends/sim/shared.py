"""Race, stale-read and aliasing checks of shared-memory accesses, on the block's arena.

The history is per unit of the arena (``arena.py``), so two buffers that share bytes
share it too.  For every unit the arena remembers its last write (thread, epoch, op)
and its readers in the latest epoch that read it (one thread, MANY, or a warpgroup
whose wgmma read it), where the epoch is the number of barriers the block has
executed.  Two accesses race when they touch the same unit from different threads,
at least one writes, and no barrier orders them: the same epoch -- or, with warp
roles, no *block* barrier since and not both consumer threads (a barrier inside
``specialize`` is a named barrier of the consumers only).  Accesses an mbarrier
ordered (a release the later thread acquired) do not race (``_unordered``).  Atomic
adds do not race with each other, only with plain accesses.  A warpgroup's read (a
retired wgmma's, async_proxy.py) is each of its four warps': a warp's own wgmma_wait
retires only its share, so a write by the group's own thread races with it too.

Besides races: touching a unit an in-flight cp.async or TMA copy will write
(``pending``) is a stale access; reading a unit last written through *another*
buffer reads that buffer's data (plan-shared gave both the bytes while the first was
still live); a plain write over an initialized mbarrier word corrupts it; and a write
to a unit an in-flight wgmma reads (``reading``, async_proxy.py) may be what the
tensor cores read.  In a cluster, every access is also checked against the other
blocks' (by cluster phase), and an access of another block's buffer only so (dsmem.py).

All checks take flat element indices of one buffer and the thread of each access,
one entry per element accessed, and are vectorized over the units they cover.
"""

from __future__ import annotations

import numpy as np

from tilelang.lowering.target import WARPGROUP

from .arena import MANY, NONE, SharedBuffer, group_reader, who  # noqa: F401  (re-exported)

GROUP = WARPGROUP  # threads per warpgroup


def barrier_unordered(sim, epochs, cons, now_cons):
    """Which recorded accesses (``epochs``; ``cons``: by consumer threads only) no barrier
    orders before an access now (``now_cons``: by consumer threads only)."""
    same = epochs == sim.epoch
    if sim.layout.consumers is None:  # (every barrier is the block's)
        return same
    return same | ((epochs >= sim.block_epoch) & ~(cons & now_cons))


def consumers(sim, threads) -> np.ndarray:
    """Whether ``threads`` (the largest of an access's threads) are consumer threads."""
    ct = sim.layout.consumers
    return np.asarray(threads) < (ct if ct is not None else 1 << 30)


def _group(sim, units: np.ndarray, tids: np.ndarray):
    """Distinct units, with the smallest and largest thread touching each and the
    most releases (mbarrier_arrives) any of those threads had made (0 while none has)."""
    order = np.lexsort((tids, units))
    f, t = units[order], tids[order]
    starts = np.flatnonzero(f[1:] != f[:-1]) + 1
    starts = np.concatenate((np.zeros(1, starts.dtype), starts))
    released = np.maximum.reduceat(sim.releases[t], starts) if sim.releases.any() else 0
    return f[starts], np.minimum.reduceat(t, starts), np.maximum.reduceat(t, starts), released


def _last_write(sim, arena, unit: int, buf=None):
    """The recorded last write of ``unit`` as a report entry (what, thread, where); the
    element it wrote is named when that is another buffer's than ``buf``'s."""
    op_id = int(arena.w_op[unit])
    name = sim.op_table[op_id].name if op_id >= 0 else "write"
    if arena.w_atomic[unit]:
        what = "atomic add"
    else:
        what = {"cp_async": "cp_async write", "tma_load": "tma_load write", "mbarrier_init": "mbarrier_init",
                "stmatrix": "stmatrix write"}.get(name, "write")
    if arena.owner is not None and arena.owner[unit] >= 0 and (buf is None or arena.owner[unit] != buf.index):
        what += f" of {arena.describe(int(arena.owner[unit]), unit)}"
    return what, int(arena.w_thread[unit]), sim.where(op_id) if op_id >= 0 else "<unknown>"


def race(sim, buf: SharedBuffer, unit: int, first, second, note: str = ""):
    """Raise the race report; ``first``/``second`` are (what, thread, location text)."""
    (k1, t1, l1), (k2, t2, l2) = first, second
    sim.fail(f"data race on shared {buf.element_of(unit)}: {k1} by {who(t1)} at {l1} and {k2} by "
             f"{who(t2)} at {l2}, with no barrier between them{note}")


def check_stale(sim, buf: SharedBuffer, tids, units, what: str, here: str) -> None:
    """Error when an access touches a unit an in-flight cp.async or TMA copy will write."""
    arena = buf.arena
    if not arena.in_flight_copies:
        return
    p = arena.pending[units]
    bad = np.flatnonzero(p >= 0)
    if bad.size == 0:
        return
    i = bad[0]
    u = int(units[i])
    op = sim.op_table[int(p[i])]
    kind = op.name  # cp_async or tma_load
    into = f" into {op.dst.name}" if op.dst.name and op.dst.name != buf.name else ""
    issued = f"the {kind}{into} at {sim.where(int(p[i]))} (thread {int(arena.pending_thread[u])})"
    waiter = "mbarrier_wait for its phase" if kind == "tma_load" else "cp_async_wait covering its group"
    if what == "read":
        sim.fail(f"stale read of shared {buf.element_of(u)} by {who(int(tids[i]))} at {here}: {issued} "
                 f"that writes it has not completed (no {waiter} yet)")
    sim.fail(f"{what} of shared {buf.element_of(u)} by {who(int(tids[i]))} at {here} while {issued} "
             f"into it is still in flight (it completes at a later {waiter} and would overwrite it)")


def check_clobbered(sim, buf: SharedBuffer, tids, units, here: str) -> None:
    """Error when a read through ``buf`` meets bytes last written through another buffer:
    the two share bytes (plan-shared's reuse) and the other overwrote this one's data."""
    own = buf.arena.owner[units]
    bad = np.flatnonzero((own >= 0) & (own != buf.index))
    if bad.size == 0:
        return
    i = bad[0]
    u = int(units[i])
    what, writer, where = _last_write(sim, buf.arena, u)
    sim.fail(f"read of shared {buf.element_of(u)} by {who(int(tids[i]))} at {here} reads bytes that the {what} "
             f"by {who(writer)} at {where} overwrote ({buf.arena.layout.byte_range(u)} of shared memory: the "
             f"buffers share bytes and {buf.name} was still live)")


def _unordered(sim, accessor, released, by) -> np.ndarray:
    """Which earlier accesses (by thread ``accessor`` -- or MANY, or a warpgroup --
    before its release number ``released + 1``) no mbarrier ordered before thread(s)
    ``by``: ordered when ``by`` acquired that release (waited for the phase it arrived
    on).  Several accessors: when ``by`` acquired that many releases of every thread
    that made any (a reader that made none would have left a phase short); a
    warpgroup: of every thread of the group."""
    if not sim.releases.any():  # (no mbarrier_arrive yet: nothing is ordered that way)
        return np.ones(np.shape(accessor), bool)
    by = np.broadcast_to(by, np.shape(accessor))
    acquired = np.where(accessor >= 0, sim.acquired[by, np.maximum(accessor, 0)], 0)
    if (accessor == MANY).any():
        many = sim.acquired[by][:, sim.releases > 0].min(axis=1)
        acquired = np.where(accessor == MANY, many, acquired)
    if (accessor <= -3).any():
        lanes = np.minimum(np.maximum(-3 - accessor, 0)[:, None] * GROUP + np.arange(GROUP), sim.T - 1)
        acquired = np.where(accessor <= -3, sim.acquired[by[:, None], lanes].min(axis=1), acquired)
    return released >= acquired


def _check_writes(sim, buf, units, tids, what: str, here: str, cons) -> None:
    """Race of an access (a read, or a wgmma's operand read by ``tids`` = its group code)
    with the last write of its units."""
    arena = buf.arena
    w = arena.w_thread[units]
    # (a wgmma's read races with any unordered write, its own warpgroup's too: its warps
    # issue it at different times, and it reads every byte of the tile)
    if arena.w_cons is None:  # (no warp roles: the plain epoch test, the hot path)
        bad = (arena.w_epoch[units] == sim.epoch) & (w != NONE) & (w != tids)
    else:
        bad = (w != NONE) & (w != tids) & barrier_unordered(sim, arena.w_epoch[units], arena.w_cons[units], cons)
    if not bad.any():
        return
    bad = np.flatnonzero(bad)
    by = np.where(tids[bad] >= 0, tids[bad], (-3 - tids[bad]) * GROUP)  # (a warpgroup: its first thread)
    bad = bad[_unordered(sim, w[bad], arena.w_rel[units[bad]], by)]
    if bad.size:
        i, u = bad[0], int(units[bad[0]])
        race(sim, buf, u, _last_write(sim, arena, u, buf), (what, int(tids[i]), here))


def record_reads(sim, buf, units, tmin, tmax, released, op_id: int, reader=None) -> None:
    """Remember the distinct ``units`` as read in this epoch by the threads tmin..tmax
    (or by ``reader``, a warpgroup code): the readers merge with this epoch's earlier ones."""
    arena = buf.arena
    if reader is None:
        reader = np.where(tmin == tmax, tmin, MANY)
    prev = arena.r_thread[units]
    again = (prev != NONE) & (prev != reader) & (arena.r_epoch[units] == sim.epoch)
    merge = again.any()  # (else the fast path: this access's readers replace the old)
    arena.r_thread[units] = np.where(again, MANY, reader) if merge else reader
    arena.r_epoch[units] = sim.epoch
    arena.r_op[units] = op_id
    if sim.releases.any():  # (while no thread of the block has released anything, every r_rel is 0)
        arena.r_rel[units] = np.where(again, np.maximum(arena.r_rel[units], released), released) if merge else released
    if arena.r_cons is not None:
        cons = consumers(sim, tmax)
        arena.r_cons[units] = np.where(again, arena.r_cons[units] & cons, cons) if merge else cons
    if arena.r_buf is not None:
        arena.r_buf[units] = buf.index


def check_read(sim, buf: SharedBuffer, tids, flat, op_id: int) -> None:
    """Record a read of elements ``flat`` by ``tids``; raise on a race with a write, a
    stale read, or a read of bytes another buffer overwrote."""
    if np.size(flat) == 0:
        return
    units, tids = buf.expand(flat, tids)
    arena = buf.arena
    if arena.cluster is not None:  # a cluster block's shared memory: the other blocks' accesses (dsmem.py)
        from .dsmem import check_access

        if check_access(sim, buf, units, tids, op_id, False):
            return  # (another block's buffer: ordered by cluster barriers only)
    here = sim.where(op_id)
    check_stale(sim, buf, tids, units, "read", here)
    if arena.owner is not None:
        check_clobbered(sim, buf, tids, units, here)
    if sim.mbarrier_names:
        from .tma import check_waited

        check_waited(sim, buf, tids, units, here)
    _check_writes(sim, buf, units, tids, "read", here, consumers(sim, tids) if arena.w_cons is not None else None)
    uniq, tmin, tmax, released = _group(sim, units, tids)
    record_reads(sim, buf, uniq, tmin, tmax, released, op_id)


def _check_special(sim, buf, tids, units, what: str, here: str) -> None:
    """A write over an initialized mbarrier word, or under an in-flight wgmma's read."""
    arena = buf.arena
    if arena.mbar is not None:
        m = arena.mbar[units]
        bad = np.flatnonzero(m >= 0)
        if bad.size:
            i, u = bad[0], int(units[bad[0]])
            row = int(m[i])
            sim.fail(f"{what} of shared {buf.element_of(u)} by {who(int(tids[i]))} at {here} writes over the "
                     f"mbarrier {sim.mbarrier_names[row]} (initialized at {sim.where(arena.mbar_init_ops[row])}): "
                     f"a plain write corrupts the mbarrier's state (its bytes hold nothing else while it is used)")
    if arena.in_flight_reads:
        r = arena.reading[units]
        bad = np.flatnonzero(r > 0)
        if bad.size:
            i, u = bad[0], int(units[bad[0]])
            sim.fail(f"{what} of shared {buf.element_of(u)} by {who(int(tids[i]))} at {here} while the wgmma at "
                     f"{sim.where(int(arena.reading_op[u]))} (warpgroup {int(arena.reading_group[u])}) that reads "
                     f"it is still in flight: no wgmma_wait has completed its group yet (the tensor cores may read the "
                     f"new bytes)")


def check_write(sim, buf: SharedBuffer, tids, flat, op_id: int, *, atomic: bool = False,
                record: bool = True, what: str | None = None) -> None:
    """Check (and with ``record`` remember) a write of elements ``flat`` by ``tids``.

    Races: another thread's write or read of the unit that no barrier (or mbarrier)
    orders before it, or two threads writing the same unit in this very op.  ``what``
    describes the access in reports ("write" by default)."""
    if np.size(flat) == 0:
        return
    units, tids = buf.expand(flat, tids)
    arena = buf.arena
    here = sim.where(op_id)
    what = what or ("atomic add" if atomic else "write")
    if arena.cluster is not None:  # (as in check_read)
        from .dsmem import check_access

        if check_access(sim, buf, units, tids, op_id, True, atomic, what):
            return
    check_stale(sim, buf, tids, units, what, here)
    _check_special(sim, buf, tids, units, what, here)
    uniq, tmin, tmax, released = _group(sim, units, tids)
    if not atomic:
        dup = np.flatnonzero(tmin != tmax)
        if dup.size:
            i = dup[0]
            race(sim, buf, int(uniq[i]), (what, int(tmin[i]), here), (what, int(tmax[i]), here))
    writer = np.where(tmin == tmax, tmin, MANY)
    cons = consumers(sim, tmax) if arena.w_cons is not None else None
    w = arena.w_thread[uniq]
    ws = arena.w_cons[uniq] if arena.w_cons is not None else False
    cur = barrier_unordered(sim, arena.w_epoch[uniq], ws, cons)
    both_atomic = arena.w_atomic[uniq] & atomic
    bad = np.flatnonzero(cur & (w != NONE) & ((w != writer) | (writer == MANY)) & ~both_atomic)
    if bad.size and (writer[bad] != MANY).all():
        bad = bad[_unordered(sim, w[bad], arena.w_rel[uniq[bad]], writer[bad])]
    if bad.size:
        i, u = bad[0], int(uniq[bad[0]])
        race(sim, buf, u, _last_write(sim, arena, u, buf), (what, int(writer[i]), here))
    r = arena.r_thread[uniq]
    rs = arena.r_cons[uniq] if arena.r_cons is not None else False
    bad = np.flatnonzero(barrier_unordered(sim, arena.r_epoch[uniq], rs, cons) & (r != NONE)
                         & ((r != writer) | (r == MANY)))
    if bad.size and (writer[bad] != MANY).all():
        bad = bad[_unordered(sim, r[bad], arena.r_rel[uniq[bad]], writer[bad])]
    if bad.size:
        i, u = bad[0], int(uniq[bad[0]])
        kind = "read"
        if arena.r_buf is not None and arena.r_buf[u] >= 0 and arena.r_buf[u] != buf.index:
            kind += f" of {arena.describe(int(arena.r_buf[u]), u)}"
        note = ""
        if r[i] <= -3 and writer[i] // GROUP == -3 - r[i]:  # (its own warpgroup's read: the other warps' share)
            kind, note = "wgmma " + kind, (f" (a warp's wgmma_wait retires only its own share of the read: the "
                                           f"other warps of warpgroup {-3 - int(r[i])} may still be reading)")
        race(sim, buf, u, (kind, int(r[i]), sim.where(int(arena.r_op[u]))), (what, int(writer[i]), here), note)
    if record:
        several = cur & both_atomic & (w != NONE) & (w != writer)
        arena.landed_bar[uniq] = -1  # (no longer a TMA copy's data)
        arena.w_thread[uniq] = np.where(several, MANY, writer)
        arena.w_epoch[uniq] = sim.epoch
        arena.w_op[uniq] = op_id
        arena.w_atomic[uniq] = atomic
        arena.w_rel[uniq] = released
        if arena.w_cons is not None:
            arena.w_cons[uniq] = cons
        if arena.owner is not None:
            arena.owner[uniq] = buf.index
        if arena.generic is not None:  # a generic-proxy write, not fenced yet (async_proxy.py)
            arena.generic[uniq] = True
            arena.fenced[uniq] = -1
