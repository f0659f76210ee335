"""The verifier rejects ill-formed IR with messages that name the op; the parser
reports malformed text at line:col."""

import pytest

import tilelang
from tilelang import IRParseError, IRVerifyError, TileLangError
from tilelang.lowering.ir import INDEX, Module, Region, Value, scalar
from tilelang.lowering.ir.ops import AddOp, ConstOp, ForOp, FuncOp

HEAD = 'func {sym_name = "f", symbols = ["M"]} (%A: tensor<[M, 64], float16>, %x: float32) {\n'


def kernel(body: str) -> str:
    """A function whose kernel holds ``body`` (with a few handy values defined)."""
    return (HEAD + "  %c1 = const {value = 1} : index\n"
            "  kernel [%c1] {threads = [128]} (%bx: index) {\n"
            "    %c0 = const {value = 0} : index\n"
            + "".join(f"    {line}\n" for line in body.strip().splitlines()) + "  } loc(0:3:4)\n}\n")


BAD = [
    ("add", "operand types differ", kernel("%y = add %c0, %x : index")),
    ("gemm", "accumulator C must be a fragment", kernel(
        "%a = alloc_shared : shared<[64, 32], float16>\n%b = alloc_shared : shared<[32, 64], float16>\n"
        "%c = alloc_shared : shared<[64, 64], float32>\ngemm %a, %b, %c")),
    ("gemm", "reduction dims differ", kernel(
        "%a = alloc_shared : shared<[64, 32], float16>\n%b = alloc_shared : shared<[16, 64], float16>\n"
        "%c = alloc_fragment : fragment<[64, 64], float32>\ngemm %a, %b, %c")),
    ("gemm", "C is [64, 64], expected [32, 64]", kernel(
        "%a = alloc_shared : shared<[64, 32], float16>\n%b = alloc_shared : shared<[64, 64], float16>\n"
        "%c = alloc_fragment : fragment<[64, 64], float32>\ngemm %a, %b, %c {transpose_A = true}")),
    ("copy", "differ in shape", kernel(
        "%s = alloc_shared : shared<[32, 64], float16>\n"
        "copy %A, %s, [%c0, %c0], [%c0, %c0] {src_extents = [64, 32], dst_extents = [32, 64]}")),
    ("copy", "exceeds the buffer shape", kernel(
        "%s = alloc_shared : shared<[32, 64], float16>\n"
        "copy %A, %s, [%c0, %c0], [%c0, %c0] {src_extents = [64, 64], dst_extents = [64, 64]}")),
    ("load", "rank 2 but 1 indices", kernel("%v = load %A, [%c0] : float16")),
    ("load", "result is float32 but the elements are float16", kernel("%v = load %A, [%c0, %c0] : float32")),
    ("store", "value is float32 but the elements are float16", kernel("store %A, [%c0, %c0], %x")),
    ("alloc_shared", "must be inside a kernel",
     HEAD + "  %s = alloc_shared : shared<[4], float16>\n}\n"),
    ("kernel", "must sit directly in a function body", kernel(
        "kernel [%c1] {threads = [32]} (%by: index) {\n}")),
    ("for", "yields (index) but the op produces (float32)", kernel(
        "%r = for %c0, %c1, %c1, [%x] : float32 (%i: index, %acc: float32) {\n  yield [%i]\n}")),
    ("for", "pipelined loop needs num_stages >= 1", kernel(
        "for %c0, %c1, %c1, [] {kind = pipelined} (%i: index) {\n}")),
    ("for", "unroll_stages applies to pipelined loops without warp_specialize only", kernel(
        "for %c0, %c1, %c1, [] {unroll_stages = true} (%i: index) {\n}")),
    ("for", "lb must be an index", kernel(
        "%one = const {value = 1} : int32\nfor %one, %c1, %c1, [] (%i: index) {\n}")),
    ("if", "condition must be bool", kernel("if %c0 {\n}")),
    ("if", "then branch must end in 'yield'", kernel("%r = if %t : float32 {\n}") .replace(
        "    %r = if", "    %t = eq %c0, %c0 : bool\n    %r = if")),
    ("symbol", "symbolic dim 'K' is not declared", kernel('%k = symbol {sym = "K"} : index')),
    ("const", "value 300 does not fit in int8", kernel("%b = const {value = 300} : int8")),
    ("const", "is not a float", kernel("%b = const {value = 3} : float16")),
    ("reinterpret", "bit widths differ", kernel("%b = reinterpret %x : float16")),
    ("reduce", "dst is [64], expected [32]", kernel(
        "%s = alloc_fragment : fragment<[32, 64], float32>\n%d = alloc_fragment : fragment<[64], float32>\n"
        "reduce %s, %d {kind = sum}")),
    ("reduce", "attribute 'kind' must be one of", kernel(
        "%s = alloc_fragment : fragment<[32, 64], float32>\n%d = alloc_fragment : fragment<[32], float32>\n"
        "reduce %s, %d {kind = mean}")),
    ("fill", "value is float32, the buffer holds float16", kernel(
        "%s = alloc_fragment : fragment<[32], float16>\nfill %s, %x")),
    ("yield", "must be the last op", kernel(
        "for %c0, %c1, %c1, [] (%i: index) {\n  yield []\n  barrier\n}")),
    ("func", "uses symbolic dim 'K' that the function does not declare",
     'func {sym_name = "g"} (%B: tensor<[K], float32>) {\n}\n'),
    ("alloc_var", "a var buffer holds one scalar", kernel("%v = alloc_var none : var<[2], float32>")),
    ("select", "condition must be bool", kernel("%s = select %c0, %x, %x : float32")),
    ("cp_async", "bytes must be 4, 8 or 16", kernel(
        "%s = alloc_shared : shared<[64, 64], float16>\ncp_async %s, [%c0, %c0], %A, [%c0, %c0], none {bytes = 2}")),
    ("annotate_layout", "fragment buffers take a T.Fragment layout", 'layout #L0 = Layout([4], lambda i: 3 - i)\n'
     + kernel("%f = alloc_fragment : fragment<[4], float32>\nannotate_layout %f {layout = #L0}")),
    ("annotate_layout", "layout shape [4] differs from the buffer's [8]", 'layout #L0 = Layout([4], lambda i: 3 - i)\n'
     + kernel("%f = alloc_shared : shared<[8], float32>\nannotate_layout %f {layout = #L0}")),
    ("func", "layout shape [4] differs from the tensor's [8]", 'layout #L0 = Layout([4], lambda i: 3 - i)\n'
     'func {sym_name = "g"} (%B: tensor<[8], int4, #L0>) {\n}\n'),
    ("ldmatrix", "num must be 1, 2 or 4", kernel(
        "%s = alloc_shared : shared<[16, 16], float16>\n%r = alloc_local : local<[8], float16>\n"
        "ldmatrix %r, %c0, %s, [%c0, %c0] {num = 3}")),
    ("mma", "C needs 4 registers, the buffer has 2", kernel(
        "%a = alloc_local : local<[8], float16>\n%b = alloc_local : local<[4], float16>\n"
        "%c = alloc_local : local<[2], float32>\nmma %a, %c0, %b, %c0, %c, %c0")),
    ("mma", "A (float16) and B (bfloat16) must share a dtype", kernel(
        "%a = alloc_local : local<[8], float16>\n%b = alloc_local : local<[4], bfloat16>\n"
        "%c = alloc_local : local<[4], float32>\nmma %a, %c0, %b, %c0, %c, %c0")),
    ("dequant_i4", "word must be a uint32", kernel(
        "%d = alloc_local : local<[8], float16>\n%w = const {value = 1} : int32\ndequant_i4 %d, %c0, %w")),
    ("shl", "must be an integer or bool", kernel("%s = shl %x, %x : float32")),
    ("packed_load", "of fewer than 8 bits (packed storage)", kernel("%b = packed_load %A, [%c0, %c0] : uint8")),
    ("packed_load", "uint8, uint16 or uint32 word, got int32", kernel(
        "%s = alloc_shared : shared<[4, 8], int4>\n%b = packed_load %s, [%c0, %c0] : int32")),
    ("packed_load", "or a vec<2 | 4, uint32> of consecutive words, got vec<4, uint16>", kernel(
        "%s = alloc_shared : shared<[4, 64], int4>\n%b = packed_load %s, [%c0, %c0] : vec<4, uint16>")),
    ("packed_load", "or a vec<2 | 4, uint32> of consecutive words, got vec<8, uint32>", kernel(
        "%s = alloc_shared : shared<[4, 64], int4>\n%b = packed_load %s, [%c0, %c0] : vec<8, uint32>")),
    ("packed_store", "of fewer than 8 bits (packed storage)", kernel(
        "%s = alloc_local : local<[8], int4>\n%b = const {value = 1} : uint8\npacked_store %s, [%c0], %b")),
    ("decode_lut", "code must be an integer", kernel("%v = decode_lut %x : nf4")),
    ("decode_lut", "float or lookup-table format of at most 8 bits, got int4", kernel(
        "%c = const {value = 1} : int32\n%v = decode_lut %c : int4")),
    ("encode_lut", "result must be int32", kernel(
        "%c = const {value = 1} : int32\n%v = decode_lut %c : nf4\n%e = encode_lut %v : uint8")),
]


