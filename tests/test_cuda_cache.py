"""The on-disk kernel cache: round trips, damaged entries rebuild, concurrent writers, keys."""

import multiprocessing
import os
import statistics
import struct
import time
from pathlib import Path

import pytest

from tilelang.backends.cuda import cache as C


@pytest.fixture
def disk(tmp_path, monkeypatch):
    monkeypatch.setenv(C.CACHE_ENV, str(tmp_path / "cache"))
    return C.DiskCache()


def _blob(n: int, seed: int = 1) -> bytes:
    return bytes((i * 131 + seed * 7 + (i >> 8)) % 251 for i in range(n))


META = {"name": "gemm_kernel", "smem": 49152, "threads": [128, 1, 1], "params": ["A", "B", "C"]}


def test_round_trip_and_file_layout(disk, tmp_path):
    key = C.cache_key("ir text", "sm_90a")
    blob = _blob(100_000)
    assert disk.get(key) is None
    assert disk.put(key, blob, META) is True
    assert disk.get(key) == (blob, META)
    path = tmp_path / "cache" / "kernels" / key[:2] / f"{key}.tlk"
    assert disk.path(key) == path and path.is_file()
    assert [p.name for p in path.parent.iterdir()] == [path.name]  # no temporary file left behind
    disk.put(key, b"other", {"v": 2})  # a later put replaces the entry
    assert disk.get(key) == (b"other", {"v": 2})


def test_empty_blob_and_meta(disk):
    disk.put("ab" * 32, b"", {})
    assert disk.get("ab" * 32) == (b"", {})


def _entry(disk, key):
    disk.put(key, _blob(5000), META)
    return disk.path(key), disk.path(key).read_bytes()


@pytest.mark.parametrize("where", ["magic", "header", "meta", "blob", "last byte"])
def test_a_flipped_byte_reads_as_a_miss_and_the_entry_is_rebuilt(disk, where):
    key = C.cache_key("flip", where)
    path, data = _entry(disk, key)
    header = struct.calcsize("<8sIIQ32s")
    offset = {"magic": 0, "header": header - 5, "meta": header + 3, "blob": header + 200,
              "last byte": len(data) - 1}[where]
    damaged = bytearray(data)
    damaged[offset] ^= 0x40
    path.write_bytes(bytes(damaged))
    assert disk.get(key) is None
    assert not path.exists()  # deleted, so the caller's put starts clean
    disk.put(key, _blob(5000), META)
    assert disk.get(key) == (_blob(5000), META)


@pytest.mark.parametrize("keep", [0, 1, 20, 56, 57, -1])
def test_a_truncated_or_extended_entry_reads_as_a_miss(disk, keep):
    key = C.cache_key("truncate", str(keep))
    path, data = _entry(disk, key)
    path.write_bytes(data[:keep] if keep >= 0 else data + b"\0")
    assert disk.get(key) is None
    assert not path.exists()


def test_another_format_version_reads_as_a_miss(disk):
    key = C.cache_key("version")
    path, data = _entry(disk, key)
    magic, version, meta_len, blob_len, digest = struct.unpack_from("<8sIIQ32s", data)
    assert (magic, version) == (b"TLKCACHE", C.FORMAT_VERSION)
    # Same checksum and lengths, only the version differs: rejected for the version alone.
    path.write_bytes(struct.pack("<8sIIQ32s", magic, version + 1, meta_len, blob_len, digest) + data[56:])
    assert disk.get(key) is None


def test_an_entry_under_another_key_reads_as_a_miss(disk):
    a, b = C.cache_key("a"), C.cache_key("b")
    disk.put(a, b"blob", {})
    disk.path(b).parent.mkdir(parents=True, exist_ok=True)
    disk.path(b).write_bytes(disk.path(a).read_bytes())
    assert disk.get(b) is None and disk.get(a) == (b"blob", {})


def test_meta_must_be_json_and_keys_plain_names(disk):
    with pytest.raises(TypeError):
        disk.put(C.cache_key("x"), b"", {"bad": object()})
    for bad in ("", "a", "../etc", "a/b", "ab.cd", "\u00e9\u00e9\u00e9"):
        with pytest.raises(ValueError, match="cache key"):
            disk.get(bad)


def test_unwritable_folder_warns_and_returns_false(tmp_path):
    (tmp_path / "not_a_dir").write_text("x")
    disk = C.DiskCache(tmp_path / "not_a_dir")
    with pytest.warns(UserWarning, match="could not write the kernel cache entry"):
        assert disk.put(C.cache_key("k"), b"blob", {}) is False
    assert disk.get(C.cache_key("k")) is None


