"""``int4_matmul`` / ``lowbit_matmul`` / ``prepare_int4``: C = A @ dequant(B).T on torch tensors.

One entry point runs the kernel and tile that ``lowbit_plan.py`` chooses for the
problem (the kernels are ``lowbit_kernels.py``'s ``gemv`` and tensor-core ``gemm``) on
the target the tensors select: CUDA tensors -> "cuda"; CPU tensors -> the
interpreter ("cpu"), or the simulator when ``TILELANG_TARGET=sim``; ``target=``
overrides.  Everything the kernels cannot take is refused up front with an error
naming the parameter.
"""

from __future__ import annotations

import functools
import os
import weakref
from dataclasses import dataclass, field

from tilelang.dtypes import get_dtype
from tilelang.errors import TileLangError
from tilelang.jit import jit
from tilelang.lowering.pair_table import table_pays
from tilelang.lowering.word_decode import stored_planes
from tilelang.quant import _implicit_zero, pack, unpack  # (the zero tilelang.dequantize assumes without zeros)

from .lowbit_gemv import auto_gemv_factory, packed_gemv_fits
from .lowbit_kernels import FAST_FORMATS, gemm_factory, gemm_parts, gemm_split_shapes, word_format
from .lowbit_plan import GEMV_MAX_M, choose, cuda_arch, plan
from .split_scratch import _SPLIT_BUFFERS, OP_CALL, WeightCounters, split_buffers  # noqa: F401  (_SPLIT_BUFFERS: tests)

__all__ = ["GEMV_MAX_M", "PreparedInt4", "PreparedWeight", "choose", "int4_matmul", "lowbit_matmul", "prepare",
           "prepare_int4", "plan"]

_ACT = ("float16", "bfloat16")
_SCALE = ("float16", "bfloat16", "float32")


@dataclass(frozen=True)
class PreparedWeight:
    """A weight prepared once on the host for ``lowbit_matmul(a, prepared)``
    (``int4_matmul``; :func:`prepare`).

    Fields:
        qweight: uint8 (N, K * b / 8): the packed codes of
            ``make_lowbit_dequant_permutation(N, K, b).apply(w)`` -- within every block
            of 4 n columns of a row (n = 32 / b codes a word; 32 for int4), each lane's
            n values of the mma operand fragment share one 32-bit word, in the word
            decode's order; the kernels declare the weight with that layout and keep
            indexing W[n, k].
        scales, zeros: transposed to (K / group_size, N), contiguous: the kernels copy
            one group of a tile of rows as one contiguous run.  zeros is None without
            zeros.
        group_size, dtype (the format's name), shape (N, K): as given.
        planes: a 3, 5, 6, 7 or 8-bit format's codes are stored as bit planes
            (``stored_planes``: uint4 / uint2 / uint1, two uint4 for 8 bits, lowest bits
            first): qweight holds the lowest plane (N, K * p / 8), ``planes`` the others,
            each permuted for its own width; () for the other formats.
        perm: None, or for an act-order weight (GPTQ's ``desc_act``, its columns sorted
            by group) an int64 (K,) tensor: the weight's column j multiplies a's column
            ``perm[j]`` -- ``lowbit_matmul(a, p)`` is ``a[:, perm] @ dequant(W).T``.  The
            planned M = 1 gemv permutes a itself (``lowbit_plan.plan``'s ``act_order``);
            the other kernels take ``a.index_select(1, perm)``.
    """

    qweight: object
    scales: object
    zeros: object
    group_size: int
    dtype: str
    shape: tuple
    planes: tuple = ()
    perm: object = None
    # (a.shape, a.dtype, device index) -> _PreparedCall, filled by the first CUDA call
    _calls: dict = field(default_factory=dict, init=False, repr=False, compare=False)
    # the split-K arrival counters of this weight's calls (split_scratch.py), or None
    _counters: object = field(default=None, init=False, repr=False, compare=False)
    # perm's inverse as the gather gemv reads it (int16), and this weight without perm (in_order)
    _inverse: object = field(default=None, init=False, repr=False, compare=False)
    _in_order: object = field(default=None, init=False, repr=False, compare=False)

    def __post_init__(self):
        _remember(self)
        if not OP_CALL[0]:  # (an op's body may run in a graph's memory pool: split_scratch.py)
            object.__setattr__(self, "_counters", WeightCounters.make(self.qweight.device))

    def __getstate__(self):  # pickling (torch.save) keeps the tensors, not the launchers
        state = dict(self.__dict__)
        state["_calls"] = {}
        state["_counters"] = state["_inverse"] = state["_in_order"] = None
        return state

    def __setstate__(self, state):
        self.__dict__.update(state)
        self.__dict__.setdefault("_calls", {})
        self.__dict__.setdefault("perm", None)
        self.__dict__["_inverse"] = self.__dict__["_in_order"] = None
        self.__dict__["_counters"] = WeightCounters.make(self.qweight.device)
        _remember(self)

    def inverse(self):
        """``perm``'s inverse, int16 (the gather gemv's ``Inv``: a's column k goes to the
        weight's column inverse[k]), made once -- after checking that perm is a permutation
        (a repeated column would leave a's shared tile partly unwritten)."""
        if self._inverse is None:
            import torch

            checked_perm(self.perm, self.shape[1], self.perm.device, "PreparedWeight.perm")
            inv = torch.empty_like(self.perm)
            inv[self.perm] = torch.arange(self.perm.numel(), device=self.perm.device)
            object.__setattr__(self, "_inverse", inv.to(torch.int16))
        return self._inverse

    def in_order(self):
        """This weight without ``perm`` (its tensors and split-K counters, launchers of its
        own), made once: what the custom op runs on, whose caller gathered a already.  (Not
        through ``__init__``: that would allocate counters, and the op may run inside a CUDA
        graph's memory pool, which must own everything allocated there.)"""
        if self._in_order is None:
            twin = object.__new__(PreparedWeight)
            twin.__dict__.update(self.__dict__, perm=None, _calls={}, _inverse=None, _in_order=None)
            object.__setattr__(self, "_in_order", twin)
        return self._in_order

    def counters_view(self, count_shape):
        """This weight's split-K counters for ``count_shape`` tiles; None where it has
        none that fit (or the gemm is not split: (1, 1) placeholders)."""
        if self._counters is None or count_shape == (1, 1):
            return None
        return self._counters.view(count_shape)

    def counters_for(self, count_shape, device):
        """``counters_view``, claimed for the current stream."""
        view = self.counters_view(count_shape)
        if view is not None:
            self._counters.claim(device)
        return view


