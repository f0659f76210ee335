"""A Llama-architecture decoder for the end-to-end benchmark (``e2e_llama.py``): built
from a config, random weights, a static KV cache, and a decode step with no host
synchronisation, so that one step can be captured in a CUDA graph.

The layers are plain ``nn.Linear`` modules named as in Llama checkpoints (``q_proj``,
``k_proj``, ``v_proj``, ``o_proj``, ``gate_proj``, ``up_proj``, ``down_proj``,
``lm_head``), so ``tilelang.nn.quantize_model`` swaps them as it would in any model.
``fuse=True`` builds the sibling projections that read one input as one layer
(``qkv_proj``, ``gate_up_proj``), as serving engines do.
"""

from __future__ import annotations

from dataclasses import dataclass

import torch
import torch.nn.functional as F
from torch import nn

from tilelang.ops import decode_attention, rope_append


@dataclass(frozen=True)
class LlamaShape:
    """Llama-3-8B's shapes by default."""

    vocab: int = 128256
    hidden: int = 4096
    layers: int = 32
    heads: int = 32
    kv_heads: int = 8
    intermediate: int = 14336
    rope_theta: float = 500000.0
    eps: float = 1e-5

    @property
    def head_dim(self) -> int:
        return self.hidden // self.heads


class RMSNorm(nn.Module):
    def __init__(self, dim, eps, dtype):
        super().__init__()
        self.weight = nn.Parameter(torch.ones(dim, dtype=dtype))
        self.eps = eps

    def forward(self, x):
        xf = x.float()
        return (xf * torch.rsqrt(xf.pow(2).mean(-1, keepdim=True) + self.eps)).to(x.dtype) * self.weight


def _rotate_half(x):
    x1, x2 = x.chunk(2, dim=-1)
    return torch.cat((-x2, x1), dim=-1)


class Attention(nn.Module):
    def __init__(self, cfg: LlamaShape, fuse: bool, dtype):
        super().__init__()
        hd, self.cfg, self.fuse = cfg.head_dim, cfg, fuse
        q, kv = cfg.heads * hd, cfg.kv_heads * hd
        self.split = (q, kv, kv)
        if fuse:
            self.qkv_proj = nn.Linear(cfg.hidden, q + 2 * kv, bias=False, dtype=dtype)
        else:
            self.q_proj = nn.Linear(cfg.hidden, q, bias=False, dtype=dtype)
            self.k_proj = nn.Linear(cfg.hidden, kv, bias=False, dtype=dtype)
            self.v_proj = nn.Linear(cfg.hidden, kv, bias=False, dtype=dtype)
        self.o_proj = nn.Linear(q, cfg.hidden, bias=False, dtype=dtype)
        self.tilelang_decode = False  # LlamaModel.use_decode_attention
        self.rope_tables = None  # (cos, sin) (positions, head_dim), with tilelang_decode

    def forward(self, x, cos, sin, cache, pos, mask):
        B, T, _ = x.shape
        cfg, hd = self.cfg, self.cfg.head_dim
        if self.fuse:
            q, k, v = self.qkv_proj(x).split(self.split, dim=-1)
        else:
            q, k, v = self.q_proj(x), self.k_proj(x), self.v_proj(x)
        q, k, v = q.view(B, T, cfg.heads, hd), k.view(B, T, cfg.kv_heads, hd), v.view(B, T, cfg.kv_heads, hd)
        cache_k, cache_v = cache
        if self.tilelang_decode:  # the cache is (B, S, kv_heads, hd), tilelang's layout
            # q and k rotated, k and v written at positions pos[0] .. (one kernel; the
            # tables' rows are positions, so no host value: capturable)
            q, lens = rope_append(q, k, v, cache_k, cache_v, pos[:1], *self.rope_tables)
            if T == 1:
                o = decode_attention(q, cache_k, cache_v, lens)
                return self.o_proj(o.reshape(B, T, cfg.heads * hd))
            cache_k, cache_v = cache_k.transpose(1, 2), cache_v.transpose(1, 2)  # (SDPA's layout, a view)
        else:  # (B, kv_heads, S, hd), SDPA's
            cos, sin = cos[:, None], sin[:, None]  # (T, 1, hd): over the heads
            q, k = q * cos + _rotate_half(q) * sin, k * cos + _rotate_half(k) * sin
            cache_k.index_copy_(2, pos, k.transpose(1, 2))
            cache_v.index_copy_(2, pos, v.transpose(1, 2))
        o = F.scaled_dot_product_attention(q.transpose(1, 2), cache_k, cache_v, attn_mask=mask, enable_gqa=True)
        return self.o_proj(o.transpose(1, 2).reshape(B, T, cfg.heads * hd))


