"""Where the int4 gemm's time goes, GPU only: the planned kernel of each problem timed
whole and with parts of its k-step left out (``gemm_factory(ablate=...)``: the
decode, the activation tile loads, the weight tile and scale loads, and all three --
the bare mma / wgmma loop), and, where the plan splits K, without the split-K hand-in
after the loop, and, where the plan hints L2 (``weight_eviction`` /
``activation_eviction``), without the hints (right products), next to the launch floor
(one tiny kernel, timed the same way).  The ablated kernels compute wrong products by
design; the differences are what each part costs where it is not hidden behind the
others.

    python benchmarks/ablate_int4.py [--ms 128] [--shapes 8192x8192 28672x8192]
"""

from __future__ import annotations

import argparse

import torch

import tilelang
from int4_gemm import GROUP, bench_us, copies_for, launch_floor_us
from tilelang.ops import int4_matmul, plan, prepare_int4
from tilelang.ops.lowbit_kernels import ABLATIONS, SPLIT_REDUCE

VARIANTS = [(), ("decode",), ("a_copy",), ("b_copy",), ABLATIONS]


def run_shape(n: int, k: int, ms) -> None:
    q, s = tilelang.quantize(torch.randn(n, k, dtype=torch.float16), "int4", group_size=GROUP)
    q, s = q.cuda(), s.cuda()
    preps = [prepare_int4(q.clone(), s.clone(), group_size=GROUP) for _ in range(copies_for(n * k // 2))]
    for M in ms:
        a = torch.randn(M, k, device="cuda", dtype=torch.float16)
        name, opts = plan(M, n, k, GROUP, wgmma=torch.cuda.get_device_capability() == (9, 0))
        runs = [("whole kernel" if not ablate else "without " + " + ".join(ablate),
                 dict(opts, ablate=ablate) if ablate else opts)
                for ablate in VARIANTS + ([(SPLIT_REDUCE,)] if opts.get("split_k", 1) > 1 else [])]
        if "weight_eviction" in opts:  # (the plan's L2 hints)
            runs += [("without the weights' L2 hint", dict(opts, weight_eviction=None)),
                     ("without the L2 hints", dict(opts, weight_eviction=None, activation_eviction=None))]
        whole = None
        for label, options in runs:
            cfg = (name, options)
            us = bench_us([lambda p=p: int4_matmul(a, p, config=cfg) for p in preps])
            whole = whole or us
            print(f"{M:5d} {n:6d} {k:6d}  {label:40s} {us:8.1f} us  {us - whole:+7.1f}")
        print(f"{'':20s}  ({name} {opts})")


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--ms", type=int, nargs="+", default=[128])
    ap.add_argument("--shapes", nargs="+", default=["8192x8192", "28672x8192", "8192x28672"])
    args = ap.parse_args()
    if not torch.cuda.is_available():
        raise SystemExit("ablate_int4.py needs a CUDA GPU")
    print(f"device: {torch.cuda.get_device_name()}  launch floor (one tiny kernel): {launch_floor_us():.1f} us")
    for shape in args.shapes:
        n, k = (int(x) for x in shape.split("x"))
        run_shape(n, k, args.ms)


if __name__ == "__main__":
    main()
