"""The quantized GEMM kernels of ``tilelang.ops``, written in the language.

``C = A @ dequant(B).T`` with A (M, K) float16/bfloat16 and B (N, K) a low-bit
weight (packed uint8 as ``tilelang.quantize`` returns it), scales and optional zeros
(N, K / G): ``w = (decode(code) - z) * s`` per group of G consecutive k (z: the zeros,
or the implicit zero ``zero`` -- 2**(b-1) for unsigned integer formats, else 0).  The
kernels take scales and zeros transposed, (K / G, N): one group of a tile of rows is
then one contiguous run, which the pipeline copies with cp.async (a column of the
(N, K / G) form is a strided gather of 2-byte values, read synchronously every step).

Two kernels, both cached per shape / dtype / group / configuration by ``@tilelang.jit``
(one factory per target, see ``ops/lowbit_matmul.py``):

* ``gemv`` (small M): block = ``rows`` rows of N x one K chunk (split-K) x ``block_M``
  rows of A (all of them for M <= 4: the weights are read once).
  Per step of ``block_K`` k, a ``T.Pipelined`` loop copies the packed tile (cp.async,
  16 bytes per thread), A's row and the scales into shared memory; every thread owns
  whole 32-bit words of the tile (``gemv_fragment``: lanes of a row are consecutive
  threads, each one word per step) so the int4 cast takes the ``dequant_i4`` fast path;
  products accumulate in float32 registers, one set per row of A (the decoded word
  feeds each); after the loop ``T.reduce_sum`` (warp
  shuffles) folds each row.  Without split-K the row sums are stored in A's dtype;
  with it, ``T.atomic_add`` adds them into a float32 (M, N) buffer that the host
  zeroes first and casts to A's dtype after (the order of the additions is not fixed).
* ``gemm`` (larger M): ``block_M x block_N x block_K`` tiles, 128 threads,
  ``T.Pipelined`` global -> shared copies of A and of the packed B tile (``num_stages``),
  the B tile in shared memory in ``make_int4_dequant_permutation`` order for int4/uint4
  so that the cast into the mma B fragment is ``dequant_i4`` (its 16-byte chunks
  XOR-swizzled by row: ``packed_tile_layout``); the group's zero and
  scale are applied on the fragment (float32 math, one rounding to A's dtype), then
  ``T.gemm`` (mma m16n8k16, float32 accumulation).  Few output tiles (small M, or
  N / block_N short of the SM count) split K: each block hands its float32 partial
  tile to ``T.split_k_reduce``, and the last block of a tile sums the partials in
  order and writes C (one kernel, no zeroed buffer, no cast after).

``prepared``: the caller passes the weight permuted on the host by
``make_int4_dequant_permutation(N, K)`` (``prepare_int4``).  The gemm declares B with
that layout (``T.Tensor(..., layout=L)``), keeps indexing W[n, k], and its global ->
shared tile copy is a plain byte copy (cp.async).  The gemv instead reads the weight
in storage order as a plain tensor and permutes A's step to match in shared memory
(float32), so its inner loop indexes both by storage column (cheap index arithmetic;
a group of 32-aligned k is the same set in both orders).  Without
it (int4/uint4) the gemm's tile copy permutes nibbles on the way (no cp.async for B).
Every other format with a word decode (int2, float4_e2m1fn, nf4, user formats) takes
the same path through ``dequant_word``; a prepared weight of 3, 5, 6, 7 or 8 bits comes
as bit planes (``plane_dtypes``: one tensor per plane, extra kernel parameters after
Arrivals) read through ``T.from_planes``; the rest take the generic decode.
"""

# (no `from __future__ import annotations`: the kernels' annotations must be evaluated
# where they are defined, closing over the shape arguments)
import functools

import tilelang.language as T
from tilelang.dtypes import get_dtype
from tilelang.layout import (Fragment, dequant_logical_column, dequant_storage_column, make_gemm_accumulator,
                             make_gemm_operand_b, make_lowbit_dequant_permutation, make_swizzle,
                             make_wgmma_accumulator, make_wgmma_operand_a, transposed)
from tilelang.lowering.tile_lowering.fast_dequant import word_codes
from tilelang.lowering.word_decode import plan as word_plan, stored_planes

__all__ = ["plane_dtypes", "gemm_factory", "gemm_parts", "gemm_split_shapes", "stream_k_parts",
           "gemv_factory", "gemv_fragment", "gemv_rows_out",
           "check_steps", "packed_tile_layout", "swizzled_permutation", "FAST_FORMATS", "word_format"]

FAST_FORMATS = ("int4", "uint4")  # formats with the dequant_i4 fast path (and the scale_acc gemm)


def word_format(wdtype, adtype) -> int | None:
    """Codes one decode takes when weight format ``wdtype`` decodes a word at a time into
    A's dtype (``dequant_i4`` for int4 / uint4, ``dequant_word`` for every other 1, 2
    or 4-bit format with an exact word decode: the lowering's own rule,
    ``fast_dequant.word_codes``; a 3, 5, 6, 7 or 8-bit format, stored in bit planes by
    ``prepare``: the narrowest plane's codes a word); else None."""
    fmt = get_dtype(wdtype)
    if fmt.bits > 8 or fmt.is_bool:
        return None
    planes = stored_planes(fmt.bits)
    if len(planes) > 1:
        decode = word_plan(fmt, adtype, planes)
        return decode.codes if decode is not None else None
    return word_codes(fmt, adtype)


