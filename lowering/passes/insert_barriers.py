"""``insert-barriers``: keep exactly the barriers that order shared-memory accesses.

Tile-op lowering places a barrier candidate before and after every lowered op that
touches shared memory (always at uniform points of the program: between tile ops,
never inside per-thread code).  This pass removes each candidate that separates
nothing: a barrier stays only when the accesses since the previous barrier and
those until the next one touch a common shared buffer with at least one write
(read-after-write or write-after-read between threads).  Loop bodies are read
cyclically, so the write of iteration i + 1 after the reads of iteration i counts.

Buffers that ``plan-shared`` placed on overlapping bytes count as one memory, and a
``cp_async_wait`` counts as writing the buffers cp.async copies land in (the data
becomes visible there, to the issuing thread only, until a barrier).

A ``fence`` counts as touching everything: it orders global memory, which this pass
does not track, and the barrier after it is what makes every thread's fenced writes
precede what one thread does next.  So does an acq_rel ``fetch_add`` (split-K's
count of a finished partial tile: the barrier before it puts every thread's partial
before the count's release), and a ``cluster_barrier`` (other blocks read this
block's shared memory after it, through ``map_shared_rank``, which this pass does
not follow).

In a kernel that uses wgmma, each barrier kept that a wgmma follows is preceded by a
``fence_proxy_async`` (generic-proxy writes made visible to wgmma's async reads).

What it does not do: prove that two accesses come from the same thread (a barrier
between a thread's write and its own read of one buffer is kept), or look inside
ops that contain barriers of their own (they count as touching everything).
"""

from __future__ import annotations

from .base import KernelPass
from .plan_shared import buffer_bytes

_EVERYTHING = "*"


def _summary(op, shared: set[int], landing: set[int]) -> tuple[set, set]:
    """(buffers read, buffers written) by ``op`` and everything nested in it.  A
    ``cp_async_wait`` writes the buffers cp.async copies land in (``landing``)."""
    reads, writes = set(), set()
    for sub in op.walk():
        if (sub.name == "barrier" and sub is not op) or sub.name in ("fence", "cluster_barrier") \
                or (sub.name == "fetch_add" and sub.sem == "acq_rel"):
            return {_EVERYTHING}, {_EVERYTHING}
        if sub.name == "cp_async_wait":
            writes |= landing.get(id(sub), landing.get("*", set()))
        for name, kind, _ in sub._field_specs:
            if kind not in ("operand", "operands"):
                continue
            for v in (getattr(sub, name) if kind == "operands" else [getattr(sub, name)]):
                if id(v) not in shared:
                    continue
                written = (sub.name in ("store", "vec_store", "atomic_add", "packed_store") and name == "dest") or \
                    (sub.name in ("cp_async", "stmatrix") and name == "dst") or \
                    (sub.name == "atomic_add" and name == "dst") or \
                    (sub.name == "tma_load" and name in ("dst", "barrier")) or sub.name == "mbarrier_init"
                (writes if written else reads).add(id(v))
    return reads, writes


_WGMMAS = ("wgmma", "wgmma_rs")  # the ops that read shared memory through the async proxy


def _fence_before_barriers(region, cyclic: bool = False) -> None:
    """A ``fence_proxy_async`` before each barrier that a wgmma follows: wgmma reads
    shared memory through the async proxy, so each thread fences its generic-proxy
    writes (stores, landed cp.async copies) before the barrier that orders them before
    another thread's wgmma.  One fence per wgmma suffices -- before the last barrier
    ahead of it: every write it must see precedes that fence in program order -- and
    each costs: in SASS it is MEMBAR.ALL.CTA + FENCE.VIEW.ASYNC.S, and the MEMBAR waits
    for the thread's cp.async copies still in flight (H100, int4 gemm at M = 4096:
    1022-1028 us with a fence before both barriers of a k-step, 1016-1037 with one,
    943 with none; the ``.release`` variant compiles to the same).  Where the segment after a
    barrier runs off the end of a region that is no loop body, the barrier is fenced
    (what follows is not looked at)."""
    from ..ir import ops as O

    for op in region.ops:
        for r in op.regions():
            _fence_before_barriers(r, cyclic=op.name == "for")
    ops = region.ops
    at = [i for i, op in enumerate(ops) if op.name == "barrier"]
    fenced = []
    for n, i in enumerate(at):
        if n + 1 < len(at):
            segment, open_end = ops[i + 1:at[n + 1]], False
        elif cyclic:  # around the back edge, up to the first barrier
            segment, open_end = ops[i + 1:] + ops[:at[0]], False
        else:
            segment, open_end = ops[i + 1:], True
        if open_end or any(sub.name in _WGMMAS for op in segment for sub in op.walk()):
            fenced.append(i)
    for i in reversed(fenced):
        ops.insert(i, O.FenceProxyAsyncOp(loc=ops[i].loc))


