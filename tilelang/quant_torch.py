"""Group-wise quantization of a torch weight with torch ops on the weight's device.

``tilelang.quantize`` calls :func:`quantize_codes` for torch tensors on the CPU or a
CUDA GPU; numpy inputs keep the host path in ``tilelang.quant``.  The result is bit
for bit what the host path gives (the same codes, scales and zeros), because every
step is the same IEEE operation in the same precision:

* the weight is widened to the compute dtype (float64 for float64 weights, else
  float32), exactly as the host's ``astype`` does;
* group min / max are exact; scales are divided in float64 and rounded to the scale
  dtype through float32 (the host's ``FloatFormat.encode`` rounds float64 to float32
  first, then to float16 / bfloat16, round half to even both times);
* ``w / s`` is one correctly rounded division in the compute dtype (torch's float
  division is IEEE on CPU and CUDA; only a *CPU scalar* divisor is turned into a
  multiplication by its reciprocal on CUDA, so every divisor here is a device tensor);
* ``torch.round`` is round half to even like ``np.rint``;
* float and table formats map a value to a code by the format's own thresholds
  (``FloatFormat._thresholds`` / ``LUTFormat._sorted``, which carry the tie rule),
  with ``searchsorted(..., right=True)`` like the host's ``bucketize``.  For float32
  values each float64 threshold is replaced by the smallest float32 not below it,
  which leaves every comparison ``x >= t`` unchanged.

Errors (NaN / inf weights, scales beyond the scale dtype) are detected on the device
and raised once at the end with the host path's messages; a weight with both
problems reports the NaN first (the host reports whichever comes in an earlier block
of rows).

torch is imported inside the functions (``import tilelang`` stays free of it).
"""

from __future__ import annotations

from tilelang.lazy_import import lazy_module

np = lazy_module("numpy")

from .dtypes import DType

__all__ = ["dequantize_codes", "quantize_codes", "supports"]

# Rows per block: about this many elements, so the float64 temporaries of one block
# stay under ~1 GB (an 8B model's largest linear, 14336 x 4096, is one block).
_CHUNK_ELEMS = 1 << 26
_F32_MAX = 3.4028234663852886e38

# (dtype, torch compute dtype, device) -> (thresholds, codes or None) on the device
_TABLES: dict = {}


def supports(weight, dt: DType) -> bool:
    """True when :func:`quantize_codes` gives the host result for this weight and format
    (CPU or CUDA tensors with elements; formats whose scale divisor is not zero)."""
    if weight.device.type not in ("cpu", "cuda") or weight.numel() == 0:
        return False
    # A table of zeros (or only NaN and zeros) divides by max_abs = 0: the host's
    # NaN/inf handling there is left to the host.
    return dt.is_int or dt.max_abs > 0


def _ceil_float32(t: np.ndarray) -> np.ndarray:
    """The smallest float32 >= each float64 threshold (for float32 x: ``x >= t`` iff
    ``x >= ceil32(t)``)."""
    with np.errstate(over="ignore"):
        t32 = t.astype(np.float32)
    low = t32.astype(np.float64) < t
    t32[low] = np.nextafter(t32[low], np.float32(np.inf))
    return t32


def _tables(dt: DType, compute, device):
    """Device thresholds (and for a table format its code per bucket)."""
    import torch

    key = (dt, compute, str(device))
    hit = _TABLES.get(key)
    if hit is None:
        if dt.is_lut:
            thresholds, codes = dt._sorted()
            codes = torch.as_tensor(codes.astype(np.uint8), device=device)
        else:
            thresholds, codes = dt._thresholds(), None
        if compute == torch.float32:
            thresholds = _ceil_float32(thresholds)
        hit = (torch.as_tensor(np.ascontiguousarray(thresholds), device=device), codes)
        _TABLES[key] = hit
    return hit


def _value_codes(q, dt: DType, compute):
    """uint8 codes of the values ``q`` (compute dtype) for a float or table format,
    exactly ``dt.encode(q)``."""
    import torch

    if dt.is_float and q.dtype == torch.float64:
        # FloatFormat.encode rounds non-float32 input to float32 first (every <= 8-bit
        # float format's values are float32); clip so nothing becomes inf.
        q = q.clamp(-_F32_MAX, _F32_MAX).to(torch.float32)
        compute = torch.float32
    thresholds, codes = _tables(dt, compute, q.device)
    if dt.is_lut:
        return codes[torch.searchsorted(thresholds, q, right=True)]
    if dt.signed:
        neg = torch.signbit(q)
        mag = q.abs()
    else:
        mag = q.clamp(min=0)  # unsigned formats clamp negatives to code 0
    # q is finite (finite weight over a positive finite scale, at most a few times the
    # format's range), so no inf or NaN codes are needed here.
    code = torch.searchsorted(thresholds, mag, right=True, out_int32=True).to(torch.uint8)
    if dt.signed:
        code |= neg.to(torch.uint8) << (dt.bits - 1)
    return code


