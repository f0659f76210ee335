"""Kernels with one mistake each, for tests/test_frontend_errors.py.

These are plain functions: the test applies ``T.prim_func`` to each and checks
the ``TileLangError`` against the marker comment on the offending line::

    # error[<token>]: <message substring>

The caret must point at ``<token>`` in that line (``<token>#2`` for its second
occurrence).  Functions whose names start with ``_`` are helpers, not cases.
"""

# ruff: noqa
import math

import numpy as np
import torch

import tilelang.language as T
import tilelang.layout

BLOCK = 64
TABLE = [[1, 2], [3, 4]]  # a list of lists is a constant: fine
SETTINGS = {"block": 64}
WEIGHTS_NP = np.zeros(4, dtype=np.float32)
WEIGHTS_TORCH = torch.zeros(4)
M = T.dynamic("M")


# ---- tile op shapes -------------------------------------------------------------------
def copy_shape_mismatch(A: T.Tensor((128, 128), "float16")):
    with T.Kernel(1, threads=128) as bx:
        A_s = T.alloc_shared((64, 32), "float16")
        B_s = T.alloc_shared((64, 64), "float16")
        T.copy(A_s, B_s)  # error[T.copy]: src region [64, 32] and dst region [64, 64] differ in shape


def copy_slice_shape_mismatch(A: T.Tensor((128, 128), "float16")):
    with T.Kernel(1, threads=128) as bx:
        A_s = T.alloc_shared((64, 32), "float16")
        T.copy(A[0:64, 0:64], A_s)  # error[T.copy]: src region [64, 64] and dst region [64, 32] differ in shape


def gemm_m_mismatch(A: T.Tensor((128, 128), "float16")):
    with T.Kernel(1, threads=128) as bx:
        A_s = T.alloc_shared((64, 32), "float16")
        B_s = T.alloc_shared((32, 64), "float16")
        C_f = T.alloc_fragment((128, 64), "float32")
        T.gemm(A_s, B_s, C_f)  # error[T.gemm]: C is [128, 64], expected [64, 64]


def gemm_n_mismatch(A: T.Tensor((128, 128), "float16")):
    with T.Kernel(1, threads=128) as bx:
        A_s = T.alloc_shared((64, 32), "float16")
        B_s = T.alloc_shared((32, 128), "float16")
        C_f = T.alloc_fragment((64, 64), "float32")
        T.gemm(A_s, B_s, C_f)  # error[T.gemm]: C is [64, 64], expected [64, 128]


def gemm_k_mismatch(A: T.Tensor((128, 128), "float16")):
    with T.Kernel(1, threads=128) as bx:
        A_s = T.alloc_shared((64, 32), "float16")
        B_s = T.alloc_shared((64, 64), "float16")
        C_f = T.alloc_fragment((64, 64), "float32")
        T.gemm(A_s, B_s, C_f)  # error[T.gemm]: A gives K=32, B gives K=64


def gemm_k_mismatch_transposed(A: T.Tensor((128, 128), "float16")):
    with T.Kernel(1, threads=128) as bx:
        A_s = T.alloc_shared((64, 32), "float16")
        B_s = T.alloc_shared((32, 64), "float16")  # transpose_B wants (N, K)
        C_f = T.alloc_fragment((64, 64), "float32")
        T.gemm(A_s, B_s, C_f, transpose_B=True)  # error[T.gemm]: A gives K=32, B gives K=64


def gemm_accumulator_in_shared(A: T.Tensor((128, 128), "float16")):
    with T.Kernel(1, threads=128) as bx:
        A_s = T.alloc_shared((64, 32), "float16")
        B_s = T.alloc_shared((32, 64), "float16")
        C_s = T.alloc_shared((64, 64), "float32")
        T.gemm(A_s, B_s, C_s)  # error[C_s)]: T.gemm: accumulator C must be a fragment buffer, got shared


def gemm_operand_global(A: T.Tensor((64, 32), "float16")):
    with T.Kernel(1, threads=128) as bx:
        B_s = T.alloc_shared((32, 64), "float16")
        C_f = T.alloc_fragment((64, 64), "float32")
        T.gemm(A, B_s, C_f)  # error[A,]: T.gemm: A must be a shared or fragment buffer, got tensor


