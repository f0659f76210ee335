"""Index expressions: the small integer algebra layouts are written in.

A layout function such as ``lambda i, j: (i, j ^ i % 8 * 8)`` is traced once with
symbolic index variables; Python's operators on them build a tree of

* :class:`Var` -- an index variable (``i``, ``j``, ... or ``rep``),
* :class:`Const` -- an integer constant,
* :class:`BinOp` -- ``+ - * // % ^ & | << >>`` of two expressions,
* :class:`Lookup` -- a table-defined map ``lookup([3, 0, 2, 1], i)``.

Trees are immutable, compare and hash structurally, print in Python syntax with
minimal parentheses (the printed form parses back to the identical tree), and are
lightly simplified as they are built (constant folding, ``x * 1``, ``x + 0`` ...).

They evaluate by substituting any objects that support Python's integer operators:
ints, numpy integer arrays (vectorized over an index grid), other expressions, or a
caller's own symbolic values.  Arithmetic follows Python semantics (floor division,
non-negative ``%`` for positive divisors); layouts only produce non-negative indices.
"""

from __future__ import annotations

import inspect
import operator
import threading
from contextlib import contextmanager
from dataclasses import dataclass
from typing import Any, Callable, Mapping, Sequence

from tilelang.lazy_import import is_integer, lazy_module, loaded

np = lazy_module("numpy")

__all__ = [
    "Expr", "Var", "Const", "BinOp", "Lookup", "lookup", "as_expr",
    "LayoutTraceError", "index_var_names", "trace_function", "format_expr", "format_lambda",
]

# Python's own evaluation functions, so evaluation is exactly "the operator on the leaves".
_OPS: dict[str, Callable[[Any, Any], Any]] = {
    "+": operator.add, "-": operator.sub, "*": operator.mul,
    "//": operator.floordiv, "%": operator.mod,
    "^": operator.xor, "&": operator.and_, "|": operator.or_,
    "<<": operator.lshift, ">>": operator.rshift,
}

# Python's binding strength of each operator; the printer parenthesizes with it so that
# the printed text re-parses (with Python's grammar) into exactly the same tree.
_PREC = {"|": 1, "^": 2, "&": 3, "<<": 4, ">>": 4, "+": 5, "-": 5, "*": 6, "//": 6, "%": 6}
_UNARY_PREC = 7   # a negative constant prints as "-3", which binds like unary minus
_ATOM_PREC = 10


class LayoutTraceError(TypeError, ValueError):
    """A layout function did something that cannot be traced symbolically.

    Raised when a function given to ``Layout``/``Fragment`` branches on an index
    variable (``if``, ``and``/``or``, comparisons, ``min``/``max``), uses it as a
    concrete int (list indexing, ``range``), or returns something that is not an
    index expression.  It is both a ``TypeError`` and a ``ValueError`` so callers
    may catch either.
    """


_trace_state = threading.local()


def _tracing() -> bool:
    return getattr(_trace_state, "depth", 0) > 0


@contextmanager
def _trace_scope():
    _trace_state.depth = getattr(_trace_state, "depth", 0) + 1
    try:
        yield
    finally:
        _trace_state.depth -= 1


def _control_flow_error(expr: "Expr", what: str) -> LayoutTraceError:
    return LayoutTraceError(
        f"{what} on the index expression `{format_expr(expr)}`: layout functions are traced "
        "once with symbolic indices, so they must be straight-line integer arithmetic "
        "(+ - * // % ^ & | << >>) without Python `if`/`and`/`or`/comparisons/min/max; "
        "use arithmetic (e.g. `x % 2 * a + (1 - x % 2) * b`) or lookup(table, x) instead")


