"""Configuration sweep for ``int4_matmul``'s kernels: every candidate ``(kernel, options)``
of ``candidates(M, N, K)`` is built, checked against a float32 reference and timed
(median us, CUDA events, rotated weight copies as in ``int4_gemm.py``); the fastest
ones are printed per shape.  This is what ``plan()`` is chosen from; GPU only.

    python benchmarks/tune_int4.py [--ms 1 16 128 4096] [--shapes 8192x8192] [--top 8]
                                   [--b-shared | --b-wgmma | --warp-specialize | --stream-k]

Every candidate is first built for sm_90a in parallel processes (one per core) into the
disk cache; ``--precompile`` stops there (no GPU needed).
"""

from __future__ import annotations

import argparse
import itertools
import os
import sys
import time

GROUP = 128
SMS = 132  # the H100's (and H200's) SMs: the stream-K candidates' blocks


def _gemm(bm, bn, bk, stages, threads, split=1, swizzle=0, policy="full_col", b_shared=False, b_wgmma=False,
          scale_acc=False, split_cluster=False, warp_specialize=False, k_split_wg=1, stream_k=0):
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


def _fits(M, n, k, cfg) -> bool:
    from tilelang.lowering.passes.pipeline import wgmma_groups_in_flight

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
    from tilelang.ops import plan

    out = [plan(M, n, k, GROUP, wgmma=True)]  # the H100's plan
    if stream_k:
        bm = 16 if M <= 16 else 32 if M <= 32 else 128
        for (bn, threads), bk, stages, blocks in itertools.product(((64, 128), (128, 256)), (64, 128, 256),
                                                                   (3, 4, 5, 6), (SMS, 2 * SMS)):
            out.append(_gemm(bm, bn, bk, stages, threads, b_wgmma=True, warp_specialize=True, stream_k=blocks))
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
            out.append(_gemm(bm, bn, bk, stages, threads, split, b_wgmma=True, warp_specialize=True))
            if split > 1 and threads > 128:  # (the cluster hand-in, as the long-K plan)
                out.append(_gemm(bm, bn, bk, stages, threads, split, b_wgmma=True, split_cluster=True,
                                 warp_specialize=True))
        if M > 32:  # two consumer warpgroups on one 64-row band, each taking half of every step's K
            for bk, stages, split in itertools.product((128, 256), (3, 4, 5, 6), (1, 2)):
                out.append(_gemm(128, 64, bk, stages, 256, split, b_wgmma=True, warp_specialize=True,
                                 k_split_wg=2))
        return _unique_fitting(M, n, k, out)
    if b_wgmma:  # (block_M: activation rows = the wgmma's N; block_N: weight rows, 64 per warpgroup band)
        if M <= 32:
            bm = 16 if M <= 16 else 32
            tiles, widths, splits, stage_counts = ((bm, 64, 128), (bm, 128, 128), (bm, 256, 256)), (128, 256, 512), \
                (1, 2, 4), (2, 3, 4)
        elif M <= 256:
            tiles, widths, splits, stage_counts = ((64, 64, 128), (64, 128, 128), (128, 64, 128), (128, 128, 256),
                                                   (128, 256, 512)), (64, 128, 256), (1, 2, 4), (3, 4, 5, 6)
        else:
            tiles, widths, splits, stage_counts = ((256, 128, 256), (128, 256, 256)), (64, 128), (1,), (3, 4, 5)
        for (bm, bn, threads), bk, stages, split in itertools.product(tiles, widths, stage_counts, splits):
            for sw in ((0, 8) if M > 256 else (0,)):
                out.append(_gemm(bm, bn, bk, stages, threads, split, sw, b_wgmma=True))
            if split > 1 and threads > 128:  # (the split-K hand-in through a cluster: one large block per SM)
                out.append(_gemm(bm, bn, bk, stages, threads, split, b_wgmma=True, split_cluster=True))
        return _unique_fitting(M, n, k, out)
    if b_shared and M > 16:  # the wgmma path: block_M a multiple of 64 per warpgroup, 16-64-wide steps
        tiles = ((64, 128, 128), (128, 128, 128), (128, 128, 256), (128, 256, 256), (256, 128, 256), (64, 256, 128),
                 (256, 128, 512))
        splits, swizzles = ((1, 2, 4), (0,)) if M <= 256 else ((1,), (0, 8))
        for (bm, bn, threads), bk, stages, split, sw in itertools.product(tiles, (32, 64, 128), (2, 3, 4, 5), splits,
                                                                          swizzles):
            out.append(_gemm(bm, bn, bk, stages, threads, split, sw, "full_col", True))
        return _unique_fitting(M, n, k, out)
    if M <= 4:
        for bk, stages, split in itertools.product((512, 1024), (3, 4, 6), (1, 2, 4)):
            out.append(("gemv", dict(rows=4, block_K=bk, split_k=split, num_stages=stages, threads=128, block_M=M)))
    if M <= 16:
        for bn, bk, threads, split, stages in itertools.product((32, 64, 128, 256), (128, 256, 512), (128, 256),
                                                                (1, 2, 4, 8), (2, 3, 4)):
            out.append(_gemm(16, bn, bk, stages, threads, split))
            if GROUP % bk == 0:  # (the scales on the step's accumulator: steps inside one group)
                out.append(_gemm(16, bn, bk, stages, threads, split, scale_acc=True))
    elif M <= 256:
        for bm, bn, bk, threads, split, stages, pol in itertools.product(
                (64, 128), (64, 128, 256), (64, 128), (128, 256), (1, 2, 4), (3, 4), ("full_col", "square")):
            out.append(_gemm(bm, bn, bk, stages, threads, split, 0, pol))
    else:
        for (bm, bn, threads), bk, stages, sw, pol in itertools.product(
                ((128, 128, 128), (128, 128, 256), (128, 256, 256), (256, 128, 256)), (32, 64), (3, 4), (0, 8),
                ("full_col", "square")):
            out.append(_gemm(bm, bn, bk, stages, threads, 1, sw, pol))
    return _unique_fitting(M, n, k, out)


