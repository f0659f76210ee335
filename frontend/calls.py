"""Calls inside a kernel: ``T.*`` built-ins, dtypes as constructors, Python builtins,
and plain helper functions (inlined like macros)."""

from __future__ import annotations

import ast
import builtins
import difflib
import inspect

from tilelang.lazy_import import lazy_module

np = lazy_module("numpy")

from tilelang.dtypes import DType
from tilelang.errors import TileLangError
from tilelang.lowering.ir.core import Value
from tilelang.lowering.ir.types import ScalarType, is_scalar
from tilelang.lowering.ir.values import cast

from .emitter import describe, is_number
from .frames import Frame, is_inlinable
from .source import function_source

MAX_INLINE_DEPTH = 32


class _Return(Exception):
    """A helper's ``return`` (carries the value back to the call)."""

    def __init__(self, value):
        self.value = value


class CallMixin:
    # ---- built-in recognition ---------------------------------------------------------
    def visit_callee(self, func_node):
        return self.visit_expr(func_node)

    def builtin_name(self, node) -> str | None:
        """The name of the ``T.*`` built-in that ``node`` calls, else None."""
        if not isinstance(node, ast.Call):
            return None
        try:
            callee = self.visit_callee(node.func)
        except TileLangError:
            return None
        return getattr(callee, "__tl_builtin__", None)

    def is_builtin_call(self, node, name: str) -> bool:
        return self.builtin_name(node) == name

    def bind_builtin(self, call: ast.Call) -> inspect.BoundArguments:
        """Match the call's argument nodes against the built-in's signature."""
        stub = self.visit_callee(call.func)
        name = stub.__tl_builtin__
        args = self._unstar(call.args)
        kwargs = {}
        for kw in call.keywords:
            if kw.arg is None:
                self.fail(f"T.{name}(**...) is not supported", kw)
            kwargs[kw.arg] = kw.value
        sig = inspect.signature(stub)
        params = sig.parameters.values()
        if not any(p.kind is p.VAR_KEYWORD for p in params):  # point at the offending keyword
            names = [p.name for p in params if p.kind in (p.POSITIONAL_OR_KEYWORD, p.KEYWORD_ONLY)]
            for kw in call.keywords:
                if kw.arg not in names:
                    close = difflib.get_close_matches(kw.arg, names, 1)
                    hint = f"; did you mean {close[0]}=?" if close else f"; it takes {', '.join(names)}"
                    self.fail(f"T.{name}() got an unexpected keyword argument '{kw.arg}'{hint}", kw)
        if not any(p.kind is p.VAR_POSITIONAL for p in params):  # point at the first extra argument
            n = sum(p.kind is p.POSITIONAL_OR_KEYWORD for p in params)
            if len(args) > n:
                self.fail(f"T.{name}() takes at most {n} positional arguments, got {len(args)}", args[n])
        try:
            return sig.bind(*args, **kwargs)
        except TypeError as e:
            self.fail(f"T.{name}(): {e}", call)

    def call_positional(self, bound, name) -> tuple:
        return tuple(bound.arguments.get(name, ()))

    # ---- calls ------------------------------------------------------------------------
    def expr_Call(self, node):
        callee = self.visit_callee(node.func)
        self.node = node
        name = getattr(callee, "__tl_builtin__", None)
        if name is not None:
            from .handlers import HANDLERS

            handler = HANDLERS.get(name)
            if handler is None:
                self.fail(f"T.{name} can only be used as a for-loop iterable or a with block, not called here")
            return handler(self, node, self.bind_builtin(node))
        args = [self.visit_expr(a) for a in self._unstar(node.args)]
        kwargs = {}
        for kw in node.keywords:
            if kw.arg is None:
                self.fail("** arguments are not supported in a kernel", kw)
            kwargs[kw.arg] = self.visit_expr(kw.value)
        self.node = node
        values = [self.lift(a) for a in args] + [self.lift(v) for v in kwargs.values()]
        values += [x for v in values if isinstance(v, (tuple, list)) for x in _flatten(v)]
        runtime = any(isinstance(v, Value) for v in values)
        if isinstance(callee, DType):
            return self.dtype_call(callee, args, kwargs)
        if callee in _PY_RUNTIME and runtime:
            return _PY_RUNTIME[callee](self, [self.lift(a) for a in args], kwargs)
        if is_inlinable(callee):
            if runtime:
                return self.inline(callee, node, args, kwargs)
            try:
                return callee(*args, **kwargs)
            except TileLangError as e:  # the helper emits T.* ops: it must be parsed, not run
                if "can only be used inside a @T.prim_func" not in e.message:
                    raise
                return self.inline(callee, node, args, kwargs)
            except Exception as e:  # noqa: BLE001  (a compile-time helper failed: report at the call)
                self.fail(f"calling {getattr(callee, '__name__', callee)}() at compile time failed: "
                          f"{type(e).__name__}: {e}")
        if runtime and getattr(callee, "__tilelang_buffer_types__", False):
            # a library function of buffers' static types (``tilelang.layout.make_swizzled_layout(S)``):
            # it reads the buffer's shape and dtype at compile time and returns a constant
            try:
                return callee(*args, **kwargs)
            except Exception as e:  # noqa: BLE001  (reported at the call)
                self.fail(f"{getattr(callee, '__name__', callee)}(): {type(e).__name__}: {e}")
        if runtime:
            culprit = next(v for v in values if isinstance(v, Value))
            from tilelang.frontend.builtins import BUILTINS

            short = getattr(callee, "__name__", None)
            hint = f"; use T.{short}" if short in BUILTINS else ""
            self.fail(f"{ast.unparse(node.func)}() cannot take run-time values ({describe(culprit)}); "
                      f"only T.* functions and helpers defined in your code can{hint}")
        if not callable(callee):
            self.fail(f"{describe(callee)} is not callable")
        try:
            return callee(*args, **kwargs)
        except TileLangError as e:
            raise self.frame.source.error(e.message, node) from None
        except Exception as e:  # noqa: BLE001
            self.fail(f"calling {getattr(callee, '__name__', callee)}() at compile time failed: "
                      f"{type(e).__name__}: {e}")

    def minmax(self, kind: str, a, b):
        """``min``/``max`` with the promotion rules (folded for constants)."""
        return self.emit.binary(kind.capitalize(), a, b)

    def dtype_call(self, dt: DType, args, kwargs):
        """``T.float32(0)`` is a constant of that type; ``T.float16(x)`` a cast."""
        if kwargs or len(args) != 1:
            self.fail(f"T.{dt.name}(value) takes one value")
        return self.cast_to(args[0], ScalarType(dt))

    def cast_to(self, value, t):
        """An explicit conversion: constants are converted (and rounded) at compile time."""
        value = self.lift(value)
        if is_number(value):
            return self.emit.const(_convert_number(value, t), t)
        if not (isinstance(value, Value) and is_scalar(value.type)):
            self.fail(f"cannot convert {describe(value)} to {t}: casts take scalars")
        return self.emit.cast(value, t)

    # ---- helpers ----------------------------------------------------------------------
    def inline(self, fn, node, args, kwargs):
        """Parse ``fn``'s body in place, with its parameters bound to the call's values."""
        if len(self.frames) >= MAX_INLINE_DEPTH:
            self.fail(f"helpers nest more than {MAX_INLINE_DEPTH} deep (recursion is not supported)")
        try:
            bound = inspect.signature(fn).bind(*args, **kwargs)
        except TypeError as e:
            self.fail(f"{fn.__name__}(): {e}")
        bound.apply_defaults()
        frame = Frame(function_source(fn), fn)
        frame.names.update(bound.arguments)
        frame.entry_region = self.builder.region
        self.frames.append(frame)
        try:
            self.visit_body(frame.source.tree.body)
        except _Return as r:
            return r.value
        finally:
            self.frames.pop()
        return None

    def stmt_Return(self, node):
        frame = self.frame
        if len(self.frames) == 1:
            self.fail("a kernel returns nothing: write results into tensor parameters (and list them in out_idx)")
        if self.builder.region is not frame.entry_region:
            self.fail("a helper can only return at its top level, not from inside a run-time loop or branch")
        raise _Return(None if node.value is None else self.visit_expr(node.value))


