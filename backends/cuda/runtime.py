"""Loading a cubin and launching its kernels on torch tensors, through the CUDA
driver API of cuda-python (``cuda.bindings.driver``).

A module is loaded once per device, in the device's primary context (the one
torch uses); a kernel whose dynamic shared memory exceeds 48 KB gets its limit
raised once.  Launches go on the current torch stream of the tensors' device.
Tensors are passed zero-copy by their data pointers.
"""

from __future__ import annotations

import ctypes
import threading

from tilelang.errors import TileLangError
from tilelang.lowering.offset_width import INT32_MAX, offset_bits, stored_elements

from . import pdl_launch
from .host_exprs import compile_exprs, compile_grid, constant_values
from .launch_desc import SCALAR_CTYPES
from .tensor_map import tensor_map

_CTYPES = {name: getattr(ctypes, ct) for name, ct in SCALAR_CTYPES.items() if ct is not None}


def _driver():
    from cuda.bindings import driver

    return driver


def check(result, what: str):
    """Unwrap a cuda-python call's (error, *values), raising on failure."""
    err, *values = result if isinstance(result, tuple) else (result,)
    drv = _driver()
    if err != drv.CUresult.CUDA_SUCCESS:
        _, msg = drv.cuGetErrorString(err)
        text = msg.decode() if isinstance(msg, bytes) else str(msg)
        raise TileLangError(f"CUDA error in {what}: {err.name if hasattr(err, 'name') else err} ({text})")
    if not values:
        return None
    return values[0] if len(values) == 1 else tuple(values)


class _Launch:
    """One kernel of the module: how to build its argument list and launch shape."""

    def __init__(self, desc: dict):
        self.name = desc["name"]
        self.threads = tuple(desc["threads"]) + (1,) * (3 - len(desc["threads"]))
        self.shared_bytes = int(desc["shared_bytes"])
        self.pdl = desc["pdl"]  # launched early, waiting inside (T.pdl_sync; pdl_launch.py)
        self.params = desc["params"]
        # expression trees -> closures, once (host_exprs: data, never Python source)
        exprs = [p["expr"] for p in self.params if p["kind"] in ("symbol", "host")]
        self._param_values = compile_exprs(exprs, f"{self.name}.params") if exprs else None
        self.grid_of = compile_grid(desc["grid"], f"{self.name}.grid")  # (symbols, values) -> (x, y, z)
        # thread ident -> (argument holders, pointer array, its address): each thread that
        # launches reuses its own (a dead thread's ident, reused, finds holders of this
        # same launch, which nothing else uses any more)
        self._buffers: dict = {}
        static = constant_values(desc["grid"], f"{self.name}.grid")  # a grid of constants: evaluated once
        self.static_grid = None if static is None else self.grid_of(None, None)
        # every parameter a tensor: the argument list is just their data pointers
        self.tensor_only = all(p["kind"] == "tensor" for p in self.params)
        self.tensor_index = tuple(p.get("index", -1) for p in self.params)
        # the launch shape as ready-made C arguments when the grid is static
        self.static_shape = None if self.static_grid is None else tuple(
            ctypes.c_uint(x) for x in (*self.static_grid, *self.threads, self.shared_bytes))
        ctypes_ = []
        for p in self.params:
            if p["kind"] == "tensor":
                ctypes_.append(ctypes.c_void_p)
            elif p["kind"] == "tmap":
                ctypes_.append(_TensorMapHolder)
            elif p["ctype"] in ("half", "bfloat16_t"):
                ctypes_.append(ctypes.c_ushort)
            else:
                ctypes_.append(_CTYPES[p["ctype"]])
        self.ctypes = tuple(ctypes_)  # cuda-python wants (values tuple, ctypes tuple)

    def arguments(self, values, symbols) -> tuple:
        computed = iter(self._param_values(symbols, values)) if self._param_values else iter(())
        out = []
        for p in self.params:
            kind = p["kind"]
            if kind == "tensor":
                out.append(values[p["index"]].data_ptr())
            elif kind == "scalar":
                out.append(_scalar(values[p["index"]], p["ctype"]))
            elif kind == "tmap":
                out.append(tensor_map(values[p["index"]], p["box"], p["swizzle"]))
            else:
                out.append(_scalar(next(computed), p["ctype"]))
        return tuple(out)

    def buffers(self):
        """This thread's reusable (argument holders, pointer array address) for the launch."""
        thread = threading.get_ident()
        entry = self._buffers.get(thread)
        if entry is None:
            holders = [ct() for ct in self.ctypes]
            pointers = (ctypes.c_void_p * max(len(holders), 1))(*[ctypes.addressof(h) for h in holders])
            entry = self._buffers[thread] = (holders, pointers, ctypes.c_void_p(ctypes.addressof(pointers)))
        return entry


