"""The packed-pair gemv (``tilelang/ops/lowbit_gemv.py``): small-M products of every
single-tensor format with a word decode on the interpreter and the simulator against a
float64 reference (every element checked), its CUDA source on the packed path
(``T.fma`` chains of decoded float16 pairs, no shared staging), and its refusals."""

import numpy as np
import pytest
import torch

import tilelang
from interp_checks import randn, rel_err
from tilelang.ops import lowbit_matmul, prepare
from tilelang.ops.lowbit_gemv import GATHER_MAX_BYTES, auto_gemv_factory, gemv_layouts, packed_gemv_fits
from tilelang.ops.lowbit_kernels import word_format

N, K, G = 32, 512, 64
CFG = dict(rows=16, block_K=256, num_stages=2, threads=64)  # 4 lanes a row: whole 4-word blocks each


def _problem(wdtype, M, act, zero_point=False, seed=0):
    q = tilelang.quantize(randn((N, K), torch.float16, seed), wdtype, group_size=G, zero_point=zero_point)
    q, s, z = q[0], q[1], (q[2] if zero_point else None)
    a = randn((M, K), getattr(torch, act), 1000 + seed)
    w = tilelang.dequantize(q, wdtype, s, z, group_size=G, out_dtype="float64")
    return a, q, s, z, w


def _check(c, a, w, act, tol):
    """Relative error of the whole product, and every element inside ``tol`` of its scale
    (|a| @ |w|.T): an element left unwritten or summed from a wrong group fails."""
    ref = a.double() @ w.T
    assert c.dtype == a.dtype and c.shape == ref.shape
    assert rel_err(c, ref) < tol
    bound = a.double().abs() @ w.abs().T
    assert ((c.double() - ref).abs() <= tol * bound + 1e-6).all()


CASES = [(wd, M, act, split, target)
         for wd in ("uint2", "int2", "int4", "uint4", "float4_e2m1fn", "nf4")
         for M, act, split, target in ((1, "float16", 1, "cpu"), (3, "bfloat16", 2, "cpu"), (4, "float16", 2, "cpu"),
                                       (1, "bfloat16", 1, "sim"), (3, "float16", 2, "sim"))]


@pytest.mark.parametrize("wdtype,M,act,split,target", CASES, ids=[f"{c[0]}-M{c[1]}-{c[2][:2]}-s{c[3]}-{c[4]}"
                                                                   for c in CASES])
def test_the_packed_gemv_matches_the_float64_reference(wdtype, M, act, split, target):
    a, q, s, z, w = _problem(wdtype, M, act, seed=M + split)
    cfg = ("gemv", dict(CFG, split_k=split, block_M=M))
    assert packed_gemv_fits(wdtype, act, word_format(wdtype, act), CFG["rows"], CFG["block_K"], CFG["threads"], G)
    c = lowbit_matmul(a, prepare(q, s, z, G, wdtype), config=cfg, target=target)
    _check(c, a, w, act, 1e-2 if act == "bfloat16" else 3e-3)


@pytest.mark.parametrize("wdtype,group,zero_point,target", [("uint2", 64, False, "cpu"), ("uint2", 32, True, "cpu"),
                                                              ("int1", 32, True, "cpu"), ("nf4", 32, False, "cpu"),
                                                              ("uint2", 32, False, "sim")])
def test_the_float32_gemv_reads_a_prepared_weight_of_any_width(wdtype, group, zero_point, target):
    """``chain=0`` (the float32 gemv) on a prepared weight: A is permuted into the
    format's storage order and each column takes its logical column's group -- a 2-bit
    block spans 64 columns and a 1-bit one 128, wider than a group of 32 (the gemv once
    took int4's order for every format: uint2 came out with a relative error of 1.3)."""
    q = tilelang.quantize(randn((N, K), torch.float16, 5), wdtype, group_size=group, zero_point=zero_point)
    q, s, z = q[0], q[1], (q[2] if zero_point else None)
    a = randn((2, K), torch.float16, 1005)
    w = tilelang.dequantize(q, wdtype, s, z, group_size=group, out_dtype="float64")
    cfg = ("gemv", dict(rows=4, block_K=256, split_k=1, num_stages=2, threads=128, block_M=2, chain=0))
    _check(lowbit_matmul(a, prepare(q, s, z, group, wdtype), config=cfg, target=target), a, w, "float16", 3e-3)


