"""Per-thread element addresses of a memory access, bounds-checked.

An access names one start index per dimension (uniform or per thread); a vector
access (``vec_load``/``vec_store``/``cp_async``/an ``ldmatrix`` row) covers
``lanes`` consecutive elements along the last dimension (of more than one element: a
(B, T, H, 1) tensor's vectors run along H, consecutive in storage all the same).  Only the threads doing
the access are checked, so a program may guard an out-of-bounds access with its
own ``if``.
"""

from __future__ import annotations

import numpy as np
from tilelang.lowering.ir.types import BufferType, TensorType


def kind_of(value) -> str:
    """Where an IR memory value lives: "global", "shared" or "thread" (local / var)."""
    t = value.type
    if isinstance(t, TensorType):
        return "global"
    if isinstance(t, BufferType) and t.scope == "shared":
        return "shared"
    return "thread"


def element_indices(sim, tids: np.ndarray, shape, index_values, name: str, what: str,
                    lanes: int | None = None) -> list[np.ndarray]:
    """Index arrays, one per dim, for the threads ``tids``: shape ``(n,)``, or
    ``(n, lanes)`` for a vector access.  Out-of-bounds raises, naming the thread."""
    idx = [sim.per_thread(np.asarray(sim.get(v), dtype=np.int64))[tids] for v in index_values]
    if lanes is not None:
        idx = [i[:, None] for i in idx]
        run = len(idx) - 1  # (the lanes run along the innermost dim of more than one element:
        while run > 0 and shape[run] == 1:  # consecutive in storage past trailing unit dims)
            run -= 1
        idx[run] = idx[run] + np.arange(lanes)
        idx = [np.broadcast_to(i, (tids.size, lanes)) for i in idx]
    for d, (i, n) in enumerate(zip(idx, shape)):
        bad = (i < 0) | (i >= n)
        if bad.any():
            row = np.argwhere(bad)[0]
            where = [int(j[tuple(row)]) for j in idx]
            extent = f" ({lanes} elements)" if lanes is not None else ""
            sim.fail(f"out-of-bounds {what}{extent} of {name} at {where} by thread {int(tids[row[0]])} "
                     f"(shape {list(shape)})")
    return idx
