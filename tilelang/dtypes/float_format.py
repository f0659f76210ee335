"""Binary floating-point formats: sign, exponent and mantissa fields.

One class covers IEEE half/single/double, bfloat16, the float8 formats, FP4 e2m1
and any small user format.  Layout of a code, most significant bit first::

    [sign (if signed)] [exponent: exponent_bits] [mantissa: mantissa_bits]

``exponent field == 0`` is subnormal (``mantissa * 2**(1 - bias - m)``), otherwise
``(1 + mantissa / 2**m) * 2**(field - bias)``.  ``special`` decides what the
all-ones patterns mean:

* ``"none"``: every code is finite (FP4 e2m1);
* ``"fn"``: no inf; only the code whose exponent and mantissa are all ones is NaN
  (float8_e4m3fn);
* ``"ieee"``: an all-ones exponent is inf (mantissa 0) or NaN (float16, e5m2).
"""

from __future__ import annotations

import math

from tilelang.lazy_import import lazy_module

np = lazy_module("numpy")

from .base import DType, bucketize, to_float64, to_numpy
from .registry import register_or_get, check_bool, check_int

__all__ = ["FloatFormat", "float_dtype"]

_SPECIALS = ("none", "fn", "ieee")
_F32_MAX = 3.4028234663852886e38  # float(np.finfo(np.float32).max), without importing numpy


