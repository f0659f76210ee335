"""``tilelang.ops.rope_append``: a decode step's rotary position embedding and KV-cache
append in one kernel.

Between a model's q/k/v projection and its attention, a decode step rotates q and k
by their positions and writes k and v into the cache.  Written as torch ops (or left
to inductor) that is three to four kernels a layer: q's rotation, k's rotation with
its cache write, v's cache write -- their shapes differ, so they do not fuse -- each
about 1-1.4 us at batch 1 on an H100, a tenth of a layer's time once the weights are
int4 (``benchmarks/RESULTS.md``).  Here one tile program does all of it: a block per
(head, token, sequence), one rotated pair of channels a thread; q's heads go to a new
tensor, k's (rotated) and v's to the cache at the token's position, and the
sequences' new lengths to an int32 tensor that ``decode_attention`` takes as is.

The rotation (float32, rounded once to q's dtype): channels a and c of a pair become
``x_a cos_a - x_c sin_a`` and ``x_c cos_c + x_a sin_c`` with ``cos`` / ``sin`` read at
the token's position -- pairs (i, i + head_dim / 2), Llama's ``rotate_half`` form, or
(2i, 2i + 1) with ``interleaved`` (GPT-J's).
"""

# (no `from __future__ import annotations`: the kernel's annotations close over the
# factory's arguments)
import functools

import tilelang.language as T

from .attention import _target
from .decode_attention import _jit, pdl_chain
from .kv_cache import check_cache
from .lowbit_plan import cuda_arch

__all__ = ["rope_append", "rope_append_factory"]

FUNC = "rope_append"


