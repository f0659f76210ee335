"""``tilelang.autotune`` / ``AutoTuner`` (tilelang/autotuner): configurations, skipped
and failing candidates, the ref_prog check, progress output, the best-config cache, and
parallel compiles for CUDA without a GPU.  Tiny kernels on target "cpu".

The factories are module-level so that spawned compile workers can import them."""

import io
import time

import pytest
import torch

import tilelang
import tilelang.language as T
from tilelang.autotuner import AutoTuner
from tilelang.autotuner.tuner import expand_configs


@pytest.fixture(autouse=True)
def _tmp_cache(tmp_path, monkeypatch):
    """Each test tunes in a fresh cache folder, compiling in this process (a worker's start
    costs seconds); the tests of the pool ask for two workers (``_pool``)."""
    monkeypatch.setenv("TILELANG_CACHE_DIR", str(tmp_path / "cache"))
    monkeypatch.setenv("TILELANG_AUTO_TUNING_CPU_COUNTS", "1")
    monkeypatch.delenv("TILELANG_AUTO_TUNING_DISABLE_CACHE", raising=False)
    monkeypatch.delenv("TILELANG_DISABLE_CACHE", raising=False)


def scale_kernel(N, block=32, scale=1.0):
    """Y = X * scale; a ``block`` that does not divide N is refused (a failing candidate)."""
    if N % block:
        raise ValueError(f"block {block} does not divide N={N}")

    @T.prim_func
    def main(X: T.Tensor((N,), "float32"), Y: T.Tensor((N,), "float32")):
        with T.Kernel(N // block, threads=32) as bx:
            for i in T.Parallel(block):
                Y[bx * block + i] = X[bx * block + i] * scale

    return main


scale_jit = tilelang.jit(out_idx=[-1], target="cpu")(scale_kernel)


@pytest.fixture
def _pool(monkeypatch):
    monkeypatch.setenv("TILELANG_AUTO_TUNING_CPU_COUNTS", "2")


def slow_kernel(N, block=32, slow=False):
    if slow:
        time.sleep(120)  # a compile that never ends in the test's time: the timeout skips it
    return scale_kernel(N, block)


def _tuner(fn, configs, *args, ref_prog=None, target="cpu"):
    out = io.StringIO()
    tuner = AutoTuner(fn, configs, stream=out).set_call_args(*args)
    tuner.set_compile_args(out_idx=[-1], target=target)
    tuner.set_profile_args(ref_prog=ref_prog)
    return tuner, out


def test_configs_product_and_bad_keys():
    assert expand_configs({"a": [1, 2], "b": ["x", "y"]}) == [
        {"a": 1, "b": "x"}, {"a": 1, "b": "y"}, {"a": 2, "b": "x"}, {"a": 2, "b": "y"}]
    assert expand_configs(lambda n: [{"a": n}], (3,)) == [{"a": 3}]
    with pytest.raises(ValueError, match="'a' must be a non-empty list"):
        expand_configs({"a": []})
    with pytest.raises(ValueError, match="configs must be a non-empty list"):
        expand_configs([])
    tuner, _ = _tuner(scale_kernel, [{"blok": 32}], 64)
    with pytest.raises(ValueError, match="'blok' is not a parameter of 'scale_kernel'"):
        tuner.run()


def test_decorator_tunes_product_and_returns_best_kernel():
    out = io.StringIO()
    tuned = tilelang.autotune(configs={"block": [16, 32], "scale": [1.0, 3.0]}, ref_prog=lambda x: x * 3,
                              stream=out)(scale_jit)
    kernel = tuned(64)
    assert kernel.config == {"block": 16, "scale": 3.0} and kernel.latency is None
    x = torch.randn(64)
    torch.testing.assert_close(kernel(x), x * 3)
    assert kernel.get_tuner_result() == {"latency": None, "config": {"block": 16, "scale": 3.0}, "ref_latency": None}
    assert tuned(64) is kernel  # tuned once per arguments
    assert "compiled 4/4" in out.getvalue()
    fixed = tuned(64, block=32, scale=1.0)  # the caller chose: compiled, not tuned
    torch.testing.assert_close(fixed(x), x)
    with pytest.raises(ValueError, match="not chosen by tilelang.autotune"):
        fixed.get_tuner_result()
    with pytest.raises(TypeError, match="above @tilelang.jit"):
        tilelang.autotune(configs=[{"block": 16}])(scale_kernel)
    with pytest.raises(TypeError, match="needs its configs"):
        tilelang.autotune(scale_jit)


def test_failing_candidate_skipped_with_reason():
    tuner, out = _tuner(scale_kernel, {"block": [48, 32]}, 64)
    result = tuner.run()
    assert result.config == {"block": 32}
    text = out.getvalue()
    assert "{block=48} skipped: ValueError: block 48 does not divide N=64" in text
    assert "chose the first usable candidate {block=32} (not timed)" in text
    x = torch.randn(64)
    torch.testing.assert_close(result.kernel(x), x)


def test_all_candidates_failing_is_an_error_listing_reasons():
    tuner, _ = _tuner(scale_kernel, [{"block": 48}, {"block": 40}], 64)
    with pytest.raises(RuntimeError) as e:
        tuner.run()
    msg = str(e.value)
    assert "no candidate configuration is usable (2 tried)" in msg
    assert "{block=48}: ValueError: block 48 does not divide N=64" in msg
    assert "{block=40}: ValueError: block 40 does not divide N=64" in msg


def test_ref_prog_rejects_a_wrong_candidate():
    # scale=1.0 comes first and compiles, but computes x, not 2x: the check refuses it
    tuner, out = _tuner(scale_kernel, [{"scale": 1.0}, {"scale": 2.0}], 128, ref_prog=lambda x: x * 2)
    result = tuner.run()
    assert result.config == {"scale": 2.0}
    text = out.getvalue()
    assert "checked 1/2 {scale=1.0} skipped: wrong result against ref_prog" in text
    assert "checked 2/2 {scale=2.0} ok" in text
    x = torch.randn(128, dtype=torch.float64).float()
    y = result.kernel(x).double()
    assert ((y - 2 * x.double()).abs().max() / (2 * x.double()).abs().max()).item() < 1e-6
    # every candidate wrong: an error naming the check
    tuner, _ = _tuner(scale_kernel, [{"scale": 1.0}, {"scale": 3.0}], 128, ref_prog=lambda x: x * 2)
    with pytest.raises(RuntimeError, match="wrong result against ref_prog"):
        tuner.run()


def test_cache_hit_compiles_only_the_best(tmp_path):
    configs = [{"block": 48}, {"scale": 1.0, "block": 16}, {"scale": 2.0, "block": 32}]
    tuner, out = _tuner(scale_kernel, configs, 64, ref_prog=lambda x: x * 2)
    first = tuner.run()
    assert first.config == {"scale": 2.0, "block": 32}
    entries = list((tmp_path / "cache" / "autotuner").glob("*.json"))
    assert len(entries) == 1
    tuner, out = _tuner(scale_kernel, configs, 64, ref_prog=lambda x: x * 2)
    second = tuner.run()
    assert second.config == first.config
    assert "cache hit: {scale=2.0, block=32} (not timed); compiling only it" in out.getvalue()
    assert "compiled" not in out.getvalue()
    x = torch.randn(64)
    torch.testing.assert_close(second.kernel(x), 2 * x)
    # other arguments (shapes) are another key: tuned again
    tuner, out = _tuner(scale_kernel, configs, 96, ref_prog=lambda x: x * 2)
    tuner.run()
    assert "cache hit" not in out.getvalue() and "compiled 3/3" in out.getvalue()
    # a damaged entry reads as a miss
    entries[0].write_text('{"format": 1, "config": {"block": 999}}')
    tuner, out = _tuner(scale_kernel, configs, 64, ref_prog=lambda x: x * 2)
    assert tuner.run().config == first.config and "cache hit" not in out.getvalue()


def test_cache_off_when_disabled(monkeypatch, tmp_path):
    monkeypatch.setenv("TILELANG_AUTO_TUNING_DISABLE_CACHE", "1")
    for _ in range(2):
        tuner, out = _tuner(scale_kernel, [{"block": 16}, {"block": 32}], 64)
        tuner.run()
        assert "cache hit" not in out.getvalue()
    assert not (tmp_path / "cache" / "autotuner").exists()


def test_progress_plain_lines_and_terminal_bar(monkeypatch):
    monkeypatch.setenv("TILELANG_AUTO_TUNING_DISABLE_CACHE", "1")  # both runs tune
    tuner, out = _tuner(scale_kernel, {"block": [16, 32, 48]}, 64)
    tuner.run()
    lines = out.getvalue().splitlines()
    compiled = [ln for ln in lines if ": compiled " in ln]
    assert [ln.split(": compiled ")[1].split()[0] for ln in compiled] == ["1/3", "2/3", "3/3"]
    assert all(ln.startswith("autotune scale_kernel: ") for ln in lines)
    assert "\r" not in out.getvalue()

    class Terminal(io.StringIO):
        def isatty(self):
            return True

    term = Terminal()
    tuner = AutoTuner(scale_kernel, {"block": [16, 32, 48]}, stream=term).set_call_args(64)
    tuner.set_compile_args(out_idx=[-1], target="cpu")
    tuner.run()
    text = term.getvalue()
    assert "\rautotune scale_kernel: compiled 3/3 | checked 0/3" not in text  # no check without ref_prog
    assert "\rautotune scale_kernel: compiled 3/3 | timed 0/3" in text
    assert "skip {block=48}: ValueError" in text
    assert text.count("\n") == 3  # skip, cannot time, chose: the bar itself is redrawn in place


def test_compile_timeout_skips_the_candidate(_pool):
    tuner, out = _tuner(slow_kernel, [{"slow": True}, {"block": 16}], 64)
    t0 = time.perf_counter()
    result = tuner.run(timeout=15)
    assert time.perf_counter() - t0 < 60
    assert result.config == {"block": 16}
    assert "compiling 2 candidates in 2 worker processes" in out.getvalue()
    assert "{slow=True} skipped: compile timed out after 15s" in out.getvalue()


def test_closure_factory_compiles_in_process(_pool):
    def local(N, block=32):
        return scale_kernel(N, block)

    tuner, out = _tuner(local, {"block": [16, 32]}, 64)
    assert tuner.run().config == {"block": 16}
    assert "cannot be imported by worker processes" in out.getvalue()


@pytest.mark.skipif(torch.cuda.is_available(), reason="checks the behaviour without a GPU")
def test_parallel_cuda_compile_without_gpu(_pool):
    from tilelang.ops import tiled_gemm

    # block_K=256 needs more shared memory than sm_90a has: skipped with the reason
    configs = {"block_M": [64, 128], "block_K": [32, 256]}
    tuner, out = _tuner(tiled_gemm, configs, 256, 256, 256, target="cuda -arch=sm_90a")
    result = tuner.run()
    text = out.getvalue()
    assert "compiling 4 candidates in 2 worker processes" in text
    assert text.count("skipped: TileLangError") == 2 and "shared memory" in text
    assert "cannot time candidates: no GPU" in text
    assert "chose the first usable candidate {block_M=64, block_K=32} (not timed)" in text
    assert result.config == {"block_M": 64, "block_K": 32} and result.latency is None
    assert result.kernel.cuda.cubin and "__global__" in result.libcode


@pytest.mark.skipif(torch.cuda.is_available(), reason="checks the behaviour without a GPU")
def test_cuda_without_gpu_or_arch_is_a_clear_error(monkeypatch):
    from tilelang.ops import tiled_gemm

    monkeypatch.delenv("TILELANG_CUDA_ARCH", raising=False)
    tuner, _ = _tuner(tiled_gemm, {"block_M": [64, 128]}, 256, 256, 256, target="cuda")
    with pytest.raises(ValueError, match="no GPU and no CUDA architecture"):
        tuner.run()


@pytest.mark.gpu
@pytest.mark.skipif(not torch.cuda.is_available(), reason="needs a CUDA GPU")
def test_tune_fp16_gemm_on_gpu():
    from tilelang.ops import tiled_gemm

    M = N = K = 1024
    out = io.StringIO()
    tuned = tilelang.autotune(configs=[{"block_M": 64, "block_N": 64}, {"block_M": 128, "block_N": 128},
                                       {"block_M": 128, "block_N": 256, "block_K": 64},
                                       {"block_M": 128, "block_N": 128, "num_stages": 4}],
                              ref_prog=lambda A, B: (A.float() @ B.float()).half(), warmup=5, rep=20,
                              stream=out)(tilelang.jit(out_idx=[-1], target="cuda")(tiled_gemm))
    kernel = tuned(M, N, K)
    assert kernel.latency is not None and kernel.latency > 0
    result = next(iter(tuned.results.values()))
    assert result.ref_latency is not None
    assert "timed 4/4" in out.getvalue() or "skipped" in out.getvalue()
    A = torch.randn(M, K, device="cuda", dtype=torch.float16)
    B = torch.randn(K, N, device="cuda", dtype=torch.float16)
    ref = A.double() @ B.double()
    err = ((kernel(A, B).double() - ref).norm() / ref.norm()).item()
    assert err < 1e-2


# ---- ours: bench_fn, out_args, compile_only, retune, result.candidates ---------------------------
def _scale_of(kernel, inputs):
    """The scale a scale_kernel candidate applies, read back from running it."""
    x = inputs[0]
    y = kernel(*inputs)
    return (y.double() / x.double()).median().item()


def test_bench_fn_times_where_the_kernels_run_and_decides_the_choice():
    calls = []

    def supply(params):
        return [torch.randn(64) + 5.0]  # (no zeros: the scale is read back as y / x)

    def bench(kernel, inputs, warmup, rep):  # "slower" the larger the scale
        calls.append((warmup, rep, inputs))
        return _scale_of(kernel, inputs)

    configs = [{"scale": 3.0}, {"scale": 0.5}, {"scale": 2.0}]
    tuner, out = _tuner(scale_kernel, configs, 64)
    tuner.set_profile_args(bench_fn=bench, supply_prog=supply)
    result = tuner.run(warmup=3, rep=7)
    assert result.config == {"scale": 0.5} and abs(result.latency - 0.5) < 1e-6
    assert result.kernel.latency == result.latency
    assert [(c, round(lat, 6), why) for c, lat, why in result.candidates] == [
        ({"scale": 3.0}, 3.0, ""), ({"scale": 0.5}, 0.5, ""), ({"scale": 2.0}, 2.0, "")]
    assert [(w, r) for w, r, _ in calls] == [(3, 7)] * 3
    assert all(len(inputs) == 1 and inputs[0].min() > 0 for _, _, inputs in calls)
    text = out.getvalue()
    assert "cannot time" not in text and "timed 3/3 {scale=2.0} 2000.00 us | best 500.00 us {scale=0.5}" in text
    # a bench_fn that returns no time: that candidate is skipped with the reason
    tuner, out = _tuner(scale_kernel, configs, 64)
    tuner.set_profile_args(bench_fn=lambda k, i, w, r: None if _scale_of(k, i) > 2.5 else _scale_of(k, i))
    result = tuner.run(retune=True)  # (the cache keys on the configurations, not on how they are timed)
    assert result.config == {"scale": 0.5}
    assert result.candidates[0][2].startswith("failed to run: ValueError: bench_fn must return the milliseconds")
    with pytest.raises(TypeError, match="bench_fn must be callable"):
        tuner.set_profile_args(bench_fn=1.5)


def test_decorator_passes_bench_fn_and_out_args():
    # out_idx=None: the kernel writes Y (argument 1); the check reads it there
    inplace = tilelang.jit(out_idx=None, target="cpu")(scale_kernel)
    seen = []

    def bench(kernel, inputs, warmup, rep):
        seen.append(inputs[1].clone())
        return 1.0 + abs(_scale_of_inplace(kernel, inputs) - 2.0)

    tuned = tilelang.autotune(configs={"scale": [1.0, 2.0, 4.0]}, ref_prog=lambda x, y: x * 2, out_args=[1],
                              bench_fn=bench, stream=io.StringIO())(inplace)
    kernel = tuned(32)
    assert kernel.config == {"scale": 2.0} and kernel.latency == 1.0
    assert len(seen) == 1  # scale 1.0 and 4.0 fail the check before they are timed
    x, y = torch.randn(32), torch.zeros(32)
    kernel(x, y)
    torch.testing.assert_close(y, 2 * x)


def _scale_of_inplace(kernel, inputs):
    x, y = inputs
    kernel(x, y)
    return (y.double() / x.double()).median().item()


def test_out_args_checks_what_the_kernel_wrote(monkeypatch):
    monkeypatch.setenv("TILELANG_AUTO_TUNING_DISABLE_CACHE", "1")  # (every run below checks)
    def supply(params):  # Y starts at zero, so a reference that reads it sees it unwritten
        return [torch.randn(128), torch.zeros(128)]

    def make(**profile):
        out = io.StringIO()
        tuner = AutoTuner(scale_kernel, [{"scale": 1.0}, {"scale": 2.0}], stream=out).set_call_args(128)
        tuner.set_compile_args(out_idx=None, target="cpu")
        tuner.set_profile_args(supply_prog=supply, **profile)
        return tuner, out

    # ref_prog runs before the kernel: x * 2 + y is 2x only while y is unwritten
    tuner, out = make(ref_prog=lambda x, y: x * 2 + y, out_args=[1])
    result = tuner.run()
    assert result.config == {"scale": 2.0}
    assert "checked 1/2 {scale=1.0} skipped: wrong result against ref_prog: AssertionError: output 0:" in out.getvalue()
    assert result.candidates[1] == ({"scale": 2.0}, None, "")
    # manual_check_prog gets the written arguments
    got = []
    tuner, _ = make(ref_prog=lambda x, y: x * 2, out_args=1, manual_check_prog=lambda outs, ref: got.append(
        (len(outs), (outs[0].double() - ref.double()).abs().max().item())))
    tuner.run()
    assert got[0][0] == 1 and got[0][1] > 0.1 and got[1] == (1, 0.0)  # scale 1.0 off, scale 2.0 exact
    # without out_args a kernel without out_idx returns nothing to compare: every candidate fails
    tuner, _ = make(ref_prog=lambda x, y: x * 2)
    with pytest.raises(RuntimeError, match="the kernel returns 0 output"):
        tuner.run()
    tuner, _ = make(ref_prog=lambda x, y: x * 2, out_args=[2])
    with pytest.raises(RuntimeError, match="out_args: position 2 is not one of the kernel's 2 arguments"):
        tuner.run()
    with pytest.raises(TypeError, match="out_args must be a non-empty list"):
        make(out_args="y")


def test_compile_only_neither_checks_times_nor_caches(tmp_path):
    refs = []

    def ref(x):
        refs.append(1)
        return x * 2

    configs = [{"block": 48}, {"scale": 1.0}, {"scale": 2.0}]
    tuner, out = _tuner(scale_kernel, configs, 64, ref_prog=ref)
    tuner.set_profile_args(ref_prog=ref, bench_fn=lambda *a: 1.0)
    result = tuner.run(compile_only=True)
    assert result.config == {"scale": 1.0} and result.latency is None  # (unchecked: scale 1.0 is wrong)
    assert not refs
    text = out.getvalue()
    assert "compile only: the candidates are not checked or timed" in text and "compiled 3/3" in text
    assert ": timed " not in text and ": checked " not in text
    assert [why[:10] for _, _, why in result.candidates] == ["ValueError", "", ""]
    assert not (tmp_path / "cache" / "autotuner").exists()


def test_retune_ignores_the_cached_choice_and_stores_the_new_one(tmp_path):
    configs = [{"scale": 1.0}, {"scale": 2.0}]
    tuner, out = _tuner(scale_kernel, configs, 64, ref_prog=lambda x: x * 2)
    assert tuner.run().config == {"scale": 2.0}
    tuner, out = _tuner(scale_kernel, configs, 64, ref_prog=lambda x: x * 2)
    result = tuner.run(retune=True)
    assert "cache hit" not in out.getvalue() and "compiled 2/2" in out.getvalue()
    assert [c for c, _, _ in result.candidates] == configs
    assert len(list((tmp_path / "cache" / "autotuner").glob("*.json"))) == 1
    tuner, out = _tuner(scale_kernel, configs, 64, ref_prog=lambda x: x * 2)
    result = tuner.run()
    assert "cache hit: {scale=2.0}" in out.getvalue()
    assert result.candidates == [({"scale": 2.0}, None, "")]
