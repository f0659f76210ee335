"""The word decodes of ``lowering/word_decode.py`` as CUDA device functions.

Each plan instruction is one PTX instruction (``shr``/``shl`` on u32, ``lop3.b32``,
``prmt.b32`` with its sign-replicate mode, ``fma.rn.f16x2`` / ``fma.rn.bf16x2``,
``set.eq.u32.f16x2``, ``cvt.rn.f16x2.e4m3x2`` / ``.e5m2x2`` on a register's half),
written in the plan's order, so the GPU computes what the simulator's numpy execution
of the same plan computes.  One function per format and output type, defined once per
kernel module (``cg.tables``)."""

from __future__ import annotations

from tilelang.lowering.pair_table import ENTRIES, ENTRY_BYTES, ENTRY_PROGRAM, LANES
from tilelang.lowering.word_decode import plan_for_words


def _ident(name: str) -> str:
    return "".join(c if c.isalnum() else "_" for c in name)


def _operand(x) -> str:
    return x if isinstance(x, str) else f"0x{x & 0xFFFFFFFF:08x}u"


# A table constant of a lookup (``prmt``'s data operands) held in a vector register.
# ptxas keeps a uniform value in a uniform register and copies it into a vector register
# before each PRMT that reads it (PRMT takes one immediate; its first data operand must
# be a vector register): one IMAD.U32 a lookup, 64 of nf4's 378 SASS instructions a step
# of the planned gemv.  ``threadIdx.x >> 20`` is 0 (at most 1024 threads a block) but a
# per-thread value to ptxas, so the sum stays in a vector register for the whole loop
# (nf4's step 378 -> 316).  Correct whatever the compiler makes of it.
VREG = "tl_vreg"
VREG_DEF = (f"__device__ __forceinline__ unsigned {VREG}(unsigned c) {{ return c + ((unsigned)threadIdx.x >> 20); }}")


def _statement(ins) -> str:
    op, dst, *args = ins
    a = [_operand(x) for x in args]
    if op == "prmt":  # (the selector, a[2], stays an immediate where it is one)
        a[:2] = [f"{VREG}({x})" if not isinstance(y, str) else x for x, y in zip(a[:2], args[:2])]
    if op == "shr":
        return f"const unsigned {dst} = {a[0]} >> {args[1]};"
    if op == "shl":
        return f"const unsigned {dst} = {a[0]} << {args[1]};"
    if op == "lop3":
        return (f'unsigned {dst}; asm("lop3.b32 %0, %1, %2, %3, 0x{args[3]:02x};" : "=r"({dst}) : "r"({a[0]}), '
                f'"r"({a[1]}), "r"({a[2]}));')
    if op == "prmt":
        return f'unsigned {dst}; asm("prmt.b32 %0, %1, %2, %3;" : "=r"({dst}) : "r"({a[0]}), "r"({a[1]}), "r"({a[2]}));'
    if op == "fma":
        ty = "f16x2" if args[3] == "f16" else "bf16x2"
        return (f'unsigned {dst}; asm("fma.rn.{ty} %0, %1, %2, %3;" : "=r"({dst}) : "r"({a[0]}), "r"({a[1]}), '
                f'"r"({a[2]}));')
    if op == "cvt":
        half = "lo" if args[1] == 0 else "hi"
        return (f'unsigned {dst}; asm("{{ .reg .b16 lo, hi; mov.b32 {{lo, hi}}, %1; cvt.rn.f16x2.{args[2]}x2 %0, '
                f'{half}; }}" : "=r"({dst}) : "r"({a[0]}));')
    if op == "seteq":
        return f'unsigned {dst}; asm("set.eq.u32.f16x2 %0, %1, %2;" : "=r"({dst}) : "r"({a[0]}), "r"({a[1]}));'
    raise ValueError(f"word decode: no CUDA for instruction {op!r}")


