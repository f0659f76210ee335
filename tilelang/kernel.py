"""The kernel object ``tilelang.compile`` returns: call it with tensors."""

from __future__ import annotations

import os

from tilelang.errors import TileLangError

TARGETS = ("auto", "cpu", "sim", "cuda")


def resolve_target(target: str) -> str:
    """The concrete target: ``TILELANG_TARGET`` overrides "auto", which otherwise means
    CUDA.  Compiling needs no GPU; calling a CUDA kernel without one raises an error
    that says how to run on the CPU."""
    if target not in TARGETS:
        raise TileLangError(f"unknown target {target!r}; expected one of {', '.join(TARGETS)}")
    if target == "auto":
        target = os.environ.get("TILELANG_TARGET", "auto") or "auto"
        if target not in TARGETS:
            raise TileLangError(f"TILELANG_TARGET={target!r} is not a target; expected one of "
                                f"{', '.join(TARGETS[1:])}")
    return "cuda" if target == "auto" else target


def _cuda_usable() -> bool:
    try:
        import torch
    except ImportError:
        return False
    return bool(torch.cuda.is_available())


class JITKernel:
    """A compiled kernel.  ``kernel(*inputs)`` checks its arguments, allocates the
    ``out_idx`` outputs, runs, and returns the outputs (one tensor, or a tuple).

    Attributes: ``prim_func``, ``out_idx``, ``target``, ``module`` (the IR), ``ir`` (its text).
    """

    def __init__(self, func, out_idx, target):
        from tilelang.arguments import ArgumentBinder

        self.prim_func = func
        self.out_idx = out_idx
        self.target = target
        self.module = func.module
        if target == "sim":  # the simulator runs the lowered, thread-level program
            from tilelang.lowering.passes import run_pipeline

            self.module = run_pipeline(func.module.clone())
        self._binder = ArgumentBinder(self.module.funcs[0], out_idx, target)

    @property
    def ir(self) -> str:
        return str(self.module)

    def get_kernel_source(self) -> str:
        raise TileLangError("the CUDA backend is not built yet: there is no kernel source to show")

    def __call__(self, *args):
        if self.target == "cuda" and not _cuda_usable():
            raise TileLangError("no usable CUDA GPU: run on the CPU interpreter with target='cpu' "
                                "(tilelang.compile(f, target='cpu'), @tilelang.jit(target='cpu')) or set "
                                "TILELANG_TARGET=cpu")
        call = self._binder.bind(args)
        if self.target == "cpu":
            from tilelang.backends.interp.run import run_module

            run_module(self.module, call)
        elif self.target == "sim":
            from tilelang.backends.sim import run_module as run_sim

            run_sim(self.module, call)
        else:
            raise TileLangError(f"target '{self.target}' is not built yet; use target='cpu'")
        outs = call.outputs
        if not outs:
            return None
        return outs[0] if len(outs) == 1 else tuple(outs)
