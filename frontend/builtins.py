"""The kernel language's built-ins (``T.copy``, ``T.gemm``, ``T.Parallel`` ...).

Each is a stub with TileLang's signature and a docstring: the frontend reads
calls to them from the kernel's source and turns them into IR, checking the
arguments against the signature.  Called as plain Python (outside a
``@T.prim_func``) they raise an error that says so.
"""

from __future__ import annotations

import functools
import inspect

from tilelang.errors import TileLangError

BUILTINS: dict[str, object] = {}


def builtin(fn):
    """Register ``fn``'s signature and docstring as the built-in ``T.<name>``."""
    name = fn.__name__

    @functools.wraps(fn)
    def stub(*args, **kwargs):
        raise TileLangError(f"T.{name}() can only be used inside a @T.prim_func kernel")

    stub.__tl_builtin__ = name
    stub.__signature__ = inspect.signature(fn)
    BUILTINS[name] = stub
    return stub


EMITTERS: dict[str, object] = {}


def emitter(*names):
    """Register the function that turns a call of the built-ins ``names`` into IR, written
    beside the built-in's stub (``handlers.py`` holds the older ones and the helpers):
    ``fn(parser, call_node, bound_arguments)``.  It runs only while a kernel is parsed, so
    it imports the IR inside its body, and ``T`` stays light to import."""

    def register(fn):
        for name in names:
            EMITTERS[name] = fn
        return fn

    return register


# ---- kernel, threads, memory ---------------------------------------------------------
@builtin
def Kernel(*blocks, threads=128, is_cpu=False, prelude=None):
    """``with T.Kernel(gx, gy=1, gz=1, threads=128) as (bx, by):`` a grid of blocks;
    ``threads`` is an int or a tuple of up to 3 ints."""


@builtin
def get_thread_binding(dim=0):
    """This thread's index in its block along ``dim``."""


@builtin
def alloc_shared(shape, dtype, scope="shared.dyn"):
    """A buffer in shared memory, shared by the block's threads."""


@builtin
def alloc_fragment(shape, dtype, scope="local.fragment"):
    """A tile spread over the block's registers (accumulators, element-wise work)."""


@builtin
def alloc_local(shape, dtype, scope="local"):
    """A buffer private to each thread."""


@builtin
def alloc_var(dtype, init=None, scope="local.var"):
    """One scalar per thread, read as a value and assigned with ``x = ...`` / ``x[0] = ...``."""


# ---- eager-style @tilelang.jit functions (frontend/eager.py) ---------------------------
@builtin
def const(names, dtype="int32"):
    """Sizes named in an eager ``@tilelang.jit`` function: ``M, N, K = T.const("M, N, K")``
    (or ``"M N K"``; one name gives one value).  Each is read, at every call, from the
    first tensor annotation that has it as a whole dim (``A: T.Tensor((M, K), dtype)``),
    or given by name to ``f.compile(M=...)``; each distinct set of values compiles its
    own static kernel."""


@builtin
def empty(*shape, dtype="float32"):
    """An output of an eager ``@tilelang.jit`` function: ``C = T.empty((M, N), dtype)``
    (or ``T.empty(M, N, dtype=...)``), allocated by each call and ``return``ed."""


@emitter("const", "empty")
def _emit_eager(p, node, bound):
    eager = getattr(p, "eager_builtin", None)
    if eager is None:
        name = p.builtin_name(node)
        p.fail(f"T.{name} is for eager @tilelang.jit functions (tensors as parameters), not a @T.prim_func", node)
    return eager(node, bound)


# ---- tile ops -------------------------------------------------------------------------
@builtin
def copy(src, dst, coalesced_width=None, disable_tma=False, eviction_policy=None):
    """Copy ``src`` into ``dst``: buffers, slices ``A[i:i+m, k:k+n]`` or elements ``A[i, k]``
    naming the corner (extent from the other side).  Casts when dtypes differ; elements
    outside a global tensor read as zero and are not written.

    ``eviction_policy`` (a global source copied into shared memory): how long L2 keeps
    the lines read -- ``"evict_first"`` for data read once (a weight streamed through
    a gemm), ``"evict_last"`` for data other blocks read again (activations shared by
    every tile), ``"evict_normal"`` / None the default.  A hint to the cache, not a
    change to the result: it applies where the copy lowers to a TMA load (CUDA sm_90, a
    tile copy in a pipelined loop) and is ignored by the other forms (cp.async: on the
    H100 a cache-hinted cp.async faulted, benchmarks/RESULTS.md) and by the
    interpreter."""


