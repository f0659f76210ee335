"""``simplify``: constant folding, algebraic identities, CSE and dead-code removal.

What it does:
* folds scalar ops whose operands are constants, with exactly the interpreter's
  semantics (so float16 rounding and integer wrap-around are kept);
* rewrites identities: x + 0, x - 0, x * 1, x // 1, x | 0, x ^ 0, x << 0, x >> 0 -> x;
  integer x * 0 -> 0; integer x % 1 -> 0; select with a constant condition;
  casts to the value's own type;
* merges identical pure ops (same op, operands, attributes and result types) where
  the first dominates the second (CSE);
* index arithmetic by value ranges and normal forms (``index_analysis.py``): an
  index op whose normal form is a constant becomes that constant, and one whose
  normal form equals that of a dominating value is replaced by it -- so
  ``(a * 8 + b) // 8 -> a`` and ``(a * 8 + b) % 8 -> b`` for ``0 <= b < 8``,
  ``x % n -> x`` for ``0 <= x < n``, ``tid // 128 -> 0`` with 128 threads, and
  re-computations of one index in another spelling are merged; comparisons of
  index values that the ranges decide fold to constants (bounds guards that
  always hold), ``and``/``or`` with a constant bool simplify, and an ``if`` on a
  constant condition is replaced by the branch taken (an empty one is removed);
* an index that is a known index plus a constant is rebuilt as that one ``add``
  (``(row + 8) + by * 128 -> (row + by * 128) + 8``, and ``row + 8`` may die), and
  one whose form is a single floor division (or modulo) of a loop variable by a constant as
  that one op (``(l * 8 // 16 * 32 + tid % 4 * 2) // 128 -> l // 8``);
* loop-invariant index arithmetic (and comparisons of it) moves out of ``for``
  loops, innermost first, and is folded again to merge with the same values
  outside (division only by non-zero constants: hoisted code also runs when the
  loop would not);
* ``vec_pack`` of the lanes ``0..n-1`` of one vector (``vec_extract``) is that vector;
* a predicated ``cp_async`` whose source indices provably lie in the tensor is
  marked ``src_in_bounds`` (no code then keeps its address in range);
* removes pure ops (and allocations) whose results nobody uses.
What it does not: loads are never merged (memory may change between them);
nothing but index arithmetic is hoisted, and nothing out of ``if``s;
loop-carried values are kept even if unused; an index whose normal form is new
is kept as written (no expression is re-emitted from a normal form).
"""

from __future__ import annotations

from tilelang.lazy_import import lazy_module

np = lazy_module("numpy")

from ..ir import ops as O
from ..ir import int_fold, scalar_semantics as S
from ..ir.core import Op, Value, ops_with
from ..ir.types import IndexType, ScalarType
from .base import Pass
from ..index_analysis import IndexAnalysis

PURE = set(ops_with("pure"))  # (the ops whose class declares the trait)
REMOVABLE = PURE | {"load", "alloc_shared", "alloc_fragment", "alloc_local", "alloc_var", "vec_load", "packed_load"}


def _is_int(t) -> bool:
    return isinstance(t, IndexType) or (isinstance(t, ScalarType) and (t.dtype.is_int or t.dtype.is_bool))


