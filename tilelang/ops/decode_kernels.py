"""The flash-decoding kernels of ``tilelang.ops.decode_attention``, written in the
language (the choices around them -- the number of splits, where the keys-major form
builds -- are ``decode_plan``'s).

Decoding attends a few new query tokens per sequence to a long KV cache, so the work
is reading the cache once.  Two tile programs:

1. ``split_kv`` -- grid (splits, kv_heads, batch): one block takes one (sequence, kv
   head) and its split's run of key blocks (the sequence's ``ceil(len / block_N)``
   blocks shared out evenly among the splits; a split past the end has none).  Every
   query row that reads this kv head -- ``group = heads / kv_heads`` heads times
   ``seqlen_q`` tokens, padded to ``block_H`` rows -- is one row of the block's tiles,
   so each cache byte is read once.  Per block of ``block_N`` tokens: the raw codes
   are copied to shared memory in a ``T.Pipelined`` loop and decoded a word at a time
   into registers -- the keys as the scores gemm's register operand (columns in the
   word order, Q alike), the values as P V's where a lane's columns are whole words,
   else through a shared tile -- then ``S = Q K^T``, the online softmax and ``O += P
   V`` as in ``attention_kernels``.  One scale a token folds into S and P (the comments
   below say how); a value row past the sequence (a paged or over-allocated cache holds
   anything there, NaN included) is zeroed where its decode could be non-finite.
   The block writes its rows' normalised partial output and their log-sum-exp (base 2,
   ``-inf`` for a split with no visible token) to float32 scratch.  Keys major
   (``keys_major``), the same with the tiles transposed -- S^T = K Q^T, O^T = V^T P^T --
   so that a few query rows are the mma's n (8) instead of its m (16).
2. ``combine`` (``decode_combine.py``) -- one block per query row weights the splits'
   partial outputs by ``exp2(lse - max lse)`` and writes the row in q's dtype.

Cache storage (``cdtype``): float16 / bfloat16 as is; float8_e4m3fn, int8 and int4 as
``tilelang.quantize`` stores codes (int4: two codes a byte, little-endian along
head_dim), with float scales per (token, kv head, group of ``group`` channels)
(``scale_kind="token"``, the scales shaped like the cache with ``head_dim / group``
last) or one float32 scale for the whole cache (``"tensor"``).  A paged cache is
(num_pages, page_size, kv_heads, head_dim) with an int32 block table (batch,
max_pages); ``block_N`` divides ``page_size`` so that a tile lies in one page.
"""

# (no `from __future__ import annotations`: the kernel's annotations close over the
# factory's arguments)
import tilelang.language as T

from .attention_kernels import LOG2E, online_softmax_step, rescale_output, softmax_scores
from .decode_plan import block_rows, codes_a_word, folded_scales, raw_key_affine, takes_keys_major, value_words

__all__ = ["word_order_column", "split_kv_factory"]

_M_INIT = -1.0e30  # the running max's start (attention_kernels' docstring says why)
# lazy_max: how far (log2 units) a score may pass the running max before the max moves -- P
# then reaches 2^8 at most, far inside fp16 (P V's operand) and float32 (the sums)
LAZY_HEADROOM = 8.0


@T.macro
def word_order_column(c, n):
    """``make_lowbit_dequant_permutation``'s column map for words of ``n`` codes (4, 8,
    16 or 32), as a kernel expression: the storage column of an mma operand's column
    ``c`` such that each lane's columns of a row are whole words, in the word decode's
    order."""
    block, run = 4 * n, min(32, 4 * n)
    return c // block * block + c % 8 // 2 * n + c % block // 32 * 4 + c % run // 8 + c % 2 * (n // 2)


