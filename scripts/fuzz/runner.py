"""The runner process (``gpu_fuzz.py --_runner``): runs the programs in order and reports
each event as one JSON line on stdout, for the supervisor to read."""

import json
import os
import sys
import time

from .archs import lowbit_arch
from .configs import configs_for
from .execution import run_config
from .known_issues import classify
from .precompile import wait_ready
from .shrinking import shrink, shrink_wanted


def _emit(event):
    print(json.dumps(event, default=str), flush=True)


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
        _emit({"event": "start", "index": cfg["index"]})
        res = classify(cfg, run_config(cfg, args.target, args.compile_only), args.target)
        res["event"] = "result"
        if shrink_wanted(args, res, cfg) and not res.get("sticky") and time.time() + 10 < deadline:
            args.shrink_left -= 1
            _emit({"event": "log", "text": f"  shrinking program {cfg['index']} ..."})
            # (every try emits a log event: the supervisor restarts its hang clock on each)
            shrunk, tries, sticky = shrink(cfg, args.target, budget_s=min(args.shrink_budget, deadline - time.time()),
                                           log=lambda s: _emit({"event": "log", "text": s}),
                                           tick=lambda: _emit({"event": "log", "text": ""}))
            res.update(shrunk=shrunk, shrink_tries=tries, sticky=sticky)
        _emit(res)
        if res.get("sticky"):
            sys.exit(3)
