"""The machine a program is compiled for, in one object: ``Target``.

A Target is built once per compile and handed to every pass (``Pass.target``) and to
the tile-op lowering (``Ctx.target``), which ask it, not the arch string or the
environment, what the hardware has (``target.has("wgmma")``), how much shared memory
a block may take (``target.shared_limit``) and which optional lowerings are on
(``target.options``).

Options (``Options``) switch lowerings off to measure or work around them:

* ``tma``: tile copies may become TMA loads (sm_90);
* ``wgmma``: gemms may take Hopper's warpgroup MMA (sm_90a); off: mma.sync;
* ``shared_reuse``: shared buffers whose lifetimes do not overlap share bytes.

Their defaults come from the environment -- ``TILELANG_TMA``, ``TILELANG_WGMMA``,
``TILELANG_SHARED_REUSE`` ("0": off) -- read here and nowhere else
(``Options.from_env``), each time a Target is built.  So is ``TILELANG_CUDA_ARCH``,
the arch to compile for when a call names none (``arch_from_env``); every spelling
of an arch is made one (``normalize_arch``) here too.
"""

from __future__ import annotations

import functools
import os
import re
from dataclasses import dataclass, field, fields, replace

from tilelang.errors import TileLangError

__all__ = ["ARCH_ENV", "ARCH_FEATURES", "FEATURES", "KINDS", "MIN_ARCH", "OPTION_ENV", "Options", "SHARED_LIMITS",
           "Target", "arch_from_env", "normalize_arch", "plan_override", "resume_arch"]

# The built-in kinds (``backends/registry.py`` serves each; a backend registered there adds one)
KINDS = ("cpu", "sim", "cuda")
FEATURES = ("mma", "cp.async", "tma", "stmatrix", "clusters", "wgmma")
# What each CUDA architecture has (sm_90a: the arch-specific Hopper instructions, wgmma)
ARCH_FEATURES = {
    "sm_80": ("mma", "cp.async"),
    "sm_86": ("mma", "cp.async"),
    "sm_89": ("mma", "cp.async"),
    "sm_90": ("mma", "cp.async", "tma", "clusters"),
    "sm_90a": ("mma", "cp.async", "tma", "clusters", "stmatrix", "wgmma"),
}
# The shared memory one block may take (bytes: the opt-in maximum per block)
SHARED_LIMITS = {"sm_80": 163 * 1024, "sm_86": 99 * 1024, "sm_89": 99 * 1024, "sm_90": 227 * 1024,
                 "sm_90a": 227 * 1024}
# The largest limit: what a program for no arch (the interpreter, the simulator) is held to
NO_ARCH_SHARED_LIMIT = max(SHARED_LIMITS.values())
# The oldest architecture the CUDA backend compiles for, and the variable that names one
MIN_ARCH = (8, 0)
ARCH_ENV = "TILELANG_CUDA_ARCH"
OPTION_ENV = {"tma": "TILELANG_TMA", "wgmma": "TILELANG_WGMMA", "shared_reuse": "TILELANG_SHARED_REUSE"}
# A measuring switch of the ops' planner, not a lowering option (``plan_override``)
PLAN_ENV = {"warp_specialize": "TILELANG_WARP_SPECIALIZE"}
# The features an option turns off
_OPTION_FEATURES = {"tma": ("tma",), "wgmma": ("wgmma",)}


@dataclass(frozen=True)
class Options:
    """Lowerings that can be switched off (module docstring); all on by default."""

    tma: bool = True
    wgmma: bool = True
    shared_reuse: bool = True

    @classmethod
    def from_env(cls, **given) -> "Options":
        """The options ``given`` (by name; None: not given), the environment's value of
        each other one (``OPTION_ENV``: "0" turns it off), else on.  An unknown name or a
        value other than True, False and None is a TileLangError naming it: these are
        the options ``tilelang.compile``, ``jit`` and ``lower`` take besides ``arch``."""
        known = [f.name for f in fields(cls)]
        unknown = sorted(set(given) - set(known))
        if unknown:
            raise TileLangError(f"unknown compile option(s) {', '.join(unknown)}; known: arch, {', '.join(known)}")
        values = {}
        for name in known:
            v = given.get(name)
            if v is None:
                v = os.environ.get(OPTION_ENV[name], "1") != "0"
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
