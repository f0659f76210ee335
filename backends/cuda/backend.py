"""The CUDA backend's slot in the registry (target "cuda"): built now, through NVRTC (no
GPU needed), launched when called.  ``build`` lowers a clone of the frontend IR (the
cache is keyed by that IR's text), so the module a kernel keeps is the one it was
given."""

from __future__ import annotations

from tilelang.arguments import ArgumentBinder
from tilelang.errors import TileLangError
from tilelang.lowering.target import Target, resume_arch

from ..registry import Backend, Program


def _cuda_usable() -> bool:
    try:
        import torch
    except ImportError:
        return False
    return bool(torch.cuda.is_available())


class CudaProgram(Program):
    """A built kernel (``cuda``: the ``CudaBuild``; None when there was no arch to
    build for) and its two argument binders: the fast one for the common call, the full
    one for everything else (and every error message)."""

    def __init__(self, module, target, out_idx, cuda):
        from .fast_bind import FastCudaBinder

        super().__init__(module, target)
        self.cuda = cuda
        self.fast = FastCudaBinder(module.funcs[0], out_idx)
        self._binder = ArgumentBinder(module.funcs[0], out_idx, "cuda")

    def run(self, args):
        call = self.fast.bind(args) if self.cuda is not None else None
        if call is None:
            call = self.bind(args)
        self.cuda.module.launch(call.values, call.symbols, call.device)
        return call

    def bind(self, args):
        """The full binder's call, on a usable GPU (else a TileLangError that says how to
        run on the CPU), checked for what the generated code assumes."""
        if self.cuda is None or not _cuda_usable():
            built = f" (it was compiled for {self.cuda.arch} only)" if self.cuda is not None else ""
            raise TileLangError(f"no usable CUDA GPU: run on the CPU interpreter with target='cpu' "
                                f"(tilelang.compile(f, target='cpu'), @tilelang.jit(target='cpu')) or set "
                                f"TILELANG_TARGET=cpu{built}")
        from .runtime import check_launchable

        call = self._binder.bind(args)
        check_launchable(call.values, self.module.funcs[0])
        return call

    def source(self) -> str:
        if self.cuda is None:
            raise TileLangError("no GPU and no architecture to compile for: pass arch='sm_90a' (or another) to "
                                "tilelang.compile, or set TILELANG_CUDA_ARCH")
        return self.cuda.source

    def bench(self, args, warmup: int, rep: int) -> float:
        from tilelang.timing import cuda_median_us

        call = self.bind(args)
        return cuda_median_us(lambda: self.cuda.module.launch(call.values, call.symbols, call.device), warmup, rep)


class CudaBackend(Backend):
    kind = "cuda"

    def target(self, source, arch, options):
        from .nvrtc import target_arch

        arch = resume_arch(source, arch)
        if source.lowered and arch is None:
            raise TileLangError("this module was lowered without an architecture (tilelang.lower(f) with no "
                                "arch=); CUDA needs one: lower it with arch='sm_90a' (or another), or compile "
                                "it with target='sim'")
        # with no arch given, no TILELANG_CUDA_ARCH and no GPU there is nothing to build
        # for: the Target has no arch, and calling the kernel says how to run on the CPU
        arch = arch if source.lowered else target_arch(arch, required=False)
        return Target(kind="cuda", arch=arch, options=options)

    def build(self, module, target, out_idx):
        from .build import build

        # (build() lowers a clone; run_pipeline skips the passes a lowered module has been through)
        return CudaProgram(module, target, out_idx, build(module, target=target) if target.arch else None)


BACKEND = CudaBackend()
