"""Shared-memory bank conflicts of the accesses threads issue, counted while the
simulator runs (``tilelang.bank_conflicts()``).

The model is the GPU's: shared memory is 32 banks of 4-byte words. A warp's access
is served in phases -- all 32 lanes when each moves at most 4 bytes, 16 lanes at 8
bytes, 8 lanes at 16 bytes -- and a phase takes one wavefront per distinct word that
its busiest bank holds (lanes reading one word share it). ``ideal`` counts one
wavefront a phase. Counted: element and vector loads and stores of shared buffers,
packed-word loads and stores (the word decode's reads), and ldmatrix / stmatrix (a
lane's 16-byte row, 8 rows a phase). Not counted: cp.async and TMA writes, wgmma
operand reads.

Nothing is recorded unless a report is open, so a run without one pays one lookup an
access.
"""

from __future__ import annotations

import contextlib
import contextvars

import numpy as np

_REPORT: contextvars.ContextVar = contextvars.ContextVar("tilelang_bank_report", default=None)


class BankReport:
    """Per access site (source line and op): warp requests, wavefronts, ideal wavefronts."""

    def __init__(self):
        self.sites: dict[tuple[str, str], list[int]] = {}

    def record(self, where: str, what: str, requests: int, wavefronts: int, ideal: int) -> None:
        row = self.sites.setdefault((where, what), [0, 0, 0])
        row[0] += requests
        row[1] += wavefronts
        row[2] += ideal

    @property
    def wavefronts(self) -> int:
        return sum(r[1] for r in self.sites.values())

    @property
    def excess(self) -> int:
        """Wavefronts beyond one a phase, over every site: 0 when conflict-free."""
        return sum(r[1] - r[2] for r in self.sites.values())

    def worst(self, n: int = 10) -> list[tuple[str, str, int, int, int]]:
        """The ``n`` sites with the most excess wavefronts: (where, op, requests,
        wavefronts, ideal)."""
        rows = [(w, op, *r) for (w, op), r in self.sites.items()]
        return sorted(rows, key=lambda r: (r[3] - r[4], r[3]), reverse=True)[:n]

    def __str__(self) -> str:
        lines = [f"shared-memory wavefronts: {self.wavefronts}, {self.excess} beyond one a phase"]
        for where, op, req, wf, ideal in self.worst():
            lines.append(f"  {where} {op}: {req} warp requests, {wf} wavefronts ({wf / max(ideal, 1):.2f}x ideal)")
        return "\n".join(lines)


@contextlib.contextmanager
def bank_conflicts():
    """Count the shared-memory bank conflicts of the simulator runs (target "sim")
    inside the ``with`` block::

        with tilelang.bank_conflicts() as report:
            kernel(a, b)
        print(report)           # the worst sites, by source line
        assert report.excess == 0
    """
    report = BankReport()
    token = _REPORT.set(report)
    try:
        yield report
    finally:
        _REPORT.reset(token)


def record(sim, op, buf, flat, tids) -> None:
    """Count one shared access: elements ``flat`` of ``buf`` by ``tids`` (one each)."""
    report = _REPORT.get()
    if report is None or np.size(flat) == 0:
        return
    units, t = buf.expand(np.asarray(flat).reshape(-1), np.asarray(tids).reshape(-1))
    t = np.asarray(t, np.int64)
    addr = np.asarray(units, np.int64).reshape(-1) * buf.arena.layout.granule
    width = int(np.bincount(t).max()) * buf.arena.layout.granule  # bytes a thread moves
    per_phase = 32 if width <= 4 else max(1, 128 // width)
    warp, phase, word = t // 32, t % 32 // per_phase, addr // 4
    words = np.unique(np.stack([warp, phase, word % 32, word]), axis=1)
    groups, per_bank = np.unique(words[:3], axis=1, return_counts=True)  # distinct words a bank
    phases, busiest = np.unique(groups[:2], axis=1, return_inverse=True)
    worst = np.zeros(phases.shape[1], np.int64)
    np.maximum.at(worst, busiest.reshape(-1), per_bank)
    report.record(sim.where(sim.op_id(op)), op.name, int(np.unique(warp).size), int(worst.sum()),
                  int(phases.shape[1]))
