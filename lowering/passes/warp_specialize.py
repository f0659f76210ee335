"""``warp-specialize``: a producer warp for ``T.Pipelined(..., warp_specialize=True)``.

The plain ``pipeline`` pass has every thread take turns: each iteration the block
meets at a barrier, thread 0 issues the copies of a later iteration, and the copies
can run at most ``num_stages - 1`` iterations ahead of the slowest warp.  Here the
block gets one more warp, and the work splits by role (``specialize``):

    producer (thread CT, the new warp's first lane):
        for i (stage s):  mbarrier_wait(empty[s], its previous use released)
                          tma_loads of iteration i into stage s (arming full[s])
    consumers (threads < CT, the block as written):
        for i (stage s):  mbarrier_wait(full[s]) ... the loop body ...
                          mbarrier_arrive(empty[s'])  (s' = the stage done being read)

No block barrier orders the stages: each has a "full" mbarrier (the first TMA
copy's, staged with the tiles; every copy of the iteration arms it: one wait per
stage) and an "empty" one the consumers arrive on once they are done reading it --
one arrival per warp right after a ``wgmma_wait`` (the warpgroup's
reads of the stage fed the wgmmas that completed), else one per thread at the end of
the body.  So the producer refills a stage the moment it is released, the whole ring
ahead, and the consumers never issue a copy nor wait for each other.  With a wgmma
kept in flight across iterations (``PipelinePass.wgmma_deferral``: D groups, or a
second register set) the stage released is that of iteration i - D, whose wgmmas the
wait just completed.

With ``pingpong`` the consumer warpgroups also take turns issuing the loop's wgmma
groups (``pingpong.py``).  The TMA copies beside the loop (in its list of ops: attention's
Q tile, first key block and last value block) go to the producer too, before and after
its loop (``ws_one_shots.py``).

Built for an architecture without TMA (before sm_90, or none given; or with
``TILELANG_TMA=0``) the loop is pipelined as usual.  On sm_90 every copy of the
loop must lower to a TMA load (``tile_lowering/tma.py`` takes any size of tile in
such a loop); a copy that does not -- a partial tile, a transposing one -- is an
error at its line, as is a loop carrying values, a kernel with threads along
several dims, or a loop neither at the kernel's top level, nor directly in a loop
there, nor in the then branches of ifs there or in such a loop (nested, each at the
top of the one before) whose conditions the whole block shares -- computed from block
indices, the loop's index, constants and loads of tensors the kernel does not write
(attention's blocks past a sequence's end; its loop after the first key block).  Around
such a loop the producer warp takes the same branches: it runs clones of the ifs, with
the index arithmetic of their branches its copies and conditions read.  In a loop
around it (a persistent kernel's loop over tiles) the producer warp runs a clone of
it, with the index arithmetic of its body the copies read, and counts the iterations
it issued across its trips (through the ifs' results where ifs skip a run); the
consumers count theirs in a per-thread variable (``PipelinePass.run_count``) and
release the stages of each run's last D iterations after its final wait.  In a
cluster the producer warp also meets each of the consumers' (top-level) cluster
barriers, in order.  The pure
index arithmetic the producer needs moves before the split (both roles compute it);
so do the allocations and mbarrier inits of what the producer touches, with one
barrier after them.  With two consumer warpgroups or more on sm_90a (option
``setmaxnreg``) the producer is a whole warpgroup: it gives its registers back
(``set_max_nreg`` 40) and the consumers take them (232 a thread for two warpgroups,
instead of the 168 that 384 threads leave each), so a consumer loop that holds more
does not spill.  Barriers left among the consumers are named barriers of CT
threads (the CUDA rule of ``barrier`` inside ``specialize``).  ``plan-shared``
counts a buffer's lifetime in the consumers' ops: a buffer after the loop may take
the stages' bytes.
"""

from __future__ import annotations

from tilelang.dtypes import uint64
from tilelang.errors import TileLangError

from ..ir import ops as O
from ..ir.clone import clone_op
from ..ir.core import Region, Value
from ..ir.types import BOOL, INDEX, BufferType, TensorType
from ..target import WARPGROUP, registers_at_launch, widest_wgmma
from ..tile_lowering.tma import tma_enabled
from . import ws_one_shots as one_shots
from .pingpong import take_turns
from .pipeline import (_PURE, PipelinePass, _computes_from, _Emitter, _index_prelude, _is_tma_issue,
                       _set_phases, _written, carry_stage, multiply_buffers, trip_count, yield_next_stage)

