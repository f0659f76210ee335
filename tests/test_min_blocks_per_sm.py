"""``T.annotate_min_blocks_per_sm(n)`` (upstream TileLang's annotation): the kernel is built
for ``n`` blocks an SM -- CUDA's ``__launch_bounds__(threads, n)``, so ptxas keeps each
thread within the registers ``n`` blocks leave it; a block whose shared memory ``n``
blocks could not share is an error at the line; nothing changes on cpu / sim."""

import math

import pytest
import torch

import tilelang
import tilelang.language as T

from irchecks import round_trip


def copy_kernel(n, M=256, bm=64):
    @T.prim_func
    def main(A: T.Tensor((M, 64), "float16"), B: T.Tensor((M, 64), "float16")):
        with T.Kernel(M // bm, threads=128) as bx:
            T.annotate_min_blocks_per_sm(n)
            S = T.alloc_shared((bm, 64), "float16")
            T.copy(A[bx * bm, 0], S)
            T.copy(S, B[bx * bm, 0])
    return main


@pytest.mark.parametrize("target", ["cpu", "sim"])
def test_the_annotation_changes_no_result(target):
    a, b = torch.randn(256, 64).half(), torch.full((256, 64), float("nan")).half()
    tilelang.compile(copy_kernel(3), target=target, **({"arch": "sm_90a"} if target == "sim" else {}))(a, b)
    assert torch.equal(a, b)


def test_the_ir_carries_the_count_and_prints_back():
    text = str(tilelang.lower(copy_kernel(3), arch="sm_90a"))
    assert "min_blocks_per_sm {count = 3}" in text
    round_trip(text)


def test_cuda_launch_bounds_take_the_count():
    pytest.importorskip("cuda.bindings")
    src = tilelang.compile(copy_kernel(3), target="cuda", arch="sm_90a").get_kernel_source()
    assert "__launch_bounds__(128, 3) " in src
    plain = tilelang.compile(copy_kernel(1), target="cuda", arch="sm_90a").get_kernel_source()
    assert "__launch_bounds__(128) " in plain


def test_ptxas_keeps_the_registers_the_blocks_leave_a_thread():
    """Attention's head dim 64 in order, causal, its masks on the diagonal's blocks only:
    about 130 registers a thread as it stands; two blocks of 256 threads leave 128."""
    pytest.importorskip("cuda.bindings")
    from tilelang.backends.cuda import nvrtc
    from tilelang.ops.attention_kernels import AttentionPlan, attention_factory

    plan = AttentionPlan(128, 128, 2, 256, "", False, True, True, 0, 2)
    f = attention_factory(2, 8, 8, 1024, 1024, 64, "float16", True, 1 / math.sqrt(64), False, **plan.options())
    src = tilelang.compile(f, target="cuda", arch="sm_90a", fast_math=True).get_kernel_source()
    assert "__launch_bounds__(256, 2)" in src
    report = nvrtc.ptxas_report(src, "sm_90a", options=("--use_fast_math", "--fmad=true"))
    assert report.registers <= 128, report.log


def test_blocks_whose_shared_memory_cannot_share_an_sm_are_an_error_at_the_line():
    with pytest.raises(tilelang.TileLangError, match=r"annotate_min_blocks_per_sm\(2\): 2 blocks of 131072 bytes"
                       ) as e:
        tilelang.lower(copy_kernel(2, M=1024, bm=1024), arch="sm_90a")
    assert "T.annotate_min_blocks_per_sm(n)" in str(e.value)  # (the caret's line)
    tilelang.lower(copy_kernel(1, M=1024, bm=1024), arch="sm_90a")  # (one block: fits)


def test_a_count_below_one_names_the_parameter():
    with pytest.raises(tilelang.TileLangError, match="n must be at least 1, got 0"):
        tilelang.lower(copy_kernel(0), arch="sm_90a")
