"""Compile generated CUDA C++ to a CUBIN with NVRTC, and pick the target architecture.

    cubin = compile_cubin(source, target_arch(None))      # bytes, an ELF image

NVRTC is called through ctypes (``nvrtc_lib.py``); the library itself comes from
the ``nvidia-cuda-nvrtc`` wheel (a core dependency) or a CUDA toolkit.  The output is always a CUBIN for one real architecture, never PTX:
the GPU machine's driver may be older than NVRTC, and a cubin of the same major
CUDA version loads there where PTX JIT would not.

Options: ``-std=c++17 --gpu-architecture=<arch> -default-device`` plus the
caller's.  NVRTC has no ``-O3`` flag: device optimisation is on unless ``-G``
is given, and ptxas runs at its default ``-O3``.  Fast math stays off (no
``--use_fast_math``: divisions, square roots and denormals are IEEE).

A failed compile raises ``CudaCompileError`` naming, for each error, the
Python line, the generated line and NVRTC's message (see ``nvrtc_log``).

What this module does not do: load or launch (the launcher), cache (``cache``).
Importing it is cheap: libnvrtc loads at the first compile, and the device query
(``device_arch``) imports ``cuda.bindings`` when it is first asked.
"""

from __future__ import annotations

import functools
import os
import re
from dataclasses import dataclass
from pathlib import Path

from tilelang.errors import CudaCompileError, SourceLoc, TileLangError
from tilelang.lowering.target import ARCH_ENV, arch_from_env, normalize_arch

_INSTALL_HINT = ("install the NVRTC wheel that matches cuda-bindings 13 "
                 "(`pip install \"nvidia-cuda-nvrtc>=13,<14\"`) or a CUDA 13 toolkit")


# --- the library -------------------------------------------------------------------------------

@functools.lru_cache(maxsize=None)
def nvrtc_identity() -> str:
    """A string that changes with the NVRTC in use, without loading it when it comes from
    the ``nvidia-cuda-nvrtc`` wheel (its version, read off the installed dist-info's name:
    a disk-cache hit must not pay for loading libnvrtc); otherwise ``nvrtc_version()``."""
    import os
    import sys

    for entry in sys.path:
        try:
            names = os.listdir(entry or ".")
        except OSError:
            continue
        for n in names:
            if n.startswith("nvidia_cuda_nvrtc-") and n.endswith(".dist-info"):
                return "wheel:" + n[len("nvidia_cuda_nvrtc-"):-len(".dist-info")]
    return "lib:" + ".".join(map(str, nvrtc_version()))


@functools.lru_cache(maxsize=None)
def _nvrtc():
    """libnvrtc, loaded (``nvrtc_lib.Nvrtc``); a TileLangError that says what to install
    when it cannot be found or loaded."""
    from . import nvrtc_lib

    try:
        lib = nvrtc_lib.Nvrtc(nvrtc_lib.find_library())
        lib.version()
    except (ImportError, OSError, RuntimeError) as e:  # (pathfinder's DynamicLibNotFoundError is a RuntimeError)
        raise TileLangError(f"NVRTC (libnvrtc) could not be loaded: {e}\nTo fix it, {_INSTALL_HINT}.") from None
    return lib


@functools.lru_cache(maxsize=None)
def nvrtc_version() -> tuple[int, int]:
    """NVRTC's (major, minor), e.g. (13, 5)."""
    return _nvrtc().version()


@functools.lru_cache(maxsize=None)
def supported_archs() -> tuple[int, ...]:
    """The real architectures this NVRTC compiles for, as 80, 86, 90, ..."""
    return _nvrtc().supported_archs()


# --- architectures -----------------------------------------------------------------------------

