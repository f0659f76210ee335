"""A fragment whose layout covers fewer threads than the block (a K-split wgmma
accumulator is warpgroup 0's): the other threads hold no element -- every loop over
the fragment's elements is guarded to the covered threads."""

import torch

import tilelang
import tilelang.language as T
from tilelang.layout import make_gemm_accumulator


def _double(threads: int):
    @T.prim_func
    def double(A: T.Tensor((16, 8), "float32"), B: T.Tensor((16, 8), "float32")):
        with T.Kernel(1, threads=threads) as bx:
            F = T.alloc_fragment((16, 8), "float32")
            T.annotate_layout({F: make_gemm_accumulator(16, 8, 1)})  # one warp's mma C tile
            T.copy(A, F)
            for i, j in T.Parallel(16, 8):
                F[i, j] = F[i, j] * 2
            T.copy(F, B)

    return double


def test_a_one_warp_fragment_in_a_two_warp_block_is_held_by_the_first_warp_only():
    a = torch.randn(16, 8)
    for target in ("cpu", "sim"):
        b = torch.full((16, 8), float("nan"))
        tilelang.compile(_double(64), target=target)(a, b)
        assert torch.equal(b, 2 * a), target
    ir = str(tilelang.lower(_double(64)))
    assert "lt %tid, " in ir  # (the loops over its elements guarded to tid < 32)
