import sys
from pathlib import Path

import pytest

# Test helpers (irchecks.py, interp_checks.py ...) import as plain modules.
sys.path.insert(0, str(Path(__file__).parent))


def pytest_addoption(parser):
    parser.addoption("--nvrtc", action="store_true",
                     help="also build every kernel the tests compile for CUDA sm_80 and sm_90a (NVRTC)")
    parser.addoption("--target", default="cpu", choices=("cpu", "sim", "cuda"),
                     help="run the kernels that the tests compile for 'cpu' on this target instead "
                          "('sim': lowered to threads and run on the thread-level simulator; 'cuda': "
                          "compiled with NVRTC and run on the GPU, host tensors moved there and back)")
    parser.addoption("--exhaustive", action="store_true",
                     help="also run the tests marked exhaustive: whole-corpus sweeps in child pytests "
                          "(minutes; scripts/run_gpu.sh runs them). `-m exhaustive` runs only those")
    parser.addoption("--campaign", action="store_true",
                     help="also run the tests marked campaign: the mutation campaign over the whole corpus "
                          "(tests/campaign; minutes). `-m campaign` runs only those")


@pytest.fixture(autouse=True)
def _kernel_target(request, monkeypatch):
    target = request.config.getoption("--target")
    if target != "cpu":
        import importlib

        jit_module = importlib.import_module("tilelang.jit")  # the package's `jit` is the decorator
        real = jit_module.resolve_target
        monkeypatch.setattr(jit_module, "resolve_target", lambda t: target if real(t) == "cpu" else real(t))
        if target == "cuda":
            from tilelang.kernel import JITKernel

            monkeypatch.setattr(JITKernel, "__call__", _on_gpu(JITKernel.__call__))
    yield


def _on_gpu(call):
    """Run a CUDA kernel on host arguments: inputs go to the GPU, every argument written
    there comes back into the caller's array, outputs come back as the interpreter gives
    them (numpy for numpy inputs)."""
    import numpy as np
    import torch

    def to_gpu(a):
        if isinstance(a, np.ndarray):
            a = torch.from_numpy(a)
        if isinstance(a, torch.Tensor) and a.device.type == "cpu":  # strides kept, contiguous or not
            return torch.empty_strided(a.shape, a.stride(), dtype=a.dtype, device="cuda").copy_(a)
        return a

    def wrapped(self, *args):
        if self.target != "cuda":
            return call(self, *args)
        elsewhere = any(isinstance(a, torch.Tensor) and a.device.type not in ("cpu", "cuda") for a in args)
        moved = list(args) if elsewhere else [to_gpu(a) for a in args]
        out = call(self, *moved)
        if all(dev is host for host, dev in zip(args, moved)) and args:
            return out  # (a GPU test's own CUDA tensors: nothing to bring home)
        for host, dev in zip(args, moved):
            if dev is not host:
                back = dev.cpu()
                if isinstance(host, np.ndarray):
                    np.copyto(host, back.numpy())
                else:
                    host.copy_(back)
        as_numpy = any(isinstance(a, np.ndarray) for a in args)

        def home(x):
            if isinstance(x, torch.Tensor):
                x = x.cpu()
                return x.numpy() if as_numpy else x
            return x

        return tuple(home(x) for x in out) if isinstance(out, tuple) else home(out)

    return wrapped


@pytest.fixture(autouse=True)
def _nvrtc_every_kernel(request, monkeypatch):
    """With ``--nvrtc``, every kernel a test compiles is also built for CUDA (sm_80 and
    sm_90a) through NVRTC: codegen and compile errors fail the test that made the kernel,
    and so does sm_90a machine code that touches a wgmma's registers in flight (when
    ``nvdisasm`` is there: ``backends/cuda/sass.py``)."""
    if not request.config.getoption("--nvrtc"):
        yield
        return
    from tilelang.backends.cuda.build import build
    from tilelang.backends.cuda.sass import disassemble, nvdisasm_path, wgmma_register_hazards
    from tilelang.kernel import JITKernel

    check_sass = nvdisasm_path() is not None

    real_init = JITKernel.__init__

    def init(self, func, out_idx, target, *args, **kwargs):
        real_init(self, func, out_idx, target, *args, **kwargs)
        source = getattr(func, "module", func)  # (a prim_func, or an IR module compiled as it is)
        if target != "cuda":
            for arch in (source.arch,) if source.lowered else ("sm_80", "sm_90a"):
                built = build(source, arch)
                if arch == "sm_90a" and check_sass:  # ptxas kept every wgmma's registers untouched in flight
                    hazards = wgmma_register_hazards(disassemble(built.cubin))
                    assert not hazards, "SASS touches registers of a wgmma in flight:\n" + "\n".join(hazards[:5])

    monkeypatch.setattr(JITKernel, "__init__", init)
    yield


# Markers whose tests run only when asked for: marker -> why they are left out
OPT_IN = {"campaign": "the whole mutation campaign: run with --campaign (or -m campaign)",
          "exhaustive": "a whole-corpus sweep (scripts/run_gpu.sh runs it): run with --exhaustive (or -m exhaustive)"}


def pytest_collection_modifyitems(config, items):
    """Under ``--target sim``, leave out the tests about choosing the interpreter itself.
    Tests marked ``campaign`` or ``exhaustive`` are skipped unless asked for
    (``--campaign`` / ``--exhaustive``, or ``-m`` naming the marker)."""
    for marker, reason in OPT_IN.items():
        if not config.getoption(f"--{marker}") and marker not in (config.option.markexpr or ""):
            skip = pytest.mark.skip(reason=reason)
            for item in items:
                if item.get_closest_marker(marker):
                    item.add_marker(skip)
    if config.getoption("--target") == "cpu":
        return
    host_only = ("interp_only", "host_checks") if config.getoption("--target") == "cuda" else ("interp_only",)
    kept = [i for i in items if not any(i.get_closest_marker(m) for m in host_only)]
    if len(kept) != len(items):
        config.hook.pytest_deselected(items=[i for i in items if i not in kept])
        items[:] = kept
