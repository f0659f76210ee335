"""The simulator core: one block's threads in lockstep, values with a thread axis.

Every SSA value is a numpy array.  A value that is the same for every thread of
the block stays 0-d (a scalar) or, for a ``vec<N, ...>``, is broadcast to
``(T, N)``; a value that differs per thread has a leading axis of size ``T``
(the block's thread count).  Thread ``t`` has ``threadIdx = (t % tx,
t // tx % ty, t // (tx * ty))`` and lives in warp ``t // 32``, lane ``t % 32``.

``mask`` is ``None`` when every thread of the block executes the current op, or
a ``(T,)`` bool array of the active threads inside divergent control flow (an
``if`` on a per-thread condition, a loop with per-thread bounds).  Inactive
threads still compute placeholder values (it keeps everything vectorized); only
side effects -- stores, copies, errors -- are restricted to the active ones.

Each op kind has a small rule registered with ``@rule("name")``.
"""

from __future__ import annotations

import numpy as np
from tilelang.lowering.ir.core import Op, Region, ops_with, rule_registry
from tilelang.lowering.ir.ops.tile import ATOMIC_OPS

from tilelang.errors import SourceLoc, TileLangError

RULES: dict[str, object] = {}
rule = rule_registry(RULES)  # (``@rule("name", ...)``: ``fn(sim, op)`` is the rule of the named ops)

# Ops that only exist before tile-op lowering: the simulator refuses them up front
# rather than guessing how the compiler would have mapped them to threads.
TILE_LEVEL_OPS = ops_with("tile_level")  # (declared on the op classes)

WARP_SIZE = 32


def loc_text(loc: SourceLoc | None) -> str:
    return str(loc) if loc is not None else "<unknown>"


