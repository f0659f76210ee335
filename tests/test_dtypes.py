"""Tests for tilelang.dtypes: tables, encode/decode against torch/numpy, registry."""

import copy
import math
import pickle
import subprocess
import sys
import textwrap
from pathlib import Path

import numpy as np
import pytest
import torch
from hypothesis import given, settings, strategies as st

from tilelang import dtypes as D
from tilelang.dtypes import (
    BoolDType, DType, FloatFormat, IntFormat, LUTFormat, all_dtypes, float_dtype, get_dtype,
    int_dtype, lut_dtype,
)

RNG = np.random.default_rng(1234)

# Typed in independently of the library: the NF4 codebook from QLoRA / bitsandbytes.
PUBLISHED_NF4 = [
    -1.0, -0.6961928009986877, -0.5250730514526367, -0.39491748809814453,
    -0.28444138169288635, -0.18477343022823334, -0.09105003625154495, 0.0,
    0.07958029955625534, 0.16093020141124725, 0.24611230194568634, 0.33791524171829224,
    0.44070982933044434, 0.5626170039176941, 0.7229568362236023, 1.0,
]

BUILTIN_NAMES = [
    "float16", "bfloat16", "float32", "float64", "int8", "int16", "int32", "int64",
    "uint8", "uint16", "uint32", "uint64", "bool", "float8_e4m3fn", "float8_e5m2",
    "int4", "uint4", "int2", "uint2", "int1", "uint1", "float4_e2m1fn", "nf4",
]


def ref_float_value(code, e, m, bias, signed, special):
    """Value of a float code straight from the definition (pure Python)."""
    sign = (code >> (e + m)) & 1 if signed else 0
    field, mant = (code >> m) & ((1 << e) - 1), code & ((1 << m) - 1)
    if special == "ieee" and field == (1 << e) - 1:
        v = math.inf if mant == 0 else math.nan
    elif special == "fn" and field == (1 << e) - 1 and mant == (1 << m) - 1:
        v = math.nan
    elif field == 0:
        v = mant * 2.0 ** (1 - bias - m)
    else:
        v = (1 + mant / 2**m) * 2.0 ** (field - bias)
    return -v if sign else v


def ref_float_encode(x, table, m):
    """Nearest finite code by brute force; ties to the even mantissa (m >= 1)."""
    finite = [(c, v) for c, v in enumerate(table) if math.isfinite(v)]
    best = min(abs(x - v) for _, v in finite)
    cands = [c for c, v in finite if abs(x - v) == best]
    if len({table[c] for c in cands}) > 1:  # a true tie between two values
        cands = [c for c in cands if c % 2 == 0]
    if len(cands) > 1:  # +0 and -0: the sign of x decides
        assert all(table[c] == 0 for c in cands)
        return max(cands) if math.copysign(1, x) < 0 else min(cands)
    return cands[0]


# -- builtins and classification -----------------------------------------------------------
CLASSIFY = {
    # name: (class, bits, is_float, is_int, is_signed, is_lut, is_low_bit, min, max)
    "float16": (FloatFormat, 16, True, False, True, False, False, -65504.0, 65504.0),
    "bfloat16": (FloatFormat, 16, True, False, True, False, False, -3.3895313892515355e38, 3.3895313892515355e38),
    "float32": (FloatFormat, 32, True, False, True, False, False, -3.4028234663852886e38, 3.4028234663852886e38),
    "float64": (FloatFormat, 64, True, False, True, False, False, -1.7976931348623157e308, 1.7976931348623157e308),
    "int8": (IntFormat, 8, False, True, True, False, False, -128.0, 127.0),
    "int16": (IntFormat, 16, False, True, True, False, False, -32768.0, 32767.0),
    "int32": (IntFormat, 32, False, True, True, False, False, -2.0**31, 2.0**31 - 1),
    "int64": (IntFormat, 64, False, True, True, False, False, -2.0**63, 2.0**63),
    "uint8": (IntFormat, 8, False, True, False, False, False, 0.0, 255.0),
    "uint16": (IntFormat, 16, False, True, False, False, False, 0.0, 65535.0),
    "uint32": (IntFormat, 32, False, True, False, False, False, 0.0, 2.0**32 - 1),
    "uint64": (IntFormat, 64, False, True, False, False, False, 0.0, 2.0**64),
    "bool": (BoolDType, 8, False, False, False, False, False, 0.0, 1.0),
    "float8_e4m3fn": (FloatFormat, 8, True, False, True, False, False, -448.0, 448.0),
    "float8_e5m2": (FloatFormat, 8, True, False, True, False, False, -57344.0, 57344.0),
    "int4": (IntFormat, 4, False, True, True, False, True, -8.0, 7.0),
    "uint4": (IntFormat, 4, False, True, False, False, True, 0.0, 15.0),
    "int2": (IntFormat, 2, False, True, True, False, True, -2.0, 1.0),
    "uint2": (IntFormat, 2, False, True, False, False, True, 0.0, 3.0),
    "int1": (IntFormat, 1, False, True, True, False, True, -1.0, 0.0),
    "uint1": (IntFormat, 1, False, True, False, False, True, 0.0, 1.0),
    "float4_e2m1fn": (FloatFormat, 4, True, False, True, False, True, -6.0, 6.0),
    "nf4": (LUTFormat, 4, False, False, True, True, True, -1.0, 1.0),
}


