"""``tilelang.ops.decode_attention``'s choices without a GPU (``decode_plan.py`` and the
op's ``_tile`` / ``_stages`` / occupancy / PDL): the split kernel's tile for every regime
and its overrides, ``plan_splits``' counts (waves, an even grid among ties), the
occupancy asked once per configuration, PDL on Hopper only; and on a GPU (``gpu``
marker) that the plan takes the split kernel's occupancy.  (Moved out of
tests/test_decode_attention.py, whose helpers these use.)"""

import sys

import pytest
import torch

import tilelang
from tilelang.ops import decode_attention
from tilelang.ops.decode_kernels import split_kv_factory
from tilelang.ops.decode_plan import plan_splits

from test_decode_attention import TOL, make_cache, reference, rel_err


def test_tile_plan():
    from tilelang.ops.decode_attention import _heads_per_block, _tile

    assert _tile("cuda", 0, 4, True, 512, "int4", 128) == (32, 32, 1)  # many pairs: one warp over 32 keys
    assert _tile("cuda", 0, 4, True, 64, "int4", 128) == (64, 64, 1)  # fewer: two warps over 64
    assert _tile("cuda", 16, 4, True, 64, "int4", 128) == (16, 64, 1)  # a page of 16 keys
    assert _tile("cuda", 0, 4, True, 512, "int8", 128) == (32, 64, 1)  # other formats: two warps over 32
    assert _tile("cuda", 0, 4, True, 512, "int4", 256) == (32, 64, 1)  # head_dim 256: two warps
    assert _tile("cuda", 0, 4, True, 8, "int4", 128, 32768) == (64, 128, 1)  # batch 1: the wide blocks
    assert _tile("cuda", 0, 4, True, 8, "int4", 128, 131072) == (64, 64, 1)  # ... but for a long context
    assert _tile("sim", 0, 4, True, 512, "int4", 128) == (16, 64, 1)  # the interpreters: small steps
    # two kv heads a block for the two warps over 64 keys at a long context (64 to 255 pairs)
    assert _tile("cuda", 0, 4, True, 64, "int4", 128, 131072, 8) == (64, 64, 2)
    assert _tile("cuda", 16, 4, True, 64, "int4", 128, 131072, 8) == (32, 64, 2)  # a page of 16: 16 tokens a step
    assert _tile("cuda", 0, 16, True, 64, "int4", 128, 131072, 8) == (64, 64, 1)  # 16 rows a head: one
    assert _tile("cuda", 0, 4, True, 64, "int4", 128, 131072, 1) == (64, 64, 1)  # one kv head
    assert _tile("cuda", 0, 4, True, 64, "int4", 128, 32768, 8) == (64, 64, 1)  # 32k: one (measured faster)
    assert _tile("cuda", 0, 4, True, 512, "int4", 128, 131072, 8) == (32, 32, 1)  # one warp: one
    assert _tile("cuda", 0, 4, True, 8, "int4", 128, 131072, 8) == (64, 64, 1)  # batch 1: one
    assert _tile("cuda", 0, 4, True, 64, "int8", 128, 131072, 8)[2] == 1  # int4's tiles only
    # keys major (a cache of one scale a token, at most 8 rows): int4's own tiles at batch 1 whatever the
    # context, one kv head a block
    assert _tile("cuda", 0, 4, True, 8, "int4", 128, 32768, 8, True) == (64, 64, 1)
    assert _tile("cuda", 0, 4, True, 512, "int4", 128, 131072, 8, True) == (32, 32, 1)
    # ... two heads from 16 pairs at a long context (the second head's 4 rows fill the mma's 8)
    assert _tile("cuda", 0, 4, True, 16, "int4", 128, 131072, 8, True) == (64, 64, 2)
    assert _tile("cuda", 16, 4, True, 16, "int4", 128, 131072, 8, True) == (32, 64, 2)  # a page of 16
    assert _tile("cuda", 0, 8, True, 16, "int4", 128, 131072, 8, True) == (64, 64, 1)  # 8 rows a head: one
    assert _tile("cuda", 0, 4, True, 16, "int4", 128, 32768, 8, True) == (64, 64, 1)  # 32k: one (measured)
    assert _tile("cuda", 0, 4, True, 8, "int8", 128, 32768, 8, True) == (64, 128, 1)  # (the 8-bit ones as they were)
    # the upper bound: as many as the 16-row tile holds, at least 8 tokens a step
    assert [_heads_per_block(4, 8, 64), _heads_per_block(4, 2, 64), _heads_per_block(8, 8, 64),
            _heads_per_block(16, 8, 64), _heads_per_block(4, 8, 16)] == [4, 2, 2, 1, 2]


