"""The machine code ptxas made of a kernel, and one check of it: no instruction touches
the registers of a wgmma still in flight.

The IR orders a wgmma's accumulators (and its A registers) by ``wgmma_wait``; ptxas
schedules the SASS and has moved reads of accumulators above the
``WARPGROUP.DEPBAR`` that retires them (``lowering/passes/wgmma_register_waits.py``).
This module reads the SASS back (``nvdisasm`` of the CUBIN: the ``nvidia-cuda-nvdisasm``
wheel of the test extras, or a CUDA toolkit) and walks it in address order with the
set of HGMMA groups in flight: an ``HGMMA ... gsb0`` closes a group,
``WARPGROUP.DEPBAR.LE gsb0, k`` leaves the last k, and any other instruction that
names one of an in-flight group's accumulator registers -- or writes one of its A
registers -- is a hazard.

The walk is linear: code after a loop sees the groups its last iteration left in
flight (the epilogue case); a loop's top does not see its back edge (a read there would
come before the loop's own wgmmas in address order, which the generated code has none
of).  A check for tests and tools, not a proof.
"""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import tempfile
from pathlib import Path

_INSN = re.compile(r"^\s*/\*[0-9a-f]+\*/\s+(?P<text>[^;]*);")
_HGMMA = re.compile(r"HGMMA\.64x(?P<n>\d+)x\d+\.F(?P<acc>16|32)\S*\s+R(?P<d>\d+),\s*(?:R(?P<a>\d+),)?")
_DEPBAR = re.compile(r"WARPGROUP\.DEPBAR\.LE\s+gsb0,\s*0x(?P<k>[0-9a-f]+)")
_REG = re.compile(r"(?<![\w.])R(\d+)(?:\.(64|128))?\b")
_WIDE = re.compile(r"\.(64|128)\b")


def nvdisasm_path() -> str | None:
    """``nvdisasm``: on PATH, under ``CUDA_HOME``, or from the ``nvidia-cuda-nvdisasm`` wheel."""
    found = shutil.which("nvdisasm")
    if found:
        return found
    for root in filter(None, (os.environ.get("CUDA_HOME"), "/usr/local/cuda")):
        p = Path(root) / "bin" / "nvdisasm"
        if p.is_file():
            return str(p)
    try:
        import nvidia
    except ImportError:
        return None
    for base in getattr(nvidia, "__path__", []):
        for p in sorted(Path(base).glob("cu*/bin/nvdisasm")):
            if p.is_file():
                if not os.access(p, os.X_OK):
                    p.chmod(p.stat().st_mode | 0o111)  # (wheels do not keep the mode bits)
                return str(p)
    return None


def disassemble(cubin: bytes) -> str:
    """The SASS text of a CUBIN (raises ``FileNotFoundError`` without ``nvdisasm``)."""
    tool = nvdisasm_path()
    if tool is None:
        raise FileNotFoundError("nvdisasm not found: pip install nvidia-cuda-nvdisasm, or set CUDA_HOME")
    with tempfile.NamedTemporaryFile(suffix=".cubin") as f:
        f.write(cubin)
        f.flush()
        return subprocess.run([tool, f.name], capture_output=True, text=True, check=True).stdout


def instructions(sass: str) -> list[str]:
    """The instructions of the SASS text, in address order, without predicates' spacing."""
    return [re.sub(r"\s+", " ", m.group("text")).strip() for m in map(_INSN.match, sass.splitlines()) if m]


_ADDR_INSN = re.compile(r"^\s*/\*(?P<addr>[0-9a-f]+)\*/\s+(?P<text>[^;]*);")
_LABEL = re.compile(r"^\s*(?P<label>\.L\w+):")
_BRANCH = re.compile(r"\bBRA\b[^;]*?(?:`\((?P<label>\.L\w+)\)|(?P<target>0x[0-9a-f]+))")


def hottest_loop(sass: str, innermost_with: str | None = None) -> list[str]:
    """The instructions of the longest loop body (a backward branch and its target, in
    address order; [] without one): a kernel's main loop, for static counts per weight
    (the packed gemv's test: ``tests/test_ops_gemv_packed.py``).  ``innermost_with``: the
    shortest of the bodies with the most instructions naming it instead ("MMA": a key loop
    that an enclosing loop's span also holds).  Branch targets are nvdisasm's labels or
    cuobjdump's addresses."""
    found, labels, pending = [], {}, []
    for line in sass.splitlines():
        lab = _LABEL.match(line)
        if lab:
            pending.append(lab.group("label"))
            continue
        m = _ADDR_INSN.match(line)
        if m:
            addr = int(m.group("addr"), 16)
            labels.update((name, addr) for name in pending)
            pending = []
            found.append((addr, re.sub(r"\s+", " ", m.group("text")).strip()))
    best: list[str] = []
    for addr, text in found:
        b = _BRANCH.search(text)
        if not b:
            continue
        target = labels.get(b.group("label")) if b.group("label") else int(b.group("target"), 16)
        if target is not None and target < addr:
            body = [t for a, t in found if target <= a <= addr]
            if innermost_with is None:
                best = body if len(body) > len(best) else best
            else:
                key = lambda b: (sum(innermost_with in t for t in b), -len(b))  # noqa: E731
                best = body if not best or key(body) > key(best) else best
    return best


def _registers(text: str) -> list[tuple[int, bool]]:
    """(register, written) for each general register the instruction names: the first
    operand is the destination for all but stores; a ``.64``/``.128`` access names 2/4."""
    op, _, rest = text.partition(" ")
    wide = _WIDE.search(op)
    count = {"64": 2, "128": 4}[wide.group(1)] if wide and op.split(".")[0] in ("LDS", "LDG", "STS", "STG", "LD",
                                                                               "ST", "LDSM", "STSM") else 1
    stores = op.split(".")[0] in ("STS", "STG", "ST", "STSM", "RED", "ATOMS")
    out = []
    for i, m in enumerate(_REG.finditer(rest)):
        base = int(m.group(1))
        n = count if i > 0 or not stores else 1
        out.extend((base + j, i == 0 and not stores) for j in range(n))
    return out


def wgmma_register_hazards(sass: str) -> list[str]:
    """Each instruction that touches an in-flight wgmma's accumulators (or writes its A
    registers), with the HGMMA it races: ``"<insn>  <-  <hgmma>"``."""
    hazards, open_group, groups = [], [], []
    for text in instructions(sass):
        body = re.sub(r"^@!?U?P\w+ ", "", text)
        m = _HGMMA.search(body)
        if m:
            regs = int(m.group("n")) // (2 if m.group("acc") == "32" else 4)
            acc = set(range(int(m.group("d")), int(m.group("d")) + regs))
            a = set(range(int(m.group("a")), int(m.group("a")) + 4)) if m.group("a") else set()
            open_group.append((acc, a, text))
            if "gsb0" in body:
                groups.append(open_group)
                open_group = []
            continue
        d = _DEPBAR.search(body)
        if d:
            keep = int(d.group("k"), 16)
            groups = groups[len(groups) - keep:] if keep else []
            continue
        for acc, a, hgmma in (w for g in groups for w in g):
            if any(r in acc or (written and r in a) for r, written in _registers(body)):
                hazards.append(f"{text}  <-  {hgmma}")
                break
    return hazards
