"""The decoder's GEMM shapes at small M as a captured model step runs them (issue 29).

Eager timing (``int4_gemm.py``) puts a ~4 us launch floor under every call, which a
4096 x 4096 int4 GEMM (8.6 MB, 2.9 us at the copy bandwidth) cannot get out from
under.  A decode step runs from a CUDA graph, every layer's weight a different one.
So every figure here is the replay time per call of a CUDA graph of ``--calls`` calls,
the weights rotated through copies that together exceed twice the L2 (each call reads
its weight from device memory, as in a model):

- ``floor``: a one-element kernel (``x.add_(1)``): what any kernel costs in a graph;
- ``copy``: a device copy moving the call's bytes (half read, half written);
- ``ours``: ``lowbit_matmul`` on a prepared int4 weight (the plan, or ``--sweep``'s best);
- ``torch int4``: ``aten._weight_int4pack_mm`` (bf16); ``cuBLAS``: ``torch.matmul`` fp16.

Every output of each timed graph's last replay is checked against a float64 reference,
and every weight's split-K counters must be back at zero (a kernel that skipped its
work would time fast).  The shares: the call's bytes (weight, scales, activations,
output) over its time, as a fraction of the large-copy bandwidth (a 1 GiB copy); and
ours against the same-bytes copy (the best the device does moving exactly those bytes,
its fixed costs included).
``--sweep`` also times candidate configurations in the same graphs (the tuner's
register-form and mma.sync gemms; packed gemvs of 4 to 32 rows a block at M <= 4) and
prints the fastest.

    python benchmarks/small_shapes.py [--shapes 4096x4096 1024x4096 ...] [--ms 1 16] [--sweep [gemm] [mma] [gemv]]
"""

from __future__ import annotations

import argparse
import datetime
import os
import sys

import torch

sys.path.insert(0, os.path.dirname(__file__))
import tilelang  # noqa: E402
from int4_gemm import GROUP, L2_BYTES, copy_bandwidth, torch_int4  # noqa: E402
from tilelang.ops import lowbit_matmul, prepare  # noqa: E402
from tilelang.timing import graph_median_us  # noqa: E402

SHAPES = ["4096x4096", "1024x4096", "6144x4096", "14336x4096", "28672x4096", "4096x14336"]


