"""Allocation, scalar and vector loads/stores, scalar atomics and print.

Global tensors are the interpreter's ``Memory`` (``backends/interp/memory.py``);
shared buffers are a ``SharedBuffer`` per block, a window of its arena (with race
tracking, ``arena.py``, ``shared.py``); local and
var buffers are a ``Memory`` whose values carry a leading thread axis, so thread
``t``'s register ``r`` is ``values[t, r]``.  Inactive threads read zeros.
"""

from __future__ import annotations

import numpy as np
from tilelang.backends.interp.memory import Memory, new_buffer
from tilelang.lowering.ir.values import round_to
from tilelang.lowering.ir.types import BufferType, element_type

from . import banks, global_order, registers
from .addressing import element_indices, kind_of
from .machine import Simulator, rule
from .packed import PackedGlobal, packed_values, refuse_element_access
from .shared import SharedBuffer, check_read, check_write


@rule("alloc_shared")
def run_alloc_shared(sim: Simulator, op):
    """A window of the block's arena, where plan-shared placed it (arena.py)."""
    early = sim.env.get(op.result)
    if getattr(early, "mapped_early", False) and early.arena is sim.arena:  # another block of the cluster mapped
        early.mapped_early = False  # it first (dsmem.py): the same buffer
        return
    sim.set(op.result, SharedBuffer(op.result.name or "shared", op.result.type, sim.arena, sim.layout.placed[op]))


@rule("alloc_local", "alloc_var")
def run_alloc_private(sim: Simulator, op):
    t: BufferType = op.result.type
    mem = new_buffer(op.result.name or t.scope, BufferType(t.scope, (sim.T,) + tuple(t.shape), t.dtype))
    if op.name == "alloc_var" and op.init is not None:
        mem.values[...] = sim.get(op.init)
    sim.set(op.result, mem)
    registers.watch(sim, op.result, mem)


def _shape(mem, kind: str):
    return mem.values.shape[1:] if kind == "thread" else mem.values.shape


def _access(sim: Simulator, op, mem_value, index_values, what: str, lanes=None):
    """(memory, kind, active thread ids, index arrays) of an access by the active threads."""
    mem, kind = sim.get(mem_value), kind_of(mem_value)
    tids = sim.active_tids()
    idx = element_indices(sim, tids, _shape(mem, kind), index_values, mem.name, what, lanes)
    return mem, kind, tids, idx


def _read(sim: Simulator, op, mem, kind, tids, idx):
    """The elements at ``idx`` (rows: the threads ``tids``), race-checked in shared memory."""
    if kind == "thread":
        t = tids.reshape((-1,) + (1,) * (idx[0].ndim - 1)) if idx else tids
        if sim.watched:
            registers.access(sim, mem, (t, *idx), False, op)
        return mem.values[(t, *idx)]
    if kind == "shared":
        flat = mem.flat(idx)
        who = np.broadcast_to(tids.reshape((-1,) + (1,) * (flat.ndim - 1)), flat.shape).ravel()
        check_read(sim, mem, who, flat.ravel(), sim.op_id(op))
        banks.record(sim, op, mem, flat, who)
    elif kind == "global":
        global_order.check_read(sim, mem, idx, tids)
    return mem.values[tuple(idx)]


def _write(sim: Simulator, op, mem, kind, tids, idx, data):
    if kind == "thread":
        t = tids.reshape((-1,) + (1,) * (idx[0].ndim - 1)) if idx else tids
        if sim.watched:
            registers.access(sim, mem, (t, *idx), True, op)
        mem.values[(t, *idx)] = data
        return
    if kind == "shared":
        flat = mem.flat(idx)
        who = np.broadcast_to(tids.reshape((-1,) + (1,) * (flat.ndim - 1)), flat.shape).ravel()
        check_write(sim, mem, who, flat.ravel(), sim.op_id(op))
        banks.record(sim, op, mem, flat, who)
    elif kind == "global":
        global_order.record_write(sim, mem, idx, tids, sim.op_id(op))
    mem.values[tuple(idx)] = data


