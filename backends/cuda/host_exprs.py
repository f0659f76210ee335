"""Function-level values the launcher computes per call (grid sizes, values derived
from symbolic dims and scalar parameters), as data.

An expression is a small JSON tree, stored as it is in the disk cache:

    {"const": 3}                      an int, float or bool
    {"arg": 0}                        the call's argument 0 (a scalar parameter)
    {"sym": "M"}                      the value of the symbolic dim M
    {"op": "add", "args": [x, y]}     an operator of ``OPS`` applied to sub-trees

``compile_exprs`` checks trees strictly (known keys, known ops and their arities,
the types of leaves, a bounded size) and turns them into nested Python closures,
once per kernel.  Nothing is ever evaluated as Python source: whatever a cache
entry holds, loading it runs no code but this module's operators, and anything
else is a ``ValueError``.
"""

from __future__ import annotations

import operator

from tilelang.errors import TileLangError


def _tdiv(a, b):
    """C's integer division (rounds toward zero)."""
    q = abs(a) // abs(b)
    return -q if (a < 0) != (b < 0) else q


def _trem(a, b):
    return a - b * _tdiv(a, b)


_MAX_SHIFT = 64


def _shl(a, b):
    # bounded: a left shift by a huge count would build a huge int (a stored entry is
    # untrusted data, and in the kernels a shift of 64 bits or more is undefined anyway)
    if not 0 <= b <= _MAX_SHIFT:
        raise TileLangError(f"launch expression: left shift by {b} (the count must be in [0, {_MAX_SHIFT}])")
    return a << b


# name -> Python function; every op the host may evaluate (and nothing else)
_BINARY = {
    "add": operator.add, "sub": operator.sub, "mul": operator.mul, "floordiv": operator.floordiv,
    "floormod": operator.mod, "min": min, "max": max, "and": operator.and_, "or": operator.or_,
    "xor": operator.xor, "shl": _shl, "shr": operator.rshift, "div": _tdiv, "rem": _trem,
    "lt": operator.lt, "le": operator.le, "gt": operator.gt, "ge": operator.ge, "eq": operator.eq,
    "ne": operator.ne,
}
_UNARY = {"int": int, "float": float}  # the casts (to an integer / a float type)
OPS = {**{k: 2 for k in _BINARY}, **{k: 1 for k in _UNARY}, "select": 3}  # op -> number of args

# Bounds on untrusted trees (real ones have a handful of nodes): no deep recursion,
# no huge integers, no unbounded work per call.
MAX_DEPTH = 64
MAX_NODES = 4096
MAX_INT = 2**64
MAX_ARG = 2**16
MAX_SYM_LEN = 256


# ---- building trees from the IR ------------------------------------------------------------


def host_expressions(func) -> dict:
    """value -> expression tree, for the function's parameters and every value
    defined outside its kernels that the launcher may need."""
    exprs = {p: {"arg": i} for i, p in enumerate(func.body.args)}
    for op in func.body.ops:
        if op.name == "kernel" or len(op.results) != 1:
            continue
        r = op.results[0]
        if op.name == "const":
            if isinstance(op.value, (bool, int, float)):
                exprs[r] = {"const": op.value}
        elif op.name == "symbol":
            exprs[r] = {"sym": op.sym}
        elif op.name in _BINARY and all(v in exprs for v in (op.lhs, op.rhs)):
            exprs[r] = {"op": op.name, "args": [exprs[op.lhs], exprs[op.rhs]]}
        elif op.name == "select" and all(v in exprs for v in (op.cond, op.true_value, op.false_value)):
            exprs[r] = {"op": "select", "args": [exprs[op.cond], exprs[op.true_value], exprs[op.false_value]]}
        elif op.name == "cast" and op.value in exprs:
            is_float = getattr(getattr(r.type, "dtype", None), "is_float", False)
            exprs[r] = {"op": "float" if is_float else "int", "args": [exprs[op.value]]}
    return exprs


def require(exprs: dict, v, what: str) -> dict:
    """The tree of ``v``; an error naming ``what`` when the host cannot compute it."""
    e = exprs.get(v)
    if e is None:
        owner = getattr(v, "owner", None)
        raise TileLangError(f"cuda: {what} is computed by an op the host cannot evaluate ({owner!r})",
                            getattr(owner, "loc", None))
    return e


# ---- checking and compiling trees ----------------------------------------------------------


def _is_int(x) -> bool:
    return x.__class__ is int  # not bool, not a subclass


def _fail(where: str, why: str):
    raise ValueError(f"launch expression {where}: {why}")


