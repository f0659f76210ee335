"""Host-side helpers for low-bit data: pack / unpack codes, quantize / dequantize.

Packing contract (the kernels index the logical shape and read this storage):
sub-byte elements are packed little-endian along the last dimension.  A tensor of
logical shape ``(..., K)`` in a ``b``-bit dtype is stored as uint8 of shape
``(..., K * b / 8)``; element ``k`` of a row starts in byte ``k * b // 8`` at bit
``(k * b) % 8``.  Each row is a little-endian bit stream, so for b = 3, 5, 6, 7 an
element may straddle two bytes.

Code convention (see ``tilelang.dtypes``): signed integer formats use signed raw
values (int4: -8..7); every other format uses unsigned codes ``0 .. 2**b - 1``.

Every function takes numpy arrays or torch tensors; the result has the input's
kind, and torch results live on the input's device.  torch is only imported when a
torch tensor comes in.  ``pack`` / ``unpack`` and ``quantize`` of a torch tensor on the
CPU or a CUDA GPU run torch ops on its device (``quantize`` through
``tilelang.quant_torch``, bit for bit the numpy result); the rest runs in numpy on
the host (these are preparation helpers, not kernels).
"""

from __future__ import annotations

import math

from tilelang.lazy_import import lazy_module

np = lazy_module("numpy")

from . import quant_torch
from .dtypes import DType, get_dtype
from .dtypes.base import code_numpy_dtype, is_torch, to_numpy

__all__ = ["pack", "unpack", "quantize", "dequantize"]

# Rows are processed in blocks of about this many elements so that quantizing a
# large weight never holds more than a few float64 temporaries of this size.
_CHUNK_ELEMS = 1 << 22


# -- shared checks ---------------------------------------------------------------------
def _storage_dtype(dtype, func: str) -> DType:
    dt = get_dtype(dtype)
    if dt.bits > 8:
        raise ValueError(
            f"{func}: dtype must have at most 8 bits (sub-byte or byte formats are packed); "
            f"{dt.name} has {dt.bits} bits and is stored as is"
        )
    return dt


def _code_range(dt: DType) -> tuple[int, int]:
    """Valid codes for pack: signed raw values for signed ints, else 0..2**b-1."""
    if dt.is_int and dt.is_signed:
        return -(1 << (dt.bits - 1)), (1 << (dt.bits - 1)) - 1
    return 0, (1 << dt.bits) - 1


def _check_last_dim(k: int, bits: int, dt: DType, func: str, param: str) -> None:
    if (k * bits) % 8:
        multiple = 8 // math.gcd(bits, 8)
        raise ValueError(
            f"{func}: the last dimension of {param} ({k}) must be a multiple of {multiple} for "
            f"{dt.name} ({bits} bits per element), so that a row fills whole bytes"
        )


def _implicit_zero(dt: DType) -> int:
    """Zero point assumed for an unsigned offset-0 integer format without zeros:
    2**(b-1), the GPTQ "sym" convention (uint4 code 8 means 0)."""
    if dt.is_int and not dt.is_signed and dt.offset == 0:
        return 1 << (dt.bits - 1)
    return 0


def _group(group_size, k: int, func: str) -> int:
    if group_size is None:
        return k
    if isinstance(group_size, bool) or not isinstance(group_size, (int, np.integer)):
        raise TypeError(f"{func}: group_size must be an int, -1 or None, got {group_size!r}")
    if group_size == -1:
        return k
    if group_size <= 0 or k % group_size:
        raise ValueError(
            f"{func}: group_size must be a positive divisor of the last dimension ({k}), "
            f"or -1/None for one group per row; got {group_size}"
        )
    return int(group_size)


