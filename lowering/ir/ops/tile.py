"""Tile-level ops: whole-tile copy, gemm, fill, reductions, scans, atomics, print, layout hints."""


from tilelang.layout import Fragment

from ..core import Op, attr, operand, operands, opt_operand, register_op
from ..types import BOOL, BufferType, TensorType, element_type, is_memory, is_scalar
from .memory import check_indices, eviction_attr

REDUCE_KINDS = ("sum", "max", "min", "abssum", "absmax")
# The atomic read-modify-write family (``T.atomic_add`` / ``atomic_max`` / ``atomic_min``):
# one class each, the same fields; passes and backends test membership here, not one name.
ATOMIC_OPS = ("atomic_add", "atomic_max", "atomic_min")


def squeeze(extents) -> tuple[int, ...]:
    return tuple(e for e in extents if e != 1)


def check_region(op: Op, mem, offsets, extents, what: str) -> None:
    """A rectangular region of ``mem``: one offset and one static extent per dim."""
    check_indices(op, mem, offsets, what)
    if len(extents) != mem.type.rank:
        op.error(f"{what} region has {len(extents)} extents for a rank-{mem.type.rank} operand")
    if any(not isinstance(e, int) or e <= 0 for e in extents):
        op.error(f"{what} extents must be positive ints, got {list(extents)}")
    if isinstance(mem.type, BufferType):
        for d, e in zip(mem.type.shape, extents):
            if e > d:
                op.error(f"{what} region {list(extents)} exceeds the buffer shape {list(mem.type.shape)}")


def buffer_of(op: Op, v, scopes: tuple[str, ...], what: str) -> BufferType:
    if not isinstance(v.type, BufferType) or v.type.scope not in scopes:
        op.error(f"{what} must be a {' or '.join(scopes)} buffer, got {v.type}")
    return v.type


@register_op
class CopyOp(Op):
    """``T.copy``: a region of ``src`` into a region of ``dst``, element-wise, casting
    when the dtypes differ.  Extents equal after dropping unit dims; elements
    outside a global tensor read as zero and are not written.  ``eviction``: the L2
    priority of a global source's lines where the copy lowers to a TMA load
    (``EVICTION_POLICIES``; a hint, no change to the result)."""

    name = "copy"
    tile_level = True
    in_kernel = True
    src: object = operand()
    dst: object = operand()
    src_offsets: list = operands()
    dst_offsets: list = operands()
    src_extents: tuple = attr("ints")
    dst_extents: tuple = attr("ints")
    eviction: str = eviction_attr()

    def verify(self):
        check_region(self, self.src, self.src_offsets, self.src_extents, "src")
        check_region(self, self.dst, self.dst_offsets, self.dst_extents, "dst")
        if squeeze(self.src_extents) != squeeze(self.dst_extents):
            self.error(f"src region {list(self.src_extents)} and dst region {list(self.dst_extents)} differ in shape")


@register_op
class GemmOp(Op):
    """``T.gemm``: ``C += op(A) @ op(B)`` (``C = ...`` with clear_accum); A, B shared or
    fragment, C a fragment accumulator.  ``k_begin`` / ``k_end`` (``k_end`` 0: all of K):
    the product over that part of the reduction dim only (``T.gemm(A[:, 64:128], B[64:128,
    :], C)``)."""

    name = "gemm"
    tile_level = True
    in_kernel = True
    A: object = operand()
    B: object = operand()
    C: object = operand()
    transpose_A: bool = attr("bool", default=False)
    transpose_B: bool = attr("bool", default=False)
    clear_accum: bool = attr("bool", default=False)
    policy: str = attr("str", default="square")  # warp grid: tilelang.layout.warp_tiling.POLICIES
    wg_wait: int = attr("int", default=0)  # -1: a wgmma gemm is left in flight (T.wait_wgmma completes it)
    k_begin: int = attr("int", default=0)
    k_end: int = attr("int", default=0)  # 0: K

    def k_range(self) -> tuple[int, int]:
        """(first, end) of the reduction dim this gemm sums over."""
        k = self.A.type.shape[0] if self.transpose_A else self.A.type.shape[1]
        return self.k_begin, self.k_end or k

    def verify(self):
        from tilelang.layout.warp_tiling import POLICIES

        if self.wg_wait not in (0, -1):
            self.error(f"wg_wait must be 0 (wait for the gemm) or -1 (leave it in flight), got {self.wg_wait}")
        if self.policy not in POLICIES:
            self.error(f"policy must be one of {', '.join(POLICIES)}, got {self.policy!r}")
        a = buffer_of(self, self.A, ("shared", "fragment"), "A")
        b = buffer_of(self, self.B, ("shared", "fragment"), "B")
        c = buffer_of(self, self.C, ("fragment",), "accumulator C")
        for name, t in (("A", a), ("B", b), ("C", c)):
            if t.rank != 2:
                self.error(f"{name} must be 2-D, got {list(t.shape)}")
        m, k = a.shape[::-1] if self.transpose_A else a.shape
        k2, n = b.shape[::-1] if self.transpose_B else b.shape
        if k != k2:
            self.error(f"reduction dims differ: A gives K={k}, B gives K={k2}")
        if tuple(c.shape) != (m, n):
            self.error(f"C is {list(c.shape)}, expected [{m}, {n}]")
        if (self.k_begin or self.k_end) and not (isinstance(k, int) and 0 <= self.k_begin < self.k_end <= k):
            self.error(f"the reduction range [{self.k_begin}, {self.k_end}) is not a non-empty part of K={k}")


