"""The compiler is a function of its input: the same program lowers to the same IR and
the same CUDA source whatever was compiled before it in the process.

(Passes key tables by ``id(value)``; a value freed mid-pass once handed its id to a new
one, and the int4 GEMM then lowered differently from run to run -- found on the GPU as
a moving error.  ``run_pipeline`` now keeps every value alive while it runs.)
"""

import hashlib

from tilelang.backends.cuda.module_source import generate
from tilelang.lowering.passes import run_pipeline
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
