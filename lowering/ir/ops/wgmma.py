"""Hopper warpgroup MMA (``wgmma.mma_async``) ops of the thread-level IR (sm_90a).

A warpgroup is 4 consecutive warps (threads 128 g .. 128 g + 127).  Exact semantics
(the simulator and the CUDA rules both follow them):

* ``wgmma_desc``: the 64-bit shared-memory matrix descriptor of an operand tile
  starting at ``src[src_indices]`` (its storage indices), stored in the canonical
  swizzled layout of ``swizzle`` bytes (32, 64 or 128): rows of exactly ``swizzle``
  bytes, 8-row atoms ``8 * swizzle`` bytes apart (the stride byte offset), and the
  16-byte chunk bits [4, 4 + B) of every byte address XORed with bits [7, 7 + B),
  B = log2(swizzle / 16) -- the layout ``make_swizzle(rows, swizzle * 8 / bits, bits,
  swizzle)`` describes, on a buffer placed at a multiple of ``8 * swizzle`` bytes.
  ``lbo`` (the leading byte offset): for an MN-major tile the distance between its
  128-byte panels (``make_panel_swizzle``); unused (16) for K-major ones.  It counts
  as the read of ``src`` (barriers order it); the wgmma that takes it reads the bytes.
* ``wgmma`` m64nNk16 (f16/bf16 inputs, f32 accumulate): ``D += A @ B`` where A is the
  64 x 16 K-major tile of ``a_desc`` (row r at ``r // 8 * 8 swizzle + r % 8 * swizzle``
  bytes from the start) and B (16 x N) the tile of ``b_desc``: K-major (``trans_b``
  false: column j of B stored as row j, like A's rows), or MN-major (``trans_b``:
  k row r of panel p at ``p * lbo + r // 8 * 1024 + r % 8 * 128`` bytes, 64 elements
  of n per panel row).  D is spread over the warpgroup exactly as
  N / 8 mma m16n8 C tiles per warp: warp w of the group holds rows 16 w .. 16 w + 15,
  lane 4 g + t holds, for n-block j, ``C[c_offset + 4 j + q]`` = D(16 w + g + 8 (q // 2),
  8 j + 2 t + q % 2).  Asynchronous: the registers hold the result only after a
  ``wgmma_wait`` that covers its group.
* ``wgmma_rs`` m64nNk16: the same with A read from registers instead of shared memory:
  the 64 x 16 tile is spread over the warpgroup like an mma m16n8k16 A operand per
  warp (warp w rows 16 w .. 16 w + 15; lane 4 g + t holds ``A[a_offset + a_regs[q] +
  p]`` = A(16 w + g + 8 (q % 2), 2 t + 8 (q // 2) + p) for its registers q = 0..3,
  p = 0, 1: ``a_regs`` the four pairs' offsets, even).
  The registers are read asynchronously too: they must keep their values until the
  wait that completes the group.
* ``wgmma_fence``: orders earlier accesses of the registers ``C`` (the accumulators the
  next wgmmas use) and ``A`` (optional: the operand registers of ``wgmma_rs``) before
  later wgmmas (needed before the first wgmma of a sequence).
* ``wgmma_commit``: closes the group of wgmmas issued since the last commit.
* ``wgmma_wait``: waits until at most ``pending`` groups are in flight; ``C`` names
  the accumulator registers the finished wgmmas wrote (the compiler must not move
  their reads above the wait), ``A`` (optional) the operand registers they read (the
  compiler must not reuse them before it).  ``define_registers``: the wait also
  redefines ``C`` (on CUDA, an exact ``x + -0.0`` of every accumulator right after the
  wait), so that no ordinary read of them can be scheduled above it: ptxas (CUDA 13)
  moved an epilogue's reads above a plain final wait (the ``wgmma-register-waits``
  pass sets it where ordinary code follows).
* ``rescale_in_place``: ``C[indices] *= factor`` (float32), the register multiplied
  where it is (on CUDA one ``mul.f32`` of the register onto itself): after a
  ``wgmma_wait`` a redefinition of the accumulator as good as ``define_registers``'
  ``x + -0.0``, at no extra instruction (the ``wgmma-register-waits`` pass turns an
  elementwise rescale into it).
* ``fence_proxy_async``: this thread's earlier shared-memory writes (generic proxy:
  stores, cp.async) become visible to later async-proxy reads (wgmma) of any thread
  that a barrier orders after it.
"""


from ..core import Op, attr, operand, operands, opt_operand, register_op
from ..types import BufferType, ScalarType
from .memory import check_indices
from .warp import check_local

WGMMA_SWIZZLES = (32, 64, 128)
WGMMA_INPUTS = ("float16", "bfloat16")


def _uint64():
    from tilelang.dtypes import uint64

    return ScalarType(uint64)


@register_op
class WgmmaDescOp(Op):
    """The wgmma descriptor of the K-major tile at ``src[src_indices]`` (module docstring)."""

    name = "wgmma_desc"
    num_results = 1
    in_kernel = True
    src: object = operand()
    src_indices: list = operands()
    swizzle: int = attr("int", default=128)
    lbo: int = attr("int", default=16)

    def verify(self):
        s = self.src.type
        if not isinstance(s, BufferType) or s.scope != "shared" or s.dtype.name not in WGMMA_INPUTS or s.rank != 2:
            self.error(f"src must be a 2-D shared buffer of float16/bfloat16, got {s}")
        if self.swizzle not in WGMMA_SWIZZLES:
            self.error(f"swizzle must be 32, 64 or 128 bytes, got {self.swizzle}")
        if s.shape[1] * s.dtype.bits != self.swizzle * 8:
            self.error(f"a row of src ({s.shape[1]} elements) must be exactly {self.swizzle} bytes")
        check_indices(self, self.src, self.src_indices, "src")
        if self.lbo <= 0 or self.lbo % 16 or self.lbo >= 1 << 18:
            self.error(f"lbo must be a positive multiple of 16 bytes below 256 KiB, got {self.lbo}")
        if self.result.type != _uint64():
            self.error(f"the result must be a uint64, got {self.result.type}")


