"""The plain-Python box evaluator (``tilelang/layout/grid.py``) against numpy on every
point, and a compile that needs no numpy at all.

The evaluator decides storage shapes, bijectivity, inverses, TMA tilings and the
wgmma accumulator check; numpy decided them before.  Random expressions over two or
three indices (every operator, tables, sums that mix the indices) must give the same
value on every point, the same bounds and the same set of values, and divide by zero
where numpy does.
"""

from __future__ import annotations

import random
import subprocess
import sys
import textwrap

import numpy as np
import pytest

from tilelang.layout import Fragment, Layout
from tilelang.layout.expr import BinOp, Const, Var, index_var_names, lookup
from tilelang.layout.grid import BoxEval, linear_terms
from tilelang.layout.layout import eval_exprs, open_grid


def _random_expr(rng: random.Random, names, depth: int):
    if depth == 0 or rng.random() < 0.25:
        return Var(rng.choice(names)) if rng.random() < 0.8 else Const(rng.randint(-3, 9))
    kind = rng.random()
    if kind < 0.08:
        return lookup([rng.randint(0, 40) for _ in range(64)], _random_expr(rng, names, depth - 1) % 64)
    op = rng.choice(["+", "-", "*", "//", "%", "^", "&", "|", "<<", ">>", "+", "*", "%", "//"])
    a = _random_expr(rng, names, depth - 1)
    if op in ("<<", ">>"):
        return BinOp(op, a % 64, Const(rng.randint(0, 4)))  # (numpy's shifts of negatives or by
    if op in ("//", "%") and rng.random() < 0.7:             # a negative count differ from C's)
        return BinOp(op, a, Const(rng.choice([1, 2, 3, 4, 8, 16, -4])))
    if op == "*" and rng.random() < 0.5:
        return BinOp(op, a, Const(rng.randint(-4, 16)))
    return BinOp(op, a, _random_expr(rng, names, depth - 1))


def _numpy_values(expr, names, shape):
    try:
        return eval_exprs([expr], dict(zip(names, open_grid(shape))), shape)[0].reshape(-1).tolist()
    except ValueError as e:
        return e


@pytest.mark.parametrize("seed", range(6))
def test_box_evaluation_matches_numpy_on_every_point(seed):
    rng = random.Random(seed)
    checked = raised = 0
    for _ in range(250):
        ndim = rng.choice([1, 2, 2, 3])
        names = index_var_names(ndim)
        shape = tuple(rng.choice([1, 2, 3, 4, 8, 12, 16]) for _ in range(ndim))
        expr = _random_expr(rng, names, rng.randint(1, 5))
        want = _numpy_values(expr, names, shape)
        box = BoxEval(names, shape)
        if isinstance(want, ValueError):  # numpy divided by zero somewhere
            raised += 1
            with pytest.raises(ValueError, match="divides by zero"):
                box.full(expr)
            with pytest.raises(ValueError, match="divides by zero"):
                BoxEval(names, shape).bounds(expr)
            continue
        checked += 1
        assert box.full(expr) == want, (expr, shape)
        fresh = BoxEval(names, shape)  # (bounds and distinct values without the positional memo)
        assert fresh.bounds(expr) == (min(want), max(want)), (expr, shape)
        assert set(BoxEval(names, shape)._distinct(expr)) == set(want), (expr, shape)
        low = min(want)
        point = box.first_point(expr, low)
        assert np.ravel_multi_index(point, shape) == want.index(low)
    assert checked > 150 and raised > 0


