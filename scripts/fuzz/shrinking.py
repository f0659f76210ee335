"""Shrinking a failure: simpler neighbours of a configuration (smaller sizes, fewer
stages, simpler options), kept only when the generators' rules accept them, tried
greedily until none still fails."""

import json
import math
import time

from . import attention
from .draws import warp_grid_ok
from .gemm import pingpong_fits
from .lowbit import gemv_fits, prepared_block
from .execution import run_config
from .known_issues import known_issue


def is_valid(cfg, target):
    """Cheap validity of a shrunk configuration (the generators' rules)."""
    c = cfg
    cat = c["category"]
    if cat == "gemm":
        if min(c["M"], c["N"], c["K"]) < 1 or c["stages"] < (2 if c["ws"] else 0):
            return False
        if c["dtype"] != "float32" and not warp_grid_ok(c["bm"], c["bn"], c["threads"] // 32, 16, 8, c["policy"]):
            return False
        if c["ws"] and (c["K"] % 16 or (c["ta"] and c["M"] % 16) or (not c["tb"] and c["N"] % 16)):
            return False
        return not c.get("pp") or (c["ws"] and pingpong_fits(c))
    if cat == "reduce":
        return c["R"] >= 1 and (c["dim"] == 1 or c["R"] % c["bm"] == 0)
    if cat == "elementwise":
        return c["R"] >= 1 and c["C"] >= 1
    if cat == "lowbit":
        K, G = c["K"], c["G"]
        if K % 32 or K < 32 or K % G or (G % 32 and G != K) or c["M"] < 1 or c["N"] < 1:
            return False
        if c["prepared"] and K % prepared_block(c["fmt"]):
            return False
        if c["config"] and c["config"][0] == "gemv":
            o = c["config"][1]
            return c["M"] == o["block_M"] and gemv_fits(c["fmt"], c["act"], c["N"], K, G, o, c["prepared"])
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
    if cat == "attention":
        return attention.valid(c)
    if cat == "rawcode":
        tile = (c["bn"], c["bm"]) if c["major"] == "a" else (c["bm"], c["bn"])
        words = c["place"] != "word" or c["bk"] % (128 // int(c["fmt"].lstrip("uint"))) == 0
        return words and min(c["M"], c["N"]) >= 1 and c["K"] >= c["bk"] and c["K"] % c["bk"] == 0 and \
            warp_grid_ok(*tile, c["threads"] // 32, 16, 8, "square")
    if cat == "decode":
        return len(c["lens"]) == c["B"] >= 1 and 0 <= min(c["lens"]) and max(c["lens"]) <= c["L"] and \
            (not c["paged"] or c["L"] % c["paged"] == 0) and c["H"] % c["Hk"] == 0 and c["H"] // c["Hk"] * c["Sq"] <= 64
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
        if c.get("pp"):
            variant(pp=False)
        if c["ws"]:
            variant(ws=False, pp=False)
        for k, v in (("dyn_m", False), ("ta", False), ("tb", False), ("policy", "square"), ("threads", 128)):
            variant(**{k: v})
        if c["stages"] > (2 if c["ws"] else 1):
            variant(stages=c["stages"] - 1)
        for k in ("bm", "bn", "bk"):
            if c[k] > 16:
                variant(**{k: c[k] // 2})
        if c["out"] == "float32" and c["dtype"] in ("float16", "bfloat16"):
            variant(out=c["dtype"])
    elif cat == "rawcode":
        sizes(("M", "N"))
        sizes(("K",), floor=c["bk"], mult=c["bk"])
        for k, v in (("place", "tile"), ("major", "b"), ("stages", 1), ("threads", 128), ("bk", 32)):
            variant(**{k: v})
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
    elif cat == "lowbit" and c["config"] and c["config"][0] == "gemv":  # (whole tiles: the gemv's rules)
        o = c["config"][1]
        for m in range(1, c["M"]):
            variant(M=m, config=["gemv", dict(o, block_M=m)])
        sizes(("N",), floor=o["rows"], mult=o["rows"])
        unit = o["block_K"] * o["split_k"]
        if c["K"] > unit:
            variant(K=unit, G=unit if c["G"] == c["K"] else c["G"])
        variant(G=c["K"])
        variant(zeros=False)
        variant(prepared=False)
        variant(config=None)
        for k, v in (("split_k", 1), ("swizzle", False), ("num_stages", max(1, o["num_stages"] - 1))):
            variant(config=["gemv", dict(o, **{k: v})])
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
    elif cat == "attention":
        t = c["tiles"]
        if c["B"] > 1:
            variant(B=1, **({"lens_q": c["lens_q"][:1], "lens_k": c["lens_k"][:1]} if c["varlen"] else {}))
        if c["varlen"]:
            variant(varlen=False, Sq=max(1, max(c["lens_q"])), Sk=max(1, max(c["lens_k"])), lens_q=None,
                    lens_k=None)
        else:
            variant(Sq=max(1, c["Sq"] // 2), Sk=max(1, c["Sk"] // 2))
            variant(Sk=c["Sq"])
        variant(causal=False)
        variant(H=c["Hk"])
        variant(D=64)
        variant(dtype="float16")
        for key, simpler in (("overlap", False), ("producer", ""), ("skip_masks", False)):
            if t[key] != simpler:
                variant(tiles=dict(t, **{key: simpler}))
        if t["producer"] == "pp":
            variant(tiles=dict(t, producer="ws"))
        if t["num_stages"] > (2 if t["producer"] else 1):
            variant(tiles=dict(t, num_stages=t["num_stages"] - 1))
    elif cat == "decode":
        if c["B"] > 1:
            variant(B=c["B"] // 2, lens=c["lens"][:c["B"] // 2])
            variant(B=1, lens=c["lens"][:1])
        unit = c["paged"] or 1
        for L in (c["L"] // 2 // unit * unit, unit):
            if unit <= L < c["L"]:
                variant(L=L, lens=[min(n, L) for n in c["lens"]])
        variant(Sq=1, causal=False)
        variant(paged=0)
        variant(splits=None)
        variant(H=c["Hk"])
        variant(D=64)
        variant(late=False)
        variant(km=False)
        for key in ("raw", "pair"):  # (configs from before these draws lack them)
            if c.get(key):
                variant(**{key: False})
        variant(act="float16")
    return out


def greedy_shrink(cfg, target, still_fails, budget_s, max_tries):
    """Take the first valid simpler neighbour that ``still_fails``, again from there, until
    none does or the budget of seconds or tries is spent.  ``still_fails(candidate)``
    returns False, True, or "stop" (it fails, and nothing more can be tried: a sticky
    CUDA error).  Returns (smallest failing configuration, tries, whether it stopped)."""
    t0, tries, cur = time.time(), 0, cfg
    improved = True
    while improved and tries < max_tries and time.time() - t0 < budget_s:
        improved = False
        for cand in shrink_candidates(cur):
            if tries >= max_tries or time.time() - t0 >= budget_s:
                break
            if not is_valid(cand, target):
                continue
            tries += 1
            verdict = still_fails(cand)
            if verdict:
                cur, improved = cand, True
                if verdict == "stop":
                    return cur, tries, True
                break
    return cur, tries, False


def shrink(cfg, target, budget_s=90.0, max_tries=40, log=print, tick=None):
    """Shrink in this process (each try a ``run_config``).  Returns (smallest failing
    configuration, tries, whether the last failure was sticky)."""

    def still_fails(cand):
        if tick:
            tick()
        r = run_config(cand, target)
        if r["status"] != "fail":
            return False
        log(f"  shrink: still fails with {brief(cand)}: {r['error'][:160]}")
        return "stop" if r.get("sticky") else True

    return greedy_shrink(cfg, target, still_fails, budget_s, max_tries)


def shrink_wanted(args, res, cfg):
    """Whether this result should be shrunk (a new failure, and shrinks left)."""
    return (res["status"] == "fail" and not args.no_shrink and args.shrink_left > 0
            and known_issue(cfg) is None)


def brief(cfg):
    """A configuration's parameters as one line (without seed, index, category)."""
    skip = ("seed", "index", "category")
    return ", ".join(f"{k}={v}" for k, v in cfg.items() if k not in skip)
