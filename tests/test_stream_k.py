"""Stream-K: ``gemm_factory(stream_k=blocks)`` -- a persistent grid of ``blocks`` blocks,
each taking an equal run of the problem's pairs of k-steps across the output tiles
-- and what it is built from: ``T.split_k_reduce(parts=...)`` (a count of parts per
tile; one part written directly) and a pipelined loop with symbolic bounds that
provably differ by an even count (the register operand's two sets, one wgmma group in
flight).  Interpreter and simulator against float64; the sm_90a build at the
benchmark's size; the GPU (marker ``gpu``) at that size over repeated calls."""

import numpy as np
import pytest
import torch

import tilelang
import tilelang.language as T
from int4_kit import int4_problem, run_int4_gemm
from tilelang.ops import int4_matmul, prepare_int4
from tilelang.ops.lowbit_kernels import gemm_factory, gemm_parts, stream_k_parts


def counted_reducer(M, N, most, bm=16, bn=32):
    """Tile (by, bx) is handed in by 1 + (bx + by) % most blocks (grid z: most; the
    others skip it): ``parts`` differs from tile to tile."""

    @T.prim_func
    def f(X: T.Tensor((most, M, N), "float32"), C: T.Tensor((M, N), "float16"),
          Work: T.Tensor((most, M, N), "float32"), Count: T.Tensor((-(-M // bm), -(-N // bn)), "int32")):
        with T.Kernel(T.ceildiv(N, bn), T.ceildiv(M, bm), most, threads=128) as (bx, by, bs):
            acc = T.alloc_fragment((bm, bn), "float32")
            parts = 1 + (bx + by) % most
            if bs < parts:
                T.copy(X[bs, by * bm:by * bm + bm, bx * bn:bx * bn + bn], acc)
                T.split_k_reduce(acc, Work, Count[by, bx], C[by * bm, bx * bn], bs, parts=parts)
    return f


@pytest.mark.parametrize("target,arch", [("cpu", None), ("sim", None), ("sim", "sm_90a")])
@pytest.mark.parametrize("M,N,most", [(32, 96, 2), (20, 128, 3)])
def test_a_count_of_parts_per_tile_sums_those_parts_in_order(target, arch, M, N, most):
    kernel = tilelang.compile(counted_reducer(M, N, most), target=target, **({"arch": arch} if arch else {}))
    x = torch.randn(most, M, N) * torch.logspace(0, 4, N)  # sums that depend on the order
    c = torch.full((M, N), float("nan"), dtype=torch.float16)
    count = torch.zeros((-(-M // 16), N // 32), dtype=torch.int32)
    for _ in range(2):  # the counters are zero again for a second call
        work = torch.full((most, M, N), float("nan"))
        kernel(x, c, work, count)
        for by in range(count.shape[0]):
            for bx in range(count.shape[1]):
                rows, cols = slice(by * 16, by * 16 + 16), slice(bx * 32, bx * 32 + 32)
                parts = 1 + (bx + by) % most
                total = np.zeros(x[0, rows, cols].shape, np.float32)
                for q in range(parts):
                    total = total + x[q, rows, cols].numpy()
                assert np.array_equal(c[rows, cols].numpy(), total.astype(np.float16)), (by, bx, parts)
                if parts == 1:  # written directly: the workspace is not touched
                    assert torch.isnan(work[:, rows, cols]).all()
        assert int(count.abs().sum()) == 0


def test_a_count_of_parts_beyond_the_workspace_is_an_error_at_run_time():
    @T.prim_func
    def wrong(X: T.Tensor((2, 16, 32), "float32"), C: T.Tensor((16, 32), "float16"),
              Work: T.Tensor((2, 16, 32), "float32"), Count: T.Tensor((1, 1), "int32")):
        with T.Kernel(1, threads=128) as bx:
            acc = T.alloc_fragment((16, 32), "float32")
            T.copy(X[0, 0:16, 0:32], acc)
            T.split_k_reduce(acc, Work, Count[0, 0], C[0, 0], 0, parts=bx + 3)
    with pytest.raises(tilelang.TileLangError, match="parts=3 is outside 1..2"):
        tilelang.compile(wrong, target="cpu")(torch.zeros(2, 16, 32), torch.zeros(16, 32).half(),
                                              torch.zeros(2, 16, 32), torch.zeros(1, 1, dtype=torch.int32))


def ranged_rs(M, N, K, bm, bn, bk, stages, threads, even, runs=3):
    """C[z] = A[:, k range] @ (2 B[:, k range]).T with B through a register fragment
    (the register form of wgmma), block z over steps [2 z, 2 z + 4) when ``even`` --
    a trip count provably even, though symbolic -- else [z, 2 z + 3) (3, 4, 5 steps)."""

    @T.prim_func
    def main(A: T.Tensor((M, K), "float16"), B: T.Tensor((N, K), "float16"), C: T.Tensor((runs, M, N), "float32")):
        with T.Kernel(T.ceildiv(N, bn), T.ceildiv(M, bm), runs, threads=threads) as (bx, by, bz):
            A_s = T.alloc_shared((bm, bk), "float16")
            B_s = T.alloc_shared((bn, bk), "float16")
            B_f = T.alloc_fragment((bn, bk), "float16")
            C_l = T.alloc_fragment((bm, bn), "float")
            T.clear(C_l)
            for ko in T.Pipelined(2 * bz if even else bz, 2 * bz + (4 if even else 3), num_stages=stages):
                T.copy(A[by * bm, ko * bk], A_s)
                T.copy(B[bx * bn, ko * bk], B_s)
                for i, j in T.Parallel(bn, bk):
                    B_f[i, j] = B_s[i, j] * T.cast(2.0, "float16")
                T.gemm(A_s, B_f, C_l, transpose_B=True)
            T.copy(C_l, C[bz, by * bm:by * bm + bm, bx * bn:bx * bn + bn])
    return main


@pytest.mark.parametrize("even", [True, False])
def test_symbolic_bounds_that_differ_by_an_even_count_keep_a_wgmma_group_in_flight(even):
    M, N, K, bk = 64, 64, 512, 64
    func = ranged_rs(M, N, K, 64, 64, bk, 4, 128, even)
    text = str(tilelang.lower(func, arch="sm_90a", until="pipeline"))
    # provably even: two register sets alternate (the loop unrolled twice), the wait
    # keeps one group; otherwise each iteration waits for its own wgmmas
    assert ("B_f_odd" in text) == even and ("pending = 1" in text) == even
    kernel = tilelang.compile(func, target="sim", arch="sm_90a")
    g = torch.Generator().manual_seed(5)
    a, b = torch.randn(M, K, generator=g).half(), torch.randn(N, K, generator=g).half()
    c = torch.full((3, M, N), float("nan"))
    kernel(a, b, c)
    for z in range(3):
        ks = slice((2 * z if even else z) * bk, (2 * z + (4 if even else 3)) * bk)
        ref = a[:, ks].double() @ (2 * b[:, ks].double()).T
        assert ((c[z].double() - ref).norm() / ref.norm()).item() < 1e-6


def _stream_k_options(M, blocks, bm=64, bn=64, bk=64, stages=4, threads=128, hopper=True):
    return dict(block_M=bm, block_N=bn, block_K=bk, num_stages=stages, threads=threads, stream_k=blocks,
                **({"b_wgmma": True, "warp_specialize": True} if hopper else {}))


@pytest.mark.parametrize("M,N,K,blocks,most", [
    (16, 256, 640, 3, 2),    # 4 tiles of 10 steps on 3 blocks: runs of 12-14 steps, two parts at most
    (100, 256, 640, 7, 2),   # two rows of tiles (M past block_M), 7 blocks
    (16, 128, 1280, 9, 5),   # 2 tiles of 20 steps on 9 blocks: runs of 4-6 steps, five parts at most
])
def test_the_stream_k_gemm_matches_float64_on_the_interpreter(M, N, K, blocks, most):
    opts = _stream_k_options(M, blocks, hopper=False)
    assert stream_k_parts(M, N, K, 64, 64, 64, blocks) == most
    a, qw, s16, _, ref = int4_problem(M, N, K, 64, seed=blocks)
    kernel = tilelang.compile(gemm_factory(M, N, K, 64, "int4", "float16", "float16", False, 0, True, **opts),
                              target="cpu")
    for _ in range(2):
        c = run_int4_gemm(kernel, a, qw, s16, N, 64, 64, split_k=gemm_parts(M, N, K, opts))
        assert not torch.isnan(c).any() and ((c.double() - ref).norm() / ref.norm()).item() < 5e-4


@pytest.mark.parametrize("M,N,K,blocks", [(64, 256, 640, 3), (48, 128, 1280, 9)])
def test_the_stream_k_gemm_with_a_producer_warp_matches_float64_on_the_simulator(M, N, K, blocks):
    """The Hopper form (register-operand wgmma, two register sets, a producer warp
    issuing TMA copies across the block's tiles); the simulator checks races, stale
    TMA reads and mbarrier phases as it runs."""
    opts = _stream_k_options(M, blocks)
    func = gemm_factory(M, N, K, 64, "int4", "float16", "float16", False, 0, True, **opts)
    kernel = tilelang.compile(func, target="sim", arch="sm_90a")
    text = str(kernel.module)
    assert "specialize" in text and "B_f_odd" in text and "tma_load" in text and "fetch_add" in text
    # whole tiles hand in in fragment order (16-byte stores of the registers, no shared
    # tile); M past the last whole tile (48 rows of 64) through the shared tile
    assert ("split_k_tile" not in text and "vec_store %Work" in text) == (M % 64 == 0)
    a, qw, s16, _, ref = int4_problem(M, N, K, 64, seed=blocks)
    for _ in range(2):
        c = run_int4_gemm(kernel, a, qw, s16, N, 64, 64, split_k=gemm_parts(M, N, K, opts))
        assert not torch.isnan(c).any() and ((c.double() - ref).norm() / ref.norm()).item() < 5e-4


def test_stream_k_refuses_what_its_schedule_cannot_take():
    base = dict(block_M=64, block_N=64, block_K=64, num_stages=2, threads=128)
    for bad, why in ((dict(split_k=2), "split_k=1"), (dict(swizzle=8), "split_k=1"),
                     (dict(block_K=128), "K of 2 \\* block_K"), (dict(stream_k=1000), "at least one pair")):
        opts = {**base, "stream_k": 3, **bad}
        with pytest.raises(ValueError, match=why):
            gemm_factory(16, 256, 640, 64, "int4", "float16", "float16", False, 0, True, **opts)


def test_the_stream_k_kernel_at_the_benchmark_size_builds_for_sm90a_without_spills():
    """128 x 28672 x 8192 on 132 blocks (224 tiles of 64 steps: runs of 108-110 steps),
    two warpgroups and a producer warp, 4 stages and the hand-in's float32 tile in
    shared memory: it fits, keeps its wgmmas asynchronous and spills nothing."""
    pytest.importorskip("cuda.bindings")
    from tilelang.backends.cuda import nvrtc

    opts = dict(block_M=128, block_N=128, block_K=128, num_stages=4, threads=256, b_wgmma=True,
                warp_specialize=True, stream_k=132)
    assert gemm_parts(128, 28672, 8192, opts) == 2
    src = tilelang.compile(gemm_factory(128, 28672, 8192, 128, "int4", "float16", "float16", False, 0, True, **opts),
                           target="cuda", arch="sm_90a").get_kernel_source()
    r = nvrtc.ptxas_report(src, "sm_90a")
    assert r.spill_stores == 0 and r.spill_loads == 0 and not r.serialized, r.log


def _on_hopper() -> bool:
    return torch.cuda.is_available() and torch.cuda.get_device_capability() == (9, 0)


@pytest.mark.gpu
@pytest.mark.skipif(not _on_hopper(), reason="needs an sm_90 GPU (H100 / H200)")
@pytest.mark.parametrize("N,K,blocks,bn,threads", [
    (28672, 8192, 132, 128, 256),  # the benchmark's shape: 224 tiles on 132 blocks
    (8192, 8192, 132, 128, 256),   # runs shorter than a tile: three parts at most
    (4096, 2048, 37, 64, 128),     # one warpgroup, an odd count of blocks
])
def test_the_stream_k_gemm_on_the_gpu_matches_float64_over_repeated_calls(N, K, blocks, bn, threads):
    M = 128
    opts = dict(block_M=128, block_N=bn, block_K=128, num_stages=4, threads=threads, b_wgmma=True,
                warp_specialize=True, stream_k=blocks, weight_eviction="evict_first",
                activation_eviction="evict_last")
    q, s = tilelang.quantize(torch.randn(N, K, generator=torch.Generator().manual_seed(N)), "int4", 128)[:2]
    p = prepare_int4(q.cuda(), s.cuda(), group_size=128)
    w = tilelang.dequantize(q, "int4", s, group_size=128).double().cuda()
    g = torch.Generator(device="cuda").manual_seed(K)
    for _ in range(5):  # fresh data each call; the counters must be back at zero
        a = torch.randn(M, K, device="cuda", generator=g).half()
        ref = a.double() @ w.T
        c = int4_matmul(a, p, config=("gemm", opts))
        assert torch.isfinite(c).all() and ((c.double() - ref).norm() / ref.norm()).item() < 1e-3


@pytest.mark.parametrize("until", ["verify", "lower-tile-ops", None])
def test_the_stream_k_kernel_prints_and_parses_back_exactly(until):
    """Its tile-level ``split_k_reduce`` with a count of parts, and the lowered form."""
    opts = _stream_k_options(64, 3)
    func = gemm_factory(64, 256, 640, 64, "int4", "float16", "float16", False, 0, True, **opts)
    text = str(tilelang.lower(func, arch="sm_90a", until=until))
    if until == "verify":
        assert "split_k_reduce" in text
    assert str(tilelang.parse_ir(text)) == text
