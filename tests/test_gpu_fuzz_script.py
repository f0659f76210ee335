"""scripts/gpu_fuzz.py stays valid: its generator draws configurations its own rules
accept, a few programs run on the CPU interpreter against float64, the reference of the
element-wise chains follows the language's rules, and a failure is reported with a
reproducer and shrunk.  (The GPU run itself: scripts/run_gpu.sh fuzz.)"""

import json
import subprocess
import sys
from pathlib import Path

import pytest
import torch

import tilelang

SCRIPTS = Path(__file__).resolve().parent.parent / "scripts"
sys.path.insert(0, str(SCRIPTS))

import gpu_fuzz  # noqa: E402  (the entry point)
from fuzz.categories import CATEGORIES  # noqa: E402
from fuzz.chain_reference import chain_reference  # noqa: E402
from fuzz.checks import Failure, check, poisoned  # noqa: E402
from fuzz.compiling import compile_error_kind  # noqa: E402
from fuzz.configs import make_config  # noqa: E402
from fuzz.execution import run_config  # noqa: E402
from fuzz import known_issues  # noqa: E402
from fuzz.known_issues import classify, known_issue  # noqa: E402
from fuzz.shrinking import is_valid, shrink_candidates  # noqa: E402
from fuzz.lowbit import prepared_block  # noqa: E402

ALL = set(CATEGORIES)


@pytest.mark.parametrize("target, archs", [("cuda", ["sm_90a", "sm_90a:ampere"]), ("cuda", ["sm_80"]),
                                           ("cpu", ["sm_90a"]), ("sim", ["sm_90a"])])
def test_generated_configurations_are_valid_deterministic_and_json(target, archs):
    seen = set()
    for i in range(300):
        cfg = make_config(5, i, target, archs, ALL)
        assert is_valid(cfg, target), cfg
        assert json.loads(json.dumps(cfg)) == cfg
        assert cfg == make_config(5, i, target, archs, ALL)  # program i whatever else runs
        seen.add(cfg["category"])
        if cfg["category"] == "int4cfg" and cfg["options"].get("stream_k"):
            assert cfg["options"]["split_k"] == 1 and cfg["N"] % cfg["options"]["block_N"] == 0
        if cfg["switches"]:  # sm_90a lowered as for Ampere: no Hopper-only options drawn
            assert not cfg.get("ws") and not cfg.get("options", {}).get("b_wgmma")
    assert seen == ALL


def test_the_entry_point_runs_as_a_script_and_keeps_its_names():
    # (run_gpu.sh calls the script; scripts/sanitize_driver.py imports these names from it)
    out = subprocess.run([sys.executable, str(SCRIPTS / "gpu_fuzz.py"), "--target", "cpu", "--seed", "5", "--count",
                          "4", "--list"], capture_output=True, text=True, check=True).stdout
    assert [json.loads(line) for line in out.splitlines()] == [make_config(5, i, "cpu", ["sm_90a"], ALL)
                                                               for i in range(4)]
    for name in ("main", "VARIANTS", "Precompiler", "wait_ready", "run_config", "KNOWN_ISSUES"):
        assert hasattr(gpu_fuzz, name), name


def test_shrink_candidates_stay_valid_and_smaller():
    for i in range(60):
        cfg = make_config(9, i, "cuda", ["sm_90a"], ALL)
        for cand in shrink_candidates(cfg):
            assert cand != cfg and cand["category"] == cfg["category"]


def test_a_few_programs_run_on_the_interpreter(capsys):
    assert gpu_fuzz.main(["--target", "cpu", "--count", "6", "--seed", "3", "--no-shrink"]) == 0
    out = capsys.readouterr().out
    assert "fuzz: 6 programs, 0 failed, 0 refused (seed 3)" in out


def test_one_program_of_each_category_matches_float64():
    for cat in CATEGORIES:
        cfg = make_config(4, 0, "sim" if cat != "int4cfg" else "cpu", ["sm_90a"], {cat})
        res = run_config(cfg, "cpu")
        assert res["status"] == "ok", (cat, res)


