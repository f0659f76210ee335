"""Decode attention's keys-major split kernel (``split_kv_factory(keys_major=True)``: S^T =
K Q^T and O^T = V^T P^T, the query rows the mma's n) and its raw keys (``T.raw_code``):
where each builds, the factory's refusals, and the op's output against float64 on cpu
and thread by thread on the simulator (``test_decode_attention.run``)."""

import sys

import pytest
import torch

import tilelang
from tilelang.ops.decode_kernels import split_kv_factory

from test_decode_attention import run


@pytest.mark.parametrize("target", ["cpu", "sim"])
@pytest.mark.parametrize("fmt,Sq,raw,hpc", [("int4", 1, "1", 1), ("int4", 2, "1", 1), ("int8", 1, "1", 1),
                                            ("int4", 1, "0", 1), ("fp8-token", 1, "1", 1), ("int4-g32", 1, "1", 1),
                                            ("int4", 1, "1", 2)])
def test_keys_major_keys_decode_raw(fmt, Sq, raw, hpc, target, monkeypatch):
    """Keys major with one scale a token, the keys decode raw (``T.raw_code``: m_c k + b_c,
    int4 into float16 m = 1 / 16 and b = 1032 / 1152 by the parity of the channel's place):
    q's channels scaled by 1 / m_c, the scores started from minus sum_c b_c / m_c q_c.  The
    lowering decodes the key words without their fmas (sm_90a: int4's key decode 4 fmas a
    word fewer, the values' untouched), asked for by ``TILELANG_DECODE_RAW_CODES=1`` (not
    planned yet) -- and ignored where they cannot be (a float cache, scales by group);
    ``=0`` the full decode.  Thread by thread on the simulator against float64, q at 3x the cache's scale
    (the bias sum ~1000x q), ragged lengths with 0; two kv heads a block too."""
    mod = sys.modules["tilelang.ops.decode_attention"]
    monkeypatch.setenv("TILELANG_DECODE_KEYS_MAJOR", "1")
    monkeypatch.setenv("TILELANG_DECODE_RAW_CODES", raw)
    monkeypatch.setattr(mod, "_JITS", {})
    mod._kernels.cache_clear()
    if target == "sim":
        monkeypatch.setattr(mod, "cuda_arch", lambda t: "sm_90a")
    monkeypatch.setattr(mod, "_tile", lambda *a: (64, 64, hpc))
    real = torch.randn
    monkeypatch.setattr(torch, "randn", lambda *a, **k: 3 * real(*a, **k))
    run(fmt, [150, 0, 77], target=target, num_splits=2, D=128, H=8, Hk=2, Sq=Sq)
    mod._kernels.cache_clear()


def test_raw_keys_only_where_they_decode(monkeypatch):
    """``raw_codes=True`` takes keys major, one scale a token and an integer cache with a
    raw decode (int4; int8 into float16): anything else is refused, naming what it takes.
    Where it is taken, the key words decode raw (``dequant_word`` raw: no fma), the values
    as before; not unless asked (not planned: benchmarks/RESULTS.md)."""
    from tilelang.ops.decode_plan import raw_keys

    shape, sshape = (2, 256, 8, 128), (2, 256, 8, 1)
    built = {}
    for r in (None, False, True):
        f = split_kv_factory(2, 32, 8, 1, 128, "float16", "int4", shape, sshape, "float16", "token", 128, False, 1,
                             4, 0.1, True, block_N=64, threads=64, keys_major=True, raw_codes=r)
        src = tilelang.compile(f, target="cuda", arch="sm_90a").get_kernel_source()
        built[r] = (src.count("tl_dw_int4_raw_f16(decoded"), src.count("tl::dequant_i4<true>("))
    # (a thread's 16 words of keys and 16 of values, unrolled)
    assert built == {None: (0, 32), False: (0, 32), True: (16, 16)}

    assert raw_keys("int4", "float16") == ((1.0, 1 / 16), (1032.0, 1152.0))
    assert raw_keys("int4", "bfloat16") == ((1.0, 1.0), (136.0, 136.0))
    assert raw_keys("int8", "float16") == ((1.0, 1.0), (1152.0, 1152.0))
    assert raw_keys("int8", "bfloat16") is None and raw_keys("float8_e4m3fn", "float16") is None
    shape = (2, 64, 8, 128)
    for scales, group, km in ((("token", 32), (2, 64, 8, 4), True), (("token", 128), (2, 64, 8, 1), False)):
        with pytest.raises(ValueError, match=r"raw_codes takes keys major, one scale a token"):
            split_kv_factory(2, 32, 8, 1, 128, "float16", "int4", shape, group, "float16", scales[0], scales[1],
                             False, 1, 2, 0.1, True, block_N=64, threads=64, keys_major=km, raw_codes=True)


