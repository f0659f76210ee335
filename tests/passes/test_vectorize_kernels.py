"""``vectorize`` on what tile-op lowering emits: a GEMM epilogue (mma accumulator ->
fp16 global), an element-wise add over a 2-D tile, and T.copy shared -> fragment.
The lowered kernels hold vector accesses and give the reference results on the
simulator (which checks every vector access's alignment and bounds)."""

import re

import pytest
import torch

import tilelang
import tilelang.language as T

from kernels import gemm  # C = A @ B (fp16): the epilogue stores C from the mma accumulator C_l


def add2d(M, N, dtype="float16"):
    @T.prim_func
    def main(A: T.Tensor((M, N), dtype), B: T.Tensor((M, N), dtype), C: T.Tensor((M, N), dtype)):
        with T.Kernel(1, threads=128) as bx:
            for i, j in T.Parallel(M, N):
                C[i, j] = T.cast(A[i, j] + B[i, j], dtype)
    return main


def via_fragment(M, N):
    @T.prim_func
    def main(A: T.Tensor((M, N), "float16"), C: T.Tensor((M, N), "float16")):
        with T.Kernel(1, threads=128) as bx:
            s = T.alloc_shared((M, N), "float16")
            f = T.alloc_fragment((M, N), "float16")
            T.copy(A, s)
            T.copy(s, f)
            for i, j in T.Parallel(M, N):
                f[i, j] = f[i, j] * 2.0
            T.copy(f, C)
    return main


def vector_ops(text: str) -> set:
    return set(re.findall(r"(vec_(?:load|store) %\w+).*?(vec<\d+, \w+>)?$", text, re.M))


def test_gemm_epilogue_stores_accumulator_pairs():
    text = str(tilelang.lower(gemm(128, 128, 128)))
    # the accumulator is read 4 registers (16 bytes) at a time, C written as fp16 column pairs
    assert re.search(r"vec_load %C_l, \[.*\] : vec<4, float32>", text)
    assert re.search(r"vec_pack \[.*\] : vec<2, float16>", text) and "vec_store %C," in text
    assert "vec_store %C_l" in text  # T.clear of the accumulator: 16-byte register stores
    assert not re.search(r"^\s*store %C,", text, re.M)


@pytest.mark.parametrize("M,N,K", [(128, 128, 64), (96, 136, 32)])
def test_vectorized_gemm_is_exact_on_the_simulator(M, N, K):
    kernel = tilelang.compile(gemm(M, N, K, 64, 64, 32, 2), out_idx=[-1], target="sim")
    text = str(kernel.module)
    assert "vec_store %C," in text or N % 2  # edge tiles with an even N keep their pairs
    a, b = torch.randn(M, K).half(), torch.randn(K, N).half()
    torch.testing.assert_close(kernel(a, b).float(), a.float() @ b.float(), rtol=2e-3, atol=2e-3)


@pytest.mark.parametrize("dtype,lanes", [("float16", 8), ("float32", 4), ("int8", 16)])
def test_elementwise_add_uses_16_byte_vectors(dtype, lanes):
    kernel = tilelang.compile(add2d(64, 64, dtype), out_idx=[-1], target="sim")
    text = str(kernel.module)
    for name in ("vec_load %A", "vec_load %B"):
        assert re.search(rf"{name}, .* : vec<{lanes}, {dtype}>", text), name
    assert re.search(rf"vec_pack .* : vec<{lanes}, {dtype}>", text) and "vec_store %C" in text
    if dtype == "int8":
        a = torch.randint(-60, 60, (64, 64), dtype=torch.int8)
        b = torch.randint(-60, 60, (64, 64), dtype=torch.int8)
    else:
        a, b = torch.randn(64, 64).to(getattr(torch, dtype)), torch.randn(64, 64).to(getattr(torch, dtype))
    torch.testing.assert_close(kernel(a, b), a + b)


def test_copy_shared_to_fragment_and_back_are_vector_moves():
    kernel = tilelang.compile(via_fragment(64, 64), out_idx=[-1], target="sim")
    text = str(kernel.module)
    assert re.search(r"vec_load %s, .* : vec<8, float16>", text) and re.search(r"vec_store %f, ", text)
    assert re.search(r"vec_load %f, .* : vec<8, float16>", text) and "vec_store %C" in text
    assert not re.search(r"^\s*(store|%\w+ = load) ", text, re.M)
    a = torch.randn(64, 64).half()
    torch.testing.assert_close(kernel(a), a * 2)


def test_symbolic_row_length_is_correct_without_vectors():
    N = T.dynamic("N")

    @T.prim_func
    def main(A: T.Tensor((64, N), "float16"), C: T.Tensor((64, N), "float16")):
        with T.Kernel(T.ceildiv(N, 64), threads=128) as bx:
            for i, j in T.Parallel(64, 64):
                if bx * 64 + j < N:
                    C[i, bx * 64 + j] = A[i, bx * 64 + j] + 1.0

    kernel = tilelang.compile(main, out_idx=[-1], target="sim")
    assert "vec_" not in str(kernel.module)  # row starts i * N are not provably aligned
    for n in (64, 100):
        a = torch.randn(64, n).half()
        torch.testing.assert_close(kernel(a), a + 1)


def test_symbolic_row_count_keeps_the_epilogue_vectorized():
    M = T.dynamic("M")
    kernel = tilelang.compile(gemm(M, 64, 64, 64, 64, 32, 2), out_idx=[-1], target="sim")
    text = str(kernel.module)
    # rows are guarded by row < M (the same for a pair of columns); columns need no guard
    assert re.search(r"vec_pack \[.*\] : vec<2, float16>", text) and "vec_store %C," in text
    for m in (64, 100, 37):
        a, b = torch.randn(m, 64).half(), torch.randn(64, 64).half()
        torch.testing.assert_close(kernel(a, b).float(), a.float() @ b.float(), rtol=2e-3, atol=2e-3)
