"""The word decodes (``lowering/word_decode.py``): a 32-bit word of 1, 2, 4 or 8-bit
codes (3, 5, 6, 7-bit codes: a word of each bit plane) into float16 / bfloat16 pairs, planned from the format's definition (integer,
float or table decode), proven exact on every code in every slot by the numpy
execution of the plan; the ``dequant_word`` op runs it on the simulator and as PTX on
the GPU, where every code of every format must decode bit for bit as the format's own
decode rounded to the output type (NaN payloads aside)."""

import numpy as np
import pytest
import torch

import tilelang
from tilelang.dtypes import float_dtype, get_dtype, int_dtype, lut_dtype
from tilelang.lowering import word_decode as wd

FORMATS = ["int1", "uint1", "int2", "uint2", "int4", "uint4", "int8", "uint8", "float4_e2m1fn", "nf4",
           "float8_e4m3fn", "float8_e5m2"]
USER = [int_dtype("wd_u2_off1", bits=2, signed=False, offset=1), int_dtype("wd_i8_off3", bits=8, offset=3),
        float_dtype("wd_e3m0", 3, 0, bias=3), float_dtype("wd_e2m1_ieee", 2, 1, bias=1, special="ieee"),
        float_dtype("wd_ue4m4", 4, 4, bias=7, signed=False), lut_dtype("wd_lut2", (-2.0, -0.5, 0.25, 3.0))]
# formats without a plan yet: 8-bit integers into bfloat16 (its 8 significant bits hold codes below 128)
NO_PLAN = {("int8", "bfloat16"), ("uint8", "bfloat16"), ("wd_i8_off3", "bfloat16")}


# codes that straddle words: stored in bit planes (3 = 2 + 1, 5 = 4 + 1, 6 = 4 + 2, 7 = 4 + 2 + 1 bits)
PLANAR = [int_dtype("wd_i3", bits=3), int_dtype("wd_u3_off2", bits=3, signed=False, offset=2),
          int_dtype("wd_i5", bits=5), int_dtype("wd_u6", bits=6, signed=False), int_dtype("wd_i7", bits=7),
          float_dtype("wd_e3m2", 3, 2), float_dtype("wd_e2m3", 2, 3), float_dtype("wd_e2m2", 2, 2),
          float_dtype("wd_e3m2_fn", 3, 2, special="fn"), float_dtype("wd_e4m2_ieee", 4, 2, special="ieee"),
          float_dtype("wd_ue3m3", 3, 3, signed=False)]


def _all_formats():
    return [get_dtype(n) for n in FORMATS] + USER + PLANAR


def _codes(fmt, rng, n):
    """(sets, n) codes in slot order: every code in every slot, and random ones."""
    b = fmt.bits
    every = (np.arange(1 << b)[:, None] + np.arange(n)[None, :]) % (1 << b)
    return np.concatenate([every, rng.integers(0, 1 << b, (256, n))])


def _words(fmt, rng, out="float16", decode=None):
    """(input words, codes in slot order) of a decode: every code in every slot, and random ones."""
    decode = decode or wd.plan(fmt, out) or wd.plan(fmt, "float16")
    codes = _codes(fmt, rng, decode.codes)
    return wd.pack_words(codes, fmt.bits, decode.planes), codes


def _expected(fmt, codes, out):
    v = torch.from_numpy(fmt.decode(codes)).to(getattr(torch, out))
    return v.view(torch.int16).numpy().view(np.uint16)


def _same(got, want, out):
    tg = torch.from_numpy(got.view(np.int16)).view(getattr(torch, out)).float().numpy()
    tw = torch.from_numpy(want.view(np.int16)).view(getattr(torch, out)).float().numpy()
    return (got == want) | (np.isnan(tg) & np.isnan(tw))  # (torch's NaN conversions set the sign at will)


