"""TileLang compatibility, the gaps the upstream-style corpus found: T.floordiv /
floormod / truncdiv / truncmod on negative integers, T.reinterpret in both argument
orders, T.use_swizzle(order="column"), reduce_max / reduce_min with nan_propagate,
tilelang.next_power_of_2 / cdiv, and the gemm warp split every target refuses alike --
on the interpreter ("cpu") and the simulator ("sim"; ``pytest --target sim`` runs the
"cpu" kernels there too), with CUDA builds for sm_90a through NVRTC (no GPU needed)
and, on a GPU, the same checks run there."""

import pytest
import torch

import tilelang
import tilelang.language as T

TARGETS = ["cpu", "sim"]
CUDA = "cuda -arch=sm_90a"
gpu = pytest.mark.skipif(not torch.cuda.is_available(), reason="needs a CUDA GPU")


@pytest.fixture(autouse=True)
def _fresh_cache(tmp_path, monkeypatch):
    monkeypatch.setenv("TILELANG_CACHE_DIR", str(tmp_path / "cache"))


# ---- T.floordiv, T.floormod, T.truncdiv, T.truncmod ----------------------------------------
def division_kernel(n=64, dtype="int32", c=4):
    out = "int64" if dtype == "int64" else "int32"  # (C's promotion: int8 arithmetic is int32)

    @T.prim_func
    def main(A: T.Tensor((n,), dtype), B: T.Tensor((n,), dtype), O: T.Tensor((10, n), out)):
        with T.Kernel(1, threads=n) as bx:
            for i in T.Parallel(n):
                O[0, i] = T.floordiv(A[i], B[i])
                O[1, i] = T.floormod(A[i], B[i])
                O[2, i] = T.truncdiv(A[i], B[i])
                O[3, i] = T.truncmod(A[i], B[i])
                O[4, i] = A[i] // B[i]
                O[5, i] = A[i] % B[i]
                # constant divisors (a power of two, and a negative one) take other paths
                O[6, i] = T.floordiv(A[i], c)
                O[7, i] = T.floormod(A[i], -c)
                O[8, i] = T.truncdiv(A[i], c)
                O[9, i] = T.truncmod(A[i], c)
    return main


def _division_inputs(n, dtype):
    a = torch.randint(-100, 100, (n,), dtype=dtype)
    b = torch.randint(1, 9, (n,), dtype=dtype) * (torch.randint(0, 2, (n,), dtype=dtype) * 2 - 1)
    a[:4] = torch.tensor([-7, 7, -8, 0], dtype=dtype)  # exact, inexact and zero cases every run
    b[:4] = torch.tensor([2, -2, 4, -3], dtype=dtype)
    return a, b


def _division_reference(a, b, c=4):
    a64, b64 = a.long(), b.long()

    def floor(x, y):
        return torch.div(x, y, rounding_mode="floor")

    def trunc(x, y):
        return torch.div(x, y, rounding_mode="trunc")

    rows = [floor(a64, b64), a64 - b64 * floor(a64, b64), trunc(a64, b64), a64 - b64 * trunc(a64, b64)]
    rows += rows[:1] + rows[1:2]
    rows += [floor(a64, c), a64 + c * floor(a64, -c), trunc(a64, c), a64 - c * trunc(a64, c)]
    return torch.stack(rows)


@pytest.mark.parametrize("target", TARGETS)
@pytest.mark.parametrize("dtype", ["int32", "int64", "int8"])
def test_floordiv_floormod_truncdiv_truncmod_on_negative_integers(target, dtype):
    k = tilelang.compile(division_kernel(dtype=dtype), out_idx=[-1], target=target)
    a, b = _division_inputs(64, getattr(torch, dtype))
    out = k(a, b)
    ref = _division_reference(a, b)
    assert torch.equal(out.long(), ref), (out.long() - ref).abs().amax(1)
    # Python's semantics, spelled out on the fixed cases: -7 // 2 == -4, 7 % -2 == -1
    assert out[0, 0] == -4 and out[1, 1] == -1 and out[2, 0] == -3 and out[3, 0] == -1


def test_division_of_compile_time_values():
    @T.prim_func
    def main(O: T.Tensor((4,), "int32")):
        with T.Kernel(1, threads=4) as bx:
            O[0] = T.floordiv(-7, 2)
            O[1] = T.floormod(-7, 2)
            O[2] = T.truncdiv(-7, 2)
            O[3] = T.truncmod(-7, 2)

    assert tilelang.compile(main, out_idx=[-1], target="cpu")().tolist() == [-4, 1, -3, -1]


