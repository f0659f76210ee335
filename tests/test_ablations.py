"""benchmarks/ablations.py, the int4 gemm with parts of its k-step left out that
benchmarks/ablate_int4.py times (wrong products by design: made from the kernel's IR by
the benchmark, not by the library), run as a program without a GPU: what it prints --
each ablation's lowered IR, the rows timed for a plan -- and what it refuses.  (The
benchmark is not imported: benchmarks/ is no package of the tests.)"""

import json
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
SCRIPT = ROOT / "benchmarks" / "ablations.py"
STEP = ("decode",), ("a_copy", "b_copy"), ("decode", "a_copy", "b_copy")


def ablations(*args, ok=True):
    out = subprocess.run([sys.executable, str(SCRIPT), *args], capture_output=True, text=True, cwd=ROOT)
    if not ok:
        assert out.returncode != 0, out.stdout[-2000:]
        return out.stderr
    assert out.returncode == 0, out.stderr[-4000:]
    return json.loads(out.stdout)


@pytest.fixture(scope="module")
def step_irs():
    """The lowered IR of the plan's gemm at M = 128, 4096^2 (no arch), whole and without
    each part set of ``STEP``."""
    return ablations("ir", "128", "4096", "4096", "--parts", "", *(a for p in STEP for a in ("--parts", ",".join(p))))


@pytest.mark.parametrize("ablate", STEP)
def test_ablations_drop_exactly_the_named_parts_of_the_step(step_irs, ablate):
    """Each ablation removes its part of the lowered k-step (and nothing else) -- the
    timing differences are then its cost."""
    full, ir = step_irs[""], step_irs[",".join(ablate)]
    assert ("dequant_i4" in ir) == ("decode" not in ablate) and "dequant_i4" in full
    assert ("cp_async %A_s" in ir) == ("a_copy" not in ablate) and "cp_async %A_s" in full
    assert ("cp_async %B_s" in ir) == ("b_copy" not in ablate) and "cp_async %S_s" in full
    assert ("cp_async %S_s" in ir) == ("b_copy" not in ablate) and " mma " in ir


def test_the_split_reduce_ablation_drops_only_the_hand_in():
    """split_reduce: every part stores its partial tile straight to C (the hand-in's
    cost) -- no counter, no partial tile, the same loop."""
    irs = ablations("ir", "16", "4096", "4096", "--options", '{"split_k": 4}', "--parts", "", "--parts", "split_reduce")
    full, ir = irs[""], irs["split_reduce"]
    assert "fetch_add" in full and "store %Work" in full and "split_k_tile" in full
    assert "fetch_add" not in ir and "store %Work" not in ir and "split_k_tile" not in ir
    assert ir.count("dequant_i4") == full.count("dequant_i4") == 1 and ir.count(" mma ") == full.count(" mma ")


def test_unknown_parts_and_parts_the_kernel_lacks_are_refused():
    err = ablations("ir", "16", "4096", "4096", "--parts", "decode,scales", ok=False)
    assert "the parts are decode, a_copy, b_copy, split_reduce; got scales" in err
    # (a kernel without split-K has no hand-in: a renamed buffer would fail the same way)
    err = ablations("ir", "128", "4096", "4096", "--options", '{"split_k": 1}', "--parts", "split_reduce", ok=False)
    assert "the kernel has no split_reduce to leave out" in err


def test_the_bare_loop_of_a_producer_warp_plan_drops_the_producer_warp():
    """A producer warp's loop must copy something (the pass refuses an empty one):
    with every part left out, the ablation measures the plain pipeline's bare loop;
    the other ablations keep the plan's form."""
    out = ablations("variants", "128", "28672", "8192", "--wgmma")
    opts = out["plan"][1]
    assert opts.get("warp_specialize")
    rows = {tuple(parts): (label, options) for label, options, parts in out["variants"]}
    label, bare = rows[("decode", "a_copy", "b_copy")]
    assert bare["warp_specialize"] is False and "no producer warp" in label
    label, part = rows[("decode",)]
    assert part == opts and label == "without decode"
    assert rows[()] == ("whole kernel", opts)
