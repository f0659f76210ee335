"""Dump the CUDA source and the IR after every pass of one int4 gemm configuration
(debugging aid: compare what two machines generate for the same program).

    python scripts/dump_kernel.py OUTDIR
"""
import os
import sys

out = sys.argv[1] if len(sys.argv) > 1 else "dump"
os.environ["TILELANG_DUMP_IR"] = out
from tilelang.backends.cuda.module_source import generate  # noqa: E402
from tilelang.lowering.passes import run_pipeline  # noqa: E402
from tilelang.ops.lowbit_kernels import gemm_factory  # noqa: E402

opts = {'block_M': 128, 'block_N': 128, 'block_K': 64, 'num_stages': 4, 'threads': 128, 'split_k': 8, 'swizzle': 0}
f = gemm_factory(128, 4096, 4096, 128, "int4", "float16", "float16", False, 0, True, **opts)
src, _ = generate(run_pipeline(f.module.clone(), verify_each=True))
open(os.path.join(out, "gemm.cu"), "w").write(src)
print("b_regs stores with a variable index:", sum("b_regs[v_" in l and "] =" in l for l in src.splitlines()))
