"""The interpreter's slot in the backend registry (target "cpu"): the tile-level module
runs as it is, on numpy."""

from __future__ import annotations

from tilelang.arguments import ArgumentBinder
from tilelang.errors import TileLangError
from tilelang.lowering.target import Target

from ..registry import Backend, Program


class HostProgram(Program):
    """A module run on the host by ``runner(module, call)`` (the interpreter's or the
    simulator's ``run_module``)."""

    def __init__(self, module, target, out_idx, runner):
        super().__init__(module, target)
        self._binder = ArgumentBinder(module.funcs[0], out_idx, target.kind)
        self._runner = runner

    def run(self, args):
        call = self._binder.bind(args)
        self._runner(self.module, call)
        return call


class InterpBackend(Backend):
    kind = "cpu"

    def target(self, source, arch, options):
        if arch is not None:
            raise TileLangError(f"arch={arch!r} applies to target='cuda' or 'sim', not 'cpu'")
        if source.lowered:
            raise TileLangError(f"target='cpu' (the interpreter) runs tile-level programs; this module "
                                f"has been lowered (through '{source.passes[-1]}'): run it with "
                                f"target='sim' (the thread-level simulator) or 'cuda'")
        return Target(kind="cpu", options=options)  # (the interpreter lowers nothing: options go unused)

    def build(self, module, target, out_idx):
        from tilelang.lowering.tile_lowering.gemm_split import check_gemm_splits

        from .run import run_module

        check_gemm_splits(module)  # the gemms every GPU lowering refuses are refused here too

        return HostProgram(module, target, out_idx, run_module)


BACKEND = InterpBackend()
