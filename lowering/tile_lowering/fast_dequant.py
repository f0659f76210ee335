"""The word-decode fast path: one 32-bit word of n = 32 / b codes -> n float16/bfloat16
registers -- ``dequant_i4`` for int4/uint4 (the lop3 / magic-number conversion on
CUDA), ``dequant_word`` for every other format of 1, 2, 4 or 8 bits that
``lowering/word_decode.py`` plans a decode for (integer, float or table formats).
Below, for int4 (n = 8); every width is the same with groups of n slots and slot e
reading code ``e // 2 + n / 2 (e % 2)`` of its word.

Where: a copy from packed low-bit memory into a float16/bfloat16 fragment (the
cast copy that feeds a dequantizing gemm), and a ``T.Parallel`` over a fragment
that casts elements of a packed low-bit shared buffer read at the loop's own
indices (``parallel_words``).  When (``_fits``): the thread's local slots fall into
groups of n -- the same slot numbers for every thread -- each group the n codes of
one 32-bit word of one storage row, slot ``group[e]`` reading code
``e // 2 + n / 2 (e % 2)`` (int4: nibble ``NIBBLES[e]``, the order ``dequant_i4``
produces).  Checked with numpy over the whole block (the fragment's inverse layout,
the copy's offsets, the source's storage layout); moreover the row is a whole
number of words (an aligned ``uint32``), the source offsets are compile-time
constants (a global source's region lies inside the tensor: the words are read
unguarded) and the fragment has no padded slots (no guard).

Then each group is ``packed_load [row, 4w] : uint32`` + ``dequant_i4`` / ``dequant_word``:
straight into the slots when the groups are runs ``n g .. n g + n - 1`` (the mma
B operand of an m16n8k16 gemm: slots in k order within a row), else into a buffer
of n registers copied to the group's slots (wgmma's register A operand holds rows r
and r + 8 in alternate runs of 8: a 1 or 2-bit word spans two runs).  Where the groups pair
up as two rows' words whose codes sit side by side in the slots (an mma B operand
with k along the rows: a value tile in P V), the two words are spliced by half words
first, so that each decoded pair is one whole register (``_paired_groups``).  A weight
stored with ``make_lowbit_dequant_permutation`` read into either satisfies it.
Anything else takes the generic element decode (``lowbit.py``).
"""

from __future__ import annotations

from tilelang.lazy_import import is_integer, lazy_module

np = lazy_module("numpy")

from ..ir import ops as O
from ..ir.core import Op, Value
from ..ir.ops.packed import word_readable
from ..ir.types import BufferType, ScalarType, TensorType, VectorType
from ..word_decode import plan, plan_for_words, slot_code
from .context import Ctx
from .ix import Ix
from .lowbit import is_packed, storage_shape

