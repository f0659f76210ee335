"""CI without a GPU: every kernel the tests build goes through the CUDA backend --
lowering, codegen and NVRTC -- for sm_80 and sm_90a (the tutorials' kernels are built
for sm_90a by tests/test_tutorials.py, each script run with --compile-only).

The interpreter suites run in a child pytest with ``--nvrtc`` (tests/conftest.py), which
builds each kernel they compile for both architectures: a codegen gap or a compile error
fails there with the kernel's test named.  The GPU tests' own kernels (target="cuda")
are built here directly with ``TILELANG_CUDA_ARCH``.

The sweep over every interpreter suite (minutes) is marked ``exhaustive``
(``scripts/run_gpu.sh exhaustive``); the default suite builds one suite's kernels, and
the tutorials' and the planned ops' kernels (tests/test_tutorials.py,
tests/test_golden_cuda.py).
"""

import os
import subprocess
import sys
from pathlib import Path

import pytest

import tilelang

TESTS = Path(__file__).parent
SUITES = sorted(str(p) for p in TESTS.glob("test_interp_*.py")) + [
    str(TESTS / "test_frontend_tilelang_programs.py"), str(TESTS / "test_demo.py")]


def _builds_for_cuda(suites, tmp_path) -> None:
    env = dict(os.environ, TILELANG_CACHE_DIR=str(tmp_path / "cache"))
    cmd = [sys.executable, "-m", "pytest", "-q", "-x", "-p", "no:cacheprovider", "--nvrtc", *suites]
    out = subprocess.run(cmd, env=env, capture_output=True, text=True, cwd=TESTS.parent)
    tail = "\n".join(out.stdout.splitlines()[-40:])
    assert out.returncode == 0, f"building the test kernels for CUDA failed:\n{tail}\n{out.stderr[-2000:]}"
    assert " passed" in tail


@pytest.mark.exhaustive
def test_every_interpreter_kernel_compiles_for_sm80_and_sm90a(tmp_path):
    _builds_for_cuda(SUITES, tmp_path)


def test_the_elementwise_kernels_compile_for_sm80_and_sm90a(tmp_path):
    """The default suite's representative of the sweep above (about 15 s)."""
    _builds_for_cuda([str(TESTS / "test_interp_elementwise.py")], tmp_path)


@pytest.mark.parametrize("arch", ["sm_80", "sm_90a"])
def test_gpu_test_kernels_compile_without_a_gpu(arch, monkeypatch, tmp_path):
    monkeypatch.setenv("TILELANG_CUDA_ARCH", arch)
    monkeypatch.setenv("TILELANG_CACHE_DIR", str(tmp_path))
    from kernels import gemm  # (tests/test_gpu.py's pipelined fp16 gemm)

    for stages in (1, 2, 3, 4):
        kernel = gemm(4096, 4096, 4096, num_stages=stages)
        built = tilelang.compile(kernel, out_idx=[-1], target="cuda")
        assert built.cuda.arch == arch and built.cuda.cubin[:4] == b"\x7fELF"
        assert "mma.sync.aligned.m16n8k16" in built.get_kernel_source()
