"""The shared pair table of a 4-bit table format (``lowering/pair_table.py``,
``T.annotate_lookup_tables("shared")``): its entries are the register decode's, the
simulator reads it race-checked and conflict-free, the gemv gives the register decode's
bits, and the table's loop spends fewer ALU instructions (static SASS)."""

import numpy as np
import pytest
import torch

import tilelang
from tilelang.dtypes import get_dtype, lut_dtype
from tilelang.errors import TileLangError
from tilelang.lowering import word_decode as wd
from tilelang.lowering.pair_table import TABLE_WORDS, pair_entries, pair_table, table_values, uses_pair_table
from tilelang.ops import prepare
from tilelang.ops.lowbit_gemv import auto_gemv_factory
from tilelang.ops.lowbit_plan import plan

CODEBOOK = lut_dtype("pt_book", [(-1) ** i * (0.37 * i + 0.01 * i * i) for i in range(16)])


@pytest.mark.parametrize("fmt", ["nf4", CODEBOOK.name, "float4_e2m1fn"])
@pytest.mark.parametrize("out", ["float16", "bfloat16"])
def test_the_table_holds_the_register_decodes_pairs(fmt, out):
    fmt = get_dtype(fmt)
    words = np.random.default_rng(1).integers(0, 2 ** 32, 4000, dtype=np.int64)
    looked = table_values(pair_table(fmt, out)[pair_entries(words)], out)
    assert np.array_equal(looked, wd.values(wd.plan(fmt, out), words), equal_nan=True)


def test_the_entry_program_finds_each_pairs_codes_and_the_cuda_runs_it():
    """``ENTRY_PROGRAM`` (the simulator runs it with numpy) gives pair p the entry ``code p |
    code (p + 4) << 4``, and the CUDA decode writes that program instruction for instruction."""
    from tilelang.backends.cuda.word_decode import _statement, pair_table_decoder
    from tilelang.lowering.pair_table import ENTRY_PROGRAM

    words = np.random.default_rng(2).integers(0, 2 ** 32, 5000, dtype=np.int64)
    p = np.arange(4)
    want = (words[:, None] >> 4 * p) & 15 | ((words[:, None] >> (4 * p + 16)) & 15) << 4
    assert np.array_equal(pair_entries(words), want)

    class Gen:
        tables = {}

    body = Gen.tables[pair_table_decoder(Gen, get_dtype("nf4"), "float16")]
    assert all(_statement(ins) in body for ins in ENTRY_PROGRAM) and body.count("lop3.b32") == 2


def test_only_4_bit_formats_with_longer_register_plans_take_the_table():
    assert uses_pair_table(get_dtype("nf4"), "float16") and uses_pair_table(CODEBOOK, "bfloat16")
    assert uses_pair_table(get_dtype("float4_e2m1fn"), "float16")  # (19 instructions a word)
    for name in ("int4", "uint4", "uint2", "int8"):
        assert not uses_pair_table(get_dtype(name), "float16"), name
    with pytest.raises(ValueError, match="has no pair table"):
        pair_table(get_dtype("uint2"), "float16")


def _program(threads, fence=True, table_shape=TABLE_WORDS, fmt="nf4"):
    return f"""func {{sym_name = "lookup"}} (%W: tensor<[{threads}], uint32>, %Out: tensor<[{threads}, 8], float16>) {{
  %c0 = const {{value = 0}} : index
  %c1 = const {{value = 1}} : index
  %c8 = const {{value = 8}} : index
  kernel [%c1] {{threads = [{threads}]}} (%bx: index) {{
    %t = thread_idx {{dim = 0}} : index
    %tab = alloc_shared : shared<[{table_shape}], uint32>
    fill_pair_table %tab, %t {{format = "nf4", dtype = "float16", threads = {threads}}}
{"    barrier" if fence else ""}
    %w = load %W, [%t] : uint32
    %buf = alloc_local : local<[8], float16>
    dequant_word %buf, %c0, %w, [], %tab {{format = "{fmt}"}}
    for %c0, %c8, %c1, [] (%i: index) {{
      %v = load %buf, [%i] : float16
      store %Out, [%t, %i], %v
    }}
  }}
}}
"""


def test_the_ops_print_and_parse_back():
    text = str(tilelang.parse_ir(_program(64)))
    assert 'fill_pair_table %tab, %t {format = "nf4", dtype = "float16", threads = 64}' in text
    assert 'dequant_word %buf, %c0, %w, [], %tab {format = "nf4"}' in text
    assert str(tilelang.parse_ir(text)) == text


