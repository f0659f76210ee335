"""64-bit flat offsets into the global tensors that 32 bits cannot reach
(``lowering/offset_width.py``; docs/cuda.md, "Index arithmetic").

On the CPU: the decision per tensor type, the generated source (NVRTC builds it for
sm_90a and sm_80 without a GPU; the 4 GiB tensors are never allocated), the build a
call of symbolic sizes picks.  On a GPU (``-m gpu``): a copy-and-scale over tensors of
more than 2^31 elements, checked whole against torch.
"""

import re

import pytest
import torch

import tilelang
import tilelang.language as T
from tilelang.dtypes import get_dtype
from tilelang.lowering.ir.types import TensorType
from tilelang.lowering.offset_width import INT32_MAX, offset_bits
from tilelang.lowering.target import Target

BIG = 2**16  # (BIG, BIG) float16: 2^32 elements, 8 GiB -- never allocated here


@pytest.fixture(autouse=True)
def _own_cache(tmp_path, monkeypatch):
    monkeypatch.setenv("TILELANG_CACHE_DIR", str(tmp_path / "cache"))


def tt(shape, dtype="float16"):
    return TensorType(tuple(shape), get_dtype(dtype))


def test_offset_bits_by_stored_elements():
    assert offset_bits(tt((BIG, BIG))) == 64
    assert offset_bits(tt((2**15, 2**16))) == 64                       # 2^31 elements: offset 2^31 - 1 fits,
    assert offset_bits(tt((2**15, 2**16 - 1))) == 32                   # but the old refusal's bound is kept
    assert offset_bits(tt((4, 2**29 - 1))) == 32 and offset_bits(tt((4, 2**29))) == 64
    assert offset_bits(tt((BIG, BIG), "int4")) == 64                   # 2^31 bytes
    assert offset_bits(tt((BIG, BIG - 2), "int4")) == 32               # fewer bytes than 2^31
    assert offset_bits(tt((2**31 - 1,), "uint8")) == 32                # rank 1: one 32-bit index
    assert offset_bits(tt(("M", 64))) == 32
    assert offset_bits(tt(("M", 64)), Target.for_arch("sm_80", int32_offsets=False)) == 64
    assert offset_bits(tt(("M",)), Target.for_arch("sm_80", int32_offsets=False)) == 32
    with pytest.raises(TypeError, match="TensorType"):
        offset_bits("tensor")


