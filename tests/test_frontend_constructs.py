"""Each construct of the language core produces the expected IR, and every IR the
frontend produces round-trips through ``tilelang.parse_ir`` and verifies."""

import pytest

import tilelang
import tilelang.language as T
from irchecks import check_ir, round_trip
from tilelang.layout import make_swizzle, mma_m16n8k16_c

M = T.dynamic("M")
BLOCK = 64


def ir(fn) -> str:
    text = str(T.prim_func(fn))
    round_trip(text)
    return text


def test_parameters_and_symbolic_dims():
    def main(A: T.Tensor((M, 128), "float16"), B: T.Tensor[(128,), T.bfloat16], n: T.int32, s: "float"):
        with T.Kernel(T.ceildiv(M, BLOCK), threads=(32, 4)) as bx:
            T.clear(T.alloc_fragment((4,), "float32"))

    check_ir(ir(main),
             r'func \{sym_name = "main", symbols = \["M"\]\} \(%A: tensor<\[M, 128\], float16>, '
             r'%B: tensor<\[128\], bfloat16>, %n: int32, %s: float32\) \{',
             r"%M = symbol \{sym = \"M\"\} : index",
             r"%\d+ = add %M, %\d+ : index",
             r"= floordiv",
             r"kernel \[%\d+\] \{threads = \[32, 4\]\} \(%bx: index\) \{")


def test_kernel_with_three_grid_dims_and_thread_binding():
    def main(A: T.Tensor((8, 8, 8), "float32")):
        with T.Kernel(2, 3, 4, threads=64) as (bx, by, bz):
            tx = T.get_thread_binding()
            ty = T.get_thread_binding(1)
            A[bx, by, bz] = T.cast(tx + ty, "float32")

    check_ir(ir(main), r"kernel \[%\d+, %\d+, %\d+\] \{threads = \[64\]\} \(%bx: index, %by: index, %bz: index\)",
             r"%tx = thread_binding : index", r"%ty = thread_binding \{dim = 1\} : index",
             r"= add %tx, %ty : index", r"= cast %\d+ : float32", r"store %A, \[%bx, %by, %bz\]")


def test_allocations_of_every_scope():
    def main(A: T.Tensor((16,), "float32")):
        with T.Kernel(1) as bx:
            s = T.alloc_shared((16, 32), "float16")
            f = T.alloc_fragment((16, 32), T.float32)
            lo = T.alloc_local((4,), "int8")
            v = T.alloc_var("int32", init=7)
            w = T.alloc_var(T.float32)
            q = T.alloc_shared((64,), T.int4)

    check_ir(ir(main), r"%s = alloc_shared : shared<\[16, 32\], float16>",
             r"%f = alloc_fragment : fragment<\[16, 32\], float32>", r"%lo = alloc_local : local<\[4\], int8>",
             r"%\d+ = const \{value = 7\} : int32", r"%v = alloc_var %\d+ : var<\[\], int32>",
             r"%w = alloc_var none : var<\[\], float32>", r"%q = alloc_shared : shared<\[64\], int4>")


def test_copy_forms():
    def main(A: T.Tensor((M, 256), "float16"), C: T.Tensor((M, 256), "float32")):
        with T.Kernel(4, T.ceildiv(M, 32)) as (bx, by):
            s = T.alloc_shared((32, 64), "float16")
            row = T.alloc_shared((64,), "float16")
            f = T.alloc_fragment((32, 64), "float32")
            T.copy(A[by * 32, bx * 64], s)                               # corner
            T.copy(A[by * 32:(by + 1) * 32, bx * 64:bx * 64 + 64], s)    # slices
            T.copy(A[by * 32, bx * 64:(bx + 1) * 64], row)               # one row
            T.copy(s, f)                                                 # whole buffers, cast f16 -> f32
            T.copy(f, C[by * 32, bx * 64])

    check_ir(ir(main),
             r"copy %A, %s, \[%\d+, %\d+\], \[%\d+, %\d+\] \{src_extents = \[32, 64\], dst_extents = \[32, 64\]\}",
             r"copy %A, %s, .* \{src_extents = \[32, 64\], dst_extents = \[32, 64\]\}",
             r"copy %A, %row, .* \{src_extents = \[1, 64\], dst_extents = \[64\]\}",
             r"copy %s, %f, .* \{src_extents = \[32, 64\], dst_extents = \[32, 64\]\}",
             r"copy %f, %C, .* \{src_extents = \[32, 64\], dst_extents = \[32, 64\]\}")


