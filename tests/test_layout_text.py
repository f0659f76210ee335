"""The one-line text form: repr -> parse_layout -> repr is the identity; bad text errors."""

import pytest

from tilelang.layout import (Fragment, Layout, LayoutParseError, lookup, make_col_major,
                             make_int4_dequant_permutation, make_padded, make_row_major,
                             make_swizzle, mma_m16n8k16_a, mma_m16n8k16_b, mma_m16n8k16_c,
                             mma_m16n8k32_a, mma_m16n8k32_b, mma_m16n8k32_c, parse_layout)

LAYOUTS = [
    make_row_major(16, 24),
    make_col_major(16, 24),
    make_padded(64, 32, 8),
    make_swizzle(64, 64, 16, 128),
    make_swizzle(32, 32, 16, 64),
    make_swizzle(16, 64, 4, 32),
    make_swizzle(8, 64, 32, 128),
    mma_m16n8k16_a(), mma_m16n8k16_b(), mma_m16n8k16_b(transposed=True), mma_m16n8k16_c(),
    mma_m16n8k32_a(), mma_m16n8k32_b(), mma_m16n8k32_b(transposed=True), mma_m16n8k32_c(),
    make_int4_dequant_permutation(8, 64),
    # hand-made
    Layout([4], lambda i: lookup([3, 0, 2, 1], i)),
    Layout([16], lambda i: i // 4 * 4 + lookup([1, 3, 0, 2], i % 4)),
    Layout([8, 8], lambda i, j: (i, j), storage_shape=[8, 9]),
    Layout([4, 4], lambda i, j: i * 4 + j),
    Layout([2, 3, 4], lambda i, j, k: (k, j * 2 + i)),
    Layout([8], lambda i: 7 - i),
    Layout([8], lambda i: (i - 3) * -1 + 4),
    Layout([8, 8], lambda i, j: (i << 3 | j) ^ (i & 3) >> 1),
    Layout([6, 4], lambda i, j: ((i * 5 + j * 3) % 6, j)).inverse(),
    Fragment([16, 8], forward_thread=lambda i, j, rep: i % 8 * 4 + j // 2 + rep * 32,
             forward_index=lambda i, j: i // 8 * 2 + j % 2, replicate=2),
    Fragment([4, 4], forward_thread=lambda i, j: 0, forward_index=lambda i, j: (i, j)),
    Fragment([8], forward_thread=lambda i: lookup([1, 0, 3, 2, 5, 4, 7, 6], i), forward_index=lambda i: 0),
]


@pytest.mark.parametrize("layout", LAYOUTS, ids=lambda L: repr(L)[:60])
def test_round_trip(layout):
    text = repr(layout)
    assert "\n" not in text
    parsed = parse_layout(text)
    assert type(parsed) is type(layout)
    assert parsed == layout and hash(parsed) == hash(layout)
    assert repr(parsed) == text


def test_exact_text_forms():
    assert repr(make_swizzle(128, 64, 16, 128)) == "Layout([128, 64], lambda i, j: (i, j ^ i % 8 * 8))"
    assert repr(make_padded(4, 8, 2)) == "Layout([4, 8], lambda i, j: (i, j), storage_shape=[4, 10])"
    assert repr(Layout([4], lambda i: lookup([3, 0, 2, 1], i))) == \
        "Layout([4], lambda i: lookup([3, 0, 2, 1], i))"
    assert repr(mma_m16n8k16_c()) == (
        "Fragment([16, 8], forward_thread=lambda i, j: i % 8 * 4 + j // 2, "
        "forward_index=lambda i, j: i // 8 * 2 + j % 2, replicate=1, "
        "inverse=lambda i, j: (i // 4 + j // 2 * 8, i % 4 * 2 + j % 2))")  # (thread, slot) -> element
    assert repr(LAYOUTS[-3]) == (
        "Fragment([16, 8], forward_thread=lambda i, j, rep: i % 8 * 4 + j // 2 + rep * 32, "
        "forward_index=lambda i, j: i // 8 * 2 + j % 2, replicate=2)")


def test_parse_accepts_any_parameter_names_and_spacing():
    assert parse_layout("Layout([4,4],lambda r,c:(c,r))") == make_col_major(4, 4)
    assert parse_layout("  Layout( [4, 4] , lambda a, b : ( a , b ) )") == make_row_major(4, 4)
    assert parse_layout("Layout([8, 64], lambda row, col: (row, col ^ (row % 8) * 8))") == \
        make_swizzle(8, 64, 16, 128)
    frag = parse_layout("Fragment([16, 8], forward_index=lambda r, c: r // 8 * 2 + c % 2, "
                        "forward_thread=lambda r, c: r % 8 * 4 + c // 2)")
    assert frag == mma_m16n8k16_c()
    assert parse_layout("Fragment([4], forward_thread=lambda x, copy: x + copy * 4, "
                        "forward_index=lambda x: 0, replicate=2)").replicate == 2


def col_of(text, fragment):
    return text.index(fragment) + 1


@pytest.mark.parametrize("text, fragment, needle", [
    ("Layout([4], lambda i: i / 2)", "i / 2", "unsupported syntax"),
    ("Layout([4], lambda i: x + 1)", "x + 1", "unknown name 'x'"),
    ("Layout([4], lambda i: i ** 2)", "i ** 2", "unsupported syntax"),
    ("Layout([4], lambda i: i + 1.5)", "1.5", "unsupported syntax"),
    ("Layout([4], lambda i: i + True)", "True", "unsupported syntax"),
    ("Layout([4], lambda i: f(i))", "f(i)", "unsupported syntax"),
    ("Layout([4], lambda i: i.real)", "i.real", "unsupported syntax"),
    ("Layout([4], lambda i: lookup([1, 2], i, 3))", "lookup", "lookup takes"),
    ("Layout([4], lambda i: lookup([1.0, 2], i))", "1.0", "integer literal"),
    ("Layout([4, 4], lambda i: i)", "lambda", "takes 1 parameters, expected 2"),
    ("Layout([4], lambda i, i: i)", "lambda", "takes 2 parameters"),
    ("Layout([4, 4], lambda i, i: i)", "i: i", "duplicate parameter"),
    ("Layout([4], lambda i=1: i)", "lambda", "plain positional"),
    ("Layout([4], lambda *i: i)", "lambda", "plain positional"),
    ("Layout((4), lambda i: i)", "4", "list of integers"),
    ("Layout([4], i)", "i)", "expected a lambda"),
    ("Layout([4], lambda i: i, padding=[1])", "padding", "unexpected keyword"),
    ("Layout([4])", "Layout", "takes a shape and a lambda"),
    ("Layout([4], lambda i: i - 5)", "Layout", "negative storage index"),
    ("Layout([4], lambda i: i, storage_shape=[2])", "Layout", "too small"),
    ("Layout([0], lambda i: i)", "Layout", "positive"),
    ("Layout([4], lambda i: i // 0)", "i // 0", "bad constant"),
    ("layout([4], lambda i: i)", "layout", "expected Layout(...) or Fragment(...)"),
    ("__import__('os').system('true')", "__import__", "expected Layout(...) or Fragment(...)"),
    ("Layout([4], lambda i: i) + 1", "Layout", "expected Layout(...)"),
    ("Fragment([4], forward_thread=lambda i: i)", "Fragment", "needs forward_index"),
    ("Fragment([4], lambda i: i, forward_index=lambda i: 0)", "Fragment", "positionally"),
    ("Fragment([4], forward_thread=lambda i: i, forward_index=lambda i: 0, replicate=2)",
     "lambda i: i", "expected 2 (one per dim of the 1-dim shape plus `rep`)"),
    ("Fragment([4], forward_thread=lambda i: (i, 0), forward_index=lambda i: 0)",
     "lambda i: (i", "one thread index"),
    ("Fragment([4], forward_thread=lambda i: i, forward_index=lambda i: 0, replicate=0)",
     "0)", "replicate must be >= 1"),
    ("Fragment([4], forward_thread=lambda i: i, forward_index=lambda i: 0, threads=4)",
     "threads", "unexpected or repeated keyword"),
])
def test_bad_text_reports_the_column(text, fragment, needle):
    with pytest.raises(LayoutParseError, match=None) as info:
        parse_layout(text)
    err = info.value
    assert isinstance(err, ValueError)
    assert needle in err.message, err.message
    assert err.line == 1
    expected_col = text.rindex(fragment) + 1 if fragment in ("0)",) else col_of(text, fragment)
    assert err.col == expected_col, (err.col, expected_col, str(err))
    assert str(err).startswith(f"line 1, col {err.col}: ")


def test_syntax_errors_report_the_column():
    text = "Layout([4], lambda i: i +)"
    with pytest.raises(LayoutParseError, match="invalid syntax") as info:
        parse_layout(text)
    assert info.value.col >= text.index("+") + 1
    with pytest.raises(TypeError):
        parse_layout(42)


def test_inverse_keyword_round_trips_and_is_checked_before_use():
    """``inverse=`` keeps a closed-form inverse through the text form; a wrong one is
    not trusted (the inverse is verified over the storage, then found another way)."""
    frag = mma_m16n8k16_c()
    back = parse_layout(repr(frag))
    assert back == frag and repr(back) == repr(frag) and back.inverse() == frag.inverse()
    wrong = parse_layout("Layout([4, 8], lambda i, j: (i, j ^ i), inverse=lambda i, j: (j, i))")
    assert wrong.inverse() == Layout([4, 8], lambda i, j: (i, j ^ i))  # (an involution: itself)
    with pytest.raises(LayoutParseError, match="inverse must return 2 indices"):
        parse_layout("Layout([4, 8], lambda i, j: (i, j ^ i), inverse=lambda i, j: i)")
    with pytest.raises(LayoutParseError, match="expected 2"):
        parse_layout("Fragment([16, 8], forward_thread=lambda i, j: i % 8 * 4 + j // 2, "
                     "forward_index=lambda i, j: i // 8 * 2 + j % 2, inverse=lambda t: t)")
