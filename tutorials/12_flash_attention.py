"""Tutorial 12: FlashAttention, built from the tiled GEMM.

    python tutorials/12_flash_attention.py                       # on a GPU
    TILELANG_TARGET=cpu python tutorials/12_flash_attention.py   # anywhere

Attention is two matrix products with a softmax between them:

    O = softmax(Q K^T * scale) V        Q (Sq, D), K and V (Sk, D), per (batch, head)

Written as three kernels it stores the (Sq, Sk) score matrix S in global memory and
reads it back twice: at 16 k tokens that is 16k x 16k x 2 bytes = 512 MiB per head,
far more traffic than Q, K and V themselves.  FlashAttention never stores S.  This
tutorial gets there in three steps from the GEMM of tutorials 02-04.

Step 1: S = Q K^T is a tiled GEMM
---------------------------------
A block owns ``block_M`` query rows.  It copies its Q tile to shared memory once and
walks the keys in blocks of ``block_N``: per step the K tile goes to shared memory and
``T.gemm(Q_s, K_s, acc_s, transpose_B=True)`` makes the (block_M, block_N) tile of
scores in a float32 fragment -- tutorial 03's kernel with the K loop replaced by a
loop over key blocks (the reduction dim is the head dim, D, which is the whole tile).

Step 2: the softmax of one row, one block of keys at a time
-----------------------------------------------------------
``softmax(s)_j = exp(s_j - m) / sum_j' exp(s_j' - m)`` needs the row's max ``m`` and
sum, which are only known after the last key block.  The *online softmax* keeps a
running max ``m`` and a running sum ``l`` per row and corrects them as blocks come:

    m_new = max(m, rowmax(S_blk))
    P     = exp(S_blk - m_new)                      (block_M, block_N)
    l     = l * exp(m - m_new) + rowsum(P)

Everything computed so far with the old max is off by the factor ``exp(m - m_new)``
-- the sum, and (step 3) the output accumulator -- so both are rescaled by it.
``T.reduce_max`` / ``T.reduce_sum`` over dim 1 of the fragment give the row values;
``T.Parallel`` loops do the element-wise parts (``exp2`` with the scale folded into
``log2(e) * scale``: one multiply-add and one ``ex2`` per score).

Step 3: O += P V is the second GEMM
-----------------------------------
``P`` is cast to float16 into a fragment -- registers, like the scores -- and
``T.gemm(P, V_s, acc_o)`` adds its product with the V tile to the (block_M, D) float32
accumulator, which was just rescaled by ``exp(m - m_new)``.  The fragment gets the
layout of the gemm's A operand, which holds each score in the thread whose accumulator
computed it: the cast only reorders each thread's own registers, and P never goes
through shared memory.  After the last block, ``O = acc_o / l``.  S never leaves
the block.  ``T.Pipelined`` over the key blocks loads the next K and V tiles while
this one computes, as in tutorial 04.

Causal attention: query i sees keys j <= i.  Scores of masked keys start at -inf
(``acc_s`` is filled before the gemm adds to it) so their ``exp`` is 0, and a block
stops its loop at the last key block any of its rows sees: half the work.

Every warp owns whole rows of both fragments (``policy=T.GemmWarpPolicy.FullRow``), so
the row reductions are warp shuffles, never a trip through shared memory.

On Hopper (``TILELANG_CUDA_ARCH=sm_90a``) both gemms are ``wgmma``: the first reads Q
and K from shared memory, the second takes P from registers as its A operand
(``wgmma_rs``) and V from shared memory; the K / V copies of the pipelined loop are TMA
loads -- the
outline this script prints for sm_90a.  ``tilelang.ops.attention`` is this kernel with
FlashAttention's layout (batch, seqlen, heads, head_dim), GQA, packed sequences and
tiles chosen per arch; the script checks that both agree.

Step 4: the Hopper schedule, from one argument
----------------------------------------------
``T.Pipelined(n, num_stages=2, warp_specialize=True)`` -- the body unchanged -- hands
the K / V copies to a producer: the compiler adds a warpgroup whose one thread issues
every TMA load of the loop as soon as its stage is free, while the two warpgroups
written in the kernel only compute (tutorial 10).  Issuing copies takes few registers,
so the producer gives its own back and the consumers take them (``set_max_nreg``:
232 a thread instead of 168): 128 x 128 tiles of scores, output and P fit without
spilling.  The loop may sit inside ``if``s the whole block shares (the producer takes
the same branches).  ``tilelang.ops.attention`` plans this schedule for head dim 128
and also issues the next block's scores under this block's P V (``overlap=True`` of
``attention_factory``: ``T.gemm(..., wg_wait=-1)`` and ``T.wait_wgmma``), and builds it
with ``fast_math=True`` (``exp2`` one approximate instruction, as FlashAttention does).  The script
prints the producer's outline for sm_90a, runs that form on the simulator, and on a
GPU times it next to steps 1-3.

What to look at in the output
-----------------------------
* the outline of the lowered loop (``gemm`` -> ``mma`` or ``wgmma``, the shuffles of
  the row reductions, ``ex2``);
* a ``check:`` line per variant against torch in float64;
* on a GPU, ``time:`` lines in TFLOP/s next to torch's ``scaled_dot_product_attention``.
"""

