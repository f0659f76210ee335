"""``T.split_k_reduce``: the split-K hand-in where the last block of a tile sums the
parts (ir/ops/tile.py, tile_lowering/split_k.py).  Interpreter and simulator give the
same bits (parts summed in order in float32), the counters end at zero, edge tiles
write only inside the output, and the lowering has the barrier / count (release,
acquire) / broadcast shape the GPU needs -- or, on sm_90 with cluster=True, the
cluster shape (the parts one cluster, summed through distributed shared memory),
which the simulator runs by turns."""

import numpy as np
import pytest
import torch

import tilelang
import tilelang.language as T
from irchecks import check_ir
from simkit import run_ir


def reducer(M, N, parts, bm=16, bn=32, cluster=False):
    @T.prim_func
    def f(X: T.Tensor((parts, M, N), "float32"), C: T.Tensor((M, N), "float16"),
          Work: T.Tensor((parts, M, N), "float32"), Count: T.Tensor((-(-M // bm), -(-N // bn)), "int32")):
        with T.Kernel(T.ceildiv(N, bn), T.ceildiv(M, bm), parts, threads=128) as (bx, by, bs):
            acc = T.alloc_fragment((bm, bn), "float32")
            T.copy(X[bs, by * bm:by * bm + bm, bx * bn:bx * bn + bn], acc)
            T.split_k_reduce(acc, Work, Count[by, bx], C[by * bm, bx * bn], bs, cluster=cluster)
    return f


@pytest.mark.parametrize("target,arch,cluster", [("cpu", None, True), ("sim", None, False), ("sim", "sm_90a", False),
                                                ("sim", "sm_90a", True)],
                         ids=["interpreter", "simulator", "simulator-hopper", "simulator-cluster"])
@pytest.mark.parametrize("M,N,parts,bn", [(32, 64, 2, 32), (20, 48, 3, 32), (16, 24, 4, 6)])
def test_the_last_part_writes_the_ordered_sum_and_resets_the_counter(target, arch, cluster, M, N, parts, bn):
    # (on a cluster: column slices, one part for a tile that splits neither way, row slices)
    kernel = tilelang.compile(reducer(M, N, parts, bn=bn, cluster=cluster), target=target,
                              **({"arch": arch} if arch else {}))
    assert ("cluster_barrier" in str(kernel.module)) == (cluster and arch == "sm_90a") or target == "cpu"
    x = torch.randn(parts, M, N) * torch.logspace(0, 4, N)  # sums that depend on the order
    c = torch.full((M, N), float("nan"), dtype=torch.float16)
    work = torch.full((parts, M, N), float("nan"))
    count = torch.zeros((-(-M // 16), -(-N // bn)), dtype=torch.int32)
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


def test_the_lowering_counts_with_release_and_acquire_and_broadcasts_the_last_arrival():
    # every thread's partial, a barrier (kept though it separates no shared-memory
    # accesses), then thread 0's acq_rel count: the release covers the block's writes
    # (ordered before it by the barrier), the acquire the other parts' for the threads
    # the next barrier orders after it -- no fence in every thread
    text = str(tilelang.lower(reducer(32, 64, 2)))
    check_ir(text, r"store %Work, ", r"^\s*barrier", r"= eq %tid, ",
             r"= fetch_add %Count, \[.*\], %\w+ \{sem = acq_rel\} : int32", r"store %split_k_last, ",
             r"^\s*barrier", r"= load %split_k_last, ", r"= eq ", r"^\s*if ", r"= (vec_)?load %Work, ",
             r"store %C, ", r"store %Count, ")
    assert " fence" not in text
    assert str(tilelang.parse_ir(text)) == text
    for arch, cluster in (("sm_90a", False), ("sm_80", True)):  # (cluster=True is for sm_90 only)
        src = kernel_text(tilelang.compile(reducer(32, 64, 2, cluster=cluster), target="cuda", arch=arch)
                          .get_kernel_source())
        assert "tl::fetch_add_acq_rel(" in src and "__threadfence" not in src and "cluster" not in src


def kernel_text(src: str) -> str:
    """The generated kernel function, without the prelude."""
    return src[src.index('extern "C" __global__'):]


@pytest.mark.parametrize("M,N,parts,bn", [(32, 64, 2, 32), (20, 48, 3, 48), (20, 40, 3, 8)])
def test_on_hopper_the_parts_are_one_cluster_summing_through_shared_memory(M, N, parts, bn):
    """cluster=True on sm_90: the kernel's z blocks (the parts) are one cluster; each
    leaves its partial in its shared tile, and after a cluster barrier sums its slice
    of the tile (columns when they divide, else rows, else part 0 all of it) over every
    part's tile in part order; a second cluster barrier keeps the tiles until read.  No
    counter, no fence."""
    text = str(tilelang.lower(reducer(M, N, parts, bn=bn, cluster=True), arch="sm_90a"))
    peers = [rf"%split_k_part{q} = map_shared_rank %split_k_tile, %\w+ : shared" for q in range(parts)]
    check_ir(text, rf"cluster = \[1, 1, {parts}\]", r"store %split_k_tile, ", r"^\s*cluster_barrier", *peers,
             *[rf"load %split_k_part{q}, " for q in range(parts)], r"store %C, ", r"^\s*cluster_barrier")
    assert "fetch_add" not in text and " fence" not in text and "Work" not in text.split("kernel")[1]
    assert str(tilelang.parse_ir(text)) == text
    src = kernel_text(tilelang.compile(reducer(M, N, parts, bn=bn, cluster=True), target="cuda", arch="sm_90a")
                      .get_kernel_source())
    assert f"__cluster_dims__(1, 1, {parts})" in src and src.count("tl::cluster_sync();") == 2
    assert "tl::map_shared_rank(" in src and "fetch_add" not in src and "__threadfence" not in src
    # elsewhere the global hand-in stays
    assert "cluster" not in str(tilelang.lower(reducer(M, N, parts, bn=bn, cluster=True), arch="sm_80"))


def test_the_simulator_runs_cluster_barriers_only_where_it_can_take_turns():
    head = """func {sym_name = "g"} (%C: tensor<[4], float32>) {
  %c0 = const {value = 0} : index
  %c1 = const {value = 1} : index
  %c2 = const {value = 2} : index
  kernel [%c1, %c1, %c2] {threads = [32]CLUSTER} (%bx: index, %by: index, %bz: index) {
BODY
  }
}
"""
    nested = """    for %c0, %c2, %c1, [] (%i: index) {
      cluster_barrier
    }"""
    with pytest.raises(tilelang.TileLangError, match="cluster_barrier only at the kernel's top level"):
        run_ir(head.replace("CLUSTER", ", cluster = [1, 1, 2]").replace("BODY", nested), np.zeros(4, np.float32))
    with pytest.raises(tilelang.TileLangError, match="cluster_barrier in a kernel without a cluster"):
        run_ir(head.replace("CLUSTER", "").replace("BODY", "    cluster_barrier"), np.zeros(4, np.float32))
    with pytest.raises(tilelang.TileLangError, match=r"cluster must give 1 to 8 blocks along the 3 grid dim\(s\)"):
        run_ir(head.replace("CLUSTER", ", cluster = [1, 1, 16]").replace("BODY", "    cluster_barrier"),
               np.zeros(4, np.float32))


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
@pytest.mark.parametrize("cluster", [False, True], ids=["global", "cluster"])
@pytest.mark.parametrize("M,N,parts", [(20, 48, 3), (256, 512, 4), (256, 512, 8)])
def test_on_the_gpu_the_last_block_reads_every_finished_part(M, N, parts, cluster):
    """Hardware blocks run concurrently: a part read before its writer's release (or
    before the cluster barrier) would change the bits. Repeated launches must equal the
    in-order float32 sum exactly (cluster=True: Hopper's cluster hand-in)."""
    kernel = tilelang.compile(reducer(M, N, parts, cluster=cluster), target="cuda")
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
