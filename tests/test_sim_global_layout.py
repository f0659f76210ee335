"""Global tensors declared with a layout (``T.Tensor(shape, dtype, layout=L)``): the
argument is the storage form ``L.apply(logical)``; the kernel indexes the logical
shape.  The interpreter (reference semantics) and the simulator of the lowered
program agree, for reads, writes and whole permuted tiles copied as storage."""

import numpy as np
import pytest
import torch

import tilelang
import tilelang.language as T
from interp_checks import randn, rel_err
from kernels import lowbit_tile_gemm
from tilelang.layout import Layout, make_int4_dequant_permutation

SWAP = Layout((16, 32), lambda i, j: (i // 2 * 2 + (1 - i % 2), j // 8 * 8 + 7 - j % 8))
SWAP_TILE = Layout((8, 16), lambda i, j: (i // 2 * 2 + (1 - i % 2), j // 8 * 8 + 7 - j % 8))


def copy_through(tile_layout):
    @T.prim_func
    def main(X: T.Tensor((16, 32), "float32", layout=SWAP), Y: T.Tensor((16, 32), "float32", layout=SWAP),
             Z: T.Tensor((16, 32), "float32")):
        with T.Kernel(2, 2, threads=32) as (bx, by):
            S = T.alloc_shared((8, 16), "float32")
            if tile_layout is not None:
                T.annotate_layout({S: tile_layout})
            T.copy(X[bx * 8, by * 16], S)
            for i, j in T.Parallel(8, 16):
                Z[bx * 8 + i, by * 16 + j] = S[i, j] * 2.0
                Y[bx * 8 + i, by * 16 + j] = X[bx * 8 + i, by * 16 + j] + 1.0
    return main


@pytest.mark.parametrize("tile_layout", [SWAP_TILE, None], ids=["storage-copy", "element-copy"])
@pytest.mark.parametrize("target", ["cpu", "sim"])
def test_reads_and_writes_index_the_logical_tensor(target, tile_layout):
    x = randn((16, 32), torch.float32, 1)
    stored = SWAP.apply(x)
    y, z = torch.zeros(16, 32), torch.zeros(16, 32)
    tilelang.compile(copy_through(tile_layout), target=target)(stored, y, z)
    torch.testing.assert_close(z, 2 * x)                   # read logically
    torch.testing.assert_close(SWAP.unapply(y), x + 1)     # written in storage order
    assert not torch.equal(y, x + 1)
    ir = str(tilelang.lower(copy_through(tile_layout)))
    assert ("cp_async" in ir) == (tile_layout is not None)


@tilelang.jit(out_idx=[-1], target="sim")
def prepared_gemm(M, N, K, G):
    """C = A @ (B * scales)^T with B int4 stored in the dequant permutation (a prepared
    weight): its tiles copy as they are into the permuted shared tile."""
    return lowbit_tile_gemm(M, N, K, G, "int4", prepared=True)


def test_a_prepared_int4_weight_streams_by_cp_async_into_the_fast_dequant():
    M, N, K, G = 20, 64, 256, 128
    w, a = randn((N, K), torch.float16, 41), randn((M, K), torch.float16, 42)
    packed, scales = tilelang.quantize(w, "int4", group_size=G)
    L = make_int4_dequant_permutation(N, K)
    stored = tilelang.pack(torch.from_numpy(L.apply(tilelang.unpack(packed, "int4").numpy())), "int4")
    assert not torch.equal(stored, packed)
    ir = str(tilelang.lower(prepared_gemm.factory(M, N, K, G)))
    assert ir.count("dequant_i4") == 1 and "cp_async %B_shared" in ir and "packed_load %B," not in ir
    ref = a.double() @ tilelang.dequantize(packed, "int4", scales, group_size=G, out_dtype="float64").T
    interp = tilelang.compile(prepared_gemm.factory(M, N, K, G), out_idx=[-1], target="cpu")(a, stored, scales)
    sim = prepared_gemm(M, N, K, G)(a, stored, scales)
    assert rel_err(interp, ref) < 1e-3 and rel_err(sim, interp.double()) < 1e-4
    # the unpermuted weight through the same kernel is wrong: the layout is honoured
    assert rel_err(prepared_gemm(M, N, K, G)(a, packed, scales), ref) > 0.1


def test_writing_elements_of_a_packed_tensor_with_a_layout_is_refused():
    L = make_int4_dequant_permutation(4, 32)

    @T.prim_func
    def f(X: T.Tensor((4, 32), "float32"), W: T.Tensor((4, 32), "int4", layout=L)):
        with T.Kernel(1, threads=32) as bx:
            for i, j in T.Parallel(4, 32):
                W[i, j] = T.cast(X[i, j], "int4")

    with pytest.raises(tilelang.TileLangError, match="declared with a layout is not supported"):
        tilelang.lower(f)
    # the interpreter defines what it means: codes stored in permuted order
    x = torch.randint(-8, 8, (4, 32)).float()
    w = torch.zeros(4, 16, dtype=torch.uint8)
    tilelang.compile(f, target="cpu")(x, w)
    assert np.array_equal(L.unapply(tilelang.unpack(w, "int4").numpy()), x.numpy().astype(np.int8))