@register_op
class FillOp(Op):
    """``T.fill(buf, value)`` (``T.clear`` fills zero)."""

    name = "fill"
    tile_level = True
    in_kernel = True
    dst: object = operand()
    value: object = operand()

    def verify(self):
        t = buffer_of(self, self.dst, ("shared", "fragment", "local", "var"), "dst")
        if self.value.type != element_type(t):
            self.error(f"value is {self.value.type}, the buffer holds {element_type(t)}")


@register_op
class ReduceOp(Op):
    """``T.reduce_<kind>(src, dst, dim, clear, nan_propagate)``: reduce ``src`` along
    ``dim`` into ``dst`` (src's shape without that dim); ``clear=False`` accumulates into
    dst.  max / min / absmax of floats skip a NaN (the fold starts from the identity, or
    dst) unless ``nan_propagate``."""

    name = "reduce"
    tile_level = True
    in_kernel = True
    src: object = operand()
    dst: object = operand()
    kind: str = attr("ident", choices=REDUCE_KINDS)
    dim: int = attr("int", default=-1)
    clear: bool = attr("bool", default=True)
    # max / min / absmax of floats: a NaN skipped (False: C's fmaxf) or propagated (True)
    nan_propagate: bool = attr("bool", default=False)

    def verify(self):
        s = buffer_of(self, self.src, ("shared", "fragment", "local"), "src")
        d = buffer_of(self, self.dst, ("shared", "fragment", "local"), "dst")
        if not -s.rank <= self.dim < s.rank:
            self.error(f"dim {self.dim} is out of range for a rank-{s.rank} source")
        dim = self.dim % s.rank
        want = s.shape[:dim] + s.shape[dim + 1:] or (1,)
        if tuple(d.shape) != tuple(want):
            self.error(f"dst is {list(d.shape)}, expected {list(want)} (src {list(s.shape)} without dim {dim})")
        if s.dtype != d.dtype:
            self.error(f"src ({s.dtype}) and dst ({d.dtype}) dtypes differ")
        if self.nan_propagate and self.kind not in ("max", "min", "absmax"):
            self.error(f"nan_propagate applies to max, min and absmax, not {self.kind}")


@register_op
class CumSumOp(Op):
    """``T.cumsum(src, dst, dim, reverse)``: the inclusive prefix sum of ``src`` along
    ``dim`` into ``dst`` (the same shape and dtype; ``dst`` may be ``src``: in place).
    ``reverse``: the sums run from the end of the dim (suffix sums).  16-bit floats
    accumulate in float32, each output rounded once."""

    name = "cumsum"
    tile_level = True
    in_kernel = True
    src: object = operand()
    dst: object = operand()
    dim: int = attr("int", default=0)
    reverse: bool = attr("bool", default=False)

    def verify(self):
        s = buffer_of(self, self.src, ("shared", "fragment"), "src")
        d = buffer_of(self, self.dst, ("shared", "fragment"), "dst")
        if not -s.rank <= self.dim < s.rank:
            self.error(f"dim {self.dim} is out of range for a rank-{s.rank} source")
        if tuple(s.shape) != tuple(d.shape):
            self.error(f"dst is {list(d.shape)}, src {list(s.shape)}: the shapes must be equal")
        if s.dtype != d.dtype:
            self.error(f"src ({s.dtype}) and dst ({d.dtype}) dtypes differ")
        if not (s.dtype.is_float or s.dtype.is_int) or s.dtype.is_bool or s.dtype.bits < 8:
            self.error(f"cumsum takes float and 8 to 64-bit integer buffers, got {s.dtype}")


