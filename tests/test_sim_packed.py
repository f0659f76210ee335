"""Simulator: sub-byte global tensors and shared buffers hold packed bytes.

Thread-level programs address them in bytes (``packed_load``/``packed_store``); byte
races between threads updating elements of one byte are reported; the lowered
decode and encode of every low-bit format are exact for every code; whole-byte tile
copies and the ``dequant_i4`` fast path give the interpreter's results."""

import math

import numpy as np
import pytest
import torch
from simkit import program, run_ir

import tilelang
import tilelang.language as T
from interp_checks import randn, rel_err
from kernels import lowbit_tile_gemm

U3O4 = T.int_dtype("u3o4", 3, signed=False, offset=4)  # the formats test_interp_dequant defines
FP6 = T.float_dtype("interp_fp6_e3m2", exponent_bits=3, mantissa_bits=2)
LUT3 = T.lut_dtype("interp_lut3", [-1.0, -0.6, -0.3, -0.1, 0.1, 0.3, 0.6, 1.0])
LUT6 = T.lut_dtype("interp_lut6", [-2.0, -1.0, -0.25, 0.0, 0.5, 3.0])
FORMATS = ["int4", "uint4", "int2", "uint2", "int1", "uint1", "float4_e2m1fn", "nf4", "u3o4", "interp_fp6_e3m2",
           "interp_lut3", "interp_lut6"]


def _codes():
    g = np.random.default_rng(40)
    return g.integers(-8, 8, (4, 16))


def _text(lines=None) -> str:
    return program("packed_nibbles", {"BYTE": "", "UPDATE": "", **(lines or {})})


def _nibbles(lines=None):
    codes = _codes()
    W = tilelang.pack(torch.from_numpy(codes).to(torch.int8), "int4")
    out = np.zeros(64, np.int32)
    S = torch.zeros_like(W)
    run_ir(_text(lines), W, out, S)
    return codes, out, W, S


def test_packed_bytes_are_read_at_their_byte_offset():
    codes, out, _, _ = _nibbles()
    np.testing.assert_array_equal(out, codes.reshape(-1))
    # the element's byte is k // 2: reading byte (k // 2 + 1) % 8 instead gives other values
    wrong = {"BYTE": "%c1b = const {value = 1} : index\n%c8 = const {value = 8} : index\n"
                     "%b1 = add %byte, %c1b : index\n%byte_w = floormod %b1, %c8 : index"}
    text = _text(wrong).replace("%W, [%r, %byte]", "%W, [%r, %byte_w]")
    codes = _codes()
    out = np.zeros(64, np.int32)
    W = tilelang.pack(torch.from_numpy(codes).to(torch.int8), "int4")
    run_ir(text, W, out, torch.zeros_like(W))
    assert not np.array_equal(out, codes.reshape(-1))


def test_element_access_to_packed_memory_is_refused():
    text = _text({"UPDATE": "%e = load %W, [%r, %k] : int4 loc(0:20:5)"})
    with pytest.raises(tilelang.TileLangError, match=r"'load' of a int4 element of the packed global tensor W.*"
                                                     r"packed_load"):
        run_ir(text, tilelang.pack(torch.zeros(4, 16, dtype=torch.int8), "int4"), np.zeros(64, np.int32),
               torch.zeros(4, 8, dtype=torch.uint8))


def test_packed_stores_write_the_callers_bytes_and_race_per_byte():
    # thread t writes byte t of the 32 bytes of S: each thread its own byte
    own = ("%t32 = cast %tx : int32\n%ob = cast %t32 : uint8\n%c8u = const {value = 8} : index\n"
           "%orow = floordiv %tx, %c8u : index\n%ocol = floormod %tx, %c8u : index\n%lt = lt %tx, %c32 : bool\n"
           "if %lt {\n  packed_store %S, [%orow, %ocol], %ob loc(0:30:5)\n}")
    head = "%c32 = const {value = 32} : index\n"
    _, _, _, S = _nibbles({"UPDATE": head + own})
    assert torch.equal(S.reshape(-1), torch.arange(32, dtype=torch.uint8))
    # thread t read-modify-writes its nibble of byte t // 2 of S (global) or smem: two threads per byte
    rmw = ("%sb = packed_load MEM, [%r, %byte] : uint8\n%sw = cast %sb : int32\n%nw = or %sw, %code\n"
           "%n8 = cast %nw : uint8\npacked_store MEM, [%r, %byte], %n8 loc(0:31:5)")
    rmw = rmw.replace("%nw = or %sw, %code\n", "%nw = or %sw, %code : int32\n")
    with pytest.raises(tilelang.TileLangError, match=r"data race on the packed global byte S\[0, 0\] of int4 "
                                                     r"elements: written by thread 0 .* and by thread 1"):
        _nibbles({"UPDATE": rmw.replace("MEM", "%S")})
    with pytest.raises(tilelang.TileLangError, match=r"data race on shared smem\[0, 0\]: write by thread 0 .* "
                                                     r"write by thread 1"):
        _nibbles({"UPDATE": rmw.replace("MEM", "%smem")})


