#!/usr/bin/env python3
"""GPU differential testing: random valid tile programs and configurations from a seed,
each run against a float64 torch reference (issue 26, part 5).

    python3 scripts/gpu_fuzz.py --count 500 --time-budget 240       # on a GPU (CUDA)
    python3 scripts/gpu_fuzz.py --target cpu --count 40              # here: the interpreter, small sizes
    python3 scripts/gpu_fuzz.py --target sim --count 10              # the thread-level simulator, tiny sizes
    python3 scripts/gpu_fuzz.py --target cuda --arch sm_90a --compile-only --count 100   # no GPU: NVRTC only
    python3 scripts/gpu_fuzz.py --seed 3 --only 17                   # one program again (a failure's reproducer)
    python3 scripts/gpu_fuzz.py --config DIR/fail-3-17.json          # a written (or shrunk) configuration
    python3 scripts/gpu_fuzz.py --seed 3 --count 100 --list          # the configurations, not run

The implementation is the package scripts/fuzz/ (its docstring: the categories, the
checks, how CUDA runs are organised); the failures already reported are
``KNOWN_ISSUES`` in scripts/fuzz/known_issues.py.
"""

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))  # (the package beside it, however this is loaded)

from fuzz.archs import VARIANTS  # noqa: E402,F401  (these: what scripts/sanitize_driver.py uses)
from fuzz.cli import main  # noqa: E402
from fuzz.execution import run_config  # noqa: E402,F401
from fuzz.known_issues import KNOWN_ISSUES  # noqa: E402,F401
from fuzz.precompile import Precompiler, wait_ready  # noqa: E402,F401

if __name__ == "__main__":
    sys.exit(main())