def reduce_shape_mismatch(A: T.Tensor((128, 128), "float32")):
    with T.Kernel(1, threads=128) as bx:
        x = T.alloc_fragment((64, 32), "float32")
        m = T.alloc_fragment((32,), "float32")
        T.reduce_max(x, m, dim=1)  # error[T.reduce_max]: dst is [32], expected [64]


def reduce_dim_out_of_range(A: T.Tensor((128, 128), "float32")):
    with T.Kernel(1, threads=128) as bx:
        x = T.alloc_fragment((64, 32), "float32")
        s = T.alloc_fragment((64,), "float32")
        T.reduce_sum(x, s, dim=2)  # error[T.reduce_sum]: dim 2 is out of range for a rank-2 source


# ---- indexing -------------------------------------------------------------------------
def load_wrong_rank(A: T.Tensor((128, 128), "float32"), B: T.Tensor((128,), "float32")):
    with T.Kernel(1, threads=128) as bx:
        for i in T.Parallel(128):
            B[i] = A[i]  # error[A[i]]: tensor 'A' has rank 2 but is indexed with 1 index(es)


def store_wrong_rank(A: T.Tensor((128, 128), "float32"), B: T.Tensor((128,), "float32")):
    with T.Kernel(1, threads=128) as bx:
        for i in T.Parallel(128):
            B[i, 0] = A[i, 0]  # error[B[i, 0]]: tensor 'B' has rank 1 but is indexed with 2 index(es)


def load_wrong_rank_second_occurrence(A: T.Tensor((128,), "float32")):
    with T.Kernel(1, threads=128) as bx:
        A[0] = A[0, 1]  # error[A[0#2]: tensor 'A' has rank 1 but is indexed with 2 index(es)


def index_a_scalar(A: T.Tensor((128,), "float32"), n: T.int32):
    with T.Kernel(1, threads=128) as bx:
        A[0] = n[0]  # error[n[0]]: cannot index a value of type int32


def float_index(A: T.Tensor((128,), "float32")):
    with T.Kernel(1, threads=128) as bx:
        A[1.5] = 0.0  # error[1.5]: index 0 of tensor 'A' must be an integer


def slice_outside_copy(A: T.Tensor((128,), "float32"), B: T.Tensor((128,), "float32")):
    with T.Kernel(1, threads=128) as bx:
        B[0] = A[0:4]  # error[A[0:4]]: slices select a region and are only allowed in T.copy


# ---- names and built-ins --------------------------------------------------------------
def unknown_builtin(A: T.Tensor((128,), "float32")):
    with T.Kernel(1, threads=128) as bx:
        T.foo(A)  # error[T.foo]: T has no attribute 'foo' (module 'tilelang.language')


def undefined_name(A: T.Tensor((128,), "float32")):
    with T.Kernel(1, threads=128) as bx:
        A[0] = undefined_thing  # error[undefined_thing]: name 'undefined_thing' is not defined


def copy_unknown_eviction_policy(A: T.Tensor((128,), "float32"), B: T.Tensor((128,), "float32")):
    with T.Kernel(1, threads=128) as bx:
        A_s = T.alloc_shared((128,), "float32")
        T.copy(A, A_s, eviction_policy="evict_sometimes")  # error["evict_sometimes"]: eviction_policy must be None or one of 'evict_normal'


def pipelined_warp_specialize_not_a_bool(A: T.Tensor((128,), "float32")):
    with T.Kernel(1, threads=128) as bx:
        for k in T.Pipelined(4, num_stages=2, warp_specialize=1):  # error[1]: warp_specialize must be True or False, got 1
            A[k] = 0.0


def pipelined_warp_specialize_one_stage(A: T.Tensor((128,), "float32")):
    with T.Kernel(1, threads=128) as bx:
        for k in T.Pipelined(4, num_stages=1, warp_specialize=True):  # error[True]: warp_specialize needs num_stages >= 2
            A[k] = 0.0


def copy_missing_argument(A: T.Tensor((128,), "float32")):
    with T.Kernel(1, threads=128) as bx:
        T.copy(A)  # error[T.copy]: T.copy(): missing a required argument: 'dst'


