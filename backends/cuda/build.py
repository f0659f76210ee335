"""From a prim_func's IR to a loaded-on-demand CUDA module, through the caches.

    frontend IR --(key: build_key: IR text, the Target (arch, options), NVRTC, package
    version, the content of the package's sources, NVRTC options)--> hit: cubin + launch description from disk
             --> miss: lower (pass pipeline) -> CUDA C++ -> NVRTC -> cubin, stored

The generated source is kept beside the cubin, so ``get_kernel_source`` works on
a cache hit without lowering again.  A disk entry is data only: it is checked field
by field (``launch_desc.check_entry``) before use, and one that fails is rebuilt.
"""

from __future__ import annotations

import json
import os
import struct
from dataclasses import replace

from tilelang.lowering.target import Target, is_cache_enabled

from .cache import sha256

_BUILDS: dict = {}  # in-memory: cache key -> CudaBuild (one loaded module per process and key)


class CudaBuild:
    """The result of building one prim_func: ``source``, ``cubin``, ``module`` (launcher), ``arch``,
    ``from_cache`` and, when it was lowered here, ``lowered`` (the thread-level IR)."""

    def __init__(self, source, cubin, launch_desc, arch, from_cache, lowered=None):
        from .runtime import CudaModule

        self.source, self.cubin, self.arch, self.from_cache = source, cubin, arch, from_cache
        self.launch_desc, self.lowered = launch_desc, lowered
        self.module = CudaModule(cubin, launch_desc)


def build_key(ir_text: str, target, options: tuple = (), fingerprint: str | None = None) -> str:
    """The cache key of building ``ir_text`` (the frontend IR's text) for ``target`` (a
    ``Target``, or an arch string: that arch's Target, options from the environment):
    everything that can change the cubin or its launch description -- the IR, the
    Target (arch and options: ``Target.key``), NVRTC's version, the package's version and
    sources (``fingerprint``, default ``compiler_fingerprint()``) and the NVRTC ``options``."""
    from tilelang.version import __version__

    from .cache import cache_key
    from .nvrtc import nvrtc_identity

    if not isinstance(target, Target):
        target = Target.for_arch(target)
    return cache_key("tilelang-cuda-build", ir_text, target.key(), nvrtc_identity(), __version__,
                     fingerprint if fingerprint is not None else compiler_fingerprint(),
                     json.dumps(list(options)))


# NVRTC's options of the ``fast_math`` compile option (--use_fast_math implies --fmad=true; said
# again, after the defaults' --fmad=false)
FAST_MATH = ("--use_fast_math", "--fmad=true")


def _registers_error(lowered, error):
    """ptxas' "Insufficient registers" (C7602) names no line of the program: where the
    kernel has a wgmma, the error at the widest one's gemm (its float32 accumulator, n / 2
    registers a thread, must fit in what a thread holds at launch); else None."""
    import math
    import re

    from tilelang.errors import TileLangError
    from tilelang.lowering.target import registers_at_launch, widest_wgmma

    if "C7602" not in str(error):
        return None
    target = re.search(r"register target of (\d+)", str(error))
    for kernel in (op for op in lowered.walk() if op.name == "kernel"):
        widest, need = widest_wgmma(kernel)
        threads = math.prod(kernel.threads)
        if widest is not None:
            need = int(target.group(1)) if target else need
            return TileLangError(f"a wgmma {widest.n} columns wide needs {need} registers a thread at launch (ptxas: "
                                 f"\"Insufficient registers\"; {widest.n // 2} hold its float32 accumulator), and a "
                                 f"block of {threads} threads holds {registers_at_launch(threads)}: fewer threads, or "
                                 f"a narrower tile", widest.loc)
    return None


def build(module, arch: str | None = None, options: tuple = (), use_cache: bool | None = None,
          target: Target | None = None) -> CudaBuild:
    """Build the (frontend) IR ``module`` for ``target`` (its options; the arch from
    ``arch`` or the target's, see ``nvrtc.target_arch``; without a target, the arch's with
    the environment's options)."""
    from tilelang.errors import TileLangError

    from .cache import default_cache
    from .launch_desc import check_entry, check_launch
    from .nvrtc import target_arch

    arch = target_arch(arch if arch is not None else (target.arch if target is not None else None))
    target = Target.for_arch(arch) if target is None else replace(target, kind="cuda", arch=arch)
    if use_cache is None:
        use_cache = is_cache_enabled()  # (tilelang.disable_cache(), TILELANG_DISABLE_CACHE)
    options = tuple(options)
    key = build_key(str(module), target, options)
    built = _BUILDS.get(key)
    if built is not None:
        return built
    cache = default_cache() if use_cache else None
    if cache is not None:
        hit = cache.get(key, check=check_entry)  # a tampered or damaged entry: None (deleted)
        if hit is not None:
            cubin, meta = hit
            built = _BUILDS[key] = CudaBuild(meta["source"], cubin, meta["launch"], arch, True)
            return built
    from tilelang.lowering.passes import run_pipeline

    from .module_source import generate
    from .nvrtc import compile_cubin

    lowered = run_pipeline(module.clone(), target=target)
    source, launch = generate(lowered, target=target)
    try:  # never store what a later read would refuse
        check_launch(launch)
    except ValueError as e:
        raise TileLangError(f"cuda: the kernel's launch description is out of bounds: {e}") from None
    try:
        cubin = compile_cubin(source, arch, options=options + (FAST_MATH if target.options.fast_math else ()))
    except TileLangError as e:
        raise (_registers_error(lowered, e) or e) from None
    if cache is not None:
        cache.put(key, cubin, {"source": source, "launch": launch})
    built = _BUILDS[key] = CudaBuild(source, cubin, launch, arch, False, lowered)
    return built


