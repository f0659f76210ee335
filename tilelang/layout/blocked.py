"""The default layout of a fragment no gemm decides: blocked over the threads."""

from __future__ import annotations

from .fragment import Fragment

__all__ = ["make_blocked_fragment", "blocked_vector"]


def blocked_vector(shape, threads: int, dtype_bits: int = 32) -> int:
    """The vector width (consecutive elements per thread) ``make_blocked_fragment`` uses."""
    numel = 1
    for d in shape:
        numel *= d
    v = max(1, 128 // dtype_bits)
    while v > 1 and numel % (v * threads):
        v //= 2
    return v


def make_blocked_fragment(shape, threads: int, dtype_bits: int = 32) -> Fragment:
    """Row-major elements dealt to threads in vectors of up to 16 bytes: element e goes
    to thread ``(e // v) % threads`` at index ``e // (v * threads) * v + e % v``, so a
    row of consecutive elements is spread over consecutive threads (coalesced)."""
    thread, index = blocked_fragment_maps(shape, threads, dtype_bits)
    return Fragment(tuple(shape), forward_thread=thread, forward_index=index)


def blocked_fragment_maps(shape, threads: int, dtype_bits: int = 32):
    """``(forward_thread, forward_index)`` of ``make_blocked_fragment``'s fragment (for
    ``Fragment.equals_maps``)."""
    shape = tuple(shape)
    numel = 1
    for d in shape:
        numel *= d
    v = blocked_vector(shape, threads, dtype_bits)
    strides = [1] * len(shape)
    for d in range(len(shape) - 2, -1, -1):
        strides[d] = strides[d + 1] * shape[d + 1]

    def flat(*idx):
        e = 0
        for x, s in zip(idx, strides):
            e = e + x * s
        return e

    return (lambda *idx: flat(*idx) // v % threads,
            lambda *idx: flat(*idx) // (v * threads) * v + flat(*idx) % v)
