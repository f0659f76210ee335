"""Tile sweep of the attention forward (``tilelang.ops.attention``'s kernel): TFLOP/s of
candidate (block_M, block_N, stages, threads, producer warp: none, one, or one with the
consumer warpgroups in ping-pong) per head dim, causal and not, next to the plan's choice
-- how ``plan_attention``'s sm_90a table was chosen.

    python benchmarks/attention_tiles.py [--seqlen 8192] [--head-dims 64 128] [--fast-math]
                                        [--causal yes|no] [--tiles 128,176,2,256,ws,0,1,0,1 ...]

``--tiles``: time these candidates (AttentionPlan's fields in order, comma-separated: the
producer "-" for none, the bools 0 / 1) and the plan's instead of the list below.

Each candidate is checked against torch SDPA first (max error over max value), then timed
(median of CUDA-event timings, ``tilelang.timing.cuda_median_us``).  Needs a CUDA GPU.
"""

from __future__ import annotations

import argparse
import datetime
import math
from dataclasses import replace

import torch

import tilelang
from tilelang.ops.attention_kernels import AttentionPlan, attention_factory, flops, plan_attention
from tilelang.ops.lowbit_plan import cuda_arch
from tilelang.timing import cuda_median_us

CANDIDATES = {  # AttentionPlan's fields: (block_M, block_N, stages, threads, producer[, overlap[, skip_masks[,
    # fast_math[, persistent[, min_blocks]]]]]); producer "" (in order), "ws" (a producer warp) or "pp" (and
    # the consumer warpgroups taking turns at the tensor cores); overlap: the next block's scores issued under
    # this one's P V; skip_masks (default): only the key blocks across the diagonal masked; fast_math:
    # --fast-math times each both ways; persistent: blocks an SM walking the tiles; min_blocks: blocks an SM
    # the kernel is built for (ptxas keeps 65536 / (min_blocks * threads) registers a thread)
    64: [(128, 128, 2, 256, "", False, False), (128, 128, 3, 256, "", False, False), (128, 128, 3, 256, ""),
         # in order, two blocks an SM (the in-order causal tiles take 129-131 registers unbounded)
         (128, 128, 3, 256, "", False, False, False, 0, 2), (128, 128, 2, 256, "", False, True, False, 0, 2),
         (128, 128, 3, 256, "", False, True, False, 0, 2),
         (128, 64, 3, 256, ""), (128, 128, 3, 256, "ws"),
         (128, 128, 2, 256, "pp"), (128, 128, 3, 256, "pp"), (128, 128, 2, 256, "pp", True),
         # three consumer warpgroups of 64 rows (160 registers a thread from the producer warpgroup's)
         (192, 128, 2, 384, "ws", True), (192, 128, 2, 384, "pp"), (192, 64, 2, 384, "ws", True),
         (128, 128, 2, 256, "pp", False, True, False, 1), (128, 128, 2, 256, "ws", True, True, False, 1)],
    128: [(128, 128, 2, 256, ""), (128, 64, 2, 256, ""), (128, 64, 3, 256, ""), (128, 64, 2, 256, "ws"),
          (128, 128, 2, 256, "ws"), (128, 64, 2, 256, "pp"), (128, 64, 3, 256, "pp"), (128, 128, 2, 256, "pp"),
          (128, 64, 2, 256, "pp", True), (128, 128, 2, 256, "pp", True), (128, 128, 2, 256, "ws", True),
          (192, 64, 2, 384, "ws", True),
          # persistent: one block an SM walking the tiles (the producer copies the next tile's keys early)
          (128, 128, 2, 256, "ws", True, True, False, 1), (128, 128, 2, 256, "pp", False, True, False, 1),
          # FlashAttention-3's 176 keys a step (11 k-steps of P V; the overlapped loop's own first-key and
          # last-value tiles leave it no room), and 80
          (128, 176, 2, 256, "ws", False, True, False, 1), (128, 176, 2, 256, "pp", False, True, False, 1),
          (128, 80, 2, 256, "ws", True, True, False, 1)],
    256: [(128, 64, 2, 256, ""), (128, 64, 1, 256, ""), (64, 64, 1, 128, ""), (128, 64, 2, 256, "pp")],
}


