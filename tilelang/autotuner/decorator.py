"""``@tilelang.autotune``: goes above ``@tilelang.jit``; each call tunes once per set of
arguments and returns the best kernel."""

from __future__ import annotations

import functools
import inspect

from tilelang.autotuner.tuner import AutoTuner, AutotuneResult

__all__ = ["autotune", "AutoTuneFactory"]


def _freeze(value):
    if isinstance(value, (list, tuple)):
        return tuple(_freeze(v) for v in value)
    if isinstance(value, dict):
        return tuple(sorted((k, _freeze(v)) for k, v in value.items()))
    try:
        hash(value)
        return value
    except TypeError:
        return repr(value)


class AutoTuneFactory:
    """What ``@tilelang.autotune(...)`` makes of a ``@tilelang.jit`` factory.

    ``factory(*args, **kwargs)`` tunes the configurations for these arguments (once per
    process and distinct arguments; the disk cache keeps the choice across processes)
    and returns the best kernel, which carries ``.config``, ``.latency`` (ms, or None when
    not timed) and ``.ref_latency``.  Passing a tuned parameter yourself skips tuning:
    that configuration is compiled.  ``factory.results`` maps each call's arguments to
    its ``AutotuneResult``; ``factory.tune(*args, **kwargs)`` returns the result itself."""

    def __init__(self, jit_factory, configs, run_args: dict, profile_args: dict, stream=None):
        from tilelang.jit import JITFactory

        if not isinstance(jit_factory, JITFactory):
            raise TypeError(f"@tilelang.autotune goes above @tilelang.jit (it tunes a @tilelang.jit factory); "
                            f"got {type(jit_factory).__name__} -- write @tilelang.autotune(...) then "
                            f"@tilelang.jit(...) over the function")
        self.jit_factory = jit_factory
        self.configs = configs
        self.run_args = run_args
        self.profile_args = profile_args
        self.stream = stream
        self.results: dict = {}
        functools.update_wrapper(self, jit_factory.factory)

    def _tuned_names(self, args, kwargs) -> set:
        """The parameters the caller gives (positionally or by name)."""
        try:
            bound = inspect.signature(self.jit_factory.factory).bind_partial(*args, **kwargs)
            return set(bound.arguments)
        except TypeError:
            return set(kwargs)

    def tune(self, *args, **kwargs) -> AutotuneResult:
        """Tune for these arguments (or return the earlier result) as an ``AutotuneResult``."""
        key = (_freeze(args), _freeze(kwargs))
        result = self.results.get(key)
        if result is None:
            tuner = AutoTuner(self.jit_factory, self.configs, stream=self.stream)
            tuner.set_profile_args(**self.profile_args).set_call_args(*args, **kwargs)
            result = tuner.run(**self.run_args)
            self.results[key] = result
        return result

    def __call__(self, *args, **kwargs):
        if not callable(self.configs) or isinstance(self.configs, (list, tuple, dict)):
            names = set().union(*(c.keys() for c in ([self.configs] if isinstance(self.configs, dict)
                                                      else self.configs)))
            if names & self._tuned_names(args, kwargs):  # the caller chose: no tuning
                return self.jit_factory(*args, **kwargs)
        return self.tune(*args, **kwargs).kernel


def autotune(func=None, *, configs=None, warmup: int = 25, rep: int = 100, timeout: float = 100,
             supply_type=None, ref_prog=None, supply_prog=None, rtol: float = 1e-2, atol: float = 1e-2,
             max_mismatched_ratio: float = 0.01, skip_check: bool = False, manual_check_prog=None,
             cache_input_tensors: bool = False, do_not_specialize=None, early_stop: bool = False,
             early_stop_factor: float = 2.0, stream=None, bench_fn=None, out_args=None):
    """Tune a ``@tilelang.jit`` kernel factory over ``configs`` (TileLang's ``autotune``).

    ``configs``: a list of dicts of the factory's parameters, a dict of lists (their
    product: ``{"block_M": [64, 128], "block_N": [64, 128]}`` is four configurations), or
    a callable of the call's arguments returning either.  ``warmup`` / ``rep``: calls
    before / while timing each candidate (CUDA events); ``timeout``: seconds a candidate
    may take to compile.  ``ref_prog``: a torch function of the kernel's inputs each
    candidate must match (``rtol``, ``atol``, ``max_mismatched_ratio``; ``skip_check``
    turns it off; ``manual_check_prog(outs, ref_outs)`` replaces the comparison);
    ``supply_type`` / ``supply_prog``: the inputs (``tilelang.TensorSupplyType``; or
    ``params -> tensors``).  ``stream``: where progress goes (default stderr).
    ``bench_fn(kernel, inputs, warmup, rep) -> ms`` times each candidate instead of the
    profiler; ``out_args``: the arguments a kernel without ``out_idx`` writes its results
    into, which the check compares (``AutoTuner.set_profile_args``; both ours).
    ``cache_input_tensors``, ``do_not_specialize``, ``early_stop``, ``early_stop_factor``
    are accepted and ignored (docs/compat.md).

    Example::

        @tilelang.autotune(configs={"block_M": [64, 128], "block_N": [64, 128]},
                           ref_prog=lambda A, B: A @ B)
        @tilelang.jit(out_idx=[-1])
        def matmul(M, N, K, block_M=128, block_N=128):
            ...
            return main

        kernel = matmul(4096, 4096, 4096)   # tuned; kernel.config, kernel.latency
    """
    if func is not None:
        raise TypeError("@tilelang.autotune needs its configs: write @tilelang.autotune(configs=[...]) above "
                        "@tilelang.jit")
    if configs is None:
        raise ValueError("tilelang.autotune: configs is required (a list of dicts, a dict of lists or a callable)")
    profile_args = dict(supply_type=supply_type, ref_prog=ref_prog, supply_prog=supply_prog, rtol=rtol, atol=atol,
                        max_mismatched_ratio=max_mismatched_ratio, skip_check=skip_check,
                        manual_check_prog=manual_check_prog, cache_input_tensors=cache_input_tensors,
                        bench_fn=bench_fn, out_args=out_args)
    run_args = dict(warmup=warmup, rep=rep, timeout=timeout)
    AutoTuner(lambda **kw: None, []).set_profile_args(**profile_args)  # check the arguments now
    if not isinstance(warmup, int) or not isinstance(rep, int) or rep < 1 or warmup < 0:
        raise ValueError(f"tilelang.autotune: warmup and rep are counts of calls (ints, rep >= 1), got "
                         f"warmup={warmup!r}, rep={rep!r}")
    return lambda jit_factory: AutoTuneFactory(jit_factory, configs, run_args, profile_args, stream)
