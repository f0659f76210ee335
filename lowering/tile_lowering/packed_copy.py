"""Copies into packed low-bit memory that no fragment anchors: whole bytes per thread.

Three forms, tried in order (``lower_packed_copy``):

1. *raw bytes* -- same dtype on both sides, rows contiguous on both sides, the
   last-dim offsets provably whole bytes (``multiple_of``) and a destination
   layout that keeps byte groups in order: global -> shared moves 16/8/4-byte
   vectors by ``cp_async`` when the row bytes and offsets allow, otherwise each
   thread copies whole words (``packed_load`` / ``packed_store`` of uint32, uint16
   or uint8, the widest that tiles the rows at aligned offsets);
2. *assembled bytes* -- the copy fills the whole destination (b | 8): each thread
   owns destination storage bytes, finds the logical element of each of the
   byte's slots through the destination layout's closed-form inverse (a weight
   permutation, say), reads and casts it from the source, and stores the byte it
   assembled (no read-modify-write);
3. otherwise the caller's element-wise copy, with runs of whole bytes per thread
   (``chunk_elements``) so that element read-modify-writes do not share bytes.

What it does not do: funnel-shift copies at unaligned bit offsets (they take form
2 or 3), or words wider than 4 bytes outside cp.async.
"""

from __future__ import annotations

from tilelang.lazy_import import is_integer, lazy_module

np = lazy_module("numpy")

from tilelang.dtypes import get_dtype

from ..ir import ops as O
from ..ir.core import Op, Region, Value
from ..ir.types import BOOL, BufferType, ScalarType, TensorType
from .context import Ctx
from .lowbit import INT32, chunk_elements, encode, i32, is_packed, read_code, row_bytes, storage_shape

__all__ = ["lower_packed_copy", "multiple_of"]


def multiple_of(v, m: int) -> bool:
    """True when index ``v`` (int, ``Ix`` or IR value) is provably a multiple of ``m``."""
    if m == 1:
        return True
    v = getattr(v, "v", v)
    if is_integer(v):
        return int(v) % m == 0
    owner = getattr(v, "owner", None)
    if not isinstance(owner, Op):
        return False
    if owner.name == "const":
        return isinstance(owner.value, int) and owner.value % m == 0
    if owner.name == "mul":
        return multiple_of(owner.lhs, m) or multiple_of(owner.rhs, m)
    if owner.name in ("add", "sub"):
        return multiple_of(owner.lhs, m) and multiple_of(owner.rhs, m)
    return False


def _keeps_runs(layout, shape, v) -> bool:
    """The layout maps each aligned run of ``v`` elements of a row to ``v`` consecutive
    storage elements starting at a multiple of ``v`` (so bytes stay bytes)."""
    from .rules import _keeps_vectors

    if layout is None:
        return True
    if not _keeps_vectors(layout, shape, v):
        return False
    grid = np.ix_(*[np.arange(n) for n in shape[:-1]], np.arange(0, shape[-1], v))
    return bool(np.all(np.asarray(layout.forward(*grid)[-1]) % v == 0))


def lower_packed_copy(ctx: Ctx, op, domain) -> bool:
    """Lower ``op`` (dst packed, no fragment side) in form 1 or 2; False when neither fits."""
    if _raw_bytes(ctx, op, domain):
        return True
    return _assembled_bytes(ctx, op)


