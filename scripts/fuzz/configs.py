"""The programs of a run: program ``index`` of ``seed`` drawn from its own random stream,
or a configuration read back from a JSON file."""

import json
import random
from pathlib import Path

from .archs import lowbit_arch, split_arch
from .categories import CATEGORIES, GENERATORS, WEIGHTS


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


def configs_for(args, archs):
    """The configurations the options name: ``--config FILE``, ``--only I,J`` or ``--count N``."""
    if args.config:
        cfg = json.loads(Path(args.config).read_text())
        cfg = cfg.get("shrunk") or cfg.get("config") or cfg
        return [cfg]
    idx = args.only if args.only else range(args.count)
    cats = set(args.categories.split(",")) if args.categories else set(CATEGORIES)
    out = []
    for i in idx:
        cfg = make_config(args.seed, i, args.target, archs, cats)
        if cfg["category"] in ("lowbit", "decode"):  # (the ops plan for the device, and key their kernel
            cfg["arch"], cfg["switches"] = lowbit_arch(archs), {}  # caches by arguments, not switches)
        out.append(cfg)
    return out
