"""A kernel function's source: its AST, and locations in the user's file.

Every error the frontend raises points at the user's own line through
``FunctionSource.error(message, node)``.
"""

from __future__ import annotations

import ast
import inspect
import textwrap
from functools import lru_cache

from tilelang.errors import SourceLoc, TileLangError


class FunctionSource:
    """The parsed source of ``fn`` with the offsets that map AST positions to the file."""

    def __init__(self, fn):
        self.fn = fn
        try:
            lines, first_line = inspect.getsourcelines(fn)
            self.file = inspect.getsourcefile(fn) or fn.__code__.co_filename
        except (OSError, TypeError):
            raise TileLangError(
                f"cannot read the source of {getattr(fn, '__qualname__', fn)!r}: kernels and the helpers "
                "they call must be defined in a file (not typed into an interactive prompt)") from None
        text = "".join(lines)
        dedented = textwrap.dedent(text)
        # Columns in the dedented text are shorter by the indentation removed
        # (the decorator or def line carries exactly that indentation).
        self.col_offset = len(lines[0]) - len(lines[0].lstrip())
        self.line_offset = first_line - 1
        self.lines = lines
        tree = ast.parse(dedented)
        node = tree.body[0]
        if not isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
            raise TileLangError(f"{fn.__qualname__} is not a plain function definition")
        self.tree: ast.FunctionDef = node

    def loc(self, node: ast.AST) -> SourceLoc:
        line = getattr(node, "lineno", 1) + self.line_offset
        col = getattr(node, "col_offset", 0) + self.col_offset + 1
        return SourceLoc(self.file, line, col)

    def error(self, message: str, node: ast.AST) -> TileLangError:
        """A ``TileLangError`` at ``node`` (the caller raises it)."""
        loc = self.loc(node)
        idx = loc.line - self.line_offset - 1
        source_line = self.lines[idx].rstrip("\n") if 0 <= idx < len(self.lines) else None
        return TileLangError(message, loc, source_line)


@lru_cache(maxsize=256)
def function_source(fn) -> FunctionSource:
    """The (cached) source of ``fn``; helpers called from many kernels are read once."""
    return FunctionSource(fn)
