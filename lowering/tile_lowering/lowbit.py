"""Reading and writing one element of packed low-bit memory as byte-level IR.

A global tensor or shared buffer of a b-bit dtype (b < 8) holds packed bytes
(``ir/ops/packed.py`` states the storage rule).  Reading element ``[rows..., k]``
(storage coordinates) is

    byte  = k*b // 8,  shift = (k*b) % 8
    w     = packed_load [rows..., byte] : uint8        (b | 8: the element is in one byte)
          | lo | hi << 8 with hi the next byte          (b = 3, 5, 6, 7 may straddle two;
                                                          the next byte index is clamped
                                                          to the row, its bits unused then)
    code  = (w >> shift) & (2**b - 1)                   int32 arithmetic
    value = integer formats: ((code ^ 2**(b-1)) - 2**(b-1) if signed) - offset, cast
            float / table formats: decode_lut code (the format's exact decode table)

Writing is a read-modify-write of the byte(s) holding the element: clear the b bits,
or in the code (integers: ``(value + offset) & mask``; floats / tables:
``encode_lut``).  Two threads doing that on one byte race, so the callers choose
mappings where each thread owns whole bytes (``chunk_elements``).
"""

from __future__ import annotations

import math

from tilelang.dtypes import int32

from ..ir import ops as O
from ..ir.core import Value
from ..ir.ops.packed import is_packed
from ..ir.types import BOOL, INDEX, ScalarType, TensorType

INT32 = ScalarType(int32)

__all__ = ["chunk_elements", "is_packed", "read_element", "write_element", "read_code", "decode", "encode",
           "storage_shape", "whole_byte_rows"]


def chunk_elements(bits: int) -> int:
    """Elements of a b-bit dtype that fill whole bytes (2 for int4, 8 for a 3-bit format)."""
    return 1 if bits >= 8 else math.lcm(bits, 8) // bits


def _emit(ctx, cls, t, result: Value | None, **fields) -> Value:
    """A single-result op; its result is ``result`` when given (an SSA value kept)."""
    if result is None:
        return ctx.b.value(cls, t, **fields)
    ctx.b.region.append(cls(results=[result], loc=ctx.b.loc, **fields))
    return result


def i32(ctx, x) -> Value:
    """An int32 value of an index (``Ix``, int or index value)."""
    x = ctx.ix(x)
    if not isinstance(x.v, Value):
        return ctx.b.value(O.ConstOp, INT32, value=int(x.v))
    return ctx.b.value(O.CastOp, INT32, value=x.v)


def _bin(ctx, cls, a: Value, b) -> Value:
    return ctx.b.value(cls, INT32, lhs=a, rhs=b if isinstance(b, Value) else i32(ctx, b))


def byte_position(ctx, col, bits: int):
    """(byte, bit shift) of element ``col`` of a row, as ``Ix`` (folded when static)."""
    col = ctx.ix(col)
    if 8 % bits == 0:
        per = 8 // bits
        return col // per, (col % per) * bits
    bit = col * bits
    return bit // 8, bit % 8


