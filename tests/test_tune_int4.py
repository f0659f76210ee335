"""The configuration sweep behind ``plan()`` (``tilelang/ops/lowbit_configs.py``, timed by
benchmarks/tune_int4.py), without a GPU: its candidates are distinct, start with what
``plan`` picks, and each one fits (a warp grid, whole k-steps per split, shared memory),
so a GPU run spends no time on configurations that cannot build; a sample of them builds
for sm_90a."""

import pytest

from tilelang.ops import plan
from tilelang.ops.lowbit_configs import GROUP, build_for_sm90a, candidates, fits, gemm_config


@pytest.mark.parametrize("M", [1, 16, 128, 4096])
def test_candidates_are_distinct_fit_and_start_with_the_plan(M):
    n, k = 8192, 8192
    cands = candidates(M, n, k)
    assert cands[0] == plan(M, n, k, GROUP, wgmma=True)
    keys = [(c[0], tuple(sorted(c[1].items()))) for c in cands]
    assert len(set(keys)) == len(keys) and len(cands) > 10
    for name, o in cands:
        assert fits(M, n, k, (name, o))
        if name == "gemm":
            assert k % (o["block_K"] * o["split_k"]) == 0 and n % o["block_N"] == 0


def test_a_configuration_without_a_warp_grid_does_not_fit():
    # 8 warps along N (full_col) need block_N >= 64
    cfg = gemm_config(16, 32, 128, 2, 256, 1)
    assert not fits(16, 8192, 8192, cfg)
    assert fits(16, 8192, 8192, gemm_config(16, 64, 128, 2, 256, 1))


def test_sampled_candidates_build_for_sm90a(tmp_path, monkeypatch):
    pytest.importorskip("cuda.bindings")
    monkeypatch.setenv("TILELANG_CACHE_DIR", str(tmp_path))
    cands = candidates(16, 4096, 4096)
    for cfg in cands[::max(1, len(cands) // 4)]:
        assert build_for_sm90a((16, 4096, 4096, cfg)) is None


def test_tuner_configs_round_trip():
    from tilelang.ops.lowbit_configs import candidate_func, from_tuner_config, tuner_configs

    for modes in ({}, {"b_wgmma": True}, {"warp_specialize": True}):
        cands = candidates(16, 8192, 8192, **modes)
        configs = tuner_configs(cands)
        assert all(isinstance(c, dict) and c["kernel"] in ("gemm", "gemv") for c in configs)
        assert [from_tuner_config(c) for c in configs] == cands
    with pytest.raises(ValueError, match="kernel must be one of gemv, gemm"):
        candidate_func(16, 256, 256, "gemmm")


def _tune_int4(monkeypatch):
    """benchmarks/tune_int4.py as a module (benchmarks/ is no package: its folder on the path)."""
    import importlib
    from pathlib import Path

    monkeypatch.syspath_prepend(str(Path(__file__).resolve().parents[1] / "benchmarks"))
    return importlib.import_module("tune_int4")


@pytest.mark.parametrize("fmt", ["int4", "int3"])
def test_tune_int4_inputs_and_check_on_the_interpreter(fmt, tmp_path, monkeypatch):
    """The sweep's tuner set-up (inputs from the signature, C checked as out_args) on a
    gemv with a float32 split-K output and a gemm with split-K buffers (int4), and on a
    gemm whose weight is stored as bit planes (int3, as tune_formats.py tunes it), run
    by the interpreter: each passes; against a wrong weight each is refused."""
    import io

    import torch

    import tilelang
    import tilelang.language as T
    from tilelang.ops import prepare

    monkeypatch.setenv("TILELANG_CACHE_DIR", str(tmp_path))
    monkeypatch.setenv("TILELANG_AUTO_TUNING_CPU_COUNTS", "1")
    monkeypatch.setenv("TILELANG_AUTO_TUNING_DISABLE_CACHE", "1")
    tune_int4 = _tune_int4(monkeypatch)
    T.int_dtype("int3", 3)  # (a user format, as benchmarks/formats.py names it)
    M, n, k = 4, 128, 1024
    q, s = tilelang.quantize(torch.randn(n, k, dtype=torch.float16), fmt, group_size=GROUP)
    w = tilelang.dequantize(q, fmt, s, group_size=GROUP, out_dtype="float32")
    p = prepare(q, s, group_size=GROUP, dtype=fmt)
    assert len(p.planes) == (1 if fmt == "int3" else 0)
    a = torch.randn(M, k, dtype=torch.float16)
    cands = [gemm_config(16, 64, 128, 2, 128, 2)]
    if fmt == "int4":
        cands.insert(0, ("gemv", dict(rows=4, block_K=512, split_k=2, num_stages=1, threads=128, block_M=M)))
    for weight, ok in ((w, True), (w * 1.05, False)):
        out = io.StringIO()
        tuner = tune_int4.make_tuner(M, n, k, cands, None, stream=out, dtype=fmt)
        tuner.set_compile_args(out_idx=None, target="cpu")
        args = tune_int4.profile_args(a, [p], weight)
        args.pop("bench_fn")  # (CUDA events: the GPU's)
        tuner.set_profile_args(**args)
        if ok:
            result = tuner.run()
            assert [why for _, _, why in result.candidates] == [""] * len(cands), out.getvalue()
            assert f"checked {len(cands)}/{len(cands)}" in out.getvalue()
        else:
            with pytest.raises(RuntimeError, match="wrong result against ref_prog: AssertionError: relative error"):
                tuner.run()
