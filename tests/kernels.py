"""The test suite's shared kernels: the tiled GEMM factories many tests build.

Each factory returns a ``@T.prim_func`` (wrap it in ``tilelang.jit`` / ``tilelang.compile``
for a target).  Tests import this as a plain module (``from kernels import gemm``;
tests/conftest.py puts tests/ on ``sys.path``).  A kernel written to test one construct
of its own (a register operand, a symbolic loop range, a persistent loop, an epilogue
through shared memory, an error) stays in its test; the benchmarks keep their own
(they do not import tests/).

The buffer names (``A_s``, ``B_s``, ``C_l``, the loop's ``ko``; ``A_shared``, ``B_shared``,
``B_local``, ``C_local``) are those the tests' IR text checks name.
"""

import tilelang.language as T
from tilelang.layout import make_int4_dequant_permutation


def gemm(M, N, K, block_M=128, block_N=128, block_K=32, num_stages=3, threads=128, dtype="float16",
         accum_dtype="float32", out_dtype="float16", trans_A=False, trans_B=False, warp_specialize=False):
    """C = op(A) @ op(B): the pipelined tiled GEMM.

    A is stored (M, K), or (K, M) with ``trans_A``; B (K, N), or (N, K) with ``trans_B``
    (the nn.Linear form, K-major operands).  Shared tiles of A and B per k-step over a
    ``T.Pipelined`` loop of ``num_stages`` (0: not pipelined; ``warp_specialize``: a
    producer warp issues the copies, sm_90), an ``accum_dtype`` fragment accumulator,
    C in ``out_dtype``.  ``M`` may be a ``T.dynamic`` size."""
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
            T.clear(C_l)
            for ko in T.Pipelined(T.ceildiv(K, block_K), num_stages=num_stages, warp_specialize=warp_specialize):
                if trans_A:
                    T.copy(A[ko * block_K, by * block_M], A_s)
                else:
                    T.copy(A[by * block_M, ko * block_K], A_s)
                if trans_B:
                    T.copy(B[bx * block_N, ko * block_K], B_s)
                else:
                    T.copy(B[ko * block_K, bx * block_N], B_s)
                T.gemm(A_s, B_s, C_l, transpose_A=trans_A, transpose_B=trans_B)
            T.copy(C_l, C[by * block_M, bx * block_N])
    return main


def lowbit_tile_gemm(M, N, K, G, wdtype, permute=False, parallel_cast=False, prepared=False, guard_n=False,
                     block_M=16, block_N=32, block_K=64):
    """C = A @ (B * scales).T (float16) with B's tile copied global -> shared in its own
    low-bit dtype ``wdtype``, then to a float16 fragment and scaled per group of ``G``.

    ``permute``: the shared tile in the int4 dequant permutation (the ``dequant_i4``
    fast path; the global -> shared copy permutes a plain weight); ``prepared``: B
    itself stored in that permutation (``make_int4_dequant_permutation(N, K)``: 16-byte
    copies into the permuted tile; implies ``permute``); ``parallel_cast``: the tile cast
    and scaled in one ``T.Parallel`` (else a casting ``T.copy``, then the scale);
    ``guard_n``: the scale skipped for rows past N (a ragged N)."""
    B_layout = make_int4_dequant_permutation(N, K) if prepared else None
    permute = permute or prepared

    @T.prim_func
    def main(A: T.Tensor((M, K), "float16"), B: T.Tensor((N, K), wdtype, layout=B_layout),
             Scales: T.Tensor((N, K // G), "float16"), C: T.Tensor((M, N), "float16")):
        with T.Kernel(T.ceildiv(N, block_N), T.ceildiv(M, block_M), threads=128) as (bx, by):
            A_shared = T.alloc_shared((block_M, block_K), "float16")
            B_shared = T.alloc_shared((block_N, block_K), wdtype)
            B_local = T.alloc_fragment((block_N, block_K), "float16")
            C_local = T.alloc_fragment((block_M, block_N), "float")
            if permute:
                T.annotate_layout({B_shared: make_int4_dequant_permutation(block_N, block_K)})
            T.clear(C_local)
            for ko in T.Pipelined(K // block_K, num_stages=2):
                T.copy(A[by * block_M, ko * block_K], A_shared)
                T.copy(B[bx * block_N, ko * block_K], B_shared)
                if parallel_cast:
                    for i, j in T.Parallel(block_N, block_K):
                        B_local[i, j] = T.cast(B_shared[i, j], "float16") * \
                            Scales[bx * block_N + i, (ko * block_K + j) // G]
                else:
                    T.copy(B_shared, B_local)
                    for i, j in T.Parallel(block_N, block_K):
                        if guard_n:
                            if bx * block_N + i < N:
                                B_local[i, j] = B_local[i, j] * Scales[bx * block_N + i, (ko * block_K + j) // G]
                        else:
                            B_local[i, j] = B_local[i, j] * Scales[bx * block_N + i, (ko * block_K + j) // G]
                T.gemm(A_shared, B_local, C_local, transpose_B=True)
            T.copy(C_local, C[by * block_M, bx * block_N])
    return main
