"""Read the IR's text form back into a module (the inverse of printer.py).

``parse_ir(text)`` returns a ``Module``; ``str(parse_ir(text))`` is ``text`` for
every text the printer writes.  Errors are ``IRParseError`` at line:col of the
text, with the offending line and a caret.
"""

from __future__ import annotations

import json
from functools import lru_cache
from pathlib import Path

import lark

from tilelang import dtypes as _dtypes
from tilelang.errors import IRParseError, SourceLoc, TileLangError

from . import ops as _ops  # noqa: F401  (registers every op)
from .core import OP_REGISTRY, Region, Value
from .module import PIPELINE, Module
from .types import INDEX, BufferType, ScalarType, TensorType, VectorType

_DTYPE_CTORS = {"int_dtype", "float_dtype", "lut_dtype"}
_TEXT_NAME = "<ir>"


@lru_cache(maxsize=1)
def _lark() -> lark.Lark:
    grammar = (Path(__file__).parent / "grammar.lark").read_text()
    return lark.Lark(grammar, parser="lalr", propagate_positions=True, maybe_placeholders=True)


class _Builder:
    """Walks the lark tree: declarations first, then ops with scoped value names."""

    def __init__(self, text: str):
        self.lines = text.splitlines()
        self.sources: dict[int, str] = {}
        self.layouts: dict[str, object] = {}
        self.scopes: list[dict[str, Value]] = []
        self.module_attrs: dict[str, object] = {}  # lowered_through, arch (absent: tile-level IR)

    # ---- errors -----------------------------------------------------------
    def fail(self, message: str, node) -> None:
        line = getattr(node, "line", None) or getattr(getattr(node, "meta", None), "line", 1) or 1
        col = getattr(node, "column", None) or getattr(getattr(node, "meta", None), "column", 1) or 1
        src = self.lines[line - 1] if 0 < line <= len(self.lines) else None
        raise IRParseError(message, SourceLoc(_TEXT_NAME, line, col), src)

    # ---- declarations -----------------------------------------------------
    def declare(self, d: lark.Tree) -> None:
        if d.data == "module_attr_decl":
            self.module_attr(*d.children)
        elif d.data == "source_decl":
            idx, path = d.children
            self.sources[int(idx)] = self.string(path)
        elif d.data == "dtype_decl":
            name, ctor, *kwargs = d.children
            if str(ctor) not in _DTYPE_CTORS:
                self.fail(f"unknown dtype constructor {ctor!r}; expected one of {sorted(_DTYPE_CTORS)}", ctor)
            args = {str(k.children[0]): self.attr_value(k.children[1]) for k in kwargs if k is not None}
            try:
                getattr(_dtypes, str(ctor))(str(name), **args)
            except (TypeError, ValueError) as e:
                self.fail(f"bad dtype {name}: {e}", name)
        elif d.data == "layout_decl":
            ref, text = d.children
            from tilelang.layout import parse_layout

            try:
                self.layouts[str(ref)] = parse_layout(str(text).strip())
            except ValueError as e:
                self.fail(f"bad layout {ref}: {e}", text)

    def module_attr(self, name, node) -> None:
        """``lowered_through = "pipeline"`` (a pass of the pipeline: every pass up to it
        has run) or ``arch = "sm_90a"``."""
        key, value = str(name), self.attr_value(node)
        if key in self.module_attrs:
            self.fail(f"module attribute '{key}' given twice", name)
        if key == "lowered_through":
            if not isinstance(value, str) or isinstance(value, _Ident) or value not in PIPELINE:
                self.fail(f"'lowered_through' names the last pass run, in quotes, one of: {', '.join(PIPELINE)}; "
                          f"got {value!r}", name)
            value = tuple(PIPELINE[:PIPELINE.index(value) + 1])
        elif key == "arch":
            if not isinstance(value, str) or isinstance(value, _Ident):
                self.fail(f"'arch' expects a CUDA architecture in quotes (\"sm_90a\"), got {value!r}", name)
            from tilelang.lowering.target import normalize_arch

            try:
                value = normalize_arch(value)
            except TileLangError as e:
                self.fail(e.message, name)
        else:
            self.fail(f"unknown module attribute '{key}' (known: lowered_through, arch)", name)
        self.module_attrs[key] = value

    # ---- values -----------------------------------------------------------
    def define(self, tok, type_) -> Value:
        name = str(tok)[1:]
        for scope in self.scopes:
            if name in scope:
                self.fail(f"value %{name} is defined twice", tok)
        v = Value(type_, None if name.isdigit() else name)
        self.scopes[-1][name] = v
        return v

    def use(self, tok) -> Value:
        name = str(tok)[1:]
        for scope in reversed(self.scopes):
            if name in scope:
                return scope[name]
        self.fail(f"use of undefined value %{name}", tok)

    # ---- attributes and types -----------------------------------------------
    def attr_value(self, node):
        kind = node.data
        if kind == "list_v":
            return [self.attr_value(c) for c in node.children if c is not None]
        if kind in ("true_v", "false_v", "none_v"):
            return {"true_v": True, "false_v": False, "none_v": None}[kind]
        tok = node.children[0]
        if kind == "int_v":
            return self.integer(tok)
        if kind == "float_v":
            return float(tok)
        if kind == "str_v":
            return self.string(tok)
        if kind == "layout_v":
            return self.layout(tok)
        return _Ident(str(tok), tok)

    def integer(self, tok) -> int:
        """An integer literal; one too long for Python to read (over 4300 digits) is a
        parse error at its position, not Python's ValueError."""
        try:
            return int(tok)
        except ValueError:
            self.fail(f"integer literal of {len(str(tok).lstrip('+-'))} digits is too long", tok)

    def string(self, tok) -> str:
        """A quoted string (JSON's escapes).  The grammar's STRING also takes what JSON
        refuses -- a raw newline inside the quotes, a bad escape."""
        try:
            return json.loads(tok)
        except ValueError as e:
            why = getattr(e, "msg", str(e)).removesuffix(" at").lower()
            self.fail(f"bad string literal ({why}): strings are JSON, a newline in one is written \\n", tok)

    def layout(self, tok):
        if str(tok) not in self.layouts:
            self.fail(f"layout {tok} is not declared", tok)
        return self.layouts[str(tok)]

    def dtype(self, tok):
        try:
            return _dtypes.get_dtype(str(tok))
        except ValueError:
            self.fail(f"unknown dtype {tok!s}", tok)

    def type(self, node):
        c = node.children
        if node.data == "scalar_t":
            return INDEX if str(c[0]) == "index" else ScalarType(self.dtype(c[0]))
        if node.data == "vector_t":
            return VectorType(self.integer(c[0]), self.dtype(c[1]))
        shape = tuple(self.integer(d.children[0]) if d.children[0].type == "INT" else str(d.children[0])
                      for d in c[-3].children if d is not None)
        layout = self.layout(c[-1]) if c[-1] is not None else None
        if node.data == "tensor_t":
            return TensorType(shape, self.dtype(c[1]), layout)
        if any(isinstance(d, str) for d in shape):
            self.fail("buffer shapes must be static", node)
        return BufferType(str(c[0].children[0]), shape, self.dtype(c[2]), layout)

    def convert_attr(self, op_name, fname, meta, value, node):
        kind = meta["attr_kind"]
        ok = True
        if kind == "int":
            ok = isinstance(value, int) and not isinstance(value, bool)
        elif kind == "float":
            value = float(value) if isinstance(value, (int, float)) and not isinstance(value, bool) else value
            ok = isinstance(value, float)
        elif kind == "number":
            ok = isinstance(value, (int, float, bool))
        elif kind == "bool":
            ok = isinstance(value, bool)
        elif kind == "str":
            ok = isinstance(value, str) and not isinstance(value, _Ident)
        elif kind == "ident":
            ok = isinstance(value, _Ident)
            value = str(value)
        elif kind in ("ints", "strs"):
            want = int if kind == "ints" else str
            ok = isinstance(value, list) and all(isinstance(x, want) and not isinstance(x, (bool, _Ident))
                                                 for x in value)
            value = tuple(value) if ok else value
        elif kind == "dtype":
            ok = isinstance(value, _Ident)
            value = self.dtype(value.tok) if ok else value
        elif kind == "layout":
            ok = not isinstance(value, (int, float, str, list, bool, type(None)))
        if not ok:
            self.fail(f"'{op_name}' attribute '{fname}' expects {kind}, got {value!r}", node)
        return value

    # ---- ops --------------------------------------------------------------
    def region(self, node) -> Region:
        args_node, *op_nodes = node.children
        self.scopes.append({})
        args = []
        if args_node is not None:
            for a in args_node.children:
                if a is not None:
                    args.append(self.define(a.children[0], self.type(a.children[1])))
        ops = [self.op(o) for o in op_nodes]
        self.scopes.pop()
        return Region(args, ops)

    def op(self, node):
        results_node, name_tok, operands_node, attrs_node, types_node, *rest = node.children
        loc_node = rest[-1] if rest and isinstance(rest[-1], lark.Tree) and rest[-1].data == "loc" else None
        region_nodes = [r for r in rest if isinstance(r, lark.Tree) and r.data == "region"]
        name = str(name_tok)
        cls = OP_REGISTRY.get(name)
        if cls is None:
            self.fail(f"unknown op '{name}'", name_tok)
        specs = cls._field_specs
        kwargs = {}
        # operands, matched to the op's operand fields in order
        items = [o for o in operands_node.children if o is not None]
        operand_specs = [(f, k) for f, k, _ in specs if k in ("operand", "operands", "opt_operand")]
        if len(items) != len(operand_specs):
            want = ", ".join(f"{f}{'[]' if k == 'operands' else ''}" for f, k in operand_specs) or "none"
            self.fail(f"'{name}' takes {len(operand_specs)} operand(s) ({want}), got {len(items)}", name_tok)
        for (fname, kind), item in zip(operand_specs, items):
            form = item.data
            if kind == "operand" and form != "single" or kind == "operands" and form != "group" \
                    or kind == "opt_operand" and form == "group":
                self.fail(f"'{name}' operand '{fname}' must be "
                          f"{'[%a, %b, ...]' if kind == 'operands' else 'a value' + (' or none' if kind == 'opt_operand' else '')}",
                          item)
            if form == "single":
                kwargs[fname] = self.use(item.children[0])
            elif form == "group":
                kwargs[fname] = [self.use(t) for t in item.children if t is not None]
            else:
                kwargs[fname] = None
        # attributes
        attr_specs = {f: meta for f, k, meta in specs if k == "attr"}
        if attrs_node is not None:
            for a in attrs_node.children[1:]:
                key = str(a.children[0])
                if key not in attr_specs:
                    self.fail(f"'{name}' has no attribute '{key}' (it has: {', '.join(attr_specs) or 'none'})",
                              a.children[0])
                if key in kwargs:
                    self.fail(f"attribute '{key}' given twice", a.children[0])
                kwargs[key] = self.convert_attr(name, key, attr_specs[key], self.attr_value(a.children[1]), a)
        for key, meta in attr_specs.items():
            if key not in kwargs and _required(cls, key):
                self.fail(f"'{name}' needs attribute '{key}'", name_tok)
        # regions, then results (results are not visible inside the op's own regions)
        region_fields = [f for f, k, _ in specs if k == "region"]
        if len(region_nodes) > len(region_fields):
            self.fail(f"'{name}' has {len(region_fields)} region(s), got {len(region_nodes)}", name_tok)
        for fname, rnode in zip(region_fields, region_nodes):
            kwargs[fname] = self.region(rnode)
        types = [self.type(t) for t in types_node.children] if types_node is not None else []
        res_toks = [t for t in results_node.children] if results_node is not None else []
        if len(res_toks) != len(types):
            self.fail(f"'{name}' defines {len(res_toks)} result(s) but lists {len(types)} type(s)", name_tok)
        kwargs["results"] = [self.define(t, ty) for t, ty in zip(res_toks, types)]
        if loc_node is not None:
            idx, line, col = (int(t) for t in loc_node.children)
            if idx not in self.sources:
                self.fail(f"location refers to undeclared source {idx}", loc_node)
            kwargs["loc"] = SourceLoc(self.sources[idx], line, col)
        try:
            op = cls(**kwargs)
        except TypeError as e:  # a constructor complaint means a malformed op, not a bug
            self.fail(f"malformed '{name}': {e}", name_tok)
        # where the op is in the text: a verifier error names it (an op without a loc,
        # index arithmetic or a constant, has no other place to point at)
        line = getattr(node.meta, "line", None)
        if line is not None:
            op.ir_text_line = (line, node.meta.column, self.lines[line - 1] if 0 < line <= len(self.lines) else None)
        return op


