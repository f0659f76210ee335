"""The benchmarks' clock and power sampling (tilelang/power_sampling.py), without a GPU.
(The ablation variants benchmarks/ablate_int4.py times: tests/test_ablations.py.)"""

from tilelang import power_sampling


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
