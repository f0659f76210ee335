"""``T.gemm`` on Hopper's warpgroup MMA (sm_90a): both operands read by the tensor
cores straight from shared memory through descriptors, no ldmatrix, no operand
registers.

When (``wgmma_plan``): the target is sm_90a; A and B are shared float16/bfloat16
tiles in a layout a descriptor can name (``wgmma_layout``; layout inference gives it
to such tiles): A (m, k) K-major -- ``make_swizzle`` with a row of exactly 32, 64 or
128 bytes (k = 16, 32 or 64 for 16-bit inputs), or wider rows cut into 128-byte panels
(``make_panel_swizzle``, k a multiple of 64); B (n, k) the same (``transpose_B``), or
B (k, n) MN-major in 128-byte panels (``make_panel_swizzle``, n a multiple of 64);
the accumulator is float32; the block is whole warpgroups whose count divides m into
64-row bands.  Anything else takes the mma.sync path
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
    b_mn_major: bool = False  # B stored (k, n) in 128-byte panels (make_panel_swizzle)


def wgmma_layout(t, mn_major: bool):
    """The shared layout wgmma reads a (rows, cols) 16-bit operand tile in: K-major rows
    of exactly 32/64/128 bytes (``make_swizzle``), wider K-major rows cut into 128-byte
    panels (``make_panel_swizzle``: a k-step reads within one panel), or MN-major
    (``make_panel_swizzle``; cols a multiple of one 128-byte panel); None when the tile
    has no such layout."""
    from tilelang.layout import make_panel_swizzle, make_swizzle

    rows, cols = t.shape
    width = cols * t.dtype.bits // 8
    try:
        if mn_major or width > 128:
            return make_panel_swizzle(rows, cols, t.dtype.bits)
        return make_swizzle(rows, cols, t.dtype.bits, width) if width in O.WGMMA_SWIZZLES else None
    except ValueError:
        return None


def _k_major_swizzle(t) -> int:
    """The swizzle (bytes) of a K-major operand in ``wgmma_layout``: its row width, or 128
    for 128-byte panels."""
    return min(128, t.shape[1] * t.dtype.bits // 8)


def wgmma_candidate(op, threads: int, arch: str | None) -> bool:
    """``op`` (a gemm) can take wgmma when its shared operands have ``wgmma_layout``."""
    if arch not in WGMMA_ARCHS or os.environ.get("TILELANG_WGMMA", "1") == "0":  # 0: mma.sync, to compare
        return False
    a, b, c = op.A.type, op.B.type, op.C.type
    if a.scope != "shared" or b.scope != "shared" or a.dtype.name not in O.WGMMA_INPUTS or a.dtype != b.dtype \
            or c.dtype.name != "float32" or op.transpose_A or a.rank != 2 or b.rank != 2:
        return False
    m, n = c.shape
    k = a.shape[1]
    b_shape = (n, k) if op.transpose_B else (k, n)
    groups = threads // 128
    return a.shape[0] == m and b.shape == b_shape and k % 16 == 0 and n % 8 == 0 and threads % 128 == 0 \
        and m % (64 * groups) == 0 and (op.transpose_B or n % 64 == 0)


def wgmma_plan(op, threads: int, arch: str | None, layout_a, layout_b) -> WgmmaPlan | None:
    """How ``op`` (a gemm) runs on wgmma, or None when it cannot (module docstring)."""
    if not wgmma_candidate(op, threads, arch):
        return None
    a, b = op.A.type, op.B.type
    m, n = op.C.type.shape
    mn = not op.transpose_B
    if layout_a is None or layout_a != wgmma_layout(a, False) or layout_b is None or \
            layout_b != wgmma_layout(b, mn):
        return None
    chunk = next(c for c in range(min(n, 256), 7, -8) if n % c == 0 and (not mn or c % 64 == 0))
    groups = threads // 128
    return WgmmaPlan(groups, m // (64 * groups), chunk, _k_major_swizzle(a), 128 if mn else _k_major_swizzle(b), mn)


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

    def desc(buf, row, col, swizzle, lbo=16):
        # the caller passes storage indices: a tile's first row (a multiple of 8, where
        # the swizzle is the identity) in the panel of the k-step, the k-step's column
        row = ctx.ix(row).value() if not isinstance(row, int) else ctx.const(row)
        return ctx.b.value(O.WgmmaDescOp, u64, src=buf, src_indices=[row, ctx.const(col)], swizzle=swizzle, lbo=lbo)

    def k_major(buf, row, kk, swizzle):
        # k-step kk: column 16 kk of a row, or, in 128-byte panels (rows of 64 elements
        # for 16-bit), column 16 kk % 64 of panel 16 kk / 64 (``rows`` rows further each)
        per = swizzle * 8 // buf.type.dtype.bits
        return desc(buf, row + kk * 16 // per * buf.type.shape[0], kk * 16 % per, swizzle)

    def desc_b(c, kk):
        if not plan.b_mn_major:  # rows n, k-step kk
            return k_major(op.B, c * plan.chunk, kk, plan.swizzle_b)
        # panels of 64 n (k rows each, LBO apart), k-step kk at row 16 kk of the first
        return desc(op.B, c * plan.chunk // 64 * k + kk * 16, 0, 128, lbo=k * 128)

    ctx.b.op(O.WgmmaFenceOp, C=c_local)
    for kk in range(k // 16):
        b_descs = [desc_b(c, kk) for c in range(n // plan.chunk)]
        for r in range(plan.bands):
            a_desc = k_major(op.A, band0 + r * 64, kk, plan.swizzle_a)
            for c, b_desc in enumerate(b_descs):
                ctx.b.op(O.WgmmaOp, a_desc=a_desc, b_desc=b_desc, C=c_local,
                         c_offset=ctx.const(r * (n // 2) + c * plan.chunk // 2), n=plan.chunk,
                         dtype=op.A.type.dtype.name, trans_b=plan.b_mn_major)
    ctx.b.op(O.WgmmaCommitOp)
    ctx.b.op(O.WgmmaWaitOp, C=c_local, pending=0)
