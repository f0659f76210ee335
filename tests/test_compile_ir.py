"""``tilelang.compile(module)``: print IR, edit the text, parse it, run it.

A module knows the passes it has been through and the arch they lowered for (the
text's ``lowered_through = "..."`` / ``arch = "..."`` lines); compiling or lowering it resumes
after them.  Checked here: a printed sm_90a warp-specialized gemm parsed back runs on
the simulator against float64; edits to its text show (a missing barrier or
mbarrier operation is reported, a changed constant changes the result); lowering
stopped at a pass resumes to the fully lowered IR; the CUDA target builds a parsed
module to the same source as the prim_func; and the errors for what cannot run.
"""

import functools
import re

import pytest
import torch

import tilelang
import tilelang.language as T
from tilelang.errors import IRParseError, IRVerifyError, TileLangError
from tilelang.lowering.ir import Module
from tilelang.lowering.passes import PIPELINE, run_pipeline
from tilelang.lowering.passes.base import PASSES

from kernels import gemm

# C = A @ B.T (fp16 in, float32 out): the k-loop's TMA copies on a producer warp
gemm_ws = functools.partial(gemm, out_dtype="float32", trans_B=True, warp_specialize=True)
# C = A @ B with a cp.async multi-buffered k-loop (one barrier per iteration)
gemm_pipelined = functools.partial(gemm, out_dtype="float32")


M, N, K = 128, 128, 256
WS = (M, N, K, 64, 64, 64, 2, 128)  # 2 x 2 blocks, 4 trips over 2 stages


def _inputs():
    g = torch.Generator().manual_seed(26)
    a, b = torch.randn(M, K, generator=g).half(), torch.randn(N, K, generator=g).half()
    return a, b, a.double() @ b.double().T


def _rel_err(c, ref) -> float:
    return ((c.double() - ref).norm() / ref.norm()).item()


@pytest.fixture(scope="module")
def ws_text():
    """The fully lowered sm_90a warp-specialized gemm, printed."""
    return str(tilelang.lower(gemm_ws(*WS), arch="sm_90a"))


def _canonical(text: str) -> str:
    """``text`` with value names numbered by first appearance: a parsed module names a
    value the passes derive from a uniquified one apart from the in-memory module
    (``%l_1_v`` for ``%l_v_1``), nothing else."""
    names: dict = {}
    return re.sub(r"%[A-Za-z0-9_.]+", lambda m: names.setdefault(m.group(0), f"%v{len(names)}"), text)


def _edit(text: str, pattern: str, new: str | None = None) -> str:
    """``text`` with the one line matching ``pattern`` deleted (or its match replaced)."""
    lines = text.splitlines(keepends=True)
    hits = [i for i, line in enumerate(lines) if re.search(pattern, line)]
    assert len(hits) == 1, f"{pattern!r} matches lines {hits}"
    i = hits[0]
    if new is None:
        del lines[i]
    else:
        lines[i] = re.sub(pattern, new, lines[i])
    return "".join(lines)


# ---- the text form knows where lowering stopped ------------------------------------

def test_the_text_records_the_passes_and_the_arch(ws_text):
    assert ws_text.startswith(f'lowered_through = "{PIPELINE[-1]}"\narch = "sm_90a"\n')
    module = tilelang.parse_ir(ws_text)
    assert module.passes == tuple(PIPELINE) and module.arch == "sm_90a" and module.lowered
    assert str(module) == ws_text
    partial = tilelang.lower(gemm_ws(*WS), until="pipeline", arch="sm_90a")
    assert partial.passes == tuple(PIPELINE[:PIPELINE.index("pipeline") + 1])
    assert str(partial).startswith('lowered_through = "pipeline"\narch = "sm_90a"\n')
    assert tilelang.parse_ir(str(partial)).passes == partial.passes
    # the frontend's IR (and any older text) has no such line: no pass has run
    frontend = str(gemm_ws(*WS))
    assert not frontend.startswith(("lowered_through", "arch"))
    parsed = tilelang.parse_ir(frontend)
    assert parsed.passes == () and parsed.arch is None and not parsed.lowered
    verified = tilelang.lower(gemm_ws(*WS), until="verify", arch="sm_90a")
    assert verified.passes == ("verify",) and verified.arch is None  # nothing lowered for it yet
    assert str(verified) == frontend  # (verify changes nothing: the text stays the frontend's)


