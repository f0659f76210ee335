"""Register fragments of the warp-level ``mma.sync`` tensor-core instructions.

Each function returns the :class:`Fragment` of one operand of one instruction shape,
over the 32 lanes of a warp, as specified by the PTX ISA section "Matrix Fragments
for mma.m16n8k16 / mma.m16n8k32".  With ``lane = thread``, ``groupID = lane >> 2``
and ``tig = lane % 4`` (threadID_in_group):

* m16n8k16, f16/bf16: A 16x16 (row, col), 8 elements per thread; B 16x8 as
  (k, n), 4 per thread; C/D 16x8 (f32 or f16), 4 per thread.
* m16n8k32, s8/u8 (and e4m3/e5m2): A 16x32, 16 per thread; B 32x8 as (k, n),
  8 per thread; C/D 16x8 (s32/f32), 4 per thread.

The local index is the PTX element number ``a_i`` / ``b_i`` / ``c_i``, i.e. the
order of the values in the instruction's registers (low half first).
"""

from __future__ import annotations

from typing import Any, Callable

from .fragment import Fragment
from .layout import Layout
from .swizzle import dtype_bits_of

__all__ = [
    "mma_m16n8k16_a", "mma_m16n8k16_b", "mma_m16n8k16_c",
    "mma_m16n8k32_a", "mma_m16n8k32_b", "mma_m16n8k32_c", "mma_fragment",
]


def _fragment(shape, thread: Callable, index: Callable, inverse: Callable) -> Fragment:
    frag = Fragment(shape, forward_thread=thread, forward_index=index)
    # The PTX (lane, element) -> (row, col) formulas are the inverse; inverse() checks them.
    frag._inverse_hint = inverse
    return frag


def _transposed(frag: Fragment, inverse: Callable) -> Fragment:
    """``frag`` indexed as (col, row): B given as (n, k), the layout of W in y = x W^T."""
    rows, cols = frag.shape
    out = frag.compose(Layout((cols, rows), lambda i, j: (j, i)))
    out._inverse_hint = inverse
    return out