@rule("load")
def run_load(sim: Simulator, op):
    refuse_element_access(sim, op, op.source)
    kind = kind_of(op.source)
    if kind == "global" and all(np.ndim(sim.get(v)) == 0 for v in op.indices):
        # the same element for every thread: keep the value uniform (0-d)
        mem = sim.get(op.source)
        idx = [np.int64(sim.get(v)) for v in op.indices]
        tids = sim.active_tids()
        if tids.size:
            element_indices(sim, np.zeros(1, np.int64), mem.values.shape, op.indices, mem.name, "load")
            global_order.check_read(sim, mem, [np.full(tids.size, i) for i in idx], tids)
            sim.set(op.result, mem.values[tuple(idx)].copy())
        else:
            sim.set(op.result, np.zeros((), mem.values.dtype))
        return
    mem, kind, tids, idx = _access(sim, op, op.source, op.indices, "load")
    out = np.zeros(sim.T, dtype=mem.values.dtype)
    out[tids] = _read(sim, op, mem, kind, tids, idx)
    sim.set(op.result, out)


@rule("store")
def run_store(sim: Simulator, op):
    refuse_element_access(sim, op, op.dest)
    mem, kind, tids, idx = _access(sim, op, op.dest, op.indices, "store")
    data = sim.per_thread(sim.get(op.value))[tids]
    _write(sim, op, mem, kind, tids, idx, data)


def _check_aligned(sim: Simulator, mem, kind, tids, idx, lanes: int, what: str) -> None:
    """A vector access must start at a multiple of its size (elements are 2^k bytes and
    memories start 16-byte aligned), as the GPU requires of vector loads and stores."""
    if not tids.size:
        return
    shape = _shape(mem, kind)
    start = np.ravel_multi_index(tuple(i[:, 0] for i in idx), shape)
    bad = np.flatnonzero(start % lanes)
    if bad.size:
        t = int(bad[0])
        sim.fail(f"misaligned {what} of {lanes} elements of {mem.name} at {[int(i[t, 0]) for i in idx]} "
                 f"by thread {int(tids[t])}: the start is not a multiple of {lanes} elements")


@rule("vec_load")
def run_vec_load(sim: Simulator, op):
    refuse_element_access(sim, op, op.source)
    lanes = op.result.type.lanes
    mem, kind, tids, idx = _access(sim, op, op.source, op.indices, "vec_load", lanes)
    _check_aligned(sim, mem, kind, tids, idx, lanes, "vec_load")
    out = np.zeros((sim.T, lanes), dtype=mem.values.dtype)
    out[tids] = _read(sim, op, mem, kind, tids, idx)
    sim.set(op.result, out)


@rule("vec_store")
def run_vec_store(sim: Simulator, op):
    refuse_element_access(sim, op, op.dest)
    lanes = op.value.type.lanes
    mem, kind, tids, idx = _access(sim, op, op.dest, op.indices, "vec_store", lanes)
    _check_aligned(sim, mem, kind, tids, idx, lanes, "vec_store")
    data = np.broadcast_to(np.asarray(sim.get(op.value)), (sim.T, lanes))[tids]
    _write(sim, op, mem, kind, tids, idx, data)


@rule("rescale_in_place")
def run_rescale_in_place(sim: Simulator, op):
    """``C[indices] *= factor`` (float32, rounded once)."""
    refuse_element_access(sim, op, op.C)
    mem, kind, tids, idx = _access(sim, op, op.C, op.indices, "rescale_in_place")
    factor = sim.per_thread(sim.get(op.factor))[tids]
    old = _read(sim, op, mem, kind, tids, idx)
    _write(sim, op, mem, kind, tids, idx, (old * factor).astype(mem.values.dtype))


@rule("vec_extract")
def run_vec_extract(sim: Simulator, op):
    sim.set(op.result, np.asarray(sim.get(op.vector))[..., op.lane].copy())


