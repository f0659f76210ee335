"""The ``int4cfg`` category: the int4 GEMM's ``gemm_factory`` configurations -- split-K
(in-kernel reduction, cluster hand-in on sm_90a), stream-K, wgmma register / shared
forms, a producer warp, ``scale_acc``, swizzle, L2 hints, stages, the loop unrolled by them."""

import math

from .checks import Failure, poisoned
from .compiling import compile_kernel
from .draws import LIMITS, ragged, warp_grid_ok
from .lowbit import check_product, quantized_inputs


def generate(rng, target, arch):
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
            if not warp_grid_ok(bm, bn, 4, 16, 8, o["policy"]):
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
        M = ragged(rng, lim["lb_m"] if target != "cuda" else 260)
        if schedule == "stream":
            tiles = -(-M // bm) * (N // bn)
            o["stream_k"] = rng.randint(1, max(1, tiles * (K // bk // 2)))
        elif rng.random() < 0.2:
            o["swizzle"] = 8
        if form != "shared" and fmt in ("int4", "uint4") and not zeros and G % bk == 0 and form == "mma" \
                and rng.random() < 0.3:
            o["scale_acc"] = True
        # on wgmma's register operand also a step of two groups, a gemm and a step accumulator each
        if form == "wgmma" and fmt in ("int4", "uint4") and not zeros and bk == 2 * G \
                and "k_split_wg" not in o and schedule != "stream" and rng.random() < 0.7:
            o["scale_acc"] = True
        # a producer warp issues TMA copies only: prepared weights, and in the mma.sync form
        # tiles of 64+ weight rows and steps of at most 64 (the packed tile's layout); not beside
        # scale_acc's two-group steps (their group tiles of activations go by cp.async)
        if hopper and prepared and o["num_stages"] >= 2 and rng.random() < 0.4 and "k_split_wg" not in o \
                and (form != "mma" or (bn >= 64 and bk <= 64)) and not (o.get("scale_acc") and form == "wgmma"):
            o["warp_specialize"] = True
        # the k loop unrolled by its stages (register operand, no producer warp: the form measured statically)
        if form == "wgmma" and schedule != "stream" and not o.get("warp_specialize") and o["num_stages"] >= 2 \
                and rng.random() < 0.25:
            o["unroll_stages"] = True
        if hopper and rng.random() < 0.3:
            o["weight_eviction"] = rng.choice(["evict_first", "evict_normal"])
            o["activation_eviction"] = rng.choice(["evict_last", None])
        o.update(block_M=bm, block_N=bn, block_K=bk)
        return dict(category="int4cfg", arch=arch, fmt=fmt, M=M, N=N, K=K, G=G, act=act, zeros=zeros,
                    prepared=prepared, options=o)
    raise RuntimeError("gen_int4cfg: no valid configuration in 300 draws")


def build(c, target):
    """gemm_factory(**options) compiled for the program's arch and launched as
    lowbit_matmul launches it (scales transposed, split-K workspace and counters)."""
    import torch

    from tilelang.ops import prepare_int4
    from tilelang.ops.lowbit_kernels import gemm_factory, gemm_parts, gemm_split_shapes
    from tilelang.dtypes import get_dtype
    from tilelang.quant import _implicit_zero

    M, N, K, G, o = c["M"], c["N"], c["K"], c["G"], dict(c["options"])
    fmt, act = c["fmt"], c["act"]
    zero = 0 if c["zeros"] else _implicit_zero(get_dtype(fmt))
    func = gemm_factory(M, N, K, G, fmt, act, act, c["zeros"], zero, c["prepared"], **o)
    kernel = compile_kernel(func, target, c["arch"])
    work_shape, count_shape = gemm_split_shapes(M, N, o["block_M"], o["block_N"], gemm_parts(M, N, K, o))
    state = {}

    def run(device, trial):
        a, q, s, z, wref = quantized_inputs(c, act, trial)  # (the scales in the activations' dtype)
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
        rel = check_product(out, a, wref, act)
        if int(state["counts"].abs().sum()) != 0:
            raise Failure(f"split-K arrival counters not reset after the call: {state['counts'].cpu().tolist()}")
        return rel
    return run
