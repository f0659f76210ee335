"""Sync ops the simulator rightly does not report when they are removed or weakened:
each entry names a lowered kernel (program, forms), its mutants (``Mutation.id``:
``operator:op#ordinal``, the ordinal counting the module's ops of that name in print
order), where the op sits (``Site.context``: checked, an entry whose op moved does not
apply) and a one-line proof that the op is redundant there.  Where the proof rests on a
premise a program can check (``premises.py``), the entry names it and the campaign
checks it on the lowered module: an entry stops applying when the lowering changes
under it.

Real misses are NOT listed here: they stay unexplained until the simulator sees them
(the campaign's report lists them).
"""

from __future__ import annotations

from dataclasses import dataclass

BOTH = ("sm_80", "sm_90a")
SM80 = ("sm_80",)
SM90 = ("sm_90a",)


@dataclass(frozen=True)
class Redundant:
    program: str
    forms: tuple
    mutations: tuple   # mutation ids
    where: str         # the op's enclosing ops (Site.context)
    proof: str
    premise: str | None = None  # a check of premises.PREMISES, run on the lowered module
    text: str | None = None     # a part of the op's printed line (checked)
    near: tuple = ()            # "before>after": the ops around it (Site.before, Site.after), one must match


R = Redundant
BOTH_WAIT = ("remove:cp_async_wait#1", "weaken:cp_async_wait#1")
FIRST_PAIR = ("remove:cp_async_commit#0", "remove:cp_async_wait#0", "weaken:cp_async_wait#0")

# -- proofs shared by several kernels ----------------------------------------------------
TRAILING_WAIT_EMPTY = ("the loop's run-ahead is branched (no copy for a trip past the end, no zero fill): every "
                       "copy is one a trip reads, completed by that trip's own wait, so the groups this wait sees "
                       "are empty")
TRAILING_WAIT = ("the groups this wait completes after the loop are the run-ahead's predicated-off zero fills of "
                 "stages past the trip count; no later op touches a cp.async destination or a byte of one "
                 "(plan-shared gives them to no later buffer), so where they land is never observed")
LATER_WAIT = ("a later cp_async_wait {pending = 0} (after a commit) completes these copies too, and no op but "
              "another cp.async touches a cp.async destination before it")
LATER_BARRIER = ("however execution goes on (next trip, or past the loop), a later barrier comes before any op "
                 "touches shared bytes touched before this one: every pair it orders stays ordered")
INIT_BARRIER = ("before the next barrier only thread 0 -- the thread that ran the mbarrier_inits -- touches the "
                "mbarriers (its prologue tma_loads); every other thread first waits on them after that barrier")
DEFINING_WAIT = ("every group is complete here (the loop's last wgmma op is a wgmma_wait with pending 0): as "
                 "synchronization this wait is a no-op; it only redefines the accumulators for ptxas")
TAIL_FENCE = ("the fence before the last barrier of its region, which insert-barriers fences without looking at "
              "what follows: no wgmma or TMA copy comes after it, only generic accesses, so the generic writes it "
              "fences are never accessed through the async proxy")
LAST_TRIP_WAITED = ("the loop's last trip already waits with pending 0 (its else branch), and no wgmma is issued "
                    "after the loop: no group is in flight here")

