"""The tutorials (tutorials/NN_*.py) run as scripts, in a subprocess each.

* On the interpreter (``TILELANG_TARGET=cpu``, or the target of ``pytest --target
  sim|cuda``): exit status 0 and a passed ``check: rel_err=... (ok ...)`` line.
* Compile-only for CUDA without a GPU (``TILELANG_TARGET=cuda TILELANG_CUDA_ARCH=sm_90a
  ... --compile-only``): every kernel goes through lowering, codegen and NVRTC.
* The shared support fails a tutorial whose check fails (exit status 1) or whose
  output has elements the kernel never wrote.
"""

import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
TUTORIALS = sorted((ROOT / "tutorials").glob("[0-9][0-9]_*.py"))
CHECK_OK = re.compile(r"^check: rel_err=\d\.\de[+-]\d+ \(ok", re.M)


# What each tutorial's prose tells the reader to look for in its output: if the
# compiler changes what it prints, the prose must change with it.
PROSE_CLAIMS = {
    "01_copy_and_elementwise": ["cp_async %A_s", "cp_async_wait", "vec_store %B"],
    "02_tiled_gemm_shared": ["thread 0 holds rows 0, 8, ..., 120 (16) x columns 0, 1, ..., 3 (4)", "barrier"],
    "03_tensor_cores": ["T0:0  T0:1  T1:0  T1:1", "  0 0 0 0 0 0 0 0 1 1 1 1 1 1 1 1", "{trans = true}    ... and 3 more like it",
                        "mma %a_regs"],
    "04_software_pipelining": ["{kind = pipelined, num_stages = 3}", "shared<[128, 32], float16>",
                               "shared<[384, 32], float16>", "cp_async_wait {pending = 1}"],
    "05_lowbit_dtypes": ["element of each bit: 22111000", "int3_o4   3 bits: -4 -3 -2 -1 0 1 2 3"],
    "06_int4_gemm": ["cp_async %B_s", "packed_load %B_s", ": uint8", "= xor ", "store %B_f", "mma %a_regs"],
    "07_fast_dequant_layout": ["permuted order: (word, nibble) = [(1, 0), (1, 4), (1, 1), (1, 5)",
                               "word 1, nibble 7..0 holds e: 7 5 3 1 6 4 2 0",
                               "  plain                 yes          no                no",
                               "  tile only              no         yes               yes",
                               "  prepared              yes         yes                no",
                               "dequant_i4 %dequant", "packed_load %B_s", ": uint32",
                               "== prepare_int4(q, s).qweight: True"],
    "08_int4_gemv": ["thread  1: row 0 of W, slots 0..7 hold k = [8, 12, 9, 13, 10, 14, 11, 15]",
                     "thread 32: row 1 of W", "dequant_i4 %dequant", "= shfl ", "atomic_add %C"],
    "10_warp_specialization": ["specialize {consumer_threads = 256}", "threads = [384]", "set_max_nreg",
                               "mbarrier_arrive %empty_bar", "mbarrier_wait %empty_bar",
                               "producer warp and consumers on the simulator"],
    "11_custom_format": ["fp4_e3m0 -> float16: float decode, 19 instructions per word of 8 codes",
                         "u2_off1 -> float16: int decode", "cb4 -> float16: lut decode",
                         "fp5_e2m2 -> float16: planes decode", "in 5 words of planes 4+1",
                         "i3 -> float16: planes decode", "cb3       3 bits: no word decode",
                         "lop3 f0 m0 a0 0x80008000 0xd8", 'dequant_word %dequant, %', '{format = "fp4_e3m0"}',
                         '{format = "fp5_e2m2"}', "(prepared in planes, dequant_word)", "(raw, generic decode)"],
    "12_flash_attention": ["= shfl ", "= exp2 ", "mma %", "specialize {consumer_threads = 256}",
                           "set_max_nreg {count = 232, inc = true}", "step 4 for sm_90a"],
    "09_int4_matmul_benchmark": ["plan(M=1, ", "): gemm (",
                                 "    M      N      K   ours us  cuBLAS us  speedup  torch int4 us  rel err"],
}


def run(script, target, *args, tmp_path, extra_env=None):
    env = dict(os.environ, TILELANG_TARGET=target, TILELANG_CACHE_DIR=str(tmp_path / "cache"), **(extra_env or {}))
    return subprocess.run([sys.executable, str(script), *args], env=env, capture_output=True, text=True,
                          cwd=ROOT, timeout=600)


