"""Integer helpers for host code that sizes kernels: ``tilelang.cdiv`` and
``tilelang.next_power_of_2`` (also ``tilelang.math.<name>``, as in TileLang).

Inside a kernel ``T.ceildiv`` is the same as ``cdiv``.  Both take Python integers
(anything with ``__index__``, such as numpy integers); floats and bools are
refused rather than rounded, since a block count computed from a float is
almost always a bug.
"""

from __future__ import annotations

import operator


def _int(x, fn: str, name: str) -> int:
    if isinstance(x, bool) or isinstance(x, float):
        raise TypeError(f"tilelang.{fn}: {name} must be an integer, got {type(x).__name__} {x!r}")
    try:
        return operator.index(x)
    except TypeError:
        raise TypeError(f"tilelang.{fn}: {name} must be an integer, got {type(x).__name__} {x!r}") from None


def cdiv(a: int, b: int) -> int:
    """``ceil(a / b)`` for integers, exact at any size (``T.ceildiv`` in kernels):
    ``cdiv(1000, 128) == 8``.  ``b == 0`` is a ValueError."""
    a, b = _int(a, "cdiv", "a"), _int(b, "cdiv", "b")
    if b == 0:
        raise ValueError("tilelang.cdiv: b must not be 0")
    return -(-a // b)


def next_power_of_2(n: int) -> int:
    """The smallest power of two ``>= n``: ``next_power_of_2(100) == 128``,
    ``next_power_of_2(128) == 128``, ``next_power_of_2(0) == 1``.  A negative ``n``
    is a ValueError, a non-integer a TypeError."""
    n = _int(n, "next_power_of_2", "n")
    if n < 0:
        raise ValueError(f"tilelang.next_power_of_2: n must be >= 0, got {n}")
    return 1 if n <= 1 else 1 << (n - 1).bit_length()


__all__ = ["cdiv", "next_power_of_2"]
