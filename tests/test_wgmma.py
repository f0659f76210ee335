"""Hopper's warpgroup MMA: T.gemm lowered for sm_90a, run on the thread-level simulator.

The simulator reads each wgmma's tiles through its descriptor the way the hardware
does (canonical K-major layout, swizzle on the byte address), so these tests check
the shared layouts, descriptors, accumulator fragment, pipelining and barriers of the
wgmma path on the CPU; tests/test_gpu.py runs the same kernels on an H100.
"""

import functools
import re

import numpy as np
import pytest
import torch

import tilelang
import tilelang.language as T
from tilelang.layout import make_gemm_accumulator, make_wgmma_accumulator
from tilelang.lowering.passes import run_pipeline

from kernels import gemm


# C = A @ B.T with B (N, K) (or A @ B with B (K, N) when not ``trans_B``), float32 C
matmul_nt = functools.partial(gemm, out_dtype="float32", trans_B=True)


def op_names(module) -> set:
    return {op.name for op in module.walk()}


CONFIGS = [  # (bm, bn, bk, stages, threads): 128/64/32-byte swizzles, 1-2 warpgroups, 1-2 bands,
    (64, 64, 64, 2, 128),   # 2 or 3 stages: each iteration waits for its wgmmas
    (128, 64, 32, 3, 256),
    (128, 64, 32, 4, 256),  # 4+ stages: one wgmma group stays in flight, refills 2 stages ahead
    (128, 32, 16, 5, 128),  # 5+ stages: two groups in flight, refills 2 stages ahead
    (128, 64, 64, 2, 128),
    (64, 64, 128, 4, 128),  # 256-byte K-major rows: two 128-byte panels per row
]


@pytest.mark.parametrize("cfg", CONFIGS)
@pytest.mark.parametrize("dtype", ["float16", "bfloat16"])
def test_wgmma_gemm_on_the_simulator_matches_float64(cfg, dtype):
    M, N, K = 128, 128, 128
    kernel = tilelang.compile(matmul_nt(M, N, K, *cfg, dtype=dtype), out_idx=[-1], target="sim", arch="sm_90a")
    names = op_names(kernel.module)
    assert "wgmma" in names and "mma" not in names and "ldmatrix" not in names
    g = torch.Generator().manual_seed(sum(cfg))
    tdt = getattr(torch, dtype)
    a, b = torch.randn(M, K, generator=g).to(tdt), torch.randn(N, K, generator=g).to(tdt)
    c = kernel(a, b)
    ref = a.double() @ b.double().T
    assert torch.isfinite(c).all()
    assert ((c.double() - ref).norm() / ref.norm()).item() < 1e-5


NN_CONFIGS = [(128, 64, 64, 2, 128), (128, 128, 32, 4, 256), (64, 256, 16, 3, 128), (64, 64, 128, 2, 128)]


@pytest.mark.parametrize("cfg", NN_CONFIGS)
def test_b_stored_k_by_n_is_read_mn_major_from_128_byte_panels(cfg):
    M, N, K = 128, 256, 128
    kernel = tilelang.compile(matmul_nt(M, N, K, *cfg, trans_B=False), out_idx=[-1], target="sim", arch="sm_90a")
    wgmmas = [op for op in kernel.module.walk() if op.name == "wgmma"]
    assert wgmmas and all(op.trans_b for op in wgmmas) and "mma" not in op_names(kernel.module)
    assert any(op.name == "wgmma_desc" and op.lbo == cfg[2] * 128 for op in kernel.module.walk())
    g = torch.Generator().manual_seed(sum(cfg))
    a, b = torch.randn(M, K, generator=g).half(), torch.randn(K, N, generator=g).half()
    c = kernel(a, b)
    ref = a.double() @ b.double()
    assert ((c.double() - ref).norm() / ref.norm()).item() < 1e-5


def test_without_sm_90a_or_a_fitting_layout_the_gemm_stays_on_mma_sync(monkeypatch):
    f = matmul_nt(128, 128, 128, 128, 64, 64, 2, 128)
    assert "wgmma" not in op_names(run_pipeline(f.module.clone()))
    assert "wgmma" not in op_names(run_pipeline(f.module.clone(), arch="sm_80"))
    narrow = matmul_nt(128, 32, 128, 128, 32, 64, 2, 128, trans_B=False)  # (k, 32): less than a 128-byte panel
    assert "mma" in op_names(run_pipeline(narrow.module.clone(), arch="sm_90a"))
    ragged = matmul_nt(128, 128, 96, 128, 64, 48, 2, 128)  # 96-byte rows: neither one swizzle row nor panels
    assert "wgmma" not in op_names(run_pipeline(ragged.module.clone(), arch="sm_90a"))
    monkeypatch.setenv("TILELANG_WGMMA", "0")
    assert "wgmma" not in op_names(run_pipeline(f.module.clone(), arch="sm_90a"))


