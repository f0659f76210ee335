"""Helpers for the simulator tests: load a thread-level IR program, fill in its
placeholders, run it with host arrays."""

import re
from pathlib import Path
from types import SimpleNamespace

from tilelang.backends.sim import run_module

import tilelang

PROGRAMS = Path(__file__).parent / "sim_programs"


def program(name: str, lines: dict | None = None, **words) -> str:
    """The text of ``sim_programs/<name>.tlir``: a line that is exactly a key of
    ``lines`` becomes its value (IR lines, or "" to drop it); each word placeholder
    (``DT=...``) is replaced wherever it stands as a whole word."""
    text = (PROGRAMS / f"{name}.tlir").read_text()
    out = []
    for line in text.splitlines():
        key = line.strip()
        if lines is not None and key in lines:
            out.extend(l for l in lines[key].splitlines() if l.strip())
            continue
        out.append(line)
    text = "\n".join(out) + "\n"
    for k, v in words.items():
        text = re.sub(rf"\b{k}\b", v, text)
    return text


def run_ir(text: str, *args, symbols=None):
    """Parse, verify and run ``text`` on the simulator with ``args`` (one per parameter)."""
    module = tilelang.parse_ir(text)
    module.verify()
    run_module(module, SimpleNamespace(values=list(args), symbols=dict(symbols or {})))
    return args
