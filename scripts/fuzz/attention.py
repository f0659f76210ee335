"""The ``attention`` category: the FlashAttention forward (``attention_factory``, the
kernel ``tilelang.ops.attention`` plans) under random tiles and schedules -- head dim,
fp16 / bf16, GQA, causal or not, fixed lengths (ragged, more queries than keys) or packed
sequences (``cu_seqlens``, empty ones included), and on sm_90a a producer warp(group)
(``ws``), its consumers in ping-pong (``pp``), the next block's scores under this one's
P V (``overlap``) and the masks on the diagonal's blocks only (``skip_masks``), and a
causal grid's order over groups of (batch, head) pairs (``together``), a few blocks
walking the tiles (``persistent``) --
against float64 attention (bottom-right causal mask; a row that sees no key is 0)."""

import math

from .checks import check, input_generator, poisoned, tdt
from .compiling import compile_kernel
from .draws import ragged

LIMITS = {"cuda": dict(seq=600, dims=(64, 128, 128, 256), batch=3),
          "cpu": dict(seq=90, dims=(64,), batch=2),
          "sim": dict(seq=140, dims=(64,), batch=2)}
SHARED = 227 * 1024  # (sm_90a's limit; the tiles drawn for sm_80 stay far below its 163 KiB)


def valid(c) -> bool:
    """The rules of the generator: tiles the factory takes, a schedule the arch has."""
    from tilelang.ops.attention_kernels import shared_bytes

    t = c["tiles"]
    # (rows owned whole by a warp: one wgmma m64 a warpgroup on sm_90a, 16 mma rows a warp elsewhere)
    if t["threads"] not in ((128, 256, 384) if c["hopper"] else (128, 256)) or \
            t["block_M"] != (64 * (t["threads"] // 128) if c["hopper"] else 16 * t["threads"] // 32):
        return False
    if t["producer"] and (not c["hopper"] or t["num_stages"] < 2):
        return False
    if t["producer"] == "pp" and t["threads"] < 256:  # (two warpgroups take turns)
        return False
    if t["overlap"] and not c["hopper"]:
        return False
    if c["H"] % c["Hk"] or (c["varlen"] and not any(c["lens_q"])):  # (no query at all: nothing to run)
        return False
    return shared_bytes(c["D"], t["block_M"], t["block_N"], t["num_stages"], overlap=t["overlap"]) <= SHARED


def generate(rng, target, arch):
    lim = LIMITS[target]
    hopper = arch.startswith("sm_90")
    for _ in range(200):
        D = rng.choice(lim["dims"])
        # (hopper: up to three warpgroups; not at D 256, whose output wgmma needs more registers than
        # 3 + 1 warpgroups hold at launch: warp_specialize refuses it)
        threads = rng.choice([128, 256, 256, 384] if hopper and D <= 128 else [128, 256])
        block_M = 64 * (threads // 128) if hopper else 16 * threads // 32
        # (hopper: 48 and 80 keys too -- P V over an odd number of k-steps, the register operand by step)
        widths = [32, 64, 64, 128] + ([48, 80] if hopper else [])
        tiles = dict(block_M=block_M, block_N=rng.choice(widths), num_stages=rng.choice([1, 2, 2, 3]),
                     threads=threads, producer="", overlap=False, skip_masks=rng.random() < 0.7)
        if hopper:
            tiles["producer"] = rng.choice(["", "", "ws", "pp"] if threads >= 256 else ["", "ws"])
            tiles["overlap"] = rng.random() < 0.4
            if tiles["producer"]:
                tiles["num_stages"] = max(2, tiles["num_stages"])
        Hk = rng.choice([1, 2])
        varlen = rng.random() < 0.3
        B = rng.randint(1, lim["batch"])
        c = dict(category="attention", hopper=hopper, D=D, dtype=rng.choice(["float16", "float16", "bfloat16"]),
                 H=Hk * rng.choice([1, 2, 4] if target == "cuda" else [1, 2]), Hk=Hk, causal=rng.random() < 0.5,
                 varlen=varlen, B=B, tiles=tiles)
        if varlen:
            c["lens_q"] = [0 if rng.random() < 0.15 else ragged(rng, lim["seq"]) for _ in range(B)]
            c["lens_k"] = [n if rng.random() < 0.6 else ragged(rng, lim["seq"]) for n in c["lens_q"]]
        else:
            c["Sq"] = ragged(rng, lim["seq"])
            c["Sk"] = c["Sq"] if rng.random() < 0.6 else ragged(rng, lim["seq"])
            if c["causal"]:  # the longest-first order over groups of (batch, head) pairs (0: planned)
                pairs = B * c["H"]
                c["together"] = rng.choice([0] + [d for d in range(1, pairs + 1) if pairs % d == 0])
            if rng.random() < 0.25:  # a few blocks walking the tiles (the producer's next-tile loads)
                c["persistent"] = rng.randint(1, 3)
        if valid(c):
            return c
    raise RuntimeError("attention: no valid configuration in 200 draws")


def reference(q, k, v, causal):
    """float64 attention of one sequence, q (Sq, H, D) over k, v (Sk, Hk, D)."""
    import torch

    H, Hk = q.shape[1], k.shape[1]
    qd, kd, vd = (x.double().transpose(0, 1) for x in (q, k, v))
    kd, vd = kd.repeat_interleave(H // Hk, 0), vd.repeat_interleave(H // Hk, 0)
    s = qd @ kd.transpose(-1, -2) / math.sqrt(q.shape[-1])
    if causal:
        Sq, Sk = s.shape[-2:]
        s = s.masked_fill(torch.arange(Sk)[None, :] > torch.arange(Sq)[:, None] + Sk - Sq, float("-inf"))
    return (torch.softmax(s, -1).nan_to_num(0.0) @ vd).transpose(0, 1)


def build(c, target):
    """Compile the forward; returns ``run(device, trial)``: random Q, K, V against float64."""
    import torch

    import tilelang.language as T
    from tilelang.ops.attention_kernels import AttentionPlan, attention_factory

    B, H, Hk, D = c["B"], c["H"], c["Hk"], c["D"]
    if c["varlen"]:
        Sq, Sk = (T.dynamic("total_q"), T.dynamic("total_k"), max(max(c["lens_q"]), 1)), 0
    else:
        Sq, Sk = c["Sq"], c["Sk"]
    options = dict(AttentionPlan(**c["tiles"]).options(), persistent=c.get("persistent", 0))
    kernel = compile_kernel(attention_factory(B, H, Hk, Sq, Sk, D, c["dtype"], c["causal"], 1 / math.sqrt(D),
                                              c["varlen"], together=c.get("together", 0), **options), target,
                             c["arch"])

    def run(device, trial):
        g = input_generator(c, trial)
        dt = tdt(c["dtype"])
        if c["varlen"]:
            cu_q = torch.tensor([0] + list(torch.tensor(c["lens_q"]).cumsum(0)), dtype=torch.int32)
            cu_k = torch.tensor([0] + list(torch.tensor(c["lens_k"]).cumsum(0)), dtype=torch.int32)
            q = torch.randn(int(cu_q[-1]), H, D, generator=g).to(dt)
            k, v = (torch.randn(int(cu_k[-1]), Hk, D, generator=g).to(dt) for _ in range(2))
            out = poisoned(tuple(q.shape), c["dtype"], device)
            kernel(q.to(device), k.to(device), v.to(device), out, cu_q.to(device), cu_k.to(device))
            ref = torch.zeros(q.shape, dtype=torch.float64)
            for b in range(B):
                rows, keys = slice(cu_q[b], cu_q[b + 1]), slice(cu_k[b], cu_k[b + 1])
                if c["lens_q"][b] and c["lens_k"][b]:
                    ref[rows] = reference(q[rows], k[keys], v[keys], c["causal"])
        else:
            q = torch.randn(B, c["Sq"], H, D, generator=g).to(dt)
            k, v = (torch.randn(B, c["Sk"], Hk, D, generator=g).to(dt) for _ in range(2))
            out = poisoned(tuple(q.shape), c["dtype"], device)
            kernel(q.to(device), k.to(device), v.to(device), out)
            ref = torch.stack([reference(q[b], k[b], v[b], c["causal"]) for b in range(B)])
        return check(out, ref, c["dtype"], tol=(2e-3, 1e-2) if c["dtype"] == "float16" else (1.6e-2, 5e-2))
    return run
