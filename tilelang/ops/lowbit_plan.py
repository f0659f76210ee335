"""The low-bit gemm's planner: which kernel (``lowbit_kernels.py``'s gemv or gemm) and
which tile, stages, split-K, warpgroups and L2 hints a problem gets -- plain functions
of the problem's sizes and the weight's width, testable without a GPU.  Every figure
quoted was measured on an H100 (``benchmarks/tune_int4.py``, ``tune_formats.py``,
``ablate_int4.py``; the tables are in ``benchmarks/RESULTS.md``)."""

from __future__ import annotations

import functools

from tilelang.lowering.pair_table import TABLE_WORDS
from tilelang.lowering.target import arch_from_env, plan_override
from tilelang.lowering.word_decode import stored_planes

GEMV_MAX_M = 0  # up to this M the split-K gemv (none: see plan(); config=("gemv", ...) still runs it)


def _largest_divisor(n, candidates):
    return next((c for c in candidates if n % c == 0), None)


NARROW_GEMV_MAX_N = 2048  # up to this N the planned packed gemv takes 4 rows a block, above it 8 (plan's docstring)
GEMV_MAX_K = 16384  # the M = 1 packed gemv is planned up to this K (plan's docstring)


@functools.lru_cache(maxsize=1024)
def plan(M, N, K, G, sm_count=132, wgmma=False, bits=4, packed_gemv=0, act_order=False, lookup=False):
    """(kernel name, configuration) chosen for a problem; a plain function, testable.
    ``wgmma``: the kernel is built for sm_90a, where the gemm takes Hopper's warpgroup
    MMA (``_plan_wgmma_small_m`` up to M = 32, ``_plan_wgmma`` above).  ``bits``: the
    weight format's width -- the tiles are int4's, with fewer stages where a wider
    weight's tile would not fit shared memory (``_fit_shared``).

    Chosen from ``benchmarks/tune_int4.py`` on an H100 (benchmarks/RESULTS.md): the
    tensor-core gemm at every M -- at M = 1 its mma with 15 idle rows of A still beats
    the float32 CUDA-core gemv (22.7 vs 34.6 us at 8192 x 8192: the gemv spends about
    twice the instructions per weight) -- except at M = 1 on sm_90a (K a multiple of
    1024, from 2048 to ``GEMV_MAX_K``), where ``packed_gemv`` (0: none) is the fewest weight rows a
    block the packed-pair gemv takes the format with in 1024-wide steps
    (``lowbit_gemv.packed_gemv_fits``, float16 activations): its swizzled tiles
    (``swizzle=True``, no shared bank conflicts) read the weight at 89-111% of a device
    copy of its bytes, 4 rows a block up to N = ``NARROW_GEMV_MAX_N`` (where 64-row gemm
    tiles cannot fill the SMs) and 8 above (H100, CUDA-graph replay, weights from device
    memory, ``vector_words`` on; int4 / uint2, us: 1024 x 4096 gemm 3.58 / 5.95 -> gemv
    3.24 / 3.07, 4096 x 4096 8.47 / 7.83 -> 5.40 / 4.45, 14336 x 4096 15.97 / 14.26 ->
    12.83 / 9.62, 28672 x 8192 46.62 / 41.35 -> 42.64 / 30.67, 8192 x 8192 17.40 / 15.46
    -> 15.96 / 10.85; nf4 1.2-1.9x; unswizzled, the gemv was no faster than the gemm
    from 4096 x 4096 up).  At K = 28672 (N = 8192) int4's gemm is faster (46.0 vs 57.7
    us; uint2 and nf4 still gain 1.3x / 1.2x): above ``GEMV_MAX_K`` the gemm, for every
    format until a split-K gemv is measured there.

    On sm_90a, where one row of tiles covers M (each weight tile is read by one block),
    the TMA loads carry L2 hints: the weights evict_first, the activations every tile
    reads evict_last (kernel time, H100: M = 1 / 16 at 8192^2 20.4 / 20.3 ->
    19.5 / 19.9 us, at 28672 x 8192 48.8 / 51.5 -> 48.0 / 49.6, at 8192 x 28672 49.6 /
    50.8 -> 48.1 / 49.1; M = 128 within noise, 36.4 / 113.8 / 112.9 -> 36.0 / 112.1 /
    111.8).

    ``act_order``: the weight's columns take A's in a permuted order (``PreparedWeight.perm``).
    The planned gemv then permutes A itself (``gather``: each block stores its row of A
    permuted into shared memory at its first step), with twice the rows a block -- half
    the blocks reading A; the other kernels take A gathered before them (``index_select``).
    Measured (H200, M = 1, uint4 + zeros, CUDA graphs, us over the plain layer's 5.6 /
    13.1 / 13.2 / 3.2 at 4096 x 4096 / 14336 x 4096 / 4096 x 14336 / 1024 x 4096): the
    gather before +4.5 / +4.9 / +5.6 / +4.4, inside +2.9 / +8.0 / +10.3 / +1.9 with the
    plan's rows and +2.0 / +4.3 / +5.0 / +1.4 with twice them (eager: +15-21 us before,
    +1-3 inside).

    From 8 steps (K >= 8192) the gemv's loop is unrolled by its stages
    (``T.Pipelined(unroll_stages=True)``: every stage's shared addresses a per-thread base
    plus a constant; uint2's inner loop 219 -> 169 SASS instructions a step), and a 2-bit
    weight of N >= 4096 takes 16 rows a block (H200, CUDA graphs, us, plan / unrolled /
    unrolled with 16 rows: uint2 28672 x 8192 30.35 / 26.87 / 25.58, 8192 x 8192 10.80 /
    9.75 / 9.18, 4096 x 14336 9.98 / 9.30 / 8.78; int4 37.07 / 34.03 at 28672 x 8192,
    13.69 / 12.64 at 8192^2; nf4 67.37 / 61.87, 21.43 / 19.74).  At 4 steps (K = 4096)
    the loop takes 4 stages and is unrolled -- one trip, no loop: 3 stages / 4 unrolled,
    us, int4 4096^2 5.11 / 4.72, 1024 x 4096 3.12 / 3.09; uint2 4.38 / 4.10, 3.02 / 2.80;
    nf4 7.35 / 6.95, 3.46 / 3.48 (3 stages unrolled, a guarded second trip: 4.85, 3.24;
    4.13, 3.01; 6.90, 3.55).

    ``lookup``: the format decodes through a lookup table (``pair_table.table_pays``:
    nf4, codebooks).  From 8 steps its gemv looks the pairs up in a shared table
    (``T.annotate_lookup_tables("shared")``) with 16 rows a block: the table's fill is
    paid once a block, the prmt lookups' ALU work is gone (H200, CUDA graphs, us, nf4,
    registers 8 rows / shared 8 rows / shared 16 rows: 28672 x 8192 61.49 / 62.96 /
    51.46, 8192^2 19.45 / 19.87 / 17.87, 4096 x 14336 17.67 / 16.88 / 15.41; at 4 steps
    the fill costs more than it saves: 4096^2 7.15 / 8.50 / 7.73).  The gemm takes the
    table where its weight is decoded into wgmma's register operand (``_gemm_takes_table``)."""
    rows = max(int(packed_gemv), 4 if N <= NARROW_GEMV_MAX_N else 8)
    if packed_gemv and wgmma and M == 1 and N % rows == 0 and K % 1024 == 0 and 2048 <= K <= GEMV_MAX_K:
        extra = {}
        if act_order:
            rows = 2 * rows if N % (2 * rows) == 0 else rows
            extra = dict(gather=True)
        elif bits == 2 and N >= 4096 and K >= 8192 and N % 16 == 0:
            rows = max(rows, 16)
        elif lookup and K >= 8192 and N % 16 == 0:
            rows = max(rows, 16)
            extra = dict(lookup_tables="shared")
        steps = K // 1024
        stages = 4 if steps == 4 else min(3, steps)  # (4 steps: the whole loop one unrolled trip)
        if steps >= 8 or steps == 4:
            extra["unroll_stages"] = True
        return "gemv", dict(rows=rows, block_K=1024, split_k=1, num_stages=stages, threads=128, block_M=1,
                            swizzle=True, **extra)
    name, options = _plan(M, N, K, G, sm_count, wgmma)
    if name == "gemm":
        options = _fit_shared(_fit_words(options, K, G, bits), G, bits)
        if lookup and _gemm_takes_table(options, K):
            options = with_pair_table(options, G, bits)
    return with_l2_hints(M, name, options) if wgmma else (name, options)


