"""Decoding attention: ``tilelang.ops.decode_attention`` over fp16, fp8 e4m3, int8 and
int4 KV caches against torch SDPA on an fp16 cache, GPU only.

One query token per sequence, 32 query heads over 8 kv heads (GQA), head_dim 128, every
sequence at the full context; contexts 4k, 8k, 32k, 128k and batch 1, 8, 64 (a combo
whose caches do not fit the GPU's free memory is skipped).  Per format: the median
time (CUDA events after warm-up, ``tilelang.timing``; caches smaller than a few L2s are
rotated through copies so that every call reads HBM), the bytes moved (the cache's
codes and scales read, q read, out written) over that time as a fraction of the copy
bandwidth measured in the same run (``int4_gemm.copy_bandwidth``: read + write), and
the speedup over SDPA (``scaled_dot_product_attention(enable_gqa=True)``, q of one
token, the fp16 cache in SDPA's (batch, kv_heads, seqlen, head_dim) layout).  Both are
also timed replayed from a CUDA graph (``tilelang.timing.graph_median_us``), as a
model's captured decode step runs them: no host work (the op's Python side, its kernels
stubbed out, took 36 us a call on a 2-core CPU machine -- more than the kernels of a short
batch-1 context), the gaps between kernels a graph's.
Correctness is checked before timing: each format's output against SDPA on its own
dequantized fp16 cache (relative error < 2e-3, sequence 0).

    python benchmarks/decode_attention.py [--contexts 4096 32768] [--batches 1 8] [--formats int4]
        [--splits 12 24] [--tile 32,32] [--slab 0]    (the plan's choices forced, for measuring)
        [--variants "" "tile=64,64,2" "tile=64,64,2;stages=3"]    (several settings in one run:
        the caches built and SDPA timed once; each variant checked, then timed, a row each)
        [--breakdown]    (after each row: its kernels from a graph replay, with PDL and without)
"""

from __future__ import annotations

import argparse
import datetime
import math
import os
import sys

import torch

sys.path.insert(0, os.path.dirname(__file__))

import tilelang  # noqa: E402
from tilelang.lowering.target import environment  # noqa: E402
from tilelang.ops import decode_attention  # noqa: E402
_PLANS = sys.modules["tilelang.ops.decode_attention"]._PLANS
from tilelang.ops.kv_cache import dequantize_cache  # noqa: E402

from tilelang.timing import graph_median_us  # noqa: E402

from int4_gemm import L2_BYTES, bench_us, copy_bandwidth  # noqa: E402

H, HK, D = 32, 8, 128
# name: (cache dtype, group size: -1 one scale a token, None unquantized)
FORMATS = {"fp16": ("float16", None), "fp8": ("float8_e4m3fn", -1), "int8": ("int8", -1), "int4": ("int4", -1),
           "int4-g32": ("int4", 32), "int8-g64": ("int8", 64)}


def make_cache(x, fmt):
    """(k or v cache, scales) of fp16 ``x`` in ``fmt`` (tilelang.quantize's codes and
    fp16 scales, one a token or one a group of channels)."""
    cache_dtype, gs = FORMATS[fmt]
    if gs is None:
        return x, None
    return tilelang.quantize(x, cache_dtype, group_size=gs)


def nbytes(*ts) -> int:
    return sum(t.numel() * t.element_size() for t in ts if t is not None)


def sdpa(q, k, v):
    """SDPA for one query token: q (B, 1, H, D), k, v (B, HK, S, D) fp16."""
    return torch.nn.functional.scaled_dot_product_attention(q.transpose(1, 2), k, v, enable_gqa=True).transpose(1, 2)


# a variant's settings -> the environment the op reads at each call
SETTINGS = {"tile": "TILELANG_DECODE_TILE", "slab": "TILELANG_DECODE_SLAB", "stages": "TILELANG_DECODE_STAGES",
            "late-values": "TILELANG_DECODE_LATE_VALUES", "keys-major": "TILELANG_DECODE_KEYS_MAJOR",
            "raw-codes": "TILELANG_DECODE_RAW_CODES", "thread-sums": "TILELANG_DECODE_THREAD_SUMS",
            "lazy-max": "TILELANG_DECODE_LAZY_MAX"}


def variant(text: str) -> dict:
    """'tile=64,64,2;stages=3' -> {env: value} (argparse's type: a bad key is a usage error)."""
    out = {}
    for item in filter(None, (t.strip() for t in text.split(";"))):
        key, eq, value = item.partition("=")
        if not eq or key.strip() not in SETTINGS:
            raise argparse.ArgumentTypeError(f"variant {text!r}: give key=value items of {', '.join(SETTINGS)}")
        out[SETTINGS[key.strip()]] = value.strip()
    return out


