"""``tilelang.nn`` on the GPU: ``QuantLinear`` forward against ``nn.Linear`` fp16 and the bare
prepared ``lowbit_matmul`` (the module's own overhead: reshape, bias, the cached
PreparedWeight), the act-order gather's cost -- eager, and compiled behind an RMSNorm
(inductor may fuse the gather into the norm's kernel) and captured in a CUDA graph, as a
model runs it -- and ``quantize_model``'s time on the linears of Llama-3-8B decoder layers
(extrapolated to the 32 layers).

    python benchmarks/nn_linear.py [--layers 2] [--dtype int4]

Times are CUDA-event means over 50 back-to-back calls after 3 warm-ups (the weights stay
in L2 at 4096^2: a module-overhead measurement, not a roofline one; int4_gemm.py times
the kernels themselves).
"""

from __future__ import annotations

import argparse
import time

import torch
from torch import nn

import tilelang
from tilelang.nn import QuantLinear, quantize_model


def mean_us(f, n=50):
    for _ in range(3):
        f()
    torch.cuda.synchronize()
    start, end = torch.cuda.Event(enable_timing=True), torch.cuda.Event(enable_timing=True)
    start.record()
    for _ in range(n):
        f()
    end.record()
    torch.cuda.synchronize()
    return start.elapsed_time(end) / n * 1e3


class DecoderLinears(nn.Module):
    """The seven linears of one Llama-3-8B decoder layer (hidden 4096, 8 kv heads, MLP 14336)."""

    def __init__(self):
        super().__init__()

        def mk(k, n):
            return nn.Linear(k, n, bias=False, dtype=torch.float16, device="cuda")

        self.q_proj, self.k_proj, self.v_proj, self.o_proj = mk(4096, 4096), mk(4096, 1024), mk(4096, 1024), \
            mk(4096, 4096)
        self.gate_proj, self.up_proj, self.down_proj = mk(4096, 14336), mk(4096, 14336), mk(14336, 4096)


class NormThenLinear(nn.Module):
    """An RMSNorm (a reduction, then element-wise) feeding a linear, as in a decoder layer."""

    def __init__(self, linear, k):
        super().__init__()
        self.weight = nn.Parameter(torch.ones(k, dtype=torch.float16, device="cuda"), requires_grad=False)
        self.linear = linear

    def forward(self, x):
        xf = x.float()
        return self.linear((xf * torch.rsqrt(xf.pow(2).mean(-1, keepdim=True) + 1e-5)).to(x.dtype) * self.weight)


def graph_us(f, n=200):
    """Mean us of one replay of ``f`` captured in a CUDA graph (``n`` replays timed)."""
    from tilelang.timing import cuda_graph

    graph = cuda_graph(f)
    return mean_us(graph.replay, n)


def act_order_compiled(n, k):
    """Plain against act-order uint4 + zeros, compiled behind an RMSNorm and captured."""
    lin = nn.Linear(k, n, bias=False, dtype=torch.float16, device="cuda")
    for m in (1, 16):
        x = torch.randn(m, k, dtype=torch.float16, device="cuda")
        times = []
        for act_order in (False, True):
            q = QuantLinear.from_linear(lin, "uint4", 128, zero_point=True)
            if act_order:
                q.perm = torch.randperm(k, device="cuda")
            torch._dynamo.reset()
            f = torch.compile(NormThenLinear(q, k))
            with torch.no_grad():
                times.append(graph_us(lambda: f(x)))
        print(f"  {n}x{k} M={m}, compiled + graph, norm then uint4 + zeros: {times[0]:.2f} us; act-order "
              f"{times[1]:.2f} us", flush=True)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--layers", type=int, default=2)
    ap.add_argument("--dtype", default="int4")
    args = ap.parse_args()
    for n, k in ((4096, 4096), (14336, 4096), (4096, 14336)):
        lin = nn.Linear(k, n, bias=False, dtype=torch.float16, device="cuda")
        q = QuantLinear.from_linear(lin, args.dtype, 128)
        p = q._prepared()
        for m in (1, 16, 128):
            x = torch.randn(m, k, dtype=torch.float16, device="cuda")
            t_lin, t_q = mean_us(lambda: lin(x)), mean_us(lambda: q(x))
            t_op = mean_us(lambda: tilelang.ops.lowbit_matmul(x, p))
            print(f"{n}x{k} M={m}: nn.Linear {t_lin:.1f} us, QuantLinear {t_q:.1f} us, "
                  f"lowbit_matmul(prepared) {t_op:.1f} us", flush=True)
        x = torch.randn(1, k, dtype=torch.float16, device="cuda")
        z = QuantLinear.from_linear(lin, "uint4", 128, zero_point=True)
        t_plain = mean_us(lambda: z(x))
        z.perm = torch.randperm(k, device="cuda")  # (an act-order layer: forward gathers x)
        print(f"  uint4 + zeros M=1: {t_plain:.1f} us; with the act-order gather {mean_us(lambda: z(x)):.1f} us",
              flush=True)
        act_order_compiled(n, k)
    for _ in range(2):  # (the first round compiles nothing, but warms torch's allocator)
        model = nn.ModuleList([DecoderLinears() for _ in range(args.layers)])
        torch.cuda.synchronize()
        t = time.perf_counter()
        quantize_model(model, args.dtype, 128)
        torch.cuda.synchronize()
        dt = time.perf_counter() - t
        print(f"quantize_model {args.dtype} on {args.layers} Llama-3-8B layers: {dt:.2f} s "
              f"(x {32 / args.layers:g}: {dt * 32 / args.layers:.1f} s for the model's linears)", flush=True)


if __name__ == "__main__":
    main()