NIBBLES = tuple(e // 2 + 4 * (e % 2) for e in range(8))  # the dequant_i4 docstring's order

__all__ = ["NIBBLES", "const_int", "dequant_copy", "minus_constant", "parallel_words", "slot_coords",
           "word_codes"]


def const_int(v):
    v = getattr(v, "v", v)
    if is_integer(v):
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
    local, inverse, _ = ctx.frags[frag]
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


def converts(target, fmt, out: str, words: int) -> bool:
    """Whether a ``dequant_word`` of ``fmt`` into ``out`` takes the target's float8
    conversions (``fp8_convert``): where they give a shorter plan (float8_e4m3fn into
    float16: 3 instructions a word against 15).  Set only then, so that every other
    decode's IR stays as it was."""
    return target.has("fp8_convert") and fmt.bits == 8 and \
        plan_for_words(fmt, out, words, True) != plan_for_words(fmt, out, words)


def word_codes(fmt, out) -> int | None:
    """Codes per word of the fast decode of packed format ``fmt`` into ``out`` (a dtype
    name), or None when there is none (no exact word decode plan)."""
    if fmt.name in ("int4", "uint4"):
        return 8  # (dequant_i4)
    if fmt.bits not in (1, 2, 4, 8) or out not in ("float16", "bfloat16"):
        return None
    return 32 // fmt.bits if plan(fmt, out) is not None else None


def _storage_coords(ctx: Ctx, mem, frag, to_src, multiple: int):
    """(rows, col): the storage indices of ``mem`` (through its layout) that every
    (thread, slot) of fragment ``frag`` reads at ``to_src(coords)``, each a (threads,
    slots) int array; None where ``slot_coords`` has none or ``to_src`` gives none."""
    coords = slot_coords(ctx, frag, multiple)
    if coords is None:
        return None
    idx = to_src(coords)
    if idx is None:
        return None
    layout = ctx.layout_of(mem)
    storage = layout.forward(*idx) if layout is not None else idx
    t, slots = coords[0].shape
    *rows, col = [np.broadcast_to(np.asarray(s, dtype=np.int64), (t, slots)) for s in storage]
    return rows, col


def _word_vector(ctx: Ctx, mem, frag, to_src, n: int, count: int) -> int:
    """Words one load may take (4, 2, or 1) of a thread's ``count`` runs of ``n`` slots
    in order, each run one word of ``mem`` (a shared tile): ``lanes`` consecutive runs
    read consecutive words of one storage row, the first at a multiple of ``lanes``
    words, in every thread (and the row's bytes a multiple of the load's) -- checked
    with numpy over the whole block, through the tile's layout (a swizzle keeps a
    16-byte chunk whole)."""
    if not ctx.target.options.vector_words or mem not in ctx.shared:
        return 1
    try:
        storage = _storage_coords(ctx, mem, frag, to_src, n)
    except (TypeError, ValueError, AttributeError):  # (indices that are IR values: no numeric map)
        return 1
    row = _storage_row_length(ctx, mem)
    if storage is None or row is None:
        return 1
    rows, col = storage
    first = np.arange(count) * n  # (each run's first slot holds code 0 of its word)
    words = col[:, first] // n
    row_bytes = row * mem.type.dtype.bits // 8
    for lanes in (4, 2):
        if count % lanes or row_bytes % (4 * lanes):
            continue
        w = words.reshape(words.shape[0], -1, lanes)
        same_row = all(np.all(r[:, first].reshape(w.shape) == r[:, first].reshape(w.shape)[:, :, :1]) for r in rows)
        if same_row and np.all(w == w[:, :, :1] + np.arange(lanes)) and np.all(w[:, :, 0] % lanes == 0):
            return lanes
    return 1


def _fits(ctx: Ctx, mem, frag, to_src, out, fmt=None):
    """The criterion for fragment ``frag`` reading packed ``mem`` at ``to_src(coords)``
    (numpy arrays of the fragment's logical coordinates -> the source's indices),
    decoded as ``fmt`` (default: ``mem``'s format) into ``out``: the thread's slots fall
    into groups of n, the same for every thread, each group one word of one storage
    row.  Returns the groups (tuples of n slots, output order: slot ``group[e]`` takes
    the decode's output e), or None."""
    row = _storage_row_length(ctx, mem)
    n = word_codes(fmt or mem.type.dtype, out) if word_readable(mem) else None
    if n is None or row is None or row % n:
        return None
    storage = _storage_coords(ctx, mem, frag, to_src, n)
    if storage is None:
        return None
    rows, col = storage
    slots = col.shape[1]
    order = [slot_code(n, e) for e in range(n)]

    def valid(groups):  # every thread: each group one word of one row, in the decode's order
        g = np.asarray(groups)
        gcol = col[:, g]
        return (all(np.all(r[:, g] == r[:, g][:, :, :1]) for r in rows) and np.all(gcol // n == gcol[:, :, :1] // n)
                and np.all(gcol % n == np.array(order)))

    runs = [tuple(range(i, i + n)) for i in range(0, slots, n)]
    if valid(runs):  # (runs of n slots: several may read one word, e.g. a weight shared by rows of A)
        return runs
    # else thread 0's groups: the slots of each word, by the output that takes each code
    words: dict[tuple, dict[int, int]] = {}
    for slot in range(slots):
        key = tuple(int(r[0, slot]) for r in rows) + (int(col[0, slot]) // n,)
        word = words.setdefault(key, {})
        if int(col[0, slot]) % n in word:
            return None  # (a word read twice, out of runs: not a grouping this path makes)
        word[int(col[0, slot]) % n] = slot
    if any(len(w) != n for w in words.values()):
        return None
    groups = sorted(tuple(w[p] for p in order) for w in words.values())
    return groups if valid(groups) else None


def _emit_words(ctx: Ctx, mems, frag, dst, to_src, groups, fmt, raw=False) -> None:
    """Per group: load the words holding its codes and decode them (format ``fmt``) into
    the group's slots of ``dst`` -- in place when the groups are runs of n slots in order
    (a loop), else through a register buffer of n copied to the slots (ptxas renames the
    copies).  ``mems``: the packed buffers read, one per bit plane (one for a format of
    1, 2, 4 or 8 bits); plane k's words hold ``n_k`` codes, word j of a group being the
    one of the group's slot ``j n_k`` (each plane's groups tile the narrowest's).
    ``raw``: the decode stops before its fma (``T.raw_code``: ``dequant_word`` raw)."""
    local, inverse, _ = ctx.frags[frag]
    n = len(groups[0])
    u32 = ScalarType(_uint32())
    widths = [word_codes(m.type.dtype, dst.type.dtype.name) for m in mems]

    def load(mem, codes, slot, word=u32):  # (word: a vec<lanes, uint32> reads the next words too)
        coords, _ = inverse(Ix(ctx.b, ctx.tid), slot)
        *rows, col = ctx.storage_indices(mem, to_src([ctx.ix(c) for c in coords]))
        byte = ctx.ix(col) // codes * 4  # (the slot holds code 0 of its word)
        return ctx.b.value(O.PackedLoadOp, word, source=mem, indices=rows + [byte.value()])

    def decode(slot_of, into, offset, words=None):  # slot_of(i): the group's i-th slot
        words = words or [load(m, c, slot_of(j * c)) for m, c in zip(mems, widths) for j in range(n // c)]
        if raw:
            ctx.b.op(O.DequantWordOp, dst=into, dst_offset=offset, word=words[0], planes=[], table=None,
                     format=fmt.name, raw=True)
        elif fmt.name in ("int4", "uint4"):
            ctx.b.op(O.DequantI4Op, dst=into, dst_offset=offset, word=words[0], signed=fmt.name == "int4")
        else:
            table = ctx.pair_table(fmt, dst.type.dtype.name, ctx.b.loc) if len(words) == 1 else None
            ctx.b.op(O.DequantWordOp, dst=into, dst_offset=offset, word=words[0], planes=words[1:], table=table,
                     format=fmt.name, convert=converts(ctx.target, fmt, dst.type.dtype.name, len(words)))

    if all(grp == tuple(range(i * n, i * n + n)) for i, grp in enumerate(groups)):
        count = local.type.shape[0] // n
        lanes = _word_vector(ctx, mems[0], frag, to_src, n, count) if len(mems) == 1 else 1
        if lanes > 1:  # (consecutive words in one 8- or 16-byte load, each decoded as it was)
            with ctx.loop(count // lanes, "g", "unroll") as g:
                vec = load(mems[0], n, g * (lanes * n), VectorType(lanes, u32.dtype))
                for v in range(lanes):
                    word = ctx.b.value(O.VecExtractOp, u32, vector=vec, lane=v)
                    decode(None, dst, ctx.ix((g * lanes + v) * n).value(), [word])
            return
        with ctx.loop(count, "g", "unroll") as g:
            decode(lambda i: g * n + i, dst, ctx.ix(g * n).value())
        return
    pairs = _paired_groups(groups) if len(mems) == 1 else None
    buf = ctx.b.value(O.AllocLocalOp, BufferType("local", (n,), dst.type.dtype), name="decoded")

    def decode_into(grp, words=None):  # (straight into a run of slots, else through buf)
        if grp == tuple(range(grp[0], grp[0] + n)):
            decode(lambda i: grp[i], dst, ctx.const(grp[0]), words)
            return
        decode(lambda i: grp[i], buf, ctx.const(0), words)
        for e, slot in enumerate(grp):
            v = ctx.b.value(O.LoadOp, ScalarType(dst.type.dtype), source=buf, indices=[ctx.const(e)])
            ctx.b.op(O.StoreOp, dest=dst, indices=[ctx.const(slot)], value=v)

    if pairs:  # (two rows' words spliced by halves: each decoded pair is one register of the fragment)
        for a, b in pairs:
            wa, wb = load(mems[0], n, a[0]), load(mems[0], n, b[0])
            decode_into(_interleave(a, b, 0), [_u32(ctx, O.OrOp, _u32(ctx, O.AndOp, wa, 0xFFFF),
                                                    _u32(ctx, O.ShlOp, wb, 16))])
            decode_into(_interleave(a, b, n // 2), [_u32(ctx, O.OrOp, _u32(ctx, O.ShrOp, wa, 16),
                                                         _u32(ctx, O.AndOp, wb, 0xFFFF0000))])
        return
    for grp in groups:
        decode_into(grp)


def _code_slots(group) -> list:
    """The slots of a group by code: entry k is the slot that takes the word's code k
    (the group lists them in the decode's output order)."""
    n = len(group)
    by_code = [0] * n
    for e, slot in enumerate(group):
        by_code[slot_code(n, e)] = slot
    return by_code


def _interleave(a, b, first: int) -> tuple:
    """The slots that take the decode of a word spliced from half words of groups ``a``
    and ``b`` -- codes ``first .. first + n/2 - 1`` of a's word, then the same of b's --
    in the decode's output order: output e takes the spliced word's code ``slot_code(n,
    e)``, which is a's code ``first + e // 2`` for even e and b's for odd e."""
    ca, cb = _code_slots(a), _code_slots(b)
    return tuple((ca if e % 2 == 0 else cb)[first + e // 2] for e in range(len(a)))


def _paired_groups(groups):
    """Pairs (a, b) of the groups (words of two storage rows) whose codes sit side by
    side in the slots -- code k of b's word in the slot after code k of a's, that one
    even -- as in an mma B operand whose k runs along the rows (a value tile in P V:
    slots 2i and 2i + 1 hold one column of two consecutive rows).  A word spliced from
    their low half words, ``(a & 0xFFFF) | b << 16``, and one from their high halves,
    ``a >> 16 | (b & 0xFFFF0000)`` (one ``prmt`` each), then decode into whole
    registers of the fragment (``_interleave``) -- two permutes for two words in place
    of one for each decoded pair.  None unless every group pairs so."""
    n = len(groups[0])
    if n % 2:
        return None
    slots = {g: _code_slots(g) for g in groups}
    by_first = {slots[g][0]: g for g in groups}
    pairs, taken = [], set()
    for a in sorted(groups):
        if a in taken:
            continue
        b = by_first.get(slots[a][0] + 1)
        if b is None or b in taken or b == a or \
                any(s % 2 or t != s + 1 for s, t in zip(slots[a], slots[b])):
            return None
        pairs.append((a, b))
        taken.update((a, b))
    return pairs


def _u32(ctx: Ctx, cls, a: Value, b) -> Value:
    """``a <cls> b`` on uint32 words (``b`` a value, or an int made a constant)."""
    u32 = ScalarType(_uint32())
    return ctx.b.value(cls, u32, lhs=a, rhs=b if isinstance(b, Value) else ctx.b.value(O.ConstOp, u32, value=b))


def _plane_groups(ctx: Ctx, mems, frag, to_src, fmt, out):
    """The groups of a bit-plane read (``T.from_planes`` of ``mems``): the narrowest
    plane's groups, when every other plane's groups tile each of them in order (word j of
    plane k holds the group's slots ``j n_k .. j n_k + n_k - 1``, its output order) and
    the planes are the ones ``dequant_word`` reads (``plan_for_words``: ``plane_split``'s,
    or nibbles for 8-bit codes), lowest bits first; else None."""
    widths = [m.type.dtype.bits for m in mems]
    decode = plan(fmt, out, tuple((p, sum(widths[:k])) for k, p in enumerate(widths)))
    # (dequant_word knows its planes by the count of its words: other splits keep the element decode)
    if decode is None or len(decode.inputs) < 2 or decode != plan_for_words(fmt, out, len(decode.inputs)):
        return None
    per_plane = [_fits(ctx, m, frag, to_src, out) for m in mems]
    if any(g is None for g in per_plane):
        return None
    n = decode.codes
    units = next(g for g in per_plane if len(g[0]) == n)
    for groups in per_plane:
        c = len(groups[0])
        known = set(groups)
        if any(tuple(u[j:j + c]) not in known for u in units for j in range(0, n, c)):
            return None
    return units


def dequant_copy(ctx: Ctx, op) -> bool:
    """The fast path for a casting copy packed low-bit -> f16/bf16 fragment, when
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
    groups = _fits(ctx, op.src, op.dst, lambda c: _region_indices(offsets, op.src_extents, _squeeze(c, shape)),
                   op.dst.type.dtype.name)
    if groups is None:
        return False
    _emit_words(ctx, [op.src], op.dst, ctx.frags[op.dst][0],
                lambda c: _region_indices(op.src_offsets, op.src_extents, _squeeze(c, shape)), groups,
                op.src.type.dtype)
    return True


def parallel_words(ctx: Ctx, loop, anchor) -> dict:
    """Fast-path reads of a ``T.Parallel`` anchored on fragment ``anchor``: loads of a
    packed low-bit (or int8 / uint8, ``word_readable``) *shared* buffer at the loop's indices (all of them in order, or
    a subset in order with the buffer's shape their extents: so the reads stay in
    bounds when done ahead of the body) whose every use is a cast to one of
    float16/bfloat16, meeting the criterion (each anchor slot decodes the element
    its coordinates project to); and ``T.from_planes`` of such loads, one per bit
    plane (``_plane_groups``).  Each is decoded ahead of the loop into a local buffer
    of the thread's slots; returns the load or from_planes result -> buffer.  The
    caller drops those loads (and from_planes) and turns the casts into register
    loads.

    A cast whose only use subtracts an integer constant z (``cast(code) - z``, or adds
    -z) from an integer format's code -- an unsigned weight read with its implicit
    zero, say -- folds into the decode: the codes are decoded as the format whose
    value is the code's minus z (``minus_constant``; its fma takes z), exactly the
    same values, one instruction per pair of weights less; the subtracts then read the
    registers and the casts are dropped too.

    Returns value -> the register buffer its op becomes a load of, or None: the op
    is dropped."""
    args = loop.body.args
    uses: dict[Value, list] = {}
    for top in loop.body.ops:
        for sub in top.walk():
            for v in sub.operand_values():
                uses.setdefault(v, []).append(sub)
    out = {}

    def indexed(sub):  # the positions of a load's indices among the loop's variables, in order; else None
        pos = [next((p for p, a in enumerate(args) if a is i), None) for i in sub.indices]
        return None if None in pos or pos != sorted(set(pos)) else pos

    def cast_type(value):  # the one float16 / bfloat16 type every use of ``value`` casts it to; else None
        casts = uses.get(value, [])
        types = {c.result.type for c in casts if c.name == "cast"}
        if not casts or len(types) != 1 or any(c.name != "cast" for c in casts):
            return None
        (t,) = types
        return t if t.dtype.name in ("float16", "bfloat16") else None

    def raw_type(value):  # the one type of every raw_code of ``value`` (its code, never its position); else None
        raws = uses.get(value, [])
        types = {r.result.type for r in raws if r.name == "raw_code" and r.code is value and r.position is not value}
        return types.pop() if raws and len(types) == 1 and all(r.name == "raw_code" for r in raws) else None

    def packed_shared_load(sub):
        return sub.name == "load" and sub.source in ctx.shared and word_readable(sub.source)

    def decoded(value, fmt, t, groups_of, emit, dropped):
        """Decode ``value`` (its casts to ``t``) as ``fmt``, or as ``fmt`` minus the
        constant every cast's one use subtracts (``_subtracted_constant``) where that
        format decodes too; ``groups_of(fmt)``: the slot groups (None: no fast path)."""
        casts = uses[value]
        folded = _subtracted_constant(casts, uses)
        twin = minus_constant(fmt, folded[0]) if folded else None
        groups = groups_of(twin) if twin is not None else None
        if groups is None:
            twin, groups = None, groups_of(fmt)
            if groups is None:
                return
        buf = _decoded_buffer(ctx, anchor, t)
        emit(groups, twin or fmt, buf)
        for key in dropped:
            out[key] = None
        if twin is not None:  # (the subtracts read the decoded registers; their casts go)
            out.update({c.result: None for c in casts})
            out.update({op.result: buf for op in folded[1]})
        else:
            out.update({c.result: buf for c in casts})

    for top in loop.body.ops:
        for sub in top.walk():
            if sub.name == "from_planes":  # a bit-plane read: every plane a packed shared load at one index map
                loads = [getattr(v, "owner", None) for v in sub.planes]
                if not all(isinstance(ld, Op) and packed_shared_load(ld) and uses.get(ld.result) == [sub]
                           for ld in loads):
                    continue
                positions = [indexed(ld) for ld in loads]
                t = cast_type(sub.result)
                if t is None or None in positions or any(q != positions[0] for q in positions):
                    continue
                pos = positions[0]
                project = (lambda c, pos=pos: [c[p] for p in pos])
                mems = [ld.source for ld in loads]
                if any(tuple(m.type.shape) != tuple(loop.extents[p] for p in pos) for m in mems):
                    continue
                decoded(sub.result, sub.result.type.dtype, t,
                        lambda f, mems=mems, project=project: _plane_groups(ctx, mems, anchor, project, f,
                                                                            t.dtype.name),
                        lambda groups, f, buf, mems=mems, project=project: _emit_words(
                            ctx, mems, anchor, buf, project, groups, f),
                        (sub.result, *(ld.result for ld in loads)))  # (the planes' loads are dropped too)
                continue
            if not packed_shared_load(sub):
                continue
            # the indices are loop variables in loop order: all of them, or some (a tile
            # broadcast along the others, e.g. a weight read for every row of A); else
            # integer expressions of them (a permuted column: a kernel reading codes in
            # an mma operand's word order) that stay in bounds on every slot
            pos = indexed(sub)
            t = cast_type(sub.result)
            raw = raw_type(sub.result) if t is None else None
            if t is None and raw is None:
                continue
            if pos is not None:
                project = (lambda c, pos=pos: [c[p] for p in pos])
                if tuple(sub.source.type.shape) != tuple(loop.extents[p] for p in pos):
                    continue
            else:
                project = index_map(sub.indices, args)
                if project is None or not _in_bounds(ctx, anchor, project, sub.source.type.shape):
                    continue
            if raw is not None:
                _raw_words(ctx, sub, uses[sub.result], anchor, args, project, raw, out)
                continue
            decoded(sub.result, sub.source.type.dtype, t,
                    lambda f, sub=sub, project=project: _fits(ctx, sub.source, anchor, project, t.dtype.name, f),
                    lambda groups, f, buf, sub=sub, project=project: _emit_words(
                        ctx, [sub.source], anchor, buf, project, groups, f),
                    (sub.result,))
    return out


def _raw_words(ctx: Ctx, load, raws, anchor, args, project, t, out) -> None:
    """``T.raw_code`` of a packed shared load, each at the code's own place in its row:
    the words decoded without their fmas (``dequant_word`` raw) ahead of the loop, the
    raw_codes turned into register loads.  Checked over the block: every raw_code's
    position is, modulo the word, the code's storage column in its pair (the raw values
    depend on that only, ``raw_affine``); else the element arithmetic stays."""
    from ..word_decode import raw_plan

    fmt, mem = load.source.type.dtype, load.source
    if raw_plan(fmt, t.dtype.name) is None:
        return
    n = 32 // fmt.bits
    groups = _fits(ctx, mem, anchor, project, t.dtype.name, fmt)
    storage = _storage_coords(ctx, mem, anchor, project, n) if groups is not None else None
    coords = slot_coords(ctx, anchor, 1)
    if storage is None or coords is None:
        return
    col = storage[1] % n % (n // 2)
    for r in raws:
        place = index_map([r.position], args)
        if place is None or not np.all(np.asarray(place(coords)[0]) % n % (n // 2) == col):
            return
    buf = _decoded_buffer(ctx, anchor, t)
    _emit_words(ctx, [mem], anchor, buf, project, groups, fmt, raw=True)
    out[load.result] = None
    out.update({r.result: buf for r in raws})


_INDEX_OPS = {"add": lambda a, b: a + b, "sub": lambda a, b: a - b, "mul": lambda a, b: a * b,
              "floordiv": lambda a, b: a // b, "floormod": lambda a, b: a % b}


def index_map(indices, args):
    """``indices`` (IR values) as a function of the loop variables ``args``: a callable
    taking one value per loop variable -- numpy arrays, or ``Ix`` index builders (both
    have Python's ``//`` and ``%``, the IR's floordiv / floormod) -- and returning one
    per index; None when an index is not built from the variables and integer constants
    by + - * // %."""
    def ev(v, env, depth=0):
        if v in env:
            return env[v]
        owner = getattr(v, "owner", None)
        if depth > 64 or not isinstance(owner, Op):
            raise LookupError
        if owner.name == "const" and isinstance(owner.value, int):
            return owner.value
        if owner.name not in _INDEX_OPS:
            raise LookupError
        return _INDEX_OPS[owner.name](ev(owner.lhs, env, depth + 1), ev(owner.rhs, env, depth + 1))

    def project(coords):
        return [ev(i, dict(zip(args, coords))) for i in indices]
    try:
        project([np.zeros(1, dtype=np.int64)] * len(args))
    except LookupError:
        return None
    return project


def _in_bounds(ctx: Ctx, frag, project, shape) -> bool:
    """Whether ``project`` of every slot's coordinates of ``frag`` lies inside ``shape``."""
    coords = slot_coords(ctx, frag, 1)
    if coords is None or not all(isinstance(d, int) for d in shape):
        return False
    return all(np.all((i >= 0) & (i < d)) for i, d in zip(project(coords), shape))


def _subtracted_constant(casts, uses):
    """(z, ops) when each cast's one use subtracts the same integer constant z != 0 from
    it (``sub cast, z`` or ``add cast, -z``, either side): ``ops`` those subtracts;
    else None."""
    zs, ops = set(), []
    for c in casts:
        users = uses.get(c.result, [])
        if len(users) != 1 or users[0].name not in ("sub", "add"):
            return None
        op = users[0]
        lhs, rhs = op.operand_values()
        if op.name == "sub" and lhs is c.result:
            z = _const_value(rhs)
        elif op.name == "add" and c.result in (lhs, rhs) and lhs is not rhs:
            z = _const_value(rhs if lhs is c.result else lhs)
            z = None if z is None else -z
        else:
            return None
        if z is None or z != int(z) or z == 0:
            return None
        zs.add(int(z))
        ops.append(op)
    return (zs.pop(), ops) if len(zs) == 1 else None


def _const_value(v):
    """The number a constant (or a cast of one) holds; None for anything else."""
    owner = getattr(v, "owner", None)
    while isinstance(owner, Op) and owner.name == "cast":
        owner = getattr(owner.value, "owner", None)
    if isinstance(owner, Op) and owner.name == "const" and isinstance(owner.value, (int, float)):
        return owner.value
    return None


def minus_constant(fmt, z: int):
    """The integer format of ``fmt``'s codes whose value is ``fmt``'s minus ``z`` (raw -
    (offset + z)), registered once (``uint2_minus2``: uint2 read with its implicit zero
    2); None for a format that is not an integer one."""
    from tilelang.dtypes import int_dtype

    if not getattr(fmt, "is_int", False):
        return None
    name = f"{fmt.name}_{'minus' if z > 0 else 'plus'}{abs(z)}"
    return int_dtype(name, fmt.bits, signed=fmt.is_signed, offset=fmt.offset + z)


def _decoded_buffer(ctx: Ctx, anchor, t):
    n = ctx.frags[anchor][0].type.shape[0]
    return ctx.b.value(O.AllocLocalOp, BufferType("local", (n,), t.dtype), name="dequant")


def _uint32():
    from tilelang.dtypes import uint32

    return uint32
