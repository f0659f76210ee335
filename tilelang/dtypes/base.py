"""The abstract ``DType`` and the array plumbing every format shares.

A dtype is an immutable value: a name, a bit width and a value set.  Concrete
formats (``IntFormat``, ``FloatFormat``, ``LUTFormat``, ``BoolDType``) only say
how a code (a bit pattern) maps to a value and back; everything else -- the
classification properties, ``decode_table``, equality, hashing, pickling and the
torch / numpy correspondences -- lives here.

Code convention (shared with ``tilelang.quant``):

* A *code* is the integer stored in the ``bits`` bits of an element.  For a
  signed integer format the code is the signed two's-complement raw value
  (int4: -8..7); for every other format it is the unsigned bit pattern
  ``0 .. 2**bits - 1``.  ``encode`` returns codes in this convention.
* ``decode`` is lenient on input: it accepts any integer in
  ``[-2**(bits-1), 2**bits - 1]`` and reads it modulo ``2**bits`` (two's
  complement), so both ``unpack`` output and raw bit patterns (for example an
  ``int16`` view of float16 storage) decode correctly.

torch is never imported at module import time: it is imported inside the
functions that receive a torch object (detected through the object's module).
"""

from __future__ import annotations

from tilelang.lazy_import import lazy_module

np = lazy_module("numpy")

__all__ = ["DType"]

# Builtin dtype name -> torch attribute name.  Sub-byte formats have no torch
# dtype with our semantics (torch.int4 & co. are unsupported placeholders and
# float4_e2m1fn_x2 is a packed pair), so they are absent on purpose.
_TORCH_NAMES = {
    "float16": "float16", "bfloat16": "bfloat16", "float32": "float32",
    "float64": "float64", "int8": "int8", "int16": "int16", "int32": "int32",
    "int64": "int64", "uint8": "uint8", "uint16": "uint16", "uint32": "uint32",
    "uint64": "uint64", "bool": "bool", "float8_e4m3fn": "float8_e4m3fn",
    "float8_e5m2": "float8_e5m2",
}
# Builtin dtype name -> numpy dtype name (numpy has no bfloat16 / float8).
_NUMPY_NAMES = {
    "float16": "float16", "float32": "float32", "float64": "float64",
    "int8": "int8", "int16": "int16", "int32": "int32", "int64": "int64",
    "uint8": "uint8", "uint16": "uint16", "uint32": "uint32", "uint64": "uint64",
    "bool": "bool",
}


def is_torch(x) -> bool:
    """True when ``x`` is a torch object (tensor or dtype), without importing torch."""
    return type(x).__module__.split(".")[0] == "torch"


def code_numpy_dtype(bits: int, signed_codes: bool) -> np.dtype:
    """The numpy integer dtype that holds codes of a ``bits``-bit format.

    Signed codes get the smallest signed type of at least ``bits`` bits.  Unsigned
    codes get the smallest *signed* type that holds ``2**bits - 1`` (so uint4
    codes are int8 and 8-bit codes int16, which torch can do arithmetic on),
    except 64-bit patterns, which need uint64.
    """
    if signed_codes:
        for t in (np.int8, np.int16, np.int32, np.int64):
            if bits <= np.iinfo(t).bits:
                return np.dtype(t)
    for t in (np.int8, np.int16, np.int32, np.int64):
        if bits < np.iinfo(t).bits:
            return np.dtype(t)
    return np.dtype(np.uint64)


def to_numpy(x, param: str, func: str) -> np.ndarray:
    """Convert an array-like or torch tensor to a numpy array (host copy for torch).

    torch dtypes numpy cannot hold (bfloat16, float8) are widened to float32 first;
    that is exact.
    """
    if is_torch(x):
        import torch

        if not isinstance(x, torch.Tensor):
            raise TypeError(f"{func}: {param} must be an array or tensor, got {type(x).__name__}")
        t = x.detach().cpu()
        if t.dtype in (torch.bfloat16, torch.float8_e4m3fn, torch.float8_e5m2):
            t = t.float()
        elif t.dtype in (torch.uint16, torch.uint32, torch.uint64):
            # numpy views of these exist, but torch's .numpy() support is patchy.
            t = t.to(torch.int64) if t.dtype != torch.uint64 else t
        return t.numpy()
    arr = np.asarray(x)
    if arr.dtype == object:
        raise TypeError(f"{func}: {param} must be numeric, got an object array")
    return arr


