"""The one error type users see, and its location.

Every error the compiler reports about a user's program is a ``TileLangError``
(or a subclass).  When it carries a source location it renders as::

    gemm.py:12:9: error: gemm accumulator must be a fragment buffer
        T.gemm(A_s, B_s, C_s)
                         ^

so the user sees their own line, never compiler-internal frames.
"""

from __future__ import annotations

import linecache
import sys
from dataclasses import dataclass


@dataclass(frozen=True)
class SourceLoc:
    """A position in a source file: 1-based line, 1-based column."""

    file: str
    line: int
    col: int

    def __str__(self) -> str:
        return f"{self.file}:{self.line}:{self.col}"


class TileLangError(Exception):
    """An error in a tile program, an IR text, or a kernel call.

    Arguments:
        message: what is wrong, in the user's terms.
        loc: where (optional). When given, ``str(err)`` shows ``file:line:col``,
            the source line and a caret under the column.
        source_line: the text of the line when it is not in a file on disk
            (IR text parsed from a string, for instance).
    """

    def __init__(self, message: str, loc: SourceLoc | None = None, source_line: str | None = None):
        self.message = message
        self.loc = loc
        if loc is not None and source_line is None:
            source_line = linecache.getline(loc.file, loc.line).rstrip("\n") or None
        self.source_line = source_line
        super().__init__(self._render())

    def _render(self) -> str:
        if self.loc is None:
            return self.message
        text = f"{self.loc}: error: {self.message}"
        if self.source_line:
            caret = " " * max(self.loc.col - 1, 0) + "^"
            text += f"\n    {self.source_line}\n    {caret}"
        return text


class IRParseError(TileLangError):
    """The IR text does not parse; the location is line:col in that text."""


class IRVerifyError(TileLangError):
    """The IR is ill-formed; the message names the op and its source location."""


class CudaCompileError(TileLangError):
    """NVRTC rejected the generated CUDA source.

    ``str(err)`` is the whole report: each error with the Python line it came
    from, the generated line it names, then NVRTC's log.  ``loc`` is the Python
    location of the first error (when one is known).  Attributes for tools:
    ``log`` (NVRTC's log, verbatim), ``diagnostics`` (parsed entries, see
    ``tilelang.backends.cuda.nvrtc_log.Diagnostic``), ``source`` (the generated
    CUDA source) and ``arch``.
    """

    def __init__(self, message: str, loc: SourceLoc | None = None, *, log: str = "",
                 diagnostics: tuple = (), source: str = "", arch: str = ""):
        self.log = log
        self.diagnostics = tuple(diagnostics)
        self.source = source
        self.arch = arch
        super().__init__(message, loc)

    def _render(self) -> str:
        # The message already names every location; the base class's one-caret
        # rendering would only repeat the first.
        return self.message


def user_stacklevel() -> int:
    """The ``stacklevel`` for ``warnings.warn`` that names the user's line: the first
    frame, from the caller of the function that warns outward, whose module is not part
    of tilelang (compiler frames are noise to the user, as in errors)."""
    frame, level = sys._getframe(1), 1
    while frame is not None and frame.f_globals.get("__name__", "").partition(".")[0] == "tilelang":
        frame, level = frame.f_back, level + 1
    return level
