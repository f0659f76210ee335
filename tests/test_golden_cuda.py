"""The generated CUDA source of the planned kernels and of the tutorials' kernels is
byte-identical to its golden copy in tests/golden/cuda/ (``golden_kernels.py`` says
which kernels and how they are generated; ``python scripts/update_golden.py`` is the
only way to update the copies, so a change to generated code is a reviewed diff).

The sources are generated once for this module, in two child processes (sm_90a and
sm_80) without NVRTC or a GPU: about 30 s of lowering on two cores.
"""

import re

import pytest

import golden_kernels as gk

FILES = gk.stored_files()


@pytest.fixture(scope="module")
def generated():
    return gk.generate()


@pytest.mark.parametrize("name", FILES)
def test_generated_source_is_its_golden_copy(name, generated):
    if name not in generated:
        pytest.fail(f"{name}: no kernel generates it any more; run `{gk.UPDATE}`", pytrace=False)
    problem = gk.mismatch(name, (gk.GOLDEN / name).read_text(encoding="utf-8"), generated[name])
    if problem:
        pytest.fail(problem, pytrace=False)  # (the diff alone: no traceback, no repr of every source)


def test_every_golden_file_has_a_generator_and_every_kernel_a_golden_file(generated):
    stale = sorted(set(FILES) - set(generated))
    missing = sorted(set(generated) - set(FILES))
    assert not stale and not missing, (
        f"golden files no kernel generates: {stale}; kernels without a golden file: {missing}. "
        f"Run `{gk.UPDATE}` (it adds and deletes them).")


def test_the_golden_sources_name_no_machine(generated):
    """``#line`` paths are repository-relative, no temporary or home folder: a clone
    anywhere else generates the same text."""
    found = {name: lines[:3] for name, text in generated.items() if (lines := gk.machine_dependent(text))}
    assert not found, f"machine-dependent lines in the generated sources: {found}"
    assert any('#line ' in t and '"tilelang/ops/lowbit_kernels.py"' in t for t in generated.values())
    assert any('"tutorials/' in t for t in generated.values())


def test_every_kernel_of_the_table_and_of_each_tutorial_is_there(generated):
    for arch in gk.ARCHS:
        for k in gk.OPS:
            assert k.file(arch) in generated
    for arch in gk.TUTORIAL_ARCHS:
        for script in gk.TUTORIALS:
            assert any(n.startswith(f"tutorials/{script.stem[:2]}_") and n.endswith(f"_{gk.arch_tag(arch)}.cu")
                       for n in generated), f"{script.name} built no kernel for {arch}"


def test_a_changed_character_fails_with_a_diff_and_the_update_command(generated):
    name = gk.OPS[0].file(gk.ARCHS[0])
    text = generated[name]
    i = text.index("__global__")
    changed = text[:i] + "__global_" + text[i + len("__global__"):]
    message = gk.mismatch(name, changed, text)
    assert message is not None and "the generated CUDA differs" in message
    assert "-" + changed.splitlines()[changed[:i].count("\n")] in message and gk.UPDATE in message
    assert gk.mismatch(name, text, text) is None


def test_a_moved_python_line_is_told_apart_from_changed_code(generated):
    text = generated[gk.OPS[0].file(gk.ARCHS[0])]
    moved = re.sub(r"^#line (\d+)", lambda m: f"#line {int(m.group(1)) + 1}", text, count=1, flags=re.M)
    assert moved != text
    assert "only #line directives differ" in gk.mismatch("k.cu", moved, text)
