"""``simplify``: constant folding, algebraic identities, CSE and dead-code removal.

What it does:
* folds scalar ops whose operands are constants, with exactly the interpreter's
  semantics (so float16 rounding and integer wrap-around are kept);
* rewrites identities: x + 0, x - 0, x * 1, x // 1, x | 0, x ^ 0, x << 0, x >> 0 -> x;
  integer x * 0 -> 0; integer x % 1 -> 0; select with a constant condition;
  casts to the value's own type;
* merges identical pure ops (same op, operands, attributes and result types) where
  the first dominates the second (CSE);
* removes pure ops (and allocations) whose results nobody uses.
What it does not: loads are never merged (memory may change between them);
nothing is hoisted out of loops; loop-carried values are kept even if unused.
"""

from __future__ import annotations

import numpy as np

from ..ir import ops as O
from ..ir.core import Op, Value
from ..ir.types import IndexType, ScalarType
from .base import Pass

PURE = set(O.BINARY_OPS) | set(O.COMPARE_OPS) | set(O.UNARY_OPS) | {
    "const", "select", "cast", "reinterpret", "symbol", "thread_idx", "block_idx", "thread_binding",
    "decode_lut", "encode_lut"}
REMOVABLE = PURE | {"load", "alloc_shared", "alloc_fragment", "alloc_local", "alloc_var", "vec_load", "packed_load"}


def _is_int(t) -> bool:
    return isinstance(t, IndexType) or (isinstance(t, ScalarType) and (t.dtype.is_int or t.dtype.is_bool))


class SimplifyPass(Pass):
    name = "simplify"

    def run(self, module):
        for func in module.funcs:
            self.replacements: dict[int, Value] = {}
            self.consts: dict[int, object] = {}
            self.fold_region(func.body, [{}])
            self.remove_dead(func)
        return module

    # ---- folding and CSE ----------------------------------------------------------------
    def fold_region(self, region, scopes):
        scopes.append({})
        kept = []
        for op in region.ops:
            for v in list(op.operand_values()):
                if id(v) in self.replacements:
                    op.replace_uses(v, self.replacements[id(v)])
            for r in op.regions():
                self.fold_region(r, scopes)
            new = self.simplify_op(op)
            if isinstance(new, Value):  # the op's result is another value
                self.replacements[id(op.result)] = new
                continue
            if isinstance(new, Op):  # folded to a constant
                op = new
            if op.name in PURE and not op.regions() and len(op.results) == 1:
                key = self.key(op)
                found = next((s[key] for s in reversed(scopes) if key in s), None)
                if found is not None:
                    self.replacements[id(op.result)] = found
                    continue
                scopes[-1][key] = op.result
            if op.name == "const":
                self.consts[id(op.result)] = op.value
            kept.append(op)
        region.ops = kept
        scopes.pop()

    def key(self, op: Op):
        attrs = tuple(sorted((k, repr(v)) for k, v in op.attrs().items()))
        return (op.name, tuple(id(v) for v in op.operand_values()), attrs, tuple(r.type for r in op.results))

    def const_of(self, v):
        return self.consts.get(id(v))

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
        if name in O.BINARY_OPS:
            return self.identity(op)
        return None

    def fold(self, op, operands):
        from tilelang.backends.interp import scalar_rules as S

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
            used = {id(v) for op in func.walk() for v in op.operand_values()}
            removed = self._sweep(func.body, used)
            if not removed:
                return

    def _sweep(self, region, used) -> bool:
        removed = False
        kept = []
        for op in region.ops:
            for r in op.regions():
                removed |= self._sweep(r, used)
            if op.name in REMOVABLE and not any(id(r) in used for r in op.results):
                removed = True
                continue
            kept.append(op)
        region.ops = kept
        return removed


class _NoFold(Exception):
    pass


def _no_fold(message):
    raise _NoFold(message)
