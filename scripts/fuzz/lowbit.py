"""The ``lowbit`` category: every low-bit format through ``tilelang.quantize`` and the
public ``tilelang.ops`` entry points (``lowbit_matmul`` / ``int4_matmul``); also the
quantized inputs and tolerance that ``int4cfg`` shares."""

import tilelang.language as T
from tilelang.dtypes import get_dtype

from .checks import Failure, check, input_generator, poisoned, tdt
from .draws import LIMITS, ragged

# user formats (registered once, at import: the parser reads them as constants)
USER_INT = T.int_dtype("fuzz_u3o4", 3, signed=False, offset=4)
USER_FLOAT = T.float_dtype("fuzz_fp6_e3m2", exponent_bits=3, mantissa_bits=2)
LOWBIT_FORMATS = ("int4", "uint4", "int2", "uint2", "nf4", "float4_e2m1fn", "fuzz_u3o4", "fuzz_fp6_e3m2",
                  "uint8", "float8_e4m3fn", "float8_e5m2")  # (8 bits: W8A16, e4m3 by the hardware's cvt on sm_89 on)


def _group_for(rng, K):
    gs = [g for g in (32, 64, 128, 256) if K % g == 0]
    return rng.choice(gs + [K])


def generate(rng, target, arch):
    """A low-bit matmul drawn from ``rng``: the planned configuration, or (a third of them)
    a forced mma.sync one (a table format's half the time through the shared pair table),
    on an sm_90a device some with ``scale_acc`` on wgmma's register operand (steps of one or
    two groups), or (a fifth) a forced packed gemv at M <= 4; a quarter of the
    prepared weights are act-order (``perm``: a random permutation of a's columns), and
    half their forced packed gemvs of one split permute a themselves (``gather``)."""
    lim = LIMITS[target]
    fmt = rng.choice(LOWBIT_FORMATS)
    is_int = fmt in ("int4", "uint4", "int2", "uint2", "fuzz_u3o4", "uint8")
    K = 32 * rng.randint(1, lim["lb_k"] // 32)
    N = rng.choice([ragged(rng, lim["lb_n"], 8, 8), ragged(rng, lim["lb_n"], 16, 64), ragged(rng, lim["lb_n"])])
    M = ragged(rng, lim["lb_m"])
    act = rng.choice(["float16", "float16", "bfloat16"])
    wdt = rng.choice([act, act, "float32"])  # the weight's dtype: the scales' dtype
    zeros = is_int and rng.random() < 0.35
    prepared = rng.random() < 0.6 and K % prepared_block(fmt) == 0
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
            if _table_format(fmt, act) and rng.random() < 0.5:  # (the mma operand decoded through the pair table)
                config[1]["lookup_tables"] = "shared"
    elif rng.random() < 0.3:  # a forced gemv (packed, its tiles swizzled or not; or the float32 one), at M <= 4
        drawn = _gemv_problem(rng, fmt, act, lim, prepared)
        if drawn:
            M, N, K, G, config = drawn
            prepared = prepared and K % prepared_block(fmt) == 0
    elif target == "cuda" and arch == "sm_90a" and prepared and not zeros and G in (32, 64, 128) \
            and K % (2 * G) == 0 and rng.random() < 0.8:  # (the ops build for the device's arch: cuda only)
        config = _scale_acc_config(rng, fmt, act, G)
    perm = prepared and rng.random() < 0.25
    if perm and config and config[0] == "gemv" and config[1].get("chain") != 0 and config[1]["split_k"] == 1 \
            and rng.random() < 0.5:
        config[1]["gather"] = True
    return dict(category="lowbit", arch=arch, fmt=fmt, M=M, N=N, K=K, G=G, act=act, wdt=wdt, zeros=zeros,
                prepared=prepared, config=config, perm=perm)


def _scale_acc_config(rng, fmt, act, G):
    """``scale_acc`` on wgmma's register operand: the step's scales on its float32
    accumulator, a step of one group or of two (a gemm over each half of K); None where the
    format's word decode does not take such steps (gemm_factory's rule: whole blocks of
    four words of the narrowest plane's codes a step)."""
    from tilelang.ops.lowbit_kernels import word_format

    codes = word_format(fmt, act)
    bks = [b for b in (G, 2 * G) if codes and b % (4 * codes) == 0]
    if not bks or get_dtype(fmt).bits not in (1, 2, 4, 8):
        return None
    config = ["gemm", dict(block_M=rng.choice([16, 32, 64]), block_N=rng.choice([64, 128]), block_K=rng.choice(bks),
                           num_stages=rng.randint(1, 3), threads=128, split_k=1, swizzle=0, b_wgmma=True,
                           scale_acc=True)]
    if _table_format(fmt, act) and rng.random() < 0.5:
        config[1]["lookup_tables"] = "shared"
    return config


def prepared_block(fmt) -> int:
    """The columns ``prepare`` permutes ``fmt``'s codes in blocks of (K a multiple)."""
    from tilelang.ops.lowbit_kernels import word_format

    return 4 * (word_format(fmt, "float16") or 8)


def gemv_fits(fmt, act, N, K, G, o, prepared=False) -> bool:
    """Whether the forced gemv takes options ``o`` for this problem: whole rows of N,
    whole steps of K, and the packed gemv's tile rules (``packed_gemv_fits``) -- or with
    ``chain=0`` the float32 gemv's (a single-tensor format: 1, 2 or 4 bits; lanes a row
    dividing the step's words of 8 codes; a prepared weight's permutation blocks whole
    in a step)."""
    from tilelang.dtypes import get_dtype
    from tilelang.ops.lowbit_gemv import packed_gemv_fits
    from tilelang.ops.lowbit_kernels import word_format

    bk, parts, rows = o["block_K"], o["split_k"], o["rows"]
    if N % rows or K % (bk * parts):
        return False
    if o.get("chain") == 0:
        lanes = o["threads"] // rows
        return get_dtype(fmt).bits in (1, 2, 4) and (bk // 8) % lanes == 0 and (G % bk == 0 or bk % G == 0) and \
            not o.get("swizzle") and not (prepared and bk % prepared_block(fmt))
    return packed_gemv_fits(fmt, act, word_format(fmt, act), rows, bk, o["threads"], G)


def _table_format(fmt, act) -> bool:
    """Whether ``fmt`` decodes into ``act`` through a lookup table (nf4, codebooks): its
    forced packed gemvs draw the shared pair table half the time."""
    from tilelang.dtypes import get_dtype
    from tilelang.lowering.pair_table import uses_pair_table

    return act in ("float16", "bfloat16") and uses_pair_table(get_dtype(fmt), act)


def _gemv_problem(rng, fmt, act, lim, prepared):
    """(M, N, K, G, config) of a forced gemv that fits (``gemv_fits``): a tile of rows (4
    to 32), steps (256 to 1024; 1 to 4 of them), threads (64, 128), split-K (1, 2, 4), stages, the
    swizzles, the loop unrolled by its stages (half the gemvs of 2+ stages) and a table
    format's pairs in a shared table (half its packed gemvs), or
    (a quarter) the float32 gemv (``chain=0``) drawn first, the problem made
    of whole tiles; None where the format has no such gemv or no draw fits."""
    for _ in range(50):
        o = dict(rows=rng.choice([4, 8, 16, 32]), block_K=rng.choice([256, 512, 1024]),
                 threads=rng.choice([64, 128]), split_k=rng.choice([1, 1, 2, 4]))
        if rng.random() < 0.25:
            o["chain"] = 0
        steps = rng.randint(1, 4)
        K = o["block_K"] * o["split_k"] * steps
        if K > 4 * lim["lb_k"]:
            continue
        N = o["rows"] * rng.randint(1, max(1, lim["lb_n"] // o["rows"]))
        G = rng.choice([g for g in (32, 64, 128, 256) if K % g == 0] + [K])
        if gemv_fits(fmt, act, N, K, G, o, prepared and K % prepared_block(fmt) == 0):
            M = rng.randint(1, 4)
            o.update(num_stages=rng.randint(1, steps), block_M=M, swizzle=o.get("chain") != 0 and rng.random() < 0.5)
            o["unroll_stages"] = o["num_stages"] >= 2 and rng.random() < 0.5
            if o.get("chain") != 0 and _table_format(fmt, act) and rng.random() < 0.5:
                o["lookup_tables"] = "shared"  # (T.annotate_lookup_tables: the pair table in shared memory)
            return M, N, K, G, ["gemv", o]
    return None


def quantized_inputs(c, weight_dtype, trial):
    """A program's random inputs: (activations in ``c["act"]``, quantized weights, scales,
    zero points or None, the weights dequantized in float64) -- the weights drawn in
    ``weight_dtype`` and quantized to ``c["fmt"]`` in groups of ``c["G"]``."""
    import torch

    import tilelang

    gen = input_generator(c, trial)
    w = torch.randn(c["N"], c["K"], generator=gen).to(tdt(weight_dtype))
    q = tilelang.quantize(w, c["fmt"], group_size=c["G"], zero_point=c["zeros"])
    z = q[2] if c["zeros"] else None
    wref = tilelang.dequantize(q[0], c["fmt"], q[1], z, group_size=c["G"], out_dtype="float64")
    a = torch.randn(c["M"], c["K"], generator=gen).to(tdt(c["act"]))
    return a, q[0], q[1], z, wref


def check_product(out, a, wref, act):
    """``check`` of a low-bit product ``out`` against float64 ``a @ wref.T``: ``lowbit_tol``,
    the errors relative to the larger of the reference and its typical size (``|a| @
    |wref|.T / sqrt(K)``: a small product's cancellation, ``checks.check``)."""
    a = a.double().cpu()
    scale = a.abs() @ wref.abs().T / a.shape[1] ** 0.5
    return check(out, a @ wref.T, act, tol=lowbit_tol(act), scale=scale)


def lowbit_tol(act):
    """The tolerance of a low-bit matmul with activations in ``act``."""
    # the weight rounded to A's dtype after scaling, float32 accumulation, C rounded once
    return (3e-3, 2e-2) if act == "float16" else (1.5e-2, 5e-2)


def build(c, target):
    """Through the public entry points: lowbit_matmul / int4_matmul (+ prepare / prepare_int4)."""
    from tilelang.ops import int4_matmul, lowbit_matmul, prepare, prepare_int4
    from tilelang.ops.lowbit_matmul import kernel_for

    M, N, K, G = c["M"], c["N"], c["K"], c["G"]
    config = (c["config"][0], dict(c["config"][1])) if c["config"] else None
    sdt = c["wdt"]
    # compiled here (so that a refusal shows as one, apart from the call); the call below
    # takes the same cached kernel
    kernel_for(c["act"], M, N, K, G, c["fmt"], sdt, c["zeros"], c["prepared"], target, config)

    def run(device, trial):
        import torch

        a, q, s, z, wref = quantized_inputs(c, c["wdt"], trial)
        dev = [t.to(device) if t is not None else None for t in (a, q, s, z)]
        perm = torch.randperm(K, generator=input_generator(c, trial + 1000)) if c.get("perm") else None
        out = poisoned((M, N), c["act"], device)
        kw = dict(out=out, target=target, config=config)
        if c["prepared"]:  # (int4_matmul / prepare_int4: the int4 names of the same entry points)
            prep = prepare_int4 if c["fmt"] in ("int4", "uint4") and perm is None else prepare
            act_order = {} if perm is None else dict(perm=perm.to(device))  # (prepare_int4 takes no perm)
            p = prep(dev[1], dev[2], dev[3], group_size=G, dtype=c["fmt"], **act_order)
            res = (int4_matmul if c["fmt"] in ("int4", "uint4") else lowbit_matmul)(dev[0], p, **kw)
        else:
            res = lowbit_matmul(dev[0], dev[1], dev[2], dev[3], group_size=G, dtype=c["fmt"], **kw)
        if res is not out:
            raise Failure("lowbit_matmul(out=...) returned another tensor than out")
        taken = a if perm is None else a[:, perm]  # (an act-order weight's column j takes a's column perm[j])
        return check_product(out, taken, wref, c["act"])
    return run
