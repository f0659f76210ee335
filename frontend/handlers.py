"""The ``T.*`` built-ins that emit IR: allocation, tile ops, scalar functions, hints.

Each handler takes the parser, the call node and the call's arguments bound to
the built-in's signature (as AST nodes), and returns the call's value.  Tile ops
are verified as soon as they are built, so shape and scope mistakes are
reported at the user's line.
"""

from __future__ import annotations

import ast

from tilelang.dtypes import DType
from tilelang.errors import IRVerifyError
from tilelang.layout import Fragment, Layout
from tilelang.frontend.annotations import SymbolicDim
from tilelang.lowering.ir import ops as O
from tilelang.lowering.ir.core import Value, rule_registry
from tilelang.lowering.ir.types import BOOL, INDEX, BufferType, ScalarType, TensorType, is_memory, is_scalar

from .builtins import EMITTERS
from .emitter import describe, is_number
from .exprs import _Keyed

HANDLERS = {}
handler = rule_registry(HANDLERS)  # (``@handler("name", ...)``: the built-ins the function handles)


def arg(p, bound, name, default=None):
    return bound.arguments.get(name, default)


def checked(p, node, api: str, op):
    """Verify a freshly built op; its complaint becomes the user's error at ``node``."""
    try:
        op.verify_fields()
        op.verify()
    except IRVerifyError as e:
        msg = e.message.split("op: ", 1)[-1]
        p.fail(f"T.{api}: {msg}", node)
    return op


def in_kernel(p, node, api):
    if not p.inside_kernel():
        p.fail(f"T.{api} must be inside a `with T.Kernel(...)` block", node)


def unsupported_if_set(p, bound, api, **defaults):
    for key, default in defaults.items():
        if key in bound.arguments and p.eval_const(bound.arguments[key], key) != default:
            p.fail(f"T.{api}({key}=...) is not supported", bound.arguments[key])


def memory(p, node, api, what):
    v = p.visit_expr(node)
    if not (isinstance(v, Value) and is_memory(v.type)):
        p.fail(f"T.{api}: {what} must be a tensor or buffer, got {describe(v)}", node)
    return v


def in_scope(p, node, api, what, v, scopes):
    """``v`` (the value of argument ``node``) is a buffer in one of ``scopes``; else fail at the argument."""
    if not (isinstance(v.type, BufferType) and v.type.scope in scopes):
        p.fail(f"T.{api}: {what} must be a {' or '.join(scopes)} buffer, got {v.type}", node)


# ---- allocation -----------------------------------------------------------------------
SCOPES = {"alloc_shared": ("shared", ("shared", "shared.dyn"), O.AllocSharedOp),
          "alloc_fragment": ("fragment", ("local.fragment",), O.AllocFragmentOp),
          "alloc_local": ("local", ("local",), O.AllocLocalOp)}


@handler("alloc_shared", "alloc_fragment", "alloc_local")
def alloc_buffer(p, node, bound):
    api = p.builtin_name(node)
    scope, accepted, cls = SCOPES[api]
    in_kernel(p, node, api)
    shape = p.eval_const(bound.arguments["shape"], "the buffer shape")
    if isinstance(shape, int):
        shape = (shape,)
    if not isinstance(shape, (tuple, list)) or not shape or \
            not all(isinstance(d, int) and not isinstance(d, bool) and d > 0 for d in shape):
        why = " (buffers need static shapes; T.dynamic dims are for tensors)" if \
            isinstance(shape, (tuple, list)) and any(isinstance(d, SymbolicDim) for d in shape) else ""
        p.fail(f"T.{api}: shape must be a tuple of positive ints, got {shape!r}{why}", bound.arguments["shape"])
    dtype = p.eval_dtype(bound.arguments["dtype"], f"T.{api} dtype")
    if "scope" in bound.arguments and p.eval_const(bound.arguments["scope"], "scope") not in accepted:
        p.fail(f"T.{api}: scope must be one of {accepted}", bound.arguments["scope"])
    return p.builder.value(cls, BufferType(scope, tuple(shape), dtype))


@handler("alloc_var")
def alloc_var(p, node, bound):
    in_kernel(p, node, "alloc_var")
    dtype = p.eval_dtype(bound.arguments["dtype"], "T.alloc_var dtype")
    init = bound.arguments.get("init")
    t = BufferType("var", (), dtype)
    init_value = None
    if init is not None:
        value = p.visit_expr(init)
        with p.located(init):
            init_value = p.emit.convert(value, ScalarType(dtype), "T.alloc_var init")
    return p.builder.value(O.AllocVarOp, t, init=init_value)


