"""Passes: small named classes in one registry, run as one explicit pipeline.

    class MyPass(Pass):
        name = "my-pass"
        def run(self, module): ...   # transform in place, return the module

A pass knows the CUDA architecture it lowers for (``self.arch``: "sm_90a", ...; None
for the interpreter, the simulator and tests that name none): the gemm takes Hopper's
wgmma only on sm_90a.

``run_pipeline(module, until=...)`` runs ``PIPELINE`` in order, verifies after each
pass when asked, and writes the IR after every pass to ``TILELANG_DUMP_IR=<dir>``.
"""

from __future__ import annotations

import functools
import os
from pathlib import Path

from ..ir.core import value_arena

PASSES: dict[str, type["Pass"]] = {}


class Pass:
    """A module-to-module transformation.  Subclasses set ``name`` and ``run``."""

    name = ""

    def __init__(self, arch: str | None = None):
        self.arch = arch

    def __init_subclass__(cls, **kw):
        super().__init_subclass__(**kw)
        if "run" in cls.__dict__:
            cls.run = _keeping_values_alive(cls.__dict__["run"])
        if cls.name:
            if cls.name in PASSES:
                raise RuntimeError(f"pass {cls.name!r} registered twice")
            PASSES[cls.name] = cls

    def run(self, module):
        raise NotImplementedError


def _keeping_values_alive(run):
    """``run`` with the module's values and those it makes kept alive until it returns.
    Passes key tables by ``id(value)``: a value of the module that the pass drops (a
    result ``simplify`` replaced) must not hand its id to one the pass creates, whoever
    calls the pass and whatever arena they opened (``lowering/ir/core.py``)."""
    @functools.wraps(run)
    def wrapper(self, module, *args, **kw):
        with value_arena(module):
            return run(self, module, *args, **kw)
    return wrapper


class KernelPass(Pass):
    """A pass that transforms each ``kernel`` op of each function (``self.kernel(op)``)."""

    def run(self, module):
        for func in module.funcs:
            for op in [op for op in func.body.ops if op.name == "kernel"]:
                self.kernel(op)
        return module

    def kernel(self, kernel):
        raise NotImplementedError


# The pipeline, in order (later issues insert layout inference, tile-op lowering,
# shared-memory planning, pipelining, async copies, barriers and vectorization).
PIPELINE = ["verify", "layout-inference", "lower-tile-ops", "warp-specialize", "pipeline", "prefetch-fragments",
            "wgmma-register-waits", "plan-shared", "insert-barriers", "vectorize", "simplify"]


def run_pipeline(module, until: str | None = None, verify_each: bool = False, dump_dir: str | None = None,
                 arch: str | None = None):
    """Run ``PIPELINE`` on ``module`` (in place) up to and including the pass ``until``,
    lowering for the CUDA architecture ``arch`` (None: no architecture-specific ops)."""
    from tilelang.errors import TileLangError

    if until is not None and until not in PIPELINE:
        raise TileLangError(f"unknown pass {until!r}; the pipeline is: {', '.join(PIPELINE)}")
    from tilelang.lowering.ir.core import value_arena

    dump_dir = dump_dir or os.environ.get("TILELANG_DUMP_IR") or None
    with value_arena():  # no value id is reused while passes key tables by id()
        for i, name in enumerate(PIPELINE):
            module = PASSES[name](arch=arch).run(module)
            if verify_each:
                module.verify()
            if dump_dir:
                path = Path(dump_dir)
                path.mkdir(parents=True, exist_ok=True)
                func = module.funcs[0].sym_name if module.funcs else "module"
                (path / f"{func}.{i:02d}.{name}.tlir").write_text(str(module))
            if name == until:
                break
    return module
