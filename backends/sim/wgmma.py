"""Hopper's warpgroup MMA in the simulator (semantics: ``lowering/ir/ops/wgmma.py``).

A descriptor is modelled as ``slot << 32 | start byte``, ``slot`` naming the
(shared buffer, swizzle, leading byte offset) it was made for.  The wgmma reads its
tiles the way the hardware does: it walks the canonical layout from the start byte
(8-row atoms ``8 * swizzle`` bytes apart, rows ``swizzle`` bytes apart; an MN-major B
in 128-byte panels ``lbo`` apart), applies the swizzle to the byte address (16-byte
chunk bits XORed with bits 7 and up), and reads the element there -- so a shared
layout that disagrees with the descriptor reads wrong values here too, not just on
the GPU.  The buffer offsets ``plan-shared`` gives are checked
to be atom-aligned (the hardware swizzles absolute addresses).

A wgmma reads its tiles and writes its accumulators asynchronously, any time
between its issue and the ``wgmma_wait`` that completes its group.  The simulator
checks the reads at the issue and marks the tiles read and the registers busy until
that wait (``async_proxy.py``, ``registers.py``): a write to a tile meanwhile (a stage
refilled too early) -- or after the writer's own wait but with no barrier since, as each
warp retires its share of the group at its own wait -- a read of an accumulator before
the wait, a write of a ``wgmma_rs`` A register, a generic write not fenced for the async
proxy, or a register access without a ``wgmma_fence`` before the wgmma is reported.
The values are taken at the wait -- the latest the hardware may -- which for a program
without such a report is the same as at the issue.  Products are exact in float64,
rounded once to float32 (like ``mma``).  A block that ends with groups in flight is an
error.
"""

from __future__ import annotations

import functools

import numpy as np
from tilelang.lowering.ir.values import round_to
from tilelang.lowering.ir.types import ScalarType
from tilelang.lowering.target import WARPGROUP

from .addressing import element_indices
from .machine import Simulator, rule
from . import registers
from .async_proxy import begin_operand_read, end_operand_read

GROUP = WARPGROUP  # threads per warpgroup