@pytest.mark.parametrize("out", wd.OUT_TYPES)
@pytest.mark.parametrize("fmt", _all_formats(), ids=lambda f: f.name)
def test_every_format_gets_an_exact_plan(fmt, out):
    decode = wd.plan(fmt, out)
    if (fmt.name, out) in NO_PLAN:
        assert decode is None
        return
    assert decode is not None, f"no word decode for {fmt.name} -> {out}"
    want_strategy = "planes" if fmt in PLANAR else "int" if fmt.is_int else "float" if fmt.is_float else "lut"
    # (the shortest exact plan: a table may win, and float8_e5m2 is float16's high byte)
    assert decode.strategy in (want_strategy, "lut") or (fmt.name, decode.strategy) == ("float8_e5m2", "high byte")
    words, codes = _words(fmt, np.random.default_rng(fmt.bits), out)
    got = wd.run(decode, words)
    assert got.shape == codes.shape
    assert _same(got, _expected(fmt, codes, out), out).all()
    assert decode.describe().startswith(f"{fmt.name} -> {out}: {decode.strategy} decode")


@pytest.mark.parametrize("out", wd.OUT_TYPES)
@pytest.mark.parametrize("fmt", ["int8", "uint8", "float8_e4m3fn", "float8_e5m2", "wd_i8_off3"])
def test_8_bit_codes_decode_from_two_nibble_planes(fmt, out):
    # a prepared W8 weight: two uint4 planes; bfloat16 too (the int plans' magic number has
    # 7 bits of mantissa there: each plane gets its own, summed by fmas)
    fmt = get_dtype(fmt)
    decode = wd.plan(fmt, out, wd.EIGHT_BIT_PLANES)
    assert decode is not None and decode.inputs == ("w0_0", "w1_0") and decode.codes == 8
    assert wd.plan_for_words(fmt, out, 2) == decode and wd.plan_for_words(fmt, out, 1) == wd.plan(fmt, out)
    codes = _codes(fmt, np.random.default_rng(3), 8)
    got = wd.run(decode, wd.pack_words(codes, 8, decode.planes))
    assert _same(got, _expected(fmt, codes, out), out).all()


def test_8_bit_planes_take_the_shorter_of_plane_by_plane_and_rejoined_bytes():
    # the bytes rejoined (4 instructions) and the word plan run on each half (int8 -> float16:
    # 5 a word of 4), against each plane's bits placed on their own
    cases = {("int8", "float16", False): ("bytes", 14), ("float8_e5m2", "float16", False): ("bytes", 8),
             ("float8_e4m3fn", "float16", False): ("bytes", 34), ("int8", "bfloat16", False): ("planes", 22),
             ("float8_e4m3fn", "float16", True): ("bytes", 10), ("float8_e4m3fn", "bfloat16", True): ("bytes", 34)}
    for (name, out, convert), want in cases.items():
        decode = wd.plan(get_dtype(name), out, wd.EIGHT_BIT_PLANES, convert=convert)
        assert (decode.strategy, decode.instructions) == want, (name, out, convert)


def test_float8_pairs_convert_in_hardware_where_the_target_has_it():
    # cvt.rn.f16x2.e4m3x2 (fp8_convert, sm_89 on): a prmt pairs bytes 0, 2 and 1, 3, one cvt a pair
    e4m3, e5m2 = get_dtype("float8_e4m3fn"), get_dtype("float8_e5m2")
    fast = wd.plan(e4m3, "float16", convert=True)
    assert (fast.strategy, fast.instructions) == ("convert", 3) and sum(i[0] == "cvt" for i in fast.program) == 2
    assert wd.plan(e4m3, "float16").strategy == "float" and wd.plan(e4m3, "float16").instructions == 15
    assert wd.plan(e4m3, "bfloat16", convert=True) == wd.plan(e4m3, "bfloat16")  # (no cvt into bf16 pairs)
    # e5m2 is float16's high byte on any target: a prmt and a lop3
    assert (wd.plan(e5m2, "float16").strategy, wd.plan(e5m2, "float16").instructions) == ("high byte", 2)
    # the instruction's model against torch's own float8 types (NaN: canonical)
    codes = torch.arange(256, dtype=torch.uint8)
    for kind, ty in (("e4m3", torch.float8_e4m3fn), ("e5m2", torch.float8_e5m2)):
        want = codes.view(ty).to(torch.float16)
        got = torch.from_numpy(wd._float8_to_f16_bits(kind).astype(np.int16)).view(torch.float16)
        nan = torch.isnan(want)
        assert torch.equal(got[~nan].view(torch.int16), want[~nan].view(torch.int16)) and torch.isnan(got[nan]).all()
    assert (wd._float8_to_f16_bits("e4m3")[[0x7F, 0xFF]] == 0x7FFF).all()
    with pytest.raises(ValueError, match="cvt converts e4m3 or e5m2 pairs, not 'e3m4'"):
        wd._float8_to_f16_bits("e3m4")
    # a user format that is not e4m3 does not take it: the proof refuses the conversion
    assert wd.plan(float_dtype("wd_e4m3_b8", 4, 3, bias=8, special="fn"), "float16", convert=True).strategy != "convert"