# id(qweight) -> the live PreparedWeight holding it: the op ``torch.ops.tilelang.
# lowbit_matmul_prepared`` gets the weight's tensors, and finds here the PreparedWeight
# (and its launchers, ``_calls``) they came from.  Weak: a weight nobody holds goes.  (A
# dict of weakrefs: a WeakValueDictionary's get, Python code, cost the op's call ~0.3 us.)
_LIVE: dict = {}


def _forget(key, ref):
    if _LIVE.get(key) is ref:
        del _LIVE[key]


def _remember(p):
    global _is_compiling
    import torch  # (loaded: p holds tensors)

    if not torch.compiler.is_compiling():  # (made in a traced prepare: a graph's output, not kept here)
        _is_compiling = torch.compiler.is_compiling
        # the first live one of a qweight stays (a temporary one the op builds for
        # tensors of no live PreparedWeight must not displace it)
        key = id(p.qweight)
        ref = _LIVE.get(key)
        if ref is None or ref() is None:
            _LIVE[key] = weakref.ref(p, functools.partial(_forget, key))


def live_prepared(qweight, scales, zeros, planes, dtype):
    """The live PreparedWeight made of exactly these tensors (the same objects) and
    format, or None."""
    ref = _LIVE.get(id(qweight))
    p = ref() if ref is not None else None
    if p is None or p.qweight is not qweight or p.scales is not scales or p.zeros is not zeros \
            or p.dtype != dtype or len(p.planes) != len(planes):
        return None
    for x, y in zip(p.planes, planes):
        if x is not y:
            return None
    return p


PreparedInt4 = PreparedWeight  # (the int4 name)


