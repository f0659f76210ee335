"""Text-IR tests of ``lower-tile-ops`` (after ``layout-inference``)."""

import pytest

import tilelang
from irchecks import check_ir, lower_kernel

HEAD = 'source 0 = "k.py"\n'
PARAMS = "%G: tensor<[64, 64], float16>, %O: tensor<[64, 64], float32>"


def lower(body: str, threads: int = 128) -> str:
    return lower_kernel(PARAMS, body, threads, HEAD)


def test_fragments_become_registers_and_fill_loops_over_them():
    out = lower("%f = alloc_fragment : fragment<[64, 64], float32>\n%z = const {value = 0.0} : float32\n"
                "fill %f, %z")
    check_ir(out, r"%tid = thread_idx \{dim = 0\} : index", r"%f = alloc_local : local<\[32\], float32>",
             r"for .* \{kind = unroll\} \(%l: index\)", r"store %f, \[%l\], %z")
    assert "fragment" not in out and "fill" not in out


def test_global_to_shared_copy_is_cp_async_vectors_predicated_and_swizzled():
    out = lower("%s = alloc_shared : shared<[64, 64], float16>\n%f = alloc_fragment : fragment<[64, 64], float32>\n"
                "copy %G, %s, [%bx, %c0], [%c0, %c0] {src_extents = [64, 64], dst_extents = [64, 64]}\n"
                "gemm %s, %s, %f")
    # 64 x 64 halves = 512 vectors of 8 (16 bytes) over 128 threads: 4 per thread
    check_ir(out, r"for .* \(%k: index\)", r"= mul %k, %\d+ : index", r"= add %\d+, %tid : index",
             r"= lt %\d+, %\d+ : bool",        # inside the tensor? (zero fill otherwise)
             r"= xor",                           # the 128-byte swizzle of the gemm operand
             r"cp_async %s, \[%\d+, %\d+\], %G, \[%\d+, %\d+\], %\d+ \{bytes = 16\}",
             r"cp_async_commit", r"cp_async_wait", r"barrier", r"mma %a_regs")


def test_copies_that_cannot_use_vectors_stay_scalar():
    out = lower("%s = alloc_shared : shared<[64, 64], float32>\n"
                "copy %G, %s, [%bx, %c0], [%c0, %c0] {src_extents = [64, 64], dst_extents = [64, 64]}")
    # float16 -> float32 converts element-wise: no cp.async
    check_ir(out, r"= if %\d+ : float16 \{", r"= load %G", r"= cast", r"store %s")
    assert "cp_async" not in out


def test_gemm_lowers_to_ldmatrix_and_mma_per_tile():
    out = lower("%a = alloc_shared : shared<[32, 32], float16>\n%b = alloc_shared : shared<[32, 32], float16>\n"
                "%c = alloc_fragment : fragment<[32, 32], float32>\ngemm %a, %b, %c {clear_accum = true}")
    # 4 warps over a 32x32 accumulator: warp tiles of 16x16 = 1 x 2 mma tiles per k-step;
    # one x4 ldmatrix reads both 8-wide n-blocks of B
    assert out.count("mma %a_regs") == 2 and out.count("ldmatrix %a_regs") == 1 and out.count("ldmatrix %b_regs") == 1
    check_ir(out, r"%c = alloc_local : local<\[8\], float32>", r"%a_regs = alloc_local : local<\[8\], float16>",
             r"%b_regs = alloc_local : local<\[8\], float16>", r"for .* \(%kk: index\)",
             r"ldmatrix %a_regs, %\w+, %a, \[%\d+, %\d+\]", r"ldmatrix %b_regs, %\w+, %b, \[%\d+, %\d+\] \{trans = true\}",
             r"mma %a_regs, %\w+, %b_regs, %\w+, %c, %\w+")


def test_a_shared_a_takes_ldmatrix_next_to_a_register_b_fragment():
    out = lower("%a = alloc_shared : shared<[32, 32], float16>\n%b = alloc_fragment : fragment<[32, 32], float16>\n"
                "%c = alloc_fragment : fragment<[32, 32], float32>\ngemm %a, %b, %c {transpose_B = true}")
    # A by ldmatrix (x4), B straight from the fragment's registers (no shared reads of B)
    assert out.count("ldmatrix %a_regs") == 1 and "ldmatrix %b_regs" not in out
    check_ir(out, r"ldmatrix %a_regs, %\w+, %a, ", r"= load %b, \[%\d+\] : float16", r"store %b_regs",
             r"mma %a_regs")


def test_int8_gemm_loads_registers_element_by_element():
    out = lower("%a = alloc_shared : shared<[32, 64], int8>\n%b = alloc_shared : shared<[64, 32], int8>\n"
                "%c = alloc_fragment : fragment<[32, 32], int32>\ngemm %a, %b, %c")
    assert "ldmatrix" not in out
    check_ir(out, r"= load %a, ", r"store %a_regs", r"= load %b, ", r"store %b_regs",
             r"mma %a_regs, %\w+, %b_regs, %\w+, %c, %\w+ \{shape = m16n8k32\}")