def test_codes_that_straddle_words_decode_from_bit_planes():
    assert wd.plane_split(7) == ((4, 0), (2, 4), (1, 6)) and wd.plane_split(3) == ((2, 0), (1, 2))
    decode = wd.plan(int_dtype("wd_i3", bits=3), "float16")
    # 32 codes: one word of the 1-bit plane (their top bits), two of the 2-bit plane
    assert decode.planes == ((2, 0), (1, 2)) and decode.codes == 32 and decode.inputs == ("w0_0", "w0_1", "w1_0")
    # each plane's bits: one shift and one lop3 at most per pair; one fma
    assert decode.instructions <= 16 * 5
    # a code changed in one plane changes only its own slot
    codes = np.zeros((1, 32), np.int64)
    codes[0, 21] = 4  # (the 1-bit plane's bit)
    got = wd.values(decode, wd.pack_words(codes, 3, decode.planes))
    assert got[0, 21] == -4 and (np.delete(got[0], 21) == 0).all()
    # tables of more than 16 entries have no decode yet
    assert wd.plan(lut_dtype("wd_lut5", (-2.0, -0.5, 0.25, 1.0, 3.0)), "float16") is None


def test_the_int_decode_is_short():
    # the magic-number decode: one lop3 and one fma per pair, a shift per run of pairs
    assert wd.plan(get_dtype("uint2"), "float16").instructions == 17
    assert wd.plan(get_dtype("int8"), "float16").instructions == 5


def test_a_plan_that_is_not_exact_is_refused(monkeypatch):
    # a broken int strategy (its fma drops the offset) fails the proof: the table decode stands in
    fmt = int_dtype("wd_u4_off2", bits=4, signed=False, offset=2)
    real = wd._plan_int

    def broken(f, out):
        strategy, prog, outs = real(f, out)
        return strategy, [ins[:4] + (0,) + ins[5:] if ins[0] == "fma" else ins for ins in prog], outs

    monkeypatch.setattr(wd, "_plan_int", broken)
    wd._plan_cached.cache_clear()
    try:
        assert wd.plan(fmt, "float16").strategy == "lut"
    finally:
        wd._plan_cached.cache_clear()


def _decode_program(fmt, out, threads, decode=None, convert=False):
    decode = decode or wd.plan(fmt, out) or wd.plan(fmt, "float16")
    n, k = decode.codes, len(decode.inputs)
    loads = "\n".join(f"    %c{i}w = const {{value = {i}}} : index\n    %w{i} = load %W, [%t, %c{i}w] : uint32"
                      for i in range(k))
    planes = f", [{', '.join(f'%w{i}' for i in range(1, k))}]"
    return f"""func {{sym_name = "decode"}} (%W: tensor<[{threads}, {k}], uint32>, %Out: tensor<[{threads}, {n}], {out}>) {{
  %c1 = const {{value = 1}} : index
  kernel [%c1] {{threads = [{threads}]}} (%bx: index) {{
    %t = thread_idx {{dim = 0}} : index
    %c0 = const {{value = 0}} : index
    %cn = const {{value = {n}}} : index
{loads}
    %buf = alloc_local : local<[{n}], {out}>
    dequant_word %buf, %c0, %w0{planes}, none {{format = "{fmt.name}"{', convert = true' if convert else ''}}}
    for %c0, %cn, %c1, [] (%i: index) {{
      %v = load %buf, [%i] : {out}
      store %Out, [%t, %i], %v
    }}
  }}
}}
"""


