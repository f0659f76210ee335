"""A block's shared memory as one arena of bytes, laid out as ``plan-shared`` planned it.

On the GPU every ``alloc_shared`` is a window of the block's one shared memory, at the
byte ``offset`` plan-shared gave it; buffers whose lifetimes plan-shared found disjoint
share bytes, and an mbarrier is a 64-bit word of those bytes too.  A synchronization bug
that shows only through shared bytes -- a reduce scratch written over a tile still being
read, a zero-filled cp.async landing on a reused buffer, a store over an mbarrier word --
is therefore visible only if the history the race checks keep is the *bytes'*, not a
buffer's.  So the history lives here, per *unit* of the arena: ``granule`` bytes, the
smallest element size of the kernel's shared buffers (1 with a packed sub-byte buffer
or bytes of uint8, 2 for a float16 kernel), and an access of an element of ``k``
granules touches ``k`` units.  Values stay per buffer (the interpreter's representation:
bfloat16 values are float32 arrays, so bytes cannot be views); a read through one
buffer of bytes last written through another is reported instead (``owner``), which
is what reading them on the GPU would be: garbage.

A program without offsets (hand-written IR before plan-shared) gets each buffer its
own bytes, one after another (1024-byte aligned: the wgmma swizzle atom).

Optional tracking, allocated only where the kernel can need it (the per-block reset
is a memset of every array): ``owner`` and ``r_buf`` when buffers overlap, ``mbar``
when the kernel initializes mbarriers, the async-proxy state when it has wgmma or TMA ops,
``w_cons``/``r_cons`` when it has warp roles (``specialize``).
"""

from __future__ import annotations

from dataclasses import dataclass, field

import numpy as np
from tilelang.backends.interp.memory import Memory, new_buffer

from tilelang.dtypes import uint8

NONE = -1   # no access recorded
MANY = -2   # several threads (readers, or atomic writers)
UNPLANNED_ALIGN = 1024  # (a wgmma operand's swizzle atom: the hardware swizzles absolute addresses)


def group_reader(g):
    """The reader code of warpgroup ``g`` (a retired wgmma's operand read): ``<= -3``."""
    return -3 - g


def who(thread: int) -> str:
    if thread == NONE:
        return "the TMA unit"
    if thread == MANY:
        return "several threads"
    if thread <= -3:
        return f"warpgroup {-3 - thread}"
    return f"thread {thread}"


def element_bytes(dtype) -> int:
    """Bytes per value of a shared buffer: a packed sub-byte buffer's values are bytes."""
    return 1 if dtype.bits < 8 else dtype.bits // 8


def buffer_bytes(btype) -> int:
    n = int(np.prod(btype.shape))
    return (n * btype.dtype.bits + 7) // 8


@dataclass
class Placed:
    """One ``alloc_shared`` of the kernel: where it lies in the arena."""

    index: int
    name: str
    offset: int   # bytes
    size: int     # bytes
    base: int     # first unit
    k: int        # units per element (per byte of a packed buffer)
    shape: tuple  # the shape of its values (bytes of the last dim when packed)


@dataclass
class Layout:
    """Where a kernel's shared buffers lie (``plan``); the same for all its blocks."""

    granule: int
    units: int
    placed: dict = field(default_factory=dict)   # alloc op -> Placed
    buffers: list = field(default_factory=list)  # Placed by index
    overlaps: bool = False     # two buffers share bytes (plan-shared's reuse)
    mbarriers: bool = False    # the kernel initializes mbarriers
    proxy: bool = False        # the kernel has wgmma or TMA (async-proxy accesses of shared memory)
    consumers: int | None = None  # a ``specialize``'s consumer_threads (named barriers)
    registers: frozenset = frozenset()  # the register buffers (values) wgmmas use (registers.py)

    def element(self, index: int, unit: int) -> str:
        """Buffer ``index``'s element holding ``unit``, as ``name[i, j]``."""
        p = self.buffers[index]
        flat = (int(unit) - p.base) // p.k
        return f"{p.name}{[int(i) for i in np.unravel_index(flat, p.shape)]}"

    def byte_range(self, unit: int) -> str:
        return f"byte {int(unit) * self.granule}"


