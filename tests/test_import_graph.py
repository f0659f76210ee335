"""The package's import graph: every import (at the top of a file or inside a function)
goes from a layer down to a lower one, so no two packages form a cycle.

The layers, bottom up, are ``LAYERS``; ``docs/architecture.md`` describes them.  A new
package or top-level module must be placed in one (the test fails for an unknown one).
"""

from __future__ import annotations

import ast
from collections import defaultdict
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
# source folder -> the package it installs as (pyproject.toml's package-dir)
FOLDERS = {"tilelang": "tilelang", "frontend": "tilelang.frontend", "lowering": "tilelang.lowering",
           "backends": "tilelang.backends"}

# Bottom up.  A unit may import only units of lower layers (never one of its own layer).
LAYERS = [
    ["tilelang.lowering", "tilelang.backends"],  # (their __init__ files are empty)
    ["tilelang.errors", "tilelang.version", "tilelang.lazy_import", "tilelang.math"],
    ["tilelang.dtypes"],
    ["tilelang.quant_torch"],
    ["tilelang.layout", "tilelang.quant", "tilelang.arguments", "tilelang.timing"],
    ["tilelang.lowering.target", "tilelang.lowering.word_decode"],
    ["tilelang.lowering.pair_table"],
    ["tilelang.lowering.ir"],
    ["tilelang.lowering.index_analysis", "tilelang.lowering.offset_width"],
    ["tilelang.lowering.tile_lowering"],
    ["tilelang.lowering.passes"],
    ["tilelang.backends.registry"],
    ["tilelang.backends.interp"],
    ["tilelang.backends.sim", "tilelang.backends.cuda"],
    ["tilelang.frontend"],
    ["tilelang.language"],
    ["tilelang.profiler", "tilelang.custom_op"],
    ["tilelang.kernel"],
    ["tilelang.eager"],
    ["tilelang.jit"],
    ["tilelang.ops", "tilelang.autotuner"],
    ["tilelang.nn"],
    ["tilelang"],
    ["tilelang.demo", "tilelang.power_sampling"],
]
RANK = {unit: i for i, layer in enumerate(LAYERS) for unit in layer}


def _modules() -> dict[str, Path]:
    mods = {}
    for folder, package in FOLDERS.items():
        for path in (ROOT / folder).rglob("*.py"):
            parts = list(path.relative_to(ROOT / folder).with_suffix("").parts)
            if parts[-1] == "__init__":
                parts.pop()
            mods[".".join([package, *parts])] = path
    return mods


def _unit(module: str) -> str:
    """The layer unit a module belongs to: a compiler folder's subpackage or module
    (``tilelang.lowering.ir``, ``tilelang.lowering.target``), else ``tilelang.<first>``."""
    parts = module.split(".")
    if len(parts) > 2 and parts[1] in ("lowering", "backends"):
        return ".".join(parts[:3])
    return ".".join(parts[:2])


def _imports(module: str, path: Path, mods: dict) -> list[tuple[str, int]]:
    """(imported module, line) for every import of ``module`` that names one of ours."""
    package = module if path.name == "__init__.py" else module.rsplit(".", 1)[0]
    found = []
    for node in ast.walk(ast.parse(path.read_text(), str(path))):
        if isinstance(node, ast.Import):
            found += [(a.name, node.lineno) for a in node.names]
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                anchor = package.rsplit(".", node.level - 1)[0] if node.level > 1 else package
                base = anchor + ("." + node.module if node.module else "")
            for a in node.names:  # ``from pkg import submodule`` imports the submodule
                found.append((f"{base}.{a.name}" if f"{base}.{a.name}" in mods else base, node.lineno))
    return [(name, line) for name, line in found if name == "tilelang" or name.startswith("tilelang.")]


def _graph():
    mods = _modules()
    edges = defaultdict(set)  # unit -> {(unit, where)}
    for module, path in mods.items():
        for target, line in _imports(module, path, mods):
            a, b = _unit(module), _unit(target)
            if a != b:
                edges[a].add((b, f"{path.relative_to(ROOT)}:{line}"))
    return mods, edges


def _cycles(edges) -> list[list[str]]:
    """The strongly connected components of more than one unit (Tarjan)."""
    index, low, stack, on, out = {}, {}, [], set(), []

    def visit(v):
        index[v] = low[v] = len(index)
        stack.append(v)
        on.add(v)
        for w, _ in edges.get(v, ()):
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            comp = []
            while True:
                w = stack.pop()
                on.discard(w)
                comp.append(w)
                if w == v:
                    break
            if len(comp) > 1:
                out.append(sorted(comp))

    for v in list(edges):
        if v not in index:
            visit(v)
    return out


def test_every_unit_has_a_layer():
    mods, _ = _graph()
    units = {_unit(m) for m in mods} | {"tilelang"}
    assert units - set(RANK) == set(), "place these in LAYERS (tests/test_import_graph.py, docs/architecture.md)"


def test_no_cycles_between_packages():
    _, edges = _graph()
    assert _cycles(edges) == []


def test_no_upward_imports():
    _, edges = _graph()
    upward = sorted(f"{where}: {a} imports {b}" for a, targets in edges.items() for b, where in targets
                    if RANK.get(b, -1) >= RANK.get(a, -1))
    assert upward == []


def test_the_checks_can_fail():
    """A cycle and an upward edge, made up, are found."""
    edges = {"tilelang.lowering.ir": {("tilelang.lowering.passes", "x.py:1")},
             "tilelang.lowering.passes": {("tilelang.lowering.ir", "y.py:2")}}
    assert _cycles(edges) == [["tilelang.lowering.ir", "tilelang.lowering.passes"]]
    assert RANK["tilelang.lowering.passes"] > RANK["tilelang.lowering.ir"]
    mods = {"tilelang.lowering.ir.parser": None, "tilelang.lowering.passes.base": None}
    src = ROOT / "lowering" / "ir" / "parser.py"
    assert all(name.startswith("tilelang") for name, _ in _imports("tilelang.lowering.ir.parser", src, mods))


@pytest.mark.parametrize("module,unit", [("tilelang.lowering.ir.ops.tile", "tilelang.lowering.ir"),
                                         ("tilelang.lowering.target", "tilelang.lowering.target"),
                                         ("tilelang.ops.lowbit_plan", "tilelang.ops"), ("tilelang", "tilelang")])
def test_units(module, unit):
    assert _unit(module) == unit
