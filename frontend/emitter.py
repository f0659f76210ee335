"""Runtime values: constants, promotion-aware arithmetic, conversions, affine facts.

The emitter sits between the AST visitors and the IR builder.  Operands are IR
values or Python numbers (compile-time constants); two constants fold in Python,
anything else emits ops with the promotion rules of ``promote.py``.  For integer
values it also tracks an affine form (``2*%by + 128``) so that slice extents
like ``A[k*32:(k+1)*32]`` are known to be 32 without evaluating anything.
"""

from __future__ import annotations

import math
import operator
import types

from tilelang.lowering.ir import ops as O
from tilelang.lowering.ir.builder import Builder
from tilelang.lowering.ir.core import OP_REGISTRY as OP_CLASSES
from tilelang.lowering.ir.core import Value
from tilelang.lowering.ir.types import INDEX, IndexType, ScalarType, Type, is_scalar

from . import promote as P


def _truncdiv(a, b):
    """C's integer ``/`` (toward zero), exact for Python ints of any size."""
    if isinstance(a, float) or isinstance(b, float):
        raise ValueError("truncdiv / truncmod take integers")
    q = abs(a) // abs(b)
    return -q if (a < 0) != (b < 0) else q


def _truncmod(a, b):
    """C's integer ``%``: the sign of ``a``."""
    return a - b * _truncdiv(a, b)


# Python operator -> (IR op name, compile-time function)
BINARY = {
    "Add": ("add", operator.add), "Sub": ("sub", operator.sub), "Mult": ("mul", operator.mul),
    "Div": ("div", operator.truediv), "FloorDiv": ("floordiv", operator.floordiv),
    "Mod": ("floormod", operator.mod), "Pow": ("pow", operator.pow),
    "LShift": ("shl", operator.lshift), "RShift": ("shr", operator.rshift),
    "BitAnd": ("and", operator.and_), "BitOr": ("or", operator.or_), "BitXor": ("xor", operator.xor),
    "Min": ("min", min), "Max": ("max", max),  # T.min / T.max (not Python operators)
    "TruncDiv": ("div", _truncdiv), "TruncMod": ("rem", _truncmod),  # T.truncdiv / T.truncmod (integers)
}
COMPARE = {
    "Eq": ("eq", operator.eq), "NotEq": ("ne", operator.ne), "Lt": ("lt", operator.lt),
    "LtE": ("le", operator.le), "Gt": ("gt", operator.gt), "GtE": ("ge", operator.ge),
}


def is_number(x) -> bool:
    return isinstance(x, (bool, int, float)) and not isinstance(x, Value)


class Affine:
    """``const + sum(coef * term)`` over opaque values (the IR values themselves)."""

    __slots__ = ("terms", "const")

    def __init__(self, terms=None, const=0):
        self.terms = {k: c for k, c in (terms or {}).items() if c != 0}
        self.const = const

    def add(self, other: "Affine", sign=1) -> "Affine":
        terms = dict(self.terms)
        for k, c in other.terms.items():
            terms[k] = terms.get(k, 0) + sign * c
        return Affine(terms, self.const + sign * other.const)

    def scale(self, k: int) -> "Affine":
        return Affine({t: c * k for t, c in self.terms.items()}, self.const * k)


