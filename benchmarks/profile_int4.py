"""One ``int4_matmul`` kernel, for ``ncu`` and the SASS: builds the configuration given
(or ``plan``'s), writes its cubin, and launches it a few times on fresh data.

    python benchmarks/profile_int4.py M N K ['{"name": "gemm", "block_M": 16, ...}'] [--cubin F]
    ncu --clock-control none --section SpeedOfLight -k regex:gemm python benchmarks/profile_int4.py ...
"""

import argparse
import json

import torch

import tilelang
from tilelang.ops import choose, int4_matmul, prepare_int4


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("M", type=int)
    ap.add_argument("N", type=int)
    ap.add_argument("K", type=int)
    ap.add_argument("config", nargs="?", help='JSON: {"name": "gemm" or "gemv", options...}')
    ap.add_argument("--cubin", help="write the kernel's cubin here")
    ap.add_argument("--runs", type=int, default=3)
    args = ap.parse_args()
    M, N, K = args.M, args.N, args.K
    if args.config:
        opts = json.loads(args.config)
        cfg = (opts.pop("name"), opts)
    else:
        cfg = choose(M, N, K, 128, "cuda")
    q, s = tilelang.quantize(torch.randn(N, K, dtype=torch.float16), "int4", group_size=128)
    p = prepare_int4(q.cuda(), s.cuda(), group_size=128)
    a = torch.randn(M, K, device="cuda", dtype=torch.float16)
    for _ in range(args.runs):
        int4_matmul(a, p, config=cfg)
    torch.cuda.synchronize()
    if args.cubin:
        from tilelang.ops.lowbit_matmul import kernel_for

        kernel = kernel_for("float16", M, N, K, 128, "int4", "float16", False, True, "cuda", cfg)[1]
        open(args.cubin, "wb").write(kernel.cuda.cubin)
    print(f"ran {cfg} {args.runs} times")


if __name__ == "__main__":
    main()
