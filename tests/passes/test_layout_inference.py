"""Text-IR tests of the ``layout-inference`` pass."""

import pytest

import tilelang
from irchecks import check_ir
from tilelang.layout import make_blocked_fragment, make_gemm_accumulator, make_swizzle, parse_layout
from tilelang.layout.rows import row_fragment
from tilelang.lowering.passes import PASSES

GEMM = """
func {{sym_name = "f"}} (%A: tensor<[64, 32], {dt}>, %B: tensor<[32, 64], {dt}>) {{
  %k1 = const {{value = 1}} : index
  kernel [%k1] {{threads = [{threads}]}} (%bx: index) {{
    %a = alloc_shared : shared<[64, 32], {dt}>
    %b = alloc_shared : shared<[32, 64], {dt}>
    %c = alloc_fragment : fragment<[64, 64], {acc}>
    %r = alloc_fragment : fragment<[64], {acc}>
{extra}    gemm %a, %b, %c
    reduce %c, %r {{kind = sum, dim = 1}}
  }} loc(0:3:4)
}}
"""


def infer(text: str) -> str:
    module = PASSES["layout-inference"]().run(tilelang.parse_ir(text))
    module.verify()
    out = str(module)
    assert str(tilelang.parse_ir(out)) == out
    return out


def layouts(text: str) -> dict:
    return {line.split(" = ", 1)[0].split()[1]: parse_layout(line.split(" = ", 1)[1])
            for line in text.splitlines() if line.startswith("layout #")}


def gemm(dt="float16", acc="float32", threads=128, extra=""):
    return 'source 0 = "k.py"\n' + GEMM.format(dt=dt, acc=acc, threads=threads, extra=extra)


def test_gemm_gives_accumulator_swizzles_and_defaults():
    out = infer(gemm())
    found = layouts(out)
    check_ir(out, r"%a = alloc_shared : shared<\[64, 32\], float16, #L\d>",
             r"%b = alloc_shared : shared<\[32, 64\], float16, #L\d>",
             r"%c = alloc_fragment : fragment<\[64, 64\], float32, #L\d>",
             r"%r = alloc_fragment : fragment<\[64\], float32, #L\d>")
    by_buffer = {line.split()[0]: line.split("#")[-1].rstrip(">").split(">")[0]
                 for line in out.splitlines() if "alloc_" in line}
    assert found["#" + by_buffer["%c"]] == make_gemm_accumulator(64, 64, 4)
    assert found["#" + by_buffer["%a"]] == make_swizzle(64, 32, 16, 64)
    assert found["#" + by_buffer["%b"]] == make_swizzle(32, 64, 16, 128)
    # the row sum takes the accumulator's rows (tilelang/layout/rows.py), replicated over their threads
    assert found["#" + by_buffer["%r"]] == row_fragment(make_gemm_accumulator(64, 64, 4), 1)
    assert found["#" + by_buffer["%r"]].replicate == 8  # 4 lanes x 2 warps of a warp row (square 2x2 grid)


def test_int8_gemm_uses_the_k32_instruction_tiles():
    out = infer(gemm(dt="int8", acc="int32"))
    assert make_gemm_accumulator(64, 64, 4, 8) in layouts(out).values()


def test_annotations_win_and_disappear():
    extra = "    annotate_layout %a {layout = #L9}\n"
    text = "layout #L9 = Layout([64, 32], lambda i, j: (i, j))\n" + gemm(extra=extra)
    out = infer(text)
    assert "annotate_layout" not in out
    assert layouts(out)["#L0"] == parse_layout("Layout([64, 32], lambda i, j: (i, j))")
    check_ir(out, r"%a = alloc_shared : shared<\[64, 32\], float16, #L0>")


def test_conflicting_layouts_name_both_places():
    extra = "    annotate_layout %c {layout = #L9} loc(0:7:5)\n"
    blocked = repr(make_blocked_fragment((64, 64), 128, 32))
    text = f"layout #L9 = {blocked}\n" + gemm(extra=extra).replace("    gemm %a, %b, %c\n",
                                                                    "    gemm %a, %b, %c loc(0:8:5)\n")
    with pytest.raises(tilelang.TileLangError) as e:
        infer(text)
    msg = str(e.value)
    assert msg.startswith("k.py:8:5: error: layout conflict for buffer c")
    assert "T.annotate_layout at k.py:7:5" in msg


def test_gemm_needs_whole_warps_and_float32_takes_the_fma_path():
    with pytest.raises(tilelang.TileLangError, match="T.gemm needs whole warps; the block has 48 threads"):
        infer(gemm(threads=48))
    # float32 inputs take the scalar FMA path: the accumulator keeps the blocked default
    out = infer(gemm(dt="float32"))
    assert make_blocked_fragment((64, 64), 128, 32) in layouts(out).values()


def test_layouts_do_not_change_results_on_the_interpreter():
    import torch

    import tilelang.language as T

    def main(A: T.Tensor((64, 32), "float16"), B: T.Tensor((32, 64), "float16"), C: T.Tensor((64, 64), "float32")):
        with T.Kernel(1, threads=128) as bx:
            a = T.alloc_shared((64, 32), "float16")
            b = T.alloc_shared((32, 64), "float16")
            c = T.alloc_fragment((64, 64), "float32")
            T.copy(A, a)
            T.copy(B, b)
            T.gemm(a, b, c, clear_accum=True)
            T.copy(c, C)

    func = T.prim_func(main)
    kernel = tilelang.compile(func, out_idx=[-1], target="cpu")
    kernel.module = tilelang.lower(func, until="layout-inference")
    assert "#L" in str(kernel.module)
    a, b = torch.randn(64, 32).half(), torch.randn(32, 64).half()
    assert torch.allclose(kernel(a, b), a.float() @ b.float(), rtol=1e-3, atol=1e-3)
