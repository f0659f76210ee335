"""The packed-pair gemv of ``tilelang.ops``: small-M ``C = A @ dequant(B).T`` on CUDA
cores at few instructions per weight, for every single-tensor format with a word
decode of 8 or 16 codes (int4/uint4's ``dequant_i4``, ``dequant_word`` for int2/uint2,
float4_e2m1fn, nf4 and user formats).

Why: a memory-bound M = 1 kernel has ~2 thread-instructions per weight to spend (H100:
~33 T instructions/s over 235 M weights of 28672 x 8192 in ~14 us).  The float32 gemv
(``lowbit_kernels.gemv_factory``; ``config=("gemv", dict(chain=0))``) decodes,
converts, scales and accumulates every weight in float32; this one keeps the decoded
weights as the word decode leaves them -- pairs of A's dtype, two codes a 32-bit
register -- and multiplies them by pairs of A in A's dtype, in short chains, flushing
each chain into float32 once:

* The weight is read in the dequant permutation (``make_lowbit_dequant_permutation``:
  the layout ``prepare`` stores, or a raw weight permuted by the tile copy).  Each
  thread owns whole blocks of 4 words of a row (4 n columns, n codes a word); the
  decode's register pair p of word t of a block holds logical k = 32 (p // 4) + 8 (p
  % 4) + 2 t and k + 1 -- an aligned pair of A too.
* ``W_f``: the decoded step (``T.cast(code, adtype)`` minus the zero, which the
  lowering folds into the decode), in the decode's register order
  (``fast_dequant.parallel_words``).  ``A_f``: A's step in the same threads, k order
  (one copy per row a thread holds: the lowering has no replicated fragments).
* ``acc[m, i, x]``: chain x is ``chain`` pairs of one word: two sums in A's dtype (the
  pairs' low and high lanes), each a multiply then ``chain - 1`` ``T.fma`` (one
  rounding each), read from the thread's own registers (``tile_lowering/
  local_reads.py``); the flush adds them into the float32 accumulator times the
  group's scale with one float32 fma (float16: the two lanes summed first).  ptxas
  packs the two lanes' fmas, whose operands are register pairs, into one ``HFMA2``:
  the inner loop is the decode (1 instruction a weight for 2-bit), one ``HFMA2`` per
  2 weights and a flush of ~4 per 2 ``chain`` weights.
* After the loop ``T.reduce_sum`` folds the chains of each row (warp shuffles); split-K
  adds float32 partials atomically, as the float32 gemv does.

Precision: float16 chains of at most 8 products of a code and an activation (bfloat16:
2), then float32; within the tests' tolerances against a float64 reference.

Grid: (N / rows, split_k, M / block_M); ``block_M`` rows of A (M <= 4: all of them,
the weights read once).
"""

# (no `from __future__ import annotations`: the kernel's annotations are evaluated where
# it is defined, closing over the shape arguments)
import tilelang.language as T
from tilelang.dtypes import get_dtype
from tilelang.layout import Fragment, Layout, make_lowbit_dequant_permutation

from .lowbit_kernels import check_steps, gemv_factory, gemv_rows_out, swizzled_permutation, word_format

GATHER_MAX_BYTES = 48 * 1024  # (``gather``: A's rows a block holds in shared memory)

__all__ = ["activation_tile_layout", "auto_gemv_factory", "packed_gemv_factory", "packed_gemv_fits", "gemv_layouts",
           "weight_tile_layout"]


