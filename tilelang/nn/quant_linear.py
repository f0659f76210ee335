"""``QuantLinear``: ``nn.Linear`` with a low-bit weight, run by ``tilelang.ops.lowbit_matmul``.

Storage (registered buffers, so ``.to()``, ``state_dict()`` and ``torch.save`` carry them):

* ``qweight`` uint8: the codes in ``tilelang.ops.prepare``'s layout when the format has one
  (a word decode, and K a whole number of its blocks) -- then a 3, 5, 6, 7 or 8-bit format
  keeps its other bit planes in ``qweight_plane1``, ``qweight_plane2`` --, else the raw
  ``tilelang.quantize`` packing (N, K * b / 8);
* ``scales`` (K / G, N) and, for integer formats with explicit zeros, ``zeros`` (K / G, N),
  in the scales' dtype (transposed, as the kernels read them);
* ``perm`` (K,) int64, only for an act-order GPTQ checkpoint: the weight's columns are
  sorted by group and the activations are taken in the same order -- by the M = 1 gemv
  itself (``PreparedWeight.perm``), else gathered before the kernel;
* ``bias`` (N,) a frozen parameter, as ``nn.Linear`` names it.

The weight is ``w[n, k] = (decode(code) - z) * s`` exactly as ``tilelang.dequantize``
defines it (an unsigned integer format without zeros uses the implicit zero 2^(b-1)).
"""

from __future__ import annotations

import torch
from torch import nn

from tilelang.dtypes import get_dtype
from tilelang.lowering.word_decode import stored_planes
from tilelang.ops import PreparedWeight, lowbit_matmul, prepare
from tilelang.ops.lowbit_kernels import word_format
from tilelang.ops.lowbit_matmul import block_permutation
from tilelang.quant import dequantize, pack, quantize, unpack

__all__ = ["QuantLinear"]

_ACTS = (torch.float16, torch.bfloat16)
_SCALES = (torch.float16, torch.bfloat16, torch.float32)


def weight_format(dtype, func="QuantLinear"):
    """The DType of a weight format (a name, a DType, ``T.int_dtype(...)`` ...) of at most 8 bits."""
    try:
        fmt = get_dtype(dtype)
    except (TypeError, ValueError) as e:
        raise ValueError(f"{func}: dtype: {e}") from None
    if fmt.bits > 8 or fmt.is_bool:
        raise ValueError(f"{func}: dtype must be a weight format of at most 8 bits (int4, uint4, int2, nf4, "
                         f"float4_e2m1fn, int8, ...), got {fmt.name}")
    return fmt


def resolve_group(group_size, k: int, func="QuantLinear", param="in_features") -> int:
    """The group size the kernels take for K = ``k`` (-1 / None: one group per row), or a
    ValueError naming what does not fit."""
    if k <= 0 or k % 32:
        raise ValueError(f"{func}: {param} (K = {k}) must be a positive multiple of 32 (the kernels' k step)")
    if group_size in (-1, None):
        return k
    if isinstance(group_size, bool) or not isinstance(group_size, int) or group_size <= 0 or k % group_size \
            or (group_size % 32 and group_size != k):
        raise ValueError(f"{func}: group_size must be a multiple of 32 dividing K = {k} (or -1/None for one group "
                         f"per row), got {group_size!r}")
    return group_size


def prepared_block(fmt, k: int):
    """Columns per block of ``prepare``'s layout for this format, or None where the weight
    stays raw (no word decode, or K not a whole number of blocks): prepare's own rule."""
    codes = word_format(fmt.name, "float16") or word_format(fmt.name, "bfloat16")
    if codes is None or k % (4 * codes):
        return None
    return 4 * codes


def _torch_dtype(x, func, param):
    if isinstance(x, torch.dtype):
        return x
    try:
        t = get_dtype(x).torch_dtype
    except (TypeError, ValueError) as e:
        raise ValueError(f"{func}: {param}: {e}") from None
    if t is None:
        raise ValueError(f"{func}: {param} must be a torch float dtype, got {x!r}")
    return t