def _flatten(seq):
    """The items of nested tuples and lists (``sum((x, y))`` takes run-time values too)."""
    for x in seq:
        if isinstance(x, (tuple, list)):
            yield from _flatten(x)
        else:
            yield x


def _convert_number(value, t):
    """An explicit cast of a constant, with exactly the run-time cast's semantics
    (C truncation and wrap-around for integers, IEEE overflow to inf for floats)."""

    return np.asarray(cast(None, t, np.asarray(value))).item()


def _py_minmax(kind):
    def handler(parser, args, kwargs):
        if kwargs or len(args) < 2:
            parser.fail(f"{kind}() on run-time values takes two or more positional values")
        out = args[0]
        for x in args[1:]:
            out = parser.minmax(kind, out, x)
        return out
    return handler


def _py_abs(parser, args, kwargs):
    return parser.emit.unary("abs", args[0])


def _py_cast(kind):
    def handler(parser, args, kwargs):
        from . import promote as P

        return parser.cast_to(args[0], {"int": P.INT32, "float": P.FLOAT32, "bool": P.BOOL}[kind])
    return handler


_PY_RUNTIME = {builtins.min: _py_minmax("min"), builtins.max: _py_minmax("max"), builtins.abs: _py_abs,
               builtins.int: _py_cast("int"), builtins.float: _py_cast("float"), builtins.bool: _py_cast("bool")}
