"""One lowering rule per tile op: fill, copy, gemm, parallel, reduce, cumsum, atomics.

Correct first (scalar accesses, shared-memory staging), with the fast paths that
exist so far: cp.async vectors, ldmatrix, warp-shuffle reductions (``reduce.py``).
Packed low-bit memory is read and written in bytes (``lowbit.py``,
``packed_copy.py``, the ``dequant_i4`` fast path in ``fast_dequant.py``).
Each rule emits through ``ctx.b``.
"""

from __future__ import annotations

from ..ir import ops as O
from ..ir.core import Region, Value, rule_registry
from ..ir.types import INDEX, BufferType, ScalarType, element_type
from .context import Ctx
from .fast_dequant import dequant_copy
from .global_layout import storage_tile_copy
from .local_reads import copied_slots
from .lowbit import chunk_elements, is_packed
from .packed_copy import lower_packed_copy, multiple_of
from .stmatrix import stmatrix_copy
from .tma import tma_copy
from .wgmma import is_wgmma_accumulator, k_steps, lower_gemm_wgmma, wgmma_plan

RULES: dict[str, object] = {}
rule = rule_registry(RULES)


def _convert(ctx: Ctx, v: Value, t) -> Value:
    return v if v.type == t else ctx.b.value(O.CastOp, t, value=v)


def touches_shared(ctx: Ctx, op) -> bool:
    return any(v in ctx.shared for o in op.walk() for v in o.operand_values())


# ---- fill --------------------------------------------------------------------------------
def fill_local(ctx: Ctx, local: Value, value: Value) -> None:
    """``value`` into every slot of a thread's local buffer (a fragment's registers)."""
    with ctx.loop(local.type.shape[0], "l", "unroll") as l:
        ctx.b.op(O.StoreOp, dest=local, indices=[l.value()], value=value)


@rule("fill")
def lower_fill(ctx: Ctx, op):
    if ctx.is_fragment(op.dst):
        fill_local(ctx, ctx.frags[op.dst][0], op.value)
        return
    t = op.dst.type
    if t.scope in ("local", "var"):
        n = t.numel if t.shape else 1
        with ctx.loop(n, "l", "unroll") as l:
            ctx.b.op(O.StoreOp, dest=op.dst, indices=[l.value()] if t.shape else [], value=op.value)
        return
    run = chunk_elements(t.dtype.bits)  # packed: whole bytes per thread
    with ctx.coalesced(t.shape, vector=run if run > 1 else ctx.vector_width([t.dtype], list(t.shape))) as coords:
        ctx.store(op.dst, coords, op.value)


# ---- copy --------------------------------------------------------------------------------
def _region_indices(offsets, extents, coords):
    """Indices of a region element: the copy's domain coords fill its non-unit dims."""
    it = iter(coords)
    return [o if e == 1 else (next(it) + o) for o, e in zip(offsets, extents)]


