"""The simulator's slot in the backend registry (target "sim"): the program is lowered
(as for ``arch``'s GPU when one is given: sm_90a takes Hopper's wgmma) and run thread
by thread on the CPU."""

from __future__ import annotations

from tilelang.lowering.target import Target, resume_arch

from ..interp.backend import HostProgram
from ..registry import Backend


class SimBackend(Backend):
    kind = "sim"

    def target(self, source, arch, options):
        # a lowered module resumes after its passes, for its own arch
        return Target(kind="sim", arch=resume_arch(source, arch or None), options=options)

    def lower(self, source, target):
        from tilelang.lowering.passes import run_pipeline

        return run_pipeline(source.clone(), target=target)

    def build(self, module, target, out_idx):
        from .run import run_module

        return HostProgram(module, target, out_idx, run_module)


BACKEND = SimBackend()
