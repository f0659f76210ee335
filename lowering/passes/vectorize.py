"""``vectorize``: scalar loads/stores of consecutive elements become vector accesses.

Where: ``for`` loops of kind ``unroll`` or ``vectorized`` with constant bounds and
step 1 and no loop-carried values, whose body holds only scalar arithmetic,
``load``/``store`` and ``if`` ops -- the loops tile-op lowering emits over a
thread's fragment elements (fragment -> global epilogues, shared -> fragment
copies, element-wise ``T.Parallel`` bodies, fills).

How: the loop is unrolled by a factor ``V`` (its variable ``l = lb + V * lo + j``
for lane ``j``), giving ``V`` copies of the body in one straight line, and each
load or store of the body is examined across the copies (SLP style).  A run of
lanes ``s .. s + w - 1`` (``w`` a power of two, ``s % w == 0``, ``w * element
bytes <= 16``) of one access becomes one ``vec_load``/``vec_store`` of ``w``
elements when all of this is *proved* from the index normal forms and value
ranges of ``index_analysis.py``:

* consecutive: the lanes' indices are equal in every dim but the last, where
  lane ``s + i`` is lane ``s``'s plus exactly ``i``;
* aligned: lane ``s``'s flat element offset (over the memory's static shape) is
  a multiple of ``w`` -- every coefficient and the constant of its normal form
  are (``8 * x + 16``, not ``x + 8``); a symbolic dim makes the offsets of the
  dims before it unprovable, so those indices must be the constant 0;
* the same guard: every enclosing ``if`` condition is the same for the ``w``
  lanes -- equal normal forms, or comparisons ``x_i < n`` whose lanes step by
  one and change truth only at a multiple of ``w`` (``x_s`` and ``n`` both
  multiples of ``w``), or decided by the ranges;
* no conflict: the vector load runs where lane ``s``'s load ran and the vector
  store where lane ``s + w - 1``'s store ran; every pair of accesses to one
  memory (at least one a store) that may touch the same element keeps its order
  (disjointness is proved from the index forms, per element).
The lanes of a vector load must sit in one region (so the vector dominates
every lane's ``vec_extract``); a vector store's lanes may sit in per-lane
``if``s, and their values must be visible at the last lane's store.  The stored
vector is a ``vec_pack`` of the lanes (``simplify`` turns ``vec_pack`` of one
vector's lanes back into that vector, so a copy is a plain vector move).

Two rewrites make more of this apply.  An ``if`` the ranges decide for a lane is
replaced by its branch in that lane's copy (bounds checks of full tiles).  A body
of pure ops ending in an ``if`` whose condition is provably the same for all
``V`` lanes is *unswitched*: the lanes' pure ops, then one ``if`` holding every
lane's branch in lane order (a row guard around a per-element computation).
Lanes that load one and the same element (a row's scale) share the first lane's
load when no store may change it in between.  The factor ``V`` (2..16 dividing
the trip count) with the fewest memory ops per element wins; when nothing
changes, the loop is left as it was.

Assumptions another backend must keep: global tensors and shared/local buffers
start 16-byte aligned (the simulator checks every vector access's alignment
relative to its memory), and distinct memories do not overlap (the same
contract as ``__restrict__`` kernel parameters; plan-shared only overlaps
shared buffers whose lifetimes are disjoint).

What it does not handle: loads under a per-lane ``if`` (e.g. the zero-filled
edge loads of a global -> fragment copy), dtypes under 8 bits, bool, memories with a
layout (their indices are not storage positions), straight-line code outside
loops (the int8 gemm operand loads), loops with nested
loops or other ops (barriers, mma, cp.async), loads whose lanes are not a
contiguous run of one vector (gathers), and memories with a symbolic dim before
a non-zero index.  It runs after ``insert-barriers`` (barriers were placed for
the scalar accesses; vectorizing reorders only one thread's accesses between
them, which is checked here) and before ``simplify``, which removes the lanes'
now dead index arithmetic and empty ``if``s.
"""

from __future__ import annotations

from ..ir import ops as O
from ..ir.clone import clone_op
from ..ir.core import Op, Region, Value
from ..ir.types import INDEX, BufferType, IndexType, TensorType, VectorType
from .base import Pass
from ..index_analysis import Form, IndexAnalysis

LOOP_KINDS = ("unroll", "vectorized")
_SCALAR = set(O.BINARY_OPS) | set(O.COMPARE_OPS) | set(O.UNARY_OPS) | {
    "const", "select", "fma", "cast", "reinterpret", "symbol", "thread_idx", "block_idx", "vec_extract", "vec_pack"}