@pytest.mark.parametrize("target", ["cpu", "sim"])
@pytest.mark.parametrize("fmt,paged,tile,Sq", [("int4", 0, (64, 64), 1), ("int4", 16, (32, 32), 2),
                                               ("int8", 0, (32, 64), 1), ("fp8-tensor", 32, (32, 64), 1),
                                               ("fp8-token", 0, (64, 128), 1), ("int4-g32", 0, (64, 64), 1),
                                               ("int8-g32", 32, (32, 64), 2), ("int4", 0, (64, 64, 2), 1),
                                               ("int4", 32, (64, 64, 2), 1), ("int8-g32", 0, (64, 64, 2), 1),
                                               ("fp8-tensor", 16, (32, 64, 2), 1), ("int4-d256", 16, (64, 64, 2), 1),
                                               ("int4", 16, (64, 64, 2), 1)])  # (the plan's at page 16)
def test_keys_major(fmt, paged, tile, Sq, target, monkeypatch):
    """The keys-major split kernel (``split_kv_factory(keys_major=True)``: S^T = K Q^T and O^T
    = V^T P^T, the GQA group's 4 query rows -- 8 with two causal query tokens -- the mma's
    n), forced on the interpreters (``TILELANG_DECODE_KEYS_MAJOR=1``; on a GPU it is the
    default where it builds, for one scale a token): the online softmax along the keys, the
    key / value scales by token (folded into the scores and P) or by group (in the decode),
    the masks of a partial block, paged and contiguous, one kv head a block or two (the
    group's 4 rows of each in the 8 columns, the other head's keys masked); thread by thread on the
    simulator (lowered for sm_90a, the value tile's words spliced), against float64 with
    ragged and empty sequences."""
    mod = sys.modules["tilelang.ops.decode_attention"]
    monkeypatch.setenv("TILELANG_DECODE_KEYS_MAJOR", "1")
    built = []
    monkeypatch.setattr(mod, "split_kv_factory", lambda *a, **k: built.append(k["keys_major"]) or
                        split_kv_factory(*a, **k))
    monkeypatch.setattr(mod, "_JITS", {})
    mod._kernels.cache_clear()
    if target == "sim":
        monkeypatch.setattr(mod, "cuda_arch", lambda t: "sm_90a")
    hpc = tile[2] if len(tile) > 2 else 1
    monkeypatch.setattr(mod, "_tile", lambda *a: (min(tile[0], paged * hpc) if paged else tile[0], tile[1], hpc))
    fmt, D = (fmt[:-5], 256) if fmt.endswith("-d256") else (fmt, 128)  # (head_dim 256: 128-byte rows of int4)
    run(fmt, [19, 70, 0], paged=paged, target=target, num_splits=2, D=D, H=8, Hk=2, Sq=Sq)
    assert built == [True]
    mod._kernels.cache_clear()  # (the kernels built with the patched factory)


