"""Simulator: cp.async groups, waits, zero-fill, and stale reads of in-flight copies."""

import numpy as np
import pytest
from simkit import program, run_ir

import tilelang

WAIT = "    cp_async_wait {pending = 0} loc(0:12:5)"
BARRIER = "    barrier loc(0:13:5)"


def _copy(wait: str, barrier: str):
    A = np.random.default_rng(9).standard_normal((32, 32)).astype(np.float16)
    B = np.full_like(A, np.nan)
    run_ir(program("cp_async", {"WAIT": wait, "BARRIER": barrier}), A, B)
    return A, B


def test_copy_commit_wait_barrier_then_read():
    A, B = _copy(WAIT, BARRIER)
    src = np.roll(np.arange(32), -1)
    want = np.where((src < 24)[:, None], A[src], np.float16(0))  # predicate false: zero-fill
    np.testing.assert_array_equal(B, want)


def test_read_without_wait_is_a_stale_read_naming_both_ops():
    with pytest.raises(tilelang.TileLangError) as e:
        _copy("", BARRIER)
    msg = str(e.value)
    assert "stale read of shared smem[1, 0]" in msg
    assert "the cp_async at async_kernel.py:10:9 (thread 1)" in msg
    assert "by thread 0 at async_kernel.py:14:13" in msg


def test_wait_without_barrier_races_with_the_neighbours_read():
    with pytest.raises(tilelang.TileLangError) as e:
        _copy(WAIT, "")
    msg = str(e.value)
    assert "data race on shared smem[1, 0]" in msg
    assert "cp_async write by thread 1 at async_kernel.py:10:9" in msg
    assert "read by thread 0 at async_kernel.py:14:13" in msg


def _groups(extra: str):
    rng = np.random.default_rng(10)
    A1, A2 = (rng.standard_normal((32, 8)).astype(np.float32) for _ in range(2))
    B1, B2 = (np.full((32, 8), np.nan, np.float32) for _ in range(2))
    run_ir(program("cp_async_groups", {"EXTRA": extra}), A1, A2, B1, B2)
    return A1, A2, B1, B2


READ_S2 = """    %u = vec_load %s2, [%nb, %c0] : vec<8, float32> loc(0:15:9)
    vec_store %B2, [%lane, %c0], %u"""


def test_wait_pending_one_completes_the_first_group_only():
    A1, _, B1, B2 = _groups("")
    np.testing.assert_array_equal(B1, np.roll(A1, -1, axis=0))
    assert np.isnan(B2).all()


def test_second_group_is_stale_after_wait_pending_one():
    with pytest.raises(tilelang.TileLangError) as e:
        _groups(READ_S2)
    msg = str(e.value)
    assert "stale read of shared s2[1, 0]" in msg
    assert "groups_kernel.py:11:5" in msg and "groups_kernel.py:15:9" in msg


def test_second_group_after_a_further_wait():
    A1, A2, B1, B2 = _groups("    cp_async_wait\n    barrier\n" + READ_S2)
    np.testing.assert_array_equal(B1, np.roll(A1, -1, axis=0))
    np.testing.assert_array_equal(B2, np.roll(A2, -1, axis=0))


def test_uncommitted_copies_do_not_complete_at_a_wait():
    text = """source 0 = "open_group.py"

func {sym_name = "open"} (%A: tensor<[32, 4], float32>, %B: tensor<[32, 4], float32>) {
  %c1 = const {value = 1} : index
  kernel [%c1] {threads = [32]} (%bx: index) {
    %lane = thread_idx {dim = 0} : index
    %s = alloc_shared : shared<[32, 4], float32>
    %c0 = const {value = 0} : index
    cp_async %s, [%lane, %c0], %A, [%lane, %c0], none {bytes = 16} loc(0:3:5)
    cp_async_wait
    %v = vec_load %s, [%lane, %c0] : vec<4, float32> loc(0:5:10)
    vec_store %B, [%lane, %c0], %v
  }
}
"""
    A = np.ones((32, 4), np.float32)
    with pytest.raises(tilelang.TileLangError) as e:
        run_ir(text, A, np.zeros_like(A))
    msg = str(e.value)
    assert "stale read" in msg and "open_group.py:3:5" in msg and "open_group.py:5:10" in msg


def test_overwriting_an_in_flight_destination_is_reported():
    text = program("cp_async", {"WAIT": "", "BARRIER": ""}).replace(
        "    cp_async_commit loc(0:11:5)",
        "    cp_async_commit loc(0:11:5)\n"
        "    %zh = const {value = 0.0} : float16\n"
        "    store %smem, [%lane, %c0], %zh loc(0:12:5)")
    with pytest.raises(tilelang.TileLangError) as e:
        run_ir(text, np.ones((32, 32), np.float16), np.zeros((32, 32), np.float16))
    msg = str(e.value)
    assert "write of shared smem[0, 0] by thread 0 at async_kernel.py:12:5" in msg
    assert "cp_async at async_kernel.py:10:9" in msg and "still in flight" in msg
