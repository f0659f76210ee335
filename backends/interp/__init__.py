"""The tile-level interpreter: the reference semantics of every program, on numpy."""

from . import tile_rules  # noqa: F401  (registers the tile-op rules)
from .executor import RULES, Interpreter
from .memory import Memory, load_tensor, store_back

__all__ = ["RULES", "Interpreter", "Memory", "load_tensor", "store_back"]
