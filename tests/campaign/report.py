"""Tables and lists of a campaign's results (``campaign.KernelResult``s)."""

from __future__ import annotations

from collections import Counter

from . import known_misses
from .campaign import Counts
from .known_misses import KNOWN_MISSES

TAGS = {v: k for k, v in vars(known_misses).items() if k.isupper() and isinstance(v, str)}

COLUMNS = ("planted", "reported", "rejected", "listed", "unexplained", "wrong")


def counts_table(results) -> str:
    """Per kernel and total: planted, reported (of which rejected by the verifier),
    listed as redundant, unexplained (of which wrong: the result changed)."""
    head = f"{'kernel':30s} {'form':7s} " + " ".join(f"{c:>11s}" for c in COLUMNS) + f" {'seconds':>8s}"
    lines = [head, "-" * len(head)]
    total = Counts()
    secs = 0.0
    for r in results:
        c = r.counts
        total.add(c)
        secs += r.seconds
        lines.append(f"{r.program:30s} {r.form:7s} " + " ".join(f"{getattr(c, k):11d}" for k in COLUMNS)
                     + f" {r.seconds:8.1f}" + _flag(r))
    lines.append("-" * len(head))
    lines.append(f"{'total (' + str(len(results)) + ' kernels)':38s} " + " ".join(f"{getattr(total, k):11d}"
                                                                          for k in COLUMNS) + f" {secs:8.1f}")
    return "\n".join(lines)


def _flag(r) -> str:
    if not r.baseline_error:
        return ""
    return "  DOES NOT LOWER" if r.baseline_error.startswith("does not") else "  UNMUTATED KERNEL REPORTED"


def total(results) -> Counts:
    t = Counts()
    for r in results:
        t.add(r.counts)
    return t


def categories(results) -> str:
    """How the reported mutants were reported."""
    c = Counter(m.outcome.category for r in results for m in r.results if m.outcome.caught)
    return ", ".join(f"{k}: {v}" for k, v in c.most_common())


def _mutant_line(r, m) -> str:
    return f"{r.program} [{r.form}] {m.mutation.id}: {m.mutation.describe()}"


def unexplained_list(results) -> str:
    """Every unexplained mutant; the wrong-result ones first."""
    rows = [(r, m) for r in results for m in r.unexplained()]
    rows.sort(key=lambda rm: not rm[1].wrong)
    out = []
    for r, m in rows:
        o = m.outcome
        tag = "WRONG RESULT, no report" if m.wrong else \
            {"silent": "same result, no report", "crash": f"simulator crash: {o.message}",
             "timeout": f"time-out: {o.message}"}[o.kind]
        reason = KNOWN_MISSES.get((r.program, r.form), {}).get(m.mutation.id)
        known = f"  [known miss: {TAGS[reason]}]" if reason else "  [NEW]"
        out.append(f"  {_mutant_line(r, m)}\n      -> {tag}{known}")
    return "\n".join(out) or "  (none)"


def listed_list(results) -> str:
    out = [f"  {_mutant_line(r, m)}\n      proof: {m.proof}" for r in results for m in r.results
           if m.status == "listed"]
    return "\n".join(out) or "  (none)"


def anomalies(results) -> str:
    """Listed entries that no mutant has any more, or whose mutant is now reported."""
    out = [f"  {r.program} [{r.form}] {i}" for r in results for i in r.stale_entries]
    out += [f"  {r.program} [{r.form}] {i}: listed, but the kernel has no such mutant" for r in results
            for i in r.missing_entries]
    out += [f"  {_mutant_line(r, m)}\n      listed as redundant but reported: {m.outcome.message}"
            for r in results for m in r.listed_but_reported()]
    out += [f"  {_mutant_line(r, m)}\n      listed as redundant but its result changed"
            for r in results for m in r.listed_but_changed()]
    return "\n".join(out)


def full_report(results) -> str:
    t = total(results)
    parts = ["mutation campaign: one sync op removed or weakened per mutant, run on the simulator", "",
             counts_table(results), "",
             f"planted {t.planted}, reported {t.reported} (rejected by the verifier {t.rejected}), "
             f"listed {t.listed}, unexplained {t.unexplained} (wrong result, unreported: {t.wrong})",
             f"reported as: {categories(results)}", "",
             "unexplained mutants ([known miss: ...]: campaign/known_misses.py says why the simulator misses it):",
             unexplained_list(results), "",
             "listed as redundant:", listed_list(results)]
    broken = [r for r in results if r.baseline_error]
    if broken:
        parts += ["", "kernels the simulator reports UNMUTATED, or that do not lower (no mutant run):"]
        parts += [f"  {r.program} [{r.form}]: {r.baseline_error}" for r in broken]
    odd = anomalies(results)
    if odd:
        parts += ["", "redundancy list entries to revisit:", odd]
    return "\n".join(parts)


def records(results) -> list:
    """One plain dict per mutant (for ``--json``)."""
    out = []
    for r in results:
        for m in r.results:
            s, o = m.mutation.site, m.outcome
            out.append(dict(program=r.program, form=r.form, mutation=m.mutation.id, status=m.status,
                            outcome=o.kind, category=o.category, message=o.message, changed=o.changed,
                            line=s.line, text=s.text, source=s.source, context=s.context, before=s.before,
                            after=s.after, proof=m.proof))
    return out