# ---- regions (T.copy, T.atomic_add) ------------------------------------------------------
class Side:
    """One operand of a copy: a tensor or buffer, offsets, extents (None: not known yet)."""

    def __init__(self, mem, offsets, extents, corner):
        self.mem, self.offsets, self.extents, self.corner = mem, offsets, extents, corner


def region_side(p, node, api, what) -> Side:
    if isinstance(node, ast.Subscript):
        mem = p.visit_expr(node.value)
        if isinstance(mem, Value) and is_memory(mem.type):
            return subscript_side(p, mem, node, api, what)
    mem = memory(p, node, api, what)
    shape = mem.type.shape
    zero = [p.emit.const(0, INDEX) for _ in shape]
    return Side(mem, zero, [d if isinstance(d, int) else None for d in shape], False)


def subscript_side(p, mem, node, api, what) -> Side:
    items = p.subscript_items(node)
    shape = mem.type.shape
    if len(items) != len(shape):
        p.fail(f"T.{api}: {what} has rank {len(shape)} but is indexed with {len(items)} index(es)", node)
    offsets, extents = [], []
    corner = not any(isinstance(i, ast.Slice) for i in items)
    for d, (item, dim) in enumerate(zip(items, shape)):
        if isinstance(item, ast.Slice):
            if item.step is not None:
                p.fail(f"T.{api}: slices with a step are not supported", item)
            start = p.lift(p.visit_expr(item.lower)) if item.lower is not None else 0
            stop = p.lift(p.visit_expr(item.upper)) if item.upper is not None else \
                (dim if isinstance(dim, int) else None)
            with p.located(item):
                offsets.append(p.emit.to_index(start, f"the start of dim {d}"))
            extent = None if stop is None else p.emit.difference(stop, start)
            if extent is None and item.upper is not None:  # an explicit width must be known
                p.fail(f"T.{api}: the width of the slice of dim {d} is not a compile-time constant; "
                       "slice with a constant width, e.g. A[i * 32:(i + 1) * 32]", item)
            if extent is not None and extent <= 0:
                p.fail(f"T.{api}: the slice of dim {d} is empty ({extent} elements)", item)
            extents.append(extent)
        else:
            value = p.lift(p.visit_expr(item))
            with p.located(item):
                offsets.append(p.emit.to_index(value, f"index {d}"))
            extents.append(1)
    return Side(mem, offsets, extents, corner)


def resolve_extents(p, node, api, a: Side, b: Side) -> None:
    """Fill a corner side's extents (and unknown ones) from the other side."""
    if a.corner and b.corner:
        p.fail(f"T.{api}: one side must give the region's extent (a buffer or a slice); "
               "both are single elements", node)
    for this, other in ((a, b), (b, a)):
        if this.corner:
            known = [e for e in other.extents if e != 1]
            if None in known:
                p.fail(f"T.{api}: the region's extent is not a compile-time constant", node)
            if len(known) > len(this.extents):
                p.fail(f"T.{api}: a {len(known)}-D region does not fit a rank-{len(this.extents)} corner", node)
            this.extents = [1] * (len(this.extents) - len(known)) + known
    for this, other in ((a, b), (b, a)):
        if None in this.extents:
            other_known = [e for e in other.extents if e != 1]
            this_known = [e for e in this.extents if e != 1]
            if None not in other_known and len(other_known) == len(this_known):
                it = iter(other_known)
                this.extents = [next(it) if e != 1 else 1 for e in this.extents]
    for side, what in ((a, "src"), (b, "dst")):
        if None in side.extents:
            d = side.extents.index(None)
            p.fail(f"T.{api}: the extent of dim {d} of {what} is not a compile-time constant; "
                   "slice with a constant width, e.g. A[i * 32:(i + 1) * 32]", node)


