"""Where the int4 gemm's time goes, GPU only: the planned kernel of each problem timed
whole and with parts of its k-step left out (``ablations.py``, from the kernel's IR: the
decode, the activation tile loads, the weight tile and scale loads, and all three --
the bare mma / wgmma loop), and, where the plan splits K, without the split-K hand-in
after the loop, and, where the plan hints L2 (``weight_eviction`` /
``activation_eviction``), without the hints (right products), next to the launch floor
(one tiny kernel, timed the same way).  The ablated kernels compute wrong products by
design; the differences are what each part costs where it is not hidden behind the
others.  (A producer warp's loop must copy something: with all three parts left out
the bare loop is the plain pipeline's.)

``--power`` adds, per row, the SM clock and board power while the kernel runs back to
back (``tilelang/power_sampling.py``), and cuBLAS fp16 at the same size: where the card sits at
its power limit, a part's cost is its energy, not its latency.  ``--stream-k BLOCKS``
adds the plan's tile on a stream-K schedule of that many blocks.

``--format`` takes any weight format ``tilelang.ops.prepare`` takes (default int4).

    python benchmarks/ablate_int4.py [--ms 128] [--shapes 8192x8192 28672x8192] [--power] [--stream-k 132]
                                     [--format uint2]
"""

from __future__ import annotations

import argparse
import itertools

import torch

import ablations
import tilelang
from formats import PLANAR  # noqa: F401  (registers the bit-plane formats' names: int3, int5, ...)
from int4_gemm import GROUP, bench_us, copies_for, launch_floor_us
from tilelang import power_sampling
from tilelang.dtypes import get_dtype
from tilelang.ops import lowbit_matmul, plan, prepare
from tune_int4 import kernel_launches

def _power_column(fns, power: bool) -> str:
    """The clock and power while ``fns`` (launches, cycled) run back to back; each must
    queue faster than the GPU runs it, else the card idles between kernels."""
    if not power:
        return ""
    calls = itertools.count()
    sample = power_sampling.sample(lambda: fns[next(calls) % len(fns)]())
    return "  " + (sample.summary() if sample else "(no nvidia-smi: no clock / power samples)")


def run_shape(n: int, k: int, ms, power: bool = False, stream_k: int = 0, fmt: str = "int4") -> None:
    q, s = tilelang.quantize(torch.randn(n, k, dtype=torch.float16), fmt, group_size=GROUP)
    q, s = q.cuda(), s.cuda()
    bits = get_dtype(fmt).bits
    preps = [prepare(q.clone(), s.clone(), group_size=GROUP, dtype=fmt) for _ in range(copies_for(n * k * bits // 8))]
    for M in ms:
        a = torch.randn(M, k, device="cuda", dtype=torch.float16)
        name, opts = plan(M, n, k, GROUP, wgmma=torch.cuda.get_device_capability() == (9, 0), bits=bits)
        if name != "gemm":
            raise SystemExit(f"ablate_int4.py: the plan of M={M} {n}x{k} is the {name}; the ablations take the gemm")
        runs = ablations.variants(opts)  # (label, options, parts left out)
        if stream_k and opts.get("split_k", 1) == 1:
            runs.append((f"stream-K on {stream_k} blocks (right products)", dict(opts, stream_k=stream_k), ()))
        if "weight_eviction" in opts:  # (the plan's L2 hints)
            runs += [("without the weights' L2 hint", dict(opts, weight_eviction=None), ()),
                     ("without the L2 hints", dict(opts, weight_eviction=None, activation_eviction=None), ())]
        whole = None
        for label, options, parts in runs:
            if parts:  # (the ablated kernel, called as lowbit_matmul calls the planned one)
                fns = ablations.calls(a, preps, options, parts)
            else:
                fns = [lambda p=p, cfg=(name, options): lowbit_matmul(a, p, config=cfg) for p in preps]
            us = bench_us(fns)
            whole = whole or us
            launches = []
            if power:  # (back to back: the bound launches -- int4_matmul's host checks would leave gaps)
                launches = ablations.launches(a, preps, options, parts) if parts else \
                    kernel_launches(a, preps, (name, options))
            print(f"{M:5d} {n:6d} {k:6d}  {label:48s} {us:8.1f} us  {us - whole:+7.1f}"
                  f"{_power_column(launches, power)}", flush=True)
        if power:  # the peer at the same size: is it at the power limit too?
            w = tilelang.dequantize(q, fmt, s, group_size=GROUP, out_dtype="float16")
            weights = [w] + [w.clone() for _ in preps[1:]]
            fns = [lambda w=w: torch.matmul(a, w.T) for w in weights]
            print(f"{M:5d} {n:6d} {k:6d}  {'cuBLAS fp16 (torch.matmul)':48s} {bench_us(fns):8.1f} us  {'':7s}"
                  f"{_power_column(fns, power)}", flush=True)
        print(f"{'':20s}  ({name} {opts})")


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--ms", type=int, nargs="+", default=[128])
    ap.add_argument("--shapes", nargs="+", default=["8192x8192", "28672x8192", "8192x28672"])
    ap.add_argument("--power", action="store_true", help="SM clock and board power per row (nvidia-smi), and "
                    "cuBLAS fp16 at the same size")
    ap.add_argument("--stream-k", type=int, default=0, metavar="BLOCKS", help="add the plan's tile on a stream-K "
                    "schedule of BLOCKS blocks")
    ap.add_argument("--format", default="int4", help="the weight format (default int4)")
    args = ap.parse_args()
    if args.power and args.format != "int4":
        raise SystemExit("ablate_int4.py: --power times the int4 kernel's bound launches only (--format int4)")
    if not torch.cuda.is_available():
        raise SystemExit("ablate_int4.py needs a CUDA GPU")
    print(f"device: {torch.cuda.get_device_name()}  launch floor (one tiny kernel): {launch_floor_us():.1f} us")
    for shape in args.shapes:
        n, k = (int(x) for x in shape.split("x"))
        run_shape(n, k, args.ms, args.power, args.stream_k, args.format)


if __name__ == "__main__":
    main()
