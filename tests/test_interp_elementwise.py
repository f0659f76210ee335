"""The interpreter on element-wise kernels: ragged tiles guarded by ``if`` inside
T.Parallel, masked loads, run-time control flow, T.print, alloc_var, loop-carried
scalars, and out-of-bounds errors at the user's line."""

import time
import warnings
from pathlib import Path

import pytest
import torch

import tilelang
import tilelang.language as T
from interp_checks import randn, rel_err


@tilelang.jit(out_idx=[-1], target="cpu")
def elementwise_add(M, N, block_M, block_N, dtype):
    @T.prim_func
    def main(A: T.Tensor((M, N), dtype), B: T.Tensor((M, N), dtype), C: T.Tensor((M, N), dtype)):
        with T.Kernel(T.ceildiv(N, block_N), T.ceildiv(M, block_M), threads=128) as (bx, by):
            for i, j in T.Parallel(block_M, block_N):
                r = by * block_M + i
                c = bx * block_N + j
                if r < M and c < N:
                    C[r, c] = A[r, c] + B[r, c]
    return main


@pytest.mark.parametrize("dtype", [torch.float16, torch.float32])
def test_elementwise_add_ragged_tiles(dtype):
    # 1000 x 300 with 128 x 64 tiles: the last tile row (1000 = 7 * 128 + 104) and column
    # (300 = 4 * 64 + 44) are partial, so the guard must both mask the loads and stores.
    M, N = 1000, 300
    kernel = elementwise_add(M, N, 128, 64, str(dtype).replace("torch.", ""))
    a, b = randn((M, N), dtype, seed=1), randn((M, N), dtype, seed=2)
    c = kernel(a, b)
    assert c.dtype == dtype and c.shape == (M, N)
    # One correctly rounded addition per element: |err| <= 2**-11 (fp16) / 2**-24 (fp32)
    # relative per element, so the norm-wise error is within the same bound.
    tol = 2.0 ** -11 if dtype == torch.float16 else 2.0 ** -24
    assert rel_err(c, a.double() + b.double()) <= tol
    # torch's CPU add rounds the exact sum once too, so the results agree bit for bit.
    assert torch.equal(c, a + b)


@pytest.mark.interp_only  # (the interpreter's whole-tile execution; the simulator runs every thread)
def test_elementwise_add_runs_fast():
    kernel = elementwise_add(1000, 300, 128, 64, "float16")
    t1 = time.perf_counter()
    a, b = randn((1000, 300), torch.float16, 3), randn((1000, 300), torch.float16, 4)
    kernel(a, b)  # warm-up
    t2 = time.perf_counter()
    c = kernel(a, b)
    t3 = time.perf_counter()
    print(f"elementwise 1000x300 fp16 on the interpreter: first call {t2 - t1:.3f} s, call {t3 - t2:.4f} s")
    assert torch.equal(c, a + b)
    # T.Parallel bodies run vectorized over whole tiles (40 blocks): tens of ms; a
    # per-element fallback would take many seconds.
    assert t3 - t2 < 1.0


