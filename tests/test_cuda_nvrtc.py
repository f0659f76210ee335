"""NVRTC driver of the CUDA backend: CUBINs for sm_80 / sm_90a, located errors, architectures.

All of it runs without a GPU.  NVRTC itself (the nvidia-cuda-nvrtc wheel, a core
dependency) must be there: without it these tests fail, they do not skip.
"""

import importlib.util
import inspect
import os
import struct
import subprocess
import sys
import time
from pathlib import Path

import pytest

import cuda_sources
from tilelang.backends.cuda import nvrtc as N
from tilelang.errors import CudaCompileError, SourceLoc, TileLangError
from tilelang.lowering.target import normalize_arch

EM_CUDA = 190  # ELF e_machine of a CUBIN


def _check_cubin(cubin: bytes, kernel: str) -> None:
    assert isinstance(cubin, bytes) and cubin[:4] == b"\x7fELF", cubin[:16]
    assert struct.unpack_from("<H", cubin, 18)[0] == EM_CUDA
    assert kernel.encode() in cubin  # the entry's symbol name


def test_nvrtc_is_there_and_is_cuda_13():
    major, minor = N.nvrtc_version()
    assert isinstance(major, int) and isinstance(minor, int)
    assert major >= 13, (major, minor)  # pyproject asks for nvidia-cuda-nvrtc 13
    assert {80, 86, 89, 90} <= set(N.supported_archs())


@pytest.mark.parametrize("arch", ["sm_80", "sm_90a"])
def test_small_kernel_with_cp_async_ldmatrix_mma_compiles_to_a_cubin(arch):
    _check_cubin(N.compile_cubin(cuda_sources.SMALL, arch), "add_and_mma")


def test_cubins_differ_per_architecture():
    a = N.compile_cubin(cuda_sources.SMALL, "sm_80")
    b = N.compile_cubin(cuda_sources.SMALL, "sm_90a")
    assert a != b


@pytest.mark.parametrize("arch", ["sm_80", "sm_90a"])
def test_gemm_sized_kernel_compiles_in_well_under_a_few_seconds(arch):
    src = cuda_sources.gemm_like()
    assert 280 <= len(src.splitlines()) <= 400
    N.nvrtc_version()  # loading the library is not part of the compile
    t = time.perf_counter()
    cubin = N.compile_cubin(src, arch)
    elapsed = time.perf_counter() - t
    _check_cubin(cubin, "gemm_kernel")
    assert elapsed < 5.0, f"NVRTC took {elapsed:.2f}s for a {len(src.splitlines())}-line kernel"


def test_the_fast_math_option_compiles_exp2_to_one_approximate_instruction(tmp_path, monkeypatch):
    """``fast_math=True`` (TileLang's ``tl.enable_fast_math``) builds with --use_fast_math:
    ``T.exp2`` becomes ``ex2.approx.ftz``; off (the default), the IEEE ``exp2f``; a
    kernel cache entry of its own."""
    import tilelang
    import tilelang.language as T
    from tilelang.backends.cuda.build import FAST_MATH, build

    monkeypatch.setenv("TILELANG_CACHE_DIR", str(tmp_path))

    @T.prim_func
    def main(X: T.Tensor((128,), "float32"), Y: T.Tensor((128,), "float32")):
        with T.Kernel(1, threads=128) as bx:
            for i in T.Parallel(128):
                Y[i] = T.exp2(X[i] * 1.5 - 2.0)

    ieee, fast = (build(main.module, "sm_80", target=tilelang.Target.for_arch("sm_80", fast_math=on))
                  for on in (False, True))
    assert fast.source == ieee.source and fast.cubin != ieee.cubin
    for opts, approx in ((N.default_options("sm_80"), False), (N.default_options("sm_80") + FAST_MATH, True)):
        ok, _, log, ptx = N._run(fast.source, "k.cu", opts, want="ptx")
        assert ok, log
        assert ("ex2.approx.ftz.f32" in ptx.decode()) is approx


