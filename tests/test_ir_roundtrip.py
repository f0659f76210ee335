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
