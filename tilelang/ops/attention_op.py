"""``tilelang.ops.attention`` as the torch custom op ``torch.ops.tilelang.attention``
(defined when this module is imported: ``attention`` imports it when torch.compile
traces it), so that ``torch.compile(fullgraph=True)`` traces the call as one node.

* ``torch.ops.tilelang.attention(q, k, v, causal=False, scale=None, cu_seqlens_q=None,
  cu_seqlens_k=None, max_seqlen_q=None, max_seqlen_k=None, target=None) -> Tensor``.

The fake implementation returns an empty tensor of q's shape, dtype and device; the
argument checks run when the graph runs the eager function (packed sequences' offsets
are data: they can only be checked then).
"""

from __future__ import annotations

from tilelang.custom_op import define

from .attention import attention

__all__ = ["attention_op", "compiled_attention"]


def _impl(q, k, v, causal=False, scale=None, cu_seqlens_q=None, cu_seqlens_k=None, max_seqlen_q=None,
          max_seqlen_k=None, target=None):
    return attention(q, k, v, causal, scale, cu_seqlens_q, cu_seqlens_k, max_seqlen_q, max_seqlen_k, target=target)


def _fake(q, k, v, causal=False, scale=None, cu_seqlens_q=None, cu_seqlens_k=None, max_seqlen_q=None,
          max_seqlen_k=None, target=None):
    return q.new_empty(q.shape)


attention_op = define(
    "tilelang::attention",
    "(Tensor q, Tensor k, Tensor v, bool causal=False, float? scale=None, Tensor? cu_seqlens_q=None, "
    "Tensor? cu_seqlens_k=None, int? max_seqlen_q=None, int? max_seqlen_k=None, str? target=None) -> Tensor",
    _impl, _fake)


def compiled_attention(q, k, v, causal, scale, cu_seqlens_q, cu_seqlens_k, max_seqlen_q, max_seqlen_k, out,
                       target):
    """``attention`` as torch.compile traces it: the op, then ``out.copy_``."""
    o = attention_op(q, k, v, causal, None if scale is None else float(scale), cu_seqlens_q, cu_seqlens_k,
                     max_seqlen_q, max_seqlen_k, target)
    return o if out is None else out.copy_(o)
