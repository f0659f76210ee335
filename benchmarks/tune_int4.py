"""Configuration sweep for ``int4_matmul``'s kernels, run by ``tilelang.autotune``'s
``AutoTuner``: for each (N, K) and M, every candidate ``(kernel, options)`` of
``candidates(M, N, K)`` (``tilelang/ops/lowbit_configs.py``) is a configuration of the
factory ``candidate_func``; the tuner compiles them in worker processes (progress on
stderr, failures skipped with their reasons), checks each against a float32 reference
(relative error < 1e-2) and times the kernel alone (median us, CUDA events, launches
with their arguments bound, weight copies rotated past the L2 as in ``int4_gemm.py``);
the fastest ones are printed per shape, with ``int4_matmul``'s own time for them.  This
is what ``plan()`` is chosen from.  The best configuration per problem lands in the
tuner's disk cache (``docs/autotune.md``).

    python benchmarks/tune_int4.py [--ms 1 16 128 4096] [--shapes 8192x8192] [--top 8]
                                   [--b-shared | --b-wgmma | --warp-specialize | --stream-k]
                                   [--precompile] [--cached] [--jobs N]

``--precompile`` compiles every candidate (for the GPU's arch, or sm_90a without one /
``TILELANG_CUDA_ARCH``) into the kernel cache and stops: no GPU needed.  Without a GPU
the sweep does the same, and says that it cannot time.  Each run times every candidate
again (the table is the point; the kernels may have changed under the same factory);
``--cached`` takes the tuner's stored choice instead (one row per problem).
"""

from __future__ import annotations

import argparse
import os
import sys
import time

from tilelang.ops.lowbit_configs import GROUP, candidate_func, candidates, from_tuner_config, tuner_configs

CHECK_TOL = 1e-2  # relative (Frobenius) error of a candidate against the float32 product


def weight_args(q):
    """(weight, scales, zeros placeholder, planes) of prepared weight ``q`` as the kernels
    take them: an int8 weight as int8, the zeros (unread: no zeros) the scales."""
    import torch

    qweight = q.qweight.view(torch.int8) if q.dtype == "int8" and not q.planes else q.qweight
    return qweight, q.scales, q.scales, tuple(q.planes)


def bound_launches(launch, device, values, preps):
    """One launch of a kernel per weight copy in ``preps``, each a function of no
    arguments: ``values`` are the kernel's arguments (A, the weight, scales, zeros, C,
    ..., the weight's bit planes), with the weight's tensors replaced by each copy's.
    No host checks, no allocation: the kernel alone is timed."""
    planes = len(preps[0].planes)
    rest = list(values[4:len(values) - planes])
    launches = []
    for q in preps:
        qweight, scales, zeros, qplanes = weight_args(q)
        launches.append(lambda v=[values[0], qweight, scales, zeros, *rest, *qplanes]: launch(v, {}, device))
    return launches


def kernel_launches(a, preps, cfg):
    """One launch of configuration ``cfg``'s kernel per weight copy in ``preps`` (as
    ``int4_matmul`` builds it), with the output and split-K buffers made once."""
    import torch

    from tilelang.ops.lowbit_kernels import gemm_parts
    from tilelang.ops.lowbit_matmul import gemm_split_shapes, kernel_for, split_buffers

    M, K = a.shape
    N = preps[0].shape[0]
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
    return bound_launches(kernel.cuda.module.launch, a.device, [a, preps[0].qweight, None, None, out, *extra], preps)


def kernel_us(a, preps, cfg):
    """Median microseconds of ``cfg``'s kernel alone (``kernel_launches``)."""
    from int4_gemm import bench_us

    return bench_us(kernel_launches(a, preps, cfg))


