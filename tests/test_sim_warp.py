"""Simulator: warp-level ops (ldmatrix, mma, shfl) and the INT4 dequant, against numpy."""

import numpy as np
import pytest
import torch
from simkit import program, run_ir

import tilelang


@pytest.mark.parametrize("dtype", ["float16", "bfloat16"])
def test_mma_m16n8k16_from_ldmatrix_matches_numpy(dtype):
    torch.manual_seed(0)
    tdt = getattr(torch, dtype)
    A = torch.randn(16, 16).to(tdt)
    B = torch.randn(16, 8).to(tdt)
    C0 = torch.randn(16, 8, dtype=torch.float32)
    C = C0.clone()
    run_ir(program("mma_16x8x16", DT=dtype), A, B, C)
    want = A.float().numpy() @ B.float().numpy() + C0.numpy()
    np.testing.assert_allclose(C.numpy(), want, rtol=1e-5, atol=1e-5)
    assert not np.allclose(C.numpy(), C0.numpy())  # the product really landed


def test_mma_m16n8k32_int8_is_exact():
    rng = np.random.default_rng(2)
    A = rng.integers(-128, 128, (16, 32), dtype=np.int8)
    B = rng.integers(-128, 128, (32, 8), dtype=np.int8)
    C0 = rng.integers(-10_000, 10_000, (16, 8), dtype=np.int32)
    C = C0.copy()
    run_ir(program("mma_16x8x32_int8"), A, B, C)
    np.testing.assert_array_equal(C, A.astype(np.int64) @ B.astype(np.int64) + C0)


def _nibbles_reference(words: np.ndarray, signed: bool) -> np.ndarray:
    """Output e of a word is its nibble e // 2 + 4 * (e % 2) (the ops/warp.py docstring)."""
    out = np.empty((words.size, 8), np.int64)
    for e in range(8):
        q = e // 2 + 4 * (e % 2)
        out[:, e] = (words.astype(np.int64) >> (4 * q)) & 0xF
    return np.where(out >= 8, out - 16, out) if signed else out


@pytest.mark.parametrize("signed", [True, False])
@pytest.mark.parametrize("dtype", ["float16", "bfloat16"])
def test_dequant_i4_nibble_order(signed, dtype):
    rng = np.random.default_rng(3)
    W = rng.integers(0, 2 ** 32, 64, dtype=np.uint64).astype(np.uint32)
    out = torch.full((64, 8), float("nan"), dtype=getattr(torch, dtype))
    run_ir(program("dequant_i4", DT=dtype, SIGNED="true" if signed else "false"), W, out)
    np.testing.assert_array_equal(out.float().numpy(), _nibbles_reference(W, signed))


def test_dequant_order_agrees_with_the_packed_weight_permutation():
    """Pack a permuted int4 row with the host helpers: dequant_i4 of lane t's word must
    give that lane's B-fragment values k = 2t, 2t+1, 2t+8, ... in order."""
    rng = np.random.default_rng(4)
    w = rng.integers(-8, 8, (1, 32))
    layout = tilelang.layout.make_int4_dequant_permutation(1, 32)
    packed = tilelang.pack(layout.apply(w), "int4").reshape(-1)
    words = packed.view(np.uint32) if packed.dtype == np.uint8 else packed.view(np.uint8).view(np.uint32)
    W = np.zeros(64, np.uint32)
    W[:4] = words
    out = np.zeros((64, 8), np.float16)
    run_ir(program("dequant_i4", DT="float16", SIGNED="true"), W, out)
    for t in range(4):
        ks = [2 * t + e % 2 + e // 2 * 8 for e in range(8)]
        np.testing.assert_array_equal(out[t], w[0, ks])


def test_shfl_tree_reductions_xor_and_down():
    rng = np.random.default_rng(5)
    X = rng.integers(-1000, 1000, 64).astype(np.float32)  # integers: sums exact in any order
    all_xor = np.full(64, np.nan, np.float32)
    down = np.full(2, np.nan, np.float32)
    run_ir(program("shfl_reduce"), X, all_xor, down)
    sums = X.reshape(2, 32).sum(axis=1)
    np.testing.assert_array_equal(all_xor, np.repeat(sums, 32))
    np.testing.assert_array_equal(down, sums)


def test_shfl_modes_with_width():
    rng = np.random.default_rng(6)
    X = rng.integers(-10 ** 6, 10 ** 6, 64).astype(np.int32)
    up, idx, down, xor = (np.zeros(64, np.int32) for _ in range(4))
    run_ir(program("shfl_modes"), X, up, idx, down, xor)
    t = np.arange(64)
    lane = t % 32
    np.testing.assert_array_equal(up, np.where(t % 8 >= 1, X[t - 1], X))
    np.testing.assert_array_equal(idx, X[t - t % 8 + 3])
    np.testing.assert_array_equal(down, np.where(t % 8 < 6, X[np.minimum(t + 2, 63)], X))
    # xor 16 within segments of 8: lanes 0-15 would reach a later segment (own value);
    # lanes 16-31 reach an earlier one, which CUDA allows
    np.testing.assert_array_equal(xor, np.where(lane >= 16, X[t - 16], X))


def test_warp_collective_in_partly_active_warp_is_an_error():
    text = """source 0 = "div.py"

func {sym_name = "d"} (%X: tensor<[32], float32>) {
  %c1 = const {value = 1} : index
  kernel [%c1] {threads = [32]} (%bx: index) {
    %tx = thread_idx {dim = 0} : index
    %c16 = const {value = 16} : index
    %x = load %X, [%tx] : float32
    %lo = lt %tx, %c16 : bool
    if %lo {
      %y = shfl %x, %c1 : float32 loc(0:7:13)
      store %X, [%tx], %y
    }
  }
}
"""
    with pytest.raises(tilelang.TileLangError) as e:
        run_ir(text, np.arange(32, dtype=np.float32))
    msg = str(e.value)
    assert "div.py:7:13" in msg and "'shfl' is warp-collective" in msg and "16 of the 32 lanes" in msg


def test_fully_inactive_warps_skip_warp_ops():
    """Only warp 1 (lanes 32-63) shuffles; warp 0 is entirely masked off."""
    text = """func {sym_name = "w"} (%X: tensor<[64], float32>) {
  %c1 = const {value = 1} : index
  kernel [%c1] {threads = [64]} (%bx: index) {
    %tx = thread_idx {dim = 0} : index
    %c32 = const {value = 32} : index
    %x = load %X, [%tx] : float32
    %hi = ge %tx, %c32 : bool
    if %hi {
      %y = shfl %x, %c1 : float32
      store %X, [%tx], %y
    }
  }
}
"""
    X = np.random.default_rng(7).standard_normal(64).astype(np.float32)
    want = X.copy()
    want[32:] = X[32:][np.arange(32) ^ 1]
    run_ir(text, X)
    np.testing.assert_array_equal(X, want)
