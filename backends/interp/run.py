"""Run a module on the interpreter with arguments the kernel call has checked."""

from __future__ import annotations

import numpy as np

from tilelang.lowering.ir.types import TensorType

from .executor import Interpreter
from .memory import Memory, load_tensor, store_back
from tilelang.lowering.ir.values import round_to


def run_on_host(engine, func, call, load=load_tensor) -> None:
    """Run ``func`` with ``engine`` (the interpreter or the simulator class) on ``call``
    (a ``tilelang.arguments.BoundCall``): tensors are read into memories by ``load``
    (values, by default), the engine runs, and values are written back into the
    caller's storage (memories with a ``host`` copy).

    A tensor declared with a layout (``T.Tensor(..., layout=L)``) arrives in storage
    order: the program sees ``L.unapply`` of it, and what it changed goes back through
    ``L.apply``."""
    env, tensors, permuted = {}, [], []
    for p, host in zip(func.params, call.values):
        if isinstance(p.type, TensorType):
            shape = tuple(call.symbols[d] if isinstance(d, str) else d for d in p.type.shape)
            mem = load(p.name, p.type.dtype, host, shape)
            tensors.append(mem)
            if p.type.layout is not None:
                logical = Memory(mem.name, mem.dtype, np.ascontiguousarray(p.type.layout.unapply(mem.values)))
                permuted.append((mem, logical, p.type.layout, logical.values.copy()))
                mem = logical
            env[p] = mem
        else:  # snapped to the type: a bfloat16 / float8 scalar must hold a value of its format
            env[p] = round_to(p.type, np.asarray(host))
    engine(func, env, call.symbols).run()
    for mem, logical, layout, before in permuted:
        if not np.array_equal(logical.values, before, equal_nan=logical.values.dtype.kind == "f"):
            mem.values[...] = layout.apply(logical.values)
    for mem in tensors:
        store_back(mem)


def run_module(module, call) -> None:
    """Execute ``module``'s function on ``call``."""
    run_on_host(Interpreter, module.funcs[0], call)
