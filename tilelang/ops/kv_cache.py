"""KV cache formats of ``tilelang.ops.decode_attention`` and ``kv_cache_append``, which
quantizes new tokens and writes them at each sequence's end.

A cache is (batch, max_seqlen, kv_heads, head_dim) (contiguous) or (num_pages,
page_size, kv_heads, head_dim) with an int32 block table (paged), one tensor for K and
one for V, stored as:

* float16 / bfloat16: the values (q's dtype);
* float8_e4m3fn, int8, int4: the codes ``tilelang.quantize`` gives (int4: uint8, two
  codes a byte, little-endian along head_dim, so the last dim is head_dim / 2; int8:
  two's complement bytes; float8: a torch float8_e4m3fn tensor or its uint8 codes),
  with symmetric scales per (token, kv head, group of ``group_size`` channels) shaped
  like the cache with head_dim / group_size last, in float16, bfloat16 or float32 as
  ``tilelang.quantize`` returns them for a tensor of that dtype;
* float8_e4m3fn also with one float32 scale for the whole cache (shape (1,)): the code
  of ``x`` is ``float8_e4m3fn.encode(float32(x) / scale)`` (saturating at +-448).

Values are ``decode(code) * scale``; ``dequantize_cache`` computes them (in float64 for
a reference).
"""

from __future__ import annotations

from dataclasses import dataclass

from tilelang.dtypes import get_dtype

from .decode_plan import CACHE_DTYPES

__all__ = ["CacheSpec", "check_cache", "dequantize_cache", "kv_cache_append"]

_SCALE_DTYPES = ("float16", "bfloat16", "float32")


@dataclass(frozen=True)
class CacheSpec:
    """What ``check_cache`` found: the format, layout and scales of a K/V cache pair."""

    fmt: str                    # one of CACHE_DTYPES
    paged: bool
    kv_heads: int
    page_size: int              # 0 when contiguous
    max_pages: int              # 1 when contiguous
    logical_shape: tuple        # the cache in elements of fmt
    scale_kind: str | None      # None (float16 / bfloat16), "token" or "tensor"
    scale_shape: tuple
    sdtype: str
    group: int

    def storage(self, cache):
        """The tensor the kernel takes (float8 tensors as their uint8 codes, int8 codes
        as int8)."""
        import torch

        if cache.dtype == torch.float8_e4m3fn:
            cache = cache.view(torch.uint8)
        elif self.fmt == "int8":
            cache = cache.view(torch.int8)
        return cache.contiguous()

    def scales(self, k_scales, v_scales, device):
        import torch

        if self.scale_kind is None:  # (never read: empty, so that no fill kernel runs)
            ph = torch.empty(1, dtype=torch.float32, device=device)
            return ph, ph
        return k_scales.contiguous(), v_scales.contiguous()


def _name(t) -> str:
    return str(t.dtype).removeprefix("torch.")


def _format(func, cache, cache_dtype, qdtype):
    import torch

    if cache_dtype is None:
        if cache.dtype in (torch.float16, torch.bfloat16, torch.float8_e4m3fn):
            return _name(cache)
        raise TypeError(f"{func}: cache_dtype is needed for a {cache.dtype} cache (one of {CACHE_DTYPES})")
    try:
        fmt = get_dtype(cache_dtype).name
    except (ValueError, TypeError, KeyError):
        fmt = None
    if fmt not in CACHE_DTYPES:
        raise ValueError(f"{func}: cache_dtype must be one of {CACHE_DTYPES}, got {cache_dtype!r}")
    return fmt


