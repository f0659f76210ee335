"""Text grids for ``str(layout)`` / ``str(fragment)``: one labelled cell per element."""

from __future__ import annotations

from typing import Sequence

# Large tiles would print thousands of lines; show the top-left corner and say so.
MAX_ROWS = 32
MAX_COLS = 32


def grid_extent(shape: Sequence[int]) -> tuple[int, int]:
    """(rows, cols) of the printed grid of a 1-D (one row) or 2-D shape."""
    return (1, shape[0]) if len(shape) == 1 else (shape[0], shape[1])


def render_grid(title: str, labels: Sequence[Sequence[str]], rows_total: int, cols_total: int) -> str:
    """Render ``labels`` (shown rows x shown cols) under ``title`` with row/col headers.

    Example output::

        Layout [2, 2] -> storage [2, 2]: flat storage index of each element
             0  1
          0: 0  1
          1: 2  3
    """
    shown_rows, shown_cols = len(labels), len(labels[0]) if labels else 0
    width = max([len(str(shown_cols - 1))] + [len(cell) for row in labels for cell in row])
    row_width = len(str(max(shown_rows - 1, 0)))
    lines = [title]
    lines.append(" " * (row_width + 2) + " ".join(f"{c:>{width}}" for c in range(shown_cols)))
    for r, row in enumerate(labels):
        lines.append(f"{r:>{row_width}}: " + " ".join(f"{cell:>{width}}" for cell in row))
    if shown_rows < rows_total or shown_cols < cols_total:
        lines.append(f"(showing {shown_rows} of {rows_total} rows and {shown_cols} of "
                     f"{cols_total} columns)")
    return "\n".join(lines)
