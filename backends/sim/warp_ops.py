"""Warp-collective ops (shfl, ldmatrix, stmatrix, mma) and the per-thread word decodes
(dequant_i4, dequant_word).

Semantics as the docstrings of ``lowering/ir/ops/thread.py`` (ShuffleOp) and
``lowering/ir/ops/warp.py`` state them; the lane/register maps come from the
layout objects (``fragments.py``).  A warp-collective op runs for the warps whose
32 lanes are all active and is an error in a warp that is only partly active.
Register operands are local buffers: ``values[thread, register]``.
"""

from __future__ import annotations

import numpy as np
from tilelang.lowering.ir.values import from_bits, round_to, to_bits
from tilelang.lowering.ir.ops.warp import MMA_SHAPES
from tilelang.lowering.ir.types import ScalarType

from . import registers
from .addressing import element_indices
from .fragments import dequant_nibble_order, ldmatrix_map, mma_operand_map
from .machine import WARP_SIZE, Simulator, rule
from . import banks
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


def _matrix_rows(sim: Simulator, op, mem, indices, regs_buf, offset, trans: bool):
    """What ldmatrix and stmatrix share: for the full warps, the shared element indices of
    each 8x8 matrix's rows (lane m*8 + r supplies the address of row r of matrix m) and
    the (lane, register) holding each element, all shaped [warp, matrix, row, col];
    None when no warp executes the op."""
    warps = sim.full_warps(op.name)
    if warps.size == 0:
        return None
    addr_lanes = (warps[:, None] * WARP_SIZE + np.arange(8 * op.num)).ravel()
    idx = element_indices(sim, addr_lanes, mem.shape, indices, mem.name, f"{op.name} row", 8)
    shape = (warps.size, op.num, 8, 8)
    lane, reg = ldmatrix_map()
    if trans:
        lane, reg = lane.T, reg.T
    lanes = np.broadcast_to(warps[:, None, None, None] * WARP_SIZE + lane, shape)
    regs = np.broadcast_to(2 * np.arange(op.num)[None, :, None, None] + reg, shape)
    regs = _registers(sim, regs_buf, offset, lanes, regs, "dst" if op.name == "ldmatrix" else "src")
    return [i.reshape(shape) for i in idx], lanes, regs, np.repeat(addr_lanes, 8)


def _as(rows, s_t, d_t):
    return from_bits(d_t, to_bits(s_t, rows)) if s_t != d_t else rows  # the ops move 16-bit patterns


@rule("ldmatrix")
def run_ldmatrix(sim: Simulator, op):
    src, dst = sim.get(op.src), sim.get(op.dst)
    found = _matrix_rows(sim, op, src, op.src_indices, dst, op.dst_offset, op.trans)
    if found is None:
        return
    idx, lanes, regs, readers = found
    check_read(sim, src, readers, src.flat(idx).ravel(), sim.op_id(op))
    banks.record(sim, op, src, src.flat(idx), readers)  # (a lane's row: 16 bytes, phases of 8 rows)
    if sim.watched:
        registers.access(sim, dst, (lanes, regs), True, op)
    dst.values[lanes, regs] = _as(src.values[tuple(idx)], ScalarType(src.dtype), ScalarType(op.dst.type.dtype))


@rule("stmatrix")
def run_stmatrix(sim: Simulator, op):
    """The inverse of ldmatrix: rows from the lanes' register pairs to shared memory."""
    src, dst = sim.get(op.src), sim.get(op.dst)
    found = _matrix_rows(sim, op, dst, op.dst_indices, src, op.src_offset, False)
    if found is None:
        return
    idx, lanes, regs, writers = found
    if sim.watched:
        registers.access(sim, src, (lanes, regs), False, op)
    check_write(sim, dst, lanes.reshape(-1), dst.flat(idx).reshape(-1), sim.op_id(op))
    banks.record(sim, op, dst, dst.flat(idx), writers)  # (by the lanes that give the row addresses)
    dst.values[tuple(idx)] = _as(src.values[lanes, regs], ScalarType(op.src.type.dtype), ScalarType(dst.dtype))


def _gather(sim: Simulator, buf, offset_value, warps, shape: str, operand: str, what: str):
    """The matrix operand ``operand`` of each warp, from its lanes' registers: (W, rows, cols)."""
    lane, reg = mma_operand_map(shape, operand)
    lanes = warps[:, None, None] * WARP_SIZE + lane
    regs = np.broadcast_to(reg, lanes.shape)
    at = _registers(sim, buf, offset_value, lanes, regs, what)
    if sim.watched:  # (C is read here and written after: a read is what an in-flight wgmma forbids first)
        registers.access(sim, buf, (lanes, at), False, sim.op)
    return buf.values[lanes, at], lanes, regs


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
    at = _registers(sim, c_buf, op.c_offset, c_lanes, c_regs, "C")
    if sim.watched:
        registers.access(sim, c_buf, (c_lanes, at), True, op)
    c_buf.values[c_lanes, at] = d


