"""TMA tile loads (sm_90): which copies take them, the mbarrier phases the pipeline
gives their waits, the simulator's model of both, the CUDA they become, and the GPU.

The simulator lands a TMA's data only when a thread waits for the phase it
completes, so a wait with the wrong parity, a missing wait or a phase nobody armed
shows up on the CPU as a stale read or a hang report."""

import functools
from types import SimpleNamespace

import numpy as np
import pytest
import torch

import tilelang
from tilelang.layout import make_padded, make_panel_swizzle, make_row_major, make_swizzle
from tilelang.lowering.passes import run_pipeline
from tilelang.lowering.tile_lowering.tma import tma_tiling
from tilelang.ops.lowbit_kernels import packed_tile_layout

from int4_kit import int4_problem, run_int4_gemm
from interp_checks import rel_err
from kernels import gemm
from test_wgmma import op_names

matmul_nt = functools.partial(gemm, out_dtype="float32", trans_B=True)  # C = A @ B.T (float32 C); trans_B=False: A @ B


def test_tma_tiling_recognizes_the_layouts_tma_writes():
    assert tma_tiling(None, (64, 64), 16) == (0, 64)  # row-major, 128-byte rows, no swizzle
    assert tma_tiling(make_row_major(64, 32), (64, 32), 16) == (0, 32)
    for swizzle in (128, 64, 32):
        cols = swizzle // 2
        assert tma_tiling(make_swizzle(64, cols, 16, swizzle), (64, cols), 16) == (swizzle, cols)
    assert tma_tiling(make_swizzle(64, 64, 8, 64), (64, 64), 8) == (64, 64)  # one byte per element
    assert tma_tiling(make_panel_swizzle(64, 256, 16), (64, 256), 16) == (128, 64)  # four 128-byte panels
    # packed int4: the weight tile's chunk swizzle (bytes), but not its dequant permutation
    assert tma_tiling(make_swizzle(128, 256, 4, 128), (128, 256), 4) == (128, 256)
    assert tma_tiling(packed_tile_layout(128, 256), (128, 256), 4) is None
    # what TMA cannot write: two swizzled segments per row, padded rows, a 1-row box past 256 rows
    assert tma_tiling(make_swizzle(64, 128, 16, 128), (64, 128), 16) is None
    assert tma_tiling(make_padded(64, 64, 8), (64, 64), 16) is None
    assert tma_tiling(None, (512, 64), 16) is None


def _loop(module):
    return next(op for op in module.walk() if op.name == "for" and any(o.name == "wgmma" for o in op.walk()))


def test_pipelined_copies_become_tma_loads_on_staged_mbarriers(monkeypatch):
    module = run_pipeline(matmul_nt(128, 128, 640, 128, 64, 64, 4, 128, trans_B=False).module.clone(),
                          arch="sm_90a")
    loads = [op for op in module.walk() if op.name == "tma_load"]
    assert {(op.src.name, tuple(op.box), op.swizzle, op.panels) for op in loads} == \
        {("A", (128, 64), 128, 1), ("B", (64, 64), 128, 1)}  # B (k, n) in one 128-byte panel
    bars = [op.result.type.shape for op in module.walk() if op.name == "alloc_shared"
            and op.result.type.dtype.name == "uint64"]
    assert bars == [(4,), (4,)]  # one mbarrier per stage and copy
    assert "cp_async" not in op_names(module) and "fence_proxy_async" not in op_names(module)  # wgmma reads TMA data
    waits = [op for op in _loop(module).walk() if op.name == "mbarrier_wait"]
    assert len(waits) == 2 and all(w.phase is not None for w in waits)
    # thread 0 issues each copy: the run-ahead's guard joins that condition
    issue = [op for op in _loop(module).body.ops if op.name == "if" and op.then_region.ops[-1].name == "tma_load"]
    assert len(issue) == 2 and all(op.cond.owner.name == "and" for op in issue)
    monkeypatch.setenv("TILELANG_TMA", "0")
    plain = run_pipeline(matmul_nt(128, 128, 640, 128, 64, 64, 4, 128).module.clone(), arch="sm_90a")
    assert "tma_load" not in op_names(plain) and "cp_async" in op_names(plain)
    monkeypatch.delenv("TILELANG_TMA")
    small = run_pipeline(matmul_nt(128, 128, 640, 64, 64, 32, 4, 128).module.clone(), arch="sm_90a")
    assert "tma_load" not in op_names(small)  # 4 KB tiles: 32 bytes per thread stay on cp.async
    for arch in (None, "sm_80"):  # no TMA before Hopper
        monkeypatch.delenv("TILELANG_TMA", raising=False)
        assert "tma_load" not in op_names(run_pipeline(matmul_nt(128, 128, 640, 128, 64, 64, 4, 128).module.clone(),
                                                       arch=arch))