def schedule(tiles) -> str:
    """The producer column: "-" / "ws" / "pp", "+ov" when overlapped, " all-masked" without skip_masks,
    " persistent", " 2/SM" (``min_blocks``)."""
    return (tiles.producer or "-") + ("+ov" if tiles.overlap else "") + ("" if tiles.skip_masks else " all-masked") \
        + (" persistent" if tiles.persistent else "") + (f" {tiles.min_blocks}/SM" if tiles.min_blocks else "")


def parse_tiles(text: str) -> tuple:
    """``--tiles``' one candidate: "128,176,2,256,ws,0,1,0,1" -> AttentionPlan's fields."""
    kinds = (int, int, int, int, str, bool, bool, bool, int, int)
    fields = text.split(",")
    if not 4 <= len(fields) <= len(kinds):
        raise argparse.ArgumentTypeError(f"--tiles: 4 to {len(kinds)} comma-separated fields, got {text!r}")
    try:
        return tuple(("" if f == "-" else f) if kind is str else kind(int(f)) for kind, f in zip(kinds, fields))
    except ValueError:
        raise argparse.ArgumentTypeError(f"--tiles: integers but the producer (-, ws or pp), got {text!r}") from None


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--seqlen", type=int, default=8192)
    ap.add_argument("--head-dims", type=int, nargs="+", default=[64, 128])
    ap.add_argument("--fast-math", action="store_true",
                    help="each candidate also compiled with fast_math=True (--use_fast_math: approximate exp2)")
    ap.add_argument("--causal", choices=("yes", "no"), help="only causal (yes) or only not (no)")
    ap.add_argument("--tiles", type=parse_tiles, nargs="+",
                    help="these candidates (and the plan's) instead of the list: AttentionPlan's fields, e.g. "
                         "128,176,2,256,ws,0,1,0,1")
    args = ap.parse_args()
    arch = cuda_arch("cuda")
    print(f"# attention tiles, float16, seqlen {args.seqlen}; {torch.cuda.get_device_name()} ({arch}); "
          f"{datetime.datetime.now(datetime.timezone.utc):%Y-%m-%d %H:%M} UTC")
    print(f"{'D':>4} {'causal':>6} {'block_M x block_N':>18} {'stages':>6} {'producer':>8} {'TFLOP/s':>8} {'error':>8}")
    for D in args.head_dims:
        S, B, H = args.seqlen, max(1, 16384 // args.seqlen), 2048 // D
        q, k, v = (torch.randn(B, S, H, D, device="cuda", dtype=torch.float16) for _ in range(3))
        for causal in {None: (False, True), "yes": (True,), "no": (False,)}[args.causal]:
            planned = plan_attention(D, "cuda", arch, causal=causal)
            candidates = CANDIDATES[D] if not args.tiles else \
                [tuple(vars(replace(planned, fast_math=False)).values())] + args.tiles
            ref = torch.nn.functional.scaled_dot_product_attention(
                q.transpose(1, 2), k.transpose(1, 2), v.transpose(1, 2), is_causal=causal).transpose(1, 2).float()
            for candidate in candidates:
                tiles = AttentionPlan(*candidate)
                f = attention_factory(B, H, H, S, S, D, "float16", causal, 1 / math.sqrt(D), False,
                                      **tiles.options(torch.cuda.get_device_properties(0).multi_processor_count))
                for fast in (False, True) if args.fast_math else (False,):
                    kernel = tilelang.compile(f, target="cuda", fast_math=fast)
                    o = torch.empty_like(q)
                    kernel(q, k, v, o)
                    err = ((o.float() - ref).abs().max() / ref.abs().max()).item()
                    us = cuda_median_us(lambda: kernel(q, k, v, o))
                    is_plan = tiles == replace(planned, fast_math=False) and fast == planned.fast_math
                    mark = (" fast_math" if fast else "") + (" (plan)" if is_plan else "")
                    print(f"{D:>4} {str(causal):>6} {f'{tiles.block_M} x {tiles.block_N}':>18} {tiles.num_stages:>6} "
                          f"{schedule(tiles):>8} "
                          f"{flops(B, H, S, S, D, causal) / us / 1e6:8.1f} {err:8.1e}{mark}", flush=True)


if __name__ == "__main__":
    main()
