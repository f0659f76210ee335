"""Loops and conditionals, with Python variables carried through them as SSA values.

A name assigned inside a run-time loop that already holds a scalar before it is
loop-carried: the loop takes its value in, the body yields the next one, and the
name holds the loop's result afterwards.  A run-time ``if`` does the same with
names assigned on its branches.  Names first defined inside a body stay inside.
"""

from __future__ import annotations

import ast
import functools

from tilelang.errors import TileLangError
from tilelang.lowering.ir import ops as O
from tilelang.lowering.ir.core import Region, Value
from tilelang.lowering.ir.types import INDEX, BufferType, is_scalar

from . import promote as P
from .emitter import describe, is_number
from .frames import OutOfScope

LOOP_BUILTINS = {"serial": "serial", "unroll": "unroll", "vectorized": "vectorized", "Pipelined": "pipelined",
                 "Parallel": None, "grid": None}


def assigned_names(stmts) -> list[str]:
    """Names a block of statements assigns (not counting the targets of nested loops,
    which are local to them), in first-assignment order."""
    out: dict[str, None] = {}

    def visit(node, loop_targets=frozenset()):
        if isinstance(node, (ast.FunctionDef, ast.Lambda, ast.ClassDef, ast.ListComp, ast.DictComp,
                             ast.SetComp, ast.GeneratorExp)):
            return
        if isinstance(node, ast.For):
            inner = {n.id for n in ast.walk(node.target) if isinstance(n, ast.Name)}
            for child in node.body + node.orelse:
                visit(child, loop_targets | inner)
            visit(node.iter, loop_targets)
            return
        if isinstance(node, ast.Name) and isinstance(node.ctx, ast.Store) and node.id not in loop_targets:
            out.setdefault(node.id)
        for child in ast.iter_child_nodes(node):
            visit(child, loop_targets)

    for s in stmts:
        visit(s)
    return list(out)


def stores_of(stmts, name: str) -> list[ast.Name]:
    """The assignments to ``name`` in ``stmts``, in source order (for error locations)."""
    found = [n for s in stmts for n in ast.walk(s)
             if isinstance(n, ast.Name) and isinstance(n.ctx, ast.Store) and n.id == name]
    return sorted(found, key=lambda n: (n.lineno, n.col_offset))


