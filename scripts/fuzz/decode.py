"""The ``decode`` category: ``tilelang.ops.decode_attention`` over a random KV cache --
its format (fp16 / bf16 as q, fp8 with per-token or one scale, int8, int4 with per-token
or grouped scales), GQA group, query tokens (causal), head dim, contiguous or paged,
ragged lengths (0 included), splits planned or forced, the values decoded with the keys
or late (``TILELANG_DECODE_LATE_VALUES``), keys major or not (``TILELANG_DECODE_KEYS_MAJOR``),
the keys raw or not (``TILELANG_DECODE_RAW_CODES``) -- against float64 attention over the
cache's own dequantized values.  On a GPU the batches and contexts reach every tile the op
plans (the narrow int4 kernels from 64 and 256 (sequence, kv head) pairs, a batch-1 cache of
64k tokens, two kv heads a block from 16 to 255 pairs at 64k -- keys major or not) and forced
splits past the plan's 128 (up to ``MAX_SPLITS``, 256).  The kernels compile at the
call (the op plans its splits on the device), for the device, without lowering switches: the
op keys its kernel cache by its arguments (``configs_for`` drops the switches, as for
``lowbit``)."""

import math

from .checks import Failure, check, input_generator, poisoned, tdt

# name -> (cache dtype, scales: None, "tensor" or the group size (-1: one a token))
FORMATS = {"same": (None, None), "fp8-token": ("float8_e4m3fn", -1), "fp8-tensor": ("float8_e4m3fn", "tensor"),
           "int8": ("int8", -1), "int4": ("int4", -1), "int4-g32": ("int4", 32), "int8-g32": ("int8", 32)}
LIMITS = {"cuda": dict(batch=(1, 2, 5, 8, 16, 33, 40), tokens=2048, dims=(64, 128, 128, 256)),
          "cpu": dict(batch=(1, 2, 3), tokens=80, dims=(64,)),
          "sim": dict(batch=(1, 2), tokens=40, dims=(64,))}
LATE_ENV = "TILELANG_DECODE_LATE_VALUES"  # a third of the programs decode their values after the softmax
# keys major where it builds (the GPU's default) -- or not: TILELANG_DECODE_KEYS_MAJOR=1 / 0 (on the
# interpreters =1 takes 32-key tiles over 2 warps)
KEYS_MAJOR_ENV = "TILELANG_DECODE_KEYS_MAJOR"
RAW_ENV = "TILELANG_DECODE_RAW_CODES"  # keys major, the keys decoded raw where they can be (not planned yet)
# two kv heads a block on a GPU (TILELANG_DECODE_TILE=64,64,2: keys major where the group's rows
# of both fit the mma's 8 columns; planned only at a long capacity) -- drawn where the kv heads pair up
TILE_ENV = "TILELANG_DECODE_TILE"
LONG = 65536  # a cache this long takes the long-context int4 tiles (decode_attention.LONG_CONTEXT)


