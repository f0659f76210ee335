"""Non-causal attention with grouped-query heads (GQA: ``heads // head_kv`` query heads
share one K/V head) in the BSHD layout, eager style: queries and keys of different
lengths, ``T.Pipelined`` over key blocks, online softmax with ``T.exp2``, the output
normalized in the fragment and written through shared memory."""

import math

import torch

import tilelang
import tilelang.language as T

B, SQ, SKV, H, HKV, D = 2, 64, 96, 4, 2, 32


def gqa_attention(Q, K, V, block_M: int = 64, block_N: int = 32, dtype=T.float16, accum_dtype=T.float32):
    batch, seq_q, heads, dim = T.const("batch, seq_q, heads, dim")
    seq_kv, head_kv = T.const("seq_kv, head_kv")
    Q: T.Tensor((batch, seq_q, heads, dim), dtype)
    K: T.Tensor((batch, seq_kv, head_kv, dim), dtype)
    V: T.Tensor((batch, seq_kv, head_kv, dim), dtype)
    O = T.empty((batch, seq_q, heads, dim), dtype)
    groups = heads // head_kv
    scale = 1.44269504 / dim ** 0.5
    with T.Kernel(T.ceildiv(seq_q, block_M), heads, batch, threads=128) as (bx, by, bz):
        Q_shared = T.alloc_shared((block_M, dim), dtype)
        K_shared = T.alloc_shared((block_N, dim), dtype)
        V_shared = T.alloc_shared((block_N, dim), dtype)
        P_shared = T.alloc_shared((block_M, block_N), dtype)
        O_shared = T.alloc_shared((block_M, dim), dtype)
        acc_s = T.alloc_fragment((block_M, block_N), accum_dtype)
        acc_o = T.alloc_fragment((block_M, dim), accum_dtype)
        m_prev = T.alloc_fragment((block_M,), accum_dtype)
        m_cur = T.alloc_fragment((block_M,), accum_dtype)
        alpha = T.alloc_fragment((block_M,), accum_dtype)
        row_sum = T.alloc_fragment((block_M,), accum_dtype)
        l_sum = T.alloc_fragment((block_M,), accum_dtype)
        T.copy(Q[bz, bx * block_M:(bx + 1) * block_M, by, :], Q_shared)
        T.fill(acc_o, 0)
        T.fill(l_sum, 0)
        T.fill(m_cur, -T.infinity(accum_dtype))
        for kb in T.Pipelined(T.ceildiv(seq_kv, block_N), num_stages=2):
            T.copy(K[bz, kb * block_N:(kb + 1) * block_N, by // groups, :], K_shared)
            T.clear(acc_s)
            T.gemm(Q_shared, K_shared, acc_s, transpose_B=True, policy=T.GemmWarpPolicy.FullRow)
            T.copy(m_cur, m_prev)
            T.reduce_max(acc_s, m_cur, dim=1, clear=False)
            for i in T.Parallel(block_M):
                alpha[i] = T.exp2((m_prev[i] - m_cur[i]) * scale)
            for i, j in T.Parallel(block_M, block_N):
                acc_s[i, j] = T.exp2(acc_s[i, j] * scale - m_cur[i] * scale)
            T.reduce_sum(acc_s, row_sum, dim=1)
            for i in T.Parallel(block_M):
                l_sum[i] = l_sum[i] * alpha[i] + row_sum[i]
            for i, j in T.Parallel(block_M, dim):
                acc_o[i, j] *= alpha[i]
            T.copy(acc_s, P_shared)
            T.copy(V[bz, kb * block_N:(kb + 1) * block_N, by // groups, :], V_shared)
            T.gemm(P_shared, V_shared, acc_o, policy=T.GemmWarpPolicy.FullRow)
        for i, j in T.Parallel(block_M, dim):
            acc_o[i, j] /= l_sum[i]
        T.copy(acc_o, O_shared)
        T.copy(O_shared, O[bz, bx * block_M:(bx + 1) * block_M, by, :])
    return O


def build(target):
    return tilelang.jit(target=target)(gqa_attention).compile(batch=B, seq_q=SQ, heads=H, dim=D,
                                                              seq_kv=SKV, head_kv=HKV)


def run(target):
    f = tilelang.jit(target=target)(gqa_attention)
    dev = "cuda" if target.startswith("cuda") else "cpu"
    q = torch.randn(B, SQ, H, D, dtype=torch.float16, device=dev)
    k = torch.randn(B, SKV, HKV, D, dtype=torch.float16, device=dev)
    v = torch.randn(B, SKV, HKV, D, dtype=torch.float16, device=dev)
    o = f(q, k, v)
    qd = q.double().cpu().transpose(1, 2)                                # (B, H, SQ, D)
    kd, vd = (t.double().cpu().transpose(1, 2).repeat_interleave(H // HKV, dim=1) for t in (k, v))
    p = torch.softmax(qd @ kd.transpose(-1, -2) / math.sqrt(D), dim=-1)
    ref = (p @ vd).transpose(1, 2)
    out = o.double().cpu()
    assert out.shape == ref.shape and torch.isfinite(out).all()
    err = ((out - ref).abs().max() / ref.abs().max()).item()
    assert err < 1e-2, err
