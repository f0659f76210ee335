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
