"""What programmatic dependent launch saves a small-M low-bit GEMM behind another kernel.

A decode step is a chain of short kernels; each of our GEMMs follows a norm, an add or
attention.  The planned gemm begins with ``T.pdl_sync()`` and is launched early
(``backends/cuda/pdl_launch.py``): its blocks get resident and set up while the kernel
before it drains.  Here a CUDA graph holds ``--pairs`` pairs of (a torch element-wise
kernel on the activation, the prepared-int4 GEMM on its result), and each row is the
replay time per pair with the gemm built with and without ``T.pdl_sync`` (same plan
otherwise), next to the element-wise kernel's and the GEMM's own time in the same kind
of graph.  The outputs of both builds are checked against a float64 reference first.

    python benchmarks/pdl_launch.py [--shapes 4096x4096 28672x4096 4096x14336] [--ms 1 16]
"""

from __future__ import annotations

import argparse
import datetime

import torch

import tilelang
from tilelang.ops import lowbit_matmul, plan, prepare
from tilelang.timing import graph_median_us


def graph_us(step, pairs: int, replays: int = 50) -> float:
    """Replay time of a CUDA graph of ``pairs`` calls of ``step``, per call (median)."""
    return graph_median_us(step, repeat=pairs, replays=replays)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--shapes", nargs="+", default=["4096x4096", "6144x4096", "28672x4096", "4096x14336"])
    ap.add_argument("--ms", type=int, nargs="+", default=[1, 16])
    ap.add_argument("--pairs", type=int, default=64)
    args = ap.parse_args()
    if not torch.cuda.is_available():
        raise SystemExit("benchmarks/pdl_launch.py needs a CUDA GPU")
    print(f"# pdl_launch: {torch.cuda.get_device_name()}, torch {torch.__version__}, tilelang "
          f"{tilelang.__version__}, {datetime.datetime.now().strftime('%Y-%m-%d %H:%M')}; graph of "
          f"{args.pairs} (element-wise, int4 gemm) pairs, us per pair")
    print("| M | N | K | elementwise alone | gemm alone | pair, no pdl | pair, pdl | saved |")
    print("|---:|---:|---:|---:|---:|---:|---:|---:|")
    for shape in args.shapes:
        N, K = map(int, shape.split("x"))
        w = torch.randn(N, K, dtype=torch.float16, device="cuda")
        q, s = tilelang.quantize(w, "int4", group_size=128)[:2]
        p = prepare(q, s, group_size=128)
        ref_w = tilelang.dequantize(q, "int4", s, group_size=128).double()
        for M in args.ms:
            x = torch.randn(M, K, dtype=torch.float16, device="cuda")
            a = torch.empty_like(x)
            name, opts = plan(M, N, K, 128, wgmma=True)
            configs = {flag: (name, {**opts, "pdl": flag}) for flag in (False, True)}
            torch.mul(x, 0.5, out=a)
            ref = a.double() @ ref_w.t()
            for flag, cfg in configs.items():
                out = lowbit_matmul(a, p, config=cfg)
                err = float((out.double() - ref).norm() / ref.norm())
                if not torch.isfinite(out).all() or err > 2e-3:
                    raise SystemExit(f"wrong result: M={M} {shape} pdl={flag}: rel. err {err:.1e}")

            def elementwise():
                torch.mul(x, 0.5, out=a)

            def gemm(cfg):
                return lambda: lowbit_matmul(a, p, config=cfg)

            def pair(cfg):
                def run():
                    torch.mul(x, 0.5, out=a)
                    lowbit_matmul(a, p, config=cfg)
                return run

            e = graph_us(elementwise, args.pairs)
            g = graph_us(gemm(configs[False]), args.pairs)
            off, on = graph_us(pair(configs[False]), args.pairs), graph_us(pair(configs[True]), args.pairs)
            print(f"| {M} | {N} | {K} | {e:.2f} | {g:.2f} | {off:.2f} | {on:.2f} | {off - on:.2f} |")


if __name__ == "__main__":
    main()