@builtin
def gemm(A, B, C, transpose_A=False, transpose_B=False, policy=None, clear_accum=False, k_pack=1, wg_wait=0):
    """``C += A @ B`` (with optional transposes; ``clear_accum`` zeroes C first).
    A and B in shared or fragment buffers, C a fragment.  ``policy``: the warp grid,
    ``T.GemmWarpPolicy.Square`` (default), ``FullRow`` or ``FullCol``.  ``wg_wait=-1``:
    on Hopper's wgmma the gemm is left running (C and a register A are not to be read or
    written) until ``T.wait_wgmma`` completes it; elsewhere it completes at once."""


@builtin
def wait_wgmma(pending=0):
    """Wait until at most ``pending`` of the newest gemms left running
    (``T.gemm(..., wg_wait=-1)``) are still running: the older ones are complete.  Gemms
    complete in the order they were issued.  A no-op for gemms that completed at once
    (not on wgmma)."""


@builtin
def arrive_last(arrivals, count):
    """Count this block in and say whether it is the last of ``count`` blocks to arrive
    (a bool, the same in all the block's threads): ``arrivals`` is an element of an int32
    tensor, zero before the first of them arrives (the last sets it back to zero).  What
    the arriving blocks' threads wrote to memory before it is visible to the last block
    after it, so the last may finish their partial results in the same kernel -- e.g.
    ``if T.arrive_last(Count[b, h], num_splits): ...`` combines a sequence's splits.
    (``T.split_k_reduce`` is this for sums of tiles.)"""


@builtin
def block_any(flags):
    """Whether any element of the fragment ``flags`` is true (nonzero) in any thread of
    the block: a bool, the same in all its threads, for an ``if`` around tile ops.  It is
    a block barrier too -- what the threads wrote to shared memory before it is visible
    to all after -- so a loop step that stores a tile for its next gemm can vote at the
    barrier it needs anyway: ``if T.block_any(over): <the rare slow path>``."""


@builtin
def split_k_reduce(partial, workspace, arrivals, out, part, parts=None, cluster=False):
    """Hand in this block's float32 ``partial`` tile of a reduction over K split into
    ``parts`` blocks (``workspace``: a float32 (parts, M, N) tensor; ``part``: this
    block's index in 0..parts-1); the block that arrives last for the tile sums the
    parts in order and writes ``out`` (a corner of the (M, N) output, e.g.
    ``C[by * bm, bx * bn]``), in out's dtype.  ``arrivals``: an element of an int32
    tensor, one per output tile, zero before the first call (it is reset after each
    tile).  The split-K epilogue in one kernel: no zero-filled output, no cast after,
    and the same sum in any block order.

    ``parts`` (optional, an expression): how many blocks hand in this tile, from 1 up
    to the workspace's first extent (the default) -- a stream-K schedule splits a tile
    only where the blocks' ranges of k-steps end; ``part`` then counts below it.  A
    tile of one part is written to ``out`` directly (no workspace, no count).

    ``cluster=True`` (Hopper, sm_90; where ``part`` is the kernel's third block index
    and its grid extent is ``parts``, at most 8 -- elsewhere it is ignored): the parts
    of a tile run as one thread-block cluster and sum through each other's shared
    memory, with no global round trips (``workspace`` and ``arrivals`` go unused); the
    same sums in the same order.  It pays where each SM runs one or two large blocks
    (H100: 5 us less on 128 x 128 two-warpgroup tiles); with many small blocks per SM
    the cluster placement costs more than it saves (3-15 us more on the small-M int4
    gemms), benchmarks/RESULTS.md."""


@builtin
def clear(buffer):
    """Fill ``buffer`` with zero."""


@builtin
def fill(buffer, value):
    """Fill ``buffer`` with ``value``."""


@builtin
def reduce_sum(buffer, out, dim=-1, clear=True):
    """Reduce ``buffer`` along ``dim`` by sum into ``out``; ``clear=False`` accumulates into out."""


