"""Text-IR tests of ``lower-tile-ops`` on packed low-bit memory: byte-level reads and
read-modify-writes, whole-byte copies (cp.async, byte loops, bytes assembled through a
weight permutation) and the ``dequant_i4`` fast path."""

import re

import pytest

import tilelang
from irchecks import check_ir, lower_kernel
from tilelang.layout import make_int4_dequant_permutation

PERM = make_int4_dequant_permutation(32, 64)


def lower(params: str, body: str, threads: int = 128, head: str = "") -> str:
    return lower_kernel(params, body, threads, head)


def read_loop(dtype: str, k: int = 32) -> str:
    return ("%f = alloc_fragment : fragment<[16, " + str(k) + "], float32>\n"
            "parallel {extents = [16, " + str(k) + "]} (%i: index, %j: index) {\n"
            f"  %q = load %W, [%i, %j] : {dtype}\n  %x = cast %q : float32\n  store %f, [%i, %j], %x\n}}")


def test_int4_read_is_a_byte_load_shift_mask_and_sign_extension():
    out = lower("%W: tensor<[16, 32], int4>", read_loop("int4"))
    check_ir(out, r"(%\d+) = floordiv %\d+, %\d+ : index",               # byte = k // 2
             r"= packed_load %W, \[%\d+, %\d+\] : uint8", r"= cast %\d+ : int32",
             r"= shr %\d+, %\d+ : int32",                                 # >> (k % 2) * 4
             r"= const \{value = 15\} : int32", r"= and", r"= const \{value = 8\} : int32",
             r"= xor", r"= sub", r"%q = cast %\d+ : int4", r"%x = cast %q : float32")
    assert "load %W" not in out.replace("packed_load %W", "")


def test_offset_integer_format_subtracts_its_offset_and_uint4_does_not_sign_extend():
    out = lower("%W: tensor<[16, 32], uint4>", read_loop("uint4"))
    assert "xor" not in out and "%q = cast" in out
    head = "dtype u2o1 = int_dtype(bits=2, signed=false, offset=1)\n"
    out = lower("%W: tensor<[16, 32], u2o1>", read_loop("u2o1"), head=head)
    check_ir(out, r"packed_load %W", r"= const \{value = 3\} : int32", r"= and", r"= const \{value = 1\} : int32",
             r"= sub", r"%q = cast %\d+ : u2o1")


def test_float_and_table_formats_decode_through_the_table_op():
    for dt in ("nf4", "float4_e2m1fn"):
        out = lower(f"%W: tensor<[16, 32], {dt}>", read_loop(dt))
        check_ir(out, r"packed_load %W", r"= and", rf"%q = decode_lut %\d+ : {dt}")


def test_three_bit_elements_read_two_bytes_with_the_second_clamped_to_the_row():
    head = "dtype u3o4 = int_dtype(bits=3, signed=false, offset=4)\n"
    out = lower("%W: tensor<[16, 32], u3o4>", read_loop("u3o4"), head=head)
    # 32 elements of 3 bits = 12 bytes per row: the next byte is min(byte + 1, 11)
    check_ir(out, r"= mul %\d+, %\d+ : index", r"(%\d+) = floordiv", r"packed_load %W", r"= const \{value = 11\}",
             r"= min %\d+, %\d+ : index", r"packed_load %W", r"= const \{value = 8\} : int32", r"= shl", r"= or",
             r"= shr", r"= const \{value = 7\} : int32", r"= and")


def test_int4_store_to_global_is_a_read_modify_write_of_whole_bytes_per_thread():
    out = lower("%A: tensor<[16, 32], float32>, %Q: tensor<[16, 32], int4>",
                "parallel {extents = [16, 32]} (%i: index, %j: index) {\n"
                "  %x = load %A, [%i, %j] : float32\n  %q = cast %x : int4\n  store %Q, [%i, %j], %q\n}")
    # runs of 2 elements per thread (a whole byte), each a byte read-modify-write
    check_ir(out, r"for .* \{kind = unroll\} \(%ev: index\)", r"%q = cast %x : int4", r"= cast %q : int32",
             r"= and", r"= shl", r"= packed_load %Q", r"= not", r"= and", r"= or",
             r"= cast %\d+ : uint8", r"packed_store %Q, \[%\d+, %\d+\], %\d+")
    assert "store %Q" not in out.replace("packed_store %Q", "")


