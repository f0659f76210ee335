"""The module: the unit the printer writes, the parser reads and passes transform."""

from __future__ import annotations

from typing import Iterator

from .core import Op

# The pass pipeline, in order, by name.  The passes themselves (``lowering/passes``,
# registered by name) run it; the IR names its stages, so a printed module says how far
# it was lowered (``lowered_through``) and the parser reads that back.
PIPELINE = ["verify", "layout-inference", "lower-tile-ops", "warp-specialize", "pipeline", "prefetch-fragments",
            "wgmma-zero-accumulator", "wgmma-register-waits", "plan-shared", "insert-barriers", "vectorize",
            "unroll-stages", "simplify"]


class Module:
    """A list of ``func`` ops.  ``str(module)`` is its text form; ``verify()`` checks it.

    ``passes``: the pipeline passes already run on it, in order (a prefix of
    ``PIPELINE``; empty for the frontend's IR).  ``arch``: the CUDA
    architecture those passes lowered for (None: none).  Once a pass past ``verify`` has
    run, both print as the text's first lines (``lowered_through = "pipeline"``, the last
    pass; ``arch = "sm_90a"``), so a printed module resumes its lowering where it
    stopped (``run_pipeline``, ``tilelang.compile(module)``).
    """

    def __init__(self, funcs: list[Op] | None = None, passes=(), arch: str | None = None):
        self.funcs = list(funcs or [])
        self.passes = tuple(passes)
        self.arch = arch

    @property
    def lowered(self) -> bool:
        """Whether a pass past ``verify`` has run: the IR is no longer the tile-level
        program the interpreter runs, and it was lowered for ``arch``."""
        return any(p != "verify" for p in self.passes)

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

        return Module([clone_op(f, {}) for f in self.funcs], self.passes, self.arch)

    def verify(self) -> "Module":
        """Raise ``IRVerifyError`` on the first ill-formed op; return self when well-formed.

        The error points at the op's source line; for an op parsed from IR text it also
        names the text's line (and points there when the op has no source line)."""
        from tilelang.errors import IRVerifyError, SourceLoc

        from .verifier import verify_module

        try:
            verify_module(self)
        except IRVerifyError as e:
            at = getattr(getattr(e, "op", None), "ir_text_line", None)
            if at is None:
                raise
            line, col, text = at
            if e.loc is None:
                err = IRVerifyError(e.message, SourceLoc("<ir>", line, col), text)
            else:
                err = IRVerifyError(f"{e.message} (IR text line {line})", e.loc, e.source_line)
            err.op = e.op
            raise err from None
        return self

    def __str__(self) -> str:
        from .printer import print_module

        return print_module(self)

    def __repr__(self) -> str:
        after = f" after {self.passes[-1]!r}" if self.passes else ""
        return f"<Module {[f.sym_name for f in self.funcs]}{after}>"