def plan(kernel) -> Layout:
    """The arena layout of ``kernel``: each ``alloc_shared`` at its ``offset`` (or, without
    one, after the planned ones), and the granule that divides every element size."""
    from .packed import packed_shape

    allocs = [op for op in kernel.walk() if op.name == "alloc_shared"]
    granule = min((element_bytes(op.result.type.dtype) for op in allocs), default=1)
    end = max([kernel.shared_bytes] + [op.offset + buffer_bytes(op.result.type) for op in allocs if op.offset >= 0])
    layout = Layout(granule, 0)
    spans = []
    for i, op in enumerate(allocs):
        t = op.result.type
        size = buffer_bytes(t)
        if op.offset >= 0:
            offset = op.offset
        else:
            offset = -(-end // UNPLANNED_ALIGN) * UNPLANNED_ALIGN
            end = offset + size
        shape = packed_shape(t.shape, t.dtype.bits) if t.dtype.bits < 8 else tuple(t.shape)
        p = Placed(i, op.result.name or "shared", offset, size, offset // granule,
                   element_bytes(t.dtype) // granule, shape)
        layout.placed[op] = p
        layout.buffers.append(p)
        spans.append((offset, offset + size))
    top = 0
    for start, stop in sorted(spans):
        layout.overlaps |= start < top
        top = max(top, stop)
    layout.units = -(-max([end] + [e for _, e in spans]) // granule)
    names = {op.name for op in kernel.walk()}
    layout.mbarriers = "mbarrier_init" in names
    layout.proxy = bool(names & {"wgmma", "wgmma_rs", "tma_load"})
    layout.registers = frozenset(v for op in kernel.walk() if op.name in ("wgmma", "wgmma_rs")
                                 for v in (op.C, getattr(op, "A", None)) if v is not None)
    spec = next((op for op in kernel.walk() if op.name == "specialize"), None)
    layout.consumers = spec.consumer_threads if spec is not None else None
    return layout


class Arena:
    """One block's shared-memory history, per unit (module doc).

    Last write: ``w_thread`` (NONE once a TMA copy landed: ordered by its mbarrier),
    ``w_epoch`` (the block's barrier count then), ``w_op``, ``w_atomic``, ``w_rel`` (the
    writer's releases, tma.py).  Readers of the latest epoch: ``r_thread`` (one, MANY,
    or a warpgroup), ``r_epoch``, ``r_op``, ``r_rel``.  In-flight copies: ``pending``
    (op id), ``pending_thread``; landed TMA data: ``landed_bar``/``landed_phase``.
    In-flight wgmma operand reads: ``reading`` (how many), ``reading_op``,
    ``reading_group``.  Async proxy: ``generic`` (the last write was a generic-proxy
    one: a store, a landed cp.async), ``fenced`` (the epoch of the writer's first
    ``fence_proxy_async`` after it, -1 before), ``fenced_rel`` (the writer's releases
    before that fence, tma.py)."""

    def __init__(self, layout: Layout):
        n = layout.units
        self.layout = layout
        i64 = np.int64  # (like the thread ids: assigning across widths costs a cast per access)
        self.w_thread = np.full(n, NONE, i64)
        self.w_epoch = np.full(n, -1, i64)
        self.w_op = np.full(n, -1, i64)
        self.w_atomic = np.zeros(n, bool)
        self.w_rel = np.zeros(n, np.int64)
        self.r_thread = np.full(n, NONE, i64)
        self.r_epoch = np.full(n, -1, i64)
        self.r_op = np.full(n, -1, i64)
        self.r_rel = np.zeros(n, np.int64)
        self.pending = np.full(n, -1, i64)
        self.pending_thread = np.full(n, NONE, i64)
        self.landed_bar = np.full(n, -1, i64)
        self.landed_phase = np.full(n, -1, i64)
        self.owner = np.full(n, -1, i64) if layout.overlaps else None   # buffer of the last write
        self.r_buf = np.full(n, -1, i64) if layout.overlaps else None   # buffer of the last read
        self.mbar = np.full(n, -1, i64) if layout.mbarriers else None   # mbarrier row of the word
        self.mbar_init_ops: list = []  # per mbarrier row: the op id of its mbarrier_init
        if layout.proxy:
            self.reading = np.zeros(n, i64)
            self.reading_op = np.full(n, -1, i64)
            self.reading_group = np.full(n, -1, i64)
            self.generic = np.zeros(n, bool)
            self.fenced = np.full(n, -1, i64)
            self.fenced_rel = np.zeros(n, i64)
        else:
            self.reading = self.generic = None
        self.in_flight_reads = 0  # wgmma operand reads in flight (units): skip the check when 0
        self.in_flight_copies = 0  # units some cp.async / TMA copy will still write: skip the stale check when 0
        self.cluster = None  # in a cluster: the other blocks' accesses (dsmem.ClusterShared)
        if layout.consumers is not None:
            self.w_cons = np.zeros(n, bool)  # the last writer / every reader a consumer thread
            self.r_cons = np.zeros(n, bool)
        else:
            self.w_cons = self.r_cons = None

    def describe(self, buf_index: int, unit: int) -> str:
        return self.layout.element(buf_index, unit)


class SharedBuffer:
    """A shared buffer: its values (the interpreter's representation) and its window of
    the block's arena.  A buffer of a sub-byte dtype is ``packed``: ``values`` are its
    bytes (the last dim in bytes, see ``packed.py``)."""

    def __init__(self, name: str, btype, arena: Arena, placed: Placed):
        self.name = name
        self.dtype = btype.dtype
        self.packed = btype.dtype.bits < 8
        if self.packed:
            from .packed import UNWRITTEN

            self.mem = Memory(name, uint8, np.full(placed.shape, UNWRITTEN, np.uint8))
        else:
            self.mem = new_buffer(name, btype)
        self.arena = arena
        self.index = placed.index
        self.offset = placed.offset
        self.base = placed.base
        self.k = placed.k

    @property
    def values(self) -> np.ndarray:
        return self.mem.values

    @property
    def shape(self):
        return self.mem.values.shape

    def flat(self, idx) -> np.ndarray:
        return np.ravel_multi_index(tuple(idx), self.shape)

    def element(self, flat: int) -> str:
        return f"{self.name}{[int(i) for i in np.unravel_index(int(flat), self.shape)]}"

    def units(self, flat: np.ndarray) -> np.ndarray:
        """The arena units of elements ``flat`` (1-D): ``k`` per element, in order."""
        flat = np.asarray(flat, np.int64).reshape(-1)
        if self.k == 1:
            return flat + self.base
        return (flat[:, None] * self.k + (self.base + np.arange(self.k))).reshape(-1)

    def expand(self, flat: np.ndarray, tids: np.ndarray):
        """(units, the thread of each) of an access of elements ``flat`` by ``tids`` (int arrays)."""
        if self.k == 1:  # (the common case, kept to one numpy op: this is every shared access's path)
            return flat.reshape(-1) + self.base, tids.reshape(-1)
        return self.units(flat), np.repeat(tids.reshape(-1), self.k)

    def element_of(self, unit: int) -> str:
        return self.element((int(unit) - self.base) // self.k)
