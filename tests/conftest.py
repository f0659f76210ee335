import sys
from pathlib import Path

import pytest

# Test helpers (irchecks.py, interp_checks.py ...) import as plain modules.
sys.path.insert(0, str(Path(__file__).parent))


def pytest_addoption(parser):
    parser.addoption("--target", default="cpu", choices=("cpu", "sim"),
                     help="run the kernels that the tests compile for 'cpu' on this target instead "
                          "('sim': lowered to threads and run on the thread-level simulator)")


@pytest.fixture(autouse=True)
def _kernel_target(request, monkeypatch):
    target = request.config.getoption("--target")
    if target != "cpu":
        import importlib

        jit_module = importlib.import_module("tilelang.jit")  # the package's `jit` is the decorator
        real = jit_module.resolve_target
        monkeypatch.setattr(jit_module, "resolve_target", lambda t: target if real(t) == "cpu" else real(t))
    yield


def pytest_collection_modifyitems(config, items):
    """Under ``--target sim``, leave out the tests about choosing the interpreter itself."""
    if config.getoption("--target") == "cpu":
        return
    kept = [i for i in items if i.get_closest_marker("interp_only") is None]
    if len(kept) != len(items):
        config.hook.pytest_deselected(items=[i for i in items if i not in kept])
        items[:] = kept
