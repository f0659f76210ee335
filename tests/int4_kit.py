"""One int4 problem and one call of a compiled ``gemm_factory`` kernel, for the tests
that run the int4 gemm's lowered forms (simulator, GPU) against float64."""

import torch

import tilelang


def int4_problem(M, N, K, G, seed, device="cpu"):
    """(a, prepared qweight, fp16 scales, raw qweight, float64 reference) of a random
    int4 problem: A (M, K) fp16 times a group-G int4 weight (N, K)."""
    from tilelang.ops import prepare_int4

    q, s = tilelang.quantize(torch.randn(N, K, generator=torch.Generator().manual_seed(seed)), "int4", G)[:2]
    p = prepare_int4(q, s, None, G, "int4")
    a = torch.randn(M, K, generator=torch.Generator().manual_seed(seed + 1)).half()
    ref = a.double() @ tilelang.dequantize(q, "int4", s, None, G).double().T
    return a.to(device), p.qweight.to(device), p.scales.half().to(device), q.to(device), ref.to(device)


def run_int4_gemm(kernel, a, qweight, s16, N, block_M, block_N, split_k=1):
    """C of one call of a compiled ``gemm_factory`` kernel (C starts as NaN: an element
    it never writes stays NaN), with fresh split-K buffers."""
    from tilelang.ops.lowbit_kernels import gemm_split_shapes

    M = a.shape[0]
    work, counts = gemm_split_shapes(M, N, block_M, block_N, split_k)
    c = torch.full((M, N), float("nan"), device=a.device).half()
    kernel(a, qweight, s16, s16, c, torch.zeros(work, device=a.device),
           torch.zeros(counts, dtype=torch.int32, device=a.device))
    return c
