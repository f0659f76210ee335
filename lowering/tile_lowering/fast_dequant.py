"""The ``dequant_i4`` fast path: one 32-bit word of eight int4/uint4 nibbles -> eight
float16/bfloat16 registers (the lop3 / magic-number conversion on CUDA).

Where: a copy from packed int4/uint4 memory into a float16/bfloat16 fragment (the
cast copy that feeds a dequantizing gemm), and a ``T.Parallel`` over a fragment
that casts elements of a packed int4/uint4 shared buffer read at the loop's own
indices (``parallel_words``).  When (``_fits``): take the fragment's local slots
in groups of eight, ``8g .. 8g+7``.  For every thread and
every group, evaluated with numpy over the whole block (the fragment's inverse
layout, the copy's offsets, the source's storage layout):

* slot ``8g + e`` reads a source element in one storage row at column
  ``8w + NIBBLES[e]`` for one word ``w`` -- ``NIBBLES[e] = e // 2 + 4 (e % 2)`` is
  the order ``dequant_i4`` produces (element e from nibble e//2 + 4(e%2));
* the row is a whole number of 32-bit words (storage row length % 8 == 0), so the
  word is an aligned ``uint32``;
* the source offsets are compile-time constants (a global source's region lies
  inside the tensor: the words are read unguarded) and the fragment has no
  padded slots (no guard).

Then each group is ``packed_load [row, 4w] : uint32`` + ``dequant_i4 dst, 8g, word``
(signed for int4).  A weight stored with ``make_int4_dequant_permutation`` read into
the B operand fragment of an m16n8k16 gemm (K a multiple of 32) satisfies it.
Anything else takes the generic element decode (``lowbit.py``).
"""

from __future__ import annotations

import numpy as np

from ..ir import ops as O
from ..ir.core import Op
from ..ir.types import BufferType, ScalarType, TensorType
from .context import Ctx
from .ix import Ix
from .lowbit import is_packed, storage_shape