def rope_append_factory(batch, seqlen, heads, kv_heads, head_dim, dtype, table_rows, table_dtype, lens_count,
                        lens_dtype, cache_shape, paged, max_pages, interleaved, pdl=False):
    """The kernel as a ``@T.prim_func``.  Parameters: QKV (batch, seqlen, (heads + 2
    kv_heads) x head_dim) -- each token's q heads, then k's, then v's; Cos, Sin
    (table_rows, head_dim) indexed by position; Lens (lens_count,) -- each sequence's
    tokens before the new ones (one for all when lens_count is 1); KC, VC the cache,
    contiguous (batch, capacity, kv_heads, head_dim) or paged (pages, page_size,
    kv_heads, head_dim) through BT (batch, max_pages) (a (1, 1) placeholder when not
    paged); Qo (batch, seqlen, heads, head_dim); LensOut (batch,) int32.  ``pdl``: the
    next kernel (decode attention's split kernel) may launch while this one runs
    (``T.pdl_trigger``)."""
    half = head_dim // 2
    width = (heads + 2 * kv_heads) * head_dim
    page_size = cache_shape[1] if paged else 0
    f32 = "float32"

    @T.macro
    def pair(i):
        """The channels a thread rotates together."""
        if interleaved:
            return 2 * i, 2 * i + 1
        return i, i + half

    @T.macro
    def store_cache(C, BT, b, p, kh, d, value):
        if paged:
            C[BT[b, p // page_size], p % page_size, kh, d] = value
        else:
            C[b, p, kh, d] = value

    @T.prim_func
    def rope_append(QKV: T.Tensor((batch, seqlen, width), dtype), Cos: T.Tensor((table_rows, head_dim), table_dtype),
                    Sin: T.Tensor((table_rows, head_dim), table_dtype), Lens: T.Tensor((lens_count,), lens_dtype),
                    KC: T.Tensor(cache_shape, dtype), VC: T.Tensor(cache_shape, dtype),
                    BT: T.Tensor((batch, max_pages) if paged else (1, 1), "int32"),
                    Qo: T.Tensor((batch, seqlen, heads, head_dim), dtype), LensOut: T.Tensor((batch,), "int32")):
        with T.Kernel(heads + 2 * kv_heads, seqlen, batch, threads=half) as (h, t, b):
            if pdl:
                T.pdl_trigger()
            start = T.cast(Lens[b if lens_count > 1 else 0], "int32")
            p = start + t  # the token's position: its cache row and its row of the tables
            if h < heads + kv_heads:  # q or k: rotated
                for i in T.Parallel(half):
                    a, c = pair(i)
                    x_a = T.cast(QKV[b, t, h * head_dim + a], f32)
                    x_c = T.cast(QKV[b, t, h * head_dim + c], f32)
                    y_a = T.cast(x_a * T.cast(Cos[p, a], f32) - x_c * T.cast(Sin[p, a], f32), dtype)
                    y_c = T.cast(x_c * T.cast(Cos[p, c], f32) + x_a * T.cast(Sin[p, c], f32), dtype)
                    if h < heads:
                        Qo[b, t, h, a] = y_a
                        Qo[b, t, h, c] = y_c
                    else:
                        store_cache(KC, BT, b, p, h - heads, a, y_a)
                        store_cache(KC, BT, b, p, h - heads, c, y_c)
            else:  # v: as it is
                for i in T.Parallel(half):
                    a, c = pair(i)
                    store_cache(VC, BT, b, p, h - heads - kv_heads, a, QKV[b, t, h * head_dim + a])
                    store_cache(VC, BT, b, p, h - heads - kv_heads, c, QKV[b, t, h * head_dim + c])
            if h == 0 and t == 0:  # the sequence's new length, from one thread
                for i in T.Parallel(1):
                    LensOut[b + i] = start + seqlen

    return rope_append


@functools.lru_cache(maxsize=128)
def _kernel(target, arch, *config):
    return _jit(rope_append_factory, target, arch)(*config)


def _fail(msg, exc=ValueError):
    raise exc(f"{FUNC}: {msg}")


def _packed(q, k, v):
    """The (batch, seqlen, (heads + 2 kv_heads) x head_dim) tensor q, k and v are views
    of -- the split of one fused q/k/v projection's output -- or None."""
    import torch

    B, S, H, D = q.shape
    KV = k.shape[2]
    width = (H + 2 * KV) * D
    want = (S * width, width, D, 1)
    for x in (q, k, v):  # (strides of extent-1 dims are free)
        if any(n > 1 and st != w for n, st, w in zip(x.shape, x.stride(), want)):
            return None
    es = q.element_size()
    if k.data_ptr() != q.data_ptr() + H * D * es or v.data_ptr() != k.data_ptr() + KV * D * es \
            or q.data_ptr() % 16 or q.untyped_storage().data_ptr() + q.untyped_storage().nbytes() \
            < q.data_ptr() + B * S * width * es:
        return None
    return torch.as_strided(q, (B, S, width), (S * width, width, 1))


def rope_append(q, k, v, k_cache, v_cache, cache_seqlens, cos, sin, *, block_table=None, interleaved=False,
                target=None):
    """Rotate q and k by their positions (rotary embedding) and append k and v to a KV
    cache, in one kernel: the step between a decode step's q/k/v projection and
    ``decode_attention``.

    Arguments:
        q: (batch, seqlen, heads, head_dim) float16 / bfloat16, head_dim 64, 128 or 256.
        k, v: (batch, seqlen, kv_heads, head_dim), q's dtype.  Views of one fused
            projection's output (``qkv.split(...)`` then ``.view``) are read in place;
            other tensors are first packed into one (a copy).
        k_cache, v_cache: the cache in q's dtype, contiguous (batch, capacity, kv_heads,
            head_dim) or paged (num_pages, page_size, kv_heads, head_dim) with
            ``block_table`` int32 (batch, max_pages) -- ``decode_attention``'s layouts.
            A quantized cache takes ``kv_cache_append`` (after rotating k).
        cache_seqlens: int32 or int64, (batch,) -- each sequence's tokens before the new
            ones -- or (1,), one length for every sequence.  New token t of sequence b
            has position ``cache_seqlens[b] + t``: its cache row and its row of the tables.
        cos, sin: (positions, head_dim) tables, float32 or q's dtype, indexed by
            position (for Llama: ``cat(f, f)`` of the angles ``f``, ``rotate_half``'s
            pairing; with ``interleaved``, pairs (2i, 2i + 1), each angle twice).
        target: "cuda", "cpu" or "sim" (default: the tensors' device).

    Returns ``(q_rotated, new_seqlens)``: a new (batch, seqlen, heads, head_dim) tensor
    (float32 arithmetic, rounded once) and int32 (batch,) ``cache_seqlens + seqlen``,
    ready for ``decode_attention``.  The caches are written in place.  Under
    ``torch.compile`` the call is the custom op ``torch.ops.tilelang.rope_append``."""
    import torch

    if torch.compiler.is_compiling():  # traced: one op of the graph, the caches mutated
        from .decode_attention_op import rope_append_op

        return rope_append_op(q, k, v, k_cache, v_cache, cache_seqlens, cos, sin, block_table, interleaved, target)

    for name, x in (("q", q), ("k", k), ("v", v)):
        if not isinstance(x, torch.Tensor) or x.dim() != 4:
            _fail(f"{name} must be a 4-D torch tensor (batch, seqlen, heads, head_dim)", TypeError)
    if q.dtype not in (torch.float16, torch.bfloat16):
        _fail(f"q must be float16 or bfloat16, got {q.dtype}", TypeError)
    B, S, H, D = q.shape
    if D not in (64, 128, 256):
        _fail(f"head_dim (q.shape[-1]) must be 64, 128 or 256, got {D}")
    if k.shape != v.shape or k.dim() != 4 or k.shape[:2] != (B, S) or k.shape[3] != D:
        _fail(f"k and v must be ({B}, {S}, kv_heads, {D}) like q, got {tuple(k.shape)} and {tuple(v.shape)}")
    for name, x in (("k", k), ("v", v)):
        if x.dtype != q.dtype or x.device != q.device:
            _fail(f"{name} must be {q.dtype} on {q.device} like q, got {x.dtype} on {x.device}", TypeError)
    dtype = str(q.dtype).removeprefix("torch.")
    for name, x in (("k_cache", k_cache), ("v_cache", v_cache)):
        if isinstance(x, torch.Tensor) and x.dtype != q.dtype:
            _fail(f"{name} must be {q.dtype} like q (the values are written as they are; a quantized cache "
                  f"takes kv_cache_append, after rotating k), got {x.dtype}", TypeError)
    c = check_cache(FUNC, k_cache, v_cache, None, None, block_table, None, None, dtype, D, q.device)
    KV = c.kv_heads
    if not (k_cache.is_contiguous() and v_cache.is_contiguous()):
        _fail("k_cache and v_cache must be contiguous (they are written in place)")
    if k.shape[2] != KV:
        _fail(f"k must have the cache's {KV} kv heads, got {k.shape[2]}")
    if H % KV:
        _fail(f"q's heads ({H}) must be a multiple of the cache's kv heads ({KV})")
    if c.paged and block_table.shape[0] != B:
        _fail(f"block_table must have q's batch {B} rows, got {block_table.shape[0]}")
    if not c.paged and k_cache.shape[0] != B:
        _fail(f"k_cache must have q's batch {B} (contiguous cache), got {k_cache.shape[0]}")
    if not isinstance(cache_seqlens, torch.Tensor) or cache_seqlens.dtype not in (torch.int32, torch.int64) \
            or tuple(cache_seqlens.shape) not in ((B,), (1,)) or cache_seqlens.device != q.device:
        _fail(f"cache_seqlens must be an int32 or int64 tensor of shape ({B},) or (1,) on {q.device}", TypeError)
    for name, x in (("cos", cos), ("sin", sin)):
        if not isinstance(x, torch.Tensor) or x.dim() != 2 or x.shape[1] != D or x.device != q.device \
                or x.dtype not in (torch.float32, q.dtype):
            _fail(f"{name} must be a (positions, {D}) float32 or {q.dtype} tensor on {q.device}", TypeError)
    if cos.shape != sin.shape or cos.dtype != sin.dtype:
        _fail(f"cos and sin must have one shape and dtype, got {tuple(cos.shape)} {cos.dtype} and "
              f"{tuple(sin.shape)} {sin.dtype}")
    if not isinstance(interleaved, bool):
        _fail(f"interleaved must be a bool, got {interleaved!r}", TypeError)
    capacity = c.max_pages * c.page_size if c.paged else k_cache.shape[1]
    target = _target(q, target, FUNC)
    if (target == "cuda") != q.is_cuda:
        _fail(f"target {target!r} does not match q's device {q.device}")
    if not q.is_cuda:  # (on CUDA the check would cost a sync: positions are the caller's promise there)
        lens = cache_seqlens.tolist()
        if min(lens) < 0 or max(lens) + S > min(capacity, cos.shape[0]):
            _fail(f"cache_seqlens + {S} new tokens must stay within the cache's {capacity} tokens and the "
                  f"tables' {cos.shape[0]} positions, got {lens}")
    qkv = _packed(q, k, v)
    if qkv is None:
        qkv = torch.cat([x.reshape(B, S, -1) for x in (q, k, v)], dim=-1)
    bt = block_table.contiguous() if c.paged else torch.empty((1, 1), dtype=torch.int32, device=q.device)
    lens_in = cache_seqlens.contiguous()
    arch = cuda_arch(target)
    kernel = _kernel(target, arch, B, S, H, KV, D, dtype, cos.shape[0], str(cos.dtype).removeprefix("torch."),
                     lens_in.shape[0], str(lens_in.dtype).removeprefix("torch."), tuple(k_cache.shape), c.paged,
                     c.max_pages, interleaved, pdl_chain(arch))
    q_out = torch.empty((B, S, H, D), dtype=q.dtype, device=q.device)
    lens_out = torch.empty((B,), dtype=torch.int32, device=q.device)
    kernel(qkv, cos.contiguous(), sin.contiguous(), lens_in, k_cache, v_cache, bt, q_out, lens_out)
    return q_out, lens_out
