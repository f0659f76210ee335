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
    one for everything else (and every error message).

    A kernel with tensors of symbolic shape is built with 32-bit offsets into them (the
    default ``int32_offsets``); a call whose sizes need 64 bits runs a second build, made
    at the first such call with that option off (``build_for``)."""

    def __init__(self, module, target, out_idx, cuda):
        from .fast_bind import FastCudaBinder

        super().__init__(module, target)
        self.cuda = cuda
        self.fast = FastCudaBinder(module.funcs[0], out_idx)
        self._binder = ArgumentBinder(module.funcs[0], out_idx, "cuda")
        self._wide = None  # the build with 64-bit offsets into symbolic shapes, once a call needs it

    def run(self, args):
        call = self.fast.bind(args) if self.cuda is not None else None
        if call is None:
            call = self.bind(args)
        cuda = self.build_for(call.symbols) if self.fast.symbolic else self.cuda
        cuda.module.launch(call.values, call.symbols, call.device)
        return call

    def build_for(self, symbols):
        """The build a call with these symbol values runs: the compiled one, or where a
        tensor of symbolic shape holds more elements than its 32-bit offsets reach, the
        one whose offsets into symbolic shapes are 64-bit (built once, when first needed;
        a dim no 32-bit index reaches is a TileLangError naming the argument)."""
        target = self.build_target(symbols)
        if target is self.target:
            return self.cuda
        if self._wide is None:
            from .build import build

            self._wide = build(self.module, target=target)
        return self._wide

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
        check_launchable(call.values, self.module.funcs[0], self.build_target(call.symbols))
        return call

    def build_target(self, symbols):
        """The Target of the build a call with these symbol values runs (``build_for``)."""
        if self.fast.wide(symbols) and self.target.options.int32_offsets:
            return self.target.with_options(int32_offsets=False)
        return self.target

    def source(self) -> str:
        if self.cuda is None:
            raise TileLangError("no GPU and no architecture to compile for: pass arch='sm_90a' (or another) to "
                                "tilelang.compile, or set TILELANG_CUDA_ARCH")
        return self.cuda.source

    def bench(self, args, warmup: int, rep: int) -> float:
        from tilelang.timing import cuda_median_us

        call = self.bind(args)
        module = self.build_for(call.symbols).module
        return cuda_median_us(lambda: module.launch(call.values, call.symbols, call.device), warmup, rep)


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
