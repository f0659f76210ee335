"""Scalar ops: exactly the interpreter's rules (``backends/interp/executor.py``).

The simulator offers the interface those rules use (``get``, ``set``, ``fail`` and
``mask``, the active threads), so the very same functions run here on values
with a thread axis: nothing re-defines arithmetic, and an inactive thread's
placeholder value cannot raise (a masked-off division by zero, say)."""

from __future__ import annotations

from tilelang.backends.interp.executor import RULES as INTERP_RULES
from tilelang.lowering.ir.ops.scalar import BINARY_OPS, COMPARE_OPS, UNARY_OPS

from .machine import RULES

SCALAR_OPS = (*BINARY_OPS, *COMPARE_OPS, *UNARY_OPS, "const", "select", "fma", "cast", "reinterpret", "from_planes",
              "raw_code")

for _name in SCALAR_OPS:
    RULES[_name] = INTERP_RULES[_name]
