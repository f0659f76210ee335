"""Regenerate the golden CUDA sources (tests/golden/cuda/): the only way to update them.

    python scripts/update_golden.py            # write, print what changed
    python scripts/update_golden.py --check    # write nothing; exit 1 if any would change

Which kernels, and how they are generated: ``tests/golden_kernels.py``.  The diff this
leaves in git is the review of a deliberate change to generated code.  A golden file no
kernel generates any more is deleted.
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tests"))
import golden_kernels as gk  # noqa: E402


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="compare only; exit status 1 if any file would change")
    args = parser.parse_args()
    t0 = time.perf_counter()
    sources = gk.generate()
    old = set(gk.stored_files())
    added = sorted(set(sources) - old)
    removed = sorted(old - set(sources))
    changed = sorted(n for n in set(sources) & old if (gk.GOLDEN / n).read_text(encoding="utf-8") != sources[n])
    for what, names in (("added", added), ("changed", changed), ("removed", removed)):
        for n in names:
            print(f"{what:8s}{gk.GOLDEN.relative_to(gk.ROOT) / n}")
    if not args.check:
        for n in added + changed:
            (gk.GOLDEN / n).parent.mkdir(parents=True, exist_ok=True)
            (gk.GOLDEN / n).write_text(sources[n], encoding="utf-8")
        for n in removed:
            (gk.GOLDEN / n).unlink()
    size = sum(len(t.encode()) for t in sources.values())
    print(f"{len(sources)} golden files, {size / 1e6:.2f} MB; {len(added)} added, {len(changed)} changed, "
          f"{len(removed)} removed{' (not written: --check)' if args.check else ''} "
          f"({time.perf_counter() - t0:.0f} s)")
    return 1 if args.check and (added or changed or removed) else 0


if __name__ == "__main__":
    sys.exit(main())
