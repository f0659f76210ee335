"""Configurations of the low-bit gemm besides the plan, for the benchmarks to time (GPU)
and the tests to check (no GPU): the candidates ``plan()`` is chosen from
(``benchmarks/tune_int4.py`` times them).  A configuration is what
``lowbit_matmul(config=...)`` takes: ``(kernel name, options)``.  (The plan with parts of
its k-step left out, which computes wrong products, is made by the benchmark that times
it: ``benchmarks/ablations.py``.)"""

from __future__ import annotations

import itertools

from tilelang.jit import compile as compile_kernel
from tilelang.lowering.passes.pipeline import wgmma_groups_in_flight

from .lowbit_plan import plan, with_l2_hints

GROUP = 128  # the candidates' quantization group
SMS = 132  # the H100's (and H200's) SMs: the stream-K candidates' blocks


def gemm_config(bm, bn, bk, stages, threads, split=1, swizzle=0, policy="full_col", b_shared=False, b_wgmma=False,
                scale_acc=False, split_cluster=False, warp_specialize=False, k_split_wg=1, stream_k=0):
    """The gemm configuration of a tile (``block_M`` x ``block_N`` x ``block_K``), stage
    count, thread count and split-K, with the options set that are asked for."""
    options = dict(block_M=bm, block_N=bn, block_K=bk, num_stages=stages, threads=threads, split_k=split,
                   swizzle=swizzle, policy=policy)
    if warp_specialize:
        options["warp_specialize"] = True
    if stream_k:
        options["stream_k"] = stream_k
    if k_split_wg > 1:
        options["k_split_wg"] = k_split_wg
    if scale_acc:
        options["scale_acc"] = True
    if split_cluster:
        options["split_cluster"] = True
    if b_shared:
        options["b_shared"] = True
    if b_wgmma:
        options["b_wgmma"] = True
    return ("gemm", options)


