"""Index expressions evaluated on every point of a box of indices, in plain Python.

Layouts and fragments learn their storage shape, and the compiler checks maps, by
evaluating index expressions on every point of a tile: 16384 points for a 128 x 128
accumulator.  numpy would be fastest per point, but importing it takes longer than a
whole pass pipeline, and a compile needs nothing else from it.  Most subexpressions
depend on one index only (``i // 16 % 4 * 32``), so each is evaluated on the sub-box
of the indices it uses, and only an operator that joins two indices runs on their
joint box, as one list-wide ``map`` of Python's operator.  Values are Python ints, so
every result is exact (numpy's int64 would wrap past 2**63).

    >>> from tilelang.layout.expr import Var
    >>> g = BoxEval(("i", "j"), (128, 32))
    >>> g.bounds(Var("j") ^ Var("i") // 2 % 4 * 8)
    (0, 31)
"""

from __future__ import annotations

import functools
import itertools
import math
import operator
from typing import Sequence

from .expr import _OPS, BinOp, Const, Expr, Lookup, Var

DIVIDES_BY_ZERO = "an index expression divides by zero somewhere in the domain"


@functools.lru_cache(maxsize=256)
def _gather(extents: tuple[int, ...], used: tuple[bool, ...]) -> tuple[int, ...]:
    """For each point of the box ``extents`` (C order), the flat position, in the
    sub-box of the dims marked ``used``, of the point's projection on those dims."""
    strides, s = [], 1
    for e, u in zip(reversed(extents), reversed(used)):
        strides.append(s if u else 0)
        s *= e if u else 1
    strides.reverse()
    idx = [0]
    for e, stride in zip(extents, strides):
        steps = range(0, e * stride, stride) if stride else (0,) * e
        idx = [b + c for b in idx for c in steps]
    return tuple(idx)


def linear_terms(expr: Expr) -> tuple[int, list[tuple[int, Expr]]]:
    """``expr`` as ``constant + sum(coef * term)``: sums, differences and products by a
    constant are expanded (exact for integers), any other node is a term."""
    constant, terms = 0, []

    def walk(e: Expr, coef: int) -> None:
        nonlocal constant
        if isinstance(e, Const):
            constant += coef * e.value
        elif isinstance(e, BinOp) and e.op in ("+", "-"):
            walk(e.a, coef)
            walk(e.b, -coef if e.op == "-" else coef)
        elif isinstance(e, BinOp) and e.op == "*" and isinstance(e.b, Const):
            walk(e.a, coef * e.b.value)
        elif isinstance(e, BinOp) and e.op == "*" and isinstance(e.a, Const):
            walk(e.b, coef * e.a.value)
        else:  # (a term times 0 stays: it must still fail where it divides by zero)
            terms.append((coef, e))

    walk(expr, 1)
    return constant, terms


