"""``tilelang.nn``: QuantLinear, the GPTQ / AWQ converters, quantize_model, fuse_linears.

Converters are checked bit for bit (``torch.equal``) against references written here from
the checkpoint formats' definitions (a bit stream read a code at a time, not the library's
unpacking), on random int32 words and random positive scales; forwards against a float64
``x @ W.T`` on the CPU interpreter (small shapes); GPU tests (marker ``gpu``) at 4096^2.
"""

import io
import logging
import subprocess
import sys

import numpy as np
import pytest
import torch
from torch import nn

import tilelang
import tilelang.language as T
from tilelang.nn import QuantLinear, fuse_linears, quantize_model

AWQ_ORDER = (0, 2, 4, 6, 1, 3, 5, 7)
# 3-bit integers have no builtin name (and this file must not give "int3" one to the others)
INT3 = T.int_dtype("nn_test_int3", 3)
UINT3 = T.int_dtype("nn_test_uint3", 3, signed=False)


# ---- references, from the formats' definitions ----------------------------------------------------
def read_stream(words, i, bits):
    """Code ``i`` of the little-endian bit streams ``words`` (W, C) uint64 (each column one
    stream of 32-bit words, low bits first): bits [i * bits, (i + 1) * bits)."""
    word, off = divmod(i * bits, 32)
    v = words[word] >> np.uint64(off)
    if off + bits > 32:  # straddles into the next word
        v = v | (words[word + 1] << np.uint64(32 - off))
    return v & np.uint64((1 << bits) - 1)


def ref_gptq(qweight, qzeros, scales, g_idx, bits, group_size, v1):
    qw = qweight.numpy().view(np.uint32).astype(np.uint64)  # (K * bits / 32, N)
    qz = qzeros.numpy().view(np.uint32).astype(np.uint64).T  # (N * bits / 32, groups): streams along n
    K, N = qw.shape[0] * 32 // bits, qw.shape[1]
    q = np.stack([read_stream(qw, k, bits) for k in range(K)], axis=1).astype(np.float64)  # (N, K)
    z = np.stack([read_stream(qz, n, bits) for n in range(N)], axis=1).astype(np.float64)  # (groups, N)
    if v1:
        z = z + 1
    g = g_idx.numpy() if g_idx is not None else np.arange(K) // group_size
    s = scales.double().numpy()
    w = (q - z[g].T) * s[g].T
    return torch.from_numpy(w).to(scales.dtype)


def ref_awq(qweight, qzeros, scales, group_size):
    def codes(words):
        u = words.numpy().view(np.uint32).astype(np.int64)  # (R, N / 8)
        out = np.zeros((u.shape[0], u.shape[1] * 8), dtype=np.int64)
        for j in range(u.shape[1]):
            for slot, ch in enumerate(AWQ_ORDER):
                out[:, 8 * j + ch] = (u[:, j] >> (4 * slot)) & 15
        return out

    q, z = codes(qweight), codes(qzeros)  # (K, N), (groups, N)
    g = np.arange(q.shape[0]) // group_size
    w = (q - z[g]) * scales.double().numpy()[g]
    return torch.from_numpy(w.T.copy()).to(scales.dtype)


def rand_words(rows, cols, gen):
    """Random int32 bit patterns (every bit pattern, negative ones included)."""
    return torch.randint(0, 256, (rows, cols * 4), dtype=torch.uint8, generator=gen).view(torch.int32)


def rand_scales(groups, n, dtype, gen):
    return (torch.rand(groups, n, generator=gen, dtype=torch.float64) * 0.05 + 1e-3).to(dtype)