def test_the_tutorials_are_there():
    names = [p.name for p in TUTORIALS]
    assert [n[:3] for n in names] == [f"{i:02d}_" for i in range(1, 13)], names


@pytest.mark.parametrize("script", TUTORIALS, ids=[p.stem for p in TUTORIALS])
def test_tutorial_runs_and_checks(script, request, tmp_path):
    target = request.config.getoption("--target")
    out = run(script, target, tmp_path=tmp_path)
    log = out.stdout + out.stderr
    assert out.returncode == 0, f"{script.name} on {target} failed:\n{log[-4000:]}"
    assert CHECK_OK.search(out.stdout), f"no passed check line:\n{out.stdout[-2000:]}"
    assert "FAILED" not in out.stdout
    assert f"target: {target}" in out.stdout
    assert "time: " in out.stdout  # every tutorial reports what it measured
    for claim in PROSE_CLAIMS.get(script.stem, ()):
        assert claim in out.stdout, f"{script.name} no longer prints {claim!r}: update its prose"


# Every tutorial builds for sm_90a in the default suite; for sm_80 one does (the int4
# gemm's), and the rest with the whole-corpus sweeps (``-m exhaustive``).
SM80_REPRESENTATIVE = "06_int4_gemm"
COMPILE_CASES = [pytest.param(script, arch, id=f"{script.stem}-{arch}",
                              marks=() if arch == "sm_90a" or script.stem == SM80_REPRESENTATIVE
                              else pytest.mark.exhaustive)
                 for script in TUTORIALS for arch in ("sm_80", "sm_90a")]


@pytest.mark.parametrize("script,arch", COMPILE_CASES)
def test_tutorial_compiles_for_cuda_without_a_gpu(script, arch, tmp_path):
    out = run(script, "cuda", "--compile-only", tmp_path=tmp_path, extra_env={"TILELANG_CUDA_ARCH": arch})
    log = out.stdout + out.stderr
    assert out.returncode == 0, f"{script.name} did not compile for {arch}:\n{log[-4000:]}"
    built = re.findall(rf"^built (.*): {arch}, (\d+) lines of CUDA C\+\+$", out.stdout, re.M)
    assert built and all(int(n) > 50 for _, n in built), out.stdout[-2000:]
    assert re.search(rf"^compile-only: built {len(built)} kernel\(s\) for cuda", out.stdout, re.M)
    assert "check:" not in out.stdout  # stopped before running anything


# -- the support module fails what it must --------------------------------------------
FAILING = """
import torch
from _support import Tutorial
tut = Tutorial("failing")
ref = torch.randn(64, 64, dtype=torch.float64)
out = ref.clone()
{mutate}
tut.check("probe", out, ref, tol=1e-3)
tut.finish()
"""


@pytest.mark.parametrize("mutate,why", [
    ("out[3, 5] += 1.0", "FAILED, tol 1e-03"),                   # one wrong element
    ("out[63, 63] = float('nan')", "1 elements never written"),  # one element never written
    ("pass", None),                                               # the control: passes
])
def test_support_check_fails_a_wrong_or_unwritten_result(mutate, why, tmp_path):
    script = tmp_path / "probe.py"
    script.write_text(FAILING.format(mutate=mutate))
    env = dict(os.environ, TILELANG_TARGET="cpu", PYTHONPATH=str(ROOT / "tutorials"))
    out = subprocess.run([sys.executable, str(script)], env=env, capture_output=True, text=True, timeout=120)
    if why is None:
        assert out.returncode == 0 and CHECK_OK.search(out.stdout), out.stdout + out.stderr
    else:
        assert out.returncode == 1, out.stdout + out.stderr
        assert why in out.stdout and not CHECK_OK.search(out.stdout)


def test_cuda_without_a_gpu_says_how_to_run_on_the_cpu(tmp_path):
    import torch

    if torch.cuda.is_available():
        pytest.skip("this machine has a GPU")
    out = run(TUTORIALS[0], "cuda", tmp_path=tmp_path)
    assert out.returncode == 2
    assert "TILELANG_TARGET=cpu" in out.stderr and "--compile-only" in out.stderr