class QuantLinear(nn.Module):
    """``y = x @ W.T + b`` with W quantized group-wise in a low-bit format (inference only).

    Arguments:
        in_features, out_features: K and N, as ``nn.Linear``; K a multiple of 32.
        bias: whether there is a bias (N,).
        dtype: the weight format: any format ``tilelang.ops.lowbit_matmul`` runs (int4, uint4,
            int2, uint2, nf4, float4_e2m1fn, int8, uint8, ``T.int_dtype`` / ``T.float_dtype`` /
            ``T.lut_dtype`` formats such as a 3-bit integer).
        group_size: a multiple of 32 dividing K, or -1 / None for one group per row.
        act_dtype: the activations' dtype (float16 / bfloat16): inputs of another float type
            are cast to it and the output cast back; the bias and, by default, the scales have it.
        device: where the buffers live.
        zero_point: explicit zeros (integer formats only).
        scale_dtype: the scales' (and zeros') dtype, default ``act_dtype``.

    A fresh module holds code 0 and scale 1 everywhere; fill it with ``load_state_dict``,
    or build it with :meth:`from_linear`, :meth:`from_gptq`, :meth:`from_awq`.  The state
    dict names ``qweight``, ``scales`` and, where they apply, ``qweight_plane1/2``,
    ``zeros``, ``perm``, ``bias``; a state with ``zeros`` or ``perm`` loads into a module
    built without them (they are made on load).

    Example::

        >>> q = QuantLinear.from_linear(nn.Linear(4096, 4096, dtype=torch.float16, device="cuda"))
        >>> y = q(torch.randn(2, 7, 4096, dtype=torch.float16, device="cuda"))
    """

    def __init__(self, in_features, out_features, bias=True, dtype="int4", group_size=128,
                 act_dtype=torch.float16, device=None, zero_point=False, scale_dtype=None):
        super().__init__()
        func = "QuantLinear"
        for name, v in (("in_features", in_features), ("out_features", out_features)):
            if isinstance(v, bool) or not isinstance(v, int) or v <= 0:
                raise ValueError(f"{func}: {name} must be a positive int, got {v!r}")
        fmt = weight_format(dtype, func)
        K, N = in_features, out_features
        G = resolve_group(group_size, K, func)
        if (K * fmt.bits) % 8:
            raise ValueError(f"{func}: in_features ({K}) times {fmt.bits} bits must fill whole bytes")
        act = _torch_dtype(act_dtype, func, "act_dtype")
        if act not in _ACTS:
            raise ValueError(f"{func}: act_dtype must be torch.float16 or torch.bfloat16, got {act}")
        sdt = act if scale_dtype is None else _torch_dtype(scale_dtype, func, "scale_dtype")
        if sdt not in _SCALES:
            raise ValueError(f"{func}: scale_dtype must be float16, bfloat16 or float32, got {sdt}")
        if zero_point and not fmt.is_int:
            raise ValueError(f"{func}: zero_point=True needs an integer format, not {fmt.name}")
        self.in_features, self.out_features, self.group_size = K, N, G
        self.format, self.act_dtype = fmt.name, act
        self._fmt, self._block = fmt, prepared_block(fmt, K)
        self._prep = None  # (the buffers it was made from, PreparedWeight): see _prepared
        for i, bits in enumerate(self.plane_bits):
            self.register_buffer("qweight" if i == 0 else f"qweight_plane{i}",
                                 torch.zeros((N, K * bits // 8), dtype=torch.uint8, device=device))
        self.register_buffer("scales", torch.ones((K // G, N), dtype=sdt, device=device))
        self.register_buffer("zeros", torch.zeros((K // G, N), dtype=sdt, device=device) if zero_point else None)
        self.register_buffer("perm", None)
        self.bias = nn.Parameter(torch.zeros(N, dtype=act, device=device), requires_grad=False) if bias else None

    # ---- layout ------------------------------------------------------------------------------
    @property
    def prepared(self) -> bool:
        """Whether the weight is stored in ``tilelang.ops.prepare``'s layout."""
        return self._block is not None

    @property
    def plane_bits(self) -> tuple:
        """The widths of the stored code tensors (``qweight``, ``qweight_plane1`` ...)."""
        planes = stored_planes(self._fmt.bits) if self.prepared else ((self._fmt.bits, 0),)
        return tuple(p for p, _ in planes)

    def _planes(self):
        return [self.qweight] + [getattr(self, f"qweight_plane{i}") for i in range(1, len(self.plane_bits))]

    def set_quantized(self, packed, scales, zeros=None, perm=None):
        """Take a weight as ``tilelang.quantize`` returns it: ``packed`` uint8 (N, K * b / 8),
        ``scales`` / ``zeros`` (N, K / G) -- prepared here when the format has a layout --
        and, for act-order weights, ``perm`` (K,): column j of ``packed`` is input channel
        ``perm[j]``.  The tensors are used as they are (no copy where none is needed)."""
        N, K, G = self.out_features, self.in_features, self.group_size
        want = {"packed": (N, K * self._fmt.bits // 8), "scales": (N, K // G), "zeros": (N, K // G)}
        for name, x in (("packed", packed), ("scales", scales), ("zeros", zeros)):
            if x is not None and (not isinstance(x, torch.Tensor) or tuple(x.shape) != want[name]):
                raise ValueError(f"QuantLinear.set_quantized: {name} must be a tensor of shape {want[name]}, got "
                                 f"{getattr(x, 'shape', type(x).__name__)}")
        if (zeros is None) != (self.zeros is None):
            raise ValueError(f"QuantLinear.set_quantized: zeros {'missing' if zeros is None else 'given'}, but the "
                             f"module was built with zero_point={self.zeros is not None}")
        if self.prepared:
            p = prepare(packed, scales, zeros, G, self.format)
            codes, scales_t, zeros_t = [p.qweight, *p.planes], p.scales, p.zeros
        else:
            codes = [packed.contiguous()]
            scales_t, zeros_t = scales.t().contiguous(), None if zeros is None else zeros.t().contiguous()
        for i, c in enumerate(codes):
            setattr(self, "qweight" if i == 0 else f"qweight_plane{i}", c)
        self.scales, self.zeros = scales_t, zeros_t
        self.perm = None if perm is None else perm.to(device=packed.device, dtype=torch.int64)
        self._prep = None
        return self

    def _prepared(self) -> PreparedWeight:
        """The PreparedWeight view of the buffers, kept while they are the same tensors (it
        caches the kernel launchers per activation shape)."""
        planes = self._planes()
        key = (*planes, self.scales, self.zeros, self.perm)
        hit = self._prep
        if hit is not None and len(hit[0]) == len(key) and all(a is b for a, b in zip(hit[0], key)):
            return hit[1]
        p = PreparedWeight(planes[0], self.scales, self.zeros, self.group_size, self.format,
                           (self.out_features, self.in_features), tuple(planes[1:]), self.perm)
        self._prep = (key, p)
        return p

    def _apply(self, fn, *args, **kwargs):  # .to(), .cuda(), .half(): new tensors, a new PreparedWeight
        self._prep = None
        return super()._apply(fn, *args, **kwargs)

    def __getstate__(self):
        state = dict(self.__dict__)  # (pickling: the launchers stay behind)
        state["_prep"] = None
        return state

    def _load_from_state_dict(self, state_dict, prefix, local_metadata, strict, missing_keys, unexpected_keys,
                              error_msgs):
        # Optional buffers (zeros, perm) are made when the state has them, and the scales take
        # the state's dtype: a copy into a buffer of another dtype would round them.
        K, N, G = self.in_features, self.out_features, self.group_size
        for name, shape in (("scales", (K // G, N)), ("zeros", (K // G, N)), ("perm", (K,))):
            x = state_dict.get(prefix + name)
            mine = getattr(self, name)
            if isinstance(x, torch.Tensor) and tuple(x.shape) == shape and (mine is None or mine.dtype != x.dtype):
                device = self.scales.device if mine is None else mine.device
                setattr(self, name, torch.empty(shape, dtype=x.dtype, device=device))
        self._prep = None
        super()._load_from_state_dict(state_dict, prefix, local_metadata, strict, missing_keys, unexpected_keys,
                                      error_msgs)

    # ---- use ---------------------------------------------------------------------------------
    def forward(self, x):
        """``x`` (..., in_features) -> (..., out_features) in x's dtype."""
        K, N = self.in_features, self.out_features
        if not isinstance(x, torch.Tensor) or x.shape[-1:] != (K,):
            raise ValueError(f"QuantLinear: x must be a tensor of shape (..., {K}), got "
                             f"{tuple(getattr(x, 'shape', ())) or type(x).__name__}")
        lead, dtype = x.shape[:-1], x.dtype
        a = x.reshape(-1, K)
        if dtype not in _ACTS:
            a = a.to(self.act_dtype)
        if self.perm is not None and not self.prepared:  # (a prepared weight's kernels permute a themselves)
            a = a.index_select(1, self.perm)
        if a.shape[0] == 0:
            out = a.new_empty((0, N))
        elif self.prepared:
            out = lowbit_matmul(a, self._prepared())
        else:
            z = self.zeros
            out = lowbit_matmul(a, self.qweight, self.scales.t(), None if z is None else z.t(), self.group_size,
                                self.format)
        if self.bias is not None:
            out.add_(self.bias.to(out.dtype))  # (out is the kernel's fresh tensor)
        return out.reshape(*lead, N).to(dtype)

    def codes(self):
        """The codes (N, K) in storage k order (after ``perm``), as ``tilelang.unpack`` gives
        them for the format (signed raw values for signed integers)."""
        N, K = self.out_features, self.in_features
        fmt = self._fmt
        if not self.prepared:
            return unpack(self.qweight, fmt)
        raw = torch.zeros((N, K // self._block, self._block), dtype=torch.int32, device=self.qweight.device)
        for buf, (bits, lo) in zip(self._planes(), stored_planes(fmt.bits)):
            stored = unpack(buf, f"uint{bits}").reshape(raw.shape).to(torch.int32)
            # prepare wrote stored[..., perm] = codes: read them back through the same index
            idx = block_permutation(bits, self._block)
            raw |= stored[:, :, torch.as_tensor(idx, device=raw.device)] << lo
        raw = raw.reshape(N, K)
        if fmt.is_int and fmt.is_signed:  # two's complement bits -> signed raw values
            raw = raw - ((raw >> (fmt.bits - 1)) & 1) * (1 << fmt.bits)
        return raw.to(torch.int16 if fmt.bits == 8 and not fmt.is_signed else torch.int8)

    def dequantized_weight(self, dtype=None):
        """The weight W (N, K) in the scales' dtype (or ``dtype``), in the input channels'
        own order (act-order undone): exactly ``tilelang.dequantize`` of the codes."""
        packed = pack(self.codes(), self._fmt)
        z = None if self.zeros is None else self.zeros.t()
        w = dequantize(packed, self._fmt, self.scales.t(), z, self.group_size,
                       out_dtype=self.scales.dtype if dtype is None else dtype)
        if self.perm is not None:
            out = torch.empty_like(w)
            out[:, self.perm] = w
            w = out
        return w

    def extra_repr(self):
        return (f"in_features={self.in_features}, out_features={self.out_features}, bias={self.bias is not None}, "
                f"dtype={self.format}, group_size={self.group_size}, zeros={self.zeros is not None}, "
                f"act_order={self.perm is not None}, layout={'prepared' if self.prepared else 'raw'}")

    # ---- constructors ------------------------------------------------------------------------
    @classmethod
    def from_linear(cls, linear, dtype="int4", group_size=128, zero_point=False):
        """Quantize an ``nn.Linear`` (round to nearest, ``tilelang.quantize``) on its weight's
        device.  Scales take the weight's dtype (float16 / bfloat16 / float32); the
        activations that of the weight when it is float16 / bfloat16, else float16."""
        if not isinstance(linear, nn.Linear):
            raise TypeError(f"QuantLinear.from_linear: linear must be an nn.Linear, got {type(linear).__name__}")
        fmt = weight_format(dtype, "QuantLinear.from_linear")
        w = linear.weight.detach()
        N, K = w.shape
        G = resolve_group(group_size, K, "QuantLinear.from_linear", "linear.in_features")
        with torch.no_grad():
            q = quantize(w, fmt, G, zero_point)
        act = w.dtype if w.dtype in _ACTS else torch.float16
        m = cls(K, N, bias=linear.bias is not None, dtype=fmt, group_size=G, act_dtype=act, device=w.device,
                zero_point=zero_point, scale_dtype=q[1].dtype)
        m.set_quantized(*q)
        if linear.bias is not None:
            m.bias.data = linear.bias.detach().to(act).clone()
        return m

    @classmethod
    def from_gptq(cls, qweight, qzeros, scales, g_idx=None, bits=4, group_size=128, bias=None, format="gptq"):
        """A GPTQ checkpoint's layer (AutoGPTQ / GPTQModel packing), converted exactly:
        ``tilelang.nn.checkpoints.from_gptq`` describes the format."""
        from .checkpoints import from_gptq

        return from_gptq(cls, qweight, qzeros, scales, g_idx, bits, group_size, bias, format)

    @classmethod
    def from_awq(cls, qweight, qzeros, scales, group_size=128, bias=None):
        """An AutoAWQ GEMM checkpoint's layer, converted exactly:
        ``tilelang.nn.checkpoints.from_awq`` describes the format."""
        from .checkpoints import from_awq

        return from_awq(cls, qweight, qzeros, scales, group_size, bias)
