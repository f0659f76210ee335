"""Tutorial 03: tensor cores -- T.gemm, fragments and layouts.

    python tutorials/03_tensor_cores.py                       # on a GPU
    TILELANG_TARGET=cpu python tutorials/03_tensor_cores.py   # anywhere

Tutorial 02 did the inner product on the CUDA cores, one FMA per thread per
instruction.  A tensor core multiplies small matrices: on Ampere and Hopper one
``mma.sync.m16n8k16`` instruction, issued by a whole warp, computes
``D[16, 8] = A[16, 16] @ B[16, 8] + C[16, 8]`` in float16 with float32 accumulation --
2048 multiply-adds per warp instruction instead of 32.  This tutorial swaps the inner
loop of tutorial 02 for ``T.gemm`` and shows what the compiler builds from it.

The kernel
----------
The same tiling as before, in float16 now, with ``T.gemm(A_s, B_s, C_f)`` instead of
the rank-1 updates: ``C_f += A_s @ B_s`` for the whole staged slab.  ``A_s`` and
``B_s`` are shared tiles, ``C_f`` a float32 fragment.  (``transpose_B=True`` would take
B as (N, K), the layout of a weight matrix; tutorial 05 uses it.)  The loop over K is
still ``T.serial``: copy, wait, compute, one slab after the other -- tutorial 04
overlaps them.

Fragments: who holds what
-------------------------
A tensor-core instruction does not read shared memory: each of the 32 lanes of the
warp brings its part of A, B and C in registers, in an order fixed by the hardware
(PTX ISA, "Matrix Fragments for mma.m16n8k16").  ``tilelang.layout`` has these as
``Fragment`` objects; ``print(mma_m16n8k16_c())`` draws the 16 x 8 accumulator with
``T<thread>:<register>`` in each cell -- the picture this script prints.  Read it row
by row: lane 0 holds (0, 0) and (0, 1) in registers 0 and 1 and the same two columns
of row 8 in registers 2 and 3; lanes 0-3 cover row 0, lanes 4-7 row 1, and so on.
The A operand (16 x 16, 8 registers per lane) follows the same pattern twice.

Layout inference builds the block's fragments out of these.  With 128 threads (4
warps) and a 128 x 128 accumulator it chooses a 2 x 2 grid of warps, each warp owning
a 64 x 64 quarter made of 4 x 8 accumulator tiles: 32 tiles x 4 registers = 128
float32 registers per thread.  The script prints the warp that owns each 16 x 8 tile
and the inferred ``C_f`` layout as text.  ``T.Parallel`` loops over ``C_f`` (a bias, an
activation) and ``T.copy(C_f, C[...])`` follow this layout: each thread touches the
elements it already holds, no data moves between threads.

The shared tiles get a layout too: an XOR *swizzle* of the 16-byte chunks of each row,
so that the 8 rows an ``ldmatrix`` reads at once fall into different banks.  The
kernel keeps writing ``A_s[i, k]``; the compiler maps every access through the layout.

What the compiler emits
-----------------------
``tilelang.lower(func)`` runs the pass pipeline; the outline printed below keeps only
loops, memory and tensor-core ops.  Each 32-wide k-slab is two 16-wide steps
(``%kk``); per step each warp issues 4 ``ldmatrix`` for A (one instruction loads a
whole 16 x 16 A fragment from shared memory, 8 float16 per lane), 4 for B (four 8 x 8
matrices each: two 8-wide n-blocks of the 16-deep step, ``.trans`` because B_s has n,
not k, contiguous) and 32 ``mma``, one per 16 x 8 tile of its 64 x 64 quarter.  Note the copies: each ``T.copy`` waits for
its own ``cp_async`` before the next one starts, and the mma units idle during both
-- tutorial 04 overlaps them.

On Hopper
---------
Built for an H100 (sm_90a) the same ``T.gemm`` takes the warpgroup MMA instead:
``wgmma.mma_async`` m64nNk16, issued by 4 warps together, reads both tiles straight
from shared memory through 64-bit descriptors -- no ``ldmatrix``, no operand registers.
Layout inference then picks the layouts a descriptor can name (A_s K-major in 64-byte
swizzled rows; B_s, whose n is contiguous, in 128-byte panels) and the accumulator
layout of the instruction.  The script prints that outline too
(``tilelang.lower(func, arch="sm_90a")``; docs/lowering_hopper.md).

What to look at in the output
-----------------------------
* the fragment pictures and the warp map;
* the outline: ``cp_async`` (tutorial 01's copies), ``barrier``, ``ldmatrix``, ``mma``;
* ``check:`` -- float16 inputs, float32 accumulation, float16 output against a
  float64 reference: the output rounding (about 3e-4 relative) dominates;
* ``time:`` on a GPU -- TFLOP/s next to cuBLAS (``torch.matmul`` in float16).
  Without pipelining the tensor cores idle while each slab loads; tutorial 04 fixes that.
"""

