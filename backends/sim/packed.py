"""Packed low-bit memory: global tensors and shared buffers of sub-byte dtypes hold bytes.

A global tensor of a b-bit dtype (b < 8) is the caller's packed storage itself
(a uint8 view, written in place: no decode on entry, no encode on exit); a shared
buffer is ``numel * b / 8`` bytes (``SharedBuffer`` with ``packed``).  Both expose
``values`` as the byte array of the storage shape (the last dim in bytes), so
cp.async moves bytes.  Thread-level code touches them only through
``packed_load`` / ``packed_store`` (``lowering/ir/ops/packed.py`` states the
semantics); element ``load``/``store`` of packed memory is refused, so a lowering
path that forgets the byte-level code shows up as an error, not as a silently
"decoded" read.

Races: shared bytes are race-checked like any shared element.  Global packed bytes
remember their last writer; a write by another thread of another block, or of
the same block in the same barrier epoch, is reported (the read-modify-write of a
sub-byte element by two threads is a lost update on the GPU).
"""

from __future__ import annotations

import numpy as np
from tilelang.lowering.ir.ops.packed import WORD_DTYPES, is_packed, word_bytes
from tilelang.lowering.ir.types import TensorType, VectorType

from .addressing import element_indices, kind_of
from .machine import Simulator, rule
from . import banks
from .shared import NONE, check_read, check_write

UNWRITTEN = 0xA5  # what never-written shared bytes hold: garbage that shows in results


