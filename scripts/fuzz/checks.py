"""Comparing a program's output with its float64 reference: poisoned outputs, tolerances
per dtype, and the seeded random inputs."""

FLOATS = ("float16", "bfloat16", "float32")

TOL = {  # (norm-wise relative, worst element relative to max|ref|)
    "float16": (2e-3, 8e-3), "bfloat16": (1.2e-2, 4e-2), "float32": (1e-4, 4e-4), "float64": (1e-10, 1e-9),
}
_TORCH = {}

SENTINEL = -(2 ** 31) + 7  # poison of an integer output: no program here produces it


class Failure(Exception):
    """A wrong result, an unwritten element, a NaN ... (the message says which)."""


def tdt(name):
    """The torch dtype called ``name`` (torch is imported on first use: --list needs none)."""
    import torch

    if not _TORCH:
        _TORCH.update({n: getattr(torch, n) for n in ("float16", "bfloat16", "float32", "float64", "int8", "int16",
                                                      "int32", "int64", "uint8")})
    return _TORCH[name]


def poisoned(shape, dtype, device):
    """An output tensor filled with NaN (or an integer sentinel): unwritten elements show."""
    import torch

    if dtype in ("int32", "int8", "int16", "uint8", "int64"):
        fill = {"int32": SENTINEL, "int64": SENTINEL, "int16": -32768 + 7, "int8": -121, "uint8": 251}[dtype]
        return torch.full(shape, fill, dtype=tdt(dtype), device=device)
    return torch.full(shape, float("nan"), dtype=tdt(dtype), device=device)


def input_generator(cfg, trial):
    """The torch generator of a program's inputs: one stream per (seed, index, trial)."""
    import torch

    return torch.Generator().manual_seed((cfg["seed"] * 1_000_003 + cfg["index"]) * 31 + trial)


def _first(mask):
    """The index of the first True element of ``mask``, as a tuple."""
    return tuple(int(x) for x in mask.nonzero()[0])


def check(out, ref, dtype, what="out", tol=None, exact=False, poison=True, scale=None):
    """Raise Failure unless ``out`` matches the float64 ``ref``.  ``scale``: the typical
    magnitude of ref's elements (float64, ref's shape) where cancellation may leave ref far
    smaller -- a dot product of K terms: ``|a| @ |w|.T / sqrt(K)``, the size of its
    rounding error over the size of the error bound -- the errors are relative to the
    larger of the two.  (A 1 x 1 product of 32 terms once came out at 0.037 from terms of
    ~0.1: its float16 weights' rounding was 1% of it.)"""
    import torch

    out = out.detach().cpu()
    ref = ref.detach().cpu().double()
    if tuple(out.shape) != tuple(ref.shape):
        raise Failure(f"{what}: shape {tuple(out.shape)}, expected {tuple(ref.shape)}")
    o = out.double()
    if out.dtype.is_floating_point:
        bad = ~torch.isfinite(o)
        if bad.any():
            first = _first(bad)
            n_nan = int(torch.isnan(o).sum())
            raise Failure(f"{what}: {int(bad.sum())} of {o.numel()} elements non-finite ({n_nan} NaN: unwritten "
                          f"or computed), first at {first}; ref there {ref[first].item():.6g}")
    elif poison and dtype in ("int32", "int64"):
        bad = out == SENTINEL
        if bad.any() and not (ref == SENTINEL).any():
            raise Failure(f"{what}: {int(bad.sum())} of {o.numel()} elements never written (still the poison), "
                          f"first at {_first(bad)}")
    if exact:
        diff = o != ref
        if diff.any():
            first = _first(diff)
            raise Failure(f"{what}: {int(diff.sum())} of {o.numel()} elements differ (exact check), first at "
                          f"{first}: {o[first].item():.8g} vs ref {ref[first].item():.8g}")
        return 0.0
    if ref.norm() == 0:  # (rare: a chain that clamps everything); then out must be zeros too
        if o.abs().max() != 0:
            raise Failure(f"{what}: the reference is all zeros, out is not (max |out| {o.abs().max().item():.3g})")
        return 0.0
    tol = tol or TOL[dtype]
    size = ref if scale is None else torch.maximum(ref.abs(), scale.detach().cpu().double())
    rel = ((o - ref).norm() / size.norm()).item()
    worst = ((o - ref).abs().max() / size.abs().max()).item()
    if not rel <= tol[0] or not worst <= tol[1]:
        err = (o - ref).abs()
        first = _first(err == err.max())
        rows = sorted({int(i) for i in (err > tol[1] * ref.abs().max()).nonzero()[:, 0]}) if err.dim() else []
        raise Failure(f"{what}: relative error {rel:.3g} (tol {tol[0]:g}), worst element {worst:.3g} (tol "
                      f"{tol[1]:g}) at {first}: {o[first].item():.6g} vs ref {ref[first].item():.6g}"
                      + (f"; rows off: {rows[:12]}{' ...' if len(rows) > 12 else ''} of {o.shape[0]}"
                         if rows else ""))
    return rel
