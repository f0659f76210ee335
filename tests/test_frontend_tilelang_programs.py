"""TileLang-style programs of the language core parse unchanged.

Each program is written the way TileLang users write it (a ``@tilelang.jit``
factory returning a ``@T.prim_func``); the tests check that its IR holds the
expected ops, that the IR text round-trips through ``tilelang.parse_ir`` and
verifies, and that the jit cache hands back the same kernel for the same
arguments and a new one for others.
"""

import pytest

import tilelang
import tilelang.language as T
from irchecks import check_ir
from tilelang.layout import make_swizzle, mma_m16n8k16_c


# ---- (a) GEMM, (f) with a symbolic M -------------------------------------------------------
@tilelang.jit(out_idx=[-1])
def matmul(M, N, K, block_M=128, block_N=128, block_K=32, dtype="float16", accum_dtype="float",
           trans_B=False, num_stages=3, enable_rasterization=True):
    B_shape = (N, K) if trans_B else (K, N)
    B_shared_shape = (block_N, block_K) if trans_B else (block_K, block_N)

    @T.prim_func
    def main(
            A: T.Tensor((M, K), dtype),
            B: T.Tensor(B_shape, dtype),
            C: T.Tensor((M, N), dtype),
    ):
        with T.Kernel(T.ceildiv(N, block_N), T.ceildiv(M, block_M), threads=128) as (bx, by):
            A_shared = T.alloc_shared((block_M, block_K), dtype)
            B_shared = T.alloc_shared(B_shared_shape, dtype)
            C_local = T.alloc_fragment((block_M, block_N), accum_dtype)

            T.use_swizzle(panel_size=10, enable=enable_rasterization)

            T.clear(C_local)
            for ko in T.Pipelined(T.ceildiv(K, block_K), num_stages=num_stages):
                T.copy(A[by * block_M, ko * block_K], A_shared)
                if trans_B:
                    T.copy(B[bx * block_N, ko * block_K], B_shared)
                else:
                    T.copy(B[ko * block_K, bx * block_N], B_shared)
                T.gemm(A_shared, B_shared, C_local, transpose_B=trans_B)

            T.copy(C_local, C[by * block_M, bx * block_N])

    return main


# ---- (b) element-wise add over 2-D tiles, ragged edges guarded ------------------------------
@tilelang.jit(out_idx=[-1])
def elementwise_add(M, N, block_M=32, block_N=32, in_dtype="float32", out_dtype="float32", threads=128):

    @T.prim_func
    def main(A: T.Tensor((M, N), in_dtype), B: T.Tensor((M, N), in_dtype), C: T.Tensor((M, N), out_dtype)):
        with T.Kernel(T.ceildiv(N, block_N), T.ceildiv(M, block_M), threads=threads) as (bx, by):
            start_x = bx * block_N
            start_y = by * block_M
            for (local_y, local_x) in T.Parallel(block_M, block_N):
                y = start_y + local_y
                x = start_x + local_x
                if y < M and x < N:
                    C[y, x] = A[y, x] + B[y, x]

    return main


@tilelang.jit(out_idx=[-1])
def elementwise_add_shared(M, N, block_M=64, block_N=64, dtype="float16", threads=128):

    @T.prim_func
    def main(A: T.Tensor((M, N), dtype), B: T.Tensor((M, N), dtype), C: T.Tensor((M, N), dtype)):
        with T.Kernel(T.ceildiv(N, block_N), T.ceildiv(M, block_M), threads=threads) as (bx, by):
            A_shared = T.alloc_shared((block_M, block_N), dtype)
            B_shared = T.alloc_shared((block_M, block_N), dtype)
            C_local = T.alloc_fragment((block_M, block_N), dtype)
            T.copy(A[by * block_M, bx * block_N], A_shared)
            T.copy(B[by * block_M, bx * block_N], B_shared)
            for i, j in T.Parallel(block_M, block_N):
                C_local[i, j] = A_shared[i, j] + B_shared[i, j]
            T.copy(C_local, C[by * block_M, bx * block_N])

    return main


