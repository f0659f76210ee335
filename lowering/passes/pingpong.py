"""``pingpong``: the consumer warpgroups of a warp-specialized loop take turns at the
tensor cores (``T.Pipelined(..., warp_specialize=True, pingpong=True)``; applied by
``warp-specialize`` to the consumers' loop it builds).

Two consumer warpgroups that issue their gemms at the same moments also wait for them
at the same moments, and whatever else the loop does -- attention's softmax -- then
runs on both while the tensor cores idle.  In turns, warpgroup ``w`` issues each of
the body's wgmma groups (``wgmma_fence`` ... ``wgmma_commit``, at the body's top
level) only after warpgroup ``w - 1`` issued its own, so one's softmax runs while the
other's gemm does (FlashAttention-3's ping-pong).  The turns are hardware named
barriers of both warpgroups' threads, one per warpgroup (IDs ``FIRST_BAR`` + w):

    before the loop:        the last warpgroup arrives on the first's barrier
    each wgmma group:       sync(own barrier); the group; arrive(next's barrier)
    after the loop:         the first warpgroup syncs on its barrier

Warpgroup w's n-th sync pairs with warpgroup (w - 1)'s n-th arrival (for the first
warpgroup, the one before the loop or in the previous iteration), so every
generation of a barrier is one warpgroup arriving and one waiting -- ``threads`` =
two warpgroups -- and the sync after the loop takes the last warpgroup's final
arrival, which nothing else would (the simulator checks that each barrier's uses
pair up).  Every warpgroup runs the loop's iterations in the same order (uniform
bounds), so no turn waits on one never given.  The order is of issue only: no memory
is ordered, no result changes.
"""

from __future__ import annotations

from tilelang.errors import TileLangError

from ..ir import ops as O
from ..ir.core import Region
from ..ir.types import BOOL
from ..target import WARPGROUP
from .pipeline import _Emitter

FIRST_BAR = 2  # (0 is __syncthreads', 1 the consumers' barrier: rules_control.py)
MAX_BAR = 15


def take_turns(loop, tid, consumer_threads: int) -> tuple[list, list]:
    """Insert the turns (module docstring) into ``loop``'s body, the consumers' loop of a
    warp-specialized kernel whose consumer threads are ``tid`` < ``consumer_threads``;
    returns the ops to put before the loop and after it."""
    groups = consumer_threads // WARPGROUP
    if consumer_threads % WARPGROUP or groups < 2:
        raise TileLangError(f"pingpong: needs two or more consumer warpgroups (of {WARPGROUP} threads) to take "
                            f"turns; the block has {consumer_threads} consumer threads", loop.loc)
    if FIRST_BAR + groups - 1 > MAX_BAR:
        raise TileLangError(f"pingpong: {groups} warpgroups need more named barriers than the "
                            f"{MAX_BAR - FIRST_BAR + 1} free", loop.loc)
    body = loop.body.ops
    starts = [i for i, op in enumerate(body) if op.name == "wgmma_fence"]
    ends = [i for i, op in enumerate(body) if op.name == "wgmma_commit"]
    if not starts or len(starts) != len(ends) or any(not s < e for s, e in zip(starts, ends)) or \
            any(e > s for e, s in zip(ends, starts[1:])):
        raise TileLangError("pingpong: the loop body issues no wgmma group at its top level (wgmma_fence ... "
                            "wgmma_commit) for the warpgroups to take turns at", loop.loc)
    threads = 2 * WARPGROUP  # (one warpgroup arriving, one waiting)
    prelude = []
    em = _Emitter(prelude)
    wg = em.index("floordiv", tid, em.const(WARPGROUP))
    own = em.index("add", wg, em.const(FIRST_BAR))
    following = em.index("add", em.index("floormod", em.index("add", wg, em.const(1)), em.const(groups)),
                         em.const(FIRST_BAR))
    last = em.emit(O.EqOp, BOOL, lhs=wg, rhs=em.const(groups - 1))
    first = em.emit(O.EqOp, BOOL, lhs=wg, rhs=em.const(0))
    first_bar = em.const(FIRST_BAR)
    loc = loop.loc
    prelude.append(O.IfOp(cond=last, then_region=Region([], [O.NamedBarrierOp(bar=first_bar, threads=threads,
                                                                                 arrive=True, loc=loc)]),
                          else_region=Region(), loc=loc))
    for start, end in reversed(list(zip(starts, ends))):  # (back to front: the indices stay valid)
        body.insert(end + 1, O.NamedBarrierOp(bar=following, threads=threads, arrive=True, loc=body[end].loc))
        body.insert(start, O.NamedBarrierOp(bar=own, threads=threads, loc=body[start].loc))
    after = [O.IfOp(cond=first, then_region=Region([], [O.NamedBarrierOp(bar=first_bar, threads=threads, loc=loc)]),
                    else_region=Region(), loc=loc)]
    return prelude, after
