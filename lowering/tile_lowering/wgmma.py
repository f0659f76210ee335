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
(``rules.lower_gemm``), as does every gemm with the target option ``wgmma`` off
(``TILELANG_WGMMA=0``).

The lowering (``lower_gemm_wgmma``), for warpgroup g owning rows [g m / G, (g+1) m / G):

    wgmma_fence
    for each k-step of 16, each 64-row band, each n chunk (<= 256):
        wgmma(desc(A, band row, k), desc(B, chunk row, k)) -> the band's registers
    wgmma_commit;  wgmma_wait 0

so the gemm is complete (registers written, shared reads done) when the op ends, as
the mma.sync lowering is.  The accumulator layout is ``make_wgmma_accumulator``.
Shared memory written through the generic proxy (cp.async, stores) must be fenced
for the async proxy before wgmma reads it: ``insert-barriers`` puts a
``fence_proxy_async`` before the last barrier ahead of each wgmma.

**A register operand** (``wgmma_rs``): wgmma takes only its A from registers, so a
gemm ``C = A @ B.T`` whose B is a fragment (n, k) -- a weight decoded in registers --
and whose A is a shared (m, k) tile runs transposed, ``C.T = B @ A.T``: the fragment
is the instruction's A (``make_wgmma_operand_a(n, k, G)``: n in 64-row bands per
warpgroup, k a multiple of 32), the shared tile its K-major B (m <= 256 per
instruction), and C holds ``transposed(make_wgmma_accumulator(n, m, G))``.  The
lowering is

    wgmma_fence; wgmma_rs per k-step, band, m chunk (reading the fragment's
    registers); wgmma_commit; wgmma_wait 0

In a pipelined loop the group may stay in flight while the next tile is decoded:
the pipeline then alternates two register sets for the fragment (``pipeline.py``).

