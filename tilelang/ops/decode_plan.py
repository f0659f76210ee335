"""The choices behind ``tilelang.ops.decode_attention``'s kernels (``decode_kernels``),
kept apart from the kernels themselves: the number of splits a sequence's keys are
shared among (``plan_splits``), where the keys-major split kernel builds
(``takes_keys_major``), and where its keys may decode raw (``raw_key_affine``).
"""

from __future__ import annotations

import functools
import math

__all__ = ["CACHE_DTYPES", "MAX_SPLITS", "block_rows", "folded_scales", "plan_splits", "raw_key_affine", "raw_keys",
           "takes_keys_major", "value_words", "codes_a_word"]

CACHE_DTYPES = ("float16", "bfloat16", "float8_e4m3fn", "int8", "int4")
SPLIT_COST = 4  # a split kernel block's fixed work, in key blocks (plan_splits)
COMBINE_COST = 0.04  # what each split adds to the combine, in 64-key blocks (plan_splits)
PLANNED_SPLITS = 128  # the most splits plan_splits takes (more were never timed)
MAX_SPLITS = 256  # the most a call may ask for (a combine thread then holds 32 splits' partials; cpu, sim)


@functools.lru_cache(maxsize=None)
def raw_keys(cdtype, dtype):
    """((1 / m even, 1 / m odd), (b even, b odd)): ``T.raw_code``'s affine for a cache of
    ``cdtype`` codes decoded into ``dtype``, by the parity of a code's place in its row
    (``word_decode.raw_affine``); None where there is no raw decode, or it is not by
    parity."""
    from tilelang.dtypes import get_dtype
    from tilelang.lowering.word_decode import raw_affine

    fmt = get_dtype(cdtype)
    if not fmt.is_int or fmt.bits not in (4, 8) or raw_affine(fmt, dtype, 0) is None:
        return None
    pairs = [raw_affine(fmt, dtype, p) for p in range(16 // fmt.bits)]
    if any(a != pairs[p % 2] for p, a in enumerate(pairs)):
        return None
    return (1 / pairs[0][0], 1 / pairs[1][0]), (pairs[0][1], pairs[1][1])


def folded_scales(scale_kind, group, head_dim) -> bool:
    """Whether a cache's scales are one a token (or one for the whole cache), which the
    split kernel folds into the scores and P instead of the decode."""
    return scale_kind == "tensor" or (scale_kind == "token" and group == head_dim)


def raw_key_affine(dtype, cdtype, scale_kind, group, head_dim, keys_major):
    """``raw_keys`` where ``split_kv_factory(raw_codes=True)`` builds (keys major, scales
    folded); else None."""
    return raw_keys(cdtype, dtype) if keys_major and folded_scales(scale_kind, group, head_dim) else None


def block_rows(rows: int) -> int:
    """The block's query-row extent for ``rows`` = group x seqlen_q rows: a power of
    two, at least 16 (one mma row tile)."""
    return max(16, 1 << max(0, (rows - 1).bit_length()))


def plan_splits(batch: int, kv_heads: int, max_seqlen: int, block_N: int, sm_count: int = 132,
                waves: int = 2, blocks_per_sm: int | None = None) -> int:
    """Splits of each sequence, never more than the longest sequence has key blocks (a
    split of no block is a wasted launch) nor more than ``PLANNED_SPLITS``, and at
    least 1.

    With ``blocks_per_sm`` (the split kernel's occupancy): the count that minimizes the
    modelled time, waves x a block's time plus the combine's share -- ``ceil(batch
    kv_heads s / (sm_count blocks_per_sm)) x (ceil(blocks / s) + SPLIT_COST) + s x
    COMBINE_COST x 64 / block_N``, a block's query load and partial output costing
    about ``SPLIT_COST`` key blocks and each split's partial output about
    ``COMBINE_COST`` 64-key blocks in the combine.  Among equals the grid whose blocks
    spread most evenly over the SMs (its busiest SM's blocks the least above the mean), then
    the fewest splits: at 32k x 1 (8 kv heads, 8 blocks an SM) 103 splits tie 128 in the
    model, but put 7 blocks on 32 SMs and 6 on the rest, where 1024 blocks put 8 on 100 and 7 on
    32: 25.1 against 22.3 us in a graph (H200, int4).
    A grid a little over whole waves leaves most of the GPU idle in its last one: 64
    (sequence, head) pairs of 512 key blocks on 132 SMs of 4 blocks took 226 us in 5
    splits, 178 in 8.  At batch 1 a block's steps are latency (0.85-1.4 us a 64-key
    block), so short contexts take one key block a split: 512 tokens in 4 / 8 splits
    7.1 / 6.5 us (fp16), 8.6 / 7.2 (int4); 1024 in 8 / 16 9.0 / 7.5 (int4); while at
    4096 tokens two a split stay ahead of three (int4 10.6 us in 32 splits, 12.0 in 22)
    (H100, CUDA graphs, benchmarks/RESULTS.md).
    Without: enough blocks to give every one of ``sm_count`` SMs ``waves``."""
    for name, v in (("batch", batch), ("kv_heads", kv_heads), ("block_N", block_N), ("sm_count", sm_count)):
        if not isinstance(v, int) or v <= 0:
            raise ValueError(f"plan_splits: {name} must be a positive int, got {v!r}")
    blocks = max(1, math.ceil(max(max_seqlen, 0) / block_N))
    most = min(blocks, PLANNED_SPLITS)
    if blocks_per_sm:
        slots = sm_count * blocks_per_sm
        combine = COMBINE_COST * 64 / block_N
        return min(range(1, most + 1),
                   key=lambda s: (math.ceil(batch * kv_heads * s / slots) * (math.ceil(blocks / s) + SPLIT_COST)
                                  + s * combine, _uneven(batch * kv_heads * s, sm_count), s))
    want = math.ceil(waves * sm_count / (batch * kv_heads))
    return max(1, min(want, most))


def _uneven(blocks: int, sm_count: int) -> float:
    """How far a grid of ``blocks`` leaves its busiest SM above the mean (1: even)."""
    return math.ceil(blocks / sm_count) * sm_count / blocks


def codes_a_word(cdtype) -> int:
    """Codes of a ``cdtype`` cache in a 32-bit word (1 for a 16-bit cache)."""
    return 32 // {"int4": 4, "int8": 8, "float8_e4m3fn": 8}.get(cdtype, 32)


def value_words(cdtype, plain, head_dim, threads) -> bool:
    """Whether each lane's value columns of a key are whole words of codes (P V's operand
    from registers: the comment at ``v_regs``)."""
    n, warp_cols = codes_a_word(cdtype), head_dim // (threads // 32)
    return not plain and n > 1 and warp_cols % 8 == 0 and (warp_cols // 8) % n == 0


def takes_keys_major(dtype, cdtype, scale_kind, group, head_dim, rows, block_N, threads, heads_per_block=1,
                     late_values=False) -> bool:
    """Whether ``split_kv_factory(keys_major=True)`` builds for this cache and tile: a
    quantized cache (scales by token, group or tensor), at most 8 query rows (``rows`` = group
    x seqlen_q) over the block's kv heads (``heads_per_block``: two heads of a GQA group of 4
    fill the mma's 8 columns), each lane's value columns whole words of codes, 16
    keys a warp or a multiple, the values decoded with the keys."""
    plain = scale_kind is None and cdtype == dtype
    return scale_kind is not None and rows * heads_per_block <= 8 and not late_values and \
        value_words(cdtype, plain, head_dim, threads) and block_N % (16 * (threads // 32)) == 0
