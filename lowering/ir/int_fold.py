"""Constant folding of integer scalar ops in plain Python, without numpy.

``simplify`` folds mostly index arithmetic; computing it through ``scalar_semantics``
(numpy, so that every type rounds as the GPU does) would make every compile import
numpy, which takes longer than the whole pass pipeline.  For an integer type that
numpy holds natively (``index`` and int8 ... uint64), Python's exact integers give the
same answer whenever the operands and the exact result lie within the type's range and
the operation is defined there: ``//`` and ``%`` are floor operations in both, ``div``
and ``rem`` truncate as C does, and the bitwise operators act on two's complement.
Booleans fold as Python's ``and``, ``or``, ``xor``, ``==``, ``!=`` and ``not``.
Everything else -- a result that would wrap, a shift by the width or more, division by
zero, low-bit and float types -- returns None: the caller then folds through
``scalar_semantics`` as before, so the answer never depends on which path ran.
"""

from __future__ import annotations

import operator

from .types import IndexType, ScalarType

_STANDARD_INTS = {"int8", "int16", "int32", "int64", "uint8", "uint16", "uint32", "uint64"}


def int_range(t) -> tuple[int, int] | None:
    """(lowest, highest) value of integer type ``t`` when numpy holds it natively, else None."""
    if isinstance(t, IndexType):
        return -(1 << 63), (1 << 63) - 1  # index values compute in int64 (values.numpy_dtype_of)
    if isinstance(t, ScalarType) and t.dtype.name in _STANDARD_INTS:
        bits = t.dtype.bits
        if t.dtype.is_signed:
            return -(1 << (bits - 1)), (1 << (bits - 1)) - 1
        return 0, (1 << bits) - 1
    return None


def _width(t) -> int:
    return 64 if isinstance(t, IndexType) else t.dtype.bits


def _trunc_div(a: int, b: int) -> int:
    q = abs(a) // abs(b)
    return -q if (a < 0) != (b < 0) else q


_BINARY = {
    "add": operator.add, "sub": operator.sub, "mul": operator.mul,
    "floordiv": operator.floordiv, "floormod": operator.mod,
    "div": _trunc_div, "rem": lambda a, b: a - b * _trunc_div(a, b),
    "min": min, "minimum": min, "max": max, "maximum": max,
    "and": operator.and_, "or": operator.or_, "xor": operator.xor,
}
_COMPARE = {"eq": operator.eq, "ne": operator.ne, "lt": operator.lt, "le": operator.le,
            "gt": operator.gt, "ge": operator.ge}
_DIVIDES = ("floordiv", "floormod", "div", "rem")


def _is_bool(t) -> bool:
    return isinstance(t, ScalarType) and t.dtype.is_bool


_BOOL = {"and": operator.and_, "or": operator.or_, "xor": operator.xor, "eq": operator.eq,
         "ne": operator.ne}


def fold(name: str, result_type, operand_types, values) -> int | bool | None:
    """The folded value of integer op ``name`` on constant ``values``, or None when this
    path does not decide it (see the module's docstring)."""
    if values and all(_is_bool(t) and type(v) is bool for t, v in zip(operand_types, values)):
        if name in _BOOL and len(values) == 2:
            return _BOOL[name](*values)
        return not values[0] if name == "not" and len(values) == 1 else None
    ranges = [int_range(t) for t in operand_types]
    if not values or any(r is None for r in ranges) or any(type(v) is not int for v in values):
        return None
    if any(not lo <= v <= hi for v, (lo, hi) in zip(values, ranges)):
        return None
    if name in _COMPARE and len(values) == 2:
        return _COMPARE[name](values[0], values[1])
    out_range = int_range(result_type)
    if out_range is None:
        return None
    if name in _BINARY and len(values) == 2:
        a, b = values
        # numpy's truncating division takes |a| and |b|, which wrap at the lowest value
        if name in _DIVIDES and (b == 0 or -a > ranges[0][1] or -b > ranges[1][1]):
            return None
        out = _BINARY[name](a, b)
    elif name in ("shl", "shr") and len(values) == 2:
        a, b = values
        if not 0 <= b < _width(operand_types[0]):
            return None
        out = a << b if name == "shl" else a >> b
    elif name in ("neg", "abs") and len(values) == 1:
        out = -values[0] if name == "neg" else abs(values[0])
    elif name == "cast" and len(values) == 1:
        out = values[0]
    else:
        return None
    lo, hi = out_range
    return out if lo <= out <= hi else None
