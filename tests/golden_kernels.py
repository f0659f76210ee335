"""The golden CUDA sources: which kernels, how they are generated, how they are stored.

One table for ``tests/test_golden_cuda.py`` (which compares) and
``scripts/update_golden.py`` (which writes, and is the only way to update):

* ``OPS``: kernels ``tilelang.ops.lowbit_matmul`` runs on CUDA, built the way it builds
  them (``kernel_for``: ``choose``'s plan, a prepared weight where the format has a word
  decode -- a raw CUDA weight is prepared at its first call --, no zeros, float16
  activations and scales, group ``GROUP``);
* ``DECODE``: ``tilelang.ops.decode_attention``'s split kernel and combine for the
  regimes its plan tells apart (``DecodeKernels``);
* ``TUTORIALS``: every ``tutorials/NN_*.py``, run as ``tests/test_tutorials.py`` runs it
  with ``--compile-only`` on CUDA: each kernel it notes (``Tutorial.compiled``);

the ops for every arch of ``ARCHS``, the tutorials for those of ``TUTORIAL_ARCHS``.  A
kernel's source is ``get_kernel_source()`` of the kernel ``tilelang.compile`` builds
(the same ``build()``: lowering, codegen, launch checks) with NVRTC left out -- no
compiler, no GPU, no disk cache.  One child process per arch (``TILELANG_CUDA_ARCH`` is
read per process, as a user sets it; the op's kernel caches are not keyed by arch), the
two run in parallel; every other ``TILELANG_*`` variable is dropped, so no switch of the
caller's environment leaks in.

Stored as ``GOLDEN/<name>``: ``prelude.cuh`` (``backends/cuda/prelude.cuh``, which
every source starts with) once, and per kernel a ``.cu`` file of a header (what the
kernel is) and the rest of its source -- the readable part a change shows up in.
``#line`` paths are made repository-relative (``normalize``): the compiler writes
absolute ones, and a clone elsewhere must match.  Their line numbers stay: an edit that
only moves a kernel's Python lines changes its golden's ``#line`` lines and nothing
else, and the mismatch message says so.
"""

from __future__ import annotations

import contextlib
import difflib
import io
import json
import os
import re
import runpy
import subprocess
import sys
import tempfile
import traceback
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
GOLDEN = ROOT / "tests" / "golden" / "cuda"
UPDATE = "python scripts/update_golden.py"
PRELUDE_FILE = "prelude.cuh"
ARCHS = ("sm_90a", "sm_80")
# The tutorials for sm_90a only (the arch tests/test_cuda_compile_all.py names for them):
# for sm_80 as well they would take another ~20 s of lowering, doubling the test's time.
TUTORIAL_ARCHS = ("sm_90a",)
GROUP = 128


@dataclass(frozen=True)
class OpKernel:
    """``lowbit_matmul(a (M, K) float16, weight (N, K) of ``fmt``)``'s kernel."""

    fmt: str
    M: int
    N: int = 8192
    K: int = 8192

    def file(self, arch: str) -> str:
        return f"ops/{self.fmt}_m{self.M}_{self.N}x{self.K}_{arch_tag(arch)}.cu"


OPS = (
    *(OpKernel("int4", M) for M in (1, 16, 128, 4096)),    # the planner's four regimes at 8192^2
    *(OpKernel("int4", M, 28672, 8192) for M in (1, 128)),  # a long N (tutorial 09 builds these too)
    OpKernel("uint2", 16),                                  # a 2-bit word decode
    OpKernel("int3", 4096),                                 # bit planes 2 + 1: 128-wide steps (_fit_words)
    OpKernel("float8_e4m3fn", 16),                          # two nibble planes
    OpKernel("float8_e4m3fn", 128),                         # ... with fewer stages to fit (_fit_shared)
)
TUTORIALS = tuple(sorted((ROOT / "tutorials").glob("[0-9][0-9]_*.py")))


@dataclass(frozen=True)
class DecodeKernels:
    """``decode_attention``'s split kernel and combine for q (batch, 1, 32, 128) float16
    over a (batch, context, 8, 128) cache of ``fmt`` (scales: fp16 per token, a float32
    one for the cache with ``scale="tensor"``, or per ``group`` channels), built with the
    op's own choices (``decode_attention.kernel_choices``) and the splits ``plan_splits``
    takes without a GPU (the GPU's count, from the kernel's occupancy, changes only
    constants)."""

    fmt: str
    batch: int
    context: int
    page: int = 0
    scale: str = "token"
    group: int = 128

    def file(self, arch: str, which: str) -> str:
        kind = f"{self.scale}{'' if self.group == 128 else self.group}" if self.fmt != "float16" else "plain"
        paged = f"_page{self.page}" if self.page else ""
        return f"decode/{self.fmt}_{kind}_b{self.batch}_{self.context // 1024}k{paged}_{which}_{arch_tag(arch)}.cu"


