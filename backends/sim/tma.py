"""TMA tile loads and mbarriers (``lowering/ir/ops/tma.py``) on the simulator.

``tma_load`` reads its box at issue (zero outside the tensor), checks the write
against this epoch's accesses like any write, and leaves the destination in
flight (touching it is a stale access) until a thread waits for the phase it
completes.  Each mbarrier keeps how many phases have completed; a wait for the
parity of the phase in progress lands that phase's data -- visible to every
thread from then on, as the hardware's completion is -- and a wait for a phase no
``tma_load`` armed is reported (the kernel would hang).  Each thread's reads of
landed data are checked against the phases it has waited for itself (another
thread's wait landing it does not make it this thread's).  An mbarrier is used only
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
    completed: int = 0
    in_flight: list = field(default_factory=list)  # (buffer, flat elements, values, op id) of the armed phase


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
        state = _Mbarrier(sim.epoch, len(sim.mbarrier_names), buf.element(i))
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
        if state.in_flight:  # the armed phase completes on its own (nobody waited for it)
            _land(sim, state)
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


@rule("mbarrier_wait")
def run_mbarrier_wait(sim: Simulator, op):
    if op.phase is None:
        sim.fail("mbarrier_wait without a phase (the pipeline pass sets it for a pipelined loop's TMA copies)")
    phase = sim.per_thread(np.asarray(sim.get(op.phase), dtype=np.int64))
    for tid in sim.active_tids():
        state, name = _barrier(sim, op, op.barrier_indices, int(tid), "mbarrier_wait")
        if int(phase[tid]) % 2 == state.completed % 2:  # (else: the last completed phase)
            if not state.in_flight:
                sim.fail(f"mbarrier_wait by thread {int(tid)} for phase {state.completed} (parity "
                         f"{int(phase[tid]) % 2}) of mbarrier {name}, which no tma_load has armed: the kernel "
                         f"would wait forever")
            _land(sim, state)
        sim.mbarrier_seen[state.index, tid] = state.completed  # (the phases up to the one waited for)
