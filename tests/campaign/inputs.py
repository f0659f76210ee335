"""Arguments for a kernel from its parameters: deterministic, small, in storage form.

Floats: standard normal values (numpy where numpy has the dtype, torch otherwise);
sub-byte tensors: random packed bytes (any byte is a valid pair of int4 codes, and a
prepared weight's storage order is just another order of them); int32 / int64:
zeros (the split-K and stream-K counters must start at zero); 8/16-bit integers:
small random values.  A program can override any parameter by name."""

from __future__ import annotations

import numpy as np

from tilelang.arguments import storage_shape
from tilelang.lowering.ir.types import TensorType


def make_args(func, seed: int = 0, overrides: dict | None = None) -> list:
    """One host value per parameter of ``func`` (a ``func`` op of a lowered module)."""
    rng = np.random.default_rng(seed)
    out = []
    for p in func.params:
        t = p.type
        if overrides and p.name in overrides:
            make = overrides[p.name]
            out.append(make(rng, t) if callable(make) else make)
            continue
        if not isinstance(t, TensorType):
            raise ValueError(f"parameter {p.name}: give scalar parameters by `inputs` overrides")
        if any(isinstance(d, str) for d in t.shape):
            raise ValueError(f"parameter {p.name}: symbolic dims need `inputs` overrides")
        out.append(tensor_for(rng, t))
    return out


def tensor_for(rng, t):
    dt = t.dtype
    shape = tuple(t.shape)
    if dt.bits < 8:
        return rng.integers(0, 256, storage_shape(shape, dt), dtype=np.uint8)
    if dt.is_int:
        if dt.bits >= 32:
            return np.zeros(shape, dt.numpy_dtype)
        return rng.integers(-3, 4, shape).astype(dt.numpy_dtype)
    if dt.numpy_dtype is not None:
        return rng.standard_normal(shape).astype(dt.numpy_dtype)
    import torch

    return torch.from_numpy(rng.standard_normal(shape).astype(np.float32)).to(dt.torch_dtype)