def test_floordiv_of_floats_and_truncdiv_refuses_them():
    @T.prim_func
    def main(A: T.Tensor((32,), "float32"), O: T.Tensor((2, 32), "float32")):
        with T.Kernel(1, threads=32) as bx:
            for i in T.Parallel(32):
                O[0, i] = T.floordiv(A[i], 0.75)
                O[1, i] = T.floormod(A[i], 0.75)

    a = torch.randn(32) * 4
    out = tilelang.compile(main, out_idx=[-1], target="cpu")(a)
    assert torch.equal(out[0], torch.floor(a / 0.75))
    assert torch.allclose(out[1], a - 0.75 * torch.floor(a / 0.75), atol=1e-6)
    with pytest.raises(tilelang.TileLangError, match="truncdiv takes integers"):
        @T.prim_func
        def bad(A: T.Tensor((32,), "float32")):
            with T.Kernel(1, threads=32) as bx:
                for i in T.Parallel(32):
                    A[i] = T.truncdiv(A[i], 2.0)


def test_division_builds_for_cuda():
    src = tilelang.compile(division_kernel(), out_idx=[-1], target=CUDA).get_kernel_source()
    body = src[src.index('extern "C" __global__'):]
    assert body.count("tl::floordiv(") >= 3 and body.count("tl::floormod(") >= 3, body


@gpu
@pytest.mark.gpu
@pytest.mark.parametrize("dtype", ["int32", "int64", "int8"])
def test_gpu_division_on_negative_integers(dtype):
    k = tilelang.compile(division_kernel(dtype=dtype), out_idx=[-1], target="cuda")
    a, b = _division_inputs(64, getattr(torch, dtype))
    out = k(a.cuda(), b.cuda()).cpu()
    assert torch.equal(out.long(), _division_reference(a, b))


