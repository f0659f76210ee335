"""Eager-style functions: tensors are the parameters, sizes come from ``T.const``.

    @tilelang.jit
    def add(A, B, block=128, dtype=T.float32):
        N = T.const("N")
        A: T.Tensor((N,), dtype)
        B: T.Tensor((N,), dtype)
        C = T.empty((N,), dtype)
        with T.Kernel(T.ceildiv(N, block), threads=128) as bx:
            ...
        return C

``parse_eager`` parses one specialization of such a function: the compile-time
parameters bound to Python values, every ``T.const`` to an int (read from the
tensor passed for the first annotation that has it as a dim, or given by name),
so each one is a fully static kernel.  The kernel's parameters are the tensor
and scalar parameters in signature order, then the ``T.empty`` outputs in the
order the function returns them (its ``out_idx``).
"""

from __future__ import annotations

import ast

from tilelang.dtypes import DType, get_dtype
from tilelang.frontend.annotations import SymbolicDim, TensorAnnotation
from tilelang.lowering.ir import ops as O
from tilelang.lowering.ir.core import Region, Value
from tilelang.lowering.ir.module import Module
from tilelang.lowering.ir.types import ScalarType, TensorType

from .emitter import describe
from .parser import FunctionParser
from .source import function_source


class PendingConst(SymbolicDim):
    """A ``T.const`` whose value is not known yet: the first tensor annotation that has
    it as a dim gives it (it is a ``SymbolicDim`` so that ``T.Tensor`` accepts it)."""


def runtime_annotation(ann) -> bool:
    """Whether a signature annotation makes its parameter a run-time one (a tensor or a
    scalar dtype); anything else (``int``, none) marks a compile-time value."""
    if isinstance(ann, (TensorAnnotation, DType)):
        return True
    if isinstance(ann, str):  # postponed annotations: "T.Tensor(...)", "T.int32", "float16"
        if "Tensor" in ann or "Buffer" in ann:
            return True
        try:
            get_dtype(ann.removeprefix("T.").removeprefix("tl."))
            return True
        except (TypeError, ValueError):
            return False
    return False


def body_tensor_names(tree: ast.FunctionDef) -> list[str]:
    """The parameters declared by a bare annotated statement of the body (``A: T.Tensor(...)``)."""
    params = {a.arg for a in tree.args.args}
    return [s.target.id for s in tree.body
            if isinstance(s, ast.AnnAssign) and s.value is None and isinstance(s.target, ast.Name)
            and s.target.id in params]


def is_eager(fn) -> bool:
    """Whether ``fn`` (a ``@tilelang.jit`` function) is written in the eager style: its own
    body holds the kernel (a top-level ``with``), a bare ``A: T.Tensor(...)`` statement,
    or a top-level ``T.const`` / ``T.empty`` call -- a factory's body defines a
    ``@T.prim_func`` instead."""
    try:
        tree = function_source(fn).tree
    except Exception:  # noqa: BLE001  (no source: a lazy factory, which never needs it)
        return False
    for s in tree.body:
        if isinstance(s, ast.AnnAssign) and s.value is None:
            return True
        if isinstance(s, ast.With) and any(_calls(item.context_expr, "Kernel") for item in s.items):
            return True
        if _calls(getattr(s, "value", None), "const", "empty"):
            return True
    return False


def _calls(node, *names) -> bool:
    """Whether ``node`` is a call of ``T.<name>`` (or a bare ``<name>``) for one of ``names``."""
    if not isinstance(node, ast.Call):
        return False
    f = node.func
    return (f.attr if isinstance(f, ast.Attribute) else getattr(f, "id", None)) in names


