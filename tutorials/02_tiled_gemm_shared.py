"""Tutorial 02: a tiled GEMM through shared memory (no tensor cores yet).

    python tutorials/02_tiled_gemm_shared.py                       # on a GPU
    TILELANG_TARGET=cpu python tutorials/02_tiled_gemm_shared.py   # anywhere

``C = A @ B`` with A (M, K), B (K, N), all float32.  Computing it straight from
global memory reads every element of A N times and every element of B M times; a
GPU can do some 40 float32 FMAs in the time it loads one float from DRAM, so that kernel
would wait on memory all the time.  The cure is *tiling*: each block owns a
``block_M x block_N`` tile of C and walks over K in steps of ``block_K``.  At each
step it stages a ``block_M x block_K`` slab of A and a ``block_K x block_N`` slab of
B in shared memory, and every element staged there is used ``block_N`` (for A) or
``block_M`` (for B) times.  With 128 x 128 tiles that is 128 uses per load: the
kernel now does 64 FMAs per float it reads from global memory (2 * 128 * 128 FLOPs
per 2 * 128 floats in each k step), enough to keep the arithmetic units busy.

The kernel, piece by piece
--------------------------
* ``C_f = T.alloc_fragment((block_M, block_N), "float32")``: the running sums.  A
  *fragment* is a tile spread over the registers of the block's threads; here 256
  threads hold 128 * 128 floats, 64 each.  Registers are the only memory fast enough
  to accumulate into.
* ``for ko in T.serial(T.ceildiv(K, block_K))``: the walk over K, one step after
  the other; two ``T.copy`` calls stage the slabs (the ragged edges of A and B read
  as zeros, so a K that is no multiple of block_K is still right).
* ``for k in T.serial(block_K): for i, j in T.Parallel(block_M, block_N):
  C_f[i, j] += A_s[i, k] * B_s[k, j]``: a rank-1 update of the whole tile per k.
  ``T.Parallel`` over a fragment runs where the fragment lives: each thread updates
  the 64 elements it holds, reading the A and B values it needs from shared memory.
* ``T.copy(C_f, C[...])`` writes the tile back (the edge is not written).

You write no barriers.  The printed outline of the lowered kernel shows the two the
compiler adds in the K loop: one before the slabs are overwritten (every thread must
be done reading the previous slab: a write-after-read hazard) and one after the
copies (a thread reads elements other threads wrote: read-after-write).  Between them,
each copy is a ``cp_async`` per thread, committed and waited for on its own.  Inside,
the unrolled loop over the thread's 64 registers ``l`` loads ``C_f[l]``, one A and one B
value from shared memory and stores the sum back -- registers, since ``C_f`` became a
per-thread ``local`` array.  On the simulator (``TILELANG_TARGET=sim``) a missing
barrier would be reported as a race, with both source lines.

Which elements does a thread hold?
----------------------------------
That is the fragment's *layout*, chosen by ``layout-inference``.  The script prints
it for thread 0: rows 0, 8, 16, ... 120 and columns 0-3.  So at each k, thread 0
reads 16 values of A (one per row) and 4 of B (one per column) from shared memory
and does 64 FMAs with them: register reuse is what makes shared memory fast enough.
(A hand-written SGEMM would give each thread a square sub-tile, 8 x 8: 16 loads per
64 FMAs instead of 20.  ``T.annotate_layout`` accepts such a layout, but the lowering
does not support it yet -- see the README.)

What to look at in the output
-----------------------------
* the ``check:`` line: float32 accumulation against a float64 torch reference;
* the ``time:`` line on a GPU: TFLOP/s of this kernel next to cuBLAS's float32 GEMM
  (``torch.matmul`` with TF32 off).  Expect a fraction of cuBLAS: the CUDA cores do one
  FMA per thread per cycle, and the next tutorial moves the inner product onto the
  tensor cores, which do a 16 x 8 x 16 block per warp instruction.
"""

import numpy as np
import torch

