"""Expressions: compile-time values fold in Python, run-time values become IR."""

from __future__ import annotations

import ast
import difflib
import types

from tilelang.dtypes import DType
from tilelang.frontend.annotations import SymbolicDim
from tilelang.lowering.ir import ops as O
from tilelang.lowering.ir.core import Value
from tilelang.lowering.ir.types import BufferType, TensorType, is_memory, is_scalar

from .emitter import BINARY, COMPARE, describe, is_number
from .frames import MISSING, NonConstant, OutOfScope

UNSUPPORTED_EXPRS = {
    "Lambda": "lambda", "ListComp": "list comprehensions", "SetComp": "set comprehensions",
    "DictComp": "dict comprehensions", "GeneratorExp": "generator expressions", "Await": "await",
    "Yield": "yield", "YieldFrom": "yield from", "NamedExpr": "the := operator", "Set": "set literals",
    "Slice": "slices outside T.copy arguments",
}


class ExprMixin:
    """Visits expression nodes; returns a Python object or an IR value."""

    def visit_expr(self, node: ast.AST):
        saved = self.node
        with self.located(node):
            method = getattr(self, "expr_" + type(node).__name__, None)
            if method is None:
                what = UNSUPPORTED_EXPRS.get(type(node).__name__, type(node).__name__)
                self.fail(f"{what} not supported in a kernel")
            result = method(node)
        self.node = saved
        return result

    def eval_const(self, node: ast.AST, what: str):
        """A value that must be known at compile time (shapes, dtypes, extents)."""
        value = self.visit_expr(node)
        if isinstance(value, (Value, SymbolicDim)):
            self.fail(f"{what} must be a compile-time constant, got {describe(value)}", node)
        return value

    def eval_int(self, node: ast.AST, what: str) -> int:
        value = self.eval_const(node, what)
        if not isinstance(value, int) or isinstance(value, bool):
            self.fail(f"{what} must be an int, got {describe(value)}", node)
        return value

    def eval_dtype(self, node: ast.AST, what: str = "dtype") -> DType:
        from tilelang.dtypes import get_dtype

        value = self.eval_const(node, what)
        try:
            return get_dtype(value)
        except (TypeError, ValueError) as e:
            self.fail(f"{what}: {str(e).removeprefix('get_dtype: ')}", node)

    # ---- leaves ---------------------------------------------------------------------
    def expr_Constant(self, node):
        return node.value

    def expr_Name(self, node):
        value = self.frame.lookup(node.id)
        if value is MISSING:
            self.fail(f"name '{node.id}' is not defined")
        if isinstance(value, OutOfScope):
            self.fail(f"'{node.id}' {value.reason}")
        if isinstance(value, NonConstant):
            self.fail(f"'{node.id}' is {value.reason}: only constants (numbers, strings, dtypes, layouts, tuples) "
                      "can be used inside a kernel; pass data as a tensor parameter")
        if isinstance(value, Value) and isinstance(value.type, BufferType) and value.type.scope == "var":
            return self.builder.value(O.LoadOp, _element(value), source=value, indices=[])
        if isinstance(value, SymbolicDim) and self.func is not None and value.name not in self.symbols:
            self.symbol_value(value)  # in the body: report an unbound dim at its name
        return value

    def expr_Attribute(self, node):
        base = self.visit_expr(node.value)
        if isinstance(base, Value):
            t = base.type
            if is_memory(t) and node.attr == "shape":
                return tuple(self.symbols[d] if isinstance(d, str) else d for d in t.shape)
            if (is_memory(t) or is_scalar(t)) and node.attr == "dtype":
                return getattr(t, "dtype", None) or self.fail("index values have no dtype")
            self.fail(f"{describe(base)} has no attribute '{node.attr}' (kernels support .shape and .dtype)")
        try:
            value = getattr(base, node.attr)
        except AttributeError:
            if isinstance(base, types.ModuleType):  # T.foo: name the module as the user wrote it
                src = ast.unparse(node.value)
                close = difflib.get_close_matches(node.attr, [n for n in dir(base) if not n.startswith("_")], 3)
                hint = f"; did you mean {', '.join(f'{src}.{c}' for c in close)}?" if close else ""
                self.fail(f"{src} has no attribute '{node.attr}' (module '{base.__name__}'){hint}")
            self.fail(f"{describe(base)} has no attribute '{node.attr}'")
        return value

    def expr_Tuple(self, node):
        return tuple(self.visit_expr(e) for e in self._unstar(node.elts))

    def expr_List(self, node):
        return list(self.visit_expr(e) for e in self._unstar(node.elts))

    def expr_Dict(self, node):
        if any(k is None for k in node.keys):
            self.fail("** in dict literals is not supported in a kernel")
        return {self._dict_key(k): self.visit_expr(v) for k, v in zip(node.keys, node.values)}

    def _dict_key(self, node):
        key = self.visit_expr(node)
        if isinstance(key, Value):
            return _Keyed(key)
        return key

    def _unstar(self, elts):
        out = []
        for e in elts:
            if isinstance(e, ast.Starred):
                seq = self.eval_const(e.value, "a starred value")
                try:
                    out.extend(ast.copy_location(ast.Constant(value=v), e) for v in seq)
                except TypeError:
                    self.fail(f"* needs a sequence, got {describe(seq)}", e)
            else:
                out.append(e)
        return out

    def expr_JoinedStr(self, node):
        parts = []
        for v in node.values:
            if isinstance(v, ast.Constant):
                parts.append(v.value)
            else:
                value = self.eval_const(v.value, "a value in an f-string")
                spec = self.eval_const(v.format_spec, "a format spec") if v.format_spec else ""
                parts.append(format(value, spec))
        return "".join(parts)

    # ---- operators ------------------------------------------------------------------
    def expr_BinOp(self, node):
        op = type(node.op).__name__
        if op not in BINARY:
            self.fail(f"operator {op} is not supported in a kernel")
        a, b = self.lift(self.visit_expr(node.left)), self.lift(self.visit_expr(node.right))
        self.node = node
        if not isinstance(a, Value) and not isinstance(b, Value) and not (is_number(a) and is_number(b)):
            try:  # compile-time Python on other objects (tuples, strings ...)
                return BINARY[op][1](a, b)
            except Exception as e:  # noqa: BLE001  (report any Python failure at the user's line)
                self.fail(f"compile-time expression failed: {e}")
        return self.emit.binary(op, a, b)

    def expr_UnaryOp(self, node):
        x = self.lift(self.visit_expr(node.operand))
        self.node = node
        kind = type(node.op).__name__
        if kind == "Not":
            return self.emit.logical("not", [x])
        if kind == "UAdd":
            return x
        return self.emit.unary({"USub": "neg", "Invert": "not"}[kind], x)

    def expr_BoolOp(self, node):
        values = [self.lift(self.visit_expr(v)) for v in node.values]
        self.node = node
        return self.emit.logical("and" if isinstance(node.op, ast.And) else "or", values)

    def expr_Compare(self, node):
        left = self.lift(self.visit_expr(node.left))
        results = []
        for op, comp in zip(node.ops, node.comparators):
            right = self.lift(self.visit_expr(comp))
            self.node = node
            name = type(op).__name__
            if name in ("Is", "IsNot", "In", "NotIn"):
                if isinstance(left, Value) or isinstance(right, Value):
                    self.fail(f"'{_CMP_WORDS[name]}' works on compile-time values only")
                results.append(_PY_CMP[name](left, right))
            elif not isinstance(left, Value) and not isinstance(right, Value) and \
                    not (is_number(left) and is_number(right)):
                results.append(COMPARE[name][1](left, right))
            else:
                results.append(self.emit.compare(name, left, right))
            left = right
        return results[0] if len(results) == 1 else self.emit.logical("and", results)

    def expr_IfExp(self, node):
        return self.lazy_select(self.visit_expr(node.test), node.body, node.orelse)

    # ---- element access -------------------------------------------------------------
    def memory_base(self, node):
        """The value ``node`` names as the base of ``x[...]``: a ``T.alloc_var`` stays a
        buffer here (``x[0]``) where a plain ``x`` reads its value."""
        if isinstance(node, ast.Name):
            value = self.frame.names.get(node.id)
            if isinstance(value, Value) and isinstance(value.type, BufferType) and value.type.scope == "var":
                return value
        return self.visit_expr(node)

    def expr_Subscript(self, node):
        base = self.memory_base(node.value)
        if isinstance(base, Value) and is_memory(base.type):
            if not self.inside_kernel():
                self.fail(f"{_name(base)} can only be read inside the `with T.Kernel(...)` block", node)
            indices = self.element_indices(base, node)
            return self.builder.value(O.LoadOp, _element(base), source=base, indices=indices)
        if isinstance(base, Value):
            self.fail(f"cannot index {describe(base)}")
        index = self.eval_const(node.slice, "an index into a compile-time value")
        try:
            return base[index]
        except Exception as e:  # noqa: BLE001
            self.fail(f"compile-time indexing failed: {e}")

    def subscript_items(self, node: ast.Subscript) -> list[ast.AST]:
        """The index expressions of ``A[...]``; a compile-time tuple of indices
        (``A[idx]`` with ``idx = (i, j)``) counts as its elements."""
        s = node.slice
        if isinstance(s, ast.Tuple):
            return list(s.elts)
        if isinstance(s, (ast.Name, ast.Attribute, ast.Subscript)):
            value = self.visit_expr(s)
            if isinstance(value, (tuple, list)):
                return [ast.copy_location(ast.Constant(value=v), s) for v in value]
            return [ast.copy_location(ast.Constant(value=value), s)]
        return [s]

    def element_indices(self, mem: Value, node: ast.Subscript) -> list[Value]:
        """The index values of ``mem[i, j]`` (rank checked; no slices)."""
        items = self.subscript_items(node)
        t = mem.type
        if isinstance(t, BufferType) and t.scope == "var":
            if len(items) == 1 and isinstance(items[0], ast.Constant) and items[0].value == 0:
                return []
            self.fail("a T.alloc_var value is read as a plain name (or x[0])", node)
        if any(isinstance(i, ast.Slice) for i in items):
            self.fail("slices select a region and are only allowed in T.copy / T.atomic_add arguments; "
                      "index single elements here", node)
        if len(items) != t.rank:
            self.fail(f"{_name(mem)} has rank {t.rank} but is indexed with {len(items)} index(es)", node)
        out = []
        for i, (item, dim) in enumerate(zip(items, t.shape)):
            value = self.lift(self.visit_expr(item))
            self.node = item
            if isinstance(value, int) and isinstance(dim, int) and not 0 <= value < dim:
                self.fail(f"index {value} is out of bounds for dim {i} of {_name(mem)} (size {dim})"
                          + ("; negative indices do not wrap around in a kernel" if value < 0 else ""))
            out.append(self.emit.to_index(value, f"index {i} of {_name(mem)}"))
        return out


class _Keyed:
    """An IR value used as a dict key (``T.annotate_layout({buf: layout})``)."""

    def __init__(self, value):
        self.value = value

    def __hash__(self):
        return hash(self.value)  # (values hash by identity)

    def __eq__(self, other):
        return isinstance(other, _Keyed) and other.value is self.value


def _element(mem: Value):
    from tilelang.lowering.ir.types import element_type

    return element_type(mem.type)


def _name(mem: Value) -> str:
    kind = "tensor" if isinstance(mem.type, TensorType) else f"{mem.type.scope} buffer"
    return f"{kind} '{mem.name}'" if mem.name else kind


_CMP_WORDS = {"Is": "is", "IsNot": "is not", "In": "in", "NotIn": "not in"}
_PY_CMP = {"Is": lambda a, b: a is b, "IsNot": lambda a, b: a is not b, "In": lambda a, b: a in b,
           "NotIn": lambda a, b: a not in b}
