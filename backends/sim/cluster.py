"""Thread-block clusters (sm_90): the blocks of a ``kernel``'s ``cluster`` run together.

The simulator runs blocks one after another, so a cluster's blocks take turns: the
kernel body is cut at its top-level ``cluster_barrier`` ops into phases, and every
block of the cluster runs phase 1, then every block phase 2, ... -- each block with
its own values and shared memory, saved and restored between turns.  That is what a
cluster barrier guarantees on the GPU (no block runs past it before every block has
reached it), and ``map_shared_rank`` then reads the other block's buffers as they are.
Taking turns hides the races a missing cluster barrier leaves (a block reading another's
buffer before its owner wrote it, or after its owner exited): each access of a
cluster's shared memory is checked by its phase -- the cluster barriers passed -- in
dsmem.py.  A ``cluster_barrier`` nested in a loop or branch has no such cut and is refused.
Warp roles (``specialize``) take their turns inside the block's: each role parks at
its next top-level cluster barrier, and the block's turn ends when all have.
"""

from __future__ import annotations

import itertools

from . import dsmem, global_order
from .machine import Simulator, rule

# what a block of the simulator owns (machine.py); the rest (rules' caches, the op
# table, the global tensors in env) is the kernel's.  While a cluster runs,
# ``sim.cluster_states`` holds its blocks' saved states in rank order.
_BLOCK_STATE = ("env", "threads", "T", "block", "blocks_started", "mask", "epoch", "block_epoch", "arena", "watched",
                "async_copies", "mbarriers", "mbarrier_names", "mbarrier_seen", "wgmma_state", "releases", "acquired",
                "roles", "role_mask", "named_barriers", "registers")

RESUME = "resume"  # a phase that resumes the block's warp roles up to their next cluster barrier


def _phases(sim: Simulator, body) -> list:
    """The body's ops cut after each top-level cluster barrier (the barrier ends its phase).
    Warp roles (``specialize``, the last op) start in the phase they stand in and are
    resumed (``RESUME``) once per cluster barrier at their regions' top level -- the same
    number in each role, every role meeting every barrier."""
    for op in body.ops:
        barriers = [sub for sub in op.walk() if sub.name == "cluster_barrier" and sub is not op]
        if op.name == "specialize":
            tops = [sum(o.name == "cluster_barrier" for o in r.ops) for r in (op.consumer, op.producer)]
            nested = [sub for sub in barriers if not any(sub is o for r in (op.consumer, op.producer) for o in r.ops)]
            if tops[0] != tops[1]:
                sim.fail(f"the roles meet different numbers of cluster barriers ({tops[0]} and {tops[1]}): the "
                         f"kernel would hang (every thread of the cluster must reach each one)", op.loc)
            barriers = nested
        if barriers:
            sim.fail("the simulator runs a cluster_barrier only at the kernel's top level or a warp role's (not "
                     "inside a loop or branch)", barriers[0].loc)
    phases, current = [], []
    for op in body.ops:
        current.append(op)
        if op.name == "cluster_barrier":
            phases.append(current)
            current = []
        elif op.name == "specialize":
            phases.append(current)
            current = []
            phases += [RESUME] * sum(o.name == "cluster_barrier" for o in op.consumer.ops)
    return phases + [current]


def _numbers(phases: list) -> list:
    """Per phase, the cluster barriers every thread of the block has passed when it runs
    (its cluster phase, dsmem.py): one more after a phase that ends at one, and before
    each ``RESUME`` (the roles parked at one)."""
    out, n = [], 0
    for i, phase in enumerate(phases):
        out.append(n)
        nxt = phases[i + 1] if i + 1 < len(phases) else None
        if nxt == RESUME or (phase != RESUME and phase and phase[-1].name == "cluster_barrier"):
            n += 1
    return out


def run_clusters(sim: Simulator, op, grid: list[int], start, finish) -> None:
    """Run the kernel ``op`` cluster after cluster, each cluster's blocks in turns
    (module doc); ``start(block)`` starts a block (its state, its indices), ``finish()``
    checks what it leaves behind."""
    cluster = list(op.cluster)
    for g, c in zip(grid, cluster):
        if g % c:
            sim.fail(f"the grid extent {g} is not a multiple of the cluster's {c}", op.loc)
    phases = _phases(sim, op.body)
    numbers = _numbers(phases)
    kernel_env = sim.env
    for origin in itertools.product(*[range(g // c) for g, c in zip(grid, cluster)]):
        # the cluster's blocks in rank order: x fastest (%cluster_ctarank)
        blocks = [tuple(o * c + i for o, c, i in zip(origin, cluster, reversed(within)))
                  for within in itertools.product(*[range(c) for c in reversed(cluster)])]
        states = []
        for rank, b in enumerate(blocks):
            sim.env = dict(kernel_env)  # (the global tensors are shared; the block's values are its own)
            start(b)
            dsmem.attach(sim, rank)  # (its shared memory's history across the cluster's blocks)
            states.append(_save(sim))
        sim.cluster_states = states
        for phase, number in zip(phases, numbers):
            sim.cluster_phase = (number, number == numbers[-1])  # (the cluster barriers passed; the last phase?)
            for state in states:
                _restore(sim, state)
                if phase == RESUME:
                    sim.roles.resume()
                else:
                    sim.run_ops(phase)
                state.update(_save(sim))
        for state in states:
            _restore(sim, state)
            finish()
        sim.cluster_states = None
    sim.env = kernel_env


def _save(sim: Simulator) -> dict:
    return {k: getattr(sim, k, None) for k in _BLOCK_STATE}


def _restore(sim: Simulator, state: dict) -> None:
    for k, v in state.items():
        setattr(sim, k, v)


@rule("cluster_barrier")
def run_cluster_barrier(sim: Simulator, op):
    """Where the block's turn ends (``run_clusters``; in a warp role: where the role parks
    until every role of the block is there, roles.py); a block barrier besides."""
    if getattr(sim, "cluster_states", None) is None:
        sim.fail("cluster_barrier in a kernel without a cluster (kernel cluster = [...])")
    if sim.mask is not None and (sim.role_mask is None or not (sim.mask == sim.role_mask).all()):
        sim.fail("cluster_barrier in divergent code: every thread of the cluster must reach it")
    if sim.roles is None or sim.roles.others_parked():  # (warp roles: it orders once the last role is there)
        sim.epoch += 1
        sim.block_epoch = sim.epoch  # (every thread of the block meets it, warp roles too)
        global_order.cluster_barrier(sim)
    if sim.roles is not None:
        sim.roles.park()


@rule("map_shared_rank")
def run_map_shared_rank(sim: Simulator, op):
    states = getattr(sim, "cluster_states", None)
    if states is None:
        sim.fail("map_shared_rank in a kernel without a cluster (kernel cluster = [...])")
    rank = sim.uniform_int(op.rank, "the cluster rank")
    if not 0 <= rank < len(states):
        sim.fail(f"map_shared_rank: rank {rank} is outside the cluster's {len(states)} blocks")
    # (a block's env is one dict for all its turns: its own buffer too is found there; another block's
    # not yet allocated is made on its arena -- its accesses are checked by phase: dsmem.py)
    sim.set(op.result, dsmem.remote_buffer(sim, states[rank], op.buffer))
