"""``tilelang.ops.int4_matmul`` / ``lowbit_matmul`` / ``prepare_int4`` on the CPU: the
kernels (written in the language) run on the interpreter at small sizes against a
float64 torch reference ``A @ dequantize(...).T``; their lowered forms carry the fast
paths (dequant_i4, cp.async, mma, shuffles), compile for sm_90a through NVRTC and
give the interpreter's results on the thread-level simulator."""

import numpy as np
import pytest
import torch

import tilelang
import tilelang.language as T
from int4_kit import int4_problem, run_int4_gemm
from interp_checks import randn, rel_err
from tilelang.layout import make_int4_dequant_permutation
from tilelang.ops import int4_matmul, lowbit_matmul, plan, prepare_int4
from tilelang.ops.lowbit_kernels import gemm_factory, gemv_factory

USER = T.int_dtype("ops_u3o4", 3, signed=False, offset=4)  # a user format: raw - 4 -> -4..3
N, K = 48, 128  # N is ragged for the gemm's 64/128-wide tiles... (48 = 16 * 3)


def reference(a, q, scales, zeros, G, wdtype):
    w = tilelang.dequantize(q, wdtype, scales, zeros, group_size=G, out_dtype="float64")
    return a.double() @ w.T


def quantized(wdtype, G, zero_point, n=N, k=K, seed=0, wdt=torch.float16):
    q = tilelang.quantize(randn((n, k), wdt, seed), wdtype, group_size=G, zero_point=zero_point)
    return q[0], q[1], (q[2] if zero_point else None)


CASES = [(M, wd, act, zp, G, prep)
         for M in (1, 3, 33) for wd in ("int4", "uint4") for prep in (False, True) for zp in (False, True)
         for act, G in (("float16", 32), ("bfloat16", 64), ("float16", K))]


@pytest.mark.parametrize("M,wdtype,act,zero_point,G,prepared", CASES,
                         ids=[f"M{c[0]}-{c[1]}-{c[2][:2]}-{'z' if c[3] else 'nz'}-g{c[4]}-{'prep' if c[5] else 'raw'}"
                              for c in CASES])
def test_int4_matmul_matches_the_dequantized_reference(M, wdtype, act, zero_point, G, prepared):
    dt = getattr(torch, act)
    q, s, z = quantized(wdtype, G, zero_point, seed=M)
    a = randn((M, K), dt, 100 + M)
    before = q.clone()
    if prepared:
        c = int4_matmul(a, prepare_int4(q, s, z, group_size=G, dtype=wdtype))
    else:
        c = int4_matmul(a, q, s, z, group_size=G, dtype=wdtype)
    assert c.dtype == dt and c.shape == (M, N) and torch.equal(q, before)
    ref = reference(a, q, s, z, G, wdtype)
    assert rel_err(c, ref) < 1e-2
    # tight enough to see a wrong group, zero or sign: a shuffled group of scales fails
    wrong = reference(a, q, torch.roll(s, 1, dims=1), z, G, wdtype) if s.shape[1] > 1 else -ref
    assert rel_err(wrong, ref) > 5e-2


def test_the_dispatch_takes_the_tensor_core_kernel_and_split_k_partials_add_up():
    # every M takes the gemm (the gemv is slower on the H100 even at M = 1: plan's docstring)
    assert plan(1, 4096, 4096, 128)[0] == "gemm" and plan(16, 4096, 4096, 128)[0] == "gemm"
    name, cfg = plan(1, 64, 4096, 128)  # few rows: split K to fill the GPU
    assert cfg["block_M"] == 16 and cfg["split_k"] > 1 and 4096 % (cfg["block_K"] * cfg["split_k"]) == 0
    q, s, z = quantized("uint4", 64, True, k=512)
    a = randn((2, 512), torch.float16, 7)
    c = int4_matmul(a, q, s, z, group_size=64, dtype="uint4",
                    config=("gemv", dict(rows=8, block_K=128, split_k=2, num_stages=2, threads=128)))
    assert rel_err(c, reference(a, q, s, z, 64, "uint4")) < 1e-2
    # the gemm splits K too when few output tiles would leave SMs idle
    name, cfg = plan(16, 4096, 4096, 128)
    assert name == "gemm" and cfg["split_k"] > 1 and plan(4096, 4096, 4096, 128)[1]["split_k"] == 1
    a = randn((20, 512), torch.float16, 8)
    c = int4_matmul(a, prepare_int4(q, s, z, group_size=64, dtype="uint4"),
                    config=("gemm", dict(block_M=16, block_N=32, block_K=64, num_stages=2, split_k=4, swizzle=2)))
    assert rel_err(c, reference(a, q, s, z, 64, "uint4")) < 1e-2


@pytest.mark.parametrize("wdtype", ["int2", "float4_e2m1fn", "ops_u3o4"])
@pytest.mark.parametrize("M", [1, 33])
def test_other_formats_take_the_generic_decode_through_the_same_kernels(wdtype, M):
    K3 = 256  # 3-bit rows: 256 * 3 / 8 = 96 bytes
    q, s, _ = quantized(wdtype, 64, False, k=K3, seed=5)
    a = randn((M, K3), torch.float16, 6)
    c = lowbit_matmul(a, q, s, group_size=64, dtype=wdtype)
    assert rel_err(c, reference(a, q, s, None, 64, wdtype)) < 1e-2


def test_prepare_int4_is_the_dequant_permutation_of_the_codes():
    q, s, z = quantized("uint4", 32, True)
    p = prepare_int4(q, s, z, group_size=32, dtype="uint4")
    L = make_int4_dequant_permutation(N, K)
    want = tilelang.pack(torch.from_numpy(L.apply(tilelang.unpack(q, "uint4").numpy())), "uint4")
    assert torch.equal(p.qweight, want) and p.shape == (N, K) and p.group_size == 32 and p.dtype == "uint4"
    assert torch.equal(p.scales, s.t()) and torch.equal(p.zeros, z.t())


