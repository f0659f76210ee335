"""``tilelang.ops.attention``: the FlashAttention forward on torch tensors.

The kernel is ``attention_kernels.py``'s tile program, its tiles from
``plan_attention``; it runs on the target the tensors select (CUDA tensors: "cuda",
built for the device's arch or ``TILELANG_CUDA_ARCH``; CPU tensors: the interpreter,
or the simulator with ``TILELANG_TARGET=sim``; ``target=`` overrides), as
``lowbit_matmul`` does.  Everything the kernel cannot take is refused up front with an
error naming the parameter.
"""

from __future__ import annotations

import functools
import math
import os

from tilelang.jit import jit

from .attention_kernels import HEAD_DIMS, attention_factory, plan_attention
from .lowbit_plan import cuda_arch

__all__ = ["attention"]

FUNC = "attention"
_DTYPES = ("float16", "bfloat16")


def _fail(msg, exc=ValueError, func=FUNC):
    raise exc(f"{func}: {msg}")


def _target(q, target, func=FUNC):
    if target is not None:
        if target not in ("cuda", "cpu", "sim"):
            _fail(f"target must be 'cuda', 'cpu' or 'sim', got {target!r}", func=func)
        return target
    if q.is_cuda:
        return "cuda"
    env = os.environ.get("TILELANG_TARGET", "")
    return env if env in ("cpu", "sim") else "cpu"


def checked_scale(scale, causal, head_dim: int, func: str = FUNC) -> float:
    """The softmax scale (``1 / sqrt(head_dim)`` when None), with ``scale`` and ``causal``
    checked (errors name ``func``)."""
    if scale is None:
        scale = 1.0 / math.sqrt(head_dim)
    elif isinstance(scale, bool) or not isinstance(scale, (int, float)) or not math.isfinite(scale):
        _fail(f"scale must be a finite number, got {scale!r}", TypeError, func)
    if not isinstance(causal, bool):
        _fail(f"causal must be a bool, got {causal!r}", TypeError, func)
    return scale


def _bucket(n: int) -> int:
    """The grid's query extent for packed sequences: the longest sequence rounded up to a
    power of two (at least 64), so that calls of similar lengths share one kernel; the
    blocks past a sequence's end return at once."""
    return max(64, 1 << max(0, (n - 1).bit_length()))


_JITS: dict = {}


@functools.lru_cache(maxsize=16)
def _sm_count(device) -> int:
    """The multiprocessors of a CUDA device (a persistent plan's grid fills them)."""
    import torch

    return torch.cuda.get_device_properties(device).multi_processor_count


def _jit(target: str, arch: str | None, options: tuple):
    key = (target, arch, options)
    if key not in _JITS:
        _JITS[key] = jit(attention_factory, out_idx=None, target=target, **({"arch": arch} if arch else {}),
                         **dict(options))
    return _JITS[key]


@functools.lru_cache(maxsize=256)
def _kernel(batch, heads, kv_heads, seqlen_q, seqlen_k, head_dim, dtype, causal, scale, varlen, target, arch,
            plan, sm_count=0):
    if varlen:  # the token totals are symbolic: one kernel for every packing of a bucket
        from tilelang.language import dynamic

        seqlen_q = (dynamic("total_q"), dynamic("total_k"), seqlen_q)
        seqlen_k = 0
    build = _jit(target, arch, tuple(plan.compile_options().items()))
    return build(batch, heads, kv_heads, seqlen_q, seqlen_k, head_dim, dtype, causal, scale, varlen,
                 **plan.options(sm_count))


def _check_tensor(name, x, rank, what):
    import torch

    if not isinstance(x, torch.Tensor):
        _fail(f"{name} must be a torch tensor, got {type(x).__name__}", TypeError)
    if x.dim() != rank:
        _fail(f"{name} must be {rank}-D {what}, got shape {tuple(x.shape)}")
    if str(x.dtype).removeprefix("torch.") not in _DTYPES:
        _fail(f"{name} must be float16 or bfloat16, got {x.dtype}", TypeError)


