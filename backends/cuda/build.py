"""From a prim_func's IR to a loaded-on-demand CUDA module, through the caches.

    frontend IR --(disk cache key: IR text, arch, NVRTC version, package version,
    options)--> hit: cubin + launch description from disk
             --> miss: lower (pass pipeline) -> CUDA C++ -> NVRTC -> cubin, stored

The generated source is kept beside the cubin, so ``get_kernel_source`` works on
a cache hit without lowering again.
"""

from __future__ import annotations

import os

CODEGEN_VERSION = "1"
_BUILDS: dict = {}  # in-memory: cache key -> CudaBuild (one loaded module per process and key)  # bump when generated code changes without the package version changing


class CudaBuild:
    """The result of building one prim_func: ``source``, ``cubin``, ``module`` (launcher), ``arch``,
    ``from_cache`` and, when it was lowered here, ``lowered`` (the thread-level IR)."""

    def __init__(self, source, cubin, launch_desc, arch, from_cache, lowered=None):
        from .runtime import CudaModule

        self.source, self.cubin, self.arch, self.from_cache = source, cubin, arch, from_cache
        self.launch_desc, self.lowered = launch_desc, lowered
        self.module = CudaModule(cubin, launch_desc)


# environment variables the lowering reads (each turns one transformation off, to compare)
LOWERING_SWITCHES = ("TILELANG_WGMMA", "TILELANG_TMA", "TILELANG_SHARED_REUSE")


def build(module, arch: str | None = None, options: tuple = (), use_cache: bool | None = None) -> CudaBuild:
    """Build the (frontend) IR ``module`` for CUDA architecture ``arch`` (see ``nvrtc.target_arch``)."""
    import tilelang

    from .cache import DiskCache, cache_key
    from .nvrtc import nvrtc_identity, target_arch

    arch = target_arch(arch)
    if use_cache is None:
        use_cache = os.environ.get("TILELANG_DISABLE_CACHE", "") in ("", "0")
    options = tuple(options)
    # (the lowering's switches change the code for one module: part of the key)
    switches = " ".join(f"{k}={os.environ.get(k, '')}" for k in LOWERING_SWITCHES)
    key = cache_key(str(module), arch, nvrtc_identity(), tilelang.__version__,
                    compiler_fingerprint(), " ".join(options), switches)
    built = _BUILDS.get(key)
    if built is not None:
        return built
    cache = DiskCache() if use_cache else None
    if cache is not None:
        hit = cache.get(key)
        if hit is not None:
            cubin, meta = hit
            built = _BUILDS[key] = CudaBuild(meta["source"], cubin, meta["launch"], arch, True)
            return built
    from tilelang.lowering.passes import run_pipeline

    from .module_source import generate
    from .nvrtc import compile_cubin

    lowered = run_pipeline(module.clone(), arch=arch)
    source, launch = generate(lowered)
    cubin = compile_cubin(source, arch, options=options)
    if cache is not None:
        cache.put(key, cubin, {"source": source, "launch": launch})
    built = _BUILDS[key] = CudaBuild(source, cubin, launch, arch, False, lowered)
    return built


_FINGERPRINT: list = []


def compiler_fingerprint() -> str:
    """A digest of the compiler's own source files (names, sizes, modification times of
    the passes, lowering and CUDA backend): a cached cubin is reused only by the compiler
    that made it, also in a development checkout whose package version does not move."""
    if not _FINGERPRINT:
        import hashlib
        from pathlib import Path

        here = Path(__file__).resolve().parent
        h = hashlib.sha256()
        for root in (here, here.parent.parent / "lowering"):
            for f in sorted(root.rglob("*")):
                if f.suffix in (".py", ".cuh", ".lark"):
                    st = f.stat()
                    h.update(f"{f.name}:{st.st_size}:{st.st_mtime_ns};".encode())
        _FINGERPRINT.append(h.hexdigest()[:16])
    return _FINGERPRINT[0]


def known_arch(arch: str | None) -> str | None:
    """``arch`` normalized; without one, ``TILELANG_CUDA_ARCH`` or the current device's, else None."""
    from .nvrtc import device_arch, normalize_arch

    if arch is not None:
        return normalize_arch(arch)
    env = os.environ.get("TILELANG_CUDA_ARCH")
    if env:
        return normalize_arch(env)
    return device_arch()
