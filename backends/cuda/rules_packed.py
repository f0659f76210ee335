"""CUDA rules for packed low-bit memory words and the code <-> value maps of low-bit
formats (``lowering/ir/ops/packed.py`` gives the exact semantics), and for the lanes of
short vectors."""

from __future__ import annotations

from tilelang.lowering.ir.types import VectorType

from .codegen import cuda_rule
from .cuda_types import value_ctype
from .lowbit import format_tables

_WORD = {"uint8": "unsigned char", "uint16": "unsigned short", "uint32": "unsigned"}


@cuda_rule("packed_load")
def _packed_load(cg, op):
    t = op.result.type
    w = value_ctype(t) if isinstance(t, VectorType) else _WORD[t.dtype.name]  # (a vector: one 8- or 16-byte load)
    cg.define(op.result, f"*reinterpret_cast<const {w}*>({cg.byte_address(op.source, op.indices)})", op)


@cuda_rule("packed_store")
def _packed_store(cg, op):
    w = _WORD[op.value.type.dtype.name]
    cg.line(f"*reinterpret_cast<{w}*>({cg.byte_address(op.dest, op.indices)}) = {cg.name(op.value)};", op)


@cuda_rule("decode_lut")
def _decode_lut(cg, op):
    name = format_tables(cg, op.result.type.dtype)
    cg.define(op.result, f"__uint_as_float(tl_dec_{name}[{cg.name(op.code)}])", op)


@cuda_rule("encode_lut")
def _encode_lut(cg, op):
    name = format_tables(cg, op.value.type.dtype)
    cg.define(op.result, f"(int)tl_enc_{name}({cg.name(op.value)})", op)


@cuda_rule("vec_extract")
def _vec_extract(cg, op):
    cg.define(op.result, f"{cg.name(op.vector)}.v[{op.lane}]", op)


@cuda_rule("vec_pack")
def _vec_pack(cg, op):
    vt = value_ctype(op.result.type)
    cg.define(op.result, f"{vt}{{{{{', '.join(cg.name(v) for v in op.lanes)}}}}}", op)