# ---- 1. raw bytes ------------------------------------------------------------------------
def _raw_bytes(ctx: Ctx, op, domain) -> bool:
    src, dst = op.src.type, op.dst.type
    if not is_packed(op.src) or src.dtype != dst.dtype or op.src in ctx.globals or op.dst in ctx.globals:
        return False  # (a tensor with a layout: storage_tile_copy, or element by element)
    bits, last = src.dtype.bits, domain[-1]
    ce = chunk_elements(bits)
    if op.src_extents[-1] != last or op.dst_extents[-1] != last or last % ce:
        return False
    if not (multiple_of(op.src_offsets[-1], ce) and multiple_of(op.dst_offsets[-1], ce)):
        return False
    for mem in (op.src, op.dst):
        layout = ctx.shared.get(mem) if isinstance(mem.type, BufferType) else None
        if layout is not None and (8 % bits or not _keeps_runs(layout, mem.type.shape, ce)):
            return False
    if isinstance(src, TensorType) and isinstance(dst, BufferType):
        v = _async_bytes(ctx, op, last, bits)
        if v:
            _copy_async(ctx, op, domain, v)
            return True
    _copy_bytes(ctx, op, domain, bits)
    return True


def _async_bytes(ctx: Ctx, op, last: int, bits: int) -> int:
    """Bytes per cp.async (16, 8 or 4) for a packed global -> shared copy, or 0 -- also
    for codes of 3, 5, 6 or 7 bits: a vector would hold a fraction of a code (16
    bytes of 7-bit codes are 18 2/7), so the vectors of neighbouring threads would
    overlap (the simulator's race report on int7 weights)."""
    src_row = op.src.type.shape[-1]
    if not isinstance(src_row, int) or 8 % bits:
        return 0
    layout = ctx.shared.get(op.dst)
    dst_storage = storage_shape(ctx, op.dst)
    for nbytes in (16, 8, 4):
        v = nbytes * 8 // bits  # elements per vector
        if last % v == 0 and (src_row * bits // 8) % nbytes == 0 and (dst_storage[-1] * bits // 8) % nbytes == 0 \
                and multiple_of(op.src_offsets[-1], v) and multiple_of(op.dst_offsets[-1], v) \
                and _keeps_runs(layout, op.dst.type.shape, v):
            return nbytes
    return 0


def _region(offsets, extents, coords):
    from .rules import _region_indices

    return _region_indices(offsets, extents, coords)


def _to_bytes(ctx: Ctx, idx, bits: int):
    """Storage element indices -> the same place with the last index in bytes."""
    return idx[:-1] + [ctx.ix(ctx.ix(idx[-1]) * bits // 8).value()]


def _copy_async(ctx: Ctx, op, domain, nbytes: int) -> None:
    bits = op.src.type.dtype.bits
    v = nbytes * 8 // bits
    with ctx.coalesced(domain[:-1] + [domain[-1] // v], "k") as coords:
        coords = coords[:-1] + [coords[-1] * v]
        s_idx = _region(op.src_offsets, op.src_extents, coords)
        d_idx = _region(op.dst_offsets, op.dst_extents, coords)
        ok = ctx.in_bounds(op.src, s_idx)
        ctx.b.op(O.CpAsyncOp, dst=op.dst, dst_indices=_to_bytes(ctx, ctx.storage_indices(op.dst, d_idx), bits),
                 src=op.src, src_indices=_to_bytes(ctx, [ctx.ix(i).value() for i in s_idx], bits), pred=ok,
                 bytes=nbytes)
    ctx.b.op(O.CpAsyncCommitOp)
    ctx.b.op(O.CpAsyncWaitOp, pending=0)


def _word_width(ctx: Ctx, op, last: int, bits: int) -> int:
    """Bytes each thread moves at once (4, 2 or 1): the widest word that tiles the
    copied rows, starts at provable multiples of its size on both sides, lies in
    rows of whole words (aligned) and stays consecutive through the layouts."""
    if 8 % bits:
        return 1
    for width in (4, 2):
        v = width * 8 // bits
        if last % v or not (multiple_of(op.src_offsets[-1], v) and multiple_of(op.dst_offsets[-1], v)):
            continue
        ok = True
        for mem in (op.src, op.dst):
            row = storage_shape(ctx, mem)[-1]
            layout = ctx.shared.get(mem) if isinstance(mem.type, BufferType) else None
            ok = ok and isinstance(row, int) and (row * bits // 8) % width == 0 and \
                _keeps_runs(layout, mem.type.shape, v)
        if ok:
            return width
    return 1


def _copy_bytes(ctx: Ctx, op, domain, bits: int) -> None:
    """Each thread copies whole words (``_word_width`` bytes).  For b | 8 word j of a
    row run starts at element j * 8 * width / b, placed through each side's storage
    layout; other widths move single bytes along rows without layouts (bytes then
    follow the row start)."""
    width = _word_width(ctx, op, domain[-1], bits)
    wt = ScalarType(get_dtype(f"uint{8 * width}"))
    row = domain[-1] * bits // 8 // width
    with ctx.coalesced(domain[:-1] + [row], "k") as coords:
        j = ctx.ix(coords[-1])
        if 8 % bits == 0:
            col = j * (8 * width // bits)
            s_byte = _to_bytes(ctx, ctx.storage_indices(op.src, _region(op.src_offsets, op.src_extents,
                                                                         coords[:-1] + [col])), bits)
            d_byte = _to_bytes(ctx, ctx.storage_indices(op.dst, _region(op.dst_offsets, op.dst_extents,
                                                                         coords[:-1] + [col])), bits)
        else:
            start = coords[:-1] + [ctx.ix(0)]
            s_byte = _to_bytes(ctx, ctx.storage_indices(op.src, _region(op.src_offsets, op.src_extents, start)), bits)
            d_byte = _to_bytes(ctx, ctx.storage_indices(op.dst, _region(op.dst_offsets, op.dst_extents, start)), bits)
            s_byte[-1] = (ctx.ix(s_byte[-1]) + j).value()
            d_byte[-1] = (ctx.ix(d_byte[-1]) + j).value()
        ok = _byte_in_bounds(ctx, op.src, s_byte)  # rows of whole words: a word is in or out
        if ok is None:
            word = ctx.b.value(O.PackedLoadOp, wt, source=op.src, indices=s_byte)
        else:
            then_r, else_r = Region(), Region()
            with ctx.b.at(then_r):
                ctx.b.op(O.YieldOp, values=[ctx.b.value(O.PackedLoadOp, wt, source=op.src, indices=s_byte)])
            with ctx.b.at(else_r):
                ctx.b.op(O.YieldOp, values=[ctx.b.value(O.ConstOp, wt, value=0)])
            word = ctx.b.value(O.IfOp, wt, cond=ok, then_region=then_r, else_region=else_r)
        with ctx.when(_byte_in_bounds(ctx, op.dst, d_byte)):
            ctx.b.op(O.PackedStoreOp, dest=op.dst, indices=d_byte, value=word)


def _byte_in_bounds(ctx: Ctx, mem, idx) -> Value | None:
    """The byte ``idx`` (rows, byte) lies inside a global tensor (None when always)."""
    if not isinstance(mem.type, TensorType):
        return None
    cond = None
    dims = [ctx.symbol(d) if isinstance(d, str) else ctx.const(d) for d in mem.type.shape[:-1]]
    dims.append(row_bytes(ctx, mem).value())
    for i, d in zip(idx, dims):
        c = ctx.b.value(O.LtOp, BOOL, lhs=ctx.ix(i).value(), rhs=d)
        cond = c if cond is None else ctx.b.value(O.AndOp, BOOL, lhs=cond, rhs=c)
    return cond


# ---- 2. assembled bytes ------------------------------------------------------------------
def _closed_inverse(layout):
    """The layout's inverse without lookup tables (None: no layout; False: none found).
    A layout that lost its builtin's inverse hint (through the IR text) is recognised
    by rebuilding the builtin: layouts compare structurally."""
    if layout is None:
        return None
    from tilelang.layout import make_lowbit_dequant_permutation
    from tilelang.layout.dequant import dequant_permutation_bits

    candidates = [layout]
    bits = dequant_permutation_bits(layout)
    if bits is not None:
        candidates.append(make_lowbit_dequant_permutation(*layout.shape, bits))
    for c in candidates:
        if c != layout:
            continue
        try:
            inv = c.inverse()
        except ValueError:
            return False
        if "lookup(" not in repr(inv):
            return inv
    return False


def _assembled_bytes(ctx: Ctx, op) -> bool:
    dst = op.dst.type
    bits = dst.dtype.bits
    if 8 % bits or not isinstance(dst, BufferType) or tuple(op.dst_extents) != tuple(dst.shape):
        return False
    layout = ctx.shared.get(op.dst)
    inv = _closed_inverse(layout)
    if inv is False:
        return False
    storage = storage_shape(ctx, op.dst)
    per = 8 // bits
    if storage[-1] % per:
        return False
    from .rules import _convert, _squeeze

    dst_t = ScalarType(dst.dtype)
    with ctx.coalesced(list(storage[:-1]) + [storage[-1] // per], "k") as coords:
        acc = None
        for s in range(per):
            scol = ctx.ix(coords[-1]) * per + s
            logical = inv.forward(*coords[:-1], scol) if inv is not None else tuple(coords[:-1]) + (scol,)
            dcoords = _squeeze([ctx.ix(c) for c in logical], dst.shape)
            if op.src.type.dtype == dst.dtype and is_packed(op.src):  # the same format: move the code
                code = _read_source_code(ctx, op, dcoords)
            else:
                code = encode(ctx, _convert(ctx, _read_source(ctx, op, dcoords), dst_t), dst.dtype)
            if s:
                code = ctx.b.value(O.ShlOp, code.type, lhs=code, rhs=i32(ctx, s * bits))
            acc = code if acc is None else ctx.b.value(O.OrOp, code.type, lhs=acc, rhs=code)
        byte = ctx.b.value(O.CastOp, ScalarType(_uint8()), value=acc)
        ctx.b.op(O.PackedStoreOp, dest=op.dst, indices=[ctx.ix(c).value() for c in coords], value=byte)
    return True


def _read_source_code(ctx: Ctx, op, coords) -> Value:
    """The code (int32) of the source element of copy-domain ``coords``, as stored --
    no decode and encode (a float or table format's encode is a table search) --, the
    code of 0 outside a global tensor."""
    fmt = op.src.type.dtype
    s_idx = _region(op.src_offsets, op.src_extents, coords)
    ok = ctx.in_bounds(op.src, s_idx)

    def code():
        return read_code(ctx, op.src, ctx.storage_indices(op.src, s_idx))

    if ok is None:
        return code()
    zero = int(np.asarray(fmt.encode(np.zeros(1))).reshape(-1)[0]) & ((1 << fmt.bits) - 1)
    then_r, else_r = Region(), Region()
    with ctx.b.at(then_r):
        ctx.b.op(O.YieldOp, values=[code()])
    with ctx.b.at(else_r):
        ctx.b.op(O.YieldOp, values=[i32(ctx, zero)])
    return ctx.b.value(O.IfOp, INT32, cond=ok, then_region=then_r, else_region=else_r)


def _read_source(ctx: Ctx, op, coords) -> Value:
    """The source element of copy-domain ``coords`` (zero outside a global tensor)."""
    from .rules import _zero

    src_t = ScalarType(op.src.type.dtype)
    s_idx = _region(op.src_offsets, op.src_extents, coords)
    ok = ctx.in_bounds(op.src, s_idx)
    if ok is None:
        return ctx.load(op.src, s_idx)
    then_r, else_r = Region(), Region()
    with ctx.b.at(then_r):
        ctx.b.op(O.YieldOp, values=[ctx.load(op.src, s_idx)])
    with ctx.b.at(else_r):
        ctx.b.op(O.YieldOp, values=[ctx.b.value(O.ConstOp, src_t, value=_zero(src_t))])
    return ctx.b.value(O.IfOp, src_t, cond=ok, then_region=then_r, else_region=else_r)


def _uint8():
    from tilelang.dtypes import uint8

    return uint8
