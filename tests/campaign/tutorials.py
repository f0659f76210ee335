"""The tutorials' kernel factories (``tutorials/NN_*.py`` are scripts: loaded here as
modules by path, their ``main`` not run).  ``factory("04", "pipelined_gemm")`` is the
undecorated factory of a ``@tilelang.jit`` one: it returns the ``@T.prim_func``."""

from __future__ import annotations

import functools
import importlib.util
import sys
from pathlib import Path

TUTORIALS = Path(__file__).resolve().parents[2] / "tutorials"


@functools.lru_cache(maxsize=None)
def tutorial(number: str):
    """The module of ``tutorials/<number>_*.py``."""
    (path,) = TUTORIALS.glob(f"{number}_*.py")
    if str(TUTORIALS) not in sys.path:  # (they import their shared `_support`)
        sys.path.insert(0, str(TUTORIALS))
    spec = importlib.util.spec_from_file_location(f"tutorial_{path.stem}", path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def factory(number: str, name: str):
    f = getattr(tutorial(number), name)
    return getattr(f, "factory", f)  # (a JITFactory wraps the factory)