@register_op
class WgmmaOp(Op):
    """``wgmma.mma_async.sync.aligned.m64n{n}k16.f32``: ``C[c_offset:] += A @ B.T``
    (``zero_acc``: ``C[c_offset:] = A @ B.T``, PTX's scale-d 0 -- wgmma-zero-accumulator)."""

    name = "wgmma"
    in_kernel = True
    a_desc: object = operand()
    b_desc: object = operand()
    C: object = operand()
    c_offset: object = operand()
    n: int = attr("int", default=256)
    dtype: str = attr("ident", default="float16", choices=WGMMA_INPUTS)
    trans_b: bool = attr("bool", default=False)
    zero_acc: bool = attr("bool", default=False)

    def verify(self):
        _check_mma(self, ("a_desc", "b_desc"))


@register_op
class WgmmaRsOp(Op):
    """``wgmma.mma_async`` m64n{n}k16 with A in registers: ``C[c_offset:] += A @ B.T``,
    A the four registers from ``A[a_offset]`` (module docstring); ``zero_acc`` as ``wgmma``'s."""

    name = "wgmma_rs"
    in_kernel = True
    A: object = operand()
    a_offset: object = operand()
    b_desc: object = operand()
    C: object = operand()
    c_offset: object = operand()
    a_regs: tuple = attr("ints", default=(0, 2, 4, 6))
    n: int = attr("int", default=256)
    dtype: str = attr("ident", default="float16", choices=WGMMA_INPUTS)
    trans_b: bool = attr("bool", default=False)
    zero_acc: bool = attr("bool", default=False)

    def verify(self):
        _check_mma(self, ("b_desc",))
        if len(self.a_regs) != 4 or any(r < 0 or r % 2 for r in self.a_regs):
            self.error(f"a_regs must be four even offsets (16-bit pairs), got {list(self.a_regs)}")
        check_local(self, self.A, self.a_offset, max(self.a_regs) + 2, "A", (self.dtype,))


def _check_mma(op, descriptors) -> None:
    """What ``wgmma`` and ``wgmma_rs`` share: the N, the descriptors, the accumulators."""
    if op.n % 8 or not 8 <= op.n <= 256:
        op.error(f"n must be a multiple of 8 from 8 to 256, got {op.n}")
    for what in descriptors:
        if getattr(op, what).type != _uint64():
            op.error(f"{what} must be a uint64 descriptor, got {getattr(op, what).type}")
    check_local(op, op.C, op.c_offset, op.n // 2, "C", ("float32",))


@register_op
class WgmmaFenceOp(Op):
    """``wgmma.fence.sync.aligned`` before wgmmas accumulating into ``C`` (reading ``A``);
    ``zero_acc``: the wgmmas after it start ``C`` from zero (wgmma-zero-accumulator), so
    its old values are not held for them."""

    name = "wgmma_fence"
    in_kernel = True
    C: object = operand()
    A: object = opt_operand()
    zero_acc: bool = attr("bool", default=False)

    def verify(self):
        _check_registers(self)


@register_op
class WgmmaCommitOp(Op):
    """``wgmma.commit_group.sync.aligned``."""

    name = "wgmma_commit"
    in_kernel = True


@register_op
class WgmmaWaitOp(Op):
    """``wgmma.wait_group.sync.aligned pending``; ``C``: the accumulators it completes;
    ``define_registers``: the wait redefines them (module docstring)."""

    name = "wgmma_wait"
    in_kernel = True
    C: object = operand()
    A: object = opt_operand()
    pending: int = attr("int", default=0)
    define_registers: bool = attr("bool", default=False)

    def verify(self):
        if self.pending < 0:
            self.error(f"pending must be >= 0, got {self.pending}")
        if self.define_registers and self.pending:
            self.error("define_registers needs pending = 0 (the registers of a group still in flight are not "
                       "final)")
        _check_registers(self)


@register_op
class RescaleInPlaceOp(Op):
    """``C[indices] *= factor``, the register in place (module docstring)."""

    name = "rescale_in_place"
    in_kernel = True
    C: object = operand()
    indices: list = operands()
    factor: object = operand()

    def verify(self):
        _check_registers(self)
        check_indices(self, self.C, self.indices, "C")
        from tilelang.dtypes import float32

        if self.factor.type != ScalarType(float32):
            self.error(f"factor must be a float32 scalar, got {self.factor.type}")


def _check_registers(op) -> None:
    t = op.C.type
    if not isinstance(t, BufferType) or t.scope != "local" or t.dtype.name != "float32":
        op.error(f"C must be a float32 local (register) buffer, got {t}")
    A = getattr(op, "A", None)
    if A is not None and (not isinstance(A.type, BufferType) or A.type.scope != "local"
                          or A.type.dtype.name not in WGMMA_INPUTS):
        op.error(f"A must be a float16/bfloat16 local (register) buffer, got {A.type}")


@register_op
class FenceProxyAsyncOp(Op):
    """``fence.proxy.async.shared::cta`` (module docstring)."""

    name = "fence_proxy_async"
    in_kernel = True


__all__ = ["WGMMA_INPUTS", "WGMMA_SWIZZLES", "FenceProxyAsyncOp", "RescaleInPlaceOp", "WgmmaCommitOp", "WgmmaDescOp",
           "WgmmaFenceOp", "WgmmaOp", "WgmmaRsOp", "WgmmaWaitOp"]