def copy_unknown_keyword(A: T.Tensor((128,), "float32"), B: T.Tensor((128,), "float32")):
    with T.Kernel(1, threads=128) as bx:
        T.copy(A, B, mask=True)  # error[mask]: T.copy() got an unexpected keyword argument 'mask'; it takes src, dst


def gemm_missing_argument(A: T.Tensor((128,), "float32")):
    with T.Kernel(1, threads=128) as bx:
        A_s = T.alloc_shared((64, 32), "float16")
        B_s = T.alloc_shared((32, 64), "float16")
        T.gemm(A_s, B_s)  # error[T.gemm]: T.gemm(): missing a required argument: 'C'


def gemm_too_many_arguments(A: T.Tensor((128,), "float32")):
    with T.Kernel(1, threads=128) as bx:
        A_s = T.alloc_shared((64, 32), "float16")
        B_s = T.alloc_shared((32, 64), "float16")
        C_f = T.alloc_fragment((64, 64), "float32")
        T.gemm(A_s, B_s, C_f, False, False, None, False, 1, 0, 7)  # error[7)]: T.gemm() takes at most 9 positional arguments, got 10


def gemm_unknown_keyword(A: T.Tensor((128,), "float32")):
    with T.Kernel(1, threads=128) as bx:
        A_s = T.alloc_shared((64, 32), "float16")
        B_s = T.alloc_shared((32, 64), "float16")
        C_f = T.alloc_fragment((64, 64), "float32")
        T.gemm(A_s, B_s, C_f, trans_B=True)  # error[trans_B]: T.gemm() got an unexpected keyword argument 'trans_B'; did you mean transpose_B=?


def alloc_shared_missing_dtype(A: T.Tensor((128,), "float32")):
    with T.Kernel(1, threads=128) as bx:
        A_s = T.alloc_shared((64, 32))  # error[T.alloc_shared]: missing a required argument: 'dtype'


def alloc_shared_unknown_keyword(A: T.Tensor((128,), "float32")):
    with T.Kernel(1, threads=128) as bx:
        A_s = T.alloc_shared((64, 32), "float16", align=16)  # error[align]: T.alloc_shared() got an unexpected keyword argument 'align'


def kernel_no_grid(A: T.Tensor((128,), "float32")):
    with T.Kernel(threads=128) as bx:  # error[T.Kernel]: T.Kernel takes 1 to 3 grid extents, got 0
        A[0] = 1.0


def kernel_four_grid_dims(A: T.Tensor((128,), "float32")):
    with T.Kernel(1, 2, 3, 4, threads=128) as bx:  # error[T.Kernel]: T.Kernel takes 1 to 3 grid extents, got 4
        A[0] = 1.0


def kernel_unknown_keyword(A: T.Tensor((128,), "float32")):
    with T.Kernel(1, num_threads=128) as bx:  # error[num_threads]: T.Kernel() got an unexpected keyword argument 'num_threads'; did you mean threads=?
        A[0] = 1.0


def kernel_too_many_threads(A: T.Tensor((128,), "float32")):
    with T.Kernel(1, threads=(32, 64)) as bx:  # error[(32, 64)]: a block holds at most 1024 threads, got 2048
        A[0] = 1.0


def kernel_more_names_than_dims(A: T.Tensor((128,), "float32")):
    with T.Kernel(4, threads=128) as (bx, by):  # error[(bx, by)]: the grid has 1 dim(s) but 2 block indices
        A[bx] = 1.0


# ---- dtypes ---------------------------------------------------------------------------
def unknown_dtype_alloc(A: T.Tensor((128,), "float32")):
    with T.Kernel(1, threads=128) as bx:
        A_s = T.alloc_shared((64,), "float17")  # error["float17"]: T.alloc_shared dtype: unknown dtype 'float17' (did you mean float16


def unknown_dtype_cast(A: T.Tensor((128,), "float32")):
    with T.Kernel(1, threads=128) as bx:
        A[0] = T.cast(A[1], "float31")  # error["float31"]: T.cast dtype: unknown dtype 'float31'