**K split over the warpgroups** (``make_wgmma_operand_a(n, k, G, k_split=True)``,
annotated, never inferred): warpgroup g holds all n rows of the columns [g k / G,
(g + 1) k / G) and runs only those k-steps -- the same registers in its own
numbering, its descriptors a whole number of 128-byte panels further (a runtime row
offset) -- into its own accumulator registers.  C's layout is warpgroup 0's; the
other groups' registers hold partial sums that ``partial_sums.py`` adds up before
C is read.
"""

from __future__ import annotations

from dataclasses import dataclass

from tilelang.layout.expr import index_var_names
from tilelang.layout.grid import BoxEval

from ..ir import ops as O
from ..ir.types import ScalarType



@dataclass(frozen=True)
class WgmmaPlan:
    warpgroups: int
    bands: int      # 64-row bands per warpgroup
    chunk: int      # n per wgmma instruction
    swizzle_a: int  # bytes
    swizzle_b: int
    b_mn_major: bool = False  # B stored (k, n) in 128-byte panels (make_panel_swizzle)
    a_registers: bool = False  # the transposed form: the gemm's B fragment is the wgmma's A
    a_fragment: bool = False  # the gemm's A is a fragment, the wgmma's register A as it is
    k_groups: int = 1  # the register form with K split over the warpgroups (partial sums)


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


def wgmma_candidate(op, threads: int, target) -> bool:
    """``op`` (a gemm) can take wgmma on ``target`` (sm_90a, its option ``wgmma`` on; off:
    mma.sync, to compare): both operands shared, or the register form (module
    docstring); the layouts are checked by ``wgmma_plan``."""
    if not target.has("wgmma"):
        return False
    return _shared_form(op, threads) or _register_form(op, threads) or _fragment_a_form(op, threads)


def _operand_types_ok(op, a_scope: str = "shared") -> bool:
    a, b, c = op.A.type, op.B.type, op.C.type
    return a.dtype.name in O.WGMMA_INPUTS and a.dtype == b.dtype and c.dtype.name == "float32" \
        and not op.transpose_A and a.rank == 2 and b.rank == 2 and a.scope == a_scope


def _shared_b_fits(op, threads: int, k_multiple: int) -> bool:
    """A (m, k) and a shared B (n, k) K-major or (k, n) MN-major make C (m, n) in
    64-row bands per warpgroup, k in steps of ``k_multiple``."""
    m, n = op.C.type.shape
    k = op.A.type.shape[1]
    b_shape = (n, k) if op.transpose_B else (k, n)
    groups = threads // 128
    return op.B.type.scope == "shared" and op.A.type.shape[0] == m and op.B.type.shape == b_shape \
        and k % k_multiple == 0 and n % 8 == 0 and threads % 128 == 0 and m % (64 * groups) == 0 \
        and (op.transpose_B or n % 64 == 0)


def _shared_form(op, threads: int) -> bool:
    return _operand_types_ok(op) and _shared_b_fits(op, threads, 16)


def _fragment_a_form(op, threads: int) -> bool:
    """C (m, n) = A (m, k, a fragment) @ B (shared): A is the wgmma's register operand as
    it is (``make_wgmma_operand_a``: any number of 16-wide k-steps), e.g. attention's P =
    softmax(S) before ``P @ V``."""
    return _operand_types_ok(op, "fragment") and _shared_b_fits(op, threads, 16)


def _register_form(op, threads: int) -> bool:
    """C (m, n) = A (m, k, shared) @ B.T, B an (n, k) fragment: computed as C.T = B @ A.T."""
    if not _operand_types_ok(op) or op.B.type.scope != "fragment" or not op.transpose_B:
        return False
    m, n = op.C.type.shape
    k = op.A.type.shape[1]
    return op.A.type.shape[0] == m and op.B.type.shape == (n, k) and k % 32 == 0 and m % 8 == 0 \
        and threads % 128 == 0 and n % 64 == 0 and bool(register_operand_layouts(n, k, threads // 128))


def register_operand_layouts(n: int, k: int, groups: int) -> dict:
    """The layouts the register form takes its (n, k) fragment in, by how many parts K
    is split into: 1 -- rows in bands per warpgroup (``make_wgmma_operand_a``); groups
    -- several warpgroups, each K part a whole number of 128-byte panels of 16-bit A,
    K split over them (``k_split``)."""
    from tilelang.layout import make_wgmma_operand_a

    out = {}
    if n % (64 * groups) == 0:
        out[1] = make_wgmma_operand_a(n, k, groups)
    if groups > 1 and k % (64 * groups) == 0:
        out[groups] = make_wgmma_operand_a(n, k, groups, k_split=True)
    return out


def fragment_operand_layout(op, threads: int):
    """The layout the fragment A of the fragment form (``_fragment_a_form``) takes."""
    from tilelang.layout import make_wgmma_operand_a

    return make_wgmma_operand_a(*op.A.type.shape, threads // 128)


def _chunk(n: int, multiple: int = 8) -> int:
    """The widest wgmma N (<= 256) that divides n in steps of ``multiple``."""
    return next(c for c in range(min(n, 256), 7, -8) if n % c == 0 and c % multiple == 0)


def wgmma_plan(op, threads: int, target, layout_a, layout_b) -> WgmmaPlan | None:
    """How ``op`` (a gemm) runs on wgmma for ``target``, or None when it cannot (module
    docstring)."""
    if not wgmma_candidate(op, threads, target):
        return None
    a, b = op.A.type, op.B.type
    m, n = op.C.type.shape
    groups = threads // 128
    mn = not op.transpose_B
    if _fragment_a_form(op, threads):
        if layout_a != fragment_operand_layout(op, threads) or layout_b is None or layout_b != wgmma_layout(b, mn):
            return None
        return WgmmaPlan(groups, m // (64 * groups), _chunk(n, 64 if mn else 8), 0, 128 if mn else _k_major_swizzle(b),
                         mn, a_fragment=True)
    if layout_a is None or layout_a != wgmma_layout(a, False) or layout_b is None:
        return None
    if _register_form(op, threads):
        parts = next((p for p, form in register_operand_layouts(n, a.shape[1], groups).items() if form == layout_b),
                     None)
        if parts is None:
            return None
        bands = n // 64 if parts > 1 else n // (64 * groups)  # (K split: every group holds all n rows)
        return WgmmaPlan(groups, bands, _chunk(m), 0, _k_major_swizzle(a), a_registers=True, k_groups=parts)
    if layout_b != wgmma_layout(b, mn):
        return None
    return WgmmaPlan(groups, m // (64 * groups), _chunk(n, 64 if mn else 8), _k_major_swizzle(a),
                     128 if mn else _k_major_swizzle(b), mn)


def wgmma_accumulator(plan: WgmmaPlan, m: int, n: int):
    """The layout of the (m, n) accumulator ``plan`` writes."""
    from tilelang.layout import make_wgmma_accumulator, transposed

    if plan.a_registers:  # C.T (n, m) is what the wgmmas hold (K split: each group all of it)
        return transposed(make_wgmma_accumulator(n, m, 1 if plan.k_groups > 1 else plan.warpgroups))
    return make_wgmma_accumulator(m, n, plan.warpgroups)


def is_wgmma_accumulator(layout, plan: WgmmaPlan, m: int, n: int) -> bool:
    """``layout`` maps every element as ``wgmma_accumulator(plan, m, n)`` does."""
    from tilelang.layout import Fragment

    if not isinstance(layout, Fragment) or tuple(layout.shape) != (m, n):
        return False
    want = wgmma_accumulator(plan, m, n)
    box = BoxEval(index_var_names(2), (m, n))
    return box.agree(layout.thread_at(0), want.thread_at(0)) and \
        box.agree(layout.index_exprs[0], want.index_exprs[0])


def k_steps(ctx, op, tk: int) -> tuple[int, int]:
    """(first k-step, how many) of a tensor-core gemm's reduction range (``GemmOp.k_range``)
    in steps of ``tk``; a range that does not fall on steps is refused."""
    k0, k1 = op.k_range()
    if k0 % tk or k1 % tk:
        ctx.fail(op, f"T.gemm on tensor cores sums K in steps of {tk}: its part of K [{k0}, {k1}) must start "
                     f"and end on one")
    return k0 // tk, (k1 - k0) // tk


def _desc(ctx, buf, row, col, swizzle, lbo=16):
    """The descriptor of ``buf``'s tile at storage indices (row, col): a tile's first row
    (a multiple of 8, where the swizzle is the identity) in the panel of the k-step,
    the k-step's column."""
    from tilelang.dtypes import uint64

    row = ctx.ix(row).value() if not isinstance(row, int) else ctx.const(row)
    return ctx.b.value(O.WgmmaDescOp, ScalarType(uint64), src=buf, src_indices=[row, ctx.const(col)],
                       swizzle=swizzle, lbo=lbo)