def test_keys_major_only_where_it_builds(monkeypatch):
    """``takes_keys_major``: a quantized cache, at most 8 query rows over the block's kv heads,
    whole words of value codes a lane, 16 keys a warp; the factory refuses anything else,
    naming what it takes.  The op plans it on a GPU wherever it builds (timed), on the
    interpreters only where forced."""
    from tilelang.ops.decode_plan import takes_keys_major

    base = dict(dtype="float16", cdtype="int4", scale_kind="token", group=128, head_dim=128, rows=4, block_N=64,
                threads=64)
    assert takes_keys_major(**base)
    assert takes_keys_major(**dict(base, cdtype="int8", threads=128))  # (4 codes a word: 32 columns a warp do)
    assert takes_keys_major(**dict(base, group=32))
    assert takes_keys_major(**dict(base, heads_per_block=2))  # (4 rows a head: 8 in all)
    for change in (dict(rows=16), dict(threads=128), dict(block_N=16), dict(heads_per_block=4),
                   dict(rows=8, heads_per_block=2),
                   dict(late_values=True), dict(cdtype="float16", scale_kind=None)):
        assert not takes_keys_major(**dict(base, **change)), change
    shape = (2, 64, 8, 128)
    with pytest.raises(ValueError, match=r"keys_major takes a quantized cache \(int4, scales 'token'\), at most 8 query rows"):
        split_kv_factory(2, 32, 8, 1, 128, "float16", "int4", shape, (2, 64, 8, 4), "float16", "token", 32, False,
                         1, 2, 0.1, True, block_N=64, threads=128, keys_major=True)
    from types import SimpleNamespace

    mod = sys.modules["tilelang.ops.decode_attention"]
    monkeypatch.delenv("TILELANG_DECODE_KEYS_MAJOR", raising=False)
    token, grouped = (SimpleNamespace(fmt="int4", scale_kind="token", group=g) for g in (128, 32))

    def keys_major(target, c):  # (as the op asks it: the environment read at the call)
        return mod._keys_major(target, "float16", c.fmt, c.scale_kind, c.group, 128, 4, (64, 64, 1), False,
                               mod.plan_override("decode_keys_major"))

    assert keys_major("cuda", token)
    assert keys_major("cuda", grouped)
    assert not keys_major("sim", token)
    monkeypatch.setenv("TILELANG_DECODE_KEYS_MAJOR", "1")
    assert keys_major("cuda", grouped)
    assert keys_major("sim", token)
    monkeypatch.setenv("TILELANG_DECODE_KEYS_MAJOR", "0")
    assert not keys_major("cuda", token)


