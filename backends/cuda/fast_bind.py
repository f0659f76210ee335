"""The fast path of a CUDA kernel call: the same checks as ``ArgumentBinder`` for the
common case, with everything that does not depend on the arguments computed once.

``bind`` returns None whenever anything is off (or unusual: numpy inputs, packed
low-bit storage given as int8, ...); the caller then runs the full binder, which
either accepts the call or raises its detailed error.  So the fast path never
decides an error message, and never accepts what the full binder would refuse.
The one check it raises from is the full path's own: a dimension too large for a
32-bit index (``runtime.needs_wide_offsets``), made once per shape signature -- the
symbol values fix every tensor's size -- and before the outputs are allocated.  The
same look at the sizes says whether the call needs the build with 64-bit offsets for
its tensors of symbolic shape (``wide``; static shapes are decided when compiling).
"""

from __future__ import annotations

from tilelang.arguments import BoundCall, _accepted_storage, storage_shape


class FastCudaBinder:
    """Per-kernel precomputed checks for torch CUDA tensors and Python scalars."""

    def __init__(self, func, out_idx):
        self.func, self.checks = func, None
        self.n_params = len(func.params)
        self.out_idx = tuple(out_idx)
        # every tensor parameter of symbolic shape: (index, logical dims, dtype); only these
        # can need another build than the one compiled (``wide``)
        self.symbolic = [(i, tuple(p.type.shape), p.type.dtype) for i, p in enumerate(func.params)
                         if getattr(p.type, "symbols", ())]
        self.widths: dict = {}  # shape signature -> whether it needs 64-bit offsets
        self._last = (None, False)  # the symbols dict last asked about, and its answer

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
        self.checks = checks

    def wide(self, symbols) -> bool:
        """Whether a call with these symbol values needs 64-bit offsets for its tensors of
        symbolic shape (one stores more elements than 32 bits reach); a dim no 32-bit
        index reaches is refused (``runtime.needs_wide_offsets``).  Once per signature."""
        if not self.symbolic:
            return False
        last = self._last
        if symbols is last[0]:  # (bind asked for this call's dict already: the launch asks again)
            return last[1]
        key = tuple(symbols.items())
        found = self.widths.get(key)
        if found is None:
            from .runtime import needs_wide_offsets

            found = False
            for i, dims, dt in self.symbolic:
                logical = [symbols.get(d) if d.__class__ is str else d for d in dims]
                if None not in logical:  # (an output no input sizes is the full binder's error)
                    found = needs_wide_offsets(self.func, i, logical, dt) or found
            if len(self.widths) >= 4096:  # a kernel called with ever new sizes: keep the dict small
                self.widths.clear()
            self.widths[key] = found
        self._last = (symbols, found)  # (holding the dict: its id is not reused while it is here)
        return found

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
        if self.symbolic:
            self.wide(symbols)  # (refuses a dim too large before the outputs are allocated)
        outputs = []
        for i, dims, dt, tdt in self.outputs:
            logical = [symbols.get(d) if d.__class__ is str else d for d in dims]
            if None in logical or (dt.bits < 8 and logical[-1] * dt.bits % 8):
                return None
            out = self._empty(storage_shape(logical, dt), dtype=tdt, device=device)
            values[i] = out
            outputs.append(out)
        return BoundCall(values, symbols, device, outputs)