def bit_and_on_float(A: T.Tensor((128,), "float32"), B: T.Tensor((128,), "int32")):
    with T.Kernel(1, threads=128) as bx:
        B[0] = A[0] & 1  # error[A[0] & 1]: operator & needs integers, got float32


def shift_on_float(A: T.Tensor((128,), "float16"), B: T.Tensor((128,), "int32")):
    with T.Kernel(1, threads=128) as bx:
        B[0] = A[0] << 2  # error[A[0] << 2]: operator << needs integers, got float16


def invert_on_float(A: T.Tensor((128,), "float32")):
    with T.Kernel(1, threads=128) as bx:
        A[0] = ~A[1]  # error[~A[1]]: ~ needs an integer or bool, got float32


def int_power_at_run_time(A: T.Tensor((128,), "int32")):
    with T.Kernel(1, threads=128) as bx:
        A[0] = A[1] ** 2  # error[A[1] ** 2]: ** on integer values is not supported at run time


def store_float32_into_float16(A: T.Tensor((128,), "float32"), B: T.Tensor((128,), "float16")):
    with T.Kernel(1, threads=128) as bx:
        B[bx] = A[bx] * 2.0  # error[B[bx]]: a float32 value does not fit in float16 without an explicit cast; write T.cast


def literal_too_large(B: T.Tensor((128,), "int8")):
    with T.Kernel(1, threads=128) as bx:
        B[0] = 300  # error[B[0]]: the constant 300 is not a value of int8


def float_literal_into_int(B: T.Tensor((128,), "int32")):
    with T.Kernel(1, threads=128) as bx:
        B[0] = 1.5  # error[B[0]]: the constant 1.5 is not a value of int32


# ---- unsupported Python ---------------------------------------------------------------
def while_loop(A: T.Tensor((128,), "float32")):
    with T.Kernel(1, threads=128) as bx:
        i = 0
        while i < 4:  # error[while]: while loops (use T.serial / range with a bound) not supported
            i = i + 1


def try_statement(A: T.Tensor((128,), "float32")):
    with T.Kernel(1, threads=128) as bx:
        try:  # error[try]: try not supported in a kernel
            A[0] = 1.0
        finally:
            pass


def with_other_than_kernel(A: T.Tensor((128,), "float32")):
    with open("x") as f:  # error[open]: 'with' is only supported as `with T.Kernel(...)
        A[0] = 1.0


def lambda_in_kernel(A: T.Tensor((128,), "float32")):
    with T.Kernel(1, threads=128) as bx:
        f = lambda x: x + 1  # error[lambda]: lambda not supported in a kernel


def list_comprehension(A: T.Tensor((128,), "float32")):
    with T.Kernel(1, threads=128) as bx:
        xs = [A[i] for i in range(4)]  # error[[A[i]]: list comprehensions not supported in a kernel


def dict_comprehension(A: T.Tensor((128,), "float32")):
    with T.Kernel(1, threads=128) as bx:
        xs = {i: A[i] for i in range(4)}  # error[{i]: dict comprehensions not supported in a kernel


def set_comprehension(A: T.Tensor((128,), "float32")):
    with T.Kernel(1, threads=128) as bx:
        xs = {A[i] for i in range(4)}  # error[{A]: set comprehensions not supported in a kernel


def break_in_loop(A: T.Tensor((128,), "float32")):
    with T.Kernel(1, threads=128) as bx:
        for i in T.serial(4):
            if A[i] > 0:
                break  # error[break]: break not supported in a kernel


def continue_in_loop(A: T.Tensor((128,), "float32")):
    with T.Kernel(1, threads=128) as bx:
        for i in range(4):
            continue  # error[continue]: continue not supported in a kernel


def nested_def(A: T.Tensor((128,), "float32")):
    with T.Kernel(1, threads=128) as bx:
        def helper(x):  # error[def]: nested function definitions not supported in a kernel
            return x
        A[0] = helper(A[1])


def import_in_kernel(A: T.Tensor((128,), "float32")):
    with T.Kernel(1, threads=128) as bx:
        import math as m  # error[import]: import not supported in a kernel
        A[0] = 1.0


