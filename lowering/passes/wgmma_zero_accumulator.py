"""``wgmma-zero-accumulator``: a wgmma whose accumulator was just zeroed starts from zero.

``T.clear(C)`` (or a gemm's ``clear_accum``, or attention's scores starting at 0 on the
blocks no mask reaches) before a wgmma becomes an unrolled ``for i: C[i] = 0.0``.
Left as stores, ptxas has to set every accumulator register each time -- which it mostly
folds into the first wgmma's zero accumulator input (``HGMMA ... RZ, !UPT``), but not
always: in attention's persistent kernel the key loop kept 64 ``MOV``s and 20 ``IMAD.MOV``s
a step (587 SASS instructions against the plain kernel's 522).  This pass says so in the
IR instead: the fill goes, and the first wgmma to write each part of ``C`` gets
``zero_acc`` (PTX's ``scale-d`` = 0: ``D = A B``, the registers' old values unread),
as does the ``wgmma_fence`` before them: the CUDA rules then write ``C`` as the asm's
outputs only and the fence does not pin it -- else NVCC holds ``C``'s old values live up
to the wgmma (as a loop's last scores across the back edge: attention's head dim 64
in-order kernel went from 127 to 154 registers, one block an SM instead of two).

It applies when, in one list of ops, the fill -- an unrolled loop over all of ``C`` of
``C[i] = 0.0`` and nothing else -- is followed by wgmmas into ``C`` with only ops that
leave ``C`` alone in between (a ``wgmma_fence`` of ``C`` excepted), those wgmmas write
whole disjoint parts of ``C`` first (constant offsets) and together cover all of it
before any other op touches it.  Anything else keeps the stores.
"""

from __future__ import annotations

from ..ir import ops as O
from ..tile_lowering.fast_dequant import const_int
from .base import KernelPass
from .wgmma_register_waits import unrolled_over

_MMAS = ("wgmma", "wgmma_rs")


class WgmmaZeroAccumulatorPass(KernelPass):
    name = "wgmma-zero-accumulator"

    def kernel(self, kernel):
        accumulators = {op.C for op in kernel.walk() if op.name in _MMAS}
        if accumulators:
            self.region(kernel.body, accumulators)

    def region(self, region, accumulators) -> None:
        for op in region.ops:
            for r in op.regions():
                self.region(r, accumulators)
        i = 0
        while i < len(region.ops):
            c = _zero_fill_of(region.ops[i], accumulators)
            if c is not None and _start_from_zero(region.ops, i + 1, c):
                del region.ops[i]
                continue
            i += 1


def _zero_fill_of(op, accumulators):
    """The accumulator ``op`` sets to 0 entirely (``for i in 0..len(C): C[i] = 0.0``,
    unrolled, nothing else in the body but pure arithmetic), else None."""
    if op.name != "for":
        return None
    stores = [sub for sub in op.body.ops if sub.name not in ("const", "yield")]
    if len(stores) != 1 or stores[0].name != "store" or stores[0].dest not in accumulators:
        return None
    store, c = stores[0], stores[0].dest
    value = getattr(store.value.owner, "value", None) if getattr(store.value.owner, "name", "") == "const" else None
    if not unrolled_over(op, c) or list(store.indices) != [op.body.args[0]] or value is None or value != 0:
        return None
    return c


def _start_from_zero(ops, start, c) -> bool:
    """Mark the wgmmas from ``start`` on that first write each part of ``c`` (``zero_acc``)
    when they cover all of it before anything else touches it (module docstring)."""
    covered, first, fences = set(), [], []
    for op in ops[start:]:
        if not any(v is c for sub in op.walk() for v in sub.operand_values()):
            continue
        if op.name == "wgmma_fence" and not covered:
            fences.append(op)
            continue
        if op.name not in _MMAS or op.C is not c:
            break
        offset = const_int(op.c_offset)
        if offset is None:
            break
        part = set(range(offset, offset + op.n // 2))
        if part <= covered:
            continue  # (accumulates onto a part already started)
        if part & covered:
            break
        covered |= part
        first.append(op)
        if len(covered) == c.type.numel:
            for mma in first + fences:
                mma.zero_acc = True
            return True
    return False