def test_gemm_fill_reduce_atomic():
    def main(A: T.Tensor((64, 32), "float16"), B: T.Tensor((64, 32), "float16"), S: T.Tensor((64,), "float32")):
        with T.Kernel(1) as bx:
            a = T.alloc_shared((64, 32), "float16")
            b = T.alloc_shared((64, 32), "float16")
            c = T.alloc_fragment((64, 64), "float32")
            r = T.alloc_fragment((64,), "float32")
            T.fill(c, 1)
            T.gemm(a, b, c, transpose_B=True, clear_accum=True)
            T.reduce_sum(c, r, dim=1)
            T.reduce_max(c, r, dim=0, clear=False)
            T.reduce_absmax(c, r)
            T.reduce_min(c, r, 1)
            T.reduce_abssum(c, r)
            T.atomic_add(S[0:64], r)
            T.atomic_add(S[3], 1.5)

    check_ir(ir(main), r"%\d+ = const \{value = 1.0\} : float32", r"fill %c, %\d+",
             r"gemm %a, %b, %c \{transpose_B = true, clear_accum = true\}",
             r"reduce %c, %r \{kind = sum, dim = 1\}", r"reduce %c, %r \{kind = max, dim = 0, clear = false\}",
             r"reduce %c, %r \{kind = absmax\}", r"reduce %c, %r \{kind = min, dim = 1\}",
             r"reduce %c, %r \{kind = abssum\}", r"atomic_add %S, \[%\d+\], %r \{extents = \[64\]\}",
             r"= const \{value = 1.5\} : float32", r"atomic_add %S, \[%\d+\], %\d+ loc")


def test_loop_kinds():
    def main(A: T.Tensor((64, 64), "float32"), n: T.int32):
        with T.Kernel(1) as bx:
            for i in T.serial(4):
                A[i, 0] = 1.0
            for i in T.serial(2, 10, 2):
                A[i, 1] = 1.0
            for i in range(n):
                A[i, 2] = 1.0
            for k in T.Pipelined(8, num_stages=2):
                A[k, 3] = 1.0
            for k in T.Pipelined(8):
                A[k, 4] = 1.0
            for u in T.unroll(4):
                A[u, 5] = 1.0
            for v in T.vectorized(4):
                A[v, 6] = 1.0
            for i, j in T.grid(2, 3):
                A[i, j] = 2.0
            for i, j in T.Parallel(64, 64):
                A[i, j] = 3.0

    check_ir(ir(main), r"for %\d+, %\d+, %\d+, \[\] \(%i: index\)",
             r"for %\d+, %\d+, %\d+, \[\] \(%i_1: index\)",
             r"= cast %n : index", r"for %\d+, %\d+, %\d+, \[\] \(%i_2: index\)",
             r"\{kind = pipelined, num_stages = 2\} \(%k: index\)",
             r"for %\d+, %\d+, %\d+, \[\] \(%k_1: index\)",  # num_stages=0: a plain loop
             r"\{kind = unroll\} \(%u: index\)", r"\{kind = vectorized\} \(%v: index\)",
             r"\(%i_3: index\)", r"\(%j: index\)", r"parallel \{extents = \[64, 64\]\} \(%i_4: index, %j_1: index\)")


def test_compile_time_python_folds():
    shape = (16, 8)

    def helper_size(a, b):
        return a * b // 2

    def main(A: T.Tensor((64,), "float32")):
        with T.Kernel(1) as bx:
            n = helper_size(*shape)            # 64, computed at parse time
            if n > 32:
                A[0] = 1.0
            else:
                A[0] = 2.0
            for c in (1, 2):                   # compile-time loop: unrolled while parsing
                A[c] = c * 0.5
            A[3] = 3.0 if n == 64 else 4.0
            T.print(A, msg=f"n={n}")

    text = ir(main)
    check_ir(text, r"= const \{value = 1.0\} : float32", r"NOT:value = 2.0", r"store %A",
             r"= const \{value = 0.5\}", r"store %A", r"store %A", r"= const \{value = 3.0\}",
             r'print %A \{msg = "n=64"\}')
    assert "value = 4.0" not in text and "if " not in text


def test_runtime_if_with_values_and_elif():
    def main(A: T.Tensor((64,), "float32"), n: T.int32):
        with T.Kernel(1) as bx:
            x = A[0]
            if n > 3:
                x = x * 2.0
            elif n == 0:
                x = 1.0
            A[1] = x

    check_ir(ir(main), r"%\d+ = gt %n, %\d+ : bool", r"%x_\d+ = if %\d+ : float32 \{",
             r"= mul %x, %\d+ : float32", r"yield", r"\} \{", r"= eq %n, %\d+ : bool", r"%x_\d+ = if",
             r"store %A, \[%\d+\], %x_\d+")