@rule("vec_pack")
def run_vec_pack(sim: Simulator, op):
    lanes = [np.asarray(sim.get(v)) for v in op.lanes]
    if all(x.ndim == 0 for x in lanes):  # the same vector for every thread
        sim.set(op.result, np.stack(lanes))
    else:
        sim.set(op.result, np.stack([sim.per_thread(x) for x in lanes], axis=-1))


@rule("atomic_add", "atomic_max", "atomic_min")
def run_atomic_add(sim: Simulator, op):
    """Scalar ``atomic_add`` / ``atomic_max`` / ``atomic_min``: every active thread
    applies its value; repeated addresses all apply.  A sum is exact and rounded once
    per element (as the interpreter does); max and min pick one of the values."""
    refuse_element_access(sim, op, op.dst)
    mem, kind, tids, idx = _access(sim, op, op.dst, op.dst_offsets, op.name)
    value = sim.per_thread(sim.get(op.value))[tids]
    if kind == "thread":
        idx = [tids] + list(idx)  # a thread's own register: no other thread adds to it
        if sim.watched:
            registers.access(sim, mem, tuple(idx), True, op)
    shape = mem.values.shape
    flat = np.ravel_multi_index(tuple(idx), shape)
    if kind == "shared":
        check_write(sim, mem, tids, flat, sim.op_id(op), atomic=True)
    uniq, inverse = np.unique(flat, return_inverse=True)
    wide = np.float64 if mem.values.dtype.kind == "f" else np.int64
    where = np.unravel_index(uniq, shape)
    if op.name == "atomic_add":
        sums = np.zeros(uniq.size, dtype=wide)
        np.add.at(sums, inverse, value.astype(wide))
        mem.values[where] = round_to(element_type(op.dst.type), mem.values[where].astype(wide) + sums)
        return
    ufunc = np.maximum if op.name == "atomic_max" else np.minimum
    acc = mem.values[where].astype(wide)
    ufunc.at(acc, inverse, value.astype(wide))
    mem.values[where] = round_to(element_type(op.dst.type), acc)


@rule("fetch_add")
def run_fetch_add(sim: Simulator, op):
    """Atomic int32 add returning the old value: the active threads go in thread order
    (one order the hardware may pick)."""
    mem, kind, tids, idx = _access(sim, op, op.dst, op.indices, "fetch_add")
    if kind != "global":
        sim.fail("fetch_add is simulated on global tensors only")
    value = sim.per_thread(sim.get(op.value))[tids]
    flat = np.ravel_multi_index(tuple(np.broadcast_to(i, tids.shape) for i in idx), mem.values.shape)
    old = np.zeros(sim.T, dtype=np.int64)
    cells = mem.values.reshape(-1)
    for t, f, v in zip(tids, flat, value):
        global_order.rmw(sim, mem, f, t, op.sem)
        old[t] = cells[f]
        cells[f] = np.int32(cells[f] + v)
    sim.set(op.result, old.astype(np.int32))


@rule("fence")
def run_fence(sim: Simulator, op):
    """``__threadfence``: orders the thread's global accesses around its relaxed atomics
    (global_order.py)."""
    global_order.fence(sim, sim.active_tids())


@rule("print")
def run_print(sim: Simulator, op):
    value = sim.get(op.value)
    tids = sim.active_tids()
    per_thread = False
    if isinstance(value, SharedBuffer):
        shown = packed_values(value) if value.packed else value.values
    elif isinstance(value, PackedGlobal):
        shown = packed_values(value)
    elif isinstance(value, Memory):
        per_thread = kind_of(op.value) == "thread"
        shown = value.values[tids] if per_thread else value.values
    else:
        x = np.asarray(value)
        per_thread = x.ndim > 0
        shown = x[tids] if per_thread else x
    who = f", threads {_ranges(tids)}" if per_thread else ""
    print(f"[block {list(sim.block)}{who}] {op.msg}{': ' if op.msg else ''}{shown}")


def _ranges(tids: np.ndarray) -> str:
    if tids.size and tids[-1] - tids[0] + 1 == tids.size:
        return f"{int(tids[0])}..{int(tids[-1])}"
    return str(tids.tolist())