@pytest.mark.parametrize("name", BUILTIN_NAMES)
def test_builtin_classification(name):
    attr = "bool_" if name == "bool" else name
    dt = getattr(D, attr)
    cls, bits, is_float, is_int, is_signed, is_lut, is_low_bit, lo, hi = CLASSIFY[name]
    assert type(dt) is cls and dt.name == name and str(dt) == name and repr(dt) == f"T.{name}"
    assert (dt.bits, dt.is_float, dt.is_int, dt.is_signed, dt.is_lut, dt.is_low_bit) == (
        bits, is_float, is_int, is_signed, is_lut, is_low_bit)
    assert dt.is_bool == (name == "bool") and dt.is_builtin
    assert (dt.min_value, dt.max_value) == (lo, hi)
    assert get_dtype(name) is dt


def test_all_dtypes_builtins_first_then_user():
    names = [d.name for d in all_dtypes()]
    assert names[: len(BUILTIN_NAMES)] == BUILTIN_NAMES
    mine = int_dtype("t_all_dtypes_u3", bits=3, signed=False)
    assert all_dtypes()[-1] is mine and not mine.is_builtin
    assert all(d.is_builtin for d in all_dtypes()[: len(BUILTIN_NAMES)])


def test_e2m1_and_nf4_defined_through_constructors():
    assert D.float4_e2m1fn == FloatFormat("float4_e2m1fn", 2, 1, 1, True, "none")
    assert D.float4_e2m1fn.spec() == ("float_dtype", {
        "exponent_bits": 2, "mantissa_bits": 1, "bias": 1, "signed": True, "special": "none"})
    assert D.nf4.spec() == ("lut_dtype", {"values": PUBLISHED_NF4})
    # Re-defining with identical parameters hands back the builtin itself.
    assert float_dtype("float4_e2m1fn", 2, 1, bias=1) is D.float4_e2m1fn
    assert lut_dtype("nf4", PUBLISHED_NF4) is D.nf4
    # (the builtin is built without float_dtype's checks: its definition passes them)
    twin = float_dtype("e2m1_checked_twin", 2, 1, bias=1, signed=True, special="none")
    assert twin.max_value == D.float4_e2m1fn.max_value == 6.0


# -- decode tables ------------------------------------------------------------------------------
def test_nf4_table_is_published_values():
    table = D.nf4.decode_table()
    assert table.dtype == np.float64 and table.tolist() == PUBLISHED_NF4
    assert list(D.NF4_VALUES) == PUBLISHED_NF4


def test_e2m1_table():
    table = D.float4_e2m1fn.decode_table()
    pos = [0, 0.5, 1, 1.5, 2, 3, 4, 6]
    assert table[:8].tolist() == pos and table[8:].tolist() == [-v for v in pos]
    assert np.signbit(table[8]) and not np.signbit(table[0])
    assert not np.isnan(table).any()


@pytest.mark.parametrize("name,tdt", [("float8_e4m3fn", torch.float8_e4m3fn), ("float8_e5m2", torch.float8_e5m2)])
def test_float8_decode_all_codes_match_torch(name, tdt):
    ref = torch.arange(256, dtype=torch.uint8).view(tdt).to(torch.float64).numpy()
    got = get_dtype(name).decode_table()
    assert np.array_equal(np.isnan(ref), np.isnan(got))
    assert np.isnan(got).sum() == (2 if name == "float8_e4m3fn" else 6)
    fin = ~np.isnan(ref)
    assert np.array_equal(ref[fin], got[fin]) and np.array_equal(np.signbit(ref[fin]), np.signbit(got[fin]))
    assert np.array_equal(get_dtype(name).decode(np.arange(256)), got, equal_nan=True)