def test_default_options_are_cxx17_default_device_and_no_fast_math():
    assert N.default_options("sm_80") == ("-std=c++17", "--gpu-architecture=sm_80", "-default-device",
                                          "--fmad=false", "-minimal")
    src = r"""
    template <class T> inline constexpr bool is_f = false;       // C++17 variable template
    template <> inline constexpr bool is_f<float> = true;
    float scale(float x, float y) { if constexpr (is_f<float>) return x / y; else return 0.f; }  // no __device__
    extern "C" __global__ void k(float* x, float* y) { x[threadIdx.x] = scale(x[threadIdx.x], y[threadIdx.x]); }
    """
    _check_cubin(N.compile_cubin(src, "sm_80"), "k")
    ok, _, log, ptx = N._run(src, "k.cu", N.default_options("sm_80"), want="ptx")
    assert ok, log
    ptx = ptx.decode()
    assert "div.rn.f32" in ptx and ".ftz" not in ptx and "div.approx" not in ptx  # IEEE division


def _line_of(marker: str) -> int:
    """The line of this file that holds ``marker`` (so no line number is counted by hand)."""
    lines = Path(__file__).read_text().splitlines()
    return next(i for i, t in enumerate(lines, 1) if marker in t and "_line_of(" not in t)


def test_syntax_error_names_nvrtc_message_generated_line_and_python_line():
    # >>> x = (a + ) * 2   (the Python statement that the bad CUDA line came from)
    py_line = _line_of("# >>> x = (a + ) * 2")
    here = __file__
    src = "\n".join([
        "typedef unsigned int u32;",
        f'#line {py_line - 1} "{here}"',
        'extern "C" __global__ void k(float* out, float a) {',
        f'#line {py_line} "{here}"',
        "  float x = (a + ) * 2.f;",
        "  out[threadIdx.x] = x;",
        f'#line {py_line + 1} "{here}"',
        "  out[0] = 1.f;",
        "}",
    ])
    with pytest.raises(CudaCompileError) as info:
        N.compile_cubin(src, "sm_90a")
    err = info.value
    text = str(err)
    assert isinstance(err, TileLangError)
    assert f"{here}:{py_line}: error: expected an expression" in text
    assert "generated line 5: float x = (a + ) * 2.f;" in text  # the generated line, by number
    assert f"python line {py_line}: # >>> x = (a + ) * 2" in text  # the Python line's own text
    assert f"{here}({py_line}): error: expected an expression" in err.log  # NVRTC's log, verbatim
    assert "NVRTC log:" in text and err.log.strip() in text
    assert err.loc == SourceLoc(here, py_line, 1)
    assert err.arch == "sm_90a" and err.source == src
    (d,) = [d for d in err.diagnostics if d.is_error]
    assert (d.generated_line, d.origin.file, d.origin.line) == (5, here, py_line)


def test_every_line_up_to_the_next_directive_belongs_to_that_python_line():
    src = cuda_sources.gemm_like()
    lines = src.split("\n")
    bad = next(i for i, t in enumerate(lines) if "mma_16816(acc[1][2], af1[1]" in t)
    lines[bad] = lines[bad].replace("mma_16816(", "mma_16816_typo(")
    directive = next(lines[j] for j in range(bad, -1, -1) if lines[j].startswith("#line"))
    py_line = int(directive.split()[1])
    with pytest.raises(CudaCompileError) as info:
        N.compile_cubin("\n".join(lines), "sm_80")
    text = str(info.value)
    assert f'{cuda_sources.PY_FILE}:{py_line}: error: identifier "mma_16816_typo" is undefined' in text
    assert f"generated line {bad + 1}: mma_16816_typo(acc[1][2], af1[1], bf1[2]);" in text
    assert info.value.loc == SourceLoc(cuda_sources.PY_FILE, py_line, 1)