class Emitter:
    """Emits scalar IR through ``builder``; ``fail(message)`` raises at the current node."""

    def __init__(self, builder: Builder, fail, lift=lambda x: x):
        self.b = builder
        self.fail = fail
        self.lift = lift  # turns compile-time stand-ins (symbolic dims) into IR values
        self.affine: dict[Value, Affine] = {}
        # Constants are made once per region; nested regions reuse their enclosing
        # regions' (which dominate them), so the IR stays readable.
        self.consts: dict[tuple, Value] = {}

    # ---- constants and conversions --------------------------------------------------
    def const(self, value, t: Type) -> Value:
        if not P.fits(value, t):
            self.fail(f"the constant {value!r} does not fit in {t}")
        if isinstance(t, IndexType) or t.dtype.is_int:
            value = int(value)
        elif t.dtype.is_bool:
            value = bool(value)
        else:
            value = P.rounded(float(value), t)
        key = (t, repr(value))
        for region in reversed(self.b.regions):
            v = self.consts.get((region,) + key)
            if v is not None:
                return v
        v = self.b.value(O.ConstOp, t, value=value)
        self.consts[(self.b.region,) + key] = v  # the region itself: its id must not be reused
        if isinstance(value, int) and not isinstance(value, bool):
            self.affine[v] = Affine(const=value)
        return v

    def value(self, x, t: Type | None = None) -> Value:
        """``x`` as an IR value: constants become ``const`` of ``t`` (or their literal type)."""
        x = self.lift(x)
        if isinstance(x, Value):
            return x
        if is_number(x):
            return self.const(x, t or P.literal_type(x))
        self.fail(f"expected a scalar value, got {describe(x)}")

    def cast(self, v: Value, t: Type) -> Value:
        if v.type == t:
            return v
        out = self.b.value(O.CastOp, t, value=v)
        if v in self.affine and (isinstance(t, IndexType) or P.is_int(t)):
            self.affine[out] = self.affine[v]
        return out

    def convert(self, x, t: Type, what: str) -> Value:
        """Implicit conversion of ``x`` to ``t`` (stores, carried values): exact only."""
        x = self.lift(x)
        if is_number(x):
            if not P.fits(x, t):
                self.fail(f"{what}: the constant {x!r} is not a value of {t}")
            return self.const(x, t)
        x = self.value(x)
        if not is_scalar(x.type):
            self.fail(f"{what}: expected a scalar, got {x.type}")
        if not P.implicitly_converts(x.type, t):
            self.fail(f"{what}: {article(x.type)} {x.type} value does not fit in {t} without an explicit cast; "
                      f"write T.cast(value, \"{t}\")")
        return self.cast(x, t)

    def to_index(self, x, what: str) -> Value:
        """An index value for loop bounds, grid extents and buffer indices."""
        x = self.lift(x)
        if is_number(x) and not isinstance(x, float):
            return self.const(int(x), INDEX)
        if isinstance(x, Value) and (isinstance(x.type, IndexType) or P.is_int(x.type) or P.is_boolean(x.type)):
            return self.cast(x, INDEX)
        self.fail(f"{what} must be an integer, got {describe(x)}")

    def to_bool(self, x) -> Value:
        """Truthiness of a runtime scalar (``x != 0`` for numbers)."""
        x = self.value(x)
        if P.is_boolean(x.type):
            return x
        if not is_scalar(x.type):
            self.fail(f"a condition must be a scalar, got {x.type}")
        zero = self.const(0 if not P.is_float(x.type) else 0.0, x.type)
        return self.b.value(O.NeOp, P.BOOL, lhs=x, rhs=zero)

    # ---- arithmetic -----------------------------------------------------------------
    def operand_types(self, a, b) -> Type:
        if is_number(a):
            t = P.literal_with(a, b.type)
        elif is_number(b):
            t = P.literal_with(b, a.type)
        else:
            t = P.common_type(a.type, b.type)
        return t

    def binary(self, opname: str, a, b):
        """``a <op> b`` for the ast operator name ``opname`` (e.g. "Add")."""
        irname, fold = BINARY[opname]
        if is_number(a) and is_number(b):
            try:
                return fold(a, b)
            except (ZeroDivisionError, OverflowError, ValueError) as e:
                self.fail(f"compile-time arithmetic failed: {e}")
        for x in (a, b):
            if not (is_number(x) or (isinstance(x, Value) and is_scalar(x.type))):
                self.fail(f"operator {SYMBOLS[opname]} needs scalars, got {describe(x)}")
        both_bool = all(P.is_boolean(x.type) if isinstance(x, Value) else isinstance(x, bool) for x in (a, b))
        if both_bool and irname in ("and", "or", "xor"):
            t = P.BOOL
        elif irname in ("shl", "shr"):
            t = P.computation_type(a.type) if isinstance(a, Value) else P.literal_with(a, b.type)
        else:
            t = self.operand_types(a, b)
        if opname in ("TruncDiv", "TruncMod") and P.is_float(t):
            self.fail(f"T.{SYMBOLS[opname]} takes integers, got {t} (T.floordiv / T.floormod take floats too)")
        if irname == "pow" and not P.is_float(t):
            self.fail("** on integer values is not supported at run time; cast to a float first")
        if irname in ("and", "or", "xor", "shl", "shr") and P.is_float(t):
            self.fail(f"operator {SYMBOLS[opname]} needs integers, got {t}")
        av, bv = self.value(a, t), self.value(b, t)
        av, bv = self.cast(av, t), self.cast(bv, t)
        out = self.b.value(OP_CLASSES[irname], t, lhs=av, rhs=bv)
        self.track(irname, out, av, bv)
        return out

    def compare(self, opname: str, a, b):
        irname, fold = COMPARE[opname]
        if is_number(a) and is_number(b):
            return fold(a, b)
        for x in (a, b):
            if not (is_number(x) or (isinstance(x, Value) and is_scalar(x.type))):
                self.fail(f"comparison needs scalars, got {describe(x)}")
        t = self.operand_types(a, b)
        av, bv = self.cast(self.value(a, t), t), self.cast(self.value(b, t), t)
        return self.b.value(OP_CLASSES[irname], P.BOOL, lhs=av, rhs=bv)

    def unary(self, irname: str, x):
        """``neg``, ``not`` (bitwise, or logical on bool), ``abs`` and math calls."""
        if is_number(x):
            if irname == "not" and isinstance(x, float):
                self.fail(f"~ needs an integer or bool, got float {x!r}")
            try:
                return UNARY_FOLD[irname](x)
            except (ArithmeticError, ValueError) as e:  # math.log(-1.0), math.exp(1000.0) ...
                self.fail(f"compile-time {irname}({x!r}) failed: {e}")
        x = self.value(x)
        if not is_scalar(x.type):
            self.fail(f"{irname} needs a scalar, got {x.type}")
        t = x.type if P.is_boolean(x.type) and irname == "not" else P.computation_type(x.type)
        if O.UNARY_OPS[irname] == "float" and not P.is_float(t):
            t = P.FLOAT32
        if irname == "not" and P.is_float(t):
            self.fail(f"~ needs an integer or bool, got {t}")
        x = self.cast(x, t)
        out = self.b.value(OP_CLASSES[irname], t, value=x)
        if irname == "neg" and x in self.affine:
            self.affine[out] = self.affine[x].scale(-1)
        return out

    def logical(self, kind: str, values):
        """``and`` / ``or`` / ``not`` on conditions (both sides evaluated at run time)."""
        if kind == "not":
            (x,) = values
            return (not x) if is_number(x) else self.b.value(O.NotOp, P.BOOL, value=self.to_bool(x))
        result = values[0]
        for x in values[1:]:
            if is_number(result) and is_number(x):
                result = (result and x) if kind == "and" else (result or x)
            elif is_number(result) or is_number(x):  # a constant decides or drops out
                c, other = (result, x) if is_number(result) else (x, result)
                if kind == "and":
                    result = self.to_bool(other) if c else False
                else:
                    result = True if c else self.to_bool(other)
            else:
                cls = O.AndOp if kind == "and" else O.OrOp
                result = self.b.value(cls, P.BOOL, lhs=self.to_bool(result), rhs=self.to_bool(x))
        return result

    def select(self, cond, a, b):
        for x in (a, b):
            if not (is_number(x) or (isinstance(x, Value) and is_scalar(x.type))):
                self.fail(f"T.if_then_else needs scalar values, got {describe(x)}")
        if is_number(cond):
            return a if cond else b
        t = self.operand_types(a, b) if not (is_number(a) and is_number(b)) else \
            P.common_type(P.literal_type(a), P.literal_type(b))
        av, bv = self.cast(self.value(a, t), t), self.cast(self.value(b, t), t)
        return self.b.value(O.SelectOp, t, cond=self.to_bool(cond), true_value=av, false_value=bv)

    # ---- affine facts ---------------------------------------------------------------
    def affine_of(self, x) -> Affine:
        if is_number(x):
            return Affine(const=x)
        if not isinstance(x, Value):  # (not an IR value: an unknown term, equal to no other)
            return Affine({object(): 1})
        return self.affine.get(x) or Affine({x: 1})

    def track(self, irname: str, out: Value, a: Value, b: Value) -> None:
        if not (isinstance(out.type, IndexType) or P.is_int(out.type)):
            return
        fa, fb = self.affine_of(a), self.affine_of(b)
        if irname == "add":
            self.affine[out] = fa.add(fb)
        elif irname == "sub":
            self.affine[out] = fa.add(fb, -1)
        elif irname == "mul" and (not fa.terms or not fb.terms):
            self.affine[out] = fb.scale(fa.const) if not fa.terms else fa.scale(fb.const)

    def difference(self, hi, lo) -> int | None:
        """``hi - lo`` when it is a known constant, else None."""
        d = self.affine_of(hi).add(self.affine_of(lo), -1)
        return None if d.terms else d.const


