"""Causal flash-attention forward (one pass over key blocks, online softmax with
``T.exp2``, ``T.if_then_else`` masking, two ``T.gemm``s) in the eager style."""

import math

import torch

import tilelang
import tilelang.language as T

B, H, S, D = 1, 2, 64, 32


def flash_attention(Q, K, V, block_M: int = 32, block_N: int = 32, causal: bool = True,
                    dtype=T.float16, accum_dtype=T.float32):
    batch, heads, seq_len, dim = T.const("batch, heads, seq_len, dim")
    Q: T.Tensor((batch, heads, seq_len, dim), dtype)
    K: T.Tensor((batch, heads, seq_len, dim), dtype)
    V: T.Tensor((batch, heads, seq_len, dim), dtype)
    O = T.empty((batch, heads, seq_len, dim), dtype)
    scale = 1.44269504 / dim ** 0.5      # log2(e) / sqrt(dim): exp2 instead of exp
    with T.Kernel(T.ceildiv(seq_len, block_M), heads, batch, threads=128) as (bx, by, bz):
        Q_shared = T.alloc_shared((block_M, dim), dtype)
        K_shared = T.alloc_shared((block_N, dim), dtype)
        V_shared = T.alloc_shared((block_N, dim), dtype)
        P_shared = T.alloc_shared((block_M, block_N), dtype)
        acc_s = T.alloc_fragment((block_M, block_N), accum_dtype)
        acc_o = T.alloc_fragment((block_M, dim), accum_dtype)
        m_prev = T.alloc_fragment((block_M,), accum_dtype)
        m_cur = T.alloc_fragment((block_M,), accum_dtype)
        l_sum = T.alloc_fragment((block_M,), accum_dtype)
        l_cur = T.alloc_fragment((block_M,), accum_dtype)
        T.copy(Q[bz, by, bx * block_M:(bx + 1) * block_M, :], Q_shared)
        T.clear(acc_o)
        T.clear(l_sum)
        T.fill(m_cur, -T.infinity(accum_dtype))
        n_blocks = T.ceildiv((bx + 1) * block_M, block_N) if causal else T.ceildiv(seq_len, block_N)
        for kb in T.Pipelined(n_blocks, num_stages=1):
            T.copy(K[bz, by, kb * block_N:(kb + 1) * block_N, :], K_shared)
            T.copy(V[bz, by, kb * block_N:(kb + 1) * block_N, :], V_shared)
            for i, j in T.Parallel(block_M, block_N):
                acc_s[i, j] = T.if_then_else(bx * block_M + i >= kb * block_N + j, 0, -T.infinity(accum_dtype))
            T.gemm(Q_shared, K_shared, acc_s, transpose_B=True)
            T.copy(m_cur, m_prev)
            T.reduce_max(acc_s, m_cur, dim=1, clear=False)
            for i, j in T.Parallel(block_M, block_N):
                acc_s[i, j] = T.exp2(acc_s[i, j] * scale - m_cur[i] * scale)
            for i in T.Parallel(block_M):
                l_cur[i] = T.exp2(m_prev[i] * scale - m_cur[i] * scale)
            for i, j in T.Parallel(block_M, dim):
                acc_o[i, j] = acc_o[i, j] * l_cur[i]
            T.reduce_sum(acc_s, l_cur, dim=1)   # reused: the block's row sums
            for i in T.Parallel(block_M):
                l_sum[i] = l_sum[i] * T.exp2(m_prev[i] * scale - m_cur[i] * scale) + l_cur[i]
            T.copy(acc_s, P_shared)
            T.gemm(P_shared, V_shared, acc_o)
        for i, j in T.Parallel(block_M, dim):
            acc_o[i, j] = acc_o[i, j] / l_sum[i]
        T.copy(acc_o, O[bz, by, bx * block_M:(bx + 1) * block_M, :])
    return O


def build(target):
    return tilelang.jit(target=target)(flash_attention).compile(batch=B, heads=H, seq_len=S, dim=D)


def run(target):
    f = tilelang.jit(target=target)(flash_attention)
    dev = "cuda" if target.startswith("cuda") else "cpu"
    q, k, v = (torch.randn(B, H, S, D, dtype=torch.float16, device=dev) for _ in range(3))
    o = f(q, k, v)
    qd, kd, vd = (t.double().cpu() for t in (q, k, v))
    s = qd @ kd.transpose(-1, -2) / math.sqrt(D)
    s = s.masked_fill(torch.ones(S, S, dtype=torch.bool).triu(1), float("-inf"))
    ref = torch.softmax(s, dim=-1) @ vd
    out = o.double().cpu()
    assert out.shape == ref.shape and torch.isfinite(out).all()
    err = ((out - ref).abs().max() / ref.abs().max()).item()
    assert err < 1e-2, err
