"""``torch.nn`` building blocks on tilelang's low-bit GEMM (loaded at first use, like ``tilelang.ops``).

* :class:`QuantLinear` -- a drop-in for ``nn.Linear`` whose weight is quantized
  (``from_linear``), or converted exactly from a GPTQ (``from_gptq``) or AWQ
  (``from_awq``) checkpoint;
* :class:`QuantEmbedding` -- ``nn.Embedding`` with a low-bit table, decoded row by row;
* :func:`quantize_model` -- replace every ``nn.Linear`` (and optionally ``nn.Embedding``)
  of a model in place;
* :func:`fuse_linears` -- one QuantLinear for sibling projections that read the same input.

Inference only: the weights are buffers, there is no backward.  ``docs/nn.md`` has the guide.
"""

from .model import fuse_linears, quantize_model
from .quant_embedding import QuantEmbedding
from .quant_linear import QuantLinear

__all__ = ["QuantEmbedding", "QuantLinear", "fuse_linears", "quantize_model"]
