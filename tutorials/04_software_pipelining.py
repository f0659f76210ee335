"""Tutorial 04: software pipelining -- what ``num_stages`` does.

    python tutorials/04_software_pipelining.py                       # on a GPU
    TILELANG_TARGET=cpu python tutorials/04_software_pipelining.py   # anywhere

The kernel of tutorial 03 runs each k-step as: start the copies of the A and B
slabs, wait for them, compute.  While the copies are in flight the tensor cores have
nothing to do, and while they compute the memory system idles.  The copies are
``cp.async`` -- the hardware moves the data global -> shared in the background while
the threads go on -- so the fix is to start them early: while slab ``ko`` is being
multiplied, slabs ``ko + 1 ... ko + num_stages - 1`` are already on their way, each
into its own buffer.  That is *software pipelining*, and in tilelang it is one word:

    for ko in T.Pipelined(T.ceildiv(K, block_K), num_stages=3):

The loop body is the same as before -- it still says "copy slab ko, then multiply
it" -- and the ``pipeline`` pass rewrites it.  The interpreter runs the tile-level
program, where the order of copies does not matter; on ``sim`` and CUDA the
rewritten loop runs, and the simulator would report any read of a buffer whose copy
has not landed.

What the ``pipeline`` pass does (read the two outlines this script prints)
--------------------------------------------------------------------------
*Before* (IR after ``lower-tile-ops``): the loop carries ``kind = pipelined,
num_stages = 3``; in its body each copy is a loop of ``cp_async`` (one 16-byte
vector per thread and step) closed by its own ``cp_async_commit`` and
``cp_async_wait`` (no ``pending``: wait for everything), then ``ldmatrix``/``mma``.  The
``barrier`` lines are candidates at this point, around every access to shared
memory; ``insert-barriers`` later keeps only those that order a conflict.

*After* (IR after ``pipeline``):

* **Multi-buffering.** Each shared buffer a copy fills gets ``num_stages`` copies,
  stacked along its first dimension: ``A_s`` grows from ``[128, 32]`` to ``[384, 32]``;
  iteration ``ko`` writes stage ``ko % 3``.
* **Prologue.** Before the loop, stages 0 and 1 are issued, each behind an ``if``
  (slab 1 does not exist when K has a single slab) and closed with
  ``cp_async_commit``: a *commit group* is the unit the hardware can wait for.
* **Steady state.** Each iteration first runs ``cp_async_wait {pending = 1}``: wait
  until at most one group -- the newest, slab ``ko + 1`` -- is still in flight, i.e.
  slab ``ko`` has landed.  Then one ``barrier``, which does two jobs: every thread now
  sees every other thread's part of slab ``ko``, and every thread has finished
  reading stage ``(ko + 2) % 3`` (it held slab ``ko - 1``), which is refilled next.
  Then slab ``ko + 2`` is issued (guarded by ``ko + 2 < n``) and committed, and only
  then are slab ``ko``'s ``ldmatrix``/``mma`` run -- with two slabs loading behind them.
* **No epilogue.** The last iterations' issues are predicated off instead of being
  peeled into a separate tail, so any trip count -- also one below ``num_stages``, or
  a symbolic one -- is right with the same code.

* **Unrolled by its stages (optional).** The stage is carried by the loop, so each
  read of a staged buffer adds ``stage x`` its size to the thread's offset -- a
  multiply and an add per read in the SASS.  ``T.Pipelined(..., unroll_stages=True)``
  has the ``unroll-stages`` pass (after ``vectorize``) copy the body once per stage,
  copy j on the constant stage j, so every staged address is a register plus a
  constant: worth it where the body makes many cheap shared reads (the M = 1 gemv of
  ``tilelang.ops`` plans it: 219 -> 169 SASS instructions a step), at the cost of a
  body ``num_stages`` times larger.

In general ``pending = num_stages - 2``; ``num_stages=1`` leaves the loop as in
tutorial 03 (nothing to overlap), and ``num_stages=2`` is double buffering.  More
stages hide more latency but cost shared memory (``num_stages x (A + B slabs)``: 16
KiB per stage here) and so fewer resident blocks; on a GPU the script times 1 to 4.

What to look at in the output
-----------------------------
* the two outlines (before/after the ``pipeline`` pass); ``tilelang.lower(f,
  until="pipeline")`` gives the full IR, ``TILELANG_DUMP_IR=<dir>`` writes it after
  every pass;
* a ``check:`` line per ``num_stages``;
* on a GPU, ``time:`` lines: TFLOP/s per ``num_stages`` and cuBLAS.
"""

