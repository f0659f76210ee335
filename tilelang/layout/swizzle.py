"""Built-in shared-memory layouts: row/column major, padded rows, XOR swizzles.

The swizzle is CUTLASS's ``Swizzle<B, 4, 3>`` (the pattern TMA writes for its
32/64/128-byte swizzle modes) on the byte address of each row segment:
with ``B = log2(swizzle_bytes / 16)``, address bits ``[4, 4 + B)`` (the 16-byte chunk)
are XORed with bits ``[7, 7 + B)``.  Because a 16-byte chunk is never split, this is
expressed in element units for any element width, sub-byte ones included.
"""

from __future__ import annotations

from typing import Any

from .layout import Layout

__all__ = ["make_row_major", "make_col_major", "make_padded", "make_swizzle", "make_panel_swizzle", "dtype_bits_of",
           "make_swizzled_layout", "make_full_bank_swizzled_layout", "make_half_bank_swizzled_layout",
           "make_quarter_bank_swizzled_layout"]

_SWIZZLE_BYTES = (32, 64, 128)
# The XOR source bits [7, 7 + B) of a swizzle_bytes-wide row segment are row bits, and
# the pattern repeats every 8 rows for every B (CUTLASS's atoms are 8 rows tall).
_SWIZZLE_ROWS = 8


def dtype_bits_of(dtype_bits: Any, what: str = "dtype_bits") -> int:
    """Bit width from an int, an object with a ``bits`` attribute, or anything else that
    names a dtype where the rest of the API takes one (``tilelang.dtypes.get_dtype``:
    ``"float16"``, ``"half"``, ``torch.float16``, ...).  ``what`` names the argument in errors.

    Example: ``dtype_bits_of(16) == dtype_bits_of("float16") == 16``.
    """
    bits = getattr(dtype_bits, "bits", dtype_bits)
    if not isinstance(bits, int) or isinstance(bits, bool):
        from tilelang.dtypes import get_dtype

        try:
            bits = get_dtype(dtype_bits).bits
        except ValueError as e:  # an unknown name: get_dtype lists the valid ones
            raise ValueError(f"{what}: {str(e).removeprefix('get_dtype: ')}") from None
        except TypeError:
            bits = 0  # not a dtype at all
    if bits <= 0:
        raise TypeError(f"{what}: expected a bit width (int) or a dtype (\"float16\", torch.float16, ...), "
                        f"got {dtype_bits!r}")
    return bits


def make_row_major(rows: int, cols: int) -> Layout:
    """The plain row-major tile: ``(i, j) -> (i, j)`` in storage ``(rows, cols)``.

    Example: ``make_row_major(4, 8)`` -> ``Layout([4, 8], lambda i, j: (i, j))``.
    """
    return Layout((rows, cols), lambda i, j: (i, j))


def make_col_major(rows: int, cols: int) -> Layout:
    """The transposed tile: ``(i, j) -> (j, i)`` in storage ``(cols, rows)``.

    Example: ``make_col_major(4, 8).forward(1, 2) == (2, 1)``.
    """
    return Layout((rows, cols), lambda i, j: (j, i))


def make_padded(rows: int, cols: int, pad: int) -> Layout:
    """Row-major with ``pad`` unused elements after each row: storage ``(rows, cols + pad)``.

    Padding shifts consecutive rows across banks (e.g. ``pad = 8`` halves).
    Example: ``make_padded(64, 32, 8).storage_shape == (64, 40)``.
    """
    if isinstance(pad, bool) or not isinstance(pad, int) or pad < 0:
        raise ValueError(f"pad must be a non-negative int, got {pad!r}")
    return Layout((rows, cols), lambda i, j: (i, j), storage_shape=(rows, cols + pad))


def _pick_swizzle_bytes(cols: int, bits: int) -> int:
    for size in sorted(_SWIZZLE_BYTES, reverse=True):
        if (cols * bits) % (size * 8) == 0:
            return size
    raise ValueError(f"make_swizzle: a row of {cols} {bits}-bit elements is not a multiple of "
                     f"32 bytes ({256 // bits} elements), the smallest "
                     "swizzle")


