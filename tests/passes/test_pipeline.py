"""``pipeline``: multi-buffered producers run ahead; correct for every stage count and
for trip counts below it, checked on the simulator (races and results)."""

import re

import pytest
import torch

import tilelang
import tilelang.language as T
import kernels
from irchecks import check_ir


def gemm(M, N, K, stages):
    """C = A @ B (fp16) in 32 x 32 x 32 blocks (kernels.gemm)."""
    return kernels.gemm(M, N, K, 32, 32, 32, stages)


def test_staged_buffers_prologue_and_run_ahead():
    text = str(tilelang.lower(gemm(64, 64, 128, 3), until="pipeline"))
    check_ir(text, r"%A_s = alloc_shared : shared<\[96, 32\], float16",
             r"%B_s = alloc_shared : shared<\[96, 32\], float16")
    # the copies appear three times: two prologue stages and the run-ahead in the loop
    assert text.count("cp_async %A_s,") == 3 and text.count("cp_async %B_s,") == 3
    check_ir(text, r"cp_async_commit", r"cp_async_commit",                 # the prologue's two groups
             r"cp_async_wait \{pending = 1\}", r"barrier", r"cp_async %A_s", r"cp_async_commit", r"mma")
    assert "pipelined" not in text and text.count("mma %a_regs") == 2  # a 16x16 warp tile: 1 x 2 mma tiles
    # the stage is carried by the loop; the run-ahead fills the one before it
    check_ir(text, r"for .* \(%ko: index, %stage: index\)", r"cp_async_wait", r"= eq %stage, ",
             r"= select ", r"yield \[%\w+\]")
    # the run-ahead copies index with min(k + 2, trip - 1) and are predicated on the
    # trip count (no branch): bounded for the ranges, so their own bounds checks fold
    check_ir(text, r"cp_async_wait", r"(%\w+) = lt (%\w+), ", "NOT: ^\\s+if ", r"= min ")


def test_run_ahead_copies_need_no_bounds_checks_of_their_own():
    text = str(tilelang.lower(gemm(64, 64, 128, 3)))
    loop = text[text.index("cp_async_wait"):]
    # inside the loop one comparison, the trip-count guard that predicates the run-ahead;
    # the copies compare nothing else (without the min each had a bounds check on k),
    # and their clamped sources provably lie in the tensors: no address select
    assert loop.count("cp_async %A_s,") == 1
    check_ir(loop, r"= lt %\d+, %\d+ : bool", r"= min %\w+, %\w+ : index", "NOT: = lt ",
             r"cp_async %A_s, .*\{bytes = 16, src_in_bounds = true\}", "NOT: = lt ",
             r"cp_async %B_s, .*src_in_bounds = true")


@pytest.mark.parametrize("M,N,K,stages", [(64, 64, 32, 3), (64, 64, 160, 3), (64, 64, 128, 4), (40, 64, 96, 2)])
def test_pipelined_gemm_is_correct_on_the_simulator(M, N, K, stages):
    kernel = tilelang.compile(gemm(M, N, K, stages), out_idx=[-1], target="sim")
    a, b = torch.randn(M, K).half(), torch.randn(K, N).half()
    torch.testing.assert_close(kernel(a, b).float(), a.float() @ b.float(), rtol=2e-3, atol=2e-3)


def small_gemm(stages, K=None, unroll=False):
    """32 x 32 x K in 32-wide steps over a ``T.Pipelined`` loop of ``stages`` (``unroll``:
    ``unroll_stages=True``); K None: symbolic."""
    KK = T.dynamic("K") if K is None else K

    @T.prim_func
    def main(A: T.Tensor((32, KK), "float16"), B: T.Tensor((KK, 32), "float16"), C: T.Tensor((32, 32), "float16")):
        with T.Kernel(1, threads=128) as bx:
            a = T.alloc_shared((32, 32), "float16")
            b = T.alloc_shared((32, 32), "float16")
            c = T.alloc_fragment((32, 32), "float")
            T.clear(c)
            for k in T.Pipelined(T.ceildiv(KK, 32), num_stages=stages, unroll_stages=unroll):
                T.copy(A[0, k * 32], a)
                T.copy(B[k * 32, 0], b)
                T.gemm(a, b, c)
            T.copy(c, C)

    return main


