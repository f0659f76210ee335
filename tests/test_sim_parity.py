"""Every interpreter test program gives the same results lowered on the simulator.

The interpreter suite (tests/test_interp_*.py) runs again with ``--target sim``: each
kernel it compiles for the CPU interpreter is lowered to threads and run on the
thread-level simulator (race and stale-read checks on), against the same torch
references.  Done in a subprocess so the jit caches start empty.
"""

import re
import subprocess
import sys
from pathlib import Path

HERE = Path(__file__).parent


def test_interpreter_suite_passes_on_the_simulator():
    files = sorted(str(p) for p in HERE.glob("test_interp_*.py"))
    proc = subprocess.run([sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", "--target", "sim", *files],
                          capture_output=True, text=True, cwd=HERE.parent, timeout=1800)
    tail = proc.stdout.strip().splitlines()[-1] if proc.stdout.strip() else proc.stderr[-2000:]
    assert proc.returncode == 0, proc.stdout[-6000:] + proc.stderr[-2000:]
    passed = int(re.search(r"(\d+) passed", tail).group(1))
    assert passed >= 90 and "failed" not in tail and "skipped" not in tail, tail
    assert "1 deselected" in tail  # only the test about resolving "auto" to the interpreter
