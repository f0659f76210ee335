"""The tile-level interpreter: runs a module's function block by block with numpy.

This defines the reference semantics of every tile program.  Each op kind has a
small rule (``@rule("name")``); an op without one is reported by name.  A
``T.Parallel`` body runs once over the whole tile, every value an array over
the iteration space (``mask`` marks the active elements under run-time ``if``s);
bodies that cannot run that way run element by element.
"""

from __future__ import annotations

import itertools

import numpy as np

from tilelang.errors import TileLangError
from tilelang.lowering.ir.core import Op, Region, rule_registry
from tilelang.lowering.ir.ops.tile import ATOMIC_OPS
from tilelang.lowering.ir.types import BufferType, TensorType

from tilelang.lowering.ir import scalar_semantics as S
from .memory import Memory, new_buffer

RULES: dict[str, object] = {}
rule = rule_registry(RULES)


class Interpreter:
    """Executes one ``func`` op; ``env`` maps values to arrays or ``Memory``."""

    def __init__(self, func, env: dict, symbols: dict[str, int]):
        self.func = func
        self.env = env
        self.symbols = symbols
        self.mask = None          # active elements inside a vectorized T.Parallel body
        self.block = ()           # the current block index, for T.print
        self.op: Op | None = None

    def fail(self, message: str):
        loc = self.op.loc if self.op is not None else None
        raise TileLangError(message, loc)

    def run(self) -> None:
        self.region(self.func.body)

    def region(self, r: Region):
        """Run ``r``'s ops; return the values of its ``yield`` (or [])."""
        for op in r.ops:
            if op.name == "yield":
                return [self.env[v] for v in op.values]
            self.op = op
            fn = RULES.get(op.name)
            if fn is None:
                self.fail(f"the interpreter has no rule for op '{op.name}' "
                          f"(thread-level ops run in the simulator, target='sim')")
            fn(self, op)
        return []

    def set_mask(self, m) -> None:
        """Enter the elements ``m`` of a per-element branch (``run_if``)."""
        self.mask = m

    def get(self, v):
        return self.env[v]

    def set(self, v, x) -> None:
        self.env[v] = x

    def scalar_int(self, v, what: str) -> int:
        x = self.get(v)
        if np.ndim(x) != 0:
            self.fail(f"{what} varies across a T.Parallel tile; it must be the same for every element")
        return int(x)


# ---- structure -----------------------------------------------------------------------
@rule("kernel")
def run_kernel(it: Interpreter, op):
    grid = [it.scalar_int(g, "a grid extent") for g in op.grid]
    for block in itertools.product(*[range(g) for g in grid]):
        it.block = block
        for arg, b in zip(op.body.args, block):
            it.set(arg, np.int64(b))
        it.region(op.body)


@rule("for")
def run_for(it: Interpreter, op):
    lb, ub = it.scalar_int(op.lb, "a loop bound"), it.scalar_int(op.ub, "a loop bound")
    step = it.scalar_int(op.step, "a loop step")
    if step <= 0:
        it.fail(f"loop step must be positive, got {step}")
    values = [it.get(v) for v in op.inits]
    iv, carried = op.body.args[0], op.body.args[1:]
    for i in range(lb, ub, step):
        it.set(iv, np.int64(i))
        for a, v in zip(carried, values):
            it.set(a, v)
        out = it.region(op.body)
        if carried:
            values = out
    for r, v in zip(op.results, values):
        it.set(r, v)


@rule("if")
def run_if(it: Interpreter, op, merge=np.where):
    """An ``if``; the simulator's too (``backends/sim/control.py``).  A per-element
    condition (inside a vectorized T.Parallel body; per thread in the simulator) runs
    both sides, each under the mask of its elements (``it.set_mask``) -- a side no
    element takes does not run at all -- and ``merge(cond, then, else)`` picks each
    element's result."""
    cond = np.asarray(it.get(op.cond))
    if cond.ndim == 0:
        out = it.region(op.then_region if bool(cond) else op.else_region)
        for r, v in zip(op.results, out):
            it.set(r, v)
        return
    outer = it.mask
    sides = []
    for region, taken in ((op.then_region, cond), (op.else_region, ~cond)):
        m = taken if outer is None else taken & outer
        if np.any(m):
            it.set_mask(m)
            sides.append(it.region(region))
        else:
            sides.append(None)
        it.mask = outer
        it.op = op
    then_vals, else_vals = sides
    for i, r in enumerate(op.results):
        t = then_vals[i] if then_vals is not None else else_vals[i]
        e = else_vals[i] if else_vals is not None else t
        it.set(r, merge(cond, t, e))