# ---- (c) row reductions and a row softmax ----------------------------------------------------
@tilelang.jit(out_idx=[-2, -1])
def row_reduce(M, N, block_M=8, dtype="float"):

    @T.prim_func
    def main(X: T.Tensor((M, N), dtype), RowMax: T.Tensor((M,), dtype), RowSum: T.Tensor((M,), dtype)):
        with T.Kernel(T.ceildiv(M, block_M), threads=128) as bx:
            x = T.alloc_fragment((block_M, N), dtype)
            m = T.alloc_fragment((block_M,), dtype)
            s = T.alloc_fragment((block_M,), dtype)
            T.copy(X[bx * block_M, 0], x)
            T.reduce_max(x, m, dim=1)
            T.reduce_sum(x, s, dim=1)
            T.copy(m, RowMax[bx * block_M])
            T.copy(s, RowSum[bx * block_M])

    return main


@tilelang.jit(out_idx=[-1])
def softmax(M, N, block_M=4, dtype="float16", accum_dtype="float"):
    scale = 1.44269504  # log2(e): exp(x) == exp2(x * log2(e))

    @T.prim_func
    def main(X: T.Tensor((M, N), dtype), Y: T.Tensor((M, N), dtype)):
        with T.Kernel(T.ceildiv(M, block_M), threads=128) as bx:
            x = T.alloc_fragment((block_M, N), accum_dtype)
            row_max = T.alloc_fragment((block_M,), accum_dtype)
            row_sum = T.alloc_fragment((block_M,), accum_dtype)
            T.copy(X[bx * block_M, 0], x)
            T.reduce_max(x, row_max, dim=1, clear=True)
            for i, j in T.Parallel(block_M, N):
                x[i, j] = T.exp2(x[i, j] * scale - row_max[i] * scale)
            T.reduce_sum(x, row_sum, dim=1)
            for i, j in T.Parallel(block_M, N):
                x[i, j] = x[i, j] / row_sum[i]
            T.copy(x, Y[bx * block_M, 0])

    return main


