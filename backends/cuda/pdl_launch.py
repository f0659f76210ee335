"""Launching a kernel with programmatic dependent launch (Hopper, CUDA 12.3+ drivers).

A kernel that calls ``T.pdl_sync()`` (``griddepcontrol.wait``) is launched through
``cuLaunchKernelEx`` with the ``PROGRAMMATIC_STREAM_SERIALIZATION`` attribute: its
blocks may start once every block of the previous kernel in the stream has exited (or
called ``T.pdl_trigger()``), instead of after that kernel's completion, and the wait
inside holds them until its writes are visible.  What it saves is the launch gap
between two short kernels -- a few microseconds a kernel in a decode step.  Inside a
CUDA graph capture the edge is recorded as a programmatic dependency.

The structs mirror ``cuda.h``'s ``CUlaunchConfig`` and ``CUlaunchAttribute`` (an id,
padding to 8 bytes, a 64-byte value union); each launching thread reuses its own.
"""

from __future__ import annotations

import ctypes
import threading

# CUlaunchAttributeID::CU_LAUNCH_ATTRIBUTE_PROGRAMMATIC_STREAM_SERIALIZATION (cuda.h)
PROGRAMMATIC_STREAM_SERIALIZATION = 6


class LaunchAttribute(ctypes.Structure):
    _fields_ = [("id", ctypes.c_int), ("pad", ctypes.c_char * 4), ("value", ctypes.c_uint64 * 8)]


class LaunchConfig(ctypes.Structure):
    _fields_ = [("gridDimX", ctypes.c_uint), ("gridDimY", ctypes.c_uint), ("gridDimZ", ctypes.c_uint),
                ("blockDimX", ctypes.c_uint), ("blockDimY", ctypes.c_uint), ("blockDimZ", ctypes.c_uint),
                ("sharedMemBytes", ctypes.c_uint), ("hStream", ctypes.c_void_p),
                ("attrs", ctypes.POINTER(LaunchAttribute)), ("numAttrs", ctypes.c_uint)]


_LAUNCH_EX: list = []
_CONFIGS: dict = {}  # thread ident -> (config, attribute)
_CAPABLE: dict = {}  # device index -> compute capability >= 9.0


def launch_config() -> LaunchConfig:
    """This thread's config, its one attribute set to programmatic stream serialization."""
    thread = threading.get_ident()
    entry = _CONFIGS.get(thread)
    if entry is None:
        attr = LaunchAttribute(id=PROGRAMMATIC_STREAM_SERIALIZATION)
        attr.value[0] = 1  # programmaticStreamSerializationAllowed: the union's first int (little-endian)
        config = LaunchConfig(attrs=ctypes.pointer(attr), numAttrs=1)
        entry = _CONFIGS[thread] = (config, attr)
    return entry[0]


def launch_early(function, shape, stream: int, params) -> int:
    """``cuLaunchKernelEx`` of ``function`` with ``shape`` (grid x, y, z, block x, y, z,
    dynamic shared bytes: ints or ``c_uint``s) on ``stream``; the driver's error code."""
    if not _LAUNCH_EX:
        fn = ctypes.CDLL("libcuda.so.1").cuLaunchKernelEx
        fn.argtypes = [ctypes.POINTER(LaunchConfig), ctypes.c_void_p, ctypes.c_void_p, ctypes.c_void_p]
        fn.restype = ctypes.c_int
        _LAUNCH_EX.append(fn)
    config = launch_config()
    (config.gridDimX, config.gridDimY, config.gridDimZ, config.blockDimX, config.blockDimY, config.blockDimZ,
     config.sharedMemBytes) = (getattr(x, "value", x) for x in shape)
    config.hStream = stream
    return _LAUNCH_EX[0](ctypes.byref(config), function, params, None)


def supported(device_index: int) -> bool:
    """Programmatic dependent launch needs compute capability 9.0 or newer."""
    ok = _CAPABLE.get(device_index)
    if ok is None:
        import torch

        ok = _CAPABLE[device_index] = torch.cuda.get_device_capability(device_index) >= (9, 0)
    return ok
