"""TileLang compatibility, first step: the scalar helpers, atomic max/min, T.cumsum,
make_swizzled_layout, the profiler, pass_configs / execution_backend / target strings,
the cache switch -- on the interpreter ("cpu"), the simulator ("sim") and a CUDA build
for sm_90a without a GPU (NVRTC), checked against torch on random data."""

import warnings

import pytest
import torch

import tilelang
import tilelang.language as T
from tilelang.backends.cuda import build as cuda_build
from tilelang.layout import make_swizzled_layout

TARGETS = ["cpu", "sim"]


def build(f, target, out_idx=None):
    kw = {"arch": "sm_90a"} if target == "cuda" else {}
    return tilelang.compile(f, out_idx=out_idx, target=target, **kw)


@pytest.fixture(autouse=True)
def _fresh_cache(tmp_path, monkeypatch):
    monkeypatch.setenv("TILELANG_CACHE_DIR", str(tmp_path / "cache"))


# ---- scalar helpers ------------------------------------------------------------------------
def limits_kernel(M=8, N=32):
    @T.prim_func
    def main(A: T.Tensor((M, N), "float16"), B: T.Tensor((M, N), "float16"), m: T.Tensor((M,), "float32"),
             L: T.Tensor((4,), "int32")):
        with T.Kernel(1, threads=64) as bx:
            F = T.alloc_fragment((M, N), "float32")
            mx = T.alloc_fragment((M,), "float32")
            T.copy(A, F)
            T.fill(mx, -T.infinity("float32"))
            T.reduce_max(F, mx, dim=1, clear=False)
            for i, j in T.Parallel(M, N):
                F[i, j] = T.clamp(F[i, j], -0.5, 0.75)
            T.copy(F, B)
            T.copy(mx, m)
            for i in T.Parallel(4):
                L[i] = T.if_then_else(i == 0, T.max_value("int32"), T.if_then_else(i == 1, T.min_value("int32"),
                                      T.cast(T.max_value("float16"), "int32")))
    return main


@pytest.mark.parametrize("target", TARGETS)
def test_infinity_clamp_max_min_value(target):
    k = build(limits_kernel(), target, out_idx=[1, 2, 3])
    a = torch.randn(8, 32).half()
    b, m, lim = k(a)
    assert torch.equal(b, a.float().clamp(-0.5, 0.75).half())
    assert torch.equal(m, a.float().amax(1))
    assert lim.tolist() == [2 ** 31 - 1, -2 ** 31, 65504, 65504]


def test_scalar_helpers_build_for_cuda():
    src = build(limits_kernel(), "cuda", out_idx=[1, 2, 3]).get_kernel_source()
    assert "INFINITY" in src or "inf" in src.lower()


def test_infinity_of_an_integer_is_an_error():
    with pytest.raises(tilelang.TileLangError, match="int32 has no infinity"):
        @T.prim_func
        def main(A: T.Tensor((4,), "int32")):
            with T.Kernel(1, threads=4) as bx:
                for i in T.Parallel(4):
                    A[i] = T.infinity("int32")


def test_symbolic_is_dynamic():
    M = T.symbolic("M")
    assert isinstance(M, T.SymbolicDim) and M.name == "M"

    @T.prim_func
    def main(A: T.Tensor((M,), "float32"), B: T.Tensor((M,), "float32")):
        with T.Kernel(T.ceildiv(M, 32), threads=32) as bx:
            for i in T.Parallel(32):
                if bx * 32 + i < M:
                    B[bx * 32 + i] = A[bx * 32 + i] * 2.0

    k = build(main, "cpu", out_idx=[-1])
    a = torch.randn(45)
    assert torch.equal(k(a), a * 2)


