"""Gemm fragments over a whole block: the mma.sync fragments tiled over a warp grid.

A block of ``warps`` warps computing an M x N accumulator splits it into a
``wm x wn`` grid of warp tiles (``wm * wn == warps``); each warp tile is a grid of
16 x 8 mma tiles.  Warp ``w = wi * wn + wj`` owns rows ``[wi*Mw, (wi+1)*Mw)`` and
columns ``[wj*Nw, (wj+1)*Nw)``.  A thread's registers list its mma tiles row-major,
each tile's registers in PTX order.  The A operand (M x K) is held by the ``wn``
warps of a warp row (replicated), the B operand (K x N) by the ``wm`` warps of a
warp column.  An operand fragment records what it is (``gemm_operand``: "a"/"b",
the accumulator's other dim, input bits, transposed, policy), so the lowering knows
its inverse in closed form also where a kernel annotates it on a buffer that is no
gemm operand (an in-memory attribute: IR text does not carry it).
"""

from __future__ import annotations

from .fragment import Fragment

__all__ = ["POLICIES", "choose_warp_grid", "make_gemm_accumulator", "make_gemm_operand_a", "make_gemm_operand_b",
           "make_wgmma_accumulator", "make_wgmma_operand_a", "transposed"]

# Instruction tile per input width: (m, n, k).
MMA_TILE = {16: (16, 8, 16), 8: (16, 8, 32)}

# T.gemm's warp policies (TileLang's GemmWarpPolicy): "square" picks the squarest warp
# tiles; "full_row" stacks every warp along M (wm = warps), "full_col" along N (wn =
# warps).  full_col suits a B operand decoded in registers: a warp grid with wm rows
# holds (and decodes) every B element wm times.
POLICIES = ("square", "full_row", "full_col")


def choose_warp_grid(m: int, n: int, warps: int, tile_m: int = 16, tile_n: int = 8,
                     policy: str = "square") -> tuple[int, int]:
    """The warp grid (wm, wn) for an m x n accumulator: every warp tile a whole number
    of mma tiles; ``policy`` (``POLICIES``): as square as possible (fewer shared-memory
    reads per mma), or every warp along M / along N."""
    if policy not in POLICIES:
        raise ValueError(f"warp policy must be one of {', '.join(POLICIES)}, got {policy!r}")
    best = None
    for wm in range(1, warps + 1):
        if warps % wm:
            continue
        wn = warps // wm
        if m % (wm * tile_m) or n % (wn * tile_n):
            continue
        if (policy == "full_row" and wn != 1) or (policy == "full_col" and wm != 1):
            continue
        score = abs(m / wm - n / wn)
        if best is None or score < best[0]:
            best = (score, wm, wn)
    if best is None:
        how = {"square": "", "full_row": f" (full_row: {warps} warps along M)",
               "full_col": f" (full_col: {warps} warps along N)"}[policy]
        raise ValueError(f"a {m}x{n} accumulator cannot be split over {warps} warps in {tile_m}x{tile_n} "
                         f"mma tiles{how}: M must be a multiple of {tile_m} and N of {tile_n} per warp")
    return best[1], best[2]


def make_gemm_accumulator(m: int, n: int, warps: int, input_bits: int = 16, policy: str = "square") -> Fragment:
    """The accumulator fragment of an m x n gemm over ``warps`` warps (mma C tiles)."""
    thread, index = gemm_accumulator_maps(m, n, warps, input_bits, policy)
    return Fragment((m, n), forward_thread=thread, forward_index=index)


