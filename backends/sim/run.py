"""Run a module on the thread-level simulator with arguments the kernel call has checked."""

from __future__ import annotations

import numpy as np
from tilelang.backends.interp.memory import load_tensor, store_back
from tilelang.backends.interp.values import numpy_dtype_of
from tilelang.lowering.ir.types import TensorType

from .machine import Simulator, check_thread_level


def run_module(module, call) -> None:
    """Execute ``module``'s function (thread-level IR) on ``call`` (a
    ``tilelang.arguments.BoundCall``: ``.values`` one host object per parameter,
    ``.symbols`` the symbolic dims).  Outputs are written into the host tensors.

    Raises ``TileLangError`` for tile-level ops, shared-memory races, stale cp.async
    reads, barriers in divergent code and out-of-bounds accesses, at the op's line."""
    func = module.funcs[0]
    check_thread_level(func)  # before touching the caller's tensors
    env, tensors = {}, []
    for p, host in zip(func.params, call.values):
        if isinstance(p.type, TensorType):
            shape = tuple(call.symbols[d] if isinstance(d, str) else d for d in p.type.shape)
            mem = load_tensor(p.name, p.type.dtype, host, shape)
            tensors.append(mem)
            env[id(p)] = mem
        else:
            env[id(p)] = np.asarray(host, dtype=numpy_dtype_of(p.type))
    Simulator(func, env, call.symbols).run()
    for mem in tensors:
        store_back(mem)
