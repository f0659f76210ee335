"""``tilelang.ops.lowbit_matmul`` / ``prepare`` for every format with a word decode
(issue 27): the fast path (``dequant_word``, the permutation derived for the format's
width) in both the mma.sync and the Hopper forms, against the float64 product with
``tilelang.dequantize``'s weight -- on the simulator at small sizes, on the GPU at
model sizes."""

import pytest
import torch

import tilelang
from tilelang.ops import lowbit_matmul, prepare, prepare_int4
from tilelang.ops.lowbit_kernels import gemm_factory, gemm_split_shapes, word_format
from tilelang.quant import _implicit_zero

from tilelang.dtypes import float_dtype, int_dtype  # noqa: E402

# 3, 5, 6 and 7-bit codes: prepared as bit planes (4 + 2 + 1), read through T.from_planes
PLANAR = [int_dtype("of_int3", 3).name, int_dtype("of_uint5", 5, signed=False).name,
          float_dtype("of_fp6_e3m2", 3, 2).name, float_dtype("of_fp6_e2m3", 2, 3).name, int_dtype("of_int7", 7).name]
FORMATS = ["uint2", "int2", "float4_e2m1fn", "nf4", "uint1", *PLANAR]
EIGHT_BIT = ["int8", "uint8", "float8_e4m3fn", "float8_e5m2"]


def _quantized(fmt, n, k, g, device="cpu"):
    w = torch.randn(n, k, generator=torch.Generator().manual_seed(n + k))
    if fmt in ("uint1", "of_uint5"):  # (one bit: a zero point, or no value but one; a planar weight with zeros)
        q, s, z = tilelang.quantize(w, fmt, group_size=g, zero_point=True)
    else:
        (q, s), z = tilelang.quantize(w, fmt, group_size=g), None
    return q.to(device), s.to(device), None if z is None else z.to(device)


def _ref(a, q, s, z, fmt, g):
    return a.double() @ tilelang.dequantize(q.cpu(), fmt, s.cpu(), None if z is None else z.cpu(), group_size=g,
                                            out_dtype="float64").T.to(a.device)


def _rel(c, ref):
    return ((c.double() - ref).norm() / ref.norm()).item()


@pytest.mark.parametrize("fmt", FORMATS)
@pytest.mark.parametrize("adtype", [torch.float16, torch.bfloat16])
def test_prepared_and_raw_weights_on_the_simulator(fmt, adtype):
    M, N, K, G = 16, 64, 256, 128
    q, s, z = _quantized(fmt, N, K, G)
    s = s.to(adtype)
    z = None if z is None else z.to(adtype)
    a = torch.randn(M, K, generator=torch.Generator().manual_seed(1)).to(adtype)
    ref = _ref(a, q, s, z, fmt, G)
    tol = 1e-3 if adtype == torch.float16 else 8e-3
    assert _rel(lowbit_matmul(a, prepare(q, s, z, group_size=G, dtype=fmt), target="sim"), ref) < tol
    assert _rel(lowbit_matmul(a, q, s, z, group_size=G, dtype=fmt, target="sim"), ref) < tol


@pytest.mark.parametrize("fmt", ["uint2", "nf4", "uint1", "of_uint5", "of_fp6_e3m2", "of_int7"])
@pytest.mark.parametrize("ws", [False, True], ids=["plain", "producer-warp"])
def test_the_hopper_register_form_decodes_words_into_wgmma_operands(fmt, ws):
    # wgmma's register A operand holds rows r and r + 8 in alternate runs of 8 slots: a
    # 1 or 2-bit word's codes go to two runs (decoded into a buffer, copied to the slots)
    M, N, K, G = 32, 128, 512, 128
    q, s, z = _quantized(fmt, N, K, G)
    s, z = s.half(), None if z is None else z.half()
    p = prepare(q, s, z, group_size=G, dtype=fmt)
    opts = dict(block_M=64, block_N=128, block_K=128, num_stages=2, threads=128, b_wgmma=True,
                warp_specialize=ws) if ws else dict(block_M=32, block_N=128, block_K=256, num_stages=2,
                                                   threads=128, b_wgmma=True)
    zero = 0 if z is not None else _implicit_zero(tilelang.dtypes.get_dtype(fmt))
    kernel = tilelang.compile(gemm_factory(M, N, K, G, fmt, "float16", "float16", z is not None, zero, True, **opts),
                              target="sim", arch="sm_90a")
    text = str(kernel.module)
    assert "dequant_word" in text and "wgmma" in text and ("tma_load" in text or not ws)
    assert "from_planes" not in text and len(p.planes) == {"of_uint5": 1, "of_fp6_e3m2": 1, "of_int7": 2}.get(fmt, 0)
    a = torch.randn(M, K, generator=torch.Generator().manual_seed(2)).half()
    c = torch.empty(M, N, dtype=torch.float16)
    work, count = gemm_split_shapes(M, N, opts["block_M"], opts["block_N"], 1)
    kernel(a, p.qweight, p.scales, p.zeros if z is not None else p.scales, c, torch.empty(work),
           torch.zeros(count, dtype=torch.int32), *p.planes)
    assert _rel(c, _ref(a, q, s, z, fmt, G)) < 1e-3


