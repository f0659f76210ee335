"""Tune the tutorial fp16 GEMM (``tilelang.ops.tiled_gemm``, 4096^3) with ``tilelang.autotune``
on the GPU, then check its choice against an exhaustive timing of the same space.

The space: block_M {64, 128} x block_N {128, 256} x block_K {32, 64} x num_stages
{2, 3, 4} x threads {128, 256} = 48 configurations (some need more shared memory than
the card has; the tuner skips them with the reason).  The tuning compiles in worker
processes, checks each candidate against torch and times it; its wall time is the
figure (issue target: at most 60 s).  The exhaustive pass then re-times every usable
configuration with more repetitions (median of 200 calls), and the tuner's choice must
be within 5% of the best of them.  A second tuning hits the disk cache.

    python benchmarks/autotune_gemm.py             # the table, the choice, both checks
    python benchmarks/autotune_gemm.py --quick     # 6 configurations only
"""
import argparse
import itertools
import os
import sys
import tempfile
import time

import tilelang
from tilelang.ops import tiled_gemm

SPACE = {"block_M": [64, 128], "block_N": [128, 256], "block_K": [32, 64], "num_stages": [2, 3, 4],
         "threads": [128, 256]}
QUICK = [{"block_M": 128, "block_N": 128, "block_K": 32, "num_stages": 3},
         {"block_M": 128, "block_N": 256, "block_K": 64, "num_stages": 3},
         {"block_M": 256, "block_N": 256, "block_K": 128, "num_stages": 3}]  # the last exceeds shared memory


def configs(quick: bool) -> list[dict]:
    if quick:
        return QUICK
    keys = list(SPACE)
    return [dict(zip(keys, vals)) for vals in itertools.product(*SPACE.values())]


def make(space):
    return tilelang.autotune(configs=space, ref_prog=lambda A, B: (A.float() @ B.float()).half(),
                             warmup=10, rep=50)(tilelang.jit(out_idx=[-1], target="cuda")(tiled_gemm))


def exhaustive(space, M, N, K) -> list[tuple[dict, float]]:
    """Every configuration that compiles, re-timed: (config, median us); first cuBLAS's
    fp16 ``torch.matmul`` on the same inputs, as (None, us)."""
    import torch

    from tilelang.timing import cuda_median_us

    a = torch.randn(M, K, device="cuda", dtype=torch.float16)
    b = torch.randn(K, N, device="cuda", dtype=torch.float16)
    out = [(None, cuda_median_us(lambda: torch.matmul(a, b), warmup=20, rep=200))]
    for cfg in space:
        try:
            k = tilelang.compile(tiled_gemm(M, N, K, **cfg), out_idx=[-1], target="cuda")
        except Exception as e:  # noqa: BLE001  (the tuner skipped it too)
            print(f"  skip {cfg}: {str(e).splitlines()[0][:90]}")
            continue
        out.append((cfg, cuda_median_us(lambda: k(a, b), warmup=20, rep=200)))
    return out


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--quick", action="store_true", help="3 configurations instead of 48")
    args = ap.parse_args()
    # a fresh disk cache: the first tuning must compile every candidate
    os.environ["TILELANG_CACHE_DIR"] = tempfile.mkdtemp(prefix="tl_autotune_")
    M = N = K = 4096
    space = configs(args.quick)
    t0 = time.time(); k = make(space)(M, N, K); wall = time.time() - t0
    if k.latency is None:
        print(f"no GPU: nothing timed (chose {k.config} untimed in {wall:.1f}s)")
        return 1
    tflops = lambda us: 2 * M * N * K / (us * 1e-6) / 1e12  # noqa: E731
    print(f"\nfirst tuning of {len(space)} configurations: {wall:.1f} s wall; best {k.config} "
          f"{k.latency * 1e3:.1f} us ({tflops(k.latency * 1e3):.0f} TFLOP/s)")
    t0 = time.time(); k2 = make(space)(M, N, K); hit = time.time() - t0
    print(f"second tuning (cache hit): {hit:.1f} s; {k2.config}")

    print("\nexhaustive re-timing (median of 200 calls):")
    cublas, *timed = exhaustive(space, M, N, K)
    timed.sort(key=lambda t: t[1])
    print(f"cuBLAS fp16 (torch.matmul): {cublas[1]:.1f} us ({tflops(cublas[1]):.0f} TFLOP/s)")
    print(f"{'block_M':>7} {'block_N':>7} {'block_K':>7} {'stages':>6} {'threads':>7} {'us':>8} {'TFLOP/s':>8} {'vs cuBLAS':>9}")
    for cfg, us in timed:
        mark = "  <- tuner's choice" if cfg == k.config else ""
        print(f"{cfg['block_M']:>7} {cfg['block_N']:>7} {cfg['block_K']:>7} {cfg['num_stages']:>6} "
              f"{cfg.get('threads', 128):>7} {us:>8.1f} {tflops(us):>8.0f} {cublas[1] / us:>8.2f}x{mark}")
    best_cfg, best_us = timed[0]
    chosen_us = next(us for cfg, us in timed if cfg == k.config)
    ratio = chosen_us / best_us
    ok_time = wall <= 60
    ok_close = ratio <= 1.05
    print(f"\ntuning wall {wall:.1f} s (target <= 60 s): {'ok' if ok_time else 'MISSED'}")
    print(f"choice {chosen_us:.1f} us vs exhaustive best {best_us:.1f} us ({best_cfg}): {ratio:.3f}x "
          f"(target <= 1.05): {'ok' if ok_close else 'MISSED'}")
    return 0 if ok_time and ok_close else 1


if __name__ == "__main__":
    sys.exit(main())
