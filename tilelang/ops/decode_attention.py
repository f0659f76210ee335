"""``tilelang.ops.decode_attention``: flash-decoding (split-KV) over a contiguous or
paged KV cache stored in float16 / bfloat16, float8_e4m3fn, int8 or int4.

The kernels are ``decode_kernels.py``'s two tile programs (split, then combine); the
number of splits comes from ``decode_plan.plan_splits``.  The target follows the tensors as in
``tilelang.ops.attention`` (CUDA tensors: "cuda"; CPU tensors: the interpreter, or the
simulator with ``TILELANG_TARGET=sim``; ``target=`` overrides).  The cache formats
and the append helper are in ``kv_cache.py``.
"""

from __future__ import annotations

import functools
import math
import os
import re

from tilelang.jit import jit
from tilelang.lowering.target import env_option, plan_override

from .attention import _target, checked_scale
from .decode_combine import combine_factory
from .decode_kernels import split_kv_factory
from .decode_plan import MAX_SPLITS, block_rows, plan_splits, raw_key_affine, takes_keys_major
from .kv_cache import check_cache
from .lowbit_plan import cuda_arch

__all__ = ["decode_attention", "pdl_chain"]

FUNC = "decode_attention"
HEAD_DIMS = (64, 128, 256)


def _fail(msg, exc=ValueError):
    raise exc(f"{FUNC}: {msg}")


_JITS: dict = {}


def _jit(factory, target, arch, fast_math=False):
    key = (factory.__name__, target, arch, fast_math)
    if key not in _JITS:
        _JITS[key] = jit(factory, out_idx=None, target=target, fast_math=fast_math, **({"arch": arch} if arch else {}))
    return _JITS[key]


@functools.lru_cache(maxsize=256)
def _keys_major(target, dtype, fmt, scale_kind, group, head_dim, rows, tile, late, forced) -> bool:
    """Whether the split kernel runs keys major (``split_kv_factory(keys_major=)``: S^T = K
    Q^T, O^T = V^T P^T, the query rows the mma's n): on a GPU wherever it builds
    (``takes_keys_major``) -- sm_90a, int4 cache, head_dim 128, GQA 4: the batch-8 tile's
    key loop 888 -> 710 SASS instructions a step and 168 -> 128 registers, the one-warp
    tile's 902 -> 722 and 229 -> 146; timed 7-18% faster with one scale a token, 7-23% with
    a scale a group of channels (int4 by 32s, int8 by 64s; H200, benchmarks/RESULTS.md).
    ``forced``: the environment's ``TILELANG_DECODE_KEYS_MAJOR`` (``plan_override``, read at
    each call, for measuring): ``=0`` turns it off, ``=1`` takes it wherever it builds, the
    interpreters too (their tile then 32 keys over 2 warps: ``_tile``).  Kept per
    configuration: the op's host path asks it twice a call."""
    if forced is False or (target != "cuda" and not forced):
        return False
    return takes_keys_major(dtype, fmt, scale_kind, group, head_dim, rows, tile[0], tile[1], tile[2], late)


def _fast_math(target) -> bool:
    """Whether the kernels build with fast math (``exp2`` one approximate instruction, a
    multiply and add one fma), as FlashAttention builds its kernels: on a GPU, unless
    ``TILELANG_FAST_MATH=0``.  IEEE's ``exp2`` is 4 instructions an element (a subnormal
    result's rescale): sm_90a, int4 cache, head_dim 128, SASS a step of the split kernel's
    key loop 995 -> 925 for the batch-8 tile, 669 -> 629 for the batch-1 one."""
    return target == "cuda" and env_option("fast_math") is not False


