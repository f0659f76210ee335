"""``AutoTuner``: compile every candidate configuration, check, time, keep the best.

    tuner = AutoTuner(matmul_factory, configs=[{"block_M": 64}, {"block_M": 128}])
    tuner.set_compile_args(out_idx=[-1], target="cuda")
    tuner.set_profile_args(ref_prog=lambda A, B: A @ B)
    result = tuner.run(warmup=25, rep=100)      # result.config, result.latency (ms), result.kernel

The steps: candidates compile in worker processes (``compile_pool``), each within
``timeout`` seconds; one that fails (an error, too much shared memory, the timeout) is
skipped with its reason.  Then on a GPU each compiled candidate is checked against
``ref_prog`` (``Profiler.assert_allclose``) and timed (``Profiler.do_bench`` with
``warmup`` / ``rep`` calls, CUDA events; or the caller's ``bench_fn``); the fastest
wins.  Without a GPU nothing can be timed: the first candidate that compiled (and, on
"cpu" / "sim", passed the check) is chosen, and the tuner says so.  The choice is kept
on disk (``cache``).
"""

from __future__ import annotations

import concurrent.futures as cf
import inspect
import itertools
import multiprocessing
import time
from dataclasses import dataclass, field

from tilelang.autotuner import cache as best_cache
from tilelang.autotuner.compile_pool import (BuildSpec, compile_candidate, error_reason, shippable, unwrap,
                                             worker_count)
from tilelang.autotuner.progress import Progress, format_config
from tilelang.profiler import compare_outputs

__all__ = ["AutoTuner", "AutotuneResult", "expand_configs"]


@dataclass
class AutotuneResult:
    """What a tuning found: ``latency`` (ms; None when nothing could be timed), ``config``,
    ``ref_latency`` (ms of ``ref_prog``, or None), ``libcode`` (the CUDA source of the best
    kernel, or None), ``func`` (its prim_func) and ``kernel`` (the compiled best).

    ``candidates`` (ours): every configuration tried, in the order given, as
    ``(config, latency in ms or None, reason)`` -- ``reason`` "" for a usable candidate,
    else why it was skipped; latency None where it was not timed (no GPU,
    ``compile_only``).  After a cache hit it holds the cached choice alone."""

    latency: float | None
    config: dict
    ref_latency: float | None
    libcode: str | None
    func: object
    kernel: object
    candidates: list = field(default_factory=list)


def expand_configs(configs, args=(), kwargs=None) -> list[dict]:
    """The candidate list: a list of dicts, a dict of lists (their product, in order), or
    a callable ``(*args, **kwargs)`` returning either."""
    if callable(configs) and not isinstance(configs, (list, tuple, dict)):
        configs = configs(*args, **(kwargs or {}))
    if isinstance(configs, dict):
        keys = list(configs)
        for k in keys:
            if not isinstance(configs[k], (list, tuple)) or not configs[k]:
                raise ValueError(f"configs: the values of {k!r} must be a non-empty list, got {configs[k]!r}")
        configs = [dict(zip(keys, values)) for values in itertools.product(*(configs[k] for k in keys))]
    if not isinstance(configs, (list, tuple)) or not configs:
        raise ValueError(f"configs must be a non-empty list of dicts, a dict of lists or a callable returning "
                         f"one, got {configs!r}")
    for c in configs:
        if not isinstance(c, dict):
            raise ValueError(f"configs: each configuration must be a dict, got {c!r}")
    return [dict(c) for c in configs]


def check_keys(fn, configs: list[dict]) -> None:
    """Every config key must be a parameter of the factory (ValueError naming it)."""
    try:
        params = inspect.signature(fn).parameters
    except (TypeError, ValueError):
        return
    if any(p.kind is p.VAR_KEYWORD for p in params.values()):
        return
    for c in configs:
        for k in c:
            if k not in params:
                raise ValueError(f"configs: {k!r} is not a parameter of {getattr(fn, '__name__', fn)!r} "
                                 f"(its parameters: {', '.join(params)})")


