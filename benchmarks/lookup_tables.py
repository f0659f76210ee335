"""A table format's M = 1 gemv with its lookups in registers (``prmt``) against a pair
table in shared memory (``T.annotate_lookup_tables("shared")``, ``lowering/pair_table.py``),
GPU only.

For each format (nf4 and a 16-value user codebook by default) and (N, K): the plan's
packed gemv as it is planned, then forced with the registers and with the table, each at
8 and 16 rows a block; microseconds per call replayed from a CUDA graph
(``tilelang.timing.graph_median_us``), weights rotated through copies larger than the L2;
every output checked against float64 (and the table's against the registers' bit for
bit) before it is timed; the share of a device copy moving the call's bytes in the same
graphs.  The figures the plan's choice rests on (``lowbit_plan.plan``'s ``lookup``).

    python benchmarks/lookup_tables.py [--formats nf4 ...] [--shapes 28672x8192 ...]
"""

from __future__ import annotations

import argparse

import torch
from int4_gemm import copies_for

import tilelang
from tilelang.dtypes import lut_dtype
from tilelang.ops import lowbit_matmul, prepare
from tilelang.ops.lowbit_matmul import planned_config
from tilelang.timing import graph_median_us

G = 128
# a user codebook of 16 values (not nf4's): the table serves any 4-bit table format
BOOK = lut_dtype("bench_book", [(-1) ** i * (0.11 * i + 0.013 * i * i) for i in range(16)])


def run(fmt, n, k):
    w = torch.randn(n, k, dtype=torch.float16, device="cuda")
    q, s = tilelang.quantize(w, fmt, group_size=G)
    nbytes = n * k // 2 + s.numel() * s.element_size() + 2 * k + 2 * n
    ps = [prepare(q.clone(), s.clone(), group_size=G, dtype=fmt) for _ in range(copies_for(nbytes))]
    a = torch.randn(1, k, dtype=torch.float16, device="cuda")
    ref = a.double() @ tilelang.dequantize(q, fmt, s, group_size=G, out_dtype="float64").T
    srcs = [torch.empty(nbytes // 2, dtype=torch.uint8, device="cuda") for _ in ps]
    dst = torch.empty_like(srcs[0])
    copy = graph_median_us([lambda x=x: dst.copy_(x) for x in srcs])
    name, opts = planned_config("float16", 1, n, k, G, fmt, True, "cuda")
    row = {"copy": copy}
    if name != "gemv":
        print(f"  {fmt} {n} x {k}: the plan is {name}, not the gemv; skipped")
        return None
    base = {o: v for o, v in opts.items() if o != "lookup_tables"}
    variants = {"plan": opts}
    for rows in (8, 16):
        variants[f"registers {rows}"] = dict(base, rows=rows)
        variants[f"table {rows}"] = dict(base, rows=rows, lookup_tables="shared")
    outs = {}
    for tag, o in variants.items():
        cfg = (name, o)
        c = lowbit_matmul(a, ps[0], config=cfg)
        err = ((c.double() - ref).norm() / ref.norm()).item()
        if err > 1e-2 or c.isnan().any():
            print(f"  {fmt} {n} x {k} {tag}: WRONG, rel.err {err:.2e}; not timed")
            continue
        outs[tag] = c
        row[tag] = graph_median_us([lambda p=p: lowbit_matmul(a, p, config=cfg) for p in ps])
    for rows in (8, 16):
        r, t = outs.get(f"registers {rows}"), outs.get(f"table {rows}")
        if r is not None and t is not None and not torch.equal(r, t):
            print(f"  {fmt} {n} x {k}: the table's output at {rows} rows differs from the registers'")
    row["planned"] = f"{opts['rows']} rows, {opts.get('lookup_tables', 'registers')}"
    return row


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--formats", nargs="+", default=["nf4", BOOK.name])
    ap.add_argument("--shapes", nargs="+", default=["28672x8192", "8192x8192", "4096x14336", "4096x4096"])
    args = ap.parse_args()
    print(f"device: {torch.cuda.get_device_name()}  torch {torch.__version__}  M = 1, group {G}, fp16 "
          f"activations; us replayed from a CUDA graph (copy share)")
    cols = ["plan", "registers 8", "table 8", "registers 16", "table 16"]
    print(f"{'format':12} {'N x K':>12} {'copy':>7} " + " ".join(f"{c:>15}" for c in cols) + "  planned")
    for fmt in args.formats:
        for shape in args.shapes:
            n, k = (int(x) for x in shape.split("x"))
            row = run(fmt, n, k)
            if row is None:
                continue
            cells = [f"{row[c]:7.2f} ({100 * row['copy'] / row[c]:3.0f}%)" if c in row else f"{'-':>15}"
                     for c in cols]
            print(f"{fmt:12} {shape:>12} {row['copy']:7.2f} " + " ".join(cells) + f"  {row['planned']}",
                  flush=True)


if __name__ == "__main__":
    main()