def _check_cu(name, cu, device, total):
    """Validated host copy (a list) of ``cu``: int32 (batch + 1) offsets from 0, not
    decreasing, the last at most ``total`` (a copy to the host: on CUDA one sync)."""
    import torch

    if not isinstance(cu, torch.Tensor):
        _fail(f"{name} must be a torch int32 tensor of batch + 1 offsets, got {type(cu).__name__}", TypeError)
    if cu.dtype != torch.int32 or cu.dim() != 1 or cu.numel() < 2:
        _fail(f"{name} must be a 1-D int32 tensor of batch + 1 offsets (batch >= 1), got {tuple(cu.shape)} "
              f"{cu.dtype}")
    if cu.device != device:
        _fail(f"{name} is on {cu.device} but q is on {device}")
    values = cu.tolist()
    if values[0] != 0 or any(b < a for a, b in zip(values, values[1:])) or values[-1] > total:
        _fail(f"{name} must start at 0, never decrease and end at most at the {total} tokens of its tensor, "
              f"got {values if len(values) <= 10 else values[:10] + ['...']}")
    return values


def _out(out, q):
    import torch

    if out is None:
        return torch.empty(q.shape, dtype=q.dtype, device=q.device)
    if not isinstance(out, torch.Tensor) or out.shape != q.shape or out.dtype != q.dtype \
            or out.device != q.device or not out.is_contiguous():
        _fail(f"out must be a contiguous {tuple(q.shape)} {q.dtype} tensor on {q.device}", TypeError)
    return out