@pytest.mark.parametrize("line, message", [
    ('lowered_through = "pipelining"', "'lowered_through' names the last pass run, in quotes, one of: verify, "),
    ("lowered_through = pipeline", "'lowered_through' names the last pass run"),
    ('lowered_through = ["pipeline"]', "'lowered_through' names the last pass run"),
    ("arch = sm_90a", "'arch' expects a CUDA architecture in quotes"),
    ('arch = "sm_70"', "sm_70 is too old"),
    ("stage = 3", "unknown module attribute 'stage'"),
    ('lowered_through = "pipeline"\nlowered_through = "pipeline"', "module attribute 'lowered_through' given twice"),
])
def test_bad_module_attribute_lines_are_parse_errors_at_their_line(line, message):
    with pytest.raises(IRParseError, match=re.escape(message)) as e:
        tilelang.parse_ir(line + '\n\nfunc {sym_name = "f"}\n')
    assert e.value.loc.file == "<ir>" and e.value.loc.line == line.count("\n") + 1


# ---- run it: the printed, parsed kernel on the simulator ----------------------------

def test_a_printed_sm90a_kernel_parsed_back_runs_on_the_simulator(ws_text):
    module = tilelang.parse_ir(ws_text)
    kernel = tilelang.compile(module, out_idx=[-1], target="sim")  # arch: the module's own
    assert kernel.prim_func is None and kernel.ir == ws_text  # no pass ran again
    assert {"specialize", "tma_load", "wgmma"} <= {op.name for op in kernel.module.walk()}
    a, b, ref = _inputs()
    c = kernel(a, b)
    assert torch.isfinite(c).all() and _rel_err(c, ref) < 1e-5
    assert str(module) == ws_text  # the caller's module is not changed
    # the argument binder reads the parameters from the parsed function
    with pytest.raises(TileLangError, match=r"main\(\) takes 2 argument\(s\) \(A, B\), got 1; missing: B"):
        kernel(a)
    with pytest.raises(TileLangError, match=r"argument 1 \('B'\) of main: expected shape \[128, 256\]"):
        kernel(a, b[:64])


def test_a_changed_constant_changes_the_result(ws_text):
    # the accumulator's clear: start from 1.0 instead of 0.0, every output moves by one
    text = _edit(ws_text, r"= const \{value = 0\.0\} : float32", "= const {value = 1.0} : float32")
    c = tilelang.compile(tilelang.parse_ir(text), out_idx=[-1], target="sim")(*_inputs()[:2])
    ref = _inputs()[2]
    assert _rel_err(c - 1, ref) < 1e-5 and (c.double() - ref).mean().item() == pytest.approx(1.0, abs=1e-3)


@pytest.mark.parametrize("pattern, report", [
    # the barrier after the mbarrier inits: the producer's first wait may see an uninitialized one
    (r"^\s+barrier loc", "a barrier must follow the init"),
    # the producer no longer waits for the consumers to release a stage before refilling it
    (r"^\s+mbarrier_wait %empty_bar", "stale read of shared A_s"),
    # the consumers never release a stage: the producer waits forever
    (r"^\s+mbarrier_arrive %empty_bar", "the kernel would hang"),
], ids=["init-barrier", "empty-wait", "release"])
def test_deleting_a_synchronization_line_is_reported_by_the_simulator(ws_text, pattern, report):
    kernel = tilelang.compile(tilelang.parse_ir(_edit(ws_text, pattern)), out_idx=[-1], target="sim")
    with pytest.raises(TileLangError, match=re.escape(report)) as e:
        kernel(*_inputs()[:2])
    assert e.value.loc is not None and e.value.loc.file == gemm.__code__.co_filename  # at the kernel's own line


