"""Upstream TileLang's eager style: ``@tilelang.jit`` over a function whose parameters are
the tensors, sizes named by ``T.const``, outputs made by ``T.empty`` and returned."""

import pytest
import torch

import tilelang
import tilelang.language as T
from tilelang.backends.cuda import build as cuda_build

no_gpu = pytest.mark.skipif(torch.cuda.is_available(), reason="checks the build without a GPU")
needs_gpu = pytest.mark.skipif(not torch.cuda.is_available(), reason="needs a CUDA GPU")


def rel_err(out, ref) -> float:
    return ((out.double() - ref).norm() / ref.norm()).item()


def gemm_relu(A, B, block_M: int = 32, block_N: int = 32, block_K: int = 32, dtype=T.float16,
              accum_dtype=T.float32):
    """The upstream quickstart (GEMM + ReLU), written in the eager style."""
    M, N, K = T.const("M, N, K")
    A: T.Tensor((M, K), dtype)
    B: T.Tensor((K, N), dtype)
    C = T.empty((M, N), dtype)
    with T.Kernel(T.ceildiv(N, block_N), T.ceildiv(M, block_M), threads=128) as (bx, by):
        A_shared = T.alloc_shared((block_M, block_K), dtype)
        B_shared = T.alloc_shared((block_K, block_N), dtype)
        C_local = T.alloc_fragment((block_M, block_N), accum_dtype)
        T.clear(C_local)
        for ko in T.Pipelined(T.ceildiv(K, block_K), num_stages=2):
            T.copy(A[by * block_M, ko * block_K], A_shared)
            T.copy(B[ko * block_K, bx * block_N], B_shared)
            T.gemm(A_shared, B_shared, C_local)
        for i, j in T.Parallel(block_M, block_N):
            C_local[i, j] = T.max(C_local[i, j], 0)
        T.copy(C_local, C[by * block_M, bx * block_N])
    return C


def add(A, B, block=64):
    """An element-wise add; the shapes are also given by the tensors' parameters."""
    N = T.const("N")
    A: T.Tensor((N,), T.float32)
    B: T.Tensor((N,), T.float32)
    C = T.empty(N, dtype=T.float32)
    with T.Kernel(T.ceildiv(N, block), threads=64) as bx:
        for i in T.Parallel(block):
            C[bx * block + i] = A[bx * block + i] + B[bx * block + i]
    return C


def row_stats(X, block_M=16):
    """A reduction with two outputs (row sums and row maxima)."""
    M, N = T.const("M N")
    X: T.Tensor((M, N), T.float32)
    S = T.empty((M,), T.float32)
    Mx = T.empty((M,), T.float32)
    with T.Kernel(T.ceildiv(M, block_M), threads=128) as bx:
        x = T.alloc_fragment((block_M, N), T.float32)
        s = T.alloc_fragment((block_M,), T.float32)
        m = T.alloc_fragment((block_M,), T.float32)
        T.copy(X[bx * block_M, 0], x)
        T.reduce_sum(x, s, dim=1)
        T.reduce_max(x, m, dim=1)
        T.copy(s, S[bx * block_M])
        T.copy(m, Mx[bx * block_M])
    return S, Mx


def scale(A: T.Tensor((64,), T.float32), factor: T.float32):
    """Signature annotations: a fixed-shape tensor and a run-time scalar."""
    B = T.empty((64,), T.float32)
    with T.Kernel(1, threads=64) as bx:
        for i in T.Parallel(64):
            B[bx * 64 + i] = A[bx * 64 + i] * factor
    return B


def ref_gemm_relu(a, b):
    return torch.relu(a.double() @ b.double())


def test_gemm_relu_cpu_against_torch():
    f = tilelang.jit(target="cpu")(gemm_relu)
    a, b = torch.randn(64, 32, dtype=torch.float16), torch.randn(32, 64, dtype=torch.float16)
    c = f(a, b)
    assert c.shape == (64, 64) and c.dtype == torch.float16
    assert rel_err(c, ref_gemm_relu(a, b)) < 2e-3
    assert f(a, b) is not c                        # a fresh output per call
    assert len(f.eager.cache) == 1                 # one kernel for one set of shapes


