"""CUDA rules of the TMA and mbarrier ops (``lowering/ir/ops/tma.py``; sm_90).

The PTX is in prelude helpers (``tl::tma_load``, ``tl::mbar_*``); a ``tma_load``
reads its tensor map, a ``__grid_constant__`` kernel parameter the codegen adds per
(tensor, box, swizzle) and the launcher encodes from the tensor (``tensor_map.py``).
"""

from __future__ import annotations

from tilelang.errors import TileLangError

from .codegen import cuda_rule

# a tma_load's ``eviction`` -> the prelude's cache-hint template argument (0: no hint)
L2_HINTS = {"evict_normal": 0, "evict_first": 1, "evict_last": 2}


@cuda_rule("tma_load")
def _tma_load(cg, op):
    tmap = cg.tensor_map(op)
    bar = cg.address(op.barrier, op.barrier_indices)
    dst = cg.byte_address(op.dst, op.dst_indices)
    coords = [cg.name(c) for c in reversed(op.coords)]  # innermost first
    panel = op.box_bytes()
    hint = f"<{L2_HINTS[op.eviction]}>" if L2_HINTS[op.eviction] else ""
    cg.line(f"tl::mbar_expect_tx({bar}, {panel * op.panels});", op)
    for p in range(op.panels):
        at = f"(unsigned char*){dst} + {p * panel}" if p else dst
        first = f"{coords[0]} + {p * op.box[-1]}" if p else coords[0]
        cg.line(f"tl::tma_load{hint}({at}, &{tmap}, {bar}, {', '.join([first] + coords[1:])});", op)


@cuda_rule("mbarrier_init")
def _mbarrier_init(cg, op):
    n = op.barrier.type.shape[0]
    bar = cg.name(op.barrier)
    cg.line("if (threadIdx.x == 0 && threadIdx.y == 0 && threadIdx.z == 0) {", op)
    cg.line(f"  for (int i = 0; i < {n}; ++i) tl::mbar_init({bar} + i, {op.count});", op)
    cg.line("  tl::fence_mbar_init();", op)
    cg.line("}", op)


@cuda_rule("mbarrier_wait")
def _mbarrier_wait(cg, op):
    if op.phase is None:
        raise TileLangError("mbarrier_wait without a phase: only the waits of a pipelined loop's TMA copies get "
                            "one (from the pipeline pass)", op.loc)
    cg.line(f"tl::mbar_wait({cg.address(op.barrier, op.barrier_indices)}, {cg.name(op.phase)});", op)


@cuda_rule("mbarrier_arrive")
def _mbarrier_arrive(cg, op):
    bar = cg.address(op.barrier, op.barrier_indices)
    if op.per_warp:  # (the warp's lanes are done before its lane 0 arrives for them)
        cg.line("__syncwarp();", op)
        cg.line(f"if ((threadIdx.x & 31) == 0) tl::mbar_arrive({bar});", op)
    else:
        cg.line(f"tl::mbar_arrive({bar});", op)