def plane_dtypes(wdtype) -> tuple:
    """The formats of a prepared weight's bit planes, lowest bits first: ``uint4``,
    ``uint2``, ``uint1`` (``lowering/word_decode.stored_planes``) for a 3, 5, 6 or 7-bit
    format, two ``uint4`` for an 8-bit one (W8A16: nibble planes, whose words the
    lowering already moves and decodes); () for the others (one tensor of the format's
    own codes)."""
    planes = stored_planes(get_dtype(wdtype).bits)
    return tuple(f"uint{p}" for p, _ in planes) if len(planes) > 1 else ()


@T.macro
def decoded_f32(code, adtype, fast, zeros, zero, Z_s, g, i):
    """A weight code as float32 minus its zero (the group's explicit zero ``Z_s[g, i]``,
    read only with ``zeros``; else the implicit ``zero``): inlined into both kernels.
    A fast-format code goes through A's dtype so the cast takes the word decode; its
    implicit zero is subtracted there too (exact: codes and zero are small integers),
    which the lowering folds into the decode (``fast_dequant.parallel_words``)."""
    if fast and zero and not zeros:
        v = T.cast(T.cast(code, adtype) - T.cast(zero, adtype), "float32")
    elif fast:
        v = T.cast(T.cast(code, adtype), "float32")
    else:
        v = T.cast(code, "float32")
    if zeros:
        v = v - T.cast(Z_s[g, i], "float32")
    elif zero and not fast:
        v = v - zero
    return v


def check_steps(kernel, K, G, block_K, split_k):
    """Refuse steps that would compute a wrong product without a word: the factories take
    ``K // block_K // split_k`` whole steps per part (k past them would be left out), and a
    step reads the scales (and zeros) of whole groups or lies inside one group (a step
    straddling a group boundary would scale the second group's k by the first's)."""
    if block_K <= 0 or split_k <= 0:
        raise ValueError(f"{kernel}: block_K and split_k must be positive, got block_K={block_K}, split_k={split_k}")
    if K % (block_K * split_k):
        raise ValueError(f"{kernel}: block_K={block_K} * split_k={split_k} must divide K={K}: each of the split_k "
                         f"parts takes whole steps of block_K, so the last {K % (block_K * split_k)} k would be "
                         f"left out of the product")
    if G % block_K and block_K % G:
        raise ValueError(f"{kernel}: block_K={block_K} and the group size {G} must divide one another: a step "
                         f"takes the scales of whole groups, or lies inside one group")


@T.macro
def gemv_rows_out(acc, row_sum, C, bx, by, block_M, rows, split_k):
    """The gemvs' end (this one and ``lowbit_gemv``'s): each row's products folded by
    ``T.reduce_sum`` (warp shuffles) and written to C -- added atomically into the
    float32 C under split-K."""
    T.reduce_sum(acc, row_sum, dim=2)
    if split_k > 1:
        T.atomic_add(C[by * block_M:by * block_M + block_M, bx * rows:bx * rows + rows], row_sum)
    else:
        T.copy(row_sum, C[by * block_M:by * block_M + block_M, bx * rows:bx * rows + rows])


