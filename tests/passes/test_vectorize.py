"""Text-IR tests of the ``vectorize`` pass: what is proved becomes vector accesses,
what is not stays scalar, and the vectorized program computes exactly what the
scalar one does on the simulator (which also checks every vector's alignment)."""

import re

import numpy as np
import pytest
from simkit import run_ir

import tilelang
from irchecks import check_ir
from tilelang.lowering.passes import PASSES


def vectorize(text: str, then_simplify: bool = False) -> str:
    module = PASSES["vectorize"]().run(tilelang.parse_ir(text))
    if then_simplify:
        module = PASSES["simplify"]().run(module)
    module.verify()
    out = str(module)
    assert str(tilelang.parse_ir(out)) == out
    return out


def kernel(body: str, params: str, threads: int = 32) -> str:
    lines = "".join(f"    {ln}\n" for ln in body.strip().splitlines())
    return (f'func {{sym_name = "f"}} ({params}) {{\n  %one = const {{value = 1}} : index\n'
            f'  kernel [%one] {{threads = [{threads}]}} (%bx: index) {{\n    %tid = thread_idx {{dim = 0}} : index\n'
            f'    %c0 = const {{value = 0}} : index\n{lines}  }}\n}}\n')


def loop(n: int, body: str, kind: str = "unroll") -> str:
    inner = "\n".join(f"  {ln}" for ln in body.strip().splitlines())
    return f"%n = const {{value = {n}}} : index\nfor %c0, %n, %one, [] {{kind = {kind}}} (%l: index) {{\n{inner}\n}}"


def same_on_simulator(text: str, out: str, shapes: dict, seed: int = 0):
    """Run the scalar and the vectorized program on the same random inputs; outputs equal."""
    rng = np.random.default_rng(seed)
    args = [(rng.standard_normal(shape) * 4).astype(dt) for shape, dt in shapes.values()]
    before = run_ir(text, *[a.copy() for a in args])
    after = run_ir(out, *[a.copy() for a in args])
    for x, y in zip(before, after):
        np.testing.assert_array_equal(x, y)


# ---- what vectorizes --------------------------------------------------------------------
EPILOGUE = loop(8, """
%x = load %r, [%l] : float32
%h = cast %x : float16
store %C, [%tid, %l], %h
""")


def test_register_to_global_epilogue_packs_the_lanes():
    text = kernel("%r = alloc_local : local<[8], float32>\n" + loop(8, "%z = cast %l : float32\nstore %r, [%l], %z")
                  + "\n" + EPILOGUE.replace("%n", "%n2"), "%C: tensor<[32, 8], float16>")
    out = vectorize(text)
    # 8 lanes: the f32 registers in two 16-byte loads, the f16 row in one 16-byte store
    check_ir(out, r"vec_store %r, \[.*\], %\w+", r"vec_load %r, \[%\w+\] : vec<4, float32>",
             r"vec_load %r, \[%\w+\] : vec<4, float32>", r"vec_pack \[.*\] : vec<8, float16>",
             r"vec_store %C, \[%tid, %\w+\], %\w+")
    assert "= load" not in out and "store %C" not in out.replace("vec_store %C", "")
    same_on_simulator(text, out, {"C": ((32, 8), np.float16)})


