"""Timing GPU work the way every benchmark here does: CUDA events around each call,
after a warm-up, the median reported.

    from tilelang.timing import cuda_median_us
    us = cuda_median_us(lambda: kernel(a, b))
    us = cuda_median_us([lambda w=w: f(a, w) for w in copies])  # cycle through inputs
"""

from __future__ import annotations


def cuda_median_us(fns, warmup: int = 10, rep: int = 50) -> float:
    """Median microseconds of one call on the current stream.

    ``fns``: a callable, or a list of callables run in turn (one per copy of the
    inputs, so that together they exceed the L2 cache and each call reads from HBM)."""
    import torch

    fns = fns if isinstance(fns, (list, tuple)) else [fns]
    for i in range(warmup):
        fns[i % len(fns)]()
    events = [(torch.cuda.Event(enable_timing=True), torch.cuda.Event(enable_timing=True)) for _ in range(rep)]
    for i, (start, end) in enumerate(events):
        start.record()
        fns[i % len(fns)]()
        end.record()
    torch.cuda.synchronize()
    times = sorted(s.elapsed_time(e) for s, e in events)
    return times[len(times) // 2] * 1e3
