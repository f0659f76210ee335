"""Warp-level register ops of the thread-level IR: ldmatrix, stmatrix, mma.sync, the
INT4 fast dequant.  Operands are per-thread ``local`` buffers (register arrays) at an offset,
so each op maps to one PTX instruction over consecutive registers.

Exact semantics (the simulator and the CUDA rules both follow them; lane =
thread index % 32, g = lane // 4, t = lane % 4):

* ``ldmatrix`` (.x1/.x2/.x4, 16-bit elements): for matrix m < num, lane m*8 + r
  supplies the address of row r (8 consecutive elements of ``src`` starting at
  its ``src_indices``).  Afterwards every lane holds, for each m, the pair
  (row g, cols 2t, 2t+1) -- with ``trans``, (rows 2t, 2t+1, col g) -- in
  ``dst[dst_offset + 2m]`` and ``dst[dst_offset + 2m + 1]``.
* ``mma`` m16n8k16 (f16/bf16 inputs, f32 accumulate) and m16n8k32 (s8/u8 inputs,
  s32 accumulate): ``C += A @ B`` with each lane's registers holding the elements
  given by ``tilelang.layout.mma_m16n8k16_a/b/c`` (resp. ``m16n8k32``): A has 8
  (16) elements per lane, B 4 (8), C 4.
* ``dequant_i4``: the 32-bit ``word`` holds 8 nibbles; output element e (0..7) is
  nibble e//2 + 4*(e%2) (the order ``make_int4_dequant_permutation`` stores),
  read as uint4 or, with ``signed``, as int4, converted exactly to the output dtype.
* ``dequant_word``: the 32-bit ``word`` holds n = 32 / b codes of ``format`` (b = 1,
  2, 4 or 8 bits); output element e (0..n-1) is code e//2 + (n/2)*(e%2), decoded
  exactly into the output dtype by the plan ``lowering/word_decode.py`` makes
  from the format's definition (integer, float or table decode).  A 3, 5, 6 or
  7-bit format is stored in bit planes: ``word`` and ``planes`` are the plan's
  ``inputs`` (one word of each plane's codes, in that order), n the narrowest
  plane's codes a word.  With a ``table`` (a 4-bit format, ``lowering/pair_table.py``):
  pair p (outputs 2p, 2p + 1) is ``table[(code p | code (p + 4) << 4) * 32 + lane]``,
  read from shared memory instead of decoded in registers -- the same values.
* ``fill_pair_table``: the block's threads write every entry of ``table`` (format
  ``format`` into ``dtype``, ``pair_table.pair_table``), each entry once per lane:
  thread ``tid`` takes work items ``tid``, ``tid + threads``, ... below 512 (item i:
  entries 4 (i // 8) .. + 3 for lanes 4 (i % 8) .. + 3).  A barrier must follow
  before a read.
"""


from ..core import Op, attr, operand, operands, opt_operand, register_op
from ..types import INDEX, BufferType, ScalarType
from .memory import check_indices
from .scalar import format_attr

MMA_SHAPES = {  # shape -> (input dtypes, accumulator dtype, A, B, C registers per lane)
    "m16n8k16": (("float16", "bfloat16"), "float32", 8, 4, 4),
    "m16n8k32": (("int8", "uint8"), "int32", 16, 8, 4),
}


def check_local(op: Op, v, offset, count: int, what: str, dtypes=None) -> BufferType:
    t = v.type
    if not isinstance(t, BufferType) or t.scope != "local" or t.rank != 1:
        op.error(f"{what} must be a 1-D local (register) buffer, got {t}")
    if dtypes is not None and t.dtype.name not in dtypes:
        op.error(f"{what} holds {t.dtype}, expected {' or '.join(dtypes)}")
    if offset.type != INDEX:
        op.error(f"{what} offset must be an index, got {offset.type}")
    if t.shape[0] < count:
        op.error(f"{what} needs {count} registers, the buffer has {t.shape[0]}")
    return t


@register_op
class LdmatrixOp(Op):
    """``ldmatrix.sync.aligned.m8n8.x{num}[.trans].b16`` into ``dst[dst_offset:]``."""

    name = "ldmatrix"
    in_kernel = True
    dst: object = operand()
    dst_offset: object = operand()
    src: object = operand()
    src_indices: list = operands()
    num: int = attr("int", default=4)
    trans: bool = attr("bool", default=False)

    def verify(self):
        if self.num not in (1, 2, 4):
            self.error(f"num must be 1, 2 or 4, got {self.num}")
        check_local(self, self.dst, self.dst_offset, 2 * self.num, "dst", ("float16", "bfloat16"))
        s = self.src.type
        if not isinstance(s, BufferType) or s.scope != "shared" or s.dtype.bits != 16:
            self.error(f"src must be a shared buffer of 16-bit elements, got {s}")
        check_indices(self, self.src, self.src_indices, "src")


