"""``T.Pipelined(..., warp_specialize=True, pingpong=True)``: the consumer warpgroups take
turns issuing the loop's wgmma groups on named barriers (``lowering/passes/pingpong.py``).

The turns in the IR (text and op order), results against float64 on the simulator
(a GEMM and the attention forward), the CUDA it becomes, unpaired turns caught by the
simulator, the ``named_barrier`` op's verifier, and the errors of what cannot take
turns."""

import math
from types import SimpleNamespace

import numpy as np
import pytest
import torch

import tilelang
from tilelang.backends.sim import run_module
from tilelang.lowering.passes import run_pipeline
from tilelang.ops import tiled_gemm
from tilelang.ops.attention_kernels import attention_factory

from irchecks import round_trip


def _gemm(threads=256, pingpong=True, M=200, N=72, K=576):
    return tiled_gemm(M, N, K, 128, 64, 32, 4, threads, out_dtype="float32", trans_B=True, warp_specialize=True,
                      pingpong=pingpong)


def _consumers(module):
    return next(op for op in module.walk() if op.name == "specialize").consumer.ops


def _turns(ops):
    """(arrive, bar const or None) of the named barriers in ``ops`` (top level, and one
    level into ``if``s)."""
    out = []
    for op in ops:
        for sub in [op] + ([o for o in op.then_region.ops] if op.name == "if" else []):
            if sub.name == "named_barrier":
                owner = getattr(sub.bar, "owner", None)
                out.append((sub.arrive, owner.value if owner is not None and owner.name == "const" else None))
    return out


def test_each_wgmma_group_is_a_turn_between_a_sync_and_an_arrival():
    module = run_pipeline(_gemm().module.clone(), arch="sm_90a", until="warp-specialize")
    consumers = _consumers(module)
    loop = next(op for op in consumers if op.name == "for" and any(o.name == "wgmma" for o in op.walk()))
    body = [op.name for op in loop.body.ops]
    fence, commit = body.index("wgmma_fence"), body.index("wgmma_commit")
    assert body[fence - 1] == "named_barrier" and not loop.body.ops[fence - 1].arrive  # (sync on its own barrier)
    assert body[commit + 1] == "named_barrier" and loop.body.ops[commit + 1].arrive  # (the next one's turn)
    assert body.count("named_barrier") == 2 and not loop.pingpong
    at = consumers.index(loop)
    # before the loop the last warpgroup gives the first its turn; after it the first takes the last arrival
    assert _turns(consumers[:at]) == [(True, 2)] and _turns(consumers[at + 1:]) == [(False, 2)]
    for until in ("warp-specialize", "simplify"):
        round_trip(str(run_pipeline(_gemm().module.clone(), arch="sm_90a", until=until)))


@pytest.mark.parametrize("M, N, K", [(200, 72, 576), (256, 128, 128)])
def test_a_pingpong_gemm_matches_float64_on_the_simulator(M, N, K):
    kernel = tilelang.compile(_gemm(M=M, N=N, K=K), out_idx=[-1], target="sim", arch="sm_90a")
    assert sum(op.name == "named_barrier" for op in kernel.module.walk()) == 4
    g = torch.Generator().manual_seed(M + K)
    a, b = torch.randn(M, K, generator=g).half(), torch.randn(N, K, generator=g).half()
    ref = a.double() @ b.double().T
    c = kernel(a, b)
    assert torch.isfinite(c).all() and ((c.double() - ref).norm() / ref.norm()).item() < 1e-5


@pytest.mark.parametrize("causal", [False, True])
@pytest.mark.parametrize("S, D", [(192, 64), (300, 128)])  # (300: a ragged last block of keys)
def test_the_attention_forward_in_pingpong_matches_float64_on_the_simulator(causal, S, D):
    B, H = 1, 2
    f = attention_factory(B, H, H, S, S, D, "float16", causal, 1 / math.sqrt(D), False, block_M=128, block_N=64,
                          num_stages=2, threads=256, warp_specialize=True, pingpong=True)
    kernel = tilelang.compile(f, out_idx=[-1], target="sim", arch="sm_90a")
    # two gemms a block of keys: two turns (a sync and an arrival each), one before the loop, one after
    assert sum(op.name == "named_barrier" for op in kernel.module.walk()) == 6
    g = torch.Generator().manual_seed(3)
    q, k, v = (torch.randn(B, S, H, D, generator=g).half() for _ in range(3))
    ref = torch.nn.functional.scaled_dot_product_attention(*(x.double().transpose(1, 2) for x in (q, k, v)),
                                                           is_causal=causal).transpose(1, 2)
    o = kernel(q, k, v)
    assert torch.isfinite(o).all() and ((o.double() - ref).norm() / ref.norm()).item() < 1e-3


