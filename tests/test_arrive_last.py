"""``T.arrive_last``: a block counts itself in and learns whether it arrived last
(ir/ops/tile.py, tile_lowering/split_k.py) -- the last block of a group then finishes
what the others left in memory, in the same kernel.  Here each block of a group writes
a row of partial maxima and sums; the last combines the group's rows (a log-sum-exp,
which no split-K sum expresses).  Interpreter and simulator agree with numpy, every
group's counter ends at zero (a second launch counts from it), and the lowering has
split_k_reduce's barrier / acq_rel count / broadcast shape."""

import pytest
import torch

import tilelang
import tilelang.language as T
from irchecks import check_ir


def lse_combiner(groups, parts, width=32):
    @T.prim_func
    def f(X: T.Tensor((groups, parts, width), "float32"), Part: T.Tensor((groups, parts), "float32"),
          Out: T.Tensor((groups,), "float32"), Count: T.Tensor((groups,), "int32")):
        with T.Kernel(parts, groups, threads=32) as (bp, bg):
            row = T.alloc_fragment((width,), "float32")
            mx = T.alloc_fragment((1,), "float32")
            T.copy(X[bg, bp, 0:width], row)
            T.reduce_max(row, mx, dim=0)
            T.copy(mx, Part[bg, bp:bp + 1])
            if T.arrive_last(Count[bg], parts):
                lse = T.alloc_fragment((parts,), "float32")
                top = T.alloc_fragment((1,), "float32")
                tot = T.alloc_fragment((1,), "float32")
                T.copy(Part[bg, 0:parts], lse)
                T.reduce_max(lse, top, dim=0)
                for i in T.Parallel(parts):
                    lse[i] = T.exp2(lse[i] - top[0])
                T.reduce_sum(lse, tot, dim=0)
                for i in T.Parallel(1):
                    Out[bg + i] = top[i] + T.log2(tot[i])
    return f


@pytest.mark.parametrize("target,arch", [("cpu", None), ("sim", None), ("sim", "sm_90a")],
                         ids=["interpreter", "simulator", "simulator-hopper"])
@pytest.mark.parametrize("groups,parts", [(3, 4), (2, 1), (1, 7)])
def test_the_last_block_of_each_group_finishes_and_resets_the_counter(target, arch, groups, parts):
    kernel = tilelang.compile(lse_combiner(groups, parts), target=target, **({"arch": arch} if arch else {}))
    count = torch.zeros(groups, dtype=torch.int32)
    for _ in range(2):  # the counters are zero again for a second launch
        x = torch.randn(groups, parts, 32) * 4
        part, out = torch.full((groups, parts), float("nan")), torch.full((groups,), float("nan"))
        kernel(x, part, out, count)
        m = x.double().amax(-1)
        want = m.amax(-1) + torch.log2(torch.exp2(m - m.amax(-1, keepdim=True)).sum(-1))
        assert torch.allclose(out.double(), want, rtol=1e-6, atol=1e-6), (out, want)
        assert int(count.abs().sum()) == 0


def test_a_counter_left_nonzero_means_no_block_is_last():
    """The count is the program's promise: with a counter not zero at the launch, no
    block sees itself last (and nothing is combined) -- the interpreter as the GPU."""
    kernel = tilelang.compile(lse_combiner(1, 3), target="cpu")
    out = torch.full((1,), float("nan"))
    count = torch.tensor([5], dtype=torch.int32)
    kernel(torch.randn(1, 3, 32), torch.zeros(1, 3), out, count)
    assert torch.isnan(out).all() and int(count[0]) == 8


def test_the_lowering_counts_with_release_and_acquire_and_broadcasts_the_result():
    text = str(tilelang.lower(lse_combiner(3, 4)))
    check_ir(text, r"store %Part, ", r"^\s*barrier", r"^\s*if %",
             r"= fetch_add %Count, \[.*\], %\w+ \{sem = acq_rel\} : int32", r"store %split_k_last, ",
             r"^\s*barrier", r"= load %split_k_last, ", r"= eq ", r"^\s*if ", r"store %Count, ",
             r"^\s*if %", r"= load %Part, ", r"store %Out, ")
    assert " fence" not in text
    assert str(tilelang.parse_ir(text)) == text
    for arch in ("sm_90a", "sm_80"):
        src = tilelang.compile(lse_combiner(3, 4), target="cuda", arch=arch).get_kernel_source()
        src = src[src.index('extern "C" __global__'):]  # (the kernel, not the prelude)
        assert "tl::fetch_add_acq_rel(" in src and "__threadfence" not in src


def test_the_tile_op_prints_and_parses_back():
    text = str(tilelang.compile(lse_combiner(2, 3), target="cpu").module)
    check_ir(text, r"= arrive_last %Count, \[%\w+\], %\w+ .*: bool")
    assert str(tilelang.parse_ir(text)) == text


def test_bad_operands_are_refused_at_the_source_line():
    with pytest.raises(tilelang.TileLangError, match=r"test_arrive_last.py:\d+:\d+: error: T.arrive_last: "
                                                     r"arrivals is one element"):
        @T.prim_func
        def slice_counter(Count: T.Tensor((4,), "int32"), Out: T.Tensor((4,), "float32")):
            with T.Kernel(2, threads=32) as bx:
                if T.arrive_last(Count[0:2], 2):
                    Out[bx] = 1.0
    with pytest.raises(tilelang.TileLangError, match=r"arrivals must be an int32 global tensor"):
        @T.prim_func
        def float_counter(Count: T.Tensor((4,), "float32"), Out: T.Tensor((4,), "float32")):
            with T.Kernel(2, threads=32) as bx:
                if T.arrive_last(Count[0], 2):
                    Out[bx] = 1.0


@pytest.mark.gpu
@pytest.mark.skipif(not torch.cuda.is_available(), reason="needs a CUDA GPU")
@pytest.mark.parametrize("groups,parts", [(3, 4), (64, 37), (8, 256)])
def test_on_the_gpu_the_last_block_reads_every_finished_part(groups, parts):
    """Hardware blocks run concurrently: a part read before its writer's release would
    change the result. Repeated launches must all match."""
    kernel = tilelang.compile(lse_combiner(groups, parts), target="cuda")
    count = torch.zeros(groups, dtype=torch.int32, device="cuda")
    part = torch.empty(groups, parts, device="cuda")
    for _ in range(30):
        x = torch.randn(groups, parts, 32, device="cuda") * 4
        out = torch.full((groups,), float("nan"), device="cuda")
        kernel(x, part, out, count)
        m = x.double().amax(-1)
        want = m.amax(-1) + torch.log2(torch.exp2(m - m.amax(-1, keepdim=True)).sum(-1))
        assert torch.allclose(out.double(), want, rtol=1e-6, atol=1e-6)
    assert int(count.abs().sum()) == 0