class MLP(nn.Module):
    def __init__(self, cfg: LlamaShape, fuse: bool, dtype):
        super().__init__()
        self.fuse, self.inter = fuse, cfg.intermediate
        if fuse:
            self.gate_up_proj = nn.Linear(cfg.hidden, 2 * cfg.intermediate, bias=False, dtype=dtype)
        else:
            self.gate_proj = nn.Linear(cfg.hidden, cfg.intermediate, bias=False, dtype=dtype)
            self.up_proj = nn.Linear(cfg.hidden, cfg.intermediate, bias=False, dtype=dtype)
        self.down_proj = nn.Linear(cfg.intermediate, cfg.hidden, bias=False, dtype=dtype)

    def forward(self, x):
        if self.fuse:
            gate, up = self.gate_up_proj(x).split(self.inter, dim=-1)
        else:
            gate, up = self.gate_proj(x), self.up_proj(x)
        return self.down_proj(F.silu(gate) * up)


class DecoderLayer(nn.Module):
    def __init__(self, cfg, fuse, dtype):
        super().__init__()
        self.input_layernorm = RMSNorm(cfg.hidden, cfg.eps, dtype)
        self.self_attn = Attention(cfg, fuse, dtype)
        self.post_attention_layernorm = RMSNorm(cfg.hidden, cfg.eps, dtype)
        self.mlp = MLP(cfg, fuse, dtype)

    def forward(self, x, cos, sin, cache, pos, mask):
        x = x + self.self_attn(self.input_layernorm(x), cos, sin, cache, pos, mask)
        return x + self.mlp(self.post_attention_layernorm(x))


class LlamaModel(nn.Module):
    """``model(tokens (B, T), pos (T,) int64, caches)`` -> logits (B, vocab) of the last
    position; ``caches`` from :meth:`new_cache`."""

    def __init__(self, cfg: LlamaShape, fuse: bool = False, dtype=torch.float16):
        super().__init__()
        self.cfg = cfg
        self.embed_tokens = nn.Embedding(cfg.vocab, cfg.hidden, dtype=dtype)
        self.layers = nn.ModuleList(DecoderLayer(cfg, fuse, dtype) for _ in range(cfg.layers))
        self.norm = RMSNorm(cfg.hidden, cfg.eps, dtype)
        self.lm_head = nn.Linear(cfg.hidden, cfg.vocab, bias=False, dtype=dtype)
        hd = cfg.head_dim
        inv = 1.0 / (cfg.rope_theta ** (torch.arange(0, hd, 2, dtype=torch.float32) / hd))
        self.register_buffer("inv_freq", inv, persistent=False)

    def rewind(self, caches, length: int):
        """(The positions are ``pos``: nothing to reset.)"""

    def use_decode_attention(self, on: bool = True, max_positions: int = 8192) -> None:
        """Decode steps (one new token) attend through ``tilelang.ops.decode_attention``
        over a (batch, seqlen, kv_heads, head_dim) cache instead of SDPA over a
        (batch, kv_heads, seqlen, head_dim) one (longer prompts: SDPA on its transposed
        view); every step rotates q and k and appends k and v through
        ``tilelang.ops.rope_append``, from cos / sin tables of ``max_positions`` rows
        (the model's dtype, as its own rotation rounds them)."""
        tables = None
        if on:
            dev, dt = self.inv_freq.device, self.norm.weight.dtype
            freqs = torch.arange(max_positions, device=dev, dtype=torch.float32)[:, None] * self.inv_freq[None, :]
            emb = torch.cat((freqs, freqs), dim=-1)
            tables = (emb.cos().to(dt), emb.sin().to(dt))
        for layer in self.layers:
            layer.self_attn.tilelang_decode = on
            layer.self_attn.rope_tables = tables

    def new_cache(self, batch: int, length: int):
        cfg, dev, dt = self.cfg, self.norm.weight.device, self.norm.weight.dtype  # (the embedding may be quantized)
        ours = self.layers[0].self_attn.tilelang_decode
        shape = (batch, length, cfg.kv_heads, cfg.head_dim) if ours else (batch, cfg.kv_heads, length, cfg.head_dim)
        return [(torch.zeros(shape, dtype=dt, device=dev), torch.zeros(shape, dtype=dt, device=dev))
                for _ in range(cfg.layers)]

    def forward(self, tokens, pos, caches):
        x = self.embed_tokens(tokens)
        freqs = pos.float()[:, None] * self.inv_freq[None, :]
        emb = torch.cat((freqs, freqs), dim=-1)
        cos, sin = emb.cos().to(x.dtype), emb.sin().to(x.dtype)
        length = caches[0][0].shape[1 if self.layers[0].self_attn.tilelang_decode else 2]
        mask = torch.arange(length, device=pos.device)[None, :] <= pos[:, None]  # (T, S): causal over the cache
        for layer, cache in zip(self.layers, caches):
            x = layer(x, cos, sin, cache, pos, mask)
        return self.lm_head(self.norm(x[:, -1]))


