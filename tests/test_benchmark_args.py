"""The benchmarks' command lines parse on any machine (their GPU work needs a GPU; a bad
default would only show there, after minutes of device time)."""

import importlib
from pathlib import Path

import pytest


def _benchmark(name, monkeypatch):
    """benchmarks/<name>.py as a module (benchmarks/ is no package: its folder on the path)."""
    monkeypatch.syspath_prepend(str(Path(__file__).resolve().parents[1] / "benchmarks"))
    return importlib.import_module(name)


def test_decode_attention_variants_parse_to_settings(monkeypatch):
    """Without ``--variants`` one variant of no settings (a bare run once crashed on a
    string default that argparse does not convert); each given variant becomes its
    environment settings, '' none, and a key it does not know is a usage error."""
    bench = _benchmark("decode_attention", monkeypatch)
    assert bench.parse_args([]).variants == [{}]
    got = bench.parse_args(["--variants", "", "tile=64,64,2;stages=3", "keys-major=0"]).variants
    assert got == [{}, {"TILELANG_DECODE_TILE": "64,64,2", "TILELANG_DECODE_STAGES": "3"},
                   {"TILELANG_DECODE_KEYS_MAJOR": "0"}]
    assert [bench.label(v) for v in got] == ["", " [tile=64,64,2;stages=3]", " [keys-major=0]"]
    with pytest.raises(SystemExit):
        bench.parse_args(["--variants", "tiles=64,64"])
    args = bench.parse_args(["--contexts", "4096", "--batches", "1", "8", "--splits", "12"])
    assert (args.contexts, args.batches, args.splits, args.tile, args.breakdown) == ([4096], [1, 8], [12], None, False)
    assert bench.parse_args(["--breakdown"]).breakdown is True
    assert bench.parse_args(["--variants", "thread-sums=1"]).variants == [{"TILELANG_DECODE_THREAD_SUMS": "1"}]
    assert bench.parse_args(["--thread-sums", "0"]).thread_sums == "0"


def test_profile_decode_takes_a_batch_a_context_and_a_known_format(monkeypatch):
    bench = _benchmark("profile_decode", monkeypatch)
    args = bench.parse_args(["16", "32768", "--format", "int8"])
    assert (args.batch, args.context, args.format, args.runs) == (16, 32768, "int8", 3)
    assert bench.parse_args(["1", "4096"]).format == "int4"
    with pytest.raises(SystemExit):
        bench.parse_args(["1", "4096", "--format", "int3"])
