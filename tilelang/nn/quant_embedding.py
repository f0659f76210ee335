"""``QuantEmbedding``: ``nn.Embedding`` with a low-bit table (inference only).

An 8B model's token embedding is 1 GiB in fp16: with every linear int4 it is a fifth of
the weights left (Llama-3-8B's shapes: 0.98 of 4.58 GiB), and what keeps them above 0.3x
their fp16 size (0.26x with the table int4).  A lookup reads a few rows, so the table
decodes row by row where it is read: the gathered codes and scales go through
``tilelang.dequantize`` (torch ops on their device), bit for bit the format's values.

Storage (registered buffers, so ``.to()``, ``state_dict()`` and ``torch.save`` carry
them): ``qweight`` uint8 (num_embeddings, embedding_dim * b / 8) as ``tilelang.quantize``
packs rows, ``scales`` (num_embeddings, embedding_dim / G) and, for integer formats with
explicit zeros, ``zeros`` -- groups of G consecutive channels of a row.
"""

from __future__ import annotations

import torch
from torch import nn

from tilelang.quant import dequantize, quantize

from .quant_linear import _ACTS, _torch_dtype, resolve_group, weight_format

__all__ = ["QuantEmbedding"]

FUNC = "QuantEmbedding"


class QuantEmbedding(nn.Module):
    """``out = table[ids]`` with the table quantized group-wise along the embedding dim.

    Arguments:
        num_embeddings, embedding_dim: as ``nn.Embedding``; embedding_dim a multiple of 32.
        dtype: the table's format (int4, uint4, int8, nf4, float4_e2m1fn, a
            ``T.int_dtype`` ... of at most 8 bits, embedding_dim x bits whole bytes).
        group_size: a multiple of 32 dividing embedding_dim, or -1 / None for one a row.
        out_dtype: float16 or bfloat16, the rows' dtype (and the scales').
        padding_idx: kept for ``nn.Embedding``'s interface (no gradient here anyway).
        device, zero_point: where the buffers live; explicit zeros (integer formats).

    A fresh module holds code 0 and scale 1; fill it with ``load_state_dict`` or build it
    with :meth:`from_embedding`.
    """

    def __init__(self, num_embeddings, embedding_dim, dtype="int4", group_size=128, out_dtype=torch.float16,
                 padding_idx=None, device=None, zero_point=False):
        super().__init__()
        for name, v in (("num_embeddings", num_embeddings), ("embedding_dim", embedding_dim)):
            if isinstance(v, bool) or not isinstance(v, int) or v <= 0:
                raise ValueError(f"{FUNC}: {name} must be a positive int, got {v!r}")
        fmt = weight_format(dtype, FUNC)
        G = resolve_group(group_size, embedding_dim, FUNC, "embedding_dim")
        if (embedding_dim * fmt.bits) % 8:
            raise ValueError(f"{FUNC}: embedding_dim ({embedding_dim}) times {fmt.bits} bits must fill whole bytes")
        out = _torch_dtype(out_dtype, FUNC, "out_dtype")
        if out not in _ACTS:
            raise ValueError(f"{FUNC}: out_dtype must be torch.float16 or torch.bfloat16, got {out}")
        if zero_point and not fmt.is_int:
            raise ValueError(f"{FUNC}: zero_point=True needs an integer format, not {fmt.name}")
        self.num_embeddings, self.embedding_dim, self.group_size = num_embeddings, embedding_dim, G
        self.format, self.out_dtype, self.padding_idx, self._fmt = fmt.name, out, padding_idx, fmt
        V, D = num_embeddings, embedding_dim
        self.register_buffer("qweight", torch.zeros((V, D * fmt.bits // 8), dtype=torch.uint8, device=device))
        self.register_buffer("scales", torch.ones((V, D // G), dtype=out, device=device))
        self.register_buffer("zeros", torch.zeros((V, D // G), dtype=out, device=device) if zero_point else None)

    @classmethod
    def from_embedding(cls, embedding, dtype="int4", group_size=128, zero_point=False):
        """Quantize an ``nn.Embedding`` (float16 / bfloat16 / float32 table; a float32 one
        gives float16 rows) with ``tilelang.quantize`` on its device."""
        if not isinstance(embedding, nn.Embedding):
            raise TypeError(f"{FUNC}.from_embedding: embedding must be an nn.Embedding, got "
                            f"{type(embedding).__name__}")
        if embedding.max_norm is not None:
            raise ValueError(f"{FUNC}.from_embedding: max_norm renormalizes rows as they are read, which a "
                             f"quantized table cannot do; got max_norm={embedding.max_norm}")
        w = embedding.weight.detach()
        out = w.dtype if w.dtype in _ACTS else torch.float16
        q = cls(embedding.num_embeddings, embedding.embedding_dim, dtype, group_size, out, embedding.padding_idx,
                w.device, zero_point)
        res = quantize(w.to(out), q._fmt, group_size=q.group_size, zero_point=zero_point)
        q.qweight, q.scales = res[0], res[1]
        if zero_point:
            q.zeros = res[2]
        return q

    def dequantized_weight(self) -> torch.Tensor:
        """The whole table in ``out_dtype`` (``tilelang.dequantize``)."""
        return dequantize(self.qweight, self._fmt, self.scales, self.zeros, self.group_size, self.out_dtype)

    def forward(self, ids):
        if not isinstance(ids, torch.Tensor) or ids.dtype not in (torch.int32, torch.int64):
            raise TypeError(f"{FUNC}: ids must be an int32 or int64 tensor, got "
                            f"{getattr(ids, 'dtype', type(ids).__name__)}")
        flat = ids.reshape(-1)
        zeros = None if self.zeros is None else self.zeros[flat]
        rows = dequantize(self.qweight[flat], self._fmt, self.scales[flat], zeros, self.group_size, self.out_dtype)
        return rows.reshape(*ids.shape, self.embedding_dim)

    def extra_repr(self) -> str:
        return (f"{self.num_embeddings}, {self.embedding_dim}, dtype={self.format}, group_size={self.group_size}, "
                f"out_dtype={self.out_dtype}")
