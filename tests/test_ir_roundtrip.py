"""The IR text form: every corpus file parses, verifies, and prints back to itself."""

from pathlib import Path

import pytest

import tilelang
from tilelang.lowering.ir import OP_REGISTRY, Module

CORPUS = sorted((Path(__file__).parent / "ir_corpus").glob("*.tlir"))


@pytest.mark.parametrize("path", CORPUS, ids=lambda p: p.stem)
def test_corpus_round_trips_exactly(path):
    text = path.read_text()
    module = tilelang.parse_ir(text)
    module.verify()
    printed = str(module)
    assert printed == text
    again = tilelang.parse_ir(printed)
    assert str(again) == printed


def test_corpus_covers_every_op():
    seen = set()
    for path in CORPUS:
        seen |= {op.name for op in tilelang.parse_ir(path.read_text()).walk()}
    missing = sorted(set(OP_REGISTRY) - seen)
    assert not missing, f"ops with no corpus coverage: {missing}"


def test_unnamed_values_are_numbered_and_renumbered_stably():
    text = (
        'func {sym_name = "f"} (%0: tensor<[4], float32>) {\n'
        "  %5 = const {value = 2} : index\n"
        "  kernel [%5] {threads = [32]} (%9: index) {\n"
        "    %x = load %0, [%9] : float32\n"
        "  }\n"
        "}\n"
    )
    printed = str(tilelang.parse_ir(text))
    assert "%0: tensor<[4], float32>" in printed and "%1 = const" in printed and "(%2: index)" in printed
    assert "%x = load %0, [%2]" in printed
    assert str(tilelang.parse_ir(printed)) == printed


def test_duplicate_hints_are_made_unique():
    from tilelang.lowering.ir import INDEX, Region, Value
    from tilelang.lowering.ir.ops import ConstOp, FuncOp

    a, b, c = Value(INDEX, "x"), Value(INDEX, "x"), Value(INDEX, "x_1")
    body = Region([], [ConstOp(value=1, results=[a]), ConstOp(value=2, results=[b]),
                       ConstOp(value=3, results=[c])])
    m = Module([FuncOp(sym_name="f", body=body)])
    m.verify()
    text = str(m)
    assert "%x = const" in text and "%x_1 = const {value = 2}" in text and "%x_1_1 = const {value = 3}" in text
    assert str(tilelang.parse_ir(text)) == text


def test_floats_round_trip_bit_exactly():
    values = [0.1, -2.5e-8, 1e30, 65504.0, float("inf"), float("-inf"), 3.0]
    lines = "".join(f"  %v{i} = const {{value = {v!r}}} : float32\n".replace("inf}", "inf}")
                    for i, v in enumerate(values))
    text = 'func {sym_name = "f"} {\n' + lines + "}\n"
    m = tilelang.parse_ir(text)
    got = [op.value for op in m.walk() if op.name == "const"]
    assert got == values
    assert str(m) == text
    nan = tilelang.parse_ir('func {sym_name = "f"} {\n  %n = const {value = nan} : float32\n}\n')
    assert "value = nan" in str(nan)


def test_empty_module_and_header_only():
    assert str(tilelang.parse_ir("")) == ""
    assert str(tilelang.parse_ir('func {sym_name = "g"} () {\n}\n')) == 'func {sym_name = "g"}\n'


def _int4_kernels():
    """Kernels whose layouts carry closed-form inverses and 16-byte chunk swizzles: the
    planned int4 gemms (mma.sync, wgmma's register form, TMA weight tiles, a producer
    warp with split-K's named barriers), the raw
    weight's nibble-permuting copy and the gemv."""
    from tilelang.ops.lowbit_kernels import gemm_factory, gemv_factory

    small, large, m128 = (dict(block_M=16, block_N=64, block_K=128, num_stages=3, threads=128, split_k=2),
                          dict(block_M=16, block_N=128, block_K=256, num_stages=3, threads=128),
                          dict(block_M=128, block_N=64, block_K=128, num_stages=4, threads=128, b_wgmma=True))
    args = ("int4", "float16", "float16", False, 0)
    return {"mma-sync": lambda: gemm_factory(16, 256, 1024, 128, *args, True, **small),
            "raw-weight": lambda: gemm_factory(16, 256, 1024, 128, *args, False, **small),
            "tma-weight": lambda: gemm_factory(1, 256, 1024, 128, *args, True, **large),
            "wgmma-registers": lambda: gemm_factory(128, 256, 1024, 128, *args, True, **m128),
            "producer-warp": lambda: gemm_factory(128, 256, 2048, 128, *args, True, **m128, split_k=2,
                                                  warp_specialize=True),
            "gemv": lambda: gemv_factory(1, 256, 1024, 128, *args, True, rows=4, block_K=256, split_k=2)}


def _canonical_names(src: str) -> str:
    """CUDA source with its declared names numbered in order of first use (a parsed
    module may name values apart from the built one: ``k_3`` for ``k_1_1``)."""
    import re

    body = src.split('extern "C"', 1)[1]
    decl = set(re.findall(r"\b(?:int|bool|unsigned|half|float|bfloat16_t|long)\s+(\w+)\s*(?:=|;|\[)", body))
    decl |= set(re.findall(r"\*\s*const\s+(\w+)\s*=", body)) | set(re.findall(r"\bvec<[^>]*>\s+(\w+)\s*=", body))
    names: dict = {}
    pattern = r'("(?:[^"\\]|\\.)*")|\b(' + "|".join(sorted(map(re.escape, decl), key=len, reverse=True)) + r")\b"
    prelude, kernel = src.split('extern "C"', 1)  # (the prelude is fixed text)
    return prelude + re.sub(pattern, lambda m: m.group(1) or names.setdefault(m.group(2), f"n{len(names)}"), kernel)


@pytest.mark.parametrize("name", list(_int4_kernels()))
def test_lowering_resumes_from_the_text_form_at_every_pass_boundary(name):
    """Print the module after each pass, parse it, run the remaining passes: the CUDA is
    the same as without the round trip -- nothing a later pass needs (a fragment's
    closed-form inverse, a tile layout's chunk swizzle) lives only in memory."""
    pytest.importorskip("cuda.bindings")
    from tilelang.backends.cuda.module_source import generate
    from tilelang.lowering.passes.base import PASSES, PIPELINE

    def lower(module, start):
        for p in PIPELINE[start:]:
            module = PASSES[p](arch="sm_90a").run(module)
        return generate(module, line_directives=False)[0]

    kernel = _int4_kernels()[name]()
    direct = _canonical_names(lower(kernel.module.clone(), 0))
    module = kernel.module.clone()
    for i, p in enumerate(PIPELINE):
        module = PASSES[p](arch="sm_90a").run(module)
        text = str(module)
        module = tilelang.parse_ir(text)
        assert str(module) == text, p
        assert _canonical_names(lower(tilelang.parse_ir(text), i + 1)) == direct, f"after {p}"