def label(settings: dict) -> str:
    """A variant's settings as the table shows them ('' for none)."""
    names = {env: key for key, env in SETTINGS.items()}
    return " [" + ";".join(f"{names[e]}={v}" for e, v in settings.items()) + "]" if settings else ""


def kernels_of(call, step_us: float, what: str) -> None:
    """``--breakdown``: the kernels of ``call`` replayed from a CUDA graph, per kernel and
    the gaps against the graph's step time -- with PDL (the combine launched early, its
    span including its wait) and without (``TILELANG_PDL=0``, built apart)."""
    from kernel_breakdown import breakdown, print_breakdown

    for name, settings in (("PDL", {}), ("no PDL", {"TILELANG_PDL": "0"})):
        with environment(settings):
            call()  # (builds the kernels outside the capture)
            torch.cuda.synchronize()
            graph = torch.cuda.CUDAGraph()
            with torch.cuda.graph(graph):
                call()
            step = step_us if not settings else graph_median_us(call, repeat=4)
            print_breakdown(f"{what}, {name}", breakdown(graph.replay, steps=8), step_us=step, top=4)


def parse_args(argv=None) -> argparse.Namespace:
    """The command line (``argv``, default ``sys.argv[1:]``): every variant a dict of
    settings, ``[{}]`` (the options alone) without ``--variants``."""
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--contexts", type=int, nargs="+", default=[4096, 8192, 32768, 131072])
    ap.add_argument("--batches", type=int, nargs="+", default=[1, 8, 64])
    ap.add_argument("--formats", nargs="+", default=["fp16", "fp8", "int8", "int4"], choices=list(FORMATS),
                    help="caches to time; int4-g32 / int8-g64: a scale a group of 32 / 64 channels")
    ap.add_argument("--splits", type=int, nargs="+", default=[None],
                    help="num_splits to time (default: the op's plan; 0 names it among others); several: one row each")
    ap.add_argument("--tile", help="the split kernel's tile, block_N,threads or block_N,threads,kv heads a block "
                                   "(TILELANG_DECODE_TILE; default: the op's plan), e.g. 32,32 or 64,64,4")
    ap.add_argument("--slab", choices=["0", "1"], help="the scales through the pipeline off / on "
                                                       "(TILELANG_DECODE_SLAB; default: the op's choice)")
    ap.add_argument("--stages", choices=["1", "2", "3", "4"], help="the split kernel's pipeline stages "
                                                                    "(TILELANG_DECODE_STAGES; default: the op's)")
    ap.add_argument("--late-values", choices=["0", "1"], help="a quantized cache's value tile decoded after the "
                    "softmax (TILELANG_DECODE_LATE_VALUES; default: with the keys)")
    ap.add_argument("--keys-major", choices=["0", "1"], help="the split kernel's keys-major tiles off / forced "
                    "(TILELANG_DECODE_KEYS_MAJOR; default: wherever they build)")
    ap.add_argument("--raw-codes", choices=["0", "1"], help="keys major, the keys decoded raw off / on "
                    "where they can be (TILELANG_DECODE_RAW_CODES; default: off)")
    ap.add_argument("--thread-sums", choices=["0", "1"], help="keys major, the softmax's denominators a thread's "
                    "own off / on (TILELANG_DECODE_THREAD_SUMS; default: the kernel factory's rule)")
    ap.add_argument("--lazy-max", choices=["0", "1"], help="keys major, the running max kept until a score "
                    "passes it by 2^8 (TILELANG_DECODE_LAZY_MAX; default: off)")
    ap.add_argument("--breakdown", action="store_true",
                    help="after each row, the kernels of one call replayed from a CUDA graph (torch.profiler: the "
                         "split kernel, the combine, the gaps), with PDL and again without (TILELANG_PDL=0: "
                         "chained, the combine's span includes its wait for the split kernel)")
    ap.add_argument("--variants", nargs="+", default=[{}], type=variant,
                    help=f"settings timed in turn, each 'key=value;...' of {', '.join(SETTINGS)} on top of the "
                         "options above ('': those alone), a row each")
    return ap.parse_args(argv)