def _narrow(target, rows, quantized, pairs) -> bool:
    """Whether the split kernel runs 2 warps over 32 keys a step: a quantized cache on
    a GPU with at most 16 query rows and at least 64 (sequence, kv head) pairs.  Each
    warp then takes 64 output columns (head_dim 128), 8 a key and lane -- whole words
    of int4 codes, so the values decode into P V's register operand too -- and the small
    blocks fill the SMs in more, shorter steps.  Measured (H100, head_dim 128, 8 kv
    heads), against 4 warps over 64 keys: 32k x 64 int4 1325 -> 1143 us, int8 1658 ->
    1525 (95% of the copy bandwidth), 32k x 8 int4 174 -> 158; 64 keys a step over 2
    warps, 3 stages or 16 keys were slower.  At batch 1 (8 pairs) the wide blocks are
    faster (int4 4k: 10.1 against 13.4 us, 32k: 30.0 against 34.3)."""
    return target == "cuda" and quantized and block_rows(rows) <= 16 and pairs >= 64


TILE_ENV = "TILELANG_DECODE_TILE"  # "block_N,threads[,heads]": the split kernel's tile on a GPU, forced (_tile)
LONG_CONTEXT = 65536  # tokens a cache holds from which a batch-1 int4 decode takes the narrow tiles (_tile)


