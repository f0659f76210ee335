"""Thread-level ops that tile-op lowering produces (more join them as passes grow).

They share the same dataclass machinery as tile ops, so the printer, parser and
verifier handle them without change.
"""


from ..core import Op, attr, op_base, operand, operands, opt_operand, register_op
from ..types import INDEX, BufferType, TensorType, VectorType, element_type, is_bool, is_scalar
from .memory import check_indices


@op_base
class HardwareIndexOp(Op):
    """A hardware index register along ``dim`` (0, 1 or 2)."""

    num_results = 1
    in_kernel = True
    dim: int = attr("int")

    def verify(self):
        if self.dim not in (0, 1, 2) or self.result.type != INDEX:
            self.error("dim must be 0, 1 or 2 and the result an index")


@register_op
class ThreadIdxOp(HardwareIndexOp):
    """``threadIdx.<dim>``."""

    name = "thread_idx"
    pure = True


@register_op
class BlockIdxOp(HardwareIndexOp):
    """``blockIdx.<dim>``."""

    name = "block_idx"
    pure = True


@register_op
class BarrierOp(Op):
    """Block-wide barrier (``__syncthreads``)."""

    name = "barrier"
    in_kernel = True


# The ops that are a block barrier (``__syncthreads``): the passes that order shared memory
# read them as one (``barrier_or`` is kept where it stands: its vote is used).
BLOCK_BARRIERS = ("barrier", "barrier_or")


@register_op
class BarrierOrOp(Op):
    """Block-wide barrier that also votes (``__syncthreads_or``): the result, the same in
    every thread, is whether ``pred`` was true in any thread of the block.  A barrier in
    every other way (``insert-barriers`` keeps it: its result is used)."""

    name = "barrier_or"
    in_kernel = True
    num_results = 1
    pred: object = operand()

    def verify(self):
        if not is_bool(self.pred.type) or not is_bool(self.result.type):
            self.error(f"pred and the result must be bools, got {self.pred.type} -> {self.result.type}")


@register_op
class NamedBarrierOp(Op):
    """Hardware barrier ``bar`` (an index: 2 to 15; 0 is ``__syncthreads``', 1 a
    warp-specialized block's consumers') of ``threads`` threads: ``arrive`` signals it
    and goes on (``bar.arrive``), otherwise the thread waits until ``threads`` threads
    have reached it, arrivals included (``bar.sync``).  It orders execution only -- no
    memory is made visible -- and the ``pingpong`` order of two consumer warpgroups'
    gemms (``passes/pingpong.py``) is its one user."""

    name = "named_barrier"
    in_kernel = True
    bar: object = operand()
    threads: int = attr("int")
    arrive: bool = attr("bool", default=False)

    def verify(self):
        if self.bar.type != INDEX:
            self.error(f"bar must be an index, got {self.bar.type}")
        if self.threads <= 0 or self.threads % 32:
            self.error(f"threads must be a positive multiple of 32 (whole warps), got {self.threads}")


@register_op
class SetMaxNRegOp(Op):
    """The executing warpgroup's registers a thread become ``count`` (sm_90a ``setmaxnreg``):
    ``inc`` takes them from the block's pool (waiting until another warpgroup has given
    enough back), otherwise they go back to it.  Every thread of a warpgroup runs it
    together.  A warp-specialized block's producer warpgroup gives, its consumers take
    (``passes/warp_specialize.py``)."""

    name = "set_max_nreg"
    in_kernel = True
    count: int = attr("int")
    inc: bool = attr("bool")

    def verify(self):
        if self.count % 8 or not 24 <= self.count <= 256:
            self.error(f"count must be a multiple of 8 from 24 to 256, got {self.count}")


@register_op
class KeepRegistersOp(Op):
    """``T.disable_warp_group_reg_alloc()``: the kernel's warp-specialized loop keeps a
    producer warp and the even split of registers (no ``set_max_nreg``)."""

    name = "disable_warp_group_reg_alloc"
    in_kernel = True


@register_op
class LookupTablesOp(Op):
    """``T.annotate_lookup_tables(place)``: where the kernel's table decodes look their
    values up -- ``"registers"`` (``prmt`` over byte tables, the default) or ``"shared"``
    (a pair table in shared memory, ``lowering/pair_table.py``, for the formats it
    serves)."""

    name = "lookup_tables"
    in_kernel = True
    place: str = attr("str")

    def verify(self):
        if self.place not in LOOKUP_PLACES:
            self.error(f"place must be one of {', '.join(LOOKUP_PLACES)}, got {self.place!r}")


