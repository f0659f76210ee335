"""Ready-made kernels written in the language, called on torch tensors.

* :func:`int4_matmul` / :func:`lowbit_matmul` -- ``C = A @ dequant(B).T`` for weights
  quantized by ``tilelang.quantize`` (int4/uint4 with the fast dequant; int2, fp4,
  nf4 and user formats with the generic decode);
* :func:`prepare_int4` -- permute an int4/uint4 weight once for the fast path.
"""

from .lowbit_matmul import GEMV_MAX_M, PreparedInt4, choose, int4_matmul, lowbit_matmul, plan, prepare_int4

__all__ = ["GEMV_MAX_M", "PreparedInt4", "choose", "int4_matmul", "lowbit_matmul", "plan", "prepare_int4"]
