"""FlashAttention forward: ``tilelang.ops.attention`` against torch SDPA's backends.

FlashAttention's own benchmark shapes: 16k tokens in all (batch = 16384 / seqlen) and
a model width of 2048 (heads = 2048 / head_dim), fp16, (batch, seqlen, heads,
head_dim).  For each (seqlen, head_dim, causal): our forward and SDPA's flash, cuDNN
and memory-efficient backends (``torch.nn.attention.sdpa_kernel``), each checked
against SDPA's math backend in float32 first (relative error) and then timed (median
of CUDA events); TFLOP/s count 4 * batch * heads * seqlen^2 * head_dim flops, half of
that causal (FlashAttention's convention).  A backend that cannot run a shape prints
``n/a``.  GPU only.

    python benchmarks/attention.py [--seqlens 1024 2048 4096 8192 16384] [--head-dims 64 128]
                                   [--dtype float16|bfloat16]
"""

from __future__ import annotations

import argparse
import datetime

import torch

import tilelang
from tilelang.ops.attention_kernels import flops, plan_attention
from tilelang.ops.lowbit_plan import cuda_arch
from tilelang.timing import cuda_median_us

TOKENS, WIDTH = 16384, 2048
TOL = {torch.float16: 2e-3, torch.bfloat16: 1.6e-2}


def sdpa(backend):
    """SDPA restricted to one backend, on our (batch, seqlen, heads, dim) layout."""
    from torch.nn.attention import sdpa_kernel

    def run(q, k, v, causal):
        with sdpa_kernel([backend]):
            return torch.nn.functional.scaled_dot_product_attention(
                q.transpose(1, 2), k.transpose(1, 2), v.transpose(1, 2), is_causal=causal).transpose(1, 2)
    return run


def chunked_reference(math_ref):
    """SDPA math in float32, a few heads at a time: its (S, S) score matrices for every
    head at once would not fit (16384^2 x 32 heads x 4 bytes = 34 GB)."""
    def run(q, k, v, causal):
        B, S, H, _ = q.shape
        per = max(1, (1 << 30) // (B * S * S * 4))  # ~1 GiB of scores a chunk
        return torch.cat([math_ref(q[:, :, h:h + per].float(), k[:, :, h:h + per].float(),
                                   v[:, :, h:h + per].float(), causal) for h in range(0, H, per)], dim=2)
    return run


def ours(q, k, v, causal):
    return tilelang.ops.attention(q, k, v, causal=causal)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--seqlens", type=int, nargs="+", default=[1024, 2048, 4096, 8192, 16384])
    ap.add_argument("--head-dims", type=int, nargs="+", default=[64, 128])
    ap.add_argument("--dtype", choices=["float16", "bfloat16"], default="float16")
    args = ap.parse_args()
    if not torch.cuda.is_available():
        raise SystemExit("benchmarks/attention.py needs a CUDA GPU")
    from torch.nn.attention import SDPBackend

    dtype = getattr(torch, args.dtype)
    impls = {"tilelang": ours, "sdpa flash": sdpa(SDPBackend.FLASH_ATTENTION),
             "sdpa cudnn": sdpa(SDPBackend.CUDNN_ATTENTION), "sdpa mem-eff": sdpa(SDPBackend.EFFICIENT_ATTENTION)}
    reference = chunked_reference(sdpa(SDPBackend.MATH))
    arch = cuda_arch("cuda")
    print(f"# attention forward, {args.dtype}; device: {torch.cuda.get_device_name()} ({arch}); torch "
          f"{torch.__version__}; {datetime.datetime.now().strftime('%Y-%m-%d %H:%M')}")
    print(f"# batch = {TOKENS} / seqlen, heads = {WIDTH} / head_dim; TFLOP/s (relative error against SDPA math in "
          f"float32)")
    names = list(impls)
    print(f"{'seqlen':>7} {'dim':>4} {'causal':>6}  " + "  ".join(f"{n:>20}" for n in names) + "  best SDPA  ratio")
    for D in args.head_dims:
        full, causal_plan = (plan_attention(D, "cuda", arch, causal=c) for c in (False, True))
        print(f"# head_dim {D}: {full}" + ("" if causal_plan == full else f"; causal: {causal_plan}"))
        for S in args.seqlens:
            B, H = max(1, TOKENS // S), WIDTH // D
            q, k, v = (torch.randn(B, S, H, D, device="cuda", dtype=dtype) for _ in range(3))
            for causal in (False, True):
                ref = reference(q, k, v, causal)
                cells, tflops = [], {}
                for name, fn in impls.items():
                    try:
                        out = fn(q, k, v, causal)
                        err = float((out.float() - ref).norm() / ref.norm())
                        if not torch.isfinite(out).all() or err > TOL[dtype]:
                            cells.append(f"{'WRONG ' + format(err, '.1e'):>20}")
                            continue
                        us = cuda_median_us(lambda: fn(q, k, v, causal))
                    except RuntimeError as e:  # (a backend that does not take this shape)
                        cells.append(f"{'n/a':>20}")
                        if name == "tilelang":
                            print(f"# tilelang failed: {e}")
                        continue
                    tflops[name] = flops(B, H, S, S, D, causal) / us / 1e6
                    cells.append(f"{tflops[name]:>11.1f} ({err:.0e})")
                best = max((t for n, t in tflops.items() if n != "tilelang"), default=None)
                ratio = f"{tflops['tilelang'] / best:.2f}x" if best and "tilelang" in tflops else "n/a"
                print(f"{S:>7} {D:>4} {str(causal):>6}  " + "  ".join(cells)
                      + f"  {best if best is None else round(best, 1)!s:>9}  {ratio:>5}")
                del ref
            del q, k, v
            torch.cuda.empty_cache()


if __name__ == "__main__":
    main()
