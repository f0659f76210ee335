"""Compiling candidate configurations in worker processes.

A candidate's compile is Python (the frontend and the passes) plus NVRTC for CUDA: it
holds the GIL, so candidates compile in processes (``spawn``: no fork of a process that
may hold a CUDA context).  A worker returns whether the candidate compiled (and the
reason when it did not), not the kernel: the kernel is rebuilt in the tuning process,
from the disk cache of compiled kernels for CUDA, which the worker filled.

The factory reaches a worker by reference (its module and qualified name) when it is
not picklable itself (a function decorated with ``@tilelang.jit`` is not: its module
attribute is the decorator's object); a factory a worker cannot import (a closure, a
lambda) is compiled in this process, one candidate after the other.
"""

from __future__ import annotations

import os
import pickle
import time
from dataclasses import dataclass, field

__all__ = ["BuildSpec", "FactoryRef", "compile_candidate", "shippable", "worker_count"]


@dataclass(frozen=True)
class FactoryRef:
    """A kernel factory named by module and qualified name, resolved in the worker."""

    module: str
    qualname: str

    def resolve(self):
        import importlib

        obj = importlib.import_module(self.module)
        for part in self.qualname.split("."):
            obj = getattr(obj, part)
        return unwrap(obj)


def unwrap(obj):
    """The plain function under ``@tilelang.autotune`` / ``@tilelang.jit``."""
    for _ in range(4):
        inner = getattr(obj, "jit_factory", None) or getattr(obj, "factory", None)
        if inner is None:
            break
        obj = inner
    return obj


@dataclass
class BuildSpec:
    """How to build one candidate: ``factory(*args, **kwargs, **config)`` compiled with
    ``tilelang.compile(func, out_idx, target, **options)``."""

    factory: object  # a function, or a FactoryRef
    args: tuple = ()
    kwargs: dict = field(default_factory=dict)
    out_idx: object = None
    target: object = "auto"
    options: dict = field(default_factory=dict)

    def build(self, config: dict):
        from tilelang.jit import compile as compile_kernel  # (TileLang's name shadows the builtin)

        factory = self.factory.resolve() if isinstance(self.factory, FactoryRef) else self.factory
        func = factory(*self.args, **self.kwargs, **config)
        return compile_kernel(func, self.out_idx, self.target, **self.options)


def shippable(spec: BuildSpec) -> BuildSpec | None:
    """``spec`` in a form a spawned worker can unpickle, or None (compile in this process)."""
    fn = unwrap(spec.factory)
    try:
        pickle.dumps((fn, spec.args, spec.kwargs, spec.out_idx, spec.target, spec.options))
        return BuildSpec(fn, spec.args, spec.kwargs, spec.out_idx, spec.target, spec.options)
    except Exception:  # noqa: BLE001  (any pickling failure: try by reference)
        pass
    module, qualname = getattr(fn, "__module__", None), getattr(fn, "__qualname__", "")
    if not module or "<" in qualname:  # a closure or a lambda: no worker can import it
        return None
    try:
        ref = FactoryRef(module, qualname)
        if ref.resolve() is not fn:
            return None
        spec = BuildSpec(ref, spec.args, spec.kwargs, spec.out_idx, spec.target, spec.options)
        pickle.dumps(spec)
        return spec
    except Exception:  # noqa: BLE001
        return None


def error_reason(e: BaseException) -> str:
    """One line saying why a candidate failed."""
    text = str(e).strip().splitlines()
    first = text[0] if text else ""
    return f"{type(e).__name__}: {first}" if first else type(e).__name__


def compile_candidate(spec: BuildSpec, config: dict) -> tuple[bool, str, float]:
    """(compiled, reason if not, seconds): run in a worker process (or in this one)."""
    t0 = time.perf_counter()
    try:
        spec.build(config)
    except Exception as e:  # noqa: BLE001  (a candidate's failure is data, reported by the tuner)
        return False, error_reason(e), time.perf_counter() - t0
    return True, "", time.perf_counter() - t0


def worker_count(n_candidates: int) -> int:
    """Workers for ``n_candidates``: ``TILELANG_AUTO_TUNING_CPU_COUNTS`` if > 0, else the
    CPUs times ``TILELANG_AUTO_TUNING_CPU_UTILITIES`` (0.9), at most
    ``TILELANG_AUTO_TUNING_MAX_CPU_COUNT`` (if > 0) and never more than the candidates.
    One worker means no process: candidates compile in this one, without a timeout."""
    def env_num(name, default, kind):
        try:
            return kind(os.environ.get(name, "") or default)
        except ValueError:
            raise ValueError(f"{name}={os.environ[name]!r} is not a number") from None

    n = env_num("TILELANG_AUTO_TUNING_CPU_COUNTS", 0, int)
    if n <= 0:
        n = int((os.cpu_count() or 1) * env_num("TILELANG_AUTO_TUNING_CPU_UTILITIES", 0.9, float))
    cap = env_num("TILELANG_AUTO_TUNING_MAX_CPU_COUNT", 0, int)
    if cap > 0:
        n = min(n, cap)
    return max(1, min(n, n_candidates))