@pytest.mark.parametrize("shape, cfg, trans_b", [
    ((128, 64, 640), (64, 64, 64, 3, 128), True),     # 10 trips over 3 stages: parities flip every 3
    ((200, 72, 640), (128, 64, 64, 4, 128), True),    # ragged M and N: TMA zero-fills outside; 1 group in flight
    ((128, 128, 576), (64, 128, 64, 5, 128), False),  # B (k, n), 2 groups in flight, an odd trip count
    ((64, 64, 512), (64, 64, 128, 2, 128), True),     # 256-byte rows: two panels per copy
])
def test_tma_pipelines_match_float64_on_the_simulator(shape, cfg, trans_b):
    M, N, K = shape
    kernel = tilelang.compile(matmul_nt(M, N, K, *cfg, trans_B=trans_b), out_idx=[-1], target="sim", arch="sm_90a")
    assert "tma_load" in op_names(kernel.module)
    g = torch.Generator().manual_seed(M + N + K)
    a = torch.randn(M, K, generator=g).half()
    b = torch.randn(*((N, K) if trans_b else (K, N)), generator=g).half()
    ref = a.double() @ (b.double().T if trans_b else b.double())
    c = kernel(a, b)
    assert torch.isfinite(c).all() and ((c.double() - ref).norm() / ref.norm()).item() < 1e-5


def _sim(module, M, N, K):
    from tilelang.backends.sim import run_module

    a, b = np.ones((M, K), np.float16), np.ones((N, K), np.float16)
    run_module(module, SimpleNamespace(values=[a, b, np.zeros((M, N), np.float32)], symbols={}))


def _lowered(M=64, N=64, K=512, stages=3):
    return run_pipeline(matmul_nt(M, N, K, 64, 64, 64, stages, 128).module.clone(), arch="sm_90a")


def test_a_wait_for_the_wrong_phase_reads_stale_data():
    from tilelang.lowering.ir import ops as O
    from tilelang.lowering.ir.core import Value
    from tilelang.lowering.ir.types import INDEX

    module = _lowered()
    wait = next(op for op in _loop(module).walk() if op.name == "mbarrier_wait")
    one = Value(INDEX)
    _loop(module).body.ops.insert(0, O.ConstOp(value=1, results=[one]))
    wait.phase = one  # parity 1 first: "the phase before the first", done at once
    with pytest.raises(tilelang.TileLangError, match="stale read.*tma_load"):
        _sim(module, 64, 64, 512)


def test_a_missing_wait_reads_stale_data_and_an_unarmed_phase_would_hang():
    module = _lowered()
    body = _loop(module).body
    body.ops = [op for op in body.ops if op.name != "mbarrier_wait"]
    with pytest.raises(tilelang.TileLangError, match="stale read.*tma_load.*mbarrier_wait"):
        _sim(module, 64, 64, 512)
    module = _lowered()
    parent = next(r for op in module.walk() for r in op.regions() if any(o is _loop(module) for o in r.ops))
    first = next(op for op in parent.ops if op.name == "if" and op.then_region.ops[-1].name == "tma_load")
    parent.ops.remove(first)  # stage 0 of A never armed
    with pytest.raises(tilelang.TileLangError, match="no tma_load has armed.*wait forever"):
        _sim(module, 64, 64, 512)


