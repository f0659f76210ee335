"""Tutorial 09: everything together -- ``tilelang.ops.int4_matmul`` against torch.

    python tutorials/09_int4_matmul_benchmark.py                       # on a GPU
    TILELANG_TARGET=cpu python tutorials/09_int4_matmul_benchmark.py   # anywhere

Tutorials 06-08 wrote the pieces; ``tilelang.ops`` packages them behind three calls::

    q, s = tilelang.quantize(w, "int4", group_size=128)   # uint8 (N, K/2) codes, scales (N, K/128)
    p = tilelang.ops.prepare_int4(q, s, group_size=128)   # once per weight: 07's permutation
    c = tilelang.ops.int4_matmul(a, p)                    # C = A @ dequant(W).T, a (M, K) float16

``int4_matmul`` picks a kernel by shape and target (``tilelang.ops.choose(M, N, K, G,
target)``, which is ``plan(M, N, K, G)`` -- with ``wgmma=True`` on an H100 -- printed
per M): the tensor-core GEMM of tutorials 06-07 (``dequant_i4`` from the permuted
shared tile, cp.async for every copy), with block_M growing with M, split-K when
there are too few output tiles to fill the SMs, and a swizzled block order when there
are many -- except at M = 1 on an H100, where a grown-up form of tutorial 08's GEMV
(decoded pairs of float16 multiplied in fma chains, shared tiles XOR-swizzled against
bank conflicts) reads the weight at about the speed of a copy; on an H100 up to M = 32 and above M = 64 the decoded
weight stays in registers as Hopper's wgmma register operand (the gemm runs
transposed, C.T = W A.T: at small M the activation rows are the wgmma's N side),
from M = 33 to 64 it goes to shared memory, where wgmma reads both operands.  Kernels
are compiled on first use and cached per shape.

What it is measured against
---------------------------
* **cuBLAS float16**: ``torch.matmul(a, w16.T)`` with the dequantized weight in
  float16 -- the same numbers, 4x the weight bytes.  At small M both are
  memory-bound, so int4 can be up to ~4x faster; at M = 4096 both are compute-bound
  and the int4 kernel also pays for the decode, so it can only lose a little.
* **torch's int4 kernel** ``torch.ops.aten._weight_int4pack_mm`` (bfloat16
  activations, tinygemm's layout), where this torch build has it for the device;
  otherwise ``n/a``.
* Weights come from HBM, not L2: the timing loop rotates through several copies of
  the weight, more than 4x the 50 MB L2 together (the approach of
  ``benchmarks/int4_gemm.py``); each time is the median of CUDA-event timings of the
  whole call as a user makes it (for ``int4_matmul`` that includes its Python-side
  argument checks and launch, which matter at M = 1 where the kernel takes ~10 us).

What to look at in the output
-----------------------------
* the plan per M; a ``check:`` line per (shape, M) (against a float32 ``A @
  dequantize(q, s).T``: float16 rounding of the output and the weight, ~3e-4);
* one table: M, N, K, our time, cuBLAS's, the speedup, torch int4's time and our
  relative error.  On the interpreters the times are not GPU timings (``-``); the
  interpreter's wall time is printed on ``time:`` lines instead.
"""

import dataclasses
import time

import torch

import tilelang
from tilelang.ops import int4_matmul, prepare_int4
from tilelang.ops.lowbit_matmul import kernel_for, planned_config
from _support import Tutorial, bench_torch

G = 128
L2_BYTES = 50 << 20  # H100 L2


