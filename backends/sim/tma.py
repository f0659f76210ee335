"""TMA tile loads and mbarriers (``lowering/ir/ops/tma.py``) on the simulator.

``tma_load`` reads its box at issue (zero outside the tensor), checks the write
against this epoch's accesses like any write (but those an mbarrier ordered before
it: roles.py) and, over generic writes, their fence for the async proxy
(async_proxy.py), and leaves the destination in flight (touching it is a stale
access) until a thread waits for the phase it completes.  A phase completes when
its arrivals reach the mbarrier's count (a ``tma_load`` is one arrival,
``mbarrier_arrive`` another) and its copies have landed.  Each mbarrier keeps how
many phases have completed; a wait for the parity of the phase in progress lands
that phase's data -- visible to every thread from then on, as the hardware's
completion is -- and a wait for a phase no ``tma_load`` armed is reported (the
kernel would hang; with warp roles, another role may still arm it: roles.py).
Each thread's reads of landed data are checked against the phases it has waited
for itself (another thread's wait landing it does not make it this thread's).

An mbarrier is a 64-bit word of the block's arena (arena.py), found by its bytes: it
is used only after ``mbarrier_init`` and, by other threads than the initializing one
(thread 0), after a barrier of both (a block barrier; a named one if both are
consumer threads); its bytes hold nothing else -- an init over another buffer's data,
and a plain write over an initialized word, are reported (shared.py).
"""

from __future__ import annotations

from dataclasses import dataclass, field

import numpy as np

from .addressing import element_indices
from .machine import Simulator, rule
from .async_proxy import check_fenced_write
from .shared import NONE, check_stale, check_write


@dataclass
class _Mbarrier:
    init_epoch: int
    index: int  # its row of ``sim.mbarrier_seen`` (per thread: how many phases the thread waited for)
    name: str
    count: int = 1
    init_op: int = -1
    completed: int = 0
    arrived: int = 0  # arrivals of the phase in progress (a tma_load is one)
    in_flight: list = field(default_factory=list)  # (buffer, flat elements, values, op id) of the armed phase
    # per completed phase: (threads, their release counts) of its mbarrier_arrives (shared._unordered)
    released: dict = field(default_factory=dict)
    releasing: list = field(default_factory=list)  # ... of the phase in progress


def _words(sim: Simulator, op, tids, what: str):
    """The mbarrier word ``op`` names for each of ``tids``: a function of the thread
    giving its (state, name) -- initialized, and (for another thread than the
    initializing one) a barrier of both since the init."""
    buf = sim.get(op.barrier)
    idx = element_indices(sim, np.asarray(tids), buf.shape, op.barrier_indices, buf.name, f"{what} mbarrier")
    flats = buf.flat(idx)
    units = flats * buf.k + buf.base
    key = buf.arena
    ct = sim.layout.consumers

    def word(i: int, tid: int):
        state = sim.mbarriers.get((key, int(units[i])))  # (the word's bytes, whichever buffer names them)
        if state is None:
            _uninitialized(sim, buf, int(flats[i]), int(units[i]), what)
        e = state.init_epoch
        # (barrier_unordered for one thread: no block barrier since, and not both consumers past a named one)
        if tid != 0 and e >= sim.block_epoch and (e == sim.epoch or ct is None or tid >= ct):
            sim.fail(f"{what} by thread {tid} at {sim.where(sim.op_id(op))} uses mbarrier {state.name}, initialized "
                     f"by thread 0 at {sim.where(state.init_op)} with no barrier of both threads since: a barrier must "
                     f"follow the init (the init is visible to the other threads only after it)")
        return state, state.name
    return word


def _uninitialized(sim: Simulator, buf, flat: int, unit: int, what: str):
    arena = buf.arena
    held = ""
    if arena.owner is not None and arena.owner[unit] >= 0:
        held = f" (its bytes hold {arena.describe(int(arena.owner[unit]), unit)}, written at " \
               f"{sim.where(int(arena.w_op[unit]))})"
    sim.fail(f"{what} uses mbarrier {buf.element(flat)} before mbarrier_init{held}")


