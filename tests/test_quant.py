"""Tests for tilelang.quant: the packing contract and group-wise quantization."""

import time

import numpy as np
import pytest
import torch
from hypothesis import given, settings, strategies as st

from tilelang import dtypes as D
from tilelang.dtypes import float_dtype, get_dtype, int_dtype, lut_dtype
from tilelang.quant import dequantize, pack, quantize, unpack

RNG = np.random.default_rng(20240601)

U3 = int_dtype("tq_u3_off4", bits=3, signed=False, offset=4)  # values -4..3
S3 = int_dtype("tq_s3", bits=3, signed=True)
FP5 = float_dtype("tq_fp5_e3m1", exponent_bits=3, mantissa_bits=1, special="none")
FP6 = float_dtype("tq_fp6_e3m2", exponent_bits=3, mantissa_bits=2, special="fn")
LUT6 = lut_dtype("tq_lut6", [-1.5, -0.5, -0.125, 0.0, 0.375, 1.0])  # 3 bits
U7 = int_dtype("tq_u7", bits=7, signed=False)

LOW_BIT = ["int4", "uint4", "int2", "uint2", "int1", "uint1", "float4_e2m1fn", "nf4",
           "float8_e4m3fn", "float8_e5m2", "int8", "uint8", U3, S3, FP5, FP6, LUT6, U7]
SHAPES = [(3, 5, 24), (7, 40), (48,), (2, 1, 3, 16)]


def code_range(dt):
    if dt.is_int and dt.is_signed:
        return -(1 << (dt.bits - 1)), (1 << (dt.bits - 1)) - 1
    return 0, (1 << dt.bits) - 1


def random_codes(dt, shape):
    lo, hi = code_range(dt)
    return RNG.integers(lo, hi + 1, shape)