def test_the_cuda_source_passes_tensor_maps_and_issues_tma():
    pytest.importorskip("cuda.bindings")
    from tilelang.backends.cuda.build import build

    built = build(matmul_nt(256, 256, 256, 128, 256, 64, 4, 256, trans_B=False).module.clone(), arch="sm_90a",
                  use_cache=False)
    params = {p["name"]: p for p in built.launch_desc["kernels"][0]["params"] if p["kind"] == "tmap"}
    assert {(p["index"], tuple(p["box"]), p["swizzle"]) for p in params.values()} == \
        {(0, (128, 64), 128), (1, (64, 64), 128)}  # B (k, n): 4 panels of 64 columns per copy
    src = built.source
    assert "const __grid_constant__ tl::TensorMap A_tmap" in src and "tl::mbar_wait(" in src
    assert src.count("tl::tma_load(") >= 5 and "tl::cp_async<" not in src.split('extern "C"')[1]
    assert len(built.cubin) > 0


def _on_hopper():
    return torch.cuda.is_available() and torch.cuda.get_device_capability() == (9, 0)


@pytest.mark.gpu
@pytest.mark.skipif(not _on_hopper(), reason="needs an sm_90 GPU (H100 / H200)")
@pytest.mark.parametrize("shape, cfg, trans_b, dtype", [
    ((256, 256, 640), (64, 64, 64, 3, 128), True, "float16"),
    ((200, 72, 640), (128, 64, 64, 4, 128), True, "bfloat16"),
    ((1000, 600, 1088), (128, 256, 64, 4, 256), False, "float16"),
    ((256, 128, 576), (64, 128, 64, 5, 128), False, "float16"),
    ((128, 128, 512), (64, 64, 128, 2, 128), True, "float16"),
])
def test_tma_gemms_on_the_gpu_match_float64(shape, cfg, trans_b, dtype):
    M, N, K = shape
    kernel = tilelang.compile(matmul_nt(M, N, K, *cfg, trans_B=trans_b, dtype=dtype), out_idx=[-1], target="cuda")
    assert "tl::tma_load(" in kernel.get_kernel_source()
    tdt = getattr(torch, dtype)
    g = torch.Generator(device="cuda").manual_seed(M + N + K)
    ref = None
    for _ in range(3):  # fresh tensors (new addresses: new tensor maps), and a race would move the result
        a = torch.randn(M, K, device="cuda", generator=g).to(tdt)
        b = torch.randn(*((N, K) if trans_b else (K, N)), device="cuda", generator=g).to(tdt)
        ref = a.double() @ (b.double().T if trans_b else b.double())
        c = kernel(a, b)
        assert torch.isfinite(c).all() and ((c.double() - ref).norm() / ref.norm()).item() < 1e-5


def test_mma_sync_fragment_prefetch_waits_for_the_next_tma_stage(monkeypatch):
    # prefetch-fragments loads the next stage's first fragments in the last k-step: with
    # TMA stages it waits for that stage's phase there, guarded (the last iteration has
    # no next stage, whose phase nobody arms); the simulator checks both
    monkeypatch.setenv("TILELANG_WGMMA", "0")
    M, N, K = 128, 256, 384
    kernel = tilelang.compile(matmul_nt(M, N, K, 128, 128, 64, 3, 256), out_idx=[-1], target="sim", arch="sm_90a")
    loop = next(op for op in kernel.module.walk() if op.name == "for" and any(o.name == "mma" for o in op.walk()))
    assert "tma_load" in op_names(kernel.module) and "wgmma" not in op_names(kernel.module)
    assert any(op.name == "alloc_local" and (op.result.name or "").endswith("_next") for op in kernel.module.walk())
    guarded = [op for op in loop.body.ops if op.name == "if" and op.then_region.ops
               and all(o.name == "mbarrier_wait" for o in op.then_region.ops)]
    assert len(guarded) == 1 and len(guarded[0].then_region.ops) == 2
    g = torch.Generator().manual_seed(5)
    a, b = torch.randn(M, K, generator=g).half(), torch.randn(N, K, generator=g).half()
    ref = a.double() @ b.double().T
    c = kernel(a, b)
    assert ((c.double() - ref).norm() / ref.norm()).item() < 1e-5


