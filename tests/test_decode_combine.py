"""The flash-decoding combine (``decode_combine.combine_factory``) on its own: the splits'
partial outputs weighted by ``exp2(lse - max lse)`` against a float64 reference, on the
interpreter and thread by thread on the simulator (lowered for sm_90a), for split counts
that leave every group a different share (1, 6, 17, 103, 256), splits with no visible
token (lse -inf), a row with none at all (zeros), head dims 64 / 128 / 256; and the
lowering's shape for a batch-1 call: the partials loaded 16 bytes at a time into
registers before the weights' first reduction."""

import math

import pytest
import torch

import tilelang
from tilelang.ops.decode_combine import combine_factory, combine_groups


def reference(opart, lse):
    """float64: sum_s exp2(lse_s - max) opart_s / sum_s exp2(lse_s - max); 0 where every
    split is empty."""
    lse, opart = lse.double(), opart.double()
    mx = lse.amax(-1, keepdim=True).clamp_min(-1e300)  # (a row of -inf only: its weights are 0)
    w = torch.where(torch.isinf(lse), torch.zeros_like(lse), torch.exp2(lse - mx))
    tot = w.sum(-1, keepdim=True)
    out = (w.unsqueeze(-1) * opart).sum(-2) / torch.where(tot > 0, tot, torch.ones_like(tot))
    return torch.where(tot > 0, out, torch.zeros_like(out))


CASES = [(1, 64), (6, 128), (17, 64), (103, 128), (256, 64), (5, 256)]


@pytest.mark.parametrize("target", ["cpu", "sim"])
@pytest.mark.parametrize("splits,dim", CASES)
def test_combine_against_float64(target, splits, dim):
    check_combine(target, splits, dim)


@pytest.mark.gpu
@pytest.mark.skipif(not torch.cuda.is_available(), reason="needs a CUDA GPU")
@pytest.mark.parametrize("splits,dim", CASES + [(128, 128), (256, 256), (128, 256)])
def test_combine_on_the_gpu(splits, dim):
    check_combine("cuda", splits, dim)


def check_combine(target, splits, dim):
    """The combine of random partials (some splits and one row empty) against float64,
    the output NaN-filled first."""
    batch, seqlen_q, heads = 2, 1, 3
    g = torch.Generator().manual_seed(splits * 7 + dim)
    opart = torch.randn(batch, seqlen_q, heads, splits, dim, generator=g)
    lse = torch.randn(batch, seqlen_q, heads, splits, generator=g) * 8
    lse[0, 0, 1, ::3] = -math.inf  # splits that saw no token (they wrote zeros)
    opart[0, 0, 1, ::3] = 0
    lse[1, 0, 2] = -math.inf  # a row that saw none
    opart[1, 0, 2] = 0
    o = torch.full((batch, seqlen_q, heads, dim), float("nan"), dtype=torch.float16)
    arch = {"arch": "sm_90a"} if target == "sim" else {}
    device = "cuda" if target == "cuda" else "cpu"
    opart, lse, o = opart.to(device), lse.to(device), o.to(device)
    tilelang.compile(combine_factory(batch, heads, seqlen_q, dim, splits, "float16"), target=target, **arch)(
        opart, lse, o)
    opart, lse, o = opart.cpu(), lse.cpu(), o.cpu()
    want = reference(opart, lse)
    assert not torch.isnan(o).any()
    err = (o.double() - want).norm() / want.norm()
    assert err < 1e-3, err
    assert torch.all(o[1, 0, 2] == 0)


def test_groups_keep_a_threads_splits_few():
    assert [combine_groups(n) for n in (1, 16, 17, 32, 33, 64, 65, 103, 128, 129, 256)] == \
        [1, 1, 2, 2, 4, 4, 8, 8, 8, 8, 8]
    for n in range(1, 257):
        assert -(-n // combine_groups(n)) <= 32


def test_batch_one_loads_the_partials_before_the_weights():
    """103 splits (32k x 1's plan), head_dim 128: 8 groups of 32 lanes, each lane's 13
    splits' 4 channels as 16-byte loads, all issued before the lse's first reduction
    (the block's latency is one round trip for both, not two)."""
    src = tilelang.compile(combine_factory(1, 32, 1, 128, 103, "float16"), target="cuda",
                           arch="sm_90a").get_kernel_source()
    assert "__launch_bounds__(256) combine_kernel" in src  # (8 groups x 32 lanes)
    body = src[src.index("combine_kernel"):]
    loads = [i for i, line in enumerate(body.splitlines()) if "Opart +" in line]
    first_sync = next(i for i, line in enumerate(body.splitlines()) if "shfl" in line or "__syncthreads" in line)
    assert loads and all("tl::vec<float, 4>" in body.splitlines()[i] for i in loads)
    assert max(loads) < first_sync
    assert "float parts[52]" in body  # (13 splits x 4 channels a thread, in registers)
    assert "parts_staged" not in body  # (weighted and summed where they are: no shared copy)


@pytest.mark.parametrize("splits,dim", [(256, 256), (256, 64), (128, 256)])
def test_the_most_splits_build_at_every_head_dim(splits, dim):
    """A call may ask for 256 splits at head_dim 256: the combine still fits (its partials
    in registers, not a 256 KB shared copy)."""
    src = tilelang.compile(combine_factory(2, 8, 1, dim, splits, "float16"), target="cuda",
                           arch="sm_90a").get_kernel_source()
    assert "parts_staged" not in src


@pytest.mark.parametrize("pdl", [False, True])
def test_chained_combine_waits_and_does_not_trigger(pdl):
    """With PDL the combine waits for the split kernel before its first load, and does not
    let the next kernel launch early (measured slower: ``combine_factory``'s docstring)."""
    src = tilelang.compile(combine_factory(1, 8, 1, 64, 6, "float16", pdl=pdl), target="cuda",
                           arch="sm_90a").get_kernel_source()
    body = src[src.index("combine_kernel"):]
    assert ("griddepcontrol.wait" in body) == pdl and "griddepcontrol.launch_dependents" not in body
    if pdl:
        assert body.index("griddepcontrol.wait") < body.index("Opart +")
