"""tilelang: a tile-level GPU kernel language in pure Python.

    import tilelang
    import tilelang.language as T

Host helpers for low-bit data (``pack``, ``unpack``, ``quantize``,
``dequantize``), the IR text reader (``parse_ir``) and the error type
(``TileLangError``) live here; the kernel language lives in
``tilelang.language``.
"""

# (no ``from __future__ import annotations`` here: it would bind ``annotations`` in the
# package's namespace, and ``dir(tilelang)`` would list it)
from .version import __version__  # noqa: E402

from . import dtypes  # noqa: E402  (first: the IR and layouts build on it)
from .dtypes import DType, get_dtype  # noqa: E402
from .errors import IRParseError, IRVerifyError, SourceLoc, TileLangError  # noqa: E402
from .layout import Fragment, Layout  # noqa: E402
from .jit import compile, jit, lower  # noqa: E402
from .lowering.target import Options, Target  # noqa: E402  (what a program is compiled for)
from .lowering.target import PassConfigKey, disable_cache, enable_cache, is_cache_enabled  # noqa: E402
from .profiler import Profiler, TensorSupplyType  # noqa: E402  (TileLang's profiler; torch loads when used)
from . import profiler  # noqa: E402
from .kernel import JITKernel  # noqa: E402
from .quant import dequantize, pack, quantize, unpack  # noqa: E402
from . import math  # noqa: E402  (TileLang's ``tilelang.math``: integer helpers)
from .math import cdiv, next_power_of_2  # noqa: E402


def __getattr__(name):
    # ``tilelang.ops`` (int4_matmul & co: kernels written in the language) loads at its
    # first use: importing it parses no kernel, but loads the frontend and the IR.
    # ``tilelang.nn`` (QuantLinear, quantize_model: torch modules on the ops) likewise.
    # ``tilelang.autotuner`` and ``tilelang.autotune`` (its decorator) likewise: the tuner
    # loads multiprocessing and, when it tunes, torch.
    if name in ("ops", "nn", "autotuner"):
        import importlib

        return importlib.import_module(f"tilelang.{name}")
    if name == "autotune":
        import importlib

        return importlib.import_module("tilelang.autotuner").autotune
    raise AttributeError(f"module 'tilelang' has no attribute {name!r}")


def __dir__():
    return sorted(set(globals()) | {"ops", "nn", "autotuner", "autotune"})


def parse_ir(text: str):
    """Parse IR text (as ``str(module)`` prints it) back into a module.

    The module remembers the passes it has been through (the text's
    ``lowered_through = "..."`` line), so ``tilelang.compile(m, target="sim" or "cuda")`` runs it, lowering only
    what is left.

    Example::

        m = tilelang.parse_ir(text)
        m.verify()
        assert str(m) == text
        kernel = tilelang.compile(m, out_idx=[-1], target="sim")
    """
    from tilelang.lowering.ir import parse_ir as _parse

    return _parse(text)


def bank_conflicts():
    """A context manager counting the shared-memory bank conflicts of the kernels run on
    the simulator (target "sim") inside it: per source line, warp requests, wavefronts
    and the conflict-free ideal (``backends/sim/banks.py`` gives the model).

    Example::

        with tilelang.bank_conflicts() as report:
            kernel(a, b)                     # compiled with target="sim"
        print(report)                        # the worst sites
        assert report.excess == 0            # conflict-free
    """
    from tilelang.backends.sim.banks import bank_conflicts as _open

    return _open()


__all__ = [
    "__version__", "dtypes", "DType", "get_dtype", "TileLangError", "IRParseError", "IRVerifyError",
    "SourceLoc", "Layout", "Fragment", "jit", "compile", "lower", "JITKernel", "pack", "unpack", "quantize", "dequantize", "parse_ir",
    "ops", "nn", "Target", "Options", "PassConfigKey", "disable_cache", "enable_cache", "is_cache_enabled",
    "Profiler", "TensorSupplyType", "profiler", "math", "cdiv", "next_power_of_2", "autotune", "autotuner",
    "bank_conflicts",
]
