"""Warp-collective ops (shfl, ldmatrix, stmatrix, mma) and the per-thread INT4 dequant.

Semantics as the docstrings of ``lowering/ir/ops/thread.py`` (ShuffleOp) and
``lowering/ir/ops/warp.py`` state them; the lane/register maps come from the
layout objects (``fragments.py``).  A warp-collective op runs for the warps whose
32 lanes are all active and is an error in a warp that is only partly active.
Register operands are local buffers: ``values[thread, register]``.
"""

from __future__ import annotations

import numpy as np
from tilelang.backends.interp.values import from_bits, round_to, to_bits
from tilelang.lowering.ir.ops.warp import MMA_SHAPES
from tilelang.lowering.ir.types import ScalarType

from .addressing import element_indices
from .fragments import dequant_nibble_order, ldmatrix_map, mma_operand_map
from .machine import WARP_SIZE, Simulator, rule
from .shared import check_read, check_write


@rule("shfl")
def run_shfl(sim: Simulator, op):
    """As CUDA's ``__shfl_*_sync`` with a full mask: lanes form segments of ``width``;
    a source lane past the caller's segment (down, xor) or before it (up) gives the
    caller its own value; idx reads lane ``offset % width`` of the segment."""
    sim.full_warps("shfl")
    value = np.asarray(sim.get(op.value))
    if value.ndim == 0:  # every lane holds the same value: any source returns it
        sim.set(op.result, value)
        return
    off = sim.per_thread(np.asarray(sim.get(op.offset), dtype=np.int64))
    t = np.arange(sim.T, dtype=np.int64)
    lane = t % WARP_SIZE
    w = op.width
    seg = lane - lane % w
    if op.mode == "xor":
        src = lane ^ off
        ok = (src >= 0) & (src < seg + w)
    elif op.mode == "down":
        src = lane + off
        ok = (src >= seg) & (src < seg + w)
    elif op.mode == "up":
        src = lane - off
        ok = (src >= seg) & (src < seg + w)
    else:  # idx
        src = seg + off % w
        ok = np.ones_like(src, dtype=bool)
    source = np.where(ok, t - lane + src, t)
    sim.set(op.result, value[source])


def _registers(sim: Simulator, buf, offset_value, lanes: np.ndarray, regs: np.ndarray, what: str):
    """Register indices ``offset + regs`` of the threads ``lanes`` (same shapes), checked."""
    off = sim.per_thread(np.asarray(sim.get(offset_value), dtype=np.int64))[lanes]
    idx = off + regs
    n = buf.values.shape[1]
    if idx.size and (idx.min() < 0 or idx.max() >= n):
        bad = int(idx.max()) if idx.max() >= n else int(idx.min())
        sim.fail(f"{sim.op.name} uses register {bad} of {what} {buf.name}, which has {n}")
    return idx


@rule("ldmatrix")
def run_ldmatrix(sim: Simulator, op):
    warps = sim.full_warps("ldmatrix")
    if warps.size == 0:
        return
    src, dst = sim.get(op.src), sim.get(op.dst)
    num = op.num
    # lane m*8 + r of each warp supplies the address of row r of matrix m
    addr_lanes = (warps[:, None] * WARP_SIZE + np.arange(8 * num)).ravel()
    idx = element_indices(sim, addr_lanes, src.shape, op.src_indices, src.name, "ldmatrix row", 8)
    flat = src.flat(idx)
    check_read(sim, src, np.repeat(addr_lanes, 8), flat.ravel(), sim.op_id(op))
    rows = src.values[tuple(idx)].reshape(warps.size, num, 8, 8)  # [warp, matrix, row, col]
    s_t, d_t = ScalarType(src.dtype), ScalarType(op.dst.type.dtype)
    if s_t != d_t:  # ldmatrix moves 16-bit patterns
        rows = from_bits(d_t, to_bits(s_t, rows))
    lane, reg = ldmatrix_map()
    if op.trans:
        lane, reg = lane.T, reg.T
    lanes = np.broadcast_to(warps[:, None, None, None] * WARP_SIZE + lane, rows.shape)
    regs = np.broadcast_to(2 * np.arange(num)[None, :, None, None] + reg, rows.shape)
    dst.values[lanes, _registers(sim, dst, op.dst_offset, lanes, regs, "dst")] = rows


