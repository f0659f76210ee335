"""``scripts/ncu_stalls.py``: ncu's source page (CSV) summed by stall reason and ranked by
instruction -- on a small CSV of the layout ncu writes (kernel line, column line, a row a
SASS instruction, the "(Not Issued)" columns not counted)."""

import importlib.util
from pathlib import Path

import pytest

SCRIPT = Path(__file__).resolve().parents[1] / "scripts" / "ncu_stalls.py"
CSV = '''"Kernel Name","split_kv_keys_major_kernel",
"Address","Source","Warp Stall Sampling (All Samples)","Warp Stall Sampling (Not-issued Samples)","stall_long_sb","stall_wait","stall_selected","stall_long_sb (Not Issued)"
"0x7f0000004560","@!P0  BRA 0x7f00000082c0","615","607","607","8","0","600"
"0x7f0000006520","LDS.128 R92, [R100+0x5c00]","24","20","0","23","1","0"
"0x7f0000006530","FMNMX.FTZ R93, R92, R93, !PT","1,334","1,300","0","1,000","334","0"
'''


@pytest.fixture
def ncu_stalls():
    spec = importlib.util.spec_from_file_location("ncu_stalls", SCRIPT)
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


def test_the_reasons_are_summed_and_the_instructions_ranked(ncu_stalls, tmp_path, capsys):
    path = tmp_path / "split.csv"
    path.write_text(CSV)
    name, rows = ncu_stalls.read(str(path))
    assert name == "split_kv_keys_major_kernel" and len(rows) == 3
    assert ncu_stalls.reasons_of(rows[0]) == {"long_sb": 607, "wait": 8}  # (not the Not Issued column)
    ncu_stalls.main([str(path), "--top", "2"])
    out = capsys.readouterr().out.splitlines()
    assert out[0] == "split_kv_keys_major_kernel: 1973 samples over 3 instructions"
    assert out[1].split() == ["wait", "1031", "52.3%"]  # (8 + 23 + 1,000: thousands separators read)
    assert [ln.split()[0] for ln in out[5:]] == ["06530", "04560"]  # the two with most samples, in order
    assert "wait:1000 selected:334" in out[5]


def test_a_file_that_is_not_the_source_page_is_refused(ncu_stalls, tmp_path):
    path = tmp_path / "details.csv"
    path.write_text('"ID","Kernel Name","Metric Name"\n"0","k","dram__bytes_read.sum"\n')
    with pytest.raises(SystemExit, match="not ncu's source page"):
        ncu_stalls.read(str(path))
