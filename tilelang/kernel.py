"""The kernel object ``tilelang.compile`` returns: call it with tensors."""

from __future__ import annotations

import os
from dataclasses import fields

from tilelang.errors import TileLangError
from tilelang.lowering.target import Options, Target

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


def lowering_options(options: dict) -> dict:
    """The lowering options among a compile's keyword ``options`` (``Target``'s:
    tma, wgmma, shared_reuse -- None: the environment's default); anything else is a
    ``TileLangError`` naming it and the known options."""
    known = tuple(f.name for f in fields(Options))
    unknown = sorted(set(options) - set(known))
    if unknown:
        raise TileLangError(f"unknown compile option(s) {', '.join(unknown)}; known: arch, {', '.join(known)}")
    for name, value in options.items():
        if value is not None and not isinstance(value, bool):
            raise TileLangError(f"compile option {name} must be True, False or None (the default), got {value!r}")
    return dict(options)


def _cuda_usable() -> bool:
    try:
        import torch
    except ImportError:
        return False
    return bool(torch.cuda.is_available())


def resume_arch(module, arch):
    """The CUDA architecture to lower the rest of ``module`` for: ``arch`` (normalized) as
    given, else the one ``module`` was lowered for.  A lowered module's passes chose
    instructions for its arch (wgmma and TMA on sm_90a): another is a ``TileLangError``
    naming ``arch``."""
    from tilelang.backends.cuda.nvrtc import normalize_arch

    arch = normalize_arch(arch) if arch is not None else None
    if not module.lowered:
        return arch
    if arch is not None and arch != module.arch:
        was = repr(module.arch) if module.arch else "no architecture"
        hint = f"leave arch out or pass arch={module.arch!r}" if module.arch else "leave arch out"
        raise TileLangError(f"arch={arch!r}: this module was lowered through '{module.passes[-1]}' for {was} "
                            f"and is not resumed for another: {hint}, or lower the prim_func again with "
                            f"arch={arch!r}")
    return module.arch


class JITKernel:
    """A compiled kernel.  ``kernel(*inputs)`` checks its arguments, allocates the
    ``out_idx`` outputs, runs, and returns the outputs (one tensor, or a tuple).

    On 'cpu' and 'sim' a tensor that requires grad is read as ``.detach()`` of it; a
    kernel that writes into one raises a ``TileLangError`` naming the parameter and
    leaves it unchanged (autograd would not see the write: pass ``.detach()`` of it).

    Attributes: ``prim_func`` (None when compiled from an IR module), ``out_idx``,
    ``target``, ``module`` (the IR: lowered for 'sim', as given otherwise), ``ir`` (its text).
    """

    def __init__(self, func, out_idx, target, arch=None, **options):
        from tilelang.arguments import ArgumentBinder
        from tilelang.lowering.ir.module import Module

        lowering = lowering_options(options)  # (the interpreter lowers nothing: they go unused there)
        source = func if isinstance(func, Module) else func.module
        self.prim_func = None if isinstance(func, Module) else func
        self.out_idx = out_idx
        self.target = target
        self.module = source
        self.cuda = None
        if target == "sim":  # the simulator runs the lowered, thread-level program
            from tilelang.lowering.passes import run_pipeline

            # arch= lowers as for that GPU (sm_90a: Hopper's wgmma), simulated on the CPU;
            # a lowered module resumes after its passes, for its own arch
            self.module = run_pipeline(source.clone(), target=Target.for_arch(
                resume_arch(source, arch or None), kind="sim", **lowering))
        elif target == "cuda":  # compiled now (no GPU needed), launched when called
            from tilelang.backends.cuda.build import build, known_arch

            arch = resume_arch(source, arch)
            if source.lowered and arch is None:
                raise TileLangError("this module was lowered without an architecture (tilelang.lower(f) with no "
                                    "arch=); CUDA needs one: lower it with arch='sm_90a' (or another), or compile "
                                    "it with target='sim'")
            arch = arch if source.lowered else known_arch(arch)
            # with no arch given, no TILELANG_CUDA_ARCH and no GPU there is nothing to build
            # for: calling the kernel then says how to run on the CPU.  (build() lowers a
            # clone; run_pipeline skips the passes a lowered module has been through.)
            self.cuda = build(source, target=Target.for_arch(arch, **lowering)) if arch is not None else None
            from tilelang.fast_call import FastCudaBinder

            self._fast = FastCudaBinder(source.funcs[0], out_idx)
        else:
            if arch is not None:
                raise TileLangError(f"arch={arch!r} applies to target='cuda' or 'sim', not '{target}'")
            if source.lowered:
                raise TileLangError(f"target='{target}' (the interpreter) runs tile-level programs; this module "
                                    f"has been lowered (through '{source.passes[-1]}'): run it with "
                                    f"target='sim' (the thread-level simulator) or 'cuda'")
        self._binder = ArgumentBinder(self.module.funcs[0], out_idx, target)

    @property
    def ir(self) -> str:
        return str(self.module)

    def get_kernel_source(self) -> str:
        """The generated CUDA C++ (target 'cuda' only)."""
        if self.target != "cuda":
            raise TileLangError(f"target '{self.target}' generates no CUDA source; compile with target='cuda'")
        if self.cuda is None:
            raise TileLangError("no GPU and no architecture to compile for: pass arch='sm_90a' (or another) to "
                                "tilelang.compile, or set TILELANG_CUDA_ARCH")
        return self.cuda.source

    def bench(self, *args, warmup: int = 10, rep: int = 100) -> float:
        """Median time of one launch in microseconds (CUDA events; outputs allocated once)."""
        if self.target != "cuda":
            raise TileLangError("kernel.bench times CUDA launches: compile with target='cuda'")
        from tilelang.timing import cuda_median_us

        call = self._bind_cuda(args)
        return cuda_median_us(lambda: self.cuda.module.launch(call.values, call.symbols, call.device), warmup, rep)

    def _bind_cuda(self, args):
        if self.cuda is None or not _cuda_usable():
            built = f" (it was compiled for {self.cuda.arch} only)" if self.cuda is not None else ""
            raise TileLangError(f"no usable CUDA GPU: run on the CPU interpreter with target='cpu' "
                                f"(tilelang.compile(f, target='cpu'), @tilelang.jit(target='cpu')) or set "
                                f"TILELANG_TARGET=cpu{built}")
        from tilelang.backends.cuda.runtime import check_launchable

        call = self._binder.bind(args)
        check_launchable(call.values, self.module.funcs[0])
        return call

    def __call__(self, *args):
        try:
            return self._call(args)
        except TileLangError as e:  # argument errors name the parameter; compiler frames stay out
            raise e.with_traceback(None) from None

    def _call(self, args):
        if self.target == "cuda":
            call = self._fast.bind(args) if self.cuda is not None else None
            if call is None:
                call = self._bind_cuda(args)
            self.cuda.module.launch(call.values, call.symbols, call.device)
            return self._outputs(call)
        call = self._binder.bind(args)
        if self.target == "cpu":
            from tilelang.backends.interp.run import run_module

            run_module(self.module, call)
        elif self.target == "sim":
            from tilelang.backends.sim import run_module as run_sim

            run_sim(self.module, call)
        return self._outputs(call)

    @staticmethod
    def _outputs(call):
        outs = call.outputs
        if not outs:
            return None
        return outs[0] if len(outs) == 1 else tuple(outs)
