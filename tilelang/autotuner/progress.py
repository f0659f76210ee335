"""The tuner's progress: one line redrawn in place on a terminal, plain lines otherwise.

On a terminal (``stream.isatty()``) the bar reads ``compiled 3/8 | timed 1/8 | best
12.3 us {...} | ETA 4s`` and is redrawn with a carriage return; messages (a skipped
candidate, the choice) are printed above it.  Elsewhere (a log, a pipe, pytest's capture)
each event is a line of its own, so the output reads as a log.
"""

from __future__ import annotations

import sys
import time

__all__ = ["Progress", "format_config"]


def format_config(config: dict) -> str:
    return "{" + ", ".join(f"{k}={v!r}" for k, v in config.items()) + "}"


def _seconds(s: float) -> str:
    return f"{s:.0f}s" if s < 120 else f"{s / 60:.1f}min"


class Progress:
    """Counts of compiled and timed candidates, the best so far, and an ETA."""

    def __init__(self, name: str, total: int, stream=None, tty: bool | None = None):
        self.name, self.total = name, total
        self.stream = stream if stream is not None else sys.stderr
        self.tty = bool(getattr(self.stream, "isatty", lambda: False)()) if tty is None else tty
        self.compiled = self.timed = 0
        self.to_time = total
        self.best = ""
        self.t0 = time.perf_counter()
        self._width = 0
        self.verb = "timed"

    # ---- events ----------------------------------------------------------------------
    def message(self, text: str) -> None:
        """A line that stays (above the bar on a terminal)."""
        shown = self._width > 0
        self._clear()
        self._write(f"autotune {self.name}: {text}\n")
        if shown:
            self._draw()

    def compiled_one(self, config: dict, ok: bool, seconds: float, reason: str = "") -> None:
        self.compiled += 1
        if self.tty:
            if not ok:
                self.message(f"skip {format_config(config)}: {reason}")
            self._draw()
        else:
            what = f"ok ({seconds:.1f}s)" if ok else f"skipped: {reason}"
            self._write(f"autotune {self.name}: compiled {self.compiled}/{self.total} {format_config(config)} "
                        f"{what}\n")

    def timing_starts(self, n: int, verb: str = "timed") -> None:
        """``n`` candidates to time (``verb`` "timed"), or only to check ("checked": no GPU)."""
        self.to_time, self.verb = n, verb
        self.t_timing = time.perf_counter()

    def timed_one(self, config: dict, latency_ms: float | None, best: str, reason: str = "") -> None:
        self.timed += 1
        self.best = best
        if self.tty:
            if reason:
                self.message(f"skip {format_config(config)}: {reason}")
            self._draw()
        else:
            what = (f"skipped: {reason}" if reason else f"{latency_ms * 1e3:.2f} us" if latency_ms is not None
                    else "ok")
            self._write(f"autotune {self.name}: {self.verb} {self.timed}/{self.to_time} {format_config(config)} {what}"
                        f"{' | best ' + best if best else ''}\n")

    def done(self) -> None:
        if self.tty:
            self._clear()

    # ---- the bar ---------------------------------------------------------------------
    def _eta(self) -> str:
        elapsed = time.perf_counter() - self.t0
        if self.compiled < self.total:
            if not self.compiled:
                return ""
            left = elapsed / self.compiled * (self.total - self.compiled)
        else:
            start = getattr(self, "t_timing", None)
            if start is None or not self.timed or self.timed >= self.to_time:
                return ""
            left = (time.perf_counter() - start) / self.timed * (self.to_time - self.timed)
        return f" | ETA {_seconds(left)}"

    def _draw(self) -> None:
        if not self.tty:
            return
        line = (f"autotune {self.name}: compiled {self.compiled}/{self.total} | {self.verb} {self.timed}/{self.to_time}"
                f"{' | best ' + self.best if self.best else ''}{self._eta()}")
        self._write("\r" + line.ljust(self._width))
        self._width = len(line)

    def _clear(self) -> None:
        if self.tty and self._width:
            self._write("\r" + " " * self._width + "\r")
            self._width = 0

    def _write(self, text: str) -> None:
        self.stream.write(text)
        self.stream.flush()
