"""NVRTC's C API through ctypes: the eleven calls ``nvrtc.py`` makes.

Why not ``cuda.bindings.nvrtc``: importing it takes about 100 ms (``cuda.pathfinder``
alone 74 ms), a third of a cold compile's Python side, for a library whose calls here
are a handful of plain C functions.  The launcher already calls the driver the same
way.  The library is found where the ``nvidia-cuda-nvrtc`` wheel puts it (a look at
``sys.path``), else through ``cuda.pathfinder`` (toolkits, ``LD_LIBRARY_PATH`` ...).
"""

from __future__ import annotations

import ctypes
import glob
import os
import sys

SUCCESS = 0
# where the wheel puts the library, under a ``sys.path`` entry (CUDA 13, then older layouts)
_WHEEL_GLOBS = ("nvidia/cu13/lib/libnvrtc.so.*", "nvidia/cuda_nvrtc/lib/libnvrtc.so.*")

_c_int_p = ctypes.POINTER(ctypes.c_int)
_size_p = ctypes.POINTER(ctypes.c_size_t)
_prog_p = ctypes.POINTER(ctypes.c_void_p)
_str_array = ctypes.POINTER(ctypes.c_char_p)
# name -> (argument types); every call returns an nvrtcResult (int) but the error string
_SIGNATURES = {
    "nvrtcVersion": (_c_int_p, _c_int_p),
    "nvrtcGetNumSupportedArchs": (_c_int_p,),
    "nvrtcGetSupportedArchs": (_c_int_p,),
    "nvrtcCreateProgram": (_prog_p, ctypes.c_char_p, ctypes.c_char_p, ctypes.c_int, _str_array, _str_array),
    "nvrtcCompileProgram": (ctypes.c_void_p, ctypes.c_int, _str_array),
    "nvrtcGetProgramLogSize": (ctypes.c_void_p, _size_p),
    "nvrtcGetProgramLog": (ctypes.c_void_p, ctypes.c_char_p),
    "nvrtcGetCUBINSize": (ctypes.c_void_p, _size_p),
    "nvrtcGetCUBIN": (ctypes.c_void_p, ctypes.c_char_p),
    "nvrtcGetPTXSize": (ctypes.c_void_p, _size_p),
    "nvrtcGetPTX": (ctypes.c_void_p, ctypes.c_char_p),
    "nvrtcDestroyProgram": (_prog_p,),
}


def wheel_library() -> str | None:
    """The path of the ``nvidia-cuda-nvrtc`` wheel's libnvrtc on ``sys.path``, or None."""
    for entry in sys.path:
        for pattern in _WHEEL_GLOBS:
            found = sorted(p for p in glob.glob(os.path.join(entry or ".", pattern)) if "builtins" not in p)
            if found:
                return found[0]
    return None


def find_library() -> str:
    """libnvrtc's path: the wheel's, else ``cuda.pathfinder``'s search (which raises
    when there is none)."""
    path = wheel_library()
    if path is not None:
        return path
    import cuda.pathfinder

    return cuda.pathfinder.load_nvidia_dynamic_lib("nvrtc").abs_path


class Nvrtc:
    """libnvrtc at ``path``, with the calls typed.  Each method returns what the C call
    writes out; a failing call raises ``NvrtcError`` with NVRTC's name for the result."""

    def __init__(self, path: str):
        self.path = path
        lib = ctypes.CDLL(path)
        for name, argtypes in _SIGNATURES.items():
            fn = getattr(lib, name)
            fn.argtypes, fn.restype = argtypes, ctypes.c_int
        lib.nvrtcGetErrorString.argtypes, lib.nvrtcGetErrorString.restype = (ctypes.c_int,), ctypes.c_char_p
        self._lib = lib

    def error_string(self, result: int) -> str:
        return (self._lib.nvrtcGetErrorString(result) or b"NVRTC_ERROR_UNKNOWN").decode(errors="replace")

    def _call(self, name: str, *args) -> int:
        result = getattr(self._lib, name)(*args)
        if result != SUCCESS:
            raise NvrtcError(f"{name} failed: {self.error_string(result)}")
        return result

    def version(self) -> tuple[int, int]:
        major, minor = ctypes.c_int(), ctypes.c_int()
        self._call("nvrtcVersion", ctypes.byref(major), ctypes.byref(minor))
        return major.value, minor.value

    def supported_archs(self) -> tuple[int, ...]:
        n = ctypes.c_int()
        self._call("nvrtcGetNumSupportedArchs", ctypes.byref(n))
        archs = (ctypes.c_int * n.value)()
        self._call("nvrtcGetSupportedArchs", archs)
        return tuple(archs)

    def compile(self, source: str, filename: str, options, want: str) -> tuple[int, str, bytes | None]:
        """(NVRTC's result for the compile, its log, the CUBIN or PTX bytes or None).  The
        PTX stays available after ptxas fails: it is what a ptxas error's line names."""
        prog = ctypes.c_void_p()
        self._call("nvrtcCreateProgram", ctypes.byref(prog), source.encode(), filename.encode(), 0, None, None)
        try:
            opts = (ctypes.c_char_p * max(len(options), 1))(*[o.encode() for o in options])
            result = self._lib.nvrtcCompileProgram(prog, len(options), opts)
            size = ctypes.c_size_t()
            self._call("nvrtcGetProgramLogSize", prog, ctypes.byref(size))
            log = ctypes.create_string_buffer(size.value)
            self._call("nvrtcGetProgramLog", prog, log)
            get_size, get = ("nvrtcGetCUBINSize", "nvrtcGetCUBIN") if want == "cubin" else \
                ("nvrtcGetPTXSize", "nvrtcGetPTX")
            out = None
            if getattr(self._lib, get_size)(prog, ctypes.byref(size)) == SUCCESS and size.value > 0:
                buf = ctypes.create_string_buffer(size.value)
                if getattr(self._lib, get)(prog, buf) == SUCCESS:
                    out = buf.raw
            return result, log.value.decode(errors="replace"), out
        finally:
            self._lib.nvrtcDestroyProgram(ctypes.byref(prog))


class NvrtcError(RuntimeError):
    """An NVRTC call other than the compile itself failed (``nvrtc.py`` reports it)."""