DECODE = (
    DecodeKernels("int4", 1, 32768),            # batch 1: one kv head a block, keys major
    DecodeKernels("int4", 16, 32768),           # the two-warp tile, keys major
    DecodeKernels("int4", 16, 131072),          # ... two kv heads a block at a long capacity
    DecodeKernels("int4", 8, 32768, group=32),  # scales by group
    DecodeKernels("int8", 16, 32768),
    DecodeKernels("float8_e4m3fn", 8, 8192, page=64, scale="tensor"),
    DecodeKernels("float16", 4, 4096),          # no decode: queries major
)


def arch_tag(arch: str) -> str:
    return arch.replace("_", "")  # sm_90a -> sm90a


def _slug(text: str) -> str:
    """``pipelined_gemm(num_stages=3)`` -> ``pipelined_gemm_num_stages_3``."""
    return re.sub(r"[^a-z0-9]+", "_", text.lower()).strip("_")


# ---- stored form ---------------------------------------------------------------------------
_LINE = re.compile(r'^(#line \d+ )"([^"]*)"$', re.M)


def normalize(source: str) -> str:
    """``source`` with each ``#line`` path relative to the repository (a tutorial, a test),
    else to the folder holding the ``tilelang`` package (``tilelang/ops/...``, also for an
    installed package); a path under neither stays absolute (``machine_dependent`` then
    names it)."""
    import tilelang

    roots = [ROOT, Path(tilelang.__file__).resolve().parent.parent]

    def relative(m):
        path = Path(m.group(2))
        for root in roots:
            if path.is_absolute() and path.resolve().is_relative_to(root):
                return f'{m.group(1)}"{path.resolve().relative_to(root).as_posix()}"'
        return m.group(0)

    return _LINE.sub(relative, source)


def machine_dependent(text: str) -> list[str]:
    """Lines of a stored source that name this machine: an absolute ``#line`` path, the
    repository's or the home folder's path, a temporary folder."""
    marks = {str(ROOT), str(Path.home()), tempfile.gettempdir()}
    return [ln for ln in text.splitlines()
            if ln.startswith('#line') and '"/' in ln or any(m in ln for m in marks if len(m) > 1)]


def stored(header: list[str], source: str, prelude: str) -> str:
    """The golden text of a kernel: ``header`` as comments, then ``source`` after the prelude."""
    if not source.startswith(prelude + "\n\n"):
        raise RuntimeError("the generated source does not start with backends/cuda/prelude.cuh")
    lines = [*header, f"written by `{UPDATE}` (never by hand): the CUDA source after {PRELUDE_FILE} and a "
                      f"blank line, #line paths repository-relative"]
    return "".join(f"// {ln}\n" for ln in lines) + normalize(source[len(prelude) + 2:])


# ---- generation (in a child process per arch) ------------------------------------------------
@contextlib.contextmanager
def _without_nvrtc():
    """``build()`` as it is, with NVRTC left out: a placeholder cubin (the launcher loads
    one only when called) and NVRTC's identity in the build key (so no NVRTC is needed)."""
    from tilelang.backends.cuda import nvrtc

    saved = nvrtc.compile_cubin, nvrtc.nvrtc_identity
    nvrtc.compile_cubin = lambda source, arch, **kw: b""
    nvrtc.nvrtc_identity = lambda: "golden: no NVRTC"
    try:
        yield
    finally:
        nvrtc.compile_cubin, nvrtc.nvrtc_identity = saved


@contextlib.contextmanager
def _lowered_once():
    """A tutorial's own ``tilelang.lower(kernel.prim_func, arch=kernel.cuda.arch)`` (to print
    the lowered IR) takes the module ``build()`` lowered for that kernel instead of lowering
    it again -- the same pipeline on the same input, half of tutorial 11's time.  Only what
    the tutorial prints comes from it, never a golden source."""
    import tilelang
    from tilelang.backends.cuda import build as build_module
    from tilelang.lowering.target import normalize_arch

    builds = {}  # id(frontend module) -> (module, arch, CudaBuild); the module kept alive with its id
    real_build, real_lower = build_module.build, tilelang.lower

    def build(module, arch=None, *args, **kwargs):
        built = real_build(module, arch, *args, **kwargs)
        builds[id(module)] = (module, built.arch, built)
        return built

    def lower(func, until=None, arch=None):
        hit = builds.get(id(getattr(func, "module", func)))
        if until is None and arch is not None and hit is not None and hit[1] == normalize_arch(arch) \
                and hit[2].lowered is not None:
            return hit[2].lowered
        return real_lower(func, until, arch)

    build_module.build, tilelang.lower = build, lower
    try:
        yield
    finally:
        build_module.build, tilelang.lower = real_build, real_lower


