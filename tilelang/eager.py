"""``@tilelang.jit`` over an eager-style function (tensors as parameters).

    @tilelang.jit(target="cpu")
    def matmul(A, B, block_M=64, block_N=64, block_K=32, dtype=T.float16):
        M, N, K = T.const("M, N, K")
        A: T.Tensor((M, K), dtype)
        B: T.Tensor((K, N), dtype)
        C = T.empty((M, N), dtype)
        with T.Kernel(...) as (bx, by):
            ...
        return C

    c = matmul(a, b)                                  # binds M, N, K from a and b, runs
    kernel = matmul.compile(M=256, N=256, K=128)      # builds only

A parameter is run-time when it is a tensor or scalar (annotated ``T.Tensor`` /
a dtype in the signature, or declared by a bare ``A: T.Tensor(...)`` statement in
the body); every other one is a compile-time value (part of the kernel cache's
key, like the ``T.const`` values and unknown keyword arguments).
"""

from __future__ import annotations

import functools
import inspect

from tilelang.errors import TileLangError
from tilelang.kernel import JITKernel, resolve_target


def freeze(value):
    """``value`` as a hashable cache key (lists, tuples and dicts canonicalized)."""
    if isinstance(value, (list, tuple)):
        return tuple(freeze(v) for v in value)
    if isinstance(value, dict):
        return tuple(sorted((k, freeze(v)) for k, v in value.items()))
    if isinstance(value, set):
        return tuple(sorted(freeze(v) for v in value))
    hash(value)
    return value


def _tensor_key(x):
    """What of a run-time argument the kernel depends on: a tensor's shape and dtype."""
    shape = getattr(x, "shape", None)
    if shape is None:
        return None  # a scalar: a run-time value
    return tuple(int(d) for d in shape), str(getattr(x, "dtype", ""))


class EagerJIT:
    """An eager-style ``@tilelang.jit`` function: call it with tensors to run it (a kernel
    compiled per set of compile-time values, ``T.const`` values and dtypes), or
    ``compile(...)`` it for the kernel."""

    def __init__(self, fn, kind: str, options: dict):
        from tilelang.frontend.eager import body_tensor_names, runtime_annotation
        from tilelang.frontend.source import function_source

        self.fn, self.kind, self.options = fn, kind, options
        self.cache: dict = {}
        self.signature = inspect.signature(fn)
        declared = set(body_tensor_names(function_source(fn).tree))
        self.runtime = [n for n in self.signature.parameters
                        if n in declared or runtime_annotation(fn.__annotations__.get(n))]
        functools.update_wrapper(self, fn)

    def _split(self, args, kwargs, api: str, partial: bool):
        """(run-time arguments, compile-time values, extra keyword values) of a call."""
        own = {k: v for k, v in kwargs.items() if k in self.signature.parameters}
        extra = {k: v for k, v in kwargs.items() if k not in self.signature.parameters}
        try:
            bound = (self.signature.bind_partial if partial else self.signature.bind)(*args, **own)
        except TypeError as e:
            raise TypeError(f"{self.fn.__name__}{api}: {e}") from None
        bound.apply_defaults()
        runtime = {n: bound.arguments.get(n) for n in self.runtime}
        ctime = {n: v for n, v in bound.arguments.items() if n not in runtime}
        return runtime, ctime, extra  # extra: T.const values by name, or other compile-time values

    def _kernel(self, runtime: dict, ctime: dict, extra: dict, api: str) -> JITKernel:
        try:
            key = (freeze(ctime), freeze(extra), tuple(_tensor_key(runtime[n]) for n in self.runtime))
        except TypeError as e:
            raise TypeError(f"{self.fn.__name__}{api}: compile-time values must be hashable ({e})") from None
        kernel = self.cache.get(key)
        if kernel is None:
            from tilelang.frontend.eager import parse_eager
            from tilelang.language.prim_func import PrimFunc

            tensors = {n: v for n, v in runtime.items() if _tensor_key(v) is not None}
            try:
                module, out_idx, _ = parse_eager(self.fn, ctime, tensors, extra)
                kernel = JITKernel(PrimFunc(self.fn, module), out_idx, resolve_target(self.kind), **self.options)
            except TileLangError as e:  # the error names the user's line; compiler frames stay out
                raise e.with_traceback(None) from None
            self.cache[key] = kernel
        return kernel

    def __call__(self, *args, **kwargs):
        """Bind the ``T.const`` sizes from the tensors, compile on a new key, run; returns
        the output tensor, a list of them, or ``[]``."""
        runtime, ctime, extra = self._split(args, kwargs, "()", partial=False)
        missing = [n for n, v in runtime.items() if v is None]
        if missing:
            raise TypeError(f"{self.fn.__name__}(): parameter '{missing[0]}' needs a tensor (or scalar) argument")
        kernel = self._kernel(runtime, ctime, extra, "()")
        out = kernel(*runtime.values())
        if out is None:
            return []
        return list(out) if isinstance(out, tuple) else out

    def compile(self, *args, **kwargs) -> JITKernel:
        """Build the kernel only: tensors may be left out when every ``T.const`` they would
        give is named, e.g. ``f.compile(M=1024, N=1024, K=1024, block_M=128)``.  The
        kernel takes the tensor and scalar parameters in order and returns the outputs."""
        runtime, ctime, extra = self._split(args, kwargs, ".compile()", partial=True)
        return self._kernel(runtime, ctime, extra, ".compile()")

    def __repr__(self) -> str:
        return f"<tilelang.jit eager function {self.fn.__name__}>"