@pytest.mark.parametrize("name", ["int4", "uint4", "int2", "uint2", "int1", "uint1", "int8", "uint8"])
def test_int_tables(name):
    dt = get_dtype(name)
    b = dt.bits
    expect = [c - (1 << b) if dt.is_signed and c >= 1 << (b - 1) else c for c in range(1 << b)]
    assert dt.decode_table().tolist() == expect


def test_decode_table_is_a_copy_and_wide_formats_refuse():
    t = D.int4.decode_table()
    t[:] = 0
    assert D.int4.decode_table()[1] == 1.0
    with pytest.raises(ValueError, match="at most 8 bits.*float16 has 16"):
        D.float16.decode_table()


@pytest.mark.parametrize("e,m,bias,signed,special", [
    (2, 1, 1, True, "none"), (3, 2, 3, True, "none"), (2, 3, 1, True, "fn"), (4, 3, 7, True, "fn"),
    (5, 2, 15, True, "ieee"), (3, 1, 2, False, "ieee"), (2, 2, 0, False, "none"), (4, 0, 7, True, "fn"),
    (1, 2, 0, True, "none"), (3, 3, 5, False, "fn"),
])
def test_user_float_table_matches_definition(e, m, bias, signed, special):
    dt = float_dtype(f"t_tab_e{e}m{m}b{bias}{int(signed)}{special}", e, m, bias=bias, signed=signed, special=special)
    assert dt.bits == e + m + signed
    ref = np.array([ref_float_value(c, e, m, bias, signed, special) for c in range(1 << dt.bits)])
    got = dt.decode_table()
    assert np.array_equal(ref, got, equal_nan=True)
    assert np.array_equal(np.signbit(ref), np.signbit(got))
    assert dt.max_value == np.nanmax(ref[np.isfinite(ref)])
    assert dt.has_nan == bool(np.isnan(ref).any()) and dt.has_inf == bool(np.isinf(ref).any())


@pytest.mark.parametrize("dt", [D.float16, D.bfloat16, D.float32, D.float64, D.float8_e4m3fn, D.float8_e5m2,
                                D.float4_e2m1fn, float_dtype("t_exact_u_e3m3", 3, 3, signed=False, special="fn"),
                                float_dtype("t_exact_e2m0", 2, 0)], ids=lambda d: d.name)
def test_holds_exactly_is_an_unchanged_round_trip(dt):
    # every code's value (random codes of the wider formats), its neighbours, random magnitudes
    rng = np.random.default_rng()
    codes = np.arange(1 << dt.bits) if dt.bits <= 8 else rng.integers(0, 1 << min(dt.bits, 63), 1000, dtype=np.uint64)
    vals = dt.decode(codes.astype(np.uint64)).astype(np.float64)
    vals = vals[np.isfinite(vals)]
    vals = np.concatenate([vals, np.nextafter(vals, np.inf), np.nextafter(vals, -np.inf),
                           rng.standard_normal(500) * 10.0 ** rng.uniform(-12, 12, 500), [0.0, -0.0, 1e300, -1e-300]])
    for v in vals.tolist():
        back = dt.decode(dt.encode(np.array([v], dtype=np.float64))).astype(np.float64)[0]
        same = back == v and math.copysign(1.0, back) == math.copysign(1.0, v)
        assert dt.holds_exactly(v) == same, (dt.name, v, float(back))
    assert not any(dt.holds_exactly(x) for x in (math.inf, -math.inf, math.nan))


# -- float encode -------------------------------------------------------------------------------
def _float8_inputs(dt, n, dtype):
    x = RNG.standard_normal(n) * RNG.choice([1e-3, 0.1, 1, 10, dt.max_value / 4], n)
    table = dt.decode_table()
    fin = np.unique(np.abs(table[np.isfinite(table)]))
    mids = (fin[:-1] + fin[1:]) / 2  # exact ties
    x = np.concatenate([x, mids, -mids, fin, -fin, [0.0, -0.0]])
    x = np.clip(x, -dt.max_value, dt.max_value)
    return x.astype(dtype)