def _row_blocks(rows: int, k: int):
    step = max(1, _CHUNK_ELEMS // max(k, 1))
    for r0 in range(0, rows, step):
        yield r0, min(rows, r0 + step)


# -- pack / unpack -------------------------------------------------------------------------
def _pack_rows(u, bits: int, xp):
    """Pack uint8 codes (already masked to ``bits``) of shape (..., K) into bytes.
    ``xp`` is numpy or torch; only operations both share are used."""
    if bits == 8:
        return u | 0  # a copy: the result must not alias the caller's codes
    lead, k = tuple(u.shape[:-1]), u.shape[-1]
    nbytes = k * bits // 8
    if 8 % bits == 0:
        # Whole elements per byte: OR the shifted lanes together.
        per = 8 // bits
        lanes = u.reshape(*lead, nbytes, per)
        out = lanes[..., 0] | 0  # a fresh array / tensor
        for j in range(1, per):
            out |= lanes[..., j] << (j * bits)
        return out
    # General widths: expand to a little-endian bit stream and regroup by 8.
    if xp is np:
        stream = np.unpackbits(u[..., None], axis=-1, bitorder="little")[..., :bits]
        return np.packbits(stream.reshape(*lead, k * bits), axis=-1, bitorder="little")
    shifts = xp.arange(bits, dtype=xp.uint8, device=u.device)
    stream = ((u.unsqueeze(-1) >> shifts) & 1).reshape(*lead, nbytes, 8)
    weights = xp.arange(8, dtype=xp.uint8, device=u.device)
    return (stream << weights).sum(-1).to(xp.uint8)


def _unpack_rows(p, bits: int, xp):
    """Inverse of _pack_rows: uint8 bytes (..., n) -> uint8 codes (..., n * 8 / bits)."""
    if bits == 8:
        return p | 0  # a copy: the result must not alias the caller's storage
    lead, n = tuple(p.shape[:-1]), p.shape[-1]
    k = n * 8 // bits
    mask = (1 << bits) - 1
    if 8 % bits == 0:
        if xp is np:
            shifts = np.arange(0, 8, bits, dtype=np.uint8)
        else:
            shifts = xp.arange(0, 8, bits, dtype=xp.uint8, device=p.device)
        return ((p[..., None] >> shifts) & mask).reshape(*lead, k)
    if xp is np:
        stream = np.unpackbits(p, axis=-1, bitorder="little").reshape(*lead, k, bits)
        return np.packbits(stream, axis=-1, bitorder="little")[..., 0]
    shifts = xp.arange(8, dtype=xp.uint8, device=p.device)
    stream = ((p.unsqueeze(-1) >> shifts) & 1).reshape(*lead, k, bits)
    weights = xp.arange(bits, dtype=xp.uint8, device=p.device)
    return (stream << weights).sum(-1).to(xp.uint8)


def pack(codes, dtype):
    """Pack integer codes of a low-bit dtype into uint8 storage.

    Arguments:
        codes: integer array or tensor of logical shape ``(..., K)`` (at least 1-D).
            Signed integer formats take signed raw values (int4: -8..7); every other
            format takes unsigned codes ``0 .. 2**b - 1`` (as ``dtype.encode`` gives).
        dtype: a dtype of at most 8 bits (name, DType, ...).
    Returns: uint8 of shape ``(..., K * b / 8)``, numpy or torch (on the input's
        device) like ``codes``.
    Raises: ValueError for codes out of range, or K * b not a multiple of 8;
        TypeError for non-integer codes.

    Example::

        >>> pack(np.array([1, 2, -1, 7]), "int4")
        array([ 33, 127], dtype=uint8)
    """
    dt = _storage_dtype(dtype, "pack")
    bits, lo, hi = dt.bits, *_code_range(dt)
    if is_torch(codes):
        import torch as xp

        if not isinstance(codes, xp.Tensor):
            raise TypeError(f"pack: codes must be an array or tensor, got {type(codes).__name__}")
        if codes.dtype == xp.bool:
            codes = codes.to(xp.uint8)
        if codes.dtype.is_floating_point or codes.dtype.is_complex:
            raise TypeError(f"pack: codes must be integers, got a tensor of {codes.dtype}")
    else:
        xp = np
        codes = np.asarray(codes)
        if codes.dtype == np.bool_:
            codes = codes.astype(np.uint8)
        if codes.dtype.kind not in "iu":
            raise TypeError(f"pack: codes must be integers, got an array of {codes.dtype}")
    if codes.ndim == 0:
        raise ValueError("pack: codes must have at least one dimension (the packed last dimension)")
    _check_last_dim(codes.shape[-1], bits, dt, "pack", "codes")
    if (codes.size if xp is np else codes.numel()) > 0:
        cmin, cmax = int(codes.min()), int(codes.max())
        if cmin < lo or cmax > hi:
            raise ValueError(
                f"pack: codes for {dt.name} must lie in [{lo}, {hi}]; got values in [{cmin}, {cmax}]"
            )
    # Integer -> uint8 conversion wraps modulo 256 (two's complement), which is
    # exactly the bit pattern wanted; the mask then drops the sign extension.
    u = codes.astype(np.uint8) if xp is np else codes.to(xp.uint8)
    if bits < 8:
        u = u & ((1 << bits) - 1)
    return _pack_rows(u, bits, xp)


def _unpack_shape(shape, packed_shape, bits, dt, func):
    """Validate a requested logical shape against the packed storage."""
    nbytes = math.prod(packed_shape)
    if shape is None:
        n = packed_shape[-1]
        if (n * 8) % bits:
            raise ValueError(
                f"{func}: the last dimension of packed ({n} bytes = {n * 8} bits) is not a whole "
                f"number of {bits}-bit {dt.name} elements; pass shape="
            )
        return (*packed_shape[:-1], n * 8 // bits)
    try:
        shape = tuple(int(s) for s in shape)
    except TypeError:
        raise TypeError(f"{func}: shape must be a sequence of ints, got {shape!r}") from None
    if not shape or any(s < 0 for s in shape):
        raise ValueError(f"{func}: shape must be a non-empty tuple of non-negative ints, got {shape}")
    if (shape[-1] * bits) % 8 or math.prod(shape) * bits != nbytes * 8:
        raise ValueError(
            f"{func}: shape {shape} does not fit packed storage of shape {tuple(packed_shape)} for "
            f"{dt.name}: need prod(shape) * {bits} == {nbytes} * 8 and shape[-1] * {bits} "
            f"a multiple of 8 (e.g. {(*packed_shape[:-1], packed_shape[-1] * 8 // bits)})"
        )
    return shape


def unpack(packed, dtype, shape=None):
    """Unpack uint8 storage into integer codes (the inverse of :func:`pack`).

    Arguments:
        packed: uint8 (or int8, read as raw bytes) array or tensor ``(..., n)``.
        dtype: a dtype of at most 8 bits.
        shape: logical shape; default ``(..., n * 8 / b)``.  Any shape with the same
            number of bits whose last dimension fills whole bytes is accepted (rows
            are contiguous bit streams, so storage can be regrouped).
    Returns: codes in the pack convention: int8 for signed integer formats and for
        formats of fewer than 8 bits, int16 for unsigned 8-bit codes (0..255);
        numpy or torch like ``packed``.

    Example::

        >>> unpack(np.array([0x21, 0x7F], dtype=np.uint8), "int4")
        array([ 1,  2, -1,  7], dtype=int8)
    """
    dt = _storage_dtype(dtype, "unpack")
    bits = dt.bits
    signed = dt.is_int and dt.is_signed
    out_np = code_numpy_dtype(bits, signed)
    if is_torch(packed):
        import torch as xp

        if not isinstance(packed, xp.Tensor):
            raise TypeError(f"unpack: packed must be an array or tensor, got {type(packed).__name__}")
        if packed.dtype not in (xp.uint8, xp.int8):
            raise TypeError(f"unpack: packed must be uint8 (or int8) storage, got {packed.dtype}")
        p = packed.view(xp.uint8) if packed.dtype == xp.int8 else packed
        out_t = getattr(xp, out_np.name)
    else:
        xp = np
        p = np.asarray(packed)
        if p.dtype not in (np.uint8, np.int8):
            raise TypeError(f"unpack: packed must be uint8 (or int8) storage, got {p.dtype}")
        p = p.view(np.uint8)
    if p.ndim == 0:
        raise ValueError("unpack: packed must have at least one dimension")
    shape = _unpack_shape(shape, tuple(p.shape), bits, dt, "unpack")
    if math.prod(shape) == 0:
        return np.zeros(shape, out_np) if xp is np else xp.zeros(shape, dtype=out_t, device=p.device)
    u = _unpack_rows(p.reshape(-1, shape[-1] * bits // 8), bits, xp)
    if signed and bits == 8:
        v = u.view(np.int8) if xp is np else u.view(xp.int8)
    elif signed:
        half = 1 << (bits - 1)
        # Sign-extend: flipping the sign bit then subtracting it maps 2**(b-1).. to negatives.
        v = (u ^ half).astype(np.int8) - np.int8(half) if xp is np else (u ^ half).to(xp.int8) - half
    else:
        v = u.astype(out_np) if xp is np else u.to(out_t)
    return v.reshape(shape)


# -- quantize / dequantize --------------------------------------------------------------------------
def _quant_dtype(dtype, func: str) -> DType:
    dt = _storage_dtype(dtype, func)
    if dt.is_bool:
        raise ValueError(f"{func}: cannot quantize to bool")
    return dt


def _weight_and_scale_kind(weight):
    """(float array or tensor, scale DType, torch-info or None) for a float weight;
    a torch weight stays a tensor (the caller picks the torch or the host path)."""
    if is_torch(weight):
        import torch

        if not isinstance(weight, torch.Tensor) or not weight.dtype.is_floating_point:
            got = getattr(weight, "dtype", type(weight).__name__)
            raise TypeError(f"quantize: weight must be a floating-point tensor, got {got}")
        keep = (torch.float16, torch.bfloat16, torch.float32)
        sdt = weight.dtype if weight.dtype in keep else torch.float32
        return weight, get_dtype(sdt), (torch, weight.device)
    w = np.asarray(weight)
    if w.dtype.kind != "f":
        raise TypeError(f"quantize: weight must be a floating-point array, got {w.dtype}")
    sdt = w.dtype if w.dtype in (np.float16, np.float32) else np.dtype(np.float32)
    return w, get_dtype(sdt), None


def _round_to(values: np.ndarray, sdt: DType, what: str) -> np.ndarray:
    """Round float64 values to the scale dtype (kept as float64 numbers)."""
    if np.any(np.abs(values) > sdt.max_value):
        raise ValueError(
            f"quantize: {what} exceed the {sdt.name} range (max {sdt.max_value}); "
            f"quantize a float32 weight to get float32 {what}"
        )
    return sdt.decode(sdt.encode(values))


def _wrap(arr: np.ndarray, kind, sdt: DType):
    """Host array -> the caller's container: numpy of sdt, or torch on the device."""
    if kind is None:
        return arr.astype(sdt.numpy_dtype)
    torch, device = kind
    return torch.from_numpy(np.ascontiguousarray(arr)).to(dtype=sdt.torch_dtype, device=device)


def quantize(weight, dtype, group_size=128, zero_point=False):
    """Quantize a float weight group-wise (round to nearest) and pack the codes.

    Groups are ``group_size`` consecutive elements of the last dimension; each has
    a scale ``s`` (and with ``zero_point`` a zero ``z``), and ``w ~= (v - z) * s``
    where ``v = dtype.decode(code)``.

    * Integer formats, symmetric (default): ``s = absmax / max_positive_value``,
      ``v = clamp(round(w / s))``.  An unsigned integer format with offset 0
      (uint4, uint2, uint8, ...) uses the implicit zero point ``2**(b-1)`` (GPTQ
      "sym"): the stored code is ``round(w / s) + 2**(b-1)``, so uint4 covers
      -8..7 around code 8, and :func:`dequantize` subtracts it again.
    * Integer formats, ``zero_point=True``: asymmetric min/max over a range that
      always includes 0 (so 0 is exact): ``s = (max - min) / (max_v - min_v)``,
      integer-valued float zeros ``z = round(min_v - min / s)``.
    * Float and LUT formats: ``s = absmax / max|value|``, ``code = dtype.encode(w / s)``
      (nearest value, the format's tie rule); ``zero_point=True`` is a ValueError.

    Scales are rounded to their storage dtype first and the codes are computed
    with the rounded scales, so dequantizing reproduces the codes' values exactly.
    An all-zero group (or a scale that underflows to 0) gets scale 1.

    A torch weight on the CPU or a CUDA GPU is quantized with torch ops on its device
    (no host copy; an 8B model's linears take seconds on a GPU) and gives the same
    bytes, scales and zeros as the numpy path, bit for bit.

    Arguments:
        weight: float array or tensor ``(..., K)``.
        dtype: target format of at most 8 bits (not bool).
        group_size: a divisor of K; -1 or None for one group per row.
        zero_point: asymmetric quantization with zeros (integer formats only).
    Returns: ``(packed, scales)`` or ``(packed, scales, zeros)``: packed uint8
        ``(..., K * b / 8)``; scales/zeros ``(..., K / group_size)`` in the weight's
        dtype when it is float16/bfloat16/float32, else float32.

    Example::

        >>> w = np.random.randn(4, 256).astype(np.float16)
        >>> packed, scales = quantize(w, "int4", group_size=128)
        >>> packed.shape, scales.shape, scales.dtype
        ((4, 128), (4, 2), dtype('float16'))
    """
    dt = _quant_dtype(dtype, "quantize")
    if not isinstance(zero_point, (bool, np.bool_)):
        raise TypeError(f"quantize: zero_point must be a bool, got {zero_point!r}")
    if zero_point and not dt.is_int:
        raise ValueError(
            f"quantize: zero_point=True needs an integer format; {dt.name} is "
            f"{'a lookup table' if dt.is_lut else 'a float format'} (symmetric scales only)"
        )
    w, sdt, kind = _weight_and_scale_kind(weight)
    if w.ndim == 0:
        raise ValueError("quantize: weight must have at least one dimension")
    k = w.shape[-1]
    g = _group(group_size, k, "quantize")
    _check_last_dim(k, dt.bits, dt, "quantize", "weight")
    zero = _implicit_zero(dt) if not zero_point else 0
    vmin, vmax = dt.min_value - zero, dt.max_value - zero
    if dt.is_int and not zero_point and vmax <= 0:
        raise ValueError(
            f"quantize: {dt.name} has no positive value (range {vmin}..{vmax}) for symmetric "
            f"quantization; use zero_point=True"
        )
    rows, ng = math.prod(w.shape[:-1]), k // g
    lead = tuple(w.shape[:-1])
    if kind is not None and quant_torch.supports(w, dt):
        # torch ops on the weight's device, bit for bit the host result (quant_torch.py).
        codes, scales, zeros = quant_torch.quantize_codes(
            w.reshape(rows, k), dt, g, bool(zero_point), zero, vmin, vmax, sdt)
        out = [_pack_rows(codes, dt.bits, kind[0]).reshape(*lead, k * dt.bits // 8),
               scales.reshape(*lead, ng)]
        if zero_point:
            out.append(zeros.reshape(*lead, ng))
        return tuple(out)
    if kind is not None:
        w = to_numpy(w, "weight", "quantize")
    compute = np.float64 if w.dtype == np.float64 else np.float32
    w2 = w.reshape(rows, ng, g)
    codes = np.empty((rows, k), dtype=dt.code_dtype)
    scales = np.empty((rows, ng))
    zeros = np.empty((rows, ng)) if zero_point else None
    for r0, r1 in _row_blocks(rows, k):
        wb = w2[r0:r1].astype(compute)
        if not np.isfinite(wb).all():
            raise ValueError("quantize: weight must be finite; it contains NaN or inf")
        if zero_point:
            lo = np.minimum(wb.min(-1), 0).astype(np.float64)
            hi = np.maximum(wb.max(-1), 0).astype(np.float64)
            s = _round_to((hi - lo) / (vmax - vmin), sdt, "scales")
            s[s == 0] = 1.0
            z = _round_to(np.clip(np.rint(vmin - lo / s), vmin, vmax), sdt, "zeros")
            v = np.clip(np.rint(wb / s[..., None].astype(compute)) + z[..., None], vmin, vmax)
            zeros[r0:r1] = z
        else:
            absmax = np.abs(wb).max(-1).astype(np.float64)
            s = _round_to(absmax / (vmax if dt.is_int else dt.max_abs), sdt, "scales")
            s[s == 0] = 1.0
            v = wb / s[..., None].astype(compute)
            if dt.is_int:
                v = np.clip(np.rint(v), vmin, vmax) + zero
        codes[r0:r1] = dt.encode(v).reshape(r1 - r0, k)
        scales[r0:r1] = s
    packed = pack(codes.reshape(*lead, k), dt)
    out = [packed if kind is None else kind[0].from_numpy(packed).to(kind[1]),
           _wrap(scales.reshape(*lead, ng), kind, sdt)]
    if zero_point:
        out.append(_wrap(zeros.reshape(*lead, ng), kind, sdt))
    return tuple(out)


def _out_kind(out_dtype, scales, torch_out: bool):
    """Resolve the output element type: a numpy dtype or a torch dtype."""
    if out_dtype is None:
        if is_torch(scales):
            dt = get_dtype(scales.dtype)
        else:
            dt = get_dtype(np.asarray(scales).dtype)
    else:
        dt = get_dtype(out_dtype)
    if not dt.is_float:
        raise ValueError(f"dequantize: out_dtype must be a float dtype, got {dt.name}")
    target = dt.torch_dtype if torch_out else dt.numpy_dtype
    if target is None:
        raise ValueError(
            f"dequantize: {dt.name} has no {'torch' if torch_out else 'numpy'} dtype to return; "
            f"choose float16, float32 or float64 as out_dtype"
        )
    return target


def _param_host(x, name: str, want: tuple, dt: DType) -> np.ndarray:
    arr = to_numpy(x, name, "dequantize")
    if arr.dtype.kind not in "fiu":
        raise TypeError(f"dequantize: {name} must be numeric, got {arr.dtype}")
    _check_param_shape(name, tuple(arr.shape), want, dt)
    return arr.astype(np.float64)


def _check_param_shape(name: str, got: tuple, want: tuple, dt: DType) -> None:
    if got != want:
        raise ValueError(
            f"dequantize: {name} must have shape {want} (the codes' leading dims and K / group_size "
            f"groups for {dt.name}); got {got}"
        )


def _on_device(packed, scales, zeros) -> bool:
    """Whether a torch dequantize can stay on the codes' device: packed, scales and zeros
    are torch tensors there (CPU or CUDA) with float scales / zeros."""
    import torch

    if not isinstance(packed, torch.Tensor) or packed.device.type not in ("cpu", "cuda"):
        return False
    params = (scales,) if zeros is None else (scales, zeros)
    return all(isinstance(x, torch.Tensor) and x.device == packed.device and x.dtype.is_floating_point
               for x in params)


def _dequantize_device(packed, dt: DType, scales, zeros, group_size, out_dtype):
    """dequantize with torch ops on the tensors' device (quant_torch.dequantize_codes):
    the host path's values and checks, no copy to the host."""
    codes = unpack(packed, dt)
    k = codes.shape[-1]
    g = _group(group_size, k, "dequantize")
    lead, ng = tuple(codes.shape[:-1]), k // g
    target = _out_kind(out_dtype, scales, True)
    for name, x in (("scales", scales), ("zeros", zeros)):
        if x is not None:
            _check_param_shape(name, tuple(x.shape), (*lead, ng), dt)
    if zeros is not None and not dt.is_int:
        raise ValueError(f"dequantize: zeros only apply to integer formats, not {dt.name}")
    rows = math.prod(lead)
    z = zeros.reshape(rows, ng) if zeros is not None else float(_implicit_zero(dt))
    out = quant_torch.dequantize_codes(codes.reshape(rows, k), dt, scales.reshape(rows, ng), z, g, target)
    return out.reshape(*lead, k)


def dequantize(packed, dtype, scales, zeros=None, group_size=128, out_dtype=None):
    """Reconstruct float values from packed codes: ``(decode(code) - z) * s`` per group.

    Arguments:
        packed: uint8 storage ``(..., K * b / 8)`` as :func:`quantize` returns.
        dtype: the codes' format.
        scales: ``(..., K / group_size)`` scales.
        zeros: optional zeros of the same shape (integer formats only).  Without them
            an unsigned offset-0 integer format uses the implicit zero ``2**(b-1)``
            (see :func:`quantize`); other formats use 0.
        group_size: as given to quantize (-1 or None: one group per row).
        out_dtype: result dtype (float16/bfloat16/float32/float64 spelled any way
            get_dtype accepts); default the scales' dtype.
    Returns: float array or tensor of shape ``(..., K)``, numpy or torch like
        ``packed`` (torch on packed's device).  Computed in float64 (exact for the
        builtin formats), then converted to out_dtype.

    Example::

        >>> packed, scales = quantize(w, "nf4", group_size=64)
        >>> w_hat = dequantize(packed, "nf4", scales, group_size=64)
    """
    dt = _quant_dtype(dtype, "dequantize")
    torch_out = is_torch(packed)
    if torch_out and _on_device(packed, scales, zeros):
        return _dequantize_device(packed, dt, scales, zeros, group_size, out_dtype)
    codes = unpack(to_numpy(packed, "packed", "dequantize") if torch_out else packed, dt)
    k = codes.shape[-1]
    g = _group(group_size, k, "dequantize")
    lead, ng = tuple(codes.shape[:-1]), k // g
    target = _out_kind(out_dtype, scales, torch_out)
    s = _param_host(scales, "scales", (*lead, ng), dt)
    if zeros is not None:
        if not dt.is_int:
            raise ValueError(f"dequantize: zeros only apply to integer formats, not {dt.name}")
        z = _param_host(zeros, "zeros", (*lead, ng), dt)
    else:
        z = np.full((*lead, ng), float(_implicit_zero(dt)))
    rows = math.prod(lead)
    c2, s2, z2 = codes.reshape(rows, ng, g), s.reshape(rows, ng, 1), z.reshape(rows, ng, 1)
    if torch_out:
        import torch

        out = torch.empty((rows, k), dtype=target)
    else:
        out = np.empty((rows, k), dtype=target)
    for r0, r1 in _row_blocks(rows, k):
        # float64 keeps (v - z) * s exact for every builtin format (<= 24-bit
        # values times <= 24-bit scales), so only the final conversion rounds.
        block = ((dt.decode(c2[r0:r1]) - z2[r0:r1]) * s2[r0:r1]).reshape(r1 - r0, k)
        out[r0:r1] = torch.from_numpy(block).to(target) if torch_out else block
    out = out.reshape(*lead, k)
    return out.to(packed.device) if torch_out else out
