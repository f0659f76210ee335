"""Scalar ops: constants, arithmetic, comparisons, math calls, select, casts, symbols."""


import math

from ..core import Op, attr, op_base, operand, operands, register_op
from ..types import INDEX, IndexType, ScalarType, is_bool, is_integer_like, is_scalar

# name -> what its operands may be: "num" any scalar, "int" integer-like or bool, "float" float only
BINARY_OPS = {
    "add": "num", "sub": "num", "mul": "num",
    "div": "num",        # true division for floats, truncating for integers (C semantics)
    "rem": "num",        # C remainder (sign of the dividend)
    "floordiv": "num",   # Python // (rounds toward -inf)
    "floormod": "num",   # Python % (sign of the divisor)
    "min": "num", "max": "num", "pow": "float",
    # NaN-aware forms (for floats; on integers the same as min / max), what T.reduce_max /
    # reduce_min combine with: fmax/fmin drop a NaN operand (C's fmaxf: NaN only when both
    # are), maximum/minimum propagate it (NaN when either is)
    "fmax": "num", "fmin": "num", "maximum": "num", "minimum": "num",
    "and": "int", "or": "int", "xor": "int", "shl": "int", "shr": "int",
}
COMPARE_OPS = ("eq", "ne", "lt", "le", "gt", "ge")
UNARY_OPS = {
    "neg": "num", "abs": "num", "not": "int",
    "exp": "float", "exp2": "float", "log": "float", "log2": "float", "sqrt": "float",
    "rsqrt": "float", "tanh": "float", "erf": "float", "sin": "float", "cos": "float", "sigmoid": "float",
    "floor": "float", "ceil": "float", "round": "float",
}


def check_operand_class(op: Op, t, cls: str, what: str) -> None:
    if not is_scalar(t):
        op.error(f"{what} must be a scalar, got {t}")
    if cls == "int" and not (is_integer_like(t) or is_bool(t)):
        op.error(f"{what} must be an integer or bool, got {t}")
    if cls == "float" and not (isinstance(t, ScalarType) and t.dtype.is_float):
        op.error(f"{what} must be a float, got {t}")


@op_base
class BinaryOp(Op):
    """``result = lhs <op> rhs``; both operands and the result share one type."""

    pure = True

    num_results = 1
    operand_class = "num"
    lhs: object = operand()
    rhs: object = operand()

    def verify(self):
        check_operand_class(self, self.lhs.type, self.operand_class, "lhs")
        if self.lhs.type != self.rhs.type:
            self.error(f"operand types differ: {self.lhs.type} and {self.rhs.type} (insert a cast)")
        if self.result.type != self.lhs.type:
            self.error(f"result type {self.result.type} must be the operand type {self.lhs.type}")


@op_base
class CompareOp(Op):
    """``result = lhs <cmp> rhs`` as bool."""

    pure = True

    num_results = 1
    lhs: object = operand()
    rhs: object = operand()

    def verify(self):
        check_operand_class(self, self.lhs.type, "num", "lhs")
        if self.lhs.type != self.rhs.type:
            self.error(f"operand types differ: {self.lhs.type} and {self.rhs.type} (insert a cast)")
        if not is_bool(self.result.type):
            self.error(f"result must be bool, got {self.result.type}")


@op_base
class UnaryOp(Op):
    """``result = op(value)`` of the operand's type."""

    pure = True

    num_results = 1
    operand_class = "num"
    value: object = operand()

    def verify(self):
        check_operand_class(self, self.value.type, self.operand_class, "operand")
        if self.result.type != self.value.type:
            self.error(f"result type {self.result.type} must be the operand type {self.value.type}")


def _make_family(base, names, doc):
    for opname in names:
        cls_name = "".join(p.capitalize() for p in opname.split("_")) + "Op"
        body = {"name": opname, "__doc__": doc.format(opname), "__module__": __name__,
                "__annotations__": {}}
        if isinstance(names, dict):
            body["operand_class"] = names[opname]
        globals()[cls_name] = register_op(type(cls_name, (base,), body))


_make_family(BinaryOp, BINARY_OPS, "Binary op '{}'.")
_make_family(CompareOp, COMPARE_OPS, "Comparison '{}' producing bool.")
_make_family(UnaryOp, UNARY_OPS, "Unary op '{}'.")


@register_op
class ConstOp(Op):
    """A compile-time constant of a scalar type (``index``, ints, floats, bool)."""

    name = "const"
    pure = True
    num_results = 1
    value: object = attr("number")

    def verify(self):
        t, v = self.result.type, self.value
        if isinstance(t, IndexType) or (isinstance(t, ScalarType) and t.dtype.is_int):
            if not isinstance(v, int) or isinstance(v, bool):
                self.error(f"value {v!r} is not an integer, the type is {t}")
            if isinstance(t, ScalarType) and not (t.dtype.min_value <= v <= t.dtype.max_value):
                self.error(f"value {v} does not fit in {t}")
        elif isinstance(t, ScalarType) and t.dtype.is_bool:
            if not isinstance(v, bool):
                self.error(f"value {v!r} is not a bool")
        elif isinstance(t, ScalarType) and (t.dtype.is_float or t.dtype.is_lut):
            if not isinstance(v, float):
                self.error(f"value {v!r} is not a float, the type is {t}")
            if math.isfinite(v) and abs(v) > t.dtype.max_value:
                self.error(f"value {v} is outside the range of {t}")
        else:
            self.error(f"constants must be scalars, got {t}")