def test_tile_and_slab_overrides(monkeypatch):
    from tilelang.ops.decode_attention import _tile

    monkeypatch.setenv("TILELANG_DECODE_TILE", "64,128")
    assert _tile("cuda", 0, 4, True, 512, "int4", 128) == (64, 128, 1)  # forced on a GPU ...
    assert _tile("sim", 0, 4, True, 512, "int4", 128) == (16, 64, 1)  # ... only
    monkeypatch.setenv("TILELANG_DECODE_TILE", "64,64,4")
    assert _tile("cuda", 0, 4, True, 512, "int4", 128, 0, 8) == (64, 64, 4)  # the kv heads a block too
    assert _tile("cuda", 16, 4, True, 512, "int4", 128, 0, 8) == (64, 64, 4)  # a page of 16: whole steps
    assert _tile("cuda", 32, 4, True, 512, "int4", 128, 0, 8) == (64, 64, 4)
    monkeypatch.setenv("TILELANG_DECODE_TILE", "32,32,4")
    assert _tile("cuda", 16, 4, True, 512, "int4", 128, 0, 8) == (32, 32, 2)  # (16 tokens a step at least)
    for bad in ("48,32", "64,64,3", "64,64,16"):
        monkeypatch.setenv("TILELANG_DECODE_TILE", bad)
        with pytest.raises(ValueError, match=f"TILELANG_DECODE_TILE='{bad}': give block_N,threads"):
            _tile("cuda", 0, 4, True, 512, "int4", 128, 0, 8)
    from tilelang.ops.decode_attention import _stages

    assert (_stages("cuda", 128), _stages("cuda", 256), _stages("sim", 256)) == (2, 1, 2)
    monkeypatch.setenv("TILELANG_DECODE_STAGES", "3")
    assert (_stages("cuda", 128), _stages("sim", 128)) == (3, 2)  # forced on a GPU only
    monkeypatch.setenv("TILELANG_DECODE_STAGES", "5")
    with pytest.raises(ValueError, match="TILELANG_DECODE_STAGES='5': give the split kernel's pipeline stages"):
        _stages("cuda", 128)
    monkeypatch.setenv("TILELANG_DECODE_TILE", "64,64,4")
    with pytest.raises(ValueError, match="dividing block_N and the 2 kv heads"):
        _tile("cuda", 0, 4, True, 512, "int4", 128, 0, 2)
    with pytest.raises(ValueError, match="a step of 32 tokens .* must divide the page size 16"):
        split_kv_factory(2, 32, 8, 1, 128, "float16", "int4", (8, 16, 8, 128), (8, 16, 8, 1), "float16", "token",
                         128, True, 4, 2, 0.1, True, block_N=64, threads=64, heads_per_block=2)
    with pytest.raises(ValueError, match=r"heads_per_block=3 must divide kv_heads \(8\)"):
        split_kv_factory(2, 32, 8, 1, 128, "float16", "int4", (2, 64, 8, 128), (2, 64, 8, 1), "float16", "token",
                         128, False, 1, 2, 0.1, True, block_N=32, threads=64, heads_per_block=3)
    shape, sshape = (2, 64, 8, 128), (2, 64, 8, 1)
    for cdtype, slab, want in (("int4", None, True), ("int4", False, False), ("int8", None, False),
                               ("int8", True, True)):
        f = split_kv_factory(2, 32, 8, 1, 128, "float16", cdtype, shape, sshape, "float16", "token", 128, False, 1,
                             2, 0.1, True, block_N=32, threads=64, scale_slab=slab)
        assert ("KSl_s" in str(f.module)) == want, (cdtype, slab)


