"""``tilelang.ops`` as torch custom ops, namespace ``tilelang`` (defined when this module
is imported: ``lowbit_matmul`` / ``prepare`` import it when torch.compile traces them):

* ``torch.ops.tilelang.lowbit_matmul(a, qweight, scales, zeros, group_size, dtype,
  target=None) -> Tensor`` -- ``lowbit_matmul`` on a raw ``tilelang.quantize`` weight
  (``group_size`` -1: one group per row);
* ``torch.ops.tilelang.lowbit_matmul_prepared(a, qweight, scales, zeros, dtype,
  planes=None, target=None) -> Tensor`` -- on a :class:`PreparedWeight`, passed as its
  tensors and format (``planes``: a list, None for none); the rest is implied: N is
  qweight's rows, K a's columns, the group size K / the (K / G, N) scales' rows.  (The
  fewest arguments: each costs a call through the dispatcher ~0.3-0.6 us.)
* ``torch.ops.tilelang.prepare(qweight, scales, zeros, group_size, dtype) ->
  (qweight, scales, zeros, planes)`` -- ``prepare``'s tensors.

Each has a fake implementation (the checks of the real call, then empty outputs of the
right shape, dtype and device), so ``torch.compile(fullgraph=True)`` traces
``lowbit_matmul`` / ``int4_matmul`` / ``prepare`` as one node each; when the graph
runs, the op runs the eager function (CUDA: the compiled kernels; CPU: the
interpreter).  A prepared weight's op finds the live ``PreparedWeight`` its tensors
belong to and takes its launchers (the ~20 us eager path).
"""

from __future__ import annotations

import torch

from tilelang.custom_op import define
from tilelang.dtypes import get_dtype
from tilelang.lowering.word_decode import stored_planes

from .split_scratch import OP_CALL
from .lowbit_matmul import (PreparedWeight, _check, _fail, live_prepared, lowbit_matmul, prepare,
                            prepare_checks)

__all__ = ["compiled_matmul", "compiled_prepare", "lowbit_matmul_op", "lowbit_matmul_prepared_op", "prepare_op"]

FUNC = "int4_matmul"


def _group(group_size):
    return None if group_size == -1 else group_size


def _fresh(x, source):
    """``x``, or a copy where it shares ``source``'s storage (an op's outputs never alias
    its inputs: prepare's transposed scales are a view for one group per row)."""
    if x is not None and x.untyped_storage().data_ptr() == source.untyped_storage().data_ptr():
        return x.clone()
    return x


# ---- the implementations (eager) and their fakes --------------------------------------------
def _as_op(call, *args, **kwargs):
    """``call(*args)`` as an op's body: it keeps no split-K buffers (``OP_CALL``,
    split_scratch.py)."""
    OP_CALL[0] = True
    try:
        return call(*args, **kwargs)
    finally:
        OP_CALL[0] = False


def _matmul(a, qweight, scales, zeros, group_size, dtype, target=None):
    return _as_op(lowbit_matmul, a, qweight, scales, zeros, _group(group_size), dtype, target=target)


def _matmul_fake(a, qweight, scales, zeros, group_size, dtype, target=None):
    _, M, N, _, _ = _check(FUNC, a, qweight, scales, zeros, _group(group_size), dtype)
    return a.new_empty((M, N))


def _matmul_prepared(a, qweight, scales, zeros, dtype, planes=None, target=None):
    planes = planes or ()
    p = live_prepared(qweight, scales, zeros, planes, dtype)
    if p is not None and p.perm is not None:  # (the graph gathered a already)
        p = p.in_order()
    if p is not None and target is None:  # the launcher an earlier call of this shape made
        call = p._calls.get((a.shape, a.dtype, a.get_device()))
        if call is not None and call.split_shapes is None:  # (no split-K buffers: nothing OP_CALL changes)
            c = call(a)
            if c is not None:
                return c
    if p is None:  # tensors of no live PreparedWeight (the checks run in lowbit_matmul)
        K = a.shape[1]
        p = PreparedWeight(qweight, scales, zeros, K // max(scales.shape[0], 1), dtype, (qweight.shape[0], K),
                           tuple(planes))
    return _as_op(lowbit_matmul, a, p) if target is None else _as_op(lowbit_matmul, a, p, target=target)


