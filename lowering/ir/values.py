"""How values of every IR type are held on the host (the interpreter, the simulator,
constant folding), and the exact rounding to them.

Each scalar type has a *compute representation*, a numpy dtype in which its
values live (a whole tile of them when a ``T.Parallel`` body runs vectorized):

* index: int64; bool: bool; standard integers and floats (float16/32/64): their
  own numpy dtype, so float16 arithmetic rounds like the GPU's;
* bfloat16, float8, float4, nf4 and user float / table formats: float32 holding
  values exactly representable in the format (``round_to`` snaps to it, nearest
  even, saturating as the dtype's ``encode`` documents);
* low-bit and user integer formats: int16 holding the decoded value, wrapped
  modulo 2**bits after every operation, as C fixed-width integers wrap.
"""

from __future__ import annotations

from functools import lru_cache

from tilelang.lazy_import import lazy_module

np = lazy_module("numpy")

from .types import IndexType, ScalarType


@lru_cache(maxsize=None)
def numpy_dtype_of(t) -> np.dtype:
    """The compute representation of IR scalar type ``t``."""
    if isinstance(t, IndexType):
        return np.dtype(np.int64)
    dt = t.dtype
    if dt.numpy_dtype is not None:
        return np.dtype(dt.numpy_dtype)
    if dt.is_int:
        return np.dtype(np.int16) if dt.bits <= 8 else np.dtype(np.int64)
    return np.dtype(np.float32)


def dtype_numpy(dt) -> np.dtype:
    return numpy_dtype_of(ScalarType(dt))


def round_to(t, x) -> np.ndarray:
    """``x`` (any numeric array) as values of type ``t`` (already exact ones pass through)."""
    npdt = numpy_dtype_of(t)
    x = np.asarray(x)
    if isinstance(t, IndexType):
        return x.astype(np.int64, copy=False)
    dt = t.dtype
    if dt.is_bool:
        return x.astype(np.bool_, copy=False)
    if dt.is_int:
        if x.dtype.kind == "f":
            x = np.trunc(x)
        # NaN / inf to an integer is undefined in C (masked-off lanes compute such
        # placeholders too): whatever value results, never a numpy warning
        with np.errstate(invalid="ignore", over="ignore"):
            if dt.numpy_dtype is not None:
                return x.astype(np.int64).astype(npdt) if x.dtype.kind == "f" else x.astype(npdt)
            return wrap_int(dt, x.astype(np.int64))
    if dt.numpy_dtype is not None:
        with np.errstate(over="ignore", invalid="ignore"):
            return x.astype(npdt)
    flat = np.asarray(x, dtype=np.float64).reshape(-1)
    nan = np.isnan(flat)
    if dt.has_nan or not nan.any():
        return dt.decode(dt.encode(flat)).astype(np.float32).reshape(np.shape(x))
    # NaN has no code in this format (fp4, nf4, most tables): it stays NaN, an undefined
    # value.  Masked-off lanes and unwritten buffers produce it harmlessly; a cast of an
    # active NaN is reported by the cast rule, a store to a tensor by store_back.
    out = dt.decode(dt.encode(np.where(nan, 0.0, flat))).astype(np.float32)
    out[nan] = np.nan
    return out.reshape(np.shape(x))


def wrap_int(dt, v: np.ndarray) -> np.ndarray:
    """Wrap integer values into a low-bit integer format (modulo 2**bits)."""
    spec = dt.spec()[1]
    bits, signed, offset = spec["bits"], spec["signed"], spec["offset"]
    raw = (v + offset) & ((1 << bits) - 1)
    if signed:
        raw = np.where(raw >= (1 << (bits - 1)), raw - (1 << bits), raw)
    return (raw - offset).astype(np.int16)


def cast(src, dst, x) -> np.ndarray:
    """C-like conversion of values of type ``src`` to type ``dst``."""
    if isinstance(dst, ScalarType) and dst.dtype.is_bool:
        return np.asarray(x) != 0
    return round_to(dst, np.asarray(x))


def bits_of(t) -> int:
    return 32 if isinstance(t, IndexType) else t.dtype.bits


def to_bits(t, x) -> np.ndarray:
    """The bit patterns (uint64) of values of type ``t`` (for ``reinterpret``)."""
    x = np.asarray(x)
    if isinstance(t, IndexType):
        return (x.astype(np.int64) & 0xFFFFFFFF).astype(np.uint64)
    dt = t.dtype
    if dt.is_bool:
        return x.astype(np.uint64)
    flat = x.reshape(-1)
    codes = dt.encode(flat.astype(np.float64)) if not dt.is_int else flat.astype(np.int64)
    mask = (1 << dt.bits) - 1
    return (np.asarray(codes).astype(np.int64) & mask if dt.bits < 64 else np.asarray(codes)).astype(
        np.uint64).reshape(x.shape)


def from_bits(t, u: np.ndarray) -> np.ndarray:
    """Values of type ``t`` from bit patterns (uint64)."""
    u = np.asarray(u, dtype=np.uint64)
    if isinstance(t, IndexType):
        v = u.astype(np.int64)
        return np.where(v >= 2 ** 31, v - 2 ** 32, v)
    dt = t.dtype
    if dt.is_bool:
        return u != 0
    if dt.is_int and dt.numpy_dtype is not None:
        unsigned = np.dtype(f"uint{dt.bits}")
        return u.astype(unsigned).view(dt.numpy_dtype)
    return round_to(t, dt.decode(u.reshape(-1).astype(np.int64) if dt.bits < 64 else u.reshape(-1)).reshape(
        u.shape))
