"""``prefetch-fragments``: the next stage's first mma operands load before the last
k-step's mma; checked on the IR and, for races and results, on the simulator."""

import pytest
import torch

import tilelang
import tilelang.language as T
import kernels
from irchecks import check_ir


def gemm(M, N, K, stages, threads=256):
    """C = A @ B (fp16) in 64 x 64 blocks, 32-deep k-steps (kernels.gemm)."""
    return kernels.gemm(M, N, K, 64, 64, 32, stages, threads)


def _loop(text):
    body = text[text.index("(%ko: index, %stage: index)"):]
    return body[:body.index("yield")]


def test_the_barrier_moves_before_the_last_k_steps_mma():
    text = str(tilelang.lower(gemm(64, 64, 128, 3), until="prefetch-fragments"))
    before = text[:text.index("(%ko: index, %stage: index)")]
    # before the loop: stage 0 landed, both register sets, the first k-step's operands
    check_ir(before, r"cp_async_wait \{pending = 1\}", r"barrier", r"%a_regs = alloc_local",
             r"%a_regs_next = alloc_local", r"ldmatrix %a_regs, ", r"ldmatrix %b_regs, ")
    loop = _loop(text)
    # the loop starts with the run-ahead, loads k-step 1 into the second set, runs
    # k-step 0, then waits, synchronizes and loads the next stage's k-step 0
    assert not loop.splitlines()[1].strip().startswith(("cp_async_wait", "barrier"))
    check_ir(loop, r"cp_async %A_s", r"cp_async_commit", "NOT: barrier", r"ldmatrix %a_regs_next, ",
             r"ldmatrix %b_regs_next, ", r"mma %a_regs, %\w+, %b_regs, ", r"cp_async_wait \{pending = 1\}",
             r"barrier", r"ldmatrix %a_regs, ", r"ldmatrix %b_regs, ", r"mma %a_regs_next, %\w+, %b_regs_next, ")
    assert loop.count("barrier") == 1 and loop.count("for ") == 0  # the k-steps unrolled


@pytest.mark.parametrize("M,N,K,stages", [(64, 64, 32, 3), (64, 64, 160, 3), (128, 64, 128, 4), (40, 64, 96, 2),
                                          (64, 128, 64, 2)])
def test_prefetched_gemms_are_correct_on_the_simulator(M, N, K, stages):
    # trip counts below, at and above the stage count; the simulator flags races
    kernel = tilelang.compile(gemm(M, N, K, stages), out_idx=[-1], target="sim")
    assert "a_regs_next" in str(kernel.module)
    a, b = torch.randn(M, K).half(), torch.randn(K, N).half()
    torch.testing.assert_close(kernel(a, b).float(), a.float() @ b.float(), rtol=2e-3, atol=2e-3)


def test_blocks_of_four_warps_are_left_alone():
    assert "_next" in str(tilelang.lower(gemm(64, 64, 128, 3)))
    assert "_next" not in str(tilelang.lower(gemm(64, 64, 128, 3, threads=128)))


def test_other_consumers_and_odd_step_counts_are_left_alone():
    from tilelang.ops.lowbit_kernels import gemm_factory

    # a dequantizing gemm (256 threads): its B operand is computed in the loop
    f = gemm_factory(128, 256, 512, 128, "int4", "float16", "float16", False, 0, True, block_M=64, block_N=128,
                     block_K=64, num_stages=3, threads=256)
    text = str(tilelang.lower(f, until="prefetch-fragments"))
    assert "_next" not in text and "ldmatrix %a_regs" in text
    # three 16-deep k-steps per stage: not an even count
    @T.prim_func
    def odd(A: T.Tensor((32, 96), "float16"), B: T.Tensor((96, 32), "float16"), C: T.Tensor((32, 32), "float16")):
        with T.Kernel(1, threads=256) as bx:
            a = T.alloc_shared((32, 48), "float16")
            b = T.alloc_shared((48, 32), "float16")
            c = T.alloc_fragment((32, 32), "float")
            T.clear(c)
            for k in T.Pipelined(2, num_stages=2):
                T.copy(A[0, k * 48], a)
                T.copy(B[k * 48, 0], b)
                T.gemm(a, b, c)
            T.copy(c, C)

    text = str(tilelang.lower(odd, until="prefetch-fragments"))
    assert "ldmatrix" in text and "_next" not in text


def test_the_lowered_loop_prints_and_parses_back():
    # the carried stage, src_in_bounds copies and the second register set round-trip
    from irchecks import round_trip

    text = str(tilelang.lower(gemm(64, 64, 128, 3)))
    assert "src_in_bounds = true" in text and "%stage: index" in text and "a_regs_next" in text
    round_trip(text)