def test_global_shared_register_copies_are_plain_vector_moves_after_simplify():
    # thread t owns elements 8 t .. 8 t + 7 of a 16 x 16 tile (row = e // 16, col = e % 16)
    index = """
%e = add %t8, %l : index
%row = floordiv %e, %c16 : index
%col = floormod %e, %c16 : index
"""
    text = kernel("""
%s = alloc_shared : shared<[16, 16], float16>
%r = alloc_local : local<[8], float16>
%c8 = const {value = 8} : index
%c16 = const {value = 16} : index
%t8 = mul %tid, %c8 : index
""" + loop(8, index + "%x = load %A, [%row, %col] : float16\nstore %s, [%row, %col], %x") + "\n"
        + loop(8, index + "%y = load %s, [%row, %col] : float16\nstore %r, [%l], %y").replace("%n", "%n2") + "\n"
        + loop(8, index + "%z = load %r, [%l] : float16\nstore %B, [%row, %col], %z").replace("%n", "%n3"),
        "%A: tensor<[16, 16], float16>, %B: tensor<[16, 16], float16>")
    out = vectorize(text, then_simplify=True)
    check_ir(out, r"%\w+ = vec_load %A, \[%\w+, %\w+\] : vec<8, float16>", r"vec_store %s",
             r"vec_load %s, .* : vec<8, float16>", r"vec_store %r", r"vec_load %r", r"vec_store %B")
    assert "vec_pack" not in out and "vec_extract" not in out
    assert not re.search(r"^\s*store |= load ", out, re.M)  # every element access is a vector one
    same_on_simulator(text, out, {"A": ((16, 16), np.float16), "B": ((16, 16), np.float16)})


def test_a_store_then_load_of_one_element_stays_in_order():
    # lane j stores s[j] and reads it back: a vector store after all lanes' loads would be stale
    text = kernel("%s = alloc_shared : shared<[32, 8], float32>\n" + loop(8, """
%x = load %A, [%tid, %l] : float32
store %s, [%tid, %l], %x
%y = load %s, [%tid, %l] : float32
store %B, [%tid, %l], %y
"""), "%A: tensor<[32, 8], float32>, %B: tensor<[32, 8], float32>")
    out = vectorize(text)
    assert "vec_store %s" not in out or "vec_load %s" not in out
    same_on_simulator(text, out, {"A": ((32, 8), np.float32), "B": ((32, 8), np.float32)})


def test_lanes_under_one_aligned_bounds_guard_store_together():
    # cols x*4 + l < N with 4 | N: the guard is the same for the 4 lanes of a run
    text = kernel("""
%c4 = const {value = 4} : index
%lim = const {value = 12} : index
%x4 = mul %tid, %c4 : index
""" + loop(4, """
%col = add %x4, %l : index
%ok = lt %col, %lim : bool
%v = cast %l : float32
if %ok {
  store %C, [%col], %v
}
"""), "%C: tensor<[128], float32>")
    out = vectorize(text)
    check_ir(out, r"if %ok", r"vec_store %C, \[%col\], %\w+")
    assert "store %C" not in out.replace("vec_store %C", "")
    same_on_simulator(text, out, {"C": ((128,), np.float32)})


def test_mma_accumulator_pairs():
    # the m16n8 C fragment: registers 2 q, 2 q + 1 hold columns 2 (lane % 4) + {0, 1} of row lane // 4 (+ 8 for q odd)
    text = kernel("""
%r = alloc_local : local<[4], float32>
%c2 = const {value = 2} : index
%c4 = const {value = 4} : index
%c8 = const {value = 8} : index
%g = floordiv %tid, %c4 : index
%t = floormod %tid, %c4 : index
%t2 = mul %t, %c2 : index
""" + loop(4, """
%half = floordiv %l, %c2 : index
%h8 = mul %half, %c8 : index
%row = add %g, %h8 : index
%j = floormod %l, %c2 : index
%col = add %t2, %j : index
%x = load %r, [%l] : float32
%y = cast %x : float16
store %C, [%row, %col], %y
"""), "%C: tensor<[16, 8], float16>")
    out = vectorize(text)
    assert out.count("vec_store %C") == 2 and out.count("vec_load %r") == 1
    check_ir(out, r"vec_load %r, \[.*\] : vec<4, float32>", r"vec_pack .* : vec<2, float16>", r"vec_store %C",
             r"vec_pack .* : vec<2, float16>", r"vec_store %C")


# ---- what does not ----------------------------------------------------------------------
@pytest.mark.parametrize("index,why", [
    ("%c1 = const {value = 1} : index\n%col = add %l, %c1 : index", "misaligned start (l + 1)"),
    ("%c2 = const {value = 2} : index\n%col = mul %l, %c2 : index", "not consecutive (stride 2)"),
    ("%col = add %l, %p : index", "unknown offset (a parameter)"),
])
def test_unproved_addresses_stay_scalar(index, why):
    text = kernel(loop(8, index + "\n%v = cast %l : float16\nstore %C, [%tid, %col], %v"),
                  "%C: tensor<[32, 32], float16>, %p: index")
    assert "vec_" not in vectorize(text), why


