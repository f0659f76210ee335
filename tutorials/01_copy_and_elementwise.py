"""Tutorial 01: a copy and an element-wise kernel.

    python tutorials/01_copy_and_elementwise.py                       # on a GPU
    TILELANG_TARGET=cpu python tutorials/01_copy_and_elementwise.py   # anywhere

A tilelang kernel describes what one *block* of threads does to one *tile* of the
data.  You say how the problem is cut into tiles and what happens to a tile; the
compiler decides which thread touches which element.  This tutorial shows the two
constructs everything later is built from: ``T.copy`` (move a tile) and
``T.Parallel`` (do something to every element of a tile).

The grid of blocks
------------------
``with T.Kernel(T.ceildiv(N, block_N), T.ceildiv(M, block_M), threads=128) as (bx, by)``
launches one block per tile of the (M, N) matrix: ``bx`` walks the columns of tiles,
``by`` the rows.  ``T.ceildiv`` rounds up, so a matrix that is not a multiple of the
tile size gets a last, partial tile.  ``threads=128`` is how many threads each block
has; the kernel body never names a thread -- it talks about tiles.

The copy kernel
---------------
``T.copy(A[by * block_M, bx * block_N], A_s)`` copies the tile whose top-left corner
is that element of the global tensor ``A`` into the shared-memory buffer ``A_s``
(``T.alloc_shared``: memory every thread of the block sees).  The extent of the copy is
the other side's shape, ``(block_M, block_N)``.  At the ragged edge the elements past
the end of ``A`` are not read (the shared copy gets zeros) and, in the copy back,
not written: you write no bounds checks.

What the compiler does with it: the global -> shared half gets a *coalesced*
thread mapping -- consecutive threads take consecutive 16-byte vectors of a row (8
float16 each), so a warp reads 512 contiguous bytes at once -- and becomes
``cp.async`` 16-byte copies with a predicate for the edge, then a wait and a barrier
(the shared -> global half reads what other threads wrote).  The shared -> global
half hands each thread a 16-byte run of a row too, and the ``vectorize`` pass turns
the run's eight element loads and stores into one ``vec_load`` from shared memory
and one ``vec_store`` to global memory (it proves the run is consecutive, aligned
and under one guard first; otherwise it leaves the elements alone).  Going through shared memory is pointless for a plain copy
(it is the staging step every GEMM needs, which is why it is shown); a copy measures
what the memory system gives you: on the GPU this prints GB/s next to torch's
``copy_``, which is as fast as a copy gets.

The element-wise kernel
-----------------------
``for i, j in T.Parallel(block_M, block_N):`` says: this body, for every (i, j) of
the tile, in any order.  The example is the SwiGLU gate of a transformer MLP,
``out = silu(x) * g = x * sigmoid(x) * g``, in float16 with float32 arithmetic:
``T.cast(X[r, c], "float32")`` widens explicitly, and the final ``T.cast(..., "float16")``
is required -- tilelang only converts implicitly where no value can change, so storing
a float32 into a float16 tensor without a cast is an error at your line.  Here the
kernel indexes global memory directly, so the edge needs the guard ``if r < M and
c < N``.  The compiler flattens the tile and gives thread ``t`` the elements
``t, t + 128, t + 256, ...`` (a warp touches 32 neighbours at each step: coalesced,
though one element at a time for now), and emits one fused pass over memory: read
x and g, write out.  torch runs the same thing as ``silu`` then ``*`` (two kernels,
an extra round trip of the intermediate through memory) -- the bandwidth lines, which
count the bytes of x, g and out for both, show what fusion buys.

What to look at in the output
-----------------------------
* ``check:`` lines -- the relative error against torch on fresh random data (0 for
  the copy; the output was filled with NaN first, so an element the kernel never
  wrote would fail the check).
* ``time:`` lines -- on a GPU, microseconds and GB/s (bytes read + written per
  second) for the kernel and torch; on the interpreter only its wall time, which is
  not a GPU timing.
* the outline of the lowered copy: a loop of ``cp_async`` (``bytes = 16`` when rows
  are 16-byte aligned; the interpreter's 300-wide rows are only 8-byte aligned, so
  there it is 8), ``cp_async_commit`` / ``cp_async_wait`` / ``barrier``, then a loop
  of ``vec_load`` from shared and ``vec_store`` to global under an ``if`` -- the edge
  guard you did not write.  The outline keeps the loops, branches and memory ops of
  ``tilelang.lower(func)`` (the full thread-level IR, mostly index arithmetic);
  ``kernel.ir`` prints the tile-level IR, and on CUDA ``kernel.get_kernel_source()``
  the generated CUDA C++, with ``#line`` directives pointing back at this file.
"""

