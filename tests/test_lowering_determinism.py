"""The compiler is a function of its input: the same program lowers to the same IR and
the same CUDA source whatever was compiled before it in the process.

(Passes key tables by ``id(value)``; a value freed mid-pass once handed its id to a new
one, and the int4 GEMM then lowered differently from run to run -- found on the GPU as
a moving error.  ``run_pipeline`` now keeps every value alive while it runs, and
every pass keeps its input module's values alive too: those were made before any arena
opened, and ``simplify`` dropping one let a constant it made inherit the dead value's
replacement -- the round-trip test once failed on it.)
"""

import gc
import hashlib

import pytest

from tilelang.backends.cuda.module_source import generate
from tilelang.lowering.passes import run_pipeline
from tilelang.lowering.ir import INDEX, Module, Region, Value
from tilelang.lowering.ir.core import value_arena
from tilelang.lowering.ir.ops import ConstOp, FuncOp
from tilelang.lowering.passes.base import Pass
from tilelang.ops.lowbit_kernels import gemm_factory, gemv_factory


def _source(factory, *args, **opts) -> str:
    f = factory(*args, **opts)
    src, _ = generate(run_pipeline(f.module.clone()))
    return hashlib.sha256(src.encode()).hexdigest()


GEMM = dict(block_M=128, block_N=128, block_K=64, num_stages=4, threads=128, split_k=8, swizzle=0)


def test_same_program_same_source_in_any_order():
    args = (128, 4096, 4096, 128, "int4", "float16", "float16", False, 0, True)
    seen = {_source(gemm_factory, *args, **GEMM)}
    for n, k in ((4096, 4096), (11008, 4096), (4096, 11008)):  # other kernels in between
        for M, block_M in ((16, 16), (33, 64)):
            _source(gemm_factory, M, n, k, 128, "int4", "float16", "float16", False, 0, True,
                    **dict(GEMM, block_M=block_M, num_stages=3, split_k=1))
        seen.add(_source(gemm_factory, *args, **GEMM))
    assert len(seen) == 1


class _DropAndMake(Pass):
    """Drops every op of the module (as ``simplify`` drops an op whose result it
    replaced), then makes many values, as later rewrites do."""

    def run(self, module):
        body = module.funcs[0].body
        self.dropped = {id(op.result) for op in body.ops}
        body.ops = []
        gc.collect()  # (an op and its results form a cycle)
        made = [Value(INDEX) for _ in range(20000)]  # enough to take freed memory back
        self.reused = self.dropped & {id(v) for v in made}
        return module


@pytest.mark.parametrize("outer_arena", [False, True], ids=["alone", "in-an-arena"])
def test_a_value_a_pass_drops_does_not_hand_its_id_to_a_new_one(outer_arena):
    """The module's values were made before the pass (by the frontend, or parsed from
    text: outside any arena the caller opens), so the pass itself keeps them alive."""
    module = Module([FuncOp(sym_name="f", body=Region([], [ConstOp(value=i, results=[Value(INDEX)])
                                                           for i in range(64)]))])
    p = _DropAndMake()
    if outer_arena:
        with value_arena():
            p.run(module)
    else:
        p.run(module)
    assert len(p.dropped) == 64 and not p.reused
