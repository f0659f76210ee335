"""A GEMM with B stored (N, K) (``transpose_B``), a run-time M (``T.dynamic``), block
rasterization (``T.use_swizzle``), swizzled shared tiles (``make_swizzled_layout``) and a
bfloat16 input; ``@tilelang.jit(out_idx=...)`` over a factory, checked with the profiler's
``assert_allclose`` as upstream examples do."""

import torch

import tilelang
import tilelang.language as T
from tilelang.layout import make_swizzled_layout

N, K = 64, 96


def matmul_nt(M, N, K, block_M=64, block_N=32, block_K=32, dtype="bfloat16", accum_dtype="float"):
    @T.prim_func
    def main(A: T.Tensor((M, K), dtype), B: T.Tensor((N, K), dtype), C: T.Tensor((M, N), "float32")):
        with T.Kernel(T.ceildiv(N, block_N), T.ceildiv(M, block_M), threads=128) as (bx, by):
            A_shared = T.alloc_shared((block_M, block_K), dtype)
            B_shared = T.alloc_shared((block_N, block_K), dtype)
            C_local = T.alloc_fragment((block_M, block_N), accum_dtype)
            T.annotate_layout({A_shared: make_swizzled_layout(A_shared), B_shared: make_swizzled_layout(B_shared)})
            T.use_swizzle(panel_size=4)
            T.clear(C_local)
            for ko in T.Pipelined(T.ceildiv(K, block_K), num_stages=2):
                T.copy(A[by * block_M, ko * block_K], A_shared)
                T.copy(B[bx * block_N, ko * block_K], B_shared)
                T.gemm(A_shared, B_shared, C_local, transpose_B=True, policy=T.GemmWarpPolicy.FullRow)
            T.copy(C_local, C[by * block_M, bx * block_N])

    return main


def build(target):
    return tilelang.jit(out_idx=[-1], target=target)(matmul_nt)(T.dynamic("M"), N, K)


def run(target):
    kernel = build(target)
    dev = "cuda" if target.startswith("cuda") else "cpu"
    for m in (64, 40):      # a run-time M, the second not a multiple of block_M
        a = torch.randn(m, K, dtype=torch.bfloat16, device=dev)
        b = torch.randn(N, K, dtype=torch.bfloat16, device=dev)
        c = kernel(a, b)
        ref = (a.double() @ b.double().t()).cpu()
        out = c.double().cpu()
        assert out.shape == ref.shape and torch.isfinite(out).all()
        err = ((out - ref).abs().max() / ref.abs().max()).item()
        assert err < 1e-4, (m, err)
    profiler = kernel.get_profiler(tensor_supply_type=tilelang.TensorSupplyType.Randn)
    profiler.assert_allclose(lambda a, b: (a.float() @ b.float().t()), input_tensors=[a, b], atol=1e-2, rtol=1e-2)