_ORDERED = ("lt", "le", "gt", "ge")


class VectorizePass(Pass):
    name = "vectorize"

    def run(self, module):
        for func in module.funcs:
            self.index = IndexAnalysis(func)
            self.visit(func.body)
        return module

    def visit(self, region: Region) -> None:
        out = []
        for op in region.ops:
            for r in op.regions():
                self.visit(r)
            new = self.vectorize(op) if op.name == "for" and op.kind in LOOP_KINDS else None
            out.extend(new if new is not None else [op])
        region.ops = out

    # ---- one loop ---------------------------------------------------------------------
    def vectorize(self, loop) -> list[Op] | None:
        """The ops replacing ``loop`` (a loop over the vectorized body), or None."""
        lb, ub, step = (self.index.form(v) for v in (loop.lb, loop.ub, loop.step))
        if loop.inits or not (lb.is_const and ub.is_const and step.is_const) or step.const != 1:
            return None
        n = ub.const - lb.const
        if n < 2 or not _simple(loop.body):
            return None
        best = None
        for V in (2, 4, 8, 16):
            if n % V:
                continue
            plan = _Plan(self.index, loop, V)
            cost = plan.cost()
            if cost is not None and (best is None or cost * best.V < best.cost() * V):
                best = plan
        return best.emit() if best is not None else None


def _simple(region: Region) -> bool:
    for op in region.ops:
        if op.name == "if":
            if not all(_simple(r) for r in op.regions()):
                return False
        elif op.name not in _SCALAR and op.name not in ("load", "store", "yield"):
            return False
    return True


def _vector_dtype_ok(mem: Value) -> bool:
    t = mem.type
    if not isinstance(t, (TensorType, BufferType)) or not t.shape or (isinstance(t, BufferType) and t.scope == "var"):
        return False
    # a layout maps the indices to storage elsewhere: consecutive indices need not be consecutive there
    return t.dtype.bits in (8, 16, 32, 64) and not t.dtype.is_bool and t.layout is None


class _Access:
    """One load/store of the unrolled body: its lane, its position among the lane's
    accesses, the ``(condition, branch)`` of each enclosing ``if``, and the region
    holding it."""

    def __init__(self, op, origin, lane, order, guards, region):
        self.op, self.origin, self.lane, self.order, self.guards, self.region = op, origin, lane, order, guards, region
        self.store = op.name == "store"
        self.mem = op.dest if self.store else op.source
        self.chunk = None  # (first lane, width) when part of a vector access
        self.same = None   # the lane whose load of the same element this load reuses

    @property
    def moved(self) -> bool:
        return self.chunk is not None or self.same is not None


