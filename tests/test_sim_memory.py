"""Simulator: memory ops, vectors, per-thread control flow, and what it refuses."""

import time

import numpy as np
import pytest
from simkit import program, run_ir

import tilelang


def test_vectorized_copy_through_shared_memory_many_blocks():
    rng = np.random.default_rng(0)
    M = 32 * 64  # 64 blocks of 128 threads
    A = rng.standard_normal((M, 32)).astype(np.float16)
    B = np.full_like(A, np.nan)
    start = time.perf_counter()
    run_ir(program("vec_copy"), A, B, symbols={"M": M})
    elapsed = time.perf_counter() - start
    print(f"\nvec_copy: {M // 32} blocks x 128 threads in {elapsed:.3f} s")
    np.testing.assert_array_equal(B, A)


def test_per_thread_branches_loops_and_predicated_vector_loads():
    rng = np.random.default_rng(1)
    N = 1001  # 4 blocks of 256; the last thread with data has a 1-element tail
    X = rng.standard_normal(N).astype(np.float32)
    Y = np.full(N, np.nan, np.float32)
    cnt = np.full(64, -7, np.int32)
    scale = 2.5
    run_ir(program("scalar_masked"), X, Y, cnt, scale, symbols={"N": N})
    want = np.where(X > 0, X * np.float32(scale), -X - np.float32(1.0))
    np.testing.assert_array_equal(Y, want)
    tid = np.arange(64)
    s = np.array([sum(i + t for i in range(t % 5)) for t in tid])
    np.testing.assert_array_equal(cnt, 2 * s)


def test_two_dimensional_thread_ids():
    text = """func {sym_name = "ids"} (%Out: tensor<[3, 4, 8], int32>) {
  %c1 = const {value = 1} : index
  kernel [%c1] {threads = [8, 4, 3]} (%bx: index) {
    %x = thread_idx {dim = 0} : index
    %y = thread_idx {dim = 1} : index
    %z = thread_idx {dim = 2} : index
    %c100 = const {value = 100} : index
    %c10 = const {value = 10} : index
    %zz = mul %z, %c100 : index
    %yy = mul %y, %c10 : index
    %s0 = add %zz, %yy : index
    %s = add %s0, %x : index
    %v = cast %s : int32
    store %Out, [%z, %y, %x], %v
  }
}
"""
    out = np.zeros((3, 4, 8), np.int32)
    run_ir(text, out)
    z, y, x = np.meshgrid(np.arange(3), np.arange(4), np.arange(8), indexing="ij")
    np.testing.assert_array_equal(out, 100 * z + 10 * y + x)


def test_out_of_bounds_vector_load_names_the_thread():
    text = """source 0 = "oob.py"

func {sym_name = "oob"} (%X: tensor<[30], float32>, %Y: tensor<[32], float32>) {
  %c1 = const {value = 1} : index
  kernel [%c1] {threads = [8]} (%bx: index) {
    %tx = thread_idx {dim = 0} : index
    %c4 = const {value = 4} : index
    %base = mul %tx, %c4 : index
    %v = vec_load %X, [%base] : vec<4, float32> loc(0:3:9)
    vec_store %Y, [%base], %v
  }
}
"""
    with pytest.raises(tilelang.TileLangError) as e:
        run_ir(text, np.ones(30, np.float32), np.zeros(32, np.float32))
    msg = str(e.value)
    assert "oob.py:3:9" in msg and "out-of-bounds vec_load" in msg and "thread 7" in msg


def test_misaligned_vector_access_is_reported():
    # thread t loads 4 elements at 4 t + 2: in bounds, but not a multiple of the vector size
    text = """source 0 = "align.py"

func {sym_name = "align"} (%X: tensor<[40], float32>, %Y: tensor<[40], float32>) {
  %c1 = const {value = 1} : index
  kernel [%c1] {threads = [8]} (%bx: index) {
    %tx = thread_idx {dim = 0} : index
    %c4 = const {value = 4} : index
    %c2 = const {value = 2} : index
    %t4 = mul %tx, %c4 : index
    %base = add %t4, %c2 : index
    %v = vec_load %X, [%base] : vec<4, float32> loc(0:4:9)
    vec_store %Y, [%t4], %v
  }
}
"""
    with pytest.raises(tilelang.TileLangError) as e:
        run_ir(text, np.ones(40, np.float32), np.zeros(40, np.float32))
    msg = str(e.value)
    assert "align.py:4:9" in msg and "misaligned vec_load of 4 elements" in msg and "thread 0" in msg


def test_vector_lanes_extract_and_pack_per_thread():
    # each thread loads 2 elements of a row, swaps them in registers and stores the pair back
    text = """func {sym_name = "swap"} (%X: tensor<[16, 2], float16>, %Y: tensor<[16, 2], float16>) {
  %c1 = const {value = 1} : index
  kernel [%c1] {threads = [16]} (%bx: index) {
    %tx = thread_idx {dim = 0} : index
    %c0 = const {value = 0} : index
    %v = vec_load %X, [%tx, %c0] : vec<2, float16>
    %a = vec_extract %v {lane = 0} : float16
    %b = vec_extract %v {lane = 1} : float16
    %w = vec_pack [%b, %a] : vec<2, float16>
    vec_store %Y, [%tx, %c0], %w
  }
}
"""
    X = np.random.default_rng(3).standard_normal((16, 2)).astype(np.float16)
    Y = np.zeros_like(X)
    run_ir(text, X, Y)
    np.testing.assert_array_equal(Y, X[:, ::-1])


def test_tile_level_ops_are_refused_by_name():
    text = """source 0 = "tile.py"

func {sym_name = "tile"} (%A: tensor<[16], float32>, %B: tensor<[16], float32>) {
  %c1 = const {value = 1} : index
  kernel [%c1] {threads = [32]} (%bx: index) {
    %c0 = const {value = 0} : index
    %s = alloc_shared : shared<[16], float32>
    copy %A, %s, [%c0], [%c0] {src_extents = [16], dst_extents = [16]} loc(0:4:5)
  }
}
"""
    with pytest.raises(tilelang.TileLangError) as e:
        run_ir(text, np.ones(16, np.float32), np.zeros(16, np.float32))
    assert "the simulator runs lowered IR; op 'copy' is tile-level" in str(e.value)
    assert "tile.py:4:5" in str(e.value)


def test_print_shows_active_threads(capsys):
    text = """func {sym_name = "p"} (%X: tensor<[4], int32>) {
  %c1 = const {value = 1} : index
  kernel [%c1] {threads = [4]} (%bx: index) {
    %tx = thread_idx {dim = 0} : index
    %c2 = const {value = 2} : index
    %lo = lt %tx, %c2 : bool
    %x = load %X, [%tx] : int32
    if %lo {
      print %x {msg = "low"}
    }
  }
}
"""
    run_ir(text, np.array([5, 6, 7, 8], np.int32))
    assert "[block [0], threads 0..1] low: [5 6]" in capsys.readouterr().out