# ---- atomic max / min ------------------------------------------------------------------------
def atomic_kernel(kind, dtype, n=128, bins=4):
    @T.prim_func
    def main(A: T.Tensor((n,), dtype), B: T.Tensor((bins,), dtype), C: T.Tensor((4, 32), dtype),
             D: T.Tensor((32,), dtype)):
        with T.Kernel(n // 32, threads=32) as bx:
            S = T.alloc_fragment((32,), dtype)
            for i in T.Parallel(32):
                if kind == "max":
                    T.atomic_max(B[i % bins], A[bx * 32 + i])
                else:
                    T.atomic_min(B[i % bins], A[bx * 32 + i])
            T.copy(C[bx, 0:32], S)
            if kind == "max":
                T.atomic_max(D[0:32], S)
            else:
                T.atomic_min(D[0:32], S)
    return main


def _atomic_reference(kind, a, b, c, d):
    op = torch.maximum if kind == "max" else torch.minimum
    b = b.double().clone()
    for i in range(a.numel()):
        b[i % b.numel()] = op(b[i % b.numel()], a[i].double())
    red = c.double().amax(0) if kind == "max" else c.double().amin(0)
    return b, op(d.double(), red)


def _random(shape, dtype):
    shape = (shape,) if isinstance(shape, int) else shape
    if dtype.is_floating_point:
        x = torch.randn(shape) * 50
        x[..., 0] = -0.0  # negative zero and negative values must order as floats
        return x.to(dtype)
    return torch.randint(-1000 if dtype != torch.uint8 else 0, 1000, shape).to(dtype)


@pytest.mark.parametrize("target", TARGETS)
@pytest.mark.parametrize("dtype", ["float32", "int32", "float16", "int64"])
@pytest.mark.parametrize("kind", ["max", "min"])
def test_atomic_max_min(target, dtype, kind):
    k = build(atomic_kernel(kind, dtype), target)
    td = getattr(torch, dtype)
    a, b, c, d = _random(128, td), _random(4, td), _random((4, 32), td), _random(32, td)
    rb, rd = _atomic_reference(kind, a, b, c, d)
    k(a, b, c, d)
    assert torch.equal(b.double(), rb) and torch.equal(d.double(), rd)


@pytest.mark.parametrize("dtype", ["float32", "float64", "int32", "uint32", "int64", "float16", "bfloat16"])
def test_atomic_max_min_build_for_cuda(dtype):
    for kind in ("max", "min"):
        src = build(atomic_kernel(kind, dtype), "cuda").get_kernel_source()
        assert f"tl::atomic_{kind}(" in src
    # the helpers come with the kernels that use them, not in the prelude (golden sources unchanged)
    plain = build(limits_kernel(), "cuda", out_idx=[1, 2, 3]).get_kernel_source()
    assert "atomic_minmax16" not in plain


def test_atomic_max_of_int8_is_refused_on_cuda():
    with pytest.raises(tilelang.TileLangError, match="atomic_max on int8 is not supported"):
        build(atomic_kernel("max", "int8"), "cuda")


# ---- cumsum ------------------------------------------------------------------------------
def cumsum_kernel(scope, dim, reverse, dtype="float32", M=8, N=32, in_place=True):
    @T.prim_func
    def main(A: T.Tensor((M, N), dtype), B: T.Tensor((M, N), dtype)):
        with T.Kernel(1, threads=64) as bx:
            if scope == "shared":
                S = T.alloc_shared((M, N), dtype)
                D = T.alloc_shared((M, N), dtype)
            else:
                S = T.alloc_fragment((M, N), dtype)
                D = T.alloc_fragment((M, N), dtype)
            T.copy(A, S)
            if in_place:
                T.cumsum(S, dim=dim, reverse=reverse)
                T.copy(S, B)
            else:
                T.cumsum(src=S, dst=D, dim=dim, reverse=reverse)
                T.copy(D, B)
    return main


def _cumsum_ref(a, dim, reverse):
    x = a.double().flip(dim) if reverse else a.double()
    r = x.cumsum(dim)
    return r.flip(dim) if reverse else r


@pytest.mark.parametrize("target", TARGETS)
@pytest.mark.parametrize("scope,dim,reverse,in_place", [("shared", 0, False, True), ("shared", 1, True, False),
                                                        ("fragment", 1, False, True), ("fragment", -2, True, False)])
def test_cumsum(target, scope, dim, reverse, in_place):
    k = build(cumsum_kernel(scope, dim, reverse, in_place=in_place), target, out_idx=[-1])
    a = torch.randn(8, 32)
    got = k(a).double()
    ref = _cumsum_ref(a, dim, reverse)
    assert ((got - ref).abs().max() / ref.abs().max()).item() < 1e-6


@pytest.mark.parametrize("target", TARGETS)
def test_cumsum_float16_and_int32(target):
    k = build(cumsum_kernel("fragment", 1, False, "float16"), target, out_idx=[-1])
    a = torch.randn(8, 32).half()
    ref = _cumsum_ref(a, 1, False)
    assert ((k(a).double() - ref).abs().max() / ref.abs().max()).item() < 2e-3
    k = build(cumsum_kernel("shared", 0, True, "int32"), target, out_idx=[-1])
    a = torch.randint(-100, 100, (8, 32), dtype=torch.int32)
    assert torch.equal(k(a).long(), _cumsum_ref(a, 0, True).long())


def test_cumsum_builds_for_cuda():
    for scope in ("shared", "fragment"):
        src = build(cumsum_kernel(scope, 1, True, "float16"), "cuda", out_idx=[-1]).get_kernel_source()
        assert "__syncthreads" in src


def test_cumsum_errors_name_the_argument():
    with pytest.raises(tilelang.TileLangError, match="T.cumsum: src must be a shared or fragment buffer"):
        @T.prim_func
        def main(A: T.Tensor((8,), "float32")):
            with T.Kernel(1, threads=8) as bx:
                T.cumsum(A)
    with pytest.raises(tilelang.TileLangError, match="dim 2 is out of range"):
        cumsum_kernel("shared", 2, False)


# ---- layouts -------------------------------------------------------------------------------
@pytest.mark.parametrize("target", TARGETS)
def test_make_swizzled_layout_in_a_kernel(target):
    @T.prim_func
    def main(A: T.Tensor((64, 64), "float16"), B: T.Tensor((64, 64), "float16")):
        with T.Kernel(1, threads=128) as bx:
            S = T.alloc_shared((64, 64), "float16")
            T.annotate_layout({S: make_swizzled_layout(S)})
            T.copy(A, S)
            T.copy(S, B)

    a = torch.randn(64, 64).half()
    assert torch.equal(build(main, target, out_idx=[-1])(a), a)


def test_make_swizzled_layout_values():
    L = make_swizzled_layout(((64, 64), "float16"))
    assert L == tilelang.layout.make_swizzle(64, 64, 16, 128)
    assert tilelang.layout.make_quarter_bank_swizzled_layout(((8, 64), "float16")) == \
        tilelang.layout.make_swizzle(8, 64, 16, 32)
    # a tile the swizzle does not fit stays row-major
    odd = make_swizzled_layout(((6, 10), "float32"))
    assert odd.forward(3, 7) == (3, 7)
    with pytest.raises(TypeError, match="make_swizzled_layout: buffer must be"):
        make_swizzled_layout(42)


# ---- compile arguments -------------------------------------------------------------------
def scale_kernel(n=64):
    @T.prim_func
    def main(A: T.Tensor((n,), "float32"), B: T.Tensor((n,), "float32")):
        with T.Kernel(1, threads=64) as bx:
            for i in T.Parallel(n):
                B[i] = A[i] * 3.0
    return main


def test_target_strings_take_the_arch():
    assert build(scale_kernel(), "cuda").cuda.arch == "sm_90a"
    assert tilelang.compile(scale_kernel(), target="cuda -arch=sm_90a").cuda.arch == "sm_90a"
    assert tilelang.compile(scale_kernel(), target={"kind": "cuda", "arch": "sm_80"}).cuda.arch == "sm_80"
    with pytest.raises(tilelang.TileLangError, match="unknown target 'hip'"):
        tilelang.compile(scale_kernel(), target="hip")


def test_execution_backend_is_accepted_and_checked():
    for backend in ("auto", "tvm_ffi", "cython", "nvrtc", "torch", "cutedsl", None):
        k = tilelang.compile(scale_kernel(), out_idx=[-1], target="cpu", execution_backend=backend)
        a = torch.randn(64)
        assert torch.equal(k(a), a * 3)
    with pytest.raises(tilelang.TileLangError, match="execution_backend must be one of"):
        tilelang.compile(scale_kernel(), target="cpu", execution_backend="jax")


def test_pass_configs_map_onto_options_and_warn_once_about_the_rest(monkeypatch):
    from tilelang.lowering import target as tgt

    monkeypatch.setattr(tgt, "_WARNED_KEYS", set())
    with warnings.catch_warnings():
        warnings.simplefilter("error")  # honoured keys and no-ops must not warn
        opts = tgt.options_from_pass_configs({tilelang.PassConfigKey.TL_DISABLE_TMA_LOWER: True,
                                              "tl.disable_wgmma": True, "tl.disable_warp_specialized": True,
                                              "tl.disable_shared_memory_reuse": False,
                                              "tl.enable_async_copy": True})
    assert opts == {"tma": False, "wgmma": False, "warp_specialize": False, "shared_reuse": True}
    with pytest.warns(UserWarning, match="tl.disable_thread_storage_sync"):
        tgt.options_from_pass_configs({"tl.disable_thread_storage_sync": True})
    with warnings.catch_warnings():
        warnings.simplefilter("error")  # once per key
        tgt.options_from_pass_configs({"tl.disable_thread_storage_sync": True})
    with pytest.raises(TypeError, match="pass_configs must be a dict"):
        tgt.options_from_pass_configs([("tl.disable_tma_lower", True)])
    assert tilelang.PassConfigKey.TL_ENABLE_FAST_MATH == "tl.enable_fast_math"
    assert tgt.options_from_pass_configs({"tl.enable_fast_math": True}) == {"fast_math": True}
    assert tgt.options_from_pass_configs({tilelang.PassConfigKey.TL_DISABLE_FAST_MATH: True}) == {"fast_math": False}
    assert tilelang.PassConfigKey.TL_DISABLE_SAFE_MEMORY_ACCESS == "tl.disable_safe_memory_legalize"


def test_pass_configs_reach_the_lowering():
    @T.prim_func
    def main(A: T.Tensor((128, 64), "float16"), B: T.Tensor((64, 128), "float16"), C: T.Tensor((128, 128), "float32")):
        with T.Kernel(1, threads=128) as bx:
            A_s = T.alloc_shared((128, 64), "float16")
            B_s = T.alloc_shared((64, 128), "float16")
            C_f = T.alloc_fragment((128, 128), "float32")
            T.clear(C_f)
            T.copy(A, A_s)
            T.copy(B, B_s)
            T.gemm(A_s, B_s, C_f)
            T.copy(C_f, C)

    on = str(tilelang.lower(main, arch="sm_90a"))
    off = str(tilelang.lower(main, arch="sm_90a", pass_configs={"tl.disable_wgmma": True}))
    assert "wgmma" in on and "wgmma" not in off
    k = tilelang.compile(main, target="cuda -arch=sm_90a", pass_configs={"tl.disable_wgmma": True})
    kernel_part = k.get_kernel_source().split('extern "C"', 1)[1]  # (the prelude names wgmma)
    assert "wgmma" not in kernel_part and "tl::mma_m16n8k16" in kernel_part


def test_disable_cache_switches_the_disk_cache(tmp_path, monkeypatch):
    cache = tmp_path / "cache"
    monkeypatch.delenv("TILELANG_DISABLE_CACHE", raising=False)
    assert tilelang.is_cache_enabled()
    try:
        tilelang.disable_cache()
        assert not tilelang.is_cache_enabled()
        cuda_build._BUILDS.clear()
        build(scale_kernel(32), "cuda")
        assert not list(cache.rglob("*.tlk"))
    finally:
        tilelang.enable_cache()
    cuda_build._BUILDS.clear()
    build(scale_kernel(32), "cuda")
    assert list(cache.rglob("*.tlk"))
    monkeypatch.setenv("TILELANG_DISABLE_CACHE", "1")
    assert not tilelang.is_cache_enabled()


# ---- the profiler --------------------------------------------------------------------------
def test_tensor_supply_types():
    from tilelang.profiler import supply_tensor

    S = tilelang.TensorSupplyType
    assert [m.value for m in S] == list(range(1, 8))
    x = supply_tensor((4096,), "float16", S.Auto)
    assert x.dtype == torch.float16 and -1 <= x.min() < -0.9 and 0.9 < x.max() <= 1
    i = supply_tensor((4096,), "int8", S.Auto)
    assert set(i.unique().tolist()) == {-2, -1, 0, 1, 2}
    assert set(supply_tensor((4096,), "uint8", S.Integer).unique().tolist()) == {0, 1, 2}
    n = supply_tensor((20000,), "float32", S.Normal)
    assert abs(n.mean().item() + 1) < 0.05 and abs(n.std().item() - 1) < 0.05
    assert torch.equal(supply_tensor((3,), "float32", S.One), torch.ones(3))
    assert torch.equal(supply_tensor((3,), "int32", S.Uniform), torch.ones(3, dtype=torch.int32))
    assert supply_tensor((4, 8), "int4", S.Auto).shape == (4, 4)
    with pytest.raises(TypeError, match="supply_type must be"):
        supply_tensor((3,), "float32", 3)


@tilelang.jit(out_idx=[-1], target="cpu")
def quickstart_matmul(M, N, K, block_M, block_N, block_K, dtype="float16", accum_dtype="float"):
    """Upstream TileLang's quickstart (GEMM + ReLU), unchanged but for the target."""

    @T.prim_func
    def gemm_relu(A: T.Tensor((M, K), dtype), B: T.Tensor((K, N), dtype), C: T.Tensor((M, N), dtype)):
        with T.Kernel(T.ceildiv(N, block_N), T.ceildiv(M, block_M), threads=128) as (bx, by):
            A_shared = T.alloc_shared((block_M, block_K), dtype)
            B_shared = T.alloc_shared((block_K, block_N), dtype)
            C_local = T.alloc_fragment((block_M, block_N), accum_dtype)
            T.annotate_layout({A_shared: tilelang.layout.make_swizzled_layout(A_shared)})
            T.use_swizzle(panel_size=10, enable=True)
            T.clear(C_local)
            for ko in T.Pipelined(T.ceildiv(K, block_K), num_stages=3):
                T.copy(A[by * block_M, ko * block_K], A_shared)
                for k, j in T.Parallel(block_K, block_N):
                    B_shared[k, j] = B[ko * block_K + k, bx * block_N + j]
                T.gemm(A_shared, B_shared, C_local)
            for i, j in T.Parallel(block_M, block_N):
                C_local[i, j] = T.max(C_local[i, j], 0)
            T.copy(C_local, C[by * block_M, bx * block_N])

    return gemm_relu


def test_upstream_quickstart_with_the_profiler():
    kernel = quickstart_matmul(64, 64, 64, 32, 32, 32)
    a, b = torch.randn(64, 64).half(), torch.randn(64, 64).half()
    c = kernel(a, b)
    torch.testing.assert_close(c, torch.relu(a @ b), rtol=1e-2, atol=1e-2)
    profiler = kernel.get_profiler(tensor_supply_type=tilelang.TensorSupplyType.Normal)
    profiler.assert_allclose(lambda A, B: torch.relu(A @ B), rtol=1e-2, atol=1e-2)
    with pytest.raises(AssertionError, match="differ beyond"):
        profiler.assert_allclose(lambda A, B: torch.relu(A @ B) + 0.5, rtol=1e-2, atol=1e-2)
    ms = profiler.do_bench(warmup=1, rep=1)
    assert isinstance(ms, float) and ms > 0
    assert profiler.do_bench(lambda A, B: A @ B, n_warmup=1, n_repeat=3, quantiles=[0.5, 0.9])[0] > 0
    assert profiler.run_once().shape == (64, 64)


def test_profiler_takes_input_tensors_and_symbolic_constraints():
    M = T.dynamic("M")

    @T.prim_func
    def main(A: T.Tensor((M,), "float32"), B: T.Tensor((M,), "float32")):
        with T.Kernel(T.ceildiv(M, 32), threads=32) as bx:
            for i in T.Parallel(32):
                if bx * 32 + i < M:
                    B[bx * 32 + i] = A[bx * 32 + i] + 1.0

    prof = tilelang.compile(main, out_idx=[-1], target="cpu").get_profiler()
    a = torch.randn(40)
    prof.assert_allclose(lambda A: A + 1, input_tensors=[a], atol=0, rtol=0)
    assert prof.do_bench(dynamic_symbolic_constraints={"M": 96}, n_warmup=1, n_repeat=2) > 0
    with pytest.raises(ValueError, match="dynamic_symbolic_constraints"):
        prof.run_once()


# ---- on a GPU --------------------------------------------------------------------------------


@pytest.mark.parametrize("dtype", ["float32", "float64", "int32", "int64", "float16", "bfloat16"])
@pytest.mark.parametrize("kind", ["max", "min"])
@pytest.mark.gpu
@pytest.mark.skipif(not torch.cuda.is_available(), reason="needs a CUDA GPU")
def test_gpu_atomic_max_min(kind, dtype):
    k = tilelang.compile(atomic_kernel(kind, dtype), target="cuda")
    td = getattr(torch, dtype)
    a, b, c, d = (_random(s, td).cuda() for s in (128, 4, (4, 32), 32))
    rb, rd = _atomic_reference(kind, a.cpu(), b.cpu(), c.cpu(), d.cpu())
    k(a, b, c, d)
    assert torch.equal(b.cpu().double(), rb) and torch.equal(d.cpu().double(), rd)


@pytest.mark.parametrize("scope,dim,reverse", [("shared", 0, False), ("shared", 1, True), ("fragment", 1, False),
                                               ("fragment", 0, True)])
@pytest.mark.gpu
@pytest.mark.skipif(not torch.cuda.is_available(), reason="needs a CUDA GPU")
def test_gpu_cumsum(scope, dim, reverse):
    k = tilelang.compile(cumsum_kernel(scope, dim, reverse, M=32, N=64), out_idx=[-1], target="cuda")
    a = torch.randn(32, 64, device="cuda")
    ref = _cumsum_ref(a.cpu(), dim, reverse)
    assert ((k(a).cpu().double() - ref).abs().max() / ref.abs().max()).item() < 1e-5


@pytest.mark.gpu
@pytest.mark.skipif(not torch.cuda.is_available(), reason="needs a CUDA GPU")
def test_gpu_profiler():
    from tilelang.ops import tiled_gemm

    kernel = tilelang.compile(tiled_gemm(512, 512, 512), out_idx=[-1], target="cuda")
    prof = kernel.get_profiler(tilelang.TensorSupplyType.Normal)
    prof.assert_allclose(lambda A, B: (A.float() @ B.float()).half(), rtol=1e-2, atol=1e-2)
    ms = prof.do_bench(warmup=5, rep=20)
    assert 0 < ms < 10
    assert tilelang.profiler.do_bench(lambda: prof.run_once(), _n_warmup=2, _n_repeat=5) > 0
