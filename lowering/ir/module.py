"""The module: the unit the printer writes, the parser reads and passes transform."""

from __future__ import annotations

from typing import Iterator

from .core import Op


class Module:
    """A list of ``func`` ops.  ``str(module)`` is its text form; ``verify()`` checks it."""

    def __init__(self, funcs: list[Op] | None = None):
        self.funcs = list(funcs or [])

    def walk(self) -> Iterator[Op]:
        """Every op of every function, in print order."""
        for f in self.funcs:
            yield from f.walk()

    def func(self, name: str) -> Op:
        """The function called ``name`` (KeyError naming the known ones otherwise)."""
        for f in self.funcs:
            if f.sym_name == name:
                return f
        raise KeyError(f"no function {name!r}; the module has {[f.sym_name for f in self.funcs]}")

    def clone(self) -> "Module":
        """An independent copy: new ops, regions and SSA values (types, attributes and
        locations are immutable and shared).  Passes run on a clone of a prim_func's IR."""
        from .clone import clone_op

        return Module([clone_op(f, {}) for f in self.funcs])

    def verify(self) -> "Module":
        """Raise ``IRVerifyError`` on the first ill-formed op; return self when well-formed."""
        from .verifier import verify_module

        verify_module(self)
        return self

    def __str__(self) -> str:
        from .printer import print_module

        return print_module(self)

    def __repr__(self) -> str:
        return f"<Module {[f.sym_name for f in self.funcs]}>"
