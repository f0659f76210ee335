"""wgmma's register form with K split over the warpgroups (``k_split_wg``): each
warpgroup decodes its K part of a step into its registers and accumulates a partial
sum of the whole tile; ``lower-tile-ops`` adds the partial sums once before the
accumulator is read (``tile_lowering/partial_sums.py``)."""

import numpy as np
import pytest
import torch

import tilelang
from tilelang.layout import make_wgmma_operand_a, parse_layout
from tilelang.ops.lowbit_kernels import gemm_factory

from int4_kit import int4_problem, run_int4_gemm
from interp_checks import rel_err


def test_the_k_split_operand_is_one_warpgroups_operand_per_k_part():
    """Warpgroup g holds columns [g k / G, (g + 1) k / G) of every row, in the slots one
    warpgroup's (m, k / G) operand gives them; closed-form inverse; text round trip."""
    frag, one = make_wgmma_operand_a(64, 256, 2, k_split=True), make_wgmma_operand_a(64, 128, 1)
    i, j = np.meshgrid(np.arange(64), np.arange(256), indexing="ij")
    t, s = (np.asarray(x) for x in frag.forward(i, j))
    t1, s1 = (np.asarray(x) for x in one.forward(i, j % 128))
    assert (t == t1 + j // 128 * 128).all() and (s == s1).all() and frag.num_threads == 256
    assert "lookup" not in repr(frag.inverse()) and parse_layout(repr(frag)) == frag
    with pytest.raises(ValueError, match="K split over 2 warpgroups needs .* K of 64"):
        make_wgmma_operand_a(64, 96, 2, k_split=True)


KS_CONFIGS = [  # (M, N, K, block_M, block_N, block_K, stages, split_k)
    (128, 128, 1024, 128, 64, 128, 5, 1),   # one group in flight (register sets alternate)
    (96, 128, 1024, 128, 64, 128, 4, 2),    # ragged M, K split across blocks too
    (128, 64, 1024, 128, 64, 256, 3, 1),    # two 128-byte panels per warpgroup
]


def _kernel(M, N, K, bm, bn, bk, stages, split, target):
    f = gemm_factory(M, N, K, 128, "int4", "float16", "float16", False, 0, True, block_M=bm, block_N=bn, block_K=bk,
                     num_stages=stages, threads=256, split_k=split, b_wgmma=True, k_split_wg=2)
    return tilelang.compile(f, target=target, arch="sm_90a" if target == "sim" else None)


@pytest.mark.parametrize("cfg", KS_CONFIGS, ids=lambda c: "x".join(map(str, c)))
def test_k_split_int4_gemm_on_the_simulator_matches_float64(cfg):
    M, N, K, bm, bn, *_, split = cfg
    kernel = _kernel(*cfg, "sim")
    a, qw, s16, _, ref = int4_problem(M, N, K, 128, sum(cfg))
    c = run_int4_gemm(kernel, a, qw, s16, N, bm, bn, split)
    assert torch.isfinite(c).all() and rel_err(c, ref) < 1e-3


def test_the_partial_sums_are_added_once_after_the_loop_by_warpgroup_0():
    ir = str(tilelang.lower(gemm_factory(128, 128, 1024, 128, "int4", "float16", "float16", False, 0, True,
                                         block_M=128, block_N=64, block_K=128, num_stages=4, threads=256,
                                         b_wgmma=True, k_split_wg=2), arch="sm_90a"))
    before, after = ir.split("%partial_sums = alloc_shared")
    assert ir.count("alloc_shared", ir.index("%partial_sums = ")) == 1  # one combine, after every wgmma
    assert "wgmma_rs" in before and "wgmma_rs" not in after and "store %C," in after and "store %C," not in before
    assert ir.count("wgmma_rs ") == 4 * 2  # (4 k-steps of 16 per warpgroup, the loop unrolled twice)
    assert "shared<[128, 64], float32>" in after  # (warpgroup 1's 64 registers a thread)


def test_k_split_refuses_what_it_cannot_split():
    with pytest.raises(ValueError, match="k_split_wg=2 needs b_wgmma, threads = 256 and block_K a multiple of 128"):
        gemm_factory(128, 128, 1024, 128, "int4", "float16", "float16", False, 0, True, block_M=128, block_N=64,
                     block_K=64, threads=256, b_wgmma=True, k_split_wg=2)
    with pytest.raises(ValueError, match="k_split_wg=2 needs b_wgmma"):
        gemm_factory(128, 128, 1024, 128, "int4", "float16", "float16", False, 0, True, block_M=128, block_N=64,
                     block_K=128, threads=256, k_split_wg=2)


def _on_hopper():
    return torch.cuda.is_available() and torch.cuda.get_device_capability() == (9, 0)


@pytest.mark.gpu
@pytest.mark.skipif(not _on_hopper(), reason="needs an sm_90 GPU (H100 / H200)")
@pytest.mark.parametrize("cfg", KS_CONFIGS, ids=lambda c: "x".join(map(str, c)))
def test_k_split_int4_gemm_on_the_gpu_matches_float64_every_call(cfg):
    M, N, K, bm, bn, *_, split = cfg
    kernel = _kernel(*cfg, "cuda")
    a, qw, s16, _, ref = int4_problem(M, N, K, 128, sum(cfg), "cuda")
    errs = [rel_err(run_int4_gemm(kernel, a, qw, s16, N, bm, bn, split), ref) for _ in range(3)]
    assert max(errs) < 1e-3 and max(errs) - min(errs) < 1e-6  # (a race would move it)
