"""``insert-barriers``: keep exactly the barriers that order shared-memory accesses.

Tile-op lowering places a barrier candidate before and after every lowered op that
touches shared memory (always at uniform points of the program: between tile ops,
never inside per-thread code).  This pass removes each candidate that separates
nothing: a barrier stays only when the accesses since the previous barrier and
those until the next one touch a common shared buffer with at least one write
(read-after-write or write-after-read between threads).  A ``barrier_or``
(``T.block_any``'s vote) is a barrier here like any other, but never a candidate: its
result is used, so it stays.  Loop bodies are read
cyclically, so the write of iteration i + 1 after the reads of iteration i counts.

The segments do not stop at the edge of a nested region: before the first barrier of
an ``if`` branch, a loop body or a ``specialize`` role comes what ran since the
barrier before the op that holds it, in the enclosing region (around the enclosing
loop's back edge, and further out, where that region has none); after its last
barrier, what runs until the next one.  Split-K's stream-K hand-in needs this: its
barriers sit in an ``if`` inside the loop over tiles, whose body (with a producer
warp) has no barrier of its own -- thread 0 writes the next tile's shared flag after
the other threads read this tile's, and only the hand-in's first barrier is between
(compute-sanitizer racecheck, H100: 14 WAR hazards on ``split_k_last``).  An op
out there that holds barriers of its own stops the walk where every way through it
meets one, and counts with what may run after its last (before its first) barrier --
the op's own ``if`` included, around a loop.  These contexts are read in the current
state at each decision (an inner region's barriers are decided before the enclosing
region's; a barrier removed there later never merges accesses into an op's segment
that its own barriers did not see, since that op counts as touching everything there).

Buffers that ``plan-shared`` placed on overlapping bytes count as one memory, and a
``cp_async_wait`` counts as writing the buffers cp.async copies land in (the data
becomes visible there, to the issuing thread only, until a barrier).  A ``wgmma_wait``
counts as reading the shared operands of the groups it may complete: a group left
running (``T.gemm(..., wg_wait=-1)``) reads them until the wait that completes it, and
the other warps' shares of it -- of another warpgroup's, and of this warpgroup's too --
may still run after this thread's wait (a wait completes the executing warp's groups:
each warp of a warpgroup runs on its own sub-partition's tensor core, which reads the
shared operands for that warp's rows; the simulator models the same).  The issue of a
``cp_async`` writes its buffer too, but only the accesses before it are ordered
against that write by a barrier (the copy must not overwrite what another thread
still reads, or writes); a barrier after the issue orders nothing of it -- the copy
lands whenever it lands, until the wait -- so a pipelined loop's refill of stage i - 1
needs none before the consumers read stage i.

Global memory is ordered between threads only around device-scope synchronization:
a ``fence`` and an acq_rel ``fetch_add`` (split-K's count of a finished partial tile,
made by thread 0).  A barrier stays between the threads' global writes and such an
op after it (the barrier is what puts every thread's partial before thread 0's
release: without it the release covers thread 0's own stores only), and between such
an op and global accesses after it (the other threads' reads are ordered after
thread 0's acquire by the barrier).  Other global accesses are not tracked.  A
``fence`` and an acq_rel ``fetch_add`` also count as touching all shared memory (the
barrier after a fence is what makes every thread's fenced writes precede what one
thread does next), and so does a ``cluster_barrier`` (other blocks read this block's
shared memory after it, through ``map_shared_rank``, which this pass does not
follow).

In a kernel that uses wgmma, each barrier kept that a wgmma follows is preceded by a
``fence_proxy_async`` (generic-proxy writes made visible to wgmma's async reads).

What it does not do: prove that two accesses come from the same thread (a barrier
between a thread's write and its own read of one buffer is kept), or look inside
ops of its own region that contain barriers of their own (they count as touching
everything there; only the contexts above look inside).
"""

from __future__ import annotations

from ..ir.core import Value
from ..ir.ops import BLOCK_BARRIERS
from ..ir.types import TensorType
from .base import KernelPass
from .plan_shared import buffer_bytes

_EVERYTHING = "*"


