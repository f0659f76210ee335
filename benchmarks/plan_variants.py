"""The planned low-bit kernel against variants of its options, GPU only: the quickest way
to test a change of ``lowbit_plan.plan`` before making it.

For each format, M and (N, K): the plan's (kernel, options), then the same kernel with
each ``--variant`` (a JSON object of options laid over the plan's, e.g.
``'{"threads": 256}'``: two warpgroups sharing the weight rows of a small-M wgmma tile);
microseconds per call replayed from a CUDA graph (``tilelang.timing.graph_median_us``),
weights rotated through copies larger than the L2; every output checked against
float64 before it is timed (a wrong variant is named and not timed); the share of a
device copy moving the call's bytes in the same graphs (from M = 64: the speed against
cuBLAS fp16's, ``torch.matmul``, instead).

    python benchmarks/plan_variants.py --formats int4 nf4 --ms 16 --shapes 28672x8192 \\
        --variant '{"threads": 256}' --variant '{"threads": 256, "num_stages": 4}'
"""

from __future__ import annotations

import argparse
import json

import torch
from formats import PLANAR  # noqa: F401  (registers the bit-plane formats' names: int3, int5, ...)
from int4_gemm import copies_for, same_bytes_copy_us
from lookup_tables import row_text

import tilelang
from tilelang.dtypes import get_dtype
from tilelang.ops import lowbit_matmul, prepare
from tilelang.ops.lowbit_matmul import planned_config
from tilelang.timing import graph_median_us

G = 128


def run(fmt, ms, n, k, variants):
    """{M: {tag: us, "copy" or "cuBLAS": us, "planned": text}} of one weight at each M."""
    bits = get_dtype(fmt).bits
    w = torch.randn(n, k, dtype=torch.float16, device="cuda")
    q, s = tilelang.quantize(w, fmt, group_size=G)
    wbytes = n * k * bits // 8 + s.numel() * s.element_size()
    ps = [prepare(q.clone(), s.clone(), group_size=G, dtype=fmt) for _ in range(copies_for(wbytes))]
    w64 = tilelang.dequantize(q, fmt, s, group_size=G, out_dtype="float64")
    rows = {}
    for m in ms:
        a = torch.randn(m, k, dtype=torch.float16, device="cuda")
        ref = a.double() @ w64.T
        row = rows[m] = {"copy": same_bytes_copy_us(wbytes + 2 * m * k + 2 * m * n, graphs=True)}
        if m >= 64:
            row["cuBLAS"] = graph_median_us([lambda: torch.matmul(a, w.T)])
        name, opts = planned_config("float16", m, n, k, G, fmt, True, "cuda")
        tried = {"plan": opts, **{json.dumps(v, sort_keys=True): dict(opts, **v) for v in variants}}
        for tag, o in tried.items():
            cfg = (name, o)
            try:
                c = lowbit_matmul(a, ps[0], config=cfg)
            except Exception as e:  # (a variant the kernel does not take: say why, go on)
                print(f"  {fmt} M={m} {n} x {k} {tag}: {type(e).__name__}: {str(e).splitlines()[0][-300:]}")
                continue
            err = ((c.double() - ref).norm() / ref.norm()).item()
            if not err < 1e-2:
                print(f"  {fmt} M={m} {n} x {k} {tag}: WRONG, rel.err {err:.2e}; not timed")
                continue
            row[tag] = graph_median_us([lambda p=p: lowbit_matmul(a, p, config=cfg) for p in ps])
        row["planned"] = f"{name} {opts}"
    return rows


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--formats", nargs="+", default=["int4"])
    ap.add_argument("--ms", type=int, nargs="+", default=[16])
    ap.add_argument("--shapes", nargs="+", default=["28672x8192", "8192x8192"])
    ap.add_argument("--variant", action="append", default=[], type=json.loads,
                    help="a JSON object of options laid over the plan's (repeat for more)")
    args = ap.parse_args()
    print(f"device: {torch.cuda.get_device_name()}  torch {torch.__version__}  group {G}, fp16 activations; us "
          f"replayed from a CUDA graph (share of a copy of the call's bytes, or speed against cuBLAS fp16)")
    for shape in args.shapes:
        n, k = (int(x) for x in shape.split("x"))
        for fmt in args.formats:
            for m, row in run(fmt, args.ms, n, k, args.variant).items():
                print(f"{fmt} M={m} {shape}: {row_text(row)}", flush=True)
                print(f"    planned: {row['planned']}", flush=True)


if __name__ == "__main__":
    main()
