"""Scalar ops: the interpreter's exact semantics (``backends/interp/scalar_rules.py``)
applied to values with a thread axis.  Nothing here re-defines arithmetic; the
rules only add the active-thread mask (so an inactive thread's placeholder zero
cannot raise "division by zero")."""

from __future__ import annotations

from tilelang.backends.interp import scalar_rules as S
from tilelang.lowering.ir.ops.scalar import BINARY_OPS, COMPARE_OPS

from .machine import Simulator, rule


@rule(*BINARY_OPS)
def run_binary(sim: Simulator, op):
    sim.set(op.result, S.binary(op.name, op.result.type, sim.get(op.lhs), sim.get(op.rhs), sim.fail,
                                active=sim.mask))


@rule(*COMPARE_OPS)
def run_compare(sim: Simulator, op):
    sim.set(op.result, S.compare(op.name, sim.get(op.lhs), sim.get(op.rhs)))


@rule(*S.UNARY, "not")
def run_unary(sim: Simulator, op):
    sim.set(op.result, S.unary(op.name, op.result.type, sim.get(op.value)))


@rule("const")
def run_const(sim: Simulator, op):
    sim.set(op.result, S.const(op.result.type, op.value))


@rule("select")
def run_select(sim: Simulator, op):
    sim.set(op.result, S.select(sim.get(op.cond), sim.get(op.true_value), sim.get(op.false_value)))


@rule("cast")
def run_cast(sim: Simulator, op):
    sim.set(op.result, S.convert(op.value.type, op.result.type, sim.get(op.value)))


@rule("reinterpret")
def run_reinterpret(sim: Simulator, op):
    sim.set(op.result, S.reinterpret(op.value.type, op.result.type, sim.get(op.value)))
