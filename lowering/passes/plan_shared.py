"""``plan-shared``: place every shared buffer in the block's shared memory.

What it does: gives each ``alloc_shared`` a byte ``offset`` (aligned to 128 bytes,
which suits swizzled tiles, ldmatrix and 16-byte cp.async; a wgmma operand to its
swizzle atom, 8 rows: up to 1024 bytes), lets buffers whose
lifetimes do not overlap share bytes (a lifetime spans the top-level ops of the
kernel body that use the buffer, loops counted whole; inside warp roles, the
consumers' top-level ops; an mbarrier's bytes are never shared -- PTX allows reusing
them only after ``mbarrier.inval``, and on the H100 a split-K tile placed over a
TMA loop's mbarriers came back with those 16-byte words zeroed or NaN whenever the
grid took more than one wave), records the total in the
kernel's ``shared_bytes``, and reports a block that needs more than the target
allows (the arch it lowers for, else ``TILELANG_CUDA_ARCH``, else sm_90: 227 KB; sm_80: 163 KB) with every
buffer's size.

``TILELANG_SHARED_REUSE=0`` turns the sharing of bytes off (every buffer its own
bytes), which isolates the barriers that order data from those that order reuse.

What it does not do: reorder ops to shorten lifetimes, or pad to avoid bank
conflicts (layouts do that).
"""

from __future__ import annotations


from tilelang.errors import TileLangError

from .base import KernelPass

ALIGN = 128


def buffer_bytes(t) -> int:
    n = 1
    for d in t.shape:
        n *= d
    return (n * t.dtype.bits + 7) // 8


class PlanSharedPass(KernelPass):
    name = "plan-shared"

    def kernel(self, kernel):
        allocs, first, last, alias = [], {}, {}, {}

        def visit(top, pos):
            for op in top.walk():
                if op.name == "alloc_shared":
                    allocs.append(op)
                    first.setdefault(op.result, pos)
                    last[op.result] = pos
                for v in op.operand_values():
                    if v in first:
                        last[v] = pos
                    if v in alias:  # another block's copy of it (its readers keep it live)
                        last[alias[v]] = pos
                if op.name == "map_shared_rank" and op.buffer in first:
                    alias[op.result] = op.buffer

        pos = 0
        slots = []  # slots[pos]: (region, op) of that position (where a barrier can go before it)
        for top in kernel.body.ops:
            if top.name != "specialize":
                visit(top, pos)
                slots.append((kernel.body, top))
                pos += 1
                continue
            # Warp roles: each consumer op a position of its own; the producer's uses fall
            # within the consumers' uses of the same buffers (its copies land in stages
            # the consumers wait for, after they released them), else anywhere.
            start = pos
            for op in top.consumer.ops:
                visit(op, pos)
                slots.append((top.consumer, op))
                pos += 1
            end = max(start, pos - 1)
            for op in top.producer.ops:
                for sub in op.walk():
                    if sub.name == "alloc_shared":  # (its own: live across the roles)
                        allocs.append(sub)
                        first[sub.result], last[sub.result] = start, end
                for key in {v for sub in op.walk() for v in sub.operand_values() if v in first}:
                    if last[key] < start:  # (no consumer's: live across the roles)
                        first[key], last[key] = min(first[key], start), end
        # a wgmma operand's (and a TMA tile's) swizzle pattern is taken from the address bits: its buffer
        # starts at a multiple of the pattern's 8 rows (1024 bytes for 128-byte rows)
        aligns = {}
        for op in kernel.walk():
            if op.name == "wgmma_desc":
                aligns[op.src] = max(aligns.get(op.src, ALIGN), 8 * op.swizzle)
            if op.name == "tma_load":  # (TMA's swizzle is taken from the address bits too)
                aligns[op.dst] = max(aligns.get(op.dst, ALIGN), 8 * op.swizzle)
        barriers = {op.barrier for op in kernel.walk() if op.name == "mbarrier_init"}
        everywhere = (0, max(last.values(), default=0))
        reuse = self.target.options.shared_reuse
        placed = []  # (offset, size, first, last)
        for op in sorted(allocs, key=lambda o: -buffer_bytes(o.result.type)):
            size = buffer_bytes(op.result.type)
            align = aligns.get(op.result, ALIGN)
            lo, hi = everywhere if op.result in barriers else (first[op.result], last[op.result])
            busy = sorted((off, off + sz) for off, sz, f, l in placed if not reuse or not (l < lo or hi < f))
            offset = 0
            for start, end in busy:
                if offset + size <= start:
                    break
                offset = max(offset, -(-end // align) * align)
            op.offset = offset
            placed.append((offset, size, lo, hi))
        if reuse:
            _barrier_before_reuse(placed, slots)
        total = max((off + sz for off, sz, _, _ in placed), default=0)
        kernel.shared_bytes = total
        # (the target's own arch: the simulator and interpreter lower for none, and are
        # held to the largest limit)
        arch, limit = self.target.checked_arch, self.target.shared_limit
        if total > limit:
            sizes = ", ".join(f"{op.result.name or '?'} {buffer_bytes(op.result.type)} B" for op in allocs)
            raise TileLangError(f"the block needs {total} bytes of shared memory ({sizes}); {arch} allows {limit}: "
                                "use smaller tiles or fewer pipeline stages", kernel.loc)
        # blocks meant to share an SM (T.annotate_min_blocks_per_sm): an SM holds the
        # per-block limit and 1 KiB more, and each block takes 1 KiB of it besides its own
        for op in kernel.walk():
            if op.name == "min_blocks_per_sm" and op.count * (total + 1024) > limit + 1024:
                raise TileLangError(f"T.annotate_min_blocks_per_sm({op.count}): {op.count} blocks of {total} bytes "
                                    f"of shared memory (and 1 KiB each the SM keeps) do not fit {arch}'s "
                                    f"{limit + 1024} an SM", op.loc)


def _barrier_before_reuse(placed, slots) -> None:
    """A barrier candidate before the first op of each buffer that takes bytes an earlier
    one used, unless one already stands between their uses: another thread may still
    read (or have a cp.async zero fill land in) the old buffer's bytes when this thread
    writes the new one.  ``insert-barriers`` keeps it where the accesses conflict (it
    counts overlapping buffers as one memory).  Without it a reduction's staged result
    overwrote the scratch row another thread was still reducing (simulator, byte arena)."""
    from ..ir.ops import BLOCK_BARRIERS, BarrierOp

    before = {}
    for off, size, lo, hi in placed:
        for off2, size2, lo2, hi2 in placed:
            if hi2 < lo and off < off2 + size2 and off2 < off + size and 0 <= lo < len(slots):
                region, op = slots[lo]
                between = [r_op for r, r_op in slots[hi2 + 1:lo + 1] if r is region and r_op.name in BLOCK_BARRIERS]
                if not between:
                    before.setdefault(op, (region, op))
    for region, op in before.values():
        at = next(i for i, o in enumerate(region.ops) if o is op)
        region.ops.insert(at, BarrierOp(loc=op.loc))
