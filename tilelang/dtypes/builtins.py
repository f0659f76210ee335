"""The builtin dtypes, registered in this order when tilelang.dtypes is imported.

nf4 goes through the public ``lut_dtype`` constructor, exactly as a user format
would.  The others are built directly: the standard formats are wider than a user
format may be, and ``float_dtype``'s checks of float4_e2m1fn decode with numpy, which
``import tilelang`` leaves unloaded (tests/test_dtypes.py checks that ``float_dtype``
accepts its definition and returns this same dtype).
"""

from __future__ import annotations

from . import registry
from .bool_dtype import BoolDType
from .float_format import FloatFormat
from .int_format import IntFormat
from .lut_format import lut_dtype

__all__ = [
    "float16", "bfloat16", "float32", "float64", "int8", "int16", "int32", "int64",
    "uint8", "uint16", "uint32", "uint64", "bool_", "float8_e4m3fn", "float8_e5m2",
    "int4", "uint4", "int2", "uint2", "int1", "uint1", "float4_e2m1fn", "nf4",
    "NF4_VALUES",
]

_reg = registry._register_builtin


def _mark_builtin(dt):
    with registry._lock:
        registry._builtin_names.add(dt.name)
    return dt


float16 = _reg(FloatFormat("float16", 5, 10, 15, True, "ieee"))
bfloat16 = _reg(FloatFormat("bfloat16", 8, 7, 127, True, "ieee"))
float32 = _reg(FloatFormat("float32", 8, 23, 127, True, "ieee"))
float64 = _reg(FloatFormat("float64", 11, 52, 1023, True, "ieee"))
int8 = _reg(IntFormat("int8", 8, True, 0))
int16 = _reg(IntFormat("int16", 16, True, 0))
int32 = _reg(IntFormat("int32", 32, True, 0))
int64 = _reg(IntFormat("int64", 64, True, 0))
uint8 = _reg(IntFormat("uint8", 8, False, 0))
uint16 = _reg(IntFormat("uint16", 16, False, 0))
uint32 = _reg(IntFormat("uint32", 32, False, 0))
uint64 = _reg(IntFormat("uint64", 64, False, 0))
bool_ = _reg(BoolDType())
float8_e4m3fn = _reg(FloatFormat("float8_e4m3fn", 4, 3, 7, True, "fn"))
float8_e5m2 = _reg(FloatFormat("float8_e5m2", 5, 2, 15, True, "ieee"))
int4 = _reg(IntFormat("int4", 4, True, 0))
uint4 = _reg(IntFormat("uint4", 4, False, 0))
int2 = _reg(IntFormat("int2", 2, True, 0))
uint2 = _reg(IntFormat("uint2", 2, False, 0))
int1 = _reg(IntFormat("int1", 1, True, 0))
uint1 = _reg(IntFormat("uint1", 1, False, 0))
# FP4 (OCP MX) e2m1: values 0, 0.5, 1, 1.5, 2, 3, 4, 6 and their negatives.
float4_e2m1fn = _reg(FloatFormat("float4_e2m1fn", 2, 1, 1, True, "none"))

# NF4 codebook published with QLoRA (Dettmers et al., 2023) as used by bitsandbytes:
# quantiles of N(0, 1) normalised to [-1, 1], with an exact zero.
NF4_VALUES = (
    -1.0, -0.6961928009986877, -0.5250730514526367, -0.39491748809814453,
    -0.28444138169288635, -0.18477343022823334, -0.09105003625154495, 0.0,
    0.07958029955625534, 0.16093020141124725, 0.24611230194568634, 0.33791524171829224,
    0.44070982933044434, 0.5626170039176941, 0.7229568362236023, 1.0,
)
nf4 = _mark_builtin(lut_dtype("nf4", NF4_VALUES))
