"""TileLang's profiler: inputs made from a kernel's signature, timing, and a check
against a reference program.

    profiler = kernel.get_profiler(tensor_supply_type=tilelang.TensorSupplyType.Normal)
    profiler.assert_allclose(lambda A, B: A @ B, rtol=1e-2, atol=1e-2)
    ms = profiler.do_bench()                      # the kernel, on generated inputs

Inputs go on the kernel's device: CUDA tensors for target "cuda", CPU tensors for the
interpreter ("cpu") and the simulator ("sim").  ``do_bench`` times CUDA kernels with
CUDA events (``tilelang.timing``) and the other targets with the wall clock (the time of
the interpreter or the simulator, not of any GPU).  torch is imported when a profiler is
used, never when ``tilelang`` is.
"""

from __future__ import annotations

import enum
import time

__all__ = ["TensorSupplyType", "Profiler", "compare_outputs", "do_bench", "supply_tensor"]


class TensorSupplyType(enum.Enum):
    """What ``Profiler`` fills a kernel's input tensors with (TileLang's members and values).

    * ``Integer``: integers in [-2, 2] (unsigned dtypes: [0, 2]; bool: {0, 1});
    * ``Uniform``: U(-1, 1); ``Normal``: normal(mean -1, std 1); ``Randn``: standard normal
      (an integer dtype gets ones under Uniform and Normal, as TileLang does for int8);
    * ``Zero``, ``One``;
    * ``Auto``: float16 / bfloat16 / float32 / float64 -> Uniform, anything else -> Integer.

    A packed low-bit dtype (int4, fp4, nf4, user formats) gets random bytes of storage
    (every code) under every type but ``Zero`` and ``One`` (zero bytes / an error)."""

    Integer = 1
    Uniform = 2
    Normal = 3
    Randn = 4
    Zero = 5
    One = 6
    Auto = 7


_FLOATS_AUTO_UNIFORM = ("float16", "bfloat16", "float32", "float64")


def supply_tensor(shape, dtype, supply_type: TensorSupplyType = TensorSupplyType.Auto, device="cpu"):
    """A torch tensor of the logical ``shape`` and tilelang ``dtype`` (a DType or a name),
    filled as ``supply_type`` says (packed dtypes: their storage, ``arguments.storage_shape``)."""
    import torch

    from tilelang.arguments import storage_shape
    from tilelang.dtypes import get_dtype

    if not isinstance(supply_type, TensorSupplyType):
        raise TypeError(f"supply_type must be a tilelang.TensorSupplyType, got {supply_type!r}")
    dt = get_dtype(dtype)
    shape = tuple(int(d) for d in shape)
    tdt = dt.torch_dtype
    if tdt is None:  # packed (or 8-bit user) codes: bytes of storage
        st = storage_shape(shape, dt)
        if supply_type is TensorSupplyType.Zero:
            return torch.zeros(st, dtype=torch.uint8, device=device)
        if supply_type is TensorSupplyType.One:
            raise ValueError(f"supply_type: One is not defined for the packed dtype {dt.name} (its codes are not "
                             f"numbers); use Integer, Zero or pass input_tensors")
        return torch.randint(0, 256, st, dtype=torch.uint8, device=device)
    kind = supply_type
    if kind is TensorSupplyType.Auto:
        kind = TensorSupplyType.Uniform if dt.name in _FLOATS_AUTO_UNIFORM else TensorSupplyType.Integer
    if kind is TensorSupplyType.Zero:
        return torch.zeros(shape, dtype=tdt, device=device)
    if kind is TensorSupplyType.One:
        return torch.ones(shape, dtype=tdt, device=device)
    if dt.is_bool:
        return torch.randint(0, 2, shape, device=device).to(tdt)
    if kind is TensorSupplyType.Integer:
        low = 0 if (dt.is_int and not dt.is_signed) else -2
        return torch.randint(low, 3, shape, device=device).to(tdt)
    if dt.is_int:  # Uniform / Normal / Randn of an integer dtype
        return torch.ones(shape, dtype=tdt, device=device)
    wide = torch.float32
    if kind is TensorSupplyType.Uniform:
        x = torch.empty(shape, dtype=wide, device=device).uniform_(-1.0, 1.0)
    elif kind is TensorSupplyType.Normal:
        x = torch.empty(shape, dtype=wide, device=device).normal_(-1.0, 1.0)
    else:
        x = torch.randn(shape, dtype=wide, device=device)
    return x.to(tdt)