class ControlMixin:
    """``for`` over T.serial / range / T.Pipelined / T.unroll / T.vectorized / T.grid /
    T.Parallel (or a compile-time tuple), and ``if``."""

    # ---- for ------------------------------------------------------------------------
    def stmt_For(self, node):
        if node.orelse:
            self.fail("for ... else is not supported in a kernel")
        it = node.iter
        name = self.builtin_name(it)
        if name in LOOP_BUILTINS:
            bound = self.bind_builtin(it)
            if name == "Parallel":
                return self.parallel_loop(node, bound)
            if name == "grid":
                extents = self.call_positional(bound, "extents")
                return self.nested_loops(node, [(0, e, 1) for e in extents], "serial", {})
            kind = LOOP_BUILTINS[name]
            start, stop, step = self.range_args(bound)
            attrs = {}
            if name == "Pipelined":
                attrs = self.pipelined_attrs(bound)
                if attrs["num_stages"] == 0:
                    kind, attrs = "serial", {}
            return self.nested_loops(node, [(start, stop, step)], kind, attrs)
        if isinstance(it, ast.Call) and self.visit_callee(it.func) is range:
            if it.keywords:
                self.fail("range() takes no keyword arguments", it)
            args = list(it.args)
            if not 1 <= len(args) <= 3:
                self.fail(f"range expected 1 to 3 arguments, got {len(args)}", it)
            start, stop, step = (args + [None, None])[:3] if len(args) > 1 else (None, args[0], None)
            return self.nested_loops(node, [(start, stop, step)], "serial", {})
        seq = self.visit_expr(it)
        if isinstance(seq, (tuple, list)):  # compile-time iteration: the body is unrolled while parsing
            for item in seq:
                self.assign(node.target, item)
                self.visit_body(node.body)
            return
        self.fail(f"cannot loop over {describe(seq)}: use range, T.serial, T.Pipelined, T.Parallel, "
                  "T.unroll, T.vectorized, T.grid, or a compile-time tuple", it)

    def range_args(self, bound):
        a = bound.arguments
        start, stop, step = a.get("start"), a.get("stop"), a.get("step")
        if stop is None:
            start, stop = None, start
        return start, stop, step

    def pipelined_attrs(self, bound) -> dict:
        """The ``for`` attributes of ``T.Pipelined``'s arguments (num_stages, warp_specialize,
        pingpong, unroll_stages)."""
        a = bound.arguments
        stages = self.eval_int(a["num_stages"], "num_stages") if "num_stages" in a else 0
        if stages < 0:
            self.fail(f"num_stages must be >= 0, got {stages}", a["num_stages"])
        for key in ("order", "stage", "sync", "group"):
            if key in a and self.eval_const(a[key], key) is not None:
                self.fail(f"T.Pipelined({key}=...) is not supported yet", a[key])
        specialize = self.eval_const(a["warp_specialize"], "warp_specialize") if "warp_specialize" in a else False
        if not isinstance(specialize, bool):
            self.fail(f"warp_specialize must be True or False, got {specialize!r}", a["warp_specialize"])
        if specialize and stages < 2:
            self.fail(f"warp_specialize needs num_stages >= 2 (a producer runs ahead into other stages), "
                      f"got {stages}", a["warp_specialize"])
        pingpong = self.eval_const(a["pingpong"], "pingpong") if "pingpong" in a else False
        if not isinstance(pingpong, bool):
            self.fail(f"pingpong must be True or False, got {pingpong!r}", a["pingpong"])
        if pingpong and not specialize:
            self.fail("pingpong needs warp_specialize=True (the consumer warpgroups take turns)", a["pingpong"])
        unroll = self.eval_const(a["unroll_stages"], "unroll_stages") if "unroll_stages" in a else False
        if not isinstance(unroll, bool):
            self.fail(f"unroll_stages must be True or False, got {unroll!r}", a["unroll_stages"])
        if unroll and (specialize or stages < 2):
            self.fail(f"unroll_stages needs num_stages >= 2 (got {stages}) and no warp_specialize (the copies of "
                      "the body each fill one stage)", a["unroll_stages"])
        return {"num_stages": stages, "warp_specialize": specialize, **({"pingpong": True} if pingpong else {}),
                **({"unroll_stages": True} if unroll else {})}

    def loop_bound(self, node, default, what):
        if node is None:
            return self.emit.const(default, INDEX)
        value = node if not isinstance(node, ast.AST) else self.visit_expr(node)
        with self.located(node if isinstance(node, ast.AST) else self.node):
            return self.emit.to_index(value, what)

    def nested_loops(self, node, ranges, kind, attrs):
        targets = self.loop_targets(node.target, len(ranges))
        self._loop_level(node, ranges, targets, kind, attrs, 0)

    def _loop_level(self, node, ranges, targets, kind, attrs, level):
        start, stop, step = ranges[level]
        if step is not None:
            step_value = self.eval_int(step, "the loop step") if isinstance(step, ast.AST) else step
            if step_value <= 0:
                self.fail(f"the loop step must be a positive constant, got {step_value}", step)
        lb = self.loop_bound(start, 0, "the loop start")
        ub = self.loop_bound(stop, 0, "the loop bound")
        st = self.loop_bound(step, 1, "the loop step")
        if level + 1 < len(ranges):
            body = functools.partial(self._loop_level, node, ranges, targets, kind, attrs, level + 1)
        else:
            body = functools.partial(self.visit_body, node.body)
        self.carried_loop(node, lb, ub, st, targets[level], kind, attrs, body)

    def loop_targets(self, target, n):
        elts = target.elts if isinstance(target, (ast.Tuple, ast.List)) else [target]
        if len(elts) != n or not all(isinstance(e, ast.Name) for e in elts):
            self.fail(f"this loop needs {n} plain loop variable name(s)", target)
        return [e.id for e in elts]

    def carried_loop(self, node, lb, ub, step, var, kind, attrs, visit_body):
        carried = self.carried_names(node.body, "loop")
        inits = [self.carry_init(n) for n in carried]
        iv = Value(INDEX, var)
        args = [Value(v.type, n) for n, v in zip(carried, inits)]
        with self.located(node):
            loop = self.builder.op(O.ForOp, [v.type for v in inits], names=list(carried), lb=lb, ub=ub, step=step,
                                   inits=inits, kind=kind, **attrs, body=Region([iv] + args))
        before = dict(self.frame.names)
        self.frame.names[var] = iv
        for n, a in zip(carried, args):
            self.frame.names[n] = a
        with self.builder.at(loop.body):
            visit_body()
            with self.located(node):
                nexts = [self.carried_value(n, a.type, node.body) for n, a in zip(carried, args)]
                if carried:
                    self.builder.op(O.YieldOp, values=nexts)
        self.close_scope(before, "is defined inside a loop body")
        for n, r in zip(carried, loop.results):
            self.frame.names[n] = r

    def carried_names(self, body, what) -> list[str]:
        out = []
        for name in assigned_names(body):
            current = self.frame.names.get(name)
            if current is None or isinstance(current, OutOfScope):
                continue
            if is_number(current) or (isinstance(current, Value) and is_scalar(current.type)):
                out.append(name)
            elif isinstance(current, Value) and isinstance(current.type, BufferType) and current.type.scope == "var":
                continue  # assignments store into the var
            else:
                stores = stores_of(body, name)
                self.fail(f"'{name}' holds {describe(current)} and is reassigned inside a run-time {what}; "
                          "only scalars can change there", stores[0] if stores else None)
        return out

    def carry_init(self, name) -> Value:
        current = self.frame.names[name]
        return self.emit.value(current)

    def carried_value(self, name, t, body) -> Value:
        value = self.frame.names.get(name)
        if isinstance(value, OutOfScope) or value is None:
            self.fail(f"'{name}' is not defined at the end of the loop body")
        try:
            return self.emit.convert(value, t, f"'{name}' is {t} before the loop and changes type inside it")
        except TileLangError as e:
            message = e.message
        stores = stores_of(body, name)  # the assignment that changed the type, not the loop
        self.fail(message, stores[-1] if stores else None)

    def close_scope(self, before, reason):
        after = self.frame.names
        self.frame.names = dict(before)
        for name in after:
            if name not in before:
                self.frame.names[name] = OutOfScope(reason + "; it cannot be used after it")

    def parallel_loop(self, node, bound):
        extents = [self.eval_int(e, "a T.Parallel extent") for e in self.call_positional(bound, "extents")]
        if not extents or any(e <= 0 for e in extents):
            self.fail(f"T.Parallel extents must be positive ints, got {extents}")
        if "coalesced_width" in bound.arguments and \
                self.eval_const(bound.arguments["coalesced_width"], "coalesced_width") is not None:
            self.fail("T.Parallel(coalesced_width=...) is not supported", bound.arguments["coalesced_width"])
        names = self.loop_targets(node.target, len(extents))
        for name in assigned_names(node.body):
            current = self.frame.names.get(name)
            if isinstance(current, Value) and isinstance(current.type, BufferType):
                continue
            if current is not None and not isinstance(current, OutOfScope):
                self.fail(f"'{name}' is reassigned inside T.Parallel, whose iterations run in parallel; "
                          "keep per-element values in a fragment buffer", (stores_of(node.body, name) or [None])[0])
        args = [Value(INDEX, n) for n in names]
        with self.located(node):
            loop = self.builder.op(O.ParallelOp, extents=tuple(extents), body=Region(args))
        before = dict(self.frame.names)
        for n, a in zip(names, args):
            self.frame.names[n] = a
        self.parallel_depth += 1
        with self.builder.at(loop.body):
            self.visit_body(node.body)
        self.parallel_depth -= 1
        self.close_scope(before, "is defined inside a T.Parallel body")

    # ---- conditional expressions ----------------------------------------------------
    def lazy_select(self, cond, then_node, else_node):
        """``then if cond else other`` evaluating only the chosen side (TileLang's
        ``T.if_then_else`` and Python's ``a if c else b``), so a guarded load is never
        performed out of bounds.  Sides without loads become a plain ``select``."""
        cond = self.lift(cond)
        if not isinstance(cond, Value):
            return self.visit_expr(then_node if cond else else_node)
        cond = self.emit.to_bool(cond)
        sides, regions = [], (Region(), Region())
        for node, region in zip((then_node, else_node), regions):
            with self.builder.at(region):
                sides.append(self.lift(self.visit_expr(node)))
        a, b = sides
        for x, node in zip(sides, (then_node, else_node)):
            if not (is_number(x) or (isinstance(x, Value) and is_scalar(x.type))):
                self.fail(f"a conditional value must be a scalar, got {describe(x)}", node)
        if all(is_number(x) for x in sides):
            t = P.common_type(P.literal_type(a), P.literal_type(b))
        else:
            t = self.emit.operand_types(a, b)
        loads = any(o.name == "load" for r in regions for op in r.ops for o in op.walk())
        if not loads:  # pure and cheap: compute both sides here and select
            for r in regions:
                self.builder.region.ops.extend(r.ops)
            av, bv = (self.emit.cast(self.emit.value(x, t), t) for x in sides)
            return self.builder.value(O.SelectOp, t, cond=cond, true_value=av, false_value=bv)
        for x, region in zip(sides, regions):
            with self.builder.at(region):
                self.builder.op(O.YieldOp, values=[self.emit.cast(self.emit.value(x, t), t)])
        return self.builder.value(O.IfOp, t, cond=cond, then_region=regions[0], else_region=regions[1])

    # ---- if -------------------------------------------------------------------------
    def stmt_If(self, node):
        cond = self.lift(self.visit_expr(node.test))
        if not isinstance(cond, Value):
            self.visit_body(node.body if cond else node.orelse)
            return
        cond = self.emit.to_bool(cond)
        before = dict(self.frame.names)
        then_region, else_region = Region(), Region()
        with self.builder.at(then_region):
            self.visit_body(node.body)
        then_names = self.frame.names
        self.frame.names = dict(before)
        with self.builder.at(else_region):
            self.visit_body(node.orelse)
        else_names = self.frame.names
        self.frame.names = dict(before)
        merged, results = [], []
        for name in assigned_names(node.body + node.orelse):
            t, e, b = then_names.get(name), else_names.get(name), before.get(name)
            if t is b and e is b:
                continue
            if t is None or e is None or isinstance(t, OutOfScope) or isinstance(e, OutOfScope):
                self.frame.names[name] = OutOfScope("is assigned on only one branch of a run-time if")
                continue
            scalar = [is_number(x) or (isinstance(x, Value) and is_scalar(x.type)) for x in (t, e)]
            if not all(scalar):
                if t is e:
                    self.frame.names[name] = t
                    continue
                self.fail(f"'{name}' gets different non-scalar values on the branches of a run-time if")
            merged.append((name, t, e))
        for name, t, e in merged:
            types = [x.type if isinstance(x, Value) else P.literal_type(x) for x in (t, e)]
            results.append(P.common_type(*types) if types[0] != types[1] else types[0])
        for region, side in ((then_region, 1), (else_region, 2)):
            with self.builder.at(region), self.located(node):
                values = [self.emit.cast(self.emit.value(m[side], rt), rt) for m, rt in zip(merged, results)]
                if merged:
                    self.builder.op(O.YieldOp, values=values)
        with self.located(node):
            op = self.builder.op(O.IfOp, results, names=[m[0] for m in merged], cond=cond,
                                 then_region=then_region, else_region=else_region)
        for (name, _, _), r in zip(merged, op.results):
            self.frame.names[name] = r
