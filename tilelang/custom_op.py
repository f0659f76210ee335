"""torch.library custom ops: tilelang's ops (``tilelang.ops.torch_ops``) and a compiled
kernel (``JITKernel.as_torch_op``) registered with the dispatcher, each with a fake
(meta) implementation, so ``torch.compile(fullgraph=True)`` traces a call as one node
of the graph and runs the real implementation when the graph runs.

The ops are defined with the low-level ``torch.library.Library`` (``define`` /
``impl`` / ``register_fake``): a call through the dispatcher costs ~1-2 us more than
the Python function it runs (``benchmarks/op_overhead.py``), against ~40 us for a
``torch.library.custom_op`` of the same schema.  The implementation is registered
under CompositeExplicitAutograd, so CPU tensors (the interpreter) and CUDA tensors run
the same Python function.  torch is imported only when an op is defined.
"""

from __future__ import annotations

import keyword
import re

_LIBRARIES: dict = {}  # namespace -> torch.library.Library (kept alive: dropping it unregisters)
_NAME = re.compile(r"^([A-Za-z_][A-Za-z0-9_]*)::([A-Za-z_][A-Za-z0-9_]*)$")


def split_name(name, func: str = "as_torch_op") -> tuple[str, str]:
    """(namespace, op name) of ``"namespace::name"``; ValueError for anything else."""
    m = _NAME.match(name) if isinstance(name, str) else None
    if m is None or "." in name:
        raise ValueError(f"{func}: name must be 'namespace::op_name' (two identifiers joined by '::', e.g. "
                         f"'mylib::scale_add'), got {name!r}")
    return m.group(1), m.group(2)


def _has_schema(qualname: str) -> bool:
    """Whether torch knows an op ``qualname`` (any overload)."""
    import torch

    return bool(torch._C._jit_get_schemas_for_operator(qualname))


def define(qualname: str, schema: str, impl, fake):
    """Define ``qualname`` (``"ns::name"``) with ``schema`` (``"(Tensor a, ...) -> Tensor"``),
    ``impl`` for every device and ``fake`` for FakeTensor/meta; returns the
    ``torch.ops.ns.name.default`` overload (calling it costs the least)."""
    import torch

    namespace, name = qualname.split("::")
    lib = _LIBRARIES.get(namespace)
    if lib is None:
        lib = _LIBRARIES[namespace] = torch.library.Library(namespace, "FRAGMENT")
    lib.define(name + schema)
    lib.impl(name, impl, "CompositeExplicitAutograd")
    torch.library.register_fake(qualname, fake, lib=lib)
    return getattr(getattr(torch.ops, namespace), name).default


# ---- a compiled kernel as an op --------------------------------------------------------
def _arg_names(func, inputs) -> list[str]:
    """Schema argument names for the input params: the params' own where they are
    identifiers, else ``arg<i>`` (IR text params are ``%0``), never a repeat."""
    names, seen = [], set()
    for i in inputs:
        n = func.params[i].name or ""
        if not n.isidentifier() or keyword.iskeyword(n) or n in seen or n.startswith("_"):
            n = f"arg{i}"
        seen.add(n)
        names.append(n)
    return names


def _scalar_schema(dtype) -> str:
    if dtype.is_bool:
        return "bool"
    return "int" if dtype.is_int else "float"


