"""``tilelang.jit``, ``tilelang.compile`` and ``tilelang.lower``: from a prim_func (or an IR module) to a kernel."""

from __future__ import annotations

import functools

from tilelang.errors import TileLangError

from tilelang.eager import EagerJIT, freeze as _freeze
from tilelang.kernel import JITKernel, resolve_target
from tilelang.lowering.target import Options, Target, options_from_pass_configs, resume_arch

# TileLang's execution backends: all accepted, none chosen (this compiler has one way to run
# each target: NVRTC + its own launcher on CUDA, the interpreter, the simulator)
EXECUTION_BACKENDS = ("auto", "tvm_ffi", "cython", "nvrtc", "torch", "cutedsl", "ctypes", "dlpack")


def parse_target(target) -> tuple[str, str | None]:
    """(kind, arch or None) of a target as TileLang spells it: "auto", "cpu", "sim", "cuda",
    "cuda -arch=sm_90a" (other ``-flags`` ignored), a dict ``{"kind": "cuda", "arch":
    "sm_90"}``, or a ``tilelang.Target``.  The kind is checked by ``resolve_target``."""
    if target is None:
        return "auto", None
    if isinstance(target, Target):
        return target.kind, target.arch
    if isinstance(target, dict):
        kind = target.get("kind", "auto")
        arch = target.get("arch")
        if not isinstance(kind, str) or (arch is not None and not isinstance(arch, str)):
            raise TileLangError(f"target: a dict target needs a string 'kind' (and 'arch'), got {target!r}")
        return kind, arch
    if not isinstance(target, str):
        raise TileLangError(f"target must be a string such as 'cuda' or 'cuda -arch=sm_90a', a dict or a "
                            f"tilelang.Target, got {type(target).__name__}")
    words = target.split()
    if not words:
        return "auto", None
    arch = None
    for i, w in enumerate(words[1:], 1):
        if w.startswith("-arch="):
            arch = w[len("-arch="):]
        elif w == "-arch" and i + 1 < len(words):
            arch = words[i + 1]
    return words[0], arch


def compat_options(target, options: dict, api: str) -> tuple[str, dict]:
    """The target kind and our options from TileLang's arguments: the arch of the
    target string (an explicit ``arch=`` wins), ``pass_configs`` mapped onto our
    options (explicit ones win), ``execution_backend`` checked and dropped (one backend
    per target here), ``target_host`` / ``verbose`` accepted and dropped."""
    options = dict(options)
    kind, arch = parse_target(target)
    if arch is not None and options.get("arch") is None:
        options["arch"] = arch
    backend = options.pop("execution_backend", None)
    if backend is not None and backend not in EXECUTION_BACKENDS:
        raise TileLangError(f"{api}: execution_backend must be one of {', '.join(EXECUTION_BACKENDS)} (or None), "
                            f"got {backend!r}")
    options.pop("target_host", None)
    options.pop("verbose", None)
    try:
        mapped = options_from_pass_configs(options.pop("pass_configs", None))
    except TypeError as e:
        raise TileLangError(f"{api}: {e}") from None
    for name, value in mapped.items():
        if options.get(name) is None:
            options[name] = value
    return kind, options


def normalize_out_idx(func, out_idx) -> tuple[int, ...]:
    """``out_idx`` as a tuple of parameter indices of ``func`` (a prim_func or a ``func`` op)."""
    n = len(func.params)
    name = getattr(func, "sym_name", None) or func.name
    if out_idx is None:
        return ()
    items = [out_idx] if isinstance(out_idx, int) else list(out_idx)
    out = []
    for i in items:
        if not isinstance(i, int) or isinstance(i, bool) or not -n <= i < n:
            raise TileLangError(f"out_idx {i!r} is not a parameter index of '{name}' ({n} parameters)")
        out.append(i % n)
    if len(set(out)) != len(out):
        raise TileLangError(f"out_idx names a parameter twice: {items}")
    return tuple(out)