def _sync(device: str) -> None:
    if device == "cuda":
        import torch

        torch.cuda.synchronize()


def _aggregate(times: list[float], quantiles, return_mode: str):
    import torch

    t = torch.tensor(times, dtype=torch.float64)
    if quantiles is not None:
        q = torch.quantile(t, torch.tensor(list(quantiles), dtype=torch.float64)).tolist()
        return q[0] if len(q) == 1 else q
    if return_mode not in ("mean", "median", "min", "max"):
        raise ValueError(f"return_mode must be 'mean', 'median', 'min' or 'max', got {return_mode!r}")
    return float(getattr(t, return_mode)().item() if return_mode != "median" else t.median().item())


def do_bench(fn, warmup: float = 25, rep: float = 100, _n_warmup: int = 0, _n_repeat: int = 0, quantiles=None,
             return_mode: str = "mean", device: str | None = None, backend: str = "event", **ignored) -> float:
    """Milliseconds per call of ``fn`` (TileLang's ``tilelang.profiler.do_bench``).

    ``warmup`` / ``rep`` are time budgets in ms (the count of calls is estimated from 5
    calls) unless ``_n_warmup`` / ``_n_repeat`` > 0 fix the counts.  ``device``: "cuda"
    (CUDA events around each call, ``tilelang.timing``; the default when torch sees a
    GPU) or "cpu" (the wall clock).  ``return_mode``: mean, median, min or max; or
    ``quantiles`` (a list: one value each).  ``backend`` "event" / "cupti" / "cudagraph"
    all time with events here; no L2 flush between calls (TileLang's ``fast_flush``)."""
    if device is None:
        import torch

        device = "cuda" if torch.cuda.is_available() else "cpu"
    if device not in ("cuda", "cpu"):
        raise ValueError(f"device must be 'cuda' or 'cpu', got {device!r}")
    if backend not in ("event", "cupti", "cudagraph"):
        raise ValueError(f"backend must be 'event', 'cupti' or 'cudagraph', got {backend!r}")
    fn()
    _sync(device)
    start = time.perf_counter()
    for _ in range(5):
        fn()
    _sync(device)
    estimate = max((time.perf_counter() - start) * 1e3 / 5, 1e-6)
    n_warmup = _n_warmup if _n_warmup > 0 else max(1, int(warmup / estimate))
    n_repeat = _n_repeat if _n_repeat > 0 else max(1, int(rep / estimate))
    if device == "cuda":
        from tilelang.timing import cuda_times_ms

        times = cuda_times_ms(fn, n_warmup, n_repeat, hide_host=False)
    else:
        for _ in range(n_warmup):
            fn()
        times = []
        for _ in range(n_repeat):
            t0 = time.perf_counter()
            fn()
            times.append((time.perf_counter() - t0) * 1e3)
    return _aggregate(times, quantiles, return_mode)


def compare_outputs(lib, ref, rtol: float = 1e-2, atol: float = 1e-2, max_mismatched_ratio: float = 0.01) -> None:
    """Compare a kernel's outputs ``lib`` (a list) with a reference's ``ref`` (a tensor, a
    list / tuple of them, or None), in order: an ``AssertionError`` when more than
    ``max_mismatched_ratio`` of the elements of an output fail ``isclose(rtol, atol)``
    (NaN equals NaN), when shapes differ, or when the counts of outputs differ."""
    import torch

    ref = [] if ref is None else list(ref) if isinstance(ref, (tuple, list)) else [ref]
    if len(ref) != len(lib):
        raise AssertionError(f"the kernel returns {len(lib)} output(s), the reference {len(ref)}")
    for n, (a, b) in enumerate(zip(lib, ref)):
        if a is None or b is None:
            continue
        b = torch.as_tensor(b).to(a.device)
        if tuple(a.shape) != tuple(b.shape):
            raise AssertionError(f"output {n}: the kernel's shape {list(a.shape)} differs from the reference's "
                                 f"{list(b.shape)}")
        x, y = a.to(torch.float64), b.to(torch.float64)
        bad = ~torch.isclose(x, y, rtol=rtol, atol=atol, equal_nan=True)
        ratio = bad.double().mean().item() if bad.numel() else 0.0
        if ratio > max_mismatched_ratio:
            worst = (x - y).abs().nan_to_num(float("inf")).max().item()
            raise AssertionError(f"output {n}: {bad.sum().item()} of {bad.numel()} elements ({ratio:.2%}) differ "
                                 f"beyond rtol={rtol}, atol={atol} (allowed {max_mismatched_ratio:.2%}); "
                                 f"largest difference {worst:.4g}")


