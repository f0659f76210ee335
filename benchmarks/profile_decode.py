"""One ``decode_attention`` configuration for ``ncu``: builds the plan's kernels (or the
tile in ``TILELANG_DECODE_TILE``), runs the call a few times on fresh random data and
prints the cache's bytes, so that a profile's DRAM bytes can be set against them.

    python benchmarks/profile_decode.py BATCH CONTEXT [--format int4] [--runs 3]
    ncu --clock-control none -k regex:split --launch-skip 2 --launch-count 1 python benchmarks/profile_decode.py 16 32768

H = 32 query heads, 8 kv heads, head_dim 128, one query token (``decode_attention.py``'s
shapes).  ``scripts/profile_decode.sh`` runs ncu's stall breakdown over several.
"""

import argparse

import torch

from decode_attention import D, FORMATS, H, HK, make_cache, nbytes
from tilelang.ops import decode_attention


def parse_args(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("batch", type=int)
    ap.add_argument("context", type=int)
    ap.add_argument("--format", default="int4", choices=sorted(FORMATS))
    ap.add_argument("--runs", type=int, default=3)
    return ap.parse_args(argv)


def main(argv=None):
    args = parse_args(argv)
    B, S = args.batch, args.context
    k = torch.randn(B, S, HK, D, device="cuda", dtype=torch.float16)
    v = torch.randn(B, S, HK, D, device="cuda", dtype=torch.float16)
    q = torch.randn(B, 1, H, D, device="cuda", dtype=torch.float16)
    (kc, ks), (vc, vs) = make_cache(k, args.format), make_cache(v, args.format)
    del k, v
    lens = torch.full((B,), S, dtype=torch.int32, device="cuda")
    cache_dtype = FORMATS[args.format][0]
    for _ in range(args.runs):
        decode_attention(q, kc, vc, lens, k_scales=ks, v_scales=vs, cache_dtype=cache_dtype)
    torch.cuda.synchronize()
    print("cache bytes", nbytes(kc, vc, ks, vs))


if __name__ == "__main__":
    main()