@pytest.mark.parametrize("change,match", [(dict(table_shape=4096), "table must be a shared uint32 buffer of 8192"),
                                          (dict(fmt="int4"), "int4 -> float16 has no pair table")])
def test_the_verifier_refuses_a_wrong_table(change, match):
    with pytest.raises(TileLangError, match=match):
        tilelang.parse_ir(_program(64, **change)).verify()


def test_the_simulator_reads_the_table_conflict_free_and_checks_its_barrier():
    threads = 96  # (3 warps: every thread fills some of the 512 items, some more than others)
    words = np.random.default_rng(3).integers(0, 2 ** 32, threads, dtype=np.int64)
    w = torch.from_numpy(words.astype(np.uint32).view(np.int32)).view(torch.uint32)
    kernel = tilelang.compile(tilelang.parse_ir(_program(threads)), out_idx=[-1], target="sim")
    with tilelang.bank_conflicts() as report:
        got = kernel(w).view(torch.int16).numpy().view(np.uint16)
    want = wd.run(wd.plan(get_dtype("nf4"), "float16"), words)
    assert np.array_equal(got, want)
    lookups = [r for r in report.worst(100) if r[1] == "dequant_word"]
    assert lookups and all(r[2] == 3 * 4 and r[3] == r[4] == r[2] for r in lookups), report  # 4 loads a word, a warp's
    # each one wavefront
    racy = tilelang.compile(tilelang.parse_ir(_program(threads, fence=False)), out_idx=[-1], target="sim")
    with pytest.raises(Exception, match="race"):
        racy(w)


def _gemv(lookup, N=64, K=512, G=128, fmt="nf4", **opts):
    opts = dict(dict(rows=16, block_K=256, split_k=1, num_stages=2, threads=64, block_M=1, swizzle=True), **opts)
    return auto_gemv_factory(1, N, K, G, fmt, "float16", "float16", False, 0, True, lookup_tables=lookup, **opts)


@pytest.mark.parametrize("fmt,unroll", [("nf4", False), ("nf4", True), ("float4_e2m1fn", False)])
def test_the_gemv_through_the_table_gives_the_register_decodes_bits(fmt, unroll):
    N, K, G = 64, 512, 128
    gen = torch.Generator().manual_seed(5)
    q, s = tilelang.quantize(torch.randn(N, K, generator=gen).half(), fmt, group_size=G)
    p = prepare(q, s, None, G, fmt)
    a = torch.randn(1, K, generator=gen).half()
    w = tilelang.dequantize(q, fmt, s, group_size=G, out_dtype="float64")
    outs = []
    for lookup in ("registers", "shared"):
        c = torch.zeros(1, N, dtype=torch.float16)
        tilelang.compile(_gemv(lookup, fmt=fmt, unroll_stages=unroll), target="sim")(a, p.qweight, p.scales,
                                                                                     p.scales, c)
        outs.append(c)
    ref = a.double() @ w.T
    assert ((outs[1].double() - ref).norm() / ref.norm()).item() < 3e-3
    assert torch.equal(outs[0], outs[1])


@pytest.mark.parametrize("arch", ["sm_80", "sm_90a"])
def test_a_tensor_core_gemm_decodes_its_mma_operand_through_the_table(arch):
    """Not only the gemv: any kernel that asks for shared tables gets them -- here a tiled
    nf4 gemm whose shared tile is cast into the mma B operand (``dequant_word`` into the
    operand's registers), on the simulator, bit-equal to the register decode."""
    from kernels import lowbit_tile_gemm

    M, N, K, G = 16, 64, 256, 64
    gen = torch.Generator().manual_seed(13)
    q, s = tilelang.quantize(torch.randn(N, K, generator=gen).half(), "nf4", group_size=G)
    a = torch.randn(M, K, generator=gen).half()
    w = tilelang.dequantize(q, "nf4", s, group_size=G, out_dtype="float64")
    outs = []
    for lookup in ("registers", "shared"):
        f = lowbit_tile_gemm(M, N, K, G, "nf4", permute=True, lookup_tables=lookup)
        if lookup == "shared":
            assert "fill_pair_table" in str(tilelang.lower(f, arch=arch))
        outs.append(tilelang.compile(f, out_idx=[-1], target="sim", arch=arch)(a, q, s))
    ref = a.double() @ w.T
    assert ((outs[1].double() - ref).norm() / ref.norm()).item() < 3e-3
    assert torch.equal(outs[0], outs[1])


