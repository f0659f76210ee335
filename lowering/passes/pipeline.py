"""``pipeline``: software pipelining of ``for ... {kind = pipelined, num_stages = k}``.

What it does (on lowered IR, before barriers are placed): the loop body's
*producers* -- ops that write shared buffers reading nothing but global memory
(the lowered global -> shared copies) -- run k - 1 iterations ahead of the rest.
Each shared buffer they fill gets k stages (its first dim times k; iteration i
uses stage i % k, carried by the loop as ``%stage``).  The result is

    prologue:   for j < k - 1:  if lb + j*step < ub: producers(lb + j*step);  commit
    loop (i, stage):
                wait {pending = k - 2};  barrier
                if i + (k-1)*step < ub: producers(i + (k-1)*step) into stage - 1;  commit
                the consumers of iteration i (stage)
                yield stage + 1 wrapped to 0 at k

(with wgmma consumers the run-ahead goes after their commit, before their wait, so
the copies are issued while the tensor cores work; and with at least 4 stages the
wait keeps D = 1 (2 from 5 stages) wgmma groups in flight into the next iterations --
the run-ahead then refills stage i - 1 - D, k - 1 - D iterations ahead
(``wgmma_deferral``); a wgmma reading a register operand the body rewrites keeps one
group in flight, the loop unrolled twice so that iterations alternate between two
register sets (``unroll_twice``))
(commit/wait only when the producers are cp.async copies; a TMA copy -- lowering's
``if tid == 0: tma_load`` and every thread's ``mbarrier_wait`` -- stages its mbarrier
with its tile, the guard joins the one-thread condition, and each wait gets the
parity of the phase it needs, ``_set_phases``).  One barrier per
iteration orders both the landed stage i (read after write) and the refill of
stage i - 1 (write after read); consumers that only read the stages (and shared
buffers nothing in the loop writes: a lookup table, a tile loaded before the loop)
need no barrier among themselves, and the ones lowering placed there are dropped.  A
run-ahead made of cp.async copies only is predicated on the guard rather than
branched around (past the end it zero-fills a stage nobody reads again), so
NVCC schedules its address arithmetic together with the consumers'.

so trip counts below k and symbolic ones are correct, and the copies of later
iterations overlap the compute of earlier ones (with cp.async, see async-copy).

A producer's values come from global memory and the loop variable's index
arithmetic only; a shared store of a value the body computes stays a consumer.

A pipelined loop inside another loop (a persistent kernel's loop over tiles) runs
again: a barrier after it (after the trailing waits) puts every thread's last reads
of the stages before the next run's prologue refills them.

A loop marked ``unroll_stages`` (``T.Pipelined(unroll_stages=True)``) stays marked,
carrying its stage from 0: ``unroll-stages`` unrolls it by k after ``vectorize``.

What it does not do: pipeline loops whose staged buffers are used outside the
loop or whose producers read shared memory (those run as plain serial loops), or
honour TileLang's ``order``/``stage`` annotations.
"""

from __future__ import annotations

from ..ir import ops as O
from ..ir.clone import clone_op
from ..ir.core import Region, Value
from ..ir.types import BOOL, INDEX, BufferType, ScalarType
from .base import KernelPass, region_holding
from ..index_analysis import IndexAnalysis
from .simplify import PURE as _PURE  # ops without effects (one list for every pass)

# the memory operands of each op that addresses memory, and the ones it writes
_ACCESS = {"load": ("source",), "store": ("dest",), "vec_load": ("source",), "vec_store": ("dest",),
           "cp_async": ("dst",), "ldmatrix": ("src",), "stmatrix": ("dst",), "wgmma_desc": ("src",),
           "packed_load": ("source",), "packed_store": ("dest",), "tma_load": ("dst", "barrier"),
           "mbarrier_wait": ("barrier",)}
_WRITES = {"store": ("dest",), "vec_store": ("dest",), "cp_async": ("dst",), "packed_store": ("dest",),
           "stmatrix": ("dst",), "tma_load": ("dst", "barrier")}


def _written(op) -> list:
    """The memories ``op`` writes."""
    return [getattr(op, f) for f in _WRITES.get(op.name, ())]