import numpy as np
import torch

import tilelang
import tilelang.language as T
from tilelang.layout import mma_m16n8k16_a, mma_m16n8k16_c
from _support import Tutorial, outline


@tilelang.jit(out_idx=[-1])
def tc_gemm(M, N, K, block_M=128, block_N=128, block_K=32, threads=128):
    @T.prim_func
    def main(A: T.Tensor((M, K), "float16"), B: T.Tensor((K, N), "float16"), C: T.Tensor((M, N), "float16")):
        with T.Kernel(T.ceildiv(N, block_N), T.ceildiv(M, block_M), threads=threads) as (bx, by):
            A_s = T.alloc_shared((block_M, block_K), "float16")
            B_s = T.alloc_shared((block_K, block_N), "float16")
            C_f = T.alloc_fragment((block_M, block_N), "float32")
            T.clear(C_f)
            for ko in T.serial(T.ceildiv(K, block_K)):
                T.copy(A[by * block_M, ko * block_K], A_s)
                T.copy(B[ko * block_K, bx * block_N], B_s)
                T.gemm(A_s, B_s, C_f)
            T.copy(C_f, C[by * block_M, bx * block_N])
    return main


def inferred_layouts(kernel) -> dict:
    """name -> layout of every shared and fragment buffer, as layout inference chose them."""
    module = tilelang.lower(kernel.prim_func, until="layout-inference")
    return {op.result.name: op.result.type.layout for op in module.walk()
            if op.name in ("alloc_shared", "alloc_fragment") and op.result.type.layout is not None}


def warp_map(frag, tile=(16, 8)) -> str:
    """The warp that holds each ``tile`` of a fragment, as a grid of digits."""
    rows, cols = frag.shape
    r, c = np.meshgrid(np.arange(0, rows, tile[0]), np.arange(0, cols, tile[1]), indexing="ij")
    warps = np.asarray(frag.thread_of(r, c)) // 32
    return "\n".join("  " + " ".join(str(w) for w in row) for row in warps)


def main():
    tut = Tutorial("03 tensor cores: T.gemm, fragments, layouts")
    M, N, K = tut.size((256, 192, 96), (4096, 4096, 4096))  # N ragged on the interpreter
    print(f"problem: C[{M}, {N}] = A[{M}, {K}] @ B[{K}, {N}], float16 in, float32 accumulation")

    print("\nThe m16n8k16 accumulator (16 x 8, float32), as the hardware spreads it over a warp:")
    print(mma_m16n8k16_c())
    print("\nThe m16n8k16 A operand (16 x 16, float16):")
    print(mma_m16n8k16_a())

    kernel = tut.compiled("tc_gemm", tc_gemm(M, N, K))
    layouts = inferred_layouts(kernel)
    print("\nC_f (128 x 128): the warp holding each 16 x 8 accumulator tile (one digit per tile)")
    print(warp_map(layouts["C_f"]))
    print(f"C_f layout: {layouts['C_f']!r}")
    print(f"A_s layout (swizzled shared tile): {layouts['A_s']!r}")

    print("\nThe lowered kernel, outlined (loops, copies, barriers, ldmatrix, mma):")
    print(outline(str(tilelang.lower(kernel.prim_func)),
                  ("alloc_shared", "cp_async", "cp_async_wait", "barrier", "ldmatrix", "mma")))
    print("\nThe same kernel lowered for Hopper (sm_90a), outlined (wgmma from shared memory):")
    print(outline(str(tilelang.lower(kernel.prim_func, arch="sm_90a")),
                  ("alloc_shared", "cp_async", "cp_async_wait", "barrier", "wgmma_desc", "wgmma", "wgmma_wait")))
    tut.stop_if_compile_only()

    a, b = tut.randn(M, K), tut.randn(K, N)
    c = kernel(a, b)
    # Products of float16 values are exact in float32; the float32 sums err ~1e-6 and
    # rounding C to float16 adds <= 2**-11 per element: ~3e-4 norm-wise.
    tut.check("C = A @ B against torch (float64)", c, a.double() @ b.double(), tol=1e-3)
    tut.time("tc_gemm", kernel, (a, b), work=2.0 * M * N * K, unit="TFLOP/s",
             torch_fn=lambda: torch.matmul(a, b), torch_what="cuBLAS float16 (torch.matmul)")
    tut.finish()


if __name__ == "__main__":
    main()