@pytest.mark.parametrize("n,dim", [(8, 64), (8, 128), (8, 256), (4, 64), (4, 128), (4, 256)])
def test_a_lanes_key_words_of_a_row_are_side_by_side(n, dim):
    """``lane_word_column`` (the cache channel of the scores gemm's column c, int4 n = 8 /
    8-bit n = 4 codes a word) is a permutation of the channels in which each lane's columns
    of a row -- mma columns 2t, 2t + 1, 2t + 8, 2t + 9 of every 16-wide k tile, t = lane % 4
    -- are whole words (the word decode's) and one run of consecutive words (one wide
    shared load: 4 LDS -> 1 LDS.128 for int4 at head_dim 128)."""
    import tilelang.language as T
    from tilelang.ops.decode_kernels import lane_word_column

    @T.prim_func
    def cols(Out: T.Tensor((dim,), "int32")):
        with T.Kernel(1, threads=32) as _:
            for c in T.Parallel(dim):
                Out[c] = lane_word_column(c, n, dim)

    got = tilelang.compile(cols, out_idx=[0], target="cpu")().tolist()
    assert sorted(got) == list(range(dim))
    for t in range(4):
        mine = [c for c in range(dim) if c % 8 // 2 == t]
        words = sorted({got[c] // n for c in mine})
        assert len(mine) == len(words) * n  # whole words
        assert words == list(range(words[0], words[0] + len(words)))  # side by side


def test_the_keys_words_load_16_bytes_at_a_time():
    """Static SASS of the keys-major int4 kernel (the planned two-warp tile, sm_90a, no GPU):
    with a lane's key words side by side they come as 128-bit shared loads -- the kernel's
    32-bit ones 38 -> 22, its 128-bit ones 2 -> 6, and its loop 704 -> 685 instructions a
    step (benchmarks/RESULTS.md)."""
    from tilelang.backends.cuda.sass import disassemble, instructions, nvdisasm_path

    if nvdisasm_path() is None:
        pytest.skip("needs nvdisasm (pip install nvidia-cuda-nvdisasm)")
    B, L, Hk, D = 16, 32768, 8, 128
    f = split_kv_factory(B, 32, Hk, 1, D, "float16", "int4", (B, L, Hk, D), (B, L, Hk, 1), "float16", "token", D,
                         False, 1, 12, 0.088, True, block_N=64, num_stages=2, threads=64, pdl=True, keys_major=True)
    sass = disassemble(tilelang.compile(f, out_idx=None, target="cuda", arch="sm_90a").cuda.cubin)
    ops = [t.split()[1] if t.startswith("@") else t.split()[0] for t in instructions(sass)]
    assert ops.count("LDS.128") >= 6 and ops.count("LDS") <= 24, (ops.count("LDS.128"), ops.count("LDS"))


def test_thread_sums_leave_the_key_loop_one_exchange_fewer():
    """``thread_sums`` (keys major: the softmax's denominators a thread's own, summed across
    the keys after the loop): static SASS of the two-heads int4 tile (sm_90a, no GPU) -- the
    key loop's barriers 5 -> 4 and its shuffles 12 -> 6; planned for int4 but on the one-head
    two-warp tile (None: the factory's rule), refused without keys major.  Their results:
    ``test_keys_major`` (the (32, 32) and two-heads int4 tiles take them, the others not)."""
    from tilelang.backends.cuda.sass import disassemble, hottest_loop, nvdisasm_path
    from tilelang.ops.decode_kernels import split_kv_factory as factory

    B, L, Hk, D = 16, 131072, 8, 128
    args = (B, 32, Hk, 1, D, "float16", "int4", (B, L, Hk, D), (B, L, Hk, 1), "float16", "token", D, False, 1, 12,
            0.088, True)
    with pytest.raises(ValueError, match="thread_sums takes keys_major"):
        factory(*args, block_N=64, threads=64, keys_major=False, thread_sums=True)

    def source(deferred_sums=False, **k):
        return tilelang.compile(factory(*args, block_N=64, num_stages=2, pdl=True, keys_major=True, **k),
                                out_idx=None, target="cuda", arch="sm_90a", fast_math=True,
                                deferred_sums=deferred_sums)

    def same(a, b):
        return a.get_kernel_source() == b.get_kernel_source()

    assert same(source(threads=64, heads_per_block=2), source(threads=64, heads_per_block=2, thread_sums=True))
    assert same(source(threads=64), source(threads=64, thread_sums=False))
    if nvdisasm_path() is None:
        pytest.skip("needs nvdisasm (pip install nvidia-cuda-nvdisasm)")
    counts = {}
    for on, deferred in ((False, False), (True, False), (False, True)):
        kernel = source(threads=64, heads_per_block=2, thread_sums=on, deferred_sums=deferred)
        loop = hottest_loop(disassemble(kernel.cuda.cubin), "MMA")
        ops = [t.split()[1] if t.startswith("@") else t.split()[0] for t in loop]
        counts[on, deferred] = (sum(o.startswith("BAR.SYNC") for o in ops), sum(o.startswith("SHFL") for o in ops))
    # (the compiler's deferred sums -- the ``deferred_sums`` option -- do the same for the plain kernel)
    assert counts == {(False, False): (5, 12), (True, False): (4, 6), (False, True): (4, 6)}, counts


@pytest.mark.parametrize("forced,keys_major,want", [(None, "1", None), ("1", "1", True), ("0", "1", False),
                                                    ("1", "0", None)])
def test_thread_sums_can_be_forced_for_measuring(forced, keys_major, want, monkeypatch):
    """``TILELANG_DECODE_THREAD_SUMS`` ("1" / "0", read at each call: ``decode_attention.py
    --thread-sums``) reaches the split kernel's factory where it is keys major; unset, or
    without keys major, the factory's own rule decides (None).  The forced kernels' results
    on cpu: against float64."""
    mod = sys.modules["tilelang.ops.decode_attention"]
    monkeypatch.setenv("TILELANG_DECODE_KEYS_MAJOR", keys_major)
    if forced is None:
        monkeypatch.delenv("TILELANG_DECODE_THREAD_SUMS", raising=False)
    else:
        monkeypatch.setenv("TILELANG_DECODE_THREAD_SUMS", forced)
    built = []
    monkeypatch.setattr(mod, "split_kv_factory", lambda *a, **k: built.append(k["thread_sums"]) or
                        split_kv_factory(*a, **k))
    monkeypatch.setattr(mod, "_JITS", {})
    mod._kernels.cache_clear()
    monkeypatch.setattr(mod, "_tile", lambda *a: (64, 64, 1))
    run("int4", [90, 0, 33], target="cpu", num_splits=2, D=128, H=8, Hk=2)
    assert built == [want]
    mod._kernels.cache_clear()


@pytest.mark.parametrize("target", ["cpu", "sim"])
@pytest.mark.parametrize("fmt,tile,qscale", [("int4", (64, 64, 1), 1), ("int4", (64, 64, 1), 12),
                                             ("int4", (64, 64, 2), 12), ("int8", (32, 64, 1), 12),
                                             ("int4", (32, 32, 1), 12), ("fp8-token", (64, 128, 1), 12)])
def test_lazy_max(fmt, tile, qscale, target, monkeypatch):
    """``lazy_max`` (``TILELANG_DECODE_LAZY_MAX=1``): the running max moves only in a step
    where some score passes it by more than 2^8 (``LAZY_HEADROOM``, log2 units), which the
    block votes on (``T.block_any``); then the exchange and the rescale of all so far.
    Queries at 12x the scale put the steps' maxima far apart (the slow path taken again
    and again, and P up to 2^8 against a stale max between); thread by thread on the
    simulator against float64, with and without the denominators a thread's own."""
    mod = sys.modules["tilelang.ops.decode_attention"]
    monkeypatch.setenv("TILELANG_DECODE_KEYS_MAJOR", "1")
    monkeypatch.setenv("TILELANG_DECODE_LAZY_MAX", "1")
    built = []
    monkeypatch.setattr(mod, "split_kv_factory", lambda *a, **k: built.append((k["lazy_max"], k["thread_sums"])) or
                        split_kv_factory(*a, **k))
    monkeypatch.setattr(mod, "_JITS", {})
    mod._kernels.cache_clear()
    if target == "sim":
        monkeypatch.setattr(mod, "cuda_arch", lambda t: "sm_90a")
    monkeypatch.setattr(mod, "_tile", lambda *a: tile)
    real = torch.randn
    monkeypatch.setattr(torch, "randn", lambda *a, **k: (qscale if len(a) == 4 and a[1] <= 2 else 1) *
                        real(*a, **k))  # (q: (B, Sq, H, D))
    for sums in ("1", "0"):
        monkeypatch.setenv("TILELANG_DECODE_THREAD_SUMS", sums)
        run(fmt, [300, 0, 129], target=target, num_splits=2, D=128, H=8, Hk=2)
    assert built == [(True, True), (True, False)]
    mod._kernels.cache_clear()


def test_lazy_max_steps_pay_one_barrier_fewer():
    """The lazy max's fast path (CUDA source of the two-heads int4 tile with the
    denominators a thread's own, sm_90a): P stored before the vote, which is its barrier --
    the gemm after it in the vote's else branch has no barrier of its own, and a step's
    barriers are 3, the vote counted, against 4 without the lazy max; the step that
    moves the max stores P apart (``P2_s``) and gemms in its branch.  Refused without keys
    major."""
    from tilelang.ops.decode_kernels import split_kv_factory as factory

    B, L, Hk, D = 16, 131072, 8, 128
    args = (B, 32, Hk, 1, D, "float16", "int4", (B, L, Hk, D), (B, L, Hk, 1), "float16", "token", D, False, 1, 12,
            0.088, True)
    with pytest.raises(ValueError, match="lazy_max takes keys_major"):
        factory(*args, block_N=64, threads=64, keys_major=False, lazy_max=True)

    def loop(lazy):
        src = tilelang.compile(factory(*args, block_N=64, threads=64, heads_per_block=2, keys_major=True,
                                       thread_sums=True, lazy_max=lazy), target="cuda", arch="sm_90a").get_kernel_source()
        lines = [ln for ln in src.splitlines() if not ln.startswith("#line")]
        start = next(i for i, ln in enumerate(lines) if ln.startswith("  for (int kb = 0;"))
        end = next(i for i in range(start + 1, len(lines)) if lines[i] == "  }")
        return lines[start + 1:end]

    def top_level_barriers(body):
        return sum(ln == "    __syncthreads();" for ln in body)

    lazy, plain = loop(True), loop(False)
    vote = next(i for i, ln in enumerate(lazy) if "__syncthreads_or(" in ln)
    other = next(i for i in range(vote, len(lazy)) if lazy[i] == "    } else {")
    fast = lazy[other + 1:next(i for i in range(other, len(lazy)) if lazy[i] == "    }")]
    assert any("mma_m16n8k16" in ln for ln in fast) and not any("__syncthreads" in ln for ln in fast)
    assert any("__syncthreads();" in ln for ln in lazy[vote + 1:other])  # (the slow path's own)
    # (4 a step without: the pipeline's two, the row maxima's exchange, P's; with: the two and the vote)
    assert (top_level_barriers(lazy) + 1, top_level_barriers(plain)) == (3, 4)
