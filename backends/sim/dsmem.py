"""Distributed shared memory: a cluster's blocks reading each other's shared memory.

In a cluster (cluster.py) a block reaches another block's shared buffer through
``map_shared_rank``.  Nothing but a ``cluster_barrier`` orders the accesses of two
blocks (``barrier.cluster.arrive`` releases, ``wait`` acquires): an access a block
makes after its k-th cluster barrier -- in its *cluster phase* k -- comes after every
access any block of the cluster made before that barrier (phase k - 1 or earlier),
and before every access any block makes after its (k + 1)-th one.  So two accesses of
one shared unit by different blocks are ordered exactly when their phases differ, and
they race when their phases are equal and one of them writes: a block reading a
buffer its owner writes in the same phase (reading before the owner's write, or
before a cluster barrier made it visible), or an owner overwriting what another block
still reads.  The owner's exit releases its shared memory: it comes after the owner's
last phase, so a remote access in the last phase (no cluster barrier after it) may
read memory that is gone.

Each block's arena gets, while its cluster runs, a ``ClusterShared`` history (its
owner's rank, per unit the phase and block of the last write and of the reads of
the latest phase); every access of a cluster's shared memory -- the owner's own too --
is checked against it and recorded there (``check_access``, called by ``shared.py``).
Another block's access is checked only here (and for a pending copy or bytes another
buffer overwrote): the block's own race checks, by epoch and thread, order its own
threads.  ``map_shared_rank`` of a buffer whose owner has not reached its
``alloc_shared`` yet (the blocks take turns) makes the buffer on the owner's arena
(``remote_buffer``); the owner's ``alloc_shared`` then adopts it (``mapped_early``).
"""

from __future__ import annotations

import numpy as np

NOBODY = -1  # no access recorded
BLOCKS = -2  # reads by several blocks


class ClusterShared:
    """The cluster-level history of one block's shared memory (module doc)."""

    def __init__(self, units: int, rank: int, block: tuple):
        self.rank = rank
        self.block = tuple(int(b) for b in block)
        i64 = np.int64
        self.w_phase = np.full(units, -1, i64)
        self.w_rank = np.full(units, NOBODY, i64)
        self.w_thread = np.full(units, NOBODY, i64)
        self.w_op = np.full(units, -1, i64)
        self.w_atomic = np.zeros(units, bool)
        self.r_phase = np.full(units, -1, i64)
        self.r_rank = np.full(units, NOBODY, i64)
        self.r_thread = np.full(units, NOBODY, i64)
        self.r_op = np.full(units, -1, i64)


def attach(sim, rank: int) -> None:
    """The block just started (``sim.arena``) is rank ``rank`` of the running cluster."""
    sim.arena.cluster = ClusterShared(sim.arena.layout.units, rank, sim.block)


def remote_buffer(sim, state: dict, value):
    """The shared buffer ``value`` of the block whose saved state is ``state``; made on its
    arena when the block has not run its ``alloc_shared`` yet (module doc)."""
    from .arena import SharedBuffer

    buf = state["env"].get(value)
    if buf is None:
        alloc = value.owner
        if getattr(alloc, "name", "") != "alloc_shared":
            sim.fail(f"map_shared_rank of {value.name or 'a buffer'}: the simulator maps another block's "
                     f"alloc_shared buffers only")
        buf = SharedBuffer(value.name or "shared", value.type, state["arena"], sim.layout.placed[alloc])
        buf.mapped_early = True
        state["env"][value] = buf
    return buf


def _block(sim, rank: int) -> str:
    if rank == BLOCKS:
        return "several blocks"
    states = getattr(sim, "cluster_states", None)
    block = list(states[rank]["block"]) if states is not None else "?"
    return f"block {block} (cluster rank {rank})"


def check_access(sim, buf, units, tids, op_id: int, write: bool, atomic: bool = False, what: str = "") -> bool:
    """Check an access of ``units`` of ``buf`` (a cluster block's shared buffer) by the
    current block's threads ``tids`` against the other blocks' accesses of this phase,
    and record it; True when ``buf`` is another block's (the caller's block-level
    checks do not apply)."""
    hist = buf.arena.cluster
    me = sim.arena.cluster.rank
    phase, last = sim.cluster_phase
    remote = hist.rank != me
    here = sim.where(op_id)
    what = what or ("write" if write else "read")
    if remote:
        from .shared import check_clobbered, check_stale

        check_stale(sim, buf, tids, units, what, here)
        if not write and buf.arena.owner is not None:
            check_clobbered(sim, buf, tids, units, here)
        if last:
            elem, t = buf.element_of(int(units[0])), int(tids[0])
            owner, me_block = _block(sim, hist.rank), _block(sim, me)
            gone = (f"no cluster_barrier follows it, so {owner} may already have exited and its shared memory been "
                    f"released (a cluster_barrier must come between every block's last access of another block's "
                    f"shared memory and the owner's exit)")
            if not write:
                sim.fail(f"stale read of shared {elem} of {owner} by thread {t} of {me_block} at {here}: {gone}")
            sim.fail(f"data race on shared {elem} of {owner}: {what} by thread {t} of {me_block} at {here} and the "
                     f"exit of {owner}, with no cluster barrier between them: {gone}")
    bad = np.flatnonzero((hist.w_phase[units] == phase) & (hist.w_rank[units] != me)
                         & ~(hist.w_atomic[units] & atomic))
    if bad.size:
        i, u = bad[0], int(units[bad[0]])
        first = f"{'atomic add' if hist.w_atomic[u] else 'write'} by thread {int(hist.w_thread[u])} of " \
                f"{_block(sim, int(hist.w_rank[u]))} at {sim.where(int(hist.w_op[u]))}"
        _race(sim, buf, u, hist, first, f"{what} by thread {int(tids[i])} of {_block(sim, me)} at {here}")
    if write:
        bad = np.flatnonzero((hist.r_phase[units] == phase) & (hist.r_rank[units] != me))
        if bad.size:
            i, u = bad[0], int(units[bad[0]])
            first = f"read by thread {int(hist.r_thread[u])} of {_block(sim, int(hist.r_rank[u]))} at " \
                    f"{sim.where(int(hist.r_op[u]))}"
            _race(sim, buf, u, hist, first, f"{what} by thread {int(tids[i])} of {_block(sim, me)} at {here}")
        hist.w_phase[units] = phase
        hist.w_rank[units] = me
        hist.w_thread[units] = tids
        hist.w_op[units] = op_id
        hist.w_atomic[units] = atomic
    else:
        others = (hist.r_phase[units] == phase) & (hist.r_rank[units] != me)
        hist.r_rank[units] = np.where(others, BLOCKS, me)
        hist.r_phase[units] = phase
        hist.r_thread[units] = tids
        hist.r_op[units] = op_id
    return remote


def _race(sim, buf, unit: int, hist: ClusterShared, first: str, second: str):
    sim.fail(f"data race on shared {buf.element_of(unit)} of {_block(sim, hist.rank)}: {first} and {second}, with "
             f"no cluster barrier between them (accesses of two blocks are ordered only by a cluster_barrier both "
             f"pass between them)")