def test_loop_carried_scalars():
    def main(A: T.Tensor((64,), "float32"), B: T.Tensor((1,), "int32")):
        with T.Kernel(1) as bx:
            total = 0.0
            count = 0
            for i in T.serial(64):
                total = total + A[i]
                count += 1
            A[0] = total
            B[0] = count

    check_ir(ir(main), r"%total, %count = for %\d+, %\d+, %\d+, \[%\d+, %\d+\] : float32, int32 "
                       r"\(%i: index, %total_1: float32, %count_1: int32\)",
             r"yield \[%total_2, %count_2\]", r"store %A, \[%\d+\], %total", r"store %B, \[%\d+\], %count")


def test_promotion_rules():
    def main(Q: T.Tensor((8, 4), "uint8"), H: T.Tensor((8,), "float16"), F: T.Tensor((8,), "float32")):
        with T.Kernel(1) as bx:
            for i in T.serial(8):
                nib = (Q[i, 0] >> (i % 2 * 4)) & 0xF           # uint8 op index: int32
                h = H[i] * 2                                  # the literal adopts float16
                g = nib * 0.5                                  # int with a float literal: float32
                m = H[i] * F[i]                                # float16 with float32: float32
                F[i] = g + m + T.cast(h, "float32") + T.cast(nib, "float32")

    check_ir(ir(main), r"= cast %\d+ : int32", r"= shr %\d+, %\d+ : int32", r"%nib = and %\d+, %\d+ : int32",
             r"= const \{value = 2.0\} : float16", r"%h = mul %\d+, %\d+ : float16",
             r"%g = mul %\d+, %\d+ : float32", r"= cast %\d+ : float32", r"%m = mul %\d+, %\d+ : float32")


def test_conditions_comparisons_and_selects():
    def main(A: T.Tensor((64,), "float32"), n: T.int32):
        with T.Kernel(1) as bx:
            for i in T.serial(64):
                ok = 0 < i < n and not (A[i] > 1.0) or i == 3
                A[i] = T.if_then_else(ok, A[i], 0.0)
                A[i] = A[i] if n > 1 else -A[i]

    check_ir(ir(main), r"= lt %\d+, %i : bool", r"= cast %i : int32", r"= lt %\d+, %n : bool", r"= and %\d+, %\d+ : bool",
             r"= gt %\d+, %\d+ : bool", r"= not %\d+ : bool", r"= and", r"= eq %i", r"%ok = or",
             # a side that loads is evaluated only when chosen (TileLang's lazy if_then_else)
             r"= if %ok : float32 \{", r"= load %A", r"yield", r"\} \{", r"yield",
             r"= if %\d+ : float32 \{", r"= load", r"yield", r"\} \{", r"= load", r"= neg", r"yield")


def test_conditional_values_without_loads_are_selects():
    def main(A: T.Tensor((64,), "float32"), n: T.int32):
        with T.Kernel(1) as bx:
            for i in T.serial(64):
                A[i] = T.if_then_else(i < n, 1.0, 2.0) + (3.0 if n > 2 else T.exp(4.0 * i))

    text = ir(main)
    check_ir(text, r"= select %\d+, %\d+, %\d+ : float32", r"= exp", r"= select")
    assert " if " not in text


def test_scalar_functions():
    def main(A: T.Tensor((8,), "float32"), B: T.Tensor((8,), "int32")):
        with T.Kernel(1) as bx:
            for i in T.serial(8):
                x = A[i]
                y = T.exp(x) + T.exp2(x) + T.log(x) + T.log2(x) + T.sqrt(x) + T.rsqrt(x) + T.tanh(x) + T.erf(x)
                y = T.max(y, 0.0) + T.min(y, 1.0) + T.abs(x) + abs(x) + max(x, y)
                B[i] = T.reinterpret("int32", y) + T.ceildiv(i, 4) + T.cast(y, "int32")
                A[i] = T.float32(1) + T.sigmoid(x) + T.floor(x) + T.ceil(x) + T.round(x) + T.sin(x) + T.cos(x)

    text = ir(main)
    for op in ("exp", "exp2", "log", "log2", "sqrt", "rsqrt", "tanh", "erf", "max", "min", "abs", "reinterpret",
               "floordiv", "sigmoid", "floor", "ceil", "round", "sin", "cos"):
        assert f"= {op} %" in text, op


