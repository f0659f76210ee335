#!/usr/bin/env python3
"""GPU differential testing: random valid tile programs and configurations from a seed,
each run against a float64 torch reference (issue 26, part 5).

    python3 scripts/gpu_fuzz.py --count 500 --time-budget 240       # on a GPU (CUDA)
    python3 scripts/gpu_fuzz.py --target cpu --count 40              # here: the interpreter, small sizes
    python3 scripts/gpu_fuzz.py --target sim --count 10              # the thread-level simulator, tiny sizes
    python3 scripts/gpu_fuzz.py --target cuda --arch sm_90a --compile-only --count 100   # no GPU: NVRTC only
    python3 scripts/gpu_fuzz.py --seed 3 --only 17                   # one program again (a failure's reproducer)
    python3 scripts/gpu_fuzz.py --config DIR/fail-3-17.json          # a written (or shrunk) configuration

Categories (program ``i`` of seed ``S`` is drawn from ``random.Random("S/i")``, so it is
the same program whatever --count, --target or the other programs are):

* ``gemm``: tiled GEMMs written in the language -- block_M/N/K, 1 to 5 pipeline stages,
  ``warp_specialize`` (sm_90a), transpose_A/B, warp policies, ragged M/N/K (not
  multiples of the tile), a dynamic M, fp16/bf16 (fp16/bf16/fp32 out), fp32 (the FMA
  path), int8 (int32 accumulators, checked exactly).
* ``reduce``: ``T.reduce_{sum,max,min,absmax,abssum}`` along either dim of a fragment
  (fp32/fp16/bf16/int32, with and without ``clear``, ragged rows).
* ``elementwise``: chains of arithmetic, math functions and casts (float and integer:
  wrap-around, Python floor division / modulo, shifts, xor), through global memory,
  a fragment or a shared tile.
* ``lowbit``: every low-bit format through ``tilelang.quantize`` and ``tilelang.ops``
  (``lowbit_matmul`` / ``int4_matmul``): int4, uint4, int2, uint2, nf4,
  float4_e2m1fn, a ``T.int_dtype`` and a ``T.float_dtype`` format; groups, zero points,
  prepared int4 weights, the planned configuration or a forced mma.sync one.
* ``int4cfg``: the int4 GEMM's configurations (``gemm_factory`` options): split-K
  (in-kernel reduction, cluster hand-in on sm_90a), stream-K, wgmma register /
  shared forms, a producer warp, ``scale_acc``, swizzle, L2 hints, stages.

On CUDA with ``--arch auto`` (the default) an sm_90 device runs programs built for
sm_90a (wgmma, TMA, producer warps) and, a third of them, for sm_90a lowered as for
Ampere (``sm_90a:ampere``: ``TILELANG_TMA=0 TILELANG_WGMMA=0``, so cp.async and
mma.sync -- an sm_80 cubin does not load on an sm_90 device).  ``--arch sm_80`` (an
A100) or ``--compile-only --arch sm_80`` builds real sm_80 code.

Checks: outputs are poisoned first (NaN, or a sentinel for integers) and every element
must be written; relative error ``||out - ref|| / ||ref||`` and the worst element
``max|out - ref| / max|ref|`` within a per-dtype tolerance (integers and selections:
exact); inputs are fresh random data.  A configuration the compiler refuses with a
clear error at compile time (``TileLangError``: too much shared memory, a copy a
producer warp cannot take ...; or a ``gemm_factory`` option check) counts as refused;
NVRTC errors, IR verifier errors, crashes, hangs, wrong results, NaN, unwritten
elements and any other exception are failures.  Each failure prints a reproducer and
its configuration, and is shrunk (smaller sizes, fewer stages, simpler options) to the
smallest configuration that still fails.

On CUDA, kernels are compiled first in parallel processes into the disk cache
(``TILELANG_CACHE_DIR``) while a runner process launches them in order; a runner that
hits a sticky CUDA error or hangs is replaced and the run goes on with the next program.
"""

import argparse
import json
import math
import os
import random
import subprocess
import sys
import threading
import time
import traceback
from pathlib import Path

import tilelang.language as T

CATEGORIES = ("gemm", "reduce", "elementwise", "lowbit", "int4cfg")
WEIGHTS = {"gemm": 34, "reduce": 14, "elementwise": 14, "lowbit": 20, "int4cfg": 18}

# user formats (registered once, at import: the parser reads them as constants)
USER_INT = T.int_dtype("fuzz_u3o4", 3, signed=False, offset=4)
USER_FLOAT = T.float_dtype("fuzz_fp6_e3m2", exponent_bits=3, mantissa_bits=2)
LOWBIT_FORMATS = ("int4", "uint4", "int2", "uint2", "nf4", "float4_e2m1fn", "fuzz_u3o4", "fuzz_fp6_e3m2")

# size limits per target: (largest M/N/K of hand-written programs, largest lowbit N, K)
LIMITS = {"cuda": dict(dim=384, kdim=512, lb_n=512, lb_k=1024, lb_m=300),
          "cpu": dict(dim=96, kdim=128, lb_n=128, lb_k=256, lb_m=40),
          "sim": dict(dim=40, kdim=64, lb_n=64, lb_k=128, lb_m=17)}


class Failure(Exception):
    """A wrong result, an unwritten element, a NaN ... (the message says which)."""


# ============================================================================ programs
def gemm_kernel(c):
    """C = op(A) @ op(B), tiled and pipelined (the shape of tests/test_interp_gemm.py)."""
    M = T.dynamic("M") if c["dyn_m"] else c["M"]
    N, K, bm, bn, bk = c["N"], c["K"], c["bm"], c["bn"], c["bk"]
    ta, tb, dtype, accum, out = c["ta"], c["tb"], c["dtype"], c["accum"], c["out"]
    stages, threads, ws = c["stages"], c["threads"], c["ws"]
    policy = {"square": T.GemmWarpPolicy.Square, "full_row": T.GemmWarpPolicy.FullRow,
              "full_col": T.GemmWarpPolicy.FullCol}[c["policy"]]
    A_shape, B_shape = ((K, M) if ta else (M, K)), ((N, K) if tb else (K, N))
    A_tile, B_tile = ((bk, bm) if ta else (bm, bk)), ((bn, bk) if tb else (bk, bn))

    @T.prim_func
    def main(A: T.Tensor(A_shape, dtype), B: T.Tensor(B_shape, dtype), C: T.Tensor((M, N), out)):
        with T.Kernel(T.ceildiv(N, bn), T.ceildiv(M, bm), threads=threads) as (bx, by):
            A_s = T.alloc_shared(A_tile, dtype)
            B_s = T.alloc_shared(B_tile, dtype)
            C_f = T.alloc_fragment((bm, bn), accum)
            T.clear(C_f)
            for ko in T.Pipelined(T.ceildiv(K, bk), num_stages=stages, warp_specialize=ws):
                if ta:
                    T.copy(A[ko * bk, by * bm], A_s)
                else:
                    T.copy(A[by * bm, ko * bk], A_s)
                if tb:
                    T.copy(B[bx * bn, ko * bk], B_s)
                else:
                    T.copy(B[ko * bk, bx * bn], B_s)
                T.gemm(A_s, B_s, C_f, transpose_A=ta, transpose_B=tb, policy=policy)
            T.copy(C_f, C[by * bm, bx * bn])
    return main


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
            elif via == "fragment":
                X_f = T.alloc_fragment((bm, bn), din)
                Y_f = T.alloc_fragment((bm, bn), dout)
                T.copy(X[by * bm, bx * bn], X_f)
                for i, j in T.Parallel(bm, bn):
                    v = X_f[i, j]
                    for op in ops:
                        v = apply_op(op, v)
                    Y_f[i, j] = T.cast(v, dout)
                T.copy(Y_f, Y[by * bm, bx * bn])
            else:
                X_s = T.alloc_shared((bm, bn), din)
                Y_s = T.alloc_shared((bm, bn), dout)
                T.copy(X[by * bm, bx * bn], X_s)
                for i, j in T.Parallel(bm, bn):
                    v = X_s[i, j]
                    for op in ops:
                        v = apply_op(op, v)
                    Y_s[i, j] = T.cast(v, dout)
                T.copy(Y_s, Y[by * bm, bx * bn])
    return main


