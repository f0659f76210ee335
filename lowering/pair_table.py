"""A 4-bit lookup decode through a table of value pairs in shared memory.

``word_decode.py``'s ``lut`` plan decodes a word of eight 4-bit codes of a table format
(nf4, a user codebook) with ``prmt`` over byte tables: 25 instructions a word, every one
on the ALU pipe, which issues at half the rate of the FMA pipe.  ncu on an H200 (nf4,
28672 x 8192, M = 1) put the gemv at 64% issue with 67% of its instructions on the ALU
pipe and ``math_pipe_throttle`` its top stall: the decode's pipe was the bound.

The table moves the lookup to the load pipe.  Entry ``e`` (0..255) is the output pair
of codes ``e & 15`` (low half) and ``e >> 4`` (high half); a word's pair p (codes p and
p + 4, ``slot_code``'s order) is entry ``code p | code (p + 4) << 4``.  Three shifts and
two ``lop3`` gather all four entry numbers of a word into bytes, a shift and a mask-or
each make them byte offsets, and each pair is then one 32-bit shared load: 11
instructions a word (9 on the ALU pipe, 2 shifts as IMAD) instead of 25, and 4 loads.  Each
entry is held 32 times, once for each lane (``table[e * 32 + lane]``, bank = lane):
the lanes of a warp never meet in a bank, whatever codes they read -- 32 KiB a block.

The entries are the format's own ``lut`` plan run on the words that hold each pair, so
the table decode is exactly the register decode (``tests/test_pair_table.py``).
"""

from __future__ import annotations

import functools

from tilelang.lazy_import import lazy_module

from .word_decode import SELECT_C, WordDecode, plan, run

np = lazy_module("numpy")

__all__ = ["ENTRIES", "LANES", "TABLE_WORDS", "TABLE_INSTRUCTIONS", "ENTRY_PROGRAM", "ENTRY_BYTES",
           "uses_pair_table", "table_pays", "pair_table", "pair_entries", "table_values"]

ENTRIES = 256  # two 4-bit codes
LANES = 32  # one copy of each entry per lane: bank = lane
TABLE_WORDS = ENTRIES * LANES  # uint32 words of the shared table (32 KiB)
TABLE_INSTRUCTIONS = 11  # a word's integer work through the table: 3 shifts + 2 lop3 + 4 x (shift, mask-or)
# The entry numbers of a word's pairs, in word_decode's instruction set (the simulator runs it
# with numpy, the CUDA backend writes it as PTX): e holds pairs 0 and 2 (codes 0|4, 2|6) in
# bytes 0 and 1, o pairs 1 and 3 (codes 1|5, 3|7); one lop3 each, a select under 0x0F0F whose
# bits above byte 1 are left as they fall (no lookup reads them).
ENTRY_PROGRAM = (("shr", "w12", "w", 12), ("shr", "w4", "w", 4), ("shr", "w16", "w", 16),
                 ("lop3", "e", "w", "w12", 0x0F0F, SELECT_C), ("lop3", "o", "w4", "w16", 0x0F0F, SELECT_C))
ENTRY_BYTES = (("e", 0), ("o", 0), ("e", 1), ("o", 1))  # pair p's entry: byte b of register r
_ENTRIES = WordDecode("pair_entries", "float16", 4, "table", ENTRY_PROGRAM, ("e", "o"))


@functools.lru_cache(maxsize=None)
def uses_pair_table(fmt, out: str) -> bool:
    """Whether a word of 4-bit format ``fmt`` may decode into ``out`` through the shared
    pair table: its register plan (a table format's ``lut``, a float format's field
    moves) takes more instructions than the table's own work.  (int4 / uint4 take
    ``dequant_i4``.)  Where the table pays is the planner's choice, by measurement."""
    if fmt.bits != 4 or fmt.name in ("int4", "uint4"):
        return False
    decode = plan(fmt, out)
    return decode is not None and decode.instructions > TABLE_INSTRUCTIONS


@functools.lru_cache(maxsize=None)
def table_pays(fmt, out: str) -> bool:
    """Whether the planner may take the pair table for ``fmt`` (``uses_pair_table``):
    only for a table format's ``lut`` plan, whose 25 instructions a word all run on the
    ALU pipe.  float4_e2m1fn's 19 (4 of them on the FMA pipe) decode faster in registers
    at every M measured (H200, CUDA graphs, us, registers / table, 28672 x 8192: M = 1
    43.6 / 51.7 with 8 / 16 rows, M = 16 60.3 / 63.5, M = 128 112.4 / 114.9, M = 1024
    679.5 / 761.4; ``benchmarks/lookup_tables.py --formats float4_e2m1fn``).  Cached: it is
    asked on ``lowbit_matmul``'s planning path, and ``plan`` takes ~7 us."""
    return uses_pair_table(fmt, out) and plan(fmt, out).strategy == "lut"


@functools.lru_cache(maxsize=None)
def _table(fmt, out: str) -> tuple:
    decode = plan(fmt, out)
    e = np.arange(ENTRIES, dtype=np.int64)
    halves = run(decode, (e & 15) | (e >> 4) << 16).astype(np.int64)  # slots 0 and 1: codes 0 and 4
    return tuple(int(x) for x in halves[:, 0] | halves[:, 1] << 16)


def pair_table(fmt, out: str) -> np.ndarray:
    """The 256 entries (uint32: two ``out`` values, low half first) of format ``fmt``."""
    if not uses_pair_table(fmt, out):
        raise ValueError(f"{fmt.name} -> {out} has no pair table (4-bit formats whose register plan is longer)")
    return np.array(_table(fmt, out), dtype=np.uint32)


def pair_entries(words) -> np.ndarray:
    """(..., 4) the entry numbers of pairs 0..3 of each word of eight 4-bit codes (pair p
    holds codes p and p + 4), as ``ENTRY_PROGRAM`` computes them."""
    halves = run(_ENTRIES, words).astype(np.int64)  # (..., 4): e's low and high 16 bits, o's
    regs = {"e": halves[..., 0], "o": halves[..., 2]}
    return np.stack([regs[r] >> (8 * b) & 0xFF for r, b in ENTRY_BYTES], axis=-1)


def table_values(entries: np.ndarray, out: str) -> np.ndarray:
    """Table entries (uint32, (..., k)) as (..., 2 k) ``out`` values, float64, low half first."""
    e = np.asarray(entries, np.int64)
    halves = np.stack([e & 0xFFFF, e >> 16], axis=-1).reshape(*e.shape[:-1], -1)
    if out == "float16":
        return halves.astype(np.uint16).view(np.float16).astype(np.float64)
    return (halves.astype(np.uint32) << 16).view(np.float32).astype(np.float64)