class EagerParser(FunctionParser):
    """Parses one specialization of an eager-style function (see the module docstring).

    ``ctime``: the compile-time parameters' values by name; ``tensors``: the run-time
    parameters' arguments by name (a torch tensor, or None where ``compile`` got none);
    ``consts``: ``T.const`` values given by name."""

    def __init__(self, fn, ctime: dict, tensors: dict, consts: dict):
        super().__init__(fn)
        self.ctime, self.tensors = ctime, tensors
        self.const_values: dict[str, int] = dict(consts)
        self.declared: dict[str, Value] = {}  # run-time parameters declared so far
        self.outputs: list[Value] = []
        self.returned: list[Value] | None = None

    # ---- the function ---------------------------------------------------------------
    def parse(self) -> tuple[Module, tuple[int, ...]]:
        tree, args = self.plain_function(
            "an eager function's parameters must be plain parameters (no *args, **kwargs, keyword-only)")
        self.func = O.FuncOp(sym_name=tree.name, symbols=(), body=Region([]), loc=self.frame.source.loc(tree))
        body_declared = set(body_tensor_names(tree))
        for a in args.args:
            if a.arg in self.ctime:
                self.frame.names[a.arg] = self.ctime[a.arg]
            elif a.arg not in body_declared:  # annotated in the signature
                self.declare(a.arg, self.fn.__annotations__.get(a.arg), a.annotation or a)
        with self.builder.at(self.func.body):
            self.visit_body(tree.body)
        if self.kernel is None:
            self.fail(f"'{tree.name}' has no `with T.Kernel(...)` block: nothing would run", tree)
        if self.outputs and self.returned is None:
            self.fail(f"'{tree.name}' makes outputs with T.empty but returns none: `return` them", tree)
        missing = [a.arg for a in args.args if a.arg not in self.ctime and a.arg not in self.declared]
        if missing:
            self.fail(f"parameter '{missing[0]}' is never annotated: declare it with "
                      f"`{missing[0]}: T.Tensor(shape, dtype)` before the kernel", tree)
        inputs = [self.declared[a.arg] for a in args.args if a.arg in self.declared]
        outputs = self.returned or []
        body = self.func.body
        body.args = inputs + outputs
        for i, v in enumerate(body.args):
            v.owner, v.index = body, i
        if self.symbols:
            self.func.symbols = tuple(self.symbols)
        return Module([self.func]), tuple(range(len(inputs), len(inputs) + len(outputs)))

    # ---- run-time parameters --------------------------------------------------------
    def declare(self, name: str, ann, node):
        """Make ``name`` a kernel parameter of annotation ``ann`` (evaluated from ``node`` if needed)."""
        with self.located(node):
            if ann is None or isinstance(ann, str):
                ann = self.eval_annotation(node) if isinstance(node, ast.expr) else None
        if isinstance(ann, TensorAnnotation):
            t = self.tensor_type(name, ann, node)
        elif ann is None:
            self.fail(f"parameter '{name}' needs a type: T.Tensor((M, K), dtype) (in the signature, or as a "
                      f"statement `{name}: T.Tensor(...)` in the body), a scalar dtype like T.int32, or a "
                      f"default value (a compile-time value)", node)
        else:
            try:
                t = ScalarType(ann if isinstance(ann, DType) else get_dtype(ann))
            except (TypeError, ValueError):
                self.fail(f"parameter '{name}': expected T.Tensor(shape, dtype) or a scalar dtype, got "
                          f"{describe(ann)}", node)
        v = Value(t, name)
        self.declared[name] = v
        self.frame.names[name] = v

    def tensor_type(self, name: str, ann: TensorAnnotation, node) -> TensorType:
        """The static type of tensor parameter ``name``: ``T.const`` dims take their values
        (from the tensor passed, the first time), and the tensor must fit the shape."""
        tensor = self.tensors.get(name)
        shape = None if tensor is None else tuple(int(d) for d in tensor.shape)
        if shape is not None and len(shape) != len(ann.shape):
            self.fail(f"parameter '{name}': expected a tensor of {len(ann.shape)} dims {ann!r}, got shape "
                      f"{list(shape)}", node)
        dims = []
        for i, d in enumerate(ann.shape):
            if isinstance(d, PendingConst):
                if d.name not in self.const_values:
                    if shape is None:
                        self.fail(f"T.const {d.name!r} has no value: pass a tensor for '{name}', or "
                                  f"{d.name}=... to compile()", node)
                    self.const_values[d.name] = shape[i]
                    self.bind_names()
                d = self.const_values[d.name]
            elif isinstance(d, SymbolicDim):
                known = self.symbols.setdefault(d.name, d)
                if known.dtype != d.dtype:
                    self.fail(f"T.dynamic({d.name!r}) is declared twice with different dtypes", node)
                dims.append(d.name)
                continue
            if shape is not None and shape[i] != d:
                texts = _dim_texts(node, len(ann.shape))
                need = f"{texts[i]} = {d}" if texts and texts[i] != str(d) else str(d)
                self.fail(f"parameter '{name}': dim {i} is {shape[i]}, but its annotation needs {need} "
                          f"(shape {list(shape)})", node)
            dims.append(d)
        return TensorType(tuple(dims), ann.dtype, ann.layout)

    def bind_names(self):
        """Names bound to a pending ``T.const`` now stand for its value."""
        for frame in self.frames:
            for k, v in list(frame.names.items()):
                if isinstance(v, PendingConst) and v.name in self.const_values:
                    frame.names[k] = self.const_values[v.name]

    # ---- statements and names -------------------------------------------------------
    def stmt_AnnAssign(self, node):
        if node.value is None and len(self.frames) == 1 and isinstance(node.target, ast.Name):
            name = node.target.id
            if name in self.ctime or name not in {a.arg for a in self.frame.source.tree.args.args}:
                self.fail(f"`{name}: T.Tensor(...)` declares a tensor parameter; '{name}' is not one of "
                          f"the function's parameters without a default", node)
            if name in self.declared:
                self.fail(f"parameter '{name}' is declared twice", node)
            if self.inside_kernel():
                self.fail(f"declare parameter '{name}' before the `with T.Kernel(...)` block", node)
            return self.declare(name, None, node.annotation)
        return super().stmt_AnnAssign(node)

    def stmt_Assign(self, node):
        super().stmt_Assign(node)
        if len(self.frames) == 1 and len(node.targets) == 1 and isinstance(node.targets[0], ast.Name):
            value = self.frame.names.get(node.targets[0].id)
            if isinstance(value, Value) and any(value is o for o in self.outputs):
                value.name = node.targets[0].id  # the output's name in the IR and the kernel's source

    def stmt_Return(self, node):
        if len(self.frames) > 1:
            return super().stmt_Return(node)
        if self.returned is not None or self.builder.region is not self.func.body:
            self.fail("an eager function returns once, at its top level, after the kernel")
        value = None if node.value is None else self.visit_expr(node.value)
        items = [] if value is None else list(value) if isinstance(value, (tuple, list)) else [value]
        for item in items:
            if not any(item is o for o in self.outputs):
                self.fail(f"an eager function returns its T.empty outputs only, got {describe(item)}", node)
        if len(set(items)) != len(items):  # (values hash by identity)
            self.fail("an output is returned twice", node)
        left = [o.name for o in self.outputs if not any(o is x for x in items)]
        if left:
            self.fail(f"every T.empty output must be returned; not returned: {', '.join(left)}", node)
        self.returned = items

    def expr_Name(self, node):
        value = self.frame.lookup(node.id)
        if isinstance(value, PendingConst):
            return self.const_values.get(value.name, value)
        return super().expr_Name(node)

    def lift(self, x):
        if isinstance(x, PendingConst):
            if x.name in self.const_values:
                return self.const_values[x.name]
            self.fail(f"T.const {x.name!r} is used before a tensor annotation gives it a value "
                      f"(declare the tensors first, or pass {x.name}=... to compile())")
        return super().lift(x)

    # ---- T.const, T.empty -----------------------------------------------------------
    def eager_builtin(self, node, bound):
        name = self.builtin_name(node)
        if len(self.frames) > 1 or self.kernel is not None:
            self.fail(f"T.{name} belongs at the top level of the eager function, before the kernel", node)
        return self.eager_const(node, bound) if name == "const" else self.eager_empty(node, bound)

    def eager_const(self, node, bound):
        names = self.eval_const(bound.arguments["names"], "T.const names")
        if not isinstance(names, str) or not names.replace(",", " ").split():
            self.fail(f"T.const takes the names as one string, like \"M, N, K\", got {describe(names)}", node)
        dtype = self.eval_dtype(bound.arguments["dtype"]) if "dtype" in bound.arguments else "int32"
        words = names.replace(",", " ").split()
        for w in words:
            if not w.isidentifier():
                self.fail(f"T.const: {w!r} is not a name", node)
        for w in words:
            v = self.const_values.get(w)
            if v is not None and (not isinstance(v, int) or isinstance(v, bool) or v <= 0):
                self.fail(f"T.const {w!r}: the value given by name must be a positive int, got {describe(v)}", node)
        out = tuple(self.const_values.get(w, PendingConst(w, dtype)) for w in words)
        return out[0] if len(out) == 1 else out

    def eager_empty(self, node, bound):
        args = list(bound.arguments.get("shape", ()))
        dtype_node = bound.arguments.get("dtype")
        values = [self.visit_expr(a) for a in args]
        if dtype_node is None and len(values) >= 2 and isinstance(values[-1], (str, DType)):
            dtype_node, values, args = args[-1], values[:-1], args[:-1]  # T.empty((M, N), T.float16)
        dtype = self.eval_dtype(dtype_node) if dtype_node is not None else get_dtype("float32")
        if len(values) == 1 and isinstance(values[0], (tuple, list)):
            values = list(values[0])
        if not values:
            self.fail("T.empty needs a shape: T.empty((M, N), dtype)", node)
        shape = []
        for d in values:
            d = self.lift(d)
            if not isinstance(d, int) or isinstance(d, bool) or d <= 0:
                self.fail(f"T.empty: each dim must be a positive int (a T.const, a number), got {describe(d)}",
                          node)
            shape.append(d)
        v = Value(TensorType(tuple(shape), dtype), f"out{len(self.outputs)}")
        self.outputs.append(v)
        return v


def _dim_texts(node, rank: int) -> list[str] | None:
    """The source text of each dim of the annotation ``node`` (``T.Tensor((M, K), dt)`` or
    ``T.Tensor[(M, K), dt]``), to name a const the tensor's shape contradicts."""
    shape = None
    if isinstance(node, ast.Call) and node.args:
        shape = node.args[0]
    elif isinstance(node, ast.Subscript) and isinstance(node.slice, ast.Tuple) and node.slice.elts:
        shape = node.slice.elts[0]
    if isinstance(shape, (ast.Tuple, ast.List)) and len(shape.elts) == rank:
        return [ast.unparse(e) for e in shape.elts]
    return None


def parse_eager(fn, ctime: dict, tensors: dict, consts: dict):
    """``(module, out_idx, const values)`` of one specialization of the eager function ``fn``."""
    parser = EagerParser(fn, ctime, tensors, consts)
    module, out_idx = parser.parse()
    return module, out_idx, dict(parser.const_values)