WARP = 32
# What the producer warpgroup keeps: its one thread issues copies and waits, but with
# three tensor maps, a cluster's rank and a split-K loop ptxas spilled 60 bytes at
# setmaxnreg's least (24; the int4 kernel of M = 128, K = 28672); 40 holds it, and two
# consumer warpgroups still take 232 a thread (40 is also CUTLASS's producer count)
PRODUCER_REGISTERS = 40
MAX_CONSUMER_REGISTERS = 240
_NOT_TMA = ("this copy does not lower to a TMA load ({} into shared memory; a TMA copies a whole shared tile of a "
            "tensor without a layout, in a layout TMA writes: tile_lowering/tma.py); every copy of the loop must")


class WarpSpecializePass(PipelinePass):
    name = "warp-specialize"

    def kernel(self, kernel):
        loops = [op for op in kernel.walk() if op.name == "for" and op.kind == "pipelined" and op.warp_specialize]
        if not loops:
            return
        if not tma_enabled(self.target) or not self.target.options.warp_specialize:
            # no TMA, or switched off (pass_configs "tl.disable_warp_specialized"): pipelined as usual
            for loop in loops:
                loop.warp_specialize = loop.pingpong = False
            return
        if len(loops) > 1:
            raise TileLangError("warp_specialize: one such loop per kernel (a second one would need the producer "
                                "warp to follow the kernel's whole control flow)", loops[1].loc)
        self.shared = {op.result for op in kernel.walk() if op.name == "alloc_shared"}
        self.local = {op.result for op in kernel.walk() if op.name in ("alloc_local", "alloc_var")}
        self.kernel_op = kernel
        self.read_only = _read_only_tensors(kernel)
        self.specialize(kernel, loops[0])

    def check(self, kernel, loop):
        """Refuse what the pass cannot take (module doc); returns the loop around ``loop``
        (``outer_loop``)."""
        def fail(why, loc=None):
            raise TileLangError(f"warp_specialize: {why}", loc or loop.loc)

        chain = self.enclosing(kernel, loop)
        if chain is None or any(op.name != "if" for op in _branches(chain)):
            fail("the loop must be at the kernel's top level, in the body of a loop there, or inside ifs there "
                 "(or in that loop) whose conditions the whole block shares (the producer warp follows no other "
                 "control flow)")
        outer = chain[0] if chain and chain[0].name == "for" else None
        for branch in _branches(chain):
            if branch.results:
                fail("an if around the loop cannot yield values", branch.loc)
            self.block_uniform(kernel, chain, branch)
        if outer is not None and outer.inits:
            fail("the loop around it cannot carry values", outer.loc)
        if loop.inits:
            fail("the loop cannot carry values")
        if len(kernel.threads) != 1 or kernel.threads[0] % WARP:
            fail(f"needs the block's threads along one dim, a multiple of {WARP}; got {list(kernel.threads)}")
        for op in kernel.walk():
            if op.name == "cluster_barrier" and not any(op is o for o in kernel.body.ops):
                fail("a cluster_barrier inside a loop or branch (the producer warp meets the consumers' cluster "
                     "barriers at the kernel's top level only)", op.loc)
        for op in loop.walk():  # (a cp.async anywhere in the loop: no stage would track it)
            if op.name == "cp_async":
                fail(_NOT_TMA.format(op.name), op.loc)
        return chain

    def enclosing(self, kernel, loop):
        """The ops from the kernel's top level down whose first region holds ``loop``, each
        at the top of the one before: [] at the top level, [a ``for``] (a persistent
        kernel's loop over tiles), [``if``, ...] (then branches); None for anything else."""
        chain, ops = [], kernel.body.ops
        while not any(op is loop for op in ops):
            around = next((op for op in ops if op.name in ("for", "if") and
                           any(sub is loop for o in op.regions()[0].ops for sub in o.walk())), None)
            if around is None:
                return None
            chain.append(around)
            ops = around.regions()[0].ops
        return chain

    def block_uniform(self, kernel, chain, branch) -> None:
        """Refuse an ``if`` around the loop whose condition may differ between threads (the
        producer warp takes the same branch as the consumers: only what block indices,
        constants and read-only tensors give)."""
        defined = {r: op for region in [kernel.body] + [c.regions()[0] for c in chain]
                   for op in region.ops for r in op.results}
        for op in _pure_deps(defined, [branch.cond], "before the loop", self.read_only):
            if op.name in ("thread_idx", "thread_binding"):
                raise TileLangError("warp_specialize: the if around the loop depends on the thread index (the "
                                    "producer warp takes the same branch as the consumers: the condition must "
                                    "be the whole block's)", branch.loc)

    def specialize(self, kernel, loop) -> None:
        chain = self.check(kernel, loop)
        outer = chain[0] if chain and chain[0].name == "for" else None
        branches = _branches(chain)
        # run again inside ``outer``: the phases count on across the runs (``run_count``)
        base, before, after, trips = self.run_count(loop) if outer is not None else (None, [], [], None)
        k = loop.num_stages
        consumer_threads = kernel.threads[0]
        loop.kind, loop.num_stages, loop.warp_specialize = "serial", 0, False
        pure = _index_prelude(loop)
        region = (chain[-1].regions()[0] if chain else kernel.body).ops
        levels = [kernel.body] + [c.regions()[0] for c in chain]
        defined = {r: op for reg in levels for op in reg.ops for r in op.results}
        prior = [op for reg, around in zip(levels, chain) for op in reg.ops[:reg.ops.index(around)]]
        # ifs between a loop around and the loop may skip a run: its one-shots then stay with the
        # consumers, their phases counting the runs made (the producer's would count trips)
        skips = outer is not None and bool(branches)
        movable = (lambda op: False) if skips else one_shots.movable_by(defined, _deps, self.read_only)
        shots = one_shots.find_one_shots(region, loop, movable, prior)
        empties, setup = one_shots.empty_barriers(shots, consumer_threads, loop.loc) if outer is not None else ({}, [])
        producers = [op for op in loop.body.ops if op.name not in _PURE and self.is_producer(op)
                     and _computes_from(op, pure, loop)]
        if not producers:
            raise TileLangError("warp_specialize: the loop copies nothing from global to shared memory", loop.loc)
        for p in producers:  # (plain stores of a packed sub-byte tile: the tile would not be staged)
            for sub in p.walk():
                if sub.name != "tma_load" and any(w in self.shared for w in _written(sub)):
                    raise TileLangError("warp_specialize: " + _NOT_TMA.format(sub.name), sub.loc or loop.loc)
        self.one_full_barrier(kernel, loop, producers)
        # (ordered, unlike a set: the stage offsets are emitted in this order)
        staged = dict.fromkeys(v for p in producers for sub in p.walk() if sub.name == "tma_load"
                               for v in (sub.dst, sub.barrier))
        inside = set(loop.walk())
        for op in kernel.walk():
            if op not in inside and op.name not in ("alloc_shared", "mbarrier_init") \
                    and any(v in staged for v in op.operand_values()):
                raise TileLangError("warp_specialize: a buffer the loop's copies fill is used after the loop",
                                    op.loc)
        _set_phases(loop, staged, k, base)
        rows = multiply_buffers(staged, k)
        consumers = [op for op in loop.body.ops if not any(op is p for p in producers) and op.name != "yield"]
        deferred, in_flight, registers = self.wgmma_deferral(loop, consumers, staged, k)
        deferred_rows = multiply_buffers(deferred or {}, in_flight + 1)
        empty = Value(BufferType("shared", (k,), uint64), "empty_bar")
        per_warp = any(op.name == "wgmma_wait" for op in consumers)
        arrivals = consumer_threads // WARP if per_warp else consumer_threads
        tid = self.thread_index(kernel)
        producer = self.producer_region(loop, outer, branches, pure, producers, staged, rows, empty, k, tid,
                                        consumer_threads, (shots, empties))
        prologue = self.consumer_loop(loop, base, consumers, staged, rows, (deferred, deferred_rows, in_flight),
                                      registers, empty, k, per_warp)
        tail = []
        if loop.pingpong:  # the consumer warpgroups take turns at the tensor cores (pingpong.py)
            turns, tail = take_turns(loop, tid, consumer_threads)
            prologue += turns
            loop.pingpong = False
        region = (chain[-1].regions()[0] if chain else kernel.body).ops  # (one_full_barrier made a new list)
        at = region.index(loop)
        region[at:at] = before + prologue
        if in_flight:  # the last groups complete after the loop
            wait = next(op for op in loop.walk() if op.name == "wgmma_wait")
            tail.append(O.WgmmaWaitOp(C=wait.C, pending=0, loc=wait.loc))
        tail += after
        if outer is not None:  # the next run's producer waits for the last D stages too
            em = _Emitter(tail)
            for back in range(1, in_flight + 1):
                last = em.index("floormod", em.index("sub", em.index("add", base, trips), em.const(back)),
                                em.const(k))
                ran = em.emit(O.LeOp, BOOL, lhs=em.const(back), rhs=trips)
                arrive = O.MbarrierArriveOp(barrier=empty, barrier_indices=[last], per_warp=per_warp, loc=loop.loc)
                tail.append(O.IfOp(cond=ran, then_region=Region([], [arrive]), else_region=Region(), loc=loop.loc))
        at = region.index(loop) + 1
        region[at:at] = tail
        # the one-shot copies beside the loop: their waits' phases, the consumers' releases (in
        # a loop around), and the issues the producer now makes (ws_one_shots.py)
        one_shots.set_phases(region, shots, outer,
                             one_shots.count_runs(kernel, region, loop.loc) if skips and shots else None)
        one_shots.release(region, shots, empties, loop.loc)
        moved = [s.issue for s in shots if s.movable]
        region[:] = [op for op in region if not any(op is m for m in moved)]
        kernel.body.ops[0:0] = setup
        self.split(kernel, chain, producer, empty, arrivals, consumer_threads, loop.loc)

    def one_full_barrier(self, kernel, loop, producers) -> None:
        """The iteration's TMA copies complete on one mbarrier (the first's), armed by each
        of them -- an arrival count of one per copy: the consumers wait once per stage,
        not once per copy.  The other copies' mbarriers and waits go."""
        loads = [sub for p in producers for sub in p.walk() if sub.name == "tma_load"]
        full = loads[0].barrier
        others = {op.barrier for op in loads[1:]} - {full}
        for op in loads:
            op.barrier = full

        def made_for_others(op) -> bool:  # (their allocation and init)
            return (op.name == "alloc_shared" and op.result in others) or \
                (op.name == "mbarrier_init" and op.barrier in others)

        kernel.body.ops = [op for op in kernel.body.ops if not made_for_others(op)]
        init = next(op for op in kernel.body.ops if op.name == "mbarrier_init" and op.barrier is full)
        init.count = len(loads)
        loop.body.ops = [op for op in loop.body.ops if not (op.name == "mbarrier_wait" and op.barrier in others)]

    def thread_index(self, kernel) -> Value:
        """The kernel's top-level ``thread_idx`` (dim 0), made at the top if none."""
        for op in kernel.body.ops:
            if op.name == "thread_idx" and op.dim == 0:
                return op.result
        tid = Value(INDEX, "tid")
        kernel.body.ops.insert(0, O.ThreadIdxOp(dim=0, results=[tid], loc=kernel.loc))
        return tid

    def consumer_loop(self, loop, base, consumers, staged, rows, deferral, registers, empty, k, per_warp) -> list:
        """Rebuild ``loop`` as the consumers' (the stage carried -- from ``base % k``, the
        earlier runs' iterations, when given --, each stage released on ``empty`` once
        read); returns the ops to put before it."""
        deferred, deferred_rows, in_flight = deferral
        iv, stage, body, prologue, pro = carry_stage(loop, first=None if base is None else (base, k))
        self.stage_consumers(consumers, body, loop, stage, staged, rows, deferred, deferred_rows, in_flight)
        # the release: after the wgmma wait (of the stage D iterations back), else at the end
        waits = [i for i, op in enumerate(body.ops) if op.name == "wgmma_wait"]
        at = waits[-1] + 1 if per_warp else len(body.ops)
        release = []
        em = _Emitter(release)
        if in_flight:
            back = em.index("sub", stage, em.const(in_flight))
            wrapped = em.select(em.emit(O.LtOp, BOOL, lhs=back, rhs=em.const(0)),
                                em.index("add", back, em.const(k)), back)
            cond = em.emit(O.LeOp, BOOL, lhs=em.index("add", loop.lb, em.index("mul", loop.step,
                                                                               em.const(in_flight))), rhs=iv)
        else:
            wrapped, cond = stage, None
        # per warp after a wgmma wait: the wait is warp-synchronous and the lanes' reads of
        # the stage fed the wgmmas it completed
        arrive = O.MbarrierArriveOp(barrier=empty, barrier_indices=[wrapped], per_warp=per_warp, loc=loop.loc)
        if cond is None:
            release.append(arrive)
        else:
            release.append(O.IfOp(cond=cond, then_region=Region([], [arrive]), else_region=Region(), loc=loop.loc))
        body.ops[at:at] = release
        yield_next_stage(_Emitter(body.ops), stage, k)
        if registers:  # a register operand alternates between two sets: two iterations per trip
            self.unroll_twice(loop, body, iv, stage, registers, pro)
        return prologue

    def producer_region(self, loop, outer, branches, pure, producers, staged, rows, empty, k, tid,
                        consumer_threads, one_shot) -> Region:
        """``if tid == CT: for i: wait for stage s to be released; its copies`` -- inside a
        clone of ``outer`` (with the index arithmetic of its body the copies read),
        counting the iterations issued across its trips, when the loop runs in one; inside
        clones of the ``branches`` (the ifs around it, with what their conditions and the
        copies read) when it runs in those; the movable one-shot copies (``one_shot``: the
        shots and their groups' empty mbarriers) before and after its loop."""
        shots, empties = one_shot
        shot_values = [v for s in shots if s.movable for sub in s.issue.walk() for v in sub.operand_values()]
        region = Region()
        em = _Emitter(region.ops)
        first = em.emit(O.EqOp, BOOL, lhs=tid, rhs=em.const(consumer_threads))
        then = Region()
        zero = _Emitter(then.ops).const(0)
        mapping, host, issued_before, in_branches = {}, then, None, set()
        if branches:
            defined = {r: op for b in branches for op in b.then_region.ops for r in op.results}
            in_branches = _pure_deps(defined, [loop.lb, loop.ub, loop.step] + [b.cond for b in branches[1:]] +
                                     [v for op in list(pure) + list(producers) for sub in op.walk()
                                      for v in sub.operand_values()] + shot_values, "in the if around",
                                     self.read_only)
        if outer is not None:  # (the ifs inside it, if any, read its body's index arithmetic too)
            t, issued_before = Value(INDEX, outer.body.args[0].name), Value(INDEX, "issued")
            host = Region([t, issued_before])
            mapping[outer.body.args[0]] = t
            needed = self.outer_prelude(outer, loop, pure, producers, shot_values + [b.cond for b in branches[:1]] +
                                        [v for op in in_branches for v in op.operand_values()])
            for op in outer.body.ops:
                if op in needed:
                    host.ops.append(clone_op(op, mapping))
        outer_host, ifs = host, []
        for b in branches:
            inner = Region()
            # (in a loop around, each if passes the count of issued iterations out: none when skipped)
            ifs.append(O.IfOp(cond=mapping.get(b.cond, b.cond), then_region=inner, else_region=Region(),
                              results=[] if outer is None else [Value(INDEX)], loc=b.loc))
            host.ops.append(ifs[-1])
            host = inner
            for op in b.then_region.ops:
                if op in in_branches:
                    host.ops.append(clone_op(op, mapping))
        lb, ub, step = (mapping.get(v, v) for v in (loop.lb, loop.ub, loop.step))
        iv, stage = Value(INDEX, loop.body.args[0].name), Value(INDEX, "stage")
        body = Region([iv, stage])
        inner = _Emitter(body.ops)
        # iteration n waits for the release of stage n % k's use n - k: its (n / k - 1)-th
        # completion, parity (n / k + 1) % 2 -- for n < k the parity of the phase before the
        # first, which a fresh mbarrier counts as complete
        n = inner.index("floordiv", inner.index("sub", iv, lb), step)
        if issued_before is not None:
            n = inner.index("add", issued_before, n)
        parity = inner.index("floormod", inner.index("add", inner.index("floordiv", n, inner.const(k)),
                                                      inner.const(1)), inner.const(2))
        body.ops.append(O.MbarrierWaitOp(barrier=empty, barrier_indices=[stage], phase=parity, loc=loop.loc))
        mapping[loop.body.args[0]] = iv
        for op in pure:
            body.ops.append(clone_op(op, mapping))
        issued = []
        for op in producers:
            clone = clone_op(op, mapping)
            if _is_tma_issue(clone):  # (thread 0's copy: here the producer's one thread issues it)
                issued.extend(o for o in clone.then_region.ops if o.name != "yield")
            else:
                issued.append(clone)
        self.add_stage_offsets(issued, staged, rows, stage, into=body, emitter=inner)
        yield_next_stage(inner, stage, k)
        hem = _Emitter(host.ops)
        start = zero if issued_before is None else hem.index("floormod", issued_before, hem.const(k))
        trip = None if outer is None else one_shots.trip_of(hem, t, outer)
        one_shots.issue(host.ops, shots, False, mapping, empties, trip)
        host.ops.append(O.ForOp(lb=lb, ub=ub, step=step, inits=[start], results=[Value(INDEX)], body=body,
                                loc=loop.loc))
        one_shots.issue(host.ops, shots, True, mapping, empties, trip)
        if outer is not None:
            count = hem.index("add", issued_before, trip_count(hem, lb, ub, step))
            for branch in reversed(ifs):
                branch.then_region.ops.append(O.YieldOp(values=[count]))
                branch.else_region.ops.append(O.YieldOp(values=[issued_before]))
                count = branch.results[0]
            outer_host.ops.append(O.YieldOp(values=[count]))
            then.ops.append(O.ForOp(lb=outer.lb, ub=outer.ub, step=outer.step, inits=[zero], results=[Value(INDEX)],
                                    body=outer_host, loc=outer.loc))
        region.ops.append(O.IfOp(cond=first, then_region=then, else_region=Region(), loc=loop.loc))
        return region

    def outer_prelude(self, outer, loop, pure, producers, extra=()) -> set:
        """The ops of ``outer``'s body the producer's copies and loop bounds (and the
        ``extra`` values) read: index arithmetic, cloned into the producer's copy of ``outer``."""
        defined = {r: op for op in outer.body.ops for r in op.results}
        values = [loop.lb, loop.ub, loop.step] + [v for op in list(pure) + list(producers) for sub in op.walk()
                                                  for v in sub.operand_values()] + list(extra)
        return _pure_deps(defined, values, "in the loop around", self.read_only)

    def split(self, kernel, chain, producer, empty, arrivals, consumer_threads, loc) -> None:
        """The kernel body: allocations, mbarrier inits and one barrier, the index
        arithmetic the producer reads, then ``specialize`` (``chain``: the ops around the
        loop, ``enclosing``)."""
        top = kernel.body.ops
        needed = self.hoisted(kernel, producer)
        # the buffers the producer touches (the stages, their mbarriers) are allocated before
        # the split -- out of the ifs or the loop around the loop, too (a persistent kernel's
        # tiles: the producer's copies of the next tile's stages must not name a buffer
        # the consumers' loop body declares); the others stay where they were
        # (plan-shared may then give a buffer after the loop -- split-K's tile -- the stages' bytes)
        used = {v for op in producer.ops for sub in op.walk() for v in sub.operand_values()}

        def shared_setup(op) -> bool:
            return (op.name == "alloc_shared" and op.result in used) or \
                (op.name == "mbarrier_init" and op.barrier in used)

        before = [op for op in top if shared_setup(op)]
        for around in chain:  # (the ifs around the loop, or the loop around it)
            body = around.regions()[0]
            before += [op for op in body.ops if shared_setup(op)]
            body.ops = [op for op in body.ops if not shared_setup(op)]
        before += [O.AllocSharedOp(results=[empty], loc=loc), O.MbarrierInitOp(barrier=empty, count=arrivals, loc=loc),
                   O.BarrierOp(loc=loc)]
        before += [op for op in top if op in needed]
        moved = set(before)
        rest = [op for op in top if op not in moved]
        # In a cluster the producer warp meets each of the consumers' cluster barriers too,
        # in their order around the loop (a cluster barrier counts every thread of the
        # cluster): those before it ahead of its loop, the others after.
        loop_at = next(i for i, op in enumerate(rest) if op.name in ("for", "if") and
                       any(o.name == "mbarrier_arrive" for o in op.walk()))
        meets = [(i < loop_at, op.loc) for i, op in enumerate(rest) if op.name == "cluster_barrier"]
        producer.ops[:0] = [O.ClusterBarrierOp(loc=at) for ahead, at in meets if ahead]
        producer.ops += [O.ClusterBarrierOp(loc=at) for ahead, at in meets if not ahead]
        producer_threads = WARP
        # the widest wgmma's accumulator must fit in a thread's registers at launch
        widest, need = widest_wgmma(kernel)
        if self.splits_registers(consumer_threads) and registers_at_launch(consumer_threads + WARPGROUP) >= need:
            # a producer warpgroup (setmaxnreg is a whole warpgroup's) keeps what issuing
            # copies needs; the consumers take the rest of the block's registers
            producer_threads = WARPGROUP
            total = registers_at_launch(consumer_threads + WARPGROUP) * (consumer_threads + WARPGROUP)
            mine = min(MAX_CONSUMER_REGISTERS, (total - WARPGROUP * PRODUCER_REGISTERS) // consumer_threads // 8 * 8)
            producer.ops.insert(0, O.SetMaxNRegOp(count=PRODUCER_REGISTERS, inc=False, loc=loc))
            rest.insert(0, O.SetMaxNRegOp(count=mine, inc=True, loc=loc))
        kernel.body.ops = before + [O.SpecializeOp(consumer_threads=consumer_threads, consumer=Region([], rest),
                                                   producer=producer, loc=loc)]
        kernel.threads = (consumer_threads + producer_threads,)
        if registers_at_launch(kernel.threads[0]) < need:
            raise TileLangError(f"warp_specialize: the block grows to {kernel.threads[0]} threads ({consumer_threads} "
                                f"as written and a producer warp), which hold {registers_at_launch(kernel.threads[0])} "
                                f"registers a thread at launch; a wgmma {widest.n} columns wide needs about {need} "
                                f"({widest.n // 2} for its accumulator): fewer threads, or a narrower tile", loc)

    def splits_registers(self, consumer_threads: int) -> bool:
        """Whether the block's registers move from the producer to the consumers: two or
        more consumer warpgroups (below that a thread may already hold 248), on sm_90a, with
        the ``setmaxnreg`` option on, and no ``T.disable_warp_group_reg_alloc()`` in the kernel."""
        return self.target.options.setmaxnreg and self.target.has("wgmma") and \
            consumer_threads % WARPGROUP == 0 and consumer_threads >= 2 * WARPGROUP and \
            not any(op.name == "disable_warp_group_reg_alloc" for op in self.kernel_op.walk())

    def hoisted(self, kernel, producer) -> set:
        """The top-level ops whose values the producer region reads: pure ones
        (with what they read in turn), moved before the split."""
        top = {r: op for op in kernel.body.ops for r in op.results}
        own = {r for op in producer.ops for sub in op.walk() for r in sub.results} | \
            {a for op in producer.ops for sub in op.walk() for reg in sub.regions() for a in reg.args}
        return _pure_deps(top, [v for op in producer.ops for sub in op.walk() for v in sub.operand_values()
                                if v not in own], "before the loop", self.read_only)


def _branches(chain) -> list:
    """The ifs of ``chain`` (``enclosing``): all of it, or what follows the loop around."""
    return chain[1:] if chain and chain[0].name == "for" else list(chain)


def _read_only_tensors(kernel) -> set:
    """The global tensors ``kernel`` loads from and never writes: a load of one gives every
    thread the same value whenever it runs, so the producer warp may repeat it."""
    loaded, other = set(), set()
    for op in kernel.walk():
        read = op.source if op.name in ("load", "vec_load", "packed_load") else \
            op.src if op.name == "tma_load" else None
        for v in op.operand_values():
            if isinstance(v.type, TensorType):
                (loaded if v is read else other).add(v)
    return loaded - other


def _deps(defined: dict, values, read_only=frozenset()) -> tuple[set, tuple | None]:
    """(the ops of ``defined`` (value -> op) that ``values`` read, and what those read in
    turn, as far as the producer warp may recompute them -- index arithmetic and loads of
    ``read_only`` tensors --; the first (value, op) it may not, or None)."""
    needed, todo = set(), list(values)
    while todo:
        v = todo.pop()
        op = defined.get(v)
        if op is None or op in needed or op.name == "alloc_shared":
            continue
        if op.name not in _PURE and not (op.name == "load" and op.source in read_only):
            return needed, (v, op)
        needed.add(op)
        todo.extend(op.operand_values())
    return needed, None


def _pure_deps(defined: dict, values, where: str, read_only=frozenset()) -> set:
    """``_deps``'s ops; anything the producer may not recompute is an error (``where`` it
    is computed)."""
    needed, refused = _deps(defined, values, read_only)
    if refused is not None:
        v, op = refused
        raise TileLangError(f"warp_specialize: the producer warp needs %{v.name or '?'}, which {op.name} computes "
                            f"{where} (only index arithmetic and loads of tensors the kernel does not write "
                            f"can move to the producer warp)", op.loc)
    return needed
