"""The fast path of a CUDA kernel call: the same checks as ``ArgumentBinder`` for the
common case, with everything that does not depend on the arguments computed once.

``bind`` returns None whenever anything is off (or unusual: numpy inputs, packed
low-bit storage given as int8, ...); the caller then runs the full binder, which
either accepts the call or raises its detailed error.  So the fast path never
decides an error message, and never accepts what the full binder would refuse.
The one check it raises from is the full path's own: tensors too large for 32-bit
indexing (``runtime.check_elements``), made once per shape signature -- the symbol
values fix every tensor's size -- and before the outputs are allocated.
"""

from __future__ import annotations

import math

from tilelang.arguments import BoundCall, _accepted_storage, storage_shape


class FastCudaBinder:
    """Per-kernel precomputed checks for torch CUDA tensors and Python scalars."""

    def __init__(self, func, out_idx):
        self.func, self.checks = func, None
        self.n_params = len(func.params)
        self.out_idx = tuple(out_idx)

    def _prepare(self) -> None:
        """Built at the first call: importing torch is not part of compiling."""
        import torch

        func, out_idx = self.func, self.out_idx
        self.inputs = [i for i in range(self.n_params) if i not in out_idx]
        checks = []   # per input: ("tensor", accepted dtypes, dims, bits) or ("scalar", type)
        for i in self.inputs:
            t = func.params[i].type
            if hasattr(t, "shape"):
                names, _ = _accepted_storage(t.dtype)
                accepted = tuple(getattr(torch, n) for n in names if hasattr(torch, n))
                checks.append(("tensor", accepted, tuple(t.shape), t.dtype.bits))
            else:
                dt = getattr(t, "dtype", None)
                checks.append(("scalar", "int" if dt is None or dt.is_int else "float" if not dt.is_bool
                                    else "bool", dt))
        self.outputs = []
        for i in out_idx:
            t = func.params[i].type
            tdt = t.dtype.torch_dtype if t.dtype.torch_dtype is not None else torch.uint8
            self.outputs.append((i, tuple(t.shape), t.dtype, tdt))
        self._empty, self._tensor = torch.empty, torch.Tensor
        from tilelang.backends.cuda.runtime import check_elements

        self._check_elements = check_elements
        # every tensor parameter, inputs and outputs: (index, logical dims, dtype)
        self.tensors = [(i, tuple(p.type.shape), p.type.dtype) for i, p in enumerate(func.params)
                        if hasattr(p.type, "shape")]
        self.sized = set()  # the shape signatures (symbol values) whose tensors passed check_elements
        self.checks = checks

    def _check_sizes(self, symbols) -> None:
        for i, dims, dt in self.tensors:
            logical = [symbols.get(d) if d.__class__ is str else d for d in dims]
            if None not in logical:  # (an output no input sizes is the full binder's error)
                self._check_elements(self.func, i, math.prod(storage_shape(logical, dt)))

    def bind(self, args):
        """A BoundCall, or None to let the full binder decide."""
        if self.checks is None:
            self._prepare()
        if len(args) != len(self.inputs):
            return None
        values = [None] * self.n_params
        symbols: dict = {}
        device = index = None
        for i, a, check in zip(self.inputs, args, self.checks):
            if check[0] == "tensor":
                _, accepted, dims, bits = check
                if not isinstance(a, self._tensor) or a.dtype not in accepted or not a.is_cuda:
                    return None
                if device is None:
                    device, index = a.device, a.get_device()
                elif a.get_device() != index:
                    return None
                if not a.is_contiguous() or a.data_ptr() & 15:
                    return None
                shape = a.shape
                if len(shape) != len(dims):
                    return None
                for d, (want, got) in enumerate(zip(dims, shape)):
                    if bits < 8 and d == len(dims) - 1:
                        if got * 8 % bits:
                            return None
                        got = got * 8 // bits
                    if want.__class__ is str:
                        if symbols.setdefault(want, got) != got:
                            return None
                    elif want != got:
                        return None
                values[i] = a
            else:
                kind, dt = check[1], check[2]
                if kind == "float":
                    if a.__class__ not in (float, int):
                        return None
                elif kind == "int":
                    if a.__class__ is not int or (dt is not None and not dt.min_value <= a <= dt.max_value):
                        return None
                elif a.__class__ not in (bool, int):
                    return None
                values[i] = a
        if device is None:
            return None
        signature = tuple(symbols.values())  # (the symbols are found in the same order every call)
        if signature not in self.sized:
            self._check_sizes(symbols)
            if len(self.sized) >= 4096:  # a kernel called with ever new sizes: keep the set small
                self.sized.clear()
            self.sized.add(signature)
        outputs = []
        for i, dims, dt, tdt in self.outputs:
            logical = [symbols.get(d) if d.__class__ is str else d for d in dims]
            if None in logical or (dt.bits < 8 and logical[-1] * dt.bits % 8):
                return None
            out = self._empty(storage_shape(logical, dt), dtype=tdt, device=device)
            values[i] = out
            outputs.append(out)
        return BoundCall(values, symbols, device, outputs)