def quantize_codes(w2, dt: DType, group: int, zero_point: bool, zero: int, vmin: float, vmax: float,
                   sdt: DType):
    """Codes, scales and zeros of a 2-D torch weight ``(rows, K)``, as the host path
    computes them.

    Arguments:
        w2: floating-point tensor ``(rows, K)`` on the CPU or a CUDA GPU (any float dtype).
        dt: the target format (at most 8 bits, checked by the caller).
        group: the group size (divides K).
        zero_point, zero, vmin, vmax: as in ``tilelang.quantize`` (``zero`` the
            implicit zero point, ``vmin..vmax`` the quantized range around it).
        sdt: the scale dtype (float16, bfloat16 or float32).
    Returns: ``(codes, scales, zeros)``: uint8 codes ``(rows, K)`` masked to ``dt.bits``
        bits (two's complement for signed formats), scales ``(rows, K / group)`` in
        ``sdt``, zeros likewise or None.
    Raises: ValueError for a NaN or inf weight, or scales beyond ``sdt``'s range.
    """
    import torch

    device = w2.device
    w2 = w2.detach()
    compute = torch.float64 if w2.dtype == torch.float64 else torch.float32
    sdt_t = sdt.torch_dtype
    rows, k = w2.shape
    ng = k // group
    codes = torch.empty((rows, k), dtype=torch.uint8, device=device)
    scales = torch.empty((rows, ng), dtype=sdt_t, device=device)
    zeros = torch.empty((rows, ng), dtype=sdt_t, device=device) if zero_point else None
    finite = torch.ones((), dtype=torch.bool, device=device)
    too_big = torch.zeros((), dtype=torch.bool, device=device)
    # Device tensors, never Python scalars: CUDA turns a division by a CPU scalar
    # into a multiplication by its reciprocal, which is not correctly rounded.
    if zero_point:
        divisor = torch.tensor(vmax - vmin, dtype=torch.float64, device=device)
    else:
        divisor = torch.tensor(vmax if dt.is_int else dt.max_abs, dtype=torch.float64, device=device)
    mask = (1 << dt.bits) - 1
    step = max(1, _CHUNK_ELEMS // k)
    for r0 in range(0, rows, step):
        r1 = min(rows, r0 + step)
        wc = w2[r0:r1].to(compute).reshape(r1 - r0, ng, group)
        lo, hi = torch.aminmax(wc, dim=-1)
        finite &= torch.isfinite(lo).all() & torch.isfinite(hi).all()
        if zero_point:
            lo = lo.clamp(max=0).to(torch.float64)
            hi = hi.clamp(min=0).to(torch.float64)
            s64 = (hi - lo) / divisor
        else:
            s64 = torch.maximum(-lo, hi).to(torch.float64) / divisor
        too_big |= (s64.abs() > sdt.max_value).any()
        # float64 -> float32 -> scale dtype: the host's rounding, twice half-to-even.
        s = s64.to(torch.float32).to(sdt_t)
        s.masked_fill_(s == 0, 1.0)
        scales[r0:r1] = s
        q = wc / s.to(compute).unsqueeze(-1)
        if dt.is_int:
            q.round_()
            if zero_point:
                z = (vmin - lo / s.to(torch.float64)).round_().clamp_(vmin, vmax)
                # |z| <= 255 fits every scale dtype exactly: no range check needed.
                zeros[r0:r1] = z.to(sdt_t)
                q.add_(z.to(compute).unsqueeze(-1))
            q.clamp_(vmin, vmax)
            if zero + dt.offset:
                q.add_(zero + dt.offset)  # the raw value: in range, so the casts are exact
            if dt.signed:  # two's complement bytes; the mask drops the sign extension
                c = q.to(torch.int8).view(torch.uint8)
                if dt.bits < 8:
                    c &= mask
            else:
                c = q.to(torch.uint8)
        else:
            c = _value_codes(q, dt, compute)
        codes[r0:r1] = c.reshape(r1 - r0, k)
        del wc, q, c
    if not bool(finite):
        raise ValueError("quantize: weight must be finite; it contains NaN or inf")
    if bool(too_big):
        raise ValueError(
            f"quantize: scales exceed the {sdt.name} range (max {sdt.max_value}); "
            f"quantize a float32 weight to get float32 scales"
        )
    return codes, scales, zeros


def dequantize_codes(codes, dt: DType, scales, zeros, group: int, out_dtype):
    """``(decode(code) - z) * s`` of torch codes ``(rows, K)`` (``tilelang.unpack``'s
    convention) on their device, as ``tilelang.dequantize``'s host path computes it: the
    decode table's float64 values, the product in float64 (exact for the builtin
    formats), one conversion to ``out_dtype`` (a torch dtype) by the same torch cast.

    ``scales`` / ``zeros``: float tensors ``(rows, K / group)`` on the codes' device
    (zeros None: the implicit zero, passed as a number in ``zeros``'s place by the
    caller as a float)."""
    import torch

    device = codes.device
    rows, k = codes.shape
    ng = k // group
    key = (dt, "decode", str(device))
    table = _TABLES.get(key)
    if table is None:
        table = _TABLES[key] = torch.as_tensor(dt.decode_table(), dtype=torch.float64, device=device)
    s = scales.to(torch.float64).reshape(rows, ng, 1)
    z = zeros.to(torch.float64).reshape(rows, ng, 1) if isinstance(zeros, torch.Tensor) else float(zeros)
    out = torch.empty((rows, k), dtype=out_dtype, device=device)
    mask = (1 << dt.bits) - 1
    step = max(1, _CHUNK_ELEMS // max(k, 1))
    for r0 in range(0, rows, step):
        r1 = min(rows, r0 + step)
        v = table[codes[r0:r1].to(torch.int64) & mask].reshape(r1 - r0, ng, group)
        zz = z[r0:r1] if isinstance(z, torch.Tensor) else z
        out[r0:r1] = ((v - zz) * s[r0:r1]).reshape(r1 - r0, k).to(out_dtype)
    return out