def check_codes(codes, bits: int, func: str) -> np.ndarray:
    """Validate integer codes and return their bit patterns as uint64 (mod 2**bits)."""
    arr = to_numpy(codes, "codes", func)
    if arr.dtype == np.bool_:
        arr = arr.astype(np.uint8)
    if arr.dtype.kind not in "iu":
        raise TypeError(f"{func}: codes must be integers, got an array of {arr.dtype}")
    lo, hi = -(1 << (bits - 1)), (1 << bits) - 1
    if arr.size:
        amin, amax = int(arr.min()), int(arr.max())
        if amin < lo or amax > hi:
            raise ValueError(
                f"{func}: codes of a {bits}-bit format must lie in [{lo}, {hi}] "
                f"(negative codes read as two's complement); got values in [{amin}, {amax}]"
            )
    u = arr.astype(np.uint64)  # wraps negatives to two's complement, as wanted
    if bits < 64:
        u &= np.uint64((1 << bits) - 1)
    return u


def to_float64(values, func: str) -> np.ndarray:
    """Values (array-like or tensor, real) as a float64 numpy array."""
    arr = to_numpy(values, "values", func)
    if arr.dtype.kind not in "fiub":
        raise TypeError(f"{func}: values must be real numbers, got an array of {arr.dtype}")
    with np.errstate(invalid="ignore"):  # signalling NaN payloads warn when widened
        return arr.astype(np.float64)