def test_helpers_are_inlined_with_their_own_locations():
    def scale_tile(buf, factor):
        for i, j in T.Parallel(16, 16):
            buf[i, j] = buf[i, j] * factor

    def main(A: T.Tensor((16, 16), "float32")):
        with T.Kernel(1) as bx:
            f = T.alloc_fragment((16, 16), "float32")
            T.copy(A, f)
            scale_tile(f, 3.0)
            T.copy(f, A)

    text = ir(main)
    check_ir(text, r"copy %A, %f", r"parallel \{extents = \[16, 16\]\}", r"= mul", r"store %f", r"copy %f, %A")
    helper_line = scale_tile.__code__.co_firstlineno + 2
    assert f"loc(0:{helper_line}:" in text


def test_layout_annotations_and_swizzle():
    def main(A: T.Tensor((16, 64), "float16")):
        with T.Kernel(1) as bx:
            s = T.alloc_shared((16, 64), "float16")
            acc = T.alloc_fragment((16, 8), "float32")
            T.annotate_layout({s: make_swizzle(16, 64, 16, 128), acc: mma_m16n8k16_c()})
            T.use_swizzle(panel_size=8, order="col")
            T.copy(A, s)

    check_ir(ir(main), r"^layout #L0 = Layout\(\[16, 64\]", r"^layout #L1 = Fragment\(\[16, 8\]",
             r"annotate_layout %s \{layout = #L0\}", r"annotate_layout %acc \{layout = #L1\}",
             r"use_swizzle \{panel_size = 8, order = col\}")


def test_low_bit_tensors_load_as_their_dtype():
    fp4 = T.float4_e2m1fn

    def main(W: T.Tensor((8, 32), T.int4), X: T.Tensor((8, 32), fp4), O: T.Tensor((8, 32), "float16")):
        with T.Kernel(1) as bx:
            for i, j in T.Parallel(8, 32):
                O[i, j] = T.cast(W[i, j], "float16") * X[i, j]

    check_ir(ir(main), r"= load %W, \[%i, %j\] : int4", r"= cast %\d+ : float16",
             r"= load %X, \[%i, %j\] : float4_e2m1fn", r"= cast %\d+ : float16", r"= mul")


def test_jit_specializes_and_caches():
    @tilelang.jit(out_idx=[-1])
    def scale(n, factor):
        @T.prim_func
        def main(A: T.Tensor((n,), "float32"), B: T.Tensor((n,), "float32")):
            with T.Kernel(1) as bx:
                for i in T.Parallel(n):
                    B[i] = A[i] * factor
        return main

    k1, k2, k3 = scale(64, 2.0), scale(64, 2.0), scale(128, 2.0)
    assert k1 is k2 and k1 is not k3
    assert k1.out_idx == (1,)
    assert "tensor<[64], float32>" in k1.ir and "tensor<[128], float32>" in k3.ir
    lowered = tilelang.lower(k1.prim_func)
    assert lowered is not k1.prim_func.module and "thread_idx" in str(lowered) and "parallel" in k1.ir
    assert str(tilelang.lower(k1.prim_func, until="verify")) == k1.ir
    with pytest.raises(tilelang.TileLangError, match="out_idx 5 is not a parameter index"):
        tilelang.compile(k1.prim_func, out_idx=5)
    with pytest.raises(tilelang.TileLangError, match="unknown target"):
        tilelang.compile(k1.prim_func, target="tpu")


def test_tuples_of_indices():
    def main(A: T.Tensor((8, 8), "float32")):
        with T.Kernel(1) as bx:
            for i, j in T.Parallel(8, 8):
                idx = (i, j)
                A[idx] = A[idx] + 1.0

    check_ir(ir(main), r"= load %A, \[%i, %j\] : float32", r"store %A, \[%i, %j\]")


def test_t_macro_lets_library_code_share_kernel_helpers():
    """Functions of library packages (tilelang, numpy, ...) run at parse time; one marked
    @T.macro is kernel code and is inlined, as tilelang.ops' kernels share decode code."""
    import numpy as np

    def twice(x):
        return x * 2.0

    def build(helper):
        @T.prim_func
        def f(A: T.Tensor((64,), "float32"), B: T.Tensor((64,), "float32")):
            with T.Kernel(1, threads=64) as bx:
                for i in T.Parallel(64):
                    B[i] = helper(A[i])
        return f

    twice.__module__ = "tilelang.some_library_module"
    with pytest.raises(tilelang.TileLangError, match=r"helper\(\) cannot take run-time values"):
        build(twice)
    kernel = tilelang.compile(build(T.macro(twice)), target="cpu")
    a, b = np.arange(64, dtype=np.float32), np.zeros(64, np.float32)
    kernel(a, b)
    assert np.array_equal(b, a * 2)