def test_operands_are_atom_aligned_and_the_barrier_before_each_wgmma_is_fenced(monkeypatch):
    monkeypatch.setenv("TILELANG_TMA", "0")  # (cp.async copies: generic-proxy writes; tests/test_tma.py: TMA)
    module = run_pipeline(matmul_nt(128, 128, 128, 64, 64, 64, 3, 128).module.clone(), arch="sm_90a")
    allocs = [op for op in module.walk() if op.name == "alloc_shared"]
    assert allocs and all(op.offset % 1024 == 0 for op in allocs)
    loop = next(op for op in module.walk() if op.name == "for" and any(o.name == "wgmma" for o in op.walk()))
    names = [op.name for op in loop.body.ops]
    last_barrier = max(i for i, n in enumerate(names) if n == "barrier")
    assert last_barrier < names.index("wgmma") and names[last_barrier - 1] == "fence_proxy_async"
    plain = run_pipeline(matmul_nt(128, 128, 128, 64, 64, 64, 3, 128).module.clone())
    assert "fence_proxy_async" not in op_names(plain)


def test_one_fence_per_k_step_where_two_barriers_precede_the_wgmma():
    # the int4 gemm's k-step: barrier (stage landed), decode -> B_d, barrier, wgmma: the
    # second barrier's fence also covers the copies that landed before the first
    from tilelang.ops.lowbit_kernels import gemm_factory

    f = gemm_factory(128, 256, 512, 128, "int4", "float16", "float16", False, 0, True, block_M=128, block_N=128,
                     block_K=64, num_stages=4, threads=128, b_shared=True)
    module = run_pipeline(f.module.clone(), arch="sm_90a")
    loop = next(op for op in module.walk() if op.name == "for" and any(o.name == "wgmma" for o in op.walk()))
    names = [op.name for op in loop.body.ops]
    assert names.count("barrier") == 2 and names.count("fence_proxy_async") == 1
    assert names.index("fence_proxy_async") == max(i for i, n in enumerate(names) if n == "barrier") - 1


def test_a_missing_barrier_before_the_wgmma_is_reported_as_a_race(monkeypatch):
    from types import SimpleNamespace

    from tilelang.backends.sim import run_module

    monkeypatch.setenv("TILELANG_TMA", "0")  # (with TMA each thread waits on the mbarrier: tests/test_tma.py)

    module = run_pipeline(matmul_nt(64, 64, 64, 64, 64, 32, 2, 128).module.clone(), arch="sm_90a")
    loop = next(op for op in module.walk() if op.name == "for" and any(o.name == "wgmma" for o in op.walk()))
    loop.body.ops = [op for op in loop.body.ops if op.name not in ("barrier", "fence_proxy_async")]
    a, b = np.ones((64, 64), np.float16), np.ones((64, 64), np.float16)
    with pytest.raises(tilelang.TileLangError, match="data race on shared"):
        run_module(module, SimpleNamespace(values=[a, b, np.zeros((64, 64), np.float32)], symbols={}))


def test_wgmma_accumulator_layout():
    one_band = make_wgmma_accumulator(128, 256, 2)
    same = make_gemm_accumulator(128, 256, 8, 16, "full_row")
    i, j = np.meshgrid(np.arange(128), np.arange(256), indexing="ij")
    assert np.array_equal(np.asarray(one_band.thread_of(i, j)), np.asarray(same.thread_of(i, j)))
    assert np.array_equal(np.asarray(one_band.index_of(i, j)[0]), np.asarray(same.index_of(i, j)[0]))
    two_bands = make_wgmma_accumulator(128, 64, 1)  # rows 0-63 and 64-127 in one warpgroup
    two_bands.check_coverage()
    assert two_bands.num_threads == 128 and two_bands.local_shape == (64,)
    assert two_bands.thread_of(70, 3) == two_bands.thread_of(6, 3) and two_bands.index_of(70, 3)[0] == 32 + 1
    inv = two_bands.inverse()  # the closed-form inverse the lowering uses agrees with the forward map
    assert inv is not None
    with pytest.raises(ValueError, match="multiple of 128"):
        make_wgmma_accumulator(64, 64, 2)


