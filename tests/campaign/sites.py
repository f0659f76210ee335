"""Where the synchronization ops of a lowered module are.

A *site* is one sync op, found by its *path* from the function body (the op's index
in its region and the region's index in its owner, at every level).  ``Module.clone``
keeps the structure, so a path names the same op in every clone -- the mutators
clone the module and change the op at the path.  A site also says where it is for a
reader: its ordinal among the ops of its name (``barrier#2``: the third barrier in
print order), its line in ``str(module)``, its source location and the ops around it.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

# The ops a mutator removes or weakens (lowering/ir/ops: thread.py, tma.py, wgmma.py).
SYNC_OPS = (
    "barrier",            # __syncthreads / a named barrier of the consumer threads in a specialize
    "cluster_barrier",    # barrier.cluster arrive + wait (sm_90)
    "cp_async_commit",    # closes a thread's group of cp.async copies
    "cp_async_wait",      # waits until at most `pending` groups are in flight
    "mbarrier_init",      # one thread initializes the mbarriers of a buffer
    "mbarrier_wait",      # waits for the phase of an mbarrier (TMA data, a released stage)
    "mbarrier_arrive",    # a consumer releases a stage to the producer
    "wgmma_fence",        # orders register accesses before the next wgmmas
    "wgmma_commit",       # closes a group of wgmmas
    "wgmma_wait",         # waits until at most `pending` wgmma groups are in flight
    "fence_proxy_async",  # generic-proxy shared writes visible to the async proxy (wgmma)
    "fence",              # __threadfence
    "fetch_add",          # (weakened only: acq_rel -> relaxed; the split-K count)
)


@dataclass(frozen=True)
class Site:
    """One sync op of a module."""

    path: tuple            # ((region index, op index), ...) from the function body
    op_name: str
    ordinal: int           # among the module's ops of this name, in print order
    line: int              # 1-based line of the op in str(module)
    text: str              # that line, stripped (its location dropped)
    source: str            # "file.py:line" of the program line it was lowered from ("" if none)
    context: str           # the enclosing ops, outermost first: "kernel > for %ko > if"
    before: str            # the names of the ops just before and after it in its region
    after: str
    attrs: tuple = ()      # (name, value) of the op's attributes (pending, sem ...)

    @property
    def key(self) -> str:
        return f"{self.op_name}#{self.ordinal}"

    def where(self) -> str:
        src = f" ({self.source})" if self.source else ""
        return f"line {self.line}{src} in {self.context}: {self.text}"


def walk_with_paths(region, path=()):
    """(path, op, region, index) for every op under ``region``, in print order."""
    for i, op in enumerate(region.ops):
        here = path + (i,)
        yield here, op, region, i
        for r, sub in enumerate(op.regions()):
            yield from walk_with_paths(sub, here + (r,))


def _body(module):
    return module.funcs[0].body


def op_at(module, path):
    """(op, region holding it, its index there) at ``path``."""
    region = _body(module)
    op = None
    for k in range(0, len(path), 2):
        i = path[k]
        op = region.ops[i]
        if k + 1 < len(path):
            region = op.regions()[path[k + 1]]
    return op, region, path[-1]


def _region_label(op, r: int) -> str:
    names = [f for f, kind, _ in op._field_specs if kind == "region"]
    field = names[r] if r < len(names) else str(r)
    if op.name == "for":
        arg = op.body.args[0].name if op.body.args else "?"
        kind = f" {op.kind}" if op.kind != "serial" else ""
        return f"for %{arg}{kind}"
    if op.name == "if":
        return "if" if field == "then_region" else "else"
    if op.name == "specialize":
        return f"specialize.{field}"
    return op.name


def _context(module, path) -> str:
    labels = []
    region = _body(module)
    for k in range(0, len(path) - 1, 2):
        op = region.ops[path[k]]
        labels.append(_region_label(op, path[k + 1]))
        region = op.regions()[path[k + 1]]
    return " > ".join(labels) or "func"


ARITH = re.compile(r"^(const|add|sub|mul|floordiv|floormod|div|mod|xor|and|or|not|lt|le|gt|ge|eq|ne|min|max|select|"
                   r"cast|shl|shr|thread_idx|block_idx|vec_extract|vec_pack)$")


def _neighbour(region, i, step) -> str:
    j = i + step
    while 0 <= j < len(region.ops):
        name = region.ops[j].name
        if not ARITH.match(name):
            return name
        j += step
    return "(start)" if step < 0 else "(end)"


def _source(op) -> str:
    loc = op.loc
    if loc is None:
        return ""
    name = getattr(loc, "file", None) or getattr(loc, "filename", None) or ""
    line = getattr(loc, "line", None)
    base = str(name).rsplit("/", 1)[-1]
    return f"{base}:{line}" if line is not None else base


def _line_re(name):
    return re.compile(rf"^\s*{name}\b(?!\s*=)")


def sync_sites(module, names=SYNC_OPS) -> list[Site]:
    """Every sync op of ``module``'s (single) function, in print order."""
    lines = str(module).splitlines()
    where: dict[str, list[int]] = {}
    for name in names:
        pat = _line_re(name)
        if name == "fetch_add":  # (has a result: `%old = fetch_add ...`)
            pat = re.compile(r"^\s*%[\w.]+ = fetch_add\b")
        where[name] = [n for n, line in enumerate(lines, 1) if pat.match(line)]
    seen = {name: 0 for name in names}
    out = []
    for path, op, region, i in walk_with_paths(_body(module)):
        if op.name not in seen:
            continue
        k = seen[op.name]
        seen[op.name] += 1
        found = where[op.name]
        line = found[k] if k < len(found) else 0
        text = lines[line - 1].split(" loc(")[0].strip() if line else op.name
        out.append(Site(path, op.name, k, line, text, _source(op), _context(module, path),
                        _neighbour(region, i, -1), _neighbour(region, i, 1), tuple(sorted(op.attrs().items()))))
    for name in names:  # the print order is the walk order: the two counts agree
        if seen[name] != len(where[name]):
            raise AssertionError(f"{name}: {seen[name]} ops in the walk, {len(where[name])} lines in the text")
    return out