def profile_args(a, preps, w):
    """The tuner's inputs, check and timing for activations ``a`` and prepared weight
    copies ``preps`` (``w``: the dequantized float32 weight): a candidate writes C (its
    5th argument, ``out_args``), its other buffers come zeroed from its signature."""
    import torch

    from int4_gemm import bench_us

    p = preps[0]

    def supply(params):  # A, the weight, scales, zeros (unread), then C, Work, Arrivals (zeroed), the bit planes
        qweight, scales, zeros, planes = weight_args(p)
        made = [torch.zeros(tuple(x.type.shape), dtype=x.type.dtype.torch_dtype, device=a.device)
                for x in params[4:len(params) - len(planes)]]
        return [a, qweight, scales, zeros, *made, *planes]

    def check(outs, ref):
        err = ((outs[0].double() - ref.double()).norm() / ref.double().norm()).item()
        if not err < CHECK_TOL:
            raise AssertionError(f"relative error {err:.2e} (at most {CHECK_TOL:g})")

    def bench(kernel, inputs, warmup, rep):
        launches = bound_launches(kernel.cuda.module.launch, a.device, inputs, preps)
        return bench_us(launches, warmup, rep) / 1e3

    return dict(supply_prog=supply, ref_prog=lambda a_, *_: a_.float() @ w.T, out_args=[4], manual_check_prog=check,
                bench_fn=bench)


def make_tuner(M, n, k, cands, arch, stream=None, dtype="int4"):
    """The AutoTuner of one problem: ``candidate_func(M, n, k, dtype=dtype, **config)``
    over ``cands``, compiled for ``arch`` like ``lowbit_matmul``'s kernels (``out_idx``
    None)."""
    from tilelang.autotuner import AutoTuner

    tuner = AutoTuner(candidate_func, tuner_configs(cands), stream=stream).set_call_args(M, n, k, dtype=dtype)
    return tuner.set_compile_args(out_idx=None, target="cuda", arch=arch)


def weights(n, k, fmt="int4"):
    """(dequantized float32 weight, prepared copies that together exceed the L2, bytes of one)."""
    import torch

    import tilelang
    from int4_gemm import copies_for
    from tilelang.dtypes import get_dtype
    from tilelang.ops import prepare

    q, s = tilelang.quantize(torch.randn(n, k, dtype=torch.float16), fmt, group_size=GROUP)
    q, s = q.cuda(), s.cuda()
    w = tilelang.dequantize(q, fmt, s, group_size=GROUP, out_dtype="float32")
    wbytes = n * k * get_dtype(fmt).bits // 8 + s.numel() * 2
    preps = [prepare(q, s, group_size=GROUP, dtype=fmt)]
    preps += [prepare(q.clone(), s.clone(), group_size=GROUP, dtype=fmt) for _ in range(copies_for(wbytes) - 1)]
    return w, preps, wbytes


def report(M, n, k, result, n_configs, a, preps, wbytes, bw, top):
    """The table of one problem: the fastest ``top`` candidates (kernel us, and
    ``int4_matmul``'s us for the same configuration), then the plan's row.  A cache hit
    (one candidate reported of ``n_configs``) says so."""
    from int4_gemm import bench_us
    from tilelang.ops import int4_matmul

    rows = sorted(((lat * 1e3, from_tuner_config(c)) for c, lat, why in result.candidates if lat is not None),
                  key=lambda r: r[0])
    skipped = [(c, why) for c, lat, why in result.candidates if why]
    planned = candidates(M, n, k)[0]
    cached = len(result.candidates) < n_configs
    print(f"M={M} N={n} K={k}: {len(rows)} configurations timed, {len(skipped)} skipped; planned {planned}"
          + (" (the tuner's cached choice only: run without --cached to time every candidate)" if cached else ""))
    for c, why in skipped:
        print(f"  skipped {from_tuner_config(c)}: {why[:160]}")
    print("  kernel us (int4_matmul us)  bandwidth  FLOP rate  configuration")
    moved = wbytes + 2 * M * (k + n)
    for us, cfg in rows[:top]:
        t_call = bench_us([lambda q=q_, cfg=cfg: int4_matmul(a, q, config=cfg) for q_ in preps])
        flops = 2 * M * n * k / (us * 1e-6) / 1e12
        print(f"  {us:9.1f} ({t_call:7.1f})  {moved / (us * 1e-6) / bw * 100:5.1f}% bw  {flops:6.1f} TFLOP/s  {cfg}")
    plan_us = next((us for us, cfg in rows if cfg == planned), None)
    print(f"  planned: {'not timed' if plan_us is None else f'{plan_us:.1f} us'}; "
          f"int4_matmul(a, prepared): {bench_us([lambda q=q_: int4_matmul(a, q) for q_ in preps]):.1f} us")
    sys.stdout.flush()


