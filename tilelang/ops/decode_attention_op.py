"""``tilelang.ops.decode_attention`` as the torch custom op
``torch.ops.tilelang.decode_attention`` (defined when this module is imported:
``decode_attention`` imports it when torch.compile traces it), so that
``torch.compile(fullgraph=True)`` traces a model's decode step through it as one node.

* ``torch.ops.tilelang.decode_attention(q, k_cache, v_cache, cache_seqlens,
  k_scales=None, v_scales=None, block_table=None, scale=None, num_splits=None,
  cache_dtype=None, group_size=None, causal=True, target=None) -> Tensor``.

The fake implementation returns an empty tensor of q's shape, dtype and device; the
argument checks run when the graph runs the eager function (the caches' formats are
only known from the real tensors' dtypes and shapes, which the fakes have too, but the
lengths are data).
"""

from __future__ import annotations

from tilelang.custom_op import define

from .decode_attention import decode_attention

__all__ = ["decode_attention_op", "compiled_decode_attention"]


def _impl(q, k_cache, v_cache, cache_seqlens, k_scales=None, v_scales=None, block_table=None, scale=None,
          num_splits=None, cache_dtype=None, group_size=None, causal=True, target=None):
    return decode_attention(q, k_cache, v_cache, cache_seqlens, k_scales=k_scales, v_scales=v_scales,
                            block_table=block_table, scale=scale, num_splits=num_splits, cache_dtype=cache_dtype,
                            group_size=group_size, causal=causal, target=target)


def _fake(q, k_cache, v_cache, cache_seqlens, k_scales=None, v_scales=None, block_table=None, scale=None,
          num_splits=None, cache_dtype=None, group_size=None, causal=True, target=None):
    return q.new_empty(q.shape)


decode_attention_op = define(
    "tilelang::decode_attention",
    "(Tensor q, Tensor k_cache, Tensor v_cache, Tensor cache_seqlens, Tensor? k_scales=None, "
    "Tensor? v_scales=None, Tensor? block_table=None, float? scale=None, int? num_splits=None, "
    "str? cache_dtype=None, int? group_size=None, bool causal=True, str? target=None) -> Tensor",
    _impl, _fake)


def compiled_decode_attention(q, k_cache, v_cache, cache_seqlens, k_scales, v_scales, block_table, scale,
                              num_splits, cache_dtype, group_size, causal, out, target):
    """``decode_attention`` as torch.compile traces it: the op, then ``out.copy_``."""
    o = decode_attention_op(q, k_cache, v_cache, cache_seqlens, k_scales, v_scales, block_table,
                            None if scale is None else float(scale), num_splits, cache_dtype, group_size, causal,
                            target)
    return o if out is None else out.copy_(o)