import math

import torch

import tilelang
import tilelang.language as T
from _support import Tutorial, bench_torch, outline
from tilelang.ops.lowbit_plan import cuda_arch

LOG2E = 1.4426950408889634


@tilelang.jit(out_idx=[-1])
def flash_attention(B, H, S, D, causal, block_M=64, block_N=64, num_stages=2, threads=128, warp_specialize=False):
    qk_scale = LOG2E / math.sqrt(D)  # exp(x * scale) = exp2(x * scale * log2 e)
    shape = (B, H, S, D)

    @T.prim_func
    def main(Q: T.Tensor(shape, "float16"), K: T.Tensor(shape, "float16"), V: T.Tensor(shape, "float16"),
             O: T.Tensor(shape, "float16")):
        with T.Kernel(T.ceildiv(S, block_M), H, B, threads=threads) as (bx, by, bz):
            Q_s = T.alloc_shared((block_M, D), "float16")
            K_s = T.alloc_shared((block_N, D), "float16")
            V_s = T.alloc_shared((block_N, D), "float16")
            P = T.alloc_fragment((block_M, block_N), "float16")       # step 3: P, in registers
            acc_s = T.alloc_fragment((block_M, block_N), "float32")   # step 1: scores
            acc_o = T.alloc_fragment((block_M, D), "float32")         # step 3: output
            m_old = T.alloc_fragment((block_M,), "float32")           # step 2: running max
            m = T.alloc_fragment((block_M,), "float32")
            l = T.alloc_fragment((block_M,), "float32")                # running sum
            r = T.alloc_fragment((block_M,), "float32")                # rescale, then block sums
            T.copy(Q[bz, by, bx * block_M:(bx + 1) * block_M, :], Q_s)
            T.clear(acc_o)
            T.clear(l)
            T.fill(m, -1e30)  # (finite: exp2(m_old - m) of a row not yet started is 1, not NaN)
            n = T.min(T.ceildiv(S, block_N), T.ceildiv((bx + 1) * block_M, block_N)) if causal \
                else T.ceildiv(S, block_N)
            for kb in T.Pipelined(n, num_stages=num_stages, warp_specialize=warp_specialize):  # (step 4)
                T.copy(K[bz, by, kb * block_N:(kb + 1) * block_N, :], K_s)
                T.copy(V[bz, by, kb * block_N:(kb + 1) * block_N, :], V_s)
                # step 1: S = Q K^T, masked scores starting at -inf
                for i, j in T.Parallel(block_M, block_N):
                    seen = kb * block_N + j < S
                    if causal:
                        seen = seen and bx * block_M + i >= kb * block_N + j
                    acc_s[i, j] = T.if_then_else(seen, 0, -T.infinity("float32"))
                T.gemm(Q_s, K_s, acc_s, transpose_B=True, policy=T.GemmWarpPolicy.FullRow)
                # step 2: the online softmax
                T.copy(m, m_old)
                T.reduce_max(acc_s, m, dim=1, clear=False)
                for i, j in T.Parallel(block_M, block_N):
                    acc_s[i, j] = T.exp2(acc_s[i, j] * qk_scale - m[i] * qk_scale)
                for i in T.Parallel(block_M):
                    r[i] = T.exp2(m_old[i] * qk_scale - m[i] * qk_scale)
                for i, j in T.Parallel(block_M, D):
                    acc_o[i, j] = acc_o[i, j] * r[i]
                for i in T.Parallel(block_M):
                    l[i] = l[i] * r[i]
                T.reduce_sum(acc_s, r, dim=1)
                for i in T.Parallel(block_M):
                    l[i] = l[i] + r[i]
                # step 3: O += P V
                T.copy(acc_s, P)
                T.gemm(P, V_s, acc_o, policy=T.GemmWarpPolicy.FullRow)
            for i, j in T.Parallel(block_M, D):
                acc_o[i, j] = acc_o[i, j] / l[i]
            T.copy(acc_o, O[bz, by, bx * block_M:(bx + 1) * block_M, :])
    return main


SHOWN = ("alloc_shared", "tma_load", "cp_async", "wgmma", "mma", "shfl", "ex2", "exp2", "barrier")
ROLES = ("specialize", "set_max_nreg", "tma_load", "mbarrier_wait", "mbarrier_arrive", "wgmma")  # (step 4)


