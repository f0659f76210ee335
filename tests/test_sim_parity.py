"""Every interpreter test program gives the same results lowered on the simulator.

The interpreter suite (tests/test_interp_*.py) runs again with ``--target sim``: each
kernel it compiles for the CPU interpreter is lowered to threads and run on the
thread-level simulator (race and stale-read checks on), against the same torch
references.  Done in a subprocess so the jit caches start empty.  The whole suite
(minutes) is marked ``exhaustive`` (``scripts/run_gpu.sh exhaustive``); two of its
files run in the default suite.
"""

import re
import subprocess
import sys
from pathlib import Path

import pytest

HERE = Path(__file__).parent


def _passes_on_the_simulator(files) -> int:
    """Run the interpreter test ``files`` with ``--target sim``; the number that passed."""
    proc = subprocess.run([sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", "--target", "sim", *files],
                          capture_output=True, text=True, cwd=HERE.parent, timeout=1800)
    tail = proc.stdout.strip().splitlines()[-1] if proc.stdout.strip() else proc.stderr[-2000:]
    assert proc.returncode == 0, proc.stdout[-6000:] + proc.stderr[-2000:]
    assert "failed" not in tail and "skipped" not in tail, tail
    # only the interpreter's own tests (interp_only): how "auto" resolves to it, and its speed
    assert "2 deselected" in tail, tail
    return int(re.search(r"(\d+) passed", tail).group(1))


@pytest.mark.exhaustive
def test_interpreter_suite_passes_on_the_simulator():
    assert _passes_on_the_simulator(sorted(str(p) for p in HERE.glob("test_interp_*.py"))) >= 90


def test_the_elementwise_and_call_programs_pass_on_the_simulator():
    """The default suite's representative of the sweep above (about 10 s)."""
    files = [str(HERE / "test_interp_elementwise.py"), str(HERE / "test_interp_calls.py")]
    assert _passes_on_the_simulator(files) >= 20