def make_swizzle(rows: int, cols: int, dtype_bits: Any, swizzle_bytes: int | None = None) -> Layout:
    """XOR swizzle of a row-major shared-memory tile (``Swizzle<B,4,3>``, TMA swizzle modes).

    Every ``swizzle_bytes``-wide segment of row ``i`` has its 16-byte chunks permuted by
    XOR with a value taken from the row, so the 8 rows of a column of chunks fall in
    distinct banks (conflict-free ``ldmatrix``/vector reads of a column), while each
    chunk stays contiguous (16-byte vector copies stay possible).  Storage keeps the
    tile's shape; the map is a bijection (its own inverse).

    Arguments:
        rows: tile rows, a multiple of 8 (the pattern spans 8 rows).
        cols: tile columns (contiguous); ``cols * dtype_bits`` must be a multiple of
            ``swizzle_bytes * 8``.
        dtype_bits: element width in bits (1..128, a power of two), or a dtype: a name
            (``"float16"``, ``"half"``), a torch or numpy dtype, a DType (see ``dtype_bits_of``).
        swizzle_bytes: 32, 64 or 128; default: the largest that divides the row.
    Example::

        >>> make_swizzle(8, 64, 16, 128)
        Layout([8, 64], lambda i, j: (i, j ^ i % 8 * 8))
    """
    bits = dtype_bits_of(dtype_bits, "make_swizzle: dtype_bits")
    if bits > 128 or bits & (bits - 1):
        raise ValueError(f"make_swizzle: dtype_bits must be a power of two up to 128, got {bits}")
    for name, value in (("rows", rows), ("cols", cols)):
        if isinstance(value, bool) or not isinstance(value, int) or value <= 0:
            raise ValueError(f"make_swizzle: {name} must be a positive int, got {value!r}")
    if swizzle_bytes is None:
        swizzle_bytes = _pick_swizzle_bytes(cols, bits)
    if swizzle_bytes not in _SWIZZLE_BYTES:
        raise ValueError(f"make_swizzle: swizzle_bytes must be 32, 64 or 128, got {swizzle_bytes!r}")
    chunk = 128 // bits                      # elements per 16-byte chunk
    segment = swizzle_bytes * 8 // bits      # elements per swizzled row segment
    if cols % segment:
        raise ValueError(f"make_swizzle: cols={cols} must be a multiple of {segment} "
                         f"({swizzle_bytes} bytes of {bits}-bit elements) for a "
                         f"{swizzle_bytes}-byte swizzle")
    if rows % _SWIZZLE_ROWS:
        raise ValueError(f"make_swizzle: rows={rows} must be a multiple of {_SWIZZLE_ROWS} "
                         f"(the {swizzle_bytes}-byte swizzle pattern spans 8 rows)")
    b = swizzle_bytes.bit_length() - 5      # log2(swizzle_bytes / 16)
    # Inside one segment row i sits at byte offset i * swizzle_bytes, so address bits
    # [7, 7 + B) are bits [3 - B, 3) of i: the chunk XOR value is (i >> (3 - B)) % 2**B.
    rows_per_value = 1 << (3 - b)
    return Layout((rows, cols), lambda i, j: (i, j ^ i // rows_per_value % (1 << b) * chunk))


def make_panel_swizzle(rows: int, cols: int, dtype_bits: Any) -> Layout:
    """A (rows, cols) tile stored as panels of 128-byte-wide columns, each panel a
    row-major (rows, 128 bytes) block with the 128-byte XOR swizzle: storage
    ``(cols / P * rows, P)`` (P = 1024 / bits elements per panel row), element
    ``(i, j)`` in panel ``j // P`` at row ``i``.  This is the layout Hopper's wgmma
    reads an MN-major operand in (``T.gemm``'s B stored (k, n): k rows of n), where a
    wide row-major tile with a per-segment swizzle is not.

    Example::

        >>> make_panel_swizzle(64, 256, 16).storage_shape
        (256, 64)
    """
    bits = dtype_bits_of(dtype_bits, "make_panel_swizzle: dtype_bits")
    panel = 1024 // bits
    if bits > 128 or bits & (bits - 1) or cols % panel or rows % _SWIZZLE_ROWS or rows <= 0 or cols <= 0:
        raise ValueError(f"make_panel_swizzle: a ({rows}, {cols}) tile of {bits}-bit elements needs cols a "
                         f"multiple of {panel} (128 bytes) and rows a multiple of {_SWIZZLE_ROWS}")
    chunk = 128 // bits
    return Layout((rows, cols), lambda i, j: (j // panel * rows + i, j % panel ^ i % 8 * chunk),
                  storage_shape=(cols // panel * rows, panel))


# ---- TileLang's names: a layout for a buffer ------------------------------------------------
def _buffer_shape_bits(buffer, what: str) -> tuple[tuple, int]:
    """(shape, element bits) of a kernel's buffer (what ``T.alloc_shared`` returns: read
    while the kernel is parsed) or of a ``(shape, dtype)`` pair."""
    t = getattr(buffer, "type", None)
    if t is not None and hasattr(t, "shape") and hasattr(t, "dtype"):
        shape, dtype = t.shape, t.dtype
    elif isinstance(buffer, tuple) and len(buffer) == 2 and isinstance(buffer[0], (tuple, list)):
        shape, dtype = buffer
    else:
        raise TypeError(f"{what}: buffer must be a buffer of the kernel (T.alloc_shared) or a (shape, dtype) "
                        f"pair, got {buffer!r}")
    shape = tuple(shape)
    if not shape or not all(isinstance(d, int) and not isinstance(d, bool) and d > 0 for d in shape):
        raise ValueError(f"{what}: the buffer's shape must be static positive ints, got {list(shape)}")
    return shape, dtype_bits_of(dtype, f"{what}: dtype")


def _swizzled_or_linear(buffer, swizzle_bytes, what: str) -> Layout:
    shape, bits = _buffer_shape_bits(buffer, what)
    if len(shape) == 2 and bits <= 128 and not bits & (bits - 1):
        rows, cols = shape
        try:
            return make_swizzle(rows, cols, bits, swizzle_bytes)
        except ValueError:
            pass  # a tile the swizzle does not fit stays row-major (below)
    return Layout(shape, lambda *idx: idx)


def make_swizzled_layout(buffer, k_major: bool = True, allow_pad: bool = True) -> Layout:
    """TileLang's default conflict-free shared-memory layout of ``buffer``: here the XOR
    swizzle ``make_swizzle`` of its (rows, cols) with the widest swizzle (128, 64 or 32
    bytes) its rows take; a tile the swizzle does not fit (rows not a multiple of 8, a
    row not a multiple of 32 bytes, rank other than 2) keeps row-major storage.

    ``buffer``: a shared buffer of the kernel (``T.annotate_layout({S:
    make_swizzled_layout(S)})``) or a ``(shape, dtype)`` pair.  ``k_major`` and
    ``allow_pad`` are accepted for compatibility: the swizzle is over the buffer's
    contiguous last dim either way, and no padding is added.
    """
    return _swizzled_or_linear(buffer, None, "make_swizzled_layout")


def make_full_bank_swizzled_layout(buffer) -> Layout:
    """``buffer``'s 128-byte XOR swizzle (row-major where it does not fit)."""
    return _swizzled_or_linear(buffer, 128, "make_full_bank_swizzled_layout")


def make_half_bank_swizzled_layout(buffer) -> Layout:
    """``buffer``'s 64-byte XOR swizzle (row-major where it does not fit)."""
    return _swizzled_or_linear(buffer, 64, "make_half_bank_swizzled_layout")


def make_quarter_bank_swizzled_layout(buffer) -> Layout:
    """``buffer``'s 32-byte XOR swizzle (row-major where it does not fit)."""
    return _swizzled_or_linear(buffer, 32, "make_quarter_bank_swizzled_layout")


# Called inside a kernel with a buffer, these read its static shape and dtype while the
# kernel is parsed (the frontend calls a library function marked so with the buffer).
for _fn in (make_swizzled_layout, make_full_bank_swizzled_layout, make_half_bank_swizzled_layout,
            make_quarter_bank_swizzled_layout):
    _fn.__tilelang_buffer_types__ = True