@pytest.mark.parametrize("wdtype,zero_point", [("int4", True), ("uint2", False), ("uint4", True)])
def test_raw_weights_and_explicit_zeros(wdtype, zero_point):
    a, q, s, z, w = _problem(wdtype, 2, "float16", zero_point, seed=7)
    c = lowbit_matmul(a, q, s, z, group_size=G, dtype=wdtype, config=("gemv", dict(CFG, split_k=1, block_M=2)),
                      target="cpu")  # raw: the tile copy permutes the codes on the way
    _check(c, a, w, "float16", 3e-3)


@pytest.mark.parametrize("chain", [1, 2, 8])
def test_every_chain_length_gives_the_product(chain):
    a, q, s, z, w = _problem("uint2", 1, "float16", seed=chain)
    c = lowbit_matmul(a, prepare(q, s, z, G, "uint2"), target="cpu",
                      config=("gemv", dict(CFG, split_k=1, block_M=1, chain=chain)))
    _check(c, a, w, "float16", 3e-3)
    # a wrong scale group would show: the tolerance sees a rolled group of scales
    wrong = tilelang.dequantize(q, "uint2", torch.roll(s, 1, dims=1), None, group_size=G, out_dtype="float64")
    assert rel_err(a.double() @ wrong.T, a.double() @ w.T) > 5e-2


def _source(wdtype="uint2", act="float16", M=1, **over):
    opts = dict(rows=16, block_K=1024, split_k=1, num_stages=3, threads=128, block_M=M, **over)
    zero = {"uint2": 2, "uint4": 8}.get(wdtype, 0)
    f = auto_gemv_factory(M, 4096, 4096, 128, wdtype, act, "float16", False, zero, True, **opts)
    return tilelang.compile(f, out_idx=None, target="cuda", arch="sm_90a").get_kernel_source()


def _body(src):
    return src[src.index("__global__"):]  # (past the helpers' definitions)


def test_the_uint2_gemv_source_takes_the_packed_path():
    body = _body(_source())
    # float16 chains of 8 products a lane: per lane and chain, a multiply then 7 fmas; one
    # float32 fma per chain (both lanes summed first); the word decode with the zero folded
    muls = body.count("tl::mul(")
    assert muls >= 2 and body.count("tl_fma(") == 7 * muls and body.count("__fmaf_rn(") == muls // 2
    assert "tl_dw_uint2_minus2_f16(" in body and "_staged" not in body  # registers only
    assert "tl_fma(" not in _body(_source(chain=0))  # the float32 gemv: per-weight float math


def test_bfloat16_chains_are_short_and_formats_take_their_word_decodes():
    body = _body(_source(act="bfloat16"))
    muls = body.count("tl::mul(")  # chains of 2 products a lane, each lane flushed on its own
    assert muls >= 2 and body.count("tl_fma(") == muls and body.count("__fmaf_rn(") == muls
    assert "tl_dw_uint2_minus2_bf16(" in body
    assert "dequant_i4" in _body(_source("int4")) and "tl_dw_" in _body(_source("float4_e2m1fn"))


