"""How wide the flat offsets into each global tensor are: 32 bits unless they cannot reach.

A backend whose index arithmetic is 32-bit (CUDA's ``int``) computes the flat offset of
``A[i0, i1, ..., in]`` -- ``((i0 * D1 + i1) * D2 + ...) * Dn + in`` -- in 32 bits where
every offset into ``A`` fits, and in 64 bits (``long long``) where one does not.  This
module decides it, per tensor type and Target, in one place: the CUDA codegen writes the
offsets it says (``CodeGen.linear_index``), and the launcher uses the same answer to pick
the build a call needs (``backends/cuda/fast_bind.py``).

* A static shape: 64 bits when the tensor stores more than ``INT32_MAX`` elements (bytes
  for a sub-byte dtype, whose lowered accesses are byte offsets), else 32.  So the
  generated code of every tensor 32 bits reach is what it always was.
* A symbolic shape (``T.dynamic``): ``Options.int32_offsets`` of the Target says (on, the
  default: 32).  A call with a tensor too large for that runs the variant built with the
  option off (64 bits for every symbolic-shape tensor of rank 2 or more).
* Rank 1: 32.  Its one index is an ``index`` value, itself 32-bit; a dimension of more
  than ``INT32_MAX`` elements is refused (``check_dims``; the runtime refuses such a
  symbolic dim's value, which is passed as an ``int``).  Reshape it to two dims.

Only the flat offset widens: each dimension's own index (``i1``, ...) stays 32-bit, as
it lies below its dimension.  The interpreter and the simulator index with Python and
numpy integers and need none of this.
"""

from __future__ import annotations

from tilelang.errors import TileLangError

from .ir.types import TensorType

__all__ = ["INT32_MAX", "check_dims", "offset_bits", "stored_elements"]

INT32_MAX = 2**31 - 1


def stored_elements(shape, dtype) -> int | None:
    """The stored elements of a tensor of ``shape`` (ints; a str dim: None) and ``dtype``:
    the elements, or the bytes of a sub-byte dtype (packed along the last dim)."""
    if any(isinstance(d, str) for d in shape):
        return None
    n = 1
    for d in shape[:-1]:
        n *= d
    last = shape[-1] if shape else 1
    return n * (last * dtype.bits // 8 if dtype.bits < 8 else last)


def offset_bits(t: TensorType, target=None) -> int:
    """32 or 64: the width of the flat offsets into a global tensor of type ``t`` (module
    docstring).  ``target``: the ``Target`` whose options decide symbolic shapes (None:
    the default, 32)."""
    if not isinstance(t, TensorType):
        raise TypeError(f"offset_bits: expected a TensorType, got {t!r}")
    if t.rank < 2:
        return 32
    n = stored_elements(t.shape, t.dtype)
    if n is None:
        return 32 if target is None or target.options.int32_offsets else 64
    return 64 if n > INT32_MAX else 32


def check_dims(t: TensorType, what: str, loc=None) -> None:
    """A TileLangError naming ``what`` (the parameter) when a static dimension of ``t``
    has more elements than a 32-bit index reaches."""
    for d, n in enumerate(t.shape):
        if isinstance(n, int) and n > INT32_MAX:
            raise TileLangError(f"{what}: dimension {d} has {n} elements, more than a 32-bit index reaches "
                                f"({INT32_MAX}); flat offsets across dimensions are 64-bit where needed, but each "
                                f"dimension's own index is 32-bit: split it into two dimensions", loc)
