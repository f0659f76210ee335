"""Index expressions: building, simplification, printing, evaluation, tracing errors."""

import numpy as np
import pytest
from hypothesis import assume, given, settings
from hypothesis import strategies as st

from tilelang.layout import (BinOp, Const, Layout, LayoutParseError, LayoutTraceError, Lookup,
                             Var, lookup, parse_expr)
from tilelang.layout.expr import format_expr, make_binop

i, j = Var("i"), Var("j")


# -- building and printing ---------------------------------------------------------------

def test_operators_build_trees_with_ints_on_either_side():
    e = j ^ i % 8 * 8
    assert e == BinOp("^", j, BinOp("*", BinOp("%", i, Const(8)), Const(8)))
    assert 3 + i == BinOp("+", Const(3), i)
    assert 100 - i == BinOp("-", Const(100), i)
    assert 1 << i == BinOp("<<", Const(1), i)
    assert (i & 7) | (j >> 2) == BinOp("|", BinOp("&", i, Const(7)), BinOp(">>", j, Const(2)))


def test_numpy_integers_combine_with_expressions():
    e = np.int64(3) + i
    assert isinstance(e, BinOp) and e == 3 + i
    assert i * np.int32(4) == i * 4


@pytest.mark.parametrize("expr, text", [
    (j ^ i % 8 * 8, "j ^ i % 8 * 8"),
    ((i + 1) * 2, "(i + 1) * 2"),
    (i - (j - 1), "i - (j - 1)"),
    (i - j + 1, "i - j + 1"),
    (i + (j - 1), "i + (j - 1)"),
    (i * (j // 2), "i * (j // 2)"),
    (i // 2 * 2, "i // 2 * 2"),
    ((i ^ j) & 3, "(i ^ j) & 3"),
    (i ^ j & 3, "i ^ j & 3"),
    ((i | j) ^ 1, "(i | j) ^ 1"),
    (i << 2 | j, "i << 2 | j"),
    (i << (j + 1), "i << j + 1"),
    ((i << 1) + j, "(i << 1) + j"),
    (-3 * i, "-3 * i"),
    (i - -3, "i - -3"),
    (-i, "0 - i"),
    (lookup([3, 0, 2, 1], i % 4), "lookup([3, 0, 2, 1], i % 4)"),
    (lookup([1, 0], i) * 2, "lookup([1, 0], i) * 2"),
])
def test_printing_uses_minimal_correct_parentheses(expr, text):
    assert format_expr(expr) == text == repr(expr) == str(expr)
    assert parse_expr(text) == expr


@pytest.mark.parametrize("built, simplified", [
    (i * 1, i), (1 * i, i), (i + 0, i), (0 + i, i), (i - 0, i),
    (i * 0, Const(0)), (0 * i, Const(0)), (i // 1, i), (i % 1, Const(0)),
    (i ^ 0, i), (0 ^ i, i), (i | 0, i), (i & 0, Const(0)), (i << 0, i), (i >> 0, i),
    (i + 1 + 2, i + 3), (i * 2 * 4, i * 8), (i // 2 // 4, i // 8), (i % 8 % 4, i % 4),
    (i * 8 // 8, i), (i * 8 // 4, i * 2), (i * 8 % 8, Const(0)),
    (Const(7) * 3 + 1, Const(22)), (Const(7) // 2, Const(3)), (Const(6) ^ 3, Const(5)),
    (lookup([5, 6, 7], Const(2)), Const(7)),
])
def test_light_simplification(built, simplified):
    assert built == simplified


def test_modulo_chain_is_not_simplified_when_unsound():
    # (i % 12) % 8 is not i % 8 (12 is not a multiple of 8).
    e = i % 12 % 8
    assert e != i % 8
    assert e.evaluate({"i": 13}) == 1 and (i % 8).evaluate({"i": 13}) == 5


def test_constant_division_by_zero_is_reported():
    with pytest.raises(ZeroDivisionError):
        Const(4) // 0


# -- structural identity ------------------------------------------------------------------

def test_structural_equality_and_hash():
    a = j ^ i % 8 * 8
    b = Var("j") ^ Var("i") % 8 * 8
    assert a == b and hash(a) == hash(b)
    assert a != (j ^ i % 4 * 8)
    assert len({a, b, i, Var("i"), Const(1), Const(1)}) == 3
    assert Const(3) != 3  # an int is not an expression
    assert lookup([1, 2], i) == Lookup((1, 2), i)
    assert lookup([1, 2], i) != lookup([2, 1], i)


# -- evaluation --------------------------------------------------------------------------

def test_evaluate_ints_arrays_and_expressions():
    e = (j ^ i % 8 * 8) + lookup([10, 20, 30, 40], j % 4)
    assert e.evaluate({"i": 3, "j": 5}) == (5 ^ 24) + 20
    ii, jj = np.ix_(np.arange(16), np.arange(64))
    grid = e.evaluate({"i": ii, "j": jj})
    expected = (jj ^ (ii % 8) * 8) + np.array([10, 20, 30, 40])[jj % 4]
    assert grid.shape == (16, 64) and np.array_equal(grid, expected)
    sub = e.evaluate({"i": Var("x"), "j": Var("y") * 2})
    assert sub == (Var("y") * 2 ^ Var("x") % 8 * 8) + lookup([10, 20, 30, 40], Var("y") * 2 % 4)


class Sym:
    """A caller's own symbolic value: records the operators applied to it."""

    def __init__(self, text):
        self.text = text

    def _op(op):
        def forward(self, other):
            return Sym(f"({self.text} {op} {getattr(other, 'text', other)})")

        def reflected(self, other):
            return Sym(f"({getattr(other, 'text', other)} {op} {self.text})")
        return forward, reflected

    __add__, __radd__ = _op("+")
    __mul__, __rmul__ = _op("*")
    __mod__, __rmod__ = _op("%")
    __xor__, __rxor__ = _op("^")
    __floordiv__, __rfloordiv__ = _op("//")


def test_evaluate_with_a_callers_symbolic_values_uses_only_python_operators():
    out = (j ^ i % 8 * 8).evaluate({"i": Sym("r"), "j": Sym("c")})
    assert out.text == "(c ^ ((r % 8) * 8))"
    out = (3 + i * 2).evaluate({"i": Sym("r")})
    assert out.text == "(3 + (r * 2))"


def test_lookup_with_foreign_symbolic_values():
    with pytest.raises(TypeError, match="__layout_lookup__"):
        lookup([1, 2], i).evaluate({"i": Sym("r")})

    class Lowerable(Sym):
        def __layout_lookup__(self, table):
            return f"table{list(table)}[{self.text}]"

    assert lookup([1, 2], i).evaluate({"i": Lowerable("r")}) == "table[1, 2][r]"


def test_lookup_bounds_and_values():
    assert lookup([3, 0, 2, 1], 2) == 2
    assert np.array_equal(lookup([3, 0, 2, 1], np.array([0, 3])), [3, 1])
    with pytest.raises(IndexError):
        lookup([3, 0], 2)
    with pytest.raises(ValueError):
        lookup([], i)


def test_missing_variable_is_named():
    with pytest.raises(KeyError, match="'j'"):
        (i + j).evaluate({"i": 1})


def test_substitute_and_free_vars():
    e = j ^ i % 8 * 8
    assert e.free_vars() == {"i", "j"}
    assert e.substitute({"i": Const(9)}) == j ^ 8
    assert e.substitute({"j": i}) == (i ^ i % 8 * 8)


# -- tracing errors ------------------------------------------------------------------------

@pytest.mark.parametrize("fn, needle", [
    (lambda i: i if i else 0, "`if`"),
    (lambda i: 1 if i % 2 == 0 else 0, "`==`"),
    (lambda i: i and 1, "`if`"),
    (lambda i: min(i, 3), "comparison"),
    (lambda i: [0, 1, 2, 3][i], "lookup"),
    (lambda i: i / 2, "//"),
    (lambda i: i * 0.5, "integer-only"),
    (lambda i: None, "must return"),
    (lambda i: (i, (i, i)), "must return"),
    (lambda i, j: i, "1 index argument"),
])
def test_untraceable_functions_fail_clearly(fn, needle):
    with pytest.raises(LayoutTraceError, match=needle) as info:
        Layout([4], fn)
    assert isinstance(info.value, TypeError) and isinstance(info.value, ValueError)
    assert "layout function" in str(info.value)


def test_branch_on_equality_of_two_vars_is_caught():
    with pytest.raises(LayoutTraceError, match="`==`"):
        Layout([4, 4], lambda i, j: (i, j) if i == j else (j, i))


def test_comparisons_outside_tracing_are_structural():
    assert (i + 1 == i + 1) is True
    assert (i + 1 != i + 2) is True


# -- printed text re-parses to the same tree (property test) --------------------------------

_leaf = st.one_of(st.sampled_from([i, j]), st.integers(-6, 40).map(Const))


def _extend(children):
    ops = st.sampled_from(["+", "-", "*", "^", "&", "|"])
    general = st.tuples(ops, children, children)
    divide = st.tuples(st.sampled_from(["//", "%"]), children, st.integers(1, 9).map(Const))
    shift = st.tuples(st.sampled_from(["<<", ">>"]), children, st.integers(0, 3).map(Const))
    return st.one_of(general, divide, shift).map(lambda t: make_binop(t[0], t[1], t[2]))


_exprs = st.recursive(_leaf, _extend, max_leaves=12).map(
    lambda e: e if not isinstance(e, Const) else e + i)


@settings(max_examples=300, deadline=None)
@given(_exprs, st.integers(0, 50), st.integers(0, 50))
def test_print_parse_round_trip_and_semantics(expr, a, b):
    text = format_expr(expr)
    parsed = parse_expr(text)
    assert parsed == expr
    assert format_expr(parsed) == text
    # The printed text means what the tree means (Python's own reading of the text).
    try:
        expected = expr.evaluate({"i": a, "j": b})
    except (ZeroDivisionError, ValueError):
        assume(False)
    assert eval(text, {"__builtins__": {}}, {"i": a, "j": b}) == expected


def test_parse_expr_rejects_other_syntax():
    with pytest.raises(LayoutParseError, match="unsupported syntax"):
        parse_expr("i ** 2")
    with pytest.raises(LayoutParseError, match="unknown name"):
        parse_expr("x + 1")
