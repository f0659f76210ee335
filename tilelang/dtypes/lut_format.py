"""Lookup-table formats: code ``i`` means ``values[i]`` (NF4 and user codebooks)."""

from __future__ import annotations

import math
import struct

from tilelang.lazy_import import lazy_module

np = lazy_module("numpy")

from .base import DType, bucketize, to_float64
from .registry import register_or_get

__all__ = ["LUTFormat", "lut_dtype"]


class LUTFormat(DType):
    """A format whose codes index a table of up to 256 float values.

    ``bits = max(1, ceil(log2(len(values))))``.  Codes ``>= len(values)`` are unused:
    they decode to NaN and ``encode`` never produces them.  A NaN entry in the
    table is a NaN code.  Build one with :func:`lut_dtype`.

    Example::

        >>> nf4.decode([0, 7, 15])
        array([-1.,  0.,  1.])
    """

    __slots__ = ("values",)

    def __init__(self, name: str, values: tuple):
        bits = max(1, (len(values) - 1).bit_length())
        super().__init__(name, bits)
        object.__setattr__(self, "values", values)

    def _params(self):
        # Compare bit patterns so NaN entries compare equal and -0.0 != 0.0.
        return tuple(struct.pack("<d", v) for v in self.values)

    @property
    def is_lut(self):
        return True

    @property
    def is_signed(self):
        return any(v < 0 for v in self.values)

    @property
    def has_nan(self):
        return any(math.isnan(v) for v in self.values)

    @property
    def min_value(self):
        return min(v for v in self.values if not math.isnan(v))

    @property
    def max_value(self):
        return max(v for v in self.values if not math.isnan(v))

    def _decode_bits(self, u):
        table = np.full(1 << self.bits, np.nan)
        table[: len(self.values)] = self.values
        return table[u.astype(np.intp)]

    def _sorted(self):
        """(thresholds, codes): the code of x is ``codes[searchsorted(thresholds, x,
        side="right")]``.  Distinct non-NaN values ascending, each with the lowest
        code holding it; a midpoint goes to the lower code of its two neighbours."""
        cached = self._cache.get("sorted")
        if cached is None:
            vals = np.array(self.values, dtype=np.float64)
            codes = np.arange(len(vals))
            keep = ~np.isnan(vals)
            vals, codes = vals[keep], codes[keep]
            order = np.lexsort((codes, vals))  # by value, then by code
            vals, codes = vals[order], codes[order]
            first = np.concatenate([[True], vals[1:] != vals[:-1]])
            vals, codes = vals[first], codes[first]
            mids = vals[:-1] / 2 + vals[1:] / 2  # halves first: no overflow
            up = codes[1:] < codes[:-1]  # at the exact midpoint, go up?
            cached = (np.where(up, mids, np.nextafter(mids, np.inf)), codes)
            self._cache["sorted"] = cached
        return cached

    def encode(self, values):
        """Return the code of the nearest table value for each value.

        Ties (a value exactly midway between two table entries) go to the lower
        code; equal table entries encode to their lowest code.  +-inf saturate to
        the extreme entries.  NaN gives the first NaN code of the table, or
        ValueError when the table has none.  No float32 pre-rounding.

        Arguments:
            values: real numbers (array-like, numpy array or torch tensor).
        Returns: codes in ``0 .. len(values) - 1`` as ``self.code_dtype``.

        Example::

            >>> nf4.encode([0.9, -0.03, 0.0])
            array([15,  7,  7], dtype=int8)
        """
        x = to_float64(values, "encode")
        nan = np.isnan(x)
        if nan.any() and not self.has_nan:
            raise ValueError(f"encode: {self.name} has no NaN code, but values contain NaN")
        thresholds, codes = self._sorted()
        # NaN sorts past every threshold; it is overwritten below.
        out = codes[bucketize(thresholds, x)]
        if nan.any():
            out[nan] = next(i for i, v in enumerate(self.values) if math.isnan(v))
        return out.astype(self.code_dtype)

    def spec(self):
        return ("lut_dtype", {"values": list(self.values)})


def lut_dtype(name: str, values) -> LUTFormat:
    """Define (and register under ``name``) a lookup-table format.

    Arguments:
        name: identifier the dtype is known by.
        values: 1 to 256 real numbers (finite, or NaN for a NaN code); code ``i``
            decodes to ``values[i]``.  Codes past the end decode to NaN.
    Returns: the LUTFormat, ``bits = max(1, ceil(log2(len(values))))``.

    Example::

        >>> lut6 = lut_dtype("my_lut6", [-2.0, -1.0, -0.25, 0.0, 0.5, 3.0])
        >>> lut6.bits, lut6.decode([5, 6])
        (3, array([ 3., nan]))
    """
    try:
        vals = tuple(float(v) for v in values)
    except (TypeError, ValueError):
        raise TypeError(f"lut_dtype: values must be a sequence of real numbers, got {values!r}") from None

    def validate():
        if not 1 <= len(vals) <= 256:
            raise ValueError(f"lut_dtype: values must hold 1 to 256 entries, got {len(vals)}")
        if any(math.isinf(v) for v in vals):
            raise ValueError("lut_dtype: values must be finite (or NaN), got an infinity")
        if all(math.isnan(v) for v in vals):
            raise ValueError("lut_dtype: values must hold at least one non-NaN entry")

    return register_or_get(
        name, LUTFormat, tuple(struct.pack("<d", v) for v in vals), "lut_dtype", validate,
        lambda: LUTFormat(name, vals),
    )