def test_aligned_int4_tile_copy_is_cp_async_of_16_bytes_with_byte_indices():
    out = lower("%W: tensor<[64, 128], int4>",
                "%s = alloc_shared : shared<[32, 64], int4>\n%c64 = const {value = 64} : index\n"
                "%k = mul %bx, %c64 : index\n"
                "copy %W, %s, [%c0, %k], [%c0, %c0] {src_extents = [32, 64], dst_extents = [32, 64]}")
    # 32 x 64 nibbles = 1024 bytes = 64 vectors of 16 bytes (32 elements): element col * 4 // 8
    check_ir(out, r"(%\d+) = mul %\d+, %\d+ : index", r"= floordiv %\d+, %\d+ : index",
             r"cp_async %s, \[%\d+, %\d+\], %W, \[%\d+, %\d+\], %\d+ \{bytes = 16\}", r"cp_async_commit",
             r"cp_async_wait")
    assert "packed_store" not in out


def test_copy_at_an_odd_offset_assembles_whole_bytes_or_moves_elements_with_byte_ownership():
    src = "%W: tensor<[64, 128], int4>"
    # into the whole tile: each thread assembles destination bytes from two source nibbles
    out = lower(src, "%s = alloc_shared : shared<[32, 64], int4>\n%c1 = const {value = 1} : index\n"
                "copy %W, %s, [%c0, %c1], [%c0, %c0] {src_extents = [32, 64], dst_extents = [32, 64]}")
    check_ir(out, r"packed_load %W", r"packed_load %W", r"= or", r"packed_store %s")
    assert "packed_load %s" not in out and "cp_async" not in out
    # into part of it: element read-modify-writes, each thread a run of 2 (a whole byte)
    out = lower(src, "%s = alloc_shared : shared<[32, 64], int4>\n%c1 = const {value = 1} : index\n"
                "copy %W, %s, [%c0, %c1], [%c0, %c0] {src_extents = [16, 64], dst_extents = [16, 64]}")
    check_ir(out, r"\{kind = unroll\} \(%kv: index\)", r"packed_load %W", r"packed_load %s", r"= not",
             r"packed_store %s")
    assert "cp_async" not in out


def test_copy_into_a_permuted_int4_tile_assembles_each_byte_once():
    head = f"layout #L0 = {PERM!r}\n"
    out = lower("%W: tensor<[64, 128], int4>",
                "%s = alloc_shared : shared<[32, 64], int4, #L0>\n"
                "copy %W, %s, [%c0, %c0], [%c0, %c0] {src_extents = [32, 64], dst_extents = [32, 64]}",
                head=head)
    # each storage byte: two source nibbles (through the inverse permutation), or'ed, one store
    check_ir(out, r"packed_load %W", r"packed_load %W", r"= const \{value = 4\} : int32", r"= shl", r"= or",
             r"= cast %\d+ : uint8", r"packed_store %s, \[%\d+, %\d+\]")
    assert "packed_load %s" not in out and "cp_async" not in out  # no read-modify-write of shared bytes


def _gemm_b_copy(perm: bool, wdtype="int4", out_dtype="float16", gemm=True) -> str:
    head = f"layout #L0 = {PERM!r}\n" if perm else ""
    layout = ", #L0" if perm else ""
    return lower("%W: tensor<[64, 128], " + wdtype + ">",
                 f"%s = alloc_shared : shared<[32, 64], {wdtype}{layout}>\n"
                 f"%a = alloc_shared : shared<[16, 64], {out_dtype}>\n"
                 f"%b = alloc_fragment : fragment<[32, 64], {out_dtype}>\n"
                 "%c = alloc_fragment : fragment<[16, 32], float32>\n"
                 "copy %W, %s, [%c0, %c0], [%c0, %c0] {src_extents = [32, 64], dst_extents = [32, 64]}\n"
                 "copy %s, %b, [%c0, %c0], [%c0, %c0] {src_extents = [32, 64], dst_extents = [32, 64]}\n"
                 + ("gemm %a, %b, %c {transpose_B = true}" if gemm else ""), head=head)


@pytest.mark.parametrize("wdtype,out_dtype", [("int4", "float16"), ("uint4", "bfloat16")])
def test_permuted_weight_into_the_b_fragment_takes_the_dequant_i4_fast_path(wdtype, out_dtype):
    out = _gemm_b_copy(True, wdtype, out_dtype)
    signed = "" if wdtype == "int4" else r" \{signed = false\}"
    # per group of 8 registers: one aligned 32-bit word (byte = col // 8 * 4), one dequant_i4
    check_ir(out, r"for .* \{kind = unroll\} \(%g: index\)", r"= mul %g, %\d+ : index",
             r"= packed_load %s, \[%\d+, %\d+\] : uint32", rf"dequant_i4 %b, %\d+, %\d+{signed}$",
             r"mma %a_regs")
    assert out.count("dequant_i4") == 1


