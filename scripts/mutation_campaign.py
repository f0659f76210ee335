#!/usr/bin/env python
"""The mutation campaign over the whole corpus (tests/campaign): remove or weaken one
synchronization op at a time in every lowered kernel, run each mutant on the
thread-level simulator, and print the counts -- planted, reported, listed as
redundant, unexplained, wrong result unreported -- per kernel and in total, then
every unexplained mutant and the redundancy list with its proofs.

    python scripts/mutation_campaign.py                      # the whole corpus, both forms
    python scripts/mutation_campaign.py t04_pipelined_s2 attention --form sm_90a
    python scripts/mutation_campaign.py --check              # exit status 1 if any is unexplained
    python scripts/mutation_campaign.py --list               # the corpus
    python scripts/mutation_campaign.py --jobs 8             # kernels in 8 processes

CPU only (the simulator); a few minutes for the whole corpus on one core.
"""

from __future__ import annotations

import argparse
import json
import multiprocessing
import os
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tests"))

from campaign import CORPUS, FORMS, run_kernel  # noqa: E402
from campaign.report import full_report, records, total  # noqa: E402


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("programs", nargs="*", help="corpus programs to run (default: all)")
    ap.add_argument("--form", choices=FORMS, action="append", help="only these forms (default: both)")
    ap.add_argument("--check", action="store_true", help="exit with status 1 when a mutant is unexplained")
    ap.add_argument("--list", action="store_true", help="print the corpus and exit")
    ap.add_argument("--verbose", "-v", action="store_true", help="print every mutant as it runs")
    ap.add_argument("--json", metavar="PATH", help="also write every mutant's record to PATH (JSON)")
    ap.add_argument("--seconds", type=float, default=120, help="time limit of one mutant's run (default 120)")
    ap.add_argument("--jobs", "-j", type=int, default=1,
                    help="kernels run in this many processes (0: one per core; default 1)")
    args = ap.parse_args(argv)
    if args.list:
        for p in CORPUS.values():
            print(f"{p.name:30s} {','.join(p.forms):14s} {p.covers}")
        return 0
    unknown = [n for n in args.programs if n not in CORPUS]
    if unknown:
        ap.error(f"not in the corpus: {', '.join(unknown)} (see --list)")
    kernels = [(name, form) for name in args.programs or list(CORPUS) for form in CORPUS[name].forms
               if not args.form or form in args.form]
    jobs = args.jobs or os.cpu_count() or 1
    if jobs > 1 and len(kernels) > 1:  # (each worker reports its kernel when done; the table keeps corpus order)
        with multiprocessing.get_context("fork").Pool(min(jobs, len(kernels))) as pool:
            results = pool.starmap(_run_one, [(name, form, args.seconds, args.verbose) for name, form in kernels],
                                   chunksize=1)
    else:
        results = [_run_one(name, form, args.seconds, args.verbose) for name, form in kernels]
    print(full_report(results))
    if args.json:
        Path(args.json).write_text(json.dumps(records(results), indent=1))
    return 1 if args.check and total(results).unexplained else 0


def _run_one(name: str, form: str, seconds: float, verbose: bool):
    """One kernel's campaign (progress on stderr)."""
    print(f"... {name} [{form}]", file=sys.stderr, flush=True)

    def show(m):
        o = m.outcome
        print(f"    {name} [{form}] {m.mutation.id:34s} {m.status:11s} {o.kind}/{o.category or '-'}"
              f"{' CHANGED' if o.changed else ''} {o.message[:100]}", file=sys.stderr, flush=True)

    return run_kernel(CORPUS[name], form, seconds_per_mutant=seconds, progress=show if verbose else None)


if __name__ == "__main__":
    sys.exit(main())