def global_statement(A: T.Tensor((128,), "float32")):
    global BLOCK  # error[global]: global not supported in a kernel
    with T.Kernel(1, threads=128) as bx:
        A[0] = 1.0


def unknown_runtime_function(A: T.Tensor((128,), "float32")):
    with T.Kernel(1, threads=128) as bx:
        A[0] = math.exp(A[1])  # error[math.exp]: math.exp() cannot take run-time values (a value of type float32); only T.* functions and helpers defined in your code can; use T.exp


def return_in_kernel(A: T.Tensor((128,), "float32")):
    with T.Kernel(1, threads=128) as bx:
        A[0] = 1.0
    return A  # error[return]: a kernel returns nothing


def assert_false(A: T.Tensor((128,), "float32")):
    assert BLOCK % 48 == 0, "BLOCK must be a multiple of 48"  # error[assert]: BLOCK must be a multiple of 48
    with T.Kernel(1, threads=128) as bx:
        A[0] = 1.0


# ---- globals --------------------------------------------------------------------------
def global_dict(A: T.Tensor((128,), "float32")):
    with T.Kernel(1, threads=128) as bx:
        A[0] = SETTINGS["block"]  # error[SETTINGS]: 'SETTINGS' is a dict (mutable): only constants


def global_numpy_array(A: T.Tensor((128,), "float32")):
    with T.Kernel(1, threads=128) as bx:
        A[0] = WEIGHTS_NP[0]  # error[WEIGHTS_NP]: 'WEIGHTS_NP' is a numpy array


def global_torch_tensor(A: T.Tensor((128,), "float32")):
    with T.Kernel(1, threads=128) as bx:
        A[0] = WEIGHTS_TORCH[0]  # error[WEIGHTS_TORCH]: 'WEIGHTS_TORCH' is a torch tensor


# ---- kernel structure -----------------------------------------------------------------
def alloc_outside_kernel(A: T.Tensor((128,), "float32")):
    A_s = T.alloc_shared((64,), "float32")  # error[T.alloc_shared]: T.alloc_shared must be inside a `with T.Kernel
    with T.Kernel(1, threads=128) as bx:
        A[0] = 1.0


def copy_outside_kernel(A: T.Tensor((128,), "float32"), B: T.Tensor((128,), "float32")):
    T.copy(A, B)  # error[T.copy]: T.copy must be inside a `with T.Kernel


def two_kernels(A: T.Tensor((128,), "float32")):
    with T.Kernel(1, threads=128) as bx:
        A[0] = 1.0
    with T.Kernel(1, threads=128) as bx:  # error[with]: a kernel function holds one T.Kernel block
        A[1] = 1.0


def nested_kernel(A: T.Tensor((128,), "float32")):
    with T.Kernel(1, threads=128) as bx:
        with T.Kernel(1, threads=128) as by:  # error[with]: the block is already inside one
            A[1] = 1.0


def parallel_runtime_extent(A: T.Tensor((128,), "float32"), n: T.int32):
    with T.Kernel(1, threads=128) as bx:
        for i in T.Parallel(n):  # error[n)]: a T.Parallel extent must be a compile-time constant
            A[i] = 1.0


def parallel_reassigns_scalar(A: T.Tensor((128,), "float32")):
    with T.Kernel(1, threads=128) as bx:
        total = 0.0
        for i in T.Parallel(128):
            total = total + A[i]  # error[total]: 'total' is reassigned inside T.Parallel


def name_from_loop_used_after(A: T.Tensor((128,), "float32")):
    with T.Kernel(1, threads=128) as bx:
        for i in T.serial(4):
            last = A[i]
        A[0] = last  # error[last]: 'last' is defined inside a loop body; it cannot be used after it


def loop_variable_used_after(A: T.Tensor((128,), "float32")):
    with T.Kernel(1, threads=128) as bx:
        for i in range(4):
            A[i] = 0.0
        A[i] = 1.0  # error[i]: 'i' is defined inside a loop body


def name_on_one_branch(A: T.Tensor((128,), "float32")):
    with T.Kernel(1, threads=128) as bx:
        if A[0] > 0:
            y = A[1]
        A[2] = y  # error[y]: 'y' is assigned on only one branch of a run-time if


