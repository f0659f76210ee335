"""``tilelang.ops.attention``: the FlashAttention forward written in the language.

* cpu (the interpreter) and sim (the lowered program, thread by thread; also in its
  sm_90a form: wgmma and TMA) at small shapes, against a float64 torch reference
  ``softmax(Q K^T * scale + mask) V`` by relative error, the output filled with NaN
  first (an element never written fails);
* the plan keeps shared memory within sm_90a's and sm_80's limits;
* every kernel variant builds for sm_90a and sm_80 through NVRTC, the sm_90a one with
  wgmma and TMA;
* bad arguments are refused naming the parameter;
* on a GPU (``gpu`` marker): realistic sizes against torch SDPA in float32.
"""

import math
from dataclasses import replace

import pytest
import torch

import tilelang
from tilelang.lowering.target import SHARED_LIMITS
from tilelang.ops import attention
from tilelang.ops.attention_kernels import (HEAD_DIMS, AttentionPlan, attention_factory, causal_tile, heads_together,
                                            paired_causal_tile, plan_attention, shared_bytes)

TOL = {torch.float16: 2e-3, torch.bfloat16: 1.6e-2}


def reference(q, k, v, causal, scale=None, cu_q=None, cu_k=None):
    """float64 ``softmax(Q K^T * scale + mask) V`` per sequence (bottom-right causal
    mask; a query that sees no key gives 0), in q's layout."""
    if cu_q is not None:
        out = torch.zeros(q.shape, dtype=torch.float64)
        cq, ck = cu_q.tolist(), cu_k.tolist()
        for b in range(len(cq) - 1):
            sl_q, sl_k = slice(cq[b], cq[b + 1]), slice(ck[b], ck[b + 1])
            out[sl_q] = reference(q[None, sl_q], k[None, sl_k], v[None, sl_k], causal, scale)[0]
        return out
    D, H, Hk = q.shape[-1], q.shape[2], k.shape[2]
    scale = 1 / math.sqrt(D) if scale is None else scale
    qd, kd, vd = (x.detach().cpu().double().transpose(1, 2) for x in (q, k, v))  # (B, H, S, D)
    kd, vd = kd.repeat_interleave(H // Hk, 1), vd.repeat_interleave(H // Hk, 1)
    s = qd @ kd.transpose(-1, -2) * scale
    Sq, Sk = s.shape[-2:]
    if causal:
        i = torch.arange(Sq)[:, None]
        j = torch.arange(Sk)[None, :]
        s = s.masked_fill(j > i + Sk - Sq, float("-inf"))
    p = torch.softmax(s, dim=-1).nan_to_num(0.0)  # (a row with no key: 0)
    return (p @ vd).transpose(1, 2)


def rel_err(out, ref):
    out = out.detach().cpu().double()
    assert torch.isfinite(out).all(), f"{int((~torch.isfinite(out)).sum())} elements not finite (never written?)"
    return float((out - ref).norm() / ref.norm())


def rand(*shape, dtype=torch.float16, device="cpu"):
    return torch.randn(*shape, dtype=torch.float32, device=device).to(dtype)


def run(target, B, Sq, Sk, H, Hk, D, causal, dtype=torch.float16, scale=None):
    q, k, v = rand(B, Sq, H, D, dtype=dtype), rand(B, Sk, Hk, D, dtype=dtype), rand(B, Sk, Hk, D, dtype=dtype)
    out = torch.full_like(q, float("nan"))
    o = attention(q, k, v, causal=causal, scale=scale, out=out, target=target)
    assert o is out
    err = rel_err(o, reference(q, k, v, causal, scale))
    assert err < TOL[dtype], err


# ---- cpu: the interpreter ---------------------------------------------------------------------
@pytest.mark.parametrize("D", [64, 128])
@pytest.mark.parametrize("causal", [False, True])
def test_cpu(D, causal):
    run("cpu", 2, 96, 96, 2, 2, D, causal)


@pytest.mark.parametrize("H,Hk", [(4, 2), (4, 1)], ids=["gqa", "mqa"])
def test_cpu_gqa(H, Hk):
    run("cpu", 1, 64, 64, H, Hk, 64, True)


def test_cpu_bf16_scale_and_ragged_lengths():
    # lengths that are no multiple of the block; more keys than queries (causal offset)
    run("cpu", 1, 40, 72, 2, 1, 64, True, dtype=torch.bfloat16, scale=0.3)
    run("cpu", 1, 72, 40, 2, 2, 64, False)


@pytest.mark.parametrize("offset", [-33, -1, 1, 30, 31, 33])
def test_cpu_causal_mask_at_every_block_boundary(offset):
    """Key blocks the block's first row sees whole start unmasked; the diagonal's are
    masked: each row checked, with the keys Sk - Sq ahead of the queries falling on
    every side of a 32-key block's edge (the cpu tiles)."""
    Sq = 70
    q, k, v = rand(1, Sq, 2, 64), rand(1, Sq + offset, 2, 64), rand(1, Sq + offset, 2, 64)
    o = attention(q, k, v, causal=True, out=torch.full_like(q, float("nan")), target="cpu").double()
    ref = reference(q, k, v, True)
    assert torch.isfinite(o).all()
    rows = (o - ref).norm(dim=-1) / ref.norm(dim=-1).clamp_min(1e-6)
    assert float(rows.max()) < 1e-2, f"rows {torch.nonzero(rows >= 1e-2)[:, 1].unique().tolist()} differ"


def test_cpu_causal_rows_with_no_key_are_zero():
    # more queries than keys: the first Sq - Sk queries see no key (FlashAttention: 0)
    q, k, v = rand(1, 48, 2, 64), rand(1, 16, 2, 64), rand(1, 16, 2, 64)
    o = attention(q, k, v, causal=True, out=torch.full_like(q, float("nan")), target="cpu")
    assert torch.equal(o[:, :32], torch.zeros_like(o[:, :32]))
    assert rel_err(o, reference(q, k, v, True)) < TOL[torch.float16]


def varlen_inputs(lens_q, lens_k, H=2, Hk=1, D=64, dtype=torch.float16):
    cu_q = torch.tensor([0] + list(torch.tensor(lens_q).cumsum(0)), dtype=torch.int32)
    cu_k = torch.tensor([0] + list(torch.tensor(lens_k).cumsum(0)), dtype=torch.int32)
    q = rand(int(cu_q[-1]), H, D, dtype=dtype)
    k, v = rand(int(cu_k[-1]), Hk, D, dtype=dtype), rand(int(cu_k[-1]), Hk, D, dtype=dtype)
    return q, k, v, cu_q, cu_k


@pytest.mark.parametrize("causal", [False, True])
def test_cpu_varlen(causal):
    q, k, v, cu_q, cu_k = varlen_inputs([37, 64, 90], [37, 64, 90])
    out = torch.full_like(q, float("nan"))
    o = attention(q, k, v, causal=causal, cu_seqlens_q=cu_q, cu_seqlens_k=cu_k, max_seqlen_q=90, out=out,
                  target="cpu")
    assert rel_err(o, reference(q, k, v, causal, cu_q=cu_q, cu_k=cu_k)) < TOL[torch.float16]


def test_cpu_varlen_different_q_and_k_lengths():
    q, k, v, cu_q, cu_k = varlen_inputs([5, 33, 20], [40, 33, 70], H=4, Hk=2)
    o = attention(q, k, v, causal=True, cu_seqlens_q=cu_q, cu_seqlens_k=cu_k, out=torch.full_like(q, float("nan")),
                  target="cpu")
    assert rel_err(o, reference(q, k, v, True, cu_q=cu_q, cu_k=cu_k)) < TOL[torch.float16]


# ---- sim: the lowered program ----------------------------------------------------------------
@pytest.mark.parametrize("causal", [False, True])
def test_sim(causal):
    run("sim", 1, 64, 64, 2, 1, 64, causal)


def test_sim_varlen():
    q, k, v, cu_q, cu_k = varlen_inputs([21, 43], [21, 43])
    o = attention(q, k, v, causal=True, cu_seqlens_q=cu_q, cu_seqlens_k=cu_k, out=torch.full_like(q, float("nan")),
                  target="sim")
    assert rel_err(o, reference(q, k, v, True, cu_q=cu_q, cu_k=cu_k)) < TOL[torch.float16]


@pytest.mark.parametrize("causal", [False, True])
def test_sim_hopper_form(causal):
    """The sm_90a program (S = Q K^T by wgmma from shared memory, P = softmax(S) kept in
    registers as the register A operand of P V's wgmma, TMA copies of K and V on
    mbarriers) on the simulator."""
    B, S, H, Hk, D = 1, 128, 2, 1, 64
    f = attention_factory(B, H, Hk, S, S, D, "float16", causal, 1 / math.sqrt(D), False, block_M=64, block_N=64,
                          num_stages=2, threads=128)
    kernel = tilelang.compile(f, target="sim", arch="sm_90a")
    ir = str(tilelang.lower(f, arch="sm_90a"))
    q, k, v = rand(B, S, H, D), rand(B, S, Hk, D), rand(B, S, Hk, D)
    o = torch.full_like(q, float("nan"))
    kernel(q, k, v, o)
    assert rel_err(o, reference(q, k, v, causal)) < TOL[torch.float16]
    assert "wgmma" in ir and "tma_load" in ir
    assert "wgmma_rs %P" in ir and "shared<[64, 64], float16>" not in ir.split("%V_s")[1].split("\n")[0]
    # (without a mask the scores' wgmmas start from zero: wgmma-zero-accumulator; causal, the
    # fill sits in the branch that skips the mask, apart from the wgmmas, and stays)
    assert ("zero_acc = true" in ir) == (not causal)



@pytest.mark.parametrize("target, blocks, S", [("cpu", 3, 96), ("sim", 2, 96), ("cpu", 5, 128)])
@pytest.mark.parametrize("causal", [False, True])
def test_persistent_blocks_walk_every_tile(target, blocks, S, causal):
    """``persistent``: fewer blocks than tiles, each walking its share (GQA; causal: pairs of
    a long and a short tile, an odd number of query blocks with its middle one twice): every
    output row written (NaN-filled before) and right."""
    B, H, Hk, D = 2, 2, 1, 64
    f = attention_factory(B, H, Hk, S, S, D, "float16", causal, 1 / math.sqrt(D), False, block_M=32, block_N=32,
                          num_stages=2, threads=64, persistent=blocks)
    q, k, v = rand(B, S, H, D), rand(B, S, Hk, D), rand(B, S, Hk, D)
    o = torch.full_like(q, float("nan"))
    tilelang.compile(f, target=target)(q, k, v, o)
    assert rel_err(o, reference(q, k, v, causal)) < TOL[torch.float16]


@pytest.mark.parametrize("q_blocks, heads, batch, together", [(4, 3, 2, 1), (4, 3, 2, 2), (4, 3, 2, 6), (1, 5, 1, 5),
                                                               (32, 16, 4, 8)])
def test_causal_tiles_start_longest_first_within_groups_and_cover_every_tile_once(q_blocks, heads, batch, together):
    tiles = [causal_tile(n, q_blocks, heads, together) for n in range(q_blocks * heads * batch)]
    assert sorted(tiles) == sorted((q, h, b) for q in range(q_blocks) for h in range(heads) for b in range(batch))
    group = together * q_blocks
    for start in range(0, len(tiles), group):
        run = tiles[start:start + group]
        assert [q for q, _, _ in run] == sorted((q for q, _, _ in run), reverse=True)  # longest first
        assert len({(h, b) for _, h, b in run}) == together  # the group's pairs, and only they
    if together == 1:  # each pair's query blocks in turn, the last first (the order before the groups)
        assert tiles[:q_blocks] == [(q_blocks - 1 - i, 0, 0) for i in range(q_blocks)]


@pytest.mark.parametrize("q_blocks", [1, 4, 7, 32])
def test_paired_causal_tiles_are_a_long_and_a_short_tile_of_one_pair_and_cover_every_tile(q_blocks):
    heads, batch = 3, 2
    units = (q_blocks + 1) // 2 * heads * batch
    pairs = [(paired_causal_tile(u, 0, q_blocks, heads), paired_causal_tile(u, 1, q_blocks, heads))
             for u in range(units)]
    every = [(q, h, b) for q in range(q_blocks) for h in range(heads) for b in range(batch)]
    assert sorted(set(t for pair in pairs for t in pair)) == sorted(every)
    for (q0, h0, b0), (q1, h1, b1) in pairs:
        assert (h0, b0) == (h1, b1) and q0 >= q1
        assert q0 + q1 == q_blocks - 1  # (the same key blocks a unit; the middle of an odd count twice)
    assert sum(q0 == q1 for (q0, _, _), (q1, _, _) in pairs) == (q_blocks % 2) * heads * batch


def test_heads_together_keeps_a_groups_keys_within_the_l2_share_and_divides_the_pairs():
    assert heads_together(4, 16, 16, 32, 4096, 128) == 4  # 2 MiB of keys and values a head
    assert heads_together(1, 16, 16, 128, 16384, 128) == 1
    assert heads_together(2, 32, 32, 64, 8192, 64) == 4
    assert heads_together(4, 32, 8, 32, 4096, 128) == 16  # GQA: four query heads share a kv head's keys
    assert heads_together(1, 6, 6, 32, 2048, 128) == 6 and heads_together(1, 7, 7, 32, 2048, 128) == 7
    assert heads_together(1, 7, 7, 32, 4096, 128) == 1  # divisors of the pairs only
    assert heads_together(16, 16, 16, 8, 1024, 128) == 1  # few query blocks a pair: each pair in turn


@pytest.mark.parametrize("target, together, persistent", [("cpu", 2, 0), ("cpu", 3, 0), ("cpu", 2, 5), ("sim", 2, 0)])
def test_causal_tiles_in_groups_of_pairs(target, together, persistent):
    """The causal grid's longest-first order over groups of (batch, head) pairs (GQA, one
    and two blocks of queries per pair, a persistent walk too): every row right."""
    B, S, H, Hk, D = 2, 96, 3, 1, 64
    f = attention_factory(B, H, Hk, S, S, D, "float16", True, 1 / math.sqrt(D), False, block_M=32, block_N=32,
                          num_stages=2, threads=64, together=together, persistent=persistent)
    q, k, v = rand(B, S, H, D), rand(B, S, Hk, D), rand(B, S, Hk, D)
    o = torch.full_like(q, float("nan"))
    tilelang.compile(f, target=target)(q, k, v, o)
    assert rel_err(o, reference(q, k, v, True)) < TOL[torch.float16]


def test_together_must_divide_the_pairs():
    for bad in (4, -1, 2.0):
        with pytest.raises(ValueError, match=r"together must be 0 \(planned\) or a divisor of batch \* heads \(6\)"):
            attention_factory(2, 3, 3, 64, 64, 64, "float16", True, 0.1, False, together=bad)


@pytest.mark.parametrize("D, causal", [(128, False), (128, True), (64, True)])
def test_sim_persistent_hopper_plans(D, causal):
    """The sm_90a plans walking tiles of different lengths (causal: the runs of the producer
    warpgroup's loop differ from tile to tile) on the simulator; and their CUDA builds.
    (Causal head dim 64, planned in order, walks with the consumers in ping-pong here.)"""
    B, S, H = 1, 384, 2
    plan = replace(plan_attention(D, "cuda", "sm_90a", causal=causal), persistent=1)
    if D == 64:
        plan = AttentionPlan(128, 128, 2, 256, "pp", False, True, True, 1)
    f = attention_factory(B, H, H, S, S, D, "float16", causal, 1 / math.sqrt(D), False, **plan.options(sm_count=2))
    q, k, v = rand(B, S, H, D), rand(B, S, H, D), rand(B, S, H, D)
    o = torch.full_like(q, float("nan"))
    tilelang.compile(f, target="sim", arch="sm_90a")(q, k, v, o)
    assert rel_err(o, reference(q, k, v, causal)) < TOL[torch.float16]
    pytest.importorskip("cuda.bindings")
    from tilelang.backends.cuda import nvrtc

    f = attention_factory(4, 2048 // D, 2048 // D, 4096, 4096, D, "float16", causal, 1 / math.sqrt(D), False,
                          **plan.options(sm_count=132))
    src = tilelang.compile(f, target="cuda", arch="sm_90a", **plan.compile_options()).get_kernel_source()
    report = nvrtc.ptxas_report(src, "sm_90a", options=("--use_fast_math", "--fmad=true"))
    assert report.spill_stores == 0 and report.spill_loads == 0 and not report.serialized, report.log


@pytest.mark.parametrize("Sq, Sk, blocks", [(160, 96, 2), (224, 64, 3)])
def test_sim_persistent_walk_with_query_blocks_that_see_no_key(Sq, Sk, blocks):
    """Causal with fewer keys than queries: the first query blocks see no key, and the
    overlapped loop sits in an ``if`` inside the walk over tiles -- the producer warpgroup
    follows it (warp_specialize), counting the runs the if skips; the one-shot copies stay
    with the consumers.  Every row right (rows that see nothing are 0)."""
    B, H, D = 1, 2, 64
    f = attention_factory(B, H, H, Sq, Sk, D, "float16", True, 1 / math.sqrt(D), False, block_M=64, block_N=32,
                          num_stages=2, threads=128, warp_specialize=True, overlap=True, persistent=blocks)
    q, k, v = rand(B, Sq, H, D), rand(B, Sk, H, D), rand(B, Sk, H, D)
    o = torch.full_like(q, float("nan"))
    tilelang.compile(f, target="sim", arch="sm_90a")(q, k, v, o)
    assert rel_err(o, reference(q, k, v, True)) < TOL[torch.float16]
    if Sk == 64:  # the plan's D 128 tiles so walked build without spills
        pytest.importorskip("cuda.bindings")
        from tilelang.backends.cuda import nvrtc

        plan = plan_attention(128, "cuda", "sm_90a", causal=True)
        f = attention_factory(2, 16, 16, 2048, 1024, 128, "float16", True, 0.1, False, **plan.options(sm_count=132))
        src = tilelang.compile(f, target="cuda", arch="sm_90a", **plan.compile_options()).get_kernel_source()
        report = nvrtc.ptxas_report(src, "sm_90a", options=("--use_fast_math", "--fmad=true"))
        assert report.spill_stores == 0 and not report.serialized, report.log


@pytest.mark.parametrize("block_N, causal", [(80, False), (48, True)])
def test_sim_key_blocks_of_an_odd_number_of_k_steps(block_N, causal):
    """P V with P in registers over an odd number of 16-wide k-steps (80 or 48 keys: its
    register operand by k-step, ``make_wgmma_operand_a``), then FlashAttention-3's 128 x 176
    tiles, which build without spills."""
    B, S, H, D = 1, 200, 2, 64
    f = attention_factory(B, H, H, S, S, D, "float16", causal, 1 / math.sqrt(D), False, block_M=64, block_N=block_N,
                          num_stages=2, threads=128)
    assert "a_regs = [0, 4, 2, 6]" in str(tilelang.lower(f, arch="sm_90a"))
    q, k, v = rand(B, S, H, D), rand(B, S, H, D), rand(B, S, H, D)
    o = torch.full_like(q, float("nan"))
    tilelang.compile(f, target="sim", arch="sm_90a")(q, k, v, o)
    assert rel_err(o, reference(q, k, v, causal)) < TOL[torch.float16]
    if not causal:
        pytest.importorskip("cuda.bindings")
        from tilelang.backends.cuda import nvrtc

        plan = AttentionPlan(128, 176, 2, 256, "ws", False, True, True)
        f = attention_factory(2, 16, 16, 4096, 4096, 128, "float16", False, 0.1, False, **plan.options())
        src = tilelang.compile(f, target="cuda", arch="sm_90a", fast_math=True).get_kernel_source()
        report = nvrtc.ptxas_report(src, "sm_90a", options=("--use_fast_math", "--fmad=true"))
        assert "m64n176k16" in src and report.spill_stores == 0 and not report.serialized, report.log


def test_persistent_takes_fixed_lengths_only():
    with pytest.raises(ValueError, match="persistent takes fixed lengths"):
        attention_factory(2, 2, 2, (tilelang.language.dynamic("tq"), tilelang.language.dynamic("tk"), 64), 0, 64,
                          "float16", False, 0.1, True, persistent=4)
    for bad in (dict(persistent=True), dict(min_blocks=-1), dict(min_blocks=1.5)):
        with pytest.raises(ValueError, match="persistent and min_blocks ints"):
            AttentionPlan(128, 128, 2, 256, **bad)


# ---- the plan ----------------------------------------------------------------------------------
@pytest.mark.parametrize("arch", ["sm_90a", "sm_80"])
@pytest.mark.parametrize("D", HEAD_DIMS)
def test_plan_fits_shared_memory(arch, D):
    p = plan_attention(D, "cuda", arch)
    assert shared_bytes(D, p.block_M, p.block_N, p.num_stages, overlap=p.overlap) <= SHARED_LIMITS[arch]
    assert p.block_M % (16 * p.threads // 32) == 0  # whole 16-row mma tiles per warp (FullRow)
    if arch == "sm_90a":
        assert p.threads % 128 == 0 and p.block_M == 64 * (p.threads // 128)  # one wgmma m64 per warpgroup


@pytest.mark.parametrize("arch", ["sm_90a", "sm_80"])
def test_the_estimate_of_shared_memory_holds_for_every_candidate_tile(arch):
    """``shared_bytes`` (what the plan checks against the arch's limit) is at least what the
    lowering gives each candidate of the plan's table."""
    from tilelang.ops.attention_kernels import _CUDA_CANDIDATES

    for key, table in _CUDA_CANDIDATES[arch].items():
        D = key[0] if isinstance(key, tuple) else key  # ((head_dim, causal): a causal plan of its own)
        for candidate in table:
            tiles = AttentionPlan(*candidate)
            f = attention_factory(1, 2, 2, 512, 512, D, "float16", True, 0.1, False, **tiles.options())
            kernel = next(op for op in tilelang.lower(f, arch=arch).walk() if op.name == "kernel")
            assert kernel.shared_bytes <= shared_bytes(D, tiles.block_M, tiles.block_N, tiles.num_stages,
                                                       overlap=tiles.overlap), tiles


def test_plan_schedules_head_dim_128_with_a_producer_on_sm90a_only_with_two_warpgroups():
    plan = plan_attention(128, "cuda", "sm_90a")
    assert plan.options()["warp_specialize"] and plan.overlap and plan.skip_masks
    short = plan_attention(128, "cuda", "sm_90a", max_seqlen_q=48)  # one warpgroup: too few key steps
    assert short.threads == 128 and short.producer == "" and not short.overlap and short.persistent == 0
    # one block an SM walking the tiles, unless a query block may see no key
    assert plan.persistent == 1 and plan.options(sm_count=7)["persistent"] == 7
    assert plan_attention(128, "cuda", "sm_90a", causal=True).persistent == 1
    assert plan_attention(128, "cuda", "sm_90a", causal=True, empty_tiles=True).persistent == 0
    assert plan_attention(128, "cuda", "sm_80").producer == ""  # no TMA, no producer warp
    assert not plan_attention(64, "cuda", "sm_90a").skip_masks  # (its second block an SM: the registers)
    causal64 = plan_attention(64, "cuda", "sm_90a", causal=True)  # (its own plan: skips the mask, 2 blocks an SM)
    assert causal64.producer == "" and causal64.skip_masks and causal64.min_blocks == 2

@pytest.mark.parametrize("causal", [False, True])
def test_head_dim_64s_in_order_plan_builds_for_two_blocks_an_sm(causal):
    """Head dim 64's in-order plan is planned for two blocks an SM: its shared memory allows
    them, and ptxas must keep it within 128 registers a thread (65536 / 2 blocks / 256) --
    which the plan now says (``min_blocks``: ``__launch_bounds__(256, 2)``), and which it
    must meet without spilling (causal: 4 bytes, the only figure of a tile measured faster
    than the 2-stage one's, which spills none).  Once, a wgmma that starts its scores from
    zero (``zero_acc``) kept the last step's scores live across the loop's back edge (154
    registers: one block an SM, 449 -> 318 TFLOP/s at 4k on an H200), and no test saw it."""
    pytest.importorskip("cuda.bindings")
    from tilelang.backends.cuda import nvrtc

    plan = plan_attention(64, "cuda", "sm_90a", causal=causal)
    assert plan.producer == "" and plan.min_blocks == 2
    f = attention_factory(4, 32, 32, 4096, 4096, 64, "float16", causal, 0.125, False, **plan.options())
    kernel = next(op for op in tilelang.lower(f, arch="sm_90a").walk() if op.name == "kernel")
    assert 2 * (kernel.shared_bytes + 1024) <= SHARED_LIMITS["sm_90a"] + 1024
    src = tilelang.compile(f, target="cuda", arch="sm_90a", **plan.compile_options()).get_kernel_source()
    assert "__launch_bounds__(256, 2)" in src
    unbounded = src.replace("__launch_bounds__(256, 2)", "__launch_bounds__(256)")  # (causal: 131 registers)
    for bounded in (src,) if causal else (src, unbounded):
        report = nvrtc.ptxas_report(bounded, "sm_90a", options=("--use_fast_math", "--fmad=true"))
        assert report.registers <= 65536 // (2 * plan.threads) and report.spill_stores <= 4 * causal, report.log



def test_the_planned_sm90a_kernels_build_with_fast_math_unless_the_environment_says_0(monkeypatch, tmp_path):
    """FlashAttention's kernels are built with --use_fast_math (exp2 one approximate
    instruction): so are the plan's sm_90a kernels, measured faster so (benchmarks/RESULTS.md);
    ``TILELANG_FAST_MATH=0`` keeps them IEEE; the interpreters' plan has nothing to speed."""
    pytest.importorskip("cuda.bindings")
    import importlib

    attention_module = importlib.import_module("tilelang.ops.attention")
    monkeypatch.setenv("TILELANG_CACHE_DIR", str(tmp_path / "cache"))
    plan = plan_attention(128, "cuda", "sm_90a", causal=True)
    assert plan.fast_math and plan.compile_options() == {"fast_math": True}
    assert not plan_attention(128, "cpu", None).fast_math and not plan_attention(128, "cuda", "sm_80").fast_math
    built = attention_module._kernel(1, 2, 2, 256, 256, 128, "float16", True, 0.1, False, "cuda", "sm_90a", plan, 132)
    f = attention_factory(1, 2, 2, 256, 256, 128, "float16", True, 0.1, False, **plan.options())
    fast, ieee = (tilelang.compile(f, target="cuda", arch="sm_90a", fast_math=on).cuda.cubin for on in (True, False))
    assert built.cuda.cubin == fast != ieee
    monkeypatch.setenv("TILELANG_FAST_MATH", "0")
    assert not plan_attention(128, "cuda", "sm_90a", causal=True).fast_math


def test_plan_refuses_other_head_dims():
    with pytest.raises(ValueError, match="head_dim"):
        plan_attention(96, "cuda", "sm_90a")


# ---- builds through NVRTC ---------------------------------------------------------------------
BUILDS = [(D, causal, varlen) for D in HEAD_DIMS for causal in (False, True) for varlen in (False, True)]


@pytest.mark.parametrize("arch", ["sm_90a", "sm_80"])
@pytest.mark.parametrize("D,causal,varlen", BUILDS, ids=[f"d{d}-{'causal' if c else 'full'}-"
                                                         f"{'varlen' if v else 'fixed'}" for d, c, v in BUILDS])
def test_builds_for_cuda(arch, D, causal, varlen, tmp_path, monkeypatch):
    monkeypatch.setenv("TILELANG_CACHE_DIR", str(tmp_path / "cache"))
    p = plan_attention(D, "cuda", arch, causal=causal, empty_tiles=varlen)
    if varlen:
        S = (tilelang.language.dynamic("total_q"), tilelang.language.dynamic("total_k"), 1024)
    else:
        S = 1024
    f = attention_factory(2, 8, 2, S, 0 if varlen else 1024, D, "bfloat16" if D == 256 else "float16", causal,
                          1 / math.sqrt(D), varlen, **p.options())
    kernel = tilelang.compile(f, target="cuda", arch=arch)
    src = kernel.get_kernel_source()
    assert kernel.cuda.arch == arch and kernel.cuda.cubin[:4] == b"\x7fELF"
    if arch == "sm_90a":
        assert "wgmma.mma_async" in src and "tl::tma_load(" in src
    else:
        assert "wgmma.mma_async" not in src and "mma.sync" in src


# ---- bad arguments ------------------------------------------------------------------------------
def _args():
    return rand(1, 16, 2, 64), rand(1, 16, 2, 64), rand(1, 16, 2, 64)


@pytest.mark.parametrize("mutate,exc,match", [
    (lambda q, k, v: (q.float(), k, v, {}), TypeError, "q must be float16 or bfloat16"),
    (lambda q, k, v: (q, k.bfloat16(), v, {}), TypeError, "one dtype"),
    (lambda q, k, v: (q[0], k, v, {}), ValueError, "q must be 4-D"),
    (lambda q, k, v: (q, k, v[:, :8], {}), ValueError, "k and v must have one shape"),
    (lambda q, k, v: (rand(1, 16, 2, 96), k, v, {}), ValueError, "head_dim"),
    (lambda q, k, v: (rand(1, 16, 3, 64), k, v, {}), ValueError, "multiple of k's and v's heads"),
    (lambda q, k, v: (q, rand(2, 16, 2, 64), rand(2, 16, 2, 64), {}), ValueError, "batch"),
    (lambda q, k, v: (q, k, v, {"scale": float("inf")}), TypeError, "scale"),
    (lambda q, k, v: (q, k, v, {"causal": 1}), TypeError, "causal"),
    (lambda q, k, v: ("q", k, v, {}), TypeError, "q must be a torch tensor"),
    (lambda q, k, v: (q, k, v, {"max_seqlen_q": 16}), TypeError, "packed sequences only"),
    (lambda q, k, v: (q, k, v, {"out": torch.empty(1, 16, 2, 64)}), TypeError, "out must be"),
    (lambda q, k, v: (q, k, v, {"target": "gpu"}), ValueError, "target"),
])
def test_bad_arguments(mutate, exc, match):
    q, k, v, kw = mutate(*_args())
    with pytest.raises(exc, match=match):
        attention(q, k, v, **kw)


@pytest.mark.parametrize("kw,exc,match", [
    ({"cu_seqlens_q": torch.tensor([0, 8, 16], dtype=torch.int32)}, TypeError, "go together"),
    ({"cu_seqlens_q": torch.tensor([0, 8, 16]), "cu_seqlens_k": torch.tensor([0, 8, 16], dtype=torch.int32)},
     ValueError, "cu_seqlens_q must be a 1-D int32"),
    ({"cu_seqlens_q": torch.tensor([0, 9, 8], dtype=torch.int32),
      "cu_seqlens_k": torch.tensor([0, 8, 16], dtype=torch.int32)}, ValueError, "never decrease"),
    ({"cu_seqlens_q": torch.tensor([0, 8, 17], dtype=torch.int32),
      "cu_seqlens_k": torch.tensor([0, 8, 16], dtype=torch.int32)}, ValueError, "16 tokens"),
    ({"cu_seqlens_q": torch.tensor([0, 16], dtype=torch.int32),
      "cu_seqlens_k": torch.tensor([0, 8, 16], dtype=torch.int32)}, ValueError, "one length"),
    ({"cu_seqlens_q": torch.tensor([0, 8, 16], dtype=torch.int32),
      "cu_seqlens_k": torch.tensor([0, 8, 16], dtype=torch.int32), "max_seqlen_q": 4}, ValueError, "max_seqlen_q"),
])
def test_bad_varlen_arguments(kw, exc, match):
    q, k, v = rand(16, 2, 64), rand(16, 2, 64), rand(16, 2, 64)
    with pytest.raises(exc, match=match):
        attention(q, k, v, **kw)


# ---- on a GPU ----------------------------------------------------------------------------------
def sdpa_reference(q, k, v, causal):
    """torch SDPA in float32 ((B, S, H, D) in and out; kv heads repeated for GQA)."""
    H, Hk = q.shape[2], k.shape[2]
    qf, kf, vf = (x.float().transpose(1, 2) for x in (q, k, v))
    kf, vf = kf.repeat_interleave(H // Hk, 1), vf.repeat_interleave(H // Hk, 1)
    return torch.nn.functional.scaled_dot_product_attention(qf, kf, vf, is_causal=causal).transpose(1, 2)


@pytest.mark.gpu
@pytest.mark.skipif(not torch.cuda.is_available(), reason="needs a CUDA GPU")
@pytest.mark.parametrize("dtype", [torch.float16, torch.bfloat16], ids=["fp16", "bf16"])
@pytest.mark.parametrize("causal", [False, True])
@pytest.mark.parametrize("S", [1024, 2048])
@pytest.mark.parametrize("D", [64, 128, 256])
def test_gpu_against_sdpa(D, S, causal, dtype):
    B, H = 2, 16
    q, k, v = (rand(B, S, H, D, dtype=dtype, device="cuda") for _ in range(3))
    out = torch.full_like(q, float("nan"))
    o = attention(q, k, v, causal=causal, out=out)
    ref = sdpa_reference(q, k, v, causal)
    err = float((o.float() - ref).norm() / ref.norm())
    assert torch.isfinite(o).all() and err < TOL[dtype], err


@pytest.mark.gpu
@pytest.mark.skipif(not torch.cuda.is_available(), reason="needs a CUDA GPU")
@pytest.mark.parametrize("causal", [False, True])
def test_gpu_gqa_and_varlen(causal):
    q, k, v = rand(2, 1024, 32, 128, device="cuda"), rand(2, 1024, 8, 128, device="cuda"), \
        rand(2, 1024, 8, 128, device="cuda")
    o = attention(q, k, v, causal=causal)
    ref = sdpa_reference(q, k, v, causal)
    assert float((o.float() - ref).norm() / ref.norm()) < TOL[torch.float16]
    lens = [300, 1024, 77, 513]
    q, k, v, cu_q, cu_k = varlen_inputs(lens, lens, H=16, Hk=4, D=128)
    q, k, v, cu_q, cu_k = (x.cuda() for x in (q, k, v, cu_q, cu_k))
    o = attention(q, k, v, causal=causal, cu_seqlens_q=cu_q, cu_seqlens_k=cu_k, max_seqlen_q=1024,
                  max_seqlen_k=1024, out=torch.full_like(q, float("nan")))
    assert rel_err(o, reference(q.cpu(), k.cpu(), v.cpu(), causal, cu_q=cu_q.cpu(), cu_k=cu_k.cpu())) \
        < TOL[torch.float16]


# ---- torch.compile ----------------------------------------------------------------------------
def test_torch_compile_traces_one_op():
    """Under ``torch.compile(fullgraph=True)`` the call is ``torch.ops.tilelang.attention``
    (a fake implementation for tracing); the graph runs the kernel."""
    targets = []

    def backend(gm, example_inputs):
        targets.extend(n.target for n in gm.graph.nodes if n.op == "call_function")
        return gm

    def fn(q, k, v):
        return attention(q, k, v, causal=True, scale=0.2) * 2

    q, k, v = rand(1, 40, 2, 64), rand(1, 40, 1, 64), rand(1, 40, 1, 64)
    o = torch.compile(fn, fullgraph=True, backend=backend)(q, k, v)
    assert torch.ops.tilelang.attention.default in targets
    assert rel_err(o / 2, reference(q, k, v, True, 0.2)) < TOL[torch.float16]
    fake = torch.ops.tilelang.attention.default(q.to("meta"), k.to("meta"), v.to("meta"))
    assert fake.shape == q.shape and fake.dtype == q.dtype