def test_the_prepared_int4_weight_tile_goes_by_tma_as_bytes():
    # the small-M plan for large weights: 128 x 256 int4 tiles (16 KB, 128 bytes per
    # thread); storage_tile_copy takes the layouts off and the box counts bytes, its
    # 16-byte chunk swizzle being TMA's 128-byte one
    from tilelang.ops.lowbit_kernels import gemm_factory

    M, N, K, G = 3, 256, 1024, 128
    cfg = dict(block_M=16, block_N=128, block_K=256, num_stages=2, threads=128, split_k=2)
    f = gemm_factory(M, N, K, G, "int4", "float16", "float16", False, 0, True, **cfg)
    kernel = tilelang.compile(f, target="sim", arch="sm_90a")
    loads = [op for op in kernel.module.walk() if op.name == "tma_load"]
    assert {(op.dst.name, tuple(op.box), op.swizzle) for op in loads} == {("B_s", (128, 128), 128)}
    a, qw, s16, _, ref = int4_problem(M, N, K, G, 11)
    c = run_int4_gemm(kernel, a, qw, s16, N, 16, 128, 2)
    assert torch.isfinite(c).all() and rel_err(c, ref) < 1e-3


def test_eviction_policies_ride_on_the_tma_loads():
    # T.copy(eviction_policy=...) -> the copy's attribute -> its TMA loads' -> the CUDA
    # cache hint; the IR prints and parses back with it, the results do not move, and a
    # copy that stays on cp.async (the scales' row) takes no hint
    from tilelang.backends.cuda.module_source import generate
    from tilelang.lowering.ir.parser import parse_ir
    from tilelang.lowering.ir.printer import print_module
    from tilelang.ops.lowbit_kernels import gemm_factory

    M, N, K, G = 16, 256, 1024, 128
    cfg = dict(block_M=16, block_N=64, block_K=256, num_stages=2, threads=128, split_k=2, b_wgmma=True)
    hints = dict(weight_eviction="evict_first", activation_eviction="evict_last")
    hinted, plain = (gemm_factory(M, N, K, G, "int4", "float16", "float16", False, 0, True, **cfg, **h)
                     for h in (hints, {}))
    copies = {op.src.name: op.eviction for op in hinted.module.walk() if op.name == "copy"}
    assert copies == {"A": "evict_last", "B": "evict_first", "Scales": "evict_first"}
    lowered = run_pipeline(hinted.module.clone(), arch="sm_90a")
    loads = {op.src.name: op.eviction for op in lowered.walk() if op.name == "tma_load"}
    assert loads == {"A": "evict_last", "B": "evict_first"}
    text = print_module(lowered)
    assert "eviction = evict_first" in text and print_module(parse_ir(text)) == text
    src = generate(lowered, line_directives=False)
    src = src[0] if isinstance(src, tuple) else src
    calls = [line.strip().split("(")[0] for line in src.splitlines()
             if "tl::tma_load" in line or "tl::cp_async<" in line]
    assert set(calls) == {"tl::tma_load<2>", "tl::tma_load<1>", "tl::cp_async<16>"}, set(calls)
    plain_src = generate(run_pipeline(plain.module.clone(), arch="sm_90a"), line_directives=False)
    assert "tl::tma_load<" not in (plain_src[0] if isinstance(plain_src, tuple) else plain_src)
    a, qw, s16, _, ref = int4_problem(M, N, K, G, 12)
    outs = [run_int4_gemm(tilelang.compile(f, target="sim", arch="sm_90a"), a, qw, s16, N, 16, 64, 2)
            for f in (hinted, plain)]
    assert torch.equal(outs[0], outs[1]) and rel_err(outs[0], ref) < 1e-3