def _run(fmt, out, target, decode=None, convert=False):
    words, codes = _words(fmt, np.random.default_rng(7), out, decode)
    words = words.reshape(codes.shape[0], -1)
    threads = -(-codes.shape[0] // 32) * 32
    words, codes = np.resize(words, (threads, words.shape[1])), np.resize(codes, (threads, codes.shape[1]))
    kernel = tilelang.compile(tilelang.parse_ir(_decode_program(fmt, out, threads, decode, convert)), out_idx=[-1],
                              target=target)
    device = "cuda" if target == "cuda" else "cpu"
    w = torch.from_numpy(words.astype(np.uint32).view(np.int32)).to(device).view(torch.uint32)
    got = kernel(w).cpu().view(torch.int16).numpy().view(np.uint16)
    return got, _expected(fmt, codes, out)


@pytest.mark.parametrize("fmt", ["uint2", "float4_e2m1fn", "nf4", "float8_e4m3fn", "wd_i7", "wd_e3m2"])
def test_dequant_word_on_the_simulator(fmt):
    got, want = _run(get_dtype(fmt), "float16", "sim")
    assert _same(got, want, "float16").all()


def test_the_cuda_source_is_the_plan_instruction_for_instruction():
    from tilelang.backends.cuda.word_decode import word_decoder

    class Gen:
        tables = {}

    name = word_decoder(Gen, get_dtype("nf4"), "bfloat16")
    body = Gen.tables[name]
    decode = wd.plan(get_dtype("nf4"), "bfloat16")
    assert body.count("asm(") + body.count(">>") + body.count("<<") == decode.instructions
    assert body.count("prmt.b32") == sum(ins[0] == "prmt" for ins in decode.program)
    assert name == "tl_dw_nf4_bf16" and f"// {decode.describe()}" in body


def test_dequant_word_prints_and_parses_back():
    module = tilelang.parse_ir(_decode_program(get_dtype("float8_e5m2"), "bfloat16", 32))
    text = str(module)
    assert 'dequant_word %buf, %c0, %w0, [], none {format = "float8_e5m2"}' in text
    assert str(tilelang.parse_ir(text)) == text
    text = str(tilelang.parse_ir(_decode_program(get_dtype("wd_i7"), "float16", 32)))  # 7 words: 4 + 2 + 1
    assert 'dequant_word %buf, %c0, %w0, [%w1, %w2, %w3, %w4, %w5, %w6], none {format = "wd_i7"}' in text
    assert str(tilelang.parse_ir(text)) == text


def test_a_converting_dequant_word_prints_parses_and_writes_the_cvt():
    from tilelang.backends.cuda.word_decode import word_decoder

    e4m3 = get_dtype("float8_e4m3fn")
    text = str(tilelang.parse_ir(_decode_program(e4m3, "float16", 32, convert=True)))
    assert '{format = "float8_e4m3fn", convert = true}' in text and str(tilelang.parse_ir(text)) == text

    class Gen:
        tables, target = {}, None

    name = word_decoder(Gen, e4m3, "float16", 2, convert=True)
    assert name == "tl_dw_float8_e4m3fn_p44_cvt_f16" and Gen.tables[name].count("cvt.rn.f16x2.e4m3x2") == 4
    assert "cvt" not in Gen.tables[word_decoder(Gen, e4m3, "float16", 2)]  # (None: the target's; no target)


@pytest.mark.parametrize("target", ["sim", pytest.param("cuda", marks=[pytest.mark.gpu, pytest.mark.skipif(
    not torch.cuda.is_available(), reason="needs a CUDA GPU")])])
@pytest.mark.parametrize("words", [1, 2])
def test_float8_pairs_converted_by_the_hardware_decode_bit_exactly(words, target):
    # every e4m3 code in every slot, through cvt.rn.f16x2.e4m3x2 (sm_89 on), raw bytes or nibble planes
    if target == "cuda" and torch.cuda.get_device_capability() < (8, 9):
        pytest.skip("cvt from e4m3 pairs needs sm_89")
    fmt = get_dtype("float8_e4m3fn")
    decode = wd.plan_for_words(fmt, "float16", words, convert=True)
    assert "cvt" in {ins[0] for ins in decode.program}
    got, want = _run(fmt, "float16", target, decode, convert=True)
    bad = ~_same(got, want, "float16")
    assert not bad.any(), f"{int(bad.sum())} values differ, first at {np.argwhere(bad)[0]}"


def test_the_verifier_refuses_a_format_without_a_plan():
    text = _decode_program(get_dtype("int8"), "bfloat16", 32)
    with pytest.raises(tilelang.TileLangError, match="no exact word decode of int8 into bfloat16"):
        tilelang.parse_ir(text).verify()


@pytest.mark.gpu
@pytest.mark.skipif(not torch.cuda.is_available(), reason="needs a CUDA GPU")
@pytest.mark.parametrize("out", wd.OUT_TYPES)
@pytest.mark.parametrize("fmt", _all_formats(), ids=lambda f: f.name)
def test_dequant_word_on_the_gpu_is_bit_exact(fmt, out):
    if (fmt.name, out) in NO_PLAN:
        pytest.skip("no plan")
    got, want = _run(fmt, out, "cuda")
    bad = ~_same(got, want, out)
    assert not bad.any(), f"{int(bad.sum())} values differ, first at {np.argwhere(bad)[0]}"


@pytest.mark.parametrize("target", ["sim", pytest.param("cuda", marks=[pytest.mark.gpu, pytest.mark.skipif(
    not torch.cuda.is_available(), reason="needs a CUDA GPU")])])
@pytest.mark.parametrize("out", wd.OUT_TYPES)
@pytest.mark.parametrize("fmt", ["int8", "uint8", "float8_e4m3fn", "float8_e5m2", "wd_i8_off3"])
def test_8_bit_nibble_planes_decode_bit_exactly(fmt, out, target):
    fmt = get_dtype(fmt)
    got, want = _run(fmt, out, target, wd.plan(fmt, out, wd.EIGHT_BIT_PLANES))
    bad = ~_same(got, want, out)
    assert not bad.any(), f"{int(bad.sum())} values differ, first at {np.argwhere(bad)[0]}"


@pytest.mark.parametrize("name,want", [("float8_e4m3fn", "float16"), ("float8_e5m2", "float16"), ("int4", "float16"),
                                       ("float4_e2m1fn", "float16"), ("nf4", None)])
def test_exact_half_type_holds_every_value(name, want):
    """The 16-bit type a decode to float32 may go through (the word decode, then a
    widening): every finite value of the format exactly, inf / NaN as such; nf4's
    values are not float16 values, so none."""
    fmt = get_dtype(name)
    assert wd.exact_half_type(fmt) == want
    if want is not None:
        v = np.asarray(fmt.decode(np.arange(1 << fmt.bits)), np.float64)
        fin = np.isfinite(v)
        assert np.array_equal(v[fin].astype(np.float16).astype(np.float64), v[fin])


@pytest.mark.parametrize("name,arch,converts", [("float8_e4m3fn", "sm_90a", True), ("float8_e4m3fn", "sm_89", True),
                                                ("float8_e4m3fn", "sm_80", False), ("float8_e5m2", "sm_90a", False),
                                                ("int8", "sm_90a", False)])
def test_the_lowering_converts_float8_pairs_where_the_target_can(name, arch, converts):
    # the tile lowering asks the Target (fp8_convert) and marks the op only where the plan changes;
    # a gemm of a prepared float8_e4m3fn weight then matches float64 on the simulator
    from tilelang.ops import prepare
    from tilelang.ops.lowbit_kernels import gemm_factory

    M, N, K, G = 16, 128, 256, 128
    wgmma = arch == "sm_90a"
    f = gemm_factory(M, N, K, G, name, "float16", "float16", False, 0, True, block_M=16, block_N=64, block_K=128,
                     num_stages=2, threads=128, b_wgmma=wgmma)
    ir = str(tilelang.lower(f, arch=arch))
    assert "dequant_word" in ir and ("convert = true" in ir) == converts
    if not converts or arch == "sm_89":
        return
    gen = torch.Generator().manual_seed(5)
    q, s = tilelang.quantize(torch.randn(N, K, generator=gen).half(), name, group_size=G)
    p = prepare(q, s, None, G, name)
    a = torch.randn(M, K, generator=gen).half()
    c = torch.zeros(M, N, dtype=torch.float16)
    tilelang.compile(f, target="sim", arch=arch)(a, p.qweight, p.scales, p.scales, c, torch.zeros(1, 1, 1),
                                                 torch.zeros(1, 1, dtype=torch.int32), *p.planes)
    ref = a.double() @ tilelang.dequantize(q, name, s, group_size=G, out_dtype="float64").T
    err = ((c.double() - ref).norm() / ref.norm()).item()
    assert err < 1e-3, err


@pytest.mark.parametrize("n", [4, 8, 16])
def test_two_rows_words_splice_into_whole_registers(n):
    """``fast_dequant._paired_groups``: groups (a word's slots in the decode's output
    order) whose codes sit in adjacent slots of two rows -- an mma B operand with k
    along the rows -- pair up; the spliced low / high half words then decode into those
    slots two by two (``_interleave``): even outputs a's codes, odd ones b's, each pair
    a whole register (an even slot and the next).  Anything else is refused."""
    from tilelang.lowering.tile_lowering import fast_dequant as fd

    def group(code_slots):  # slots by code -> the output order
        return tuple(code_slots[wd.slot_code(n, e)] for e in range(n))

    # two row pairs, each code k of a row's word in slot 16 k (+1 for the second row of a pair)
    rows = [[16 * k + r for k in range(n)] for r in range(2)] + [[16 * k + 2 + r for k in range(n)] for r in range(2)]
    groups = [group(c) for c in reversed(rows)]
    pairs = fd._paired_groups(groups)
    assert sorted(pairs) == [(group(rows[0]), group(rows[1])), (group(rows[2]), group(rows[3]))]
    a, b = pairs[0]
    assert fd._interleave(a, b, 0) == tuple(16 * (e // 2) + e % 2 for e in range(n))
    assert fd._interleave(a, b, n // 2) == tuple(16 * (n // 2 + e // 2) + e % 2 for e in range(n))
    # a spliced word's decode: output e is its code slot_code(n, e), i.e. a's code e // 2 (even e) or b's
    bits, rng = 32 // n, np.random.default_rng(n)
    for _ in range(8):
        ca, cb = rng.integers(0, 1 << bits, n), rng.integers(0, 1 << bits, n)
        wa, wb = (sum(int(c) << (bits * k) for k, c in enumerate(cs)) for cs in (ca, cb))
        low, high = (wa & 0xFFFF) | (wb << 16) & 0xFFFFFFFF, (wa >> 16) | (wb & 0xFFFF0000)
        for word, first in ((low, 0), (high, n // 2)):
            codes = [(word >> (bits * wd.slot_code(n, e))) & ((1 << bits) - 1) for e in range(n)]
            assert codes == [(cb if e % 2 else ca)[first + e // 2] for e in range(n)]
    # runs (an mma's k along a row), an odd first slot, an unmatched row: no pairing
    assert fd._paired_groups([tuple(range(i, i + n)) for i in range(0, 4 * n, n)]) is None
    shifted = [[s + 1 for s in r] for r in rows[:2]]
    assert fd._paired_groups([group(c) for c in shifted]) is None
    assert fd._paired_groups([group(rows[0]), group(rows[2])]) is None


@pytest.mark.parametrize("out", wd.OUT_TYPES)
@pytest.mark.parametrize("name", ["int1", "uint1", "int2", "uint2", "int4", "uint4", "int8", "uint8", "wd_u2_off1",
                                  "wd_i8_off3"])
def test_the_raw_decode_is_the_int_plan_without_its_fmas(name, out):
    """``raw_plan``: the int plan stopped before its fma, each slot ``m v + b`` for the
    value v of its code, (m, b) = ``raw_affine`` of the code's place -- every code in every
    slot; the same for a pair's two codes; no fma left, one fewer than the int plan's per
    pair."""
    fmt = get_dtype(name)
    raw, full = wd.raw_plan(fmt, out), wd._plan_int(fmt, out)
    if full is None:
        assert raw is None
        return
    n = 32 // fmt.bits
    codes = _codes(fmt, np.random.default_rng(3), n)
    got = wd._halves(wd.run(raw, wd.pack_words(codes, fmt.bits)).astype(np.int64), wd._TARGET[out]["ty"])[..., 0]
    places = np.array([wd.slot_code(n, e) for e in range(n)])
    m, b = (np.array([wd.raw_affine(fmt, out, q)[i] for q in places]) for i in (0, 1))
    np.testing.assert_array_equal(got, m * fmt.decode(codes) + b)
    assert all(wd.raw_affine(fmt, out, q) == wd.raw_affine(fmt, out, q + n // 2) for q in range(n // 2))
    assert "fma" not in {ins[0] for ins in raw.program} and raw.instructions == len(full[1]) - n // 2
    assert wd.raw_plan(get_dtype("nf4"), out) is None and wd.raw_plan(get_dtype("float8_e4m3fn"), out) is None


def _raw_code_program(fmt, out, N=64, K=64):
    import tilelang.language as T

    @T.prim_func
    def f(W: T.Tensor((N, K), fmt), O: T.Tensor((N, K), out)):
        with T.Kernel(1, threads=128) as bx:
            W_s = T.alloc_shared((N, K), fmt)
            T.copy(W, W_s)
            O_f = T.alloc_fragment((N, K), out)
            for i, j in T.Parallel(N, K):
                O_f[i, j] = T.raw_code(W_s[i, j], j, out)
            T.copy(O_f, O)
    return f


@pytest.mark.parametrize("target", ["cpu", "sim", pytest.param("cuda", marks=[pytest.mark.gpu, pytest.mark.skipif(
    not torch.cuda.is_available(), reason="needs a CUDA GPU")])])
@pytest.mark.parametrize("name,out", [("int4", "float16"), ("uint4", "bfloat16"), ("uint2", "float16")])
def test_raw_code_is_m_v_plus_b_and_decodes_words_without_the_fma(name, out, target):
    """``T.raw_code(code, position, dtype)``: ``m v + b`` with ``raw_affine``'s (m, b) of the
    position -- on the interpreter as arithmetic; lowered, a fragment's whole words of
    codes decode through the raw plan (``dequant_word ... raw = true``, the CUDA function
    ``tl_dw_<format>_raw_<type>``); it prints and parses back."""
    fmt = get_dtype(name)
    lo, hi = (-(1 << fmt.bits - 1), 1 << fmt.bits - 1) if fmt.is_signed else (0, 1 << fmt.bits)
    vals = np.random.default_rng(5).integers(lo, hi, size=(64, 64))
    aff = np.array([wd.raw_affine(fmt, out, p) for p in range(64)])
    kernel = tilelang.compile(_raw_code_program(name, out), out_idx=[-1], target=target)
    device = "cuda" if target == "cuda" else "cpu"
    got = kernel(torch.as_tensor(tilelang.pack(vals, name)).to(device)).double().cpu().numpy()
    np.testing.assert_array_equal(got, vals * aff[None, :, 0] + aff[None, :, 1])
    if target == "sim" and name != "uint2":  # (uint2: the default fragment's slots are not whole words)
        assert f'{{format = "{name}", raw = true}}' in kernel.ir
        text = str(tilelang.parse_ir(kernel.ir))
        assert str(tilelang.parse_ir(text)) == text
        src = tilelang.compile(_raw_code_program(name, out), out_idx=[-1], target="cuda", arch="sm_90a")
        assert f"tl_dw_{name}_raw_{'f16' if out == 'float16' else 'bf16'}(" in src.get_kernel_source()


def test_raw_code_refuses_a_format_without_a_raw_decode_and_a_position_not_an_integer():
    import tilelang.language as T

    with pytest.raises(tilelang.TileLangError, match=r"T.raw_code: code must be an integer code of 1, 2, 4 or 8 "
                                                     r"bits with a raw decode into float16 .*, got nf4"):
        @T.prim_func
        def f(W: T.Tensor((64, 64), "nf4"), O: T.Tensor((64, 64), "float16")):
            with T.Kernel(1, threads=128) as bx:
                for i, j in T.Parallel(64, 64):
                    O[i, j] = T.raw_code(W[i, j], j, "float16")
    with pytest.raises(tilelang.TileLangError, match=r"T.raw_code: position must be an integer, got float32"):
        @T.prim_func
        def g(W: T.Tensor((64, 64), "int4"), O: T.Tensor((64, 64), "float16")):
            with T.Kernel(1, threads=128) as bx:
                for i, j in T.Parallel(64, 64):
                    O[i, j] = T.raw_code(W[i, j], T.cast(j, "float32"), "float16")
