"""The ``gemm`` category: tiled, pipelined GEMMs written in the language (every dtype,
tile, stage count, producer warp, transposes, warp policy, ragged and dynamic sizes)."""

import tilelang.language as T
from tilelang.ops import tiled_gemm

from .checks import TOL, check, input_generator, poisoned, tdt
from .compiling import compile_kernel
from .draws import LIMITS, ragged, warp_grid_ok


def gemm_kernel(c):
    """C = op(A) @ op(B), tiled and pipelined (``tilelang.ops.tiled_gemm``, as the tests build it)."""
    M = T.dynamic("M") if c["dyn_m"] else c["M"]
    return tiled_gemm(M, c["N"], c["K"], c["bm"], c["bn"], c["bk"], c["stages"], c["threads"], c["dtype"],
                      c["accum"], c["out"], trans_A=c["ta"], trans_B=c["tb"], warp_specialize=c["ws"],
                      policy=c["policy"], pingpong=c.get("pp", False), unroll_stages=c.get("unroll", False))


def pingpong_fits(c) -> bool:
    """``pingpong`` takes the warp-specialized gemm ``c``: its loop issues wgmma groups per
    warpgroup -- 16-bit inputs, a 64-row slice of the tile for each of two warpgroups, A
    K-major, B K-major or 64 columns wide at least (what the gemm lowering gives wgmma;
    elsewhere mma.sync, which ``pingpong`` refuses)."""
    return c["dtype"] in ("float16", "bfloat16") and c["threads"] == 256 and c["bm"] == 128 and not c["ta"] and \
        (c["tb"] or c["bn"] >= 64)


def generate(rng, target, arch):
    """A gemm configuration the language accepts (warp grid, TMA strides), drawn from ``rng``."""
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
        if warps and not warp_grid_ok(bm, bn, warps, tm, tn, policy):
            continue
        ws = hopper and dtype != "float32" and rng.random() < 0.3
        stages = rng.randint(2, 5) if ws else rng.randint(1, 5)
        ta, tb = rng.random() < 0.3, rng.random() < 0.5
        M, N, K = ragged(rng, lim["dim"]), ragged(rng, lim["dim"]), ragged(rng, lim["kdim"])
        if ws:  # TMA: 16-byte strides of every global tensor a tile is copied from
            K = max(16, K // 16 * 16)
            if ta:
                M = max(16, M // 16 * 16)
            if not tb:
                N = max(16, N // 16 * 16)
        c = dict(category="gemm", arch=arch, M=M, N=N, K=K, bm=bm, bn=bn, bk=bk, stages=stages,
                 threads=threads, ta=ta, tb=tb, dtype=dtype, accum=accum, out=out, ws=ws, policy=policy,
                 dyn_m=rng.random() < 0.2)
        c["pp"] = ws and pingpong_fits(c) and rng.random() < 0.5  # (its consumer warpgroups in ping-pong)
        c["unroll"] = not ws and stages >= 2 and rng.random() < 0.25  # (T.Pipelined(unroll_stages=True))
        return c
    raise RuntimeError("gen_gemm: no valid configuration in 200 draws")


def build(c, target):
    """Compile the gemm; returns ``run(device, trial)``: random A, B against A @ B in float64."""
    import torch

    kernel = compile_kernel(gemm_kernel(c), target, c["arch"])

    def run(device, trial):
        g = input_generator(c, trial)
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
