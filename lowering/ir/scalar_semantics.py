"""Semantics of the scalar ops on numpy arrays (one element, or a whole tile): what
``add``, ``cast``, ``eq`` ... compute, exactly.  Below the passes and the backends, so
that ``simplify``'s constant folding, the interpreter and the simulator share one
definition (``values.py``: how each IR type's values are held and rounded)."""

from __future__ import annotations

import math

from tilelang.lazy_import import lazy_module

np = lazy_module("numpy")

from .types import ScalarType

from .values import cast, from_bits, round_to, to_bits


def _trunc_div(a, b):
    q = np.abs(a) // np.abs(b)
    return np.where((a < 0) != (b < 0), -q, q)


def _is_float(t) -> bool:
    return isinstance(t, ScalarType) and (t.dtype.is_float or t.dtype.is_lut)


def binary(name: str, t, a, b, fail, active=None):
    """``a <name> b`` in type ``t`` (the operands' and result's type).  ``active``: the
    elements a masked T.Parallel body computes for (others hold placeholder zeros
    from masked loads, so only active ones may fault)."""
    a, b = np.asarray(a), np.asarray(b)
    fl = _is_float(t)
    if not fl and name in ("div", "rem", "floordiv", "floormod") and \
            np.any((b == 0) if active is None else ((b == 0) & active)):
        fail("integer division by zero")
    with np.errstate(all="ignore"):
        if name == "add":
            r = a + b
        elif name == "sub":
            r = a - b
        elif name == "mul":
            r = a * b
        elif name == "div":
            r = a / b if fl else _trunc_div(a, b)
        elif name == "rem":
            r = np.fmod(a, b) if fl else a - b * _trunc_div(a, b)
        elif name == "floordiv":
            r = np.floor_divide(a, b)
        elif name == "floormod":
            r = np.mod(a, b)
        elif name in ("min", "minimum"):
            r = np.minimum(a, b)
        elif name in ("max", "maximum"):
            r = np.maximum(a, b)
        elif name == "fmax":
            r = np.fmax(a, b)
        elif name == "fmin":
            r = np.fmin(a, b)
        elif name == "pow":
            r = np.power(a, b)
        elif name == "and":
            r = np.bitwise_and(a, b)
        elif name == "or":
            r = np.bitwise_or(a, b)
        elif name == "xor":
            r = np.bitwise_xor(a, b)
        elif name == "shl":
            r = np.left_shift(a.astype(np.int64), b.astype(np.int64))
        elif name == "shr":
            r = np.right_shift(a, b.astype(a.dtype) if a.dtype.kind in "iu" else b)
        else:
            raise AssertionError(name)
    return round_to(t, r)


# numpy ufuncs by name: looked up at the call, so that importing this module (every
# compile does, for simplify) does not import numpy
COMPARES = {"eq": "equal", "ne": "not_equal", "lt": "less", "le": "less_equal", "gt": "greater",
            "ge": "greater_equal"}


def compare(name: str, a, b):
    return getattr(np, COMPARES[name])(np.asarray(a), np.asarray(b))


def _sigmoid(x):
    return 1.0 / (1.0 + np.exp(-x))


def _erf(x):
    # numpy has no erf: math.erf on each element, in double, then rounded to the result
    # type (CUDA's erff is within 2 ulp of float32's exact value).
    return np.vectorize(math.erf, otypes=[np.float64])(x)


def _rsqrt(x):
    return 1.0 / np.sqrt(x)


UNARY = {
    "neg": "negative", "abs": "abs", "exp": "exp", "exp2": "exp2", "log": "log", "log2": "log2",
    "sqrt": "sqrt", "rsqrt": _rsqrt, "tanh": "tanh", "erf": _erf, "sin": "sin", "cos": "cos",
    "sigmoid": _sigmoid, "floor": "floor", "ceil": "ceil", "round": "rint",
}


def unary(name: str, t, x):
    x = np.asarray(x)
    with np.errstate(all="ignore"):
        if name == "not":
            r = np.logical_not(x) if x.dtype == np.bool_ else np.invert(x)
        else:
            fn = UNARY[name]
            r = (getattr(np, fn) if isinstance(fn, str) else fn)(x)
    return round_to(t, r)


def const(t, value):
    """A constant as its type holds it (0.1 in bfloat16 is bfloat16's nearest value)."""
    return round_to(t, np.asarray(value, dtype=np.float64 if isinstance(value, float) else None))


def fma(t, a, b, c):
    """``a * b + c`` rounded once to float type ``t`` (C's ``fma``).  In float64 the
    product of two values of 32 bits or fewer is exact, so only the sum rounds there; a
    second rounding to ``t`` could differ from the single one only where the float64
    sum lies next to a midpoint of ``t``'s values: those few elements are decided
    exactly with fractions (every element, for float64 operands)."""
    a64, b64, c64 = np.broadcast_arrays(*(np.asarray(x, dtype=np.float64) for x in (a, b, c)))
    with np.errstate(all="ignore"):
        s = a64 * b64 + c64
        r = round_to(t, s)
        if t.dtype.bits >= 64:
            near = np.isfinite(s)
        else:
            up, dn = round_to(t, np.nextafter(s, np.inf)), round_to(t, np.nextafter(s, -np.inf))
            near = np.isfinite(s) & (up.astype(np.float64) != dn.astype(np.float64))
    if not near.any():
        return r
    r = np.array(r, copy=True).reshape(s.shape)
    for at in zip(*np.nonzero(near)):
        r[at] = _fma_exact(t, float(a64[at]), float(b64[at]), float(c64[at]), float(s[at]))
    return r


def _fma_exact(t, a, b, c, s):
    """One element of ``fma``: the value of ``t`` nearest the exact ``a * b + c`` (ties to
    the even code), chosen among the roundings of the float64 sum ``s`` and its neighbours."""
    from fractions import Fraction

    x = Fraction(a) * Fraction(b) + Fraction(c)
    cands = {float(v) for v in round_to(t, np.array([np.nextafter(s, -np.inf), s, np.nextafter(s, np.inf)]))}
    if not all(math.isfinite(v) for v in cands):
        return round_to(t, np.array([s]))[0]
    if x == 0:
        return round_to(t, np.array([s]))[0]
    best = sorted(cands, key=lambda v: (abs(Fraction(v) - x), int(to_bits(t, np.array([v]))[0]) & 1))[0]
    return round_to(t, np.array([best]))[0]


def select(cond, a, b):
    return np.where(np.asarray(cond), a, b)


def convert(src_t, dst_t, x):
    return cast(src_t, dst_t, x)


def reinterpret(src_t, dst_t, x):
    return from_bits(dst_t, to_bits(src_t, x))
