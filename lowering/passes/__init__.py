"""The pass pipeline: one file per pass, registered by name (see base.py)."""

from . import insert_barriers, layout_inference, lower_tile_ops, pipeline, plan_shared, simplify, vectorize, verify  # noqa: F401  (registration)
from .base import PASSES, PIPELINE, Pass, run_pipeline

__all__ = ["PASSES", "PIPELINE", "Pass", "run_pipeline"]