class _Ident(str):
    """A bare word in attribute position (an enum value or a dtype name)."""

    def __new__(cls, s, tok):
        obj = super().__new__(cls, s)
        obj.tok = tok
        return obj


def _required(cls, fname) -> bool:
    from dataclasses import MISSING, fields

    f = next(f for f in fields(cls) if f.name == fname)
    return f.default is MISSING and f.default_factory is MISSING


def _unexpected(e: lark.exceptions.UnexpectedInput) -> str:
    """What the parser tripped on, in words.  A cut-off text ends on a newline or on
    nothing at all, so the token may hold no word to quote."""
    tok = getattr(e, "token", None)
    if isinstance(e, lark.exceptions.UnexpectedEOF) or getattr(tok, "type", None) == "$END":
        return "unexpected end of input"
    words = str(tok if tok is not None else getattr(e, "char", "")).split()
    return f"unexpected {words[0][:24]!r}" if words else "unexpected end of line"


def parse_ir(text: str) -> Module:
    """Parse the IR text form into a ``Module``.

    Example::

        m = tilelang.parse_ir(open("gemm.tlir").read())
        assert str(m) == open("gemm.tlir").read()

    Raises ``IRParseError`` with line:col for malformed text.  The result is not
    verified; call ``m.verify()``.  A text without a ``lowered_through = "..."`` line
    is tile-level IR (no pass has run).
    """
    lines = text.splitlines()
    try:
        tree = _lark().parse(text if text.endswith("\n") else text + "\n")
    except lark.exceptions.UnexpectedInput as e:
        line, col = getattr(e, "line", 1) or 1, getattr(e, "column", 1) or 1
        src = lines[line - 1] if 0 < line <= len(lines) else None
        what = _unexpected(e)
        expected = sorted(getattr(e, "expected", None) or getattr(e, "allowed", None) or [])
        hint = f"; expected one of {', '.join(expected[:8])}" if expected else ""
        raise IRParseError(what + hint, SourceLoc(_TEXT_NAME, line, col), src) from None
    b = _Builder(text)
    decls = [c for c in tree.children if c.data.endswith("_decl")]
    op_nodes = [c for c in tree.children if c.data == "op"]
    for d in decls:
        b.declare(d)
    funcs = []
    b.scopes.append({})
    for o in op_nodes:
        b.scopes[-1] = {}  # value names are per function
        op = b.op(o)
        if op.name != "func":
            b.fail(f"only 'func' ops may appear at the top level, got '{op.name}'", o)
        funcs.append(op)
    return Module(funcs, b.module_attrs.get("lowered_through", ()), b.module_attrs.get("arch"))
