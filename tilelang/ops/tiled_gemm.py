"""The tiled, pipelined GEMM as a ``@T.prim_func`` factory: the program the tutorials
build up to, in the form the test suite, the fuzzer and the fp16 benchmark share."""

# (no ``from __future__ import annotations``: the kernel's parameter annotations name
# the factory's locals, which a string annotation could not see)
import tilelang.language as T


def tiled_gemm(M, N, K, block_M=128, block_N=128, block_K=32, num_stages=3, threads=128, dtype="float16",
               accum_dtype="float32", out_dtype="float16", trans_A=False, trans_B=False, warp_specialize=False,
               policy="square", swizzle=0, pingpong=False, unroll_stages=False):
    """``C = op(A) @ op(B)``: a ``@T.prim_func`` (compile it with ``tilelang.compile``).

    A is stored (M, K), or (K, M) with ``trans_A``; B (K, N), or (N, K) with ``trans_B``
    (the nn.Linear form, K-major operands).  Each block computes a ``block_M`` x
    ``block_N`` tile of C: shared tiles of A and B per k-step of ``block_K`` over a
    ``T.Pipelined`` loop of ``num_stages`` (0: not pipelined; ``warp_specialize``: a
    producer warp issues the copies, sm_90; ``pingpong``: its consumer warpgroups take
    turns issuing their wgmmas; ``unroll_stages``: the loop unrolled by its stages), an
    ``accum_dtype`` fragment accumulator, C
    in ``out_dtype``.  ``policy``: the warp grid (``T.GemmWarpPolicy``: "square",
    "full_row", "full_col"); ``swizzle``: ``T.use_swizzle(panel_size=swizzle)`` when not 0.
    ``M`` may be a ``T.dynamic`` size.  The buffer names (``A_s``, ``B_s``, ``C_l``, the
    loop's ``ko``) are what tests of the IR text refer to.

    Example::

        kernel = tilelang.compile(tiled_gemm(4096, 4096, 4096), out_idx=[-1])
        C = kernel(A, B)
    """
    A_shape = (K, M) if trans_A else (M, K)
    B_shape = (N, K) if trans_B else (K, N)
    A_tile = (block_K, block_M) if trans_A else (block_M, block_K)
    B_tile = (block_N, block_K) if trans_B else (block_K, block_N)

    @T.prim_func
    def main(A: T.Tensor(A_shape, dtype), B: T.Tensor(B_shape, dtype), C: T.Tensor((M, N), out_dtype)):
        with T.Kernel(T.ceildiv(N, block_N), T.ceildiv(M, block_M), threads=threads) as (bx, by):
            A_s = T.alloc_shared(A_tile, dtype)
            B_s = T.alloc_shared(B_tile, dtype)
            C_l = T.alloc_fragment((block_M, block_N), accum_dtype)
            if swizzle:
                T.use_swizzle(panel_size=swizzle)
            T.clear(C_l)
            for ko in T.Pipelined(T.ceildiv(K, block_K), num_stages=num_stages, warp_specialize=warp_specialize,
                                  pingpong=pingpong, unroll_stages=unroll_stages):
                if trans_A:
                    T.copy(A[ko * block_K, by * block_M], A_s)
                else:
                    T.copy(A[by * block_M, ko * block_K], A_s)
                if trans_B:
                    T.copy(B[bx * block_N, ko * block_K], B_s)
                else:
                    T.copy(B[ko * block_K, bx * block_N], B_s)
                T.gemm(A_s, B_s, C_l, transpose_A=trans_A, transpose_B=trans_B, policy=policy)
            T.copy(C_l, C[by * block_M, bx * block_N])
    return main
