"""Act-order weights (``PreparedWeight.perm``: the weight's column j multiplies a's
column perm[j], as a GPTQ ``desc_act`` checkpoint's columns sorted by group): the
planned M = 1 gemv permutes a itself (``gather``), every other kernel takes a gathered
before it, the custom op under torch.compile takes a gathered by the graph -- each
against a float64 reference of ``a[:, perm] @ W.T``, and a in order would be far off."""

import pytest
import torch

import tilelang
from interp_checks import randn, rel_err
from tilelang.nn import QuantLinear
from tilelang.ops import PreparedWeight, lowbit_matmul, prepare
from tilelang.ops.lowbit_plan import plan

N, K, G = 32, 512, 64
GATHER = ("gemv", dict(rows=16, block_K=256, split_k=1, num_stages=2, threads=64, block_M=1, swizzle=True,
                       gather=True))


def _weight(fmt="uint4", zero_point=True, seed=0):
    q = tilelang.quantize(randn((N, K), torch.float16, seed), fmt, group_size=G, zero_point=zero_point)
    z = q[2] if zero_point else None
    w = tilelang.dequantize(q[0], fmt, q[1], z, group_size=G, out_dtype="float64")
    return q[0], q[1], z, w


@pytest.mark.parametrize("config,M", [(None, 1), (None, 3), (GATHER, 1)], ids=["plan-m1", "plan-m3", "gather-gemv"])
def test_a_prepared_act_order_weight_takes_a_in_perm_order(config, M):
    q, s, z, w = _weight(seed=M)
    perm = torch.randperm(K, generator=torch.Generator().manual_seed(5))
    p = prepare(q, s, z, G, "uint4", perm=perm.to(torch.int32))
    assert p.perm.dtype == torch.int64 and torch.equal(p.perm, perm)
    a = randn((M, K), torch.float16, 100 + M)
    c = lowbit_matmul(a, p, config=config, target="cpu")
    ref = a[:, perm].double() @ w.T
    assert rel_err(c, ref) < 3e-3
    assert rel_err(a.double() @ w.T, ref) > 0.5  # (a in order: another product)
    in_order = config and (config[0], {k: v for k, v in config[1].items() if k != "gather"})
    assert torch.equal(lowbit_matmul(a[:, perm].contiguous(), prepare(q, s, z, G, "uint4"), config=in_order,
                                     target="cpu"), c)  # (the same sums: gathered = permuted inside)


def test_the_inverse_is_int16_and_inverts_perm():
    q, s, z, _ = _weight()
    perm = torch.randperm(K, generator=torch.Generator().manual_seed(2))
    inv = prepare(q, s, z, G, "uint4", perm=perm).inverse()
    assert inv.dtype == torch.int16 and torch.equal(inv.long()[perm], torch.arange(K))


def test_the_plan_permutes_a_in_the_m_1_gemv_with_twice_its_rows():
    plain = plan(1, 4096, 4096, 128, wgmma=True, packed_gemv=4)
    act = plan(1, 4096, 4096, 128, wgmma=True, packed_gemv=4, act_order=True)
    assert act[0] == "gemv" and act[1]["gather"] and act[1]["rows"] == 2 * plain[1]["rows"]
    assert "gather" not in plain[1]
    for M in (2, 16):  # (the gemm: a gathered before it)
        assert "gather" not in plan(M, 4096, 4096, 128, wgmma=True, packed_gemv=4, act_order=True)[1]