@pytest.mark.parametrize("op_name,message,text", BAD, ids=[f"{b[0]}:{b[1][:30]}" for b in BAD])
def test_verifier_rejects(op_name, message, text):
    module = tilelang.parse_ir('source 0 = "prog.py"\n' + text if "loc(0:" in text else text)
    with pytest.raises(IRVerifyError) as e:
        module.verify()
    assert f"'{op_name}' op" in str(e.value)
    assert message in str(e.value)
    assert isinstance(e.value, TileLangError)


def test_verify_error_carries_the_op_location():
    text = 'source 0 = "prog.py"\n' + kernel("%y = add %c0, %x : index loc(0:17:9)")
    with pytest.raises(IRVerifyError) as e:
        tilelang.parse_ir(text).verify()
    assert str(e.value).startswith("prog.py:17:9: error: 'add' op")
    assert e.value.loc.line == 17 and e.value.loc.col == 9


def _func(*ops):
    return Module([FuncOp(sym_name="f", body=Region([], list(ops)))])


def test_verifier_rejects_a_value_defined_twice():
    v = Value(INDEX, "v")
    m = _func(ConstOp(value=1, results=[v]), ConstOp(value=2, results=[v]))
    with pytest.raises(IRVerifyError, match="'const' op: result 0 %v is defined more than once"):
        m.verify()