def whole_byte_rows(shape, bits: int) -> tuple:
    """A packed buffer's storage shape: rows padded to whole bytes (never read there)."""
    if bits >= 8:
        return tuple(shape)
    ce = chunk_elements(bits)
    return tuple(shape[:-1]) + (-(-shape[-1] // ce) * ce,)


def storage_shape(ctx, mem) -> tuple:
    """The storage shape of a memory (a shared buffer's layout applied, packed rows padded)."""
    if isinstance(mem.type, TensorType):
        return tuple(mem.type.shape)
    layout = ctx.shared.get(mem)
    shape = tuple(layout.storage_shape) if layout is not None else tuple(mem.type.shape)
    return whole_byte_rows(shape, mem.type.dtype.bits)


def row_bytes(ctx, mem):
    d = storage_shape(ctx, mem)[-1]
    n = ctx.ix(ctx.symbol(d)) if isinstance(d, str) else ctx.ix(d)
    return n * mem.type.dtype.bits // 8


def _byte(ctx, mem, rows, byte) -> Value:
    b = ctx.b.value(O.PackedLoadOp, ScalarType(_uint8()), source=mem, indices=rows + [ctx.ix(byte).value()])
    return ctx.b.value(O.CastOp, INT32, value=b)


def read_code(ctx, mem, idx) -> Value:
    """The b-bit code (int32 in [0, 2**b)) of element ``idx`` (storage coordinates)."""
    bits = mem.type.dtype.bits
    rows = [ctx.ix(i).value() for i in idx[:-1]]
    byte, shift = byte_position(ctx, idx[-1], bits)
    w = _byte(ctx, mem, rows, byte)
    if 8 % bits:
        last = row_bytes(ctx, mem) - 1
        nxt = byte + 1
        if isinstance(nxt.v, Value) or isinstance(last.v, Value):
            nxt = ctx.ix(ctx.b.value(O.MinOp, INDEX, lhs=nxt.value(), rhs=last.value()))
        else:
            nxt = ctx.ix(min(nxt.v, last.v))
        hi = _bin(ctx, O.ShlOp, _byte(ctx, mem, rows, nxt), 8)
        w = _bin(ctx, O.OrOp, w, hi)
    if isinstance(shift.v, Value) or shift.v != 0:
        w = _bin(ctx, O.ShrOp, w, shift)
    return _bin(ctx, O.AndOp, w, (1 << bits) - 1)


def decode(ctx, code: Value, dtype, result: Value | None = None) -> Value:
    """The value of a code (int32) in ``dtype``."""
    t = ScalarType(dtype)
    if dtype.is_int:
        raw = code
        if dtype.is_signed:
            half = 1 << (dtype.bits - 1)
            raw = _bin(ctx, O.SubOp, _bin(ctx, O.XorOp, raw, half), half)
        if dtype.offset:
            raw = _bin(ctx, O.SubOp, raw, dtype.offset)
        return _emit(ctx, O.CastOp, t, result, value=raw)
    return _emit(ctx, O.DecodeLutOp, t, result, code=code)


def encode(ctx, value: Value, dtype) -> Value:
    """The code (int32 in [0, 2**b)) of a register value of ``dtype``."""
    if dtype.is_int:
        v = ctx.b.value(O.CastOp, INT32, value=value)
        if dtype.offset:
            v = _bin(ctx, O.AddOp, v, dtype.offset)
        return _bin(ctx, O.AndOp, v, (1 << dtype.bits) - 1)
    return ctx.b.value(O.EncodeLutOp, INT32, value=value)


def read_element(ctx, mem, idx, result: Value | None = None) -> Value:
    """Element ``mem[idx]`` (storage coordinates) decoded to its dtype."""
    return decode(ctx, read_code(ctx, mem, idx), mem.type.dtype, result)


def _update_byte(ctx, mem, rows, byte, code_shifted: Value, mask_shifted: Value) -> None:
    """byte = (byte & ~mask) | code: the bits of one element in one byte."""
    old = _byte(ctx, mem, rows, byte)
    kept = _bin(ctx, O.AndOp, old, ctx.b.value(O.NotOp, INT32, value=mask_shifted))
    new = _bin(ctx, O.AndOp, _bin(ctx, O.OrOp, kept, code_shifted), 0xFF)
    b = ctx.b.value(O.CastOp, ScalarType(_uint8()), value=new)
    ctx.b.op(O.PackedStoreOp, dest=mem, indices=rows + [ctx.ix(byte).value()], value=b)


def write_code(ctx, mem, idx, code: Value) -> None:
    """Read-modify-write the byte(s) of element ``idx`` to hold ``code``."""
    bits = mem.type.dtype.bits
    rows = [ctx.ix(i).value() for i in idx[:-1]]
    byte, shift = byte_position(ctx, idx[-1], bits)
    mask = (1 << bits) - 1
    sh = i32(ctx, shift)
    _update_byte(ctx, mem, rows, byte, _bin(ctx, O.ShlOp, code, sh), _bin(ctx, O.ShlOp, i32(ctx, mask), sh))
    if 8 % bits == 0 or (not isinstance(shift.v, Value) and shift.v + bits <= 8):
        return
    # the element may spill into the next byte: only then is that byte touched
    spill = None
    if isinstance(shift.v, Value):
        spill = ctx.b.value(O.GtOp, BOOL, lhs=(shift + bits).value(), rhs=ctx.const(8))
    with ctx.when(spill):
        down = _bin(ctx, O.SubOp, i32(ctx, 8), sh)
        _update_byte(ctx, mem, rows, byte + 1, _bin(ctx, O.ShrOp, code, down),
                     _bin(ctx, O.ShrOp, i32(ctx, mask), down))


def write_element(ctx, mem, idx, value: Value) -> None:
    """``mem[idx] = value`` (storage coordinates; ``value`` of the memory's dtype)."""
    write_code(ctx, mem, idx, encode(ctx, value, mem.type.dtype))


def is_packed_global(mem) -> bool:
    return isinstance(mem.type, TensorType) and is_packed(mem)


def _uint8():
    from tilelang.dtypes import uint8

    return uint8
