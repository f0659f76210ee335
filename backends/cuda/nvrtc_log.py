"""Read an NVRTC log back to the generated CUDA lines and the Python lines they came from.

The generated source carries ``#line <n> "<file.py>"`` directives, so NVRTC's own
log names Python lines.  To also name the generated line, the caller recompiles
the source with every directive blanked out (an empty line in its place, so the
numbering stays) and with ``-lineinfo``; this module then maps

* a front-end diagnostic ``tilelang_kernel.cu(57): error: ...`` to generated
  line 57, and
* a ptxas diagnostic ``ptxas application ptx input, line 41; error ...`` (inline
  asm that does not assemble, mostly) through the PTX ``.loc`` entries to the
  generated line, following ``inlined_at`` out of helper functions,

and each generated line to the Python location of the nearest preceding
directive (the codegen puts one directive before the code of each Python
statement, so every line up to the next directive belongs to that statement;
this is not the C preprocessor's ``n + k`` counting).

What it does not do: compile (``nvrtc.py`` does), or parse every shape of log
line; what it does not recognise stays in the verbatim log of the report.
"""

from __future__ import annotations

import linecache
import os
import re
from dataclasses import dataclass

_DIRECTIVE = re.compile(r'^[ \t]*#[ \t]*(?:line[ \t]+)?(\d+)(?:[ \t]+"((?:[^"\\]|\\.)*)")?\s*$')
_FRONT = re.compile(r"^(?P<file>.*?)\((?P<line>\d+)\): (?P<sev>catastrophic error|internal error|error|warning)"
                    r"(?: #[\w-]+)?: (?P<msg>.*)$")
_PTXAS_LINE = re.compile(r"^ptxas application ptx input, line (?P<line>\d+); (?P<sev>error|warning)\s*: (?P<msg>.*)$")
_PLAIN = re.compile(r"^(?P<tool>ptxas|nvrtc):? (?P<sev>fatal|error|warning)\s*: (?P<msg>.*)$")
_LOC = re.compile(r"^\s*\.loc\s+(\d+)\s+(\d+)\s+\d+(?:.*?\binlined_at\s+(\d+)\s+(\d+)\s+\d+)?")
_FILE = re.compile(r'^\s*\.file\s+(\d+)\s+"((?:[^"\\]|\\.)*)"')
_ERRORS = ("error", "catastrophic error", "internal error", "fatal")


@dataclass(frozen=True)
class Origin:
    """A Python source position named by a ``#line`` directive."""

    file: str
    line: int

    def __str__(self) -> str:
        return f"{self.file}:{self.line}"


@dataclass(frozen=True)
class Diagnostic:
    """One error or warning of a failed compile.

    ``generated_line``/``generated_text``: the line of the generated source it
    names (1-based); ``origin``: the Python location of that line; ``inlined_at``:
    for a line inside an inlined helper, the generated lines of its call sites,
    innermost first; ``ptx_line``: set for ptxas diagnostics.  Any of them is
    ``None``/empty when the log does not say.
    """

    severity: str
    message: str
    generated_line: int | None = None
    generated_text: str | None = None
    origin: Origin | None = None
    inlined_at: tuple[int, ...] = ()
    ptx_line: int | None = None

    @property
    def is_error(self) -> bool:
        return self.severity in _ERRORS

    def render(self, source_lines: list[str], filename: str) -> str:
        where = str(self.origin) if self.origin else (
            f"{filename}:{self.generated_line}" if self.generated_line else "")
        tool = " (ptxas)" if self.ptx_line else ""
        out = [f"{where + ': ' if where else ''}{self.severity}: {self.message}{tool}"]
        if self.origin:
            py = linecache.getline(self.origin.file, self.origin.line).strip()
            if py:
                out.append(f"    python line {self.origin.line}: {py}")
        if self.generated_line:
            out.append(f"    generated line {self.generated_line}: {_text(source_lines, self.generated_line)}")
        for site in self.inlined_at:
            out.append(f"    inlined at generated line {site}: {_text(source_lines, site)}")
        return "\n".join(out)


def _text(lines: list[str], n: int) -> str:
    return lines[n - 1].strip() if 0 < n <= len(lines) else "<past the end of the source>"


def _unescape(s: str) -> str:
    return re.sub(r"\\(.)", r"\1", s)


def line_origins(source: str, generated_name: str) -> list[Origin | None]:
    """The Python origin of each source line (index 0 is line 1).

    A line takes the location of the nearest ``#line`` directive above it; lines
    before the first directive (the prelude), the directives themselves and lines
    after a directive that names ``generated_name`` have none.
    """
    origins: list[Origin | None] = []
    current: Origin | None = None
    file: str | None = None
    for text in source.split("\n"):
        m = _DIRECTIVE.match(text)
        if m:
            file = _unescape(m.group(2)) if m.group(2) is not None else file
            current = None if file in (None, generated_name) else Origin(file, int(m.group(1)))
            origins.append(None)
        else:
            origins.append(current)
    return origins


