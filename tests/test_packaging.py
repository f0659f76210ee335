"""The package installs as pyproject.toml lays it out, CI runs the README's test command,
the documents link only inside the repository, and the public namespaces list only
their API."""

import re
import subprocess
import sys
import textwrap
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
MAPPED = {"tilelang": "tilelang", "tilelang.frontend": "frontend", "tilelang.lowering": "lowering",
          "tilelang.backends": "backends"}


def test_every_package_folder_is_listed_in_pyproject():
    conf = tomllib.loads((ROOT / "pyproject.toml").read_text())["tool"]["setuptools"]
    assert conf["package-dir"] == MAPPED
    found = set()
    for pkg, folder in MAPPED.items():
        for init in (ROOT / folder).rglob("__init__.py"):
            rel = init.parent.relative_to(ROOT / folder).parts
            found.add(".".join((pkg,) + rel))
    assert found == set(conf["packages"])


def test_every_data_file_the_packages_read_is_package_data():
    # (an editable install reads them from the checkout; a wheel has only what is declared:
    # the CUDA prelude was missing, so `pip install .` could not generate CUDA)
    import fnmatch

    conf = tomllib.loads((ROOT / "pyproject.toml").read_text())["tool"]["setuptools"]
    data = conf["package-data"]
    tracked = subprocess.run(["git", "ls-files", *MAPPED.values()], cwd=ROOT, capture_output=True, text=True,
                             check=True).stdout.split()
    missing = []
    for path in (p for p in tracked if not p.endswith(".py")):
        folder, name = path.rsplit("/", 1)
        top, *rest = folder.split("/")
        pkg = ".".join([next(k for k, v in MAPPED.items() if v == top), *rest])
        if not any(fnmatch.fnmatch(name, pat) for pat in data.get(pkg, ())):
            missing.append(path)
    assert not missing, f"not declared as package data: {missing}"


def test_ci_runs_exactly_the_readme_test_command():
    readme = (ROOT / "README.md").read_text()
    commands = re.findall(r"^    (python3 -m pip install .*)$", readme, re.M)
    assert len(commands) == 2, commands
    ci_lines = [ln for ln in (ROOT / ".ci" / "run").read_text().splitlines() if ln.startswith("python3")]
    assert ci_lines == [commands[1]]


def _links_leaving_the_repository(doc: Path, text: str) -> list[str]:
    """The link targets of a markdown text (``[text](target)``, ``[name]: target``) that
    are absolute paths, lead out of the repository or name no file of it."""
    bad = []
    targets = re.findall(r"\]\(\s*<?([^)\s>]+)", text) + re.findall(r"^\s*\[[^\]]+\]:\s*<?(\S+?)>?$", text, re.M)
    for target in targets:
        if re.match(r"[a-z][a-z0-9+.-]*:", target) or target.startswith("#"):  # a URL, an anchor of the page
            continue
        path = target.split("#")[0]
        resolved = (doc.parent / path).resolve()
        if path.startswith("/") or not resolved.is_relative_to(ROOT) or not resolved.exists():
            bad.append(target)
    return bad


def test_the_documents_link_only_to_files_of_the_repository():
    # (a clone has nothing beside the repository: the README once linked ../shared/DESIGN.md)
    readme = ROOT / "README.md"
    outside = "[d](../shared/DESIGN.md) [e](/etc/passwd) [f](docs/nothing.md)\n[g]: ../x.md\n"
    assert _links_leaving_the_repository(readme, outside) == ["../shared/DESIGN.md", "/etc/passwd",
                                                              "docs/nothing.md", "../x.md"]
    inside = "[ok](docs/ops.md#api) [web](https://pytorch.org) [a](#set-up)"
    assert _links_leaving_the_repository(readme, inside) == []
    docs = subprocess.run(["git", "ls-files", "*.md"], cwd=ROOT, capture_output=True, text=True,
                          check=True).stdout.split()
    assert "README.md" in docs
    bad = {doc: links for doc in docs if (links := _links_leaving_the_repository(ROOT / doc, (ROOT / doc).read_text()))}
    assert bad == {}


