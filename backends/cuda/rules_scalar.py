"""CUDA rules for scalar ops: constants, arithmetic, comparisons, math, casts.

Values of 16-bit floats are structs (see prelude.cuh) and go through ``tl::``
helpers; low-bit formats are held decoded (ints as ``int``, floats and tables as
``float``) and are wrapped (integers) or snapped to the nearest code (floats)
after every operation, as the interpreter's ``round_to`` does.
"""

from __future__ import annotations

from tilelang.errors import TileLangError
from tilelang.lowering.ir.ops.scalar import BINARY_OPS, COMPARE_OPS, UNARY_OPS
from tilelang.lowering.ir.types import IndexType, ScalarType

from .codegen import cuda_rule
from .cuda_types import is_packed, literal, value_ctype
from .lowbit import decode_expr, round_to_format

_INFIX = {"add": "+", "sub": "-", "mul": "*", "div": "/", "rem": "%", "and": "&", "or": "|", "xor": "^",
          "shl": "<<", "shr": ">>"}
_CMP = {"eq": "==", "ne": "!=", "lt": "<", "le": "<=", "gt": ">", "ge": ">="}
_FLOAT_FN = {"exp": "exp", "exp2": "exp2", "log": "log", "log2": "log2", "sqrt": "sqrt", "tanh": "tanh",
             "erf": "erf", "sin": "sin", "cos": "cos", "floor": "floor", "ceil": "ceil", "round": "rint", "abs": "fabs"}


def _is16(t) -> bool:
    return isinstance(t, ScalarType) and t.dtype.name in ("float16", "bfloat16")


def _is_float(t) -> bool:
    return isinstance(t, ScalarType) and (t.dtype.is_float or t.dtype.is_lut)


def _f32(t) -> bool:
    """C float math (float32, and low-bit floats held as float)."""
    return _is_float(t) and value_ctype(t) == "float"


@cuda_rule("const")
def _const(cg, op):
    cg.bind(op.result, literal(op.value, op.result.type))


@cuda_rule("symbol")
def _symbol(cg, op):
    cg.bind(op.result, cg.symbol_name(op.sym))


def binary_expr(cg, name: str, t, a: str, b: str, nonneg: bool = False) -> str:
    """The C expression of ``a <name> b`` in IR type ``t``."""
    if name in ("fmax", "fmin", "maximum", "minimum"):
        return _nan_aware(name, t, a, b)
    if _is16(t):
        return f"tl::{name}({a}, {b})"
    fl = _is_float(t)
    if name in ("min", "max"):
        return f"tl::{name}({a}, {b})"
    if name == "pow":
        return f"{'powf' if _f32(t) else 'pow'}({a}, {b})"
    if fl and name == "rem":
        return f"{'fmodf' if _f32(t) else 'fmod'}({a}, {b})"
    if name in ("floordiv", "floormod"):
        if nonneg and not fl:  # both sides >= 0: C division is Python's
            return f"({a} {'/' if name == 'floordiv' else '%'} {b})"
        return f"tl::{name}({a}, {b})"
    if isinstance(t, ScalarType) and t.dtype.is_bool and name in ("and", "or"):
        return f"({a} {'&&' if name == 'and' else '||'} {b})"
    return f"({a} {_INFIX[name]} {b})"


def _nan_aware(name: str, t, a: str, b: str) -> str:
    """fmax / fmin (a NaN operand dropped: C's fmaxf) and maximum / minimum (a NaN operand
    wins) for C floats; on integers both are the plain min / max.  Written with comparisons
    (no helper in the prelude): ``b`` is dropped where it is NaN (fmax) or ``a`` kept where
    it is NaN (maximum), else the larger (smaller) one is taken."""
    if not _is_float(t):
        return f"tl::{name[1:] if name[0] == 'f' else name[:3]}({a}, {b})"
    if name in ("fmax", "fmin") and not _is16(t):
        return f"{name}{'f' if _f32(t) else ''}({a}, {b})"
    better = f"({a} {'>' if 'max' in name else '<'} {b})"
    nan = f"({a} != {a})" if name in ("maximum", "minimum") else f"({b} != {b})"
    if _is16(t):
        better = f"tl::{'gt' if 'max' in name else 'lt'}({a}, {b})"
        nan = f"tl::ne({a}, {a})" if name in ("maximum", "minimum") else f"tl::ne({b}, {b})"
    return f"(({nan} || {better}) ? {a} : {b})"