def _source_module(func, api: str):
    """The IR module ``func`` stands for: a prim_func's, or ``func`` itself when it is a
    module (verified here: it may be edited text)."""
    from tilelang.language.prim_func import PrimFunc
    from tilelang.lowering.ir.module import Module

    if isinstance(func, PrimFunc):
        return func.module
    if isinstance(func, Module):
        if len(func.funcs) != 1:
            raise TileLangError(f"{api} takes a module of one function (the kernel); this one has "
                                f"{len(func.funcs)}: {[f.sym_name for f in func.funcs]}")
        return func.verify()  # an edited text's mistake is reported at its op's source line
    if isinstance(func, (str, bytes)):
        raise TileLangError(f"{api} takes a @T.prim_func or an IR module, not IR text: parse the text with "
                            f"tilelang.parse_ir(text) and pass the module")
    if isinstance(func, JITKernel):
        program = "kernel.prim_func" if func.prim_func is not None else "the IR module it was compiled from"
        raise TileLangError(f"{api} takes a @T.prim_func or an IR module; this is a kernel compiled already: "
                            f"call it with its inputs (kernel(*inputs)), or pass {program} to build its "
                            f"program again (for another target, out_idx or arch)")
    if isinstance(func, JITFactory):
        name = func.factory.__name__
        raise TileLangError(f"{api} takes a @T.prim_func or an IR module; '{name}' is a @tilelang.jit function, "
                            f"which compiles when called: call it ({name}(...)) for the kernel, or pass the "
                            f"@T.prim_func its body returns")
    raise TileLangError(f"{api} takes a @T.prim_func or an IR module (tilelang.parse_ir, tilelang.lower), "
                        f"got {type(func).__name__}")


def compile(func, out_idx=None, target="auto", **options):  # noqa: A001  (TileLang's name)
    """Build ``func`` into a kernel object for ``target``.

    ``func``: a ``@T.prim_func``, or an IR module at any stage of lowering (from
    ``tilelang.parse_ir(text)`` or ``tilelang.lower(...)``): the passes it has been
    through are not run again, and it is verified first.  A lowered module runs on
    "sim" or "cuda" ("cpu" interprets tile-level programs only).
    ``out_idx``: the parameters the kernel allocates and returns (an int or a list).
    ``target``: "cpu" (the interpreter), "sim" (the thread-level simulator), "cuda", or
    "auto" (``TILELANG_TARGET``, else CUDA).  CUDA kernels compile without a GPU.
    ``arch`` (CUDA, and the simulator, which then runs the program lowered for that GPU:
    sm_90a takes Hopper's wgmma): "sm_80", "sm_90a", ... (CUDA's default:
    ``TILELANG_CUDA_ARCH``, else the current device's; the simulator's: none; for a
    lowered module: the arch it was lowered for, and no other).
    ``tma``, ``wgmma``, ``shared_reuse``, ``warp_specialize``, ``int32_offsets`` (True /
    False; None: the environment's ``TILELANG_TMA`` / ``TILELANG_WGMMA`` /
    ``TILELANG_SHARED_REUSE``, else on): the lowering options of the ``tilelang.Target``
    the program is compiled for -- False switches that lowering off (TMA copies; Hopper's
    wgmma, mma.sync instead; shared buffers sharing bytes; producer warps; 32-bit offsets
    into tensors of symbolic shape, 64-bit instead -- a call too large for 32 bits runs
    that build by itself).  They are part of the kernel cache's key.

    TileLang's arguments: ``target`` may also be "cuda -arch=sm_90a" or ``{"kind": "cuda",
    "arch": "sm_90a"}``; ``pass_configs`` (a dict of ``PassConfigKey`` strings) sets the
    options above where a key means one of them and warns once about each other key;
    ``execution_backend`` (any of TileLang's) is accepted and ignored, as are
    ``target_host`` and ``verbose`` (docs/compat.md).

    Example (run edited IR)::

        text = str(tilelang.lower(f, arch="sm_90a"))     # edit it ...
        kernel = tilelang.compile(tilelang.parse_ir(text), out_idx=[-1], target="sim")
    """
    try:
        module = _source_module(func, "tilelang.compile")
        kind, options = compat_options(target, options, "tilelang.compile")
        return JITKernel(func, normalize_out_idx(module.funcs[0], out_idx), resolve_target(kind), **options)
    except TileLangError as e:  # the error names the user's line; compiler frames stay out
        raise e.with_traceback(None) from None