@pytest.mark.parametrize("name,tdt", [("float8_e4m3fn", torch.float8_e4m3fn), ("float8_e5m2", torch.float8_e5m2)])
@pytest.mark.parametrize("in_dtype", [np.float32, np.float64])
def test_float8_encode_matches_torch(name, tdt, in_dtype):
    dt = get_dtype(name)
    x = _float8_inputs(dt, 20001, in_dtype)
    ref = torch.from_numpy(x).to(tdt).view(torch.uint8).numpy().astype(np.int64)
    got = dt.encode(x)
    assert got.dtype == np.int16
    assert np.array_equal(got.astype(np.int64), ref)
    # torch tensors are accepted too.
    assert np.array_equal(dt.encode(torch.from_numpy(x)), got)


def test_float8_saturation_inf_nan():
    e4, e5 = D.float8_e4m3fn, D.float8_e5m2
    assert e4.encode([1000.0, -1e9, np.inf, -np.inf]).tolist() == [0x7E, 0xFE, 0x7E, 0xFE]
    assert e5.encode([60000.0, 1e30, np.inf, -np.inf]).tolist() == [0x7B, 0x7B, 0x7C, 0xFC]
    assert np.isnan(e4.decode(e4.encode([np.nan]))).all() and e4.encode([np.nan]).tolist() == [0x7F]
    assert np.isnan(e5.decode(e5.encode([np.nan, -np.nan]))).all()
    with pytest.raises(ValueError, match="no NaN code"):
        D.float4_e2m1fn.encode([1.0, np.nan])


def test_e2m1_encode_ties_and_saturation():
    dt = D.float4_e2m1fn
    # Midpoints: 0.25 -> 0 (even), 0.75 -> 1.0 (even mantissa), 1.25 -> 1.0, 1.75 -> 2.0,
    # 2.5 -> 2.0, 3.5 -> 4.0, 5.0 -> 4.0; beyond 6 saturates.
    x = [0.25, 0.75, 1.25, 1.75, 2.5, 3.5, 5.0, 7.0, 100.0, -0.25, -5.0, -np.inf]
    assert dt.decode(dt.encode(x)).tolist() == [0, 1, 1, 2, 2, 4, 4, 6, 6, -0.0, -4, -6]
    assert dt.encode([-0.0, 0.0, -0.1]).tolist() == [8, 0, 8]


def test_zero_mantissa_format_rounds_half_up_in_binade():
    # e3m0: values are powers of two; a tie sits between significands 1 and 2, and
    # round-half-to-even on the significand picks 2.
    dt = float_dtype("t_e3m0", 3, 0, bias=3)
    assert dt.decode_table()[:8].tolist() == [0, 0.25, 0.5, 1, 2, 4, 8, 16]
    assert dt.decode(dt.encode([1.5, 3.0, 0.375, 0.125, 0.126, 24.0])).tolist() == [2, 4, 0.5, 0, 0.25, 16]


@settings(max_examples=40, deadline=None)
@given(e=st.integers(1, 5), m=st.integers(1, 4), dbias=st.integers(-2, 2), signed=st.booleans(),
       special=st.sampled_from(["none", "fn", "ieee"]), seed=st.integers(0, 2**31))
def test_user_float_encode_is_nearest_even(e, m, dbias, signed, special, seed):
    if e + m + signed > 8 or (special == "ieee" and e == 1):
        return
    bias = (1 << (e - 1)) - 1 + dbias
    dt = float_dtype(f"t_hyp_e{e}m{m}b{bias + 10}s{int(signed)}{special}", e, m, bias=bias,
                     signed=signed, special=special)
    table = dt.decode_table().tolist()
    rng = np.random.default_rng(seed)
    fin = sorted({abs(v) for v in table if math.isfinite(v)})
    mids = [(a + b) / 2 for a, b in zip(fin, fin[1:])]
    x = np.concatenate([rng.uniform(-1.2, 1.2, 200) * dt.max_value, mids, fin, [-v for v in mids]])
    if not signed:
        x = np.abs(x)
    x = x.astype(np.float32).astype(np.float64)  # no pre-rounding ambiguity
    got = dt.encode(x)
    clipped = np.clip(x, dt.min_value, dt.max_value)
    ref = [ref_float_encode(v, table, m) for v in clipped]
    assert got.tolist() == ref
    # Every finite code survives decode -> encode.
    codes = np.array([c for c, v in enumerate(table) if math.isfinite(v)])
    assert np.array_equal(dt.encode(dt.decode(codes)), codes)


def test_unsigned_float_clamps_negatives():
    dt = float_dtype("t_ue3m2", 3, 2, signed=False, special="ieee")
    assert dt.encode([-3.0, -np.inf, -0.0]).tolist() == [0, 0, 0]
    assert dt.min_value == 0.0 and not dt.is_signed


