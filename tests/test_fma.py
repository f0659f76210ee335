"""``T.fma(a, b, c)``: ``a * b + c`` rounded once, the same bits on the interpreter, the
simulator and constant folding (``scalar_semantics.fma``, exact: checked against
fractions), C's fma on CUDA (``fma.rn.f16`` / ``.bf16``, ``__fmaf_rn``); the IR
round-trips; the frontend refuses what has no float fma."""

from fractions import Fraction

import numpy as np
import pytest
import torch

import tilelang
import tilelang.language as T
from tilelang.lowering.ir.scalar_semantics import fma
from tilelang.lowering.ir.types import ScalarType
from tilelang.dtypes import get_dtype


def _exact(t, a, b, c):
    """The value of type ``t`` nearest a * b + c (ties to even), by fractions over the
    type's neighbours of the float64 rounding."""
    out = []
    for x, y, z in zip(a.reshape(-1).tolist(), b.reshape(-1).tolist(), c.reshape(-1).tolist()):
        v = Fraction(x) * Fraction(y) + Fraction(z)
        near = float(v)
        if t == "float16":
            f = np.float16(near)  # the float16 rounding of the float64 one, and its neighbours
            vals = sorted({float(f), float(np.nextafter(f, np.float16(np.inf))),
                           float(np.nextafter(f, np.float16(-np.inf)))})
            bits = {w: int(np.float16(w).view(np.uint16)) for w in vals}
        else:
            f = np.float32(near)
            vals = sorted({float(f), float(np.nextafter(f, np.float32(np.inf))),
                           float(np.nextafter(f, np.float32(-np.inf)))})
            bits = {w: int(np.float32(w).view(np.uint32)) for w in vals}
        out.append(min(vals, key=lambda w: (abs(Fraction(w) - v), bits[w] & 1)))
    return np.array(out)


@pytest.mark.parametrize("dtype", ["float16", "float32"])
def test_fma_rounds_once_exactly(dtype):
    rng = np.random.default_rng()
    npdt = np.float16 if dtype == "float16" else np.float32
    a, b = rng.standard_normal(4000).astype(npdt), rng.standard_normal(4000).astype(npdt)
    c = rng.standard_normal(4000).astype(npdt)
    # and products next to a midpoint of the type: c cancels most of a * b, or a * b is
    # tiny beside c (where rounding the product first, or the float64 sum, would differ)
    a[:500] = npdt(1) + npdt(2.0 ** -10 if dtype == "float16" else 2.0 ** -23)
    b[:500] = a[:500]
    c[:250] = -npdt(1)
    c[250:500] = npdt(2.0 ** 4) * rng.choice([-1, 1], 250)
    got = fma(ScalarType(get_dtype(dtype)), a, b, c).astype(np.float64)
    want = _exact(dtype, a.astype(np.float64), b.astype(np.float64), c.astype(np.float64))
    assert np.array_equal(got, want)
    twice = (a.astype(npdt) * b.astype(npdt)).astype(npdt) + c  # two roundings: differs somewhere
    assert not np.array_equal(twice.astype(np.float64), want)


@tilelang.jit(out_idx=[-1])
def fma_kernel(n, dtype):
    @T.prim_func
    def main(A: T.Tensor((n,), dtype), B: T.Tensor((n,), dtype), C: T.Tensor((n,), dtype),
             D: T.Tensor((n,), dtype)):
        with T.Kernel(1, threads=128) as bx:
            for i in T.Parallel(n):
                D[i] = T.fma(A[i], B[i], C[i])
    return main


@pytest.mark.parametrize("dtype", ["float16", "bfloat16", "float32"])
def test_interpreter_and_simulator_agree_bit_for_bit(dtype):
    t = getattr(torch, dtype)
    a, b, c = (torch.randn(256, dtype=torch.float64).to(t) for _ in range(3))
    cpu = tilelang.compile(fma_kernel(256, dtype).prim_func, out_idx=[-1], target="cpu")(a, b, c)
    sim = tilelang.compile(fma_kernel(256, dtype).prim_func, out_idx=[-1], target="sim")(a, b, c)
    assert torch.equal(cpu, sim)
    ref = (a.double() * b.double() + c.double()).to(t)  # fp16 / bf16: float64 rounds nothing here but the sum
    assert (cpu.double() - ref.double()).abs().max() <= (ref.double().abs() * 2.0 ** -7).max()


@pytest.mark.parametrize("dtype,intrinsic", [("float16", "fma.rn.f16"), ("bfloat16", "fma.rn.bf16"),
                                             ("float32", "__fmaf_rn(")])
def test_cuda_source_uses_the_single_rounding_fma(dtype, intrinsic):
    src = tilelang.compile(fma_kernel(256, dtype).prim_func, out_idx=[-1], target="cuda",
                           arch="sm_90a").get_kernel_source()
    assert intrinsic in src


def test_the_ir_round_trips_and_constants_fold():
    @T.prim_func
    def f(A: T.Tensor((8,), "float16"), B: T.Tensor((8,), "float16")):
        with T.Kernel(1, threads=8) as bx:
            for i in T.Parallel(8):
                B[i] = T.fma(A[i], 2.0, T.fma(T.cast(3.0, "float16"), 0.5, A[i] * 0))
    ir = str(tilelang.lower(f, until="layout-inference"))
    assert ir.count(" fma ") == 2 and str(tilelang.parse_ir(ir)) == ir
    a = torch.randn(8, dtype=torch.float64).to(torch.float16)
    out = torch.empty(8, dtype=torch.float16)
    tilelang.compile(f, out_idx=None, target="cpu")(a, out)
    assert torch.equal(out, (a.double() * 2 + 1.5).to(torch.float16))


@pytest.mark.parametrize("args,match", [("ints", r"T.fma takes float16, bfloat16, float32 or float64"),
                                        ("tile", r"T.fma needs scalar values")])
def test_the_frontend_refuses_non_float_fma(args, match):
    with pytest.raises(tilelang.TileLangError, match=match):
        if args == "ints":
            @T.prim_func
            def f(A: T.Tensor((8,), "int32"), B: T.Tensor((8,), "int32")):
                with T.Kernel(1, threads=8) as bx:
                    for i in T.Parallel(8):
                        B[i] = T.fma(A[i], A[i], A[i])
        else:
            @T.prim_func
            def g(A: T.Tensor((8,), "float16"), B: T.Tensor((8,), "float16")):
                with T.Kernel(1, threads=8) as bx:
                    for i in T.Parallel(8):
                        B[i] = T.fma(A, A[i], A[i])