def test_bad_inline_ptx_in_an_inlined_helper_names_the_call_sites():
    src = cuda_sources.gemm_like(block_m=64, block_n=64)
    assert "m16n8k16.row.col" in src
    src = src.replace("m16n8k16.row.col", "m16n8k17.row.col")  # ptxas rejects the shape
    lines = src.split("\n")
    helper = next(i for i, t in enumerate(lines, 1) if "m16n8k17" in t)
    with pytest.raises(CudaCompileError) as info:
        N.compile_cubin(src, "sm_90a")
    err = info.value
    ptxas = [d for d in err.diagnostics if d.is_error and d.ptx_line]
    assert ptxas, str(err)
    calls = {i for i, t in enumerate(lines, 1) if "mma_16816(acc" in t}
    for d in ptxas:
        # The asm line sits in the helper's body; the call site is a Python statement's mma.
        assert helper - 2 <= d.generated_line <= helper, (d, helper)
        assert d.inlined_at and d.inlined_at[-1] in calls, d
        directive = next(lines[j - 1] for j in range(d.inlined_at[-1], 0, -1) if lines[j - 1].startswith("#line"))
        assert d.origin.file == cuda_sources.PY_FILE and d.origin.line == int(directive.split()[1])
    assert "(ptxas)" in str(err) and "inlined at generated line" in str(err) and "mma_16816(acc" in str(err)
    assert "ptxas application ptx input" in err.log
    assert f"and {len(ptxas) - 10} more errors" in str(err)  # the summary is capped, the log is whole


def test_error_without_line_directives_names_the_generated_file():
    src = 'extern "C" __global__ void k(float* x) {\n  x[0] = undefined_name;\n}\n'
    with pytest.raises(CudaCompileError) as info:
        N.compile_cubin(src, "sm_80", filename="my_kernel.cu")
    text = str(info.value)
    assert 'my_kernel.cu:2: error: identifier "undefined_name" is undefined' in text
    assert "generated line 2: x[0] = undefined_name;" in text
    assert info.value.loc is None


def test_resource_error_without_a_line_is_still_reported():
    src = ('extern "C" __global__ void k(float* x) {\n  __shared__ float s[70000];\n'
           "  s[threadIdx.x] = x[threadIdx.x];\n  __syncthreads();\n  x[threadIdx.x] = s[threadIdx.x + 1];\n}\n")
    with pytest.raises(CudaCompileError) as info:
        N.compile_cubin(src, "sm_80")
    assert "uses too much shared data" in str(info.value)


def test_bad_option_is_reported_with_nvrtc_message():
    with pytest.raises(CudaCompileError, match=r"unrecognized option -O3"):
        N.compile_cubin(cuda_sources.SMALL, "sm_80", options=("-O3",))


def test_architecture_nvrtc_does_not_know_lists_the_ones_it_does():
    with pytest.raises(CudaCompileError, match=r"does not compile for sm_130; it supports .*sm_90"):
        N.compile_cubin(cuda_sources.SMALL, "sm_130")


@pytest.mark.parametrize("arch, expected", [
    ("sm_80", "sm_80"), ("80", "sm_80"), (80, "sm_80"), ((8, 0), "sm_80"), ("8.0", "sm_80"), ("SM_80", "sm_80"),
    ("sm_86", "sm_86"), (86, "sm_86"), ((8, 6), "sm_86"), ("sm_89", "sm_89"), ("89", "sm_89"),
    ("sm_90", "sm_90a"), ("90", "sm_90a"), (90, "sm_90a"), ((9, 0), "sm_90a"), ("9.0", "sm_90a"),
    ("sm_90a", "sm_90a"), ("sm90a", "sm_90a"), (" sm_90a ", "sm_90a"),
    ("sm_100", "sm_100"), (100, "sm_100"), ((10, 0), "sm_100"), ("sm_100a", "sm_100a"), ("sm_120", "sm_120"),
])
def test_normalize_arch(arch, expected):
    assert normalize_arch(arch) == expected


