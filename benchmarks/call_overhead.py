"""Host overhead of one kernel call on the GPU (the CUDA backend issue's target: 20 us).

A tiny kernel (1000 floats) so the GPU time is negligible; each row is the median host
time over many calls, synchronizing only at the end:
  * ``kernel(x)``: argument checks, output allocation, launch;
  * the bind step alone and the launch step alone;
  * ``torch.add`` on the same tensor, for scale.

    python benchmarks/call_overhead.py
"""

from __future__ import annotations

import statistics
import time

import torch

import tilelang
import tilelang.language as T


@tilelang.jit(out_idx=[-1], target="cuda")
def add_one(n):
    @T.prim_func
    def main(X: T.Tensor((n,), "float32"), Y: T.Tensor((n,), "float32")):
        with T.Kernel(T.ceildiv(n, 128), threads=128) as bx:
            for i in T.Parallel(128):
                if bx * 128 + i < n:
                    Y[bx * 128 + i] = X[bx * 128 + i] + 1.0
    return main


def median_us(fn, n=3000) -> float:
    for _ in range(200):
        fn()
    torch.cuda.synchronize()
    times = []
    for _ in range(n):
        t = time.perf_counter()
        fn()
        times.append(time.perf_counter() - t)
    torch.cuda.synchronize()
    return statistics.median(times) * 1e6


def main() -> None:
    kernel = add_one(1000)
    x = torch.randn(1000, device="cuda")
    assert torch.equal(kernel(x), x + 1.0)
    call = kernel.program.fast.bind((x,))
    launch = kernel.cuda.module.launch
    rows = [("kernel(x)", median_us(lambda: kernel(x))),
            ("  bind (checks + output allocation)", median_us(lambda: kernel.program.fast.bind((x,)))),
            ("  launch (stream, params, cuLaunchKernel)", median_us(lambda: launch(call.values, call.symbols,
                                                                                  call.device))),
            ("torch.add(x, 1.0)", median_us(lambda: torch.add(x, 1.0)))]
    print(f"device: {torch.cuda.get_device_name()}")
    print(f"{'host time of one call':44s} {'median':>9s}")
    for what, us in rows:
        print(f"{what:44s} {us:7.1f}us")
    print(f"target: kernel(x) <= 20 us -> {'yes' if rows[0][1] <= 20 else 'NO'}")


if __name__ == "__main__":
    main()