# the operands through which an op only reads memory: a shared buffer used through these
# alone in a loop (a lookup table filled before it) is read-only there
_READ_ONLY_USES = {("load", "source"), ("vec_load", "source"), ("packed_load", "source"),
                   ("dequant_word", "table"), ("wgmma_desc", "src"), ("ldmatrix", "src")}


def _read_only(loop, buffers) -> set:
    """Those of ``buffers`` that every op in ``loop`` touches only through a read
    (``_READ_ONLY_USES``): nothing in the loop writes them."""
    out = set(buffers)
    for sub in loop.walk():
        for name, kind, _ in sub._field_specs:
            if kind not in ("operand", "operands", "opt_operand") or getattr(sub, name) is None:
                continue
            values = getattr(sub, name) if kind == "operands" else [getattr(sub, name)]
            if (sub.name, name) not in _READ_ONLY_USES:
                out.difference_update(values)
    return out


# what a prefetch may consist of to be predicated rather than branched around; one
# with copies under thread-subset ``if``s stays branched (predicated, it measured
# slower on the H100: 61.2 vs 60.0 us at 1 x 28672 x 8192, 235 vs 229 at M = 128)
_PREDICABLE = _PURE | {"cp_async", "for", "yield"}


class PipelinePass(KernelPass):
    name = "pipeline"

    def kernel(self, kernel):
        self.shared = {op.result for op in kernel.walk() if op.name == "alloc_shared"}
        self.local = {op.result for op in kernel.walk() if op.name in ("alloc_local", "alloc_var")}
        self.kernel_op = kernel
        for op in list(kernel.walk()):
            if op.name == "for" and op.kind == "pipelined":
                self.loop(op)

    def is_producer(self, op) -> bool:
        writes = reads_other = False
        for sub in op.walk():
            if sub.name in O.BLOCK_BARRIERS:
                return False
            written = _written(sub)
            for v in sub.operand_values():
                if v in self.shared or v in self.local:
                    if any(v is w for w in written) and v in self.shared:
                        writes = True
                    else:
                        reads_other = True
        return writes and not reads_other

    def loop(self, loop) -> None:
        # A loop that runs again (inside another loop) counts its iterations on across runs
        # for its mbarrier phases: ``runs`` (a per-thread variable) holds the iterations of
        # the runs before, ``base`` its value at this run's start.
        base, before, after, _ = self.run_count(loop)
        parent = self.parent_region(loop)
        start = parent.ops.index(loop)
        self.pipeline(loop, base)  # (its prologue goes in at ``start``)
        parent.ops[start:start] = before
        at = parent.ops.index(loop)
        parent.ops[at + 1:at + 1] = after

    def run_count(self, loop):
        """(base, ops before the loop, ops after it, this run's trip count): the iterations
        of the loop's earlier runs, where it waits on mbarriers and runs inside another
        loop; else (None, [], [], None)."""
        if not self.inside_another_loop(loop) or not any(op.name == "mbarrier_wait" for op in loop.walk()):
            return None, [], [], None
        from tilelang.dtypes import int32

        i32 = ScalarType(int32)
        zero, runs = Value(i32), Value(BufferType("var", (), int32), "runs")
        top = self.kernel_op.body.ops
        top[0:0] = [O.ConstOp(value=0, results=[zero], loc=loop.loc), O.AllocVarOp(init=zero, results=[runs],
                                                                                  loc=loop.loc)]
        before = []
        em = _Emitter(before)
        base = em.emit(O.CastOp, INDEX, value=em.emit(O.LoadOp, i32, source=runs, indices=[]))
        after = []
        em = _Emitter(after)
        trips = trip_count(em, loop.lb, loop.ub, loop.step)
        total = em.emit(O.CastOp, i32, value=em.index("add", base, trips))
        after.append(O.StoreOp(dest=runs, indices=[], value=total, loc=loop.loc))
        return base, before, after, trips

    def pipeline(self, loop, base) -> None:
        k, unroll = loop.num_stages, loop.unroll_stages
        loop.kind, loop.num_stages, loop.unroll_stages = "serial", 0, False
        if k < 2 or loop.inits:
            return _set_phases(loop, {}, k, base)
        pure = _index_prelude(loop)
        producers = [op for op in loop.body.ops if op.name not in _PURE and self.is_producer(op)
                     and _computes_from(op, pure, loop)]
        if not producers:
            return _set_phases(loop, {}, k, base)
        # (ordered, unlike a set: the stage offsets are emitted in this order)
        staged = dict.fromkeys(v for p in producers for sub in p.walk() for v in _written(sub) if v in self.shared)
        inside = set(loop.walk())
        for op in self.kernel_op.walk():
            if op not in inside and any(v in staged for v in op.operand_values()) \
                    and op.name not in ("alloc_shared", "mbarrier_init"):
                return _set_phases(loop, {}, k, base)  # a staged buffer used outside the loop: keep it plain
        _set_phases(loop, staged, k, base)
        rows = multiply_buffers(staged, k)
        is_async = any(sub.name == "cp_async" for p in producers for sub in p.walk())
        consumers = [op for op in loop.body.ops if not any(op is p for p in producers)
                     and op.name not in ("cp_async_commit", "cp_async_wait")]
        # barriers lowering placed around the copies: one barrier at the top replaces them
        first = next((i for i, op in enumerate(consumers) if op.name not in _PURE and op.name != "barrier"),
                     len(consumers))
        consumers = [op for i, op in enumerate(consumers) if not (i < first and op.name == "barrier")]
        # When the consumers touch no shared buffer but the staged ones (and ones nothing
        # in the loop writes: a lookup table filled before it), the barrier at the top
        # also orders the reads of stage i before its refill k iterations later: the
        # barriers lowering left after them order nothing more.
        touched = {v for op in consumers for sub in op.walk() for v in sub.operand_values()
                   if v in self.shared}
        if touched - set(staged) <= _read_only(loop, touched - set(staged)):
            while consumers and consumers[-1].name == "barrier":
                consumers.pop()
            # Consumers that only read the stages (no shared write, no fence) need no
            # barrier between them either: the top barrier made stage i visible, and
            # the run-ahead writes another stage.  (insert-barriers cannot tell the
            # stages of one buffer apart and would keep them.)
            if not any(any(w in self.shared for w in _written(sub))
                       or sub.name == "fence" for op in consumers for sub in op.walk()):
                consumers = [op for op in consumers if op.name != "barrier"]
        consumers = [op for op in consumers if op.name != "yield"]
        # wgmma consumers keep D groups in flight across iterations (their wait moves to
        # pending = D; 4+ stages): the refill then targets stage i - 1 - D, so the
        # run-ahead distance is k - 1 - D, and a buffer the consumers write for the
        # wgmma (a decoded weight tile) rotates among D + 1 copies.
        tma = any(sub.name == "tma_load" for p in producers for sub in p.walk())
        deferred, in_flight, registers = self.wgmma_deferral(loop, consumers, staged, k) if is_async or tma \
            else (None, 0, {})
        depth = k - 1 - in_flight
        deferred_rows = multiply_buffers(deferred or {}, in_flight + 1)
        iv, stage, body, prologue, pro = carry_stage(loop, first=None if base is None else (base, k))
        head = []
        if is_async:  # stage i landed (depth - 1 younger groups may stay in flight) ...
            head.append(O.CpAsyncWaitOp(pending=depth - 1, loc=loop.loc))
        head.append(O.BarrierOp(loc=loop.loc))  # ... and every thread is done with stage i - 1
        # producers run k - 1 iterations ahead (into stage i - 1), guarded by the trip count
        ahead = []
        em = _Emitter(ahead)
        ahead_iv = em.index("add", iv, em.index("mul", loop.step, em.const(depth)))
        if depth == k - 1:  # stage - 1, wrapped
            ahead_stage = em.select(em.emit(O.EqOp, BOOL, lhs=stage, rhs=em.const(0)), em.const(k - 1),
                                    em.index("sub", stage, em.const(1)))
        else:  # stage + depth, wrapped
            later = em.index("add", stage, em.const(depth))
            ahead_stage = em.select(em.emit(O.LtOp, BOOL, lhs=later, rhs=em.const(k)), later,
                                    em.index("sub", later, em.const(k)))
        self.guarded_producers(em, ahead_iv, iv, loop, pure, producers, staged, rows, ahead_stage)
        if is_async:  # one group per iteration, empty past the end, so the counts hold
            ahead.append(O.CpAsyncCommitOp(loc=loop.loc))
        self.stage_consumers(consumers, body, loop, stage, staged, rows, deferred, deferred_rows, in_flight)
        yield_next_stage(_Emitter(body.ops), stage, k)
        # Asynchronous consumers (wgmma): the run-ahead is issued while their mma runs,
        # after the commit and before the wait -- it refills stage i - 1, which the
        # previous iteration's wgmmas finished reading before the barrier above.
        issued = max((i + 1 for i, op in enumerate(body.ops) if op.name == "wgmma_commit"), default=0)
        body.ops = head + body.ops[:issued] + ahead + body.ops[issued:]
        for j in range(depth):
            it = pro.index("add", loop.lb, pro.index("mul", loop.step, pro.const(j)))
            first = pro.const(j) if base is None else pro.index("floormod", pro.index("add", base, pro.const(j)),
                                                                pro.const(k))
            self.guarded_producers(pro, it, iv, loop, pure, producers, staged, rows, first)
            if is_async:
                prologue.append(O.CpAsyncCommitOp(loc=loop.loc))
        if registers:  # a register operand alternates between two sets: two iterations per trip
            self.unroll_twice(loop, body, iv, stage, registers, pro)
        elif unroll and base is None and not in_flight:  # (unroll-stages, late: a stage carried
            # across runs or wgmma groups across iterations keep the carried stage)
            loop.unroll_stages = True
        parent = self.parent_region(loop)
        at = parent.ops.index(loop)
        if self.inside_another_loop(loop):  # it runs again: its next prologue refills stages the
            # last trips (and the groups completing after the loop) read -- every thread done first
            parent.ops.insert(at + 1, O.BarrierOp(loc=loop.loc))
        if in_flight:  # the last groups complete after the loop (with two register sets the
            # last trip completed them: ptxas still wants this wait -- without it, it put a
            # full wait on every trip's path)
            wait = next(op for op in body.ops if op.name == "wgmma_wait")
            parent.ops.insert(at + 1, O.WgmmaWaitOp(C=wait.C, pending=0, loc=wait.loc))
        if is_async:  # the last trips' run-ahead (zero-filling stages past the end) lands
            # before the loop's shared bytes are reused (plan-shared gives them to the
            # buffers after it: the split-K hand-in's tile and flag).  (Placed first: the
            # order the H100 ran the register form's tests in.)
            parent.ops.insert(at + 1, O.CpAsyncWaitOp(pending=0, loc=loop.loc))
        parent.ops[at:at] = prologue

    def stage_consumers(self, consumers, body, loop, stage, staged, rows, deferred, deferred_rows, in_flight):
        """Append ``consumers`` to ``body`` reading stage ``stage`` of the staged buffers
        and copy ((i - lb) / step) % (D + 1) of the ``deferred`` ones."""
        stages, consumer_rows = dict.fromkeys(staged, stage), dict(rows)
        if deferred:
            em = _Emitter(body.ops)
            count = em.index("floordiv", em.index("sub", body.args[0], loop.lb), loop.step)
            copy = em.index("floormod", count, em.const(in_flight + 1))
            for key in deferred:
                stages[key], consumer_rows[key] = copy, deferred_rows[key]
        self.add_stage_offsets(consumers, {**staged, **(deferred or {})}, consumer_rows, stages, into=body)

    def wgmma_deferral(self, loop, consumers, staged, k):
        """(buffers to multiply, D): keep D wgmma groups in flight across iterations --
        D = 1 with 4 stages, 2 with 5 or more -- or (None, 0) when the loop does not
        allow it: one wgmma sequence at the top level ending in ``wgmma_wait 0`` with
        only index arithmetic after it, and every buffer the wgmma reads either staged
        or written by the consumers and used nowhere else (those get D + 1 copies).
        Sets the wait to pending = D.  A register operand of ``wgmma_rs`` (rewritten each
        iteration) gets a second register set instead of copies: D = 1, the loop unrolled
        twice (``unroll_twice``; a trip count provably even, else no deferral)."""
        names = [op.name for op in consumers]
        in_flight = wgmma_groups_in_flight(k)
        if not in_flight or names.count("wgmma_commit") != 1 or names.count("wgmma_wait") != 1:
            return None, 0, {}
        at = names.index("wgmma_wait")
        wait = consumers[at]
        if wait.pending != 0 or at < names.index("wgmma_commit") or \
                any(op.name not in _PURE and op.name != "barrier" for op in consumers[at + 1:]) or \
                any(sub.name.startswith("wgmma") for op in consumers for sub in op.walk() if sub is not op):
            return None, 0, {}
        copied = dict.fromkeys(op.src for op in consumers if op.name == "wgmma_desc" and op.src not in staged)
        inside = set(loop.walk())
        if any(o not in inside and o.name != "alloc_shared" and any(v in copied for v in o.operand_values())
               for o in self.kernel_op.walk()):
            return None, 0, {}
        # Register operands (wgmma_rs: a tile decoded into registers each iteration) get
        # a second set; iterations alternate between the two, so one group may stay in
        # flight (unrolled twice: registers cannot be indexed by the iteration).
        registers = dict.fromkeys(op.A for op in consumers if op.name == "wgmma_rs")
        if registers:
            if not _even_trip_count(loop) or any(v.owner in inside for v in registers):
                return None, 0, {}
            in_flight = 1
        wait.pending = in_flight
        # a barrier after the wait orders nothing the next iteration's top barrier does
        # not (only index arithmetic and that iteration's cp_async_wait lie between)
        consumers[at + 1:] = [op for op in consumers[at + 1:] if op.name != "barrier"]
        return copied, in_flight, registers

    def unroll_twice(self, loop, body, iv, stage, registers, pro) -> None:
        """Two iterations per trip of ``loop`` (an even trip count): the second a clone of
        the first at ``iv + step`` and the next stage, using a second register set for
        each of ``registers`` (allocated beside the first); its last trip waits for both
        groups, so none is in flight after the loop.  Runs after the prologue is built
        (it doubles the loop's step)."""
        mapping = {}
        for v in registers:
            alloc = v.owner
            region = self.parent_region_of(alloc, self.kernel_op, body)
            twin = clone_op(alloc, {})
            twin.results[0].name = f"{v.name or 'regs'}_odd"  # (the odd iterations' set)
            region.ops.insert(region.ops.index(alloc) + 1, twin)
            mapping[v] = twin.results[0]
        *first, last = body.ops  # ... and the yield of the next stage
        em = _Emitter([])
        mapping[iv] = em.index("add", iv, loop.step)
        mapping[stage] = last.values[0]
        second = [clone_op(op, mapping) for op in body.ops]
        # Each half's wait completes the other half's group: it names (keeps live up to
        # there) the other set, which NVCC would otherwise reuse while the wgmmas read it.
        swap = {}
        for v in registers:
            swap[v], swap[mapping[v]] = mapping[v], v
        for op in first + second:
            if op.name == "wgmma_wait" and op.A is not None and op.A in swap:
                op.A = swap[op.A]
        # The last trip leaves no group in flight: ptxas (CUDA 13) otherwise moved the
        # epilogue's reads of the accumulators above the wait after the loop (H100: the
        # first registers held partial sums).
        at = next(i for i, op in enumerate(second) if op.name == "wgmma_wait")
        wait = second[at]
        tail = _Emitter([])
        after = tail.index("add", mapping[iv], loop.step)
        last = tail.emit(O.LtOp, BOOL, lhs=after, rhs=loop.ub)
        own = next(op.A for op in second if op.name == "wgmma_rs")  # (each wait names the set it completes)
        done = [O.WgmmaWaitOp(C=wait.C, A=wait.A, pending=1, loc=wait.loc),
                O.WgmmaWaitOp(C=wait.C, A=own, pending=0, loc=wait.loc)]
        second[at:at + 1] = tail.ops + [O.IfOp(cond=last, then_region=Region([], [wait]),
                                               else_region=Region([], done), loc=wait.loc)]
        body.ops = first + em.ops + second
        loop.step = pro.index("mul", loop.step, pro.const(2))

    def guarded_producers(self, em, it, iv, loop, pure, producers, staged, rows, stage) -> None:
        """``if it < ub: producers(it)`` (their index arithmetic cloned with it), filling
        stage ``stage``."""
        cond = em.emit(O.LtOp, BOOL, lhs=it, rhs=loop.ub)
        region = Region()
        inner = _Emitter(region.ops)
        # Under the guard it == min(it, ub - 1): the clones index with that, so the ranges
        # bound their addresses by the trip count and simplify drops the copies' own
        # bounds checks (a prefetch past the end is exactly what the guard excludes).
        it = inner.index("min", it, inner.index("sub", loop.ub, inner.const(1)))
        mapping = {iv: it}
        for op in pure:
            region.ops.append(clone_op(op, mapping))
        clones = [clone_op(op, mapping) for op in producers]
        self.add_stage_offsets(clones, staged, rows, stage, into=region, emitter=inner)
        if all(_is_tma_issue(op) or all(sub.name in _PREDICABLE for sub in op.walk()) for op in clones):
            # Only cp.async copies and their index arithmetic: predicate the copies on
            # the guard instead of branching around them.  Past the end they zero-fill
            # the stage of iteration it - step, which no later iteration reads, and
            # their (clamped) addresses stay in bounds.  One basic block lets ptxas
            # interleave the address arithmetic with the consumers' loads and MMAs.
            regions = [region] + [r for op in region.ops for o in op.walk() for r in o.regions()]
            for parent in regions:
                for sub in [o for o in parent.ops if o.name == "cp_async"]:
                    if sub.pred is None:  # the clamped indices keep the source in the tensor
                        sub.pred, sub.src_in_bounds = cond, True
                        continue
                    both = Value(sub.pred.type)
                    parent.ops.insert(parent.ops.index(sub),
                                      O.AndOp(lhs=cond, rhs=sub.pred, results=[both], loc=sub.loc))
                    sub.pred = both
            for op in [o for o in region.ops if _is_tma_issue(o)]:  # (thread 0's TMA: and the guard)
                both = Value(op.cond.type)
                region.ops.insert(region.ops.index(op), O.AndOp(lhs=cond, rhs=op.cond, results=[both], loc=op.loc))
                op.cond = both
            em.ops.extend(region.ops)
            return
        em.ops.append(O.IfOp(cond=cond, then_region=region, else_region=Region(), loc=loop.loc))

    def add_stage_offsets(self, ops, staged, rows, stage, into, emitter=None):
        """Append ``ops`` to ``into`` with their staged-buffer accesses moved to stage
        ``stage``."""
        em = emitter or _Emitter(into.ops)
        stages = stage if isinstance(stage, dict) else dict.fromkeys(rows, stage)  # one stage value, or per buffer
        offsets = {key: em.index("mul", stages[key], em.const(r)) for key, r in rows.items()}
        for op in ops:
            into.ops.append(op)
            for sub in list(op.walk()):  # a list: the loop inserts ops next to the accesses
                for field in _ACCESS.get(sub.name, ()):
                    mem = getattr(sub, field)
                    if mem not in staged:
                        continue
                    idx_field = {"dst": "dst_indices", "src": "src_indices",
                                 "barrier": "barrier_indices"}.get(field, "indices")
                    indices = list(getattr(sub, idx_field))
                    first = Value(INDEX, None)
                    # the new first index is computed right before the access, in its own region
                    parent = self.parent_region_of(sub, op, into)
                    at = parent.ops.index(sub)
                    parent.ops.insert(at, O.AddOp(lhs=indices[0], rhs=offsets[mem], results=[first],
                                                  loc=sub.loc))
                    setattr(sub, idx_field, [first] + indices[1:])

    def parent_region_of(self, target, top, fallback):
        return fallback if any(o is target for o in fallback.ops) else region_holding(top, target)

    def inside_another_loop(self, loop) -> bool:
        """``loop`` lies in the body of another ``for`` (and so may run more than once)."""
        return any(any(sub is loop for sub in outer.walk()) for outer in self.kernel_op.walk()
                   if outer.name == "for" and outer is not loop)

    def parent_region(self, loop):
        return region_holding(self.kernel_op, loop)


