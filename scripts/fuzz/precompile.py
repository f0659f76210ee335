"""Compiling every program ahead of the runner, in a pool of spawned processes that fill
the kernel disk cache (``TILELANG_CACHE_DIR``); ``ready/<index>`` marks one done."""

import os
import threading
import time
from pathlib import Path

from .execution import build_program, one_line


def _precompile_one(job):
    """(worker) compile one program's kernels into the disk cache; errors are the runner's
    business (it meets them again)."""
    cfg, target = job
    try:
        build_program(cfg, target)
        return cfg["index"], None
    except Exception as e:  # noqa: BLE001
        return cfg["index"], one_line(e)


def _worker_init(arch):
    os.environ["CUDA_VISIBLE_DEVICES"] = ""  # compile only: no CUDA context in the workers
    if arch:
        os.environ["TILELANG_CUDA_ARCH"] = arch


class Precompiler:
    """Compiles every program in parallel spawned processes; ``ready/<i>`` marks done."""

    def __init__(self, configs, target, jobs, ready_dir, lowbit_arch_):
        from concurrent.futures import ProcessPoolExecutor
        import multiprocessing

        self.ready = Path(ready_dir)
        self.ready.mkdir(parents=True, exist_ok=True)
        ctx = multiprocessing.get_context("spawn")
        self.pool = ProcessPoolExecutor(jobs, mp_context=ctx, initializer=_worker_init, initargs=(lowbit_arch_,))
        self.futures = [self.pool.submit(_precompile_one, (c, target)) for c in configs]
        self.thread = threading.Thread(target=self._collect, daemon=True)
        self.thread.start()

    def _collect(self):
        for f in self.futures:
            try:
                i, _ = f.result()
            except Exception:  # noqa: BLE001  (a broken pool: the runner compiles the rest itself)
                for g in self.futures:
                    g.cancel()
                (self.ready / "all").touch()
                return
            (self.ready / str(i)).touch()
        (self.ready / "all").touch()

    def close(self):
        """Cancel what has not started and let the pool go (without waiting for it)."""
        for f in self.futures:
            f.cancel()
        self.pool.shutdown(wait=False, cancel_futures=True)


def wait_ready(ready_dir, index, timeout=300.0):
    """Wait until program ``index`` is compiled (or all are; no ``ready_dir``: no wait)."""
    if not ready_dir:
        return
    d = Path(ready_dir)
    t0 = time.time()
    while not (d / str(index)).exists() and not (d / "all").exists() and time.time() - t0 < timeout:
        time.sleep(0.02)