def test_deleting_the_pipelines_barrier_is_a_data_race():
    # (lowered with no arch: mma.sync reads the stages after the barrier)
    f = gemm_pipelined(64, 64, 128, 64, 64, 32, 2, 128)
    text = str(tilelang.lower(f))
    assert "arch =" not in text
    a, b = torch.randn(64, 128).half(), torch.randn(128, 64).half()
    ref = a.double() @ b.double()
    assert _rel_err(tilelang.compile(tilelang.parse_ir(text), out_idx=[-1], target="sim")(a, b), ref) < 1e-5
    kernel = tilelang.compile(tilelang.parse_ir(_edit(text, r"^\s+barrier loc")), out_idx=[-1], target="sim")
    with pytest.raises(TileLangError, match=r"data race on shared A_s\[.*cp_async write by thread"):
        kernel(a, b)


# ---- resuming lowering -------------------------------------------------------------

@pytest.mark.parametrize("until", ["layout-inference", "warp-specialize", "pipeline", "insert-barriers"])
def test_a_module_lowered_until_a_pass_resumes_to_the_fully_lowered_one(ws_text, until):
    partial = tilelang.lower(gemm_ws(*WS), until=until, arch="sm_90a")
    assert partial.passes[-1] == until and str(partial) != ws_text
    # in memory: the remaining passes, for the module's own arch, give the same text
    assert str(tilelang.lower(partial)) == ws_text
    assert partial.passes[-1] == until  # (lower works on a clone)
    # through the text: the same IR up to value names (see _canonical)
    resumed = tilelang.compile(tilelang.parse_ir(str(partial)), out_idx=[-1], target="sim")
    assert resumed.module.passes == tuple(PIPELINE) and resumed.module.arch == "sm_90a"
    assert _canonical(resumed.ir) == _canonical(ws_text)
    if until == "pipeline":
        a, b, ref = _inputs()
        assert _rel_err(resumed(a, b), ref) < 1e-5


def test_a_tile_level_module_lowers_for_the_arch_it_is_given(ws_text):
    verified = tilelang.parse_ir(str(tilelang.lower(gemm_ws(*WS), until="verify")))
    assert str(tilelang.lower(verified, arch="sm_90a")) == ws_text
    assert "wgmma" not in {op.name for op in tilelang.lower(verified).walk()}  # no arch: no Hopper's


class _MustNotRun:
    def __init__(self, arch=None, target=None):
        pass

    def run(self, module):
        raise AssertionError("a pass the module has been through ran again")


def test_the_pipeline_skips_the_passes_a_module_has_been_through(monkeypatch, ws_text):
    full = run_pipeline(gemm_ws(*WS).module.clone(), arch="sm_90a")
    partial = run_pipeline(gemm_ws(*WS).module.clone(), until="pipeline", arch="sm_90a")
    ran = []

    class Recording:
        def __init__(self, name, real):
            self.name, self.real = name, real

        def __call__(self, arch=None, target=None):
            ran.append(self.name)
            return self.real(arch=arch, target=target)

    for name in PIPELINE:
        monkeypatch.setitem(PASSES, name, Recording(name, PASSES[name]))
    assert str(run_pipeline(partial, arch="sm_90a")) == ws_text
    assert ran == PIPELINE[PIPELINE.index("pipeline") + 1:]
    # running the full pipeline twice: the second run does nothing
    for name in PIPELINE:
        monkeypatch.setitem(PASSES, name, _MustNotRun)
    assert run_pipeline(full, arch="sm_90a") is full and str(full) == ws_text
    # (the check is real: a module that has not been through them does run them)
    with pytest.raises(AssertionError, match="ran again"):
        run_pipeline(gemm_ws(*WS).module.clone(), arch="sm_90a")


