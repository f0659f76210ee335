"""GPU tests of ``tilelang.ops.int4_matmul`` (marker ``gpu``; skipped without a CUDA GPU).

The issue's matrix, kept to a few minutes of GPU time:

* full: every M in {1, 3, 16, 24, 33, 128, 257} x every (N, K) in {(4096, 4096),
  (11008, 4096), (4096, 11008)} for fp16 activations, int4, group 128, no zeros,
  prepared weights (21 cases), plus raw (unprepared) weights at M in {1, 128} (6);
* groups: 32, 64 and K at M in {3, 128} on every (N, K) (18);
* variants: fp16/bf16 x int4/uint4 x zeros or not at M in {1, 257} on (4096, 4096)
  and M = 16 on (11008, 4096) (24);
* other formats (generic decode): int2, float4_e2m1fn and a user format at M in
  {1, 128} on (4096, 4096) (6).

Reference: float32 torch ``a @ dequantize(...).T`` on the GPU; relative error <= 1e-2
and every element within 2e-2 of the reference's largest magnitude (an element left
unwritten or a wrong group fails it); the output is pre-filled with NaN (the gemm
writes it in place; the gemv's float32 partial sums start at zero and are copied in),
so an element that no thread wrote is NaN.
"""

import functools

import pytest
import torch

import tilelang
import tilelang.language as T
from tilelang.ops import int4_matmul, lowbit_matmul, prepare, prepare_int4

pytestmark = [pytest.mark.gpu,
              pytest.mark.skipif(not torch.cuda.is_available(), reason="needs a CUDA GPU")]

USER = T.int_dtype("gpu_u3o4", 3, signed=False, offset=4)
MS = (1, 3, 16, 24, 33, 128, 257)
SHAPES = ((4096, 4096), (11008, 4096), (4096, 11008))


@functools.lru_cache(maxsize=8)
def weights(n, k, wdtype, group, zero_point):
    """Quantized weights on the GPU (cached: quantizing runs on the host) and the
    float32 dequantized reference weight."""
    g = torch.Generator().manual_seed(n * 7 + k)
    w = torch.randn(n, k, generator=g, dtype=torch.float32).to(torch.float16)
    q = tilelang.quantize(w, wdtype, group_size=group, zero_point=zero_point)
    z = q[2] if zero_point else None
    ref = tilelang.dequantize(q[0], wdtype, q[1], z, group_size=group, out_dtype="float32")
    cuda = [t.cuda() if t is not None else None for t in (q[0], q[1], z)]
    return (*cuda, ref.cuda())


def check(M, n, k, wdtype="int4", group=128, act=torch.float16, zero_point=False, prepared=True):
    q, s, z, w_ref = weights(n, k, wdtype, group, zero_point)
    a = torch.randn(M, k, device="cuda", dtype=act)
    out = torch.full((M, n), float("nan"), device="cuda", dtype=act)
    if prepared:
        c = int4_matmul(a, prepare_int4(q, s, z, group_size=group, dtype=wdtype), out=out)
    else:
        c = lowbit_matmul(a, q, s, z, group_size=group, dtype=wdtype, out=out)
    torch.cuda.synchronize()
    ref = a.float() @ w_ref.T
    assert torch.isfinite(c).all(), "unwritten (NaN) output elements"
    err = ((c.float() - ref).norm() / ref.norm()).item()
    worst = ((c.float() - ref).abs().max() / ref.abs().max()).item()
    assert err <= 1e-2 and worst <= 2e-2, (err, worst)


FULL = [(M, n, k, True) for M in MS for n, k in SHAPES] + [(M, n, k, False) for M in (1, 128) for n, k in SHAPES]


@pytest.mark.parametrize("M,n,k,prepared", FULL, ids=[f"M{c[0]}-{c[1]}x{c[2]}-{'prep' if c[3] else 'raw'}"
                                                       for c in FULL])
def test_int4_fp16_group128(M, n, k, prepared):
    check(M, n, k, prepared=prepared)


GROUPS = [(M, n, k, g) for g in (32, 64, "K") for M in (3, 128) for n, k in SHAPES]


@pytest.mark.parametrize("M,n,k,group", GROUPS, ids=[f"M{c[0]}-{c[1]}x{c[2]}-g{c[3]}" for c in GROUPS])
def test_group_sizes(M, n, k, group):
    check(M, n, k, group=k if group == "K" else group)


VARIANTS = [(M, n, k, act, wd, zp) for act in ("float16", "bfloat16") for wd in ("int4", "uint4")
            for zp in (False, True) for M, n, k in ((1, 4096, 4096), (257, 4096, 4096), (16, 11008, 4096))]


@pytest.mark.parametrize("M,n,k,act,wdtype,zero_point", VARIANTS,
                         ids=[f"M{c[0]}-{c[1]}x{c[2]}-{c[3]}-{c[4]}-{'z' if c[5] else 'nz'}" for c in VARIANTS])
def test_activation_dtypes_formats_and_zeros(M, n, k, act, wdtype, zero_point):
    check(M, n, k, wdtype=wdtype, act=getattr(torch, act), zero_point=zero_point)


@pytest.mark.parametrize("wdtype", ["int2", "float4_e2m1fn", "gpu_u3o4"])
@pytest.mark.parametrize("M", [1, 128])
def test_other_formats_through_the_generic_decode(wdtype, M):
    check(M, 4096, 4096, wdtype=wdtype, prepared=False)