def test_the_cuda_source_issues_wgmma_for_sm_90a(monkeypatch):
    pytest.importorskip("cuda.bindings")
    from tilelang.backends.cuda.build import build

    monkeypatch.setenv("TILELANG_TMA", "0")  # (cp.async copies, then fenced for wgmma)

    built = build(matmul_nt(256, 256, 256, 128, 256, 64, 3, 256).module.clone(), arch="sm_90a", use_cache=False)
    src = built.source
    assert "wgmma.mma_async.sync.aligned.m64n256k16.f32.f16.f16" in src
    assert "tl::wgmma_desc<128, 16, 1024>" in src and "tl::fence_proxy_async();" in src and "tl::ldmatrix" not in src
    # the k16 chunks past a row's first: that row's descriptor plus the chunk's 16-byte units
    assert re.search(r"tl::wgmma_desc_at<128, 16, 1024>\(\(A_s \+ \(\w+\) \* 64\), 2\)", src), src
    assert len(built.cubin) > 0


def test_a_descriptor_plus_units_is_the_descriptor_of_the_address_plus_bytes():
    """``wgmma_desc_at``'s premise (``prelude.cuh``): for a 16-byte aligned shared address a
    and a later one a + 16 u (both below 2^18, as every shared address is), the start-
    address field (a & 0x3FFFF) >> 4, plus u, is the later address's field, with no carry
    out of its 14 bits into the leading byte offset above it."""
    field = lambda a: (a & 0x3FFFF) >> 4  # noqa: E731  (the prelude's wgmma_desc, bits 0-13)
    lbo = (16 >> 4) << 16
    for a in range(0, 1 << 18, 16 * 997):
        for u in (1, 2, 3, 4, 6, 8, 16, 64):
            if a + 16 * u < 1 << 18:
                assert ((field(a) | lbo) + u) & 0xFFFFFFFF == field(a + 16 * u) | lbo, (a, u)


def test_one_wgmma_group_stays_in_flight_and_stages_are_refilled_two_ahead(monkeypatch):
    monkeypatch.setenv("TILELANG_TMA", "0")  # (cp.async stages: tests/test_tma.py has the TMA ones)
    module = run_pipeline(matmul_nt(128, 128, 256, 64, 64, 64, 4, 128).module.clone(), arch="sm_90a")
    loop = next(op for op in module.walk() if op.name == "for" and any(o.name == "wgmma" for o in op.walk()))
    waits = [op for op in loop.body.ops if op.name in ("wgmma_wait", "cp_async_wait")]
    assert [(op.name, op.pending) for op in waits] == [("cp_async_wait", 1), ("wgmma_wait", 1)]
    parent = next(r for op in module.walk() for r in op.regions() if any(o is loop for o in r.ops))
    after = parent.ops[parent.ops.index(loop) + 1:parent.ops.index(loop) + 3]
    # the last group completes after the loop, and the last copies land (their stages' bytes are reused)
    assert [(op.name, op.pending) for op in after] == [("cp_async_wait", 0), ("wgmma_wait", 0)]


def test_a_wgmma_in_flight_while_its_stage_is_refilled_is_caught():
    # two stages keep no group in flight; forcing one makes the refill of stage i - 1
    # overwrite what the in-flight wgmma reads: the simulator completes wgmmas at their
    # wait, so it sees the copy into that stage still pending
    from types import SimpleNamespace

    from tilelang.backends.sim import run_module

    module = run_pipeline(matmul_nt(64, 64, 256, 64, 64, 64, 2, 128).module.clone(), arch="sm_90a")
    wait = next(op for op in module.walk() if op.name == "wgmma_wait")
    assert wait.pending == 0
    wait.pending = 1
    a, b = np.ones((64, 256), np.float16), np.ones((64, 256), np.float16)
    with pytest.raises(tilelang.TileLangError, match="stale read|still in flight"):
        run_module(module, SimpleNamespace(values=[a, b, np.zeros((64, 64), np.float32)], symbols={}))