def word_decoder(cg, fmt, out: str, words: int = 1, convert: bool | None = None, raw: bool = False) -> str:
    """Define (once per module) the decode of format ``fmt`` into ``out`` from ``words``
    input words (``plan_for_words``); its name.  The function takes the plan's input
    words (one; a bit-plane format: one of each plane's, ``inputs``) and writes its
    values from ``dst`` on (4-byte aligned).  ``convert``: a ``dequant_word``'s own;
    None (a decode of the backend's, outside any such op): where the kernel's target
    has ``fp8_convert``.  ``raw``: ``raw_plan``'s (the int plan without its fmas)."""
    if convert is None:
        target = getattr(cg, "target", None)  # (a stand-in generator may have none)
        convert = target is not None and target.has("fp8_convert")
    decode = plan_for_words(fmt, out, words, convert, raw)
    planes = "_p" + "".join(str(p) for p, _ in decode.planes) if decode.planes else ""
    hw = "_cvt" if any(ins[0] == "cvt" for ins in decode.program) else "_raw" if raw else ""
    name = f"tl_dw_{_ident(fmt.name)}{planes}{hw}_{'f16' if out == 'float16' else 'bf16'}"
    if name not in cg.tables:
        if any(ins[0] == "prmt" and not all(isinstance(x, str) for x in ins[2:4]) for ins in decode.program):
            cg.tables.setdefault(VREG, VREG_DEF)
        body = [f"  {_statement(ins)}" for ins in decode.program]
        body += [f"  d[{i}] = {o};" for i, o in enumerate(decode.outputs)]
        params = ", ".join(f"const unsigned {w}" for w in decode.inputs)
        cg.tables[name] = "\n".join([
            f"// {decode.describe()}",
            f"template <class T> __device__ __forceinline__ void {name}(T* dst, {params}) {{",
            "  unsigned* d = reinterpret_cast<unsigned*>(dst);",
            *body,
            "}",
        ])
    return name


def pair_table_decoder(cg, fmt, out: str) -> str:
    """Define (once per module) the decode of a word of 4-bit format ``fmt`` into ``out``
    through its shared pair table (``lowering/pair_table.py``); its name.  The function
    takes the word, the table and the thread's lane times 4: ``ENTRY_PROGRAM`` (the
    simulator's own) puts the entry numbers of the word's pairs in bytes, and pair p's
    byte b of register r (``ENTRY_BYTES``) is shifted to ``entry * 128`` and or-ed with
    the lane's offset (bank = lane; the masked entry and the lane's bits do not overlap),
    the table's own place the load's constant offset: 5 shifts and 6 ``lop3`` a word (2
    of the shifts as IMAD on the FMA pipe)."""
    name = f"tl_dwt_{_ident(fmt.name)}_{'f16' if out == 'float16' else 'bf16'}"
    mask = f"0x{(ENTRIES - 1) * LANES * 4:x}u"  # (an entry's 32 copies take 128 bytes: bits 7-14)
    if name not in cg.tables:
        place = {0: "<< 7", 1: ">> 1"}  # byte b of a register to bits 7-14
        cg.tables[name] = "\n".join([
            f"// {fmt.name} -> {out}: pair table decode (4 shared loads a word of 8 codes)",
            f"template <class T> __device__ __forceinline__ void {name}(T* dst, const unsigned w, "
            "const unsigned* tab, const unsigned lane4) {",
            "  unsigned* d = reinterpret_cast<unsigned*>(dst);",
            "  const char* t = reinterpret_cast<const char*>(tab);",
            *(f"  {_statement(ins)}" for ins in ENTRY_PROGRAM),
            *(f"  d[{p}] = *reinterpret_cast<const unsigned*>(t + ((({r} {place[b]}) & {mask}) | lane4));"
              for p, (r, b) in enumerate(ENTRY_BYTES)),
            "}",
        ])
    return name


def fill_pair_table(cg, op) -> None:
    """The ``fill_pair_table`` loop: work item i (``tid``, ``tid + threads``, ...) decodes
    entries 4 (i >> 3) .. + 3 with the format's own word decode -- one word whose pair p
    holds entry 4 (i >> 3) + p, so the table holds exactly the register decode's pairs --
    and writes them for lanes 4 (i & 7) .. + 3: one 16-byte store each."""
    from tilelang.dtypes import get_dtype

    dw = word_decoder(cg, get_dtype(op.format), op.dtype)
    items = ENTRIES // 4 * (LANES // 4)
    tab, tid = cg.name(op.table), cg.name(op.tid)
    cg.line(f"for (int tl_i = {tid}; tl_i < {items}; tl_i += {op.threads}) {{", op)
    cg.line("  const unsigned tl_q = (unsigned)tl_i >> 3;  // entries 4 tl_q + p: codes 4 tl_q % 16 + p, tl_q / 4",
            op)
    cg.line("  unsigned tl_p[4];", op)
    cg.line(f"  {dw}(tl_p, ((4u * tl_q) & 15u) * 0x1111u + 0x3210u + ((tl_q >> 2) * 0x1111u << 16));", op)
    cg.line("  #pragma unroll", op)
    cg.line("  for (int p = 0; p < 4; ++p)", op)
    cg.line(f"    *reinterpret_cast<uint4*>({tab} + (4 * tl_q + p) * {LANES} + 4 * (tl_i & 7)) = "
            "make_uint4(tl_p[p], tl_p[p], tl_p[p], tl_p[p]);", op)
    cg.line("}", op)
