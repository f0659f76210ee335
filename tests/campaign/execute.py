"""Run a lowered module on the thread-level simulator and say what happened.

``run`` is what ``tests/simkit.py`` does (``run_module`` with a plain call object),
on copies of the arguments, so one set of arguments serves the unmutated kernel and
every mutant.  ``outcome`` classifies one run against the unmutated kernel's outputs."""

from __future__ import annotations

import re
import signal
import threading
from contextlib import contextmanager
from dataclasses import dataclass
from types import SimpleNamespace

import numpy as np

from tilelang.backends.sim import run_module
from tilelang.errors import IRVerifyError, TileLangError


class SimTimeout(Exception):
    pass


def copy_args(args) -> list:
    return [a.clone() if hasattr(a, "clone") else np.array(a, copy=True) for a in args]


def _bytes(a) -> np.ndarray:
    if hasattr(a, "detach"):  # torch (dtypes numpy lacks: view the bytes)
        import torch

        a = a.detach().contiguous().view(torch.uint8).numpy()
    return np.ascontiguousarray(a).view(np.uint8)


def same_outputs(xs, ys) -> bool:
    """Bit-for-bit equal (NaNs included) argument lists."""
    return all(np.array_equal(_bytes(x), _bytes(y)) for x, y in zip(xs, ys))


@contextmanager
def time_limit(seconds):
    """Raise ``SimTimeout`` after ``seconds`` of wall time (main thread only; else no limit)."""
    if not seconds or threading.current_thread() is not threading.main_thread():
        yield
        return

    def expire(signum, frame):
        raise SimTimeout(f"no result after {seconds} s")

    old = signal.signal(signal.SIGALRM, expire)
    signal.setitimer(signal.ITIMER_REAL, seconds)
    try:
        yield
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, old)


def run(module, args, seconds=None) -> list:
    """Run ``module`` on copies of ``args``; return the copies (what the kernel wrote)."""
    values = copy_args(args)
    with time_limit(seconds):
        run_module(module, SimpleNamespace(values=values, symbols={}))
    return values


# What a simulator report is about, by its message (backends/sim).
CATEGORIES = [
    ("race", re.compile(r"data race")),
    ("stale", re.compile(r"stale read|while .* in flight|before it waited|cp_async write")),
    ("hang", re.compile(r"forever|would hang|wait on each other")),
    ("mbarrier", re.compile(r"mbarrier|arrival")),
    ("wgmma", re.compile(r"wgmma")),
    ("divergent", re.compile(r"divergent")),
]


def category(message: str) -> str:
    for name, pat in CATEGORIES:
        if pat.search(message):
            return name
    return "error"


@dataclass
class Outcome:
    kind: str            # reported | rejected | crash | timeout | silent
    category: str = ""   # of a report: race | stale | hang | mbarrier | wgmma | divergent | error
    message: str = ""    # the first line of the report
    changed: bool = False  # silent: the outputs differ from the unmutated kernel's

    @property
    def caught(self) -> bool:
        """Whether the mutant was reported (by the simulator or the verifier)."""
        return self.kind in ("reported", "rejected")


def _first_line(e: BaseException) -> str:
    msg = getattr(e, "message", None) or str(e)
    return msg.strip().splitlines()[0] if msg.strip() else type(e).__name__


def outcome(module, args, baseline, seconds=None) -> Outcome:
    """Verify and run a mutant; compare what it wrote with ``baseline``."""
    try:
        module.verify()
    except IRVerifyError as e:
        return Outcome("rejected", "verifier", _first_line(e))
    try:
        got = run(module, args, seconds)
    except SimTimeout as e:
        return Outcome("timeout", "", str(e))
    except TileLangError as e:
        msg = _first_line(e)
        return Outcome("reported", category(msg), msg)
    except Exception as e:  # noqa: BLE001 (a simulator crash is recorded, not raised)
        return Outcome("crash", type(e).__name__, f"{type(e).__name__}: {_first_line(e)}")
    return Outcome("silent", changed=not same_outputs(got, baseline))
