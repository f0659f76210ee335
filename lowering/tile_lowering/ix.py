"""Index arithmetic on IR values with Python operators, so layouts evaluate to IR.

``Layout.forward`` takes any objects with Python's integer operators; wrapping
index values in ``Ix`` makes it emit ``add``/``mul``/``floordiv``/... ops (and
fold constants), so a layout's index expressions become thread-level IR.
"""

from __future__ import annotations

import operator

from ..ir import ops as O
from ..ir.builder import Builder
from ..ir.core import Value
from ..ir.types import INDEX

_OPS = {"add": (O.AddOp, operator.add), "sub": (O.SubOp, operator.sub), "mul": (O.MulOp, operator.mul),
        "floordiv": (O.FloordivOp, operator.floordiv), "floormod": (O.FloormodOp, operator.mod),
        "xor": (O.XorOp, operator.xor), "and": (O.AndOp, operator.and_), "or": (O.OrOp, operator.or_),
        "shl": (O.ShlOp, operator.lshift), "shr": (O.ShrOp, operator.rshift)}


class Ix:
    """An index: a Python int (folded) or an IR value of type index."""

    __slots__ = ("b", "v")

    def __init__(self, builder: Builder, v):
        self.b, self.v = builder, v

    def value(self) -> Value:
        if isinstance(self.v, Value):
            return self.v
        return self.b.value(O.ConstOp, INDEX, value=int(self.v))

    def _op(self, other, name, swap=False):
        o = other.v if isinstance(other, Ix) else other
        a, c = (o, self.v) if swap else (self.v, o)
        cls, fold = _OPS[name]
        if not isinstance(a, Value) and not isinstance(c, Value):
            return Ix(self.b, fold(a, c))
        # identities keep the IR small
        if name in ("add", "sub", "xor", "or", "shl", "shr") and c == 0 and not isinstance(c, Value):
            return Ix(self.b, a)
        if name == "add" and a == 0 and not isinstance(a, Value):
            return Ix(self.b, c)
        if name in ("mul", "floordiv") and c == 1 and not isinstance(c, Value):
            return Ix(self.b, a)
        if name == "mul" and ((a == 0 and not isinstance(a, Value)) or (c == 0 and not isinstance(c, Value))):
            return Ix(self.b, 0)
        av, cv = Ix(self.b, a).value(), Ix(self.b, c).value()
        return Ix(self.b, self.b.value(cls, INDEX, lhs=av, rhs=cv))

    def __add__(self, o): return self._op(o, "add")  # noqa: E704
    def __radd__(self, o): return self._op(o, "add", True)  # noqa: E704
    def __sub__(self, o): return self._op(o, "sub")  # noqa: E704
    def __rsub__(self, o): return self._op(o, "sub", True)  # noqa: E704
    def __mul__(self, o): return self._op(o, "mul")  # noqa: E704
    def __rmul__(self, o): return self._op(o, "mul", True)  # noqa: E704
    def __floordiv__(self, o): return self._op(o, "floordiv")  # noqa: E704
    def __rfloordiv__(self, o): return self._op(o, "floordiv", True)  # noqa: E704
    def __mod__(self, o): return self._op(o, "floormod")  # noqa: E704
    def __rmod__(self, o): return self._op(o, "floormod", True)  # noqa: E704
    def __xor__(self, o): return self._op(o, "xor")  # noqa: E704
    def __rxor__(self, o): return self._op(o, "xor", True)  # noqa: E704
    def __and__(self, o): return self._op(o, "and")  # noqa: E704
    def __rand__(self, o): return self._op(o, "and", True)  # noqa: E704
    def __or__(self, o): return self._op(o, "or")  # noqa: E704
    def __ror__(self, o): return self._op(o, "or", True)  # noqa: E704
    def __lshift__(self, o): return self._op(o, "shl")  # noqa: E704
    def __rshift__(self, o): return self._op(o, "shr")  # noqa: E704


def ix_values(builder: Builder, results) -> list[Value]:
    """IR index values of a layout's results (ints become constants)."""
    return [r.value() if isinstance(r, Ix) else Ix(builder, r).value() for r in results]