import torch

import tilelang
import tilelang.language as T
from _support import Tutorial, outline


@tilelang.jit
def tile_copy(M, N, block_M=64, block_N=128, dtype="float16"):
    @T.prim_func
    def main(A: T.Tensor((M, N), dtype), B: T.Tensor((M, N), dtype)):
        with T.Kernel(T.ceildiv(N, block_N), T.ceildiv(M, block_M), threads=128) as (bx, by):
            A_s = T.alloc_shared((block_M, block_N), dtype)
            T.copy(A[by * block_M, bx * block_N], A_s)
            T.copy(A_s, B[by * block_M, bx * block_N])
    return main


@tilelang.jit(out_idx=[-1])  # the last parameter is allocated by the call and returned
def swiglu(M, N, block_M=32, block_N=256, dtype="float16"):
    @T.prim_func
    def main(X: T.Tensor((M, N), dtype), G: T.Tensor((M, N), dtype), Out: T.Tensor((M, N), dtype)):
        with T.Kernel(T.ceildiv(N, block_N), T.ceildiv(M, block_M), threads=128) as (bx, by):
            for i, j in T.Parallel(block_M, block_N):
                r = by * block_M + i
                c = bx * block_N + j
                if r < M and c < N:
                    x = T.cast(X[r, c], "float32")
                    Out[r, c] = T.cast(x * T.sigmoid(x) * T.cast(G[r, c], "float32"), dtype)
    return main


def main():
    tut = Tutorial("01 copy and element-wise")
    # Ragged on purpose on the interpreter (1000 = 15 * 64 + 40, 300 = 2 * 128 + 44):
    # the partial tiles exercise the edge handling.  On the GPU: 128 MiB per tensor,
    # far larger than L2, so the timing is a DRAM bandwidth.
    M, N = tut.size((1000, 300), (8192, 8192))
    print(f"problem: ({M}, {N}) float16")
    copy_k = tut.compiled("tile_copy", tile_copy(M, N))
    swiglu_k = tut.compiled("swiglu", swiglu(M, N))
    print("\ntile_copy lowered to threads (tilelang.lower), outlined -- what one thread runs:")
    print(outline(str(tilelang.lower(copy_k.prim_func)),
                  ("alloc_shared", "cp_async", "cp_async_commit", "cp_async_wait", "barrier", "load", "store",
                   "vec_load", "vec_store")))
    tut.stop_if_compile_only()

    a = tut.randn(M, N)
    b = torch.full_like(a, float("nan"))  # every element the kernel fails to write stays NaN
    copy_k(a, b)
    tut.check("copy: B == A, every element written", b, a, tol=0.0)
    tut.time("tile_copy", copy_k, (a, b), work=2 * a.numel() * a.element_size(), unit="GB/s",
             torch_fn=lambda: b.copy_(a), torch_what="torch copy_")

    x, g = tut.randn(M, N), tut.randn(M, N)
    out = swiglu_k(x, g)
    ref = torch.nn.functional.silu(x.float()) * g.float()  # float32 reference
    # float16 output: each element rounds once (2**-11 relative); sigmoid's own error is
    # far below that.  A wrong element (or a missed edge) is an O(1) error.
    tut.check("swiglu: silu(x) * g against torch (float32)", out, ref, tol=1e-3)
    tut.time("swiglu", swiglu_k, (x, g), work=3 * x.numel() * x.element_size(), unit="GB/s",
             torch_fn=lambda: torch.nn.functional.silu(x) * g, torch_what="torch silu(x) * g")
    tut.finish()


if __name__ == "__main__":
    main()