def test_bad_perms_and_gather_without_one_are_refused():
    q, s, z, _ = _weight()
    with pytest.raises(TypeError, match=r"perm must be a 1-D integer tensor of the K = 512 input channels"):
        prepare(q, s, z, G, "uint4", perm=torch.arange(K - 1))
    with pytest.raises(TypeError, match=r"perm must be a 1-D integer tensor"):
        prepare(q, s, z, G, "uint4", perm=torch.arange(K, dtype=torch.float32))
    twice = torch.arange(K)
    twice[1] = 0  # (channel 0 twice, channel 1 never: the gather gemv would leave a column unwritten)
    with pytest.raises(ValueError, match=r"perm must be a permutation of 0 \.\. 511"):
        prepare(q, s, z, G, "uint4", perm=twice)
    built = PreparedWeight(*(getattr(prepare(q, s, z, G, "uint4"), f) for f in PreparedWeight.__dataclass_fields__
                             if not f.startswith("_") and f != "perm"), perm=twice)
    with pytest.raises(ValueError, match=r"PreparedWeight.perm: perm must be a permutation"):
        lowbit_matmul(randn((1, K), torch.float16, 1), built, config=GATHER, target="cpu")
    with pytest.raises(TypeError, match=r"takes an act-order weight \(prepare\(\.\.\., perm=\)\)"):
        lowbit_matmul(randn((1, K), torch.float16, 1), prepare(q, s, z, G, "uint4"), config=GATHER, target="cpu")


def _act_order_layer(device="cpu", k=K, n=N, seed=3):
    """A uint4 + zeros QuantLinear with a random act-order permutation (as from_gptq makes
    one: ``set_quantized(..., perm=)``)."""
    q = tilelang.quantize(randn((n, k), torch.float16, seed).to(device), "uint4", group_size=128 if k > G else G,
                          zero_point=True)
    m = QuantLinear(k, n, bias=False, dtype="uint4", group_size=128 if k > G else G, zero_point=True, device=device)
    perm = torch.randperm(k, generator=torch.Generator().manual_seed(seed)).to(device)
    return m.set_quantized(q[0], q[1], q[2], perm=perm)


def test_an_act_order_layer_compiles_fullgraph():
    """Traced, the graph gathers a (``index_select``) and the op runs the weight in order:
    bit for bit what eager gives."""
    torch._dynamo.reset()
    m = _act_order_layer()
    assert m.prepared and m.perm is not None
    x = randn((2, K), torch.float16, 7)
    eager = m(x)
    assert rel_err(eager, x.double() @ m.dequantized_weight().double().T) < 3e-3
    assert torch.equal(torch.compile(m, fullgraph=True, backend="aot_eager")(x), eager)


# ---- GPU ---------------------------------------------------------------------------------------------------
@pytest.mark.parametrize("n,k", [(4096, 4096), (1024, 4096), (4096, 14336)])
@pytest.mark.gpu
@pytest.mark.skipif(not torch.cuda.is_available(), reason="needs a CUDA GPU")
def test_gpu_act_order_layer_at_m_1_gathers_inside_the_gemv(n, k):
    m = _act_order_layer("cuda", k, n)
    ref_w = m.dequantized_weight().double()
    x = torch.randn(1, k, device="cuda", dtype=torch.float16)
    for _ in range(2):  # the second call takes the prepared weight's launcher
        y = m(x)
        assert rel_err(y, x.double() @ ref_w.T) < 2e-3
    call = next(iter(m._prepared()._calls.values()))
    assert call.perm is None and len(call.values) == 6  # (the gemv's Inv: no gather before it)
    x16 = torch.randn(16, k, device="cuda", dtype=torch.float16)
    assert rel_err(m(x16), x16.double() @ ref_w.T) < 2e-3


def test_the_in_order_twin_shares_the_weights_tensors_and_counters():
    """What the custom op runs on (the graph gathered a): the same tensors and split-K
    counters, no perm, launchers of its own -- made without allocating (the op may run in
    a CUDA graph's memory pool), and the live weight of its tensors stays the original."""
    from tilelang.ops.lowbit_matmul import live_prepared

    q, s, z, _ = _weight()
    p = prepare(q, s, z, G, "uint4", perm=torch.randperm(K))
    twin = p.in_order()
    assert twin.perm is None and p.in_order() is twin and twin._calls is not p._calls
    assert all(getattr(twin, f) is getattr(p, f) for f in ("qweight", "scales", "zeros", "planes", "_counters"))
    assert live_prepared(p.qweight, p.scales, p.zeros, [], "uint4") is p
