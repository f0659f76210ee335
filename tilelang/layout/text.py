"""Parse the one-line text form of layouts and fragments (``repr`` prints it).

Accepted forms (Python call syntax, parsed with :mod:`ast`, never evaluated)::

    Layout([128, 32], lambda i, j: (i, j ^ i % 8 * 8))
    Layout([8, 8], lambda i, j: (i, j), storage_shape=[8, 9])
    Layout([4], lambda i: lookup([3, 0, 2, 1], i))
    Fragment([16, 8], forward_thread=lambda i, j: i % 8 * 4 + j // 2,
             forward_index=lambda i, j: i // 8 * 2 + j % 2, replicate=1)
    Layout([4, 8], lambda i, j: (i, j ^ i), inverse=lambda i, j: (i, j ^ i))

``inverse=`` (a lambda of the storage indices) is a closed-form inverse, printed for
layouts built with one (``Layout._inverse_hint``) and checked against the forward map
before use, like the built one.

Lambda bodies may use integer literals, the lambda's parameters, unary minus,
``+ - * // % ^ & | << >>``, parentheses and ``lookup([ints], expr)``; a tuple body
gives a multi-dim result.  Parameter names are free (they are renamed to the
canonical ``i, j, ...``, ``rep``).  Anything else is a :class:`LayoutParseError`
(a ``ValueError``) that gives the line and column.
"""

from __future__ import annotations

import ast
from typing import Sequence

from .expr import REP_VAR, Const, Expr, Var, index_var_names, lookup, make_binop
from .fragment import Fragment
from .layout import Layout

__all__ = ["parse_layout", "parse_expr", "LayoutParseError"]

_BINOPS = {
    ast.Add: "+", ast.Sub: "-", ast.Mult: "*", ast.FloorDiv: "//", ast.Mod: "%",
    ast.BitXor: "^", ast.BitAnd: "&", ast.BitOr: "|", ast.LShift: "<<", ast.RShift: ">>",
}


class LayoutParseError(ValueError):
    """Bad layout text.  ``line`` and ``col`` (1-based) point into the text.

    Example: ``parse_layout("Layout([4], lambda i: i / 2)")`` raises
    ``LayoutParseError("line 1, col 23: ...")``.
    """

    def __init__(self, message: str, line: int, col: int):
        self.message = message
        self.line = line
        self.col = col
        super().__init__(f"line {line}, col {col}: {message}")


