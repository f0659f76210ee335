"""``T.copy`` of a global tile into a whole shared buffer by the TMA (sm_90 / sm_90a).

Inside a pipelined loop a copy whose shared layout is one TMA writes -- row-major,
``make_swizzle`` with one swizzled segment per row, or ``make_panel_swizzle`` -- is
one ``tma_load`` issued by thread 0 and an ``mbarrier_wait`` by every thread (the
pipeline pass gives the wait its phase and stages the mbarrier with the tile).  It
replaces the per-thread cp.async copies and their address arithmetic: one
instruction per tile (or per 128-byte-wide panel).  ``TILELANG_TMA=0`` keeps cp.async.

A packed (sub-byte) tile is copied as bytes: the box and the innermost coordinate
count bytes, as cp.async's do -- the prepared int4 weight tile, which
``storage_tile_copy`` lowers with both layouts off (its 16-byte chunk swizzle is
TMA's).

What it does not take: tiles under ``MIN_BYTES_PER_THREAD`` bytes per thread of the
block (the activation tile of a small-M gemm, a row of scales) but in a
warp-specialized loop (its producer warp issues every copy), copies into part of
a buffer (but runs of whole rows that fill it, each from a swizzle atom, one panel
wide), transposing copies (a box's outer extents, row-major, must be the tile's
rows: a (1, rows, 1, cols) box of a 4-d tensor is one), global tensors declared with
a layout (but through
``storage_tile_copy``), layouts TMA cannot write (several swizzled segments per row),
copies outside pipelined loops (nothing would track the mbarrier's phase) or in a
loop inside one (the phases are counted by the pipelined loop's trips; a pipelined
loop inside another loop counts them on across its runs: pipeline.py) -- but for the
**one-shot** copies beside a warp-specialized loop (in the same list of ops: attention's
Q tile, its first key block and last value block), which ``warp-specialize`` moves to the
producer warp and gives their phases (compiled with ``warp_specialize=False``: cp.async).
"""

from __future__ import annotations

import functools
import math

from tilelang.dtypes import uint64
from tilelang.layout.expr import Var
from tilelang.layout.grid import BoxEval

from ..ir import ops as O
from ..ir.core import Value
from ..ir.types import BOOL, BufferType, TensorType
from .packed_copy import multiple_of

_MAX_BOX = 256  # elements per box dim
# A tile smaller than this many bytes per thread stays on cp.async: it is a few copies
# per thread, and a TMA adds an mbarrier wait per thread and per step and its latency.
MIN_BYTES_PER_THREAD = 64


