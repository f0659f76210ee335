"""``lower-tile-ops``: tile ops -> thread-level IR (one rule per op in tile_lowering/rules.py).

What it does: fragments become per-thread local buffers; ``fill``, ``copy``,
``gemm`` (register loads by the mma fragments + ``mma``), ``parallel``,
``reduce`` (warp shuffles and a per-warp shared scratch, or staged through shared
memory for layouts shuffles do not fit) and tile ``atomic_add`` become loops of
element operations; shared buffers are indexed through their storage layout and
end up typed by their storage shape (global tensors declared with a layout are
indexed through it and lose it from their type); a ``barrier`` goes before and after every
lowered op that touches shared memory (conservative: the barrier pass will prune).

Staging of fragments read with another layout goes through shared memory;
pipelining is the next pass's job.

Shared buffers of sub-byte dtypes hold packed bytes with rows padded to whole
bytes; every access to packed memory becomes byte-level code (``lowbit.py``).
"""

from __future__ import annotations

from ..ir.ops.tile import ATOMIC_OPS
from ..ir.types import BufferType, TensorType
from ..tile_lowering.context import Ctx
from ..tile_lowering.lowbit import is_packed, whole_byte_rows
from ..tile_lowering.partial_sums import combine_partial_sums, k_split_accumulators, reads_partial_sums
from ..tile_lowering.parallel import rewrite_op
from ..tile_lowering import block_vote, split_k  # noqa: F401  (register their rules)
from ..tile_lowering.rules import RULES, touches_shared
from .base import KernelPass


class LowerTileOpsPass(KernelPass):
    name = "lower-tile-ops"

    def kernel(self, kernel):
        ctx = Ctx(kernel, self.target)
        self.partial = k_split_accumulators(kernel, ctx.threads, self.target)
        ctx.deferred = {}  # reduce -> DeferredSum (``deferred_sums.py``; it imports numpy: only when asked)
        if self.target is not None and self.target.options.deferred_sums:
            from ..tile_lowering.deferred_sums import find_deferred_sums

            ctx.deferred = find_deferred_sums(kernel, ctx.threads)
        self.after_loop = {}  # loop -> the deferred sums whose copies are added up after it
        for entry in ctx.deferred.values():
            self.after_loop.setdefault(entry.loop, []).append(entry)
        old = kernel.body.ops
        kernel.body.ops = []
        with ctx.b.at(kernel.body):
            ctx.emit_tid()
            self.region_ops(ctx, old)
            ctx.check_no_wgmma_running("the kernel's end")
        if ctx.prologue:  # (after the thread id: the init is thread 0's)
            at = next(i for i, op in enumerate(kernel.body.ops) if any(r is ctx.tid for r in op.results)) + 1
            kernel.body.ops[at:at] = ctx.prologue
        for op in kernel.walk():
            if op.name == "alloc_shared":
                t = op.result.type
                layout = t.layout
                storage = tuple(layout.storage_shape) if layout is not None else t.shape
                op.result.type = BufferType("shared", whole_byte_rows(storage, t.dtype.bits), t.dtype)
        for v in ctx.globals:  # indexed in storage order now: a plain tensor of the same shape
            v.type = TensorType(v.type.shape, v.type.dtype)

    def region_ops(self, ctx: Ctx, ops):
        outer_beside = ctx.beside_ws_loop
        ctx.beside_ws_loop = any(op.name == "for" and op.kind == "pipelined" and op.warp_specialize for op in ops)
        try:
            self.lower_ops(ctx, ops)
        finally:
            ctx.beside_ws_loop = outer_beside

    def lower_ops(self, ctx: Ctx, ops):
        for op in ops:
            if op.name == "alloc_fragment":
                with ctx.b.located(op.loc):
                    ctx.lower_fragment_alloc(op)
                continue
            if op.name == "alloc_shared":
                ctx.shared[op.result] = op.result.type.layout
                ctx.b.region.append(op)
                continue
            if op.name in ATOMIC_OPS and not op.extents and op.dst in ctx.globals:
                ctx.fail(op, f"T.{op.name} of one element of a tensor declared with a layout is not "
                             "supported yet; add a tile (a slice) instead")
            acc = reads_partial_sums(op, self.partial, op.name in RULES) if self.partial else None
            if acc is not None:  # a K-split gemm's partial sums, added up before this read
                with ctx.b.located(op.loc):
                    combine_partial_sums(ctx, acc, self.partial[acc])
            rule = RULES.get(op.name)
            if rule is not None and (op.name not in ATOMIC_OPS or op.extents):
                shared = touches_shared(ctx, op)
                with ctx.b.located(op.loc):
                    if shared:
                        ctx.barrier()
                    rule(ctx, op)
                    if shared:
                        ctx.barrier()
                continue
            if op.name in ("load", "store"):
                mem = op.source if op.name == "load" else op.dest
                if ctx.is_fragment(mem):
                    ctx.fail(op, "element access to a fragment outside T.Parallel is not supported yet")
                if mem in ctx.shared or mem in ctx.globals or is_packed(mem):  # layouts, packed bytes
                    rewrite_op(ctx, op, {}, None)
                    continue
            regions = op.regions()
            if regions:  # (a gemm left running is waited for in its own region: see Ctx)
                ctx.check_no_wgmma_running(f"the {op.name} at {op.loc}" if op.loc else f"a {op.name}")
            ctx.b.region.append(op)
            if op.name == "for":
                ctx.loops.append(op)
            for r in regions:
                inner = r.ops
                r.ops = []
                if op.name == "for":
                    ctx.loop_bodies.append(inner)
                with ctx.b.at(r):
                    self.region_ops(ctx, inner)
                    ctx.check_no_wgmma_running(f"the end of the {op.name}'s body")
                if op.name == "for":
                    ctx.loop_bodies.pop()
            if op.name == "for":
                ctx.loops.pop()
                for entry in self.after_loop.get(op, ()):
                    from ..tile_lowering.deferred_sums import add_up_copies

                    with ctx.b.located(op.loc):
                        add_up_copies(ctx, entry)