import tilelang
import tilelang.language as T
from _support import Tutorial, outline


@tilelang.jit(out_idx=[-1])
def simt_gemm(M, N, K, block_M=128, block_N=128, block_K=8, threads=256):
    @T.prim_func
    def main(A: T.Tensor((M, K), "float32"), B: T.Tensor((K, N), "float32"), C: T.Tensor((M, N), "float32")):
        with T.Kernel(T.ceildiv(N, block_N), T.ceildiv(M, block_M), threads=threads) as (bx, by):
            A_s = T.alloc_shared((block_M, block_K), "float32")
            B_s = T.alloc_shared((block_K, block_N), "float32")
            C_f = T.alloc_fragment((block_M, block_N), "float32")
            T.clear(C_f)
            for ko in T.serial(T.ceildiv(K, block_K)):
                T.copy(A[by * block_M, ko * block_K], A_s)
                T.copy(B[ko * block_K, bx * block_N], B_s)
                for k in T.serial(block_K):
                    for i, j in T.Parallel(block_M, block_N):
                        C_f[i, j] += A_s[i, k] * B_s[k, j]
            T.copy(C_f, C[by * block_M, bx * block_N])
    return main


def show_thread_elements(kernel, buffer="C_f", thread=0):
    """Print which elements of ``buffer`` one thread holds, from the inferred layout."""
    module = tilelang.lower(kernel.prim_func, until="layout-inference")
    frag = next(op.result.type.layout for op in module.walk()
                if op.name == "alloc_fragment" and op.result.name == buffer)
    rows, cols = frag.shape
    owner = np.asarray(frag.thread_of(*np.meshgrid(np.arange(rows), np.arange(cols), indexing="ij")))
    mine_r, mine_c = np.nonzero(owner == thread)
    print(f"layout of {buffer}: {frag.num_threads} threads x {frag.local_shape[0]} registers; thread {thread} "
          f"holds rows {_span(mine_r)} x columns {_span(mine_c)}")
    print(f"  as text: {frag!r}")


def _span(values) -> str:
    """``0, 8, ..., 120 (16)`` for an arithmetic sequence, else the list."""
    v = sorted(set(int(x) for x in values))
    if len(v) > 3 and all(b - a == v[1] - v[0] for a, b in zip(v, v[1:])):
        return f"{v[0]}, {v[1]}, ..., {v[-1]} ({len(v)})"
    return ", ".join(map(str, v))


def main():
    tut = Tutorial("02 tiled GEMM in shared memory")
    M, N, K = tut.size((200, 136, 72), (4096, 4096, 4096))  # ragged on the interpreter
    print(f"problem: C[{M}, {N}] = A[{M}, {K}] @ B[{K}, {N}], float32")
    kernel = tut.compiled("simt_gemm", simt_gemm(M, N, K))
    show_thread_elements(kernel)
    print("\nthe lowered kernel, outlined (loops, branches, memory ops, barriers):")
    print(outline(str(tilelang.lower(kernel.prim_func)),
                  ("alloc_shared", "cp_async", "cp_async_commit", "cp_async_wait", "barrier", "load", "store")))
    tut.stop_if_compile_only()

    a, b = tut.randn(M, K, dtype=torch.float32), tut.randn(K, N, dtype=torch.float32)
    c = kernel(a, b)
    # float32 sums of K products: the rounding error grows like sqrt(K) * 2**-24, about
    # 1e-6 relative here; a lost k-slab or a misplaced tile is >= 1e-2.
    tut.check("C = A @ B against torch (float64)", c, a.double() @ b.double(), tol=1e-4)
    torch.backends.cuda.matmul.allow_tf32 = False  # compare with a true float32 GEMM
    tut.time("simt_gemm", kernel, (a, b), work=2.0 * M * N * K, unit="TFLOP/s",
             torch_fn=lambda: torch.matmul(a, b), torch_what="cuBLAS float32 (torch.matmul)")
    tut.finish()


if __name__ == "__main__":
    main()