def test_verifier_rejects_use_before_definition():
    a, b, s = Value(INDEX, "a"), Value(INDEX, "b"), Value(INDEX, "s")
    add = AddOp(lhs=a, rhs=b, results=[s])
    m = _func(ConstOp(value=1, results=[a]), add, ConstOp(value=2, results=[b]))
    with pytest.raises(IRVerifyError, match="'add' op: operand %b is not defined in this region"):
        m.verify()


def test_verifier_rejects_use_outside_the_defining_region():
    c0, inner, out = Value(INDEX, "c0"), Value(INDEX, "inner"), Value(INDEX, "out")
    iv = Value(INDEX, "i")
    loop = ForOp(lb=c0, ub=c0, step=c0, body=Region([iv], [ConstOp(value=5, results=[inner])]))
    m = _func(ConstOp(value=0, results=[c0]), loop, AddOp(lhs=inner, rhs=c0, results=[out]))
    with pytest.raises(IRVerifyError, match="'add' op: operand %inner is used before its definition"):
        m.verify()


def test_verifier_rejects_wrong_result_count():
    m = _func(ConstOp(value=1))
    with pytest.raises(IRVerifyError, match="'const' op: expects 1 result"):
        m.verify()


def test_verifier_rejects_non_value_operand():
    m = _func(AddOp(lhs=3, rhs=4, results=[Value(INDEX)]))
    with pytest.raises(IRVerifyError, match="'add' op: operand 'lhs' must be an SSA value"):
        m.verify()


def test_duplicate_function_names():
    m = Module([FuncOp(sym_name="f"), FuncOp(sym_name="f")])
    with pytest.raises(IRVerifyError, match="'func' op: function 'f' is defined twice"):
        m.verify()