@register_op
class SelectOp(Op):
    """``cond ? true_value : false_value`` (``T.if_then_else``)."""

    name = "select"
    pure = True
    num_results = 1
    cond: object = operand()
    true_value: object = operand()
    false_value: object = operand()

    def verify(self):
        if not is_bool(self.cond.type):
            self.error(f"condition must be bool, got {self.cond.type}")
        if self.true_value.type != self.false_value.type or self.result.type != self.true_value.type:
            self.error(f"branches and result must share a type: {self.true_value.type}, "
                       f"{self.false_value.type} -> {self.result.type}")


@register_op
class FmaOp(Op):
    """``a * b + c`` rounded once to the floats' type (``T.fma``): C's ``fma``, CUDA's
    ``__hfma`` / ``__fmaf_rn``; two fmas of float16 / bfloat16 pairs pack into one
    ``HFMA2`` (the packed gemv's inner product)."""

    name = "fma"
    pure = True
    num_results = 1
    a: object = operand()
    b: object = operand()
    c: object = operand()

    def verify(self):
        t = self.result.type
        if not (isinstance(t, ScalarType) and t.dtype.is_float and not t.dtype.is_lut) or t.dtype.bits < 16:
            self.error(f"fma takes float16, bfloat16, float32 or float64 operands, got {t}")
        for name in ("a", "b", "c"):
            if getattr(self, name).type != t:
                self.error(f"operand {name} has type {getattr(self, name).type}, not the result's {t}")


@register_op
class CastOp(Op):
    """Value conversion to the result type (rounding for floats, decode for low-bit formats)."""

    name = "cast"
    pure = True
    num_results = 1
    value: object = operand()

    def verify(self):
        if not is_scalar(self.value.type) or not is_scalar(self.result.type):
            self.error(f"casts scalars only: {self.value.type} -> {self.result.type}")


def bit_width(t) -> int:
    return 32 if isinstance(t, IndexType) else t.dtype.bits


@register_op
class ReinterpretOp(Op):
    """Bit-level reinterpretation between scalar types of equal width (``T.reinterpret``)."""

    name = "reinterpret"
    pure = True
    num_results = 1
    value: object = operand()

    def verify(self):
        if not is_scalar(self.value.type) or not is_scalar(self.result.type):
            self.error(f"reinterprets scalars only: {self.value.type} -> {self.result.type}")
        if bit_width(self.value.type) != bit_width(self.result.type):
            self.error(f"bit widths differ: {self.value.type} ({bit_width(self.value.type)} bits) -> "
                       f"{self.result.type} ({bit_width(self.result.type)} bits)")


def format_attr(op: Op):
    """The DType an op's ``format`` attribute names; the op's error when none does."""
    from tilelang.dtypes import get_dtype

    try:
        return get_dtype(op.format)
    except (TypeError, ValueError) as e:
        op.error(f"format: {e}")


@register_op
class FromPlanesOp(Op):
    """The value of ``format`` whose code is the bits of ``planes`` put together, the first
    plane's lowest (``T.from_planes``): each plane an unsigned integer value of an
    unsigned integer format (the codes of a bit-plane buffer), their widths adding up to
    the format's.  How a weight of 3, 5, 6 or 7-bit codes stored as bit planes
    (``lowering/word_decode.py``'s ``plane_split``) is read: the lowering decodes a
    word of each plane at a time where the planes' layouts let it."""

    name = "from_planes"
    num_results = 1
    planes: list = operands()
    format: str = attr("str")

    def verify(self):
        fmt = format_attr(self)
        if self.result.type != ScalarType(fmt):
            self.error(f"result type {self.result.type} must be {fmt.name}")
        if not self.planes:
            self.error("needs at least one plane")
        for i, v in enumerate(self.planes):
            t = v.type
            if not (isinstance(t, ScalarType) and t.dtype.is_int and not t.dtype.is_signed
                    and getattr(t.dtype, "offset", 0) == 0 and t.dtype.bits <= 8):
                self.error(f"plane {i} must be an unsigned integer code of at most 8 bits (uint1, uint2, uint4, "
                           f"...), got {t}")
        total = sum(v.type.dtype.bits for v in self.planes)
        if total != fmt.bits:
            self.error(f"the planes hold {total} bits ({' + '.join(str(v.type.dtype.bits) for v in self.planes)}); "
                       f"{fmt.name} has {fmt.bits}")


@register_op
class RawCodeOp(Op):
    """``m v + b`` in the result's float16 / bfloat16 type for the integer code ``code``
    of value v at ``position`` along its packed row (``T.raw_code``): the word decode
    stopped before its fma, (m, b) = ``word_decode.raw_affine(format, out, position)``
    (m a power of two, exact).  Where a fragment's codes are whole words the lowering
    decodes them so (``dequant_word`` raw: one instruction a pair fewer); elsewhere it is
    the arithmetic."""

    name = "raw_code"
    pure = True
    num_results = 1
    code: object = operand()
    position: object = operand()

    def verify(self):
        from ...word_decode import raw_plan

        t, out = self.code.type, self.result.type
        if not (isinstance(out, ScalarType) and out.dtype.name in ("float16", "bfloat16")):
            self.error(f"result type must be float16 or bfloat16, got {out}")
        if not (isinstance(t, ScalarType) and raw_plan(t.dtype, out.dtype.name) is not None):
            self.error(f"code must be an integer code of 1, 2, 4 or 8 bits with a raw decode into {out} "
                       f"(lowering/word_decode.py raw_plan), got {t}")
        if not is_integer_like(self.position.type):
            self.error(f"position must be an integer, got {self.position.type}")


@register_op
class SymbolOp(Op):
    """The runtime value of a symbolic dim the enclosing function declares."""

    name = "symbol"
    pure = True
    num_results = 1
    sym: str = attr("str")

    def verify(self):
        if self.result.type != INDEX:
            self.error(f"result must be an index, got {self.result.type}")
