"""Configuration sweep for ``int4_matmul``'s kernels: every candidate ``(kernel, options)``
of ``candidates(M, N, K)`` (``tilelang/ops/lowbit_configs.py``) is built, checked against
a float32 reference and timed (median us, CUDA events, rotated weight copies as in
``int4_gemm.py``); the fastest ones are printed per shape.  This is what ``plan()`` is
chosen from; GPU only.

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

from tilelang.ops.lowbit_configs import GROUP, build_for_sm90a, candidates


def precompile(ms, shapes, jobs=None, b_shared=False, b_wgmma=False, warp_specialize=False, stream_k=False):
    """Build every candidate for sm_90a into the disk cache, in parallel processes."""
    from concurrent.futures import ProcessPoolExecutor

    os.environ.setdefault("TILELANG_CACHE_DIR", "/tmp/tilelang-tune-cache")
    work = [(M, n, k, cfg) for (n, k), M in itertools.product(shapes, ms)
            for cfg in candidates(M, n, k, b_shared, b_wgmma, warp_specialize, stream_k)]
    t0 = time.time()
    with ProcessPoolExecutor(jobs or os.cpu_count()) as pool:
        errors = [e for e in pool.map(build_for_sm90a, work, chunksize=4) if e]
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