@builtin
def reduce_max(buffer, out, dim=-1, clear=True, nan_propagate=False):
    """Reduce ``buffer`` along ``dim`` by max into ``out``; ``clear=False`` accumulates into out.
    Floats: a NaN is skipped (C's ``fmaxf``; a line of NaNs gives -inf, where the
    reduction starts), unless ``nan_propagate=True``: then a NaN in the line gives NaN."""


@builtin
def reduce_min(buffer, out, dim=-1, clear=True, nan_propagate=False):
    """Reduce ``buffer`` along ``dim`` by min into ``out``; ``clear=False`` accumulates into out.
    Floats: a NaN is skipped (C's ``fminf``; a line of NaNs gives +inf, where the
    reduction starts), unless ``nan_propagate=True``: then a NaN in the line gives NaN."""


@builtin
def reduce_abssum(buffer, out, dim=-1, clear=True):
    """Reduce ``buffer`` along ``dim`` by sum of absolute values into ``out``."""


@builtin
def reduce_absmax(buffer, out, dim=-1, clear=True, nan_propagate=False):
    """Reduce ``buffer`` along ``dim`` by max of absolute values into ``out``; a NaN is
    skipped unless ``nan_propagate=True`` (as ``reduce_max``)."""


@builtin
def atomic_add(dst, value, memory_order=None):
    """Atomically add ``value`` (a scalar, or a buffer for a region) to ``dst``."""


@builtin
def atomic_max(dst, value, memory_order=None):
    """Atomically ``dst = max(dst, value)`` (a scalar, or a buffer for a region).  CUDA:
    int32/uint32/int64/uint64 natively; float32/float64 through the integer orderings
    of their bits (negative values and -0.0 included; NaN not ordered); float16 and
    bfloat16 by a compare-and-swap loop."""


@builtin
def atomic_min(dst, value, memory_order=None):
    """Atomically ``dst = min(dst, value)``; the same types as ``atomic_max``."""


@builtin
def cumsum(src, dst=None, dim=0, reverse=False):
    """Inclusive prefix sum of the shared or fragment buffer ``src`` along ``dim`` into
    ``dst`` (same shape and dtype; None: in place).  ``reverse``: sums from the end
    (``dst[i] = src[i] + ... + src[n-1]``).  16-bit floats accumulate in float32."""


@emitter("cumsum")
def _emit_cumsum(p, node, bound):
    import ast

    from tilelang.lowering.ir import ops as O

    from .handlers import checked, in_kernel, in_scope, memory

    in_kernel(p, node, "cumsum")
    src = memory(p, bound.arguments["src"], "cumsum", "src")
    in_scope(p, bound.arguments["src"], "cumsum", "src", src, ("shared", "fragment"))
    dst_node = bound.arguments.get("dst")
    dst = src
    if dst_node is not None and not (isinstance(dst_node, ast.Constant) and dst_node.value is None):
        dst = memory(p, dst_node, "cumsum", "dst")
        in_scope(p, dst_node, "cumsum", "dst", dst, ("shared", "fragment"))
    dim = p.eval_int(bound.arguments["dim"], "dim") if "dim" in bound.arguments else 0
    reverse = bool(p.eval_const(bound.arguments["reverse"], "reverse")) if "reverse" in bound.arguments else False
    with p.located(node):
        op = p.builder.op(O.CumSumOp, src=src, dst=dst, dim=dim, reverse=reverse)
    checked(p, node, "cumsum", op)


# ---- loops ----------------------------------------------------------------------------
@builtin
def Parallel(*extents, coalesced_width=None):
    """``for i, j in T.Parallel(m, n):`` element-wise over a tile; the compiler maps
    iterations to threads and vectorizes."""


@builtin
def serial(start, stop=None, step=None):
    """A sequential loop (like ``range``)."""


@builtin
def Pipelined(start, stop=None, num_stages=0, order=None, stage=None, sync=None, group=None,
              warp_specialize=False, pingpong=False, unroll_stages=False):
    """A sequential loop whose global->shared copies are software-pipelined over
    ``num_stages`` buffers (0: no pipelining).  ``warp_specialize`` (sm_90, every copy a
    TMA): one extra warp of the block issues the copies, ``num_stages`` ahead, and the
    other threads only compute -- stages handed over on mbarriers, no block barrier.
    ``pingpong`` (with ``warp_specialize``, two or more consumer warpgroups): the
    warpgroups take turns issuing each of the body's wgmma groups, so one's other work
    (a softmax) runs while the next's gemm is on the tensor cores.  ``unroll_stages``:
    the loop is unrolled by ``num_stages``, so that each copy of the body reads and fills
    one fixed stage -- every staged address a per-thread base plus a constant, at the
    cost of ``num_stages`` copies of the body (for loops whose shared reads are many
    and cheap: a CUDA-core gemv's; not with ``warp_specialize``)."""