def _make_binary(name):
    def rule(cg, op):
        t = op.result.type
        nonneg = isinstance(t, IndexType) and cg.nonneg(op.lhs) and cg.nonneg(op.rhs)
        expr = binary_expr(cg, name, t, cg.name(op.lhs), cg.name(op.rhs), nonneg)
        cg.define(op.result, round_to_format(cg, t, expr), op)
    return rule


for _n in BINARY_OPS:
    cuda_rule(_n)(_make_binary(_n))


def _make_compare(name):
    def rule(cg, op):
        a, b = cg.name(op.lhs), cg.name(op.rhs)
        expr = f"tl::{name}({a}, {b})" if _is16(op.lhs.type) else f"({a} {_CMP[name]} {b})"
        cg.define(op.result, expr, op)
    return rule


for _n in COMPARE_OPS:
    cuda_rule(_n)(_make_compare(_n))


def unary_expr(name: str, t, a: str) -> str:
    if name == "not":
        return f"(!{a})" if isinstance(t, ScalarType) and t.dtype.is_bool else f"(~{a})"
    if _is16(t):
        if name == "neg":
            return f"tl::neg({a})"
        ct = value_ctype(t)
        return f"tl::from_f<{ct}>({unary_expr(name, ScalarType(_float32()), f'tl::to_f({a})')})"
    if name == "neg":
        return f"(-{a})"
    fl = _is_float(t)
    if name == "abs":
        return f"{'fabsf' if _f32(t) else 'fabs'}({a})" if fl else _int_abs(t, a)
    if name == "sigmoid":
        return f"tl::sigmoid({a})"
    if name == "rsqrt":
        return f"rsqrtf({a})" if _f32(t) else f"tl::rsqrt_({a})"
    fn = _FLOAT_FN[name]
    return f"{fn}f({a})" if _f32(t) else f"{fn}({a})"


def _int_abs(t, a: str) -> str:
    """|a| in a's own integer type (wrapping at the minimum, as C's cast does).  Narrow
    types go through a 32-bit ``abs``: NVRTC 13 miscompiled the 8-bit select form
    ``a < 0 ? -a : a`` on bytes unpacked from a vector load (high bits left in a
    16-bit register fed a signed max; seen on an H100, 2026-11-22)."""
    if isinstance(t, IndexType):
        return f"abs({a})"
    dt, c = t.dtype, value_ctype(t)
    if not dt.is_signed or dt.is_bool:
        return a
    if dt.bits == 64:
        return f"({a} < 0 ? -{a} : {a})"
    return f"({c})abs((int){a})" if c != "int" else f"abs({a})"


def _make_unary(name):
    def rule(cg, op):
        t = op.result.type
        cg.define(op.result, round_to_format(cg, t, unary_expr(name, t, cg.name(op.value))), op)
    return rule


for _n in UNARY_OPS:
    cuda_rule(_n)(_make_unary(_n))


@cuda_rule("select")
def _select(cg, op):
    cg.define(op.result, f"({cg.name(op.cond)} ? {cg.name(op.true_value)} : {cg.name(op.false_value)})", op)


def cast_expr(cg, src_t, dst_t, a: str) -> str:
    """C-like conversion of a register value (low-bit sources are already decoded)."""
    if src_t == dst_t:
        return a
    dst_c = value_ctype(dst_t)
    if isinstance(dst_t, ScalarType) and dst_t.dtype.is_bool:
        return f"(tl::to_f({a}) != 0.0f)" if _is16(src_t) else f"({a} != 0)"
    src_c = value_ctype(src_t)
    if src_c == dst_c:
        expr = a
    else:
        expr = f"tl::cast<{dst_c}>({a})"
    return round_to_format(cg, dst_t, expr)