def act_order_gidx(k, group_size, gen):
    g = torch.empty(k, dtype=torch.int32)
    g[torch.randperm(k, generator=gen)] = (torch.arange(k) // group_size).to(torch.int32)
    return g


def gptq_layer(bits, k, n, group_size, act_order, sdt, seed):
    gen = torch.Generator().manual_seed(seed)
    groups = k // group_size
    qweight = rand_words(k * bits // 32, n, gen)
    qzeros = rand_words(groups, n * bits // 32, gen)
    scales = rand_scales(groups, n, sdt, gen)
    g_idx = act_order_gidx(k, group_size, gen) if act_order else None
    return qweight, qzeros, scales, g_idx


def rel_err(y, ref):
    return ((y.double() - ref).norm() / ref.norm()).item()


# ---- GPTQ / AWQ: exact -----------------------------------------------------------------------------------
@pytest.mark.parametrize("bits", [2, 3, 4, 8])
@pytest.mark.parametrize("fmt", ["gptq", "gptq_v2"])
@pytest.mark.parametrize("act_order", [False, True])
def test_gptq_dequantized_weight_is_exact(bits, fmt, act_order):
    k, n, g = 256, 64, 64
    sdt = torch.bfloat16 if bits == 3 else torch.float16
    qweight, qzeros, scales, g_idx = gptq_layer(bits, k, n, g, act_order, sdt, seed=bits * 10 + act_order)
    m = QuantLinear.from_gptq(qweight, qzeros, scales, g_idx, bits=bits, group_size=g, format=fmt)
    ref = ref_gptq(qweight, qzeros, scales, g_idx, bits, g, v1=fmt == "gptq")
    w = m.dequantized_weight()
    assert w.dtype == sdt and w.shape == (n, k)
    assert torch.equal(w, ref)
    assert (m.perm is not None) == act_order and m.zeros is not None
    assert m.format == ("gptq_uint3" if bits == 3 else f"uint{bits}")


def test_gptq_plain_gidx_needs_no_permutation():
    k, n, g = 256, 64, 128
    qweight, qzeros, scales, _ = gptq_layer(4, k, n, g, False, torch.float16, seed=3)
    g_idx = (torch.arange(k) // g).to(torch.int32)
    m = QuantLinear.from_gptq(qweight, qzeros, scales, g_idx, bits=4, group_size=g)
    assert m.perm is None
    assert torch.equal(m.dequantized_weight(), ref_gptq(qweight, qzeros, scales, g_idx, 4, g, True))


@pytest.mark.parametrize("sdt", [torch.float16, torch.bfloat16, torch.float32])
def test_awq_dequantized_weight_is_exact(sdt):
    k, n, g = 256, 64, 64
    gen = torch.Generator().manual_seed(7)
    qweight, qzeros = rand_words(k, n // 8, gen), rand_words(k // g, n // 8, gen)
    scales = rand_scales(k // g, n, sdt, gen)
    m = QuantLinear.from_awq(qweight, qzeros, scales, group_size=g)
    assert torch.equal(m.dequantized_weight(), ref_awq(qweight, qzeros, scales, g))


def test_the_references_can_fail():
    """One flipped bit in a word changes a code: the reference and the converter disagree."""
    qweight, qzeros, scales, _ = gptq_layer(3, 256, 64, 64, False, torch.float16, seed=5)
    m = QuantLinear.from_gptq(qweight, qzeros, scales, bits=3, group_size=64)
    flipped = qweight.clone()
    flipped[1, 0] ^= 1 << 31  # (a code that straddles words 1 and 2)
    assert not torch.equal(m.dequantized_weight(), ref_gptq(flipped, qzeros, scales, None, 3, 64, True))
    assert not torch.equal(m.dequantized_weight(), ref_gptq(qweight, qzeros, scales, None, 3, 64, False))


@pytest.mark.parametrize("case", ["gptq4_act_order", "gptq3", "awq", "gptq8_v2"])
def test_converted_forward_matches_float64(case):
    k, n, g = 256, 64, 64
    gen = torch.Generator().manual_seed(11)
    bias = torch.randn(n, generator=gen).to(torch.float16)
    if case == "awq":
        qweight, qzeros, scales = rand_words(k, n // 8, gen), rand_words(k // g, n // 8, gen), \
            rand_scales(k // g, n, torch.float16, gen)
        m = QuantLinear.from_awq(qweight, qzeros, scales, group_size=g, bias=bias)
        ref = ref_awq(qweight, qzeros, scales, g)
    else:
        bits = int(case[4])
        qweight, qzeros, scales, g_idx = gptq_layer(bits, k, n, g, case.endswith("act_order"), torch.float16, 12)
        fmt = "gptq_v2" if case.endswith("v2") else "gptq"
        m = QuantLinear.from_gptq(qweight, qzeros, scales, g_idx, bits=bits, group_size=g, bias=bias, format=fmt)
        ref = ref_gptq(qweight, qzeros, scales, g_idx, bits, g, fmt == "gptq")
    x = torch.randn(2, k, generator=gen).to(torch.float16)
    y = m(x)
    assert y.shape == (2, n) and y.dtype == torch.float16
    assert rel_err(y, x.double() @ ref.double().T + bias.double()) < 2e-3


def test_converter_errors_name_the_parameter():
    qweight, qzeros, scales, g_idx = gptq_layer(4, 256, 64, 64, True, torch.float16, seed=1)
    with pytest.raises(ValueError, match="qweight"):
        QuantLinear.from_gptq(qweight.to(torch.int64), qzeros, scales, group_size=64)
    with pytest.raises(ValueError, match="qzeros"):
        QuantLinear.from_gptq(qweight, qzeros[:, :4], scales, group_size=64)
    with pytest.raises(ValueError, match="scales"):
        QuantLinear.from_gptq(qweight, qzeros, scales[:2], group_size=64)
    with pytest.raises(ValueError, match="bits"):
        QuantLinear.from_gptq(qweight, qzeros, scales, bits=5, group_size=64)
    with pytest.raises(ValueError, match="format"):
        QuantLinear.from_gptq(qweight, qzeros, scales, group_size=64, format="exl2")
    with pytest.raises(ValueError, match="g_idx"):
        QuantLinear.from_gptq(qweight, qzeros, scales, g_idx[:100], group_size=64)
    uneven = g_idx.clone()
    uneven[uneven == 1] = 0  # group 0 with twice the members, group 1 none
    with pytest.raises(ValueError, match="g_idx.*members"):
        QuantLinear.from_gptq(qweight, qzeros, scales, uneven, group_size=64)
    with pytest.raises(ValueError, match="group_size"):
        QuantLinear.from_gptq(qweight, qzeros, scales, group_size=48)
    with pytest.raises(ValueError, match="bias"):
        QuantLinear.from_gptq(qweight, qzeros, scales, group_size=64, bias=torch.zeros(3))
    gen = torch.Generator().manual_seed(2)
    with pytest.raises(ValueError, match="qzeros"):
        QuantLinear.from_awq(rand_words(256, 8, gen), rand_words(4, 7, gen), rand_scales(4, 64, torch.float16, gen),
                             group_size=64)


# ---- QuantLinear.from_linear ---------------------------------------------------------------------------
FORMATS = [("int4", False), ("uint4", True), ("int2", False), ("uint2", True), ("nf4", False),
           ("float4_e2m1fn", False), ("int8", False), ("uint8", True), (INT3, False), (UINT3, True)]


@pytest.mark.parametrize("fmt,zero_point", FORMATS)
def test_from_linear_holds_exactly_what_quantize_gives(fmt, zero_point):
    torch.manual_seed(len(str(fmt)) + zero_point)
    lin = nn.Linear(256, 64, dtype=torch.float16)
    m = QuantLinear.from_linear(lin, fmt, group_size=128, zero_point=zero_point)
    q = tilelang.quantize(lin.weight.detach(), fmt, 128, zero_point)
    ref = tilelang.dequantize(q[0], fmt, q[1], q[2] if zero_point else None, 128)
    assert m.prepared and torch.equal(m.dequantized_weight(), ref)
    x = torch.randn(2, 3, 256, dtype=torch.float16)
    y = m(x)
    assert y.shape == (2, 3, 64) and y.dtype == torch.float16
    assert rel_err(y, x.double() @ ref.double().T + lin.bias.double()) < 2e-3


def test_raw_layout_bf16_and_float32_inputs():
    """A 3-bit integer at K = 160 (not a whole number of 128-column blocks) stays raw; a bf16 weight
    keeps bf16 scales; float32 inputs are computed in act_dtype and returned in float32."""
    torch.manual_seed(4)
    lin = nn.Linear(160, 32, bias=False, dtype=torch.bfloat16)
    m = QuantLinear.from_linear(lin, INT3, group_size=32)
    assert not m.prepared and m.scales.dtype == torch.bfloat16 and "layout=raw" in repr(m)
    q = tilelang.quantize(lin.weight.detach(), INT3, 32)
    assert torch.equal(m.dequantized_weight(), tilelang.dequantize(q[0], INT3, q[1], group_size=32))
    x = torch.randn(3, 160)
    y = m(x)
    assert y.dtype == torch.float32
    assert rel_err(y, x.to(torch.bfloat16).double() @ m.dequantized_weight().double().T) < 1e-2
    assert m(torch.randn(0, 160, dtype=torch.bfloat16)).shape == (0, 32)


def test_constructor_and_forward_errors():
    with pytest.raises(ValueError, match="in_features"):
        QuantLinear(100, 64)
    with pytest.raises(ValueError, match="group_size"):
        QuantLinear(256, 64, group_size=48)
    with pytest.raises(ValueError, match="dtype"):
        QuantLinear(256, 64, dtype="int16")
    with pytest.raises(ValueError, match="unknown dtype 'int3'"):  # (no name is defined behind the user's back)
        QuantLinear(256, 64, dtype="int3")
    with pytest.raises(ValueError, match="zero_point"):
        QuantLinear(256, 64, dtype="nf4", zero_point=True)
    with pytest.raises(ValueError, match="act_dtype"):
        QuantLinear(256, 64, act_dtype=torch.float32)
    with pytest.raises(ValueError, match=r"x must be a tensor of shape \(\.\.\., 256\)"):
        QuantLinear(256, 64)(torch.randn(2, 128, dtype=torch.float16))
    with pytest.raises(TypeError, match="linear"):
        QuantLinear.from_linear(nn.Conv1d(4, 4, 1))


# ---- state_dict / torch.save ---------------------------------------------------------------------------
def small_model():
    return nn.Sequential(nn.Linear(256, 64, dtype=torch.float16), nn.GELU(),
                         nn.Sequential(nn.Linear(64, 96, dtype=torch.float16)), nn.Linear(96, 8, dtype=torch.float16))


def test_state_dict_loads_into_a_fresh_model():
    torch.manual_seed(0)
    model = quantize_model(small_model(), "uint4", group_size=64, zero_point=True)
    buf = io.BytesIO()
    torch.save(model.state_dict(), buf)
    buf.seek(0)
    fresh = quantize_model(small_model(), "uint4", group_size=64, zero_point=True)  # other random weights
    x = torch.randn(5, 256, dtype=torch.float16)
    assert not torch.equal(fresh(x), model(x))
    fresh.load_state_dict(torch.load(buf))
    assert torch.equal(fresh(x), model(x))
    whole = io.BytesIO()
    torch.save(model, whole)
    whole.seek(0)
    assert torch.equal(torch.load(whole, weights_only=False)(x), model(x))


def test_act_order_state_loads_into_a_plain_module():
    """A converted act-order GPTQ layer's state makes its zeros and perm in a module built
    without them, its scales' dtype kept."""
    qweight, qzeros, scales, g_idx = gptq_layer(4, 256, 64, 64, True, torch.bfloat16, seed=9)
    m = QuantLinear.from_gptq(qweight, qzeros, scales, g_idx, bits=4, group_size=64, bias=torch.randn(64))
    fresh = QuantLinear(256, 64, dtype="uint4", group_size=64, act_dtype=torch.bfloat16)
    fresh.load_state_dict(m.state_dict())
    assert fresh.perm is not None and fresh.zeros.dtype == torch.bfloat16
    assert torch.equal(fresh.dequantized_weight(), ref_gptq(qweight, qzeros, scales, g_idx, 4, 64, True))
    x = torch.randn(2, 256, dtype=torch.bfloat16)
    assert torch.equal(fresh(x), m(x))
    with pytest.raises(RuntimeError, match="size mismatch"):
        QuantLinear(256, 32, dtype="uint4", group_size=64).load_state_dict(m.state_dict())


# ---- quantize_model / fuse_linears -------------------------------------------------------------------
def test_quantize_model_replaces_skips_and_shares():
    torch.manual_seed(1)
    shared = nn.Linear(256, 64, dtype=torch.float16)

    class Net(nn.Module):
        def __init__(self):
            super().__init__()
            self.body = nn.ModuleList([nn.Linear(256, 256, dtype=torch.float16), shared])
            self.tied = shared
            self.odd = nn.Linear(72, 64, dtype=torch.float16)  # K = 72: not a multiple of 32
            self.lm_head = nn.Linear(64, 10, dtype=torch.float16)

    net = Net()
    w_ref = shared.weight.detach().clone()
    out = quantize_model(net, "int4", group_size=-1)
    assert out is net
    assert isinstance(net.body[0], QuantLinear) and isinstance(net.body[1], QuantLinear)
    assert net.tied is net.body[1] and net.body[1].group_size == 256
    assert type(net.odd) is nn.Linear and type(net.lm_head) is nn.Linear
    x = torch.randn(4, 256, dtype=torch.float16)
    assert rel_err(net.tied(x), x.double() @ w_ref.double().T + shared.bias.double()) < 0.15  # (int4 rounding)
    root = quantize_model(nn.Linear(64, 32, dtype=torch.float16), "int8", group_size=32)
    assert isinstance(root, QuantLinear) and root.format == "int8"


def test_quantize_model_logs_the_layers_it_leaves(caplog):
    model = nn.Sequential(nn.Linear(96, 64, dtype=torch.float16), nn.Linear(64, 32, dtype=torch.float16))
    with caplog.at_level(logging.WARNING, logger="tilelang.nn"):
        quantize_model(model, "int4", group_size=64, skip=())
    assert type(model[0]) is nn.Linear and isinstance(model[1], QuantLinear)
    assert "0 (K = 96)" in caplog.text


def test_fuse_linears_is_each_projection_quantized_alone():
    torch.manual_seed(2)
    q, k, v = (nn.Linear(256, n, dtype=torch.float16) for n in (64, 32, 32))
    fused = fuse_linears([q, k, v], "int4", group_size=64)
    assert fused.split_sizes == [64, 32, 32]
    parts = fused.dequantized_weight().split(fused.split_sizes)
    x = torch.randn(3, 256, dtype=torch.float16)
    for lin, w, y in zip((q, k, v), parts, fused(x).split(fused.split_sizes, -1)):
        alone = QuantLinear.from_linear(lin, "int4", group_size=64)
        assert torch.equal(w, alone.dequantized_weight())
        assert rel_err(y, x.double() @ w.double().T + lin.bias.double()) < 2e-3
    with pytest.raises(ValueError, match="in_features"):
        fuse_linears([q, nn.Linear(128, 8, dtype=torch.float16)])


def test_tilelang_nn_loads_lazily():
    code = "import sys, tilelang; print('tilelang.nn' in sys.modules, 'nn' in dir(tilelang))"
    assert subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                          check=True).stdout.split() == ["False", "True"]
    assert tilelang.nn.QuantLinear is QuantLinear


@pytest.mark.parametrize("dtype,zero_point", [("int4", False), ("uint4", True)])
def test_quantized_model_compiles_fullgraph(dtype, zero_point):
    """A model of QuantLinears traces without a graph break (each layer one custom op)
    and gives what eager gives, bit for bit."""
    torch._dynamo.reset()
    model = nn.Sequential(nn.Linear(256, 256, dtype=torch.float16), nn.ReLU(), nn.Linear(256, 64, dtype=torch.float16))
    quantize_model(model, dtype, group_size=128, zero_point=zero_point)
    x = torch.randn(2, 256, dtype=torch.float16)
    eager = model(x)
    compiled = torch.compile(model, fullgraph=True, backend="aot_eager")(x)
    assert torch.equal(compiled, eager) and bool((eager != 0).any())


# ---- GPU (real shapes) ------------------------------------------------------------------------------------


@pytest.mark.parametrize("M", [1, 16])
@pytest.mark.parametrize("case", ["int4", "uint4_zeros", "gptq4_act_order", "gptq3", "awq"])
@pytest.mark.gpu
@pytest.mark.skipif(not torch.cuda.is_available(), reason="needs a CUDA GPU")
def test_gpu_forward_4096(M, case):
    k = n = 4096
    g = 128
    gen = torch.Generator().manual_seed(M + len(case))
    if case in ("int4", "uint4_zeros"):
        lin = nn.Linear(k, n, dtype=torch.float16, device="cuda")
        m = QuantLinear.from_linear(lin, case[:5], g, zero_point=case == "uint4_zeros")
        ref = m.dequantized_weight().double()
        bias = lin.bias.detach().double()
    elif case == "awq":
        qweight, qzeros, scales = rand_words(k, n // 8, gen), rand_words(k // g, n // 8, gen), \
            rand_scales(k // g, n, torch.float16, gen)
        m = QuantLinear.from_awq(qweight.cuda(), qzeros.cuda(), scales.cuda(), group_size=g)
        ref, bias = ref_awq(qweight, qzeros, scales, g).double().cuda(), 0
    else:
        bits = int(case[4])
        qweight, qzeros, scales, g_idx = gptq_layer(bits, k, n, g, case.endswith("act_order"), torch.float16, M)
        cpu = QuantLinear.from_gptq(qweight, qzeros, scales, g_idx, bits=bits, group_size=g)
        m = cpu.to("cuda")  # (.to moves every buffer; the launchers are made there)
        ref, bias = ref_gptq(qweight, qzeros, scales, g_idx, bits, g, True).double().cuda(), 0
        assert torch.equal(m.dequantized_weight().cpu(), ref.cpu().to(torch.float16))
    x = torch.randn(M, k, device="cuda", dtype=torch.float16)
    for _ in range(2):  # the second call takes the prepared weight's launcher
        y = m(x)
    assert y.is_cuda and y.shape == (M, n)
    assert rel_err(y, x.double() @ ref.T + bias) < 2e-3


@pytest.mark.gpu
@pytest.mark.skipif(not torch.cuda.is_available(), reason="needs a CUDA GPU")
def test_gpu_quantize_model_stays_on_the_device():
    model = nn.Sequential(*[nn.Linear(4096, 4096, dtype=torch.float16, device="cuda") for _ in range(4)])
    x = torch.randn(16, 4096, device="cuda", dtype=torch.float16)
    ref = x.double()
    for lin in model:
        ref = ref @ lin.weight.double().T + lin.bias.double()
    quantize_model(model, "int4", group_size=128)
    assert all(isinstance(m, QuantLinear) and m.qweight.is_cuda for m in model)
    y = model(x)
    ref_q = x.double()
    for m in model:
        ref_q = ref_q @ m.dequantized_weight().double().T + m.bias.double()
    assert rel_err(y, ref_q) < 1e-2


@pytest.mark.parametrize("act_order", [False, True])
@pytest.mark.parametrize("mode", ["default", "reduce-overhead"])
@pytest.mark.gpu
@pytest.mark.skipif(not torch.cuda.is_available(), reason="needs a CUDA GPU")
def test_gpu_quantized_model_compiles(mode, act_order):
    """torch.compile(fullgraph=True) of a quantized model on the GPU (inductor, and CUDA
    graphs with "reduce-overhead") gives eager's result -- also with act-order layers,
    whose graph gathers x and whose op runs the weight in order (eager, the M = 1 gemv
    permutes x itself; the op once allocated inside the graph's pool: refused)."""
    torch._dynamo.reset()
    model = nn.Sequential(nn.Linear(4096, 4096, dtype=torch.float16, device="cuda"), nn.SiLU(),
                          nn.Linear(4096, 1024, dtype=torch.float16, device="cuda"))
    quantize_model(model, "int4", group_size=128)
    if act_order:  # (x's columns taken permuted, as an act-order checkpoint's layers take them)
        for m in model[::2]:
            m.perm = torch.randperm(m.in_features, device="cuda")
    f = torch.compile(model, fullgraph=True, mode=mode)
    for M in (1, 16):
        x = torch.randn(M, 4096, device="cuda", dtype=torch.float16)
        eager = model(x)
        for _ in range(3):  # (reduce-overhead records, then replays)
            y = f(x).clone()
        assert rel_err(y, eager.double()) < 1e-3


# ---- QuantEmbedding ------------------------------------------------------------------------------------
@pytest.mark.parametrize("fmt,zero_point,dt", [("int4", False, torch.float16), ("uint4", True, torch.bfloat16),
                                               ("nf4", False, torch.float16), ("int8", False, torch.float16)])
def test_quant_embedding_rows_are_dequantize_s_bit_for_bit(fmt, zero_point, dt):
    torch.manual_seed(3)
    emb = nn.Embedding(50, 128, dtype=dt)
    q = tilelang.nn.QuantEmbedding.from_embedding(emb, fmt, group_size=64, zero_point=zero_point)
    res = tilelang.quantize(emb.weight.detach(), fmt, group_size=64, zero_point=zero_point)
    table = tilelang.dequantize(res[0], fmt, res[1], res[2] if zero_point else None, group_size=64)
    ids = torch.tensor([[3, 49, 3], [0, 17, 8]])
    out = q(ids)
    assert out.shape == (2, 3, 128) and out.dtype == dt
    assert torch.equal(out, table[ids]) and torch.equal(q.dequantized_weight(), table)
    assert rel_err(out, emb.weight.detach()[ids].double()) < (0.03 if fmt == "int8" else 0.15)
    assert q.qweight.numel() == 50 * 128 * (8 if fmt == "int8" else 4) // 8  # (bytes of codes)


def test_quantize_model_takes_embeddings_when_asked_and_state_dict_loads():
    torch.manual_seed(4)

    def model():
        return nn.Sequential(nn.Embedding(40, 256, dtype=torch.float16), nn.Linear(256, 64, dtype=torch.float16))

    plain = quantize_model(model(), "int4", group_size=128)
    assert type(plain[0]) is nn.Embedding and isinstance(plain[1], QuantLinear)
    m = quantize_model(model(), "int4", group_size=128, embeddings=True)
    assert isinstance(m[0], tilelang.nn.QuantEmbedding) and isinstance(m[1], QuantLinear)
    fresh = quantize_model(model(), "int4", group_size=128, embeddings=True)
    ids = torch.tensor([1, 7, 39])
    assert not torch.equal(fresh(ids), m(ids))
    fresh.load_state_dict(m.state_dict())
    assert torch.equal(fresh(ids), m(ids))
    skipped = quantize_model(model(), "int4", group_size=128, embeddings=True, skip=("0",))
    assert type(skipped[0]) is nn.Embedding
    torch._dynamo.reset()  # (traces whole: the lookup and its decode are torch ops)
    assert torch.equal(torch.compile(m, fullgraph=True, backend="aot_eager")(ids), m(ids))


@pytest.mark.gpu
@pytest.mark.skipif(not torch.cuda.is_available(), reason="needs a CUDA GPU")
def test_gpu_quant_embedding_in_a_cuda_graph():
    from tilelang.timing import cuda_graph

    emb = nn.Embedding(128256, 4096, dtype=torch.float16, device="cuda")
    q = tilelang.nn.QuantEmbedding.from_embedding(emb, "int4", group_size=128)
    ids = torch.tensor([[5], [128255]], device="cuda")
    out = []
    graph = cuda_graph(lambda: out.append(q(ids)))
    want = q.dequantized_weight()
    for new in ([[7], [0]], [[99999], [3]]):
        ids.copy_(torch.tensor(new))
        graph.replay()
        assert torch.equal(out[-1], want[ids])


def test_quant_embedding_errors_name_the_parameter():
    with pytest.raises(ValueError, match="QuantEmbedding: embedding_dim"):
        tilelang.nn.QuantEmbedding(10, 72)
    with pytest.raises(ValueError, match="max_norm"):
        tilelang.nn.QuantEmbedding.from_embedding(nn.Embedding(10, 64, max_norm=1.0))
    with pytest.raises(TypeError, match="QuantEmbedding: ids"):
        tilelang.nn.QuantEmbedding(10, 64, group_size=64)(torch.tensor([1.0]))
    with pytest.raises(ValueError, match="out_dtype"):
        tilelang.nn.QuantEmbedding(10, 64, group_size=64, out_dtype=torch.float32)