class DType:
    """Abstract base of every tilelang dtype: a name, a bit width and a value set.

    Instances are immutable and hashable; equality is structural (class, name and
    format parameters).  Do not subclass directly: build formats with
    ``int_dtype``, ``float_dtype`` or ``lut_dtype``.

    Attributes:
        name: canonical name, e.g. ``"float16"``, ``"int4"``, ``"nf4"``.
        bits: width of one element in bits.

    Example::

        >>> from tilelang import dtypes
        >>> dtypes.int4.bits, dtypes.int4.min_value, dtypes.int4.max_value
        (4, -8.0, 7.0)
        >>> dtypes.float4_e2m1fn.decode([1, 7, 9])
        array([ 0.5,  6. , -0.5])
    """

    __slots__ = ("name", "bits", "_cache")

    def __init__(self, name: str, bits: int):
        object.__setattr__(self, "name", name)
        object.__setattr__(self, "bits", bits)
        object.__setattr__(self, "_cache", {})

    # -- immutability -----------------------------------------------------------
    def __setattr__(self, key, value):
        raise AttributeError(f"dtype {self.name} is immutable (cannot set {key!r})")

    def __delattr__(self, key):
        raise AttributeError(f"dtype {self.name} is immutable (cannot delete {key!r})")

    def __copy__(self):
        return self

    def __deepcopy__(self, memo):
        return self

    def __reduce__(self):
        # Rebuilding through the registry keeps one object per name and
        # re-registers user formats in a fresh process.
        from .registry import _rebuild

        spec = None if self.is_builtin else self.spec()
        return (_rebuild, (self.name, spec))

    # -- identity ---------------------------------------------------------------
    def _params(self) -> tuple:
        """Format parameters that, with class and name, define equality."""
        raise NotImplementedError

    def _key(self) -> tuple:
        # (kept: a dtype is immutable, and a table format's parameters cost ~3 us to build -- every
        # lru_cache keyed on a format hashes it at each call)
        key = self._cache.get("identity key")
        if key is None:
            key = self._cache["identity key"] = (type(self).__name__, self.name, self._params())
        return key

    def __eq__(self, other):
        if other is self:
            return True
        if not isinstance(other, DType):
            return NotImplemented
        return self._key() == other._key()

    def __hash__(self):
        h = self._cache.get("hash")
        if h is None:
            h = self._cache["hash"] = hash(self._key())
        return h

    def __str__(self):
        return self.name

    def __repr__(self):
        if self.is_builtin:
            return f"T.{self.name}"
        ctor, kwargs = self.spec()
        args = ", ".join(f"{k}={v!r}" for k, v in kwargs.items())
        return f"T.{ctor}({self.name!r}, {args})"  # tilelang.language exports the constructors

    # -- classification -----------------------------------------------------------
    @property
    def is_float(self) -> bool:
        """True for binary floating-point formats (FloatFormat)."""
        return False

    @property
    def is_int(self) -> bool:
        """True for integer formats, signed or unsigned, with or without offset."""
        return False

    @property
    def is_signed(self) -> bool:
        """True when the encoding is signed (sign bit / two's complement); for a
        lookup table, when it holds a negative value."""
        return False

    @property
    def is_bool(self) -> bool:
        """True only for ``bool``."""
        return False

    @property
    def is_lut(self) -> bool:
        """True for lookup-table formats (LUTFormat)."""
        return False

    @property
    def is_low_bit(self) -> bool:
        """True when an element is narrower than a byte (stored packed)."""
        return self.bits < 8

    @property
    def is_builtin(self) -> bool:
        """True for the standard dtypes defined by tilelang itself."""
        from .registry import _is_builtin

        return _is_builtin(self)

    @property
    def has_nan(self) -> bool:
        """True when some code decodes to NaN (so NaN can be encoded)."""
        return False

    @property
    def has_inf(self) -> bool:
        """True when some code decodes to +-inf."""
        return False

    @property
    def min_value(self) -> float:
        """Smallest finite decoded value."""
        raise NotImplementedError

    @property
    def max_value(self) -> float:
        """Largest finite decoded value."""
        raise NotImplementedError

    # -- values ------------------------------------------------------------------
    def _table(self) -> np.ndarray:
        """Cached read-only decode table (bits <= 8)."""
        table = self._cache.get("table")
        if table is None:
            table = self._decode_bits(np.arange(1 << self.bits, dtype=np.uint64))
            table.setflags(write=False)
            self._cache["table"] = table
        return table

    def decode_table(self) -> np.ndarray:
        """Every code's value: a float64 array of length ``2**bits`` indexed by the
        unsigned bit pattern (NaN for NaN codes, +-inf for inf codes).

        Only for formats of at most 8 bits (a float16 table would be 65536 long and
        nobody should need it); wider formats raise ValueError.

        Example::

            >>> dtypes.int2.decode_table()
            array([ 0.,  1., -2., -1.])
        """
        if self.bits > 8:
            raise ValueError(
                f"decode_table: only defined for dtypes of at most 8 bits; "
                f"{self.name} has {self.bits} bits (use decode() instead)"
            )
        return self._table().copy()

    def decode(self, codes) -> np.ndarray:
        """Map integer codes to their values as float64 (same shape).

        Arguments:
            codes: integers (array-like, numpy array or torch tensor) in
                ``[-2**(bits-1), 2**bits - 1]``; negative codes are read as
                ``bits``-bit two's complement.
        Returns: a float64 numpy array (64-bit integers above 2**53 lose precision).

        Example::

            >>> dtypes.int4.decode([7, -8, 15])
            array([ 7., -8., -1.])
        """
        u = check_codes(codes, self.bits, "decode")
        if self.bits <= 8:
            return self._table()[u.astype(np.intp)]
        return self._decode_bits(u)

    def _decode_bits(self, u: np.ndarray) -> np.ndarray:
        """Decode bit patterns (uint64, already masked) to float64."""
        raise NotImplementedError

    def encode(self, values) -> np.ndarray:
        """Map values to the codes of the nearest representable values.

        Each format documents its tie rule; out-of-range values saturate to the
        largest finite magnitude; NaN gives a NaN code or raises ValueError.
        """
        raise NotImplementedError

    def spec(self):
        """``(constructor_name, kwargs)`` that rebuild this dtype, or None.

        ``getattr(tilelang.dtypes, ctor)(dtype.name, **kwargs) == dtype``.

        Example::

            >>> dtypes.int4.spec()
            ('int_dtype', {'bits': 4, 'signed': True, 'offset': 0})
        """
        raise NotImplementedError

    # -- correspondences -----------------------------------------------------------
    @property
    def torch_dtype(self):
        """The torch dtype with the same values and storage, or None (imports torch)."""
        tname = _TORCH_NAMES.get(self.name) if self.is_builtin else None
        if tname is None:
            return None
        import torch

        return getattr(torch, tname, None)

    @property
    def numpy_dtype(self):
        """The numpy dtype with the same values and storage, or None."""
        nname = _NUMPY_NAMES.get(self.name) if self.is_builtin else None
        return None if nname is None else np.dtype(nname)

    @property
    def code_dtype(self) -> np.dtype:
        """numpy integer dtype that ``encode`` and ``unpack`` return codes in."""
        return code_numpy_dtype(self.bits, self.is_int and self.is_signed)

    @property
    def max_abs(self) -> float:
        """Largest finite magnitude, ``max(|min_value|, |max_value|)``."""
        return max(abs(self.min_value), abs(self.max_value))


def bucketize(thresholds: np.ndarray, x: np.ndarray) -> np.ndarray:
    """Number of thresholds <= x, elementwise (``searchsorted(..., side="right")``).

    NaN lands in an arbitrary bucket: callers overwrite it.  For the few
    thresholds of a 4-bit format, summing comparisons beats a binary search.
    """
    if len(thresholds) <= 16:
        out = np.zeros(x.shape, dtype=np.intp)
        for t in thresholds:
            out += x >= t
        return out
    return np.searchsorted(thresholds, x, side="right")
