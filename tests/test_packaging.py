"""The package installs as DESIGN.md says, and CI runs the README's test command."""

import re
import subprocess
import sys
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


def test_import_is_light_and_prints_the_low_bit_dtypes():
    code = ("import sys, tilelang, tilelang.language as T; print(T.int4, T.float4_e2m1fn, T.nf4); "
            "print('torch' in sys.modules, 'lark' in sys.modules)")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    assert out.splitlines() == ["int4 float4_e2m1fn nf4", "False False"]


def test_compiler_folders_import_under_the_tilelang_namespace():
    import tilelang.backends
    import tilelang.frontend
    import tilelang.lowering.ir

    for mod, folder in ((tilelang.frontend, "frontend"), (tilelang.lowering.ir, "lowering"),
                        (tilelang.backends, "backends")):
        assert Path(mod.__file__).resolve().is_relative_to(ROOT / folder)
