"""The compile's plain-Python arithmetic against the numpy semantics it stands in for:
simplify's integer folding (``lowering/ir/int_fold.py``, against ``scalar_semantics``)
and the frontend's rounding of float constants (``frontend/promote.py``, against the
format's decode).  Where they answer, the answer is the same; where a result would wrap,
overflow or be undefined, they decline and numpy decides."""

from __future__ import annotations

import random

import numpy as np
import pytest

from tilelang import dtypes
from tilelang.lowering.ir import int_fold
from tilelang.lowering.ir import scalar_semantics as S
from tilelang.lowering.ir.ops.scalar import BINARY_OPS, COMPARE_OPS
from tilelang.lowering.ir.types import BOOL, INDEX, ScalarType

INT_TYPES = [INDEX] + [ScalarType(getattr(dtypes, n)) for n in
                       ("int8", "int16", "int32", "int64", "uint8", "uint16", "uint32", "uint64")]
DIVIDES = ("div", "rem", "floordiv", "floormod")
NAMES = [n for n in BINARY_OPS if n not in ("pow", "fmax", "fmin")] + ["shl", "shr"]


def _numpy_fold(name, t, a, b):
    va, vb = S.const(t, a), S.const(t, b)
    if name in COMPARE_OPS:
        return bool(np.asarray(S.compare(name, va, vb)).item())

    def fail(message):
        raise ZeroDivisionError(message)

    return int(np.asarray(S.binary(name, t, va, vb, fail)).item())


def _edge_values(t, rng):
    lo, hi = int_fold.int_range(t)
    picks = [lo, lo + 1, -1, 0, 1, 2, 7, 31, 32, 63, hi - 1, hi]
    return [v for v in picks if lo <= v <= hi] + [rng.randint(lo, hi) for _ in range(6)] + \
        [rng.randint(max(lo, -300), min(hi, 300)) for _ in range(6)]


@pytest.mark.parametrize("t", INT_TYPES, ids=lambda t: t.text())
def test_integer_folds_match_numpy_where_they_answer(t):
    rng = random.Random(str(t))
    answered = declined = 0
    values = _edge_values(t, rng)
    for name in NAMES + list(COMPARE_OPS):
        result_type = BOOL if name in COMPARE_OPS else t
        for a in values:
            for b in values:
                got = int_fold.fold(name, result_type, [t, t], [a, b])
                if got is None:
                    # it declines only what could wrap or fault, never small index arithmetic
                    small = all(0 <= v <= 63 for v in (a, b)) and (b or name not in DIVIDES) and \
                        int_fold.int_range(t)[1] >= 2**31 - 1
                    shift_too_far = name in ("shl", "shr") and b >= 31
                    assert not (small and name != "sub" and not shift_too_far), (name, t.text(), a, b)
                    declined += 1
                    continue
                answered += 1
                assert got == _numpy_fold(name, t, a, b), (name, t.text(), a, b, got)
    assert answered > 3 * declined


def test_it_declines_what_would_wrap_or_fault():
    i32 = ScalarType(dtypes.int32)
    assert int_fold.fold("add", i32, [i32, i32], [2**31 - 1, 1]) is None      # wraps in int32
    assert int_fold.fold("floordiv", i32, [i32, i32], [5, 0]) is None         # division by zero
    assert int_fold.fold("div", i32, [i32, i32], [-2**31, -1]) is None        # |INT_MIN|
    assert int_fold.fold("shl", i32, [i32, i32], [1, 32]) is None             # shift by the width
    assert int_fold.fold("add", i32, [i32, i32], [True, 1]) is None           # not an int constant
    f32 = ScalarType(dtypes.float32)
    assert int_fold.fold("add", f32, [f32, f32], [1.0, 2.0]) is None          # floats: numpy's
    assert int_fold.fold("div", i32, [i32, i32], [-7, 2]) == -3               # C truncation
    assert int_fold.fold("floormod", INDEX, [INDEX, INDEX], [-7, 2]) == 1      # Python's %
    assert int_fold.fold("rem", i32, [i32, i32], [-7, 2]) == -1


def test_booleans_fold_as_logic():
    b = BOOL
    for x in (False, True):
        assert int_fold.fold("not", b, [b], [x]) is (not x)
        for y in (False, True):
            assert int_fold.fold("and", b, [b, b], [x, y]) == (x and y)
            assert int_fold.fold("or", b, [b, b], [x, y]) == (x or y)
            assert int_fold.fold("xor", b, [b, b], [x, y]) == (x != y)
            assert int_fold.fold("eq", b, [b, b], [x, y]) == (x == y)
    assert int_fold.fold("add", b, [b, b], [True, True]) is None


@pytest.mark.parametrize("name", ["float32", "float16", "bfloat16"])
def test_float_constants_round_as_the_formats_decode(name):
    from tilelang.frontend.promote import _nearest_plain

    dt = getattr(dtypes, name)
    rng = random.Random(name)
    mantissa = dt.spec()[1]["mantissa_bits"]
    values = [rng.uniform(-1, 1) * 10 ** rng.uniform(-45, 39) for _ in range(4000)]
    for _ in range(1000):  # midpoints between neighbours: ties go to the even code
        a = float(dt.decode(dt.encode(np.array([rng.uniform(-100, 100) * 10 ** rng.randint(-20, 20)])))[0])
        values.append(a * (1 + 2.0 ** -(mantissa + 1)))
    answered = 0
    for x in values:
        got = _nearest_plain(name, x)
        if got is not None:
            answered += 1
            assert got == float(dt.decode(dt.encode(np.array([x], dtype=np.float64)))[0]), (name, x)
    assert answered > len(values) // 2
    assert _nearest_plain(name, 1e39) is None  # (an overflow: the format's decode decides)