def test_cache_dir_env_then_xdg_then_home(tmp_path, monkeypatch):
    monkeypatch.setenv(C.CACHE_ENV, str(tmp_path / "explicit"))
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "xdg"))
    monkeypatch.setenv("HOME", str(tmp_path / "home"))
    assert C.cache_dir() == tmp_path / "explicit" and (tmp_path / "explicit").is_dir()
    assert C.DiskCache().directory == tmp_path / "explicit" / "kernels"
    monkeypatch.delenv(C.CACHE_ENV)
    assert C.cache_dir() == tmp_path / "xdg" / "tilelang"
    monkeypatch.delenv("XDG_CACHE_HOME")
    assert C.cache_dir() == tmp_path / "home" / ".cache" / "tilelang"
    assert (tmp_path / "home" / ".cache" / "tilelang").is_dir()


def test_clear(disk):
    for i in range(3):
        disk.put(C.cache_key(str(i)), b"x", {})
    assert disk.clear() == 3 and disk.get(C.cache_key("0")) is None


def test_key_changes_when_any_part_changes():
    parts = ["module @k { ... }", "sm_90a", "13.5", "0.1.0", "-std=c++17"]
    base = C.cache_key(*parts)
    assert len(base) == 64 and int(base, 16) >= 0
    assert C.cache_key(*parts) == base  # deterministic
    for i in range(len(parts)):
        changed = list(parts)
        changed[i] += " "
        assert C.cache_key(*changed) != base, i
    # Parts cannot run together, and str / bytes / extra empty parts are distinct.
    assert len({C.cache_key("ab", "c"), C.cache_key("a", "bc"), C.cache_key("abc"), C.cache_key("abc", ""),
                C.cache_key(b"abc"), C.cache_key()}) == 6
    with pytest.raises(TypeError, match="str or bytes"):
        C.cache_key("a", 90)


def test_get_of_a_100kb_entry_takes_about_a_millisecond(disk):
    key = C.cache_key("timing")
    disk.put(key, _blob(100_000), META)
    times = []
    for _ in range(50):
        t = time.perf_counter()
        assert disk.get(key) is not None
        times.append(time.perf_counter() - t)
    # The target is ~1 ms; the bound leaves room for a loaded shared machine.
    assert statistics.median(times) < 0.01, statistics.median(times)


# --- two processes -------------------------------------------------------------------------------

BIG = 2_000_000


def _writer(directory: str, key: str, rounds: int, barrier, results) -> None:
    disk = C.DiskCache(directory)
    blob = _blob(BIG, seed=3)
    barrier.wait()
    results.put(("writer", sum(disk.put(key, blob, META) for _ in range(rounds))))


def _reader(directory: str, key: str, seconds: float, barrier, results) -> None:
    """Reads while the writers write; once an entry was seen, every read must see it whole."""
    disk = C.DiskCache(directory)
    expected = (_blob(BIG, seed=3), META)
    barrier.wait()
    hits = torn = misses_after_hit = 0
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        got = disk.get(key)
        if got is not None:
            hits += 1
            torn += got != expected
        elif hits:
            misses_after_hit += 1
    results.put(("reader", (hits, torn, misses_after_hit)))


def test_two_processes_putting_the_same_key_both_succeed(tmp_path):
    ctx = multiprocessing.get_context("spawn")
    key = C.cache_key("concurrent")
    directory = str(tmp_path / "shared")
    barrier, results = ctx.Barrier(3), ctx.Queue()
    procs = [ctx.Process(target=_writer, args=(directory, key, 15, barrier, results)) for _ in range(2)]
    procs.append(ctx.Process(target=_reader, args=(directory, key, 2.0, barrier, results)))
    for p in procs:
        p.start()
    got = sorted(results.get(timeout=120) for _ in procs)
    for p in procs:
        p.join(timeout=60)
        assert p.exitcode == 0
    (_, (hits, torn, misses_after_hit)), *writers = got
    assert writers == [("writer", 15), ("writer", 15)]  # every put of both processes succeeded
    assert hits > 0 and torn == 0 and misses_after_hit == 0  # never a torn or vanished entry
    assert C.DiskCache(directory).get(key) == (_blob(BIG, seed=3), META)
    leftovers = [p.name for p in Path(directory).rglob("*") if p.is_file() and not p.name.endswith(".tlk")]
    assert leftovers == [] and os.listdir(Path(directory) / key[:2]) == [f"{key}.tlk"]