def ref_pack(codes, bits):
    """The packing rule written out bit by bit (pure Python, row by row)."""
    codes = np.asarray(codes)
    rows = codes.reshape(int(np.prod(codes.shape[:-1])), codes.shape[-1])
    out = np.zeros((rows.shape[0], rows.shape[1] * bits // 8), dtype=np.uint8)
    for r, row in enumerate(rows):
        for k, c in enumerate(row.tolist()):
            c &= (1 << bits) - 1
            for j in range(bits):
                pos = k * bits + j
                out[r, pos // 8] |= ((c >> j) & 1) << (pos % 8)
    return out.reshape(*codes.shape[:-1], out.shape[-1])


def label(dt):
    return get_dtype(dt).name


# -- pack / unpack ----------------------------------------------------------------------
def test_byte_placement_by_hand():
    assert pack(np.array([1, 2]), "int4").tolist() == [0x21]
    assert pack(np.array([-1, 7, -8, 0]), "int4").tolist() == [0x7F, 0x08]
    assert pack(np.array([1, 2, 3, 0]), "uint2").tolist() == [0b00111001]
    assert pack(np.array([1, 0, 1, 1, 0, 0, 0, 1]), "uint1").tolist() == [0b10001101]
    assert pack(np.array([-1, 0, -1, -1, 0, 0, 0, -1]), "int1").tolist() == [0b10001101]
    # 3 bits straddle bytes: 5=101, 3=011, 7=111 -> bits 0-2, 3-5, 6-8.
    packed = pack(np.array([5, 3, 7, 1, 0, 6, 2, 4]), U3)
    assert packed.tolist() == [0b11011101, 0b00000011, 0b10001011]
    assert unpack(np.array([0x21, 0x7F], dtype=np.uint8), "int4").tolist() == [1, 2, -1, 7]
    assert pack(np.array([1, 2]), "nf4").tolist() == [0x21]


@pytest.mark.parametrize("dt", LOW_BIT, ids=label)
@pytest.mark.parametrize("shape", SHAPES, ids=str)
def test_pack_roundtrip_numpy_torch_and_reference(dt, shape):
    dt = get_dtype(dt)
    codes = random_codes(dt, shape)
    assert len(np.unique(codes)) > 1
    packed = pack(codes, dt)
    assert packed.dtype == np.uint8 and packed.shape == (*shape[:-1], shape[-1] * dt.bits // 8)
    assert np.array_equal(packed, ref_pack(codes, dt.bits))
    back = unpack(packed, dt)
    assert back.dtype == dt.code_dtype and back.shape == shape and np.array_equal(back, codes)
    # torch in -> torch out, same bytes, any integer input dtype.
    tcodes = torch.from_numpy(codes).to(torch.int16 if dt.bits == 8 else torch.int8)
    tpacked = pack(tcodes, dt)
    assert isinstance(tpacked, torch.Tensor) and tpacked.dtype == torch.uint8
    assert np.array_equal(tpacked.numpy(), packed)
    tback = unpack(tpacked, dt)
    assert tback.dtype == getattr(torch, dt.code_dtype.name) and tback.device == tpacked.device
    assert np.array_equal(tback.numpy(), codes)
    assert np.array_equal(pack(torch.from_numpy(codes), dt).numpy(), packed)  # int64 input
    # Codes produced by encode pack as they are (unused LUT codes decode to NaN).
    values = dt.decode(codes)
    enc = dt.encode(np.where(np.isfinite(values), values, 0.0))
    assert np.array_equal(unpack(pack(enc, dt), dt), enc)


@settings(max_examples=60, deadline=None)
@given(bits=st.integers(1, 8), rows=st.integers(0, 4), units=st.integers(0, 5), seed=st.integers(0, 2**31))
def test_pack_matches_reference_every_width(bits, rows, units, seed):
    dt = int_dtype(f"tq_hyp_u{bits}", bits=bits, signed=False) if bits != 8 else D.uint8
    k = units * (8 // np.gcd(bits, 8))
    codes = np.random.default_rng(seed).integers(0, 1 << bits, (rows, k))
    packed = pack(codes, dt)
    assert np.array_equal(packed, ref_pack(codes, bits))
    assert np.array_equal(unpack(packed, dt, shape=(rows, k)), codes)
    assert np.array_equal(pack(torch.from_numpy(codes), dt).numpy(), packed)
    assert np.array_equal(unpack(torch.from_numpy(packed), dt, shape=(rows, k)).numpy(), codes)


def test_unpack_shape_argument_and_int8_storage():
    codes = random_codes(D.int4, (6, 32))
    packed = pack(codes, "int4")
    flat = packed.reshape(-1)
    assert np.array_equal(unpack(flat, "int4", shape=(6, 32)), codes)
    assert np.array_equal(unpack(flat, "int4", shape=(12, 16)), codes.reshape(12, 16))
    assert np.array_equal(unpack(packed.view(np.int8), "int4"), codes)
    assert np.array_equal(unpack(torch.from_numpy(packed).view(torch.int8), "int4").numpy(), codes)
    with pytest.raises(ValueError, match=r"shape \(6, 31\) does not fit"):
        unpack(packed, "int4", shape=(6, 31))
    with pytest.raises(ValueError, match=r"shape \(6, 30\) does not fit"):
        unpack(packed, "int4", shape=(6, 30))
    with pytest.raises(ValueError, match="not a whole number of 3-bit"):
        unpack(np.zeros((2, 1), np.uint8), U3)


def test_pack_unpack_noncontiguous_and_no_alias():
    codes = random_codes(D.int4, (40, 7)).T  # (7, 40), not contiguous
    assert np.array_equal(unpack(pack(codes, "int4"), "int4"), codes)
    tcodes = torch.from_numpy(random_codes(D.uint2, (40, 8))).t()
    assert torch.equal(unpack(pack(tcodes, "uint2"), "uint2").long(), tcodes.long())
    raw = np.arange(10, 34, dtype=np.uint8).reshape(3, 8)
    out = pack(raw, "uint8")
    out[0, 0] = 0
    assert raw[0, 0] == 10
    back = unpack(raw, "int8")
    back[0, 0] = 0
    assert raw[0, 0] == 10


def test_pack_errors():
    with pytest.raises(ValueError, match=r"last dimension of codes \(5\) must be a multiple of 2 for int4"):
        pack(random_codes(D.int4, (3, 5)), "int4")
    with pytest.raises(ValueError, match=r"multiple of 8 for tq_u3_off4 \(3 bits"):
        pack(random_codes(U3, (3, 12)), U3)
    with pytest.raises(ValueError, match=r"int4 must lie in \[-8, 7\]; got values in \[-8, 9\]"):
        pack(np.array([[-8, 9]]), "int4")
    with pytest.raises(ValueError, match=r"uint4 must lie in \[0, 15\]; got values in \[-1, 3\]"):
        pack(torch.tensor([-1, 3]), "uint4")
    with pytest.raises(ValueError, match=r"nf4 must lie in \[0, 15\]"):
        pack(np.array([16, 0]), "nf4")
    with pytest.raises(TypeError, match="codes must be integers"):
        pack(np.array([1.0, 2.0]), "int4")
    with pytest.raises(TypeError, match="codes must be integers"):
        pack(torch.tensor([1.0, 2.0]), "int4")
    with pytest.raises(ValueError, match="at most 8 bits.*float16 has 16"):
        pack(np.array([1, 2]), "float16")
    with pytest.raises(ValueError, match="at least one dimension"):
        pack(np.array(3), "uint8")
    with pytest.raises(TypeError, match="uint8 \\(or int8\\) storage"):
        unpack(np.zeros(4, np.int32), "int4")
    with pytest.raises(ValueError, match="unknown dtype 'int3'"):
        pack(np.array([1, 2]), "int3")


def test_pack_unpack_speed_4096x11008_int4():
    codes = RNG.integers(-8, 8, (4096, 11008), dtype=np.int8)
    t = time.perf_counter()
    back = unpack(pack(codes, "int4"), "int4")
    elapsed = time.perf_counter() - t
    assert np.array_equal(back, codes)
    assert elapsed < 2.0, f"pack+unpack took {elapsed:.2f}s"


# -- quantize / dequantize -------------------------------------------------------------------
INT_FORMATS = ["int4", "uint4", "int2", "uint2", "int8", "uint8", U3, S3]
VALUE_FORMATS = ["float4_e2m1fn", "nf4", "float8_e4m3fn", "float8_e5m2", FP5, FP6, LUT6]


def weight(shape, dtype=np.float32):
    w = RNG.standard_normal(shape) * RNG.uniform(0.01, 3.0, shape[:-1] + (1,))
    return w.astype(dtype)


def grouped(x, g):
    return x.reshape(*x.shape[:-1], x.shape[-1] // g, g)


def implicit_zero(dt):
    return 1 << (dt.bits - 1) if dt.is_int and not dt.is_signed and dt.offset == 0 else 0


@pytest.mark.parametrize("dt", INT_FORMATS, ids=label)
@pytest.mark.parametrize("shape,group", [((3, 5, 24), 8), ((7, 40), 20), ((7, 40), -1), ((5, 64), None), ((4, 96), 96)])
def test_int_symmetric_bound_codes_and_requantize(dt, shape, group):
    dt = get_dtype(dt)
    w = weight(shape)
    packed, scales = quantize(w, dt, group_size=group)
    g = shape[-1] if group in (-1, None) else group
    assert packed.shape == (*shape[:-1], shape[-1] * dt.bits // 8) and packed.dtype == np.uint8
    assert scales.shape == (*shape[:-1], shape[-1] // g) and scales.dtype == np.float32
    s = grouped(np.broadcast_to(scales[..., None], (*scales.shape, g)), g).reshape(shape).astype(np.float64)
    zero = implicit_zero(dt)
    vmax = dt.max_value - zero
    np.testing.assert_allclose(scales, np.abs(grouped(w, g)).max(-1) / vmax, rtol=1e-6)
    codes = unpack(packed, dt)
    values = dt.decode(codes) - zero
    expect = np.clip(np.rint(w.astype(np.float64) / s), dt.min_value - zero, vmax)
    assert np.array_equal(values, expect)
    deq = dequantize(packed, dt, scales, group_size=group, out_dtype="float64")
    assert deq.dtype == np.float64 and deq.shape == shape
    assert np.all(np.abs(deq - w) <= s / 2 * (1 + 1e-5))
    # Re-quantizing the dequantized weight gives back the same codes and scales.
    packed2, scales2 = quantize(deq.astype(np.float32), dt, group_size=group)
    assert np.array_equal(packed2, packed) and np.array_equal(scales2, scales)


@pytest.mark.parametrize("dt", VALUE_FORMATS, ids=label)
@pytest.mark.parametrize("shape,group", [((3, 5, 24), 8), ((7, 40), -1), ((6, 64), 32)])
def test_float_and_lut_nearest_and_requantize(dt, shape, group):
    dt = get_dtype(dt)
    # e5m2 scales (absmax / 57344) would be float16 subnormals, too coarse to test.
    wdt = np.float32 if dt.name == "float8_e5m2" else np.float16
    w = weight(shape, wdt)
    packed, scales = quantize(w, dt, group_size=group)
    assert scales.dtype == wdt
    g = shape[-1] if group == -1 else group
    s = np.repeat(scales.astype(np.float64), g, axis=-1)
    x = w.astype(np.float64) / s
    assert np.abs(x).max() <= dt.max_abs * (1 + 2**-10)  # absmax lands on the largest value
    table = dt.decode_table()
    fin = table[np.isfinite(table)]
    chosen = dt.decode(unpack(packed, dt))
    best = np.abs(x[..., None] - fin).min(-1)
    assert np.all(np.abs(x - chosen) <= best + 1e-6 * np.abs(x))
    deq = dequantize(packed, dt, scales, group_size=group, out_dtype=np.float32)
    assert deq.dtype == np.float32
    np.testing.assert_allclose(deq, chosen * s, rtol=1e-6, atol=0)
    if dt.min_value == -dt.max_value:
        # Symmetric value sets: the absmax element decodes to +-max|value|, so
        # re-quantizing finds the same scales and codes.  (For LUT6 a group whose
        # absmax is positive tops out at 1.0, not 1.5, and the scale shrinks.)
        packed2, scales2 = quantize(deq, dt, group_size=group)
        assert np.array_equal(packed2, packed)
        assert np.array_equal(scales2.astype(wdt), scales)


@pytest.mark.parametrize("dt", ["int4", "uint4", "int2", "uint8", U3, "uint1", "int1"], ids=label)
@pytest.mark.parametrize("group", [8, -1])
def test_zero_point(dt, group):
    dt = get_dtype(dt)
    w = weight((7, 40)) + RNG.uniform(-1, 2, (7, 1)).astype(np.float32)  # off-centre groups
    w[0] = np.abs(w[0]) + 0.5  # an all-positive row: the range must still include 0
    packed, scales, zeros = quantize(w, dt, group_size=group, zero_point=True)
    g = 40 if group == -1 else group
    assert zeros.shape == scales.shape == (7, 40 // g) and zeros.dtype == np.float32
    assert np.array_equal(zeros, np.rint(zeros))
    assert zeros.min() >= dt.min_value and zeros.max() <= dt.max_value
    s, z = np.repeat(scales.astype(np.float64), g, -1), np.repeat(zeros.astype(np.float64), g, -1)
    v = dt.decode(unpack(packed, dt))
    assert np.array_equal(v, np.clip(np.rint(w / s) + z, dt.min_value, dt.max_value))
    deq = dequantize(packed, dt, scales, zeros, group_size=group, out_dtype="float64")
    assert np.all(np.abs(deq - w) <= s / 2 * (1 + 1e-4))
    np.testing.assert_array_equal(deq, (v - z) * s)
    # Without the zeros the result differs (they are really used).
    if implicit_zero(dt) == 0:
        assert not np.allclose(dequantize(packed, dt, scales, group_size=group), deq)


def test_implicit_zero_for_unsigned():
    w = np.array([[-1.0, 0.0, 0.6, 1.0, -0.25, 0.75, -0.75, 0.125]], np.float32)
    packed, scales = quantize(w, "uint4", group_size=-1)
    assert scales.tolist() == [[np.float32(1.0 / 7)]]
    codes = unpack(packed, "uint4")
    assert codes.tolist() == [[1, 8, 12, 15, 6, 13, 3, 9]]  # round(w * 7) + 8
    deq = dequantize(packed, "uint4", scales, group_size=-1)
    np.testing.assert_allclose(deq, (codes - 8) * scales, rtol=1e-7)


def test_scale_dtype_follows_weight_and_torch_outputs():
    w = weight((4, 64))
    for tdt in (torch.float16, torch.bfloat16, torch.float32, torch.float64):
        wt = torch.from_numpy(w).to(tdt)
        packed, scales = quantize(wt, "int4", group_size=32)
        assert isinstance(packed, torch.Tensor) and packed.dtype == torch.uint8 and packed.device == wt.device
        assert scales.dtype == (torch.float32 if tdt == torch.float64 else tdt)
        deq = dequantize(packed, "int4", scales, group_size=32)
        assert isinstance(deq, torch.Tensor) and deq.dtype == scales.dtype and deq.shape == wt.shape
        err = (deq.double() - wt.double()).abs()
        s = scales.double().repeat_interleave(32, dim=-1)
        # half a step, plus the output's rounding: half an ulp of |deq| (up to 8 s) in the
        # scales' dtype -- 2^-8 relative for bfloat16 (2^-7 s flat failed ~1 draw in 5)
        unit = {torch.bfloat16: 2**-8, torch.float16: 2**-11}.get(scales.dtype, 2**-24)
        assert torch.all(err <= s / 2 + deq.double().abs() * unit)
        # numpy and torch paths agree.
        packed_np, scales_np = quantize(wt.float().numpy() if tdt != torch.float64 else wt.numpy(), "int4", 32)
        if tdt in (torch.float32, torch.float64):
            assert np.array_equal(packed.numpy(), packed_np) and np.array_equal(scales.numpy(), scales_np)
    _, s64 = quantize(w.astype(np.float64), "nf4", group_size=16)
    assert s64.dtype == np.float32
    p, s, z = quantize(torch.from_numpy(w).half(), "uint4", 16, zero_point=True)
    assert z.dtype == torch.float16 and isinstance(z, torch.Tensor)
    assert dequantize(p, "uint4", s, z, 16, out_dtype=torch.float32).dtype == torch.float32


def test_all_zero_groups():
    w = weight((3, 48))
    w[1] = 0.0
    w[2, :16] = 0.0
    for dt in ("int4", "uint4", "nf4", "float4_e2m1fn"):
        packed, scales = quantize(w, dt, group_size=16)
        assert scales[1].tolist() == [1.0, 1.0, 1.0] and scales[2, 0] == 1.0
        deq = dequantize(packed, dt, scales, group_size=16)
        assert np.all(deq[1] == 0) and np.all(deq[2, :16] == 0)
    packed, scales, zeros = quantize(w, "uint4", group_size=16, zero_point=True)
    assert np.all(dequantize(packed, "uint4", scales, zeros, group_size=16)[1] == 0)


def test_quantize_errors():
    w = weight((4, 48))
    with pytest.raises(ValueError, match=r"group_size must be a positive divisor of the last dimension \(48\).*got 20"):
        quantize(w, "int4", group_size=20)
    with pytest.raises(ValueError, match="group_size must be a positive divisor"):
        quantize(w, "int4", group_size=0)
    with pytest.raises(ValueError, match="zero_point=True needs an integer format; nf4 is a lookup table"):
        quantize(w, "nf4", zero_point=True)
    with pytest.raises(ValueError, match="float4_e2m1fn is a float format"):
        quantize(w, "float4_e2m1fn", zero_point=True)
    with pytest.raises(ValueError, match="int1 has no positive value.*zero_point=True"):
        quantize(w, "int1", group_size=16)
    with pytest.raises(TypeError, match="weight must be a floating-point array"):
        quantize(np.ones((2, 8), np.int32), "int4")
    with pytest.raises(TypeError, match="floating-point tensor"):
        quantize(torch.ones(2, 8, dtype=torch.int32), "int4")
    with pytest.raises(ValueError, match=r"last dimension of weight \(12\) must be a multiple of 8"):
        quantize(weight((2, 12)), U3, group_size=4)
    with pytest.raises(ValueError, match="at most 8 bits"):
        quantize(w, "float16")
    with pytest.raises(ValueError, match="cannot quantize to bool"):
        quantize(w, "bool")
    bad = w.copy()
    bad[2, 5] = np.nan
    with pytest.raises(ValueError, match="weight must be finite"):
        quantize(bad, "nf4", group_size=16)
    tiny = lut_dtype("tq_tiny_lut", [-0.01, 0.0, 0.01])
    with pytest.raises(ValueError, match="scales exceed the float16 range"):
        quantize(np.full((1, 8), 1000.0, np.float16), tiny, group_size=-1)


def test_dequantize_errors():
    w = weight((3, 5, 24))
    packed, scales = quantize(w, "int4", group_size=8)
    with pytest.raises(ValueError, match=r"scales must have shape \(3, 5, 3\).*got \(3, 5, 2\)"):
        dequantize(packed, "int4", scales[..., :2], group_size=8)
    with pytest.raises(ValueError, match=r"scales must have shape \(3, 5, 4\)"):
        dequantize(packed, "int4", scales, group_size=6)
    with pytest.raises(ValueError, match="group_size must be a positive divisor"):
        dequantize(packed, "int4", scales, group_size=7)
    with pytest.raises(ValueError, match=r"zeros must have shape \(3, 5, 3\)"):
        dequantize(packed, "int4", scales, np.zeros((3, 5)), group_size=8)
    with pytest.raises(ValueError, match="zeros only apply to integer formats"):
        dequantize(pack(random_codes(D.nf4, (3, 5, 24)), "nf4"), "nf4", scales, scales, group_size=8)
    with pytest.raises(ValueError, match="bfloat16 has no numpy dtype"):
        dequantize(packed, "int4", scales, group_size=8, out_dtype="bfloat16")
    with pytest.raises(ValueError, match="out_dtype must be a float dtype"):
        dequantize(packed, "int4", scales, group_size=8, out_dtype="int32")
    deq16 = dequantize(packed, "int4", scales.astype(np.float16), group_size=8)
    assert deq16.dtype == np.float16
    deq_bf = dequantize(torch.from_numpy(packed), "int4", scales, group_size=8, out_dtype="bf16")
    assert deq_bf.dtype == torch.bfloat16


@settings(max_examples=25, deadline=None)
@given(dt=st.sampled_from(["int4", "uint4", "int2", "nf4", "float4_e2m1fn"]),
       lead=st.lists(st.integers(1, 4), min_size=0, max_size=2), ngroups=st.integers(1, 4),
       gmul=st.integers(1, 3), seed=st.integers(0, 2**31))
def test_quantize_roundtrip_random_shapes(dt, lead, ngroups, gmul, seed):
    dt = get_dtype(dt)
    g = 8 * gmul
    rng = np.random.default_rng(seed)
    w = (rng.standard_normal((*lead, ngroups * g)) * rng.uniform(0.1, 10)).astype(np.float32)
    packed, scales = quantize(w, dt, group_size=g)
    deq = dequantize(packed, dt, scales, group_size=g, out_dtype=np.float64)
    s = np.repeat(scales.astype(np.float64), g, -1)
    if dt.is_int:
        assert np.all(np.abs(deq - w) <= s / 2 * (1 + 1e-5))
    else:
        table = np.sort(dt.decode_table())
        half_gap = np.diff(table).max() / 2
        assert np.all(np.abs(deq - w) <= s * half_gap * (1 + 1e-5))
    assert np.array_equal(quantize(deq.astype(np.float32), dt, group_size=g)[0], packed)
