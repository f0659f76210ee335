"""Programmatic dependent launch: ``T.pdl_sync()`` / ``T.pdl_trigger()`` from the frontend
to the launch (``backends/cuda/pdl_launch.py``), and the low-bit gemm that uses it."""

import ctypes

import numpy as np
import pytest
import torch

import tilelang
import tilelang.language as T
from tilelang.backends.cuda import pdl_launch
from tilelang.backends.cuda.module_source import generate
from tilelang.errors import TileLangError
from tilelang.lowering.passes import run_pipeline


def doubling(sync=True, trigger=True, n=256):
    @T.prim_func
    def double(A: T.Tensor((n,), "float32"), B: T.Tensor((n,), "float32")):
        with T.Kernel(n // 128, threads=128) as bx:
            if sync:
                T.pdl_sync()
            for i in T.Parallel(128):
                B[bx * 128 + i] = A[bx * 128 + i] * 2.0
            if trigger:
                T.pdl_trigger()
    return double


def _names(module):
    return [op.name for op in module.funcs[0].walk()]


def test_the_frontend_emits_the_ops_and_the_text_parses_back():
    m = doubling().module
    assert [n for n in _names(m) if n.startswith("pdl")] == ["pdl_sync", "pdl_trigger"]
    text = str(m)
    assert str(tilelang.parse_ir(text)) == text


def test_outside_a_kernel_is_an_error_naming_the_builtin():
    with pytest.raises(TileLangError, match="T.pdl_sync must be inside"):
        @T.prim_func
        def bad(A: T.Tensor((4,), "float32")):
            T.pdl_sync()


@pytest.mark.parametrize("target", ["cpu", "sim"])
def test_the_interpreter_and_simulator_run_them_as_no_ops(target):
    a = np.random.default_rng(1).standard_normal(256).astype(np.float32)
    b = np.full(256, np.nan, np.float32)
    tilelang.compile(doubling(), target=target)(a, b)
    np.testing.assert_array_equal(b, 2 * a)


@pytest.mark.parametrize("sync,trigger", [(True, True), (True, False), (False, True), (False, False)])
def test_the_launch_description_asks_for_an_early_launch_only_with_a_wait(sync, trigger):
    src, desc = generate(run_pipeline(doubling(sync, trigger).module.clone(), arch="sm_90a"))
    assert desc["kernels"][0]["pdl"] is sync
    assert ("griddepcontrol.wait;" in src) is sync
    assert ("griddepcontrol.launch_dependents;" in src) is trigger
    if sync:  # guarded: an sm_80 build compiles it away
        before = src[:src.index('asm volatile("griddepcontrol.wait;')].rstrip().splitlines()[-1]
        assert before.strip() == "#if __CUDA_ARCH__ >= 900"


def test_the_launch_structs_have_cuda_h_layout():
    # CUlaunchAttribute: id, pad to 8, a 64-byte union; CUlaunchConfig: 7 uints, stream, attrs, numAttrs
    assert ctypes.sizeof(pdl_launch.LaunchAttribute) == 72
    assert pdl_launch.LaunchAttribute.value.offset == 8
    assert ctypes.sizeof(pdl_launch.LaunchConfig) == 56
    assert (pdl_launch.LaunchConfig.hStream.offset, pdl_launch.LaunchConfig.attrs.offset,
            pdl_launch.LaunchConfig.numAttrs.offset) == (32, 40, 48)
    config = pdl_launch.launch_config()
    attr = config.attrs[0]
    assert config.numAttrs == 1 and attr.id == pdl_launch.PROGRAMMATIC_STREAM_SERIALIZATION == 6
    assert bytes(attr)[8:12] == (1).to_bytes(4, "little")  # programmaticStreamSerializationAllowed


@pytest.mark.parametrize("pdl", [True, False])
def test_the_lowbit_gemm_waits_first_unless_told_not_to(pdl):
    from tilelang.ops.lowbit_kernels import gemm_factory

    f = gemm_factory(16, 256, 512, 128, "int4", "float16", "float16", False, 8, True, block_M=16, block_N=128,
                     block_K=128, b_wgmma=True, pdl=pdl)
    lowered = run_pipeline(f.module.clone(), arch="sm_90a")
    names = _names(lowered)
    assert ("pdl_sync" in names) is pdl
    if pdl:  # before every global access: the first copy, load or TMA load comes after it
        first_global = min(i for i, n in enumerate(names) if n in ("cp_async", "tma_load", "load", "vec_load"))
        assert names.index("pdl_sync") < first_global
        assert names.index("pdl_trigger") < first_global  # (and lets the next kernel start at once)


# ---- on the GPU ------------------------------------------------------------------------
def slow_producer(n, rounds, out_dtype="float32", trigger=False):
    @T.prim_func
    def produce(X: T.Tensor((n,), "float32"), Y: T.Tensor((n,), out_dtype)):
        with T.Kernel(n // 128, threads=128) as bx:
            if trigger:  # (the next kernel may start at once)
                T.pdl_trigger()
            for i in T.Parallel(128):
                acc = T.alloc_var("float32", init=0.0)
                for r in T.serial(rounds):
                    acc = acc * 0.5 + X[bx * 128 + i]
                Y[bx * 128 + i] = T.cast(acc, out_dtype)
    return produce


@pytest.mark.gpu
@pytest.mark.skipif(not torch.cuda.is_available(), reason="needs a CUDA GPU")
@pytest.mark.parametrize("graph", [False, True])
def test_an_early_launched_kernel_reads_what_the_previous_one_wrote(graph):
    n = 1 << 16
    produce = tilelang.compile(slow_producer(n, 512), target="cuda")
    consume = tilelang.compile(doubling(n=n), target="cuda")
    g = torch.Generator(device="cuda").manual_seed(7)
    x = torch.randn(n, device="cuda", generator=g)
    y, z = torch.empty_like(x), torch.full_like(x, float("nan"))

    def step():
        produce(x, y)
        consume(y, z)

    if graph:
        s = torch.cuda.Stream()
        s.wait_stream(torch.cuda.current_stream())
        with torch.cuda.stream(s):
            step()
        torch.cuda.current_stream().wait_stream(s)
        cg = torch.cuda.CUDAGraph()
        with torch.cuda.graph(cg):
            step()
    for i in range(20):
        x.normal_(generator=g)
        z.fill_(float("nan"))
        cg.replay() if graph else step()
        torch.cuda.synchronize()
        ref = x.double() * 2  # (the producer's geometric sum: x * (2 - 2**-511) ~ 2x)
        assert torch.isfinite(z).all(), f"round {i}: unwritten outputs"
        assert ((z.double() - 2 * y.double()).abs().max() == 0), f"round {i}: read a stale y"
        assert ((y.double() - ref).norm() / ref.norm()) < 1e-5


@pytest.mark.gpu
@pytest.mark.skipif(not torch.cuda.is_available(), reason="needs a CUDA GPU")
@pytest.mark.parametrize("M", [1, 16])
def test_the_gemm_launched_early_reads_the_activation_written_before_it(M):
    """A graph of (a slow producer writing the activation and triggering at once, the
    planned int4 gemm built with ``pdl``): the gemm's blocks start while the producer
    still runs; every round's output matches a float64 reference on that round's fresh
    activation."""
    from tilelang.ops import lowbit_matmul, plan, prepare
    from tilelang.timing import cuda_graph

    N, K = 512, 1024
    g = torch.Generator(device="cuda").manual_seed(11)
    w = torch.randn(N, K, device="cuda", generator=g).half()
    q, s = tilelang.quantize(w, "int4", group_size=128)[:2]
    p = prepare(q, s, group_size=128)
    ref_w = tilelang.dequantize(q, "int4", s, group_size=128).double()
    name, opts = plan(M, N, K, 128, wgmma=True)
    cfg = (name, {**opts, "pdl": True})
    produce = tilelang.compile(slow_producer(M * K, 256, "float16", trigger=True), target="cuda")
    x = torch.randn(M * K, device="cuda", generator=g)
    a = torch.empty(M * K, device="cuda", dtype=torch.float16)
    out = torch.empty(M, N, device="cuda", dtype=torch.float16)

    def step():
        produce(x, a)
        lowbit_matmul(a.view(M, K), p, config=cfg, out=out)

    cg = cuda_graph(step)
    for i in range(10):
        x.normal_(generator=g)
        out.fill_(float("nan"))
        cg.replay()
        torch.cuda.synchronize()
        ref = a.view(M, K).double() @ ref_w.t()
        err = float((out.double() - ref).norm() / ref.norm())
        assert torch.isfinite(out).all(), f"round {i}: unwritten outputs"
        assert err < 2e-3, f"round {i}: rel. err {err:.1e} (a stale activation?)"
