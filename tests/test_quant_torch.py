"""``tilelang.quantize`` on torch tensors (``tilelang/quant_torch.py``) against the host
(numpy) path, bit for bit: packed bytes, scales and zeros, for every format quantize
takes, every weight dtype, symmetric and zero-point, several group sizes, ties and
all-zero groups; the same errors.  The GPU tests (marker ``gpu``) do the comparison
on CUDA tensors."""

import contextlib
from unittest import mock

import numpy as np
import pytest
import torch

import tilelang.quant_torch as quant_torch
from tilelang import dtypes as D
from tilelang.dtypes import float_dtype, get_dtype, int_dtype, lut_dtype
from tilelang.quant import quantize

RNG = np.random.default_rng()

INT3 = int_dtype("qt_int3", bits=3, signed=True)
INT5 = int_dtype("qt_int5", bits=5, signed=True)
INT6 = int_dtype("qt_int6", bits=6, signed=True)
INT7 = int_dtype("qt_int7", bits=7, signed=True)
UINT5 = int_dtype("qt_uint5", bits=5, signed=False)
U3OFF = int_dtype("qt_u3_off3", bits=3, signed=False, offset=3)  # values -3..4
FP5 = float_dtype("qt_fp5_e3m1", exponent_bits=3, mantissa_bits=1, special="none")
FP6 = float_dtype("qt_fp6_e3m2", exponent_bits=3, mantissa_bits=2, special="fn")
UFP4 = float_dtype("qt_ufp4_e3m1", exponent_bits=3, mantissa_bits=1, signed=False)
# Unsorted, with a duplicate value (lowest code wins) and a NaN entry.
LUT6 = lut_dtype("qt_lut6", [0.375, -1.5, -0.125, 0.0, -0.5, 1.0, 0.375, float("nan")])

INT_FORMATS = ["int8", "uint8", "int4", "uint4", "int2", "uint2", INT3, INT5, INT6, INT7, UINT5, U3OFF]
ZP_ONLY = ["int1", "uint1"]  # no positive value around their zero: zero_point=True only
VALUE_FORMATS = ["float4_e2m1fn", "nf4", "float8_e4m3fn", "float8_e5m2", FP5, FP6, UFP4, LUT6]
WDTYPES = [torch.float16, torch.bfloat16, torch.float32, torch.float64]
_BITS_VIEW = {1: torch.uint8, 2: torch.int16, 4: torch.int32, 8: torch.int64}


def label(x):
    return get_dtype(x).name


@contextlib.contextmanager
def host_path():
    """Force the host (numpy) path for torch weights: today's reference."""
    with mock.patch.object(quant_torch, "supports", lambda *a: False):
        yield


def bits(t):
    """The tensor's raw bit patterns on the CPU (so -0.0 != 0.0 and NaN == NaN)."""
    t = t.detach().cpu().contiguous()
    return t.view(_BITS_VIEW[t.element_size()])


def assert_same(got, want):
    assert len(got) == len(want)
    for g, w in zip(got, want):
        assert isinstance(g, torch.Tensor) and g.dtype == w.dtype and g.shape == w.shape
        assert g.device == w.device and g.is_contiguous()
        assert torch.equal(bits(g), bits(w)), f"{g.dtype} {tuple(g.shape)} differs"


def decision_points(dt, zero_point):
    """Values of w / s where the code changes (ties), for the tie groups."""
    dt = get_dtype(dt)
    if dt.is_int:
        zero = 0 if zero_point or not (not dt.is_signed and dt.offset == 0) else 1 << (dt.bits - 1)
        lo, hi = dt.min_value - zero, dt.max_value - zero
        return np.arange(lo, hi) + 0.5
    if dt.is_lut:
        return dt._sorted()[0]
    t = dt._thresholds()
    return np.concatenate([t, -t]) if dt.signed else t


