"""A table format's small-M kernels with their lookups in registers (``prmt``) against a
pair table in shared memory (``T.annotate_lookup_tables("shared")``,
``lowering/pair_table.py``), GPU only.

For each format (nf4 and a 16-value user codebook by default), M (1 and 16; ``--ms``) and (N, K):
the planned kernel as it is planned; at M = 1 (the packed gemv) forced with the registers
and with the table, each at 8 and 16 rows a block; at other M (the gemm) with each (the
table's 32 KiB taking pipeline stages where the tiles would not fit beside it,
``lowbit_plan.with_pair_table``); microseconds per call replayed from a CUDA graph
(``tilelang.timing.graph_median_us``), weights rotated through copies larger than the L2;
every output checked against float64 (and the table's against the registers' bit for
bit) before it is timed; the share of a device copy moving the call's bytes in the same
graphs (from M = 64: the speed against cuBLAS fp16's, ``torch.matmul``, instead).  The
figures the plan's choice rests on (``lowbit_plan.plan``'s ``lookup``, ``_gemm_takes_table``).

    python benchmarks/lookup_tables.py [--formats nf4 ...] [--shapes 28672x8192 ...]
"""

from __future__ import annotations

import argparse

import torch
from int4_gemm import copies_for, same_bytes_copy_us

import tilelang
from tilelang.dtypes import lut_dtype
from tilelang.ops import lowbit_matmul, prepare
from tilelang.ops.lowbit_matmul import planned_config
from tilelang.ops.lowbit_plan import with_pair_table
from tilelang.timing import graph_median_us

G = 128
# a user codebook of 16 values (not nf4's): the table serves any 4-bit table format
BOOK = lut_dtype("bench_book", [(-1) ** i * (0.11 * i + 0.013 * i * i) for i in range(16)])


def run(fmt, m, n, k):
    """{variant: us, "copy": us, "planned": text} of one problem; None where no kernel of
    the plan takes a table (neither the gemv nor the gemm)."""
    w = torch.randn(n, k, dtype=torch.float16, device="cuda")
    q, s = tilelang.quantize(w, fmt, group_size=G)
    nbytes = n * k // 2 + s.numel() * s.element_size() + 2 * m * k + 2 * m * n
    ps = [prepare(q.clone(), s.clone(), group_size=G, dtype=fmt) for _ in range(copies_for(nbytes))]
    a = torch.randn(m, k, dtype=torch.float16, device="cuda")
    ref = a.double() @ tilelang.dequantize(q, fmt, s, group_size=G, out_dtype="float64").T
    row = {"copy": same_bytes_copy_us(nbytes, graphs=True)}
    if m >= 64:  # (a large M: against cuBLAS fp16's time, not the copy's)
        row["cuBLAS"] = graph_median_us([lambda: torch.matmul(a, w.T)])
    name, opts = planned_config("float16", m, n, k, G, fmt, True, "cuda")
    if name not in ("gemv", "gemm"):
        return None
    base = {o: v for o, v in opts.items() if o != "lookup_tables"}
    variants = {"plan": opts}
    if name == "gemv":
        for rows in (8, 16):
            variants[f"registers {rows}"] = dict(base, rows=rows)
            variants[f"table {rows}"] = dict(base, rows=rows, lookup_tables="shared")
    else:
        variants["registers"] = base
        variants["table"] = with_pair_table(base, G, 4)
    outs = {}
    for tag, o in variants.items():
        cfg = (name, o)
        c = lowbit_matmul(a, ps[0], config=cfg)
        err = ((c.double() - ref).norm() / ref.norm()).item()
        if err > 1e-2 or c.isnan().any():
            print(f"  {fmt} M={m} {n} x {k} {tag}: WRONG, rel.err {err:.2e}; not timed")
            continue
        outs[tag] = c
        row[tag] = graph_median_us([lambda p=p: lowbit_matmul(a, p, config=cfg) for p in ps])
    for r, t in (("registers 8", "table 8"), ("registers 16", "table 16"), ("registers", "table")):
        if r in outs and t in outs and not torch.equal(outs[r], outs[t]):
            print(f"  {fmt} M={m} {n} x {k}: the table's output ({t}) differs from the registers'")
    row["planned"] = f"{name}, {opts.get('rows', opts.get('block_N'))} rows, {opts.get('lookup_tables', 'registers')}"
    return row


def row_text(row) -> str:
    """A row's times against its peer: the share of the same-bytes copy, or (from M = 64,
    where the row has "cuBLAS") the speed against cuBLAS fp16."""
    peer = "cuBLAS" if "cuBLAS" in row else "copy"
    cells = [f"{tag} {us:.2f} ({row[peer] / us:.2f}x)" if peer == "cuBLAS" else
             f"{tag} {us:.2f} ({100 * row['copy'] / us:.0f}%)" for tag, us in row.items()
             if tag not in ("copy", "cuBLAS", "planned")]
    return f"{peer} {row[peer]:.2f} | " + " | ".join(cells)


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--formats", nargs="+", default=["nf4", BOOK.name])
    ap.add_argument("--ms", type=int, nargs="+", default=[1, 16])
    ap.add_argument("--shapes", nargs="+", default=["28672x8192", "8192x8192", "4096x14336", "4096x4096"])
    args = ap.parse_args()
    print(f"device: {torch.cuda.get_device_name()}  torch {torch.__version__}  group {G}, fp16 activations; us "
          f"replayed from a CUDA graph (share of a copy of the call's bytes)")
    for fmt in args.formats:
        for m in args.ms:
            for shape in args.shapes:
                n, k = (int(x) for x in shape.split("x"))
                row = run(fmt, m, n, k)
                if row is None:
                    continue
                print(f"{fmt} M={m} {shape}: {row_text(row)} | planned: {row['planned']}", flush=True)


if __name__ == "__main__":
    main()
