"""The command line of ``scripts/gpu_fuzz.py``: its options, and the driver that draws the
programs, compiles them ahead (CUDA), runs them here or in runner processes and prints
the summary."""

import argparse
import json
import os
import time
from pathlib import Path

from . import __doc__ as PACKAGE_DOC
from .archs import lowbit_arch, resolve_archs
from .categories import CATEGORIES
from .configs import configs_for
from .execution import run_config
from .known_issues import classify
from .precompile import Precompiler, wait_ready
from .report import record, summary
from .runner import runner_main
from .shrinking import shrink, shrink_wanted
from .supervisor import run_subprocesses


def orchestrate(args):
    """Run the programs the options name; returns the exit status (1: a failure)."""
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
            run_subprocesses(args, archs, configs, results, ready, deadline, out_dir)
        else:
            for cfg in configs:
                if deadline and time.time() > deadline:
                    break
                wait_ready(ready, cfg["index"])
                res = classify(cfg, run_config(cfg, args.target, args.compile_only), args.target)
                if shrink_wanted(args, res, cfg) and args.target != "cuda":
                    args.shrink_left -= 1
                    res["shrunk"], res["shrink_tries"], _ = shrink(cfg, args.target, budget_s=args.shrink_budget)
                record(args, res, by_index, results, out_dir)
    finally:
        if pre:
            pre.close()
    return summary(args, configs, results, time.time() - t_start)


def parse_args(argv=None):
    """The options (``--_runner`` and the others hidden from --help: the runner process's)."""
    p = argparse.ArgumentParser(description=PACKAGE_DOC.split("\n\n")[0],
                                formatter_class=argparse.RawTextHelpFormatter)
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
    """``gpu_fuzz.py``'s entry: the runner process's loop, or the whole run."""
    args = parse_args(argv)
    if args._runner:
        runner_main(args)
        return 0
    return orchestrate(args)
