"""``tilelang.ops.decode_attention`` (flash-decoding) and ``kv_cache_append``.

* cpu (the interpreter) for every cache format (float16, bfloat16, float8_e4m3fn per
  token and per tensor, int8, int4 per token and per group), contiguous and paged, at
  small shapes (batch 2-3, lengths that are no multiple of a step or a page, GQA 8/2,
  head_dim 64 / 128, 1 or 2 query tokens), against a float64 reference on the
  *dequantized* cache (quantization error is not counted) by relative error, the
  output NaN-filled first and the cache past each sequence's end filled with garbage
  (NaN where the format has one);
* sim (the lowered program, thread by thread) for two small cases;
* ``kv_cache_append`` bit for bit against ``tilelang.quantize``; bad arguments name the
  parameter (the plan's choices: tests/test_decode_plan.py);
* builds for sm_90a and sm_80 through NVRTC;
* on a GPU (``gpu`` marker): contexts 4k-32k, batch 1-8, against torch SDPA on the
  dequantized fp16 cache.
"""

import math
import re
import sys

import pytest
import torch

import tilelang
from tilelang.ops import decode_attention, kv_cache_append
from tilelang.ops.decode_attention_op import decode_attention_op, kv_cache_append_op
from tilelang.ops.decode_kernels import split_kv_factory
from tilelang.ops.kv_cache import dequantize_cache

TOL = {torch.float16: 2e-3, torch.bfloat16: 1.6e-2}
# format -> (cache_dtype, group_size or "tensor" or None)
FORMATS = {
    "fp16": ("float16", None), "bf16": ("bfloat16", None), "fp8-token": ("float8_e4m3fn", -1),
    "fp8-tensor": ("float8_e4m3fn", "tensor"), "int8": ("int8", -1), "int4": ("int4", -1),
    "int4-g32": ("int4", 32), "int8-g32": ("int8", 32),
}


def make_cache(fmt, B, L, Hk, D, lens, paged=0, sdtype=torch.float16, device="cpu", qdtype=torch.float16):
    """(k_cache, v_cache, k_scales, v_scales, block_table, cache_dtype, values_k, values_v):
    random float values quantized with ``tilelang.quantize`` (per tensor for float8:
    scale absmax / 448), garbage past each sequence's end; ``paged``: the page size
    (pages shuffled, a spare one in the pool)."""
    cache_dtype, gs = FORMATS[fmt]
    kf = torch.randn(B, L, Hk, D, device=device)
    vf = torch.randn(B, L, Hk, D, device=device)
    out = []
    for x in (kf, vf):
        if gs is None:
            c, s = x.to(getattr(torch, cache_dtype)), None
        elif gs == "tensor":
            s = (x.abs().max() / 448).reshape(1).float()
            c = (x / s).clamp(-448, 448).to(torch.float8_e4m3fn)
        else:
            c, s = tilelang.quantize(x.to(sdtype), cache_dtype, group_size=gs)
            if cache_dtype == "float8_e4m3fn":
                c = c.view(torch.float8_e4m3fn)
        out.append([c, s])
    for c, s in out:  # garbage past the end: NaN (fp16 / fp8 code 0x7f) or random codes and scales
        raw = c.view(torch.uint8) if c.dtype in (torch.float8_e4m3fn,) else c
        for b, n in enumerate(lens):
            if c.dtype in (torch.float16, torch.bfloat16):
                c[b, n:] = float("nan")
            elif c.dtype == torch.float8_e4m3fn:
                raw[b, n:] = 0x7F
            else:
                raw[b, n:] = torch.randint(0, 256, raw[b, n:].shape, dtype=torch.uint8, device=device)
            if s is not None and s.dim() == 4:
                s[b, n:] = float("nan")
    values = [dequantize_cache(c, s, cache_dtype if c.dtype == torch.uint8 else None) for c, s in out]
    bt = None
    if paged:
        per = L // paged
        perm = torch.randperm(B * per + 1, device=device)[: B * per]  # one spare page never used
        bt = perm.reshape(B, per).to(torch.int32)
        for i, (c, s) in enumerate(out):
            pool = torch.zeros((B * per + 1, paged, *c.shape[2:]), dtype=c.dtype, device=device)
            pool.view(torch.uint8)[...] = 0x7F if c.dtype.itemsize == 1 else 0
            pool[bt.long().flatten()] = c.reshape(B * per, paged, *c.shape[2:])
            out[i][0] = pool
            if s is not None and s.dim() == 4:
                spool = torch.full((B * per + 1, paged, *s.shape[2:]), float("nan"), dtype=s.dtype, device=device)
                spool[bt.long().flatten()] = s.reshape(B * per, paged, *s.shape[2:])
                out[i][1] = spool
    (kc, ks), (vc, vs) = out
    cd = cache_dtype if kc.dtype == torch.uint8 else None
    return kc, vc, ks, vs, bt, cd, values[0], values[1]