class _Access:
    """What a run of ops touches: shared buffers read / written (values, or everything),
    whether it writes / touches global memory, and whether it synchronizes with other
    blocks (``fence``, acq_rel ``fetch_add``)."""

    __slots__ = ("reads", "writes", "issued", "global_writes", "global_any", "sync")

    def __init__(self):
        self.reads, self.writes, self.issued = set(), set(), set()  # (issued: cp.async destinations)
        self.global_writes = self.global_any = self.sync = False

    def add(self, other: "_Access") -> "_Access":
        self.reads |= other.reads
        self.writes |= other.writes
        self.issued |= other.issued
        self.global_writes |= other.global_writes
        self.global_any |= other.global_any
        self.sync |= other.sync
        return self


_WRITERS = {"store": "dest", "vec_store": "dest", "packed_store": "dest", "atomic_add": "dst", "atomic_max": "dst",
            "atomic_min": "dst", "fetch_add": "dst",
            "cp_async": "dst", "stmatrix": "dst", "fill_pair_table": "table"}


def _summary(op, shared: set[Value], landing: dict, retiring: dict | None = None) -> _Access:
    """What ``op`` and everything nested in it touch.  A ``cp_async_wait`` writes the
    buffers cp.async copies land in (``landing``); a ``wgmma_wait`` reads the buffers of
    the wgmma groups it may complete (``retiring``)."""
    acc = _Access()
    everything = False
    for sub in op.walk():
        device_sync = sub.name == "fence" or (sub.name == "fetch_add" and sub.sem == "acq_rel")
        acc.sync |= device_sync
        if (sub.name in BLOCK_BARRIERS and sub is not op) or sub.name == "cluster_barrier" or device_sync:
            everything = True
        if sub.name == "cp_async_wait":
            acc.writes |= landing.get(sub, landing.get("*", set()))
        if sub.name == "wgmma_wait" and retiring:
            acc.reads |= retiring.get(sub, set())
        for name, kind, _ in sub._field_specs:
            if kind not in ("operand", "operands", "opt_operand") or getattr(sub, name) is None:
                continue
            for v in (getattr(sub, name) if kind == "operands" else [getattr(sub, name)]):
                written = _WRITERS.get(sub.name) == name or \
                    (sub.name == "tma_load" and name in ("dst", "barrier")) or sub.name == "mbarrier_init"
                if isinstance(getattr(v, "type", None), TensorType):
                    acc.global_any = True
                    acc.global_writes |= written
                elif v in shared:
                    (acc.issued if written and sub.name == "cp_async" else acc.writes if written
                     else acc.reads).add(v)
    if everything:
        acc.reads, acc.writes, acc.issued = {_EVERYTHING}, {_EVERYTHING}, set()
    return acc


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
    at = [i for i, op in enumerate(ops) if op.name in BLOCK_BARRIERS]
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


def _conflict(a: _Access, b: _Access, overlap) -> bool:
    """Whether a barrier between ``a`` (before it) and ``b`` (after it) orders something."""
    if (a.global_writes and b.sync) or (a.sync and b.global_any):
        return True  # the threads' global writes before one thread's release / its acquire before their accesses
    # (a copy issued before the barrier is ordered by its wait, not by the barrier)
    ra, wa, rb, wb = a.reads, a.writes, b.reads, b.writes | b.issued
    if _EVERYTHING in ra | wa | rb | wb:
        return bool((ra | wa) and (rb | wb))

    def meet(xs, ys):
        return any(overlap(x, y) for x in xs for y in ys)
    return meet(wa, rb | wb) or meet(ra, wb)


def _union(parts) -> _Access:
    acc = _Access()
    for p in parts:
        acc.add(p)
    return acc