def test_misaligned_word_access_is_reported():
    text = _text({"UPDATE": "%c3 = const {value = 3} : index\n"
                                                "%wd = packed_load %W, [%r, %c3] : uint32 loc(0:40:5)"})
    with pytest.raises(tilelang.TileLangError, match="misaligned packed_load of 4 bytes at byte 3 of W"):
        run_ir(text, tilelang.pack(torch.zeros(4, 16, dtype=torch.int8), "int4"), np.zeros(64, np.int32),
               torch.zeros(4, 8, dtype=torch.uint8))


# ---- lowered programs ------------------------------------------------------------------------
@tilelang.jit(out_idx=[-1], target="sim")
def decode_all(n, wdtype):
    @T.prim_func
    def main(W: T.Tensor((n,), wdtype), O: T.Tensor((n,), "float32")):
        with T.Kernel(1, threads=32) as bx:
            for i in T.Parallel(n):
                O[i] = T.cast(W[i], "float32")
    return main


@tilelang.jit(out_idx=[-1], target="sim")
def through_registers(n, wdtype):
    @T.prim_func
    def main(W: T.Tensor((n,), wdtype), Q: T.Tensor((n,), wdtype)):
        with T.Kernel(1, threads=32) as bx:
            for i in T.Parallel(n):
                Q[i] = W[n - 1 - i]
    return main


