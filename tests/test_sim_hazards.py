"""Simulator: the hazards that live in shared memory's bytes and in asynchronous hardware.

Shared memory is the block's one arena laid out by plan-shared's offsets, so races
through two buffers that share bytes are seen (``backends/sim/arena.py``); a wgmma's
operand reads and accumulator writes stay in flight until the ``wgmma_wait`` that
retires its group (``async_proxy.py``, ``registers.py``); generic writes need a
``fence_proxy_async`` before async-proxy reads; an mbarrier is a word of the arena,
usable by another thread only after a barrier of both follows its init.  Each class
has a program that is reported (naming both ops and lines) and its fixed version,
which runs clean and computes the right values."""

import numpy as np
import pytest
import torch
from simkit import program, run_ir

import tilelang
from tilelang.lowering.passes import run_pipeline

BARRIER = "    barrier loc(0:13:5)"


def _reported(text: str, *args) -> str:
    with pytest.raises(tilelang.TileLangError) as e:
        run_ir(text, *args)
    return str(e.value)


# ---- aliasing: two buffers over the same bytes ----------------------------------------
def _alias(sync: str, offset: int = 0, bdt: str = "float32", extra: str = ""):
    x = np.arange(64, dtype=np.float32) + 1
    return program("aliasing", {"SYNC": sync, "EXTRA": extra}, OFFSET=str(offset), BDT=bdt), x


def test_a_write_through_a_buffer_laid_over_one_still_read_is_a_race_naming_both():
    text, x = _alias("")
    msg = _reported(text, x, np.zeros(64, np.float32))
    # b[0] shares its bytes with a[0], which thread 63 read as its neighbour
    assert "data race on shared b[0]: read of a[0] by thread 63 at alias_kernel.py:12:9" in msg
    assert "write by thread 0 at alias_kernel.py:14:5" in msg


def test_the_same_program_with_the_barrier_or_disjoint_offsets_is_clean():
    for sync, offset in ((BARRIER, 0), ("", 256)):
        text, x = _alias(sync, offset)
        out = np.zeros(64, np.float32)
        run_ir(text, x, out)
        np.testing.assert_array_equal(out, np.roll(x, -1))


def test_a_partial_overlap_of_other_element_sizes_is_seen_per_byte():
    # b is float16: b[t] is bytes 2t, 2t + 1 -- half of a[t // 2], read by thread t // 2 - 1
    text, x = _alias("", 0, "float16")
    msg = _reported(text, x, np.zeros(64, np.float32))
    assert "data race on shared b[0]: read of a[0] by thread 63" in msg and "write by thread 0" in msg
    text, x = _alias(BARRIER, 0, "float16")
    run_ir(text, x, np.zeros(64, np.float32))


def test_reading_a_buffer_after_another_overwrote_its_bytes_is_reported():
    extra = """    barrier
    %z = load %a, [%tx] : float32 loc(0:20:10)
    store %Out, [%tx], %z"""
    text, x = _alias(BARRIER, 0, extra=extra)
    msg = _reported(text, x, np.zeros(64, np.float32))
    assert "read of shared a[0] by thread 0 at alias_kernel.py:20:10 reads bytes that the write of b[0] by " \
           "thread 0 at alias_kernel.py:14:5 overwrote" in msg
    # without the overlap, a keeps its values
    text, x = _alias(BARRIER, 256, extra=extra)
    out = np.zeros(64, np.float32)
    run_ir(text, x, out)
    np.testing.assert_array_equal(out, x)


def test_programs_without_offsets_get_a_buffer_its_own_bytes():
    text, x = _alias("", -1)
    out = np.zeros(64, np.float32)
    run_ir(text, x, out)
    np.testing.assert_array_equal(out, np.roll(x, -1))


# ---- a predicated-off cp.async's zero-fill over a reused buffer -----------------------
WAIT = "    cp_async_wait loc(0:12:5)"


