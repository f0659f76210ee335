"""Every low-bit weight format through ``tilelang.ops.lowbit_matmul``, GPU only: the
table issue 27 asks for.

For each format (int4 / uint4 / uint2 / int2 / float4_e2m1fn / nf4; the bit-plane
formats int3 / int5 / fp6_e3m2 / fp6_e2m3 / int6 / int7; int8 and float8_e4m3fn) three
ways in:
prepared with ``tilelang.ops.prepare``; the raw ``tilelang.quantize`` output (which
``lowbit_matmul`` prepares at its first call and keeps: timed after it, the first
call's own time printed apart); and the kernels that read the raw layout
(``TILELANG_PREPARE_RAW=0``),
each M and each (N, K), group 128, fp16 activations: the median time with the
weights rotated through copies larger than the L2 (as ``int4_gemm.py`` times), the
decode the compiler chose, cuBLAS fp16 (torch.matmul on the dequantized weight) and
``aten._weight_int4pack_mm`` measured in the same run, and the roofline fraction --
for M <= 16 the bytes moved (this format's packed weights, scales, A and C) over the
copy bandwidth of 1 GiB, then over a device copy of the same bytes (timed the same way:
a copy of ~100 MB runs slower than one of 1 GiB), above that the FLOP rate over
cuBLAS's.  Each result is checked
against the float32 product with the dequantized weight first.

    python benchmarks/formats.py [--ms 1 16 128 4096] [--shapes 8192x8192 ...] [--formats uint2 nf4 ...]
        [--kinds prepared raw "raw layout"]
"""

from __future__ import annotations

import argparse
import os
import time

import torch
from int4_gemm import GROUP, bench_us, copies_for, copy_bandwidth, same_bytes_copy_us, torch_int4

import tilelang
from tilelang.dtypes import float_dtype, get_dtype, int_dtype
from tilelang.lowering.pair_table import uses_pair_table
from tilelang.lowering.target import Target
from tilelang.lowering.word_decode import plan as word_plan, stored_planes
from tilelang.ops import lowbit_matmul, prepare
from tilelang.ops.lowbit_kernels import word_format
from tilelang.ops.lowbit_plan import cuda_arch

# codes that straddle bytes, prepared as bit planes (4 + 2 + 1 bits); defined here as user formats
PLANAR = [int_dtype("int3", 3).name, int_dtype("int5", 5).name, float_dtype("fp6_e3m2", 3, 2).name,
          float_dtype("fp6_e2m3", 2, 3).name, int_dtype("int6", 6).name, int_dtype("int7", 7).name]
FORMATS = ["int4", "uint4", "uint2", "int2", "float4_e2m1fn", "nf4", *PLANAR, "int8", "float8_e4m3fn"]
KINDS = ("prepared", "raw", "raw layout")


def _decode_name(fmt: str) -> str:
    if fmt in ("int4", "uint4"):
        return "dequant_i4"
    fmt = get_dtype(fmt)  # (the prepared weight's planes; the device's own conversions, as the compiler takes them)
    convert = Target.for_arch(cuda_arch("cuda")).has("fp8_convert")
    d = word_plan(fmt, "float16", stored_planes(fmt.bits), convert=convert)
    if d is None:
        return "element"
    table = " (M = 1, K >= 8192: pair table)" if uses_pair_table(get_dtype(fmt), "float16") else ""
    return f"{d.strategy} {d.instructions}/{d.codes}{table}"


