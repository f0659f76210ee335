"""Fragment reads of a ``T.Parallel`` that the walking thread holds anyway: read from its
registers instead of staging the fragment through shared memory.

A loop walks its anchor fragment: iteration (x...) runs on the anchor's thread
``t(x)`` at slot ``l(x)``.  A load ``F[f(x)]`` of another fragment ``F`` -- indices
built from the loop variables and constants by + - * // % -- stays in registers when,
over the whole iteration space (checked with numpy),

* ``t(x)`` holds ``F``'s element ``f(x)``: is its thread, or one of its replicas' for a
  replicated ``F``, and
* ``F``'s slot of ``f(x)`` depends on ``l(x)`` alone (the same for every thread), with
  a closed form in ``l`` (``layout.rows.bit_linear``; a slot count that is not a
  power of two is padded with the form its power-of-two slots give).

Two kinds of loop need it.  A row statistic (``T.reduce_max(acc, m, dim=1)``) takes a
row layout (``layout/rows.py``): ``m[i]`` replicated over the threads holding line
``i`` of the accumulator, so the online softmax's ``acc[i, j] - m[i]`` reads the
thread's own copy.  A loop over chains of products (the packed gemv,
``tilelang/ops/lowbit_gemv.py``) reads several elements of a decoded fragment per
iteration -- ``W[i, k + 8 e]`` for chain ``x`` -- all of them the thread's own.
Staging either would cost a shared round trip and two barriers per loop.

An index may also use the variable of an enclosing *unrolled* loop (``for c in
T.unroll(n)``, from 0 by 1): the check then runs over the loop's trips too, and the slot
is a closed form in ``l`` and that variable -- ``parts[c, g, d]`` read by the thread that
holds ``acc[g, d]``, at slot ``4 c + l`` (the decode combine's split chunks).  After the
unrolling every such slot is a constant, so the reads stay registers; a serial loop's
variable would index them at run time (local memory), so its reads are still staged.
"""

from __future__ import annotations

from tilelang.lazy_import import lazy_module

from ..ir.core import Op

np = lazy_module("numpy")

__all__ = ["copied_slots", "held_slots"]

