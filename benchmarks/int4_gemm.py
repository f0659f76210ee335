"""INT4 x FP16 GEMM / GEMV: ``tilelang.ops.int4_matmul`` (prepared weights) against
cuBLAS fp16 (torch.matmul with the dequantized weight) and
``torch.ops.aten._weight_int4pack_mm`` (bf16 activations), side by side, GPU only.

For M in {1, 16, 128, 4096} and (N, K) in {(8192, 8192), (28672, 8192), (8192, 28672)},
group 128: the median time (CUDA events, after warm-up) of each, with several copies
of the weights rotated so that every call reads its weights from HBM, not L2 (device
time: ``tilelang.timing`` queues each call behind a spin kernel, which hides host
overhead for every library alike); the speedups over cuBLAS and torch's kernel; and
the roofline fraction -- for M <= 16 bytes moved (weights, scales, A, C) over the
copy bandwidth measured in the same run, above that the FLOP rate over cuBLAS's.
Correctness against a float32 reference is checked first.  For context at small M:
the launch floor (one tiny kernel timed the same way) and, per row, a device copy
moving the same bytes (read + write) -- what the roofline fraction cannot reach at
that size.

    python benchmarks/int4_gemm.py [--ms 1 16] [--shapes 8192x8192]
"""

from __future__ import annotations

import argparse
import os

import torch

import tilelang
from tilelang.ops import int4_matmul, prepare_int4
from tilelang.timing import cuda_median_us

GROUP = 128
L2_BYTES = 50 << 20  # H100/H200 L2; rotated copies together exceed it several times


def bench_us(fns, warmup=10, rep=50) -> float:
    """Median microseconds per call, cycling through ``fns`` (one per weight copy)."""
    return cuda_median_us(fns, warmup, rep)


def copy_bandwidth() -> float:
    """Bytes per second of a device-to-device copy of 1 GiB (read + write)."""
    src = torch.empty(1 << 30, dtype=torch.uint8, device="cuda")
    dst = torch.empty_like(src)
    us = bench_us([lambda: dst.copy_(src)], warmup=3, rep=10)
    del src, dst
    return 2 * (1 << 30) / (us * 1e-6)


def launch_floor_us() -> float:
    """Microseconds of one tiny kernel, timed as every call here is."""
    x = torch.zeros(1, device="cuda")
    return bench_us([lambda: x.add_(1)])


def same_bytes_copy_us(moved: int, graphs: bool = False) -> float:
    """Microseconds of device copies that read and write ``moved`` bytes in all,
    rotated through buffers that together exceed the L2; timed as the calls they are
    compared with are: eager (``bench_us``) or replayed from a CUDA graph (``graphs``)."""
    from tilelang.timing import graph_median_us

    half = moved // 2
    pairs = [(torch.empty(half, dtype=torch.uint8, device="cuda"), torch.empty(half, dtype=torch.uint8, device="cuda"))
             for _ in range(copies_for(moved))]
    fns = [lambda s=s, d=d: d.copy_(s) for s, d in pairs]
    return graph_median_us(fns) if graphs else bench_us(fns)