def multiply_buffers(buffers, n: int) -> dict:
    """Give each of ``buffers`` (shared values) ``n`` copies along its first dim;
    returns each one's copy offset in the units of its first index (a 1-D packed
    (sub-byte) buffer is addressed in bytes after lowering: its only dim is the row)."""
    rows = {v: v.type.shape[0] * (v.type.dtype.bits if v.type.rank == 1 and v.type.dtype.bits < 8 else 8) // 8
            for v in buffers}
    for v in buffers:
        t = v.type
        v.type = BufferType("shared", (t.shape[0] * n,) + tuple(t.shape[1:]), t.dtype, t.layout)
    return rows


def carry_stage(loop, first=None):
    """Give ``loop`` a new, empty body over (iv, stage), the stage carried from 0 -- or
    from ``base % k`` with ``first = (base, k)`` -- (and its one result); returns (iv,
    stage, body, prologue ops, their emitter).

    The stage of iteration i is carried by the loop (0, 1, .., k - 1, 0, ..) rather than
    recomputed as ((i - lb) / step) % k: a modulo by k costs a multiply-high and shifts,
    and it hides from NVCC that every stage address is one per-thread base plus a stage
    offset (computed once per iteration, not once per access)."""
    iv = loop.body.args[0]
    stage = Value(INDEX, "stage")
    body = Region([iv, stage])
    loop.body = body
    prologue = []
    pro = _Emitter(prologue)
    loop.inits = [pro.const(0) if first is None else pro.index("floormod", first[0], pro.const(first[1]))]
    done = Value(INDEX)
    loop.results = [done]
    done.owner, done.index = loop, 0
    return iv, stage, body, prologue, pro


