"""The module verifier: structure, dominance and scoping, then each op's own checks.

Checks, in order, for every op:
* the op's fields hold what they declare (values, attributes from their choices,
  the right number of results);
* every operand is defined before its use, in the same region or an enclosing one
  (structured SSA dominance), and every value is defined exactly once;
* placement: ``func`` only at the top, ``kernel`` directly in a function body and
  not nested, ops that need a kernel (allocs, tile ops, thread ids) inside one,
  ``yield`` only as the last op of a for/if/parallel body, ``symbol`` naming a
  dim its function declares;
* the op's ``verify()`` (types, shapes, scopes).
The first failure raises ``IRVerifyError`` naming the op and its location.
"""

from __future__ import annotations

from tilelang.errors import IRVerifyError

from .core import Op, Region, Value
from .types import Type

_YIELDING_PARENTS = ("for", "if", "parallel")


class _Verifier:
    def __init__(self):
        self.defined: set[Value] = set()
        self.visible: list[set[Value]] = []
        self.func = None

    def define(self, v: Value, op: Op, what: str) -> None:
        if not isinstance(v, Value):
            op.error(f"{what} is not an SSA value")
        if not isinstance(v.type, Type):
            op.error(f"{what} %{v.name or '?'} has no IR type (got {type(v.type).__name__})")
        if v in self.defined:
            op.error(f"{what} %{v.name or '?'} is defined more than once")
        self.defined.add(v)
        self.visible[-1].add(v)

    def region(self, r: Region, parent: Op, ancestors: list[Op]) -> None:
        self.visible.append(set())
        for a in r.args:
            self.define(a, parent, "region argument")
        for i, op in enumerate(r.ops):
            if op.name == "yield" and (i != len(r.ops) - 1 or parent.name not in _YIELDING_PARENTS):
                op.error("must be the last op of a for, if or parallel body")
            self.op(op, ancestors + [parent])
        self.visible.pop()

    def op(self, op: Op, ancestors: list[Op]) -> None:
        if not isinstance(op, Op):
            raise IRVerifyError(f"a region holds {type(op).__name__}, not an op")
        op.verify_fields()
        names = [a.name for a in ancestors]
        for v in op.operand_values():
            if not any(v in scope for scope in self.visible):
                why = "is used before its definition" if v in self.defined else \
                    "is not defined in this region or an enclosing one"
                op.error(f"operand %{v.name or '?'} {why}")
        if op.name == "func" and ancestors:
            op.error("functions cannot nest")
        if op.name == "kernel" and (names != ["func"]):
            op.error("must sit directly in a function body (kernels do not nest)")
        if op.in_kernel and "kernel" not in names:
            op.error("must be inside a kernel")
        if op.name == "symbol" and op.sym not in self.func.symbols:
            op.error(f"symbolic dim {op.sym!r} is not declared by function '{self.func.sym_name}'")
        op.verify()
        for r in op.regions():
            self.region(r, op, ancestors)
        for i, v in enumerate(op.results):
            self.define(v, op, f"result {i}")


def verify_module(module) -> None:
    """Raise ``IRVerifyError`` on the first ill-formed op of ``module``."""
    seen = set()
    for f in module.funcs:
        if getattr(f, "name", None) != "func":
            raise IRVerifyError(f"top-level ops must be functions, got {getattr(f, 'name', f)!r}")
        if f.sym_name in seen:
            f.error(f"function '{f.sym_name}' is defined twice")
        seen.add(f.sym_name)
        v = _Verifier()
        v.func = f
        v.visible.append(set())
        v.op(f, [])