def blank_line_directives(source: str) -> str:
    """``source`` with each ``#line`` directive replaced by an empty line (numbering unchanged)."""
    return "\n".join("" if _DIRECTIVE.match(t) else t for t in source.split("\n"))


def has_line_directives(source: str) -> bool:
    return any(_DIRECTIVE.match(t) for t in source.split("\n"))


def ptx_source_chain(ptx: str, ptx_line: int, generated_name: str) -> tuple[int, ...]:
    """Generated-source lines for PTX line ``ptx_line``: the line itself, then call sites.

    Uses the ``.loc`` entry nearest above the PTX line (``-lineinfo`` output);
    for code inlined from a helper, ``inlined_at`` names the call site, whose
    own ``.loc`` may in turn be inlined further out.  Lines of other files
    (headers) are left out.  Empty when the PTX has no line information there.
    """
    lines = ptx.split("\n")
    files = {m.group(1): _unescape(m.group(2)) for m in map(_FILE.match, lines) if m}
    base = os.path.basename(generated_name)
    ours = {k for k, v in files.items() if os.path.basename(v) == base} or {"1"}
    chain: list[tuple[str, int]] = []
    j = min(ptx_line, len(lines)) - 1
    while j >= 0 and not _LOC.match(lines[j]):
        j -= 1
    if j < 0:
        return ()
    m = _LOC.match(lines[j])
    chain.append((m.group(1), int(m.group(2))))
    while m.group(3) is not None:
        site = (m.group(3), m.group(4))
        k = j - 1
        while k >= 0 and not ((mk := _LOC.match(lines[k])) and (mk.group(1), mk.group(2)) == site):
            k -= 1
        chain.append((site[0], int(site[1])))
        if k < 0:
            break
        m, j = mk, k
    seen: list[int] = []
    for f, n in chain:
        if f in ours and n not in seen:
            seen.append(n)
    return tuple(seen)


def parse_log(log: str, source: str, generated_name: str, ptx: str | None = None) -> list[Diagnostic]:
    """The diagnostics of an NVRTC log, located in ``source`` (the generated CUDA).

    Front-end lines that name ``generated_name`` get the generated line and its
    Python origin; lines that name another file (NVRTC already applied a
    ``#line``) keep that file:line as their origin; ptxas lines are mapped
    through ``ptx`` when given.
    """
    src_lines = source.split("\n")
    origins = line_origins(source, generated_name)

    def locate(gen: tuple[int, ...]) -> dict:
        if not gen:
            return {}
        origin = next((origins[n - 1] for n in gen if 0 < n <= len(origins) and origins[n - 1]), None)
        return dict(generated_line=gen[0], generated_text=_text(src_lines, gen[0]), origin=origin,
                    inlined_at=gen[1:])

    out: list[Diagnostic] = []
    for text in log.split("\n"):
        text = text.rstrip("\x00").rstrip()
        if m := _FRONT.match(text):
            sev, msg, n = m.group("sev"), m.group("msg").strip(), int(m.group("line"))
            if os.path.basename(m.group("file")) == os.path.basename(generated_name):
                out.append(Diagnostic(sev, msg, **locate((n,))))
            else:
                out.append(Diagnostic(sev, msg, origin=Origin(m.group("file"), n)))
        elif m := _PTXAS_LINE.match(text):
            n = int(m.group("line"))
            gen = ptx_source_chain(ptx, n, generated_name) if ptx else ()
            out.append(Diagnostic(m.group("sev"), m.group("msg").strip(), ptx_line=n, **locate(gen)))
        elif m := _PLAIN.match(text):
            msg = m.group("msg").strip()
            if msg != "Ptx assembly aborted due to errors":  # only repeats the errors above it
                out.append(Diagnostic(m.group("sev"), f"{msg} ({m.group('tool')})"))
    return out


def render_report(*, header: str, diagnostics: list[Diagnostic], source: str, filename: str,
                  log: str, options: tuple[str, ...], max_shown: int = 10) -> str:
    """The message of a compile error: the first ``max_shown`` errors located, then the
    options and NVRTC's log."""
    src_lines = source.split("\n")
    errors = [d for d in diagnostics if d.is_error]
    parts = [header]
    parts += [d.render(src_lines, filename) for d in errors[:max_shown]]
    if len(errors) > max_shown:
        parts.append(f"... and {len(errors) - max_shown} more errors (all of them are in the log below)")
    if not errors:
        parts.append("(no error line in the log could be located; see the log below)")
    parts.append("NVRTC options: " + " ".join(options))
    parts.append("NVRTC log:\n" + log.rstrip("\x00").rstrip())
    return "\n".join(parts)