class Expr:
    """Base class of index expressions (immutable, structural equality).

    Build expressions with Python operators on :class:`Var` objects and ints; do not
    subclass.  Example::

        >>> i, j = Var("i"), Var("j")
        >>> e = j ^ i % 8 * 8
        >>> e
        j ^ i % 8 * 8
        >>> e.evaluate({"i": 3, "j": 5})
        29
    """

    __slots__ = ()
    # Makes numpy scalars/arrays hand mixed operations to our reflected operators
    # instead of building object arrays.
    __array_ufunc__ = None

    # -- evaluation -------------------------------------------------------------
    def evaluate(self, env: Mapping[str, Any]) -> Any:
        """Substitute ``env[name]`` for every variable and compute with Python operators.

        Arguments:
            env: maps variable names to ints, numpy integer arrays (broadcast
                together), expressions, or any objects with integer operators.
        Example: ``(Var("i") * 4 + 1).evaluate({"i": np.arange(3)})`` -> ``array([1, 5, 9])``.
        """
        raise NotImplementedError

    def substitute(self, mapping: Mapping[str, "Expr | int"]) -> "Expr":
        """Replace some variables by expressions/ints; others stay as they are.

        Example: ``(Var("i") + 1).substitute({"i": Var("j") * 2})`` -> ``j * 2 + 1``.
        """
        env = {name: Var(name) for name in self.free_vars()}
        env.update(mapping)
        return as_expr(self.evaluate(env))

    def free_vars(self) -> frozenset[str]:
        """Names of the variables the expression uses. Example: ``(i + j).free_vars()``."""
        raise NotImplementedError

    def _prec(self) -> int:
        return _ATOM_PREC

    def _key(self) -> tuple:
        raise NotImplementedError

    # -- structural identity ---------------------------------------------------
    def __eq__(self, other: object) -> bool:
        if _tracing():
            # `if i == j:` inside a layout function would otherwise silently compare trees.
            raise _control_flow_error(self, "`==` comparison")
        if not isinstance(other, Expr):
            return NotImplemented
        return type(self) is type(other) and self._key() == other._key()

    def __ne__(self, other: object) -> bool:
        if _tracing():
            raise _control_flow_error(self, "`!=` comparison")
        result = self.__eq__(other)
        return result if result is NotImplemented else not result

    def __hash__(self) -> int:
        return hash((type(self).__name__,) + self._key())

    def __repr__(self) -> str:
        return format_expr(self)

    __str__ = __repr__

    # -- things that need a concrete value ----------------------------------------
    def __bool__(self) -> bool:
        raise _control_flow_error(self, "Python control flow (`if`, `and`, `or`, `not`)")

    def __lt__(self, other):
        raise _control_flow_error(self, "comparison (`<`, `<=`, `>`, `>=`, min/max)")

    __le__ = __gt__ = __ge__ = __lt__

    def __index__(self) -> int:
        raise LayoutTraceError(
            f"the index expression `{format_expr(self)}` was used where a concrete int is "
            "needed (list/tuple indexing, range, ...); use lookup(table, expr) for tables")

    __int__ = __index__

    def __float__(self):
        raise LayoutTraceError("index expressions are integer-only")

    def __truediv__(self, other):
        raise LayoutTraceError(
            f"`/` on the index expression `{format_expr(self)}`: use `//` (integer division)")

    __rtruediv__ = __truediv__

    def __pow__(self, other):
        raise LayoutTraceError("`**` is not supported in index expressions; use `*` or `<<`")

    __rpow__ = __pow__

    def __neg__(self) -> "Expr":
        return make_binop("-", Const(0), self)

    def __pos__(self) -> "Expr":
        return self

    def __invert__(self):
        raise LayoutTraceError("`~` is not supported in index expressions; use `^` with a mask")


def _binary(op: str):
    def forward(self, other):
        rhs = _coerce(other)
        return NotImplemented if rhs is None else make_binop(op, self, rhs)

    def reflected(self, other):
        lhs = _coerce(other)
        return NotImplemented if lhs is None else make_binop(op, lhs, self)

    return forward, reflected


for _name, _op in [("add", "+"), ("sub", "-"), ("mul", "*"), ("floordiv", "//"), ("mod", "%"),
                   ("xor", "^"), ("and", "&"), ("or", "|"), ("lshift", "<<"), ("rshift", ">>")]:
    _fwd, _rev = _binary(_op)
    setattr(Expr, f"__{_name}__", _fwd)
    setattr(Expr, f"__r{_name}__", _rev)


