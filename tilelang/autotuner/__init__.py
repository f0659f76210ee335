"""TileLang's autotuner: ``@tilelang.autotune`` above ``@tilelang.jit``, and ``AutoTuner``.

    @tilelang.autotune(configs={"block_M": [64, 128], "block_N": [64, 128]}, ref_prog=ref)
    @tilelang.jit(out_idx=[-1])
    def matmul(M, N, K, block_M=128, block_N=128): ...

    kernel = matmul(1024, 1024, 1024)   # tuned once per shape: kernel.config, kernel.latency

Candidates compile in parallel worker processes, are checked against ``ref_prog`` and
timed on the GPU; the best configuration is kept on disk (``docs/autotune.md``).
Loaded at the first use of ``tilelang.autotune`` (``import tilelang`` does not load it).
"""

from tilelang.autotuner.decorator import AutoTuneFactory, autotune
from tilelang.autotuner.tuner import AutoTuner, AutotuneResult

__all__ = ["autotune", "AutoTuner", "AutotuneResult", "AutoTuneFactory"]
