"""Fast decode of a 32-bit word of low-bit codes into float16 / bfloat16 pairs, planned
from the format's definition.

A word holds ``n = 32 / b`` codes of ``b`` bits (b = 1, 2, 4 or 8), code ``q`` at bits
``[q b, q b + b)``.  Codes of 3, 5, 6 or 7 bits, which would straddle words, are stored
as *bit planes* (:func:`plane_split`: 3 = 2 + 1, 5 = 4 + 1, 6 = 4 + 2, 7 = 4 + 2 + 1
bits, the widest plane holding the lowest bits): each plane is a word array of its own
width, in the same order, and the decode reads one word of the narrowest plane and
the words of the others that hold the same codes (``inputs``); a prepared 8-bit weight
is two nibble planes (``EIGHT_BIT_PLANES``).  The decode writes ``n / 2`` registers of
two halves each; slot ``e`` (register ``e // 2``, half ``e % 2``) gets code
``e // 2 + (n / 2) (e % 2)`` -- the pair of codes at the same offset in the word's low
and high halves, which one 32-bit instruction handles together (int4's ``dequant_i4``
order, for every width).

The plan is a short program in a small instruction set that maps one to one onto PTX
(``shr``/``shl``, ``lop3``, ``prmt``, ``fma.rn`` on f16x2 / bf16x2, ``set.eq`` on f16x2;
``cvt`` of two float8 codes to f16x2 where the target has it): the CUDA backend writes
it as inline assembly, and :func:`run` executes it on numpy arrays of words with the
same bit-level semantics -- which is how the simulator and the interpreter decode, and
how :func:`plan` proves a plan exact: it runs it on every code and compares with the
format's own decode, rounded to the output type (NaNs compare as NaNs, their payload and
sign aside: the hardware's conversions return a canonical NaN). A format no strategy
decodes exactly gets no plan (the generic element decode stays).

Strategies, by the format's definition:

* ``int`` (value = raw - offset): the code (sign bit flipped when signed) lands in
  the low mantissa bits of a magic number, ``2^10`` in float16 or ``2^7`` in
  bfloat16, with one ``lop3``; one ``fma`` removes the magic and the offsets.  Pairs
  whose code sits high in the half keep their place, scaled back by the fma, until
  the mantissa runs out; then one shift of the word starts the next run.
* ``float`` (sign, exponent, mantissa): the exponent and mantissa move to the output
  type's fields, mantissa aligned, the sign to bit 15 (two shifts and two ``lop3``,
  or one ``prmt`` for bytes); one multiply by ``2^(bias_out - bias)`` rebiases --
  exact for subnormals too, as the output's exponent range is wider.  Inf / NaN codes
  (``ieee`` all-ones exponents, ``fn``'s all-ones code) get the output's all-ones
  exponent back with one compare and one ``lop3``.
* ``planes`` (3, 5, 6, 7 bits): each plane's bits are moved into place with one shift
  and one ``lop3`` (mask and or) -- for an integer format into the mantissa of the
  magic number at the offset that saves the most shifts, then the ``int`` fma; for a
  float format onto the output's fields, then the ``float`` rebias and specials.
* ``bytes`` (8-bit codes stored as two nibble planes, a prepared W8 weight): the
  bytes rejoined into two words (codes 0, 2, 4, 6 and 1, 3, 5, 7; one shift and one
  ``lop3`` each), then the format's own word plan on each -- taken where it is shorter
  than ``planes`` (int8 -> float16 14 instructions for 8 codes against 18, float8_e5m2
  14 against 21, float8_e4m3fn 34 against 39).  Every strategy that applies is tried;
  the shortest exact plan is used.
* ``high byte`` (8-bit codes that are the output's high byte: float8_e5m2 -> float16):
  one ``prmt`` (codes 0 and 2 over zero bytes) and one ``lop3`` (codes 1 and 3 masked
  in place) a word.
* ``convert`` (8-bit floats into float16 where the target has ``fp8_convert``, sm_89
  on: ``plan(convert=True)``): one ``prmt`` pairs the word's bytes 0, 2 and 1, 3, and
  ``cvt.rn.f16x2.e4m3x2`` turns each pair into a float16 pair -- 3 instructions a word
  (float8_e4m3fn's field moves take 15), 10 for 8 codes in nibble planes (34).
* ``lut`` (up to 4 bits: nf4, codebooks, and any 4-bit format the others cannot
  take): the table's 16-bit outputs split into low and high bytes, four codes at a
  time become a ``prmt`` selector into them (two banks and a byte mask for 16
  entries), and ``prmt`` interleaves the bytes into pairs -- for 4-bit codes each
  selector holds the codes of two output pairs, so one ``prmt`` a pair does it
  (``_plan_lut16``: 25 instructions a word, 3.1 a value).
"""

from __future__ import annotations

import functools
from dataclasses import dataclass

from tilelang.lazy_import import lazy_module

np = lazy_module("numpy")

__all__ = ["WordDecode", "plan", "plan_for_words", "raw_plan", "raw_affine", "stored_planes", "EIGHT_BIT_PLANES", "run",
           "values", "slot_code", "plane_split", "pack_words", "exact_half_type", "WIDTHS", "PLANAR_WIDTHS", "OUT_TYPES"]

