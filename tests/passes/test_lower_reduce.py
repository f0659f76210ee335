"""Text-IR tests of the ``reduce`` rule: warp shuffles whose xor offsets come from the
source fragment's layout, a per-warp scratch across warps, and the staged fallback."""

import re

import pytest

import tilelang
from irchecks import check_ir
from tilelang.layout import make_blocked_fragment, make_gemm_accumulator
from tilelang.lowering.passes import PASSES
from tilelang.lowering.tile_lowering.reduce import plan_shuffle_reduce

HEAD = ('source 0 = "k.py"\nfunc {sym_name = "f"} (%G: tensor<[64, 64], float16>, %O: tensor<[64], float32>) {\n'
        "  %k1 = const {value = 1} : index\n  kernel [%k1] {threads = [128]} (%bx: index) {\n"
        "    %c0 = const {value = 0} : index\n")


def lower(body: str, passes=("layout-inference", "lower-tile-ops")) -> str:
    text = HEAD + "".join(f"    {ln}\n" for ln in body.strip().splitlines()) + "  }\n}\n"
    module = tilelang.parse_ir(text)
    for name in passes:
        module = PASSES[name]().run(module)
        module.verify()
    out = str(module)
    assert str(tilelang.parse_ir(out)) == out  # the lowered IR round-trips
    return out


def shuffle_offsets(out: str) -> list[int]:
    """The xor offset of every ``shfl`` in ``out``, in order (offsets are index constants)."""
    consts = dict(re.findall(r"(%\w+) = const \{value = (-?\d+)\} : index", out))
    shuffles = re.findall(r"= shfl %\w+, (%\w+)( \{[^}]*\})? :", out)
    assert all("mode" not in attrs for _, attrs in shuffles)  # the default mode: xor
    return [int(consts[name]) for name, _ in shuffles]


GEMM = ("%a = alloc_shared : shared<[64, 64], float16>\n%c = alloc_fragment : fragment<[64, 64], float32>\n"
        "%r = alloc_fragment : fragment<[64], float32>\n"
        "copy %G, %a, [%c0, %c0], [%c0, %c0] {src_extents = [64, 64], dst_extents = [64, 64]}\n"
        "gemm %a, %a, %c {clear_accum = true}\n")


def test_row_reduce_of_the_mma_accumulator_shuffles_lanes_1_and_2_and_combines_two_warps():
    # 64x64 over 4 warps: warp tiles 32x32 (2 x 2 warps).  A row lives in the 4 lanes
    # of a quad (lane % 4 = column pair) and in the two warps side by side.
    out = lower(GEMM + "reduce %c, %r {kind = sum, dim = 1}")
    offsets = shuffle_offsets(out)
    assert sorted(set(offsets)) == [1, 2] and len(offsets) == 2 * 4  # 4 rows per thread, 2 steps each
    check_ir(out, r"%reduce_partials = alloc_shared : shared<\[64, 2\], float32>",  # one partial per warp
             r"= eq", r"= shfl", r"store %reduce_partials", r"barrier", r"= load %reduce_partials",
             r"= load %reduce_partials", r"store %r, ")
    assert "reduce_scratch" not in out and "shared<[64, 64], float32>" not in out  # no staged tile


def test_column_reduce_of_the_mma_accumulator_shuffles_the_row_lanes():
    out = lower(GEMM + "reduce %c, %r {kind = max, dim = 0}")
    assert sorted(set(shuffle_offsets(out))) == [4, 8, 16]  # lane // 4 = row within an 8-row group
    check_ir(out, r"%reduce_partials = alloc_shared : shared<\[64, 2\], float32>", r"= fmax")
    assert "reduce_scratch" not in out


def blocked_reduce(dim: int, shape="64, 64", dst="64", kind="sum", clear="", dst_scope="fragment") -> str:
    return lower(f"%x = alloc_fragment : fragment<[{shape}], float32>\n"
                 f"%r = alloc_{dst_scope} : {dst_scope}<[{dst}], float32>\n"
                 f"reduce %x, %r {{kind = {kind}, dim = {dim}{clear}}}")


def test_row_reduce_of_the_default_fragment_loops_over_partials_and_shuffles_16_lanes():
    # blocked 64x64 float32: vectors of 4, a row = 16 lanes of one warp; a thread holds 8 rows
    out = blocked_reduce(1)
    assert sorted(shuffle_offsets(out)) == [1, 2, 4, 8]  # once, inside the loop over partials
    check_ir(out, r"%reduce_partials = alloc_shared : shared<\[64, 1\], float32>",
             r"for .* \{kind = unroll\} \(%p: index\)", *[r"= load %x"] * 4,  # a vector of 4 per row
             r"= shfl", r"= shfl", r"= shfl", r"= shfl", r"store %reduce_partials", r"barrier",
             r"= load %reduce_partials")
    assert "reduce_scratch" not in out and "shared<[64, 64]" not in out  # no staged tile


