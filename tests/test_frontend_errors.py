"""Bad kernels give a ``TileLangError`` with a clear message at the offending token.

The kernels live in ``frontend_programs/bad_programs.py`` (and ``bad_annotations.py``,
whose annotations are strings) as plain functions, each with a marker on its
offending line (or on the line of a ``_helper`` it calls)::

    # error[<token>]: <message substring>

so lines and columns are never counted by hand: the expected line is the
marker's, the expected column is where ``<token>`` starts in that line
(``<token>#n`` for its n-th occurrence).
"""

import inspect
import re
import traceback
from pathlib import Path

import pytest

import tilelang
import tilelang.language as T
from frontend_programs import bad_annotations, bad_programs

REPO = Path(__file__).resolve().parents[1]
INTERNAL_DIRS = [str(REPO / d) + "/" for d in ("frontend", "lowering", "backends")]
MARKER = re.compile(r"#\s*error\[(?P<token>.+?)(?:#(?P<nth>\d+))?\]:\s*(?P<message>.+?)\s*$")


MODULES = (bad_programs, bad_annotations)


def bad_kernels():
    out = []
    for mod in MODULES:
        fns = [fn for name, fn in vars(mod).items()
               if inspect.isfunction(fn) and fn.__module__ == mod.__name__ and not name.startswith("_")]
        out += sorted(fns, key=lambda fn: fn.__code__.co_firstlineno)
    return out


def marked_sources(fn):
    """The function's source, then the sources of the ``_helpers`` of its module it calls
    (an error inside an inlined helper points at the helper's line)."""
    yield inspect.getsourcelines(fn)
    mod = inspect.getmodule(fn)
    code = inspect.getsource(fn)
    for name, helper in vars(mod).items():
        if name.startswith("_") and inspect.isfunction(helper) and re.search(rf"\b{name}\(", code):
            yield inspect.getsourcelines(helper)


def expectation(fn):
    """(line, col, message substring, source line) from the one marker of the function
    (or of a helper it calls)."""
    found = []
    for lines, first in marked_sources(fn):
        found += markers(fn, lines, first)
    assert len(found) == 1, f"{fn.__name__}: expected one error marker, found {len(found)}"
    return found[0]


def markers(fn, lines, first):
    found = []
    for i, text in enumerate(lines):
        m = MARKER.search(text)
        if m:
            code = text[:m.start()]
            token, nth = m.group("token"), int(m.group("nth") or 1)
            idx = -1
            for _ in range(nth):
                idx = code.find(token, idx + 1)
                assert idx >= 0, f"{fn.__name__}: token {token!r} (#{nth}) is not on its line: {code!r}"
            found.append((first + i, idx + 1, m.group("message"), text.rstrip("\n")))
    return found


KERNELS = bad_kernels()


def test_there_are_enough_bad_programs():
    assert len(KERNELS) >= 40


@pytest.mark.parametrize("fn", KERNELS, ids=[fn.__name__ for fn in KERNELS])
def test_bad_program(fn):
    line, col, message, source_line = expectation(fn)
    with pytest.raises(tilelang.TileLangError) as info:
        T.prim_func(fn)
    err = info.value
    assert type(err) is tilelang.TileLangError
    assert message in err.message, f"message {err.message!r} lacks {message!r}"
    assert err.loc is not None
    assert Path(err.loc.file).resolve() == Path(inspect.getsourcefile(fn)).resolve()
    assert (err.loc.line, err.loc.col) == (line, col), \
        f"{err.loc.line}:{err.loc.col}, expected {line}:{col}\n{err}"

    text = str(err)
    assert text.startswith(f"{err.loc.file}:{line}:{col}: error: {err.message}")
    rendered = text.splitlines()
    assert rendered[1] == "    " + source_line
    assert rendered[2] == "    " + " " * (col - 1) + "^"

    shown = "".join(traceback.format_exception(err))
    for d in INTERNAL_DIRS:
        assert d not in shown, f"compiler frames under {d} are shown:\n{shown}"