LOOKUP_PLACES = ("registers", "shared")


@register_op
class MinBlocksPerSmOp(Op):
    """``T.annotate_min_blocks_per_sm(count)``: the kernel is meant to run ``count`` blocks
    an SM at once -- CUDA's ``__launch_bounds__(threads, count)``, which holds ptxas to
    the registers that leaves a thread (``plan-shared`` refuses a block whose shared
    memory ``count`` blocks could not share)."""

    name = "min_blocks_per_sm"
    in_kernel = True
    count: int = attr("int")

    def verify(self):
        if self.count < 1:
            self.error(f"count must be at least 1, got {self.count}")


@register_op
class ClusterBarrierOp(Op):
    """Cluster-wide barrier (sm_90 ``barrier.cluster`` arrive + wait): every thread of
    every block of the kernel's cluster (``kernel`` ``cluster``) reaches it before any
    goes on, and the shared-memory writes before it are visible to the cluster's blocks
    after it (release / acquire).  Also a block barrier."""

    name = "cluster_barrier"
    in_kernel = True


@register_op
class GridDependencySyncOp(Op):
    """``T.pdl_sync()``: wait until the kernel launched before this one in the stream has
    finished and its memory writes are visible (sm_90 ``griddepcontrol.wait``).  A kernel
    that has one is launched with programmatic dependent launch, so its blocks may start
    -- and run the ops before this one -- while that kernel drains; without it the
    launch waits for the previous kernel as usual.  Where nothing runs before it, it
    changes no result."""

    name = "pdl_sync"
    in_kernel = True


@register_op
class GridDependencyTriggerOp(Op):
    """``T.pdl_trigger()``: this block lets the next kernel of the stream, if launched with
    programmatic dependent launch, start (sm_90 ``griddepcontrol.launch_dependents``); that
    kernel's ``T.pdl_sync()`` still waits for this whole kernel to finish.  A hint: it
    changes no result."""

    name = "pdl_trigger"
    in_kernel = True


@register_op
class MapSharedRankOp(Op):
    """The shared buffer ``buffer`` of the cluster's block ``rank`` (sm_90 distributed
    shared memory): loads through the result read that block's copy of it."""

    name = "map_shared_rank"
    num_results = 1
    in_kernel = True
    buffer: object = operand()
    rank: object = operand()

    def verify(self):
        t = self.buffer.type
        if not isinstance(t, BufferType) or t.scope != "shared":
            self.error(f"buffer must be a shared buffer, got {t}")
        if self.result.type != t:
            self.error(f"result must have the buffer's type {t}, got {self.result.type}")
        if self.rank.type != INDEX:
            self.error(f"rank must be an index, got {self.rank.type}")


@register_op
class CpAsyncOp(Op):
    """Asynchronous global->shared copy of ``bytes`` (4, 8 or 16); with ``pred`` false
    the destination is zero-filled.  Data is visible only after the matching wait.
    On packed (sub-byte) memories the last index of each side is a byte offset in
    the row, as for ``packed_load`` (``ops/packed.py``).  ``src_in_bounds``: the
    source indices lie inside the tensor even where ``pred`` is false (a pipeline's
    clamped prefetch), so no code keeps the address in range."""

    name = "cp_async"
    in_kernel = True
    dst: object = operand()
    dst_indices: list = operands()
    src: object = operand()
    src_indices: list = operands()
    pred: object = opt_operand()
    bytes: int = attr("int")
    src_in_bounds: bool = attr("bool", default=False)

    def verify(self):
        check_indices(self, self.dst, self.dst_indices, "dst")
        check_indices(self, self.src, self.src_indices, "src")
        if not isinstance(self.dst.type, BufferType) or self.dst.type.scope != "shared":
            self.error(f"dst must be a shared buffer, got {self.dst.type}")
        if not isinstance(self.src.type, TensorType):
            self.error(f"src must be a global tensor, got {self.src.type}")
        if self.bytes not in (4, 8, 16):
            self.error(f"bytes must be 4, 8 or 16, got {self.bytes}")
        if self.pred is not None and not is_bool(self.pred.type):
            self.error(f"pred must be bool, got {self.pred.type}")


@register_op
class CpAsyncCommitOp(Op):
    """Close the current group of cp.async copies."""

    name = "cp_async_commit"
    in_kernel = True


