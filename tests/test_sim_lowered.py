"""The lowered programs run on the thread-level simulator and agree with the interpreter.

Each case compiles one of the interpreter suite's kernels twice -- ``target="cpu"``
(tile-level reference) and ``target="sim"`` (lowered to threads, run in lockstep
with race and stale-read checks) -- and compares the outputs on the same inputs.
"""

import pytest
import torch

import tilelang
import tilelang.language as T
from test_interp_dequant import dequant_gemm, dequant_gemm_shared_lowbit
from test_interp_gemm import matmul, matmul_dynamic_m
from test_interp_reduce import reduce_tile, softmax


def run_both(factory, args, inputs):
    func = factory.factory(*args)
    out = []
    for target in ("cpu", "sim"):
        kernel = tilelang.compile(func, out_idx=[-1], target=target)
        out.append(kernel(*[x.clone() for x in inputs]))
    return out


def assert_same(ref, got, exact=False):
    assert not torch.isnan(got.float()).any()
    if exact:
        assert torch.equal(ref, got)
    else:  # mma rounds once per product sum, the reference's matmul in float32: tiny differences
        torch.testing.assert_close(got.float(), ref.float(), rtol=2e-3, atol=2e-3)


def rand(*shape, dtype=torch.float16, seed=0):
    g = torch.Generator().manual_seed(seed)
    if dtype == torch.int8:
        return torch.randint(-128, 128, shape, generator=g, dtype=torch.int8)
    return torch.randn(*shape, generator=g).to(dtype)


@pytest.mark.parametrize("dtype,acc,trans_a,trans_b", [
    ("float16", "float", False, False), ("float16", "float", True, True), ("bfloat16", "float", False, True),
    ("float32", "float", True, False), ("int8", "int32", False, False)])
def test_gemm(dtype, acc, trans_a, trans_b):
    M, N, K = 70, 40, 64
    tdt = {"float16": torch.float16, "bfloat16": torch.bfloat16, "float32": torch.float32, "int8": torch.int8}[dtype]
    a = rand(K, M, dtype=tdt) if trans_a else rand(M, K, dtype=tdt)
    b = rand(N, K, dtype=tdt, seed=1) if trans_b else rand(K, N, dtype=tdt, seed=1)
    out_dtype = "int32" if dtype == "int8" else "float32"
    ref, got = run_both(matmul, (M, N, K, 32, 32, 32, 2, 128, dtype, acc, out_dtype, trans_a, trans_b), [a, b])
    assert_same(ref, got, exact=dtype == "int8")


def test_symbolic_m():
    a, b = rand(7, 64), rand(32, 64, seed=1)  # B is (N, K)
    ref, got = run_both(matmul_dynamic_m, (32, 64), [a, b])
    assert_same(ref, got)


@pytest.mark.parametrize("kind,dim", [("sum", 1), ("max", 0), ("absmax", 1), ("min", -1)])
def test_reductions(kind, dim):
    x = rand(16, 32, dtype=torch.float32)
    init = rand(*([16, 32][1 - dim % 2],), dtype=torch.float32, seed=3)
    ref, got = run_both(reduce_tile, ((16, 32), kind, dim, False, "float32"), [x, init])
    assert_same(ref, got)


def test_softmax():
    x = rand(64, 64, dtype=torch.float32)
    ref, got = run_both(softmax, (64, 64, 16, "float32"), [x])
    assert_same(ref, got)


@pytest.mark.parametrize("wdtype", [T.int4, T.nf4])
def test_dequant_gemm(wdtype):
    M, N, K, g = 16, 32, 64, 32
    w = torch.randn(N, K) * 0.1
    packed, scales = tilelang.quantize(w.half(), wdtype, group_size=g)
    a = rand(M, K)
    zero = 8 if wdtype == T.uint4 else 0
    unused_zeros = rand(*scales.shape, seed=5)
    ref, got = run_both(dequant_gemm, (M, N, K, g, wdtype, False, zero), [a, packed, scales, unused_zeros])
    assert_same(ref, got)
    ref2, got2 = run_both(dequant_gemm_shared_lowbit, (M, N, K, g, wdtype), [a, packed, scales])
    assert_same(ref2, got2)


def row_shift(M, N, block_M):
    """A T.Parallel whose only fragment is a row vector read broadcast along j: the loop
    has block_M * N iterations, the fragment block_M elements."""
    @T.prim_func
    def main(X: T.Tensor((M, N), "float32"), R: T.Tensor((M,), "float32"), Y: T.Tensor((M, N), "float32")):
        with T.Kernel(T.ceildiv(M, block_M), threads=128) as bx:
            r = T.alloc_fragment((block_M,), "float32")
            T.copy(R[bx * block_M], r)
            for i, j in T.Parallel(block_M, N):
                Y[bx * block_M + i, j] = X[bx * block_M + i, j] - r[i]
    return main


@pytest.mark.parametrize("target", ["cpu", "sim"])
def test_parallel_loop_broadcasting_a_fragment_it_only_reads(target):
    """Regression: such a loop once took the row fragment as its anchor and walked its
    block_M elements only (the column index left undefined in the lowered IR)."""
    M, N = 48, 96
    x, r = rand(M, N, dtype=torch.float32, seed=3), rand(M, dtype=torch.float32, seed=4)
    y = torch.full((M, N), float("nan"))
    tilelang.compile(row_shift(M, N, 16), target=target)(x, r, y)
    assert torch.equal(y, x - r[:, None])      # one float32 subtraction each: exact
