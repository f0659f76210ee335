"""Built-in layouts: swizzles, mma.sync fragments, the int4 fast-dequant permutation."""

import itertools

import numpy as np
import pytest
import torch

from tilelang.layout import (Fragment, make_col_major, make_int4_dequant_permutation, make_padded,
                             make_row_major, make_swizzle, mma_fragment, mma_m16n8k16_a,
                             mma_m16n8k16_b, mma_m16n8k16_c, mma_m16n8k32_a, mma_m16n8k32_b,
                             mma_m16n8k32_c, parse_layout)

rng = np.random.default_rng(1)

BUILTINS = {
    "row_major": make_row_major(16, 24),
    "col_major": make_col_major(16, 24),
    "padded": make_padded(16, 24, 8),
    "swizzle_f16_128B": make_swizzle(64, 64, 16, 128),
    "swizzle_f16_64B": make_swizzle(32, 32, 16, 64),
    "swizzle_i4_32B": make_swizzle(16, 128, 4, 32),
    "swizzle_f32_auto": make_swizzle(8, 64, 32),
    "mma_k16_a": mma_m16n8k16_a(),
    "mma_k16_b": mma_m16n8k16_b(),
    "mma_k16_b_t": mma_m16n8k16_b(transposed=True),
    "mma_k16_c": mma_m16n8k16_c(),
    "mma_k32_a": mma_m16n8k32_a(),
    "mma_k32_b": mma_m16n8k32_b(),
    "mma_k32_b_t": mma_m16n8k32_b(transposed=True),
    "mma_k32_c": mma_m16n8k32_c(),
    "int4_dequant": make_int4_dequant_permutation(16, 96),
}


# -- every builtin: apply / unapply / inverse on random data ------------------------------------

@pytest.mark.parametrize("name", sorted(BUILTINS))
def test_round_trip_numpy_with_batch(name):
    L = BUILTINS[name]
    x = rng.integers(-(2 ** 15), 2 ** 15, size=(2, 3) + L.shape).astype(np.int32)
    stored = L.apply(x)
    assert stored.shape == (2, 3) + L.storage_shape
    assert np.array_equal(L.unapply(stored), x)
    if L.is_bijective():
        assert np.array_equal(L.inverse().apply(stored), x)
        assert np.array_equal(L.inverse().unapply(x), stored)
    else:
        assert name == "padded"


@pytest.mark.parametrize("name", sorted(BUILTINS))
def test_round_trip_torch_with_batch(name):
    L = BUILTINS[name]
    x = torch.randn((4,) + L.shape, dtype=torch.float32)
    stored = L.apply(x)
    assert isinstance(stored, torch.Tensor) and stored.shape == (4,) + L.storage_shape
    assert torch.equal(L.unapply(stored), x)
    if L.is_bijective():
        assert torch.equal(L.inverse().apply(stored), x)


# -- swizzles ------------------------------------------------------------------------------------

def reference_swizzle(i, j, rows, cols, bits, swizzle_bytes):
    """Swizzle<B,4,3> on the byte address of row i inside its swizzle_bytes-wide segment."""
    b = {32: 1, 64: 2, 128: 3}[swizzle_bytes]
    seg_bits = swizzle_bytes * 8
    segment, bit_in_seg = divmod(j * bits, seg_bits)
    addr_bits = i * seg_bits + bit_in_seg          # address in bits, segment viewed alone
    byte, sub = divmod(addr_bits, 8)
    byte ^= (byte & (((1 << b) - 1) << 7)) >> 3    # bits [4, 4+B) ^= bits [7, 7+B)
    row, in_seg = divmod(byte * 8 + sub, seg_bits)
    return row, (segment * seg_bits + in_seg) // bits


