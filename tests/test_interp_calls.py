"""Kernel calls: every bad argument raises TileLangError naming the parameter, and the
target choice ("auto" without a GPU, TILELANG_TARGET=cpu)."""

import numpy as np
import pytest
import torch

import tilelang
import tilelang.language as T
from interp_checks import gen, randn, rel_err

M = T.dynamic("M")
K = T.dynamic("K")


@tilelang.jit(out_idx=[-1], target="cpu")
def scale_add(N):
    @T.prim_func
    def main(A: T.Tensor((M, N), "float16"), W: T.Tensor((M, N), "int4"), alpha: T.float32, n: T.int32,
             C: T.Tensor((M, N), "float16")):
        with T.Kernel(T.ceildiv(M, 16), threads=128) as bx:
            for i, j in T.Parallel(16, N):
                r = bx * 16 + i
                if r < M:
                    C[r, j] = A[r, j] * T.cast(alpha, "float16") + T.cast(W[r, j] * n, "float16")
    return main


N = 64


def good_args(m=8):
    a = randn((m, N), torch.float16, 41)
    w = torch.randint(0, 256, (m, N // 2), generator=gen(42), dtype=torch.uint8)  # packed int4
    return a, w, 0.5, 3


def test_good_call_and_numpy_inputs():
    a, w, alpha, n = good_args()
    c = scale_add(N)(a, w, alpha, n)
    q = tilelang.unpack(w, "int4").double()
    ref = a.double() * alpha + q * n
    # A * 0.5 is exact in float16, q * n is a small integer: one float16 rounding of the sum
    assert rel_err(c, ref) < 2.0 ** -11
    # numpy inputs (int8 packed storage is accepted too) give the same result
    c2 = scale_add(N)(a.numpy(), w.numpy().view(np.int8), np.float32(alpha), np.int32(n))
    assert isinstance(c2, np.ndarray)  # numpy in, numpy out
    assert torch.equal(c, torch.from_numpy(c2))


def call_error(*args, match):
    with pytest.raises(tilelang.TileLangError, match=match) as e:
        scale_add(N)(*args)
    return str(e.value)


def test_wrong_dtype():
    a, w, alpha, n = good_args()
    call_error(a.float(), w, alpha, n, match=r"argument 0 \('A'\) of main: expected dtype float16 .*got float32")
    call_error(a, w.to(torch.int16), alpha, n,
               match=r"argument 1 \('W'\) of main: expected dtype int4 \(packed storage: uint8 or int8\).*got int16")


def test_wrong_packed_shape_for_int4():
    a, _, alpha, n = good_args()
    # the unpacked (logical) shape passed as storage: 64 bytes hold 128 int4 elements
    unpacked = torch.zeros(8, N, dtype=torch.uint8)
    msg = call_error(a, unpacked, alpha, n, match=r"argument 1 \('W'\) of main: expected shape \['M', 64\]")
    assert "packed to ['M', 32]" in msg and "stored as [8, 64]" in msg


def test_packed_rows_must_hold_whole_elements():
    U3 = T.int_dtype("u3o4", 3, signed=False, offset=4)

    @tilelang.jit(out_idx=[-1], target="cpu")
    def widen(rows):
        @T.prim_func
        def main(W: T.Tensor((rows, K), U3), O: T.Tensor((rows, K), "float32")):
            with T.Kernel(1) as bx:
                for i, j in T.grid(rows, K):
                    O[i, j] = T.cast(W[i, j], "float32")
        return main

    codes = torch.randint(0, 8, (2, 16), generator=gen(43))
    out = widen(2)(tilelang.pack(codes, U3))  # 16 3-bit elements in 6 bytes per row
    assert torch.equal(out, codes.float() - 4)
    with pytest.raises(tilelang.TileLangError, match=r"argument 0 \('W'\) of main: packed u3o4 storage of shape "
                                                     r"\[2, 4\] .*multiple of 3 bytes"):
        widen(2)(torch.zeros(2, 4, dtype=torch.uint8))  # 32 bits: not a whole number of elements


def test_mismatched_symbolic_dims():
    a, _, alpha, n = good_args(8)
    _, w9, _, _ = good_args(9)
    call_error(a, w9, alpha, n, match=r"argument 1 \('W'\) of main: dim 0 is M = 9, but 'A' gave M = 8")


@pytest.mark.host_checks  # the --target cuda harness moves host tensors; tests/test_gpu.py checks devices there
def test_wrong_device():
    # "meta" tensors stand in for a non-CPU device on a machine without a GPU
    a, w, alpha, n = good_args()
    call_error(a.to("meta"), w, alpha, n, match=r"argument 0 \('A'\) of main: the (cpu|sim|cuda) target needs "
                                                r"(cpu|cuda) tensors, got one on meta")
    call_error(a, w.to("meta"), alpha, n, match=r"argument 1 \('W'\)")


def test_argument_count():
    a, w, alpha, n = good_args()
    call_error(a, w, alpha, match=r"main\(\) takes 4 argument\(s\) \(A, W, alpha, n\), got 3; missing: n")
    call_error(a, w, alpha, n, a, match=r"main\(\) takes 4 argument\(s\).*got 5")


def test_non_contiguous_tensor():
    a, w, alpha, n = good_args()
    a_t = randn((N, 8), torch.float16, 44).T  # (8, 64) with strides (1, 8)
    call_error(a_t, w, alpha, n, match=r"argument 0 \('A'\) of main: must be contiguous .*strides \[1, 8\]")
    call_error(a, torch.zeros(8, 64, dtype=torch.uint8)[:, ::2], alpha, n, match=r"argument 1 \('W'\).*contiguous")


def test_scalar_of_the_wrong_type():
    a, w, alpha, n = good_args()
    call_error(a, w, alpha, 3.5, match=r"argument 3 \('n'\) of main: expected a int32 scalar, got float 3.5")
    call_error(a, w, alpha, True, match=r"argument 3 \('n'\).*got bool")
    call_error(a, w, alpha, 2 ** 40, match=r"argument 3 \('n'\).*got int 1099511627776")
    call_error(a, w, "0.5", n, match=r"argument 2 \('alpha'\) of main: expected a float32 scalar, got str")
    call_error(a, w, torch.ones(2), n, match=r"argument 2 \('alpha'\).*got a tensor of shape \[2\]")
    call_error(a, 3, alpha, n, match=r"argument 1 \('W'\) of main: expected a tensor, got int")


def test_low_precision_scalar_parameters_hold_values_of_their_format():
    @tilelang.jit(out_idx=[-1], target="cpu")
    def affine(n):
        @T.prim_func
        def main(A: T.Tensor((n,), "float32"), s: T.bfloat16, h: T.float16, B: T.Tensor((n,), "float32")):
            with T.Kernel(1) as bx:
                for i in T.Parallel(n):
                    B[i] = A[i] * T.cast(s, "float32") + T.cast(h, "float32")
        return main

    a = randn((8,), torch.float32, 47)
    out = affine(8)(a, 0.1, 0.1)  # 0.1 is neither a bfloat16 nor a float16 value
    s = torch.tensor(0.1, dtype=torch.bfloat16).float()
    h = torch.tensor(0.1, dtype=torch.float16).float()
    assert torch.equal(out, a * s + h)


@pytest.mark.host_checks  # reading detached and refusing writes is the host's (a GPU kernel writes via data_ptr)
@pytest.mark.parametrize("target", ["cpu", "sim"])
@pytest.mark.parametrize("dtype", [torch.float32, torch.bfloat16], ids=["float32", "bfloat16"])  # in place / codes
def test_tensors_that_require_grad_are_read_but_not_written(target, dtype):
    a = randn((16,), dtype, 48).requires_grad_()
    assert torch.equal(tilelang.compile(_doubler(dtype), out_idx=[-1], target=target)(a), a.detach() * 2)
    b = torch.zeros(16, dtype=dtype, requires_grad=True)
    with pytest.raises(tilelang.TileLangError, match=r"argument 'B' requires grad, and the kernel writes into it"):
        tilelang.compile(_doubler(dtype), target=target)(a, b)
    assert not b.detach().any() and b.requires_grad  # left as it was


# ---- targets -----------------------------------------------------------------------------
def _doubler(dtype=torch.float32):
    dtype = str(dtype).removeprefix("torch.")

    @T.prim_func
    def main(A: T.Tensor((16,), dtype), B: T.Tensor((16,), dtype)):
        with T.Kernel(1) as bx:
            for i in T.Parallel(16):
                B[i] = A[i] * 2.0
    return main


@pytest.mark.skipif(torch.cuda.is_available(), reason="checks the behaviour without a GPU")
def test_auto_target_without_gpu_says_how_to_run_on_cpu(monkeypatch):
    monkeypatch.delenv("TILELANG_TARGET", raising=False)
    kernel = tilelang.compile(_doubler(), out_idx=[-1])  # target="auto": compiling needs no GPU
    assert kernel.target == "cuda"
    with pytest.raises(tilelang.TileLangError, match=r"no usable CUDA GPU: run on the CPU interpreter with "
                                                     r"target='cpu'.*TILELANG_TARGET=cpu"):
        kernel(randn((16,), torch.float32, 45))


@pytest.mark.interp_only  # about how "auto" resolves, not about what a kernel computes
def test_tilelang_target_env_runs_auto_kernels_on_the_interpreter(monkeypatch):
    monkeypatch.setenv("TILELANG_TARGET", "cpu")

    @tilelang.jit(out_idx=[-1])  # target defaults to "auto"
    def doubler():
        return _doubler()

    kernel = doubler()
    assert kernel.target == "cpu"
    a = randn((16,), torch.float32, 46)
    assert torch.equal(kernel(a), a * 2)
    assert tilelang.compile(_doubler(), out_idx=[-1], target="auto").target == "cpu"
