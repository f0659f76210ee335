"""``T.split_k_reduce``: the split-K hand-in where the last block of a tile sums the
parts (ir/ops/tile.py, tile_lowering/split_k.py).  Interpreter and simulator give the
same bits (parts summed in order in float32), the counters end at zero, edge tiles
write only inside the output, and the lowering has the fence / count / broadcast
shape the GPU needs."""

import numpy as np
import pytest
import torch

import tilelang
import tilelang.language as T
from irchecks import check_ir


def reducer(M, N, parts, bm=16, bn=32):
    @T.prim_func
    def f(X: T.Tensor((parts, M, N), "float32"), C: T.Tensor((M, N), "float16"),
          Work: T.Tensor((parts, M, N), "float32"), Count: T.Tensor((-(-M // bm), -(-N // bn)), "int32")):
        with T.Kernel(T.ceildiv(N, bn), T.ceildiv(M, bm), parts, threads=128) as (bx, by, bs):
            acc = T.alloc_fragment((bm, bn), "float32")
            T.copy(X[bs, by * bm:by * bm + bm, bx * bn:bx * bn + bn], acc)
            T.split_k_reduce(acc, Work, Count[by, bx], C[by * bm, bx * bn], bs)
    return f


@pytest.mark.parametrize("target", ["cpu", "sim"])
@pytest.mark.parametrize("M,N,parts", [(32, 64, 2), (20, 48, 3)])
def test_the_last_part_writes_the_ordered_sum_and_resets_the_counter(target, M, N, parts):
    kernel = tilelang.compile(reducer(M, N, parts), target=target)
    x = torch.randn(parts, M, N) * torch.logspace(0, 4, N)  # sums that depend on the order
    c = torch.full((M, N), float("nan"), dtype=torch.float16)
    work = torch.full((parts, M, N), float("nan"))
    count = torch.zeros((-(-M // 16), -(-N // 32)), dtype=torch.int32)
    for _ in range(2):  # the counters are zero again for a second call
        kernel(x, c, work, count)
        total = np.zeros((M, N), np.float32)
        for q in range(parts):
            total = total + x[q].numpy()
        assert np.array_equal(c.numpy(), total.astype(np.float16)), "not the in-order float32 sum"
        assert int(count.abs().sum()) == 0


def test_the_interpreter_and_the_simulator_agree_bit_for_bit():
    x = torch.randn(3, 20, 48) * 1e3
    outs = []
    for target in ("cpu", "sim"):
        c = torch.zeros((20, 48), dtype=torch.float16)
        tilelang.compile(reducer(20, 48, 3), target=target)(x, c, torch.zeros(3, 20, 48),
                                                             torch.zeros((2, 2), dtype=torch.int32))
        outs.append(c)
    assert torch.equal(outs[0], outs[1])


def test_the_lowering_fences_counts_and_broadcasts_the_last_arrival():
    text = str(tilelang.lower(reducer(32, 64, 2)))
    check_ir(text, r"store %Work, ", r"^\s*fence", r"^\s*barrier", r"= eq %tid, ",
             r"= fetch_add %Count, \[.*\], %\w+ : int32", r"store %split_k_last, ", r"^\s*barrier",
             r"= load %split_k_last, ", r"= eq ", r"^\s*if ", r"^\s*fence", r"= (vec_)?load %Work, ",
             r"store %C, ", r"store %Count, ")
    assert str(tilelang.parse_ir(text)) == text
    src = tilelang.compile(reducer(32, 64, 2), target="cuda", arch="sm_90a").get_kernel_source()
    assert "__threadfence();" in src and "atomicAdd(" in src


def test_bad_operands_are_refused_at_the_source_line():
    with pytest.raises(tilelang.TileLangError, match=r"test_split_k_reduce.py:\d+:\d+: error: T.split_k_reduce: "
                                                     r"work must be float32 \(parts, 32, 64\)"):
        @T.prim_func
        def wrong_work(X: T.Tensor((32, 64), "float32"), C: T.Tensor((32, 64), "float16"),
                       Work: T.Tensor((2, 32, 32), "float32"), Count: T.Tensor((1, 1), "int32")):
            with T.Kernel(1, 1, 2, threads=128) as (bx, by, bs):
                acc = T.alloc_fragment((32, 64), "float32")
                T.copy(X, acc)
                T.split_k_reduce(acc, Work, Count[0, 0], C[0, 0], bs)
    with pytest.raises(tilelang.TileLangError, match="arrivals is one element"):
        @T.prim_func
        def slice_counter(X: T.Tensor((32, 64), "float32"), C: T.Tensor((32, 64), "float16"),
                          Work: T.Tensor((2, 32, 64), "float32"), Count: T.Tensor((1, 2), "int32")):
            with T.Kernel(1, 1, 2, threads=128) as (bx, by, bs):
                acc = T.alloc_fragment((32, 64), "float32")
                T.copy(X, acc)
                T.split_k_reduce(acc, Work, Count[0, 0:2], C[0, 0], bs)


@pytest.mark.gpu
@pytest.mark.skipif(not torch.cuda.is_available(), reason="needs a CUDA GPU")
@pytest.mark.parametrize("M,N,parts", [(20, 48, 3), (256, 512, 4)])
def test_on_the_gpu_the_last_block_reads_every_finished_part(M, N, parts):
    """Hardware blocks run concurrently: a part read before its writer's fence would
    change the bits. Repeated launches must equal the in-order float32 sum exactly."""
    kernel = tilelang.compile(reducer(M, N, parts), target="cuda")
    x = (torch.randn(parts, M, N) * torch.logspace(0, 4, N)).cuda()
    want = torch.zeros(M, N, device="cuda")
    for q in range(parts):
        want = want + x[q]
    want = want.half()
    work = torch.empty(parts, M, N, device="cuda")
    count = torch.zeros((-(-M // 16), -(-N // 32)), dtype=torch.int32, device="cuda")
    for _ in range(50):
        c = torch.full((M, N), float("nan"), dtype=torch.float16, device="cuda")
        kernel(x, c, work, count)
        assert torch.equal(c, want)
    assert int(count.abs().sum()) == 0


@pytest.mark.parametrize("wgmma", [False, True])  # (the mma.sync and the register-form wgmma plans)
def test_the_hand_in_after_a_pipelined_loop_waits_for_its_last_copies(wgmma):
    # the split-K tile (and flag) reuse the bytes of the pipeline's stages: the loop's
    # last run-ahead copies (zero-filling stages past the end) must have landed -- each
    # thread waits for its own after the loop, and a barrier follows before the tile
    # is written (the simulator keeps buffers apart, so this is checked on the IR)
    from tilelang.lowering.passes import run_pipeline
    from tilelang.ops import plan
    from tilelang.ops.lowbit_kernels import gemm_factory

    cfg = plan(1, 8192, 8192, 128, wgmma=wgmma)[1]
    assert cfg["split_k"] > 1 and cfg.get("b_wgmma", False) == wgmma
    module = run_pipeline(gemm_factory(1, 8192, 8192, 128, "int4", "float16", "float16", False, 0, True,
                                       **cfg).module.clone(), arch="sm_90a")
    kernel = next(op for op in module.walk() if op.name == "kernel")
    ops = kernel.body.ops
    loop = max(i for i, op in enumerate(ops)
               if op.name == "for" and any(o.name in ("mma", "wgmma_rs") for o in op.walk()))
    allocs = {op.result.name: op for op in module.walk() if op.name == "alloc_shared"}
    tile, a_s = allocs["split_k_tile"], allocs["A_s"]
    assert tile.offset < a_s.offset + 2 * 64 * 128 and a_s.offset < tile.offset + 16 * 64 * 4  # shared bytes
    assert ops[loop + 1].name == "cp_async_wait" and ops[loop + 1].pending == 0
    first_store = next(i for i, op in enumerate(ops) if i > loop and any(
        o.name in ("store", "vec_store") and o.dest is tile.result for o in op.walk()))
    assert any(op.name == "barrier" for op in ops[loop + 1:first_store])
