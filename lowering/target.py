"""The machine a program is compiled for, in one object: ``Target``.

A Target is built once per compile and handed to every pass (``Pass.target``) and to
the tile-op lowering (``Ctx.target``), which ask it, not the arch string or the
environment, what the hardware has (``target.has("wgmma")``), how much shared memory
a block may take (``target.shared_limit``) and which optional lowerings are on
(``target.options``).

Options (``Options``) switch lowerings off to measure or work around them:

* ``tma``: tile copies may become TMA loads (sm_90);
* ``wgmma``: gemms may take Hopper's warpgroup MMA (sm_90a); off: mma.sync;
* ``shared_reuse``: shared buffers whose lifetimes do not overlap share bytes;
* ``warp_specialize``: ``T.Pipelined(..., warp_specialize=True)`` gets its producer warp
  (off: the loop is pipelined as usual);
* ``int32_offsets``: flat offsets into tensors of symbolic shape are 32-bit (off: 64-bit;
  ``lowering/offset_width.py``).  A CUDA call with a tensor too large for 32 bits runs the
  kernel's variant built with it off; a static shape gets 64 bits where it needs them
  whatever this says;
* ``setmaxnreg``: a warp-specialized block of two consumer warpgroups or more gets a
  producer warpgroup (not one warp) that gives its registers to the consumers (sm_90a
  ``setmaxnreg``: 232 a consumer thread instead of 168 for two);
* ``fast_math`` (off by default): NVRTC's ``--use_fast_math`` -- ``T.exp2`` and co. one
  approximate instruction each, denormals flushed, ``a * b + c`` contracted to an fma;
  the CUDA results then differ from the interpreter's by those functions' errors
  (TileLang's ``tl.enable_fast_math``);
* ``row_stores``: row statistics (``layout-inference``'s row layouts) keep their layout,
  replicated over the threads holding each row, where a ``T.Parallel`` loop over them
  stores to memory (but to no fragment) -- its first replica of each element stores --
  instead of falling back to the blocked layout, whose reads elsewhere go through shared
  memory (decode attention's split kernels, whose ``Lse`` store after the loop is one:
  sm_90a, the keys-major int4 tiles 10 -> 4-6 block barriers, the row-major int4 tile
  at 4 warps 128 -> 165 registers; timed on an H200 within the runs' noise);
* ``deferred_sums`` (off by default, not yet timed): a loop's row sums kept as each
  thread's partial sums and added up once after it (``tile_lowering/deferred_sums.py``:
  the online softmax's denominators, without a reduction across threads a step);
* ``vector_words``: the word decode reads a thread's consecutive words of a shared tile
  with one 8- or 16-byte load (``tile_lowering/fast_dequant.py``; the packed gemv at
  M = 1, H100: 3-10% faster, 28672 x 8192 int4 43.9 -> 42.6 us).

TileLang's ``pass_configs={...}`` (``PassConfigKey``) map onto these where they mean the
same (``options_from_pass_configs``); the others are accepted with one warning each.
``disable_cache()`` / ``enable_cache()`` switch the disk cache of compiled kernels for
the process (``cache_enabled``; ``TILELANG_DISABLE_CACHE`` overrides both).

Their defaults come from the environment -- ``TILELANG_TMA``, ``TILELANG_WGMMA``,
``TILELANG_SHARED_REUSE``, ``TILELANG_VECTOR_WORDS``, ``TILELANG_SETMAXNREG``,
``TILELANG_ROW_STORES`` ("0": off), ``TILELANG_FAST_MATH``, ``TILELANG_DEFERRED_SUMS`` ("1": on) -- read
here and nowhere else
(``Options.from_env``, ``env_option``), each time a Target is built.  So is ``TILELANG_CUDA_ARCH``,
the arch to compile for when a call names none (``arch_from_env``); every spelling
of an arch is made one (``normalize_arch``) here too.
"""

from __future__ import annotations

import contextlib
import functools
import os
import re
from dataclasses import dataclass, field, fields, replace

from tilelang.errors import TileLangError

__all__ = ["ARCH_ENV", "ARCH_FEATURES", "FEATURES", "KINDS", "MIN_ARCH", "OPTION_ENV", "Options", "PassConfigKey",
           "REGISTER_FILE", "SHARED_LIMITS", "Target", "WARPGROUP", "arch_from_env", "cache_enabled", "disable_cache",
           "enable_cache", "env_option", "environment", "is_cache_enabled", "normalize_arch", "options_from_pass_configs",
           "plan_override", "registers_at_launch", "resume_arch"]