class BoxEval:
    """Evaluate expressions over the box ``shape`` of the variables ``names``.

    A value is ``(dims, values)``: the positions (in ``names``) of the variables it
    depends on, increasing, and its values on their sub-box in C order.  A sum is split
    into groups of terms over the same indices, each evaluated on its own sub-box, so
    only the final sum runs on the joint box; bounds add the groups' bounds (the groups
    vary independently), so they never need the joint box.  Subexpressions are
    evaluated once per instance (expressions compare structurally).
    """

    def __init__(self, names: Sequence[str], shape: Sequence[int]):
        self.names = tuple(names)
        self.shape = tuple(int(n) for n in shape)
        self._pos = {n: k for k, n in enumerate(self.names)}
        self._memo: dict[Expr, tuple[tuple[int, ...], list]] = {}
        self._dims_memo: dict[Expr, tuple[int, ...]] = {}

    # -- evaluation ------------------------------------------------------------------
    def value(self, expr: Expr) -> tuple[tuple[int, ...], list]:
        """``(dims, values)`` of ``expr`` (see the class docstring)."""
        got = self._memo.get(expr)
        if got is None:
            got = self._memo[expr] = self._compute(expr)
        return got

    def dims(self, expr: Expr) -> tuple[int, ...]:
        """The positions of the variables ``expr`` uses, increasing."""
        got = self._dims_memo.get(expr)
        if got is None:
            try:
                got = tuple(sorted(self._pos[n] for n in expr.free_vars()))
            except KeyError as e:
                raise KeyError(f"no value given for index variable {e.args[0]!r}") from None
            self._dims_memo[expr] = got
        return got

    def _groups(self, expr: Expr) -> tuple[int, list[tuple[tuple[int, ...], list[tuple[int, Expr]]]]]:
        """``linear_terms`` of ``expr`` with the terms gathered into groups whose index
        sets are disjoint: (constant, [(dims, [(coef, term), ...]), ...])."""
        constant, terms = linear_terms(expr)
        groups: list[tuple[set, list]] = []
        for coef, term in terms:
            used, members = set(self.dims(term)), [(coef, term)]
            for g in [g for g in groups if g[0] & used]:
                groups.remove(g)
                used |= g[0]
                members = g[1] + members
            groups.append((used, members))
        return constant, [(tuple(sorted(u)), m) for u, m in groups]

    def _sum(self, dims: tuple[int, ...], members: list[tuple[int, Expr]]) -> list:
        """``sum(coef * term)`` on the sub-box ``dims`` (holding each term's)."""
        total = None
        for coef, term in members:
            tdims, values = self.value(term)
            values = self._spread(values, tdims, dims)
            if coef != 1:
                values = list(map(operator.mul, values, itertools.repeat(coef)))
            total = values if total is None else list(map(operator.add, total, values))
        return total

    def _compute(self, expr: Expr):
        if isinstance(expr, Const):
            return (), [expr.value]
        if isinstance(expr, Var):
            k, = self.dims(expr)
            return (k,), list(range(self.shape[k]))
        if isinstance(expr, Lookup):
            dims, idx = self.value(expr.index)
            return dims, _lookup(expr.table, idx)
        if isinstance(expr, BinOp) and expr.op in ("+", "-", "*") and \
                (expr.op != "*" or isinstance(expr.a, Const) or isinstance(expr.b, Const)):
            constant, groups = self._groups(expr)
            if not groups:
                return (), [constant]
            dims = tuple(sorted(set().union(*(g for g, _ in groups))))
            total = None
            for gdims, members in groups:
                values = self._spread(self._sum(gdims, members), gdims, dims)
                total = values if total is None else list(map(operator.add, total, values))
            return dims, total if not constant else list(map(operator.add, total, itertools.repeat(constant)))
        if isinstance(expr, BinOp):
            return self._binary(expr)
        raise TypeError(f"cannot evaluate {type(expr).__name__} over a box")

    def _binary(self, expr: BinOp):
        (da, va), (db, vb) = self.value(expr.a), self.value(expr.b)
        fn = _OPS[expr.op]
        if da == db:
            args, dims = (va, vb), da
        elif not db:
            args, dims = (va, itertools.repeat(vb[0])), da
        elif not da:
            args, dims = (itertools.repeat(va[0]), vb), db
        else:
            dims = tuple(sorted(set(da) | set(db)))
            args = (self._spread(va, da, dims), self._spread(vb, db, dims))
        try:
            return dims, list(map(fn, *args))
        except ZeroDivisionError:
            raise ValueError(DIVIDES_BY_ZERO) from None

    def _spread(self, values: list, dims: tuple[int, ...], to: tuple[int, ...]) -> list:
        """``values`` on the sub-box ``dims`` repeated over the larger sub-box ``to``."""
        if dims == to:
            return values
        if not dims:
            return values * math.prod(self.shape[d] for d in to)
        extents = tuple(self.shape[d] for d in to)
        used = tuple(d in dims for d in to)
        return list(map(values.__getitem__, _gather(extents, used)))

    def full(self, expr: Expr) -> list:
        """``expr``'s values on every point of the whole box, in C order."""
        dims, values = self.value(expr)
        return self._spread(values, dims, tuple(range(len(self.shape))))

    # -- questions -------------------------------------------------------------------
    def agree(self, a: Expr, b: Expr) -> bool:
        """``a`` and ``b`` take the same value on every point of the box."""
        if a == b:
            return True
        (da, va), (db, vb) = self.value(a), self.value(b)
        return va == vb if da == db else self.full(a) == self.full(b)

    def bounds(self, expr: Expr) -> tuple[int, int]:
        """(min, max) of ``expr`` over the box: the sum of its groups' bounds."""
        constant, groups = self._groups(expr)
        low = high = constant
        for dims, members in groups:
            if len(members) == 1:
                coef, term = members[0]
                values = self._distinct(term)
                lo, hi = min(values), max(values)
                lo, hi = (coef * lo, coef * hi) if coef > 0 else (coef * hi, coef * lo)
            else:
                values = self._sum(dims, members)
                lo, hi = min(values), max(values)
            low, high = low + lo, high + hi
        return low, high

    def _distinct(self, expr: Expr) -> set | list:
        """The values ``expr`` takes (as a set, or a list that may repeat them).  An
        operator on two operands over disjoint indices takes every pair of their values
        (the operands vary independently): never more pairs than the joint box has."""
        if isinstance(expr, BinOp):
            da, db = self.dims(expr.a), self.dims(expr.b)
            if da and db and not set(da) & set(db) and expr not in self._memo:
                fn, a, b = _OPS[expr.op], self._distinct(expr.a), self._distinct(expr.b)
                try:
                    return {fn(x, y) for x in a for y in b}
                except ZeroDivisionError:
                    raise ValueError(DIVIDES_BY_ZERO) from None
        if isinstance(expr, Lookup):
            return set(_lookup(expr.table, list(self._distinct(expr.index))))
        if isinstance(expr, Var):
            return range(self.shape[self.dims(expr)[0]])
        return set(self.value(expr)[1])

    def first_point(self, expr: Expr, value: int) -> tuple[int, ...]:
        """The first point of the box (C order) where ``expr`` equals ``value`` (which it
        must take): the indices ``expr`` does not use are 0 there."""
        dims, values = self.value(expr)
        k = values.index(value)
        point = [0] * len(self.shape)
        for d in reversed(dims):
            k, point[d] = divmod(k, self.shape[d])
        return tuple(point)


def _lookup(table: tuple, idx: list) -> list:
    if idx and not 0 <= min(idx) <= max(idx) < len(table):
        bad = next(v for v in idx if not 0 <= v < len(table))
        raise IndexError(f"lookup index {bad} outside table of length {len(table)}")
    return list(map(table.__getitem__, idx))