class _Parser:
    def __init__(self, text: str):
        self.text = text

    def error(self, node: ast.AST | None, message: str) -> LayoutParseError:
        line = getattr(node, "lineno", 1) or 1
        offset = getattr(node, "col_offset", 0) or 0
        # ast offsets count UTF-8 bytes; report characters.
        source_line = self.text.splitlines()[line - 1] if self.text.splitlines() else ""
        col = len(source_line.encode("utf-8")[:offset].decode("utf-8", "replace")) + 1
        return LayoutParseError(message, line, col)

    def tree(self) -> ast.AST:
        """The parsed expression, with columns counted in the original text."""
        stripped = self.text.lstrip(" \t")
        indent = len(self.text) - len(stripped)
        try:
            tree = ast.parse(stripped, mode="eval")
        except SyntaxError as err:
            col = (err.offset or 1) + (indent if (err.lineno or 1) == 1 else 0)
            raise LayoutParseError(f"invalid syntax: {err.msg}", err.lineno or 1, col) from None
        if indent:
            for node in ast.walk(tree):
                if getattr(node, "lineno", None) == 1:
                    node.col_offset += indent
        return tree.body

    def parse(self) -> Layout:
        call = self.tree()
        if not (isinstance(call, ast.Call) and isinstance(call.func, ast.Name)
                and call.func.id in ("Layout", "Fragment")):
            raise self.error(call, "expected Layout(...) or Fragment(...)")
        if call.func.id == "Layout":
            return self.layout(call)
        return self.fragment(call)

    # -- the two call forms --------------------------------------------------------
    def layout(self, call: ast.Call) -> Layout:
        if len(call.args) != 2:
            raise self.error(call, "Layout takes a shape and a lambda: Layout([..], lambda ..: ..)")
        shape = self.int_list(call.args[0], "shape")
        exprs = self.lambda_(call.args[1], index_var_names(len(shape)), len(shape))
        storage = inverse = None
        for kw in call.keywords:
            if kw.arg not in ("storage_shape", "inverse"):
                raise self.error(kw.value if kw.arg is None else kw,
                                 f"unexpected keyword {kw.arg!r} (Layout accepts storage_shape=, inverse=)")
            if kw.arg == "storage_shape":
                storage = self.int_list(kw.value, "storage_shape")
            else:
                inverse = kw.value
        try:
            layout = Layout.from_exprs(shape, exprs, storage)
        except ValueError as err:
            raise self.error(call, str(err)) from None
        return self.with_inverse(layout, inverse)

    def with_inverse(self, layout: Layout, node: ast.AST | None) -> Layout:
        """``layout`` with the closed-form inverse ``inverse=lambda <storage indices>: ..``."""
        if node is not None:
            names = index_var_names(len(layout.storage_shape))
            exprs = self.lambda_(node, names, len(names), " of the storage")
            if len(exprs) != len(layout.shape):
                raise self.error(node, f"inverse must return {len(layout.shape)} indices (one per dim of "
                                       f"the shape), got {len(exprs)}")
            layout._set_inverse_exprs(exprs)
        return layout

    def fragment(self, call: ast.Call) -> Fragment:
        if len(call.args) != 1:
            raise self.error(call, "Fragment takes the shape positionally and the rest by keyword")
        shape = self.int_list(call.args[0], "shape")
        names = index_var_names(len(shape))
        given = {}
        for kw in call.keywords:
            if kw.arg not in ("forward_thread", "forward_index", "replicate", "inverse") or kw.arg in given:
                raise self.error(kw.value if kw.arg is None else kw,
                                 f"unexpected or repeated keyword {kw.arg!r} (Fragment accepts "
                                 "forward_thread=, forward_index=, replicate=, inverse=)")
            given[kw.arg] = kw.value
        for required in ("forward_thread", "forward_index"):
            if required not in given:
                raise self.error(call, f"Fragment needs {required}=lambda ...")
        replicate = self.int_(given["replicate"]) if "replicate" in given else 1
        if replicate < 1:
            raise self.error(given["replicate"], "replicate must be >= 1")
        thread_names = names + ((REP_VAR,) if replicate > 1 else ())
        thread = self.lambda_(given["forward_thread"], thread_names, len(shape),
                              " plus `rep`" if replicate > 1 else "")
        if len(thread) != 1:
            raise self.error(given["forward_thread"], "forward_thread must return one thread index")
        index = self.lambda_(given["forward_index"], names, len(shape))
        try:
            frag = Fragment.from_exprs(shape, thread[0], index, replicate)
        except ValueError as err:
            raise self.error(call, str(err)) from None
        return self.with_inverse(frag, given.get("inverse"))

    # -- pieces -------------------------------------------------------------------
    def int_(self, node: ast.AST) -> int:
        if isinstance(node, ast.UnaryOp) and isinstance(node.op, ast.USub):
            return -self.int_(node.operand)
        if isinstance(node, ast.Constant) and type(node.value) is int:
            return node.value
        raise self.error(node, "expected an integer literal")

    def int_list(self, node: ast.AST, what: str) -> list[int]:
        if not isinstance(node, (ast.List, ast.Tuple)):
            raise self.error(node, f"{what} must be a list of integers like [16, 16]")
        return [self.int_(elt) for elt in node.elts]

    def lambda_(self, node: ast.AST, names: Sequence[str], ndim: int, extra: str = "") -> tuple[Expr, ...]:
        if not isinstance(node, ast.Lambda):
            raise self.error(node, "expected a lambda")
        args = node.args
        if (args.posonlyargs or args.vararg or args.kwonlyargs or args.kwarg or args.defaults):
            raise self.error(node, "the lambda takes plain positional parameters only")
        if len(args.args) != len(names):
            raise self.error(node, f"the lambda takes {len(args.args)} parameters, expected "
                                   f"{len(names)} (one per dim of the {ndim}-dim shape{extra})")
        env: dict[str, Var] = {}
        for arg, name in zip(args.args, names):
            if arg.arg in env:
                raise self.error(arg, f"duplicate parameter {arg.arg!r}")
            env[arg.arg] = Var(name)
        body = node.body.elts if isinstance(node.body, ast.Tuple) else [node.body]
        if not body:
            raise self.error(node.body, "the lambda returns no index")
        return tuple(self.expr(e, env) for e in body)

    def expr(self, node: ast.AST, env: dict[str, Var]) -> Expr:
        if isinstance(node, ast.BinOp) and type(node.op) in _BINOPS:
            left, right = self.expr(node.left, env), self.expr(node.right, env)
            try:
                return make_binop(_BINOPS[type(node.op)], left, right)
            except (ZeroDivisionError, ValueError) as err:
                raise self.error(node, f"bad constant expression: {err}") from None
        if isinstance(node, ast.UnaryOp) and isinstance(node.op, ast.USub):
            if isinstance(node.operand, ast.Constant) and type(node.operand.value) is int:
                return Const(-node.operand.value)
            return make_binop("-", Const(0), self.expr(node.operand, env))
        if isinstance(node, ast.UnaryOp) and isinstance(node.op, ast.UAdd):
            return self.expr(node.operand, env)
        if isinstance(node, ast.Constant) and type(node.value) is int:
            return Const(node.value)
        if isinstance(node, ast.Name):
            if node.id not in env:
                raise self.error(node, f"unknown name {node.id!r} (not a lambda parameter)")
            return env[node.id]
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id == "lookup":
            if len(node.args) != 2 or node.keywords:
                raise self.error(node, "lookup takes a table and an index: lookup([..], expr)")
            table = self.int_list(node.args[0], "the lookup table")
            if not table:
                raise self.error(node.args[0], "the lookup table is empty")
            index = self.expr(node.args[1], env)
            try:
                return lookup(table, index)
            except IndexError as err:
                raise self.error(node, str(err)) from None
        raise self.error(node, f"unsupported syntax in an index expression: "
                               f"{ast.unparse(node) if hasattr(ast, 'unparse') else type(node).__name__}")


