"""Timing GPU work the way every benchmark here does: CUDA events around each call,
after a warm-up, the median reported.

Each timed call is queued behind a short spin kernel (``torch.cuda._sleep``), so the
host has enqueued the whole call before its start event fires: the time is the
device's, from the first kernel of the call to the end of its last, the same for
every library measured.  Without it, a call whose host side (argument checks, launch)
takes longer than its kernels would be timed as that host time: the GPU waits for it.
Host overhead is measured on its own (``benchmarks/call_overhead.py``).

    from tilelang.timing import cuda_median_us
    us = cuda_median_us(lambda: kernel(a, b))
    us = cuda_median_us([lambda w=w: f(a, w) for w in copies])  # cycle through inputs
    us = graph_median_us([lambda w=w: f(a, w) for w in copies])  # replayed from a CUDA graph

``graph_median_us`` times the calls as a model's captured step runs them: every call
(each of ``fns`` once, ``repeat`` times) in one CUDA graph, replayed; no host work at
all, and the gaps between kernels are a graph's.
"""

from __future__ import annotations


SPIN_CYCLES = 400_000  # ~0.2 ms at H100 clocks: longer than any call's host side


def cuda_median_us(fns, warmup: int = 10, rep: int = 50, hide_host: bool = True) -> float:
    """Median microseconds of one call on the current stream.

    ``fns``: a callable, or a list of callables run in turn (one per copy of the
    inputs, so that together they exceed the L2 cache and each call reads from HBM).
    ``hide_host``: queue each call behind a spin kernel (module docstring); False
    times host and device together, as a caller that waits for each call sees it."""
    times = sorted(cuda_times_ms(fns, warmup, rep, hide_host))
    return times[len(times) // 2] * 1e3


def cuda_times_ms(fns, warmup: int = 10, rep: int = 50, hide_host: bool = True) -> list[float]:
    """Milliseconds of each of ``rep`` calls (CUDA events on the current stream), after
    ``warmup`` calls; ``fns`` and ``hide_host`` as for ``cuda_median_us``."""
    import torch

    fns = fns if isinstance(fns, (list, tuple)) else [fns]
    for i in range(warmup):
        fns[i % len(fns)]()
    events = [(torch.cuda.Event(enable_timing=True), torch.cuda.Event(enable_timing=True)) for _ in range(rep)]
    for i, (start, end) in enumerate(events):
        if hide_host:
            torch.cuda._sleep(SPIN_CYCLES)
        start.record()
        fns[i % len(fns)]()
        end.record()
    torch.cuda.synchronize()
    return [s.elapsed_time(e) for s, e in events]


def cuda_graph(fns, repeat: int = 1):
    """A ``torch.cuda.CUDAGraph`` of ``repeat`` rounds of ``fns`` (a callable or a list),
    captured after two warm-up rounds on a side stream (kernels compile there, outside
    the capture)."""
    import torch

    fns = fns if isinstance(fns, (list, tuple)) else [fns]
    side = torch.cuda.Stream()
    side.wait_stream(torch.cuda.current_stream())
    with torch.cuda.stream(side):
        for _ in range(2):
            for f in fns:
                f()
    torch.cuda.current_stream().wait_stream(side)
    torch.cuda.synchronize()
    graph = torch.cuda.CUDAGraph()
    with torch.cuda.graph(graph):
        for _ in range(repeat):
            for f in fns:
                f()
    return graph


def graph_median_us(fns, repeat: int = 1, replays: int = 30) -> float:
    """Median microseconds of one call when ``repeat`` rounds of ``fns`` (a callable or
    a list, as for ``cuda_median_us``) are captured in one CUDA graph (``cuda_graph``)
    and replayed: the replay's time over its calls."""
    import torch

    calls = repeat * (len(fns) if isinstance(fns, (list, tuple)) else 1)
    graph = cuda_graph(fns, repeat)
    graph.replay()
    times = []
    for _ in range(replays):
        start, end = torch.cuda.Event(enable_timing=True), torch.cuda.Event(enable_timing=True)
        start.record()
        graph.replay()
        end.record()
        end.synchronize()
        times.append(start.elapsed_time(end) * 1e3 / calls)
    return sorted(times)[len(times) // 2]
