"""Types of runtime values: C-like promotion, literals, and implicit conversions.

The rules (the frontend's contract, also in the language docs):

* ``index`` is the type of loop variables, block/thread indices and symbolic dims.
  It behaves like a literal-friendly 32-bit int: ``index op index`` is index;
  with a (promoted) integer type it takes that type; with a float it takes the float.
* Integer promotion, as in C: bool, every integer dtype narrower than 32 bits
  (int8, uint16, int4, user integer formats ...) computes as ``int32``.  So a
  uint8 element shifted by an index computes in int32.
* Two integer types: the wider wins; at equal width unsigned wins (C's usual
  arithmetic conversions).  Integer with float: the float type.  Two floats:
  the wider; float16 with bfloat16 gives float32.
* Low-bit float and table formats (float8, float4_e2m1fn, nf4, user formats)
  compute as float16 when float16 holds every value of the format exactly,
  else as float32.
* A Python literal adopts the other operand's type (``x * 2`` keeps x's type);
  a float literal with an integer operand makes the operation float32.
* A float literal rounds to the nearest value of a float type, as in C
  (``x * 0.1``, ``H[i] = 1.4426950408889634``); a literal beyond the type's
  finite range, a non-integer literal for an integer type, and an integer
  literal outside an integer type's range (``300`` for int8) are errors.
* Implicit conversions (stores, loop-carried and branch values) are allowed only
  when every value of the source type is exactly representable in the target;
  anything else needs ``T.cast`` and is reported at the line.
"""

from __future__ import annotations

import math
import struct
from functools import lru_cache

from tilelang.lazy_import import lazy_module

np = lazy_module("numpy")

from tilelang import dtypes as D
from tilelang.lowering.ir.types import BOOL, INDEX, IndexType, ScalarType, Type

INT32, FLOAT16, FLOAT32 = ScalarType(D.int32), ScalarType(D.float16), ScalarType(D.float32)


def is_index(t: Type) -> bool:
    return isinstance(t, IndexType)


def is_int(t: Type) -> bool:
    return isinstance(t, ScalarType) and t.dtype.is_int


def is_float(t: Type) -> bool:
    """Floating point or table formats (values that are not integers)."""
    return isinstance(t, ScalarType) and (t.dtype.is_float or t.dtype.is_lut)


def is_boolean(t: Type) -> bool:
    return isinstance(t, ScalarType) and t.dtype.is_bool


@lru_cache(maxsize=None)
def _float16_holds(dt) -> bool:
    values = dt.decode_table()
    values = values[np.isfinite(values)]
    return bool(np.all(values.astype(np.float16).astype(np.float64) == values))


def computation_type(t: Type) -> Type:
    """The type a value computes in (integer promotion, low-bit float widening)."""
    if isinstance(t, IndexType):
        return t
    dt = t.dtype
    if dt.is_bool or (dt.is_int and dt.bits < 32):
        return INT32
    if (dt.is_float or dt.is_lut) and dt.bits <= 8:
        return FLOAT16 if _float16_holds(dt) else FLOAT32
    return t


def _float_rank(dt) -> tuple[int, int]:
    return (dt.bits, 1 if dt.name == "float16" else 0)


def common_type(a: Type, b: Type) -> Type:
    """The type ``a op b`` computes in (both already promoted or not)."""
    a, b = computation_type(a), computation_type(b)
    if a == b:
        return a
    if is_index(a):
        return b
    if is_index(b):
        return a
    fa, fb = is_float(a), is_float(b)
    if fa and fb:
        if {a.dtype.name, b.dtype.name} == {"float16", "bfloat16"}:
            return FLOAT32
        return a if a.dtype.bits > b.dtype.bits else b
    if fa or fb:
        return a if fa else b
    # two integer types, both at least 32 bits now
    if a.dtype.bits != b.dtype.bits:
        return a if a.dtype.bits > b.dtype.bits else b
    return a if not a.dtype.is_signed else b


def literal_type(value) -> Type:
    """The type a Python literal takes when nothing else decides it."""
    if isinstance(value, bool):
        return BOOL
    if isinstance(value, int):
        return INT32
    return FLOAT32


def literal_with(value, other: Type) -> Type:
    """The type a literal takes next to a value of type ``other``."""
    other = computation_type(other)
    if isinstance(value, bool):
        return other if not is_boolean(other) else BOOL
    if isinstance(value, float) and not is_float(other):
        return FLOAT32
    return other