def test_resuming_errors_name_the_parameter():
    partial = tilelang.lower(gemm_ws(*WS), until="pipeline", arch="sm_90a")
    with pytest.raises(TileLangError, match=r"until='layout-inference': the module has already been through "
                                            r"'pipeline'"):
        tilelang.lower(partial, until="layout-inference")
    with pytest.raises(TileLangError, match=r"arch='sm_80': this module was lowered through 'pipeline' for "
                                            r"'sm_90a'.*pass arch='sm_90a'"):
        tilelang.lower(partial, arch="sm_80")
    with pytest.raises(TileLangError, match=r"arch='sm_80': the module was lowered for arch='sm_90a'"):
        run_pipeline(partial.clone(), arch="sm_80")
    odd = partial.clone()
    odd.passes = ("verify", "pipeline")
    with pytest.raises(TileLangError, match=r"are not the pipeline's in order"):
        run_pipeline(odd, arch="sm_90a")


# ---- the CUDA target ---------------------------------------------------------------

def test_cuda_builds_a_parsed_lowered_module_to_the_prim_funcs_source(monkeypatch, ws_text):
    pytest.importorskip("cuda.bindings")
    monkeypatch.setenv("TILELANG_DISABLE_CACHE", "1")  # both lowered here, not read back
    direct = tilelang.compile(gemm_ws(*WS), out_idx=[-1], target="cuda", arch="sm_90a").get_kernel_source()
    assert "wgmma" in direct
    for arch in ("sm_90a", None):  # None: the module's own
        kernel = tilelang.compile(tilelang.parse_ir(ws_text), out_idx=[-1], target="cuda", arch=arch)
        assert kernel.cuda.arch == "sm_90a" and kernel.get_kernel_source() == direct
    # stopped after layout-inference, the rest lowered by the build
    partial = tilelang.parse_ir(str(tilelang.lower(gemm_ws(*WS), until="layout-inference", arch="sm_90a")))
    assert tilelang.compile(partial, out_idx=[-1], target="cuda").get_kernel_source() == direct


# ---- what cannot run ---------------------------------------------------------------

@pytest.mark.interp_only  # (--target sim runs 'cpu' kernels on the simulator)
def test_the_interpreter_runs_tile_level_modules_only(ws_text):
    with pytest.raises(TileLangError, match=r"target='cpu' \(the interpreter\) runs tile-level programs; this "
                                            r"module has been lowered \(through 'simplify'\): run it with "
                                            r"target='sim'"):
        tilelang.compile(tilelang.parse_ir(ws_text), out_idx=[-1], target="cpu")
    tile_level = tilelang.parse_ir(str(tilelang.lower(gemm_ws(*WS), until="verify")))
    a, b, ref = _inputs()
    assert _rel_err(tilelang.compile(tile_level, out_idx=[-1], target="cpu")(a, b), ref) < 1e-5


def test_arch_mismatches_are_errors_naming_arch(ws_text):
    module = tilelang.parse_ir(ws_text)
    for target in ("sim", "cuda"):
        with pytest.raises(TileLangError, match=r"^arch='sm_80': this module was lowered through 'simplify' for "
                                                r"'sm_90a' .*leave arch out or pass arch='sm_90a'"):
            tilelang.compile(module, out_idx=[-1], target=target, arch="sm_80")
    no_arch = tilelang.parse_ir(str(tilelang.lower(gemm_ws(*WS))))
    assert no_arch.lowered and no_arch.arch is None and "arch =" not in str(no_arch)
    with pytest.raises(TileLangError, match=r"lowered without an architecture .* CUDA needs one"):
        tilelang.compile(no_arch, out_idx=[-1], target="cuda")
    with pytest.raises(TileLangError, match=r"arch='sm_90a': this module was lowered through 'simplify' for no "
                                            r"architecture"):
        tilelang.compile(no_arch, out_idx=[-1], target="sim", arch="sm_90a")