@pytest.mark.parametrize("case,match", [
    ("a_dtype", r"a must be a 2-D float16 or bfloat16"),
    ("q_dtype", r"qweight must be the packed uint8"),
    ("q_shape", r"qweight has 32 bytes per row"),
    ("scales_shape", r"scales must have shape \(48, 4\)"),
    ("zeros_shape", r"zeros must have shape \(48, 4\)"),
    ("group", r"group_size must divide K = 128"),
    ("scales_dtype", r"scales must be float16, bfloat16 or float32"),
    ("zeros_float", r"zeros only apply to integer formats"),
    ("no_scales", r"scales are required"),
    ("dtype", r"dtype must be a weight format of at most 8 bits"),
    ("prepare_dtype", r"prepare_int4: dtype must be int4 or uint4"),
    ("prepared_twice", r"carries its scales"),
])
def test_bad_inputs_name_the_parameter(case, match):
    q, s, z = quantized("int4", 32, True)
    a = randn((2, K), torch.float16, 1)
    calls = {
        "a_dtype": lambda: int4_matmul(a.float(), q, s, group_size=32),
        "q_dtype": lambda: int4_matmul(a, q.to(torch.int32), s, group_size=32),
        "q_shape": lambda: int4_matmul(a, q[:, :32], s, group_size=32),
        "scales_shape": lambda: int4_matmul(a, q, s[:, :2], group_size=32),
        "zeros_shape": lambda: int4_matmul(a, q, s, z[:4], group_size=32),
        "group": lambda: int4_matmul(a, q, s, group_size=48),
        "scales_dtype": lambda: int4_matmul(a, q, s.to(torch.int32), group_size=32),
        "zeros_float": lambda: lowbit_matmul(a, q, s, z, group_size=32, dtype="float4_e2m1fn"),
        "no_scales": lambda: int4_matmul(a, q),
        "dtype": lambda: int4_matmul(a, q, s, group_size=32, dtype="int16"),
        "prepare_dtype": lambda: prepare_int4(q, s, group_size=32, dtype="int2"),
        "prepared_twice": lambda: int4_matmul(a, prepare_int4(q, s, group_size=32), s),
    }
    with pytest.raises((ValueError, TypeError), match=match):
        calls[case]()


# ---- lowered kernels ------------------------------------------------------------------------
GEMV = dict(rows=4, block_K=1024, split_k=1, num_stages=3, threads=128)  # plan() takes the gemm


def _kernel(name, M, prepared, wdtype="int4", zeros=False, n=4096, k=4096, G=128, **over):
    cfg = dict(plan(M, n, k, G)[1] if name == "gemm" else dict(GEMV, block_M=M), **over)
    fac = gemv_factory if name == "gemv" else gemm_factory
    zero = 8 if wdtype == "uint4" and not zeros else 0
    return fac(M, n, k, G, wdtype, "float16", "float16", zeros, zero, prepared, **cfg)


@pytest.mark.parametrize("prepared", [True, False], ids=["prepared", "raw"])
def test_the_gemm_lowers_to_cp_async_dequant_i4_and_mma(prepared):
    ir = str(tilelang.lower(_kernel("gemm", 128, prepared)))
    assert ir.count("dequant_i4") == 1 and "cp_async %A_s" in ir and " mma " in ir and "ldmatrix %a_regs" in ir
    # prepared: the permuted tile streams as storage; raw: nibbles permuted on the way
    assert ("cp_async %B_s" in ir) == prepared
    assert ("packed_store %B_s" in ir) == (not prepared)
    assert str(tilelang.parse_ir(ir)) == ir


@pytest.mark.parametrize("prepared", [True, False], ids=["prepared", "raw"])
def test_the_gemv_lowers_to_cp_async_dequant_i4_shuffles_and_atomics(prepared):
    ir = str(tilelang.lower(_kernel("gemv", 1, prepared)))
    assert ir.count("dequant_i4") == 1 and "cp_async %B_s" in ir and "cp_async %A_s" in ir
    body = ir[ir.index("func {"):]  # (the header names the passes, wgmma-register-waits among them)
    assert ir.count(" = shfl ") == 5 and "store %C" in ir and "atomic_add" not in ir and "mma" not in body
    # split-K: the row sums are added atomically into the float32 partial buffer
    ir = str(tilelang.lower(_kernel("gemv", 1, prepared, split_k=2)))
    assert "atomic_add %C" in ir and "%C: tensor<[1, 4096], float32>" in ir


@pytest.mark.parametrize("name,M", [("gemv", 1), ("gemm", 128)])
def test_the_kernels_compile_for_sm90a_through_nvrtc(name, M):
    pytest.importorskip("cuda.bindings")
    k = tilelang.compile(_kernel(name, M, True), target="cuda", arch="sm_90a")
    src = k.get_kernel_source().split("__global__")[-1]  # the kernel, not the prelude
    assert "dequant_i4" in src and "cp_async" in src and ("tl::mma" in src) == (name == "gemm")
    assert k.cuda.arch == "sm_90a" and k.cuda.cubin[:4] == b"\x7fELF"


@pytest.mark.parametrize("M,wdtype,zero_point,prepared", [
    (1, "int4", False, True), (3, "uint4", True, False), (20, "uint4", False, True), (33, "int4", True, False),
    (2, "float4_e2m1fn", False, False), (17, "int2", True, False)])
def test_the_simulator_gives_the_interpreters_results(M, wdtype, zero_point, prepared):
    q, s, z = quantized(wdtype, 64, zero_point, k=256, seed=M)
    a = randn((M, 256), torch.float16, 9)
    w = prepare_int4(q, s, z, group_size=64, dtype=wdtype) if prepared else q
    kw = {} if prepared else dict(scales=s, zeros=z, group_size=64, dtype=wdtype)
    interp = lowbit_matmul(a, w, target="cpu", **kw)
    sim = lowbit_matmul(a, w, target="sim", **kw)
    assert rel_err(sim, interp.double()) < 1e-3
    assert rel_err(interp, reference(a, q, s, z, 64, wdtype)) < 1e-2