def _matmul_prepared_fake(a, qweight, scales, zeros, dtype, planes=None, target=None):
    planes = planes or ()
    row_bytes = qweight.shape[1] + sum(x.shape[1] for x in planes)
    if scales.dim() != 2 or a.dim() != 2 or scales.shape[0] == 0 or a.shape[1] % scales.shape[0]:
        _fail(FUNC, f"a prepared weight's scales must be (K / group_size, N), got {tuple(scales.shape)} for a of "
                    f"shape {tuple(a.shape)}")
    _, M, N, _, _ = _check(FUNC, a, qweight, scales.t(), None if zeros is None else zeros.t(),
                           a.shape[1] // scales.shape[0], dtype, row_bytes)
    return a.new_empty((M, N))


def _prepare(qweight, scales, zeros, group_size, dtype):
    p = prepare(qweight, scales, zeros, _group(group_size), dtype)
    return p.qweight, _fresh(p.scales, scales), _fresh(p.zeros, zeros), list(p.planes)


def _prepare_fake(qweight, scales, zeros, group_size, dtype):
    fmt, N, K, G, _ = prepare_checks(qweight, scales, zeros, _group(group_size), dtype)
    widths = [p for p, _ in stored_planes(fmt.bits)]
    if len(widths) == 1:
        widths = [fmt.bits]
    q, *planes = (qweight.new_empty((N, K * w // 8)) for w in widths)
    return (q, scales.new_empty((K // G, N)), None if zeros is None else zeros.new_empty((K // G, N)), planes)


lowbit_matmul_op = define(
    "tilelang::lowbit_matmul",
    "(Tensor a, Tensor qweight, Tensor scales, Tensor? zeros, int group_size, str dtype, str? target=None) -> Tensor",
    _matmul, _matmul_fake)
lowbit_matmul_prepared_op = define(
    "tilelang::lowbit_matmul_prepared",
    "(Tensor a, Tensor qweight, Tensor scales, Tensor? zeros, str dtype, Tensor[]? planes=None, str? target=None) "
    "-> Tensor",
    _matmul_prepared, _matmul_prepared_fake)
prepare_op = define(
    "tilelang::prepare",
    "(Tensor qweight, Tensor scales, Tensor? zeros, int group_size, str dtype) -> (Tensor, Tensor, Tensor?, Tensor[])",
    _prepare, _prepare_fake)


# ---- what torch.compile traces -------------------------------------------------------------
def _name(dtype):
    """A format's name as the ops take it (a str, or a DType's name: ``T.int_dtype`` ...)."""
    return dtype if isinstance(dtype, str) else getattr(dtype, "name", dtype)


@torch.compiler.assume_constant_result
def _bits(name: str) -> int:
    """A format's width (a constant of the trace: the dtype registry is not traced)."""
    try:
        return get_dtype(name).bits
    except (TypeError, ValueError) as e:
        _fail("prepare", f"dtype: {e}")


def compiled_matmul(a, qweight, scales, zeros, group_size, dtype, out, target, config):
    """``lowbit_matmul`` as torch.compile traces it: the op, then ``out.copy_``."""
    if config is not None:
        _fail(FUNC, "config= (a forced kernel configuration, for tests) cannot be traced by torch.compile; call "
                    "it eagerly", TypeError)
    if isinstance(qweight, PreparedWeight):
        if scales is not None or zeros is not None:
            _fail(FUNC, "a prepared weight carries its scales and zeros; do not pass them again", TypeError)
        p = qweight
        if p.perm is not None:  # (traced: inductor fuses the gather into what made a)
            a = a.index_select(1, p.perm)
        args = (a, p.qweight, p.scales, p.zeros, p.dtype)
        if p.planes or target is not None:  # (the graph's call passes no more than it needs)
            args += (list(p.planes) if p.planes else None, target)
        c = lowbit_matmul_prepared_op(*args)
    else:
        if scales is None:
            _fail(FUNC, "scales are required (the second value tilelang.quantize returns)", TypeError)
        args = (a, qweight, scales, zeros, -1 if group_size is None else group_size, _name(dtype))
        c = lowbit_matmul_op(*args) if target is None else lowbit_matmul_op(*args, target)
    if out is not None:
        if not isinstance(out, torch.Tensor) or out.shape != c.shape or out.dtype != c.dtype \
                or out.device != c.device:
            _fail(FUNC, f"out must be a ({', '.join(map(str, c.shape))}) {c.dtype} tensor on {c.device}", TypeError)
        return out.copy_(c)
    return c


def compiled_prepare(qweight, scales, zeros, group_size, dtype, perm=None):
    """``prepare`` as torch.compile traces it: the op, and a PreparedWeight of its tensors
    (``perm`` carried as it is: the op never sees it)."""
    name = _name(dtype)
    q, s, z, planes = prepare_op(qweight, scales, zeros, -1 if group_size is None else group_size, name)
    N, K = qweight.shape[0], qweight.shape[1] * 8 // _bits(name)
    return PreparedWeight(q, s, z, K if group_size in (-1, None) else group_size, name, (N, K), tuple(planes),
                          None if perm is None else perm.to(torch.int64))
