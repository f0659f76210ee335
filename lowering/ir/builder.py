"""Build IR at an insertion point: what the frontend and the passes use.

    b = Builder(func.body)
    c = b.value(ConstOp, INDEX, value=128)
    with b.at(loop.body):
        b.op(FillOp, dst=buf, value=zero)
"""

from __future__ import annotations

from contextlib import contextmanager

from tilelang.errors import SourceLoc

from .core import Op, Region, Value
from .types import Type


class Builder:
    """Appends ops to the region on top of its stack, stamping ``loc`` on each."""

    def __init__(self, region: Region | None = None):
        self.regions: list[Region] = [region] if region is not None else []
        self.loc: SourceLoc | None = None

    @property
    def region(self) -> Region:
        return self.regions[-1]

    @contextmanager
    def at(self, region: Region):
        """Insert into ``region`` inside the ``with`` block."""
        self.regions.append(region)
        try:
            yield region
        finally:
            self.regions.pop()

    @contextmanager
    def located(self, loc: SourceLoc | None):
        """Stamp ``loc`` on the ops built inside the ``with`` block."""
        saved, self.loc = self.loc, loc
        try:
            yield
        finally:
            self.loc = saved

    def op(self, cls: type[Op], result_types: tuple[Type, ...] | list[Type] = (), names=None, **fields) -> Op:
        """Create a ``cls`` op with results of ``result_types`` and append it."""
        names = names or [None] * len(result_types)
        results = [Value(t, n) for t, n in zip(result_types, names)]
        op = cls(results=results, loc=self.loc, **fields)
        self.region.append(op)
        return op

    def value(self, cls: type[Op], result_type: Type, name: str | None = None, **fields) -> Value:
        """Create a single-result op and return its result."""
        return self.op(cls, (result_type,), [name], **fields).results[0]