# ============================================================================ generation
def _ragged(rng, hi, lo=1, multiple=1):
    """A size in [lo, hi]: a multiple of ``multiple``, mostly not a power of two."""
    hi = max(lo, hi)
    v = rng.choice([rng.randint(lo, hi), rng.randint(lo, hi), rng.choice([lo, hi, (lo + hi) // 2])])
    if multiple > 1:
        v = max(multiple, v // multiple * multiple)
    return v


def _warp_grid_ok(m, n, warps, tm, tn, policy):
    from tilelang.layout import choose_warp_grid

    try:
        choose_warp_grid(m, n, warps, tm, tn, policy)
        return True
    except ValueError:
        return False


def gen_gemm(rng, target, arch):
    lim = LIMITS[target]
    hopper = arch.startswith("sm_90")
    for _ in range(200):
        dtype = rng.choices(["float16", "bfloat16", "float32", "int8"], [35, 25, 15, 25])[0]
        accum = "int32" if dtype == "int8" else "float32"
        out = "int32" if dtype == "int8" else "float32" if dtype == "float32" else rng.choice([dtype, dtype, "float32"])
        bm, bn = rng.choice([16, 32, 64, 64, 128]), rng.choice([16, 32, 64, 64, 128])
        bk = rng.choice([32, 64]) if dtype == "int8" else rng.choice([16, 32, 32, 64])
        threads = rng.choice([128, 128, 256])
        warps = threads // 32
        if dtype == "float32":  # the FMA path: every k of the tile unrolled per element (NVRTC time)
            bm, bn, bk = rng.choice([16, 32]), rng.choice([16, 32]), rng.choice([8, 16])
            threads, warps = rng.choice([64, 128]), 0
            if bm * bn // threads * bk > 256:
                continue
        policy = rng.choice(["square", "square", "full_row", "full_col"])
        tm, tn = 16, 8
        if warps and not _warp_grid_ok(bm, bn, warps, tm, tn, policy):
            continue
        ws = hopper and dtype != "float32" and rng.random() < 0.3
        stages = rng.randint(2, 5) if ws else rng.randint(1, 5)
        ta, tb = rng.random() < 0.3, rng.random() < 0.5
        M, N, K = _ragged(rng, lim["dim"]), _ragged(rng, lim["dim"]), _ragged(rng, lim["kdim"])
        if ws:  # TMA: 16-byte strides of every global tensor a tile is copied from
            K = max(16, K // 16 * 16)
            if ta:
                M = max(16, M // 16 * 16)
            if not tb:
                N = max(16, N // 16 * 16)
        return dict(category="gemm", arch=arch, M=M, N=N, K=K, bm=bm, bn=bn, bk=bk, stages=stages,
                    threads=threads, ta=ta, tb=tb, dtype=dtype, accum=accum, out=out, ws=ws, policy=policy,
                    dyn_m=rng.random() < 0.2)
    raise RuntimeError("gen_gemm: no valid configuration in 200 draws")


def gen_reduce(rng, target, arch):
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


FLOATS = ("float16", "bfloat16", "float32")


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


def gen_elementwise(rng, target, arch):
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
    R, C = _ragged(rng, lim["dim"]), _ragged(rng, lim["dim"])
    return dict(category="elementwise", arch=arch, R=R, C=C, bm=bm, bn=bn, threads=threads, din=din, dout=dout,
                ops=ops, via=rng.choice(["global", "fragment", "shared"]))


def _group_for(rng, K):
    gs = [g for g in (32, 64, 128, 256) if K % g == 0]
    return rng.choice(gs + [K])


def gen_lowbit(rng, target, arch):
    lim = LIMITS[target]
    fmt = rng.choice(LOWBIT_FORMATS)
    is_int = fmt in ("int4", "uint4", "int2", "uint2", "fuzz_u3o4")
    K = 32 * rng.randint(1, lim["lb_k"] // 32)
    N = rng.choice([_ragged(rng, lim["lb_n"], 8, 8), _ragged(rng, lim["lb_n"], 16, 64), _ragged(rng, lim["lb_n"])])
    M = _ragged(rng, lim["lb_m"])
    act = rng.choice(["float16", "float16", "bfloat16"])
    wdt = rng.choice([act, act, "float32"])  # the weight's dtype: the scales' dtype
    zeros = is_int and rng.random() < 0.35
    prepared = fmt in ("int4", "uint4") and rng.random() < 0.6
    G = _group_for(rng, K)
    config = None
    if rng.random() < 0.35:  # a forced mma.sync configuration
        # (K must be whole steps of block_K * split_k: gemm_factory does not check it, and
        # a remainder is silently dropped: tests/test_gpu_fuzz_regressions.py)
        bks = [b for b in (32, 64, 128) if (G % b == 0 or b % G == 0) and K % b == 0]
        bm, bn = rng.choice([16, 32, 64]), rng.choice([32, 64, 128])
        if bks:
            bk = rng.choice(bks)
            split = rng.choice([s for s in (1, 2, 4) if (K // bk) % s == 0])
            config = ["gemm", dict(block_M=bm, block_N=bn, block_K=bk, num_stages=rng.randint(1, 4), threads=128,
                                   split_k=split, swizzle=rng.choice([0, 0, 8]))]
    return dict(category="lowbit", arch=arch, fmt=fmt, M=M, N=N, K=K, G=G, act=act, wdt=wdt, zeros=zeros,
                prepared=prepared, config=config)


def gen_int4cfg(rng, target, arch):
    """A gemm_factory configuration of the int4 gemm, valid by the factory's documented rules."""
    lim = LIMITS[target]
    hopper = arch.startswith("sm_90")
    for _ in range(300):
        fmt = rng.choice(["int4", "int4", "uint4"])
        prepared = rng.random() < 0.75
        zeros = rng.random() < 0.25
        act = rng.choice(["float16", "float16", "bfloat16"])
        form = rng.choice(["mma", "mma", "wgmma", "wgmma", "shared"]) if hopper else "mma"
        o = dict(num_stages=rng.randint(1, 5), threads=128, split_k=1, swizzle=0)
        if form == "mma":
            bm, bn = rng.choice([16, 32, 64, 128]), rng.choice([32, 64, 128])
            bk = rng.choice([32, 64, 128])
            o["policy"] = rng.choice(["full_col", "full_col", "square"])
            if not _warp_grid_ok(bm, bn, 4, 16, 8, o["policy"]):
                continue
        elif form == "wgmma":
            o["b_wgmma"] = True
            o["threads"] = rng.choice([128, 128, 256])
            bn = rng.choice([64, 128]) if o["threads"] == 128 else 128
            bm = rng.choice([16, 32, 64, 128])
            bk = rng.choice([64, 128, 256])
            if o["threads"] == 256 and rng.random() < 0.25 and bk % 128 == 0:  # warpgroups split each step's K
                o["k_split_wg"], bn = 2, rng.choice([64, 128])
        else:
            o["b_shared"] = True
            bm, bn, bk = 64, 128, 64
        G = rng.choice([g for g in (32, 64, 128, 256) if g % bk == 0 or bk % g == 0])
        schedule = rng.choice(["plain", "split", "split", "stream"])
        # K: whole steps (a multiple of bk * parts and of G), modest
        max_k = lim["lb_k"] * (2 if target == "cuda" else 1)
        unit = math.lcm(bk, G)
        if schedule == "split":
            o["split_k"] = rng.choice([2, 3, 4]) if target == "cuda" else 2
            unit = math.lcm(bk * o["split_k"], G)
            if hopper and form != "shared" and rng.random() < 0.4:
                o["split_cluster"] = True
        elif schedule == "stream":
            unit = math.lcm(2 * bk, G)
        if unit > max_k:
            continue
        K = unit * rng.randint(1, max(1, max_k // unit))
        N = bn * rng.randint(1, max(1, lim["lb_n"] // bn))
        if schedule == "plain" and form == "mma" and rng.random() < 0.3:
            N = max(8, N - rng.choice([8, 16, 24]))  # a ragged last column of tiles
        M = _ragged(rng, lim["lb_m"] if target != "cuda" else 260)
        if schedule == "stream":
            tiles = -(-M // bm) * (N // bn)
            o["stream_k"] = rng.randint(1, max(1, tiles * (K // bk // 2)))
        elif rng.random() < 0.2:
            o["swizzle"] = 8
        if form != "shared" and fmt in ("int4", "uint4") and not zeros and G % bk == 0 and form == "mma" \
                and rng.random() < 0.3:
            o["scale_acc"] = True
        # a producer warp issues TMA copies only: prepared weights, and in the mma.sync form
        # tiles of 64+ weight rows and steps of at most 64 (the packed tile's layout)
        if hopper and prepared and o["num_stages"] >= 2 and rng.random() < 0.4 and "k_split_wg" not in o \
                and (form != "mma" or (bn >= 64 and bk <= 64)):
            o["warp_specialize"] = True
        if hopper and rng.random() < 0.3:
            o["weight_eviction"] = rng.choice(["evict_first", "evict_normal"])
            o["activation_eviction"] = rng.choice(["evict_last", None])
        o.update(block_M=bm, block_N=bn, block_K=bk)
        return dict(category="int4cfg", arch=arch, fmt=fmt, M=M, N=N, K=K, G=G, act=act, zeros=zeros,
                    prepared=prepared, options=o)
    raise RuntimeError("gen_int4cfg: no valid configuration in 300 draws")


GENERATORS = {"gemm": gen_gemm, "reduce": gen_reduce, "elementwise": gen_elementwise, "lowbit": gen_lowbit,
              "int4cfg": gen_int4cfg}


# arch variants: "sm_90a:ampere" builds for sm_90a with the lowering's Hopper paths off
VARIANTS = {"ampere": {"TILELANG_TMA": "0", "TILELANG_WGMMA": "0"}}


def split_arch(spec):
    """"sm_90a:ampere" -> ("sm_90a", switches, the arch whose features the generator draws)."""
    arch, _, variant = spec.partition(":")
    if variant and variant not in VARIANTS:
        raise SystemExit(f"gpu_fuzz: unknown arch variant {variant!r} in {spec!r} (known: {', '.join(VARIANTS)})")
    return arch, dict(VARIANTS.get(variant, {})), ("sm_80" if variant == "ampere" else arch)


def make_config(seed, index, target, archs, categories):
    """Program ``index`` of ``seed``: a JSON-able dict (``category``, ``arch``, ``switches``
    -- environment settings of the lowering --, parameters)."""
    rng = random.Random(f"{seed}/{index}")
    cats = [c for c in CATEGORIES if c in categories]
    cat = rng.choices(cats, [WEIGHTS[c] for c in cats])[0]
    spec = rng.choices(archs, [2 if a.startswith("sm_90") and ":" not in a else 1 for a in archs])[0]
    arch, switches, features = split_arch(spec)
    cfg = GENERATORS[cat](rng, target, features)
    cfg["arch"], cfg["switches"] = arch, switches
    cfg["seed"], cfg["index"] = seed, index
    return cfg


# ============================================================================ checks
TOL = {  # (norm-wise relative, worst element relative to max|ref|)
    "float16": (2e-3, 8e-3), "bfloat16": (1.2e-2, 4e-2), "float32": (1e-4, 4e-4), "float64": (1e-10, 1e-9),
}
_TORCH = {}


def tdt(name):
    import torch

    if not _TORCH:
        _TORCH.update({n: getattr(torch, n) for n in ("float16", "bfloat16", "float32", "float64", "int8", "int16",
                                                      "int32", "int64", "uint8")})
    return _TORCH[name]


SENTINEL = -(2 ** 31) + 7  # poison of an integer output: no program here produces it


def poisoned(shape, dtype, device):
    import torch

    if dtype in ("int32", "int8", "int16", "uint8", "int64"):
        fill = {"int32": SENTINEL, "int64": SENTINEL, "int16": -32768 + 7, "int8": -121, "uint8": 251}[dtype]
        return torch.full(shape, fill, dtype=tdt(dtype), device=device)
    return torch.full(shape, float("nan"), dtype=tdt(dtype), device=device)


def check(out, ref, dtype, what="out", tol=None, exact=False, poison=True):
    """Raise Failure unless ``out`` matches the float64 ``ref``."""
    import torch

    out = out.detach().cpu()
    ref = ref.detach().cpu().double()
    if tuple(out.shape) != tuple(ref.shape):
        raise Failure(f"{what}: shape {tuple(out.shape)}, expected {tuple(ref.shape)}")
    o = out.double()
    if out.dtype.is_floating_point:
        bad = ~torch.isfinite(o)
        if bad.any():
            first = tuple(int(x) for x in bad.nonzero()[0])
            n_nan = int(torch.isnan(o).sum())
            raise Failure(f"{what}: {int(bad.sum())} of {o.numel()} elements non-finite ({n_nan} NaN: unwritten "
                          f"or computed), first at {first}; ref there {ref[first].item():.6g}")
    elif poison and dtype in ("int32", "int64"):
        bad = out == SENTINEL
        if bad.any() and not (ref == SENTINEL).any():
            first = tuple(int(x) for x in bad.nonzero()[0])
            raise Failure(f"{what}: {int(bad.sum())} of {o.numel()} elements never written (still the poison), "
                          f"first at {first}")
    if exact:
        diff = o != ref
        if diff.any():
            first = tuple(int(x) for x in diff.nonzero()[0])
            raise Failure(f"{what}: {int(diff.sum())} of {o.numel()} elements differ (exact check), first at "
                          f"{first}: {o[first].item():.8g} vs ref {ref[first].item():.8g}")
        return 0.0
    if ref.norm() == 0:  # (rare: a chain that clamps everything); then out must be zeros too
        if o.abs().max() != 0:
            raise Failure(f"{what}: the reference is all zeros, out is not (max |out| {o.abs().max().item():.3g})")
        return 0.0
    tol = tol or TOL[dtype]
    rel = ((o - ref).norm() / ref.norm()).item()
    worst = ((o - ref).abs().max() / ref.abs().max()).item()
    if not rel <= tol[0] or not worst <= tol[1]:
        err = (o - ref).abs()
        first = tuple(int(x) for x in (err == err.max()).nonzero()[0])
        rows = sorted({int(i) for i in (err > tol[1] * ref.abs().max()).nonzero()[:, 0]}) if err.dim() else []
        raise Failure(f"{what}: relative error {rel:.3g} (tol {tol[0]:g}), worst element {worst:.3g} (tol "
                      f"{tol[1]:g}) at {first}: {o[first].item():.6g} vs ref {ref[first].item():.6g}"
                      + (f"; rows off: {rows[:12]}{' ...' if len(rows) > 12 else ''} of {o.shape[0]}"
                         if rows else ""))
    return rel


# ============================================================================ builds and runs
def _compile(func, target, arch):
    import tilelang

    if target == "cpu":
        return tilelang.compile(func, target="cpu")
    return tilelang.compile(func, target=target, arch=arch)


def compile_error_kind(e):
    """'refused' for a clear compile-time refusal, else None (a failure)."""
    from tilelang.errors import CudaCompileError, IRParseError, IRVerifyError, TileLangError

    if isinstance(e, (CudaCompileError, IRVerifyError, IRParseError)):
        return None
    if isinstance(e, TileLangError):
        return "refused"
    if isinstance(e, ValueError) and str(e).startswith(("gemm:", "gemv:")):  # gemm_factory's option checks
        return "refused"
    return None


class _switches:
    """The configuration's lowering switches (environment) while it compiles."""

    def __init__(self, cfg):
        self.env = cfg.get("switches") or {}

    def __enter__(self):
        self.saved = {k: os.environ.get(k) for k in self.env}
        os.environ.update(self.env)

    def __exit__(self, *exc):
        for k, v in self.saved.items():
            if v is None:
                os.environ.pop(k, None)
            else:
                os.environ[k] = v


def build(cfg, target):
    """Compile the program's kernel(s); returns a ``run(device, trial)`` function."""
    with _switches(cfg):
        return BUILDERS[cfg["category"]](cfg, target)


def _gen(cfg, trial):
    import torch

    return torch.Generator().manual_seed((cfg["seed"] * 1_000_003 + cfg["index"]) * 31 + trial)


def build_gemm(c, target):
    import torch

    kernel = _compile(gemm_kernel(c), target, c["arch"])

    def run(device, trial):
        g = _gen(c, trial)
        M, N, K = c["M"], c["N"], c["K"]
        if c["dtype"] == "int8":
            a = torch.randint(-128, 128, (M, K), generator=g, dtype=torch.int8)
            b = torch.randint(-128, 128, (K, N), generator=g, dtype=torch.int8)
        else:
            a = torch.randn(M, K, generator=g).to(tdt(c["dtype"]))
            b = torch.randn(K, N, generator=g).to(tdt(c["dtype"]))
        A = a.T.contiguous() if c["ta"] else a
        B = b.T.contiguous() if c["tb"] else b
        C = poisoned((M, N), c["out"], device)
        kernel(A.to(device), B.to(device), C)
        ref = a.double() @ b.double()
        if c["dtype"] == "int8":
            return check(C, ref, "int32", exact=True)
        return check(C, ref, c["out"], tol=TOL["float32"] if c["out"] == "float32" else None)
    return run


def _reduce_ref(kind, x, dim):
    return {"sum": lambda: x.sum(dim), "max": lambda: x.amax(dim), "min": lambda: x.amin(dim),
            "absmax": lambda: x.abs().amax(dim), "abssum": lambda: x.abs().sum(dim)}[kind]()


def build_reduce(c, target):
    import torch

    kernel = _compile(reduce_kernel(c), target, c["arch"])

    def run(device, trial):
        g = _gen(c, trial)
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
        if c["dim"] == 0:
            x = x.reshape(R // bm, bm, C)
            r = _reduce_ref(kind, x, 1)
        else:
            r = _reduce_ref(kind, x, 1)
        if not c["clear"]:
            i = init.double()
            r = r + i if kind in ("sum", "abssum") else torch.minimum(r, i) if kind == "min" else torch.maximum(r, i)
        if dt == "int32" or kind in ("max", "min", "absmax"):  # integers and selections: exact
            return check(out, r, dt, exact=True)
        # sums: float32 accumulation, one rounding to the dtype (max |value| ~ sum of |x|)
        tol = {"float32": (1e-5, 1e-4), "float16": (2e-3, 8e-3), "bfloat16": (1.2e-2, 4e-2)}[dt]
        return check(out, r, dt, tol=tol)
    return run


def _round_to(x, dtype):
    """float64 values rounded to ``dtype`` (and back to float64); integers wrap."""
    import torch

    if dtype in FLOATS:
        return x.to(tdt(dtype)).double()
    return _wrap_int(x, dtype)


_INT_RANGE = {"int8": (8, True), "int16": (16, True), "int32": (32, True), "uint8": (8, False)}


def _wrap_int(x, dtype):
    import torch

    bits, signed = _INT_RANGE[dtype]
    v = x.to(torch.int64) % (1 << bits)
    if signed:
        v = torch.where(v >= (1 << (bits - 1)), v - (1 << bits), v)
    return v.double()


def _promote(cur):
    """The type an integer op computes in: narrower than 32 bits computes as int32."""
    return "int32" if cur in ("int8", "int16", "uint8") else cur


def chain_reference(x, din, ops):
    """The chain in float64, rounded to each op's type (floats: computed then rounded
    once; integers: C-like promotion, wrap-around, Python floor division / modulo)."""
    import torch

    v, cur = x.double(), din
    for op in ops:
        kind = op[0]
        is_int = cur not in FLOATS
        t = _promote(cur) if is_int else cur
        if kind == "cast":
            to = op[1]
            if to in FLOATS:
                v = _round_to(v, to)
            else:
                v = torch.trunc(v) if not is_int else v
                v = _wrap_int(v, to)
            cur = to
            continue
        k = op[1] if len(op) > 1 else None
        if is_int and isinstance(k, float):
            t = "float32"  # a float literal next to an integer: the operation is float32
        elif not is_int and k is not None:
            k = _round_to(torch.tensor(float(k), dtype=torch.float64), cur).item()
        if kind == "mul":
            v = v * k
        elif kind == "add":
            v = v + k
        elif kind == "max":
            v = torch.clamp(v, min=k)
        elif kind == "min":
            v = torch.clamp(v, max=k)
        elif kind == "abs":
            v = v.abs()
        elif kind == "neg":
            v = -v
        elif kind == "exp":
            v = v.exp()
        elif kind == "sqrt":
            v = _round_to(v.abs() + k, t).sqrt() if not is_int else (v.abs() + k).sqrt()
        elif kind == "tanh":
            v = v.tanh()
        elif kind == "sigmoid":
            v = torch.sigmoid(v)
        elif kind == "floordiv":
            v = torch.floor_divide(v, k)
        elif kind == "mod":
            v = torch.remainder(v, k)
        elif kind == "shr":
            v = (v.to(torch.int64) >> k).double()
        elif kind == "xor":
            v = (v.to(torch.int64) ^ k).double()
        elif kind == "and":
            v = (v.to(torch.int64) & k).double()
        v = _round_to(v, t)
        cur = t
    return v, cur


def build_elementwise(c, target):
    import torch

    kernel = _compile(elementwise_kernel(c), target, c["arch"])

    def run(device, trial):
        g = _gen(c, trial)
        R, C, din, dout = c["R"], c["C"], c["din"], c["dout"]
        if din in FLOATS:
            x = torch.randn(R, C, generator=g).clamp(-4, 4).to(tdt(din))
        else:
            lo, hi = (-1000, 1000) if din == "int32" else (-128, 127)
            x = torch.randint(lo, hi + 1, (R, C), generator=g, dtype=tdt(din))
        y = poisoned((R, C), dout, device)
        kernel(x.to(device), y)
        ref, cur = chain_reference(x, din, c["ops"])
        if dout in FLOATS:
            ref = _round_to(ref, dout)
        else:
            ref = _wrap_int(torch.trunc(ref) if cur in FLOATS else ref, dout)
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


def _weights(c, n, k, fmt, g, zero_point, wdt, gen):
    import torch

    import tilelang

    w = torch.randn(n, k, generator=gen).to(tdt(wdt))
    q = tilelang.quantize(w, fmt, group_size=g, zero_point=zero_point)
    z = q[2] if zero_point else None
    ref = tilelang.dequantize(q[0], fmt, q[1], z, group_size=g, out_dtype="float64")
    return q[0], q[1], z, ref


def _lowbit_tol(act):
    # the weight rounded to A's dtype after scaling, float32 accumulation, C rounded once
    return (3e-3, 2e-2) if act == "float16" else (1.5e-2, 5e-2)


def build_lowbit(c, target):
    """Through the public entry points: lowbit_matmul / int4_matmul (+ prepare_int4)."""
    import torch

    from tilelang.ops import int4_matmul, lowbit_matmul, prepare_int4
    from tilelang.ops.lowbit_matmul import kernel_for

    M, N, K, G = c["M"], c["N"], c["K"], c["G"]
    config = (c["config"][0], dict(c["config"][1])) if c["config"] else None
    sdt = c["wdt"]
    # compiled here (so that a refusal shows as one, apart from the call); the call below
    # takes the same cached kernel
    kernel_for(c["act"], M, N, K, G, c["fmt"], sdt, c["zeros"], c["prepared"], target, config)

    def run(device, trial):
        g = _gen(c, trial)
        q, s, z, wref = _weights(c, N, K, c["fmt"], G, c["zeros"], c["wdt"], g)
        a = torch.randn(M, K, generator=g).to(tdt(c["act"]))
        dev = [t.to(device) if t is not None else None for t in (a, q, s, z)]
        out = poisoned((M, N), c["act"], device)
        kw = dict(out=out, target=target, config=config)
        if c["prepared"]:
            p = prepare_int4(dev[1], dev[2], dev[3], group_size=G, dtype=c["fmt"])
            res = int4_matmul(dev[0], p, **kw)
        else:
            res = lowbit_matmul(dev[0], dev[1], dev[2], dev[3], group_size=G, dtype=c["fmt"], **kw)
        if res is not out:
            raise Failure("lowbit_matmul(out=...) returned another tensor than out")
        return check(out, a.double() @ wref.T, c["act"], tol=_lowbit_tol(c["act"]))
    return run


def build_int4cfg(c, target):
    """gemm_factory(**options) compiled for the program's arch and launched as
    lowbit_matmul launches it (scales transposed, split-K workspace and counters)."""
    import torch

    from tilelang.ops import prepare_int4
    from tilelang.ops.lowbit_kernels import gemm_factory, gemm_parts, gemm_split_shapes
    from tilelang.ops.lowbit_matmul import _implicit_zero
    from tilelang.dtypes import get_dtype

    M, N, K, G, o = c["M"], c["N"], c["K"], c["G"], dict(c["options"])
    fmt, act = c["fmt"], c["act"]
    zero = 0 if c["zeros"] else _implicit_zero(get_dtype(fmt))
    func = gemm_factory(M, N, K, G, fmt, act, act, c["zeros"], zero, c["prepared"], **o)
    kernel = _compile(func, target, c["arch"])
    work_shape, count_shape = gemm_split_shapes(M, N, o["block_M"], o["block_N"], gemm_parts(M, N, K, o))
    state = {}

    def run(device, trial):
        g = _gen(c, trial)
        q, s, z, wref = _weights(c, N, K, fmt, G, c["zeros"], act, g)
        a = torch.randn(M, K, generator=g).to(tdt(act))
        a, q, s = a.to(device), q.to(device), s.to(device)
        z = z.to(device) if z is not None else None
        if c["prepared"]:
            p = prepare_int4(q, s, z, group_size=G, dtype=fmt)
            qw, st, zt = p.qweight, p.scales, p.zeros
        else:
            qw, st, zt = q, s.t().contiguous(), (z.t().contiguous() if z is not None else None)
        if "counts" not in state:  # one set per program: the kernel resets its counters
            state["work"] = torch.full(work_shape, float("nan"), dtype=torch.float32, device=device)
            state["counts"] = torch.zeros(count_shape, dtype=torch.int32, device=device)
        out = poisoned((M, N), act, device)
        kernel(a, qw, st, zt if zt is not None else st, out, state["work"], state["counts"])
        rel = check(out, a.double().cpu() @ wref.T, act, tol=_lowbit_tol(act))
        if int(state["counts"].abs().sum()) != 0:
            raise Failure(f"split-K arrival counters not reset after the call: {state['counts'].cpu().tolist()}")
        return rel
    return run


BUILDERS = {"gemm": build_gemm, "reduce": build_reduce, "elementwise": build_elementwise, "lowbit": build_lowbit,
            "int4cfg": build_int4cfg}


def trials_of(cfg):
    """Two calls where state carries over between calls (split-K counters) or a race
    could move the result; one elsewhere."""
    if cfg["category"] == "int4cfg" or cfg.get("ws"):
        return 2
    return 1


def device_for(target):
    return "cuda" if target == "cuda" else "cpu"


def _sticky_cuda_error(target):
    """After an exception on CUDA: is the context still usable?"""
    if target != "cuda":
        return False
    import torch

    try:
        torch.cuda.synchronize()
        (torch.ones(4, device="cuda") + 1).sum().item()
        return False
    except Exception:  # noqa: BLE001
        return True


def _one_line(e):
    text = f"{type(e).__name__}: {e}"
    lines = [ln for ln in text.splitlines() if ln.strip()]
    return " | ".join(lines[:3])[:400]


# Failures already reported (issue 26 part 5): counted as "known", printed, not failing
# the run -- and reported when they stop reproducing (like a strict xfail).  Each entry:
# (id, predicate on the configuration, what fails).
KNOWN_ISSUES = [
    ("bf16-int4-sm80",
     lambda c: c["category"] in ("int4cfg", "lowbit") and c["arch"] == "sm_80" and c["act"] == "bfloat16"
     and c["fmt"] in ("int4", "uint4"),
     "the int4 dequant for bfloat16 activations emits sub.rn.bf16x2 (PTX: sm_90 or higher): NVRTC refuses "
     "every int4/uint4 x bf16 gemm built for sm_80 (CudaCompileError in dequant_i4<true>)"),
]


def known_issue(cfg):
    for ident, pred, what in KNOWN_ISSUES:
        try:
            if pred(cfg):
                return ident
        except KeyError:
            continue
    return None


def run_config(cfg, target, compile_only=False):
    """Build and run one program: {"status": ok|fail|refused, "phase", "error", "time"}."""
    t0 = time.time()
    res = {"index": cfg.get("index"), "category": cfg["category"], "status": "ok", "phase": "compile"}
    try:
        runner = build(cfg, target)
    except Exception as e:  # noqa: BLE001  (classified)
        kind = compile_error_kind(e)
        res.update(status=kind or "fail", error=_one_line(e))
        if kind is None:
            res["traceback"] = traceback.format_exc(limit=-6)
        res["time"] = round(time.time() - t0, 3)
        return res
    res["compile_time"] = round(time.time() - t0, 3)
    if compile_only:
        res["time"] = res["compile_time"]
        return res
    res["phase"] = "run"
    device = device_for(target)
    try:
        _injected_fault(cfg)
        for trial in range(trials_of(cfg)):
            res["rel"] = runner(device, trial)
            if target == "cuda":
                import torch

                torch.cuda.synchronize()
    except Failure as e:
        res.update(status="fail", error=str(e)[:600])
    except Exception as e:  # noqa: BLE001
        res.update(status="fail", error=_one_line(e), traceback=traceback.format_exc(limit=-6))
        if _sticky_cuda_error(target):
            res["sticky"] = True
    res["time"] = round(time.time() - t0, 3)
    return res


def _injected_fault(cfg):
    """GPU_FUZZ_FAULT="3:die,5:hang,7:wrong" (tests of this script): program 3's process
    dies, 5 hangs, 7 gives a wrong result -- to check the reporting, not the compiler."""
    for item in filter(None, os.environ.get("GPU_FUZZ_FAULT", "").split(",")):
        index, kind = item.split(":")
        if int(index) == cfg.get("index"):
            if kind == "die":
                os._exit(9)
            if kind == "hang":
                time.sleep(3600)
            if kind == "wrong":
                raise Failure("injected wrong result (GPU_FUZZ_FAULT)")


def classify(cfg, res, target):
    """A failure that a known issue explains becomes 'known'; a known-issue program that
    passes is flagged (the issue may be fixed: take it out of KNOWN_ISSUES)."""
    ident = known_issue(cfg) if target == "cuda" else None
    if ident:
        res["known"] = ident
        if res["status"] == "fail":
            res["status"] = "known"
    return res


# ============================================================================ shrinking
def _valid(cfg, target):
    """Cheap validity of a shrunk configuration (the generators' rules)."""
    c = cfg
    cat = c["category"]
    if cat == "gemm":
        if min(c["M"], c["N"], c["K"]) < 1 or c["stages"] < (2 if c["ws"] else 0):
            return False
        if c["dtype"] != "float32" and not _warp_grid_ok(c["bm"], c["bn"], c["threads"] // 32, 16, 8, c["policy"]):
            return False
        if c["ws"] and (c["K"] % 16 or (c["ta"] and c["M"] % 16) or (not c["tb"] and c["N"] % 16)):
            return False
        return True
    if cat == "reduce":
        return c["R"] >= 1 and (c["dim"] == 1 or c["R"] % c["bm"] == 0)
    if cat == "elementwise":
        return c["R"] >= 1 and c["C"] >= 1
    if cat == "lowbit":
        K, G = c["K"], c["G"]
        if K % 32 or K < 32 or K % G or (G % 32 and G != K) or c["M"] < 1 or c["N"] < 1:
            return False
        if c["config"]:
            o = c["config"][1]
            bk = o["block_K"]
            if K % (bk * o["split_k"]) or not (G % bk == 0 or bk % G == 0):
                return False
        return True
    if cat == "int4cfg":
        o = c["options"]
        K, G, bk, bn = c["K"], c["G"], o["block_K"], o["block_N"]
        if K % G or not (G % bk == 0 or bk % G == 0) or c["M"] < 1 or c["N"] < 1:
            return False
        if o.get("stream_k"):
            tiles = -(-c["M"] // o["block_M"]) * (c["N"] // bn)
            return c["N"] % bn == 0 and K % (2 * bk) == 0 and 1 <= o["stream_k"] <= tiles * (K // bk // 2)
        return K % (bk * o.get("split_k", 1)) == 0
    return True


def shrink_candidates(cfg):
    """Simpler neighbours of a configuration, most promising first."""
    c = json.loads(json.dumps(cfg))
    cat = c["category"]
    out = []

    def variant(**kw):
        d = json.loads(json.dumps(c))
        for k, v in kw.items():
            if "." in k:
                a, b = k.split(".")
                if v is None:
                    d[a].pop(b, None)
                else:
                    d[a][b] = v
            else:
                d[k] = v
        if d != c:
            out.append(d)

    def sizes(keys, floor=1, mult=1):
        for k in keys:
            v = c[k]
            for nv in (floor, v // 2, v - mult):
                nv = max(floor, nv // mult * mult) if mult > 1 else max(floor, nv)
                if nv < v:
                    variant(**{k: nv})

    if cat == "gemm":
        sizes(("M", "N", "K"))
        if c["ws"]:
            variant(ws=False)
        for k, v in (("dyn_m", False), ("ta", False), ("tb", False), ("policy", "square"), ("threads", 128)):
            variant(**{k: v})
        if c["stages"] > (2 if c["ws"] else 1):
            variant(stages=c["stages"] - 1)
        for k in ("bm", "bn", "bk"):
            if c[k] > 16:
                variant(**{k: c[k] // 2})
        if c["out"] == "float32" and c["dtype"] in ("float16", "bfloat16"):
            variant(out=c["dtype"])
    elif cat == "reduce":
        if c["dim"] == 1:
            sizes(("R",))
        elif c["R"] > c["bm"]:
            variant(R=c["R"] - c["bm"])
        variant(clear=True)
        variant(via="global")
        variant(threads=128)
    elif cat == "elementwise":
        sizes(("R", "C"))
        for i in range(len(c["ops"])):
            variant(ops=c["ops"][:i] + c["ops"][i + 1:])
        variant(via="global")
    elif cat == "lowbit":
        sizes(("M",))
        sizes(("N",), floor=8, mult=8)
        sizes(("K",), floor=32, mult=32)
        variant(G=c["K"])
        variant(zeros=False)
        if c["config"]:
            o = c["config"][1]
            variant(config=None)
            for k, v in (("split_k", 1), ("swizzle", 0), ("num_stages", max(1, o["num_stages"] - 1))):
                variant(config=[c["config"][0], dict(o, **{k: v})])
    elif cat == "int4cfg":
        o = c["options"]
        sizes(("M",))
        bn, unit = o["block_N"], o["block_K"] * max(2, o.get("split_k", 1))
        if c["N"] > bn:
            variant(N=max(bn, c["N"] // 2 // bn * bn))
            variant(N=bn)
        if c["K"] > unit:
            variant(K=max(unit, c["K"] // 2 // unit * unit))
            variant(K=math.lcm(unit, c["G"]))
        for key in ("warp_specialize", "split_cluster", "scale_acc", "weight_eviction", "activation_eviction",
                    "k_split_wg"):
            if key in o:
                variant(**{f"options.{key}": None})
        if o.get("swizzle"):
            variant(**{"options.swizzle": 0})
        if o.get("stream_k", 0) > 1:
            variant(**{"options.stream_k": o["stream_k"] // 2})
        if o.get("split_k", 1) > 2:
            variant(**{"options.split_k": 2})
        if o["num_stages"] > 1:
            variant(**{"options.num_stages": o["num_stages"] - 1})
        variant(zeros=False)
        variant(prepared=True if c["fmt"] in ("int4", "uint4") else c["prepared"])
        variant(act="float16")
    return out


def shrink(cfg, target, budget_s=90.0, max_tries=40, log=print, tick=None):
    """Greedy: take the first simpler neighbour that still fails, until none does.
    Returns (smallest failing configuration, tries, whether the last failure was sticky)."""
    t0, tries, cur = time.time(), 0, cfg
    improved = True
    while improved and tries < max_tries and time.time() - t0 < budget_s:
        improved = False
        for cand in shrink_candidates(cur):
            if tries >= max_tries or time.time() - t0 >= budget_s:
                break
            if not _valid(cand, target):
                continue
            tries += 1
            if tick:
                tick()
            r = run_config(cand, target)
            if r["status"] == "fail":
                cur, improved = cand, True
                log(f"  shrink: still fails with {_brief(cand)}: {r['error'][:160]}")
                if r.get("sticky"):
                    return cur, tries, True
                break
    return cur, tries, False


def arch_label(cfg):
    sw = cfg.get("switches") or {}
    return cfg["arch"] + (":ampere" if sw == VARIANTS["ampere"] else f" {sw}" if sw else "")


def _brief(cfg):
    skip = ("seed", "index", "category")
    return ", ".join(f"{k}={v}" for k, v in cfg.items() if k not in skip)


# ============================================================================ driver
def resolve_archs(target, arch):
    if target == "cpu" or target == "sim":  # (the arch decides which options are drawn; sim lowers for it)
        return arch.split(",") if arch != "auto" else ["sm_90a"]
    if arch != "auto":
        from tilelang.backends.cuda.nvrtc import normalize_arch

        out = []
        for a in arch.split(","):
            base, _, variant = a.partition(":")
            out.append(normalize_arch(base) + (f":{variant}" if variant else ""))
        return out
    try:
        import torch

        if torch.cuda.is_available():
            major, minor = torch.cuda.get_device_capability()
            if (major, minor) == (9, 0):  # (an sm_80 cubin does not load there: Ampere paths by switches)
                return ["sm_90a", "sm_90a:ampere"]
            return [f"sm_{major}{minor}"]
    except Exception:  # noqa: BLE001
        pass
    env = os.environ.get("TILELANG_CUDA_ARCH")
    if env:
        return [env]
    sys.exit("gpu_fuzz: no CUDA GPU and no --arch: pass --target cpu / sim, or --arch sm_90a --compile-only")


def lowbit_arch(archs):
    """The arch lowbit_matmul builds for (the device's; its own plan)."""
    return archs[0].partition(":")[0]


def configs_for(args, archs):
    if args.config:
        cfg = json.loads(Path(args.config).read_text())
        cfg = cfg.get("shrunk") or cfg.get("config") or cfg
        return [cfg]
    idx = args.only if args.only else range(args.count)
    cats = set(args.categories.split(",")) if args.categories else set(CATEGORIES)
    out = []
    for i in idx:
        cfg = make_config(args.seed, i, args.target, archs, cats)
        if cfg["category"] == "lowbit":  # (lowbit_matmul plans for the device)
            cfg["arch"], cfg["switches"] = lowbit_arch(archs), {}
        out.append(cfg)
    return out


def _precompile_one(job):
    """(worker) compile one program's kernels into the disk cache; errors are the runner's
    business (it meets them again)."""
    cfg, target = job
    try:
        build(cfg, target)
        return cfg["index"], None
    except Exception as e:  # noqa: BLE001
        return cfg["index"], _one_line(e)


def _worker_init(arch):
    os.environ["CUDA_VISIBLE_DEVICES"] = ""  # compile only: no CUDA context in the workers
    if arch:
        os.environ["TILELANG_CUDA_ARCH"] = arch


class Precompiler:
    """Compiles every program in parallel spawned processes; ``ready/<i>`` marks done."""

    def __init__(self, configs, target, jobs, ready_dir, lowbit_arch_):
        from concurrent.futures import ProcessPoolExecutor
        import multiprocessing

        self.ready = Path(ready_dir)
        self.ready.mkdir(parents=True, exist_ok=True)
        ctx = multiprocessing.get_context("spawn")
        self.pool = ProcessPoolExecutor(jobs, mp_context=ctx, initializer=_worker_init, initargs=(lowbit_arch_,))
        self.futures = [self.pool.submit(_precompile_one, (c, target)) for c in configs]
        self.thread = threading.Thread(target=self._collect, daemon=True)
        self.thread.start()

    def _collect(self):
        for f in self.futures:
            try:
                i, _ = f.result()
            except Exception:  # noqa: BLE001  (a broken pool: the runner compiles the rest itself)
                for g in self.futures:
                    g.cancel()
                (self.ready / "all").touch()
                return
            (self.ready / str(i)).touch()
        (self.ready / "all").touch()

    def close(self):
        for f in self.futures:
            f.cancel()
        self.pool.shutdown(wait=False, cancel_futures=True)


def wait_ready(ready_dir, index, timeout=300.0):
    if not ready_dir:
        return
    d = Path(ready_dir)
    t0 = time.time()
    while not (d / str(index)).exists() and not (d / "all").exists() and time.time() - t0 < timeout:
        time.sleep(0.02)


def _shrink_wanted(args, res, cfg):
    return (res["status"] == "fail" and not args.no_shrink and args.shrink_left > 0
            and known_issue(cfg) is None)


def runner_main(args):
    """The runner process: runs programs in order, one JSON line per event on stdout;
    exits 3 after a sticky CUDA error (the orchestrator starts another runner)."""
    archs = json.loads(args.archs)
    if args.target == "cuda":
        os.environ.setdefault("TILELANG_CUDA_ARCH", lowbit_arch(archs))
    configs = configs_for(args, archs)
    deadline = args.deadline or float("inf")
    import torch  # (imports and the CUDA context before the first program's clock starts)

    import tilelang.ops  # noqa: F401

    if args.target == "cuda":
        torch.ones(1, device="cuda").sum().item()
    for cfg in configs:
        if cfg["index"] < args.start:
            continue
        if time.time() > deadline:
            break
        wait_ready(args.ready_dir, cfg["index"])
        print(json.dumps({"event": "start", "index": cfg["index"]}), flush=True)
        res = classify(cfg, run_config(cfg, args.target, args.compile_only), args.target)
        res["event"] = "result"
        if _shrink_wanted(args, res, cfg) and not res.get("sticky") and time.time() + 10 < deadline:
            args.shrink_left -= 1
            print(json.dumps({"event": "log", "text": f"  shrinking program {cfg['index']} ..."}), flush=True)
            shrunk, tries, sticky = shrink(cfg, args.target, budget_s=min(args.shrink_budget, deadline - time.time()),
                                           log=lambda s: print(json.dumps({"event": "log", "text": s}), flush=True),
                                           tick=lambda: print(json.dumps({"event": "log", "text": ""}), flush=True))
            res.update(shrunk=shrunk, shrink_tries=tries, sticky=sticky)
        print(json.dumps(res, default=str), flush=True)
        if res.get("sticky"):
            sys.exit(3)


def report_failure(res, cfg, args, out_dir):
    i = cfg["index"]
    print(f"FAIL [{cfg['category']}] program {i} ({res.get('phase')}, {arch_label(cfg)}): {res.get('error')}",
          flush=True)
    how = f"--config {args.config}" if args.config else f"--seed {args.seed} --only {i}"
    print(f"  reproduce: python3 scripts/gpu_fuzz.py {how} --target {args.target}"
          + (f" --arch {args.arch}" if args.arch != "auto" else ""))
    print(f"  config: {json.dumps(cfg)}")
    if res.get("traceback") and args.verbose:
        print("  " + res["traceback"].rstrip().replace("\n", "\n  "))
    shrunk = res.get("shrunk")
    if shrunk and shrunk != cfg:
        print(f"  shrunk ({res.get('shrink_tries')} tries) to: {json.dumps(shrunk)}")
    elif "shrink_tries" in res:
        print(f"  (no smaller failing configuration in {res['shrink_tries']} tries)")
    if out_dir:
        out_dir.mkdir(parents=True, exist_ok=True)
        path = out_dir / f"fail-{args.seed}-{i}.json"
        path.write_text(json.dumps({"config": cfg, "result": {k: v for k, v in res.items() if k != "event"},
                                    "shrunk": shrunk}, indent=1, default=str))
        print(f"  written: {path} (replay: python3 scripts/gpu_fuzz.py --config {path} --target {args.target})")


def _record(args, res, by_index, results, out_dir):
    i = res["index"]
    results[i] = res
    cfg = by_index[i]
    if res["status"] == "fail":
        report_failure(res, cfg, args, out_dir)
    elif res["status"] == "known" and args.verbose:
        print(f"known   [{cfg['category']}] {i}: {res['known']}: {res.get('error', '')[:160]}", flush=True)
    elif args.verbose:
        extra = f" rel {res['rel']:.2e}" if isinstance(res.get("rel"), float) else ""
        why = f": {res.get('error', '')[:200]}" if res["status"] == "refused" else ""
        print(f"{res['status']:7s} [{cfg['category']}] {i} ({arch_label(cfg)}, {res.get('time', 0):.2f} s{extra}){why}",
              flush=True)


def orchestrate(args):
    t_start = time.time()
    archs = resolve_archs(args.target, args.arch)
    configs = configs_for(args, archs)
    if args.list:
        for c in configs:
            print(json.dumps(c))
        return 0
    by_index = {c["index"]: c for c in configs}
    out_dir = Path(args.out) if args.out else None
    deadline = t_start + args.time_budget if args.time_budget else 0
    print(f"fuzz: seed {args.seed}, {len(configs)} programs, target {args.target}, archs {', '.join(archs)}"
          + (f", time budget {args.time_budget:.0f} s" if args.time_budget else ""), flush=True)
    results = {}
    pre, ready = None, ""
    if args.target == "cuda":  # what lowbit_matmul builds for (its plan depends on it)
        os.environ.setdefault("TILELANG_CUDA_ARCH", lowbit_arch(archs))
    if args.target == "cuda" and len(configs) > 1 and args.jobs != 0:
        import tempfile

        os.environ.setdefault("TILELANG_CACHE_DIR", os.path.join(tempfile.gettempdir(), "tilelang-fuzz-cache"))
        ready = tempfile.mkdtemp(prefix="fuzz-ready-")
        pre = Precompiler(configs, args.target, args.jobs or os.cpu_count() or 4, ready, lowbit_arch(archs))
    try:
        if (args.target == "cuda" or args._subprocess) and not args.compile_only:
            _run_subprocesses(args, archs, configs, results, ready, deadline, out_dir)
        else:
            for cfg in configs:
                if deadline and time.time() > deadline:
                    break
                wait_ready(ready, cfg["index"])
                res = classify(cfg, run_config(cfg, args.target, args.compile_only), args.target)
                if _shrink_wanted(args, res, cfg) and args.target != "cuda":
                    args.shrink_left -= 1
                    res["shrunk"], res["shrink_tries"], _ = shrink(cfg, args.target, budget_s=args.shrink_budget)
                _record(args, res, by_index, results, out_dir)
    finally:
        if pre:
            pre.close()
    return _summary(args, configs, results, time.time() - t_start)


def _runner_cmd(args, archs, start, ready, deadline, config_path=None, shrink_left=None):
    cmd = [sys.executable, os.path.abspath(__file__), "--_runner", "--seed", str(args.seed), "--target", args.target,
           "--start", str(start), "--archs", json.dumps(archs), "--ready-dir", ready, "--deadline", str(deadline),
           "--shrink-left", str(args.shrink_left if shrink_left is None else shrink_left),
           "--shrink-budget", str(args.shrink_budget)]
    if config_path or args.config:
        cmd += ["--config", config_path or args.config]
    elif args.only:
        cmd += ["--only", ",".join(map(str, args.only))]
    else:
        cmd += ["--count", str(args.count)]
    if args.categories:
        cmd += ["--categories", args.categories]
    if args.no_shrink:
        cmd.append("--no-shrink")
    return cmd


def _run_runner(cmd, timeout, on_event, verbose=False):
    """Run one runner process; ``on_event(ev)`` per JSON line.  Returns (exit code, the
    index in flight when it ended or None, 'hang' | 'died' | None, last output lines)."""
    proc = subprocess.Popen(cmd, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True,
                            env=dict(os.environ, PYTHONUNBUFFERED="1"))
    lines, state = [], {"current": None, "started": 0.0}
    reader = threading.Thread(target=lambda: [lines.append(ln) for ln in proc.stdout], daemon=True)
    reader.start()
    seen, ended = 0, None
    while True:
        time.sleep(0.05)
        while seen < len(lines):
            line = lines[seen]
            seen += 1
            try:
                ev = json.loads(line)
            except ValueError:
                if verbose:
                    print(f"  runner: {line.rstrip()}", flush=True)
                continue
            if ev.get("event") == "start":
                state.update(current=ev["index"], started=time.time())
            elif ev.get("event") == "log":  # (shrinking: each try restarts the clock)
                state["started"] = time.time()
                if ev["text"]:
                    print(ev["text"], flush=True)
            elif ev.get("event") == "result":
                state["current"] = None
                on_event(ev)
        if proc.poll() is not None and not reader.is_alive() and seen >= len(lines):
            break
        if state["current"] is not None and time.time() - state["started"] > timeout:
            proc.kill()
            proc.wait()
            reader.join(timeout=5)
            ended = "hang"
            break
    if ended is None and state["current"] is not None:
        ended = "died"
    tail = [ln.rstrip() for ln in lines[-6:] if not ln.startswith("{")]
    return proc.returncode, state["current"], ended, tail


def _run_subprocesses(args, archs, configs, results, ready, deadline, out_dir):
    """Runner processes over the programs in order; a runner that hits a sticky CUDA
    error, dies or hangs is replaced, starting at the next program."""
    by_index = {c["index"]: c for c in configs}
    order = [c["index"] for c in configs]
    start = order[0]

    def on_event(ev):
        if ev.get("shrunk") is not None or "shrink_tries" in ev:
            args.shrink_left -= 1
        _record(args, ev, by_index, results, out_dir)

    while True:
        if deadline and time.time() > deadline:
            break
        cmd = _runner_cmd(args, archs, start, ready, deadline)
        code, current, ended, tail = _run_runner(cmd, args.program_timeout, on_event, args.verbose)
        if current is not None:  # a hang, or the process died inside a program
            cfg = by_index[current]
            why = (f"no result within {args.program_timeout:.0f} s (a hang?): the runner was killed"
                   if ended == "hang" else f"the runner process died (exit {code}): {' | '.join(tail)[-300:]}")
            res = classify(cfg, {"index": current, "category": cfg["category"], "status": "fail", "phase": "run",
                                 "error": why, "sticky": True}, args.target)
            if _shrink_wanted(args, res, cfg):
                args.shrink_left -= 1
                res["shrunk"], res["shrink_tries"] = _shrink_in_processes(args, archs, cfg, deadline)
            _record(args, res, by_index, results, out_dir)
        elif code not in (0, 3):
            print(f"fuzz: the runner exited with {code}: {' | '.join(tail)[-400:]}", flush=True)
        left = [i for i in order if i not in results and i > max(results, default=-1)]
        if not left or (code == 0 and current is None):
            break  # done, or the runner stopped at the deadline
        last = results[max(results)] if results else None
        if last is not None and last.get("sticky") and "shrunk" not in last and _shrink_wanted(args, last, by_index[
                last["index"]]) and ended is None:
            args.shrink_left -= 1
            last["shrunk"], last["shrink_tries"] = _shrink_in_processes(args, archs, by_index[last["index"]],
                                                                        deadline)
            if last["shrunk"] != by_index[last["index"]]:
                print(f"  program {last['index']} shrunk ({last['shrink_tries']} tries) to: "
                      f"{json.dumps(last['shrunk'])}", flush=True)
        start = left[0]


def _shrink_in_processes(args, archs, cfg, deadline):
    """Shrink a failure that broke the CUDA context: one runner process per try."""
    import tempfile

    t0, tries, cur = time.time(), 0, cfg
    budget = min(args.shrink_budget, (deadline - time.time()) if deadline else args.shrink_budget)
    improved = True
    while improved and time.time() - t0 < budget and tries < 12:
        improved = False
        for cand in shrink_candidates(cur):
            if time.time() - t0 >= budget or tries >= 12:
                break
            if not _valid(cand, args.target):
                continue
            tries += 1
            with tempfile.NamedTemporaryFile("w", suffix=".json", delete=False) as f:
                json.dump(cand, f)
            got = []
            _, current, ended, _ = _run_runner(_runner_cmd(args, archs, 0, "", 0, config_path=f.name, shrink_left=0),
                                               args.program_timeout, got.append)
            os.unlink(f.name)
            if (got and got[-1]["status"] == "fail") or ended:
                cur, improved = cand, True
                print(f"  shrink: still fails with {_brief(cand)}", flush=True)
                break
    return cur, tries


def _summary(args, configs, results, elapsed):
    cats = {}
    for c in configs:
        r = results.get(c["index"])
        row = cats.setdefault(c["category"], dict.fromkeys(("programs", "ok", "failed", "refused", "known", "not run"),
                                                           0))
        if r is None:
            row["not run"] += 1
            continue
        row["programs"] += 1
        row[{"ok": "ok", "fail": "failed", "refused": "refused", "known": "known"}[r["status"]]] += 1
    ran = [results[c["index"]] for c in configs if c["index"] in results]
    failed = sum(r["status"] == "fail" for r in ran)
    refused = sum(r["status"] == "refused" for r in ran)
    known = [r for r in ran if r["status"] == "known"]
    print("\ncategory      programs    ok  failed  refused  known  not run")
    for cat in CATEGORIES:
        if cat in cats:
            r = cats[cat]
            print(f"{cat:12s} {r['programs']:9d} {r['ok']:5d} {r['failed']:7d} {r['refused']:8d} {r['known']:6d} "
                  f"{r['not run']:8d}")
    reasons = {}
    for r in ran:
        if r["status"] == "refused":
            key = r.get("error", "").split("error: ")[-1][:100]
            reasons[key] = reasons.get(key, 0) + 1
    if reasons:
        print("refusals (the compiler's errors):")
        for k, v in sorted(reasons.items(), key=lambda kv: -kv[1])[:8]:
            print(f"  {v:4d}  {k}")
    for ident, _, what in KNOWN_ISSUES:
        hits = [r for r in known if r["known"] == ident]
        passing = [r["index"] for r in ran if r.get("known") == ident and r["status"] == "ok"]
        if hits:
            print(f"known issue {ident}: {len(hits)} programs (e.g. --only {hits[0]['index']}): {what}")
        if passing:
            print(f"known issue {ident}: {len(passing)} programs it covers PASSED (e.g. --only {passing[0]}): "
                  f"fixed? take it out of KNOWN_ISSUES")
    archs = {}
    for c in configs:
        if c["index"] in results:
            archs[arch_label(c)] = archs.get(arch_label(c), 0) + 1
    times = sorted((r.get("time", 0), r["index"]) for r in ran)
    slow = ", ".join(f"{i} ({t:.0f} s)" for t, i in times[-3:]) if times else "-"
    not_run = len(configs) - len(ran)
    print(f"archs: {', '.join(f'{a} {n}' for a, n in sorted(archs.items()))}; slowest programs: {slow}; "
          f"{elapsed:.0f} s in all")
    mode = " (compile only)" if args.compile_only else ""
    print(f"fuzz: {len(ran)} programs, {failed} failed, {refused} refused (seed {args.seed}){mode}"
          + (f", {len(known)} known" if known else "")
          + (f"; {not_run} not run (time budget)" if not_run else ""), flush=True)
    return 1 if failed else 0


def parse_args(argv=None):
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0], formatter_class=argparse.RawTextHelpFormatter)
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--count", type=int, default=500)
    p.add_argument("--target", choices=("cuda", "cpu", "sim"), default="cuda")
    p.add_argument("--arch", default="auto",
                   help="auto (the device's; on sm_90 both sm_90a and sm_80), or a list: sm_80 / sm_90a,sm_80")
    p.add_argument("--out", help="write each failing configuration as JSON there")
    p.add_argument("--time-budget", type=float, default=0, help="stop starting programs after this many seconds")
    p.add_argument("--only", type=lambda s: [int(x) for x in s.split(",")], help="program index(es), e.g. 17 or 3,17")
    p.add_argument("--config", help="run the configuration in this JSON file (written by --out; its shrunk one first)")
    p.add_argument("--categories", help=f"comma-separated subset of {','.join(CATEGORIES)}")
    p.add_argument("--jobs", type=int, default=None, help="compile processes (CUDA; default: all cores; 0: none)")
    p.add_argument("--compile-only", action="store_true", help="(cuda) compile every program, run none")
    p.add_argument("--no-shrink", action="store_true")
    p.add_argument("--shrink-budget", type=float, default=60.0, help="seconds of shrinking per failure")
    p.add_argument("--shrink-left", type=int, default=3, help="how many failures to shrink")
    p.add_argument("--program-timeout", type=float, default=90.0, help="(cuda) seconds before a program is a hang")
    p.add_argument("--list", action="store_true", help="print the configurations and stop")
    p.add_argument("-v", "--verbose", action="store_true")
    p.add_argument("--_runner", action="store_true", help=argparse.SUPPRESS)
    p.add_argument("--_subprocess", action="store_true", help=argparse.SUPPRESS)  # (cpu/sim: as on CUDA)
    p.add_argument("--start", type=int, default=0, help=argparse.SUPPRESS)
    p.add_argument("--archs", help=argparse.SUPPRESS)
    p.add_argument("--ready-dir", default="", help=argparse.SUPPRESS)
    p.add_argument("--deadline", type=float, default=0, help=argparse.SUPPRESS)
    return p.parse_args(argv)


def main(argv=None):
    args = parse_args(argv)
    if args._runner:
        runner_main(args)
        return 0
    return orchestrate(args)


if __name__ == "__main__":
    sys.exit(main())