@pytest.mark.parametrize("stages, in_flight", [(4, 1), (5, 2)])
def test_a_decoded_tile_read_by_in_flight_wgmmas_rotates_among_copies(stages, in_flight):
    from tilelang.ops.lowbit_kernels import gemm_factory

    M, N, K, G = 128, 256, 512, 128
    f = gemm_factory(M, N, K, G, "int4", "float16", "float16", False, 0, True, block_M=128, block_N=128, block_K=64,
                     num_stages=stages, threads=128, b_shared=True)
    module = run_pipeline(f.module.clone(), arch="sm_90a")
    shapes = {op.result.name: op.result.type.shape for op in module.walk() if op.name == "alloc_shared"}
    assert shapes["B_d"] == (128 * (in_flight + 1), 64)  # one 128 x 64 copy per group in flight, one being written
    assert any(op.name == "wgmma_wait" and op.pending == in_flight for op in module.walk())
    # and the lowered kernel computes the product on the simulator, where a wgmma
    # reads its tiles only when its wait completes it
    from int4_kit import int4_problem, run_int4_gemm
    from interp_checks import rel_err

    a, qw, s16, _, ref = int4_problem(M, N, K, G, stages)
    kernel = tilelang.compile(f, target="sim", arch="sm_90a")
    c = run_int4_gemm(kernel, a, qw, s16, N, 128, 128)
    assert torch.isfinite(c).all() and rel_err(c, ref) < 1e-3


def test_fragment_to_shared_copy_of_mma_tiles_uses_stmatrix_and_matches_element_stores():
    from tilelang.layout import make_gemm_operand_b, transposed

    operand = transposed(make_gemm_operand_b(64, 128, 128, 4, 16, "full_col"))  # (n, k), as the int4 gemm decodes

    def kernel():
        @T.prim_func
        def main(X: T.Tensor((128, 64), "float16"), Y: T.Tensor((128, 64), "float16")):
            with T.Kernel(1, threads=128) as bx:
                F = T.alloc_fragment((128, 64), "float16")
                S = T.alloc_shared((128, 64), "float16")
                T.annotate_layout({F: operand, S: tilelang.layout.make_swizzle(128, 64, 16)})
                T.copy(X, F)
                T.copy(F, S)
                T.copy(S, Y)
        return main

    x = torch.randn(128, 64, generator=torch.Generator().manual_seed(5)).half()
    outs = []
    for arch in (None, "sm_90a"):
        k = tilelang.compile(kernel(), out_idx=[-1], target="sim", arch=arch)
        count = sum(op.name == "stmatrix" for op in k.module.walk())
        assert count == (0 if arch is None else 8)  # 64 slots per thread: 8 x4 stores
        outs.append(k(x))
    assert torch.equal(outs[0], x) and torch.equal(outs[1], x)


def _on_hopper():
    return torch.cuda.is_available() and torch.cuda.get_device_capability() == (9, 0)


@pytest.mark.gpu
@pytest.mark.skipif(not _on_hopper(), reason="needs an sm_90 GPU (H100 / H200)")
@pytest.mark.parametrize("cfg, trans_b", [(c, True) for c in CONFIGS] + [(c, False) for c in NN_CONFIGS]
                         + [((128, 256, 64, 4, 256), True), ((256, 128, 64, 4, 256), False)])
def test_wgmma_gemm_on_the_gpu_matches_float64(cfg, trans_b):
    M, N, K = 256, 256, 512
    kernel = tilelang.compile(matmul_nt(M, N, K, *cfg, trans_B=trans_b), out_idx=[-1], target="cuda")
    assert "wgmma.mma_async" in kernel.get_kernel_source()
    g = torch.Generator(device="cuda").manual_seed(sum(cfg))
    a = torch.randn(M, K, device="cuda", generator=g).half()
    b = torch.randn(*((N, K) if trans_b else (K, N)), device="cuda", generator=g).half()
    ref = a.double() @ (b.double().T if trans_b else b.double())
    for _ in range(3):  # a race would move the result between runs
        c = kernel(a, b)
        assert torch.isfinite(c).all() and ((c.double() - ref).norm() / ref.norm()).item() < 1e-5


def test_tilelang_lower_takes_the_arch():
    f = matmul_nt(128, 128, 128, 128, 64, 64, 2, 128)
    assert "wgmma" in op_names(tilelang.lower(f, arch="sm_90a")) and "wgmma" not in op_names(tilelang.lower(f))
    with pytest.raises(tilelang.TileLangError, match="arch"):
        tilelang.lower(f, arch="sm_70")