@functools.lru_cache(maxsize=None)
def device_arch(device_index: int = 0) -> str | None:
    """The architecture of CUDA device ``device_index`` (``"sm_90a"``), or None.

    None when there is no driver, no GPU or no such device; a TileLangError for
    a GPU older than sm_80.  Read once per device through the driver API.
    """
    try:
        from cuda.bindings import driver
    except ImportError:
        return None
    try:
        (err,) = driver.cuInit(0)
        if err != driver.CUresult.CUDA_SUCCESS:
            return None
        err, dev = driver.cuDeviceGet(device_index)
        if err != driver.CUresult.CUDA_SUCCESS:
            return None
        attr = driver.CUdevice_attribute
        err1, major = driver.cuDeviceGetAttribute(attr.CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MAJOR, dev)
        err2, minor = driver.cuDeviceGetAttribute(attr.CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MINOR, dev)
    except RuntimeError:  # libcuda not found: cuda.pathfinder raises DynamicLibNotFoundError
        return None
    if err1 != driver.CUresult.CUDA_SUCCESS or err2 != driver.CUresult.CUDA_SUCCESS:
        return None
    return normalize_arch((int(major), int(minor)), param=f"CUDA device {device_index}")


def target_arch(arch=None, *, device_index: int = 0, required: bool = True) -> str | None:
    """The architecture to compile for: ``arch`` (normalized), else $TILELANG_CUDA_ARCH,
    else the device's.  With none of them: a TileLangError that says what to pass, or
    None when not ``required``."""
    found = normalize_arch(arch, param="arch") if arch is not None else arch_from_env() or device_arch(device_index)
    if found is None and required:
        raise TileLangError("no CUDA GPU found to compile for: pass arch= (for example arch='sm_90a') "
                            f"or set {ARCH_ENV}=sm_90a")
    return found


# --- headers -----------------------------------------------------------------------------------

@functools.lru_cache(maxsize=None)
def cuda_include_dirs() -> tuple[str, ...]:
    """Directories with the CUDA headers (cuda_runtime.h, cuda_fp16.h, cuda/std/...).

    From the nvidia-* wheels or a toolkit, as ``cuda.pathfinder`` finds them,
    then $CUDA_HOME, $CUDA_PATH and /usr/local/cuda.  Empty when none is found.
    Only needed for sources that include CUDA headers: tilelang's generated
    code includes none.
    """
    dirs: list[str] = []
    try:
        import cuda.pathfinder as pathfinder

        for lib in ("cudart", "cccl"):
            found = pathfinder.find_nvidia_header_directory(lib)
            if found:
                dirs.append(found)
    except (ImportError, AttributeError, RuntimeError):
        pass
    if not dirs:
        for root in (os.environ.get("CUDA_HOME"), os.environ.get("CUDA_PATH"), "/usr/local/cuda"):
            inc = Path(root) / "include" if root else None
            if inc and (inc / "cuda_runtime.h").is_file():
                dirs += [str(inc)] + ([str(inc / "cccl")] if (inc / "cccl").is_dir() else [])
                break
    return tuple(dict.fromkeys(dirs))


# --- compiling ---------------------------------------------------------------------------------

def default_options(arch: str) -> tuple[str, ...]:
    # --fmad=false: a * b + c rounds twice, as the interpreter (the reference semantics)
    # computes it; tensor-core and explicit fma code is unaffected.
    # -minimal (NVRTC 12.4+): no built-in CUDA runtime declarations (textures, cudaMalloc &
    # co., device-side launch), which generated code never uses; NVRTC skips ~35 ms of
    # set-up per compile, and the cubins are byte-identical (checked over tests/golden/cuda).
    minimal = ("-minimal",) if nvrtc_version() >= (12, 4) else ()
    return ("-std=c++17", f"--gpu-architecture={arch}", "-default-device", "--fmad=false", *minimal)


def _run(source: str, filename: str, options: tuple[str, ...], *, want: str):
    """One NVRTC compile: (ok, result name, log, output) with output the CUBIN or PTX bytes (or None)."""
    from .nvrtc_lib import SUCCESS, NvrtcError

    lib = _nvrtc()
    try:
        result, log, out = lib.compile(source, filename, options, want)
    except NvrtcError as e:
        raise TileLangError(str(e)) from None
    return result == SUCCESS, lib.error_string(result), log, out


@dataclass(frozen=True)
class PtxasReport:
    """What ptxas says of a kernel it assembled (``ptxas_report``): the registers a thread,
    the bytes spilled to local memory, and whether it serialized the kernel's wgmmas
    (C7519 / C7514: each waits for the one before)."""
    registers: int
    spill_stores: int
    spill_loads: int
    serialized: bool
    log: str


