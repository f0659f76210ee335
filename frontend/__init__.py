"""The frontend: Python source of a ``@T.prim_func`` -> IR (``parse_prim_func``)."""

from .parser import parse_prim_func

__all__ = ["parse_prim_func"]