def mma_m16n8k16_a() -> Fragment:
    """A operand of ``mma.m16n8k16`` (f16/bf16): 16x16 (row, col), 8 values per lane.

    ``thread = row % 8 * 4 + col % 8 // 2``, ``index = col // 8 * 4 + row // 8 * 2 + col % 2``.
    Example: ``mma_m16n8k16_a().forward(9, 3) == (5, 3)`` (lane 5 holds it as a3).
    """
    return _fragment(
        (16, 16),
        lambda i, j: i % 8 * 4 + j % 8 // 2,
        lambda i, j: j // 8 * 4 + i // 8 * 2 + j % 2,
        # PTX: row = groupID (+8 for a2, a3, a6, a7); col = tig*2 + (i & 1) (+8 for a4..a7)
        lambda t, v: (t // 4 + v // 2 % 2 * 8, t % 4 * 2 + v % 2 + v // 4 * 8))


def mma_m16n8k16_b(transposed: bool = False) -> Fragment:
    """B operand of ``mma.m16n8k16`` (f16/bf16): 16x8 as (k, n), 4 values per lane.

    ``thread = n * 4 + k % 8 // 2``, ``index = k // 8 * 2 + k % 2``.
    Arguments:
        transposed: index the fragment as (n, k) (shape 8x16) instead, e.g. for a
            weight W of shape (N, K) used as B = W^T.
    Example: ``mma_m16n8k16_b().forward(9, 2) == (8, 3)``.
    """
    frag = _fragment(
        (16, 8),
        lambda i, j: j * 4 + i % 8 // 2,
        lambda i, j: i // 8 * 2 + i % 2,
        # PTX: row (k) = tig*2 + (i & 1) (+8 for b2, b3); col (n) = groupID
        lambda t, v: (t % 4 * 2 + v % 2 + v // 2 * 8, t // 4))
    if transposed:
        return _transposed(frag, lambda t, v: (t // 4, t % 4 * 2 + v % 2 + v // 2 * 8))
    return frag


def mma_m16n8k16_c() -> Fragment:
    """Accumulator C/D of ``mma.m16n8k16`` (f32 or f16): 16x8, 4 values per lane.

    ``thread = row % 8 * 4 + col // 2``, ``index = row // 8 * 2 + col % 2``.
    Example: ``mma_m16n8k16_c().forward(9, 5) == (6, 3)``.
    """
    return _fragment(
        (16, 8),
        lambda i, j: i % 8 * 4 + j // 2,
        lambda i, j: i // 8 * 2 + j % 2,
        # PTX: row = groupID (+8 for c2, c3); col = tig*2 + (i & 1)
        lambda t, v: (t // 4 + v // 2 * 8, t % 4 * 2 + v % 2))


def mma_m16n8k32_a() -> Fragment:
    """A operand of ``mma.m16n8k32`` (s8/u8, e4m3/e5m2): 16x32, 16 values per lane.

    ``thread = row % 8 * 4 + col % 16 // 4``, ``index = col // 16 * 8 + row // 8 * 4 + col % 4``.
    Example: ``mma_m16n8k32_a().forward(9, 21) == (5, 13)``.
    """
    return _fragment(
        (16, 32),
        lambda i, j: i % 8 * 4 + j % 16 // 4,
        lambda i, j: j // 16 * 8 + i // 8 * 4 + j % 4,
        # PTX: row = groupID (+8 for a4..a7, a12..a15); col = tig*4 + (i & 3) (+16 for a8..a15)
        lambda t, v: (t // 4 + v // 4 % 2 * 8, t % 4 * 4 + v % 4 + v // 8 * 16))


def mma_m16n8k32_b(transposed: bool = False) -> Fragment:
    """B operand of ``mma.m16n8k32`` (s8/u8, e4m3/e5m2): 32x8 as (k, n), 8 values per lane.

    ``thread = n * 4 + k % 16 // 4``, ``index = k // 16 * 4 + k % 4``.
    Arguments:
        transposed: index the fragment as (n, k) (shape 8x32) instead.
    Example: ``mma_m16n8k32_b().forward(21, 2) == (9, 5)``.
    """
    frag = _fragment(
        (32, 8),
        lambda i, j: j * 4 + i % 16 // 4,
        lambda i, j: i // 16 * 4 + i % 4,
        # PTX: row (k) = tig*4 + (i & 3) (+16 for b4..b7); col (n) = groupID
        lambda t, v: (t % 4 * 4 + v % 4 + v // 4 * 16, t // 4))
    if transposed:
        return _transposed(frag, lambda t, v: (t // 4, t % 4 * 4 + v % 4 + v // 4 * 16))
    return frag


def mma_m16n8k32_c() -> Fragment:
    """Accumulator C/D of ``mma.m16n8k32`` (s32 or f32): 16x8, 4 values per lane.

    Same distribution as :func:`mma_m16n8k16_c`.
    Example: ``mma_m16n8k32_c() == mma_m16n8k16_c()``.
    """
    return mma_m16n8k16_c()


_KIND_BITS = {
    "f16": 16, "fp16": 16, "float16": 16, "half": 16, "bf16": 16, "bfloat16": 16,
    "s8": 8, "u8": 8, "int8": 8, "uint8": 8, "e4m3": 8, "e5m2": 8,
    "float8_e4m3fn": 8, "float8_e5m2": 8, "fp8": 8,
}

_BUILDERS = {
    (16, "a"): mma_m16n8k16_a, (16, "b"): mma_m16n8k16_b, (16, "c"): mma_m16n8k16_c,
    (8, "a"): mma_m16n8k32_a, (8, "b"): mma_m16n8k32_b, (8, "c"): mma_m16n8k32_c,
}


def mma_fragment(operand: str, dtype: Any = 16, transposed: bool = False) -> Fragment:
    """The mma.sync fragment of an operand for an input element type.

    Arguments:
        operand: ``"a"``, ``"b"`` or ``"c"`` (the accumulator; also ``"d"``).
        dtype: the A/B element type: bits (16 -> m16n8k16, 8 -> m16n8k32), a name
            (``"f16"``, ``"bf16"``, ``"int8"``, ``"s8"``, ``"e4m3"`` ... or any name
            ``tilelang.dtypes.get_dtype`` knows), a torch dtype, or a dtype object
            with ``.bits``.
        transposed: for ``"b"``, index the fragment as (n, k).
    Example: ``mma_fragment("a", "int8") == mma_m16n8k32_a()``.
    """
    key = str(operand).lower()
    key = "c" if key in ("c", "d", "acc", "accum") else key
    if key not in ("a", "b", "c"):
        raise ValueError(f"mma_fragment: operand must be 'a', 'b' or 'c', got {operand!r}")
    if isinstance(dtype, str) and dtype.lower() in _KIND_BITS:  # (PTX's short names too: s8, e4m3, ...)
        bits = _KIND_BITS[dtype.lower()]
    else:  # every spelling the rest of the API takes: "fp8_e5m2", torch.float16, a DType, bits
        bits = dtype_bits_of(dtype, "mma_fragment: dtype")
    if (bits, key) not in _BUILDERS:
        raise ValueError(f"mma_fragment: no mma.sync shape for {bits}-bit inputs "
                         "(16 -> m16n8k16, 8 -> m16n8k32)")
    if key == "b":
        return _BUILDERS[(bits, key)](transposed=transposed)
    if transposed:
        raise ValueError("mma_fragment: transposed= applies to operand 'b' only")
    return _BUILDERS[(bits, key)]()
