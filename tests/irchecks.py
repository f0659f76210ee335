"""FileCheck-style helpers for IR text in tests."""

import re

import tilelang


def check_ir(text: str, *patterns: str) -> None:
    """Each pattern (a regex, ``{{...}}``-free) matches a line of ``text``, in order.

    A pattern starting with ``NOT:`` must match no line after the previous match
    and before the next one.
    """
    lines = text.splitlines()
    pos = 0
    pending_not = []
    for pat in patterns:
        if pat.startswith("NOT:"):
            pending_not.append(re.compile(pat[4:].strip()))
            continue
        rx = re.compile(pat)
        for i in range(pos, len(lines)):
            if rx.search(lines[i]):
                for nrx in pending_not:
                    bad = [ln for ln in lines[pos:i] if nrx.search(ln)]
                    assert not bad, f"NOT {nrx.pattern!r} matched {bad[0]!r}"
                pending_not, pos = [], i + 1
                break
        else:
            raise AssertionError(f"no line matches {pat!r} after line {pos}:\n" + "\n".join(lines[pos:]))
    for nrx in pending_not:
        bad = [ln for ln in lines[pos:] if nrx.search(ln)]
        assert not bad, f"NOT {nrx.pattern!r} matched {bad[0]!r}"


def round_trip(text: str) -> None:
    """The IR text parses, verifies and prints back to itself."""
    module = tilelang.parse_ir(text)
    module.verify()
    assert str(module) == text


def run_pass(name: str, text: str, arch: str = "sm_90a"):
    """(module, its text) after the pass ``name`` on the IR ``text``: the input and the
    output verify, and the output prints and parses back to itself."""
    from tilelang.lowering.passes import PASSES

    module = tilelang.parse_ir(text)
    module.verify()
    module = PASSES[name](arch=arch).run(module)
    module.verify()
    out = str(module)
    assert str(tilelang.parse_ir(out)) == out
    return module, out


def lower_kernel(params: str, body: str, threads: int = 128, head: str = "") -> str:
    """The text of a one-kernel function (``params``; ``body`` lines inside a
    ``kernel [1]`` with ``%c0`` defined) after layout-inference and lower-tile-ops,
    verified and checked to round-trip."""
    from tilelang.lowering.passes import PASSES

    text = (head + f'func {{sym_name = "f"}} ({params}) {{\n'
            "  %k1 = const {value = 1} : index\n"
            f"  kernel [%k1] {{threads = [{threads}]}} (%bx: index) {{\n"
            "    %c0 = const {value = 0} : index\n"
            + "".join(f"    {ln}\n" for ln in body.strip().splitlines()) + "  }\n}\n")
    module = tilelang.parse_ir(text)
    for name in ("layout-inference", "lower-tile-ops"):
        module = PASSES[name]().run(module)
        module.verify()
    out = str(module)
    assert str(tilelang.parse_ir(out)) == out
    return out