def _unique_fitting(M, n, k, out):
    from tilelang.ops.lowbit_plan import with_l2_hints

    seen, uniq = set(), []
    for c in (with_l2_hints(M, *c) for c in out):  # (the plan's L2 hints on every candidate they suit)
        key = (c[0], tuple(sorted(c[1].items())))
        if key not in seen and _fits(M, n, k, c):
            seen.add(key)
            uniq.append(c)
    return uniq


def _build(job):
    from tilelang.ops.lowbit_matmul import _FACTORIES

    import tilelang

    M, n, k, (name, o) = job
    try:
        tilelang.compile(_FACTORIES[name](M, n, k, GROUP, "int4", "float16", "float16", False, 0, True, **o),
                         target="cuda", arch="sm_90a")
        return None
    except Exception as e:  # noqa: BLE001  (reported; the sweep goes on)
        return f"  M={M} {n}x{k} {name} {o}: {type(e).__name__}: {str(e).splitlines()[0][:120]}"


def precompile(ms, shapes, jobs=None, b_shared=False, b_wgmma=False, warp_specialize=False, stream_k=False):
    """Build every candidate for sm_90a into the disk cache, in parallel processes."""
    from concurrent.futures import ProcessPoolExecutor

    os.environ.setdefault("TILELANG_CACHE_DIR", "/tmp/tilelang-tune-cache")
    work = [(M, n, k, cfg) for (n, k), M in itertools.product(shapes, ms)
            for cfg in candidates(M, n, k, b_shared, b_wgmma, warp_specialize, stream_k)]
    t0 = time.time()
    with ProcessPoolExecutor(jobs or os.cpu_count()) as pool:
        errors = [e for e in pool.map(_build, work, chunksize=4) if e]
    print("\n".join(errors) + ("\n" if errors else "") +
          f"precompiled {len(work) - len(errors)} kernels ({len(errors)} failed) in {time.time() - t0:.0f} s")


def kernel_us(a, preps, cfg):
    """The kernel alone: launches with arguments bound once (no host checks, no output
    allocation)."""
    from int4_gemm import bench_us

    return bench_us(kernel_launches(a, preps, cfg))


def kernel_launches(a, preps, cfg):
    """One launch of configuration ``cfg``'s kernel per weight copy in ``preps``, each a
    function of no arguments with everything bound (the output and split-K buffers made
    once): what ``kernel_us`` times."""
    import torch

    from tilelang.ops.lowbit_kernels import gemm_parts
    from tilelang.ops.lowbit_matmul import gemm_split_shapes, kernel_for, split_buffers

    M, K = a.shape
    p = preps[0]
    N = p.shape[0]
    name, o = cfg
    kernel = kernel_for("float16", M, N, K, GROUP, "int4", "float16", False, True, "cuda", cfg)[1]
    split = o.get("split_k", 1)
    if name == "gemm":  # split-K reduces in the kernel (T.split_k_reduce)
        out = torch.empty((M, N), dtype=a.dtype, device=a.device)
        shapes = gemm_split_shapes(M, N, o["block_M"], o["block_N"], gemm_parts(M, N, K, o))
        extra = list(split_buffers(*shapes, a.device))
    else:  # the gemv's split-K adds float32 partials (zeroing and cast not counted)
        out = torch.empty((M, N), dtype=torch.float32 if split > 1 else a.dtype, device=a.device)
        extra = []
    launch = kernel.cuda.module.launch
    return [lambda v=[a, q.qweight, q.scales, q.scales, out, *extra]: launch(v, {}, a.device) for q in preps]


