"""The flash-decoding combine of ``tilelang.ops.decode_attention`` (the second of its
kernels; the first, ``split_kv``, is ``decode_kernels.py``'s).

``combine`` -- grid (heads, seqlen_q, batch): one block per query row weights the splits'
partial outputs by ``exp2(lse - max lse)`` and writes the row in q's dtype (a row with no
visible token at all: 0).  Its threads are groups of lanes, each group a share of the
splits, the partials loaded into registers before the weights are known.
"""

# (no `from __future__ import annotations`: the kernel's annotations close over the
# factory's arguments)
import tilelang.language as T

__all__ = ["combine_groups", "combine_factory"]


def combine_groups(num_splits: int) -> int:
    """The combine's split groups (a power of two, at most 8): enough that a thread keeps at
    most 16 splits' partials in registers up to 128 splits (32 at 256)."""
    groups = 1
    while groups < 8 and groups * 16 < num_splits:
        groups *= 2
    return groups


def combine_factory(batch, heads, seqlen_q, head_dim, num_splits, dtype, pdl=False):
    """Kernel 2 (module docstring): Opart, Lse as ``split_kv`` writes them -> O (batch,
    seqlen_q, heads, head_dim) in ``dtype``.  ``pdl``: launched while the split kernel
    runs, waiting for it inside (``T.pdl_sync``).  It does not let the next kernel launch
    early (``T.pdl_trigger``): measured (H200, int4, CUDA graphs of calls), the next call's
    split blocks then sat on the SMs waiting, 32k x 16 166.0 -> 211.3 us, 128k x 1 52.1 ->
    55.0."""
    dim = head_dim
    if dim % 4:
        raise ValueError(f"combine: head_dim ({dim}) must be a multiple of 4")
    splits = 1 << max(0, (num_splits - 1).bit_length())  # the lse fragment's extent (a power of two)
    # The block's threads are ``groups`` rows of ``dim / 4`` lanes, a lane 4 channels (one
    # 16-byte load); group g takes splits g, g + groups, ...  A batch-1 call is latency: the
    # splits' partials (103 x 128 x 4 B a row at 32k) are loaded into registers first, all
    # at once and independent of the weights, and the groups' sums meet in one reduction --
    # with one thread a channel walking all the splits, a thread kept few loads in flight.
    groups = max(combine_groups(num_splits), 128 // dim)  # (at least a warp)
    chunks = -(-num_splits // groups)
    last = num_splits - 1
    accum = "float32"

    @T.prim_func
    def combine(Opart: T.Tensor((batch, seqlen_q, heads, num_splits, dim), accum),
                Lse: T.Tensor((batch, seqlen_q, heads, num_splits), accum),
                O: T.Tensor((batch, seqlen_q, heads, dim), dtype)):
        with T.Kernel(heads, seqlen_q, batch, threads=groups * dim // 4) as (bh, bq, bb):
            if pdl:
                T.pdl_sync()
            parts = T.alloc_fragment((chunks, groups, dim), accum)
            lse = T.alloc_fragment((splits,), accum)
            mx = T.alloc_fragment((1,), accum)
            w = T.alloc_fragment((splits,), accum)
            tot = T.alloc_fragment((1,), accum)
            acc = T.alloc_fragment((groups, dim), accum)
            out = T.alloc_fragment((dim,), accum)
            # (a split index past the last reads the last again: weight 0 below)
            for c, g, d in T.Parallel(chunks, groups, dim):
                parts[c, g, d] = Opart[bb, bq, bh, T.min(c * groups + g, last), d]
            for s in T.Parallel(splits):
                lse[s] = T.if_then_else(s < num_splits, Lse[bb, bq, bh, T.min(s, last)], -T.infinity(accum))
            T.reduce_max(lse, mx, dim=0)
            # a split with no visible token has lse -inf: weight 0 (also when all have); it
            # wrote zeros
            for s in T.Parallel(splits):
                w[s] = T.if_then_else(lse[s] > -T.infinity(accum), T.exp2(lse[s] - mx[0]), 0)
            T.reduce_sum(w, tot, dim=0)
            # (each thread weights the partials it holds; the sum over c is its own, the sum
            # over the groups one reduction across them)
            for c, g, d in T.Parallel(chunks, groups, dim):
                parts[c, g, d] *= T.if_then_else(c * groups + g < num_splits, w[T.min(c * groups + g, last)], 0)
            T.reduce_sum(parts, acc, dim=0)
            T.reduce_sum(acc, out, dim=0)
            for d in T.Parallel(dim):
                O[bb, bq, bh, d] = T.cast(T.if_then_else(tot[0] > 0, out[d] / tot[0], 0), dtype)

    return combine