class _Plan:
    """The loop unrolled by ``V`` and the vector accesses chosen in it."""

    def __init__(self, index: IndexAnalysis, loop, V: int):
        self.index, self.loop, self.V = index, loop, V
        self.trips = (index.form(loop.ub).const - index.form(loop.lb).const) // V
        self.body = Region()
        self.iv = None
        if self.trips > 1:
            self.iv = Value(INDEX, (loop.body.args[0].name or "l") + "_v")
            index.set_range(self.iv, 0, self.trips - 1)
        self.accesses: list[list[_Access]] = []  # [position in the body][lane]
        self.defined_in: dict[Value, Region] = {}  # value defined in the body -> its region
        self.parents: dict[Region, Region] = {}    # region -> the region around it
        self._unroll()
        self._choose()

    # ---- unrolling ----------------------------------------------------------------------
    def _const(self, value: int) -> Value:
        return self._emit(O.ConstOp, INDEX, value=value)

    def _emit(self, cls, t, **fields) -> Value:
        v = Value(t)
        self.body.ops.append(cls(results=[v], loc=self.loop.loc, **fields))
        return v

    def _unroll(self) -> None:
        lb = self.index.form(self.loop.lb).const
        iv = self.loop.body.args[0]
        ops = [op for op in self.loop.body.ops if op.name != "yield"]
        base = self._emit(O.MulOp, INDEX, lhs=self.iv, rhs=self._const(self.V)) if self.iv is not None else None
        mappings = []
        for j in range(self.V):
            c = self._const(lb + j)
            lane_iv = c if base is None else self._emit(O.AddOp, INDEX, lhs=base, rhs=c)
            lane_iv.name = iv.name
            mappings.append({iv: lane_iv})
        per_lane = [[] for _ in range(self.V)]
        if not self._unswitch(ops, mappings, per_lane):
            for j, mapping in enumerate(mappings):
                self._clone_lane(ops, mapping, j, per_lane[j], self.body)
        # lanes whose guards folded differently hold different accesses: no lane-wise pairing then
        self.valid = all(len(f) == len(per_lane[0]) for f in per_lane) and \
            all(len({a.origin for a in lanes}) == 1 for lanes in zip(*per_lane))
        self.accesses = [list(lanes) for lanes in zip(*per_lane)] if self.valid else []

    def _unswitch(self, ops, mappings, per_lane) -> bool:
        """A body of pure ops ending in an ``if`` whose condition is provably the same for
        all ``V`` lanes (and not decided) becomes the lanes' pure ops, then one ``if``
        holding every lane's branch in lane order -- the order each thread ran them in."""
        if not ops or ops[-1].name != "if" or ops[-1].results or any(op.name not in _SCALAR for op in ops[:-1]):
            return False
        branch = ops[-1]
        before = len(self.body.ops)
        for j, mapping in enumerate(mappings):  # pure ops: no accesses are collected
            self._clone_lane(ops[:-1], mapping, j, per_lane[j], self.body)
        conds = [m.get(branch.cond, branch.cond) for m in mappings]
        if self._truth(conds[0]) is not None or not self._uniform(conds, self.V):
            del self.body.ops[before:]
            for m in mappings:  # the lanes are cloned again from scratch
                for k in [k for k in m if k is not self.loop.body.args[0]]:
                    del m[k]
            return False
        merged = O.IfOp(cond=conds[0], then_region=Region(), else_region=Region(), loc=branch.loc)
        self.body.ops.append(merged)
        for region, taken in ((merged.then_region, branch.then_region), (merged.else_region, branch.else_region)):
            self.parents[region] = self.body
            inner = [o for o in taken.ops if o.name != "yield"]
            for j, mapping in enumerate(mappings):
                self._clone_lane(inner, mapping, j, per_lane[j], region, [(conds[0], region is merged.then_region)])
        return True

    def _clone_lane(self, ops, mapping, lane, found, region, guards=()) -> None:
        """Append one lane's copy of ``ops`` to ``region``; an ``if`` whose condition the
        ranges decide for this lane is replaced by its taken branch (so a bounds check
        that always holds does not hide its loads)."""
        for op in ops:
            if op.name == "if":
                truth = self._truth(mapping.get(op.cond, op.cond))
                if truth is not None:
                    taken = op.then_region if truth else op.else_region
                    inner = [o for o in taken.ops if o.name != "yield"]
                    self._clone_lane(inner, mapping, lane, found, region, guards)
                    if taken.ops and taken.ops[-1].name == "yield":
                        for r, v in zip(op.results, taken.ops[-1].values):
                            mapping[r] = mapping.get(v, v)
                    continue
            new = clone_op(op, mapping)
            region.ops.append(new)
            origin = {c: o for o, c in zip(op.walk(), new.walk())}
            self._collect(new, region, lane, list(guards), found, origin)

    def _truth(self, v: Value):
        """True/False when the bool ``v`` is decided by constants and index ranges, else None."""
        op = v.owner
        if not isinstance(op, Op):
            return None
        if op.name == "const":
            return bool(op.value)
        if op.name in O.COMPARE_OPS:
            return self.index.decide(op)
        if op.name in ("and", "or"):
            a, b = self._truth(op.lhs), self._truth(op.rhs)
            if op.name == "and":
                return False if False in (a, b) else True if a is True and b is True else None
            return True if True in (a, b) else False if a is False and b is False else None
        if op.name == "not":
            a = self._truth(op.value)
            return None if a is None else not a
        return None

    def _collect(self, op, region, lane, guards, found, origin) -> None:
        for r in op.results:
            self.defined_in[r] = region
        if op.name in ("load", "store"):
            found.append(_Access(op, origin[op], lane, len(found), guards, region))
        elif op.name == "if":
            for r, polarity in ((op.then_region, True), (op.else_region, False)):
                self.parents[r] = region
                for sub in r.ops:
                    self._collect(sub, r, lane, guards + [(op.cond, polarity)], found, origin)

    def _visible(self, v: Value, region: Region) -> bool:
        """``v`` is defined outside the unrolled body, or in ``region`` or one around it."""
        home = self.defined_in.get(v)
        while home is not None and region is not None:
            if region is home:
                return True
            region = self.parents.get(region)
        return home is None

    # ---- choosing vector accesses ---------------------------------------------------------
    def _choose(self) -> None:
        for lanes in self.accesses:
            a0 = lanes[0]
            if _vector_dtype_ok(a0.mem):
                eb = a0.mem.type.dtype.bits // 8
                s = 0
                while s < self.V:
                    w = next((w for w in (16, 8, 4, 2) if w * eb <= 16 and s % w == 0 and s + w <= self.V
                              and self._vectorizable(lanes[s:s + w])), 1)
                    if w > 1:
                        for a in lanes[s:s + w]:
                            a.chunk = (s, w)
                    s += w
            if not a0.store:  # lanes loading one element (a row's scale, say) share the first load
                first = None
                for a in lanes:
                    if a.chunk is None and first is not None and a.region is first.region and \
                            all(x.key == y.key for x, y in zip(self._forms(a), self._forms(first))):
                        a.same = first.lane
                    else:
                        first = a if a.chunk is None else None
        while True:  # undo what would reorder conflicting accesses
            bad = self._conflict()
            if bad is None:
                return
            for a in bad:
                if a.same is not None:
                    a.same = None
                elif a.chunk is not None:
                    self._scalarize(a)

    def _forms(self, a: _Access) -> list[Form]:
        return [self.index.form(i) for i in a.op.indices]

    def _vectorizable(self, lanes: list[_Access]) -> bool:
        w = len(lanes)
        first = self._forms(lanes[0])
        for i, a in enumerate(lanes[1:], 1):
            f = self._forms(a)
            if any(x.key != y.key for x, y in zip(f[:-1], first[:-1])) or (f[-1] - first[-1]).key != (i, frozenset()):
                return False
        if not self._aligned(lanes[0].mem.type.shape, first, w):
            return False
        for level in range(len(lanes[0].guards)):
            guards = [a.guards[level] if len(a.guards) > level else None for a in lanes]
            if any(g is None or g[1] != guards[0][1] for g in guards) or \
                    not self._uniform([g[0] for g in guards], w):
                return False
        if any(len(a.guards) != len(lanes[0].guards) for a in lanes):
            return False
        if not lanes[0].store:  # one region: the vector load dominates every lane's extract
            return all(a.region is lanes[0].region for a in lanes)
        # every lane's value must reach the last lane's store
        return all(self._visible(a.op.value, lanes[-1].region) for a in lanes[:-1])

    def _aligned(self, shape, forms: list[Form], w: int) -> bool:
        flat = Form()
        stride = 1
        for d in range(len(shape) - 1, -1, -1):
            if stride is None:
                if not (forms[d].is_const and forms[d].const == 0):
                    return False
            else:
                flat = flat + forms[d].scale(stride)
            if stride is not None and isinstance(shape[d], int):
                stride *= shape[d]
            else:
                stride = None
        return flat.divisible_by(w)

    def _uniform(self, conds: list[Value], w: int) -> bool:
        """The bools ``conds`` (lanes s .. s + w - 1) are provably all equal."""
        if all(c is conds[0] for c in conds):
            return True
        ops = [c.owner for c in conds]
        if not all(isinstance(o, Op) and o.name == ops[0].name for o in ops):
            return False
        name = ops[0].name
        if name == "const":
            return len({o.value for o in ops}) == 1
        if name in ("and", "or", "xor"):
            return self._uniform([o.lhs for o in ops], w) and self._uniform([o.rhs for o in ops], w)
        if name == "not":
            return self._uniform([o.value for o in ops], w)
        if name in O.COMPARE_OPS and all(isinstance(o.lhs.type, IndexType) for o in ops):
            decided = [self.index.decide(o) for o in ops]
            if decided[0] is not None and all(d == decided[0] for d in decided):
                return True
            diffs = [self.index.form(o.lhs) - self.index.form(o.rhs) for o in ops]
            if all(d.key == diffs[0].key for d in diffs):
                return True
            if name not in _ORDERED:
                return False
            # as "e < 0": lt: d, le: d - 1, gt: -d, ge: -d - 1
            es = [d if name == "lt" else d - 1 if name == "le" else d.scale(-1) if name == "gt" else d.scale(-1) - 1
                  for d in diffs]
            steps = [(e - es[0]) for e in es]
            for sigma in (1, -1):
                if all(s.key == (sigma * i, frozenset()) for i, s in enumerate(steps)):
                    # e_i = e_0 + sigma * i changes sign inside the run only if e_0 is not aligned
                    return (es[0] if sigma == 1 else es[0] + 1).divisible_by(w)
        return False

    def _conflict(self):
        """Two accesses (one in a vector) whose order on a possibly shared element changes."""
        flat = [a for lanes in self.accesses for a in lanes]
        for i, a in enumerate(flat):
            for b in flat[i + 1:]:
                if a.mem is not b.mem or not (a.store or b.store) or not (a.moved or b.moved):
                    continue
                if a.chunk is not None and a.chunk == b.chunk and a.order == b.order:
                    continue  # lanes of one vector access: distinct elements
                before = (a.lane, a.order) < (b.lane, b.order)
                if before != (self._when(a) < self._when(b)) and self._may_overlap(a, b):
                    return [x for x in (a, b) if x.moved]
        return None

    def _when(self, a: _Access):
        """Where ``a`` runs after vectorization: (lane, position) with a tie-break on the lane."""
        if a.same is not None:
            return (a.same, a.order, a.lane)
        if a.chunk is None:
            return (a.lane, a.order, 0)
        s, w = a.chunk
        return (s if not a.store else s + w - 1, a.order, a.lane)

    def _may_overlap(self, a: _Access, b: _Access) -> bool:
        for x, y in zip(self._forms(a), self._forms(b)):
            lo, hi = self.index.range_of(y - x)
            if (lo is not None and lo > 0) or (hi is not None and hi < 0):
                return False
        return True

    def _scalarize(self, a: _Access) -> None:
        s, w = a.chunk
        for x in self.accesses[a.order][s:s + w]:
            x.chunk = None

    def cost(self):
        """Memory ops per unrolled body, or None when no access is vectorized or shared."""
        ops, saved = 0, 0
        for lanes in self.accesses:
            for a in lanes:
                if a.same is not None:
                    saved += 1
                elif a.chunk is None:
                    ops += 1
                elif a.chunk[0] == a.lane:
                    ops += 1
                    saved += 1
        return ops if saved else None

    # ---- emitting -----------------------------------------------------------------------
    def emit(self) -> list[Op]:
        replace: dict[Op, list[Op]] = {}
        reuse: dict[Value, Value] = {}
        for lanes in self.accesses:
            for a in lanes:
                if a.chunk is not None and a.chunk[0] == a.lane:
                    s, w = a.chunk
                    (self._emit_store if a.store else self._emit_load)(lanes[s:s + w], replace)
                if a.same is not None:
                    replace[a.op] = []
                    reuse[a.op.result] = lanes[a.same].op.result
        _rebuild(self.body, replace)
        for op in self.body.ops:
            for sub in op.walk():
                for v in list(sub.operand_values()):
                    if v in reuse:
                        sub.replace_uses(v, reuse[v])
        if self.iv is None:
            return self.body.ops
        if self.loop.body.ops and self.loop.body.ops[-1].name == "yield":
            self.body.ops.append(O.YieldOp(values=[], loc=self.loop.body.ops[-1].loc))
        zero, trips, one = (O.ConstOp(results=[Value(INDEX)], value=v, loc=self.loop.loc) for v in (0, self.trips, 1))
        body = Region([self.iv], self.body.ops)
        new = O.ForOp(lb=zero.result, ub=trips.result, step=one.result, kind=self.loop.kind, body=body,
                      loc=self.loop.loc)
        return [zero, trips, one, new]

    def _emit_load(self, lanes: list[_Access], replace) -> None:
        first = lanes[0].op
        vec = Value(VectorType(len(lanes), first.source.type.dtype), first.result.name)
        load = O.VecLoadOp(source=first.source, indices=list(first.indices), results=[vec], loc=first.loc)
        for i, a in enumerate(lanes):
            ext = O.VecExtractOp(vector=vec, lane=i, results=a.op.results, loc=a.op.loc)
            replace[a.op] = [load, ext] if i == 0 else [ext]

    def _emit_store(self, lanes: list[_Access], replace) -> None:
        last, w = lanes[-1].op, len(lanes)
        first = lanes[0].op
        ops = []
        indices = list(first.indices)
        if not all(self._visible(v, lanes[-1].region) for v in indices):
            # the first lane's indices are not visible here: step back from the last lane's
            c = Value(INDEX)
            start = Value(INDEX)
            ops += [O.ConstOp(results=[c], value=w - 1, loc=last.loc),
                    O.SubOp(lhs=last.indices[-1], rhs=c, results=[start], loc=last.loc)]
            indices = list(last.indices[:-1]) + [start]
        vec = Value(VectorType(w, first.dest.type.dtype))
        ops.append(O.VecPackOp(lanes=[a.op.value for a in lanes], results=[vec], loc=last.loc))
        ops.append(O.VecStoreOp(dest=first.dest, indices=indices, value=vec, loc=last.loc))
        for a in lanes[:-1]:
            replace[a.op] = []
        replace[last] = ops


def _rebuild(region: Region, replace: dict[Op, list[Op]]) -> None:
    out = []
    for op in region.ops:
        for r in op.regions():
            _rebuild(r, replace)
        out.extend(replace.get(op, [op]))
    region.ops = out