NIBBLES = tuple(e // 2 + 4 * (e % 2) for e in range(8))  # the dequant_i4 docstring's order

__all__ = ["NIBBLES", "const_int", "dequant_copy", "parallel_words", "slot_coords"]


def const_int(v):
    v = getattr(v, "v", v)
    if isinstance(v, (int, np.integer)):
        return int(v)
    owner = getattr(v, "owner", None)
    if isinstance(owner, Op) and owner.name == "const" and isinstance(owner.value, int):
        return owner.value
    return None


def _storage_row_length(ctx: Ctx, mem):
    d = storage_shape(ctx, mem)[-1]
    return d if isinstance(d, int) else None


def slot_coords(ctx: Ctx, frag, multiple: int):
    """The logical coordinates of every (thread, local slot) of fragment ``frag``: one
    (threads, slots) int array per dim, from its inverse layout; None when the slots
    are not a multiple of ``multiple``, some slot is padding (a guard), or the inverse
    does not evaluate on arrays."""
    local, inverse, _ = ctx.frags[id(frag)]
    n = local.type.shape[0]
    if n % multiple:
        return None
    t = np.arange(ctx.threads, dtype=np.int64)[:, None]
    try:
        coords, guard = inverse(t, np.arange(n, dtype=np.int64)[None, :])
    except (TypeError, ValueError):
        return None
    if guard is not None:
        return None
    return [np.broadcast_to(np.asarray(c, dtype=np.int64), (t.size, n)) for c in coords]


def _fits(ctx: Ctx, mem, frag, to_src) -> bool:
    """The criterion for fragment ``frag`` reading packed ``mem`` at ``to_src(coords)``
    (numpy arrays of the fragment's logical coordinates -> the source's indices)."""
    row = _storage_row_length(ctx, mem)
    if mem.type.dtype.name not in ("int4", "uint4") or not is_packed(mem) or row is None or row % 8:
        return False
    coords = slot_coords(ctx, frag, 8)
    if coords is None:
        return False
    idx = to_src(coords)
    if idx is None:
        return False
    layout = ctx.layout_of(mem)
    storage = layout.forward(*idx) if layout is not None else idx
    t, n = coords[0].shape
    storage = [np.broadcast_to(np.asarray(s, dtype=np.int64), (t, n)).reshape(t, n // 8, 8) for s in storage]
    *rows, col = storage
    same_row = all(np.all(r == r[:, :, :1]) for r in rows)
    word = col // 8
    return bool(same_row and np.all(word == word[:, :, :1]) and np.all(col % 8 == np.array(NIBBLES)))


def _emit_words(ctx: Ctx, mem, frag, dst, to_src) -> None:
    """Per group of 8 slots: load the word of slot 8g, ``dequant_i4`` into ``dst`` at 8g."""
    local, inverse, _ = ctx.frags[id(frag)]
    u32 = ScalarType(_uint32())
    with ctx.loop(local.type.shape[0] // 8, "g", "unroll") as g:
        first = g * 8
        coords, _ = inverse(Ix(ctx.b, ctx.tid), first)
        *rows, col = ctx.storage_indices(mem, to_src([ctx.ix(c) for c in coords]))
        byte = ctx.ix(col) // 8 * 4  # slot 8g holds nibble 0 of its word
        word = ctx.b.value(O.PackedLoadOp, u32, source=mem, indices=rows + [byte.value()])
        ctx.b.op(O.DequantI4Op, dst=dst, dst_offset=ctx.ix(first).value(), word=word,
                 signed=mem.type.dtype.name == "int4")


def dequant_copy(ctx: Ctx, op) -> bool:
    """The fast path for a casting copy packed int4/uint4 -> f16/bf16 fragment, when
    the criterion holds for the copy's index map; False otherwise."""
    from .rules import _region_indices, _squeeze

    if op.dst.type.dtype.name not in ("float16", "bfloat16") or not ctx.is_fragment(op.dst):
        return False
    offsets = [const_int(o) for o in op.src_offsets]
    if any(o is None for o in offsets):
        return False
    if isinstance(op.src.type, TensorType) and any(  # words are read unguarded: all inside the tensor
            not isinstance(d, int) or o + e > d for o, e, d in zip(offsets, op.src_extents, op.src.type.shape)):
        return False
    shape = op.dst.type.shape
    if not _fits(ctx, op.src, op.dst, lambda c: _region_indices(offsets, op.src_extents, _squeeze(c, shape))):
        return False
    _emit_words(ctx, op.src, op.dst, ctx.frags[id(op.dst)][0],
                lambda c: _region_indices(op.src_offsets, op.src_extents, _squeeze(c, shape)))
    return True


def parallel_words(ctx: Ctx, loop, anchor) -> dict:
    """Fast-path reads of a ``T.Parallel`` anchored on fragment ``anchor``: loads of a
    packed int4/uint4 *shared* buffer at the loop's indices (all of them in order, or
    a subset in order with the buffer's shape their extents: so the reads stay in
    bounds when done ahead of the body) whose every use is a cast to one of
    float16/bfloat16, meeting the criterion (each anchor slot decodes the element
    its coordinates project to).  Each is decoded ahead of the loop
    into a local buffer of the thread's slots; returns id(load result) -> buffer.
    The caller drops those loads and turns the casts into register loads."""
    args = loop.body.args
    uses: dict[int, list] = {}
    for top in loop.body.ops:
        for sub in top.walk():
            for v in sub.operand_values():
                uses.setdefault(id(v), []).append(sub)
    out = {}
    for top in loop.body.ops:
        for sub in top.walk():
            if sub.name != "load" or id(sub.source) not in ctx.shared or not is_packed(sub.source):
                continue
            # the indices are loop variables in loop order: all of them, or some (a tile
            # broadcast along the others, e.g. a weight read for every row of A)
            pos = [next((p for p, a in enumerate(args) if a is i), None) for i in sub.indices]
            if None in pos or pos != sorted(set(pos)):
                continue
            project = (lambda c, pos=pos: [c[p] for p in pos])
            casts = uses.get(id(sub.result), [])
            types = {c.result.type for c in casts if c.name == "cast"}
            if not casts or len(types) != 1 or any(c.name != "cast" for c in casts):
                continue
            (t,) = types
            if t.dtype.name not in ("float16", "bfloat16") or \
                    tuple(sub.source.type.shape) != tuple(loop.extents[p] for p in pos):
                continue
            if not _fits(ctx, sub.source, anchor, project):
                continue
            n = ctx.frags[id(anchor)][0].type.shape[0]
            buf = ctx.b.value(O.AllocLocalOp, BufferType("local", (n,), t.dtype), name="dequant")
            _emit_words(ctx, sub.source, anchor, buf, project)
            out[id(sub.result)] = buf
    return out


def _uint32():
    from tilelang.dtypes import uint32

    return uint32