def _zero_fill(wait: str, sync: str):
    return program("zero_fill", {"WAIT": wait, "SYNC": sync}), np.ones((64, 8), np.float16)


def test_a_zero_fill_landing_on_a_reused_buffer_races_with_its_next_writer():
    text, a = _zero_fill(WAIT, "")
    msg = _reported(text, a, np.zeros(64, np.float32))
    # lane 0 zero-filled k[0, :] (bytes 0..15 = l[0..3]); lane 60 writes l[0]
    assert "data race on shared l[0]: cp_async write of k[0, 0] by thread 0 at zero_fill_kernel.py:10:9" in msg
    assert "write by thread 60 at zero_fill_kernel.py:14:5" in msg


def test_a_write_over_a_zero_fill_still_in_flight_is_reported():
    text, a = _zero_fill("", "    barrier loc(0:13:5)")
    msg = _reported(text, a, np.zeros(64, np.float32))
    assert "write of shared l[4] by thread 0 at zero_fill_kernel.py:14:5 while the cp_async into k at " \
           "zero_fill_kernel.py:10:9 (thread 1) into it is still in flight" in msg


def test_the_zero_fill_waited_for_and_ordered_by_a_barrier_is_clean():
    text, a = _zero_fill(WAIT, "    barrier loc(0:13:5)")
    out = np.zeros(64, np.float32)
    run_ir(text, a, out)
    np.testing.assert_array_equal(out, (np.arange(64, dtype=np.float32) - 4) % 64)


# ---- wgmma: operands read and accumulators written until the wait --------------------
FENCE = "    fence_proxy_async loc(0:14:5)"
WGMMA_FENCE = "    wgmma_fence %C, none loc(0:16:5)"


def _wgmma(fence=FENCE, wgmma_fence=WGMMA_FENCE, hazard=""):
    text = program("wgmma_hazards", {"FENCE": fence, "WGMMA_FENCE": wgmma_fence, "HAZARD": hazard})
    rng = np.random.default_rng(3)
    x = rng.integers(-4, 5, 64).astype(np.float16)
    w = rng.integers(-4, 5, 64).astype(np.float16)
    return text, x, w


