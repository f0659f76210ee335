"""Inverting a bijective layout into a readable storage -> logical layout.

Candidates are tried from most to least readable and each is verified on every
storage slot before it is used (in plain Python: see ``grid.py``; with numpy for a
host-sized layout, above ``_PLAIN_PYTHON_ELEMENTS``, whose lists of Python ints would
take gigabytes):

1. a builtin's known closed-form inverse (``Layout._inverse_hint``);
2. an involution (``L(L(x)) == x``, e.g. every XOR swizzle) -- the layout itself;
3. a permutation of axes (every output a distinct variable);
4. per-axis maps (each output depends on one distinct input): each 1-D map is
   inverted on its own, as itself (involution), as a periodic table
   ``s // P * P + lookup(t, s % P)``, or as a full table;
5. a strided layout (flat storage offset = sum of index * stride): each index is
   ``flat // stride % extent``;
6. otherwise a lookup table over the flattened storage index -- refused for a
   host-sized layout (the table would be as large as the layout; ``unapply()`` moves
   the data back without one).
"""

from __future__ import annotations

import math
from typing import Callable, Sequence

from tilelang.lazy_import import lazy_module

from .expr import Const, Expr, Var, index_var_names, lookup, trace_function
from .grid import BoxEval
from .layout import _PLAIN_PYTHON_ELEMENTS, Layout, eval_exprs, open_grid, ravel_expr

np = lazy_module("numpy")

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
    if layout._host_sized():
        raise ValueError(
            f"inverse(): no closed form found for this {math.prod(layout.shape)}-element layout, and a lookup "
            f"table as large as the layout is refused above {_PLAIN_PYTHON_ELEMENTS} elements; unapply() moves "
            f"data back to logical order without one")
    return Layout.from_exprs(layout.storage_shape, _table_inverse(layout, names))


def _check_bijective(layout: Layout) -> None:
    flat = layout._offsets()
    n_out = math.prod(layout.storage_shape)
    if layout._host_sized():
        counts = np.bincount(flat, minlength=n_out) if flat.size else np.zeros(n_out, np.int64)
        if flat.size == n_out and counts.size == n_out and bool((counts == 1).all()):
            return
        shared = np.flatnonzero(counts > 1)
        if shared.size:
            first, second = (int(e) for e in np.flatnonzero(flat == shared[0])[:2])
            _collision(layout, first, second, int(shared[0]))
        _hole(layout, int(np.flatnonzero(counts[:n_out] == 0)[0]), n_out, flat.size)
    if len(flat) == n_out and len(set(flat)) == n_out:
        return  # (every offset lies in the storage, whose shape covers the outputs)
    owner: dict[int, int] = {}
    for e, slot in enumerate(flat):
        if slot in owner:
            _collision(layout, owner[slot], e, slot)
        owner[slot] = e
    _hole(layout, next(k for k in range(n_out) if k not in owner), n_out, len(flat))


def _collision(layout: Layout, first: int, second: int, slot: int) -> None:
    raise ValueError(
        f"inverse() needs a bijective layout, but elements {_unravel(first, layout.shape)} and "
        f"{_unravel(second, layout.shape)} both map to storage index {_unravel(slot, layout.storage_shape)}")


def _hole(layout: Layout, slot: int, n_out: int, n_in: int) -> None:
    raise ValueError(
        f"inverse() needs a bijective layout, but storage index "
        f"{_unravel(slot, layout.storage_shape)} holds no element (storage has "
        f"{n_out} slots for {n_in} elements)")


def _unravel(flat: int, shape: Sequence[int]) -> tuple[int, ...]:
    out = []
    for n in reversed(shape):
        flat, r = divmod(flat, n)
        out.append(r)
    return tuple(reversed(out))


def _is_inverse(layout: Layout, exprs: Sequence[Expr], names: Sequence[str]) -> bool:
    """True when ``exprs`` (over storage vars) maps every storage slot to the element stored there."""
    if len(exprs) != len(layout.shape):
        return False
    if layout._host_sized():  # (numpy over the storage grid: the box's own sets would be huge)
        storage = layout.storage_shape
        try:
            coords = eval_exprs(exprs, dict(zip(names, open_grid(storage))), storage)
        except (KeyError, ValueError, FloatingPointError):
            return False
        if any(c.size and (c.min() < 0 or c.max() >= dim) for c, dim in zip(coords, layout.shape)):
            return False
        logical = np.ravel_multi_index(tuple(coords), layout.shape).reshape(-1)
        return bool(np.array_equal(layout._gather_index()[logical], np.arange(logical.size)))
    box = BoxEval(names, layout.storage_shape)
    try:
        for dim, e in zip(layout.shape, exprs):
            low, high = box.bounds(e)
            if low < 0 or high >= dim:
                return False
        logical = box.full(ravel_expr(exprs, layout.shape))
    except (IndexError, KeyError, ValueError):
        return False
    flat = layout._flat_offsets()
    return list(map(flat.__getitem__, logical)) == list(range(len(logical)))


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
        values = BoxEval((name,), (n,)).full(expr)
        result[d] = _invert_1d(values, expr, name, Var(names[p]))
    return result


def _invert_1d(values: list[int], expr: Expr, name: str, s: Var) -> Expr:
    """The inverse of the 1-D permutation ``values`` (of ``expr`` over ``name``) as an
    expression of ``s``: the identity, ``expr`` itself, a periodic table, or a table."""
    n = len(values)
    identity = list(range(n))
    inv = [0] * n
    for k, v in enumerate(values):
        inv[v] = k
    if values == identity:
        return s
    if [values[v] for v in values] == identity:
        return expr.substitute({name: s})
    for period in (p for p in range(1, n) if n % p == 0):
        # The map permutes within aligned blocks of `period` the same way in every block.
        if all(v == k // period * period + values[k % period] for k, v in enumerate(values)):
            return s // period * period + lookup(inv[:period], s % period)
    return lookup(inv, s)


def _flat_storage_expr(storage: Sequence[int], names: Sequence[str]) -> Expr:
    flat: Expr = Const(0)
    for name, extent in zip(names, storage):
        flat = flat * extent + Var(name)
    return flat


def _strided_inverse(layout: Layout, names: Sequence[str]) -> list[Expr] | None:
    flat = layout._offsets()
    total = len(flat)
    storage_flat = _flat_storage_expr(layout.storage_shape, names)
    out: list[Expr] = []
    for d, extent in enumerate(layout.shape):
        if extent == 1:
            out.append(Const(0))
            continue
        unit = math.prod(layout.shape[d + 1:])  # (the flat position of index 1 in dim d)
        stride = int(flat[unit]) - int(flat[0])
        if stride <= 0:
            return None
        # The outermost stride needs no modulo: flat offsets stay below the total.
        index = storage_flat // stride
        out.append(index if stride * extent == total else index % extent)
    return out


def _table_inverse(layout: Layout, names: Sequence[str]) -> list[Expr]:
    flat_storage = _flat_storage_expr(layout.storage_shape, names)
    flat = layout._flat_offsets()
    inv = [0] * len(flat)
    for k, slot in enumerate(flat):
        inv[slot] = k
    coords = list(zip(*(_unravel(k, layout.shape) for k in inv)))
    out: list[Expr] = []
    for column in coords:
        if all(c == column[0] for c in column):
            out.append(Const(column[0]))
        else:
            out.append(lookup(list(column), flat_storage))
    return out
