"""One lowered kernel's campaign: run it unmutated, then every mutant; classify each.

* reported: the simulator raised a ``TileLangError`` (race, stale read, hang, ...) or
  the verifier rejected the mutant;
* listed: not reported, the outputs equal the unmutated kernel's, and
  ``redundant.REDUNDANT`` proves the op redundant there;
* unexplained: neither (a simulator crash or time-out included) -- *wrong* when its
  outputs also differ from the unmutated kernel's.
"""

from __future__ import annotations

import time
from dataclasses import dataclass, field

from tilelang.errors import TileLangError

from .corpus import Program
from .execute import Outcome, run
from .execute import outcome as run_mutant
from .inputs import make_args
from .mutators import Mutation, apply_mutation, mutations
from .premises import PREMISES
from .redundant import Redundant, entries_for, entry_for


@dataclass
class MutantResult:
    mutation: Mutation
    outcome: Outcome
    proof: str | None  # the redundancy list's entry, if any

    @property
    def status(self) -> str:
        if self.outcome.caught:
            return "reported"
        if self.proof is not None and self.outcome.kind == "silent" and not self.outcome.changed:
            return "listed"  # (a listed mutant whose result changed contradicts its proof: unexplained)
        return "unexplained"

    @property
    def wrong(self) -> bool:
        return self.status == "unexplained" and self.outcome.changed


@dataclass
class Counts:
    planted: int = 0
    reported: int = 0
    rejected: int = 0   # (of reported: by the verifier)
    listed: int = 0
    unexplained: int = 0
    wrong: int = 0      # (of unexplained: the result changed)

    def add(self, other: "Counts") -> "Counts":
        for k in self.__dataclass_fields__:
            setattr(self, k, getattr(self, k) + getattr(other, k))
        return self


@dataclass
class KernelResult:
    program: str
    form: str
    results: list = field(default_factory=list)
    seconds: float = 0.0          # the whole campaign of this kernel
    stale_entries: list = field(default_factory=list)  # listed entries that do not apply (and why)
    missing_entries: list = field(default_factory=list)  # listed ids the kernel has no mutant for
    baseline_error: str = ""      # the unmutated kernel's own report, or why it did not lower (no mutant runs)

    @property
    def counts(self) -> Counts:
        c = Counts(planted=len(self.results))
        for r in self.results:
            status = r.status
            c.reported += status == "reported"
            c.rejected += r.outcome.kind == "rejected"
            c.listed += status == "listed"
            c.unexplained += status == "unexplained"
            c.wrong += r.wrong
        return c

    def unexplained(self) -> list:
        return [r for r in self.results if r.status == "unexplained"]

    def listed_but_reported(self) -> list:
        """Listed mutants the simulator reports: the list's proof is wrong (a verifier's
        rejection of the mutant's IR says nothing about the proof)."""
        return [r for r in self.results if r.proof is not None and r.outcome.kind == "reported"]

    def listed_but_changed(self) -> list:
        """Listed mutants whose outputs differ from the unmutated kernel's: the proof is wrong."""
        return [r for r in self.results if r.proof is not None and r.outcome.changed]


def listed_entry_holds(entry: Redundant, module, mutation: Mutation) -> str | None:
    """None when the redundancy list's entry applies to the mutant's op: it sits where
    the entry says, and the entry's premise (if any) holds on the lowered module."""
    site = mutation.site
    if site.context != entry.where:
        return f"the op moved: listed in {entry.where!r}, found in {site.context!r}"
    if entry.text is not None and entry.text not in site.text:
        return f"the op changed: listed as {entry.text!r}, found {site.text!r}"
    if entry.near and f"{site.before}>{site.after}" not in entry.near:
        return f"the ops around it changed: listed between {' or '.join(entry.near)}, found {site.before}>{site.after}"
    if entry.premise is not None:
        why = PREMISES[entry.premise](module, site)
        if why is not None:
            return f"the premise {entry.premise} no longer holds: {why}"
    return None


def run_kernel(program: Program, form: str, seconds_per_mutant: float | None = 120, only=None,
               progress=None) -> KernelResult:
    """The campaign of ``program`` lowered for ``form``.  ``only``: mutation ids to run
    (all by default); ``progress(result)`` is called after each mutant."""
    t0 = time.perf_counter()
    out = KernelResult(program.name, form)
    try:
        module = program.lower(form)
    except Exception as e:  # noqa: BLE001 (a program that no longer builds is a row of the report)
        out.baseline_error = f"does not build or lower: {type(e).__name__}: {str(e).strip().splitlines()[0]}"
        return out
    args = make_args(module.funcs[0], seed=0, overrides=program.inputs)
    try:
        baseline = run(module, args)
    except TileLangError as e:  # the unmutated kernel is reported: no mutant can say more
        out.baseline_error = (getattr(e, "message", None) or str(e)).strip().splitlines()[0]
        out.seconds = time.perf_counter() - t0
        return out
    planted = mutations(module)
    for m in planted:
        if only is not None and m.id not in only:
            continue
        proof = None
        entry = entry_for(program.name, form, m.id)
        if entry is not None:
            why = listed_entry_holds(entry, module, m)
            if why is None:
                proof = entry.proof
            else:
                out.stale_entries.append(f"{m.id}: {why}")
        mutant = apply_mutation(module, m)
        result = MutantResult(m, run_mutant(mutant, args, baseline, seconds_per_mutant), proof)
        out.results.append(result)
        if progress:
            progress(result)
    ids = {m.id for m in planted}
    out.missing_entries = sorted(set(entries_for(program.name, form)) - ids)
    out.seconds = time.perf_counter() - t0
    return out