def rotation(nbytes: int) -> int:
    """Copies of an ``nbytes`` buffer that together exceed twice the L2."""
    return max(2, -(-2 * L2_BYTES // max(nbytes, 1)))


def in_graph(fns, calls: int) -> float:
    """us per call of a graph running ``fns`` in turn, about ``calls`` calls in all."""
    return graph_median_us(fns, repeat=max(1, calls // len(fns)))


def sweep_configs(M, N, K, kinds):
    """The tuner's register-form candidates (the plan first: ``kinds`` has "gemm"), its
    mma.sync gemms ("mma"), and at M <= 4 packed gemvs of 4 to 32 weight rows a block
    ("gemv"), each also with its swizzled shared tiles ("gemv": ``swizzle``; ``TILELANG_VECTOR_WORDS=0``
    for 4-byte word loads)."""
    import itertools

    from tilelang.ops.lowbit_configs import candidates
    from tilelang.ops.lowbit_gemv import packed_gemv_fits

    cands = candidates(M, N, K, b_wgmma=True) if "gemm" in kinds else []
    if "mma" in kinds:  # (the mma.sync gemms: cp.async tiles, no TMA)
        cands += [c for c in candidates(M, N, K) if c[0] == "gemm" and not c[1].get("b_wgmma")]
    if M <= 4 and "gemv" in kinds:
        for rows, bk, split, stages in itertools.product((4, 8, 16, 32), (256, 512, 1024, 2048), (1, 2, 4),
                                                         (2, 3, 4)):
            if packed_gemv_fits("int4", "float16", 8, rows, bk, 128, GROUP) and K % (bk * split) == 0 \
                    and K // bk // split >= stages - 1:
                for swizzle in ({}, {"swizzle": True}):
                    cands.append(("gemv", dict(rows=rows, block_K=bk, split_k=split, num_stages=stages, threads=128,
                                               block_M=M, **swizzle)))
    return cands


def run_shape(N, K, ms, bw, calls, sweep):
    """The table's rows of one (N, K); ``sweep``: the kinds of candidates to time too."""
    w = torch.randn(N, K, dtype=torch.float16, device="cuda")
    q, s = tilelang.quantize(w, "int4", group_size=GROUP)[:2]
    w16 = tilelang.dequantize(q, "int4", s, group_size=GROUP)
    ref_w = w16.double()
    wbytes = q.numel() * q.element_size() + s.numel() * s.element_size()
    preps = [prepare(q.clone(), s.clone(), group_size=GROUP) for _ in range(rotation(wbytes))]
    w16s = [w16.clone() for _ in range(rotation(w16.numel() * 2))]
    codes = tilelang.unpack(q, "int4").to(torch.int32) + 8  # torch's unsigned codes
    tq = torch_int4(codes, s, N, K)
    tqs = [tq] + [tuple(t.clone() for t in tq) for _ in range(rotation(wbytes) - 1)] if tq is not None else []
    for M in ms:
        a = torch.randn(M, K, dtype=torch.float16, device="cuda")
        ref = a.double() @ ref_w.t()
        moved = wbytes + 2 * M * (K + N)
        half = moved // 2
        bufs = [(torch.empty(half, dtype=torch.uint8, device="cuda"), torch.empty(half, dtype=torch.uint8,
                                                                                  device="cuda"))
                for _ in range(rotation(half))]
        one = torch.zeros(1, device="cuda")
        t_floor = in_graph([lambda: one.add_(1)], calls)
        t_copy = in_graph([lambda s_=s_, d=d: d.copy_(s_) for s_, d in bufs], calls)
        t_cublas = in_graph([lambda w_=w_: torch.matmul(a, w_.t()) for w_ in w16s], calls)
        t_torch = None
        if tqs:
            ab = a.to(torch.bfloat16)
            t_torch = in_graph([lambda p=p: torch.ops.aten._weight_int4pack_mm(ab, p[0], GROUP, p[1]) for p in tqs],
                               calls)

        def check(out, cfg, where):
            err = float((out.double() - ref).norm() / ref.norm())
            if not (torch.isfinite(out).all() and err < 2e-3):
                raise SystemExit(f"wrong result ({where}): M={M} {N}x{K} {cfg}: rel. err {err:.1e}")

        def ours(cfg):
            """us per call of ``cfg`` (None: the plan) in the graph; every output of the
            graph's last replay is checked too, and every weight's split-K counters are
            back at zero -- a kernel that skipped its work would time fast."""
            check(lowbit_matmul(a, preps[0], config=cfg), cfg, "eager")
            outs = []

            def call(p):
                return lambda: outs.append(lowbit_matmul(a, p, config=cfg))

            us = in_graph([call(p) for p in preps], calls)
            torch.cuda.synchronize()
            for out in outs[-max(1, calls // len(preps)) * len(preps):]:  # (the captured calls' outputs)
                check(out, cfg, "graph replay")
            for p in preps:
                if p._counters is not None and int(p._counters.tensor.abs().sum()):
                    raise SystemExit(f"split-K counters left non-zero: M={M} {N}x{K} {cfg}")
            return us

        t_ours = ours(None)  # (the op's own choice: lowbit_plan.choose)
        best = None
        if sweep:
            timed = []
            for cfg in sweep_configs(M, N, K, sweep):
                try:
                    timed.append((ours(cfg), cfg))
                except SystemExit:
                    raise
                except Exception as e:  # noqa: BLE001  (a candidate that does not build here is skipped)
                    print(f"    skipped {cfg}: {type(e).__name__}: {str(e).splitlines()[0][:100]}")
            timed.sort(key=lambda r: r[0])
            best = timed[0]
            for us, cfg in timed[:5]:
                print(f"    sweep M={M} {N}x{K}: {us:6.2f} us  {cfg}")
        share = moved / (t_ours * 1e-6) / bw
        copy_share = moved / (t_copy * 1e-6) / bw
        tt = f"{t_torch:.2f}" if t_torch is not None else "n/a"
        bt = f" | {best[0]:.2f}" if best else ""
        print(f"| {M} | {N} | {K} | {t_floor:.2f} | {t_copy:.2f} ({copy_share:.0%}) | {t_ours:.2f}{bt} | {tt} | "
              f"{t_cublas:.2f} | {share:.1%} | {t_copy / t_ours:.0%} |", flush=True)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--shapes", nargs="+", default=SHAPES)
    ap.add_argument("--ms", type=int, nargs="+", default=[1, 16])
    ap.add_argument("--calls", type=int, default=64)
    ap.add_argument("--sweep", nargs="*", choices=["gemm", "mma", "gemv"], default=None,
                    help="time candidate configurations too: the tuner's register-form gemms, its mma.sync "
                         "gemms, packed gemvs (M <= 4); no kind: all three")
    args = ap.parse_args()
    if not torch.cuda.is_available():
        raise SystemExit("benchmarks/small_shapes.py needs a CUDA GPU")
    bw = copy_bandwidth()
    print(f"# small_shapes: {torch.cuda.get_device_name()}, torch {torch.__version__}, "
          f"{datetime.datetime.now().strftime('%Y-%m-%d %H:%M')}; graphs of {args.calls} calls, weights "
          f"rotated past the L2; us per call; large-copy bandwidth {bw / 1e9:.0f} GB/s")
    if args.sweep == []:
        args.sweep = ["gemm", "mma", "gemv"]
    sweep_col = " | best of sweep" if args.sweep else ""
    print(f"| M | N | K | floor | same-bytes copy (its bw share) | ours{sweep_col} | torch int4 | cuBLAS fp16 | "
          f"ours, bw share | ours vs copy |")
    print("|---:|---:|---:|---:|---:|---:|" + ("---:|" if args.sweep else "") + "---:|---:|---:|---:|")
    for shape in args.shapes:
        N, K = map(int, shape.split("x"))
        run_shape(N, K, args.ms, bw, args.calls, args.sweep)


if __name__ == "__main__":
    main()
