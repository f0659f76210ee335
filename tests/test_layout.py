"""Layout and Fragment core behaviour: tracing, storage, apply/unapply, inverse, compose, str, plot."""

import ast
import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest
import torch

import tilelang.layout
from tilelang.layout import (Const, Fragment, Layout, Var, lookup, make_col_major, make_padded,
                             make_row_major, make_swizzle, mma_m16n8k16_a, mma_m16n8k16_b,
                             mma_m16n8k16_c, parse_layout)

rng = np.random.default_rng(0)


def test_layout_modules_import_torch_and_matplotlib_lazily():
    # No module of the package imports torch or matplotlib at its top level ...
    package = Path(tilelang.layout.__file__).parent
    for source in package.glob("*.py"):
        for node in ast.parse(source.read_text()).body:
            names = []
            if isinstance(node, ast.Import):
                names = [alias.name for alias in node.names]
            elif isinstance(node, ast.ImportFrom):
                names = [node.module or ""]
            assert not any(n.split(".")[0] in ("torch", "matplotlib") for n in names), source
    # ... and working on numpy arrays does not pull them in.
    code = ("import sys, numpy, tilelang.layout as L; before = {m for m in ('torch', 'matplotlib') "
            "if m in sys.modules}; L.make_swizzle(8, 64, 16, 128).inverse().apply(numpy.zeros((8, 64))); "
            "str(L.mma_m16n8k16_a()); print({m for m in ('torch', 'matplotlib') if m in sys.modules} - before)")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "set()"


# -- construction -----------------------------------------------------------------------

def test_storage_shape_is_inferred_from_the_outputs():
    flat = Layout([4, 8], lambda i, j: i * 8 + j)
    assert flat.shape == (4, 8) and flat.storage_shape == (32,)
    assert flat.exprs == (Var("i") * 8 + Var("j"),)
    assert flat.input_vars == (Var("i"), Var("j"))
    const = Layout([4], lambda i: (i, 0))
    assert const.storage_shape == (4, 1)
    assert Layout(6, lambda i: 5 - i).storage_shape == (6,)


def test_explicit_storage_shape_pads_and_is_validated():
    padded = Layout([4, 8], lambda i, j: (i, j), storage_shape=[4, 10])
    assert padded.storage_shape == (4, 10)
    with pytest.raises(ValueError, match="too small"):
        Layout([4, 8], lambda i, j: (i, j), storage_shape=[4, 7])
    with pytest.raises(ValueError, match="2 indices"):
        Layout([4, 8], lambda i, j: (i, j), storage_shape=[32])


@pytest.mark.parametrize("shape", [[], [0, 4], [4, -1], [2.5]])
def test_bad_shapes(shape):
    with pytest.raises(ValueError):
        Layout(shape, lambda *idx: 0)


def test_negative_storage_index_is_rejected():
    with pytest.raises(ValueError, match="negative"):
        Layout([4], lambda i: i - 2)


