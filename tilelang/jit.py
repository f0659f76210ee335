"""``tilelang.jit``, ``tilelang.compile`` and ``tilelang.lower``: from a prim_func to a kernel."""

from __future__ import annotations

import functools

from tilelang.errors import TileLangError

from tilelang.kernel import JITKernel, resolve_target


def normalize_out_idx(func, out_idx) -> tuple[int, ...]:
    n = len(func.params)
    if out_idx is None:
        return ()
    items = [out_idx] if isinstance(out_idx, int) else list(out_idx)
    out = []
    for i in items:
        if not isinstance(i, int) or isinstance(i, bool) or not -n <= i < n:
            raise TileLangError(f"out_idx {i!r} is not a parameter index of '{func.name}' ({n} parameters)")
        out.append(i % n)
    if len(set(out)) != len(out):
        raise TileLangError(f"out_idx names a parameter twice: {items}")
    return tuple(out)


def _check_func(func):
    from tilelang.language.prim_func import PrimFunc

    if not isinstance(func, PrimFunc):
        raise TileLangError(f"expected a @T.prim_func, got {type(func).__name__}")


def compile(func, out_idx=None, target="auto", **options):  # noqa: A001  (TileLang's name)
    """Build ``func`` (a ``@T.prim_func``) into a kernel object for ``target``.

    ``out_idx``: the parameters the kernel allocates and returns (an int or a list).
    ``target``: "cpu" (the interpreter), "sim" (the thread-level simulator), "cuda", or
    "auto" (``TILELANG_TARGET``, else CUDA).  CUDA kernels compile without a GPU.
    ``arch`` (CUDA, and the simulator, which then runs the program lowered for that GPU:
    sm_90a takes Hopper's wgmma): "sm_80", "sm_90a", ... (CUDA's default:
    ``TILELANG_CUDA_ARCH``, else the current device's; the simulator's: none).
    """
    _check_func(func)
    try:
        return JITKernel(func, normalize_out_idx(func, out_idx), resolve_target(target), **options)
    except TileLangError as e:  # the error names the user's line; compiler frames stay out
        raise e.with_traceback(None) from None


def lower(func, until=None, arch=None):
    """The IR of ``func`` after the pass pipeline (``until``: the last pass to run, by name;
    ``arch``: lower as for that CUDA architecture, e.g. "sm_90a" for Hopper's wgmma).

    The prim_func's own module is not changed; ``str()`` of the result prints it."""
    from tilelang.backends.cuda.nvrtc import normalize_arch
    from tilelang.lowering.passes import run_pipeline

    _check_func(func)
    try:
        return run_pipeline(func.module.clone(), until=until, arch=normalize_arch(arch) if arch else None)
    except TileLangError as e:
        raise e.with_traceback(None) from None


def _freeze(value):
    if isinstance(value, (list, tuple)):
        return tuple(_freeze(v) for v in value)
    if isinstance(value, dict):
        return tuple(sorted((k, _freeze(v)) for k, v in value.items()))
    hash(value)
    return value


class JITFactory:
    """What ``@tilelang.jit`` makes of a kernel factory: call it with Python values to
    get a kernel, built once per distinct set of values."""

    def __init__(self, factory, out_idx, target, options):
        self.factory = factory
        self.out_idx, self.target, self.options = out_idx, target, options
        self.cache: dict = {}
        functools.update_wrapper(self, factory)

    def __call__(self, *args, **kwargs):
        try:
            key = (_freeze(args), _freeze(kwargs))
        except TypeError as e:
            raise TileLangError(f"{self.factory.__name__}: arguments must be hashable to cache kernels ({e})") \
                from None
        kernel = self.cache.get(key)
        if kernel is None:
            func = self.factory(*args, **kwargs)
            _check_func(func)
            try:
                kernel = compile(func, self.out_idx, self.target, **self.options)
            except TileLangError as e:
                raise e.with_traceback(None) from None
            self.cache[key] = kernel
        return kernel


def jit(func=None, *, out_idx=None, target="auto", **options):
    """Decorate a kernel factory (a function returning a ``@T.prim_func``).

    Example::

        @tilelang.jit(out_idx=[-1])
        def matmul(M, N, K, block_M=128):
            @T.prim_func
            def main(A: T.Tensor((M, K), "float16"), ...): ...
            return main

        kernel = matmul(1024, 1024, 1024)   # specialized and cached by these values
    """
    if func is None:
        return lambda f: JITFactory(f, out_idx, target, options)
    return JITFactory(func, out_idx, target, options)
