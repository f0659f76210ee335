"""The FlashAttention forward of ``tilelang.ops.attention``, written in the language,
and the plan that picks its tiles.

One block computes ``block_M`` query rows of one (sequence, head): it keeps its Q tile
in shared memory and walks the key/value blocks of its sequence in a ``T.Pipelined``
loop.  Per block of ``block_N`` keys:

1. ``S = Q K^T`` (``T.gemm(..., transpose_B=True)`` into a float32 fragment that
   starts at 0 where the key is visible and at -inf where it is masked: causal, or
   past the sequence's keys);
2. the online softmax, per row: ``m_new = max(m, rowmax(S))``, ``P = exp2((S - m_new)
   * scale * log2 e)``, the running output and row sum rescaled by ``exp2((m -
   m_new) * scale * log2 e)``, ``l += rowsum(P)``;
3. ``O += P V`` (``T.gemm`` on P cast to the inputs' dtype, kept in registers: on sm_90a
   P is wgmma's register A operand, which holds each element in the thread whose
   accumulator computed it, so the cast is a permutation of each thread's registers;
   on sm_80 the mma.sync A operand, alike).

The row statistics (running max, row sum, rescale factor) are (block_M,) fragments:
layout inference gives them the accumulator's rows (``tilelang/layout/rows.py``), so
each thread keeps the rows it owns in registers and a row reduction is shuffles
within the warp that owns the row.

At the end ``O / l``.  A row that sees no key at all (causal with more queries than
keys) gets zeros, as FlashAttention gives.  The running max starts at a finite
``-1e30`` rather than -inf so that the rescale of a row whose keys so far were all
masked is ``exp2(0) = 1``, not ``exp2(-inf + inf) = NaN``.

Causal masking is FlashAttention's (bottom-right aligned): query ``i`` of a
sequence of ``Lq`` queries and ``Lk`` keys sees key ``j`` when ``j <= i + Lk - Lq``;
blocks of keys that no row of the block sees are never visited (the loop stops at
the last visible block).

Two forms of the inputs (``varlen``): fixed lengths, Q (B, Sq, H, D) and K, V (B, Sk,
Hkv, D) as FlashAttention's API; or packed sequences, (total, H, D) with int32
``cu_seqlens`` (B + 1 offsets).  GQA / MQA: query head ``h`` reads kv head ``h //
(H / Hkv)``.
"""

# (no `from __future__ import annotations`: the kernel's annotations close over the
# factory's arguments)
from dataclasses import dataclass, replace

import tilelang.language as T
from tilelang.lowering.target import SHARED_LIMITS, env_option

__all__ = ["AttentionPlan", "attention_factory", "causal_tile", "heads_together", "online_softmax_step",
           "paired_causal_tile", "plan_attention", "shared_bytes", "HEAD_DIMS", "LOG2E"]

LOG2E = 1.4426950408889634
HEAD_DIMS = (64, 128, 256)
# masked scores are -inf; the running max starts here (module docstring)
_M_INIT = -1.0e30
# the keys and values that a causal grid's running blocks may share in L2 (a sixth of
# the H100's 50 MiB, whose two halves each hold 25: the blocks running at once straddle
# two groups of heads_together); and the query blocks a pair needs before the groups pay
CAUSAL_L2_BYTES = 8 << 20
CAUSAL_GROUP_MIN_Q_BLOCKS = 16