@register_op
class CpAsyncWaitOp(Op):
    """Wait until at most ``pending`` committed groups are still in flight."""

    name = "cp_async_wait"
    in_kernel = True
    pending: int = attr("int", default=0)

    def verify(self):
        if self.pending < 0:
            self.error(f"pending must be >= 0, got {self.pending}")


def check_vector_access(op: Op, mem, indices, vec_type, what: str) -> None:
    check_indices(op, mem, indices, what)
    if not isinstance(vec_type, VectorType) or vec_type.dtype != mem.type.dtype:
        op.error(f"vector must be vec<N, {mem.type.dtype}>, got {vec_type}")


@register_op
class VecLoadOp(Op):
    """Load ``lanes`` consecutive elements starting at ``source[indices]``."""

    name = "vec_load"
    num_results = 1
    source: object = operand()
    indices: list = operands()

    def verify(self):
        check_vector_access(self, self.source, self.indices, self.result.type, "source")


@register_op
class VecStoreOp(Op):
    """Store a vector to consecutive elements starting at ``dest[indices]``."""

    name = "vec_store"
    dest: object = operand()
    indices: list = operands()
    value: object = operand()

    def verify(self):
        check_vector_access(self, self.dest, self.indices, self.value.type, "dest")


@register_op
class VecExtractOp(Op):
    """Lane ``lane`` of a vector value, as a scalar of its dtype (``v[lane]``)."""

    name = "vec_extract"
    pure = True
    num_results = 1
    vector: object = operand()
    lane: int = attr("int")

    def verify(self):
        t = self.vector.type
        if not isinstance(t, VectorType):
            self.error(f"extracts from a vector, got {t}")
        if not 0 <= self.lane < t.lanes:
            self.error(f"lane {self.lane} is outside vec<{t.lanes}>")
        if self.result.type != element_type(t):
            self.error(f"result must be {element_type(t)}, got {self.result.type}")


@register_op
class VecPackOp(Op):
    """A vector whose lane ``i`` is ``lanes[i]`` (scalars of the vector's dtype)."""

    name = "vec_pack"
    pure = True
    num_results = 1
    lanes: list = operands()

    def verify(self):
        t = self.result.type
        if not isinstance(t, VectorType) or t.lanes != len(self.lanes):
            self.error(f"result must be vec<{len(self.lanes)}, ...>, got {t}")
        for i, v in enumerate(self.lanes):
            if v.type != element_type(t):
                self.error(f"lane {i} is {v.type}, the vector holds {element_type(t)}")


@register_op
class ShuffleOp(Op):
    """Warp shuffle: ``value`` from lane ``lane ^ offset`` (xor), ``lane + offset``
    (down), ``lane - offset`` (up) or lane ``offset`` (idx)."""

    name = "shfl"
    num_results = 1
    value: object = operand()
    offset: object = operand()
    mode: str = attr("ident", default="xor", choices=("xor", "down", "up", "idx"))
    width: int = attr("int", default=32)

    def verify(self):
        if not is_scalar(self.value.type) or self.result.type != self.value.type:
            self.error("shuffles one scalar; the result has its type")
        if self.offset.type != INDEX:
            self.error(f"offset must be an index, got {self.offset.type}")
        if self.width not in (1, 2, 4, 8, 16, 32):
            self.error(f"width must be a power of two up to 32, got {self.width}")


@register_op
class FenceOp(Op):
    """``__threadfence()``: this thread's earlier global writes are visible to the whole
    device before its later ones (a hand-written hand-in: partial, fence, counter; the
    split-K lowering orders its count with an acq_rel ``fetch_add`` instead)."""

    name = "fence"
    in_kernel = True


@register_op
class FetchAddOp(Op):
    """Atomically add ``value`` to the int32 ``dst[indices]`` and return the old value.
    ``sem`` acq_rel (device scope): what the block wrote before a barrier that precedes
    it is visible to whoever reads the count after it, and what others wrote before
    their own acq_rel add of the same count is visible to this block after a barrier
    that follows it -- the split-K count, without a fence in every thread."""

    name = "fetch_add"
    num_results = 1
    in_kernel = True
    dst: object = operand()
    indices: list = operands()
    value: object = operand()
    sem: str = attr("ident", default="relaxed", choices=("relaxed", "acq_rel"))

    def verify(self):
        check_indices(self, self.dst, self.indices, "dst")
        t = element_type(self.dst.type)
        if str(t) != "int32" or self.value.type != t or self.result.type != t:
            self.error(f"fetch_add takes an int32 memory, value and result, got {t}, {self.value.type}, "
                       f"{self.result.type}")
