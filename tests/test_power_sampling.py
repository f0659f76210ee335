"""The benchmarks' clock and power sampling (benchmarks/power_sampling.py) and the
ablation variants of benchmarks/ablate_int4.py, without a GPU."""

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "benchmarks"))
import ablate_int4  # noqa: E402
import power_sampling  # noqa: E402

from tilelang.ops import plan  # noqa: E402


def test_summarize_takes_medians_and_the_share_of_capped_samples():
    lines = ["1635, 690.12, 700.00, 0x0000000000000004",
             "1980, 420.00, 700.00, 0x0000000000000000",
             "1605, 695.50, 700.00, 0x0000000000000004",
             "[N/A], 690, 700, 0x4",  # unparsable fields: skipped
             "clocks.sm [MHz], power.draw [W]"]
    s = power_sampling.summarize(lines, launches=200, seconds=0.02)
    assert s.clock_mhz == 1635 and s.power_w == 690.12 and s.limit_w == 700
    assert abs(s.capped - 2 / 3) < 1e-12 and abs(s.us_per_launch - 100.0) < 1e-9
    assert "power-capped in 67% of samples" in s.summary()


def test_summarize_without_samples_is_none():
    assert power_sampling.summarize([], launches=10, seconds=1.0) is None
    assert power_sampling.summarize(["garbage"], launches=10, seconds=1.0) is None
    assert power_sampling.summarize(["1500, 600, 700, 0x0"], launches=0, seconds=1.0) is None


def test_the_bare_loop_of_a_producer_warp_plan_drops_the_producer_warp():
    """A producer warp's loop must copy something (the pass refuses an empty one):
    with every part left out, the ablation measures the plain pipeline's bare loop;
    the other ablations keep the plan's form."""
    opts = plan(128, 28672, 8192, 128, wgmma=True)[1]
    assert opts.get("warp_specialize")
    label, bare = ablate_int4._variant(opts, ablate_int4.ABLATIONS)
    assert bare["warp_specialize"] is False and "no producer warp" in label
    label, part = ablate_int4._variant(opts, ("decode",))
    assert part["warp_specialize"] is True and part["ablate"] == ("decode",)
    assert ablate_int4._variant(opts, ()) == ("whole kernel", opts)
