"""Helpers for the interpreter tests (tests/test_interp_*.py): seeded random data and
the relative-error check against a torch reference."""

from __future__ import annotations

import torch


def gen(seed: int) -> torch.Generator:
    return torch.Generator().manual_seed(seed)


def randn(shape, dtype, seed: int, scale: float = 1.0) -> torch.Tensor:
    """Fresh standard-normal data (never all zeros) rounded to ``dtype``."""
    return (torch.randn(*shape, generator=gen(seed), dtype=torch.float64) * scale).to(dtype)


def rel_err(out: torch.Tensor, ref: torch.Tensor) -> float:
    """||out - ref|| / ||ref|| over the whole tensor, in float64.

    Outputs come from ``torch.empty``: an element the kernel never wrote holds
    garbage (often NaN or huge), so the whole-tensor comparison catches it; NaN or
    inf anywhere fails here with a clear message instead of a NaN comparison."""
    assert out.shape == ref.shape, (out.shape, ref.shape)
    out, ref = out.double(), ref.double()
    assert torch.isfinite(out).all(), f"non-finite output elements: {(~torch.isfinite(out)).sum().item()}"
    assert ref.norm() > 0, "the reference is all zeros: the check would be vacuous"
    return ((out - ref).norm() / ref.norm()).item()
