"""Where a GPU step's time goes: the kernels of ``steps`` runs of ``run`` (a CUDA graph's
replay or an eager step) recorded with ``torch.profiler``, summed per kernel name and per
kind, per step.  The step's own time minus its kernels' is the gaps between kernels
(launch latency and the tails of small kernels), which a faster kernel cannot remove.

    from kernel_breakdown import breakdown, print_breakdown
    print_breakdown("ours b=1", breakdown(graph.replay, steps=8), step_us=5800)
"""
from __future__ import annotations

import re
from collections import defaultdict

# Kinds by kernel name, first match wins (cuBLAS's Hopper kernels are named nvjet_* / sm90_xmma_*).
# Ours ("tilelang") are the kernel function's name + "_kernel", a plain C identifier: kind_of.
KINDS = [
    ("memset / copy", re.compile(r"^Memset|^Memcpy|memset|fill|copy_kernel|CatArrayBatched", re.I)),
    ("attention", re.compile(r"flash|fmha|attention|sdpa|softmax", re.I)),
    ("torch int4", re.compile(r"int4pack|tinygemm", re.I)),
    ("cuBLAS gemm", re.compile(r"nvjet|xmma|gemm|cutlass|gemv|Kernel2", re.I)),
    ("elementwise / norm / other", re.compile(r"")),
]


def kind_of(name: str) -> str:
    # ours first when the name is a plain identifier that is not torch's (torch's are C++ signatures)
    if re.fullmatch(r"[A-Za-z_][A-Za-z0-9_]*_kernel", name) and not name.startswith(("triton_", "nvjet")):
        return "tilelang"
    return next(k for k, pat in KINDS if pat.search(name))


def breakdown(run, steps: int = 8) -> dict:
    """{"kernels": {name: (count per step, us per step)}, "kinds": {kind: us per step},
    "total_us": kernel us per step} over ``steps`` calls of ``run`` (after one warm call)."""
    import torch
    from torch.profiler import ProfilerActivity, profile

    run()
    torch.cuda.synchronize()
    with profile(activities=[ProfilerActivity.CUDA]) as prof:
        for _ in range(steps):
            run()
        torch.cuda.synchronize()
    per_name = defaultdict(lambda: [0, 0.0])
    for e in prof.events():
        if e.device_type != torch.autograd.DeviceType.CUDA:
            continue
        rec = per_name[e.name]
        rec[0] += 1
        rec[1] += e.time_range.elapsed_us()
    kernels = {n: (c / steps, us / steps) for n, (c, us) in per_name.items()}
    kinds = defaultdict(float)
    for n, (_, us) in kernels.items():
        kinds[kind_of(n)] += us
    return {"kernels": kernels, "kinds": dict(kinds), "total_us": sum(kinds.values())}


def print_breakdown(label: str, bd: dict, step_us: float | None = None, top: int = 12) -> None:
    """The per-kind table (and the gaps when ``step_us``, the step's measured time, is
    given), then the ``top`` kernels by time."""
    print(f"  -- {label}: kernels {bd['total_us']:.0f} us per step"
          + (f" of {step_us:.0f} (gaps {step_us - bd['total_us']:.0f} us)" if step_us else ""))
    for kind, us in sorted(bd["kinds"].items(), key=lambda kv: -kv[1]):
        print(f"     {kind:28s} {us:9.1f} us  {us / bd['total_us']:6.1%}")
    ranked = sorted(bd["kernels"].items(), key=lambda kv: -kv[1][1])[:top]
    for name, (count, us) in ranked:
        print(f"       {us:8.1f} us  {count:5.1f}x  {us / max(count, 1e-9):7.2f} us each  {name[:90]}")