@T.macro
def lane_word_column(c, n, dim):
    """``word_order_column`` with each lane's words of a row side by side: the word that
    lane t holds of block b (4 n columns) is stored as word ``t (dim / 4 n) + b``, so a
    lane's words of a row are one run of ``dim / 4 n`` words (one 16-byte load for int4 at
    head_dim 128, where word t of each block was 16 bytes from the next)."""
    block = 4 * n
    blocks = dim // block
    return (c % 8 // 2 * blocks + c // block) * n + (word_order_column(c, n) % n)


def split_kv_factory(batch, heads, kv_heads, seqlen_q, head_dim, dtype, cdtype, cache_shape, scale_shape, sdtype,
                     scale_kind, group, paged, max_pages, num_splits, scale, causal,
                     block_N=32, num_stages=2, threads=128, pdl=False, scale_slab=None, heads_per_block=1,
                     late_values=False, unroll_stages=False, keys_major=False, raw_codes=None, thread_sums=None,
                     lazy_max=False):
    """Kernel 1 (module docstring) as a ``@T.prim_func``.  Parameters: Q (batch,
    seqlen_q, heads, head_dim); KC, VC ``cache_shape`` in ``cdtype``; KS, VS
    ``scale_shape`` in ``sdtype`` (a (1,) placeholder for float caches); Lens int32
    (batch,); BT int32 (batch, max_pages) (a (1, 1) placeholder when not paged); Opart
    float32 (batch, seqlen_q, heads, splits, head_dim); Lse float32 (batch, seqlen_q,
    heads, splits).  ``causal``: query token i of ``seqlen_q`` sees cache positions
    below ``len - seqlen_q + i + 1`` (the new tokens are the cache's last).  ``pdl``: the
    kernel waits for its predecessor inside (``T.pdl_sync``, so it launches while that
    one drains) and lets the combine launch early (``T.pdl_trigger``).  ``scale_slab``: the
    per-token scales through the pipeline (below); None: for an int4 cache, where measured
    faster; True / False force it where the scales allow it.  ``heads_per_block``: kv heads
    a block takes together (below; a divisor of kv_heads): the grid's second dim is then
    ``kv_heads / heads_per_block`` and a step ``block_N / heads_per_block`` tokens.
    ``late_values``: a quantized cache's value tile decoded after the softmax, just
    before P V, instead of with the keys (below).  ``unroll_stages``: the key loop unrolled
    by its stages (``T.Pipelined(unroll_stages=True)``; int4, sm_90a, SASS a step: the
    batch-1 wide tile 702 -> 650, the batch-8 tile 1104 -> 1083).  ``keys_major``: the
    tiles transposed (below; ``takes_keys_major`` says where it builds).  ``raw_codes``:
    keys major, the keys decoded raw (below; ``raw_keys`` says where they can be).
    ``thread_sums``: keys major, the softmax's denominators kept a thread's own (below);
    None: where measured faster.  ``lazy_max``: keys major, the running max kept until a
    score passes it by more than ``LAZY_HEADROOM`` (below)."""
    group_h = heads // kv_heads
    rows = group_h * seqlen_q
    # Several kv heads a block (``hpc``): their query rows stack in the rows the mma pads
    # to anyway (4 rows of a GQA group of 4 fill a quarter of the 16-row tile), and the
    # tile's keys are ``hpc`` runs of ``tokens`` keys, run h of kv head ``bh hpc + h``.
    # Scores across heads are masked (-inf: a block-diagonal score tile), so the gemms do
    # the work of one head's 16-row tile per head, as before.  What it buys: the block
    # reads a token's ``hpc`` heads together (adjacent 64-byte rows of the (batch, seq,
    # kv_heads, dim) layout) and one scale slab serves ``hpc`` heads instead of one, so
    # ``hpc`` times fewer blocks read each slab -- each read it whole, and blocks of other
    # heads drift apart over a long run, so the copies in L2 are gone by the time the next
    # one reads (H100, int4, 128k x 8: 1.48 GB from DRAM for 1.11 GB of cache and scales
    # with one head a block, 1.11 GB with four; decode_attention._tile says where it pays).
    hpc = heads_per_block
    if hpc < 1 or kv_heads % hpc or block_N % hpc:
        raise ValueError(f"heads_per_block={hpc} must divide kv_heads ({kv_heads}) and block_N ({block_N})")
    tokens = block_N // hpc  # (tokens a step)
    if paged and cache_shape[1] % tokens:  # (a step's tokens lie in one page: block_table maps whole pages)
        raise ValueError(f"split_kv: a step of {tokens} tokens (block_N={block_N} / heads_per_block={hpc}) must "
                         f"divide the page size {cache_shape[1]}")
    head_runs = tuple(range(hpc))
    # Keys major: S^T = K Q^T and O^T = V^T P^T, so that the query rows are the mma's n (8
    # rows) instead of its m (16): a GQA group of 4 pads to 8 rows, not 16 -- half the mma
    # tiles of both gemms, and half the score and output elements a thread holds through the
    # softmax and the rescale.  The decoded keys (A's rows) and values (A's rows are the
    # channels: a lane's rows g + 8 j of a warp's 64 are 8 consecutive channels through
    # ``value_col``, their k pairs two tokens' words spliced) stay whole words of codes.
    block_H = 8 if keys_major else block_rows(rows * hpc)
    dim = head_dim
    qk_scale = float(scale) * LOG2E
    ng = head_dim // group if scale_kind == "token" else 1
    page_size = cache_shape[1] if paged else 0
    accum = "float32"

    # an fp16 / bf16 cache in q's dtype is read as it is: no decode, no register round trip
    plain = scale_kind is None and cdtype == dtype

    @T.macro
    def visible(t0, j, r, len_k):
        """Whether key j of the block's step at token t0 is visible to its query row r (and,
        with several heads a block, of r's head)."""
        if hpc > 1:
            if causal and seqlen_q > 1:
                return same_head(r, j) and t0 + key_token(j) < len_k - seqlen_q + 1 + r % rows // group_h
            return same_head(r, j) and t0 + key_token(j) < len_k
        if causal and seqlen_q > 1:
            return t0 + j < len_k - seqlen_q + 1 + T.min(r, rows - 1) // group_h
        return t0 + j < len_k

    # An int4 cache's blocks mask their scores and scales only where some key is hidden
    # (``partial``); whole blocks skip 16 compares and selects a thread a step.  Measured
    # (H100, 32k x 64, the 2-warp 32-key tile): int4 1084 -> 1016 us; but int8 1516 -> ~1590
    # and fp8 1778 -> ~1840 over three later calls, so 8-bit caches mask every block.
    lazy_masks = cdtype == "int4"

    @T.macro
    def partial(t0, len_k):
        """Whether some key of the block at t0 is hidden from some query row (past the
        sequence, or causally): with ``lazy_masks`` only such a block pays for the masks
        (a uniform branch); else every block does."""
        if not lazy_masks:
            return True
        if causal and seqlen_q > 1:
            return t0 + tokens > len_k - seqlen_q + 1
        return t0 + tokens > len_k

    @T.macro
    def mask_scores(acc_s, t0, len_k):
        for r, j in T.Parallel(block_H, block_N):
            acc_s[r, j] = T.if_then_else(visible(t0, j, r, len_k), acc_s[r, j], -T.infinity(accum))

    # One scale a token (per-token scales of one group, or one for the whole cache) folds
    # into the scores and into P instead of the decode: (Q . code_n) * s_n is the score,
    # and sum_n (P_n * s_n) code_n the output, so a cache element costs its word decode
    # only -- one multiply a score instead of one a cache element (128x fewer at head_dim
    # 128), and the scales are read into registers instead of a shared tile.
    fold = folded_scales(scale_kind, group, head_dim)
    # integer codes decode to finite values whatever a row past the sequence holds, so
    # with the scales folded (a row's scale is read as 0 past the end) V's rows there
    # need no zeroing: P is 0 there and 0 x code is 0
    finite = fold and cdtype in ("int4", "int8")
    capacity = cache_shape[1] * (max_pages if paged else 1)  # (the tokens a sequence can have)
    # A decoded K tile is the scores gemm's B operand straight from registers (no shared
    # round trip).  Its lanes hold, of each row, the mma fragment's columns; the columns
    # are taken in an order -- column c of the gemm is channel code_col(c) of the cache,
    # for K and (loaded so) for Q alike, which leaves Q K^T unchanged -- in which each
    # lane's codes are whole words of the cached row, which decode a word at a time
    # (``make_lowbit_dequant_permutation``'s words), and a lane's words of a row lie side
    # by side (``lane_word_column``: one 16-byte shared load for int4 at head_dim 128).
    n_codes = codes_a_word(cdtype)  # (codes a 32-bit word)

    @T.macro
    def decode(X_s, S_s, n, d):
        """Element (n, d) of a cache tile in q's dtype (a row past the sequence's end may
        decode to anything, NaN included)."""
        if fold:
            # the code itself, exact in q's dtype (int4, int8, fp8 e4m3 fit fp16 and
            # bf16): the cast of a thread's whole words of codes takes the word decode
            # (dequant_i4 for int4, dequant_word for int8 and float8)
            return T.cast(X_s[n, d], dtype)
        if scale_kind == "token" and sdtype == dtype:
            # all in q's dtype: the code is exact there and code * scale rounds once either
            # way (the product of two 16-bit values is exact in float32), so this gives
            # the float32 path's bits with one 16-bit multiply an element
            return T.cast(X_s[n, d], dtype) * S_s[n, d // group]
        if scale_kind == "token" and cdtype == "int4":
            # through q's dtype: the cast of a thread's whole words of codes takes the
            # word decode (dequant_i4), exact for codes -8..7
            v = T.cast(T.cast(X_s[n, d], dtype), accum) * T.cast(S_s[n, d // group], accum)
        elif scale_kind == "token":
            v = T.cast(X_s[n, d], accum) * T.cast(S_s[n, d // group], accum)
        else:
            v = T.cast(X_s[n, d], accum)
        return T.cast(v, dtype)

    # The decoded values likewise are P V's B operand from registers where each lane's
    # output columns of a key are whole words of codes: a warp takes dim / warps columns
    # (FullCol), 8-wide mma tiles, lane g column g of each -- so cols / 8 columns a key;
    # as consecutive channels they are whole words when that is a multiple of the codes
    # a word holds (8-bit codes at 32 columns a warp, int4 at 64).  Output column c is
    # channel value_col(c) (written back there).  Measured (H100, 32k x 64, 128 threads,
    # head_dim 128): int8 1741 -> 1634 us, fp8 2116 -> 2050; int4's 4 columns there are
    # half a word, which as two 16-bit loads from rows 128 bytes apart (4-way bank
    # conflicts) measured slower (1319 -> 1351 us) -- such a cache takes the shared tile.
    warp_cols = dim // (threads // 32)
    v_regs = value_words(cdtype, plain, dim, threads)
    if keys_major and not takes_keys_major(dtype, cdtype, scale_kind, group, dim, rows, block_N, threads, hpc,
                                           late_values):
        raise ValueError(f"split_kv: keys_major takes a quantized cache ({cdtype}, scales {scale_kind!r}), "
                         f"at most 8 query rows over its kv heads ({rows} x {hpc}), "
                         f"whole words of value codes a lane ({threads} threads), 16 keys a warp or a multiple "
                         f"(block_N {block_N}) and the values decoded early")
    # Keys major with one scale a token, the keys decode raw (``T.raw_code``: the word
    # decode without its fma, m_c k + b_c for channel c's place in its word -- int4 into
    # float16: 1, 1032 at even places, 16, 1152 at odd ones): q's channels are scaled by
    # 1 / m_c as they load, so K_raw q'^T = K q^T + sum_c b_c / m_c q_c, and each step's
    # scores start from minus that sum (``bias_r``: one gemm of the b_c against q' before
    # the loop, a thread keeping its two rows') instead of zero.  One instruction a pair of
    # key codes fewer (sm_90a, int4, the batch-8 tile: 710 -> 659 SASS instructions a
    # step).  The sum is ~1000 times q's size, so a score carries the float32 rounding of
    # that magnitude: ~1e-7 x 1032 x |q|_1, a few 1e-5 of a score's own size (the fp16 P's
    # rounding is 5e-4).  Off unless asked (``raw_codes=True``): held to 8 blocks an SM it
    # ran as fast as the full decode on an H200 (benchmarks/RESULTS.md).  (The values raw
    # too were removed: their bias, carried through the accumulation, outgrew an output
    # that averages signed values -- 0.058 relative error at 32k keys.)
    affine = raw_key_affine(dtype, cdtype, scale_kind, group, dim, keys_major) if raw_codes else None
    if raw_codes and affine is None:
        raise ValueError(f"split_kv: raw_codes takes keys major, one scale a token and an integer cache with a raw "
                         f"decode into {dtype} (int4; int8 into float16), got {cdtype} scales {scale_kind!r}"
                         f"{'' if keys_major else ', not keys major'}")
    scaled_q = affine is not None and affine[0] != (1, 1)
    # The two-warp int4 tile's shared memory fits 8 blocks an SM, and so do its registers
    # with the full decode; the raw one's must be held to them (``T.annotate_min_blocks_per_sm``),
    # or the device's ptxas took more and ran 6.  (int8's tile holds only 6 by its shared memory.)
    bound_raw = affine is not None and cdtype == "int4" and threads == 64
    # Keys major, the softmax's denominators can stay a thread's own: each key's share
    # summed into a fragment laid out as the scores (rescaled with them), reduced across
    # the keys once after the loop instead of every step -- a step loses a cross-warp
    # exchange (one barrier of five) and its shuffles, and keeps 8 more registers a thread.
    # Measured (H200, 8 kv heads, head_dim 128, us, A/B in one run): int4 32k x 64 (one
    # warp over 32 keys) 639-641 -> 615-619, 128k x 16 (two heads a block) 648-651 ->
    # 623-626, 128k x 64 2576-2603 -> 2516-2560; the one-head two-warp int4 tile (at 128
    # registers: 8 more spill) 32k x 16 166.1 -> 166.0, and its lower occupancy planned
    # fewer splits at batch 1 (128k x 1 53.0 -> 60.4); int8 32k x 16 279 -> 287, 32k x 64
    # 1082 -> 1098.  So None takes them for int4 but on that tile.
    if thread_sums is None:
        thread_sums = keys_major and cdtype == "int4" and (threads == 32 or hpc > 1)
    elif thread_sums and not keys_major:
        raise ValueError("split_kv: thread_sums takes keys_major")
    if lazy_max and not keys_major:
        raise ValueError("split_kv: lazy_max takes keys_major")

    # Where the decoded values go through the shared tile instead (int4 at 4 warps), each
    # thread decodes whole words of 8 consecutive channels, and dequant_i4 gives word
    # nibble q as its element 2 (q % 4) + q // 4: so column c of the tile holds channel
    # c // 8 * 8 + c % 8 // 2 + 4 (c % 2), and the decoded registers are stored as they
    # are -- in channel order they went out 2 bytes at a time (56 STS.U16 a step in the
    # batch-1 tile's SASS, with PRMTs), and P V's output comes back permuted the same way.
    word_ordered_values = not v_regs and cdtype == "int4"

    @T.macro
    def value_col(c):
        """The cache channel of P V's output column c."""
        if v_regs:
            return c // warp_cols * warp_cols + c % 8 * (warp_cols // 8) + c % warp_cols // 8
        if word_ordered_values:
            return c // 8 * 8 + c % 8 // 2 + c % 2 * 4
        return c

    @T.macro
    def by_parity(c, pair):
        """``pair[c % 2]``."""
        if pair[0] == pair[1]:
            return pair[0]
        return T.if_then_else(c % 2 == 0, pair[0], pair[1])

    @T.macro
    def code_col(c):
        """The cache channel of the scores gemm's column c (see above; identity for
        16-bit caches)."""
        if n_codes == 1:
            return c
        return lane_word_column(c, n_codes, dim)

    # An int4 cache's per-token scales go through the pipeline as one more tile of a step:
    # every kv head's scales of the step's tokens (``block_N`` x ``kv_heads``, contiguous
    # in the cache's layout: one cp.async a token), so they are in flight a stage ahead
    # instead of stalling the step that reads them.  Taken where a token's scales of all
    # kv heads fill one 32-byte sector at most (what a lone 2-byte read fetches anyway).
    # Measured (H100, 8 kv heads, head_dim 128, us) with the tiles ``decode_attention._tile``
    # plans: 32k x 64 (one warp over 32 keys) 1057.6 -> 894.8, 32k x 8 (two over 64)
    # 131.8 -> 122.2, 4k x 64 (two over 64) 136.6 -> 126.5; not everywhere a gain (two
    # over 64 at 32k x 64, not planned: 909.2 -> 969.7).  int8 and float8 caches, whose
    # tiles come by TMA on sm_90a, were slower with it (32k x 64: int8 1516 -> 1791).
    s_bytes = {"float32": 4}.get(sdtype, 2)
    slab = fold and scale_kind == "token" and kv_heads * s_bytes in (4, 8, 16, 32) and \
        (cdtype == "int4" if scale_slab is None else scale_slab)

    @T.macro
    def token_scale(XS, bb, bh, t0, page, off, j, len_k, XS_s=None, masked=True):
        """The folded scale of key j of the step at token t0 as float32: 0 past the
        sequence's end (where ``masked``; a whole block has no such key)."""
        if scale_kind == "tensor":
            return T.cast(XS[0], accum)
        n = key_token(j)  # (the key's token in the step, and its kv head)
        h = bh * hpc + j // tokens if hpc > 1 else bh
        if slab:
            s = T.cast(XS_s[n, h], accum)
        elif paged:  # (a block lies in one page: in bounds)
            s = T.cast(XS[page, off + n, h, 0], accum)
        elif capacity % tokens:  # (the last block runs past the capacity: clamped)
            s = T.cast(XS[bb, T.min(t0 + n, capacity - 1), h, 0], accum)
        else:
            s = T.cast(XS[bb, t0 + n, h, 0], accum)
        if masked:
            return T.if_then_else(t0 + n < len_k, s, 0)
        return s

    @T.macro
    def key_token(j):
        """The token (in its step) of the tile's key j."""
        return j % tokens if hpc > 1 else j

    @T.macro
    def same_head(r, j):
        """Whether query row r and key j of the tile are of the same kv head (``hpc``)."""
        if hpc > 1:
            return r // rows == j // tokens
        return True

    @T.macro
    def copy_runs(X, b, t, bh, X_s, width):
        """``X[b, t:t + tokens, h, :width]`` of each of the block's kv heads h into its
        run of ``X_s``'s rows (one copy: the whole tile, with one head a block)."""
        if hpc == 1:
            T.copy(X[b, t:t + tokens, bh, 0:width], X_s)
        else:
            for hh in head_runs:
                T.copy(X[b, t:t + tokens, bh * hpc + hh, 0:width], X_s[hh * tokens:hh * tokens + tokens, :])

    @T.macro
    def query_token(r):
        """The query token of the block's row r (r below ``hpc rows``)."""
        return r % rows // group_h if hpc > 1 else r // group_h

    @T.macro
    def query_head(bh, r):
        """The query head of the block's row r (r below ``hpc rows``)."""
        if hpc > 1:
            return (bh * hpc + r // rows) * group_h + r % rows % group_h
        return bh * group_h + r % group_h

    @T.macro
    def split_run(len_k, bs):
        """(first key block, key blocks) of split bs: the sequence's blocks shared out
        evenly among the splits (a split past the end has none)."""
        n_blocks = T.ceildiv(len_k, tokens)
        per = T.ceildiv(n_blocks, num_splits)
        start = bs * per
        return start, T.max(T.min(per, n_blocks - start), 0)

    @T.macro
    def load_queries(Q, Q_s, bb, bh):
        """The block's query rows into Q_s: row r is query token r // group_h of head bh
        group_h + r % group_h (with several kv heads a block, ``rows`` rows a head), its
        columns in the scores gemm's order; rows past them read a clamped row and are
        zeroed (the mma's padding)."""
        for r, d in T.Parallel(block_H, dim):
            rr = T.min(r, rows * hpc - 1)
            if scaled_q:  # (raw keys: channel c scaled by 1 / m_c, a power of 2)
                Q_s[r, d] = T.if_then_else(r < rows * hpc, Q[bb, query_token(rr), query_head(bh, rr), code_col(d)] *
                                           T.cast(by_parity(code_col(d), affine[0]), dtype), T.cast(0, dtype))
            else:
                Q_s[r, d] = T.if_then_else(r < rows * hpc, Q[bb, query_token(rr), query_head(bh, rr),
                                                             d if plain else code_col(d)], T.cast(0, dtype))

    @T.macro
    def read_scales(ks_f, vs_f, KS, VS, KSl_s, VSl_s, bb, bh, t0, page, off, len_k, masked):
        """The step's folded key and value scales into the fragments (``token_scale``;
        keys major: indexed [key, row])."""
        if keys_major:
            for j, r in T.Parallel(block_N, block_H):
                ks_f[j, r] = token_scale(KS, bb, bh, t0, page, off, j, len_k, KSl_s, masked)
            for j, r in T.Parallel(block_N, block_H):
                vs_f[j, r] = token_scale(VS, bb, bh, t0, page, off, j, len_k, VSl_s, masked)
        else:
            for r, j in T.Parallel(block_H, block_N):
                ks_f[r, j] = token_scale(KS, bb, bh, t0, page, off, j, len_k, KSl_s, masked)
            for r, j in T.Parallel(block_H, block_N):
                vs_f[r, j] = token_scale(VS, bb, bh, t0, page, off, j, len_k, VSl_s, masked)

    @T.macro
    def load_codes(KC, VC, KS, VS, BT, bb, bh, t0, len_k, Kq_s, Vq_s, KS_s, VS_s, KSl_s, VSl_s, ks_f, vs_f):
        """A quantized cache's step at token t0: its codes (and group scales, or the scale
        slab) into shared memory, then its folded scales into the fragments (read first:
        the loads are in flight while the tiles decode)."""
        page = BT[bb, t0 // page_size] if paged else 0
        off = t0 % page_size if paged else 0
        src = page if paged else bb  # (a page's tokens, or the sequence's)
        at = off if paged else t0
        copy_runs(KC, src, at, bh, Kq_s, dim)
        copy_runs(VC, src, at, bh, Vq_s, dim)
        if scale_kind == "token" and not fold:
            copy_runs(KS, src, at, bh, KS_s, ng)
            copy_runs(VS, src, at, bh, VS_s, ng)
        if slab:
            T.copy(KS[src, at:at + tokens, :, 0], KSl_s)
            T.copy(VS[src, at:at + tokens, :, 0], VSl_s)
        if fold:
            if partial(t0, len_k):
                read_scales(ks_f, vs_f, KS, VS, KSl_s, VSl_s, bb, bh, t0, page, off, len_k, True)
            else:
                read_scales(ks_f, vs_f, KS, VS, KSl_s, VSl_s, bb, bh, t0, page, off, len_k, False)

    # Where the value tile decodes: with the keys (before the scores), or late, after the
    # softmax (``late_values``).  Early, its registers are live through the scores, their
    # masks and the softmax, and ptxas does not move the decode past the partial block's
    # mask branch: sm_90a, head_dim 128, registers a thread (ptxas via NVRTC) -- int4 one
    # warp over 32 keys 226 early / 154 late, two warps over 64 168 / 125 (two heads a
    # block 204 / 153), fp8 156 / 125; the same without the mask (a build with it cut out,
    # for counting): 120.  Late, more blocks fit an SM, but the decode no longer overlaps
    # the scores' latency.  Not yet timed: off unless asked (TILELANG_DECODE_LATE_VALUES).
    @T.macro
    def decode_values(Vq_s, VS_s, V_f, V_s, t0, len_k):
        """The step's value tile decoded into P V's operand (registers, or the shared tile)."""
        # a key past the end may decode to anything (its score is masked); a value there
        # must be 0 (P is 0 there, but 0 x NaN is not), which only the last block has to
        # see to
        if not finite and t0 + tokens > len_k:
            for n, c in T.Parallel(block_N, dim):
                V_f[n, c] = T.if_then_else(t0 + key_token(n) < len_k, decode(Vq_s, VS_s, n, value_col(c)),
                                           T.cast(0, dtype))
        else:
            for n, c in T.Parallel(block_N, dim):
                V_f[n, c] = decode(Vq_s, VS_s, n, value_col(c))
        if not v_regs:
            T.copy(V_f, V_s)

    @T.prim_func
    def split_kv(Q: T.Tensor((batch, seqlen_q, heads, dim), dtype), KC: T.Tensor(cache_shape, cdtype),
                 VC: T.Tensor(cache_shape, cdtype), KS: T.Tensor(scale_shape, sdtype),
                 VS: T.Tensor(scale_shape, sdtype), Lens: T.Tensor((batch,), "int32"),
                 BT: T.Tensor((batch, max_pages) if paged else (1, 1), "int32"),
                 Opart: T.Tensor((batch, seqlen_q, heads, num_splits, dim), accum),
                 Lse: T.Tensor((batch, seqlen_q, heads, num_splits), accum)):
        with T.Kernel(num_splits, kv_heads // hpc, batch, threads=threads) as (bs, bh, bb):
            if pdl:
                T.pdl_sync()
                T.pdl_trigger()
            Q_s = T.alloc_shared((block_H, dim), dtype)
            K_s = T.alloc_shared((block_N, dim), dtype) if plain else None
            V_s = T.alloc_shared((block_N, dim), dtype) if not v_regs else None
            P_s = T.alloc_shared((block_H, block_N), dtype)
            if not plain:  # the codes, decoded into registers (the word decode; V_s where not v_regs)
                Kq_s = T.alloc_shared((block_N, dim), cdtype)
                Vq_s = T.alloc_shared((block_N, dim), cdtype)
                KS_s = T.alloc_shared((block_N, ng), sdtype) if not fold else None
                VS_s = T.alloc_shared((block_N, ng), sdtype) if not fold else None
                KSl_s = T.alloc_shared((tokens, kv_heads), sdtype) if slab else None
                VSl_s = T.alloc_shared((tokens, kv_heads), sdtype) if slab else None
                ks_f = T.alloc_fragment((block_H, block_N), accum) if fold else None
                vs_f = T.alloc_fragment((block_H, block_N), accum) if fold else None
                K_f = T.alloc_fragment((block_N, dim), dtype)
                V_f = T.alloc_fragment((block_N, dim), dtype)
            acc_s = T.alloc_fragment((block_H, block_N), accum)
            acc_o = T.alloc_fragment((block_H, dim), accum)
            m_prev = T.alloc_fragment((block_H,), accum)
            m_cur = T.alloc_fragment((block_H,), accum)
            l_sum = T.alloc_fragment((block_H,), accum)
            l_blk = T.alloc_fragment((block_H,), accum)
            len_k = Lens[bb]
            start, count = split_run(len_k, bs)
            load_queries(Q, Q_s, bb, bh)
            T.clear(acc_o)
            T.clear(l_sum)
            T.fill(m_cur, _M_INIT)
            for kb in T.Pipelined(count, num_stages=num_stages, unroll_stages=unroll_stages):
                t0 = (start + kb) * tokens
                if plain:  # q's dtype already: straight into the mma's tiles
                    if paged:
                        page = BT[bb, t0 // page_size]
                        off = t0 % page_size
                        copy_runs(KC, page, off, bh, K_s, dim)
                        copy_runs(VC, page, off, bh, V_s, dim)
                    else:
                        copy_runs(KC, bb, t0, bh, K_s, dim)
                        copy_runs(VC, bb, t0, bh, V_s, dim)
                    # rows past the sequence hold anything (NaN too): V's are zeroed (P is 0
                    # there, but 0 x NaN is not), K's scores are masked after the gemm
                    if t0 + tokens > len_k:
                        for n, d in T.Parallel(block_N, dim):
                            V_s[n, d] = T.if_then_else(t0 + key_token(n) < len_k, V_s[n, d], T.cast(0, dtype))
                    T.clear(acc_s)
                    T.gemm(Q_s, K_s, acc_s, transpose_B=True, policy=T.GemmWarpPolicy.FullCol)
                    mask_scores(acc_s, t0, len_k)
                else:
                    load_codes(KC, VC, KS, VS, BT, bb, bh, t0, len_k, Kq_s, Vq_s, KS_s, VS_s, KSl_s, VSl_s, ks_f,
                               vs_f)
                    for n, c in T.Parallel(block_N, dim):
                        K_f[n, c] = decode(Kq_s, KS_s, n, code_col(c))
                    if not late_values:
                        decode_values(Vq_s, VS_s, V_f, V_s, t0, len_k)
                    T.clear(acc_s)
                    T.gemm(Q_s, K_f, acc_s, transpose_B=True, policy=T.GemmWarpPolicy.FullCol)
                    if partial(t0, len_k):
                        for r, j in T.Parallel(block_H, block_N):
                            acc_s[r, j] = T.if_then_else(visible(t0, j, r, len_k),
                                                         acc_s[r, j] * ks_f[r, j] if fold else acc_s[r, j],
                                                         -T.infinity(accum))
                    elif hpc > 1:  # (a whole block: only the other heads' keys are masked)
                        for r, j in T.Parallel(block_H, block_N):
                            acc_s[r, j] = T.if_then_else(same_head(r, j),
                                                         acc_s[r, j] * ks_f[r, j] if fold else acc_s[r, j],
                                                         -T.infinity(accum))
                    elif fold:
                        for r, j in T.Parallel(block_H, block_N):
                            acc_s[r, j] = acc_s[r, j] * ks_f[r, j]
                if late_values and not plain:
                    decode_values(Vq_s, VS_s, V_f, V_s, t0, len_k)
                if fold:  # P times the value scales (0 past the end), for the second gemm only
                    softmax_scores(acc_s, m_prev, m_cur, l_blk, m_prev, qk_scale, block_H, block_N)
                    for r, j in T.Parallel(block_H, block_N):
                        acc_s[r, j] = acc_s[r, j] * vs_f[r, j]
                    rescale_output(acc_s, acc_o, l_sum, l_blk, m_prev, P_s, block_H, dim)
                else:
                    online_softmax_step(acc_s, acc_o, m_prev, m_cur, l_sum, l_blk, P_s, qk_scale, block_H, block_N,
                                        dim)
                if v_regs:
                    T.gemm(P_s, V_f, acc_o, policy=T.GemmWarpPolicy.FullCol)
                else:
                    T.gemm(P_s, V_s, acc_o, policy=T.GemmWarpPolicy.FullCol)
            for r, d in T.Parallel(block_H, dim):
                if r < rows * hpc:
                    Opart[bb, query_token(r), query_head(bh, r), bs, value_col(d)] = T.if_then_else(
                        l_sum[r] > 0, acc_o[r, d] / l_sum[r], 0)
            for r in T.Parallel(block_H):
                if r < rows * hpc:
                    Lse[bb, query_token(r), query_head(bh, r), bs] = T.if_then_else(
                        l_sum[r] > 0, m_cur[r] * qk_scale + T.log2(l_sum[r]), -T.infinity(accum))

    if not keys_major:
        return split_kv

    @T.prim_func
    def split_kv_keys_major(Q: T.Tensor((batch, seqlen_q, heads, dim), dtype), KC: T.Tensor(cache_shape, cdtype),
                            VC: T.Tensor(cache_shape, cdtype), KS: T.Tensor(scale_shape, sdtype),
                            VS: T.Tensor(scale_shape, sdtype), Lens: T.Tensor((batch,), "int32"),
                            BT: T.Tensor((batch, max_pages) if paged else (1, 1), "int32"),
                            Opart: T.Tensor((batch, seqlen_q, heads, num_splits, dim), accum),
                            Lse: T.Tensor((batch, seqlen_q, heads, num_splits), accum)):
        with T.Kernel(num_splits, kv_heads // hpc, batch, threads=threads) as (bs, bh, bb):
            if pdl:
                T.pdl_sync()
                T.pdl_trigger()
            if bound_raw:
                T.annotate_min_blocks_per_sm(8)
            Q_s = T.alloc_shared((block_H, dim), dtype)
            P_s = T.alloc_shared((block_N, block_H), dtype)
            P2_s = T.alloc_shared((block_N, block_H), dtype) if lazy_max else None  # (a step that moves the max)
            Kq_s = T.alloc_shared((block_N, dim), cdtype)
            Vq_s = T.alloc_shared((block_N, dim), cdtype)
            KS_s = T.alloc_shared((block_N, ng), sdtype) if not fold else None
            VS_s = T.alloc_shared((block_N, ng), sdtype) if not fold else None
            KSl_s = T.alloc_shared((tokens, kv_heads), sdtype) if slab else None
            VSl_s = T.alloc_shared((tokens, kv_heads), sdtype) if slab else None
            ks_f = T.alloc_fragment((block_N, block_H), accum) if fold else None
            vs_f = T.alloc_fragment((block_N, block_H), accum) if fold else None
            K_f = T.alloc_fragment((block_N, dim), dtype)
            V_f = T.alloc_fragment((dim, block_N), dtype)
            acc_s = T.alloc_fragment((block_N, block_H), accum)
            bias_f = T.alloc_fragment((block_N, block_H), accum) if affine is not None else None
            bias_r = T.alloc_fragment((block_H,), accum) if affine is not None else None
            acc_o = T.alloc_fragment((dim, block_H), accum)
            m_prev = T.alloc_fragment((block_H,), accum)
            m_cur = T.alloc_fragment((block_H,), accum)
            l_sum = T.alloc_fragment((block_H,), accum)
            l_blk = T.alloc_fragment((block_H,), accum) if not thread_sums else None
            l_part = T.alloc_fragment((block_N, block_H), accum) if thread_sums else None
            over = T.alloc_fragment((block_N, block_H), "bool") if lazy_max else None
            p_f = T.alloc_fragment((block_N, block_H), accum) if lazy_max else None
            len_k = Lens[bb]
            start, count = split_run(len_k, bs)
            load_queries(Q, Q_s, bb, bh)
            if affine is not None:  # minus sum_c b_c q'_c, each key's row the same: the steps' scores start there
                for n, c in T.Parallel(block_N, dim):
                    K_f[n, c] = T.cast(-by_parity(code_col(c), affine[1]), dtype)
                T.clear(bias_f)
                T.gemm(K_f, Q_s, bias_f, transpose_B=True, policy=T.GemmWarpPolicy.FullRow)
                T.reduce_max(bias_f, bias_r, dim=0)  # (every key's the same: a thread keeps its rows' two)
            T.clear(acc_o)
            T.clear(l_part if thread_sums else l_sum)
            T.fill(m_cur, _M_INIT)
            for kb in T.Pipelined(count, num_stages=num_stages, unroll_stages=unroll_stages):
                t0 = (start + kb) * tokens
                load_codes(KC, VC, KS, VS, BT, bb, bh, t0, len_k, Kq_s, Vq_s, KS_s, VS_s, KSl_s, VSl_s, ks_f, vs_f)
                if affine is not None:
                    for n, c in T.Parallel(block_N, dim):
                        K_f[n, c] = T.raw_code(Kq_s[n, code_col(c)], code_col(c), dtype)
                else:
                    for n, c in T.Parallel(block_N, dim):
                        K_f[n, c] = decode(Kq_s, KS_s, n, code_col(c))
                if not finite and t0 + tokens > len_k:  # (a value past the end must be 0: P is 0 there)
                    for c, n in T.Parallel(dim, block_N):
                        V_f[c, n] = T.if_then_else(t0 + key_token(n) < len_k, decode(Vq_s, VS_s, n, value_col(c)),
                                                   T.cast(0, dtype))
                else:
                    for c, n in T.Parallel(dim, block_N):
                        V_f[c, n] = decode(Vq_s, VS_s, n, value_col(c))
                if affine is not None:
                    for n, r in T.Parallel(block_N, block_H):
                        acc_s[n, r] = bias_r[r]
                else:
                    T.clear(acc_s)
                T.gemm(K_f, Q_s, acc_s, transpose_B=True, policy=T.GemmWarpPolicy.FullRow)
                if partial(t0, len_k):
                    for n, r in T.Parallel(block_N, block_H):
                        acc_s[n, r] = T.if_then_else(visible(t0, n, r, len_k),
                                                     acc_s[n, r] * ks_f[n, r] if fold else acc_s[n, r],
                                                     -T.infinity(accum))
                elif hpc > 1:  # (a whole block: only the other head's keys are masked)
                    for n, r in T.Parallel(block_N, block_H):
                        acc_s[n, r] = T.if_then_else(same_head(r, n),
                                                     acc_s[n, r] * ks_f[n, r] if fold else acc_s[n, r],
                                                     -T.infinity(accum))
                elif fold:
                    for n, r in T.Parallel(block_N, block_H):
                        acc_s[n, r] = acc_s[n, r] * ks_f[n, r]
                # the online softmax along the keys (attention_kernels' softmax_scores and
                # rescale_output, transposed), P times the value scales
                if lazy_max:  # (the running max kept: below)
                    for n, r in T.Parallel(block_N, block_H):
                        over[n, r] = acc_s[n, r] * qk_scale > m_cur[r] * qk_scale + LAZY_HEADROOM
                        p_f[n, r] = T.exp2(acc_s[n, r] * qk_scale - m_cur[r] * qk_scale)
                        P_s[n, r] = T.cast(p_f[n, r] * vs_f[n, r] if fold else p_f[n, r], dtype)
                    if T.block_any(over):  # (the vote is P_s's barrier)
                        T.copy(m_cur, m_prev)
                        T.reduce_max(acc_s, m_cur, dim=0, clear=False)
                        for r in T.Parallel(block_H):
                            m_prev[r] = T.exp2(m_prev[r] * qk_scale - m_cur[r] * qk_scale)
                        for c, r in T.Parallel(dim, block_H):
                            acc_o[c, r] = acc_o[c, r] * m_prev[r]
                        for n, r in T.Parallel(block_N, block_H):
                            p_f[n, r] = T.exp2(acc_s[n, r] * qk_scale - m_cur[r] * qk_scale)
                            P2_s[n, r] = T.cast(p_f[n, r] * vs_f[n, r] if fold else p_f[n, r], dtype)
                        if thread_sums:
                            for n, r in T.Parallel(block_N, block_H):
                                l_part[n, r] = l_part[n, r] * m_prev[r]
                        else:
                            for r in T.Parallel(block_H):
                                l_sum[r] = l_sum[r] * m_prev[r]
                        T.gemm(V_f, P2_s, acc_o, policy=T.GemmWarpPolicy.FullRow)
                    else:
                        T.gemm(V_f, P_s, acc_o, policy=T.GemmWarpPolicy.FullRow)
                    if thread_sums:
                        for n, r in T.Parallel(block_N, block_H):
                            l_part[n, r] = l_part[n, r] + p_f[n, r]
                    else:
                        T.reduce_sum(p_f, l_blk, dim=0)
                        for r in T.Parallel(block_H):
                            l_sum[r] = l_sum[r] + l_blk[r]
                else:
                    T.copy(m_cur, m_prev)
                    T.reduce_max(acc_s, m_cur, dim=0, clear=False)
                    for n, r in T.Parallel(block_N, block_H):
                        acc_s[n, r] = T.exp2(acc_s[n, r] * qk_scale - m_cur[r] * qk_scale)
                    for r in T.Parallel(block_H):
                        m_prev[r] = T.exp2(m_prev[r] * qk_scale - m_cur[r] * qk_scale)
                    if thread_sums:
                        for n, r in T.Parallel(block_N, block_H):
                            l_part[n, r] = l_part[n, r] * m_prev[r] + acc_s[n, r]
                    else:
                        T.reduce_sum(acc_s, l_blk, dim=0)
                    if fold:
                        for n, r in T.Parallel(block_N, block_H):
                            acc_s[n, r] = acc_s[n, r] * vs_f[n, r]
                    for c, r in T.Parallel(dim, block_H):
                        acc_o[c, r] = acc_o[c, r] * m_prev[r]
                    if not thread_sums:
                        for r in T.Parallel(block_H):
                            l_sum[r] = l_sum[r] * m_prev[r] + l_blk[r]
                    T.copy(acc_s, P_s)
                    T.gemm(V_f, P_s, acc_o, policy=T.GemmWarpPolicy.FullRow)
            if thread_sums:
                T.reduce_sum(l_part, l_sum, dim=0)
            for c, r in T.Parallel(dim, block_H):
                if r < rows * hpc:
                    Opart[bb, query_token(r), query_head(bh, r), bs, value_col(c)] = T.if_then_else(
                        l_sum[r] > 0, acc_o[c, r] / l_sum[r], 0)
            for r in T.Parallel(block_H):
                if r < rows * hpc:
                    Lse[bb, query_token(r), query_head(bh, r), bs] = T.if_then_else(
                        l_sum[r] > 0, m_cur[r] * qk_scale + T.log2(l_sum[r]), -T.infinity(accum))

    return split_kv_keys_major
