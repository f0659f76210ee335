"""Row sums deferred to the end of their loop (the ``deferred_sums`` option).

The online softmax keeps a row's denominator as

    fill L, 0                                  (before the loop)
    for ...:
        reduce S, B {kind = sum, dim = d}      (B, L: row fragments of one layout)
        parallel (r): L[r] = L[r] * F[r] + B[r]

and every step's ``reduce`` crosses lanes (shuffles) and warps (a shared scratch and
its barriers).  The sum is linear, so each thread may keep its own copy of ``B`` and
``L`` as a partial sum instead: the reduce folds only the elements of ``S`` the thread
holds (no shuffle, no barrier), the ``parallel`` loop scales and adds copy by copy
(``F``, a row fragment no one defers, is the same in every copy), and once after the
loop the copies of each row are summed (the shuffle reduce's butterfly and scratch,
over a view of ``L``'s copies as a (rows, copies) tile).  That holds when ``B`` has no
other use, ``L`` no other use inside the loop and a fill of zeros as its last write
before it; and where the layouts allow it (each thread holds, for every row it folds,
that row of ``L``).  The interpreter never sees it: the program's meaning is unchanged.

Decode attention's keys-major split kernels wrote this by hand (``thread_sums``: the
per-key sums in a fragment laid out as the scores, 8 registers a thread more); this keeps
the row fragments the program already has.
"""

from __future__ import annotations

from dataclasses import dataclass
from types import SimpleNamespace

import numpy as np
from tilelang.layout import Fragment

from ..ir.core import Value
from ..ir.types import BufferType
from .reduce import plan_shuffle_reduce


@dataclass
class DeferredSum:
    """A reduce whose row fragment ``partial`` (B) each thread keeps a copy of, summed
    into ``total`` (L), whose copies are added up after ``loop``."""

    reduce: object
    partial: Value
    total: Value
    loop: object
    fold_plan: object  # the reduce's shuffle plan, cut to each thread's own elements
    add_plan: object  # the shuffle plan adding up ``total``'s copies after the loop


def _layout(v):
    return getattr(v.type, "layout", None)


def _is_fragment(v) -> bool:
    return isinstance(getattr(v, "type", None), BufferType) and v.type.scope == "fragment"


def _scaled_sum(op, total, partial):
    """Whether ``parallel`` ``op`` is ``total[r] = total[r] * F[r] + partial[r]`` (in either
    operand order), ``F`` a fragment other than both; returns F or None."""
    if op.name != "parallel" or len(op.extents) != 1:
        return None
    r = op.body.args[0]
    ops = [o for o in op.body.ops if o.name != "yield"]
    loads = {o.result: o for o in ops if o.name == "load" and len(o.indices) == 1 and o.indices[0] is r}
    stores = [o for o in ops if o.name == "store"]
    if len(stores) != 1 or stores[0].dest is not total or stores[0].indices[0] is not r or len(ops) != 6:
        return None
    add = next((o for o in ops if o.name == "add" and o.result is stores[0].value), None)
    if add is None:
        return None
    for mul_v, b_v in ((add.lhs, add.rhs), (add.rhs, add.lhs)):
        mul = next((o for o in ops if o.name == "mul" and o.result is mul_v), None)
        if mul is None or b_v not in loads or loads[b_v].source is not partial:
            continue
        for l_v, f_v in ((mul.lhs, mul.rhs), (mul.rhs, mul.lhs)):
            if l_v in loads and loads[l_v].source is total and f_v in loads:
                f = loads[f_v].source
                if f is not total and f is not partial and _is_fragment(f):
                    return f
    return None


def _mentions(op, v) -> bool:
    return any(v in sub.operand_values() for sub in op.walk())


def _writes(op, v) -> bool:
    return any(sub.name in ("store", "fill", "reduce", "copy", "gemm") and v in sub.operand_values()
               and getattr(sub, "source", None) is not v and getattr(sub, "src", None) is not v
               for sub in op.walk())


def _regions(op):
    for sub in op.walk():
        yield from sub.regions()


def _zero_before(kernel, loop, total) -> bool:
    """Whether the last op before ``loop`` in its region that names ``total`` fills it with 0."""
    region = next((r for r in _regions(kernel) if loop in r.ops), None)
    if region is None:
        return False
    before = region.ops[:region.ops.index(loop)]
    last = next((o for o in reversed(before) if _mentions(o, total)), None)
    if last is None or last.name != "fill" or last.dst is not total:
        return False
    const = next((o for o in before if o.results and o.results[0] is last.value), None)
    return const is not None and const.name == "const" and float(const.value) == 0.0


def _holders(layout, n: int) -> dict:
    """{(thread, row): slot} of a row fragment's copies."""
    out = {}
    for q in range(n):
        slot = int(np.asarray(layout.index_of(q)[0]))
        for r in range(layout.replicate):
            out[(int(np.asarray(layout.thread_of(q, rep=r))), q)] = slot
    return out