@register_op
class AtomicAddOp(Op):
    """``T.atomic_add``: add a scalar to ``dst[offsets]`` (no ``extents``), or a buffer
    to the region of ``dst`` at ``offsets`` with ``extents``, atomically.  The family's
    base: ``atomic_max`` / ``atomic_min`` take the same fields (``ATOMIC_OPS``)."""

    name = "atomic_add"
    in_kernel = True
    dst: object = operand()
    dst_offsets: list = operands()
    value: object = operand()
    extents: tuple = attr("ints", default=())

    def verify(self):
        if not isinstance(self.dst.type, (TensorType, BufferType)):
            self.error(f"dst must be a tensor or buffer, got {self.dst.type}")
        if self.extents:
            check_region(self, self.dst, self.dst_offsets, self.extents, "dst")
            v = buffer_of(self, self.value, ("shared", "fragment", "local"), "value")
            if squeeze(v.shape) != squeeze(self.extents):
                self.error(f"value {list(v.shape)} and dst region {list(self.extents)} differ in shape")
        else:
            check_indices(self, self.dst, self.dst_offsets, "dst")
            if self.value.type != element_type(self.dst.type):
                self.error(f"value is {self.value.type}, dst holds {element_type(self.dst.type)}")


@register_op
class AtomicMaxOp(AtomicAddOp):
    """``T.atomic_max``: ``dst = max(dst, value)`` atomically (a scalar, or a region)."""

    name = "atomic_max"


@register_op
class AtomicMinOp(AtomicAddOp):
    """``T.atomic_min``: ``dst = min(dst, value)`` atomically (a scalar, or a region)."""

    name = "atomic_min"


@register_op
class PrintOp(Op):
    """``T.print(value, msg)``: a scalar or a whole buffer, with a message."""

    name = "print"
    value: object = operand()
    msg: str = attr("str", default="")

    def verify(self):
        if not (is_scalar(self.value.type) or is_memory(self.value.type)):
            self.error(f"prints scalars, tensors and buffers, got {self.value.type}")


@register_op
class AnnotateLayoutOp(Op):
    """``T.annotate_layout({buf: layout})``: the user's layout for one buffer."""

    name = "annotate_layout"
    tile_level = True
    in_kernel = True
    buffer: object = operand()
    layout: object = attr("layout")

    def verify(self):
        t = buffer_of(self, self.buffer, ("shared", "fragment", "local"), "buffer")
        if tuple(self.layout.shape) != tuple(t.shape):
            self.error(f"layout shape {list(self.layout.shape)} differs from the buffer's {list(t.shape)}")
        if (t.scope == "fragment") != isinstance(self.layout, Fragment):
            self.error("fragment buffers take a T.Fragment layout, other buffers a T.Layout")


@register_op
class WaitWgmmaOp(Op):
    """``T.wait_wgmma(pending)``: wait until at most ``pending`` of the newest gemms left
    in flight (``T.gemm(..., wg_wait=-1)``) are still running; the older ones are then
    complete and their accumulators readable.  Groups complete in issue order."""

    name = "wait_wgmma"
    tile_level = True
    in_kernel = True
    pending: int = attr("int", default=0)

    def verify(self):
        if self.pending < 0:
            self.error(f"pending must be 0 or more, got {self.pending}")


@register_op
class UseSwizzleOp(Op):
    """``T.use_swizzle(panel_size, order)``: rasterize blocks in panels for L2 reuse."""

    name = "use_swizzle"
    in_kernel = True
    panel_size: int = attr("int")
    order: str = attr("ident", default="row", choices=("row", "col"))
    enable: bool = attr("bool", default=True)

    def verify(self):
        if self.panel_size <= 0:
            self.error(f"panel_size must be positive, got {self.panel_size}")