@dataclass(frozen=True, eq=False, repr=False, slots=True)
class Var(Expr):
    """An index variable. Example: ``i = Var("i"); (i * 2).evaluate({"i": 5}) == 10``."""

    name: str

    def __post_init__(self):
        if not isinstance(self.name, str) or not self.name.isidentifier():
            raise ValueError(f"Var name must be an identifier, got {self.name!r}")

    def evaluate(self, env):
        try:
            return env[self.name]
        except KeyError:
            raise KeyError(f"no value given for index variable {self.name!r}") from None

    def free_vars(self):
        return frozenset((self.name,))

    def _key(self):
        return (self.name,)


@dataclass(frozen=True, eq=False, repr=False, slots=True)
class Const(Expr):
    """An integer constant. Example: ``Const(8) * Var("i")`` prints as ``8 * i``."""

    value: int

    def __post_init__(self):
        if not is_integer(self.value):
            raise TypeError(f"Const needs an int, got {self.value!r}")
        object.__setattr__(self, "value", int(self.value))

    def evaluate(self, env):
        return self.value

    def free_vars(self):
        return frozenset()

    def _prec(self):
        return _ATOM_PREC if self.value >= 0 else _UNARY_PREC

    def _key(self):
        return (self.value,)


@dataclass(frozen=True, eq=False, repr=False, slots=True)
class BinOp(Expr):
    """A binary operation ``a <op> b``, op one of ``+ - * // % ^ & | << >>``.

    Build it with Python operators (which simplify) rather than directly.
    Example: ``Var("i") % 8 * 8`` is ``BinOp("*", BinOp("%", Var("i"), Const(8)), Const(8))``.
    """

    op: str
    a: Expr
    b: Expr

    def __post_init__(self):
        if self.op not in _OPS:
            raise ValueError(f"unsupported operator {self.op!r}")

    def evaluate(self, env):
        return _OPS[self.op](self.a.evaluate(env), self.b.evaluate(env))

    def free_vars(self):
        return self.a.free_vars() | self.b.free_vars()

    def _prec(self):
        return _PREC[self.op]

    def _key(self):
        return (self.op, self.a, self.b)


@dataclass(frozen=True, eq=False, repr=False, slots=True)
class Lookup(Expr):
    """A table-defined map: ``table[index]``; prints as ``lookup([3, 0, 2, 1], i)``.

    Evaluates on ints, numpy integer arrays (vectorized) and expressions (stays
    symbolic).  Other symbolic objects may define ``__layout_lookup__(self, table)``;
    anything else raises ``TypeError``.  Build it with :func:`lookup`.
    """

    table: tuple
    index: Expr

    def __post_init__(self):
        object.__setattr__(self, "table", tuple(int(v) for v in self.table))
        if not isinstance(self.index, Expr):
            raise TypeError("Lookup index must be an expression; use lookup() for values")

    def evaluate(self, env):
        return _lookup_value(self.table, self.index.evaluate(env))

    def free_vars(self):
        return self.index.free_vars()

    def _key(self):
        return (self.table, self.index)


def _lookup_value(table: tuple, idx: Any) -> Any:
    if isinstance(idx, Expr):
        return lookup(table, idx)
    if is_integer(idx):
        if not 0 <= idx < len(table):
            raise IndexError(f"lookup index {int(idx)} outside table of length {len(table)}")
        return table[int(idx)]
    numpy = loaded("numpy")  # (an array exists only once numpy is loaded)
    if numpy is not None and isinstance(idx, numpy.ndarray) and numpy.issubdtype(idx.dtype, numpy.integer):
        return numpy.asarray(table, dtype=numpy.int64)[idx]
    hook = getattr(type(idx), "__layout_lookup__", None)
    if hook is not None:
        return hook(idx, table)
    raise TypeError(
        f"lookup() can index its table with ints, numpy integer arrays or index "
        f"expressions, not {type(idx).__name__}; symbolic index types may define "
        "__layout_lookup__(self, table) to lower table lookups themselves")


