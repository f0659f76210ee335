"""What the async-proxy fence costs the sm_90a int4 gemm (GPU, H100 / H200).

A wgmma reads shared memory through the async proxy; tiles written by cp.async (the
generic proxy) must be fenced (``fence.proxy.async``) before the barrier that hands
them to the wgmma.  In SASS the fence is MEMBAR.ALL.CTA + FENCE.VIEW.ASYNC.S, and the
MEMBAR waits for *all* of the thread's cp.async copies still in flight -- also the
run-ahead issued one iteration earlier -- so every k-step waits out a memory latency.
TMA loads (async proxy, mbarrier completion) would need no fence.

This script times each configuration as compiled and with every ``fence_proxy_async``
removed from its lowered IR.  **The fence-free kernel has a race** (it may read tiles
the wgmma cannot see yet): it is timed only, as the upper bound of what removing the
fence could gain, and its rel. error is printed for information, not trusted.

    python benchmarks/fence_cost.py
"""

from __future__ import annotations

import os
import sys

import torch

sys.path.insert(0, os.path.dirname(__file__))

CONFIGS = [  # (M, N, K, gemm options)
    (4096, 8192, 8192, dict(block_M=256, block_N=128, block_K=64, num_stages=4, threads=256, swizzle=8,
                            b_wgmma=True)),
    (128, 8192, 8192, dict(block_M=128, block_N=64, block_K=64, num_stages=5, threads=128, b_wgmma=True)),
    (16, 8192, 8192, dict(block_M=16, block_N=128, block_K=128, num_stages=4, threads=128, split_k=2,
                          b_wgmma=True)),
]
GROUP = 128


def _module(M, N, K, options, fenced: bool):
    from tilelang.backends.cuda.module_source import generate
    from tilelang.backends.cuda.nvrtc import compile_cubin
    from tilelang.backends.cuda.runtime import CudaModule
    from tilelang.lowering.passes import run_pipeline
    from tilelang.ops.lowbit_kernels import gemm_factory

    f = gemm_factory(M, N, K, GROUP, "int4", "float16", "float16", False, 0, True, **options)
    lowered = run_pipeline(f.module.clone(), arch="sm_90a")
    if not fenced:
        for op in list(lowered.walk()):
            for region in op.regions():
                region.ops = [o for o in region.ops if o.name != "fence_proxy_async"]
    source, launch = generate(lowered)
    return CudaModule(compile_cubin(source, "sm_90a"), launch)


def main():
    import tilelang
    from int4_gemm import bench_us, copies_for
    from tilelang.ops import prepare_int4
    from tilelang.ops.lowbit_kernels import gemm_parts
    from tilelang.ops.lowbit_matmul import gemm_split_shapes

    print(f"device: {torch.cuda.get_device_name()}")
    print("   M      N      K   fenced us   no fence us   fence cost   (no-fence rel. err, untrusted)  config")
    for M, N, K, options in CONFIGS:
        q, s = tilelang.quantize(torch.randn(N, K, dtype=torch.float16), "int4", group_size=GROUP)
        q, s = q.cuda(), s.cuda()
        w = tilelang.dequantize(q, "int4", s, group_size=GROUP, out_dtype="float32")
        preps = [prepare_int4(q.clone(), s.clone(), group_size=GROUP) for _ in range(copies_for(N * K // 2))]
        a = torch.randn(M, K, device="cuda", dtype=torch.float16)
        ref = a.float() @ w.T
        work, counts = gemm_split_shapes(M, N, options["block_M"], options["block_N"], gemm_parts(M, N, K, options))
        times, errs = [], []
        for fenced in (True, False):
            module = _module(M, N, K, options, fenced)
            out = torch.empty(M, N, device="cuda", dtype=torch.float16)
            extra = [torch.empty(work, device="cuda"), torch.zeros(counts, dtype=torch.int32, device="cuda")]
            args = [[a, p.qweight, p.scales, p.scales, out, *extra] for p in preps]
            module.launch(args[0], {}, a.device)
            errs.append(((out.float() - ref).norm() / ref.norm()).item())
            times.append(bench_us([lambda v=v: module.launch(v, {}, a.device) for v in args]))
        print(f"{M:5d} {N:6d} {K:6d} {times[0]:10.1f} {times[1]:12.1f} {100 * (times[0] / times[1] - 1):10.1f}%"
              f"   ({errs[1]:.1e}; fenced {errs[0]:.1e})  {options}")


if __name__ == "__main__":
    main()
