"""The best configuration of a tuning, kept on disk.

``<cache dir>/autotuner/<key>.json`` (the cache dir of compiled kernels,
``$TILELANG_CACHE_DIR``), where the key is the SHA-256 of the package version, the
factory's source, the call's arguments, the candidate configurations, the compile
arguments and the device's name: any change of these tunes again.  Off when the kernel
cache is (``tilelang.disable_cache()``, ``TILELANG_DISABLE_CACHE``) or
``TILELANG_AUTO_TUNING_DISABLE_CACHE`` is set.

An entry is JSON, parsed, never evaluated, and used only when its configuration is one
of the candidates of the call that reads it: a damaged or foreign entry reads as a miss.
"""

from __future__ import annotations

import inspect
import json
import os

__all__ = ["cache_enabled", "tuning_key", "load_best", "store_best"]

FORMAT = 1


def cache_enabled() -> bool:
    from tilelang.lowering.target import is_cache_enabled

    return is_cache_enabled() and os.environ.get("TILELANG_AUTO_TUNING_DISABLE_CACHE", "") in ("", "0")


def factory_source(fn) -> str:
    """The factory's source text, or (no source file: an interactive session) its bytecode
    and constants, so that editing the factory changes the key."""
    try:
        return inspect.getsource(fn)
    except (OSError, TypeError):
        code = getattr(fn, "__code__", None)
        if code is None:
            return repr(fn)
        return code.co_code.hex() + repr(code.co_consts)


def tuning_key(fn, call: str, configs: list[dict], compile_args: str, device: str) -> str:
    from tilelang.backends.cuda.cache import cache_key
    from tilelang.version import __version__

    return cache_key("autotune", str(FORMAT), __version__, getattr(fn, "__qualname__", ""), factory_source(fn),
                     call, repr(configs), compile_args, device)


def _path(key: str):
    from tilelang.backends.cuda.cache import cache_dir

    return cache_dir() / "autotuner" / f"{key}.json"


def load_best(key: str, configs: list[dict]) -> tuple[dict, float | None] | None:
    """(config, latency in ms or None) stored under ``key``, if it is one of ``configs``."""
    try:
        entry = json.loads(_path(key).read_text())
    except (OSError, ValueError):
        return None
    if not isinstance(entry, dict) or entry.get("format") != FORMAT or entry.get("key") != key:
        return None
    config, latency = entry.get("config"), entry.get("latency")
    matches = [c for c in configs if json.loads(json.dumps(c, default=repr)) == config]
    if not matches or not (latency is None or isinstance(latency, (int, float))):
        return None
    return matches[0], latency


def store_best(key: str, config: dict, latency: float | None, device: str) -> None:
    """Write the entry (atomically: a reader sees the old entry, the new one or none)."""
    try:
        path = _path(key)
        path.parent.mkdir(parents=True, exist_ok=True)
        tmp = path.with_suffix(f".{os.getpid()}.tmp")
        tmp.write_text(json.dumps({"format": FORMAT, "key": key, "config": config, "latency": latency,
                                   "device": device}, default=repr))
        os.replace(tmp, path)
    except OSError:  # a cache that cannot be written costs a tuning next time, nothing else
        pass
