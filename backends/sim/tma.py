"""TMA tile loads and mbarriers (``lowering/ir/ops/tma.py``) on the simulator.

``tma_load`` reads its box at issue (zero outside the tensor), checks the write
against this epoch's accesses like any write (but those an mbarrier ordered before
it: roles.py), and leaves the destination in flight (touching it is a stale
access) until a thread waits for the phase it completes.  A phase completes when
its arrivals reach the mbarrier's count (a ``tma_load`` is one arrival,
``mbarrier_arrive`` another) and its copies have landed.  Each mbarrier keeps how
many phases have completed; a wait for the parity of the phase in progress lands
that phase's data -- visible to every thread from then on, as the hardware's
completion is -- and a wait for a phase no ``tma_load`` armed is reported (the
kernel would hang; with warp roles, another role may still arm it: roles.py).
Each thread's reads of landed data are checked against the phases it has waited
for itself (another thread's wait landing it does not make it this thread's).  An mbarrier is used only
after ``mbarrier_init`` and, by other threads than the initializing one, after a
barrier.
"""

from __future__ import annotations

from dataclasses import dataclass, field

import numpy as np

from .addressing import element_indices
from .machine import Simulator, rule
from .shared import NONE, check_write


@dataclass
class _Mbarrier:
    init_epoch: int
    index: int  # its row of ``sim.mbarrier_seen`` (per thread: how many phases the thread waited for)
    name: str
    count: int = 1
    completed: int = 0
    arrived: int = 0  # arrivals of the phase in progress (a tma_load is one)
    in_flight: list = field(default_factory=list)  # (buffer, flat elements, values, op id) of the armed phase
    # per completed phase: (threads, their release counts) of its mbarrier_arrives (shared._unordered)
    released: dict = field(default_factory=dict)
    releasing: list = field(default_factory=list)  # ... of the phase in progress


def _barrier(sim: Simulator, op, indices, tid: int, what: str):
    buf = sim.get(op.barrier)
    idx = element_indices(sim, np.array([tid]), buf.shape, indices, buf.name, f"{what} mbarrier")
    key = (id(buf), int(buf.flat(idx)[0]))
    state = sim.mbarriers.get(key)
    name = buf.element(key[1])
    if state is None:
        sim.fail(f"{what} uses mbarrier {name} before mbarrier_init")
    if state.init_epoch == sim.epoch and tid != 0:
        sim.fail(f"{what} by thread {tid} uses mbarrier {name} in the epoch of its mbarrier_init: a barrier "
                 f"must follow the init")
    return state, name


@rule("mbarrier_init")
def run_mbarrier_init(sim: Simulator, op):
    buf = sim.get(op.barrier)
    for i in range(buf.values.size):
        state = _Mbarrier(sim.epoch, len(sim.mbarrier_names), buf.element(i), count=op.count)
        sim.mbarriers[(id(buf), i)] = state
        sim.mbarrier_names.append(state.name)
    seen = np.zeros((len(sim.mbarrier_names), sim.T), np.int64)
    seen[:len(sim.mbarrier_seen)] = sim.mbarrier_seen
    sim.mbarrier_seen = seen


def _land(sim: Simulator, state: _Mbarrier) -> None:
    """The armed phase completes: its data lands, readable by the threads that wait for
    it (``landed_by``: ``check_read`` asks the mbarrier whether the reader waited)."""
    for buf, flat, data, _ in state.in_flight:
        buf.pending[flat] = -1
        buf.values[np.unravel_index(flat, buf.shape)] = data
        buf.w_thread[flat] = NONE  # (ordered by the mbarrier, not by the block's epochs)
        buf.landed_bar[flat] = state.index
        buf.landed_phase[flat] = state.completed
    state.in_flight = []
    _complete(state)


def _complete(state: _Mbarrier) -> None:
    """The phase in progress completes (its arrivals' releases kept for its waiters)."""
    state.released[state.completed] = state.releasing
    state.releasing = []
    state.arrived = 0
    state.completed += 1


def check_waited(sim: Simulator, buf, tids, flat, here: str, group=None) -> None:
    """Error when a thread reads TMA data whose phase it has not waited for (another
    thread's wait landed it).  ``group``: the threads of a collective read (a wgmma's
    warpgroup) instead of one thread per element; each of them must have waited."""
    bars = buf.landed_bar[flat]
    tma = np.flatnonzero(bars >= 0)
    if tma.size == 0:
        return
    if group is not None:  # the least-waited thread of the group reads every element
        seen = sim.mbarrier_seen[:, group]
        tids = np.full(flat.size, 0, np.int64)
        tids[tma] = group[np.argmin(seen[bars[tma]], axis=1)]
    bad = tma[sim.mbarrier_seen[bars[tma], tids[tma]] <= buf.landed_phase[flat[tma]]]
    if bad.size:
        i = bad[0]
        f, tid = int(flat[i]), int(tids[i])
        sim.fail(f"read of shared {buf.element(f)} by thread {tid} at {here} before it waited for phase "
                 f"{int(buf.landed_phase[f])} of mbarrier {sim.mbarrier_names[int(bars[i])]}, whose TMA copy "
                 f"wrote it (another thread's wait completed it: the data is this thread's only after its "
                 f"own mbarrier_wait)")


@rule("tma_load")
def run_tma_load(sim: Simulator, op):
    dst, src = sim.get(op.dst), sim.get(op.src)
    eb = max(1, op.src.type.dtype.bits // 8)  # (packed memories are bytes here, as the box)
    box = tuple(op.box)
    width = box[-1]
    op_id = sim.op_id(op)
    for tid in sim.active_tids():
        state, name = _barrier(sim, op, op.barrier_indices, int(tid), "tma_load")
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
            dst.pending[flat] = op_id
            dst.pending_thread[flat] = tid
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
    for group in groups:
        state, name = _barrier(sim, op, op.barrier_indices, int(group[0]), "mbarrier_arrive")
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
    for tid in sim.active_tids():
        state, name = _barrier(sim, op, op.barrier_indices, int(tid), "mbarrier_wait")
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