def _compile(node, where: str, depth: int, count: list):
    """(closure (s, a) -> value, is_constant, constant value) of a checked tree."""
    count[0] += 1
    if count[0] > MAX_NODES:
        _fail(where, f"more than {MAX_NODES} nodes")
    if depth > MAX_DEPTH:
        _fail(where, f"nested deeper than {MAX_DEPTH}")
    if node.__class__ is not dict:
        _fail(where, f"a node must be an object, not {type(node).__name__}")
    keys = node.keys()
    if keys == {"const"}:
        v = node["const"]
        if v.__class__ not in (int, float, bool) or (_is_int(v) and abs(v) > MAX_INT):
            _fail(where, f"a constant must be a bool, a float or an int of at most {MAX_INT}, not {v!r:.80}")
        return (lambda s, a: v), True, v
    if keys == {"arg"}:
        i = node["arg"]
        if not _is_int(i) or not 0 <= i < MAX_ARG:
            _fail(where, f"an argument index must be an int in [0, {MAX_ARG}), not {i!r:.80}")
        return (lambda s, a: a[i]), False, None
    if keys == {"sym"}:
        name = node["sym"]
        if name.__class__ is not str or not 0 < len(name) <= MAX_SYM_LEN:
            _fail(where, f"a symbol must be a non-empty string of at most {MAX_SYM_LEN} characters, "
                         f"not {name!r:.80}")
        return (lambda s, a: s[name]), False, None
    if keys != {"op", "args"}:
        _fail(where, f"a node has the keys const, arg, sym or op + args, not {sorted(map(str, keys))}")
    name, args = node["op"], node["args"]
    if name.__class__ is not str or name not in OPS:
        _fail(where, f"unknown op {name!r:.80}")
    if args.__class__ is not list or len(args) != OPS[name]:
        _fail(where, f"op {name} takes a list of {OPS[name]} args")
    subs = [_compile(x, f"{where}.args[{n}]", depth + 1, count) for n, x in enumerate(args)]
    if name == "select":
        (c, _, _), (t, _, _), (f, _, _) = subs
        fn = lambda s, a: t(s, a) if c(s, a) else f(s, a)  # noqa: E731
    elif name in _UNARY:
        conv, (x, _, _) = _UNARY[name], subs[0]
        fn = lambda s, a: conv(x(s, a))  # noqa: E731
    else:
        fn = _binary(_BINARY[name], args[0], subs[0][0], *subs[1])
    if all(is_const for _, is_const, _ in subs):
        try:  # folded once (an op that fails, e.g. a division by zero, is left to fail per call)
            v = fn(None, None)
        except (ArithmeticError, ValueError, TileLangError):
            return fn, False, None
        return (lambda s, a: v), True, v
    return fn, False, None


def _binary(f2, left: dict, x, y, y_const: bool, yv):
    """The closure of a binary op.  The common shapes -- a symbol, an argument or a sub-tree
    against a constant, as in (M + 127) // 128 -- read their leaves inline: each closure
    call saved is ~0.1 us of every launch whose grid depends on the call."""
    if y_const:
        if left.keys() == {"sym"}:
            name = left["sym"]
            return lambda s, a: f2(s[name], yv)
        if left.keys() == {"arg"}:
            i = left["arg"]
            return lambda s, a: f2(a[i], yv)
        return lambda s, a: f2(x(s, a), yv)
    return lambda s, a: f2(x(s, a), y(s, a))


def _compile_all(exprs, param: str):
    if exprs.__class__ is not list:
        raise ValueError(f"{param} must be a list of launch expressions, not {type(exprs).__name__}")
    count = [0]
    return [_compile(e, f"{param}[{n}]", 0, count) for n, e in enumerate(exprs)]


def check_exprs(exprs, param: str = "exprs") -> None:
    """Raise ``ValueError`` (naming ``param`` and the node) unless ``exprs`` is a list of
    valid expression trees."""
    _compile_all(exprs, param)


def compile_exprs(exprs, param: str = "exprs"):
    """One function (s, a) -> tuple of the trees' values (``s``: symbol values by name,
    ``a``: the call's arguments); ``ValueError`` for an invalid tree."""
    fns = [fn for fn, _, _ in _compile_all(exprs, param)]
    if len(fns) == 1:
        (f0,) = fns
        return lambda s, a: (f0(s, a),)
    if len(fns) == 2:
        f0, f1 = fns
        return lambda s, a: (f0(s, a), f1(s, a))
    if len(fns) == 3:
        f0, f1, f2 = fns
        return lambda s, a: (f0(s, a), f1(s, a), f2(s, a))
    return lambda s, a: tuple(f(s, a) for f in fns)


def compile_grid(exprs, param: str = "grid"):
    """One function (s, a) -> (x, y, z): the values of 1 to 3 trees as ints, 1 for the
    dims not given (the launch shape, built in one step: it runs at every launch)."""
    fns = [fn for fn, _, _ in _compile_all(exprs, param)]
    if not 1 <= len(fns) <= 3:
        raise ValueError(f"{param} must have 1 to 3 dims, not {len(fns)}")
    if len(fns) == 1:
        (f0,) = fns
        return lambda s, a: (int(f0(s, a)), 1, 1)
    if len(fns) == 2:
        f0, f1 = fns
        return lambda s, a: (int(f0(s, a)), int(f1(s, a)), 1)
    f0, f1, f2 = fns
    return lambda s, a: (int(f0(s, a)), int(f1(s, a)), int(f2(s, a)))


def constant_values(exprs, param: str = "exprs") -> tuple | None:
    """The values of ``exprs`` when none depends on a call (no ``arg`` or ``sym``), else None."""
    compiled = _compile_all(exprs, param)
    if all(is_const for _, is_const, _ in compiled):
        return tuple(v for _, _, v in compiled)
    return None