def gemm_accumulator_maps(m: int, n: int, warps: int, input_bits: int = 16, policy: str = "square"):
    """``(forward_thread, forward_index)`` of ``make_gemm_accumulator``'s fragment (for
    ``Fragment.equals_maps``); ValueError where it raises one for the warp grid."""
    tm, tn, _ = MMA_TILE[input_bits]
    wm, wn = choose_warp_grid(m, n, warps, tm, tn, policy)
    mw, nw = m // wm, n // wn
    return (lambda i, j: (i // mw * wn + j // nw) * 32 + i % 8 * 4 + j % 8 // 2,
            lambda i, j: (i % mw // 16 * (nw // 8) + j % nw // 8) * 4 + i % 16 // 8 * 2 + j % 2)


def _warpgroup_rows(band: int):
    """Thread of element (i, j) in wgmma's register tiles (accumulator and A operand):
    warpgroup i / band, warp (i % 64) / 16 of it, lane 4 (i % 8) + (j % 8) / 2."""
    return lambda i, j: i // band * 128 + i % 64 // 16 * 32 + i % 8 * 4 + j % 8 // 2


def make_wgmma_accumulator(m: int, n: int, warpgroups: int) -> Fragment:
    """The accumulator of an m x n gemm by Hopper's wgmma (m64nNk16) over ``warpgroups``
    groups of 4 warps: group g owns the rows ``[g * m / G, (g + 1) * m / G)`` in bands of
    64, and in each band warp w of the group rows 16 w .. 16 w + 15 of every column,
    laid out as n / 8 mma C tiles (one wgmma's registers are exactly these).  A thread's
    registers list its bands, each band's n / 2 registers in wgmma order.  With one band
    per group it equals ``make_gemm_accumulator(m, n, 4 * G, policy="full_row")``."""
    if m % (64 * warpgroups) or n % 8:
        raise ValueError(f"a {m}x{n} wgmma accumulator over {warpgroups} warpgroups needs M a multiple of "
                         f"{64 * warpgroups} and N of 8")
    band = m // warpgroups  # rows per warpgroup
    frag = Fragment(
        (m, n),
        forward_thread=_warpgroup_rows(band),
        forward_index=lambda i, j: (i % band // 64 * (n // 8) + j // 8) * 4 + i % 16 // 8 * 2 + j % 2)

    def inverse(t, slot):  # (thread, register) -> (i, j), closed form for the lowering
        lane = t % 32
        i = t // 128 * band + slot // (n // 2) * 64 + t % 128 // 32 * 16 + slot % 4 // 2 * 8 + lane // 4
        return i, slot % (n // 2) // 4 * 8 + lane % 4 * 2 + slot % 2

    frag._inverse_hint = inverse  # checked by inverse() against the forward map
    return frag


def make_wgmma_operand_a(m: int, k: int, warpgroups: int, k_split: bool = False) -> Fragment:
    """The A operand (m x k, 16-bit) of Hopper's wgmma held in registers: rows as in
    ``make_wgmma_accumulator`` (group g the rows ``[g m / G, (g + 1) m / G)`` in bands of
    64, warp w of the group rows 16 w .. 16 w + 15 of each band), and within a warp the
    m16n8k16 A operand: lane 4 r + t holds rows r and r + 8, columns 2 t, 2 t + 1 and
    2 t + 8, 2 t + 9 of every 16-wide k-step.  The registers are ordered by 32-wide k
    blocks, not k-steps: slots ``((band * k / 32 + kb) * 2 + h) * 8 + e`` hold row
    r + 8 h, column 32 kb + 8 (e // 2) + 2 t + e % 2 -- the eight columns of one row that
    ``make_int4_dequant_permutation`` packs into one 32-bit word, in ``dequant_i4``'s
    order, so a prepared int4 weight decodes straight into them.  A k-step's four wgmma
    registers are then slots (0, 1), (8, 9), (2, 3), (10, 11) from 16 (band * k / 32 +
    kb) + 4 (step % 2) (``wgmma_rs``'s ``a_regs`` names them).  K an odd number of
    16-wide k-steps (attention's P over 80 or 176 keys) orders them by k-step instead.

    ``k_split``: the warpgroups split K instead of M -- group g holds every row of the
    columns ``[g k / G, (g + 1) k / G)``, in the slots a single group would give that
    (m, k / G) operand (one decode and one wgmma sequence serve every group; each
    accumulates a partial sum of the same rows, ``lower-tile-ops`` adds them up)."""
    if k_split:
        kw = k // warpgroups if k % warpgroups == 0 else 0
        if m % 64 or kw % 32 or not kw:
            raise ValueError(f"a {m}x{k} wgmma A operand with K split over {warpgroups} warpgroups needs M a "
                             f"multiple of 64 and K of {32 * warpgroups}")
        one = make_wgmma_operand_a(m, kw, 1)
        rows = _warpgroup_rows(m)
        frag = Fragment((m, k), forward_thread=lambda i, j: j // kw * 128 + rows(i, j % kw),
                        forward_index=lambda i, j: one.index_of(i, j % kw)[0])
        def inverse(t, slot):  # one group's inverse, its column moved to group t // 128's part
            i, j = one._inverse_hint(t % 128, slot)
            return i, t // 128 * kw + j

        frag._inverse_hint = inverse  # checked by inverse() against the forward map
        return frag
    if m % (64 * warpgroups) or k % 16:
        raise ValueError(f"a {m}x{k} wgmma A operand over {warpgroups} warpgroups needs M a multiple of "
                         f"{64 * warpgroups} and K of 16")
    band = m // warpgroups  # rows per warpgroup
    # registers by 32-wide k blocks; by 16-wide k-steps where K is an odd number of them (32-wide
    # blocks do not tile it): slots ``((band * k / 16 + step) * 2 + h) * 4 + e`` hold row r + 8 h,
    # column 16 step + 8 (e // 2) + 2 t + e % 2 -- a k-step's four wgmma registers are then
    # slots (0, 1), (4, 5), (2, 3), (6, 7) from 8 (band * k / 16 + step)
    w = 32 if k % 32 == 0 else 16
    per = w // 4  # slots a word: one row's columns of a block
    frag = Fragment(
        (m, k),
        forward_thread=_warpgroup_rows(band),
        forward_index=lambda i, j: ((i % band // 64 * (k // w) + j // w) * 2 + i % 16 // 8) * per
        + j % w // 8 * 2 + j % 2)

    def inverse(t, slot):  # (thread, slot) -> (i, j), closed form for the lowering
        lane = t % 32
        word, e = slot // per, slot % per
        i = t // 128 * band + word // 2 // (k // w) * 64 + t % 128 // 32 * 16 + word % 2 * 8 + lane // 4
        return i, word // 2 % (k // w) * w + e // 2 * 8 + lane % 4 * 2 + e % 2

    frag._inverse_hint = inverse  # checked by inverse() against the forward map
    return frag


def make_gemm_operand_a(m: int, k: int, n: int, warps: int, input_bits: int = 16,
                        policy: str = "square") -> Fragment:
    """The A operand (m x k) in registers, for the warp grid of an m x n accumulator."""
    tm, tn, tk = MMA_TILE[input_bits]
    wm, wn = choose_warp_grid(m, n, warps, tm, tn, policy)
    mw = m // wm
    if k % tk:
        raise ValueError(f"K = {k} must be a multiple of the mma K step {tk}")
    regs = 8 if input_bits == 16 else 16
    if input_bits == 16:
        lane = lambda i, j: i % 8 * 4 + j % 8 // 2  # noqa: E731
        reg = lambda i, j: j % 16 // 8 * 4 + i % 16 // 8 * 2 + j % 2  # noqa: E731
    else:
        lane = lambda i, j: i % 8 * 4 + j % 16 // 4  # noqa: E731
        reg = lambda i, j: j % 32 // 16 * 8 + i % 16 // 8 * 4 + j % 4  # noqa: E731
    frag = _replicated(
        (m, k), wn, lambda i, j, rep: (i // mw * wn + rep) * 32 + lane(i, j),
        lambda i, j: (i % mw // 16 * (k // tk) + j // tk) * regs + reg(i, j))
    frag.gemm_operand = ("a", n, input_bits, False, policy)
    return frag


def make_gemm_operand_b(k: int, n: int, m: int, warps: int, input_bits: int = 16,
                        policy: str = "square") -> Fragment:
    """The B operand (k x n) in registers, for the warp grid of an m x n accumulator."""
    tm, tn, tk = MMA_TILE[input_bits]
    wm, wn = choose_warp_grid(m, n, warps, tm, tn, policy)
    nw = n // wn
    if k % tk:
        raise ValueError(f"K = {k} must be a multiple of the mma K step {tk}")
    regs = 4 if input_bits == 16 else 8
    if input_bits == 16:
        lane = lambda i, j: j % 8 * 4 + i % 8 // 2  # noqa: E731
        reg = lambda i, j: i % 16 // 8 * 2 + i % 2  # noqa: E731
    else:
        lane = lambda i, j: j % 8 * 4 + i % 16 // 4  # noqa: E731
        reg = lambda i, j: i % 32 // 16 * 4 + i % 4  # noqa: E731
    frag = _replicated(
        (k, n), wm, lambda i, j, rep: (rep * wn + j // nw) * 32 + lane(i, j),
        lambda i, j: (j % nw // 8 * (k // tk) + i // tk) * regs + reg(i, j))
    frag.gemm_operand = ("b", m, input_bits, False, policy)
    return frag


def _replicated(shape, copies, thread, index) -> Fragment:
    """A fragment held by ``copies`` warps (a replica index only when there are several)."""
    if copies == 1:
        return Fragment(shape, forward_thread=lambda i, j: thread(i, j, 0), forward_index=index)
    return Fragment(shape, forward_thread=thread, forward_index=index, replicate=copies)


def transposed(frag: Fragment) -> Fragment:
    """``frag`` indexed with its two dims swapped: the fragment of a transposed operand
    (``T.gemm(..., transpose_B=True)`` holds B as (n, k))."""
    from .layout import Layout

    rows, cols = frag.shape
    out = frag.compose(Layout((cols, rows), lambda i, j: (j, i)))
    operand = getattr(frag, "gemm_operand", None)
    if operand is not None:
        out.gemm_operand = operand[:3] + (not operand[3],) + operand[4:]
    hint = frag._inverse_hint
    if hint is not None:  # the closed-form inverse, its coordinates swapped
        out._inverse_hint = lambda t, slot: tuple(hint(t, slot))[::-1]
    return out