@pytest.mark.parametrize("config", [
    ("gemm", dict(block_M=16, block_N=32, block_K=64, num_stages=2, split_k=2, swizzle=2)),
    ("gemv", dict(rows=8, block_K=128, split_k=2, num_stages=2, threads=128))], ids=["gemm", "gemv"])
def test_split_k_partials_add_up_on_the_simulator(config):
    q, s, z = quantized("int4", 64, True, n=64, k=256, seed=3)
    a = randn((3, 256), torch.float16, 4)
    w = prepare_int4(q, s, z, group_size=64)
    interp = lowbit_matmul(a, w, target="cpu", config=config)
    sim = lowbit_matmul(a, w, target="sim", config=config)
    assert rel_err(sim, interp.double()) < 1e-3 and rel_err(interp, reference(a, q, s, z, 64, "int4")) < 1e-2


@pytest.mark.parametrize("wdtype,M,G,block_K", [("int4", 1, 64, 64), ("uint4", 5, 128, 64), ("int4", 16, 128, 128)])
def test_scales_on_the_step_accumulator_match_the_reference_interpreted_and_simulated(wdtype, M, G, block_K):
    """scale_acc: A times the exact codes per k-step, the group's scales applied to that
    step's accumulator -- same product (no rounding of code x scale: closer to float64
    than the fp16 weights), in the interpreter and on the simulator, split or not."""
    q, s, _ = quantized(wdtype, G, False, n=64, k=256, seed=M)
    a = randn((M, 256), torch.float16, 5)
    w = prepare_int4(q, s, group_size=G, dtype=wdtype)
    ref = reference(a, q, s, None, G, wdtype)
    cfg = dict(block_M=16, block_N=32, block_K=block_K, num_stages=2, threads=128, split_k=2)
    plain = lowbit_matmul(a, w, target="cpu", config=("gemm", cfg))
    for target in ("cpu", "sim"):
        c = lowbit_matmul(a, w, target=target, config=("gemm", dict(cfg, scale_acc=True)))
        assert rel_err(c, ref) < 1e-3 and rel_err(c, ref) <= rel_err(plain, ref) * 1.05, target
    ir = str(tilelang.lower(_kernel("gemm", 16, True, n=256, k=512, G=G, block_K=block_K, scale_acc=True)))
    assert ir.count(" mma ") and "C_step" in ir and "staged" not in ir  # (the running sum shares its layout)


@pytest.mark.parametrize("wdtype,zero,block_K", [("int4", 0, 128), ("nf4", 0, 128), ("uint2", 2, 128),
                                                 ("int4", 0, 256), ("nf4", 0, 256), ("float4_e2m1fn", 0, 256)])
def test_scales_on_the_step_accumulator_of_the_wgmma_register_operand(wdtype, zero, block_K):
    """scale_acc where the weight is decoded into wgmma's register operand (sm_90a, on the
    simulator), for int4 and the word-decoded formats: the decode writes the exact
    values, the group's scales multiply the step's float32 accumulator with one fma --
    at least as close to float64 as the fp16-rounded weights; a step of two groups
    (block_K = 2 G) runs a gemm per group into its own step accumulator."""
    from tilelang.ops import prepare

    M, N, K, G = 16, 256, 512, 128
    gen = torch.Generator().manual_seed(7)
    q, s = tilelang.quantize(torch.randn(N, K, generator=gen).half(), wdtype, group_size=G)
    p = prepare(q, s, None, G, wdtype)
    a = torch.randn(M, K, generator=gen).half()
    ref = a.double() @ tilelang.dequantize(q, wdtype, s, group_size=G, out_dtype="float64").T
    cfg = dict(block_M=16, block_N=128, block_K=block_K, num_stages=2, threads=128, split_k=1, b_wgmma=True)
    errs = []
    for scale_acc in (False, True):
        f = gemm_factory(M, N, K, G, wdtype, "float16", "float16", False, zero, True, scale_acc=scale_acc, **cfg)
        c = torch.zeros(M, N, dtype=torch.float16)
        tilelang.compile(f, target="sim", arch="sm_90a")(a, p.qweight, p.scales, p.scales, c, torch.zeros(1, 1, 1),
                                                        torch.zeros(1, 1, dtype=torch.int32))
        errs.append(rel_err(c, ref))
    assert errs[1] < 1e-3 and errs[1] <= errs[0] * 1.05, errs
    ir = str(tilelang.lower(f, arch="sm_90a"))
    assert "wgmma" in ir and "C_step" in ir and "staged" not in ir  # (the running sum shares its layout)
    assert ("C2_step" in ir) == (block_K == 2 * G)  # (two groups: a step accumulator each)


def test_scale_acc_refuses_what_it_cannot_do():
    with pytest.raises(ValueError, match="scale_acc needs .*group 64 a multiple of block_K=128"):
        _kernel("gemm", 16, True, G=64, block_K=128, scale_acc=True)
    with pytest.raises(ValueError, match="scale_acc needs .* without zeros"):
        _kernel("gemm", 16, True, zeros=True, block_K=128, scale_acc=True)
    with pytest.raises(ValueError, match="scale_acc needs the register operand .*b_shared=True"):
        _kernel("gemm", 16, True, block_K=128, scale_acc=True, b_shared=True)
    with pytest.raises(ValueError, match="scale_acc needs .*two groups, block_K = 2 \\* group, .*without "
                                         "warp_specialize"):  # (two groups a step: wgmma, no producer warp)
        _kernel("gemm", 16, True, G=64, block_K=128, scale_acc=True, b_wgmma=True, warp_specialize=True)