def test_bare_decorator_and_shapes_inferred_per_call(monkeypatch):
    monkeypatch.setenv("TILELANG_TARGET", "cpu")
    f = tilelang.jit(add)
    for n in (128, 320):                           # two sizes: two static kernels
        a, b = torch.randn(n), torch.randn(n)
        c = f(a, b)
        assert c.shape == (n,) and torch.equal(c, a + b)
    assert len(f.eager.cache) == 2
    c = f(torch.ones(128), torch.ones(128), block=32)  # another config value: another kernel
    assert torch.equal(c, torch.full((128,), 2.0)) and len(f.eager.cache) == 3


def test_reduction_two_outputs_in_return_order():
    f = tilelang.jit(target="cpu")(row_stats)
    x = torch.randn(32, 24)
    s, m = f(x)
    assert rel_err(s, x.double().sum(1)) < 1e-6
    assert torch.equal(m, x.max(1).values)
    kernel = f.compile(x)
    assert kernel.out_idx == [1, 2] or tuple(kernel.out_idx) == (1, 2)


def test_compile_with_explicit_values_then_call_the_kernel():
    f = tilelang.jit(target="cpu")(gemm_relu)
    kernel = f.compile(M=32, N=64, K=32, block_M=32, block_N=32)
    a, b = torch.randn(32, 32, dtype=torch.float16), torch.randn(32, 64, dtype=torch.float16)
    c = kernel(a, b)
    assert c.shape == (32, 64)
    assert rel_err(c, ref_gemm_relu(a, b)) < 2e-3
    assert f.compile(M=32, N=64, K=32, block_M=32, block_N=32) is kernel  # cached
    with pytest.raises(tilelang.TileLangError, match=r"test_eager_style.py:\d+:\d+: error: T.const .M. has no value"):
        f.compile(N=64, K=32)


def test_signature_annotations_and_a_scalar():
    f = tilelang.jit(target="cpu")(scale)
    a = torch.randn(64)
    assert rel_err(f(a, 3.0), a.double() * 3.0) < 1e-6


def test_out_idx_with_returned_outputs_raises():
    f = tilelang.jit(out_idx=[-1], target="cpu")(add)
    with pytest.raises(ValueError, match="out_idx"):
        f(torch.randn(64), torch.randn(64))


def test_mismatched_shape_names_the_parameter_and_line():
    f = tilelang.jit(target="cpu")(gemm_relu)
    a, b = torch.randn(64, 32, dtype=torch.float16), torch.randn(48, 64, dtype=torch.float16)
    with pytest.raises(tilelang.TileLangError, match=r"parameter 'B': dim 0 is 48.*K = 32") as e:
        f(a, b)
    assert "test_eager_style.py" in str(e.value) and "B: T.Tensor((K, N), dtype)" in str(e.value)
    with pytest.raises(tilelang.TileLangError, match=r"parameter 'A': expected a tensor of 2 dims"):
        f(torch.randn(64, dtype=torch.float16), b)
    with pytest.raises(TypeError, match="missing a required argument: 'B'"):
        f(a)