class FloatFormat(DType):
    """A binary floating-point format; build one with :func:`float_dtype`.

    Attributes:
        exponent_bits, mantissa_bits, bias, signed, special: see float_dtype.

    Example::

        >>> float4_e2m1fn.decode_table()[:8]
        array([0. , 0.5, 1. , 1.5, 2. , 3. , 4. , 6. ])
    """

    __slots__ = ("exponent_bits", "mantissa_bits", "bias", "signed", "special")

    def __init__(self, name, exponent_bits, mantissa_bits, bias, signed, special):
        super().__init__(name, exponent_bits + mantissa_bits + int(signed))
        for k, v in (("exponent_bits", exponent_bits), ("mantissa_bits", mantissa_bits),
                     ("bias", bias), ("signed", bool(signed)), ("special", special)):
            object.__setattr__(self, k, v)

    def _params(self):
        return (self.exponent_bits, self.mantissa_bits, self.bias, self.signed, self.special)

    # -- classification ----------------------------------------------------------------
    @property
    def is_float(self):
        return True

    @property
    def is_signed(self):
        return self.signed

    @property
    def has_nan(self):
        return self.special == "fn" or (self.special == "ieee" and self.mantissa_bits > 0)

    @property
    def has_inf(self):
        return self.special == "ieee"

    # -- field arithmetic --------------------------------------------------------------------
    @property
    def _all_ones_exp(self) -> int:
        return (1 << self.exponent_bits) - 1

    @property
    def _max_finite_code(self) -> int:
        """The largest positive finite code (its value is max_value)."""
        e1, m = self._all_ones_exp, self.mantissa_bits
        mm = (1 << m) - 1
        if self.special == "none":
            return (e1 << m) | mm
        if self.special == "ieee":
            return ((e1 - 1) << m) | mm
        # "fn": all ones is NaN; with no mantissa bits that takes the whole binade.
        return (e1 << m) | (mm - 1) if m > 0 else (e1 - 1) << m

    @property
    def _nan_code(self) -> int:
        """Positive NaN code: all ones for "fn", quiet NaN (top mantissa bit) for "ieee"."""
        m = self.mantissa_bits
        if self.special == "fn":
            return (1 << (self.exponent_bits + m)) - 1
        return (self._all_ones_exp << m) | (1 << (m - 1))

    @property
    def max_value(self):
        v = self._cache.get("max")
        if v is None:
            # the one code's value in plain Python (as _decode_bits computes it): reading a
            # literal's range in the frontend must not load numpy
            code, m = self._max_finite_code, self.mantissa_bits
            field, mant = code >> m, code & ((1 << m) - 1)
            try:
                v = math.ldexp(mant, 1 - self.bias - m) if field == 0 else \
                    math.ldexp(mant + (1 << m), field - self.bias - m)
            except OverflowError:
                v = math.inf
            self._cache["max"] = v
        return v

    @property
    def min_value(self):
        return -self.max_value if self.signed else 0.0

    def holds_exactly(self, value: float) -> bool:
        """Whether the Python float ``value`` is finite and exactly one of this format's
        values (then it encodes and decodes unchanged).  Plain Python, no numpy: the
        frontend asks it of every float literal, and most (0.0, 1.0, 0.5) are exact."""
        if not math.isfinite(value) or (math.copysign(1.0, value) < 0 and not self.signed):
            return False
        a = abs(value)
        if a > self.max_value:
            return False
        if a == 0.0:
            return True
        # a's binade, or the subnormal one: a value there is a multiple of 2**(e - m)
        e = max(math.frexp(a)[1] - 1, 1 - self.bias)
        return math.ldexp(a, self.mantissa_bits - e).is_integer()

    @property
    def _fits_float32(self) -> bool:
        """True when every value is a float32 (so encode may round via float32)."""
        max_exp = (self._max_finite_code >> self.mantissa_bits) - self.bias
        return (self.mantissa_bits <= 23 and max_exp <= 127
                and 1 - self.bias - self.mantissa_bits >= -149)

    def _decode_bits(self, u):
        e, m, bias = self.exponent_bits, self.mantissa_bits, self.bias
        mant = u & np.uint64((1 << m) - 1)
        field = ((u >> np.uint64(m)) & np.uint64(self._all_ones_exp)).astype(np.int64)
        mant_f = mant.astype(np.float64)  # exact: m <= 52
        # ldexp scales by exact powers of two, so every value is exact in float64.
        exp = np.where(field == 0, 1 - bias - m, field - bias - m).astype(np.int32)
        sig = np.where(field == 0, mant_f, mant_f + float(1 << m))
        with np.errstate(over="ignore"):  # inf/NaN fields overflow here, replaced below
            val = np.ldexp(sig, exp)
        if self.special == "ieee":
            top = field == self._all_ones_exp
            val = np.where(top, np.where(mant == 0, np.inf, np.nan), val)
        elif self.special == "fn":
            nan = (field == self._all_ones_exp) & (mant == np.uint64((1 << m) - 1))
            val = np.where(nan, np.nan, val)
        if self.signed:
            neg = ((u >> np.uint64(e + m)) & np.uint64(1)).astype(bool)
            val = np.where(neg, -val, val)
        return val

    def _encode_magnitude_arith(self, a):
        """Codes (no sign bit) of finite magnitudes ``0 <= a <= max_value``."""
        m, bias = self.mantissa_bits, self.bias
        _, ex = np.frexp(a)  # a = f * 2**ex with f in [0.5, 1)
        big_e = np.maximum(ex.astype(np.int64) - 1, 1 - bias)
        # Scaling by 2**(m - E) puts the rounding point at the units digit of the
        # significand; the scaling is exact and np.rint rounds half to even.
        q = np.rint(np.ldexp(a, (m - big_e).astype(np.int32)))
        carry = q >= float(1 << (m + 1))  # rounded up into the next binade
        big_e = np.where(carry, big_e + 1, big_e)
        q = np.where(carry, q / 2, q)
        normal = q >= float(1 << m)
        field = np.where(normal, big_e + bias, 0).astype(np.uint64)
        mant = np.where(normal, q - float(1 << m), q).astype(np.uint64)
        return (field << np.uint64(m)) | mant

    def _thresholds(self):
        """For formats of <= 8 bits: magnitude thresholds t such that the code of a
        magnitude a is ``searchsorted(t, a, side="right")``.  Built from the
        arithmetic rounding itself, so both paths agree bit for bit, ties included."""
        t = self._cache.get("thresholds")
        if t is None:
            vals = self._decode_bits(np.arange(self._max_finite_code + 1, dtype=np.uint64))
            mids = (vals[:-1] + vals[1:]) / 2  # exact: few significant bits
            up = self._encode_magnitude_arith(mids) == np.arange(1, len(vals), dtype=np.uint64)
            t = np.where(up, mids, np.nextafter(mids, np.inf))
            self._cache["thresholds"] = t
        return t

    def encode(self, values):
        """Round values to the nearest representable value and return its codes.

        Rounding: first to float32 (round-to-nearest-even; a no-op for float32
        input) whenever every value of the format is a float32 -- every format but
        float64 -- and then to the format, round-half-to-even on the significand
        (ties go to the even mantissa).  This is exactly what torch does when
        casting to float16 / bfloat16 / float8, float64 inputs included.  Signed
        zeros keep their sign.

        Saturation: finite values beyond the range become the largest finite
        magnitude (torch gives NaN for e4m3fn and inf for e5m2/float16 instead);
        +-inf become inf codes where the format has them, else they saturate too.
        An unsigned format clamps negative values (and -inf) to 0.

        NaN: a NaN code (sign kept; all ones for "fn", exponent all ones with the top
        mantissa bit for "ieee"); ValueError when the format has no NaN.

        Arguments:
            values: real numbers (array-like, numpy array or torch tensor).
        Returns: unsigned codes as ``self.code_dtype``.

        Example::

            >>> float8_e4m3fn.encode([1.0, 1000.0, -0.0])
            array([ 56, 126, 128], dtype=int16)
        """
        x = to_numpy(values, "values", "encode")
        narrow = x.dtype in (np.float16, np.float32)  # already float32 values
        x = to_float64(x, "encode")
        e, m = self.exponent_bits, self.mantissa_bits
        nan = np.isnan(x)
        any_nan = bool(nan.any())
        if any_nan and not self.has_nan:
            raise ValueError(f"encode: {self.name} has no NaN code, but values contain NaN")
        if self._fits_float32 and not narrow:
            # Clip first so finite values beyond float32 saturate instead of becoming inf.
            x32 = np.clip(x, -_F32_MAX, _F32_MAX).astype(np.float32)
            x = np.where(np.isinf(x), x, x32)
        neg = np.signbit(x)
        a = np.abs(x)
        if not self.signed:
            a[neg] = 0.0  # negative values (and -inf, -NaN's sign) clamp to zero
            neg[:] = False
        inf = np.isinf(a)
        if self.bits <= 8:
            # searchsorted saturates (inf and values past the top land on the
            # largest code); NaN sorts last too and is overwritten below.
            code = bucketize(self._thresholds(), a).astype(np.uint64)
        else:
            a[nan | inf] = 0.0
            code = self._encode_magnitude_arith(np.minimum(a, self.max_value))
            if not self.has_inf:
                code[inf] = self._max_finite_code
        if self.has_inf:
            code[inf] = self._all_ones_exp << m
        if any_nan:
            code[nan] = self._nan_code
        if self.signed:
            code |= neg.astype(np.uint64) << np.uint64(e + m)
        return code.astype(self.code_dtype)

    def spec(self):
        return ("float_dtype", {
            "exponent_bits": self.exponent_bits, "mantissa_bits": self.mantissa_bits,
            "bias": self.bias, "signed": self.signed, "special": self.special,
        })


