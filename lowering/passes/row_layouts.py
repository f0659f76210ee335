"""Row layouts for the 1-D fragments of row statistics (part of ``layout-inference``).

A 1-D fragment that receives a row reduction of a laid-out 2-D fragment (the gemm
accumulator's ``T.reduce_max(acc, m, dim=1)``), and the 1-D fragments computed from
it element by element (``T.Parallel(M)`` loops, fragment-to-fragment ``T.copy``),
take the reduced fragment's row layout (``tilelang/layout/rows.py``): each thread
keeps the rows it owns in the accumulator, replicated over the threads sharing them.
The reduction then ends in registers, and a ``T.Parallel(M, N)`` loop over the
accumulator reads ``m[i]`` from the thread's own registers -- no shared staging
(``tile_lowering/local_reads.py``).

Fragments connected that way form a group; a group takes the layout only when every
seed agrees on it and every use is one of: the destination of such a reduction, a
fill, a copy within the group, a 1-D ``T.Parallel`` loop touching only group
fragments at the loop index (and storing to other memory only where it stores no
fragment: then the first replica of each element stores), or a read in a ``T.Parallel``
loop over a larger tile.  Anything else keeps
the blocked default: a replicated layout is only taken where every use handles it.
"""

from __future__ import annotations

from tilelang.layout.rows import row_fragment


def _fragment(v) -> bool:
    t = getattr(v, "type", None)
    return getattr(t, "scope", None) == "fragment"


class _Groups:
    def __init__(self):
        self.parent: dict = {}

    def find(self, v):
        self.parent.setdefault(v, v)
        while self.parent[v] is not v:
            self.parent[v] = self.parent[self.parent[v]]
            v = self.parent[v]
        return v

    def union(self, a, b):
        self.parent[self.find(a)] = self.find(b)


def _accesses(op):
    for sub in op.walk():
        if sub.name in ("load", "store"):
            yield sub, (sub.source if sub.name == "load" else sub.dest)


def row_layouts(ops, layout_of, threads: int, stores: bool = True) -> dict:
    """``{fragment: (layout, reduce op)}`` for the 1-D fragments that take a row layout
    (module docstring).  ``ops``: every op of the kernel; ``layout_of(v)``: the layout
    decided so far for a buffer, or None; ``stores``: a 1-D loop that stores to memory
    but no fragment keeps it (the target's ``row_stores`` option)."""
    free = lambda v: _fragment(v) and v.type.rank == 1 and layout_of(v) is None  # noqa: E731
    groups, seeds, bad, allowed = _Groups(), {}, set(), set()
    for op in ops:
        if op.name == "reduce" and free(op.dst) and _fragment(op.src) and layout_of(op.src) is not None:
            row = row_fragment(layout_of(op.src), op.dim % op.src.type.rank)
            if row is not None and row.num_threads <= threads and row.shape[0] == op.dst.type.shape[0]:
                seeds.setdefault(op.dst, []).append((row, op))
                allowed.add(op)
                continue
        if op.name == "copy" and free(op.src) and free(op.dst) and op.src.type.shape == op.dst.type.shape:
            groups.union(op.src, op.dst)
            allowed.add(op)
        elif op.name == "fill" and free(op.dst):
            allowed.add(op)
        elif op.name == "parallel":
            _parallel(op, free, groups, bad, allowed, stores)
    return agreed_groups(ops, free, groups, seeds, allowed, bad)


def agreed_groups(ops, free, groups, seeds, allowed, bad) -> dict:
    """``{fragment: (layout, op)}`` for every group of free fragments (``groups``) whose
    seeds (``seeds``: fragment -> [(layout, op)]) all name one layout and none of whose
    members has a use outside ``allowed`` (or is in ``bad``, which this extends)."""
    members: dict = {}
    for op in ops:
        for v in op.operand_values():
            if free(v):
                members.setdefault(groups.find(v), set()).add(v)
                if op not in allowed:
                    bad.add(v)
    out = {}
    for group in members.values():
        found = [s for v in group for s in seeds.get(v, ())]
        if not found or group & bad or any(layout != found[0][0] for layout, _ in found):
            continue
        for v in group:
            out[v] = found[0]
    return out


def _parallel(op, free, groups, bad, allowed, stores=True) -> None:
    """Mark the accesses of a ``T.Parallel`` loop that a row layout serves; join the
    fragments a 1-D loop relates."""
    accesses = list(_accesses(op))
    args = op.body.args
    if len(op.extents) == 1:
        rows = [mem for _, mem in accesses if free(mem)]
        # (stores to memory -- shared, global -- are fine in a loop that stores no fragment:
        # the first replica of each element stores, ``parallel.py``)
        fragment_stores = not stores or any(sub.name == "store" and _fragment(mem) for sub, mem in accesses)
        ok = all(_fragment(mem) and free(mem) and len(sub.indices) == 1 and sub.indices[0] is args[0]
                 and mem.type.shape[0] == op.extents[0]
                 for sub, mem in accesses if _fragment(mem) or (sub.name == "store" and fragment_stores))
        for mem in rows[1:]:
            groups.union(rows[0], mem)
        if not ok:
            bad.update(rows)
        for sub, mem in accesses:
            if ok and free(mem):
                allowed.add(sub)
        return
    for sub, mem in accesses:  # a larger tile: row vectors are only read, at one loop index
        if not free(mem):
            continue
        if sub.name == "load" and len(sub.indices) == 1 and sub.indices[0] in args:
            allowed.add(sub)
        else:
            bad.add(mem)