@pytest.mark.parametrize("varlen, overlap, pingpong", [(True, False, True), (False, True, True), (True, True, True),
                                                        (True, True, False)])
def test_a_loop_inside_the_blocks_ifs_takes_turns_and_matches_float64_on_the_simulator(varlen, overlap, pingpong):
    """Variable lengths (a block past its sequence's end skips the loop: ``if``) and the
    scores of the next block issued under this one's P V (the loop inside ``if n > 0``):
    the producer warp takes the same branches as the consumers."""
    H, D, lens = 2, 64, [150, 40, 0, 129]
    cu = torch.tensor([0] + np.cumsum(lens).tolist(), dtype=torch.int32)
    shape = (tilelang.language.dynamic("total_q"), tilelang.language.dynamic("total_k"), max(lens)) if varlen \
        else lens[0]
    f = attention_factory(len(lens) if varlen else 1, H, H, shape, 0 if varlen else lens[0], D, "float16", True,
                          1 / math.sqrt(D), varlen, block_M=128, block_N=64, num_stages=2, threads=256,
                          warp_specialize=True, pingpong=pingpong, overlap=overlap)
    kernel = tilelang.compile(f, target="sim", arch="sm_90a")
    assert any(op.name == "specialize" for op in kernel.module.walk())
    g = torch.Generator().manual_seed(5)
    total = int(cu[-1]) if varlen else lens[0]
    q, k, v = (torch.randn(total, H, D, generator=g).half() for _ in range(3))
    o = torch.full_like(q, float("nan"))
    if varlen:
        kernel(q, k, v, o, cu, cu)
    else:
        kernel(q[None], k[None], v[None], o[None])
    for a, b in zip(cu.tolist(), cu.tolist()[1:]) if varlen else [(0, total)]:
        ref = torch.nn.functional.scaled_dot_product_attention(
            *(x[a:b].double().transpose(0, 1) for x in (q, k, v)), is_causal=True).transpose(0, 1)
        got = o[a:b].double()
        assert torch.isfinite(got).all() and ((got - ref).norm() / ref.norm().clamp_min(1e-30)).item() < 1e-3


def test_the_cuda_source_takes_turns_on_hardware_barriers_2_and_3():
    src = tilelang.compile(_gemm(), out_idx=[-1], target="cuda", arch="sm_90a").get_kernel_source()
    body = src[src.index('extern "C"'):]
    assert body.count("tl::named_barrier_sync(") == 2 and body.count("tl::named_barrier_arrive(") == 2
    assert "tl::named_barrier_arrive(2, 256);" in body and "tl::named_barrier_sync(2, 256);" in body
    assert body.index("tl::named_barrier_sync(v_") < body.index("tl::wgmma_fence") < \
        body.index("tl::wgmma_commit") < body.index("tl::named_barrier_arrive(v_")


def _sim(module, M=200, N=72, K=576):
    rng = np.random.default_rng(0)
    a, b = rng.standard_normal((M, K)).astype(np.float16), rng.standard_normal((N, K)).astype(np.float16)
    run_module(module, SimpleNamespace(values=[a, b, np.zeros((M, N), np.float32)], symbols={}))


def test_turns_that_do_not_pair_up_are_caught_by_the_simulator():
    module = run_pipeline(_gemm().module.clone(), arch="sm_90a")
    _sim(module)  # (as built: runs)
    consumers = _consumers(module)
    loop = next(i for i, op in enumerate(consumers) if op.name == "for" and any(o.name == "wgmma" for o in op.walk()))
    tail = next(i for i, op in enumerate(consumers) if i > loop and _turns([op]))
    del consumers[tail]  # (the first warpgroup no longer takes the last arrival)
    with pytest.raises(tilelang.TileLangError, match="named barrier 2 of 256 threads .* do not pair up"):
        _sim(module)