def carried_int_becomes_float(A: T.Tensor((128,), "float32")):
    with T.Kernel(1, threads=128) as bx:
        acc = 0
        for i in range(4):
            acc = acc + A[i]  # error[acc]: 'acc' is int32 before the loop and changes type inside it
        A[0] = acc


def copy_two_elements(A: T.Tensor((128,), "float32"), B: T.Tensor((128,), "float32")):
    with T.Kernel(1, threads=128) as bx:
        T.copy(A[0], B[0])  # error[T.copy]: both are single elements


def copy_runtime_width(A: T.Tensor((128,), "float32"), n: T.int32):
    with T.Kernel(1, threads=128) as bx:
        A_s = T.alloc_shared((64,), "float32")
        T.copy(A[0:n], A_s[0:n])  # error[0:n]: width of the slice of dim 0 is not a compile-time constant


def copy_runtime_width_to_corner(A: T.Tensor((128,), "float32"), B: T.Tensor((128,), "float32"), n: T.int32):
    with T.Kernel(1, threads=128) as bx:
        T.copy(A[bx:bx + n], B[0])  # error[bx:bx + n]: width of the slice of dim 0 is not a compile-time constant


def parameter_without_annotation(A: T.Tensor((128,), "float32"), n):  # error[n)]: parameter 'n' needs a type
    with T.Kernel(1, threads=128) as bx:
        A[0] = 1.0


def parameter_with_default(A: T.Tensor((128,), "float32"), n: T.int32 = 7777):  # error[7777]: take no default
    with T.Kernel(1, threads=128) as bx:
        A[0] = 1.0


def buffer_with_dynamic_dim(A: T.Tensor((M,), "float32")):
    with T.Kernel(1, threads=128) as bx:
        A_s = T.alloc_shared((M,), "float32")  # error[(M,)]: buffers need static shapes


def pipelined_negative_stages(A: T.Tensor((128,), "float32")):
    with T.Kernel(1, threads=128) as bx:
        for k in T.Pipelined(4, num_stages=-1):  # error[-1]: num_stages must be >= 0, got -1
            A[k] = 1.0


def fill_global_tensor(A: T.Tensor((128,), "float32")):
    with T.Kernel(1, threads=128) as bx:
        T.fill(A, 0.0)  # error[A,]: T.fill fills shared, fragment and local buffers


def range_with_zero_step(A: T.Tensor((128,), "float32")):
    with T.Kernel(1, threads=128) as bx:
        for i in range(0, 8, 0):  # error[0)]: the loop step must be a positive constant, got 0
            A[i] = 1.0


def thread_binding_bad_dim(A: T.Tensor((128,), "int32")):
    with T.Kernel(1, threads=128) as bx:
        A[0] = T.get_thread_binding(3)  # error[T.get_thread_binding]: dim must be 0, 1 or 2, got 3


def alloc_var_bad_index(A: T.Tensor((128,), "int32")):
    with T.Kernel(1, threads=128) as bx:
        x = T.alloc_var("int32", init=0)
        x[1] = 2  # error[x[1]]: a T.alloc_var value is read as a plain name (or x[0])


def if_then_else_on_tensor(A: T.Tensor((128,), "float32")):
    with T.Kernel(1, threads=128) as bx:
        A[0] = T.if_then_else(A[0] > 0, A, 1.0)  # error[A, 1.0]: a conditional value must be a scalar, got a value of type tensor


def cast_a_buffer(A: T.Tensor((128,), "float16")):
    with T.Kernel(1, threads=128) as bx:
        S = T.alloc_shared((64,), "float32")
        A[0] = T.cast(S, "float16")  # error[T.cast]: casts take scalars


def float_literal_overflows_float16(H: T.Tensor((128,), "float16")):
    with T.Kernel(1, threads=128) as bx:
        H[0] = 1e6  # error[H[0]]: the constant 1000000.0 is not a value of float16


def parallel_zero_extent(A: T.Tensor((128,), "float32")):
    with T.Kernel(1, threads=128) as bx:
        for i in T.Parallel(0):  # error[for]: T.Parallel extents must be positive ints, got [0]
            A[i] = 1.0