def run_format(fmt, n, k, ms, bw, results, kinds=KINDS):
    t0 = time.time()
    w = torch.randn(n, k, dtype=torch.float16)
    q, s = tilelang.quantize(w, fmt, group_size=GROUP)
    q, s = q.cuda(), s.cuda()
    w16 = tilelang.dequantize(q, fmt, s, group_size=GROUP, out_dtype="float16")
    bits = get_dtype(fmt).bits
    wbytes = n * k * bits // 8 + s.numel() * 2
    nq = copies_for(wbytes)
    preparable = word_format(fmt, "float16") is not None  # (prepare's own rule: bit planes for 3-8 bits)
    kinds = [x for x in kinds if preparable or x == "raw"]  # (no prepare: one kernel, the raw layout's)
    variants = {"prepared": []}
    if preparable:
        variants["prepared"] = [prepare(q, s, group_size=GROUP, dtype=fmt)]
        variants["prepared"] += [prepare(q.clone(), s.clone(), group_size=GROUP, dtype=fmt) for _ in range(nq - 1)]
    raws = [(q, s)] + [(q.clone(), s.clone()) for _ in range(nq - 1)]
    print(f"  ({fmt}: quantized and prepared in {time.time() - t0:.1f} s)", flush=True)
    copy_us = {M: same_bytes_copy_us(wbytes + 2 * M * k + 2 * M * n) for M in ms if M <= 16}
    for M in ms:
        a = torch.randn(M, k, device="cuda", dtype=torch.float16)
        ref = a.float() @ w16.float().T
        for kind in kinds:
            if kind == "prepared":
                calls = [lambda p=p: lowbit_matmul(a, p) for p in variants["prepared"]]
            else:
                calls = [lambda q=q, s=s: lowbit_matmul(a, q, s, group_size=GROUP, dtype=fmt) for q, s in raws]
            os.environ["TILELANG_PREPARE_RAW"] = "0" if kind == "raw layout" else "1"
            t1 = time.time()
            c = calls[0]()
            torch.cuda.synchronize()
            if kind == "raw" and M == ms[0]:
                print(f"  ({fmt} raw: first call, preparing included, {1e3 * (time.time() - t1):.0f} ms)")
            err = ((c.float() - ref).norm() / ref.norm()).item()
            if err > 1e-2:
                print(f"    {fmt} {kind} M={M}: WRONG, rel.err {err:.2e}; not timed")
                continue
            us = bench_us(calls, rep=30)
            os.environ.pop("TILELANG_PREPARE_RAW", None)
            results.append(dict(fmt=fmt, kind=kind, M=M, n=n, k=k, us=us, err=err, bytes=wbytes,
                                copy_us=copy_us.get(M)))


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--ms", type=int, nargs="+", default=[1, 16, 128, 4096])
    ap.add_argument("--shapes", nargs="+", default=["8192x8192", "28672x8192", "8192x28672"])
    ap.add_argument("--formats", nargs="+", default=FORMATS)
    ap.add_argument("--kinds", nargs="+", default=list(KINDS), choices=KINDS,
                    help="ways in to time (the raw layout's generic decode is slow to time at 3, 5, 6, 7 bits)")
    args = ap.parse_args()
    if not torch.cuda.is_available():
        raise SystemExit("formats.py needs a CUDA GPU")
    print(f"device: {torch.cuda.get_device_name()}  torch {torch.__version__}  group {GROUP}, fp16 activations")
    bw = copy_bandwidth()
    print(f"copy bandwidth: {bw / 1e9:.0f} GB/s")
    print("decodes: " + ", ".join(f"{f} {_decode_name(f)}" for f in args.formats))
    for shape in args.shapes:
        n, k = (int(x) for x in shape.split("x"))
        results = []
        for fmt in args.formats:
            run_format(fmt, n, k, args.ms, bw, results, args.kinds)
        w16 = torch.randn(n, k, device="cuda", dtype=torch.float16)
        w16s = [w16] + [w16.clone() for _ in range(copies_for(w16.numel() * 2, cap=3) - 1)]
        codes = torch.randint(0, 16, (n, k), device="cuda", dtype=torch.int32)
        tq = torch_int4(codes, torch.ones(n, k // GROUP, device="cuda", dtype=torch.float16), n, k)
        base = {}
        for M in args.ms:
            a = torch.randn(M, k, device="cuda", dtype=torch.float16)
            cub = bench_us([lambda w=w: torch.matmul(a, w.T) for w in w16s])
            ti4 = None
            if tq is not None:
                ab = a.to(torch.bfloat16)
                try:
                    ti4 = bench_us([lambda: torch.ops.aten._weight_int4pack_mm(ab, tq[0], GROUP, tq[1])])
                except Exception:  # noqa: BLE001  (not every torch build has it)
                    ti4 = None
            base[M] = (cub, ti4)
        print(f"\n(N, K) = ({n}, {k}): median us; roofline = share of the 1 GiB copy's bandwidth, and of a copy of the "
              f"same bytes (M <= 16), or cuBLAS FLOP/s share")
        head = f"{'format':15s} {'weight':10s}" + "".join(f" {'M=' + str(M):>25s}" for M in args.ms)
        print(head)
        print(f"{'cuBLAS fp16':26s}" + "".join(f" {base[M][0]:9.1f} us{'':13s}" for M in args.ms))
        print(f"{'torch int4 (bf16)':26s}" + "".join(
            f" {base[M][1]:9.1f} us{'':13s}" if base[M][1] is not None else f" {'n/a':>25s}" for M in args.ms))
        for fmt in args.formats:
            for kind in KINDS:
                row = {r["M"]: r for r in results if r["fmt"] == fmt and r["kind"] == kind}
                if not row:
                    continue
                cells = []
                for M in args.ms:
                    r = row.get(M)
                    if r is None:
                        cells.append(f" {'failed':>25s}")
                        continue
                    if M <= 16:
                        moved = r["bytes"] + 2 * M * k + 2 * M * n
                        roof = moved / (r["us"] * 1e-6) / bw
                        same = r["copy_us"] / r["us"]
                        cells.append(f" {r['us']:9.1f} us ({roof * 100:3.0f}%, {same * 100:3.0f}%)")
                    else:
                        cells.append(f" {r['us']:9.1f} us ({base[M][0] / r['us'] * 100:4.0f}%){'':5s}")
                print(f"{fmt:15s} {kind:10s}" + "".join(cells))


if __name__ == "__main__":
    main()