def copies_for(nbytes: int, cap: int) -> int:
    """How many copies of a weight together exceed 4 L2s (at least 2, at most cap)."""
    return max(2, min(cap, -(-4 * L2_BYTES // nbytes)))


def torch_int4_weight(q, s, N, K):
    """(packed, scales_and_zeros) for aten._weight_int4pack_mm, or None where it is
    unavailable.  Its format: unsigned codes u = code + 8, w = (u - 8) * scale + zero,
    two codes a byte (the even k in the high nibble; int32 (N, K) codes on older torch),
    scales_and_zeros (K/G, N, 2) bfloat16."""
    try:
        u = (tilelang.unpack(q, "int4").to(torch.int32) + 8)
        u8 = ((u[:, ::2] << 4) | u[:, 1::2]).to(torch.uint8).contiguous()
        try:
            packed = torch.ops.aten._convert_weight_to_int4pack(u8, 8)
        except RuntimeError:  # older torch builds take int32 (N, K) codes
            packed = torch.ops.aten._convert_weight_to_int4pack(u.contiguous(), 8)
        sz = torch.stack([s.T.to(torch.bfloat16), torch.zeros_like(s.T, dtype=torch.bfloat16)], dim=-1)
        return packed, sz.contiguous()
    except Exception as e:  # noqa: BLE001  (any failure means: not available here)
        print(f"  (torch int4 unavailable: {type(e).__name__}: {str(e).splitlines()[0][:80]})")
        return None


def torch_int4_time(a, tq, ref):
    """Median time of torch's int4 kernel, or None (unavailable, or a wrong result)."""
    if tq is None:
        return None
    ab = a.to(torch.bfloat16)
    try:
        c = torch.ops.aten._weight_int4pack_mm(ab, tq[0], G, tq[1])
    except Exception as e:  # noqa: BLE001
        print(f"  (torch int4 mm failed: {type(e).__name__}: {str(e).splitlines()[0][:80]})")
        return None
    err = float((c.float() - ref).norm() / ref.norm())
    if err > 2e-2:  # a format this torch build packs differently: do not time a wrong result
        print(f"  (torch int4 result off by rel_err {err:.1e}: not timed)")
        return None
    return bench_torch(lambda: torch.ops.aten._weight_int4pack_mm(ab, tq[0], G, tq[1]))


def run_shape(tut, N, K, Ms, rows):
    w = tut.randn(N, K, scale=0.05)
    q, s = tilelang.quantize(w, "int4", group_size=G)
    p = prepare_int4(q, s, group_size=G)
    w_hat = tilelang.dequantize(q, "int4", s, group_size=G, out_dtype=torch.float32)
    del w
    if tut.gpu:
        w16 = w_hat.half()
        ps = [p] + [dataclasses.replace(p, qweight=p.qweight.clone(), scales=p.scales.clone())
                    for _ in range(copies_for(p.qweight.numel() + p.scales.numel() * 2, cap=8) - 1)]
        w16s = [w16] + [w16.clone() for _ in range(copies_for(w16.numel() * 2, cap=3) - 1)]
        tq = torch_int4_weight(q, s, N, K)
    for M in Ms:
        a = tut.randn(M, K)
        ref = a.float() @ w_hat.T
        c = int4_matmul(a, p)
        err = tut.check(f"M={M}, N={N}, K={K}: int4_matmul against A @ dequantize(q, s).T (float32)", c, ref,
                        tol=1e-3)
        if tut.gpu:
            ours = bench_torch([lambda p_=p_: int4_matmul(a, p_) for p_ in ps])  # in turn: each call reads other weights
            cublas = bench_torch([lambda w_=w_: torch.matmul(a, w_.T) for w_ in w16s])
            ti4 = torch_int4_time(a, tq, ref)
            rows.append((M, N, K, f"{ours:.1f}", f"{cublas:.1f}", f"{cublas / ours:.2f}x",
                         "n/a" if ti4 is None else f"{ti4:.1f}", err))
        else:
            t0 = time.perf_counter()
            int4_matmul(a, p)
            ms = (time.perf_counter() - t0) * 1e3
            where = "CPU interpreter" if tut.target == "cpu" else "simulator"
            print(f"time: int4_matmul M={M}: {ms:.1f} ms on the {where} (not a GPU timing)")
            rows.append((M, N, K, "-", "-", "-", "n/a", err))


def main():
    tut = Tutorial("09 int4_matmul against torch")
    shapes = tut.size([(128, 512)], [(8192, 8192), (28672, 8192)])
    Ms = tut.size((1, 16, 40), (1, 16, 128, 4096))
    print(f"C = A @ dequant(W).T, A (M, K) float16, W int4 with group {G}; (N, K) in {shapes}, M in {Ms}")
    for N, K in shapes:
        for M in Ms:
            name, options = planned_config("float16", M, N, K, G, "int4", True, tut.target)
            shown = ", ".join(f"{k}={v}" for k, v in options.items())
            print(f"  plan(M={M}, N={N}, K={K}): {name} ({shown})")
            _, kernel = kernel_for("float16", M, N, K, G, "int4", "float16", False, True, tut.target)
            tut.compiled(f"{name}(M={M}, N={N}, K={K})", kernel)
    tut.stop_if_compile_only()

    rows = []
    for N, K in shapes:
        run_shape(tut, N, K, Ms, rows)
    print(f"\n{'M':>5s} {'N':>6s} {'K':>6s} {'ours us':>9s} {'cuBLAS us':>10s} {'speedup':>8s} "
          f"{'torch int4 us':>14s} {'rel err':>8s}")
    for M, N, K, ours, cublas, speedup, ti4, err in rows:
        print(f"{M:5d} {N:6d} {K:6d} {ours:>9s} {cublas:>10s} {speedup:>8s} {ti4:>14s} {err:8.1e}")
    if not tut.gpu:
        print("(on the interpreters there are no GPU timings; run on a GPU for the comparison)")
    else:
        print(f"time: the table above, median of CUDA-event timings per call on {torch.cuda.get_device_name()}")
    tut.finish()


if __name__ == "__main__":
    main()