def _k_major_desc(ctx, buf, row, kk, swizzle):
    """K-major tile at ``row``, k-step kk: column 16 kk of a row, or, in 128-byte panels
    (rows of 64 elements for 16-bit), column 16 kk % 64 of panel 16 kk / 64 (``rows``
    rows further each)."""
    per = swizzle * 8 // buf.type.dtype.bits
    return _desc(ctx, buf, row + kk * 16 // per * buf.type.shape[0], kk * 16 % per, swizzle)


def lower_gemm_wgmma(ctx, op, plan: WgmmaPlan) -> None:
    """The wgmma sequence of one gemm (module docstring; ``clear_accum`` is the caller's)."""
    m, n = op.C.type.shape
    k = op.A.type.shape[1]
    if plan.a_registers:
        return _lower_register_form(ctx, op, plan)
    if plan.a_fragment:
        return _lower_register_operand(ctx, op, plan, op.A, k, n, lambda c, kk: _b_desc(ctx, op, plan, c, kk))
    c_local = ctx.frags[op.C][0]
    band0 = ctx.ix(ctx.tid) // 128 * (m // plan.warpgroups)  # this warpgroup's first row
    ctx.b.op(O.WgmmaFenceOp, C=c_local)
    first, steps = k_steps(ctx, op, 16)
    for kk in range(first, first + steps):
        b_descs = [_b_desc(ctx, op, plan, c, kk) for c in range(n // plan.chunk)]
        for r in range(plan.bands):
            a_desc = _k_major_desc(ctx, op.A, band0 + r * 64, kk, plan.swizzle_a)
            for c, b_desc in enumerate(b_descs):
                ctx.b.op(O.WgmmaOp, a_desc=a_desc, b_desc=b_desc, C=c_local,
                         c_offset=ctx.const(r * (n // 2) + c * plan.chunk // 2), n=plan.chunk,
                         dtype=op.A.type.dtype.name, trans_b=plan.b_mn_major)
    ctx.b.op(O.WgmmaCommitOp)
    ctx.wgmma_committed(op, c_local, None)


def _b_desc(ctx, op, plan: WgmmaPlan, c: int, kk: int):
    """The descriptor of shared B's n chunk ``c`` at k-step ``kk``."""
    if not plan.b_mn_major:  # rows n, k-step kk
        return _k_major_desc(ctx, op.B, c * plan.chunk, kk, plan.swizzle_b)
    # panels of 64 n (k rows each, LBO apart), k-step kk at row 16 kk of the first
    k = op.A.type.shape[1]
    return _desc(ctx, op.B, c * plan.chunk // 64 * k + kk * 16, 0, 128, lbo=k * 128)


# A k-step's four wgmma registers in make_wgmma_operand_a: slot pairs from 16 (band *
# k / 32 + step / 2) + 4 (step % 2) -- rows r, r + 8 of columns 2t.. and 2t + 8..
_STEP_PAIRS = (0, 8, 2, 10)
_STEP_PAIRS_BY_STEP = (0, 4, 2, 6)  # (by 16-wide k-step: K an odd number of steps, make_wgmma_operand_a)


def _lower_register_form(ctx, op, plan: WgmmaPlan) -> None:
    """C.T = B @ A.T, the wgmmas reading B's fragment registers (module docstring).
    With K split over the warpgroups each runs the k-steps of its K part -- the same
    registers in its own numbering, the descriptors a whole number of panels further --
    into its own accumulator registers (``lower-tile-ops`` sums them before C is read)."""
    m = op.C.type.shape[0]
    k = op.A.type.shape[1] // plan.k_groups  # the k-steps a warpgroup runs
    part_rows = 0  # (K split: this warpgroup's first panel, as rows of the panelled tile)
    if plan.k_groups > 1:
        if op.k_range() != (0, op.A.type.shape[1]):
            ctx.fail(op, "T.gemm over part of K cannot also split K over the warpgroups (make_wgmma_operand_a's "
                         "k_split)")
        per = plan.swizzle_b * 8 // op.A.type.dtype.bits  # elements per 128-byte panel row
        part_rows = ctx.ix(ctx.tid) // 128 * (k // per * op.A.type.shape[0])
    _lower_register_operand(ctx, op, plan, op.B, k, m, lambda c, kk: _k_major_desc(
        ctx, op.A, part_rows + c * plan.chunk, kk, plan.swizzle_b))


def _lower_register_operand(ctx, op, plan: WgmmaPlan, regs, k: int, width: int, b_desc) -> None:
    """``wgmma_rs`` per k-step, band and chunk of ``width`` columns: A the registers of
    fragment ``regs`` (``make_wgmma_operand_a``'s slots), B ``b_desc(chunk, k-step)``."""
    c_local, a_local = ctx.frags[op.C][0], ctx.frags[regs][0]
    ctx.b.op(O.WgmmaFenceOp, C=c_local, A=a_local)
    first, steps = k_steps(ctx, op, 16) if plan.k_groups == 1 else (0, k // 16)  # (K split: whole, refused above)
    for kk in range(first, first + steps):
        b_descs = [b_desc(c, kk) for c in range(width // plan.chunk)]
        for r in range(plan.bands):
            if k % 32:  # (registers by k-step: make_wgmma_operand_a for an odd number of them)
                a_offset, pairs = ctx.const(8 * (r * (k // 16) + kk)), _STEP_PAIRS_BY_STEP
            else:
                a_offset, pairs = ctx.const(16 * (r * (k // 32) + kk // 2) + 4 * (kk % 2)), _STEP_PAIRS
            for c, desc in enumerate(b_descs):
                ctx.b.op(O.WgmmaRsOp, A=a_local, a_offset=a_offset, a_regs=pairs, b_desc=desc, C=c_local,
                         c_offset=ctx.const(r * (width // 2) + c * plan.chunk // 2), n=plan.chunk,
                         dtype=regs.type.dtype.name, trans_b=plan.b_mn_major)
    ctx.b.op(O.WgmmaCommitOp)
    ctx.wgmma_committed(op, c_local, a_local)