def test_a_failure_prints_its_reproducer_and_is_shrunk(tmp_path, monkeypatch, capsys):
    monkeypatch.setenv("GPU_FUZZ_FAULT", "2:wrong")  # (the injected fault follows the program index)
    code = gpu_fuzz.main(["--target", "cpu", "--only", "2", "--seed", "3", "--out", str(tmp_path),
                          "--categories", "elementwise", "--shrink-budget", "20"])
    out = capsys.readouterr().out
    assert code == 1
    assert "FAIL [elementwise] program 2" in out and "python3 scripts/gpu_fuzz.py --seed 3 --only 2" in out
    assert "fuzz: 1 programs, 1 failed, 0 refused (seed 3)" in out
    written = json.loads((tmp_path / "fail-3-2.json").read_text())
    first, shrunk = written["config"], written["shrunk"]
    assert shrunk["R"] * shrunk["C"] < first["R"] * first["C"] or len(shrunk["ops"]) < len(first["ops"])


def test_chain_reference_follows_the_language():
    x = torch.tensor([[-7, 7, 300, -300]], dtype=torch.int32)
    # Python floor division and modulo, C-like wrap on a cast to int8, arithmetic shift
    ref, cur = chain_reference(x, "int32", [["floordiv", 2], ["mod", 5], ["cast", "int8"]])
    assert cur == "int8" and ref.tolist() == [[1.0, 3.0, 0.0, 0.0]]
    ref, _ = chain_reference(x, "int32", [["mul", 3], ["cast", "int8"], ["shr", 1]])
    assert ref.tolist() == [[-11.0, 10.0, -62.0, 62.0]]  # 900 wraps to -124, -900 to 124
    # a float16 chain rounds after every operation, a literal rounds to the value's type
    h = torch.tensor([[1.0, 2049.0 / 1024]], dtype=torch.float16)
    ref, cur = chain_reference(h, "float16", [["mul", 1.5], ["add", 0.125]])
    assert cur == "float16"
    assert ref.tolist() == (((h.float() * 1.5).half().float() + 0.125).half().double()).tolist()
    # float -> int32 truncates toward zero
    f = torch.tensor([[-2.7, 2.7]])
    assert chain_reference(f, "float32", [["cast", "int32"]])[0].tolist() == [[-2.0, 2.0]]


def test_checks_catch_unwritten_and_wrong_elements():
    ref = torch.randn(8, 8, dtype=torch.float64)
    out = ref.clone().half()
    out[3, 4] = float("nan")
    with pytest.raises(Failure, match="non-finite .*first at \\(3, 4\\)"):
        check(out, ref, "float16")
    out = ref.clone().float()
    out[5] += 1.0
    with pytest.raises(Failure, match="rows off: \\[5\\]"):
        check(out, ref, "float32")
    ints = poisoned((4,), "int32", "cpu")
    with pytest.raises(Failure, match="never written"):
        check(ints, torch.ones(4, dtype=torch.float64), "int32", exact=True)


def test_refusals_and_known_issues_are_classified(monkeypatch):
    from tilelang.errors import CudaCompileError, TileLangError

    assert compile_error_kind(TileLangError("the block needs 300000 bytes of shared memory")) == "refused"
    assert compile_error_kind(ValueError("gemm: stream_k=3 blocks ...")) == "refused"
    assert compile_error_kind(CudaCompileError("ptxas error")) is None
    assert compile_error_kind(KeyError("x")) is None
    # (an entry of its own: the real list changes as issues are fixed)
    monkeypatch.setattr(known_issues, "KNOWN_ISSUES", [
        ("bf16-int4-sm80", lambda c: c["category"] == "int4cfg" and c["arch"] == "sm_80" and c["act"] == "bfloat16",
         "the int4 dequant for bfloat16 activations ...")])
    cfg = dict(category="int4cfg", arch="sm_80", act="bfloat16", fmt="int4")
    assert known_issue(cfg) == "bf16-int4-sm80"
    assert known_issue(dict(cfg, arch="sm_90a")) is None
    assert known_issue(dict(category="int4cfg", arch="sm_80")) is None  # (a predicate's KeyError: not covered)
    assert classify(cfg, {"status": "fail"}, "cuda") == {"status": "known", "known": "bf16-int4-sm80"}
    assert classify(cfg, {"status": "fail"}, "cpu") == {"status": "fail"}