@rule("dequant_i4")
def run_dequant_i4(sim: Simulator, op):
    """Element e of the 8 outputs is the nibble ``dequant_nibble_order()[e]`` of ``word``."""
    tids = sim.active_tids()
    dst = sim.get(op.dst)
    word = sim.per_thread(sim.get(op.word))[tids].astype(np.int64)
    nibbles = (word[:, None] >> (4 * dequant_nibble_order())) & 0xF
    if op.signed:
        nibbles = np.where(nibbles >= 8, nibbles - 16, nibbles)
    _write_decoded(sim, op, dst, tids, round_to(ScalarType(op.dst.type.dtype), nibbles))  # |v| <= 15: exact


@rule("dequant_word")
def run_dequant_word(sim: Simulator, op):
    """The word's 32 / b codes (a bit-plane format: the codes of its words, one of each
    plane), decoded by the format's plan (lowering/word_decode.py), whose numpy
    execution is bit for bit the CUDA instruction sequence."""
    from tilelang.dtypes import get_dtype
    from tilelang.lowering.word_decode import plan_for_words, values

    tids = sim.active_tids()
    decode = plan_for_words(get_dtype(op.format), op.dst.type.dtype.name, 1 + len(op.planes), op.convert, op.raw)
    words = [sim.per_thread(sim.get(w))[tids].astype(np.int64) for w in (op.word, *op.planes)]
    word = words[0] if len(words) == 1 else np.stack(words, axis=-1)
    decoded = values(decode, word) if op.table is None else _looked_up(sim, op, tids, word)
    _write_decoded(sim, op, sim.get(op.dst), tids, round_to(ScalarType(op.dst.type.dtype), decoded))


def _looked_up(sim: Simulator, op, tids, word):
    """The word's pairs read from the shared pair table, each lane's own copy -- race-checked
    and counted by the bank model like any shared load."""
    from tilelang.lowering.pair_table import LANES, pair_entries, table_values

    from .memory_ops import _read

    at = pair_entries(word) * LANES + (tids % WARP_SIZE)[:, None]
    table = sim.get(op.table)  # (a 32-bit load a pair: four warp requests, as the GPU makes them)
    pairs = np.stack([_read(sim, op, table, "shared", tids, [at[:, p]]) for p in range(at.shape[1])], axis=-1)
    return table_values(pairs, op.dst.type.dtype.name)


@rule("fill_pair_table")
def run_fill_pair_table(sim: Simulator, op):
    """Work item i (thread ``tid``'s: ``tid``, ``tid + threads``, ...) writes entries
    4 (i >> 3) .. + 3 for lanes 4 (i & 7) .. + 3, as the CUDA loop does."""
    from tilelang.dtypes import get_dtype
    from tilelang.lowering.pair_table import ENTRIES, LANES, pair_table

    from .memory_ops import _write

    tids = sim.active_tids()
    table = pair_table(get_dtype(op.format), op.dtype)
    items = ENTRIES // 4 * (LANES // 4)
    tid = sim.per_thread(sim.get(op.tid))[tids].astype(np.int64)
    for r in range(-(-items // op.threads)):
        i = tid + r * op.threads
        mine = i < items
        if not mine.any():
            continue
        i = i[mine]
        entry = (4 * (i >> 3))[:, None] + np.arange(4)[None, :]  # (items, 4)
        at = (entry * LANES + 4 * (i & 7)[:, None])[:, :, None] + np.arange(4)  # (items, 4 entries, 4 lanes)
        _write(sim, op, sim.get(op.table), "shared", tids[mine], [at.reshape(len(i), 16)],
               table[entry].repeat(4, axis=1))


def _write_decoded(sim: Simulator, op, dst, tids, values) -> None:
    """Thread ``tids[i]``'s decoded values ``values[i]`` into ``dst`` from ``op.dst_offset`` on."""
    lanes = np.broadcast_to(tids[:, None], values.shape)
    regs = np.broadcast_to(np.arange(values.shape[1]), values.shape)
    at = _registers(sim, dst, op.dst_offset, lanes, regs, "dst")
    if sim.watched:
        registers.access(sim, dst, (lanes, at), True, op)
    dst.values[lanes, at] = values
