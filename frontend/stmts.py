"""Statements: assignments and stores, expression statements, the kernel block."""

from __future__ import annotations

import ast

from tilelang.lowering.ir import ops as O
from tilelang.lowering.ir.core import Op, Region, Value
from tilelang.lowering.ir.types import INDEX, BufferType, element_type, is_memory, is_scalar

from .emitter import describe, is_number
from .frames import OutOfScope

UNSUPPORTED_STMTS = {
    "While": "while loops (use T.serial / range with a bound)", "Try": "try", "TryStar": "try",
    "Raise": "raise", "Break": "break", "Continue": "continue", "FunctionDef": "nested function definitions",
    "AsyncFunctionDef": "async functions", "ClassDef": "class definitions", "Delete": "del",
    "Import": "import", "ImportFrom": "import", "Global": "global", "Nonlocal": "nonlocal",
    "Match": "match", "AsyncFor": "async for", "AsyncWith": "async with",
}


class StmtMixin:
    """Visits statement nodes, emitting IR into the builder's current region."""

    def visit_body(self, stmts: list[ast.stmt]) -> None:
        for s in stmts:
            self.visit_stmt(s)

    def visit_stmt(self, node: ast.stmt) -> None:
        with self.located(node):
            method = getattr(self, "stmt_" + type(node).__name__, None)
            if method is None:
                what = UNSUPPORTED_STMTS.get(type(node).__name__, type(node).__name__)
                self.fail(f"{what} not supported in a kernel")
            method(node)

    def stmt_Pass(self, node):
        pass

    def stmt_Expr(self, node):
        self.visit_expr(node.value)

    def stmt_Assert(self, node):
        cond = self.visit_expr(node.test)
        if isinstance(cond, Value):
            self.fail("assert needs a compile-time condition (run-time asserts are not supported)")
        if not cond:
            msg = self.eval_const(node.msg, "an assert message") if node.msg is not None else "assertion failed"
            self.fail(str(msg))

    # ---- assignment -----------------------------------------------------------------
    def stmt_Assign(self, node):
        value = self.visit_expr(node.value)
        for target in node.targets:
            self.assign(target, value)

    def stmt_AnnAssign(self, node):
        if node.value is None:
            self.fail("a declaration needs a value: x: T.float32 = 0")
        if not isinstance(node.target, ast.Name):
            self.fail("only names can be annotated", node.target)
        t = self.scalar_type_of(self.eval_dtype(node.annotation, "annotation"))
        value = self.visit_expr(node.value)
        self.node = node
        self.assign(node.target, self.emit.convert(value, t, f"'{node.target.id}: {t}'"))

    def stmt_AugAssign(self, node):
        op = type(node.op).__name__
        target = node.target
        if isinstance(target, ast.Name):
            current = self.visit_expr(ast.copy_location(ast.Name(id=target.id, ctx=ast.Load()), target))
            value = self.lift(self.visit_expr(node.value))
            self.node = node
            self.assign(target, self.emit.binary(op, self.lift(current), value))
        elif isinstance(target, ast.Subscript):
            mem = self.memory_base(target.value)
            if not (isinstance(mem, Value) and is_memory(mem.type)):
                self.fail(f"cannot update an element of {describe(mem)}", target)
            indices = self.element_indices(mem, target)
            old = self.builder.value(O.LoadOp, element_type(mem.type), source=mem, indices=indices)
            value = self.lift(self.visit_expr(node.value))
            self.node = node
            new = self.emit.binary(op, old, value)
            self.store(mem, indices, new, target)
        else:
            self.fail("this augmented assignment target is not supported in a kernel", target)

    def assign(self, target: ast.AST, value) -> None:
        if isinstance(target, ast.Name):
            current = self.frame.names.get(target.id)
            if isinstance(current, Value) and isinstance(current.type, BufferType) and current.type.scope == "var":
                self.store(current, [], value, target)
                return
            if isinstance(value, Value) and value.name is None and isinstance(value.owner, Op):
                value.name = target.id
            self.frame.names[target.id] = value
        elif isinstance(target, (ast.Tuple, ast.List)):
            if isinstance(value, Value) or not isinstance(value, (tuple, list)):
                self.fail(f"cannot unpack {describe(value)}", target)
            if len(value) != len(target.elts):
                self.fail(f"cannot unpack {len(value)} values into {len(target.elts)} names", target)
            for t, v in zip(target.elts, value):
                self.assign(t, v)
        elif isinstance(target, ast.Subscript):
            mem = self.memory_base(target.value)
            if not (isinstance(mem, Value) and is_memory(mem.type)):
                self.fail(f"cannot assign into {describe(mem)} inside a kernel", target)
            indices = self.element_indices(mem, target)
            self.store(mem, indices, value, target)
        else:
            self.fail("only names, tuples of names and buffer elements can be assigned in a kernel", target)

    def store(self, mem: Value, indices, value, node) -> None:
        if not self.inside_kernel():
            self.fail("tensors can only be written inside the `with T.Kernel(...)` block", node)
        t = element_type(mem.type)
        with self.located(node):
            v = self.emit.convert(value, t, f"storing into {mem.name or 'this buffer'} ({t})")
            self.builder.op(O.StoreOp, dest=mem, indices=indices, value=v)

    def scalar_type_of(self, dt):
        from tilelang.lowering.ir.types import ScalarType

        return ScalarType(dt)

    # ---- the kernel block -------------------------------------------------------------
    def stmt_With(self, node):
        if len(node.items) != 1:
            self.fail("a kernel block takes one T.Kernel(...)")
        item = node.items[0]
        call = item.context_expr
        if not self.is_builtin_call(call, "Kernel"):
            self.fail("'with' is only supported as `with T.Kernel(...) as (bx, by):`", call)
        if self.kernel is not None:
            self.fail("one T.Kernel per kernel function: the block is already inside one" if
                      self.builder.region is not self.func.body else "a kernel function holds one T.Kernel block")
        if self.builder.region is not self.func.body or len(self.frames) > 1:
            self.fail("T.Kernel must be at the top level of the kernel function", call)
        bound = self.bind_builtin(call)
        blocks = self.call_positional(bound, "blocks")
        if not 1 <= len(blocks) <= 3:
            self.fail(f"T.Kernel takes 1 to 3 grid extents, got {len(blocks)}", call)
        grid = []
        for i, b in enumerate(blocks):
            v = self.lift(self.visit_expr(b))
            self.node = b
            grid.append(self.emit.to_index(v, f"grid extent {i}"))
        threads = self.kernel_threads(bound)
        for flag in ("is_cpu", "prelude"):
            if flag in bound.arguments and self.eval_const(bound.arguments[flag], flag) not in (False, None):
                self.fail(f"T.Kernel({flag}=...) is not supported", bound.arguments[flag])
        names = self.as_names(item.optional_vars, len(grid))
        args = [Value(INDEX, n) for n in (names + [None] * len(grid))[:len(grid)]]
        with self.located(node):
            self.kernel = self.builder.op(O.KernelOp, grid=grid, threads=threads, body=Region(args))
        for n, a in zip(names, args):
            self.frame.names[n] = a
        self.visit_scoped_body(node.body, self.kernel.body, "is defined inside the kernel block")

    def kernel_threads(self, bound) -> tuple[int, ...]:
        node = bound.arguments.get("threads")
        threads = 128 if node is None else self.eval_const(node, "threads")
        if isinstance(threads, int) and not isinstance(threads, bool):
            threads = (threads,)
        if not (isinstance(threads, (tuple, list)) and 1 <= len(threads) <= 3 and
                all(isinstance(t, int) and not isinstance(t, bool) and t > 0 for t in threads)):
            self.fail(f"threads must be a positive int or a tuple of up to 3, got {threads!r}", node)
        if _prod(threads) > 1024:
            self.fail(f"a block holds at most 1024 threads, got {_prod(threads)}", node)
        return tuple(threads)

    def as_names(self, target, n: int) -> list[str]:
        if target is None:
            return []
        elts = target.elts if isinstance(target, (ast.Tuple, ast.List)) else [target]
        if not all(isinstance(e, ast.Name) for e in elts):
            self.fail("bind block indices to plain names: `as (bx, by)`", target)
        if len(elts) > n:
            self.fail(f"the grid has {n} dim(s) but {len(elts)} block indices are named", target)
        return [e.id for e in elts]

    def visit_scoped_body(self, body, region: Region, reason: str) -> dict:
        """Visit ``body`` into ``region``; names it defines go out of scope after it.
        Returns the names as they stood at the end of the body."""
        before = dict(self.frame.names)
        with self.builder.at(region):
            self.visit_body(body)
        after = dict(self.frame.names)
        self.frame.names = before
        for name in after:
            if name not in before:
                self.frame.names[name] = OutOfScope(reason + "; it cannot be used after it")
        return after


def _prod(xs) -> int:
    out = 1
    for x in xs:
        out *= x
    return out


__all__ = ["StmtMixin", "is_number", "is_scalar"]