def test_decode_programs_reach_every_planned_tile_and_shrink_validly():
    from tilelang.ops.decode_attention import _tile

    tiles = set()
    for i in range(400):
        cfg = make_config(11, i, "cuda", ["sm_90a"], {"decode"})
        assert is_valid(cfg, "cuda"), cfg
        for cand in shrink_candidates(cfg):
            assert is_valid(cand, "cuda"), cand
        if cfg["fmt"] == "int4" and cfg["D"] <= 128:
            rows = cfg["H"] // cfg["Hk"] * cfg["Sq"]
            tiles.add(_tile("cuda", cfg["paged"], rows, True, cfg["B"] * cfg["Hk"], "int4", cfg["D"], cfg["L"],
                            cfg["Hk"]))
    # the narrow int4 kernels: one warp over 32 keys, two over 64 (many pairs, or a long batch-1 cache),
    # and two over 64 with two kv heads a block (a long cache of 64 to 255 pairs)
    assert {(32, 32, 1), (64, 64, 1), (64, 64, 2)} <= tiles, tiles


def test_gemm_programs_put_warpgroups_in_pingpong_only_where_it_fits():
    """A warp-specialized gemm of two warpgroups that each issue wgmmas (``pingpong_fits``)
    draws ``pingpong`` for about half its programs, and each such program lowers; a
    shrink that drops the producer warp or a warpgroup drops the ping-pong too."""
    from fuzz.gemm import pingpong_fits

    drawn = [make_config(21, i, "cuda", ["sm_90a"], {"gemm"}) for i in range(400)]
    pp = [c for c in drawn if c["pp"]]
    assert pp and all(c["ws"] and pingpong_fits(c) for c in pp)
    assert any(c["ws"] and pingpong_fits(c) and not c["pp"] for c in drawn)
    cands = shrink_candidates(pp[0])
    assert any(c["ws"] and not c["pp"] for c in cands) and any(not c["ws"] and not c["pp"] for c in cands)
    assert all(c["ws"] and c["threads"] == 256 for c in cands if c["pp"] and is_valid(c, "cuda"))
    assert not is_valid(dict(pp[0], threads=128), "cuda") and not is_valid(dict(pp[0], ws=False), "cuda")
    from fuzz.gemm import gemm_kernel
    for c in pp[:6]:  # (pingpong refuses a loop of mma.sync gemms: the draws must give wgmma)
        assert "named_barrier" in {op.name for op in tilelang.lower(gemm_kernel(c), arch="sm_90a").walk()}


def test_lowbit_programs_force_packed_gemvs_that_fit_and_shrink_validly():
    """The lowbit category forces the packed gemv too (its tiles, split-K, stages, the
    swizzled shared tiles) and the float32 one (``chain=0``), at M <= 4 on problems of
    whole tiles, and prepares weights of every format (of K whole permutation blocks); a
    shrink that breaks the rules (M past block_M, N not whole rows) is not a candidate."""
    gemvs, prepared = [], set()
    for i in range(600):
        cfg = make_config(13, i, "cuda", ["sm_90a"], {"lowbit"})
        if cfg["prepared"]:
            prepared.add(cfg["fmt"])
            assert cfg["K"] % prepared_block(cfg["fmt"]) == 0, cfg
        if cfg["config"] and cfg["config"][0] == "gemv":
            gemvs.append(cfg)
            o = cfg["config"][1]
            assert cfg["M"] == o["block_M"] <= 4 and cfg["N"] % o["rows"] == 0, cfg
            for cand in shrink_candidates(cfg):
                assert is_valid(cand, "cuda"), cand
    assert len(gemvs) >= 20
    assert {True, False} == {c["config"][1]["swizzle"] for c in gemvs}
    chain0 = [c for c in gemvs if c["config"][1].get("chain") == 0]
    assert chain0 and any(c["prepared"] and c["fmt"] in ("uint2", "int2") for c in chain0), chain0
    assert {"uint2", "int2", "nf4", "float4_e2m1fn", "fuzz_u3o4"} <= prepared, prepared
    bad = dict(gemvs[0], M=gemvs[0]["M"] + 1)
    assert not is_valid(bad, "cuda")
    assert not is_valid(dict(gemvs[0], N=gemvs[0]["N"] + 1), "cuda")
