"""Compile every golden kernel (tests/golden/cuda) to a cubin and record each cubin's
SHA-256 and NVRTC's CPU time: the check that an NVRTC option or a prelude edit leaves
the SASS alone (CPU only; no GPU).

    python scripts/golden_cubins.py base.json                       # today's options
    python scripts/golden_cubins.py try.json --opt=--Ofast-compile=min [--drop=-minimal]
    python scripts/golden_cubins.py --compare base.json try.json    # which cubins differ

A golden file holds a kernel's source after the prelude; the prelude is
``tests/golden/cuda/prelude.cuh`` unless ``--prelude`` names another file.  The arch is
the file name's (``..._sm90a.cu``).  CPU time (``time.process_time`` around the compile)
is less at the mercy of other processes on the machine than wall time; compare sums of
runs made close together all the same.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

GOLDEN = Path(__file__).resolve().parent.parent / "tests" / "golden" / "cuda"
HEADER_LINES = 2  # (golden_kernels.stored: what the kernel is, how it was written)


def sources(prelude: str) -> dict[str, str]:
    """{golden name: full source} of every golden kernel."""
    out = {}
    for path in sorted(GOLDEN.rglob("*.cu")):
        body = "".join(path.read_text(encoding="utf-8").splitlines(keepends=True)[HEADER_LINES:])
        out[str(path.relative_to(GOLDEN))] = prelude + "\n\n" + body
    return out


def _compile(job) -> tuple[str, str, float, int]:
    name, source, extra, drop = job
    from tilelang.backends.cuda import nvrtc

    arch = "sm_90a" if name.endswith("sm90a.cu") else "sm_80"
    opts = tuple(o for o in nvrtc.default_options(arch) if o not in drop) + tuple(extra)
    t = time.process_time()
    result, log, cubin = nvrtc._nvrtc().compile(source, "tilelang_kernel.cu", opts, "cubin")
    spent = time.process_time() - t
    if result != 0 or not cubin:
        return name, "error: " + log[:2000], spent, 0
    return name, hashlib.sha256(cubin).hexdigest(), spent, len(cubin)


def record(out: str, prelude: Path, extra: list[str], drop: list[str], jobs: int) -> int:
    jobs_in = [(n, s, extra, drop) for n, s in sources(prelude.read_text(encoding="utf-8")).items()]
    with ProcessPoolExecutor(jobs) as pool:
        results = list(pool.map(_compile, jobs_in))
    data = {"options": extra, "dropped": drop, "prelude": str(prelude),
            "kernels": {n: {"sha256": h, "cpu_s": t, "bytes": b} for n, h, t, b in results}}
    Path(out).write_text(json.dumps(data, indent=1))
    errors = [(n, h) for n, h, _, _ in results if h.startswith("error")]
    print(f"{len(results)} kernels, NVRTC CPU time {sum(t for _, _, t, _ in results):.1f} s, {len(errors)} errors")
    for n, h in errors:
        print(f"  {n}: {h}")
    return 1 if errors else 0


def compare(a: str, b: str) -> int:
    ka, kb = (json.loads(Path(p).read_text())["kernels"] for p in (a, b))
    differ = sorted(n for n in ka if ka[n]["sha256"] != kb.get(n, {}).get("sha256"))
    ta, tb = (sum(k["cpu_s"] for k in ks.values()) for ks in (ka, kb))
    print(f"{len(ka)} kernels, {len(differ)} cubins differ; NVRTC CPU time {ta:.1f} s -> {tb:.1f} s")
    for n in differ:
        print(f"  {n}: {ka[n]['bytes']} -> {kb.get(n, {}).get('bytes')} bytes")
    return 1 if differ else 0


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("out", nargs="?", help="the JSON file to write")
    ap.add_argument("--compare", nargs=2, metavar=("A", "B"), help="compare two recorded files")
    ap.add_argument("--opt", action="append", default=[], help="an NVRTC option added after the defaults")
    ap.add_argument("--drop", action="append", default=[], help="a default NVRTC option left out")
    ap.add_argument("--prelude", type=Path, default=GOLDEN / "prelude.cuh")
    ap.add_argument("--jobs", type=int, default=2)
    args = ap.parse_args()
    if args.compare:
        return compare(*args.compare)
    if not args.out:
        ap.error("name the JSON file to write, or --compare A B")
    return record(args.out, args.prelude, args.opt, args.drop, args.jobs)


if __name__ == "__main__":
    sys.exit(main())