@register_op
class SplitKReduceOp(Op):
    """``T.split_k_reduce``: one of ``parts`` blocks that split a reduction over K hands
    in its partial tile ``src`` (a float32 fragment) for the tile of ``dst`` at
    ``dst_offsets``.  The partial goes to ``work[part]`` (``work``: (parts, M, N)
    float32, ``dst``: (M, N)); ``arrivals[arrival_indices]`` (int32, zero before the
    first part arrives) counts the parts in; the block that arrives last sums the
    ``parts`` partials in order 0, 1, ... (float32), writes the sum to ``dst`` in its
    dtype and sets the counter back to zero.  One kernel, no zeroed output, the same
    sum whatever order the blocks ran in.  ``parts`` (optional, an index): how many
    blocks hand in this tile, 1 up to ``work``'s first extent (default: that extent) --
    a tile of a stream-K schedule is split at most where the blocks' ranges of steps
    end; a tile of one part is written directly, with no workspace or count.
    ``cluster``: on sm_90 the parts may hand in as one thread-block cluster instead
    (``tile_lowering/split_k.py``; a fixed count of parts only)."""

    name = "split_k_reduce"
    in_kernel = True
    src: object = operand()
    work: object = operand()
    arrivals: object = operand()
    arrival_indices: list = operands()
    dst: object = operand()
    dst_offsets: list = operands()
    part: object = operand()
    parts: object = opt_operand()
    cluster: bool = attr("bool", default=False)

    def verify(self):
        src = buffer_of(self, self.src, ("fragment",), "src")
        for what, v in (("work", self.work), ("arrivals", self.arrivals), ("dst", self.dst)):
            if not isinstance(v.type, TensorType):
                self.error(f"{what} must be a global tensor, got {v.type}")
        w, d = self.work.type, self.dst.type
        if src.rank != 2 or str(src.dtype) != "float32":
            self.error(f"src must be a 2-D float32 fragment, got {src}")
        if w.rank != 3 or str(w.dtype) != "float32" or tuple(w.shape[1:]) != tuple(d.shape):
            self.error(f"work must be float32 (parts, {', '.join(map(str, d.shape))}) for dst {d}, got {w}")
        if str(self.arrivals.type.dtype) != "int32":
            self.error(f"arrivals must be int32, got {self.arrivals.type}")
        check_indices(self, self.arrivals, self.arrival_indices, "arrivals")
        check_region(self, self.dst, self.dst_offsets, tuple(src.shape), "dst")
        if not is_scalar(self.part.type):
            self.error(f"part must be an index, got {self.part.type}")
        if self.parts is not None and not is_scalar(self.parts.type):
            self.error(f"parts must be an index, got {self.parts.type}")
        if self.parts is not None and self.cluster:
            self.error("cluster takes the workspace's fixed count of parts; parts must not be given")


@register_op
class BlockAnyOp(Op):
    """``T.block_any``: whether any element of the fragment ``flags`` is true (nonzero),
    in any thread of the block -- a bool, the same in all its threads.  It is a barrier
    too (every thread meets it; what the threads wrote to shared memory before it is
    visible to all after): the vote of ``__syncthreads_or``, so a loop can take a rare
    slow path only when some thread needs it, deciding at a barrier it has anyway."""

    name = "block_any"
    in_kernel = True
    num_results = 1
    flags: object = operand()

    def verify(self):
        buffer_of(self, self.flags, ("fragment",), "flags")
        if self.result.type != BOOL:
            self.error(f"the result must be a bool, got {self.result.type}")


@register_op
class ArriveLastOp(Op):
    """``T.arrive_last``: the block counts itself in on ``arrivals[arrival_indices]``
    (int32, zero before the first of ``count`` blocks arrives) and its result says
    whether it arrived last; the last block sets the counter back to zero (the next
    launch starts from it).  Whatever a block's threads wrote to memory before it is
    visible to the last block after it (a release / acquire count): the one kernel's
    hand-in of partial results to the block that finishes them -- as ``split_k_reduce``
    does for sums, for any reduction the program writes."""

    name = "arrive_last"
    in_kernel = True
    num_results = 1
    arrivals: object = operand()
    arrival_indices: list = operands()
    count: object = operand()

    def verify(self):
        if not isinstance(self.arrivals.type, TensorType) or str(self.arrivals.type.dtype) != "int32":
            self.error(f"arrivals must be an int32 global tensor, got {self.arrivals.type}")
        check_indices(self, self.arrivals, self.arrival_indices, "arrivals")
        if not is_scalar(self.count.type):
            self.error(f"count must be an index, got {self.count.type}")
        if self.result.type != BOOL:
            self.error(f"the result must be a bool, got {self.result.type}")