def float_dtype(name: str, exponent_bits: int, mantissa_bits: int, bias: int | None = None,
                signed: bool = True, special: str = "none") -> FloatFormat:
    """Define (and register under ``name``) a binary floating-point format.

    Arguments:
        name: identifier the dtype is known by.
        exponent_bits: width of the exponent field, >= 1.
        mantissa_bits: width of the mantissa field, >= 0.
        bias: exponent bias; default ``2**(exponent_bits - 1) - 1``.
        signed: whether there is a sign bit (the top bit).
        special: ``"none"`` (every code finite, e2m1-style), ``"fn"`` (no inf, the
            all-ones exponent+mantissa code is NaN, e4m3fn-style) or ``"ieee"``
            (all-ones exponent is inf/NaN).  Subnormals always exist.
    Returns: the FloatFormat (at most 8 bits for a user format).  Identical
        parameters under the same name return an equal object; a conflict raises.

    Example::

        >>> e3m1 = float_dtype("fp5_e3m1", exponent_bits=3, mantissa_bits=1)
        >>> e3m1.bits, e3m1.max_value
        (5, 24.0)
    """
    check_int("float_dtype", "exponent_bits", exponent_bits)
    check_int("float_dtype", "mantissa_bits", mantissa_bits)
    check_bool("float_dtype", "signed", signed)
    if bias is None:
        bias = (1 << (int(exponent_bits) - 1)) - 1 if exponent_bits >= 1 else 0
    check_int("float_dtype", "bias", bias)
    if special not in _SPECIALS:
        raise ValueError(f"float_dtype: special must be one of {_SPECIALS}, got {special!r}")
    exponent_bits, mantissa_bits = int(exponent_bits), int(mantissa_bits)
    bias, signed = int(bias), bool(signed)

    def validate():
        if exponent_bits < 1:
            raise ValueError(f"float_dtype: exponent_bits must be >= 1, got {exponent_bits}")
        if mantissa_bits < 0:
            raise ValueError(f"float_dtype: mantissa_bits must be >= 0, got {mantissa_bits}")
        if exponent_bits + mantissa_bits + signed > 8:
            raise ValueError(
                f"float_dtype: a user float format has at most 8 bits (sign + exponent_bits + "
                f"mantissa_bits), got {exponent_bits + mantissa_bits + signed}"
            )
        fmt = FloatFormat(name, exponent_bits, mantissa_bits, bias, signed, special)
        if fmt.max_value <= 0:
            raise ValueError(
                f"float_dtype: exponent_bits={exponent_bits}, mantissa_bits={mantissa_bits}, "
                f"special={special!r} leaves no positive finite value"
            )
        if not fmt._fits_float32:
            # encode rounds through float32 first, so every value must be a float32.
            raise ValueError(
                f"float_dtype: bias={bias} puts values outside the float32 range "
                f"(largest exponent must be <= 127 and smallest subnormal exponent >= -149)"
            )

    return register_or_get(
        name, FloatFormat, (exponent_bits, mantissa_bits, bias, signed, special), "float_dtype",
        validate, lambda: FloatFormat(name, exponent_bits, mantissa_bits, bias, signed, special),
    )