@builtin
def unroll(start, stop=None, step=None, explicit=False):
    """A sequential loop the compiler unrolls."""


@builtin
def vectorized(start, stop=None):
    """A loop the compiler turns into vector instructions."""


@builtin
def grid(*extents):
    """``for i, j in T.grid(m, n):`` nested sequential loops."""


# ---- expressions ----------------------------------------------------------------------
@builtin
def if_then_else(cond, then_value, else_value):
    """``then_value`` where ``cond`` holds, else ``else_value`` (both evaluated)."""


@builtin
def fma(a, b, c):
    """``a * b + c`` rounded once (C's ``fma``), in the operands' common float type
    (float16, bfloat16, float32 or float64).  Where ``a * b`` then ``+ c`` round twice,
    this rounds once; on CUDA two float16 / bfloat16 fmas whose operands sit in the
    same registers run as one packed ``HFMA2`` (``tilelang.ops``' packed gemv)."""


@emitter("fma")
def _emit_fma(p, node, bound):
    from tilelang.lowering.ir import ops as O
    from tilelang.lowering.ir.core import Value
    from tilelang.lowering.ir.types import is_scalar

    from . import promote as P
    from .emitter import describe, is_number

    args = [p.lift(p.visit_expr(bound.arguments[n])) for n in ("a", "b", "c")]
    e = p.emit
    with p.located(node):
        for x in args:
            if not (is_number(x) or (isinstance(x, Value) and is_scalar(x.type))):
                p.fail(f"T.fma needs scalar values, got {describe(x)}", node)
        typed = [x for x in args if not is_number(x)]
        if not typed:
            p.fail("T.fma needs at least one run-time value (constants fold in Python)", node)
        t = typed[0].type
        for x in typed[1:]:
            t = P.common_type(t, x.type)
        t = P.computation_type(t)
        if not P.is_float(t) or t.dtype.bits < 16 or t.dtype.is_lut:
            p.fail(f"T.fma takes float16, bfloat16, float32 or float64 values, got {t}", node)
        vals = [e.cast(e.value(x, t), t) for x in args]
        return p.builder.value(O.FmaOp, t, a=vals[0], b=vals[1], c=vals[2])


@builtin
def cast(value, dtype):
    """``value`` converted to ``dtype``."""


@builtin
def reinterpret(value, dtype):
    """The bits of ``value`` read as ``dtype`` (same width): ``T.reinterpret(x, "int32")``.
    TileLang's older order ``T.reinterpret("int32", x)`` works too: whichever argument is
    a dtype (a name or ``T.<dtype>``) is the dtype; two dtypes or two values are an error."""


@emitter("reinterpret")
def _emit_reinterpret(p, node, bound):
    from tilelang.dtypes import get_dtype
    from tilelang.lowering.ir import ops as O
    from tilelang.lowering.ir.core import Value
    from tilelang.lowering.ir.types import ScalarType

    from .annotations import SymbolicDim
    from .handlers import checked

    # Each argument is evaluated once, in the order written (a value may emit loads).
    nodes = sorted(bound.arguments.values(), key=lambda n: (n.lineno, n.col_offset))
    seen = [(n, p.visit_expr(n)) for n in nodes]
    # a value is an IR value or a number; anything else names a dtype (a str, T.int32, x.dtype)
    spelled = [(n, v) for n, v in seen if not isinstance(v, (Value, SymbolicDim, bool, int, float))]
    if len(spelled) != 1:
        what = "both arguments are dtypes" if spelled else "neither argument is a dtype"
        p.fail(f"T.reinterpret(value, dtype): {what}; pass one value and one dtype (a name such as "
               f"\"int32\" or T.int32)", node)
    dtype_node, dtype = spelled[0]
    try:
        dtype = get_dtype(dtype)
    except (TypeError, ValueError) as e:
        p.fail(f"T.reinterpret dtype: {str(e).removeprefix('get_dtype: ')}", dtype_node)
    value = next(v for n, v in seen if n is not dtype_node)
    with p.located(node):
        v = p.emit.value(p.lift(value))
        op = p.builder.op(O.ReinterpretOp, [ScalarType(dtype)], value=v)
    checked(p, node, "reinterpret", op)
    return op.result


