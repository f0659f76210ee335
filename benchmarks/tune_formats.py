"""Tile sweep of the prepared low-bit gemm per format, run by ``tilelang.autotune``'s
``AutoTuner`` as ``tune_int4.py`` runs it: for each (N, K), format and M, the plan's
configuration and, up to M = 32, every variant of block_K (256, 512), block_N (64,
128), stages (3, 4) and split-K (1, 2, 4) that fits, the same with steps of one group
with and without the scales on the step's accumulator (``scale_acc``), and on sm_90a the same with two
warpgroups splitting each step's K (``k_split_wg=2``) or the tile's weight rows (``threads=256``), and
steps of two groups with ``scale_acc`` (a gemm per group; a table format's variants all keep the
plan's pair table) -- above, the register-operand
tiles of block_M 128 / 256, block_K 64 / 128, 2-4 stages, with and without a producer
warp.  The tuner compiles them in worker processes, checks each against the float32
product with the dequantized weight and times the kernel alone (weights rotated past
the L2, as ``int4_gemm.py`` times); printed: the plan's time, the best and the next
four.  Up to M = 4 the packed-pair gemv's tiles too (``gemv_variants``), and the best
gemv on its own.  What ``plan`` should learn per format comes from here.

    python benchmarks/tune_formats.py [--formats int4 uint2] [--ms 1 16] [--shapes 8192x8192]
                                      [--precompile] [--cached]

``--precompile`` (and a run without a GPU) compiles every variant and times none.
"""

from __future__ import annotations

import argparse
import itertools
import os

import torch
from formats import PLANAR  # noqa: F401  (registers the bit-plane formats' names: int3, int5, fp6_e3m2, ...)
from int4_gemm import GROUP
from tune_int4 import make_tuner, profile_args, weights

from tilelang.dtypes import get_dtype
from tilelang.ops.lowbit_configs import from_tuner_config
from tilelang.lowering.pair_table import table_pays
from tilelang.ops.lowbit_plan import cuda_arch, plan, with_pair_table


