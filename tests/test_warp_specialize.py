"""``T.Pipelined(..., warp_specialize=True)``: a producer warp issues the loop's TMA
copies, the other threads compute; stages handed over on full / empty mbarriers.

The IR the pass builds (text checks), the simulator running both roles in turns
(results against float64, a missing release reported as a hang, a release before
the reads as a race), the CUDA it becomes, and the errors of what it cannot take."""

import functools
import importlib
import sys
from pathlib import Path
from types import SimpleNamespace

import numpy as np
import pytest
import torch

import tilelang
import tilelang.language as T
from tilelang.backends.sim import run_module
from tilelang.lowering.passes import run_pipeline
from tilelang.ops.lowbit_kernels import gemm_factory

from int4_kit import int4_problem, run_int4_gemm
from interp_checks import rel_err
from irchecks import check_ir, round_trip
from kernels import gemm


# C = A @ B.T (fp16, float32 accumulators and C) with a warp-specialized k-loop
matmul_ws = functools.partial(gemm, out_dtype="float32", trans_B=True, warp_specialize=True)


def partial_a_ws(M, N, K, bm, bn, bk, stages, threads):
    """``matmul_ws`` with A copied into part of its tile's columns: not a TMA (an error; a
    run of whole rows would be one)."""

    @T.prim_func
    def main(A: T.Tensor((M, K), "float16"), B: T.Tensor((N, K), "float16"), C: T.Tensor((M, N), "float32")):
        with T.Kernel(T.ceildiv(N, bn), T.ceildiv(M, bm), threads=threads) as (bx, by):
            A_s = T.alloc_shared((bm, bk), "float16")
            B_s = T.alloc_shared((bn, bk), "float16")
            C_l = T.alloc_fragment((bm, bn), "float")
            T.clear(C_l)
            for ko in T.Pipelined(T.ceildiv(K, bk), num_stages=stages, warp_specialize=True):
                T.copy(A[0:bm, ko * bk:ko * bk + bk // 2], A_s[0:bm, 0:bk // 2])
                T.copy(B[bx * bn, ko * bk], B_s)
                T.gemm(A_s, B_s, C_l, transpose_B=True)
            T.copy(C_l, C[by * bm, bx * bn])
    return main


def _lowered(stages=3, threads=128, until=None):
    return run_pipeline(matmul_ws(64, 64, 512, 64, 64, 64, stages, threads).module.clone(), arch="sm_90a",
                        until=until)


def test_the_block_splits_into_a_producer_warp_and_consumers():
    module = _lowered(stages=4)
    text = str(module)
    round_trip(text)
    kernel = next(op for op in module.walk() if op.name == "kernel")
    assert kernel.threads == (160,)  # one warp more than written
    # before the split: the mbarriers -- one "full" per stage that both copies arm, one
    # "empty" of the 4 warps' arrivals -- and one barrier
    check_ir(text, r"mbarrier_init %tma_bar \{count = 2\}", r"%empty_bar = alloc_shared .*shared<\[4\], uint64>",
             r"mbarrier_init %empty_bar \{count = 4\}", r"^\s+barrier", r"specialize \{consumer_threads = 128\}")
    assert "tma_bar_1" not in text and text.count("mbarrier_wait %tma_bar,") == 1
    spec = text[text.index("specialize"):]
    # consumers: wait for the stage, compute, release the stage of the group the wait completed
    check_ir(spec, r"for .*\(%ko: index, %stage: index\)", r"mbarrier_wait %tma_bar, \[%stage\]", r"wgmma_commit",
             r"wgmma_wait .*pending = 1", r"if ", r"mbarrier_arrive %empty_bar, .*per_warp = true",
             "NOT: tma_load", r"yield")
    # producer: its one thread waits for each stage's release, then issues both copies
    producer = spec[spec.index("} {"):]
    check_ir(producer, r"= eq %tid, .*", r"for .*\(%ko.*: index, %stage.*: index\)",
             r"mbarrier_wait %empty_bar, \[%stage\w*\]", r"tma_load .*%A", r"tma_load .*%B", "NOT: barrier",
             "NOT: wgmma")
    assert "barrier\n" not in spec[:spec.index("} {")]  # (no barrier left among the consumers)


def test_the_ir_round_trips_at_every_pass_after_the_split():
    for until in ("warp-specialize", "plan-shared", "insert-barriers", "simplify"):
        round_trip(str(_lowered(until=until)))


@pytest.mark.parametrize("shape, cfg", [
    ((128, 128, 640), (64, 64, 64, 2, 128)),    # 10 trips over 2 stages: each wait completes its group
    ((128, 128, 640), (64, 64, 64, 4, 128)),    # one group in flight: stage i - 1 released
    ((200, 72, 576), (128, 64, 32, 5, 256)),    # ragged M and N (TMA zero-fills), 2 warpgroups, 2 in flight
])
def test_warp_specialized_gemms_match_float64_on_the_simulator(shape, cfg):
    M, N, K = shape
    kernel = tilelang.compile(matmul_ws(M, N, K, *cfg), out_idx=[-1], target="sim", arch="sm_90a")
    assert {"specialize", "mbarrier_arrive", "tma_load"} <= {op.name for op in kernel.module.walk()}
    g = torch.Generator().manual_seed(M + N + K)
    a, b = torch.randn(M, K, generator=g).half(), torch.randn(N, K, generator=g).half()
    ref = a.double() @ b.double().T
    c = kernel(a, b)
    assert torch.isfinite(c).all() and ((c.double() - ref).norm() / ref.norm()).item() < 1e-5


@pytest.mark.parametrize("M, N, K, cfg", [
    (128, 128, 1024, dict(block_M=128, block_N=64, block_K=128, num_stages=3, threads=128)),
    (100, 256, 1024, dict(block_M=128, block_N=128, block_K=64, num_stages=5, threads=256)),  # M < block_M
    (128, 128, 2048, dict(block_M=128, block_N=64, block_K=128, num_stages=3, threads=128, split_k=2)),
    (16, 128, 1024, dict(block_M=16, block_N=64, block_K=256, num_stages=3, threads=128)),
])
def test_the_int4_gemm_with_a_producer_warp_matches_on_the_simulator(M, N, K, cfg):
    # every tile by TMA (the scales' 128-byte row too); split-K's hand-in among the
    # consumers on named barriers
    f = gemm_factory(M, N, K, 128, "int4", "float16", "float16", False, 0, True, b_wgmma=True,
                     warp_specialize=True, **cfg)
    kernel = tilelang.compile(f, target="sim", arch="sm_90a")
    assert {op.src.name for op in kernel.module.walk() if op.name == "tma_load"} == {"A", "B", "Scales"}
    a, qw, s16, _, ref = int4_problem(M, N, K, 128, 11)
    c = run_int4_gemm(kernel, a, qw, s16, N, cfg["block_M"], cfg["block_N"], cfg.get("split_k", 1))
    assert torch.isfinite(c).all() and rel_err(c, ref) < 1e-3


def _sim(module):
    rng = np.random.default_rng(0)
    a, b = (rng.standard_normal((64, 512)).astype(np.float16) for _ in range(2))
    run_module(module, SimpleNamespace(values=[a, b, np.zeros((64, 64), np.float32)], symbols={}))


def _consumer_loop(module):
    spec = next(op for op in module.walk() if op.name == "specialize")
    return next(op for op in spec.consumer.ops if op.name == "for" and
                any(o.name == "mbarrier_arrive" for o in op.walk()))


def _is_release(op) -> bool:
    return any(o.name == "mbarrier_arrive" for o in op.walk())


def test_a_missing_release_is_reported_as_a_hang():
    module = _lowered()
    _sim(module)  # (as built: runs)
    loop = _consumer_loop(module)
    loop.body.ops = [op for op in loop.body.ops if not _is_release(op)]
    with pytest.raises(tilelang.TileLangError, match="roles wait on each other forever.*empty_bar.*would hang"):
        _sim(module)


def test_a_release_before_the_reads_is_caught():
    # the consumers release the stage before their wgmmas read it: the producer may
    # refill it under them
    module = _lowered(stages=2)
    body = _consumer_loop(module).body
    release = next(op for op in body.ops if _is_release(op))
    body.ops.remove(release)
    first = next(i for i, op in enumerate(body.ops) if op.name == "wgmma_fence")
    body.ops.insert(first, release)
    with pytest.raises(tilelang.TileLangError, match="data race on shared .*tma_load|before it waited"):
        _sim(module)


def test_the_cuda_source_splits_on_the_thread_index():
    from tilelang.backends.cuda.module_source import generate

    f = gemm_factory(128, 128, 2048, 128, "int4", "float16", "float16", False, 0, True, block_M=128, block_N=64,
                     block_K=128, num_stages=3, threads=128, split_k=2, b_wgmma=True, warp_specialize=True)
    src = generate(run_pipeline(f.module.clone(), arch="sm_90a"), line_directives=False)
    src = src[0] if isinstance(src, tuple) else src
    body = src[src.index("__global__"):]
    assert "__launch_bounds__(160)" in body
    check_ir(body, r"tl::mbar_init\(empty_bar \+ i, 4\)", r"__syncthreads\(\);", r"if \(threadIdx.x < 128\) \{",
             r"tl::mbar_wait\(\(tma_bar", r"__syncwarp\(\);", r"if \(\(threadIdx.x & 31\) == 0\) tl::mbar_arrive",
             r"tl::named_barrier<1, 128>\(\);", "NOT: __syncthreads", r"\} else \{",
             r"tl::mbar_wait\(\(empty_bar", r"tl::tma_load")


def test_in_a_cluster_the_producer_warp_meets_the_cluster_barriers():
    # split-K's cluster hand-in: two cluster barriers after the loop, which the producer
    # warp (otherwise done) meets too -- on the GPU a cluster barrier counts every thread
    from tilelang.backends.cuda.module_source import generate

    f = gemm_factory(128, 256, 2048, 128, "int4", "float16", "float16", False, 0, True, block_M=128, block_N=128,
                     block_K=128, num_stages=3, threads=256, split_k=2, b_wgmma=True, split_cluster=True,
                     warp_specialize=True)
    module = run_pipeline(f.module.clone(), arch="sm_90a")
    spec = next(op for op in module.walk() if op.name == "specialize")
    assert [op.name for op in spec.producer.ops if op.name != "const"][-3:] == \
        ["if", "cluster_barrier", "cluster_barrier"]
    assert sum(op.name == "cluster_barrier" for op in spec.consumer.ops) == 2
    src = generate(module, line_directives=False)[0]
    body = src[src.index("__global__"):]
    assert "__cluster_dims__(1, 1, 2)" in body and body.count("tl::cluster_sync();") == 4
    # the simulator: each block's roles park at the cluster barriers, the blocks take turns
    a, qw, s16, _, ref = int4_problem(128, 256, 2048, 128, 3)
    c = run_int4_gemm(tilelang.compile(f, target="sim", arch="sm_90a"), a, qw, s16, 256, 128, 128, 2)
    assert torch.isfinite(c).all() and rel_err(c, ref) < 1e-3


def test_what_a_producer_warp_cannot_take_is_an_error_at_its_line_and_without_tma_it_pipelines(monkeypatch):
    with pytest.raises(tilelang.TileLangError, match="does not lower to a TMA load") as e:
        tilelang.lower(partial_a_ws(64, 64, 512, 64, 64, 64, 3, 128), arch="sm_90a")
    assert "T.copy(A[0:bm" in str(e.value)  # (the caret under the copy's line)
    for arch, tma in (("sm_80", "1"), (None, "1"), ("sm_90a", "0")):  # no TMA: pipelined as usual
        monkeypatch.setenv("TILELANG_TMA", tma)
        names = {op.name for op in tilelang.lower(matmul_ws(64, 64, 512, 64, 64, 64, 3, 128), arch=arch).walk()}
        assert "cp_async" in names and "specialize" not in names
    with pytest.raises(tilelang.TileLangError, match="warp_specialize needs num_stages >= 2"):
        tilelang.lower(matmul_ws(64, 64, 512, 64, 64, 64, 1, 128), arch="sm_90a")


def packed_column_sums_ws(N, K, bn, bk):
    """Column sums of an int4 (N, K) tensor, its tiles copied with plain (packed) stores
    into the int4 gemm's swizzled tile layout, which no TMA writes."""
    from tilelang.ops.lowbit_kernels import packed_tile_layout

    @T.prim_func
    def main(B: T.Tensor((N, K), "int4"), C: T.Tensor((bn, bk), "float32")):
        with T.Kernel(1, threads=128) as bx:
            B_s = T.alloc_shared((bn, bk), "int4")
            acc = T.alloc_fragment((bn, bk), "float32")
            T.annotate_layout({B_s: packed_tile_layout(bn, bk)})
            T.clear(acc)
            for ko in T.Pipelined(K // bk, num_stages=2, warp_specialize=True):
                T.copy(B[0, ko * bk], B_s)
                for i, j in T.Parallel(bn, bk):
                    acc[i, j] += T.cast(B_s[i, j], "float32")
            T.copy(acc, C)
    return main


def test_a_sub_byte_copy_by_plain_stores_is_an_error_not_an_unstaged_tile():
    # (it was lowered into the producer's thread unstaged: a race the simulator reported,
    # wrong results on the GPU -- the unprepared int4 weight of the planned M = 128 gemm)
    with pytest.raises(tilelang.TileLangError, match=r"does not lower to a TMA load \(packed_store") as e:
        tilelang.lower(packed_column_sums_ws(64, 512, 64, 128), arch="sm_90a")
    assert "T.copy(B[0, ko * bk], B_s)" in str(e.value)
    with pytest.raises(ValueError, match="warp_specialize needs a prepared weight of a format with a word decode"):
        gemm_factory(128, 128, 1024, 128, "int4", "float16", "float16", False, 0, False, block_M=128, block_N=64,
                     block_K=128, num_stages=3, b_wgmma=True, warp_specialize=True)


def test_the_plan_takes_a_producer_warp_only_for_a_weight_tma_copies(monkeypatch):
    from tilelang.ops.lowbit_plan import choose

    monkeypatch.setenv("TILELANG_CUDA_ARCH", "sm_90a")
    for force in (None, "1"):
        if force:
            monkeypatch.setenv("TILELANG_WARP_SPECIALIZE", force)
        assert choose(128, 8192, 8192, 128, "cuda")[1]["warp_specialize"]
        raw = choose(128, 8192, 8192, 128, "cuda", tma_weights=False)[1]
        assert raw["b_wgmma"] and "warp_specialize" not in raw


def _on_hopper():
    return torch.cuda.is_available() and torch.cuda.get_device_capability() == (9, 0)


@pytest.mark.gpu
@pytest.mark.skipif(not _on_hopper(), reason="needs an sm_90 GPU (H100 / H200)")
@pytest.mark.parametrize("shape, cfg", [
    ((256, 256, 640), (64, 64, 64, 2, 128)),
    ((200, 72, 640), (128, 64, 64, 4, 128)),
    ((1000, 600, 1088), (128, 128, 64, 5, 256)),
])
def test_warp_specialized_gemms_on_the_gpu_match_float64(shape, cfg):
    M, N, K = shape
    kernel = tilelang.compile(matmul_ws(M, N, K, *cfg), out_idx=[-1], target="cuda")
    assert "tl::named_barrier" in kernel.get_kernel_source() or "tl::mbar_arrive" in kernel.get_kernel_source()
    g = torch.Generator(device="cuda").manual_seed(M + N + K)
    for _ in range(3):  # fresh tensors each time: a race would move the result
        a = torch.randn(M, K, device="cuda", generator=g).half()
        b = torch.randn(N, K, device="cuda", generator=g).half()
        ref = a.double() @ b.double().T
        c = kernel(a, b)
        assert torch.isfinite(c).all() and ((c.double() - ref).norm() / ref.norm()).item() < 1e-5


@pytest.mark.gpu
@pytest.mark.skipif(not _on_hopper(), reason="needs an sm_90 GPU (H100 / H200)")
@pytest.mark.parametrize("stages, threads, block_M", [(4, 256, 128), (4, 128, 64), (5, 256, 128)])
def test_tutorial_10s_gemm_at_its_gpu_size_matches_float64(stages, threads, block_M):
    # tutorial 10 at 4096^3 (transpose_B, 128 x 128 x 64 tiles): at 4 stages every output
    # missed the last k-step (rel. err 8.7e-2; ptxas hoisted the epilogue above the wait)
    sys.path.insert(0, str(Path(__file__).parent.parent / "tutorials"))
    try:
        tutorial = importlib.import_module("10_warp_specialization")
    finally:
        sys.path.pop(0)
    kernel = tutorial.gemm(4096, 4096, 4096, True, num_stages=stages, threads=threads, block_M=block_M)
    g = torch.Generator(device="cuda").manual_seed(stages * threads)
    for _ in range(3):
        a = torch.randn(4096, 4096, device="cuda", generator=g).half()
        b = torch.randn(4096, 4096, device="cuda", generator=g).half()
        ref = a.double() @ b.double().T
        c = kernel(a, b)
        assert torch.isfinite(c).all() and ((c.double() - ref).norm() / ref.norm()).item() < 1e-3


@pytest.mark.gpu
@pytest.mark.skipif(not _on_hopper(), reason="needs an sm_90 GPU (H100 / H200)")
@pytest.mark.parametrize("M, N, K, cfg", [
    (128, 1024, 4096, dict(block_M=128, block_N=64, block_K=128, num_stages=6, threads=128)),
    (128, 1024, 4096, dict(block_M=128, block_N=128, block_K=64, num_stages=8, threads=256)),
    (96, 512, 8192, dict(block_M=128, block_N=128, block_K=128, num_stages=3, threads=256, split_k=2)),
    (128, 1024, 8192, dict(block_M=128, block_N=128, block_K=128, num_stages=5, threads=256, split_k=2,
                           split_cluster=True)),  # the producer warp meets the hand-in's cluster barriers
    # the hand-in tile larger than the stages, the grid two waves (the mbarriers' bytes once reused)
    (128, 8192, 2048, dict(block_M=64, block_N=128, block_K=64, num_stages=2, threads=256, split_k=2,
                           split_cluster=True)),
])
def test_the_int4_gemm_with_a_producer_warp_on_the_gpu_matches(M, N, K, cfg):
    from tilelang.ops import int4_matmul, prepare_int4

    q, s = tilelang.quantize(torch.randn(N, K, dtype=torch.float16), "int4", group_size=128)
    w = tilelang.dequantize(q, "int4", s, group_size=128, out_dtype="float32").double().cuda()
    p = prepare_int4(q.cuda(), s.cuda(), group_size=128)
    config = ("gemm", dict(cfg, b_wgmma=True, warp_specialize=True))
    for seed in range(3):
        a = torch.randn(M, K, device="cuda", generator=torch.Generator(device="cuda").manual_seed(seed)).half()
        c = int4_matmul(a, p, config=config)
        ref = a.double() @ w.T
        assert torch.isfinite(c).all() and ((c.double() - ref).norm() / ref.norm()).item() < 1e-3


def test_a_buffer_after_the_loop_reuses_the_stages_bytes():
    # split-K's hand-in tile lives after the consumers' loop: plan-shared gives it the
    # stages' bytes (the producer's copies all land before the consumers' last wait) --
    # else the 6-stage 128 x 64 x 128 plan at 128 x 4096 x 4096 would not fit
    from tilelang.lowering.passes.plan_shared import buffer_bytes
    from tilelang.ops.lowbit_plan import plan

    _, options = plan(128, 4096, 4096, 128, wgmma=True)
    assert options["split_k"] > 1 and options["num_stages"] == 6 and options["warp_specialize"]
    f = gemm_factory(128, 4096, 4096, 128, "int4", "float16", "float16", False, 0, True, **options)
    module = run_pipeline(f.module.clone(), arch="sm_90a")  # (plan-shared raises if it does not fit)
    spans = {op.result.name: (op.offset, op.offset + buffer_bytes(op.result.type)) for op in module.walk()
             if op.name == "alloc_shared"}
    (a0, a1), (t0, t1) = spans["A_s"], spans["split_k_tile"]
    assert t0 < a1 and a0 < t1  # (overlapping bytes)


def test_no_buffer_after_the_loop_takes_the_mbarriers_bytes():
    # 64 x 128 x 64 tiles, 2 stages, split-K over a cluster: the 32 KB hand-in tile is
    # larger than the stages, and once lay over the loop's mbarriers -- on the H100 its
    # words there came back zeroed or NaN (8 elements of every 64 x 128 tile, rows 49)
    # whenever the grid took two waves
    from tilelang.lowering.passes.plan_shared import buffer_bytes

    options = dict(block_M=64, block_N=128, block_K=64, num_stages=2, threads=256, split_k=2, split_cluster=True,
                   b_wgmma=True, warp_specialize=True)
    f = gemm_factory(128, 1024, 1024, 128, "int4", "float16", "float16", False, 0, True, **options)
    module = run_pipeline(f.module.clone(), arch="sm_90a")
    spans = {op.result.name: (op.offset, op.offset + buffer_bytes(op.result.type)) for op in module.walk()
             if op.name == "alloc_shared"}
    barriers = {op.barrier.name for op in module.walk() if op.name == "mbarrier_init"}
    assert {"tma_bar", "empty_bar"} <= barriers
    t0, t1 = spans["split_k_tile"]
    a0, a1 = spans["A_s"]
    assert t0 < a1 and a0 < t1  # (the hand-in still takes the stages' bytes)
    for name in barriers:
        b0, b1 = spans[name]
        assert b1 <= t0 or t1 <= b0, f"{name} [{b0}, {b1}) lies in the hand-in tile [{t0}, {t1})"


def column_sums_ws(M, K, bk, stages):
    """C[i, j] = sum over k-slabs of A[i, slab * bk + j] -- consumers that read the stage
    with plain loads (no wgmma): every thread releases it at the end of the body."""

    @T.prim_func
    def main(A: T.Tensor((M, K), "float32"), C: T.Tensor((M, bk), "float32")):
        with T.Kernel(1, threads=128):
            A_s = T.alloc_shared((M, bk), "float32")
            acc = T.alloc_fragment((M, bk), "float32")
            T.clear(acc)
            for ko in T.Pipelined(K // bk, num_stages=stages, warp_specialize=True):
                T.copy(A[0, ko * bk], A_s)
                for i, j in T.Parallel(M, bk):
                    acc[i, j] += A_s[i, j]
            T.copy(acc, C)
    return main


def test_consumers_without_wgmma_release_each_thread_at_the_end():
    kernel = tilelang.compile(column_sums_ws(32, 512, 32, 3), out_idx=[-1], target="sim", arch="sm_90a")
    text = str(kernel.module)
    check_ir(text, r"mbarrier_init %empty_bar \{count = 128\}", r"specialize", r"for .*%stage",
             r"mbarrier_wait %tma_bar", r"load %A_s", r"mbarrier_arrive %empty_bar, \[%stage\]( loc|$)", r"yield")
    a = torch.randn(32, 512)
    ref = a.reshape(32, 16, 32).sum(1)
    torch.testing.assert_close(kernel(a), ref, rtol=1e-5, atol=1e-5)


def k_loop_ws(K, bm, bk, stages):
    """The warp-specialized k-loop of a persistent tile: C_l += A's row block by @ B's rows
    from n0, transposed."""

    @T.macro
    def k_loop(A, B, A_s, B_s, C_l, by, n0):
        for ko in T.Pipelined(T.ceildiv(K, bk), num_stages=stages, warp_specialize=True):
            T.copy(A[by * bm, ko * bk], A_s)
            T.copy(B[n0, ko * bk], B_s)
            T.gemm(A_s, B_s, C_l, transpose_B=True)
    return k_loop


def persistent_ws(M, N, K, bm, bn, bk, stages, threads, tiles):
    """C = A @ B.T, each block taking ``tiles`` column tiles in turn (a persistent
    kernel): the warp-specialized loop inside a loop over tiles."""
    k_loop = k_loop_ws(K, bm, bk, stages)

    @T.prim_func
    def main(A: T.Tensor((M, K), "float16"), B: T.Tensor((N, K), "float16"), C: T.Tensor((M, N), "float32")):
        with T.Kernel(T.ceildiv(N, bn) // tiles, T.ceildiv(M, bm), threads=threads) as (bx, by):
            A_s = T.alloc_shared((bm, bk), "float16")
            B_s = T.alloc_shared((bn, bk), "float16")
            C_l = T.alloc_fragment((bm, bn), "float")
            for t in T.serial(tiles):
                T.clear(C_l)
                n0 = (bx * tiles + t) * bn
                k_loop(A, B, A_s, B_s, C_l, by, n0)
                T.copy(C_l, C[by * bm, n0])
    return main


@pytest.mark.parametrize("K, cfg, tiles", [
    (192, (64, 64, 64, 2, 128), 3),     # 3 trips a run, 3 runs: phases count on across them
    (320, (64, 64, 64, 4, 128), 2),     # one group in flight: each run's last stage released after it
    (448, (128, 64, 32, 5, 256), 2),    # two warpgroups, two groups in flight
])
def test_a_producer_warp_in_a_persistent_loop_matches_float64(K, cfg, tiles):
    M, N = 128, 64 * tiles * 2
    kernel = tilelang.compile(persistent_ws(M, N, K, *cfg, tiles), out_idx=[-1], target="sim", arch="sm_90a")
    text = str(kernel.module)
    # the producer follows the loop over tiles, counting the iterations it issued
    check_ir(text[text.index("specialize"):], r"\} \{", r"for .*\(%t_?\d*: index, %issued: index\)",
             r"for .*%stage", r"mbarrier_wait %empty_bar", r"tma_load")
    g = torch.Generator().manual_seed(K)
    a, b = torch.randn(M, K, generator=g).half(), torch.randn(N, K, generator=g).half()
    c = kernel(a, b)
    ref = a.double() @ b.double().T
    assert torch.isfinite(c).all() and ((c.double() - ref).norm() / ref.norm()).item() < 1e-5


def persistent_ws_guarded(M, N, K, bm, bn, bk, stages, threads, tiles):
    """``persistent_ws`` whose k-loop runs only for the column tiles with a positive count
    in ``Cols`` (a tensor the kernel only reads: the whole block's), the others left 0."""
    k_loop = k_loop_ws(K, bm, bk, stages)

    @T.prim_func
    def main(A: T.Tensor((M, K), "float16"), B: T.Tensor((N, K), "float16"), Cols: T.Tensor((N // bn,), "int32"),
             C: T.Tensor((M, N), "float32")):
        with T.Kernel(T.ceildiv(N, bn) // tiles, T.ceildiv(M, bm), threads=threads) as (bx, by):
            A_s = T.alloc_shared((bm, bk), "float16")
            B_s = T.alloc_shared((bn, bk), "float16")
            C_l = T.alloc_fragment((bm, bn), "float")
            for t in T.serial(tiles):
                T.clear(C_l)
                if Cols[bx * tiles + t] > 0:
                    k_loop(A, B, A_s, B_s, C_l, by, (bx * tiles + t) * bn)
                T.copy(C_l, C[by * bm, (bx * tiles + t) * bn])
    return main


@pytest.mark.parametrize("K, cfg", [(192, (64, 64, 64, 2, 128)), (448, (128, 64, 32, 5, 256))])
def test_a_producer_warp_in_a_persistent_loop_follows_the_ifs_that_skip_runs(K, cfg):
    """An if between the loop over tiles and the warp-specialized loop: the producer's
    clone of the loop over tiles clones the if too, and counts the iterations it issued
    through the if's result (a skipped run issues none), so the phases of the runs after
    a skipped one still match the consumers' count."""
    tiles = 5
    M, N = 128, 64 * tiles * 2
    f = persistent_ws_guarded(M, N, K, *cfg, tiles)
    text = str(run_pipeline(f.module.clone(), arch="sm_90a", until="warp-specialize"))
    producer = text[text.index("specialize"):]
    check_ir(producer[producer.index("} {"):], r"for .*\(%t_?\d*: index, %issued: index\)", r"load %Cols",
             r"= if %\d+ : index \{", r"for .*%stage", r"tma_load", r"yield \[%\d+\]", r"\} \{",
             r"yield \[%issued\]")
    kernel = tilelang.compile(f, target="sim", arch="sm_90a")
    g = torch.Generator().manual_seed(K)
    a, b = torch.randn(M, K, generator=g).half(), torch.randn(N, K, generator=g).half()
    cols = torch.tensor([1, 0, 0, 1, 1, 0, 1, 1, 1, 0], dtype=torch.int32)  # (runs skipped in either block)
    c = torch.full((M, N), float("nan"))
    kernel(a, b, cols, c)
    ref = a.double() @ b.double().T
    for j in range(N // 64):
        if cols[j] == 0:
            ref[:, 64 * j:64 * j + 64] = 0
    assert torch.isfinite(c).all() and rel_err(c, ref) < 1e-5


def persistent_ws_inside(M, N, K, bm, bn, bk, stages, threads, tiles):
    """``persistent_ws`` with its buffers allocated inside the loop over tiles (as a
    tile's code written whole does) and the runs' lengths differing: tile t of a block
    sums ``K - (t % 2) * bk`` of the k's."""

    @T.prim_func
    def main(A: T.Tensor((M, K), "float16"), B: T.Tensor((N, K), "float16"), C: T.Tensor((M, N), "float32")):
        with T.Kernel(T.ceildiv(N, bn) // tiles, T.ceildiv(M, bm), threads=threads) as (bx, by):
            for t in T.serial(tiles):
                A_s = T.alloc_shared((bm, bk), "float16")
                B_s = T.alloc_shared((bn, bk), "float16")
                C_l = T.alloc_fragment((bm, bn), "float")
                T.clear(C_l)
                n0 = (bx * tiles + t) * bn
                for ko in T.Pipelined(T.ceildiv(K, bk) - t % 2, num_stages=stages, warp_specialize=True):
                    T.copy(A[by * bm, ko * bk], A_s)
                    T.copy(B[n0, ko * bk], B_s)
                    T.gemm(A_s, B_s, C_l, transpose_B=True)
                T.copy(C_l, C[by * bm, n0])
    return main


def test_a_persistent_loops_stages_allocated_inside_it_are_allocated_once_before_the_split():
    """The producer's copies of the next tile's stages run while the consumers still work on
    this one: the staged buffers (declared in the loop over tiles) move before the split --
    else the CUDA of the producer names a buffer the consumers' loop body declares
    ("identifier K_s is undefined"), and the simulator re-allocated the stages under the
    producer's copies (a silently wrong tile after each shorter run)."""
    M, N, K, tiles, bm, bn, bk = 64, 64 * 3 * 2, 256, 3, 64, 64, 64
    func = persistent_ws_inside(M, N, K, bm, bn, bk, 2, 128, tiles)
    kernel = tilelang.compile(func, out_idx=[-1], target="sim", arch="sm_90a")
    text = str(kernel.module)
    split = text.index("specialize {")
    assert text.index("%A_s = alloc_shared") < split and text.index("%B_s = alloc_shared") < split
    g = torch.Generator().manual_seed(5)
    a, b = torch.randn(M, K, generator=g).half(), torch.randn(N, K, generator=g).half()
    c = kernel(a, b)
    ref = torch.empty(M, N, dtype=torch.float64)
    for j in range(N // bn):
        k_t = K - (j % tiles % 2) * bk
        ref[:, j * bn:(j + 1) * bn] = a[:, :k_t].double() @ b[j * bn:(j + 1) * bn, :k_t].double().T
    assert torch.isfinite(c).all() and ((c.double() - ref).norm() / ref.norm()).item() < 1e-5
    pytest.importorskip("cuda.bindings")
    assert "tl::tma_load(" in tilelang.compile(func, out_idx=[-1], target="cuda", arch="sm_90a").get_kernel_source()


@pytest.mark.gpu
@pytest.mark.skipif(not _on_hopper(), reason="needs an sm_90 GPU (H100 / H200)")
def test_a_producer_warp_in_a_persistent_loop_that_ifs_skip_on_the_gpu_matches_float64():
    M, N, K, tiles = 256, 1280, 1088, 5
    kernel = tilelang.compile(persistent_ws_guarded(M, N, K, 128, 128, 64, 5, 256, tiles), target="cuda")
    g = torch.Generator(device="cuda").manual_seed(11)
    cols = torch.tensor([1, 0, 0, 1, 1, 0, 1, 1, 1, 0], dtype=torch.int32, device="cuda")
    for _ in range(3):
        a = torch.randn(M, K, device="cuda", generator=g).half()
        b = torch.randn(N, K, device="cuda", generator=g).half()
        ref = a.double() @ b.double().T
        ref[:, (cols == 0).repeat_interleave(128)] = 0
        c = torch.full((M, N), float("nan"), device="cuda")
        kernel(a, b, cols, c)
        assert torch.isfinite(c).all() and ((c.double() - ref).norm() / ref.norm()).item() < 1e-5


@pytest.mark.gpu
@pytest.mark.skipif(not _on_hopper(), reason="needs an sm_90 GPU (H100 / H200)")
def test_a_producer_warp_in_a_persistent_loop_on_the_gpu_matches_float64():
    M, N, K, tiles = 256, 1024, 1088, 4
    kernel = tilelang.compile(persistent_ws(M, N, K, 128, 128, 64, 5, 256, tiles), out_idx=[-1], target="cuda")
    g = torch.Generator(device="cuda").manual_seed(7)
    for _ in range(3):
        a = torch.randn(M, K, device="cuda", generator=g).half()
        b = torch.randn(N, K, device="cuda", generator=g).half()
        ref = a.double() @ b.double().T
        c = kernel(a, b)
        assert torch.isfinite(c).all() and ((c.double() - ref).norm() / ref.norm()).item() < 1e-5


def guarded_matmul_ws(M, N, K, bm, bn, bk, stages, threads, guard):
    """``matmul_ws`` whose k-loop runs only where ``guard`` holds: "rows" (the row block's
    count in ``Rows``, a tensor the kernel only reads, is positive: the whole block's), "thread"
    (the thread index: not the whole block's), "else" (the loop in an else branch) or
    "loop in if" (in a loop inside the if)."""

    @T.macro
    def k_loop(A, B, A_s, B_s, C_l, bx, by):
        for ko in T.Pipelined(T.ceildiv(K, bk), num_stages=stages, warp_specialize=True):
            T.copy(A[by * bm, ko * bk], A_s)
            T.copy(B[bx * bn, ko * bk], B_s)
            T.gemm(A_s, B_s, C_l, transpose_B=True)

    @T.prim_func
    def main(A: T.Tensor((M, K), "float16"), B: T.Tensor((N, K), "float16"), Rows: T.Tensor((M // bm,), "int32"),
             C: T.Tensor((M, N), "float32")):
        with T.Kernel(T.ceildiv(N, bn), M // bm, threads=threads) as (bx, by):
            A_s = T.alloc_shared((bm, bk), "float16")
            B_s = T.alloc_shared((bn, bk), "float16")
            C_l = T.alloc_fragment((bm, bn), "float")
            T.clear(C_l)
            if guard == "rows":
                if Rows[by] > 0:
                    k_loop(A, B, A_s, B_s, C_l, bx, by)
            elif guard == "thread":
                if T.get_thread_binding(0) < 64:
                    k_loop(A, B, A_s, B_s, C_l, bx, by)
            elif guard == "else":
                if Rows[by] > 0:
                    T.clear(C_l)
                else:
                    k_loop(A, B, A_s, B_s, C_l, bx, by)
            else:  # (a loop in a loop in an if: the persistent form takes a loop at the top level only)
                if Rows[by] > 0:
                    for t in T.serial(2):
                        k_loop(A, B, A_s, B_s, C_l, bx, by)
            T.copy(C_l, C[by * bm, bx * bn])
    return main


def test_a_loop_inside_ifs_the_whole_block_shares_gets_its_producer_warp_in_the_same_branches():
    """The ifs around the loop go to both roles (a row block the guard skips is 0); their
    conditions may read a tensor the kernel does not write, never the thread index."""
    M, N, K = 256, 128, 320
    f = guarded_matmul_ws(M, N, K, 64, 64, 64, 3, 128, "rows")
    text = str(run_pipeline(f.module.clone(), arch="sm_90a", until="warp-specialize"))
    producer = text[text.index("specialize"):]
    producer = producer[producer.index("} {"):]
    # the producer's thread, then the guard's load and test (recomputed before the split), then its loop
    check_ir(producer, r"if %\d+ \{", r"if %\d+ \{", r"for .*\(%ko.*: index, %stage.*: index\)", r"tma_load .*%A")
    check_ir(text, r"load %Rows", r"specialize")
    kernel = tilelang.compile(f, target="sim", arch="sm_90a")
    g = torch.Generator().manual_seed(9)
    a, b = torch.randn(M, K, generator=g).half(), torch.randn(N, K, generator=g).half()
    rows = torch.tensor([3, 0, 1, 0], dtype=torch.int32)
    c = torch.full((M, N), float("nan"))
    kernel(a, b, rows, c)
    ref = a.double() @ b.double().T
    ref[64:128] = ref[192:256] = 0
    assert torch.isfinite(c).all() and rel_err(c, ref) < 1e-5
    with pytest.raises(tilelang.TileLangError, match="depends on the thread index") as e:
        tilelang.lower(guarded_matmul_ws(M, N, K, 64, 64, 64, 3, 128, "thread"), arch="sm_90a")
    assert "T.get_thread_binding(0) < 64" in str(e.value)
    for guard in ("else", "loop in if"):
        with pytest.raises(tilelang.TileLangError, match=r"inside ifs there \(or in that loop\) whose conditions"):
            tilelang.lower(guarded_matmul_ws(M, N, K, 64, 64, 64, 3, 128, guard), arch="sm_90a")