def _conflict(a, b, overlap) -> bool:
    (ra, wa), (rb, wb) = a, b
    if _EVERYTHING in ra | wa | rb | wb:
        return bool((ra | wa) and (rb | wb))

    def meet(xs, ys):
        return any(overlap(x, y) for x in xs for y in ys)
    return meet(wa, rb | wb) or meet(ra, wb)


def _union(parts):
    r, w = set(), set()
    for pr, pw in parts:
        r |= pr
        w |= pw
    return r, w


class InsertBarriersPass(KernelPass):
    name = "insert-barriers"

    def kernel(self, kernel):
        allocs = [op for op in kernel.walk() if op.name == "alloc_shared"]
        shared = {id(op.result) for op in allocs}
        # buffers that plan-shared placed on common bytes are one memory for ordering
        spans = {id(op.result): (op.offset, op.offset + buffer_bytes(op.result.type)) for op in allocs
                 if op.offset >= 0}

        def overlap(x, y):
            if x == y:
                return True
            if x in spans and y in spans:
                (a0, a1), (b0, b1) = spans[x], spans[y]
                return a0 < b1 and b0 < a1
            return False
        self.overlap = overlap
        self.shared = shared
        self.landing = {"*": {id(op.dst) for op in kernel.walk() if op.name == "cp_async"}}
        self.find_landing(kernel.body)
        self.region(kernel.body, shared, cyclic=False)
        if any(op.name in _WGMMAS for op in kernel.walk()) and self.generic_writes_feed_wgmma(kernel):
            _fence_before_barriers(kernel.body)

    def generic_writes_feed_wgmma(self, kernel) -> bool:
        """Some thread writes (through the generic proxy) shared bytes a wgmma reads --
        else every such buffer is filled by TMA (the async proxy, as wgmma reads) and
        no fence is needed."""
        read = {id(op.src) for op in kernel.walk() if op.name == "wgmma_desc"}
        for op in kernel.walk():
            if op.name in ("tma_load", "mbarrier_init"):
                continue
            _, written = _summary(op, self.shared, {}) if not op.regions() else (set(), set())
            if any(self.overlap(w, r) for w in written for r in read):
                return True
        return False

    def find_landing(self, region) -> None:
        """For each cp_async_wait, the buffers of the copies issued before it in its
        region since the previous wait (or anywhere in the region when none were:
        a loop's copies land at the next iteration's wait)."""
        ops = region.ops
        for i, op in enumerate(ops):
            for r in op.regions():
                self.find_landing(r)
            if op.name != "cp_async_wait":
                continue
            found = set()
            for prev in reversed(ops[:i]):
                if prev.name == "cp_async_wait":
                    break
                found |= {id(s.dst) for s in prev.walk() if s.name == "cp_async"}
            if not found:
                found = {id(s.dst) for o in ops for s in o.walk() if s.name == "cp_async"}
            if found:
                self.landing[id(op)] = found

    def region(self, region, shared, cyclic: bool) -> None:
        for op in region.ops:  # inner regions first: their barriers decide their summaries
            for r in op.regions():
                self.region(r, shared, cyclic=op.name == "for")
        while True:
            ops = region.ops
            positions = [i for i, op in enumerate(ops) if op.name == "barrier"]
            removed = False
            for n, i in enumerate(positions):
                prev_b = positions[n - 1] if n > 0 else None
                next_b = positions[n + 1] if n + 1 < len(positions) else None
                before = [op for op in ops[(prev_b + 1 if prev_b is not None else 0):i]]
                after = [op for op in ops[i + 1:(next_b if next_b is not None else len(ops))]]
                if cyclic:  # the segments continue around the loop's back edge
                    if prev_b is None:
                        before = ops[(positions[-1] + 1):] + before if positions[-1] != i else ops[i + 1:] + before
                    if next_b is None:
                        after = after + ops[:positions[0]] if positions[0] != i else after + ops[:i]
                s_before = _union(_summary(op, shared, self.landing) for op in before if op.name != "barrier")
                s_after = _union(_summary(op, shared, self.landing) for op in after if op.name != "barrier")
                if not _conflict(s_before, s_after, self.overlap):
                    del region.ops[i]
                    removed = True
                    break
            if not removed:
                return