def ptxas_report(source: str, arch: str, *, options: tuple[str, ...] = ()) -> PtxasReport:
    """Compile ``source`` with ``--ptxas-options=-v`` and parse ptxas's report; raises
    ``TileLangError`` with NVRTC's log when the source does not compile."""
    arch = normalize_arch(arch, param="arch")
    ok, result, log, _ = _run(source, "tilelang_kernel.cu", default_options(arch) + tuple(options) +
                              ("--ptxas-options=-v",), want="cubin")
    used = re.search(r"Used (\d+) registers", log)
    spills = re.search(r"(\d+) bytes spill stores, (\d+) bytes spill loads", log)
    if not ok or not used or not spills:
        raise TileLangError(f"ptxas_report: no ptxas report ({result}):\n{log}")
    return PtxasReport(int(used.group(1)), int(spills.group(1)), int(spills.group(2)), "serialized" in log, log)


def compile_cubin(source: str, arch: str, *, options: tuple[str, ...] = (),
                  filename: str = "tilelang_kernel.cu", include_cuda_headers: bool = False) -> bytes:
    """Compile ``source`` for ``arch`` (e.g. ``"sm_90a"``) and return the CUBIN (ELF bytes).

    ``options`` are added after the defaults (a later option wins where NVRTC
    allows repeating one).  ``include_cuda_headers`` adds the CUDA header
    directories (``cuda_include_dirs()``), for sources that ``#include`` them.
    Raises ``CudaCompileError`` (a TileLangError) when NVRTC rejects the source.
    """
    arch = normalize_arch(arch, param="arch")
    opts = default_options(arch)
    if include_cuda_headers:
        dirs = cuda_include_dirs()
        if not dirs:
            raise TileLangError("include_cuda_headers=True but no CUDA headers were found: "
                                "`pip install \"nvidia-cuda-runtime>=13,<14\" \"nvidia-cuda-cccl>=13,<14\"` "
                                "or set CUDA_HOME to a CUDA 13 toolkit")
        opts += tuple(f"-I{d}" for d in dirs)
    opts += tuple(options)
    ok, result, log, cubin = _run(source, filename, opts, want="cubin")
    if ok and cubin:
        return bytes(cubin)
    raise _compile_error(source, filename, arch, opts, result, log)


def _compile_error(source: str, filename: str, arch: str, opts: tuple[str, ...], result: str,
                   log: str) -> CudaCompileError:
    """The error for a failed compile; recompiles once to locate the errors in the generated source."""
    from . import nvrtc_log  # only a failed compile needs it

    major, minor = nvrtc_version()
    note = ""
    if result == "NVRTC_ERROR_INVALID_OPTION":
        number = int(re.sub(r"\D", "", arch))
        if number not in supported_archs():
            note = (f"\nthis NVRTC does not compile for {arch}; it supports "
                    + ", ".join(f"sm_{a}" for a in supported_archs()))
        diagnostics = nvrtc_log.parse_log(log, source, filename)
    else:
        # The same source with the #line directives blanked names generated lines, and
        # -lineinfo puts .loc entries in the PTX that ptxas errors point into.
        blank = nvrtc_log.blank_line_directives(source)
        _, _, log2, ptx = _run(blank, filename, opts + ("-lineinfo",), want="ptx")
        ptx_text = ptx.rstrip(b"\x00").decode(errors="replace") if ptx else None
        diagnostics = nvrtc_log.parse_log(log2, source, filename, ptx_text)
        if not any(d.is_error for d in diagnostics):  # the recompile said nothing useful
            diagnostics = nvrtc_log.parse_log(log, source, filename)
    errors = [d for d in diagnostics if d.is_error]
    header = (f"NVRTC {major}.{minor} could not compile the generated CUDA source ({filename}) for {arch}: "
              f"{result} ({len(errors)} error{'s' if len(errors) != 1 else ''}){note}")
    message = nvrtc_log.render_report(header=header, diagnostics=diagnostics, source=source,
                                      filename=filename, log=log, options=opts)
    first = next((d.origin for d in errors if d.origin), None)
    loc = SourceLoc(first.file, first.line, 1) if first else None
    return CudaCompileError(message, loc, log=log, diagnostics=tuple(diagnostics), source=source, arch=arch)