def test_float16_decode_all_codes_and_encode_vs_numpy_torch():
    codes = np.arange(65536)
    ref = codes.astype(np.uint16).view(np.float16).astype(np.float64)
    got = D.float16.decode(codes)
    assert np.array_equal(ref, got, equal_nan=True) and np.array_equal(np.signbit(ref), np.signbit(got))
    # int16 views of storage are valid codes too (two's complement).
    assert np.array_equal(D.float16.decode(codes.astype(np.uint16).view(np.int16)), got, equal_nan=True)
    x32 = (RNG.standard_normal(50001) * RNG.choice([1e-6, 1e-3, 1, 300, 1e4], 50001))
    x32 = np.clip(x32, -65504, 65504).astype(np.float32)  # beyond, numpy gives inf: we saturate
    assert np.array_equal(D.float16.encode(x32), x32.astype(np.float16).view(np.uint16))
    x64 = RNG.standard_normal(50001) * 1000
    ref64 = torch.from_numpy(x64).to(torch.float16).view(torch.int16).numpy().astype(np.int64) & 0xFFFF
    assert np.array_equal(D.float16.encode(x64), ref64)
    assert D.float16.encode([1e6, -np.inf, np.nan]).tolist() == [0x7BFF, 0xFC00, 0x7E00]


def test_bfloat16_matches_torch():
    codes = np.arange(65536)
    ref = torch.from_numpy(codes.astype(np.int32)).to(torch.int16).view(torch.bfloat16).double().numpy()
    assert np.array_equal(D.bfloat16.decode(codes), ref, equal_nan=True)
    for x in (RNG.standard_normal(50001).astype(np.float32) * 1e3,
              RNG.standard_normal(50001) * 1e-30,
              1 + RNG.integers(0, 2**20, 50001) * 2.0**-24):  # many float32 ties
        xt = torch.from_numpy(np.asarray(x))
        refc = xt.to(torch.bfloat16).view(torch.int16).numpy().astype(np.int64) & 0xFFFF
        assert np.array_equal(D.bfloat16.encode(x), refc)


def test_float32_float64_bit_exact():
    c32 = RNG.integers(0, 2**32, 20000, dtype=np.uint64)
    v32 = c32.astype(np.uint32).view(np.float32)
    with np.errstate(invalid="ignore"):  # signalling NaNs among the random bit patterns
        v64 = v32.astype(np.float64)
    assert np.array_equal(D.float32.decode(c32), v64, equal_nan=True)
    ok = ~np.isnan(v32)
    assert np.array_equal(D.float32.encode(v32)[ok], c32[ok].astype(np.int64))
    x = RNG.standard_normal(20000) * 1e10
    assert np.array_equal(D.float32.encode(x), x.astype(np.float32).view(np.uint32))
    c64 = RNG.integers(0, 2**63, 20000, dtype=np.int64).view(np.uint64) * np.uint64(2) + np.uint64(1)
    v64 = c64.view(np.float64)
    assert np.array_equal(D.float64.decode(c64), v64, equal_nan=True)
    ok = ~np.isnan(v64)
    enc = D.float64.encode(v64)
    assert enc.dtype == np.uint64 and np.array_equal(enc[ok], c64[ok])


# -- integer and LUT formats -------------------------------------------------------------------------
def test_int_encode_rounding_saturation_and_nan():
    assert D.int4.encode([2.5, 3.5, -2.5, 0.49, 7.6, -100, np.inf]).tolist() == [2, 4, -2, 0, 7, -8, 7]
    assert D.uint4.encode([-3.0, 15.5, 7.5]).tolist() == [0, 15, 8]
    assert D.int4.encode([1.0]).dtype == np.int8 and D.uint8.encode([1.0]).dtype == np.int16
    with pytest.raises(ValueError, match="int4 has no NaN"):
        D.int4.encode([np.nan])
    assert D.int64.encode([1e30, -1e30]).tolist() == [2**63 - 1, -(2**63)]
    assert D.uint64.encode([1e30, -5]).tolist() == [2**64 - 1, 0]
    assert D.int32.decode([-(2**31), 2**32 - 1]).tolist() == [-(2**31), -1]


def test_int_decode_accepts_both_code_forms_and_checks_range():
    x = RNG.integers(-8, 8, (3, 5, 24))
    assert np.array_equal(D.int4.decode(x), x) and np.array_equal(D.int4.decode(x & 15), x)
    assert np.array_equal(D.int4.decode(torch.from_numpy(x)), x)
    with pytest.raises(ValueError, match=r"\[-8, 15\].*\[-9"):
        D.int4.decode([-9, 0])
    with pytest.raises(TypeError, match="codes must be integers"):
        D.int4.decode(np.array([1.0]))


