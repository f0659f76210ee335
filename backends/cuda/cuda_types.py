"""How IR types and constants are spelled in CUDA C++.

Register values of sub-byte formats are held decoded: integer formats as ``int``,
float and lookup-table formats as ``float``.  In memory they stay packed bytes.
Index arithmetic is 32-bit ``int``; the runtime refuses tensors whose element
count does not fit (see ``launch.py``).
"""

from __future__ import annotations

import math

from tilelang.errors import TileLangError
from tilelang.lowering.ir.types import BufferType, IndexType, ScalarType, TensorType, VectorType

_STANDARD = {
    "bool": "bool", "int8": "signed char", "uint8": "unsigned char", "int16": "short",
    "uint16": "unsigned short", "int32": "int", "uint32": "unsigned", "int64": "long long",
    "uint64": "unsigned long long", "float16": "half", "bfloat16": "bfloat16_t", "float32": "float",
    "float64": "double",
}


def scalar_ctype(dt) -> str:
    """The C type of a register value of dtype ``dt``."""
    if dt.name in _STANDARD:
        return _STANDARD[dt.name]
    if dt.bits <= 8 and dt.is_int:
        return "int"
    if dt.bits <= 8:  # float8, fp4, nf4, user lookup tables: decoded values
        return "float"
    raise TileLangError(f"the CUDA backend has no register type for dtype {dt.name}")


def value_ctype(t) -> str:
    """The C type of an SSA value of IR type ``t``."""
    if isinstance(t, IndexType):
        return "int"
    if isinstance(t, ScalarType):
        return scalar_ctype(t.dtype)
    if isinstance(t, VectorType):
        return f"tl::vec<{scalar_ctype(t.dtype)}, {t.lanes}>"
    raise TileLangError(f"the CUDA backend has no value type for {t}")


def is_packed(dt) -> bool:
    """Elements stored as codes in bytes rather than as C values."""
    return dt.name not in _STANDARD


def storage_ctype(dt) -> str:
    """The element type of a pointer to memory holding ``dt`` elements."""
    return "unsigned char" if is_packed(dt) else _STANDARD[dt.name]


def storage_bytes(t) -> int:
    """Bytes of a static buffer (sub-byte elements packed)."""
    assert isinstance(t, BufferType)
    return (t.numel * t.dtype.bits + 7) // 8


def literal(value, t) -> str:
    """A C expression for constant ``value`` of type ``t``."""
    if isinstance(t, IndexType):
        return str(int(value))
    dt = t.dtype
    c = value_ctype(t)
    if dt.is_bool:
        return "true" if value else "false"
    if dt.is_int and c != "float":
        v = int(value)
        if dt.bits == 64:
            return f"{v}LL" if dt.is_signed else f"{v}ULL"
        if c == "unsigned":
            return f"{v}u"
        if v == -2**31:
            return "(-2147483647 - 1)"
        return str(v) if c == "int" else f"({c}){v}"
    f = float(value)
    if math.isnan(f):
        body = "__int_as_float(0x7fc00000)"
    elif math.isinf(f):
        body = "__int_as_float(0x7f800000)" if f > 0 else "__int_as_float(0xff800000)"
    elif c == "double":
        return repr(f)
    else:
        body = f"{f!r}f"
    if c == "double":
        return f"(double){body}"
    if c in ("half", "bfloat16_t"):
        return f"tl::from_f<{c}>({body})"
    return body


def is_vector(t) -> bool:
    return isinstance(t, VectorType)


def is_tensor(t) -> bool:
    return isinstance(t, TensorType)