def check_cache(func, k_cache, v_cache, k_scales, v_scales, block_table, cache_dtype, group_size, qdtype, head_dim,
                device) -> CacheSpec:
    """Validate a K/V cache pair (module docstring) for q of ``qdtype`` and ``head_dim``
    on ``device``; errors name the parameter."""
    import torch

    for name, x in (("k_cache", k_cache), ("v_cache", v_cache)):
        if not isinstance(x, torch.Tensor):
            raise TypeError(f"{func}: {name} must be a torch tensor, got {type(x).__name__}")
        if x.dim() != 4:
            raise ValueError(f"{func}: {name} must be 4-D (batch or pages, tokens, kv_heads, head_dim), "
                             f"got shape {tuple(x.shape)}")
        if x.device != device:
            raise ValueError(f"{func}: {name} is on {x.device} but q is on {device}")
    if k_cache.shape != v_cache.shape or k_cache.dtype != v_cache.dtype:
        raise ValueError(f"{func}: k_cache and v_cache must have one shape and dtype, got {tuple(k_cache.shape)} "
                         f"{k_cache.dtype} and {tuple(v_cache.shape)} {v_cache.dtype}")
    fmt = _format(func, k_cache, cache_dtype, qdtype)
    allowed = {"float16": (torch.float16,), "bfloat16": (torch.bfloat16,),
               "float8_e4m3fn": (torch.float8_e4m3fn, torch.uint8), "int8": (torch.int8, torch.uint8),
               "int4": (torch.uint8,)}[fmt]
    if k_cache.dtype not in allowed:
        raise TypeError(f"{func}: a {fmt} k_cache is stored as {' or '.join(map(str, allowed))}, "
                        f"got {k_cache.dtype}")
    if fmt in ("float16", "bfloat16") and fmt != qdtype:
        raise TypeError(f"{func}: a {fmt} cache needs q of {fmt} (cache_dtype), got {qdtype}")
    width = head_dim // 2 if fmt == "int4" else head_dim
    if k_cache.shape[-1] != width:
        raise ValueError(f"{func}: k_cache's last dim must be {width} for head_dim {head_dim} in {fmt}, "
                         f"got {k_cache.shape[-1]}")
    logical = (*k_cache.shape[:-1], head_dim)
    paged = block_table is not None
    page_size, max_pages = 0, 1
    if paged:
        if not isinstance(block_table, torch.Tensor) or block_table.dtype != torch.int32 or block_table.dim() != 2:
            raise TypeError(f"{func}: block_table must be a 2-D int32 tensor (batch, max_pages)")
        if block_table.device != device:
            raise ValueError(f"{func}: block_table is on {block_table.device} but q is on {device}")
        page_size, max_pages = k_cache.shape[1], block_table.shape[1]
    scale_kind, scale_shape, sdtype, group = None, (1,), "float32", head_dim
    if fmt in ("float16", "bfloat16"):
        if k_scales is not None or v_scales is not None:
            raise ValueError(f"{func}: k_scales / v_scales apply to quantized caches only, not {fmt}")
    else:
        for name, s in (("k_scales", k_scales), ("v_scales", v_scales)):
            if not isinstance(s, torch.Tensor):
                raise TypeError(f"{func}: a {fmt} cache needs {name} (a torch tensor), got {type(s).__name__}")
            if s.device != device:
                raise ValueError(f"{func}: {name} is on {s.device} but q is on {device}")
            if _name(s) not in _SCALE_DTYPES:
                raise TypeError(f"{func}: {name} must be float16, bfloat16 or float32, got {s.dtype}")
        if k_scales.shape != v_scales.shape or k_scales.dtype != v_scales.dtype:
            raise ValueError(f"{func}: k_scales and v_scales must have one shape and dtype")
        sdtype = _name(k_scales)
        if fmt == "float8_e4m3fn" and k_scales.numel() == 1 and k_scales.dim() == 1:
            if sdtype != "float32":
                raise TypeError(f"{func}: a per-tensor k_scales must be float32, got {k_scales.dtype}")
            scale_kind = "tensor"
            if group_size is not None:
                raise ValueError(f"{func}: group_size does not apply to a per-tensor scale")
        else:
            want = tuple(k_cache.shape[:-1])
            if k_scales.dim() != 4 or tuple(k_scales.shape[:-1]) != want or head_dim % k_scales.shape[-1]:
                raise ValueError(f"{func}: k_scales must have shape {want} + (head_dim / group_size,), "
                                 f"got {tuple(k_scales.shape)}")
            scale_kind, scale_shape = "token", tuple(k_scales.shape)
            group = head_dim // k_scales.shape[-1]
            if group_size is not None and group_size not in (group, -1 if group == head_dim else group):
                raise ValueError(f"{func}: group_size {group_size!r} does not match the scales' "
                                 f"{k_scales.shape[-1]} groups of head_dim {head_dim}")
            if fmt == "int4" and group % 2:
                raise ValueError(f"{func}: group_size must be even for int4, got {group}")
    return CacheSpec(fmt, paged, k_cache.shape[2], page_size, max_pages, logical, scale_kind, scale_shape, sdtype,
                     group)


