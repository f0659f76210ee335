"""The test suite's shared kernels: the tiled GEMM factories many tests build.

Each factory returns a ``@T.prim_func`` (wrap it in ``tilelang.jit`` / ``tilelang.compile``
for a target).  Tests import this as a plain module (``from kernels import gemm``;
tests/conftest.py puts tests/ on ``sys.path``).  A kernel written to test one construct
of its own (a register operand, a symbolic loop range, a persistent loop, an epilogue
through shared memory, an error) stays in its test.  The plain GEMM is the package's
``tilelang.ops.tiled_gemm``, which the fuzzer and the fp16 benchmark build too.

The buffer names (``A_s``, ``B_s``, ``C_l``, the loop's ``ko``; ``A_shared``, ``B_shared``,
``B_local``, ``C_local``) are those the tests' IR text checks name.
"""

import tilelang.language as T
from tilelang.layout import make_int4_dequant_permutation
from tilelang.ops import tiled_gemm


# the pipelined tiled GEMM (``tilelang.ops.tiled_gemm``: the fuzzer and the fp16
# benchmark build the same program)
gemm = tiled_gemm


def lowbit_tile_gemm(M, N, K, G, wdtype, permute=False, parallel_cast=False, prepared=False, guard_n=False,
                     block_M=16, block_N=32, block_K=64, lookup_tables="registers"):
    """C = A @ (B * scales).T (float16) with B's tile copied global -> shared in its own
    low-bit dtype ``wdtype``, then to a float16 fragment and scaled per group of ``G``.

    ``permute``: the shared tile in the int4 dequant permutation (the ``dequant_i4``
    fast path; the global -> shared copy permutes a plain weight); ``prepared``: B
    itself stored in that permutation (``make_int4_dequant_permutation(N, K)``: 16-byte
    copies into the permuted tile; implies ``permute``); ``parallel_cast``: the tile cast
    and scaled in one ``T.Parallel`` (else a casting ``T.copy``, then the scale);
    ``guard_n``: the scale skipped for rows past N (a ragged N); ``lookup_tables``: where a
    table format's decode looks its values up (``T.annotate_lookup_tables``)."""
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
            if lookup_tables != "registers":
                T.annotate_lookup_tables(lookup_tables)
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