def test_the_gemm_loop_unrolled_by_its_stages_computes_the_same_bits():
    """``unroll_stages``: the k loop unrolled by its 3 stages (8 steps: two whole trips and
    a guarded one) -- every value bit for bit the rolled loop's, on the simulator's
    sm_90a (wgmma register operand, scale_acc over two groups)."""
    from tilelang.ops import prepare

    M, N, K, G = 16, 256, 2048, 128
    gen = torch.Generator().manual_seed(3)
    q, s = tilelang.quantize(torch.randn(N, K, generator=gen).half(), "uint2", group_size=G)
    p = prepare(q, s, None, G, "uint2")
    a = torch.randn(M, K, generator=gen).half()
    outs, irs = [], []
    for unroll in (False, True):
        f = gemm_factory(M, N, K, G, "uint2", "float16", "float16", False, 2, True, block_M=16, block_N=128,
                         block_K=256, num_stages=3, threads=128, b_wgmma=True, scale_acc=True, unroll_stages=unroll)
        c = torch.full((M, N), float("nan"), dtype=torch.float16)
        tilelang.compile(f, target="sim", arch="sm_90a")(a, p.qweight, p.scales, p.scales, c, torch.zeros(1, 1, 1),
                                                        torch.zeros(1, 1, dtype=torch.int32))
        outs.append(c)
        irs.append(str(tilelang.lower(f, arch="sm_90a")))
    ref = a.double() @ tilelang.dequantize(q, "uint2", s, group_size=G, out_dtype="float64").T
    assert rel_err(outs[0], ref) < 1e-3 and torch.equal(outs[0].view(torch.int16), outs[1].view(torch.int16))
    assert irs[1].count("dequant_word") == 3 * irs[0].count("dequant_word")  # (each stage's step written out)


def test_the_plan_scales_on_the_accumulator_where_a_step_spans_two_groups(monkeypatch):
    """The sm_90a plan takes scale_acc on its register-operand gemms up to M = 32 whose
    256-wide steps span two groups of 128, for a prepared weight with a word decode and
    no zeros -- not beside the shared lookup table (nf4 from K = 8192), with zeros, for a raw
    weight, with other groups, or above M = 32 -- and the planned kernel builds."""
    from tilelang.ops.lowbit_matmul import planned_config

    monkeypatch.setenv("TILELANG_CUDA_ARCH", "sm_90a")

    def planned(M, fmt, G=128, prepared=True, zeros=False, shape=(28672, 8192)):
        return planned_config("float16", M, *shape, G, fmt, prepared, "cuda", zeros=zeros)[1]

    for fmt in ("int4", "uint2", "float4_e2m1fn", "int8", "float8_e4m3fn", USER):
        for M in (2, 16, 32):
            opts = planned(M, fmt)
            assert opts.get("scale_acc") and opts["block_K"] == 256 and opts["b_wgmma"], (fmt, M, opts)
    assert planned(16, "int4", shape=(8192, 8192)).get("scale_acc")
    assert not planned(32, "nf4").get("scale_acc") and not planned(16, "nf4").get("scale_acc")  # (the table)
    assert planned(32, "nf4", shape=(4096, 4096)).get("scale_acc")  # (K = 4096: no table, the lookups in registers)
    for opts in (planned(16, "int4", zeros=True), planned(16, "int4", prepared=False), planned(16, "int4", G=64),
                 planned(16, "int4", G=256), planned(128, "int4"), planned(1, "int4")):
        assert "scale_acc" not in opts, opts
    # a producer warp forced for measuring (TILELANG_WARP_SPECIALIZE=1) takes the place of scale_acc's two
    # groups, which the factory builds without one: the plan stays buildable
    monkeypatch.setenv("TILELANG_WARP_SPECIALIZE", "1")
    forced = planned(16, "int4")
    assert forced["warp_specialize"] and "scale_acc" not in forced
    gemm_factory(16, 256, 1024, 128, "int4", "float16", "float16", False, 0, True, **dict(forced, split_k=1))
    monkeypatch.delenv("TILELANG_WARP_SPECIALIZE")
    opts = dict(planned(16, "uint2"), split_k=1)
    f = gemm_factory(16, 256, 1024, 128, "uint2", "float16", "float16", False, 2, True, **opts)
    assert "C2_step" in str(tilelang.lower(f, arch="sm_90a"))  # (a step accumulator a group)


def test_the_plan_unrolls_the_k_loop_at_m_16(monkeypatch):
    """The sm_90a plan unrolls a prepared weight's register-operand gemm loop by its stages
    at M = 16 for 1, 2 and 4 bits without a table (``with_unrolled_stages``) -- not at M = 32,
    for nf4, 8 bits or bit planes, with zeros, for a raw weight or beside a forced producer
    warp -- and the planned kernel lowers with each stage written out."""
    from tilelang.ops.lowbit_matmul import planned_config

    monkeypatch.setenv("TILELANG_CUDA_ARCH", "sm_90a")

    def planned(M, fmt="int4", prepared=True, zeros=False, shape=(28672, 8192)):
        return planned_config("float16", M, *shape, 128, fmt, prepared, "cuda", zeros=zeros)[1]

    for fmt in ("int4", "uint2", "float4_e2m1fn"):
        for shape in ((28672, 8192), (8192, 8192)):
            assert planned(16, fmt, shape=shape).get("unroll_stages"), (fmt, shape)
    for opts in (planned(32), planned(16, "nf4"), planned(16, "int8"), planned(16, USER), planned(16, zeros=True),
                 planned(16, prepared=False), planned(128)):
        assert "unroll_stages" not in opts, opts
    monkeypatch.setenv("TILELANG_WARP_SPECIALIZE", "1")
    assert "unroll_stages" not in planned(16)
    monkeypatch.delenv("TILELANG_WARP_SPECIALIZE")
    opts = dict(planned(16), split_k=1)
    rolled = gemm_factory(16, 256, 2048, 128, "int4", "float16", "float16", False, 0, True,
                          **dict(opts, unroll_stages=False))
    unrolled = gemm_factory(16, 256, 2048, 128, "int4", "float16", "float16", False, 0, True, **opts)
    count = [str(tilelang.lower(f, arch="sm_90a")).count("dequant_word") for f in (rolled, unrolled)]
    assert count[1] == opts["num_stages"] * count[0], count