def test_column_reduce_of_the_default_fragment_combines_four_warps_in_shared_memory():
    # column j: lanes j // 4 and j // 4 + 16 of every warp
    out = blocked_reduce(0)
    assert shuffle_offsets(out) == [16]
    check_ir(out, r"%reduce_partials = alloc_shared : shared<\[64, 4\], float32>", r"store %reduce_partials",
             r"barrier", *[r"= load %reduce_partials"] * 4, r"store %r")
    assert "shared<[64, 64]" not in out


def test_clear_false_combines_dst_once_after_the_warp_partials():
    out = blocked_reduce(0, kind="min", clear=", clear = false")
    tail = out[out.index("barrier"):]
    assert out.count("load %r,") == 1
    check_ir(tail, *[r"= load %reduce_partials"] * 4, r"= load %r, ", r"= fmin", r"store %r, ")


def test_threads_holding_nothing_contribute_the_identity():
    # 2 x 16 elements over 128 threads: threads 32.. hold nothing
    out = blocked_reduce(1, shape="2, 16", dst="2", kind="max")
    assert shuffle_offsets(out) == [1, 2, 4, 8]
    check_ir(out, r"= lt ", r"= const \{value = -inf\} : float32", r"= select", r"= shfl", r"= and",
             r"if ", r"store %reduce_partials")


def test_a_shared_dst_with_one_partial_per_row_is_written_by_the_lane_leaders():
    out = blocked_reduce(1, dst_scope="shared")
    assert "reduce_partials" not in out and "reduce_scratch" not in out
    check_ir(out, r"= eq", r"= shfl", r"if ", r"store %r, ")


def test_uneven_layouts_fall_back_to_the_staged_reduction():
    # 48x40 float32 over 128 threads: a row of 40 straddles lanes unevenly
    out = blocked_reduce(1, shape="48, 40", dst="48")
    assert "shfl" not in out
    check_ir(out, r"%reduce_scratch = alloc_shared : shared<\[48, 40\], float32>", r"barrier", r"for ")


@pytest.mark.parametrize("which,shape,dim,expect", [
    ("acc", (64, 64), 1, (3, 1)), ("acc", (64, 64), 0, (28, 2)), ("acc", (64, 128), 0, (28, 0)),
    ("blocked", (128, 128), 1, (31, 0)), ("blocked", (128, 128), 0, (0, 3)), ("blocked", (100,), 0, (31, 3)),
    ("blocked", (48, 40), 1, None), ("blocked", (16, 200), 1, None),
])
def test_lane_and_warp_masks_come_from_the_layout(which, shape, dim, expect):
    layout = make_gemm_accumulator(*shape, 4, 16) if which == "acc" else make_blocked_fragment(shape, 128, 32)
    plan = plan_shuffle_reduce(layout, shape, dim, 128, has_guard=True)
    if expect is None:
        assert isinstance(plan, str)
    else:
        assert (plan.lane_mask, plan.warp_mask) == expect


@pytest.mark.parametrize("reuse", ["0", "1"])
def test_barriers_order_the_scratch_and_only_what_needs_it(reuse, monkeypatch):
    monkeypatch.setenv("TILELANG_SHARED_REUSE", reuse)
    out = lower(GEMM + "reduce %c, %r {kind = sum, dim = 1}",
                passes=("layout-inference", "lower-tile-ops", "plan-shared", "insert-barriers"))
    body = out[out.index("%reduce_partials = alloc_shared"):]
    if reuse == "0":  # straight-line code: only the barrier between the scratch writes and reads
        assert body.count("barrier") == 1
        check_ir(body, r"store %reduce_partials", r"barrier", r"= load %reduce_partials")
    else:  # the scratch reuses the gemm operand's bytes: those reads finish before it is written
        assert "%reduce_partials = alloc_shared {offset = 0}" in out and "%a = alloc_shared {offset = 0}" in out
        assert body.count("barrier") == 2
        check_ir(body, r"barrier", r"store %reduce_partials", r"barrier", r"= load %reduce_partials")


def test_a_reduction_in_a_loop_allocates_its_scratch_once_before_the_loop():
    out = lower("%x = alloc_fragment : fragment<[64, 64], float32>\n%r = alloc_fragment : fragment<[64], float32>\n"
                "%c4 = const {value = 4} : index\n"
                "for %c0, %c4, %k1, [] (%i: index) {\n  reduce %x, %r {kind = sum, dim = 0, clear = false}\n}",
                passes=("layout-inference", "lower-tile-ops", "plan-shared", "insert-barriers"))
    check_ir(out, r"%reduce_partials = alloc_shared", r"for .*\(%i: index\)", r"= shfl", r"store %reduce_partials",
             r"barrier", r"= load %reduce_partials", r"barrier", r"^    }")
    # the reads of one iteration and the writes of the next are ordered by the second barrier
    assert out.count("barrier") == 2