@functools.lru_cache(maxsize=256)  # (a layout is a value: its shape and index expressions; each check
# evaluates it over the whole tile, ~5 ms for 128 x 128, and a kernel asks for its tiles' several times)
def tma_tiling(layout, shape, bits: int):
    """(swizzle bytes, panel width in elements) with which TMA boxes write the
    (rows, cols) tile of ``bits``-bit elements exactly where ``layout`` stores it (None:
    row-major), or None.  Sub-byte elements are packed (a box of bytes).

    A box of ``rows`` x ``width`` lands row-major with TMA's swizzle (16-byte chunk
    ``c`` of byte row ``r`` at ``c ^ (r >> (3 - B)) % 2**B`` for ``2**B`` chunks per row:
    ``Swizzle<B, 4, 3>``); panels of ``width`` columns follow each other."""
    rows, cols = shape
    if not (isinstance(rows, int) and isinstance(cols, int)) or rows > _MAX_BOX or (cols * bits) % 8:
        return None
    if layout is None:
        actual = list(range(rows * cols))
    else:
        if tuple(layout.shape) != (rows, cols):
            return None
        actual = layout._flat_offsets()
    actual = [a * bits for a in actual]  # (in bits: a packed element shares its byte)
    box_limit = _MAX_BOX * max(1, 8 // bits)  # (a packed box counts bytes)
    r, c = Var("i"), Var("j")
    box = BoxEval(("i", "j"), (rows, cols))
    for swizzle in (128, 64, 32, 0):
        width = swizzle * 8 // bits if swizzle else cols
        width_bytes = width * bits // 8
        if width < 1 or cols % width or width > box_limit or width_bytes % 16 or \
                (rows * width_bytes) % (8 * swizzle if swizzle else 128):
            continue
        byte = r * width_bytes + (c % width) * bits // 8
        if swizzle:
            chunks = swizzle // 16
            byte = byte ^ (((byte >> 7) % chunks) << 4)
        expected = (c // width * (rows * width_bytes) + byte) * 8 + (c * bits) % 8
        if box.full(expected) == actual:
            return swizzle, width
    return None


def tma_enabled(target) -> bool:
    """Copies may lower to TMA loads when building for ``target`` (sm_90, and its option
    ``tma`` on)."""
    return target.has("tma")


def tma_copy(ctx, op) -> bool:
    """Lower ``op`` (a ``copy``) to a TMA load when it qualifies (module docstring)."""
    # (directly in the pipelined loop's body: the pipeline gives each wait the parity of
    # its phase counted by the loop's trips -- across its runs, when it runs again inside
    # another loop -- so the copy must run once per trip)
    loop = ctx.loops[-1] if ctx.loops else None
    one_shot = ctx.beside_ws_loop and ctx.target.options.warp_specialize  # (warp-specialize sets its phase)
    if not tma_enabled(ctx.target) or not (one_shot or (loop is not None and loop.kind == "pipelined")):
        return False
    st, dt = op.src.type, op.dst.type
    bits = st.dtype.bits
    if not isinstance(st, TensorType) or op.src in ctx.globals or not isinstance(dt, BufferType) \
            or dt.scope != "shared" or dt.rank != 2 or st.dtype != dt.dtype \
            or bits not in (1, 2, 4, 8, 16, 32, 64) or len(st.shape) > 5:
        return False
    if not isinstance(st.shape[-1], int) or (st.shape[-1] * bits) % 128:
        return False  # (every row of the tensor must start 16-byte aligned)
    rows, cols = dt.shape
    if rows * cols * bits < 8 * MIN_BYTES_PER_THREAD * ctx.threads and not one_shot and not loop.warp_specialize:
        return False  # (a producer warp issues every copy: one TMA each, however small)
    ext = tuple(op.src_extents)
    run = op.dst_extents[0]  # (the tile's rows the copy writes: all, or a run of them)
    full_rows = op.dst_extents[1] == cols and multiple_of(op.dst_offsets[1], 1 << 62)
    whole = full_rows and run == rows and multiple_of(op.dst_offsets[0], 1 << 62)  # (at 0)
    # the box's outer extents, row-major, are the tile's rows: (rows, cols) of a 2-D
    # tensor, or (1, rows, 1, cols) of a (batch, seq, heads, dim) one (attention's Q tile)
    if not full_rows or not isinstance(run, int) or ext[-1] != cols or not all(isinstance(e, int) for e in ext) \
            or math.prod(ext[:-1]) != run:
        return False
    tiling = tma_tiling(ctx.shared.get(op.dst), (rows, cols), bits)
    if tiling is None:
        return False
    swizzle, width = tiling
    panels = cols // width
    # A run of whole rows (decode attention's kv heads, each a run of the tile): one panel,
    # starting where TMA's swizzle pattern starts over (every 8 x swizzle bytes, and 128
    # bytes aligned) -- so it lands as the whole tile's layout has it -- where the step's
    # runs fill the tile (a copy of some rows only, as of an activation tile past M, stays
    # on cp.async: the size threshold above counts the whole tile).
    atom, row = max(128, 8 * swizzle), cols * bits // 8
    if not whole and (panels != 1 or atom % row or not multiple_of(op.dst_offsets[0], atom // row)
                      or not _runs_fill(ctx.loop_bodies[-1] if ctx.loop_bodies else [], op.dst, rows)):
        return False
    coords = list(op.src_offsets)
    if bits < 8:  # a packed tensor's innermost coordinate and extent count bytes (as cp.async's)
        if not multiple_of(coords[-1], 8 // bits):
            return False
        coords[-1] = (ctx.ix(coords[-1]) * bits // 8).value()
        width = width * bits // 8
    barrier = ctx.tma_barrier(op)
    zero = ctx.const(0)
    first = ctx.b.value(O.EqOp, BOOL, lhs=ctx.tid, rhs=zero)  # (thread 0 issues)
    with ctx.when(first):
        ctx.b.op(O.TmaLoadOp, dst=op.dst, dst_indices=[zero if whole else op.dst_offsets[0], zero], src=op.src,
                 coords=coords, barrier=barrier, barrier_indices=[zero], box=ext[:-1] + (width,), swizzle=swizzle,
                 panels=panels, eviction=op.eviction)
    ctx.b.op(O.MbarrierWaitOp, barrier=barrier, barrier_indices=[zero])
    return True


def _runs_fill(body, dst, rows) -> bool:
    """Whether the copies into ``dst`` directly in a loop's ``body`` (its ops as written)
    write ``rows`` rows together (their row extents add up: runs of one tile, each once)."""
    extents = [c.dst_extents[0] for c in body if c.name == "copy" and c.dst is dst]
    return all(isinstance(e, int) for e in extents) and sum(extents) == rows


def new_tma_barrier(loc):
    """(the shared uint64 buffer of one mbarrier, the ops that allocate and initialize
    it at the top of the kernel)."""
    bar = Value(BufferType("shared", (1,), uint64), "tma_bar")
    ops = [O.AllocSharedOp(results=[bar], loc=loc), O.MbarrierInitOp(barrier=bar, count=1, loc=loc),
           O.BarrierOp(loc=loc)]
    return bar, ops