def heads_together(batch: int, heads: int, kv_heads: int, q_blocks: int, seqlen_k: int, head_dim: int,
                   elem_bytes: int = 2) -> int:
    """How many (batch, head) pairs a causal grid's longest-first order interleaves
    (``causal_tile``): as many whole kv heads as ``CAUSAL_L2_BYTES`` of keys and values
    hold, times the query heads that share each, then the largest divisor of
    ``batch * heads`` not above that (so the groups are whole); 1 -- each pair's query
    blocks in turn -- under ``CAUSAL_GROUP_MIN_Q_BLOCKS`` query blocks a pair.  Measured
    on the H200 (benchmarks/RESULTS.md): at 4k queries, head dim 128, groups of 4 or 8
    +8-10%; at 1k (8 blocks a pair) any group -4%, its tiles short and starting in step;
    at 16k even."""
    if q_blocks < CAUSAL_GROUP_MIN_Q_BLOCKS:
        return 1
    kv_bytes = 2 * seqlen_k * head_dim * elem_bytes
    cap = max(1, CAUSAL_L2_BYTES // max(kv_bytes, 1)) * (heads // kv_heads)
    pairs = batch * heads
    return max(d for d in range(1, min(cap, pairs) + 1) if pairs % d == 0)


@T.macro  # (kernel code too: the grids take it inline)
def causal_tile(launch, q_blocks: int, heads: int, together: int):
    """(query block, head, batch) of the causal tile a block starts ``launch``-th
    (integers or the kernel's index expressions).  A causal tile's work grows with its
    query block, so the tiles start longest first -- the last wave then holds the
    shortest tiles (the list-scheduling order) -- but within groups of ``together``
    (batch, head) pairs: every pair's last query block first, then every pair's
    second-last, and so on, then the next group.  Across all pairs at once (one group)
    the blocks running together would read the keys of that many heads, more than L2
    holds; one pair a group leaves a long tile near the end of every pair's run (before
    the grouping: 0.94 of the work bound in a list-scheduling model of 4k queries, against
    0.997 for groups of 4 or 8)."""
    group, r = launch // (together * q_blocks), launch % (together * q_blocks)
    pair = group * together + r % together
    return q_blocks - 1 - r // together, pair % heads, pair // heads


@T.macro  # (kernel code too: the persistent walk takes it inline)
def paired_causal_tile(unit, second, q_blocks: int, heads: int):
    """(query block, head, batch) of the ``second`` (0 or 1) causal tile of ``unit``: a
    unit is query blocks ``q_blocks - 1 - j`` and ``j`` of one (batch, head) pair (the
    longer first), whose tiles together see one run of key blocks whatever ``j`` -- a
    causal tile's key blocks grow linearly with its query block.  So a persistent walk that
    takes units ``persistent`` apart loads its blocks evenly, where a walk of the tiles
    themselves, in any fixed order, loads them unevenly (the H200: 401 against 551 TFLOP/s
    for one block a tile at 4k).  With ``q_blocks`` odd the middle block pairs with itself:
    it runs twice and writes the same output twice."""
    half = (q_blocks + 1) // 2
    j, pair = unit % half, unit // half
    # (arithmetic, not a select: the same code on Python integers)
    return q_blocks - 1 - j - second * (q_blocks - 1 - 2 * j), pair % heads, pair // heads


@dataclass(frozen=True)
class AttentionPlan:
    """Tiles of one attention kernel: ``block_M`` query rows x ``block_N`` keys a step,
    ``num_stages`` K/V buffers in the pipeline, ``threads`` per block, ``producer`` the
    schedule of sm_90a's key/value loop ("", "ws" or "pp": ``attention_factory``'s
    ``warp_specialize`` and ``pingpong``), ``overlap`` and ``skip_masks`` the factory's;
    ``fast_math`` the compile option (``exp2`` one approximate instruction, as
    FlashAttention builds its kernels)."""

    block_M: int
    block_N: int
    num_stages: int
    threads: int
    producer: str = ""  # "ws": a producer warp issues the copies; "pp": and the consumers ping-pong
    overlap: bool = False  # the next block's scores issued under this one's P V
    skip_masks: bool = True  # key blocks every row of the block sees whole start unmasked
    fast_math: bool = False  # built with ``fast_math=True`` (``compile_options``)
    persistent: int = 0  # blocks an SM that walk the tiles (``attention_factory(persistent=)``); 0: one a tile
    min_blocks: int = 0  # blocks an SM the kernel is built for (``T.annotate_min_blocks_per_sm``); 0: no bound

    def __post_init__(self):
        if self.producer not in ("", "ws", "pp") or \
                not all(isinstance(f, bool) for f in (self.overlap, self.skip_masks, self.fast_math)) or \
                any(isinstance(n, bool) or not isinstance(n, int) or n < 0 for n in (self.persistent, self.min_blocks)):
            raise ValueError(f"AttentionPlan: producer must be '', 'ws' or 'pp', overlap, skip_masks and fast_math "
                             f"bools, persistent and min_blocks ints >= 0, got {self.producer!r}, {self.overlap!r}, "
                             f"{self.skip_masks!r}, {self.fast_math!r}, {self.persistent!r}, {self.min_blocks!r}")

    def options(self, sm_count: int = 132) -> dict:
        """``attention_factory``'s keyword arguments (``sm_count``: the device's
        multiprocessors, which a persistent plan's grid fills)."""
        return {"block_M": self.block_M, "block_N": self.block_N, "num_stages": self.num_stages,
                "threads": self.threads, "warp_specialize": self.producer in ("ws", "pp"),
                "pingpong": self.producer == "pp", "overlap": self.overlap, "skip_masks": self.skip_masks,
                "persistent": self.persistent * sm_count, "min_blocks": self.min_blocks}

    def compile_options(self) -> dict:
        """``tilelang.compile``'s / ``jit``'s options."""
        return {"fast_math": self.fast_math}


def shared_bytes(head_dim: int, block_M: int, block_N: int, num_stages: int, elem_bytes: int = 2,
                 overlap: bool = False) -> int:
    """Shared memory of the kernel: the Q tile, ``num_stages`` K and V tiles (two more
    with ``overlap``: the first key block and the last value block), and what the
    lowering adds (mbarriers: under 1 KiB -- the plan's tiles give each warp whole rows,
    whose statistics stay in registers).  P stays in registers."""
    tiles = max(num_stages, 1) * 2 + (2 if overlap else 0)
    return elem_bytes * (block_M * head_dim + tiles * block_N * head_dim) + 1024


# (head_dim) or (head_dim, causal) -> AttentionPlan's fields (block_M, block_N, num_stages, threads[,
# producer[, overlap[, skip_masks[, fast_math[, persistent[, min_blocks]]]]]]), the fastest first; the first that
# fits the arch's shared memory is taken.  sm_90a (P in registers; an H200 at 4k tokens, fast math as
# FlashAttention builds it: benchmarks/RESULTS.md): head dim 128 takes 128-key blocks with a producer
# warpgroup that gives its registers to the consumers (setmaxnreg), the next block's scores issued
# under this one's P V -- 588 / 463 TFLOP/s (non-causal / causal) against 533 / 465 with the
# consumers in ping-pong and 502 / 426 for the in-order 64-key blocks (IEEE exp2: 515 / 396).  Head
# dim 64 keeps the in-order 128 x 128 x 3 with every key block masked (420; the test that skips the
# mask takes it past 128 registers a thread, one block an SM instead of two); causal, the in-order
# 128 x 128 x 3 with the test that skips the mask, two blocks an SM (ptxas fits it into 128 registers
# with a 4-byte spill): 274 / 389 / 414 TFLOP/s at 1k / 4k / 16k against 234 / 329 / 376 for the
# ping-pong 128 x 128 x 2 (which ran one block an SM: 168 registers), 263 / 374 / 402 in 2 stages.  Two
# warpgroups of 64 rows each on sm_90a (one wgmma m64 each, rows owned whole by a warp: no
# cross-warp reductions); four warps of 16 rows each on sm_80 (not measured with fast math).  Head dim
# 128 without a causal mask walks the tiles with one block an SM (``persistent``: the producer loads the
# next tile's first blocks while the consumers finish this one): 541 / 633 / 628 TFLOP/s at 1k / 4k /
# 16k against 483 / 614 / 619 for one block a tile.  Causal tiles differ in length: the walk takes
# them in pairs of a long and a short one (``paired_causal_tile``; 379 / 561 / 570-589 against 312 /
# 536-551 / 533-566), where a walk of single tiles loaded the blocks unevenly (401 against 551 at
# 4k).  Query blocks that may see no key take one block a tile (``plan_attention(empty_tiles=)``).
# Causal D 64's ping-pong walked +1-7% at 1k / 4k, -3 to -9% at 16k: not planned.  Head dim 64's
# in-order plan runs two blocks an SM, and says so (``min_blocks``: ptxas holds it to 128 registers
# a thread -- it once took 154 and ran one block an SM, 30% slower, unnoticed by any test).
_CUDA_CANDIDATES = {
    "sm_90a": {64: [(128, 128, 3, 256, "", False, False, True, 0, 2), (128, 128, 2, 256, "", False, False, True, 0, 2)],
               (64, True): [(128, 128, 3, 256, "", False, True, True, 0, 2),
                            (128, 128, 2, 256, "pp", False, True, True)],
               128: [(128, 128, 2, 256, "ws", True, True, True, 1), (128, 64, 2, 256), (128, 128, 2, 256)],
               256: [(128, 64, 2, 256), (128, 64, 1, 256), (64, 64, 1, 128)]},
    "sm_80": {64: [(128, 64, 2, 256), (64, 64, 2, 128)], 128: [(128, 64, 2, 256), (64, 64, 2, 128)],
              256: [(64, 64, 2, 128), (64, 64, 1, 128), (64, 32, 1, 128)]},
}


def plan_attention(head_dim: int, target: str = "cuda", arch: str | None = "sm_90a",
                   max_seqlen_q: int | None = None, causal: bool = False, empty_tiles: bool = False) -> AttentionPlan:
    """The tiles and schedule for ``head_dim`` (and ``causal``) on ``target`` ("cuda" for
    ``arch``: "sm_90a", "sm_80" or another; "cpu" / "sim": small tiles, so that small
    problems still take several blocks and steps).  The result keeps shared memory within
    the arch's limit (``shared_bytes``).  ``max_seqlen_q``: short query sequences take
    64-row blocks.  ``empty_tiles``: a query block may see no key at all (sequences packed
    through ``cu_seqlens``, which the persistent walk does not take; causal with fewer keys
    than queries, whose paired tiles then differ in length -- walked, not measured): one
    block a tile.  ``TILELANG_FAST_MATH=0`` keeps a plan's kernels IEEE."""
    if head_dim not in HEAD_DIMS:
        raise ValueError(f"attention: head_dim must be one of {HEAD_DIMS}, got {head_dim}")
    if target != "cuda":  # two warps of 16 rows: the simulator runs every thread
        return AttentionPlan(32, 32, 2, 64)
    arch_table = _CUDA_CANDIDATES["sm_90a" if arch in ("sm_90a", "sm_90") else "sm_80"]
    table = arch_table.get((head_dim, bool(causal)), arch_table[head_dim])
    limit = SHARED_LIMITS.get(arch or "sm_90a", SHARED_LIMITS["sm_80"])
    ieee = env_option("fast_math") is False
    for candidate in table:
        plan = AttentionPlan(*candidate)
        if ieee:
            plan = replace(plan, fast_math=False)
        if empty_tiles:
            plan = replace(plan, persistent=0)
        if max_seqlen_q is not None and max_seqlen_q <= 64 and plan.block_M > 64:
            # one warpgroup: no second one to take turns with, and too few key steps for a producer
            # (nor the one block an SM of a persistent walk: several blocks share an SM)
            plan = replace(plan, block_M=64, threads=plan.threads // 2, producer="", overlap=False, persistent=0)
        if shared_bytes(head_dim, plan.block_M, plan.block_N, plan.num_stages, overlap=plan.overlap) <= limit:
            return plan
    return plan  # (the last candidate, even past the limit: the lowering's error names the bytes)


@T.macro
def online_softmax_step(acc_s, acc_o, m_prev, m_cur, l_sum, l_blk, P_s, qk_scale, rows, cols, dim):
    """One key block of the online softmax, shared by the forward and decode kernels:
    ``acc_s`` (rows x cols scores, log2 units after ``qk_scale``) becomes P in ``P_s``
    (the inputs' dtype, for the second gemm: a fragment or a shared tile), the running
    max ``m_cur`` (previous in ``m_prev``, which then holds the rescale factor) moves on,
    and the output ``acc_o`` and row sum ``l_sum`` are rescaled and summed (``l_blk``:
    the block's row sums)."""
    softmax_scores(acc_s, m_prev, m_cur, l_blk, m_prev, qk_scale, rows, cols)
    rescale_output(acc_s, acc_o, l_sum, l_blk, m_prev, P_s, rows, dim)


@T.macro
def softmax_scores(acc_s, m_prev, m_cur, l_blk, r, qk_scale, rows, cols):
    """The part of ``online_softmax_step`` that reads only the scores: P = exp2 of them
    in ``acc_s``, the running max moved on, the rescale factor of what came before in
    ``r`` (which may be ``m_prev``: each row reads its old max before writing), the
    block's row sums in ``l_blk``."""
    T.copy(m_cur, m_prev)
    T.reduce_max(acc_s, m_cur, dim=1, clear=False)
    for i, j in T.Parallel(rows, cols):
        acc_s[i, j] = T.exp2(acc_s[i, j] * qk_scale - m_cur[i] * qk_scale)
    for i in T.Parallel(rows):
        r[i] = T.exp2(m_prev[i] * qk_scale - m_cur[i] * qk_scale)
    T.reduce_sum(acc_s, l_blk, dim=1)


@T.macro
def rescale_output(acc_s, acc_o, l_sum, l_blk, r, P, rows, dim):
    """The rest: the output and the row sum rescaled by ``r``, the block's sums added, P
    cast for the second gemm."""
    for i, j in T.Parallel(rows, dim):
        acc_o[i, j] = acc_o[i, j] * r[i]
    for i in T.Parallel(rows):
        l_sum[i] = l_sum[i] * r[i] + l_blk[i]
    T.copy(acc_s, P)


def attention_factory(batch, heads, kv_heads, seqlen_q, seqlen_k, head_dim, dtype, causal, scale, varlen,
                      block_M=64, block_N=64, num_stages=2, threads=128, warp_specialize=False, overlap=False,
                      pingpong=False, skip_masks=True, persistent=0, together=0, min_blocks=0):
    """The forward kernel (module docstring) as a ``@T.prim_func``.

    Fixed lengths (``varlen=False``): parameters Q (batch, seqlen_q, heads, head_dim), K,
    V (batch, seqlen_k, kv_heads, head_dim), O like Q.  Packed (``varlen=True``): Q
    (seqlen_q, heads, head_dim) with ``seqlen_q`` the total of query tokens, K, V
    (seqlen_k, kv_heads, head_dim), O like Q, then CuQ, CuK int32 (batch + 1) and the
    longest query sequence as the grid's first extent (``max_seqlen_q`` -- passed as
    ``seqlen_q`` of the grid through ``grid_q``).  ``scale``: the softmax scale (a
    constant of the kernel).  ``warp_specialize``: the key/value loop's copies by a
    producer warp (sm_90; alone measured slower than without one); with ``pingpong`` too
    (two warpgroups or more) the consumer warpgroups take turns issuing their gemms, one's
    softmax running while another's gemm does (FlashAttention-3's ping-pong: the plan's
    schedule for head dim 128, benchmarks/RESULTS.md).  ``overlap``: the scores of the next
    key block are computed while P V of this one runs (``T.gemm(..., wg_wait=-1)``,
    ``T.wait_wgmma``; on wgmma, else the same schedule run in order).  Each combines with
    the others and with ``varlen``.  ``skip_masks``: a causal or ragged mask only on the
    key blocks across the diagonal or the keys' end (one test a block; a few registers
    more), else on every block.  ``persistent``: that many blocks (fixed lengths only), each
    walking the (query block, head, batch) tiles ``persistent`` apart in launch order (causal:
    pairs of a long and a short tile, ``paired_causal_tile``) -- a warp-specialized loop's
    producer then copies the next tile's first blocks while the consumers finish this one.
    ``together``: the (batch, head) pairs whose causal tiles interleave, longest first, in the
    grid of one block a tile (``causal_tile``; 0: as many as ``heads_together`` gives; fixed
    lengths only -- packed sequences start each one's last query block first).  ``min_blocks``:
    the blocks an SM the kernel is built for (``T.annotate_min_blocks_per_sm``: ptxas keeps
    the registers that leaves a thread); 0: no bound."""
    if heads % kv_heads:
        raise ValueError(f"attention: heads ({heads}) must be a multiple of kv_heads ({kv_heads})")
    if persistent and varlen:
        raise ValueError("attention: persistent takes fixed lengths (packed sequences: one block a tile)")
    if not isinstance(together, int) or together < 0 or (together and (batch * heads) % together):
        raise ValueError(f"attention: together must be 0 (planned) or a divisor of batch * heads ({batch * heads}), "
                         f"got {together!r}")
    group = heads // kv_heads
    accum = "float32"
    qk_scale = float(scale) * LOG2E  # scores in log2 units: exp2 instead of exp
    dim = head_dim
    if varlen:
        total_q, total_k, grid_q = seqlen_q
        q_shape, k_shape = (total_q, heads, dim), (total_k, kv_heads, dim)
    else:
        grid_q = seqlen_q
        q_shape, k_shape = (batch, seqlen_q, heads, dim), (batch, seqlen_k, kv_heads, dim)
    # keys past a sequence's end are masked where a block can reach past it
    ragged_k = varlen or seqlen_k % block_N != 0
    # whether a query block may see no key at all (packed sequences; causal with fewer
    # keys than queries): only then does the overlapped loop need its ``if``
    may_see_nothing = varlen or (causal and seqlen_k < seqlen_q)

    @T.macro
    def load_block(src, kb, buf, bz, kvh, k0):
        """Key or value block ``kb`` of the sequence into the shared tile ``buf``."""
        if varlen:
            T.copy(src[k0 + kb * block_N:k0 + kb * block_N + block_N, kvh, :], buf)
        else:
            T.copy(src[bz, kb * block_N:kb * block_N + block_N, kvh, :], buf)

    @T.macro
    def mask_scores(acc_s, kb, bx, len_q, len_k):
        """The scores of key block ``kb`` start at 0 where a key is seen, -inf where not."""
        if causal:
            for i, j in T.Parallel(block_M, block_N):
                acc_s[i, j] = T.if_then_else(
                    (bx * block_M + i + len_k - len_q >= kb * block_N + j) and (kb * block_N + j < len_k),
                    0, -T.infinity(accum))
        else:
            for i, j in T.Parallel(block_M, block_N):
                acc_s[i, j] = T.if_then_else(kb * block_N + j < len_k, 0, -T.infinity(accum))

    @T.macro
    def start_scores(acc_s, kb, bx, len_q, len_k):
        """``mask_scores`` where keys may be hidden; with ``skip_masks`` only on the blocks
        across the diagonal or the keys' end (one test a block: the blocks that every row of
        the query block sees whole are cleared)."""
        if (causal or ragged_k) and skip_masks:
            seen = len_k  # (the keys the block's first row sees: all of them, or up to the diagonal)
            if causal:
                seen = T.min(len_k, bx * block_M + len_k - len_q + 1)
            if (kb + 1) * block_N <= seen:
                T.clear(acc_s)
            else:
                mask_scores(acc_s, kb, bx, len_q, len_k)
        elif causal or ragged_k:
            mask_scores(acc_s, kb, bx, len_q, len_k)
        else:
            T.clear(acc_s)

    @T.macro
    def occupancy():
        """The blocks an SM the kernel is built for, where ``min_blocks`` gives one."""
        if min_blocks > 0:
            T.annotate_min_blocks_per_sm(min_blocks)

    @T.macro
    def body(Q, K, V, O, bx, by, bz, q0, k0, len_q, len_k):
        Q_s = T.alloc_shared((block_M, dim), dtype)
        K_s = T.alloc_shared((block_N, dim), dtype)
        V_s = T.alloc_shared((block_N, dim), dtype)
        P = T.alloc_fragment((block_M, block_N), dtype)  # (registers: the second gemm's A)
        acc_s = T.alloc_fragment((block_M, block_N), accum)
        acc_o = T.alloc_fragment((block_M, dim), accum)
        m_prev = T.alloc_fragment((block_M,), accum)
        m_cur = T.alloc_fragment((block_M,), accum)
        l_sum = T.alloc_fragment((block_M,), accum)
        l_blk = T.alloc_fragment((block_M,), accum)
        kvh = by // group
        if varlen:
            T.copy(Q[q0 + bx * block_M:q0 + bx * block_M + block_M, by, :], Q_s)
        else:
            T.copy(Q[bz, bx * block_M:bx * block_M + block_M, by, :], Q_s)
        T.clear(acc_o)
        T.clear(l_sum)
        T.fill(m_cur, _M_INIT)
        n_blocks = T.ceildiv(len_k, block_N)
        if causal:
            # the last key any row of the block sees: row bx*bM + bM - 1, offset Lk - Lq
            n_blocks = T.max(T.min(n_blocks, T.ceildiv((bx + 1) * block_M + len_k - len_q, block_N)), 0)
        if overlap:
            # key block 0's scores before the loop; then trip kb issues the scores of block
            # kb + 1 and P V of block kb together, and the softmax of the new scores runs
            # while P V is still on the tensor cores (FlashAttention-3's intra-warpgroup
            # overlap); the last P V after the loop.  (Key block 0 and the last value block
            # have tiles of their own: K-major and MN-major wgmma operands take different
            # swizzles.)
            K0_s = T.alloc_shared((block_N, dim), dtype)
            V1_s = T.alloc_shared((block_N, dim), dtype)
            r = T.alloc_fragment((block_M,), accum)
            if n_blocks > 0 or not may_see_nothing:
                load_block(K, 0, K0_s, bz, kvh, k0)
                start_scores(acc_s, 0, bx, len_q, len_k)
                T.gemm(Q_s, K0_s, acc_s, transpose_B=True, policy=T.GemmWarpPolicy.FullRow)
                softmax_scores(acc_s, m_prev, m_cur, l_blk, r, qk_scale, block_M, block_N)
                rescale_output(acc_s, acc_o, l_sum, l_blk, r, P, block_M, dim)
                for kb in T.Pipelined(n_blocks - 1, num_stages=num_stages, warp_specialize=warp_specialize,
                                      pingpong=pingpong):
                    load_block(K, kb + 1, K_s, bz, kvh, k0)
                    load_block(V, kb, V_s, bz, kvh, k0)
                    start_scores(acc_s, kb + 1, bx, len_q, len_k)
                    T.gemm(Q_s, K_s, acc_s, transpose_B=True, policy=T.GemmWarpPolicy.FullRow, wg_wait=-1)
                    T.gemm(P, V_s, acc_o, policy=T.GemmWarpPolicy.FullRow, wg_wait=-1)
                    T.wait_wgmma(1)  # the scores are in; P V may still run
                    softmax_scores(acc_s, m_prev, m_cur, l_blk, r, qk_scale, block_M, block_N)
                    T.wait_wgmma(0)
                    rescale_output(acc_s, acc_o, l_sum, l_blk, r, P, block_M, dim)
                load_block(V, n_blocks - 1, V1_s, bz, kvh, k0)
                T.gemm(P, V1_s, acc_o, policy=T.GemmWarpPolicy.FullRow)
        else:
            for kb in T.Pipelined(n_blocks, num_stages=num_stages, warp_specialize=warp_specialize,
                                  pingpong=pingpong):
                load_block(K, kb, K_s, bz, kvh, k0)
                load_block(V, kb, V_s, bz, kvh, k0)
                start_scores(acc_s, kb, bx, len_q, len_k)
                T.gemm(Q_s, K_s, acc_s, transpose_B=True, policy=T.GemmWarpPolicy.FullRow)
                online_softmax_step(acc_s, acc_o, m_prev, m_cur, l_sum, l_blk, P, qk_scale, block_M, block_N, dim)
                T.gemm(P, V_s, acc_o, policy=T.GemmWarpPolicy.FullRow)
        # a row that saw no key (l = 0) is 0, as FlashAttention gives
        for i, j in T.Parallel(block_M, dim):
            acc_o[i, j] = T.if_then_else(l_sum[i] > 0, acc_o[i, j] / l_sum[i], 0)
        if varlen:
            # rows past the sequence's end belong to the next sequence: stores guarded
            for i, j in T.Parallel(block_M, dim):
                if bx * block_M + i < len_q:
                    O[q0 + bx * block_M + i, by, j] = T.cast(acc_o[i, j], dtype)
        else:
            T.copy(acc_o, O[bz, bx * block_M:bx * block_M + block_M, by, :])

    if varlen:
        @T.prim_func
        def attention_varlen(Q: T.Tensor(q_shape, dtype), K: T.Tensor(k_shape, dtype),
                             V: T.Tensor(k_shape, dtype), O: T.Tensor(q_shape, dtype),
                             CuQ: T.Tensor((batch + 1,), "int32"), CuK: T.Tensor((batch + 1,), "int32")):
            with T.Kernel(T.ceildiv(grid_q, block_M), heads, batch, threads=threads) as (bx, by, bz):
                occupancy()
                q0 = CuQ[bz]
                k0 = CuK[bz]
                len_q = CuQ[bz + 1] - q0
                len_k = CuK[bz + 1] - k0
                if bx * block_M < len_q:
                    if causal:  # (the longest first: see below)
                        body(Q, K, V, O, T.ceildiv(len_q, block_M) - 1 - bx, by, bz, q0, k0, len_q, len_k)
                    else:
                        body(Q, K, V, O, bx, by, bz, q0, k0, len_q, len_k)
        return attention_varlen

    q_blocks = -(-grid_q // block_M)
    if not together:
        together = heads_together(batch, heads, kv_heads, q_blocks, seqlen_k, dim)
    if persistent:
        # units of the walk: causal, two tiles of one (batch, head) pair, a long and a short one
        # (``paired_causal_tile``: every unit the same work); else single tiles, in launch order
        per_unit = 2 if causal else 1
        units = -(-q_blocks // per_unit) * heads * batch
        persistent = min(persistent, units)  # (no block without a tile)

        @T.prim_func
        def attention_persistent(Q: T.Tensor(q_shape, dtype), K: T.Tensor(k_shape, dtype),
                                 V: T.Tensor(k_shape, dtype), O: T.Tensor(q_shape, dtype)):
            with T.Kernel(persistent, threads=threads) as pb:
                occupancy()
                # block pb takes units pb, pb + persistent, ...; its copies of the next tile's
                # keys start while it still stores this tile's output
                for t in T.serial(per_unit * T.ceildiv(units - pb, persistent)):
                    unit = pb + t // per_unit * persistent
                    if causal:
                        qb, h, b = paired_causal_tile(unit, t % 2, q_blocks, heads)
                    else:
                        qb, h, b = unit % q_blocks, (unit // q_blocks) % heads, unit // (q_blocks * heads)
                    body(Q, K, V, O, qb, h, b, 0, 0, seqlen_q, seqlen_k)
        return attention_persistent

    @T.prim_func
    def attention(Q: T.Tensor(q_shape, dtype), K: T.Tensor(k_shape, dtype), V: T.Tensor(k_shape, dtype),
                  O: T.Tensor(q_shape, dtype)):
        with T.Kernel(T.ceildiv(grid_q, block_M), heads, batch, threads=threads) as (bx, by, bz):
            occupancy()
            if causal:
                # blocks start in launch order (bx fastest): the longest tiles first
                qb, h, b = causal_tile(bx + q_blocks * (by + heads * bz), q_blocks, heads, together)
                body(Q, K, V, O, qb, h, b, 0, 0, seqlen_q, seqlen_k)
            else:
                body(Q, K, V, O, bx, by, bz, 0, 0, seqlen_q, seqlen_k)
    return attention


def flops(batch, heads, seqlen_q, seqlen_k, head_dim, causal) -> float:
    """Floating-point operations of the forward (two matmuls, 2 flops a multiply-add);
    causal: half the square (FlashAttention's benchmark convention)."""
    f = 4.0 * batch * heads * seqlen_q * seqlen_k * head_dim
    return f / 2 if causal else f