def attention(q, k, v, causal=False, scale=None, cu_seqlens_q=None, cu_seqlens_k=None, max_seqlen_q=None,
              max_seqlen_k=None, *, out=None, target=None):
    """Softmax attention ``softmax(Q K^T * scale + mask) V``, FlashAttention's forward.

    Arguments (FlashAttention's layout):
        q: (batch, seqlen_q, heads, head_dim); k, v: (batch, seqlen_k, kv_heads,
            head_dim).  float16 or bfloat16 (all three the same); head_dim 64, 128 or
            256; ``heads`` a multiple of ``kv_heads`` (GQA; MQA: kv_heads = 1; query
            head h reads kv head h // (heads / kv_heads)).
        causal: query i sees key j when j <= i + seqlen_k - seqlen_q (aligned to the
            bottom right, as FlashAttention >= 2.1; the usual mask when the lengths are
            equal).  A query that sees no key gets zeros.
        scale: the softmax scale, default 1 / sqrt(head_dim).
        cu_seqlens_q, cu_seqlens_k: packed sequences of different lengths: q (total_q,
            heads, head_dim), k, v (total_k, kv_heads, head_dim), and int32 (batch + 1)
            offsets of each sequence's first token (both or neither).
        max_seqlen_q, max_seqlen_k: the longest sequences (optional: computed from the
            offsets, which are copied to the host and checked in any case).
        out: optional contiguous tensor of q's shape, dtype and device to write.
        target: "cuda", "cpu" (interpreter) or "sim"; default from q's device.

    Returns: ``out``, or a new tensor like q (float32 accumulation, rounded once to q's dtype).
    Under ``torch.compile`` the call is the custom op ``torch.ops.tilelang.attention``
    (``attention_op.py``).
    Each shape, dtype, scale and flag builds one kernel (cached in memory and on disk);
    packed sequences share one kernel per batch size and power-of-two bucket of
    ``max_seqlen_q``.
    """
    import torch

    if torch.compiler.is_compiling():  # traced: one op of the graph (attention_op.py)
        from .attention_op import compiled_attention

        return compiled_attention(q, k, v, causal, scale, cu_seqlens_q, cu_seqlens_k, max_seqlen_q, max_seqlen_k,
                                  out, target)
    varlen = cu_seqlens_q is not None or cu_seqlens_k is not None
    if varlen and (cu_seqlens_q is None or cu_seqlens_k is None):
        _fail("cu_seqlens_q and cu_seqlens_k go together (packed sequences): pass both or neither", TypeError)
    if not varlen and (max_seqlen_q is not None or max_seqlen_k is not None):
        _fail("max_seqlen_q / max_seqlen_k apply to packed sequences only (with cu_seqlens_q and cu_seqlens_k)",
              TypeError)
    rank = 3 if varlen else 4
    what = "(total_tokens, heads, head_dim)" if varlen else "(batch, seqlen, heads, head_dim)"
    for name, x in (("q", q), ("k", k), ("v", v)):
        _check_tensor(name, x, rank, what)
    if k.dtype != q.dtype or v.dtype != q.dtype:
        _fail(f"q, k and v must have one dtype, got {q.dtype}, {k.dtype}, {v.dtype}", TypeError)
    for name, x in (("k", k), ("v", v)):
        if x.device != q.device:
            _fail(f"{name} is on {x.device} but q is on {q.device}")
    if k.shape != v.shape:
        _fail(f"k and v must have one shape, got {tuple(k.shape)} and {tuple(v.shape)}")
    D, heads, kv_heads = q.shape[-1], q.shape[-2], k.shape[-2]
    if D not in HEAD_DIMS:
        _fail(f"head_dim (q.shape[-1]) must be one of {HEAD_DIMS}, got {D}")
    if k.shape[-1] != D:
        _fail(f"k and v must have q's head_dim {D}, got {k.shape[-1]}")
    if kv_heads == 0 or heads % kv_heads:
        _fail(f"q's heads ({heads}) must be a multiple of k's and v's heads ({kv_heads})")
    scale = checked_scale(scale, causal, D)
    target = _target(q, target)
    arch = cuda_arch(target)
    dtype = str(q.dtype).removeprefix("torch.")
    if varlen:
        cq = _check_cu("cu_seqlens_q", cu_seqlens_q, q.device, q.shape[0])
        ck = _check_cu("cu_seqlens_k", cu_seqlens_k, q.device, k.shape[0])
        if len(cq) != len(ck):
            _fail(f"cu_seqlens_q and cu_seqlens_k must have one length (batch + 1), got {len(cq)} and {len(ck)}")
        batch = len(cq) - 1
        longest_q = max(b - a for a, b in zip(cq, cq[1:]))
        longest_k = max(b - a for a, b in zip(ck, ck[1:]))
        for name, given, longest in (("max_seqlen_q", max_seqlen_q, longest_q),
                                     ("max_seqlen_k", max_seqlen_k, longest_k)):
            if given is not None and (isinstance(given, bool) or not isinstance(given, int) or given < longest):
                _fail(f"{name} must be an int at least the longest sequence's {longest} tokens, got {given!r}")
        o = _out(out, q)
        o[cq[-1]:].zero_()  # (tokens after the last sequence: 0)
        if longest_q == 0:
            return o.zero_()
        grid_q = _bucket(longest_q)
        plan = plan_attention(D, target, arch, max_seqlen_q=longest_q, causal=causal, empty_tiles=True)
        kernel = _kernel(batch, heads, kv_heads, grid_q, 0, D, dtype, causal, float(scale), True, target, arch,
                         plan)
        kernel(q.contiguous(), k.contiguous(), v.contiguous(), o, cu_seqlens_q.contiguous(),
               cu_seqlens_k.contiguous())
        return o
    batch, Sq, Sk = q.shape[0], q.shape[1], k.shape[1]
    if k.shape[0] != batch:
        _fail(f"k and v must have q's batch {batch}, got {k.shape[0]}")
    o = _out(out, q)
    if batch == 0 or Sq == 0:
        return o
    if Sk == 0:
        return o.zero_()
    # (causal with fewer keys than queries: the first query blocks see none)
    plan = plan_attention(D, target, arch, max_seqlen_q=Sq, causal=causal, empty_tiles=causal and Sk < Sq)
    kernel = _kernel(batch, heads, kv_heads, Sq, Sk, D, dtype, causal, float(scale), False, target, arch, plan,
                     _sm_count(q.device) if plan.persistent else 0)
    kernel(q.contiguous(), k.contiguous(), v.contiguous(), o)
    return o