# ---- (d) INT4 x FP16 GEMM: uint8 storage, two int4 per byte, a scale per group --------------
@tilelang.jit(out_idx=[-1])
def dequant_gemm(M, N, K, group_size=128, block_M=64, block_N=64, block_K=64, in_dtype="float16",
                 storage_dtype="uint8", accum_dtype="float", num_stages=2, threads=128):
    num_bits = 4
    num_elems_per_byte = 8 // num_bits

    @T.prim_func
    def main(
            A: T.Tensor((M, K), in_dtype),
            B: T.Tensor((N, K // num_elems_per_byte), storage_dtype),
            Scale: T.Tensor((N, K // group_size), in_dtype),
            C: T.Tensor((M, N), in_dtype),
    ):
        with T.Kernel(T.ceildiv(N, block_N), T.ceildiv(M, block_M), threads=threads) as (bx, by):
            A_shared = T.alloc_shared((block_M, block_K), in_dtype)
            B_shared = T.alloc_shared((block_N, block_K // num_elems_per_byte), storage_dtype)
            B_dequantize_shared = T.alloc_shared((block_N, block_K), in_dtype)
            C_local = T.alloc_fragment((block_M, block_N), accum_dtype)

            T.clear(C_local)
            for k in T.Pipelined(T.ceildiv(K, block_K), num_stages=num_stages):
                T.copy(A[by * block_M, k * block_K], A_shared)
                T.copy(B[bx * block_N, k * block_K // num_elems_per_byte], B_shared)
                for i, j in T.Parallel(block_N, block_K):
                    packed = B_shared[i, j // num_elems_per_byte]
                    nibble = (packed >> ((j % num_elems_per_byte) * num_bits)) & 0xF
                    scale = Scale[bx * block_N + i, (k * block_K + j) // group_size]
                    B_dequantize_shared[i, j] = (T.cast(nibble, in_dtype) - 8) * scale
                T.gemm(A_shared, B_dequantize_shared, C_local, transpose_B=True)

            T.copy(C_local, C[by * block_M, bx * block_N])

    return main


# ---- (e) an int4 tensor used directly --------------------------------------------------------
@tilelang.jit(out_idx=[-1])
def int4_to_half(N, K, block_N=64, block_K=64):

    @T.prim_func
    def main(B: T.Tensor((N, K), T.int4), Out: T.Tensor((N, K), "float16")):
        with T.Kernel(T.ceildiv(K, block_K), T.ceildiv(N, block_N), threads=128) as (bx, by):
            B_shared = T.alloc_shared((block_N, block_K), T.int4)
            T.copy(B[by * block_N, bx * block_K], B_shared)
            for i, j in T.Parallel(block_N, block_K):
                Out[by * block_N + i, bx * block_K + j] = T.cast(B_shared[i, j], "float16")

    return main


# ---- (g) the rest of the core ------------------------------------------------------------------
@tilelang.jit(out_idx=[-1])
def assorted(N=256, block=64, dtype="float16"):

    @T.prim_func
    def main(
            A: T.Tensor((N, N), dtype),
            Bits: T.Tensor((N,), "int16"),
            Total: T.Tensor((1,), "float"),
            Out: T.Tensor((N, N), dtype),
    ):
        with T.Kernel(T.ceildiv(N, block), T.ceildiv(N, block), threads=128) as (bx, by):
            A_shared = T.alloc_shared((block, block), dtype)
            C_frag = T.alloc_fragment((16, 8), "float")
            row = T.alloc_local((8,), dtype)
            T.annotate_layout({
                A_shared: make_swizzle(block, block, 16),
                C_frag: mma_m16n8k16_c(),
            })
            tx = T.get_thread_binding(0)
            acc = T.alloc_var("float", init=0)

            T.copy(A[by * block, bx * block], A_shared)
            T.clear(C_frag)
            for i, j in T.grid(4, 4):
                acc += T.cast(A_shared[i, j], "float")
            for i in T.serial(0, block, 2):
                acc = T.max(acc, T.cast(A_shared[i, tx % block], "float"))
            for i in T.unroll(4):
                acc = T.min(acc, 1e4)
            for v in T.vectorized(8):
                row[v] = A_shared[tx % block, v]
            h = T.reinterpret(dtype, Bits[bx * block + tx % block])
            acc = acc + T.if_then_else(h > 0, T.cast(h, "float"), 0.0)
            T.atomic_add(Total[0], acc)
            T.print(acc, msg="acc")
            for i, j in T.Parallel(block, block):
                Out[by * block + i, bx * block + j] = T.max(A_shared[i, j], row[j % 8])

    return main


# ---- the checks -----------------------------------------------------------------------------
def ir_of(kernel) -> str:
    """The kernel's IR text, after checking it round-trips and verifies."""
    text = kernel.ir
    module = tilelang.parse_ir(text)
    module.verify()
    assert str(module) == text
    return text


def test_gemm_pipelined_with_swizzle():
    text = ir_of(matmul(1024, 1024, 1024))
    check_ir(text,
             r'func \{sym_name = "main"\} \(%A: tensor<\[1024, 1024\], float16>, %B: tensor<\[1024, 1024\], '
             r'float16>, %C: tensor<\[1024, 1024\], float16>\)',
             r"kernel \[%\d+, %\d+\] \{threads = \[128\]\} \(%bx: index, %by: index\)",
             r"%A_shared = alloc_shared : shared<\[128, 32\], float16>",
             r"%B_shared = alloc_shared : shared<\[32, 128\], float16>",
             r"%C_local = alloc_fragment : fragment<\[128, 128\], float32>",
             r"use_swizzle \{panel_size = 10\}",
             r"fill %C_local, ",
             r"for .* \{kind = pipelined, num_stages = 3\} \(%ko: index\)",
             r"copy %A, %A_shared, .* \{src_extents = \[128, 32\], dst_extents = \[128, 32\]\}",
             r"copy %B, %B_shared, .* \{src_extents = \[32, 128\], dst_extents = \[32, 128\]\}",
             r"gemm %A_shared, %B_shared, %C_local loc",
             r"copy %C_local, %C, .* \{src_extents = \[128, 128\], dst_extents = \[128, 128\]\}")
    assert "transpose_B" not in text


def test_gemm_transpose_b():
    text = ir_of(matmul(512, 256, 1024, trans_B=True))
    check_ir(text,
             r"%B: tensor<\[256, 1024\], float16>",
             r"%B_shared = alloc_shared : shared<\[128, 32\], float16>",
             r"for .* \{kind = pipelined, num_stages = 3\}",
             r"copy %B, %B_shared, .* \{src_extents = \[128, 32\], dst_extents = \[128, 32\]\}",
             r"gemm %A_shared, %B_shared, %C_local \{transpose_B = true\}")


def test_gemm_with_symbolic_m():
    M = T.dynamic("M")
    text = ir_of(matmul(M, 1024, 1024))
    check_ir(text,
             r'func \{sym_name = "main", symbols = \["M"\]\} \(%A: tensor<\[M, 1024\], float16>, '
             r'%B: tensor<\[1024, 1024\], float16>, %C: tensor<\[M, 1024\], float16>\)',
             r'%M = symbol \{sym = "M"\} : index',
             r"= add %M, %\d+ : index",
             r"= floordiv %\d+, %\d+ : index",
             r"kernel \[%\d+, %\d+\]",
             r"for .* \{kind = pipelined, num_stages = 3\}",
             r"gemm %A_shared, %B_shared, %C_local loc")


def test_gemm_without_rasterization_or_pipelining():
    text = ir_of(matmul(256, 256, 256, num_stages=0, enable_rasterization=False))
    check_ir(text, r"use_swizzle \{panel_size = 10, enable = false\}", r"for .* \{kind = serial\}|for [^{]*\(%ko")
    assert "pipelined" not in text


def test_elementwise_add_with_ragged_edges():
    text = ir_of(elementwise_add(1000, 1000))
    check_ir(text,
             r"kernel \[%\d+, %\d+\] \{threads = \[128\]\} \(%bx: index, %by: index\)",
             r"%start_x = mul %bx, %\d+ : index",
             r"%start_y = mul %by, %\d+ : index",
             r"parallel \{extents = \[32, 32\]\} \(%local_y: index, %local_x: index\)",
             r"%y = add %start_y, %local_y : index",
             r"%x = add %start_x, %local_x : index",
             r"= lt %y, %\d+ : bool",
             r"= lt %x, %\d+ : bool",
             r"= and %\d+, %\d+ : bool",
             r"^\s*if %\d+",
             r"= load %A, \[%y, %x\] : float32",
             r"= load %B, \[%y, %x\] : float32",
             r"= add %\d+, %\d+ : float32",
             r"store %C, \[%y, %x\], %\d+")


def test_elementwise_add_through_shared_tiles():
    text = ir_of(elementwise_add_shared(512, 512))
    check_ir(text,
             r"copy %A, %A_shared, ",
             r"copy %B, %B_shared, ",
             r"parallel \{extents = \[64, 64\]\} \(%i: index, %j: index\)",
             r"= add %\d+, %\d+ : float16",
             r"store %C_local, \[%i, %j\]",
             r"copy %C_local, %C, ")


def test_row_reductions():
    text = ir_of(row_reduce(64, 256))
    check_ir(text,
             r"%x = alloc_fragment : fragment<\[8, 256\], float32>",
             r"%m = alloc_fragment : fragment<\[8\], float32>",
             r"copy %X, %x, .* \{src_extents = \[8, 256\], dst_extents = \[8, 256\]\}",
             r"reduce %x, %m \{kind = max, dim = 1\}",
             r"reduce %x, %s \{kind = sum, dim = 1\}",
             r"copy %m, %RowMax, ",
             r"copy %s, %RowSum, ")


def test_softmax_with_exp2_and_log2e_scaling():
    text = ir_of(softmax(64, 128))
    check_ir(text,
             r"%x = alloc_fragment : fragment<\[4, 128\], float32>",
             r"copy %X, %x, ",  # float16 -> float32: the copy casts
             r"reduce %x, %row_max \{kind = max, dim = 1\}",
             r"parallel \{extents = \[4, 128\]\}",
             r"= const \{value = 1\.442695\d*\} : float32",  # log2(e), rounded to float32
             r"= mul %\d+, %\d+ : float32",
             r"= sub %\d+, %\d+ : float32",
             r"= exp2 %\d+ : float32",
             r"store %x, \[%i, %j\]",
             r"reduce %x, %row_sum \{kind = sum, dim = 1\}",
             r"= div %\d+, %\d+ : float32",
             r"copy %x, %Y, ")


def test_dequantize_gemm_unpacks_two_int4_per_byte():
    text = ir_of(dequant_gemm(256, 256, 512))
    check_ir(text,
             r"%B: tensor<\[256, 256\], uint8>, %Scale: tensor<\[256, 4\], float16>",
             r"%B_shared = alloc_shared : shared<\[64, 32\], uint8>",
             r"%B_dequantize_shared = alloc_shared : shared<\[64, 64\], float16>",
             r"for .* \{kind = pipelined, num_stages = 2\} \(%k: index\)",
             r"copy %B, %B_shared, .* \{src_extents = \[64, 32\], dst_extents = \[64, 32\]\}",
             r"parallel \{extents = \[64, 64\]\} \(%i: index, %j: index\)",
             r"%packed = load %B_shared, \[%i, %\d+\] : uint8",
             r"= cast %packed : int32",  # C integer promotion
             r"= shr %\d+, %\d+ : int32",
             r"%nibble = and %\d+, %\d+ : int32",
             r"%scale = load %Scale, ",
             r"= cast %nibble : float16",
             r"= sub %\d+, %\d+ : float16",
             r"= mul %\d+, %scale : float16",
             r"store %B_dequantize_shared, \[%i, %j\]",
             r"gemm %A_shared, %B_dequantize_shared, %C_local \{transpose_B = true\}")


def test_int4_tensor_and_cast_to_half():
    text = ir_of(int4_to_half(128, 256))
    check_ir(text,
             r"%B: tensor<\[128, 256\], int4>, %Out: tensor<\[128, 256\], float16>",
             r"%B_shared = alloc_shared : shared<\[64, 64\], int4>",
             r"copy %B, %B_shared, ",
             r"= load %B_shared, \[%i, %j\] : int4",
             r"= cast %\d+ : float16",
             r"store %Out, ")


def test_assorted_core_constructs():
    text = ir_of(assorted())
    check_ir(text,
             r"%row = alloc_local : local<\[8\], float16>",
             r"annotate_layout %A_shared",
             r"annotate_layout %C_frag",
             r"%tx = thread_binding : index",
             r"%acc = alloc_var %\d+ : var<\[\], float32>",
             r"for .* \(%i: index\)",  # T.grid: two nested serial loops
             r"for .* \(%j: index\)",
             r"store %acc, \[\], ",
             r"for .* \{kind = unroll\} \(%i_\d+: index\)",
             r"= min %\d+, %\d+ : float32",
             r"for .* \{kind = vectorized\} \(%v: index\)",
             r"store %row, \[%v\], ",
             r"%h = reinterpret %\d+ : float16",
             r"= gt %h, %\d+ : bool",
             r"= select %\d+, %\d+, %\d+ : float32",
             r"atomic_add %Total, \[%\d+\], %\d+",
             r'print %\d+ \{msg = "acc"\}',
             r"parallel \{extents = \[64, 64\]\}",
             r"= max %\d+, %\d+ : float16",
             r"store %Out, ")


# ---- the jit cache ---------------------------------------------------------------------------
@pytest.mark.parametrize("factory, args, other", [
    (matmul, (256, 256, 256), (256, 256, 512)),
    (elementwise_add, (1000, 1000), (1000, 999)),
    (softmax, (64, 128), (64, 256)),
    (dequant_gemm, (256, 256, 512), (256, 256, 1024)),
    (int4_to_half, (128, 256), (128, 128)),
])
def test_jit_cache_returns_one_kernel_per_argument_set(factory, args, other):
    k1 = factory(*args)
    assert factory(*args) is k1
    k2 = factory(*other)
    assert k2 is not k1
    assert factory(*other) is k2
    assert k1.ir != k2.ir


def test_jit_cache_keys_include_keyword_arguments():
    k = matmul(256, 256, 256)
    assert matmul(256, 256, 256, trans_B=True) is not k
    assert matmul(256, 256, 256, trans_B=True) is matmul(256, 256, 256, trans_B=True)
    assert matmul(256, 256, 256, block_K=64) is not k


def test_jit_cache_with_a_symbolic_dim():
    M = T.dynamic("M")
    k = matmul(M, 1024, 1024)
    assert matmul(M, 1024, 1024) is k
    assert matmul(M, 1024, 512) is not k


def test_kernels_know_their_outputs():
    assert matmul(256, 256, 256).out_idx == (2,)
    assert row_reduce(64, 256).out_idx == (1, 2)
