"""Tile ops: copy (with casts and out-of-bounds masking), gemm, fill, reduce, cumsum, atomics."""

from __future__ import annotations

import numpy as np

from tilelang.lowering.ir.types import TensorType, element_type

from .executor import RULES, Interpreter, rule
from .memory import Memory
from tilelang.lowering.ir.values import cast, round_to


def _region(it: Interpreter, mem: Memory, mem_value, offsets, extents, what: str):
    """(source slices, destination slices) of the in-bounds part of a region.

    Elements of a global tensor outside it are skipped (reads give zero); a region
    that leaves an on-chip buffer is an error."""
    starts = [it.scalar_int(o, f"a {what} offset") for o in offsets]
    inside, local = [], []
    for d, (s, e, n) in enumerate(zip(starts, extents, mem.shape)):
        lo, hi = max(s, 0), min(s + e, n)
        if not isinstance(mem_value.type, TensorType) and (s < 0 or s + e > n):
            it.fail(f"the {what} region [{s}, {s + e}) of dim {d} leaves {mem.name} (extent {n})")
        hi = max(hi, lo)
        inside.append(slice(lo, hi))
        local.append(slice(lo - s, hi - s))
    return tuple(inside), tuple(local)


def _squeeze_to(data: np.ndarray, extents) -> np.ndarray:
    return data.reshape(tuple(extents))


@rule("copy")
def run_copy(it: Interpreter, op):
    src, dst = it.get(op.src), it.get(op.dst)
    s_in, s_local = _region(it, src, op.src, op.src_offsets, op.src_extents, "src")
    d_in, d_local = _region(it, dst, op.dst, op.dst_offsets, op.dst_extents, "dst")
    data = np.zeros(op.src_extents, dtype=src.values.dtype)
    data[s_local] = src.values[s_in]
    data = cast(element_type(op.src.type), element_type(op.dst.type), data)
    data = _squeeze_to(data, op.dst_extents)
    dst.values[d_in] = data[d_local]


@rule("gemm")
def run_gemm(it: Interpreter, op):
    a, b, c = it.get(op.A).values, it.get(op.B).values, it.get(op.C)
    a = a.T if op.transpose_A else a
    b = b.T if op.transpose_B else b
    k0, k1 = op.k_range()
    a, b = a[:, k0:k1], b[k0:k1]
    if a.dtype.kind in "iub" and b.dtype.kind in "iub":
        prod = a.astype(np.int64) @ b.astype(np.int64)
    else:  # products are exact in float32 for 16-bit inputs; float64 operands keep float64
        ft = np.result_type(np.float32, a.dtype, b.dtype)
        prod = a.astype(ft) @ b.astype(ft)
    acc = prod if op.clear_accum else c.values.astype(prod.dtype) + prod
    c.values[...] = round_to(element_type(op.C.type), acc)


@rule("fill")
def run_fill(it: Interpreter, op):
    mem = it.get(op.dst)
    mem.values[...] = it.get(op.value)


_REDUCE = {
    "sum": (np.sum, np.add), "abssum": (lambda x, axis: np.sum(np.abs(x), axis=axis), np.add),
    "max": (np.max, np.maximum), "absmax": (lambda x, axis: np.max(np.abs(x), axis=axis), np.maximum),
    "min": (np.min, np.minimum),
}


# max / min of floats skipping NaN (nan_propagate=False): C's fmaxf / fminf folded over the line
_REDUCE_SKIP_NAN = {"max": np.fmax, "absmax": np.fmax, "min": np.fmin}


@rule("reduce")
def run_reduce(it: Interpreter, op):
    from tilelang.lowering.tile_lowering.rules import reduce_identity

    src, dst = it.get(op.src), it.get(op.dst)
    reduce_fn, combine = _REDUCE[op.kind]
    x = src.values.astype(np.float64) if src.values.dtype.kind == "f" else src.values.astype(np.int64)
    axis = op.dim % src.values.ndim
    if x.dtype.kind == "f" and op.kind in _REDUCE_SKIP_NAN and not op.nan_propagate:
        combine = _REDUCE_SKIP_NAN[op.kind]
        with np.errstate(invalid="ignore"):
            r = combine.reduce(np.abs(x) if op.kind == "absmax" else x, axis=axis).reshape(dst.shape)
    else:
        r = reduce_fn(x, axis=axis).reshape(dst.shape)
    # the fold starts from dst (clear=False) or the kind's identity, as the lowering's does:
    # it decides what a line of NaNs gives when NaN is skipped (-inf for max, 0 for absmax)
    start = dst.values.astype(r.dtype) if not op.clear else \
        np.full_like(r, reduce_identity(op.kind, element_type(op.src.type)))
    r = combine(start, r)
    dst.values[...] = round_to(element_type(op.dst.type), r)


_ATOMIC = {"atomic_add": np.add, "atomic_max": np.maximum, "atomic_min": np.minimum}