@rule("copy")
def lower_copy(ctx: Ctx, op):
    if (op.src in ctx.globals or op.dst in ctx.globals) and storage_tile_copy(ctx, op, lower_copy):
        return
    if tma_copy(ctx, op):
        return
    src_t, dst_t = element_type(op.src.type), element_type(op.dst.type)
    domain = [e for e in op.dst_extents if e != 1] or [1]
    anchor = op.src if ctx.is_fragment(op.src) else op.dst if ctx.is_fragment(op.dst) else None
    dst_slot = _fragment_to_fragment(ctx, op)  # (None: the same slot l in both)

    def element(coords, l=None):
        s_idx = _region_indices(op.src_offsets, op.src_extents, coords)
        d_idx = _region_indices(op.dst_offsets, op.dst_extents, coords)
        if ctx.is_fragment(op.src):
            v = ctx.b.value(O.LoadOp, src_t, source=ctx.frags[op.src][0], indices=[l.value()])
        else:
            ok = ctx.in_bounds(op.src, s_idx)
            if ok is None:
                v = ctx.load(op.src, s_idx)
            else:  # out of bounds reads zero
                then_r, else_r = Region(), Region()
                with ctx.b.at(then_r):
                    loaded = ctx.load(op.src, s_idx)
                    ctx.b.op(O.YieldOp, values=[loaded])
                with ctx.b.at(else_r):
                    zero = ctx.b.value(O.ConstOp, src_t, value=_zero(src_t))
                    ctx.b.op(O.YieldOp, values=[zero])
                v = ctx.b.value(O.IfOp, src_t, cond=ok, then_region=then_r, else_region=else_r)
        v = _convert(ctx, v, dst_t)
        if ctx.is_fragment(op.dst):
            slot = l if dst_slot is None else ctx.ix(dst_slot.evaluate({"l": l}))
            ctx.b.op(O.StoreOp, dest=ctx.frags[op.dst][0], indices=[slot.value()], value=v)
            return
        with ctx.when(ctx.in_bounds(op.dst, d_idx)):
            ctx.store(op.dst, d_idx, v)

    if anchor is not None:
        if anchor is op.dst and dequant_copy(ctx, op):
            return
        if anchor is op.src and stmatrix_copy(ctx, op):
            return
        with ctx.fragment_elements(anchor) as (l, coords):
            element(_squeeze(coords, anchor.type.shape), l)
        return
    if is_packed(op.dst) and lower_packed_copy(ctx, op, domain):
        return
    v = _async_vector(ctx, op, domain)
    if v:
        return _copy_async(ctx, op, domain, v)
    # packed destinations: runs of whole bytes per thread (read-modify-writes never share a byte)
    run = chunk_elements(op.dst.type.dtype.bits)
    if run > 1 and not _keeps_vectors(ctx.layout_of(op.dst), op.dst.type.shape, run):
        # (its runs would straddle bytes other threads write: a race, not a copy)
        ctx.fail(op, f"T.copy into packed {op.dst.type.dtype} buffer {op.dst.name or '?'}: its layout moves "
                     f"elements across bytes and has no closed-form inverse to assemble each byte "
                     f"by; give the layout an inverse (Layout._inverse_hint) or copy unpacked")
    v = run if run > 1 else ctx.vector_width([op.src.type.dtype, op.dst.type.dtype], domain)
    with ctx.coalesced(domain, vector=v) as coords:
        element(coords)


def _fragment_to_fragment(ctx: Ctx, op):
    """A copy between two fragments of different layouts: the destination's slot as a
    closed form of the source's (each thread moves its own registers), or an error
    naming the copy when some element changes threads.  None where nothing maps (not two
    fragments, or one layout)."""
    if not (ctx.is_fragment(op.src) and ctx.is_fragment(op.dst)):
        return None
    src, dst = ctx.frags[op.src][2], ctx.frags[op.dst][2]
    if src == dst:
        return None
    whole = all(tuple(e) == tuple(v.type.shape) and all(multiple_of(o, 1 << 62) for o in offsets)
                for e, v, offsets in ((op.src_extents, op.src, op.src_offsets), (op.dst_extents, op.dst, op.dst_offsets)))
    slot = copied_slots(src, dst) if whole else None
    if slot is None:
        ctx.fail(op, f"T.copy from fragment {op.src.name or '?'} to fragment {op.dst.name or '?'}: their layouts "
                     "hold elements in different threads (or in slot orders that differ between threads); "
                     "copy through a shared buffer, or give both the same layout")
    return slot