class InsertBarriersPass(KernelPass):
    name = "insert-barriers"

    def kernel(self, kernel):
        allocs = [op for op in kernel.walk() if op.name == "alloc_shared"]
        shared = {op.result for op in allocs}
        # buffers that plan-shared placed on common bytes are one memory for ordering
        spans = {op.result: (op.offset, op.offset + buffer_bytes(op.result.type)) for op in allocs
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
        self.landing = {"*": {op.dst for op in kernel.walk() if op.name == "cp_async"}}
        self.find_landing(kernel.body)
        self.retiring, self.wgmma_reads = {}, {}
        self.find_retiring(kernel.body)
        self.parents = {}
        self.find_parents(kernel.body)
        # op -> (its _summary, whether a barrier is inside): the removal loop asks
        # for the same ops' summaries again after each barrier it removes (13.5k summaries
        # for an attention kernel); a removal changes only the ops holding its region
        self.memo = {}
        self.region(kernel.body, shared, cyclic=False)
        if any(op.name in _WGMMAS for op in kernel.walk()) and self.generic_writes_feed_wgmma(kernel):
            _fence_before_barriers(kernel.body)

    def generic_writes_feed_wgmma(self, kernel) -> bool:
        """Some thread writes (through the generic proxy) shared bytes a wgmma reads --
        else every such buffer is filled by TMA (the async proxy, as wgmma reads) and
        no fence is needed."""
        read = {op.src for op in kernel.walk() if op.name == "wgmma_desc"}
        for op in kernel.walk():
            if op.name in ("tma_load", "mbarrier_init"):
                continue
            s = _summary(op, self.shared, {})
            written = s.writes | s.issued if not op.regions() else set()
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
                found |= {s.dst for s in prev.walk() if s.name == "cp_async"}
            if not found:
                found = {s.dst for o in ops for s in o.walk() if s.name == "cp_async"}
            if found:
                self.landing[op] = found

    def find_retiring(self, region, before=frozenset(), cyclic=False) -> None:
        """For each wgmma_wait, the shared buffers of the wgmma groups it may complete --
        issued before it (in its region, or before the op holding it out there), or after
        it in a loop body (the previous iteration's): a group left running reads its
        operands until the wait that completes it, so the barrier before the next write
        of one belongs after that wait, not after the issue.  A ``pending = 0`` wait
        completes every group before it (each warp's share at that warp's wait: a barrier
        anywhere after it orders them all), so the waits after it retire only the groups
        issued since."""
        def reads(op):  # (asked again for each loop around op: kept, as the ops stay unchanged here)
            hit = self.wgmma_reads.get(op)
            if hit is None:
                hit = self.wgmma_reads[op] = frozenset(s.src for s in op.walk() if s.name == "wgmma_desc")
            return hit

        def after(op, flight: set) -> set:
            """The groups' operands possibly in flight after ``op``, given ``flight`` before it."""
            if op.name == "wgmma_wait" and op.pending == 0:
                return set()
            if not op.regions():
                return flight | reads(op)
            out = set(flight)  # (a branch not taken, a loop run no time)
            for r in op.regions():
                state = flight | reads(op) if op.name == "for" else set(flight)  # (any earlier trip's groups)
                for sub in r.ops:
                    state = after(sub, state)
                out |= state
            return out

        issued = set(before)
        if cyclic:  # (the previous iteration's groups still in flight at the body's end)
            carry = {v for op in region.ops for v in reads(op)}
            for op in region.ops:
                carry = after(op, carry)
            issued |= carry
        for op in region.ops:
            for r in op.regions():
                self.find_retiring(r, frozenset(issued), cyclic=op.name == "for")
            if op.name == "wgmma_wait" and issued:
                self.retiring[op] = frozenset(issued)
            issued = after(op, issued)

    def summary(self, ops) -> _Access:
        return _union(self.summary_of(op)[0] for op in ops if op.name not in BLOCK_BARRIERS)

    def forget_around(self, region) -> None:
        """Drop the memoized summaries a change in ``region`` makes stale: those of the ops
        holding it, out to the kernel (an op's summary reads only its own ops)."""
        owner, parent = self.parents[region]
        while owner is not None:
            self.memo.pop(owner, None)
            owner, parent = self.parents[parent]

    def summary_of(self, op) -> tuple[_Access, bool]:
        """(``_summary`` of ``op``, whether a barrier is nested in it), memoized (``memo``;
        the summaries are never changed in place: callers add them into their own)."""
        hit = self.memo.get(op)
        if hit is None:
            inner = any(sub.name in BLOCK_BARRIERS for sub in op.walk())
            hit = self.memo[op] = (_summary(op, self.shared, self.landing, self.retiring), inner)
        return hit

    # ---- what runs around a region: its context in the enclosing regions (current state)
    def ends(self, op) -> tuple[_Access, _Access, bool]:
        """(head, tail, always): what ``op`` may touch from its start to its first barrier,
        from its last barrier to its end, and whether every way through it meets a
        barrier.  Without barriers inside both ends are all of it; a loop may run no
        iteration, so it is never a barrier on every way (its ends: the body's, or all
        of the body where an iteration can pass without one)."""
        if op.name in BLOCK_BARRIERS:
            return _Access(), _Access(), True
        s, inner = self.summary_of(op)
        if not inner:
            return s, s, False
        ends = [self.region_ends(r) for r in op.regions()]
        head, tail = _union(h for h, _, _ in ends), _union(t for _, t, _ in ends)
        if op.name == "for":
            if not ends[0][2]:
                head = tail = _union([head, tail])
            return head, tail, False
        # (if: both branches meet one; specialize: the producer role never does)
        return head, tail, op.name == "if" and len(ends) == 2 and all(a for _, _, a in ends)

    def region_ends(self, region) -> tuple[_Access, _Access, bool]:
        head, tail, always = _Access(), _Access(), False
        for op in region.ops:
            h, _, a = self.ends(op)
            head.add(h)
            if a:
                always = True
                break
        for op in reversed(region.ops):
            _, t, a = self.ends(op)
            tail.add(t)
            if a:
                break
        return head, tail, always

    def before_op(self, region, op) -> _Access:
        """What may run since the last barrier before ``op`` (of ``region``) and it: back
        through the region, around its loop's back edge (the previous iteration, ``op``
        included), and out of it (a loop's first iteration)."""
        ops = region.ops
        j = next(i for i, o in enumerate(ops) if o is op)
        acc = _Access()
        for o in reversed(ops[:j]):
            _, t, a = self.ends(o)
            acc.add(t)
            if a:
                return acc
        owner, parent = self.parents[region]
        if owner is not None and owner.name == "for":
            for o in reversed(ops[j:]):
                _, t, a = self.ends(o)
                acc.add(t)
                if a:
                    break
        return acc.add(self.before_op(parent, owner)) if parent is not None else acc

    def after_op(self, region, op) -> _Access:
        """What may run after ``op`` (of ``region``) until the next barrier (as ``before_op``)."""
        ops = region.ops
        j = next(i for i, o in enumerate(ops) if o is op)
        acc = _Access()
        for o in ops[j + 1:]:
            h, _, a = self.ends(o)
            acc.add(h)
            if a:
                return acc
        owner, parent = self.parents[region]
        if owner is not None and owner.name == "for":
            for o in ops[:j + 1]:
                h, _, a = self.ends(o)
                acc.add(h)
                if a:
                    break
        return acc.add(self.after_op(parent, owner)) if parent is not None else acc

    def find_parents(self, region, owner=None, parent=None) -> None:
        self.parents[region] = (owner, parent)
        for op in region.ops:
            for r in op.regions():
                self.find_parents(r, op, region)

    def region(self, region, shared, cyclic: bool) -> None:
        for op in region.ops:  # inner regions first: their barriers decide their summaries
            for r in op.regions():
                self.region(r, shared, cyclic=op.name == "for")
        owner, parent = self.parents[region]
        while True:
            ops = region.ops
            positions = [i for i, op in enumerate(ops) if op.name in BLOCK_BARRIERS]
            removed = False
            for n, i in enumerate(positions):
                if ops[i].name != "barrier":  # (a vote: its result is used)
                    continue
                prev_b = positions[n - 1] if n > 0 else None
                next_b = positions[n + 1] if n + 1 < len(positions) else None
                before = [op for op in ops[(prev_b + 1 if prev_b is not None else 0):i]]
                after = [op for op in ops[i + 1:(next_b if next_b is not None else len(ops))]]
                if cyclic:  # the segments continue around the loop's back edge
                    if prev_b is None:
                        before = ops[(positions[-1] + 1):] + before if positions[-1] != i else ops[i + 1:] + before
                    if next_b is None:
                        after = after + ops[:positions[0]] if positions[0] != i else after + ops[:i]
                s_before, s_after = self.summary(before), self.summary(after)
                if parent is not None:  # and out of a nested region (a loop's first and last iterations)
                    if prev_b is None:
                        s_before.add(self.before_op(parent, owner))
                    if next_b is None:
                        s_after.add(self.after_op(parent, owner))
                if not _conflict(s_before, s_after, self.overlap):
                    del region.ops[i]
                    self.forget_around(region)
                    removed = True
                    break
            if not removed:
                return