def test_unpermuted_weight_or_a_blocked_fragment_take_the_generic_decode():
    # no permutation: a lane's 8 registers are nibbles 0,1,8,9,... of two words;
    # a blocked fragment (no gemm): 8 consecutive k, not the dequant_i4 nibble order
    for out in (_gemm_b_copy(False), _gemm_b_copy(True, gemm=False)):
        assert "dequant_i4" not in out and "uint32" not in out
        check_ir(out, r"packed_load %s, \[%\d+, %\d+\] : uint8", r"= shr", r"= and", r"store %b, \[%l")


def test_realistic_dequant_gemm_pipeline_uses_cp_async_assembled_bytes_and_dequant_i4():
    from kernels import lowbit_tile_gemm

    # C = A @ (B * scales)^T, B int4 with its shared tile in the dequant permutation
    out = str(tilelang.lower(lowbit_tile_gemm(20, 64, 256, 128, "int4", permute=True)))
    check_ir(out,
             r"cp_async %A_shared, .* \{bytes = 16\}",                    # prologue: stage 0 of A
             r"= packed_load %B, \[%\d+, %\d+\] : uint8",                  # B's nibbles, permuted ...
             r"packed_store %B_shared, \[%\d+, %\d+\], %\d+",              # ... into whole bytes
             r"for .* \(%ko: index, %stage: index\)", r"cp_async_wait", r"barrier",
             r"cp_async %A_shared", r"packed_store %B_shared", r"cp_async_commit",
             r"= packed_load %B_shared, \[%\d+, %\d+\] : uint32",          # one word per 8 registers
             r"dequant_i4 %B_local, %\d+, %\d+", r"mma %a_regs")
    assert out.count("dequant_i4") == 1 and "packed_load %B_shared, [" in out
    assert ": uint8" not in "".join(ln for ln in out.splitlines() if "packed_load %B_shared" in ln)


def test_a_weight_read_for_every_row_of_a_takes_the_fast_path_per_row():
    """The gemv's loop over (rows of A, rows of W, k) reads the shared weight at (i, j),
    a subset of its indices: each accumulator slot decodes the weight element its
    coordinates project to, a word at a time."""
    import tilelang.language as T
    from tilelang.ops.lowbit_kernels import gemv_fragment

    frag = gemv_fragment(4, 256, 128, False, block_M=2)

    @T.prim_func
    def f(W: T.Tensor((4, 256), "int4"), A: T.Tensor((2, 256), "float16"), O: T.Tensor((2, 4), "float32")):
        with T.Kernel(1, threads=128) as bx:
            s = T.alloc_shared((4, 256), "int4")
            acc = T.alloc_fragment((2, 4, 256), "float32")
            T.annotate_layout({acc: frag})
            T.copy(W, s)
            for m, i, j in T.Parallel(2, 4, 256):
                acc[m, i, j] = T.cast(T.cast(s[i, j], "float16"), "float32") * T.cast(A[m, j], "float32")

    out = str(tilelang.lower(f, until="lower-tile-ops"))
    # 2 rows of A x 8 slots per thread = 2 groups of 8: one word and one dequant_i4 each
    check_ir(out, r"%dequant = alloc_local : local<\[16\], float16>", r"for .* \{kind = unroll\} \(%g: index\)",
             r"= packed_load %s, \[%\d+, %\d+\] : uint32", r"dequant_i4 %dequant, %\d+, %\d+ loc",
             r"= load %dequant, \[%l\]")
    assert out.count("dequant_i4") == 1
    assert all(": uint32" in ln for ln in out.splitlines() if "packed_load %s," in ln)  # no byte decode


