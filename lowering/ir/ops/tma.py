"""Hopper's tensor memory accelerator (TMA) and the mbarriers its copies complete on.

``tma_load`` is one thread's whole-tile copy: the box of a global tensor at
``coords`` lands in a shared buffer as ``panels`` boxes side by side, each written
in TMA's swizzle (``swizzle`` bytes: the pattern of ``make_swizzle`` /
``make_panel_swizzle``), and it arms its mbarrier with the bytes it brings
(``arrive.expect_tx``): the mbarrier's phase completes when they have landed.
Every thread that reads the tile first waits for that phase (``mbarrier_wait``
with the phase's parity): no block barrier orders a TMA's data before its readers.
A barrier still orders the readers of a tile before the next ``tma_load`` into it.

An mbarrier is one 64-bit word of a shared ``uint64`` buffer; ``mbarrier_init``
initializes every word of one (its arrival count) before first use.  A phase
completes when its arrivals reach the count and the bytes armed have landed: a
``tma_load`` is one arrival, ``mbarrier_arrive`` another (a warp-specialized loop's
consumers releasing a stage to its producer).
"""


from ..core import Op, attr, operand, operands, opt_operand, register_op
from ..types import INDEX, BufferType, TensorType
from .memory import check_indices, eviction_attr

__all__ = ["MbarrierArriveOp", "MbarrierInitOp", "MbarrierWaitOp", "TmaLoadOp"]

SWIZZLES = (0, 32, 64, 128)  # bytes (0: none), TMA's swizzle modes


def _check_barrier(op: Op, mem, indices=None) -> None:
    if indices is not None:
        check_indices(op, mem, indices, "barrier")
    t = mem.type
    if not isinstance(t, BufferType) or t.scope != "shared" or t.dtype.name != "uint64":
        op.error(f"barrier must be a shared uint64 buffer, got {t}")


@register_op
class TmaLoadOp(Op):
    """Copy the box ``box`` (one extent per dim of ``src``, outermost first; the last
    extent is one panel's width) at ``coords`` of ``src`` into ``dst`` from
    ``dst_indices`` on, ``panels`` boxes along the last dim, panel ``p`` at storage
    element ``p * (box volume)`` after the first; elements outside the tensor land as
    zero.  Arms ``barrier[barrier_indices]`` with the bytes of all panels.  On packed
    (sub-byte) memories the innermost extent, coordinate and index count bytes, as for
    ``cp_async``.  ``eviction``: an L2 cache hint for the box's lines
    (``memory.EVICTION_POLICIES``)."""

    name = "tma_load"
    in_kernel = True
    dst: object = operand()
    dst_indices: list = operands()
    src: object = operand()
    coords: list = operands()
    barrier: object = operand()
    barrier_indices: list = operands()
    box: tuple = attr("ints")
    swizzle: int = attr("int", default=0)
    panels: int = attr("int", default=1)
    eviction: str = eviction_attr()

    def box_bytes(self) -> int:
        """Bytes of one box (a packed tensor's innermost extent counts bytes)."""
        n = max(1, self.src.type.dtype.bits // 8)
        for e in self.box:
            n *= e
        return n

    def verify(self):
        check_indices(self, self.dst, self.dst_indices, "dst")
        _check_barrier(self, self.barrier, self.barrier_indices)
        if not isinstance(self.dst.type, BufferType) or self.dst.type.scope != "shared":
            self.error(f"dst must be a shared buffer, got {self.dst.type}")
        if not isinstance(self.src.type, TensorType):
            self.error(f"src must be a global tensor, got {self.src.type}")
        rank = len(self.src.type.shape)
        if len(self.coords) != rank or len(self.box) != rank or not 1 <= rank <= 5:
            self.error(f"coords and box need one entry per dim of src (rank 1-5), got {len(self.coords)} "
                       f"coords and box {list(self.box)} for rank {rank}")
        if any(c.type != INDEX for c in self.coords):
            self.error("coords must be indices")
        bits = self.src.type.dtype.bits
        eb = max(1, bits // 8)  # (packed sub-byte tensors: boxes of bytes)
        if self.src.type.dtype != self.dst.type.dtype or bits not in (1, 2, 4, 8, 16, 32, 64):
            self.error(f"src and dst must share a dtype of 1-8 bytes or a packed sub-byte one, got "
                       f"{self.src.type.dtype} and {self.dst.type.dtype}")
        if any(e < 1 or e > 256 for e in self.box) or (self.box[-1] * eb) % 16:
            self.error(f"box extents must be 1-256 and the innermost a multiple of 16 bytes, got {list(self.box)}")
        if self.swizzle not in SWIZZLES or (self.swizzle and self.box[-1] * eb != self.swizzle):
            self.error(f"swizzle must be 0, 32, 64 or 128 bytes, the innermost box extent's bytes when set; "
                       f"got {self.swizzle} for a {self.box[-1] * eb}-byte row")
        if self.panels < 1:
            self.error(f"panels must be >= 1, got {self.panels}")


@register_op
class MbarrierInitOp(Op):
    """Initialize every mbarrier of ``barrier`` with arrival count ``count`` (one
    thread; a barrier must follow before other threads use them)."""

    name = "mbarrier_init"
    in_kernel = True
    barrier: object = operand()
    count: int = attr("int", default=1)

    def verify(self):
        _check_barrier(self, self.barrier)
        if self.count < 1:
            self.error(f"count must be >= 1, got {self.count}")


@register_op
class MbarrierWaitOp(Op):
    """Wait until the phase of ``barrier[barrier_indices]`` with parity ``phase`` (0 or 1) has
    completed.  The pipeline pass sets ``phase`` for the waits lowering leaves in a
    pipelined loop; code generation refuses a wait without one."""

    name = "mbarrier_wait"
    in_kernel = True
    barrier: object = operand()
    barrier_indices: list = operands()
    phase: object = opt_operand()

    def verify(self):
        _check_barrier(self, self.barrier, self.barrier_indices)
        if self.phase is not None and self.phase.type != INDEX:
            self.error(f"phase must be an index, got {self.phase.type}")


@register_op
class MbarrierArriveOp(Op):
    """Each executing thread arrives once on ``barrier[barrier_indices]`` -- or, with
    ``per_warp``, each warp (all 32 lanes execute it, converged; one arrival) -- with
    release semantics: the arriving threads' (warps') accesses before it happen before
    those of a thread whose wait the phase completes."""

    name = "mbarrier_arrive"
    in_kernel = True
    barrier: object = operand()
    barrier_indices: list = operands()
    per_warp: bool = attr("bool", default=False)

    def verify(self):
        _check_barrier(self, self.barrier, self.barrier_indices)