def test_user_int_with_offset():
    u3 = int_dtype("t_u3_off4", bits=3, signed=False, offset=4)
    assert (u3.min_value, u3.max_value, u3.bits, u3.is_signed) == (-4.0, 3.0, 3, False)
    assert u3.decode_table().tolist() == [-4, -3, -2, -1, 0, 1, 2, 3]
    v = RNG.uniform(-6, 6, (7, 40))
    codes = u3.encode(v)
    assert codes.min() >= 0 and codes.max() <= 7
    assert np.array_equal(u3.decode(codes), np.clip(np.rint(v), -4, 3))
    s5 = int_dtype("t_s5_offm3", bits=5, signed=True, offset=-3)  # values -13..18
    assert (s5.min_value, s5.max_value) == (-13.0, 18.0)
    assert s5.encode([-13.0, 18.0, 0.0]).tolist() == [-16, 15, -3]


def test_lut_format():
    vals = [-2.0, -1.0, -0.25, 0.0, 0.5, 3.0]
    lut = lut_dtype("t_lut6", vals)
    assert lut.bits == 3 and lut.is_lut and lut.is_signed and (lut.min_value, lut.max_value) == (-2.0, 3.0)
    table = lut.decode_table()
    assert table[:6].tolist() == vals and np.isnan(table[6:]).all()
    x = RNG.uniform(-4, 5, 3001)
    got = lut.encode(x)
    ref = np.argmin(np.abs(x[:, None] - np.array(vals)[None, :]), axis=1)  # argmin: first = lowest code
    assert np.array_equal(got, ref) and got.max() <= 5
    # Ties go to the lower code, whatever the order of the table.
    rev = lut_dtype("t_lut6_rev", vals[::-1])
    assert lut.encode([1.75, -1.5]).tolist() == [4, 0]
    assert rev.encode([1.75, -1.5]).tolist() == [0, 4]
    with pytest.raises(ValueError, match="no NaN code"):
        lut.encode([np.nan])
    assert lut_dtype("t_lut1", [0.5]).bits == 1
    dup = lut_dtype("t_lut_dup", [1.0, 0.0, 1.0, np.nan])
    assert dup.encode([0.9, np.nan, 0.2]).tolist() == [0, 3, 1] and dup.has_nan


def test_nf4_encode_nearest():
    x = RNG.uniform(-1.3, 1.3, 10001)
    ref = np.argmin(np.abs(x[:, None] - np.array(PUBLISHED_NF4)[None, :]), axis=1)
    assert np.array_equal(D.nf4.encode(x), ref)
    assert np.array_equal(D.nf4.encode(D.nf4.decode_table()), np.arange(16))


def test_bool_dtype():
    b = D.bool_
    assert b.decode([0, 1, 255, -1]).tolist() == [0, 1, 1, 1]
    assert b.encode([0.0, -2.5, 3.0]).tolist() == [0, 1, 1]
    assert b.spec() is None and b.torch_dtype is torch.bool and b.numpy_dtype == np.dtype(bool)
    with pytest.raises(ValueError):
        b.encode([np.nan])


# -- registry, spec, identity -------------------------------------------------------------------------
def test_registration_rules():
    a = int_dtype("t_reg_a", bits=3, signed=False, offset=4)
    assert int_dtype("t_reg_a", 3, False, 4) is a and get_dtype("t_reg_a") is a
    with pytest.raises(ValueError, match="already taken.*t_reg_a"):
        int_dtype("t_reg_a", bits=3, signed=True)
    with pytest.raises(ValueError, match="already taken"):
        float_dtype("t_reg_a", 2, 1)
    with pytest.raises(ValueError, match="builtin dtype int4"):
        int_dtype("int4", bits=4, signed=False)
    with pytest.raises(ValueError, match="builtin dtype float16"):
        lut_dtype("float16", [0.0, 1.0])
    with pytest.raises(ValueError, match="alias"):
        int_dtype("half", bits=4)
    with pytest.raises(ValueError, match="identifier"):
        int_dtype("my fmt", bits=4)
    for word in ("index", "tensor", "shared", "none"):  # would read as IR syntax
        with pytest.raises(ValueError, match="reserved word of the IR"):
            lut_dtype(word, [0.0, 1.0])
    assert int_dtype("int8", bits=8) is D.int8  # identical parameters: the builtin