def test_the_layouts_cover_every_element_once():
    for n, chain in ((16, 8), (8, 4), (8, 2)):
        W, A, acc = gemv_layouts(16, 1024, 128, n, chain, 3)
        for frag in (W, A, acc):
            frag.check_coverage()
        # W: slot 2 p + lane of word t holds logical k = 32 (p // 4) + 8 (p % 4) + 2 t + lane
        k = np.arange(4 * n)
        slot = np.asarray(W.index_of(0, k)[0])
        p, lane, t = slot % n // 2, slot % 2, slot // n
        assert np.array_equal(k, 32 * (p // 4) + 8 * (p % 4) + 2 * t + lane)


@pytest.mark.parametrize("over,match", [
    (dict(chain=3), r"chain=3 asks for the packed gemv"),
    (dict(chain=8, wdtype="int4"), r"chain=8 asks for the packed gemv"),
    (dict(chain=4, rows=4), r"chain=4 asks for the packed gemv"),
])
def test_bad_packed_options_are_refused(over, match):
    wdtype = over.pop("wdtype", "uint2")
    opts = dict(rows=16, block_K=1024, split_k=1, num_stages=3, threads=128, block_M=1)
    opts.update(over)
    with pytest.raises(ValueError, match=match):
        auto_gemv_factory(1, 4096, 4096, 128, wdtype, "float16", "float16", False, 0, True, **opts)


def test_the_uint2_gemv_spends_few_sass_instructions_per_weight():
    """Static SASS of the inner loop (NVRTC + nvdisasm, no GPU): the decode is one LOP3 and
    one HFMA2 per pair, the products packed HFMA2s -- about 2.4 instructions a weight
    (the float32 gemv: 11-19, the planned wgmma gemm: 3.0)."""
    from tilelang.backends.cuda.sass import disassemble, hottest_loop, nvdisasm_path

    if nvdisasm_path() is None:
        pytest.skip("needs nvdisasm (pip install nvidia-cuda-nvdisasm)")
    opts = dict(rows=32, block_K=1024, split_k=1, num_stages=3, threads=128, block_M=1)
    f = auto_gemv_factory(1, 28672, 8192, 128, "uint2", "float16", "float16", False, 2, True, **opts)
    loop = hottest_loop(disassemble(tilelang.compile(f, out_idx=None, target="cuda", arch="sm_90a").cuda.cubin))
    weights = 32 * 1024 // 128  # a thread's per step
    packed = sum(1 for t in loop if t.split()[0].startswith(("HFMA2", "HMUL2")))
    assert packed >= weights  # 128 decode fmas + 128 product pairs: the scalar form would be 2x
    assert len(loop) <= 2.7 * weights, f"{len(loop)} instructions for {weights} weights"


@pytest.mark.parametrize("wdtype", ["int4", "nf4"])
def test_a_row_swizzled_weight_tile_streams_by_cp_async(wdtype):
    """Fewer than 8 lanes a row (32 rows of 128 threads) XOR-swizzle the weight tile's 16-byte
    chunks by row pair (``weight_tile_layout``).  Its copy from the prepared weight moves
    whole chunks (``global_layout``'s row-periodic swizzle candidates); it used to read the
    weight a byte at a time (nf4 at 28672 x 8192: 1439 us against 61 with 16 rows, H200)."""
    opts = dict(rows=32, block_K=1024, split_k=1, num_stages=3, threads=128, block_M=1, swizzle=True)
    ir = str(tilelang.lower(auto_gemv_factory(1, 256, 2048, 128, wdtype, "float16", "float16", False, 0, True,
                                              **opts)))
    assert "cp_async %B_s" in ir and "packed_load %B," not in ir


@pytest.mark.parametrize("wdtype", ["int4", "uint2"])
@pytest.mark.parametrize("rows,block_K,threads", [(4, 1024, 128), (16, 256, 64)])  # (the plan's: one row a warp)
def test_swizzled_tiles_take_few_wavefronts(wdtype, rows, block_K, threads):
    """``swizzle=True`` on the simulator's bank model: A's 16-byte reads are conflict-free
    (its chunks XOR-swizzled by 128-byte segment, ``activation_tile_layout``; unswizzled,
    the lanes of a row fall in 1 or 2 of the 8 bank groups: 4-8 wavefronts a phase), and
    the weight words take at most 4 wavefronts a warp's read -- 32-bit reads of one offset
    in 16-byte chunks reach 8 banks at most; rows of 8 a warp are XOR-swizzled by row
    (``packed_tile_layout``), else 8.  Unswizzled, A's reads are over the ideal."""
    from tilelang.ops.lowbit_gemv import packed_gemv_factory

    block_K *= word_format(wdtype, "float16") // 8  # (whole blocks of 4 words for every lane)
    k = 2 * block_K
    q, s = tilelang.quantize(randn((N, k), torch.float16, 3), wdtype, group_size=G)[:2]
    w = tilelang.dequantize(q, wdtype, s, group_size=G, out_dtype="float64")
    a = randn((1, k), torch.float16, 4)
    p = prepare(q, s, None, G, wdtype)
    for swizzle, vector_words in ((True, False), (False, False), (True, True)):
        f = packed_gemv_factory(1, N, k, G, wdtype, "float16", "float16", False, {"uint2": 2}.get(wdtype, 0), True,
                                word_format(wdtype, "float16"), rows=rows, block_K=block_K, num_stages=2,
                                threads=threads, swizzle=swizzle)
        kernel = tilelang.compile(f, target="sim", vector_words=vector_words)
        c = torch.zeros(1, N, dtype=torch.float16)
        with tilelang.bank_conflicts() as report:
            kernel(a, p.qweight, p.scales, p.scales, c)
        _check(c, a, w, "float16", 3e-3)
        sites = report.worst(100)
        vec = [r for r in sites if r[1] == "vec_load"]
        words = [r for r in sites if r[1] == "packed_load"]
        assert vec and words
        if vector_words:  # a thread's block of 4 words in one 16-byte read, conflict-free
            assert sum(r[3] for r in words) == sum(r[4] for r in words), report
            assert sum(r[3] for r in vec) == sum(r[4] for r in vec), report
        elif swizzle:
            assert sum(r[3] for r in vec) == sum(r[4] for r in vec), report  # A: the ideal
            assert sum(r[3] for r in words) <= 4 * sum(r[2] for r in words), report
        else:
            assert sum(r[3] for r in vec) >= 2 * sum(r[4] for r in vec), report


@pytest.mark.parametrize("wdtype", ["int4", "uint2", "nf4"])
def test_vector_words_read_a_threads_block_of_words_at_once(wdtype):
    """The ``vector_words`` lowering (on by default): the word decode's consecutive words
    of a thread (a block of 4) come in one ``packed_load ... : vec<4, uint32>``, a quarter
    of the loads, the CUDA a 16-byte load; the product is unchanged (against float64)."""
    a, q, s, z, w = _problem(wdtype, 2, "float16", seed=5)
    opts = dict(CFG, split_k=1, block_M=2)
    f = auto_gemv_factory(2, N, K, G, wdtype, "float16", "float16", False, {"uint2": 2}.get(wdtype, 0), True, **opts)
    plain, vector = str(tilelang.lower(f, vector_words=False)), str(tilelang.lower(f, vector_words=True))
    assert ": vec<4, uint32>" in vector and ": vec<4, uint32>" not in plain
    src = tilelang.compile(f, target="cuda", arch="sm_90a", vector_words=True).get_kernel_source()
    assert "reinterpret_cast<const tl::vec<unsigned, 4>*>" in src
    p = prepare(q, s, z, G, wdtype)
    requests = []
    for on in (False, True):
        c = torch.zeros(2, N, dtype=torch.float16)
        with tilelang.bank_conflicts() as report:
            tilelang.compile(f, target="sim", vector_words=on)(a, p.qweight, p.scales, p.scales, c)
        _check(c, a, w, "float16", 3e-3)
        requests.append(sum(r[2] for r in report.worst(100) if r[1] == "packed_load"))
    assert requests[0] == 4 * requests[1] > 0, requests  # (warp requests for the weight words)


@pytest.mark.parametrize("wdtype,M,swizzle,target,unroll", [("uint4", 1, True, "cpu", False),
                                                            ("int4", 2, False, "cpu", False),
                                                            ("uint2", 1, True, "sim", False),
                                                            ("uint4", 3, False, "sim", False),
                                                            ("uint4", 1, True, "sim", True)])
def test_the_gather_gemv_reads_a_through_perm(wdtype, M, swizzle, target, unroll):
    """``gather=True`` (an act-order weight): column j of the weight multiplies A's column
    perm[j] -- the block stores A's row k at Inv[k] of its shared tile (``Inv`` the inverse
    of perm, int16), once, at its first step (with ``unroll_stages``, in the first copy of
    the body only).  Against the float64 product of A's gathered columns; reading A
    straight would be the product of another matrix (checked to be far off)."""
    from tilelang.ops.lowbit_gemv import packed_gemv_factory

    zp = wdtype == "uint4"
    a, q, s, z, w = _problem(wdtype, M, "float16", zero_point=zp, seed=11)
    p = prepare(q, s, z, G, wdtype)
    perm = torch.randperm(K, generator=torch.Generator().manual_seed(M))
    inv = torch.empty_like(perm)
    inv[perm] = torch.arange(K)
    f = packed_gemv_factory(M, N, K, G, wdtype, "float16", "float16", zp, {"uint2": 2}.get(wdtype, 0), True,
                            word_format(wdtype, "float16"), rows=16, block_K=256, num_stages=2, threads=64,
                            block_M=M, swizzle=swizzle, gather=True, unroll_stages=unroll)
    c = torch.zeros(M, N, dtype=torch.float16)
    zeros = p.scales if p.zeros is None else p.zeros
    tilelang.compile(f, target=target)(a, p.qweight, p.scales, zeros, c, inv.to(torch.int16))
    gathered = a[:, perm]
    _check(c, gathered, w, "float16", 3e-3)
    assert rel_err(gathered.double() @ w.T, a.double() @ w.T) > 0.5


@pytest.mark.parametrize("over,match", [(dict(K=GATHER_MAX_BYTES), r"holds a block's 1 rows of A \(\d+ values each\)"),
                                        (dict(split_k=2), r"one split \(split_k=2\)")])
def test_the_gather_gemv_refuses_what_its_shared_tile_cannot_hold(over, match):
    from tilelang.ops.lowbit_gemv import packed_gemv_factory

    opts = dict(K=4096, split_k=1)
    opts.update(over)
    with pytest.raises(ValueError, match=match):
        packed_gemv_factory(1, 64, opts["K"], 128, "int4", "float16", "float16", False, 0, True, 8, rows=16,
                            block_K=1024, split_k=opts["split_k"], gather=True)


@pytest.mark.parametrize("wdtype,stages,split,target,chain", [("uint2", 2, 1, "cpu", None), ("int4", 3, 1, "sim", None),
                                                              ("nf4", 2, 2, "sim", None), ("uint2", 3, 2, "cpu", None),
                                                              ("int4", 3, 1, "sim", 0)])
def test_the_gemv_unrolled_by_its_stages_matches_the_float64_reference(wdtype, stages, split, target, chain):
    """``unroll_stages=True`` (the plan's from 8 steps): 2 or 4 steps a block, a trip count
    that is and is not a multiple of the stages (the later copies under a guard); the
    float32 gemv (``chain=0``) takes it too."""
    a, q, s, z, w = _problem(wdtype, 1, "float16", seed=7 + stages)
    cfg = ("gemv", dict(CFG, num_stages=stages, split_k=split, block_M=1, unroll_stages=True, swizzle=chain is None,
                        chain=chain))
    c = lowbit_matmul(a, prepare(q, s, z, G, wdtype), config=cfg, target=target)
    _check(c, a, w, "float16", 3e-3)


def test_unrolled_by_its_stages_the_gemv_spends_fewer_instructions_a_step():
    """Static SASS (no GPU): the plan's uint2 tile at 28672 x 8192, its loop unrolled by its 3
    stages, spends at most 85% of the carried-stage loop's instructions a step (measured
    169 against 219: each stage's shared reads a register plus a constant)."""
    from tilelang.backends.cuda.sass import disassemble, hottest_loop, nvdisasm_path

    if nvdisasm_path() is None:
        pytest.skip("needs nvdisasm (pip install nvidia-cuda-nvdisasm)")
    opts = dict(rows=8, block_K=1024, split_k=1, num_stages=3, threads=128, block_M=1, swizzle=True)
    per_step = []
    for unroll in (False, True):
        f = auto_gemv_factory(1, 28672, 8192, 128, "uint2", "float16", "float16", False, 2, True,
                              unroll_stages=unroll, **opts)
        loop = hottest_loop(disassemble(tilelang.compile(f, out_idx=None, target="cuda", arch="sm_90a").cuda.cubin))
        per_step.append(len(loop) / (3 if unroll else 1))
    assert per_step[1] <= 0.85 * per_step[0], per_step


def test_a_lookup_decodes_tables_stay_in_vector_registers():
    """nf4's table decode (``prmt`` over constant tables): ptxas copied each table word from
    a uniform register into a vector one before every lookup (one IMAD.U32 each: 209 of the
    planned gemv's 1142 loop instructions); ``tl_vreg`` keeps them in vector registers
    (static SASS, no GPU: 24 IMADs of 949)."""
    from tilelang.backends.cuda.sass import disassemble, hottest_loop, nvdisasm_path

    if nvdisasm_path() is None:
        pytest.skip("needs nvdisasm (pip install nvidia-cuda-nvdisasm)")
    opts = dict(rows=8, block_K=1024, split_k=1, num_stages=3, threads=128, block_M=1, swizzle=True,
                unroll_stages=True)
    f = auto_gemv_factory(1, 8192, 8192, 128, "nf4", "float16", "float16", False, 0, True, **opts)
    kernel = tilelang.compile(f, out_idx=None, target="cuda", arch="sm_90a")
    assert "tl_vreg(0x" in kernel.cuda.source
    loop = hottest_loop(disassemble(kernel.cuda.cubin))
    imads = sum(1 for t in loop if t.split()[0].startswith("IMAD"))
    assert imads <= 0.05 * len(loop), (imads, len(loop))