def _own_copies(red, b, threads: int):
    """The shuffle plan of ``red`` reduced to each thread's own elements, its partials
    stored in the thread's own copy of ``b`` (``dst_slots``), or None: where every holder
    of a row of ``b`` folds a partial of that row, in one slot of ``b`` per partial."""
    src = red.src.type
    plan = plan_shuffle_reduce(src.layout, src.shape, red.dim % src.rank, threads, has_guard=False)
    if isinstance(plan, str) or plan.part is None or any(plan.guarded):
        return None
    copies = _holders(b.type.layout, b.type.shape[0])
    t, p = np.nonzero(plan.part >= 0)
    q = plan.part[t, p]
    if set(zip(t.tolist(), q.tolist())) != set(copies) or len(copies) != t.size:
        return None
    slots = []
    for k in range(plan.part.shape[1]):
        s = {copies[(a, c)] for a, c in zip(t[p == k].tolist(), q[p == k].tolist())}
        if len(s) != 1:
            return None
        slots.append(s.pop())
    plan.lane_mask, plan.warp_mask, plan.out_step, plan.dst_slots = 0, 0, None, slots
    return plan


def _copies_view(total):
    """``total``'s copies as a (rows, copies) fragment of one copy an element."""
    layout = total.type.layout
    return Fragment([total.type.shape[0], layout.replicate],
                    forward_thread=lambda i, j: layout.thread_of(i, rep=j),
                    forward_index=lambda i, j: layout.index_of(i)[0])


def _copies_plan(total, threads: int):
    """The shuffle plan that adds up ``total``'s copies (over the view's dim 1), or None."""
    layout = total.type.layout
    if not isinstance(layout, Fragment) or layout.replicate < 2 or len(layout.local_shape) != 1:
        return None
    view = _copies_view(total)
    plan = plan_shuffle_reduce(view, view.shape, 1, threads, has_guard=False)
    return None if isinstance(plan, str) else plan


def find_deferred_sums(kernel, threads: int) -> dict:
    """``{reduce op: DeferredSum}`` for every pattern of the module docstring in ``kernel``."""
    found = {}
    for loop in kernel.walk():
        if loop.name != "for":
            continue
        body = loop.regions()[0].ops
        for i, red in enumerate(body):
            if red.name != "reduce" or red.kind != "sum" or not red.clear or not _is_fragment(red.src) \
                    or not _is_fragment(red.dst) or red.dst.type.rank != 1 or red in found:
                continue
            b = red.dst
            j, scale = next(((j, o) for j, o in enumerate(body[i + 1:], i + 1) if _mentions(o, b)), (None, None))
            if scale is None or scale.name != "parallel":
                continue
            total = next((o.dest for o in scale.body.ops if o.name == "store"), None)
            if total is None or not _is_fragment(total) or _layout(total) != _layout(b):
                continue
            f = _scaled_sum(scale, total, b)
            mine = set(scale.walk()) | {red}
            if f is None or any(_writes(o, f) for o in body[i + 1:j]) \
                    or any(_mentions(o, total) for o in body if o is not scale) \
                    or any(b in o.operand_values() and o not in mine for o in kernel.walk()):
                continue
            if not _zero_before(kernel, loop, total):
                continue
            plan, combine = _own_copies(red, b, threads), _copies_plan(total, threads)
            if plan is None or combine is None:
                continue
            found[red] = DeferredSum(red, b, total, loop, plan, combine)
    return found


def fold_own(ctx, op, entry: "DeferredSum", acc_t, combine, identity) -> None:
    """``op`` (the deferred reduce): each thread folds its own elements into its copy."""
    from .reduce import lower_shuffle_reduce

    lower_shuffle_reduce(ctx, op, entry.fold_plan, acc_t, combine, identity)


def add_up_copies(ctx, entry: "DeferredSum") -> None:
    """After the loop: every copy of each row of ``entry.total`` becomes the sum of its copies."""
    from ..ir import ops as O
    from ..ir.types import ScalarType
    from .reduce import lower_shuffle_reduce

    total = entry.total
    local, inverse, _ = ctx.frags[total]
    view = _copies_view(total)
    src = Value(BufferType("fragment", tuple(view.shape), total.type.dtype, view), f"{total.name}_copies")
    ctx.frags[src] = (local, lambda th, slot: ((inverse(th, slot)[0][0], ctx.ix(0)), None), view)
    op = SimpleNamespace(src=src, dst=total, dim=1, kind="sum", clear=True, nan_propagate=False, name="reduce")
    acc_t = ScalarType(total.type.dtype)

    def add(a, b):
        return ctx.b.value(O.AddOp, acc_t, lhs=a, rhs=b)

    lower_shuffle_reduce(ctx, op, entry.add_plan, acc_t, add, lambda: ctx.b.value(O.ConstOp, acc_t, value=0.0))