def tune(ms, shapes, top, b_shared=False, b_wgmma=False, warp_specialize=False, stream_k=False):
    import torch

    import tilelang
    from int4_gemm import bench_us, copies_for, copy_bandwidth
    from tilelang.ops import int4_matmul, prepare_int4

    bw = copy_bandwidth()
    print(f"device: {torch.cuda.get_device_name()}  copy bandwidth {bw / 1e9:.0f} GB/s")
    for n, k in shapes:
        q, s = tilelang.quantize(torch.randn(n, k, dtype=torch.float16), "int4", group_size=GROUP)
        q, s = q.cuda(), s.cuda()
        w = tilelang.dequantize(q, "int4", s, group_size=GROUP, out_dtype="float32")
        p = prepare_int4(q, s, group_size=GROUP)
        wbytes = n * k // 2 + s.numel() * 2
        preps = [p] + [prepare_int4(q.clone(), s.clone(), group_size=GROUP) for _ in range(copies_for(wbytes) - 1)]
        for M in ms:
            a = torch.randn(M, k, device="cuda", dtype=torch.float16)
            ref = a.float() @ w.T
            rows = []
            for cfg in candidates(M, n, k, b_shared, b_wgmma, warp_specialize, stream_k):
                try:
                    c = int4_matmul(a, p, config=cfg)
                    err = ((c.float() - ref).norm() / ref.norm()).item()
                    if not err < 1e-2:
                        print(f"  WRONG M={M} {n}x{k} {cfg}: rel.err {err:.2e}")
                        continue
                    t_call = bench_us([lambda q=q_: int4_matmul(a, q, config=cfg) for q_ in preps])
                    rows.append((kernel_us(a, preps, cfg), t_call, cfg))
                except Exception as e:  # noqa: BLE001
                    print(f"  FAILED M={M} {n}x{k} {cfg}: {type(e).__name__}: {str(e).splitlines()[0][:120]}")
            rows.sort(key=lambda r: r[0])
            moved = wbytes + 2 * M * (k + n)
            print(f"M={M} N={n} K={k}: {len(rows)} configurations; planned {candidates(M, n, k)[0]}")
            print("  kernel us (int4_matmul us)  bandwidth  FLOP rate  configuration")
            for us, t_call, cfg in rows[:top]:
                flops = 2 * M * n * k / (us * 1e-6) / 1e12
                print(f"  {us:9.1f} ({t_call:7.1f})  {moved / (us * 1e-6) / bw * 100:5.1f}% bw  {flops:6.1f} TFLOP/s"
                      f"  {cfg}")
            planned = next((r for r in rows if r[2] == candidates(M, n, k)[0]), None)
            print(f"  planned: {planned if planned is None else f'{planned[0]:.1f} us ({planned[1]:.1f})'}; "
                  f"int4_matmul(a, prepared): {bench_us([lambda q=q_: int4_matmul(a, q) for q_ in preps]):.1f} us")
            sys.stdout.flush()


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--ms", type=int, nargs="+", default=[1, 16, 128, 4096])
    ap.add_argument("--shapes", nargs="+", default=["8192x8192", "28672x8192", "8192x28672"])
    ap.add_argument("--top", type=int, default=8)
    ap.add_argument("--precompile", action="store_true")
    ap.add_argument("--b-shared", action="store_true", help="only the gemms that decode B into shared memory "
                    "(Hopper's wgmma path), against the plan")
    ap.add_argument("--b-wgmma", action="store_true", help="only the gemms that keep the decoded B in registers "
                    "as wgmma's A operand (Hopper), against the plan")
    ap.add_argument("--warp-specialize", action="store_true", help="the plan, and the register gemms with a "
                    "producer warp issuing their copies (Hopper)")
    ap.add_argument("--stream-k", action="store_true", help="the plan, and register gemms with a producer warp "
                    "on a stream-K schedule (Hopper)")
    args = ap.parse_args()
    shapes = [tuple(int(x) for x in s.split("x")) for s in args.shapes]
    modes = dict(b_shared=args.b_shared, b_wgmma=args.b_wgmma, warp_specialize=args.warp_specialize,
                 stream_k=args.stream_k)
    precompile(args.ms, shapes, **modes)
    if not args.precompile:
        tune(args.ms, shapes, args.top, **modes)


if __name__ == "__main__":
    main()
