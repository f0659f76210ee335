"""The backends: one slot per target kind, through which ``tilelang.compile``'s kernel
lowers, builds and runs a program.

    backend = get_backend("sim")
    target = backend.target(source, arch, options)     # the Target it is compiled for
    module = backend.lower(source, target)             # the IR this backend runs
    program = backend.build(module, target, out_idx)   # ready to run
    call = program.run(args)                            # bound arguments, outputs in call.outputs

A backend is a ``Backend`` subclass in a module of its own, registered here by kind
(``BACKENDS``) and imported on first use: the CUDA one loads NVRTC's bindings, which a
program run on the CPU never needs.  A new backend (HIP, say) is one such module and
one line in ``BACKENDS`` (or ``register_backend`` from outside the package).
"""

from __future__ import annotations

import importlib

from tilelang.errors import TileLangError

# kind -> the module whose ``BACKEND`` serves it
BACKENDS = {
    "cpu": "tilelang.backends.interp.backend",
    "sim": "tilelang.backends.sim.backend",
    "cuda": "tilelang.backends.cuda.backend",
}
_LOADED: dict = {}


class Program:
    """A program a backend built: ``module`` (the IR it runs) and ``run``."""

    def __init__(self, module, target):
        self.module = module
        self.target = target

    def run(self, args):
        """Bind ``args`` (checked against the kernel's parameters), run, and return the
        bound call (its ``outputs`` are the tensors the kernel allocated)."""
        raise NotImplementedError

    def source(self) -> str:
        """The generated source (backends that generate one)."""
        raise TileLangError(f"target '{self.target.kind}' generates no CUDA source; compile with target='cuda'")

    def bench(self, args, warmup: int, rep: int) -> float:
        """Median time of one launch in microseconds (backends that launch on a GPU)."""
        raise TileLangError("kernel.bench times CUDA launches: compile with target='cuda'")


class Backend:
    """What one target kind does with a program.  Subclasses set ``kind`` and define the
    three steps; the defaults suit a backend that runs the module as it is given."""

    kind: str = ""

    def target(self, source, arch, options):
        """The ``Target`` ``source`` (an IR module) is compiled for, given the call's
        ``arch`` (None: not given) and lowering ``options`` (a ``tilelang.Options``)."""
        raise NotImplementedError

    def lower(self, source, target):
        """The IR this backend runs: ``source`` itself, or a lowered clone (never
        ``source`` changed)."""
        return source

    def build(self, module, target, out_idx) -> Program:
        raise NotImplementedError


def get_backend(kind: str) -> Backend:
    """The backend registered for ``kind`` (imported on first use)."""
    backend = _LOADED.get(kind)
    if backend is None:
        if kind not in BACKENDS:
            raise TileLangError(f"no backend for target {kind!r}; the backends are {', '.join(BACKENDS)}")
        backend = _LOADED[kind] = importlib.import_module(BACKENDS[kind]).BACKEND
    return backend


def register_backend(kind: str, module: str) -> None:
    """Serve target ``kind`` with the ``BACKEND`` of ``module`` (a dotted module name,
    imported when a program is first compiled for ``kind``)."""
    BACKENDS[kind] = module
    _LOADED.pop(kind, None)
