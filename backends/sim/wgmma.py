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

A wgmma is modelled as reading its tiles and writing its accumulators at the
``wgmma_wait`` that completes its group -- the latest the hardware may -- so a
program that overwrites a tile while its wgmma is in flight (a stage refilled too
early: the stale-read check of cp.async fires, or wrong values are read) or reads
the accumulators before the wait computes wrong results here as it may on the GPU.
``wgmma_rs`` reads its A registers at that point too: registers rewritten while
the group is in flight give wrong products, as they may on the GPU.  Products are
exact in float64, rounded once to float32 (like ``mma``).  A block that ends with
groups in flight is an error.
"""

from __future__ import annotations

import numpy as np
from tilelang.backends.interp.values import round_to
from tilelang.lowering.ir.types import ScalarType

from .addressing import element_indices
from .machine import Simulator, rule
from .shared import check_read

GROUP = 128  # threads per warpgroup


@rule("wgmma_desc")
def run_wgmma_desc(sim: Simulator, op):
    tids = sim.active_tids()
    src = sim.get(op.src)
    alloc = op.src.owner
    if getattr(alloc, "offset", -1) > 0 and alloc.offset % (8 * op.swizzle):
        sim.fail(f"wgmma operand {src.name} starts at shared byte {alloc.offset}, not a multiple of "
                 f"{8 * op.swizzle} (the {op.swizzle}-byte swizzle atom)")
    idx = element_indices(sim, tids, src.shape, op.src_indices, src.name, "wgmma descriptor")
    start = src.flat(idx) * (src.dtype.bits // 8)
    if (start % 16).any():
        sim.fail(f"wgmma descriptor start byte {int(start[np.flatnonzero(start % 16)[0]])} of {src.name} "
                 "is not 16-byte aligned")
    slots = sim.__dict__.setdefault("wgmma_slots", [])
    key = (src, op.swizzle, op.lbo)
    slot = next((i for i, s in enumerate(slots) if s[0] is src and s[1:] == key[1:]), None)
    if slot is None:
        slot = len(slots)
        slots.append(key)
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
    """Issue: the descriptors (and a register operand's offset) are taken now; the tiles
    and registers are read, and the accumulators written, when a ``wgmma_wait``
    completes the op's group (see the module docstring)."""
    state = _state(sim)
    for g in _groups(sim):
        a = _desc(sim, op.a_desc, g, "A") if op.name == "wgmma" else _offset(sim, op.a_offset, g)
        state["issued"].append((op, g, a, _desc(sim, op.b_desc, g, "B"), _offset(sim, op.c_offset, g)))


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
    _groups(sim)  # warpgroup-collective: checked; nothing else to model


@rule("fence_proxy_async")
def run_fence_proxy_async(sim: Simulator, op):
    pass


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


def _tile(sim: Simulator, desc: int, group: int, rows: int, what: str, op, mn_major=False) -> np.ndarray:
    """The rows x 16 tile a descriptor names (K-major: row r of 16 contiguous k; MN-major:
    16 k rows of ``rows`` elements in 128-byte panels ``lbo`` apart), as float64, read now."""
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
    check_read(sim, buf, np.full(flat.size, group * GROUP), flat.ravel(), sim.op_id(op))
    if sim.mbarrier_names:  # TMA data: every thread of the warpgroup waited for its phase
        from .tma import check_waited

        check_waited(sim, buf, None, flat.ravel(), sim.where(sim.op_id(op)),
                     group=np.arange(group * GROUP, (group + 1) * GROUP))
    return buf.values.reshape(-1)[flat].astype(np.float64)


def _registers(sim: Simulator, op, buf, lanes, regs, what: str):
    """``buf``'s registers ``regs`` of threads ``lanes`` (arrays of one shape)."""
    if regs.max() >= buf.values.shape[1]:
        sim.fail(f"{op.name} uses register {int(regs.max())} of {what} {buf.name}, which has "
                 f"{buf.values.shape[1]}", op.loc)
    return buf.values[lanes, regs]


def _register_tile(sim: Simulator, op, g: int, a_offset: int) -> np.ndarray:
    """The 64 x 16 A tile of ``wgmma_rs`` from warpgroup g's registers, read now."""
    r, k = np.meshgrid(np.arange(64), np.arange(16), indexing="ij")
    lanes = g * GROUP + r // 16 * 32 + r % 8 * 4 + k % 8 // 2
    regs = a_offset + np.asarray(op.a_regs)[k // 8 * 2 + r % 16 // 8] + k % 2
    return _registers(sim, op, sim.get(op.A), lanes, regs, "A").astype(np.float64)


def _complete(sim: Simulator, op, g: int, a: int, b_desc: int, c_offset: int) -> None:
    c_buf = sim.get(op.C)
    r, j = np.meshgrid(np.arange(64), np.arange(op.n), indexing="ij")
    lanes = g * GROUP + r % 64 // 16 * 32 + r % 8 * 4 + j % 8 // 2
    regs = c_offset + j // 8 * 4 + r % 16 // 8 * 2 + j % 2
    _registers(sim, op, c_buf, lanes, regs, "C")
    a = _tile(sim, a, g, 64, "A", op) if op.name == "wgmma" else _register_tile(sim, op, g, a)
    b = _tile(sim, b_desc, g, op.n, "B", op, op.trans_b)
    d = a @ b.T + c_buf.values[lanes, regs].astype(np.float64)
    c_buf.values[lanes, regs] = round_to(ScalarType(op.C.type.dtype), d)