class _PreparedCall:
    """The host side of ``int4_matmul(a, prepared)`` for one activation shape on CUDA,
    after one full call accepted it: the kernel, the weight's tensors and the output's
    shape are fixed, so a call checks only what can change in ``a`` (contiguity and
    alignment; shape, dtype and device are the key) and launches.  At small M the
    kernel runs for about as long as the full checks take on the host (~15 us)."""

    __slots__ = ("module", "values", "shape", "dtype", "device", "split_shapes", "empty", "counters", "claim", "perm")

    def __init__(self, kernel, a, weight, qweight, scales, zeros, split_shapes, planes=(), gather=False):
        import torch

        self.module, self.split_shapes = kernel.cuda.module, split_shapes
        # an act-order weight: a gathered before the kernel, or (gather) by the gemv itself
        self.perm = weight.perm if not gather else None
        if split_shapes is None:  # the gemv: A, the weight, scales, zeros, C (, Inv)
            self.counters = self.claim = None
            self.values = [None, qweight, scales, zeros, None] + ([weight.inverse()] if gather else [])
        else:
            # the weight's counters for this call's tiles, viewed once (a view costs a few us a call)
            self.counters = weight.counters_view(split_shapes[1])
            self.claim = weight._counters.claim if self.counters is not None else None
            self.values = [None, qweight, scales, zeros, None, None, None, *planes]
        self.shape, self.dtype, self.device = (a.shape[0], qweight.shape[0]), a.dtype, a.device
        self.empty = torch.empty

    def __call__(self, a):
        if not a.is_contiguous() or a.data_ptr() & 15:
            return None
        if self.perm is not None:
            a = a.index_select(1, self.perm)
        values = self.values.copy()
        values[0] = a
        values[4] = out = self.empty(self.shape, dtype=self.dtype, device=self.device)
        stream = self.claim(self.device) if self.claim is not None else None
        if self.split_shapes is not None:
            values[5:7] = split_buffers(*self.split_shapes, self.device, self.counters, stream)
        self.module.launch(values, {}, self.device)
        return out


# ---- argument checks -------------------------------------------------------------------
def _fail(func, msg, exc=ValueError):
    raise exc(f"{func}: {msg}")


def _tensor(func, name, x):
    import torch

    if not isinstance(x, torch.Tensor):
        _fail(func, f"{name} must be a torch tensor, got {type(x).__name__}", TypeError)
    return x


