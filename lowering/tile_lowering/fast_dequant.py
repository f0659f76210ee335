"""The ``dequant_i4`` fast path: one 32-bit word of eight int4/uint4 nibbles -> eight
float16/bfloat16 registers (the lop3 / magic-number conversion on CUDA).

Where: a copy from packed int4/uint4 memory into a float16/bfloat16 fragment (the
cast copy that feeds a dequantizing gemm).  When (``word_groups``): take the
fragment's local slots in groups of eight, ``8g .. 8g+7``.  For every thread and
every group, evaluated with numpy over the whole block (the fragment's inverse
layout, the copy's offsets, the source's storage layout):

* slot ``8g + e`` reads a source element in one storage row at column
  ``8w + NIBBLES[e]`` for one word ``w`` -- ``NIBBLES[e] = e // 2 + 4 (e % 2)`` is
  the order ``dequant_i4`` produces (element e from nibble e//2 + 4(e%2));
* the row is a whole number of 32-bit words (storage row length % 8 == 0), so the
  word is an aligned ``uint32``;
* the source offsets are compile-time constants and the fragment has no padded
  slots (no guard).

Then each group is ``packed_load [row, 4w] : uint32`` + ``dequant_i4 dst, 8g, word``
(signed for int4).  A weight stored with ``make_int4_dequant_permutation`` read into
the B operand fragment of an m16n8k16 gemm (K a multiple of 32) satisfies it.
Anything else takes the generic element decode (``lowbit.py``).
"""

from __future__ import annotations

import numpy as np

from ..ir import ops as O
from ..ir.core import Op
from ..ir.types import BufferType, ScalarType
from .context import Ctx
from .ix import Ix
from .lowbit import is_packed

NIBBLES = tuple(e // 2 + 4 * (e % 2) for e in range(8))  # the dequant_i4 docstring's order

__all__ = ["NIBBLES", "dequant_copy", "word_groups"]


def _const(v):
    v = getattr(v, "v", v)
    if isinstance(v, (int, np.integer)):
        return int(v)
    owner = getattr(v, "owner", None)
    if isinstance(owner, Op) and owner.name == "const" and isinstance(owner.value, int):
        return owner.value
    return None


def _storage_row_length(ctx: Ctx, mem):
    if isinstance(mem.type, BufferType):
        layout = ctx.shared.get(id(mem))
        return (tuple(layout.storage_shape) if layout is not None else mem.type.shape)[-1]
    d = mem.type.shape[-1]
    return d if isinstance(d, int) else None


def word_groups(ctx: Ctx, op) -> bool:
    """The criterion above for copy ``op`` (src packed int4/uint4, dst a fragment)."""
    from .rules import _region_indices, _squeeze

    src, dst = op.src.type, op.dst.type
    if src.dtype.name not in ("int4", "uint4") or dst.dtype.name not in ("float16", "bfloat16"):
        return False
    if not is_packed(op.src) or not ctx.is_fragment(op.dst):
        return False
    offsets = [_const(o) for o in op.src_offsets]
    row = _storage_row_length(ctx, op.src)
    if any(o is None for o in offsets) or row is None or row % 8:
        return False
    local, inverse, _ = ctx.frags[id(op.dst)]
    n = local.type.shape[0]
    if n % 8:
        return False
    t = np.arange(ctx.threads, dtype=np.int64)[:, None]
    slot = np.arange(n, dtype=np.int64)[None, :]
    try:
        coords, guard = inverse(t, slot)
    except (TypeError, ValueError):
        return False
    if guard is not None:
        return False
    coords = [np.broadcast_to(np.asarray(c, dtype=np.int64), (t.size, n)) for c in coords]
    idx = _region_indices(offsets, op.src_extents, _squeeze(coords, dst.shape))
    layout = ctx.shared.get(id(op.src)) if isinstance(src, BufferType) else None
    storage = layout.forward(*idx) if layout is not None else idx
    storage = [np.broadcast_to(np.asarray(s, dtype=np.int64), (t.size, n)).reshape(t.size, n // 8, 8)
               for s in storage]
    *rows, col = storage
    same_row = all(np.all(r == r[:, :, :1]) for r in rows)
    word = col // 8
    return bool(same_row and np.all(word == word[:, :, :1]) and np.all(col % 8 == np.array(NIBBLES)))


def dequant_copy(ctx: Ctx, op) -> bool:
    """Emit the fast path for copy ``op`` when ``word_groups`` holds; False otherwise."""
    from .rules import _region_indices, _squeeze

    if not word_groups(ctx, op):
        return False
    local, inverse, _ = ctx.frags[id(op.dst)]
    u32 = ScalarType(_uint32())
    with ctx.loop(local.type.shape[0] // 8, "g", "unroll") as g:
        first = g * 8
        coords, _ = inverse(Ix(ctx.b, ctx.tid), first)
        idx = _region_indices(op.src_offsets, op.src_extents, _squeeze([ctx.ix(c) for c in coords], op.dst.type.shape))
        *rows, col = ctx.storage_indices(op.src, idx)
        byte = ctx.ix(col) // 8 * 4  # slot 8g holds nibble 0 of its word
        word = ctx.b.value(O.PackedLoadOp, u32, source=op.src, indices=rows + [byte.value()])
        ctx.b.op(O.DequantI4Op, dst=local, dst_offset=ctx.ix(first).value(), word=word,
                 signed=op.src.type.dtype.name == "int4")
    return True


def _uint32():
    from tilelang.dtypes import uint32

    return uint32