def _async_vector(ctx: Ctx, op, domain) -> int:
    """Elements per cp.async (16, 8 or 4 bytes) for a global -> shared copy, or 0.

    Needs: equal dtypes of 8+ bits, the copied rows contiguous on both sides (the
    last dim of both regions is the domain's last; the source's trailing dims of size 1
    -- ``KS[b, t0:t1, :, 0]`` of a (B, T, H, 1) tensor -- do not count), whole vectors
    in that static dim of the tensor (so a vector is entirely inside or outside it),
    and a shared layout that keeps each vector's elements consecutive in storage."""
    from ..ir.types import BufferType, TensorType

    src, dst = op.src.type, op.dst.type
    if op.src in ctx.globals:  # element indices map through the layout: no vectors
        return 0
    if not (isinstance(src, TensorType) and isinstance(dst, BufferType) and dst.scope == "shared"):
        return 0
    k = len(src.shape) - 1  # the source's innermost dim of more than one element
    while k > 0 and src.shape[k] == 1 and op.src_extents[k] == 1:
        k -= 1
    if src.dtype != dst.dtype or src.dtype.bits < 8 or not isinstance(src.shape[k], int):
        return 0
    last = domain[-1]
    if op.src_extents[k] != last or op.dst_extents[-1] != last:
        return 0
    eb = src.dtype.bits // 8
    for v in (16 // eb, 8 // eb, 4 // eb):
        if v >= 1 and v * eb in (4, 8, 16) and last % v == 0 and src.shape[k] % v == 0 and \
                dst.shape[-1] % v == 0 and _keeps_vectors(ctx.shared.get(op.dst), dst.shape, v):
            return v
    return 0


def _keeps_vectors(layout, shape, v) -> bool:
    """Every aligned run of ``v`` elements along the last dim stays a contiguous run in
    ``layout``'s storage (same outer indices, consecutive last index)."""
    if layout is None:
        return True
    from tilelang.layout.grid import BoxEval

    last = layout.input_vars[-1]
    box = BoxEval([x.name for x in layout.input_vars], shape)
    base = [e.substitute({last.name: last // v * v}) for e in layout.exprs]
    return all(box.agree(here, at) for here, at in zip(layout.exprs[:-1], base[:-1])) and \
        box.agree(layout.exprs[-1], base[-1] + last % v)


def _copy_async(ctx: Ctx, op, domain, v) -> None:
    """Vectors of ``v`` elements by cp.async (zero-filled outside the tensor), then
    commit and wait: the data is in shared memory when the copy is done (the
    pipeline pass moves the wait to keep stages in flight)."""
    vec_domain = domain[:-1] + [domain[-1] // v]
    eb = op.src.type.dtype.bits // 8
    with ctx.coalesced(vec_domain, "k") as coords:
        coords = coords[:-1] + [coords[-1] * v]
        s_idx = _region_indices(op.src_offsets, op.src_extents, coords)
        d_idx = _region_indices(op.dst_offsets, op.dst_extents, coords)
        ok = ctx.in_bounds(op.src, s_idx)
        ctx.b.op(O.CpAsyncOp, dst=op.dst, dst_indices=ctx.storage_indices(op.dst, d_idx), src=op.src,
                 src_indices=[ctx.ix(i).value() for i in s_idx], pred=ok, bytes=v * eb)
    ctx.b.op(O.CpAsyncCommitOp)
    ctx.b.op(O.CpAsyncWaitOp, pending=0)


def _squeeze(coords, shape):
    """A fragment's coordinates without its unit dims (the copy domain drops them)."""
    kept = [c for c, d in zip(coords, shape) if d != 1]
    return kept or coords[:1]


def _float32():
    from tilelang.dtypes import float32

    return float32


def _int32():
    from tilelang.dtypes import int32

    return int32


def _zero(t):
    if t.dtype.is_bool:
        return False
    return 0 if t.dtype.is_int else 0.0


# ---- gemm --------------------------------------------------------------------------------
def uses_tensor_cores(op) -> bool:
    """Tensor cores take float16/bfloat16 (m16n8k16) and int8/uint8 (m16n8k32) inputs."""
    return op.A.type.dtype.name in ("float16", "bfloat16", "int8", "uint8") and op.A.type.dtype == op.B.type.dtype


@rule("wait_wgmma")
def lower_wait_wgmma(ctx: Ctx, op):
    ctx.complete_wgmma(op.pending, op)


@rule("gemm")
def lower_gemm(ctx: Ctx, op):
    from tilelang.layout import choose_warp_grid, mma_fragment

    if not uses_tensor_cores(op):
        return _gemm_fma(ctx, op)
    m, n = op.C.type.shape
    layout_a, layout_b = (ctx.frags[v][2] if ctx.is_fragment(v) else ctx.layout_of(v) for v in (op.A, op.B))
    plan = wgmma_plan(op, ctx.threads, ctx.target, layout_a, layout_b)
    if plan is not None and is_wgmma_accumulator(ctx.frags[op.C][2], plan, m, n):
        if op.clear_accum:
            acc_t = element_type(op.C.type)
            fill_local(ctx, ctx.frags[op.C][0], ctx.b.value(O.ConstOp, acc_t, value=_zero(acc_t)))
        return lower_gemm_wgmma(ctx, op, plan)
    a_t, b_t, c_t = op.A.type, op.B.type, op.C.type
    bits = a_t.dtype.bits
    m, n = c_t.shape
    k = a_t.shape[0] if op.transpose_A else a_t.shape[1]
    tk, ra, rb = (16, 8, 4) if bits == 16 else (32, 16, 8)
    shape = "m16n8k16" if bits == 16 else "m16n8k32"
    first, steps = k_steps(ctx, op, tk)  # (a gemm over part of K: its k-steps only)
    wm, wn = choose_warp_grid(m, n, ctx.threads // 32, policy=op.policy)
    mw, nw = m // wm, n // wn
    c_local = ctx.frags[op.C][0]
    acc_t = element_type(c_t)
    if op.clear_accum:
        fill_local(ctx, c_local, ctx.b.value(O.ConstOp, acc_t, value=_zero(acc_t)))
    tid = ctx.ix(ctx.tid)
    warp, lane = tid // 32, tid % 32
    row0, col0 = warp // wn * mw, warp % wn * nw
    fa, fb = mma_fragment("a", bits).inverse(), mma_fragment("b", bits).inverse()
    n_mi, n_ni = mw // 16, nw // 8
    in_t = ScalarType(a_t.dtype)
    a_regs = ctx.b.value(O.AllocLocalOp, BufferType("local", (n_mi * ra,), a_t.dtype), name="a_regs")
    b_regs = ctx.b.value(O.AllocLocalOp, BufferType("local", (n_ni * rb,), b_t.dtype), name="b_regs")
    # ldmatrix per operand: a shared A still takes it when B is a register fragment
    # (a dequantized weight), and the other way round
    lda, ldb = (bits == 16 and _ldmatrix_ok(ctx, v) for v in (op.A, op.B))
    # A warp with one or two mma tiles chains every k-step's mma through the same
    # accumulator registers: the mma latency, not issue, then sets the pace.  Odd
    # k-steps go to a second set of accumulators, added in after the loop.
    chains = n_mi * n_ni
    sets = 2 if chains <= 2 and steps >= 4 and steps % 2 == 0 else 1
    accs = [c_local]
    if sets == 2:
        accs.append(ctx.b.value(O.AllocLocalOp, BufferType("local", (chains * 4,), c_t.dtype), name="c_odd"))
        fill_local(ctx, accs[1], ctx.b.value(O.ConstOp, acc_t, value=_zero(acc_t)))
    with ctx.loop(steps // sets, "kk") as kk_outer:
        for half in range(sets):
            kk = kk_outer * sets + half if sets > 1 else kk_outer
            kk = kk + first if first else kk
            _mma_step(ctx, op, kk, k, lane, row0, col0, n_mi, n_ni, lda, ldb, a_regs, b_regs, accs[half],
                      (tk, ra, rb, shape, fa, fb, in_t))
    if sets == 2:
        with ctx.loop(chains * 4, "l", "unroll") as l:
            i = [l.value()]
            total = ctx.b.value(O.AddOp, acc_t, lhs=ctx.b.value(O.LoadOp, acc_t, source=c_local, indices=i),
                                rhs=ctx.b.value(O.LoadOp, acc_t, source=accs[1], indices=i))
            ctx.b.op(O.StoreOp, dest=c_local, indices=i, value=total)


def _mma_step(ctx: Ctx, op, kk, k, lane, row0, col0, n_mi, n_ni, lda, ldb, a_regs, b_regs, acc, mma):
    """One k-step of the gemm: operand registers (ldmatrix or element loads), then
    n_mi x n_ni mma into ``acc``."""
    tk, ra, rb, shape, fa, fb, in_t = mma
    if lda or ldb:
        _ldmatrix_operands(ctx, op, kk, lane, row0, col0, n_mi if lda else 0, n_ni if ldb else 0,
                           a_regs, b_regs)
    for mi in range(n_mi if not lda else 0):
        for r in range(ra):
            row, col = fa.forward(lane, r)
            gi, gk = row0 + mi * 16 + row, kk * tk + col
            idx = [gk, gi] if op.transpose_A else [gi, gk]
            v = _operand(ctx, op.A, idx, in_t, (mi * (k // tk) * ra, kk, ra, r))
            ctx.b.op(O.StoreOp, dest=a_regs, indices=[ctx.const(mi * ra + r)], value=v)
    for ni in range(n_ni if not ldb else 0):
        for r in range(rb):
            krow, ncol = fb.forward(lane, r)
            gk, gj = kk * tk + krow, col0 + ni * 8 + ncol
            idx = [gj, gk] if op.transpose_B else [gk, gj]
            v = _operand(ctx, op.B, idx, in_t, (ni * (k // tk) * rb, kk, rb, r))
            ctx.b.op(O.StoreOp, dest=b_regs, indices=[ctx.const(ni * rb + r)], value=v)
    for mi in range(n_mi):
        for ni in range(n_ni):
            ctx.b.op(O.MmaOp, A=a_regs, a_offset=ctx.const(mi * ra), B=b_regs, b_offset=ctx.const(ni * rb),
                     C=acc, c_offset=ctx.const((mi * n_ni + ni) * 4), shape=shape)


def _ldmatrix_ok(ctx: Ctx, v) -> bool:
    """ldmatrix reads 16-byte rows: a shared 16-bit operand whose layout keeps every
    8-element chunk of a row consecutive in storage."""
    t = v.type
    return not ctx.is_fragment(v) and v in ctx.shared and t.dtype.bits == 16 and t.rank == 2 and \
        t.shape[1] % 8 == 0 and _keeps_vectors(ctx.shared[v], t.shape, 8)


def _ldmatrix_operands(ctx: Ctx, op, kk, lane, row0, col0, n_mi, n_ni, a_regs, b_regs):
    """A (x4) and B (x4: two n-blocks) registers of one k-step by ldmatrix.  Lane l
    names row l % 8 of matrix l // 8; a transposed stored tile is read with .trans."""
    m_in = lane % 8
    mat = lane // 8
    for mi in range(n_mi):
        if op.transpose_A:  # stored [k][m]: matrices (m 0-7 | 8-15) x (k 0-7 | 8-15) with .trans
            idx = [kk * 16 + mat // 2 * 8 + m_in, row0 + mi * 16 + mat % 2 * 8]
        else:               # stored [m][k]: row m = l % 16, column block (l // 16) * 8
            idx = [row0 + mi * 16 + lane % 16, kk * 16 + lane // 16 * 8]
        ctx.b.op(O.LdmatrixOp, dst=a_regs, dst_offset=ctx.const(mi * 8), src=op.A,
                 src_indices=ctx.storage_indices(op.A, idx), num=4, trans=op.transpose_A)
    # B: two n-blocks per x4 (matrices 2 and 3 are block ni + 1), an odd last one by x2
    for ni in range(0, n_ni, 2):
        num = 4 if ni + 1 < n_ni else 2
        nb = ni + (mat // 2 if num == 4 else 0)
        if op.transpose_B:  # stored [n][k]: rows n, k blocks 0-7 | 8-15
            idx = [col0 + nb * 8 + m_in, kk * 16 + mat % 2 * 8]
        else:               # stored [k][n]: rows k = l % 16, read transposed
            nb = ni + (lane // 16 if num == 4 else 0)
            idx = [kk * 16 + lane % 16, col0 + nb * 8]
        ctx.b.op(O.LdmatrixOp, dst=b_regs, dst_offset=ctx.const(ni * 4), src=op.B,
                 src_indices=ctx.storage_indices(op.B, idx), num=num, trans=not op.transpose_B)


def _gemm_fma(ctx: Ctx, op):
    """Inputs tensor cores do not take (float32, float64): each thread accumulates its
    own elements of C with scalar multiply-adds, reading A and B from shared memory."""
    for v in (op.A, op.B):
        if ctx.is_fragment(v):
            ctx.fail(op, "T.gemm on non-tensor-core dtypes reads A and B from shared memory, not fragments")
    c_t = element_type(op.C.type)
    k0, k1 = op.k_range()
    local = ctx.frags[op.C][0]
    with ctx.fragment_elements(op.C) as (l, (i, j)):
        if op.clear_accum:
            acc0 = ctx.b.value(O.ConstOp, c_t, value=_zero(c_t))
        else:
            acc0 = ctx.b.value(O.LoadOp, c_t, source=local, indices=[l.value()])
        iv, acc = Value(INDEX, "kk"), Value(c_t, "acc")
        loop = ctx.b.op(O.ForOp, [c_t], lb=ctx.const(k0), ub=ctx.const(k1), step=ctx.const(1), inits=[acc0],
                        body=Region([iv, acc]))
        with ctx.b.at(loop.body):
            kk = ctx.ix(iv)
            a = ctx.load(op.A, [kk, i] if op.transpose_A else [i, kk])
            b = ctx.load(op.B, [j, kk] if op.transpose_B else [kk, j])
            prod = ctx.b.value(O.MulOp, c_t, lhs=_convert(ctx, a, c_t), rhs=_convert(ctx, b, c_t))
            ctx.b.op(O.YieldOp, values=[ctx.b.value(O.AddOp, c_t, lhs=acc, rhs=prod)])
        ctx.b.op(O.StoreOp, dest=local, indices=[l.value()], value=loop.results[0])


def _operand(ctx: Ctx, mem, idx, t, frag_slot):
    """One operand element: from shared memory, or from the operand's own registers."""
    if not ctx.is_fragment(mem):
        return ctx.load(mem, idx)
    base, kk, per, r = frag_slot
    local = ctx.frags[mem][0]
    slot = ctx.ix(kk) * per + base + r
    return ctx.b.value(O.LoadOp, t, source=local, indices=[ctx.ix(slot).value()])


# ---- parallel ----------------------------------------------------------------------------
@rule("parallel")
def lower_parallel(ctx: Ctx, op):
    from .parallel import lower_parallel_loop

    lower_parallel_loop(ctx, op)


# ---- reduce --------------------------------------------------------------------------------
_COMBINE = {"sum": O.AddOp, "abssum": O.AddOp, "max": O.MaxOp, "absmax": O.MaxOp, "min": O.MinOp}
# floats: NaN skipped (fmax, fmin: C's fmaxf) or, with nan_propagate, kept (maximum, minimum)
_COMBINE_FLOAT = {(False, O.MaxOp): O.FmaxOp, (False, O.MinOp): O.FminOp,
                  (True, O.MaxOp): O.MaximumOp, (True, O.MinOp): O.MinimumOp}


def reduce_combine_op(op, acc_t):
    """The scalar op that folds two partial results of the reduction ``op`` in ``acc_t``."""
    cls = _COMBINE[op.kind]
    if isinstance(acc_t, ScalarType) and (acc_t.dtype.is_float or acc_t.dtype.is_lut):
        cls = _COMBINE_FLOAT.get((bool(op.nan_propagate), cls), cls)
    return cls


@rule("reduce")
def lower_reduce(ctx: Ctx, op):
    """``T.reduce_<kind>(src, dst, dim, clear)``; 16-bit floats accumulate in float32.

    Two paths, chosen by evaluating ``src``'s layout over the tile (``reduce.py``):
    * shuffles -- ``src`` a fragment, ``dst`` a fragment (any layout) or shared, and the
      layout: not replicated, a 1-D local index, a block of whole warps, the slots that
      hold one output element the same in every thread, the lanes (and the warps)
      holding one output element an xor group whose lowest lane (warp) holds it, and a
      layout guard where some threads hold nothing.  In practice: the gemm accumulator
      (rows and columns) and the default blocked fragment whenever a reduced line
      covers power-of-two-aligned runs of lanes (e.g. 64x64, 16x128, 4x8x32 float32,
      tiles smaller than the block) over any dim.  Per thread, then ``shfl`` xor, then a
      ``[outputs, warps per output]`` shared scratch; no copy of the tile.
    * staged (below) -- everything else: a shared or local ``src``, a local ``dst``,
      replicated layouts, and lines that straddle lanes unevenly (e.g. the blocked
      48x40 or 16x200 float32 tiles over 128 threads): ``src`` is copied to a shared
      buffer of its full size and each owner of an output element reduces its line.
    """
    src_t = op.src.type
    t = element_type(src_t)
    acc_t = ScalarType(_float32()) if t.dtype.is_float and t.dtype.bits < 32 else t

    combine_op = reduce_combine_op(op, acc_t)

    def combine(a, b):
        return ctx.b.value(combine_op, acc_t, lhs=a, rhs=b)

    def identity():
        return ctx.b.value(O.ConstOp, acc_t, value=reduce_identity(op.kind, acc_t))

    deferred = getattr(ctx, "deferred", {}).get(op)
    if deferred is not None:  # (each thread's own elements into its own copy: ``deferred_sums.py``)
        from .deferred_sums import fold_own

        return fold_own(ctx, op, deferred, acc_t, combine, identity)
    if ctx.is_fragment(op.src) and (ctx.is_fragment(op.dst) or op.dst in ctx.shared):
        from .reduce import lower_shuffle_reduce, plan_register_dst, plan_shuffle_reduce

        _, inverse, layout = ctx.frags[op.src]
        plan = plan_shuffle_reduce(layout, src_t.shape, op.dim % src_t.rank, ctx.threads,
                                   has_guard=inverse(0, 0)[1] is not None)
        if not isinstance(plan, str):
            if ctx.is_fragment(op.dst):  # a row-layout dst: the totals stay in registers
                plan.dst_slots = plan_register_dst(plan, ctx.frags[op.dst][2])
            return lower_shuffle_reduce(ctx, op, plan, acc_t, combine, identity)
    _lower_reduce_staged(ctx, op, acc_t)


def reduce_identity(kind: str, t):
    """The value a ``kind`` reduction starts from (what clear=True means) in type ``t``."""
    if kind in ("sum", "abssum", "absmax"):
        return _zero(t)
    if t.dtype.is_int:
        return t.dtype.max_value if kind == "min" else t.dtype.min_value
    return float("inf") if kind == "min" else -float("inf")


def _lower_reduce_staged(ctx: Ctx, op, acc_t):
    """Stage the source in shared memory; each owner of an output element reduces its line."""
    src_t = op.src.type
    t = element_type(src_t)
    scratch = ctx.b.value(O.AllocSharedOp, BufferType("shared", src_t.shape, src_t.dtype), name="reduce_scratch")
    ctx.shared[scratch] = None
    lower_copy(ctx, O.CopyOp(src=op.src, dst=scratch, src_offsets=[ctx.const(0)] * src_t.rank,
                             dst_offsets=[ctx.const(0)] * src_t.rank, src_extents=src_t.shape,
                             dst_extents=src_t.shape, loc=op.loc))
    ctx.barrier()
    dim = op.dim % src_t.rank
    length = src_t.shape[dim]

    def reduce_line(coords, read_init, write):
        acc0 = _convert(ctx, read_init(), acc_t)
        iv, acc = Value(INDEX, "r"), Value(acc_t, "acc")
        loop = ctx.b.op(O.ForOp, [acc_t], lb=ctx.const(0), ub=ctx.const(length), step=ctx.const(1), inits=[acc0],
                        body=Region([iv, acc]))
        with ctx.b.at(loop.body):
            idx = list(coords)
            idx.insert(dim, ctx.ix(iv))
            x = _convert(ctx, ctx.load(scratch, idx[:src_t.rank]), acc_t)
            if op.kind in ("abssum", "absmax"):
                x = ctx.b.value(O.AbsOp, acc_t, value=x)
            nxt = ctx.b.value(reduce_combine_op(op, acc_t), acc_t, lhs=acc, rhs=x)
            ctx.b.op(O.YieldOp, values=[nxt])
        write(_convert(ctx, loop.results[0], t))

    def init(dst_load):
        if not op.clear:
            return dst_load()
        return ctx.b.value(O.ConstOp, t, value=reduce_identity(op.kind, t))

    if ctx.is_fragment(op.dst):
        local = ctx.frags[op.dst][0]
        with ctx.fragment_elements(op.dst) as (l, coords):
            coords = coords if src_t.rank > 1 else []
            reduce_line(coords, lambda: init(lambda: ctx.b.value(O.LoadOp, t, source=local, indices=[l.value()])),
                        lambda v: ctx.b.op(O.StoreOp, dest=local, indices=[l.value()], value=v))
    else:
        dst_shape = op.dst.type.shape
        with ctx.coalesced(dst_shape) as coords:
            coords = coords if src_t.rank > 1 else []
            dst_idx = coords if coords else [ctx.ix(0)]
            reduce_line(coords, lambda: init(lambda: ctx.load(op.dst, dst_idx)),
                        lambda v: ctx.store(op.dst, dst_idx, v))


# ---- cumsum --------------------------------------------------------------------------------
@rule("cumsum")
def lower_cumsum(ctx: Ctx, op):
    """``T.cumsum(src, dst, dim, reverse)``: staged through shared memory, one thread per line.

    ``src`` is copied to a shared scratch of its shape (any layout: a fragment's owners
    write their elements); after a barrier each line along ``dim`` belongs to one thread
    (the lines spread over the block like a coalesced loop), which scans it in place in
    a serial loop carrying the running sum (float32 for 16-bit floats); after a barrier
    the scratch is copied to ``dst``.  Correct for every layout and shape; a tile has
    few lines per thread, so the serial scan is short (a warp-shuffle scan would save
    the staging where the layout puts a line in one warp: not done yet)."""
    src_t = op.src.type
    t = element_type(src_t)
    acc_t = ScalarType(_float32()) if t.dtype.is_float and t.dtype.bits < 32 else \
        ScalarType(_int32()) if t.dtype.bits < 32 else t  # (narrow integers compute as int32, as C does)
    rank, dim = src_t.rank, op.dim % src_t.rank
    zeros = [ctx.const(0)] * rank
    scratch = ctx.b.value(O.AllocSharedOp, BufferType("shared", src_t.shape, src_t.dtype), name="cumsum_scratch")
    ctx.shared[scratch] = None
    ctx.barrier()  # (an earlier reader of bytes plan-shared gives the scratch)
    lower_copy(ctx, O.CopyOp(src=op.src, dst=scratch, src_offsets=zeros, dst_offsets=zeros,
                             src_extents=src_t.shape, dst_extents=src_t.shape, loc=op.loc))
    ctx.barrier()
    length = src_t.shape[dim]
    lines = [e for d, e in enumerate(src_t.shape) if d != dim] or [1]
    with ctx.coalesced(lines, "c") as coords:
        coords = coords if rank > 1 else []
        iv, acc = Value(INDEX, "r"), Value(acc_t, "acc")
        zero = ctx.b.value(O.ConstOp, acc_t, value=_zero(acc_t))
        loop = ctx.b.op(O.ForOp, [acc_t], lb=ctx.const(0), ub=ctx.const(length), step=ctx.const(1),
                        inits=[zero], body=Region([iv, acc]))
        with ctx.b.at(loop.body):
            pos = (length - 1) - ctx.ix(iv) if op.reverse else ctx.ix(iv)
            idx = list(coords)
            idx.insert(dim, pos)
            nxt = ctx.b.value(O.AddOp, acc_t, lhs=acc, rhs=_convert(ctx, ctx.load(scratch, idx), acc_t))
            ctx.store(scratch, idx, _convert(ctx, nxt, t))
            ctx.b.op(O.YieldOp, values=[nxt])
    ctx.barrier()
    lower_copy(ctx, O.CopyOp(src=scratch, dst=op.dst, src_offsets=zeros, dst_offsets=zeros,
                             src_extents=src_t.shape, dst_extents=src_t.shape, loc=op.loc))
    ctx.barrier()  # (before a later writer of the scratch's bytes)


# ---- atomics (tile form) ------------------------------------------------------------------
@rule("atomic_add", "atomic_max", "atomic_min")
def lower_atomic_add(ctx: Ctx, op):
    """A region's atomic becomes one scalar atomic of the same kind per element."""
    if not op.extents:
        ctx.b.region.append(op)
        return
    src = op.value
    t = element_type(op.dst.type)

    def element(coords, l=None):
        d_idx = _region_indices(op.dst_offsets, op.extents, coords)
        if ctx.is_fragment(src):
            v = ctx.b.value(O.LoadOp, element_type(src.type), source=ctx.frags[src][0], indices=[l.value()])
        else:
            v = ctx.load(src, coords)
        v = _convert(ctx, v, t)
        with ctx.when(ctx.in_bounds(op.dst, d_idx)):
            ctx.b.op(type(op), dst=op.dst, dst_offsets=ctx.storage_indices(op.dst, d_idx), value=v)

    if ctx.is_fragment(src):
        with ctx.fragment_elements(src) as (l, coords):
            element(_squeeze(coords, src.type.shape), l)
    else:
        with ctx.coalesced(list(src.type.shape)) as coords:
            element(coords)


# ---- print ---------------------------------------------------------------------------------
@rule("print")
def lower_print(ctx: Ctx, op):
    """A fragment prints whole: staged in shared memory, printed once per block."""
    if not ctx.is_fragment(op.value):
        ctx.b.region.append(op)
        return
    from .parallel import _stage

    staged = _stage(ctx, op.value)
    ctx.barrier()
    ctx.b.op(O.PrintOp, value=staged, msg=op.msg)
