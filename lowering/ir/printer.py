"""The IR's text form.  ``print_module`` writes what ``parse_ir`` reads back.

Layout of the text::

    lowered_through = "pipeline"                   the last pipeline pass run (if any)
    arch = "sm_90a"                                the arch the passes lowered for (if any)
    source 0 = "/home/me/gemm.py"                  files that locations point into
    dtype fp5 = float_dtype(exponent_bits=2, ...)  user-defined dtypes in use
    layout #L0 = Layout([16, 64], lambda i, j: ...) layouts in use

    func {sym_name = "gemm", symbols = ["M"]} (%A: tensor<[M, 64], float16>) {
      %0 = symbol {sym = "M"} : index loc(0:12:5)
      ...
    } loc(0:9:1)

One op per line in a generic form: ``results = name operands {attributes} :
result types (region args) { region } loc(file:line:col)``.  Operand groups
print in brackets, absent optional operands as ``none``, attributes only
when they differ from their defaults.  Value names come from the hints the
frontend gives (``%A_shared``), made unique per function; values without a
hint are numbered.
"""

from __future__ import annotations

import json
import math
import re
from dataclasses import MISSING, fields

from .core import Op, Region, Value
from .types import BufferType, ScalarType, TensorType, Type, VectorType

_NAME_RE = re.compile(r"[A-Za-z_][A-Za-z0-9_.]*")


def format_float(x: float) -> str:
    if math.isnan(x):
        return "nan"
    if math.isinf(x):
        return "inf" if x > 0 else "-inf"
    return repr(float(x))


class _Tables:
    """Module-level tables: source files, user dtypes and layouts, in first-use order."""

    def __init__(self):
        self.sources: dict[str, int] = {}
        self.dtypes: dict[str, object] = {}
        self.layouts: dict[object, str] = {}

    def note_type(self, t: Type) -> None:
        if isinstance(t, (ScalarType, VectorType, TensorType, BufferType)):
            self.note_dtype(t.dtype)
        layout = getattr(t, "layout", None)
        if layout is not None:
            self.note_layout(layout)

    def note_dtype(self, dt) -> None:
        if not dt.is_builtin and dt.name not in self.dtypes:
            self.dtypes[dt.name] = dt

    def note_layout(self, layout) -> str:
        if layout not in self.layouts:
            self.layouts[layout] = f"#L{len(self.layouts)}"
        return self.layouts[layout]

    def collect(self, op: Op) -> None:
        for sub in op.walk():
            if sub.loc is not None and sub.loc.file not in self.sources:
                self.sources[sub.loc.file] = len(self.sources)
            for v in sub.results:
                self.note_type(v.type)
            for r in sub.regions():
                for a in r.args:
                    self.note_type(a.type)
            for fname, kind, meta in sub._field_specs:
                if kind != "attr":
                    continue
                value = getattr(sub, fname)
                if meta["attr_kind"] == "dtype":
                    self.note_dtype(value)
                elif meta["attr_kind"] == "layout":
                    self.note_layout(value)


class _Namer:
    """Unique value names within one function."""

    def __init__(self):
        self.names: dict[Value, str] = {}
        self.used: set[str] = set()
        self.counter = 0

    def define(self, v: Value) -> None:
        hint = v.name if v.name and _NAME_RE.fullmatch(v.name) else None
        if hint is None:
            while str(self.counter) in self.used:
                self.counter += 1
            name = str(self.counter)
            self.counter += 1
        else:
            name, n = hint, 1
            while name in self.used:
                name, n = f"{hint}_{n}", n + 1
        self.used.add(name)
        self.names[v] = name

    def __call__(self, v: Value) -> str:
        name = self.names.get(v)
        return f"%{name}" if name is not None else f"%<undefined {v.name or '?'}>"


def _attr_text(kind: str, value, tables: _Tables) -> str:
    if kind in ("bool",) or (kind == "number" and isinstance(value, bool)):
        return "true" if value else "false"
    if kind == "int" or (kind == "number" and isinstance(value, int)):
        return str(int(value))
    if kind in ("float", "number"):
        return format_float(value)
    if kind == "str":
        return json.dumps(value)
    if kind == "ident":
        return str(value)
    if kind == "ints":
        return "[" + ", ".join(str(int(x)) for x in value) + "]"
    if kind == "strs":
        return "[" + ", ".join(json.dumps(x) for x in value) + "]"
    if kind == "dtype":
        return value.name
    if kind == "layout":
        return tables.note_layout(value)
    raise AssertionError(kind)


def _is_default(op: Op, fname: str, value) -> bool:
    for f in fields(op):
        if f.name == fname:
            return f.default is not MISSING and f.default == value and type(f.default) is type(value)
    return False


