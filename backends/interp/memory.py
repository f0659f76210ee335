"""Tensors and buffers as the interpreter sees them: arrays of values.

A global tensor arrives as a torch tensor or numpy array in its storage form
(packed bytes for sub-byte dtypes, raw codes for bfloat16 and float8).  The
interpreter reads it into values once, runs, and writes the values back into
the caller's storage; standard numpy dtypes are used in place (no copy).  Only
elements whose values changed are re-encoded: re-encoding a read-only input would
rewrite codes that do not round-trip (NaN payloads, duplicate or NaN table entries,
table codes past the end) and fail on formats without a NaN code.

A torch tensor that requires grad is read (detached) like any other, but into a
copy: autograd would not see a kernel's writes, so one that changes it is refused
with an error naming the parameter, and the tensor is left as it was.
"""

from __future__ import annotations

import numpy as np

from tilelang.dtypes.base import is_torch
from tilelang.errors import TileLangError
from tilelang.lowering.ir.types import BufferType, ScalarType

from tilelang.lowering.ir.values import dtype_numpy, round_to


class Memory:
    """Values of one tensor or buffer; ``name`` for messages."""

    requires_grad = False  # a caller's tensor that requires grad: writes into it are refused

    def __init__(self, name: str, dtype, values: np.ndarray, host=None):
        self.name = name
        self.dtype = dtype
        self.type = ScalarType(dtype)
        self.values = values
        self.host = host  # global tensors not shared with the caller: (storage, codes, values as loaded)

    @property
    def shape(self):
        return self.values.shape


def new_buffer(name: str, t: BufferType) -> Memory:
    """A fresh on-chip buffer.  Floats start as NaN so reading what nobody wrote shows."""
    npdt = dtype_numpy(t.dtype)
    shape = t.shape or ()
    fill = np.nan if npdt.kind == "f" else 0
    return Memory(name, t.dtype, np.full(shape, fill, dtype=npdt))


def _storage_numpy(x):
    """A numpy view of a host tensor's storage (torch CPU tensors share memory)."""
    if is_torch(x):
        import torch

        x = x.detach()  # (same storage; a tensor that requires grad has no .numpy())
        if x.dtype in (torch.bfloat16,):
            return x.view(torch.int16).numpy()
        if x.dtype in (getattr(torch, "float8_e4m3fn", None), getattr(torch, "float8_e5m2", None)):
            return x.view(torch.uint8).numpy()
        return x.numpy()
    return np.asarray(x)


def load_tensor(name: str, dtype, host, logical_shape) -> Memory:
    """Read a host tensor (storage form) into values."""
    from tilelang.quant import unpack

    storage = _storage_numpy(host)
    npdt = dtype_numpy(dtype)
    grad = is_torch(host) and host.requires_grad
    if dtype.numpy_dtype is not None and storage.dtype == np.dtype(dtype.numpy_dtype):
        if not grad:
            return Memory(name, dtype, storage, None)  # shared with the caller: no write-back needed
        mem = Memory(name, dtype, storage.copy(), (storage, None, storage))  # a copy: writes are found
        mem.requires_grad = True
        return mem
    if dtype.bits < 8:
        codes = unpack(storage, dtype, shape=tuple(logical_shape))
    else:
        codes = storage
    values = dtype.decode(np.asarray(codes).astype(np.int64)).astype(npdt) if not dtype.is_int else \
        round_to(ScalarType(dtype), dtype.decode(np.asarray(codes).astype(np.int64)))
    values = np.array(values, dtype=npdt).reshape(logical_shape)
    codes = np.asarray(codes).reshape(logical_shape)
    mem = Memory(name, dtype, values, (storage, codes, values.copy()))
    mem.requires_grad = grad
    return mem


def _bits(a: np.ndarray) -> np.ndarray:
    a = np.ascontiguousarray(a)
    return a.view(f"u{a.dtype.itemsize}")


def store_back(mem: Memory) -> None:
    """Write a tensor's values into the caller's storage (when it was not shared)."""
    if mem.host is None:
        return
    from tilelang.quant import pack

    storage, codes, before = mem.host
    dt = mem.dtype
    changed = _bits(mem.values) != _bits(before)  # bitwise: -0.0 vs 0.0 and NaNs count
    if not changed.any():
        return
    if mem.requires_grad:
        raise TileLangError(f"argument '{mem.name}' requires grad, and the kernel writes into it (autograd "
                            f"would not see the write); it is left unchanged: pass .detach() of it, or a "
                            f"tensor that does not require grad, for the kernel to write")
    codes = np.asarray(codes).astype(np.int64)  # a copy; the signed/unsigned code convention kept
    new = mem.values[changed].astype(np.float64)
    if not dt.has_nan and np.isnan(new).any():  # e.g. an unwritten (NaN) tile copied out
        raise TileLangError(f"tensor {mem.name}: NaN was written into it, but {dt.name} has no NaN code")
    codes[changed] = dt.encode(new)
    if dt.bits < 8:
        out = pack(np.asarray(codes), dt)
    else:
        out = np.asarray(codes).astype(np.int64)
    np.copyto(storage, out.astype(storage.dtype, casting="unsafe").reshape(storage.shape))