def trip_count(em, lb, ub, step) -> Value:
    """``max(0, ceil((ub - lb) / step))``, emitted by ``em``."""
    span = em.index("add", em.index("sub", ub, lb), em.index("sub", step, em.const(1)))
    trips = em.index("floordiv", span, step)
    return em.select(em.emit(O.LtOp, BOOL, lhs=trips, rhs=em.const(0)), em.const(0), trips)


def yield_next_stage(em, stage, k) -> None:
    """Append ``yield [stage + 1, wrapped to 0 at k]`` to ``em``'s ops."""
    last = em.emit(O.EqOp, BOOL, lhs=stage, rhs=em.const(k - 1))
    em.ops.append(O.YieldOp(values=[em.select(last, em.const(0), em.index("add", stage, em.const(1)))]))


def _is_tma_issue(op) -> bool:
    """``op`` is lowering's ``if <one thread>: tma_load`` (a guard may join its condition)."""
    return op.name == "if" and not op.results and not op.else_region.ops and \
        any(sub.name == "tma_load" for sub in op.then_region.ops) and \
        all(sub.name in _PURE or sub.name in ("tma_load", "yield") for sub in op.then_region.ops)


def _static_trip_count(loop):
    """The trip count of ``loop`` when its bounds and step are constants, else None."""
    def const(v):
        owner = getattr(v, "owner", None)
        value = getattr(owner, "value", None) if getattr(owner, "name", None) == "const" else None
        return value if isinstance(value, int) and not isinstance(value, bool) else None

    lb, ub, step = (const(v) for v in (loop.lb, loop.ub, loop.step))
    if None in (lb, ub, step) or step <= 0:
        return None
    return max(0, -(-(ub - lb) // step))


def _even_trip_count(loop) -> bool:
    """Whether ``loop`` provably runs an even number of trips: a static even count, or
    bounds that differ by a multiple of twice a constant step -- ``k_lo = 2 * a``,
    ``k_hi = 2 * b``: how a stream-K block's segment of pairs of steps is written
    (a loop that runs no trips, ``ub <= lb``, counts as even)."""
    trips = _static_trip_count(loop)
    if trips is not None:
        return trips % 2 == 0
    forms = IndexAnalysis()
    step = forms.form(loop.step)
    return step.is_const and step.const >= 1 and (forms.form(loop.ub) - forms.form(loop.lb)).divisible_by(
        2 * step.const)


def wgmma_groups_in_flight(stages: int) -> int:
    """How many wgmma groups a pipelined loop of ``stages`` stages keeps in flight across
    iterations (``wgmma_deferral``): none below 4 stages -- the copies would run only one
    iteration ahead (H100, fp16 128 x 256 x 64: 432 TFLOP/s deferred vs 585 waiting each
    iteration; 4 stages deferred: 618 vs 582) --, one with 4, two from 5 (the copies
    stay two ahead).  A buffer the consumers write for the wgmma gets that many copies
    plus one."""
    return 0 if stages < 4 else 1 if stages == 4 else 2


def _set_phases(loop, staged, k, base=None) -> None:
    """Give each ``mbarrier_wait`` of the loop's body the parity of the phase it waits
    for: iteration n (counted from 0, or from ``base``: the iterations of the loop's
    earlier runs) waits for its barrier's n-th completion -- the (n // k)-th of stage
    n % k's when the barrier is staged (k stages), else the n-th.  Before the body is
    restructured: the clones of later passes keep the arithmetic."""
    iv = loop.body.args[0]
    for region in [loop.body] + [r for op in loop.body.ops for sub in op.walk() for r in sub.regions()]:
        for wait in [op for op in region.ops if op.name == "mbarrier_wait" and op.phase is None]:
            ops = []
            em = _Emitter(ops)
            n = em.index("floordiv", em.index("sub", iv, loop.lb), loop.step)
            if base is not None:
                n = em.index("add", base, n)
            if wait.barrier in staged:
                n = em.index("floordiv", n, em.const(k))
            wait.phase = em.index("floormod", n, em.const(2))
            at = region.ops.index(wait)
            region.ops[at:at] = ops


def _index_prelude(loop) -> list:
    """The loop body's top-level pure ops that compute from the loop variable and
    values defined outside the loop only (what the producers' clones may need), not
    from loads or other effects of the body."""
    inner = {r for op in loop.body.ops for sub in op.walk() for r in sub.results}
    kept, ready = [], set()
    for op in loop.body.ops:
        if op.name in _PURE and not op.regions() and \
                all(v not in inner or v in ready for v in op.operand_values()):
            kept.append(op)
            ready |= set(op.results)
    return kept


def _computes_from(op, prelude, loop) -> bool:
    """``op`` uses no value of the loop body but its own, the loop variable's and the
    index prelude's (a store of a value computed in the body is no producer)."""
    inner = {r for o in loop.body.ops for sub in o.walk() for r in sub.results}
    allowed = {r for o in prelude for r in o.results}
    own = {r for sub in op.walk() for r in sub.results} | \
        {a for sub in op.walk() for reg in sub.regions() for a in reg.args}
    return all(v not in inner or v in allowed or v in own
               for sub in op.walk() for v in sub.operand_values())


class _Emitter:
    """Appends index arithmetic to an op list (constants folded where both are known)."""

    def __init__(self, ops):
        self.ops = ops

    def emit(self, cls, t, **fields) -> Value:
        v = Value(t)
        self.ops.append(cls(results=[v], **fields))
        return v

    def const(self, value: int) -> Value:
        return self.emit(O.ConstOp, INDEX, value=int(value))

    def select(self, cond, a, b) -> Value:
        return self.emit(O.SelectOp, INDEX, cond=cond, true_value=a, false_value=b)

    def index(self, name, a, b) -> Value:
        cls = {"add": O.AddOp, "sub": O.SubOp, "mul": O.MulOp, "floordiv": O.FloordivOp,
               "floormod": O.FloormodOp, "min": O.MinOp}[name]
        return self.emit(cls, INDEX, lhs=a, rhs=b)