@rule("wgmma_desc")
def run_wgmma_desc(sim: Simulator, op):
    tids = sim.active_tids()
    src = sim.get(op.src)
    if src.offset % (8 * op.swizzle):
        sim.fail(f"wgmma operand {src.name} starts at shared byte {src.offset}, not a multiple of "
                 f"{8 * op.swizzle} (the {op.swizzle}-byte swizzle atom)")
    idx = element_indices(sim, tids, src.shape, op.src_indices, src.name, "wgmma descriptor")
    start = src.flat(idx) * (src.dtype.bits // 8)
    if (start % 16).any():
        sim.fail(f"wgmma descriptor start byte {int(start[np.flatnonzero(start % 16)[0]])} of {src.name} "
                 "is not 16-byte aligned")
    slots = sim.__dict__.setdefault("wgmma_slots", [])
    index = sim.__dict__.setdefault("wgmma_slot_index", {})
    key = (src, op.swizzle, op.lbo)
    slot = index.get(key)
    if slot is None:
        slot = index[key] = len(slots)
        slots.append((src, op.swizzle, op.lbo))
    value = np.zeros(sim.T, np.int64)
    value[tids] = (slot << 32) | start
    sim.set(op.result, value)


def _groups(sim: Simulator) -> np.ndarray:
    """Warpgroups executing the op: all 128 threads active (else an error).  (A block
    may end in a partial warpgroup -- a warp-specialized block's producer warp -- that
    runs no wgmma.)"""
    active = np.zeros(-(-sim.T // GROUP) * GROUP, bool)
    active[:sim.T] = sim.active()
    per = active.reshape(-1, GROUP)
    partial = np.flatnonzero(per.any(axis=1) & ~per.all(axis=1))
    if partial.size:
        sim.fail(f"'{sim.op.name}' needs all 128 threads of warpgroup {int(partial[0])}; only "
                 f"{int(per[partial[0]].sum())} execute it (divergent code)")
    return np.flatnonzero(per.all(axis=1))


@rule("wgmma", "wgmma_rs")
def run_wgmma(sim: Simulator, op):
    """Issue: the descriptors (and a register operand's offset) are taken now, the shared
    tiles checked and marked read until the retiring wait (async_proxy.py), the
    registers marked busy (registers.py); the tiles and registers are read, and the
    accumulators written, when a ``wgmma_wait`` completes the op's group."""
    state = _state(sim)
    for g in _groups(sim):
        c_lanes, c_regs = _c_registers(op.n, int(g), _offset(sim, op.c_offset, g))
        _registers(sim, op, sim.get(op.C), c_lanes, c_regs, "C")
        if op.name == "wgmma":
            a = _tile(sim, _desc(sim, op.a_desc, g, "A"), g, 64, "A", op)
        else:
            a = _a_registers(op, g, _offset(sim, op.a_offset, g))
            _registers(sim, op, sim.get(op.A), *a, "A")
            registers.issue(sim, op, sim.get(op.A), *a, accumulator=False)
        b = _tile(sim, _desc(sim, op.b_desc, g, "B"), g, op.n, "B", op, op.trans_b)
        registers.issue(sim, op, sim.get(op.C), c_lanes, c_regs, accumulator=True)
        state["issued"].append((op, g, a, b, (c_lanes, c_regs)))


def _offset(sim: Simulator, value, group: int) -> int:
    return int(sim.per_thread(np.asarray(sim.get(value), dtype=np.int64))[group * GROUP])


@rule("wgmma_commit")
def run_wgmma_commit(sim: Simulator, op):
    _groups(sim)
    state = _state(sim)
    state["groups"].append(state["issued"])
    state["issued"] = []


@rule("wgmma_wait")
def run_wgmma_wait(sim: Simulator, op):
    _groups(sim)
    state = _state(sim)
    while len(state["groups"]) > op.pending:
        for record in state["groups"].pop(0):
            read = record[0].A if record[0].name == "wgmma_rs" else None
            if read is not None and op.A is not read:
                # the wait must name the registers its wgmmas read: the CUDA code keeps
                # exactly those live up to it (else NVCC may reuse them while they are read)
                sim.fail(f"this wgmma_wait completes wgmmas that read the registers "
                         f"{sim.get(read).name}, but names {sim.get(op.A).name if op.A is not None else 'none'}")
            _complete(sim, *record)


@rule("wgmma_fence")
def run_wgmma_fence(sim: Simulator, op):
    registers.fence(sim, _groups(sim))  # warpgroup-collective


def _state(sim: Simulator) -> dict:
    """The block's wgmmas issued since the last commit, and its committed groups."""
    state = getattr(sim, "wgmma_state", None)
    if state is None or state["block"] != sim.blocks_started:  # (control.py checks the end of a block)
        state = sim.wgmma_state = {"block": sim.blocks_started, "issued": [], "groups": []}
    return state


def _desc(sim: Simulator, desc_value, group: int, what: str) -> int:
    d = sim.per_thread(np.asarray(sim.get(desc_value), dtype=np.int64))[group * GROUP:(group + 1) * GROUP]
    if (d != d[0]).any():
        sim.fail(f"wgmma {what} descriptor differs between the threads of warpgroup {group}")
    return int(d[0])


def _tile(sim: Simulator, desc: int, group: int, rows: int, what: str, op, mn_major=False):
    """The rows x 16 tile a descriptor names (K-major: row r of 16 contiguous k; MN-major:
    16 k rows of ``rows`` elements in 128-byte panels ``lbo`` apart): (buffer, its
    elements, their arena units), the read begun (async_proxy.py)."""
    slot, start = desc >> 32, desc & 0xFFFFFFFF
    buf, swizzle, lbo = sim.wgmma_slots[slot]
    size = buf.dtype.bits // 8
    r, k = np.meshgrid(np.arange(rows), np.arange(16), indexing="ij")
    if mn_major:  # element (k, r): panel r // P, row k of the panel (P = 128 bytes of elements)
        per = 128 // size
        logical = start + r // per * lbo + k // 8 * (8 * swizzle) + k % 8 * swizzle + r % per * size
    else:
        logical = start + r // 8 * (8 * swizzle) + r % 8 * swizzle + k * size
    physical = logical ^ (((logical >> 7) & (swizzle // 16 - 1)) << 4)
    flat = physical // size
    if flat.max() >= buf.values.size:
        sim.fail(f"wgmma {what} tile reads past the end of {buf.name} (element {int(flat.max())} of "
                 f"{buf.values.size})", op.loc)
    units = begin_operand_read(sim, buf, flat.ravel(), group, sim.op_id(op))
    return buf, flat, units


def _registers(sim: Simulator, op, buf, lanes, regs, what: str):
    """``buf``'s registers ``regs`` of threads ``lanes`` (arrays of one shape), checked."""
    if regs.max() >= buf.values.shape[1]:
        sim.fail(f"{op.name} uses register {int(regs.max())} of {what} {buf.name}, which has "
                 f"{buf.values.shape[1]}", op.loc)
    return buf.values[lanes, regs]


def _a_registers(op, g: int, a_offset: int):
    """(lanes, registers) of the 64 x 16 A tile of ``wgmma_rs`` in warpgroup g."""
    r, k = np.meshgrid(np.arange(64), np.arange(16), indexing="ij")
    lanes = g * GROUP + r // 16 * 32 + r % 8 * 4 + k % 8 // 2
    regs = a_offset + np.asarray(op.a_regs)[k // 8 * 2 + r % 16 // 8] + k % 2
    return lanes, regs


@functools.lru_cache(maxsize=256)
def _c_registers(n: int, g: int, c_offset: int):
    """(lanes, registers) of the 64 x n accumulator tile in warpgroup g (read-only arrays)."""
    r, j = np.meshgrid(np.arange(64), np.arange(n), indexing="ij")
    lanes = g * GROUP + r % 64 // 16 * 32 + r % 8 * 4 + j % 8 // 2
    regs = c_offset + j // 8 * 4 + r % 16 // 8 * 2 + j % 2
    lanes.flags.writeable = regs.flags.writeable = False
    return lanes, regs


def _read_tile(sim: Simulator, op, g: int, tile) -> np.ndarray:
    """A shared tile's values, now (its read retired, async_proxy.py)."""
    buf, flat, units = tile
    end_operand_read(sim, buf, units, g, sim.op_id(op))
    return buf.values.reshape(-1)[flat].astype(np.float64)


def _complete(sim: Simulator, op, g: int, a, b, c) -> None:
    c_buf = sim.get(op.C)
    lanes, regs = c
    registers.retire(sim, c_buf, lanes, regs)
    if op.name == "wgmma":
        a = _read_tile(sim, op, g, a)
    else:
        a_buf = sim.get(op.A)
        registers.retire(sim, a_buf, *a)
        a = a_buf.values[a].astype(np.float64)
    b = _read_tile(sim, op, g, b)
    d = a @ b.T if op.zero_acc else a @ b.T + c_buf.values[lanes, regs].astype(np.float64)
    c_buf.values[lanes, regs] = round_to(ScalarType(op.C.type.dtype), d)