def test_plan_splits():
    assert plan_splits(1, 8, 32768, 64, 132) == 33  # 8 blocks: 33 splits give 264 = 2 waves
    assert plan_splits(64, 8, 32768, 64, 132) == 1  # 512 blocks already
    assert plan_splits(1, 1, 100, 64, 132) == 2  # no more splits than key blocks
    assert plan_splits(1, 1, 1 << 20, 64, 132) == 128  # the combine's limit
    # with the kernel's occupancy: whole waves (H100: 5 splits 226 us, 8 178, 12 219, 16 178)
    assert plan_splits(8, 8, 32768, 64, 132, blocks_per_sm=4) == 8  # 512 blocks of 528 slots
    assert plan_splits(64, 8, 32768, 64, 132, blocks_per_sm=4) == 1
    assert plan_splits(1, 8, 131072, 64, 132, blocks_per_sm=4) == 64  # 512 blocks of 32 key blocks: one wave
    # batch 1, a block's steps its latency: one key block a split up to 1024 tokens, two at
    # 4096 (H100, graphs: 512 x 1 int4 8.6 -> 7.2 us in 8 splits; 4096 x 1 10.6 in 32, 12.0 in 22)
    assert plan_splits(1, 8, 512, 64, 132, blocks_per_sm=4) == 8
    assert plan_splits(1, 8, 1024, 64, 132, blocks_per_sm=4) == 16
    assert plan_splits(1, 1, 100, 64, 132, blocks_per_sm=4) == 2
    assert plan_splits(1, 8, 4096, 64, 132, blocks_per_sm=4) == 32
    assert plan_splits(8, 8, 131072, 32, 132, blocks_per_sm=8) == 33  # (each split's combine share: a tie-break)
    # a tie in the model goes to the even grid: 128 splits (8 blocks on 100 SMs, 7 on 32), not 103
    # (7 on 32, 6 on 100): H200 int4 32k x 1 22.3 against 25.1 us
    assert plan_splits(1, 8, 32768, 64, 132, blocks_per_sm=8) == 128
    with pytest.raises(ValueError, match="batch"):
        plan_splits(0, 8, 100, 64)


def test_occupancy_is_a_cuda_kernels():
    kernel = tilelang.compile(split_kv_factory(1, 8, 2, 1, 64, "float16", "int8", (1, 32, 2, 64), (1, 32, 2, 1),
                                               "float16", "token", 64, False, 1, 1, 0.125, True, block_N=16,
                                               threads=64), target="cpu")
    with pytest.raises(ValueError, match="occupancy: a kernel compiled for target 'cuda'"):
        kernel.occupancy()


def test_the_occupancy_is_asked_once_per_configuration_whatever_the_capacity(monkeypatch):
    """The plan's one build (the provisional split kernel, for the driver's occupancy)
    happens once per configuration: another cache capacity plans from the kept figure."""
    from types import SimpleNamespace

    mod = sys.modules["tilelang.ops.decode_attention"]
    built = []

    class Split:
        def occupancy(self, device):
            return 4

    def kernels(*args):
        built.append(args)
        return Split(), None

    monkeypatch.setattr(mod, "_kernels", kernels)
    monkeypatch.setattr(mod, "_sm_count", lambda q: 132)
    monkeypatch.setattr(mod, "_PLANS", {})
    monkeypatch.setattr(mod, "_OCCUPANCY", {})
    q = SimpleNamespace(is_cuda=True, device=SimpleNamespace(index=0))
    config = (1, 32, 8, 1, 128, "float16", "int4") + (None,) * 7
    plans = [mod._planned_splits(config, q, capacity, (64, 128, 1), 0.1, True, "cuda", "sm_90a")
             for capacity in (512, 1024, 512, 4096)]
    assert plans == [plan_splits(1, 8, c, 64, 132, blocks_per_sm=4) for c in (512, 1024, 512, 4096)]
    assert len(built) == 1 and len(mod._PLANS) == 3
    # a kernel that runs more blocks an SM than saturate it plans as if it ran SATURATING_BLOCKS:
    # one warp over 32 keys keys major, 12 an SM -- 3 splits at 128k x 64 where 2 are faster
    monkeypatch.setattr(Split, "occupancy", lambda self, device: 12)
    config = (64, 32, 8, 1, 128, "float16", "int4") + (None,) * 7
    got = mod._planned_splits(config, q, 131072, (32, 32, 1), 0.1, True, "cuda", "sm_90a", keys_major=True)
    assert mod.SATURATING_BLOCKS == 8 and got == plan_splits(64, 8, 131072, 32, 132, blocks_per_sm=8) == 2
    assert plan_splits(64, 8, 131072, 32, 132, blocks_per_sm=12) == 3
    # (two-warp blocks plan from the driver's figure: int8's keys-major tile, 11 an SM, at 128k x 8)
    monkeypatch.setattr(Split, "occupancy", lambda self, device: 11)
    config = (8, 32, 8, 1, 128, "float16", "int8") + (None,) * 7
    got = mod._planned_splits(config, q, 131072, (32, 64, 1), 0.1, True, "cuda", "sm_90a", keys_major=True)
    assert got == plan_splits(8, 8, 131072, 32, 132, blocks_per_sm=11) == 22
    assert plan_splits(8, 8, 131072, 32, 132, blocks_per_sm=8) == 33
    # two warps over 64 keys count at most TWO_WARP_BLOCKS from 16 (sequence, kv head) pairs
    # (int4 keys major runs 8 an SM: 6 splits at 32k x 16, not 4 nor 8) -- and one kv head a block
    # under LONG_CONTEXT from at most FEW_PAIRS pairs SHORT_RUN_BLOCKS (32k x 8: 8 splits, not 12;
    # 32k x 1: 64, not 128); batch 1 at LONG_CONTEXT the driver's figure (128k x 1: 128)
    monkeypatch.setattr(Split, "occupancy", lambda self, device: 8)

    def planned(batch, capacity, tile=(64, 64, 1)):
        config = (batch, 32, 8, 1, 128, "float16", "int4") + (None,) * 7
        return mod._planned_splits(config, q, capacity, tile, 0.1, True, "cuda", "sm_90a", keys_major=True)

    assert mod.TWO_WARP_BLOCKS == 6 and planned(16, 32768) == plan_splits(16, 8, 32768, 64, 132, blocks_per_sm=6) == 6
    assert plan_splits(16, 8, 32768, 64, 132, blocks_per_sm=4) == 4
    assert mod.SHORT_RUN_BLOCKS == 4 and mod.FEW_PAIRS == 64
    assert planned(8, 32768) == plan_splits(8, 8, 32768, 64, 132, blocks_per_sm=4) == 8
    assert plan_splits(8, 8, 32768, 64, 132, blocks_per_sm=6) == 12
    assert planned(1, 32768) == 64 and planned(1, 65536 - 64) == 64
    assert planned(1, 131072) == plan_splits(1, 8, 131072, 64, 132, blocks_per_sm=8) == 128
    # (two kv heads a block count as before: 64 pairs of blocks at 128k x 16)
    assert planned(16, 131072, (64, 64, 2)) == plan_splits(16, 4, 131072, 64, 132, blocks_per_sm=6)


