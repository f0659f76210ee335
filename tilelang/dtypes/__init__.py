"""tilelang dtypes: builtin and user-defined element formats.

A dtype is an immutable object with a name, a bit width and a value set (see
``DType``).  The builtins are module attributes (``float16``, ``int4``, ``nf4``,
...); user formats come from ``int_dtype``, ``float_dtype`` and ``lut_dtype`` and
are registered by name; ``get_dtype`` resolves names, aliases, torch and numpy
dtypes.

Example::

    >>> from tilelang import dtypes
    >>> fp6 = dtypes.float_dtype("fp6_e3m2", exponent_bits=3, mantissa_bits=2)
    >>> dtypes.get_dtype("fp6_e3m2") is fp6, fp6.bits, fp6.max_value
    (True, 6, 28.0)
"""

from .base import DType
from .bool_dtype import BoolDType
from .builtins import (
    NF4_VALUES, bfloat16, bool_, float4_e2m1fn, float8_e4m3fn, float8_e5m2, float16,
    float32, float64, int1, int2, int4, int8, int16, int32, int64, nf4, uint1, uint2,
    uint4, uint8, uint16, uint32, uint64,
)
from .float_format import FloatFormat, float_dtype
from .int_format import IntFormat, int_dtype
from .lut_format import LUTFormat, lut_dtype
from .registry import all_dtypes, get_dtype

__all__ = [
    "DType", "IntFormat", "FloatFormat", "LUTFormat", "BoolDType",
    "int_dtype", "float_dtype", "lut_dtype", "get_dtype", "all_dtypes", "NF4_VALUES",
    "float16", "bfloat16", "float32", "float64", "int8", "int16", "int32", "int64",
    "uint8", "uint16", "uint32", "uint64", "bool_", "float8_e4m3fn", "float8_e5m2",
    "int4", "uint4", "int2", "uint2", "int1", "uint1", "float4_e2m1fn", "nf4",
]