def test_ir_text_is_refused_with_a_pointer_to_parse_ir(ws_text):
    for api in (tilelang.compile, tilelang.lower):
        with pytest.raises(TileLangError, match=r"not IR text: parse the text with tilelang\.parse_ir\(text\)"):
            api(ws_text)
    with pytest.raises(TileLangError, match=r"takes a @T\.prim_func or an IR module .* got int"):
        tilelang.compile(3)


def test_a_kernel_or_jit_function_is_refused_with_what_to_do_instead():
    @tilelang.jit(out_idx=[-1], target="cpu")
    def doubler(n):
        @T.prim_func
        def main(A: T.Tensor((n,), "float32"), B: T.Tensor((n,), "float32")):
            with T.Kernel(1) as bx:
                for i in T.Parallel(n):
                    B[i] = A[i] * 2.0
        return main

    kernel = doubler(16)
    for api in (tilelang.compile, tilelang.lower):
        with pytest.raises(TileLangError, match=r"a kernel compiled already: call it with its inputs "
                                                r"\(kernel\(\*inputs\)\), or pass kernel\.prim_func"):
            api(kernel)
        with pytest.raises(TileLangError, match=r"'doubler' is a @tilelang\.jit function, which compiles when "
                                                r"called: call it \(doubler\(\.\.\.\)\)"):
            api(doubler)
    assert tilelang.compile(kernel.prim_func, out_idx=[-1], target="sim").prim_func is kernel.prim_func


def test_a_module_of_two_functions_is_refused():
    text = 'func {sym_name = "f"}\n\nfunc {sym_name = "g"}\n'
    with pytest.raises(TileLangError, match=r"a module of one function .* has 2: \['f', 'g'\]"):
        tilelang.compile(tilelang.parse_ir(text), target="sim")


def test_invalid_edited_ir_is_reported_at_the_ops_source_line(ws_text):
    # the consumers' `%10 = mul %by, %9 : index loc(0:...)` is `by * block_M` of the A copy (the
    # producer, a region deeper, has its own): give it a float type
    text = _edit(ws_text, r"^(      %\w+ = mul %by, %\w+ :) index( loc)", r"\1 float32\2")
    ir_line = next(i for i, line in enumerate(text.splitlines(), 1) if "mul %by" in line and "float32" in line)
    with pytest.raises(IRVerifyError, match=r"'mul' op: result type float32 must be the operand type index "
                                            rf"\(IR text line {ir_line}\)") as e:
        tilelang.compile(tilelang.parse_ir(text), out_idx=[-1], target="sim")
    assert e.value.loc.file == gemm.__code__.co_filename
    assert "T.copy(A[by * block_M, ko * block_K], A_s)" in str(e.value)
    # an op without a source line (index arithmetic the passes made) points into the text
    text = _edit(ws_text, r"(= mul %stage, %\w+ :) index$", r"\1 float32")
    ir_line = next(i for i, line in enumerate(text.splitlines(), 1) if "mul %stage" in line and "float32" in line)
    with pytest.raises(IRVerifyError) as e:
        tilelang.compile(tilelang.parse_ir(text), out_idx=[-1], target="cuda", arch="sm_90a")
    assert str(e.value).startswith(f"<ir>:{ir_line}:") and "'mul' op" in str(e.value)
    assert "mul %stage" in str(e.value)  # the text's line, with a caret


def test_a_module_built_in_python_compiles_too():
    # not parsed: a frontend module passed as is (no passes recorded) lowers fully
    f = gemm_ws(*WS)
    module = Module(f.module.clone().funcs)
    kernel = tilelang.compile(module, out_idx=[-1], target="sim", arch="sm_90a")
    assert kernel.module.passes == tuple(PIPELINE)
    a, b, ref = _inputs()
    assert _rel_err(kernel(a, b), ref) < 1e-5