WIDTHS = (1, 2, 4, 8)  # codes that tile a 32-bit word
PLANAR_WIDTHS = (3, 5, 6, 7)  # codes stored as bit planes (plane_split)
OUT_TYPES = ("float16", "bfloat16")
_M32 = 0xFFFFFFFF
# lop3 truth tables over the operand tables a = 0xF0, b = 0xCC, c = 0xAA
AND_XOR = (0xF0 & 0xCC) ^ 0xAA        # (a & b) ^ c
AND = 0xF0 & 0xCC                     # a & b
AND_OR = (0xF0 & 0xCC) | 0xAA         # (a & b) | c
OR_AND = 0xF0 | (0xCC & 0xAA)         # a | (b & c)
SELECT = (0xAA & 0xCC) | (~0xAA & 0xF0) & 0xFF  # c ? b : a, bitwise
SIGN_OR = (0xCC & 0xAA) | (0xF0 & ~0xAA & 0xFF)  # (b & c) | (a & ~c): c's bits from b, the rest from a
SELECT_C = (0xF0 & 0xAA) | (0xCC & ~0xAA & 0xFF)  # (a & c) | (b & ~c): c's bits from a, the rest from b


def plane_split(bits: int) -> tuple:
    """The bit planes of ``bits``-bit codes: ((plane bits, lowest code bit), ...), widest
    (lowest bits) first; one plane for 1, 2, 4 and 8 bits."""
    if bits in WIDTHS:
        return ((bits, 0),)
    if bits not in PLANAR_WIDTHS:
        raise ValueError(f"plane_split: bits={bits!r} must be 1 to 8")
    out, lo = [], 0
    for p in (4, 2, 1):
        if bits - lo >= p:
            out.append((p, lo))
            lo += p
    return tuple(out)


def slot_code(n: int, e: int) -> int:
    """The code (position in the word) of output slot ``e`` of an ``n``-code word."""
    return e // 2 + n // 2 * (e % 2)