@handler("copy")
def copy(p, node, bound):
    in_kernel(p, node, "copy")
    unsupported_if_set(p, bound, "copy", coalesced_width=None, disable_tma=False)
    eviction = "evict_normal"
    if "eviction_policy" in bound.arguments:
        arg = bound.arguments["eviction_policy"]
        eviction = p.eval_const(arg, "eviction_policy")
        if eviction is None:
            eviction = "evict_normal"
        elif eviction not in O.EVICTION_POLICIES:
            p.fail(f"T.copy: eviction_policy must be None or one of {', '.join(map(repr, O.EVICTION_POLICIES))}, "
                   f"got {eviction!r}", arg)
    src = region_side(p, bound.arguments["src"], "copy", "src")
    dst = region_side(p, bound.arguments["dst"], "copy", "dst")
    resolve_extents(p, node, "copy", src, dst)
    with p.located(node):
        op = p.builder.op(O.CopyOp, src=src.mem, dst=dst.mem, src_offsets=src.offsets, dst_offsets=dst.offsets,
                          src_extents=tuple(src.extents), dst_extents=tuple(dst.extents), eviction=eviction)
    checked(p, node, "copy", op)


@handler("atomic_add", "atomic_max", "atomic_min")
def atomic_add(p, node, bound):
    api = p.builtin_name(node)
    cls = {"atomic_add": O.AtomicAddOp, "atomic_max": O.AtomicMaxOp, "atomic_min": O.AtomicMinOp}[api]
    in_kernel(p, node, api)
    unsupported_if_set(p, bound, api, memory_order=None)
    dst = region_side(p, bound.arguments["dst"], api, "dst")
    value = p.lift(p.visit_expr(bound.arguments["value"]))
    with p.located(node):
        if isinstance(value, Value) and is_memory(value.type):
            src = Side(value, [], list(value.type.shape), False)
            resolve_extents(p, node, api, src, dst)
            op = p.builder.op(cls, dst=dst.mem, dst_offsets=dst.offsets, value=value, extents=tuple(dst.extents))
        else:
            if not dst.corner:
                p.fail(f"T.{api}: a scalar value needs one element as dst, e.g. C[i, j]", node)
            from tilelang.lowering.ir.types import element_type

            v = p.emit.convert(value, element_type(dst.mem.type), f"T.{api} value")
            op = p.builder.op(cls, dst=dst.mem, dst_offsets=dst.offsets, value=v)
    checked(p, node, api, op)


@handler("gemm")
def gemm(p, node, bound):
    in_kernel(p, node, "gemm")
    unsupported_if_set(p, bound, "gemm", k_pack=1)
    wg_wait = p.eval_const(bound.arguments["wg_wait"], "wg_wait") if "wg_wait" in bound.arguments else 0
    if wg_wait not in (0, -1) or isinstance(wg_wait, bool):
        p.fail(f"T.gemm(wg_wait=...) must be 0 (wait for the gemm) or -1 (leave it running until "
               f"T.wait_wgmma), got {wg_wait!r}", bound.arguments["wg_wait"])
    flags = {k: bool(p.eval_const(bound.arguments[k], k)) if k in bound.arguments else False
             for k in ("transpose_A", "transpose_B", "clear_accum")}
    # A and B may be sliced along the reduction dim (the same part of K of both)
    k_dims = {"A": 0 if flags["transpose_A"] else 1, "B": 1 if flags["transpose_B"] else 0}
    mems, ranges = {}, {}
    for k in ("A", "B", "C"):
        node_k = bound.arguments[k]
        if k != "C" and _sliced(node_k):
            mems[k] = memory(p, node_k.value, "gemm", k)
            ranges[k] = _k_slice(p, node_k, mems[k], k_dims[k], k)
        else:
            mems[k] = memory(p, node_k, "gemm", k)
    a, b, c = mems["A"], mems["B"], mems["C"]
    k_range = {}
    if ranges:
        if len(ranges) != 2 or ranges["A"] != ranges["B"]:
            p.fail(f"T.gemm: slice A and B along the reduction dim (K) alike, got "
                   f"{', '.join(f'{k}[{r[0]}:{r[1]}]' for k, r in ranges.items())}", node)
        k_range = dict(k_begin=ranges["A"][0], k_end=ranges["A"][1])
    policy = p.eval_const(bound.arguments["policy"], "policy") if "policy" in bound.arguments else None
    policy = "square" if policy is None else policy
    from tilelang.layout.warp_tiling import POLICIES

    if policy not in POLICIES:
        p.fail(f"T.gemm(policy=...) must be T.GemmWarpPolicy.Square, FullRow or FullCol (or "
               f"{', '.join(repr(x) for x in POLICIES)}), got {policy!r}", bound.arguments["policy"])
    for k, v, scopes, what in (("A", a, ("shared", "fragment"), "A"), ("B", b, ("shared", "fragment"), "B"),
                               ("C", c, ("fragment",), "accumulator C")):
        in_scope(p, bound.arguments[k], "gemm", what, v, scopes)
    with p.located(node):
        op = p.builder.op(O.GemmOp, A=a, B=b, C=c, policy=policy, wg_wait=wg_wait, **flags, **k_range)
    checked(p, node, "gemm", op)