def test_sums_split_into_groups_over_disjoint_indices():
    i, j = Var("i"), Var("j")
    expr = (i % 128 // 64 * 16 + j // 8) * 4 + i % 16 // 8 * 2 + j % 2 - 3
    constant, terms = linear_terms(expr)
    assert constant == -3
    assert sorted(c for c, _ in terms) == [1, 2, 4, 64]  # ((x // 64) * 16) * 4: one term, 64
    _, groups = BoxEval(("i", "j"), (128, 128))._groups(expr)
    assert sorted(d for d, _ in groups) == [(0,), (1,)]
    # a group evaluates on its own indices only: the sum's bounds never build the joint box
    box = BoxEval(("i", "j"), (128, 128))
    assert box.bounds(expr) == (-3, 16 * 4 + 15 * 4 + 2 + 1 - 3)
    assert all(len(dims) < 2 for dims, _ in box._memo.values())


def test_lookup_out_of_its_table_is_an_index_error():
    box = BoxEval(("i",), (8,))
    with pytest.raises(IndexError, match="outside table of length 4"):
        box.full(lookup([0, 1, 2, 3], Var("i")))


def test_layouts_and_fragments_agree_with_numpy_on_random_maps():
    rng = random.Random(7)
    for _ in range(60):
        shape = (rng.choice([4, 8, 16]), rng.choice([4, 8, 32]))
        names = index_var_names(2)
        exprs = [_random_expr(rng, names, 3) for _ in range(2)]
        grids = [_numpy_values(e, names, shape) for e in exprs]
        if any(isinstance(g, ValueError) or min(g) < 0 for g in grids):
            continue
        layout = Layout.from_exprs(shape, exprs)
        assert layout.storage_shape == tuple(max(g) + 1 for g in grids)
        flat = np.ravel_multi_index(tuple(np.asarray(g) for g in grids), layout.storage_shape).tolist()
        assert layout._flat_offsets() == flat
        assert layout.is_injective() == (len(set(flat)) == len(flat))


def _bit_shuffle_layout(rng: random.Random, rows: int, cols: int) -> Layout:
    """A bijective (rows, cols) layout: the flat index's bits permuted, lower bits XORed
    with higher ones, then split into a random storage shape (powers of two)."""
    i, j = Var("i"), Var("j")
    nbits = (rows * cols).bit_length() - 1
    flat = i * cols + j
    bits = [(flat >> k) & 1 for k in range(nbits)]
    order = list(range(nbits))
    rng.shuffle(order)
    out_bits = [bits[k] for k in order]
    for k in range(nbits - 1):
        if rng.random() < 0.5:
            out_bits[k] = out_bits[k] ^ out_bits[rng.randrange(k + 1, nbits)]
    shuffled = Const(0)
    for k, b in enumerate(out_bits):
        shuffled = shuffled + (b << k)
    split = 1 << rng.randint(0, nbits)
    return Layout.from_exprs((rows, cols), [shuffled // split, shuffled % split])


def test_inverses_of_bijective_layouts_round_trip_on_every_point():
    rng = random.Random(3)
    for _ in range(40):
        layout = _bit_shuffle_layout(rng, rng.choice([4, 8, 16]), rng.choice([2, 8, 32]))
        assert layout.is_bijective()
        inv = layout.inverse()
        s = np.broadcast_arrays(*open_grid(layout.storage_shape))
        back = layout.forward(*(np.broadcast_to(v, s[0].shape) for v in inv.forward(*s)))
        assert all(np.array_equal(np.broadcast_to(b, s[0].shape), g) for b, g in zip(back, s)), layout
        x = np.broadcast_arrays(*open_grid(layout.shape))
        again = inv.forward(*(np.broadcast_to(v, x[0].shape) for v in layout.forward(*x)))
        assert all(np.array_equal(np.broadcast_to(b, x[0].shape), g) for b, g in zip(again, x)), layout
    squashed = Layout.from_exprs((4, 4), [Var("i") // 2, Var("j")])
    with pytest.raises(ValueError, match=r"elements \(0, 0\) and \(1, 0\) both map to storage index \(0, 0\)"):
        squashed.inverse()
    with pytest.raises(ValueError, match=r"storage index \(0, 1\) holds no element"):
        Layout.from_exprs((2, 2), [Var("i"), Var("j") * 2]).inverse()


def test_negative_outputs_name_the_first_element():
    with pytest.raises(ValueError, match=r"element \(0, 7\) to a negative storage index -5"):
        Layout([4, 8], lambda i, j: (i, 2 - j))
    with pytest.raises(ValueError, match="negative thread -2"):
        Fragment([4, 4], forward_thread_fn=lambda i, j: j - 2, forward_index_fn=lambda i, j: i)


@pytest.mark.parametrize("arch,marks", [("sm_90a", ("tl::wgmma_desc", "tl::tma_load")),
                                        ("sm_80", ("tl::mma_m16n8k16", "tl::cp_async"))])
def test_a_gemm_compiles_without_importing_numpy(tmp_path, arch, marks):
    """The 4096^3 fp16 GEMM lowers for sm_90a (TMA, wgmma, the accumulator's inverse) and
    for sm_80 (cp.async vectors, mma.sync), and its CUDA source is generated -- an
    element-wise kernel with float constants too -- in a process that never loads
    numpy."""
    script = tmp_path / "gemm.py"
    script.write_text(textwrap.dedent('''
        import sys
        import tilelang
        import tilelang.language as T
        from tilelang.backends.cuda import module_source
        from tilelang.lazy_import import loaded

        @T.prim_func
        def main(A: T.Tensor((4096, 4096), "float16"), B: T.Tensor((4096, 4096), "float16"),
                 C: T.Tensor((4096, 4096), "float16")):
            with T.Kernel(32, 32, threads=128) as (bx, by):
                A_s = T.alloc_shared((128, 32), "float16")
                B_s = T.alloc_shared((32, 128), "float16")
                C_l = T.alloc_fragment((128, 128), "float")
                T.clear(C_l)
                for ko in T.Pipelined(128, num_stages=3):
                    T.copy(A[by * 128, ko * 32], A_s)
                    T.copy(B[ko * 32, bx * 128], B_s)
                    T.gemm(A_s, B_s, C_l)
                T.copy(C_l, C[by * 128, bx * 128])

        @T.prim_func
        def scale(X: T.Tensor((1024, 1024), "float16"), Y: T.Tensor((1024, 1024), "float16")):
            with T.Kernel(8, 8, threads=128) as (bx, by):
                for i, j in T.Parallel(128, 128):  # (float constants that round in float16)
                    Y[by * 128 + i, bx * 128 + j] = X[by * 128 + i, bx * 128 + j] * 0.1 - 1e-5

        lowered = tilelang.lower(main, arch=sys.argv[1])
        source, _ = module_source.generate(lowered)
        assert all(m in source for m in sys.argv[2:]), "not the planned kernel"
        module_source.generate(tilelang.lower(scale, arch=sys.argv[1]))
        print("numpy loaded:", loaded("numpy") is not None, "numpy._core" in sys.modules)
    '''))
    out = subprocess.run([sys.executable, str(script), arch, *marks], capture_output=True, text=True,
                         timeout=300)
    assert out.returncode == 0, out.stderr[-3000:]
    assert "numpy loaded: False False" in out.stdout, out.stdout
