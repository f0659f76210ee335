"""Integer formats: ``value = raw - offset``, raw two's complement or unsigned."""

from __future__ import annotations

from tilelang.lazy_import import lazy_module

np = lazy_module("numpy")

from .base import DType, to_float64
from .registry import register_or_get, check_bool, check_int

__all__ = ["IntFormat", "int_dtype"]


class IntFormat(DType):
    """An integer format of ``bits`` bits whose value is ``raw - offset``.

    ``raw`` is the element read as two's complement when ``signed`` else as an
    unsigned number.  int4 is ``IntFormat(bits=4, signed=True, offset=0)``
    (values -8..7); a 3-bit format with values -4..3 stored unsigned is
    ``bits=3, signed=False, offset=4``.  Build one with :func:`int_dtype`.

    Example::

        >>> u3 = int_dtype("u3_off4", bits=3, signed=False, offset=4)
        >>> u3.decode([0, 7]), u3.encode([-4.2, 2.5, 9.0])
        (array([-4.,  3.]), array([0, 6, 7], dtype=int8))
    """

    __slots__ = ("signed", "offset")

    def __init__(self, name: str, bits: int, signed: bool, offset: int):
        super().__init__(name, bits)
        object.__setattr__(self, "signed", bool(signed))
        object.__setattr__(self, "offset", int(offset))

    def _params(self):
        return (self.bits, self.signed, self.offset)

    @property
    def is_int(self):
        return True

    @property
    def is_signed(self):
        return self.signed

    @property
    def raw_min(self) -> int:
        """Smallest raw (pre-offset) value."""
        return -(1 << (self.bits - 1)) if self.signed else 0

    @property
    def raw_max(self) -> int:
        """Largest raw (pre-offset) value."""
        return (1 << (self.bits - 1)) - 1 if self.signed else (1 << self.bits) - 1

    @property
    def min_value(self):
        return float(self.raw_min - self.offset)

    @property
    def max_value(self):
        return float(self.raw_max - self.offset)

    def _decode_bits(self, u):
        if self.signed:
            # Sign-extend: moving the pattern to the top of an int64 and shifting
            # back arithmetically works for every width up to 64.
            raw = (u << np.uint64(64 - self.bits)).view(np.int64) >> np.int64(64 - self.bits)
        else:
            raw = u
        if self.offset == 0:
            return raw.astype(np.float64)
        # int64 offsets stay exact where the result fits; float64 otherwise.
        return raw.astype(np.float64) - float(self.offset)

    def encode(self, values):
        """Round values to the nearest integer (ties to even, like ``torch.round``)
        and return the codes, saturating to ``[min_value, max_value]``.

        Arguments:
            values: real numbers (array-like, numpy array or torch tensor);
                +-inf saturate, NaN raises ValueError.
        Returns: codes as ``self.code_dtype``: signed raw values for a signed format
            (int4: -8..7), unsigned raw values otherwise.

        Example::

            >>> int4.encode([2.5, 3.5, -100.0])
            array([ 2,  4, -8], dtype=int8)
        """
        x = to_float64(values, "encode")
        if np.isnan(x).any():
            raise ValueError(f"encode: {self.name} has no NaN code, but values contain NaN")
        raw = np.rint(x) + float(self.offset)
        lo, hi = self.raw_min, self.raw_max
        if self.bits <= 32:
            # Bounds are exact in float64 here, so clipping before the cast is safe.
            return np.clip(raw, lo, hi).astype(self.code_dtype)
        out = np.empty(raw.shape, dtype=np.int64 if self.signed else np.uint64)
        # Compare in float before converting so huge values never overflow the cast;
        # float(hi) may round up (2**63 - 1 -> 2**63), hence >= on the boundary.
        over, under = raw >= float(hi), raw <= float(lo)
        mid = ~(over | under)
        out[mid] = raw[mid].astype(out.dtype)
        out[over] = hi
        out[under] = lo
        return out.astype(self.code_dtype)

    def spec(self):
        return ("int_dtype", {"bits": self.bits, "signed": self.signed, "offset": self.offset})


def int_dtype(name: str, bits: int, signed: bool = True, offset: int = 0) -> IntFormat:
    """Define (and register under ``name``) an integer format: ``value = raw - offset``.

    Arguments:
        name: identifier the dtype is known by (``get_dtype(name)`` finds it).
        bits: element width, 1..8 for user formats.
        signed: raw is two's complement when True, unsigned when False.
        offset: subtracted from raw to give the value (any integer).
    Returns: the IntFormat; calling again with identical parameters returns an
    equal object, different parameters under a taken name raise ValueError.

    Example::

        >>> u3 = int_dtype("u3_off4", bits=3, signed=False, offset=4)  # values -4..3
        >>> u3.min_value, u3.max_value
        (-4.0, 3.0)
    """
    check_int("int_dtype", "bits", bits)
    check_bool("int_dtype", "signed", signed)
    check_int("int_dtype", "offset", offset)

    def validate():
        if not 1 <= bits <= 8:
            raise ValueError(f"int_dtype: bits must be in 1..8 for a user format, got {bits}")

    bits, signed, offset = int(bits), bool(signed), int(offset)
    return register_or_get(
        name, IntFormat, (bits, signed, offset), "int_dtype", validate,
        lambda: IntFormat(name, bits, signed, offset),
    )