def _fit_words(options, K, G, bits):
    """``options`` with steps of whole word blocks of the weight's narrowest codes (1-bit
    codes, and the 1-bit plane of 3, 5, 7 bits: the lanes' words span 128 k; 2-bit codes
    and 6 bits' 2-bit plane: 64 k),
    so that its tile takes the word decode: the 64-wide steps of a plan become 128, where
    K and the groups allow; the others as given.  Above M = 128 the 256 x 128 x 64 tiles
    become 128 x 128 x 128 on two warpgroups, 3 stages, a producer warp (where K holds two
    steps or more: a producer runs ahead into other stages)
    (``tune_formats.py``, H100, 4096 x 8192^2: int3 878 us against 1007 without the
    producer warp and 4 stages; int7 1058, where 256 x 128 x 128 in 2 stages took 1031)."""
    need = 128 // min(p for p, _ in stored_planes(bits))  # (4 words of the narrowest plane's codes)
    bk = options["block_K"]
    if bk % need == 0 or K % need or (G % need and need % G):
        return options
    split = options.get("split_k", 1)
    while split > 1 and K % (need * split):
        split //= 2
    out = dict(options, block_K=need, split_k=split, num_stages=max(1, min(options["num_stages"], K // need // split)))
    if out["block_M"] > 128 and out.get("b_wgmma"):
        out.update(block_M=128, threads=256, num_stages=min(3, out["num_stages"]))
        if out["num_stages"] >= 2:  # (a producer warp runs ahead into other stages: K of one step has none)
            out["warp_specialize"] = True
    return out


SHARED_BUDGET = 220 * 1024  # bytes of shared memory a plan may take (sm_90a allows 227 KB; sm_80 164 KB)


def _fit_shared(options, G, bits):
    """``options`` with as many pipeline stages as fit ``SHARED_BUDGET``: per stage the
    activation tile (16-bit), the weight tile of ``bits``-bit codes and a group's scales
    and zeros; once, a decoded tile (``b_shared``).  The int4 plans fit as they are;
    an 8-bit weight's tile is twice int4's (at M = 128 the six-stage 128 x 64 x 128
    tiles need 247 KB with it), so it drops stages until the block fits.  A pair table in
    shared memory (``lookup_tables="shared"``) takes its 32 KiB once."""
    bm, bn, bk = options["block_M"], options["block_N"], options["block_K"]
    limit = SHARED_BUDGET if options.get("b_wgmma") or options.get("b_shared") else 160 * 1024
    per_stage = bm * bk * 2 + bn * bk * bits // 8 + 2 * 4 * max(1, bk // G) * bn
    fixed = bn * bk * 2 if options.get("b_shared") else 0
    fixed += 4 * TABLE_WORDS if options.get("lookup_tables") == "shared" else 0
    stages = options["num_stages"]
    while stages > 1 and fixed + stages * per_stage > limit:
        stages -= 1
    return options if stages == options["num_stages"] else dict(options, num_stages=stages)


def _gemm_takes_table(options, K):
    """A table format's gemm looks its pairs up in shared memory (``with_pair_table``)
    where measured faster: the weight decoded into wgmma's register operand (``b_wgmma``)
    with 16 activation rows from K = 8192, or 128 rows and more (``benchmarks/
    lookup_tables.py``, H200, CUDA graphs, nf4, us, registers -> table; 28672 x 8192 /
    8192^2 / 4096 x 14336 / 4096^2):
    M = 2: 92.2 -> 61.4, 27.7 -> 23.6, 24.7 -> 21.8, 10.8 -> 12.4 (K = 4096: slower);
    M = 16: 95.5 -> 64.9, 28.8 -> 26.0, 26.3 -> 23.2, 11.7 -> 13.1;
    M = 128: 126.1 -> 112.8, 41.9 -> 39.4, 41.9 -> 41.1, 19.6 -> 19.3;
    M = 1024: 814.5 -> 704.5, 211.9 -> 200.2, 179.4 -> 175.8, 55.4 -> 53.2.
    The tile of 32 rows with its 128 weight rows was slower beside the table (M = 32:
    97.7 -> 102.8, 30.9 -> 35.3, 33.8 -> 29.6, 15.3 -> 14.1): with the table it takes 64
    (``with_pair_table``).  Not where the decoded tile goes to shared memory (``b_shared``,
    M = 64: 130.2 -> 162.6, 42.4 -> 54.3, 39.8 -> 49.9, 20.6 -> 25.0).  At M = 4096
    the two are within the run's noise (3404 / 3364, 945 / 861, 795 / 684, 224 / 211;
    again: 3479 / 3463, 935 / 924, 790 / 752, 220 / 222)."""
    if not options.get("b_wgmma"):
        return False
    return options["block_M"] >= 128 or (options["block_M"] <= 32 and K >= 8192)


def with_pair_table(options, G, bits):
    """A gemm's ``options`` with its table format's pairs looked up in shared memory
    (``lookup_tables="shared"``), as many pipeline stages as still fit beside the table.
    Tiles of 32 rows take half the weight rows (block_N 64) beside it: the table's gemm
    with 128 rows spilled its lookups' registers (``_gemm_takes_table``), with 64 it takes
    164 registers (H200, CUDA graphs, nf4 M = 32, 2026-11-29, us, registers with 128 rows /
    the table with 64: 28672 x 8192 93.3 / 75.6, 8192 x 28672 85.1 / 69.3, 8192^2 29.9 /
    26.4)."""
    options = dict(options, lookup_tables="shared")
    if options["block_M"] == 32 and options["block_N"] > 64:
        options["block_N"] = 64
    return _fit_shared(options, G, bits)


def with_l2_hints(M, name, options):
    """``(name, options)`` with the L2 hints of ``plan`` where one row of ``gemm`` tiles
    covers M (the weights evict_first, the activations evict_last); else as given."""
    if name == "gemm" and M <= options["block_M"]:
        options = dict(options, weight_eviction="evict_first", activation_eviction="evict_last")
    return name, options


def _plan(M, N, K, G, sm_count, wgmma):
    """``plan`` before the L2 hints."""
    if M <= GEMV_MAX_M:
        # Each lane takes up to 4 words (32 int4) of its row per step: 1024-wide steps
        # move 2 KB of weights per block per stage.
        # One block takes every row of A; registers: block_M x (block_K / 32) accumulators
        # per thread (and as many decoded halves), kept to 32.
        widest = {1: 1024, 2: 512}.get(M, 256)
        block_K = next(c for c in (1024, 512, 256, 128, 64, 32)
                       if c <= widest and K % c == 0 and (G % c == 0 or c % G == 0))
        threads = 128
        rows = threads // min(32, block_K // 8)
        blocks = -(-N // rows)
        chunks = K // block_K
        split = 1
        while blocks * split < 2 * sm_count and chunks % (split * 2) == 0:
            split *= 2
        stages = max(1, min(3, chunks // split))
        return "gemv", dict(rows=rows, block_K=block_K, split_k=split, num_stages=stages, threads=threads, block_M=M)
    if wgmma and M <= 32 and N % (64 if M <= 16 else 128) == 0 and K % 256 == 0 and (G % 256 == 0 or 256 % G == 0):
        return _plan_wgmma_small_m(M, N, K, sm_count)
    if wgmma and M > 32 and N % 128 == 0 and K % 64 == 0 and (G % 64 == 0 or 64 % G == 0):
        return _plan_wgmma(M, N, K, G, sm_count)
    # Warps along N (the factory's full_col policy): each weight is decoded by one warp.
    block_M = 16 if M <= 16 else 32 if M <= 32 else 64 if M <= 128 else 128
    max_split, max_stages = K, 4  # (no cap on the split but the steps it keeps)
    if M <= 16 and N * K >= 1 << 27 and N % 128 == 0 and K % 512 == 0 and (G % 256 == 0 or 256 % G == 0):
        # A large weight (128 Mi elements and up): 128 x 256 tiles, three stages of 16 KB
        # of weights each, K split to one block per SM at most 4 ways (tune_int4.py:
        # 59 vs 69 us at 1 x 28672 x 8192, 57 vs 68 us at 1 x 8192 x 28672; at 8192^2
        # the 64 x 128 tiles below stay ahead, 21.9 vs 22.6 us).  Since the weight tile
        # is bank-conflict free 224 tiles need no split: 51.7 vs 52.4 us at
        # 1 x 28672 x 8192, 53.3 vs 57.0 at M = 16.  Three stages, not two:
        # 50.1 vs 51.1 us at 1 x 8192 x 28672, 52.2 vs 54.3 at M = 16 (8 steps per block
        # there), equal within noise at 28672 x 8192.
        block_N, widths, min_blocks, min_steps, max_split, max_stages = 128, (256,), sm_count, 4, 4, 3
    elif M <= 16:
        # Weight streaming: 64-row tiles, 128-wide steps (64 weights per thread per step
        # amortize the step's address arithmetic), four stages in flight, and K split
        # until about three blocks per SM keep enough bytes in flight.
        block_N = _largest_divisor(N, (64, 32)) or 64
        widths, min_blocks, min_steps = (128, 64, 32), 3 * sm_count, 4
    else:  # up to M = 128 two 64-row tiles with 128-wide steps beat one 128-row tile
        block_N = _largest_divisor(N, (128, 64, 32)) or 128
        widths = (128, 64, 32) if block_M <= 64 else (64, 32)
        min_blocks, min_steps = sm_count, 8
    block_K = next((c for c in widths if K % c == 0 and (G % c == 0 or c % G == 0)), 32)
    # Fewer blocks than wanted: split K (T.split_k_reduce), keeping min_steps per split.
    tiles, steps = -(-N // block_N) * -(-M // block_M), K // block_K
    split = 1
    while tiles * split < min_blocks and steps % (split * 2) == 0 and steps // (split * 2) >= min_steps \
            and split < max_split:
        split *= 2
    stages = max(1, min(max_stages, steps // split))
    swizzle = 8 if tiles >= 4 * sm_count and M <= 256 else 0  # many tiles: rasterize for L2 reuse
    return "gemm", dict(block_M=block_M, block_N=block_N, block_K=block_K, num_stages=stages, threads=128,
                        split_k=split, swizzle=swizzle)


def _plan_wgmma_small_m(M, N, K, sm_count):
    """The sm_90a gemm up to M = 32 (``plan(wgmma=True)``; N a multiple of 64 -- of 128
    above M = 16 --, K of 256, whole groups per 256-wide step): the decoded weight stays
    in registers as wgmma's A operand (``b_wgmma``; the 16 or 32 activation rows are its
    n16 / n32 side), one warpgroup per 64 or 128 weight rows, 256-wide steps in 3
    stages.  Against the 16- and 32-row mma.sync kernels it issues a quarter of the mma
    instructions per weight (``tune_int4.py --b-wgmma``, H100, benchmarks/RESULTS.md):
    48.8 vs 51.6 us at 1 x 28672 x 8192, 51.1 vs 54.2 at M = 16, 52.9 vs 72.3 at M = 32;
    20.9 vs 22.2 at 1 x 8192^2, 21.0 vs 23.0 at M = 16, 23.5 vs 27.8 at M = 32; at 8192
    x 28672 within noise up to M = 16 (50.0 vs 49.5, 51.3 vs 51.6), 55.6 vs 69.4 at M = 32.
    Tiles of 128 weight rows where they make a wave (224 at 28672 x 8192: no K split,
    48.8 us against 54.2 split twice) and above M = 16 (K split until they fill the
    SMs); else 64-row tiles, K split toward three blocks per SM, keeping 4 steps a
    split: up to 8 ways (up to 4 above M = 16).  The small shapes of a Llama-3-8B layer
    (``tune_int4.py --b-wgmma --ms 1``, H100, 2026-11-27; kernel us, plan before ->
    after): at K = 4096 128-wide steps split up to 8 ways -- 4096 x 4096 10.7 -> 9.8,
    1024 x 4096 8.2 -> 6.9, 6144 x 4096 12.2 -> 11.6 --; 64-row tiles that make 1.5
    waves take 512-wide steps unsplit (14336 x 4096 18.9 -> 17.5); long K splits 8 ways
    (4096 x 14336 19.5 -> 18.0).  8192 x 8192 keeps its plan (split 4 fills the SMs)."""
    block_K, max_split = 256, 4
    if M <= 16 and not (N % 128 == 0 and N // 128 >= sm_count):
        block_N, min_blocks = 64, 3 * sm_count
        if N // 64 >= 1.5 * sm_count and K % 512 == 0:
            block_K, max_split = 512, 1  # (tiles enough: no hand-in, 512-wide steps)
        elif K <= 4096:
            block_K, max_split = 128, 8  # (short K: 128-wide steps, split up to 8 ways)
        else:
            max_split = 8
    else:
        block_N, min_blocks = 128, sm_count
    steps, split = K // block_K, 1
    while (N // block_N) * split < min_blocks and split < max_split and steps % (split * 2) == 0 \
            and steps // (split * 2) >= 4:
        split *= 2
    return "gemm", dict(block_M=16 if M <= 16 else 32, block_N=block_N, block_K=block_K,
                        num_stages=min(3, steps // split), threads=128, split_k=split, swizzle=0, b_wgmma=True)


def _plan_wgmma(M, N, K, G, sm_count):
    """The sm_90a gemm (``plan(wgmma=True)``; N a multiple of 128, K of 64, whole groups
    per 64-wide step) above M = 32 (tune_int4.py --b-wgmma /
    --b-shared, H100, benchmarks/RESULTS.md).

    Above M = 64 the decoded weight stays in registers as wgmma's A operand and the
    gemm runs transposed (``b_wgmma``): 256 activation rows x 128 weight rows x 64, two
    warpgroups, 4 stages (one group in flight) above M = 128 -- 834 vs 1082 us for the
    shared-memory form at 4096 x 8192 x 8192, 3224 vs 3814 at 4096 x 28672 x 8192 --;
    up to M = 128, where the 128 x 64 tiles make one wave, those with 128-wide steps
    and 6 stages, one warpgroup (the activation tile is two TMA panels: 37.2 us at 128 x
    8192 x 8192, 121.9 at 128 x 8192 x 28672 against 52.1 / 128.1 for the next best;
    6 stages, not 5: 35.4 vs 36.2 us, 117.3 vs 118.4 -- the loads are latency
    bound, ``benchmarks/ablate_int4.py``) -- but from K = 16384 (128 such steps) on, where
    twice N / 128 blocks make one wave, 128 x 128 x 128 tiles on two warpgroups, K split
    twice and the halves handed in through a cluster (``split_cluster``: 112.6 vs 116.8
    us at 128 x 8192 x 28672; 36.5 vs 35.9 at 8192 x 8192, where the one-warpgroup tiles
    stay) --, else 128 x 128 x 64 tiles, two warpgroups, 5 stages (116.1 us at
    128 x 28672 x 8192 against 143.7 for 128 x 64 x 128; 113.1 with 5 stages against
    114.5 with 4).  Up to M = 64 the decoded tile goes to shared memory (``b_shared``,
    64 x 128 x 64 tiles).

    A producer warp (tune_int4.py --warp-specialize, H100): at M = 65-128 a producer warp issues
    every copy (``warp_specialize``; ``choose`` drops it for weights TMA cannot copy):
    the one-warpgroup tiles 35.6 -> 33.0 us at 8192^2; the cluster hand-in with 3
    stages 112.8 -> 97.7-98.4 us at 8192 x 28672 (4 stages 99.9-100.6); and 128 x 128 x
    128 tiles, two warpgroups, 4 stages, instead of 128 x 128 x 64 (115.0 -> 107.6-109.4
    us at 28672 x 8192; that tile with a producer warp and 64-wide steps 116.8).  Above
    M = 128 a producer warp lost (747.7 -> 834.2 us at 4096 x 8192^2)."""
    if M > 128:
        tiles, steps, split = -(-M // 256) * (N // 128), K // 64, 1
        while tiles * split * 2 <= sm_count and steps % (split * 2) == 0 and steps // (split * 2) >= 16:
            split *= 2  # (few tiles, M up to 256: K split while the blocks fit one wave)
        return "gemm", dict(block_M=256, block_N=128, block_K=64, num_stages=4, threads=256, split_k=split,
                            swizzle=8 if tiles >= 4 * sm_count else 0, b_wgmma=True)
    if M > 64 and N % 128 == 0 and sm_count * 0.9 <= (N // 128) * 2 <= sm_count * 1.1 and K % 256 == 0 \
            and K // 128 >= 128 and (G % 128 == 0 or 128 % G == 0):
        # long K: two warpgroups on 128 weight rows, K split twice, the halves handed in
        # through a cluster (fewer shared-memory bytes per step outweigh the hand-in)
        return "gemm", dict(block_M=128, block_N=128, block_K=128, num_stages=3, threads=256,
                            split_k=2, swizzle=0, b_wgmma=True, split_cluster=True, warp_specialize=True)
    if M > 64 and N // 64 <= sm_count * 1.1 and K % 128 == 0 and (G % 128 == 0 or 128 % G == 0):
        tiles, steps, split = -(-M // 128) * (N // 64), K // 128, 1
        while tiles * split * 2 <= sm_count * 1.1 and steps % (split * 2) == 0 and steps // (split * 2) >= 8:
            split *= 2  # (fewer tiles than SMs: K split while the blocks fit one wave)
        stages = min(6, steps // split)
        return "gemm", dict(block_M=128, block_N=64, block_K=128, num_stages=stages, threads=128, split_k=split,
                            swizzle=0, b_wgmma=True, **({"warp_specialize": True} if stages >= 2 else {}))
    if M > 64 and K % 128 == 0 and (G % 128 == 0 or 128 % G == 0) and K // 128 >= 4:
        # two warpgroups on 128 weight rows, 128-wide steps, a producer warp
        return "gemm", dict(block_M=128, block_N=128, block_K=128, num_stages=4, threads=256, split_k=1,
                            swizzle=0, b_wgmma=True, warp_specialize=True)
    if M > 64:
        tiles, steps, split = -(-M // 128) * (N // 128), K // 64, 1
        while tiles * split * 2 <= sm_count and steps % (split * 2) == 0 and steps // (split * 2) >= 16:
            split *= 2
        return "gemm", dict(block_M=128, block_N=128, block_K=64, num_stages=min(5, steps // split), threads=256,
                            split_k=split, swizzle=0, b_wgmma=True)
    block_M, block_N, threads = 64, 128, 128
    tiles = -(-M // block_M) * (N // block_N)
    steps = K // 64
    split = 1  # split K while the blocks still fit one wave (two 4-warp blocks per SM)
    while tiles * split * 2 <= 2 * sm_count and steps % (split * 2) == 0 and steps // (split * 2) >= 8:
        split *= 2
    stages = max(1, min(4, steps // split))
    return "gemm", dict(block_M=block_M, block_N=block_N, block_K=64, num_stages=stages, threads=threads,
                        split_k=split, swizzle=8 if tiles >= 4 * sm_count else 0, b_shared=True)


def cuda_arch(target: str) -> str | None:
    """The arch the ops' kernels for ``target`` are built for: on "cuda",
    ``TILELANG_CUDA_ARCH`` (read at each call) or the current device's; None on "cpu" /
    "sim", or with neither.  The planner and the ops' kernel caches both key on it, so
    a process that changes the arch gets kernels planned and built for the new one."""
    return (arch_from_env() or _device_arch()) if target == "cuda" else None


@functools.lru_cache(maxsize=1)
def _device_arch() -> str | None:
    """(asked once: the device query costs a driver call)"""
    from tilelang.backends.cuda.nvrtc import device_arch

    return device_arch()


def _builds_for_hopper(target: str) -> bool:
    """Kernels for ``target`` are built for sm_90a (``cuda_arch``)."""
    return cuda_arch(target) == "sm_90a"


def choose(M, N, K, G, target, config=None, tma_weights=True, bits=4, packed_gemv=0, act_order=False,
           lookup=False, zeros=False):
    """(kernel name, options): ``config`` when given, else ``plan`` for ``target``.
    ``tma_weights=False`` (a raw or generic-format weight, whose tile is copied by plain
    stores, not by TMA): no producer warp, which issues TMA copies only.  ``packed_gemv``:
    the fewest rows a block with which the packed-pair gemv takes this format and
    activation dtype, 0 none (``plan``); ``act_order``: A's columns permuted; ``lookup``:
    the format decodes through a lookup table (``plan``); ``zeros``: the weight has
    zeros (no ``with_scale_on_accumulator`` or ``with_unrolled_stages``; the latter for 1, 2
    and 4 bits without a table only).
    ``TILELANG_WARP_SPECIALIZE`` (read at each call, for measuring) overrides the plan's
    producer warp on its sm_90a register-form gemms: ``1`` gives every one with two
    stages or more a producer warp, ``0`` takes it from every one.  ``TILELANG_PDL``
    likewise sets (``1``) or clears (``0``) the sm_90a gemm's programmatic dependent
    launch (``gemm_factory(pdl=)``)."""
    if config:
        return config
    name, options = plan(M, N, K, G, wgmma=_builds_for_hopper(target), bits=bits, packed_gemv=packed_gemv,
                         act_order=act_order, lookup=lookup)
    if name != "gemm" or not options.get("b_wgmma"):
        return name, options
    force = plan_override("warp_specialize") if tma_weights else False
    if force is not None:
        options = _forced(options, "warp_specialize", force and options["num_stages"] >= 2)
    pdl = plan_override("pdl")
    if pdl is not None:
        options = _forced(options, "pdl", pdl)
    if tma_weights and not zeros:  # (after the overrides: it leaves out a forced producer warp)
        options = with_scale_on_accumulator(options, G)
        if bits in (1, 2, 4) and not lookup:
            options = with_unrolled_stages(options)
    return name, options


def with_unrolled_stages(options):
    """A register-operand gemm's ``options`` (``choose``: a prepared weight of 1, 2 or 4 bits
    with a word decode, no lookup table and no zeros) with its k loop unrolled by its
    stages (``unroll_stages``: every stage's shared addresses a per-thread base plus a
    constant) at M = 16, in two stages or more, without a producer warp (int4 at 28672 x
    8192: 624 -> ~550 SASS instructions a step, 199 -> 249 registers -- still two blocks
    an SM).
    Measured (``plan_variants.py``, H200, CUDA graphs, 2026-11-29, us, plan -> unrolled;
    28672 x 8192 / 8192 x 28672 / 8192^2): int4 43.2 -> 40.6, 40.9 -> 38.9, 14.5 -> 14.1;
    uint2 39.3 -> 37.5, 36.4 -> 35.8, 13.5 -> 13.1; float4_e2m1fn 53.4 -> 55.8, 49.2 ->
    46.8, 17.2 -> 16.5.  Not where the decode holds more registers: nf4's table 56.7 ->
    63.3 at 28672 x 8192; int8 75.3 -> 76.3, float8_e4m3fn 25.9 -> 26.6 at 8192^2, the bit
    planes of int3 60.3 -> 63.2 and fp6_e3m2 66.4 -> 68.6; nor at M = 32 (int4 49.7 -> 63.1)."""
    if (options["block_M"] == 16 and options["num_stages"] >= 2 and not options.get("warp_specialize")
            and not options.get("stream_k")):
        return dict(options, unroll_stages=True)
    return options


def with_scale_on_accumulator(options, G):
    """A register-operand gemm's ``options`` (``b_wgmma``, a prepared weight with a word
    decode and no zeros) with ``scale_acc`` where its steps span two groups (block_K =
    2 G) up to M = 32: a wgmma per group into its own accumulator, the group's scale an
    fma on it, so the decode yields the exact codes without a multiply a pair (static
    instructions a step at 28672 x 8192, M = 16: int4 710 -> 624, uint2 676 -> 590).
    Measured (``plan_variants.py --variant '{"scale_acc": true}'``, H200, CUDA graphs,
    2026-11-28, us, plan -> scale_acc; 28672 x 8192 / 8192 x 28672 / 8192^2): M = 16
    int4 46.4 -> 44.5, 45.8 -> 42.7, 16.8 -> 15.9; uint2 43.1 -> 39.9, 43.2 -> 38.4, 16.6
    -> 15.1; fp4 60.0 -> 55.1, 57.3 -> 51.7, 20.5 -> 18.6; M = 32 int4 49.9 -> 49.4,
    49.9 -> 47.3, 18.9 -> 18.5; uint2 47.8 -> 45.0, 44.6 -> 42.7, 18.4 -> 17.3; nf4
    (registers) 96.9 -> 94.4, 86.1 -> 83.9, 29.9 -> 29.0.  Not beside a shared lookup
    table (nf4 M = 16: 56.5 -> 61.5, 66.0 -> 66.5, 24.0 -> 24.8; M = 32 with block_N 64, 2026-11-29:
    75.6 -> 80.1, 69.3 -> 74.8, 26.4 -> 27.2) or a producer warp
    (the factory's two-group form has none)."""
    if (options["block_M"] <= 32 and options["block_K"] == 2 * G and not options.get("lookup_tables")
            and not options.get("warp_specialize")):
        return dict(options, scale_acc=True)
    return options


def _forced(options, key, on: bool):
    """``options`` with the flag ``key`` set (``on``) or dropped."""
    return {**{k: v for k, v in options.items() if k != key}, **({key: True} if on else {})}