REDUNDANT: list[Redundant] = [
    # -- the cp_async_wait after a pipelined loop -----------------------------------------------------
    *[R(p, f, BOTH_WAIT, "kernel", TRAILING_WAIT_EMPTY, "run_ahead_is_branched") for p, f in [
        ("t05_dequant_int3", BOTH), ("t05_dequant_nf3", BOTH), ("t05_dequant_fp6", BOTH), ("t07_int4_tile", BOTH),
        ("t08_gemv", BOTH), ("t08_gemv_split2", BOTH), ("ops_int4_raw", BOTH), ("ops_int4_prepared", BOTH),
        ("ops_int4_b_shared", BOTH), ("ops_int4_scale_acc", BOTH), ("ops_int2_gemm", BOTH), ("ops_uint4_zeros", BOTH),
        ("ops_int4_split_k", BOTH), ("ops_int4_split_cluster", BOTH), ("ops_int4_gemv", BOTH),
        ("ops_int2_gemv_split", BOTH), ("ops_int5_planes", BOTH), ("ops_int4_scale_acc_two_groups", SM90)]],
    R("ops_int4_stream_k", BOTH, BOTH_WAIT, "kernel > for %t", TRAILING_WAIT_EMPTY + " (every run of the tile loop)",
      "run_ahead_is_branched"),
    R("ops_uint2_gemv_unrolled", BOTH, ("remove:cp_async_wait#3", "weaken:cp_async_wait#3"), "kernel",
      TRAILING_WAIT_EMPTY + " (the loop unrolled by its 3 stages: waits #0-#2 are its copies')",
      "run_ahead_is_branched"),
    *[R(p, f, BOTH_WAIT, "kernel", TRAILING_WAIT, "nothing_after_touches_the_copies") for p, f in [
        ("t04_pipelined_s2", BOTH), ("t04_pipelined_s3", BOTH), ("t04_pipelined_s4", BOTH), ("t06_int4_gemm", BOTH),
        ("t07_int4_plain", BOTH), ("t07_int4_prepared", BOTH), ("t10_plain", SM80), ("t10_ws", SM80),
        ("matmul_ws", SM80), ("matmul_tma_kn", SM80), ("gemm_shared_epilogue", BOTH)]],
    R("ops_int4_wgmma_rs", SM90, ("remove:cp_async_wait#2", "weaken:cp_async_wait#2"), "kernel", TRAILING_WAIT,
      "nothing_after_touches_the_copies"),
    # -- a wgmma_fence right after another gemm's wgmmas --------------------------------------------
    R("ops_int4_scale_acc_two_groups", SM90, ("remove:wgmma_fence#1",), "kernel > for %ko",
      "the second group's gemm's fence: the first group's fence comes after every register access of the "
      "trip so far (the decode, the last trip's scaling fmas after its waits), and between the two only "
      "the first gemm's wgmmas run", "an_earlier_fence_covers_it"),
    R("attention", SM80, ("remove:cp_async_wait#2", "weaken:cp_async_wait#2"), "kernel", TRAILING_WAIT,
      "nothing_after_touches_the_copies"),
    # -- a commit + wait whose copies a later wait {pending = 0} completes before any read ----------
    R("t02_simt_gemm", BOTH, FIRST_PAIR, "kernel > for %ko", "A_s's group: " + LATER_WAIT,
      "a_later_wait_completes_the_group"),
    R("t03_tc_gemm", BOTH, FIRST_PAIR, "kernel > for %ko", "A_s's group: " + LATER_WAIT,
      "a_later_wait_completes_the_group"),
    R("t04_pipelined_s1", BOTH, FIRST_PAIR, "kernel > for %ko", "A_s's group (one stage: no pipeline): " + LATER_WAIT,
      "a_later_wait_completes_the_group"),
    R("gemm_then_reduce", BOTH, FIRST_PAIR, "kernel", "a's group: " + LATER_WAIT, "a_later_wait_completes_the_group"),
    R("attention", SM80, FIRST_PAIR, "kernel", "q's group: " + LATER_WAIT + " (the first trip's wait, which runs: "
      "static trip count)", "a_later_wait_completes_the_group"),
    # -- barriers another barrier makes redundant ---------------------------------------------------
    R("ops_int4_b_shared", BOTH, ("remove:barrier#2",), "kernel > for %ko", "the barrier after the gemm's ldmatrix "
      "reads: the next trip's top barrier (after its wait) comes first; " + LATER_BARRIER,
      "a_later_barrier_orders_the_same"),
    R("ops_int4_gemv", BOTH, ("remove:barrier#2",), "kernel > for %ko", "the barrier at the end of the k-step: the "
      "next trip's top barrier comes first; " + LATER_BARRIER, "a_later_barrier_orders_the_same"),
    R("ops_int4_gemv", BOTH, ("remove:barrier#3",), "kernel", near=("alloc_shared>load",),
      proof="the barrier before the reduction scratch's stores: the k-loop's body ends with a barrier after all "
            "its shared reads, and between that one and this only the trailing cp_async_wait (no copy in flight: "
            "the run-ahead is branched) and the scratch's alloc run"),
    R("attention", SM80, ("remove:barrier#0",), "kernel", "the barrier after q's wait: the first trip's top barrier "
      "(after its wait) comes before any read of q; " + LATER_BARRIER, "a_later_barrier_orders_the_same"),
    R("gemm_shared_epilogue", BOTH, ("remove:barrier#1",), "kernel", "the barrier after the loop: C_s shares no "
      "byte with the stages and is first touched after it; the barrier between C_s's stores and reads orders "
      "those; " + LATER_BARRIER, "a_later_barrier_orders_the_same"),
    # -- each thread reads back only what it wrote -------------------------------------------------
    R("t01_tile_copy", BOTH, ("remove:barrier#0",), "kernel", near=("cp_async_wait>for",),
      proof="the cp.async write and the vec_load read of A_s use the same index arithmetic ((k * 128 + tid) "
            "// 16, (k * 128 + tid) % 16 * 8): each thread reads back only the 16 bytes its own cp.async "
            "wrote, which its own cp_async_wait completed"),
    R("split_k_reducer", BOTH, ("remove:barrier#0",), "kernel", near=("vec_store>if",),
      proof="each thread reloads from split_k_tile exactly the vector it stored (same SSA indices): no other "
            "thread's write is read"),
    R("split_k_reducer_cluster", SM80, ("remove:barrier#0",), "kernel", near=("vec_store>vec_load",),
      proof="(sm_80: the global hand-in) each thread reloads from split_k_tile exactly the vector it stored "
            "(same SSA indices)"),
    R("reduce_to_shared", BOTH, ("remove:barrier#1",), "kernel", near=("if>if",),
      proof="thread t < 64 stores r[t % 64] and then reads r[t % 64] back under the same condition: the same "
            "thread, the same element"),
    R("gemm_shared_epilogue", BOTH, ("remove:barrier#3",), "kernel", near=("for>for", "fence_proxy_async>for"),
      proof="the bias loop and the store loop give thread t the same C_s vectors (identical index arithmetic "
            "and trip counts): each thread reads back what it stored"),
    # -- barriers whose accesses other barriers already order (checked by hand) ------------------------
    R("attention", SM80, ("remove:barrier#5",), "kernel > for %kk", near=("for>yield",),
      proof="the barrier after the P @ V mma: it orders that gemm's ldmatrix reads of p and v, which the next "
            "trip writes only after its top barrier (p: after its reduction barriers too); after the loop no op "
            "touches shared memory (the row statistics live in registers); " + LATER_BARRIER,
      premise="a_later_barrier_orders_the_same"),
    R("attention", SM90, ("remove:barrier#0",), "kernel", near=("fence_proxy_async>for",),
      proof="the barrier after q's wait and the mbarrier_inits: the first trip's top barrier (after a "
            "fence_proxy_async of its own) comes before any read of q and any other thread's use of the "
            "mbarriers; in between only thread 0's prologue tma_loads run, into k and v (no byte of q)"),
    R("ops_int4_stream_k", BOTH, ("remove:barrier#1",), "kernel > for %t", near=("alloc_shared>for",),
      proof="the barrier after a run's k-loop: until the barrier between split_k_tile's stores and reads only "
            "split_k_tile is written, whose bytes no stage shares; that barrier orders the stages' last reads "
            "before the next run's prologue copies, and the barriers after the hand-in order the previous "
            "tile's split_k_tile reads"),
    R("t10_plain", SM90, ("remove:barrier#0",), "kernel", near=("mbarrier_init>alloc_shared",),
      proof=INIT_BARRIER + " (the loop's top barrier)"),
    R("matmul_tma_kn", SM90, ("remove:barrier#0",), "kernel", near=("mbarrier_init>alloc_shared",),
      proof=INIT_BARRIER + " (the loop's top barrier)"),
    R("ops_int4_wgmma_rs", SM90, ("remove:barrier#0",), "kernel", near=("alloc_local>alloc_local",),
      proof=INIT_BARRIER + " (the first trip's barrier after its cp_async_wait)"),
    R("ops_int5_planes", SM90, ("remove:barrier#0",), "kernel", near=("alloc_local>alloc_shared",),
      proof=INIT_BARRIER + " (the loop's top barrier; the plane tiles' prologue cp.asyncs by every thread touch "
            "no mbarrier and no byte anything before them touched)"),
    # -- a wgmma_wait {define_registers} after a loop whose waits complete every group ------------------
    # (the wgmma-register-waits pass: the wait pins the accumulators for ptxas -- a CUDA-level matter the
    # IR's semantics, and so the simulator, do not see; as synchronization it waits for nothing)
    *[R(p, SM90, ("remove:wgmma_wait#1",), w, DEFINING_WAIT, "no_wgmma_group_in_flight", text="define_registers")
      for p, w in [("t03_tc_gemm", "kernel"), ("t04_pipelined_s1", "kernel"), ("t04_pipelined_s2", "kernel"),
                   ("t04_pipelined_s3", "kernel"), ("t06_int4_gemm", "kernel"), ("t07_int4_plain", "kernel"),
                   ("t07_int4_tile", "kernel"), ("t07_int4_prepared", "kernel"), ("gemm_shared_epilogue", "kernel"),
                   ("matmul_ws", "kernel > specialize.consumer"),
                   ("one_shots_ws", "kernel > specialize.consumer > for %t"),
                   ("ops_uint7_planes_ws", "kernel > specialize.consumer")]],
    # (attention's in-order loop: its P V wait stays plain, the next trip's rescale_in_place redefining the
    # output; the one after the loop redefines it for the epilogue's reads)
    R("attention", SM90, ("remove:wgmma_wait#2",), "kernel", DEFINING_WAIT, "no_wgmma_group_in_flight",
      text="define_registers"),
    # -- a wgmma_wait after a loop whose last trip waited for every group ---------------------------------
    R("ops_int4_wgmma_rs", SM90, ("remove:wgmma_wait#4", "weaken:wgmma_wait#4"), "kernel", LAST_TRIP_WAITED,
      text="wgmma_wait %C_f, none", near=("cp_async_wait>for",)),
    R("ops_int4_ws", SM90, ("remove:wgmma_wait#4", "weaken:wgmma_wait#4"), "kernel > specialize.consumer",
      LAST_TRIP_WAITED, text="wgmma_wait %C_f, none", near=("for>for",)),
    R("ops_int4_ws_split_cluster", SM90, ("remove:wgmma_wait#4", "weaken:wgmma_wait#4"),
      "kernel > specialize.consumer", LAST_TRIP_WAITED, text="wgmma_wait %C_f, none", near=("for>alloc_shared",)),
    R("ops_int4_ws_stream_k", SM90, ("remove:wgmma_wait#4", "weaken:wgmma_wait#4"),
      "kernel > specialize.consumer > for %t", LAST_TRIP_WAITED + " (every run of the tile loop)",
      text="wgmma_wait %C_f, none", near=("for>store",)),
    # -- fence_proxy_async that no async-proxy access needs (async_proxy.py: what a fence orders) --------
    *[R(p, SM90, (m,), w, TAIL_FENCE + extra, "no_async_proxy_access_after") for p, m, w, extra in [
        ("gemm_then_reduce", "remove:fence_proxy_async#1", "kernel", ""),
        ("gemm_shared_epilogue", "remove:fence_proxy_async#1", "kernel", ""),
        ("ops_int4_ws_split_cluster", "remove:fence_proxy_async#1", "kernel > specialize.consumer",
         " (the producer's TMA copies all completed before: this role waited for each; the other blocks read "
         "split_k_tile by generic loads)")]],
    R("ops_int4_ws_split_cluster", SM90, ("remove:fence_proxy_async#0",), "kernel", near=("mbarrier_init>barrier",),
      proof="before the barrier ahead of the warp roles the block writes no shared byte but the mbarrier words, "
            "and mbarrier_init then a barrier is all a TMA copy's complete-tx on an mbarrier needs (ops_int4_ws, "
            "t10_ws and every other TMA kernel of the corpus have no fence there); the wgmma_rs read only "
            "TMA-written tiles of A (their B is registers)"),
    R("attention", SM90, ("remove:fence_proxy_async#0",), "kernel", near=("cp_async_wait>barrier",),
      proof="q's cp.async writes (the only generic shared writes before it) are fenced again by the loop's top "
            "fence_proxy_async, before the barrier that orders them before the first S wgmma; in between only "
            "thread 0's prologue tma_loads run, into k and v (no byte of q)"),
    # -- the producer's wait for a one-shot group's release that another group's release implies --------
    R("one_shots_ws", SM90, ("remove:mbarrier_wait#5",), "kernel > specialize.producer > if > for %t",
      text="one_shot_empty_1",
      proof="D_s is read in the epilogue too, so the release of D's group (after the epilogue) -- which the "
            "producer waits for before the tile's first copy, ahead of this wait -- already orders the previous "
            "tile's reads of E_s before the producer's next load into it"),
    R("attention", SM90, ("remove:fence_proxy_async#1",), "kernel > for %kk", near=("(start)>barrier",),
      proof="the loop's top fence: q's writes are fenced before the loop (fence_proxy_async#0), p's stores by the "
            "fence before the P @ V wgmma's barrier; p's stores are the loop's only generic shared writes (the "
            "row statistics live in registers)"),
]


def _index() -> dict:
    out = {}
    for e in REDUNDANT:
        for form in e.forms:
            for m in e.mutations:
                key = (e.program, form, m)
                if key in out:
                    raise AssertionError(f"listed twice: {key}")
                out[key] = e
    return out


INDEX = _index()


def entry_for(program: str, form: str, mutation_id: str) -> Redundant | None:
    return INDEX.get((program, form, mutation_id))


def entries_for(program: str, form: str) -> dict[str, Redundant]:
    """The mutation ids listed for one lowered kernel."""
    return {m: e for (p, f, m), e in INDEX.items() if p == program and f == form}
