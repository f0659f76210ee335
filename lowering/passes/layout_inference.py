"""``layout-inference``: give every fragment and shared buffer its layout.

What it does, in order:
* ``annotate_layout`` ops set their buffer's layout (the user's choice wins) and
  disappear;
* each ``gemm`` gives shared operands without a layout a bank-conflict-free XOR
  swizzle (the widest of 128/64/32 bytes the row allows; none when no swizzle fits;
  for sm_90a's wgmma the layout it reads: ``tile_lowering/wgmma.py``; a row over 128
  bytes that a pipelined loop's copy fills, where TMA is on, in 128-byte panels, which
  a TMA box writes),
  its accumulator the mma C fragment tiled over the block's warps
  (``make_gemm_accumulator``) -- or, lowering for sm_90a a gemm that can take the
  warpgroup MMA (``tile_lowering/wgmma.py``), ``make_wgmma_accumulator`` (transposed
  for the register form, whose B fragment gets ``make_wgmma_operand_a``, as does the A
  fragment of the fragment form) -- and
  fragment operands the matching A/B operand fragments;
* a 1-D fragment that receives a row reduction of a laid-out fragment (and those
  computed from it element by element) the reduced fragment's row layout, replicated
  over the threads sharing a row (``row_layouts.py``), where every use allows it;
* a fragment that ``T.Parallel`` loops compute element by element alongside a
  laid-out fragment of its shape, that fragment's layout (``elementwise_layouts.py``),
  where every use allows it;
* every other fragment gets the blocked default (``make_blocked_fragment``).
Two different layouts demanded for one buffer are reported with both source
lines.  Layouts are written into the buffers' types (``fragment<[..], f32, #L0>``).

What it does not do: choose the thread mapping of ``T.Parallel`` loops, or stage a
fragment read with a conflicting layout through shared memory -- tile-op
lowering does both, from the layouts decided here.
"""

from __future__ import annotations

from tilelang.errors import TileLangError
from tilelang.layout import (Fragment, make_blocked_fragment, make_gemm_accumulator, make_gemm_operand_a,
                             make_gemm_operand_b, make_panel_swizzle, make_swizzle, make_wgmma_accumulator,
                             transposed)

from ..ir.core import Value
from ..ir.types import BufferType
from ..tile_lowering.gemm_split import check_gemm_split
from ..tile_lowering.rules import uses_tensor_cores
from ..tile_lowering.tma import tma_enabled, tma_tiling
from ..tile_lowering.wgmma import (fragment_operand_layout, register_operand_layouts, wgmma_accumulator,
                                   wgmma_candidate, wgmma_layout, wgmma_plan)
from .base import KernelPass
from .elementwise_layouts import elementwise_layouts
from .row_layouts import row_layouts


