"""``int4_matmul`` / ``lowbit_matmul`` / ``prepare_int4``: C = A @ dequant(B).T on torch tensors.

One entry point dispatches by M between the two kernels of ``lowbit_kernels.py``
(``gemv`` for M <= ``GEMV_MAX_M``, the tensor-core ``gemm`` above) and runs them on
the target the tensors select: CUDA tensors -> "cuda"; CPU tensors -> the
interpreter ("cpu"), or the simulator when ``TILELANG_TARGET=sim``; ``target=``
overrides.  Everything the kernels cannot take is refused up front with an error
naming the parameter.
"""

from __future__ import annotations

import functools
import os
from dataclasses import dataclass, field

import tilelang
from tilelang.dtypes import get_dtype
from tilelang.errors import TileLangError
from tilelang.lowering.word_decode import stored_planes

from .lowbit_kernels import FAST_FORMATS, gemm_factory, gemm_parts, gemm_split_shapes, gemv_factory, word_format

__all__ = ["GEMV_MAX_M", "PreparedInt4", "PreparedWeight", "choose", "int4_matmul", "lowbit_matmul", "prepare",
           "prepare_int4", "plan"]

GEMV_MAX_M = 0  # up to this M the split-K gemv (none: see plan(); config=("gemv", ...) still runs it)
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
    """

    qweight: object
    scales: object
    zeros: object
    group_size: int
    dtype: str
    shape: tuple
    planes: tuple = ()
    # (a.shape, a.dtype, device index) -> _PreparedCall, filled by the first CUDA call
    _calls: dict = field(default_factory=dict, init=False, repr=False, compare=False)

    def __getstate__(self):  # pickling (torch.save) keeps the tensors, not the launchers
        state = dict(self.__dict__)
        state["_calls"] = {}
        return state

    def __setstate__(self, state):
        self.__dict__.update(state)
        self.__dict__.setdefault("_calls", {})


PreparedInt4 = PreparedWeight  # (the int4 name)


class _PreparedCall:
    """The host side of ``int4_matmul(a, prepared)`` for one activation shape on CUDA,
    after one full call accepted it: the kernel, the weight's tensors and the output's
    shape are fixed, so a call checks only what can change in ``a`` (contiguity and
    alignment; shape, dtype and device are the key) and launches.  At small M the
    kernel runs for about as long as the full checks take on the host (~15 us)."""

    __slots__ = ("module", "values", "shape", "dtype", "device", "split_shapes", "empty")

    def __init__(self, kernel, a, qweight, scales, zeros, split_shapes, planes=()):
        import torch

        self.module, self.split_shapes = kernel.cuda.module, split_shapes
        self.values = [None, qweight, scales, zeros, None, None, None, *planes]
        self.shape, self.dtype, self.device = (a.shape[0], qweight.shape[0]), a.dtype, a.device
        self.empty = torch.empty

    def __call__(self, a):
        if not a.is_contiguous() or a.data_ptr() & 15:
            return None
        values = self.values.copy()
        values[0] = a
        values[4] = out = self.empty(self.shape, dtype=self.dtype, device=self.device)
        values[5:7] = split_buffers(*self.split_shapes, self.device)
        self.module.launch(values, {}, self.device)
        return out


_SPLIT_BUFFERS: dict = {}


def split_buffers(work_shape, count_shape, device):
    """(Work, Arrivals) of a gemm call (``gemm_split_shapes``), kept per device, stream
    and shape: ``T.split_k_reduce``'s last block resets each tile's counter, so the
    counters stay zero between calls on one stream, and calls on two streams, which may
    overlap, never share a set.  Work needs no clearing (each part is written first)."""
    import torch

    stream = 0
    if device.type == "cuda":
        from tilelang.backends.cuda.runtime import _torch_hooks

        stream = _torch_hooks()[1](device.index if device.index is not None else torch.cuda.current_device())
    key = (device, stream, work_shape, count_shape)
    bufs = _SPLIT_BUFFERS.get(key)
    if bufs is None:
        bufs = _SPLIT_BUFFERS[key] = (torch.empty(work_shape, dtype=torch.float32, device=device),
                                      torch.zeros(count_shape, dtype=torch.int32, device=device))
    return bufs


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
        group_size = K
    if isinstance(group_size, bool) or not isinstance(group_size, int) or group_size <= 0 or K % group_size \
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


def _implicit_zero(wdt) -> int:
    """The zero ``tilelang.dequantize`` assumes without zeros (2**(b-1) for unsigned integers)."""
    return 1 << (wdt.bits - 1) if wdt.is_int and not wdt.is_signed and wdt.offset == 0 else 0


# ---- kernel choice ---------------------------------------------------------------------------
def _largest_divisor(n, candidates):
    return next((c for c in candidates if n % c == 0), None)


@functools.lru_cache(maxsize=1024)
def plan(M, N, K, G, sm_count=132, wgmma=False, bits=4):
    """(kernel name, configuration) chosen for a problem; a plain function, testable.
    ``wgmma``: the kernel is built for sm_90a, where the gemm takes Hopper's warpgroup
    MMA (``_plan_wgmma_small_m`` up to M = 32, ``_plan_wgmma`` above).  ``bits``: the
    weight format's width -- the tiles are int4's, with fewer stages where a wider
    weight's tile would not fit shared memory (``_fit_shared``).

    Chosen from ``benchmarks/tune_int4.py`` on an H100 (benchmarks/RESULTS.md): the
    tensor-core gemm at every M -- at M = 1 its mma with 15 idle rows of A still beats
    the CUDA-core gemv (22.7 vs 34.6 us at 8192 x 8192: the gemv spends about twice the
    instructions per weight), so the gemv is only taken when asked for by ``config``.

    On sm_90a, where one row of tiles covers M (each weight tile is read by one block),
    the TMA loads carry L2 hints: the weights evict_first, the activations every tile
    reads evict_last (round 9, kernel time, H100: M = 1 / 16 at 8192^2 20.4 / 20.3 ->
    19.5 / 19.9 us, at 28672 x 8192 48.8 / 51.5 -> 48.0 / 49.6, at 8192 x 28672 49.6 /
    50.8 -> 48.1 / 49.1; M = 128 within noise, 36.4 / 113.8 / 112.9 -> 36.0 / 112.1 /
    111.8)."""
    name, options = _plan(M, N, K, G, sm_count, wgmma)
    if name == "gemm":
        options = _fit_shared(_fit_words(options, K, G, bits), G, bits)
    return with_l2_hints(M, name, options) if wgmma else (name, options)


def _fit_words(options, K, G, bits):
    """``options`` with steps of whole word blocks of the weight's narrowest codes (1-bit
    codes, and the 1-bit plane of 3, 5, 7 bits: the lanes' words span 128 k; 2-bit codes
    and 6 bits' 2-bit plane: 64 k),
    so that its tile takes the word decode: the 64-wide steps of a plan become 128, where
    K and the groups allow; the others as given.  Above M = 128 the 256 x 128 x 64 tiles
    become 128 x 128 x 128 on two warpgroups, 3 stages, a producer warp
    (``tune_formats.py``, H100, 4096 x 8192^2: int3 878 us against 1007 without the
    producer warp and 4 stages; int7 1058, where 256 x 128 x 128 in 2 stages took 1031)."""
    need = 128 // min(p for p, _ in stored_planes(bits))  # (4 words of the narrowest plane's codes)
    bk = options["block_K"]
    if bk % need == 0 or K % need or (G % need and need % G):
        return options
    split = options.get("split_k", 1)
    while split > 1 and K % (need * split):
        split //= 2
    out = dict(options, block_K=need, split_k=split, num_stages=max(1, min(options["num_stages"], K // need // split)))
    if out["block_M"] > 128 and out.get("b_wgmma"):
        out.update(block_M=128, threads=256, num_stages=min(3, out["num_stages"]), warp_specialize=True)
    return out


SHARED_BUDGET = 220 * 1024  # bytes of shared memory a plan may take (sm_90a allows 227 KB; sm_80 164 KB)


def _fit_shared(options, G, bits):
    """``options`` with as many pipeline stages as fit ``SHARED_BUDGET``: per stage the
    activation tile (16-bit), the weight tile of ``bits``-bit codes and a group's scales
    and zeros; once, a decoded tile (``b_shared``).  The int4 plans fit as they are;
    an 8-bit weight's tile is twice int4's (at M = 128 the six-stage 128 x 64 x 128
    tiles need 247 KB with it), so it drops stages until the block fits."""
    bm, bn, bk = options["block_M"], options["block_N"], options["block_K"]
    limit = SHARED_BUDGET if options.get("b_wgmma") or options.get("b_shared") else 160 * 1024
    per_stage = bm * bk * 2 + bn * bk * bits // 8 + 2 * 4 * max(1, bk // G) * bn
    fixed = bn * bk * 2 if options.get("b_shared") else 0
    stages = options["num_stages"]
    while stages > 1 and fixed + stages * per_stage > limit:
        stages -= 1
    return options if stages == options["num_stages"] else dict(options, num_stages=stages)


def with_l2_hints(M, name, options):
    """``(name, options)`` with the L2 hints of ``plan`` where one row of ``gemm`` tiles
    covers M (the weights evict_first, the activations evict_last); else as given."""
    if name == "gemm" and M <= options["block_M"]:
        options = dict(options, weight_eviction="evict_first", activation_eviction="evict_last")
    return name, options


def _plan(M, N, K, G, sm_count, wgmma):
    """``plan`` before the L2 hints."""
    if M <= GEMV_MAX_M:
        # Each lane takes up to 4 words (32 int4) of its row per step: 1024-wide steps
        # move 2 KB of weights per block per stage.
        # One block takes every row of A; registers: block_M x (block_K / 32) accumulators
        # per thread (and as many decoded halves), kept to 32.
        widest = {1: 1024, 2: 512}.get(M, 256)
        block_K = next(c for c in (1024, 512, 256, 128, 64, 32)
                       if c <= widest and K % c == 0 and (G % c == 0 or c % G == 0))
        threads = 128
        rows = threads // min(32, block_K // 8)
        blocks = -(-N // rows)
        chunks = K // block_K
        split = 1
        while blocks * split < 2 * sm_count and chunks % (split * 2) == 0:
            split *= 2
        stages = max(1, min(3, chunks // split))
        return "gemv", dict(rows=rows, block_K=block_K, split_k=split, num_stages=stages, threads=threads, block_M=M)
    if wgmma and M <= 32 and N % (64 if M <= 16 else 128) == 0 and K % 256 == 0 and (G % 256 == 0 or 256 % G == 0):
        return _plan_wgmma_small_m(M, N, K, sm_count)
    if wgmma and M > 32 and N % 128 == 0 and K % 64 == 0 and (G % 64 == 0 or 64 % G == 0):
        return _plan_wgmma(M, N, K, G, sm_count)
    # Warps along N (the factory's full_col policy): each weight is decoded by one warp.
    block_M = 16 if M <= 16 else 32 if M <= 32 else 64 if M <= 128 else 128
    max_split, max_stages = K, 4  # (no cap on the split but the steps it keeps)
    if M <= 16 and N * K >= 1 << 27 and N % 128 == 0 and K % 512 == 0 and (G % 256 == 0 or 256 % G == 0):
        # A large weight (128 Mi elements and up): 128 x 256 tiles, three stages of 16 KB
        # of weights each, K split to one block per SM at most 4 ways (tune_int4.py:
        # 59 vs 69 us at 1 x 28672 x 8192, 57 vs 68 us at 1 x 8192 x 28672; at 8192^2
        # the 64 x 128 tiles below stay ahead, 21.9 vs 22.6 us).  Since the weight tile
        # is bank-conflict free (round 4) 224 tiles need no split: 51.7 vs 52.4 us at
        # 1 x 28672 x 8192, 53.3 vs 57.0 at M = 16.  Three stages, not two (round 6):
        # 50.1 vs 51.1 us at 1 x 8192 x 28672, 52.2 vs 54.3 at M = 16 (8 steps per block
        # there), equal within noise at 28672 x 8192.
        block_N, widths, min_blocks, min_steps, max_split, max_stages = 128, (256,), sm_count, 4, 4, 3
    elif M <= 16:
        # Weight streaming: 64-row tiles, 128-wide steps (64 weights per thread per step
        # amortize the step's address arithmetic), four stages in flight, and K split
        # until about three blocks per SM keep enough bytes in flight.
        block_N = _largest_divisor(N, (64, 32)) or 64
        widths, min_blocks, min_steps = (128, 64, 32), 3 * sm_count, 4
    else:  # up to M = 128 two 64-row tiles with 128-wide steps beat one 128-row tile
        block_N = _largest_divisor(N, (128, 64, 32)) or 128
        widths = (128, 64, 32) if block_M <= 64 else (64, 32)
        min_blocks, min_steps = sm_count, 8
    block_K = next((c for c in widths if K % c == 0 and (G % c == 0 or c % G == 0)), 32)
    # Fewer blocks than wanted: split K (T.split_k_reduce), keeping min_steps per split.
    tiles, steps = -(-N // block_N) * -(-M // block_M), K // block_K
    split = 1
    while tiles * split < min_blocks and steps % (split * 2) == 0 and steps // (split * 2) >= min_steps \
            and split < max_split:
        split *= 2
    stages = max(1, min(max_stages, steps // split))
    swizzle = 8 if tiles >= 4 * sm_count and M <= 256 else 0  # many tiles: rasterize for L2 reuse
    return "gemm", dict(block_M=block_M, block_N=block_N, block_K=block_K, num_stages=stages, threads=128,
                        split_k=split, swizzle=swizzle)


def _plan_wgmma_small_m(M, N, K, sm_count):
    """The sm_90a gemm up to M = 32 (``plan(wgmma=True)``; N a multiple of 64 -- of 128
    above M = 16 --, K of 256, whole groups per 256-wide step): the decoded weight stays
    in registers as wgmma's A operand (``b_wgmma``; the 16 or 32 activation rows are its
    n16 / n32 side), one warpgroup per 64 or 128 weight rows, 256-wide steps in 3
    stages.  Against the 16- and 32-row mma.sync kernels it issues a quarter of the mma
    instructions per weight (``tune_int4.py --b-wgmma``, H100, benchmarks/RESULTS.md
    round 7): 48.8 vs 51.6 us at 1 x 28672 x 8192, 51.1 vs 54.2 at M = 16, 52.9 vs 72.3
    at M = 32; 20.9 vs 22.2 at 1 x 8192^2, 21.0 vs 23.0 at M = 16, 23.5 vs 27.8 at M =
    32; at 8192 x 28672 within noise up to M = 16 (50.0 vs 49.5, 51.3 vs 51.6), 55.6 vs
    69.4 at M = 32.
    Tiles of 128 weight rows where they make a wave (224 at 28672 x 8192: no K split,
    48.8 us against 54.2 split twice) and above M = 16 (K split until they fill the
    SMs); else 64-row tiles, K split up to 4 ways toward three blocks per SM."""
    steps = K // 256
    if M <= 16 and not (N % 128 == 0 and N // 128 >= sm_count):
        block_N, min_blocks = 64, 3 * sm_count
    else:
        block_N, min_blocks = 128, sm_count
    split = 1
    while (N // block_N) * split < min_blocks and split < 4 and steps % (split * 2) == 0 \
            and steps // (split * 2) >= 4:
        split *= 2
    return "gemm", dict(block_M=16 if M <= 16 else 32, block_N=block_N, block_K=256,
                        num_stages=min(3, steps // split), threads=128, split_k=split, swizzle=0, b_wgmma=True)


def _plan_wgmma(M, N, K, G, sm_count):
    """The sm_90a gemm (``plan(wgmma=True)``; N a multiple of 128, K of 64, whole groups
    per 64-wide step) above M = 32 (tune_int4.py --b-wgmma /
    --b-shared, H100, benchmarks/RESULTS.md round 4).

    Above M = 64 the decoded weight stays in registers as wgmma's A operand and the
    gemm runs transposed (``b_wgmma``): 256 activation rows x 128 weight rows x 64, two
    warpgroups, 4 stages (one group in flight) above M = 128 -- 834 vs 1082 us for the
    shared-memory form at 4096 x 8192 x 8192, 3224 vs 3814 at 4096 x 28672 x 8192 --;
    up to M = 128, where the 128 x 64 tiles make one wave, those with 128-wide steps
    and 6 stages, one warpgroup (the activation tile is two TMA panels: 37.2 us at 128 x
    8192 x 8192, 121.9 at 128 x 8192 x 28672 against 52.1 / 128.1 for the next best;
    6 stages, not 5, round 6: 35.4 vs 36.2 us, 117.3 vs 118.4 -- the loads are latency
    bound, ``benchmarks/ablate_int4.py``) -- but from K = 16384 (128 such steps) on, where
    twice N / 128 blocks make one wave, 128 x 128 x 128 tiles on two warpgroups, K split
    twice and the halves handed in through a cluster (``split_cluster``: 112.6 vs 116.8
    us at 128 x 8192 x 28672; 36.5 vs 35.9 at 8192 x 8192, where the one-warpgroup tiles
    stay; round 8) --, else 128 x 128 x 64 tiles, two warpgroups, 5 stages (116.1 us at
    128 x 28672 x 8192 against 143.7 for 128 x 64 x 128; 113.1 with 5 stages against
    114.5 with 4).  Up to M = 64 the decoded tile goes to shared memory (``b_shared``,
    64 x 128 x 64 tiles).

    Round 11 (tune_int4.py --warp-specialize, H100): at M = 65-128 a producer warp issues
    every copy (``warp_specialize``; ``choose`` drops it for weights TMA cannot copy):
    the one-warpgroup tiles 35.6 -> 33.0 us at 8192^2; the cluster hand-in with 3
    stages 112.8 -> 97.7-98.4 us at 8192 x 28672 (4 stages 99.9-100.6); and 128 x 128 x
    128 tiles, two warpgroups, 4 stages, instead of 128 x 128 x 64 (115.0 -> 107.6-109.4
    us at 28672 x 8192; that tile with a producer warp and 64-wide steps 116.8).  Above
    M = 128 a producer warp lost (747.7 -> 834.2 us at 4096 x 8192^2)."""
    if M > 128:
        tiles, steps, split = -(-M // 256) * (N // 128), K // 64, 1
        while tiles * split * 2 <= sm_count and steps % (split * 2) == 0 and steps // (split * 2) >= 16:
            split *= 2  # (few tiles, M up to 256: K split while the blocks fit one wave)
        return "gemm", dict(block_M=256, block_N=128, block_K=64, num_stages=4, threads=256, split_k=split,
                            swizzle=8 if tiles >= 4 * sm_count else 0, b_wgmma=True)
    if M > 64 and N % 128 == 0 and sm_count * 0.9 <= (N // 128) * 2 <= sm_count * 1.1 and K % 256 == 0 \
            and K // 128 >= 128 and (G % 128 == 0 or 128 % G == 0):
        # long K: two warpgroups on 128 weight rows, K split twice, the halves handed in
        # through a cluster (fewer shared-memory bytes per step outweigh the hand-in)
        return "gemm", dict(block_M=128, block_N=128, block_K=128, num_stages=3, threads=256,
                            split_k=2, swizzle=0, b_wgmma=True, split_cluster=True, warp_specialize=True)
    if M > 64 and N // 64 <= sm_count * 1.1 and K % 128 == 0 and (G % 128 == 0 or 128 % G == 0):
        tiles, steps, split = -(-M // 128) * (N // 64), K // 128, 1
        while tiles * split * 2 <= sm_count * 1.1 and steps % (split * 2) == 0 and steps // (split * 2) >= 8:
            split *= 2  # (fewer tiles than SMs: K split while the blocks fit one wave)
        stages = min(6, steps // split)
        return "gemm", dict(block_M=128, block_N=64, block_K=128, num_stages=stages, threads=128, split_k=split,
                            swizzle=0, b_wgmma=True, **({"warp_specialize": True} if stages >= 2 else {}))
    if M > 64 and K % 128 == 0 and (G % 128 == 0 or 128 % G == 0) and K // 128 >= 4:
        # two warpgroups on 128 weight rows, 128-wide steps, a producer warp
        return "gemm", dict(block_M=128, block_N=128, block_K=128, num_stages=4, threads=256, split_k=1,
                            swizzle=0, b_wgmma=True, warp_specialize=True)
    if M > 64:
        tiles, steps, split = -(-M // 128) * (N // 128), K // 64, 1
        while tiles * split * 2 <= sm_count and steps % (split * 2) == 0 and steps // (split * 2) >= 16:
            split *= 2
        return "gemm", dict(block_M=128, block_N=128, block_K=64, num_stages=min(5, steps // split), threads=256,
                            split_k=split, swizzle=0, b_wgmma=True)
    block_M, block_N, threads = 64, 128, 128
    tiles = -(-M // block_M) * (N // block_N)
    steps = K // 64
    split = 1  # split K while the blocks still fit one wave (two 4-warp blocks per SM)
    while tiles * split * 2 <= 2 * sm_count and steps % (split * 2) == 0 and steps // (split * 2) >= 8:
        split *= 2
    stages = max(1, min(4, steps // split))
    return "gemm", dict(block_M=block_M, block_N=block_N, block_K=64, num_stages=stages, threads=threads,
                        split_k=split, swizzle=8 if tiles >= 4 * sm_count else 0, b_shared=True)


def _builds_for_hopper(target: str) -> bool:
    """Kernels for ``target`` are built for sm_90a (a CUDA target on an H100 / H200, or
    ``TILELANG_CUDA_ARCH=sm_90a``, read at each call)."""
    return target == "cuda" and _arch_is_hopper(os.environ.get("TILELANG_CUDA_ARCH", ""))


@functools.lru_cache(maxsize=8)
def _arch_is_hopper(env_arch: str) -> bool:
    """(cached per value of TILELANG_CUDA_ARCH: the device query costs a driver call)"""
    from tilelang.backends.cuda.build import known_arch

    return known_arch(None) == "sm_90a"


def choose(M, N, K, G, target, config=None, tma_weights=True, bits=4):
    """(kernel name, options): ``config`` when given, else ``plan`` for ``target``.
    ``tma_weights=False`` (a raw or generic-format weight, whose tile is copied by plain
    stores, not by TMA): no producer warp, which issues TMA copies only.
    ``TILELANG_WARP_SPECIALIZE`` (read at each call, for measuring) overrides the plan's
    producer warp on its sm_90a register-form gemms: ``1`` gives every one with two
    stages or more a producer warp, ``0`` takes it from every one."""
    if config:
        return config
    name, options = plan(M, N, K, G, wgmma=_builds_for_hopper(target), bits=bits)
    force = os.environ.get("TILELANG_WARP_SPECIALIZE") if tma_weights else "0"
    if name == "gemm" and options.get("b_wgmma") and force in ("0", "1"):
        options = {k: v for k, v in options.items() if k != "warp_specialize"}
        if force == "1" and options["num_stages"] >= 2:
            options["warp_specialize"] = True
    return name, options


_FACTORIES = {"gemv": gemv_factory, "gemm": gemm_factory}
_JITS: dict = {}


def _jit(name: str, target: str):
    key = (name, target)
    if key not in _JITS:
        _JITS[key] = tilelang.jit(_FACTORIES[name], out_idx=None, target=target)
    return _JITS[key]


def _target(a, target):
    if target is not None:
        return target
    if a.is_cuda:
        return "cuda"
    env = os.environ.get("TILELANG_TARGET", "")
    return env if env in ("cpu", "sim") else "cpu"


@functools.lru_cache(maxsize=256)
def _kernel_cached(a_dtype, M, N, K, G, wdtype, scale_dtype, zeros, prepared, target, config_key):
    name, options = config_key[0], dict(config_key[1])
    zero = 0 if zeros else _implicit_zero(get_dtype(wdtype))
    return _jit(name, target)(M, N, K, G, wdtype, a_dtype, scale_dtype, bool(zeros), zero, bool(prepared), **options)


def _tma_weights(prepared, wdtype, adtype) -> bool:
    """Whether the gemm's weight tile is a TMA copy: a prepared weight of a format with a
    word decode (the others are copied by plain stores)."""
    return bool(prepared) and word_format(wdtype, adtype) is not None


def kernel_for(a_dtype, M, N, K, G, wdtype, scale_dtype, zeros, prepared, target, config=None):
    """The compiled kernel (and its name) for a problem: ``plan`` unless ``config`` =
    (name, options) is given."""
    name, options = choose(M, N, K, G, target, config, tma_weights=_tma_weights(prepared, wdtype, a_dtype),
                           bits=get_dtype(wdtype).bits)
    key = (name, tuple(sorted(options.items())))
    return name, _kernel_cached(a_dtype, M, N, K, G, get_dtype(wdtype).name, scale_dtype, bool(zeros),
                                bool(prepared), target, key)


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
    if qweight.__class__ is PreparedWeight and scales is zeros is out is target is config is None:
        try:  # the common case, after a first call: see _PreparedCall
            call = qweight._calls.get((a.shape, a.dtype, a.get_device()))
        except AttributeError:  # a is not a tensor: the full checks say so
            call = None
        if call is not None:
            c = call(a)
            if c is not None:
                return c
    import torch

    func = "int4_matmul"
    if isinstance(qweight, PreparedWeight):
        p = qweight
        if scales is not None or zeros is not None:
            _fail(func, "a prepared weight carries its scales and zeros; do not pass them again", TypeError)
        wdt, M, N, K, G = _check(func, a, p.qweight, p.scales.t(), None if p.zeros is None else p.zeros.t(),
                                 p.group_size, p.dtype, p.qweight.shape[1] + sum(x.shape[1] for x in p.planes))
        qweight, scales, zeros, prepared, orig_weight = p.qweight, p.scales, p.zeros, True, p
        planes = p.planes
    else:
        if scales is None:
            _fail(func, "scales are required (the second value tilelang.quantize returns)", TypeError)
        wdt, M, N, K, G = _check(func, a, qweight, scales, zeros, group_size, dtype)
        if a.is_cuda and target in (None, "cuda") and config is None:
            p = _prepared_once(qweight, scales, zeros, G, wdt)
            if p is not None:  # (the raw weight, prepared at its first call: see _prepared_once)
                return lowbit_matmul(a, p, out=out)
        # the kernels read (K / G, N) scales and zeros (PreparedWeight keeps them so)
        scales, zeros, prepared, planes = scales.t(), None if zeros is None else zeros.t(), False, ()
    if out is not None and (not isinstance(out, torch.Tensor) or tuple(out.shape) != (M, N) or out.dtype != a.dtype
                            or out.device != a.device or not out.is_contiguous()):
        _fail(func, f"out must be a contiguous ({M}, {N}) {a.dtype} tensor on {a.device}", TypeError)
    target = _target(a, target)
    if wdt.name == "int8" and not planes:  # (quantize's bytes are the int8 codes; the kernel's B is an int8 tensor)
        qweight = qweight.view(torch.int8)
    sdt = str(scales.dtype).removeprefix("torch.")
    adt = str(a.dtype).removeprefix("torch.")
    name, options = choose(M, N, K, G, target, config, tma_weights=_tma_weights(prepared, wdt, adt), bits=wdt.bits)
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
        kernel(a, qweight, scales, z, c)
        return c
    shapes = gemm_split_shapes(M, N, options["block_M"], options["block_N"], gemm_parts(M, N, K, options))
    kernel(a, qweight, scales, z, c, *split_buffers(*shapes, a.device), *planes)
    if prepared and target == "cuda" and out is None and config is None and kernel.cuda is not None:
        p = orig_weight
        p._calls[(a.shape, a.dtype, a.get_device())] = _PreparedCall(kernel, a, qweight, scales, z, shapes, planes)
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


def _block_permutation(bits: int, block: int):
    """Where each k of ``block`` columns (a multiple of 4 n) goes under
    ``make_lowbit_dequant_permutation``."""
    from tilelang.layout import make_lowbit_dequant_permutation

    import numpy as np

    return np.asarray(make_lowbit_dequant_permutation(1, block, bits).forward(0, np.arange(block))[1])


def _permuted(codes, bits: int, block: int, dtype: str):
    """``codes`` (N, K / block, block) permuted block-wise for ``bits``-bit words, packed as ``dtype``."""
    import torch

    perm = torch.as_tensor(_block_permutation(bits, block), device=codes.device)
    stored = torch.empty_like(codes)
    stored[:, :, perm] = codes
    return tilelang.pack(stored.reshape(codes.shape[0], -1), dtype)


def prepare(qweight, scales, zeros=None, group_size=128, dtype="int4") -> PreparedWeight:
    """Permute a weight once for the fast kernels (see :class:`PreparedWeight`): every
    format of 1 to 8 bits whose codes the compiler decodes a 32-bit word at a time
    (integer, float and table formats: int4, uint2, int1, float4_e2m1fn, nf4, int8,
    float8_e4m3fn, user formats; ``lowering/word_decode.py``) -- 3, 5, 6 and 7-bit
    codes split into bit planes of 4, 2 and 1 bits, 8-bit ones into two of 4.

    Arguments are what ``tilelang.quantize(w, dtype, group_size, zero_point)`` returned;
    K must be a multiple of 4 n (n = 32 / b codes a word: 32 columns for 4-bit codes,
    64 for 2-bit, 128 for 1-bit and for the formats with a 1-bit plane).  The permutation is
    ``make_lowbit_dequant_permutation(N, K, b).apply`` on the codes, done block-wise
    with torch ops on the weight's device (no N x K index tables).
    Example::

        >>> q, s = tilelang.quantize(w, "uint2", group_size=128)
        >>> p = tilelang.ops.prepare(q, s, group_size=128, dtype="uint2")
        >>> c = tilelang.ops.lowbit_matmul(a, p)
    """
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
    codes = tilelang.unpack(qweight, name).reshape(N, K // block, block)
    planes = stored_planes(fmt.bits)
    if len(planes) > 1:  # bit planes, lowest bits first, each permuted for its own width
        codes = codes.to(torch.int32) & ((1 << fmt.bits) - 1)  # (the raw codes, two's complement for signed)
        stored = [_permuted((codes >> lo) & ((1 << p) - 1), p, block, f"uint{p}") for p, lo in planes]
    else:
        stored = [_permuted(codes, fmt.bits, block, name)]
    return PreparedWeight(stored[0], scales.t().contiguous(), None if zeros is None else zeros.t().contiguous(), G,
                          name, (N, K), tuple(stored[1:]))


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