def reference(q, k, v, causal):
    s = q.double() @ k.double().transpose(-1, -2) / math.sqrt(q.shape[-1])
    if causal:
        S = s.shape[-1]
        s = s.masked_fill(torch.ones(S, S, dtype=torch.bool, device=s.device).triu(1), float("-inf"))
    return torch.softmax(s, dim=-1) @ v.double()


def main():
    tut = Tutorial("12 FlashAttention from the tiled GEMM")
    B, H, S, D = tut.size((1, 2, 96, 64), (4, 16, 4096, 128))
    tiles = tut.size(dict(block_M=32, block_N=32, threads=64), dict(block_M=128, block_N=128, threads=256))
    if tut.target == "cuda" and cuda_arch("cuda") in ("sm_80", "sm_86", "sm_89"):
        # two stages of 128 x 128 tiles at D = 128 take 192 KB of shared memory: Hopper has
        # 227 KB a block, Ampere and Ada at most 163 KB -- one stage there
        tiles["num_stages"] = 1
    print(f"problem: O = softmax(Q K^T / sqrt({D})) V, (batch, heads, seqlen, head_dim) = ({B}, {H}, {S}, {D}), "
          f"float16; tiles {tiles}")
    kernels = {c: tut.compiled(f"flash_attention(causal={c})", flash_attention(B, H, S, D, c, **tiles))
               for c in (False, True)}
    # (a producer runs ahead into other stages: with one stage there is no step 4 to build)
    kernels_ws = {c: tut.compiled(f"flash_attention(causal={c}, warp_specialize=True)",
                                  flash_attention(B, H, S, D, c, warp_specialize=True, **tiles))
                  for c in (False, True)} if tiles.get("num_stages", 2) >= 2 else {}
    if not kernels_ws:
        print("step 4 (warp_specialize=True) needs 2 stages, and these tiles take 1 here: not built")
    arch = kernels[True].cuda.arch if tut.target == "cuda" else None  # (None: the default, mma.sync)
    print(f"\n--- the causal kernel, lowered (tilelang.lower, arch={arch}), outlined:")
    print(outline(str(tilelang.lower(kernels[True].prim_func, arch=arch)), SHOWN))
    # step 4 at the GPU's tiles: two consumer warpgroups and a producer warpgroup
    hopper = flash_attention(1, 1, 256, 64, True, block_M=128, block_N=64, threads=256, warp_specialize=True)
    print("\n--- step 4: warp_specialize=True, lowered for sm_90a, outlined (the consumers, then the producer):")
    print(outline(str(tilelang.lower(hopper.prim_func, arch="sm_90a")), ROLES))
    tut.stop_if_compile_only()

    q, k, v = (tut.randn(B, H, S, D) for _ in range(3))
    for causal, kernel in kernels.items():
        o = kernel(q, k, v)
        # float16 output rounding (~3e-4 relative); a mis-scaled or missed key block gives 1e-1
        tut.check(f"causal={causal}: O against torch (float64)", o, reference(q, k, v, causal), tol=2e-3)
        if causal in kernels_ws:
            tut.check(f"causal={causal}, warp_specialize=True: O against torch (float64)", kernels_ws[causal](q, k, v),
                      reference(q, k, v, causal), tol=2e-3)
    # step 4's sm_90a form, its producer and consumer warpgroups run in turns by the simulator
    qs, ks, vs = (torch.randn(1, 1, 256, 64).half() for _ in range(3))
    roles = tilelang.compile(hopper.prim_func, out_idx=[-1], target="sim", arch="sm_90a")
    tut.check("step 4 for sm_90a (producer warpgroup, setmaxnreg) on the simulator", roles(qs, ks, vs),
              reference(qs, ks, vs, True), tol=2e-3)
    # the library op: the same program in FlashAttention's (batch, seqlen, heads, dim) layout
    o_op = tilelang.ops.attention(q.transpose(1, 2), k.transpose(1, 2), v.transpose(1, 2), causal=True)
    tut.check("tilelang.ops.attention(causal=True) against torch (float64)", o_op.transpose(1, 2),
              reference(q, k, v, True), tol=2e-3)
    for causal, kernel in kernels.items():
        flops = 4.0 * B * H * S * S * D / (2 if causal else 1)
        tut.time(f"flash_attention(causal={causal})", kernel, (q, k, v), work=flops, unit="TFLOP/s")
        if causal in kernels_ws:
            tut.time(f"flash_attention(causal={causal}, warp_specialize=True)", kernels_ws[causal], (q, k, v),
                     work=flops, unit="TFLOP/s")
        if tut.gpu:
            us = bench_torch(lambda: torch.nn.functional.scaled_dot_product_attention(q, k, v, is_causal=causal))
            print(f"time: torch SDPA (causal={causal}): {us:.1f} us, {flops / us / 1e6:.2f} TFLOP/s")
    tut.finish()


if __name__ == "__main__":
    main()
