"""``tilelang.ops.decode_attention`` and ``kv_cache_append`` as torch custom ops
(defined when this module is imported: both import it when torch.compile traces
them), so that ``torch.compile(fullgraph=True)`` traces a model's decode step through
each as one node:

* ``torch.ops.tilelang.decode_attention(q, k_cache, v_cache, cache_seqlens,
  k_scales=None, v_scales=None, block_table=None, scale=None, num_splits=None,
  cache_dtype=None, group_size=None, causal=True, target=None) -> Tensor``;
* ``torch.ops.tilelang.kv_cache_append(k_cache!, v_cache!, k_new, v_new,
  cache_seqlens, k_scales!=None, v_scales!=None, block_table=None, cache_dtype=None,
  group_size=None) -> Tensor`` -- the caches and their scales written in place
  (declared mutated in the schema: torch.compile functionalizes the call);
* ``torch.ops.tilelang.rope_append(q, k, v, k_cache!, v_cache!, cache_seqlens, cos,
  sin, block_table=None, interleaved=False, target=None) -> (Tensor, Tensor)``.

The fake implementations return empty outputs of the right shape, dtype and device;
the argument checks run when the graph runs the eager function (the sequence lengths
are data, and appending quantizes on the device: a trace cannot see either).
"""

from __future__ import annotations

from tilelang.custom_op import define

from .decode_attention import decode_attention
from .kv_cache import kv_cache_append
from .rope_append import rope_append

__all__ = ["decode_attention_op", "compiled_decode_attention", "kv_cache_append_op", "rope_append_op"]


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


def _append_impl(k_cache, v_cache, k_new, v_new, cache_seqlens, k_scales=None, v_scales=None, block_table=None,
                 cache_dtype=None, group_size=None):
    return kv_cache_append(k_cache, v_cache, k_new, v_new, cache_seqlens, k_scales, v_scales, block_table,
                           cache_dtype, group_size)


def _append_fake(k_cache, v_cache, k_new, v_new, cache_seqlens, k_scales=None, v_scales=None, block_table=None,
                 cache_dtype=None, group_size=None):
    return cache_seqlens.new_empty(cache_seqlens.shape)


kv_cache_append_op = define(
    "tilelang::kv_cache_append",
    "(Tensor(a!) k_cache, Tensor(b!) v_cache, Tensor k_new, Tensor v_new, Tensor cache_seqlens, "
    "Tensor(c!)? k_scales=None, Tensor(d!)? v_scales=None, Tensor? block_table=None, str? cache_dtype=None, "
    "int? group_size=None) -> Tensor",
    _append_impl, _append_fake)


def _rope_impl(q, k, v, k_cache, v_cache, cache_seqlens, cos, sin, block_table=None, interleaved=False, target=None):
    return rope_append(q, k, v, k_cache, v_cache, cache_seqlens, cos, sin, block_table=block_table,
                       interleaved=interleaved, target=target)


def _rope_fake(q, k, v, k_cache, v_cache, cache_seqlens, cos, sin, block_table=None, interleaved=False, target=None):
    import torch

    return q.new_empty(q.shape), cache_seqlens.new_empty((q.shape[0],), dtype=torch.int32)


rope_append_op = define(
    "tilelang::rope_append",
    "(Tensor q, Tensor k, Tensor v, Tensor(a!) k_cache, Tensor(b!) v_cache, Tensor cache_seqlens, Tensor cos, "
    "Tensor sin, Tensor? block_table=None, bool interleaved=False, str? target=None) -> (Tensor, Tensor)",
    _rope_impl, _rope_fake)