class SimplifyPass(Pass):
    name = "simplify"

    def run(self, module):
        for func in module.funcs:
            self.index = IndexAnalysis(func)
            self.replacements: dict[Value, Value] = {}
            self.consts: dict[Value, object] = {}
            self.fold_region(func.body, _Scopes())
            if self.hoist(func.body):  # hoisted values may now merge with ones outside the loops
                self.fold_region(func.body, _Scopes())
            self.remove_dead(func)
        return module

    # ---- folding and CSE ----------------------------------------------------------------
    def resolve(self, v: Value) -> Value:
        while v in self.replacements:
            v = self.replacements[v]
        return v

    def fold_region(self, region, scopes):
        scopes.push()
        kept = []
        work = list(reversed(region.ops))
        while work:
            op = work.pop()
            for v in list(op.operand_values()):
                if v in self.replacements:
                    op.replace_uses(v, self.resolve(v))
            if op.name == "if" and self.const_of(op.cond) is not None:  # the branch taken, inline
                taken = op.then_region if self.const_of(op.cond) else op.else_region
                body = list(taken.ops)
                if body and body[-1].name == "yield":
                    for r, v in zip(op.results, body.pop().values):
                        self.replacements[r] = v
                work.extend(reversed(body))
                continue
            for r in op.regions():
                self.fold_region(r, scopes)
            if op.name == "if" and not op.results and all(o.name == "yield" for r in op.regions() for o in r.ops):
                continue  # nothing left to guard
            new = self.simplify_op(op)
            if isinstance(new, Value):  # the op's result is another value
                self.replacements[op.result] = new
                continue
            if isinstance(new, Op):  # folded to a constant
                op = new
            if op.name in PURE and len(op.results) == 1 and isinstance(op.result.type, IndexType) \
                    and op.name != "const":
                form = self.index.form(op.result)
                leaf = self.index.leaf_value(form)
                if form.is_const:
                    op = O.ConstOp(value=form.const, results=[op.result], loc=op.loc)
                elif leaf is not None and leaf is not op.result:
                    self.replacements[op.result] = leaf
                    continue
                else:
                    key = ("form", form.key)
                    found = scopes.get(key)
                    if found is not None:
                        self.replacements[op.result] = found
                        continue
                    scopes.set(key, op.result)
                    linear = ("linear", form.key[1])
                    near = scopes.get(linear)
                    if near is not None and op.name in ("add", "sub"):
                        # x + c where x is known: one add, and the old operands may die
                        op = O.AddOp(lhs=near[0], rhs=self.index_const(form.const - near[1], kept, scopes),
                                     results=[op.result], loc=op.loc)
                    else:
                        scopes.set(linear, (op.result, form.const))
                        op = self.one_division(op, form, kept, scopes)
            if op.name in PURE and not op.regions() and len(op.results) == 1:
                key = self.key(op)
                found = scopes.get(key)
                if found is not None:
                    self.replacements[op.result] = found
                    continue
                scopes.set(key, op.result)
            if op.name == "const":
                self.consts[op.result] = op.value
            kept.append(op)
        region.ops = kept
        scopes.pop()

    # ---- loop-invariant index arithmetic ------------------------------------------------
    def hoist(self, region) -> bool:
        """Move loop-invariant index arithmetic (and comparisons of it) out of ``for``
        bodies, innermost first; True when anything moved."""
        moved = False
        out = []
        for op in region.ops:
            for r in op.regions():
                moved |= self.hoist(r)
            if op.name == "for":
                inside = set(op.body.args)
                kept = []
                for sub in op.body.ops:
                    if self.hoistable(sub) and not any(v in inside for v in sub.operand_values()):
                        out.append(sub)
                        moved = True
                    else:
                        kept.append(sub)
                        inside.update(sub.results)
                        inside.update(v for x in sub.walk() for v in x.results)
                op.body.ops = kept
            out.append(op)
        region.ops = out
        return moved

    def hoistable(self, op) -> bool:
        """Pure, cheap, and safe to run when the loop would not (no division by a variable)."""
        if op.name not in PURE or op.regions() or len(op.results) != 1 or op.name == "symbol":
            return False
        t = op.result.type
        if not (isinstance(t, IndexType) or (op.name in O.COMPARE_OPS and isinstance(op.lhs.type, IndexType))):
            return False
        if op.name in ("floordiv", "floormod", "div", "rem"):
            return bool(self.const_of(op.rhs))
        return True

    def one_division(self, op: Op, form, kept, scopes) -> Op:
        """``op`` rebuilt as ``x // c`` (``x % c``) where that is its normal form but not
        how it is written, ``x`` a loop variable or such a division itself: ``(l * 8 // 16
        * 32 + tid % 4 * 2) // 128`` becomes ``l // 8`` (``tid % 4 * 2 < 32``) -- once ``l``
        is unrolled a constant, so the loads it indexes repeat where they did (a scale per
        group, not per word) and NVCC merges them; the old operands may die."""
        division = self._division(form)
        if division is None or self._root(division[1]) is None:
            return op
        kind, inner, c = division
        x = self._division_value(inner, kept, scopes)
        if op.name == kind and op.lhs is x and self.const_of(op.rhs) == c:
            return op
        return self._division_op(kind, x, c, kept, scopes, op.result, op.loc)

    def _division(self, form):
        """(kind, operand form, c) where ``form`` is one ``floordiv`` / ``floormod`` atom."""
        if form.const or len(form.terms) != 1:
            return None
        (atom, k), = form.terms.items()
        kind, forms, c = self.index.atom_defs.get(atom, (None, None, None))
        return (kind, forms[0], c) if k == 1 and kind in ("floordiv", "floormod") else None

    def _root(self, form):
        """The loop variable ``form`` is, or a chain of divisions of; else None.  Not a
        thread or block index: its division would be a new value, hoisted to the kernel's
        top and live through it (attention's head dim 64 plan then spilled)."""
        leaf = self.index.leaf_value(form)
        while leaf is None:
            division = self._division(form)
            if division is None:
                return None
            form = division[1]
            leaf = self.index.leaf_value(form)
        return leaf if leaf in self.index.loops else None

    def _division_value(self, form, kept, scopes):
        """A value of ``form`` (``_root`` found its loop variable), emitted into ``kept``
        where it is not known yet."""
        leaf = self.index.leaf_value(form)
        if leaf is not None:
            return leaf
        key = ("form", form.key)
        known = scopes.get(key)
        if known is not None:
            return known
        kind, inner, c = self._division(form)
        op = self._division_op(kind, self._division_value(inner, kept, scopes), c, kept, scopes,
                               Value(IndexType()), None)
        scopes.set(key, op.result)
        kept.append(op)
        return op.result

    def _division_op(self, kind, x, c, kept, scopes, result, loc):
        cls = O.FloordivOp if kind == "floordiv" else O.FloormodOp
        return cls(lhs=x, rhs=self.index_const(c, kept, scopes), results=[result], loc=loc)

    def index_const(self, value: int, kept, scopes) -> Value:
        const = O.ConstOp(value=value, results=[Value(IndexType())])
        key = self.key(const)
        found = scopes.get(key)
        if found is not None:
            return found
        scopes.set(key, const.result)
        self.consts[const.result] = value
        kept.append(const)
        return const.result

    def key(self, op: Op):
        attrs = tuple(sorted((k, repr(v)) for k, v in op.attrs().items()))
        return (op.name, tuple(op.operand_values()), attrs, tuple(r.type for r in op.results))

    def const_of(self, v):
        return self.consts.get(v)

    def simplify_op(self, op: Op):
        """A value that replaces ``op``'s result, a constant op that replaces ``op``, or None."""
        name = op.name
        if name == "cast" and op.value.type == op.result.type:
            return op.value
        if name == "select":
            c = self.const_of(op.cond)
            if c is not None:
                return op.true_value if c else op.false_value
            if op.true_value is op.false_value:
                return op.true_value
        operands = list(op.operand_values())
        if name in PURE and operands and not op.regions() and len(op.results) == 1 and \
                all(self.const_of(v) is not None for v in operands) and name != "symbol":
            folded = self.fold(op, operands)
            if folded is not None:
                return O.ConstOp(value=folded, results=[op.result], loc=op.loc)
        if name in O.COMPARE_OPS:
            decided = self.index.decide(op)
            if decided is not None:
                return O.ConstOp(value=decided, results=[op.result], loc=op.loc)
        if name == "vec_pack":
            return self.repacked(op)
        if name == "cp_async" and op.pred is not None and not op.src_in_bounds:
            op.src_in_bounds = self.inside(op.src.type.shape, op.src_indices)
            return None
        if name in O.BINARY_OPS:
            return self.identity(op)
        return None

    def inside(self, shape, indices) -> bool:
        """Every index provably within its (constant) extent."""
        for extent, v in zip(shape, indices):
            lo, hi = self.index.range_of(self.index.form(v))
            if not isinstance(extent, int) or lo is None or hi is None or lo < 0 or hi >= extent:
                return False
        return True

    def repacked(self, op):
        """The vector whose lanes ``op`` packs back in order, or None."""
        src = None
        for lane, v in enumerate(op.lanes):
            ext = v.owner
            if not isinstance(ext, Op) or ext.name != "vec_extract" or ext.lane != lane or \
                    (src is not None and ext.vector is not src):
                return None
            src = ext.vector
        return src if src is not None and src.type == op.result.type else None

    def fold(self, op, operands):
        if not (op.name in O.BINARY_OPS or op.name in O.COMPARE_OPS or op.name in O.UNARY_OPS
                or op.name in ("cast", "fma")):
            return None
        consts = [self.const_of(v) for v in operands]
        folded = int_fold.fold(op.name, op.result.type, [v.type for v in operands], consts)
        if folded is not None:
            return folded
        vals = [S.const(v.type, self.const_of(v)) for v in operands]  # as the types hold them
        t = op.result.type
        try:
            if op.name in O.BINARY_OPS:
                out = S.binary(op.name, t, vals[0], vals[1], _no_fold)
            elif op.name in O.COMPARE_OPS:
                out = S.compare(op.name, *vals)
            elif op.name in O.UNARY_OPS:
                out = S.unary(op.name, t, vals[0])
            elif op.name == "cast":
                out = S.convert(op.value.type, t, vals[0])
            elif op.name == "fma":
                out = S.fma(t, *vals)
            else:
                return None
        except _NoFold:
            return None
        out = np.asarray(out).item()
        if isinstance(t, ScalarType) and t.dtype.is_bool:
            return bool(out)
        if _is_int(t):
            return int(out)
        out = float(out)
        if not np.isfinite(out):
            return None  # keep inf/nan-producing ops visible
        return out

    def identity(self, op):
        a, b = self.const_of(op.lhs), self.const_of(op.rhs)
        integer = _is_int(op.result.type)
        if isinstance(op.result.type, ScalarType) and op.result.type.dtype.is_bool and op.name in ("and", "or"):
            absorbing = op.name == "or"  # x or true = true, x and false = false; the other constant is neutral
            for c, other in ((a, op.rhs), (b, op.lhs)):
                if c is not None:
                    return O.ConstOp(value=absorbing, results=[op.result], loc=op.loc) if bool(c) == absorbing \
                        else other
        if op.name in ("add", "or", "xor") and b == 0 and b is not None and not isinstance(b, bool):
            return op.lhs
        if op.name in ("add", "or", "xor") and a == 0 and a is not None and not isinstance(a, bool):
            return op.rhs
        if op.name in ("sub", "shl", "shr") and b == 0 and b is not None:
            return op.lhs
        if op.name == "mul" and b == 1:
            return op.lhs
        if op.name == "mul" and a == 1:
            return op.rhs
        if op.name in ("floordiv", "div") and b == 1 and integer:
            return op.lhs
        return None

    # ---- dead code ----------------------------------------------------------------------
    def remove_dead(self, func):
        while True:
            used = {v for op in func.walk() for v in op.operand_values()}
            removed = self._sweep(func.body, used)
            if not removed:
                return

    def _sweep(self, region, used) -> bool:
        removed = False
        kept = []
        for op in region.ops:
            for r in op.regions():
                removed |= self._sweep(r, used)
            if op.name in REMOVABLE and not any(r in used for r in op.results):
                removed = True
                continue
            kept.append(op)
        region.ops = kept
        return removed


_ABSENT = object()


class _Scopes:
    """What the enclosing regions know (CSE keys -> values), innermost first: one dict
    and an undo log per region instead of a dict per region searched outwards on every
    lookup."""

    __slots__ = ("table", "undo")

    def __init__(self):
        self.table: dict = {}
        self.undo: list[list] = []

    def push(self) -> None:
        self.undo.append([])

    def pop(self) -> None:
        for key, old in reversed(self.undo.pop()):
            if old is _ABSENT:
                del self.table[key]
            else:
                self.table[key] = old

    def get(self, key):
        return self.table.get(key)

    def set(self, key, value) -> None:
        self.undo[-1].append((key, self.table.get(key, _ABSENT)))
        self.table[key] = value


class _NoFold(Exception):
    pass


def _no_fold(message):
    raise _NoFold(message)