def test_a_named_barrier_takes_whole_warps():
    from tilelang.lowering.ir import ops as O
    from tilelang.lowering.ir.core import Value
    from tilelang.lowering.ir.types import INDEX

    op = O.NamedBarrierOp(bar=Value(INDEX, "b"), threads=100)
    with pytest.raises(tilelang.TileLangError, match="threads must be a positive multiple of 32"):
        op.verify()


def test_what_cannot_take_turns_is_an_error_and_without_tma_it_pipelines(monkeypatch):
    with pytest.raises(tilelang.TileLangError, match="two or more consumer warpgroups"):
        tilelang.lower(_gemm(threads=128), arch="sm_90a")
    with pytest.raises(tilelang.TileLangError, match="pingpong needs warp_specialize=True"):
        tiled_gemm(128, 64, 256, 128, 64, 32, 3, 256, trans_B=True, pingpong=True)
    for arch, tma in (("sm_80", "1"), ("sm_90a", "0")):  # no TMA: pipelined as usual, no turns
        monkeypatch.setenv("TILELANG_TMA", tma)
        names = {op.name for op in tilelang.lower(_gemm(), arch=arch).walk()}
        assert "cp_async" in names and "named_barrier" not in names and "specialize" not in names


# ---- on the GPU: a wrong turn order hangs rather than miscomputes, so the kernels run in a
# child process with a deadline (a hang fails the test instead of the session)
_ON_GPU = r"""
import math, sys, torch, tilelang
from tilelang.ops import tiled_gemm
from tilelang.ops.attention_kernels import attention_factory
worst = 0.0
for M, N, K, bn, stages in ((1000, 600, 1088, 64, 4), (512, 512, 4096, 128, 5)):
    kernel = tilelang.compile(tiled_gemm(M, N, K, 128, bn, 64, stages, 256, out_dtype="float32", trans_B=True,
                                         warp_specialize=True, pingpong=True), out_idx=[-1], target="cuda")
    assert "tl::named_barrier_arrive(" in kernel.get_kernel_source()
    for _ in range(3):  # fresh tensors each time: a race would move the result
        a, b = torch.randn(M, K, device="cuda").half(), torch.randn(N, K, device="cuda").half()
        ref = a.double() @ b.double().T
        c = kernel(a, b)
        assert torch.isfinite(c).all(), "gemm: non-finite"
        worst = max(worst, ((c.double() - ref).norm() / ref.norm()).item())
assert worst < 1e-5, f"gemm: rel. err {worst}"
B, H, S, D = 1, 4, 1000, 128
for causal in (False, True):
    kernel = tilelang.compile(attention_factory(B, H, H, S, S, D, "float16", causal, 1 / math.sqrt(D), False,
                                                block_M=128, block_N=64, num_stages=2, threads=256,
                                                warp_specialize=True, pingpong=True), out_idx=[-1], target="cuda")
    q, k, v = (torch.randn(B, S, H, D, device="cuda").half() for _ in range(3))
    ref = torch.nn.functional.scaled_dot_product_attention(*(x.double().transpose(1, 2) for x in (q, k, v)),
                                                           is_causal=causal).transpose(1, 2)
    o = kernel(q, k, v)
    err = ((o.double() - ref).norm() / ref.norm()).item()
    assert torch.isfinite(o).all() and err < 1e-3, f"attention causal={causal}: rel. err {err}"
print("ok")
"""


@pytest.mark.gpu
@pytest.mark.skipif(not (torch.cuda.is_available() and torch.cuda.get_device_capability() == (9, 0)),
                    reason="needs an sm_90 GPU (H100 / H200)")
def test_pingpong_gemms_and_attention_on_the_gpu_match_float64_without_hanging():
    import subprocess
    import sys

    try:
        done = subprocess.run([sys.executable, "-c", _ON_GPU], capture_output=True, text=True, timeout=240)
    except subprocess.TimeoutExpired:
        pytest.fail("the ping-pong kernels did not finish in 240 s: a turn waited forever (a hang)")
    assert done.returncode == 0 and done.stdout.strip().endswith("ok"), done.stdout[-2000:] + done.stderr[-3000:]
