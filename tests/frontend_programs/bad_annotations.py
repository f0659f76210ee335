"""Bad kernels whose annotations are strings (``from __future__ import annotations``),
so the frontend, not Python, evaluates them.  Markers as in ``bad_programs.py``."""

# ruff: noqa
from __future__ import annotations

import tilelang.language as T

M = T.dynamic("M")


def unknown_dtype_param(A: T.Tensor((128,), "floot32")):  # error[T.Tensor]: unknown dtype 'floot32'
    with T.Kernel(1, threads=128) as bx:
        A[0] = 1.0


def unknown_scalar_dtype_param(A: T.Tensor((128,), "float32"), n: T.int33):  # error[T.int33]: T has no attribute 'int33' (module 'tilelang.language'); did you mean T.int32
    with T.Kernel(1, threads=128) as bx:
        A[0] = 1.0


def tensor_param_bad_dim(A: T.Tensor((128, 0), "float32")):  # error[T.Tensor]: each dim must be a positive int
    with T.Kernel(1, threads=128) as bx:
        A[0, 0] = 1.0


def string_annotation_typo(A: T.Tensor((128,), "float32"), n: "int3"):  # error["int3"]: parameter 'n': expected T.Tensor(shape, dtype) or a scalar dtype, got 'int3' (unknown dtype 'int3' (did you mean int32
    with T.Kernel(1, threads=128) as bx:
        A[0] = 1.0