def packed_shape(shape, bits: int) -> tuple:
    """The byte shape of a packed memory of logical (storage) shape ``shape``."""
    return tuple(shape[:-1]) + (shape[-1] * bits // 8,)


class PackedGlobal:
    """A global tensor's packed bytes (a view of the caller's storage), with writers."""

    host = None  # nothing to write back: the bytes are the caller's

    def __init__(self, name: str, dtype, storage: np.ndarray, shape):
        self.name = name
        self.dtype = dtype
        self.values = storage.reshape(packed_shape(shape, dtype.bits))
        n = self.values.size
        self.w_writer = np.full(n, NONE, np.int64)   # block serial * 2**32 + thread
        self.w_epoch = np.full(n, -1, np.int64)
        self.w_op = np.full(n, -1, np.int64)

    @property
    def shape(self):
        return self.values.shape

    def flat(self, idx) -> np.ndarray:
        return np.ravel_multi_index(tuple(idx), self.shape)

    def element(self, flat: int) -> str:
        return f"{self.name}{[int(i) for i in np.unravel_index(int(flat), self.shape)]}"


def load_tensor(name: str, dtype, host, logical_shape):
    """The simulator's view of a kernel argument: packed bytes for sub-byte dtypes,
    the interpreter's values otherwise."""
    from tilelang.backends.interp.memory import _storage_numpy
    from tilelang.backends.interp.memory import load_tensor as load_values

    if dtype.bits >= 8:
        return load_values(name, dtype, host, logical_shape)
    storage = _storage_numpy(host).view(np.uint8)
    return PackedGlobal(name, dtype, storage, logical_shape)


def refuse_element_access(sim: Simulator, op, mem_value) -> None:
    """Element loads and stores of packed memory do not exist at thread level."""
    if is_packed(mem_value):
        where = "global tensor" if isinstance(mem_value.type, TensorType) else "shared buffer"
        sim.fail(f"'{op.name}' of a {mem_value.type.dtype} element of the packed {where} "
                 f"{mem_value.name or '?'}: thread-level code accesses packed memory in bytes "
                 f"(packed_load / packed_store)")


def _byte_access(sim: Simulator, op, mem_value, index_values, width: int, what: str):
    mem = sim.get(mem_value)
    tids = sim.active_tids()
    idx = element_indices(sim, tids, mem.shape, index_values, mem.name, what, width)
    flat = mem.flat(idx)  # (n, width)
    bad = np.flatnonzero(flat[:, 0] % width) if width > 1 else np.zeros(0, np.int64)
    if bad.size:
        i = int(bad[0])
        sim.fail(f"misaligned {what} of {width} bytes at byte {int(flat[i, 0])} of {mem.name} by thread "
                 f"{int(tids[i])} (a {width}-byte access needs a byte offset that is a multiple of {width})")
    return mem, tids, idx, flat


def _threads_of(tids, flat):
    return np.repeat(tids, flat.shape[1])


@rule("packed_load")
def run_packed_load(sim: Simulator, op):
    width = word_bytes(op.result.type)
    mem, tids, idx, flat = _byte_access(sim, op, op.source, op.indices, width, "packed_load")
    if kind_of(op.source) == "shared":
        check_read(sim, mem, _threads_of(tids, flat), flat.ravel(), sim.op_id(op))
        banks.record(sim, op, mem, flat, _threads_of(tids, flat))
    data = mem.values[tuple(idx)]
    dt = op.source.type.dtype
    if not is_packed(op.source) and not dt.is_int:  # an 8-bit float format's values: their codes are the bytes
        data = dt.encode(np.asarray(data, dtype=np.float64))
    data = np.asarray(data).astype(np.int64).astype(np.uint64) & np.uint64(0xFF)  # (n, width) bytes (int8 too)
    npdt = np.dtype(op.result.type.dtype.name)
    if isinstance(op.result.type, VectorType):  # consecutive uint32 words, lane i at byte 4 i
        lanes = op.result.type.lanes
        words = (data.reshape(-1, lanes, 4) << (8 * np.arange(4, dtype=np.uint64))).sum(axis=2)
        out = np.zeros((sim.T, lanes), dtype=npdt)
        out[tids] = words.astype(npdt)
    else:
        word = (data << (8 * np.arange(width, dtype=np.uint64))).sum(axis=1)
        out = np.zeros(sim.T, dtype=npdt)
        out[tids] = word.astype(npdt)
    sim.set(op.result, out)


@rule("packed_store")
def run_packed_store(sim: Simulator, op):
    width = WORD_DTYPES[op.value.type.dtype.name]
    mem, tids, idx, flat = _byte_access(sim, op, op.dest, op.indices, width, "packed_store")
    word = sim.per_thread(np.asarray(sim.get(op.value))).astype(np.uint64)[tids]
    data = ((word[:, None] >> (8 * np.arange(width, dtype=np.uint64))) & np.uint64(0xFF)).astype(np.uint8)
    kind = kind_of(op.dest)
    if kind == "shared":
        check_write(sim, mem, _threads_of(tids, flat), flat.ravel(), sim.op_id(op))
        banks.record(sim, op, mem, flat, _threads_of(tids, flat))
    else:
        _check_global_write(sim, mem, _threads_of(tids, flat), flat.ravel(), sim.op_id(op))
    mem.values[tuple(idx)] = data


def _check_global_write(sim: Simulator, mem: PackedGlobal, tids, flat, op_id: int) -> None:
    writer = sim.blocks_started * (1 << 32) + tids
    order = np.lexsort((writer, flat))
    f, w = flat[order], writer[order]
    same = np.flatnonzero((f[1:] == f[:-1]) & (w[1:] != w[:-1]))
    if same.size:
        i = same[0]
        _global_race(sim, mem, int(f[i]), int(w[i]), op_id, int(w[i + 1]), op_id)
    prev = mem.w_writer[f]
    prev_block = prev >> 32
    conflict = (prev != NONE) & (prev != w) & ((prev_block != sim.blocks_started) | (mem.w_epoch[f] == sim.epoch))
    bad = np.flatnonzero(conflict)
    if bad.size:
        i = bad[0]
        _global_race(sim, mem, int(f[i]), int(prev[i]), int(mem.w_op[f[i]]), int(w[i]), op_id)
    mem.w_writer[f] = w
    mem.w_epoch[f] = sim.epoch
    mem.w_op[f] = op_id


def _global_race(sim, mem, addr, w1, op1, w2, op2):
    def who(w):
        return f"thread {w & 0xFFFFFFFF} of block #{w >> 32}"
    sim.fail(f"data race on the packed global byte {mem.element(addr)} of {mem.dtype} elements: written by "
             f"{who(w1)} at {sim.where(op1)} and by {who(w2)} at {sim.where(op2)} (two threads updating "
             f"elements of one byte lose one update; give each thread whole bytes)")


@rule("decode_lut")
def run_decode_lut(sim: Simulator, op):
    dt = op.result.type.dtype
    code = np.asarray(sim.get(op.code)).astype(np.int64)
    size = 1 << dt.bits
    bad = (code < 0) | (code >= size)
    active = sim.active() if code.ndim else np.ones((), bool)
    if np.any(bad & active):
        sim.fail(f"decode_lut: code {int(code[bad & active].flat[0])} is outside 0..{size - 1} of {dt}")
    table = dt.decode_table().astype(np.float32)  # every entry of a <= 8-bit format is a float32
    sim.set(op.result, table[np.where(bad, 0, code)])


@rule("encode_lut")
def run_encode_lut(sim: Simulator, op):
    dt = op.value.type.dtype
    x = np.asarray(sim.get(op.value), dtype=np.float64)
    nan = np.isnan(x)
    active = sim.active() if x.ndim else np.ones((), bool)
    if not dt.has_nan and np.any(nan & active):
        sim.fail(f"encode_lut of NaN: {dt} has no NaN code")
    # inactive threads' placeholders may be NaN: any code will do for them
    codes = dt.encode(x if dt.has_nan else np.where(nan, 0.0, x))
    sim.set(op.result, (np.asarray(codes).astype(np.int64) & ((1 << dt.bits) - 1)).astype(np.int32))


def packed_values(buf) -> np.ndarray:
    """Decoded values of a packed memory's bytes (for T.print)."""
    from tilelang.quant import unpack

    codes = unpack(np.ascontiguousarray(buf.values), buf.dtype)
    return buf.dtype.decode(np.asarray(codes).astype(np.int64))


__all__ = ["PackedGlobal", "UNWRITTEN", "load_tensor", "packed_shape", "refuse_element_access"]
