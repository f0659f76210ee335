"""Ready-made kernels written in the language, called on torch tensors.

* :func:`int4_matmul` / :func:`lowbit_matmul` -- ``C = A @ dequant(B).T`` for weights
  quantized by ``tilelang.quantize``: every format of 1, 2 or 4 bits with a word
  decode (int4, uint2, int1, float4_e2m1fn, nf4, user integer / float / table
  formats) decodes a 32-bit word at a time; others take the generic decode;
* :func:`prepare` (``prepare_int4`` for int4) -- permute a weight once for the fast path;
* :func:`attention` -- the FlashAttention forward (causal, GQA, packed sequences);
* :func:`decode_attention` -- flash-decoding over a contiguous or paged KV cache in
  float16 / bfloat16, float8_e4m3fn, int8 or int4; :func:`kv_cache_append` writes to one;
  :func:`rope_append` rotates q and k (rotary embedding) and appends k, v in one kernel;
* :func:`tiled_gemm` -- the tiled, pipelined GEMM as a ``@T.prim_func`` factory.
"""

from .attention import attention
from .decode_attention import decode_attention
from .kv_cache import kv_cache_append
from .lowbit_matmul import (GEMV_MAX_M, PreparedInt4, PreparedWeight, choose, int4_matmul, lowbit_matmul, plan,
                            prepare, prepare_int4)
from .rope_append import rope_append
from .tiled_gemm import tiled_gemm

__all__ = ["attention", "decode_attention", "kv_cache_append", "GEMV_MAX_M", "PreparedInt4", "PreparedWeight", "choose", "int4_matmul", "lowbit_matmul",
           "plan", "prepare", "prepare_int4", "rope_append", "tiled_gemm"]
