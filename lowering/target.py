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
(``Options.from_env``), each time a Target is built.
"""

from __future__ import annotations

import os
from dataclasses import dataclass, field, fields, replace

__all__ = ["ARCH_FEATURES", "FEATURES", "KINDS", "OPTION_ENV", "Options", "SHARED_LIMITS", "Target"]

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
OPTION_ENV = {"tma": "TILELANG_TMA", "wgmma": "TILELANG_WGMMA", "shared_reuse": "TILELANG_SHARED_REUSE"}
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
        each other one (``OPTION_ENV``: "0" turns it off), else on."""
        known = {f.name for f in fields(cls)}
        unknown = sorted(set(given) - known)
        if unknown:
            raise TypeError(f"unknown target option(s) {', '.join(unknown)}; the options are {', '.join(sorted(known))}")
        values = {}
        for name in known:
            v = given.get(name)
            if v is None:
                v = os.environ.get(OPTION_ENV[name], "1") != "0"
            elif not isinstance(v, bool):
                raise TypeError(f"target option {name} must be True or False, got {v!r}")
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
        if self.kind not in KINDS:
            raise ValueError(f"Target: kind must be one of {', '.join(KINDS)}, got {self.kind!r}")
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