class _TensorMapHolder(ctypes.Structure):
    """A ``CUtensorMap`` argument (128 bytes, 64-byte aligned in the kernel)."""

    _fields_ = [("opaque", ctypes.c_uint64 * 16)]


def _scalar(v, ctype: str):
    if ctype in ("half", "bfloat16_t"):
        import torch

        dt = torch.float16 if ctype == "half" else torch.bfloat16
        return int(torch.tensor(float(v), dtype=dt).view(torch.int16).item()) & 0xFFFF
    if ctype in ("float", "double"):
        return float(v)
    if ctype == "bool":
        return bool(v)
    return int(v)


class CudaModule:
    """A compiled module: its cubin, launch descriptions, and per-device loaded functions."""

    def __init__(self, cubin: bytes, launch_desc: dict):
        self.cubin = cubin
        self.launches = [_Launch(d) for d in launch_desc["kernels"]]
        self._loaded: dict[int, list] = {}
        self._handles: dict[int, list] = {}  # (the driver's CUfunction objects, for its queries)

    def _functions(self, device_index: int) -> list:
        funcs = self._loaded.get(device_index)
        if funcs is not None:
            return funcs
        drv = _driver()
        _ensure_context(device_index)
        module = check(drv.cuModuleLoadData(self.cubin), "cuModuleLoadData")
        funcs, handles = [], []
        for launch in self.launches:
            f = check(drv.cuModuleGetFunction(module, launch.name.encode()), f"cuModuleGetFunction({launch.name})")
            if launch.shared_bytes > 48 * 1024:
                attr = drv.CUfunction_attribute.CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES
                check(drv.cuFuncSetAttribute(f, attr, launch.shared_bytes),
                      f"raising the shared-memory limit of {launch.name} to {launch.shared_bytes} bytes")
            funcs.append(ctypes.c_void_p(int(f)))
            handles.append(f)
        self._handles[device_index] = handles
        self._loaded[device_index] = funcs
        return funcs

    def blocks_per_sm(self, device_index: int) -> int:
        """How many blocks of the module's first kernel one multiprocessor of the device
        runs at once: the driver's occupancy calculator, over the kernel's registers,
        threads and shared memory (its dynamic shared memory included)."""
        self._functions(device_index)
        launch = self.launches[0]
        threads = launch.threads[0] * launch.threads[1] * launch.threads[2]
        query = _driver().cuOccupancyMaxActiveBlocksPerMultiprocessor
        return int(check(query(self._handles[device_index][0], threads, launch.shared_bytes),
                         "cuOccupancyMaxActiveBlocksPerMultiprocessor"))

    def launch(self, values, symbols, device) -> None:
        """Run every kernel of the module, in order, on ``device``'s current stream.

        The hot path: the raw current stream from torch, argument values written into
        this thread's preallocated holders, ``cuLaunchKernel`` called through ctypes."""
        import torch

        get_device, raw_stream = _torch_hooks()
        current = get_device()
        index = device.index if device.index is not None else current
        if index != current:
            with torch.cuda.device(index):
                return self.launch(values, symbols, device)
        funcs = self._loaded.get(index) or self._functions(index)
        stream = raw_stream(index)
        launch_kernel = _launcher()
        for launch, f in zip(self.launches, funcs):
            grid = launch.static_grid or launch.grid_of(symbols, values)
            if grid[0] <= 0 or grid[1] <= 0 or grid[2] <= 0:
                continue
            if grid[1] > 65535 or grid[2] > 65535 or grid[0] > INT32_MAX:
                raise TileLangError(f"grid {list(grid)} of {launch.name} exceeds the CUDA limits "
                                    f"(y and z at most 65535)")
            holders, _, params = launch.buffers()
            if launch.tensor_only:
                for h, i in zip(holders, launch.tensor_index):
                    h.value = values[i].data_ptr()
            else:
                for h, v in zip(holders, launch.arguments(values, symbols)):
                    if v.__class__ is bytes:  # a tensor map: 128 bytes by value
                        ctypes.memmove(ctypes.addressof(h), v, len(v))
                    else:
                        h.value = v
            shape = launch.static_shape
            if shape is None:
                t = launch.threads
                shape = (grid[0], grid[1], grid[2], t[0], t[1], t[2], launch.shared_bytes)
            if launch.pdl and pdl_launch.supported(index):
                err = pdl_launch.launch_early(f, shape, stream, params)
            else:
                err = launch_kernel(f, *shape, ctypes.c_void_p(stream), params, None)
            if err:
                _launch_failed(err, launch.name)


