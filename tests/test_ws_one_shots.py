"""The one-shot copies beside a warp-specialized loop (``lowering/passes/ws_one_shots.py``).

A ``T.copy`` before or after ``T.Pipelined(..., warp_specialize=True)``, in the same list of
ops, lowers to a TMA load that the producer warp issues (before its loop, or after it),
the consumers waiting where the copy was; in a persistent loop over tiles the producer
waits for the consumers' release of the previous tile's copy first.  Checked: the IR the
passes build, the simulator's results against float64 (its race and hang checks on), the
fallbacks (warp specialization off: cp.async; an offset the producer cannot recompute:
the consumers' thread 0 issues the copy) and plan-shared keeping a tile loaded ahead apart
from the buffers live while it lands."""

import pytest
import torch

import tilelang
import tilelang.language as T

from irchecks import check_ir


def epilogue_ws(M, N, K, bm, bn, bk, stages, threads, tiles=0, row_var=False):
    """C = (A @ B.T + D) * E, fp16 inputs: D's tile copied before the warp-specialized
    k-loop, E's after it.  ``tiles``: each block walks that many column tiles (a loop
    around).  ``row_var``: D's row offset kept in a ``T.alloc_var`` (a variable of the
    consumers', which the producer cannot recompute)."""
    grid_n = (N // bn) // max(tiles, 1)

    @T.macro
    def tile(A, B, D, E, C, A_s, B_s, D_s, E_s, C_l, by, n0):
        if row_var:
            row = T.alloc_var("int32", init=by * bm)
            T.copy(D[row, n0], D_s)
        else:
            T.copy(D[by * bm, n0], D_s)
        T.clear(C_l)
        for ko in T.Pipelined(T.ceildiv(K, bk), num_stages=stages, warp_specialize=True):
            T.copy(A[by * bm, ko * bk], A_s)
            T.copy(B[n0, ko * bk], B_s)
            T.gemm(A_s, B_s, C_l, transpose_B=True)
        T.copy(E[by * bm, n0], E_s)
        for i, j in T.Parallel(bm, bn):
            C[by * bm + i, n0 + j] = (C_l[i, j] + T.cast(D_s[i, j], "float32")) * T.cast(E_s[i, j], "float32")

    @T.prim_func
    def main(A: T.Tensor((M, K), "float16"), B: T.Tensor((N, K), "float16"), D: T.Tensor((M, N), "float16"),
             E: T.Tensor((M, N), "float16"), C: T.Tensor((M, N), "float32")):
        with T.Kernel(grid_n, M // bm, threads=threads) as (bx, by):
            A_s = T.alloc_shared((bm, bk), "float16")
            B_s = T.alloc_shared((bn, bk), "float16")
            D_s = T.alloc_shared((bm, bn), "float16")
            E_s = T.alloc_shared((bm, bn), "float16")
            C_l = T.alloc_fragment((bm, bn), "float")
            if tiles:
                for t in T.serial(tiles):
                    tile(A, B, D, E, C, A_s, B_s, D_s, E_s, C_l, by, (bx * tiles + t) * bn)
            else:
                tile(A, B, D, E, C, A_s, B_s, D_s, E_s, C_l, by, bx * bn)
    return main


def run_sim(func, M, N, K, seed=0, **options):
    kernel = tilelang.compile(func, out_idx=[-1], target="sim", arch="sm_90a", **options)
    g = torch.Generator().manual_seed(seed)
    a, b = torch.randn(M, K, generator=g).half(), torch.randn(N, K, generator=g).half()
    d, e = torch.randn(M, N, generator=g).half(), torch.randn(M, N, generator=g).half()
    c = kernel(a, b, d, e)
    ref = (a.double() @ b.double().T + d.double()) * e.double()
    assert torch.isfinite(c).all(), "elements never written"
    assert ((c.double() - ref).norm() / ref.norm()).item() < 1e-5
    return str(kernel.module)


def roles(text):
    """(the consumers' IR, the producer's) of the kernel's ``specialize``."""
    lines = text.splitlines()
    at = next(i for i, line in enumerate(lines) if line.strip().startswith("specialize"))
    split = next(i for i in range(at + 1, len(lines)) if lines[i].strip() == "} {")  # (the producer's opens)
    return "\n".join(lines[at + 1:split]), "\n".join(lines[split + 1:])


@pytest.mark.parametrize("cfg", [(64, 64, 64, 2, 128), (128, 64, 32, 3, 256)])
def test_the_producer_issues_the_copies_before_and_after_its_loop(cfg):
    bm, bn, bk, stages, threads = cfg
    M, N, K = 2 * bm, 2 * bn, 4 * bk
    consumers, producer = roles(run_sim(epilogue_ws(M, N, K, bm, bn, bk, stages, threads), M, N, K))
    check_ir(producer, r"tma_load %D_s", r"for .*%stage", r"tma_load %A_s", r"tma_load %E_s")
    assert "tma_load" not in consumers and "cp_async " not in consumers
    # each one-shot wait completes once: phase 0, the same constant as its barrier's index
    check_ir(consumers, r"mbarrier_wait %tma_bar, \[(%\w+)\], \1 ", r"for .*%stage",
             r"mbarrier_wait %tma_bar_\d, \[(%\w+)\], \1 ")


@pytest.mark.parametrize("tiles, cfg", [(3, (64, 64, 64, 2, 128)), (2, (128, 64, 32, 3, 256))])
def test_in_a_loop_over_tiles_the_producer_waits_for_the_release_of_the_tile_before(tiles, cfg):
    bm, bn, bk, stages, threads = cfg
    M, N, K = bm, 2 * tiles * bn, 3 * bk
    text = run_sim(epilogue_ws(M, N, K, bm, bn, bk, stages, threads, tiles=tiles), M, N, K, seed=tiles)
    consumers, producer = roles(text)
    # D's group released after the k-loop (its last use: the epilogue, after E's wait), E's
    # after the epilogue; the producer waits on each before issuing the next tile's
    check_ir(producer, r"mbarrier_wait %one_shot_empty\b", r"tma_load %D_s", r"for .*%stage",
             r"mbarrier_wait %one_shot_empty_1", r"tma_load %E_s")
    assert consumers.count("mbarrier_arrive %one_shot_empty") == 2
    check_ir(text[:text.index("specialize")], r"mbarrier_init %one_shot_empty \{count = " + str(threads) + r"\}")


def test_a_copy_whose_offset_the_producer_cannot_recompute_stays_with_the_consumers():
    bm, bn, bk = 64, 64, 64
    M, N, K = 2 * bm, 2 * bn, 2 * bk
    consumers, producer = roles(run_sim(epilogue_ws(M, N, K, bm, bn, bk, 2, 128, row_var=True), M, N, K))
    assert "tma_load %D_s" in consumers and "tma_load %D_s" not in producer  # (its thread 0's)
    assert "tma_load %E_s" in producer


def reused_tile_ws(M, N, K, bm, bn, bk):
    """C = A @ B.T + E + D, fp16: E's tile copied into D_s and added to the accumulator before
    D's tile is copied into the same D_s, both beside the warp-specialized loop."""

    @T.prim_func
    def main(A: T.Tensor((M, K), "float16"), B: T.Tensor((N, K), "float16"), D: T.Tensor((M, N), "float16"),
             E: T.Tensor((M, N), "float16"), C: T.Tensor((M, N), "float32")):
        with T.Kernel(N // bn, M // bm, threads=128) as (bx, by):
            A_s = T.alloc_shared((bm, bk), "float16")
            B_s = T.alloc_shared((bn, bk), "float16")
            D_s = T.alloc_shared((bm, bn), "float16")
            C_l = T.alloc_fragment((bm, bn), "float")
            T.copy(E[by * bm, bx * bn], D_s)
            for i, j in T.Parallel(bm, bn):
                C_l[i, j] = T.cast(D_s[i, j], "float32")
            T.copy(D[by * bm, bx * bn], D_s)
            for ko in T.Pipelined(T.ceildiv(K, bk), num_stages=2, warp_specialize=True):
                T.copy(A[by * bm, ko * bk], A_s)
                T.copy(B[bx * bn, ko * bk], B_s)
                T.gemm(A_s, B_s, C_l, transpose_B=True)
            for i, j in T.Parallel(bm, bn):
                C[by * bm + i, bx * bn + j] = C_l[i, j] + T.cast(D_s[i, j], "float32")
    return main


def test_a_tile_the_block_uses_before_the_copy_is_not_loaded_ahead():
    # the producer runs ahead: D's load into D_s could land while the consumers still read E
    # there -- so only the first copy moves, and the second stays with the consumers' thread 0
    bm, bn, bk = 64, 64, 64
    M, N, K = bm, 2 * bn, 2 * bk
    kernel = tilelang.compile(reused_tile_ws(M, N, K, bm, bn, bk), out_idx=[-1], target="sim", arch="sm_90a")
    consumers, producer = roles(str(kernel.module))
    assert producer.count("tma_load %D_s") == 1 and consumers.count("tma_load %D_s") == 1
    check_ir(producer, r"tma_load %D_s, .*%E, ", r"for .*%stage")
    check_ir(consumers, r"tma_load %D_s, .*%D, ")
    g = torch.Generator().manual_seed(3)
    a, b = torch.randn(M, K, generator=g).half(), torch.randn(N, K, generator=g).half()
    d, e = torch.randn(M, N, generator=g).half(), torch.randn(M, N, generator=g).half()
    c = kernel(a, b, d, e)
    ref = a.double() @ b.double().T + e.double() + d.double()
    assert ((c.double() - ref).norm() / ref.norm()).item() < 1e-5


def test_without_warp_specialization_the_copies_stay_cp_async():
    bm, bn, bk = 64, 64, 64
    M, N, K = bm, bn, 2 * bk
    text = run_sim(epilogue_ws(M, N, K, bm, bn, bk, 2, 128), M, N, K, warp_specialize=False)
    assert "specialize" not in text and "cp_async %D_s" in text and "cp_async %E_s" in text


def test_plan_shared_keeps_a_tile_loaded_ahead_apart_from_what_is_live_while_it_lands():
    """E's tile lands while the consumers still run the k-loop (the producer issues it
    after its own loop): its bytes must not be A's, B's or D's, though its first use by
    the consumers comes after theirs -- it is not, since warp-specialize allocates every
    buffer the producer touches before the split, where plan-shared's lifetimes start."""
    bm, bn, bk = 64, 64, 64
    func = epilogue_ws(bm, bn, 2 * bk, bm, bn, bk, 2, 128)
    text = str(tilelang.lower(func, arch="sm_90a"))
    spans = {}
    for name in ("A_s", "B_s", "D_s", "E_s"):
        line = next(ln for ln in text.splitlines() if f"%{name} = alloc_shared" in ln)
        offset = int(line.split("offset = ")[1].split("}")[0])
        shape = [int(x) for x in line.split("shared<[")[1].split("]")[0].split(", ")]
        spans[name] = (offset, offset + shape[0] * shape[1] * 2)
    e0, e1 = spans["E_s"]
    for name in ("A_s", "B_s", "D_s"):
        a0, a1 = spans[name]
        assert a1 <= e0 or e1 <= a0, f"E_s {spans['E_s']} overlaps {name} {spans[name]}"