class HFLlama(nn.Module):
    """transformers' ``LlamaForCausalLM`` built from a config (random weights, nothing
    downloaded) behind :class:`LlamaModel`'s interface: a ``StaticCache`` (no host
    synchronisation in a decode step, so it captures in a CUDA graph) and the logits
    of the last position only (``logits_to_keep=1``)."""

    def __init__(self, cfg: LlamaShape, dtype=torch.float16):
        super().__init__()
        from transformers import LlamaConfig, LlamaForCausalLM

        hc = LlamaConfig(vocab_size=cfg.vocab, hidden_size=cfg.hidden, intermediate_size=cfg.intermediate,
                         num_hidden_layers=cfg.layers, num_attention_heads=cfg.heads,
                         num_key_value_heads=cfg.kv_heads, rope_theta=cfg.rope_theta, rms_norm_eps=cfg.eps,
                         max_position_embeddings=8192, attn_implementation="sdpa")
        self.cfg, self.hf = cfg, LlamaForCausalLM._from_config(hc, torch_dtype=dtype)

    def new_cache(self, batch: int, length: int):
        from transformers import StaticCache

        try:
            return StaticCache(config=self.hf.config, max_cache_len=length)
        except TypeError:  # (versions that size the batch up front)
            return StaticCache(config=self.hf.config, max_batch_size=batch, max_cache_len=length)

    def rewind(self, caches, length: int):
        """Set the cache's write position to ``length``: transformers versions whose
        static cache counts its own position (and ignores ``cache_position``) keep it
        in a tensor per layer, which a timing loop must reset with ``pos``."""
        for layer in getattr(caches, "layers", ()):
            n = getattr(layer, "cumulative_length", None)
            if isinstance(n, torch.Tensor):
                n.fill_(length)

    def forward(self, tokens, pos, caches):
        out = self.hf(input_ids=tokens, past_key_values=caches, cache_position=pos, use_cache=True, logits_to_keep=1)
        return out.logits[:, -1]


def build(cfg: LlamaShape, impl: str = "auto", fuse: bool = False, dtype=torch.float16) -> nn.Module:
    """The model: transformers' Llama where it is installed ("auto"/"hf"), else ours
    ("own"; also for ``fuse``, which transformers' Llama does not have)."""
    if impl == "auto":
        try:
            import transformers  # noqa: F401
            impl = "own" if fuse else "hf"
        except ImportError:
            impl = "own"
    if impl == "hf":
        if fuse:
            raise ValueError("fuse=True needs impl='own' (transformers' Llama has separate q/k/v, gate/up)")
        return HFLlama(cfg, dtype)
    return LlamaModel(cfg, fuse=fuse, dtype=dtype)


def linear_names(model: nn.Module) -> list[str]:
    """The decoder's linear layers (every ``nn.Linear`` but ``lm_head``)."""
    return [n for n, m in model.named_modules() if isinstance(m, nn.Linear) and not n.endswith("lm_head")]