LUT = T.lut_dtype("ops_lut3", [-1.0, -0.6, -0.3, -0.1, 0.1, 0.3, 0.6, 1.0])
VARIANTS = [((1, 4096, 4096), "bfloat16", "int4", True, "bfloat16"),
            ((16, 4096, 4096), "bfloat16", "uint4", False, "float32"),
            ((1, 4096, 11008), "float16", "int2", True, "float16"),
            ((128, 4096, 4096), "float16", "float4_e2m1fn", False, "float16"),
            ((3, 64, 4096), "float16", "ops_u3o4", False, "float16"),
            ((33, 4096, 4096), "bfloat16", "ops_lut3", False, "bfloat16"),
            ((4096, 4096, 4096), "float16", "uint4", True, "float16")]


@pytest.mark.parametrize("shape,act,wdtype,zeros,scale_dtype", VARIANTS,
                         ids=[f"M{v[0][0]}-{v[1]}-{v[2]}" for v in VARIANTS])
def test_every_variant_builds_for_sm90a(shape, act, wdtype, zeros, scale_dtype):
    """bf16 dequant, float32 scales, split-K atomics, rasterization and the generic
    decode of each format reach NVRTC (the simulator cannot catch a codegen gap)."""
    pytest.importorskip("cuda.bindings")
    M, n, k = shape
    name, cfg = plan(M, n, k, 128)
    fac = gemv_factory if name == "gemv" else gemm_factory
    zero = 8 if wdtype == "uint4" and not zeros else 0
    func = fac(M, n, k, 128, wdtype, act, scale_dtype, zeros, zero, wdtype in ("int4", "uint4"), **cfg)
    built = tilelang.compile(func, target="cuda", arch="sm_90a")
    assert built.cuda.cubin[:4] == b"\x7fELF"


@pytest.mark.parametrize("M, arch", [(1, "sm_80"), (16, "sm_80"), (4096, "sm_80"), (1, "sm_90a"), (16, "sm_90a"),
                                     (32, "sm_90a"), (128, "sm_90a"), (4096, "sm_90a")])
def test_the_planned_kernels_do_not_spill_registers(M, arch):
    """ptxas's report for the configurations ``plan`` picks at 4096 x 4096 for an arch,
    built for it: no local-memory spills (a spill would put the accumulators in local
    memory and halve the speed).  (Ampere's mma.sync plan built for sm_90a takes TMA
    for its activation tile and then needs a few registers more than the 255 there are.)"""
    pytest.importorskip("cuda.bindings")
    from tilelang.backends.cuda import nvrtc

    name, cfg = plan(M, 4096, 4096, 128, wgmma=arch == "sm_90a")
    func = gemm_factory(M, 4096, 4096, 128, "int4", "float16", "float16", False, 0, True, **cfg)
    src = tilelang.compile(func, target="cuda", arch=arch).get_kernel_source()
    r = nvrtc.ptxas_report(src, arch)
    assert r.spill_stores == 0 and r.spill_loads == 0, r.log
    assert not r.serialized, r.log  # (ptxas C7519 / C7514: every wgmma would wait for the one before)


@pytest.mark.parametrize("M", [1, 16, 32, 128])
@pytest.mark.parametrize("n, k", [(8192, 8192), (28672, 8192), (8192, 28672)])
def test_the_benchmarked_hopper_kernels_keep_their_wgmmas_asynchronous(M, n, k):
    """ptxas serializes a kernel's wgmmas (each waits for the one before: a third of the
    speed or worse) when registers feeding them are written between them in a way it
    cannot order -- its report says so (C7519 / C7514).  The planned sm_90a kernels of
    the benchmark's shapes (and M = 32): no such report, and no spills."""
    pytest.importorskip("cuda.bindings")
    from tilelang.backends.cuda import nvrtc

    name, cfg = plan(M, n, k, 128, wgmma=True)
    func = gemm_factory(M, n, k, 128, "int4", "float16", "float16", False, 0, True, **cfg)
    src = tilelang.compile(func, target="cuda", arch="sm_90a").get_kernel_source()
    assert "wgmma.mma_async" in src
    r = nvrtc.ptxas_report(src, "sm_90a")
    assert r.spill_stores == 0 and r.spill_loads == 0 and not r.serialized, r.log


def test_a_prepared_weight_pickles_without_its_launchers():
    import pickle

    q, s, z = quantized("int4", 64, False, k=256)
    p = prepare_int4(q, s, group_size=64)
    p._calls[("shape",)] = lambda a: a  # what a CUDA call leaves: not picklable
    back = pickle.loads(pickle.dumps(p))
    assert back._calls == {} and torch.equal(back.qweight, p.qweight) and torch.equal(back.scales, p.scales)
    assert back.group_size == 64 and back.shape == p.shape


