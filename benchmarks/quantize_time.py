"""Time ``tilelang.quantize`` + ``tilelang.ops.prepare`` over the decoder linears of a
Llama-3-8B-shaped stack (the target: all 224 linears of 32 layers in at most 10 s on
an H100), and the host (numpy) path on one layer for comparison.

Per layer: q and o 4096 x 4096, k and v 1024 x 4096, gate and up 14336 x 4096, down
4096 x 14336 (N x K), random float16 weights on the device.  Each linear is timed
alone (``torch.cuda.synchronize`` around it; weight generation is not timed).

    python benchmarks/quantize_time.py                    # 32 layers on the GPU
    python benchmarks/quantize_time.py --layers 2         # quick
    python benchmarks/quantize_time.py --layers 1 --small # CPU (shapes / 8)
"""

from __future__ import annotations

import argparse
import time
from collections import defaultdict
from unittest import mock

import torch

import tilelang
import tilelang.quant_torch as quant_torch
from tilelang.ops import prepare

LAYER = (("q_proj", 4096, 4096), ("k_proj", 1024, 4096), ("v_proj", 1024, 4096), ("o_proj", 4096, 4096),
         ("gate_proj", 14336, 4096), ("up_proj", 14336, 4096), ("down_proj", 4096, 14336))


def sync(device):
    if device.type == "cuda":
        torch.cuda.synchronize(device)


def run_layers(shapes, layers, args, device, host=False):
    """{name: [quantize seconds, prepare seconds, count]} over ``layers`` layers."""
    times = defaultdict(lambda: [0.0, 0.0, 0])
    gen = torch.Generator(device=device).manual_seed(0)
    patch = mock.patch.object(quant_torch, "supports", lambda *a: False) if host else mock.MagicMock()
    with patch:
        for _ in range(layers):
            for name, n, k in shapes:
                w = torch.randn((n, k), generator=gen, device=device, dtype=torch.float16) * 0.02
                sync(device)
                t0 = time.perf_counter()
                out = tilelang.quantize(w, args.dtype, group_size=args.group, zero_point=args.zero_point)
                sync(device)
                t1 = time.perf_counter()
                prepare(*out, group_size=args.group, dtype=args.dtype)
                sync(device)
                t2 = time.perf_counter()
                row = times[name]
                row[0] += t1 - t0
                row[1] += t2 - t1
                row[2] += 1
                del w, out
    return times


def report(title, times, layers, target_layers):
    print(f"\n{title}")
    print(f"{'linear':10s} {'N x K':>13s} {'count':>5s} {'quantize s':>11s} {'prepare s':>10s} {'per call ms':>12s}")
    total = 0.0
    for name, (tq, tp, count) in times.items():
        n, k = next((n, k) for nm, n, k in SHAPES if nm == name)
        total += tq + tp
        print(f"{name:10s} {f'{n} x {k}':>13s} {count:5d} {tq:11.3f} {tp:10.3f} {(tq + tp) / count * 1e3:12.2f}")
    print(f"total over {layers} layer(s): {total:.3f} s; projected {target_layers} layers: "
          f"{total / layers * target_layers:.2f} s")
    return total


def main() -> None:
    global SHAPES
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--layers", type=int, default=32, help="decoder layers to quantize (default 32)")
    ap.add_argument("--small", action="store_true", help="shapes / 8 (for a CPU run)")
    ap.add_argument("--dtype", default="int4", help="weight format (default int4)")
    ap.add_argument("--group", type=int, default=128, help="group size (default 128)")
    ap.add_argument("--zero-point", action="store_true", help="asymmetric, with zeros")
    ap.add_argument("--device", default="cuda" if torch.cuda.is_available() else "cpu")
    ap.add_argument("--host-layers", type=int, default=1, help="layers for the host path (0: skip)")
    args = ap.parse_args()
    device = torch.device(args.device)
    SHAPES = tuple((nm, n // 8, k // 8) for nm, n, k in LAYER) if args.small else LAYER
    name = torch.cuda.get_device_name(device) if device.type == "cuda" else f"cpu ({torch.get_num_threads()} threads)"
    print(f"device: {name}; {args.dtype}, group {args.group}, zero_point={args.zero_point}, "
          f"{'small (/8) ' if args.small else ''}Llama-3-8B linears")
    run_layers(((nm, 256, 256) for nm, _, _ in SHAPES[:1]), 1, args, device)  # warm-up (kernels, tables)
    total = report("torch path (tilelang.quantize on the device + prepare)",
                   run_layers(SHAPES, args.layers, args, device), args.layers, 32)
    if args.host_layers:
        host = report("host path (numpy, as before) + prepare",
                      run_layers(SHAPES, args.host_layers, args, device, host=True), args.host_layers, 32)
        print(f"\nspeed-up per layer: {host / args.host_layers / (total / args.layers):.1f}x")


if __name__ == "__main__":
    main()