def test_a_thread_that_reads_without_its_own_wait_is_caught():
    # the first 64 threads wait (their waits land the phase), the others read anyway
    from tilelang.lowering.ir import ops as O
    from tilelang.lowering.ir.core import Region, Value
    from tilelang.lowering.ir.types import INDEX, ScalarType
    from tilelang.dtypes import bool_

    module = _lowered()
    tid = next(op.result for op in module.walk() if op.name == "thread_idx")
    body = _loop(module).body
    half, cond = Value(INDEX), Value(ScalarType(bool_))
    prefix = [O.ConstOp(value=64, results=[half]), O.LtOp(lhs=tid, rhs=half, results=[cond])]
    ops = []
    for op in body.ops:
        ops.append(O.IfOp(cond=cond, then_region=Region([], [op]), else_region=Region()) if op.name == "mbarrier_wait"
                   else op)
    body.ops = prefix + ops
    with pytest.raises(tilelang.TileLangError, match="thread 64 .*before it waited for phase 0"):
        _sim(module, 64, 64, 512)


def _runs_kernel(S, run, swizzled, copied=4, heads=4, D=64, steps=3):
    """Each step copies ``copied`` runs of ``run`` tokens (token rows t0.., one kv head a
    run: X[0, t0:t0 + run, h, :]) into rows ``h run`` of a shared tile of ``heads`` runs
    (row-major, or ``swizzled`` by TMA's 128-byte pattern), and writes the tile back out
    -- decode attention's several kv heads a block."""
    import tilelang.language as T
    from tilelang.layout import make_swizzle

    rows, runs_of = heads * run, tuple(range(copied))

    @T.prim_func
    def runs(X: T.Tensor((1, S, heads, D), "float16"), Y: T.Tensor((steps, rows, D), "float16")):
        with T.Kernel(1, threads=64):
            X_s = T.alloc_shared((rows, D), "float16")
            if swizzled:
                T.annotate_layout({X_s: make_swizzle(rows, D, 16, 128)})
            for k in T.Pipelined(steps, num_stages=2):
                for h in runs_of:  # (a tuple: unrolled as it traces, each copy directly in the pipelined loop)
                    T.copy(X[0, k * run:k * run + run, h, 0:D], X_s[h * run:h * run + run, :])
                T.copy(X_s, Y[k, :, :])

    return runs


def test_runs_of_whole_rows_go_by_tma_where_the_swizzle_starts_over():
    # copies into runs of a shared tile's whole rows that together fill it are one TMA each
    # where every run starts on a swizzle atom (8 x 128 bytes for the 128-byte swizzle; 128
    # bytes for row-major rows), one panel wide -- else cp.async, as for a run that leaves
    # rows unwritten; they land as the whole tile's layout has them (the simulator checks
    # the alignment and swizzles by address; ``tma``: the runs that go so -- rows 0 and 24 of 12s)
    S, steps = 96, 3
    x = torch.randn(1, S, 4, 64).half()
    for run, swizzled, copied, tma in ((16, False, 4, 4), (16, True, 4, 4), (12, False, 4, 4), (12, True, 4, 2),
                                       (16, False, 3, 0)):
        kernel = tilelang.compile(_runs_kernel(S, run, swizzled, copied, steps=steps), target="sim", arch="sm_90a")
        loads = [op for op in kernel.module.walk() if op.name == "tma_load"]
        assert {op.swizzle for op in loads} == ({128 if swizzled else 0} if tma else set()), (run, swizzled)
        assert len(loads) == 2 * tma and (tma == copied or "cp_async" in op_names(kernel.module))  # (2: + prologue)
        y = torch.full((steps, 4 * run, 64), float("nan")).half()
        kernel(x, y)
        for k in range(steps):
            want = x[0, k * run:(k + 1) * run, :copied].permute(1, 0, 2).reshape(copied * run, 64)
            assert torch.equal(y[k, :copied * run], want), (run, swizzled, k)
