"""fp16 GEMM written in the language against cuBLAS (torch.matmul), side by side.

C = A @ B with A (M, K), B (K, N) fp16 row-major ("nn"), or C = A @ B.T with B (N, K)
("nt", the nn.Linear form: both operands K-major, which Hopper's wgmma reads from
shared memory directly), float32 accumulation, fp16 C; cuBLAS takes the same layout.
For each size: each configuration's median time (CUDA events, warm-up first), its
TFLOP/s, and the ratio to cuBLAS measured in the same run; correctness is checked
against a float32 reference first.

    python benchmarks/gemm_fp16.py [--sizes 4096 8192] [--layout nn nt] [--config 128,256,32,3,256,8 ...]
                                   [--cubin F]

A configuration's eighth field, ``ws`` or ``pp``: a producer warp issues the copies (sm_90,
TMA), with ``pp`` its two consumer warpgroups in ping-pong (``T.Pipelined(...,
pingpong=True)``).
"""

from __future__ import annotations

import argparse

import torch

import tilelang
from tilelang.ops import tiled_gemm
from tilelang.timing import cuda_median_us


@tilelang.jit(out_idx=[-1], target="cuda")
def matmul(M, N, K, block_M, block_N, block_K, num_stages, threads, swizzle=0, policy="square", producer="none",
           layout="nn"):
    """The library's tiled GEMM (``tilelang.ops.tiled_gemm``) in fp16 with a float32
    accumulator; ``layout`` "nt": B stored (N, K); ``producer`` "ws" / "pp" (module
    docstring)."""
    return tiled_gemm(M, N, K, block_M, block_N, block_K, num_stages, threads, accum_dtype="float32",
                      trans_B=layout == "nt", policy=policy, swizzle=swizzle, warp_specialize=producer in ("ws", "pp"),
                      pingpong=producer == "pp")


CONFIGS = [  # block_M, block_N, block_K, num_stages, threads, swizzle[, warp policy[, producer]]
    # Hopper's wgmma (sm_90a): 64-wide k-steps (128-byte rows), 4 stages keep a wgmma group in flight
    (128, 256, 64, 4, 256, 8),
    (256, 128, 64, 4, 256, 8),
    (128, 256, 64, 3, 256, 8),
    (128, 128, 64, 4, 128, 8),
    # a producer warp; and its two consumer warpgroups (64 rows each) in ping-pong
    (128, 256, 64, 4, 256, 8, "square", "ws"),
    (128, 256, 64, 4, 256, 8, "square", "pp"),
    (128, 128, 64, 5, 256, 8, "square", "pp"),
    # what suited mma.sync (elsewhere, and on the H100 with TILELANG_WGMMA=0)
    (128, 128, 32, 4, 128, 8),
    (128, 256, 32, 3, 256, 8),
]


def bench_ms(fn) -> float:
    return cuda_median_us(fn) / 1e3


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--sizes", type=int, nargs="+", default=[4096, 8192])
    ap.add_argument("--config", action="append", metavar="BM,BN,BK,STAGES,THREADS,SWIZZLE[,POLICY[,PRODUCER]]",
                    help="measure this configuration instead of the list (repeatable)")
    ap.add_argument("--layout", nargs="+", choices=("nn", "nt"), default=["nn", "nt"],
                    help="B as (K, N) (nn) and/or as (N, K) (nt)")
    ap.add_argument("--cubin", help="write the first configuration's cubin here (for cuobjdump / ncu)")
    args = ap.parse_args()
    sizes = args.sizes
    configs = [tuple(int(x) if x.strip().isdigit() else x.strip() for x in c.split(",")) for c in args.config] \
        if args.config else CONFIGS
    print(f"device: {torch.cuda.get_device_name()}")
    print(f"{'size':>6s} {'config (bm, bn, bk, stages, threads, swizzle, policy, producer, layout)':64s} {'ms':>8s} "
          f"{'TFLOP/s':>8s} {'vs cuBLAS':>9s}  rel.err")
    for n, layout in ((n, layout) for n in sizes for layout in args.layout):
        a = torch.randn(n, n, device="cuda", dtype=torch.float16)
        b = torch.randn(n, n, device="cuda", dtype=torch.float16)  # (K, N) for nn, (N, K) for nt
        b_math = b.T if layout == "nt" else b
        ref = (a.float() @ b_math.float())
        flops = 2.0 * n ** 3
        t_cublas = bench_ms(lambda: torch.matmul(a, b_math))
        print(f"{n:6d} {'cuBLAS (torch.matmul) ' + layout:64s} {t_cublas:8.3f} {flops / t_cublas / 1e9:8.1f} "
              f"{1.0:9.2f}")
        for i, cfg in enumerate(configs):
            cfg = tuple(cfg) + ("square", "none")[len(cfg) - 6:] + (layout,)
            try:
                kernel = matmul(n, n, n, *cfg)
            except tilelang.TileLangError as e:
                print(f"{n:6d} {str(cfg):64s} compile error: {str(e).splitlines()[0][:60]}")
                continue
            c = kernel(a, b)
            if args.cubin and i == 0:
                open(args.cubin, "wb").write(kernel.cuda.cubin)
            err = ((c.float() - ref).norm() / ref.norm()).item()
            t = bench_ms(lambda: kernel(a, b))
            print(f"{n:6d} {str(cfg):64s} {t:8.3f} {flops / t / 1e9:8.1f} {t_cublas / t:9.2f}  {err:.1e}")


if __name__ == "__main__":
    main()