@dataclass(frozen=True)
class WordDecode:
    """A decode plan: ``program`` (instructions, see module doc) reads the word ``w``
    and writes the registers ``outputs`` (pairs of ``out`` values, slots ``2 i`` and
    ``2 i + 1`` in ``outputs[i]``)."""

    format: str
    out: str
    bits: int
    strategy: str
    program: tuple
    outputs: tuple
    planes: tuple = ()  # plane_split(bits) for a bit-plane format, else ()

    @property
    def codes(self) -> int:
        """Codes (output values) one decode writes: a word's, the narrowest plane's."""
        return 32 // min(p for p, _ in self.planes) if self.planes else 32 // self.bits

    @property
    def inputs(self) -> tuple:
        """The program's input registers: ``w``, or per plane (in ``planes`` order) the
        words holding this decode's codes, ``w{plane}_{i}``."""
        if not self.planes:
            return ("w",)
        return tuple(f"w{k}_{i}" for k, (p, _) in enumerate(self.planes) for i in range(p * self.codes // 32))

    @property
    def instructions(self) -> int:
        return len(self.program)

    def describe(self) -> str:
        """One line for users: what the compiler chose."""
        what = f"word of {self.codes} codes" if not self.planes else \
            f"{self.codes} codes in {len(self.inputs)} words of planes {'+'.join(str(p) for p, _ in self.planes)}"
        return (f"{self.format} -> {self.out}: {self.strategy} decode, {self.instructions} instructions per {what} "
                f"({self.instructions / self.codes:.2f} per value)")


# ---- the instruction set, on numpy -----------------------------------------------------------
def _halves(x: np.ndarray, ty: str) -> np.ndarray:
    """(..., 2) float64 values of the two 16-bit halves of u32 ``x``."""
    h = np.stack([x & 0xFFFF, x >> 16], axis=-1).astype(np.uint16)
    with np.errstate(invalid="ignore"):  # (NaN patterns)
        if ty == "f16":
            return h.view(np.float16).astype(np.float64)
        return (h.astype(np.uint32) << 16).view(np.float32).astype(np.float64)


def _round_bf16(x: np.ndarray) -> np.ndarray:
    """float64 -> bfloat16 bits, round to nearest even (8 significant bits)."""
    out = np.zeros(x.shape, np.uint16)
    nan = np.isnan(x)
    inf = np.isinf(x)
    fin = ~(nan | inf)
    m, e = np.frexp(np.where(fin, x, 0.0))
    quantum = np.maximum(e - 8, -133)  # (bf16's smallest subnormal step: 2^-133)
    r = np.ldexp(np.rint(np.ldexp(np.where(fin, x, 0.0), -quantum)), quantum)
    bits = (r.astype(np.float32).view(np.uint32) >> 16).astype(np.uint16)
    over = fin & (np.abs(r) >= 2.0 ** 128)
    out[fin] = bits[fin]
    sign = np.signbit(x).astype(np.uint16) << 15
    out[inf | over] = (sign | 0x7F80)[inf | over]
    out[nan] = (sign | 0x7FC0)[nan]
    return out


def _pack(h: np.ndarray, ty: str) -> np.ndarray:
    """(..., 2) float64 -> u32 of two 16-bit halves (rounded to nearest even)."""
    bits = h.astype(np.float16).view(np.uint16) if ty == "f16" else _round_bf16(h)
    return bits[..., 0].astype(np.int64) | (bits[..., 1].astype(np.int64) << 16)


def _lop3(a, b, c, lut: int):
    out = np.zeros(np.broadcast(a, b, c).shape, np.int64)
    for i in range(8):  # bit i of lut: the result where (a, b, c) = bits (i>>2, i>>1, i) of ...
        if lut >> i & 1:
            ta, tb, tc = (i >> 2) & 1, (i >> 1) & 1, i & 1
            out |= (a if ta else ~a & _M32) & (b if tb else ~b & _M32) & (c if tc else ~c & _M32)
    return out & _M32


def _prmt(a, b, sel):
    src = (np.asarray(a, np.int64) & _M32) | ((np.asarray(b, np.int64) & _M32) << 32)
    out = np.zeros(np.broadcast(src, sel).shape, np.int64)
    for k in range(4):
        nib = (np.asarray(sel, np.int64) >> (4 * k)) & 0xF
        byte = (src >> (8 * (nib & 7))) & 0xFF
        byte = np.where(nib & 8, np.where(byte & 0x80, 0xFF, 0), byte)  # (sign-replicate mode)
        out |= byte << (8 * k)
    return out


@functools.lru_cache(maxsize=None)
def _float8_to_f16_bits(kind: str) -> np.ndarray:
    """(256,) int64: the float16 bits ``cvt.rn.f16x2.{kind}x2`` gives for each code, from
    the PTX types' definitions (not a format's: the instruction knows only these two):
    e4m3 (bias 7, no infinities, S.1111.111 NaN), e5m2 (float16's high byte); every
    value exact in float16, a NaN the canonical 0x7FFF."""
    if kind not in ("e4m3", "e5m2"):
        raise ValueError(f"word decode: cvt converts e4m3 or e5m2 pairs, not {kind!r}")
    c = np.arange(256)
    if kind == "e5m2":
        out = (c << 8).astype(np.int64)
    else:
        e, m = (c >> 3) & 0xF, c & 7
        mag = np.where(e == 0, m / 8.0 * 2.0 ** -6, (1 + m / 8.0) * 2.0 ** (e - 7.0))
        bits = np.where(c >> 7, -mag, mag).astype(np.float16).view(np.uint16).astype(np.int64)
        out = np.where((c & 0x7F) == 0x7F, 0x7FFF, bits)
    out.setflags(write=False)  # (cached: one table a kind)
    return out


def values(decode: WordDecode, words) -> np.ndarray:
    """:func:`run`'s 16-bit patterns as float64 values (exact: float16 / bfloat16 are)."""
    return _halves(run(decode, words).astype(np.int64), _TARGET[decode.out]["ty"])[..., 0]


def run(decode: WordDecode, words) -> np.ndarray:
    """Execute ``decode`` on ``words`` (uint32 array-like; for a plan of several inputs
    (..., len(inputs)), in ``inputs`` order): (..., n) 16-bit patterns of the ``out``
    values, slot order."""
    words = np.asarray(words, np.int64) & _M32
    names = decode.inputs
    regs = {"w": words} if len(names) == 1 else {x: words[..., i] for i, x in enumerate(names)}

    def val(x):
        return regs[x] if isinstance(x, str) else np.int64(x)

    for ins in decode.program:
        op, dst, *args = ins
        if op == "shr":
            r = val(args[0]) >> args[1]
        elif op == "shl":
            r = (val(args[0]) << args[1]) & _M32
        elif op == "lop3":
            r = _lop3(val(args[0]), val(args[1]), val(args[2]), args[3])
        elif op == "prmt":
            r = _prmt(val(args[0]), val(args[1]), val(args[2]))
        elif op == "fma":
            ty = args[3]
            a, b, c = (_halves(np.asarray(val(x)), ty) for x in args[:3])
            r = _pack(a * b + c, ty)  # (exact in float64 for the plans' operands: one rounding)
        elif op == "cvt":  # (args: source, its half, the float8 kind)
            pair = (val(args[0]) >> (16 * args[1])) & 0xFFFF
            table = _float8_to_f16_bits(args[2])
            r = table[pair & 0xFF] | table[pair >> 8] << 16
        elif op == "seteq":
            a, b = (_halves(np.asarray(val(x)), "f16") for x in args)
            eq = (a == b)
            r = np.where(eq[..., 0], 0xFFFF, 0) | np.where(eq[..., 1], 0xFFFF0000, 0)
        else:  # pragma: no cover  (plans only use the ops above)
            raise ValueError(f"word decode: unknown instruction {op!r}")
        regs[dst] = np.asarray(r, np.int64) & _M32
    outs = np.stack([regs[o] for o in decode.outputs], axis=-1)
    return np.stack([outs & 0xFFFF, outs >> 16], axis=-1).reshape(*outs.shape[:-1], -1).astype(np.uint16)


# ---- planning ------------------------------------------------------------------------------
_TARGET = {"float16": dict(ty="f16", mant=10, exp=5, bias=15, magic_bits=10),
           "bfloat16": dict(ty="bf16", mant=7, exp=8, bias=127, magic_bits=7)}


def _half_bits(x: float, ty: str) -> int:
    bits = int(np.float16(x).view(np.uint16)) if ty == "f16" else int(_round_bf16(np.array([x]))[0])
    return bits | bits << 16


def _exact_half(x: float, ty: str) -> bool:
    h = _half_bits(x, ty) & 0xFFFF
    return float(_halves(np.int64(h), ty)[0]) == x


def _shift(prog, dst, src, s):
    """``dst = src`` shifted left by ``s`` (right for negative ``s``); returns the register."""
    if s == 0:
        return src
    prog.append(("shl", dst, src, s) if s > 0 else ("shr", dst, src, -s))
    return dst


def _plan_int(fmt, out):
    b, t = fmt.bits, _TARGET[out]
    n, room = 32 // b, t["magic_bits"]
    if b > room:
        return None
    magic = 1 << room
    sbias = 1 << (b - 1) if fmt.signed else 0
    prog, outs, base, src = [], [], 0, "w"
    mask = (1 << b) - 1
    for p in range(n // 2):
        q = p * b
        if q - base + b > room:  # the mantissa is used up: shift the word to this pair
            base = q
            src = _shift(prog, f"v{p}", "w", -base)
        r = q - base
        flip = (sbias << r) * 0x10001
        h = f"h{p}"
        prog.append(("lop3", h, src, (mask << r) * 0x10001, flip | _half_bits(magic, t["ty"]), AND_XOR))
        # h = magic + (raw + sbias) 2^r: value = h 2^-r - (magic 2^-r + sbias + offset)
        c = -(magic / (1 << r) + sbias + fmt.offset)
        if not _exact_half(c, t["ty"]) or not _exact_half(2.0 ** -r, t["ty"]):
            return None
        prog.append(("fma", f"o{p}", h, _half_bits(2.0 ** -r, t["ty"]), _half_bits(c, t["ty"]), t["ty"]))
        outs.append(f"o{p}")
    return "int", prog, outs


def _plan_float(fmt, out):
    b, t = fmt.bits, _TARGET[out]
    E, M = fmt.exponent_bits, fmt.mantissa_bits
    if E > t["exp"] or M > t["mant"]:
        return None
    scale = 2.0 ** (t["bias"] - fmt.bias)
    if not _exact_half(scale, t["ty"]):
        return None
    n, ty = 32 // b, t["ty"]
    em = ((1 << (E + M)) - 1) << (t["mant"] - M)  # the exponent and mantissa fields' place in a half
    prog, outs = [], []
    for p in range(n // 2):
        q = p * b
        c = _shift(prog, f"c{p}", "w", t["mant"] - M - q)  # the mantissa's lowest bit to its place
        placed = f"f{p}"
        if fmt.signed:
            a = _shift(prog, f"a{p}", "w", 15 - (q + E + M))  # the sign to bit 15
            if a == c:
                prog.append(("lop3", placed, c, (em | 0x8000) * 0x10001, 0, AND))
            else:
                prog.append(("lop3", f"m{p}", c, em * 0x10001, 0, AND))
                prog.append(("lop3", placed, f"m{p}", a, 0x80008000, SIGN_OR))
        else:
            prog.append(("lop3", placed, c, em * 0x10001, 0, AND))
        outs.append(_float_tail(prog, p, placed, fmt, t))
    return "float", prog, outs


def _plan_high_byte(fmt, out):
    """8-bit codes that are the output's high byte (float8_e5m2 -> float16, exactly: same
    exponent and bias, the mantissa's top bits): codes 0 and 2 moved over zero bytes
    with one ``prmt``, codes 1 and 3 masked in place with one ``lop3``."""
    if fmt.bits != 8 or not fmt.is_float:
        return None
    return "high byte", [("prmt", "r0", "w", 0, 0x2404), ("lop3", "r1", "w", 0xFF00FF00, 0, AND)], ["r0", "r1"]


def _plan_convert(fmt, out):
    """8-bit float codes into float16 by the hardware (``fp8_convert``): bytes 0, 2 and
    1, 3 paired by one ``prmt``, each pair one ``cvt.rn.f16x2.e4m3x2`` -- exact only for a
    format that is e4m3 (``_exact`` tells)."""
    if fmt.bits != 8 or not fmt.is_float or out != "float16":
        return None
    return "convert", [("prmt", "x", "w", "w", 0x3120), ("cvt", "r0", "x", 0, "e4m3"),
                       ("cvt", "r1", "x", 1, "e4m3")], ["r0", "r1"]


def _float_tail(prog, p, placed, fmt, t) -> str:
    """After the fields are ``placed``: the rebias multiply and the inf / NaN codes' all-ones
    exponent; the register of the pair's values."""
    ty, res = t["ty"], placed
    scale = 2.0 ** (t["bias"] - fmt.bias)
    if scale != 1.0:
        res = f"s{p}"
        prog.append(("fma", res, placed, _half_bits(scale, ty), 0x80008000, ty))  # (x * s + -0: x * s)
    special = _special_field(fmt, t)
    if special is not None:  # inf / NaN codes: the output's all-ones exponent back
        prog.append(("lop3", f"x{p}", placed, special * 0x10001, 0, AND))
        prog.append(("seteq", f"e{p}", f"x{p}", special * 0x10001))
        allones = ((1 << t["exp"]) - 1) << t["mant"]
        prog.append(("lop3", f"o{p}", res, f"e{p}", allones * 0x10001, OR_AND))
        res = f"o{p}"
    return res


def _special_field(fmt, t):
    """The placed bits whose all-ones pattern is a special code (None: no specials, or
    the output's own exponent encodes them already)."""
    E, M = fmt.exponent_bits, fmt.mantissa_bits
    if fmt.special == "none" or (fmt.special == "ieee" and E == t["exp"]):
        return None
    field = ((1 << E) - 1) << M if fmt.special == "ieee" else (1 << (E + M)) - 1
    return field << (t["mant"] - M)


def _plane_words(planes, n, r):
    """For output register ``r`` of a decode of ``n`` codes: per plane, (input register,
    bit of the pair's low-half code in it) -- the plane's word holding outputs 2r, 2r + 1
    (``n_p / 2`` registers a word), its codes ``rp`` and ``rp + n_p / 2``."""
    out = []
    for k, (p, _) in enumerate(planes):
        per = 16 // p  # registers a word of this plane fills
        out.append((f"w{k}_{r // per}", r % per * p))
    return out


def _gather(prog, tag, pieces):
    """Or the ``pieces`` (source register, shift, destination mask of one half) into one
    register, each with a shift and a ``lop3``; the first is (src & mask) ^ ``pieces[0][3]``
    (an initial pattern: the magic number, a sign flip), the rest (src & mask) | acc."""
    acc = None
    for i, (src, shift, mask, init) in enumerate(pieces):
        v = _shift(prog, f"v{tag}_{i}", src, shift)
        dst = f"h{tag}_{i}"
        if acc is None:
            prog.append(("lop3", dst, v, mask * 0x10001, init, AND_XOR))
        else:
            prog.append(("lop3", dst, v, mask * 0x10001, acc, AND_OR))
        acc = dst
    return acc


def _plan_planes(fmt, out, planes):
    """A format in bit ``planes`` (module doc): per register, every plane's bits moved into
    place, then the int or float finish."""
    b, t = fmt.bits, _TARGET[out]
    n = 32 // min(p for p, _ in planes)
    prog, outs = [], []
    if fmt.is_int:
        room = t["magic_bits"]
        magic = 1 << room
        sbias = 1 << (b - 1) if fmt.signed else 0
        if b > room:  # (8-bit codes into bfloat16: each plane its own magic number, summed by fmas)
            return _plan_planes_summed(fmt, t, planes, n, magic, sbias)
        for r in range(n // 2):
            words = _plane_words(planes, n, r)
            # the code's bit 0 at mantissa bit s: the s that leaves the most planes in place
            cands = sorted({pos - lo for (p, lo), (_, pos) in zip(planes, words) if 0 <= pos - lo <= room - b} | {0},
                           key=lambda s: sum(pos - lo != s for (_, lo), (_, pos) in zip(planes, words)))
            s = next((c for c in cands if _exact_half(-(magic / (1 << c) + sbias + fmt.offset), t["ty"])
                      and _exact_half(2.0 ** -c, t["ty"])), None)
            if s is None:
                return None
            pieces = []
            for (p, lo), (w, pos) in reversed(list(zip(planes, words))):  # (the sign's plane first: its flip)
                first = not pieces
                pieces.append((w, lo + s - pos, ((1 << p) - 1) << (lo + s),
                               ((sbias << s) * 0x10001 | _half_bits(magic, t["ty"])) if first else None))
            h = _gather(prog, r, pieces)
            c = -(magic / (1 << s) + sbias + fmt.offset)
            prog.append(("fma", f"o{r}", h, _half_bits(2.0 ** -s, t["ty"]), _half_bits(c, t["ty"]), t["ty"]))
            outs.append(f"o{r}")
        return "planes", prog, outs
    if not fmt.is_float:
        return None
    E, M = fmt.exponent_bits, fmt.mantissa_bits
    if E > t["exp"] or M > t["mant"] or not _exact_half(2.0 ** (t["bias"] - fmt.bias), t["ty"]):
        return None
    field = E + M  # code bits [0, field) -> half bits [mant - M, ...); the sign (bit field) -> 15
    for r in range(n // 2):
        pieces = []
        for (p, lo), (w, pos) in zip(planes, _plane_words(planes, n, r)):
            top = min(lo + p, field)
            if top > lo:  # exponent / mantissa bits of this plane
                dest = t["mant"] - M + lo
                pieces.append((w, dest - pos, ((1 << (top - lo)) - 1) << dest, 0))
            if fmt.signed and lo <= field < lo + p:
                pieces.append((w, 15 - (pos + field - lo), 0x8000, 0))
        outs.append(_float_tail(prog, r, _gather(prog, r, pieces), fmt, t))
    return "planes", prog, outs


def _plan_planes_summed(fmt, t, planes, n, magic, sbias):
    """An integer format wider than the magic number's mantissa (8 bits into bfloat16's 7):
    each plane's bits into a magic number of their own (the top plane's sign flipped),
    then ``fma``s add them up scaled, top plane first, its constant removing every
    magic number and the offsets -- exact while each partial sum fits the mantissa
    (``_exact`` checks)."""
    prog, outs, ty = [], [], t["ty"]
    magics = -(sum(magic * 2.0 ** q for _, q in planes) + sbias)
    # the offset in the first fma's constant where that stays exact, else one fma more at the end
    late = 0 if _exact_half(magics - fmt.offset, ty) else fmt.offset
    if not (_exact_half(magics - fmt.offset + late, ty) and _exact_half(-late, ty)):
        return None
    for r in range(n // 2):
        acc = None
        top = len(planes) - 1
        for k in range(top, -1, -1):
            (p, lo), (w, pos) = planes[k], _plane_words(planes, n, r)[k]
            flip = ((sbias >> lo) * 0x10001) if k == top else 0
            h = _gather(prog, f"{r}_{k}", [(w, -pos, (1 << p) - 1, flip | _half_bits(magic, ty))])
            if not _exact_half(2.0 ** lo, ty):
                return None
            arg = _half_bits(magics - fmt.offset + late, ty) if acc is None else acc
            acc = f"o{r}_{k}"
            prog.append(("fma", acc, h, _half_bits(2.0 ** lo, ty), arg, ty))
        if late:
            prog.append(("fma", f"o{r}", acc, _half_bits(1.0, ty), _half_bits(-late, ty), ty))
            acc = f"o{r}"
        outs.append(acc)
    return "planes", prog, outs


def _plan_lut(fmt, out):
    """Up to 4 bits: byte tables looked up with prmt (module doc)."""
    b, ty = fmt.bits, _TARGET[out]["ty"]
    if b > 4:
        return None
    values = fmt.decode(np.arange(1 << b))
    table = [(_half_bits(float(v), ty) & 0xFFFF) for v in values]
    table += [0] * (16 - len(table))
    lo = [sum((table[i + k] & 0xFF) << (8 * k) for k in range(4)) for i in range(0, 16, 4)]
    hi = [sum((table[i + k] >> 8) << (8 * k) for k in range(4)) for i in range(0, 16, 4)]
    if b == 4:
        return _plan_lut16(lo, hi)
    n, per = 32 // b, 4 // b  # codes per word; codes per selector nibble spacing
    prog, slots = [], {}
    # selectors: nibble k of sel(j, half) = the code at bits 16 half + 4 k + b j (j < 4 / b)
    for half in (0, 1):
        for j in range(per):
            tag = f"{half}{j}"
            src = _shift(prog, f"v{tag}", "w", -(16 * half + b * j))
            lanes = (((1 << b) - 1) & 7) * 0x1111
            prog.append(("lop3", f"s{tag}", src, lanes, 0, AND))
            if b == 4:  # 16 entries: two banks of 8, chosen by the code's bit 3 (a byte mask)
                prog.append(("lop3", f"k{tag}", src, 0x8888, 0, AND))  # each code's bit 3 ...
                ksrc = _shift(prog, f"q{tag}", f"k{tag}", -1)  # ... as byte index 4 (bank two), or 0
                prog.append(("lop3", f"g{tag}", ksrc, 0x8888, 0, 0xFC))  # a | b: sign-replicate mode
                prog.append(("prmt", f"b{tag}", 0, 0x80808080, f"g{tag}"))
                for name, tab in (("L", lo), ("H", hi)):
                    prog.append(("prmt", f"{name}a{tag}", tab[0], tab[1], f"s{tag}"))
                    prog.append(("prmt", f"{name}b{tag}", tab[2], tab[3], f"s{tag}"))
                    prog.append(("lop3", f"{name}{tag}", f"{name}a{tag}", f"{name}b{tag}", f"b{tag}", SELECT))
            else:
                for name, tab in (("L", lo), ("H", hi)):
                    prog.append(("prmt", f"{name}{tag}", tab[0], tab[1], f"s{tag}"))
            for k in range(4):  # byte k of L / H: the code at bits 16 half + 4 k + b j
                q = (4 * k + b * j) // b
                slots[(half, q)] = (tag, k)
    outs = []
    for p in range(n // 2):
        (tl, kl), (th, kh) = slots[(0, p)], slots[(1, p)]
        # the pair's four bytes: L / H of its low-half code, then of its high-half code
        x0 = f"x{p}a"
        prog.append(("prmt", x0, f"L{tl}", f"H{tl}", kl | (kl + 4) << 4))
        x1 = f"x{p}b"
        prog.append(("prmt", x1, f"L{th}", f"H{th}", kh | (kh + 4) << 4))
        prog.append(("prmt", f"o{p}", x0, x1, 0x5410))
        outs.append(f"o{p}")
    return "lut", prog, outs


def _plan_lut16(lo, hi):
    """A word of eight 4-bit codes through 16-entry byte tables (``lo`` / ``hi``: four
    registers each, entry 4 r + k in byte k of register r).  Each selector register holds
    the codes of two output pairs -- nibbles (c0, c4, c2, c6) and (c1, c5, c3, c7): a
    pair's two codes lie 16 bits apart in the word, so one 12-bit shift (4 for the odd
    codes) brings the high code next to the low one -- and its lookups give the bytes
    of both pairs, which one ``prmt`` each interleaves.  Bit 3 of each code picks the
    bank (entries 8-15) through a byte mask: a ``prmt`` in sign-replicate mode of the
    bytes whose bit 7 is that bit (the odd codes' in the word, the even codes' in the
    word shifted left by 4).  25 instructions a word (19 where the low bytes are all
    zero), against 35 for two selectors of four consecutive codes (``_plan_lut``'s
    general form for fewer bits)."""
    prog = [("lop3", "m", "w", 0x77777777, 0, AND)]  # the codes' low 3 bits: prmt byte indices
    _shift(prog, "w4", "w", 4)
    pairs = {}
    for tag, (s_lo, s_hi, bank) in {"e": (0, 12, 0xB9A8), "o": (4, 16, 0xFDEC)}.items():
        low = _shift(prog, f"p{tag}", "m", -s_lo)
        high = _shift(prog, f"q{tag}", "m", -s_hi)
        prog.append(("lop3", f"s{tag}", low, high, 0x0F0F, SELECT_C))  # nibbles 0, 2 from low; 1, 3 from high
        prog.append(("prmt", f"b{tag}", "w4", "w", bank))  # 0xFF where the code's bit 3 is set
        looked = {}
        for name, tab in (("L", lo), ("H", hi)):
            if not any(tab):  # (a table of zero bytes -- a codebook of short mantissas: no lookup)
                looked[name] = 0
                continue
            prog.append(("prmt", f"{name}a{tag}", tab[0], tab[1], f"s{tag}"))
            prog.append(("prmt", f"{name}b{tag}", tab[2], tab[3], f"s{tag}"))
            prog.append(("lop3", f"{name}{tag}", f"{name}a{tag}", f"{name}b{tag}", f"b{tag}", SELECT))
            looked[name] = f"{name}{tag}"
        first = 0 if tag == "e" else 1  # selector bytes (0, 1) hold pair first, (2, 3) pair first + 2
        for k, p in ((0, first), (1, first + 2)):
            prog.append(("prmt", f"o{p}", looked["L"], looked["H"], (2 * k) | (2 * k + 4) << 4 | (2 * k + 1) << 8
                         | (2 * k + 5) << 12))
            pairs[p] = f"o{p}"
    return "lut", prog, [pairs[p] for p in range(4)]


def _expected(fmt, out) -> np.ndarray:
    codes = np.arange(1 << fmt.bits)
    v = fmt.decode(codes)
    return np.array([_half_bits(float(x), _TARGET[out]["ty"]) & 0xFFFF for x in v], np.uint16)


def _same(got: np.ndarray, want: np.ndarray, ty: str) -> bool:
    gh = _halves(got.astype(np.int64), ty)[..., 0]
    wh = _halves(want.astype(np.int64), ty)[..., 0]
    both_nan = np.isnan(gh) & np.isnan(wh)  # (sign aside: cvt's NaN is canonical, 0x7FFF)
    return bool(np.all((got == want) | both_nan))


def pack_words(codes, bits: int, planes: tuple = ()) -> np.ndarray:
    """The input words of a decode whose output slots take ``codes`` ((..., n) in slot
    order): (...) words of ``bits``-bit codes, or (..., inputs) plane words (``planes``,
    :func:`plane_split`)."""
    codes = np.asarray(codes, np.int64)
    n = codes.shape[-1]
    if not planes:
        words = np.zeros(codes.shape[:-1], np.int64)
        for e in range(n):
            words |= codes[..., e] << (slot_code(n, e) * bits)
        return words
    out = []
    for p, lo in planes:
        n_p = 32 // p
        for j in range(n // n_p):  # word j of the plane: slots j n_p + e, code slot_code(n_p, e)
            w = np.zeros(codes.shape[:-1], np.int64)
            for e in range(n_p):
                w |= (codes[..., j * n_p + e] >> lo & ((1 << p) - 1)) << (slot_code(n_p, e) * p)
            out.append(w)
    return np.stack(out, axis=-1)


def _exact(decode: WordDecode, fmt) -> bool:
    """Run the plan on words covering every code in every slot; compare with the decode."""
    b, n = decode.bits, decode.codes
    want = _expected(fmt, decode.out)
    codes = np.arange(1 << b)
    # word set i holds code (i + e) mod 2^b in slot e: every code meets every slot
    slots = (codes[:, None] + np.arange(n)[None, :]) % (1 << b)
    got = run(decode, pack_words(slots, b, decode.planes))
    return _same(got, want[slots], _TARGET[decode.out]["ty"])


@functools.lru_cache(maxsize=None)
def _plan_cached(fmt, out: str, planes: tuple, convert: bool = False):
    if fmt.bits not in WIDTHS + PLANAR_WIDTHS or out not in OUT_TYPES or fmt.is_bool:
        return None
    if len(planes) > 1:
        if sum(p for p, _ in planes) != fmt.bits or any(p not in (1, 2, 4) for p, _ in planes):
            return None
        builders = [functools.partial(_plan_planes, planes=planes)] if fmt.is_int or fmt.is_float else []
        if planes == EIGHT_BIT_PLANES:
            builders.append(functools.partial(_plan_rejoined_bytes, convert=convert))
    else:
        builders = [_plan_int] if fmt.is_int else [_plan_float, _plan_high_byte] if fmt.is_float else []
        builders += [_plan_convert] if convert else []
        builders.append(_plan_lut)
        planes = ()
    best = None  # (the shortest exact plan; the first of equals)
    for build in builders:
        made = build(fmt, out)
        if made is None:
            continue
        strategy, prog, outs = made
        decode = WordDecode(fmt.name, out, fmt.bits, strategy, tuple(prog), tuple(outs), planes)
        if (best is None or decode.instructions < best.instructions) and _exact(decode, fmt):
            best = decode
    return best


def _plan_rejoined_bytes(fmt, out, convert=False):
    """8-bit codes in two nibble planes (``EIGHT_BIT_PLANES``): the bytes rejoined --
    codes 0, 2, 4, 6 into one word and 1, 3, 5, 7 into another, one shift and one
    ``lop3`` each -- then the format's own plan for a word of four bytes on each, whose
    pairs (bytes 0 and 2, 1 and 3) are this word's pairs (codes i and i + 4).  int8: 14
    instructions for 8 codes against 18 plane by plane."""
    word = _plan_cached(fmt, out, (), convert)
    if word is None:
        return None
    prog = [("shl", "hi4", "w1_0", 4), ("lop3", "E", "w0_0", "hi4", 0x0F0F0F0F, SELECT_C),
            ("shr", "lo4", "w0_0", 4), ("lop3", "O", "lo4", "w1_0", 0x0F0F0F0F, SELECT_C)]
    outs = {}
    for tag, src, pairs in (("e", "E", (0, 2)), ("o", "O", (1, 3))):
        def reg(r):
            return src if r == "w" else f"{r}{tag}"
        for op, dst, *args in word.program:
            args = [reg(a) if isinstance(a, str) and k != _NOT_A_REGISTER.get(op) else a for k, a in enumerate(args)]
            prog.append((op, reg(dst), *args))
        for p, o in zip(pairs, word.outputs):
            outs[p] = reg(o)
    return "bytes", prog, [outs[p] for p in range(4)]


_NOT_A_REGISTER = {"fma": 3, "cvt": 2}  # an instruction's text argument that names no register (a type, a kind)
EIGHT_BIT_PLANES = ((4, 0), (4, 4))  # 8-bit codes as two nibble planes (a prepared 8-bit weight)


def plan(fmt, out: str, planes: tuple | None = None, convert: bool = False) -> WordDecode | None:
    """The word decode of low-bit format ``fmt`` (a DType of 1 to 8 bits; 3, 5, 6 and 7
    bits in planes) into ``out`` ("float16" or "bfloat16"), proven exact on every
    code; None when no strategy decodes it exactly (the element decode stays).
    ``planes``: the codes stored in these bit planes ((bits, lowest code bit), lowest
    first, of 1, 2 or 4 bits) instead of ``plane_split``'s -- 8-bit codes as
    ``EIGHT_BIT_PLANES``, say.  ``convert``: the target converts float8 pairs itself
    (``Target.has("fp8_convert")``): the ``convert`` strategy competes too."""
    if planes is None:
        planes = plane_split(fmt.bits) if fmt.bits in WIDTHS + PLANAR_WIDTHS else ()
    return _plan_cached(fmt, out, tuple(planes), bool(convert))


def stored_planes(bits: int) -> tuple:
    """The bit planes a prepared weight of ``bits``-bit codes is stored in (``prepare``):
    ``plane_split``'s for 3, 5, 6 and 7 bits, ``EIGHT_BIT_PLANES`` for 8, one plane of
    the codes themselves for 1, 2 and 4."""
    return EIGHT_BIT_PLANES if bits == 8 else plane_split(bits)


def plan_for_words(fmt, out: str, words: int, convert: bool = False, raw: bool = False) -> WordDecode | None:
    """The plan a ``dequant_word`` of ``words`` input words runs: the format's own (one
    word, or ``plane_split``'s planes), or for 8-bit codes in two words
    ``EIGHT_BIT_PLANES``; ``convert``: the op's (``plan``); ``raw``: ``raw_plan`` (one
    word only)."""
    if raw:
        return raw_plan(fmt, out) if words == 1 else None
    return plan(fmt, out, EIGHT_BIT_PLANES if fmt.bits == 8 and words == 2 else None, convert)


# ---- the raw decode: the int strategy stopped before its fma ----------------------------------
# A program that multiplies the decoded values by a matrix of its own can take them
# before the fma: the magic number plus the code, 2^r v + b for a pair whose code sits r
# bits high in its half -- exact, one instruction a pair fewer.  The factor and the
# offset depend only on the code's position in the word; the program undoes them on the
# other side of the product (``T.raw_code``: decode attention scales q's channels by
# 1 / m and starts its scores at -sum b / m q).
@functools.lru_cache(maxsize=None)
def raw_plan(fmt, out: str) -> WordDecode | None:
    """The ``int`` plan of integer format ``fmt`` (1, 2, 4 or 8 bits) into ``out``
    without its fmas: output slot e holds ``m v + b`` for the value v of its code, (m,
    b) = ``raw_affine(fmt, out, slot_code(n, e))``; None for other formats, or where
    the int strategy has no plan."""
    if not fmt.is_int or fmt.is_bool or fmt.bits not in WIDTHS or out not in OUT_TYPES:
        return None
    made = _plan_int(fmt, out)
    if made is None:
        return None
    _, prog, outs = made
    fed = {ins[1]: ins[2] for ins in prog if ins[0] == "fma"}  # (each output's fma reads the lop3's h)
    return WordDecode(fmt.name, out, fmt.bits, "int raw", tuple(ins for ins in prog if ins[0] != "fma"),
                      tuple(fed[o] for o in outs))


@functools.lru_cache(maxsize=None)
def raw_affine(fmt, out: str, position: int) -> tuple | None:
    """(m, b): what ``raw_plan(fmt, out)`` gives for the code at ``position`` (mod the
    word's codes) of value v -- ``m v + b``, m a power of two, both exact in ``out``; None
    where there is no raw plan.  The same for the codes of one pair (positions p and p +
    n / 2), so the same after ``fast_dequant``'s half-word splice too."""
    if raw_plan(fmt, out) is None:
        return None
    _, prog, outs = _plan_int(fmt, out)
    n = 32 // fmt.bits
    fma = next(ins for ins in prog if ins[0] == "fma" and ins[1] == outs[position % n % (n // 2)])
    ty = _TARGET[out]["ty"]
    scale, add = (float(_halves(np.asarray(x), ty)[0]) for x in fma[3:5])  # o = h scale + add
    m = 1.0 / scale
    return m, -add * m


@functools.lru_cache(maxsize=None)
def exact_half_type(fmt) -> str | None:
    """"float16" or "bfloat16": a 16-bit float type that holds every finite value of
    low-bit format ``fmt`` exactly and that ``fmt`` has a word decode into (inf and NaN
    codes decode to inf and NaN) -- so a decode to float32 can be the word decode plus
    an exact widening of each value; None when neither does."""
    if fmt.bits not in WIDTHS + PLANAR_WIDTHS or fmt.is_bool:
        return None
    values = np.asarray(fmt.decode(np.arange(1 << fmt.bits)), dtype=np.float64)
    finite = values[np.isfinite(values)]
    for out in OUT_TYPES:
        if plan(fmt, out) is None:
            continue
        back = _halves(np.asarray(_pack(np.stack([finite, finite], axis=-1), _TARGET[out]["ty"])),
                       _TARGET[out]["ty"])[..., 0]
        if np.array_equal(back, finite):
            return out
    return None