class AutoTuner:
    """Tunes ``fn`` (a function of the config values returning a ``@T.prim_func``, or a
    ``@tilelang.jit`` factory) over ``configs`` (``expand_configs``).

    ``set_compile_args`` / ``set_profile_args`` set how candidates compile and are checked
    (both return self); ``run`` tunes and returns an ``AutotuneResult``.  ``stream``: where
    the progress goes (default ``sys.stderr``; a bar on a terminal, lines otherwise)."""

    def __init__(self, fn, configs, stream=None):
        self.fn = fn
        self.configs = configs
        self.stream = stream
        self.call_args: tuple = ()
        self.call_kwargs: dict = {}
        self.compile_args = {"out_idx": getattr(fn, "out_idx", None), "target": getattr(fn, "target", "auto"),
                             "options": dict(getattr(fn, "options", {}) or {})}
        self.profile_args: dict = {}
        self.set_profile_args()

    @classmethod
    def from_kernel(cls, kernel, configs):
        """A tuner of a ``@tilelang.jit`` factory (its out_idx, target and options)."""
        return cls(kernel, configs)

    def set_compile_args(self, out_idx=None, target="auto", execution_backend="auto", target_host=None,
                         verbose=False, pass_configs=None, **options):
        """``tilelang.compile``'s arguments for every candidate."""
        options = dict(options)
        if pass_configs is not None:
            options["pass_configs"] = pass_configs
        if execution_backend not in (None, "auto"):
            options["execution_backend"] = execution_backend
        self.compile_args = {"out_idx": out_idx, "target": target, "options": options}
        return self

    def set_profile_args(self, warmup=25, rep=100, timeout=30, supply_type=None, ref_prog=None, supply_prog=None,
                         rtol=1e-2, atol=1e-2, max_mismatched_ratio=0.01, skip_check=False, manual_check_prog=None,
                         cache_input_tensors=False, backend="event", bench_fn=None, out_args=None):
        """How candidates are checked, fed and timed: ``ref_prog`` (a torch function of the
        inputs; each candidate's outputs must match it within ``rtol`` / ``atol``, at most
        ``max_mismatched_ratio`` of the elements off), ``manual_check_prog(outs, ref_outs)``,
        ``skip_check``, ``supply_type`` (a ``tilelang.TensorSupplyType``) or ``supply_prog``
        (``params -> list of input tensors``: ``params`` are the compiled candidate's IR
        parameters, each with ``.name`` and ``.type`` (shape, dtype)).  ``warmup`` / ``rep``
        / ``timeout`` here are TileLang's and unused (``run``'s count).

        Ours: ``out_args``, the positions of the arguments a kernel compiled without
        ``out_idx`` writes its results into: the check calls the kernel on the inputs and
        compares those arguments, in that order, with ``ref_prog``'s outputs.
        ``bench_fn(kernel, inputs, warmup, rep)`` times a candidate instead of
        ``Profiler.do_bench`` and returns milliseconds per call -- e.g. to rotate copies of
        the inputs past the L2 cache, or to launch without the call's argument checks;
        ``inputs`` are the ones the check ran on, ``warmup`` / ``rep`` ``run``'s counts."""
        for name, f in (("ref_prog", ref_prog), ("supply_prog", supply_prog),
                        ("manual_check_prog", manual_check_prog), ("bench_fn", bench_fn)):
            if f is not None and not callable(f):
                raise TypeError(f"{name} must be callable, got {type(f).__name__}")
        if out_args is not None:
            if isinstance(out_args, int) and not isinstance(out_args, bool):
                out_args = [out_args]
            if not isinstance(out_args, (list, tuple)) or not out_args or \
                    not all(isinstance(i, int) and not isinstance(i, bool) for i in out_args):
                raise TypeError(f"out_args must be a non-empty list of argument positions (ints), got {out_args!r}")
            out_args = list(out_args)
        self.profile_args = dict(supply_type=supply_type, ref_prog=ref_prog, supply_prog=supply_prog, rtol=rtol,
                                 atol=atol, max_mismatched_ratio=max_mismatched_ratio, skip_check=skip_check,
                                 manual_check_prog=manual_check_prog, cache_input_tensors=cache_input_tensors,
                                 backend=backend, bench_fn=bench_fn, out_args=out_args)
        return self

    def set_call_args(self, *args, **kwargs):
        """The factory's other arguments (shapes, dtypes): ``fn(*args, **kwargs, **config)``."""
        self.call_args, self.call_kwargs = args, kwargs
        return self

    # ---- where it runs -----------------------------------------------------------------
    def _target(self) -> tuple[str, str | None]:
        from tilelang.jit import parse_target
        from tilelang.kernel import resolve_target

        kind, arch = parse_target(self.compile_args["target"])
        arch = self.compile_args["options"].get("arch") or arch
        kind = resolve_target(kind)
        if kind == "cuda" and not arch:
            from tilelang.backends.cuda.nvrtc import device_arch
            from tilelang.lowering.target import arch_from_env

            # resolved here, once: workers then compile for it without touching the GPU
            arch = arch_from_env() or device_arch()
            if arch is None:
                raise ValueError("autotune: no GPU and no CUDA architecture to compile the candidates for: "
                                 "give one in the target ('cuda -arch=sm_90a', or arch= in the compile "
                                 "arguments) or set TILELANG_CUDA_ARCH")
        return kind, arch

    @staticmethod
    def _gpu() -> bool:
        import torch

        return torch.cuda.is_available()

    def _device(self, kind: str, arch: str | None, gpu: bool) -> str:
        if kind == "cuda" and gpu:
            import torch

            return f"{torch.cuda.get_device_name()} {arch or ''}".strip()
        return f"{kind} (no GPU) {arch or ''}".strip() if kind == "cuda" else f"{kind} {arch or ''}".strip()

    # ---- the tuning -------------------------------------------------------------------
    def run(self, warmup: int = 25, rep: int = 100, timeout: float = 180, compile_only: bool = False,
            retune: bool = False, **ignored) -> AutotuneResult:
        """Tune: returns the best candidate's ``AutotuneResult``.  ``warmup`` / ``rep``: calls
        before / while timing each candidate; ``timeout``: seconds a candidate may take to
        compile.  Raises RuntimeError (with every candidate's reason) when none is usable.

        Ours: ``compile_only`` compiles every candidate (filling the disk cache of compiled
        kernels, as a build machine's pass before a GPU's) and stops there: nothing is
        checked or timed, the first candidate that compiled is returned, and the
        best-config cache is neither read nor written.  ``retune`` tunes even when the
        best-config cache holds this tuning's choice, and stores the new one (for kernels
        that changed under an unchanged factory: the key knows only the factory's source)."""
        for name, v in (("warmup", warmup), ("rep", rep)):
            if not isinstance(v, int) or isinstance(v, bool) or v < (0 if name == "warmup" else 1):
                raise ValueError(f"{name} must be an int >= {0 if name == 'warmup' else 1}, got {v!r}")
        if not isinstance(timeout, (int, float)) or timeout <= 0:
            raise ValueError(f"timeout must be a positive number of seconds, got {timeout!r}")
        fn = unwrap(self.fn)
        name = getattr(fn, "__name__", "kernel")
        configs = expand_configs(self.configs, self.call_args, self.call_kwargs)
        check_keys(fn, configs)
        kind, arch = self._target()
        gpu = kind == "cuda" and self._gpu()
        device = self._device(kind, arch, gpu)
        options = dict(self.compile_args["options"])
        if kind == "cuda":
            options["arch"] = arch
        spec = BuildSpec(fn, self.call_args, self.call_kwargs, self.compile_args["out_idx"],
                         self.compile_args["target"], options)
        progress = Progress(name, len(configs), self.stream)
        key = None
        if best_cache.cache_enabled() and not compile_only:
            key = best_cache.tuning_key(fn, repr((self.call_args, sorted(self.call_kwargs.items()))), configs,
                                        repr(sorted((k, repr(v)) for k, v in self.compile_args.items())), device)
            hit = None if retune else best_cache.load_best(key, configs)
            if hit is not None:
                config, latency = hit
                lat = f" ({latency * 1e3:.2f} us)" if latency is not None else " (not timed)"
                progress.message(f"cache hit: {format_config(config)}{lat}; compiling only it")
                return self._result(spec.build(config), config, latency, None, [(dict(config), latency, "")])

        compiled = self._compile_all(spec, configs, timeout, progress)
        reasons = {i: r for i, (ok, r) in enumerate(compiled) if not ok}
        valid = [i for i in range(len(configs)) if i not in reasons]
        if not valid:
            progress.done()
            raise RuntimeError(self._all_failed(name, configs, reasons))

        pa = self.profile_args
        runs = gpu or kind in ("cpu", "sim")  # can the kernels run here at all?
        check = pa["ref_prog"] is not None and not pa["skip_check"] and runs and not compile_only
        # timed on a GPU, or wherever the kernels run when the caller brings the timing
        can_time = gpu or (runs and pa["bench_fn"] is not None)
        timed = can_time and not compile_only
        if not can_time:
            progress.message(f"cannot time candidates: {'no GPU' if kind == 'cuda' else 'target ' + repr(kind)} "
                             f"(timing needs target 'cuda' on a GPU, or a bench_fn where the kernels run)")
        if pa["ref_prog"] is not None and not pa["skip_check"] and not runs:
            progress.message("cannot check candidates against ref_prog without a GPU")
        if compile_only:
            progress.message("compile only: the candidates are not checked or timed")
        best = None  # (latency or None, index, kernel)
        latencies: dict = {}  # index -> ms
        ref_latency = None
        if timed or check:
            progress.timing_starts(len(valid), "timed" if timed else "checked")
            for i in valid:
                config = configs[i]
                try:
                    kernel = spec.build(config)
                    inputs = self._inputs(kernel)
                    if check:
                        self._check(kernel, inputs)
                    latency = self._bench(kernel, inputs, warmup, rep) if timed else None
                except AssertionError as e:
                    reasons[i] = f"wrong result against ref_prog: {error_reason(e)}"
                except Exception as e:  # noqa: BLE001  (a candidate that fails to run is skipped)
                    reasons[i] = f"failed to run: {error_reason(e)}"
                else:
                    latencies[i] = latency
                    if best is None or (latency is not None and latency < best[0]):
                        best = (latency, i, kernel)
                if i in reasons:
                    progress.timed_one(config, None, self._best_text(best, configs), reasons[i])
                else:
                    progress.timed_one(config, latency, self._best_text(best, configs))
            if best is None:
                progress.done()
                raise RuntimeError(self._all_failed(name, configs, reasons))
            if gpu and check:
                try:
                    inputs = self._inputs(best[2])
                    ref_latency = self._bench(best[2], inputs, warmup, rep, func=pa["ref_prog"])
                except Exception:  # noqa: BLE001  (the reference's time is information only)
                    ref_latency = None
        else:
            i = valid[0]
            best = (None, i, spec.build(configs[i]))
        latency, i, kernel = best
        config = configs[i]
        if latency is None:
            progress.message(f"chose the first usable candidate {format_config(config)} (not timed)")
        else:
            progress.message(f"best {format_config(config)}: {latency * 1e3:.2f} us")
        progress.done()
        if key is not None:
            best_cache.store_best(key, config, latency, device)
        tried = [(dict(c), latencies.get(j), reasons.get(j, "")) for j, c in enumerate(configs)]
        return self._result(kernel, config, latency, ref_latency, tried)

    def _compile_all(self, spec: BuildSpec, configs: list[dict], timeout: float, progress: Progress) -> list:
        """[(compiled, reason)] per config, in worker processes when the factory ships."""
        results: list = [None] * len(configs)
        workers = worker_count(len(configs))
        shipped = shippable(spec) if workers > 1 else None
        if shipped is None:  # one worker (or one candidate): no process is worth spawning
            if workers > 1:
                progress.message("the factory cannot be imported by worker processes (a closure or a lambda): "
                                 "compiling in this process, without a timeout")
            for i, c in enumerate(configs):
                ok, reason, seconds = compile_candidate(spec, c)
                results[i] = (ok, reason)
                progress.compiled_one(c, ok, seconds, reason)
            return results
        progress.message(f"compiling {len(configs)} candidates in {workers} worker processes")
        todo = list(range(len(configs)))[::-1]
        ctx = multiprocessing.get_context("spawn")
        pool = cf.ProcessPoolExecutor(max_workers=workers, mp_context=ctx)
        running: dict = {}  # future -> (index, start time)
        try:
            while todo or running:
                while todo and len(running) < workers:  # at most one candidate per worker: its clock starts now
                    i = todo.pop()
                    running[pool.submit(compile_candidate, shipped, configs[i])] = (i, time.monotonic())
                deadline = min(t for _, t in running.values()) + timeout
                done, _ = cf.wait(running, timeout=max(0.0, deadline - time.monotonic()),
                                  return_when=cf.FIRST_COMPLETED)
                for fut in done:
                    i, _ = running.pop(fut)
                    try:
                        ok, reason, seconds = fut.result()
                    except Exception as e:  # noqa: BLE001  (a worker that died: the candidate's failure)
                        ok, reason, seconds = False, f"the compile worker failed: {error_reason(e)}", 0.0
                    results[i] = (ok, reason)
                    progress.compiled_one(configs[i], ok, seconds, reason)
                now = time.monotonic()
                late = [f for f, (_, t) in running.items() if now - t >= timeout]
                if late:  # a worker cannot be interrupted: stop the pool, requeue the others
                    for f in late:
                        i, _ = running.pop(f)
                        results[i] = (False, f"compile timed out after {timeout:g}s")
                        progress.compiled_one(configs[i], False, timeout, results[i][1])
                    todo.extend(i for i, _ in running.values())
                    running.clear()
                    _stop(pool)
                    pool = cf.ProcessPoolExecutor(max_workers=workers, mp_context=ctx)
        finally:
            _stop(pool) if running else pool.shutdown(wait=True)
        return results

    # ---- checking and timing -----------------------------------------------------------
    def _inputs(self, kernel) -> list:
        pa = self.profile_args
        if pa["supply_prog"] is not None:
            return list(pa["supply_prog"](kernel.get_profiler().params))
        return kernel.get_profiler(pa["supply_type"])._inputs()

    def _check(self, kernel, inputs) -> None:
        pa = self.profile_args
        if pa["out_args"] is not None:  # a kernel that writes into its arguments
            n = len(inputs)
            for i in pa["out_args"]:
                if not -n <= i < n:
                    raise ValueError(f"out_args: position {i} is not one of the kernel's {n} arguments")
            ref = pa["ref_prog"](*inputs)  # (first: the kernel overwrites its out_args)
            kernel(*inputs)
            outs = [inputs[i] for i in pa["out_args"]]
            if pa["manual_check_prog"] is not None:
                pa["manual_check_prog"](outs, ref)
            else:
                compare_outputs(outs, ref, rtol=pa["rtol"], atol=pa["atol"],
                                max_mismatched_ratio=pa["max_mismatched_ratio"])
            return
        if pa["manual_check_prog"] is not None:
            outs = kernel(*inputs)
            pa["manual_check_prog"](outs, pa["ref_prog"](*inputs))
            return
        kernel.get_profiler(pa["supply_type"]).assert_allclose(
            pa["ref_prog"], input_tensors=inputs, atol=pa["atol"], rtol=pa["rtol"],
            max_mismatched_ratio=pa["max_mismatched_ratio"])

    def _bench(self, kernel, inputs, warmup, rep, func=None) -> float:
        """ms per call of ``func`` (default: the kernel, or ``bench_fn``'s time of it) on
        ``inputs``: ``warmup`` / ``rep`` calls."""
        bench_fn = self.profile_args["bench_fn"]
        if func is None and bench_fn is not None:
            ms = bench_fn(kernel, inputs, warmup, rep)
            if isinstance(ms, bool) or not isinstance(ms, (int, float)) or not ms > 0:
                raise ValueError(f"bench_fn must return the milliseconds per call (a positive number), got {ms!r}")
            return float(ms)
        profiler = kernel.get_profiler(self.profile_args["supply_type"])
        return profiler.do_bench(func, n_warmup=max(warmup, 1), n_repeat=rep, input_tensors=inputs,
                                 backend=self.profile_args["backend"])

    # ---- reporting -------------------------------------------------------------------
    @staticmethod
    def _best_text(best, configs) -> str:
        if best is None or best[0] is None:
            return ""
        return f"{best[0] * 1e3:.2f} us {format_config(configs[best[1]])}"

    @staticmethod
    def _all_failed(name, configs, reasons) -> str:
        lines = [f"autotune {name}: no candidate configuration is usable ({len(configs)} tried):"]
        lines += [f"  {format_config(configs[i])}: {reasons[i]}" for i in sorted(reasons)]
        return "\n".join(lines)

    @staticmethod
    def _result(kernel, config, latency, ref_latency, tried) -> AutotuneResult:
        kernel.update_tuner_result(latency, config, ref_latency)
        try:
            libcode = kernel.get_kernel_source() if kernel.target == "cuda" else None
        except Exception:  # noqa: BLE001  (the source is information only)
            libcode = None
        return AutotuneResult(latency, dict(config), ref_latency, libcode, kernel.prim_func, kernel, tried)


def _stop(pool) -> None:
    """End a pool whose workers may be stuck in a compile: cancel, then terminate its
    processes (ours: started by this pool)."""
    procs = list((getattr(pool, "_processes", None) or {}).values())
    pool.shutdown(wait=False, cancel_futures=True)
    for p in procs:
        if p.is_alive():
            p.terminate()
    for p in procs:
        p.join(timeout=5)
