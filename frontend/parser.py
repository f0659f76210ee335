"""``parse_prim_func(fn)``: the Python source of a ``@T.prim_func`` -> an IR module.

The parser walks the function's AST once.  Compile-time Python (shapes, block
sizes, dtypes, layouts, arithmetic on them, ``if`` on constants, calls of plain
helpers) is evaluated as it goes; everything that depends on run-time data
becomes IR.  Statement handling lives in ``stmts.py`` and ``control.py``,
expressions in ``exprs.py``, calls and the ``T.*`` built-ins in ``calls.py`` and
``handlers.py``.
"""

from __future__ import annotations

import ast

from tilelang.dtypes import DType, get_dtype
from tilelang.errors import TileLangError
from tilelang.frontend.annotations import SymbolicDim, TensorAnnotation
from tilelang.lowering.ir import ops as O
from tilelang.lowering.ir.builder import Builder
from tilelang.lowering.ir.core import Region, Value
from tilelang.lowering.ir.module import Module
from tilelang.lowering.ir.types import INDEX, ScalarType, TensorType

from .calls import CallMixin
from .control import ControlMixin
from .emitter import Emitter
from .exprs import ExprMixin
from .frames import MISSING, Frame
from .source import function_source
from .stmts import StmtMixin


class FunctionParser(ExprMixin, StmtMixin, ControlMixin, CallMixin):
    """Parses one kernel function (and the helpers it calls) into a module."""

    def __init__(self, fn):
        self.fn = fn
        self.builder = Builder()
        self.frames: list[Frame] = [Frame(function_source(fn), fn)]
        self.node: ast.AST | None = None
        self.emit = Emitter(self.builder, self.fail, self.lift)
        self.symbols: dict[str, SymbolicDim] = {}
        self.symbol_values: dict[str, Value] = {}
        self.func: O.FuncOp | None = None
        self.kernel: O.KernelOp | None = None
        self.parallel_depth = 0

    # ---- context ------------------------------------------------------------------
    @property
    def frame(self) -> Frame:
        return self.frames[-1]

    def fail(self, message: str, node: ast.AST | None = None):
        """Raise the user-facing error at ``node`` (default: the node being visited)."""
        raise self.frame.source.error(message, node if node is not None else self.node)

    def inside_kernel(self) -> bool:
        """Whether ops built now land inside the ``with T.Kernel(...)`` block."""
        return self.kernel is not None and any(r is self.kernel.body for r in self.builder.regions)

    def located(self, node: ast.AST):
        """Stamp ops built while visiting ``node`` with its location."""
        self.node = node
        return self.builder.located(self.frame.source.loc(node))

    # ---- symbolic dims --------------------------------------------------------------
    def lift(self, x):
        """Symbolic dims become their run-time index value when used in computations."""
        if isinstance(x, SymbolicDim):
            return self.symbol_value(x)
        return x

    def symbol_value(self, dim: SymbolicDim) -> Value:
        if dim.name not in self.symbols:
            self.fail(f"T.dynamic dim {dim.name!r} is used, but no tensor parameter's shape contains it")
        if dim.name not in self.symbol_values:
            v = Value(INDEX, dim.name)
            op = O.SymbolOp(results=[v], sym=dim.name, loc=self.frames[0].source.loc(self.frames[0].source.tree))
            self.func.body.ops.insert(len(self.symbol_values), op)
            self.symbol_values[dim.name] = v
        return self.symbol_values[dim.name]

    # ---- the function ---------------------------------------------------------------
    def plain_function(self, params_rule: str):
        """The kernel function's AST and its arguments, refusing ``async def`` and any
        parameter kind but plain positional ones (``params_rule`` says what is wanted)."""
        tree = self.frame.source.tree
        args = tree.args
        self.node = tree
        if isinstance(tree, ast.AsyncFunctionDef):
            self.fail("a kernel is a plain `def`, not `async def`")
        if args.vararg or args.kwarg or args.kwonlyargs or args.posonlyargs:
            self.fail(params_rule)
        return tree, args

    def parse(self) -> Module:
        tree, args = self.plain_function(
            "kernel parameters must be plain positional parameters (no *args, **kwargs, keyword-only)")
        if args.defaults:
            self.fail("kernel parameters take no default values", args.defaults[0])
        params = []
        for a in args.args:
            if a.annotation is None:
                self.fail(f"parameter '{a.arg}' needs a type: T.Tensor((M, K), dtype) or a scalar dtype "
                          "like T.int32", a)
            params.append(Value(self.param_type(a), a.arg))
        self.func = O.FuncOp(sym_name=tree.name, symbols=tuple(self.symbols), body=Region(params),
                             loc=self.frame.source.loc(tree))
        for a, v in zip(args.args, params):
            self.frame.names[a.arg] = v
        with self.builder.at(self.func.body):
            self.visit_body(tree.body)
        if self.kernel is None:
            self.fail(f"kernel '{tree.name}' has no `with T.Kernel(...)` block: nothing would run", tree)
        return Module([self.func])

    def param_type(self, a: ast.arg):
        with self.located(a.annotation):
            # Python evaluated the annotation when it defined the function (unless
            # annotations are postponed, when they are strings): use that value.
            ann = self.fn.__annotations__.get(a.arg)
            if ann is None or isinstance(ann, str):
                ann = self.eval_annotation(a.annotation)
        if isinstance(ann, TensorAnnotation):
            for d in ann.shape:
                if isinstance(d, SymbolicDim):
                    known = self.symbols.setdefault(d.name, d)
                    if known.dtype != d.dtype:
                        self.fail(f"T.dynamic({d.name!r}) is declared twice with different dtypes", a.annotation)
            shape = tuple(d.name if isinstance(d, SymbolicDim) else d for d in ann.shape)
            return TensorType(shape, ann.dtype, ann.layout)
        try:
            dt = ann if isinstance(ann, DType) else get_dtype(ann)
        except (TypeError, ValueError) as e:
            why = f" ({str(e).removeprefix('get_dtype: ')})" if isinstance(ann, str) else ""
            self.fail(f"parameter '{a.arg}': expected T.Tensor(shape, dtype) or a scalar dtype, got {ann!r}{why}",
                      a.annotation)
        return ScalarType(dt)

    def eval_annotation(self, node):
        """Annotations are compile-time expressions (strings under ``from __future__ import annotations``)."""
        value = self.visit_expr(node)
        if isinstance(value, str):
            try:
                return get_dtype(value)
            except ValueError:
                pass
            try:
                expr = ast.parse(value, mode="eval").body
            except SyntaxError:
                return value  # a dtype name such as "float16"
            if isinstance(expr, ast.Name) and self.frame.lookup(expr.id) is MISSING:
                return value  # a misspelt dtype name: reported as one by the caller
            ast.copy_location(expr, node)
            for sub in ast.walk(expr):  # point errors at the annotation
                ast.copy_location(sub, node)
            return self.visit_expr(expr)
        return value


def parse_prim_func(fn) -> Module:
    """The IR module of kernel function ``fn``; a ``TileLangError`` at the user's line otherwise."""
    try:
        return FunctionParser(fn).parse()
    except TileLangError:
        raise
    except RecursionError:
        raise TileLangError(f"{fn.__qualname__}: helper functions call each other too deeply") from None
