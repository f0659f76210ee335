"""Tune the tutorial fp16 GEMM (``tilelang.ops.tiled_gemm``, 4096^3) with ``tilelang.autotune``
on the GPU: six configurations (one needs more shared memory than Hopper has and is
skipped), each checked against torch and timed; then a second tuning, which hits the
disk cache and compiles only the best.

    python benchmarks/autotune_gemm.py      # prints the choice, its time and TFLOP/s
"""
import time

import tilelang
from tilelang.ops import tiled_gemm

CONFIGS = [{"block_M": 128, "block_N": 128, "block_K": 32, "num_stages": 3},
           {"block_M": 128, "block_N": 128, "block_K": 64, "num_stages": 3},
           {"block_M": 128, "block_N": 256, "block_K": 64, "num_stages": 3},
           {"block_M": 64, "block_N": 128, "block_K": 64, "num_stages": 4},
           {"block_M": 128, "block_N": 256, "block_K": 32, "num_stages": 4, "threads": 256},
           {"block_M": 256, "block_N": 256, "block_K": 128, "num_stages": 3}]  # the last exceeds shared memory

def make():
    return tilelang.autotune(configs=CONFIGS, ref_prog=lambda A, B: (A.float() @ B.float()).half(),
                             warmup=10, rep=50)(tilelang.jit(out_idx=[-1], target="cuda")(tiled_gemm))

if __name__ == "__main__":
    M = N = K = 4096
    t0 = time.time(); k = make()(M, N, K); t1 = time.time()
    if k.latency is None:
        raise SystemExit(f"no GPU: nothing timed (chose {k.config} untimed in {t1 - t0:.1f}s)")
    print(f"first tuning {t1 - t0:.1f}s; best {k.config} {k.latency * 1e3:.1f} us; ref {k.ref_latency * 1e3:.1f} us")
    print(f"TFLOP/s {2 * M * N * K / (k.latency * 1e-3) / 1e12:.0f}")
    t0 = time.time(); k2 = make()(M, N, K); t1 = time.time()
    print(f"second (cache hit) {t1 - t0:.1f}s; {k2.config} {k2.latency}")
