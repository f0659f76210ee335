"""A histogram with ``T.atomic_add`` on global counters, ``@T.prim_func`` style; the
counters are passed in zeroed (no ``out_idx``)."""

import torch

import tilelang
import tilelang.language as T

N, BINS = 1024, 16


def histogram(N, bins, block=128):
    @T.prim_func
    def main(X: T.Tensor((N,), "int32"), H: T.Tensor((bins,), "int32")):
        with T.Kernel(T.ceildiv(N, block), threads=128) as bx:
            for i in T.Parallel(block):
                T.atomic_add(H[X[bx * block + i]], 1)

    return main


def build(target):
    return tilelang.compile(histogram(N, BINS), target=target)


def run(target):
    kernel = build(target)
    dev = "cuda" if target.startswith("cuda") else "cpu"
    x = torch.randint(0, BINS, (N,), dtype=torch.int32, device=dev)
    h = torch.zeros(BINS, dtype=torch.int32, device=dev)
    assert kernel(x, h) in (None, [])
    ref = torch.bincount(x.long().cpu(), minlength=BINS).to(torch.int32)
    assert torch.equal(h.cpu(), ref)   # integer counts: exact