def _sliced(node) -> bool:
    """``node`` subscripts with a slice (``A_s[:, 0:64]``): a region, not an element or a
    compile-time item (``bufs[0]``)."""
    if not isinstance(node, ast.Subscript):
        return False
    items = node.slice.elts if isinstance(node.slice, ast.Tuple) else [node.slice]
    return any(isinstance(i, ast.Slice) for i in items)


def _k_slice(p, node, mem, k_dim: int, what: str) -> tuple[int, int]:
    """(first, end) of T.gemm's operand ``what`` sliced as ``node`` (``A_s[:, 64:128]``):
    only its reduction dim ``k_dim`` may be a part, with compile-time bounds."""
    items = p.subscript_items(node)
    shape = mem.type.shape
    if len(items) != len(shape) or not all(isinstance(i, ast.Slice) and i.step is None for i in items):
        p.fail(f"T.gemm: {what} must be a buffer or a slice of one along K, one `lo:hi` per dim, got "
               f"{len(items)} index(es) for rank {len(shape)}", node)
    out = None
    for d, (item, dim) in enumerate(zip(items, shape)):
        lo = p.eval_const(item.lower, f"the start of {what}'s dim {d}") if item.lower is not None else 0
        hi = p.eval_const(item.upper, f"the end of {what}'s dim {d}") if item.upper is not None else dim
        if d == k_dim:
            out = (lo, hi)
        elif (lo, hi) != (0, dim):
            p.fail(f"T.gemm: only the reduction dim (K) of {what} may be sliced; its dim {d} must be whole "
                   f"(0:{dim}), got {lo}:{hi}", item)
    return out


@handler("wait_wgmma")
def wait_wgmma(p, node, bound):
    in_kernel(p, node, "wait_wgmma")
    pending = p.eval_const(bound.arguments["pending"], "pending") if "pending" in bound.arguments else 0
    if not isinstance(pending, int) or isinstance(pending, bool) or pending < 0:
        p.fail(f"T.wait_wgmma(pending) takes an int of 0 or more, got {pending!r}", bound.arguments["pending"])
    with p.located(node):
        op = p.builder.op(O.WaitWgmmaOp, pending=pending)
    checked(p, node, "wait_wgmma", op)


@handler("split_k_reduce")
def split_k_reduce(p, node, bound):
    in_kernel(p, node, "split_k_reduce")
    src = memory(p, bound.arguments["partial"], "split_k_reduce", "partial")
    in_scope(p, bound.arguments["partial"], "split_k_reduce", "partial", src, ("fragment",))
    work = memory(p, bound.arguments["workspace"], "split_k_reduce", "workspace")
    counter = region_side(p, bound.arguments["arrivals"], "split_k_reduce", "arrivals")
    out = region_side(p, bound.arguments["out"], "split_k_reduce", "out")
    if not counter.corner or not out.corner:
        p.fail("T.split_k_reduce: arrivals is one element (Count[by, bx]) and out a corner (C[r0, c0])", node)
    part = p.emit.convert(p.lift(p.visit_expr(bound.arguments["part"])), INDEX, "T.split_k_reduce part")
    parts = bound.arguments.get("parts")
    if parts is not None:
        parts = p.emit.convert(p.lift(p.visit_expr(parts)), INDEX, "T.split_k_reduce parts")
    cluster = bool(p.eval_const(bound.arguments["cluster"], "cluster")) if "cluster" in bound.arguments else False
    with p.located(node):
        op = p.builder.op(O.SplitKReduceOp, src=src, work=work, arrivals=counter.mem,
                          arrival_indices=counter.offsets, dst=out.mem, dst_offsets=out.offsets, part=part,
                          parts=parts, cluster=cluster)
    checked(p, node, "split_k_reduce", op)