class _Printer:
    def __init__(self, tables: _Tables):
        self.tables = tables
        self.lines: list[str] = []
        self.namer = _Namer()

    def type_text(self, t: Type) -> str:
        return t.text(self.tables.layouts.__getitem__)

    def loc_text(self, op: Op) -> str:
        if op.loc is None:
            return ""
        return f" loc({self.tables.sources[op.loc.file]}:{op.loc.line}:{op.loc.col})"

    def op_head(self, op: Op) -> str:
        """Everything of the op's line before its regions."""
        for v in op.results:
            self.namer.define(v)
        parts = []
        if op.results:
            parts.append(", ".join(self.namer(v) for v in op.results) + " = ")
        parts.append(op.name)
        operand_texts, attr_texts = [], []
        for fname, kind, meta in op._field_specs:
            value = getattr(op, fname)
            if kind == "operand":
                operand_texts.append(self.namer(value))
            elif kind == "opt_operand":
                operand_texts.append("none" if value is None else self.namer(value))
            elif kind == "operands":
                operand_texts.append("[" + ", ".join(self.namer(v) for v in value) + "]")
            elif kind == "attr" and not _is_default(op, fname, value):
                attr_texts.append(f"{fname} = {_attr_text(meta['attr_kind'], value, self.tables)}")
        if operand_texts:
            parts.append(" " + ", ".join(operand_texts))
        if attr_texts:
            parts.append(" {" + ", ".join(attr_texts) + "}")
        if op.results:
            parts.append(" : " + ", ".join(self.type_text(v.type) for v in op.results))
        return "".join(parts)

    def region_head(self, r: Region) -> str:
        for a in r.args:
            self.namer.define(a)
        if not r.args:
            return " {"
        args = ", ".join(f"{self.namer(a)}: {self.type_text(a.type)}" for a in r.args)
        return f" ({args}) {{"

    def emit_op(self, op: Op, indent: int) -> None:
        pad = "  " * indent
        head = pad + self.op_head(op)
        regions = op.regions()
        # Trailing empty regions without arguments are implied (an `if` without else).
        while regions and not regions[-1].args and not regions[-1].ops:
            regions = regions[:-1]
        if not regions:
            self.lines.append(head + self.loc_text(op))
            return
        text = head
        for r in regions:
            text += self.region_head(r)
            if r.ops:
                self.lines.append(text)
                for sub in r.ops:
                    self.emit_op(sub, indent + 1)
                text = pad + "}"
            else:
                text += "}"
        self.lines.append(text + self.loc_text(op))


def print_module(module) -> str:
    """The text form of a module (``str(module)`` calls this)."""
    tables = _Tables()
    for f in module.funcs:
        tables.collect(f)
    bodies = []
    for f in module.funcs:
        p = _Printer(tables)
        p.emit_op(f, 0)
        bodies.append("\n".join(p.lines))
    header = module_attr_lines(module)
    header += [f"source {i} = {json.dumps(path)}" for path, i in tables.sources.items()]
    for name, dt in tables.dtypes.items():
        ctor, kwargs = dt.spec()
        args = ", ".join(f"{k}={_spec_value(v)}" for k, v in kwargs.items())
        header.append(f"dtype {name} = {ctor}({args})")
    header += [f"layout {alias} = {layout!r}" for layout, alias in tables.layouts.items()]
    text = "\n".join(header)
    if header and bodies:
        text += "\n\n"
    text += "\n\n".join(bodies)
    return text + "\n" if text else ""


def module_attr_lines(module) -> list[str]:
    """The module's own attributes: the passes it has been through and the arch they
    lowered for.  None for a tile-level module (the frontend's IR, or one only through
    ``verify``, which changes nothing): its text -- a build cache key -- is what it
    always was, and parsed back it runs ``verify`` again, harmlessly."""
    lines = []
    if module.lowered:
        # the last pass only (the passes run are the pipeline up to it): a list of every
        # name would put words like "wgmma" or "barriers" into every lowered text
        lines.append(f"lowered_through = {json.dumps(module.passes[-1])}")
    if module.arch is not None:
        lines.append(f"arch = {json.dumps(module.arch)}")
    return lines


def _spec_value(v) -> str:
    if isinstance(v, bool):
        return "true" if v else "false"
    if v is None:
        return "none"
    if isinstance(v, int):
        return str(v)
    if isinstance(v, float):
        return format_float(v)
    if isinstance(v, str):
        return json.dumps(v)
    if isinstance(v, (list, tuple)):
        return "[" + ", ".join(_spec_value(x) for x in v) + "]"
    raise TypeError(f"cannot print dtype parameter {v!r}")