@pytest.mark.parametrize("arch, message", [
    ("sm_75", "too old"), (75, "too old"), ((7, 5), "too old"), ("70", "too old"), ("sm_61", "too old"),
    ("compute_90", "virtual architecture"), ("gfx90a", "not a CUDA architecture"), ("", "not a CUDA architecture"),
    ("sm_", "not a CUDA architecture"), (None, "not a CUDA architecture"), (True, "not a CUDA architecture"),
    ((9,), "not a CUDA architecture"), ((9, 0, 1), "not a CUDA architecture"), (8.0, "not a CUDA architecture"),
    ((8, 10), "not a CUDA architecture"), ("sm_90b", "not a CUDA architecture"), ("9.0.1", "not a CUDA architecture"),
])
def test_normalize_arch_rejects_with_the_parameter_name(arch, message):
    with pytest.raises(TileLangError, match=message) as info:
        normalize_arch(arch, param="my_arch")
    assert str(info.value).startswith(f"my_arch={arch!r}")


def test_target_arch_prefers_explicit_then_env_then_device(monkeypatch):
    monkeypatch.setattr(N, "device_arch", lambda device_index=0: "sm_86")
    monkeypatch.delenv(N.ARCH_ENV, raising=False)
    assert N.target_arch(None) == "sm_86"
    monkeypatch.setenv(N.ARCH_ENV, "90")
    assert N.target_arch(None) == "sm_90a"
    assert N.target_arch("sm_80") == "sm_80"
    monkeypatch.setenv(N.ARCH_ENV, "sm_75")
    with pytest.raises(TileLangError, match=r"^TILELANG_CUDA_ARCH='sm_75': sm_75 is too old"):
        N.target_arch(None)
    with pytest.raises(TileLangError, match=r"^arch='bogus'"):
        N.target_arch("bogus")


def test_target_arch_without_gpu_or_env_says_what_to_do(monkeypatch):
    monkeypatch.setattr(N, "device_arch", lambda device_index=0: None)
    monkeypatch.delenv(N.ARCH_ENV, raising=False)
    with pytest.raises(TileLangError, match=r"pass arch=.*or set TILELANG_CUDA_ARCH"):
        N.target_arch(None)
    assert N.target_arch(None, required=False) is None  # (what compile() takes: nothing to build for yet)


def _run_python(code: str) -> str:
    res = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120)
    assert res.returncode == 0, res.stderr
    return res.stdout.strip()


@pytest.mark.skipif(any(Path("/dev").glob("nvidia[0-9]*")), reason="a GPU is present")
def test_device_arch_is_none_quickly_without_a_gpu():
    N.device_arch.cache_clear()
    t = time.perf_counter()
    assert N.device_arch() is None
    assert N.device_arch(3) is None
    assert time.perf_counter() - t < 1.0


_NO_LIBS = ("import cuda.pathfinder as p, cuda.pathfinder._dynamic_libs.load_nvidia_dynamic_lib as m\n"
            "def boom(name): raise p.DynamicLibNotFoundError(f'no {name} here')\n"
            "p.load_nvidia_dynamic_lib = m.load_nvidia_dynamic_lib = boom\n")


def test_device_arch_is_none_when_the_driver_library_is_missing():
    assert _run_python(_NO_LIBS + "from tilelang.backends.cuda import nvrtc\nprint(nvrtc.device_arch())") == "None"


def test_missing_libnvrtc_says_which_package_to_install():
    out = _run_python(_NO_LIBS + "from tilelang.backends.cuda import nvrtc, nvrtc_lib\nimport tilelang\n"
                      "nvrtc_lib.wheel_library = lambda: None  # (no wheel either)\n"
                      "try:\n    nvrtc.compile_cubin('', 'sm_80')\n"
                      "except tilelang.TileLangError as e:\n    print(e)\n")
    assert "NVRTC (libnvrtc) could not be loaded" in out and "nvidia-cuda-nvrtc>=13,<14" in out


