"""Function-level values (grid sizes, values derived from symbolic dims and scalar
parameters) as Python expressions the launcher evaluates per call.

They are plain strings over the names ``s`` (symbol values by name) and ``a``
(the call's arguments), so a compiled kernel's launch description can be
stored in the disk cache as JSON and evaluated without the IR.
"""

from __future__ import annotations

from tilelang.errors import TileLangError

_PY = {"add": "({} + {})", "sub": "({} - {})", "mul": "({} * {})", "floordiv": "({} // {})",
       "floormod": "({} % {})", "min": "min({}, {})", "max": "max({}, {})", "and": "({} & {})",
       "or": "({} | {})", "xor": "({} ^ {})", "shl": "({} << {})", "shr": "({} >> {})",
       "div": "_tdiv({}, {})", "rem": "_trem({}, {})", "lt": "({} < {})", "le": "({} <= {})",
       "gt": "({} > {})", "ge": "({} >= {})", "eq": "({} == {})", "ne": "({} != {})"}


def _tdiv(a, b):
    q = abs(a) // abs(b)
    return -q if (a < 0) != (b < 0) else q


def _trem(a, b):
    return a - b * _tdiv(a, b)


HOST_GLOBALS = {"__builtins__": {"min": min, "max": max, "int": int, "float": float, "bool": bool},
                "_tdiv": _tdiv, "_trem": _trem}


def host_expressions(func) -> dict:
    """id(value) -> Python expression, for the function's parameters and every value
    defined outside its kernels that the launcher may need."""
    exprs = {id(p): f"a[{i}]" for i, p in enumerate(func.body.args)}
    for op in func.body.ops:
        if op.name == "kernel":
            continue
        if len(op.results) != 1:
            continue
        r = op.results[0]
        if op.name == "const":
            exprs[id(r)] = repr(op.value)
        elif op.name == "symbol":
            exprs[id(r)] = f"s[{op.sym!r}]"
        elif op.name in _PY and all(id(v) in exprs for v in (op.lhs, op.rhs)):
            exprs[id(r)] = _PY[op.name].format(exprs[id(op.lhs)], exprs[id(op.rhs)])
        elif op.name == "select" and all(id(v) in exprs for v in (op.cond, op.true_value, op.false_value)):
            exprs[id(r)] = f"({exprs[id(op.true_value)]} if {exprs[id(op.cond)]} else {exprs[id(op.false_value)]})"
        elif op.name == "cast" and id(op.value) in exprs:
            t = r.type
            conv = "float" if getattr(getattr(t, "dtype", None), "is_float", False) else "int"
            exprs[id(r)] = f"{conv}({exprs[id(op.value)]})"
    return exprs


def require(exprs: dict, v, what: str) -> str:
    e = exprs.get(id(v))
    if e is None:
        owner = getattr(v, "owner", None)
        raise TileLangError(f"cuda: {what} is computed by an op the host cannot evaluate ({owner!r})",
                            getattr(owner, "loc", None))
    return e


def compile_exprs(exprs: list[str]):
    """One function (s, a) -> tuple of the expressions' values."""
    return eval(f"lambda s, a: ({', '.join(exprs)}{',' if len(exprs) == 1 else ''})", HOST_GLOBALS)  # noqa: S307
