"""The main job: the INT4 x FP16 GEMM demo, ``python -m tilelang.demo``.

What runs today: the host side of the INT4 x FP16 GEMM, i.e. group-wise INT4
quantization of an FP16 weight, packing by the project's packing rule, and the
GEMM ``C = A @ dequant(B).T`` computed with torch against the unquantized FP16
reference.  The kernel written in the language joins this demo when the
frontend, interpreter and CUDA backend land; until then the demo says so
instead of pretending.
"""

from __future__ import annotations

import time


def main(m: int = 16, n: int = 256, k: int = 512, group_size: int = 128) -> float:
    import torch

    import tilelang
    import tilelang.language as T

    gen = torch.Generator().manual_seed(0)
    a = torch.randn(m, k, generator=gen).half()
    w = (torch.randn(n, k, generator=gen) * 0.05).half()

    t0 = time.perf_counter()
    packed, scales = tilelang.quantize(w, T.int4, group_size=group_size)
    t1 = time.perf_counter()
    w_hat = tilelang.dequantize(packed, T.int4, scales, group_size=group_size, out_dtype=torch.float32)

    ref = a.float() @ w.float().T
    got = a.float() @ w_hat.T
    rel = float((got - ref).norm() / ref.norm())
    print(f"INT4 x FP16 GEMM (host side), M={m} N={n} K={k}, group size {group_size}")
    print(f"  weight {tuple(w.shape)} fp16 {w.numel() * 2} bytes -> packed int4 {tuple(packed.shape)} "
          f"{packed.dtype} {packed.numel()} bytes + scales {tuple(scales.shape)} {scales.dtype}")
    print(f"  quantize time {1e3 * (t1 - t0):.1f} ms; relative error of A @ dequant(B).T vs FP16: {rel:.4f}")
    gpu = torch.cuda.is_available()
    print(f"  device: {'GPU ' + torch.cuda.get_device_name() if gpu else 'CPU (no GPU found)'}; "
          "the compiled kernel path is not built yet (frontend, interpreter and CUDA backend issues)")
    # Round-to-nearest INT4 of Gaussian weights leaves ~11% relative noise per weight
    # (step = absmax/7 with absmax ~ 2.7 sigma over 128 values); the GEMM inherits it.
    assert rel < 0.15, f"int4 quantization error {rel} is too large"
    return rel


if __name__ == "__main__":
    main()