@rule("atomic_add", "atomic_max", "atomic_min")
def run_atomic_add(it: Interpreter, op):
    """``T.atomic_add`` / ``atomic_max`` / ``atomic_min`` of a scalar (repeated indices
    all apply) or of a buffer into a region."""
    dst = it.get(op.dst)
    t = element_type(op.dst.type)
    ufunc = _ATOMIC[op.name]
    if not op.extents:
        from .executor import _indices

        idx, active, shape = _indices(it, dst, op.dst_offsets, op.name)
        value = np.asarray(it.get(op.value))
        shape = np.broadcast_shapes(shape, value.shape)
        sel = np.broadcast_to(active, shape)
        where = tuple(np.broadcast_to(i, shape)[sel] for i in idx)
        acc = dst.values.astype(np.float64) if dst.values.dtype.kind == "f" else dst.values.astype(np.int64)
        ufunc.at(acc, where, np.broadcast_to(value, shape)[sel])  # repeated indices all apply
        dst.values[...] = round_to(t, acc)
        return
    src = it.get(op.value)
    d_in, d_local = _region(it, dst, op.dst, op.dst_offsets, op.extents, "dst")
    data = cast(element_type(op.value.type), t, src.values).reshape(op.extents)
    dst.values[d_in] = round_to(t, ufunc(dst.values[d_in], data[d_local]))


@rule("cumsum")
def run_cumsum(it: Interpreter, op):
    """Inclusive prefix sums along ``dim`` (from the end with ``reverse``), exact in
    float64 / int64 and rounded once per element.  (The lowered scan accumulates in
    float32 for float types of 32 bits or fewer: results agree to float32 rounding.)"""
    src, dst = it.get(op.src), it.get(op.dst)
    axis = op.dim % src.values.ndim
    x = src.values.astype(np.float64) if src.values.dtype.kind == "f" else src.values.astype(np.int64)
    if op.reverse:
        x = np.flip(x, axis)
    r = np.cumsum(x, axis=axis)
    if op.reverse:
        r = np.flip(r, axis)
    dst.values[...] = round_to(element_type(op.dst.type), r)


@rule("split_k_reduce")
def run_split_k_reduce(it: Interpreter, op):
    """Blocks run one after another here, so the block that arrives last is the one
    whose increment reaches ``parts``; it sums the parts in order, like the GPU."""
    src, work, count, dst = it.get(op.src), it.get(op.work), it.get(op.arrivals), it.get(op.dst)
    parts = work.shape[0]
    if op.parts is not None:
        given = it.scalar_int(op.parts, "the split_k_reduce parts")
        if not 1 <= given <= parts:
            it.fail(f"split_k_reduce: parts={given} is outside 1..{parts} (workspace {list(work.shape)})")
        parts = given
    part = it.scalar_int(op.part, "the split_k_reduce part")
    if not 0 <= part < parts:
        it.fail(f"split_k_reduce: part {part} is outside 0..{parts - 1} (workspace {list(work.shape)})")
    extents = tuple(src.shape)
    if parts == 1:  # (a tile of one part: written directly, like the GPU)
        d_in, d_local = _region(it, dst, op.dst, op.dst_offsets, extents, "dst")
        dst.values[d_in] = round_to(element_type(op.dst.type), src.values.reshape(extents)[d_local])
        return
    w_in, w_local = _region(it, work, op.work, [op.part, *op.dst_offsets], (1, *extents), "workspace")
    work.values[w_in] = src.values.reshape((1, *extents))[w_local]
    if not _arrives_last(it, op, count, parts):
        return
    d_in, d_local = _region(it, dst, op.dst, op.dst_offsets, extents, "dst")
    total = np.zeros(work.values[(0, *w_in[1:])].shape, dtype=np.float32)
    for q in range(parts):  # in part order, in float32: the GPU's last block does the same
        total = (total + work.values[(q, *w_in[1:])]).astype(np.float32)
    dst.values[d_in] = round_to(element_type(op.dst.type), total)


@rule("block_any")
def run_block_any(it: Interpreter, op):
    """The whole block's fragment is here: any element nonzero (NaN counts as true, as the
    GPU's compare of it with 0 does)."""
    it.set(op.result, np.bool_(np.any(it.get(op.flags).values != 0)))


@rule("arrive_last")
def run_arrive_last(it: Interpreter, op):
    """Blocks run one after another here, so the last to arrive is the one whose
    increment reaches ``count``; it sets the counter back to zero, like the GPU."""
    count = it.scalar_int(op.count, "the arrive_last count")
    if count < 1:
        it.fail(f"arrive_last: count must be at least 1, got {count}")
    it.set(op.result, np.bool_(_arrives_last(it, op, it.get(op.arrivals), count)))


def _arrives_last(it: Interpreter, op, arrivals, count: int) -> bool:
    """The block counts itself in on ``arrivals[op.arrival_indices]``: whether it was the
    ``count``-th (then the counter is zero again), as the GPU's ``fetch_add`` tells."""
    where = tuple(it.scalar_int(i, "an arrivals index") for i in op.arrival_indices)
    arrivals.values[where] += 1
    if arrivals.values[where] != count:
        return False
    arrivals.values[where] = 0
    return True


__all__ = ["RULES"]