def for_else(A: T.Tensor((128,), "float32")):
    with T.Kernel(1, threads=128) as bx:
        for i in range(4):  # error[for]: for ... else is not supported in a kernel
            A[i] = 1.0
        else:
            A[0] = 2.0


def unpack_count_mismatch(A: T.Tensor((128,), "float32")):
    with T.Kernel(1, threads=128) as bx:
        a, b = (1, 2, 3)  # error[a, b]: cannot unpack 3 values into 2 names


def from_planes_width_mismatch(P: T.Tensor((128,), "uint4"), Q: T.Tensor((128,), "uint2"),
                               O: T.Tensor((128,), "float16")):
    with T.Kernel(1, threads=128) as bx:
        for i in T.Parallel(128):
            O[i] = T.cast(T.from_planes("int8", P[i], Q[i]), "float16")  # error[T.from_planes]: the planes hold 6 bits (4 + 2); int8 has 8


def from_planes_signed_plane(P: T.Tensor((128,), "int4"), Q: T.Tensor((128,), "uint4"),
                             O: T.Tensor((128,), "float16")):
    with T.Kernel(1, threads=128) as bx:
        for i in T.Parallel(128):
            O[i] = T.cast(T.from_planes("uint8", P[i], Q[i]), "float16")  # error[T.from_planes]: plane 0 must be an unsigned integer code


def reinterpret_width_mismatch(A: T.Tensor((128,), "float32"), H: T.Tensor((128,), "float16")):
    with T.Kernel(1, threads=128) as bx:
        H[0] = T.reinterpret("float16", A[0])  # error[T.reinterpret]: bit widths differ: float32 (32 bits) -> float16


def print_runtime_message(A: T.Tensor((128,), "float32")):
    with T.Kernel(1, threads=128) as bx:
        T.print(A[0], msg=A[1])  # error[A[1]]: msg must be a compile-time constant


def annotate_layout_wrong_shape(A: T.Tensor((128,), "float32")):
    with T.Kernel(1, threads=128) as bx:
        S = T.alloc_shared((64,), "float32")
        T.annotate_layout({S: tilelang.layout.make_row_major(32, 32)})  # error[T.annotate_layout]: layout shape [32, 32] differs from the buffer's [64]


def copy_slice_with_step(A: T.Tensor((128,), "float32")):
    with T.Kernel(1, threads=128) as bx:
        S = T.alloc_shared((64,), "float32")
        T.copy(A[0:128:2], S)  # error[0:128:2]: T.copy: slices with a step are not supported


def copy_region_exceeds_buffer(A: T.Tensor((128,), "float32")):
    with T.Kernel(1, threads=128) as bx:
        S = T.alloc_shared((64,), "float32")
        T.copy(S[0:128], A)  # error[T.copy]: src region [128] exceeds the buffer shape [64]


def use_swizzle_bad_order(A: T.Tensor((128,), "float32")):
    with T.Kernel(1, threads=128) as bx:
        T.use_swizzle(8, order="diagonal")  # error[T.use_swizzle]: order must be 'row' or 'column', got 'diagonal'


def dynamic_dim_not_in_any_tensor(A: T.Tensor((128,), "float32")):
    with T.Kernel(T.ceildiv(M, 64), threads=128) as bx:  # error[M]: T.dynamic dim 'M' is used, but no tensor parameter's shape contains it
        A[0] = 1.0


def _scale_of(dtype_name):
    return {"float16": 2}[dtype_name]


def compile_time_helper_fails(A: T.Tensor((128,), "float32")):
    with T.Kernel(1, threads=128) as bx:
        A[0] = _scale_of("int4")  # error[_scale_of]: calling _scale_of() at compile time failed: KeyError: 'int4'


def _bad_store(dst, value):
    dst[0, 0] = value  # error[dst[0, 0]]: tensor 'A' has rank 1 but is indexed with 2 index(es)


def error_inside_inlined_helper(A: T.Tensor((128,), "float32")):
    with T.Kernel(1, threads=128) as bx:
        _bad_store(A, A[1] + 1.0)


