"""The pass pipeline: one file per pass, registered by name (see base.py).

Each pass of ``PIPELINE`` lives in the module named after it (``plan-shared`` in
``plan_shared.py``), imported here, so a new pass is its file and its name in
``PIPELINE`` (``lowering/ir/module.py``).
"""

import importlib

from .base import PASSES, PIPELINE, Pass, run_pipeline

for _name in PIPELINE:  # (importing a pass's module registers it)
    importlib.import_module(f"{__name__}.{_name.replace('-', '_')}")
del _name

__all__ = ["PASSES", "PIPELINE", "Pass", "run_pipeline"]
