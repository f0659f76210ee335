"""Gemms left running: ``T.gemm(..., wg_wait=-1)`` and ``T.wait_wgmma(n)``.

The same program on every target: the interpreter and mma.sync complete a gemm at once;
on sm_90a's wgmma the gemm's group stays in flight until the wait that completes it, and
the simulator checks that nothing touches its registers before.  Attention written this
way (the next scores issued with P V, their softmax under P V) matches float64.
"""

from __future__ import annotations

import math

import pytest
import torch

import tilelang
import tilelang.language as T
from tilelang.errors import TileLangError
from tilelang.ops.attention_kernels import attention_factory


def scores_and_output(read_early=False, wait_last=True):
    @T.prim_func
    def main(Q: T.Tensor((64, 64), "float16"), K: T.Tensor((64, 64), "float16"), V: T.Tensor((64, 64), "float16"),
             P_in: T.Tensor((64, 64), "float16"), S_out: T.Tensor((64, 64), "float32"),
             O: T.Tensor((64, 64), "float32")):
        with T.Kernel(1, threads=128) as bx:
            Q_s = T.alloc_shared((64, 64), "float16")
            K_s = T.alloc_shared((64, 64), "float16")
            V_s = T.alloc_shared((64, 64), "float16")
            S = T.alloc_fragment((64, 64), "float32")
            P = T.alloc_fragment((64, 64), "float16")
            acc = T.alloc_fragment((64, 64), "float32")
            T.copy(Q, Q_s)
            T.copy(K, K_s)
            T.copy(V, V_s)
            T.copy(P_in, P)
            T.clear(S)
            T.clear(acc)
            T.gemm(Q_s, K_s, S, transpose_B=True, wg_wait=-1)
            T.gemm(P, V_s, acc, wg_wait=-1)
            if read_early:
                T.copy(S, S_out)  # (before any wait: the scores are still being computed)
            T.wait_wgmma(1)
            T.copy(S, S_out)
            if wait_last:
                T.wait_wgmma(0)
            T.copy(acc, O)
    return main


def _inputs():
    g = torch.Generator().manual_seed(5)
    return [torch.randn(64, 64, generator=g).half() for _ in range(4)]


@pytest.mark.parametrize("target,arch", [("cpu", None), ("sim", "sm_90a"), ("sim", "sm_80")])
def test_two_gemms_left_running_give_both_products(target, arch):
    q, k, v, p = _inputs()
    kernel = tilelang.compile(scores_and_output(), target=target, **({"arch": arch} if arch else {}))
    s, o = torch.empty(64, 64), torch.empty(64, 64)
    kernel(q, k, v, p, s, o)
    for got, want in ((s, q.double() @ k.double().T), (o, p.double() @ v.double())):
        assert ((got.double() - want).norm() / want.norm()).item() < 1e-6


def test_the_waits_complete_groups_in_issue_order_and_name_their_registers():
    ir = str(tilelang.lower(scores_and_output(), arch="sm_90a"))
    waits = [line.split("loc(")[0].strip() for line in ir.splitlines() if "wgmma_wait" in line]
    assert waits == ["wgmma_wait %S, none {pending = 1}", "wgmma_wait %acc, %P {define_registers = true}"]
    assert ir.count("wgmma_commit") == 2


def test_a_read_of_a_running_gemms_accumulator_is_reported_on_the_simulator():
    kernel = tilelang.compile(scores_and_output(read_early=True), target="sim", arch="sm_90a")
    q, k, v, p = _inputs()
    with pytest.raises(TileLangError, match="while the wgmma at .* that accumulates into it is in flight"):
        kernel(q, k, v, p, torch.empty(64, 64), torch.empty(64, 64))


def test_a_gemm_never_waited_for_is_an_error_at_its_line():
    with pytest.raises(TileLangError, match=r"test_async_gemm.py:\d+:\d+: error: this T.gemm\(..., wg_wait=-1\) is "
                                            r"still running at the kernel's end"):
        tilelang.compile(scores_and_output(wait_last=False), target="cuda", arch="sm_90a")


def test_a_gemm_left_running_across_a_loop_is_an_error():
    @T.prim_func
    def main(A: T.Tensor((64, 64), "float16"), C: T.Tensor((64, 64), "float32")):
        with T.Kernel(1, threads=128) as bx:
            A_s = T.alloc_shared((64, 64), "float16")
            C_l = T.alloc_fragment((64, 64), "float32")
            T.copy(A, A_s)
            T.clear(C_l)
            for k in T.serial(2):
                T.gemm(A_s, A_s, C_l, transpose_B=True, wg_wait=-1)
            T.wait_wgmma(0)
            T.copy(C_l, C)

    with pytest.raises(TileLangError, match="still running at the end of the for's body"):
        tilelang.lower(main, arch="sm_90a")


@pytest.mark.parametrize("bad,match", [("T.gemm(A_s, A_s, C_l, wg_wait=1)", r"wg_wait=...\) must be 0"),
                                       ("T.wait_wgmma(-1)", r"takes an int of 0 or more")])
def test_bad_arguments_name_the_parameter(bad, match, tmp_path):
    path = tmp_path / "bad.py"
    path.write_text(f"""
import tilelang.language as T

@T.prim_func
def main(A: T.Tensor((64, 64), "float16"), C: T.Tensor((64, 64), "float32")):
    with T.Kernel(1, threads=128) as bx:
        A_s = T.alloc_shared((64, 64), "float16")
        C_l = T.alloc_fragment((64, 64), "float32")
        {bad}
""")
    import runpy

    with pytest.raises(TileLangError, match=match):
        runpy.run_path(str(path))


@pytest.mark.parametrize("arch", ["sm_90a", "sm_80"])
@pytest.mark.parametrize("causal", [False, True])
def test_attention_with_overlap_matches_float64_on_the_simulator(arch, causal):
    B, S, H, Hk, D = 1, 80, 2, 1, 64  # (80: a ragged last key block)
    f = attention_factory(B, H, Hk, S, S, D, "float16", causal, 1 / math.sqrt(D), False, block_M=64, block_N=64 if
                          arch == "sm_90a" else 32, num_stages=2, threads=128, overlap=True)
    kernel = tilelang.compile(f, target="sim", arch=arch)
    g = torch.Generator().manual_seed(S)
    q = torch.randn(B, S, H, D, generator=g).half()
    k, v = (torch.randn(B, S, Hk, D, generator=g).half() for _ in range(2))
    o = torch.full_like(q, float("nan"))
    kernel(q, k, v, o)
    qq, kk, vv = (x.transpose(1, 2).double() for x in (q, k, v))
    kk, vv = kk.repeat_interleave(H // Hk, 1), vv.repeat_interleave(H // Hk, 1)
    s = qq @ kk.transpose(-1, -2) / math.sqrt(D)
    if causal:
        s = s.masked_fill(~torch.ones(S, S, dtype=torch.bool).tril(), float("-inf"))
    ref = (torch.softmax(s, -1) @ vv).transpose(1, 2)
    assert ((o.double() - ref).norm() / ref.norm()).item() < 2e-3