def augmented_store_narrowing(A: T.Tensor((128,), "float32"), H: T.Tensor((128,), "float16")):
    with T.Kernel(1, threads=128) as bx:
        H[bx] += A[bx]  # error[H[bx]]: storing into H (float16): a float32 value does not fit in float16


def builtin_used_as_value(A: T.Tensor((128,), "float32")):
    with T.Kernel(1, threads=128) as bx:
        x = T.Kernel(2)  # error[T.Kernel]: T.Kernel can only be used


def negative_constant_index(A: T.Tensor((128,), "float32")):
    with T.Kernel(1, threads=128) as bx:
        A[0] = A[-1]  # error[-1]: index -1 is out of bounds for dim 0 of tensor 'A' (size 128); negative indices


def constant_index_past_a_buffer(A: T.Tensor((128,), "float32")):
    with T.Kernel(1, threads=128) as bx:
        S = T.alloc_shared((4, 64), "float32")
        A[0] = S[1, 64]  # error[64]: index 64 is out of bounds for dim 1 of shared buffer 'S' (size 64)


def compile_time_math_domain_error(A: T.Tensor((128,), "float32")):
    with T.Kernel(1, threads=128) as bx:
        A[0] = T.log(-1.0)  # error[T.log]: compile-time log(-1.0) failed: math domain error


def ceildiv_by_zero(A: T.Tensor((128,), "float32")):
    with T.Kernel(T.ceildiv(128, BLOCK - 64), threads=128) as bx:  # error[BLOCK - 64]: T.ceildiv: division by zero
        A[0] = 1.0


def builtin_function_with_runtime_values_in_a_tuple(A: T.Tensor((128,), "float32")):
    with T.Kernel(1, threads=128) as bx:
        A[0] = sum((A[1], A[2]))  # error[sum]: sum() cannot take run-time values


# ---- kernels inside a jit factory (indented source; not collected as cases) -----------------
def _gemm_factory(block_K_of_B):
    import tilelang

    @tilelang.jit(out_idx=[-1])
    def matmul(M, N, K, block_M=64, block_N=64, block_K=32):
        @T.prim_func
        def main(A: T.Tensor((M, K), "float16"), B: T.Tensor((K, N), "float16"), C: T.Tensor((M, N), "float16")):
            with T.Kernel(T.ceildiv(N, block_N), T.ceildiv(M, block_M), threads=128) as (bx, by):
                A_shared = T.alloc_shared((block_M, block_K), "float16")
                B_shared = T.alloc_shared((block_K_of_B, block_N), "float16")
                C_local = T.alloc_fragment((block_M, block_N), "float")
                for k in T.Pipelined(T.ceildiv(K, block_K), num_stages=2):
                    T.copy(A[by * block_M, k * block_K], A_shared)
                    T.copy(B[k * block_K, bx * block_N], B_shared)
                    T.gemm(A_shared, B_shared, C_local)  # error[T.gemm]: T.gemm: reduction dims differ: A gives K=32, B gives K=64
                T.copy(C_local, C[by * block_M, bx * block_N])

        return main

    return matmul


def store_outside_kernel(A: T.Tensor((128,), "float32")):
    A[0] = 1.0  # error[A[0]]: tensors can only be written inside the `with T.Kernel(...)` block
    with T.Kernel(1, threads=128) as bx:
        A[1] = 1.0


def load_outside_kernel(A: T.Tensor((128,), "int32")):
    n = A[0]  # error[A[0]]: tensor 'A' can only be read inside the `with T.Kernel(...)` block
    with T.Kernel(1, threads=128) as bx:
        A[1] = 1


def tile_op_after_the_kernel_block(A: T.Tensor((128,), "float32"), n: T.int32):
    with T.Kernel(1, threads=128) as bx:
        A[1] = 1.0
    if n > 0:
        T.fill(A, 0.0)  # error[T.fill]: T.fill must be inside a `with T.Kernel(...)` block


async def async_kernel(A: T.Tensor((128,), "float32")):  # error[async]: a kernel is a plain `def`, not `async def`
    with T.Kernel(1, threads=128) as bx:
        A[1] = 1.0
