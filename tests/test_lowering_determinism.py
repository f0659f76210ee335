"""The compiler is a function of its input: the same program lowers to the same IR and
the same CUDA source whatever was compiled before it in the process, and whenever the
garbage collector runs.

(Passes once keyed tables by ``id(value)``.  An id is unique only while its object
lives: a value freed mid-pass handed its id to a new one, which inherited the dead
one's entries -- the int4 GEMM then lowered differently from run to run, found on the
GPU as a moving error, and ``simplify`` once rewrote a constant it made to a dropped
value's replacement.  Tables are now keyed by the values and ops themselves, which
hash by identity and stay alive while a table holds them.)
"""

import ast
import gc
import hashlib
from pathlib import Path

import tilelang
from tilelang.backends.cuda.module_source import generate
from tilelang.lowering.passes import run_pipeline
from tilelang.lowering.ir import INDEX, Value
from tilelang.lowering.ir.core import OP_REGISTRY, Op
from tilelang.lowering.ir.ops import ConstOp
from tilelang.ops.lowbit_kernels import gemm_factory

ROOT = Path(__file__).resolve().parents[1]


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


def test_same_source_whenever_the_collector_runs():
    """An op and its results form a cycle: what a pass drops is freed when the cycle
    collector runs, and its memory goes to the values made next.  Lowered from the IR
    text (its values made before any pass, as the frontend's are), the TMA int4 GEMM
    gives the same CUDA with the collector off and running all the time."""
    args = ("int4", "float16", "float16", False, 0, True)
    kernel = gemm_factory(1, 256, 1024, 128, *args, block_M=16, block_N=128, block_K=256, num_stages=3, threads=128)
    text = str(run_pipeline(kernel.module.clone(), until="verify", arch="sm_90a"))
    sources = set()
    threshold = gc.get_threshold()
    for collect in (None, (1, 1, 1), (7, 1, 1)):
        if collect is None:
            gc.disable()
        else:
            gc.set_threshold(*collect)
        try:
            sources.add(generate(run_pipeline(tilelang.parse_ir(text), arch="sm_90a"), line_directives=False)[0])
        finally:
            gc.enable()
            gc.set_threshold(*threshold)
    assert len(sources) == 1


def test_values_and_ops_hash_by_identity():
    """What keying tables by the objects rests on: two ops (and their results) that are
    alike are still two keys."""
    a, b = (ConstOp(value=1, results=[Value(INDEX, "c")]) for _ in range(2))
    assert len({a, b}) == 2 and len({a.result, b.result}) == 2
    for cls in (Value, Op, *OP_REGISTRY.values()):
        assert cls.__eq__ is object.__eq__ and cls.__hash__ is object.__hash__, cls


def test_no_table_is_keyed_by_id():
    """The frontend, the lowering and the backends key no table by ``id(x)``: nothing keeps a keyed
    object alive, so its id may name another one later."""
    found = []
    for folder in ("frontend", "lowering", "backends"):
        for path in sorted((ROOT / folder).rglob("*.py")):
            rel = path.relative_to(ROOT).as_posix()
            for node in ast.walk(ast.parse(path.read_text(), rel)):
                if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id == "id":
                    found.append(f"{rel}:{node.lineno}")
    assert not found, f"id() in {', '.join(found)}: key the table by the object itself"
