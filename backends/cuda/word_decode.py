"""The word decodes of ``lowering/word_decode.py`` as CUDA device functions.

Each plan instruction is one PTX instruction (``shr``/``shl`` on u32, ``lop3.b32``,
``prmt.b32`` with its sign-replicate mode, ``fma.rn.f16x2`` / ``fma.rn.bf16x2``,
``set.eq.u32.f16x2``), written in the plan's order, so the GPU computes what the
simulator's numpy execution of the same plan computes.  One function per format and
output type, defined once per kernel module (``cg.tables``)."""

from __future__ import annotations

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
    if op == "seteq":
        return f'unsigned {dst}; asm("set.eq.u32.f16x2 %0, %1, %2;" : "=r"({dst}) : "r"({a[0]}), "r"({a[1]}));'
    raise ValueError(f"word decode: no CUDA for instruction {op!r}")


def word_decoder(cg, fmt, out: str, words: int = 1) -> str:
    """Define (once per module) the decode of format ``fmt`` into ``out`` from ``words``
    input words (``plan_for_words``); its name.  The function takes the plan's input
    words (one; a bit-plane format: one of each plane's, ``inputs``) and writes its
    values from ``dst`` on (4-byte aligned)."""
    decode = plan_for_words(fmt, out, words)
    planes = "_p" + "".join(str(p) for p, _ in decode.planes) if decode.planes else ""
    name = f"tl_dw_{_ident(fmt.name)}{planes}_{'f16' if out == 'float16' else 'bf16'}"
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