@pytest.mark.parametrize("M,N,K", [(16, 28672, 8192), (32, 28672, 8192), (128, 8192, 28672)])
def test_the_planned_wgmma_gemms_decode_their_register_operand_through_the_table(M, N, K):
    """The plan's table gemms (the weight decoded into wgmma's register operand, sm_90a):
    M = 16's, M = 32's 64-row tiles, and M = 128's two warpgroups with a producer warp, K split in a cluster, at a
    small N and K: on the simulator, bit-equal to the register decode and within fp16
    tolerance of float64."""
    from tilelang.ops.lowbit_kernels import gemm_factory

    G = 128
    opts = dict(plan(M, N, K, G, wgmma=True, bits=4, packed_gemv=8, lookup=True)[1])
    assert opts.pop("lookup_tables") == "shared"
    N, K, split = 2 * opts["block_N"], 4 * opts["block_K"] * opts["split_k"], opts["split_k"]
    gen = torch.Generator().manual_seed(3)
    q, s = tilelang.quantize(torch.randn(N, K, generator=gen).half(), "nf4", group_size=G)
    p = prepare(q, s, None, G, "nf4")
    a = torch.randn(M, K, generator=gen).half()
    outs = []
    for lookup in ("registers", "shared"):
        kernel = tilelang.compile(gemm_factory(M, N, K, G, "nf4", "float16", "float16", False, 0, True,
                                               lookup_tables=lookup, **opts), target="sim", arch="sm_90a")
        c = torch.zeros(M, N, dtype=torch.float16)
        work = (torch.zeros(split, M, N), torch.zeros(1, N // opts["block_N"], dtype=torch.int32)) if split > 1 \
            else (torch.zeros(1, 1, 1), torch.zeros(1, 1, dtype=torch.int32))
        kernel(a, p.qweight, p.scales, p.scales, c, *work)
        outs.append(c)
    ref = a.double() @ tilelang.dequantize(q, "nf4", s, group_size=G, out_dtype="float64").T
    assert ((outs[1].double() - ref).norm() / ref.norm()).item() < 3e-3
    assert torch.equal(outs[0], outs[1])


def test_the_annotation_names_its_place():
    import tilelang.language as T

    with pytest.raises(TileLangError, match="place must be one of 'registers', 'shared', got 'global'") as e:
        @T.prim_func
        def k(A: T.Tensor((4,), "float16")):
            with T.Kernel(1, threads=32):
                T.annotate_lookup_tables("global")
                A[0] = A[1]
    assert 'T.annotate_lookup_tables("global")' in str(e.value)


def test_the_planner_takes_the_table_only_for_table_formats(monkeypatch):
    from tilelang.lowering.pair_table import table_pays
    from tilelang.ops.lowbit_matmul import planned_config

    monkeypatch.setenv("TILELANG_CUDA_ARCH", "sm_90a")

    assert table_pays(get_dtype("nf4"), "float16") and table_pays(CODEBOOK, "float16")
    assert not table_pays(get_dtype("float4_e2m1fn"), "float16") and not table_pays(get_dtype("int4"), "float16")
    for fmt, table in (("nf4", True), ("float4_e2m1fn", False)):
        for M in (1, 16, 128):
            opts = planned_config("float16", M, 28672, 8192, 128, fmt, True, "cuda")[1]
            assert (opts.get("lookup_tables") == "shared") == table, (fmt, M, opts)


def test_the_plan_takes_the_table_for_long_gemvs_of_table_formats():
    long = plan(1, 28672, 8192, 128, wgmma=True, bits=4, packed_gemv=8, lookup=True)
    assert long[0] == "gemv" and long[1]["lookup_tables"] == "shared" and long[1]["rows"] == 16
    short = plan(1, 4096, 4096, 128, wgmma=True, bits=4, packed_gemv=8, lookup=True)
    assert short[0] == "gemv" and "lookup_tables" not in short[1]
    assert "lookup_tables" not in plan(1, 28672, 8192, 128, wgmma=True, bits=4, packed_gemv=8)[1]
    with pytest.raises(ValueError, match="lookup_tables='shared' applies to the packed gemv"):
        auto_gemv_factory(1, 64, 512, 128, "nf4", "float16", "float16", False, 0, True, chain=0,
                          lookup_tables="shared")


@pytest.mark.parametrize("M,N,K,table", [(16, 28672, 8192, True), (2, 8192, 8192, True), (16, 4096, 4096, False),
                                         (32, 28672, 8192, True), (32, 4096, 4096, False), (64, 28672, 8192, False),
                                         (128, 8192, 8192, True), (128, 4096, 4096, True), (4096, 8192, 8192, True)])
def test_the_plan_takes_the_table_for_the_gemms_that_decode_into_wgmma_registers(M, N, K, table):
    """Where measured faster (``lowbit_plan._gemm_takes_table``): M up to 32 from K = 8192 (the
    32-row tile with half the weight rows beside the table), and from M = 128; not the decode
    into shared memory (M = 64); the table's 32 KiB cost pipeline stages where the tiles would
    not fit beside it."""
    from tilelang.ops.lowbit_plan import SHARED_BUDGET

    name, opts = plan(M, N, K, 128, wgmma=True, bits=4, packed_gemv=8, lookup=True)
    assert name == "gemm" and (opts.get("lookup_tables") == "shared") == table, opts
    plain = plan(M, N, K, 128, wgmma=True, bits=4, packed_gemv=8)[1]
    assert "lookup_tables" not in plain
    if table:
        bm, bn, bk = opts["block_M"], opts["block_N"], opts["block_K"]
        per_stage = bm * bk * 2 + bn * bk // 2 + 8 * max(1, bk // 128) * bn
        assert 32768 + opts["num_stages"] * per_stage <= SHARED_BUDGET
        assert opts["num_stages"] <= plain["num_stages"]
        assert opts["block_N"] == (64 if M == 32 else plain["block_N"]), (opts, plain)
    assert plan(128, 8192, 8192, 128, wgmma=True, bits=4, packed_gemv=8, lookup=True)[1]["num_stages"] == 5  # (6)


def test_the_tables_loop_spends_fewer_alu_instructions():
    """Static SASS of the planned nf4 gemv's loop (NVRTC + nvdisasm, no GPU): the prmt
    lookups' ALU work (PRMT / LOP3 / SHF ...) gives way to shared loads -- 650 -> 341 ALU
    instructions a loop at 28672 x 8192, 36 -> 156 LDS."""
    from tilelang.backends.cuda.sass import disassemble, hottest_loop, nvdisasm_path

    if nvdisasm_path() is None:
        pytest.skip("needs nvdisasm (pip install nvidia-cuda-nvdisasm)")
    alu_ops = ("LOP3", "PRMT", "SHF", "IADD3", "LEA", "ISETP", "SEL", "MOV")
    counts = {}
    for lookup in ("registers", "shared"):
        f = _gemv(lookup, N=28672, K=8192, rows=8, block_K=1024, num_stages=3, threads=128, unroll_stages=True)
        kernel = tilelang.compile(f, out_idx=None, target="cuda", arch="sm_90a")
        loop = [t.split()[0] for t in hottest_loop(disassemble(kernel.cuda.cubin))]
        counts[lookup] = (sum(op.startswith(alu_ops) for op in loop), sum(op.startswith("LDS") for op in loop))
    (alu_r, lds_r), (alu_s, lds_s) = counts["registers"], counts["shared"]
    assert alu_s <= 0.7 * alu_r and lds_s >= lds_r + 96, counts  # (24 words a step: 4 loads each)


@pytest.mark.gpu
@pytest.mark.parametrize("fmt", ["nf4", "float4_e2m1fn"])
@pytest.mark.parametrize("M", [1, 16, 128])
def test_the_planned_table_kernels_on_the_gpu_match_float64_and_the_register_decode(M, fmt):
    """The plan's table gemv (M = 1) and gemms (M = 16: the 16-row wgmma register operand;
    M = 128: two warpgroups and a producer warp) against float64, and bit for bit
    against the same kernel decoding in registers -- nf4 as planned, and a float format
    (whose register plan is longer than the table's, but faster) through the same kernels."""
    if not torch.cuda.is_available():
        pytest.skip("needs a CUDA GPU")
    from tilelang.ops import lowbit_matmul

    N, K, G = 4096, 8192, 128
    gen = torch.Generator().manual_seed(9)
    q, s = tilelang.quantize(torch.randn(N, K, generator=gen).half(), fmt, group_size=G)
    q, s = q.cuda(), s.cuda()
    p = prepare(q, s, None, G, fmt)
    a = torch.randn(M, K, generator=gen).half().cuda()
    name, opts = plan(M, N, K, G, wgmma=True, bits=4, packed_gemv=8, lookup=True)
    assert opts.get("lookup_tables") == "shared"
    c = torch.full((M, N), float("nan"), dtype=torch.float16, device="cuda")
    # nf4: the plan's own choice; float4_e2m1fn (not planned: slower than its registers) forced
    lowbit_matmul(a, p, out=c, config=None if fmt == "nf4" else (name, opts))
    regs = lowbit_matmul(a, p, config=(name, {k: v for k, v in opts.items() if k != "lookup_tables"}))
    w = tilelang.dequantize(q, fmt, s, group_size=G, out_dtype="float64")
    ref = a.double() @ w.T
    assert not c.isnan().any()
    assert ((c.double() - ref).norm() / ref.norm()).item() < 3e-3
    assert torch.equal(c, regs)