# ---- the compiler's own sources in the key -------------------------------------------------

# the packages whose files make up the compiler (frontend/, lowering/ and backends/ sit at
# the repository top in a checkout and install as these subpackages of tilelang)
PACKAGES = ("tilelang", "tilelang.frontend", "tilelang.lowering", "tilelang.backends")
SOURCE_SUFFIXES = (".py", ".cuh", ".lark")
_FINGERPRINT: list = []


def package_sources(roots: dict | None = None) -> list[tuple[str, str]]:
    """(name, path) of every ``.py``, ``.cuh`` and ``.lark`` file of the package, sorted by
    name; the name is the file's path in the installed package (``tilelang/dtypes/builtins.py``).

    ``roots`` maps a name prefix to a folder (``{"tilelang": "/copy/tilelang"}``); by
    default the folders of the imported ``PACKAGES`` (their ``__path__``), which finds
    the files of an installed package and of an editable checkout alike.  A file that
    two roots both hold (an installed ``tilelang/frontend``) is listed once.
    """
    if roots is None:
        from importlib.util import find_spec  # (finds a subpackage without running it)

        pairs = [(name.replace(".", "/"), folder) for name in PACKAGES
                 for folder in find_spec(name).submodule_search_locations]
    else:
        pairs = list(roots.items())
    files: dict[str, str] = {}
    for prefix, folder in pairs:
        _walk(str(folder), prefix, files)
    return sorted(files.items())


def _walk(folder: str, prefix: str, files: dict) -> None:
    try:
        entries = list(os.scandir(folder))
    except OSError:
        return
    for e in entries:
        if e.name.startswith((".", "__pycache__")):
            continue
        if e.is_dir(follow_symlinks=True):
            _walk(e.path, f"{prefix}/{e.name}", files)
        elif e.name.endswith(SOURCE_SUFFIXES):
            files.setdefault(f"{prefix}/{e.name}", e.path)


def source_fingerprint(files) -> str:
    """SHA-256 (hex) of the names and contents of ``files`` ((name, path) pairs, e.g.
    ``package_sources()``): changes with any edit, addition, removal or rename, and not
    with a file's time or the folder it lives in."""
    h = sha256()
    for name, path in files:
        try:
            with open(path, "rb") as f:
                data = f.read()
        except OSError:
            data = None  # vanished while listed: still a distinct fingerprint
        raw = name.encode()
        h.update(struct.pack("<Q", len(raw)) + raw)
        h.update(b"\xff" * 8 if data is None else struct.pack("<Q", len(data)))
        h.update(data or b"")
    return h.hexdigest()


def compiler_fingerprint() -> str:
    """``source_fingerprint(package_sources())``, computed once per process.  Reading and
    hashing every source costs a disk-cache hit more than the rest of it, so the result
    is kept in the cache folder under a stamp of the files' names, sizes and modification
    times (``fingerprints/<stamp>``): any edit changes the stamp, and the fingerprint is
    then computed from the contents again."""
    if not _FINGERPRINT:
        files = package_sources()
        _FINGERPRINT.append(_memoized_fingerprint(files))
    return _FINGERPRINT[0]


def _memoized_fingerprint(files) -> str:
    from .cache import cache_dir

    h = sha256()
    for name, path in files:
        try:
            st = os.stat(path)
            h.update(f"{name}\0{st.st_size}\0{st.st_mtime_ns}\n".encode())
        except OSError:
            return source_fingerprint(files)
    try:
        memo = cache_dir() / "fingerprints" / h.hexdigest()
        text = memo.read_text() if memo.is_file() else ""
    except OSError:  # no usable cache folder: nothing to remember it in
        return source_fingerprint(files)
    if len(text) == 64 and all(c in "0123456789abcdef" for c in text):
        return text
    fingerprint = source_fingerprint(files)
    try:
        memo.parent.mkdir(exist_ok=True)
        tmp = memo.with_name(f"{memo.name}.{os.getpid()}.tmp")
        tmp.write_text(fingerprint)
        os.replace(tmp, memo)  # (whole or absent for a reader, as the cache's entries)
    except OSError:
        pass
    return fingerprint