class KernelOp:
    """The schema, implementation and fake implementation of a compiled kernel's op:
    inputs are the params not in ``out_idx`` (tensors, or int / float / bool scalars),
    outputs the ``out_idx`` params (fresh tensors of their dtype; symbolic dims bound
    from the input tensors' shapes, as ``tilelang.arguments`` binds them).  The schema
    says the op writes none of its inputs: a kernel that also writes an input tensor
    in place is not such an op (torch.compile would not see the write)."""

    def __init__(self, kernel, qualname: str):
        func = kernel.module.funcs[0]
        self.kernel, self.func, self.qualname = kernel, func, qualname
        out_idx = tuple(kernel.out_idx or ())
        if not out_idx:
            raise ValueError(f"as_torch_op({qualname!r}): the kernel has no outputs (out_idx={kernel.out_idx!r}); "
                             f"an op returns new tensors: compile it with out_idx naming the outputs")
        self.out_idx = out_idx
        self.inputs = [i for i in range(len(func.params)) if i not in out_idx]
        bound = set()  # symbols some input tensor's shape gives
        for i in self.inputs:
            bound.update(d for d in getattr(func.params[i].type, "shape", ()) if isinstance(d, str))
        args = []
        for i, name in zip(self.inputs, _arg_names(func, self.inputs)):
            t = func.params[i].type
            args.append(f"Tensor {name}" if hasattr(t, "shape") else f"{_scalar_schema(t.dtype)} {name}")
        for i in out_idx:
            t = func.params[i].type
            if not hasattr(t, "shape"):
                raise ValueError(f"as_torch_op({qualname!r}): output {i} ('{func.params[i].name}') is a scalar; "
                                 f"only tensor params can be outputs")
            free = [d for d in t.shape if isinstance(d, str) and d not in bound]
            if free:
                raise ValueError(f"as_torch_op({qualname!r}): output {i} ('{func.params[i].name}') has dim(s) "
                                 f"{', '.join(free)} that no input tensor's shape gives, so its shape cannot be "
                                 f"derived from the inputs")
        rets = ", ".join("Tensor" for _ in out_idx)
        self.schema = f"({', '.join(args)}) -> " + (rets if len(out_idx) == 1 else f"({rets})")

    def impl(self, *args):
        return self.kernel(*args)

    def fake(self, *args):
        import torch

        from tilelang.arguments import _accepted_storage, storage_shape

        func, symbols, device = self.func, {}, None
        for i, a in zip(self.inputs, args):
            t = func.params[i].type
            if not hasattr(t, "shape"):
                continue
            device = a.device if device is None else device
            stored_as = _accepted_storage(t.dtype)[0]
            if str(a.dtype).removeprefix("torch.") not in stored_as:
                raise TypeError(f"{self.qualname}: argument '{func.params[i].name}' must be {t.dtype.name} (stored as "
                                f"{' or '.join(stored_as)}), got {a.dtype}")
            if a.dim() != len(t.shape):
                raise ValueError(f"{self.qualname}: argument '{func.params[i].name}' must have {len(t.shape)} dims "
                                 f"{list(t.shape)}, got shape {list(a.shape)}")
            logical = list(a.shape)
            if t.dtype.bits < 8 and logical:  # packed storage: bytes along the last dim
                logical[-1] = logical[-1] * 8 // t.dtype.bits
            for want, got in zip(t.shape, logical):
                if isinstance(want, str):
                    symbols.setdefault(want, got)
                    torch._check(symbols[want] == got, lambda want=want: f"{self.qualname}: dim {want} disagrees "
                                                                         f"between the inputs")
                else:
                    torch._check(got == want, lambda: f"{self.qualname}: argument '{func.params[i].name}' must have "
                                                      f"shape {list(t.shape)}, got {list(logical)}")
        if device is None:  # (no tensor input: the kernel's own device)
            device = torch.device("cuda" if self.kernel.target == "cuda" else "cpu")
        outs = []
        for i in self.out_idx:
            t = func.params[i].type
            shape = storage_shape([symbols[d] if isinstance(d, str) else d for d in t.shape], t.dtype)
            tdt = t.dtype.torch_dtype if t.dtype.torch_dtype is not None else torch.uint8
            outs.append(torch.empty(shape, dtype=tdt, device=device))
        return outs[0] if len(outs) == 1 else tuple(outs)


_KERNEL_OPS: dict = {}  # qualname -> (the kernel, its op): a second as_torch_op of one name


def kernel_op(kernel, name):
    """``JITKernel.as_torch_op``: the kernel registered as the op ``name``."""
    namespace, op = split_name(name)
    qualname = f"{namespace}::{op}"
    known = _KERNEL_OPS.get(qualname)
    if known is not None:
        if known[0] is kernel:
            return known[1]
        raise ValueError(f"as_torch_op: {qualname!r} is already the op of another kernel; choose another name")
    spec = KernelOp(kernel, qualname)
    if _has_schema(qualname):
        raise ValueError(f"as_torch_op: torch.ops.{namespace}.{op} is already defined; choose another name")
    overload = define(qualname, spec.schema, spec.impl, spec.fake)
    _KERNEL_OPS[qualname] = (kernel, overload)
    return overload