def _tile(target, page_size, rows, quantized, pairs, fmt="float16", head_dim=128, capacity=0, kv_heads=1,
          keys_major=False):
    """(block_N, threads, heads_per_block) of the split kernel.  Tokens a step: 64 on a GPU (32 with many
    query rows, whose tiles fill the registers, or ``_narrow``), 16 on the interpreters
    (small problems take several steps); a paged cache's page must hold whole steps.
    Threads: 128, or 64 for ``_narrow`` and for steps under 32 keys (every warp takes 8 or
    more keys of the score tile).

    A narrow int4 cache (head_dim up to 128) takes tiles of its own: one warp over 32
    keys from 256 (sequence, kv head) pairs, else two warps over 64.  Its blocks read
    their scales through the pipeline (``split_kv_factory``'s slab) and mask only a
    partial block.  So built, measured (H100, 8 kv heads, head_dim 128, us) against the
    2-warp 32-key tile: 32k x 64 894.8 against 1005.0 (82% of the copy bandwidth; two
    warps over 64 keys 969.7), 4k x 64 130.5 against 142.2 (two over 64: 126.5); 32k x 8
    122.2 (two over 64) against 140.6 (one over 32: 132.2).  A block of one warp holds
    whole score rows: the softmax's row reductions cross no warp.  ``TILELANG_DECODE_TILE``
    (``block_N,threads`` or ``block_N,threads,heads``, read at each call, for measuring)
    forces a GPU tile (heads: kv heads a block, ``_heads_per_block``); and
    ``TILELANG_DECODE_SLAB=0`` / ``1`` the scale slab.  At fewer than 64 pairs
    the two warps over 64 keys serve a cache of ``LONG_CONTEXT`` tokens or more: batch 1,
    128k tokens 92.4 -> 71.3 us (32k: 31.9 / 32.1, 4k: 12.5 / 12.6 -- 8.6 / 9.3 in a
    graph, where the wide blocks stay).

    Two kv heads a block (``split_kv_factory``'s ``heads_per_block``) for the two warps
    over 64 keys at a ``LONG_CONTEXT`` capacity: over a long run the blocks of a token's
    other heads drift apart and each reads the shared scale slab from DRAM again.
    Measured (H100, int4, 8 kv heads, head_dim 128, us): 128k x 8 549.0 -> 480.3 (67.0 ->
    76.6% of the copy bandwidth; four heads 480.6, reading 1.11 GB from DRAM where one
    read 1.48); slower at 32k x 8 (121.6 -> 141.0, four heads), 32k x 64 (one warp over
    32 keys: 890.6 -> 987.5) and 128k x 1 (71.0 -> 99.7: too few blocks), which keep one.
    A paged cache's page holds whole steps of at least 16 tokens (fewer heads a block
    where that takes it).

    ``keys_major``: the split kernel will run keys major where the tile lets it
    (``_keys_major``).  Then an int4 cache takes its own tiles at batch 1 whatever the
    context, with one kv head a block: measured (H200, 8 kv heads, head_dim 128, us) two
    warps over 64 keys keys major against the wide blocks at batch 1, 32k 25.7 against 30.1,
    4k 10.8 / 11.1; 128k x 8 with one kv head a block 390.5 against two heads (not keys
    major) 460.8.  Keys major, two kv heads a block at a ``LONG_CONTEXT`` capacity from 16
    (sequence, kv head) pairs on the two warps over 64 keys: the block reads a token's two
    heads as 128 contiguous bytes, one scale slab serving both.  Measured (H200, int4, 8 kv
    heads, head_dim 128, us, one head against two): 128k x 2 121.2 -> 98.6, x 4 193.1 ->
    181.4, x 8 377.2 -> 347.5, x 16 713.9 -> 667.8; but 32k x 8 95.9 -> 99.6, x 16 174.4 ->
    185.0, and 128k x 1 53.6 -> 63.4 (half the blocks: the plan takes at most 128 splits),
    which keep one."""
    forced = os.environ.get(TILE_ENV) if target == "cuda" else None
    if forced:  # (read at each call, for measuring)
        m = re.fullmatch(r"(16|32|64|128),(32|64|128|256)(?:,(1|2|4|8))?", forced.replace(" ", ""))
        if m is None or kv_heads % int(m.group(3) or 1) or int(m.group(1)) % int(m.group(3) or 1):
            _fail(f"{TILE_ENV}={forced!r}: give block_N,threads or block_N,threads,heads (block_N 16, 32, 64 or "
                  f"128; threads 32, 64, 128 or 256; heads 1, 2, 4 or 8, dividing block_N and the {kv_heads} kv "
                  f"heads), e.g. 32,32 or 64,64,4")
        bn, threads, hpc = int(m.group(1)), int(m.group(2)), int(m.group(3) or 1)
        narrow = False
    else:
        narrow = _narrow(target, rows, quantized, pairs)
        # (below 64 pairs: a long context only -- at 4k tokens, batch 1, the wide blocks)
        own = fmt == "int4" and head_dim <= 128 and (narrow or (target == "cuda" and block_rows(rows) <= 16
                                                                and (capacity >= LONG_CONTEXT or keys_major)))
        bn, threads = ((32, 32) if pairs >= 256 else (64, 64)) if own else \
            ((32 if rows > 32 or narrow else 64) if target == "cuda" else 16, None)
        # several kv heads a block: faster for a long context only (measured, above); keys major two
        # (the second head's rows fill the mma's 8 columns) from 16 pairs on the two warps over 64 keys
        long = own and capacity >= LONG_CONTEXT and target == "cuda"
        if keys_major:
            hpc = 2 if long and bn == 64 and pairs >= 16 and kv_heads % 2 == 0 and rows * 2 <= 8 else 1
        else:
            hpc = min(2, _heads_per_block(rows, kv_heads, bn)) if long and narrow and pairs < 256 else 1
    if keys_major and target != "cuda" and not forced:  # (forced there: 16 keys a warp, as keys major takes)
        bn, threads, hpc = 32, 64, 1
    if page_size:
        if page_size % 16:
            _fail(f"the page size (k_cache.shape[1]) must be a multiple of 16, got {page_size}")
        hpc = min(hpc, max(1, bn // 16))  # (a step's tokens divide the page: at least 16 of them ...)
        bn = math.gcd(bn // hpc, page_size) * hpc  # (... or the page's 16s)
    return bn, threads or (128 if bn >= 32 and not narrow else 64), hpc


def _heads_per_block(rows, kv_heads, block_N) -> int:
    """kv heads a block takes together (``split_kv_factory``'s ``heads_per_block``): as
    many as the query rows of the mma's row tile hold (``block_rows``: 4 rows of a GQA
    group of 4 fill a quarter of 16), a power of two dividing kv_heads, at least 8 tokens
    a step."""
    hpc = 1
    while kv_heads % (2 * hpc) == 0 and rows * 2 * hpc <= block_rows(rows) and block_N // (2 * hpc) >= 8:
        hpc *= 2
    return hpc


def kernel_choices(target, dtype, c, batch, heads, seqlen_q, head_dim, capacity):
    """What the split kernel of a call is built with, but its splits: ``(config, tile,
    slab, stages, late_values, fast_math, keys_major, raw_codes, softmax)`` -- ``config`` the
    kernels' shape arguments, the rest ``_kernels``' -- for q (batch, seqlen_q, heads,
    head_dim) of ``dtype`` over the cache ``c`` (a ``CacheSpec``) of ``capacity`` tokens a
    sequence, with the environment's overrides (for measuring).  One function for the
    op and for the golden decode kernels (tests/golden_kernels.py)."""
    kv_heads, D = c.kv_heads, head_dim
    late = bool(plan_override("decode_late_values"))  # (the value decode after the softmax: for measuring)
    rows = heads // kv_heads * seqlen_q
    km_forced = plan_override("decode_keys_major")
    tile = _tile(target, c.page_size, rows, c.scale_kind is not None or c.fmt != dtype, batch * kv_heads, c.fmt, D,
                 capacity, kv_heads, _keys_major(target, dtype, c.fmt, c.scale_kind, c.group, D, rows, (64, 64, 1),
                                                 late, km_forced))
    config = (batch, heads, kv_heads, seqlen_q, D, dtype, c.fmt, c.logical_shape, c.scale_shape, c.sdtype,
              c.scale_kind, c.group, c.paged, c.max_pages)
    slab = plan_override("decode_slab")  # (None: the kernel's own choice)
    stages = _stages(target, D)
    fast = _fast_math(target)
    km = _keys_major(target, dtype, c.fmt, c.scale_kind, c.group, D, rows, tile, late, km_forced)
    # the keys decoded raw (TILELANG_DECODE_RAW_CODES=1): off unless asked (for measuring), and only
    # where they can be (the environment read first: a call's host path)
    raw = plan_override("decode_raw_codes") is True and \
        raw_key_affine(dtype, c.fmt, c.scale_kind, c.group, D, km) is not None
    # keys major, the softmax's denominators a thread's own (the factory's rule, None, unless
    # TILELANG_DECODE_THREAD_SUMS forces it) and its running max kept lazily (off unless
    # TILELANG_DECODE_LAZY_MAX=1): for measuring
    softmax = (plan_override("decode_thread_sums") if km else None, km and plan_override("decode_lazy_max") is True)
    return config, tile, slab, stages, late, fast, km, raw, softmax


def pdl_chain(arch) -> bool:
    """Whether the decode kernels chain by programmatic dependent launch: on sm_90 and
    later, unless ``TILELANG_PDL=0``.  The split kernel then waits for its predecessor
    inside (``T.pdl_sync``) and lets the combine launch while it runs, so the combine's
    launch -- and the split's, behind ``rope_append``, which lets it launch early too --
    overlaps the kernel before it."""
    return _hopper_or_later(arch) and plan_override("pdl") is not False


@functools.lru_cache(maxsize=16)
def _hopper_or_later(arch) -> bool:
    """(parsed once an arch: the ops' host path runs this every call)"""
    m = re.match(r"sm_(\d+)", arch or "")
    return bool(m) and int(m.group(1)) >= 90


STAGES_ENV = "TILELANG_DECODE_STAGES"  # the split kernel's pipeline stages on a GPU, forced (_stages)


def _stages(target, head_dim) -> int:
    """The split kernel's pipeline stages: 2, or 1 for head_dim 256 on a GPU (its tiles fill
    shared memory).  ``TILELANG_DECODE_STAGES`` (1 to 4, read at each call, for measuring)
    forces it on a GPU: not yet measured at batch 1, where a block's steps are latency
    (3 stages were slower for the narrow tiles at 32k x 64)."""
    forced = os.environ.get(STAGES_ENV) if target == "cuda" else None
    if forced:
        if forced.strip() not in ("1", "2", "3", "4"):
            _fail(f"{STAGES_ENV}={forced!r}: give the split kernel's pipeline stages, 1 to 4")
        return int(forced)
    return 2 if target != "cuda" or head_dim <= 128 else 1


@functools.lru_cache(maxsize=256)
def _kernels(batch, heads, kv_heads, seqlen_q, head_dim, dtype, fmt, cache_shape, scale_shape, sdtype, scale_kind,
             group, paged, max_pages, splits, scale, causal, target, arch, tile, pdl=False, slab=None, stages=2,
             late_values=False, fast_math=False, keys_major=False, raw_codes=None, softmax=(None, False)):
    split = _jit(split_kv_factory, target, arch, fast_math)(
        batch, heads, kv_heads, seqlen_q, head_dim, dtype, fmt, cache_shape, scale_shape, sdtype, scale_kind, group,
        paged, max_pages, splits, scale, causal, block_N=tile[0], num_stages=stages, threads=tile[1], pdl=pdl,
        scale_slab=slab, heads_per_block=tile[2], late_values=late_values, keys_major=keys_major, raw_codes=raw_codes,
        thread_sums=softmax[0], lazy_max=softmax[1])
    combine = _jit(combine_factory, target, arch, fast_math)(batch, heads, seqlen_q, head_dim, splits, dtype, pdl=pdl)
    return split, combine


_PLANS: dict = {}  # (configuration, capacity, device) -> (splits, the split kernel's occupancy, block_N)
_OCCUPANCY: dict = {}  # (configuration, device) -> the split kernel's blocks an SM (whatever the capacity)


def _planned_splits(config, q, capacity, tile, scale, causal, target, arch, slab=None, stages=2,
                    late_values=False, fast_math=False, keys_major=False, raw_codes=None, softmax=(None, False)) -> int:
    """``plan_splits`` for this call: on a GPU in whole waves of the split kernel's
    occupancy (asked of the driver once per configuration -- for one-warp blocks at most
    ``SATURATING_BLOCKS`` -- from the kernel built with
    the provisional count -- neither the splits nor the cache's capacity change its
    registers or shared memory, so another capacity builds nothing more); the plan is
    kept per configuration and capacity (the op's host path is most of a batch-1 call)."""
    batch, kv_heads, block_N = config[0], config[2] // tile[2], tile[0] // tile[2]  # (blocks a sequence, steps)
    if not q.is_cuda:
        return plan_splits(batch, kv_heads, capacity, block_N, _sm_count(q))
    key = (config, capacity, tile, causal, arch, slab, stages, late_values, fast_math, keys_major, raw_codes,
           softmax, q.device.index)
    plan = _PLANS.get(key)
    if plan is None:
        sms = _sm_count(q)
        where = (config, tile, causal, arch, slab, stages, late_values, fast_math, keys_major, raw_codes,
                 softmax, q.device.index)
        occupancy = _OCCUPANCY.get(where)
        if occupancy is None:
            split, _ = _kernels(*config, plan_splits(batch, kv_heads, capacity, block_N, sms), scale, causal,
                                target, arch, tile, pdl_chain(arch), slab, stages, late_values, fast_math,
                                keys_major, raw_codes, softmax)
            occupancy = _OCCUPANCY[where] = split.occupancy(q.device)
        counted = min(occupancy, _counted_blocks(tile, batch * kv_heads, capacity))
        plan = _PLANS[key] = (plan_splits(batch, kv_heads, capacity, block_N, sms, blocks_per_sm=counted),
                              occupancy, tile[0])
    return plan[0]


# The most one-warp split kernel blocks an SM the splits plan counts on (``_planned_splits``):
# more of them run at once but share the SM's issue slots, so the plan must not take more
# splits to fill them.  Measured (H200, int4, 8 kv heads, head_dim 128): the one-warp
# keys-major tile (146 registers) runs more than 8 blocks an SM, for which the model took 3
# splits at batch 64 -- 128k 3539 us against 3020 in 2 splits, 32k 792 against 740; counted
# as 8 it takes 2.  Not for the two-warp tiles: int8's keys major at 128k x 8 counted as 8
# blocks took 33 splits, 851 us, against 22 splits' 728 with the driver's figure.
SATURATING_BLOCKS = 8

# The most two-warp split kernel blocks an SM the plan counts on from 16 (sequence, kv head)
# pairs.  Measured (H200, int4 keys major, 8 kv heads, head_dim 128, us, splits in brackets):
# the tile runs 8 blocks an SM, and a grid of 8 an SM was slower than one of 6 wherever a
# sequence's blocks were several -- 128k x 16 806.6 (8) against 709.1 (6), 128k x 4 218.3 (32)
# against 180.8 (24), 32k x 4 62.0 (32) against 56.6 (24), 32k x 8 104.3 (16) against 95.9 (12),
# 128k x 8 390.9 (16) against 379.9 (12); 32k x 16 174.6 (8) against 179.4 (6) the one loss.
# At batch 1 (8 pairs) the full grid stays ahead: 128k 55.0 (128) against 59.1 (98).  Only
# the two warps over 64 keys: over 32 (int8's, 11 an SM) the driver's figure planned best
# (counted 8 it took 33 splits at 128k x 8, 851 us, against 22's 728).
TWO_WARP_BLOCKS = 6


# The most blocks an SM the splits plan counts on for the one-head two-warp 64-key tile under
# a ``LONG_CONTEXT`` capacity from at most ``FEW_PAIRS`` (sequence, kv head) pairs: a grid of
# ~4 an SM there beats one of 6 or 8 -- each block's fixed work (the queries, the pipeline's
# fill, the partial output) outweighs the latency more blocks would hide.  Measured (H200, int4
# keys major, 8 kv heads, head_dim 128, us in CUDA graphs, splits in brackets; the plan before
# first): 32k x 1 21.6 (128) against 20.2 (64), 32k x 2 35.8 (47) / 30.9 (32), 32k x 4 54.4
# (24) / 52.5 (16), 32k x 8 95.3 (12) / 89.9 (8), 16k x 1 15.0 (86) / 13.1 (64), 16k x 2 21.3
# (43) / 18.8 (32), 8k x 2 14.6 (43) / 12.4 (32), 4k x 4 13.2 (22) / 11.8 (16).  Not from 128
# pairs (6 an SM stay ahead: 32k x 16 160.9 in 6 against 171.7 in 4, 16k x 16 84.3 / 89.8, 8k x
# 16 46.9 / 49.8) nor at batch 1 from 64k (8: 64k / 128k 31.3 / 51.3 in 128 against 32.1 / 57.1
# in 64) -- the number of pairs, not the work an SM, decides: 32k x 8 and 16k x 16 read the same
# bytes with opposite preferences.
SHORT_RUN_BLOCKS = 4
FEW_PAIRS = 64


def _counted_blocks(tile, pairs, capacity=0) -> int:
    """The split kernel's blocks an SM the splits plan counts on at most (``SATURATING_BLOCKS``,
    ``SHORT_RUN_BLOCKS``, ``TWO_WARP_BLOCKS``) for ``pairs`` (sequence, kv head) pairs -- a
    block's heads counted once -- of ``capacity`` tokens."""
    if tile[1] == 32:
        return SATURATING_BLOCKS
    if tuple(tile[:2]) != (64, 64):
        return 1 << 30
    if tile[2] == 1 and capacity < LONG_CONTEXT and pairs <= FEW_PAIRS:
        return SHORT_RUN_BLOCKS
    return TWO_WARP_BLOCKS if pairs >= 16 else 1 << 30


def _sm_count(q) -> int:
    if q.is_cuda:
        import torch

        return torch.cuda.get_device_properties(q.device).multi_processor_count
    return 4  # the interpreters: a few splits, so the combine is exercised


def decode_attention(q, k_cache, v_cache, cache_seqlens, *, k_scales=None, v_scales=None, block_table=None,
                     scale=None, num_splits=None, cache_dtype=None, group_size=None, causal=True, out=None,
                     target=None):
    """Attention of a few new query tokens per sequence over a KV cache (flash-decoding).

    Arguments:
        q: (batch, seqlen_q, heads, head_dim) float16 / bfloat16, seqlen_q >= 1 (1 for
            plain decoding, a few for speculative decoding); head_dim 64, 128 or 256.
        k_cache, v_cache: contiguous (batch, max_seqlen, kv_heads, head_dim) or, with
            ``block_table``, paged (num_pages, page_size, kv_heads, head_dim) (page_size
            a multiple of 16).  Stored as ``cache_dtype`` (``kv_cache.py``): q's dtype;
            float8_e4m3fn (a torch float8 tensor, or uint8 codes); int8 (uint8 / int8
            bytes); int4 (uint8, two codes a byte: last dim head_dim / 2) -- the codes
            ``tilelang.quantize`` gives.  ``heads`` a multiple of ``kv_heads`` (GQA:
            query head h reads kv head h // (heads / kv_heads)).
        cache_seqlens: int32 (batch,): the tokens of each sequence in the cache, the
            new ones (already appended) included.
        k_scales, v_scales: the quantized caches' scales: per token, kv head and group
            of ``group_size`` channels, shaped like the cache with head_dim / group_size
            last, float16 / bfloat16 / float32 (``tilelang.quantize``'s); for float8 also
            one float32 scale for the whole cache (shape (1,)).
        block_table: int32 (batch, max_pages): page ``block_table[b, t // page_size]``
            holds token t of sequence b.
        scale: the softmax scale, default 1 / sqrt(head_dim).
        num_splits: splits of each sequence, 1 to 256 (default: ``plan_splits``, at most 128).
        cache_dtype: "float16", "bfloat16", "float8_e4m3fn", "int8" or "int4" (needed
            for byte caches other than a torch float8 tensor).
        group_size: channels a scale covers (default: head_dim / the scales' last dim).
        causal: with seqlen_q > 1, query token i sees the cache's first ``len -
            seqlen_q + i + 1`` tokens (the new tokens are its last); else all of them.
        out: optional contiguous tensor like q to write; target: "cuda", "cpu", "sim".

    Returns: ``out`` or a new tensor like q (float32 accumulation).  A sequence of
    length 0 gives zeros.  Under ``torch.compile`` the call is the custom op
    ``torch.ops.tilelang.decode_attention`` (``decode_attention_op.py``).
    """
    import torch

    if torch.compiler.is_compiling():  # traced: one op of the graph (decode_attention_op.py)
        from .decode_attention_op import compiled_decode_attention

        return compiled_decode_attention(q, k_cache, v_cache, cache_seqlens, k_scales, v_scales, block_table, scale,
                                         num_splits, cache_dtype, group_size, causal, out, target)

    if not isinstance(q, torch.Tensor):
        _fail(f"q must be a torch tensor, got {type(q).__name__}", TypeError)
    if q.dim() != 4:
        _fail(f"q must be 4-D (batch, seqlen_q, heads, head_dim), got shape {tuple(q.shape)}")
    if q.dtype not in (torch.float16, torch.bfloat16):
        _fail(f"q must be float16 or bfloat16, got {q.dtype}", TypeError)
    batch, seqlen_q, heads, D = q.shape
    if D not in HEAD_DIMS:
        _fail(f"head_dim (q.shape[-1]) must be one of {HEAD_DIMS}, got {D}")
    if seqlen_q < 1 or batch < 1:
        _fail(f"q must have at least one sequence and one query token, got shape {tuple(q.shape)}")
    dtype = str(q.dtype).removeprefix("torch.")
    c = check_cache(FUNC, k_cache, v_cache, k_scales, v_scales, block_table, cache_dtype, group_size, dtype, D,
                    q.device)
    kv_heads = c.kv_heads
    if heads % kv_heads:
        _fail(f"q's heads ({heads}) must be a multiple of the cache's kv heads ({kv_heads})")
    if c.paged:
        if block_table.shape[0] != batch:
            _fail(f"block_table must have q's batch {batch} rows, got {block_table.shape[0]}")
    elif k_cache.shape[0] != batch:
        _fail(f"k_cache must have q's batch {batch} (contiguous cache), got {k_cache.shape[0]}")
    if not isinstance(cache_seqlens, torch.Tensor) or cache_seqlens.dtype != torch.int32 \
            or tuple(cache_seqlens.shape) != (batch,):
        _fail(f"cache_seqlens must be an int32 tensor of shape ({batch},)", TypeError)
    if cache_seqlens.device != q.device:
        _fail(f"cache_seqlens is on {cache_seqlens.device} but q is on {q.device}")
    capacity = c.max_pages * c.page_size if c.paged else k_cache.shape[1]
    scale = checked_scale(scale, causal, D, FUNC)
    target = _target(q, target, FUNC)
    if (target == "cuda") != q.is_cuda:
        _fail(f"target {target!r} does not match q's device {q.device}")
    arch = cuda_arch(target)
    config, tile, slab, stages, late, fast, km, raw, softmax = kernel_choices(target, dtype, c, batch, heads,
                                                                              seqlen_q, D, capacity)
    if num_splits is None:
        num_splits = _planned_splits(config, q, capacity, tile, float(scale), causal, target, arch, slab, stages,
                                     late, fast, km, raw, softmax)
    elif isinstance(num_splits, bool) or not isinstance(num_splits, int) or not 1 <= num_splits <= MAX_SPLITS:
        _fail(f"num_splits must be an int from 1 to {MAX_SPLITS}, got {num_splits!r}")
    if not q.is_cuda:  # (on CUDA the check would cost a sync: lengths are the caller's promise there)
        lens = cache_seqlens.tolist()
        if min(lens) < 0 or max(lens) > capacity:
            _fail(f"cache_seqlens must lie in [0, {capacity}] (the cache's capacity), got {lens}")
    if out is None:
        out = torch.empty(q.shape, dtype=q.dtype, device=q.device)
    elif not isinstance(out, torch.Tensor) or out.shape != q.shape or out.dtype != q.dtype \
            or out.device != q.device or not out.is_contiguous():
        _fail(f"out must be a contiguous {tuple(q.shape)} {q.dtype} tensor on {q.device}", TypeError)
    if block_rows(heads // kv_heads * seqlen_q) > 64:
        _fail(f"heads / kv_heads x seqlen_q must be at most 64 query rows per kv head, got "
              f"{heads // kv_heads} x {seqlen_q}")
    q, kc, vc = q.contiguous(), c.storage(k_cache), c.storage(v_cache)
    ks, vs = c.scales(k_scales, v_scales, q.device)
    lens = cache_seqlens.contiguous()
    bt = block_table.contiguous() if c.paged else torch.empty((1, 1), dtype=torch.int32, device=q.device)  # (unread)
    # (a cache of more than 2^31 - 1 elements -- 64 sequences of 32k tokens, 8 kv heads of
    # 128 -- needs nothing here: its shape is static, so the kernels' offsets into it are 64-bit)
    split, combine = _kernels(*config, num_splits, float(scale), causal, target, arch, tile, pdl_chain(arch), slab,
                              stages, late, fast, km, raw, softmax)
    opart = torch.empty((batch, seqlen_q, heads, num_splits, D), dtype=torch.float32, device=q.device)
    lse = torch.empty((batch, seqlen_q, heads, num_splits), dtype=torch.float32, device=q.device)
    split(q, kc, vc, ks, vs, lens, bt, opart, lse)
    if out.data_ptr() % 16:  # (the kernels take 16-byte aligned tensors: a view of the caller's at an offset)
        o = torch.empty_like(out)
        combine(opart, lse, o)
        out.copy_(o)
    else:
        combine(opart, lse, out)
    return out
