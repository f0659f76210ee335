"""``tilelang.Target``: what a program is compiled for -- the arch's features, its
shared-memory limit, and the options that replace the environment switches."""

import os

import pytest

import tilelang
import tilelang.language as T
from tilelang import Options, Target
from kernels import gemm


def test_each_arch_has_its_features_and_its_shared_limit():
    hopper, ampere, none = Target.for_arch("sm_90a"), Target.for_arch("sm_80"), Target.for_arch(None)
    assert hopper.has("wgmma") and hopper.has("tma") and hopper.has("stmatrix") and hopper.has("clusters")
    assert not Target.for_arch("sm_90").has("wgmma") and Target.for_arch("sm_90").has("tma")
    assert ampere.has("mma") and ampere.has("cp.async") and not ampere.has("tma")
    assert none.features == frozenset()
    assert (ampere.shared_limit, hopper.shared_limit, Target.for_arch("sm_86").shared_limit) == \
        (163 * 1024, 227 * 1024, 99 * 1024)
    with pytest.raises(ValueError, match="unknown feature 'tensor_cores'"):
        hopper.has("tensor_cores")


def test_options_come_from_the_arguments_then_the_environment(monkeypatch):
    monkeypatch.setenv("TILELANG_WGMMA", "0")
    assert Options.from_env() == Options(tma=True, wgmma=False, shared_reuse=True)
    assert Options.from_env(wgmma=True).wgmma  # (an argument beats the environment)
    target = Target.for_arch("sm_90a")
    assert not target.has("wgmma") and target.has("tma")
    monkeypatch.delenv("TILELANG_WGMMA")
    assert Target.for_arch("sm_90a", tma=False).features == {"mma", "cp.async", "clusters", "stmatrix", "wgmma",
                                                             "fp8_convert"}
    assert not Target.for_arch("sm_80").has("fp8_convert") and Target.for_arch("sm_89").has("fp8_convert")
    assert Options.from_env().vector_words  # (on by default, like the others: "0" turns it off)
    for value, on in (("1", True), ("0", False), ("yes", True)):
        monkeypatch.setenv("TILELANG_VECTOR_WORDS", value)
        assert Options.from_env().vector_words is on and Options.from_env(vector_words=not on).vector_words is not on
    monkeypatch.delenv("TILELANG_VECTOR_WORDS")
    assert not Options.from_env().fast_math  # (off unless asked for: "1" turns it on)
    for value, on in (("1", True), ("0", False)):
        monkeypatch.setenv("TILELANG_FAST_MATH", value)
        assert Options.from_env().fast_math is on and Options.from_env(fast_math=not on).fast_math is not on
    monkeypatch.delenv("TILELANG_FAST_MATH")
    with pytest.raises(tilelang.TileLangError, match="unknown compile option.*tmaa"):
        Options.from_env(tmaa=False)
    with pytest.raises(tilelang.TileLangError, match="compile option tma must be True, False or None"):
        Options.from_env(tma="no")
    with pytest.raises(ValueError, match="kind must be a backend's name"):
        Target(kind="")
    assert Target(kind="rocm").kind == "rocm"  # (a registered backend's kind: backends/registry.py)


def test_the_key_tells_apart_targets_that_lower_differently():
    keys = {Target.for_arch(a, **o).key() for a in ("sm_80", "sm_90a", None)
            for o in ({}, {"tma": False}, {"wgmma": False}, {"shared_reuse": False})}
    assert len(keys) == 12
    assert Target.for_arch("sm_90a").key() == Target.for_arch("sm_90a").key()


def _big_shared_block():
    @T.prim_func
    def f(A: T.Tensor((64,), "float32"), B: T.Tensor((64,), "float32")):
        with T.Kernel(1, threads=64) as bx:
            s = T.alloc_shared((200 * 256,), "float32")  # 200 KB
            T.copy(A, s[0:64])
            T.copy(s[0:64], B)
    return f


def test_lowering_for_sm80_checks_sm80_s_limit_whatever_the_environment_says(monkeypatch):
    monkeypatch.setenv("TILELANG_CUDA_ARCH", "sm_90a")
    with pytest.raises(tilelang.TileLangError, match="sm_80 allows 166912"):
        tilelang.lower(_big_shared_block(), arch="sm_80")
    assert tilelang.lower(_big_shared_block(), arch="sm_90a") is not None


def test_compile_and_lower_take_the_options_by_name(monkeypatch):
    """``wgmma=False`` lowers the sm_90a gemm to mma.sync, whatever the environment; an
    unknown option names the known ones."""
    monkeypatch.delenv("TILELANG_WGMMA", raising=False)

    g = gemm(128, 128, 128, 128, 128, 64, 2, 128, out_dtype="float32", trans_B=True)
    assert " wgmma" in str(tilelang.lower(g, arch="sm_90a"))
    plain = str(tilelang.lower(g, arch="sm_90a", wgmma=False))
    assert " wgmma" not in plain and " mma " in plain
    monkeypatch.setenv("TILELANG_WGMMA", "0")
    assert " wgmma" in str(tilelang.lower(g, arch="sm_90a", wgmma=True))  # (the argument beats the environment)
    with pytest.raises(tilelang.TileLangError, match="unknown compile option.*warp_specialise.*known: arch, tma"):
        tilelang.compile(g, target="sim", warp_specialise=False)
    with pytest.raises(tilelang.TileLangError, match="must be True, False or None"):
        tilelang.lower(g, arch="sm_90a", tma="off")
    kernel = tilelang.compile(g, out_idx=[-1], target="sim", arch="sm_90a", wgmma=False)
    assert " wgmma" not in kernel.ir


def test_environment_sets_and_restores_variables(monkeypatch):
    from tilelang.lowering.target import environment

    monkeypatch.setenv("TILELANG_TEST_A", "a")
    monkeypatch.delenv("TILELANG_TEST_B", raising=False)
    with pytest.raises(RuntimeError):
        with environment({"TILELANG_TEST_A": None, "TILELANG_TEST_B": "1"}):
            assert "TILELANG_TEST_A" not in os.environ and os.environ["TILELANG_TEST_B"] == "1"
            raise RuntimeError  # (restored on the way out too)
    assert os.environ["TILELANG_TEST_A"] == "a" and "TILELANG_TEST_B" not in os.environ