def test_division_by_zero_is_rejected():
    with pytest.raises(ValueError, match="divides by zero"):
        Layout([4, 4], lambda i, j: i // j)
    with pytest.raises(ZeroDivisionError):
        Layout([4], lambda i: i % 0)


def test_forward_on_ints_arrays_and_symbols():
    L = make_swizzle(8, 64, 16, 128)
    assert L.forward(1, 3) == (1, 11)
    rows, cols = L.forward(np.arange(8)[:, None], np.arange(64)[None, :])
    assert cols.shape == (8, 64) and sorted(cols[5].tolist()) == list(range(64))
    r, c = L.forward(Var("row"), Var("col") + 8)
    assert r == Var("row") and c == (Var("col") + 8 ^ Var("row") % 8 * 8)
    with pytest.raises(TypeError, match="2 indices"):
        L.forward(1)


# -- apply / unapply ------------------------------------------------------------------------

def test_apply_numpy_with_batch_dims_and_unmapped_zeros():
    L = make_padded(4, 6, 2)
    x = rng.integers(1, 100, size=(2, 3, 4, 6)).astype(np.int16)
    s = L.apply(x)
    assert s.shape == (2, 3, 4, 8) and s.dtype == np.int16
    assert np.array_equal(s[..., :6], x) and not s[..., 6:].any()
    assert np.array_equal(L.unapply(s), x)


def test_apply_places_elements_at_their_storage_index():
    L = Layout([3, 4], lambda i, j: (j, 2 - i))
    x = np.arange(12).reshape(3, 4)
    s = L.apply(x)
    for a in range(3):
        for b in range(4):
            assert s[L.forward(a, b)] == x[a, b]


def test_apply_torch_keeps_dtype_device_and_batch():
    L = make_swizzle(16, 64, 16, 128)
    x = torch.randn(5, 16, 64, dtype=torch.float16)
    s = L.apply(x)
    assert isinstance(s, torch.Tensor) and s.dtype == torch.float16 and s.shape == (5, 16, 64)
    assert torch.equal(L.unapply(s), x)
    assert not torch.equal(s, x)


def test_apply_rejects_wrong_shapes_and_non_injective_layouts():
    L = make_row_major(4, 8)
    with pytest.raises(ValueError, match=r"trailing dims are \[4, 8\]"):
        L.apply(np.zeros((8, 4)))
    with pytest.raises(ValueError, match=r"\[4, 8\]"):
        L.unapply(np.zeros((3, 3)))
    folded = Layout([4, 4], lambda i, j: (i + j,))
    assert not folded.is_injective()
    with pytest.raises(ValueError, match="injective"):
        folded.apply(np.zeros((4, 4)))


# -- inverse ------------------------------------------------------------------------------------

def test_inverse_of_bijections_round_trips_random_data():
    cases = [
        make_col_major(3, 5),
        Layout([4, 6], lambda i, j: j * 4 + i),
        Layout([8], lambda i: lookup([3, 0, 2, 1, 7, 5, 6, 4], i)),
        Layout([6, 4], lambda i, j: ((i * 5 + j * 3) % 6, j)),   # needs a table
        Layout([2, 3, 4], lambda i, j, k: (k, i, j)),
    ]
    for L in cases:
        inv = L.inverse()
        assert inv.shape == L.storage_shape and inv.storage_shape == L.shape
        x = rng.integers(0, 1000, size=(2,) + L.shape)
        assert np.array_equal(inv.apply(L.apply(x)), x)
        assert np.array_equal(L.inverse().inverse().apply(x), L.apply(x))
        assert parse_layout(repr(inv)) == inv


def test_inverse_prefers_closed_forms():
    assert make_col_major(3, 5).inverse() == make_col_major(5, 3)
    sw = make_swizzle(8, 64, 16, 128)
    assert sw.inverse() == sw                      # XOR swizzles are involutions
    assert repr(Layout([4, 6], lambda i, j: j * 4 + i).inverse()) == \
        "Layout([24], lambda i: (i % 4, i // 4))"
    block = Layout([64], lambda i: i // 4 * 4 + lookup([2, 0, 3, 1], i % 4))
    assert repr(block.inverse()) == "Layout([64], lambda i: i // 4 * 4 + lookup([1, 3, 0, 2], i % 4))"


def test_inverse_errors_name_the_problem():
    with pytest.raises(ValueError, match=r"elements \(0, 1\) and \(1, 0\) both map to storage index \(1,\)"):
        Layout([2, 2], lambda i, j: i + j).inverse()
    with pytest.raises(ValueError, match=r"storage index \(0, 4\) holds no element"):
        make_padded(2, 4, 1).inverse()
    assert not make_padded(2, 4, 1).is_bijective() and make_padded(2, 4, 1).is_injective()
    assert make_row_major(2, 4).is_bijective()


def test_a_host_sized_layout_inverts_through_numpy_and_refuses_a_giant_table():
    """Above 2^20 elements (a whole weight's layout) the checks run on numpy arrays, not
    lists of Python ints (gigabytes at 10^8 elements); the closed forms still come out,
    the errors still name the elements, and a lookup table as large as the layout is
    refused with a pointer to unapply().  (At this size, 2^21 elements, the whole test's
    inverses took 11 s and a 1 GB peak in plain Python; 1.1 s and 340 MB now.)"""
    assert make_col_major(2048, 1024).inverse() == make_col_major(1024, 2048)
    sw = Layout([2048, 1024], lambda i, j: (i, j ^ i % 8 * 8))
    assert sw.inverse() == sw
    x = rng.integers(0, 1000, size=(2048, 1024))
    assert np.array_equal(sw.inverse().apply(sw.apply(x)), x)
    with pytest.raises(ValueError, match=r"elements \(0, 1\) and \(1, 0\) both map to storage index \(0, 1\)"):
        Layout([2048, 1024], lambda i, j: (0, i + j), storage_shape=(2, 3072)).inverse()
    with pytest.raises(ValueError, match=r"storage index \(0, 1024\) holds no element"):
        make_padded(2048, 1024, 1).inverse()
    mixed = Layout([2048, 1024], lambda i, j: (i, (j * 7 + i) % 1024))  # bijective, no closed form found
    with pytest.raises(ValueError, match=r"no closed form .* refused above 1048576 elements; unapply\(\)"):
        mixed.inverse()


# -- compose ----------------------------------------------------------------------------------

def test_compose_is_function_composition():
    outer = make_swizzle(8, 64, 16, 128)
    inner = make_col_major(64, 8)       # (c, r) -> (r, c)
    both = outer.compose(inner)
    assert both.shape == (64, 8) and both.storage_shape == (8, 64)
    for c in range(64):
        for r in range(8):
            assert both.forward(c, r) == outer.forward(*inner.forward(c, r))
    assert repr(both) == "Layout([64, 8], lambda i, j: (j, i ^ j % 8 * 8))"


def test_compose_keeps_the_outer_storage_and_checks_shapes():
    padded = make_padded(4, 4, 4)
    assert padded.compose(make_row_major(4, 4)).storage_shape == (4, 8)
    with pytest.raises(ValueError, match="must equal"):
        padded.compose(make_row_major(4, 8))
    with pytest.raises(TypeError):
        padded.compose("not a layout")


def test_fragment_compose_reindexes_threads():
    B = mma_m16n8k16_b()
    Bt = B.compose(make_col_major(8, 16))   # indexed as (n, k)
    assert isinstance(Bt, Fragment) and Bt.shape == (8, 16)
    for n in range(8):
        for k in range(16):
            assert Bt.forward(n, k) == B.forward(k, n)


# -- equality ------------------------------------------------------------------------------------

def test_structural_equality_and_hash():
    a = Layout([8, 8], lambda i, j: (i, j ^ i))
    b = Layout([8, 8], lambda r, c: (r, c ^ r))
    assert a == b and hash(a) == hash(b) and {a: 1}[b] == 1
    assert a != Layout([8, 8], lambda i, j: (i, j ^ i), storage_shape=[8, 9])
    assert a != Layout([8, 8], lambda i, j: (j, i))
    assert make_row_major(4, 4) == Layout([4, 4], lambda i, j: (i, j), storage_shape=[4, 4])
    assert mma_m16n8k16_c() != Layout.from_exprs([16, 8], mma_m16n8k16_c().exprs, [32, 4])


# -- Fragment -----------------------------------------------------------------------------------

def test_fragment_basics():
    C = mma_m16n8k16_c()
    assert C.num_threads == 32 and C.local_shape == (4,) and C.replicate == 1
    assert C.thread_of(9, 5) == 6 and C.index_of(9, 5) == (3,)
    assert C.forward(9, 5) == (6, 3) and C.storage_shape == (32, 4)
    t = C.thread_of(np.arange(16)[:, None], np.arange(8)[None, :])
    assert np.bincount(t.ravel()).tolist() == [4] * 32
    assert C.thread_of(Var("r"), Var("c")) == Var("r") % 8 * 4 + Var("c") // 2


def test_fragment_apply_distributes_registers():
    A = mma_m16n8k16_a()
    x = rng.standard_normal((3, 16, 16)).astype(np.float32)
    regs = A.apply(x)
    assert regs.shape == (3, 32, 8)
    # lane 5 holds a3 = A[9, 3] (PTX: row groupID + 8, col tig*2 + 1)
    assert regs[1, 5, 3] == x[1, 9, 3]
    assert np.array_equal(A.unapply(regs), x)
    assert np.array_equal(A.inverse().apply(regs), x)


def test_replicated_fragment():
    # A 16-wide row vector held by two warps' halves: element j in threads j and j + 16.
    R = Fragment([16], forward_thread=lambda i, rep: i + rep * 16, forward_index=lambda i: 0,
                 replicate=2)
    assert R.num_threads == 32 and R.local_shape == (1,)
    assert R.thread_of(3) == 3 and R.thread_of(3, rep=1) == 19
    R.check_coverage()
    regs = R.apply(np.arange(16))
    assert regs[:, 0].tolist() == list(range(16)) * 2
    assert np.array_equal(R.unapply(regs), np.arange(16))
    with pytest.raises(ValueError, match="replicate > 1"):
        R.inverse()
    assert "T3/T19:0" in str(R)


def test_fragment_forward_fn_and_tilelang_spellings():
    a = Fragment([4, 4], forward_fn=lambda i, j: (i, j))
    b = Fragment([4, 4], forward_thread_fn=lambda i, j: i, forward_index_fn=lambda i, j: j)
    assert a == b and a.local_shape == (4,)
    multi = Fragment([4, 4], forward_thread=lambda i, j: 0, forward_index=lambda i, j: (i, j))
    assert multi.local_shape == (4, 4) and multi.index_of(2, 3) == (2, 3)
    with pytest.raises(TypeError, match="forward_index"):
        Fragment([4], forward_thread=lambda i: i)
    with pytest.raises(TypeError):
        Fragment([4], lambda i: i, lambda i: 0)   # TileLang's positional order differs: refuse
    with pytest.raises(ValueError, match="rep"):
        Fragment([4], forward_fn=lambda i, rep: (i, rep), replicate=2)


def test_check_coverage_reports_collisions():
    clash = Fragment([4, 4], forward_thread=lambda i, j: i, forward_index=lambda i, j: j // 2)
    with pytest.raises(ValueError, match=r"thread 0 local index \(0,\) holds both element \(0, 0\) and element \(0, 1\)"):
        clash.check_coverage()
    same = Fragment([4], forward_thread=lambda i, rep: i, forward_index=lambda i: 0, replicate=2)
    with pytest.raises(ValueError, match="more than once"):
        same.check_coverage()
    with pytest.raises(ValueError, match="injective"):
        clash.apply(np.zeros((4, 4)))


# -- str and plot ----------------------------------------------------------------------------------

def test_str_grid_of_a_layout():
    text = str(Layout([2, 3], lambda i, j: (j, i)))
    assert text.splitlines() == [
        "Layout [2, 3] -> storage [3, 2]: flat storage index of each element",
        "   0 1 2",
        "0: 0 2 4",
        "1: 1 3 5",
    ]
    assert str(Layout([3], lambda i: 2 - i)).splitlines()[-1] == "0: 2 1 0"


def test_str_grid_is_capped():
    text = str(make_swizzle(128, 64, 16, 128))
    lines = text.splitlines()
    assert lines[-1] == "(showing 32 of 128 rows and 32 of 64 columns)"
    assert len(lines) == 1 + 1 + 32 + 1


def test_str_grid_of_a_fragment():
    lines = str(mma_m16n8k16_c()).splitlines()
    assert "32 threads" in lines[0]
    assert lines[2].split() == ["0:", "T0:0", "T0:1", "T1:0", "T1:1", "T2:0", "T2:1", "T3:0", "T3:1"]
    assert lines[10].split()[:3] == ["8:", "T0:2", "T0:3"]


def test_plot_writes_png(tmp_path):
    # matplotlib comes with the test extra, so this always runs in CI.
    # ("big": more rows and columns than max_cells draws; a small max_cells keeps it quick)
    for name, layout, options in [("swizzle", make_swizzle(8, 64, 16, 128), {}),
                                  ("frag", mma_m16n8k16_a(), {}),
                                  ("big", make_row_major(100, 100), {"max_cells": 12})]:
        path = tmp_path / f"{name}.png"
        assert layout.plot(path, **options) == path
        data = path.read_bytes()
        assert data[:8] == b"\x89PNG\r\n\x1a\n" and len(data) > 1000
    with pytest.raises(ValueError, match="1-D or 2-D"):
        Layout([2, 2, 2], lambda i, j, k: (i, j, k)).plot(tmp_path / "x.png")


def test_torch_is_only_used_when_given_tensors():
    L = mma_m16n8k16_b()
    out = L.apply(np.ones((16, 8)))
    assert isinstance(out, np.ndarray)
    out = L.apply(torch.ones(16, 8, dtype=torch.int32))
    assert isinstance(out, torch.Tensor) and out.dtype == torch.int32


def test_const_outputs():
    L = Layout([4], lambda i: (Const(0), i))
    assert L.storage_shape == (1, 4)
    assert L.inverse().forward(0, 2) == (2,)
