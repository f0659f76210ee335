"""The thread-level simulator: runs lowered (thread-level) IR with numpy.

Blocks run one after another (what a block may read of another's global writes is
checked by happens-before: ``global_order.py``); inside a block every thread runs in
lockstep, each value an array with a leading thread axis (``machine.py``).  On top of the
interpreter's scalar and memory semantics it models what only exists per thread:
shared memory as the block's one arena of bytes laid out as plan-shared planned it
(``arena.py``) with race, stale-read and aliasing detection per byte (``shared.py``),
cp.async groups that land at their wait (``async_copy.py``), barriers, and the
warp-collective shfl / ldmatrix / mma (``warp_ops.py``, maps from ``tilelang.layout``
in ``fragments.py``), Hopper's warpgroup MMA through its shared-memory descriptors
(``wgmma.py``) with its asynchronous operand reads, the async proxy
(``async_proxy.py``) and its in-flight registers (``registers.py``), TMA and
mbarriers (``tma.py``), warp roles (``roles.py``), packed bytes for sub-byte global
tensors and shared buffers (``packed.py``), and the blocks of a cluster taking turns
between cluster barriers (``cluster.py``), their shared memory checked by cluster phase
(``dsmem.py``).

Entry point: :func:`run_module` (the same contract as ``backends/interp/run.py``).
"""

from . import (  # noqa: F401  (the rules)
    async_copy, async_proxy, cluster, control, memory_ops, packed, roles, scalars, tma, warp_ops, wgmma)
from .machine import RULES, Simulator
from .run import run_module

__all__ = ["RULES", "Simulator", "run_module"]