PARSE_BAD = [
    ("unknown op 'frobnicate'", 2, 3, 'func {sym_name = "f"} {\n  frobnicate\n}\n'),
    ("use of undefined value %nope", 2, 12, 'func {sym_name = "f"} (%a: float32) {\n  fill %a, %nope\n}\n'),
    ("'fill' takes 2 operand(s)", 2, 3, 'func {sym_name = "f"} (%a: float32) {\n  fill %a\n}\n'),
    ("unknown dtype float17", 1, 28, 'func {sym_name = "f"} (%a: float17) {\n}\n'),
    ("'const' has no attribute 'val'", 2, 15, 'func {sym_name = "f"} {\n  %c = const {val = 1} : index\n}\n'),
    ("'reduce' attribute 'dim' expects int", 4, 32,
     'func {sym_name = "f"} (%a: float32) {\n  %c = const {value = 1} : index\n  kernel [%c] {threads = [1]} (%b: index) {\n'
     '    reduce %a, %a {kind = sum, dim = "x"}\n  }\n}\n'),
    ("value %c is defined twice", 3, 3,
     'func {sym_name = "f"} {\n  %c = const {value = 1} : index\n  %c = const {value = 2} : index\n}\n'),
    ("unexpected", 1, 23, 'func {sym_name = "f"} ) {\n}\n'),
    ("defines 1 result(s) but lists 0 type(s)", 2, 8, 'func {sym_name = "f"} {\n  %c = const {value = 1}\n}\n'),
    ("'const' needs attribute 'value'", 2, 8, 'func {sym_name = "f"} {\n  %c = const : index\n}\n'),
    ("layout #L3 is not declared", 1, 49, 'func {sym_name = "f"} (%a: tensor<[4], float16, #L3>) {\n}\n'),
    ("only 'func' ops may appear at the top level", 1, 1, '%c = const {value = 1} : index\n'),
]


@pytest.mark.parametrize("message,line,col,text", PARSE_BAD, ids=[p[0][:30] for p in PARSE_BAD])
def test_parse_errors_point_at_line_and_column(message, line, col, text):
    with pytest.raises(IRParseError) as e:
        tilelang.parse_ir(text)
    err = e.value
    assert message in err.message
    assert (err.loc.line, err.loc.col) == (line, col), str(err)
    rendered = str(err)
    assert rendered.startswith(f"<ir>:{line}:{col}: error:")
    assert rendered.splitlines()[-1].strip() == "^"


CUT_CORPUS = ("control_flow", "split_k_lowered")


@pytest.mark.parametrize("name", CUT_CORPUS)
def test_truncated_or_garbled_text_gives_a_parse_error(name):
    """Printed IR cut off, with a span cut out or a newline put in, at any point: it parses
    or raises IRParseError at a line:col of the text -- never a Python error of the parser's own."""
    from pathlib import Path

    text = (Path(__file__).parent / "ir_corpus" / f"{name}.tlir").read_text()
    for i in range(0, len(text), len(text) // 100 + 1):  # 100 cut points: a few seconds
        for cut in (text[:i], text[:i] + text[i + 9:], text[:i] + "\n" + text[i + 1:]):
            try:
                tilelang.parse_ir(cut)
            except IRParseError as e:
                assert 1 <= e.loc.line <= cut.count("\n") + 2 and e.loc.col >= 1, str(e)


@pytest.mark.parametrize("cut,message,line,col", [
    ('func {sym_name = "f", ', "unexpected end of line", 1, 23),   # the parser's newline
    ('func {sym_name = "f"} {\n  %c = const ', "unexpected end of input", 2, 14),
    ('source 0 = "kernels/\ngemm.py"\n', "bad string literal (invalid control character)", 1, 12),
    ('func {sym_name = "f"} {\n  %c = const {value = ' + "9" * 5000 + '} : index\n}\n',
     "integer literal of 5000 digits is too long", 2, 23),
], ids=["end-of-line", "end-of-input", "newline-in-string", "5000-digit-integer"])
def test_cut_off_text_says_where_it_ends(cut, message, line, col):
    with pytest.raises(IRParseError) as e:
        tilelang.parse_ir(cut)
    assert e.value.message.startswith(message) and (e.value.loc.line, e.value.loc.col) == (line, col), str(e.value)


def test_scalar_helper_accepts_names():
    assert scalar("float") == scalar("float32")