SYMBOLS = {"Add": "+", "Sub": "-", "Mult": "*", "Div": "/", "FloorDiv": "//", "Mod": "%", "Pow": "**",
           "LShift": "<<", "RShift": ">>", "BitAnd": "&", "BitOr": "|", "BitXor": "^",
           "Min": "min", "Max": "max", "TruncDiv": "truncdiv", "TruncMod": "truncmod"}

UNARY_FOLD = {
    "neg": operator.neg, "not": operator.invert, "abs": abs, "exp": math.exp, "exp2": lambda x: 2.0 ** x,
    "log": math.log, "log2": math.log2, "sqrt": math.sqrt, "rsqrt": lambda x: 1 / math.sqrt(x),
    "tanh": math.tanh, "erf": math.erf, "sin": math.sin, "cos": math.cos, "sigmoid": lambda x: 1 / (1 + math.exp(-x)),
    "floor": math.floor, "ceil": math.ceil, "round": round,
}


def article(t) -> str:
    return "an" if str(t)[:1] in "aeio" else "a"


def describe(x) -> str:
    """A short description of a frontend value for error messages."""
    if isinstance(x, Value):
        return f"a value of type {x.type}"
    if isinstance(x, ScalarType):
        return str(x)
    if isinstance(x, types.ModuleType):
        return f"module '{x.__name__}'"
    return f"{type(x).__name__} {x!r}"[:80]
