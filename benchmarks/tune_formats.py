"""Tile sweep of the prepared low-bit gemm per format (GPU only): for each (N, K),
format and M, the plan's configuration and, up to M = 32, every variant of block_K
(256, 512), block_N (64, 128), stages (3, 4) and split-K (1, 2, 4) that fits, and on
sm_90a the same with two warpgroups splitting each step's K (``k_split_wg=2``) -- above,
the register-operand tiles of block_M 128 / 256, block_K 64 / 128, 2-4 stages, with
and without a producer warp --, timed as
``int4_gemm.py`` times (weights rotated past the L2); prints the plan's time, the
best and the next four.  What ``plan`` should learn per format comes from here.

    python benchmarks/tune_formats.py [--formats int4 uint2] [--ms 1 16] [--shapes 8192x8192]
"""

from __future__ import annotations

import argparse
import itertools

import torch
from formats import PLANAR  # noqa: F401  (registers the bit-plane formats' names: int3, int5, fp6_e3m2, ...)
from int4_gemm import GROUP, bench_us, copies_for, copy_bandwidth

import tilelang
from tilelang.dtypes import get_dtype
from tilelang.ops import lowbit_matmul, prepare
from tilelang.ops.lowbit_plan import plan


def sweep(fmt, n, k, ms, bw):
    q, s = tilelang.quantize(torch.randn(n, k, dtype=torch.float16), fmt, group_size=GROUP)
    q, s = q.cuda(), s.cuda()
    wbytes = n * k * get_dtype(fmt).bits // 8 + s.numel() * 2
    ps = [prepare(q, s, group_size=GROUP, dtype=fmt)]
    ps += [prepare(q.clone(), s.clone(), group_size=GROUP, dtype=fmt) for _ in range(copies_for(wbytes) - 1)]
    for M in ms:
        a = torch.randn(M, k, device="cuda", dtype=torch.float16)
        _, base = plan(M, n, k, GROUP, wgmma=True, bits=get_dtype(fmt).bits)
        if M <= 32:
            variants = [base] + [dict(base, block_K=bk, block_N=bn, num_stages=st, split_k=sp)
                                 for bk, bn, st, sp in itertools.product((256, 512), (64, 128), (3, 4), (1, 2, 4))
                                 if k % (bk * sp) == 0 and k // bk // sp >= st]
            if base.get("b_wgmma"):  # two warpgroups on one tile, each half of every step's K (more warps per SM)
                variants += [dict(base, block_K=bk, block_N=bn, num_stages=st, split_k=sp, threads=256, k_split_wg=2)
                             for bk, bn, st, sp in itertools.product((256, 512), (64, 128), (2, 3), (1, 2))
                             if k % (bk * sp) == 0 and k // bk // sp >= st]
        else:  # the register-operand gemm's tiles above M = 32: block_M / block_K / stages, a producer warp or not
            variants = [base] + [dict(base, block_M=bm, block_N=128, block_K=bk, num_stages=st, threads=256,
                                      split_k=1, warp_specialize=ws, b_wgmma=True, swizzle=0)
                                 for bm, bk, st, ws in itertools.product((128, 256), (64, 128), (2, 3, 4),
                                                                         (False, True))
                                 if bm * bk * 2 * st <= 160 * 1024 and M >= bm]
        timed = []
        for o in variants:
            try:
                timed.append((bench_us([lambda p=p, o=o: lowbit_matmul(a, p, config=("gemm", o)) for p in ps], rep=20),
                              o))
            except (ValueError, tilelang.TileLangError):  # (a variant the kernel refuses)
                continue
        timed.sort(key=lambda r: r[0])
        plan_us = next(u for u, o in timed if o is base)
        best_us, best = timed[0]
        share = (wbytes + 4 * M * k) / (best_us * 1e-6) / bw
        print(f"{fmt} {n}x{k} M={M}: plan {plan_us:.1f} us; best {best_us:.1f} us ({share * 100:.0f}% of copy bw) "
              f"block_K={best['block_K']} block_N={best['block_N']} stages={best['num_stages']} "
              f"split_k={best['split_k']} block_M={best['block_M']} ws={best.get('warp_specialize', False)} "
              f"k_split_wg={best.get('k_split_wg', 1)}; next: "
              + "; ".join(f"{u:.1f} ({o['block_M']}/{o['block_K']}/{o['block_N']}/{o['num_stages']}/{o['split_k']}"
                          f"{'/ws' if o.get('warp_specialize') else ''}{'/2wg' if o.get('k_split_wg') else ''})"
                          for u, o in timed[1:5]), flush=True)


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--formats", nargs="+", default=["int4", "uint2"])
    ap.add_argument("--ms", type=int, nargs="+", default=[1, 16])
    ap.add_argument("--shapes", nargs="+", default=["8192x8192", "28672x8192"])
    args = ap.parse_args()
    if not torch.cuda.is_available():
        raise SystemExit("tune_formats.py needs a CUDA GPU")
    bw = copy_bandwidth()
    for shape in args.shapes:
        n, k = (int(x) for x in shape.split("x"))
        for fmt in args.formats:
            sweep(fmt, n, k, args.ms, bw)


if __name__ == "__main__":
    main()
