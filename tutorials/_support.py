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
import re
import sys
import time

import torch

from tilelang.errors import TileLangError
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
            try:
                src = kernel.get_kernel_source()
            except TileLangError as e:  # no GPU and no TILELANG_CUDA_ARCH: nothing was built
                print(f"error: {e}", file=sys.stderr)
                sys.exit(2)
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
        out64, ref64 = out.detach().double(), ref.detach().to(out.device, torch.float64)  # on the GPU there
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
    """Median time of ``fn()`` in microseconds (CUDA events), as ``kernel.bench`` measures;
    ``fn`` may be a list of callables run in turn (one per copy of the inputs)."""
    from tilelang.timing import cuda_median_us

    return cuda_median_us(fn, warmup, rep)


# -- reading IR -----------------------------------------------------------------------
_STRUCTURE = ("func", "kernel", "for", "if")
_OP_NAME = re.compile(r"(?:%[\w.]+(?:, %[\w.]+)* = )?([a-z_0-9]+)")
_LOC = re.compile(r" loc\([^)]*\)$")


def outline(ir_text: str, ops: tuple[str, ...]) -> str:
    """The skeleton of an IR text: functions, kernels, loops and branches, plus the
    lines of the ops named in ``ops``; source locations dropped, a run of the same op
    shown once with its count, loops and branches left empty removed.  Lowered IR is
    mostly index arithmetic; this is the part that shows the program's shape."""
    kept: list[str] = []
    stack: list[bool] = []
    for line in ir_text.splitlines():
        body = _LOC.sub("", line)
        s = body.strip()
        if not s:
            continue
        if s.startswith("}"):  # a region closer, or "} {" between two regions
            if stack and stack[-1]:
                kept.append(body)
            if not s.endswith("{") and stack:
                stack.pop()
            continue
        name = _op_name(s)
        keep = name in _STRUCTURE or name in ops
        if s.endswith("{"):
            stack.append(keep)
        if keep:
            kept.append(body)
    kept = _drop_empty_regions(kept)
    return "\n".join(_count_runs(kept))


def _op_name(line: str) -> str:
    m = _OP_NAME.match(line.strip())
    return m.group(1) if m else ""


def _indent(line: str) -> int:
    return len(line) - len(line.lstrip())


def _drop_empty_regions(lines: list[str]) -> list[str]:
    changed = True
    while changed:
        changed = False
        for i in range(len(lines) - 1):
            a, b = lines[i], lines[i + 1]
            if a.endswith("{") and b.strip() == "}" and _indent(a) == _indent(b):
                del lines[i:i + 2]
                changed = True
                break
    return lines


def _run_key(line: str):
    """Lines that collapse into one: the same op with the same attributes, no results."""
    s = line.strip()
    if s.endswith("{") or s.startswith("}") or " = " in s.split(" {")[0]:
        return None
    attrs = re.search(r"\{[^}]*\}$", s)
    return _op_name(s), attrs.group(0) if attrs else ""


def _count_runs(lines: list[str]) -> list[str]:
    out: list[str] = []
    i = 0
    while i < len(lines):
        j = i
        key = _run_key(lines[i])
        while (j + 1 < len(lines) and key and _run_key(lines[j + 1]) == key
               and _indent(lines[j + 1]) == _indent(lines[i])):
            j += 1
        out.append(lines[i] + (f"    ... and {j - i} more like it" if j > i else ""))
        i = j + 1
    return out
