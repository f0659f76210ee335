"""Building and running one program: compile, run its trials, and turn what happens into a
result (ok, refused, or a failure with its phase and error)."""

import os
import time
import traceback

from .categories import BUILDERS
from .checks import Failure
from .compiling import compile_error_kind, lowering_switches


def build_program(cfg, target):
    """Compile the program's kernel(s); returns a ``run(device, trial)`` function."""
    with lowering_switches(cfg):
        return BUILDERS[cfg["category"]](cfg, target)


def trials_of(cfg):
    """Two calls where state carries over between calls (split-K counters) or a race
    could move the result; one elsewhere."""
    if cfg["category"] == "int4cfg" or cfg.get("ws") or cfg.get("tiles", {}).get("producer"):
        return 2
    return 1


def device_for(target):
    """The torch device a target's programs take their tensors on."""
    return "cuda" if target == "cuda" else "cpu"


def sticky_cuda_error(target):
    """After an exception on CUDA: is the context still usable?"""
    if target != "cuda":
        return False
    import torch

    try:
        torch.cuda.synchronize()
        (torch.ones(4, device="cuda") + 1).sum().item()
        return False
    except Exception:  # noqa: BLE001
        return True


def one_line(e):
    """An exception as one short line (its first three non-empty lines)."""
    text = f"{type(e).__name__}: {e}"
    lines = [ln for ln in text.splitlines() if ln.strip()]
    return " | ".join(lines[:3])[:400]


def run_config(cfg, target, compile_only=False):
    """Build and run one program: {"status": ok|fail|refused, "phase", "error", "time"}."""
    t0 = time.time()
    res = {"index": cfg.get("index"), "category": cfg["category"], "status": "ok", "phase": "compile"}
    try:
        runner = build_program(cfg, target)
    except Exception as e:  # noqa: BLE001  (classified)
        kind = compile_error_kind(e)
        res.update(status=kind or "fail", error=one_line(e))
        if kind is None:
            res["traceback"] = traceback.format_exc(limit=-6)
        res["time"] = round(time.time() - t0, 3)
        return res
    res["compile_time"] = round(time.time() - t0, 3)
    if compile_only:
        res["time"] = res["compile_time"]
        return res
    res["phase"] = "run"
    device = device_for(target)
    try:
        _injected_fault(cfg)
        for trial in range(trials_of(cfg)):
            res["rel"] = runner(device, trial)
            if target == "cuda":
                import torch

                torch.cuda.synchronize()
    except Failure as e:
        res.update(status="fail", error=str(e)[:600])
    except Exception as e:  # noqa: BLE001
        res.update(status="fail", error=one_line(e), traceback=traceback.format_exc(limit=-6))
        if sticky_cuda_error(target):
            res["sticky"] = True
    res["time"] = round(time.time() - t0, 3)
    return res


def _injected_fault(cfg):
    """GPU_FUZZ_FAULT="3:die,5:hang,7:wrong" (tests of this script): program 3's process
    dies, 5 hangs, 7 gives a wrong result -- to check the reporting, not the compiler."""
    for item in filter(None, os.environ.get("GPU_FUZZ_FAULT", "").split(",")):
        index, kind = item.split(":")
        if int(index) == cfg.get("index"):
            if kind == "die":
                os._exit(9)
            if kind == "hang":
                time.sleep(3600)
            if kind == "wrong":
                raise Failure("injected wrong result (GPU_FUZZ_FAULT)")