def lower(func, until=None, arch=None, **options):
    """The IR of ``func`` after the pass pipeline (``until``: the last pass to run, by name;
    ``arch``: lower as for that CUDA architecture, e.g. "sm_90a" for Hopper's wgmma;
    ``options``: ``compile``'s lowering options tma / wgmma / shared_reuse).

    ``func``: a ``@T.prim_func`` or an IR module; a module resumes after the passes it
    has been through (``arch`` defaults to the one it was lowered for).  The input is not
    changed; ``str()`` of the result prints it, and ``tilelang.parse_ir`` reads that back."""
    from tilelang.lowering.passes import run_pipeline

    try:
        module = _source_module(func, "tilelang.lower")
        _, options = compat_options(None, options, "tilelang.lower")
        target = Target(arch=resume_arch(module, arch or None), options=Options.from_env(**options))
        return run_pipeline(module.clone(), until=until, target=target)
    except TileLangError as e:
        raise e.with_traceback(None) from None


class JITFactory:
    """What ``@tilelang.jit`` makes of a function.  A kernel factory (its body returns a
    ``@T.prim_func``): call it with Python values to get a kernel, built once per
    distinct set of values.  An eager-style function (its body holds the kernel, with
    tensors as parameters): calling it runs the kernel (``tilelang.eager.EagerJIT``).
    Which one is read from the function's source at the first call."""

    def __init__(self, factory, out_idx, target, options):
        self.factory = factory
        self.out_idx, self.target, self.options = out_idx, target, options
        self.cache: dict = {}
        self._eager = False  # not known yet; then None (a factory) or the EagerJIT
        functools.update_wrapper(self, factory)

    @property
    def eager(self) -> EagerJIT | None:
        """The ``EagerJIT`` of an eager-style function, else None."""
        if self._eager is False:
            from tilelang.frontend.eager import is_eager

            if not is_eager(self.factory):
                self._eager = None
            else:
                if self.out_idx is not None:
                    raise ValueError(f"@tilelang.jit: '{self.factory.__name__}' returns its T.empty outputs, "
                                     f"which gives the kernel's outputs; do not pass out_idx too")
                try:
                    kind, options = compat_options(self.target, self.options, "tilelang.jit")
                except TileLangError as e:
                    raise e.with_traceback(None) from None
                self._eager = EagerJIT(self.factory, kind, options)
        return self._eager

    def __call__(self, *args, **kwargs):
        if self.eager is not None:
            return self._eager(*args, **kwargs)
        return self.compile(*args, **kwargs)

    def compile(self, *args, **kwargs) -> JITKernel:
        """The kernel for these values (compiled now, or found in the cache); an eager
        function's tensors may be left out when its ``T.const`` sizes are named
        (``f.compile(M=1024, N=1024, K=1024)``)."""
        if self.eager is not None:
            return self._eager.compile(*args, **kwargs)
        try:
            key = (_freeze(args), _freeze(kwargs))
        except TypeError as e:
            raise TileLangError(f"{self.factory.__name__}: arguments must be hashable to cache kernels ({e})") \
                from None
        kernel = self.cache.get(key)
        if kernel is None:
            func = self.factory(*args, **kwargs)
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

    Or an eager-style function: tensors are its parameters, sizes ``T.const``, outputs
    ``T.empty`` and returned (no ``out_idx``); a call runs it (``tilelang.eager``)::

        @tilelang.jit
        def add(A, B, block=128):
            N = T.const("N")
            A: T.Tensor((N,), T.float32)
            B: T.Tensor((N,), T.float32)
            C = T.empty((N,), T.float32)
            with T.Kernel(T.ceildiv(N, block), threads=128) as bx:
                for i in T.Parallel(block):
                    C[bx * block + i] = A[bx * block + i] + B[bx * block + i]
            return C

        c = add(a, b)
    """
    if func is None:
        return lambda f: JITFactory(f, out_idx, target, options)
    return JITFactory(func, out_idx, target, options)
