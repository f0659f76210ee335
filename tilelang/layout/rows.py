"""Row layouts: where a fragment's per-row values (a row max, a row sum) live.

A row reduction of a 2-D fragment (``T.reduce_max(acc, m, dim=1)``) leaves one
value per kept line.  ``row_fragment(acc, dim)`` is the 1-D fragment that puts each
kept line's value in *every* thread holding some element of that line in ``acc``
(replicated over them), numbered in each thread by the order of its lines: the
reduction then ends in registers (in-thread, then shuffles among the line's
threads), and an elementwise loop over ``acc`` reads a line's value from the
thread's own registers (``lowering/tile_lowering/local_reads.py`` decides that read).

It is derived from ``acc``'s map alone (evaluated over the tile), not from which
builtin made it, and exists when the kept lines and the replicas are powers of two
and the maps are *bit-linear*: each bit of the line index (and of the replica
number) adds a fixed amount to the thread and to the register slot.  The mma.sync
and wgmma accumulators (any warp grid) are; ``bit_linear`` finds the closed form.
"""

from __future__ import annotations

from typing import Sequence

from tilelang.lazy_import import lazy_module

np = lazy_module("numpy")

from .expr import REP_VAR, Const, Expr, Var
from .fragment import Fragment
from .layout import open_grid

__all__ = ["bit_linear", "row_fragment", "row_inverse"]


def _pow2(n: int) -> bool:
    return n >= 1 and n & (n - 1) == 0


def bit_linear(table, names: Sequence[str]) -> Expr | None:
    """A closed form of the integer ``table`` (one axis per name, each a power of two
    long) as ``base + sum (x // 2^b % 2^k) * w`` over runs of bits of each variable
    ``x``, or None when some bit's contribution depends on the others.

    Example: ``bit_linear([[0, 1], [4, 5]], ["a", "b"])`` is ``a * 4 + b``."""
    table = np.asarray(table, dtype=np.int64)
    if any(not _pow2(n) for n in table.shape):
        return None
    base = int(table.reshape(-1)[0]) if table.size else 0
    want = np.full(table.shape, base, dtype=np.int64)
    expr: Expr = Const(base)
    grid = open_grid(table.shape)
    for axis, name in enumerate(names):
        n = table.shape[axis]
        weights = []
        for b in range(n.bit_length() - 1):
            at = [0] * table.ndim
            at[axis] = 1 << b
            weights.append(int(table[tuple(at)]) - base)
            want = want + (grid[axis] >> b & 1) * weights[-1]
        b = 0
        while b < len(weights):  # runs whose weights double: one (x // 2^b % 2^k) * w term
            if weights[b] == 0:
                b += 1
                continue
            k = 1
            while b + k < len(weights) and weights[b + k] == weights[b] << k:
                k += 1
            term = Var(name) if b == 0 else Var(name) // (1 << b)
            if b + k < len(weights):
                term = term % (1 << k)
            expr = expr + (term if weights[b] == 1 else term * weights[b])
            b += k
    return expr if np.array_equal(want, table) else None


def row_fragment(frag, dim: int) -> Fragment | None:
    """The row layout of the 2-D fragment ``frag`` for a reduction along ``dim``
    (module docstring), or None where ``frag`` has none (replicated itself, lines held
    by different numbers of threads, a thread's line order differing between the
    threads of a line, or maps that are not bit-linear)."""
    if not isinstance(frag, Fragment) or frag.ndim != 2 or frag.replicate != 1 or dim not in (0, 1):
        return None
    shape = tuple(frag.shape)
    keep = 1 - dim
    lines = shape[keep]
    grid = open_grid(shape)
    thread = np.broadcast_to(np.asarray(frag.thread_of(*grid), dtype=np.int64), shape)
    if keep == 1:
        thread = thread.T
    holders = [np.unique(thread[i]) for i in range(lines)]
    rep = len(holders[0])
    if any(len(h) != rep for h in holders) or not _pow2(lines) or not _pow2(rep):
        return None
    threads = int(thread.max()) + 1
    held = np.zeros((threads, lines), dtype=bool)
    for i, h in enumerate(holders):
        held[h, i] = True
    rank = np.cumsum(held, axis=1) - 1  # a thread's slot for each of its lines
    slot = np.full(lines, -1, dtype=np.int64)
    for i, h in enumerate(holders):
        s = np.unique(rank[h, i])
        if s.size != 1:
            return None
        slot[i] = s[0]
    thread_expr = bit_linear(np.stack(holders), ["i", REP_VAR])
    index_expr = bit_linear(slot, ["i"])
    if thread_expr is None or index_expr is None:
        return None
    if rep == 1:
        thread_expr = thread_expr.substitute({REP_VAR: Const(0)})
    out = Fragment.from_exprs((lines,), thread_expr, (index_expr,), rep)
    return out if row_inverse(out, threads) is not None else None


def row_inverse(frag, threads: int) -> Expr | None:
    """``(thread t, slot l) -> line`` of a 1-D (replicated) fragment over ``threads``
    threads, as a bit-linear expression over ``t`` and ``l``, or None (a slot some
    thread does not hold, or no closed form).  Checked against ``frag``'s map."""
    if not isinstance(frag, Fragment) or frag.ndim != 1 or len(frag.local_shape) != 1:
        return None
    n = frag.shape[0]
    slots = frag.local_shape[0]
    table = np.full((threads, slots), -1, dtype=np.int64)
    i = np.arange(n)
    index = np.broadcast_to(np.asarray(frag.index_of(i)[0], dtype=np.int64), (n,))
    for r in range(frag.replicate):
        t = np.broadcast_to(np.asarray(frag.thread_of(i, rep=r), dtype=np.int64), (n,))
        if t.max() >= threads:
            return None
        table[t, index] = i
    if (table < 0).any():
        return None
    return bit_linear(table, ["t", "l"])
