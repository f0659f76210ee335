"""Loading a cubin and launching its kernels on torch tensors, through the CUDA
driver API of cuda-python (``cuda.bindings.driver``).

A module is loaded once per device, in the device's primary context (the one
torch uses); a kernel whose dynamic shared memory exceeds 48 KB gets its limit
raised once.  Launches go on the current torch stream of the tensors' device.
Tensors are passed zero-copy by their data pointers.
"""

from __future__ import annotations

import ctypes

from tilelang.errors import TileLangError

from .host_exprs import compile_exprs

_CTYPES = {
    "int": ctypes.c_int, "unsigned": ctypes.c_uint, "long long": ctypes.c_longlong,
    "unsigned long long": ctypes.c_ulonglong, "float": ctypes.c_float, "double": ctypes.c_double,
    "bool": ctypes.c_bool, "signed char": ctypes.c_byte, "unsigned char": ctypes.c_ubyte,
    "short": ctypes.c_short, "unsigned short": ctypes.c_ushort,
}
_INT32_MAX = 2**31 - 1


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
        self.params = desc["params"]
        exprs = [p["expr"] for p in self.params if p["kind"] in ("symbol", "host")]
        self._param_values = compile_exprs(exprs) if exprs else None
        self._grid = compile_exprs(desc["grid"])
        ctypes_ = []
        for p in self.params:
            if p["kind"] == "tensor":
                ctypes_.append(ctypes.c_void_p)
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
            else:
                out.append(_scalar(next(computed), p["ctype"]))
        return tuple(out)

    def grid(self, values, symbols) -> tuple:
        g = tuple(int(x) for x in self._grid(symbols, values))
        return g + (1,) * (3 - len(g))


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

    def _functions(self, device_index: int) -> list:
        funcs = self._loaded.get(device_index)
        if funcs is not None:
            return funcs
        drv = _driver()
        _ensure_context(device_index)
        module = check(drv.cuModuleLoadData(self.cubin), "cuModuleLoadData")
        funcs = []
        for launch in self.launches:
            f = check(drv.cuModuleGetFunction(module, launch.name.encode()), f"cuModuleGetFunction({launch.name})")
            if launch.shared_bytes > 48 * 1024:
                attr = drv.CUfunction_attribute.CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES
                check(drv.cuFuncSetAttribute(f, attr, launch.shared_bytes),
                      f"raising the shared-memory limit of {launch.name} to {launch.shared_bytes} bytes")
            funcs.append(f)
        self._loaded[device_index] = funcs
        return funcs

    def launch(self, values, symbols, device) -> None:
        """Run every kernel of the module, in order, on ``device``'s current stream."""
        import torch

        current = torch.cuda.current_device()
        index = device.index if device.index is not None else current
        if index != current:
            with torch.cuda.device(index):
                return self.launch(values, symbols, device)
        funcs = self._loaded.get(index) or self._functions(index)
        stream = torch.cuda.current_stream(index).cuda_stream
        drv = _driver()
        for launch, f in zip(self.launches, funcs):
            grid = launch.grid(values, symbols)
            if min(grid) <= 0:
                continue
            if max(grid[1:]) > 65535 or grid[0] > _INT32_MAX:
                raise TileLangError(f"grid {list(grid)} of {launch.name} exceeds the CUDA limits "
                                    f"(y and z at most 65535)")
            # kernelParams: the address of an array of pointers to the argument values
            holders = [ct(v) for ct, v in zip(launch.ctypes, launch.arguments(values, symbols))]
            pointers = (ctypes.c_void_p * max(len(holders), 1))(*[ctypes.addressof(h) for h in holders])
            err = drv.cuLaunchKernel(f, *grid, *launch.threads, launch.shared_bytes, stream,
                                     ctypes.addressof(pointers), 0)
            if err[0] != drv.CUresult.CUDA_SUCCESS:
                check(err, f"launching {launch.name}")


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


def check_index_range(values, func) -> None:
    """Kernels index with 32-bit ints: refuse tensors with more elements than that."""
    for i, p in enumerate(func.params):
        v = values[i]
        if hasattr(v, "numel") and v.numel() > _INT32_MAX:
            raise TileLangError(f"argument {i} ('{p.name}') has {v.numel()} elements; the CUDA backend indexes "
                                f"with 32-bit integers (at most {_INT32_MAX})")