def test_a_large_weight_streams_in_wider_tiles_correctly_and_without_spills():
    """From 128 Mi weights on, plan takes 128 x 256 tiles in three stages (the sweeps in
    benchmarks/RESULTS.md); the configuration computes the right product (interpreter,
    small problem, same tiles and split) and fits in registers at the real size."""
    name, cfg = plan(1, 28672, 8192, 128)  # 224 tiles: no K split
    assert name == "gemm" and (cfg["block_N"], cfg["block_K"], cfg["num_stages"], cfg["split_k"]) == (128, 256, 3, 1)
    assert plan(1, 8192, 8192, 128)[1]["block_N"] == 64  # below the threshold the 64 x 128 tiles stay
    name, cfg = plan(1, 8192, 28672, 128)  # 64 tiles: K split 4 ways
    assert (cfg["block_N"], cfg["block_K"], cfg["split_k"]) == (128, 256, 4)
    q, s, _ = quantized("int4", 128, False, n=256, k=1024)
    a = randn((1, 1024), torch.float16, 9)
    c = int4_matmul(a, prepare_int4(q, s, group_size=128), config=(name, cfg))
    assert rel_err(c, reference(a, q, s, None, 128, "int4")) < 1e-2
    pytest.importorskip("cuda.bindings")
    from tilelang.backends.cuda import nvrtc

    src = tilelang.compile(_kernel(name, 1, True, n=28672, k=8192), target="cuda", arch="sm_90a").get_kernel_source()
    r = nvrtc.ptxas_report(src, "sm_90a")
    assert r.spill_stores == 0 and r.spill_loads == 0, r.log


def test_plan_for_hopper_hints_l2_where_one_row_of_tiles_covers_m():
    # each weight tile read by one block: evict_first; the activations every tile reads: evict_last
    for M in (1, 16, 32, 100, 128):
        cfg = plan(M, 8192, 8192, 128, wgmma=True)[1]
        assert M <= cfg["block_M"] and (cfg["weight_eviction"], cfg["activation_eviction"]) == \
            ("evict_first", "evict_last"), (M, cfg)
    for M, wgmma in ((4096, True), (300, True), (16, False), (128, False)):  # weights read again / no TMA plan
        cfg = plan(M, 8192, 8192, 128, wgmma=wgmma)[1]
        assert "weight_eviction" not in cfg and "activation_eviction" not in cfg, (M, cfg)


def test_plan_for_hopper_takes_wgmma_at_every_m():
    # up to M = 32: the decoded weight as wgmma's register operand, 16 / 32 activation rows as its N
    cfg = plan(16, 8192, 8192, 128, wgmma=True)[1]  # 128 weight-row tiles make no wave: 64-row tiles, K split
    assert cfg["b_wgmma"] and (cfg["block_M"], cfg["block_N"], cfg["block_K"], cfg["threads"]) == (16, 64, 256, 128)
    assert (cfg["split_k"], cfg["num_stages"]) == (4, 3) and plan(1, 8192, 8192, 128, wgmma=True)[1] == cfg
    cfg = plan(1, 28672, 8192, 128, wgmma=True)[1]  # 224 tiles of 128 rows: one wave, no split
    assert cfg["b_wgmma"] and (cfg["block_N"], cfg["split_k"]) == (128, 1)
    assert plan(1, 8192, 28672, 128, wgmma=True)[1]["split_k"] == 4
    cfg = plan(32, 8192, 8192, 128, wgmma=True)[1]  # M = 17-32: 128-row tiles, K split until they fill the SMs
    assert cfg["b_wgmma"] and (cfg["block_M"], cfg["block_N"], cfg["split_k"]) == (32, 128, 4)
    assert plan(17, 28672, 8192, 128, wgmma=True)[1] == dict(cfg, split_k=1)
    assert "b_wgmma" not in plan(16, 8192, 8192 + 128, 128, wgmma=True)[1]  # K not in 256-wide steps: mma.sync
    assert "b_wgmma" not in plan(32, 8192 + 64, 8192, 128, wgmma=True)[1]  # N not in 128-row tiles: mma.sync
    name, cfg = plan(4096, 8192, 8192, 128, wgmma=True)  # the decoded weight as wgmma's register operand
    assert name == "gemm" and cfg["b_wgmma"] and (cfg["block_M"], cfg["block_N"], cfg["num_stages"]) == (256, 128, 4)
    assert cfg["split_k"] == 1 and cfg["swizzle"] == 8 and cfg["threads"] == 256
    assert plan(256, 8192, 8192, 128, wgmma=True)[1]["split_k"] == 2  # 64 tiles -> 128 blocks
    cfg = plan(128, 8192, 8192, 128, wgmma=True)[1]  # 128 one-warpgroup tiles fill the SMs without a split
    assert cfg["b_wgmma"] and (cfg["block_N"], cfg["block_K"], cfg["threads"], cfg["split_k"]) == (64, 128, 128, 1)
    assert cfg["num_stages"] == 6 and cfg["warp_specialize"]  # (as many stages as shared memory holds)
    cfg = plan(128, 8192, 28672, 128, wgmma=True)[1]  # long K: two warpgroups, split twice, through a cluster
    assert cfg["b_wgmma"] and cfg["split_cluster"] and (cfg["block_N"], cfg["threads"], cfg["split_k"]) == (128, 256, 2)
    assert cfg["warp_specialize"] and cfg["num_stages"] == 3
    assert "split_cluster" not in plan(128, 4096, 16384, 128, wgmma=True)[1]  # (64 such blocks: half a wave)
    assert "split_cluster" not in plan(128, 8192, 28672, 128)[1]  # not built for sm_90a
    assert plan(128, 4096, 4096, 128, wgmma=True)[1]["split_k"] == 2  # 64 tiles: K split once
    cfg = plan(128, 28672, 8192, 128, wgmma=True)[1]  # more than a wave of those: 224 two-warpgroup tiles
    assert cfg["b_wgmma"] and (cfg["block_N"], cfg["block_K"], cfg["threads"], cfg["split_k"]) == (128, 128, 256, 1)
    assert cfg["num_stages"] == 4 and cfg["warp_specialize"]  # (a producer warp issues the copies)
    cfg = plan(128, 28672, 256, 128, wgmma=True)[1]  # two 128-wide steps: 64-wide ones, no producer warp
    assert (cfg["block_K"], cfg["num_stages"]) == (64, 4) and "warp_specialize" not in cfg
    cfg = plan(150, 512, 128, 64, wgmma=True, bits=3)[1]  # 3 bits' 128-wide steps: K = 128 is one, one stage --
    assert (cfg["block_K"], cfg["num_stages"]) == (128, 1) and "warp_specialize" not in cfg  # no producer warp
    cfg = plan(64, 8192, 8192, 128, wgmma=True)[1]  # up to M = 64 the decoded tile goes through shared memory
    assert cfg["b_shared"] and cfg["block_M"] == 64
    assert "b_shared" not in plan(4096, 8192, 8192, 128)[1]  # not built for sm_90a: mma.sync reads B from registers