def reference(q, kv, vv, lens, causal=True, scale=None):
    """float64 attention of q (B, Sq, H, D) over each sequence's first lens[b] values."""
    B, Sq, H, D = q.shape
    Hk = kv.shape[2]
    scale = 1 / math.sqrt(D) if scale is None else scale
    out = torch.zeros(q.shape, dtype=torch.float64)
    for b, n in enumerate(lens):
        qd = q[b].double().cpu().transpose(0, 1)  # (H, Sq, D)
        kd = kv[b, :n].double().cpu().transpose(0, 1).repeat_interleave(H // Hk, 0)
        vd = vv[b, :n].double().cpu().transpose(0, 1).repeat_interleave(H // Hk, 0)
        s = qd @ kd.transpose(-1, -2) * scale
        if causal and Sq > 1:
            i = torch.arange(Sq)[:, None]
            j = torch.arange(n)[None, :]
            s = s.masked_fill(j > n - Sq + i, float("-inf"))
        p = torch.softmax(s, -1).nan_to_num(0.0)
        out[b] = (p @ vd).transpose(0, 1)
    return out


def rel_err(out, ref):
    out = out.detach().cpu().double()
    assert torch.isfinite(out).all(), f"{int((~torch.isfinite(out)).sum())} elements not finite"
    return float((out - ref).norm() / ref.norm())


def run(fmt, lens, Sq=1, H=8, Hk=2, D=64, paged=0, L=None, target="cpu", qdtype=torch.float16, sdtype=torch.float16,
        num_splits=None):
    B = len(lens)
    L = L or (max(lens) + 7 if not paged else paged * -(-max(lens) // paged))
    kc, vc, ks, vs, bt, cd, kv, vv = make_cache(fmt, B, L, Hk, D, lens, paged, sdtype)
    q = torch.randn(B, Sq, H, D).to(qdtype)
    seqlens = torch.tensor(lens, dtype=torch.int32)
    out = torch.full_like(q, float("nan"))
    o = decode_attention(q, kc, vc, seqlens, k_scales=ks, v_scales=vs, block_table=bt, cache_dtype=cd, out=out,
                         target=target, num_splits=num_splits)
    assert o is out
    err = rel_err(o, reference(q, kv, vv, lens))
    assert err < TOL[qdtype], err


# ---- cpu: the interpreter ---------------------------------------------------------------------
@pytest.mark.parametrize("fmt", list(FORMATS))
@pytest.mark.parametrize("paged", [0, 16], ids=["contiguous", "paged16"])
def test_cpu_formats(fmt, paged):
    if fmt == "bf16":
        run(fmt, [37, 50], paged=paged, qdtype=torch.bfloat16)
    else:
        run(fmt, [37, 50], paged=paged)


@pytest.mark.parametrize("fmt", ["fp16", "int4", "fp8-token"])
def test_cpu_two_query_tokens_head_dim_128(fmt):
    run(fmt, [21, 64, 45], Sq=2, D=128, paged=32)


def test_cpu_float32_scales_bf16_q_and_more_splits_than_blocks():
    run("int4-g32", [5, 70], qdtype=torch.bfloat16, sdtype=torch.float32, num_splits=9)


@pytest.mark.parametrize("target", ["cpu", "sim"])
def test_more_splits_than_the_plan_takes(target):
    """A call may ask for up to 256 splits (the plan takes at most 128): the combine's
    loop over them on the interpreter and thread by thread on the simulator (lowered
    for sm_90a), most splits past the sequences' ends."""
    run("int4", [150, 70], target=target, num_splits=256)


def test_cpu_empty_sequence_gives_zeros():
    kc, vc, ks, vs, bt, cd, kv, vv = make_cache("int8", 2, 40, 2, 64, [0, 33])
    q = torch.randn(2, 1, 8, 64).half()
    o = decode_attention(q, kc, vc, torch.tensor([0, 33], dtype=torch.int32), k_scales=ks, v_scales=vs,
                         cache_dtype=cd, out=torch.full_like(q, float("nan")), target="cpu")
    assert torch.equal(o[0], torch.zeros_like(o[0]))
    assert rel_err(o[1:], reference(q[1:], kv[1:], vv[1:], [33])) < TOL[torch.float16]


# ---- sim: the lowered program -------------------------------------------------------------------
@pytest.mark.parametrize("fmt,paged", [("int4", 16), ("fp8-token", 0), ("int8", 0), ("int8-g32", 16)])
def test_sim(fmt, paged):
    run(fmt, [19, 40], paged=paged, target="sim", num_splits=2)


@pytest.mark.parametrize("fmt,paged", [("int4", 16), ("int8", 0), ("fp8-tensor", 0), ("int4-g32", 0)])
def test_sim_head_dim_128(fmt, paged):
    """head_dim 128: 8-bit caches' decoded values are P V's register operand (a lane's
    4 output columns of a key one word of codes, the columns permuted by ``value_col``
    and written back in channel order); int4's take the shared tile."""
    run(fmt, [19, 40], paged=paged, target="sim", num_splits=2, D=128, H=4, Hk=2)


@pytest.mark.parametrize("fmt,paged", [("int4", 0), ("fp8-tensor", 16), ("fp8-token", 0), ("int8-g32", 0)])
def test_sim_lowered_for_hopper(fmt, paged, monkeypatch):
    """The program lowered for sm_90a, thread by thread: the decoded key tile is the
    scores gemm's register operand (wgmma's register form, scores transposed), its codes
    decoded a word at a time in the permuted column order (``code_col``) -- float8's
    too, read from its shared bytes."""
    monkeypatch.setattr(sys.modules["tilelang.ops.decode_attention"], "cuda_arch", lambda target: "sm_90a")
    run(fmt, [19, 40], paged=paged, target="sim", num_splits=2, D=128, H=4, Hk=2)


@pytest.mark.parametrize("arch", ["sm_90a", "sm_80"])
@pytest.mark.parametrize("tile,paged", [((32, 32, 1), 0), ((32, 32, 1), 32), ((64, 64, 1), 0), ((64, 64, 1), 16),
                                        ((32, 32, 2), 0), ((64, 64, 2), 16)])
def test_sim_int4_gpu_tiles(arch, tile, paged, monkeypatch):
    """The narrow int4 cache's GPU tiles (``_tile``: one warp over 32 keys, two over 64),
    thread by thread: the scales' slab through the pipeline (4-byte cp.async vectors at
    2 kv heads), the masks on the partial blocks only, a paged page of a warp's keys; and
    both kv heads in one block (``heads_per_block`` 2: their rows stacked in the row tile,
    their keys in two runs of the tile, the scores across heads masked)."""
    mod = sys.modules["tilelang.ops.decode_attention"]
    monkeypatch.setattr(mod, "cuda_arch", lambda target: arch)
    bn, threads, hpc = tile
    monkeypatch.setattr(mod, "_tile", lambda *a: (math.gcd(bn // hpc, paged) * hpc if paged else bn, threads, hpc))
    run("int4", [19, 70, 0], paged=paged, target="sim", num_splits=2, D=128, H=4, Hk=2)


@pytest.mark.parametrize("fmt,paged,hpc,Sq", [("int4", 0, 4, 1), ("int8", 8, 2, 1), ("fp16", 0, 2, 1),
                                              ("int4-g32", 0, 2, 1), ("fp8-tensor", 0, 4, 3), ("int4", 8, 2, 2)])
def test_cpu_several_kv_heads_a_block(fmt, paged, hpc, Sq, monkeypatch):
    """``heads_per_block`` on the interpreter, every cache kind: the heads' query rows
    stacked in one row tile (causal query tokens too), each head's keys a run of the tile,
    the block-diagonal mask -- against float64, with ragged and empty sequences."""
    mod = sys.modules["tilelang.ops.decode_attention"]
    monkeypatch.setattr(mod, "_tile", lambda *a: (8 * hpc, 64, hpc))
    run(fmt, [19, 0, 33], paged=paged, target="cpu", num_splits=2, H=16, Hk=4, Sq=Sq)


# ---- torch.compile and the custom op ---------------------------------------------------------
def test_torch_compile_traces_one_op():
    """Under ``torch.compile(fullgraph=True)`` the call is ``torch.ops.tilelang.decode_attention``
    (a fake implementation for tracing); the graph runs the interpreter's kernels."""
    targets = []

    def backend(gm, example_inputs):
        targets.extend(n.target for n in gm.graph.nodes if n.op == "call_function")
        return gm

    kc, vc, ks, vs, _, cd, kv, vv = make_cache("int4", 2, 24, 2, 64, [9, 20])
    q, lens = torch.randn(2, 1, 8, 64).half(), torch.tensor([9, 20], dtype=torch.int32)

    def fn(q, kc, vc, lens, ks, vs):
        return decode_attention(q, kc, vc, lens, k_scales=ks, v_scales=vs, cache_dtype=cd, scale=0.3) * 2

    o = torch.compile(fn, fullgraph=True, backend=backend)(q, kc, vc, lens, ks, vs)
    assert torch.ops.tilelang.decode_attention.default in targets
    assert rel_err(o / 2, reference(q, kv, vv, [9, 20], scale=0.3)) < TOL[torch.float16]


def test_opcheck():
    """``torch.library.opcheck`` of the op (schema, fake, dispatch), paged int8 and fp16."""
    for fmt, paged in (("int8", 16), ("fp16", 0)):
        kc, vc, ks, vs, bt, cd, kv, vv = make_cache(fmt, 2, 32, 2, 64, [10, 27], paged=paged)
        q, lens = torch.randn(2, 1, 8, 64).half(), torch.tensor([10, 27], dtype=torch.int32)
        args = (q, kc, vc, lens, ks, vs, bt, None, 3, cd)
        torch.library.opcheck(decode_attention_op, args)
        o = decode_attention_op(*args)
        if paged:
            kv, vv = (dequantize_cache(c, s, cd)[bt.long()].flatten(1, 2) for c, s in ((kc, ks), (vc, vs)))
        assert rel_err(o, reference(q, kv, vv, [10, 27])) < TOL[torch.float16]
        fake = decode_attention_op(*(a.to("meta") if isinstance(a, torch.Tensor) else a for a in args))
        assert fake.shape == q.shape and fake.dtype == q.dtype


def test_append_under_torch_compile_and_opcheck():
    """``kv_cache_append`` traces as ``torch.ops.tilelang.kv_cache_append`` (the caches and
    scales declared mutated), writes what the eager call writes, and passes opcheck."""
    targets = []

    def backend(gm, example_inputs):
        targets.extend(n.target for n in gm.graph.nodes if n.op == "call_function")
        return gm

    def fn(kc, vc, k, v, lens, ks, vs, bt):
        return kv_cache_append(kc, vc, k, v, lens, k_scales=ks, v_scales=vs, block_table=bt, cache_dtype="int4")

    kc, vc, ks, vs, bt, cd, _, _ = make_cache("int4", 2, 32, 2, 64, [10, 20], paged=16)
    new = torch.randn(2, 2, 2, 64).half(), torch.randn(2, 2, 2, 64).half()
    lens = torch.tensor([10, 20], dtype=torch.int32)
    eager = [t.clone() for t in (kc, vc, ks, vs)]
    n_eager = fn(eager[0], eager[1], *new, lens, eager[2], eager[3], bt)
    n = torch.compile(fn, fullgraph=True, backend=backend)(kc, vc, *new, lens, ks, vs, bt)
    assert torch.ops.tilelang.kv_cache_append.default in targets
    assert torch.equal(n, n_eager) and n.tolist() == [12, 22]
    for got, want in zip((kc, vc, ks, vs), eager):  # (bits: the pools hold NaN past the sequences)
        bits = torch.int16 if got.dtype == torch.float16 else got.dtype
        assert torch.equal(got.view(bits), want.view(bits))
    torch.library.opcheck(kv_cache_append_op, (kc, vc, *new, lens, ks, vs, bt, cd))


# ---- kv_cache_append: bit for bit tilelang.quantize ----------------------------------------
@pytest.mark.parametrize("fmt", ["fp16", "fp8-token", "fp8-tensor", "int8", "int4", "int4-g32"])
@pytest.mark.parametrize("paged", [0, 16], ids=["contiguous", "paged16"])
def test_append_bit_exact(fmt, paged):
    B, Hk, D, n_new = 3, 2, 64, 3
    lens = [5, 30, 16]
    kc, vc, ks, vs, bt, cd, _, _ = make_cache(fmt, B, 48, Hk, D, lens, paged)
    k_new, v_new = torch.randn(B, n_new, Hk, D).half(), torch.randn(B, n_new, Hk, D).half()
    seqlens = torch.tensor(lens, dtype=torch.int32)
    before = [x.clone() for x in (kc, vc)]
    new = kv_cache_append(kc, vc, k_new, v_new, seqlens, k_scales=ks, v_scales=vs, block_table=bt, cache_dtype=cd)
    assert new.tolist() == [n + n_new for n in lens] and seqlens.tolist() == lens
    cache_dtype, gs = FORMATS[fmt]
    for cache, scales, x, old in ((kc, ks, k_new, before[0]), (vc, vs, v_new, before[1])):
        raw, old_raw = cache.view(torch.uint8), old.view(torch.uint8)
        written = torch.zeros(raw.shape[:2], dtype=torch.bool)
        for b, n in enumerate(lens):
            for t in range(n_new):
                p = n + t
                row, col = (int(bt[b, p // paged]), p % paged) if paged else (b, p)
                written[row, col] = True
                if gs is None:
                    assert torch.equal(cache[row, col], x[b, t])
                elif gs == "tensor":
                    want = tilelang.dtypes.float8_e4m3fn.encode((x[b, t].float() / scales).numpy())
                    assert torch.equal(raw[row, col], torch.from_numpy(want.astype("uint8")))
                else:
                    codes, s = tilelang.quantize(x[b, t].to(scales.dtype), cache_dtype, group_size=gs)
                    assert torch.equal(raw[row, col], codes) and torch.equal(scales[row, col], s)
        assert torch.equal(raw[~written], old_raw[~written])  # nothing else written


def test_append_then_decode():
    """Appending the new token and decoding it gives attention over the dequantized cache."""
    kc, vc, ks, vs, bt, cd, _, _ = make_cache("int4", 2, 32, 2, 64, [10, 20], paged=16)
    seqlens = torch.tensor([10, 20], dtype=torch.int32)
    new = kv_cache_append(kc, vc, torch.randn(2, 1, 2, 64).half(), torch.randn(2, 1, 2, 64).half(), seqlens,
                          k_scales=ks, v_scales=vs, block_table=bt, cache_dtype=cd)
    q = torch.randn(2, 1, 8, 64).half()
    o = decode_attention(q, kc, vc, new, k_scales=ks, v_scales=vs, block_table=bt, cache_dtype=cd, target="cpu")
    kv = dequantize_cache(kc, ks, cd)[bt.long()].flatten(1, 2)
    vv = dequantize_cache(vc, vs, cd)[bt.long()].flatten(1, 2)
    assert rel_err(o, reference(q, kv, vv, [11, 21])) < TOL[torch.float16]


# ---- bad arguments ---------------------------------------------------------------------------------
def _args():
    kc, vc, ks, vs, bt, cd, _, _ = make_cache("int4", 2, 32, 2, 64, [10, 20])
    return dict(q=torch.randn(2, 1, 8, 64).half(), k_cache=kc, v_cache=vc,
                cache_seqlens=torch.tensor([10, 20], dtype=torch.int32), k_scales=ks, v_scales=vs, cache_dtype=cd)


@pytest.mark.parametrize("change,exc,match", [
    ({"q": torch.randn(2, 1, 8, 64)}, TypeError, "q must be float16"),
    ({"q": torch.randn(2, 8, 64).half()}, ValueError, "q must be 4-D"),
    ({"q": torch.randn(2, 1, 8, 96).half()}, ValueError, "head_dim"),
    ({"q": torch.randn(2, 1, 7, 64).half()}, ValueError, "multiple of the cache's kv heads"),
    ({"q": torch.randn(3, 1, 8, 64).half()}, ValueError, "batch"),
    ({"q": torch.randn(2, 5, 32, 64).half()}, ValueError, "at most 64 query rows"),
    ({"cache_dtype": None}, TypeError, "cache_dtype is needed"),
    ({"cache_dtype": "int3"}, ValueError, "cache_dtype must be one of"),
    ({"cache_dtype": "int8"}, ValueError, "k_cache's last dim must be 64"),
    ({"k_scales": None}, TypeError, "needs k_scales"),
    ({"v_scales": torch.ones(2, 32, 2, 3).half()}, ValueError, "one shape"),
    ({"cache_seqlens": torch.tensor([10, 20])}, TypeError, "cache_seqlens must be an int32"),
    ({"cache_seqlens": torch.tensor([10, 33], dtype=torch.int32)}, ValueError, "capacity"),
    ({"scale": float("nan")}, TypeError, "scale"),
    ({"num_splits": 0}, ValueError, "num_splits"),
    ({"num_splits": 257}, ValueError, "num_splits must be an int from 1 to 256"),
    ({"block_table": torch.zeros(2, 2)}, TypeError, "block_table must be a 2-D int32"),
    ({"k_cache": "k"}, TypeError, "k_cache must be a torch tensor"),
    ({"target": "gpu"}, ValueError, "target"),
])
def test_bad_arguments(change, exc, match):
    kw = _args()
    kw.update(change)
    args = [kw.pop(n) for n in ("q", "k_cache", "v_cache", "cache_seqlens")]
    with pytest.raises(exc, match=match):
        decode_attention(*args, **kw)


def test_append_bad_arguments():
    kw = _args()
    with pytest.raises(ValueError, match="within the cache's 32 tokens"):
        kv_cache_append(kw["k_cache"], kw["v_cache"], torch.randn(2, 13, 2, 64), torch.randn(2, 13, 2, 64),
                        kw["cache_seqlens"], k_scales=kw["k_scales"], v_scales=kw["v_scales"], cache_dtype="int4")
    with pytest.raises(TypeError, match="k_new must be a 4-D float"):
        kv_cache_append(kw["k_cache"], kw["v_cache"], torch.ones(2, 1, 2, 64, dtype=torch.int32),
                        torch.randn(2, 1, 2, 64), kw["cache_seqlens"], k_scales=kw["k_scales"],
                        v_scales=kw["v_scales"], cache_dtype="int4")


# ---- builds through NVRTC -----------------------------------------------------------------------
BUILDS = [("float16", None, False), ("int4", "token", True), ("int8", "token", False), ("float8_e4m3fn", "tensor", True)]


@pytest.mark.parametrize("arch", ["sm_90a", "sm_80"])
@pytest.mark.parametrize("cdtype,kind,paged", BUILDS, ids=[b[0] + ("-paged" if b[2] else "") for b in BUILDS])
def test_builds_for_cuda(arch, cdtype, kind, paged, tmp_path, monkeypatch):
    monkeypatch.setenv("TILELANG_CACHE_DIR", str(tmp_path / "cache"))
    B, H, Hk, D, L = 4, 32, 8, 128, 4096
    shape = (1024, 64, Hk, D) if paged else (B, L, Hk, D)
    sshape = {None: (1,), "tensor": (1,), "token": (*shape[:3], 1)}[kind]
    f = split_kv_factory(B, H, Hk, 1, D, "float16", cdtype, shape, sshape, "float32" if kind != "token" else "float16",
                         kind, D, paged, 64, 16, 1 / math.sqrt(D), True, block_N=64)
    kernel = tilelang.compile(f, target="cuda", arch=arch)
    src = kernel.get_kernel_source()
    assert kernel.cuda.arch == arch and kernel.cuda.cubin[:4] == b"\x7fELF"
    body = src.split("split_kv_kernel", 1)[1]
    assert "mma_m16n8k16" in body  # (P V: 16 query rows, below wgmma's m64)
    if cdtype == "float16":  # q's dtype: straight into the mma's tiles, no decode
        assert "Kq_s" not in body and "K_f" not in body and "wgmma" not in body
    else:  # the decoded keys are the scores gemm's register operand: no shared K tile
        assert "K_s" not in body and "K_f" in body
        # the values too for 8-bit codes (a lane's 4 output columns of a key: one word)
        assert ("V_s" in body) == (cdtype == "int4")
        # sm_90a: wgmma's register form (K^T's 64 keys as its m64, the query rows its n)
        assert ("wgmma.mma_async" in body) == (arch == "sm_90a")
    # an int4 cache's per-token scales of every kv head: a slab a step, by cp.async (16 bytes a token)
    assert ("KSl_s" in body) == (kind == "token" and cdtype == "int4")
    tiles = [line for line in body.splitlines() if "cp_async<" in line and "Sl_s" not in line]
    if arch == "sm_90a" and cdtype != "int4":  # the tiles by TMA (K_s, V_s in 128-byte panels); int4 cp.async
        assert "tl::tma_load(" in body and not tiles
    else:
        assert tiles and all("cp_async<16>" in line for line in tiles)
    # the cache's codes decode a word of them at a time, never an element through a table
    # (float8's __constant__ table serialized a warp's lookups: 20x slower than int8)
    word = {"float16": None, "int4": "tl::dequant_i4", "int8": "tl_dw_int8_f16(",
            "float8_e4m3fn": "tl_dw_float8_e4m3fn_cvt_f16(" if arch != "sm_80" else "tl_dw_float8_e4m3fn_f16("}[cdtype]
    assert word is None or word in body
    assert "tl_decw_" not in body  # (no element decode: the permuted key columns read whole words too)
    assert "tl_dec_float8_e4m3fn[" not in body


BIG_CACHES = [("float16", None, False, "sm_90a"), ("float16", None, True, "sm_80"), ("int4", "token", True, "sm_80"),
              ("float8_e4m3fn", "tensor", True, "sm_90a")]


@pytest.mark.parametrize("cdtype,kind,paged,arch", BIG_CACHES,
                         ids=[f"{b[0]}-{'paged' if b[2] else 'contig'}-{b[3]}" for b in BIG_CACHES])
def test_cache_over_2_31_elements_builds_with_64_bit_offsets_into_it(cdtype, kind, paged, arch, tmp_path,
                                                                      monkeypatch):
    """A cache of 2^31 elements (bytes for int4) -- 64 sequences of 32k tokens, or a page
    pool as large -- is one kernel call: the split kernel's cache shape is static, so its
    offsets into the cache (and only there) are 64-bit; the others stay 32-bit.  On sm_90a
    the cache tiles but packed int4's arrive by TMA (a tensor map: 64-bit dims, no offsets
    in the code)."""
    monkeypatch.setenv("TILELANG_CACHE_DIR", str(tmp_path / "cache"))
    B, H, Hk, D = 64, 32, 8, 128
    pages = 2**16 if cdtype == "int4" else 2**15
    shape = (pages, 64, Hk, D) if paged else (B, 32768, Hk, D)
    sshape = {None: (1,), "tensor": (1,), "token": (*shape[:3], 1)}[kind]
    f = split_kv_factory(B, H, Hk, 1, D, "float16", cdtype, shape, sshape, "float32" if kind != "token" else "float16",
                         kind, D, paged, 512, 16, 1 / math.sqrt(D), True, block_N=64)
    kernel = tilelang.compile(f, target="cuda", arch=arch)
    assert kernel.cuda.cubin[:4] == b"\x7fELF"
    body = kernel.get_kernel_source().split("split_kv_kernel", 1)[1]

    def lines(name):
        return [ln for ln in body.splitlines() if re.search(rf"\b{name}(\[| \+ )", ln)]

    if arch == "sm_90a" and cdtype != "int4":
        assert "tl::tma_load(" in body and not lines("KC") and not lines("VC")
    else:
        for name in ("KC", "VC"):
            assert lines(name) and all("(long long)" in ln for ln in lines(name)), name
    for name in ("Q", "Opart", "Lse") + (("KS", "BT") if kind == "token" else ()):
        assert lines(name) and not any("long long" in ln for ln in lines(name)), name


# ---- on a GPU ------------------------------------------------------------------------------------
GPU_CASES = [(1, 4096, 0), (8, 8192, 0), (4, 32768, 256), (2, 16384, 16), (32, 2048, 0), (33, 1024, 16)]


@pytest.mark.gpu
@pytest.mark.skipif(not torch.cuda.is_available(), reason="needs a CUDA GPU")
@pytest.mark.parametrize("fmt", ["fp16", "fp8-token", "fp8-tensor", "int8", "int4", "int4-g32"])
@pytest.mark.parametrize("B,L,paged", GPU_CASES, ids=[f"b{b}-{l // 1024}k-{'paged' + str(p) if p else 'contig'}"
                                                      for b, l, p in GPU_CASES])
def test_gpu_against_sdpa(fmt, B, L, paged):
    H, Hk, D = 32, 8, 128
    lens = [L - 13 * b for b in range(B)]
    kc, vc, ks, vs, bt, cd, kv, vv = make_cache(fmt, B, L, Hk, D, lens, paged, device="cuda")
    q = torch.randn(B, 1, H, D, device="cuda").half()
    out = torch.full_like(q, float("nan"))
    o = decode_attention(q, kc, vc, torch.tensor(lens, dtype=torch.int32, device="cuda"), k_scales=ks, v_scales=vs,
                         block_table=bt, cache_dtype=cd, out=out)
    for b, n in enumerate(lens):  # SDPA on the dequantized fp16 cache, in float32
        kf = kv[b, :n].half().float().transpose(0, 1).repeat_interleave(H // Hk, 0)
        vf = vv[b, :n].half().float().transpose(0, 1).repeat_interleave(H // Hk, 0)
        ref = torch.nn.functional.scaled_dot_product_attention(q[b].float().transpose(0, 1), kf, vf)
        err = float((o[b].float().transpose(0, 1) - ref).norm() / ref.norm())
        assert torch.isfinite(o[b]).all() and err < TOL[torch.float16], (b, err)


@pytest.mark.parametrize("bits", [4, 8])
def test_word_order_column_is_the_dequant_permutations_column_map(bits):
    """``word_order_column`` (whose words the decoded keys' columns are taken in, a lane's
    side by side: ``lane_word_column``) computes ``make_lowbit_dequant_permutation``'s
    storage column for every column."""
    from tilelang.layout import make_lowbit_dequant_permutation
    from tilelang.ops.decode_kernels import word_order_column

    n, K = 32 // bits, 128
    import tilelang.language as T

    @T.prim_func
    def cols(Out: T.Tensor((K,), "int32")):
        with T.Kernel(1, threads=32) as _:
            for c in T.Parallel(K):
                Out[c] = word_order_column(c, n)

    got = tilelang.compile(cols, out_idx=[0], target="cpu")().tolist()
    want = [make_lowbit_dequant_permutation(1, K, bits).forward(0, c)[1] for c in range(K)]
    assert got == want and sorted(got) == list(range(K))


@pytest.mark.parametrize("tile,stages", [((64, 128, 1), 3), ((64, 64, 2), 4)])
def test_sim_more_pipeline_stages(tile, stages, monkeypatch):
    """``TILELANG_DECODE_STAGES`` (``_stages``) deepens the split kernel's pipeline: the
    wide batch-1 tile and the two-heads tile at 3-4 stages, thread by thread on sm_90a,
    ragged lengths (0 too) against float64."""
    mod = sys.modules["tilelang.ops.decode_attention"]
    monkeypatch.setattr(mod, "cuda_arch", lambda target: "sm_90a")
    monkeypatch.setattr(mod, "_tile", lambda *a: tile)
    monkeypatch.setattr(mod, "_stages", lambda *a: stages)
    run("int4", [150, 70, 0], target="sim", num_splits=2, D=128, H=8, Hk=2)


@pytest.mark.parametrize("fmt,tile,paged", [("int4", (32, 32, 1), 0), ("int4", (32, 64, 2), 16), ("fp8-token", (32, 64, 1), 0),
                                            ("int8-g32", (32, 64, 1), 0), ("fp8-tensor", (64, 128, 1), 0)])
def test_sim_late_values(fmt, tile, paged, monkeypatch):
    """``TILELANG_DECODE_LATE_VALUES=1``: the value tile decoded after the softmax, just
    before P V (fewer registers live through the scores) -- thread by thread on sm_90a,
    every cache kind's value path (registers, the shared tile, zeroed rows past the end of
    an fp8 cache), ragged lengths with 0, against float64; and the CUDA differs from the
    default's only where asked."""
    mod = sys.modules["tilelang.ops.decode_attention"]
    monkeypatch.setattr(mod, "cuda_arch", lambda target: "sm_90a")
    monkeypatch.setattr(mod, "_tile", lambda *a: tile)
    monkeypatch.setenv("TILELANG_DECODE_LATE_VALUES", "1")
    run(fmt, [45, 0, 33], paged=paged, target="sim", num_splits=2, D=128, H=8, Hk=2)
    shape, sshape = (2, 64, 8, 128), (2, 64, 8, 1)
    early, late = (split_kv_factory(2, 32, 8, 1, 128, "float16", "int4", shape, sshape, "float16", "token", 128,
                                    False, 1, 2, 0.1, True, block_N=32, threads=32, late_values=v) for v in (False, True))
    text = [str(tilelang.lower(f)) for f in (early, late)]
    assert text[0] != text[1]


def test_the_wide_int4_tile_stores_its_decoded_values_in_the_decodes_order(monkeypatch):
    """The batch-1 tile (4 warps: a lane's 4 output columns of a key are half a word of int4
    codes, so the values go through the shared tile): each thread's word decodes straight
    into the value fragment -- the tile's columns are taken in dequant_i4's order, and P V's
    output is written back to its channels -- where, taken in channel order, the 8 decoded
    halves were shuffled and went out 2 bytes at a time (56 STS.U16 a step).  Thread by
    thread on the simulator, ragged lengths with 0, against float64."""
    shape, sshape = (1, 256, 8, 128), (1, 256, 8, 1)
    f = split_kv_factory(1, 32, 8, 1, 128, "float16", "int4", shape, sshape, "float16", "token", 128, False, 1, 4,
                         0.1, True, block_N=64, threads=128)
    body = tilelang.compile(f, target="cuda", arch="sm_90a").get_kernel_source().split("split_kv_kernel", 1)[1]
    assert "V_s" in body and "half decoded[" not in body
    assert body.count("tl::dequant_i4<true>(") == 2  # (one loop of words each, keys and values)
    mod = sys.modules["tilelang.ops.decode_attention"]
    monkeypatch.setattr(mod, "cuda_arch", lambda target: "sm_90a")
    monkeypatch.setattr(mod, "_tile", lambda *a: (64, 128, 1))
    run("int4", [150, 0, 77], target="sim", num_splits=2, D=128, H=8, Hk=2)


def test_the_narrow_tiles_values_decode_from_two_tokens_words_spliced(monkeypatch):
    """The batch-8 int4 tile (2 warps over 64 keys): the decoded values are P V's register
    operand, whose registers each hold one channel of two consecutive tokens.  The two
    tokens' words are spliced by halves before the decode (``fast_dequant._paired_groups``:
    the low halves one word, the high halves another), so each decoded pair is a whole
    register -- where each pair was assembled from two words' decodes (4 ``PRMT`` a
    word, sm_90a: the key loop 925 -> 888 SASS instructions a step).  Thread by thread
    on the simulator against float64, ragged lengths with 0."""
    shape, sshape = (2, 256, 8, 128), (2, 256, 8, 1)
    f = split_kv_factory(2, 32, 8, 1, 128, "float16", "int4", shape, sshape, "float16", "token", 128, False, 1, 4,
                         0.1, True, block_N=64, threads=64)
    body = tilelang.compile(f, target="cuda", arch="sm_90a").get_kernel_source().split("split_kv_kernel", 1)[1]
    assert "V_s" not in body  # (the values in registers)
    assert len(re.findall(r"\(v_\d+ << 16u\)", body)) == 8 and len(re.findall(r"& 4294901760u\)", body)) == 8
    mod = sys.modules["tilelang.ops.decode_attention"]
    monkeypatch.setattr(mod, "cuda_arch", lambda target: "sm_90a")
    monkeypatch.setattr(mod, "_tile", lambda *a: (64, 64, 1))
    run("int4", [150, 0, 77], target="sim", num_splits=2, D=128, H=8, Hk=2)


def test_the_kernels_build_with_fast_math_on_a_gpu_unless_turned_off(monkeypatch):
    """``_fast_math``: the decode kernels' ``exp2`` one approximate instruction, as
    FlashAttention builds them; ``TILELANG_FAST_MATH=0`` keeps them IEEE; the
    interpreters are IEEE either way."""
    mod = sys.modules["tilelang.ops.decode_attention"]
    monkeypatch.delenv("TILELANG_FAST_MATH", raising=False)
    assert mod._fast_math("cuda") and not mod._fast_math("sim") and not mod._fast_math("cpu")
    monkeypatch.setenv("TILELANG_FAST_MATH", "0")
    assert not mod._fast_math("cuda")
    built = []
    monkeypatch.setattr(mod, "jit", lambda factory, **kw: built.append(kw) or (lambda *a, **k: None))
    monkeypatch.setattr(mod, "_JITS", {})
    for fast in (False, True):
        mod._kernels.__wrapped__(2, 8, 2, 1, 64, "float16", "int4", (2, 64, 2, 64), (2, 64, 2, 1), "float16",
                                 "token", 64, False, 1, 2, 0.1, True, "cuda", "sm_90a", (64, 64, 1), fast_math=fast)
    assert [kw["fast_math"] for kw in built] == [False, False, True, True]