@cuda_rule("cast")
def _cast(cg, op):
    cg.define(op.result, cast_expr(cg, op.value.type, op.result.type, cg.name(op.value)), op)


@cuda_rule("reinterpret")
def _reinterpret(cg, op):
    for t in (op.value.type, op.result.type):
        if isinstance(t, ScalarType) and is_packed(t.dtype):
            raise TileLangError(f"the CUDA backend cannot reinterpret {t} (low-bit values are held decoded "
                                f"in registers); reinterpret a packed integer instead", op.loc)
    dst_c = value_ctype(op.result.type)
    cg.define(op.result, f"tl::bitcast<{dst_c}>({cg.name(op.value)})", op)


@cuda_rule("from_planes")
def _from_planes(cg, op):
    from tilelang.dtypes import get_dtype

    parts, lo = [], 0
    for v in op.planes:  # (unsigned integer codes, held as their values)
        parts.append(f"((unsigned)({cg.name(v)}) << {lo})" if lo else f"(unsigned)({cg.name(v)})")
        lo += v.type.dtype.bits
    cg.define(op.result, decode_expr(cg, get_dtype(op.format), " | ".join(parts)), op)


@cuda_rule("raw_code")
def _raw_code(cg, op):
    # the code's value (held decoded) times m plus b, both picked by the position's pair
    # in its word: exact in float32, then in the 16-bit result
    from tilelang.lowering.word_decode import raw_affine

    fmt, out = op.code.type.dtype, op.result.type
    n = 32 // fmt.bits
    pair = f"(((int)({cg.name(op.position)}) % {n} + {n}) % {n} % {n // 2})"
    m, b = "", ""
    for p in reversed(range(n // 2)):
        pm, pb = raw_affine(fmt, out.dtype.name, p)
        m = f"{pm!r}f" if not m else f"({pair} == {p} ? {pm!r}f : {m})"
        b = f"{pb!r}f" if not b else f"({pair} == {p} ? {pb!r}f : {b})"
    cg.define(op.result, f"tl::from_f<{value_ctype(out)}>((float)({cg.name(op.code)}) * {m} + {b})", op)


def _float32():
    from tilelang.dtypes import float32

    return float32


# fma of 16-bit floats: one rounding (fma.rn), the struct's bits in a 16-bit register;
# ptxas packs two independent ones whose operands share registers into one HFMA2
_FMA16 = {
    "half": "__device__ __forceinline__ half tl_fma(half a, half b, half c) {\n"
            "  half r; asm(\"fma.rn.f16 %0, %1, %2, %3;\" : \"=h\"(r.x) : \"h\"(a.x), \"h\"(b.x), \"h\"(c.x)); "
            "return r; }",
    "bfloat16_t": "__device__ __forceinline__ bfloat16_t tl_fma(bfloat16_t a, bfloat16_t b, bfloat16_t c) {\n"
                  "  bfloat16_t r; asm(\"fma.rn.bf16 %0, %1, %2, %3;\" : \"=h\"(r.x) : \"h\"(a.x), \"h\"(b.x), "
                  "\"h\"(c.x)); return r; }",
}


@cuda_rule("fma")
def _fma(cg, op):
    t = op.result.type
    a, b, c = (cg.name(v) for v in (op.a, op.b, op.c))
    ct = value_ctype(t)
    if ct in _FMA16:
        cg.tables.setdefault(f"fma_{ct}", _FMA16[ct])
        cg.define(op.result, f"tl_fma({a}, {b}, {c})", op)
    elif ct == "double":
        cg.define(op.result, f"__fma_rn({a}, {b}, {c})", op)
    else:
        cg.define(op.result, f"__fmaf_rn({a}, {b}, {c})", op)
