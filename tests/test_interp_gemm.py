"""The interpreter on tiled GEMMs: T.Pipelined, shared tiles, a fragment accumulator
and T.gemm, for every transpose combination and dtype, ragged shapes, one kernel
object over several dynamic M, and a timing check."""

import time

import pytest
import torch

import tilelang
import tilelang.language as T
from interp_checks import gen, randn, rel_err
from kernels import gemm

TORCH = {"float16": torch.float16, "bfloat16": torch.bfloat16, "float32": torch.float32, "float64": torch.float64,
         "int8": torch.int8}


# C = op(A) @ op(B): A is stored (K, M) when transposed, B (N, K) when transposed
matmul = tilelang.jit(out_idx=[-1], target="cpu")(gemm)


def _operands(M, N, K, dtype, trans_A, trans_B, seed):
    """Logical a (M, K), b (K, N) and the stored forms the kernel takes."""
    if dtype == "int8":
        g = gen(seed)
        a = torch.randint(-128, 128, (M, K), generator=g, dtype=torch.int8)
        b = torch.randint(-128, 128, (K, N), generator=g, dtype=torch.int8)
    else:
        a, b = randn((M, K), TORCH[dtype], seed), randn((K, N), TORCH[dtype], seed + 1)
    return a, b, (a.T.contiguous() if trans_A else a), (b.T.contiguous() if trans_B else b)


# The output is rounded once to its dtype after float32 accumulation: per element the
# relative error is at most 2**-11 (fp16) / 2**-8 (bf16) plus the float32 accumulation
# error (~K * 2**-24 <= 6e-6 for K = 95), so the norm-wise error stays below these.
TOL = {"float16": 1e-3, "bfloat16": 5e-3, "float32": 1e-5}


@pytest.mark.parametrize("trans_A", [False, True], ids=["A", "At"])
@pytest.mark.parametrize("trans_B", [False, True], ids=["B", "Bt"])
@pytest.mark.parametrize("dtype", ["float16", "bfloat16", "float32", "int8"])
def test_tiled_gemm_ragged(dtype, trans_A, trans_B):
    M, N, K = 257, 129, 95  # none a multiple of the 64 x 64 x 32 blocks
    integer = dtype == "int8"
    accum, out = ("int32", "int32") if integer else ("float", dtype)
    kernel = matmul(M, N, K, 64, 64, 32, num_stages=2, dtype=dtype, accum_dtype=accum, out_dtype=out, trans_A=trans_A,
                    trans_B=trans_B)
    a, b, A, B = _operands(M, N, K, dtype, trans_A, trans_B, seed=11)
    c = kernel(A, B)
    assert c.shape == (M, N) and c.dtype == TORCH.get(out, torch.int32)
    if integer:
        # |sum| <= 95 * 128 * 128 < 2**31: int32 accumulation is exact
        assert torch.equal(c.long(), a.long() @ b.long())
    else:
        assert rel_err(c, a.double() @ b.double()) < TOL[dtype]


@pytest.mark.parametrize("num_stages", [0, 1, 3])
def test_gemm_num_stages_do_not_change_results(num_stages):
    # Pipelining is a schedule: every stage count computes the same sums in the same order.
    M, N, K = 96, 80, 160
    a, b, A, B = _operands(M, N, K, "float16", False, True, seed=12)
    ref = matmul(M, N, K, 32, 32, 32, num_stages=2, trans_B=True)(A, B)
    c = matmul(M, N, K, 32, 32, 32, num_stages=num_stages, trans_B=True)(A, B)
    assert torch.equal(c, ref)
    assert rel_err(c, a.double() @ b.double()) < TOL["float16"]


def test_float64_gemm_keeps_float64_precision():
    M, N, K = 40, 48, 72
    a, b, A, B = _operands(M, N, K, "float64", False, False, seed=13)
    c = matmul(M, N, K, 32, 32, 32, num_stages=2, dtype="float64", accum_dtype="float64", out_dtype="float64")(A, B)
    # float64 accumulation over K = 72: ~1e-15; a float32 product path would give ~1e-7
    assert rel_err(c, a @ b) < 1e-13


@tilelang.jit(out_idx=[-1], target="cpu")
def matmul_dynamic_m(N, K, block_M=16, block_N=32, block_K=32):
    """C = A @ B.T (fp16) for A of any number of rows: one kernel."""
    return gemm(T.dynamic("M"), N, K, block_M, block_N, block_K, num_stages=2, trans_B=True)


def test_one_kernel_for_every_dynamic_m():
    N, K = 72, 96
    kernel = matmul_dynamic_m(N, K)
    assert matmul_dynamic_m(N, K) is kernel  # one compiled kernel, cached
    assert "tensor<[M, 96], float16>" in kernel.ir
    w = randn((N, K), torch.float16, 14)
    for M in (1, 7, 64):
        a = randn((M, K), torch.float16, 15 + M)
        c = kernel(a, w)
        assert c.shape == (M, N)
        assert rel_err(c, a.double() @ w.double().T) < TOL["float16"]


def test_gemm_256_cubed_timing():
    """Performance note: the tile interpreter runs a 256^3 fp16 GEMM with 128 x 128 x 32
    blocks and 2 stages (4 blocks x 8 k-steps of numpy matmuls) in well under 5 s."""
    M = N = K = 256
    kernel = matmul(M, N, K, 128, 128, 32, num_stages=2)
    a, b = randn((M, K), torch.float16, 16), randn((K, N), torch.float16, 17)
    t0 = time.perf_counter()
    c = kernel(a, b)
    elapsed = time.perf_counter() - t0
    print(f"interpreter 256x256x256 fp16 GEMM (128x128x32, 2 stages): {elapsed * 1e3:.1f} ms")
    assert rel_err(c, a.double() @ b.double()) < TOL["float16"]
    assert elapsed < 5.0