def _every_code(dt):
    """Every code of ``dt`` three times, shuffled, as packed storage (a whole number of bytes)."""
    size = 1 << dt.bits
    n = math.lcm(size * 3, 8 // math.gcd(dt.bits, 8))
    codes = np.random.default_rng(dt.bits).permutation(np.arange(n) % size)
    if dt.is_int and dt.is_signed:
        codes = np.where(codes >= size // 2, codes - size, codes)
    return codes, tilelang.pack(torch.from_numpy(codes).to(torch.int16), dt)


@pytest.mark.parametrize("wdtype", FORMATS)
def test_lowered_decode_is_exact_for_every_code(wdtype):
    dt = tilelang.get_dtype(wdtype)
    codes, packed = _every_code(dt)
    out = decode_all(len(codes), wdtype)(packed).double().numpy()
    # registers hold a format's values as float32 (table entries like 0.3 rounded once);
    # NaN codes decode to NaN on both sides
    np.testing.assert_array_equal(out, dt.decode(codes).astype(np.float32))
    text = decode_all.factory(len(codes), wdtype)
    ir = str(tilelang.lower(text))
    assert ("decode_lut" in ir) == (not dt.is_int) and "packed_load %W" in ir


@pytest.mark.parametrize("wdtype", [f for f in FORMATS if f != "interp_lut6"])  # lut6: NaN codes, no NaN to encode
def test_lowered_encode_writes_every_code_back(wdtype):
    dt = tilelang.get_dtype(wdtype)
    codes, packed = _every_code(dt)
    q = through_registers(len(codes), wdtype)(packed)
    assert q.dtype == torch.uint8 and q.shape == packed.shape
    got = dt.decode(tilelang.unpack(q, dt).numpy().astype(np.int64))
    np.testing.assert_array_equal(got, dt.decode(codes[::-1].copy()))  # codes, so exact


@tilelang.jit(out_idx=[-1], target="sim")
def tile_round_trip(N, K, wdtype, block_N=16, offset=0):
    @T.prim_func
    def main(W: T.Tensor((N, K), wdtype), Q: T.Tensor((N, K), wdtype)):
        with T.Kernel(T.ceildiv(N, block_N), threads=64) as bx:
            S = T.alloc_shared((block_N, K - offset), wdtype)
            T.copy(W[bx * block_N, offset], S)
            T.copy(S, Q[bx * block_N, 0])
    return main


@pytest.mark.parametrize("wdtype", ["int4", "u3o4", "nf4", "int2"])
def test_low_bit_tiles_move_as_bytes_through_shared_memory(wdtype):
    dt = tilelang.get_dtype(wdtype)
    N, K = 40, 64  # ragged rows: the last block's rows past N are zero-filled, not written back
    codes = np.random.default_rng(3).integers(0, 1 << dt.bits, (N, K))
    if dt.is_int and dt.is_signed:
        codes -= 1 << (dt.bits - 1)
    packed = tilelang.pack(torch.from_numpy(codes).to(torch.int16), dt)
    q = tile_round_trip(N, K, wdtype)(packed)
    assert torch.equal(q, packed)
    ir = str(tilelang.lower(tile_round_trip.factory(N, K, wdtype)))
    assert ("cp_async" in ir) == (wdtype != "u3o4")  # 3-bit rows: 24 bytes, no 16-byte vectors
    assert "packed_store %Q" in ir and "load %W" not in ir.replace("packed_load %W", "")
    # shared -> global: 32-bit words per thread (32-byte rows), single bytes for 3-bit rows
    word = "uint8" if wdtype == "u3o4" else "uint32"
    assert any("packed_load %S" in ln and ln.split(" loc(")[0].endswith(word) for ln in ir.splitlines())


def test_tile_copy_at_an_odd_element_offset_keeps_every_element():
    N, K = 32, 64
    codes = np.random.default_rng(4).integers(-8, 8, (N, K))
    packed = tilelang.pack(torch.from_numpy(codes).to(torch.int8), "int4")
    q = tile_round_trip(N, K, "int4", offset=1)(packed)
    got = tilelang.unpack(q, "int4").numpy()
    np.testing.assert_array_equal(got[:, :K - 1], codes[:, 1:])


@tilelang.jit(out_idx=[-1], target="sim")
def pipelined_vector(n, block, wdtype):
    @T.prim_func
    def main(W: T.Tensor((n,), wdtype), O: T.Tensor((n,), "float32")):
        with T.Kernel(1, threads=32) as bx:
            S = T.alloc_shared((block,), wdtype)
            for ko in T.Pipelined(n // block, num_stages=3):
                T.copy(W[ko * block], S)
                for i in T.Parallel(block):
                    O[ko * block + i] = T.cast(S[i], "float32")
    return main


@pytest.mark.parametrize("wdtype", ["int4", "u3o4"])
def test_pipelined_one_dim_low_bit_tiles_take_byte_stage_offsets(wdtype):
    dt = tilelang.get_dtype(wdtype)
    codes, packed = _every_code(dt)
    codes = np.concatenate([codes] * 8)
    packed = torch.cat([packed] * 8)
    out = pipelined_vector(len(codes), len(codes) // 8, wdtype)(packed)
    np.testing.assert_array_equal(out.double().numpy(), dt.decode(codes))


# ---- the dequant_i4 fast path in a dequantizing gemm ------------------------------------------------
# C = A @ (B * scales)^T with B's tile in shared memory, in the dequant permutation where
# ``permute`` (the host passes the plain packed weight; the global -> shared copy permutes)
int4_gemm = tilelang.jit(out_idx=[-1], target="sim")(lowbit_tile_gemm)


@pytest.mark.parametrize("wdtype", ["int4", "uint4"])
@pytest.mark.parametrize("parallel_cast", [False, True], ids=["cast-copy", "parallel-cast"])
@pytest.mark.parametrize("permute", [True, False], ids=["permuted", "plain"])
def test_dequant_gemm_fast_path(wdtype, parallel_cast, permute):
    M, N, K, G = 20, 64, 256, 128
    w, a = randn((N, K), torch.float16, 41), randn((M, K), torch.float16, 42)
    packed, scales = tilelang.quantize(w, wdtype, group_size=G)
    args = (M, N, K, G, wdtype, permute, parallel_cast)
    ir = str(tilelang.lower(int4_gemm.factory(*args)))
    assert ir.count("dequant_i4") == (1 if permute else 0)
    c = int4_gemm(*args)(a, packed, scales)
    ref = tilelang.compile(int4_gemm.factory(*args), out_idx=[-1], target="cpu")(a, packed, scales)
    w_hat = tilelang.dequantize(packed, wdtype, scales, group_size=G, out_dtype="float32")
    if wdtype == "uint4":
        w_hat = w_hat + 8 * torch.repeat_interleave(scales.float(), G, dim=1)  # the kernel applies no zero
    assert rel_err(c, a.double() @ w_hat.double().T) < 1e-3
    assert rel_err(c, ref.double()) < 1e-3


# ---- every dequant program of the interpreter suite: simulator == interpreter ------------------------
def _both(factory, args, inputs):
    func = factory.factory(*args)
    return [tilelang.compile(func, out_idx=[-1], target=t)(*[x.clone() for x in inputs]) for t in ("cpu", "sim")]


def test_every_interpreter_dequant_program_gives_the_interpreters_results_on_the_simulator():
    from test_interp_dequant import (FORMATS as DQ_FORMATS, decode_to_float, dequant_gemm,
                                     dequant_gemm_shared_lowbit, implicit_zero, quantize_int4)

    M, N, K, G = 17, 40, 128, 64
    a = randn((M, K), torch.float16, 50)
    for wdtype, zero_point, _ in DQ_FORMATS:
        dt = tilelang.get_dtype(wdtype)
        q = tilelang.quantize(randn((N, K), torch.float16, 51), wdtype, group_size=G, zero_point=zero_point)
        zeros = q[2] if zero_point else randn(q[1].shape, torch.float16, 52)
        ref, got = _both(dequant_gemm, (M, N, K, G, wdtype, zero_point, 0 if zero_point else implicit_zero(dt)),
                         [a, q[0], q[1], zeros])
        torch.testing.assert_close(got.float(), ref.float(), rtol=2e-3, atol=2e-3, msg=wdtype)
    for wdtype in ("int4", "nf4", "float4_e2m1fn", "interp_lut3"):
        packed, scales = tilelang.quantize(randn((N, K), torch.float16, 53), wdtype, group_size=G)
        ref, got = _both(dequant_gemm_shared_lowbit, (M, N, K, G, wdtype), [a, packed, scales])
        torch.testing.assert_close(got.float(), ref.float(), rtol=2e-3, atol=2e-3, msg=wdtype)
    ref, got = _both(quantize_int4, (6, 32), [randn((6, 32), torch.float32, 54, scale=5.0)])
    assert torch.equal(got, ref)
    lut = tilelang.pack(torch.arange(16) % 8, "interp_lut6")
    ref, got = _both(decode_to_float, (16, "interp_lut6"), [lut])
    assert torch.equal(torch.isnan(got), torch.isnan(ref)) and torch.equal(got.nan_to_num(), ref.nan_to_num())


VECTOR_WORDS = """
func {sym_name = "vector_words"} (%W: tensor<[4, 32], int4>, %Out: tensor<[16], int32>) {
  %c1 = const {value = 1} : index
  kernel [%c1] {threads = [4]} (%bx: index) {
    %tx = thread_idx {dim = 0} : index
    %smem = alloc_shared : shared<[4, 32], int4>
    %c0 = const {value = 0} : index
    %c4 = const {value = 4} : index
    %c16 = const {value = 16} : index
    %w = packed_load %W, [%tx, %c0] : vec<4, uint32>
    %base = mul %tx, %c4 : index
    LANES
  }
}
"""


def test_a_vector_of_words_reads_consecutive_words_low_lane_first():
    """``packed_load ... : vec<4, uint32>``: lane i is the word at byte 4 i of the row (16
    bytes in one access), each word little-endian -- as four uint32 loads would read."""
    lanes = "".join(f"%x{i} = vec_extract %w {{lane = {i}}} : uint32\n    %y{i} = cast %x{i} : int32\n"
                    f"    %c{i}i = const {{value = {i}}} : index\n    %o{i} = add %base, %c{i}i : index\n"
                    f"    store %Out, [%o{i}], %y{i}\n    " for i in range(4))
    codes = np.random.default_rng(7).integers(-8, 8, (4, 32))
    W = tilelang.pack(torch.from_numpy(codes).to(torch.int8), "int4")
    out = np.zeros(16, np.int32)
    run_ir(VECTOR_WORDS.replace("LANES", lanes), W, out)
    want = W.numpy().view(np.uint8).reshape(4, 4, 4).astype(np.uint64)
    words = (want << (8 * np.arange(4, dtype=np.uint64))).sum(axis=2).astype(np.uint32).view(np.int32)
    np.testing.assert_array_equal(out, words.reshape(-1))
    # a vector of 2 words needs an 8-byte aligned offset
    bad = VECTOR_WORDS.replace("LANES", "").replace("[%tx, %c0] : vec<4, uint32>", "[%tx, %c4] : vec<2, uint32>")
    with pytest.raises(tilelang.TileLangError, match="misaligned packed_load of 8 bytes at byte 4"):
        run_ir(bad, W, out)
