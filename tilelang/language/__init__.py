"""The kernel language, used as ``import tilelang.language as T``.

    @T.prim_func
    def main(A: T.Tensor((M, K), "float16"), ...):
        with T.Kernel(T.ceildiv(N, 128), T.ceildiv(M, 128), threads=128) as (bx, by):
            A_shared = T.alloc_shared((128, 32), "float16")
            ...

It holds every dtype (``T.float16``, ``T.int4``, ``T.nf4`` ...), user-defined
low-bit formats (``T.int_dtype``, ``T.float_dtype``, ``T.lut_dtype``), layouts
(``T.Layout``, ``T.Fragment``), parameter annotations (``T.Tensor``,
``T.dynamic``) and the built-ins of ``builtins.py``.
"""

from tilelang.dtypes import (bfloat16, float4_e2m1fn, float8_e4m3fn, float8_e5m2, float16, float32, float64,
                             float_dtype, int1, int2, int4, int8, int16, int32, int64, int_dtype, lut_dtype, nf4,
                             uint1, uint2, uint4, uint8, uint16, uint32, uint64)
from tilelang.dtypes import bool_ as bool  # noqa: A001  (TileLang spells it T.bool)
from tilelang.layout import Fragment, Layout

from tilelang.frontend.builtins import BUILTINS

# Every built-in of ``frontend/builtins.py`` is ``T.<name>``: a new one needs no line here.
globals().update(BUILTINS)
from .prim_func import PrimFunc, prim_func


def macro(fn):
    """``@T.macro``: ``fn`` is kernel code, inlined where a kernel calls it.  Plain
    functions of your own code are inlined anyway; the mark is what lets a library
    (``tilelang.ops``) share helpers between its kernels."""
    fn.__tilelang_macro__ = True
    return fn


class GemmWarpPolicy:
    """``T.gemm(..., policy=T.GemmWarpPolicy.X)``: how the block's warps tile the
    accumulator -- ``Square`` (default: the squarest warp tiles), ``FullRow`` (every
    warp along M) or ``FullCol`` (every warp along N; a B operand decoded in
    registers is then decoded once per block, not once per warp row)."""

    Square = "square"
    FullRow = "full_row"
    FullCol = "full_col"


from tilelang.frontend.annotations import Buffer, SymbolicDim, Tensor, dynamic, symbolic

__all__ = [
    "bfloat16", "float4_e2m1fn", "float8_e4m3fn", "float8_e5m2", "float16", "float32", "float64", "int1",
    "int2", "int4", "int8", "int16", "int32", "int64", "nf4", "uint1", "uint2", "uint4", "uint8", "uint16",
    "uint32", "uint64", "bool", "int_dtype", "float_dtype", "lut_dtype", "Layout", "Fragment",
    "prim_func", "PrimFunc", "Tensor", "Buffer", "dynamic", "symbolic", "SymbolicDim", "GemmWarpPolicy", "macro", *BUILTINS,
]


def __dir__():
    # The language is ``__all__``: not its submodules (``builtins``, ``tensor``), nor the
    # table of the built-ins (``BUILTINS``; ``__all__`` lists them one by one).
    return sorted(__all__)
