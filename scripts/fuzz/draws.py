"""What every category's generator draws from: the size limits per target and the
helpers for ragged sizes and warp grids."""

# size limits per target: (largest M/N/K of hand-written programs, largest lowbit N, K)
LIMITS = {"cuda": dict(dim=384, kdim=512, lb_n=512, lb_k=1024, lb_m=300),
          "cpu": dict(dim=96, kdim=128, lb_n=128, lb_k=256, lb_m=40),
          "sim": dict(dim=40, kdim=64, lb_n=64, lb_k=128, lb_m=17)}


def ragged(rng, hi, lo=1, multiple=1):
    """A size in [lo, hi]: a multiple of ``multiple``, mostly not a power of two."""
    hi = max(lo, hi)
    v = rng.choice([rng.randint(lo, hi), rng.randint(lo, hi), rng.choice([lo, hi, (lo + hi) // 2])])
    if multiple > 1:
        v = max(multiple, v // multiple * multiple)
    return v


def warp_grid_ok(m, n, warps, tm, tn, policy):
    """Whether ``warps`` warps can tile an (m, n) block with (tm, tn) instructions."""
    from tilelang.layout import choose_warp_grid

    try:
        choose_warp_grid(m, n, warps, tm, tn, policy)
        return True
    except ValueError:
        return False
