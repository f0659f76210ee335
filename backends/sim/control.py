"""Structure and synchronization: the grid, loops, branches, barriers, thread ids.

Branches and loops whose condition or bounds differ between threads run with an
active-thread mask: both sides of an ``if`` run (each for its threads) and the
results merge per thread; a loop runs until no thread has iterations left.
"""

from __future__ import annotations

import itertools

import numpy as np

from tilelang.backends.interp.executor import run_if as interp_run_if
from tilelang.lowering.target import WARPGROUP, registers_at_launch

from .arena import plan
from .cluster import run_clusters
from .machine import Simulator, rule


@rule("kernel")
def run_kernel(sim: Simulator, op):
    grid = [sim.uniform_int(g, "a grid extent") for g in op.grid]
    sim.layout = plan(op)  # (where plan-shared put each shared buffer: arena.py)

    def start(block):
        sim.start_block(op.threads, block)
        for arg, b in zip(op.body.args, block):
            sim.set(arg, np.int64(b))

    def finish():
        sim.op = op
        end_of_block_checks(sim)

    if op.cluster:  # the cluster's blocks take turns (cluster.py)
        run_clusters(sim, op, grid, start, finish)
        return
    for block in itertools.product(*[range(g) for g in grid]):
        start(block)
        sim.region(op.body)
        finish()


def end_of_block_checks(sim: Simulator) -> None:
    """What a block must not leave behind: wgmma groups in flight; a named barrier with
    a generation begun and not completed (a thread would have waited forever, or an
    arrival is left over: its arrivals and waits do not pair up)."""
    state = getattr(sim, "wgmma_state", None)
    if state is not None and state["block"] == sim.blocks_started and (state["issued"] or state["groups"]):
        sim.fail("the block ends with wgmma groups still in flight (no wgmma_wait completed them)")
    for bar, (threads, reached, waited) in sorted(sim.named_barriers.items()):
        if reached % threads or (reached and not waited):
            sim.fail(f"named barrier {bar} of {threads} threads is reached {reached} times in the block "
                     f"({waited} of them waiting): not whole generations, each with a waiting thread -- "
                     f"its arrivals and waits do not pair up")
    if sim.registers:
        entry = registers_at_launch(sim.T)
        groups = sim.T // WARPGROUP
        total = WARPGROUP * sum(sim.registers.get(g, entry) for g in range(groups))
        if total > entry * sim.T:
            sim.fail(f"setmaxnreg: the block's warpgroups end up asking for {total} registers "
                     f"({dict(sorted(sim.registers.items()))} a thread by warpgroup) and it holds {entry * sim.T} "
                     f"({sim.T} threads x {entry}, what the compiler gives each at launch): an inc would wait forever")