@rule("mbarrier_init")
def run_mbarrier_init(sim: Simulator, op):
    """Thread 0 initializes every word of the buffer (the CUDA code's ``if (tid == 0)``):
    the words' bytes must not hold another buffer's data, and are the mbarrier's from now
    on (a plain write over them is reported: shared.py)."""
    buf = sim.get(op.barrier)
    arena = buf.arena
    op_id = sim.op_id(op)
    units = buf.units(np.arange(buf.values.size))
    check_stale(sim, buf, np.zeros(units.size, np.int64), units, "mbarrier_init", sim.where(op_id))
    if arena.owner is not None:
        own = arena.owner[units]
        bad = np.flatnonzero((own >= 0) & (own != buf.index))
        if bad.size:
            u = int(units[bad[0]])
            sim.fail(f"mbarrier_init of {buf.element_of(u)} at {sim.where(op_id)} over shared bytes that hold "
                     f"{arena.describe(int(own[bad[0]]), u)} (written at {sim.where(int(arena.w_op[u]))}): an "
                     f"mbarrier's bytes must be its own (plan-shared never lets another buffer reuse them)")
        arena.owner[units] = buf.index
    for i in range(buf.values.size):
        state = _Mbarrier(sim.epoch, len(sim.mbarrier_names), buf.element(i), count=op.count, init_op=op_id)
        word = buf.units(np.array([i]))
        sim.mbarriers[(arena, int(word[0]))] = state
        sim.mbarrier_names.append(state.name)
        if arena.mbar is not None:
            arena.mbar[word] = state.index
            arena.mbar_init_ops.append(op_id)
    arena.w_op[units] = op_id
    arena.w_thread[units] = 0
    arena.w_epoch[units] = sim.epoch
    seen = np.zeros((len(sim.mbarrier_names), sim.T), np.int64)
    seen[:len(sim.mbarrier_seen)] = sim.mbarrier_seen
    sim.mbarrier_seen = seen


def _land(sim: Simulator, state: _Mbarrier) -> None:
    """The armed phase completes: its data lands, readable by the threads that wait for
    it (``landed_by``: ``check_read`` asks the mbarrier whether the reader waited)."""
    for buf, flat, data, op_id in state.in_flight:
        arena, units = buf.arena, buf.units(flat)
        arena.pending[units] = -1
        arena.in_flight_copies -= units.size
        buf.values[np.unravel_index(flat, buf.shape)] = data
        arena.w_thread[units] = NONE  # (ordered by the mbarrier, not by the block's epochs)
        arena.w_op[units] = op_id
        arena.w_atomic[units] = False
        arena.landed_bar[units] = state.index
        arena.landed_phase[units] = state.completed
        if arena.owner is not None:
            arena.owner[units] = buf.index
        if arena.generic is not None:  # (the async proxy's write: no fence needed before a wgmma)
            arena.generic[units] = False
    state.in_flight = []
    _complete(state)


def _complete(state: _Mbarrier) -> None:
    """The phase in progress completes (its arrivals' releases kept for its waiters)."""
    state.released[state.completed] = state.releasing
    state.releasing = []
    state.arrived = 0
    state.completed += 1


def check_waited(sim: Simulator, buf, tids, units, here: str, group=None) -> None:
    """Error when a thread reads TMA data whose phase it has not waited for (another
    thread's wait landed it).  ``group``: the threads of a collective read (a wgmma's
    warpgroup) instead of one thread per unit; each of them must have waited."""
    arena = buf.arena
    bars = arena.landed_bar[units]
    tma = np.flatnonzero(bars >= 0)
    if tma.size == 0:
        return
    if group is not None:  # the least-waited thread of the group reads every element
        seen = sim.mbarrier_seen[:, group]
        tids = np.full(units.size, 0, np.int64)
        tids[tma] = group[np.argmin(seen[bars[tma]], axis=1)]
    bad = tma[sim.mbarrier_seen[bars[tma], tids[tma]] <= arena.landed_phase[units[tma]]]
    if bad.size:
        i = bad[0]
        u, tid = int(units[i]), int(tids[i])
        sim.fail(f"read of shared {buf.element_of(u)} by thread {tid} at {here} before it waited for phase "
                 f"{int(arena.landed_phase[u])} of mbarrier {sim.mbarrier_names[int(bars[i])]}, whose TMA copy "
                 f"wrote it (another thread's wait completed it: the data is this thread's only after its "
                 f"own mbarrier_wait)")


