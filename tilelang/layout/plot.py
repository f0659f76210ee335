"""PNG drawings of layouts and fragments (optional dependency: matplotlib).

matplotlib is imported only when a plot is drawn, and through its object API with
the Agg canvas, so plotting never changes a user's pyplot backend or global state.
"""

from __future__ import annotations

import os
from typing import Any

from tilelang.lazy_import import lazy_module

np = lazy_module("numpy")

from .layout import Layout, eval_exprs, fmt_list, open_grid
from .render import grid_extent

__all__ = ["plot_layout"]


def _cell_values(layout: Layout, rows: int, cols: int) -> tuple[np.ndarray, list[list[str]]]:
    """Colour value and label of each shown cell."""
    labels = layout._cell_labels(rows, cols)
    shape = (cols,) if layout.ndim == 1 else (rows, cols)
    env = dict(zip(layout._names, open_grid(shape)))
    env["rep"] = 0
    # Fragments: colour by thread.  Layouts: by the innermost storage index, which is
    # what a swizzle or permutation changes (the flat index mostly tracks the row).
    expr = layout.thread_expr if hasattr(layout, "thread_expr") else layout.exprs[-1]
    return eval_exprs([expr], env, shape)[0].reshape(rows, cols), labels


def plot_layout(layout: Layout, path: str | os.PathLike, *, max_cells: int = 64, dpi: int = 100) -> Any:
    """Draw a 1-D or 2-D layout/fragment as a grid of labelled, coloured cells into a PNG.

    Arguments:
        layout: a Layout (cells show the flat storage index, coloured by the innermost
            storage index) or Fragment (cells show ``T<thread>:<index>``, coloured by
            thread of replica 0).
        path: the PNG file to write.
        max_cells: at most this many rows and columns are drawn (the title says so).
        dpi: resolution.
    Returns ``path``.  Example: ``plot_layout(make_swizzle(8, 64, 16, 128), "sw.png")``.
    """
    try:
        from matplotlib.backends.backend_agg import FigureCanvasAgg
        from matplotlib.figure import Figure
    except ImportError as err:  # pragma: no cover - depends on the environment
        raise ImportError("plot() needs matplotlib: pip install 'tilelang[plot]'") from err
    if layout.ndim > 2:
        raise ValueError(f"plot() draws 1-D or 2-D layouts, this one has shape {list(layout.shape)}")
    rows_total, cols_total = grid_extent(layout.shape)
    rows, cols = min(rows_total, max_cells), min(cols_total, max_cells)
    colour, labels = _cell_values(layout, rows, cols)
    is_fragment = hasattr(layout, "thread_expr")

    longest = max(len(cell) for row in labels for cell in row)
    cell_w = max(0.35, 0.09 * longest)
    fig = Figure(figsize=(max(3.0, cols * cell_w + 1.0), max(2.0, rows * 0.3 + 1.2)))
    FigureCanvasAgg(fig)
    ax = fig.add_subplot(1, 1, 1)
    if is_fragment:
        cmap = "tab20" if layout.num_threads <= 20 else "turbo"
        ax.imshow(colour, cmap=cmap, vmin=0, vmax=max(layout.num_threads - 1, 1), aspect="auto")
    else:
        ax.imshow(colour, cmap="viridis", aspect="auto")
    font = 7 if longest <= 5 else 5
    for r in range(rows):
        for c in range(cols):
            ax.text(c, r, labels[r][c], ha="center", va="center", fontsize=font, color="black",
                    bbox=dict(boxstyle="square,pad=0.1", fc="white", ec="none", alpha=0.6))
    ax.set_xticks(range(cols))
    ax.set_yticks(range(rows))
    ax.tick_params(labelsize=6)
    kind = "Fragment" if is_fragment else "Layout"
    title = f"{kind} {fmt_list(layout.shape)} -> {fmt_list(layout.storage_shape)}"
    if (rows, cols) != (rows_total, cols_total):
        title += f" (showing {rows}x{cols} of {rows_total}x{cols_total})"
    ax.set_title(title, fontsize=8)
    fig.tight_layout()
    fig.savefig(path, dpi=dpi, format="png")
    return path