@rule("set_max_nreg")
def run_set_max_nreg(sim: Simulator, op):
    """Registers move between the block's warpgroups: each warpgroup must run it whole
    (every one of its 128 threads at once); the counts are kept for ``end_of_block_checks``."""
    active = sim.active()
    for g in np.unique(np.nonzero(active)[0] // WARPGROUP):
        lanes = active[g * WARPGROUP:(g + 1) * WARPGROUP]
        if len(lanes) < WARPGROUP or not lanes.all():
            sim.fail(f"setmaxnreg: {int(lanes.sum())} of warpgroup {int(g)}'s {WARPGROUP} threads run it (the "
                     f"block has {sim.T}); every thread of a warpgroup runs it together")
        sim.registers[int(g)] = op.count


@rule("thread_idx", "thread_binding")
def run_thread_idx(sim: Simulator, op):
    t = np.arange(sim.T, dtype=np.int64)
    stride = int(np.prod(sim.threads[:op.dim]))
    extent = sim.threads[op.dim] if op.dim < len(sim.threads) else 1
    sim.set(op.result, t // stride % extent)


@rule("block_idx")
def run_block_idx(sim: Simulator, op):
    sim.set(op.result, np.int64(sim.block[op.dim] if op.dim < len(sim.block) else 0))


@rule("symbol")
def run_symbol(sim: Simulator, op):
    sim.set(op.result, np.int64(sim.symbols[op.sym]))


@rule("use_swizzle")
def _rasterization(m, op):
    """Block rasterization changes the order blocks run in, never a result."""


@rule("disable_warp_group_reg_alloc", "min_blocks_per_sm", "lookup_tables")
def _keep_registers(m, op):
    """How registers split between warps, or blocks share an SM, changes no result."""


@rule("pdl_sync", "pdl_trigger")
def _launch_overlap(m, op):
    """The simulator runs one kernel at a time, each after the previous one finished:
    the wait is met and the trigger has no dependent to start."""


@rule("barrier_or")
def run_barrier_or(sim: Simulator, op):
    """A barrier whose result, in every thread, is whether ``pred`` was true in any."""
    if sim.role_mask is not None:
        sim.fail("barrier_or in a warp-specialized role: __syncthreads_or is the whole block's")
    run_barrier(sim, op)
    pred = np.broadcast_to(np.asarray(sim.get(op.pred), dtype=bool), (sim.T,))
    sim.set(op.result, np.bool_(pred.any()))


@rule("barrier")
def run_barrier(sim: Simulator, op):
    if sim.role_mask is not None:  # a named barrier of the role's threads (specialize's consumers)
        if sim.mask is not None and not np.array_equal(sim.mask, sim.role_mask):
            n, want = int(np.count_nonzero(sim.mask)), int(np.count_nonzero(sim.role_mask))
            sim.fail(f"barrier in divergent code: only {n} of the role's {want} threads reach it")
    elif sim.mask is not None:
        n = int(np.count_nonzero(sim.mask))
        sim.fail(f"barrier in divergent code: only {n} of the block's {sim.T} threads reach it "
                 f"(__syncthreads must be reached by every thread)")
    sim.epoch += 1
    if sim.role_mask is None:
        sim.block_epoch = sim.epoch


@rule("named_barrier")
def run_named_barrier(sim: Simulator, op):
    """Execution order only (the simulator runs a block's threads in lock step, so there
    is no order to keep and no memory it publishes): each thread's use is counted per
    barrier, for ``end_of_block_checks``."""
    bars = np.broadcast_to(np.asarray(sim.get(op.bar), dtype=np.int64), (sim.T,))[sim.active()]
    for bar in np.unique(bars):
        if not 2 <= bar <= 15:
            sim.fail(f"named barrier {int(bar)}: IDs 2 to 15 are free (0 is __syncthreads', 1 the consumers')")
        threads, reached, waited = sim.named_barriers.get(int(bar), (op.threads, 0, 0))
        if threads != op.threads:
            sim.fail(f"named barrier {int(bar)} is used with {op.threads} threads here and {threads} before")
        n = int(np.count_nonzero(bars == bar))
        sim.named_barriers[int(bar)] = (threads, reached + n, waited + (0 if op.arrive else n))


def _merge(cond: np.ndarray, a, b):
    """Per-thread choice between two values (scalars or vectors with a thread axis)."""
    a, b = np.asarray(a), np.asarray(b)
    nd = max(a.ndim, b.ndim)
    c = cond.reshape(cond.shape + (1,) * max(nd - 1, 0))
    return np.where(c, a, b)


@rule("if")
def run_if(sim: Simulator, op):
    """The interpreter's ``if``: a per-thread condition runs each side for its threads."""
    interp_run_if(sim, op, merge=_merge)


@rule("for")
def run_for(sim: Simulator, op):
    bounds = [np.asarray(sim.get(v)) for v in (op.lb, op.ub, op.step)]
    iv, carried = op.body.args[0], op.body.args[1:]
    values = [sim.get(v) for v in op.inits]
    if all(b.ndim == 0 for b in bounds):
        lb, ub, step = (int(b) for b in bounds)
        if step <= 0:
            sim.fail(f"loop step must be positive, got {step}")
        for i in range(lb, ub, step):
            sim.set(iv, np.int64(i))
            for a, v in zip(carried, values):
                sim.set(a, v)
            out = sim.region(op.body)
            values = out if carried else values
    else:
        values = _per_thread_loop(sim, op, bounds, values)
    sim.op = op
    for r, v in zip(op.results, values):
        sim.set(r, v)


def _per_thread_loop(sim: Simulator, op, bounds, values):
    """A loop whose bounds differ between threads: iteration k runs for the threads
    that still have it; the others keep their carried values."""
    lb, ub, step = (sim.per_thread(b).astype(np.int64) for b in bounds)
    outer = sim.mask
    base = sim.active()
    if np.any(base & (step <= 0)):
        sim.fail(f"loop step must be positive, got {int(step[base & (step <= 0)][0])}")
    iv, carried = op.body.args[0], op.body.args[1:]
    k = 0
    while True:
        i = lb + k * step
        act = base & (i < ub)
        if not act.any():
            break
        sim.set_mask(act)
        sim.set(iv, i)
        for a, v in zip(carried, values):
            sim.set(a, v)
        out = sim.region(op.body)
        values = [_merge(act, o, v) for o, v in zip(out, values)]
        sim.mask = outer
        k += 1
    return values
