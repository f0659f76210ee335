"""Run a module on the interpreter with arguments the kernel call has checked."""

from __future__ import annotations

import numpy as np

from tilelang.lowering.ir.types import TensorType

from .executor import Interpreter
from .memory import load_tensor, store_back
from .values import round_to


def run_module(module, call) -> None:
    """Execute ``module``'s function on ``call`` (a ``tilelang.arguments.BoundCall``)."""
    func = module.funcs[0]
    env, tensors = {}, []
    for p, host in zip(func.params, call.values):
        if isinstance(p.type, TensorType):
            shape = tuple(call.symbols[d] if isinstance(d, str) else d for d in p.type.shape)
            mem = load_tensor(p.name, p.type.dtype, host, shape)
            tensors.append(mem)
            env[id(p)] = mem
        else:  # snapped to the type: a bfloat16 / float8 scalar must hold a value of its format
            env[id(p)] = round_to(p.type, np.asarray(host))
    Interpreter(func, env, call.symbols).run()
    for mem in tensors:
        store_back(mem)
