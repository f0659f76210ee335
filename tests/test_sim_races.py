"""Simulator: shared-memory race detection (two threads, same element, no barrier
between them, at least one write) and barriers in divergent code."""

import numpy as np
import pytest
from simkit import program, run_ir

import tilelang

BARRIER = "    barrier loc(0:11:5)"


def _run(barrier: str, extra: str = ""):
    X = np.random.default_rng(8).standard_normal(64).astype(np.float32)
    out = np.full(64, np.nan, np.float32)
    run_ir(program("races", {"BARRIER": barrier, "EXTRA": extra}), X, out)
    return X, out


def _race(barrier: str, extra: str = "") -> str:
    with pytest.raises(tilelang.TileLangError) as e:
        _run(barrier, extra)
    msg = str(e.value)
    assert "data race on shared smem[" in msg and "no barrier between them" in msg
    return msg


def test_barrier_between_write_and_neighbour_read_is_race_free():
    X, out = _run(BARRIER)
    np.testing.assert_array_equal(out, np.roll(X, -1))


def test_missing_barrier_is_a_read_after_write_race_naming_both_lines():
    msg = _race("")
    assert "write by thread 1 at race_kernel.py:10:5" in msg
    assert "read by thread 0 at race_kernel.py:12:9" in msg
    assert "smem[1]" in msg


def test_write_after_a_neighbours_read_is_a_race():
    extra = "    store %smem, [%tx], %x loc(0:20:5)"
    msg = _race(BARRIER, extra)
    assert "read by thread 63 at race_kernel.py:12:9" in msg
    assert "write by thread 0 at race_kernel.py:20:5" in msg


def test_rewriting_what_only_this_thread_read_is_not_a_race():
    extra = "    store %smem, [%nb], %x loc(0:20:5)"
    X, out = _run(BARRIER, extra)
    np.testing.assert_array_equal(out, np.roll(X, -1))


def test_write_write_race_between_two_writes():
    extra = """    barrier
    store %smem, [%tx], %x loc(0:20:5)
    store %smem, [%nb], %x loc(0:21:5)"""
    msg = _race(BARRIER, extra)
    assert "smem[0]: write by thread 0 at race_kernel.py:20:5" in msg
    assert "write by thread 63 at race_kernel.py:21:5" in msg


def test_two_threads_writing_one_element_in_one_op():
    extra = """    barrier
    %h = floordiv %tx, %c2 : index
    store %smem, [%h], %x loc(0:30:5)"""
    msg = _race(BARRIER, extra)
    assert "write by thread 0 at race_kernel.py:30:5 and write by thread 1 at race_kernel.py:30:5" in msg
    assert "smem[0]" in msg


def test_broadcast_read_then_unsynchronized_write():
    extra = """    barrier
    %z = load %smem, [%c0] : float32 loc(0:40:10)
    %is0 = eq %tx, %c0 : bool
    if %is0 {
      store %smem, [%c0], %x loc(0:41:7)
    }"""
    msg = _race(BARRIER, extra)
    assert "read by several threads at race_kernel.py:40:10" in msg
    assert "write by thread 0 at race_kernel.py:41:7" in msg


def test_same_thread_read_then_write_is_not_a_race():
    extra = """    barrier
    %z = load %smem, [%tx] : float32
    %z2 = add %z, %z : float32
    store %smem, [%tx], %z2
    %z3 = load %smem, [%tx] : float32
    store %Out, [%tx], %z3"""
    X, out = _run(BARRIER, extra)
    np.testing.assert_array_equal(out, X + X)


def test_barrier_inside_a_per_thread_if_is_an_error():
    extra = """    %lo = lt %tx, %c32 : bool
    if %lo {
      barrier loc(0:50:7)
    }"""
    with pytest.raises(tilelang.TileLangError) as e:
        _run(BARRIER, extra)
    msg = str(e.value)
    assert "barrier in divergent code" in msg and "race_kernel.py:50:7" in msg and "32 of the block's 64" in msg


def test_barrier_under_a_condition_every_thread_takes_is_fine():
    extra = """    %all = lt %tx, %c64 : bool
    if %all {
      barrier
      store %smem, [%nb], %x
    }"""
    X, out = _run(BARRIER, extra)
    np.testing.assert_array_equal(out, np.roll(X, -1))


def test_atomic_adds_do_not_race_with_each_other_but_plain_reads_do():
    base = """    barrier
    %one = const {value = 1.0} : float32
    atomic_add %smem, [%c0], %one loc(0:60:5)
    atomic_add %smem, [%c2], %one loc(0:61:5)"""
    X, out = _run(BARRIER, base + "\n    barrier\n    %z = load %smem, [%c0] : float32\n    store %Out, [%tx], %z")
    np.testing.assert_allclose(out, np.full(64, X[0] + 64, np.float32))
    msg = _race(BARRIER, base + "\n    %z = load %smem, [%c2] : float32 loc(0:62:10)")
    assert "atomic add by several threads at race_kernel.py:61:5" in msg and "race_kernel.py:62:10" in msg
