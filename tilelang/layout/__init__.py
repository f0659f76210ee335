"""Layouts: where each element of a tile lives (storage order, threads, registers).

* :class:`Layout` -- logical index -> storage index (padding, swizzles, permutations);
  ``T.Layout`` in kernels.
* :class:`Fragment` -- logical index -> (thread, local register index); ``T.Fragment``.
* :func:`parse_layout` -- read the one-line text form that ``repr`` prints.
* Built-ins: :func:`make_row_major`, :func:`make_col_major`, :func:`make_padded`,
  :func:`make_swizzle`, :func:`make_panel_swizzle`,
  :func:`make_swizzled_layout` (TileLang's name, and its 128/64/32-byte forms), the ``mma_m16n8k16_*`` / ``mma_m16n8k32_*`` fragments,
  :func:`mma_fragment`, :func:`make_int4_dequant_permutation`, :func:`make_lowbit_dequant_permutation`,
  :func:`dequant_storage_column` / :func:`dequant_logical_column` (its columns, each way).
* Index expressions (:class:`Expr` and friends, :func:`lookup`) that layouts are
  written in.

Example::

    >>> from tilelang.layout import Layout, parse_layout
    >>> L = Layout([8, 64], lambda i, j: (i, j ^ i % 8 * 8))
    >>> parse_layout(repr(L)) == L
    True
"""

from .dequant import (dequant_logical_column, dequant_storage_column, make_int4_dequant_permutation,
                      make_lowbit_dequant_permutation)
from .expr import BinOp, Const, Expr, LayoutTraceError, Lookup, Var, lookup
from .fragment import Fragment
from .layout import Layout
from .mma import (
    mma_fragment,
    mma_m16n8k16_a,
    mma_m16n8k16_b,
    mma_m16n8k16_c,
    mma_m16n8k32_a,
    mma_m16n8k32_b,
    mma_m16n8k32_c,
)
from .plot import plot_layout
from .swizzle import (make_col_major, make_full_bank_swizzled_layout, make_half_bank_swizzled_layout, make_padded,
                      make_panel_swizzle, make_quarter_bank_swizzled_layout, make_row_major, make_swizzle,
                      make_swizzled_layout)
from .text import LayoutParseError, parse_expr, parse_layout
from .blocked import make_blocked_fragment
from .warp_tiling import (choose_warp_grid, make_gemm_accumulator, make_gemm_operand_a, make_gemm_operand_b,
                          make_wgmma_accumulator, make_wgmma_operand_a, transposed)

__all__ = [
    "Layout", "Fragment", "parse_layout", "parse_expr", "LayoutParseError", "LayoutTraceError",
    "Expr", "Var", "Const", "BinOp", "Lookup", "lookup",
    "make_row_major", "make_col_major", "make_padded", "make_swizzle", "make_panel_swizzle",
    "make_swizzled_layout", "make_full_bank_swizzled_layout", "make_half_bank_swizzled_layout",
    "make_quarter_bank_swizzled_layout",
    "mma_m16n8k16_a", "mma_m16n8k16_b", "mma_m16n8k16_c",
    "mma_m16n8k32_a", "mma_m16n8k32_b", "mma_m16n8k32_c", "mma_fragment",
    "dequant_logical_column", "dequant_storage_column", "make_int4_dequant_permutation", "make_lowbit_dequant_permutation", "plot_layout",
    "make_blocked_fragment", "choose_warp_grid", "make_gemm_accumulator", "make_gemm_operand_a", "make_gemm_operand_b",
    "make_wgmma_accumulator", "make_wgmma_operand_a", "transposed",
]