@handler("arrive_last")
def arrive_last(p, node, bound):
    in_kernel(p, node, "arrive_last")
    counter = region_side(p, bound.arguments["arrivals"], "arrive_last", "arrivals")
    if not counter.corner:
        p.fail("T.arrive_last: arrivals is one element of an int32 tensor, e.g. Count[b, h]", node)
    count = p.emit.convert(p.lift(p.visit_expr(bound.arguments["count"])), INDEX, "T.arrive_last count")
    with p.located(node):
        op = p.builder.op(O.ArriveLastOp, [BOOL], arrivals=counter.mem, arrival_indices=counter.offsets, count=count)
    checked(p, node, "arrive_last", op)
    return op.result


@handler("block_any")
def block_any(p, node, bound):
    in_kernel(p, node, "block_any")
    flags = memory(p, bound.arguments["flags"], "block_any", "flags")
    in_scope(p, bound.arguments["flags"], "block_any", "flags", flags, ("fragment",))
    with p.located(node):
        op = p.builder.op(O.BlockAnyOp, [BOOL], flags=flags)
    checked(p, node, "block_any", op)
    return op.result


@handler("fill", "clear")
def fill(p, node, bound):
    api = "clear" if "value" not in bound.signature.parameters else "fill"
    in_kernel(p, node, api)
    buf = memory(p, bound.arguments["buffer"], api, "buffer")
    if not isinstance(buf.type, BufferType):
        p.fail(f"T.{api} fills shared, fragment and local buffers, not global tensors", bound.arguments["buffer"])
    value = p.visit_expr(bound.arguments["value"]) if api == "fill" else 0
    with p.located(node):
        v = p.emit.convert(value, ScalarType(buf.type.dtype), f"T.{api} value")
        op = p.builder.op(O.FillOp, dst=buf, value=v)
    checked(p, node, api, op)


@handler("reduce_sum", "reduce_max", "reduce_min", "reduce_abssum", "reduce_absmax")
def reduce(p, node, bound):
    api = p.builtin_name(node)
    in_kernel(p, node, api)
    src = memory(p, bound.arguments["buffer"], api, "buffer")
    dst = memory(p, bound.arguments["out"], api, "out")
    for k, v in (("buffer", src), ("out", dst)):
        in_scope(p, bound.arguments[k], api, k, v, ("shared", "fragment", "local"))
    dim = p.eval_int(bound.arguments["dim"], "dim") if "dim" in bound.arguments else -1
    clear = bool(p.eval_const(bound.arguments["clear"], "clear")) if "clear" in bound.arguments else True
    nan = bound.arguments.get("nan_propagate")
    nan = p.eval_const(nan, "nan_propagate") if nan is not None else False
    if not isinstance(nan, bool):
        p.fail(f"T.{api}: nan_propagate must be True or False, got {describe(nan)}", bound.arguments["nan_propagate"])
    with p.located(node):
        op = p.builder.op(O.ReduceOp, src=src, dst=dst, kind=api[len("reduce_"):], dim=dim, clear=clear,
                          nan_propagate=nan)
    checked(p, node, api, op)


@handler("raw_code")
def raw_code(p, node, bound):
    dtype = p.eval_dtype(bound.arguments["dtype"], "T.raw_code dtype")
    code, position = scalar_arg(p, bound, "code"), scalar_arg(p, bound, "position")
    for name, v in (("code", code), ("position", position)):
        if not (isinstance(v, Value) and is_scalar(v.type)):
            p.fail(f"T.raw_code: {name} must be a scalar (a code of a packed buffer; its place in the row), got "
                   f"{describe(v)}", bound.arguments[name])
    with p.located(node):
        op = p.builder.op(O.RawCodeOp, [ScalarType(dtype)], code=code, position=position)
    checked(p, node, "raw_code", op)
    return op.result


# ---- scalar functions -------------------------------------------------------------------
def scalar_arg(p, bound, name):
    return p.lift(p.visit_expr(bound.arguments[name]))


@handler("if_then_else")
def if_then_else(p, node, bound):
    a = bound.arguments
    with p.located(node):
        return p.lazy_select(p.visit_expr(a["cond"]), a["then_value"], a["else_value"])


@handler("cast")
def cast(p, node, bound):
    value = scalar_arg(p, bound, "value")
    dtype = p.eval_dtype(bound.arguments["dtype"], "T.cast dtype")
    with p.located(node):
        return p.cast_to(value, ScalarType(dtype))


