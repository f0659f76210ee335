"""wgmma with a register operand (sm_90a): ``C = A @ B.T`` with B a fragment runs
transposed, ``C.T = B @ A.T``, the fragment being the wgmma's A (``wgmma_rs``); a gemm
whose A is a fragment (attention's P) takes it as the wgmma's A as it is (the fragment
form), and the copy that fills it from an accumulator moves each thread's registers.

The simulator reads a ``wgmma_rs``'s registers when the wait completes its group (the
latest the hardware may), so a register set rewritten while its wgmmas are in flight
gives wrong products here as on the GPU; the pipelined loop alternates two register
sets (unrolled twice) to keep one group in flight.
"""

import numpy as np
import pytest
import torch

import tilelang
import tilelang.language as T
from tilelang.layout import make_wgmma_operand_a
from tilelang.lowering.passes import run_pipeline

from int4_kit import int4_problem, run_int4_gemm
from interp_checks import rel_err


def matmul_rs(M, N, K, bm, bn, bk, stages, threads, dtype="float16"):
    """C = A @ (2 B).T with (2 B) computed into a register fragment: the register form."""

    @T.prim_func
    def main(A: T.Tensor((M, K), dtype), B: T.Tensor((N, K), dtype), C: T.Tensor((M, N), "float32")):
        with T.Kernel(T.ceildiv(N, bn), T.ceildiv(M, bm), threads=threads) as (bx, by):
            A_s = T.alloc_shared((bm, bk), dtype)
            B_s = T.alloc_shared((bn, bk), dtype)
            B_f = T.alloc_fragment((bn, bk), dtype)
            C_l = T.alloc_fragment((bm, bn), "float")
            T.clear(C_l)
            for ko in T.Pipelined(T.ceildiv(K, bk), num_stages=stages):
                T.copy(A[by * bm, ko * bk], A_s)
                T.copy(B[bx * bn, ko * bk], B_s)
                for i, j in T.Parallel(bn, bk):
                    B_f[i, j] = B_s[i, j] * T.cast(2.0, dtype)
                T.gemm(A_s, B_f, C_l, transpose_B=True)
            T.copy(C_l, C[by * bm, bx * bn])
    return main


def _names(module) -> set:
    return {op.name for op in module.walk()}


def _inputs(M, N, K, seed, dtype="float16", device="cpu"):
    g = torch.Generator(device=device).manual_seed(seed)
    t = getattr(torch, dtype)
    a = torch.randn(M, K, generator=g, device=device).to(t)
    b = torch.randn(N, K, generator=g, device=device).to(t)
    return a, b, a.double() @ (2 * b.double()).T


CONFIGS = [  # (bm, bn, bk, stages, threads): activations rows bm (the wgmma's N), weight rows bn
    (64, 64, 64, 2, 128),    # one warpgroup, one band, each iteration waits
    (128, 128, 64, 3, 256),  # two warpgroups
    (128, 128, 64, 4, 256),  # one group in flight: two register sets, the loop unrolled twice
    (16, 128, 32, 4, 128),   # two bands per warpgroup, n = 16
    (32, 64, 128, 5, 128),   # 256-byte rows of A: two 128-byte panels
]


@pytest.mark.parametrize("cfg", CONFIGS)
@pytest.mark.parametrize("dtype", ["float16", "bfloat16"])
def test_register_form_on_the_simulator_matches_float64(cfg, dtype):
    M, N, K = 128, 128, 256
    kernel = tilelang.compile(matmul_rs(M, N, K, *cfg, dtype=dtype), out_idx=[-1], target="sim", arch="sm_90a")
    names = _names(kernel.module)
    assert "wgmma_rs" in names and "mma" not in names and "stmatrix" not in names and "ldmatrix" not in names
    a, b, ref = _inputs(M, N, K, sum(cfg), dtype)
    c = kernel(a, b)
    assert torch.isfinite(c).all() and ((c.double() - ref).norm() / ref.norm()).item() < 1e-5


