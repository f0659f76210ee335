"""Per-row cross-entropy loss, ``logsumexp(x) - x[label]``, eager style: float16 logits
read into a float32 fragment, the row max and the sum of exponentials (``T.exp``,
``T.log``), the label's logit gathered through an int64 index tensor, and a second
output with the log-softmax of every logit."""

import torch

import tilelang
import tilelang.language as T

M, V = 48, 160


def cross_entropy(logits, labels, block_M: int = 16, dtype=T.float16, accum_dtype=T.float32):
    M, V = T.const("M, V")
    logits: T.Tensor((M, V), dtype)
    labels: T.Tensor((M,), T.int64)
    loss = T.empty((M,), T.float32)
    log_probs = T.empty((M, V), T.float32)
    with T.Kernel(T.ceildiv(M, block_M), threads=128) as bx:
        x = T.alloc_fragment((block_M, V), accum_dtype)
        row_max = T.alloc_fragment((block_M,), accum_dtype)
        sum_exp = T.alloc_fragment((block_M,), accum_dtype)
        lse = T.alloc_fragment((block_M,), accum_dtype)
        T.copy(logits[bx * block_M, 0], x)
        T.reduce_max(x, row_max, dim=1)
        for i, j in T.Parallel(block_M, V):
            x[i, j] = x[i, j] - row_max[i]
        T.copy(x, log_probs[bx * block_M, 0])        # shifted logits, finished below
        for i, j in T.Parallel(block_M, V):
            x[i, j] = T.exp(x[i, j])
        T.reduce_sum(x, sum_exp, dim=1)
        for i in T.Parallel(block_M):
            lse[i] = T.log(sum_exp[i]) + row_max[i]
            r = bx * block_M + i
            loss[r] = lse[i] - T.cast(logits[r, labels[r]], accum_dtype)
        for i, j in T.Parallel(block_M, V):
            log_probs[bx * block_M + i, j] = T.cast(logits[bx * block_M + i, j], accum_dtype) - lse[i]
    return loss, log_probs


def build(target):
    return tilelang.jit(target=target)(cross_entropy).compile(M=M, V=V)


def run(target):
    f = tilelang.jit(target=target)(cross_entropy)
    dev = "cuda" if target.startswith("cuda") else "cpu"
    logits = (torch.randn(M, V, device=dev) * 4 + 20).to(torch.float16)   # large: the max shift matters
    labels = torch.randint(0, V, (M,), dtype=torch.int64, device=dev)
    loss, log_probs = f(logits, labels)
    x = logits.double().cpu()
    ref_lp = torch.log_softmax(x, dim=1)
    ref = torch.nn.functional.cross_entropy(x, labels.cpu(), reduction="none")
    for out, r in ((loss, ref), (log_probs, ref_lp)):
        out = out.double().cpu()
        assert out.shape == r.shape and torch.isfinite(out).all()
        err = ((out - r).abs().max() / r.abs().max()).item()
        assert err < 1e-5, err
