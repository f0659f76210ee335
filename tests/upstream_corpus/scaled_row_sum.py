"""One thread per row: ``T.get_thread_binding``, a ``T.alloc_var`` accumulator over a
``T.serial`` loop, and a run-time scalar parameter (``alpha: T.float32``);
``@T.prim_func`` style."""

import torch

import tilelang
import tilelang.language as T

M, N = 200, 48


def scaled_row_sum(M, N, threads=64):
    @T.prim_func
    def main(X: T.Tensor((M, N), "float32"), alpha: T.float32, Y: T.Tensor((M,), "float32")):
        with T.Kernel(T.ceildiv(M, threads), threads=threads) as bx:
            tx = T.get_thread_binding()
            row = bx * threads + tx
            acc = T.alloc_var("float32")
            acc = 0.0
            if row < M:
                for j in T.serial(N):
                    acc += X[row, j]
                Y[row] = acc * alpha

    return main


def build(target):
    return tilelang.compile(scaled_row_sum(M, N), out_idx=[-1], target=target)


def run(target):
    kernel = build(target)
    dev = "cuda" if target.startswith("cuda") else "cpu"
    x = torch.randn(M, N, device=dev)
    alpha = 0.75
    y = kernel(x, alpha)
    ref = x.double().cpu().sum(dim=1) * alpha
    out = y.double().cpu()
    assert out.shape == ref.shape and torch.isfinite(out).all()
    err = ((out - ref).abs().max() / ref.abs().max()).item()
    assert err < 1e-5, err