def _finite(value) -> bool:
    # (math, not numpy: a compile that meets only literals like T.clear's 0 loads no numpy)
    return isinstance(value, int) or math.isfinite(value)


def fits(value, t: Type) -> bool:
    """Whether the Python number ``value`` is exactly a value of type ``t``."""
    if isinstance(t, IndexType):
        return isinstance(value, int) and -(2 ** 31) <= value < 2 ** 31
    dt = t.dtype
    if dt.is_bool:
        return value in (0, 1)
    if dt.is_int:
        return float(value).is_integer() and dt.min_value <= value <= dt.max_value
    if not _finite(value):
        return True
    if dt.is_float:  # rounds to the nearest value; only overflow does not fit
        spec = dt.spec()
        mantissa = spec[1]["mantissa_bits"] if spec else 0
        slack = 1 + 2.0 ** -(mantissa + 1)  # values that round down to the largest one
        return dt.min_value * slack <= value <= dt.max_value * slack
    return bool(dt.decode(dt.encode(np.array([value], dtype=np.float64)))[0] == value) \
        if dt.bits <= 64 else True


def rounded(value: float, t: Type) -> float:
    """The float ``value`` rounded to the nearest value of float type ``t`` (what the IR holds)."""
    dt = t.dtype
    if not dt.is_float or not _finite(value) or dt.name == "float64":
        return value
    if getattr(dt, "holds_exactly", None) is not None and dt.holds_exactly(value):
        return value
    near = _nearest_plain(dt.name, float(value))
    if near is not None:
        return near
    return float(dt.decode(dt.encode(np.array([value], dtype=np.float64)))[0])


_PACK = {"float32": ("f", 3.4028234663852886e38), "float16": ("e", 65504.0)}  # (format, largest value)


def _nearest_plain(name: str, x: float) -> float | None:
    """``x`` rounded to the nearest float32 / float16 / bfloat16 (ties to even) without
    numpy, or None where the format's own decode decides (an overflow, a bfloat16 below
    the normal range, another format).  float32 and float16 round as C's conversion and
    IEEE's binary16 packing do (``struct``); bfloat16 keeps 8 significant bits of the
    normal double."""
    if name in _PACK:
        fmt, largest = _PACK[name]
        return struct.unpack(fmt, struct.pack(fmt, x))[0] if abs(x) <= largest else None
    if name == "bfloat16" and x != 0 and 2.0 ** -126 <= abs(x) < 3.3895313892515355e38:
        m, e = math.frexp(x)  # x = m 2^e, 1/2 <= |m| < 1: m 2^8 is exact, round() ties to even
        return math.ldexp(round(m * 256), e - 8)
    return None


def implicitly_converts(src: Type, dst: Type) -> bool:
    """Whether every value of ``src`` is exactly a value of ``dst``."""
    if src == dst:
        return True
    if isinstance(src, IndexType):  # index is a signed 32-bit integer
        return is_index(dst) or (is_int(dst) and dst.dtype.is_signed and dst.dtype.bits >= 32) \
            or (is_float(dst) and dst.dtype.bits >= 64)
    if isinstance(dst, IndexType):
        return is_boolean(src) or (is_int(src) and (src.dtype.bits < 32 or
                                                    (src.dtype.bits == 32 and src.dtype.is_signed)))
    s, d = src.dtype, dst.dtype
    if s.is_bool:
        return not d.is_lut
    if d.is_bool:
        return False
    if s.is_int and d.is_int:
        return d.min_value <= s.min_value and s.max_value <= d.max_value
    if s.is_int:  # to a float: every integer exactly representable
        if not d.is_float:
            return False
        significand = d.spec()[1]["mantissa_bits"] + 1 if d.spec() else 0
        width = max(abs(s.min_value), abs(s.max_value))
        return width <= 2 ** significand and d.max_value >= width
    if d.is_int:
        return False
    if s.bits <= 8:  # table formats: check every value
        values = s.decode_table()
        values = values[np.isfinite(values)]
        return bool(np.all([fits(float(v), dst) for v in values]))
    if d.bits <= 8:
        return False
    ms, md = s.spec()[1], d.spec()[1]
    return md["exponent_bits"] >= ms["exponent_bits"] and md["mantissa_bits"] >= ms["mantissa_bits"]


__all__ = ["INDEX", "INT32", "FLOAT16", "FLOAT32", "BOOL", "computation_type", "common_type", "literal_type",
           "literal_with", "fits", "rounded", "implicitly_converts", "is_index", "is_int", "is_float", "is_boolean"]
