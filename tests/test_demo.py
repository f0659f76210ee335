"""The README's main job runs and its error is the one INT4 quantization implies."""

from tilelang.demo import main


def test_demo_runs_and_reports_a_plausible_int4_error(capsys):
    rel = main(m=4, n=128, k=256, group_size=64)
    assert 0.02 < rel < 0.15  # RTN INT4: neither exact (suspicious) nor broken
    assert "INT4 x FP16 GEMM" in capsys.readouterr().out
