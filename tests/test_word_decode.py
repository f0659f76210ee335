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
    assert decode.strategy in (want_strategy, "lut")  # (the shortest exact plan: a table may win)
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
    cases = {("int8", "float16"): ("bytes", 14), ("float8_e5m2", "float16"): ("bytes", 14),
             ("float8_e4m3fn", "float16"): ("bytes", 34), ("int8", "bfloat16"): ("planes", 22)}
    for (name, out), want in cases.items():
        decode = wd.plan(get_dtype(name), out, wd.EIGHT_BIT_PLANES)
        assert (decode.strategy, decode.instructions) == want, (name, out)


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


def _decode_program(fmt, out, threads, decode=None):
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
    dequant_word %buf, %c0, %w0{planes}, none {{format = "{fmt.name}"}}
    for %c0, %cn, %c1, [] (%i: index) {{
      %v = load %buf, [%i] : {out}
      store %Out, [%t, %i], %v
    }}
  }}
}}
"""


def _run(fmt, out, target, decode=None):
    words, codes = _words(fmt, np.random.default_rng(7), out, decode)
    words = words.reshape(codes.shape[0], -1)
    threads = -(-codes.shape[0] // 32) * 32
    words, codes = np.resize(words, (threads, words.shape[1])), np.resize(codes, (threads, codes.shape[1]))
    kernel = tilelang.compile(tilelang.parse_ir(_decode_program(fmt, out, threads, decode)), out_idx=[-1],
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
