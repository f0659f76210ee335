"""The word decodes (``lowering/word_decode.py``): a 32-bit word of 1, 2, 4 or 8-bit
codes into float16 / bfloat16 pairs, planned from the format's definition (integer,
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


def _all_formats():
    return [get_dtype(n) for n in FORMATS] + USER


def _words(fmt, rng):
    """Words covering every code in every position, and random ones."""
    b, n = fmt.bits, 32 // fmt.bits
    codes = np.arange(1 << b)
    words = np.zeros(codes.size, np.int64)
    for q in range(n):
        words |= ((codes + q) % (1 << b)) << (q * b)
    return np.concatenate([words, rng.integers(0, 1 << 32, 256, dtype=np.int64)])


def _expected(fmt, words, out):
    b, n = fmt.bits, 32 // fmt.bits
    codes = np.stack([(words >> (wd.slot_code(n, e) * b)) & ((1 << b) - 1) for e in range(n)], axis=-1)
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
    want_strategy = "int" if fmt.is_int else "float" if fmt.is_float else "lut"
    assert decode.strategy in (want_strategy, "lut")
    words = _words(fmt, np.random.default_rng(fmt.bits))
    got = wd.run(decode, words)
    assert got.shape == (words.size, 32 // fmt.bits)
    assert _same(got, _expected(fmt, words, out), out).all()
    assert decode.describe().startswith(f"{fmt.name} -> {out}: {decode.strategy} decode")


def test_codes_that_straddle_words_get_no_plan_yet():
    assert wd.plan(int_dtype("wd_i3", bits=3), "float16") is None
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


def _decode_program(fmt, out, threads):
    n = 32 // fmt.bits
    return f"""func {{sym_name = "decode"}} (%W: tensor<[{threads}], uint32>, %Out: tensor<[{threads}, {n}], {out}>) {{
  %c1 = const {{value = 1}} : index
  kernel [%c1] {{threads = [{threads}]}} (%bx: index) {{
    %t = thread_idx {{dim = 0}} : index
    %c0 = const {{value = 0}} : index
    %cn = const {{value = {n}}} : index
    %w = load %W, [%t] : uint32
    %buf = alloc_local : local<[{n}], {out}>
    dequant_word %buf, %c0, %w {{format = "{fmt.name}"}}
    for %c0, %cn, %c1, [] (%i: index) {{
      %v = load %buf, [%i] : {out}
      store %Out, [%t, %i], %v
    }}
  }}
}}
"""


def _run(fmt, out, target):
    words = _words(fmt, np.random.default_rng(7))
    threads = -(-words.size // 32) * 32
    words = np.resize(words, threads)
    kernel = tilelang.compile(tilelang.parse_ir(_decode_program(fmt, out, threads)), out_idx=[-1], target=target)
    device = "cuda" if target == "cuda" else "cpu"
    w = torch.from_numpy(words.astype(np.uint32).view(np.int32)).to(device).view(torch.uint32)
    got = kernel(w).cpu().view(torch.int16).numpy().view(np.uint16)
    return got, _expected(fmt, words, out)


@pytest.mark.parametrize("fmt", ["uint2", "float4_e2m1fn", "nf4", "float8_e4m3fn"])
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
    assert 'dequant_word %buf, %c0, %w {format = "float8_e5m2"}' in text
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
