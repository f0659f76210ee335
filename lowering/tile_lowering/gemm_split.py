"""The one check of how a ``T.gemm`` splits over the block's warps, shared by every target.

The layout inference (``sim`` and ``cuda``) and the interpreter (``cpu``) call it, so a
program every GPU lowering refuses is refused on the interpreter too, with the same
message, instead of running there and failing only when lowered.
"""

from __future__ import annotations

from tilelang.errors import TileLangError
from tilelang.layout.warp_tiling import MMA_TILE, choose_warp_grid

from .rules import uses_tensor_cores
from .wgmma import wgmma_candidate


def check_gemm_split(op, threads: int, target=None) -> None:
    """Raise the TileLangError (at the gemm's line) of a gemm ``op`` that a block of
    ``threads`` threads cannot compute: not whole warps, or -- on tensor cores -- an
    accumulator that splits over the warps in no whole number of mma tiles under the
    gemm's policy (``choose_warp_grid``).  A gemm that may take wgmma on ``target`` passes
    (its layouts are checked where they are chosen).  ``target`` None (the interpreter,
    which has no arch): refuse only what every arch refuses, so wgmma is assumed
    available (sm_90a)."""
    if threads % 32:
        raise TileLangError(f"T.gemm needs whole warps; the block has {threads} threads", op.loc)
    if not uses_tensor_cores(op):
        return  # the scalar FMA path takes any split
    m, n = op.C.type.shape
    tile_m, tile_n, _ = MMA_TILE[op.A.type.dtype.bits]
    try:
        choose_warp_grid(m, n, threads // 32, tile_m, tile_n, op.policy)
    except ValueError as e:
        if target is None:
            from tilelang.lowering.target import Target

            target = Target(kind="cuda", arch="sm_90a")
        if wgmma_candidate(op, threads, target):
            return
        raise TileLangError(f"T.gemm: {e}", op.loc) from None


def check_gemm_splits(module) -> None:
    """``check_gemm_split`` for every gemm of every kernel of ``module`` (the interpreter's
    build; ``target`` None)."""
    for func in module.funcs:
        for kernel in [op for op in func.body.ops if op.name == "kernel"]:
            threads = 1
            for t in kernel.threads:
                threads *= t
            for op in kernel.walk():
                if op.name == "gemm":
                    check_gemm_split(op, threads)