def test_symbolic_trip_count():
    kernel = tilelang.compile(small_gemm(3), out_idx=[-1], target="sim")
    for k in (32, 64, 160):
        a, b = torch.randn(32, k).half(), torch.randn(k, 32).half()
        torch.testing.assert_close(kernel(a, b).float(), a.float() @ b.float(), rtol=2e-3, atol=2e-3)


def _sites(region, names, out):
    for i, op in enumerate(region.ops):
        if op.name in names:
            out.append((region, i, op.name))
        for r in op.regions():
            _sites(r, names, out)
    return out


@pytest.mark.parametrize("stages", [2, 3])
def test_every_barrier_and_wait_of_the_pipelined_gemm_is_needed(stages, monkeypatch):
    monkeypatch.setenv("TILELANG_SHARED_REUSE", "0")  # barriers that order byte reuse are invisible to the simulator
    func = gemm(64, 64, 128, stages)
    kernel = tilelang.compile(func, out_idx=[-1], target="sim")
    a, b = torch.randn(64, 128).half(), torch.randn(128, 64).half()
    torch.testing.assert_close(kernel(a, b).float(), a.float() @ b.float(), rtol=2e-3, atol=2e-3)
    lowered = kernel.module
    sites = _sites(lowered.funcs[0].body, ("barrier", "cp_async_wait"), [])
    assert {name for _, _, name in sites} == {"barrier", "cp_async_wait"}
    for n, (region, i, name) in enumerate(sites):
        if name == "cp_async_wait" and i > 0 and region.ops[i - 1].name == "for":
            continue  # the wait after the loop orders the stages' bytes before their reuse (as above)
        kernel.module = lowered.clone()
        region, i, _ = _sites(kernel.module.funcs[0].body, ("barrier", "cp_async_wait"), [])[n]
        del region.ops[i]
        with pytest.raises(tilelang.TileLangError, match="race|stale"):
            kernel(a.clone(), b.clone())


def gemm_row_max(stages):
    """Each iteration reduces the accumulator: the reduction stores computed totals in
    shared memory (under ``if`` at the loop's top level), which must not run ahead."""
    @T.prim_func
    def main(A: T.Tensor((64, 128), "float16"), B: T.Tensor((128, 64), "float16"), R: T.Tensor((64,), "float32")):
        with T.Kernel(1, threads=128) as bx:
            a = T.alloc_shared((64, 32), "float16")
            b = T.alloc_shared((32, 64), "float16")
            c = T.alloc_fragment((64, 64), "float")
            m = T.alloc_fragment((64,), "float")
            T.fill(m, -1e30)
            for k in T.Pipelined(4, num_stages=stages):
                T.copy(A[0, k * 32], a)
                T.copy(B[k * 32, 0], b)
                T.gemm(a, b, c, clear_accum=True)
                T.reduce_max(c, m, dim=1, clear=False)
            T.copy(m, R)
    return main


@pytest.mark.parametrize("stages", [2, 3])
def test_stores_of_computed_values_are_not_producers(stages):
    text = str(tilelang.lower(gemm_row_max(stages), until="pipeline"))
    check_ir(text, rf"%a = alloc_shared : shared<\[{64 * stages}, 32\], float16",
             r"%reduce_partials = alloc_shared : shared<\[64, 2\], float32>")  # one stage: a consumer
    a, b = torch.randn(64, 128).half(), torch.randn(128, 64).half()
    out = tilelang.compile(gemm_row_max(stages), out_idx=[-1], target="sim")(a, b)
    ref = torch.stack([(a[:, k * 32:(k + 1) * 32].float() @ b[k * 32:(k + 1) * 32].float()).amax(1)
                       for k in range(4)]).amax(0)
    torch.testing.assert_close(out, ref, rtol=1e-5, atol=1e-5)


