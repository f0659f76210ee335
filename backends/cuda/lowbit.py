"""Low-bit formats in CUDA C++: decode a code, encode a value, snap to the format.

Every format of at most 8 bits that is not a C type (int4, uint2, fp4, nf4, float8,
user int/float/table formats) is held in registers decoded (``int`` for integer
formats, ``float`` otherwise) and in memory as packed codes.  Integer formats are
arithmetic (``value = raw - offset``); the others get per-format tables derived
from the dtype's own ``decode``/``encode``, so the GPU rounds exactly like the
interpreter: the sorted finite values, the midpoints between neighbours, and for
each midpoint whether an exact tie goes up (the format's tie rule, found by
encoding the midpoint itself).
"""

from __future__ import annotations

import math

from tilelang.lazy_import import lazy_module

np = lazy_module("numpy")

from tilelang.lowering.ir.types import ScalarType

from .cuda_types import is_packed


def _ident(dt) -> str:
    return "".join(c if c.isalnum() else "_" for c in dt.name)


def _f32(x: float) -> str:
    return f"{float(np.float32(x))!r}f"


def _bits(x: float) -> str:
    return f"0x{int(np.float32(x).view(np.uint32)):08x}u"


def _int_spec(dt):
    spec = dt.spec()
    if spec is not None and spec[0] == "int_dtype":
        s = spec[1]
        return s["bits"], s["signed"], s["offset"]
    return dt.bits, dt.is_signed, 0


def format_tables(cg, dt) -> str:
    """Define (once per kernel module) the decode/encode helpers of float/table format ``dt``;
    returns the identifier suffix."""
    name = _ident(dt)
    if name in cg.tables:
        return name
    table = np.asarray(dt.decode_table(), dtype=np.float64)
    finite = sorted({float(np.float32(v)) for v in table if math.isfinite(v)})
    codes = [int(np.asarray(dt.encode(np.array([v]))).reshape(-1)[0]) & ((1 << dt.bits) - 1) for v in finite]
    mids, ups = [], []
    for lo, hi in zip(finite, finite[1:]):
        mid = float(np.float32((lo + hi) / 2))
        back = float(np.float32(dt.decode(np.asarray(dt.encode(np.array([mid]))).reshape(-1))[0]))
        mids.append(mid)
        ups.append(1 if back == hi else 0)
    nan_codes = [i for i, v in enumerate(table) if math.isnan(v)]
    inf_code = [i for i, v in enumerate(table) if v == math.inf]
    ninf_code = [i for i, v in enumerate(table) if v == -math.inf]
    n = len(finite)
    lines = [
        # bit patterns: NaN and inf have no constant-expression spelling in C++
        f"__constant__ unsigned tl_dec_{name}[{len(table)}] = {{{', '.join(_bits(v) for v in table)}}};",
        f"__constant__ float tl_mid_{name}[{max(n - 1, 1)}] = {{{', '.join(_f32(v) for v in mids) or '0.0f'}}};",
        f"__constant__ unsigned char tl_up_{name}[{max(n - 1, 1)}] = {{{', '.join(map(str, ups)) or '0'}}};",
        f"__constant__ unsigned char tl_code_{name}[{n}] = {{{', '.join(map(str, codes))}}};",
        f"__device__ __forceinline__ unsigned tl_enc_{name}(float x) {{",
        f"  if (x != x) return {nan_codes[0] if nan_codes else codes[0]}u;",
    ]
    if inf_code:
        lines.append(f"  if (x == __int_as_float(0x7f800000)) return {inf_code[0]}u;")
    if ninf_code:
        lines.append(f"  if (x == __int_as_float(0xff800000)) return {ninf_code[0]}u;")
    # -0.0 and 0.0 compare equal, so the search finds one zero: keep the sign where the
    # format's own encode does (float8 has a -0 code)
    neg_zero = int(np.asarray(dt.encode(np.array([-0.0]))).reshape(-1)[0]) & ((1 << dt.bits) - 1)
    pos_zero = int(np.asarray(dt.encode(np.array([0.0]))).reshape(-1)[0]) & ((1 << dt.bits) - 1)
    if neg_zero != pos_zero:
        lines.append(f"  if (__float_as_uint(x) == 0x80000000u) return {neg_zero}u;")
    lines += [
        f"  return tl_code_{name}[tl::bucket({n}, x, tl_mid_{name}, tl_up_{name})];",
        "}",
        f"__device__ __forceinline__ float tl_snap_{name}(float x) {{ return __uint_as_float(tl_dec_{name}"
        f"[tl_enc_{name}(x)]); }}",
    ]
    cg.tables[name] = "\n".join(lines)
    return name


def round_to_format(cg, t, expr: str) -> str:
    """``expr`` (already of the register C type) rounded into low-bit type ``t``."""
    if not (isinstance(t, ScalarType) and is_packed(t.dtype)):
        return expr
    dt = t.dtype
    if dt.is_int:
        bits, signed, offset = _int_spec(dt)
        return f"tl::wrap_int((int)({expr}), {bits}, {'true' if signed else 'false'}, {offset})"
    return f"tl_snap_{format_tables(cg, dt)}({expr})"


def word_decoded(dt) -> str | None:
    """The 16-bit type ("float16" / "bfloat16") a float or table format ``dt`` of 8 bits
    decodes to exactly by its word decode (``lowering/word_decode.py``), or None: then
    its values come from the ``__constant__`` table, whose lookups serialize when a
    warp's codes differ (one code a cycle: float8 caches read 20x slower than int8)."""
    from tilelang.lowering.word_decode import exact_half_type

    if dt.is_int or dt.bits != 8:
        return None
    return exact_half_type(dt)


def half_ctype(out: str) -> str:
    return "half" if out == "float16" else "bfloat16_t"


def decode_expr(cg, dt, code: str) -> str:
    """The register value of code ``code`` (an unsigned expression) of format ``dt``."""
    if dt.is_int:
        bits, signed, offset = _int_spec(dt)
        return f"tl::wrap_int((int)({code}) - {offset}, {bits}, {'true' if signed else 'false'}, {offset})"
    out = word_decoded(dt)
    if out is not None:  # the word decode of a word holding the one code (ALU work, no table)
        from .word_decode import word_decoder

        name = f"tl_decw_{_ident(dt)}"
        if name not in cg.tables:
            dw = word_decoder(cg, dt, out)
            cg.tables[name] = (f"__device__ __forceinline__ float {name}(unsigned code) {{\n"
                               f"  alignas(4) {half_ctype(out)} d[4];\n  {dw}(d, code);\n  return tl::to_f(d[0]);\n}}")
        return f"{name}({code})"
    return f"__uint_as_float(tl_dec_{format_tables(cg, dt)}[{code}])"


def encode_expr(cg, dt, value: str) -> str:
    """The code (unsigned) of register value ``value`` of format ``dt`` (nearest, saturating)."""
    if dt.is_int:
        bits, _, offset = _int_spec(dt)
        return f"(unsigned)((({value}) + {offset}) & {(1 << bits) - 1})"
    return f"tl_enc_{format_tables(cg, dt)}({value})"
