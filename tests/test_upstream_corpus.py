"""Programs written as upstream TileLang users write them (tests/upstream_corpus/, one per
file, half ``@T.prim_func`` + ``tilelang.compile``, half eager ``@tilelang.jit``), each
run on every target against a float64 torch reference by its own ``run(target)``.

The program files are not test modules: they are loaded here by path."""

import importlib.util
from pathlib import Path

import pytest
import torch

import tilelang

CORPUS = Path(__file__).parent / "upstream_corpus"
PROGRAMS = sorted(p.stem for p in CORPUS.glob("*.py") if not p.name.startswith("_"))

# Programs that take more than ~10 s on the simulator run there only with --exhaustive.
SIM_SLOW: set[str] = set()

# (program, target) pairs that fail today for a gap in the compiler, with the reason;
# strict: a fix shows up as XPASS, and the entry goes.
XFAIL = {
    ("scaled_row_sum", "cpu"): "T.get_thread_binding: the tile-level interpreter has no threads",
}


def load(name: str):
    """The program module ``tests/upstream_corpus/<name>.py``, loaded by path (fresh each
    time: a program's module-level state never leaks from one test to another)."""
    spec = importlib.util.spec_from_file_location(f"upstream_corpus_{name}", CORPUS / f"{name}.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def _params(target):
    for name in PROGRAMS:
        marks = [pytest.mark.exhaustive] if target == "sim" and name in SIM_SLOW else []
        if (name, target) in XFAIL:
            marks.append(pytest.mark.xfail(reason=XFAIL[name, target], strict=True,
                                           raises=tilelang.TileLangError))
        yield pytest.param(name, id=name, marks=marks)


def test_the_corpus_is_there():
    assert len(PROGRAMS) >= 25
    for name in PROGRAMS:
        assert not name.startswith("test_"), name      # never collected as tests themselves
        module = load(name)
        assert callable(module.run) and callable(module.build), name


@pytest.mark.parametrize("name", list(_params("cpu")))
def test_cpu(name):
    load(name).run("cpu")


@pytest.mark.parametrize("name", list(_params("sim")))
def test_sim(name):
    load(name).run("sim")


@pytest.mark.gpu
@pytest.mark.skipif(not torch.cuda.is_available(), reason="needs a CUDA GPU")
@pytest.mark.parametrize("name", list(_params("cuda")))
def test_cuda(name):
    load(name).run("cuda")


@pytest.mark.skipif(torch.cuda.is_available(), reason="checks the build without a GPU")
@pytest.mark.parametrize("name", list(_params("cuda")))
def test_cuda_build_only(name, tmp_path, monkeypatch):
    """Without a GPU: the program builds for sm_90a (NVRTC) into a cubin and CUDA source."""
    monkeypatch.setenv("TILELANG_CACHE_DIR", str(tmp_path / "cache"))
    kernel = load(name).build("cuda -arch=sm_90a")
    assert kernel.cuda.arch == "sm_90a" and kernel.cuda.cubin[:4] == b"\x7fELF"
    assert 'extern "C" __global__' in kernel.get_kernel_source()
