"""The kernel language namespace, used as ``import tilelang.language as T``.

This issue's part of it: every dtype (``T.float16``, ``T.int4``, ``T.nf4`` ...),
user-defined low-bit formats (``T.int_dtype``, ``T.float_dtype``,
``T.lut_dtype``) and layouts (``T.Layout``, ``T.Fragment``).
"""

from tilelang.dtypes import (bfloat16, float4_e2m1fn, float8_e4m3fn, float8_e5m2, float16, float32, float64,
                             float_dtype, int1, int2, int4, int8, int16, int32, int64, int_dtype, lut_dtype, nf4,
                             uint1, uint2, uint4, uint8, uint16, uint32, uint64)
from tilelang.dtypes import bool_ as bool  # noqa: A001  (TileLang spells it T.bool)
from tilelang.layout import Fragment, Layout

__all__ = [
    "bfloat16", "float4_e2m1fn", "float8_e4m3fn", "float8_e5m2", "float16", "float32", "float64", "int1",
    "int2", "int4", "int8", "int16", "int32", "int64", "nf4", "uint1", "uint2", "uint4", "uint8", "uint16",
    "uint32", "uint64", "bool", "int_dtype", "float_dtype", "lut_dtype", "Layout", "Fragment",
]
