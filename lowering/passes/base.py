"""Passes: small named classes in one registry, run as one explicit pipeline.

    class MyPass(Pass):
        name = "my-pass"
        def run(self, module): ...   # transform in place, return the module

A pass knows the machine it lowers for (``self.target``, a ``lowering.target.Target``:
its arch -- ``self.arch``, "sm_90a", ...; None for the interpreter, the simulator and
tests that name none --, the features it may use, its shared-memory limit, the
options): the gemm takes Hopper's wgmma only where ``self.target.has("wgmma")``.

``run_pipeline(module, until=...)`` runs ``PIPELINE`` in order from the first pass the
module has not been through (``module.passes``, which it extends), verifies after each
pass when asked, and writes the IR after every pass to ``TILELANG_DUMP_IR=<dir>``.
"""

from __future__ import annotations

import os
from pathlib import Path

from ..ir.module import PIPELINE
from ..target import Target

PASSES: dict[str, type["Pass"]] = {}


class Pass:
    """A module-to-module transformation.  Subclasses set ``name`` and ``run``."""

    name = ""

    def __init__(self, arch: str | None = None, target: Target | None = None):
        if target is not None and arch is not None and arch != target.arch:
            raise ValueError(f"{type(self).__name__}: arch={arch!r} but target.arch={target.arch!r}; give one")
        self.target = target if target is not None else Target.for_arch(arch)
        self.arch = self.target.arch

    def __init_subclass__(cls, **kw):
        super().__init_subclass__(**kw)
        if cls.name:
            if cls.name in PASSES:
                raise RuntimeError(f"pass {cls.name!r} registered twice")
            PASSES[cls.name] = cls

    def run(self, module):
        raise NotImplementedError


class KernelPass(Pass):
    """A pass that transforms each ``kernel`` op of each function (``self.kernel(op)``)."""

    def run(self, module):
        for func in module.funcs:
            for op in [op for op in func.body.ops if op.name == "kernel"]:
                self.kernel(op)
        return module

    def kernel(self, kernel):
        raise NotImplementedError


def region_holding(top, op):
    """The region of ``top`` or of an op inside it whose top-level ops include ``op``."""
    for o in top.walk():
        for r in o.regions():
            if any(x is op for x in r.ops):
                return r
    raise AssertionError(f"{op.name} not found")


def run_pipeline(module, until: str | None = None, verify_each: bool = False, dump_dir: str | None = None,
                 arch: str | None = None, target: Target | None = None):
    """Run ``PIPELINE`` on ``module`` (in place) up to and including the pass ``until``,
    lowering for ``target`` (built once here from the CUDA architecture ``arch`` when not
    given; None: no architecture-specific ops).

    Resumes where the module stopped: the passes in ``module.passes`` are skipped (a
    fully lowered module comes back unchanged), and each pass run is appended there.
    A module lowered for one ``arch`` is not resumed for another (``check_resume``)."""
    from tilelang.errors import TileLangError

    if until is not None and until not in PIPELINE:
        raise TileLangError(f"unknown pass {until!r}; the pipeline is: {', '.join(PIPELINE)}")
    if target is None:
        target = Target.for_arch(arch)
    elif arch is not None and arch != target.arch:
        raise TileLangError(f"arch={arch!r} but target.arch={target.arch!r}; give one")
    arch = target.arch
    start = check_resume(module, arch)
    stop = PIPELINE.index(until) + 1 if until is not None else len(PIPELINE)
    if start > stop:
        raise TileLangError(f"until={until!r}: the module has already been through {module.passes[-1]!r}, "
                            f"which comes after it (passes cannot be undone)")
    dump_dir = dump_dir or os.environ.get("TILELANG_DUMP_IR") or None
    for i in range(start, stop):
        name = PIPELINE[i]
        module = PASSES[name](target=target).run(module)
        # recorded before the dump, so a dumped file resumes after this pass
        module.passes = tuple(PIPELINE[:i + 1])
        if module.lowered:
            module.arch = arch
        if verify_each:
            module.verify()
        if dump_dir:
            path = Path(dump_dir)
            path.mkdir(parents=True, exist_ok=True)
            func = module.funcs[0].sym_name if module.funcs else "module"
            (path / f"{func}.{i:02d}.{name}.tlir").write_text(str(module))
    return module


def check_resume(module, arch: str | None) -> int:
    """The index in ``PIPELINE`` of the first pass ``module`` has not been through.

    Raises ``TileLangError`` when its ``passes`` are not a prefix of the pipeline, or
    when it was lowered for another architecture than ``arch``: the passes it went
    through chose instructions (wgmma, TMA) for that one."""
    from tilelang.errors import TileLangError

    done = module.passes
    if done != tuple(PIPELINE[:len(done)]):
        raise TileLangError(f"the module's passes ({', '.join(done)}) are not the pipeline's in order "
                            f"({', '.join(PIPELINE)}): it cannot be resumed")
    if module.lowered and module.arch != arch:
        raise TileLangError(f"arch={arch!r}: the module was lowered for arch={module.arch!r} (through "
                            f"'{done[-1]}'); resume it with arch={module.arch!r}, or lower the tile-level program "
                            f"again for {arch!r}")
    return len(done)

