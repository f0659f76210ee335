"""Layouts for fragments computed element by element alongside a laid-out one (part
of ``layout-inference``).

A fragment that a ``T.Parallel`` loop reads or writes at the loop's own indices, in
a loop where a fragment of the same shape with a layout (a gemm accumulator, say) is
also accessed at those indices, takes that fragment's layout: each thread then
computes the elements it holds of both, and the loop needs no shared staging.  The
decode-attention kernel's per-key scales (``scale[r, j]``, read into registers
before the gemm, multiplied into ``acc_s[r, j]`` after it) are such a fragment; with
the blocked default they went through shared memory every step.

Fragments that share such loops form a group; a group takes the layout only when
every laid-out partner agrees on it (one layout, not replicated) and every use of
every member is one of: an access at the indices of a ``T.Parallel`` loop over its
shape, a fill, or a reduction of it (whose lowering takes any source layout: the
decode kernel's softmax denominators, summed into a thread's own elements each step
and across the keys once after the loop; ``T.block_any``'s vote over it, each thread's
own elements OR-ed: the decode's lazy max, flags computed beside the scores).  Anything
else keeps the blocked default, whose lowering is known to serve it.
"""

from __future__ import annotations

from .row_layouts import _accesses, _fragment, _Groups, agreed_groups


def elementwise_layouts(ops, layout_of) -> dict:
    """``{fragment: (layout, loop op)}`` for the fragments that take a partner's layout
    (module docstring).  ``ops``: every op of the kernel; ``layout_of(v)``: the layout
    decided so far for a buffer, or None."""
    free = lambda v: _fragment(v) and v.type.rank >= 2 and layout_of(v) is None  # noqa: E731
    groups, seeds, allowed = _Groups(), {}, set()
    for op in ops:
        if (op.name == "fill" and free(op.dst)) or (op.name == "reduce" and free(op.src) and op.dst is not op.src) \
                or (op.name == "block_any" and free(op.flags)):
            allowed.add(op)
        elif op.name == "parallel":
            args, extents = op.body.args, tuple(op.extents)
            own, partners = [], []
            for sub, mem in _accesses(op):
                if not _fragment(mem) or tuple(mem.type.shape) != extents or len(sub.indices) != len(args) \
                        or any(i is not a for i, a in zip(sub.indices, args)):
                    continue
                if free(mem):
                    own.append(mem)
                    allowed.add(sub)
                elif layout_of(mem) is not None and layout_of(mem).replicate == 1:
                    partners.append(layout_of(mem))
            for mem in own[1:]:
                groups.union(own[0], mem)
            if own:
                seeds.setdefault(own[0], []).extend((layout, op) for layout in partners)
    return agreed_groups(ops, free, groups, seeds, allowed, set())
