"""Hopper's warpgroup MMA in the simulator (semantics: ``lowering/ir/ops/wgmma.py``).

A descriptor is modelled as ``slot << 32 | start byte``, ``slot`` naming the
(shared buffer, swizzle) it was made for.  The wgmma reads its tiles the way the
hardware does: it walks the K-major canonical layout from the start byte (8-row atoms
``8 * swizzle`` bytes apart, rows ``swizzle`` bytes apart), applies the swizzle to the
byte address (16-byte chunk bits XORed with bits 7 and up), and reads the element
there -- so a shared layout that disagrees with the descriptor reads wrong values
here too, not just on the GPU.  The buffer offsets ``plan-shared`` gives are checked
to be atom-aligned (the hardware swizzles absolute addresses).

The mma runs when issued (products exact in float64, rounded once to float32, like
``mma``); reading the accumulators before the ``wgmma_wait`` is a program error the
simulator does not detect.  Fences, commit and wait do nothing here.
"""

from __future__ import annotations

import numpy as np
from tilelang.backends.interp.values import round_to
from tilelang.lowering.ir.types import ScalarType

from .addressing import element_indices
from .machine import Simulator, rule
from .shared import check_read
from .warp_ops import _registers

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
    key = (src, op.swizzle)
    slot = next((i for i, s in enumerate(slots) if s[0] is src and s[1] == op.swizzle), None)
    if slot is None:
        slot = len(slots)
        slots.append(key)
    value = np.zeros(sim.T, np.int64)
    value[tids] = (slot << 32) | start
    sim.set(op.result, value)


def _groups(sim: Simulator) -> np.ndarray:
    """Warpgroups executing the op: all 128 threads active (else an error)."""
    if sim.T % GROUP:
        sim.fail(f"'{sim.op.name}' is warpgroup-collective; the block has {sim.T} threads (not a multiple of 128)")
    per = sim.active().reshape(-1, GROUP)
    partial = np.flatnonzero(per.any(axis=1) & ~per.all(axis=1))
    if partial.size:
        sim.fail(f"'{sim.op.name}' needs all 128 threads of warpgroup {int(partial[0])}; only "
                 f"{int(per[partial[0]].sum())} execute it (divergent code)")
    return np.flatnonzero(per.all(axis=1))


def _tile(sim: Simulator, desc_value, group: int, rows: int, what: str) -> np.ndarray:
    """The rows x 16 K-major tile a warpgroup's descriptor names, as float64."""
    d = sim.per_thread(np.asarray(sim.get(desc_value), dtype=np.int64))[group * GROUP:(group + 1) * GROUP]
    if (d != d[0]).any():
        sim.fail(f"wgmma {what} descriptor differs between the threads of warpgroup {group}")
    slot, start = int(d[0]) >> 32, int(d[0]) & 0xFFFFFFFF
    buf, swizzle = sim.wgmma_slots[slot]
    size = buf.dtype.bits // 8
    r, k = np.meshgrid(np.arange(rows), np.arange(16), indexing="ij")
    logical = start + r // 8 * (8 * swizzle) + r % 8 * swizzle + k * size
    physical = logical ^ (((logical >> 7) & (swizzle // 16 - 1)) << 4)
    flat = physical // size
    if flat.max() >= buf.values.size:
        sim.fail(f"wgmma {what} tile reads past the end of {buf.name} (element {int(flat.max())} of "
                 f"{buf.values.size})")
    check_read(sim, buf, np.full(flat.size, group * GROUP), flat.ravel(), sim.op_id(sim.op))
    return buf.values.reshape(-1)[flat].astype(np.float64)


@rule("wgmma")
def run_wgmma(sim: Simulator, op):
    c_buf = sim.get(op.C)
    n = op.n
    r, j = np.meshgrid(np.arange(64), np.arange(n), indexing="ij")
    lane_of = r % 64 // 16 * 32 + r % 8 * 4 + j % 8 // 2  # thread within the group
    reg_of = j // 8 * 4 + r % 16 // 8 * 2 + j % 2
    for g in _groups(sim):
        a = _tile(sim, op.a_desc, g, 64, "A")
        b = _tile(sim, op.b_desc, g, n, "B")
        lanes = g * GROUP + lane_of
        regs = _registers(sim, c_buf, op.c_offset, lanes, reg_of, "C")
        d = a @ b.T + c_buf.values[lanes, regs].astype(np.float64)
        c_buf.values[lanes, regs] = round_to(ScalarType(op.C.type.dtype), d)


@rule("wgmma_fence", "wgmma_commit", "wgmma_wait")
def run_wgmma_sync(sim: Simulator, op):
    _groups(sim)  # warpgroup-collective: checked, nothing else to do when the mma runs at issue


@rule("fence_proxy_async")
def run_fence_proxy_async(sim: Simulator, op):
    pass