def test_the_operand_layout_holds_whole_dequant_words_and_inverts_in_closed_form():
    frag = make_wgmma_operand_a(128, 64, 2)
    i, j = np.meshgrid(np.arange(128), np.arange(64), indexing="ij")
    t, s = np.asarray(frag.thread_of(i, j)), np.asarray(frag.index_of(i, j)[0])
    assert len(set(zip(t.ravel(), s.ravel()))) == 128 * 64 and t.max() == 255 and s.max() == 31
    back_i, back_j = frag._inverse_hint(t, s)
    assert np.array_equal(back_i, i) and np.array_equal(back_j, j)
    # slots 8w .. 8w + 7 of a thread: one row, columns 2t + {0, 1, 8, 9, 16, 17, 24, 25} of a 32-block
    for thread in (0, 37, 200):
        for w in range(4):
            rows = {int(i[x, y]) for x, y in zip(*np.nonzero((t == thread) & (s // 8 == w)))}
            cols = sorted(int(j[x, y]) % 32 for x, y in zip(*np.nonzero((t == thread) & (s // 8 == w))))
            assert len(rows) == 1 and cols == [2 * (thread % 4) + d for d in (0, 1, 8, 9, 16, 17, 24, 25)]
    with pytest.raises(ValueError, match="multiple of 64"):
        make_wgmma_operand_a(96, 64, 1)


@pytest.mark.parametrize("m, k, groups", [(128, 80, 2), (64, 48, 1), (128, 176, 2)])
def test_an_odd_number_of_k_steps_orders_the_operand_by_k_step(m, k, groups):
    """K an odd number of 16-wide k-steps (attention's P over 80 or 176 keys): the registers
    by k-step, each step's four wgmma registers the slot pairs 0, 4, 2, 6 of its eight."""
    frag = make_wgmma_operand_a(m, k, groups)
    i, j = np.meshgrid(np.arange(m), np.arange(k), indexing="ij")
    t, s = np.asarray(frag.thread_of(i, j)), np.asarray(frag.index_of(i, j)[0])
    assert len(set(zip(t.ravel(), s.ravel()))) == m * k and s.max() == m * k // (128 * groups) - 1
    back_i, back_j = frag._inverse_hint(t, s)
    assert np.array_equal(back_i, i) and np.array_equal(back_j, j)
    for thread in (0, 37, 128 * groups - 1):
        lane, rows = thread % 32, thread % 128 // 32 * 16 + thread % 32 // 4
        for step in range(k // 16):
            for pair, (h, c) in zip((0, 4, 2, 6), ((0, 0), (8, 0), (0, 8), (8, 8))):  # a0..a3 of m64nNk16
                slot = 8 * step + pair
                at = [(int(i[x, y]), int(j[x, y])) for x, y in zip(*np.nonzero((t == thread) & (s == slot)))]
                assert at == [(thread // 128 * (m // groups) + rows + h, 16 * step + c + 2 * (lane % 4))]
    with pytest.raises(ValueError, match="K of 16"):
        make_wgmma_operand_a(64, 40, 1)


def test_the_pipelined_loop_alternates_two_register_sets():
    module = run_pipeline(matmul_rs(128, 128, 256, 64, 64, 64, 4, 128).module.clone(), arch="sm_90a")
    loop = next(op for op in module.walk() if op.name == "for" and any(o.name == "wgmma_rs" for o in op.walk()))
    sets = [op.A for op in loop.body.ops if op.name == "wgmma_rs"]
    assert len({id(v) for v in sets}) == 2  # iteration 2i reads one set, 2i + 1 the other
    waits = [op for op in loop.walk() if op.name == "wgmma_wait"]
    # each wait completes the other iteration's group (it keeps the other set live up to
    # it); the last trip waits for both groups (pending 1, then 0): none stays in flight
    assert [w.pending for w in waits] == [1, 1, 1, 0]
    assert waits[0].A is sets[-1] and waits[1].A is sets[0] and waits[2].A is sets[0] and waits[3].A is sets[-1]
    assert loop.step.owner.value == 2
    # an odd trip count keeps the plain loop: each iteration waits for its wgmmas
    odd = run_pipeline(matmul_rs(128, 128, 192, 64, 64, 64, 4, 128).module.clone(), arch="sm_90a")
    # (and after the loop the wait that redefines the accumulators for ptxas: wgmma-register-waits)
    assert [(op.pending, op.define_registers) for op in odd.walk() if op.name == "wgmma_wait"] == [(0, False),
                                                                                                 (0, True)]


def test_registers_rewritten_while_their_wgmma_is_in_flight_are_reported():
    from types import SimpleNamespace

    from tilelang.backends.sim import run_module

    M, N, K = 64, 64, 256
    module = run_pipeline(matmul_rs(M, N, K, 64, 64, 64, 4, 128).module.clone(), arch="sm_90a")
    loop = next(op for op in module.walk() if op.name == "for" and any(o.name == "wgmma_rs" for o in op.walk()))
    first, second = [op.A for op in loop.body.ops if op.name == "wgmma_rs"][::4][:2]
    for op in module.walk():  # one register set for both iterations: the decode overwrites in-flight operands
        for name, kind, _ in op._field_specs:
            if kind in ("operand", "opt_operand") and getattr(op, name) is second:
                setattr(op, name, first)
    a, b, ref = _inputs(M, N, K, 3)
    c = np.zeros((M, N), np.float32)
    # (the simulator tracks the registers of a wgmma in flight: the decode's write is reported,
    # not left to give wrong products)
    with pytest.raises(tilelang.TileLangError, match="in flight"):
        run_module(module, SimpleNamespace(values=[a.numpy(), b.numpy(), c], symbols={}))


def test_a_wait_that_names_other_registers_than_its_wgmmas_read_is_reported():
    # (the CUDA code keeps the named registers live up to the wait: naming the wrong set
    # lets NVCC reuse registers that in-flight wgmmas still read -- wrong on the GPU only)
    from types import SimpleNamespace

    from tilelang.backends.sim import run_module

    M, N, K = 64, 64, 256
    module = run_pipeline(matmul_rs(M, N, K, 64, 64, 64, 4, 128).module.clone(), arch="sm_90a")
    loop = next(op for op in module.walk() if op.name == "for" and any(o.name == "wgmma_rs" for o in op.walk()))
    waits = [op for op in loop.walk() if op.name == "wgmma_wait"]
    waits[0].A, waits[1].A = waits[1].A, waits[0].A
    a, b, _ = _inputs(M, N, K, 3)
    with pytest.raises(tilelang.TileLangError, match="completes wgmmas that read the registers"):
        run_module(module, SimpleNamespace(values=[a.numpy(), b.numpy(), np.zeros((M, N), np.float32)], symbols={}))


INT4_CONFIGS = [  # (block_M, block_N, block_K, stages, threads, split_k)
    (128, 128, 64, 4, 256, 1),
    (64, 128, 64, 4, 128, 2),
    (16, 64, 128, 2, 128, 1),
]


def _run_int4(cfg, M, N, K, G, target, device="cpu", runs=1, **options):
    from tilelang.ops.lowbit_kernels import gemm_factory

    bm, bn, bk, stages, threads, split = cfg
    f = gemm_factory(M, N, K, G, "int4", "float16", "float16", False, 0, True, block_M=bm, block_N=bn, block_K=bk,
                     num_stages=stages, threads=threads, split_k=split, b_wgmma=True, **options)
    kernel = tilelang.compile(f, target=target, arch="sm_90a" if target == "sim" else None)
    a, qw, s16, _, ref = int4_problem(M, N, K, G, sum(cfg), device)
    errs = []
    for _ in range(runs):  # a race would move the result between runs
        c = run_int4_gemm(kernel, a, qw, s16, N, bm, bn, split)
        assert torch.isfinite(c).all()
        errs.append(rel_err(c, ref))
    return kernel, errs


@pytest.mark.parametrize("cfg", INT4_CONFIGS)
def test_int4_gemm_decodes_into_wgmma_registers_on_the_simulator(cfg):
    kernel, errs = _run_int4(cfg, 128, 256, 512, 128, "sim")
    names = _names(kernel.module)
    assert "wgmma_rs" in names and "dequant_i4" in kernel.ir and "stmatrix" not in names
    assert max(errs) < 1e-3


@pytest.mark.parametrize("M", [1, 5, 16, 17, 32])
@pytest.mark.parametrize("n, k", [(8192, 8192), (28672, 8192)])  # 64-row tiles split 4 ways; 128-row tiles
def test_hoppers_small_m_plan_runs_correctly_on_the_simulator(M, n, k):
    # plan(wgmma=True) up to M = 32: the register form with the activations as wgmma's n16 /
    # n32 side (rows past M zero); its tiles on a problem the simulator runs in seconds
    from tilelang.ops import plan

    cfg = plan(M, n, k, 128, wgmma=True)[1]
    assert cfg["b_wgmma"] and cfg["block_M"] == (16 if M <= 16 else 32)
    tiles = (cfg["block_M"], cfg["block_N"], cfg["block_K"], cfg["num_stages"], cfg["threads"], min(cfg["split_k"], 2))
    kernel, errs = _run_int4(tiles, M, 2 * cfg["block_N"], 1024, 128, "sim")
    assert "wgmma_rs" in _names(kernel.module) and max(errs) < 1e-3


def test_hoppers_long_k_plan_hands_in_through_a_cluster_on_the_simulator():
    # plan(wgmma=True) at M = 65-128 with long K: two warpgroups on 128 x 128 tiles, K split
    # twice, the halves summed through the cluster's shared memory (rows past M unwritten)
    from tilelang.ops import plan

    cfg = plan(128, 8192, 28672, 128, wgmma=True)[1]
    assert cfg["split_cluster"] and cfg["split_k"] == 2
    tiles = (cfg["block_M"], cfg["block_N"], cfg["block_K"], cfg["num_stages"], cfg["threads"], cfg["split_k"])
    kernel, errs = _run_int4(tiles, 100, 128, 1280, 128, "sim", split_cluster=True)
    assert "cluster = [1, 1, 2]" in kernel.ir and "map_shared_rank" in kernel.ir and max(errs) < 1e-3


def _on_hopper():
    return torch.cuda.is_available() and torch.cuda.get_device_capability() == (9, 0)


@pytest.mark.gpu
@pytest.mark.skipif(not _on_hopper(), reason="needs an sm_90 GPU (H100 / H200)")
@pytest.mark.parametrize("cfg", INT4_CONFIGS + [(256, 128, 64, 4, 256, 1), (128, 256, 64, 4, 256, 1),
                                                (16, 256, 128, 3, 256, 2)])
def test_int4_register_form_on_the_gpu_matches_float64(cfg):
    kernel, errs = _run_int4(cfg, 512, 1024, 2048, 128, "cuda", "cuda", runs=3)
    assert "wgmma.mma_async" in kernel.get_kernel_source()
    assert max(errs) < 1e-3 and max(errs) - min(errs) < 1e-6


@pytest.mark.gpu
@pytest.mark.skipif(not _on_hopper(), reason="needs an sm_90 GPU (H100 / H200)")
@pytest.mark.parametrize("cfg", CONFIGS)
@pytest.mark.parametrize("dtype", ["float16", "bfloat16"])
def test_register_form_on_the_gpu_matches_float64(cfg, dtype):
    M, N, K = 256, 256, 512
    kernel = tilelang.compile(matmul_rs(M, N, K, *cfg, dtype=dtype), out_idx=[-1], target="cuda")
    assert "wgmma.mma_async" in kernel.get_kernel_source()
    a, b, ref = _inputs(M, N, K, sum(cfg), dtype, "cuda")
    for _ in range(3):
        c = kernel(a, b)
        assert torch.isfinite(c).all() and ((c.double() - ref).norm() / ref.norm()).item() < 1e-5


def test_a_b_fragment_annotated_for_mma_sync_keeps_the_mma_sync_gemm_and_its_shared_layouts():
    # the small-M int4 gemm annotates the mma.sync operand: on sm_90a it stays on mma.sync,
    # A keeps the ldmatrix-friendly swizzle (not wgmma's panels: its ldmatrix would fall
    # back to element loads -- 12x slower at 16 x 8192 x 8192 when that happened)
    from tilelang.ops import plan
    from tilelang.ops.lowbit_kernels import gemm_factory

    cfg = plan(16, 8192, 8192, 128)[1]  # (the mma.sync plan; Hopper's own takes wgmma at M = 16)
    f = gemm_factory(16, 8192, 8192, 128, "int4", "float16", "float16", False, 0, True, **cfg)
    hopper, plain = (run_pipeline(f.module.clone(), arch=arch) for arch in ("sm_90a", None))
    assert "ldmatrix" in _names(hopper) and not {"wgmma", "wgmma_rs"} & _names(hopper)
    layouts = [{op.result.name: op.result.type.layout for op in m.walk() if op.name == "alloc_shared"}
               for m in (hopper, plain)]
    assert layouts[0]["A_s"] == layouts[1]["A_s"]


# ---- the fragment form: A a fragment, B shared -------------------------------------------------
def scores_then_pv(M, N, D, threads, dtype="float16", mn_major=True):
    """O = cast(Q K^T) @ V with P = cast(S) a fragment: S in wgmma's accumulator, P its
    register A operand (``mn_major``: V stored (N, D), else (D, N) with transpose_B)."""
    v_shape = (N, D) if mn_major else (D, N)

    @T.prim_func
    def main(Q: T.Tensor((M, D), dtype), K: T.Tensor((N, D), dtype), V: T.Tensor(v_shape, dtype),
             O: T.Tensor((M, D), "float32")):
        with T.Kernel(1, threads=threads) as bx:
            Q_s = T.alloc_shared((M, D), dtype)
            K_s = T.alloc_shared((N, D), dtype)
            V_s = T.alloc_shared(v_shape, dtype)
            S = T.alloc_fragment((M, N), "float32")
            P = T.alloc_fragment((M, N), dtype)
            acc = T.alloc_fragment((M, D), "float32")
            T.copy(Q, Q_s)
            T.copy(K, K_s)
            T.copy(V, V_s)
            T.clear(S)
            T.clear(acc)
            T.gemm(Q_s, K_s, S, transpose_B=True, policy=T.GemmWarpPolicy.FullRow)
            T.copy(S, P)
            T.gemm(P, V_s, acc, transpose_B=not mn_major, policy=T.GemmWarpPolicy.FullRow)
            T.copy(acc, O)
    return main


@pytest.mark.parametrize("M,N,D,threads", [(64, 64, 64, 128), (128, 64, 128, 256), (128, 128, 64, 128)])
@pytest.mark.parametrize("mn_major", [True, False])
@pytest.mark.parametrize("arch", ["sm_90a", "sm_80"])
def test_fragment_a_operand_matches_float64_on_the_simulator(M, N, D, threads, mn_major, arch):
    dtype = "float16"
    f = scores_then_pv(M, N, D, threads, dtype, mn_major)
    kernel = tilelang.compile(f, out_idx=[-1], target="sim", arch=arch)
    names = _names(kernel.module)
    if arch == "sm_90a":  # both gemms on wgmma, the second reading P's registers; no shared P
        assert "wgmma_rs" in names and "mma" not in names
        assert {op.result.name for op in kernel.module.walk() if op.name == "alloc_shared"} == {"Q_s", "K_s", "V_s"}
    g = torch.Generator().manual_seed(M + N + D)
    q, k = (torch.randn(r, D, generator=g).half() * 0.3 for r in (M, N))
    v = torch.randn(*((N, D) if mn_major else (D, N)), generator=g).half()
    s = (q.double() @ k.double().T).float().half().double()  # (P is S rounded to the inputs' dtype)
    ref = s @ (v.double() if mn_major else v.double().T)
    o = kernel(q, k, v)
    assert ((o.double() - ref).norm() / ref.norm()).item() < 1e-5  # (float32 sums in another order)


def test_a_fragment_laid_out_for_mma_sync_keeps_the_mma_sync_gemm():
    from tilelang.layout import make_gemm_operand_a

    frag = make_gemm_operand_a(64, 64, 64, 4, 16, "full_row")

    @T.prim_func
    def annotated(Q: T.Tensor((64, 64), "float16"), V: T.Tensor((64, 64), "float16"),
                  O: T.Tensor((64, 64), "float32")):
        with T.Kernel(1, threads=128) as bx:
            V_s = T.alloc_shared((64, 64), "float16")
            P = T.alloc_fragment((64, 64), "float16")
            acc = T.alloc_fragment((64, 64), "float32")
            T.annotate_layout({P: frag})
            T.copy(V, V_s)
            T.copy(Q, P)
            T.clear(acc)
            T.gemm(P, V_s, acc, policy=T.GemmWarpPolicy.FullRow)
            T.copy(acc, O)

    lowered = run_pipeline(annotated.module.clone(), arch="sm_90a")
    assert "mma" in _names(lowered) and "wgmma_rs" not in _names(lowered)


# ---- T.copy between fragments of different layouts ----------------------------------------------
def _copy_between(src_layout, dst_layout, shape=(64, 64)):
    @T.prim_func
    def main(X: T.Tensor(shape, "float32"), Y: T.Tensor(shape, "float16")):
        with T.Kernel(1, threads=128) as bx:
            A = T.alloc_fragment(shape, "float32")
            B = T.alloc_fragment(shape, "float16")
            T.annotate_layout({A: src_layout, B: dst_layout})
            T.copy(X, A)
            T.copy(A, B)
            T.copy(B, Y)
    return main


@pytest.mark.parametrize("arch", ["sm_90a", "sm_80"])
def test_a_copy_between_fragments_moves_each_threads_registers(arch):
    """wgmma's accumulator and its register A operand put every element in the same
    thread at different slots: the copy permutes the registers (it once stored each
    element at the source's slot -- a silently wrong result)."""
    from tilelang.layout import make_wgmma_accumulator

    f = _copy_between(make_wgmma_accumulator(64, 64, 1), make_wgmma_operand_a(64, 64, 1))
    x = torch.arange(64 * 64, dtype=torch.float32).reshape(64, 64) % 1999
    y = tilelang.compile(f, out_idx=[-1], target="sim", arch=arch)(x)
    assert torch.equal(y, x.half())


def test_a_copy_that_would_move_elements_between_threads_is_refused():
    from tilelang.errors import TileLangError
    from tilelang.layout import Fragment

    rows = Fragment((64, 64), forward_thread_fn=lambda i, j: i % 64 * 2 + j // 32, forward_index_fn=lambda i, j: j % 32)
    cols = Fragment((64, 64), forward_thread_fn=lambda i, j: j * 2 + i // 32, forward_index_fn=lambda i, j: i % 32)
    with pytest.raises(TileLangError, match="T.copy from fragment A to fragment B: their layouts hold elements in "
                                            "different threads"):
        tilelang.compile(_copy_between(rows, cols), out_idx=[-1], target="sim", arch="sm_80")