@register_op
class StmatrixOp(Op):
    """``stmatrix.sync.aligned.m8n8.x{num}.shared.b16`` from ``src[src_offset:]``: the
    inverse of ``ldmatrix`` (sm_90) -- lane m*8 + r supplies the address of row r of
    matrix m (8 consecutive elements of ``dst`` from its ``dst_indices``), and lane 4g + t
    stores its ``src[src_offset + 2m]``, ``src[src_offset + 2m + 1]`` at (row g, cols 2t,
    2t + 1) of matrix m."""

    name = "stmatrix"
    in_kernel = True
    src: object = operand()
    src_offset: object = operand()
    dst: object = operand()
    dst_indices: list = operands()
    num: int = attr("int", default=4)

    def verify(self):
        if self.num not in (1, 2, 4):
            self.error(f"num must be 1, 2 or 4, got {self.num}")
        check_local(self, self.src, self.src_offset, 2 * self.num, "src", ("float16", "bfloat16"))
        d = self.dst.type
        if not isinstance(d, BufferType) or d.scope != "shared" or d.dtype.bits != 16:
            self.error(f"dst must be a shared buffer of 16-bit elements, got {d}")
        check_indices(self, self.dst, self.dst_indices, "dst")


@register_op
class MmaOp(Op):
    """``mma.sync.aligned.{shape}.row.col``: ``C[c_offset:] += A[a_offset:] @ B[b_offset:]``."""

    name = "mma"
    in_kernel = True
    A: object = operand()
    a_offset: object = operand()
    B: object = operand()
    b_offset: object = operand()
    C: object = operand()
    c_offset: object = operand()
    shape: str = attr("ident", default="m16n8k16", choices=tuple(MMA_SHAPES))

    def verify(self):
        inputs, acc, na, nb, nc = MMA_SHAPES[self.shape]
        ta = check_local(self, self.A, self.a_offset, na, "A", inputs)
        tb = check_local(self, self.B, self.b_offset, nb, "B", inputs)
        check_local(self, self.C, self.c_offset, nc, "C", (acc,))
        if ta.dtype != tb.dtype:
            self.error(f"A ({ta.dtype}) and B ({tb.dtype}) must share a dtype")


@register_op
class DequantI4Op(Op):
    """The lop3 / magic-number INT4 conversion: 8 nibbles of ``word`` -> 8 values."""

    name = "dequant_i4"
    dst: object = operand()
    dst_offset: object = operand()
    word: object = operand()
    signed: bool = attr("bool", default=True)

    def verify(self):
        check_local(self, self.dst, self.dst_offset, 8, "dst", ("float16", "bfloat16"))
        if self.word.type != ScalarType(_uint32()):
            self.error(f"word must be a uint32, got {self.word.type}")


def _uint32():
    from tilelang.dtypes import uint32

    return uint32


@register_op
class DequantWordOp(Op):
    """One 32-bit word of low-bit codes of ``format`` -> 32 / b values (module doc)."""

    name = "dequant_word"
    dst: object = operand()
    dst_offset: object = operand()
    word: object = operand()
    planes: list = operands()  # a bit-plane format's other input words (the plan's ``inputs`` after the first)
    table: object = opt_operand()  # a shared pair table (``fill_pair_table``): pairs looked up there
    format: str = attr("str")
    convert: bool = attr("bool", default=False)  # the plan may convert float8 pairs in hardware (fp8_convert)
    raw: bool = attr("bool", default=False)  # the int plan without its fmas (word_decode.raw_plan: T.raw_code)

    def verify(self):
        from ...word_decode import plan_for_words

        fmt = format_attr(self)
        t = self.dst.type
        decode = plan_for_words(fmt, t.dtype.name, 1 + len(self.planes), self.convert, self.raw) \
            if isinstance(t, BufferType) else None
        check_local(self, self.dst, self.dst_offset, decode.codes if decode else 32 // max(fmt.bits, 1), "dst",
                    ("float16", "bfloat16"))
        if decode is None:
            self.error(f"no exact {'raw ' if self.raw else ''}word decode of {fmt.name} into {t.dtype.name} "
                       f"(formats of 1 to 8 bits{'; raw: integer formats, one word' if self.raw else ''}; see "
                       f"lowering/word_decode.py)")
        for w in (self.word, *self.planes):
            if w.type != ScalarType(_uint32()):
                self.error(f"words must be uint32, got {w.type}")
        if 1 + len(self.planes) != len(decode.inputs):
            self.error(f"{fmt.name} decodes {len(decode.inputs)} words ({', '.join(decode.inputs)}), got "
                       f"{1 + len(self.planes)}")
        if self.table is not None:
            check_pair_table(self, self.table, fmt, t.dtype.name)


def check_pair_table(op: Op, table, fmt, out: str) -> None:
    """``table`` is a shared pair table that format ``fmt`` decodes into ``out`` through."""
    from ...pair_table import TABLE_WORDS, uses_pair_table

    if not uses_pair_table(fmt, out):
        op.error(f"{fmt.name} -> {out} has no pair table (4-bit formats whose register decode is longer: "
                 f"lowering/pair_table.py)")
    t = table.type
    if not (isinstance(t, BufferType) and t.scope == "shared" and t.shape == (TABLE_WORDS,)
            and t.dtype == _uint32()):
        op.error(f"table must be a shared uint32 buffer of {TABLE_WORDS} words, got {t}")


@register_op
class FillPairTableOp(Op):
    """Every entry of the shared pair ``table`` of ``format`` into ``dtype``, written by
    the block's ``threads`` threads (``tid``: this thread's index; module doc)."""

    name = "fill_pair_table"
    in_kernel = True
    table: object = operand()
    tid: object = operand()
    format: str = attr("str")
    dtype: str = attr("str")
    threads: int = attr("int")

    def verify(self):
        check_pair_table(self, self.table, format_attr(self), self.dtype)
        if self.tid.type != INDEX:
            self.error(f"tid must be an index, got {self.tid.type}")
        if self.threads < 1:
            self.error(f"threads must be at least 1, got {self.threads}")