def test_the_user_documents_do_not_speak_of_the_projects_issues():
    # (what a page is about, not which issue of the project's history wrote it; the
    # measurement log benchmarks/RESULTS.md keeps its history)
    history = re.compile(r"\bissue[- ]\d+|\b(?:the|its) issue's\b|\bthe \w+ issue\b", re.I)
    assert history.findall("notes for the lowering issue; issue 27; the issue-8 targets; its issue's name")
    assert not history.findall("the read is checked at the issue; a producer warp issues the copies")
    docs = [ROOT / "README.md", ROOT / "tutorials" / "README.md", *sorted((ROOT / "docs").glob("*.md"))]
    found = {doc.name: history.findall(doc.read_text()) for doc in docs}
    assert {name: hits for name, hits in found.items() if hits} == {}


def test_the_public_namespaces_show_only_their_api():
    # `from __future__ import annotations` binds `annotations` in a module; the language's
    # submodules and its table of built-ins are no part of T
    import tilelang
    import tilelang.language as T

    assert "annotations" not in dir(tilelang)
    assert not {"annotations", "BUILTINS", "builtins", "tensor"} & set(dir(T))
    assert dir(T) == sorted(T.__all__) and all(hasattr(T, name) for name in T.__all__)
    assert {"Kernel", "Tensor", "copy", "gemm", "float16", "int4"} <= set(dir(T))


def test_import_is_light_and_prints_the_low_bit_dtypes():
    """Importing loads neither torch, lark, numpy (bound lazily: ``tilelang/lazy_import.py``),
    the frontend's parser, the IR nor the ops; the first use of each loads it."""
    code = ("import sys, tilelang, tilelang.language as T; print(T.int4, T.float4_e2m1fn, T.nf4); "
            "print([m for m in ('torch', 'lark', 'numpy._core', 'tilelang.frontend.parser', 'tilelang.lowering.ir', "
            "'tilelang.ops') if m in sys.modules]); "
            "print(T.nf4.decode([15]).tolist(), tilelang.ops.int4_matmul.__name__, 'numpy._core' in sys.modules)")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    assert out.splitlines() == ["int4 float4_e2m1fn nf4", "[]", "[1.0] int4_matmul True"]


def test_the_frontend_loads_no_numpy_for_exact_literals(tmp_path):
    """Parsing a kernel whose literals are exact values of their types (T.clear's 0, a
    0.5 scale) loads no numpy: a process that then hits the disk cache never needs it."""
    code = textwrap.dedent("""
        import sys, tilelang.language as T

        @T.prim_func
        def main(A: T.Tensor((256, 64), "float16"), B: T.Tensor((256, 64), "float16")):
            with T.Kernel(2, threads=128) as bx:
                X = T.alloc_fragment((128, 64), "float")
                T.clear(X)
                for i, j in T.Parallel(128, 64):
                    X[i, j] = A[bx * 128 + i, j] * 0.5 + X[i, j]
                T.copy(X, B[bx * 128, 0])

        print(type(main).__name__, [m for m in ("numpy._core", "torch") if m in sys.modules])
    """)
    (tmp_path / "kernel.py").write_text(code)  # (the frontend reads the function's source file)
    out = subprocess.run([sys.executable, str(tmp_path / "kernel.py")], capture_output=True, text=True,
                         check=True).stdout
    assert out.split(" ", 1)[1].strip() == "[]", out


def test_compiler_folders_import_under_the_tilelang_namespace():
    import tilelang.backends
    import tilelang.frontend
    import tilelang.lowering.ir

    for mod, folder in ((tilelang.frontend, "frontend"), (tilelang.lowering.ir, "lowering"),
                        (tilelang.backends, "backends")):
        assert Path(mod.__file__).resolve().is_relative_to(ROOT / folder)