def test_nvrtc_needs_neither_cuda_bindings_nor_the_pathfinder_with_the_wheel():
    """NVRTC is called through ctypes and found where its wheel puts it: compiling
    imports no ``cuda`` package (they take ~100 ms to import)."""
    out = _run_python("import sys; sys.modules['cuda.bindings.nvrtc'] = None\n"
                      "from tilelang.backends.cuda import nvrtc, nvrtc_lib\n"
                      "print(nvrtc.nvrtc_version() >= (13, 0), nvrtc_lib.wheel_library() is not None)\n"
                      "cubin = nvrtc.compile_cubin('extern \"C\" __global__ void k(int* x) { x[0] = 1; }', 'sm_80')\n"
                      "print(cubin[:4] == b'\\x7fELF', sorted(m for m, v in sys.modules.items() if m.split('.')[0] == 'cuda' and v is not None))")
    wheel = importlib.util.find_spec("nvidia") is not None
    assert out.splitlines() == ["True True" if wheel else "True False", "True []" if wheel else out.splitlines()[1]]


def test_importing_the_driver_does_not_import_cuda_bindings():
    out = _run_python("import sys, time; import tilelang; t = time.perf_counter()\n"
                      "import tilelang.backends.cuda.nvrtc, tilelang.backends.cuda.cache\n"
                      "dt = time.perf_counter() - t\n"
                      "print(any(m.startswith('cuda') for m in sys.modules), dt < 0.05)")
    assert out == "False True"


def test_cuda_headers_are_found_and_usable():
    dirs = N.cuda_include_dirs()
    if not dirs:
        pytest.skip("no CUDA headers on this machine (no nvidia-cuda-runtime wheel, no toolkit)")
    assert any((Path(d) / "cuda_runtime.h").is_file() for d in dirs)
    src = ("#include <cuda_fp16.h>\n"
           'extern "C" __global__ void k(__half* x) { x[threadIdx.x] = __hadd(x[threadIdx.x], x[0]); }\n')
    _check_cubin(N.compile_cubin(src, "sm_80", include_cuda_headers=True), "k")
    with pytest.raises(CudaCompileError, match="cuda_fp16.h"):
        N.compile_cubin(src, "sm_80")  # not searched unless asked for


def test_cuda_headers_fall_back_to_cuda_home(monkeypatch, tmp_path):
    import cuda.pathfinder

    (tmp_path / "include").mkdir()
    (tmp_path / "include" / "cuda_runtime.h").write_text("")
    monkeypatch.setattr(cuda.pathfinder, "find_nvidia_header_directory", lambda lib: None)
    monkeypatch.setenv("CUDA_HOME", str(tmp_path))
    assert N.cuda_include_dirs.__wrapped__() == (str(tmp_path / "include"),)


def test_asking_for_headers_that_are_not_there_names_the_wheels(monkeypatch):
    monkeypatch.setattr(N, "cuda_include_dirs", lambda: ())
    with pytest.raises(TileLangError, match="nvidia-cuda-runtime"):
        N.compile_cubin(cuda_sources.SMALL, "sm_80", include_cuda_headers=True)


def test_pyproject_depends_on_the_nvrtc_wheel():
    import tomllib

    deps = tomllib.loads((Path(__file__).parents[1] / "pyproject.toml").read_text())["project"]["dependencies"]
    assert "nvidia-cuda-nvrtc>=13,<14" in deps and "cuda-bindings>=13,<14" in deps
    assert inspect.getsource(N).count("nvidia-cuda-nvrtc>=13,<14") == 1  # the hint names the same pin
    assert os.path.basename(N.__file__) == "nvrtc.py"