import torch

import tilelang
import tilelang.language as T
from _support import Tutorial, bench_torch, outline


@tilelang.jit(out_idx=[-1])
def pipelined_gemm(M, N, K, num_stages, block_M=128, block_N=128, block_K=32, threads=128):
    @T.prim_func
    def main(A: T.Tensor((M, K), "float16"), B: T.Tensor((K, N), "float16"), C: T.Tensor((M, N), "float16")):
        with T.Kernel(T.ceildiv(N, block_N), T.ceildiv(M, block_M), threads=threads) as (bx, by):
            A_s = T.alloc_shared((block_M, block_K), "float16")
            B_s = T.alloc_shared((block_K, block_N), "float16")
            C_f = T.alloc_fragment((block_M, block_N), "float32")
            T.clear(C_f)
            for ko in T.Pipelined(T.ceildiv(K, block_K), num_stages=num_stages):
                T.copy(A[by * block_M, ko * block_K], A_s)
                T.copy(B[ko * block_K, bx * block_N], B_s)
                T.gemm(A_s, B_s, C_f)
            T.copy(C_f, C[by * block_M, bx * block_N])
    return main


SHOWN = ("alloc_shared", "cp_async", "cp_async_commit", "cp_async_wait", "barrier", "ldmatrix", "mma")


def main():
    tut = Tutorial("04 software pipelining")
    M, N, K = tut.size((256, 256, 160), (4096, 4096, 4096))
    stage_counts = tut.size((1, 3), (1, 2, 3, 4))
    print(f"problem: C[{M}, {N}] = A[{M}, {K}] @ B[{K}, {N}], float16; num_stages in {stage_counts}")
    kernels = {s: tut.compiled(f"pipelined_gemm(num_stages={s})", pipelined_gemm(M, N, K, s))
               for s in stage_counts}

    func = kernels[3].prim_func
    print("\n--- num_stages=3, before the pipeline pass (tilelang.lower(f, until='lower-tile-ops')), outlined:")
    print(outline(str(tilelang.lower(func, until="lower-tile-ops")), SHOWN))
    print("\n--- after the pipeline pass (tilelang.lower(f, until='pipeline')), outlined:")
    print(outline(str(tilelang.lower(func, until="pipeline")), SHOWN))
    tut.stop_if_compile_only()

    a, b = tut.randn(M, K), tut.randn(K, N)
    ref = a.double() @ b.double()
    for s, kernel in kernels.items():
        c = kernel(a, b)
        # As in tutorial 03: float16 output rounding dominates (~3e-4); a slab computed
        # from a stage that was not yet (or no longer) loaded gives errors of order 1e-1.
        tut.check(f"num_stages={s}: C = A @ B against torch (float64)", c, ref, tol=1e-3)
    for s, kernel in kernels.items():
        tut.time(f"num_stages={s}", kernel, (a, b), work=2.0 * M * N * K, unit="TFLOP/s")
    if tut.gpu:
        us = bench_torch(lambda: torch.matmul(a, b))
        print(f"time: cuBLAS float16 (torch.matmul): {us:.1f} us, {2.0 * M * N * K / us / 1e6:.2f} TFLOP/s")
    tut.finish()


if __name__ == "__main__":
    main()
