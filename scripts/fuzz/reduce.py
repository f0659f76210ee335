"""The ``reduce`` category: ``T.reduce_{sum,max,min,absmax,abssum}`` of a fragment along
either dim (fp32/fp16/bf16/int32, with and without ``clear``, ragged rows)."""

import tilelang.language as T

from .checks import check, input_generator, poisoned, tdt
from .compiling import compile_kernel
from .draws import LIMITS


def reduce_kernel(c):
    """dim 1: Out[r] = reduce(A[r, :]) over tiles of bm rows (ragged R); dim 0: Out[b, :] =
    reduce(A[b * bm:(b + 1) * bm, :]) (R a multiple of bm)."""
    R, C, bm, dtype, threads, clear, via = c["R"], c["C"], c["bm"], c["dtype"], c["threads"], c["clear"], c["via"]
    dim = c["dim"]
    fn = {"sum": T.reduce_sum, "max": T.reduce_max, "min": T.reduce_min, "absmax": T.reduce_absmax,
          "abssum": T.reduce_abssum}[c["kind"]]
    out_shape = (R,) if dim == 1 else (R // bm, C)
    tile_out = (bm,) if dim == 1 else (C,)

    @T.prim_func
    def main(A: T.Tensor((R, C), dtype), Init: T.Tensor(out_shape, dtype), Out: T.Tensor(out_shape, dtype)):
        with T.Kernel(T.ceildiv(R, bm), threads=threads) as bx:
            a = T.alloc_fragment((bm, C), dtype)
            r = T.alloc_fragment(tile_out, dtype)
            if via == "shared":
                a_s = T.alloc_shared((bm, C), dtype)
                T.copy(A[bx * bm, 0], a_s)
                T.copy(a_s, a)
            else:
                T.copy(A[bx * bm, 0], a)
            if dim == 1:
                T.copy(Init[bx * bm], r)
                fn(a, r, dim=1, clear=clear)
                T.copy(r, Out[bx * bm])
            else:
                T.copy(Init[bx, 0], r)
                fn(a, r, dim=0, clear=clear)
                T.copy(r, Out[bx, 0])
    return main


def generate(rng, target, arch):
    """A reduction configuration drawn from ``rng`` (dim 0: whole tiles of rows)."""
    lim = LIMITS[target]
    dtype = rng.choices(["float32", "float16", "bfloat16", "int32"], [40, 25, 15, 20])[0]
    kind = rng.choice(["sum", "max", "min", "absmax", "abssum"])
    dim = rng.choice([0, 1])
    C = rng.choice([8, 16, 24, 32, 40, 64, 128, 200] if target != "sim" else [8, 16, 24, 32])
    bm = rng.choice([1, 2, 4, 8, 16, 24, 32, 48, 64] if target != "sim" else [2, 4, 8, 16])
    threads = rng.choice([32, 64, 128, 128, 256])
    blocks = rng.randint(1, max(1, lim["dim"] // max(bm, 8)))
    R = blocks * bm if dim == 0 else max(1, blocks * bm - rng.randint(0, bm - 1))
    return dict(category="reduce", arch=arch, R=R, C=C, bm=bm, dtype=dtype, kind=kind, dim=dim, threads=threads,
                clear=rng.random() < 0.6, via=rng.choice(["global", "shared"]))


def reduction(kind, x, dim):
    """The float64 reduction ``kind`` of ``x`` along ``dim``."""
    return {"sum": lambda: x.sum(dim), "max": lambda: x.amax(dim), "min": lambda: x.amin(dim),
            "absmax": lambda: x.abs().amax(dim), "abssum": lambda: x.abs().sum(dim)}[kind]()


def build(c, target):
    """Compile the reduction; returns ``run(device, trial)``: random A and Init against float64."""
    import torch

    kernel = compile_kernel(reduce_kernel(c), target, c["arch"])

    def run(device, trial):
        g = input_generator(c, trial)
        R, C, bm, dt, kind = c["R"], c["C"], c["bm"], c["dtype"], c["kind"]
        out_shape = (R,) if c["dim"] == 1 else (R // bm, C)
        if dt == "int32":
            a = torch.randint(-100, 101, (R, C), generator=g, dtype=torch.int32)
            init = torch.randint(-100, 101, out_shape, generator=g, dtype=torch.int32)
        else:
            a = torch.randn(R, C, generator=g).to(tdt(dt))
            init = (torch.randn(out_shape, generator=g) * 2).to(tdt(dt))
        out = poisoned(out_shape, dt, device)
        kernel(a.to(device), init.to(device), out)
        x = a.double()
        if c["dim"] == 0:  # one output row per tile of bm rows
            x = x.reshape(R // bm, bm, C)
        r = reduction(kind, x, 1)
        if not c["clear"]:
            i = init.double()
            r = r + i if kind in ("sum", "abssum") else torch.minimum(r, i) if kind == "min" else torch.maximum(r, i)
        if dt == "int32" or kind in ("max", "min", "absmax"):  # integers and selections: exact
            return check(out, r, dt, exact=True)
        # sums: float32 accumulation, one rounding to the dtype (max |value| ~ sum of |x|)
        tol = {"float32": (1e-5, 1e-4), "float16": (2e-3, 8e-3), "bfloat16": (1.2e-2, 4e-2)}[dt]
        return check(out, r, dt, tol=tol)
    return run
