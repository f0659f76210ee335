"""The pass pipeline: one file per pass, registered by name (see base.py)."""

from . import (insert_barriers, layout_inference, lower_tile_ops, pipeline, plan_shared,  # noqa: F401  (registration)
               prefetch_fragments, simplify, vectorize, verify, warp_specialize,
               wgmma_register_waits)
from .base import PASSES, PIPELINE, Pass, run_pipeline

__all__ = ["PASSES", "PIPELINE", "Pass", "run_pipeline"]
