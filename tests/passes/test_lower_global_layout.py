"""Text-IR tests of ``lower-tile-ops`` on global tensors declared with a layout
(``tensor<[N, K], dtype, #L>``): element accesses map through the layout, whole
permuted tiles are copied as plain storage (cp.async), other copies go element by
element through both layouts, and the tensor's type loses the layout."""

import pytest

import tilelang
from irchecks import check_ir, lower_kernel
from tilelang.layout import Layout, make_int4_dequant_permutation

GPERM = make_int4_dequant_permutation(64, 128)
TPERM = make_int4_dequant_permutation(32, 64)
# a generic layout: rows swapped in pairs, and within each 8-column group reversed
SWAP = Layout((16, 32), lambda i, j: (i // 2 * 2 + (1 - i % 2), j // 8 * 8 + 7 - j % 8))
SWAP_TILE = Layout((8, 16), lambda i, j: (i // 2 * 2 + (1 - i % 2), j // 8 * 8 + 7 - j % 8))


def lower(params: str, body: str, head: str, threads: int = 128) -> str:
    return lower_kernel(params, body, threads, head)


def test_the_layout_prints_on_the_tensor_type_and_parses_back():
    head = f"layout #L0 = {GPERM!r}\n"
    text = head + ('func {sym_name = "f"} (%W: tensor<[64, 128], int4, #L0>) {\n'
                   "  %k1 = const {value = 1} : index\n  kernel [%k1] {threads = [32]} (%bx: index) {\n  }\n}\n")
    m = tilelang.parse_ir(text)
    assert m.funcs[0].params[0].type.layout == GPERM
    assert str(tilelang.parse_ir(str(m))) == str(m) and "int4, #L0>" in str(m)


def test_an_element_read_maps_through_the_layout_and_the_type_drops_it():
    head = f"layout #L0 = {SWAP!r}\n"
    out = lower("%W: tensor<[16, 32], float32, #L0>, %O: tensor<[16, 32], float32>",
                "parallel {extents = [16, 32]} (%i: index, %j: index) {\n"
                "  %v = load %W, [%i, %j] : float32\n  store %O, [%i, %j], %v\n}", head)
    # row i // 2 * 2 + (1 - i % 2), column j // 8 * 8 + 7 - j % 8
    check_ir(out, r"= floordiv %\d+, %\d+ : index", r"= floormod", r"= sub", r"%v = load %W, \[%\d+, %\d+\]")
    assert "%W: tensor<[16, 32], float32>" in out and "#L0" not in out.split("func")[1]


def test_a_whole_permuted_int4_tile_is_cp_async_of_16_bytes():
    head = f"layout #L0 = {GPERM!r}\nlayout #L1 = {TPERM!r}\n"
    out = lower("%W: tensor<[64, 128], int4, #L0>",
                "%s = alloc_shared : shared<[32, 64], int4, #L1>\n%c64 = const {value = 64} : index\n"
                "%k = mul %bx, %c64 : index\n"
                "copy %W, %s, [%c0, %k], [%c0, %c0] {src_extents = [32, 64], dst_extents = [32, 64]}", head)
    check_ir(out, r"cp_async %s, \[%\d+, %\d+\], %W, \[%\d+, %\d+\], %\d+ \{bytes = 16\}", r"cp_async_commit")
    assert "packed_store" not in out and "packed_load %W" not in out


def test_a_permuted_tile_at_an_unaligned_offset_or_into_a_plain_tile_is_not_a_storage_copy():
    head = f"layout #L0 = {GPERM!r}\nlayout #L1 = {TPERM!r}\n"
    # offset 16 is not a multiple of the 64-wide tile: bytes are assembled through both layouts
    out = lower("%W: tensor<[64, 128], int4, #L0>",
                "%s = alloc_shared : shared<[32, 64], int4, #L1>\n%c16 = const {value = 16} : index\n"
                "copy %W, %s, [%c0, %c16], [%c0, %c0] {src_extents = [32, 64], dst_extents = [32, 64]}", head)
    check_ir(out, r"packed_load %W", r"= or", r"packed_store %s")
    assert "cp_async" not in out
    # a plain shared tile of a permuted tensor: the layouts differ
    out = lower("%W: tensor<[64, 128], int4, #L0>",
                "%s = alloc_shared : shared<[32, 64], int4>\n"
                "copy %W, %s, [%c0, %c0], [%c0, %c0] {src_extents = [32, 64], dst_extents = [32, 64]}", head)
    assert "cp_async" not in out and "packed_store %s" in out


def test_a_generic_layout_is_checked_at_every_tile_origin():
    head = f"layout #L0 = {SWAP!r}\nlayout #L1 = {SWAP_TILE!r}\n"
    body = ("%s = alloc_shared : shared<[8, 16], float16, LAYOUT>\n%c8 = const {value = 8} : index\n"
            "%r = mul %bx, %c8 : index\n"
            "copy %W, %s, [%r, %c0], [%c0, %c0] {src_extents = [8, 16], dst_extents = [8, 16]}")
    out = lower("%W: tensor<[16, 32], float16, #L0>", body.replace("LAYOUT", "#L1"), head)
    check_ir(out, r"cp_async %s, .*%W, .*\{bytes = (16|8|4)\}")
    # the reversed 8-groups do not keep vectors through a plain tile: element copies
    out = lower("%W: tensor<[16, 32], float16, #L0>", body.replace(", LAYOUT", ""), head)
    assert "cp_async" not in out and "load %W" in out


@pytest.mark.parametrize("what", ["fragment", "shape", "symbolic", "not a bijection"])
def test_bad_global_layouts_are_refused_with_a_clear_error(what):
    import tilelang.language as T
    from tilelang.layout import Fragment

    M = T.dynamic("M")
    layouts = {"fragment": Fragment([4, 4], forward_fn=lambda i, j: (i, j)),
               "shape": make_int4_dequant_permutation(8, 64), "symbolic": make_int4_dequant_permutation(4, 32),
               "not a bijection": Layout((4, 32), lambda i, j: (i, j // 2 * 2), storage_shape=(4, 32))}
    shape = (M, 32) if what == "symbolic" else (4, 32)
    match = {"fragment": "layout must be a T.Layout", "shape": "must permute its shape",
             "symbolic": "static shape", "not a bijection": "must be a bijection"}[what]
    with pytest.raises(tilelang.TileLangError, match=match):
        T.Tensor(shape, "int4", layout=layouts[what])


def test_annotate_layout_on_a_tensor_parameter_declares_its_storage_layout():
    import tilelang.language as T

    L = make_int4_dequant_permutation(4, 32)

    def kernel(annotate):
        @T.prim_func
        def f(W: T.Tensor((4, 32), "int4", layout=None if annotate else L), O: T.Tensor((4, 32), "float32")):
            with T.Kernel(1, threads=32) as bx:
                if annotate:
                    T.annotate_layout({W: L})
                for i, j in T.Parallel(4, 32):
                    O[i, j] = T.cast(W[i, j], "float32")
        return f

    text = str(kernel(True))
    assert "tensor<[4, 32], int4, #L0>" in text and "annotate_layout" not in text
    assert text.count("#L0") == str(kernel(False)).count("#L0") == 2  # declared and used once
    with pytest.raises(tilelang.TileLangError, match=r"T.annotate_layout: W: .*must permute its shape"):
        @T.prim_func
        def g(W: T.Tensor((4, 64), "int4"), O: T.Tensor((4, 32), "float32")):
            with T.Kernel(1, threads=32) as bx:
                T.annotate_layout({W: L})
