"""Running the programs in runner processes (``gpu_fuzz.py --_runner``): a runner that hits
a sticky CUDA error, dies or hangs is replaced, and the run goes on with the next
program; a failure that broke the CUDA context is shrunk one process per try."""

import json
import os
import subprocess
import sys
import tempfile
import threading
import time

from .known_issues import classify
from .report import record
from .shrinking import brief, greedy_shrink, shrink_wanted

# the command line a runner process is started with
ENTRY_POINT = os.path.abspath(os.path.join(os.path.dirname(__file__), os.pardir, "gpu_fuzz.py"))


def runner_cmd(args, archs, start, ready, deadline, config_path=None, shrink_left=None):
    """The runner's command line: this run's options, from program ``start`` on."""
    cmd = [sys.executable, ENTRY_POINT, "--_runner", "--seed", str(args.seed), "--target", args.target,
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


def run_runner(cmd, timeout, on_event, verbose=False):
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


def run_subprocesses(args, archs, configs, results, ready, deadline, out_dir):
    """Runner processes over the programs in order; a runner that hits a sticky CUDA
    error, dies or hangs is replaced, starting at the next program."""
    by_index = {c["index"]: c for c in configs}
    order = [c["index"] for c in configs]
    start = order[0]

    def on_event(ev):
        if ev.get("shrunk") is not None or "shrink_tries" in ev:
            args.shrink_left -= 1
        record(args, ev, by_index, results, out_dir)

    while True:
        if deadline and time.time() > deadline:
            break
        cmd = runner_cmd(args, archs, start, ready, deadline)
        code, current, ended, tail = run_runner(cmd, args.program_timeout, on_event, args.verbose)
        if current is not None:  # a hang, or the process died inside a program
            cfg = by_index[current]
            why = (f"no result within {args.program_timeout:.0f} s (a hang?): the runner was killed"
                   if ended == "hang" else f"the runner process died (exit {code}): {' | '.join(tail)[-300:]}")
            res = classify(cfg, {"index": current, "category": cfg["category"], "status": "fail", "phase": "run",
                                 "error": why, "sticky": True}, args.target)
            if shrink_wanted(args, res, cfg):
                args.shrink_left -= 1
                res["shrunk"], res["shrink_tries"] = shrink_in_processes(args, archs, cfg, deadline)
            record(args, res, by_index, results, out_dir)
        elif code not in (0, 3):
            print(f"fuzz: the runner exited with {code}: {' | '.join(tail)[-400:]}", flush=True)
        left = [i for i in order if i not in results and i > max(results, default=-1)]
        if not left or (code == 0 and current is None):
            break  # done, or the runner stopped at the deadline
        last = results[max(results)] if results else None
        if last is not None and last.get("sticky") and "shrunk" not in last and shrink_wanted(args, last, by_index[
                last["index"]]) and ended is None:
            args.shrink_left -= 1
            last["shrunk"], last["shrink_tries"] = shrink_in_processes(args, archs, by_index[last["index"]],
                                                                       deadline)
            if last["shrunk"] != by_index[last["index"]]:
                print(f"  program {last['index']} shrunk ({last['shrink_tries']} tries) to: "
                      f"{json.dumps(last['shrunk'])}", flush=True)
        start = left[0]


def shrink_in_processes(args, archs, cfg, deadline):
    """Shrink a failure that broke the CUDA context: one runner process per try."""
    budget = min(args.shrink_budget, (deadline - time.time()) if deadline else args.shrink_budget)

    def still_fails(cand):
        with tempfile.NamedTemporaryFile("w", suffix=".json", delete=False) as f:
            json.dump(cand, f)
        got = []
        _, current, ended, _ = run_runner(runner_cmd(args, archs, 0, "", 0, config_path=f.name, shrink_left=0),
                                          args.program_timeout, got.append)
        os.unlink(f.name)
        if (got and got[-1]["status"] == "fail") or ended:
            print(f"  shrink: still fails with {brief(cand)}", flush=True)
            return True
        return False

    cur, tries, _ = greedy_shrink(cfg, args.target, still_fails, budget, max_tries=12)
    return cur, tries