def test_b_shared_gemm_lowered_for_sm90a_runs_wgmma_on_the_simulator():
    from tilelang.ops.lowbit_kernels import gemm_factory

    M, N, K, G = 128, 256, 256, 128
    a, qw, s16, _, ref = int4_problem(M, N, K, G, 3)
    for cfg in (dict(block_M=128, threads=128, num_stages=4), dict(block_M=128, threads=256, num_stages=2, split_k=2),
                dict(block_M=64, threads=128, num_stages=2)):
        f = gemm_factory(M, N, K, G, "int4", "float16", "float16", False, 0, True, block_N=128, block_K=64,
                         b_shared=True, **cfg)
        kernel = tilelang.compile(f, target="sim", arch="sm_90a")
        assert "wgmma" in {op.name for op in kernel.module.walk()} and "dequant_i4" in kernel.ir
        c = run_int4_gemm(kernel, a, qw, s16, N, cfg["block_M"], 128, cfg.get("split_k", 1))
        assert torch.isfinite(c).all() and rel_err(c, ref) < 1e-3


def test_the_packed_weight_tile_is_bank_conflict_free_and_both_copies_fill_it():
    # a warp reads word t (lane % 4) of rows lane / 4 of the tile at once: in the
    # swizzled tile the 32 lanes hit 32 banks (the plain permutation put 8 rows in one)
    from tilelang.ops.lowbit_kernels import gemm_factory, packed_tile_layout

    for cols in (64, 128, 256, 512):
        layout = packed_tile_layout(16, cols)
        for kb in range(cols // 32):
            banks = set()
            for lane in range(32):
                row, col = layout.forward(lane // 4, kb * 32 + lane % 4 * 2)  # a nibble of word t
                byte = row * cols // 2 + col // 2
                banks.add(byte // 4 % 32)
            assert len(banks) == 32, (cols, kb)
    # prepared (chunk copies through the swizzle) and raw (bytes assembled through the
    # inverse) weights fill it on the simulator, race-free
    M, N, K, G = 32, 128, 512, 128
    a, qw, s16, q, ref = int4_problem(M, N, K, G, 5)
    for prepared, weight in ((True, qw), (False, q)):
        f = gemm_factory(M, N, K, G, "int4", "float16", "float16", False, 0, prepared, block_M=32, block_N=64,
                         block_K=256, num_stages=2)
        kernel = tilelang.compile(f, target="sim")
        assert "dequant_i4" in kernel.ir
        c = run_int4_gemm(kernel, a, weight, s16, N, 32, 64)
        assert rel_err(c, ref) < 1e-3


def test_a_packed_copy_whose_layout_splits_bytes_without_an_inverse_is_refused():
    from tilelang.layout import Layout

    # nibble j of a row goes to column (5 j) % 32: bytes split, and no closed-form inverse
    scramble = Layout((8, 32), lambda i, j: (i, j * 5 % 32))

    @T.prim_func
    def main(A: T.Tensor((8, 32), "int4"), B: T.Tensor((8, 32), "float16")):
        with T.Kernel(1, threads=32) as bx:
            S = T.alloc_shared((8, 32), "int4")
            T.annotate_layout({S: scramble})
            T.copy(A, S)
            for i, j in T.Parallel(8, 32):
                B[i, j] = T.cast(S[i, j], "float16")

    with pytest.raises(tilelang.TileLangError, match="moves elements across bytes"):
        tilelang.lower(main)


def test_plan_for_hopper_takes_the_packed_gemv_at_m_1():
    """At M = 1 on sm_90a, where the packed gemv takes the format (``_packed_gemv``: the
    fewest rows a block it fits), the plan is its swizzled tile: 4 rows a block for a
    narrow weight (N up to 2048: 64-row gemm tiles cannot fill the SMs), 8 above, more
    where the format needs them (uint2's 16 codes a word, int1's 32); it computes the
    right product on the interpreter (small N, same tile) and builds without spills."""
    from tilelang.ops.lowbit_matmul import _packed_gemv

    gemv = ("gemv", dict(rows=4, block_K=1024, split_k=1, num_stages=4, threads=128, block_M=1, swizzle=True,
                         unroll_stages=True))
    assert plan(1, 1024, 4096, 128, wgmma=True, packed_gemv=4) == gemv  # (4 steps: one unrolled trip)
    assert plan(1, 2048, 2048, 128, wgmma=True, packed_gemv=4)[1]["num_stages"] == 2
    assert plan(1, 4096, 4096, 128, wgmma=True, packed_gemv=4)[1]["rows"] == 8
    assert plan(1, 1024, 4096, 128, wgmma=True, packed_gemv=16)[1]["rows"] == 16
    # from 8 steps the loop is unrolled by its stages; 2-bit weights from N = 4096, K = 8192 take 16 rows
    assert plan(1, 8192, 8192, 128, wgmma=True, packed_gemv=4)[1] == dict(gemv[1], rows=8, num_stages=3)
    assert "unroll_stages" not in plan(1, 4096, 6144, 128, wgmma=True, packed_gemv=4)[1]  # (6 steps: 2 trips of 3)
    assert plan(1, 28672, 8192, 128, wgmma=True, packed_gemv=8, bits=2)[1]["rows"] == 16
    assert plan(1, 4096, 4096, 128, wgmma=True, packed_gemv=8, bits=2)[1]["rows"] == 8
    assert plan(1, 28672, 8192, 128, wgmma=True, packed_gemv=4, bits=4)[1]["rows"] == 8
    for args, kw in (((1, 1024, 4096), {}), ((2, 1024, 4096), dict(packed_gemv=4)),
                     ((1, 1024, 1024), dict(packed_gemv=4)), ((1, 4100, 4096), dict(packed_gemv=4)),
                     ((1, 8192, 28672), dict(packed_gemv=4))):
        assert plan(*args, 128, wgmma=True, **kw)[0] == "gemm", (args, kw)
    assert plan(1, 1024, 4096, 128, packed_gemv=4)[0] == "gemm"  # (sm_80: not measured)
    assert _packed_gemv("int4", "float16", 128) == 4 and _packed_gemv("nf4", "float16", 128) == 4
    assert _packed_gemv("uint2", "float16", 128) == 8  # (16 codes a word: 2048-wide steps at 4 rows)
    assert _packed_gemv("int4", "bfloat16", 128) == 0 and _packed_gemv("ops_u3o4", "float16", 128) == 0
    q, s, _ = quantized("int4", 128, False, n=16, k=2048)
    a = randn((1, 2048), torch.float16, 5)
    c = int4_matmul(a, prepare_int4(q, s, group_size=128), config=gemv)
    assert rel_err(c, reference(a, q, s, None, 128, "int4")) < 1e-2
    pytest.importorskip("cuda.bindings")
    from tilelang.backends.cuda import nvrtc
    from tilelang.ops.lowbit_gemv import auto_gemv_factory

    func = auto_gemv_factory(1, 1024, 4096, 128, "int4", "float16", "float16", False, 0, True, **gemv[1])
    src = tilelang.compile(func, target="cuda", arch="sm_90a").get_kernel_source()
    r = nvrtc.ptxas_report(src, "sm_90a")
    assert r.spill_stores == 0 and r.spill_loads == 0, r.log


def test_the_hopper_plan_follows_tilelang_cuda_arch_set_after_the_first_call(monkeypatch):
    from tilelang.ops import choose

    monkeypatch.setenv("TILELANG_CUDA_ARCH", "sm_80")
    assert "b_wgmma" not in choose(4096, 8192, 8192, 128, "cuda")[1]
    monkeypatch.setenv("TILELANG_CUDA_ARCH", "sm_90a")
    assert choose(4096, 8192, 8192, 128, "cuda")[1]["b_wgmma"]
    assert "b_wgmma" not in choose(4096, 8192, 8192, 128, "cpu")[1]


def test_the_op_kernels_are_built_for_the_arch_of_each_call(monkeypatch):
    """The ops' kernel caches key on the arch: after TILELANG_CUDA_ARCH changes, the same
    problem gets a kernel built for the new arch, not the one built before."""
    pytest.importorskip("cuda.bindings")
    from tilelang.ops.lowbit_matmul import kernel_for

    built = {}
    for arch in ("sm_80", "sm_90a", "sm_80"):
        monkeypatch.setenv("TILELANG_CUDA_ARCH", arch)
        kernel = kernel_for("float16", 16, 256, 256, 128, "int4", "float16", False, True, "cuda")[1]
        assert kernel.cuda.arch == arch
        assert built.setdefault(arch, kernel) is kernel  # (and each arch's kernel is built once)
    body = {arch: k.get_kernel_source().split("__global__", 1)[1] for arch, k in built.items()}
    assert "wgmma" in body["sm_90a"] and "wgmma" not in body["sm_80"]  # (planned and lowered for each arch)


def test_warp_specialize_env_overrides_the_planned_producer_warp(monkeypatch):
    from tilelang.ops.lowbit_plan import choose

    monkeypatch.setenv("TILELANG_CUDA_ARCH", "sm_90a")
    planned = choose(128, 8192, 8192, 128, "cuda")
    assert planned[1].get("b_wgmma") and planned[1]["warp_specialize"]
    large = choose(4096, 8192, 8192, 128, "cuda")
    assert large[1].get("b_wgmma") and "warp_specialize" not in large[1]
    monkeypatch.setenv("TILELANG_WARP_SPECIALIZE", "0")
    without = choose(128, 8192, 8192, 128, "cuda")
    assert "warp_specialize" not in without[1] and dict(without[1], warp_specialize=True) == planned[1]
    monkeypatch.setenv("TILELANG_WARP_SPECIALIZE", "1")
    assert choose(128, 8192, 8192, 128, "cuda") == planned
    assert choose(4096, 8192, 8192, 128, "cuda") == ("gemm", dict(large[1], warp_specialize=True))
    assert "warp_specialize" not in choose(128, 8192, 8192, 128, "cpu")[1]  # (no wgmma plan there)
    forced = ("gemm", dict(without[1]))
    assert choose(128, 8192, 8192, 128, "cuda", forced) is forced


def test_pdl_env_sets_or_clears_the_gemms_early_launch(monkeypatch):
    from tilelang.ops.lowbit_plan import choose

    monkeypatch.setenv("TILELANG_CUDA_ARCH", "sm_90a")
    planned = choose(1, 4096, 4096, 128, "cuda")
    assert planned[1].get("b_wgmma") and "pdl" not in planned[1]  # (off by default)
    monkeypatch.setenv("TILELANG_PDL", "1")
    assert choose(1, 4096, 4096, 128, "cuda") == ("gemm", dict(planned[1], pdl=True))
    assert "pdl" not in choose(1, 4096, 4096, 128, "cpu")[1]  # (no wgmma plan there)
    monkeypatch.setenv("TILELANG_PDL", "0")
    assert choose(1, 4096, 4096, 128, "cuda") == planned