def _default_chain(adtype, n, G) -> int:
    """float16: a word's pairs (8 products a lane at most), bfloat16 (8 bits): 2; a
    chain's columns inside one group (4 pairs a 32-column run)."""
    chain = min(n // 2, 8) if adtype == "float16" else 2
    return 4 if chain == 8 and G % 64 else chain


def packed_gemv_fits(wdtype, adtype, codes, rows=16, block_K=1024, threads=128, G=128, chain=None) -> bool:
    """The packed gemv takes this problem: one weight tensor (no bit planes) whose words
    decode whole (``codes`` per 32-bit word: ``lowbit_kernels.word_format``, 8 or 16),
    A float16 / bfloat16, whole blocks of 4 words per thread (``threads / rows`` lanes
    a row, a power of two dividing ``block_K / 4 codes``), groups of whole 32-column runs
    and chains inside one group."""
    if codes not in (8, 16) or get_dtype(wdtype).bits * codes != 32 or adtype not in ("float16", "bfloat16"):
        return False
    lanes = threads // rows if rows > 0 else 0
    if threads % max(rows, 1) or lanes < 1 or lanes > 32 or 32 % lanes or block_K % (4 * codes * lanes) or G % 32:
        return False
    chain = _default_chain(adtype, codes, G) if chain is None else chain
    return chain in (1, 2, 4, 8) and chain <= codes // 2 and G % (32 * max(1, chain // 4)) == 0


def _pair_k(p, t):
    """Logical column (within a block of 4 n) of register pair p of word t."""
    return 32 * (p // 4) + 8 * (p % 4) + 2 * t


def gemv_layouts(rows, block_K, threads, n, chain, block_M):
    """The (W_f, A_f, acc) fragments of one step (module docstring): thread ``i * lanes
    + b % lanes`` holds column block b (4 n columns) of row i; W_f's slots follow the
    decode's register order, A_f's logical k, acc's chains (word, then pairs)."""
    lanes = threads // rows
    blk = 4 * n
    per_row = block_K // blk // lanes  # blocks a thread holds per row and step
    chains = 2 * n // chain  # chains of a block: 4 words x n / 2 pairs / chain

    def w_fn(i, k):  # k = 32 (p // 4) + 8 (p % 4) + 2 t + lane of a block: word t, slot 2 p + lane
        b, r = k // blk, k % blk
        return i * lanes + b % lanes, b // lanes * blk + r % 8 // 2 * n + (r // 32 * 4 + r % 32 // 8) * 2 + r % 2

    def w_inverse(t, l):
        e = l % n
        return t // lanes, (l // blk * lanes + t % lanes) * blk + _pair_k(e // 2, l % blk // n) + e % 2

    def a_fn(m, i, k):
        b = k // blk
        return i * lanes + b % lanes, (m * per_row + b // lanes) * blk + k % blk

    def a_inverse(t, l):
        return l // (per_row * blk), t // lanes, (l // blk % per_row * lanes + t % lanes) * blk + l % blk

    def acc_fn(m, i, x):
        b = x // chains
        return i * lanes + b % lanes, (m * per_row + b // lanes) * chains + x % chains

    def acc_inverse(t, l):
        return l // (per_row * chains), t // lanes, (l // chains % per_row * lanes + t % lanes) * chains + l % chains

    W = Fragment([rows, block_K], forward_fn=w_fn)
    W._inverse_hint = w_inverse  # (checked against the forward map by inverse())
    A = Fragment([block_M, rows, block_K], forward_fn=a_fn)
    A._inverse_hint = a_inverse
    acc = Fragment([block_M, rows, block_K // (2 * chain)], forward_fn=acc_fn)
    acc._inverse_hint = acc_inverse
    return W, A, acc


def weight_tile_layout(rows, block_K, bits, lanes):
    """The gemv's weight tile in shared memory: the dequant permutation, its 16-byte
    chunks XOR-swizzled so that the 8 chunks a quarter warp reads -- ``8 / lanes`` rows
    of ``lanes`` consecutive chunks each, a thread's block of 4 words one chunk -- fall
    in the 8 distinct bank groups: row i's chunk c is stored at ``c ^ (i % (8 / lanes))
    lanes``.  (With 32-bit word reads a warp still reaches 8 banks at most: 4-way; whole
    chunks a load, ``vector_words``, none.)  Kept where a row is a multiple of 128 bytes
    and a row's lanes fewer than 8."""
    perm = make_lowbit_dequant_permutation(rows, block_K, bits)
    chunk = 128 // bits  # codes a 16-byte chunk
    if lanes >= 8 or (block_K * bits // 8) % 128:
        return perm
    return swizzled_permutation(perm, Layout((rows, block_K), lambda i, j: (i, j ^ i % (8 // lanes) * lanes * chunk)))


def activation_tile_layout(block_M, block_K):
    """The gemv's A tile in shared memory: each row's 16-byte chunks (8 values) XOR-swizzled
    by their 128-byte segment (``Swizzle<3, 4, 3>`` along the row).  A thread reads its
    whole blocks of ``4 n`` values (``gemv_layouts``): the lanes of a row 4 n values
    apart put their 16-byte reads in 2 (int4) or 1 (2-bit) of the 8 bank groups -- 4- and
    8-way conflicts -- and the swizzle spreads the 8 reads of a quarter warp over all 8.
    (Rows of a warp read the same values: a broadcast.)  Kept where a row is a multiple of
    128 bytes.  Padding each block of 4 n values by one chunk instead (also conflict-free
    on the simulator's bank model, and the reads then take no address arithmetic: 198 /
    221 SASS instructions in the inner loop against 219 / 234 for uint2 / int4) ran
    1.3-2x slower on an H200 (``benchmarks/RESULTS.md``, 2026-11-28): not understood."""
    if block_K % 64:
        return Layout((block_M, block_K), lambda m, k: (m, k))
    return Layout((block_M, block_K), lambda m, k: (m, k ^ k // 64 % 8 * 8))


def packed_gemv_factory(M, N, K, G, wdtype, adtype, sdtype, zeros, zero, prepared, codes, rows=16, block_K=512,
                        split_k=1, num_stages=3, threads=128, block_M=1, chain=None, swizzle=False, gather=False,
                        unroll_stages=False, lookup_tables="registers"):
    """The packed-pair gemv (module docstring); the arguments as ``gemv_factory``'s, and
    ``codes`` (per word), ``chain`` (products a float16 / bfloat16 lane sums before a
    flush: 1, 2, 4 or 8; None: ``_default_chain``), ``swizzle`` (the shared tiles
    XOR-swizzled against bank conflicts: ``activation_tile_layout`` for A,
    ``weight_tile_layout`` for the weight).

    On the simulator's bank model (``tests/test_ops_gemv_packed.py``) the swizzles take
    A's reads from 2-4x the ideal wavefronts to the ideal, and the weight words' from 8x
    to 4x at 8+ rows a warp (4-row tiles: 4x either way; with the ``vector_words``
    lowering, whole 16-byte chunks a load, to the ideal everywhere); ncu had put 8-way
    conflicts and short-scoreboard stalls at the top of the unswizzled gemv.  Their index
    arithmetic costs instructions (SASS of the inner loop at 32 rows x 1024, uint2 /
    int4: 621 / 767 plain, 753 / 809 swizzled with ``vector_words``), yet on the H100
    the swizzled gemv is 1.5-4x faster at M = 1 (``benchmarks/RESULTS.md``): the plan's
    (``lowbit_plan.plan``).

    ``gather``: A's columns are permuted through a last parameter ``Inv`` (K,) int16 --
    column k of A multiplies the weight's column ``Inv[k]`` (an act-order GPTQ weight,
    whose columns are sorted by group: ``Inv`` is the inverse of that sort, so the weight's
    column j multiplies ``A[:, perm[j]]``).  Each block reads its rows of A whole at its
    first step -- coalesced, A and Inv side by side: one round trip, while the pipeline's
    first tile copies are in flight -- and stores them permuted into a shared tile that the
    steps read instead of copying A's.  (Gathering ``A[:, perm[j]]`` instead took a load of
    2 bytes a value, each its own L2 request, after the load of perm: 2.7-53 us more than
    the plain gemv on an H200, ``benchmarks/RESULTS.md``.)

    ``unroll_stages``: the step loop unrolled by ``num_stages`` (``T.Pipelined``'s option):
    each copy reads fixed stages, so its shared addresses are a per-thread register plus a
    constant -- with the carried stage NVCC moved it into a vector register, multiplied and
    added per read (uint2's loop, 28672 x 8192: 219 -> 169 SASS instructions a step).

    ``lookup_tables``: where a table format's decode (nf4, codebooks) looks its values up
    (``T.annotate_lookup_tables``): ``"shared"`` holds a pair table in shared memory, one
    load a pair of weights instead of ``prmt`` work on the ALU pipe -- the pipe that
    bounds the nf4 gemv (``lowering/pair_table.py``)."""
    n = codes
    lanes = threads // rows
    if chain is None:
        chain = _default_chain(adtype, n, G)
    if chain not in (1, 2, 4, 8) or chain > n // 2 or G % (32 * max(1, chain // 4)):
        raise ValueError(f"gemv: chain={chain} must be 1, 2, 4 or 8, at most {n // 2} (the pairs of a word, "
                         f"summed in {adtype} before the float32 flush) and inside one group of {G}")
    if threads % rows or lanes > 32 or 32 % lanes or block_K % (4 * n * lanes):
        raise ValueError(f"gemv: rows={rows}, block_K={block_K}, threads={threads} do not fit: threads / rows lanes "
                         f"per row (a power of 2 up to 32) must divide block_K / {4 * n} blocks of 4 words")
    check_steps("gemv", K, G, block_K, split_k)
    steps = K // block_K // split_k
    sk = max(1, block_K // G)
    bits = get_dtype(wdtype).bits
    perm = weight_tile_layout(rows, block_K, bits, lanes) if swizzle else \
        make_lowbit_dequant_permutation(rows, block_K, bits)
    a_layout = activation_tile_layout(block_M, block_K) if swizzle else None
    layout = make_lowbit_dequant_permutation(N, K, bits) if prepared else None
    W_layout, A_layout, acc_layout = gemv_layouts(rows, block_K, threads, n, chain, block_M)
    blk, chains, per_word = 4 * n, 2 * n // chain, n // (2 * chain)  # chains per block, per word
    later = tuple(e // 4 * 32 + e % 4 * 8 for e in range(1, chain))  # k of pair e of a chain, from its first
    pre_sum = adtype == "float16"  # (bfloat16's 8 bits: both halves converted)
    cdtype = "float32" if split_k > 1 else adtype

    if gather and (split_k != 1 or K > 32768 or block_M * K * get_dtype(adtype).bits // 8 > GATHER_MAX_BYTES):
        raise ValueError(f"gemv: gather=True holds a block's {block_M} rows of A ({K} values each) in shared memory "
                         f"-- at most {GATHER_MAX_BYTES} bytes, one split (split_k={split_k}) and K <= 32768 (int16 "
                         f"positions): take fewer rows (block_M)")

    chunk = 8 * threads if K % (8 * threads) == 0 else K  # (gather: 16 bytes of A a thread and round)

    @T.macro
    def body(A, B, Scales, Zeros, C, Inv, bx, bs, by):
        """The kernel's body (``Inv``: None without ``gather``)."""
        B_s = T.alloc_shared((rows, block_K), wdtype)
        A_s = T.alloc_shared((block_M, K if gather else block_K), adtype)
        S_s = T.alloc_shared((sk, rows), sdtype)
        Z_s = T.alloc_shared((sk, rows), sdtype)
        W_f = T.alloc_fragment((rows, block_K), adtype)
        A_f = T.alloc_fragment((block_M, rows, block_K), adtype)
        acc = T.alloc_fragment((block_M, rows, block_K // (2 * chain)), "float32")
        row_sum = T.alloc_fragment((block_M, rows), "float32")
        T.annotate_layout({B_s: perm, W_f: W_layout, A_f: A_layout, acc: acc_layout})
        if lookup_tables != "registers":
            T.annotate_lookup_tables(lookup_tables)
        if swizzle:
            T.annotate_layout({A_s: activation_tile_layout(block_M, K) if gather else a_layout})
        T.clear(acc)
        for ko in T.Pipelined(steps, num_stages=num_stages, unroll_stages=unroll_stages):
            k0 = (bs * steps + ko) * block_K
            T.copy(B[bx * rows, k0], B_s)
            if not gather:
                T.copy(A[by * block_M:by * block_M + block_M, k0:k0 + block_K], A_s)
            elif ko == 0:  # the block's rows of A, permuted once -- at the first step, whose
                # tile copies the pipeline issues first, so the two latencies overlap
                for e in T.unroll(K // chunk):  # (unrolled: every thread's loads in flight at once)
                    for m, k in T.Parallel(block_M, chunk):
                        A_s[m, Inv[e * chunk + k]] = A[T.min(by * block_M + m, M - 1), e * chunk + k]
            g0 = k0 // G
            T.copy(Scales[g0:g0 + sk, bx * rows:bx * rows + rows], S_s)
            if zeros:
                T.copy(Zeros[g0:g0 + sk, bx * rows:bx * rows + rows], Z_s)
            for i, j in T.Parallel(rows, block_K):  # the word decode, pairs of A's dtype
                if zeros:
                    W_f[i, j] = T.cast(B_s[i, j], adtype) - T.cast(Z_s[j // G, i], adtype)
                elif zero:
                    W_f[i, j] = T.cast(B_s[i, j], adtype) - T.cast(zero, adtype)
                else:
                    W_f[i, j] = T.cast(B_s[i, j], adtype)
            for m, i, j in T.Parallel(block_M, rows, block_K):
                A_f[m, i, j] = A_s[m, ko * block_K + j] if gather else A_s[m, j]
            for m, i, x in T.Parallel(block_M, rows, block_K // (2 * chain)):
                # chain x: pairs c * chain .. c * chain + chain - 1 of word t of block b
                y = x % chains
                p = y % per_word * chain  # the chain's first pair, of word y // per_word
                k = x // chains * blk + p // 4 * 32 + p % 4 * 8 + y // per_word * 2
                lo = W_f[i, k] * A_f[m, i, k]
                hi = W_f[i, k + 1] * A_f[m, i, k + 1]
                for d in later:  # (constant offsets of the chain's later pairs: unrolled)
                    lo = T.fma(W_f[i, k + d], A_f[m, i, k + d], lo)
                    hi = T.fma(W_f[i, k + d + 1], A_f[m, i, k + d + 1], hi)
                s = T.cast(S_s[k // G, i], "float32")
                if pre_sum:  # one more float16 rounding, one conversion less
                    acc[m, i, x] = T.fma(T.cast(lo + hi, "float32"), s, acc[m, i, x])
                else:
                    acc[m, i, x] = T.fma(T.cast(hi, "float32"), s, T.fma(T.cast(lo, "float32"), s, acc[m, i, x]))
        gemv_rows_out(acc, row_sum, C, bx, by, block_M, rows, split_k)

    if gather:
        @T.prim_func
        def gemv(A: T.Tensor((M, K), adtype), B: T.Tensor((N, K), wdtype, layout=layout),
                 Scales: T.Tensor((K // G, N), sdtype), Zeros: T.Tensor((K // G, N), sdtype),
                 C: T.Tensor((M, N), cdtype), Inv: T.Tensor((K,), "int16")):
            with T.Kernel(T.ceildiv(N, rows), split_k, T.ceildiv(M, block_M), threads=threads) as (bx, bs, by):
                body(A, B, Scales, Zeros, C, Inv, bx, bs, by)
    else:
        @T.prim_func
        def gemv(A: T.Tensor((M, K), adtype), B: T.Tensor((N, K), wdtype, layout=layout),
                 Scales: T.Tensor((K // G, N), sdtype), Zeros: T.Tensor((K // G, N), sdtype),
                 C: T.Tensor((M, N), cdtype)):
            with T.Kernel(T.ceildiv(N, rows), split_k, T.ceildiv(M, block_M), threads=threads) as (bx, bs, by):
                body(A, B, Scales, Zeros, C, None, bx, bs, by)

    return gemv


def auto_gemv_factory(M, N, K, G, wdtype, adtype, sdtype, zeros, zero, prepared, rows=4, block_K=256, split_k=1,
                      num_stages=3, threads=128, block_M=1, chain=None, swizzle=False, gather=False,
                      unroll_stages=False, lookup_tables="registers"):
    """The kernel ``config=("gemv", options)`` names: this packed gemv or the float32 one
    (``lowbit_kernels.gemv_factory``), by ``chain`` -- None: the packed one where the
    format and tile fit it (``packed_gemv_fits``), else the float32 one; 0: the float32
    one; 1, 2, 4, 8: the packed one (ValueError where it does not fit).  ``swizzle``:
    the packed one's swizzled shared tiles, ``gather``: A's columns permuted
    (``packed_gemv_factory``); ``unroll_stages``: either one's loop unrolled by its stages;
    ``lookup_tables``: the packed one's table decode in ``"shared"`` memory or ``"registers"``."""
    codes = word_format(wdtype, adtype)
    if chain != 0 and packed_gemv_fits(wdtype, adtype, codes, rows, block_K, threads, G, chain):
        return packed_gemv_factory(M, N, K, G, wdtype, adtype, sdtype, zeros, zero, prepared, codes, rows=rows,
                                   block_K=block_K, split_k=split_k, num_stages=num_stages, threads=threads,
                                   block_M=block_M, chain=chain, swizzle=swizzle, gather=gather,
                                   unroll_stages=unroll_stages, lookup_tables=lookup_tables)
    if chain:
        raise ValueError(f"gemv: chain={chain} asks for the packed gemv, which takes formats with a word decode of "
                         f"8 or 16 codes a word ({wdtype}: {codes}) and tiles of whole blocks of 4 words a thread "
                         f"(rows={rows}, block_K={block_K}, threads={threads}, group {G}; packed_gemv_fits)")
    if swizzle or gather or lookup_tables != "registers":
        what = "swizzle=True" if swizzle else "gather=True" if gather else f"lookup_tables={lookup_tables!r}"
        raise ValueError(f"gemv: {what} applies to the packed gemv, which this "
                         f"problem does not take ({wdtype}: {codes} codes a word, rows={rows}, block_K={block_K}, "
                         f"threads={threads}, chain={chain})")
    return gemv_factory(M, N, K, G, wdtype, adtype, sdtype, zeros, zero, prepared, rows=rows, block_K=block_K,
                        split_k=split_k, num_stages=num_stages, threads=threads, block_M=block_M,
                        unroll_stages=unroll_stages)