def _accumulators(x, w) -> np.ndarray:
    """Out[t, reg]: the m64n64 accumulator fragment of D = 64 x w^T (module doc of ops/wgmma)."""
    d = 64 * np.outer(x.astype(np.float64), w.astype(np.float64))
    t, reg = np.meshgrid(np.arange(128), np.arange(32), indexing="ij")
    warp, g, tt = t // 32, t % 32 // 4, t % 4
    j, q = reg // 4, reg % 4
    return d[16 * warp + g + 8 * (q // 2), 8 * j + 2 * tt + q % 2].astype(np.float32)


def test_the_wgmma_program_is_clean_and_right():
    text, x, w = _wgmma()
    out = np.zeros((128, 32), np.float32)
    run_ir(text, x, w, out)
    np.testing.assert_array_equal(out, _accumulators(x, w))


def test_a_write_to_a_wgmma_operand_before_its_wait_is_reported():
    hazard = "    vec_store %A_s, [%row, %col0], %xv loc(0:21:5)"
    text, x, w = _wgmma(hazard=hazard)
    msg = _reported(text, x, w, np.zeros((128, 32), np.float32))
    assert "write of shared A_s[0, 0] by thread 0 at wgmma_kernel.py:21:5 while the wgmma at " \
           "wgmma_kernel.py:19:7 (warpgroup 0) that reads it is still in flight" in msg
    # the same write after the wait (and a barrier) is fine
    text = text.replace("wgmma_wait %C, none loc(0:22:5)", "")
    text = text.replace(hazard.strip(), "wgmma_wait %C, none loc(0:22:5)\n    barrier\n    " + hazard.strip())
    run_ir(text, x, w, np.zeros((128, 32), np.float32))


def test_an_accumulator_read_before_the_wait_is_reported():
    hazard = """    %early = load %C, [%c2] : float32 loc(0:21:5)
    store %Out, [%tid, %c2], %early"""
    text, x, w = _wgmma(hazard=hazard)
    msg = _reported(text, x, w, np.zeros((128, 32), np.float32))
    assert "read of register C[2] of thread 0 by the load at wgmma_kernel.py:21:5 while the wgmma at " \
           "wgmma_kernel.py:19:7 that accumulates into it is in flight" in msg


def test_a_missing_proxy_fence_is_reported():
    text, x, w = _wgmma(fence="")
    msg = _reported(text, x, w, np.zeros((128, 32), np.float32))
    assert "missing fence_proxy_async: the wgmma at wgmma_kernel.py:19:7 (warpgroup 0) reads shared A_s[0, 0]" in msg
    assert "write by thread 0 at wgmma_kernel.py:10:7" in msg and "no fence_proxy_async after the write" in msg
    # (a fence after the barrier orders its thread's writes before its own warpgroup's
    # wgmma only: here every writer is of the reading warpgroup)
    text, x, w = _wgmma(fence="", wgmma_fence=WGMMA_FENCE + "\n" + FENCE)
    run_ir(text, x, w, np.zeros((128, 32), np.float32))


def test_a_missing_wgmma_fence_after_the_accumulator_clear_is_reported():
    text, x, w = _wgmma(wgmma_fence="")
    msg = _reported(text, x, w, np.zeros((128, 32), np.float32))
    assert "missing wgmma_fence: the wgmma at wgmma_kernel.py:19:7 uses register C[0] of thread 0 " \
           "(accumulator), which the vec_store at wgmma_kernel.py:13:7 accessed" in msg


def test_a_warpgroups_first_wgmma_without_a_wgmma_fence_is_reported():
    # PTX asks for a wgmma.fence before a warpgroup's first wgmma even where no access of its
    # registers comes before (a wgmma that starts from zero, zero_acc: nothing clears C)
    clear = ("    for %c0, %c8, %c1, [] (%i: index) {\n      %ci = mul %i, %c4 : index\n"
             "      vec_store %C, [%ci], %zv loc(0:13:7)\n    }\n")
    text, x, w = _wgmma(wgmma_fence="")
    assert clear in text
    msg = _reported(text.replace(clear, ""), x, w, np.zeros((128, 32), np.float32))
    assert "missing wgmma_fence: the wgmma at wgmma_kernel.py:19:7 is its warpgroup's first wgmma" in msg


def test_a_store_the_wgmma_reads_in_its_own_epoch_is_a_race():
    text, x, w = _wgmma()
    text = text.replace("    barrier loc(0:15:5)\n", "")
    msg = _reported(text, x, w, np.zeros((128, 32), np.float32))
    assert "data race on shared" in msg and "wgmma read by warpgroup 0 at wgmma_kernel.py:19:7" in msg


def test_a_write_after_the_writers_own_wait_races_with_the_other_warps_reads():
    # each warp retires its share of the wgmma at its own wait: after warp 0's, warps 1-3
    # may still read A_s (the simulator's lockstep warps must not hide it)
    store = "    vec_store %A_s, [%row, %col0], %xv loc(0:23:5)"
    text, x, w = _wgmma()
    wait = "    wgmma_wait %C, none loc(0:22:5)\n"
    msg = _reported(text.replace(wait, wait + store + "\n"), x, w, np.zeros((128, 32), np.float32))
    assert "data race on shared A_s[0, 0]: wgmma read by warpgroup 0 at wgmma_kernel.py:19:7 and write by thread 0 " \
           "at wgmma_kernel.py:23:5" in msg and "the other warps of warpgroup 0 may still be reading" in msg
    out = np.zeros((128, 32), np.float32)  # a barrier after the wait orders every warp's reads
    run_ir(text.replace(wait, wait + BARRIER + "\n" + store + "\n"), x, w, out)
    np.testing.assert_array_equal(out, _accumulators(x, w))


# ---- compiler-produced Hopper kernels, one sync op removed ----------------------------
def _tma_gemm(threads, bm, bn=64):
    from kernels import gemm

    M, N, K = bm, bn, 512
    module = run_pipeline(gemm(M, N, K, bm, bn, 64, 4, threads, out_dtype="float32", trans_B=True).module.clone(),
                          arch="sm_90a")
    assert "cp_async" not in {op.name for op in module.walk()}  # (both tiles by TMA)
    loop = next(op for op in module.walk() if op.name == "for" and any(o.name == "wgmma" for o in op.walk()))
    rng = np.random.default_rng(1)
    a = rng.standard_normal((M, K)).astype(np.float16)
    b = rng.standard_normal((N, K)).astype(np.float16)
    return module, loop, (a, b, a.astype(np.float64) @ b.astype(np.float64).T)


def _run(module, a, b, n):
    from types import SimpleNamespace

    from tilelang.backends.sim import run_module

    c = np.zeros((a.shape[0], n), np.float32)
    run_module(module, SimpleNamespace(values=[a, b, c], symbols={}))
    return c


def test_the_tma_wgmma_pipeline_without_its_loop_wait_is_reported():
    # 4 stages keep one group in flight (wgmma_wait pending = 1): without the wait the
    # refill two stages ahead overwrites what the group still reads (it gave wrong
    # results, unreported, before the operand reads were tracked)
    module, loop, (a, b, ref) = _tma_gemm(128, 64)
    c = _run(module, a, b, 64)
    assert np.abs(c - ref).max() < 1e-3  # (the unmutated kernel)
    loop.body.ops = [op for op in loop.body.ops if op.name != "wgmma_wait"]
    with pytest.raises(tilelang.TileLangError, match="tma_load write of shared .* while the wgmma .* still in flight"):
        _run(module, a, b, 64)


@pytest.mark.parametrize("threads,bm,bn", [(256, 128, 128), (128, 64, 64)])
def test_the_loop_top_barrier_is_needed_before_a_refill(threads, bm, bn):
    # the wgmmas of the stage thread 0 refills were retired by its own warp's wait only:
    # the other warps of its warpgroup (and another warpgroup) need the barrier
    module, loop, (a, b, ref) = _tma_gemm(threads, bm, bn)
    assert np.abs(_run(module, a, b, bn) - ref).max() < 1e-3
    assert loop.body.ops[0].name == "barrier"
    del loop.body.ops[0]
    with pytest.raises(tilelang.TileLangError, match="wgmma read by warpgroup 0 .* and tma_load write by thread 0 "
                       ".* the other warps of warpgroup 0 may still be reading"):
        _run(module, a, b, bn)


def test_a_removed_final_wait_leaves_the_epilogue_reading_in_flight_accumulators():
    module, loop, (a, b, _) = _tma_gemm(128, 64)
    body = next(r for op in module.walk() for r in op.regions() if any(o is loop for o in r.ops))
    i = next(i for i, op in enumerate(body.ops) if op is loop)
    assert body.ops[i + 1].name == "wgmma_wait"
    del body.ops[i + 1]
    with pytest.raises(tilelang.TileLangError, match="read of register C_l.* in flight"):
        _run(module, a, b, 64)


# ---- mbarriers: words of the arena, initialized before use ----------------------------
ARRIVE = "      mbarrier_arrive %bar, [%c0] {per_warp = true} loc(0:17:7)"
STORE_T = "      store %t, [%p], %x loc(0:18:7)"


def _roles(barrier: str, producer: str):
    x = np.arange(32, dtype=np.float32) + 1
    return program("mbarrier_roles", {"BARRIER": barrier, "PRODUCER": producer}), x


def test_an_mbarrier_init_seen_by_the_producer_without_a_block_barrier_is_reported():
    # the consumers' named barrier does not include the producer warp
    text, x = _roles("", STORE_T + "\n" + ARRIVE)
    msg = _reported(text, x, np.zeros(32, np.float32))
    assert "mbarrier_arrive by thread 32 at roles_kernel.py:17:7 uses mbarrier bar[0], initialized by thread 0 at " \
           "roles_kernel.py:6:5 with no barrier of both threads since" in msg
    text, x = _roles("    barrier loc(0:7:5)", STORE_T + "\n" + ARRIVE)
    out = np.zeros(32, np.float32)
    run_ir(text, x, out)
    np.testing.assert_array_equal(out, 2 * x)


def test_a_named_barrier_does_not_order_the_producers_writes():
    # t is stored after the release: the consumers' named barrier is no barrier of the producer's
    text, x = _roles("    barrier loc(0:7:5)", ARRIVE + "\n" + STORE_T)
    msg = _reported(text, x, np.zeros(32, np.float32))
    assert "data race on shared t[0]: write by thread 32 at roles_kernel.py:18:7 and read by thread 0 at " \
           "roles_kernel.py:13:7" in msg


def _words(offset: int, before: str = ""):
    x = np.arange(64, dtype=np.float32)
    return program("mbarrier_words", {"BEFORE": before}, OFFSET=str(offset)), x


def test_a_plain_write_over_an_mbarrier_word_is_reported():
    text, x = _words(0)
    msg = _reported(text, x, np.zeros(64, np.float32))
    assert "write of shared x[0] by thread 0 at mbarrier_words_kernel.py:8:5 writes over the mbarrier bar[0] " \
           "(initialized at mbarrier_words_kernel.py:6:5)" in msg
    text, x = _words(16)
    out = np.zeros(64, np.float32)
    run_ir(text, x, out)
    np.testing.assert_array_equal(out, x)


def test_an_mbarrier_init_over_another_buffers_bytes_is_reported():
    text, x = _words(0, "    store %x, [%tid], %v loc(0:5:5)\n    barrier")
    msg = _reported(text, x, np.zeros(64, np.float32))
    assert "mbarrier_init of bar[0] at mbarrier_words_kernel.py:6:5 over shared bytes that hold x[0] (written at " \
           "mbarrier_words_kernel.py:5:5)" in msg


# ---- a compiler-produced reuse of a tile's bytes ----------------------------------------
def test_a_reduce_scratch_laid_over_a_gemm_tile_needs_the_barrier_between():
    # plan-shared lays the reduction's partials over the gemm's A tile (dead after the
    # gemm): the barrier after the gemm orders its reads of a before the partials' stores
    from types import SimpleNamespace

    from test_interp_reduce import gemm_then_reduce

    from tilelang.backends.sim import run_module

    module = run_pipeline(gemm_then_reduce.factory(64, 64, 32, "sum", 0).module.clone(), arch="sm_80")
    top = next(op for op in module.walk() if op.name == "kernel").body.ops
    i = next(i for i, op in enumerate(top) if op.name == "alloc_shared" and op.result.name == "reduce_partials")
    a = next(op for op in top if op.name == "alloc_shared" and op.result.name == "a")
    assert a.offset == top[i].offset == 0 and top[i + 1].name == "barrier"  # the bytes are shared
    g = torch.Generator().manual_seed(6)
    A, B = torch.randn(64, 32, generator=g).half(), torch.randn(32, 64, generator=g).half()
    out = np.zeros(64, np.float32)
    run_module(module, SimpleNamespace(values=[A, B, out], symbols={}))
    np.testing.assert_allclose(out, (A.double() @ B.double()).sum(0).numpy(), rtol=1e-5, atol=1e-4)
    del top[i + 1]
    with pytest.raises(tilelang.TileLangError, match=r"data race on shared reduce_partials\[.*\]: read of a\[.*\] by"):
        run_module(module, SimpleNamespace(values=[A, B, np.zeros(64, np.float32)], symbols={}))


# ---- a cluster's shared memory: ordered between blocks by cluster barriers ------------------
CLUSTER_FIRST = "    cluster_barrier loc(0:6:5)"
CLUSTER_LAST = "    cluster_barrier loc(0:10:5)"


def _cluster(first=CLUSTER_FIRST, last=CLUSTER_LAST):
    x = np.arange(64, dtype=np.float32).reshape(2, 32)
    return program("cluster_shared", {"FIRST": first, "LAST": last}), x


def test_the_cluster_program_is_clean_and_right():
    text, x = _cluster()
    out = np.zeros((2, 32), np.float32)
    run_ir(text, x, out)
    np.testing.assert_array_equal(out, x[::-1])


def test_a_remote_read_before_the_owners_write_is_a_race():
    # block 0 reads block 1's tile before block 1 allocated and wrote it (a report, not a crash)
    text, x = _cluster(first="")
    msg = _reported(text, x, np.zeros((2, 32), np.float32))
    assert "data race on shared t[0] of block [1] (cluster rank 1): read by thread 0 of block [0] (cluster rank 0) " \
           "at cluster_kernel.py:8:5 and write by thread 0 of block [1] (cluster rank 1) at cluster_kernel.py:5:5, " \
           "with no cluster barrier between them" in msg
    # the owner overwriting its tile while the other block may still read it
    text, x = _cluster(last="    store %t, [%tid], %y loc(0:9:5)\n" + CLUSTER_LAST)
    msg = _reported(text, x, np.zeros((2, 32), np.float32))
    assert "data race on shared t[0] of block [0] (cluster rank 0): write by thread 0 of block [0] (cluster rank 0) " \
           "at cluster_kernel.py:9:5 and read by thread 0 of block [1] (cluster rank 1) at cluster_kernel.py:8:5" in msg


def test_a_remote_read_after_which_the_owner_may_exit_is_a_stale_read():
    text, x = _cluster(last="")
    msg = _reported(text, x, np.zeros((2, 32), np.float32))
    assert "stale read of shared t[0] of block [1] (cluster rank 1) by thread 0 of block [0] (cluster rank 0) at " \
           "cluster_kernel.py:8:5: no cluster_barrier follows it, so block [1] (cluster rank 1) may already have " \
           "exited" in msg


# ---- TMA copies over generic writes: fence.proxy.async ---------------------------------------
PROXY_FENCE = "    fence_proxy_async loc(0:7:5)"


def _tma_over_generic(fence=PROXY_FENCE):
    x = np.arange(128, dtype=np.float16).reshape(8, 16)
    return program("tma_over_generic", {"FENCE": fence}), x, -x


def test_a_tma_copy_over_unfenced_generic_writes_is_reported():
    text, x, g = _tma_over_generic()
    out = np.zeros((8, 16), np.float16)
    run_ir(text, x, g, out)
    np.testing.assert_array_equal(out, x)
    text, x, g = _tma_over_generic("")
    msg = _reported(text, x, g, np.zeros((8, 16), np.float16))
    assert "missing fence_proxy_async: the tma_load at tma_proxy_kernel.py:9:7 (thread 0) writes shared s[0, 0] " \
           "through the async proxy over the write by thread 0 at tma_proxy_kernel.py:6:5" in msg
    # a fence after the barrier is not ordered before thread 0's copy (but for its own writes)
    text = text.replace(BARRIER.replace("13", "8") + "\n", BARRIER.replace("13", "8") + "\n" + PROXY_FENCE + "\n")
    msg = _reported(text, x, g, np.zeros((8, 16), np.float16))
    assert "writes shared s[0, 1] through the async proxy over the write by thread 1" in msg
    assert "its fence_proxy_async came after what orders the write before the copy" in msg