def test_a_source_that_may_leave_the_tensor_keeps_its_address_clamp():
    # M = 40 with 32-row tiles: the second row block of A reads rows 32..63, past the
    # end, so A's run-ahead copy keeps its row check and is not marked in bounds; B's
    # rows are k * 32 + r with k clamped to the trip count: provably inside
    text = str(tilelang.lower(gemm(40, 64, 96, 2)))
    loop = text[text.index("cp_async_wait"):]
    a_copy = next(ln for ln in loop.splitlines() if "cp_async %A_s," in ln)
    b_copy = next(ln for ln in loop.splitlines() if "cp_async %B_s," in ln)
    assert "src_in_bounds" not in a_copy and "src_in_bounds = true" in b_copy
    from tilelang.backends.cuda.module_source import generate

    src, _ = generate(tilelang.lower(gemm(40, 64, 96, 2)))
    copies = [ln for ln in src.splitlines() if "tl::cp_async<" in ln]
    assert any("(const void*)A)" in ln for ln in copies)       # A's address kept in range
    assert not any("(const void*)B)" in ln for ln in copies)   # B's needs nothing


def test_read_only_consumers_keep_one_barrier_per_iteration():
    """The dequantizing int4 gemm: the dequant reads the B and scale stages, the mma the
    A stage; only the barrier at the top of the loop is needed."""
    text = str(tilelang.lower(kernels.lowbit_tile_gemm(20, 64, 256, 128, "int4", permute=True)))
    loop = text[text.index("(%ko: index, %stage: index)"):]
    loop = loop[:loop.index("yield")]
    assert loop.count("barrier") == 1 and "packed_load %B_shared" in loop and "mma" in loop


@pytest.mark.parametrize("arch", ["sm_80", "sm_90a"])
def test_a_lookup_table_read_in_the_loop_adds_no_barrier(arch):
    """The nf4 gemm decoding through a shared pair table (filled before the loop, only read
    in it: ``dequant_word``'s table) keeps the one barrier a k-step of the register decode's,
    and runs race-free on the simulator with the register decode's bits."""
    M, N, K, G = 16, 64, 512, 64
    gen = torch.Generator().manual_seed(7)
    q, s = tilelang.quantize(torch.randn(N, K, generator=gen).half(), "nf4", group_size=G)
    a = torch.randn(M, K, generator=gen).half()
    counts, outs = [], []
    for lookup in ("registers", "shared"):
        f = kernels.lowbit_tile_gemm(M, N, K, G, "nf4", permute=True, lookup_tables=lookup)
        text = str(tilelang.lower(f, arch=arch))
        loop = text[text.index("(%ko: index, %stage: index)"):]
        counts.append(loop[:loop.index("yield")].count("barrier"))
        outs.append(tilelang.compile(f, out_idx=[-1], target="sim", arch=arch)(a, q, s))
    assert "pair_table" in loop and counts == [1, 1], counts
    assert torch.equal(outs[0], outs[1])