@pytest.mark.parametrize("call,exc,match", [
    (lambda: int_dtype("t_bad", bits=0), ValueError, "bits must be in 1..8.*got 0"),
    (lambda: int_dtype("t_bad", bits=9), ValueError, "bits must be in 1..8.*got 9"),
    (lambda: int_dtype("t_bad", bits=4.0), TypeError, "bits must be an int"),
    (lambda: int_dtype("t_bad", bits=4, signed=1), TypeError, "signed must be a bool"),
    (lambda: int_dtype("t_bad", bits=4, offset=0.5), TypeError, "offset must be an int"),
    (lambda: int_dtype(4, bits=4), TypeError, "name must be a str"),
    (lambda: float_dtype("t_bad", 0, 3), ValueError, "exponent_bits must be >= 1"),
    (lambda: float_dtype("t_bad", 3, -1), ValueError, "mantissa_bits must be >= 0"),
    (lambda: float_dtype("t_bad", 5, 3), ValueError, "at most 8 bits.*got 9"),
    (lambda: float_dtype("t_bad", 2, 1, special="nan"), ValueError, "special must be one of"),
    (lambda: float_dtype("t_bad", 1, 0, special="ieee"), ValueError, "no positive finite value"),
    (lambda: float_dtype("t_bad", 4, 3, bias=-200), ValueError, "float32 range"),
    (lambda: lut_dtype("t_bad", []), ValueError, "1 to 256 entries, got 0"),
    (lambda: lut_dtype("t_bad", range(257)), ValueError, "1 to 256 entries, got 257"),
    (lambda: lut_dtype("t_bad", [0.0, np.inf]), ValueError, "finite"),
    (lambda: lut_dtype("t_bad", ["a"]), TypeError, "real numbers"),
])
def test_constructor_validation(call, exc, match):
    with pytest.raises(exc, match=match):
        call()
    with pytest.raises(ValueError):
        get_dtype("t_bad")  # nothing registered by a failed call


def test_spec_rebuilds_every_dtype():
    float_dtype("t_spec_fp6", 3, 2, bias=2, special="fn")
    lut_dtype("t_spec_lut", [0.1, -0.3, 2.0])
    ctors = {"int_dtype": int_dtype, "float_dtype": float_dtype, "lut_dtype": lut_dtype}
    for dt in all_dtypes():
        spec = dt.spec()
        if spec is None:
            assert dt.is_bool
            continue
        ctor, kwargs = spec
        rebuilt = ctors[ctor](dt.name, **kwargs)
        assert rebuilt == dt and hash(rebuilt) == hash(dt) and rebuilt is dt


def test_equality_hash_immutability_pickle():
    a = lut_dtype("t_eq_lut", [0.0, 1.0, np.nan])
    assert a == lut_dtype("t_eq_lut", [0.0, 1.0, float("nan")])  # NaN entries compare equal
    assert D.int4 != D.uint4 and D.int4 != "int4" and len({D.int4, get_dtype("int4"), D.uint4}) == 2
    b = float_dtype("t_eq_fp", 2, 1, bias=1)
    assert b != D.float4_e2m1fn  # same format, different name
    with pytest.raises(AttributeError, match="immutable"):
        D.int4.bits = 5
    with pytest.raises(AttributeError, match="immutable"):
        b.bias = 3
    for dt in (D.float16, D.nf4, a, b, D.bool_):
        assert pickle.loads(pickle.dumps(dt)) is dt
        assert copy.deepcopy(dt) is dt and copy.copy(dt) is dt
    assert isinstance(D.float16, DType)
    assert repr(b) == "T.float_dtype('t_eq_fp', exponent_bits=2, mantissa_bits=1, bias=1, signed=True, special='none')"


# -- get_dtype and conversions -------------------------------------------------------------------------
@pytest.mark.parametrize("spelling,name", [
    ("float", "float32"), ("double", "float64"), ("half", "float16"), ("int", "int32"),
    ("bf16", "bfloat16"), ("fp16", "float16"), ("float8_e4m3", "float8_e4m3fn"),
    ("e4m3_float8", "float8_e4m3fn"), ("float8_e5m2", "float8_e5m2"), ("e5m2_float8", "float8_e5m2"),
    ("bool", "bool"), ("nf4", "nf4"), ("float4_e2m1", "float4_e2m1fn"), ("uint1", "uint1"),
    (torch.float16, "float16"), (torch.half, "float16"), (torch.float, "float32"),
    (torch.bfloat16, "bfloat16"), (torch.float8_e4m3fn, "float8_e4m3fn"), (torch.uint8, "uint8"),
    (torch.int64, "int64"), (torch.bool, "bool"), (torch.float8_e5m2, "float8_e5m2"),
    (np.float16, "float16"), (np.dtype("int8"), "int8"), (np.dtype(bool), "bool"),
    (np.uint32, "uint32"), (np.float64, "float64"),
    (bool, "bool"), (int, "int32"), (float, "float32"),
])
def test_get_dtype_spellings(spelling, name):
    assert get_dtype(spelling).name == name
    assert get_dtype(get_dtype(spelling)) is get_dtype(name)


