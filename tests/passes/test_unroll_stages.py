"""``unroll-stages``: a loop the pipeline pass left marked (serial, carrying its stage from
0) is unrolled by its stage count -- copy j of the body on the constant stage j, the
copies past the first under a trip-count guard unless the trip count is a static
multiple of the stages; the loop carries nothing.  Text-IR tests of the pass alone (the
whole lowering of ``T.Pipelined(unroll_stages=True)``: ``test_pipeline.py``)."""

import pytest

from irchecks import check_ir, run_pass


def marked_loop(trips: str, k: int = 3) -> str:
    """A kernel whose loop of ``trips`` (an index value's name or a constant) writes
    ``A[stage * 32 + tid]`` into stage ``stage`` of a shared buffer, carrying its stage
    0, 1, .., k - 1, 0, .. as the pipeline pass leaves it."""
    trip = f"    %n = const {{value = {trips}}} : index\n" if trips.isdigit() else ""
    return (
        'func {sym_name = "f"} (%A: tensor<[96], float32>, %m: index) {\n'
        "  %k1 = const {value = 1} : index\n"
        "  kernel [%k1] {threads = [32]} (%bx: index) {\n"
        "    %c0 = const {value = 0} : index\n"
        "    %c1 = const {value = 1} : index\n"
        f"    %last = const {{value = {k - 1}}} : index\n"
        "    %c32 = const {value = 32} : index\n"
        + (trip or "    %n = add %m, %c0 : index\n") +
        "    %tid = thread_idx {dim = 0} : index\n"
        f"    %s = alloc_shared : shared<[{32 * k}], float32>\n"
        "    %r = for %c0, %n, %c1, [%c0] {unroll_stages = true} : index (%i: index, %stage: index) {\n"
        "      %off = mul %stage, %c32 : index\n"
        "      %at = add %off, %tid : index\n"
        "      %x = load %A, [%tid] : float32\n"
        "      store %s, [%at], %x\n"
        "      barrier\n"
        "      %wrap = eq %stage, %last : bool\n"
        "      %up = add %stage, %c1 : index\n"
        "      %next = select %wrap, %c0, %up : index\n"
        "      yield [%next]\n"
        "    }\n"
        "  }\n"
        "}\n")


def test_a_static_multiple_of_the_stages_takes_no_guard():
    _, out = run_pass("unroll-stages", marked_loop("6"))
    # k steps a trip, no stage carried, three copies of the body, each on its constant stage
    check_ir(out, r"(%\w+) = mul %c1, %\w+ : index", r"^\s+for %c0, %n, %\w+, \[\] \(%i: index\) \{",
             r"mul %\w+, %c32", r"store %s", r"barrier", r"mul %\w+, %c32", r"store %s", r"barrier",
             r"mul %\w+, %c32", r"store %s", r"barrier", r"yield \[\]")
    assert out.count("store %s") == 3 and "unroll_stages" not in out
    assert not any(ln.strip().startswith("if ") for ln in out.splitlines())
    assert "= const {value = 3} : index" in out  # (the step's factor)
    # simplify then folds each copy's stage arithmetic: the stores at constants 0, 32, 64 past tid
    _, folded = run_pass("simplify", out)
    assert "select" not in folded and "%stage" not in folded
    check_ir(folded, r"store %s, \[%tid\]", r"store %s, \[%\w+\]", r"store %s, \[%\w+\]")


@pytest.mark.parametrize("trips", ["4", "%m"])
def test_other_trip_counts_guard_the_later_copies(trips):
    _, out = run_pass("unroll-stages", marked_loop(trips))
    assert out.count("store %s") == 3 and out.count("barrier") == 3
    # copies 1 and 2 run under `if i + j < n`
    check_ir(out, r"store %s", r"(%\w+) = lt %\w+, %n : bool", r"^\s+if %\w+ \{", r"store %s",
             r"= lt %\w+, %n : bool", r"^\s+if %\w+ \{", r"store %s")


def test_a_loop_that_does_not_carry_its_stage_is_an_internal_error():
    text = marked_loop("6").replace("%next = select %wrap, %c0, %up : index", "%next = add %up, %c0 : index")
    with pytest.raises(AssertionError, match="does not carry a stage from 0"):
        run_pass("unroll-stages", text)