def generate(rng, target, arch):
    lim = LIMITS[target]
    fmt = rng.choice(list(FORMATS))
    D = rng.choice(lim["dims"])
    Hk = rng.choice([1, 2, 4, 8] if target == "cuda" else [1, 2])
    Sq = 1 if rng.random() < 0.7 else rng.randint(2, 4)
    group = rng.choice([g for g in (1, 2, 4, 8) if g * Sq <= 64])
    B = rng.choice(lim["batch"])
    paged = rng.choice([0, 0, 16, 32, 64] if target == "cuda" else [0, 16])
    L = rng.randint(1, lim["tokens"])
    if target == "cuda" and (B == 1 or (fmt.startswith("int4") and 16 <= B * Hk < 256)) and rng.random() < 0.3:
        L = LONG  # (the lengths stay short: a long capacity, a short sequence)
    if paged:
        L = paged * -(-L // paged)
    most = min(L, lim["tokens"])
    lens = [0 if rng.random() < 0.1 else rng.randint(1, most) for _ in range(B)]
    q = rng.choice(["float16", "float16", "bfloat16"])
    sdt = rng.choice([q, "float32"])
    return dict(category="decode", fmt=fmt, D=D, Hk=Hk, H=Hk * group, Sq=Sq, B=B, L=L, paged=paged, lens=lens,
                q=q, sdt=sdt, causal=rng.random() < 0.8, splits=_splits(rng, target),
                late=rng.random() < 0.3, km=rng.random() < (0.8 if target == "cuda" else 0.5),
                raw=rng.random() < 0.3, pair=target == "cuda" and Hk % 2 == 0 and rng.random() < 0.25)


def _splits(rng, target):
    """None (the plan's) mostly, else a few forced; on a GPU now and then past the plan's 128
    (a call may ask for up to 256: most of them empty, the combine over all)."""
    u = rng.random()
    if u < 0.7:
        return None
    return rng.randint(129, 256) if target == "cuda" and u > 0.95 else rng.randint(1, 9)


def _cache(c, gen, device):
    """(k or v cache as the op takes it, its scales, its values in float64 (B, L, Hk, D)),
    past each sequence's end garbage (NaN, or random codes and NaN scales).  The draws come
    from the CPU generator (the same data on every target); quantizing and dequantizing run
    on ``device`` (on the CPU they took most of a GPU program's seconds)."""
    import torch

    import tilelang
    from tilelang.ops.kv_cache import dequantize_cache

    cdt, gs = FORMATS[c["fmt"]]
    B, L, Hk, D = c["B"], c["L"], c["Hk"], c["D"]
    n = max(max(c["lens"]), 1)
    x = torch.randn(B, n, Hk, D, generator=gen).to(tdt(c["q"])).to(device)
    if cdt is None:
        cache, s = torch.full((B, L, Hk, D), float("nan"), dtype=x.dtype, device=device), None
        cache[:, :n] = x
    elif gs == "tensor":
        s = (x.float().abs().max() / 448).reshape(1)
        cache = torch.full((B, L, Hk, D), 0x7F, dtype=torch.uint8, device=device).view(torch.float8_e4m3fn)
        cache[:, :n] = (x.float() / s).clamp(-448, 448).to(torch.float8_e4m3fn)
    else:
        codes, scales = tilelang.quantize(x.to(tdt(c["sdt"])), cdt, group_size=gs)[:2]
        cache = torch.randint(0, 256, (B, L, *codes.shape[2:]), dtype=torch.uint8, generator=gen).to(device)
        s = torch.full((B, L, *scales.shape[2:]), float("nan"), dtype=scales.dtype, device=device)
        cache[:, :n], s[:, :n] = codes, scales
    for b, m in enumerate(c["lens"]):  # (garbage past each end, not only past the longest)
        if cdt is None:
            cache[b, m:] = float("nan")
        elif gs != "tensor":
            s[b, m:] = float("nan")
    head = s if s is None or s.dim() == 1 else s[:, :n]  # (the values of the first n tokens only)
    values = dequantize_cache(cache[:, :n], head, cdt if cache.dtype == torch.uint8 else None).nan_to_num(0.0)
    return cache, s, values


def _paged(c, caches, gen, device):
    """The caches as a pool of shuffled pages (one spare), and the block table."""
    import torch

    B, per = c["B"], c["L"] // c["paged"]
    order = torch.randperm(B * per + 1, generator=gen)[:B * per]
    out = []
    for x in caches:
        if x is None or x.dim() == 1:
            out.append(x)
            continue
        pool = torch.zeros((B * per + 1, c["paged"], *x.shape[2:]), dtype=x.dtype, device=device)
        pool[order.to(device)] = x.reshape(B * per, c["paged"], *x.shape[2:])
        out.append(pool)
    return out, order.reshape(B, per).to(torch.int32).to(device)


def reference(q, kv, vv, lens, causal):
    """float64 attention of q (B, Sq, H, D) over each sequence's first lens[b] values, on the
    values' device."""
    import torch

    B, Sq, H, D = q.shape
    g, dev = H // kv.shape[2], kv.device
    out = torch.zeros(q.shape, dtype=torch.float64, device=dev)
    for b, n in enumerate(lens):
        qd = q[b].double().to(dev).transpose(0, 1)
        kd = kv[b, :n].transpose(0, 1).repeat_interleave(g, 0)
        vd = vv[b, :n].transpose(0, 1).repeat_interleave(g, 0)
        s = qd @ kd.transpose(-1, -2) / math.sqrt(D)
        if causal and Sq > 1:
            pos = torch.arange(n, device=dev)
            s = s.masked_fill(pos[None, :] > n - Sq + torch.arange(Sq, device=dev)[:, None], float("-inf"))
        out[b] = (torch.softmax(s, -1).nan_to_num(0.0) @ vd).transpose(0, 1)
    return out


def build(c, target):
    from tilelang.lowering.target import environment
    from tilelang.ops import decode_attention

    def run(device, trial):
        import torch

        gen = input_generator(c, trial)
        (kc, ks, kv), (vc, vs, vv) = _cache(c, gen, device), _cache(c, gen, device)
        bt = None
        if c["paged"]:
            (kc, ks, vc, vs), bt = _paged(c, (kc, ks, vc, vs), gen, device)
        q = torch.randn(c["B"], c["Sq"], c["H"], c["D"], generator=gen).to(tdt(c["q"]))
        out = poisoned(tuple(q.shape), c["q"], device)
        cdt = FORMATS[c["fmt"]][0] if kc.dtype == torch.uint8 else None
        # (read at the call; the op keys its kernels by them.  km None: a config without the
        # draw -- the sanitizer's, an old one's: the op's plan)
        settings = {LATE_ENV: "1" if c.get("late") else "0", RAW_ENV: "1" if c.get("raw") else "0",
                    KEYS_MAJOR_ENV: None if c.get("km") is None else "1" if c["km"] else "0",
                    TILE_ENV: "64,64,2" if c.get("pair") else None}
        with environment(settings):
            o = decode_attention(q.to(device), kc, vc, torch.tensor(c["lens"], dtype=torch.int32, device=device),
                                 k_scales=ks, v_scales=vs, block_table=bt, cache_dtype=cdt, causal=c["causal"],
                                 num_splits=c["splits"], out=out, target=target)
        if o is not out:
            raise Failure("decode_attention(out=...) returned another tensor than out")
        ref = reference(q, kv, vv, c["lens"], c["causal"])
        tol = (2e-3, 1e-2) if c["q"] == "float16" else (1.6e-2, 5e-2)
        return check(out, ref, c["q"], tol=tol)
    return run
