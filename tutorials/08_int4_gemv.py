"""Tutorial 08: small M -- a split-K INT4 GEMV.

    python tutorials/08_int4_gemv.py                       # on a GPU
    TILELANG_TARGET=cpu python tutorials/08_int4_gemv.py   # anywhere

At decode time a language model multiplies a handful of token vectors (M = 1 .. 16)
by each weight matrix.  Then every weight is used M times after it is loaded: at
M = 1 a weight byte (two int4 values) feeds 4 floating-point operations.  An H100
streams ~3 TB/s and computes ~1000 TFLOP/s on its tensor cores, so the time is the
time to read the weights -- N * K / 2 bytes -- and nothing else matters.  Tensor
cores do not help: an ``mma`` tile is at least 16 rows of A (at M = 1, 15 of them
zero padding), and it is not the math that is short.  What matters is reading every
weight byte exactly once, at full bandwidth, with enough arithmetic throughput
left to decode it.

The design (a simplified ``tilelang.ops`` gemv)
-----------------------------------------------
* **A warp per row of W.**  A block of 128 threads takes ``rows = 4`` rows of N;
  each row's 32 lanes split a ``block_K``-wide step of the row between them.  Each
  output C[m, n] is a dot product over K, so the lanes' partial sums are added at the
  end.
* **Whole words per thread.**  The packed tile is copied global -> shared with
  16-byte ``cp_async`` (``T.Pipelined``, as in tutorial 04), and each thread then
  reads whole 32-bit words of it: eight int4 values in one load, decoded by one
  ``dequant_i4`` (tutorial 07).  Here no weight permutation is needed: a GEMV does
  not feed an mma fragment, so any 8 values that share a word may go to one thread --
  the plain packing order is fine.  The accumulator ``acc`` (M, rows, block_K) float32
  is a fragment with an explicit layout, ``gemv_fragment`` from
  ``tilelang.ops.lowbit_kernels``: word w of row i goes to lane w % 32 of warp i, and
  within a word the slots follow ``dequant_i4``'s output order -- that is what lets
  ``T.Parallel``'s cast of ``B_s[i, j]`` take the fast path.  The script prints
  which (thread, slot) holds the first elements.
* **One weight, every row of A.**  The block takes all M rows of A: a decoded weight
  is multiplied into M accumulators (M * block_K / 32 registers a thread; why the
  library switches to the tensor-core GEMM above M = 4).
* **Warp-shuffle reduction.**  After the K loop, ``T.reduce_sum(acc, row_sum, dim=2)``
  adds each row's 32 lanes: first each thread's own slots, then 5 ``shfl`` xor steps
  (lanes 1, 2, 4, 8, 16 apart; after them every lane holds the sum) -- no shared
  memory, no barrier.
* **Split-K.**  N / rows blocks may be too few to fill 132 SMs (N = 1024: 256 blocks
  of 4 warps).  ``split_k`` blocks then share a row's K range, each its own chunk,
  and ``T.atomic_add`` their partial sums into a float32 C that the host zeroes
  first.  (The order of the additions is not fixed, so results can differ in the
  last bits from run to run.)

What to look at in the output
-----------------------------
* the fragment map (first slots of threads 0 and 1);
* the outline of the lowered kernel: ``cp_async``, ``packed_load ... : uint32`` and
  ``dequant_i4`` in the loop, the ``shfl`` reduction, ``atomic_add``;
* a ``check:`` line per M: the kernel against ``A @ dequantize(q, s).T`` and against
  ``tilelang.ops.int4_matmul`` (the library's kernel on the same weight);
* on a GPU: per M the time and the bandwidth (bytes moved / time: weights, scales,
  A and C) next to the copy bandwidth of the GPU (torch ``copy_`` of 1 GiB) -- the
  roof a GEMV can reach.
"""

import torch

import tilelang
import tilelang.language as T
from tilelang.ops import int4_matmul, prepare_int4
from tilelang.ops.lowbit_kernels import gemv_fragment
from _support import Tutorial, bench_torch, outline