@rule("stmatrix")
def run_stmatrix(sim: Simulator, op):
    """The inverse of ldmatrix: rows from the lanes' register pairs to shared memory."""
    warps = sim.full_warps("stmatrix")
    if warps.size == 0:
        return
    src, dst = sim.get(op.src), sim.get(op.dst)
    num = op.num
    addr_lanes = (warps[:, None] * WARP_SIZE + np.arange(8 * num)).ravel()
    idx = element_indices(sim, addr_lanes, dst.shape, op.dst_indices, dst.name, "stmatrix row", 8)
    flat = dst.flat(idx)
    lane, reg = ldmatrix_map()  # [row, col] of one matrix
    shape = (warps.size, num, 8, 8)
    lanes = np.broadcast_to(warps[:, None, None, None] * WARP_SIZE + lane, shape)
    regs = np.broadcast_to(2 * np.arange(num)[None, :, None, None] + reg, shape)
    rows = src.values[lanes, _registers(sim, src, op.src_offset, lanes, regs, "src")]
    s_t, d_t = ScalarType(op.src.type.dtype), ScalarType(dst.dtype)
    if s_t != d_t:  # stmatrix moves 16-bit patterns
        rows = from_bits(d_t, to_bits(s_t, rows))
    check_write(sim, dst, lanes.reshape(-1), flat.reshape(-1), sim.op_id(op))
    dst.values[tuple(i.reshape(-1) for i in idx)] = rows.reshape(-1)


def _gather(sim: Simulator, buf, offset_value, warps, shape: str, operand: str, what: str):
    """The matrix operand ``operand`` of each warp, from its lanes' registers: (W, rows, cols)."""
    lane, reg = mma_operand_map(shape, operand)
    lanes = warps[:, None, None] * WARP_SIZE + lane
    regs = np.broadcast_to(reg, lanes.shape)
    return buf.values[lanes, _registers(sim, buf, offset_value, lanes, regs, what)], lanes, regs


@rule("mma")
def run_mma(sim: Simulator, op):
    """``C += A @ B`` per warp.  Float inputs: the products and sums are computed
    exactly (float64 holds every f16/bf16 product and these short sums) and rounded
    once to float32, within the hardware's accumulation error.  Integer inputs: exact,
    wrapping to int32."""
    warps = sim.full_warps("mma")
    if warps.size == 0:
        return
    a_buf, b_buf, c_buf = sim.get(op.A), sim.get(op.B), sim.get(op.C)
    a, _, _ = _gather(sim, a_buf, op.a_offset, warps, op.shape, "a", "A")
    b, _, _ = _gather(sim, b_buf, op.b_offset, warps, op.shape, "b", "B")
    c, c_lanes, c_regs = _gather(sim, c_buf, op.c_offset, warps, op.shape, "c", "C")
    wide = np.int64 if MMA_SHAPES[op.shape][1] == "int32" else np.float64
    d = np.matmul(a.astype(wide), b.astype(wide)) + c.astype(wide)
    d = round_to(ScalarType(op.C.type.dtype), d)
    c_buf.values[c_lanes, _registers(sim, c_buf, op.c_offset, c_lanes, c_regs, "C")] = d


@rule("dequant_i4")
def run_dequant_i4(sim: Simulator, op):
    """Element e of the 8 outputs is the nibble ``dequant_nibble_order()[e]`` of ``word``."""
    tids = sim.active_tids()
    dst = sim.get(op.dst)
    word = sim.per_thread(sim.get(op.word))[tids].astype(np.int64)
    nibbles = (word[:, None] >> (4 * dequant_nibble_order())) & 0xF
    if op.signed:
        nibbles = np.where(nibbles >= 8, nibbles - 16, nibbles)
    values = round_to(ScalarType(op.dst.type.dtype), nibbles)  # |v| <= 15: exact in f16/bf16
    lanes = np.broadcast_to(tids[:, None], values.shape)
    regs = np.broadcast_to(np.arange(8), values.shape)
    dst.values[lanes, _registers(sim, dst, op.dst_offset, lanes, regs, "dst")] = values