@rule("tma_load")
def run_tma_load(sim: Simulator, op):
    dst, src = sim.get(op.dst), sim.get(op.src)
    eb = max(1, op.src.type.dtype.bits // 8)  # (packed memories are bytes here, as the box)
    box = tuple(op.box)
    width = box[-1]
    op_id = sim.op_id(op)
    tids = sim.active_tids()
    word = _words(sim, op, tids, "tma_load")
    for i, tid in enumerate(tids):
        state, name = word(i, int(tid))
        if state.in_flight and state.arrived >= state.count:  # the armed phase completes on its own
            _land(sim, state)
        _arrive(sim, state, name, "tma_load")
        coords = [int(sim.per_thread(np.asarray(sim.get(c), dtype=np.int64))[tid]) for c in op.coords]
        base = int(dst.flat(element_indices(sim, np.array([tid]), dst.shape, op.dst_indices, dst.name,
                                            "tma_load destination"))[0])
        atom = 8 * op.swizzle if op.swizzle else 128
        if (base * eb) % atom:
            sim.fail(f"tma_load into {dst.name} at element {base}: the destination must start at a multiple of "
                     f"{atom} bytes of the buffer (the swizzle pattern follows the address)")
        rows = int(np.prod(box[:-1]))
        r, c = np.meshgrid(np.arange(rows), np.arange(width), indexing="ij")
        byte = r * width * eb + c * eb
        if op.swizzle:
            byte = byte ^ (((byte >> 7) % (op.swizzle // 16)) << 4)
        for p in range(op.panels):
            grids = list(np.meshgrid(*[np.arange(e) + s for e, s in zip(box, coords)], indexing="ij"))
            grids[-1] = grids[-1] + p * width
            inside = np.ones(grids[0].shape, bool)
            for g, n in zip(grids, src.values.shape):
                inside &= (g >= 0) & (g < n)
            data = np.zeros(grids[0].shape, dst.values.dtype)
            data[inside] = src.values[tuple(g[inside] for g in grids)]
            flat = base + p * rows * width + (byte // eb).ravel()  # (in elements, bytes when packed)
            if flat.max() >= dst.values.size:
                sim.fail(f"tma_load of {op.panels} x {list(box)} elements runs past the end of {dst.name} "
                         f"(shape {list(dst.shape)}) from element {base}")
            check_write(sim, dst, np.full(flat.size, tid), flat, op_id, record=False, what="tma_load write")
            units = dst.units(flat)
            if dst.arena.generic is not None:  # (over generic writes: fenced for the async proxy?)
                check_fenced_write(sim, dst, units, int(tid), sim.where(op_id))
            dst.arena.pending[units] = op_id
            dst.arena.in_flight_copies += units.size
            dst.arena.pending_thread[units] = tid
            state.in_flight.append((dst, flat, data.reshape(rows, width).ravel(), op_id))


def _arrive(sim: Simulator, state: _Mbarrier, name: str, what: str) -> None:
    """One arrival on the phase in progress (too many is an error)."""
    if state.arrived >= state.count:
        sim.fail(f"{what}: arrival {state.arrived + 1} on mbarrier {name} in a phase of {state.count} arrivals "
                 f"(initialized with count {state.count})")
    state.arrived += 1


@rule("mbarrier_arrive")
def run_mbarrier_arrive(sim: Simulator, op):
    """One arrival per thread (per warp with ``per_warp``: the warp's lanes released);
    the phase completes with the last one, unless a TMA copy's bytes are still due."""
    tids = sim.active_tids()
    if op.per_warp:
        warps = sim.full_warps("mbarrier_arrive per_warp")
        groups = [np.arange(w * 32, (w + 1) * 32) for w in warps]
    else:
        groups = [np.array([t]) for t in tids]
    word = _words(sim, op, np.array([int(g[0]) for g in groups], np.int64), "mbarrier_arrive")
    for i, group in enumerate(groups):
        state, name = word(i, int(group[0]))
        _arrive(sim, state, name, "mbarrier_arrive")
        sim.releases[group] += 1
        state.releasing.append((group, sim.releases[group].copy()))
        if state.arrived == state.count and not state.in_flight:
            _complete(state)


def _acquire(sim: Simulator, state: _Mbarrier, phase: int, tid: int) -> None:
    """``tid`` waited for ``phase``: what its arrivals released happens before its next accesses."""
    for group, count in state.released.get(phase, ()):
        sim.acquired[tid, group] = np.maximum(sim.acquired[tid, group], count)


@rule("mbarrier_wait")
def run_mbarrier_wait(sim: Simulator, op):
    if op.phase is None:
        sim.fail("mbarrier_wait without a phase (the pipeline pass sets it for a pipelined loop's TMA copies)")
    phase = sim.per_thread(np.asarray(sim.get(op.phase), dtype=np.int64))
    tids = sim.active_tids()
    word = _words(sim, op, tids, "mbarrier_wait")
    for i, tid in enumerate(tids):
        state, name = word(i, int(tid))
        parity = int(phase[tid]) % 2
        while parity == state.completed % 2:  # (else: the last completed phase)
            if state.in_flight and state.arrived >= state.count:
                _land(sim, state)
                break
            what = (f"mbarrier_wait by thread {int(tid)} for phase {state.completed} (parity {parity}) of mbarrier "
                    f"{name}")
            if sim.roles is None:
                armed = "no tma_load has armed" if state.count == 1 else \
                    f"{state.arrived} of whose {state.count} arrivals have come"
                sim.fail(f"{what}, which {armed}: the kernel would wait forever")
            # another role may arm or release it: let it run until then (roles.py)
            sim.roles.wait(lambda s=state, p=parity: s.completed % 2 != p or
                           (bool(s.in_flight) and s.arrived >= s.count), what)
        if (state.completed - 1) % 2 == parity:
            _acquire(sim, state, state.completed - 1, int(tid))
        sim.mbarrier_seen[state.index, tid] = state.completed  # (the phases up to the one waited for)