def test_bracket_annotations_dtype_check_and_const_override():
    def axpy(X, Y, alpha: T.float32, block=64):
        N = T.const("N")
        X: T.Tensor[[N], T.float32]
        Y: T.Tensor[(N,), T.float32]
        Z = T.empty((N,), T.float32)
        with T.Kernel(T.ceildiv(N, block), threads=64) as bx:
            for i in T.Parallel(block):
                Z[bx * block + i] = X[bx * block + i] * alpha + Y[bx * block + i]
        return Z

    f = tilelang.jit(target="cpu")(axpy)
    x, y = torch.randn(192), torch.randn(192)
    assert rel_err(f(x, y, 0.5), x.double() * 0.5 + y.double()) < 1e-6
    with pytest.raises(tilelang.TileLangError, match=r"'X'.*expected dtype float32.*got float16"):
        f(x.half(), y.half(), 0.5)
    with pytest.raises(tilelang.TileLangError, match=r"parameter 'X': dim 0 is 192, but its annotation needs N = 64"):
        f(x, y, 0.5, N=64)                         # a keyword names the const's value
    with pytest.raises(tilelang.TileLangError, match=r"T.const 'N': the value given by name must be a positive int"):
        f.compile(N="64")
    assert rel_err(f(x, y, 2.0, tag="extra"), x.double() * 2 + y.double()) < 1e-6  # an extra compile-time value
    assert len(f.eager.cache) == 3


def test_const_used_before_any_tensor_gives_it():
    def early(A, block=64):
        N = T.const("N")
        with T.Kernel(T.ceildiv(N, block), threads=64) as bx:
            A[bx] = 0.0
        A: T.Tensor((N,), T.float32)

    with pytest.raises(tilelang.TileLangError, match="T.const 'N' is used before a tensor annotation"):
        tilelang.jit(target="cpu")(early)(torch.randn(64))


def test_eager_builtins_outside_an_eager_function():
    with pytest.raises(tilelang.TileLangError, match="T.empty is for eager"):
        @T.prim_func
        def main(A: T.Tensor((64,), "float32")):
            B = T.empty((64,), T.float32)  # noqa: F841
            with T.Kernel(1) as bx:
                A[bx] = 0.0
    with pytest.raises(tilelang.TileLangError, match="can only be used inside"):
        T.const("M")


def test_returning_something_else_is_an_error():
    def bad(A, block=64):
        N = T.const("N")
        A: T.Tensor((N,), T.float32)
        B = T.empty((N,), T.float32)
        with T.Kernel(1, threads=64) as bx:
            for i in T.Parallel(block):
                B[bx * block + i] = A[i]
        return A

    with pytest.raises(tilelang.TileLangError, match="returns its T.empty outputs only"):
        tilelang.jit(target="cpu")(bad)(torch.randn(64))


@pytest.fixture
def _fresh_cuda_caches(tmp_path, monkeypatch):
    monkeypatch.setenv("TILELANG_CACHE_DIR", str(tmp_path / "cache"))
    cuda_build._BUILDS.clear()


@no_gpu
@pytest.mark.parametrize("fn, consts", [(gemm_relu, dict(M=128, N=128, K=64)), (add, dict(N=256)),
                                        (row_stats, dict(M=32, N=64))])
def test_builds_for_cuda_sm90a_without_a_gpu(fn, consts, _fresh_cuda_caches):
    f = tilelang.jit(target="cuda -arch=sm_90a")(fn)
    kernel = f.compile(**consts)
    assert kernel.cuda.arch == "sm_90a" and kernel.cuda.cubin[:4] == b"\x7fELF"
    assert 'extern "C" __global__' in kernel.get_kernel_source()


@pytest.mark.gpu
@needs_gpu
def test_gemm_relu_on_cuda():
    f = tilelang.jit(target="cuda")(gemm_relu)
    for m in (128, 256):
        a = torch.randn(m, 64, dtype=torch.float16, device="cuda")
        b = torch.randn(64, 128, dtype=torch.float16, device="cuda")
        assert rel_err(f(a, b), ref_gemm_relu(a, b)) < 2e-3


@pytest.mark.gpu
@needs_gpu
def test_add_and_reduction_on_cuda():
    a, b = torch.randn(512, device="cuda"), torch.randn(512, device="cuda")
    assert torch.equal(tilelang.jit(target="cuda")(add)(a, b), a + b)
    x = torch.randn(64, 32, device="cuda")
    s, m = tilelang.jit(target="cuda")(row_stats)(x)
    assert rel_err(s, x.double().sum(1)) < 1e-5 and torch.equal(m, x.max(1).values)
