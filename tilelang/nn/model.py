"""``quantize_model``: every ``nn.Linear`` of a model -> :class:`QuantLinear` (and, asked,
every ``nn.Embedding`` -> :class:`QuantEmbedding`), in place;
``fuse_linears``: sibling projections that read one input -> one QuantLinear."""

from __future__ import annotations

import logging

import torch
from torch import nn

from .quant_embedding import QuantEmbedding
from .quant_linear import QuantLinear, resolve_group, weight_format

__all__ = ["quantize_model", "fuse_linears"]

log = logging.getLogger("tilelang.nn")


def _skipped(name: str, skip) -> bool:
    return any(name == s or name.endswith("." + s) for s in skip)


def _fits(module, fmt, group_size) -> bool:
    """Whether the kernels take this layer's K (an embedding's row length) with this format
    and group size."""
    k = module.in_features if isinstance(module, nn.Linear) else module.embedding_dim
    try:
        resolve_group(group_size, k)
    except ValueError:
        return False
    return (k * fmt.bits) % 8 == 0


def quantize_model(model, dtype="int4", group_size=128, skip=("lm_head",), zero_point=False, embeddings=False):
    """Replace every ``nn.Linear`` of ``model`` (recursively, in place) by a :class:`QuantLinear`
    quantized from it (``QuantLinear.from_linear``, on the weight's device), and return the model.

    Arguments:
        model: an ``nn.Module`` (an ``nn.Linear`` itself is returned quantized).
        dtype, group_size, zero_point: as ``QuantLinear.from_linear``.
        skip: module names kept in float: a layer whose name (``model.named_modules()``'s)
            equals ``s`` or ends with ``"." + s`` for an ``s`` in ``skip``.
        embeddings: also every ``nn.Embedding`` (exactly that type, not skipped) -> a
            :class:`QuantEmbedding` of the same format and group size (an 8B model's
            token table is 1 GiB in fp16); off by default, as checkpoints keep it float.

    Only modules whose type is exactly ``nn.Linear`` are replaced (a subclass may read its
    ``weight`` elsewhere, as ``nn.MultiheadAttention`` does its ``out_proj``'s).  A layer whose
    K the kernels do not take (not a multiple of 32, or of ``group_size``) stays an
    ``nn.Linear``; a warning of logger ``tilelang.nn`` names those.  A Linear reachable under
    several names is replaced by one QuantLinear everywhere.  Each layer's float weight is
    released as soon as it is replaced (when nothing else holds it).
    """
    if not isinstance(model, nn.Module):
        raise TypeError(f"quantize_model: model must be an nn.Module, got {type(model).__name__}")
    if isinstance(skip, str):
        skip = (skip,)
    fmt = weight_format(dtype, "quantize_model")
    if zero_point and not fmt.is_int:
        raise ValueError(f"quantize_model: zero_point=True needs an integer format, not {fmt.name}")
    if group_size not in (-1, None) and (isinstance(group_size, bool) or not isinstance(group_size, int)
                                         or group_size <= 0):
        raise ValueError(f"quantize_model: group_size must be a positive int, -1 or None, got {group_size!r}")
    if type(model) is nn.Linear:
        if _fits(model, fmt, group_size):
            return QuantLinear.from_linear(model, fmt, group_size, zero_point)
        log.warning("quantize_model: the model (K = %d) does not fit %s with group_size %s: left as nn.Linear",
                    model.in_features, fmt.name, group_size)
        return model
    kinds = (nn.Linear, nn.Embedding) if embeddings else (nn.Linear,)
    sites = []  # (parent, attribute, full name, module): all collected before anything changes
    for parent_name, parent in model.named_modules(remove_duplicate=False):
        for child_name, child in parent._modules.items():
            if type(child) in kinds:
                sites.append((parent, child_name, f"{parent_name}.{child_name}" if parent_name else child_name, child))
    done, kept = {}, []
    for parent, attr, name, module in sites:
        if _skipped(name, skip):
            continue
        if id(module) not in done:
            linear = type(module) is nn.Linear
            if not _fits(module, fmt, group_size):
                kept.append(f"{name} ({'K' if linear else 'embedding_dim'} = "
                            f"{module.in_features if linear else module.embedding_dim})")
                continue
            done[id(module)] = QuantLinear.from_linear(module, fmt, group_size, zero_point) if linear else \
                QuantEmbedding.from_embedding(module, fmt, group_size, zero_point)
        setattr(parent, attr, done[id(module)])
    if kept:
        log.warning("quantize_model: %d layer(s) left in float, their K not a multiple of 32 / of group_size "
                    "%s: %s", len(kept), group_size, ", ".join(kept))
    return model


def fuse_linears(linears, dtype="int4", group_size=128, zero_point=False):
    """One :class:`QuantLinear` for projections that read the same input (q / k / v, gate /
    up), as serving engines run them: one kernel, one read of the activations.

    The weights are stacked along N and quantized as one: each row's groups are its own,
    so every projection's weight is exactly what quantizing it alone gives.  The result's
    ``split_sizes`` are the projections' N: ``q, k, v = fused(x).split(fused.split_sizes, -1)``.
    The layers must share in_features, weight dtype and device, and all have a bias or none.
    """
    linears = list(linears)
    if not linears or not all(type(m) is nn.Linear for m in linears):
        raise TypeError("fuse_linears: linears must be a non-empty sequence of nn.Linear")
    first = linears[0].weight
    for m in linears[1:]:
        if (m.in_features, m.weight.dtype, m.weight.device) != (linears[0].in_features, first.dtype, first.device):
            raise ValueError("fuse_linears: linears must share in_features, weight dtype and device")
    has_bias = {m.bias is not None for m in linears}
    if len(has_bias) > 1:
        raise ValueError("fuse_linears: linears must all have a bias or none")
    sizes = [m.out_features for m in linears]
    with torch.no_grad():
        stacked = nn.Linear(linears[0].in_features, sum(sizes), bias=has_bias.pop(), device="meta")
        stacked.weight = nn.Parameter(torch.cat([m.weight.detach() for m in linears]), requires_grad=False)
        if stacked.bias is not None:
            stacked.bias = nn.Parameter(torch.cat([m.bias.detach() for m in linears]), requires_grad=False)
    fused = QuantLinear.from_linear(stacked, dtype, group_size, zero_point)
    fused.split_sizes = sizes
    return fused
