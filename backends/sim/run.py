"""Run a module on the thread-level simulator with arguments the kernel call has checked."""

from __future__ import annotations

from tilelang.backends.interp.run import run_on_host

from .machine import Simulator, check_thread_level
from .packed import load_tensor


def run_module(module, call) -> None:
    """Execute ``module``'s function (thread-level IR) on ``call`` (a
    ``tilelang.arguments.BoundCall``: ``.values`` one host object per parameter,
    ``.symbols`` the symbolic dims).  Outputs are written into the host tensors.

    Raises ``TileLangError`` for tile-level ops, shared-memory races, stale cp.async
    reads, barriers in divergent code and out-of-bounds accesses, at the op's line."""
    func = module.funcs[0]
    check_thread_level(func)  # before touching the caller's tensors
    run_on_host(Simulator, func, call, load=load_tensor)