def test_row_stride_breaks_alignment():
    # C[tid, l] with rows of 12 elements: row starts are multiples of 4, not of 8
    text = kernel(loop(8, "%v = cast %l : float16\nstore %C, [%tid, %l], %v"), "%C: tensor<[32, 12], float16>")
    out = vectorize(text)
    assert "vec<8" not in out and "vec<4, float16>" in out  # 8 bytes is what the rows allow
    same_on_simulator(text, out, {"C": ((32, 12), np.float16)})


def test_symbolic_row_length_leaves_rows_unproved():
    text = kernel(loop(8, "%v = cast %l : float16\nstore %C, [%tid, %l], %v"), "%C: tensor<[32, N], float16>")
    text = text.replace('{sym_name = "f"}', '{sym_name = "f", symbols = ["N"]}')
    assert "vec_" not in vectorize(text)


@pytest.mark.parametrize("guard", [
    "%ok = lt %l, %p : index",      # the bound is unknown: lanes may differ
    "%ok = lt %col, %lim : bool",   # 11 is odd: a run of lanes may straddle it
])
def test_lanes_with_different_guards_stay_scalar(guard):
    guard = guard.replace(": index", ": bool")
    text = kernel("""
%c8 = const {value = 8} : index
%lim = const {value = 11} : index
%x8 = mul %tid, %c8 : index
""" + loop(8, f"""
%col = add %x8, %l : index
{guard}
%v = cast %l : float16
if %ok {{
  store %C, [%col], %v
}}
"""), "%C: tensor<[256], float16>, %p: index")
    assert "vec_" not in vectorize(text)


def test_reordering_a_conflicting_access_is_refused():
    # A[l + 1] = A[l]: a vector load would read lane 1 before lane 0 stored it
    text = kernel(loop(8, """
%c1 = const {value = 1} : index
%x = load %A, [%tid, %l] : float32
%m = add %l, %c1 : index
store %A, [%tid, %m], %x
"""), "%A: tensor<[32, 16], float32>")
    out = vectorize(text)
    assert "vec_" not in out
    same_on_simulator(text, out, {"A": ((32, 16), np.float32)})


def test_guarded_loads_low_bit_dtypes_and_other_ops_stay_scalar():
    guarded = kernel(loop(4, """
%ok = lt %l, %p : bool
%x = if %ok : float32 {
  %y = load %A, [%tid, %l] : float32
  yield [%y]
} {
  %z = const {value = 0.0} : float32
  yield [%z]
}
store %B, [%tid, %l], %x
"""), "%A: tensor<[32, 4], float32>, %B: tensor<[32, 4], float32>, %p: index")
    out = vectorize(guarded)
    assert "vec_load" not in out and "vec_store %B" in out  # the store's lanes are unguarded
    low_bit = kernel(loop(8, "%x = load %A, [%tid, %l] : int4\nstore %B, [%tid, %l], %x"),
                     "%A: tensor<[32, 8], int4>, %B: tensor<[32, 8], int4>")
    assert "vec_" not in vectorize(low_bit)
    with_barrier = kernel(loop(8, "%x = load %A, [%tid, %l] : float32\nbarrier\nstore %B, [%tid, %l], %x"),
                          "%A: tensor<[32, 8], float32>, %B: tensor<[32, 8], float32>")
    assert "vec_" not in vectorize(with_barrier)


def test_lanes_whose_guards_fold_differently_stay_scalar():
    # l < tid % 4 + 1 holds for lane 0 whatever the thread, not for lane 1: lane 1's load stays guarded
    text = kernel("""
%c1 = const {value = 1} : index
%c4 = const {value = 4} : index
%m = floormod %tid, %c4 : index
%x = add %m, %c1 : index
""" + loop(8, """
%ok = lt %l, %x : bool
if %ok {
  %y = load %A, [%tid, %l] : float32
  store %B, [%tid, %l], %y
}
"""), "%A: tensor<[32, 8], float32>, %B: tensor<[32, 8], float32>")
    out = vectorize(text)
    assert "vec_" not in out
    same_on_simulator(text, out, {"A": ((32, 8), np.float32), "B": ((32, 8), np.float32)})