def main() -> None:
    args = parse_args()
    for key, env in SETTINGS.items():
        value = getattr(args, key.replace("-", "_"))
        if value is not None:
            os.environ[env] = value
    if not torch.cuda.is_available():
        raise SystemExit("decode_attention benchmark: needs a CUDA GPU")
    torch.manual_seed(0)
    bw = copy_bandwidth()
    print(f"# decode attention, H={H} HK={HK} D={D}, one query token, fp16 q; device: "
          f"{torch.cuda.get_device_name()}; torch {torch.__version__}; "
          f"{datetime.datetime.now().strftime('%Y-%m-%d %H:%M')}; copy bandwidth {bw / 1e9:.0f} GB/s")
    print("| context | batch | cache | splits | ours us | GB/s | % copy bw | SDPA fp16 us | speedup "
          "| ours in a graph | SDPA in a graph | speedup |")
    print("|---:|---:|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|")
    for S in args.contexts:
        for B in args.batches:
            fp16_bytes = 2 * B * S * HK * D * 2
            free, _ = torch.cuda.mem_get_info()
            if 3 * fp16_bytes > 0.9 * free:  # fp16 K, V + SDPA's copy + a quantized pair
                print(f"| {S} | {B} | (skipped: {3 * fp16_bytes / 2**30:.0f} GiB > free memory) | | | | | | |")
                continue
            k = torch.randn(B, S, HK, D, device="cuda", dtype=torch.float16)
            v = torch.randn(B, S, HK, D, device="cuda", dtype=torch.float16)
            q = torch.randn(B, 1, H, D, device="cuda", dtype=torch.float16)
            lens = torch.full((B,), S, dtype=torch.int32, device="cuda")
            ks_, vs_ = k.transpose(1, 2).contiguous(), v.transpose(1, 2).contiguous()  # SDPA's layout
            sdpa_us = bench_us([lambda: sdpa(q, ks_, vs_)])
            sdpa_graph_us = graph_median_us(lambda: sdpa(q, ks_, vs_), repeat=4)
            del ks_, vs_
            for fmt in args.formats:
                kc, ksc = make_cache(k, fmt)
                vc, vsc = make_cache(v, fmt)
                cd = FORMATS[fmt][0] if FORMATS[fmt][1] is not None else None
                kd = dequantize_cache(kc[:1], None if ksc is None else ksc[:1], cd, torch.float16)
                vd = dequantize_cache(vc[:1], None if vsc is None else vsc[:1], cd, torch.float16)
                ref = sdpa(q[:1].float(), kd.transpose(1, 2).float(), vd.transpose(1, 2).float())
                del kd, vd
                moved = nbytes(kc, vc, ksc, vsc) + 2 * nbytes(q)
                copies = max(1, min(64, math.ceil(4 * L2_BYTES / moved)))
                sets = [(kc, vc, ksc, vsc)] + [tuple(None if t is None else t.clone() for t in (kc, vc, ksc, vsc))
                                              for _ in range(copies - 1)]
                for settings in args.variants:
                    with environment(settings):
                        out = torch.full_like(q, float("nan"))
                        decode_attention(q, kc, vc, lens, out=out, k_scales=ksc, v_scales=vsc, cache_dtype=cd)
                        err = float((out[:1].float() - ref).norm() / ref.norm())
                        if not (torch.isfinite(out).all() and err < 2e-3):
                            raise SystemExit(f"decode_attention wrong at S={S} B={B} {fmt}{label(settings)}: "
                                             f"relative error {err:.3g}")
                        for ns in [n or None for n in args.splits]:
                            fns = [lambda s=s, ns=ns: decode_attention(q, s[0], s[1], lens, k_scales=s[2],
                                                                       v_scales=s[3], cache_dtype=cd, out=out,
                                                                       num_splits=ns) for s in sets]
                            us = bench_us(fns)
                            gus = graph_median_us(fns, repeat=max(1, 4 // len(fns)))
                            # (the op's plan, kept for the latest configuration)
                            splits = ns or _PLANS[list(_PLANS)[-1]][0]
                            gbs = moved / (us * 1e-6) / 1e9
                            print(f"| {S} | {B} | {fmt}{label(settings)} | {splits} | {us:.1f} | {gbs:.0f} | "
                                  f"{100 * gbs * 1e9 / bw:.1f} | {sdpa_us:.1f} | {sdpa_us / us:.2f}x | {gus:.1f} | "
                                  f"{sdpa_graph_us:.1f} | {sdpa_graph_us / gus:.2f}x |", flush=True)
                            if args.breakdown:
                                kernels_of(fns[0], gus, f"{S} x {B} {fmt}{label(settings)}")
                del sets, fns, kc, vc, ksc, vsc, ref
            del k, v, q
            torch.cuda.empty_cache()


if __name__ == "__main__":
    main()