def sweep(ms, shapes, top, precompile=False, cached=False, **modes):
    """Tune every problem (``ms`` x ``shapes``); print each one's table (on a GPU)."""
    import torch

    from tilelang.ops.lowbit_plan import cuda_arch

    gpu = torch.cuda.is_available()
    timing = gpu and not precompile
    arch = cuda_arch("cuda") or "sm_90a"  # (TILELANG_CUDA_ARCH, else the GPU's; without either, the H100's)
    if timing:
        from int4_gemm import copy_bandwidth

        bw = copy_bandwidth()
        print(f"device: {torch.cuda.get_device_name()} {arch}  copy bandwidth {bw / 1e9:.0f} GB/s")
    else:
        print(f"{'--precompile' if precompile else 'no GPU'}: compiling the candidates for {arch}, timing none")
    t0, built, failed = time.time(), 0, 0
    for n, k in shapes:
        if timing:
            w, preps, wbytes = weights(n, k)
        for M in ms:
            cands = candidates(M, n, k, **modes)
            tuner = make_tuner(M, n, k, cands, arch)
            if timing:
                a = torch.randn(M, k, device="cuda", dtype=torch.float16)
                tuner.set_profile_args(**profile_args(a, preps, w))
            try:
                result = tuner.run(warmup=10, rep=50, compile_only=precompile, retune=not cached)
            except RuntimeError as e:  # every candidate failed: the reasons, then the next problem
                print(f"M={M} N={n} K={k}: {e}")
                failed += len(cands)
                continue
            bad = sum(1 for _, _, why in result.candidates if why)
            built, failed = built + len(result.candidates) - bad, failed + bad
            if timing:
                report(M, n, k, result, len(cands), a, preps, wbytes, bw, top)
    if not timing:
        print(f"precompiled {built} kernels ({failed} failed) in {time.time() - t0:.0f} s")


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--ms", type=int, nargs="+", default=[1, 16, 128, 4096])
    ap.add_argument("--shapes", nargs="+", default=["8192x8192", "28672x8192", "8192x28672"])
    ap.add_argument("--top", type=int, default=8)
    ap.add_argument("--precompile", action="store_true", help="compile every candidate into the kernel cache and "
                    "stop (no GPU needed)")
    ap.add_argument("--cached", action="store_true", help="take the tuner's stored choice per problem where it has "
                    "one, instead of timing every candidate again")
    ap.add_argument("--jobs", type=int, default=0, help="compile worker processes (default: the tuner's, 0.9 of "
                    "the CPUs; TILELANG_AUTO_TUNING_CPU_COUNTS)")
    ap.add_argument("--b-shared", action="store_true", help="only the gemms that decode B into shared memory "
                    "(Hopper's wgmma path), against the plan")
    ap.add_argument("--b-wgmma", action="store_true", help="only the gemms that keep the decoded B in registers "
                    "as wgmma's A operand (Hopper), against the plan")
    ap.add_argument("--warp-specialize", action="store_true", help="the plan, and the register gemms with a "
                    "producer warp issuing their copies (Hopper)")
    ap.add_argument("--stream-k", action="store_true", help="the plan, and register gemms with a producer warp "
                    "on a stream-K schedule (Hopper)")
    args = ap.parse_args()
    try:
        shapes = [tuple(int(x) for x in s.split("x")) for s in args.shapes]
        if any(len(s) != 2 for s in shapes):
            raise ValueError
    except ValueError:
        ap.error(f"--shapes: each shape is NxK (e.g. 8192x8192), got {args.shapes}")
    os.environ.setdefault("TILELANG_CACHE_DIR", "/tmp/tilelang-tune-cache")  # (shared by the compile workers)
    if args.jobs > 0:
        os.environ["TILELANG_AUTO_TUNING_CPU_COUNTS"] = str(args.jobs)
    sweep(args.ms, shapes, args.top, args.precompile, args.cached, b_shared=args.b_shared, b_wgmma=args.b_wgmma,
          warp_specialize=args.warp_specialize, stream_k=args.stream_k)


if __name__ == "__main__":
    main()