@handler("from_planes")
def from_planes(p, node, bound):
    dtype = p.eval_dtype(bound.arguments["dtype"], "T.from_planes dtype")
    planes = bound.arguments.get("planes", ())
    if not planes:
        p.fail("T.from_planes needs the planes' values (lowest bits first)", node)
    values = []
    for a in planes:
        v = p.visit_expr(a)
        if not (isinstance(v, Value) and is_scalar(v.type)):
            p.fail(f"T.from_planes: each plane must be a scalar code (an element of a plane buffer), got "
                   f"{describe(v)}", a)
        values.append(v)
    with p.located(node):
        op = p.builder.op(O.FromPlanesOp, [ScalarType(dtype)], planes=values, format=dtype.name)
    checked(p, node, "from_planes", op)
    return op.result


@handler("ceildiv")
def ceildiv(p, node, bound):
    a, b = scalar_arg(p, bound, "a"), scalar_arg(p, bound, "b")
    with p.located(node):
        if is_number(a) and is_number(b):
            if b == 0:
                p.fail("T.ceildiv: division by zero", bound.arguments["b"])
            return -(-a // b)
        return p.emit.binary("FloorDiv", p.emit.binary("Sub", p.emit.binary("Add", a, b), 1), b)


@handler("min", "max")
def minmax(p, node, bound):
    a, b = scalar_arg(p, bound, "a"), scalar_arg(p, bound, "b")
    with p.located(node):
        return p.minmax(p.builtin_name(node), a, b)


@handler("clamp")
def clamp(p, node, bound):
    x, lo, hi = (scalar_arg(p, bound, k) for k in ("x", "lo", "hi"))
    with p.located(node):
        return p.minmax("max", p.minmax("min", x, hi), lo)


@handler("infinity", "max_value", "min_value")
def dtype_limit(p, node, bound):
    """A constant of ``dtype``: +inf, or its largest / lowest finite value."""
    api = p.builtin_name(node)
    dtype = p.eval_dtype(bound.arguments["dtype"], f"T.{api} dtype")
    if api == "infinity":
        if not (dtype.is_float and dtype.has_inf):
            p.fail(f"T.infinity: {dtype} has no infinity (T.max_value gives its largest value)",
                   bound.arguments["dtype"])
        value = float("inf")
    elif dtype.is_bool:
        value = api == "max_value"
    else:
        value = dtype.max_value if api == "max_value" else dtype.min_value
    with p.located(node):
        return p.emit.const(value, ScalarType(dtype))


@handler("exp", "exp2", "log", "log2", "sqrt", "rsqrt", "abs", "tanh", "erf", "sigmoid", "floor", "ceil", "round",
         "sin", "cos")
def math_call(p, node, bound):
    x = scalar_arg(p, bound, "x")
    with p.located(node):
        return p.emit.unary(p.builtin_name(node), x)


# ---- threads, layouts, debugging ----------------------------------------------------------
@handler("get_thread_binding")
def get_thread_binding(p, node, bound):
    in_kernel(p, node, "get_thread_binding")
    dim = p.eval_int(bound.arguments["dim"], "dim") if "dim" in bound.arguments else 0
    if dim not in (0, 1, 2):
        p.fail(f"T.get_thread_binding: dim must be 0, 1 or 2, got {dim}", node)
    return p.builder.value(O.ThreadBindingOp, INDEX, dim=dim)


@handler("use_swizzle")
def use_swizzle(p, node, bound):
    in_kernel(p, node, "use_swizzle")
    panel = p.eval_int(bound.arguments["panel_size"], "panel_size")
    order = p.eval_const(bound.arguments["order"], "order") if "order" in bound.arguments else "row"
    enable = bool(p.eval_const(bound.arguments["enable"], "enable")) if "enable" in bound.arguments else True
    if order == "mlx":
        p.fail("T.use_swizzle(order='mlx') is not supported yet; use 'row' or 'column'", node)
    if order not in ("row", "column", "col"):
        p.fail(f"T.use_swizzle: order must be 'row' or 'column', got {order!r}", node)
    order = "col" if order == "column" else order  # (the IR's spelling; "col" is also taken)
    op = p.builder.op(O.UseSwizzleOp, panel_size=panel, order=order, enable=enable)
    checked(p, node, "use_swizzle", op)


@handler("annotate_min_blocks_per_sm")
def annotate_min_blocks_per_sm(p, node, bound):
    in_kernel(p, node, "annotate_min_blocks_per_sm")
    n = p.eval_int(bound.arguments["n"], "n")
    if n < 1:
        p.fail(f"T.annotate_min_blocks_per_sm: n must be at least 1, got {n}", node)
    with p.located(node):
        p.builder.op(O.MinBlocksPerSmOp, count=n)


@handler("annotate_lookup_tables")
def annotate_lookup_tables(p, node, bound):
    in_kernel(p, node, "annotate_lookup_tables")
    place = p.eval_const(bound.arguments["place"], "place")
    if place not in O.LOOKUP_PLACES:
        p.fail(f"T.annotate_lookup_tables: place must be one of {', '.join(map(repr, O.LOOKUP_PLACES))}, "
               f"got {place!r}", node)
    with p.located(node):
        p.builder.op(O.LookupTablesOp, place=place)


@handler("annotate_layout")
def annotate_layout(p, node, bound):
    in_kernel(p, node, "annotate_layout")
    mapping = p.visit_expr(bound.arguments["layout_map"])
    if not isinstance(mapping, dict):
        p.fail(f"T.annotate_layout takes a dict {{buffer: layout}}, got {describe(mapping)}", node)
    for key, layout in mapping.items():
        buf = key.value if isinstance(key, _Keyed) else key
        if isinstance(buf, Value) and isinstance(buf.type, TensorType):
            _annotate_tensor(p, node, buf, layout)
            continue
        if not (isinstance(buf, Value) and isinstance(buf.type, BufferType)):
            p.fail(f"T.annotate_layout: keys must be buffers, got {describe(buf)}", node)
        if not isinstance(layout, (Layout, Fragment)):
            p.fail(f"T.annotate_layout: the layout of {buf.name} must be a T.Layout or T.Fragment, "
                   f"got {describe(layout)}", node)
        op = p.builder.op(O.AnnotateLayoutOp, buffer=buf, layout=layout)
        checked(p, node, "annotate_layout", op)


def _annotate_tensor(p, node, tensor, layout):
    """``T.annotate_layout({A: L})`` on a tensor parameter: the same as declaring it
    ``T.Tensor(shape, dtype, layout=L)`` (the caller passes ``L.apply(logical)``)."""
    from tilelang.errors import TileLangError
    from tilelang.frontend.annotations import _global_layout

    if all(tensor is not a for a in p.func.body.args):
        p.fail(f"T.annotate_layout: {tensor.name} is not a tensor parameter of this kernel", node)
    t = tensor.type
    shape = tuple(SymbolicDim(d) if isinstance(d, str) else d for d in t.shape)
    try:
        layout = _global_layout(layout, shape)
    except TileLangError as e:
        p.fail(f"T.annotate_layout: {tensor.name}: {str(e).removeprefix('T.Tensor: ')}", node)
    if t.layout is not None and t.layout != layout:
        p.fail(f"T.annotate_layout: {tensor.name} already has a layout (from its annotation or an earlier "
               f"T.annotate_layout)", node)
    tensor.type = TensorType(t.shape, t.dtype, layout)


@handler("print")
def print_(p, node, bound):
    unsupported_if_set(p, bound, "print", warp_group_id=0, warp_id=0)
    obj = p.lift(p.visit_expr(bound.arguments["obj"]))
    msg = p.eval_const(bound.arguments["msg"], "msg") if "msg" in bound.arguments else ""
    if not isinstance(msg, str):
        p.fail(f"T.print: msg must be a string, got {describe(msg)}", node)
    with p.located(node):
        value = obj if isinstance(obj, Value) else p.emit.value(obj)
        if not (is_scalar(value.type) or is_memory(value.type)):
            p.fail(f"T.print prints scalars and buffers, got {describe(value)}", node)
        p.builder.op(O.PrintOp, value=value, msg=msg)


# the emitters written beside their built-ins' stubs (builtins.py: ``@emitter``)
_both = HANDLERS.keys() & EMITTERS.keys()
assert not _both, f"built-ins with two handlers: {sorted(_both)}"
HANDLERS.update(EMITTERS)

__all__ = ["HANDLERS", "DType", "TensorType"]