def _coerce(value: Any) -> Expr | None:
    if isinstance(value, Expr):
        return value
    if is_integer(value):
        return Const(int(value))
    numpy = loaded("numpy")
    if isinstance(value, float) or (numpy is not None and isinstance(value, numpy.floating)):
        raise LayoutTraceError(f"index expressions are integer-only, got the float {value!r}")
    return None


def as_expr(value: Any) -> Expr:
    """Turn an int (or numpy integer) or expression into an :class:`Expr`.

    Example: ``as_expr(3) == Const(3)``; raises ``TypeError`` for anything else.
    """
    expr = _coerce(value)
    if expr is None:
        raise TypeError(f"expected an index expression or int, got {type(value).__name__}: {value!r}")
    return expr


def lookup(table: Sequence[int], index: Any) -> Any:
    """Table-defined map ``table[index]`` usable inside layout functions.

    Arguments:
        table: the values (a sequence of ints).
        index: an expression, int, or numpy integer array.
    Example: ``Layout([4], lambda i: lookup([3, 0, 2, 1], i))``.
    """
    values = tuple(int(v) for v in table)
    if not values:
        raise ValueError("lookup() needs a non-empty table")
    if any(isinstance(v, bool) for v in table):
        raise TypeError("lookup() table entries must be ints")
    if isinstance(index, Expr):
        if isinstance(index, Const):
            return Const(_lookup_value(values, index.value))
        return Lookup(values, index)
    return _lookup_value(values, index)


def _const(e: Expr) -> int | None:
    return e.value if isinstance(e, Const) else None


def _inner_const(e: Expr, op: str) -> tuple[Expr, int] | None:
    """If ``e`` is ``x <op> c`` with a constant ``c``, return ``(x, c)``."""
    if isinstance(e, BinOp) and e.op == op and isinstance(e.b, Const):
        return e.a, e.b.value
    return None


