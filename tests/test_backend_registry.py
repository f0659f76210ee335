"""The backend registry (backends/registry.py): the kernel dispatches every target
through it, and a backend registered under a new kind serves that kind with no other
change."""

import numpy as np
import pytest

import tilelang
import tilelang.language as T
from tilelang.backends import registry
from tilelang.backends.interp.backend import InterpBackend
from tilelang.lowering.target import Target

# (about choosing targets: ``--target sim|cuda`` runs would map "cpu" to another one)
pytestmark = pytest.mark.interp_only


@T.prim_func
def add_one(A: T.Tensor((64,), "float32"), B: T.Tensor((64,), "float32")):
    with T.Kernel(1, threads=64) as bx:
        for i in T.Parallel(64):
            B[i] = A[i] + 1.0


class CountingBackend(InterpBackend):
    """The interpreter under another kind, counting the registry's three steps."""

    kind = "counting"
    calls: list = []

    def target(self, source, arch, options):
        self.calls.append("target")
        return Target(kind=self.kind, options=options)

    def lower(self, source, target):
        self.calls.append("lower")
        return super().lower(source, target)

    def build(self, module, target, out_idx):
        self.calls.append("build")
        return super().build(module, target, out_idx)


BACKEND = CountingBackend()


def test_a_registered_backend_serves_its_kind(monkeypatch):
    monkeypatch.setitem(registry.BACKENDS, "counting", __name__)
    monkeypatch.setattr(registry, "_LOADED", {})
    CountingBackend.calls.clear()
    kernel = tilelang.compile(add_one, out_idx=[-1], target="counting")
    assert CountingBackend.calls == ["target", "lower", "build"]
    a = np.arange(64, dtype=np.float32)
    np.testing.assert_array_equal(kernel(a), a + 1)
    assert kernel.program.target.kind == "counting"
    with pytest.raises(tilelang.TileLangError, match="generates no CUDA source"):
        kernel.get_kernel_source()


def test_register_backend_replaces_a_slot(monkeypatch):
    monkeypatch.setattr(registry, "BACKENDS", dict(registry.BACKENDS))
    monkeypatch.setattr(registry, "_LOADED", {})
    registry.register_backend("cpu", __name__)  # the interpreter's slot, served by another module
    assert registry.get_backend("cpu") is BACKEND


def test_each_builtin_kind_is_its_own_slot():
    for kind, program in (("cpu", "HostProgram"), ("sim", "HostProgram")):
        kernel = tilelang.compile(add_one, out_idx=[-1], target=kind)
        assert type(kernel.program).__name__ == program and kernel.program.target.kind == kind
        assert registry.get_backend(kind).kind == kind
    cuda = tilelang.compile(add_one, out_idx=[-1], target="cuda", arch="sm_80")
    assert type(cuda.program).__name__ == "CudaProgram" and cuda.cuda.arch == "sm_80"


def test_an_unknown_target_names_the_registered_kinds():
    with pytest.raises(tilelang.TileLangError, match=r"unknown target 'rocm'; expected one of auto, cpu, sim, cuda"):
        tilelang.compile(add_one, target="rocm")
    with pytest.raises(tilelang.TileLangError, match=r"no backend for target 'rocm'; the backends are cpu, sim, cuda"):
        registry.get_backend("rocm")