def persistent_gemm(M, N, K, stages, tiles_per_block, block=64):
    """C = A @ B.T with each block taking ``tiles_per_block`` column tiles in turn: the
    pipelined loop runs once per tile (a persistent kernel's shape)."""

    @T.prim_func
    def main(A: T.Tensor((M, K), "float16"), B: T.Tensor((N, K), "float16"), C: T.Tensor((M, N), "float32")):
        with T.Kernel(T.ceildiv(N, block) // tiles_per_block, T.ceildiv(M, block), threads=128) as (bx, by):
            a = T.alloc_shared((block, block), "float16")
            b = T.alloc_shared((block, block), "float16")
            c = T.alloc_fragment((block, block), "float")
            for t in T.serial(tiles_per_block):
                T.clear(c)
                for k in T.Pipelined(T.ceildiv(K, block), num_stages=stages):
                    T.copy(A[by * block, k * block], a)
                    T.copy(B[(bx * tiles_per_block + t) * block, k * block], b)
                    T.gemm(a, b, c, transpose_B=True)
                T.copy(c, C[by * block, (bx * tiles_per_block + t) * block])
    return main


@pytest.mark.parametrize("arch", [None, "sm_90", "sm_90a"])  # cp.async; TMA with mma.sync; TMA with wgmma
@pytest.mark.parametrize("stages, K, tiles", [(2, 192, 2), (3, 192, 2), (4, 192, 2), (3, 320, 3), (5, 448, 2)])
def test_a_pipelined_loop_that_runs_again_is_correct(arch, stages, K, tiles):
    # 3-7 trips per run, 2-3 runs: the TMA waits count phases on across the runs (a
    # per-thread count of the runs' iterations), and the stages the last trips read (on
    # sm_90a with a wgmma group still in flight after the loop) are refilled by the next
    # run's prologue only after the barrier behind the loop
    N = 64 * tiles * 2
    kernel = tilelang.compile(persistent_gemm(64, N, K, stages, tiles), out_idx=[-1], target="sim", arch=arch)
    text = str(kernel.module)
    assert ("tma_load" in text) == (arch is not None)
    if arch:  # the count: made at the top, read before each run, advanced after it
        check_ir(text, r"%runs = alloc_var", r"for .*\(%t: index\)", r"load %runs", r"^\s+barrier( loc|$)",
                 r"store %runs")
    else:
        check_ir(text, r"for .*\(%t: index\)", r"cp_async_wait", r"^\s+barrier( loc|$)")
        assert "alloc_var" not in text
    a, b = torch.randn(64, K).half(), torch.randn(N, K).half()
    torch.testing.assert_close(kernel(a, b).double(), a.double() @ b.double().T, rtol=1e-4, atol=1e-4)


def _main_loop(text):
    """The lines of the pipelined loop (the one that waits on cp.async groups)."""
    lines = text.splitlines()
    start = next(i for i, ln in enumerate(lines) if ln.strip().startswith("for ") and
                 any("cp_async_wait" in x for x in lines[i:i + 3]))
    depth = len(lines[start]) - len(lines[start].lstrip())
    end = next(i for i in range(start + 1, len(lines)) if lines[i].startswith(" " * depth + "}"))
    return lines[start:end + 1]


@pytest.mark.parametrize("stages,K,guards", [(3, 192, 0), (3, 160, 2), (2, 96, 1), (4, 256, 0)])
def test_unroll_stages_puts_each_copy_of_the_body_on_a_constant_stage(stages, K, guards):
    """``unroll_stages``: the loop takes ``stages`` steps a trip, carries no stage, and its
    copies index the staged buffers with constants (no stage select, no stage multiply):
    the copies past the first run under a trip-count guard unless the trip count is a
    multiple of the stages.  The IR prints and parses back."""
    front = str(tilelang.lower(small_gemm(stages, K, unroll=True), until="layout-inference"))
    assert "unroll_stages = true" in front and str(tilelang.parse_ir(front)) == front
    loop = _main_loop(str(tilelang.lower(small_gemm(stages, K, unroll=True))))
    body = "\n".join(loop)
    assert "%stage" not in body and "(%k: index)" in loop[0]
    assert body.count("cp_async_wait") == stages and body.count("mma %a_regs") == 2 * stages
    assert "select" not in body  # (the carried stage's wrap and the run-ahead's stage - 1 were selects)
    assert sum(ln.strip().startswith("if ") for ln in loop) == guards
    const_steps = re.search(r"for %\w+, %\w+, (%\w+)", loop[0]).group(1)
    full = str(tilelang.lower(small_gemm(stages, K, unroll=True)))
    assert re.search(rf"{const_steps} = const {{value = {stages}}}", full)


@pytest.mark.parametrize("stages", [2, 3, 4])
def test_unroll_stages_is_correct_for_every_trip_count(stages):
    """On the simulator (results and races), static trip counts 1 to 5 and a symbolic one."""
    for K in (32, 64, 96, 128, 160):
        kernel = tilelang.compile(small_gemm(stages, K, unroll=True), out_idx=[-1], target="sim")
        a, b = torch.randn(32, K).half(), torch.randn(K, 32).half()
        torch.testing.assert_close(kernel(a, b).float(), a.float() @ b.float(), rtol=2e-3, atol=2e-3)
    kernel = tilelang.compile(small_gemm(stages, unroll=True), out_idx=[-1], target="sim")
    for K in (32, 96, 160):
        a, b = torch.randn(32, K).half(), torch.randn(K, 32).half()
        torch.testing.assert_close(kernel(a, b).float(), a.float() @ b.float(), rtol=2e-3, atol=2e-3)


@pytest.mark.parametrize("stages,unroll,ws,match", [(1, True, False, "unroll_stages needs num_stages >= 2"),
                                                     (2, 1, False, "unroll_stages must be True or False"),
                                                     (2, True, True, "no warp_specialize")])
def test_unroll_stages_refuses_what_it_cannot_unroll(stages, unroll, ws, match):
    with pytest.raises(tilelang.TileLangError, match=match):
        @T.prim_func
        def main(A: T.Tensor((64,), "float16"), C: T.Tensor((64,), "float16")):
            with T.Kernel(1, threads=32) as bx:
                s = T.alloc_shared((32,), "float16")
                for k in T.Pipelined(2, num_stages=stages, unroll_stages=unroll, warp_specialize=ws):
                    T.copy(A[k * 32], s)
                    T.copy(s, C[k * 32])


@pytest.mark.parametrize("arch", ["sm_80", "sm_90a"])
def test_unroll_stages_after_prefetch_fragments_is_correct(arch):
    """A 256-thread mma.sync gemm (sm_80: ``prefetch-fragments`` gives it a second register
    set and moves the wait) unrolled by its 3 stages: correct on the simulator for a trip
    count that is and one that is not a multiple of the stages."""
    for K in (96, 128):
        f = kernels.gemm(128, 128, K, 128, 128, 32, 3, 256, unroll_stages=True)
        assert "%stage" not in str(tilelang.lower(f, arch=arch))  # (no loop carries a stage)
        kernel = tilelang.compile(f, out_idx=[-1], target="sim", arch=arch)
        a, b = torch.randn(128, K).half(), torch.randn(K, 128).half()
        torch.testing.assert_close(kernel(a, b).float(), a.float() @ b.float(), rtol=2e-3, atol=2e-2)


@pytest.mark.parametrize("K", [192, 256, 320])
def test_unroll_stages_keeps_the_tma_copies_mbarrier_phases(K):
    """TMA tile copies (sm_90a): each copy of the body waits on its stage's mbarrier with
    the phase of its own iteration (computed from the cloned loop variable); correct on the
    simulator for 3, 4 and 5 trips of 3 stages."""
    f = kernels.gemm(64, 64, K, 64, 64, 64, 3, 128, trans_B=True, unroll_stages=True)  # (64 B a thread: TMA)
    text = str(tilelang.lower(f, arch="sm_90a"))
    assert "tma_load" in text and "%stage" not in text and text.count("mbarrier_wait") >= 3
    kernel = tilelang.compile(f, out_idx=[-1], target="sim", arch="sm_90a")
    a, b = torch.randn(64, K).half(), torch.randn(64, K).half()
    torch.testing.assert_close(kernel(a, b).float(), a.float() @ b.float().T, rtol=2e-3, atol=2e-2)
