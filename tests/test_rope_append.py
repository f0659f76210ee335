"""``tilelang.ops.rope_append``: q and k rotated, k and v appended to the cache, in one kernel.

* on the interpreters: against a float64 rotation, contiguous and paged caches, one or
  per-sequence lengths (int32 / int64), Llama's and GPT-J's pairings, the fused
  projection's views read in place and separate tensors packed; the rows not appended
  stay as they were; bad arguments name the parameter;
* ``torch.compile(fullgraph=True)`` traces it as ``torch.ops.tilelang.rope_append``
  (the caches declared mutated), and ``opcheck`` passes;
* builds for sm_80 / sm_90a, with 64-bit offsets into a cache of 2^31 elements;
* on a GPU (``gpu`` marker): the same checks, eager and in a CUDA graph, then a decode.
"""

import importlib
import re

import pytest
import torch

import tilelang
from tilelang.ops import decode_attention, rope_append
from tilelang.ops.decode_attention_op import rope_append_op
from tilelang.ops.rope_append import rope_append_factory

TOL = {torch.float16: 2e-3, torch.bfloat16: 1.6e-2}  # (a rounding of the result, relative)


def tables(positions, D, interleaved, dtype=torch.float32, device="cpu", seed=0):
    """cos / sin tables of random angles (float64, and in ``dtype``)."""
    g = torch.Generator().manual_seed(seed)
    ang = torch.rand(positions, D // 2, generator=g, dtype=torch.float64) * 6.3
    full = ang.repeat_interleave(2, -1) if interleaved else torch.cat((ang, ang), -1)
    return (full.cos(), full.sin()), (full.cos().to(dtype).to(device), full.sin().to(dtype).to(device))


def rotated(x, cos, sin, pos, interleaved):
    """x (S, h, D) rotated in float64 at positions ``pos`` (S,) (the tables as the kernel reads them)."""
    x = x.double()
    c, s = cos[pos][:, None].double(), sin[pos][:, None].double()
    if interleaved:
        x1, x2 = x[..., 0::2], x[..., 1::2]
        rot = torch.stack((-x2, x1), -1).flatten(-2)
    else:
        x1, x2 = x.chunk(2, -1)
        rot = torch.cat((-x2, x1), -1)
    return x * c + rot * s


def make(B, S, H, KV, D, cap, dtype=torch.float16, paged=0, device="cpu", fused=True, seed=0):
    g = torch.Generator().manual_seed(seed)
    qkv = torch.randn(B, S, (H + 2 * KV) * D, generator=g).to(dtype).to(device)
    if fused:
        q, k, v = qkv.split((H * D, KV * D, KV * D), -1)
        q, k, v = q.view(B, S, H, D), k.view(B, S, KV, D), v.view(B, S, KV, D)
    else:
        q, k, v = (torch.randn(B, S, h, D, generator=g).to(dtype).to(device) for h in (H, KV, KV))
    if paged:
        pages = B * cap // paged
        shape, bt = (pages, paged, KV, D), torch.randperm(pages, generator=g).view(B, -1).int().to(device)
    else:
        shape, bt = (B, cap, KV, D), None
    kc = torch.randn(shape, generator=g).to(dtype).to(device)
    return q, k, v, kc, torch.randn(shape, generator=g).to(dtype).to(device), bt


def rows(cache, bt, b, pos):
    """The cache rows of sequence b at positions ``pos`` (S,) -> (S, kv_heads, D)."""
    if bt is None:
        return cache[b, pos]
    page = cache.shape[1]
    return cache[bt[b].long()[pos // page], pos % page]


def check(B, S, H, KV, D, cap, lens, dtype=torch.float16, paged=0, interleaved=False, lens_dtype=torch.int32,
          table_dtype=torch.float32, fused=True, target=None, device="cpu"):
    q, k, v, kc, vc, bt = make(B, S, H, KV, D, cap, dtype, paged, device, fused)
    kc0, vc0 = kc.clone(), vc.clone()
    (cos64, sin64), (cos, sin) = tables(cap, D, interleaved, table_dtype, device)
    seqlens = torch.tensor(lens, dtype=lens_dtype, device=device)
    qo, new = rope_append(q, k, v, kc, vc, seqlens, cos, sin, block_table=bt, interleaved=interleaved,
                          target=target)
    assert qo.shape == q.shape and qo.dtype == q.dtype and new.dtype == torch.int32
    starts = lens * B if len(lens) == 1 else lens
    assert new.tolist() == [n + S for n in starts]
    touched_k, touched_v = torch.zeros(kc.shape[:3], dtype=torch.bool), torch.zeros(kc.shape[:3], dtype=torch.bool)
    ct, st = cos.double().cpu(), sin.double().cpu()
    for b in range(B):
        pos = torch.arange(S) + starts[b]
        for got, want in ((qo[b], rotated(q[b].cpu(), ct, st, pos, interleaved)),
                          (rows(kc, bt, b, pos.to(device)), rotated(k[b].cpu(), ct, st, pos, interleaved))):
            err = float((got.cpu().double() - want).abs().max() / want.abs().max())
            assert err < TOL[dtype], err
        assert torch.equal(rows(vc, bt, b, pos.to(device)).cpu(), v[b].cpu())
        if bt is None:
            touched_k[b, pos] = True
        else:
            touched_k[bt[b].long().cpu()[pos // paged], pos % paged] = True
    touched_v[:] = touched_k
    for c, c0 in ((kc, kc0), (vc, vc0)):  # every other row as it was
        assert torch.equal(c.cpu()[~touched_k], c0.cpu()[~touched_k])
    return qo, new


@pytest.mark.parametrize("paged", [0, 8])
@pytest.mark.parametrize("interleaved", [False, True])
def test_cpu(paged, interleaved):
    check(2, 3, 4, 2, 64, 32, [5, 17], paged=paged, interleaved=interleaved)


def test_cpu_one_length_for_all_int64_bf16_tables_in_its_dtype_and_separate_tensors():
    check(3, 1, 4, 1, 128, 16, [9], dtype=torch.bfloat16, lens_dtype=torch.int64, table_dtype=torch.bfloat16,
          fused=False)


def test_sim():
    check(2, 2, 2, 1, 64, 16, [3, 11], paged=8, target="sim")


def test_the_fused_projections_views_are_read_in_place(monkeypatch):
    """Views of one q/k/v output reach the kernel as that tensor (no packing copy)."""
    mod = importlib.import_module("tilelang.ops.rope_append")  # (the package exports the function by that name)

    q, k, v, kc, vc, _ = make(1, 1, 4, 2, 64, 8)
    seen = []
    real = mod._packed
    monkeypatch.setattr(mod, "_packed", lambda *a: seen.append(real(*a)) or seen[-1])
    rope_append(q, k, v, kc, vc, torch.tensor([2]), *tables(8, 64, False)[1])
    assert seen[0] is not None and seen[0].data_ptr() == q.data_ptr() and seen[0].shape == (1, 1, 8 * 64)
    q2 = q.clone()
    rope_append(q2, k, v, kc, vc, torch.tensor([2]), *tables(8, 64, False)[1])
    assert seen[1] is None  # (q no longer next to k: packed by a copy)


def test_torch_compile_traces_one_op_and_opcheck():
    targets = []

    def backend(gm, example_inputs):
        targets.extend(n.target for n in gm.graph.nodes if n.op == "call_function")
        return gm

    def fn(qkv, kc, vc, lens, cos, sin):
        q, k, v = qkv.split((4 * 64, 2 * 64, 2 * 64), -1)
        q, k, v = q.view(2, 1, 4, 64), k.view(2, 1, 2, 64), v.view(2, 1, 2, 64)
        qo, n = rope_append(q, k, v, kc, vc, lens, cos, sin)
        return qo * 2, n

    q, k, v, kc, vc, _ = make(2, 1, 4, 2, 64, 16)
    qkv = torch.cat([x.reshape(2, 1, -1) for x in (q, k, v)], -1)
    lens = torch.tensor([3, 9], dtype=torch.int32)
    _, (cos, sin) = tables(16, 64, False)
    eager = kc.clone(), vc.clone()
    qe, ne = rope_append(q, k, v, *eager, lens, cos, sin)
    qo, n = torch.compile(fn, fullgraph=True, backend=backend)(qkv, kc, vc, lens, cos, sin)
    assert torch.ops.tilelang.rope_append.default in targets
    assert torch.equal(qo / 2, qe) and torch.equal(n, ne)
    assert torch.equal(kc, eager[0]) and torch.equal(vc, eager[1])
    torch.library.opcheck(rope_append_op, (q, k, v, kc, vc, lens, cos, sin, None, False, None))


def test_then_decode_attention():
    """The new lengths go to decode_attention as they are, which sees the appended keys."""
    B, H, KV, D, cap = 2, 4, 2, 64, 32
    q, k, v, kc, vc, _ = make(B, 1, H, KV, D, cap)
    _, (cos, sin) = tables(cap, D, False)
    qo, n = rope_append(q, k, v, kc, vc, torch.tensor([6, 20], dtype=torch.int32), cos, sin)
    o = decode_attention(qo, kc, vc, n)
    for b, L in enumerate(n.tolist()):
        kf = kc[b, :L].double().repeat_interleave(H // KV, 1).transpose(0, 1)
        vf = vc[b, :L].double().repeat_interleave(H // KV, 1).transpose(0, 1)
        ref = torch.softmax(qo[b, 0].double()[:, None] @ kf.transpose(1, 2) / D ** 0.5, -1) @ vf
        assert float((o[b, 0].double() - ref[:, 0]).norm() / ref.norm()) < 2e-3


BAD = [
    (dict(cache_dtype=torch.uint8), TypeError, "k_cache"),
    (dict(lens=torch.tensor([1.0, 2.0])), TypeError, "cache_seqlens"),
    (dict(lens=torch.tensor([30, 2], dtype=torch.int32)), ValueError, "cache_seqlens"),
    (dict(cos=torch.ones(16, 32)), TypeError, "cos"),
    (dict(interleaved=1), TypeError, "interleaved"),
    (dict(D=48), ValueError, "head_dim"),
    (dict(v_heads=3), ValueError, "k and v"),
]


@pytest.mark.parametrize("change,exc,match", BAD, ids=[m + "-" + str(i) for i, (_, _, m) in enumerate(BAD)])
def test_bad_arguments(change, exc, match):
    D = change.get("D", 64)
    q, k, v, kc, vc, _ = make(2, 1, 4, 2, D, 16)
    if "v_heads" in change:
        v = torch.randn(2, 1, change["v_heads"], D).half()
    if "cache_dtype" in change:
        kc, vc = kc.view(change["cache_dtype"]), vc.view(change["cache_dtype"])
    _, (cos, sin) = tables(16, D, False)
    cos = change.get("cos", cos)
    lens = change.get("lens", torch.tensor([1, 2], dtype=torch.int32))
    with pytest.raises(exc, match=f"rope_append: .*{match}"):
        rope_append(q, k, v, kc, vc, lens, cos, sin, interleaved=change.get("interleaved", False))


@pytest.mark.parametrize("arch,paged", [("sm_80", True), ("sm_90a", False)])
def test_builds_for_cuda_with_64_bit_offsets_into_a_big_cache(arch, paged, tmp_path, monkeypatch):
    """A cache of 2^31 elements: the offsets into it are 64-bit, the others 32-bit."""
    monkeypatch.setenv("TILELANG_CACHE_DIR", str(tmp_path / "cache"))
    shape = (2**15, 64, 8, 128) if paged else (64, 32768, 8, 128)
    f = rope_append_factory(64, 1, 32, 8, 128, "float16", 8192, "float32", 1, "int64", shape, paged, 512, False)
    kernel = tilelang.compile(f, target="cuda", arch=arch)
    assert kernel.cuda.cubin[:4] == b"\x7fELF"
    body = kernel.get_kernel_source().split("rope_append_kernel", 1)[1]

    def lines(name):
        return [ln for ln in body.splitlines() if re.search(rf"\b{name}\[", ln)]

    for name in ("KC", "VC"):
        assert lines(name) and all("(long long)" in ln for ln in lines(name)), name
    for name in ("QKV", "Qo", "Cos"):
        assert lines(name) and not any("long long" in ln for ln in lines(name)), name


# ---- on a GPU ------------------------------------------------------------------------------------
@pytest.mark.gpu
@pytest.mark.skipif(not torch.cuda.is_available(), reason="needs a CUDA GPU")
@pytest.mark.parametrize("B,S,paged", [(1, 1, 0), (16, 1, 0), (2, 5, 16), (3, 1, 64)])
def test_gpu(B, S, paged):
    check(B, S, 32, 8, 128, 4096, [4096 - 7 * b - S for b in range(B)], paged=paged, device="cuda")


@pytest.mark.gpu
@pytest.mark.skipif(not torch.cuda.is_available(), reason="needs a CUDA GPU")
def test_gpu_in_a_cuda_graph_step_by_step():
    """Captured once, replayed for 6 steps with the length advanced on the device: each
    replay writes the next row and rotates at the next position."""
    from tilelang.timing import cuda_graph

    B, H, KV, D, cap = 2, 32, 8, 128, 64
    q, k, v, kc, vc, _ = make(B, 1, H, KV, D, cap, device="cuda")
    (cos64, sin64), (cos, sin) = tables(cap, D, False, device="cuda")
    pos = torch.tensor([10], device="cuda")

    def step():
        rope_append(q, k, v, kc, vc, pos, cos, sin)
        pos.add_(1)

    graph = cuda_graph(step)  # (warm-up calls run first: positions 10 .. before the capture)
    start = int(pos.item())
    for i in range(6):
        graph.replay()
        torch.cuda.synchronize()
        p = torch.tensor([start + i])
        want = rotated(k[0].cpu(), cos64, sin64, p, False)
        assert float((kc[0, start + i].cpu().double() - want).abs().max() / want.abs().max()) < TOL[torch.float16]
        assert torch.equal(vc[1, start + i], v[1, 0])