def test_error_in_a_kernel_inside_a_jit_factory():
    """The kernel's source is indented (nested in the factory): columns still match the file,
    and neither the jit wrapper nor the compiler shows frames."""
    matmul = bad_programs._gemm_factory(64)
    lines, first = inspect.getsourcelines(bad_programs._gemm_factory)
    (line, col, message, source_line), = markers(bad_programs._gemm_factory, lines, first)
    with pytest.raises(tilelang.TileLangError) as info:
        matmul(256, 256, 256)
    err = info.value
    assert message in err.message
    assert (err.loc.line, err.loc.col) == (line, col)
    assert str(err).splitlines()[1:] == ["    " + source_line, "    " + " " * (col - 1) + "^"]
    shown = "".join(traceback.format_exception(err))
    for d in INTERNAL_DIRS:
        assert d not in shown, f"compiler frames under {d} are shown:\n{shown}"
    assert bad_programs._gemm_factory(32)(256, 256, 256).ir  # the same kernel with matching K parses


# ---- errors outside the marker scheme ------------------------------------------------
def test_builtins_called_as_plain_python_say_so():
    A = object()
    for call in (lambda: T.copy(A, A), lambda: T.gemm(A, A, A), lambda: T.alloc_shared((16,), "float16"),
                 lambda: T.Kernel(1)):
        with pytest.raises(tilelang.TileLangError, match=r"can only be used inside a @T.prim_func kernel"):
            call()


def test_prim_func_called_directly_says_to_compile():
    @T.prim_func
    def ok(A: T.Tensor((16,), "float32")):
        with T.Kernel(1, threads=32) as bx:
            A[0] = 1.0

    with pytest.raises(tilelang.TileLangError, match=r"tilelang.compile\(ok"):
        ok()


def test_a_global_list_of_lists_is_a_constant():
    @T.prim_func
    def ok(A: T.Tensor((4,), "int32")):
        with T.Kernel(1, threads=32) as bx:
            A[0] = bad_programs.TABLE[1][0]
            A[1] = TABLE[0][1]

    assert "value = 3" in str(ok) and "value = 2" in str(ok)


TABLE = [[1, 2], [3, 4]]


def test_markers_are_well_formed():
    """Every case has exactly one marker whose token is on its line."""
    for fn in KERNELS:
        expectation(fn)


def test_bad_tensor_annotations_raise_the_error_type_at_definition():
    with pytest.raises(tilelang.TileLangError, match="T.Tensor dtype: unknown dtype 'floot32'"):
        T.Tensor((128,), "floot32")
    with pytest.raises(tilelang.TileLangError, match="each dim must be a positive int"):
        T.Tensor((0, 4), "float32")


def test_a_kernel_without_a_kernel_block_is_an_error():
    def nothing(A: T.Tensor((4,), "float32")):
        x = 1  # noqa: F841

    with pytest.raises(tilelang.TileLangError, match="has no `with T.Kernel"):
        T.prim_func(nothing)


def test_gemm_policy_must_be_a_known_warp_policy():
    import tilelang.language as T

    def build(policy):
        @T.prim_func
        def f(A: T.Tensor((64, 32), "float16"), B: T.Tensor((64, 32), "float16"), C: T.Tensor((64, 64), "float32")):
            with T.Kernel(1, threads=128) as bx:
                a = T.alloc_shared((64, 32), "float16")
                b = T.alloc_shared((64, 32), "float16")
                c = T.alloc_fragment((64, 64), "float32")
                T.copy(A, a)
                T.copy(B, b)
                T.gemm(a, b, c, transpose_B=True, policy=policy)
                T.copy(c, C)
        return f

    assert 'policy = "full_col"' in str(build(T.GemmWarpPolicy.FullCol).module)
    assert "policy" not in str(build(None).module) and "policy" not in str(build(T.GemmWarpPolicy.Square).module)
    with pytest.raises(tilelang.TileLangError, match=r"T.gemm\(policy=...\) must be T.GemmWarpPolicy"):
        build("diagonal")
