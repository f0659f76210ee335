"""Act-order GPTQ weights at M = 1: the permutation applied to the activations (the
``index_select`` that ``QuantLinear.forward`` runs, then the planned gemv) against the
permutation folded into the gemv, which reads A through it (``packed_gemv_factory(...,
gather=True)``: each block gathers its row of A into shared memory once) -- issue 29's
"measure which is faster".

Each figure is the replay time per call of a CUDA graph of about ``--calls`` calls, the
weights rotated through copies larger than twice the L2 (as a decode step's layers read
theirs from device memory); "eager" is CUDA-event time of back-to-back eager calls (host
time shows).  Columns: the plain layer (no act-order, the same kernel), the gather before
it, the permutation inside (the plan's tile, and twice its rows a block: half the blocks
reading A).  Every output of each variant is checked against a float64
reference of ``x[:, perm] @ W.T`` (relative error under 2e-3) before it is timed.

    python benchmarks/act_order.py [--shapes 4096x4096 14336x4096 4096x14336 1024x4096] [--calls 64]
"""

from __future__ import annotations

import argparse
import datetime
import os
import sys

import torch

sys.path.insert(0, os.path.dirname(__file__))
import tilelang  # noqa: E402
from small_shapes import in_graph, rotation  # noqa: E402
from tilelang.dtypes import get_dtype  # noqa: E402
from tilelang.ops import prepare  # noqa: E402
from tilelang.ops.lowbit_gemv import packed_gemv_factory  # noqa: E402
from tilelang.ops.lowbit_kernels import word_format  # noqa: E402
from tilelang.ops.lowbit_matmul import planned_config  # noqa: E402
from tilelang.timing import cuda_median_us  # noqa: E402

GROUP = 128
FORMAT = "uint4"  # (GPTQ's: unsigned codes with zeros)


def gemv_kernel(N, K, options, gather):
    """The planned packed gemv for (1, N, K), reading A straight or through ``Perm``."""
    f = packed_gemv_factory(1, N, K, GROUP, FORMAT, "float16", "float16", True, 0, True,
                            word_format(FORMAT, "float16"), gather=gather, **options)
    return tilelang.compile(f, out_idx=None, target="cuda")


def run_shape(N, K, calls):
    name, options = planned_config("float16", 1, N, K, GROUP, get_dtype(FORMAT), True, "cuda")
    if name != "gemv":
        print(f"| {N} x {K} | the plan takes the {name}, not the gemv: not compared | | | | | | |")
        return
    w = torch.randn(N, K, dtype=torch.float16, device="cuda")
    q, s, z = tilelang.quantize(w, FORMAT, group_size=GROUP, zero_point=True)
    ref_w = tilelang.dequantize(q, FORMAT, s, z, group_size=GROUP, out_dtype="float64")
    wbytes = q.numel() + 2 * (s.numel() + z.numel())
    preps = [prepare(q.clone(), s.clone(), z.clone(), GROUP, FORMAT) for _ in range(rotation(wbytes))]
    x = torch.randn(1, K, dtype=torch.float16, device="cuda")
    perm = torch.randperm(K, device="cuda")
    inv = torch.empty_like(perm)
    inv[perm] = torch.arange(K, device="cuda")
    inv = inv.to(torch.int16)
    ref = x[:, perm].double() @ ref_w.t()
    plain, inside = gemv_kernel(N, K, options, False), gemv_kernel(N, K, options, True)
    wide = gemv_kernel(N, K, dict(options, rows=2 * options["rows"]), True)  # (half the blocks permuting A)
    out = torch.empty(1, N, dtype=torch.float16, device="cuda")

    def call_plain(p, a):
        plain(a, p.qweight, p.scales, p.zeros, out)

    variants = {
        "plain": lambda p: call_plain(p, x),
        "gather, then the gemv": lambda p: call_plain(p, x.index_select(1, perm)),
        "the gemv reads A through perm": lambda p: inside(x, p.qweight, p.scales, p.zeros, out, inv),
        "the same, twice the rows a block": lambda p: wide(x, p.qweight, p.scales, p.zeros, out, inv),
    }
    times = {}
    for what, fn in variants.items():
        out.zero_()
        fn(preps[0])
        torch.cuda.synchronize()
        want = ref if what != "plain" else x.double() @ ref_w.t()
        err = float((out.double() - want).norm() / want.norm())
        if not (torch.isfinite(out).all() and err < 2e-3):
            raise SystemExit(f"wrong result ({what}): {N}x{K}: rel. err {err:.1e}")
        graph = in_graph([lambda p=p: fn(p) for p in preps], calls)
        eager = cuda_median_us([lambda p=p: fn(p) for p in preps], hide_host=False)
        times[what] = (graph, eager)
    (gp, ep), (gg, eg), (gi, ei), (gw, ew) = times.values()
    print(f"| {N} x {K} | {gp:.2f} / {ep:.2f} | {gg:.2f} / {eg:.2f} | {gi:.2f} / {ei:.2f} | {gw:.2f} / {ew:.2f} | "
          f"{gg - gp:+.2f} | {min(gi, gw) - gp:+.2f} | {'inside' if min(gi, gw) < gg else 'before'} |", flush=True)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--shapes", nargs="+", default=["4096x4096", "14336x4096", "4096x14336", "1024x4096"])
    ap.add_argument("--calls", type=int, default=64)
    args = ap.parse_args()
    if not torch.cuda.is_available():
        raise SystemExit("act_order.py needs a CUDA GPU")
    print(f"{datetime.date.today()}, {torch.cuda.get_device_name()}, torch {torch.__version__}; M = 1, {FORMAT} + "
          f"zeros, group {GROUP}, fp16; us per call, graph / eager")
    print("| N x K | plain | gather, then the gemv | the gemv reads A through perm | the same, 2x rows a block | "
          "gather's cost before | inside (best) | faster |")
    print("| --- | ---: | ---: | ---: | ---: | ---: | ---: | --- |")
    for shape in args.shapes:
        N, K = map(int, shape.split("x"))
        run_shape(N, K, args.calls)


if __name__ == "__main__":
    main()