def fits(M, n, k, cfg) -> bool:
    """Configuration ``cfg`` builds for an M x n x k problem: a warp grid exists, whole
    k-steps per split, no more stages than steps, the shared memory of sm_90a."""
    name, o = cfg
    if name == "gemv":
        return True
    warps = o["threads"] // 32
    steps = k // o["block_K"] // o["split_k"]
    # (b_shared: the decoded tile has one copy per wgmma group kept in flight, plus one)
    copies = wgmma_groups_in_flight(o["num_stages"]) + 1
    smem = o["num_stages"] * (o["block_M"] * o["block_K"] * 2 + o["block_N"] * o["block_K"] // 2 + o["block_N"] * 2) \
        + o.get("b_shared", False) * copies * o["block_N"] * o["block_K"] * 2 \
        + bool(o.get("stream_k")) * o["block_M"] * o["block_N"] * 4  # (the hand-in's float32 tile: no stage's bytes)
    if o.get("b_wgmma"):  # W rows in 64-row bands per warpgroup, at most 128 accumulators per thread
        bands = warps // 4 // o.get("k_split_wg", 1)  # (k_split_wg warpgroups share each 64-row band)
        grid = bands >= 1 and o["block_N"] % (64 * bands) == 0 and o["block_M"] % 8 == 0 and warps % 4 == 0 \
            and o["block_M"] * o["block_N"] <= 128 * o["threads"] and o["block_K"] % 32 == 0
    else:  # some warp grid must exist: block_M / 16 x block_N / 8 mma tiles over the warps
        grid = any(warps % wm == 0 and o["block_M"] % (16 * wm) == 0 and o["block_N"] % (8 * (warps // wm)) == 0
                   for wm in ((1,) if o.get("policy", "full_col") == "full_col" else range(1, warps + 1)))
    pairs = -(-M // o["block_M"]) * (n // o["block_N"]) * (k // o["block_K"] // 2)
    stream = not o.get("stream_k") or (k % (2 * o["block_K"]) == 0 and o["stream_k"] <= pairs)
    return grid and stream and steps >= 1 and k % (o["block_K"] * o["split_k"]) == 0 and n % o["block_N"] == 0 \
        and smem <= 227 * 1024 and o["num_stages"] <= steps


def candidates(M, n, k, b_shared=False, b_wgmma=False, warp_specialize=False, stream_k=False):
    """The configurations tried for one problem (those that fit); ``b_shared``: only
    the plan and the gemms that decode B into shared memory (Hopper's wgmma path);
    ``b_wgmma``: only the plan and the gemms that keep the decoded B in registers as
    wgmma's A operand (C.T = W A.T); ``warp_specialize``: the plan, and those register
    gemms with a producer warp issuing their copies (``T.Pipelined(warp_specialize=
    True)``); ``stream_k``: the plan, and register gemms with a producer warp on a
    stream-K schedule of one or two blocks per SM (``gemm_factory(stream_k=...)``).
    Every gemm candidate whose one row of tiles covers M carries the plan's L2 hints
    (``with_l2_hints``), so they are compared like for like."""
    out = [plan(M, n, k, GROUP, wgmma=True)]  # the H100's plan
    if stream_k:
        bm = 16 if M <= 16 else 32 if M <= 32 else 128
        for (bn, threads), bk, stages, blocks in itertools.product(((64, 128), (128, 256)), (64, 128, 256),
                                                                   (3, 4, 5, 6), (SMS, 2 * SMS)):
            out.append(gemm_config(bm, bn, bk, stages, threads, b_wgmma=True, warp_specialize=True, stream_k=blocks))
        return _unique_fitting(M, n, k, out)
    if warp_specialize:
        if M <= 32:
            bm = 16 if M <= 16 else 32
            tiles, widths, splits, stage_counts = ((bm, 64, 128), (bm, 128, 128)), (128, 256), (1, 2, 4), (3, 4, 6)
        else:
            # (64 x 128: half the activation tile per weight row of 128 x 64, over two warpgroups)
            tiles, widths, splits, stage_counts = ((128, 64, 128), (128, 128, 256), (64, 128, 256)), (64, 128), (1, 2), \
                (2, 3, 4, 5, 6, 8)
        if out[0][0] == "gemm" and out[0][1].get("b_wgmma"):
            out.append(("gemm", dict(out[0][1], warp_specialize=True)))  # the plan with a producer warp
        for (bm, bn, threads), bk, stages, split in itertools.product(tiles, widths, stage_counts, splits):
            out.append(gemm_config(bm, bn, bk, stages, threads, split, b_wgmma=True, warp_specialize=True))
            if split > 1 and threads > 128:  # (the cluster hand-in, as the long-K plan)
                out.append(gemm_config(bm, bn, bk, stages, threads, split, b_wgmma=True, split_cluster=True,
                                       warp_specialize=True))
        if M > 32:  # two consumer warpgroups on one 64-row band, each taking half of every step's K
            for bk, stages, split in itertools.product((128, 256), (3, 4, 5, 6), (1, 2)):
                out.append(gemm_config(128, 64, bk, stages, 256, split, b_wgmma=True, warp_specialize=True,
                                       k_split_wg=2))
        return _unique_fitting(M, n, k, out)
    if b_wgmma:  # (block_M: activation rows = the wgmma's N; block_N: weight rows, 64 per warpgroup band)
        if M <= 32:
            bm = 16 if M <= 16 else 32
            tiles, widths, splits, stage_counts = ((bm, 64, 128), (bm, 128, 128), (bm, 256, 256)), (128, 256, 512), \
                (1, 2, 4, 8, 16), (2, 3, 4)
        elif M <= 256:
            tiles, widths, splits, stage_counts = ((64, 64, 128), (64, 128, 128), (128, 64, 128), (128, 128, 256),
                                                   (128, 256, 512)), (64, 128, 256), (1, 2, 4), (3, 4, 5, 6)
        else:
            tiles, widths, splits, stage_counts = ((256, 128, 256), (128, 256, 256)), (64, 128), (1,), (3, 4, 5)
        for (bm, bn, threads), bk, stages, split in itertools.product(tiles, widths, stage_counts, splits):
            for sw in ((0, 8) if M > 256 else (0,)):
                out.append(gemm_config(bm, bn, bk, stages, threads, split, sw, b_wgmma=True))
            if split > 1 and threads > 128:  # (the split-K hand-in through a cluster: one large block per SM)
                out.append(gemm_config(bm, bn, bk, stages, threads, split, b_wgmma=True, split_cluster=True))
        return _unique_fitting(M, n, k, out)
    if b_shared and M > 16:  # the wgmma path: block_M a multiple of 64 per warpgroup, 16-64-wide steps
        tiles = ((64, 128, 128), (128, 128, 128), (128, 128, 256), (128, 256, 256), (256, 128, 256), (64, 256, 128),
                 (256, 128, 512))
        splits, swizzles = ((1, 2, 4), (0,)) if M <= 256 else ((1,), (0, 8))
        for (bm, bn, threads), bk, stages, split, sw in itertools.product(tiles, (32, 64, 128), (2, 3, 4, 5), splits,
                                                                          swizzles):
            out.append(gemm_config(bm, bn, bk, stages, threads, split, sw, "full_col", True))
        return _unique_fitting(M, n, k, out)
    if M <= 4:
        for bk, stages, split in itertools.product((512, 1024), (3, 4, 6), (1, 2, 4)):
            out.append(("gemv", dict(rows=4, block_K=bk, split_k=split, num_stages=stages, threads=128, block_M=M)))
    if M <= 16:
        for bn, bk, threads, split, stages in itertools.product((32, 64, 128, 256), (128, 256, 512), (128, 256),
                                                                (1, 2, 4, 8), (2, 3, 4)):
            out.append(gemm_config(16, bn, bk, stages, threads, split))
            if GROUP % bk == 0:  # (the scales on the step's accumulator: steps inside one group)
                out.append(gemm_config(16, bn, bk, stages, threads, split, scale_acc=True))
    elif M <= 256:
        for bm, bn, bk, threads, split, stages, pol in itertools.product(
                (64, 128), (64, 128, 256), (64, 128), (128, 256), (1, 2, 4), (3, 4), ("full_col", "square")):
            out.append(gemm_config(bm, bn, bk, stages, threads, split, 0, pol))
    else:
        for (bm, bn, threads), bk, stages, sw, pol in itertools.product(
                ((128, 128, 128), (128, 128, 256), (128, 256, 256), (256, 128, 256)), (32, 64), (3, 4), (0, 8),
                ("full_col", "square")):
            out.append(gemm_config(bm, bn, bk, stages, threads, 1, sw, pol))
    return _unique_fitting(M, n, k, out)


def _unique_fitting(M, n, k, out):
    seen, uniq = set(), []
    for c in (with_l2_hints(M, *c) for c in out):  # (the plan's L2 hints on every candidate they suit)
        key = (c[0], tuple(sorted(c[1].items())))
        if key not in seen and fits(M, n, k, c):
            seen.add(key)
            uniq.append(c)
    return uniq


def candidate_func(M, n, k, kernel="gemm", dtype="int4", **options):
    """The prim_func of one candidate for an M x n x k problem: ``kernel`` ("gemm" or
    "gemv") with ``options``, for a prepared ``dtype`` weight (``prepare``; group
    ``GROUP``, float16 activations and scales, no zeros) -- the kernel
    ``lowbit_matmul(a, prepared, config=(kernel, options))`` compiles (``out_idx``
    None: it writes C, the 5th argument).  The factory ``benchmarks/tune_int4.py`` hands
    ``tilelang.autotuner.AutoTuner``, with ``tuner_configs`` as its configurations."""
    from tilelang.dtypes import get_dtype
    from tilelang.quant import _implicit_zero

    from .lowbit_matmul import _FACTORIES  # (lowbit_matmul imports the package's jit at its import)

    if kernel not in _FACTORIES:
        raise ValueError(f"kernel must be one of {', '.join(_FACTORIES)}, got {kernel!r}")
    fmt = get_dtype(dtype)
    return _FACTORIES[kernel](M, n, k, GROUP, fmt.name, "float16", "float16", False, _implicit_zero(fmt), True,
                              **options)


def tuner_configs(cands) -> list[dict]:
    """Configurations ``(kernel name, options)`` (``candidates``) as the autotuner's flat
    dicts of ``candidate_func``'s parameters: ``{"kernel": name, **options}``."""
    return [{"kernel": name, **options} for name, options in cands]


def from_tuner_config(config: dict):
    """The ``(kernel name, options)`` configuration of a ``tuner_configs`` dict."""
    options = dict(config)
    return options.pop("kernel"), options


def build_for_sm90a(job):
    """Build one candidate, ``job = (M, n, k, cfg)``, for sm_90a (into the disk cache):
    None, or the line that reports its failure."""
    M, n, k, (name, o) = job
    try:
        compile_kernel(candidate_func(M, n, k, name, **o), target="cuda", arch="sm_90a")
        return None
    except Exception as e:  # noqa: BLE001  (reported; the sweep goes on)
        return f"  M={M} {n}x{k} {name} {o}: {type(e).__name__}: {str(e).splitlines()[0][:120]}"
