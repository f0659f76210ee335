"""Thread-level access to packed low-bit memory, and the code <-> value maps of low-bit formats.

Storage (the packing rule of docs/lowering.md): a global tensor or shared buffer whose dtype has
b < 8 bits holds *packed bytes*.  Each row (all indices but the last) is a
little-endian bit stream: element ``k`` of a row occupies bits
``[k*b, (k+1)*b)``, i.e. it starts at byte ``k*b // 8``, bit ``(k*b) % 8``; a row
of ``K`` elements is ``K*b/8`` bytes (whole bytes), and rows follow each other in
row-major order.  A shared buffer of storage shape ``(r, c)`` is ``r*c*b/8``
bytes of dynamic shared memory; a global tensor is an ``unsigned char*`` to the
caller's packed storage.  Registers (local / var buffers, SSA values) of a low-bit
dtype hold decoded values, one per element (ints as ints, floats and tables as
their float values).

After ``lower-tile-ops`` every access to packed memory is byte-level: the last
index of ``packed_load``, ``packed_store`` and ``cp_async`` on a packed memory is a
*byte* offset within the row; the other indices are storage row indices.  (Tile
ops and ``load``/``store`` before lowering keep logical element indices.)

Byte address of ``mem[i0, ..., i_{r-2}, byte]``: ``base + (row * row_bytes) + byte``
with ``row = (i0 * d1 + i1) * d2 + ... + i_{r-2}`` over the dims ``d`` of the
storage shape and ``row_bytes = d_{r-1} * b / 8``.
"""


from ..core import Op, operand, operands, register_op
from ..types import BufferType, ScalarType, TensorType, VectorType, is_integer_like
from .memory import check_indices

WORD_DTYPES = {"uint8": 1, "uint16": 2, "uint32": 4}  # result / value dtype -> bytes accessed
WORD_VECTOR_LANES = (2, 4)  # a packed_load of consecutive uint32 words: vec<2 | 4, uint32>


def word_bytes(t) -> int:
    """The bytes a ``packed_load`` of result type ``t`` reads (or a ``packed_store`` of a
    value of type ``t`` writes)."""
    if isinstance(t, VectorType):
        return 4 * t.lanes
    return WORD_DTYPES[t.dtype.name]


def is_packed(mem) -> bool:
    """A memory that holds packed bytes: a global tensor or shared buffer of < 8 bits."""
    t = mem.type
    packed_scope = isinstance(t, TensorType) or (isinstance(t, BufferType) and t.scope == "shared")
    return packed_scope and t.dtype.bits < 8


def word_readable(mem) -> bool:
    """``packed_load`` reads ``mem``: packed memory, or a shared buffer of an 8-bit
    format (int8 / uint8, float8 e4m3 / e5m2, a user's 8-bit format: one code a byte,
    so bytes and elements coincide), whose words of four codes the word decode takes
    (``lowering/tile_lowering/fast_dequant.py``)."""
    t = mem.type
    return is_packed(mem) or (isinstance(t, BufferType) and t.scope == "shared" and t.dtype.bits == 8
                              and t.dtype.name != "bool")


def _check_packed_access(op: Op, mem, indices, word_type, what: str) -> None:
    check_indices(op, mem, indices, what)
    if not (word_readable(mem) if op.name == "packed_load" else is_packed(mem)):
        op.error(f"{what} must be a global tensor or shared buffer of a dtype of fewer than 8 bits "
                 f"(packed storage), got {mem.type}")
    if op.name == "packed_load" and isinstance(word_type, VectorType):
        if word_type.dtype.name != "uint32" or word_type.lanes not in WORD_VECTOR_LANES:
            op.error(f"reads a uint8, uint16 or uint32 word or a vec<2 | 4, uint32> of consecutive words, got "
                     f"{word_type}")
    elif not isinstance(word_type, ScalarType) or word_type.dtype.name not in WORD_DTYPES:
        op.error(f"accesses a uint8, uint16 or uint32 word, got {word_type}")