def dequantize_cache(cache, scales=None, cache_dtype=None, out_dtype=None):
    """The values of a cache (module docstring) as a float tensor of its logical shape:
    ``decode(code) * scale``, exact in float64 (``out_dtype``, default float64)."""
    import torch

    from tilelang.quant import dequantize

    out_dtype = out_dtype or torch.float64
    fmt = _format("dequantize_cache", cache, cache_dtype, None)
    if fmt in ("float16", "bfloat16"):
        return cache.to(out_dtype)
    codes = cache.view(torch.uint8) if cache.dtype in (torch.float8_e4m3fn, torch.int8) else cache
    if scales.numel() == 1 and scales.dim() == 1:  # per tensor (float8)
        table = torch.as_tensor(get_dtype(fmt).decode_table(), dtype=torch.float64, device=cache.device)
        return (table[codes.long()] * scales.double()).to(out_dtype)
    width = codes.shape[-1] * (2 if fmt == "int4" else 1)
    return dequantize(codes, fmt, scales, group_size=width // scales.shape[-1], out_dtype=torch.float64).to(out_dtype)


def _encode_tensor(x, scale):
    """float8_e4m3fn codes (uint8) of ``float32(x) / scale``, saturating at +-448 (the
    format's largest value, as ``float8_e4m3fn.encode``); torch's cast rounds to
    nearest even like it."""
    import torch

    y = (x.float() / scale.float()).clamp(-448.0, 448.0)
    return y.to(torch.float8_e4m3fn).view(torch.uint8)


def kv_cache_append(k_cache, v_cache, k_new, v_new, cache_seqlens, k_scales=None, v_scales=None, block_table=None,
                    cache_dtype=None, group_size=None):
    """Quantize ``k_new`` / ``v_new`` (batch, n_new, kv_heads, head_dim), float, into the
    cache's format and write them at positions ``cache_seqlens[b] .. + n_new - 1`` of
    each sequence (through ``block_table`` for a paged cache; the pages must be
    allocated).  Per-token scales are written likewise: the codes and scales are
    ``tilelang.quantize(x.to(scales.dtype), cache_dtype, group_size)``'s, bit for bit.
    A per-tensor float8 scale is kept (codes of ``x / scale``, saturating).

    Torch ops on the tensors' device; the cache tensors are written in place.
    Returns ``cache_seqlens + n_new`` (a new tensor; ``cache_seqlens`` is not changed).
    Under ``torch.compile`` the call is the custom op ``torch.ops.tilelang.kv_cache_append``
    (``decode_attention_op.py``).
    """
    import torch

    if torch.compiler.is_compiling():  # traced: one op of the graph, the caches mutated
        from .decode_attention_op import kv_cache_append_op

        return kv_cache_append_op(k_cache, v_cache, k_new, v_new, cache_seqlens, k_scales, v_scales, block_table,
                                  None if cache_dtype is None else str(getattr(cache_dtype, "name", cache_dtype)),
                                  group_size)

    from tilelang.quant import quantize

    func = "kv_cache_append"
    for name, x in (("k_new", k_new), ("v_new", v_new)):
        if not isinstance(x, torch.Tensor) or not x.dtype.is_floating_point or x.dim() != 4:
            raise TypeError(f"{func}: {name} must be a 4-D float tensor (batch, n_new, kv_heads, head_dim)")
    if k_new.shape != v_new.shape:
        raise ValueError(f"{func}: k_new and v_new must have one shape, got {tuple(k_new.shape)} and "
                         f"{tuple(v_new.shape)}")
    batch, n_new, _, D = k_new.shape
    qdtype = _name(k_cache) if k_cache.dtype in (torch.float16, torch.bfloat16) else "float16"
    c = check_cache(func, k_cache, v_cache, k_scales, v_scales, block_table, cache_dtype, group_size, qdtype, D,
                    k_new.device)
    if k_new.shape[2] != c.kv_heads:
        raise ValueError(f"{func}: k_new must have the cache's {c.kv_heads} kv heads, got {k_new.shape[2]}")
    if not isinstance(cache_seqlens, torch.Tensor) or cache_seqlens.dtype != torch.int32 \
            or tuple(cache_seqlens.shape) != (batch,) or cache_seqlens.device != k_new.device:
        raise TypeError(f"{func}: cache_seqlens must be an int32 tensor of shape ({batch},) on {k_new.device}")
    if c.paged and block_table.shape[0] != batch:
        raise ValueError(f"{func}: block_table must have k_new's batch {batch} rows, got {block_table.shape[0]}")
    if not c.paged and k_cache.shape[0] != batch:
        raise ValueError(f"{func}: k_cache must have k_new's batch {batch}, got {k_cache.shape[0]}")
    capacity = c.max_pages * c.page_size if c.paged else k_cache.shape[1]
    if k_new.device.type == "cpu":  # (on a GPU, torch's indexing checks the bounds)
        lens = cache_seqlens.tolist()
        if min(lens) < 0 or max(lens) + n_new > capacity:
            raise ValueError(f"{func}: cache_seqlens + {n_new} new tokens must stay within the cache's "
                             f"{capacity} tokens, got {lens}")
    pos = cache_seqlens.long()[:, None] + torch.arange(n_new, device=k_new.device)[None, :]  # (batch, n_new)
    if c.paged:
        rows = block_table.long().gather(1, pos // c.page_size)
        cols = pos % c.page_size
    else:
        rows = torch.arange(batch, device=k_new.device)[:, None].expand(batch, n_new)
        cols = pos
    for cache, scales, x in ((k_cache, k_scales, k_new), (v_cache, v_scales, v_new)):
        if c.scale_kind is None:
            cache[rows, cols] = x.to(cache.dtype)
            continue
        store = cache.view(torch.uint8) if cache.dtype in (torch.float8_e4m3fn, torch.int8) else cache
        if c.scale_kind == "tensor":
            store[rows, cols] = _encode_tensor(x, scales)
            continue
        codes, s = quantize(x.to(scales.dtype), c.fmt, group_size=c.group)
        store[rows, cols] = codes
        scales[rows, cols] = s
    return cache_seqlens + n_new