_EVAL = {"add": lambda a, b: a + b, "sub": lambda a, b: a - b, "mul": lambda a, b: a * b,
         "floordiv": lambda a, b: a // b, "floormod": lambda a, b: a % b}


def _evaluate(v, env: dict, depth: int = 0):
    """The integer array of index value ``v`` over the loop's grid (``env``: loop
    variable -> array), or None when it depends on anything but the loop variables and
    constants."""
    if v in env:
        return env[v]
    owner = getattr(v, "owner", None)
    if not isinstance(owner, Op) or depth > 64:  # (a Region owns an enclosing loop's variable)
        return None
    if owner.name == "const" and isinstance(owner.value, int):
        return np.int64(owner.value)
    fn = _EVAL.get(owner.name)
    if fn is None:
        return None
    a, b = _evaluate(owner.lhs, env, depth + 1), _evaluate(owner.rhs, env, depth + 1)
    if a is None or b is None or (owner.name in ("floordiv", "floormod") and np.any(b == 0)):
        return None
    return fn(a, b)


def _padded(table):
    """``table`` (slots in use) extended to a power-of-two length with the values of the
    bit-linear form its entries at powers of two give (the extra slots are never read)."""
    n = len(table)
    size = 1 << max(0, (n - 1).bit_length())
    if size == n:
        return table
    base = int(table[0])
    weights = [int(table[1 << b]) - base for b in range(size.bit_length() - 1) if (1 << b) < n]
    ext = np.full(size, base, dtype=np.int64)
    idx = np.arange(size, dtype=np.int64)
    for b, w in enumerate(weights):
        ext += (idx >> b & 1) * w
    ext[:n] = table  # (a wrong form fails bit_linear on these entries)
    return ext


def held_slots(ctx, sub, mem, op, anchor):
    """For load ``sub`` of fragment ``mem`` inside ``T.Parallel`` ``op`` walking
    ``anchor``: ``(slot, names)`` when every iteration's element is held by the walking
    thread (module docstring) -- ``slot`` the slot of ``mem`` to read, an expression of
    the anchor's slot ``l`` and of the enclosing loops' variables ``names`` maps to (an
    unrolled loop's index: ``parts[c, g, d]`` in ``for c in T.unroll(n)``); else None."""
    from tilelang.layout import Fragment
    from tilelang.layout.layout import open_grid

    frag, layout = ctx.frags[mem][2], ctx.frags[anchor][2] if anchor is not None else None
    if not isinstance(frag, Fragment) or not isinstance(layout, Fragment) or layout.replicate != 1 \
            or len(layout.local_shape) != 1 or len(frag.local_shape) != 1 \
            or tuple(anchor.type.shape) != tuple(op.extents) or len(sub.indices) != frag.ndim:
        return None
    outer = _outer_loops(ctx, sub.indices)
    if outer is None:
        return None
    inner = tuple(op.extents)
    shape = tuple(n for _, n in outer) + inner
    grid = open_grid(shape)
    env = dict(zip([iv for iv, _ in outer] + list(op.body.args), grid))
    flat = lambda a: np.broadcast_to(np.asarray(a, dtype=np.int64), shape).reshape(-1)  # noqa: E731
    coords = []
    for v in sub.indices:
        c = _evaluate(v, env)
        if c is None:
            return None
        coords.append(np.broadcast_to(np.asarray(c, dtype=np.int64), shape))
    if any(c.min() < 0 or c.max() >= n for c, n in zip(coords, frag.shape)):
        return None
    inner_grid = grid[len(outer):]
    thread, local = flat(layout.thread_of(*inner_grid)), flat(layout.index_of(*inner_grid)[0])
    held = np.zeros(thread.shape, dtype=bool)
    for r in range(frag.replicate):  # (a replicated fragment: any replica's thread will do)
        held |= flat(frag.thread_of(*coords, rep=r)) == thread
    if not held.all():
        return None
    names = {f"o{i}": iv for i, (iv, _) in enumerate(outer)}
    at = tuple(flat(g) for g in grid[:len(outer)]) + (local,)
    slot = _slot_form(layout, at, flat(frag.index_of(*coords)[0]), [n for _, n in outer], list(names))
    return None if slot is None else (slot, names)


_MAX_OUTER = 1 << 20  # iterations x enclosing-loop trips checked at most (held_slots)


def _outer_loops(ctx, indices):
    """The enclosing unrolled loops (``for iv in range(0, n)``, static ``n``) whose variable
    ``indices`` use, outermost first, as ``[(iv, n)]``; None when they use another's
    variable or the grid would be too large to check."""
    found = []
    for loop in ctx.loops:
        iv = loop.body.args[0]
        if not any(_uses(v, iv) for v in indices):
            continue
        bounds = [_evaluate(b, {}) for b in (loop.lb, loop.ub, loop.step)]
        if loop.kind != "unroll" or any(b is None for b in bounds) or int(bounds[0]) != 0 or int(bounds[2]) != 1 \
                or int(bounds[1]) < 1:
            return None
        found.append((iv, int(bounds[1])))
    trips = 1
    for _, n in found:
        trips *= n
    return found if trips <= _MAX_OUTER else None


def _uses(v, iv, depth: int = 0) -> bool:
    """Whether index value ``v`` is computed from ``iv``."""
    if v is iv:
        return True
    owner = getattr(v, "owner", None)
    if not isinstance(owner, Op) or depth > 64 or owner.name not in _EVAL:
        return False
    return _uses(owner.lhs, iv, depth + 1) or _uses(owner.rhs, iv, depth + 1)


def copied_slots(src, dst):
    """For a ``T.copy`` of a whole fragment laid out ``src`` into one laid out ``dst``:
    ``dst``'s slot of the element the walking thread holds at ``src``'s slot ``l``, as
    a closed form of ``l``, when ``dst`` puts every element in ``src``'s thread and the
    slot map is the same in every thread (attention's S = Q K^T, float32 in wgmma's
    accumulator, into P, 16-bit in wgmma's register operand: a permutation of each
    thread's registers); else None."""
    from tilelang.layout import Fragment
    from tilelang.layout.layout import open_grid

    if not (isinstance(src, Fragment) and isinstance(dst, Fragment)) or src.shape != dst.shape \
            or src.replicate != 1 or dst.replicate != 1 or len(src.local_shape) != 1 or len(dst.local_shape) != 1:
        return None
    grid = open_grid(src.shape)
    flat = lambda a: np.broadcast_to(np.asarray(a, dtype=np.int64), src.shape).reshape(-1)  # noqa: E731
    if not np.array_equal(flat(src.thread_of(*grid)), flat(dst.thread_of(*grid))):
        return None
    return _slot_form(src, flat(src.index_of(*grid)[0]), flat(dst.index_of(*grid)[0]))


def _slot_form(layout, at, slot, trips=(), names=()):
    """A closed form in ``names`` (the enclosing loops' variables, ``trips`` their trip
    counts) and ``l`` of the map from the walking ``layout``'s slots to the other
    fragment's ``slot``: ``at`` gives each element's loop indices and walking slot (the
    last array), or ``at`` is the walking slots alone.  None when one (loop indices,
    slot) meets two slots (the map differs between threads) or it has no closed form."""
    from tilelang.layout.rows import bit_linear

    at = at if isinstance(at, tuple) else (at,)
    table = np.full(tuple(trips) + (layout.local_shape[0],), -1, dtype=np.int64)
    table[at] = slot
    if np.any(table[at] != slot) or np.any(table < 0):
        return None
    for axis in range(table.ndim):
        table = np.apply_along_axis(_padded, axis, table)
    return bit_linear(table, list(names) + ["l"])