@pytest.mark.parametrize("bits, swizzle_bytes", list(itertools.product([4, 8, 16, 32], [32, 64, 128])))
def test_swizzle_is_bijective_and_matches_the_byte_address_definition(bits, swizzle_bytes):
    segment = swizzle_bytes * 8 // bits
    for rows, cols in [(8, segment), (16, 2 * segment), (64, segment), (24, 4 * segment)]:
        L = make_swizzle(rows, cols, bits, swizzle_bytes)
        assert L.shape == L.storage_shape == (rows, cols)
        assert L.is_bijective()
        assert L.inverse() == L
        r, c = np.meshgrid(np.arange(rows), np.arange(cols), indexing="ij")
        got_r, got_c = L.forward(r, c)
        for a, b in [(0, 0), (1, 3), (rows - 1, cols - 1), (5, cols // 2 + 1), (7, segment - 1)]:
            assert (got_r[a, b], got_c[a, b]) == reference_swizzle(a, b, rows, cols, bits, swizzle_bytes)
        ref = np.vectorize(lambda a, b: reference_swizzle(a, b, rows, cols, bits, swizzle_bytes)[1])(r, c)
        assert np.array_equal(got_c, ref) and np.array_equal(got_r, r)


def test_swizzle_keeps_16_byte_chunks_contiguous():
    L = make_swizzle(16, 256, 4, 128)     # int4: 32 elements per chunk
    _, c = L.forward(np.arange(16)[:, None], np.arange(256)[None, :])
    chunks = c.reshape(16, 8, 32)
    assert (np.diff(chunks, axis=-1) == 1).all()


def test_128B_swizzle_of_f16_8x64_reads_a_column_conflict_free():
    L = make_swizzle(8, 64, 16, 128)
    assert repr(L) == "Layout([8, 64], lambda i, j: (i, j ^ i % 8 * 8))"
    for chunk in range(8):
        landed = {L.forward(row, chunk * 8)[1] // 8 for row in range(8)}
        assert landed == set(range(8))


@pytest.mark.parametrize("swizzle_bytes", [32, 64, 128])
def test_column_reads_hit_distinct_bank_groups(swizzle_bytes):
    # Rows exactly one swizzle segment wide: 8 consecutive rows reading the same
    # 16-byte chunk column touch 8 distinct 16-byte bank groups (128 bytes = 32 banks).
    cols = swizzle_bytes // 2
    L = make_swizzle(16, cols, 16, swizzle_bytes)
    for start in (0, 8):
        for chunk in range(cols // 8):
            groups = set()
            for row in range(start, start + 8):
                r, c = L.forward(row, chunk * 8)
                groups.add(((r * cols + c) * 2 // 16) % 8)
            assert len(groups) == 8


@pytest.mark.parametrize("args, needle", [
    ((8, 32, 16, 128), "cols=32 must be a multiple of 64"),
    ((8, 100, 8, 32), "cols=100 must be a multiple of 32"),
    ((12, 64, 16, 128), "rows=12 must be a multiple of 8"),
    ((8, 64, 16, 256), "32, 64 or 128"),
    ((8, 64, 12, 128), "power of two"),
    ((8, 8, 16, None), "multiple of 32 bytes"),
])
def test_swizzle_errors(args, needle):
    with pytest.raises(ValueError, match=needle):
        make_swizzle(*args)


def test_swizzle_auto_size_and_dtype_objects():
    class F16:
        bits = 16
    assert make_swizzle(8, 64, F16()) == make_swizzle(8, 64, 16, 128)
    assert make_swizzle(8, 32, 16) == make_swizzle(8, 32, 16, 64)
    assert make_swizzle(8, 16, 16) == make_swizzle(8, 16, 16, 32)


@pytest.mark.parametrize("dtype", ["float16", "half", "fp16", "bf16", torch.float16, np.float16])
def test_swizzle_takes_every_dtype_spelling_the_api_takes(dtype):
    from tilelang.dtypes import float16
    from tilelang.layout import make_panel_swizzle

    assert make_swizzle(8, 64, dtype, 128) == make_swizzle(8, 64, float16, 128) == make_swizzle(8, 64, 16, 128)
    assert make_panel_swizzle(64, 256, dtype) == make_panel_swizzle(64, 256, 16)


def test_swizzle_dtype_errors_name_the_argument():
    assert make_swizzle(16, 256, "int4", 128) == make_swizzle(16, 256, 4, 128)
    with pytest.raises(ValueError, match=r"make_swizzle: dtype_bits: unknown dtype 'float17' .*valid names are"):
        make_swizzle(8, 64, "float17")
    with pytest.raises(TypeError, match=r"make_swizzle: dtype_bits: expected a bit width \(int\) or a dtype"):
        make_swizzle(8, 64, 2.5)


# -- mma fragments ----------------------------------------------------------------------------------

def ptx_position(kind, lane, i):
    """(row, col) of element i of `lane`, transcribed from the PTX ISA fragment figures."""
    group, tig = lane >> 2, lane % 4
    if kind == "k16_a":
        row = group if (i < 2 or 4 <= i < 6) else group + 8
        col = tig * 2 + (i & 1) + (8 if i >= 4 else 0)
    elif kind == "k16_b":
        row = tig * 2 + (i & 1) + (8 if i >= 2 else 0)
        col = group
    elif kind in ("k16_c", "k32_c"):
        row = group if i < 2 else group + 8
        col = tig * 2 + (i & 1)
    elif kind == "k32_a":
        row = group if (i < 4 or 8 <= i < 12) else group + 8
        col = tig * 4 + (i & 3) + (16 if i >= 8 else 0)
    elif kind == "k32_b":
        row = tig * 4 + (i & 3) + (16 if i >= 4 else 0)
        col = group
    return row, col


MMA = {
    "k16_a": (mma_m16n8k16_a, (16, 16), 8),
    "k16_b": (mma_m16n8k16_b, (16, 8), 4),
    "k16_c": (mma_m16n8k16_c, (16, 8), 4),
    "k32_a": (mma_m16n8k32_a, (16, 32), 16),
    "k32_b": (mma_m16n8k32_b, (32, 8), 8),
    "k32_c": (mma_m16n8k32_c, (16, 8), 4),
}


@pytest.mark.parametrize("kind", sorted(MMA))
def test_mma_fragment_covers_every_element_once(kind):
    make, shape, per_thread = MMA[kind]
    frag = make()
    assert isinstance(frag, Fragment) and frag.shape == shape
    assert frag.num_threads == 32 and frag.local_shape == (per_thread,)
    frag.check_coverage()
    assert frag.is_bijective()
    threads = frag.thread_of(*np.meshgrid(*map(np.arange, shape), indexing="ij"))
    assert np.bincount(threads.ravel()).tolist() == [per_thread] * 32


@pytest.mark.parametrize("kind", sorted(MMA))
def test_mma_fragment_matches_the_ptx_formulas(kind):
    frag = MMA[kind][0]()
    inverse = frag.inverse()
    for lane in range(32):
        for i in range(MMA[kind][2]):
            row, col = ptx_position(kind, lane, i)
            assert frag.forward(row, col) == (lane, i)
            assert inverse.forward(lane, i) == (row, col)
    # The closed-form inverse, not a lookup table, is what gets printed.
    assert "lookup" not in repr(inverse)


def test_transposed_b_fragments():
    for make, k in [(mma_m16n8k16_b, 16), (mma_m16n8k32_b, 32)]:
        b, bt = make(), make(transposed=True)
        assert bt.shape == (8, k)
        for n in range(8):
            for kk in range(k):
                assert bt.forward(n, kk) == b.forward(kk, n)
        assert "lookup" not in repr(bt.inverse())


def test_mma_fragment_convenience():
    assert mma_fragment("a", 16) == mma_m16n8k16_a()
    assert mma_fragment("A", "bf16") == mma_m16n8k16_a()
    assert mma_fragment("b", "int8") == mma_m16n8k32_b()
    assert mma_fragment("b", "f16", transposed=True) == mma_m16n8k16_b(transposed=True)
    assert mma_fragment("c", "e4m3") == mma_m16n8k32_c()
    assert mma_fragment("d", 16) == mma_m16n8k16_c()

    class S8:
        bits = 8
    assert mma_fragment("a", S8()) == mma_m16n8k32_a()
    with pytest.raises(ValueError, match="operand"):
        mma_fragment("x")
    with pytest.raises(ValueError, match="4-bit"):
        mma_fragment("a", 4)
    with pytest.raises(ValueError, match="64-bit"):
        mma_fragment("a", "float64")
    with pytest.raises(ValueError, match="mma_fragment: dtype: unknown dtype 'float17'"):
        mma_fragment("a", "float17")
    # every dtype spelling the rest of the API takes
    torch = pytest.importorskip("torch")
    assert mma_fragment("a", torch.float16) == mma_m16n8k16_a()
    assert mma_fragment("b", "fp8_e5m2") == mma_fragment("b", torch.float8_e5m2) == mma_m16n8k32_b()


# -- int4 fast-dequant permutation -------------------------------------------------------------------

def test_int4_permutation_formula_and_inverse():
    L = make_int4_dequant_permutation(4, 64)
    assert repr(L) == ("Layout([4, 64], lambda i, j: "
                       "(i, j // 32 * 32 + j % 8 // 2 * 8 + j % 32 // 8 + j % 2 * 4), "
                       "inverse=lambda i, j: (i, j // 32 * 32 + j % 4 * 8 + j % 32 // 8 * 2 + j % 8 // 4))")
    assert parse_layout(repr(L))._inverse_hint is not None  # (the text keeps the closed form)
    assert L.is_bijective()
    assert "lookup" not in repr(L.inverse())
    for t in range(4):
        ks = [2 * t, 2 * t + 1, 2 * t + 8, 2 * t + 9, 2 * t + 16, 2 * t + 17, 2 * t + 24, 2 * t + 25]
        for e, k in enumerate(ks):
            for block in (0, 1):
                col = L.forward(3, block * 32 + k)[1]
                assert divmod(col, 8) == (block * 4 + t, e // 2 + e % 2 * 4)   # (word, nibble)


def pack_rows_to_words(nibbles):
    """Pack a (rows, cols) array of 4-bit values little-endian into (rows, cols/8) uint32 words."""
    shifts = (np.arange(8, dtype=np.uint32) * 4)
    grouped = nibbles.astype(np.uint32).reshape(nibbles.shape[0], -1, 8)
    return (grouped << shifts).sum(axis=-1, dtype=np.uint32)


def test_int4_permutation_feeds_the_lop3_conversion():
    # Simulate the kernel: each lane loads one 32-bit word per 32-wide k block and
    # extracts nibble pairs (r, r + 4) into f16x2 register r; those must be exactly
    # the B-fragment registers {b0,b1}, {b2,b3} of the two k16 mma steps.
    n_rows, k_cols = 16, 128
    weight = rng.integers(0, 16, size=(n_rows, k_cols))          # logical W[n, k]
    words = pack_rows_to_words(make_int4_dequant_permutation(n_rows, k_cols).apply(weight))
    b_frag = mma_m16n8k16_b(transposed=True).inverse()            # (lane, b_i) -> (n, k)
    for n_tile in range(n_rows // 8):
        for block in range(k_cols // 32):
            for lane in range(32):
                t = lane % 4
                n = n_tile * 8 + lane // 4
                word = int(words[n, block * 4 + t])
                regs = [((word >> (4 * r)) & 0xF, (word >> (4 * (r + 4))) & 0xF) for r in range(4)]
                for step in range(2):
                    for pair in range(2):
                        lo = b_frag.forward(lane, 2 * pair)
                        hi = b_frag.forward(lane, 2 * pair + 1)
                        assert lo[0] == hi[0] == lane // 4
                        base = block * 32 + step * 16
                        expected = (weight[n, base + lo[1]], weight[n, base + hi[1]])
                        assert regs[2 * step + pair] == expected


def test_int4_permutation_errors():
    with pytest.raises(ValueError, match="multiple of 32"):
        make_int4_dequant_permutation(16, 48)