@rule("parallel")
def run_parallel(it: Interpreter, op):
    extents = op.extents
    if it.mask is not None:
        it.fail("T.Parallel inside a per-element branch is not supported")
    if vectorizable(op):
        grids = np.ix_(*[np.arange(e, dtype=np.int64) for e in extents])
        for a, g in zip(op.body.args, grids):
            it.set(a, g)
        it.mask = None
        it.region(op.body)
        return
    for point in itertools.product(*[range(e) for e in extents]):
        for a, i in zip(op.body.args, point):
            it.set(a, np.int64(i))
        it.region(op.body)


def vectorizable(op) -> bool:
    """A T.Parallel body runs as whole-tile arrays unless it holds tile ops, nested
    parallel loops, or loops whose bounds depend on the element."""
    inner = set()
    for sub in op.body.ops:
        for o in sub.walk():
            for r in o.results:
                inner.add(r)
            for reg in o.regions():
                inner.update(reg.args)
    inner.update(op.body.args)
    for sub in op.body.ops:
        for o in sub.walk():
            if o.tile_level or o.name == "kernel" or \
                    (o.name in ATOMIC_OPS and o.extents):
                return False
            if o.name == "for" and any(v in inner for v in (o.lb, o.ub, o.step)):
                return False
    return True


# ---- scalars -------------------------------------------------------------------------
@rule(*[n for n in ("add", "sub", "mul", "div", "rem", "floordiv", "floormod", "min", "max", "pow", "and",
                    "or", "xor", "shl", "shr", "fmax", "fmin", "maximum", "minimum")])
def run_binary(it: Interpreter, op):
    it.set(op.result, S.binary(op.name, op.result.type, it.get(op.lhs), it.get(op.rhs), it.fail, it.mask))


@rule("eq", "ne", "lt", "le", "gt", "ge")
def run_compare(it: Interpreter, op):
    it.set(op.result, S.compare(op.name, it.get(op.lhs), it.get(op.rhs)))


@rule(*S.UNARY, "not")
def run_unary(it: Interpreter, op):
    it.set(op.result, S.unary(op.name, op.result.type, it.get(op.value)))


@rule("const")
def run_const(it: Interpreter, op):
    it.set(op.result, S.const(op.result.type, op.value))


@rule("fma")
def run_fma(it: Interpreter, op):
    it.set(op.result, S.fma(op.result.type, it.get(op.a), it.get(op.b), it.get(op.c)))


@rule("select")
def run_select(it: Interpreter, op):
    it.set(op.result, S.select(it.get(op.cond), it.get(op.true_value), it.get(op.false_value)))


@rule("cast")
def run_cast(it: Interpreter, op):
    x, dst = it.get(op.value), op.result.type
    dt = getattr(dst, "dtype", None)
    if dt is not None and (dt.is_float or dt.is_lut) and not dt.has_nan and np.asarray(x).dtype.kind == "f":
        nan = np.isnan(x) if it.mask is None else (np.isnan(x) & it.mask)
        if np.any(nan):  # masked-off lanes may hold NaN placeholders; active ones may not
            it.fail(f"cast of NaN to {dt.name}, which has no NaN code")
    it.set(op.result, S.convert(op.value.type, dst, x))


@rule("reinterpret")
def run_reinterpret(it: Interpreter, op):
    it.set(op.result, S.reinterpret(op.value.type, op.result.type, it.get(op.value)))


@rule("from_planes")
def run_from_planes(it: Interpreter, op):
    code, lo = None, 0
    for v in op.planes:  # the first plane's bits lowest
        bits = S.to_bits(v.type, it.get(v)).astype(np.int64) << lo
        code = bits if code is None else code | bits
        lo += v.type.dtype.bits
    it.set(op.result, S.from_bits(op.result.type, code.astype(np.uint64)))