@register_op
class PackedLoadOp(Op):
    """Read a little-endian word of packed storage: ``result = bytes [byte, byte + w)`` of
    the row ``indices[:-1]`` of ``source``, where ``byte = indices[-1]`` and ``w`` = 1, 2
    or 4 is the size of the result type (uint8, uint16, uint32).  Byte ``byte + j``
    supplies bits ``[8j, 8j + 8)`` of the result.  The access must lie inside the
    row (``byte + w <= row_bytes``) and be aligned (the flat byte offset a multiple
    of ``w``), so CUDA emits ``*(const uintW_t*)(base + offset)``.  It reads shared
    memory like any load (race-checked per byte in the simulator).  A result of type
    ``vec<2 | 4, uint32>`` reads 2 or 4 consecutive words at once (``w`` = 8 or 16: lane
    i is the word at ``byte + 4 i``; one 64- or 128-bit load)."""

    name = "packed_load"
    num_results = 1
    source: object = operand()
    indices: list = operands()

    def verify(self):
        _check_packed_access(self, self.source, self.indices, self.result.type, "source")


@register_op
class PackedStoreOp(Op):
    """Write a little-endian word into packed storage: bytes ``[byte, byte + w)`` of the
    row ``indices[:-1]`` of ``dest`` become the ``w`` bytes of ``value`` (uint8, uint16
    or uint32; byte ``byte + j`` gets bits ``[8j, 8j + 8)``).  Same bounds and alignment
    rules as ``packed_load``.  Only whole bytes are written: storing one element of a
    sub-byte format is a read-modify-write in IR (``packed_load``, and/or, this op),
    which is a race when two threads do it on one byte -- lowering gives each
    thread whole bytes, and the simulator reports byte-level races."""

    name = "packed_store"
    dest: object = operand()
    indices: list = operands()
    value: object = operand()

    def verify(self):
        _check_packed_access(self, self.dest, self.indices, self.value.type, "dest")


def _table_dtype(op: Op, t, what: str):
    if not isinstance(t, ScalarType) or t.dtype.bits > 8 or not (t.dtype.is_float or t.dtype.is_lut):
        op.error(f"{what} must be a float or lookup-table format of at most 8 bits, got {t}")
    return t.dtype


@register_op
class DecodeLutOp(Op):
    """The value of a code in the result's format: ``result = float32(table[code])`` with
    ``table = dtype.decode_table()`` (``2**bits`` float64 entries indexed by the unsigned
    bit pattern; NaN for NaN codes and for table codes past the format's values).
    Registers of float and table formats hold their values as float32 (an entry
    like 0.3 of a user table is rounded to float32 once, as the interpreter holds it).
    ``code`` is an integer (int32 or index) in ``[0, 2**bits)``.  The result dtype is a
    float or table (LUT) format of at most 8 bits; integer formats decode with plain
    arithmetic instead.  CUDA: a ``float`` table of the entries (``__constant__`` or
    in registers) indexed by the code; the result register holds that float."""

    name = "decode_lut"
    pure = True
    num_results = 1
    code: object = operand()

    def verify(self):
        if not is_integer_like(self.code.type):
            self.error(f"code must be an integer, got {self.code.type}")
        _table_dtype(self, self.result.type, "result")


@register_op
class EncodeLutOp(Op):
    """The code of a value of a float or table format (the inverse of ``decode_lut``):
    ``result = dtype.encode(value)``, an int32 in ``[0, 2**bits)``.  ``value`` is a
    register value of that format, so it is exactly one of the table's entries and
    the code is the entry's index (for a table with repeated values, the code
    ``dtype.encode`` picks: the lowest code of equal entries; NaN gives the format's
    NaN code, and is an error for a format without one).  CUDA: compare against the
    sorted entries (or rebuild the bits for float formats)."""

    name = "encode_lut"
    pure = True
    num_results = 1
    value: object = operand()

    def verify(self):
        _table_dtype(self, self.value.type, "value")
        t = self.result.type
        if not isinstance(t, ScalarType) or t.dtype.name != "int32":
            self.error(f"result must be int32, got {t}")
