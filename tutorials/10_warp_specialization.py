"""Tutorial 10: a producer warp -- ``T.Pipelined(..., warp_specialize=True)``.

    python tutorials/10_warp_specialization.py                       # on a GPU (Hopper for the roles)
    TILELANG_TARGET=cpu python tutorials/10_warp_specialization.py   # anywhere

Tutorial 04's pipelined loop has every thread take turns: each k-step the whole
block meets at a barrier, then issues the copies of a later step, then computes.
The copies can run at most ``num_stages - 1`` steps ahead of the *slowest* warp, and
every warp pays for the barrier and the issue.  On Hopper (sm_90) a copy of a whole
tile is one TMA instruction, issued by one thread -- so one warp can do all of the
issuing, and the others need never stop for it.  That is *warp specialization*:

    for ko in T.Pipelined(T.ceildiv(K, block_K), num_stages=4, warp_specialize=True):

The body is unchanged; the ``warp-specialize`` pass splits the block in two roles
(read the outline this script prints):

* ``specialize {consumer_threads = 256}``: the block gets one warpgroup more (384
  threads).  Threads 0-255 run the kernel as written (the *consumers*), the new
  warpgroup runs the *producer* region.  Issuing copies takes few registers, so the
  producer gives its registers back (``set_max_nreg {count = 40, inc = false}``) and
  the consumers take them (``set_max_nreg {count = 232, ...}``: sm_90a's
  ``setmaxnreg``; 168 a thread otherwise).  With one consumer warpgroup, or with the
  ``setmaxnreg`` option off, the producer is one warp.
* **Producer**: one thread loops over the k-steps; for step ``n`` it waits on the
  stage's "empty" mbarrier (``mbarrier_wait %empty_bar``) -- until the consumers have
  released the stage's previous use -- and issues the step's ``tma_load``s into it.
  The whole ring of ``num_stages`` is in flight.
* **Consumers**: each step waits on the stage's "full" mbarrier (both copies of the
  step arm it), runs the wgmmas, and after the ``wgmma_wait`` that completes a group
  each warp arrives on that group's stage's empty mbarrier (``mbarrier_arrive ...
  {per_warp = true}``).  No ``barrier`` and no copy is left in their loop.

Where no TMA exists (before sm_90, or the CPU interpreter, which runs the tile-level
program) the loop is pipelined as in tutorial 04.  The simulator runs the two roles
in turns, switching at mbarrier waits: a release before the reads is reported as a
race, a missing one as a hang -- the script runs the sm_90a form there too.

What to look at in the output
-----------------------------
* the outline of the lowered sm_90a kernel (``tilelang.lower(f, arch="sm_90a")``;
  ``until="warp-specialize"`` stops right after the split);
* ``check:`` lines: the kernel on the target, and the sm_90a form with its roles on
  the simulator (at the small size, on every target);
* on a GPU, ``time:`` lines: TFLOP/s with and without the producer warp, and cuBLAS.
"""

import torch

import tilelang
import tilelang.language as T
from _support import Tutorial, bench_torch, outline


@tilelang.jit(out_idx=[-1])
def gemm(M, N, K, warp_specialize, num_stages=4, block_M=128, block_N=128, block_K=64, threads=256):
    @T.prim_func
    def main(A: T.Tensor((M, K), "float16"), B: T.Tensor((N, K), "float16"), C: T.Tensor((M, N), "float16")):
        with T.Kernel(T.ceildiv(N, block_N), T.ceildiv(M, block_M), threads=threads) as (bx, by):
            A_s = T.alloc_shared((block_M, block_K), "float16")
            B_s = T.alloc_shared((block_N, block_K), "float16")
            C_f = T.alloc_fragment((block_M, block_N), "float32")
            T.clear(C_f)
            for ko in T.Pipelined(T.ceildiv(K, block_K), num_stages=num_stages, warp_specialize=warp_specialize):
                T.copy(A[by * block_M, ko * block_K], A_s)
                T.copy(B[bx * block_N, ko * block_K], B_s)
                T.gemm(A_s, B_s, C_f, transpose_B=True)
            T.copy(C_f, C[by * block_M, bx * block_N])
    return main


SHOWN = ("specialize", "tma_load", "mbarrier_wait", "mbarrier_arrive", "wgmma", "barrier", "set_max_nreg")


def main():
    tut = Tutorial("10 warp specialization")
    M, N, K = tut.size((256, 256, 384), (4096, 4096, 4096))
    print(f"problem: C[{M}, {N}] = A[{M}, {K}] @ B[{N}, {K}].T, float16, 4 stages")
    kernels = {ws: tut.compiled(f"gemm(warp_specialize={ws})", gemm(M, N, K, ws)) for ws in (True, False)}

    print("\n--- warp_specialize=True, lowered for sm_90a (every pass), outlined:")
    print(outline(str(tilelang.lower(kernels[True].prim_func, arch="sm_90a")), SHOWN))
    tut.stop_if_compile_only()

    a, b = tut.randn(M, K), tut.randn(N, K)
    ref = a.double() @ b.double().T
    for ws, kernel in kernels.items():
        tut.check(f"warp_specialize={ws}: C = A @ B.T against torch (float64)", kernel(a, b), ref, tol=1e-3)
    # the roles themselves, thread by thread, on every target (the small problem: seconds)
    sm, sn, sk = 256, 256, 384
    roles = tilelang.compile(gemm(sm, sn, sk, True).prim_func, out_idx=[-1], target="sim", arch="sm_90a")
    a_small, b_small = a[:sm, :sk].cpu(), b[:sn, :sk].cpu()
    tut.check("sm_90a form, producer warp and consumers on the simulator", roles(a_small, b_small),
              a_small.double() @ b_small.double().T, tol=1e-3)
    for ws, kernel in kernels.items():
        tut.time(f"warp_specialize={ws}", kernel, (a, b), work=2.0 * M * N * K, unit="TFLOP/s")
    if tut.gpu:
        us = bench_torch(lambda: torch.matmul(a, b.T))
        print(f"time: cuBLAS float16 (torch.matmul): {us:.1f} us, {2.0 * M * N * K / us / 1e6:.2f} TFLOP/s")
    tut.finish()


if __name__ == "__main__":
    main()
