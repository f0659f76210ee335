"""``T.gemm`` over part of the reduction dim: ``T.gemm(A_s[:, 0:32], B_s[:, 0:32], C)``
sums K = 0..31 only -- in the interpreter, on the simulator (mma.sync on sm_80, wgmma on
sm_90a) and through NVRTC; bad slices are refused at the call's line."""

import numpy as np
import pytest

import tilelang
import tilelang.language as T
from tilelang.errors import TileLangError

M, N, K = 64, 64, 64


def _two_halves(transpose_B=True, dtype="float16"):
    b_shape = (N, K) if transpose_B else (K, N)

    @T.prim_func
    def halves(A: T.Tensor((M, K), dtype), B: T.Tensor(b_shape, dtype), C: T.Tensor((M, N), "float32")):
        with T.Kernel(1, threads=128) as bx:
            A_s = T.alloc_shared((M, K), dtype)
            B_s = T.alloc_shared(b_shape, dtype)
            C0 = T.alloc_fragment((M, N), "float32")
            C1 = T.alloc_fragment((M, N), "float32")
            T.copy(A, A_s)
            T.copy(B, B_s)
            if transpose_B:
                T.gemm(A_s[:, 0:32], B_s[:, 0:32], C0, transpose_B=True, clear_accum=True)
                T.gemm(A_s[:, 32:64], B_s[:, 32:64], C1, transpose_B=True, clear_accum=True)
            else:
                T.gemm(A_s[:, 0:32], B_s[0:32, :], C0, clear_accum=True)
                T.gemm(A_s[:, 32:64], B_s[32:64, :], C1, clear_accum=True)
            for i, j in T.Parallel(M, N):  # (the halves weighted apart: each must be its own half)
                C0[i, j] = C0[i, j] * 2.0 + C1[i, j]
            T.copy(C0, C)

    return halves


def _expected(a, b, transpose_B):
    bt = b.T if transpose_B else b
    a, bt = a.astype(np.float64), bt.astype(np.float64)
    return 2 * a[:, :32] @ bt[:32] + a[:, 32:] @ bt[32:]


@pytest.mark.parametrize("transpose_B", [True, False])
@pytest.mark.parametrize("target,arch", [("cpu", None), ("sim", "sm_80"), ("sim", "sm_90a")])
def test_a_gemm_sums_only_its_part_of_k(target, arch, transpose_B):
    rng = np.random.default_rng(3)
    a = rng.standard_normal((M, K)).astype(np.float16)
    b = rng.standard_normal((N, K) if transpose_B else (K, N)).astype(np.float16)
    c = np.zeros((M, N), np.float32)
    kernel = tilelang.compile(_two_halves(transpose_B), target=target, **({"arch": arch} if arch else {}))
    kernel(a, b, c)
    want = _expected(a, b, transpose_B)
    assert np.abs(c - want).max() <= 1e-3 * np.abs(want).max()
    if arch == "sm_90a":  # (the wgmma form: 2 of the 4 k-steps a gemm)
        ir = str(tilelang.lower(_two_halves(transpose_B), arch="sm_90a"))
        assert ir.count("wgmma ") + ir.count("wgmma_rs ") >= 4


@pytest.mark.parametrize("arch", ["sm_80", "sm_90a"])
def test_the_sliced_gemm_builds_through_nvrtc(arch):
    pytest.importorskip("cuda.bindings")
    from tilelang.backends.cuda import nvrtc

    src = tilelang.compile(_two_halves(), target="cuda", arch=arch).get_kernel_source()
    assert nvrtc.ptxas_report(src, arch).spill_stores == 0


def test_the_gemm_text_keeps_its_range():
    from tilelang.lowering.ir.parser import parse_ir

    text = str(tilelang.lower(_two_halves(), until="verify", arch="sm_80"))
    assert "k_end = 32" in text and "k_begin = 32" in text and "k_end = 64" in text
    assert str(parse_ir(text)) == text


def _bad(case):
    @T.prim_func
    def bad(A: T.Tensor((M, K), "float16"), B: T.Tensor((N, K), "float16"), C: T.Tensor((M, N), "float32")):
        with T.Kernel(1, threads=128) as bx:
            A_s = T.alloc_shared((M, K), "float16")
            B_s = T.alloc_shared((N, K), "float16")
            C0 = T.alloc_fragment((M, N), "float32")
            T.copy(A, A_s)
            T.copy(B, B_s)
            if case == 0:
                T.gemm(A_s[0:32, 0:32], B_s[:, 0:32], C0, transpose_B=True)
            elif case == 1:
                T.gemm(A_s[:, 0:32], B_s, C0, transpose_B=True)
            elif case == 2:
                T.gemm(A_s[:, 0:32], B_s[:, 32:64], C0, transpose_B=True)
            elif case == 4:
                T.gemm(A_s[:, 32:96], B_s[:, 32:96], C0, transpose_B=True)
            else:
                T.gemm(A_s[:, 8:40], B_s[:, 8:40], C0, transpose_B=True)
            T.copy(C0, C)

    return bad


@pytest.mark.parametrize("case,match", [(0, "only the reduction dim .K. of A may be sliced"),
                                        (1, "slice A and B along the reduction dim .K. alike"), (2, "alike"),
                                        (3, "steps of 16"), (4, r"\[32, 96\) is not a non-empty part of K=64")])
def test_bad_slices_are_refused_at_the_call(case, match):
    with pytest.raises(TileLangError, match=match) as e:
        tilelang.compile(_bad(case), target="sim", arch="sm_80")
    assert "test_gemm_k_slices.py" in str(e.value)  # (the user's line, not the compiler's)