class Profiler:
    """Runs, times and checks one kernel on inputs made from its signature
    (``kernel.get_profiler(tensor_supply_type)``; TileLang's ``Profiler``).

    Attributes: ``kernel``, ``supply_type``, ``params`` (the kernel's IR parameters),
    ``result_idx`` (its ``out_idx``: the parameters it allocates and returns)."""

    def __init__(self, kernel, supply_type: TensorSupplyType = TensorSupplyType.Auto):
        if not isinstance(supply_type, TensorSupplyType):
            raise TypeError(f"tensor_supply_type must be a tilelang.TensorSupplyType, got {supply_type!r}")
        self.kernel = kernel
        self.supply_type = supply_type
        self.params = list(kernel.module.funcs[0].params)
        self.result_idx = list(kernel.out_idx)
        self.device = "cuda" if kernel.target == "cuda" else "cpu"

    # ---- inputs ----------------------------------------------------------------------
    def _inputs(self, input_tensors=None, constraints=None) -> list:
        if input_tensors is not None:
            return list(input_tensors)
        from tilelang.lowering.ir.types import TensorType

        constraints = dict(constraints or {})
        out = []
        for i, p in enumerate(self.params):
            if i in self.result_idx:
                continue
            name = p.name or f"param {i}"
            if not isinstance(p.type, TensorType):
                raise ValueError(f"input_tensors: parameter {name} is a scalar ({p.type}); the profiler makes "
                                 f"tensors only -- pass every input as input_tensors")
            shape = []
            for d in p.type.shape:
                if isinstance(d, str):
                    if d not in constraints:
                        raise ValueError(f"dynamic_symbolic_constraints: parameter {name} has the symbolic dim "
                                         f"{d}; give its value, e.g. {{{d!r}: 1024}}")
                    d = constraints[d]
                shape.append(d)
            out.append(supply_tensor(shape, p.type.dtype, self.supply_type, self.device))
        return out

    def _call(self, func, inputs) -> list:
        outs = (func or self.kernel)(*inputs)
        if outs is None:
            return []
        return list(outs) if isinstance(outs, (tuple, list)) else [outs]

    # ---- TileLang's API --------------------------------------------------------------
    def run_once(self, func=None):
        """Call ``func`` (default: the kernel) once on fresh inputs; return what it returns."""
        return (func or self.kernel)(*self._inputs())

    def do_bench(self, func=None, warmup: float = 25, rep: float = 100, n_warmup: int = 0, n_repeat: int = 0,
                 input_tensors=None, backend: str = "event", quantiles=None, return_mode: str = "mean",
                 dynamic_symbolic_constraints=None, device=None, **ignored) -> float:
        """Milliseconds per call of ``func`` (default: the kernel) on generated inputs (or
        ``input_tensors``): ``tilelang.profiler.do_bench`` -- CUDA events on "cuda", the
        wall clock on "cpu" / "sim".  ``dynamic_symbolic_constraints`` gives the symbolic
        dims' values ({"M": 1024}) for generating inputs."""
        inputs = self._inputs(input_tensors, dynamic_symbolic_constraints)
        fn = func or self.kernel
        return do_bench(lambda: fn(*inputs), warmup, rep, n_warmup, n_repeat, quantiles, return_mode,
                        self.device, backend)

    def assert_allclose(self, reference_program, input_tensors=None, atol: float = 1e-2, rtol: float = 1e-2,
                        max_mismatched_ratio: float = 0.01) -> None:
        """Run the kernel and ``reference_program`` (a torch function of the kernel's inputs)
        on the same inputs and compare their outputs in order: an ``AssertionError`` when
        more than ``max_mismatched_ratio`` of the elements of an output fail
        ``isclose(rtol, atol)`` (NaN equals NaN), or when the counts of outputs differ
        (``compare_outputs``)."""
        if not callable(reference_program):
            raise TypeError(f"reference_program must be callable, got {type(reference_program).__name__}")
        inputs = self._inputs(input_tensors)
        lib = self._call(None, inputs)
        compare_outputs(lib, reference_program(*inputs), rtol, atol, max_mismatched_ratio)