def test_get_dtype_errors():
    with pytest.raises(ValueError, match=r"unknown dtype 'flaot16'.*did you mean float16.*valid names.*nf4"):
        get_dtype("flaot16")
    with pytest.raises(ValueError, match="unknown dtype torch.complex64"):
        get_dtype(torch.complex64)
    with pytest.raises(ValueError, match="unknown dtype numpy complex128"):
        get_dtype(np.complex128)
    with pytest.raises(TypeError, match="expected a DType.*list"):
        get_dtype([1])
    with pytest.raises(TypeError, match="expected a dtype, got a Tensor"):
        get_dtype(torch.zeros(1))


TORCH_NUMPY = {
    "float16": (torch.float16, np.float16), "bfloat16": (torch.bfloat16, None),
    "float32": (torch.float32, np.float32), "float64": (torch.float64, np.float64),
    "int8": (torch.int8, np.int8), "int16": (torch.int16, np.int16), "int32": (torch.int32, np.int32),
    "int64": (torch.int64, np.int64), "uint8": (torch.uint8, np.uint8),
    "uint16": (torch.uint16, np.uint16), "uint32": (torch.uint32, np.uint32),
    "uint64": (torch.uint64, np.uint64), "bool": (torch.bool, np.bool_),
    "float8_e4m3fn": (torch.float8_e4m3fn, None), "float8_e5m2": (torch.float8_e5m2, None),
    "int4": (None, None), "uint4": (None, None), "int2": (None, None), "uint2": (None, None),
    "int1": (None, None), "uint1": (None, None), "float4_e2m1fn": (None, None), "nf4": (None, None),
}


@pytest.mark.parametrize("name", BUILTIN_NAMES)
def test_torch_numpy_dtypes(name):
    tdt, ndt = TORCH_NUMPY[name]
    dt = get_dtype(name)
    assert dt.torch_dtype is tdt
    assert dt.numpy_dtype == (None if ndt is None else np.dtype(ndt))
    if tdt is not None:
        assert get_dtype(tdt) is dt
    if ndt is not None:
        assert get_dtype(ndt) is dt
    user = int_dtype("t_conv_u5", bits=5, signed=False)
    assert user.torch_dtype is None and user.numpy_dtype is None


def test_import_is_fast_and_torch_free():
    # Import the two modules in a fresh interpreter, apart from the rest of the
    # package (whose other parts are not under test here).
    root = Path(__file__).resolve().parents[1]
    code = textwrap.dedent(f"""
        import sys, time, types
        pkg = types.ModuleType("tilelang"); pkg.__path__ = [{str(root / 'tilelang')!r}]
        sys.modules["tilelang"] = pkg
        t = time.perf_counter()
        import tilelang.dtypes, tilelang.quant
        dt = time.perf_counter() - t
        assert "torch" not in sys.modules, "torch imported"
        print(dt)
    """)
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert float(out.stdout) < 0.5


def test_docstring_examples_run():
    import doctest
    import importlib

    import tilelang.quant as quant

    globs = {n: getattr(D, n) for n in D.__all__}
    globs.update(np=np, torch=torch, dtypes=D, pack=quant.pack, unpack=quant.unpack,
                 quantize=quant.quantize, dequantize=quant.dequantize,
                 w=RNG.standard_normal((4, 256)).astype(np.float16))
    for mod in ("tilelang.dtypes", "tilelang.dtypes.base", "tilelang.dtypes.int_format",
                "tilelang.dtypes.float_format", "tilelang.dtypes.lut_format",
                "tilelang.dtypes.bool_dtype", "tilelang.dtypes.registry", "tilelang.quant"):
        result = doctest.testmod(importlib.import_module(mod), extraglobs=globs,
                                 optionflags=doctest.NORMALIZE_WHITESPACE)
        assert result.failed == 0 and result.attempted > 0, mod
