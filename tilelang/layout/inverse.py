"""Inverting a bijective layout into a readable storage -> logical layout.

Candidates are tried from most to least readable and each is verified numerically
over the whole storage before it is used:

1. a builtin's known closed-form inverse (``Layout._inverse_hint``);
2. an involution (``L(L(x)) == x``, e.g. every XOR swizzle) -- the layout itself;
3. a permutation of axes (every output a distinct variable);
4. per-axis maps (each output depends on one distinct input): each 1-D map is
   inverted on its own, as itself (involution), as a periodic table
   ``s // P * P + lookup(t, s % P)``, or as a full table;
5. a strided layout (flat storage offset = sum of index * stride): each index is
   ``flat // stride % extent``;
6. otherwise a lookup table over the flattened storage index.
"""

from __future__ import annotations

import math
from typing import Callable, Sequence

from tilelang.lazy_import import lazy_module

np = lazy_module("numpy")

from .expr import Const, Expr, Var, index_var_names, lookup, trace_function
from .layout import Layout, eval_exprs, open_grid

__all__ = ["invert_layout"]


def invert_layout(layout: Layout) -> Layout:
    """The inverse of a bijective layout (see the module docstring); ``ValueError`` otherwise."""
    _check_bijective(layout)
    names = index_var_names(len(layout.storage_shape))
    candidates: list[Callable[[], Sequence[Expr] | None]] = []
    if layout._inverse_hint is not None:
        candidates.append(lambda: trace_function(layout._inverse_hint, names))
    candidates += [
        lambda: layout.exprs if layout.storage_shape == layout.shape else None,
        lambda: _axis_permutation_inverse(layout, names),
        lambda: _per_axis_inverse(layout, names),
        lambda: _strided_inverse(layout, names),
    ]
    for make in candidates:
        exprs = make()
        if exprs is not None and _is_inverse(layout, exprs, names):
            return Layout.from_exprs(layout.storage_shape, exprs)
    return Layout.from_exprs(layout.storage_shape, _table_inverse(layout, names))


def _check_bijective(layout: Layout) -> None:
    flat = layout._flat_index().reshape(-1)
    n_out = math.prod(layout.storage_shape)
    counts = np.bincount(flat, minlength=n_out)
    shared = np.flatnonzero(counts > 1)
    if shared.size:
        slot = int(shared[0])
        first, second = (np.unravel_index(int(e), layout.shape) for e in np.flatnonzero(flat == slot)[:2])
        raise ValueError(
            f"inverse() needs a bijective layout, but elements {_tup(first)} and {_tup(second)} "
            f"both map to storage index {_tup(np.unravel_index(slot, layout.storage_shape))}")
    if flat.size != n_out:
        slot = int(np.flatnonzero(counts == 0)[0])
        raise ValueError(
            f"inverse() needs a bijective layout, but storage index "
            f"{_tup(np.unravel_index(slot, layout.storage_shape))} holds no element (storage has "
            f"{n_out} slots for {flat.size} elements)")


def _tup(index) -> tuple[int, ...]:
    return tuple(int(v) for v in index)


def _is_inverse(layout: Layout, exprs: Sequence[Expr], names: Sequence[str]) -> bool:
    """True when ``exprs`` (over storage vars) maps every storage slot to the element stored there."""
    if len(exprs) != len(layout.shape):
        return False
    storage = layout.storage_shape
    try:
        logical = eval_exprs(exprs, dict(zip(names, open_grid(storage))), storage)
    except (IndexError, KeyError, ZeroDivisionError):
        return False
    for dim, values in zip(layout.shape, logical):
        if values.min() < 0 or values.max() >= dim:
            return False
    back = layout._flat_index()[tuple(logical)]
    return bool(np.array_equal(back.reshape(-1), np.arange(math.prod(storage))))


def _axis_permutation_inverse(layout: Layout, names: Sequence[str]) -> list[Expr] | None:
    exprs = layout.exprs
    if len(exprs) != layout.ndim or not all(isinstance(e, Var) for e in exprs):
        return None
    position = {e.name: p for p, e in enumerate(exprs)}
    if len(position) != layout.ndim:
        return None
    return [Var(names[position[n]]) for n in layout._names]


def _per_axis_inverse(layout: Layout, names: Sequence[str]) -> list[Expr] | None:
    exprs = layout.exprs
    if len(exprs) != layout.ndim:
        return None
    used = [e.free_vars() for e in exprs]
    if any(len(u) != 1 for u in used) or len(set().union(*used)) != layout.ndim:
        return None
    result: list[Expr | None] = [None] * layout.ndim
    for p, (expr, (name,)) in enumerate(zip(exprs, used)):
        d = layout._names.index(name)
        n = layout.shape[d]
        if layout.storage_shape[p] != n:
            return None
        values = np.broadcast_to(np.asarray(expr.evaluate({name: np.arange(n)}), dtype=np.int64), (n,))
        result[d] = _invert_1d(values, expr, name, Var(names[p]))
    return result


def _invert_1d(values: np.ndarray, expr: Expr, name: str, s: Var) -> Expr:
    n = values.size
    identity = np.arange(n)
    inv = np.empty(n, dtype=np.int64)
    inv[values] = identity
    if np.array_equal(values, identity):
        return s
    if np.array_equal(values[values], identity):
        return expr.substitute({name: s})
    for period in (p for p in range(1, n) if n % p == 0):
        # The map permutes within aligned blocks of `period` the same way in every block.
        if np.array_equal(values, identity // period * period + values[identity % period]):
            return s // period * period + lookup(inv[:period].tolist(), s % period)
    return lookup(inv.tolist(), s)


def _flat_storage_expr(storage: Sequence[int], names: Sequence[str]) -> Expr:
    flat: Expr = Const(0)
    for name, extent in zip(names, storage):
        flat = flat * extent + Var(name)
    return flat


def _strided_inverse(layout: Layout, names: Sequence[str]) -> list[Expr] | None:
    flat = layout._flat_index()
    total = flat.size
    storage_flat = _flat_storage_expr(layout.storage_shape, names)
    out: list[Expr] = []
    for d, extent in enumerate(layout.shape):
        if extent == 1:
            out.append(Const(0))
            continue
        unit = tuple(1 if e == d else 0 for e in range(layout.ndim))
        stride = int(flat[unit]) - int(flat[(0,) * layout.ndim])
        if stride <= 0:
            return None
        # The outermost stride needs no modulo: flat offsets stay below the total.
        index = storage_flat // stride
        out.append(index if stride * extent == total else index % extent)
    return out


def _table_inverse(layout: Layout, names: Sequence[str]) -> list[Expr]:
    flat_storage = _flat_storage_expr(layout.storage_shape, names)
    flat = layout._flat_index().reshape(-1)
    inv = np.empty(flat.size, dtype=np.int64)
    inv[flat] = np.arange(flat.size)
    coords = np.unravel_index(inv, layout.shape)
    out: list[Expr] = []
    for column in coords:
        if np.all(column == column[0]):
            out.append(Const(int(column[0])))
        else:
            out.append(lookup(column.tolist(), flat_storage))
    return out