# The built-in kinds (``backends/registry.py`` serves each; a backend registered there adds one)
KINDS = ("cpu", "sim", "cuda")
FEATURES = ("mma", "cp.async", "tma", "stmatrix", "clusters", "wgmma", "fp8_convert")
# What each CUDA architecture has (sm_90a: the arch-specific Hopper instructions, wgmma;
# fp8_convert: ``cvt.rn.f16x2.e4m3x2`` / ``.e5m2x2``, two float8 codes to a float16 pair, sm_89 on)
ARCH_FEATURES = {
    "sm_80": ("mma", "cp.async"),
    "sm_86": ("mma", "cp.async"),
    "sm_89": ("mma", "cp.async", "fp8_convert"),
    "sm_90": ("mma", "cp.async", "tma", "clusters", "fp8_convert"),
    "sm_90a": ("mma", "cp.async", "tma", "clusters", "stmatrix", "wgmma", "fp8_convert"),
}
# 32-bit registers of an SM, the most one block may hold
REGISTER_FILE = 65536
# threads of a warpgroup: what one wgmma and one setmaxnreg take together (sm_90a)
WARPGROUP = 128


def registers_at_launch(threads: int) -> int:
    """The registers a thread of a ``threads``-thread block holds at launch, where the
    compiler may use as many as one block an SM allows (whole multiples of 8, at most
    255): the block's pool that ``setmaxnreg`` moves between its warpgroups."""
    return min(255, REGISTER_FILE // threads) // 8 * 8


# registers a wgmma takes besides its float32 accumulator (n / 2 a thread): ptxas asked for
# 158 at launch for an m64n256 one (128 + 30; attention D 256 with three consumer warpgroups)
WGMMA_OVERHEAD = 30


def widest_wgmma(kernel):
    """(the widest ``wgmma`` / ``wgmma_rs`` op of a lowered ``kernel``, the registers a
    thread it needs at launch -- n / 2 for its accumulator and ``WGMMA_OVERHEAD``): ptxas
    compiles each instruction within the registers a thread holds at launch, whatever
    ``setmaxnreg`` gives later.  (None, 0) without wgmma."""
    ops = [op for op in kernel.walk() if op.name in ("wgmma", "wgmma_rs")]
    if not ops:
        return None, 0
    op = max(ops, key=lambda o: o.n)
    return op, op.n // 2 + WGMMA_OVERHEAD


# The shared memory one block may take (bytes: the opt-in maximum per block)
SHARED_LIMITS = {"sm_80": 163 * 1024, "sm_86": 99 * 1024, "sm_89": 99 * 1024, "sm_90": 227 * 1024,
                 "sm_90a": 227 * 1024}
# The largest limit: what a program for no arch (the interpreter, the simulator) is held to
NO_ARCH_SHARED_LIMIT = max(SHARED_LIMITS.values())
# The oldest architecture the CUDA backend compiles for, and the variable that names one
MIN_ARCH = (8, 0)
ARCH_ENV = "TILELANG_CUDA_ARCH"
OPTION_ENV = {"tma": "TILELANG_TMA", "wgmma": "TILELANG_WGMMA", "shared_reuse": "TILELANG_SHARED_REUSE",
              "vector_words": "TILELANG_VECTOR_WORDS", "setmaxnreg": "TILELANG_SETMAXNREG",
              "fast_math": "TILELANG_FAST_MATH", "row_stores": "TILELANG_ROW_STORES",
              "deferred_sums": "TILELANG_DEFERRED_SUMS"}
# The options that are off unless asked for ("1" in their variable)
_OFF_BY_DEFAULT = frozenset({"fast_math", "deferred_sums"})
# A measuring switch of the ops' planner, not a lowering option (``plan_override``)
PLAN_ENV = {"warp_specialize": "TILELANG_WARP_SPECIALIZE", "pdl": "TILELANG_PDL", "decode_slab": "TILELANG_DECODE_SLAB",
            "decode_late_values": "TILELANG_DECODE_LATE_VALUES", "decode_keys_major": "TILELANG_DECODE_KEYS_MAJOR",
            "decode_raw_codes": "TILELANG_DECODE_RAW_CODES", "decode_thread_sums": "TILELANG_DECODE_THREAD_SUMS",
            "decode_lazy_max": "TILELANG_DECODE_LAZY_MAX"}
# The features an option turns off
_OPTION_FEATURES = {"tma": ("tma",), "wgmma": ("wgmma",)}


def env_option(name: str) -> bool | None:
    """What the environment says of option ``name`` (its ``OPTION_ENV`` variable: "0"
    off, anything else on), None where it says nothing -- so a planner can tell "off
    asked for" from "left to the default" (``plan_attention``'s fast math)."""
    word = os.environ.get(OPTION_ENV[name]) if name in OPTION_ENV else None
    return None if word is None else word != "0"


@dataclass(frozen=True)
class Options:
    """Lowerings that can be switched off (module docstring), on by default; and
    ``fast_math``, off by default."""

    tma: bool = True
    wgmma: bool = True
    shared_reuse: bool = True
    warp_specialize: bool = True
    int32_offsets: bool = True
    vector_words: bool = True
    setmaxnreg: bool = True
    fast_math: bool = False
    row_stores: bool = True
    deferred_sums: bool = False

    @classmethod
    def from_env(cls, **given) -> "Options":
        """The options ``given`` (by name; None: not given), the environment's value of
        each other one (``OPTION_ENV``: "0" turns it off, and "1" on for those off by
        default), else its default.  An unknown name or a
        value other than True, False and None is a TileLangError naming it: these are
        the options ``tilelang.compile``, ``jit`` and ``lower`` take besides ``arch``."""
        known = [f.name for f in fields(cls)]
        unknown = sorted(set(given) - set(known))
        if unknown:
            raise TileLangError(f"unknown compile option(s) {', '.join(unknown)}; known: arch, {', '.join(known)}")
        values = {}
        for name in known:
            v = given.get(name)
            if v is None:  # (the environment's word, else the default)
                v = env_option(name)
                v = name not in _OFF_BY_DEFAULT if v is None else v
            elif not isinstance(v, bool):
                raise TileLangError(f"compile option {name} must be True, False or None (the default), got {v!r}")
            values[name] = v
        return cls(**values)


@dataclass(frozen=True)
class Target:
    """Where a program runs: ``kind`` ("cpu": the interpreter, "sim": the thread-level
    simulator, "cuda"), the CUDA ``arch`` ("sm_90a", ...; None for cpu and sim, and
    for lowering that names none), and its ``options``."""

    kind: str = "cuda"
    arch: str | None = None
    options: Options = field(default_factory=Options.from_env)
    warp_size: int = 32

    def __post_init__(self):
        if not isinstance(self.kind, str) or not self.kind.isidentifier():
            raise ValueError(f"Target: kind must be a backend's name ({', '.join(KINDS)}, ...), got {self.kind!r}")
        if self.arch is not None and not isinstance(self.arch, str):
            raise TypeError(f"Target: arch must be a string like 'sm_90a' or None, got {self.arch!r}")

    @classmethod
    def for_arch(cls, arch: str | None, kind: str = "cuda", **options) -> "Target":
        """The Target of ``arch`` (None: no arch-specific lowering), its options from
        ``options`` and the environment (``Options.from_env``)."""
        return cls(kind=kind, arch=arch, options=Options.from_env(**options))

    @property
    def features(self) -> frozenset:
        """The hardware features lowering may use: the arch's (``ARCH_FEATURES``), less
        those an option turns off; none without an arch."""
        have = set(ARCH_FEATURES.get(self.arch, ()))
        for option, gone in _OPTION_FEATURES.items():
            if not getattr(self.options, option):
                have -= set(gone)
        return frozenset(have)

    def has(self, feature: str) -> bool:
        """Whether lowering may use ``feature`` (one of ``FEATURES``)."""
        if feature not in FEATURES:
            raise ValueError(f"Target.has: unknown feature {feature!r}; the features are {', '.join(FEATURES)}")
        return feature in self.features

    @property
    def shared_limit(self) -> int:
        """Bytes of shared memory one block may take on this arch (an unknown arch or
        none: the largest limit)."""
        return SHARED_LIMITS.get(self.arch, NO_ARCH_SHARED_LIMIT)

    @property
    def checked_arch(self) -> str:
        """The arch blocks are checked against, for messages (sm_90's limit without one)."""
        return self.arch if self.arch in SHARED_LIMITS else "sm_90"

    def with_options(self, **options) -> "Target":
        """This Target with the given options changed."""
        return replace(self, options=replace(self.options, **options))

    def key(self) -> str:
        """A text that tells apart every two Targets that may lower a program differently
        (for caches)."""
        opts = ",".join(f"{f.name}={int(getattr(self.options, f.name))}" for f in fields(Options))
        return f"{self.kind}:{self.arch or '-'}:{opts}"


# --- architectures -----------------------------------------------------------------------------

_ARCH_TEXT = re.compile(r"^(?:sm_?)?(\d{2,3})([af]?)$")
_ARCH_DOTTED = re.compile(r"^(\d{1,2})\.(\d)$")


def normalize_arch(arch, *, param: str = "arch") -> str:
    """The ``sm_XY`` spelling NVRTC takes for ``arch``.

    Accepts ``"sm_80"``, ``"80"``, ``80``, ``(8, 0)``, ``"8.0"``; a suffix ``a``
    or ``f`` is kept.  Hopper becomes ``sm_90a`` (the code uses its
    arch-specific instructions).  Anything older than sm_80, or not an
    architecture, is a TileLangError naming ``param``.
    """
    suffix = ""
    major = minor = None
    if isinstance(arch, bool):
        pass
    elif isinstance(arch, int):
        major, minor = divmod(arch, 10)
    elif isinstance(arch, (tuple, list)) and len(arch) == 2 and all(
            isinstance(x, int) and not isinstance(x, bool) for x in arch):
        major, minor = arch
    elif isinstance(arch, str):
        text = arch.strip().lower()
        if m := _ARCH_TEXT.match(text):
            (major, minor), suffix = divmod(int(m.group(1)), 10), m.group(2)
        elif m := _ARCH_DOTTED.match(text):
            major, minor = int(m.group(1)), int(m.group(2))
        elif text.startswith("compute_"):
            raise TileLangError(f"{param}={arch!r} is a virtual architecture (PTX); tilelang compiles "
                                f"CUBINs for a real one: use 'sm_{text[8:]}'")
    if major is None or not (0 <= minor <= 9) or major <= 0:
        raise TileLangError(f"{param}={arch!r} is not a CUDA architecture; write it as 'sm_80', "
                            "'sm_90a', 80 or (8, 0)")
    if (major, minor) < MIN_ARCH:
        raise TileLangError(f"{param}={arch!r}: sm_{major}{minor} is too old; tilelang's CUDA backend "
                            f"needs sm_{MIN_ARCH[0]}{MIN_ARCH[1]} (Ampere) or newer")
    if (major, minor) == (9, 0) and not suffix:
        suffix = "a"
    return f"sm_{major}{minor}{suffix}"


def arch_from_env() -> str | None:
    """``TILELANG_CUDA_ARCH`` normalized (read at each call: the ops ask it per call), or
    None when it is unset or empty."""
    return _normalized_env_arch(os.environ.get(ARCH_ENV, ""))


@functools.lru_cache(maxsize=8)
def _normalized_env_arch(text: str) -> str | None:
    text = text.strip()
    return normalize_arch(text, param=ARCH_ENV) if text else None


@contextlib.contextmanager
def environment(settings: dict):
    """Set the environment variables ``settings`` ({name: value}; None: unset) for the
    block, then restore what was there -- for the switches read at each call
    (``plan_override``, the decode planner's), which measuring and fuzzing turn per call."""
    def put(values):
        for name, value in values.items():
            if value is None:
                os.environ.pop(name, None)
            else:
                os.environ[name] = value

    saved = {name: os.environ.get(name) for name in settings}
    try:
        put(settings)
        yield
    finally:
        put(saved)


def plan_override(name: str) -> bool | None:
    """The environment's override of a choice the ops' planner makes (``PLAN_ENV``; read at
    each call, for measuring): True for "1", False for "0", None when unset."""
    value = os.environ.get(PLAN_ENV[name])
    return {"1": True, "0": False}.get(value)


def resume_arch(module, arch):
    """The CUDA architecture to lower the rest of ``module`` for: ``arch`` (normalized) as
    given, else the one ``module`` was lowered for.  A lowered module's passes chose
    instructions for its arch (wgmma and TMA on sm_90a): another is a ``TileLangError``
    naming ``arch``."""
    arch = normalize_arch(arch) if arch is not None else None
    if not module.lowered:
        return arch
    if arch is not None and arch != module.arch:
        was = repr(module.arch) if module.arch else "no architecture"
        hint = f"leave arch out or pass arch={module.arch!r}" if module.arch else "leave arch out"
        raise TileLangError(f"arch={arch!r}: this module was lowered through '{module.passes[-1]}' for {was} "
                            f"and is not resumed for another: {hint}, or lower the prim_func again with "
                            f"arch={arch!r}")
    return module.arch


# --- TileLang's pass configs ---------------------------------------------------------------------

class PassConfigKey(str):
    """TileLang's pass-config keys (``PassConfigKey.TL_DISABLE_TMA_LOWER`` is the string
    ``"tl.disable_tma_lower"``); ``tilelang.compile(..., pass_configs={key: value})``
    takes a member or the raw string.  Those in ``PASS_CONFIG_OPTIONS`` switch one of our
    ``Options``; ``PASS_CONFIG_NOOPS`` already hold here; the rest are warned about."""


_KEY_NAMES = (
    "TL_SIMPLIFY=tl.Simplify", "TL_DISABLE_BUFFER_INIT_CHECK", "TL_DISABLE_PRELOWER_SEMANTIC_CHECK",
    "TL_DISABLE_DATA_RACE_CHECK", "TL_DISABLE_SAFE_MEMORY_ACCESS=tl.disable_safe_memory_legalize",
    "TL_DISABLE_OUT_OF_BOUND_WARNING", "TL_ENABLE_FAST_MATH", "TL_DISABLE_FAST_MATH",
    "TL_PTXAS_REGISTER_USAGE_LEVEL", "TL_ENABLE_PTXAS_VERBOSE_OUTPUT", "TL_DEVICE_COMPILE_FLAGS",
    "TL_EMIT_LINE_DIRECTIVES", "TL_CONFIG_INDEX_BITWIDTH", "TL_DISABLE_WARP_SPECIALIZED", "TL_DISABLE_WGMMA",
    "TL_DISABLE_TMA_LOWER", "TL_ENABLE_ASYNC_COPY", "TL_DISABLE_VECTORIZE_256", "TL_ENABLE_LOWER_LDGSTG",
    "TL_ENABLE_LOWER_LDGSTG_PREDICATED", "TL_DISABLE_SHUFFLE_ELECT", "TL_ENABLE_AGGRESSIVE_SHARED_MEMORY_MERGE",
    "TL_DISABLE_SHARED_MEMORY_REUSE", "TL_DEBUG_MERGE_SHARED_MEMORY_ALLOCATIONS", "TL_DISABLE_THREAD_STORAGE_SYNC",
    "TL_STORAGE_REWRITE_DETECT_INPLACE", "TL_DISABLE_LOOP_UNSWITCHING", "TL_LOOP_UNSWITCHING_ALLOW_NON_TRIVIAL_ELSE",
    "TL_IF_STMT_BINDING_INLINE_REPLAYABLE_BINDS", "TL_FORCE_LET_INLINE", "TL_LAYOUT_COST_MODEL",
    "TL_REDUCER_FORCE_BASELINE", "TL_ENABLE_REDUCER_PLAN_VERBOSE", "TL_ENABLE_VECTORIZE_PLANNER_VERBOSE",
    "TL_AST_PRINT_ENABLE", "TL_LAYOUT_VISUALIZATION_ENABLE", "TL_LAYOUT_VISUALIZATION_FORMATS",
    "TL_ENABLE_DUMP_IR", "TL_DUMP_IR_DIR=tl.dump_ir_path", "TL_PASS_PROFILE", "TL_PASS_PROFILE_THRESHOLD_MS",
    "TIR_DISABLE_CSE=tirx.disable_cse_tir", "TIR_SIMPLIFY=tirx.Simplify", "TIR_DISABLE_STORAGE_REWRITE",
    "TIR_DISABLE_VECTORIZE", "TIR_USE_ASYNC_COPY", "TIR_ENABLE_DEBUG", "TIR_MERGE_STATIC_SMEM",
    "TIR_ADD_LOWER_PASS", "TIR_NOALIAS", "TIR_ENABLE_EQUIV_TERMS_IN_CSE", "CUDA_KERNELS_OUTPUT_DIR",
)


def _key_string(spec: str) -> str:
    """A key's raw string: given after "=", else "tl." / "tirx." + the lowercase rest."""
    name, _, raw = spec.partition("=")
    if raw:
        return raw
    for prefix, space in (("TL_", "tl."), ("TIR_", "tirx."), ("CUDA_", "cuda.")):
        if name.startswith(prefix):
            return space + name[len(prefix):].lower()
    return name.lower()


for _spec in _KEY_NAMES:
    setattr(PassConfigKey, _spec.partition("=")[0], PassConfigKey(_key_string(_spec)))

# key -> (our option, whether a true value switches it off)
PASS_CONFIG_OPTIONS = {
    "tl.disable_tma_lower": ("tma", True),
    "tl.disable_wgmma": ("wgmma", True),
    "tl.disable_warp_specialized": ("warp_specialize", True),
    "tl.disable_shared_memory_reuse": ("shared_reuse", True),
    "tl.enable_fast_math": ("fast_math", False),
    "tl.disable_fast_math": ("fast_math", True),
}
# keys whose meaning already holds here (the value is checked against what holds):
# key -> the value that matches our behaviour
PASS_CONFIG_NOOPS = {
    "tl.enable_async_copy": True,       # cp.async in pipelined loops: always
    "tl.disable_data_race_check": True,  # no compile-time race check (the simulator finds races)
    "tl.emit_line_directives": True,    # #line directives are always emitted
    "tl.enable_ptxas_verbose_output": False,
}
_WARNED_KEYS: set = set()


def options_from_pass_configs(pass_configs) -> dict:
    """Our options (``Options`` field -> bool) that TileLang's ``pass_configs`` ask for.

    ``pass_configs``: a dict of ``PassConfigKey`` members or their strings to values
    (None: none).  Keys in ``PASS_CONFIG_OPTIONS`` switch the option; keys in
    ``PASS_CONFIG_NOOPS`` with the value that holds here do nothing; any other key, or
    such a key with another value, has no effect here and is warned about once per
    process (a ``UserWarning`` naming the key).  A value that is not a dict, or a key
    that is not a string, is a TypeError naming ``pass_configs``."""
    if pass_configs is None:
        return {}
    if not isinstance(pass_configs, dict):
        raise TypeError(f"pass_configs must be a dict of pass-config keys to values, got "
                        f"{type(pass_configs).__name__}")
    out = {}
    for key, value in pass_configs.items():
        raw = getattr(key, "value", key)  # (an Enum member of TileLang's own PassConfigKey works too)
        if not isinstance(raw, str):
            raise TypeError(f"pass_configs: keys are pass-config names such as 'tl.disable_tma_lower', got {key!r}")
        if raw in PASS_CONFIG_OPTIONS:
            option, inverted = PASS_CONFIG_OPTIONS[raw]
            out[option] = not bool(value) if inverted else bool(value)
            continue
        if raw in PASS_CONFIG_NOOPS and bool(value) == PASS_CONFIG_NOOPS[raw]:
            continue
        if raw not in _WARNED_KEYS:
            _WARNED_KEYS.add(raw)
            import warnings

            from tilelang.errors import user_stacklevel

            warnings.warn(f"tilelang: pass config {raw!r} (= {value!r}) has no effect in this compiler; ignored "
                          f"(docs/compat.md lists the keys that are honoured)", UserWarning,
                          stacklevel=user_stacklevel())
    return out


# --- the kernel cache switch ----------------------------------------------------------------------

_CACHE_SWITCH = {"enabled": True}
DISABLE_CACHE_ENV = "TILELANG_DISABLE_CACHE"


def disable_cache() -> None:
    """Build kernels without the disk cache of compiled kernels, for this process."""
    _CACHE_SWITCH["enabled"] = False


def enable_cache() -> None:
    """Use the disk cache of compiled kernels again (the default)."""
    _CACHE_SWITCH["enabled"] = True


def is_cache_enabled() -> bool:
    """Whether builds read and write the disk cache: ``TILELANG_DISABLE_CACHE`` set to
    anything but "" or "0" turns it off whatever ``enable_cache`` said."""
    return _CACHE_SWITCH["enabled"] and os.environ.get(DISABLE_CACHE_ENV, "") in ("", "0")


cache_enabled = is_cache_enabled
