"""The ``elementwise`` category: chains of arithmetic, math functions and casts (float and
integer: wrap-around, Python floor division / modulo, shifts, xor), through global
memory, a fragment or a shared tile."""

import math

import tilelang.language as T

from .chain_reference import cast_to, chain_reference
from .checks import FLOATS, check, input_generator, poisoned, tdt
from .compiling import compile_kernel
from .draws import LIMITS, ragged


def apply_op(op, v):
    """One step of an element-wise chain (inlined into the kernel: ``op`` is a constant)."""
    kind = op[0]
    if kind == "mul":
        v = v * op[1]
    elif kind == "add":
        v = v + op[1]
    elif kind == "max":
        v = T.max(v, op[1])
    elif kind == "min":
        v = T.min(v, op[1])
    elif kind == "abs":
        v = T.abs(v)
    elif kind == "neg":
        v = -v
    elif kind == "exp":
        v = T.exp(v)
    elif kind == "sqrt":
        v = T.sqrt(T.abs(v) + op[1])
    elif kind == "tanh":
        v = T.tanh(v)
    elif kind == "sigmoid":
        v = T.sigmoid(v)
    elif kind == "cast":
        v = T.cast(v, op[1])
    elif kind == "floordiv":
        v = v // op[1]
    elif kind == "mod":
        v = v % op[1]
    elif kind == "shr":
        v = v >> op[1]
    elif kind == "xor":
        v = v ^ op[1]
    elif kind == "and":
        v = v & op[1]
    return v


def elementwise_kernel(c):
    """Y = chain(X) element-wise over (bm, bn) tiles: directly on global memory (guarded),
    through a fragment or through a shared tile (ragged edges read zero, not stored)."""
    R, C, bm, bn, threads, din, dout, ops, via = (c["R"], c["C"], c["bm"], c["bn"], c["threads"], c["din"],
                                                   c["dout"], tuple(tuple(o) for o in c["ops"]), c["via"])
    # a fragment and a shared tile take the same program: only the allocation differs
    alloc_tile = T.alloc_fragment if via == "fragment" else T.alloc_shared

    @T.prim_func
    def main(X: T.Tensor((R, C), din), Y: T.Tensor((R, C), dout)):
        with T.Kernel(T.ceildiv(C, bn), T.ceildiv(R, bm), threads=threads) as (bx, by):
            if via == "global":
                for i, j in T.Parallel(bm, bn):
                    if by * bm + i < R and bx * bn + j < C:
                        v = X[by * bm + i, bx * bn + j]
                        for op in ops:
                            v = apply_op(op, v)
                        Y[by * bm + i, bx * bn + j] = T.cast(v, dout)
            else:
                X_t = alloc_tile((bm, bn), din)
                Y_t = alloc_tile((bm, bn), dout)
                T.copy(X[by * bm, bx * bn], X_t)
                for i, j in T.Parallel(bm, bn):
                    v = X_t[i, j]
                    for op in ops:
                        v = apply_op(op, v)
                    Y_t[i, j] = T.cast(v, dout)
                T.copy(Y_t, Y[by * bm, bx * bn])
    return main


def _float_chain(rng, din, n):
    """Float ops with a bound on |v| kept (no overflow, exp only of small values)."""
    ops, cur, bound = [], din, 4.0
    for _ in range(n):
        choice = rng.choice(["mul", "add", "max", "min", "abs", "neg", "exp", "sqrt", "tanh", "sigmoid", "cast",
                             "cast"])
        if choice == "mul":
            k = rng.choice([0.5, 1.5, -2.0, 0.75, 3.0])
            ops.append(["mul", k])
            bound *= abs(k)
        elif choice == "add":
            k = rng.choice([0.25, -1.5, 2.0, 0.125])
            ops.append(["add", k])
            bound += abs(k)
        elif choice in ("max", "min"):
            ops.append([choice, rng.choice([-0.5, 1.0]) if choice == "max" else rng.choice([0.5, 1.0, -1.0])])
        elif choice in ("abs", "neg"):
            ops.append([choice])
        elif choice == "exp":
            if bound > 6:
                continue
            ops.append(["exp"])
            bound = math.exp(bound)
        elif choice == "sqrt":
            ops.append(["sqrt", 0.5])
            bound = math.sqrt(bound + 0.5)
        elif choice in ("tanh", "sigmoid"):
            ops.append([choice])
            bound = 1.0
        else:
            to = rng.choice(FLOATS + ("int32",))
            if to == "int32" and bound > 1e6:
                continue
            ops.append(["cast", to])
            cur = to
            if to == "int32":  # back to floats, with the truncated values
                to = rng.choice(FLOATS)
                ops.append(["cast", to])
                cur = to
        if bound > 3e3:
            break
    return ops, cur