@rule("raw_code")
def run_raw_code(it: Interpreter, op):
    from tilelang.dtypes import float64
    from tilelang.lowering.ir.types import ScalarType
    from tilelang.lowering.word_decode import raw_affine

    fmt, out, f64 = op.code.type.dtype, op.result.type, ScalarType(float64)
    table = np.array([raw_affine(fmt, out.dtype.name, p) for p in range(32 // fmt.bits)], dtype=np.float64)
    at = np.asarray(it.get(op.position)).astype(np.int64) % table.shape[0]
    value = np.asarray(S.convert(op.code.type, f64, it.get(op.code)), dtype=np.float64)
    it.set(op.result, S.convert(f64, out, value * table[at, 0] + table[at, 1]))  # (m v + b: exact in out)


@rule("symbol")
def run_symbol(it: Interpreter, op):
    it.set(op.result, np.int64(it.symbols[op.sym]))


@rule("thread_binding")
def run_thread_binding(it: Interpreter, op):
    it.fail("T.get_thread_binding gives per-thread values; the tile-level interpreter has no threads "
            "(run it on target='sim', the thread-level simulator, or on 'cuda')")


# ---- memory --------------------------------------------------------------------------
@rule("alloc_shared", "alloc_fragment", "alloc_local", "alloc_var")
def run_alloc(it: Interpreter, op):
    t: BufferType = op.result.type
    mem = new_buffer(op.result.name or t.scope, t)
    if op.name == "alloc_var" and op.init is not None:
        mem.values[()] = it.get(op.init)
    it.set(op.result, mem)


def _indices(it: Interpreter, mem: Memory, index_values, what: str):
    """Index arrays for ``mem``, bounds-checked on the active elements."""
    idx = [np.asarray(it.get(v), dtype=np.int64) for v in index_values]
    shape = np.broadcast_shapes(*[i.shape for i in idx], *(() if it.mask is None else (it.mask.shape,)))
    active = np.ones(shape, dtype=bool) if it.mask is None else np.broadcast_to(it.mask, shape)
    idx = [np.broadcast_to(i, shape) for i in idx]
    for d, (i, n) in enumerate(zip(idx, mem.shape)):
        bad = active & ((i < 0) | (i >= n))
        if np.any(bad):
            where = tuple(int(j[bad][0]) for j in idx)
            it.fail(f"out-of-bounds {what} of {mem.name} at {list(where)} (shape {list(mem.shape)})")
    return idx, active, shape


@rule("load")
def run_load(it: Interpreter, op):
    mem: Memory = it.get(op.source)
    if not op.indices:
        it.set(op.result, mem.values[()].copy())
        return
    idx, active, shape = _indices(it, mem, op.indices, "load")
    if shape == ():
        it.set(op.result, mem.values[tuple(int(i) for i in idx)])
        return
    out = np.zeros(shape, dtype=mem.values.dtype)
    out[active] = mem.values[tuple(i[active] for i in idx)]
    it.set(op.result, out)


@rule("store")
def run_store(it: Interpreter, op):
    mem: Memory = it.get(op.dest)
    value = np.asarray(it.get(op.value))
    if not op.indices:
        if it.mask is not None or value.ndim:
            it.fail(f"a per-element value is stored into the scalar {mem.name} inside T.Parallel")
        mem.values[()] = value
        return
    idx, active, shape = _indices(it, mem, op.indices, "store")
    shape = np.broadcast_shapes(shape, value.shape)
    value = np.broadcast_to(value, shape)
    active = np.broadcast_to(active, shape)
    idx = [np.broadcast_to(i, shape) for i in idx]
    mem.values[tuple(i[active] for i in idx)] = value[active]


@rule("use_swizzle", "annotate_layout", "pdl_sync", "pdl_trigger", "wait_wgmma", "disable_warp_group_reg_alloc",
      "min_blocks_per_sm", "lookup_tables")
def run_hint(it: Interpreter, op):
    """Layouts, rasterization, launch overlap and registers change performance, not results (the
    interpreter runs one kernel at a time, each after the previous one finished; a
    gemm left running completes at once here)."""


@rule("print")
def run_print(it: Interpreter, op):
    value = it.get(op.value)
    shown = value.values if isinstance(value, Memory) else value
    where = f"block {list(it.block)}" if it.block else "host"
    print(f"[{where}] {op.msg}{': ' if op.msg else ''}{shown}")


def is_global(mem_value) -> bool:
    return isinstance(mem_value.type, TensorType)