class Simulator:
    """Executes one thread-level ``func`` op, block after block.

    ``env`` maps SSA values to arrays or memories; block state
    (``epoch``, the shared-memory arena, the cp.async queue) is reset per block."""

    def __init__(self, func, env: dict, symbols: dict[str, int]):
        self.func = func
        self.env = env
        self.symbols = symbols
        self.op: Op | None = None
        self.mask: np.ndarray | None = None
        self.threads: tuple[int, ...] = (1,)
        self.T = 1
        self.block: tuple[int, ...] = ()
        self.epoch = 0                 # barriers executed by the current block
        self.block_epoch = 0           # ... up to its latest block-wide one (not a role's named barrier)
        self.layout = None             # the kernel's shared-memory layout (arena.py) ...
        self.arena = None              # ... and the current block's shared memory
        self.watched: dict = {}        # the current block's wgmma register buffers (registers.py) ...
        self.wgmma_fenced = None       # ... and which threads' warpgroups ran a wgmma_fence yet
        self.async_copies = None       # the current block's cp.async queue
        self.mbarriers: dict = {}      # the current block's mbarriers (tma.py) ...
        self.mbarrier_names: list = []  # ... by row of mbarrier_seen: (mbarrier, thread) -> phases waited for
        self.mbarrier_seen = np.zeros((0, 1), np.int64)
        self.named_barriers: dict = {}  # the current block's named barriers: ID -> (threads, reached, waited)
        self.registers: dict = {}      # the current block's warpgroups' setmaxnreg counts: warpgroup -> count
        self.cluster_states = None     # the running cluster's blocks (cluster.py), or None
        self.roles = None              # the running ``specialize``'s scheduler (roles.py), or None
        self.role_mask = None          # the threads of the role running (a barrier's participants), or None
        # mbarrier ordering (tma.py): each thread's releases (mbarrier_arrives) so far, and
        # [t, u]: how many of u's releases thread t has acquired (waited for their phases)
        self.releases = np.zeros(1, np.int64)
        self.acquired = np.zeros((1, 1), np.int64)
        self.blocks_started = 0        # serial number of the current block (global race checks)
        self._op_ids: dict[Op, int] = {}
        self.op_table: list[Op] = []   # op id -> op, for the locations in race reports

    # ---- running ---------------------------------------------------------------------
    def run(self) -> None:
        check_thread_level(self.func)
        self.region(self.func.body)

    def region(self, r: Region) -> list:
        """Run ``r``'s ops; return the values its ``yield`` produces (or [])."""
        return self.run_ops(r.ops)

    def run_ops(self, ops) -> list:
        """Run ``ops`` in order; the values a ``yield`` among them produces (or [])."""
        for op in ops:
            if op.name == "yield":
                return [self.get(v) for v in op.values]
            self.op = op
            fn = RULES.get(op.name)
            if fn is None:
                self.fail(f"the simulator has no rule for op '{op.name}'")
            fn(self, op)
        return []

    def fail(self, message: str, loc: SourceLoc | None = None):
        if loc is None and self.op is not None:
            loc = self.op.loc
        raise TileLangError(message, loc)

    def get(self, v):
        return self.env[v]

    def set(self, v, x) -> None:
        self.env[v] = x

    def op_id(self, op: Op) -> int:
        """A small int naming ``op`` in per-element tracking arrays."""
        if op not in self._op_ids:
            self._op_ids[op] = len(self.op_table)
            self.op_table.append(op)
        return self._op_ids[op]

    def where(self, op_id: int) -> str:
        return loc_text(self.op_table[op_id].loc)

    # ---- threads and masks -------------------------------------------------------------
    def start_block(self, threads: tuple[int, ...], block: tuple[int, ...]) -> None:
        from .arena import Arena
        from .async_copy import AsyncCopies

        self.threads = tuple(threads)
        self.T = int(np.prod(threads))
        self.block = block
        self.blocks_started += 1
        self.mask = None
        self.epoch = self.block_epoch = 0
        self.arena = Arena(self.layout)
        self.watched = {}
        self.wgmma_fenced = np.zeros(self.T, bool)
        self.async_copies = AsyncCopies(self.T)
        self.mbarriers, self.mbarrier_names = {}, []
        self.named_barriers = {}
        self.registers = {}
        self.mbarrier_seen = np.zeros((0, self.T), np.int64)
        self.releases = np.zeros(self.T, np.int64)
        self.acquired = np.zeros((self.T, self.T), np.int64)

    def active(self) -> np.ndarray:
        """``(T,)`` bool: the threads executing the current op."""
        return np.ones(self.T, dtype=bool) if self.mask is None else self.mask

    def active_tids(self) -> np.ndarray:
        return np.arange(self.T) if self.mask is None else np.flatnonzero(self.mask)

    def set_mask(self, m: np.ndarray | None) -> None:
        """Enter a (sub)set of active threads; all-active is kept as ``None``."""
        self.mask = None if m is None or bool(np.all(m)) else m

    def per_thread(self, x) -> np.ndarray:
        """``x`` with the leading thread axis (a broadcast view for uniform values)."""
        x = np.asarray(x)
        if x.ndim == 0:
            return np.broadcast_to(x, (self.T,))
        return x

    def uniform_int(self, v, what: str) -> int:
        x = np.asarray(self.get(v))
        if x.ndim != 0:
            self.fail(f"{what} differs between threads; it must be the same for the whole block")
        return int(x)

    def full_warps(self, what: str) -> np.ndarray:
        """Warps executing a warp-collective op: all 32 lanes active, or none."""
        if self.T % WARP_SIZE:
            self.fail(f"'{what}' is warp-collective and needs all 32 lanes of each warp; "
                      f"the block has {self.T} threads (not a multiple of 32)")
        per_warp = self.active().reshape(-1, WARP_SIZE)
        some, every = per_warp.any(axis=1), per_warp.all(axis=1)
        partial = np.flatnonzero(some & ~every)
        if partial.size:
            w = int(partial[0])
            lanes = np.flatnonzero(per_warp[w])
            self.fail(f"'{what}' is warp-collective but only {lanes.size} of the 32 lanes of warp {w} "
                      f"are active (divergent code); all 32 must execute it")
        return np.flatnonzero(every)


def check_thread_level(func) -> None:
    """Refuse tile-level programs before running anything, naming the first tile op."""
    for op in func.walk():
        if op.name in TILE_LEVEL_OPS or (op.name in ATOMIC_OPS and op.extents):
            what = f"{op.name} of a region" if op.name in ATOMIC_OPS else f"op '{op.name}'"
            raise TileLangError(f"the simulator runs lowered IR; {what} is tile-level "
                                f"(lower the program to thread-level ops first)", op.loc)
