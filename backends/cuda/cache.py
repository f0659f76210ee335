"""The on-disk kernel cache: compiled CUBINs and their metadata, safe across processes.

    key = cache_key(ir_text, arch, ...)          # build.build_key names all the parts
    hit = DISK.get(key, check=check_entry)      # (blob, meta) or None
    if hit is None:
        DISK.put(key, cubin, {"source": ..., "launch": ...})

Where: ``$TILELANG_CACHE_DIR``, else ``$XDG_CACHE_HOME/tilelang``, else
``~/.cache/tilelang``; entries live in ``<dir>/kernels/<key[:2]>/<key>.tlk``.  A
folder that cannot be made (the variable names a file) is warned about once, and
builds go on without the disk cache (``default_cache``).

An entry is one file: a fixed header (magic, format version, lengths, SHA-256
of key + meta + blob), the metadata as JSON, then the blob.  A write goes to
a temporary file in the same folder and is moved into place with
``os.replace``, so a reader sees a whole old entry, a whole new one, or none;
two processes writing the same key both succeed and the last one wins (their
contents are the same, as the key names everything that made them).  An entry
that is truncated, corrupt or of another format version reads as a miss and is
deleted, so the caller rebuilds and writes it again.

The SHA-256 finds damage, not tampering (anyone who can write the file can
recompute it), so an entry is data only: the metadata is parsed as JSON, never
evaluated, and ``get``'s ``check`` (for CUDA builds ``launch_desc.check_entry``)
vets every field before the caller uses any; an entry it refuses is deleted, with
a warning, and reads as a miss.

What it does not do: evict (entries are small; delete the folder to clear it),
keep kernels in memory (the kernel objects are cached by their callers), or
authenticate the GPU code: whoever can write the folder can replace a cubin
(a kernel that misbehaves on the GPU), never make the host run code.
"""

from __future__ import annotations

import json
import os
import struct
import warnings
from pathlib import Path
from typing import Callable

from tilelang.errors import user_stacklevel

try:  # CPython's own SHA-256 (3.12+: _sha2; 3.11: _sha256): the same digests as hashlib's, whose
    from _sha2 import sha256  # import loads OpenSSL -- 5-8 ms of a 15 ms disk-cache hit
except ImportError:
    try:
        from _sha256 import sha256
    except ImportError:
        from hashlib import sha256

CACHE_ENV = "TILELANG_CACHE_DIR"
FORMAT_VERSION = 2  # 2: launch expressions are JSON trees (1 had Python source)
_MAGIC = b"TLKCACHE"
# magic, format version, meta length, blob length, sha256(key + meta + blob)
_HEADER = struct.Struct("<8sIIQ32s")
_SUFFIX = ".tlk"


def cache_dir() -> Path:
    """tilelang's cache folder (created when missing)."""
    env = os.environ.get(CACHE_ENV)
    if env:
        path = Path(env).expanduser()
    else:
        xdg = os.environ.get("XDG_CACHE_HOME")
        path = (Path(xdg).expanduser() if xdg else Path.home() / ".cache") / "tilelang"
    path.mkdir(parents=True, exist_ok=True)
    return path


_WARNED_UNUSABLE: set[tuple] = set()  # (TILELANG_CACHE_DIR, the path that failed) warned about


def default_cache() -> DiskCache | None:
    """The cache in ``cache_dir()``, or None when that folder cannot be made (``$TILELANG_CACHE_DIR``
    names a file, say): kernels are then built without the disk cache, not refused, with one
    warning per folder (a missing cache costs time; a failed compile would cost the program)."""
    try:
        return DiskCache(cache_dir() / "kernels")
    except OSError as e:
        where = os.environ.get(CACHE_ENV)
        if (where, e.filename) not in _WARNED_UNUSABLE:
            _WARNED_UNUSABLE.add((where, e.filename))
            what = f"{CACHE_ENV}={where!r}" if where else "the kernel cache folder"
            warnings.warn(f"tilelang: {what} is not a folder that can be used ({e}); building kernels without "
                          f"the disk cache (point {CACHE_ENV} at a writable folder)", stacklevel=user_stacklevel())
        return None


def cache_key(*parts: str | bytes) -> str:
    """SHA-256 (hex) of ``parts``; each is typed and length-prefixed so no two
    different sequences of parts hash the same input."""
    h = sha256()
    for part in parts:
        if isinstance(part, str):
            tag, data = b"s", part.encode()
        elif isinstance(part, (bytes, bytearray, memoryview)):
            tag, data = b"b", bytes(part)
        else:
            raise TypeError(f"cache_key parts are str or bytes, not {type(part).__name__}: {part!r}")
        h.update(tag + struct.pack("<Q", len(data)) + data)
    return h.hexdigest()


