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


def _keys_tile_kernel():
    """S = Q K^T over 4 tiles of 64 keys with 16 query rows (mma.sync: below wgmma's m64);
    each key tile (64 x 128 fp16: 256-byte rows) is copied in a pipelined loop."""
    import tilelang.language as T

    def main(Q: T.Tensor((16, 128), "float16"), K: T.Tensor((256, 128), "float16"),
             S: T.Tensor((16, 256), "float32")):
        with T.Kernel(1, threads=128) as bx:
            q = T.alloc_shared((16, 128), "float16")
            k = T.alloc_shared((64, 128), "float16")
            s = T.alloc_fragment((16, 64), "float32")
            T.copy(Q, q)
            for kb in T.Pipelined(4, num_stages=2):
                T.copy(K[kb * 64, 0], k)
                T.clear(s)
                T.gemm(q, k, s, transpose_B=True, policy=T.GemmWarpPolicy.FullCol)
                T.copy(s, S[0, kb * 64])

    return T.prim_func(main)


@pytest.mark.parametrize("arch", ["sm_90a", "sm_80"])
def test_a_wide_operand_tile_a_pipelined_copy_fills_takes_tma_panels_on_sm90(arch):
    """An mma.sync operand with rows over 128 bytes, filled by a pipelined copy, gets the
    128-byte-panel swizzle where TMA may write it (sm_90a: the copy becomes a TMA load;
    the per-segment swizzle took cp.async) and the per-segment one elsewhere; the sm_90a
    program agrees with float64 on the simulator."""
    import torch

    from tilelang.layout import make_panel_swizzle

    func = _keys_tile_kernel()
    out = str(tilelang.lower(func, until="layout-inference", arch=arch))
    line = next(ln for ln in out.splitlines() if "%k = alloc_shared" in ln)
    want = make_panel_swizzle(64, 128, 16) if arch == "sm_90a" else make_swizzle(64, 128, 16, 128)
    assert layouts(out)["#" + line.split("#")[-1].rstrip(">").split(">")[0]] == want
    src = tilelang.compile(func, out_idx=[-1], target="cuda", arch=arch).get_kernel_source()
    assert ("tl::tma_load(" in src) == (arch == "sm_90a")
    if arch == "sm_90a":
        q, k = torch.randn(16, 128).half(), torch.randn(256, 128).half()
        got = tilelang.compile(func, out_idx=[-1], target="sim", arch=arch)(q, k)
        ref = q.double() @ k.double().T
        assert float((got.double() - ref).norm() / ref.norm()) < 1e-5