def make_binop(op: str, a: Expr, b: Expr) -> Expr:
    """Build ``a <op> b`` with light simplification.

    Each rule rebuilds through this function, so every tree it returns is a fixed
    point: re-building a node from its own children gives the same node.  That is
    what makes printed layouts parse back to identical trees.
    """
    ca, cb = _const(a), _const(b)
    if op in ("//", "%") and cb == 0:
        raise ZeroDivisionError(f"`{op} 0` in an index expression")
    if ca is not None and cb is not None:
        return Const(_OPS[op](ca, cb))
    if op == "+":
        if ca == 0:
            return b
        if cb == 0:
            return a
        inner = _inner_const(a, "+")
        if cb is not None and inner is not None:
            return make_binop("+", inner[0], Const(inner[1] + cb))
    elif op == "-":
        if cb == 0:
            return a
    elif op == "*":
        if ca == 0 or cb == 0:
            return Const(0)
        if ca == 1:
            return b
        if cb == 1:
            return a
        inner = _inner_const(a, "*")
        if cb is not None and inner is not None:
            return make_binop("*", inner[0], Const(inner[1] * cb))
    elif op == "//":
        if cb == 1:
            return a
        if cb is not None and cb > 0:
            inner = _inner_const(a, "//")
            if inner is not None and inner[1] > 0:
                # floor(floor(x / p) / q) == floor(x / (p q)) for positive p, q
                return make_binop("//", inner[0], Const(inner[1] * cb))
            inner = _inner_const(a, "*")
            if inner is not None and inner[1] % cb == 0:
                return make_binop("*", inner[0], Const(inner[1] // cb))
    elif op == "%":
        if cb == 1:
            return Const(0)
        if cb is not None and cb > 0:
            inner = _inner_const(a, "%")
            if inner is not None and inner[1] > 0 and inner[1] % cb == 0:
                return make_binop("%", inner[0], b)
            inner = _inner_const(a, "*")
            if inner is not None and inner[1] % cb == 0:
                return Const(0)
    elif op in ("^", "|"):
        if ca == 0:
            return b
        if cb == 0:
            return a
    elif op == "&":
        if ca == 0 or cb == 0:
            return Const(0)
    elif op in ("<<", ">>"):
        if cb == 0:
            return a
        if ca == 0:
            return Const(0)
    return BinOp(op, a, b)


# -- printing ----------------------------------------------------------------------

def format_expr(expr: Expr) -> str:
    """Python-syntax text of an expression with minimal parentheses.

    Example: ``format_expr((Var("i") + 1) * 2)`` -> ``"(i + 1) * 2"``.
    """
    if isinstance(expr, Const):
        return str(expr.value)
    if isinstance(expr, Var):
        return expr.name
    if isinstance(expr, Lookup):
        return f"lookup([{', '.join(map(str, expr.table))}], {format_expr(expr.index)})"
    if isinstance(expr, BinOp):
        prec = _PREC[expr.op]
        left, right = format_expr(expr.a), format_expr(expr.b)
        # All these operators are left-associative: the right operand needs
        # parentheses already at equal precedence ("a - (b - c)", "a + (b - c)").
        if expr.a._prec() < prec:
            left = f"({left})"
        if expr.b._prec() <= prec:
            right = f"({right})"
        return f"{left} {expr.op} {right}"
    raise TypeError(f"not an index expression: {expr!r}")


def format_lambda(names: Sequence[str], exprs: Sequence[Expr]) -> str:
    """``lambda i, j: (e0, e1)`` text (a single output prints without the tuple).

    Example: ``format_lambda(["i", "j"], [Var("i") * 8 + Var("j")])`` -> ``"lambda i, j: i * 8 + j"``.
    """
    body = ", ".join(format_expr(e) for e in exprs)
    if len(exprs) != 1:
        body = f"({body})"
    return f"lambda {', '.join(names)}: {body}"


# -- tracing -----------------------------------------------------------------------

_VAR_NAMES = "ijklmnop"
REP_VAR = "rep"


def index_var_names(ndim: int) -> tuple[str, ...]:
    """Canonical names of the index variables of an ``ndim``-dim shape.

    Example: ``index_var_names(2)`` -> ``("i", "j")``; past 8 dims: ``i8, i9, ...``.
    """
    return tuple(_VAR_NAMES[d] if d < len(_VAR_NAMES) else f"i{d}" for d in range(ndim))


def _describe(fn: Callable) -> str:
    code = getattr(fn, "__code__", None)
    name = getattr(fn, "__name__", type(fn).__name__)
    if code is None:
        return f"layout function {name}"
    return f"layout function {name} ({code.co_filename}:{code.co_firstlineno})"


def trace_function(fn: Callable, names: Sequence[str]) -> tuple[Expr, ...]:
    """Call ``fn`` once with ``Var(name)`` arguments; return its outputs as expressions.

    ``fn`` may return an expression, an int, or a tuple/list of them.  A function
    that branches on an index variable raises :class:`LayoutTraceError`.
    Example: ``trace_function(lambda i, j: (j, i), ["i", "j"])`` -> ``(j, i)``.
    """
    if not callable(fn):
        raise TypeError(f"expected a function of the indices, got {type(fn).__name__}")
    args = [Var(n) for n in names]
    try:
        inspect.signature(fn).bind(*args)
    except TypeError:
        raise LayoutTraceError(
            f"{_describe(fn)} must take {len(names)} index argument(s) "
            f"({', '.join(names)})") from None
    except ValueError:
        pass  # builtins without a signature: let the call itself decide
    with _trace_scope():
        try:
            out = fn(*args)
        except LayoutTraceError as err:
            raise LayoutTraceError(f"{_describe(fn)}: {err}") from None
    outputs = out if isinstance(out, (tuple, list)) else (out,)
    if not outputs:
        raise LayoutTraceError(f"{_describe(fn)} returned no index")
    exprs = []
    for value in outputs:
        expr = _coerce(value) if not isinstance(value, (tuple, list)) else None
        if expr is None:
            raise LayoutTraceError(
                f"{_describe(fn)} must return an index expression, an int, or a flat tuple "
                f"of them; got {type(value).__name__}: {value!r}")
        exprs.append(expr)
    return tuple(exprs)
