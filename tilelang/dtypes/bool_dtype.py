"""``bool``: one byte per element, zero is False and anything else True."""

from __future__ import annotations

from tilelang.lazy_import import lazy_module

np = lazy_module("numpy")

from .base import DType, to_float64

__all__ = ["BoolDType"]


class BoolDType(DType):
    """The boolean dtype.  ``bits`` is 8: like torch.bool and numpy.bool_, each
    element takes a byte and is never bit-packed (so ``is_low_bit`` is False).

    Codes: 0 is False; any other byte value decodes to 1.0 (True).

    Example::

        >>> bool_.decode([0, 1, 255]), bool_.encode([0.0, -2.5])
        (array([0., 1., 1.]), array([0, 1], dtype=int16))
    """

    __slots__ = ()

    def __init__(self):
        super().__init__("bool", 8)

    def _params(self):
        return ()

    @property
    def is_bool(self):
        return True

    @property
    def min_value(self):
        return 0.0

    @property
    def max_value(self):
        return 1.0

    def _decode_bits(self, u):
        return (u != 0).astype(np.float64)

    def encode(self, values):
        """Codes 1 for nonzero values and 0 for zeros (Python truthiness); NaN has
        no boolean meaning here and raises ValueError.

        Example::

            >>> bool_.encode([0.0, 3.0])
            array([0, 1], dtype=int16)
        """
        x = to_float64(values, "encode")
        if np.isnan(x).any():
            raise ValueError("encode: bool has no NaN code, but values contain NaN")
        return (x != 0).astype(self.code_dtype)

    def spec(self):
        return None