# ---- run-time control flow inside T.Parallel ------------------------------------------
@tilelang.jit(out_idx=[-1], target="cpu")
def gather_guarded(n, m):
    @T.prim_func
    def main(X: T.Tensor((m,), "float32"), Idx: T.Tensor((n,), "int32"), D: T.Tensor((n,), "int32"),
             Out: T.Tensor((n,), "float32")):
        with T.Kernel(1) as bx:
            for i in T.Parallel(n):
                k = Idx[i]
                if k >= 0 and k < m:
                    # masked loads: out-of-range k of the other lanes must not fault
                    if D[i] != 0:
                        Out[i] = X[k] + T.cast(k // D[i], "float32")  # division only where D != 0
                    else:
                        Out[i] = X[k]
                else:
                    Out[i] = -1.0
    return main


def test_runtime_if_masks_loads_and_integer_division():
    n, m = 256, 100
    g = torch.Generator().manual_seed(5)
    x = randn((m,), torch.float32, 6)
    idx = torch.randint(-50, 2 * m, (n,), generator=g, dtype=torch.int32)  # about half out of range
    d = torch.randint(-2, 3, (n,), generator=g, dtype=torch.int32)         # zeros included
    out = gather_guarded(n, m)(x, idx, d)
    k = idx.long()
    ok = (k >= 0) & (k < m)
    ref = torch.full((n,), -1.0, dtype=torch.float32)
    kk, dd = k[ok], d.long()[ok]
    safe_d = torch.where(dd != 0, dd, torch.ones_like(dd))
    ref[ok] = x[kk] + torch.where(dd != 0, torch.div(kk, safe_d, rounding_mode="floor"), 0).float()
    assert ok.any() and (~ok).any() and ((d == 0) & ok).any()
    # the same float32 additions as the kernel (Python floor division on integers): exact
    assert rel_err(out, ref) == 0.0


@tilelang.jit(out_idx=[-1], target="cpu")
def guarded_log_to_int4(n):
    @T.prim_func
    def main(A: T.Tensor((n,), "float32"), Q: T.Tensor((n,), "int8")):
        with T.Kernel(1) as bx:
            for i in T.Parallel(n):
                if A[i] > 0:
                    Q[i] = T.cast(T.cast(T.log(A[i]), "int4"), "int8")
                else:
                    Q[i] = T.int8(0)
    return main


def test_masked_lanes_raise_no_numpy_warnings():
    # Masked-off lanes compute on placeholders (log(-x) = NaN cast to int4); that must
    # neither warn nor change the active lanes' results.
    a = randn((64,), torch.float32, 7, scale=10.0)
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        q = guarded_log_to_int4(64)(a)
    pos = a > 0
    ref = torch.where(pos, torch.log(a.clamp(min=1e-30)).trunc().clamp(-8, 7), torch.zeros_like(a))
    assert torch.equal(q.to(torch.float32), ref)


# ---- scalars: loop-carried values, alloc_var, T.print -----------------------------------
@tilelang.jit(out_idx=[-1], target="cpu")
def row_stats(n, blocks):
    @T.prim_func
    def main(A: T.Tensor((blocks, n), "float32"), Out: T.Tensor((blocks, 3), "float32")):
        with T.Kernel(blocks) as bx:
            sq = T.alloc_var("float32", init=0)
            total = 0.0
            positives = 0
            for i in T.serial(n):
                total = total + A[bx, i]
                if A[bx, i] > 0:
                    positives += 1
                sq = sq + A[bx, i] * A[bx, i]
            T.print(total, msg="total")
            T.print(positives)
            Out[bx, 0] = total
            Out[bx, 1] = T.cast(positives, "float32")
            Out[bx, 2] = sq
    return main


@pytest.mark.host_checks
def test_loop_carried_scalars_alloc_var_and_print(capsys):
    a = randn((2, 40), torch.float32, 8)
    out = row_stats(40, 2)(a)
    ref = torch.stack([a.double().sum(1), (a > 0).sum(1).double(), (a.double() ** 2).sum(1)], dim=1)
    # float32 running sums of 40 terms: relative error well under 40 * 2**-24 ~ 2.4e-6
    assert rel_err(out, ref) < 1e-5
    assert torch.equal(out[:, 1], (a > 0).sum(1).float())  # the count is exact
    lines = capsys.readouterr().out.splitlines()
    assert len(lines) == 4  # two prints per block, two blocks
    for b in range(2):
        assert lines[2 * b].startswith(f"[block [{b}]] total: ")
        assert float(lines[2 * b].split(": ")[1]) == pytest.approx(out[b, 0].item(), rel=1e-6)
        assert lines[2 * b + 1] == f"[block [{b}]] {int((a[b] > 0).sum())}"


@pytest.mark.host_checks
def test_print_of_a_tile(capsys):
    @tilelang.jit(out_idx=[-1], target="cpu")
    def show(n):
        @T.prim_func
        def main(A: T.Tensor((n,), "float32"), B: T.Tensor((n,), "float32")):
            with T.Kernel(1) as bx:
                f = T.alloc_fragment((n,), "float32")
                T.copy(A, f)
                T.print(f, msg="tile")
                T.copy(f, B)
        return main

    a = torch.tensor([1.5, -2.0, 3.25, 4.0])
    assert torch.equal(show(4)(a), a)
    assert capsys.readouterr().out.strip() == "[block [0]] tile: [ 1.5  -2.    3.25  4.  ]"


# ---- out-of-bounds accesses point at the user's line ------------------------------------
def _line_of(marker: str) -> int:
    lines = Path(__file__).read_text().splitlines()
    return next(n for n, text in enumerate(lines, 1) if marker in text and "_line_of" not in text)


@tilelang.jit(out_idx=[-1], target="cpu")
def shifted_copy(n):
    @T.prim_func
    def main(A: T.Tensor((n,), "float32"), B: T.Tensor((n,), "float32")):
        with T.Kernel(1) as bx:
            for i in T.Parallel(n):
                B[i] = A[i + 1]  # OOB-LOAD
    return main


@tilelang.jit(out_idx=[-1], target="cpu")
def serial_store(n):
    @T.prim_func
    def main(A: T.Tensor((n,), "float32"), B: T.Tensor((n,), "float32")):
        with T.Kernel(1) as bx:
            for i in T.serial(n + 1):
                B[i] = T.float32(1)  # OOB-STORE
    return main


@pytest.mark.host_checks
def test_out_of_bounds_load_raises_at_its_line():
    with pytest.raises(tilelang.TileLangError, match=r"out-of-bounds load of A at \[8\] (by thread \d+ )?\(shape \[8\]\)") as e:
        shifted_copy(8)(randn((8,), torch.float32, 9))
    assert e.value.loc is not None
    assert Path(e.value.loc.file).name == Path(__file__).name
    assert e.value.loc.line == _line_of("# OOB-LOAD")
    assert "A[i + 1]" in str(e.value)  # the rendered source line with its caret


@pytest.mark.host_checks
def test_out_of_bounds_store_raises_at_its_line():
    with pytest.raises(tilelang.TileLangError, match=r"out-of-bounds store of B at \[8\]") as e:
        serial_store(8)(randn((8,), torch.float32, 10))
    assert e.value.loc.line == _line_of("# OOB-STORE")


# ---- C-like integer semantics, vectorized ---------------------------------------------------
@tilelang.jit(out_idx=[-1], target="cpu")
def integer_ops(n):
    @T.prim_func
    def main(A: T.Tensor((n,), "int32"), B: T.Tensor((n,), "int32"), F: T.Tensor((n,), "float32"),
             Q: T.Tensor((n,), "int4"), U: T.Tensor((n,), "uint8"), O: T.Tensor((n, 9), "int32")):
        with T.Kernel(1) as bx:
            for i in T.Parallel(n):
                O[i, 0] = A[i] / B[i]                        # truncates (C)
                O[i, 1] = A[i] // B[i]                       # floors (Python)
                O[i, 2] = A[i] % B[i]
                O[i, 3] = A[i] >> 2                          # arithmetic shift
                O[i, 4] = T.reinterpret("int32", F[i])
                O[i, 5] = T.cast(Q[i] + Q[i], "int32")       # int4 promotes to int32: no wrap
                O[i, 6] = (U[i] << 4) | (U[i] >> 4)          # uint8 promotes to int32
                O[i, 7] = T.cast(T.cast(A[i], "int8"), "int32")  # narrowing wraps
                O[i, 8] = A[i] * 65536 * 65536               # int32 overflow wraps
    return main


def test_integer_semantics_are_c_like():
    n = 64
    g = torch.Generator().manual_seed(12)
    A = torch.randint(-1000, 1000, (n,), generator=g, dtype=torch.int32)
    sign = (torch.randint(0, 2, (n,), generator=g) * 2 - 1).int()
    B = torch.randint(1, 7, (n,), generator=g, dtype=torch.int32) * sign  # nonzero, both signs
    F = randn((n,), torch.float32, 13, scale=100.0)
    Qc = torch.randint(-8, 8, (n,), generator=g)
    U = torch.randint(0, 256, (n,), generator=g, dtype=torch.uint8)
    out = integer_ops(n)(A, B, F, tilelang.pack(Qc, "int4"), U).long()
    a, b = A.long(), B.long()
    ref = torch.stack([torch.div(a, b, rounding_mode="trunc"), torch.div(a, b, rounding_mode="floor"),
                       a - b * torch.div(a, b, rounding_mode="floor"), a >> 2, F.view(torch.int32).long(),
                       2 * Qc, (U.long() << 4) | (U.long() >> 4), (a + 128) % 256 - 128,
                       torch.zeros_like(a)], dim=1)
    assert torch.equal(out, ref)


def erf_kernel(n):
    @T.prim_func
    def main(X: T.Tensor((n,), "float32"), H: T.Tensor((n,), "float16"), Y: T.Tensor((n,), "float32"),
             Z: T.Tensor((n,), "float16")):
        with T.Kernel(1, threads=32) as bx:
            for i in T.Parallel(n):
                Y[i] = T.erf(X[i])
                Z[i] = T.erf(H[i])
    return main


@pytest.mark.parametrize("target", ["cpu", "sim"])
def test_erf_matches_torch(target):
    """T.erf (upstream's exact GELU needs it) in float32 and float16, both signs and the
    saturated tails, against torch's float64 erf."""
    n = 256
    x = randn((n,), torch.float32, 21, scale=2.0)
    x[:4] = torch.tensor([0.0, -0.0, 6.0, -6.0])
    h = randn((n,), torch.float16, 22, scale=2.0)
    y, z = tilelang.compile(erf_kernel(n), out_idx=[-2, -1], target=target)(x, h)
    assert rel_err(y, torch.erf(x.double())) < 1e-6
    assert rel_err(z, torch.erf(h.double())) < 1e-3
    assert y[2] == 1.0 and y[3] == -1.0
