"""Op traits declared on the op classes (``pure``, ``tile_level``) are what the passes
and backends read: no pass or backend keeps its own list of op names."""

import pytest

from tilelang.backends.sim.machine import TILE_LEVEL_OPS
from tilelang.lowering.ir.core import OP_REGISTRY, ops_with
from tilelang.lowering.passes.simplify import PURE, REMOVABLE


def test_the_passes_and_the_simulator_read_the_declared_traits():
    assert PURE == set(ops_with("pure")) and PURE <= REMOVABLE
    assert TILE_LEVEL_OPS == ops_with("tile_level")
    assert {"add", "eq", "cast", "const", "thread_idx"} <= PURE
    assert {"copy", "gemm", "reduce", "parallel"} <= TILE_LEVEL_OPS


def test_a_pure_op_has_a_result_and_no_effect_a_tile_op_is_not_pure():
    for name in ops_with("pure"):
        cls = OP_REGISTRY[name]
        assert cls.num_results != 0, name  # (a pure op with no result would do nothing)
        assert not cls.tile_level, name
    for name in ("store", "load", "barrier", "cp_async", "mma", "wgmma", "tma_load", "atomic_add"):
        assert name in OP_REGISTRY and not OP_REGISTRY[name].pure, name  # (effects or memory reads)


def test_an_unknown_trait_is_refused():
    with pytest.raises(ValueError, match="unknown op trait 'fast'"):
        ops_with("fast")


def test_op_init_takes_its_fields_as_keywords_like_a_dataclass():
    # ops share one Op.__init__ (no generated one per class): the same keywords, defaults,
    # fresh default lists, and TypeError naming the field for a missing or unknown one
    from tilelang.lowering.ir import ops as O
    from tilelang.lowering.ir.core import Value
    from tilelang.lowering.ir.types import IndexType

    a, b = Value(IndexType()), Value(IndexType())
    add = O.AddOp(lhs=a, rhs=b, results=[Value(IndexType())])
    assert (add.lhs, add.rhs, add.loc) == (a, b, None) and add.result.owner is add and add.result.index == 0
    x, y = O.AddOp(lhs=a, rhs=b), O.AddOp(lhs=b, rhs=a)
    assert x.results == [] and x.results is not y.results
    with pytest.raises(TypeError, match="missing required keyword-only argument: 'rhs'"):
        O.AddOp(lhs=a)
    with pytest.raises(TypeError, match="unexpected keyword argument 'lsh'"):
        O.AddOp(lsh=a, lhs=a, rhs=b)
    with pytest.raises(TypeError):
        O.AddOp(a, b)  # keywords only