def _int_chain(rng, n):
    """Integer ops (any value is fine: they wrap)."""
    ops = []
    for _ in range(n):
        choice = rng.choice(["mul", "add", "floordiv", "mod", "shr", "xor", "and", "cast", "max", "min"])
        if choice == "mul":
            ops.append(["mul", rng.choice([3, -2, 5])])
        elif choice == "add":
            ops.append(["add", rng.choice([7, -100, 1000])])
        elif choice in ("floordiv", "mod"):
            ops.append([choice, rng.choice([3, 7, 16, 100])])
        elif choice == "shr":
            ops.append(["shr", rng.choice([1, 3])])
        elif choice in ("xor", "and"):
            ops.append([choice, rng.choice([5, 255, 0x3F0])])
        elif choice in ("max", "min"):
            ops.append([choice, rng.choice([0, -50, 77])])
        else:
            ops.append(["cast", rng.choice(["int8", "int16", "uint8", "int32"])])
    return ops


def generate(rng, target, arch):
    """An element-wise chain configuration drawn from ``rng``."""
    lim = LIMITS[target]
    din = rng.choice(["float16", "bfloat16", "float32", "float32", "int32", "int8"])
    n = rng.randint(1, 5)
    if din in FLOATS:
        ops, cur = _float_chain(rng, din, n)
        dout = rng.choice([cur, cur, *FLOATS])
    else:
        ops = _int_chain(rng, n)
        dout = rng.choice(["int32", "int32", "float32"])
    bm, bn = rng.choice([4, 8, 16, 32, 64]), rng.choice([8, 16, 32, 64, 128])
    threads = rng.choice([32, 64, 128, 256])
    R, C = ragged(rng, lim["dim"]), ragged(rng, lim["dim"])
    return dict(category="elementwise", arch=arch, R=R, C=C, bm=bm, bn=bn, threads=threads, din=din, dout=dout,
                ops=ops, via=rng.choice(["global", "fragment", "shared"]))


def build(c, target):
    """Compile the chain; returns ``run(device, trial)``: random X against ``chain_reference``."""
    import torch

    kernel = compile_kernel(elementwise_kernel(c), target, c["arch"])

    def run(device, trial):
        g = input_generator(c, trial)
        R, C, din, dout = c["R"], c["C"], c["din"], c["dout"]
        if din in FLOATS:
            x = torch.randn(R, C, generator=g).clamp(-4, 4).to(tdt(din))
        else:
            lo, hi = (-1000, 1000) if din == "int32" else (-128, 127)
            x = torch.randint(lo, hi + 1, (R, C), generator=g, dtype=tdt(din))
        y = poisoned((R, C), dout, device)
        kernel(x.to(device), y)
        ref, cur = chain_reference(x, din, c["ops"])
        ref = cast_to(ref, cur, dout)  # (the kernel's store casts to Y's dtype)
        if dout not in FLOATS:
            return check(y, ref, dout, exact=True)
        # transcendental functions differ by an ulp or so between libraries: tolerances of
        # a few roundings of the widest float type the chain went through
        types = {din, dout, *(o[1] for o in c["ops"] if o[0] == "cast" and o[1] in FLOATS)}
        loosest = "bfloat16" if "bfloat16" in types else "float16" if "float16" in types else "float32"
        if all(cur in FLOATS for cur in types) and not any(o[0] in ("exp", "tanh", "sigmoid", "sqrt")
                                                           for o in c["ops"]) and din in FLOATS:
            tol = {"float32": (1e-6, 1e-5), "float16": (1e-3, 4e-3), "bfloat16": (8e-3, 3e-2)}[loosest]
        else:
            tol = {"float32": (1e-5, 1e-4), "float16": (3e-3, 8e-3), "bfloat16": (1.5e-2, 4e-2)}[loosest]
        return check(y, ref, dout, tol=tol)
    return run
