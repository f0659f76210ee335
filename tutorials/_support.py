"""What every tutorial does around its kernels: pick the target and the problem size,
make random inputs, check results against torch, time, and report.

The tutorials import it as ``from _support import Tutorial`` (Python puts a script's
own folder on ``sys.path``); it holds no kernels, so each tutorial reads on its own.

Printed lines the tests look for (tests/test_tutorials.py)::

    check: rel_err=2.4e-04 (ok, tol 1e-03)  C = A @ B against torch (float64)
    time: ...

A failed check prints ``(FAILED ...)`` and makes the script exit with status 1.
"""

from __future__ import annotations

import argparse
import sys
import time

import torch

from tilelang.kernel import resolve_target

_WHAT = {
    "cpu": "the CPU interpreter: tile-level reference semantics, run with numpy",
    "sim": "the thread-level simulator: the lowered program, one warp at a time",
    "cuda": "CUDA: lowered, compiled with NVRTC, launched on torch CUDA tensors",
}


class Tutorial:
    """One tutorial run: the command line, the target, checks and timings.

    ``Tutorial(title)`` parses ``--compile-only`` (build the kernels for the target
    and stop before calling them) and resolves ``target="auto"`` the way the kernels
    will (``TILELANG_TARGET``, else CUDA)."""

    def __init__(self, title: str):
        parser = argparse.ArgumentParser(description=title)
        parser.add_argument("--compile-only", action="store_true",
                            help="build the kernels for the current target and stop before running them")
        self.args = parser.parse_args()
        self.compile_only: bool = self.args.compile_only
        self.target = resolve_target("auto")
        self.gpu = self.target == "cuda" and torch.cuda.is_available()
        self.device = "cuda" if self.target == "cuda" else "cpu"
        self.failures: list[str] = []
        self.built: list[str] = []
        print(f"== {title} ==")
        print(f"target: {self.target} ({_WHAT[self.target]})")
        if self.target == "cuda" and not self.gpu and not self.compile_only:
            print("error: the target is CUDA but torch sees no GPU. Run on the CPU interpreter with\n"
                  "  TILELANG_TARGET=cpu python " + sys.argv[0] + "\n"
                  "or only compile: TILELANG_TARGET=cuda TILELANG_CUDA_ARCH=sm_90a python "
                  + sys.argv[0] + " --compile-only", file=sys.stderr)
            sys.exit(2)

    @property
    def small(self) -> bool:
        """True on the interpreters (cpu, sim): problem sizes that run in seconds."""
        return self.target != "cuda"

    def size(self, small, large):
        """``small`` on the interpreters, ``large`` (a realistic GPU size) on CUDA."""
        return small if self.small else large

    # -- kernels --------------------------------------------------------------------
    def compiled(self, name: str, kernel):
        """Note a built kernel; on CUDA say what was built (arch, lines of CUDA C++)."""
        self.built.append(name)
        if self.target == "cuda":
            src = kernel.get_kernel_source()  # raises a clear error when no arch is known
            print(f"built {name}: {kernel.cuda.arch}, {src.count(chr(10))} lines of CUDA C++")
        return kernel

    def stop_if_compile_only(self) -> None:
        if self.compile_only:
            print(f"compile-only: built {len(self.built)} kernel(s) for {self.target} "
                  f"({', '.join(self.built)}); not running them")
            sys.exit(0)

    # -- data -----------------------------------------------------------------------
    def randn(self, *shape, dtype=torch.float16, scale: float = 1.0) -> torch.Tensor:
        """Fresh normal random data on the target's device (never all zeros)."""
        return (torch.randn(*shape, dtype=torch.float32, device=self.device) * scale).to(dtype)

    # -- checks ---------------------------------------------------------------------
    def check(self, what: str, out: torch.Tensor, ref: torch.Tensor, tol: float) -> float:
        """Relative error ``|out - ref| / |ref|`` (Frobenius norms, float64); prints a
        ``check:`` line.  NaN in ``out`` (an element never written, where the output was
        filled with NaN first) fails the check whatever the norm says."""
        out64, ref64 = out.detach().to("cpu", torch.float64), ref.detach().to("cpu", torch.float64)
        unwritten = int(torch.isnan(out64).sum())
        err = float((out64 - ref64).norm() / ref64.norm())
        ok = unwritten == 0 and err <= tol
        note = f"ok, tol {tol:.0e}" if ok else f"FAILED, tol {tol:.0e}"
        if unwritten:
            note += f", {unwritten} elements never written"
        print(f"check: rel_err={err:.1e} ({note})  {what}")
        if not ok:
            self.failures.append(what)
        return err

    # -- timing ---------------------------------------------------------------------
    def time(self, what: str, kernel, args, work: float, unit: str, torch_fn=None, torch_what: str = ""):
        """Time ``kernel(*args)``.  ``work``: bytes moved (unit "GB/s") or floating-point
        operations (unit "TFLOP/s") per call.  On CUDA: the median of CUDA-event timings
        (``kernel.bench``) next to ``torch_fn`` timed the same way.  On the interpreters:
        the wall time of one call, which says nothing about a GPU."""
        scale = 1e3 if unit == "GB/s" else 1e6  # work per microsecond -> GB/s or TFLOP/s
        if self.target != "cuda":
            t0 = time.perf_counter()
            kernel(*args)
            ms = (time.perf_counter() - t0) * 1e3
            where = "CPU interpreter" if self.target == "cpu" else "simulator"
            print(f"time: {what}: {ms:.1f} ms on the {where} (not a GPU timing: run on a GPU for {unit})")
            return None
        us = kernel.bench(*args)
        line = f"time: {what}: {us:.1f} us, {work / us / scale:.2f} {unit}"
        if torch_fn is not None:
            t_ref = bench_torch(torch_fn)
            line += f"; {torch_what}: {t_ref:.1f} us, {work / t_ref / scale:.2f} {unit}; ratio {t_ref / us:.2f}x"
        print(line)
        return us

    def finish(self) -> None:
        if self.failures:
            print(f"FAILED: {', '.join(self.failures)}")
            sys.exit(1)
        print("all checks passed")


def bench_torch(fn, warmup: int = 10, rep: int = 100) -> float:
    """Median time of ``fn()`` in microseconds (CUDA events), as ``kernel.bench`` measures."""
    for _ in range(warmup):
        fn()
    starts = [torch.cuda.Event(enable_timing=True) for _ in range(rep)]
    ends = [torch.cuda.Event(enable_timing=True) for _ in range(rep)]
    for a, b in zip(starts, ends):
        a.record()
        fn()
        b.record()
    torch.cuda.synchronize()
    times = sorted(a.elapsed_time(b) * 1000.0 for a, b in zip(starts, ends))
    return times[len(times) // 2]