class LayoutInferencePass(KernelPass):
    name = "layout-inference"

    def kernel(self, kernel):
        threads = 1
        for t in kernel.threads:
            threads *= t
        self.decided: dict[Value, tuple] = {}  # buffer value -> (layout, why, loc)
        self.buffers = []
        ops = list(kernel.walk())
        for op in ops:
            if op.name.startswith("alloc_"):
                self.buffers.append(op.result)
                if op.result.type.layout is not None:
                    self.decide(op.result, op.result.type.layout, "its declared layout", op)
        # shared tiles a pipelined loop fills from global memory: TMA may write them on sm_90
        self.tma_written = {sub.dst for op in ops if op.name == "for" and op.kind == "pipelined"
                            for sub in op.body.ops if sub.name == "copy"} if tma_enabled(self.target) else set()
        for op in ops:
            if op.name == "annotate_layout":
                self.decide(op.buffer, op.layout, "T.annotate_layout", op)
        for op in ops:
            if op.name == "gemm":
                self.gemm(op, threads)
        layout_of = lambda v: self.decided.get(v, (None,))[0]  # noqa: E731
        stores = self.target is None or self.target.options.row_stores
        # (a fragment laid out element-wise may be reduced: its row fragments are laid out in
        # the next round)
        found = True
        while found:
            for v, (layout, op) in row_layouts(ops, layout_of, threads, stores).items():
                self.decide(v, layout, "the row layout of a reduced fragment", op)
            found = elementwise_layouts(ops, layout_of)
            for v, (layout, op) in found.items():
                self.decide(v, layout, "the layout of a fragment it is computed alongside", op)
        for v in self.buffers:
            t = v.type
            if v not in self.decided and t.scope == "fragment":
                self.decide(v, make_blocked_fragment(t.shape, threads, t.dtype.bits), "the default", None)
        for v in self.buffers:
            if v in self.decided:
                t = v.type
                v.type = BufferType(t.scope, t.shape, t.dtype, self.decided[v][0])
        _remove(kernel.body, "annotate_layout")

    def decide(self, buf, layout, why: str, op) -> None:
        """Record ``layout`` for ``buf``; a different earlier decision is a conflict."""
        prev = self.decided.get(buf)
        if prev is None:
            self.decided[buf] = (layout, why, getattr(op, "loc", None))
            return
        if prev[0] == layout:
            return
        where = f" at {prev[2]}" if prev[2] else ""
        raise TileLangError(f"layout conflict for buffer {buf.name or '?'}: {why} needs a layout different from "
                            f"the one {prev[1]}{where} set; annotate one layout or copy between two buffers",
                            getattr(op, "loc", None))

    def gemm(self, op, threads: int) -> None:
        check_gemm_split(op, threads, self.target)  # (what the interpreter refuses too)
        warps = threads // 32
        a, b, c = op.A.type, op.B.type, op.C.type
        m, n = c.shape
        k = a.shape[0] if op.transpose_A else a.shape[1]
        bits = a.dtype.bits
        if not uses_tensor_cores(op):
            return  # the scalar FMA path: any fragment layout works (the default)
        hopper = wgmma_candidate(op, threads, self.target)
        if hopper and b.scope == "fragment":  # the register form, unless B or C already has another layout
            forms = register_operand_layouts(n, k, threads // 128)  # {1: bands of rows, G: K split}
            b_set = self.decided.get(op.B, (None,))[0]
            # (K split only where annotated: by itself it measured slower, benchmarks/RESULTS.md)
            want = b_set if b_set in forms.values() else (forms.get(1) if b_set is None else None)
            hopper = want is not None and op.C not in self.decided
        if hopper and a.scope == "fragment":  # the fragment form, unless A or C already has another layout
            want_a = fragment_operand_layout(op, threads)
            want_c = make_wgmma_accumulator(m, n, threads // 128)
            hopper = self.decided.get(op.A, (want_a,))[0] == want_a and self.decided.get(op.C, (want_c,))[0] == want_c
        for v, t, mn_major in ((op.A, a, False), (op.B, b, not op.transpose_B)):
            if t.scope == "shared" and v not in self.decided:
                # what wgmma reads (an MN-major B in 128-byte panels), else a conflict-free swizzle
                swizzle = (wgmma_layout(t, mn_major) if hopper else None) or \
                    (_tma_swizzle_for(t) if v in self.tma_written else None) or _swizzle_for(t)
                if swizzle is not None:
                    self.decide(v, swizzle, "T.gemm's shared operand", op)
        if hopper and b.scope == "fragment":  # the register form: B is the wgmma's A operand
            self.decide(op.B, want, "T.gemm's B operand (wgmma)", op)
        if hopper and a.scope == "fragment":  # the fragment form: A is the wgmma's A operand
            self.decide(op.A, want_a, "T.gemm's A operand (wgmma)", op)
        layout_of = lambda v: self.decided.get(v, (None,))[0]  # noqa: E731
        plan = wgmma_plan(op, threads, self.target, layout_of(op.A), layout_of(op.B))
        try:
            wgmma_c = wgmma_accumulator(plan, m, n) if plan is not None else None
            if wgmma_c is not None and self.decided.get(op.C, (wgmma_c,))[0] == wgmma_c:
                # Hopper: the warpgroup MMA's layout (a second gemm into the same C: the same)
                self.decide(op.C, wgmma_c, "T.gemm's accumulator (wgmma)", op)
            else:
                self.decide(op.C, make_gemm_accumulator(m, n, warps, bits, op.policy), "T.gemm's accumulator", op)
            if a.scope == "fragment" and not (plan is not None and plan.a_fragment):
                frag = make_gemm_operand_a(m, k, n, warps, bits, op.policy)
                self.decide(op.A, transposed(frag) if op.transpose_A else frag, "T.gemm's A operand", op)
            if b.scope == "fragment" and not (plan is not None and plan.a_registers):
                frag = make_gemm_operand_b(k, n, m, warps, bits, op.policy)
                self.decide(op.B, transposed(frag) if op.transpose_B else frag, "T.gemm's B operand", op)
        except ValueError as e:
            raise TileLangError(f"T.gemm: {e}", op.loc) from None


def _swizzle_for(t: BufferType):
    if t.rank != 2:
        return None
    for width in (128, 64, 32):
        try:
            return make_swizzle(t.shape[0], t.shape[1], t.dtype.bits, width)
        except ValueError:
            continue
    return None


def _tma_swizzle_for(t: BufferType):
    """A conflict-free swizzle that TMA boxes can also write (``tma_tiling``): a row of
    more than 128 bytes in 128-byte panels -- what ``_swizzle_for`` gives a wide row,
    one XOR over each 128-byte segment, no box writes (so such a tile took cp.async)."""
    if t.rank != 2 or t.shape[1] * t.dtype.bits <= 1024:
        return None
    try:
        layout = make_panel_swizzle(t.shape[0], t.shape[1], t.dtype.bits)
    except ValueError:
        return None
    return layout if tma_tiling(layout, t.shape, t.dtype.bits) is not None else None


def _remove(region, name: str) -> None:
    region.ops = [op for op in region.ops if op.name != name]
    for op in region.ops:
        for r in op.regions():
            _remove(r, name)


__all__ = ["LayoutInferencePass", "Fragment"]
