"""The ``deferred_sums`` option (``tile_lowering/deferred_sums.py``): a loop's row sums
``tot = tot * f + reduce_sum(s)`` kept as each thread's partial sums and added up once
after the loop -- found only where that is the same program (zeros before the loop, no
other read of the sums in it, the reduce's fragment used by nothing else), and on the
simulator (sm_90a's and sm_80's lowering, thread by thread) the same results as the
interpreter with the option off and on; decode attention's keys-major kernels on the
simulator with it (their loop: ``test_decode_keys_major``'s SASS counts)."""

import sys

import pytest
import torch

import tilelang
import tilelang.language as T
from tilelang.lowering.tile_lowering.deferred_sums import find_deferred_sums


def program(init=0.0, read_inside=False, blk_after=False):
    @T.prim_func
    def rows(A: T.Tensor((4, 64, 32), "float16"), B: T.Tensor((32, 32), "float16"),
             O: T.Tensor((64,), "float32"), P: T.Tensor((64,), "float32")):
        with T.Kernel(1, threads=128) as _:
            a_s = T.alloc_shared((64, 32), "float16")
            b_s = T.alloc_shared((32, 32), "float16")
            acc = T.alloc_fragment((64, 32), "float32")
            f = T.alloc_fragment((64,), "float32")
            blk = T.alloc_fragment((64,), "float32")
            tot = T.alloc_fragment((64,), "float32")
            T.fill(tot, init)
            T.copy(B, b_s)
            for s in T.serial(4):
                T.copy(A[s, 0:64, 0:32], a_s)
                T.clear(acc)
                T.gemm(a_s, b_s, acc)
                T.reduce_max(acc, f, dim=1)
                for i in T.Parallel(64):
                    f[i] = T.exp2(f[i] * -0.01 - tot[i] * 0.001) if read_inside else T.exp2(f[i] * -0.01)
                T.reduce_sum(acc, blk, dim=1)
                for i in T.Parallel(64):
                    tot[i] = tot[i] * f[i] + blk[i]
            for i in T.Parallel(64):
                O[i] = tot[i]
            for i in T.Parallel(64):
                P[i] = blk[i] if blk_after else f[i]

    return rows


def found(prog, arch="sm_90a"):
    m = tilelang.lower(prog, arch=arch, until="layout-inference")
    kernel = next(op for op in m.walk() if op.name == "kernel")
    return find_deferred_sums(kernel, 128)


def test_found_only_where_it_is_the_same_program():
    assert len(found(program())) == 1
    assert len(found(program(), "sm_80")) == 1
    assert not found(program(init=1.0))  # (each copy would start from 1: the sum of them from 128)
    assert not found(program(read_inside=True))  # (a partial copy read in the loop)
    assert not found(program(blk_after=True))  # (the reduce's fragment read after: a partial copy)


@pytest.mark.parametrize("arch", ["sm_90a", "sm_80"])
def test_the_simulator_agrees_with_the_interpreter_with_the_option_off_and_on(arch):
    torch.manual_seed(0)
    A = torch.randn(4, 64, 32).half()
    B = torch.randn(32, 32).half()
    want_o, want_p = torch.zeros(64), torch.zeros(64)
    tilelang.compile(program(), target="cpu")(A, B, want_o, want_p)
    assert want_o.abs().min() > 0  # (fresh, nonzero sums)
    for on in (False, True):
        o, p = torch.full((64,), float("nan")), torch.full((64,), float("nan"))
        tilelang.compile(program(), target="sim", arch=arch, deferred_sums=on)(A, B, o, p)
        rel = [((x.double() - w.double()).norm() / w.double().norm()).item() for x, w in ((o, want_o), (p, want_p))]
        assert max(rel) < 1e-5, (on, rel)


def test_the_lowered_loop_crosses_no_threads_for_its_sums():
    """sm_90a's lowering of the loop with the option: the one row reduction left a step is
    the maxima's (its shuffles); without it the sums' as well -- half the shuffles."""
    def loop_shuffles(on):
        m = tilelang.lower(program(), arch="sm_90a", until="lower-tile-ops", deferred_sums=on)
        loop = next(op for op in m.walk() if op.name == "for" and any(s.name == "mma" for s in op.walk()))
        return sum(s.name == "shfl" for s in loop.walk()), sum(s.name == "shfl" for s in m.walk())
    (off_loop, off_all), (on_loop, on_all) = loop_shuffles(False), loop_shuffles(True)
    assert on_loop * 2 == off_loop and on_all > on_loop, (off_loop, on_loop, on_all)


@pytest.mark.parametrize("fmt,tile", [("int4", (64, 64, 1)), ("int8", (32, 64, 1)), ("int4", (64, 64, 2))])
def test_decode_keys_major_on_the_simulator_with_deferred_sums(fmt, tile, monkeypatch):
    from test_decode_attention import run

    mod = sys.modules["tilelang.ops.decode_attention"]
    monkeypatch.setenv("TILELANG_DEFERRED_SUMS", "1")
    monkeypatch.setenv("TILELANG_DECODE_KEYS_MAJOR", "1")
    monkeypatch.setenv("TILELANG_DECODE_THREAD_SUMS", "0")
    monkeypatch.setattr(mod, "_JITS", {})
    mod._kernels.cache_clear()
    monkeypatch.setattr(mod, "cuda_arch", lambda t: "sm_90a")
    monkeypatch.setattr(mod, "_tile", lambda *a: tile)
    run(fmt, [150, 0, 77], target="sim", num_splits=2, D=128, H=8, Hk=2)
    mod._kernels.cache_clear()