def _op_sources(arch: str, prelude: str) -> dict:
    import tilelang.language as T
    from tilelang.ops.lowbit_kernels import word_format
    from tilelang.ops.lowbit_matmul import kernel_for, planned_config

    T.int_dtype("int3", 3)  # (a user format, as benchmarks/formats.py names it)
    out = {}
    for k in OPS:
        prepared = word_format(k.fmt, "float16") is not None  # (as lowbit_matmul prepares a raw CUDA weight)
        name, opts = planned_config("float16", k.M, k.N, k.K, GROUP, k.fmt, prepared, "cuda")
        _, kernel = kernel_for("float16", k.M, k.N, k.K, GROUP, k.fmt, "float16", False, prepared, "cuda")
        header = [f"lowbit_matmul: a ({k.M}, {k.K}) float16, weight ({k.N}, {k.K}) {k.fmt}"
                  f"{' prepared' if prepared else ''}, group {GROUP}, no zeros; {arch}",
                  f"plan: {name} {json.dumps(opts)}"]
        out[k.file(arch)] = stored(header, kernel.get_kernel_source(), prelude)
    return out


def _decode_sources(arch: str, prelude: str) -> dict:
    """The op's own path from tensors to kernels: ``check_cache`` over meta tensors of the
    cache's storage (no memory), ``kernel_choices``, ``_kernels``."""
    import importlib

    import torch

    from tilelang.ops.decode_plan import plan_splits
    from tilelang.ops.kv_cache import check_cache

    da = importlib.import_module("tilelang.ops.decode_attention")  # (the module: the package exports the function)
    meta = torch.device("meta")
    storage = {"float16": (torch.float16, 1), "int8": (torch.int8, 1), "int4": (torch.uint8, 2),
               "float8_e4m3fn": (torch.float8_e4m3fn, 1)}
    out = {}
    H, Hk, D = 32, 8, 128
    for k in DECODE:
        lead = (k.batch * k.context // k.page, k.page) if k.page else (k.batch, k.context)
        dtype, per_byte = storage[k.fmt]
        cache = torch.empty(*lead, Hk, D // per_byte, dtype=dtype, device=meta)
        scales = None if k.fmt == "float16" else \
            torch.empty(1, dtype=torch.float32, device=meta) if k.scale == "tensor" else \
            torch.empty(*lead, Hk, D // k.group, dtype=torch.float16, device=meta)
        table = torch.empty(k.batch, k.context // k.page, dtype=torch.int32, device=meta) if k.page else None
        c = check_cache("golden", cache, cache, scales, scales, table, k.fmt, None, "float16", D, meta)
        config, tile, slab, stages, late, fast, km, raw, softmax = da.kernel_choices("cuda", "float16", c, k.batch,
                                                                                     H, 1, D, k.context)
        splits = plan_splits(k.batch, Hk // tile[2], k.context, tile[0] // tile[2])
        split, combine = da._kernels(*config, splits, 1 / D ** 0.5, True, "cuda", arch, tile, da.pdl_chain(arch),
                                     slab, stages, late, fast, km, raw, softmax)
        scaled = "" if c.scale_kind is None else f" scales by {c.scale_kind}" + \
            (f" of {c.group}" if c.scale_kind == "token" and c.group != D else "")
        for which, kernel in (("split", split), ("combine", combine)):
            header = [f"decode_attention: q ({k.batch}, 1, {H}, {D}) float16, cache ({k.batch} x {k.context}, {Hk}, "
                      f"{D}) {k.fmt}{scaled}{f', paged by {k.page}' if k.page else ''}; {arch}",
                      f"{which} kernel; tile {list(tile)}, keys major {km}, stages {stages}, fast math {fast}, "
                      f"{splits} splits (plan_splits without a GPU)"]
            out[k.file(arch, which)] = stored(header, kernel.get_kernel_source(), prelude)
    return out


def _tutorial_sources(script: Path, arch: str, prelude: str) -> dict:
    """The kernels ``script --compile-only`` notes, run here (its prints kept apart)."""
    sys.path.insert(0, str(script.parent))  # (a script's own folder, as Python puts it first)
    import _support

    noted = []
    real = _support.Tutorial.compiled

    def compiled(self, name, kernel):
        noted.append((name, kernel))
        return real(self, name, kernel)

    _support.Tutorial.compiled = compiled
    argv, sys.argv = sys.argv, [str(script), "--compile-only"]
    log = io.StringIO()
    code = "finished without stopping"
    try:
        with contextlib.redirect_stdout(log), contextlib.redirect_stderr(log):
            runpy.run_path(str(script), run_name="__main__")
    except SystemExit as e:
        code = e.code
    except Exception:  # (with the tutorial's output before it)
        code = traceback.format_exc()
    finally:
        _support.Tutorial.compiled, sys.argv = real, argv
        sys.path.remove(str(script.parent))
    if code != 0 or not noted:
        raise RuntimeError(f"{script.name} --compile-only for {arch}: {len(noted)} kernels, then\n{code}\n"
                           f"its output:\n{log.getvalue()[-3000:]}")
    out = {}
    for name, kernel in noted:
        file = f"tutorials/{script.stem[:2]}_{_slug(name)}_{arch_tag(arch)}.cu"
        if file in out:
            raise RuntimeError(f"{script.name}: two kernels named like {name!r} ({file})")
        header = [f"{script.relative_to(ROOT).as_posix()} --compile-only: {name}; {arch}"]
        out[file] = stored(header, kernel.get_kernel_source(), prelude)
    return out


def generate_arch(arch: str) -> dict:
    """{golden name: text} of every kernel for ``arch`` (this process's environment must be
    ``child_env(arch)``'s)."""
    if os.environ.get("TILELANG_CUDA_ARCH") != arch or os.environ.get("TILELANG_TARGET") != "cuda":
        raise RuntimeError(f"generate_arch({arch!r}) runs in a process made by child_env({arch!r})")
    from tilelang.backends.cuda.module_source import PRELUDE

    out = {PRELUDE_FILE: PRELUDE}
    with _without_nvrtc():
        with _lowered_once():
            for script in TUTORIALS if arch in TUTORIAL_ARCHS else ():
                out.update(_tutorial_sources(script, arch, PRELUDE))
        out.update(_op_sources(arch, PRELUDE))  # (after: tutorial 09 built some, kept in memory; int3 registered)
        out.update(_decode_sources(arch, PRELUDE))
    return out


def child_env(arch: str) -> dict:
    env = {k: v for k, v in os.environ.items() if not k.startswith("TILELANG_")}
    env.update(TILELANG_TARGET="cuda", TILELANG_CUDA_ARCH=arch, TILELANG_DISABLE_CACHE="1")
    return env


def generate(archs=ARCHS) -> dict:
    """{golden name: text} of every golden kernel, one child process per arch, in parallel."""
    with tempfile.TemporaryDirectory() as tmp:
        procs = []
        for arch in archs:
            out = Path(tmp) / f"{arch}.json"
            cmd = [sys.executable, str(Path(__file__)), arch, str(out)]
            procs.append((arch, out, subprocess.Popen(cmd, env=child_env(arch), cwd=ROOT, text=True,
                                                      stdout=subprocess.PIPE, stderr=subprocess.STDOUT)))
        sources = {}
        for arch, out, proc in procs:
            try:
                log, _ = proc.communicate(timeout=900)
            except subprocess.TimeoutExpired:
                proc.kill()
                raise RuntimeError(f"generating the golden sources for {arch} took over 15 minutes") from None
            if proc.returncode != 0:
                raise RuntimeError(f"generating the golden sources for {arch} failed:\n{log[-4000:]}")
            for name, text in json.loads(out.read_text()).items():
                if name in sources and sources[name] != text:  # (only prelude.cuh is shared)
                    raise RuntimeError(f"{name}: two archs generate it differently")
                sources[name] = text
    return sources


# ---- comparison ----------------------------------------------------------------------------
def stored_files() -> list[str]:
    """Names (relative to ``GOLDEN``) of the golden files there now."""
    if not GOLDEN.is_dir():
        return []
    return sorted(p.relative_to(GOLDEN).as_posix() for p in GOLDEN.rglob("*") if p.is_file())


def mismatch(name: str, golden: str, generated: str, lines: int = 40) -> str | None:
    """None when equal; else what differs (a unified diff cut to ``lines``) and how to update."""
    if golden == generated:
        return None
    diff = list(difflib.unified_diff(golden.splitlines(), generated.splitlines(), f"golden/{name}",
                                     f"generated/{name}", lineterm="", n=2))
    moved = [ln for ln in golden.splitlines() if not ln.startswith("#line ")] == \
            [ln for ln in generated.splitlines() if not ln.startswith("#line ")]
    what = ("only #line directives differ (a kernel's Python lines moved; the code is the same)" if moved
            else "the generated CUDA differs")
    cut = f"\n... ({len(diff) - lines} more diff lines)" if len(diff) > lines else ""
    return (f"{name}: {what}.\n" + "\n".join(diff[:lines]) + cut +
            f"\nIf the change is intended, regenerate every golden file with `{UPDATE}` and commit the diff.")


if __name__ == "__main__":  # the child: golden_kernels.py ARCH OUT.json
    Path(sys.argv[2]).write_text(json.dumps(generate_arch(sys.argv[1]), sort_keys=True))
