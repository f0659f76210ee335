"""The simulator's misses today: mutants of the corpus that are neither reported nor
redundant (each a real synchronization bug the simulator does not see yet), with the
reason.  They stay *unexplained* in the campaign's counts -- this list only lets the
tests tell a known miss (xfail, with its reason) from a new one (a failure).  When the
simulator learns to see one, its entry goes (the tests warn about entries whose mutant
is now reported).

Empty since 2026-11-26: the 42 misses of the byte-arena simulator's first campaign are
reported now (global memory's order between blocks, global_order.py; a warp's own
wgmma retirement, shared.py; cluster shared memory by phase, dsmem.py) or proven
redundant (redundant.py).  An entry is ``(program, form): {mutation id: reason}``.
"""

from __future__ import annotations

KNOWN_MISSES: dict[tuple[str, str], dict[str, str]] = {}
