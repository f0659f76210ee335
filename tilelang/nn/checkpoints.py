"""Exact conversion of GPTQ and AWQ checkpoint layers into :class:`QuantLinear`.

Both map to unsigned codes with explicit zeros (``uint{bits}``, ``gptq_uint3`` for 3 bits;
zeros in the scales' dtype): ``w = s * (q - z')``, which ``tilelang.dequantize`` and the kernels compute with
one rounding, so a converted layer's weight equals the checkpoint's own dequantization
bit for bit (z' is a small integer: exact in float16 / bfloat16 / float32).

* GPTQ (AutoGPTQ / GPTQModel): ``qweight`` int32 (K * bits / 32, N) -- each column a
  little-endian bit stream of codes along k, consecutive k low bits first (3-bit codes
  straddle the int32 words: 32 codes in 3 words); ``qzeros`` int32 (K / G, N * bits / 32),
  packed along N the same way; ``scales`` (K / G, N); ``g_idx`` (K,) the group of each
  input channel.  ``format="gptq"`` (v1) stores z - 1: ``w = s * (q - (z + 1))``;
  ``"gptq_v2"`` stores z: ``w = s * (q - z)``.  Since the words are little-endian, the
  bytes of a column are exactly ``tilelang.pack``'s storage of its codes.
* AWQ (AutoAWQ GEMM): ``qweight`` int32 (K, N / 8), each int32 holding 8 output channels in
  the order 0, 2, 4, 6, 1, 3, 5, 7 from the low bits up; ``qzeros`` (K / G, N / 8) the same;
  ``scales`` (K / G, N); ``w = s * (q - z)``.

Act-order (``g_idx`` other than ``k // group_size``): every group must have ``group_size``
members; the weight's columns are sorted by group (stably) and the layer keeps the order
in ``perm``, by which it gathers the activations.
"""

from __future__ import annotations

import sys

import torch

from tilelang.dtypes import int_dtype
from tilelang.quant import pack, unpack

from .quant_linear import resolve_group, weight_format

__all__ = ["from_gptq", "from_awq"]

# 3-bit GPTQ codes: plain unsigned 3-bit integers, under a name of this module's own (3-bit
# formats have no builtin name, and defining "uint3" here would give every user of the
# registry one)
_UINT3 = int_dtype("gptq_uint3", 3, signed=False)

# slot i (bits 4i .. 4i + 3) of an AWQ word holds channel _AWQ_ORDER[i] of its 8
_AWQ_ORDER = (0, 2, 4, 6, 1, 3, 5, 7)


def _int32(func, name, x, shape=None):
    if not isinstance(x, torch.Tensor) or x.dtype != torch.int32 or x.dim() != 2:
        raise ValueError(f"{func}: {name} must be a 2-D int32 tensor, got "
                         f"{tuple(x.shape) if isinstance(x, torch.Tensor) else type(x).__name__} "
                         f"{getattr(x, 'dtype', '')}")
    if shape is not None and tuple(x.shape) != shape:
        raise ValueError(f"{func}: {name} must have shape {shape}, got {tuple(x.shape)}")
    return x


def _scales(func, scales, shape, device):
    if not isinstance(scales, torch.Tensor) or scales.dtype not in (torch.float16, torch.bfloat16, torch.float32):
        raise ValueError(f"{func}: scales must be a float16, bfloat16 or float32 tensor, got "
                         f"{getattr(scales, 'dtype', type(scales).__name__)}")
    if tuple(scales.shape) != shape:
        raise ValueError(f"{func}: scales must have shape {shape} (K / group_size, N), got {tuple(scales.shape)}")
    if scales.device != device:
        raise ValueError(f"{func}: scales are on {scales.device} but qweight is on {device}")


def _same_device(func, device, **tensors):
    for name, x in tensors.items():
        if x is not None and x.device != device:
            raise ValueError(f"{func}: {name} is on {x.device} but qweight is on {device}")


def _bias(func, bias, n, device):
    if bias is None:
        return None
    if not isinstance(bias, torch.Tensor) or not bias.dtype.is_floating_point or tuple(bias.shape) != (n,):
        raise ValueError(f"{func}: bias must be a float tensor of shape ({n},), got "
                         f"{tuple(getattr(bias, 'shape', ())) or type(bias).__name__}")
    _same_device(func, device, bias=bias)
    return bias


def _bytes(words):
    """int32 (R, C) -> uint8 (R, 4 C): each row's words as a little-endian byte stream."""
    if sys.byteorder != "little":  # (the view below reads the words in memory order)
        raise RuntimeError("tilelang.nn.checkpoints: unpacking int32 words needs a little-endian host")
    return words.contiguous().view(torch.uint8)


def _act_dtype(scales):
    return scales.dtype if scales.dtype in (torch.float16, torch.bfloat16) else torch.float16