@pytest.mark.gpu
@pytest.mark.skipif(not torch.cuda.is_available(), reason="needs a CUDA GPU")
def test_gpu_plan_takes_the_split_kernels_occupancy():
    """The op plans its splits in whole waves of the split kernel's occupancy, which
    the driver gives (a 128-thread block of ~56 KB shared memory: a few an SM)."""
    from tilelang.ops import decode_attention as _  # noqa: F401

    plans = sys.modules["tilelang.ops.decode_attention"]._PLANS
    kc, vc, ks, vs, bt, cd, kv, vv = make_cache("int4", 8, 4096, 8, 128, [4096] * 8, device="cuda")
    q = torch.randn(8, 1, 32, 128, device="cuda", dtype=torch.float16)
    out = decode_attention(q, kc, vc, torch.full((8,), 4096, dtype=torch.int32, device="cuda"), k_scales=ks,
                           v_scales=vs, cache_dtype=cd)
    splits, blocks, block_n = plans[list(plans)[-1]]
    # (an int4 cache, 4 query rows, 64 (sequence, kv head) pairs: 2 warps over 64 keys a step)
    assert 1 <= blocks <= 32 and block_n == 64 and 1 <= splits <= 64
    assert rel_err(out, reference(q.cpu(), kv.cpu(), vv.cpu(), [4096] * 8)) < TOL[torch.float16]


def test_pdl_chain_on_hopper_unless_turned_off(monkeypatch, tmp_path):
    """The decode kernels chain by programmatic dependent launch on sm_90 and later only,
    and ``TILELANG_PDL=0`` turns that off; the chained split kernel waits and triggers."""
    from tilelang.ops.decode_attention import pdl_chain

    monkeypatch.setenv("TILELANG_CACHE_DIR", str(tmp_path / "cache"))
    monkeypatch.delenv("TILELANG_PDL", raising=False)
    assert pdl_chain("sm_90a") and pdl_chain("sm_100") and not pdl_chain("sm_80") and not pdl_chain(None)
    monkeypatch.setenv("TILELANG_PDL", "0")
    assert not pdl_chain("sm_90a")
    f = split_kv_factory(1, 8, 2, 1, 64, "float16", "float16", (1, 64, 2, 64), (1,), "float32", None, 64, False, 1,
                         2, 0.125, True, block_N=64, pdl=True)
    src = tilelang.compile(f, target="cuda", arch="sm_90a").get_kernel_source()
    assert "griddepcontrol.wait" in src and "griddepcontrol.launch_dependents" in src