@builtin
def from_planes(dtype, *planes):
    """The ``dtype`` value whose code is the bits of ``planes`` put together, the first
    plane's lowest: how a weight of 3, 5, 6 or 7-bit codes stored as bit planes
    (``tilelang.ops.prepare``; uint4 + uint2 + uint1 planes for 7 bits) is read, e.g.
    ``T.cast(T.from_planes("int5", W4_s[i, j], W1_s[i, j]), "float16")``.  Each plane
    is an unsigned integer code (uint1, uint2, uint4); their widths add up to the
    format's.  Where the planes' tiles hold whole words of a fragment's values (the
    layout ``make_lowbit_dequant_permutation`` gives each plane), the compiler decodes
    a word of each plane at a time (``lowering/word_decode.py``)."""


@builtin
def raw_code(code, position, dtype):
    """The integer ``code`` as the word decode leaves it before its last step, in
    ``dtype`` (float16 or bfloat16): ``m v + b`` for the code's value v, where (m, b) =
    ``tilelang.lowering.word_decode.raw_affine(code's format, dtype, position)`` depends
    on ``position``, the code's place along its packed row (int4 into float16: m = 1, b =
    1032 at even places, m = 16, b = 1152 at odd ones).  Exact.  A program that feeds the
    values to a product undoes m and b on the other side -- scales the other operand by
    1 / m, subtracts the sum of b / m times it -- and where a fragment's codes are whole
    words the lowering decodes them without the final fma (one instruction a pair
    fewer), e.g. ``K_f[n, c] = T.raw_code(K_s[n, c], c, "float16")``."""


@builtin
def ceildiv(a, b):
    """``(a + b - 1) // b`` for non-negative integers."""


@builtin
def floordiv(a, b):
    """``a // b`` rounded toward -inf, as Python's ``//`` (which is the same in a kernel):
    ``T.floordiv(-7, 2) == -4``.  Integers or floats."""


@builtin
def floormod(a, b):
    """``a - b * floordiv(a, b)``: the sign of ``b``, as Python's ``%``:
    ``T.floormod(-7, 2) == 1``."""


@builtin
def truncdiv(a, b):
    """Integer ``a / b`` rounded toward zero, as C's ``/``: ``T.truncdiv(-7, 2) == -3``."""


@builtin
def truncmod(a, b):
    """``a - b * truncdiv(a, b)``: the sign of ``a``, as C's ``%``: ``T.truncmod(-7, 2) == -1``."""


@emitter("floordiv", "floormod", "truncdiv", "truncmod")
def _emit_division(p, node, bound):
    from .handlers import scalar_arg

    a, b = scalar_arg(p, bound, "a"), scalar_arg(p, bound, "b")
    api = p.builtin_name(node)
    opname = {"floordiv": "FloorDiv", "floormod": "Mod", "truncdiv": "TruncDiv", "truncmod": "TruncMod"}[api]
    with p.located(node):
        return p.emit.binary(opname, a, b)


@builtin
def min(a, b):
    """The smaller of ``a`` and ``b``."""


@builtin
def max(a, b):
    """The larger of ``a`` and ``b``."""


@builtin
def clamp(x, lo, hi):
    """``x`` limited to ``[lo, hi]``: ``max(min(x, hi), lo)``."""


@builtin
def infinity(dtype):
    """+inf of the float ``dtype`` (``-T.infinity(dtype)`` is -inf), e.g.
    ``T.fill(m, -T.infinity(accum_dtype))``.  A dtype without infinities is an error."""


@builtin
def max_value(dtype):
    """The largest finite value of ``dtype`` (a constant of that type)."""


@builtin
def min_value(dtype):
    """The lowest finite value of ``dtype`` (for floats ``-max_value``)."""


def _math(name, what):
    def fn(x):
        pass

    fn.__name__ = fn.__qualname__ = name
    fn.__doc__ = what
    return builtin(fn)


