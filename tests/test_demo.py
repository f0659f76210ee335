"""The README's main job runs: the INT4 x FP16 GEMM kernel on the CPU interpreter."""

from tilelang.demo import cpu_main


def test_demo_kernel_matches_the_dequantized_reference(capsys):
    err = cpu_main(m=8, n=128, k=256, group_size=64)
    assert 0 < err < 2e-3  # fp16 output rounding; exactly 0 would mean nothing was computed
    out = capsys.readouterr().out
    assert "INT4 x FP16 GEMM" in out and "CPU interpreter" in out