def test_parallel_over_a_fragment_walks_the_threads_elements():
    out = lower("%f = alloc_fragment : fragment<[64, 64], float32>\n"
                "parallel {extents = [64, 64]} (%i: index, %j: index) {\n"
                "  %x = load %G, [%i, %j] : float16\n  %y = cast %x : float32\n  store %f, [%i, %j], %y\n}\n"
                "copy %f, %O, [%c0, %c0], [%c0, %c0] {src_extents = [64, 64], dst_extents = [64, 64]}")
    check_ir(out, r"\{kind = unroll\} \(%l: index\)", r"= load %G, \[%\d+, %\d+\] : float16", r"%y = cast",
             r"store %f, \[%l\], %y", r"\{kind = unroll\} \(%l_1: index\)", r"= load %f, \[%l_1\]",
             r"store %O")
    assert "parallel" not in out


def test_reduce_stages_through_shared_memory():
    # rows of 40 straddle lanes unevenly: no shuffle lowering (test_lower_reduce.py), the staged one
    out = lower("%f = alloc_fragment : fragment<[48, 40], float32>\n%r = alloc_fragment : fragment<[48], float32>\n"
                "reduce %f, %r {kind = max, dim = 1}")
    check_ir(out, r"%reduce_scratch = alloc_shared : shared<\[48, 40\], float32>", r"store %reduce_scratch",
             r"barrier", r"= const \{value = -inf\} : float32", r"= for .* : float32 \(%r_1: index, %acc: float32\)",
             r"= load %reduce_scratch", r"= fmax %acc", r"store %r, \[")


def test_fragment_read_across_layouts_is_staged():
    out = lower("%f = alloc_fragment : fragment<[64, 64], float32>\n%m = alloc_fragment : fragment<[64], float32>\n"
                "parallel {extents = [64, 64]} (%i: index, %j: index) {\n"
                "  %x = load %f, [%i, %j] : float32\n  %y = load %m, [%i] : float32\n  %z = sub %x, %y : float32\n"
                "  store %f, [%i, %j], %z\n}")
    check_ir(out, r"%m_staged = alloc_shared : shared<\[64\], float32>", r"store %m_staged", r"barrier",
             r"= load %f, \[%l", r"= load %m_staged", r"store %f, \[%l")


def test_element_access_to_a_fragment_outside_parallel_is_reported():
    with pytest.raises(tilelang.TileLangError, match="element access to a fragment outside T.Parallel"):
        lower("%f = alloc_fragment : fragment<[64], float32>\n%x = load %f, [%c0] : float32")


GEMM_32 = ("%a = alloc_shared : shared<[32, 32], float16>\n%b = alloc_shared : shared<[32, 32], float16>\n"
           "%c = alloc_fragment : fragment<[32, 32], float32>\n")


@pytest.mark.parametrize("policy,a_reads,b_reads", [("", 1, 1), (' {policy = "full_col"}', 2, 1),
                                                    (' {policy = "full_row"}', 1, 4)])
def test_the_warp_policy_shapes_the_warp_tiles(policy, a_reads, b_reads):
    # 4 warps over 32 x 32: square gives 16 x 16 warp tiles (1 A and 1 x4 B read per k-step),
    # full_col 32 x 8 (2 A reads, 1 x2 B); full_row would need 4 x 16 rows of M > 32: an error
    body = GEMM_32 + "gemm %a, %b, %c" + policy
    if "full_row" in policy:
        with pytest.raises(Exception, match="full_row: 4 warps along M"):
            lower(body)
        return
    out = lower(body)
    assert out.count("ldmatrix %a_regs") == a_reads and out.count("ldmatrix %b_regs") == b_reads


def test_an_unknown_warp_policy_is_refused_by_the_verifier():
    with pytest.raises(Exception, match="policy must be one of square, full_row, full_col"):
        lower(GEMM_32 + 'gemm %a, %b, %c {policy = "diagonal"}')


def test_one_or_two_mma_tiles_per_warp_alternate_two_accumulator_sets():
    # 16 x 32 over 4 warps: one 16 x 8 mma tile per warp, 64 deep = 4 k-steps: even steps
    # accumulate into %c, odd ones into %c_odd (two independent mma chains), summed after
    out = lower("%a = alloc_shared : shared<[16, 64], float16>\n%b = alloc_shared : shared<[32, 64], float16>\n"
                "%c = alloc_fragment : fragment<[16, 32], float32>\ngemm %a, %b, %c {transpose_B = true}")
    check_ir(out, r"%c_odd = alloc_local : local<\[4\], float32>", r"store %c_odd, \[%l\], ",
             r"for .* \(%kk: index\)", r"mma %a_regs, %\w+, %b_regs, %\w+, %c, ",
             r"mma %a_regs, %\w+, %b_regs, %\w+, %c_odd, ", r"= load %c_odd, ", r"store %c, ")
    assert out.count("mma %a_regs") == 2
