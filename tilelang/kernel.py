"""The kernel object ``tilelang.compile`` returns: call it with tensors."""

from __future__ import annotations

import os

from tilelang.errors import TileLangError
from tilelang.lowering.target import Options


def targets() -> tuple[str, ...]:
    """The targets ``compile`` takes: "auto" and every registered backend's kind."""
    from tilelang.backends.registry import BACKENDS

    return ("auto", *BACKENDS)


def resolve_target(target: str) -> str:
    """The concrete target: ``TILELANG_TARGET`` overrides "auto", which otherwise means
    CUDA.  Compiling needs no GPU; calling a CUDA kernel without one raises an error
    that says how to run on the CPU."""
    known = targets()
    if target not in known:
        raise TileLangError(f"unknown target {target!r}; expected one of {', '.join(known)}")
    if target == "auto":
        target = os.environ.get("TILELANG_TARGET", "auto") or "auto"
        if target not in known:
            raise TileLangError(f"TILELANG_TARGET={target!r} is not a target; expected one of "
                                f"{', '.join(known[1:])}")
    return "cuda" if target == "auto" else target


class JITKernel:
    """A compiled kernel.  ``kernel(*inputs)`` checks its arguments, allocates the
    ``out_idx`` outputs, runs, and returns the outputs (one tensor, or a tuple).

    On 'cpu' and 'sim' a tensor that requires grad is read as ``.detach()`` of it; a
    kernel that writes into one raises a ``TileLangError`` naming the parameter and
    leaves it unchanged (autograd would not see the write: pass ``.detach()`` of it).

    Attributes: ``prim_func`` (None when compiled from an IR module), ``out_idx``,
    ``target``, ``module`` (the IR: lowered for 'sim', as given otherwise), ``ir`` (its text),
    ``program`` (what the target's backend built: ``backends/registry.py``), ``cuda`` (on
    'cuda': the build -- source, cubin, launch description).
    """

    # what ``tilelang.autotune`` found, when this kernel is its choice (``update_tuner_result``)
    latency = None  # ms per call, or None (not tuned, or tuned without a GPU)
    config = None
    ref_latency = None

    def __init__(self, func, out_idx, target, arch=None, **options):
        from tilelang.backends.registry import get_backend
        from tilelang.lowering.ir.module import Module

        source = func if isinstance(func, Module) else func.module
        self.prim_func = None if isinstance(func, Module) else func
        self.out_idx = out_idx
        self.target = target
        backend = get_backend(target)
        compiled_for = backend.target(source, arch, Options.from_env(**options))
        self.program = backend.build(backend.lower(source, compiled_for), compiled_for, out_idx)
        self.cuda = getattr(self.program, "cuda", None)  # (the CudaBuild: source, cubin, launch description)

    @property
    def module(self):
        """The IR the kernel runs on 'cpu' and 'sim' (setting it runs another module there,
        as tests of the passes do); on 'cuda' the module it was built from."""
        return self.program.module

    @module.setter
    def module(self, module):
        self.program.module = module

    @property
    def ir(self) -> str:
        return str(self.module)

    def get_kernel_source(self) -> str:
        """The generated CUDA C++ (target 'cuda' only)."""
        return self.program.source()

    def occupancy(self, device=None) -> int:
        """Blocks of this kernel that one multiprocessor of ``device`` (default: the
        current CUDA device) runs at once -- what its registers, threads and shared
        memory allow (target 'cuda' only).  A grid of a multiple of ``occupancy() x
        multiprocessors`` blocks runs in whole waves."""
        if self.cuda is None:
            raise ValueError(f"occupancy: a kernel compiled for target 'cuda' has one, this one is {self.target!r}")
        import torch

        index = torch.device(device if device is not None else "cuda").index
        return self.cuda.module.blocks_per_sm(torch.cuda.current_device() if index is None else index)

    def bench(self, *args, warmup: int = 10, rep: int = 100) -> float:
        """Median time of one launch in microseconds (CUDA events; outputs allocated once)."""
        return self.program.bench(args, warmup, rep)

    def get_profiler(self, tensor_supply_type=None):
        """TileLang's profiler of this kernel (``tilelang.profiler.Profiler``): inputs from
        its signature (``tensor_supply_type``, a ``tilelang.TensorSupplyType``; default
        Auto), ``do_bench``, ``assert_allclose``, ``run_once``."""
        from tilelang.profiler import Profiler, TensorSupplyType

        return Profiler(self, TensorSupplyType.Auto if tensor_supply_type is None else tensor_supply_type)

    def update_tuner_result(self, latency, config, ref_latency):
        """Record a tuning's result on the kernel (``latency`` / ``ref_latency`` in ms, or None;
        ``config``: a dict); returns self."""
        if not isinstance(config, dict):
            raise TypeError(f"config must be a dict, got {type(config).__name__}")
        self.latency, self.config, self.ref_latency = latency, dict(config), ref_latency
        return self

    def get_tuner_result(self) -> dict:
        """``{"latency", "config", "ref_latency"}`` of the tuning that chose this kernel
        (ValueError when none did)."""
        if self.config is None:
            raise ValueError("get_tuner_result: this kernel was not chosen by tilelang.autotune (no tuning result)")
        return {"latency": self.latency, "config": dict(self.config), "ref_latency": self.ref_latency}

    def as_torch_op(self, name: str):
        """This kernel as the torch custom op ``name`` (``"namespace::op_name"``), with a
        fake implementation derived from the signature, so ``torch.compile(fullgraph=True)``
        traces a call as one node of its graph and runs the kernel when the graph runs.

        The op's arguments are the kernel's inputs (the params not in ``out_idx``: tensors,
        and int / float / bool scalars, named as the params); it returns the ``out_idx``
        outputs (one tensor, or a tuple), whose shapes the fake implementation takes from
        the params, symbolic dims bound from the input tensors' shapes.  Returns the op
        (``torch.ops.<namespace>.<op_name>.default``; calling it runs ``kernel(*inputs)``).

        Raises ValueError for a name that is not ``"namespace::op_name"`` or is taken
        (another kernel's, or any op torch knows), a kernel without outputs, or an
        output dim that no input tensor gives.  Calling it again returns the same op.

        Example::

            kernel = tilelang.compile(scale_add(), out_idx=[-1], target="cpu")
            op = kernel.as_torch_op("mylib::scale_add")
            y = op(x, b)                     # = kernel(x, b), and torch.ops.mylib.scale_add(x, b)
            f = torch.compile(lambda x, b: op(x, b) * 2, fullgraph=True)
        """
        from tilelang.custom_op import kernel_op

        return kernel_op(self, name)

    def __call__(self, *args):
        try:
            return self._outputs(self.program.run(args))
        except TileLangError as e:  # argument errors name the parameter; compiler frames stay out
            raise e.with_traceback(None) from None

    @staticmethod
    def _outputs(call):
        outs = call.outputs
        if not outs:
            return None
        return outs[0] if len(outs) == 1 else tuple(outs)
