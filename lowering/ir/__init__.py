"""The tilelang IR: types, values, ops, the module, its text form and verifier."""

from . import ops  # noqa: F401  (registers every op)
from .builder import Builder
from .core import OP_REGISTRY, Op, Region, Value, attr, op_base, operand, operands, opt_operand, region, register_op
from .module import Module
from .printer import print_module
from .types import (BOOL, INDEX, BufferType, IndexType, ScalarType, TensorType, Type, VectorType, element_type,
                    is_integer_like, is_memory, is_scalar, scalar)
from .verifier import verify_module



def __getattr__(name):
    # the lark grammar loads only when IR text is parsed: compiling a kernel never does
    if name == "parse_ir":
        from .parser import parse_ir

        return parse_ir
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


__all__ = [
    "Builder", "OP_REGISTRY", "Op", "Region", "Value", "attr", "op_base", "operand", "operands", "opt_operand", "region",
    "register_op", "Module", "parse_ir", "print_module", "verify_module", "BOOL", "INDEX", "BufferType",
    "IndexType", "ScalarType", "TensorType", "Type", "VectorType", "element_type", "is_integer_like", "is_memory",
    "is_scalar", "scalar",
]