def variants(fmt, M, n, k):
    """The gemm configurations tried for one problem: the plan's first."""
    bits = get_dtype(fmt).bits
    _, base = plan(M, n, k, GROUP, wgmma=True, bits=bits, lookup=table_pays(get_dtype(fmt), "float16"))
    if M <= 32:
        out = [base] + [dict(base, block_K=bk, block_N=bn, num_stages=st, split_k=sp)
                        for bk, bn, st, sp in itertools.product((256, 512), (64, 128), (3, 4), (1, 2, 4))
                        if k % (bk * sp) == 0 and k // bk // sp >= st]
        # steps of one group, the scales on the step's accumulator (scale_acc) or on every decoded weight
        out += [dict(base, block_K=GROUP, block_N=bn, num_stages=st, split_k=sp, scale_acc=sa)
                for bn, st, sp, sa in itertools.product((64, 128), (3, 4), (1, 2, 4), (False, True))
                if k % (GROUP * sp) == 0 and k // GROUP // sp >= st]
        if base.get("b_wgmma"):  # two warpgroups on one tile (twice the warps an SM): each half of every
            # step's K (k_split_wg), or half its weight rows
            out += [dict(base, block_K=bk, block_N=bn, num_stages=st, split_k=sp, threads=256, k_split_wg=2)
                    for bk, bn, st, sp in itertools.product((256, 512), (64, 128), (2, 3), (1, 2))
                    if k % (bk * sp) == 0 and k // bk // sp >= st]
            out += [dict(base, block_K=bk, block_N=128, num_stages=st, split_k=sp, threads=256)
                    for bk, st, sp in itertools.product((128, 256), (3, 4), (1, 2))
                    if k % (bk * sp) == 0 and k // bk // sp >= st]
            out += [dict(base, block_K=2 * GROUP, block_N=bn, num_stages=st, split_k=sp, scale_acc=True)
                    for bn, st, sp in itertools.product((64, 128), (3, 4), (1, 2, 4))  # (a gemm per group a step)
                    if k % (2 * GROUP * sp) == 0 and k // (2 * GROUP) // sp >= st]
        if base.get("lookup_tables"):  # (the plan's pair table: every gemm variant keeps it, stages refitted)
            out = [with_pair_table(o, GROUP, bits) for o in out]
    else:  # the register-operand gemm's tiles above M = 32: block_M / block_K / stages, a producer warp or not
        out = [base] + [dict(base, block_M=bm, block_N=128, block_K=bk, num_stages=st, threads=256, split_k=1,
                             warp_specialize=ws, b_wgmma=True, swizzle=0)
                        for bm, bk, st, ws in itertools.product((128, 256), (64, 128), (2, 3, 4), (False, True))
                        if bm * bk * 2 * st <= 160 * 1024 and M >= bm]
    seen, uniq = set(), []
    for o in out:  # (a variant equal to the plan is the plan)
        key = tuple(sorted(o.items()))
        if key not in seen:
            seen.add(key)
            uniq.append(("gemm", o))
    return uniq + gemv_variants(fmt, M, n, k)


def gemv_variants(fmt, M, n, k):
    """Up to M = 4, the packed-pair gemv (``ops/lowbit_gemv.py``: decoded pairs times A's
    pairs in short float16 chains) over rows (16, 32 a block of 128 threads), block_K
    (512 to 2048), 2-4 stages and split-K 1-4, where it takes the format, each with and
    without its swizzled shared tiles (``swizzle``: fewer bank conflicts, more index
    arithmetic), and the float32 gemv it replaces (``chain=0``) once, for comparison."""
    from tilelang.ops.lowbit_gemv import packed_gemv_fits
    from tilelang.ops.lowbit_kernels import word_format

    codes = word_format(fmt, "float16")
    if M > 4 or not packed_gemv_fits(fmt, "float16", codes):  # (bit planes: no gemv reads them)
        return []
    out = [("gemv", dict(rows=4, block_K=512, split_k=1, num_stages=3, threads=128, block_M=M, chain=0))]
    for rows, bk, st, sp in itertools.product((16, 32), (512, 1024, 2048), (2, 3, 4), (1, 2, 4)):
        if k % (bk * sp) == 0 and k // bk // sp >= st and n % rows == 0 and (M == 1 or rows * bk <= 16384) \
                and packed_gemv_fits(fmt, "float16", codes, rows, bk, 128, GROUP):
            for swizzle in (False, True):
                out.append(("gemv", dict(rows=rows, block_K=bk, split_k=sp, num_stages=st, threads=128, block_M=M,
                                         **({"swizzle": True} if swizzle else {}))))
    return out


def _short(us, name, o):
    if name == "gemv":
        return (f"{us:.1f} (gemv {o['rows']}/{o['block_K']}/{o['num_stages']}/{o['split_k']}"
                f"{'/f32' if o.get('chain') == 0 else ''}{'/swz' if o.get('swizzle') else ''})")
    return (f"{us:.1f} ({o['block_M']}/{o['block_K']}/{o['block_N']}/{o['num_stages']}/{o['split_k']}"
            f"{'/ws' if o.get('warp_specialize') else ''}{'/2wg' if o.get('k_split_wg') else ''})")


def sweep(fmt, n, k, ms, bw, arch, precompile=False, cached=False):
    timing = bw is not None
    if timing:
        w, preps, wbytes = weights(n, k, fmt)
    for M in ms:
        cands = variants(fmt, M, n, k)
        tuner = make_tuner(M, n, k, cands, arch, dtype=fmt)
        if timing:
            a = torch.randn(M, k, device="cuda", dtype=torch.float16)
            tuner.set_profile_args(**profile_args(a, preps, w))
        try:
            result = tuner.run(warmup=10, rep=20, compile_only=precompile, retune=not cached)
        except RuntimeError as e:
            print(f"{fmt} {n}x{k} M={M}: {e}", flush=True)
            continue
        if not timing:
            bad = sum(1 for _, _, why in result.candidates if why)
            print(f"{fmt} {n}x{k} M={M}: compiled {len(result.candidates) - bad} of {len(cands)} variants", flush=True)
            continue
        timed = sorted(((lat * 1e3, *from_tuner_config(c)) for c, lat, _ in result.candidates if lat is not None),
                       key=lambda r: r[0])
        base = cands[0][1]
        plan_us = next((us for us, name, o in timed if name == "gemm" and o == base), None)
        best_us, best_name, best = timed[0]
        share = (wbytes + 4 * M * k) / (best_us * 1e-6) / bw
        skipped = sum(1 for _, _, why in result.candidates if why)
        gemvs = [(us, o) for us, name, o in timed if name == "gemv"]
        print(f"{fmt} {n}x{k} M={M}: plan {'not timed' if plan_us is None else f'{plan_us:.1f} us'}; best "
              f"{best_us:.1f} us ({share * 100:.0f}% of copy bw) {best_name} {best}"
              + (f"; best gemv {_short(gemvs[0][0], 'gemv', gemvs[0][1])}" if gemvs else "") + "; next: "
              + "; ".join(_short(us, name, o) for us, name, o in timed[1:5])
              + (f" ({skipped} variants skipped: the tuner's lines say why)" if skipped else ""), flush=True)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--formats", nargs="+", default=["int4", "uint2"])
    ap.add_argument("--ms", type=int, nargs="+", default=[1, 16])
    ap.add_argument("--shapes", nargs="+", default=["8192x8192", "28672x8192"])
    ap.add_argument("--precompile", action="store_true", help="compile every variant and stop (no GPU needed)")
    ap.add_argument("--cached", action="store_true", help="take the tuner's stored choice where it has one")
    args = ap.parse_args()
    os.environ.setdefault("TILELANG_CACHE_DIR", "/tmp/tilelang-tune-cache")  # (shared by the compile workers)
    bw = None
    arch = cuda_arch("cuda") or "sm_90a"
    if torch.cuda.is_available() and not args.precompile:
        from int4_gemm import copy_bandwidth

        bw = copy_bandwidth()
    else:
        print(f"{'--precompile' if args.precompile else 'no GPU'}: compiling the variants for {arch}, timing none")
    for shape in args.shapes:
        n, k = (int(x) for x in shape.split("x"))
        for fmt in args.formats:
            sweep(fmt, n, k, args.ms, bw, arch, args.precompile, args.cached)


if __name__ == "__main__":
    main()