def _digest(key: str, meta: bytes | memoryview, blob: bytes | memoryview) -> bytes:
    h = sha256(key.encode())
    h.update(meta)
    h.update(blob)
    return h.digest()


class DiskCache:
    """Entries of (blob bytes, JSON-able dict) by key, one file each.

    ``directory`` defaults to ``cache_dir() / "kernels"``, looked up at each
    call so that setting ``TILELANG_CACHE_DIR`` later takes effect.
    """

    def __init__(self, directory: str | os.PathLike | None = None):
        self._directory = Path(directory) if directory is not None else None

    @property
    def directory(self) -> Path:
        return self._directory if self._directory is not None else cache_dir() / "kernels"

    def path(self, key: str) -> Path:
        """The file of ``key`` (which must be a plain name: letters, digits, ``-``, ``_``)."""
        if not key or len(key) < 2 or not key.replace("-", "").replace("_", "").isalnum() or not key.isascii():
            raise ValueError(f"cache key must be a non-empty plain name such as cache_key() returns, not {key!r}")
        return self.directory / key[:2] / (key + _SUFFIX)

    def get(self, key: str, check: Callable[[bytes, dict], None] | None = None) -> tuple[bytes, dict] | None:
        """The entry for ``key``, or None when there is none or it is unreadable (then it is deleted).

        ``check(blob, meta)``, when given, vets the entry's content: a ``ValueError``
        from it makes the entry a miss too (deleted, with a warning naming the reason).
        """
        path = self.path(key)
        try:
            with open(path, "rb") as f:
                data = f.read()
                ident = os.fstat(f.fileno())
        except (FileNotFoundError, NotADirectoryError):
            return None
        except OSError:
            return None  # unreadable (permissions, I/O): a miss, and not ours to delete
        entry = self._decode(key, data)
        if entry is not None and check is not None:
            try:
                check(*entry)
            except ValueError as e:  # self-consistent but not what a build writes: tampered, or a bug
                warnings.warn(f"tilelang: discarded the kernel cache entry {path} ({e}); building it again",
                              stacklevel=user_stacklevel())
                entry = None
        if entry is None:
            self._discard(path, ident)
        return entry

    @staticmethod
    def _decode(key: str, data: bytes) -> tuple[bytes, dict] | None:
        if len(data) < _HEADER.size:
            return None
        magic, version, meta_len, blob_len, digest = _HEADER.unpack_from(data)
        if magic != _MAGIC or version != FORMAT_VERSION or len(data) != _HEADER.size + meta_len + blob_len:
            return None
        view = memoryview(data)
        meta_raw = view[_HEADER.size:_HEADER.size + meta_len]
        blob = view[_HEADER.size + meta_len:]
        if _digest(key, meta_raw, blob) != digest:
            return None
        try:
            meta = json.loads(bytes(meta_raw))
        except ValueError:
            return None
        return (bytes(blob), meta) if isinstance(meta, dict) else None

    @staticmethod
    def _discard(path: Path, ident: os.stat_result) -> None:
        # Delete only the file that was read: another process may have just replaced
        # it with a good entry (a small window remains; the cost is one rebuild).
        try:
            now = os.stat(path)
            if (now.st_ino, now.st_dev, now.st_mtime_ns) == (ident.st_ino, ident.st_dev, ident.st_mtime_ns):
                os.unlink(path)
        except OSError:
            pass

    def put(self, key: str, blob: bytes, meta: dict) -> bool:
        """Store the entry atomically; False (with a warning) when the folder cannot be written.

        ``meta`` must be JSON-serialisable (a TypeError otherwise).
        """
        path = self.path(key)
        meta_raw = json.dumps(meta, sort_keys=True, separators=(",", ":")).encode()
        blob = bytes(blob)
        header = _HEADER.pack(_MAGIC, FORMAT_VERSION, len(meta_raw), len(blob), _digest(key, meta_raw, blob))
        tmp = None
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
            # A name of our own (pid + random) in the same folder, so os.replace stays atomic.
            tmp = path.parent / f".{key}.{os.getpid()}.{os.urandom(4).hex()}.tmp"
            with open(tmp, "xb") as f:
                f.write(header + meta_raw + blob)
            os.replace(tmp, path)
            tmp = None
            return True
        except OSError as e:
            warnings.warn(f"tilelang: could not write the kernel cache entry {path}: {e}", stacklevel=user_stacklevel())
            return False
        finally:
            if tmp is not None:
                try:
                    os.unlink(tmp)
                except OSError:
                    pass

    def clear(self) -> int:
        """Delete every entry of this cache; returns how many there were."""
        count = 0
        root = self.directory
        for entry in root.glob(f"*/*{_SUFFIX}") if root.is_dir() else ():
            try:
                entry.unlink()
                count += 1
            except OSError:
                pass
        return count