def _launch_failed(err: int, name: str):
    drv = _driver()
    check((drv.CUresult(err),), f"launching {name}")


_LAUNCHER: list = []
_HOOKS: list = []


def _torch_hooks():
    """(current device index, raw current stream of a device): torch's C entry points
    where this build has them (what Triton uses too), else the public API."""
    if not _HOOKS:
        import torch

        get_device = getattr(torch._C, "_cuda_getDevice", None) or torch.cuda.current_device
        raw = getattr(torch._C, "_cuda_getCurrentRawStream", None) or \
            (lambda i: torch.cuda.current_stream(i).cuda_stream)
        _HOOKS.append((get_device, raw))
    return _HOOKS[0]



def _launcher():
    """``cuLaunchKernel`` of the driver library, called through ctypes (a few hundred ns
    per call instead of cuda-python's argument conversion); the function handles are
    cuda-python's, whose ``int()`` is the raw pointer."""
    if not _LAUNCHER:
        lib = ctypes.CDLL("libcuda.so.1")
        fn = lib.cuLaunchKernel
        fn.argtypes = [ctypes.c_void_p] + [ctypes.c_uint] * 6 + [ctypes.c_uint, ctypes.c_void_p,
                                                                   ctypes.c_void_p, ctypes.c_void_p]
        fn.restype = ctypes.c_int
        _LAUNCHER.append(fn)
    return _LAUNCHER[0]


_CONTEXTS: dict[int, object] = {}


def _ensure_context(device_index: int) -> None:
    """Make the device's primary context (torch's) current on this thread."""
    import torch

    drv = _driver()
    torch.cuda.init()
    torch.empty(1, device=f"cuda:{device_index}")  # torch makes its primary context current here
    ctx = check(drv.cuCtxGetCurrent(), "cuCtxGetCurrent")
    if ctx is None or int(ctx) == 0:
        if device_index not in _CONTEXTS:
            check(drv.cuInit(0), "cuInit")
            dev = check(drv.cuDeviceGet(device_index), "cuDeviceGet")
            _CONTEXTS[device_index] = check(drv.cuDevicePrimaryCtxRetain(dev), "cuDevicePrimaryCtxRetain")
        check(drv.cuCtxSetCurrent(_CONTEXTS[device_index]), "cuCtxSetCurrent")


def needs_wide_offsets(func, i: int, logical, dtype) -> bool:
    """Whether parameter ``i`` of ``func``, a tensor of symbolic shape whose dims in this
    call are ``logical``, stores more elements than 32-bit offsets reach: the call then
    needs the build with 64-bit offsets (``Options.int32_offsets`` off;
    ``lowering/offset_width.py``).  A dim of more than ``INT32_MAX`` elements is refused,
    naming the argument: each dim's own index is 32-bit, and a symbolic dim is passed to
    the kernel as an ``int``."""
    for d, n in enumerate(logical):
        if n > INT32_MAX:
            from tilelang.arguments import _param_name

            raise TileLangError(f"argument {i} ('{_param_name(func, i)}') has {n} elements along dimension {d}; "
                                f"the CUDA backend indexes each dimension with 32-bit integers (at most "
                                f"{INT32_MAX}): split it into two dimensions")
    return stored_elements(logical, dtype) > INT32_MAX


def check_launchable(values, func, target=None) -> None:
    """What the generated code of the build for ``target`` (None: the default options)
    assumes of every tensor: offsets that fit where it indexes with 32 bits (the caller
    picked the build whose offsets reach: ``CudaProgram.build_for``), and a 16-byte
    aligned start (vector accesses; torch's allocations are, views at an offset may
    not be)."""
    for i, p in enumerate(func.params):
        v = values[i]
        if not hasattr(v, "numel"):
            continue
        if v.numel() > INT32_MAX and offset_bits(p.type, target) == 32:
            from tilelang.arguments import _param_name

            raise TileLangError(f"argument {i} ('{_param_name(func, i)}') has {v.numel()} elements; this build of "
                                f"the kernel indexes it with 32-bit offsets (at most {INT32_MAX}): a static "
                                f"shape, or int32_offsets=False, gives it 64-bit offsets")
        if v.data_ptr() % 16:
            raise TileLangError(f"argument {i} ('{p.name}') starts at an address that is not 16-byte aligned "
                                f"(a view at an offset?); kernels use 16-byte vector accesses: pass "
                                f".clone() of it")
