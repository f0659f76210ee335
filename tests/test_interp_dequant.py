"""The interpreter on dequantizing GEMMs: C = A @ dequant(B).T with B quantized on
the host by ``tilelang.quantize`` (packed uint8 storage) and passed to a kernel whose
B parameter has the low-bit dtype itself; the kernel indexes logical elements."""

import pytest
import torch

import tilelang
import tilelang.language as T
from interp_checks import randn, rel_err
from kernels import lowbit_tile_gemm

# User-defined formats: an integer format (raw - 4 gives -4..3), a 6-bit float and a
# 3-bit lookup table.
U3O4 = T.int_dtype("u3o4", 3, signed=False, offset=4)
FP6 = T.float_dtype("interp_fp6_e3m2", exponent_bits=3, mantissa_bits=2)
LUT3 = T.lut_dtype("interp_lut3", [-1.0, -0.6, -0.3, -0.1, 0.1, 0.3, 0.6, 1.0])


def implicit_zero(dt) -> int:
    """The zero dequantize assumes without zeros: 2**(b-1) for unsigned offset-0
    integer formats (GPTQ "sym", documented in tilelang/quant.py), else 0."""
    return 1 << (dt.bits - 1) if dt.is_int and not dt.is_signed and dt.offset == 0 else 0


@tilelang.jit(out_idx=[-1], target="cpu")
def dequant_gemm(M, N, K, group_size, wdtype, with_zeros, zero, block_M=32, block_N=32, block_K=32):
    G = group_size

    @T.prim_func
    def main(A: T.Tensor((M, K), "float16"), B: T.Tensor((N, K), wdtype),
             Scales: T.Tensor((N, K // G), "float16"), Zeros: T.Tensor((N, K // G), "float16"),
             C: T.Tensor((M, N), "float16")):
        with T.Kernel(T.ceildiv(N, block_N), T.ceildiv(M, block_M), threads=128) as (bx, by):
            A_shared = T.alloc_shared((block_M, block_K), "float16")
            B_dequant = T.alloc_shared((block_N, block_K), "float16")
            C_local = T.alloc_fragment((block_M, block_N), "float")
            T.clear(C_local)
            for ko in T.Pipelined(T.ceildiv(K, block_K), num_stages=2):
                T.copy(A[by * block_M, ko * block_K], A_shared)
                for i, j in T.Parallel(block_N, block_K):
                    n = bx * block_N + i
                    k = ko * block_K + j
                    if n < N:  # N is ragged: the guard masks the weight and scale loads
                        q = T.cast(B[n, k], "float32")
                        if with_zeros:
                            q = q - T.cast(Zeros[n, k // G], "float32")
                        elif zero:
                            q = q - zero
                        B_dequant[i, j] = T.cast(q * T.cast(Scales[n, k // G], "float32"), "float16")
                    else:
                        B_dequant[i, j] = T.float16(0)
                T.gemm(A_shared, B_dequant, C_local, transpose_B=True)
            T.copy(C_local, C[by * block_M, bx * block_N])
    return main


# Loose bounds against the float weight: the quantization noise of each format for
# Gaussian weights with absmax (or min/max) group scales, with ~30% headroom.  A
# wrong scale group, sign or zero point gives errors of order 1 and fails them.
# int2 symmetric has only -2..1 times absmax: most weights round to 0.
FORMATS = [
    ("int4", False, 0.15), ("int4", True, 0.13), ("uint4", False, 0.15), ("uint4", True, 0.13),
    ("int2", False, 0.85), ("int2", True, 0.6), ("float4_e2m1fn", False, 0.15), ("nf4", False, 0.13),
    ("u3o4", False, 0.35), ("u3o4", True, 0.27), ("interp_fp6_e3m2", False, 0.07), ("interp_lut3", False, 0.3),
]


@pytest.mark.parametrize("wdtype,zero_point,loose", FORMATS,
                         ids=[f"{f}{'-zeros' if z else ''}" for f, z, _ in FORMATS])
def test_dequant_gemm(wdtype, zero_point, loose):
    M, N, K, G = 33, 72, 256, 64  # M and N ragged for the 32 x 32 blocks
    dt = tilelang.get_dtype(wdtype)
    w = randn((N, K), torch.float16, 31)
    a = randn((M, K), torch.float16, 32)
    q = tilelang.quantize(w, wdtype, group_size=G, zero_point=zero_point)
    packed, scales = q[0], q[1]
    zeros = q[2] if zero_point else None
    assert packed.dtype == torch.uint8 and packed.shape == (N, K * dt.bits // 8)
    kernel = dequant_gemm(M, N, K, G, wdtype, zero_point, 0 if zero_point else implicit_zero(dt))
    before = packed.clone()
    c = kernel(a, packed, scales, zeros if zero_point else randn(scales.shape, torch.float16, 33))
    assert torch.equal(packed, before)  # a read-only input's storage is left untouched

    w_hat = tilelang.dequantize(packed, wdtype, scales, zeros, group_size=G, out_dtype="float32")
    # The kernel rounds each dequantized weight to float16 (<= 2**-11) and C to float16
    # (<= 2**-11), with float32 accumulation in between: ~1e-3 at most.
    assert rel_err(c, a.double() @ w_hat.double().T) < 1e-3
    assert rel_err(c, a.double() @ w.double().T) < loose


@tilelang.jit(out_idx=[-1], target="cpu")
def dequant_gemm_shared_lowbit(M, N, K, group_size, wdtype):
    """B's tile goes global -> shared in its own low-bit dtype, then a casting copy to a
    float16 fragment, then the per-group scale (rows past a ragged N left out)."""
    return lowbit_tile_gemm(M, N, K, group_size, wdtype, guard_n=True)


@pytest.mark.parametrize("wdtype", ["int4", "nf4", "float4_e2m1fn", "interp_lut3"])
def test_dequant_gemm_through_low_bit_shared_tiles(wdtype):
    M, N, K, G = 20, 50, 256, 128
    w, a = randn((N, K), torch.float16, 34), randn((M, K), torch.float16, 35)
    packed, scales = tilelang.quantize(w, wdtype, group_size=G)
    c = dequant_gemm_shared_lowbit(M, N, K, G, wdtype)(a, packed, scales)
    w_hat = tilelang.dequantize(packed, wdtype, scales, group_size=G, out_dtype="float32")
    # values to float16 exactly (these formats' values fit), one float16 rounding of the
    # scaled weight and one of C: <= ~1e-3
    assert rel_err(c, a.double() @ w_hat.double().T) < 1e-3


@tilelang.jit(out_idx=[-1], target="cpu")
def quantize_int4(N, K):
    @T.prim_func
    def main(W: T.Tensor((N, K), "float32"), Q: T.Tensor((N, K), "int4")):
        with T.Kernel(1) as bx:
            for i, j in T.Parallel(N, K):
                Q[i, j] = T.cast(T.max(T.min(T.round(W[i, j]), 7.0), -8.0), "int4")
    return main


def test_low_bit_output_is_packed():
    w = randn((6, 32), torch.float32, 36, scale=5.0)
    q = quantize_int4(6, 32)(w)
    assert q.dtype == torch.uint8 and q.shape == (6, 16)  # packed storage of the logical (6, 32)
    assert torch.equal(tilelang.unpack(q, "int4").float(), torch.round(w).clamp(-8, 7))


I7 = T.int_dtype("interp_i7", 7)


@tilelang.jit(out_idx=[-1], target="cpu")
def planes_to_float(N, K, fmt, planes):
    p0, p1, p2 = (list(planes) + ["uint1"])[:3]

    @T.prim_func
    def main(P0: T.Tensor((N, K), p0), P1: T.Tensor((N, K), p1), P2: T.Tensor((N, K), p2),
             O: T.Tensor((N, K), "float32")):
        with T.Kernel(1, threads=128) as bx:
            for i, j in T.Parallel(N, K):
                if len(planes) == 3:
                    O[i, j] = T.cast(T.from_planes(fmt, P0[i, j], P1[i, j], P2[i, j]), "float32")
                else:
                    O[i, j] = T.cast(T.from_planes(fmt, P0[i, j], P1[i, j]), "float32")
    return main


@pytest.mark.parametrize("fmt,planes", [("interp_i7", ("uint4", "uint2", "uint1")),
                                        ("interp_fp6_e3m2", ("uint4", "uint2")), ("float8_e4m3fn", ("uint4", "uint4"))])
def test_from_planes_is_the_code_of_the_planes_bits(fmt, planes):
    # every code: its planes (lowest bits first) put together decode as the format's code
    dt = tilelang.dtypes.get_dtype(fmt)
    codes = torch.arange(1 << dt.bits).repeat(2).reshape(4, -1)
    if dt.has_nan:  # (a NaN code reads as NaN: compare the others)
        codes = torch.where(torch.isnan(torch.from_numpy(dt.decode(codes.numpy()))), 0, codes)
    stored, lo = [], 0
    for p in planes:
        bits = int(p.removeprefix("uint"))
        stored.append(tilelang.pack((codes >> lo) & ((1 << bits) - 1), p))
        lo += bits
    if len(planes) == 2:
        stored.append(tilelang.pack(torch.zeros_like(codes), "uint1"))
    out = planes_to_float(*codes.shape, fmt, planes)(*stored)
    assert torch.equal(out, torch.from_numpy(dt.decode(codes.numpy())).float())


NAN_TABLE = T.lut_dtype("interp_lut6", [-2.0, -1.0, -0.25, 0.0, 0.5, 3.0])  # codes 6, 7 decode to NaN


@tilelang.jit(out_idx=[-1], target="cpu")
def decode_to_float(N, wdtype):
    @T.prim_func
    def main(W: T.Tensor((N,), wdtype), O: T.Tensor((N,), "float32")):
        with T.Kernel(1) as bx:
            for i in T.Parallel(N):
                O[i] = T.cast(W[i], "float32")
    return main


def test_inputs_whose_codes_do_not_round_trip_are_not_rewritten():
    # Table codes past the end (NaN, and the table has no NaN code to encode back) and
    # float8 / bfloat16 NaN payloads: reading them must leave the caller's bytes alone.
    codes = torch.arange(16) % 8
    lut = tilelang.pack(codes, "interp_lut6")
    f8 = torch.tensor([0xFF, 0x7F, 0x79, 0x01, 0x80, 0x00, 0x7E, 0x38], dtype=torch.uint8)
    bf = torch.tensor([0x7FC1, -1, 0x7F81, 1, -32768, 0x3F80, 5, 0x4000], dtype=torch.int16).view(torch.bfloat16)
    for wdtype, storage in [("interp_lut6", lut), ("float8_e4m3fn", f8.view(torch.float8_e4m3fn)), ("bfloat16", bf)]:
        raw = storage.view(torch.uint8) if storage.element_size() == 1 else storage.view(torch.int16)
        before = raw.clone()
        out = decode_to_float(16 if wdtype == "interp_lut6" else 8, wdtype)(storage)
        assert torch.equal(raw, before), wdtype
        assert torch.isnan(out).any(), wdtype
    want = torch.tensor([-2.0, -1.0, -0.25, 0.0, 0.5, 3.0])
    out = decode_to_float(16, "interp_lut6")(lut)
    assert torch.equal(out[:6], want) and torch.isnan(out[6:8]).all()


@tilelang.jit(out_idx=[-1], target="cpu")
def sqrt_to_lowbit(n, wdtype):
    @T.prim_func
    def main(A: T.Tensor((n,), "float32"), O: T.Tensor((n,), "float32")):
        with T.Kernel(1) as bx:
            for i in T.Parallel(n):
                if A[i] >= 1:
                    O[i] = T.cast(T.cast(T.sqrt(A[i] - 1.0), wdtype), "float32")
                else:
                    O[i] = 0.0
    return main


@pytest.mark.parametrize("wdtype", ["float4_e2m1fn", "nf4", "interp_lut3"])
def test_cast_to_a_format_without_nan(wdtype):
    # Masked-off lanes compute sqrt(0 - 1) = NaN on their placeholder loads: harmless.
    a = torch.tensor([0.5, 1.0, 1.25, 2.0, -3.0, 5.0])
    out = sqrt_to_lowbit(6, wdtype)(a)
    dt = tilelang.get_dtype(wdtype)
    want = torch.from_numpy(dt.decode(dt.encode(torch.sqrt((a - 1).clamp(min=0)).double().numpy()))).float()
    assert torch.equal(out, torch.where(a >= 1, want, torch.zeros_like(a)))


@pytest.mark.host_checks
def test_active_nan_cast_and_nan_store_are_errors():
    @tilelang.jit(out_idx=[-1], target="cpu")
    def nan_cast(n):
        @T.prim_func
        def main(A: T.Tensor((n,), "float32"), O: T.Tensor((n,), "float32")):
            with T.Kernel(1) as bx:
                for i in T.Parallel(n):
                    O[i] = T.cast(T.cast(T.sqrt(A[i]), "nf4"), "float32")
        return main

    with pytest.raises(tilelang.TileLangError, match="cast of NaN to nf4, which has no NaN code") as e:
        nan_cast(4)(torch.tensor([1.0, -1.0, 0.25, 4.0]))
    assert e.value.loc is not None and "T.sqrt(A[i])" in str(e.value)

    @tilelang.jit(out_idx=[-1], target="cpu")
    def unwritten_copy(n):
        @T.prim_func
        def main(A: T.Tensor((n,), "float32"), Q: T.Tensor((n,), "float4_e2m1fn")):
            with T.Kernel(1) as bx:
                f = T.alloc_fragment((n,), "float32")  # never written: the interpreter fills NaN
                T.copy(f, Q)
        return main

    with pytest.raises(tilelang.TileLangError, match="tensor Q: NaN was written into it, but float4_e2m1fn|cast of NaN to float4_e2m1fn"):
        unwritten_copy(8)(torch.ones(8))