exp = _math("exp", "e to the power ``x``.")
exp2 = _math("exp2", "2 to the power ``x``.")
log = _math("log", "Natural logarithm.")
log2 = _math("log2", "Base-2 logarithm.")
sqrt = _math("sqrt", "Square root.")
rsqrt = _math("rsqrt", "1 / sqrt(x).")
abs = _math("abs", "Absolute value.")  # noqa: A001
tanh = _math("tanh", "Hyperbolic tangent.")
erf = _math("erf", "The error function, 2 / sqrt(pi) * integral of exp(-t * t) from 0 to ``x``.")
sigmoid = _math("sigmoid", "1 / (1 + exp(-x)).")
floor = _math("floor", "Round toward -inf.")
ceil = _math("ceil", "Round toward +inf.")
round = _math("round", "Round to nearest, ties to even.")  # noqa: A001
sin = _math("sin", "Sine.")
cos = _math("cos", "Cosine.")


# ---- layout and debugging -------------------------------------------------------------
@builtin
def annotate_layout(layout_map):
    """``T.annotate_layout({buf: layout})``: the layout each buffer must use."""


@builtin
def use_swizzle(panel_size, order="row", enable=True):
    """Rasterize a 2-D grid's blocks in panels of ``panel_size`` for L2 reuse: blocks
    that run at the same time share operand tiles.  ``order="row"`` (default): panels of
    ``panel_size`` block columns (``bx``), walked along ``bx`` first; ``"column"`` (or
    ``"col"``): panels of ``panel_size`` block rows (``by``), walked along ``by`` first.
    Only the order blocks run in changes, never a result; the interpreter and the
    simulator run blocks in their own order.  ``enable=False``: no rasterization."""


@builtin
def pdl_sync():
    """Programmatic dependent launch (Hopper): wait here until the kernel launched before
    this one has finished and its writes are visible.  A kernel that calls it is launched
    so that its blocks can start while the previous kernel drains; put it before the
    first read of anything an earlier kernel writes (ops before it may only touch memory
    no earlier kernel of the stream writes, e.g. constant weights).  No effect before
    sm_90 or on the interpreter and the simulator."""


@builtin
def pdl_trigger():
    """Programmatic dependent launch (Hopper): let the next kernel of the stream start
    its blocks now (its ``T.pdl_sync()`` still waits for this kernel to finish).  A
    scheduling hint: no effect on any result."""


@builtin
def annotate_min_blocks_per_sm(n):
    """Build this kernel for ``n`` blocks running on an SM at once (CUDA's
    ``__launch_bounds__(threads, n)``): the compiler keeps each thread's registers within
    what ``n`` blocks leave it (spilling if it must), and a block's shared memory must
    leave room for ``n``.  No effect on any result, nor on the interpreter and the
    simulator."""


@builtin
def annotate_lookup_tables(place):
    """Where this kernel's table decodes (a cast of a packed 4-bit table format such as
    nf4 or a user codebook into float16 / bfloat16) look their values up: ``"registers"``
    (the default: ``prmt`` over byte tables, 25 ALU instructions a word of 8 codes) or
    ``"shared"`` (a table of every pair of values in shared memory, one load a pair and 11
    integer instructions a word; 32 KiB of the block's shared memory, filled at the kernel's
    start).  No effect on any result, nor on the interpreter."""


@builtin
def disable_warp_group_reg_alloc():
    """Keep this kernel's registers evenly split: a warp-specialized loop's producer stays
    one warp and gives the consumers none of its registers (no ``setmaxnreg``; the
    compile option ``setmaxnreg=False`` does the same for every kernel).  No effect on
    any result."""


@emitter("pdl_sync", "pdl_trigger")
def _emit_pdl(p, node, bound):
    from tilelang.lowering.ir import ops as O

    from .handlers import in_kernel

    name = p.builtin_name(node)
    in_kernel(p, node, name)
    with p.located(node):
        p.builder.op(O.GridDependencySyncOp if name == "pdl_sync" else O.GridDependencyTriggerOp)


@emitter("disable_warp_group_reg_alloc")
def _emit_no_register_split(p, node, bound):
    from tilelang.lowering.ir import ops as O

    from .handlers import in_kernel

    in_kernel(p, node, "disable_warp_group_reg_alloc")
    with p.located(node):
        p.builder.op(O.KeepRegistersOp)


@builtin
def print(obj, msg="", warp_group_id=0, warp_id=0):  # noqa: A001
    """Print a scalar or a buffer with ``msg``."""