def _group_order(func, g_idx, k, groups, group_size, device):
    """The permutation sorting K by group, or None when ``g_idx`` is the plain k // G."""
    if g_idx is None:
        return None
    if not isinstance(g_idx, torch.Tensor) or g_idx.dtype.is_floating_point or g_idx.dtype == torch.bool \
            or tuple(g_idx.shape) != (k,):
        raise ValueError(f"{func}: g_idx must be an integer tensor of shape ({k},), got "
                         f"{tuple(getattr(g_idx, 'shape', ())) or type(g_idx).__name__} {getattr(g_idx, 'dtype', '')}")
    _same_device(func, device, g_idx=g_idx)
    g = g_idx.to(torch.int64)
    if int(g.min()) < 0 or int(g.max()) >= groups:
        raise ValueError(f"{func}: g_idx values must lie in [0, {groups}) (the scales' groups), got "
                         f"[{int(g.min())}, {int(g.max())}]")
    if torch.equal(g, torch.arange(k, device=g.device) // group_size):
        return None
    counts = torch.bincount(g, minlength=groups)
    if not bool((counts == group_size).all()):
        raise ValueError(f"{func}: every group of g_idx must have group_size = {group_size} members (GPTQ's do); "
                         f"the counts range over [{int(counts.min())}, {int(counts.max())}]")
    return torch.argsort(g, stable=True)


def from_gptq(cls, qweight, qzeros, scales, g_idx=None, bits=4, group_size=128, bias=None, format="gptq"):
    """A :class:`QuantLinear` (``cls``) holding a GPTQ layer exactly (see the module's docstring)."""
    func = "QuantLinear.from_gptq"
    if format not in ("gptq", "gptq_v2"):
        raise ValueError(f"{func}: format must be 'gptq' (zeros stored minus 1) or 'gptq_v2', got {format!r}")
    if bits not in (2, 3, 4, 8) or isinstance(bits, bool):
        raise ValueError(f"{func}: bits must be 2, 3, 4 or 8, got {bits!r}")
    _int32(func, "qweight", qweight)
    rows, n = qweight.shape
    if (rows * 32) % bits:
        raise ValueError(f"{func}: qweight has {rows} rows: {rows} * 32 bits is not a whole number of {bits}-bit codes")
    k = rows * 32 // bits
    g = resolve_group(group_size, k, func, f"K (qweight.shape[0] * 32 / {bits})")
    groups = k // g
    if (n * bits) % 32:
        raise ValueError(f"{func}: N = {n} (qweight.shape[1]) times {bits} bits must fill whole int32 words of qzeros")
    _int32(func, "qzeros", qzeros, (groups, n * bits // 32))
    _scales(func, scales, (groups, n), qweight.device)
    _same_device(func, qweight.device, qzeros=qzeros)
    bias = _bias(func, bias, n, qweight.device)
    fmt = _UINT3 if bits == 3 else weight_format(f"uint{bits}", func)
    perm = _group_order(func, g_idx, k, groups, g, qweight.device)
    packed = _bytes(qweight.t())  # (N, K * bits / 8): the codes of each column along k
    if perm is not None:
        packed = pack(unpack(packed, fmt)[:, perm], fmt)
    zeros = unpack(_bytes(qzeros), fmt).to(scales.dtype)  # (K / G, N)
    if format == "gptq":
        zeros = zeros + 1  # (exact: at most 2^bits)
    m = cls(k, n, bias=bias is not None, dtype=fmt, group_size=g, act_dtype=_act_dtype(scales),
            device=qweight.device, zero_point=True, scale_dtype=scales.dtype)
    m.set_quantized(packed, scales.t(), zeros.t(), perm)
    if bias is not None:
        m.bias.data = bias.detach().to(m.act_dtype).clone()
    return m


def _awq_codes(words):
    """int32 (R, C) AWQ words -> uint8 codes (R, 8 C) in channel order."""
    shifts = torch.arange(0, 32, 4, dtype=torch.int32, device=words.device)
    slots = (words.unsqueeze(-1) >> shifts) & 15  # (R, C, 8): slot i of each word
    where = [_AWQ_ORDER.index(c) for c in range(8)]  # the slot holding channel c
    return slots[..., where].reshape(words.shape[0], -1).to(torch.uint8)


def from_awq(cls, qweight, qzeros, scales, group_size=128, bias=None):
    """A :class:`QuantLinear` (``cls``) holding an AutoAWQ GEMM layer exactly (see the
    module's docstring)."""
    func = "QuantLinear.from_awq"
    _int32(func, "qweight", qweight)
    k, n = qweight.shape[0], qweight.shape[1] * 8
    g = resolve_group(group_size, k, func, "K (qweight.shape[0])")
    groups = k // g
    _int32(func, "qzeros", qzeros, (groups, n // 8))
    _scales(func, scales, (groups, n), qweight.device)
    _same_device(func, qweight.device, qzeros=qzeros)
    bias = _bias(func, bias, n, qweight.device)
    packed = pack(_awq_codes(qweight).t(), "uint4")  # (N, K / 2)
    zeros = _awq_codes(qzeros).to(scales.dtype)
    m = cls(k, n, bias=bias is not None, dtype="uint4", group_size=g, act_dtype=_act_dtype(scales),
            device=qweight.device, zero_point=True, scale_dtype=scales.dtype)
    m.set_quantized(packed, scales.t(), zeros.t())
    if bias is not None:
        m.bias.data = bias.detach().to(m.act_dtype).clone()
    return m
