"""Gemm fragments tiled over warps agree with the single-instruction mma fragments."""

import itertools

import numpy as np
import pytest

from tilelang.layout import (choose_warp_grid, make_gemm_accumulator, make_gemm_operand_a, make_gemm_operand_b,
                             mma_m16n8k16_a, mma_m16n8k16_b, mma_m16n8k16_c, mma_m16n8k32_a, mma_m16n8k32_b,
                             mma_m16n8k32_c, parse_layout)

CASES = [(128, 128, 4), (64, 64, 4), (128, 256, 8), (16, 64, 4), (64, 16, 2), (32, 32, 1), (256, 128, 8)]


@pytest.mark.parametrize("m,n,warps", CASES)
def test_warp_grid_divides_the_tile(m, n, warps):
    wm, wn = choose_warp_grid(m, n, warps)
    assert wm * wn == warps and m % (16 * wm) == 0 and n % (8 * wn) == 0


def test_warp_grid_prefers_square_tiles_and_rejects_impossible_ones():
    assert choose_warp_grid(128, 128, 4) == (2, 2)
    assert choose_warp_grid(16, 128, 4) == (1, 4)
    with pytest.raises(ValueError, match="cannot be split over 4 warps"):
        choose_warp_grid(16, 8, 4)


def _grid(shape):
    return np.ix_(*[np.arange(s) for s in shape])


@pytest.mark.parametrize("m,n,warps", CASES)
@pytest.mark.parametrize("bits", [16, 8])
def test_accumulator_matches_the_mma_c_fragment_in_every_tile(m, n, warps, bits):
    frag = make_gemm_accumulator(m, n, warps, bits)
    frag.check_coverage()
    assert frag.num_threads == 32 * warps
    regs = (m * n) // (32 * warps)
    assert frag.local_shape == (regs,)
    i, j = _grid((m, n))
    thread, (index,) = frag.thread_of(i, j), frag.index_of(i, j)
    c = mma_m16n8k16_c() if bits == 16 else mma_m16n8k32_c()
    assert np.array_equal(thread % 32, np.broadcast_to(c.thread_of(i % 16, j % 8), (m, n)))
    assert np.array_equal(index % 4, np.broadcast_to(c.index_of(i % 16, j % 8)[0], (m, n)))
    # each warp owns one rectangle of the tile
    wm, wn = choose_warp_grid(m, n, warps, 16, 8)
    assert np.array_equal(thread // 32, (i // (m // wm)) * wn + j // (n // wn))


@pytest.mark.parametrize("m,n,warps", [(128, 128, 4), (64, 64, 4), (16, 64, 4), (64, 16, 2)])
@pytest.mark.parametrize("bits", [16, 8])
def test_operands_match_the_mma_a_and_b_fragments(m, n, warps, bits):
    k = 64
    a, b = make_gemm_operand_a(m, k, n, warps, bits), make_gemm_operand_b(k, n, m, warps, bits)
    a.check_coverage()
    b.check_coverage()
    tk = 16 if bits == 16 else 32
    fa, fb = (mma_m16n8k16_a(), mma_m16n8k16_b()) if bits == 16 else (mma_m16n8k32_a(), mma_m16n8k32_b())
    ra, rb = (8, 4) if bits == 16 else (16, 8)
    for i, j in itertools.product(range(0, m, 5), range(0, k, 3)):
        assert a.thread_of(i, j) % 32 == fa.thread_of(i % 16, j % tk)
        assert a.index_of(i, j)[0] % ra == fa.index_of(i % 16, j % tk)[0]
    for i, j in itertools.product(range(0, k, 3), range(0, n, 5)):
        assert b.thread_of(i, j) % 32 == fb.thread_of(i % tk, j % 8)
        assert b.index_of(i, j)[0] % rb == fb.index_of(i % tk, j % 8)[0]


def test_warp_tiled_fragments_print_and_parse_back():
    for frag in (make_gemm_accumulator(64, 64, 4), make_gemm_operand_a(64, 32, 64, 4),
                 make_gemm_operand_b(32, 64, 64, 4, 16)):
        assert parse_layout(repr(frag)) == frag


def test_equals_maps_agrees_with_building_the_fragment():
    # the lowering compares a fragment with candidates by tracing their maps only
    # (Fragment.equals_maps); it must answer exactly what == of the built fragment does
    import random

    from tilelang.layout import Fragment, make_blocked_fragment, make_wgmma_accumulator
    from tilelang.layout.blocked import blocked_fragment_maps
    from tilelang.layout.warp_tiling import POLICIES, gemm_accumulator_maps

    rng = random.Random(2027)
    shapes = [(128, 128), (64, 64), (128, 256), (64, 32), (256, 128)]
    frags = [make_wgmma_accumulator(128, 128, 1), make_blocked_fragment((128, 128), 128, 16),
             Fragment((64, 64), forward_thread=lambda i, j, rep: j % 32 + rep * 32, forward_index=lambda i, j: i,
                      replicate=2)]
    while len(frags) < 9:  # six built accumulators (a draw no warp grid fits is drawn again)
        try:
            frags.append(make_gemm_accumulator(*rng.choice(shapes), rng.choice([2, 4, 8]), rng.choice([8, 16]),
                                               rng.choice(POLICIES)))
        except ValueError:
            continue
    matches = 0
    for frag in frags:
        for shape in shapes:
            for warps, bits, policy in itertools.product((2, 4, 8), (8, 16), POLICIES):
                try:
                    built = make_gemm_accumulator(*shape, warps, bits, policy)
                except ValueError:
                    with pytest.raises(ValueError):
                        gemm_accumulator_maps(*shape, warps, bits, policy)
                    continue
                same = frag.equals_maps(shape, *gemm_accumulator_maps(*shape, warps, bits, policy))
                assert same == (frag == built), (frag, shape, warps, bits, policy)
                matches += same
            for threads, bits in itertools.product((64, 128, 256), (8, 16, 32)):
                same = frag.equals_maps(shape, *blocked_fragment_maps(shape, threads, bits))
                assert same == (frag == make_blocked_fragment(shape, threads, bits))
                matches += same
    assert matches >= 7  # (each built candidate above matches at least itself)
