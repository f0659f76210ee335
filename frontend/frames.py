"""Name resolution: the frames of the kernel and of the helpers it inlines.

A frame holds the names assigned in one function body (compile-time Python
objects or IR values), and resolves the others through the function's closure,
its globals and Python's builtins, the way Python itself would.
"""

from __future__ import annotations

import builtins
import sys
import types

from tilelang.lowering.ir.core import Value

from .source import FunctionSource


class OutOfScope:
    """A name whose value lives in a region that has closed (a loop body, a branch)."""

    def __init__(self, reason: str):
        self.reason = reason


_MISSING = object()


class Frame:
    """Names of one function body being parsed (the kernel or an inlined helper)."""

    def __init__(self, source: FunctionSource, fn):
        self.source = source
        self.fn = fn
        self.names: dict[str, object] = {}
        self.closure = {}
        code = fn.__code__
        for name, cell in zip(code.co_freevars, fn.__closure__ or ()):
            try:
                self.closure[name] = cell.cell_contents
            except ValueError:  # an empty cell: assigned after the kernel was defined
                pass

    def lookup(self, name: str):
        """The value of ``name``, or ``_MISSING``; out-of-scope names come back as ``OutOfScope``."""
        if name in self.names:
            return self.names[name]
        for table in (self.closure, self.fn.__globals__, vars(builtins)):
            if name in table:
                return checked_constant(name, table[name])
        return _MISSING


def checked_constant(name: str, value):
    """A global or closure value used in a kernel: constants only (frozen at parse time)."""
    reason = _non_constant_reason(value)
    if reason:
        return NonConstant(name, reason)
    return value


class NonConstant:
    """A global whose value cannot be baked into a kernel; using it is an error."""

    def __init__(self, name, reason):
        self.name, self.reason = name, reason


def _non_constant_reason(value) -> str | None:
    if isinstance(value, (list, tuple)):
        for v in value:
            r = _non_constant_reason(v)
            if r:
                return r
        return None
    if isinstance(value, (dict, set, bytearray)):
        return f"a {type(value).__name__} (mutable)"
    mod = type(value).__module__.split(".")[0]
    if mod == "numpy" and type(value).__name__ == "ndarray":
        return "a numpy array"
    if mod == "torch" and "torch" in sys.modules and isinstance(value, sys.modules["torch"].Tensor):
        return "a torch tensor"
    if isinstance(value, Value):
        return "an IR value from another kernel"
    return None


# Functions from these packages are called at parse time, never inlined into a kernel.
_LIBRARY_ROOTS = {"numpy", "torch", "scipy", "math", "builtins", "functools", "operator", "itertools",
                  "tilelang", "inspect", "typing"}


def is_inlinable(fn) -> bool:
    """A plain Python function of the user's, or one marked ``@T.macro`` (library
    kernels' helpers): inlined, like a macro, when a kernel calls it."""
    return isinstance(fn, types.FunctionType) and not fn.__code__.co_filename.startswith("<") and \
        (getattr(fn, "__tilelang_macro__", False) or (fn.__module__ or "").split(".")[0] not in _LIBRARY_ROOTS)


MISSING = _MISSING