def make_weight(shape, dt, wdtype, group, zero_point, device="cpu"):
    """Random groups of varied magnitude, one all-zero group, a group of -0.0 and
    tie groups: each holds the format's extreme (so the scale is exactly 1) and values
    at the decision points (and one float32 ulp either side)."""
    dt = get_dtype(dt)
    k = shape[-1]
    g = k if group in (-1, None) else group
    w = RNG.standard_normal(shape) * np.exp(RNG.uniform(-6, 3, shape[:-1] + (1,)))
    flat = w.reshape(-1, g)
    n = flat.shape[0]
    flat[RNG.integers(n)] = 0.0
    flat[RNG.integers(n)] = -0.0
    pts = decision_points(dt, zero_point)
    pts32 = pts.astype(np.float32)
    cand = np.concatenate([pts, np.nextafter(pts32, np.float32(np.inf)), np.nextafter(pts32, np.float32(-np.inf))])
    for r in RNG.choice(n, size=max(1, n // 3), replace=False):
        flat[r] = RNG.choice(cand, g)
        if dt.is_int and zero_point:
            flat[r, 0], flat[r, 1] = dt.min_value, dt.max_value  # s = 1, z = 0
        elif dt.is_int:
            zero = 1 << (dt.bits - 1) if not dt.is_signed and dt.offset == 0 else 0
            flat[r, 0] = dt.max_value - zero
        else:
            flat[r, 0] = dt.max_abs
    return torch.from_numpy(w.reshape(shape)).to(dtype=wdtype, device=device)


def check(w, dt, group, zero_point):
    got = quantize(w, dt, group_size=group, zero_point=zero_point)
    with host_path():
        want = quantize(w, dt, group_size=group, zero_point=zero_point)
    assert_same(got, want)
    return got


CASES = ([(dt, False) for dt in INT_FORMATS + VALUE_FORMATS] + [(dt, True) for dt in INT_FORMATS + ZP_ONLY])


@pytest.mark.parametrize("wdtype", WDTYPES, ids=str)
@pytest.mark.parametrize("dt,zero_point", CASES, ids=lambda x: label(x) if not isinstance(x, bool) else f"zp{int(x)}")
def test_torch_path_equals_host_path(dt, zero_point, wdtype):
    for shape, group in (((24, 192), 64), ((16, 192), -1), ((2, 5, 64), 16), ((64,), 32)):
        w = make_weight(shape, dt, wdtype, group, zero_point)
        out = check(w, dt, group, zero_point)
        assert len(np.unique(bits(out[0]).numpy())) > 1


def test_numpy_input_keeps_numpy_path():
    w = RNG.standard_normal((8, 64)).astype(np.float32)
    packed, scales, zeros = quantize(w, "int4", 32, zero_point=True)
    assert isinstance(packed, np.ndarray) and scales.dtype == np.float32 and zeros.shape == (8, 2)
    t = quantize(torch.from_numpy(w), "int4", 32, zero_point=True)
    for a, b in zip(t, (packed, scales, zeros)):
        assert np.array_equal(a.numpy().view(np.uint8), b.view(np.uint8))


@pytest.mark.parametrize("dt", ["int4", "nf4", "float8_e4m3fn", U3OFF], ids=label)
def test_several_row_blocks(dt):
    """Small blocks on both paths: every block boundary (rows split mid-weight) must
    give the same result as one block."""
    w = make_weight((37, 128), dt, torch.float32, 32, False)
    with mock.patch.object(quant_torch, "_CHUNK_ELEMS", 300):
        few = check(w, dt, 32, False)
    assert_same(few, quantize(w, dt, 32))


def test_non_contiguous_and_requires_grad():
    w = make_weight((64, 96), "int4", torch.float32, 32, False).t().requires_grad_()
    check(w, "int4", 32, False)
    check(w, "uint4", 32, True)


def test_empty_weight_falls_back():
    for shape, group in (((0, 64), 32), ((3, 0), 32)):
        w = torch.zeros(shape)
        got = quantize(w, "int4", group)
        want = tuple(torch.from_numpy(x) for x in quantize(w.numpy(), "int4", group))
        assert_same(got, want)


@pytest.mark.parametrize("bad", [float("nan"), float("inf"), float("-inf")])
def test_non_finite_weight_same_error(bad):
    for zp in (False, True):
        w = torch.randn(16, 64)
        w[RNG.integers(16), RNG.integers(64)] = bad
        with pytest.raises(ValueError, match="weight must be finite; it contains NaN or inf"):
            quantize(w, "int4", 32, zero_point=zp)
        with host_path(), pytest.raises(ValueError, match="weight must be finite; it contains NaN or inf"):
            quantize(w, "int4", 32, zero_point=zp)


@pytest.mark.parametrize("dt,zp,wdtype,big", [
    ("int1", True, torch.float16, 60000.0),                 # s = 120000 > 65504
    (lut_dtype("qt_tiny", [-0.25, 0.0, 0.25]), False, torch.float16, 30000.0),  # s = 120000
    ("int4", False, torch.float64, 1e300),                  # float32 scales
    (lut_dtype("qt_tiny2", [-0.25, 0.0, 0.25]), False, torch.bfloat16, 3e38),  # s = 1.2e39
    ("int4", True, torch.float16, 60000.0),                 # fits: s = 120000 / 15
])
def test_scale_overflow_same_error(dt, zp, wdtype, big):
    w = torch.randn(8, 64, dtype=torch.float64)
    w[3, 5] = big
    w[3, 6] = -big
    w = w.to(wdtype)
    results = []
    for ctx in (contextlib.nullcontext(), host_path()):
        with ctx:
            try:
                results.append(("ok", quantize(w, dt, 32, zero_point=zp)))
            except ValueError as e:
                results.append(("error", str(e)))
    if results[0][0] == "ok":
        assert results[1][0] == "ok"
        assert_same(results[0][1], results[1][1])
    else:
        assert results[0] == results[1]
        assert "scales exceed the" in results[0][1]


def test_scale_overflow_reported():
    w = torch.full((2, 32), 60000.0, dtype=torch.float16)
    w[:, 0] = -60000.0
    for ctx in (contextlib.nullcontext(), host_path()):
        with ctx, pytest.raises(ValueError, match=r"scales exceed the float16 range \(max 65504.0\)"):
            quantize(w, "uint1", 32, zero_point=True)


def test_tiny_and_subnormal_scales():
    """Scales that are subnormal in float16 / bfloat16 or underflow to 0 (scale 1)."""
    for wdtype in WDTYPES:
        for mag in (1e-7, 3e-8, 1e-30, 1e-40, 1e-45):
            w = (torch.randn(8, 64, dtype=torch.float64) * mag).to(wdtype)
            for dt in ("int4", "uint4", "nf4", "float4_e2m1fn", "float8_e5m2"):
                check(w, dt, 32, False)
            check(w, "int4", 32, True)


def test_scale_rounds_through_float32():
    """The host rounds a float64 scale to float32 and then to float16 (two roundings):
    a scale just above a float16 tie must go to the even neighbour, not up."""
    tie = 1 + 2.0**-11  # halfway between the float16 values 1 and 1 + 2**-10
    m = 1 / (tie + 2.0**-30)  # 1.0 / m lands 2**-30 above the tie
    lut = lut_dtype("qt_double_round", [-m, 0.0, m])
    w = make_weight((8, 64), lut, torch.float16, 32, False)
    w = w.clamp(-1, 1)
    w[:, ::32] = 1.0  # every group's absmax
    scales = check(w, lut, 32, False)[1]
    assert (scales == 1.0).all()  # one rounding (float64 -> float16) would give 1 + 2**-10
    if torch.cuda.is_available():
        check_cuda(w, lut, 32, False)


# -- on the GPU ------------------------------------------------------------------------------
def check_cuda(w_cpu, dt, group, zero_point):
    got = quantize(w_cpu.cuda(), dt, group_size=group, zero_point=zero_point)
    assert all(t.device.type == "cuda" for t in got)
    with host_path():
        want = quantize(w_cpu, dt, group_size=group, zero_point=zero_point)
    assert_same(tuple(t.cpu() for t in got), want)


@pytest.mark.parametrize("wdtype", WDTYPES, ids=str)
@pytest.mark.parametrize("dt,zero_point", CASES, ids=lambda x: label(x) if not isinstance(x, bool) else f"zp{int(x)}")
@pytest.mark.gpu
@pytest.mark.skipif(not torch.cuda.is_available(), reason="needs a CUDA GPU")
def test_cuda_equals_host_path(dt, zero_point, wdtype):
    for shape, group in (((48, 256), 128), ((16, 192), -1), ((2, 5, 64), 16)):
        check_cuda(make_weight(shape, dt, wdtype, group, zero_point), dt, group, zero_point)


@pytest.mark.parametrize("dt", ["int4", "uint4", "nf4", "float8_e4m3fn"], ids=label)
@pytest.mark.gpu
@pytest.mark.skipif(not torch.cuda.is_available(), reason="needs a CUDA GPU")
def test_cuda_large_weight(dt):
    w = make_weight((4096, 4096), dt, torch.float16, 128, False)
    check_cuda(w, dt, 128, False)


@pytest.mark.gpu
@pytest.mark.skipif(not torch.cuda.is_available(), reason="needs a CUDA GPU")
def test_cuda_errors():
    w = torch.randn(16, 64, device="cuda")
    w[3, 7] = float("nan")
    with pytest.raises(ValueError, match="weight must be finite"):
        quantize(w, "int4", 32)
    w = torch.full((2, 32), 60000.0, dtype=torch.float16, device="cuda")
    w[:, 0] = -60000.0
    with pytest.raises(ValueError, match=r"scales exceed the float16 range"):
        quantize(w, "uint1", 32, zero_point=True)


# -- dequantize on the tensors' device ---------------------------------------------------------
@contextlib.contextmanager
def host_dequantize():
    """Force dequantize's host (numpy) path for torch tensors: the reference."""
    import tilelang.quant as Q

    with mock.patch.object(Q, "_on_device", lambda *a: False):
        yield


def check_dequantize(dt, zero_point, wdtype, device):
    from tilelang.quant import dequantize

    w = make_weight((24, 256), dt, wdtype, 64, zero_point)
    q = quantize(w, dt, group_size=64, zero_point=zero_point)
    z = q[2] if zero_point else None
    for out_dtype in (None, "float16", "bfloat16", "float32", "float64"):
        got = dequantize(q[0].to(device), dt, q[1].to(device), None if z is None else z.to(device), 64, out_dtype)
        assert got.device.type == device
        with host_dequantize():
            want = dequantize(q[0], dt, q[1], z, 64, out_dtype)
        assert_same((got.cpu(),), (want,))
    assert torch.isfinite(want).any() and bool((want != 0).any())


DEQUANT_CASES = [(dt, False) for dt in ["int4", "uint4", "int2", "int8", INT3, "nf4", "float4_e2m1fn",
                                        "float8_e4m3fn", FP6, LUT6]] + [(dt, True) for dt in ["uint4", "int4", UINT5]]


@pytest.mark.parametrize("wdtype", [torch.float16, torch.bfloat16, torch.float32], ids=str)
@pytest.mark.parametrize("dt,zero_point", DEQUANT_CASES,
                         ids=lambda x: label(x) if not isinstance(x, bool) else f"zp{int(x)}")
def test_dequantize_on_device_equals_host_path(dt, zero_point, wdtype):
    check_dequantize(dt, zero_point, wdtype, "cpu")


def test_dequantize_device_errors():
    from tilelang.quant import dequantize

    q, s = quantize(torch.randn(4, 64), "int4", group_size=32)
    with pytest.raises(ValueError, match=r"scales must have shape \(4, 2\)"):
        dequantize(q, "int4", s[:, :1], group_size=32)
    with pytest.raises(ValueError, match="zeros only apply to integer formats"):
        dequantize(q, "nf4", s, s, group_size=32)


@pytest.mark.parametrize("dt,zero_point", DEQUANT_CASES,
                         ids=lambda x: label(x) if not isinstance(x, bool) else f"zp{int(x)}")
@pytest.mark.gpu
@pytest.mark.skipif(not torch.cuda.is_available(), reason="needs a CUDA GPU")
def test_cuda_dequantize_equals_host_path(dt, zero_point):
    check_dequantize(dt, zero_point, torch.float16, "cuda")