def _check(func, a, qweight, scales, zeros, group_size, dtype, row_bytes=None):
    """Validated (wdt, M, N, K, G, scale dtype) for the arguments (``row_bytes``: a planar
    weight's bytes per row over all its planes; else qweight's)."""
    import torch

    a, qweight, scales = (_tensor(func, n, x) for n, x in (("a", a), ("qweight", qweight), ("scales", scales)))
    try:
        wdt = get_dtype(dtype)
    except (TypeError, ValueError) as e:
        _fail(func, f"dtype: {e}")
    if wdt.bits > 8 or wdt.is_bool:
        _fail(func, f"dtype must be a weight format of at most 8 bits (int4, uint2, float4_e2m1fn, nf4, int8, "
                    f"float8_e4m3fn, ...), got {wdt.name}")
    if a.dim() != 2 or a.dtype not in (torch.float16, torch.bfloat16):
        _fail(func, f"a must be a 2-D float16 or bfloat16 tensor (M, K), got {tuple(a.shape)} {a.dtype}")
    M, K = a.shape
    if qweight.dtype != torch.uint8 or qweight.dim() != 2:
        _fail(func, f"qweight must be the packed uint8 (N, K * {wdt.bits} / 8) tensor tilelang.quantize returns, "
                    f"got {tuple(qweight.shape)} {qweight.dtype}")
    N = qweight.shape[0]
    row_bytes = qweight.shape[1] if row_bytes is None else row_bytes
    if row_bytes * 8 != K * wdt.bits:
        _fail(func, f"qweight has {row_bytes} bytes per row; a's K = {K} {wdt.name} values need "
                    f"{K * wdt.bits // 8} (qweight must be (N, K * {wdt.bits} / 8))")
    if K % 32 or K == 0 or M == 0 or N == 0:
        _fail(func, f"K = {K} (a.shape[1]; qweight.shape[1] * 8 / {wdt.bits}) must be a positive multiple of 32, "
                    f"and M, N positive (got M = {M}, N = {N})")
    if group_size in (-1, None):
        group_size = K  # (one group per row; K may be symbolic under torch.compile)
    elif isinstance(group_size, bool) or not isinstance(group_size, (int, torch.SymInt)) or group_size <= 0 \
            or K % group_size \
            or (group_size % 32 and group_size != K):
        _fail(func, f"group_size must divide K = {K} and be a multiple of 32 (or -1/None/K for one group "
                    f"per row), got {group_size!r}")
    G = group_size
    want = (N, K // G)
    for name, x in (("scales", scales), ("zeros", zeros)):
        if x is None:
            continue
        x = _tensor(func, name, x)
        if tuple(x.shape) != want:
            _fail(func, f"{name} must have shape {want} (N, K / group_size), got {tuple(x.shape)}")
        if str(x.dtype).removeprefix("torch.") not in _SCALE:
            _fail(func, f"{name} must be float16, bfloat16 or float32, got {x.dtype}", TypeError)
    if zeros is not None:
        if zeros.dtype != scales.dtype:
            _fail(func, f"zeros must have the scales' dtype {scales.dtype}, got {zeros.dtype}", TypeError)
        if not wdt.is_int:
            _fail(func, f"zeros only apply to integer formats, not {wdt.name}")
    for name, x in (("qweight", qweight), ("scales", scales), ("zeros", zeros)):
        if x is not None and x.device != a.device:
            _fail(func, f"{name} is on {x.device} but a is on {a.device}")
    return wdt, M, N, K, G


_FACTORIES = {"gemv": auto_gemv_factory, "gemm": gemm_factory}  # (gemv: the packed one or the float32 one)
_JITS: dict = {}


def _jit(name: str, target: str, arch: str | None = None):
    key = (name, target, arch)
    if key not in _JITS:
        _JITS[key] = jit(_FACTORIES[name], out_idx=None, target=target, **({"arch": arch} if arch else {}))
    return _JITS[key]


def _torch_not_loaded():
    return True  # (no PreparedWeight exists yet: the fast path has nothing to take)


# torch.compiler.is_compiling, bound by the first PreparedWeight (~0.1 us a call): under
# torch.compile lowbit_matmul takes the op (tilelang.ops.torch_ops), never the launchers
_is_compiling = _torch_not_loaded


def _target(a, target):
    if target is not None:
        return target
    if a.is_cuda:
        return "cuda"
    env = os.environ.get("TILELANG_TARGET", "")
    return env if env in ("cpu", "sim") else "cpu"


@functools.lru_cache(maxsize=256)
def _kernel_cached(a_dtype, M, N, K, G, wdtype, scale_dtype, zeros, prepared, target, arch, config_key):
    name, options = config_key[0], dict(config_key[1])
    zero = 0 if zeros else _implicit_zero(get_dtype(wdtype))
    return _jit(name, target, arch)(M, N, K, G, wdtype, a_dtype, scale_dtype, bool(zeros), zero, bool(prepared), **options)


@functools.lru_cache(maxsize=256)
def _packed_gemv(wdtype, adtype, G) -> int:
    """The fewest weight rows a block (4, 8 or 16; 0: none) with which the planner may
    give this problem the packed-pair gemv (``plan(packed_gemv=)``): float16 activations
    and a format the packed gemv's planned tile takes (1024-wide steps, 128 threads)."""
    if adtype != "float16":
        return 0
    codes = word_format(wdtype, adtype)
    return next((r for r in (4, 8, 16) if packed_gemv_fits(wdtype, adtype, codes, rows=r, block_K=1024, threads=128,
                                                           G=G)), 0)


def _tma_weights(prepared, wdtype, adtype) -> bool:
    """Whether the gemm's weight tile is a TMA copy: a prepared weight of a format with a
    word decode (the others are copied by plain stores)."""
    return bool(prepared) and word_format(wdtype, adtype) is not None


def planned_config(a_dtype, M, N, K, G, wdtype, prepared, target, config=None, act_order=False, zeros=False):
    """(kernel name, options) for a problem: ``config`` when given, else ``choose``'s plan
    (``wdtype``: a format or its name; ``a_dtype`` a name; ``act_order``: a's columns
    permuted, ``PreparedWeight.perm``; ``zeros``: the weight has zeros)."""
    fmt = get_dtype(wdtype)
    return choose(M, N, K, G, target, config, tma_weights=_tma_weights(prepared, fmt, a_dtype), bits=fmt.bits,
                  packed_gemv=_packed_gemv(fmt.name, a_dtype, G), act_order=act_order,
                  lookup=a_dtype == "float16" and table_pays(fmt, a_dtype), zeros=bool(zeros))


def kernel_for(a_dtype, M, N, K, G, wdtype, scale_dtype, zeros, prepared, target, config=None):
    """The compiled kernel (and its name) for a problem: ``plan`` unless ``config`` =
    (name, options) is given."""
    name, options = config or planned_config(a_dtype, M, N, K, G, wdtype, prepared, target, zeros=zeros)
    key = (name, tuple(sorted(options.items())))
    return name, _kernel_cached(a_dtype, M, N, K, G, get_dtype(wdtype).name, scale_dtype, bool(zeros),
                                bool(prepared), target, cuda_arch(target), key)


# ---- entry points ------------------------------------------------------------------------------
def lowbit_matmul(a, qweight, scales=None, zeros=None, group_size=128, dtype="int4", *, out=None, target=None,
                  config=None):
    """``C = A @ dequant(B).T`` for a weight quantized by ``tilelang.quantize``.

    Arguments:
        a: (M, K) float16 or bfloat16 activations.
        qweight: the packed uint8 (N, K * b / 8) weight ``tilelang.quantize(w, dtype,
            group_size)`` returns, or a :class:`PreparedWeight` (``prepare``; then
            scales, zeros, group_size and dtype come from it).
        scales, zeros: (N, K / group_size) float16/bfloat16/float32 (zeros: integer
            formats only; without them an unsigned integer format uses the implicit
            zero 2**(b-1), exactly like ``tilelang.dequantize``).
        group_size: 32, 64, 128 ... (a multiple of 32 dividing K) or K / -1 / None.
        dtype: the weight format: int4, uint4 (dequant_i4 fast path), or any other
            sub-byte format (int2, uint2, float4_e2m1fn, nf4, T.int_dtype / T.float_dtype /
            T.lut_dtype formats: generic decode).
        out: optional (M, N) tensor of a's dtype on a's device to write (contiguous).
        target: "cuda", "cpu" (interpreter) or "sim"; default from the tensors' device.
        config: (kernel name, options) to force a kernel/configuration (tests).
    Returns: (M, N) tensor in a's dtype on a's device.
    """
    if qweight.__class__ is PreparedWeight and scales is zeros is out is target is config is None \
            and not _is_compiling():
        try:  # the common case, after a first call: see _PreparedCall
            call = qweight._calls.get((a.shape, a.dtype, a.get_device()))
        except AttributeError:  # a is not a tensor: the full checks say so
            call = None
        if call is not None:
            c = call(a)
            if c is not None:
                return c
    import torch

    if torch.compiler.is_compiling():  # traced: one op of the graph (no caches, no launchers)
        from .torch_ops import compiled_matmul

        return compiled_matmul(a, qweight, scales, zeros, group_size, dtype, out, target, config)
    func = "int4_matmul"
    if isinstance(qweight, PreparedWeight):
        p = qweight
        if scales is not None or zeros is not None:
            _fail(func, "a prepared weight carries its scales and zeros; do not pass them again", TypeError)
        wdt, M, N, K, G = _check(func, a, p.qweight, p.scales.t(), None if p.zeros is None else p.zeros.t(),
                                 p.group_size, p.dtype, p.qweight.shape[1] + sum(x.shape[1] for x in p.planes))
        qweight, scales, zeros, prepared, orig_weight = p.qweight, p.scales, p.zeros, True, p
        planes, perm = p.planes, p.perm
    else:
        if scales is None:
            _fail(func, "scales are required (the second value tilelang.quantize returns)", TypeError)
        wdt, M, N, K, G = _check(func, a, qweight, scales, zeros, group_size, dtype)
        if a.is_cuda and target in (None, "cuda") and config is None:
            p = _prepared_once(qweight, scales, zeros, G, wdt)
            if p is not None:  # (the raw weight, prepared at its first call: see _prepared_once)
                return lowbit_matmul(a, p, out=out)
        # the kernels read (K / G, N) scales and zeros (PreparedWeight keeps them so)
        scales, zeros, prepared, planes, perm = scales.t(), None if zeros is None else zeros.t(), False, (), None
    if out is not None and (not isinstance(out, torch.Tensor) or tuple(out.shape) != (M, N) or out.dtype != a.dtype
                            or out.device != a.device or not out.is_contiguous()):
        _fail(func, f"out must be a contiguous ({M}, {N}) {a.dtype} tensor on {a.device}", TypeError)
    target = _target(a, target)
    if wdt.name == "int8" and not planes:  # (quantize's bytes are the int8 codes; the kernel's B is an int8 tensor)
        qweight = qweight.view(torch.int8)
    sdt = str(scales.dtype).removeprefix("torch.")
    adt = str(a.dtype).removeprefix("torch.")
    name, options = planned_config(adt, M, N, K, G, wdt, prepared, target, config, act_order=perm is not None,
                                   zeros=zeros is not None)
    gather = bool(options.get("gather"))
    if gather and perm is None:
        _fail(func, "config= asks for the gather gemv (gather=True), which takes an act-order weight (prepare(..., "
                    "perm=)); this one has no permutation", TypeError)
    if perm is not None and not gather:  # (the gather gemv permutes a itself)
        a = a.index_select(1, perm)
    try:
        kernel = kernel_for(adt, M, N, K, G, wdt.name, sdt, zeros is not None, prepared, target, (name, options))[1]
    except (ValueError, TileLangError) as e:
        # the user's call and its arguments, not a line inside the library: a forced
        # configuration the factory refuses, or (a bug of ours) a planned kernel that
        # does not build -- its options in the message, to file with it
        call = (f"{func}(a=({M}, {K}) {adt}, weight=({N}, {K}) {wdt.name}{' prepared' if prepared else ''}, "
                f"group_size={G}, scales {sdt}{', zeros' if zeros is not None else ''}, target={target!r})")
        what = f"config={config!r} does not fit this call" if config is not None else \
            f"the planned kernel {name} {options} did not compile (a tilelang bug: please report it with this line)"
        if type(e) not in (ValueError, TileLangError):  # (NVRTC's report, a verifier's: its own kind kept)
            e.add_note(f"in {call}: {what}")
            raise
        raise type(e)(f"{call}: {what}: {getattr(e, 'message', e)}") from None
    a, qweight, scales = a.contiguous(), qweight.contiguous(), scales.contiguous()
    z = zeros.contiguous() if zeros is not None else scales  # not read without zeros
    split = options.get("split_k", 1)
    if name == "gemv" and split > 1:  # the gemv's split-K adds float32 partials atomically
        acc = torch.zeros((M, N), dtype=torch.float32, device=a.device)
        kernel(a, qweight, scales, z, acc)
        return acc.to(a.dtype) if out is None else out.copy_(acc)
    c = torch.empty((M, N), dtype=a.dtype, device=a.device) if out is None else out
    if name == "gemv":
        if planes:
            _fail(func, f"the gemv kernel reads one weight tensor, not a {wdt.name} weight's bit planes; choose the "
                        f"gemm")
        kernel(a, qweight, scales, z, c, *([orig_weight.inverse()] if gather else []))
        shapes = None  # (no split-K buffers)
    else:
        shapes = gemm_split_shapes(M, N, options["block_M"], options["block_N"], gemm_parts(M, N, K, options))
        counters = orig_weight.counters_for(shapes[1], a.device) if prepared and target == "cuda" else None
        kernel(a, qweight, scales, z, c, *split_buffers(*shapes, a.device, counters), *planes)
    if prepared and target == "cuda" and out is None and config is None and kernel.cuda is not None:
        p = orig_weight
        # (not keyed by the arch: reading TILELANG_CUDA_ARCH costs this path ~1 us a call;
        # a process that changes it keeps calling the kernel it built first for this weight)
        p._calls[(a.shape, a.dtype, a.get_device())] = _PreparedCall(kernel, a, p, qweight, scales, z, shapes, planes,
                                                                     gather)
    return c


_PREPARED: dict = {}  # id(qweight) -> (key, PreparedWeight): raw weights prepared at their first CUDA call


def _prepared_once(qweight, scales, zeros, group_size, fmt):
    """The prepared form of a raw CUDA weight, made at its first call and kept while the
    weight lives and is unchanged (its storage, version counter and those of the scales
    and zeros are the key): a raw ``tilelang.quantize`` weight then runs the prepared
    kernels -- measured (benchmarks/formats.py, H100, 8192^2, M = 1): 150 us raw for
    int4, 19.3 us prepared.  The cost: a second copy of the packed weight and its
    scales on the device (the weight's own size), and one permutation on the first
    call.  ``TILELANG_PREPARE_RAW=0`` (read at each call) keeps the raw-layout kernels.
    Calls through the torch custom op use a copy an eager call made, and make none.
    None for formats ``prepare`` does not take (or K not a whole number of blocks)."""
    codes = word_format(fmt.name, "float16")
    if os.environ.get("TILELANG_PREPARE_RAW", "1") == "0" or codes is None:
        return None
    if qweight.shape[1] * 8 // fmt.bits % (4 * codes):
        return None
    key = tuple((t.data_ptr(), t._version, tuple(t.shape), t.dtype) if t is not None else None
                for t in (qweight, scales, zeros)) + (group_size, fmt.name)
    hit = _PREPARED.get(id(qweight))
    if hit is not None and hit[0] == key:
        return hit[1]
    import torch

    if OP_CALL[0] or torch.cuda.is_current_stream_capturing():
        # (a CUDA graph being captured, or a call as a torch custom op, which torch.compile's
        # "reduce-overhead" runs inside a graph's memory pool: preparing copies a table to
        # the device, which a capture forbids, and the copy kept here would be memory the
        # graph must own; an existing copy is used, none is made -- the raw kernels run.
        # Prepare the weight first, as QuantLinear does)
        return None
    import weakref

    p = prepare(qweight, scales, zeros, group_size, fmt.name)
    if hit is None:
        weakref.finalize(qweight, _PREPARED.pop, id(qweight), None)
    _PREPARED[id(qweight)] = (key, p)
    return p


def int4_matmul(a, qweight, scales=None, zeros=None, group_size=128, dtype="int4", **kwargs):
    """``C = A @ dequant(B).T`` with an int4/uint4 weight (see :func:`lowbit_matmul`,
    which this is; other sub-byte formats are accepted too, with the generic decode)."""
    return lowbit_matmul(a, qweight, scales, zeros, group_size, dtype, **kwargs)


def block_permutation(bits: int, block: int):
    """Where each k of ``block`` columns (a multiple of 4 n) goes under
    ``make_lowbit_dequant_permutation``."""
    from tilelang.layout import make_lowbit_dequant_permutation

    import numpy as np

    return np.asarray(make_lowbit_dequant_permutation(1, block, bits).forward(0, np.arange(block))[1])


def _permuted(codes, bits: int, block: int, dtype: str):
    """``codes`` (N, K / block, block) permuted block-wise for ``bits``-bit words, packed as ``dtype``."""
    import torch

    perm = torch.as_tensor(block_permutation(bits, block), device=codes.device)
    stored = torch.empty_like(codes)
    stored[:, :, perm] = codes
    return pack(stored.reshape(codes.shape[0], -1), dtype)


def prepare_checks(qweight, scales, zeros, group_size, dtype):
    """``prepare``'s arguments checked: (format, N, K, group size, permutation block)."""
    import torch

    func = "prepare"
    try:
        fmt = get_dtype(dtype)
    except (TypeError, ValueError) as e:
        _fail(func, f"dtype: {e}")
    name = fmt.name
    codes_per = word_format(name, "float16") or word_format(name, "bfloat16")
    if codes_per is None:
        _fail(func, f"dtype {name} has no word decode (formats of 1 to 8 bits the compiler decodes exactly a 32-bit "
                    f"word at a time); pass its quantize output to lowbit_matmul unprepared")
    qweight = _tensor(func, "qweight", qweight)
    if qweight.dim() != 2:
        _fail(func, f"qweight must be a 2-D uint8 tensor (N, K * {fmt.bits} / 8), got shape {tuple(qweight.shape)}")
    K = qweight.shape[1] * 8 // fmt.bits
    block = 4 * codes_per
    if K % block:
        _fail(func, f"K = {K} must be a multiple of {block} for {name} (4 words of {codes_per} codes a row)")
    a_probe = torch.empty((1, K), dtype=torch.float16, device=qweight.device)
    _, _, N, K, G = _check(func, a_probe, qweight, scales, zeros, group_size, name)
    return fmt, N, K, G, block


def prepare(qweight, scales, zeros=None, group_size=128, dtype="int4", perm=None) -> PreparedWeight:
    """Permute a weight once for the fast kernels (see :class:`PreparedWeight`): every
    format of 1 to 8 bits whose codes the compiler decodes a 32-bit word at a time
    (integer, float and table formats: int4, uint2, int1, float4_e2m1fn, nf4, int8,
    float8_e4m3fn, user formats; ``lowering/word_decode.py``) -- 3, 5, 6 and 7-bit
    codes split into bit planes of 4, 2 and 1 bits, 8-bit ones into two of 4.

    Arguments are what ``tilelang.quantize(w, dtype, group_size, zero_point)`` returned;
    K must be a multiple of 4 n (n = 32 / b codes a word: 32 columns for 4-bit codes,
    64 for 2-bit, 128 for 1-bit and for the formats with a 1-bit plane).  The permutation is
    ``make_lowbit_dequant_permutation(N, K, b).apply`` on the codes, done block-wise
    with torch ops on the weight's device (no N x K index tables).  ``perm``: an act-order
    weight's (K,) permutation (``PreparedWeight.perm``: column j of qweight multiplies a's
    column ``perm[j]``), any integer dtype, on the weight's device.
    Example::

        >>> q, s = tilelang.quantize(w, "uint2", group_size=128)
        >>> p = tilelang.ops.prepare(q, s, group_size=128, dtype="uint2")
        >>> c = tilelang.ops.lowbit_matmul(a, p)
    """
    import torch

    if torch.compiler.is_compiling():  # traced: one op of the graph
        from .torch_ops import compiled_prepare

        return compiled_prepare(qweight, scales, zeros, group_size, dtype, perm)
    fmt, N, K, G, block = prepare_checks(qweight, scales, zeros, group_size, dtype)
    perm = checked_perm(perm, K, qweight.device)
    name = fmt.name
    codes = unpack(qweight, name).reshape(N, K // block, block)
    planes = stored_planes(fmt.bits)
    if len(planes) > 1:  # bit planes, lowest bits first, each permuted for its own width
        codes = codes.to(torch.int32) & ((1 << fmt.bits) - 1)  # (the raw codes, two's complement for signed)
        stored = [_permuted((codes >> lo) & ((1 << p) - 1), p, block, f"uint{p}") for p, lo in planes]
    else:
        stored = [_permuted(codes, fmt.bits, block, name)]
    return PreparedWeight(stored[0], scales.t().contiguous(), None if zeros is None else zeros.t().contiguous(), G,
                          name, (N, K), tuple(stored[1:]), perm)


def checked_perm(perm, K, device, func="prepare"):
    """``prepare``'s ``perm`` as int64 (None stays None): a permutation of range(K), a 1-D
    integer tensor on ``device`` (the check sorts it: once a weight, at ``prepare``)."""
    import torch

    if perm is None:
        return None
    if not isinstance(perm, torch.Tensor) or perm.dim() != 1 or perm.numel() != K or perm.is_floating_point() \
            or perm.is_complex() or perm.dtype == torch.bool:
        _fail(func, f"perm must be a 1-D integer tensor of the K = {K} input channels, got "
                    f"{tuple(getattr(perm, 'shape', ())) or type(perm).__name__} "
                    f"{getattr(perm, 'dtype', '')}".rstrip(), TypeError)
    if perm.device != device:
        _fail(func, f"perm is on {perm.device} but qweight is on {device}")
    perm = perm.to(torch.int64)
    if not torch.equal(perm.sort().values, torch.arange(K, device=device)):
        _fail(func, f"perm must be a permutation of 0 .. {K - 1} (each input channel once)")
    return perm


def prepare_int4(qweight, scales, zeros=None, group_size=128, dtype="int4") -> PreparedWeight:
    """:func:`prepare` for an int4 / uint4 weight (the int4 name).
    Example::

        >>> q, s = tilelang.quantize(w, "int4", group_size=128)
        >>> p = tilelang.ops.prepare_int4(q, s, group_size=128)
        >>> c = tilelang.ops.int4_matmul(a, p)
    """
    try:
        name = get_dtype(dtype).name
    except (TypeError, ValueError) as e:
        _fail("prepare_int4", f"dtype: {e}")
    if name not in FAST_FORMATS:
        _fail("prepare_int4", f"dtype must be int4 or uint4, got {name} (tilelang.ops.prepare takes every format "
                              f"with a word decode)")
    return prepare(qweight, scales, zeros, group_size, name)
