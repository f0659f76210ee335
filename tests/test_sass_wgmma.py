"""The SASS ptxas makes of our sm_90a kernels touches no register of a wgmma in flight
(``backends/cuda/sass.py``; needs ``nvdisasm``: the test extras' nvidia-cuda-nvdisasm).

Tutorial 10's producer-warp GEMM at 4 stages was wrong on the H100 (rel. err 8.7e-2):
ptxas had moved the epilogue's conversions of the accumulators above the final
``WARPGROUP.DEPBAR``.  The IR was right, so neither the interpreter nor the simulator
could see it; the machine code shows it, without a GPU.
"""

import importlib
import sys
from pathlib import Path

import pytest

import tilelang
from tilelang.backends.cuda import build as cuda_build
from tilelang.backends.cuda.sass import disassemble, nvdisasm_path, wgmma_register_hazards

pytestmark = pytest.mark.skipif(nvdisasm_path() is None, reason="needs nvdisasm (pip install nvidia-cuda-nvdisasm)")

ROOT = Path(__file__).parent.parent


def _tutorial10():
    sys.path.insert(0, str(ROOT / "tutorials"))
    try:
        return importlib.import_module("10_warp_specialization")
    finally:
        sys.path.remove(str(ROOT / "tutorials"))


def _hazards(prim_func) -> list[str]:
    kernel = tilelang.compile(prim_func, out_idx=[-1], target="cuda", arch="sm_90a")
    return wgmma_register_hazards(disassemble(kernel.cuda.cubin))


TUTORIAL_CONFIGS = [(ws, stages, threads, bm) for ws in (True, False) for stages, threads, bm in
                    [(4, 256, 128), (4, 128, 64), (4, 128, 128), (3, 256, 128), (5, 256, 128), (2, 128, 64)]]


@pytest.mark.parametrize("ws, stages, threads, block_M", TUTORIAL_CONFIGS)
def test_tutorial_10s_gemms_read_their_accumulators_after_the_wait(ws, stages, threads, block_M, tmp_path,
                                                                   monkeypatch):
    monkeypatch.setenv("TILELANG_CACHE_DIR", str(tmp_path))
    gemm = _tutorial10().gemm(4096, 4096, 4096, ws, num_stages=stages, threads=threads, block_M=block_M)
    assert _hazards(gemm.prim_func) == []


def test_without_redefining_waits_ptxas_hoists_the_epilogue_and_the_check_sees_it(tmp_path, monkeypatch):
    # the exact configuration of the wrong GPU result, built with the pass turned off
    from tilelang.lowering.passes.wgmma_register_waits import WgmmaRegisterWaitsPass

    monkeypatch.setenv("TILELANG_CACHE_DIR", str(tmp_path))
    monkeypatch.setattr(WgmmaRegisterWaitsPass, "kernel", lambda self, kernel: None)
    monkeypatch.setattr(cuda_build, "_BUILDS", {})  # (the in-memory cache keys by source files, not patches)
    gemm = _tutorial10().gemm(4096, 4096, 4096, True)
    hazards = _hazards(gemm.prim_func)
    assert hazards and all("F2FP" in h and "HGMMA" in h for h in hazards), hazards


@pytest.mark.parametrize("M", [1, 16, 128, 4096])
def test_the_planned_int4_kernels_read_their_accumulators_after_the_wait(M, tmp_path, monkeypatch):
    from tilelang.ops.lowbit_matmul import kernel_for

    monkeypatch.setenv("TILELANG_CACHE_DIR", str(tmp_path))
    monkeypatch.setenv("TILELANG_CUDA_ARCH", "sm_90a")
    name, kernel = kernel_for("float16", M, 8192, 8192, 128, "int4", "float16", False, True, "cuda")
    sass = disassemble(kernel.cuda.cubin)
    if M >= 128:
        assert "HGMMA" in sass
    assert wgmma_register_hazards(sass) == []


@pytest.mark.parametrize("D, causal", [(128, False), (128, True), (64, False), (64, True)])
def test_the_planned_attention_kernels_touch_no_register_of_a_wgmma_in_flight(D, causal, tmp_path, monkeypatch):
    """Every planned loop rescales its output in place (``rescale_in_place``: no defining
    ``x + -0.0`` after the P V wait -- overlapped, right after it; in order, at the next
    iteration's start): the multiplies are after the ``WARPGROUP.DEPBAR``, and nothing
    reads the registers above it."""
    import math

    from tilelang.ops.attention_kernels import attention_factory, plan_attention

    monkeypatch.setenv("TILELANG_CACHE_DIR", str(tmp_path))
    plan = plan_attention(D, "cuda", "sm_90a", causal=causal)
    f = attention_factory(2, 2048 // D, 2048 // D, 2048, 2048, D, "float16", causal, 1 / math.sqrt(D), False,
                          **plan.options())
    kernel = tilelang.compile(f, target="cuda", arch="sm_90a", **plan.compile_options())
    assert kernel.get_kernel_source().count('asm volatile("mul.f32 %0, %0, %1;') == 1
    assert wgmma_register_hazards(disassemble(kernel.cuda.cubin)) == []