def _planes_read(order: str) -> str:
    """A 5-bit weight in two planes (4 + 1 bits, each tile in its width's permutation)
    read into the mma B fragment through ``from_planes``; ``order``: the planes' order."""
    from tilelang.dtypes import int_dtype
    from tilelang.layout import make_lowbit_dequant_permutation

    int_dtype("ll_i5", 5)
    head = (f"layout #L0 = {make_lowbit_dequant_permutation(32, 128, 4)!r}\n"
            f"layout #L1 = {make_lowbit_dequant_permutation(32, 128, 1)!r}\n")
    return lower("%W: tensor<[32, 128], float16>",
                 "%s4 = alloc_shared : shared<[32, 128], uint4, #L0>\n"
                 "%s1 = alloc_shared : shared<[32, 128], uint1, #L1>\n"
                 "%a = alloc_shared : shared<[16, 128], float16>\n"
                 "%b = alloc_fragment : fragment<[32, 128], float16>\n"
                 "%c = alloc_fragment : fragment<[16, 32], float32>\n"
                 "parallel {extents = [32, 128]} (%i: index, %j: index) {\n"
                 "  %p = load %s4, [%i, %j] : uint4\n  %q = load %s1, [%i, %j] : uint1\n"
                 f"  %v = from_planes [{order}] {{format = \"ll_i5\"}} : ll_i5\n"
                 "  %x = cast %v : float16\n  store %b, [%i, %j], %x\n}\n"
                 "gemm %a, %b, %c {transpose_B = true}", head=head)


def test_bit_planes_into_the_b_fragment_decode_a_word_of_each_plane():
    out = _planes_read("%p, %q")
    # per 32 registers: four words of the 4-bit plane and one of the 1-bit plane, one dequant_word
    check_ir(out, r"= packed_load %s4, \[%\d+, %\d+\] : uint32", r"= packed_load %s1, \[%\d+, %\d+\] : uint32",
             r'dequant_word %\w+, %\d+, %\d+, \[%\d+, %\d+, %\d+, %\d+\], none \{format = "ll_i5"\}', r"mma %a_regs")
    assert "from_planes" not in out


def test_planes_in_an_order_dequant_word_does_not_read_keep_the_element_decode():
    # (the 1-bit plane as the low bits: a split whose words dequant_word would take for 4 + 1)
    out = _planes_read("%q, %p")
    assert "dequant_word" not in out and "from_planes" in out


def _uint2_minus(expr: str, wdtype: str = "uint2") -> str:
    """A permuted 2-bit tile read into the mma B fragment through a ``T.Parallel`` whose
    body is ``expr`` of the cast code ``%x`` (result ``%y``)."""
    from tilelang.layout import make_lowbit_dequant_permutation

    head = f"layout #L0 = {make_lowbit_dequant_permutation(32, 128, 2)!r}\n"
    return lower("%W: tensor<[32, 128], float16>",
                 f"%s = alloc_shared : shared<[32, 128], {wdtype}, #L0>\n"
                 "%a = alloc_shared : shared<[16, 128], float16>\n"
                 "%b = alloc_fragment : fragment<[32, 128], float16>\n"
                 "%c = alloc_fragment : fragment<[16, 32], float32>\n"
                 "parallel {extents = [32, 128]} (%i: index, %j: index) {\n"
                 f"  %q = load %s, [%i, %j] : {wdtype}\n  %x = cast %q : float16\n"
                 f"{expr}  store %b, [%i, %j], %y\n}}\n"
                 "gemm %a, %b, %c {transpose_B = true}", head=head)


@pytest.mark.parametrize("expr,fmt", [
    ("  %z = const {value = 2.0} : float16\n  %y = sub %x, %z : float16\n", "uint2_minus2"),
    ("  %z = const {value = -3.0} : float16\n  %y = add %z, %x : float16\n", "uint2_minus3"),
    ("  %z = const {value = -1.0} : float16\n  %y = sub %x, %z : float16\n", "uint2_plus1"),
])
def test_a_constant_subtracted_from_the_cast_code_folds_into_the_word_decode(expr, fmt):
    """``cast(code) - z`` decodes as the format of the same codes minus z: its fma takes
    z, and neither the subtract nor the cast is left."""
    out = _uint2_minus(expr)
    check_ir(out, rf'dequant_word %\w+, %\d+, %\d+, \[\], none \{{format = "{fmt}"\}}', r"mma %a_regs")
    assert not re.search(r"= (sub|add) .* : float16", out) and "cast" not in out.split("dequant_word")[1]


@pytest.mark.parametrize("expr", [
    "  %z = const {value = 0.5} : float16\n  %y = sub %x, %z : float16\n",        # not an integer
    "  %z = const {value = 2.0} : float16\n  %y = sub %z, %x : float16\n",        # the code subtracted
    "  %y = mul %x, %x : float16\n",                                               # not a subtract
])
def test_other_uses_of_the_cast_code_keep_the_plain_decode_and_the_op(expr):
    out = _uint2_minus(expr)
    check_ir(out, r'dequant_word %\w+, %\d+, %\d+, \[\], none \{format = "uint2"\}')
    assert re.search(r"= (sub|mul) .* : float16", out)
