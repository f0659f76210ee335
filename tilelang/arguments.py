"""The kernel call, shared by every target: check each argument, bind symbolic dims,
allocate the outputs.

Every mistake names the parameter, what was expected and what was given.
"""

from __future__ import annotations

import math

from tilelang.lazy_import import lazy_module

np = lazy_module("numpy")

from tilelang.dtypes.base import is_torch
from tilelang.errors import TileLangError


class BoundCall:
    """A checked call: one host object per parameter (outputs allocated), symbol values,
    the device ("cpu" or a torch CUDA device) and the outputs to return."""

    def __init__(self, values, symbols, device, outputs):
        self.values, self.symbols, self.device, self.outputs = values, symbols, device, outputs


def storage_shape(logical, dtype):
    """The stored shape of a logical shape: sub-byte dtypes pack along the last dim."""
    if dtype.bits >= 8 or not logical:
        return tuple(logical)
    k = logical[-1] * dtype.bits
    return tuple(logical[:-1]) + (k // 8,)


def _accepted_storage(dtype):
    """(torch dtype names, numpy dtype names) a tensor of ``dtype`` may be stored as."""
    if dtype.bits < 8 or (dtype.torch_dtype is None and dtype.bits == 8):
        return ("uint8", "int8"), ("uint8", "int8")
    names = (dtype.name,) if dtype.torch_dtype is not None else ()
    if dtype.name.startswith("float8"):
        names += ("uint8", "int8")
    np_names = (dtype.numpy_dtype.name,) if dtype.numpy_dtype is not None else ()
    return names, np_names


def _dtype_name(x) -> str:
    return str(x.dtype).replace("torch.", "")


def _param_name(func, i) -> str:
    # a parameter parsed from IR text as `%0` has no name: its number stands in
    return func.params[i].name or f"%{i}"


def _describe_param(func, i) -> str:
    return f"argument {i} ('{_param_name(func, i)}') of {func.sym_name}"


class ArgumentBinder:
    """Checks arguments against a function's parameters for one target."""

    def __init__(self, func, out_idx, target: str):
        self.func, self.out_idx, self.target = func, tuple(out_idx), target

    def bind(self, args) -> BoundCall:
        func = self.func
        inputs = [i for i in range(len(func.params)) if i not in self.out_idx]
        if len(args) != len(inputs):
            names = ", ".join(_param_name(func, i) for i in inputs)
            missing = [_param_name(func, i) for i in inputs[len(args):]]
            hint = f"; missing: {', '.join(missing)}" if missing else ""
            raise TileLangError(f"{func.sym_name}() takes {len(inputs)} argument(s) ({names}), "
                                f"got {len(args)}{hint}")
        values = [None] * len(func.params)
        symbols: dict[str, int] = {}
        origin: dict[str, str] = {}
        device = None
        for i, a in zip(inputs, args):
            p = func.params[i]
            if hasattr(p.type, "shape"):
                device = self.check_device(i, a, device)
                self.check_tensor(i, a, symbols, origin)
            else:
                a = self.check_scalar(i, a)
            values[i] = a
        numpy_only = device is not None and not any(is_torch(a) for a in args)
        if device is None and self.target == "cuda":  # (no tensor argument: the outputs go to the current GPU)
            import torch

            device = torch.device("cuda", torch.cuda.current_device())
        for i in self.out_idx:
            values[i] = self.allocate(i, symbols, device, numpy_only=numpy_only)
        outputs = [values[i] for i in self.out_idx]
        return BoundCall(values, symbols, device or "cpu", outputs)

    # ---- tensors --------------------------------------------------------------------
    def check_device(self, i, a, device):
        what = _describe_param(self.func, i)
        if is_torch(a):
            import torch

            if not isinstance(a, torch.Tensor):
                raise TileLangError(f"{what}: expected a tensor, got {type(a).__name__}")
            dev = a.device
        elif isinstance(a, np.ndarray):
            dev = "cpu"
        else:
            raise TileLangError(f"{what}: expected a tensor, got {type(a).__name__}")
        kind = getattr(dev, "type", str(dev))  # cpu, cuda, or another torch device (meta, ...)
        want = "cuda" if self.target == "cuda" else "cpu"  # the interpreter and the simulator run on the host
        if kind != want:
            hint = " (run on the CPU interpreter with target='cpu', or TILELANG_TARGET=cpu)" if want == "cuda" \
                else " (move it with .cpu(), or compile for target='cuda')"
            raise TileLangError(f"{what}: the {self.target} target needs {want} tensors, got one on {dev}{hint}")
        if device is not None and str(device) != str(dev):
            raise TileLangError(f"{what}: tensors must share one device; this one is on {dev}, earlier ones on "
                                f"{device}")
        return dev

    def check_tensor(self, i, a, symbols, origin):
        p = self.func.params[i]
        t = p.type
        what = _describe_param(self.func, i)
        dt = t.dtype
        torch_names, np_names = _accepted_storage(dt)
        name = _dtype_name(a)
        ok = name in (torch_names if is_torch(a) else np_names)
        if not ok:
            packed = " (packed storage: uint8 or int8)" if dt.bits < 8 else ""
            want = " or ".join(torch_names if is_torch(a) else np_names) or "none"
            raise TileLangError(f"{what}: expected dtype {dt.name}{packed} stored as {want}, got {name}")
        shape = tuple(a.shape)
        if len(shape) != len(t.shape):
            raise TileLangError(f"{what}: expected {len(t.shape)} dims {list(t.shape)}, got shape {list(shape)}")
        logical = list(shape)
        if dt.bits < 8:
            # 3/5/6/7-bit rows need whole elements in whole bytes, else no logical shape fits
            if shape and shape[-1] * 8 % dt.bits:
                raise TileLangError(f"{what}: packed {dt.name} storage of shape {list(shape)} does not hold a "
                                    f"whole number of {dt.bits}-bit elements per row (the last dim must be a "
                                    f"multiple of {dt.bits // math.gcd(dt.bits, 8)} bytes)")
            logical[-1] = shape[-1] * 8 // dt.bits
        for d, (want, got) in enumerate(zip(t.shape, logical)):
            if isinstance(want, str):
                if want in symbols and symbols[want] != got:
                    raise TileLangError(f"{what}: dim {d} is {want} = {got}, but {origin[want]} gave "
                                        f"{want} = {symbols[want]}")
                symbols.setdefault(want, got)
                origin.setdefault(want, f"'{_param_name(self.func, i)}'")
            elif want != got:
                stored = f" (stored as {list(shape)})" if dt.bits < 8 else ""
                raise TileLangError(f"{what}: expected shape {list(t.shape)}"
                                    f"{' with ' + dt.name + ' packed to ' + str(list(storage_shape(t.shape, dt))) if dt.bits < 8 else ''}, "
                                    f"got {list(logical)}{stored}")
        contiguous = a.is_contiguous() if is_torch(a) else a.flags.c_contiguous
        if not contiguous:
            raise TileLangError(f"{what}: must be contiguous (row-major), got strides {list(a.stride() if is_torch(a) else a.strides)}; "
                                "call .contiguous()")

    def check_scalar(self, i, a):
        t = self.func.params[i].type
        what = _describe_param(self.func, i)
        if is_torch(a) or isinstance(a, np.ndarray):
            if getattr(a, "ndim", 1) != 0:
                raise TileLangError(f"{what}: expected a {t} scalar, got a tensor of shape {list(a.shape)}")
            a = a.item()
        if isinstance(a, np.generic):
            a = a.item()
        dt = getattr(t, "dtype", None)
        if dt is not None and dt.is_bool:
            ok = isinstance(a, (bool, int))
        elif dt is not None and dt.is_int:
            ok = isinstance(a, int) and not isinstance(a, bool) and dt.min_value <= a <= dt.max_value
        else:
            ok = isinstance(a, (int, float)) and not isinstance(a, bool)
        if not ok:
            raise TileLangError(f"{what}: expected a {t} scalar, got {type(a).__name__} {a!r}")
        return a

    # ---- outputs --------------------------------------------------------------------
    def allocate(self, i, symbols, device, numpy_only=False):
        """An uninitialised output in storage form: a numpy array when every input was
        one (and numpy has the dtype), else a torch tensor on the inputs' device."""
        p = self.func.params[i]
        t = p.type
        what = _describe_param(self.func, i)
        logical = []
        for d in t.shape:
            if isinstance(d, str):
                if d not in symbols:
                    raise TileLangError(f"{what} is an output whose dim {d} no input tensor determines")
                d = symbols[d]
            logical.append(d)
        dt = t.dtype
        shape = storage_shape(logical, dt)
        if dt.bits < 8 and logical[-1] * dt.bits % 8:
            raise TileLangError(f"{what}: the last dim {logical[-1]} of a {dt.name} output does not fill whole bytes")
        if numpy_only and (dt.numpy_dtype is not None or dt.bits < 8):
            return np.empty(shape, dtype=dt.numpy_dtype if dt.numpy_dtype is not None else np.uint8)
        import torch

        tdt = dt.torch_dtype if dt.torch_dtype is not None else torch.uint8
        return torch.empty(shape, dtype=tdt, device=device if device is not None else "cpu")
