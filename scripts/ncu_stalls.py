"""Where a kernel's warps wait, from ncu's source counters: the stall reasons over the
whole kernel and the instructions that hold most of the samples, each with its three
largest reasons.

    ncu --section SourceCounters --section WarpStateStats -k regex:split --launch-skip 2 \\
        --launch-count 1 -o split python3 benchmarks/profile_decode.py 16 32768
    ncu --import split.ncu-rep --page source --csv --print-source sass > split.csv
    python3 scripts/ncu_stalls.py split.csv [--top 30]

(``scripts/profile_decode.sh`` with ``SOURCE=1`` runs all three.)  The CSV's first line
names the kernel, the second the columns: ``Address``, ``Source`` (the SASS),
``Warp Stall Sampling (All Samples)`` and one ``stall_<reason>`` column a reason (and the
same again "(Not Issued)", not counted here).
"""

from __future__ import annotations

import argparse
import csv
import sys
from collections import Counter

SAMPLES = "Warp Stall Sampling (All Samples)"


def read(path: str) -> tuple[str, list[dict]]:
    """(kernel name, one dict a SASS instruction) from ncu's ``--page source --csv``."""
    with open(path, newline="") as f:
        rows = list(csv.reader(f))
    if len(rows) < 2 or SAMPLES not in rows[1]:
        raise SystemExit(f"ncu_stalls: {path} is not ncu's source page as CSV (no '{SAMPLES}' column)")
    name = rows[0][1] if len(rows[0]) > 1 else "?"
    header = rows[1]
    return name, [dict(zip(header, r)) for r in rows[2:] if len(r) == len(header)]


def _number(text: str) -> float:
    try:
        return float(text.replace(",", "")) if text else 0.0
    except ValueError:
        return 0.0


def reasons_of(row: dict) -> Counter:
    """A row's samples by stall reason (the issued-or-not columns only)."""
    return Counter({k[len("stall_"):]: _number(v) for k, v in row.items()
                    if k.startswith("stall_") and "Not Issued" not in k and _number(v)})


def report(name: str, rows: list[dict], top: int = 25) -> str:
    """The table (module docstring) as text."""
    total = Counter()
    for r in rows:
        total.update(reasons_of(r))
    samples = sum(total.values())
    if not samples:
        return f"{name}: no stall samples"
    out = [f"{name}: {samples:.0f} samples over {len(rows)} instructions"]
    out += [f"  {reason:<20} {n:8.0f} {100 * n / samples:5.1f}%" for reason, n in total.most_common()]
    out.append(f"the {top} instructions with most samples (address, samples, share, SASS, top reasons):")
    for r in sorted(rows, key=lambda r: -_number(r.get(SAMPLES, "")))[:top]:
        n = _number(r.get(SAMPLES, ""))
        why = " ".join(f"{k}:{v:.0f}" for k, v in reasons_of(r).most_common(3))
        out.append(f"  {r.get('Address', '')[-5:]:>5} {n:6.0f} {100 * n / samples:4.1f}%  "
                   f"{' '.join(r.get('Source', '').split())[:56]:<56} {why}")
    return "\n".join(out)


def main(argv=None) -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("csv", help="ncu --page source --csv --print-source sass output")
    ap.add_argument("--top", type=int, default=25, help="instructions listed (default 25)")
    args = ap.parse_args(argv)
    print(report(*read(args.csv), top=args.top))


if __name__ == "__main__":
    sys.exit(main())