def gemv_fragment(rows: int, block_K: int, threads: int, prepared: bool, block_M: int = 1) -> Fragment:
    """The (block_M, rows, block_K) accumulator layout of the gemv: storage word ``w`` of
    row ``i`` goes to thread ``i * lanes + w % lanes`` (lanes = threads / rows), slot
    ``m * S + w // lanes * 8 + e`` (S = block_K / lanes slots per row of A) where ``e``
    is the element's place in ``dequant_i4``'s output order (nibble q -> e = 2 (q % 4)
    + q // 4).  Every row m of A shares the thread: one weight word feeds block_M
    accumulators.  Storage is the packed tile's: plain, or the dequant permutation
    for prepared weights."""
    lanes = threads // rows
    per = block_K // lanes  # slots per row of A

    def fn(m, i, j):
        c = dequant_storage_column(j, 4) if prepared else j
        w, q = c // 8, c % 8
        return i * lanes + w % lanes, m * per + w // lanes * 8 + q % 4 * 2 + q // 4

    def inverse(t, l):  # (thread, slot) -> (m, i, j), closed form for the lowering
        s = l % per
        c = (s // 8 * lanes + t % lanes) * 8 + s % 8 // 2 + s % 2 * 4
        j = dequant_logical_column(c, 4) if prepared else c  # (int4's order for every format: any bijection does)
        return l // per, t // lanes, j

    frag = Fragment([block_M, rows, block_K], forward_fn=fn)
    frag._inverse_hint = inverse  # checked by inverse() against the forward map
    return frag


def gemv_factory(M, N, K, G, wdtype, adtype, sdtype, zeros, zero, prepared, rows=4, block_K=256, split_k=1,
                 num_stages=3, threads=128, block_M=1, unroll_stages=False):
    """The split-K gemv (module docstring); ``zeros``: a Zeros parameter is read;
    ``zero``: the constant zero otherwise; ``unroll_stages``: ``T.Pipelined``'s.  Grid:
    (N / rows, split_k, M / block_M)."""
    lanes = threads // rows
    if threads % rows or lanes > 32 or 32 % lanes or (block_K // 8) % lanes:
        raise ValueError(f"gemv: rows={rows}, block_K={block_K}, threads={threads} do not fit: threads / rows lanes "
                         f"per row (a power of 2 up to 32) must divide block_K / 8 words")
    check_steps("gemv", K, G, block_K, split_k)
    bits = get_dtype(wdtype).bits
    block = 4 * (32 // bits)  # (the prepared permutation's blocks of columns)
    if prepared and block_K % block:
        raise ValueError(f"gemv: block_K={block_K} must be a multiple of {block} for a prepared {wdtype} weight (the "
                         f"dequant permutation's blocks of 4 words of columns)")
    steps = K // block_K // split_k
    sk = max(1, block_K // G)  # scale columns per step
    fast = wdtype in FAST_FORMATS
    # A prepared weight is read in its storage order (a plain tensor: element c of a
    # block holds logical k = dequant_logical_column(c), the format's permutation), and
    # A's step is permuted to match in shared memory: the inner loop then indexes both
    # by storage column, which keeps its index arithmetic trivial.  A storage column's
    # group is its own where G is a multiple of the block (int4's 32 columns always),
    # else its logical column's (2-bit blocks of 64 columns at G = 32).
    acc_layout = gemv_fragment(rows, block_K, threads, False, block_M)
    cdtype = "float32" if split_k > 1 else adtype  # split-K partials add up in float32

    @T.prim_func
    def gemv(A: T.Tensor((M, K), adtype), B: T.Tensor((N, K), wdtype),
             Scales: T.Tensor((K // G, N), sdtype), Zeros: T.Tensor((K // G, N), sdtype),
             C: T.Tensor((M, N), cdtype)):
        with T.Kernel(T.ceildiv(N, rows), split_k, T.ceildiv(M, block_M), threads=threads) as (bx, bs, by):
            B_s = T.alloc_shared((rows, block_K), wdtype)
            A_s = T.alloc_shared((block_M, block_K), adtype)
            A_f = T.alloc_shared((block_M, block_K) if prepared else (1, 1), "float32")  # A in B's order
            S_s = T.alloc_shared((sk, rows), sdtype)
            Z_s = T.alloc_shared((sk, rows), sdtype)
            acc = T.alloc_fragment((block_M, rows, block_K), "float32")
            row_sum = T.alloc_fragment((block_M, rows), "float32")
            T.annotate_layout({acc: acc_layout})
            T.clear(acc)
            for ko in T.Pipelined(steps, num_stages=num_stages, unroll_stages=unroll_stages):
                k0 = (bs * steps + ko) * block_K
                T.copy(B[bx * rows, k0], B_s)
                T.copy(A[by * block_M:by * block_M + block_M, k0:k0 + block_K], A_s)
                g0 = k0 // G  # (slices: S_s may have one row, which a corner would not say)
                T.copy(Scales[g0:g0 + sk, bx * rows:bx * rows + rows], S_s)
                if zeros:
                    T.copy(Zeros[g0:g0 + sk, bx * rows:bx * rows + rows], Z_s)
                if prepared:  # storage column c holds logical k = dequant_logical_column(c) of its block
                    for m, c in T.Parallel(block_M, block_K):
                        A_f[m, c] = T.cast(A_s[m, dequant_logical_column(c, bits)], "float32")
                for m, i, j in T.Parallel(block_M, rows, block_K):
                    g = (dequant_logical_column(j, bits) if prepared and G % block else j) // G
                    v = decoded_f32(B_s[i, j], adtype, fast, zeros, zero, Z_s, g, i)
                    a = A_f[m, j] if prepared else T.cast(A_s[m, j], "float32")
                    acc[m, i, j] += v * T.cast(S_s[g, i], "float32") * a
            gemv_rows_out(acc, row_sum, C, bx, by, block_M, rows, split_k)

    return gemv


def gemm_factory(M, N, K, G, wdtype, adtype, sdtype, zeros, zero, prepared, block_M=64, block_N=128,
                 block_K=64, num_stages=3, threads=128, split_k=1, swizzle=0, policy="full_col", b_shared=False,
                 b_wgmma=False, scale_acc=False, k_split_wg=1, split_cluster=False,
                 weight_eviction=None, activation_eviction=None, warp_specialize=False, stream_k=0, pdl=False,
                 lookup_tables="registers", unroll_stages=False):
    """The tensor-core gemm (module docstring).  Grid: (N / block_N, M / block_M, split_k);
    with split_k > 1 each block takes K / split_k and hands its float32 partial tile to
    ``T.split_k_reduce`` (``Work``: (split_k, M, N) float32, ``Arrivals``: one int32
    counter per output tile, zero between calls; without split-K both are (1, ...)
    placeholders); ``swizzle``: ``T.use_swizzle`` panel (0: none); ``policy``: the
    warp grid (``T.GemmWarpPolicy``; full_col: every warp along N, so each weight is
    decoded by one warp, where a square grid of wm warp rows decodes it wm times);
    ``b_shared``: the decoded tile goes on to shared memory (``B_d``) and the gemm reads
    both operands there -- the form Hopper's wgmma takes (sm_90a), the decode still
    in the registers of the mma B operand layout (its ``dequant_i4`` fast path);
    ``b_wgmma`` (sm_90a only): the decoded tile stays in registers laid out as wgmma's
    register operand (``make_wgmma_operand_a``: W rows in 64-row bands per warpgroup),
    and the gemm runs transposed on wgmma, C.T = W @ A.T (``tile_lowering/wgmma.py``)
    -- no shared round trip for the weights; block_N a multiple of 64 per warpgroup,
    block_M at most 256 per wgmma.  Otherwise the register operand is the mma.sync one
    (annotated, so an sm_90a build keeps mma.sync).  ``scale_acc`` (a weight decoded a
    word at a time into the register operand -- mma.sync's or wgmma's --, without
    zeros, each step inside one group: G a multiple of block_K): the gemm multiplies A
    by the exact values into a per-step float32 accumulator, and the step's scales
    multiply that (one fma per accumulator element of the thread, 8 a step at block_M
    = 16 on mma.sync, 16 on wgmma's 128 rows) instead of every decoded weight (64 or
    128 weights a thread, half as many paired multiplies) -- fewer instructions where
    the decode bounds the kernel (small M; static SASS of a 16 x 128 x 128 step, wgmma /
    mma.sync: int4 449 -> 402 / 372 -> 330, nf4 702 -> 662, uint2 369 -> 340), and no
    rounding of value x scale to A's dtype.  On wgmma's register operand a step may also
    span two groups (block_K = 2 G): a gemm per group over its half of K
    (``T.gemm(A_s[:, 0:G], B_f[:, 0:G], ...)``) into a step accumulator of its own, both
    left running, then each scaled onto C -- the planned 16 x 128 x 256 step keeps its
    width and its tiles (static SASS, 28672 x 8192, instructions a step: int4 710 -> 624,
    uint2 676 -> 590, nf4 with the pair table 968 -> 884, fp4 1027 -> 941).
    Planned in the two-group form up to M = 32 (``lowbit_plan.with_scale_on_accumulator``:
    M = 16 3-13% faster on an H200); 128-wide steps with it were 3% faster than without and
    still slower than the 256-wide ones (benchmarks/RESULTS.md).

    ``split_cluster`` (split-K on sm_90): the parts of a tile hand in as one thread-block
    cluster, through each other's shared memory (``T.split_k_reduce(cluster=True)``).

    ``weight_eviction`` / ``activation_eviction``: the L2 hints of the weight (and scale)
    tile loads and of the activation tile loads (``T.copy(eviction_policy=...)``; None:
    none) -- evict_first for the weights each block streams once, evict_last for the
    activations every column of tiles reads again.

    ``warp_specialize`` (sm_90): the k-loop's tile copies are issued by a producer warp
    added to the block (``T.Pipelined(warp_specialize=True)``), the other threads only
    decode and multiply; every copy must be a whole-tile TMA load.

    ``stream_k`` (a number of blocks; 0: the grid of tiles): a persistent grid of that
    many blocks on a stream-K schedule (``_stream_k_gemm``): each block takes an equal
    run of the problem's pairs of k-steps, crossing tiles, and a tile split between two
    or more blocks is summed by ``T.split_k_reduce(parts=...)`` -- no partial last
    wave where the tiles do not divide among the SMs (224 tiles on 132 SMs).

    ``k_split_wg`` (with ``b_wgmma``, threads = 128 x k_split_wg): the warpgroups split
    each step's K instead of the weight rows -- each decodes its part of the step and
    runs its wgmmas into its own accumulator registers (partial sums, added up once
    after the loop: ``tile_lowering/partial_sums.py``), so one tile has several
    warpgroups hiding each other's decode; block_K / k_split_wg a multiple of 64.

    ``pdl``: the kernel begins with ``T.pdl_sync()``, so it is launched with programmatic
    dependent launch (Hopper): its blocks become resident and set up while the previous
    kernel of the stream drains, and read nothing before that kernel has finished; and
    with ``T.pdl_trigger()``, so the next kernel may do the same while this one runs.
    Off by default (``benchmarks/pdl_launch.py``, H100, weights from device memory):
    behind a kernel that triggers early it saves ~1 us a call at 4096 x 4096 .. 28672 x
    4096, M = 1; behind one that does not (every torch and inductor kernel in torch 2.11)
    or another gemm it costs 0.1-0.2 us.

    ``lookup_tables``: where a table format's decode (nf4, codebooks) looks its values up
    (``T.annotate_lookup_tables``): ``"shared"``, a pair table of 32 KiB in the block's
    shared memory (planned where the weight is decoded into wgmma's register operand,
    ``lowbit_plan._gemm_takes_table``).

    ``unroll_stages``: the k loop unrolled by its stages (``T.Pipelined(unroll_stages=
    True)``; int4 M = 16 at 28672 x 8192, sm_90a, 624 -> ~550 SASS instructions a step,
    199 -> 249 registers -- still two blocks an SM; planned at M = 16 for 1, 2 and 4 bits,
    ``lowbit_plan.with_unrolled_stages``)."""
    check_steps("gemm", K, G, block_K, split_k)  # (ragged M and N are fine: every access is bounds-checked)
    sk = max(1, block_K // G)
    bits, codes = get_dtype(wdtype).bits, word_format(wdtype, adtype)
    # the word decode, where a step's tile holds whole blocks of the lanes' words (4 words of n codes a row)
    # a prepared weight of 3, 5, 6, 7 or 8 bits: one tensor per bit plane (B the lowest bits'), read by
    # T.from_planes (a raw one's codes straddle words, or are bytes: the generic decode)
    planes = plane_dtypes(wdtype) if prepared else ()
    fast = codes is not None and block_K % (4 * codes) == 0 and (bool(planes) or bits in (1, 2, 4))
    nplanes, b_dtype = max(1, len(planes)), planes[0] if planes else wdtype
    two_groups = scale_acc and b_wgmma and block_K == 2 * G and not warp_specialize  # (a gemm per group)
    if scale_acc and not ((wdtype in FAST_FORMATS or fast) and not zeros and (G % block_K == 0 or two_groups)
                          and not b_shared and k_split_wg == 1):
        raise ValueError(f"gemm: scale_acc needs the register operand (no b_shared, k_split_wg=1), a weight whose "
                         f"codes decode a word at a time, without zeros, and steps inside one group (group {G} a "
                         f"multiple of block_K={block_K}; with b_wgmma also two groups, block_K = 2 * group, "
                         f"without warp_specialize); got {wdtype}, zeros={zeros}, b_shared={b_shared}")
    if planes and stream_k:
        raise ValueError(f"gemm: stream_k takes one weight tensor, not the bit planes of a prepared {wdtype} weight")
    layout = make_lowbit_dequant_permutation(N, K, get_dtype(b_dtype).bits) if prepared else None
    plane_layouts = [make_lowbit_dequant_permutation(N, K, get_dtype(d).bits) for d in planes[1:]]
    steps = K // block_K // split_k
    if stream_k and (split_k != 1 or split_cluster or swizzle or N % block_N or K % (2 * block_K)
                     or stream_k > (-(-M // block_M)) * (N // block_N) * (K // block_K // 2)):
        raise ValueError(f"gemm: stream_k={stream_k} blocks take runs of pairs of k-steps over whole tiles: it needs "
                         f"split_k=1 (no split_cluster or swizzle), N a multiple of block_N={block_N}, K "
                         f"of 2 * block_K={2 * block_K}, and at least one pair of steps per block; got N={N}, "
                         f"K={K}, split_k={split_k}, swizzle={swizzle}")
    work_shape, count_shape = gemm_split_shapes(M, N, block_M, block_N, gemm_parts(
        M, N, K, dict(block_M=block_M, block_N=block_N, block_K=block_K, split_k=split_k, stream_k=stream_k)))
    # A 16-bit code of a fast format is exact, minus the implicit zero too, so code *
    # scale in A's dtype rounds once, like the float32 route: one multiply instead of
    # three conversions and a multiply.  Explicit zeros take the float32 route.
    half_math = fast and not zeros and sdtype == adtype
    rows_a = min(M, block_M)  # rows of A a block copies (fewer than block_M only when M is)
    if k_split_wg > 1 and (not b_wgmma or threads != 128 * k_split_wg or block_K % (64 * k_split_wg)):
        raise ValueError(f"gemm: k_split_wg={k_split_wg} needs b_wgmma, threads = {128 * k_split_wg} and block_K a "
                         f"multiple of {64 * k_split_wg}; got b_wgmma={b_wgmma}, threads={threads}, "
                         f"block_K={block_K}")
    if warp_specialize and not (fast and prepared):  # (the producer warp issues TMA copies only)
        raise ValueError(f"gemm: warp_specialize needs a prepared weight of a format with a word decode, its steps "
                         f"whole blocks of words (its tile is a TMA copy); got {wdtype}, prepared={prepared}, "
                         f"block_K={block_K}")
    if b_wgmma:
        b_operand = make_wgmma_operand_a(block_N, block_K, threads // 128, k_split=k_split_wg > 1)
    else:  # the mma B operand, in the registers the decode writes
        b_operand = transposed(make_gemm_operand_b(block_K, block_N, block_M, threads // 32, 16, policy))

    @T.macro
    def tiles():
        """The block's buffers, laid out."""
        A_s = T.alloc_shared((block_M, block_K), adtype)
        B_s = T.alloc_shared((block_N, block_K), b_dtype)
        S_s = T.alloc_shared((sk, block_N), sdtype)
        Z_s = T.alloc_shared((sk, block_N), sdtype)
        B_f = T.alloc_fragment((block_N, block_K), adtype)
        B_d = T.alloc_shared((block_N, block_K) if b_shared else (8, 8), adtype)
        C_f = T.alloc_fragment((block_M, block_N), "float32")
        C_step = T.alloc_fragment((block_M, block_N) if scale_acc else (1, 1), "float32")
        C2_step = T.alloc_fragment((block_M, block_N) if two_groups else (1, 1), "float32")
        if fast:
            T.annotate_layout({B_s: packed_tile_layout(block_N, block_K, get_dtype(b_dtype).bits)})
        T.annotate_layout({B_f: b_operand})  # the registers the decode writes (dequant_i4 words)
        if lookup_tables != "registers":
            T.annotate_lookup_tables(lookup_tables)
        if scale_acc:  # the running sum in the step accumulator's registers: a thread-local update
            T.annotate_layout({C_f: transposed(make_wgmma_accumulator(block_N, block_M, threads // 128)) if b_wgmma
                               else make_gemm_accumulator(block_M, block_N, threads // 32, 16, policy)})
        return A_s, B_s, S_s, Z_s, B_f, B_d, C_f, (C_step, C2_step)

    @T.macro
    def plane_tiles():
        """The shared tiles of the weight's other bit planes (``planes[1:]``), laid out."""
        B1_s = T.alloc_shared((block_N, block_K), planes[1])
        if fast:
            T.annotate_layout({B1_s: packed_tile_layout(block_N, block_K, get_dtype(planes[1]).bits)})
        if nplanes == 3:
            B2_s = T.alloc_shared((block_N, block_K), planes[2])
            if fast:
                T.annotate_layout({B2_s: packed_tile_layout(block_N, block_K, get_dtype(planes[2]).bits)})
            return B1_s, B2_s
        return B1_s, B1_s

    @T.macro
    def k_step(A, B, Scales, Zeros, A_s, B_s, S_s, Z_s, B_f, B_d, C_f, C_step, k0, bx, by, P=()):
        """One step of the k-loop: the tiles of ``k0`` copied in, decoded, multiplied into C_f.
        ``P``: the other bit planes' (B1, B2, B1_s, B2_s) of a planar weight."""
        if rows_a < block_M and not warp_specialize:  # M < block_M: the rows past M stay
            # unset; they only feed rows of C that are never stored (mma rows are
            # independent).  (A producer warp's TMA copies the whole tile, zero past M.)
            T.copy(A[0:rows_a, k0:k0 + block_K], A_s[0:rows_a, 0:block_K],
                   eviction_policy=activation_eviction)
        else:
            T.copy(A[by * block_M, k0], A_s, eviction_policy=activation_eviction)
        g0 = k0 // G
        T.copy(B[bx * block_N, k0], B_s, eviction_policy=weight_eviction)
        if nplanes > 1:
            B1, B2, B1_s, B2_s = P
            T.copy(B1[bx * block_N, k0], B1_s, eviction_policy=weight_eviction)
            if nplanes == 3:
                T.copy(B2[bx * block_N, k0], B2_s, eviction_policy=weight_eviction)
        T.copy(Scales[g0:g0 + sk, bx * block_N:bx * block_N + block_N], S_s,
               eviction_policy=weight_eviction)
        if zeros:
            T.copy(Zeros[g0:g0 + sk, bx * block_N:bx * block_N + block_N], Z_s,
                   eviction_policy=weight_eviction)
        for i, j in T.Parallel(block_N, block_K):
            if nplanes == 3:  # (a planar weight's code: its planes' bits put together)
                code = T.from_planes(wdtype, B_s[i, j], P[2][i, j], P[3][i, j])
            elif nplanes == 2:
                code = T.from_planes(wdtype, B_s[i, j], P[2][i, j])
            else:
                code = B_s[i, j]
            if scale_acc or half_math:  # the exact code (minus the implicit zero) ...
                v = T.cast(code, adtype)
                if zero:
                    v = v - T.cast(zero, adtype)
                if scale_acc:  # ... scaled on the accumulator after the gemm
                    B_f[i, j] = v
                else:  # ... times the scale: one rounding
                    B_f[i, j] = v * S_s[j // G, i]
            else:
                v = decoded_f32(code, adtype, fast, zeros, zero, Z_s, j // G, i)
                B_f[i, j] = T.cast(v * T.cast(S_s[j // G, i], "float32"), adtype)
        if b_shared:
            T.copy(B_f, B_d)
            T.gemm(A_s, B_d, C_f, transpose_B=True, policy=policy)
        elif two_groups:  # a gemm per group over its half of K, both left running, each scaled as it completes
            for h, acc in ((0, C_step[0]), (1, C_step[1])):  # (compile-time)
                T.gemm(A_s[:, h * G:h * G + G], B_f[:, h * G:h * G + G], acc, transpose_B=True, policy=policy,
                       clear_accum=True, wg_wait=-1)
            for h, acc in ((0, C_step[0]), (1, C_step[1])):
                T.wait_wgmma(1 - h)
                for i, j in T.Parallel(block_M, block_N):  # (one rounding: an fma)
                    C_f[i, j] = T.fma(acc[i, j], T.cast(S_s[h, j], "float32"), C_f[i, j])
        elif scale_acc:
            T.gemm(A_s, B_f, C_step[0], transpose_B=True, policy=policy, clear_accum=True)
            for i, j in T.Parallel(block_M, block_N):  # (one rounding: an fma)
                C_f[i, j] = T.fma(C_step[0][i, j], T.cast(S_s[0, j], "float32"), C_f[i, j])
        else:
            T.gemm(A_s, B_f, C_f, transpose_B=True, policy=policy)

    if stream_k:
        return _stream_k_gemm(M, N, K, G, wdtype, adtype, sdtype, layout, work_shape, count_shape, block_M, block_N,
                              block_K, num_stages, threads, stream_k, warp_specialize, tiles, k_step, pdl)

    grid = (-(-N // block_N), -(-M // block_M), split_k)

    @T.macro
    def block(A, B, Scales, Zeros, C, Work, Arrivals, bx, by, bs, B1=None, B2=None):
        """One block's tile of C (the kernel's body)."""
        A_s, B_s, S_s, Z_s, B_f, B_d, C_f, C_step = tiles()
        P = ()
        if nplanes > 1:
            B1_s, B2_s = plane_tiles()
            P = (B1, B2, B1_s, B2_s)
        if swizzle:
            T.use_swizzle(panel_size=swizzle)
        if pdl:
            T.pdl_sync()
            T.pdl_trigger()
        T.clear(C_f)
        for ko in T.Pipelined(steps, num_stages=num_stages, warp_specialize=warp_specialize,
                              unroll_stages=unroll_stages):
            k0 = (bs * steps + ko) * block_K
            k_step(A, B, Scales, Zeros, A_s, B_s, S_s, Z_s, B_f, B_d, C_f, C_step, k0, bx, by, P)
        if split_k > 1:  # the last of the split_k blocks of this tile writes it
            T.split_k_reduce(C_f, Work, Arrivals[by, bx], C[by * block_M, bx * block_N], bs, cluster=split_cluster)
        else:
            T.copy(C_f, C[by * block_M, bx * block_N])

    # B: the weight (a planar one's lowest bits); a planar weight's other planes come last
    if nplanes == 1:
        @T.prim_func
        def gemm(A: T.Tensor((M, K), adtype), B: T.Tensor((N, K), b_dtype, layout=layout),
                 Scales: T.Tensor((K // G, N), sdtype), Zeros: T.Tensor((K // G, N), sdtype),
                 C: T.Tensor((M, N), adtype), Work: T.Tensor(work_shape, "float32"),
                 Arrivals: T.Tensor(count_shape, "int32")):
            with T.Kernel(*grid, threads=threads) as (bx, by, bs):
                block(A, B, Scales, Zeros, C, Work, Arrivals, bx, by, bs)
    elif nplanes == 2:
        @T.prim_func
        def gemm(A: T.Tensor((M, K), adtype), B: T.Tensor((N, K), b_dtype, layout=layout),
                 Scales: T.Tensor((K // G, N), sdtype), Zeros: T.Tensor((K // G, N), sdtype),
                 C: T.Tensor((M, N), adtype), Work: T.Tensor(work_shape, "float32"),
                 Arrivals: T.Tensor(count_shape, "int32"), B1: T.Tensor((N, K), planes[1], layout=plane_layouts[0])):
            with T.Kernel(*grid, threads=threads) as (bx, by, bs):
                block(A, B, Scales, Zeros, C, Work, Arrivals, bx, by, bs, B1, B1)
    else:
        @T.prim_func
        def gemm(A: T.Tensor((M, K), adtype), B: T.Tensor((N, K), b_dtype, layout=layout),
                 Scales: T.Tensor((K // G, N), sdtype), Zeros: T.Tensor((K // G, N), sdtype),
                 C: T.Tensor((M, N), adtype), Work: T.Tensor(work_shape, "float32"),
                 Arrivals: T.Tensor(count_shape, "int32"), B1: T.Tensor((N, K), planes[1], layout=plane_layouts[0]),
                 B2: T.Tensor((N, K), planes[2], layout=plane_layouts[1])):
            with T.Kernel(*grid, threads=threads) as (bx, by, bs):
                block(A, B, Scales, Zeros, C, Work, Arrivals, bx, by, bs, B1, B2)

    return gemm


def _stream_k_gemm(M, N, K, G, wdtype, adtype, sdtype, layout, work_shape, count_shape, block_M, block_N, block_K,
                   num_stages, threads, blocks, warp_specialize, tiles, k_step, pdl):
    """The gemm on a stream-K schedule (``gemm_factory(stream_k=blocks)``): ``blocks``
    blocks, each taking an equal run of the problem's k-steps in pairs -- the output
    tiles in order, each tile's steps in order -- so that no SM idles for a last
    partial wave.  A block's run crosses tiles: per tile it meets, it runs the steps
    of its run there (one ``T.Pipelined`` loop, whose bounds are even: a register
    operand's two sets keep one wgmma group in flight) and hands the partial tile to
    ``T.split_k_reduce`` with the tile's count of parts (1: written directly)."""
    tiles_n, tiles_m = N // block_N, -(-M // block_M)
    half = K // block_K // 2  # pairs of steps per tile
    pairs = tiles_m * tiles_n * half

    @T.prim_func
    def gemm(A: T.Tensor((M, K), adtype), B: T.Tensor((N, K), wdtype, layout=layout),
             Scales: T.Tensor((K // G, N), sdtype), Zeros: T.Tensor((K // G, N), sdtype),
             C: T.Tensor((M, N), adtype), Work: T.Tensor(work_shape, "float32"),
             Arrivals: T.Tensor(count_shape, "int32")):
        with T.Kernel(blocks, threads=threads) as sb:
            if pdl:
                T.pdl_sync()
                T.pdl_trigger()
            A_s, B_s, S_s, Z_s, B_f, B_d, C_f, C_step = tiles()
            lo = sb * pairs // blocks  # this block's pairs of steps: [lo, hi)
            hi = (sb + 1) * pairs // blocks
            for t in T.serial(lo // half, T.ceildiv(hi, half)):
                bx = t % tiles_n
                by = t // tiles_n
                p0 = t * half  # the tile's first pair
                T.clear(C_f)
                for ko in T.Pipelined(2 * (T.max(lo, p0) - p0), 2 * (T.min(hi, p0 + half) - p0),
                                      num_stages=num_stages, warp_specialize=warp_specialize):
                    k0 = ko * block_K
                    k_step(A, B, Scales, Zeros, A_s, B_s, S_s, Z_s, B_f, B_d, C_f, C_step, k0, bx, by)
                # the blocks holding the tile's first and last pairs: the tile's parts
                first = ((p0 + 1) * blocks - 1) // pairs
                last = ((p0 + half) * blocks - 1) // pairs
                T.split_k_reduce(C_f, Work, Arrivals[by, bx], C[by * block_M, bx * block_N], sb - first,
                                 parts=last - first + 1)

    return gemm


@functools.lru_cache(maxsize=256)
def stream_k_parts(M, N, K, block_M, block_N, block_K, blocks) -> int:
    """The most blocks of a stream-K schedule (``_stream_k_gemm``) that share one tile
    (cached: ``int4_matmul`` asks on every call, and the answer walks every tile)."""
    half = K // block_K // 2
    pairs = -(-M // block_M) * (N // block_N) * half

    def holder(x):  # the block whose run holds pair x
        return ((x + 1) * blocks - 1) // pairs

    return max(holder(p0 + half - 1) - holder(p0) + 1 for p0 in range(0, pairs, half))


def gemm_parts(M, N, K, options) -> int:
    """How many parts an output tile of ``gemm_factory(**options)`` may be summed from:
    ``split_k``, or the stream-K schedule's most (``gemm_split_shapes``'s split_k)."""
    if options.get("stream_k"):
        return max(2, stream_k_parts(M, N, K, options["block_M"], options["block_N"], options["block_K"],
                                     options["stream_k"]))
    return options.get("split_k", 1)


def packed_tile_layout(rows: int, cols: int, bits: int = 4):
    """The packed weight tile (``bits``-bit codes) in shared memory: the dequant
    permutation (each lane's values of the mma operand in one 32-bit word,
    ``make_lowbit_dequant_permutation``), its 16-byte chunks XOR-swizzled by row
    (``make_swizzle`` on the packed bytes).  The lanes of a warp read one word of each
    of 8 consecutive rows at once; rows of 32 bytes or more would otherwise put those 8
    words in 2-8 lanes of one bank (8-way at 128-byte rows)."""
    perm = make_lowbit_dequant_permutation(rows, cols, bits)
    row_bytes = cols * bits // 8
    if rows % 8 or row_bytes % 32:
        return perm
    return swizzled_permutation(perm, make_swizzle(rows, cols, bits, min(128, row_bytes)))


def swizzled_permutation(perm, swizzle):
    """``swizzle`` (an XOR of 16-byte chunks: its own inverse) after the dequant
    permutation ``perm``: a packed weight tile's layout, whose copy moves 16-byte chunks
    through it (a prepared weight) or assembles each byte through the closed-form
    inverse (a raw one: the swizzle's, then the permutation's)."""
    layout = swizzle.compose(perm)
    layout._inverse_hint = lambda i, j: perm._inverse_hint(*swizzle.forward(i, j))
    return layout


def gemm_split_shapes(M, N, block_M, block_N, split_k):
    """(Work, Arrivals) shapes of the gemm: (split_k, M, N) partials and one counter per
    output tile with split-K, else (1, 1, 1) / (1, 1) placeholders."""
    if split_k == 1:
        return (1, 1, 1), (1, 1)
    return (split_k, M, N), (-(-M // block_M), -(-N // block_N))