@pytest.mark.parametrize("fmt", ["int8", "uint8", "float8_e4m3fn", "float8_e5m2"])
def test_8_bit_weights_run_through_the_same_gemm(fmt):
    # W8A16: quantize's bytes are the codes (int8 viewed as such): raw, the generic decode
    M, N, K, G = 16, 64, 256, 128
    w = torch.randn(N, K, generator=torch.Generator().manual_seed(5))
    out = tilelang.quantize(w, fmt, group_size=G, zero_point=fmt == "uint8")
    q, s = out[0], out[1].half()
    z = out[2].half() if fmt == "uint8" else None
    a = torch.randn(M, K, generator=torch.Generator().manual_seed(6)).half()
    c = lowbit_matmul(a, q, s, z, group_size=G, dtype=fmt, target="sim")
    assert _rel(c, _ref(a, q, s, z, fmt, G)) < 1e-3
    # prepared: two nibble planes, decoded a word of each at a time (bfloat16 too)
    p = prepare(q, s.bfloat16(), None if z is None else z.bfloat16(), group_size=G, dtype=fmt)
    assert [x.shape for x in (p.qweight, *p.planes)] == [(N, K // 2)] * 2
    c = lowbit_matmul(a.bfloat16(), p, target="sim")
    assert _rel(c, _ref(a.bfloat16(), q, s.bfloat16(), None if z is None else z.bfloat16(), fmt, G)) < 8e-3


@pytest.mark.parametrize("fmt,G,zeros", [("uint2", 32, True), ("nf4", 64, False), ("of_uint5", -1, True),
                                         ("of_fp6_e3m2", 32, False), ("uint8", 64, True), ("of_int3", -1, False)])
def test_group_sizes_zeros_and_bf16_through_the_word_decode(fmt, G, zeros):
    # groups of 32 and 64 k and one per row (-1), explicit zeros, bf16 activations and scales
    M, N, K = 8, 64, 256
    w = torch.randn(N, K, generator=torch.Generator().manual_seed(11))
    out = tilelang.quantize(w, fmt, group_size=G if G > 0 else K, zero_point=zeros)
    q, s = out[0], out[1].bfloat16()
    z = out[2].bfloat16() if zeros else None
    a = torch.randn(M, K, generator=torch.Generator().manual_seed(12)).bfloat16()
    p = prepare(q, s, z, group_size=G, dtype=fmt)
    text = str(tilelang.lower(_kernel_of(a, p)))
    assert "dequant_word" in text  # (the word decode, not the element one)
    assert _rel(lowbit_matmul(a, p, target="sim"), _ref(a, q, s, z, fmt, K if G < 0 else G)) < 8e-3


def _kernel_of(a, p):
    """The prim_func lowbit_matmul plans for ``a`` and prepared weight ``p`` (for the simulator)."""
    from tilelang.ops.lowbit_matmul import kernel_for

    N, K = p.shape
    return kernel_for("bfloat16", a.shape[0], N, K, p.group_size, p.dtype, "bfloat16", p.zeros is not None, True,
                      "sim")[1].prim_func


@pytest.mark.parametrize("fmt,act,M", [("of_int7", "float16", 1), ("of_int7", "float16", 128),
                                       ("of_int7", "float16", 4096), ("of_int3", "bfloat16", 16),
                                       ("of_fp6_e3m2", "bfloat16", 4096), ("float8_e4m3fn", "bfloat16", 128)])
def test_planned_bit_plane_kernels_build_for_sm90a_without_spills(fmt, act, M):
    """The plans for prepared bit-plane and 8-bit weights reach NVRTC and ptxas keeps
    everything in registers (the simulator cannot catch a codegen gap)."""
    pytest.importorskip("cuda.bindings")
    from tilelang.backends.cuda import nvrtc
    from tilelang.ops.lowbit_plan import plan

    get = tilelang.dtypes.get_dtype
    name, cfg = plan(M, 4096, 4096, 128, wgmma=True, bits=get(fmt).bits)
    func = gemm_factory(M, 4096, 4096, 128, fmt, act, act, False, _implicit_zero(get(fmt)), True, **cfg)
    src = tilelang.compile(func, target="cuda", arch="sm_90a").get_kernel_source()
    assert "tl_dw_" in src  # (the word decode's device function)
    r = nvrtc.ptxas_report(src, "sm_90a")
    assert r.spill_stores == 0 and r.spill_loads == 0, r.log


SWEEP = ["uint1", "int2", "of_int3", "int4", "nf4", "float4_e2m1fn", "of_uint5", "of_fp6_e3m2", "of_int7", "int8",
         "float8_e4m3fn"]


@pytest.mark.parametrize("arch,act", [("sm_90a", "float16"), ("sm_80", "bfloat16")])
@pytest.mark.parametrize("fmt", SWEEP)
def test_every_planned_kernel_lowers_and_decodes_words(fmt, arch, act):
    """No lowbit_matmul call fails inside the library: for each width's formats, the plan at
    M = 1 / 16 / 128 / 4096 (8192^2; on sm_90a 128 x 8192 x 28672 too, the cluster
    hand-in's plan) lowers for the arch -- shared memory fits, every op has its rule --
    and its prepared weight is decoded a word at a time."""
    from tilelang.ops.lowbit_plan import plan

    get = tilelang.dtypes.get_dtype
    cases = [((8192, 8192), m) for m in (1, 16, 128, 4096)] + ([((8192, 28672), 128)] if arch == "sm_90a" else [])
    for (N, K), M in cases:
        name, cfg = plan(M, N, K, 128, wgmma=arch == "sm_90a", bits=get(fmt).bits)
        func = gemm_factory(M, N, K, 128, fmt, act, act, False, _implicit_zero(get(fmt)), True, **cfg)
        text = str(tilelang.lower(func, arch=arch))
        assert "dequant_word" in text or "dequant_i4" in text, (fmt, M, N, K, cfg)


def test_a_kernel_that_does_not_build_is_reported_at_the_users_call():
    # (a configuration too large for shared memory: the error names the call and its
    # arguments, not a line of tilelang/ops/lowbit_kernels.py)
    q, s, _ = _quantized("uint2", 256, 1024, 128)
    a = torch.randn(4, 1024).half()
    big = dict(block_M=64, block_N=256, block_K=512, num_stages=4, threads=128, split_k=1, swizzle=0)
    with pytest.raises(tilelang.TileLangError) as info:
        lowbit_matmul(a, q, s.half(), group_size=128, dtype="uint2", target="sim", config=("gemm", big))
    msg = str(info.value)
    assert msg.startswith("int4_matmul(a=(4, 1024) float16, weight=(256, 1024) uint2, group_size=128")
    assert "does not fit this call" in msg and "bytes of shared memory" in msg and "lowbit_kernels.py" not in msg


def test_the_plan_drops_stages_where_a_wide_weight_would_not_fit_shared_memory():
    from tilelang.ops.lowbit_plan import SHARED_BUDGET, _plan, plan

    base = _plan(128, 8192, 8192, 128, 132, True)[1]  # int4's six stages of 128 x 64 x 128
    wide = plan(128, 8192, 8192, 128, wgmma=True, bits=8)[1]
    assert base["num_stages"] == 6 and wide["num_stages"] == 5
    per_stage = 128 * 128 * 2 + 64 * 128 + 2 * 4 * 64
    assert 6 * per_stage > SHARED_BUDGET >= 5 * per_stage
    assert plan(128, 8192, 8192, 128, wgmma=True, bits=4)[1]["num_stages"] == 6  # (int4's plans unchanged)


def test_prepare_refuses_formats_without_a_word_decode_and_odd_k():
    q, s, _ = _quantized("uint2", 8, 96, 32)
    with pytest.raises(ValueError, match="prepare: K = 96 must be a multiple of 64 for uint2"):
        prepare(q, s, group_size=32, dtype="uint2")
    lut = tilelang.dtypes.lut_dtype("t_lut3", (-3.0, -1.0, -0.5, 0.0, 0.5, 1.0, 2.0, 4.0))  # (no 3-bit table plan)
    q3, s3 = tilelang.quantize(torch.randn(8, 128), lut, group_size=32)
    with pytest.raises(ValueError, match="prepare: dtype t_lut3 has no word decode"):
        prepare(q3, s3, group_size=32, dtype="t_lut3")
    q5, s5, _ = _quantized("of_uint5", 8, 64, 32)
    with pytest.raises(ValueError, match="prepare: K = 64 must be a multiple of 128 for of_uint5"):
        prepare(q5, s5, group_size=32, dtype="of_uint5")
    q4, s4, _ = _quantized("nf4", 8, 128, 32)
    with pytest.raises(ValueError, match="prepare_int4: dtype must be int4 or uint4, got nf4"):
        prepare_int4(q4, s4, group_size=32, dtype="nf4")
    assert word_format("nf4", "float16") == 8 and word_format("uint2", "bfloat16") == 16
    assert word_format("t_lut3", "float16") is None
    assert word_format("of_int3", "float16") == 32 and word_format("of_fp6_e3m2", "bfloat16") == 16


@pytest.mark.gpu
@pytest.mark.skipif(not torch.cuda.is_available(), reason="needs a CUDA GPU")
@pytest.mark.parametrize("fmt", FORMATS)
@pytest.mark.parametrize("M", [1, 16, 128, 512])
def test_every_format_on_the_gpu_matches_float64(fmt, M, monkeypatch):
    N, K, G = 1024, 2048, 128
    q, s, z = _quantized(fmt, N, K, G, "cuda")
    a = torch.randn(M, K, device="cuda", dtype=torch.float16)
    ref = _ref(a, q, s, z, fmt, G)
    assert _rel(lowbit_matmul(a, prepare(q, s, z, group_size=G, dtype=fmt)), ref) < 2e-3
    assert _rel(lowbit_matmul(a, q, s, z, group_size=G, dtype=fmt), ref) < 2e-3  # (prepared at its first call)
    monkeypatch.setenv("TILELANG_PREPARE_RAW", "0")  # the kernels that read the raw layout
    assert _rel(lowbit_matmul(a, q, s, z, group_size=G, dtype=fmt), ref) < 2e-3


@pytest.mark.gpu
@pytest.mark.skipif(not torch.cuda.is_available(), reason="needs a CUDA GPU")
@pytest.mark.parametrize("fmt,G,zeros", [("uint2", 32, True), ("nf4", 64, False), ("of_uint5", -1, True),
                                         ("of_fp6_e3m2", 32, False), ("uint8", 64, True), ("int4", -1, False)])
@pytest.mark.parametrize("M", [1, 128, 512])
def test_group_sizes_zeros_and_bf16_on_the_gpu_match_float64(fmt, G, zeros, M):
    N, K = 2048, 4096
    w = torch.randn(N, K, generator=torch.Generator().manual_seed(13))
    out = tilelang.quantize(w, fmt, group_size=G if G > 0 else K, zero_point=zeros)
    q, s = out[0].cuda(), out[1].bfloat16().cuda()
    z = out[2].bfloat16().cuda() if zeros else None
    a = torch.randn(M, K, device="cuda", dtype=torch.bfloat16)
    ref = _ref(a, q, s, z, fmt, K if G < 0 else G)
    assert _rel(lowbit_matmul(a, prepare(q, s, z, group_size=G, dtype=fmt)), ref) < 1e-2
    assert _rel(lowbit_matmul(a, q, s, z, group_size=G, dtype=fmt), ref) < 1e-2  # (prepared at its first call)


@pytest.mark.gpu
@pytest.mark.skipif(not torch.cuda.is_available(), reason="needs a CUDA GPU")
@pytest.mark.parametrize("fmt", EIGHT_BIT)
@pytest.mark.parametrize("adtype", [torch.float16, torch.bfloat16])
@pytest.mark.parametrize("M", [1, 128, 512])
def test_8_bit_weights_on_the_gpu_match_float64(fmt, adtype, M):
    N, K, G = 1024, 2048, 128
    w = torch.randn(N, K, generator=torch.Generator().manual_seed(9))
    out = tilelang.quantize(w, fmt, group_size=G, zero_point=fmt == "uint8")
    q, s = out[0].cuda(), out[1].to(adtype).cuda()
    z = out[2].to(adtype).cuda() if fmt == "uint8" else None
    a = torch.randn(M, K, device="cuda", dtype=adtype)
    ref = _ref(a, q, s, z, fmt, G)
    tol = 2e-3 if adtype == torch.float16 else 1e-2
    assert _rel(lowbit_matmul(a, prepare(q, s, z, group_size=G, dtype=fmt)), ref) < tol
    assert _rel(lowbit_matmul(a, q, s, z, group_size=G, dtype=fmt), ref) < tol  # (prepared at its first call)


@pytest.mark.gpu
@pytest.mark.skipif(not torch.cuda.is_available(), reason="needs a CUDA GPU")
def test_a_raw_weight_is_prepared_once_and_again_after_an_in_place_change():
    from tilelang.ops import lowbit_matmul as mod_call  # noqa: F401
    from tilelang.ops.lowbit_matmul import _PREPARED

    q, s, _ = _quantized("uint2", 256, 512, 128, "cuda")
    a = torch.randn(4, 512, device="cuda", dtype=torch.float16)
    c1 = lowbit_matmul(a, q, s, group_size=128, dtype="uint2")
    first = _PREPARED[id(q)][1]
    lowbit_matmul(a, q, s, group_size=128, dtype="uint2")
    assert _PREPARED[id(q)][1] is first
    s.mul_(2)  # (in place: the version counter changes)
    c2 = lowbit_matmul(a, q, s, group_size=128, dtype="uint2")
    assert _PREPARED[id(q)][1] is not first
    assert _rel(c2, 2 * c1.double()) < 1e-3
    key = id(q)
    del q, first
    assert key not in _PREPARED
