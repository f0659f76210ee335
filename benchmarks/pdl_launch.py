"""What programmatic dependent launch saves a small-M low-bit GEMM behind another kernel.

A decode step is a chain of short kernels; each of our GEMMs follows a norm, an add or
attention.  Built with ``pdl`` (``gemm_factory(pdl=True)``, ``TILELANG_PDL=1`` for the
planned ops), the gemm begins with ``T.pdl_sync()`` and ``T.pdl_trigger()``: it is
launched early (``backends/cuda/pdl_launch.py``) -- while the kernel before it runs, if
that kernel lets it start (its own trigger) -- and sets up until that kernel is done.

Each row is the replay time per pair of a CUDA graph of ``--pairs`` pairs, the gemm
built without and with ``pdl`` (same plan otherwise), the weights rotated through
copies that together exceed the L2 (each pair's weight comes from device memory, as
in a model):

- "torch op": a torch element-wise kernel writes the activation (it never triggers:
  the gemm starts when it ends);
- "triggering op": our element-wise kernel that waits for its own predecessor and
  triggers at once (as inductor's kernels do with ``TORCHINDUCTOR_ENABLE_PDL=1``);
- "gemm chain": gemm after gemm (the activation unchanged).

The outputs of both builds are checked against a float64 reference first.

    python benchmarks/pdl_launch.py [--shapes 4096x4096 28672x4096 4096x14336] [--ms 1 16]
"""

from __future__ import annotations

import argparse
import datetime

import torch

import tilelang
import tilelang.language as T
from tilelang.ops import lowbit_matmul, plan, prepare
from tilelang.timing import graph_median_us

L2_BYTES = 50 * 2 ** 20


def halving(n: int, rounds: int = 0):
    """``a = x * 0.5`` (fp16, n elements), waiting for its predecessor and letting its
    successor start at once; ``rounds`` > 0 makes it longer, as attention would be (a
    serial chain of that many multiply-adds per element: the values drift towards 1,
    which only the timing sees)."""
    @T.prim_func
    def half_of(X: T.Tensor((n,), "float16"), Y: T.Tensor((n,), "float16")):
        with T.Kernel(T.ceildiv(n, 256), threads=256) as bx:
            T.pdl_sync()
            T.pdl_trigger()
            for i in T.Parallel(256):
                if bx * 256 + i < n:
                    acc = T.alloc_var("float32", init=T.cast(X[bx * 256 + i], "float32") * 0.5)
                    for r in T.serial(rounds):
                        acc = acc * 0.999 + 0.001
                    Y[bx * 256 + i] = T.cast(acc, "float16")
    return tilelang.compile(half_of, target="cuda")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--shapes", nargs="+", default=["4096x4096", "6144x4096", "28672x4096", "4096x14336"])
    ap.add_argument("--ms", type=int, nargs="+", default=[1, 16])
    ap.add_argument("--pairs", type=int, default=64)
    ap.add_argument("--op-rounds", type=int, default=0,
                    help="lengthen the triggering op (serial multiply-adds per element)")
    args = ap.parse_args()
    if not torch.cuda.is_available():
        raise SystemExit("benchmarks/pdl_launch.py needs a CUDA GPU")
    print(f"# pdl_launch: {torch.cuda.get_device_name()}, torch {torch.__version__}, tilelang "
          f"{tilelang.__version__}, {datetime.datetime.now().strftime('%Y-%m-%d %H:%M')}; graphs of "
          f"{args.pairs} pairs, weights rotated past the L2, us per pair (without / with pdl)")
    print("| M | N | K | weights | torch op + gemm | triggering op + gemm | gemm chain |")
    print("|---:|---:|---:|---:|---:|---:|---:|")
    for shape in args.shapes:
        N, K = map(int, shape.split("x"))
        w = torch.randn(N, K, dtype=torch.float16, device="cuda")
        q, s = tilelang.quantize(w, "int4", group_size=128)[:2]
        ref_w = tilelang.dequantize(q, "int4", s, group_size=128).double()
        copies = max(2, -(-2 * L2_BYTES // (q.numel() * q.element_size())))
        weights = [prepare(q.clone(), s.clone(), group_size=128) for _ in range(copies)]
        for M in args.ms:
            x = torch.randn(M, K, dtype=torch.float16, device="cuda")
            a = torch.empty_like(x)
            name, opts = plan(M, N, K, 128, wgmma=True)
            configs = [(name, {**opts, "pdl": flag}) for flag in (False, True)]
            kernel = halving(M * K, args.op_rounds)
            firsts = [lambda: torch.mul(x, 0.5, out=a), lambda: kernel(x.view(-1), a.view(-1)), None]
            firsts[0]()
            ref = a.double() @ ref_w.t()
            for cfg in configs:
                out = lowbit_matmul(a, weights[-1], config=cfg)
                err = float((out.double() - ref).norm() / ref.norm())
                if not torch.isfinite(out).all() or err > 2e-3:
                    raise SystemExit(f"wrong result: M={M} {shape} {cfg}: rel. err {err:.1e}")

            def pairs(first, cfg):
                def one(p):
                    def run():
                        if first is not None:
                            first()
                        lowbit_matmul(a, p, config=cfg)
                    return run
                return [one(p) for p in weights]

            def timed(first):
                return [graph_median_us(pairs(first, cfg), repeat=max(1, args.pairs // copies)) for cfg in configs]

            cells = [timed(first) for first in firsts]
            print(f"| {M} | {N} | {K} | {copies} | "
                  + " | ".join(f"{off:.2f} / {on:.2f}" for off, on in cells) + " |")


if __name__ == "__main__":
    main()