def parse_layout(text: str) -> Layout:
    """Parse the text form printed by ``repr(layout)`` / ``repr(fragment)``.

    Arguments:
        text: e.g. ``"Layout([128, 32], lambda i, j: (i, j ^ i % 8 * 8))"``.
    Returns a :class:`Layout` or :class:`Fragment`; ``parse_layout(repr(L)) == L``.
    Raises :class:`LayoutParseError` (a ``ValueError``) with line and column.
    Example::

        >>> parse_layout("Layout([4], lambda i: lookup([3, 0, 2, 1], i))").forward(0)
        (3,)
    """
    if not isinstance(text, str):
        raise TypeError(f"parse_layout() takes a string, got {type(text).__name__}")
    return _Parser(text).parse()


def parse_expr(text: str, names: Sequence[str] = ("i", "j", "k", "l")) -> Expr:
    """Parse one index expression (the syntax of a lambda body, without tuples).

    Arguments:
        text: e.g. ``"j ^ i % 8 * 8"``.
        names: the variable names allowed (kept as they are).
    Example: ``parse_expr("j ^ i % 8 * 8") == Var("j") ^ Var("i") % 8 * 8``.
    """
    if not isinstance(text, str):
        raise TypeError(f"parse_expr() takes a string, got {type(text).__name__}")
    parser = _Parser(text)
    return parser.expr(parser.tree(), {n: Var(n) for n in names})
