"""One ``int4_matmul`` kernel (or another format's ``lowbit_matmul``: ``--format``), for
``ncu`` and the SASS: builds the configuration given (or ``plan``'s), writes its cubin,
and launches it a few times on fresh data.

    python benchmarks/profile_int4.py M N K ['{"name": "gemm", "block_M": 16, ...}'] [--cubin F] [--format uint2]
    ncu --clock-control none --section SpeedOfLight -k regex:gemm python benchmarks/profile_int4.py ...
"""

import argparse
import json

import torch

import tilelang
from tilelang.ops import lowbit_matmul, prepare


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("M", type=int)
    ap.add_argument("N", type=int)
    ap.add_argument("K", type=int)
    ap.add_argument("config", nargs="?", help='JSON: {"name": "gemm" or "gemv", options...}')
    ap.add_argument("--cubin", help="write the kernel's cubin here")
    ap.add_argument("--runs", type=int, default=3)
    ap.add_argument("--format", default="int4", help="the weight format (a tilelang.quantize dtype)")
    args = ap.parse_args()
    M, N, K = args.M, args.N, args.K
    cfg = None
    if args.config:
        opts = json.loads(args.config)
        cfg = (opts.pop("name"), opts)
    q, s = tilelang.quantize(torch.randn(N, K, dtype=torch.float16, device="cuda"), args.format, group_size=128)[:2]
    p = prepare(q, s, group_size=128, dtype=args.format)
    a = torch.randn(M, K, device="cuda", dtype=torch.float16)
    for _ in range(args.runs):
        lowbit_matmul(a, p, config=cfg)
    torch.cuda.synchronize()
    if args.cubin:
        from tilelang.ops.lowbit_matmul import kernel_for

        name, kernel = kernel_for("float16", M, N, K, 128, args.format, "float16", False, True, "cuda", cfg)
        open(args.cubin, "wb").write(kernel.cuda.cubin)
        cfg = cfg or name
    print(f"ran {cfg} {args.runs} times")


if __name__ == "__main__":
    main()