@tilelang.jit(out_idx=None)
def int4_gemv(M, N, K, G, split_k, rows=4, block_K=256, num_stages=2, threads=128):
    steps = K // block_K // split_k  # k-steps per split
    sk = max(1, block_K // G)  # scale columns per step
    acc_layout = gemv_fragment(rows, block_K, threads, prepared=False, block_M=M)

    @T.prim_func
    def main(A: T.Tensor((M, K), "float16"), B: T.Tensor((N, K), "int4"),
             Scales: T.Tensor((N, K // G), "float16"), C: T.Tensor((M, N), "float32")):
        with T.Kernel(T.ceildiv(N, rows), split_k, threads=threads) as (bx, bs):
            B_s = T.alloc_shared((rows, block_K), "int4")
            A_s = T.alloc_shared((M, block_K), "float16")
            S_s = T.alloc_shared((rows, sk), "float16")
            acc = T.alloc_fragment((M, rows, block_K), "float32")  # per thread: M x its words
            row_sum = T.alloc_fragment((M, rows), "float32")
            T.annotate_layout({acc: acc_layout})
            T.clear(acc)
            for ko in T.Pipelined(steps, num_stages=num_stages):
                k0 = (bs * steps + ko) * block_K
                T.copy(B[bx * rows, k0], B_s)
                T.copy(A[0:M, k0:k0 + block_K], A_s)
                g0 = k0 // G
                T.copy(Scales[bx * rows:bx * rows + rows, g0:g0 + sk], S_s)
                for m, i, j in T.Parallel(M, rows, block_K):
                    w = T.cast(T.cast(B_s[i, j], "float16"), "float32") * T.cast(S_s[i, j // G], "float32")
                    acc[m, i, j] += w * T.cast(A_s[m, j], "float32")
            T.reduce_sum(acc, row_sum, dim=2)  # each thread's slots, then warp shuffles
            T.atomic_add(C[0:M, bx * rows:bx * rows + rows], row_sum)  # split-K partial sums
    return main


def choose_split(N, K, rows, block_K, sm_count=132):
    """Double split_k while the grid has fewer than 2 blocks per SM and K allows."""
    split, chunks = 1, K // block_K
    while -(-N // rows) * split < 2 * sm_count and chunks % (split * 2) == 0:
        split *= 2
    return split


def show_fragment(rows, block_K, threads):
    frag = gemv_fragment(rows, block_K, threads, prepared=False, block_M=1)
    for t in (0, 1, 32):
        held = sorted((frag.forward(0, i, j)[1], i, j) for i in range(rows) for j in range(block_K)
                      if frag.forward(0, i, j)[0] == t)
        print(f"  thread {t:2d}: row {held[0][1]} of W, slots 0..{len(held) - 1} hold k = {[j for _, _, j in held]}")
    print("  (one word of 8 nibbles a thread and step, in dequant_i4's output order: nibbles 0 4 1 5 2 6 3 7)")


SHOWN = ("cp_async", "dequant_i4", "shfl", "atomic_add")


def main():
    tut = Tutorial("08 split-K INT4 GEMV for small M")
    # On a GPU: an MLP up-projection of a 70B-class model; its 117 MB of int4 weights
    # exceed the 50 MB L2, so repeated calls still read them from HBM.
    N, K, G = tut.size((64, 1024, 128), (28672, 8192, 128))
    Ms = tut.size((1, 3), (1, 4, 16))
    rows, block_K = 4, 256
    split = tut.size(2, choose_split(N, K, rows, block_K))
    print(f"problem: C[M, {N}] = A[M, {K}] @ W[{N}, {K}].T, W int4 (group {G}), M in {Ms}; "
          f"{rows} rows a block, block_K {block_K}, split_k {split}, grid {-(-N // rows)} x {split}")
    kernels = {M: tut.compiled(f"int4_gemv(M={M})", int4_gemv(M, N, K, G, split)) for M in Ms}
    print("the accumulator layout (gemv_fragment): the slots of acc[0, i, k] a thread holds")
    show_fragment(rows, block_K, 128)
    print(f"\n--- the lowered kernel for M={Ms[0]}, outlined:")
    print(outline(str(tilelang.lower(kernels[Ms[0]].prim_func)), SHOWN))
    tut.stop_if_compile_only()

    w = tut.randn(N, K, scale=0.05)
    q, s = tilelang.quantize(w, "int4", group_size=G)
    w_hat = tilelang.dequantize(q, "int4", s, group_size=G, out_dtype=torch.float32)
    prepared = prepare_int4(q, s, group_size=G)
    runs = {}
    for M, kernel in kernels.items():
        a = tut.randn(M, K)
        c = torch.zeros(M, N, dtype=torch.float32, device=tut.device)  # split-K adds into zeros
        kernel(a, q, s, c)
        # The weights are scaled and summed in float32 (no float16 rounding): ~1e-7; a
        # wrong word, nibble order or lane gives errors of order 1.  int4_matmul rounds
        # its output to float16 (~2e-4).
        tut.check(f"M={M}: C = A @ dequantize(q, s).T against torch (float64)", c,
                  a.double() @ w_hat.double().T, tol=1e-3)
        tut.check(f"M={M}: against tilelang.ops.int4_matmul (float16 output)", c, int4_matmul(a, prepared),
                  tol=2e-3)
        runs[M] = (a, c)
    copy_gbs = None
    if tut.gpu:
        src = torch.empty(1 << 30, dtype=torch.uint8, device="cuda")
        dst = torch.empty_like(src)
        copy_gbs = 2 * src.numel() / bench_torch(lambda: dst.copy_(src)) / 1e3  # read + write, GB/s
        del src, dst
    for M, (a, c) in runs.items():
        moved = N * K // 2 + s.numel() * 2 + a.numel() * 2 + c.numel() * 4  # weights, scales, A, C
        us = tut.time(f"int4_gemv(M={M})", kernel=kernels[M], args=(a, q, s, c), work=moved, unit="GB/s")
        if us is not None:
            print(f"  {moved / 1e6:.1f} MB moved; copy bandwidth (torch copy_ of 1 GiB): {copy_gbs:.0f} GB/s; "
                  f"the gemv reaches {moved / us / 1e3 / copy_gbs * 100:.0f}% of it")
    tut.finish()


if __name__ == "__main__":
    main()
