"""``T.gemm`` on Hopper's warpgroup MMA (sm_90a): both operands read by the tensor
cores straight from shared memory through descriptors, no ldmatrix, no operand
registers.

When (``wgmma_plan``): the target is sm_90a; A and B are shared float16/bfloat16
tiles stored K-major (``transpose_A=False``, ``transpose_B=True``: A (m, k), B (n, k))
in the canonical swizzle a descriptor can name -- ``make_swizzle`` with a row of
exactly 32, 64 or 128 bytes (k = 16, 32 or 64 for 16-bit inputs; layout inference
picks it for such tiles); the accumulator is float32; the block is whole warpgroups
whose count divides m into 64-row bands.  Anything else takes the mma.sync path
(``rules.lower_gemm``), as does every gemm with ``TILELANG_WGMMA=0``.

The lowering (``lower_gemm_wgmma``), for warpgroup g owning rows [g m / G, (g+1) m / G):

    wgmma_fence
    for each k-step of 16, each 64-row band, each n chunk (<= 256):
        wgmma(desc(A, band row, k), desc(B, chunk row, k)) -> the band's registers
    wgmma_commit;  wgmma_wait 0

so the gemm is complete (registers written, shared reads done) when the op ends, as
the mma.sync lowering is.  The accumulator layout is ``make_wgmma_accumulator``.
Shared memory written through the generic proxy (cp.async, stores) must be fenced
for the async proxy before wgmma reads it: ``insert-barriers`` puts a
``fence_proxy_async`` before every barrier of a kernel that uses wgmma.
"""

from __future__ import annotations

import os
from dataclasses import dataclass

import numpy as np

from ..ir import ops as O
from ..ir.types import ScalarType

WGMMA_ARCHS = ("sm_90a",)


@dataclass(frozen=True)
class WgmmaPlan:
    warpgroups: int
    bands: int      # 64-row bands per warpgroup
    chunk: int      # n per wgmma instruction
    swizzle_a: int  # bytes
    swizzle_b: int


def wgmma_plan(op, threads: int, arch: str | None, layout_a, layout_b) -> WgmmaPlan | None:
    """How ``op`` (a gemm) runs on wgmma, or None when it cannot (module docstring)."""
    from tilelang.layout import make_swizzle

    if arch not in WGMMA_ARCHS or os.environ.get("TILELANG_WGMMA", "1") == "0":  # 0: mma.sync, to compare
        return None
    a, b, c = op.A.type, op.B.type, op.C.type
    if a.scope != "shared" or b.scope != "shared" or a.dtype.name not in O.WGMMA_INPUTS or a.dtype != b.dtype \
            or c.dtype.name != "float32" or op.transpose_A or not op.transpose_B or a.rank != 2 or b.rank != 2:
        return None
    m, n = c.shape
    k = a.shape[1]
    if a.shape[0] != m or b.shape != (n, k) or k % 16 or threads % 128 or n % 8:
        return None
    groups = threads // 128
    if m % (64 * groups):
        return None
    swizzles = []
    for shape, layout in ((a.shape, layout_a), (b.shape, layout_b)):
        width = shape[1] * a.dtype.bits // 8  # bytes per row
        if width not in O.WGMMA_SWIZZLES or shape[0] % 8 or layout is None or \
                layout != make_swizzle(shape[0], shape[1], a.dtype.bits, width):
            return None
        swizzles.append(width)
    chunk = next(c for c in range(min(n, 256), 7, -8) if n % c == 0)
    return WgmmaPlan(groups, m // (64 * groups), chunk, swizzles[0], swizzles[1])


def is_wgmma_accumulator(layout, m: int, n: int, groups: int) -> bool:
    """``layout`` maps every element as ``make_wgmma_accumulator(m, n, groups)`` does."""
    from tilelang.layout import Fragment, make_wgmma_accumulator

    if not isinstance(layout, Fragment) or tuple(layout.shape) != (m, n):
        return False
    want = make_wgmma_accumulator(m, n, groups)
    i, j = np.meshgrid(np.arange(m), np.arange(n), indexing="ij")
    return bool(np.array_equal(np.asarray(layout.thread_of(i, j)), np.asarray(want.thread_of(i, j)))
                and np.array_equal(np.asarray(layout.index_of(i, j)[0]), np.asarray(want.index_of(i, j)[0])))


def lower_gemm_wgmma(ctx, op, plan: WgmmaPlan) -> None:
    """The wgmma sequence of one gemm (module docstring; ``clear_accum`` is the caller's)."""
    from tilelang.dtypes import uint64

    u64 = ScalarType(uint64)
    m, n = op.C.type.shape
    k = op.A.type.shape[1]
    c_local = ctx.frags[id(op.C)][0]
    band0 = ctx.ix(ctx.tid) // 128 * (m // plan.warpgroups)  # this warpgroup's first row

    def desc(buf, row, kk, swizzle):
        # the tile's first row is a multiple of 8, where storage and logical indices agree
        row = ctx.ix(row).value() if not isinstance(row, int) else ctx.const(row)
        return ctx.b.value(O.WgmmaDescOp, u64, src=buf, src_indices=[row, ctx.const(kk * 16)], swizzle=swizzle)

    ctx.b.op(O.WgmmaFenceOp, C=c_local)
    for kk in range(k // 16):
        b_descs = [desc(op.B, c * plan.chunk, kk, plan.swizzle_b) for c in range(n // plan.chunk)]
        for r in range(plan.bands):
            a_desc = desc(op.A, band0 + r * 64, kk, plan.swizzle_a)
            for c, b_desc in enumerate(b_descs):
                ctx.b.op(O.WgmmaOp, a_desc=a_desc, b_desc=b_desc, C=c_local,
                         c_offset=ctx.const(r * (n // 2) + c * plan.chunk // 2), n=plan.chunk,
                         dtype=op.A.type.dtype.name)
    ctx.b.op(O.WgmmaCommitOp)
    ctx.b.op(O.WgmmaWaitOp, C=c_local, pending=0)