def copies_for(nbytes: int, cap: int = 8) -> int:
    return max(2, min(cap, -(-4 * L2_BYTES // max(nbytes, 1))))


def torch_int4(w_codes_u4, scales, n, k):
    """(packed weight, scales_and_zeros) for aten._weight_int4pack_mm, or None.
    Its format: unsigned codes q with w = (q - 8) * scale + zero; scales_and_zeros
    (K / G, N, 2) bf16.  The packing op takes uint8 (N, K / 2) with the even k in the
    high nibble on recent torch, int32 (N, K) codes on older ones."""
    try:
        u8 = ((w_codes_u4[:, ::2] << 4) | w_codes_u4[:, 1::2]).to(torch.uint8)
        try:
            packed = torch.ops.aten._convert_weight_to_int4pack(u8.contiguous(), 8)
        except RuntimeError:
            packed = torch.ops.aten._convert_weight_to_int4pack(w_codes_u4.to(torch.int32).contiguous(), 8)
        sz = torch.stack([scales.T.to(torch.bfloat16), torch.zeros_like(scales.T, dtype=torch.bfloat16)], dim=-1)
        return packed, sz.contiguous()
    except Exception as e:  # noqa: BLE001  (any failure: the op is unavailable here)
        print(f"    (torch int4 packing unavailable: {type(e).__name__}: {str(e).splitlines()[0][:80]})")
        return None


def run_shape(n, k, ms, bw):
    q, s = tilelang.quantize(torch.randn(n, k, dtype=torch.float16), "int4", group_size=GROUP)
    q, s = q.cuda(), s.cuda()
    w16 = tilelang.dequantize(q, "int4", s, group_size=GROUP, out_dtype="float16")  # on the GPU
    prepared = prepare_int4(q, s, group_size=GROUP)
    wbytes = n * k // 2 + s.numel() * 2
    nq = copies_for(wbytes)
    preps = [prepared] + [prepare_int4(q.clone(), s.clone(), group_size=GROUP) for _ in range(nq - 1)]
    n16 = copies_for(w16.numel() * 2, cap=3)
    w16s = [w16] + [w16.clone() for _ in range(n16 - 1)]
    codes = (tilelang.unpack(q, "int4").to(torch.int32) + 8)  # unsigned codes for torch's format
    tq = torch_int4(codes, s, n, k)
    tqs = [tq] if tq is not None else []
    for M in ms:
        a = torch.randn(M, k, device="cuda", dtype=torch.float16)
        ref = a.float() @ w16.float().T
        c = int4_matmul(a, prepared)
        err = ((c.float() - ref).norm() / ref.norm()).item()
        t_ours = bench_us([lambda p=p: int4_matmul(a, p) for p in preps])
        t_cublas = bench_us([lambda w=w: torch.matmul(a, w.T) for w in w16s])
        t_torch = None
        if tqs:
            ab = a.to(torch.bfloat16)
            try:
                ct = torch.ops.aten._weight_int4pack_mm(ab, tqs[0][0], GROUP, tqs[0][1])
                terr = ((ct.float() - ref).norm() / ref.norm()).item()
                if terr < 2e-2:
                    t_torch = bench_us([lambda: torch.ops.aten._weight_int4pack_mm(ab, tqs[0][0], GROUP, tqs[0][1])])
                else:
                    print(f"    (torch int4 result off: rel.err {terr:.2e}; not timed)")
            except Exception as e:  # noqa: BLE001
                print(f"    (torch int4 mm failed: {type(e).__name__}: {str(e).splitlines()[0][:80]})")
        if M <= 16:
            moved = wbytes + 2 * M * k + 2 * M * n
            roof = moved / (t_ours * 1e-6) / bw
            roof_txt = f"{roof * 100:5.1f}% of copy bw (the same bytes copied: {same_bytes_copy_us(moved):.1f} us)"
        else:
            roof_txt = f"{t_cublas / t_ours * 100:5.1f}% of cuBLAS FLOP/s"
        tt = f"{t_torch:9.1f}" if t_torch is not None else f"{'n/a':>9s}"
        sp_torch = f"{t_torch / t_ours:6.2f}x" if t_torch is not None else f"{'n/a':>7s}"
        print(f"{M:5d} {n:6d} {k:6d} {t_ours:9.1f} {t_cublas:9.1f} {tt} {t_cublas / t_ours:7.2f}x {sp_torch}  "
              f"{roof_txt}  (rel.err {err:.1e})")


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--ms", type=int, nargs="+", default=[1, 16, 128, 4096])
    ap.add_argument("--shapes", nargs="+", default=["8192x8192", "28672x8192", "8192x28672"])
    args = ap.parse_args()
    if not torch.cuda.is_available():
        raise SystemExit("int4_gemm.py needs a CUDA GPU")
    print(f"device: {torch.cuda.get_device_name()}  torch {torch.__version__}  group {GROUP}")
    force = os.environ.get("TILELANG_WARP_SPECIALIZE")
    if force in ("0", "1"):
        print(f"TILELANG_WARP_SPECIALIZE={force}: the planned register-form gemms take "
              f"{'a producer warp' if force == '1' else 'no producer warp'}")
    bw = copy_bandwidth()
    print(f"copy bandwidth: {bw / 1e9:.0f} GB/s; launch floor (one tiny kernel): {launch_floor_us():.1f} us")
    print(f"{'M':>5s} {'N':>6s} {'K':>6s} {'ours us':>9s} {'cuBLAS':>9s} {'torch i4':>9s} {'vs cuBLAS':>8s} "
          f"{'vs i4':>7s}  roofline")
    for shape in args.shapes:
        n, k = (int(x) for x in shape.split("x"))
        run_shape(n, k, args.ms, bw)


if __name__ == "__main__":
    main()