@pytest.mark.parametrize("chunk,lanes", [(8, 8), (4, 4)])
def test_swizzled_shared_rows_keep_their_chunks(chunk, lanes):
    # col' = col ^ (row % 8) * chunk permutes chunks of `chunk` elements: runs stay consecutive inside one
    text = kernel(f"""
%s = alloc_shared : shared<[32, 64], float16>
%c8 = const {{value = 8}} : index
%ch = const {{value = {chunk}}} : index
%x = floormod %tid, %c8 : index
%row = floordiv %tid, %c8 : index
%rm = floormod %row, %c8 : index
%sw = mul %rm, %ch : index
%x8 = mul %x, %c8 : index
""" + loop(8, """
%col = add %x8, %l : index
%v = load %A, [%row, %col] : float16
%scol = xor %col, %sw : index
store %s, [%row, %scol], %v
"""), "%A: tensor<[4, 64], float16>")
    out = vectorize(text)
    assert out.count(f"vec_store %s") == 8 // lanes and f"vec<{lanes}, float16>" in out
    assert not re.search(r"^\s*store %s", out, re.M)


def test_lanes_loading_one_element_share_a_load_unless_it_is_stored_between():
    body = """
%s = load %S, [%tid] : float32
%f = cast %l : float32
%y = mul %s, %f : float32
store %B, [%tid, %l], %y
"""
    params = "%S: tensor<[32], float32>, %B: tensor<[32, 4], float32>"
    shapes = {"S": ((32,), np.float32), "B": ((32, 4), np.float32)}
    text = kernel(loop(4, body), params)
    out = vectorize(text)
    assert out.count("load %S") == 1 and "vec_store %B" in out
    same_on_simulator(text, out, shapes)
    # S[tid] is rewritten by every lane: each lane must read it again
    text = kernel(loop(4, body + "%z = add %s, %f : float32\nstore %S, [%tid], %z"), params)
    out = vectorize(text)
    assert out.count("load %S") == 4 and "vec_store %B" in out
    same_on_simulator(text, out, shapes)


def test_a_guard_the_same_for_all_lanes_is_unswitched():
    # if row < p { s[row, l] = A[row, l] * 2 } else { s[row, l] = 0 }: one if around all lanes' branches
    text = kernel("""
%p = cast %q : index
%ok = lt %tid, %p : bool
""" + loop(8, """
%c8 = const {value = 8} : index
%col = add %l, %c8 : index
if %ok {
  %x = load %A, [%tid, %col] : float16
  %two = const {value = 2.0} : float16
  %y = mul %x, %two : float16
  store %B, [%tid, %col], %y
} {
  %zero = const {value = 0.0} : float16
  store %B, [%tid, %col], %zero
}
"""), "%A: tensor<[32, 16], float16>, %B: tensor<[32, 16], float16>, %q: int32")
    out = vectorize(text)
    assert out.count("if %ok") == 1 and out.count("vec_store %B") == 2 and "vec_load %A" in out
    check_ir(out, r"if %ok", r"vec_load %A, \[%tid, %\w+\] : vec<8, float16>", r"vec_store %B", r"\} \{",
             r"vec_store %B")
    rng = np.random.default_rng(5)
    for q in (0, 13, 32):
        a = rng.standard_normal((32, 16)).astype(np.float16)
        b1, b2 = np.full_like(a, 7), np.full_like(a, 7)
        run_ir(text, a, b1, np.int32(q))
        run_ir(out, a, b2, np.int32(q))
        np.testing.assert_array_equal(b1, b2)
        assert (b1[q:, 8:] == 0).all() and (b1[:q, 8:] == 2 * a[:q, 8:]).all()