def scale_kernel(M, N, dtype="float16"):
    """B = A * 2 by 64 x 64 tiles (A through shared memory: cp.async), and one float32 per
    row of S (a small tensor) set to the row's index: the probe of what stays 32-bit."""

    @T.prim_func
    def scale(A: T.Tensor((M, N), dtype), B: T.Tensor((M, N), dtype), S: T.Tensor((M, 4), "float32")):
        with T.Kernel(N // 64, T.ceildiv(M, 64), threads=128) as (bx, by):
            t = T.alloc_shared((64, 64), dtype)
            T.copy(A[by * 64, bx * 64], t)
            for i, j in T.Parallel(64, 64):
                B[by * 64 + i, bx * 64 + j] = t[i, j] * 2
            if bx == 0:
                for i in T.Parallel(64):
                    S[by * 64 + i, 3] = T.cast(by * 64 + i, "float32")

    return scale


def access_lines(src, name):
    """The lines of the kernel body that index tensor ``name``."""
    body = src[src.index('extern "C" __global__'):]
    return [ln for ln in body.splitlines() if re.search(rf"\b{name}(\[| \+ )", ln)]


@pytest.mark.parametrize("arch", ["sm_90a", "sm_80"])
def test_big_tensors_get_64_bit_offsets_and_only_they(arch):
    kernel = tilelang.compile(scale_kernel(BIG, BIG), target="cuda", arch=arch)
    assert kernel.cuda.cubin[:4] == b"\x7fELF"
    src = kernel.get_kernel_source()
    for name in ("A", "B"):
        lines = access_lines(src, name)
        assert lines and all("(long long)" in ln for ln in lines), (name, lines)
    lines = access_lines(src, "S")
    assert lines and not any("long long" in ln for ln in lines), lines
    assert "cp_async" in "\n".join(access_lines(src, "A"))  # (the async copy's source address too)


def test_small_kernel_is_unchanged():
    """Below the bound nothing widens, whatever int32_offsets says (it is about symbolic
    shapes); the golden sources (tests/test_golden_cuda.py) hold the rest byte for byte."""
    srcs = [tilelang.compile(scale_kernel(256, 512), target="cuda", arch="sm_90a", int32_offsets=w)
            .get_kernel_source() for w in (True, False)]
    assert srcs[0] == srcs[1]
    assert "long long" not in srcs[0][srcs[0].index('extern "C" __global__'):]


def test_atomic_and_packed_accesses_widen():
    """An atomic into a big tensor and a packed int4 one (byte offsets) take 64 bits too."""
    @T.prim_func
    def acc(W: T.Tensor((BIG, BIG), "int4"), C: T.Tensor((BIG, BIG), "float32")):
        with T.Kernel(BIG // 64, BIG // 128, threads=128) as (bx, by):
            w = T.alloc_shared((128, 64), "int4")
            T.copy(W[by * 128, bx * 64], w)
            for i, j in T.Parallel(128, 64):
                T.atomic_add(C[by * 128 + i, bx * 64 + j], T.cast(w[i, j], "float32"))

    src = tilelang.compile(acc, target="cuda", arch="sm_80").get_kernel_source()
    for name in ("W", "C"):
        lines = access_lines(src, name)
        assert lines and all("(long long)" in ln for ln in lines), (name, lines)
    assert any("atomic_add" in ln for ln in access_lines(src, "C"))


def test_a_dimension_beyond_32_bits_is_refused_naming_the_parameter():
    @T.prim_func
    def flat(A: T.Tensor((2**31,), "uint8"), B: T.Tensor((2**31,), "uint8")):
        with T.Kernel(2**31 // 128, threads=128) as bx:
            for i in T.Parallel(128):
                B[bx * 128 + i] = A[bx * 128 + i]

    with pytest.raises(tilelang.TileLangError, match=r"parameter 'A': dimension 0 has 2147483648 elements.*"
                                                      r"split it into two dimensions"):
        tilelang.compile(flat, target="cuda", arch="sm_80")


def test_symbolic_sizes_pick_the_64_bit_build():
    """The compiled build indexes the symbolic tensors with 32 bits; sizes that need more
    get a second build (made once, at the first such call), with 64-bit offsets."""
    M = T.dynamic("M")
    kernel = tilelang.compile(scale_kernel(M, 1024), target="cuda", arch="sm_80")
    program = kernel.program
    assert "long long" not in kernel.get_kernel_source().split('extern "C" __global__')[1]
    assert program.build_for({"M": 2048}) is kernel.cuda
    assert program.build_for({"M": INT32_MAX // 1024}) is kernel.cuda
    wide = program.build_for({"M": 2**21})  # 2^31 elements
    assert wide is not kernel.cuda and program.build_for({"M": 2**22}) is wide
    for name in ("A", "B", "S"):  # (S of symbolic shape too: the variant widens them all)
        lines = access_lines(wide.source, name)
        assert lines and all("(long long)" in ln for ln in lines), (name, lines)
    with pytest.raises(tilelang.TileLangError, match=r"argument 0 \('A'\) has 2147483648 elements along "
                                                      r"dimension 0"):
        program.build_for({"M": 2**31})


# ---- on a GPU -------------------------------------------------------------------------------------
@pytest.mark.gpu
@pytest.mark.skipif(not torch.cuda.is_available(), reason="needs a CUDA GPU")
@pytest.mark.parametrize("symbolic", [False, True], ids=["static", "symbolic"])
def test_gpu_scale_over_more_than_2_31_elements(symbolic):
    """B = A * 2 over 2^16 x (2^15 + 64) float16 (2^31 + 2^22 elements, 4.3 GB each):
    exact in float16, so B equals torch's product bit for bit -- every element written
    (B starts as NaN), the last rows included.  Symbolic M: a small call first (the
    32-bit build), then the big one (the 64-bit build, made then)."""
    rows, cols = 2**16, 2**15 + 64
    kernel = tilelang.compile(scale_kernel(T.dynamic("M") if symbolic else rows, cols))
    if symbolic:
        a = torch.randn(256, cols, device="cuda").half()
        b = torch.full_like(a, float("nan"))
        kernel(a, b, torch.zeros(256, 4, device="cuda"))
        assert torch.equal(b, a * 2) and kernel.program._wide is None
        del a, b
    a = torch.randn(rows, cols, device="cuda").half()
    b = torch.full_like(a, float("nan"))
    s = torch.full((rows, 4), -1.0, device="cuda")
    kernel(a, b, s)
    torch.cuda.synchronize()
    for sl in (slice(0, 64), slice(rows // 2 - 32, rows // 2 + 32), slice(rows - 64, rows)):
        assert torch.equal(b[sl], a[sl] * 2), sl
    assert torch.equal(b[-1, -64:], a[-1, -64:] * 2)
    assert not torch.isnan(b).any() and torch.equal(b, a * 2)
    assert torch.equal(s[:, 3], torch.arange(rows, device="cuda", dtype=torch.float32))
    built = kernel.program._wide if symbolic else kernel.cuda
    assert "(long long)" in built.source