def test_repeated_prepared_calls_take_the_fast_path_and_stay_correct():
    """After one full call, int4_matmul(a, prepared) launches from a per-shape cache
    (PreparedInt4._calls); new data, a non-contiguous a (which the cache hands back to
    the full path) and a split-K shape must all still be right."""
    for M, n, k in ((1, 4096, 4096), (16, 11008, 4096)):
        q, s, z, w_ref = weights(n, k, "int4", 128, False)
        p = prepare_int4(q, s, group_size=128)
        for trial in range(3):
            a = torch.randn(M, k, device="cuda", dtype=torch.float16)
            if trial == 2:  # same shape, strided storage
                a = torch.randn(k, M, device="cuda", dtype=torch.float16).T
            c = int4_matmul(a, p)
            ref = a.float() @ w_ref.T
            assert ((c.float() - ref).norm() / ref.norm()).item() <= 1e-2
        assert len(p._calls) == 1


@pytest.mark.parametrize("M", [1, 3])
def test_the_gemv_runs_when_asked_for(M):
    """plan() picks the gemv only for a narrow weight at M = 1 on sm_90a; config= runs it anywhere (tutorial 08)."""
    q, s, z, w_ref = weights(4096, 4096, "int4", 128, False)
    a = torch.randn(M, 4096, device="cuda", dtype=torch.float16)
    cfg = ("gemv", dict(rows=4, block_K=512, split_k=2, num_stages=3, threads=128, block_M=M))
    c = int4_matmul(a, prepare_int4(q, s, group_size=128), config=cfg)
    ref = a.float() @ w_ref.T
    assert ((c.float() - ref).norm() / ref.norm()).item() <= 1e-2


@pytest.mark.parametrize("wdtype,zero_point,n", [("int4", False, 1024), ("uint4", True, 1024), ("nf4", False, 1024),
                                                  ("int4", False, 4096), ("uint2", False, 4096),
                                                  ("int2", True, 1024)])
def test_a_weight_at_m_1_takes_the_planned_packed_gemv(wdtype, zero_point, n):
    """1 x n x 4096 on the H100 plans the swizzled packed gemv (lowbit_plan.plan: 4 rows
    a block up to n = 2048, 8 above and for 2-bit codes); prepared, every element right
    from the full call and from the cached launcher after it."""
    from tilelang.ops.lowbit_matmul import kernel_for

    if torch.cuda.get_device_capability() != (9, 0):
        pytest.skip("the gemv plan is sm_90a's")
    q, s, z, w_ref = weights(n, 4096, wdtype, 128, zero_point)
    assert kernel_for("float16", 1, n, 4096, 128, wdtype, "float16", zero_point, True, "cuda")[0] == "gemv"
    p = prepare(q, s, z, group_size=128, dtype=wdtype)
    for trial in range(3):  # (the first call builds the launcher, the later ones use it)
        a = torch.randn(1, 4096, device="cuda", dtype=torch.float16)
        out = torch.full((1, n), float("nan"), device="cuda", dtype=torch.float16)
        c = lowbit_matmul(a, p, out=out) if trial == 0 else lowbit_matmul(a, p)
        ref = a.float() @ w_ref.T
        assert torch.isfinite(c).all() and ((c.float() - ref).norm() / ref.norm()).item() <= 1e-2
    assert len(p._calls) == 1


# (M = 1: the gemv, no split-K)
@pytest.mark.parametrize("M,n,k", [(2, 4096, 4096), (16, 4096, 11008), (33, 4096, 4096)])
def test_split_k_reduces_in_the_kernel_deterministically(M, n, k, monkeypatch):
    """Split-K's last block per tile sums the parts in order: repeated calls give the
    same bits, every tile's arrival counter is back at zero after each call, and the
    result is right (a part read before it landed would change the bits or the error).
    The prepared weight counts in its own counters; the raw weight's calls in the
    per-stream table's."""
    from tilelang.ops import plan
    from tilelang.ops.lowbit_matmul import _SPLIT_BUFFERS

    assert plan(M, n, k, 128)[1]["split_k"] > 1
    q, s, z, w_ref = weights(n, k, "int4", 128, False)
    p = prepare_int4(q, s, group_size=128)
    a = torch.randn(M, k, device="cuda", dtype=torch.float16)
    first = int4_matmul(a, p)
    ref = a.float() @ w_ref.T
    assert ((first.float() - ref).norm() / ref.norm()).item() <= 1e-2
    for _ in range(20):
        assert torch.equal(int4_matmul(a, p), first)
    torch.cuda.synchronize()
    assert p._counters is not None and int(p._counters.tensor.abs().sum()) == 0
    monkeypatch.setenv("TILELANG_PREPARE_RAW", "0")  # the raw layout's kernel: the table's counters
    raw = int4_matmul(a, q, s, group_size=128)
    assert ((raw.float() - ref).norm() / ref.norm()).item() <= 1e-2
    torch.cuda.synchronize()
    counters = [v[1] for key, v in _SPLIT_BUFFERS.items() if key[0].type == "cuda"]
    assert counters and all(int(c.abs().sum()) == 0 for c in counters)