# ---- tilelang.next_power_of_2, tilelang.cdiv (also tilelang.math.*) --------------------------
def test_next_power_of_2_and_cdiv():
    import numpy as np

    for n in [0, 1, 2, 3, 5, 64, 65, 1000, 2 ** 40 + 1]:
        p = tilelang.next_power_of_2(n)
        assert p >= max(n, 1) and p & (p - 1) == 0 and (p == 1 or p // 2 < n)
    assert tilelang.next_power_of_2(np.int64(100)) == 128 and tilelang.math.next_power_of_2(128) == 128
    assert tilelang.cdiv(1000, 128) == 8 and tilelang.math.cdiv(-7, 2) == -3 and tilelang.cdiv(2 ** 70 + 1, 2) == 2 ** 69 + 1
    with pytest.raises(ValueError, match="n must be >= 0"):
        tilelang.next_power_of_2(-3)
    for bad in (4.0, "4", None, True):
        with pytest.raises(TypeError, match="n must be an integer"):
            tilelang.next_power_of_2(bad)
    with pytest.raises(TypeError, match="b must be an integer"):
        tilelang.cdiv(8, 2.5)
    with pytest.raises(ValueError, match="b must not be 0"):
        tilelang.cdiv(8, 0)


# ---- T.reinterpret(value, dtype), and the older (dtype, value) ------------------------------
def reinterpret_kernel(order):
    @T.prim_func
    def main(A: T.Tensor((32,), "float32"), O: T.Tensor((3, 32), "int32"), F: T.Tensor((32,), "float32")):
        with T.Kernel(1, threads=32) as bx:
            for i in T.Parallel(32):
                if order == "value first":
                    O[0, i] = T.reinterpret(A[i], "int32")
                    O[1, i] = T.reinterpret(A[i] * 2.0, T.int32)
                    O[2, i] = T.reinterpret(value=A[i], dtype=T.int32)
                    F[i] = T.reinterpret(O[0, i] ^ -2147483648, A.dtype)
                else:
                    O[0, i] = T.reinterpret("int32", A[i])
                    O[1, i] = T.reinterpret(T.int32, A[i] * 2.0)
                    O[2, i] = T.reinterpret(dtype="int32", value=A[i])
                    F[i] = T.reinterpret(A.dtype, O[0, i] ^ -2147483648)
    return main


@pytest.mark.parametrize("target", TARGETS)
@pytest.mark.parametrize("order", ["value first", "dtype first"])
def test_reinterpret_in_either_order(target, order):
    a = torch.randn(32)
    o, f = tilelang.compile(reinterpret_kernel(order), out_idx=[1, 2], target=target)(a)
    bits = a.view(torch.int32)
    assert torch.equal(o[0], bits) and torch.equal(o[1], (a * 2).view(torch.int32)) and torch.equal(o[2], bits)
    assert torch.equal(f, -a)  # the sign bit flipped, read back as float32


def test_reinterpret_builds_for_cuda():
    src = tilelang.compile(reinterpret_kernel("value first"), out_idx=[1, 2], target=CUDA).get_kernel_source()
    body = src[src.index('extern "C" __global__'):]
    assert body.count("tl::bitcast<int>(") == 3 and body.count("tl::bitcast<float>(") == 1, body


@pytest.mark.parametrize("case,message", [
    (0, "neither argument is a dtype"),
    (1, "both arguments are dtypes"),
    (2, "unknown dtype 'flaot32'"),
    (3, "bit widths differ: float32 \\(32 bits\\) -> int16"),
])
def test_reinterpret_errors(case, message):
    with pytest.raises(tilelang.TileLangError, match=message):
        @T.prim_func
        def main(A: T.Tensor((32,), "float32"), O: T.Tensor((32,), "int32")):
            with T.Kernel(1, threads=32) as bx:
                for i in T.Parallel(32):
                    if case == 0:
                        O[i] = T.reinterpret(A[i], A[i])
                    elif case == 1:
                        O[i] = T.reinterpret("int32", "float32")
                    elif case == 2:
                        O[i] = T.reinterpret(A[i], "flaot32")
                    else:
                        O[i] = T.reinterpret(A[i], "int16")


# ---- a gemm warp split every target refuses alike --------------------------------------------
def split_gemm_kernel(policy, threads=128, dtype="float16"):
    @T.prim_func
    def main(A: T.Tensor((32, 32), dtype), B: T.Tensor((32, 32), dtype), C: T.Tensor((32, 32), "float32")):
        with T.Kernel(1, threads=threads) as bx:
            As = T.alloc_shared((32, 32), dtype)
            Bs = T.alloc_shared((32, 32), dtype)
            Cf = T.alloc_fragment((32, 32), "float32")
            T.copy(A, As)
            T.copy(B, Bs)
            T.gemm(As, Bs, Cf, policy=policy, clear_accum=True)
            T.copy(Cf, C)
    return main


SPLIT_ERROR = (r"T.gemm: a 32x32 accumulator cannot be split over 4 warps in 16x8 mma tiles "
               r"\(full_row: 4 warps along M\)")


@pytest.mark.parametrize("target", ["cpu", "sim", "cuda -arch=sm_80", CUDA])
def test_unsplittable_gemm_is_refused_on_every_target(target):
    with pytest.raises(tilelang.TileLangError, match=SPLIT_ERROR) as info:
        tilelang.compile(split_gemm_kernel(T.GemmWarpPolicy.FullRow), out_idx=[-1], target=target)
    assert "test_compat_gaps.py" in str(info.value)  # at the user's T.gemm line


@pytest.mark.parametrize("target", TARGETS)
def test_the_same_gemm_splits_square_and_runs(target):
    k = tilelang.compile(split_gemm_kernel(T.GemmWarpPolicy.Square), out_idx=[-1], target=target)
    a, b = torch.randn(32, 32).half(), torch.randn(32, 32).half()
    ref = a.double() @ b.double()
    assert ((k(a, b).double() - ref).abs().max() / ref.abs().max()).item() < 1e-5


@pytest.mark.parametrize("target", TARGETS)
def test_a_gemm_of_partial_warps_is_refused_on_every_target(target):
    with pytest.raises(tilelang.TileLangError, match="T.gemm needs whole warps; the block has 48 threads"):
        tilelang.compile(split_gemm_kernel(T.GemmWarpPolicy.Square, threads=48, dtype="float32"), out_idx=[-1],
                         target=target)


# ---- T.use_swizzle(panel_size, order="row" | "column") ---------------------------------------
def swizzled_kernel(order, M=96, N=80, bm=16, bn=16, panel=2):
    @T.prim_func
    def main(A: T.Tensor((M, N), "float32"), B: T.Tensor((M, N), "float32"), I: T.Tensor((M // bm, N // bn), "int32")):
        with T.Kernel(N // bn, M // bm, threads=64) as (bx, by):
            if order == "default":
                T.use_swizzle(panel)
            else:
                T.use_swizzle(panel_size=panel, order=order)
            for i, j in T.Parallel(bm, bn):
                B[by * bm + i, bx * bn + j] = A[by * bm + i, bx * bn + j] * 2.0 + 1.0
            I[by, bx] = by * (N // bn) + bx
    return main


@pytest.mark.parametrize("target", TARGETS)
@pytest.mark.parametrize("order", ["default", "row", "column", "col"])
def test_use_swizzle_orders_keep_the_result(target, order):
    k = tilelang.compile(swizzled_kernel(order), out_idx=[1, 2], target=target)
    a = torch.randn(96, 80)
    b, ids = k(a)
    assert torch.equal(b, a * 2.0 + 1.0)
    assert torch.equal(ids.flatten(), torch.arange(6 * 5, dtype=torch.int32))  # every tile exactly once


def test_use_swizzle_column_changes_the_order():
    ir = {o: str(tilelang.lower(swizzled_kernel(o), until="verify")) for o in ("row", "column")}
    assert "use_swizzle {panel_size = 2}" in ir["row"] and "use_swizzle {panel_size = 2, order = col}" in ir["column"]
    src = {o: tilelang.compile(swizzled_kernel(o), out_idx=[1, 2], target=CUDA).get_kernel_source()
           for o in ("default", "row", "column", "col")}
    raster = {o: [line for line in s.splitlines() if "tl_" in line and "const int" in line] for o, s in src.items()}
    assert raster["default"] == raster["row"] and raster["column"] == raster["col"] != raster["row"]
    # row: panels of 2 block columns (gridDim.x cut in panels); column: of 2 block rows
    assert "const int tl_per_panel = 2 * (int)gridDim.y;" in src["row"]
    assert "const int tl_per_panel = 2 * (int)gridDim.x;" in src["column"]


@pytest.mark.parametrize("order,message", [("mlx", r"use_swizzle\(order='mlx'\) is not supported yet"),
                                           ("diagonal", "order must be 'row' or 'column', got 'diagonal'")])
def test_use_swizzle_unknown_orders(order, message):
    with pytest.raises(tilelang.TileLangError, match=message):
        swizzled_kernel(order)


@gpu
@pytest.mark.gpu
@pytest.mark.parametrize("order", ["row", "column"])
def test_gpu_use_swizzle_orders(order):
    k = tilelang.compile(swizzled_kernel(order, M=4 * 48, N=16 * 5, panel=3), out_idx=[1, 2], target="cuda")
    a = torch.randn(4 * 48, 80, device="cuda")
    b, ids = k(a)
    assert torch.equal(b, a * 2.0 + 1.0)
    assert torch.equal(ids.flatten().cpu(), torch.arange(12 * 5, dtype=torch.int32))


# ---- reduce_max / reduce_min / reduce_absmax with nan_propagate ------------------------------
def nan_reduce_kernel(nan_propagate, scope, dtype, clear, M=8, N=64, threads=64):
    @T.prim_func
    def main(A: T.Tensor((M, N), dtype), O: T.Tensor((3, M), dtype)):
        with T.Kernel(1, threads=threads) as bx:
            if scope == "fragment":
                S = T.alloc_fragment((M, N), dtype)
            else:
                S = T.alloc_shared((M, N), dtype)
            mx = T.alloc_fragment((M,), dtype)
            mn = T.alloc_fragment((M,), dtype)
            am = T.alloc_fragment((M,), dtype)
            T.copy(A, S)
            T.copy(O[0, :], mx)
            T.copy(O[1, :], mn)
            T.copy(O[2, :], am)
            T.reduce_max(S, mx, dim=1, clear=clear, nan_propagate=nan_propagate)
            T.reduce_min(S, mn, dim=1, clear=clear, nan_propagate=nan_propagate)
            T.reduce_absmax(S, am, dim=1, clear=clear, nan_propagate=nan_propagate)
            T.copy(mx, O[0, :])
            T.copy(mn, O[1, :])
            T.copy(am, O[2, :])
    return main


def _nan_inputs(dtype, M=8, N=64):
    a = torch.randn(M, N, dtype=torch.float64)
    a[torch.rand(M, N) < 0.03] = float("nan")   # scattered NaNs (new positions every run)
    a[1, torch.randint(0, N, (1,))] = float("nan")  # a row with one NaN
    a[2, :] = float("nan")                      # a row of NaNs only
    a[3, :] = torch.randn(N, dtype=torch.float64)  # a row with none
    o = torch.randn(3, M, dtype=torch.float64)
    o[:, 4] = float("nan")                      # an accumulator already NaN (clear=False)
    return a.to(dtype), o.to(dtype)


def _nan_reference(a, o, nan_propagate, clear):
    a, o = a.double(), o.double()
    inf = float("inf")
    if nan_propagate:  # a NaN anywhere in the line (or in dst) wins
        r = [a.amax(1), a.amin(1), a.abs().amax(1)]
        if not clear:
            r = [torch.maximum(o[0], r[0]), torch.minimum(o[1], r[1]), torch.maximum(o[2], r[2])]
        return torch.stack(r)
    nan = torch.isnan(a)  # C's fmaxf: NaN skipped; the fold starts from the identity (or dst)
    zero = 0 if clear else -inf  # (absmax's identity, where the fold starts with clear=True)
    r = [a.masked_fill(nan, -inf).amax(1), a.masked_fill(nan, inf).amin(1), a.abs().masked_fill(nan, zero).amax(1)]
    if not clear:
        r = [torch.fmax(o[0], r[0]), torch.fmin(o[1], r[1]), torch.fmax(o[2], r[2])]
    return torch.stack(r)


@pytest.mark.parametrize("target", TARGETS)
@pytest.mark.parametrize("nan_propagate", [False, True])
@pytest.mark.parametrize("scope", ["fragment", "shared"])
@pytest.mark.parametrize("dtype,clear", [("float32", True), ("float16", True), ("float32", False)])
def test_reduce_max_min_nan_propagate(target, nan_propagate, scope, dtype, clear):
    k = tilelang.compile(nan_reduce_kernel(nan_propagate, scope, dtype, clear), target=target)
    a, o = _nan_inputs(getattr(torch, dtype))
    ref = _nan_reference(a, o, nan_propagate, clear)
    k(a, o)
    torch.testing.assert_close(o.double(), ref, rtol=0, atol=0, equal_nan=True)
    # the rows that tell the two apart: a row with one NaN, and one of NaNs only
    assert torch.isnan(o[0, 1]).item() == nan_propagate and torch.isnan(o[0, 2]).item() == nan_propagate


def test_nan_propagate_in_the_ir_and_cuda():
    ir = str(tilelang.lower(nan_reduce_kernel(True, "fragment", "float32", True), until="verify"))
    assert "kind = max, dim = 1, nan_propagate = true}" in ir
    default = str(tilelang.lower(nan_reduce_kernel(False, "fragment", "float32", True), until="verify"))
    assert "nan_propagate" not in default  # (the default is not printed: older IR text unchanged)
    skip = tilelang.compile(nan_reduce_kernel(False, "fragment", "float32", True), target=CUDA).get_kernel_source()
    keep = tilelang.compile(nan_reduce_kernel(True, "fragment", "float32", True), target=CUDA).get_kernel_source()
    skip, keep = (s[s.index('extern "C" __global__'):] for s in (skip, keep))
    assert "fmaxf(" in skip and "fminf(" in skip and "!=" not in skip
    assert "fmaxf(" not in keep and keep.count("!=") >= 6  # maximum / minimum by comparisons


def test_nan_propagate_must_be_a_bool_and_only_for_max_min():
    with pytest.raises(tilelang.TileLangError, match="nan_propagate must be True or False"):
        @T.prim_func
        def main(A: T.Tensor((4, 32), "float32"), O: T.Tensor((4,), "float32")):
            with T.Kernel(1, threads=32) as bx:
                F = T.alloc_fragment((4, 32), "float32")
                m = T.alloc_fragment((4,), "float32")
                T.copy(A, F)
                T.reduce_max(F, m, dim=1, nan_propagate="yes")
                T.copy(m, O)
    with pytest.raises(tilelang.TileLangError, match="nan_propagate"):
        @T.prim_func
        def main2(A: T.Tensor((4, 32), "float32"), O: T.Tensor((4,), "float32")):
            with T.Kernel(1, threads=32) as bx:
                F = T.alloc_fragment((4, 32), "float32")
                m = T.alloc_fragment((4,), "float32")
                T.copy(A, F)
                T.reduce_sum(F, m, dim=1, nan_propagate=True)
                T.copy(m, O)


@gpu
@pytest.mark.gpu
@pytest.mark.parametrize("nan_propagate", [False, True])
@pytest.mark.parametrize("scope", ["fragment", "shared"])
@pytest.mark.parametrize("dtype,clear", [("float32", True), ("float16", True), ("float32", False)])
def test_gpu_reduce_max_min_nan_propagate(nan_propagate, scope, dtype, clear):
    k = tilelang.compile(nan_reduce_kernel(nan_propagate, scope, dtype, clear), target="cuda")
    a, o = _nan_inputs(getattr(torch, dtype))
    ref = _nan_reference(a, o, nan_propagate, clear)
    o = o.cuda()
    k(a.cuda(), o)
    torch.testing.assert_close(o.cpu().double(), ref, rtol=0, atol=0, equal_nan=True)
